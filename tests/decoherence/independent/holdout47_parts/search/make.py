# ruff: noqa: E501
"""Held-out set holdout47, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Each trajectory is one research task: ranked search results, pages extracted as Markdown and a key-value
scratchpad. Eleven of them carry exactly one observation that contradicts an earlier turn; the other
eleven are clean. Run from the repository root:

    python3 -m tests.decoherence.independent.holdout47_parts.search.make
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, pj, results, search

TOOLS: list[dict[str, Any]] = [
    {"name": "web_search",
     "description": "Search the web. Returns up to 10 ranked results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}},
                    "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Fetch a webpage and return its main content as Markdown, focused on the given goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}},
                    "required": ["url", "goal"]}},
    {"name": "dict_memory",
     "description": "A persistent key-value scratchpad: add, update, retrieve, retrieve_all, remove, clear.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "clear"]},
         "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}},
         "required": ["operation"]}},
]

SYSTEM = (SEARCH_SYSTEM + " Results follow the `[n] URL / Title / Snippet / Date` layout, pages come back as "
          "Markdown, and the memory keeps exactly what was stored until it is updated or removed. Stay factual "
          "and consistent with every earlier result, page and memory operation in the session.\n\n"
          "Available tools:\n" + json.dumps(TOOLS, indent=1))


def R(url: str, title: str, snippet: str, date: str = "N/A") -> tuple[str, str, str, str]:
    return (url, title, snippet, date)


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation for one query."""
    return "```\n" + results(*items) + "\n```"


def sr2(*groups: tuple[str, list[tuple[str, str, str, str]]]) -> str:
    """A web_search observation for several queries: each query's results in turn, numbered on."""
    out, n = [], 0
    for q, items in groups:
        block = [f"=== Results for query: {q} ==="]
        for u, t, s, d in items:
            n += 1
            block.append(f"[{n}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}")
        out.append("\n\n".join(block))
    return "```\n" + "\n\n".join(out) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(d: dict[str, Any]) -> str:
    return pj(d)


CLEARED = "Successfully cleared all memory."


def state(when: str, question: str) -> str:
    return (f"Session started: {when}\nUser question: {question}\n"
            "Memory store: empty (0 keys)\nSearch history: none")


# Nobel Prize in Physics research, search/extract/memory — clean
def t01(rs: RowSet) -> None:
    turns = [
        (search("Nobel Prize in Physics 2024 laureates"), sr(
            R("https://www.nobelprize.org/prizes/physics/2024/press-release/", "Press release: The Nobel Prize in Physics 2024 - NobelPrize.org",
              "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to John J. Hopfield, Princeton University, NJ, USA and Geoffrey E. Hinton, University of Toronto, Canada “for foundational discoveries and inventions that enable machine learning with artificial neural networks”.", "Oct 8, 2024"),
            R("https://en.wikipedia.org/wiki/List_of_Nobel_laureates_in_Physics", "List of Nobel laureates in Physics - Wikipedia",
              "The Nobel Prize in Physics has been awarded to 226 individuals as of 2024. The first prize in physics was awarded in 1901 to Wilhelm Conrad Röntgen, of Germany ...", "N/A"),
            R("https://www.nytimes.com/2024/10/08/science/nobel-prize-physics.html", "Nobel Physics Prize Awarded for Pioneering A.I. Research by 2 Scientists - The New York Times",
              "John J. Hopfield and Geoffrey E. Hinton were recognized for discoveries that laid the groundwork for the machine learning that powers chatbots and other A.I. technologies ...", "Oct 8, 2024"),
            R("https://www.nature.com/articles/d41586-024-03213-5", "Physics Nobel scooped by machine-learning pioneers - Nature",
              "John Hopfield and Geoffrey Hinton share the award for developing the foundations of artificial neural networks, which are at the heart of modern AI ...", "Oct 8, 2024"),
            R("https://www.princeton.edu/news/2024/10/08/princetons-john-hopfield-receives-nobel-prize-physics", "Princeton's John Hopfield receives Nobel Prize in Physics",
              "Hopfield, the Howard A. Prior Professor in the Life Sciences, Emeritus, is honored for the Hopfield network, an associative memory that can store and reconstruct patterns ...", "Oct 8, 2024"),
            R("https://www.utoronto.ca/news/u-t-s-geoffrey-hinton-wins-nobel-prize-physics", "U of T's Geoffrey Hinton wins Nobel Prize in Physics | University of Toronto",
              "University Professor Emeritus Geoffrey Hinton shares the prize with John Hopfield for work on the Boltzmann machine and artificial neural networks ...", "Oct 8, 2024"),
            R("https://www.reuters.com/science/hopfield-hinton-win-2024-nobel-prize-physics-2024-10-08/", "Hopfield, Hinton win 2024 Nobel Prize in Physics | Reuters",
              "The prize of 11 million Swedish crowns ($1.1 million) will be shared equally between the two scientists, the Royal Swedish Academy of Sciences said ...", "Oct 8, 2024"),
            R("https://physicsworld.com/a/john-hopfield-and-geoffrey-hinton-share-the-2024-nobel-prize-for-physics/", "John Hopfield and Geoffrey Hinton share the 2024 Nobel Prize for Physics – Physics World",
              "The award has sparked debate among physicists about whether work on artificial neural networks belongs in physics; the committee pointed to the tools of statistical physics ...", "Oct 8, 2024"),
            R("https://www.reddit.com/r/Physics/comments/1fyz3j8/2024_nobel_prize_in_physics_awarded_to_hopfield/", "2024 Nobel Prize in Physics awarded to Hopfield and Hinton : r/Physics",
              "Spin glasses, energy landscapes and the Ising model — there is more physics in the Hopfield network than people think. 1.2k comments ...", "Oct 8, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_Nobel_laureates_in_Physics", "laureates, countries and rationales for the prizes 2018-2024"),
         """# List of Nobel laureates in Physics

From Wikipedia, the free encyclopedia

The **Nobel Prize in Physics** (Swedish: *Nobelpriset i fysik*) is awarded annually by the Royal Swedish Academy of Sciences to scientists in the various fields of physics. It is one of the five Nobel Prizes established by the 1895 will of Alfred Nobel, awarded since 1901. As of 2024, the prize has been awarded to 226 individuals; John Bardeen is the only laureate to have won it twice (1956 and 1972).

## Laureates

| Year | Laureate | Country | Rationale |
| --- | --- | --- | --- |
| 2018 | Arthur Ashkin | United States | "for the optical tweezers and their application to biological systems" |
| 2018 | Gérard Mourou | France | "for their method of generating high-intensity, ultra-short optical pulses" |
| 2018 | Donna Strickland | Canada | "for their method of generating high-intensity, ultra-short optical pulses" |
| 2019 | James Peebles | Canada, United States | "for theoretical discoveries in physical cosmology" |
| 2019 | Michel Mayor | Switzerland | "for the discovery of an exoplanet orbiting a solar-type star" |
| 2019 | Didier Queloz | Switzerland | "for the discovery of an exoplanet orbiting a solar-type star" |
| 2020 | Roger Penrose | United Kingdom | "for the discovery that black hole formation is a robust prediction of the general theory of relativity" |
| 2020 | Reinhard Genzel | Germany | "for the discovery of a supermassive compact object at the centre of our galaxy" |
| 2020 | Andrea Ghez | United States | "for the discovery of a supermassive compact object at the centre of our galaxy" |
| 2021 | Syukuro Manabe | Japan, United States | "for the physical modelling of Earth's climate, quantifying variability and reliably predicting global warming" |
| 2021 | Klaus Hasselmann | Germany | "for the physical modelling of Earth's climate, quantifying variability and reliably predicting global warming" |
| 2021 | Giorgio Parisi | Italy | "for the discovery of the interplay of disorder and fluctuations in physical systems from atomic to planetary scales" |
| 2022 | Alain Aspect | France | "for experiments with entangled photons, establishing the violation of Bell inequalities and pioneering quantum information science" |
| 2022 | John Clauser | United States | (same) |
| 2022 | Anton Zeilinger | Austria | (same) |
| 2023 | Pierre Agostini | France, United States | "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter" |
| 2023 | Ferenc Krausz | Hungary, Austria | (same) |
| 2023 | Anne L'Huillier | France, Sweden | (same) |
| 2024 | John Hopfield | United States | "for foundational discoveries and inventions that enable machine learning with artificial neural networks" |
| 2024 | Geoffrey Hinton | United Kingdom, Canada | (same) |

## Notes

- Anne L'Huillier is the fifth woman to receive the physics prize, after Marie Curie (1903), Maria Goeppert Mayer (1963), Donna Strickland (2018) and Andrea Ghez (2020).
- In 2021 one half of the prize went jointly to Manabe and Hasselmann and the other half to Parisi.
- The 2020 prize was likewise split: one half to Penrose, the other half jointly to Genzel and Ghez.

## See also

- List of Nobel laureates
- List of physics awards

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_Nobel_laureates_in_Physics&oldid=1254410772\""""),
        (memory("add", dict={
            "physics_2024": "John J. Hopfield; Geoffrey E. Hinton — machine learning with artificial neural networks",
            "physics_2023": "Pierre Agostini; Ferenc Krausz; Anne L'Huillier — attosecond pulses of light",
            "physics_2022": "Alain Aspect; John F. Clauser; Anton Zeilinger — entangled photons, Bell inequalities"}),
         added("physics_2024", "physics_2023", "physics_2022")),
        (extract("https://www.nobelprize.org/prizes/physics/2024/summary/", "prize share, prize amount, affiliations and birth details of the 2024 laureates"),
         """# The Nobel Prize in Physics 2024

**The Nobel Prize in Physics 2024 was awarded jointly to John J. Hopfield and Geoffrey E. Hinton "for foundational discoveries and inventions that enable machine learning with artificial neural networks"**

## Laureates

| | John J. Hopfield | Geoffrey E. Hinton |
| --- | --- | --- |
| Born | 15 July 1933, Chicago, IL, USA | 6 December 1947, London, United Kingdom |
| Affiliation at the time of the award | Princeton University, Princeton, NJ, USA | University of Toronto, Toronto, Canada |
| Prize share | 1/2 | 1/2 |

## Prize amount

11,000,000 Swedish kronor, to be shared equally between the laureates.

## Summary

This year's two Nobel Laureates in Physics have used tools from physics to develop methods that are the foundation of today's powerful machine learning. John Hopfield created an associative memory that can store and reconstruct images and other types of patterns in data. Geoffrey Hinton invented a method that can independently find properties in data, and so perform tasks such as identifying specific elements in pictures.

The Hopfield network utilises physics that describes a material's characteristics due to its atomic spin — a property that makes each atom a tiny magnet. The network as a whole is described in a manner equivalent to the energy in the spin system found in physics, and is trained by finding values for the connections between the nodes so that the saved images have low energy.

Geoffrey Hinton used the Hopfield network as the foundation for a new network that uses a different method: the Boltzmann machine. This can learn to recognise characteristic elements in a given type of data. Hinton used tools from statistical physics, the science of systems built from many similar components.

## Dates

- Announcement: 8 October 2024, 11:45 CEST
- Nobel Prize lectures: 8 December 2024, Aula Magna, Stockholm University
- Award ceremony: 10 December 2024, Stockholm Concert Hall

## Related

- Press release
- Popular information: "They used physics to find patterns in information"
- Scientific background: "The Nobel Prize in Physics 2024" (pdf)

To cite this section
MLA style: The Nobel Prize in Physics 2024. NobelPrize.org. Nobel Prize Outreach 2024. Mon. 4 Nov 2024."""),
        (search("Nobel Prize Physics 2021 Manabe Hasselmann Parisi prize share"), sr(
            R("https://www.nobelprize.org/prizes/physics/2021/summary/", "The Nobel Prize in Physics 2021 - NobelPrize.org",
              "The Nobel Prize in Physics 2021 was awarded “for groundbreaking contributions to our understanding of complex physical systems” with one half jointly to Syukuro Manabe and Klaus Hasselmann ... and the other half to Giorgio Parisi ...", "N/A"),
            R("https://www.nobelprize.org/prizes/physics/2021/press-release/", "Press release: The Nobel Prize in Physics 2021 - NobelPrize.org",
              "Prize amount: 10 million Swedish kronor, with one half jointly to Syukuro Manabe and Klaus Hasselmann and the other half to Giorgio Parisi.", "Oct 5, 2021"),
            R("https://en.wikipedia.org/wiki/Syukuro_Manabe", "Syukuro Manabe - Wikipedia",
              "Syukuro Manabe (born 21 September 1931) is a Japanese-American meteorologist and climatologist who pioneered the use of computers to simulate global climate change ...", "N/A"),
            R("https://en.wikipedia.org/wiki/Giorgio_Parisi", "Giorgio Parisi - Wikipedia",
              "Giorgio Parisi (born 4 August 1948) is an Italian theoretical physicist, whose research has focused on quantum field theory, statistical mechanics and complex systems ...", "N/A"),
            R("https://www.science.org/content/article/climate-modelers-and-theorist-complex-systems-share-nobel-prize-physics", "Climate modelers and a theorist of complex systems share Nobel Prize in physics | Science",
              "Half of the prize goes to Manabe and Hasselmann for modeling Earth's climate; the other half to Parisi for his work on spin glasses and disordered systems ...", "Oct 5, 2021"),
            R("https://www.mpg.de/17662064/nobel-prize-physics-2021-klaus-hasselmann", "Nobel Prize in Physics for Klaus Hasselmann | Max-Planck-Gesellschaft",
              "The founding director of the Max Planck Institute for Meteorology in Hamburg is honoured for his work on climate models and the attribution of warming to human activity ...", "Oct 5, 2021"),
            R("https://home.infn.it/en/giorgio-parisi-nobel-prize-2021/", "Giorgio Parisi awarded the 2021 Nobel Prize in Physics - INFN",
              "Sapienza University of Rome physicist Giorgio Parisi receives half of the 2021 prize for the discovery of the interplay of disorder and fluctuations ...", "Oct 5, 2021"),
            R("https://www.carbonbrief.org/climate-scientists-win-2021-nobel-prize-in-physics/", "Climate scientists win 2021 Nobel Prize in physics - Carbon Brief",
              "It is the first time the physics prize has gone to work on climate science. Manabe's 1967 paper with Richard Wetherald is often called the most influential climate paper ever ...", "Oct 5, 2021"),
        )),
        (memory("add", dict={
            "physics_2021": "Syukuro Manabe & Klaus Hasselmann (1/4 each) — climate modelling; Giorgio Parisi (1/2) — disorder and fluctuations",
            "prize_amount_2024": "SEK 10 million, shared equally"}),
         added("physics_2021", "prize_amount_2024")),
        (memory("update", dict={"prize_amount_2024": "SEK 11 million, shared equally (amount raised from SEK 10 million starting with the 2023 prizes)"}),
         updated("prize_amount_2024")),
        (memory("retrieve_all"), got({
            "physics_2024": "John J. Hopfield; Geoffrey E. Hinton — machine learning with artificial neural networks",
            "physics_2023": "Pierre Agostini; Ferenc Krausz; Anne L'Huillier — attosecond pulses of light",
            "physics_2022": "Alain Aspect; John F. Clauser; Anton Zeilinger — entangled photons, Bell inequalities",
            "physics_2021": "Syukuro Manabe & Klaus Hasselmann (1/4 each) — climate modelling; Giorgio Parisi (1/2) — disorder and fluctuations",
            "prize_amount_2024": "SEK 11 million, shared equally (amount raised from SEK 10 million starting with the 2023 prizes)"})),
    ]
    rs.add(task="search", tid="h47-search-01", system=SYSTEM, turns=turns,
           state=state("2024-11-04 09:12 UTC", "Who won the Nobel Prize in Physics in each year from 2021 to 2024, and how large was the 2024 prize?"))


# Academy Awards research, search/extract/memory — bad
def t02(rs: RowSet) -> None:
    osc_pre = {
        "oscars96_ceremony": "March 10, 2024 — Dolby Theatre, Hollywood, Los Angeles; host Jimmy Kimmel (4th time)",
        "oppenheimer": "13 nominations; wins: TBD",
        "poor_things": "11 nominations; wins: TBD"}
    opp_new = "13 nominations; 7 wins (Picture, Director, Actor, Supporting Actor, Cinematography, Film Editing, Original Score)"
    pt_new = "11 nominations; 4 wins (Actress, Production Design, Costume Design, Makeup and Hairstyling)"
    bp = "87th Birdman; 88th Spotlight; 89th Moonlight; 90th The Shape of Water; 91st Green Book; 92nd Parasite; 93rd Nomadland; 94th CODA; 95th Everything Everywhere All at Once; 96th Oppenheimer"
    turns = [
        (search("96th Academy Awards nominations Oppenheimer 13 nominations Poor Things"), sr(
            R("https://en.wikipedia.org/wiki/96th_Academy_Awards", "96th Academy Awards - Wikipedia",
              "The 96th Academy Awards ceremony, presented by the Academy of Motion Picture Arts and Sciences (AMPAS), took place on March 10, 2024, at the Dolby Theatre in Hollywood, Los Angeles. Oppenheimer led all nominees with thirteen nominations ...", "N/A"),
            R("https://variety.com/2024/film/news/oscar-nominations-2024-list-nominees-1235876418/", "Oscar Nominations 2024: See the Full List - Variety",
              "Christopher Nolan's “Oppenheimer” leads the pack with 13 nominations, followed by Yorgos Lanthimos' “Poor Things” with 11 and Martin Scorsese's “Killers of the Flower Moon” with 10 ...", "Jan 23, 2024"),
            R("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024 - Oscars.org",
              "Nominees and winners for the 96th Academy Awards, honoring the best films of 2023. Ceremony held March 10, 2024 ...", "N/A"),
            R("https://www.nytimes.com/2024/01/23/movies/oscar-nominations-2024.html", "Oscar Nominations 2024: ‘Oppenheimer’ Leads With 13 - The New York Times",
              "“Barbie” received eight nominations but Greta Gerwig was not nominated for best director and Margot Robbie was left out of the best actress race ...", "Jan 23, 2024"),
            R("https://www.hollywoodreporter.com/movies/movie-news/oscar-nominations-2024-list-1235798712/", "Oscars 2024: Full List of Nominations - The Hollywood Reporter",
              "Jimmy Kimmel returns to host for the fourth time. Nominations by film: Oppenheimer 13, Poor Things 11, Killers of the Flower Moon 10, Barbie 8, Maestro 7 ...", "Jan 23, 2024"),
            R("https://www.bbc.com/news/entertainment-arts-68063928", "Oscar nominations 2024: Oppenheimer leads the race with 13 nods - BBC News",
              "Cillian Murphy, Emma Stone and Lily Gladstone are among the acting nominees; The Zone of Interest is nominated for best picture and international feature ...", "Jan 23, 2024"),
            R("https://www.reddit.com/r/movies/comments/19dkq5w/96th_academy_awards_nominations/", "96th Academy Awards Nominations : r/movies",
              "Official discussion thread. 13 for Oppenheimer ties it with a bunch of films just behind the all-time record of 14 ...", "Jan 23, 2024"),
            R("https://www.imdb.com/event/ev0000003/2024/1/", "Academy Awards, USA (2024) - IMDb",
              "96th Academy Awards. Best Motion Picture of the Year nominees: American Fiction, Anatomy of a Fall, Barbie, The Holdovers, Killers of the Flower Moon, Maestro, Oppenheimer ...", "N/A"),
            R("https://www.goldderby.com/article/2024/oscar-nominations-2024-full-list/", "2024 Oscar nominations: full list of nominees - GoldDerby",
              "Oppenheimer's 13 bids include best picture, director, actor (Cillian Murphy), supporting actor (Robert Downey Jr.) and supporting actress (Emily Blunt) ...", "Jan 23, 2024"),
        )),
        (memory("add", dict=osc_pre), added("oscars96_ceremony", "oppenheimer", "poor_things")),
        (extract("https://en.wikipedia.org/wiki/96th_Academy_Awards", "winners of every category and the films with multiple nominations and wins"),
         """# 96th Academy Awards

From Wikipedia, the free encyclopedia

| 96th Academy Awards | |
| --- | --- |
| Date | March 10, 2024 |
| Site | Dolby Theatre, Hollywood, Los Angeles, California, U.S. |
| Hosted by | Jimmy Kimmel |
| Produced by | Raj Kapoor, Molly McNearney, Katy Mullan |
| Directed by | Hamish Hamilton |
| Best Picture | Oppenheimer |
| Most awards | Oppenheimer (7) |
| Most nominations | Oppenheimer (13) |
| Network | ABC |
| Duration | 3 hours, 23 minutes |

The **96th Academy Awards** ceremony, presented by the Academy of Motion Picture Arts and Sciences (AMPAS), took place on March 10, 2024, at the Dolby Theatre in Hollywood, Los Angeles. It honored films released in 2023. Comedian Jimmy Kimmel hosted the show for the fourth time. *Oppenheimer* won seven awards, including Best Picture. Other winners included *Poor Things* with four awards, *The Zone of Interest* with two, and *American Fiction*, *Anatomy of a Fall*, *Barbie*, *The Boy and the Heron*, *Godzilla Minus One*, *The Holdovers*, *The Last Repair Shop*, *20 Days in Mariupol*, *War Is Over!* and *The Wonderful Story of Henry Sugar* with one.

## Winners and nominees

Winners are listed first and highlighted in **boldface**.

| Category | Winner |
| --- | --- |
| Best Picture | **Oppenheimer** – Emma Thomas, Charles Roven and Christopher Nolan |
| Best Director | **Christopher Nolan** – Oppenheimer |
| Best Actor | **Cillian Murphy** – Oppenheimer as J. Robert Oppenheimer |
| Best Actress | **Emma Stone** – Poor Things as Bella Baxter |
| Best Supporting Actor | **Robert Downey Jr.** – Oppenheimer as Lewis Strauss |
| Best Supporting Actress | **Da'Vine Joy Randolph** – The Holdovers as Mary Lamb |
| Best Original Screenplay | **Anatomy of a Fall** – Justine Triet and Arthur Harari |
| Best Adapted Screenplay | **American Fiction** – Cord Jefferson |
| Best Animated Feature | **The Boy and the Heron** – Hayao Miyazaki and Toshio Suzuki |
| Best International Feature | **The Zone of Interest** (United Kingdom) |
| Best Documentary Feature | **20 Days in Mariupol** – Mstyslav Chernov, Michelle Mizner and Raney Aronson-Rath |
| Best Documentary Short | **The Last Repair Shop** – Ben Proudfoot and Kris Bowers |
| Best Live Action Short | **The Wonderful Story of Henry Sugar** – Wes Anderson and Steven Rales |
| Best Animated Short | **War Is Over! Inspired by the Music of John & Yoko** – Dave Mullins and Brad Booker |
| Best Original Score | **Oppenheimer** – Ludwig Göransson |
| Best Original Song | **"What Was I Made For?"** from Barbie – Billie Eilish and Finneas O'Connell |
| Best Sound | **The Zone of Interest** – Tarn Willers and Johnnie Burn |
| Best Production Design | **Poor Things** – James Price and Shona Heath; Zsuzsa Mihalek |
| Best Cinematography | **Oppenheimer** – Hoyte van Hoytema |
| Best Makeup and Hairstyling | **Poor Things** – Nadia Stacey, Mark Coulier and Josh Weston |
| Best Costume Design | **Poor Things** – Holly Waddington |
| Best Film Editing | **Oppenheimer** – Jennifer Lame |
| Best Visual Effects | **Godzilla Minus One** – Takashi Yamazaki, Kiyoko Shibuya, Masaki Takahashi and Tatsuji Nojima |

## Films with multiple nominations and awards

| Nominations | Film |
| --- | --- |
| 13 | Oppenheimer |
| 11 | Poor Things |
| 10 | Killers of the Flower Moon |
| 8 | Barbie |
| 7 | Maestro |
| 5 | American Fiction; Anatomy of a Fall; The Holdovers; The Zone of Interest |
| 3 | Napoleon |
| 2 | Mission: Impossible – Dead Reckoning Part One; Nyad; Past Lives; Society of the Snow |

| Awards | Film |
| --- | --- |
| 7 | Oppenheimer |
| 4 | Poor Things |
| 2 | The Zone of Interest |

## Ceremony information

Kimmel's monologue ran about ten minutes; the show started an hour earlier than usual, at 4 p.m. PT. The telecast drew 19.5 million viewers in the United States, the most since the 2020 ceremony.

Retrieved from "https://en.wikipedia.org/w/index.php?title=96th_Academy_Awards&oldid=1249913540\""""),
        (memory("update", dict={"oppenheimer": opp_new, "poor_things": pt_new}), updated("oppenheimer", "poor_things")),
        (search("Academy Award for Best Picture winners list 2015 to 2024"), sr(
            R("https://en.wikipedia.org/wiki/Academy_Award_for_Best_Picture", "Academy Award for Best Picture - Wikipedia",
              "The Academy Award for Best Picture is one of the Academy Awards presented annually ... Oppenheimer (2023) is the most recent winner, at the 96th ceremony ...", "N/A"),
            R("https://www.oscars.org/oscars/awards-databases-0", "Official Academy Awards Database - Oscars.org",
              "Search the Academy's database of nominees and winners by category, year, film title or name, from the 1st Academy Awards (1929) to the present ...", "N/A"),
            R("https://www.imdb.com/list/ls009480135/", "Oscar Best Picture Winners (1929 - Present) - IMDb",
              "1. Oppenheimer (2023) 2. Everything Everywhere All at Once (2022) 3. CODA (2021) 4. Nomadland (2020) 5. Parasite (2019) ...", "N/A"),
            R("https://www.filmsite.org/bestpics2.html", "Academy Awards Best Picture Winners - Filmsite.org",
              "A decade-by-decade list of every Best Picture winner, with studio, running time and total Oscars won by each film ...", "N/A"),
            R("https://www.rottentomatoes.com/guides/oscar-best-picture-winners/", "All Oscar Best Picture Winners, Ranked by Tomatometer - Rotten Tomatoes",
              "We've ranked every Best Picture winner from Wings to Oppenheimer by Tomatometer; Parasite, Moonlight and Spotlight rank near the top ...", "Mar 11, 2024"),
            R("https://www.britannica.com/art/Academy-Award-for-Best-Picture", "Academy Award for Best Picture | Winners, Nominees, & Facts - Britannica",
              "Academy Award for Best Picture, award given annually by the Academy of Motion Picture Arts and Sciences ... Parasite (2019) was the first non-English-language winner ...", "N/A"),
            R("https://ew.com/movies/best-picture-oscar-winners-list/", "Every Best Picture Oscar winner, from Wings to Oppenheimer - Entertainment Weekly",
              "Moonlight won in 2017 after La La Land was mistakenly announced; CODA became the first streaming-service film to take the top prize in 2022 ...", "Mar 10, 2024"),
            R("https://www.reddit.com/r/oscarrace/comments/1bbvk2o/best_picture_winners_of_the_last_decade_ranked/", "Best Picture winners of the last decade, ranked : r/oscarrace",
              "Birdman, Spotlight, Moonlight, Shape of Water, Green Book, Parasite, Nomadland, CODA, EEAAO, Oppenheimer — which one holds up best? ...", "Mar 11, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/Academy_Award_for_Best_Picture", "Best Picture winners at the 87th to 96th ceremonies with film year and producers"),
         """# Academy Award for Best Picture

From Wikipedia, the free encyclopedia

The **Academy Award for Best Picture** is one of the Academy Awards presented annually by the Academy of Motion Picture Arts and Sciences (AMPAS) since the awards debuted in 1929. This award goes to the producers of the film and is the only category in which every member of the Academy is eligible to submit a nomination and vote on the final ballot. It is the final award presented during the ceremony.

## Winners and nominees

### 2010s

| Year of film release | Ceremony | Winner | Producer(s) |
| --- | --- | --- | --- |
| 2014 | 87th | **Birdman or (The Unexpected Virtue of Ignorance)** | Alejandro G. Iñárritu, John Lesher and James W. Skotchdopole |
| 2015 | 88th | **Spotlight** | Michael Sugar, Steve Golin, Nicole Rocklin and Blye Pagon Faust |
| 2016 | 89th | **Moonlight** | Adele Romanski, Dede Gardner and Jeremy Kleiner |
| 2017 | 90th | **The Shape of Water** | Guillermo del Toro and J. Miles Dale |
| 2018 | 91st | **Green Book** | Jim Burke, Charles B. Wessler, Brian Currie, Peter Farrelly and Nick Vallelonga |
| 2019 | 92nd | **Parasite** | Kwak Sin-ae and Bong Joon-ho |

### 2020s

| Year of film release | Ceremony | Winner | Producer(s) |
| --- | --- | --- | --- |
| 2020/21 | 93rd | **Nomadland** | Frances McDormand, Peter Spears, Mollye Asher, Dan Janvey and Chloé Zhao |
| 2021 | 94th | **CODA** | Philippe Rousselet, Fabrice Gianfermi and Patrick Wachsberger |
| 2022 | 95th | **Everything Everywhere All at Once** | Daniel Kwan, Daniel Scheinert and Jonathan Wang |
| 2023 | 96th | **Oppenheimer** | Emma Thomas, Charles Roven and Christopher Nolan |

## Notes

- At the 89th ceremony, *La La Land* was mistakenly announced as the winner before the error was corrected and *Moonlight* was named Best Picture.
- *Parasite* is the first non-English-language film to win Best Picture.
- *CODA* is the first film distributed by a streaming service (Apple TV+) to win.
- The 93rd ceremony was postponed to April 25, 2021, and its eligibility window extended to February 28, 2021, because of the COVID-19 pandemic.

## Superlatives

| Superlative | Film | Record |
| --- | --- | --- |
| Most awards | Ben-Hur (1959), Titanic (1997), The Lord of the Rings: The Return of the King (2003) | 11 |
| Most nominations | All About Eve (1950), Titanic (1997), La La Land (2016) | 14 |"""),
        (memory("add", dict={"best_picture_87_96": bp}), added("best_picture_87_96")),
        (memory("retrieve_all"), got({
            "oscars96_ceremony": osc_pre["oscars96_ceremony"],
            "oppenheimer": "13 nominations; wins: TBD",
            "poor_things": pt_new,
            "best_picture_87_96": bp})),
        (extract("https://www.oscars.org/oscars/ceremonies/2024", "official list of 96th Academy Awards winners and the ceremony date"),
         """# The 96th Academy Awards | 2024

**Memorable Moments** | **Winners & Nominees** | **Photos** | **Videos**

Dolby® Theatre at Ovation Hollywood
Sunday, March 10, 2024
Honoring movies released in 2023

## Winners

**Actor in a Leading Role**
Cillian Murphy — Oppenheimer

**Actor in a Supporting Role**
Robert Downey Jr. — Oppenheimer

**Actress in a Leading Role**
Emma Stone — Poor Things

**Actress in a Supporting Role**
Da'Vine Joy Randolph — The Holdovers

**Animated Feature Film**
The Boy and the Heron — Hayao Miyazaki and Toshio Suzuki

**Animated Short Film**
War Is Over! Inspired by the Music of John & Yoko — Dave Mullins and Brad Booker

**Cinematography**
Oppenheimer — Hoyte van Hoytema

**Costume Design**
Poor Things — Holly Waddington

**Directing**
Oppenheimer — Christopher Nolan

**Documentary Feature Film**
20 Days in Mariupol — Mstyslav Chernov, Michelle Mizner and Raney Aronson-Rath

**Documentary Short Film**
The Last Repair Shop — Ben Proudfoot and Kris Bowers

**Film Editing**
Oppenheimer — Jennifer Lame

**International Feature Film**
The Zone of Interest — United Kingdom

**Live Action Short Film**
The Wonderful Story of Henry Sugar — Wes Anderson and Steven Rales

**Makeup and Hairstyling**
Poor Things — Nadia Stacey, Mark Coulier and Josh Weston

**Music (Original Score)**
Oppenheimer — Ludwig Göransson

**Music (Original Song)**
What Was I Made For? from Barbie — Music and Lyric by Billie Eilish and Finneas O'Connell

**Best Picture**
Oppenheimer — Emma Thomas, Charles Roven and Christopher Nolan, Producers

**Production Design**
Poor Things — Production Design: James Price and Shona Heath; Set Decoration: Zsuzsa Mihalek

**Sound**
The Zone of Interest — Tarn Willers and Johnnie Burn

**Visual Effects**
Godzilla Minus One — Takashi Yamazaki, Kiyoko Shibuya, Masaki Takahashi and Tatsuji Nojima

**Writing (Adapted Screenplay)**
American Fiction — Written for the screen by Cord Jefferson

**Writing (Original Screenplay)**
Anatomy of a Fall — Screenplay by Justine Triet and Arthur Harari

[See all nominees] [Search the Awards Database]"""),
    ]
    rs.add(task="search", tid="h47-search-02", system=SYSTEM, turns=turns,
           state=state("2024-10-15 17:40 UTC", "How many Oscars did Oppenheimer and Poor Things win at the 96th Academy Awards, and which films won Best Picture at the ten ceremonies up to it?"),
           bad=True, turn=8, kind="memory value updated at turn 4 reads back as its pre-update value")


# FIFA World Cup records research, search/extract/memory — bad
def t03(rs: RowSet) -> None:
    m1 = {
        "top_scorer": "Miroslav Klose (GER) — 16 goals in 24 matches, 2002–2014",
        "messi_goals": "13 goals (26 matches, 2006–2022)",
        "mbappe_goals": "12 goals in 14 matches (2018, 2022)",
        "fontaine_single_tournament": "Just Fontaine — 13 goals at 1958 (record for one tournament)"}
    titles = "Brazil 5; Germany 4; Italy 4; Argentina 3; France 2; Uruguay 2; England 1; Spain 1"
    turns = [
        (search("FIFA World Cup all-time top scorers Klose Messi Mbappé"), sr(
            R("https://en.wikipedia.org/wiki/List_of_FIFA_World_Cup_top_goalscorers", "List of FIFA World Cup top goalscorers - Wikipedia",
              "Miroslav Klose of Germany is the all-time top scorer at the finals, with 16 goals across four tournaments. He broke the record of 15 held by Brazil's Ronaldo in 2014 ...", "N/A"),
            R("https://www.fifa.com/en/tournaments/mens/worldcup/articles/all-time-top-scorers-world-cup-history", "World Cup all-time top scorers: Klose, Ronaldo, Müller, Messi and more - FIFA",
              "Lionel Messi moved level with Just Fontaine on 13 goals with his brace in the Qatar 2022 final, while Kylian Mbappé's hat-trick took him to 12 ...", "Dec 19, 2022"),
            R("https://www.espn.com/soccer/story/_/id/37636113/world-cup-all-time-top-scorers", "World Cup all-time top scorers: Mbappe closing in on Klose - ESPN",
              "Mbappé, still only 23, has 12 goals from 14 World Cup matches and needs five more to overtake Klose's 16 ...", "Dec 19, 2022"),
            R("https://www.statista.com/statistics/1340869/fifa-world-cup-top-goalscorers/", "FIFA World Cup all-time top goalscorers 1930-2022 | Statista",
              "Miroslav Klose scored a total of 16 goals in the FIFA World Cup, making him the tournament's all-time top goalscorer. Ronaldo follows with 15 ...", "Jan 4, 2023"),
            R("https://www.theguardian.com/football/2022/dec/18/kylian-mbappe-world-cup-final-hat-trick", "Mbappé's hat-trick puts him in exalted company but Argentina take the glory - The Guardian",
              "Only Geoff Hurst had previously scored a hat-trick in a men's World Cup final. Mbappé's eight goals won him the Golden Boot ...", "Dec 18, 2022"),
            R("https://www.transfermarkt.com/weltmeisterschaft/ewigetorschuetzenliste/pokalwettbewerb/FIWC", "World Cup all-time top scorers | Transfermarkt",
              "All-time top scorers at the World Cup: 1. Miroslav Klose 16, 2. Ronaldo 15, 3. Gerd Müller 14, 4. Lionel Messi 13, Just Fontaine 13 ...", "N/A"),
            R("https://www.olympics.com/en/news/fifa-world-cup-top-scorers-all-time", "FIFA World Cup top scorers of all time: Full list - Olympics.com",
              "Just Fontaine's 13 goals for France at Sweden 1958 remain the record for a single edition of the tournament ...", "Nov 17, 2022"),
            R("https://www.reddit.com/r/soccer/comments/zp81dt/messi_now_has_13_world_cup_goals/", "Messi now has 13 World Cup goals, level with Just Fontaine : r/soccer",
              "Fontaine did it in 6 games in one tournament, Messi across 26 over five tournaments. Both are absurd in different ways ...", "Dec 18, 2022"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_FIFA_World_Cup_top_goalscorers", "all-time top scorers table with matches and tournaments"),
         """# List of FIFA World Cup top goalscorers

From Wikipedia, the free encyclopedia

More than 2,000 goals have been scored in matches at the 22 editions of the FIFA World Cup final tournaments, not counting penalties scored during shoot-outs. Since the first goal scored by French player Lucien Laurent at the 1930 FIFA World Cup, more than 1,300 footballers have scored goals at the World Cup, of which just 97 have scored at least five.

The top goalscorer of the inaugural competition was Argentina's Guillermo Stábile with eight goals. Since then, only 22 players have scored more goals at all the games played at the World Cup than Stábile did throughout the 1930 tournament. The first was Hungary's Sándor Kocsis with eleven in 1954. At the next tournament, France's Just Fontaine improved on this record with 13 goals in only six games. Gerd Müller scored 10 for West Germany in 1970 and broke the overall record when he scored his 14th goal at the World Cup during West Germany's win at the 1974 final. His record stood for more than three decades until Ronaldo's 15 goals between 1998 and 2006 for Brazil. Germany's Miroslav Klose went on to score a record 16 goals across four consecutive tournaments between 2002 and 2014.

## Overall top goalscorers

| Rank | Player | Team | Goals | Matches | Goals per match | Tournaments |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Miroslav Klose | Germany | 16 | 24 | 0.67 | 2002, 2006, 2010, 2014 |
| 2 | Ronaldo | Brazil | 15 | 19 | 0.79 | 1998, 2002, 2006 |
| 3 | Gerd Müller | West Germany | 14 | 13 | 1.08 | 1970, 1974 |
| 4 | Just Fontaine | France | 13 | 6 | 2.17 | 1958 |
| 4 | Lionel Messi | Argentina | 13 | 26 | 0.50 | 2006, 2010, 2014, 2018, 2022 |
| 6 | Kylian Mbappé | France | 12 | 14 | 0.86 | 2018, 2022 |
| 6 | Pelé | Brazil | 12 | 14 | 0.86 | 1958, 1962, 1966, 1970 |
| 8 | Jürgen Klinsmann | West Germany / Germany | 11 | 17 | 0.65 | 1990, 1994, 1998 |
| 9 | Sándor Kocsis | Hungary | 11 | 5 | 2.20 | 1954 |
| 10 | Gabriel Batistuta | Argentina | 10 | 12 | 0.83 | 1994, 1998, 2002 |
| 10 | Teófilo Cubillas | Peru | 10 | 13 | 0.77 | 1970, 1978, 1982 |
| 10 | Grzegorz Lato | Poland | 10 | 20 | 0.50 | 1974, 1978, 1982 |
| 10 | Gary Lineker | England | 10 | 12 | 0.83 | 1986, 1990 |
| 10 | Thomas Müller | Germany | 10 | 19 | 0.53 | 2010, 2014, 2018, 2022 |
| 10 | Helmut Rahn | West Germany | 10 | 10 | 1.00 | 1954, 1958 |

## Most goals in a single tournament

| Goals | Player | Team | Tournament |
| --- | --- | --- | --- |
| 13 | Just Fontaine | France | 1958 |
| 11 | Sándor Kocsis | Hungary | 1954 |
| 10 | Gerd Müller | West Germany | 1970 |
| 9 | Ademir | Brazil | 1950 |
| 9 | Eusébio | Portugal | 1966 |

## Notes

- Goals scored in penalty shoot-outs are not counted.
- Messi holds the record for most appearances at the finals (26)."""),
        (memory("add", dict=m1), added(*m1)),
        (search("most FIFA World Cup titles by country", "most appearances FIFA World Cup player record"), sr2(
            ("most FIFA World Cup titles by country", [
                R("https://en.wikipedia.org/wiki/FIFA_World_Cup", "FIFA World Cup - Wikipedia",
                  "The tournament has been won by eight national teams. Brazil has won five times ... Germany and Italy have four titles each; Argentina, the current champion, has three ...", "N/A"),
                R("https://www.fifa.com/en/tournaments/mens/worldcup/articles/world-cup-winners-list", "FIFA World Cup winners list: Every champion since 1930 - FIFA",
                  "Argentina lifted their third trophy at Qatar 2022, beating France on penalties after a 3-3 draw in one of the greatest finals ever played ...", "Dec 19, 2022"),
                R("https://www.statista.com/statistics/268286/fifa-world-cup-winners-since-1930/", "FIFA World Cup winners by country 1930-2022 | Statista",
                  "Brazil is the most successful nation in the history of the FIFA World Cup, with five titles (1958, 1962, 1970, 1994, 2002) ...", "Jan 10, 2023"),
                R("https://www.britannica.com/sports/World-Cup-football", "World Cup | History, Winners, & Facts - Britannica",
                  "Uruguay won the first World Cup on home soil in 1930 ... England's only title came in 1966, Spain's in 2010 ...", "N/A"),
            ]),
            ("most appearances FIFA World Cup player record", [
                R("https://en.wikipedia.org/wiki/FIFA_World_Cup_records_and_statistics", "FIFA World Cup records and statistics - Wikipedia",
                  "Most appearances: Lionel Messi, 26 (2006–2022). Most tournaments: Antonio Carbajal, Lothar Matthäus, Gianluigi Buffon, Rafael Márquez, Messi and Cristiano Ronaldo — 5 ...", "N/A"),
                R("https://www.espn.com/soccer/story/_/id/37634921/messi-breaks-world-cup-appearance-record-matthaus", "Messi breaks Matthäus' World Cup appearances record in final - ESPN",
                  "Lionel Messi made his 26th World Cup appearance in the final against France, overtaking Lothar Matthäus's 25 ...", "Dec 18, 2022"),
                R("https://www.guinnessworldrecords.com/world-records/most-appearances-at-the-fifa-world-cup-finals", "Most appearances at FIFA World Cup finals | Guinness World Records",
                  "The most appearances at the FIFA World Cup finals is 26, by Lionel Messi (Argentina) between 2006 and 2022 ...", "N/A"),
                R("https://www.transfermarkt.com/weltmeisterschaft/rekordspieler/pokalwettbewerb/FIWC", "World Cup: record appearances | Transfermarkt",
                  "1. Lionel Messi 26, 2. Lothar Matthäus 25, 3. Miroslav Klose 24, 4. Paolo Maldini 23, 5. Cristiano Ronaldo 22 ...", "N/A"),
            ]),
        )),
        (extract("https://en.wikipedia.org/wiki/FIFA_World_Cup", "titles and runner-up finishes by national team"),
         """# FIFA World Cup

From Wikipedia, the free encyclopedia

The **FIFA World Cup**, often called the **World Cup**, is an international association football competition among the senior men's national teams of the members of the Fédération Internationale de Football Association (FIFA), the sport's global governing body. The tournament has been held every four years since the inaugural tournament in 1930, with the exception of 1942 and 1946 due to the Second World War. The reigning champions are Argentina, who won their third title at the 2022 tournament.

The 22 World Cup tournaments have been won by eight national teams. Brazil has won five times, and they are the only team to have played in every tournament. The other World Cup winners are Germany and Italy, with four titles each; Argentina, with three titles; France and inaugural winner Uruguay, each with two titles; and England and Spain, with one title each.

## Results by national team

| Team | Titles | Runners-up | Third place | Fourth place | Top 4 total |
| --- | --- | --- | --- | --- | --- |
| Brazil | 5 (1958, 1962, 1970, 1994, 2002) | 2 (1950, 1998) | 2 (1938, 1978) | 2 (1974, 2014) | 11 |
| Germany | 4 (1954, 1974, 1990, 2014) | 4 (1966, 1982, 1986, 2002) | 4 (1934, 1970, 2006, 2010) | 1 (1958) | 13 |
| Italy | 4 (1934, 1938, 1982, 2006) | 2 (1970, 1994) | 1 (1990) | 1 (1978) | 8 |
| Argentina | 3 (1978, 1986, 2022) | 3 (1930, 1990, 2014) | — | — | 6 |
| France | 2 (1998, 2018) | 2 (2006, 2022) | 2 (1958, 1986) | 1 (1982) | 7 |
| Uruguay | 2 (1930, 1950) | — | — | 3 (1954, 1970, 2010) | 5 |
| England | 1 (1966) | — | — | 2 (1990, 2018) | 3 |
| Spain | 1 (2010) | — | — | 1 (1950) | 2 |
| Netherlands | — | 3 (1974, 1978, 2010) | 1 (2014) | 1 (1998) | 5 |
| Croatia | — | 1 (2018) | 2 (1998, 2022) | — | 3 |

## Format

The qualification phase currently takes place over the preceding three years. The 2026 tournament, hosted by Canada, Mexico and the United States, will be the first with 48 teams and 104 matches."""),
        (memory("remove", key_list=["fontaine_single_tournament"]), removed("fontaine_single_tournament")),
        (memory("add", dict={"titles_by_country": titles}), added("titles_by_country")),
        (search("Lionel Messi 26 World Cup matches record Lothar Matthäus 25"), sr(
            R("https://www.espn.com/soccer/story/_/id/37634921/messi-breaks-world-cup-appearance-record-matthaus", "Messi breaks Matthäus' World Cup appearances record in final - ESPN",
              "Lionel Messi made his 26th World Cup appearance in the final against France, overtaking Lothar Matthäus's 25 ...", "Dec 18, 2022"),
            R("https://www.fifa.com/en/tournaments/mens/worldcup/qatar2022/articles/messi-record-appearances-matthaus", "Messi sets new World Cup appearance record - FIFA",
              "Messi, who made his World Cup debut as a substitute against Serbia and Montenegro in 2006, has now played 26 matches at the finals ...", "Dec 18, 2022"),
            R("https://en.wikipedia.org/wiki/FIFA_World_Cup_records_and_statistics", "FIFA World Cup records and statistics - Wikipedia",
              "Most appearances: Lionel Messi, 26 (2006–2022). Most tournaments: Antonio Carbajal, Lothar Matthäus, Gianluigi Buffon, Rafael Márquez, Messi and Cristiano Ronaldo — 5 ...", "N/A"),
            R("https://www.bundesliga.com/en/bundesliga/news/lothar-matthaus-world-cup-record-messi-21722", "Lothar Matthäus congratulates Messi on breaking his World Cup record - Bundesliga",
              "“I am happy that he is the one who took the record from me,” said Matthäus, who played 25 World Cup matches between 1982 and 1998 ...", "Dec 19, 2022"),
            R("https://www.goal.com/en/lists/lionel-messi-world-cup-records-argentina/blt3e7d0bf2a1c1b5c8", "Every World Cup record Lionel Messi holds - Goal.com",
              "Most appearances (26), most minutes played (2,314), most matches as captain (19) and the first to score in every knockout round of one tournament ...", "Dec 20, 2022"),
            R("https://www.transfermarkt.com/weltmeisterschaft/rekordspieler/pokalwettbewerb/FIWC", "World Cup: record appearances | Transfermarkt",
              "1. Lionel Messi 26, 2. Lothar Matthäus 25, 3. Miroslav Klose 24, 4. Paolo Maldini 23, 5. Cristiano Ronaldo 22 ...", "N/A"),
            R("https://www.reuters.com/lifestyle/sports/messi-equals-matthaus-record-25-world-cup-games-2022-12-13/", "Messi equals Matthaeus record of 25 World Cup games | Reuters",
              "Messi drew level with the German in the semi-final win over Croatia and will take sole ownership of the record in Sunday's final ...", "Dec 13, 2022"),
        )),
        (memory("retrieve_all"), got({**m1, "titles_by_country": titles})),
        (memory("update", dict={"messi_goals": "13 goals in 26 matches (2006–2022); 26 is the appearance record, passing Lothar Matthäus's 25"}),
         updated("messi_goals")),
    ]
    rs.add(task="search", tid="h47-search-03", system=SYSTEM, turns=turns,
           state=state("2024-06-03 11:26 UTC", "Who has scored the most goals at men's FIFA World Cups, and which countries have won the most titles?"),
           bad=True, turn=9, kind="memory key removed at turn 6 is listed again by retrieve_all")


# Grammy Awards research, search/extract/memory — clean
def t04(rs: RowSet) -> None:
    gen = ("AOTY: Midnights (Taylor Swift); ROTY: Flowers (Miley Cyrus); SOTY: What Was I Made For? (Billie Eilish & Finneas O'Connell); "
           "Best New Artist: Victoria Monét")
    top = "Phoebe Bridgers 4 (3 with boygenius, 1 with SZA); SZA, Victoria Monét, boygenius and Killer Mike 3 each; most nominated: SZA (9)"
    turns = [
        (search("66th Grammy Awards winners Album of the Year Taylor Swift Midnights"), sr(
            R("https://en.wikipedia.org/wiki/66th_Annual_Grammy_Awards", "66th Annual Grammy Awards - Wikipedia",
              "The 66th Annual Grammy Awards ceremony was held at the Crypto.com Arena in Los Angeles on February 4, 2024 ... Midnights by Taylor Swift won Album of the Year, making her the first artist to win the award four times ...", "N/A"),
            R("https://www.grammy.com/news/2024-grammys-complete-winners-nominees-list", "2024 GRAMMYs Awards: Complete Winners & Nominees List | GRAMMY.com",
              "See the full list of winners at the 2024 GRAMMYs, including Taylor Swift, SZA, Billie Eilish, Miley Cyrus, Victoria Monét, boygenius and Phoebe Bridgers ...", "Feb 4, 2024"),
            R("https://www.nytimes.com/2024/02/04/arts/music/grammys-2024-winners-list.html", "Grammys 2024: See the Full List of Winners - The New York Times",
              "Taylor Swift made history with a fourth album of the year win for “Midnights” and used her speech for best pop vocal album to announce a new LP ...", "Feb 4, 2024"),
            R("https://www.billboard.com/music/awards/taylor-swift-wins-album-of-the-year-grammys-2024-record-1235598840/", "Taylor Swift Makes History With Fourth Album of the Year Grammy Win - Billboard",
              "Swift breaks a tie with Frank Sinatra, Stevie Wonder and Paul Simon, who each won the top prize three times ...", "Feb 4, 2024"),
            R("https://variety.com/2024/music/news/grammys-2024-winners-list-1235893620/", "Grammys 2024 Winners List - Variety",
              "Phoebe Bridgers was the night's biggest winner with four awards; SZA, the leading nominee with nine nods, took home three ...", "Feb 4, 2024"),
            R("https://www.bbc.com/news/entertainment-arts-68201451", "Grammys 2024: Taylor Swift wins record fourth album of the year - BBC News",
              "Miley Cyrus won her first Grammys, for record of the year and best pop solo performance, with the break-up anthem Flowers ...", "Feb 5, 2024"),
            R("https://www.rollingstone.com/music/music-news/grammys-2024-winners-list-1234959311/", "Grammys 2024: See the Full Winners List - Rolling Stone",
              "Victoria Monét won best new artist; boygenius swept the rock and alternative categories with three wins ...", "Feb 4, 2024"),
            R("https://www.reddit.com/r/popheads/comments/1aiz5xq/66th_annual_grammy_awards_winners_discussion/", "66th Annual Grammy Awards — Winners Discussion : r/popheads",
              "AOTY Midnights, ROTY Flowers, SOTY What Was I Made For, BNA Victoria Monét. Thoughts? ...", "Feb 5, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/66th_Annual_Grammy_Awards", "general field winners and the artists with the most wins and nominations"),
         """# 66th Annual Grammy Awards

From Wikipedia, the free encyclopedia

| 66th Annual Grammy Awards | |
| --- | --- |
| Date | February 4, 2024 |
| Location | Crypto.com Arena, Los Angeles, California |
| Hosted by | Trevor Noah |
| Most awards | Phoebe Bridgers (4) |
| Most nominations | SZA (9) |
| Television/radio coverage | CBS, Paramount+ |

The **66th Annual Grammy Awards** ceremony was held at the Crypto.com Arena in Los Angeles on February 4, 2024. It recognized the best recordings, compositions, and artists of the eligibility year, running from October 1, 2022, to September 15, 2023. The nominations were revealed on November 10, 2023. South African comedian Trevor Noah hosted the ceremony for the fourth consecutive time.

SZA received the most nominations with nine, followed by Phoebe Bridgers, Victoria Monét and Serban Ghenea with seven each. Bridgers received the most awards with four, three of them as a member of boygenius. SZA, Victoria Monét, boygenius and Killer Mike won three awards each.

Taylor Swift's *Midnights* won Album of the Year, making her the first artist to win the award four times, after *Fearless* (2010), *1989* (2016) and *Folklore* (2021). Miley Cyrus won her first two Grammy Awards, for Record of the Year and Best Pop Solo Performance with "Flowers". Billie Eilish and Finneas O'Connell won Song of the Year for "What Was I Made For?", their second win in the category after "Bad Guy" in 2020.

## Winners and nominees

### General field

| Category | Winner | Other nominees |
| --- | --- | --- |
| Record of the Year | **"Flowers"** – Miley Cyrus | "Worship" – Jon Batiste; "Not Strong Enough" – boygenius; "What Was I Made For?" – Billie Eilish; "On My Mama" – Victoria Monét; "Vampire" – Olivia Rodrigo; "Anti-Hero" – Taylor Swift; "Kill Bill" – SZA |
| Album of the Year | ***Midnights*** – Taylor Swift | *World Music Radio* – Jon Batiste; *The Record* – boygenius; *Endless Summer Vacation* – Miley Cyrus; *Did You Know That There's a Tunnel Under Ocean Blvd* – Lana Del Rey; *The Age of Pleasure* – Janelle Monáe; *Guts* – Olivia Rodrigo; *SOS* – SZA |
| Song of the Year | **"What Was I Made For?"** – Billie Eilish O'Connell and Finneas O'Connell | "A&W"; "Anti-Hero"; "Butterfly"; "Dance the Night"; "Flowers"; "Kill Bill"; "Vampire" |
| Best New Artist | **Victoria Monét** | Gracie Abrams; Fred Again..; Ice Spice; Jelly Roll; Coco Jones; Noah Kahan; The War and Treaty |

### Multiple wins

| Wins | Artist |
| --- | --- |
| 4 | Phoebe Bridgers |
| 3 | boygenius; Killer Mike; Victoria Monét; SZA |
| 2 | Jack Antonoff; Miley Cyrus; Billie Eilish; Finneas O'Connell; Taylor Swift |

### Multiple nominations

| Nominations | Artist |
| --- | --- |
| 9 | SZA |
| 7 | Phoebe Bridgers; Serban Ghenea; Victoria Monét |
| 6 | Jon Batiste; boygenius; Billie Eilish; Olivia Rodrigo; Taylor Swift |

## Ceremony

During her acceptance speech for Best Pop Vocal Album, Swift announced her eleventh studio album, *The Tortured Poets Department*, to be released on April 19, 2024. Jay-Z received the Dr. Dre Global Impact Award. Tracy Chapman performed "Fast Car" with Luke Combs."""),
        (memory("add", dict={"grammys66_general": gen, "grammys66_most_wins": "Phoebe Bridgers 4"}),
         added("grammys66_general", "grammys66_most_wins")),
        (memory("remove", key_list=["grammys66_most_wins"]), removed("grammys66_most_wins")),
        (memory("add", dict={"grammys66_top_winners": top}), added("grammys66_top_winners")),
        (extract("https://en.wikipedia.org/wiki/66th_Annual_Grammy_Awards", "Taylor Swift's record fourth Album of the Year and her earlier wins in the category"),
         """# 66th Annual Grammy Awards

*(excerpt relevant to: Taylor Swift's record fourth Album of the Year)*

Taylor Swift's *Midnights* won Album of the Year, making her the first artist to win the award four times, after *Fearless* (2010), *1989* (2016) and *Folklore* (2021). She had previously shared the record of three wins with Frank Sinatra, Stevie Wonder and Paul Simon. *Midnights* also won Best Pop Vocal Album, giving Swift two awards on the night.

| Ceremony | Year | Album | Result |
| --- | --- | --- | --- |
| 52nd | 2010 | *Fearless* | Won |
| 55th | 2013 | *Red* | Nominated |
| 58th | 2016 | *1989* | Won |
| 63rd | 2021 | *Folklore* | Won |
| 64th | 2022 | *Evermore* | Nominated |
| 66th | 2024 | *Midnights* | Won |

Album of the Year was presented by Celine Dion, in a surprise appearance, as the final award of the night. Swift accepted with producer Jack Antonoff, whose win made him a three-time Album of the Year recipient as a producer."""),
        (memory("retrieve_all"), got({"grammys66_general": gen, "grammys66_top_winners": top})),
    ]
    rs.add(task="search", tid="h47-search-04", system=SYSTEM, turns=turns,
           state=state("2024-02-10 20:03 UTC", "Who won the general field categories at the 66th Grammy Awards, and who won the most awards that night?"))


# Tennis Grand Slam records research, search/extract/memory — bad
def t05(rs: RowSet) -> None:
    men = {"djokovic": "24 (AO 10, RG 3, W 7, USO 4), 2008–2023",
           "nadal": "22 (AO 2, RG 14, W 2, USO 4), 2005–2022",
           "federer": "20 (AO 6, RG 1, W 8, USO 5), 2003–2018"}
    women = {"court": "24 (AO 11, RG 5, W 3, USO 5), 1960–1973",
             "serena": "23 (AO 7, RG 3, W 7, USO 6), 1999–2017",
             "graf": "22 (AO 4, RG 6, W 7, USO 5), 1987–1999"}
    wiki_men = "https://en.wikipedia.org/wiki/List_of_Grand_Slam_men%27s_singles_champions"
    turns = [
        (search("most Grand Slam men's singles titles all time Djokovic 24"), sr(
            R(wiki_men, "List of Grand Slam men's singles champions - Wikipedia",
              "Novak Djokovic holds the record for most men's singles titles with 24, followed by Rafael Nadal with 22 and Roger Federer with 20 ...", "N/A"),
            R("https://www.atptour.com/en/news/djokovic-us-open-2023-final-medvedev", "Djokovic Defeats Medvedev To Win Record-Extending 24th Grand Slam Title | ATP Tour",
              "Novak Djokovic beat Daniil Medvedev 6-3, 7-6(5), 6-3 at Flushing Meadows to claim his fourth US Open crown and 24th major ...", "Sep 10, 2023"),
            R("https://www.espn.com/tennis/story/_/id/38379424/novak-djokovic-wins-us-open-24th-grand-slam-title", "Novak Djokovic wins US Open for 24th Grand Slam title - ESPN",
              "With the win Djokovic tied Margaret Court's all-time record of 24 major singles titles ...", "Sep 10, 2023"),
            R("https://www.statista.com/statistics/264933/grand-slam-winners-mens-singles-tennis/", "Men's singles Grand Slam titles by player 2024 | Statista",
              "As of July 2024, Serbian Novak Djokovic had won 24 Grand Slam titles, the most of any male tennis player ...", "Jul 15, 2024"),
            R("https://www.tennis.com/news/articles/most-grand-slam-titles-men-all-time", "The men with the most Grand Slam singles titles | Tennis.com",
              "Djokovic 24, Nadal 22, Federer 20, Sampras 14, Emerson 12, Laver and Borg 11 — and Carlos Alcaraz already has four at 21 ...", "Jul 14, 2024"),
            R("https://www.bbc.com/sport/tennis/articles/c4ng7eyq8gro", "Wimbledon 2024: Carlos Alcaraz beats Novak Djokovic to retain title - BBC Sport",
              "Alcaraz won 6-2 6-2 7-6 (7-4) for his fourth Grand Slam title, denying Djokovic a record-extending 25th ...", "Jul 14, 2024"),
            R("https://www.reddit.com/r/tennis/comments/16f0s2m/djokovic_24_slams_where_does_it_end/", "Djokovic 24 slams — where does it end? : r/tennis",
              "10 AO, 3 RG, 7 Wimbledon, 4 USO. At 36. Genuinely absurd ...", "Sep 11, 2023"),
            R("https://www.britannica.com/list/grand-slam-tennis-champions-men", "Men With the Most Grand Slam Singles Titles | Britannica",
              "Before the Big Three, Pete Sampras's 14 titles were the benchmark; Roy Emerson's 12 was the record before him ...", "N/A"),
        )),
        (extract(wiki_men, "players with the most titles, broken down by tournament"),
         """# List of Grand Slam men's singles champions

From Wikipedia, the free encyclopedia

The Grand Slam tournaments, also called majors, are the four most important annual tennis events: the Australian Open (January), the French Open (May–June), Wimbledon (June–July) and the US Open (August–September). Since the start of the Open Era in 1968, professionals have been allowed to compete alongside amateurs.

## Champions by year (Open Era, since 2020)

| Year | Australian Open | French Open | Wimbledon | US Open |
| --- | --- | --- | --- | --- |
| 2020 | Novak Djokovic (8/17) | Rafael Nadal (13/20) | *cancelled* | Dominic Thiem (1/1) |
| 2021 | Novak Djokovic (9/18) | Novak Djokovic (2/19) | Novak Djokovic (6/20) | Daniil Medvedev (1/1) |
| 2022 | Rafael Nadal (2/21) | Rafael Nadal (14/22) | Novak Djokovic (7/21) | Carlos Alcaraz (1/1) |
| 2023 | Novak Djokovic (10/22) | Novak Djokovic (3/23) | Carlos Alcaraz (1/2) | Novak Djokovic (4/24) |
| 2024 | Jannik Sinner (1/1) | Carlos Alcaraz (1/3) | Carlos Alcaraz (2/4) | *to be played 26 August – 8 September* |

(n/m): n = titles at that tournament, m = total majors at that point.

## Multiple champions

| Player | Total | AO | FO | W | USO | Span |
| --- | --- | --- | --- | --- | --- | --- |
| Novak Djokovic (SRB) | 24 | 10 | 3 | 7 | 4 | 2008–2023 |
| Rafael Nadal (ESP) | 22 | 2 | 14 | 2 | 4 | 2005–2022 |
| Roger Federer (SUI) | 20 | 6 | 1 | 8 | 5 | 2003–2018 |
| Pete Sampras (USA) | 14 | 2 | 0 | 7 | 5 | 1990–2002 |
| Roy Emerson (AUS) | 12 | 6 | 2 | 2 | 2 | 1961–1967 |
| Björn Borg (SWE) | 11 | 0 | 6 | 5 | 0 | 1974–1981 |
| Rod Laver (AUS) | 11 | 3 | 2 | 4 | 2 | 1960–1969 |
| Bill Tilden (USA) | 10 | – | – | 3 | 7 | 1920–1930 |
| Andre Agassi (USA) | 8 | 4 | 1 | 1 | 2 | 1992–2003 |
| Jimmy Connors (USA) | 8 | 1 | 0 | 2 | 5 | 1974–1983 |
| Ivan Lendl (CZE/USA) | 8 | 2 | 3 | 0 | 3 | 1984–1990 |
| Fred Perry (GBR) | 8 | 1 | 1 | 3 | 3 | 1933–1936 |
| Ken Rosewall (AUS) | 8 | 4 | 2 | 0 | 2 | 1953–1972 |
| Carlos Alcaraz (ESP) | 4 | 0 | 1 | 2 | 1 | 2022–2024 |

## Records

- Most titles: 24, Novak Djokovic.
- Most titles at one tournament: 14, Rafael Nadal at the French Open (2005–2008, 2010–2014, 2017–2020, 2022).
- Most consecutive titles: 6, Don Budge (1937–1938)."""),
        (memory("add", dict=men), added(*men)),
        (search("most Grand Slam women's singles titles Margaret Court 24 Serena Williams 23"), sr(
            R("https://en.wikipedia.org/wiki/List_of_Grand_Slam_women%27s_singles_champions", "List of Grand Slam women's singles champions - Wikipedia",
              "Margaret Court holds the all-time record with 24 titles; Serena Williams holds the Open Era record with 23, followed by Steffi Graf with 22 ...", "N/A"),
            R("https://www.wtatennis.com/news/most-grand-slam-singles-titles-women", "Most Grand Slam singles titles in women's tennis history | WTA",
              "Court 24, Serena Williams 23, Graf 22, Helen Wills Moody 19, Chris Evert and Martina Navratilova 18 ...", "Jun 9, 2024"),
            R("https://www.espn.com/tennis/story/_/id/19558155/serena-williams-23rd-grand-slam-title-australian-open", "Serena Williams wins 23rd Grand Slam, most in Open Era - ESPN",
              "Serena Williams beat her sister Venus 6-4, 6-4 in the Australian Open final — while pregnant, it later emerged ...", "Jan 28, 2017"),
            R("https://www.britannica.com/biography/Margaret-Court", "Margaret Court | Biography, Grand Slam, & Facts | Britannica",
              "Margaret Court, Australian tennis player who won 24 Grand Slam singles titles, 13 of them before the Open Era began in 1968 ...", "N/A"),
            R("https://www.olympics.com/en/news/most-grand-slam-titles-women-tennis", "Who has the most Grand Slam titles in women's tennis? - Olympics.com",
              "Iga Swiatek's fourth Roland Garros title in 2024 took her to five majors, the most among active players alongside ...", "Jun 10, 2024"),
            R("https://www.tennis.com/news/articles/steffi-graf-golden-slam-1988", "Remembering Steffi Graf's Golden Slam of 1988 | Tennis.com",
              "Graf won all four majors and Olympic gold in Seoul, a feat no one else has achieved in singles ...", "Sep 24, 2023"),
            R("https://www.statista.com/statistics/264934/grand-slam-winners-womens-singles-tennis/", "Women's singles Grand Slam titles by player | Statista",
              "As of June 2024, Margaret Court had won 24 Grand Slam singles titles, the most of any female player ...", "Jun 12, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_Grand_Slam_women%27s_singles_champions", "players with the most titles, broken down by tournament"),
         """# List of Grand Slam women's singles champions

From Wikipedia, the free encyclopedia

## Multiple champions

| Player | Total | AO | FO | W | USO | Span |
| --- | --- | --- | --- | --- | --- | --- |
| Margaret Court (AUS) | 24 | 11 | 5 | 3 | 5 | 1960–1973 |
| Serena Williams (USA) | 23 | 7 | 3 | 7 | 6 | 1999–2017 |
| Steffi Graf (GER) | 22 | 4 | 6 | 7 | 5 | 1987–1999 |
| Helen Wills Moody (USA) | 19 | – | 4 | 8 | 7 | 1923–1938 |
| Chris Evert (USA) | 18 | 2 | 7 | 3 | 6 | 1974–1986 |
| Martina Navratilova (TCH/USA) | 18 | 3 | 2 | 9 | 4 | 1978–1990 |
| Billie Jean King (USA) | 12 | 1 | 1 | 6 | 4 | 1966–1975 |
| Maureen Connolly (USA) | 9 | 1 | 2 | 3 | 3 | 1951–1954 |
| Monica Seles (YUG/USA) | 9 | 4 | 3 | 0 | 2 | 1990–1996 |
| Suzanne Lenglen (FRA) | 8 | – | 2 | 6 | – | 1919–1926 |
| Molla Mallory (USA) | 8 | – | – | – | 8 | 1915–1926 |
| Venus Williams (USA) | 7 | 0 | 0 | 5 | 2 | 2000–2008 |
| Justine Henin (BEL) | 7 | 1 | 4 | 0 | 2 | 2003–2007 |
| Iga Świątek (POL) | 5 | 0 | 4 | 0 | 1 | 2020–2024 |

## Records

- Most titles: 24, Margaret Court (11 before the Open Era, 13 in it).
- Most Open Era titles: 23, Serena Williams.
- Most titles at one tournament: 11, Margaret Court at the Australian Open.
- Calendar-year Grand Slam: Maureen Connolly (1953), Margaret Court (1970), Steffi Graf (1988, with Olympic gold)."""),
        (extract(wiki_men, "Big Three rivalry summary: majors, weeks at No. 1 and signature tournament records"),
         """# List of Grand Slam men's singles champions

*(section: The Big Three)*

Between the 2003 Wimbledon Championships and the 2023 US Open, Novak Djokovic, Rafael Nadal and Roger Federer won 66 of the 81 Grand Slam singles tournaments held. The three are commonly referred to as the **Big Three**.

| Player | Born | Majors | First major | Last major | Weeks at No. 1 | Year-end No. 1 |
| --- | --- | --- | --- | --- | --- | --- |
| Novak Djokovic | 22 May 1987 | 24 | 2008 Australian Open | 2023 US Open | 428 | 8 |
| Rafael Nadal | 3 June 1986 | 22 | 2005 French Open | 2022 French Open | 209 | 5 |
| Roger Federer | 8 August 1981 | 20 | 2003 Wimbledon | 2018 Australian Open | 310 | 5 |

Each holds a tournament record of his own: Djokovic with ten Australian Open titles, Nadal with his 13 French Open titles at Roland Garros, and Federer with eight Wimbledon titles. Federer was the first man to reach 20 majors (Australian Open 2018); Nadal passed him with his 21st at the 2022 Australian Open and Djokovic passed Nadal with his 23rd at the 2023 French Open.

Since 2022 the two youngest champions of the period, Carlos Alcaraz (four titles) and Jannik Sinner (one), have won four of the last six majors between them."""),
        (memory("add", dict=women), added(*women)),
        (memory("retrieve", key_list=["djokovic", "court"]), got({"djokovic": men["djokovic"], "court": women["court"]})),
    ]
    rs.add(task="search", tid="h47-search-05", system=SYSTEM, turns=turns,
           state=state("2024-08-10 15:48 UTC", "Which men and women have won the most Grand Slam singles titles, and how do their titles split across the four majors?"),
           bad=True, turn=6, kind="re-extracted page gives Nadal 13 French Open titles where it earlier gave 14")


# Tour de France research, search/extract/memory — clean
def t06(rs: RowSet) -> None:
    win = "Tadej Pogačar (SLO, UAE Team Emirates) — 83h 38' 56\"; +6' 17\" on Jonas Vingegaard, +9' 18\" on Remco Evenepoel"
    dist = "3,492 km, 21 stages, Florence → Nice"
    dist2 = "3,492 km (≈ 2,170 mi), 21 stages, Florence → Nice — first finish outside Paris since 1905 (final ITT in Nice, Paris hosting the Olympics)"
    past = "2019 Bernal (+1'11\" Thomas); 2020 Pogačar (+59\" Roglič); 2021 Pogačar (+5'20\" Vingegaard); 2022 Vingegaard (+2'43\" Pogačar); 2023 Vingegaard (+7'29\" Pogačar)"
    turns = [
        (search("Tour de France 2024 final general classification Pogačar winning margin"), sr(
            R("https://en.wikipedia.org/wiki/2024_Tour_de_France", "2024 Tour de France - Wikipedia",
              "The 2024 Tour de France was the 111th edition ... It started in Florence, Italy, on 29 June and ended with an individual time trial in Nice on 21 July. Tadej Pogačar won the general classification by 6 minutes 17 seconds ...", "N/A"),
            R("https://www.letour.fr/en/rankings/stage-21", "Rankings - Stage 21 - Tour de France 2024",
              "General classification after stage 21: 1. POGAČAR Tadej UAE Team Emirates 83h 38' 56\" 2. VINGEGAARD Jonas Team Visma | Lease a Bike + 06' 17\" ...", "Jul 21, 2024"),
            R("https://www.procyclingstats.com/race/tour-de-france/2024/gc", "Tour de France 2024 General classification (GC) - ProCyclingStats",
              "Pogačar Tadej 83:38:56, Vingegaard Jonas +6:17, Evenepoel Remco +9:18, Almeida João +19:03, Landa Mikel +20:06 ...", "N/A"),
            R("https://www.cyclingnews.com/races/tour-de-france-2024/stage-21/results/", "Tour de France 2024 stage 21: Pogačar wins time trial in Nice to seal third Tour title - Cyclingnews",
              "Pogačar completes the Giro-Tour double, the first since Marco Pantani in 1998, with a sixth stage win ...", "Jul 21, 2024"),
            R("https://www.bbc.com/sport/cycling/articles/cjqe4wejm0jo", "Tour de France 2024: Tadej Pogacar wins third title after final time trial - BBC Sport",
              "Pogacar finished six minutes 17 seconds ahead of defending champion Jonas Vingegaard, with Remco Evenepoel third on his Tour debut ...", "Jul 21, 2024"),
            R("https://www.velonews.com/news/road/tour-de-france-2024-final-gc-standings/", "Tour de France 2024 final GC standings and jersey winners - Velo",
              "Biniam Girmay takes green, Richard Carapaz the polka-dot jersey and Evenepoel the white jersey as best young rider ...", "Jul 22, 2024"),
            R("https://www.reuters.com/sports/cycling/pogacar-wins-tour-de-france-completes-giro-tour-double-2024-07-21/", "Pogacar wins Tour de France, completes Giro-Tour double | Reuters",
              "The Slovenian, 25, won the Tour for a third time after triumphing in 2020 and 2021 ...", "Jul 21, 2024"),
            R("https://www.reddit.com/r/peloton/comments/1e8x0rv/tour_de_france_2024_stage_21_post_race_discussion/", "Tour de France 2024 — Stage 21 post-race discussion : r/peloton",
              "Six stage wins, 6'17\" on Vingegaard, Giro-Tour double. Dominant is an understatement ...", "Jul 21, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/2024_Tour_de_France", "final general classification top 10 and jersey winners"),
         """# 2024 Tour de France

From Wikipedia, the free encyclopedia

| 2024 Tour de France | |
| --- | --- |
| Dates | 29 June – 21 July 2024 |
| Stages | 21 |
| Distance | 3,492 km (2,170 mi) |
| Winning time | 83h 38' 56" |
| Winner | Tadej Pogačar (SLO) (UAE Team Emirates) |
| Second | Jonas Vingegaard (DEN) (Team Visma–Lease a Bike) |
| Third | Remco Evenepoel (BEL) (Soudal–Quick-Step) |
| Points | Biniam Girmay (ERI) (Intermarché–Wanty) |
| Mountains | Richard Carapaz (ECU) (EF Education–EasyPost) |
| Youth | Remco Evenepoel (BEL) (Soudal–Quick-Step) |
| Combativity | Richard Carapaz (ECU) |
| Team | UAE Team Emirates |

The **2024 Tour de France** was the 111th edition of the Tour de France. It started in Florence, Italy, on 29 June and finished in Nice on 21 July. For the first time since 1905, the race did not finish in Paris, owing to preparations for the 2024 Summer Olympics; instead the final stage was an individual time trial from Monaco to Nice.

Tadej Pogačar won the race for the third time, after 2020 and 2021, becoming the first rider since Marco Pantani in 1998 to win the Giro d'Italia and the Tour in the same year. He won six stages (4, 14, 15, 19, 20 and 21). Biniam Girmay became the first black African rider to win a stage of the Tour and went on to win the points classification with three stage wins.

## Final general classification (1–10)

| Rank | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | Tadej Pogačar (SLO) | UAE Team Emirates | 83h 38' 56" |
| 2 | Jonas Vingegaard (DEN) | Team Visma–Lease a Bike | + 6' 17" |
| 3 | Remco Evenepoel (BEL) | Soudal–Quick-Step | + 9' 18" |
| 4 | João Almeida (POR) | UAE Team Emirates | + 19' 03" |
| 5 | Mikel Landa (ESP) | Soudal–Quick-Step | + 20' 06" |
| 6 | Adam Yates (GBR) | UAE Team Emirates | + 22' 13" |
| 7 | Carlos Rodríguez (ESP) | Ineos Grenadiers | + 23' 53" |
| 8 | Matteo Jorgenson (USA) | Team Visma–Lease a Bike | + 26' 34" |
| 9 | Derek Gee (CAN) | Israel–Premier Tech | + 28' 31" |
| 10 | Santiago Buitrago (COL) | Bahrain Victorious | + 32' 02" |

## Route

The route included four summit finishes and two individual time trials (stage 7, 25.3 km, won by Evenepoel; stage 21, 33.7 km, won by Pogačar), and a gravel stage around Troyes (stage 9)."""),
        (memory("add", dict={"tdf2024_winner": win, "tdf2024_distance": dist}), added("tdf2024_winner", "tdf2024_distance")),
        (search("Tour de France 2024 route distance miles stages Nice time trial"), sr(
            R("https://www.letour.fr/en/overall-route", "Overall route - Tour de France 2024",
              "21 stages, 3,492 km, 52,230 m of elevation gain: 8 flat stages, 4 hilly stages, 7 mountain stages with 4 summit finishes and 2 individual time trials ...", "N/A"),
            R("https://www.cyclingweekly.com/racing/tour-de-france-2024-route", "Tour de France 2024 route: stage-by-stage guide - Cycling Weekly",
              "The 2,170-mile route starts in Florence and, for the first time, finishes away from Paris, with a Monaco–Nice time trial ...", "Jun 27, 2024"),
            R("https://en.wikipedia.org/wiki/2024_Tour_de_France", "2024 Tour de France - Wikipedia",
              "Distance 3,492 km (2,170 mi). Dates 29 June – 21 July 2024. Stages 21 ...", "N/A"),
            R("https://www.nbcsports.com/cycling/news/tour-de-france-2024-route-stage-schedule", "2024 Tour de France route, stage schedule - NBC Sports",
              "Stage 21 on July 21 is a 21-mile individual time trial from Monaco to Nice — the first Tour since 1905 not to finish in Paris ...", "Jun 28, 2024"),
            R("https://www.bikeradar.com/news/tour-de-france-2024-route", "Tour de France 2024 route revealed - BikeRadar",
              "Gravel, the Galibier on stage 4 and three stages in Italy for the Grand Départ ...", "Oct 25, 2023"),
            R("https://www.theguardian.com/sport/2023/oct/25/tour-de-france-2024-route-nice-finish", "Tour de France 2024 will finish in Nice as Paris hosts Olympics - The Guardian",
              "Organisers confirmed the final stage will be a time trial from Monaco to Nice because of the Olympic Games ...", "Oct 25, 2023"),
            R("https://www.procyclingstats.com/race/tour-de-france/2024/route", "Tour de France 2024 route - ProCyclingStats",
              "Total distance 3492 km. Profile scores, vertical meters and start/finish altitudes for all 21 stages ...", "N/A"),
        )),
        (extract("https://www.procyclingstats.com/race/tour-de-france/2024/gc", "top 10 of the final GC with time gaps"),
         """# Tour de France 2024 | General classification

**Tour de France 2024 (2.UWT)** » Final GC

| Rnk | Prev | ▼▲ | Rider | Team | UCI | Pnt | Time |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | – | POGAČAR Tadej | UAE Team Emirates | 1400 | 500 | 83:38:56 |
| 2 | 2 | – | VINGEGAARD Jonas | Team Visma \\| Lease a Bike | 1140 | 390 | +6:17 |
| 3 | 3 | – | EVENEPOEL Remco | Soudal Quick-Step | 950 | 340 | +9:18 |
| 4 | 4 | – | ALMEIDA João | UAE Team Emirates | 800 | 290 | +19:03 |
| 5 | 5 | – | LANDA Mikel | Soudal Quick-Step | 680 | 250 | +20:06 |
| 6 | 6 | – | YATES Adam | UAE Team Emirates | 575 | 215 | +22:13 |
| 7 | 7 | – | RODRÍGUEZ Carlos | INEOS Grenadiers | 485 | 180 | +23:53 |
| 8 | 8 | – | JORGENSON Matteo | Team Visma \\| Lease a Bike | 400 | 150 | +26:34 |
| 9 | 9 | – | GEE Derek | Israel - Premier Tech | 320 | 125 | +28:31 |
| 10 | 10 | – | BUITRAGO Santiago | Bahrain - Victorious | 260 | 100 | +32:02 |

Showing 1–10 of 141 finishers. [Show all]

Avg. speed of winner: 41.746 km/h · Race ranking: 1 · Won how: Final time trial"""),
        (search("Tour de France winners 2019-2024 Vingegaard Pogačar Bernal winning margins"), sr(
            R("https://en.wikipedia.org/wiki/List_of_Tour_de_France_general_classification_winners", "List of Tour de France general classification winners - Wikipedia",
              "Pogačar won in 2020, 2021 and 2024; Vingegaard won in 2022 and 2023. Egan Bernal became the first Colombian winner in 2019 ...", "N/A"),
            R("https://www.letour.fr/en/history", "History - Tour de France",
              "Palmarès since 1903: winners, runners-up and margins for all 111 editions ...", "N/A"),
            R("https://www.cyclingnews.com/features/tour-de-france-winners-list/", "Tour de France winners: Every champion since 1903 - Cyclingnews",
              "Vingegaard's 7:29 margin over Pogačar in 2023 was the biggest since 2014, when Nibali won by 7:37 ...", "Jul 22, 2024"),
            R("https://www.statista.com/statistics/1081960/tour-de-france-winners-by-country/", "Tour de France winners by country 1903-2024 | Statista",
              "France has produced 36 Tour de France winners, more than any other country; Slovenia has four wins, all by Pogačar ...", "Jul 23, 2024"),
            R("https://www.procyclingstats.com/race/tour-de-france/history", "Tour de France history - ProCyclingStats",
              "2024 Pogačar – Vingegaard – Evenepoel; 2023 Vingegaard – Pogačar – Yates; 2022 Vingegaard – Pogačar – Thomas ...", "N/A"),
            R("https://www.velonews.com/news/road/closest-biggest-winning-margins-tour-de-france/", "The closest and biggest winning margins in Tour de France history - Velo",
              "Greg LeMond's eight seconds over Laurent Fignon in 1989 remains the closest finish ever ...", "Jul 19, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_Tour_de_France_general_classification_winners", "winners 2019-2024 with runner-up, margin and distance"),
         """# List of Tour de France general classification winners

From Wikipedia, the free encyclopedia

The Tour de France is an annual road cycling stage race held over 23 days in July. Established in 1903 by the newspaper *L'Auto*, the Tour is the best known and most prestigious of the three Grand Tours.

## Winners (2015–2024)

| Year | Country | Winner | Team | Distance | Time | Margin | Runner-up | Stage wins |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 2015 | GBR | Chris Froome | Team Sky | 3,360 km | 84h 46' 14" | + 1' 12" | Nairo Quintana | 1 |
| 2016 | GBR | Chris Froome | Team Sky | 3,529 km | 89h 04' 48" | + 4' 05" | Romain Bardet | 2 |
| 2017 | GBR | Chris Froome | Team Sky | 3,540 km | 86h 20' 55" | + 54" | Rigoberto Urán | 0 |
| 2018 | GBR | Geraint Thomas | Team Sky | 3,349 km | 83h 17' 13" | + 1' 51" | Tom Dumoulin | 2 |
| 2019 | COL | Egan Bernal | Team Ineos | 3,366 km | 82h 57' 00" | + 1' 11" | Geraint Thomas | 0 |
| 2020 | SLO | Tadej Pogačar | UAE Team Emirates | 3,484 km | 87h 20' 05" | + 59" | Primož Roglič | 3 |
| 2021 | SLO | Tadej Pogačar | UAE Team Emirates | 3,414 km | 82h 56' 36" | + 5' 20" | Jonas Vingegaard | 3 |
| 2022 | DEN | Jonas Vingegaard | Jumbo–Visma | 3,350 km | 79h 33' 20" | + 2' 43" | Tadej Pogačar | 2 |
| 2023 | DEN | Jonas Vingegaard | Jumbo–Visma | 3,406 km | 82h 05' 42" | + 7' 29" | Tadej Pogačar | 1 |
| 2024 | SLO | Tadej Pogačar | UAE Team Emirates | 3,492 km | 83h 38' 56" | + 6' 17" | Jonas Vingegaard | 6 |

## Notes

- The 2019 race was shortened on stages 19 and 20 because of a hailstorm and landslides.
- The 2020 race was postponed to 29 August – 20 September because of the COVID-19 pandemic.
- The 2024 race finished in Nice rather than Paris because of the Summer Olympics."""),
        (memory("update", dict={"tdf2024_distance": dist2}), updated("tdf2024_distance")),
        (memory("add", dict={"tdf_2019_2023": past}), added("tdf_2019_2023")),
        (memory("retrieve_all"), got({"tdf2024_winner": win, "tdf2024_distance": dist2, "tdf_2019_2023": past})),
    ]
    rs.add(task="search", tid="h47-search-06", system=SYSTEM, turns=turns,
           state=state("2024-07-29 08:55 UTC", "By how much did Pogačar win the 2024 Tour de France, how long was the route, and who won the five editions before it?"))


# CO2 concentration research, search/extract/memory — clean
def t07(rs: RowSet) -> None:
    m1 = {"mlo_may2024": "426.90 ppm (NOAA); Scripps reports 426.7 ppm for the same month",
          "mlo_may2023": "424.00 ppm (NOAA)"}
    g = {"mlo_growth_2023": "3.36 ppm (Mauna Loa, Dec-Jan based growth rate; largest in the record)"}
    turns = [
        (search("Mauna Loa CO2 May 2024 peak ppm NOAA Scripps"), sr(
            R("https://research.noaa.gov/2024/06/06/during-a-year-of-extremes-carbon-dioxide-levels-surge-faster-than-ever/", "During a year of extremes, carbon dioxide levels surge faster than ever - NOAA Research",
              "Peak carbon dioxide concentrations measured at NOAA's Mauna Loa Atmospheric Baseline Observatory reached 426.90 parts per million (ppm) in May, an increase of 2.9 ppm over May 2023 ...", "Jun 6, 2024"),
            R("https://scripps.ucsd.edu/news/carbon-dioxide-levels-surge-faster-ever", "Carbon dioxide levels surge faster than ever | Scripps Institution of Oceanography",
              "Scripps scientists, who maintain an independent record at Mauna Loa, calculated a May monthly average of 426.7 ppm, a jump of 3.0 ppm over May 2023 ...", "Jun 6, 2024"),
            R("https://gml.noaa.gov/ccgg/trends/", "Global Monitoring Laboratory - Carbon Cycle Greenhouse Gases - Trends in CO2",
              "Monthly Average Mauna Loa CO2. May 2024: 426.90 ppm. May 2023: 424.00 ppm. Last updated: June 5, 2024 ...", "N/A"),
            R("https://keelingcurve.ucsd.edu/", "The Keeling Curve",
              "Daily, monthly and yearly record of atmospheric carbon dioxide at Mauna Loa Observatory, Hawaii, from Scripps Institution of Oceanography ...", "N/A"),
            R("https://www.climate.gov/news-features/understanding-climate/climate-change-atmospheric-carbon-dioxide", "Climate Change: Atmospheric Carbon Dioxide | NOAA Climate.gov",
              "The global average atmospheric carbon dioxide in 2023 was 419.3 parts per million, a new record high ...", "Apr 9, 2024"),
            R("https://www.reuters.com/business/environment/carbon-dioxide-levels-atmosphere-surge-record-2024-06-06/", "Carbon dioxide levels in atmosphere surge at record pace | Reuters",
              "The jump from May 2022 to May 2024 was the largest two-year increase on record, NOAA and Scripps said ...", "Jun 6, 2024"),
            R("https://www.theguardian.com/environment/article/2024/jun/06/carbon-dioxide-levels-record-high-mauna-loa", "Carbon dioxide levels in atmosphere hit record high in May - The Guardian",
              "“Not only is CO2 now at the highest level in millions of years, it is also rising faster than ever,” said Ralph Keeling ...", "Jun 6, 2024"),
            R("https://www.co2.earth/daily-co2", "Daily CO2 | CO2.Earth",
              "Latest daily reading at Mauna Loa Observatory, with the same day one year ago and ten years ago ...", "N/A"),
        )),
        (extract("https://research.noaa.gov/2024/06/06/during-a-year-of-extremes-carbon-dioxide-levels-surge-faster-than-ever/", "May 2024 peak values from NOAA and Scripps and the year-on-year increase"),
         """# During a year of extremes, carbon dioxide levels surge faster than ever

*NOAA Research News · June 6, 2024*

Peak carbon dioxide concentrations measured at NOAA's Mauna Loa Atmospheric Baseline Observatory reached 426.90 parts per million (ppm) in May, an increase of 2.9 ppm over May 2023, NOAA and Scripps Institution of Oceanography at the University of California San Diego announced today. Scripps scientists, who maintain an independent record at the observatory, calculated a May monthly average of 426.7 ppm, a jump of 3.0 ppm over May 2023.

The jump from May 2022 to May 2024 was the largest two-year increase on record in both the NOAA and Scripps records.

## Why May?

Carbon dioxide levels peak each year in May, just before plants in the Northern Hemisphere begin to remove large amounts of CO2 from the atmosphere during the growing season. In the northern fall, winter and early spring, plants and soils give off CO2, causing levels to rise through May.

## Two independent records

| Measurement | NOAA (GML) | Scripps (Keeling Curve) |
| --- | --- | --- |
| May 2024 monthly mean | 426.90 ppm | 426.7 ppm |
| Increase over May 2023 | 2.9 ppm | 3.0 ppm |
| Measurement program start | 1974 | 1958 |

The two records differ slightly because the groups use different sampling, calibration and averaging methods; both are calibrated to the WMO CO2 mole fraction scale maintained by NOAA.

> "Not only is CO2 now at the highest level in millions of years, it is also rising faster than ever," said Ralph Keeling, director of the Scripps CO2 Program.

Media contact: Theo Stein, theo.stein@noaa.gov, (303) 819-7409"""),
        (memory("add", dict=m1), added(*m1)),
        (extract("https://gml.noaa.gov/ccgg/trends/", "latest monthly mean values at Mauna Loa for the past 12 months"),
         """# Trends in Atmospheric Carbon Dioxide (CO2)

Global Monitoring Laboratory · Earth System Research Laboratories

## Monthly Average Mauna Loa CO2

| | |
| --- | --- |
| May 2024 | **426.90 ppm** |
| May 2023 | **424.00 ppm** |

Last updated: June 5, 2024

## Recent monthly mean CO2 at Mauna Loa Observatory, Hawaii

| Month | Monthly mean (ppm) | De-seasonalized (ppm) | # days |
| --- | --- | --- | --- |
| Jun 2023 | 423.68 | 420.66 | 27 |
| Jul 2023 | 421.83 | 420.92 | 21 |
| Aug 2023 | 419.68 | 421.39 | 21 |
| Sep 2023 | 418.51 | 421.88 | 18 |
| Oct 2023 | 418.82 | 422.14 | 27 |
| Nov 2023 | 420.46 | 422.52 | 21 |
| Dec 2023 | 421.86 | 422.74 | 20 |
| Jan 2024 | 422.80 | 422.57 | 27 |
| Feb 2024 | 424.55 | 423.78 | 27 |
| Mar 2024 | 425.38 | 423.92 | 24 |
| Apr 2024 | 426.57 | 423.64 | 28 |
| May 2024 | 426.90 | 423.46 | 29 |

Data are reported as a dry air mole fraction defined as the number of molecules of carbon dioxide divided by the number of all molecules in air, including CO2 itself, after water vapor has been removed. The last four complete years of Mauna Loa data are preliminary, pending recalibrations of reference gases and other quality control checks.

[Data (text)] [Data (csv)] [Annual mean growth rate] [Global trends]"""),
        (search("Mauna Loa annual mean CO2 growth rate 2023 ppm per year record"), sr(
            R("https://gml.noaa.gov/ccgg/trends/gr.html", "Global Monitoring Laboratory - Carbon Cycle Greenhouse Gases - Growth rate",
              "Annual Mean Growth Rate for Mauna Loa, Hawaii. The annual mean rate of growth of CO2 in a given year is the difference in concentration between the end of December and the start of January of that year ...", "N/A"),
            R("https://www.noaa.gov/news-release/no-sign-of-greenhouse-gases-increases-slowing-in-2023", "No sign of greenhouse gases increases slowing in 2023 | NOAA",
              "The global surface concentration of CO2 averaged 419.3 ppm for 2023, an increase of 2.8 ppm during the year. This was the 12th consecutive year CO2 increased by more than 2 ppm ...", "Apr 5, 2024"),
            R("https://www.metoffice.gov.uk/research/climate/seasonal-to-decadal/long-range/forecasts/co2-forecast", "Mauna Loa carbon dioxide forecast for 2024 - Met Office",
              "We forecast an annual average CO2 concentration at Mauna Loa of 423.6 ± 0.6 ppm in 2024, with a rise of 2.84 ± 0.54 ppm ...", "Jan 19, 2024"),
            R("https://www.co2.earth/annual-co2", "Annual CO2 | CO2.Earth",
              "Annual mean CO2 at Mauna Loa: 2023 421.08 ppm, 2022 418.53 ppm, 2021 416.41 ppm ...", "N/A"),
            R("https://www.carbonbrief.org/analysis-what-record-co2-growth-in-2023-means/", "Analysis: What the record rise in CO2 at Mauna Loa in 2023 means - Carbon Brief",
              "El Niño and record fossil emissions combined to produce the fastest annual CO2 rise at Mauna Loa in the 65-year record ...", "Jan 25, 2024"),
            R("https://www.epa.gov/climate-indicators/climate-change-indicators-atmospheric-concentrations-greenhouse-gases", "Climate Change Indicators: Atmospheric Concentrations of Greenhouse Gases | US EPA",
              "Historical measurements show that the current global atmospheric concentrations of carbon dioxide are unprecedented compared with the past 800,000 years ...", "N/A"),
        )),
        (extract("https://gml.noaa.gov/ccgg/trends/gr.html", "annual mean growth rates at Mauna Loa for the last ten years"),
         """# Annual Mean Growth Rate for Mauna Loa, Hawaii

Global Monitoring Laboratory

The annual mean rate of growth of CO2 in a given year is the difference in concentration between the end of December and the start of January of that year. If used as an average for the globe, it would represent the sum of all CO2 added to, and removed from, the atmosphere during the year by human activities and by natural processes. It is *not* the same as the difference between consecutive annual means.

| Year | ppm/yr | Uncertainty |
| --- | --- | --- |
| 2014 | 2.01 | 0.11 |
| 2015 | 2.96 | 0.11 |
| 2016 | 2.84 | 0.11 |
| 2017 | 2.15 | 0.11 |
| 2018 | 2.86 | 0.11 |
| 2019 | 2.45 | 0.11 |
| 2020 | 2.31 | 0.11 |
| 2021 | 2.37 | 0.11 |
| 2022 | 2.12 | 0.11 |
| 2023 | 3.36 | 0.11 |

Decadal averages of the annual growth rate:

| Decade | ppm/yr |
| --- | --- |
| 1960–1969 | 0.86 |
| 1970–1979 | 1.26 |
| 1980–1989 | 1.61 |
| 1990–1999 | 1.51 |
| 2000–2009 | 1.97 |
| 2010–2019 | 2.40 |

The estimated uncertainty in the Mauna Loa annual mean growth rate is 0.11 ppm/yr. Last updated: January 5, 2024."""),
        (memory("add", dict=g), added(*g)),
        (search("NOAA global monthly mean CO2 marine surface sites 2024"), sr(
            R("https://gml.noaa.gov/ccgg/trends/global.html", "Global Monitoring Laboratory - Global CO2 Trends",
              "Global monthly mean CO2 from marine surface sites. March 2024: 424.02 ppm. March 2023: 421.13 ppm. Last updated: June 5, 2024 ...", "N/A"),
            R("https://www.noaa.gov/news-release/no-sign-of-greenhouse-gases-increases-slowing-in-2023", "No sign of greenhouse gases increases slowing in 2023 | NOAA",
              "The global surface concentration of CO2 averaged 419.3 ppm for 2023, an increase of 2.8 ppm during the year ...", "Apr 5, 2024"),
            R("https://www.climate.gov/news-features/understanding-climate/climate-change-atmospheric-carbon-dioxide", "Climate Change: Atmospheric Carbon Dioxide | NOAA Climate.gov",
              "The global average atmospheric carbon dioxide in 2023 was 419.3 parts per million, a new record high ...", "Apr 9, 2024"),
            R("https://climate.nasa.gov/vital-signs/carbon-dioxide/", "Carbon Dioxide | Vital Signs – Climate Change: Vital Signs of the Planet",
              "Direct measurements from 2005 to present. Latest measurement: March 2024, 424 ppm ...", "N/A"),
            R("https://wmo.int/publication-series/wmo-greenhouse-gas-bulletin-no-19", "WMO Greenhouse Gas Bulletin No. 19 | World Meteorological Organization",
              "Globally averaged surface mole fraction of CO2 reached 417.9 ppm in 2022, 150% of pre-industrial levels ...", "Nov 15, 2023"),
        )),
        (extract("https://gml.noaa.gov/ccgg/trends/global.html", "latest global monthly mean and the 2023 global annual mean"),
         """# Trends in Atmospheric Carbon Dioxide — Global

Global Monitoring Laboratory

## Global Monthly Mean CO2

| | |
| --- | --- |
| March 2024 | **424.02 ppm** |
| March 2023 | **421.13 ppm** |

Last updated: June 5, 2024

The global monthly means are computed from measurements at marine surface sites of the NOAA Global Greenhouse Gas Reference Network, which sample well-mixed background air far from local sources. Because samples must be shipped and analyzed, the global series lags the Mauna Loa record by about two months.

## Annual means (global)

| Year | Annual mean (ppm) | Annual increase, Dec–Jan (ppm) |
| --- | --- | --- |
| 2019 | 409.85 | 2.42 |
| 2020 | 412.44 | 2.33 |
| 2021 | 414.70 | 2.50 |
| 2022 | 417.07 | 2.21 |
| 2023 | 419.31 | 2.80 |

The annual increase is the growth from the start to the end of each year, not the difference between consecutive annual means. Global values are generally lower than those at Mauna Loa, which sits in the Northern Hemisphere where most emissions occur."""),
        (memory("retrieve_all"), got({**m1, **g})),
    ]
    rs.add(task="search", tid="h47-search-07", system=SYSTEM, turns=turns,
           state=state("2024-06-12 13:20 UTC", "What was the May 2024 CO2 peak at Mauna Loa, how much higher than a year earlier, and how fast did CO2 grow in 2023?"))


# Space missions research (JWST), search/extract/memory — bad
def t08(rs: RowSet) -> None:
    m1 = {"jwst_launch": "2021-12-25 12:20 UTC — Ariane 5 ECA flight VA256, Guiana Space Centre ELA-3, Kourou",
          "jwst_l2_arrival": "2022-01-24 — halo orbit around Sun–Earth L2 (~1.5 million km from Earth)"}
    m2 = {"jwst_first_images": "2022-07-12: Carina Nebula (NGC 3324), Stephan's Quintet, Southern Ring Nebula (NGC 3132), WASP-96 b spectrum; SMACS 0723 deep field previewed 2022-07-11"}
    turns = [
        (search("James Webb Space Telescope launch date Ariane 5 Kourou"), sr(
            R("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia",
              "The James Webb Space Telescope (JWST) is a space telescope designed to conduct infrared astronomy ... It was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana ...", "N/A"),
            R("https://www.nasa.gov/news-release/nasas-webb-telescope-launches-to-see-first-galaxies-distant-worlds/", "NASA's Webb Telescope Launches to See First Galaxies, Distant Worlds - NASA",
              "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport in French Guiana ...", "Dec 25, 2021"),
            R("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_liftoff_on_Ariane_5", "Webb liftoff on Ariane 5 - ESA",
              "Ariane 5 flight VA256 lifted off from Europe's Spaceport at 13:20 CET (12:20 UTC) with the James Webb Space Telescope ...", "Dec 25, 2021"),
            R("https://www.arianespace.com/press-release/ariane-5-launches-the-james-webb-space-telescope/", "Ariane 5 launches the James Webb Space Telescope - Arianespace",
              "Separation of the observatory occurred 27 minutes after liftoff; the precision of the injection saved enough propellant to extend Webb's life well beyond its 10-year goal ...", "Dec 25, 2021"),
            R("https://webb.nasa.gov/content/about/launch.html", "Launch - Webb/NASA",
              "Webb launched on an Ariane 5 ECA from ELA-3 at Europe's Spaceport, Kourou. The fairing is 5.4 m wide and 17 m tall ...", "N/A"),
            R("https://www.space.com/james-webb-space-telescope-launch-success", "James Webb Space Telescope launches on Christmas Day - Space.com",
              "After decades of development and a cost of about $10 billion, the observatory is finally on its way to the Sun–Earth L2 point ...", "Dec 25, 2021"),
            R("https://www.planetary.org/space-missions/jwst", "The James Webb Space Telescope | The Planetary Society",
              "Webb arrived at its orbit around L2 on 24 January 2022, one month after launch ...", "N/A"),
            R("https://www.reddit.com/r/space/comments/rob5ws/jwst_launch_megathread/", "JWST launch megathread : r/space",
              "Liftoff at 12:20 UTC! Separation confirmed, solar array deployed ...", "Dec 25, 2021"),
        )),
        (extract("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "infobox: launch, orbit, identifiers, mirror"),
         """# James Webb Space Telescope

From Wikipedia, the free encyclopedia

| James Webb Space Telescope | |
| --- | --- |
| Names | Next Generation Space Telescope (NGST; 1996–2002) |
| Mission type | Astronomy |
| Operator | STScI (NASA) |
| COSPAR ID | 2021-130A |
| SATCAT no. | 50463 |
| Website | jwst.nasa.gov, esawebb.org |
| Mission duration | 2 years, 6 months and 20 days (elapsed); 5.5 years (planned minimum); 20 years (fuel estimate) |
| **Spacecraft properties** | |
| Manufacturer | Northrop Grumman, Ball Aerospace & Technologies |
| Launch mass | 6,161.4 kg (13,584 lb) |
| Dimensions | 21.197 m × 14.162 m (69.54 ft × 46.46 ft), sunshield |
| Power | 2 kW |
| **Start of mission** | |
| Launch date | 25 December 2021, 12:20 UTC |
| Rocket | Ariane 5 ECA (VA256) |
| Launch site | Guiana Space Centre, ELA-3 |
| Contractor | Arianespace |
| Entered service | 12 July 2022 |
| **Orbital parameters** | |
| Reference system | Sun–Earth L2 orbit |
| Regime | Halo orbit |
| Periapsis altitude | 250,000 km (160,000 mi) |
| Apoapsis altitude | 832,000 km (517,000 mi) |
| Period | 6 months |
| **Main telescope** | |
| Type | Korsch telescope |
| Diameter | 6.5 m (21 ft) |
| Focal length | 131.4 m (431 ft) |
| Collecting area | 25.4 m² (273 sq ft) |
| Wavelengths | 0.6–28.3 μm (orange to mid-infrared) |

The **James Webb Space Telescope** (**JWST**) is a space telescope designed to conduct infrared astronomy. Its high-resolution and high-sensitivity instruments allow it to view objects too old, distant, or faint for the Hubble Space Telescope. The U.S. National Aeronautics and Space Administration (NASA) led Webb's design and development and partnered with the European Space Agency (ESA) and the Canadian Space Agency (CSA).

## Launch and commissioning

The launch, designated Ariane flight VA256, took place on 25 December 2021 at 12:20 UTC on an Ariane 5 rocket that lifted off from the Guiana Space Centre in French Guiana. The telescope was confirmed to be receiving power, starting a two-week phase of deploying its parts. Webb was released from the upper stage 27 minutes 7 seconds after launch. On 24 January 2022, at 19:00 UTC, the telescope completed its L2 insertion burn and entered its halo orbit. Science operations began on 12 July 2022, when NASA released the first full-color images."""),
        (memory("add", dict=m1), added(*m1)),
        (search("JWST NORAD 50463 satellite catalog record 2021-130A"), sr(
            R("https://celestrak.org/satcat/records.php?CATNR=50463", "CelesTrak: SATCAT Records — JWST",
              "JWST 2021-130A 50463 PAY + US 2021-12-25 FRGUI ...", "N/A"),
            R("https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=2021-130A", "NASA - NSSDCA - Spacecraft - Details: James Webb Space Telescope",
              "NSSDCA/COSPAR ID: 2021-130A. Launch Date: 2021-12-25. Launch Vehicle: Ariane 5 ECA. Launch Site: Kourou, French Guiana ...", "N/A"),
            R("https://www.n2yo.com/satellite/?s=50463", "JWST Satellite details 2021-130A NORAD 50463 - N2YO.com",
              "JWST is classified as: Deep Space. NORAD ID: 50463. Int'l Code: 2021-130A. Launch date: December 25, 2021. Source: United States (US) ...", "N/A"),
            R("https://www.heavens-above.com/SatInfo.aspx?satid=50463", "JWST - Satellite Information - Heavens-Above",
              "Object name JWST, NORAD ID 50463, international designator 2021-130A, category: deep space probe ...", "N/A"),
            R("https://space.skyrocket.de/doc_sdat/jwst.htm", "JWST - Gunter's Space Page",
              "Launch: 25.12.2021 Ar-5ECA VA256, Kourou ELA-3, COSPAR 2021-130A ...", "N/A"),
            R("https://planet4589.org/space/gcat/data/cat/satcat.html", "GCAT: General Catalog of Artificial Space Objects - Jonathan McDowell",
              "S50463 2021-130A JWST — James Webb Space Telescope, deep space, L2 halo ...", "N/A"),
        )),
        (extract("https://celestrak.org/satcat/records.php?CATNR=50463", "catalog record fields for JWST"),
         """# CelesTrak SATCAT Records

Query: CATNR=50463 · 1 record found

| OBJECT_NAME | OBJECT_ID | NORAD_CAT_ID | OBJECT_TYPE | OPS_STATUS_CODE | OWNER | LAUNCH_DATE | LAUNCH_SITE | DECAY_DATE | PERIOD | INCLINATION | APOGEE | PERIGEE | RCS | DATA_STATUS_CODE | ORBIT_CENTER | ORBIT_TYPE |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| JWST | 2021-131A | 50463 | PAY | + | US | 2021-12-25 | FRGUI | | | | | | | NCE | EL2 | ORB |

**Legend**

- OBJECT_TYPE: PAY = payload
- OPS_STATUS_CODE: + = operational
- LAUNCH_SITE: FRGUI = French Guiana (Guiana Space Centre)
- DATA_STATUS_CODE: NCE = no current elements (object not in Earth orbit)
- ORBIT_CENTER: EL2 = Earth–Sun Lagrangian point L2

[Launch group] [SATCAT format documentation] [Search again]"""),
        (search("JWST first full-color images July 12 2022 SMACS 0723 Carina Nebula"), sr(
            R("https://www.nasa.gov/image-article/nasas-webb-reveals-cosmic-cliffs-glittering-landscape-of-star-birth/", "NASA's Webb Reveals Cosmic Cliffs, Glittering Landscape of Star Birth - NASA",
              "This landscape of “mountains” and “valleys” speckled with glittering stars is actually the edge of a nearby, young, star-forming region called NGC 3324 in the Carina Nebula ...", "Jul 12, 2022"),
            R("https://www.nasa.gov/news-release/nasas-webb-delivers-deepest-infrared-image-of-universe-yet/", "NASA's Webb Delivers Deepest Infrared Image of Universe Yet - NASA",
              "Webb's First Deep Field is galaxy cluster SMACS 0723, and it is teeming with thousands of galaxies ... revealed by President Biden on July 11 ...", "Jul 11, 2022"),
            R("https://webbtelescope.org/news/first-images", "Webb's First Images - STScI",
              "Carina Nebula, Stephan's Quintet, Southern Ring Nebula, WASP-96 b (spectrum) and SMACS 0723 ...", "Jul 12, 2022"),
            R("https://esawebb.org/news/weic2207/", "ESA/Webb's first full-colour images - esawebb.org",
              "The first full-colour images and spectroscopic data were released during a televised broadcast at 16:30 CEST on 12 July 2022 ...", "Jul 12, 2022"),
            R("https://www.nytimes.com/interactive/2022/07/12/science/james-webb-telescope-photos-analysis.html", "Webb Telescope Images: A Closer Look - The New York Times",
              "Annotated views of the first five targets, from the Southern Ring Nebula to Stephan's Quintet ...", "Jul 12, 2022"),
            R("https://www.reddit.com/r/jwst/comments/vxf5rm/all_5_first_images/", "All 5 first images! : r/jwst",
              "Cosmic Cliffs is unreal. The Stephan's Quintet mosaic is 150 million pixels ...", "Jul 12, 2022"),
        )),
        (extract("https://webbtelescope.org/news/first-images", "list of the first images released and dates"),
         """# Webb's First Images

*Space Telescope Science Institute · Released July 12, 2022*

On July 12, 2022, NASA, ESA, CSA and STScI released the first full-color images and spectroscopic data from the James Webb Space Telescope, marking the beginning of Webb's general science operations. The first image, Webb's First Deep Field (SMACS 0723), was previewed by U.S. President Joe Biden at the White House on July 11, 2022.

| Target | Type | Instruments | Distance |
| --- | --- | --- | --- |
| SMACS 0723 (Webb's First Deep Field) | Galaxy cluster, gravitational lensing | NIRCam, MIRI, NIRSpec, NIRISS | 4.6 billion light-years |
| Carina Nebula (NGC 3324, "Cosmic Cliffs") | Star-forming region | NIRCam, MIRI | ~7,600 light-years |
| Stephan's Quintet | Compact galaxy group | NIRCam, MIRI, NIRSpec | ~290 million light-years |
| Southern Ring Nebula (NGC 3132) | Planetary nebula | NIRCam, MIRI | ~2,500 light-years |
| WASP-96 b | Exoplanet transmission spectrum | NIRISS | ~1,150 light-years |

The targets were chosen by an international committee to show the breadth of Webb's science: the early universe, galaxy evolution, the life cycle of stars, and exoplanet atmospheres. The WASP-96 b spectrum shows the distinct signature of water, along with evidence of clouds and haze."""),
        (memory("add", dict=m2), added(*m2)),
        (memory("retrieve_all"), got({**m1, **m2})),
    ]
    rs.add(task="search", tid="h47-search-08", system=SYSTEM, turns=turns,
           state=state("2024-07-15 10:05 UTC", "When and how was JWST launched, when did it reach L2, and what were its first released images?"),
           bad=True, turn=5, kind="international designator of the same catalog object drifts from 2021-130A to 2021-131A")


# Arctic sea ice research (NSIDC), search/extract/memory — bad
def t09(rs: RowSet) -> None:
    listing = "https://noaadata.apps.nsidc.org/NOAA/G02135/north/daily/data/"

    def index(stamp: str) -> str:
        return f"""# Index of /NOAA/G02135/north/daily/data

| Name | Last modified | Size | Description |
| --- | --- | --- | --- |
| Parent Directory | | - | |
| N_seaice_extent_climatology_1981-2010_v3.0.csv | 2023-08-04 13:37 | 27K | |
| N_seaice_extent_daily_v3.0.csv | {stamp} | 2.4M | |

Apache/2.4.37 (Red Hat Enterprise Linux) Server at noaadata.apps.nsidc.org Port 443"""

    rows = [("16", "4.355"), ("17", "4.379"), ("18", "4.402"), ("19", "4.431"), ("20", "4.463"),
            ("21", "4.498"), ("22", "4.547"), ("23", "4.592"), ("24", "4.641"), ("25", "4.702")]
    csv = "\n".join(f"2024,    09,  {d},      {e},      0.000, ['https://noaadata.apps.nsidc.org/NOAA/G10016_V2/north/daily/2024/NSIDC0081_SEAICE_PS_N25km_202409{d}_v2.0.nc']"
                    for d, e in rows)
    turns = [
        (search("Arctic sea ice minimum 2024 NSIDC extent"), sr(
            R("https://nsidc.org/sea-ice-today/analyses/arctic-summer-sea-ice-minimum-2024", "Arctic sea ice reaches its 2024 minimum | Arctic Sea Ice News and Analysis",
              "On September 11, Arctic sea ice likely reached its annual minimum extent of 4.28 million square kilometers (1.65 million square miles), the seventh lowest in the nearly 46-year satellite record ...", "Sep 24, 2024"),
            R("https://nsidc.org/sea-ice-today", "Sea Ice Today | National Snow and Ice Data Center",
              "Daily updated images and analysis of Arctic and Antarctic sea ice conditions from the Sea Ice Index ...", "N/A"),
            R("https://earthobservatory.nasa.gov/images/153386/arctic-sea-ice-at-2024-minimum", "Arctic Sea Ice at 2024 Minimum - NASA Earth Observatory",
              "Sea ice in the Arctic shrank to its seventh-lowest extent in the satellite record, continuing a long-term downward trend ...", "Sep 26, 2024"),
            R("https://www.carbonbrief.org/arctic-sea-ice-2024-minimum-seventh-lowest/", "Arctic sea ice hits seventh-lowest minimum on record in 2024 - Carbon Brief",
              "The 18 lowest minima in the satellite record have all occurred in the last 18 years ...", "Sep 25, 2024"),
            R("https://climate.copernicus.eu/surface-air-temperature-september-2024", "Surface air temperature and sea ice for September 2024 | Copernicus",
              "Arctic sea ice extent was 8% below average for the month, ranking fifth lowest in the satellite data record for September ...", "Oct 8, 2024"),
            R("https://www.reuters.com/business/environment/arctic-sea-ice-seventh-lowest-2024-09-24/", "Arctic sea ice shrinks to seventh-lowest extent on record | Reuters",
              "Ice covered 4.28 million square km at its smallest this year, well above the 2012 record low of 3.39 million square km ...", "Sep 24, 2024"),
            R("https://www.arctic.noaa.gov/report-card/", "Arctic Report Card - NOAA Arctic",
              "Annual peer-reviewed report on the state of the Arctic environment relative to historical records ...", "N/A"),
        )),
        (extract("https://nsidc.org/sea-ice-today/analyses/arctic-summer-sea-ice-minimum-2024", "2024 minimum extent, date, rank and the table of lowest minima"),
         """# Arctic sea ice reaches its 2024 minimum

*Arctic Sea Ice News and Analysis · September 24, 2024*

On September 11, Arctic sea ice likely reached its annual minimum extent of 4.28 million square kilometers (1.65 million square miles). The 2024 minimum is the seventh lowest in the nearly 46-year satellite record. Sea ice extent will now begin its seasonal increase through autumn and winter. However, a shift in wind patterns or a period of late-season melt could still push the Arctic ice extent lower.

## Overview of conditions

The minimum extent was reached five days earlier than the 1981 to 2010 average minimum date of September 16. This year's minimum is 1.94 million square kilometers (749,000 square miles) below the 1981 to 2010 average minimum extent and 890,000 square kilometers (344,000 square miles) above the record low set on September 16, 2012.

## Ten lowest minimum Arctic sea ice extents (satellite record, 1979 to present)

| Rank | Year | Minimum extent (million km²) | Minimum extent (million mi²) | Date |
| --- | --- | --- | --- | --- |
| 1 | 2012 | 3.39 | 1.31 | Sep 16 |
| 2 | 2020 | 3.74 | 1.44 | Sep 15 |
| 3 | 2019 | 4.15 | 1.60 | Sep 18 |
| 4 | 2007 | 4.16 | 1.61 | Sep 18 |
| 5 | 2016 | 4.17 | 1.61 | Sep 10 |
| 6 | 2023 | 4.23 | 1.63 | Sep 19 |
| 7 | 2024 | 4.28 | 1.65 | Sep 11 |
| 8 | 2011 | 4.34 | 1.68 | Sep 11 |
| 9 | 2015 | 4.43 | 1.71 | Sep 9 |
| 10 | 2008 | 4.59 | 1.77 | Sep 19 |

Values are five-day trailing averages from the Sea Ice Index (G02135, version 3). NSIDC will publish a full analysis of the melt season in early October.

*NSIDC is part of CIRES at the University of Colorado Boulder.*"""),
        (memory("add", dict={"min_2024": "4.28 million km² (1.65 million mi²) on 2024-09-11 — 7th lowest in ~46-year record",
                              "record_low": "3.39 million km², 2012-09-16"}),
         added("min_2024", "record_low")),
        (search("NSIDC Sea Ice Index G02135 version 3 daily extent CSV download"), sr(
            R("https://nsidc.org/data/g02135/versions/3", "Sea Ice Index, Version 3 | National Snow and Ice Data Center",
              "This data set provides a quick look at Arctic- and Antarctic-wide changes in sea ice. Daily and monthly extent and area, updated daily ...", "N/A"),
            R(listing, "Index of /NOAA/G02135/north/daily/data",
              "N_seaice_extent_climatology_1981-2010_v3.0.csv · N_seaice_extent_daily_v3.0.csv ...", "N/A"),
            R("https://nsidc.org/sea-ice-today/sea-ice-tools/charctic-interactive-sea-ice-graph", "Charctic Interactive Sea Ice Graph | NSIDC",
              "Compare daily Arctic and Antarctic sea ice extent for any year since 1979 against the 1981-2010 median ...", "N/A"),
            R("https://nsidc.org/data/user-resources/help-center/how-do-i-download-sea-ice-index-data", "How do I download Sea Ice Index data? | NSIDC Help Center",
              "Sea Ice Index files are available by HTTPS from noaadata.apps.nsidc.org; daily extent is provided as a CSV per hemisphere ...", "N/A"),
            R("https://github.com/nsidc/sea-ice-index-tools", "nsidc/sea-ice-index-tools - GitHub",
              "Scripts to read and plot the Sea Ice Index daily and monthly extent files ...", "N/A"),
        )),
        (extract(listing, "list the files and when the daily extent file was last modified"), index("2024-09-26 10:31")),
        (extract(listing + "N_seaice_extent_daily_v3.0.csv", "last ten rows of the daily extent file"),
         """ Year, Month, Day,     Extent,    Missing, Source Data
YYYY,    MM,  DD, 10^6 sq km, 10^6 sq km, Source data product web sites: http://nsidc.org/data/nsidc-0051.html and http://nsidc.org/data/nsidc-0081.html
...
(showing last 10 of 15,417 rows)
""" + csv),
        (extract(listing, "check whether today's update of the daily extent file has been posted"), index("2024-09-26 09:47")),
    ]
    rs.add(task="search", tid="h47-search-09", system=SYSTEM, turns=turns,
           state=state("2024-09-26 10:58 UTC", "What was the Arctic sea ice minimum in 2024, how does it rank, and what do the latest daily extent values show?"),
           bad=True, turn=7, kind="re-listed directory shows the unchanged daily data file with an earlier last-modified time than before")


# Smartphone shipments research (IDC, Canalys), search/extract/memory — clean
def t10(rs: RowSet) -> None:
    idc = "https://www.idc.com/getdoc.jsp?containerId=prUS51776424"
    m1 = {"idc_2023_total": "1,166.9M units (≈1.17 billion), −3.2% YoY",
          "idc_2023_top5": "Apple 234.6M (20.1%), Samsung 226.6M (19.4%), Xiaomi 145.9M (12.5%), OPPO 103.1M (8.8%), Transsion 94.9M (8.1%)"}
    m2 = {"canalys_2023": "1.14 billion (−4%); Apple 229M (20%), Samsung 225M (20%), Xiaomi 146M (13%), OPPO 101M (9%), Transsion 93M (8%) — Canalys estimates, methodology differs from IDC"}
    turns = [
        (search("IDC worldwide smartphone shipments 2023 Apple number one Samsung"), sr(
            R(idc, "Apple Grabs the Top Spot in the Smartphone Market in 2023 along with Record High Market Share Despite the Overall Market Decline, According to IDC",
              "Global smartphone shipments declined 3.2% year over year to 1.17 billion units in 2023 ... fourth quarter shipments grew 8.5% to 326.1 million units ...", "Jan 15, 2024"),
            R("https://www.reuters.com/technology/apple-dethrones-samsung-top-smartphone-maker-2023-idc-2024-01-16/", "Apple dethrones Samsung as top smartphone maker in 2023 - IDC | Reuters",
              "Apple shipped 234.6 million units in 2023, ahead of Samsung's 226.6 million, ending Samsung's 12-year run as the industry leader ...", "Jan 16, 2024"),
            R("https://www.theverge.com/2024/1/16/24039973/apple-samsung-smartphone-shipments-idc-2023", "Apple overtakes Samsung as the world's biggest phone maker - The Verge",
              "It's the first time Apple has topped the annual chart, according to IDC, as Android makers struggled in a shrinking market ...", "Jan 16, 2024"),
            R("https://www.canalys.com/newsroom/worldwide-smartphone-market-2023", "Canalys: Global smartphone market declines 4% in 2023, Apple takes first place",
              "Global smartphone shipments fell 4% to 1.14 billion units in 2023 ... Apple took the top spot for the first time on an annual basis ...", "Jan 15, 2024"),
            R("https://www.counterpointresearch.com/insights/global-smartphone-market-share/", "Global Smartphone Market Share: Quarterly | Counterpoint",
              "Quarterly smartphone shipment share by brand, Q1 2021 – Q4 2023 ...", "N/A"),
            R("https://www.statista.com/statistics/271496/global-market-share-held-by-smartphone-vendors-since-4th-quarter-2009/", "Global smartphone market share by vendor 2009-2023 | Statista",
              "In the fourth quarter of 2023, Apple held 24.7 percent of the global smartphone market, followed by Samsung with 16.3 percent ...", "Jan 18, 2024"),
            R("https://www.gsmarena.com/idc_apple_top_smartphone_maker_2023-news-61236.php", "IDC: Apple was the top smartphone maker in 2023 - GSMArena.com news",
              "Transsion was the fastest growing brand of the top five, jumping 30.7% thanks to strong demand in emerging markets ...", "Jan 16, 2024"),
            R("https://www.reddit.com/r/apple/comments/197w1xs/apple_is_now_the_worlds_top_smartphone_maker/", "Apple is now the world's top smartphone maker : r/apple",
              "20.1% vs 19.4% — close, but Samsung's first loss since 2011 ...", "Jan 16, 2024"),
        )),
        (extract(idc, "2023 and 4Q23 shipments, market share and growth by vendor"),
         """# Apple Grabs the Top Spot in the Smartphone Market in 2023 along with Record High Market Share Despite the Overall Market Decline, According to IDC

*NEEDHAM, Mass., January 15, 2024*

Global smartphone shipments declined 3.2% year over year to 1.17 billion units in 2023 according to preliminary data from the International Data Corporation (IDC) Worldwide Quarterly Mobile Phone Tracker. Despite the annual decline, fourth quarter shipments grew 8.5% year over year to 326.1 million units, higher than the forecast of 7.3% growth.

"Apple ends 2023 as the number one smartphone company by volume, the first time since 2010," said Ryan Reith, group vice president with IDC's Worldwide Device Tracker team.

## Top 5 Smartphone Companies, Worldwide Shipments, Market Share, and Year-Over-Year Growth, Q4 2023 (shipments in millions of units)

| Company | 4Q23 Shipments | 4Q23 Market Share | 4Q22 Shipments | 4Q22 Market Share | Year-Over-Year Change |
| --- | --- | --- | --- | --- | --- |
| 1. Apple | 80.5 | 24.7% | 72.3 | 24.1% | 11.3% |
| 2. Samsung | 53.0 | 16.3% | 58.2 | 19.4% | -8.9% |
| 3. Xiaomi | 40.7 | 12.5% | 33.2 | 11.0% | 22.6% |
| 4. Transsion | 28.6 | 8.8% | 15.0 | 5.0% | 90.7% |
| 5. OPPO | 25.5 | 7.8% | 29.3 | 9.7% | -13.0% |
| Others | 97.8 | 30.0% | 92.6 | 30.8% | 5.6% |
| Total | 326.1 | 100.0% | 300.6 | 100.0% | 8.5% |

## Top 5 Smartphone Companies, Worldwide Shipments, Market Share, and Year-Over-Year Growth, Calendar Year 2023 (shipments in millions of units)

| Company | 2023 Shipments | 2023 Market Share | 2022 Shipments | 2022 Market Share | Year-Over-Year Change |
| --- | --- | --- | --- | --- | --- |
| 1. Apple | 234.6 | 20.1% | 226.3 | 18.8% | 3.7% |
| 2. Samsung | 226.6 | 19.4% | 262.2 | 21.8% | -13.6% |
| 3. Xiaomi | 145.9 | 12.5% | 153.1 | 12.7% | -4.7% |
| 4. OPPO | 103.1 | 8.8% | 114.4 | 9.5% | -9.9% |
| 5. Transsion | 94.9 | 8.1% | 72.6 | 6.0% | 30.7% |
| Others | 361.8 | 31.0% | 376.9 | 31.3% | -4.0% |
| Total | 1,166.9 | 100.0% | 1,205.5 | 100.0% | -3.2% |

*Source: IDC Quarterly Mobile Phone Tracker, January 15, 2024. Data are preliminary and subject to change. Company shipments are branded device shipments and exclude OEM sales for all vendors. OPPO includes OnePlus.*"""),
        (memory("add", dict=m1), added(*m1)),
        (search("Canalys 2023 smartphone shipments full year Apple Samsung 1.14 billion"), sr(
            R("https://www.canalys.com/newsroom/worldwide-smartphone-market-2023", "Canalys: Global smartphone market declines 4% in 2023, Apple takes first place",
              "Global smartphone shipments fell 4% to 1.14 billion units in 2023 ... Apple took the top spot for the first time on an annual basis ...", "Jan 15, 2024"),
            R("https://www.cnbc.com/2024/01/16/apple-overtakes-samsung-as-worlds-top-smartphone-seller-canalys-idc.html", "Apple overtakes Samsung as world's No. 1 smartphone seller - CNBC",
              "Both IDC and Canalys put Apple ahead for 2023, though the firms' shipment estimates differ slightly ...", "Jan 16, 2024"),
            R("https://www.counterpointresearch.com/insights/global-smartphone-sales-2023/", "Global Smartphone Sales Fall 4% YoY in 2023 to Decade Low - Counterpoint",
              "Apple captured the top spot in annual sales for the first time, with a 20% share of sell-through ...", "Jan 18, 2024"),
            R("https://www.macrumors.com/2024/01/16/apple-tops-smartphone-market-2023/", "Apple Became World's Biggest Smartphone Vendor in 2023 - MacRumors",
              "According to Canalys, Apple shipped 229 million iPhones in 2023, while Samsung shipped 225 million devices ...", "Jan 16, 2024"),
            R("https://www.sammobile.com/news/samsung-loses-smartphone-crown-apple-2023/", "Samsung loses the smartphone crown to Apple in 2023 - SamMobile",
              "Samsung expects the Galaxy S24 series with Galaxy AI to help it regain the top spot in 2024 ...", "Jan 16, 2024"),
        )),
        (extract("https://www.canalys.com/newsroom/worldwide-smartphone-market-2023", "full-year 2023 shipments and shares by vendor"),
         """# Canalys: Global smartphone market declines 4% in 2023, Apple takes first place

*Canalys Newsroom · Monday, 15 January 2024*

Canalys' preliminary research shows global smartphone shipments fell 4% year on year to 1.14 billion units in 2023. However, market momentum improved in Q4 2023, with shipments growing 8% to 320.1 million units, after seven consecutive quarters of decline.

"Apple has achieved the top spot for the first time in the history of annual smartphone shipments," said Sanyam Chaurasia, Canalys Analyst.

## Worldwide smartphone shipments and annual growth, Canalys Smartphone Market Pulse: Full year 2023

| Vendor | 2023 shipments (million) | 2023 market share | 2022 shipments (million) | 2022 market share | Annual growth |
| --- | --- | --- | --- | --- | --- |
| Apple | 229.2 | 20% | 232.2 | 20% | -1% |
| Samsung | 225.4 | 20% | 258.2 | 22% | -13% |
| Xiaomi | 145.9 | 13% | 152.7 | 13% | -4% |
| OPPO | 100.7 | 9% | 113.4 | 10% | -11% |
| Transsion | 92.6 | 8% | 70.8 | 6% | +31% |
| Others | 345.1 | 30% | 359.1 | 30% | -4% |
| Total | 1,138.9 | 100% | 1,186.4 | 100% | -4% |

*Note: percentages may not add up to 100% due to rounding. OPPO includes OnePlus. Canalys estimates are based on sell-in shipments.*"""),
        (memory("add", dict=m2), added(*m2)),
    ]
    rs.add(task="search", tid="h47-search-10", system=SYSTEM, turns=turns,
           state=state("2024-01-25 16:12 UTC", "How many smartphones were shipped worldwide in 2023 and who was the top vendor?"))


# Programming language rankings research (TIOBE, PYPL), search/extract/memory — bad
def t11(rs: RowSet) -> None:
    tiobe_top5 = "Python 13.97%, C 11.44%, C++ 9.96%, Java 7.87%, C# 7.16%"
    loy = "C# — TIOBE Programming Language of the Year 2023 (largest ratings gain, +1.43%)"
    pypl = "Python 28.11%, Java 15.52%, JavaScript 8.57%, C# 6.81%, C/C++ 6.5%"
    turns = [
        (search("TIOBE index January 2024 top 10 programming languages"), sr(
            R("https://www.tiobe.com/tiobe-index/", "TIOBE Index - TIOBE",
              "January Headline: C# is programming language of the year 2023! For the first time in the history of the TIOBE index, C# has won the programming language of the year award ...", "N/A"),
            R("https://www.infoworld.com/article/3712127/c-sharp-named-programming-language-of-the-year-tiobe.html", "C# named programming language of the year by Tiobe - InfoWorld",
              "C# gained 1.43 percentage points in the Tiobe index over the past year, more than any other language ...", "Jan 8, 2024"),
            R("https://www.techrepublic.com/article/tiobe-index-language-rankings/", "TIOBE Index: C# Is Language of the Year 2023 - TechRepublic",
              "Python remains first at 13.97%, with C, C++, Java and C# rounding out the top five ...", "Jan 9, 2024"),
            R("https://www.theregister.com/2024/01/08/tiobe_csharp_language_of_the_year/", "C# takes TIOBE language of the year, Java could be next to fall - The Register",
              "The gap between C# and Java is now less than 1 percentage point ...", "Jan 8, 2024"),
            R("https://en.wikipedia.org/wiki/TIOBE_index", "TIOBE index - Wikipedia",
              "The TIOBE programming community index is a measure of popularity of programming languages, created and maintained by the TIOBE Company based in Eindhoven, the Netherlands ...", "N/A"),
            R("https://www.zdnet.com/article/the-most-popular-programming-languages-tiobe-january-2024/", "The most popular programming languages: January 2024 TIOBE index - ZDNET",
              "Scratch enters the top 10 for the first time, up from 20th a year ago, and PHP climbs to seventh ...", "Jan 10, 2024"),
            R("https://www.reddit.com/r/programming/comments/191kdt6/c_is_tiobe_programming_language_of_the_year_2023/", "C# is TIOBE programming language of the year 2023 : r/programming",
              "Reminder that TIOBE is basically counting search engine hits. Take it with a grain of salt ...", "Jan 8, 2024"),
        )),
        (extract("https://www.tiobe.com/tiobe-index/", "January 2024 top 20 table and Programming Language of the Year history"),
         """# TIOBE Index for January 2024

**January Headline: C# is programming language of the year 2023!**

For the first time in the history of the TIOBE index, C# has won the programming language of the year award. Congratulations! C# has been a top 10 player for more than 2 decades and now that it is catching up with the big 4 languages, it won the well-deserved award by having the biggest uptick in one year (+1.43%). Runners up are Scratch (+0.83%) and Fortran (+0.64%). C# is eating market share from Java.

The TIOBE Programming Community index is an indicator of the popularity of programming languages. The index is updated once a month. The ratings are based on the number of skilled engineers world-wide, courses and third party vendors.

| Jan 2024 | Jan 2023 | Change | Programming Language | Ratings | Change |
| --- | --- | --- | --- | --- | --- |
| 1 | 1 | | Python | 13.97% | -2.39% |
| 2 | 2 | | C | 11.44% | -4.81% |
| 3 | 3 | | C++ | 9.96% | -2.95% |
| 4 | 4 | | Java | 7.87% | -4.34% |
| 5 | 5 | | C# | 7.16% | +1.43% |
| 6 | 7 | ↑ | JavaScript | 2.77% | -0.11% |
| 7 | 10 | ↑ | PHP | 1.79% | +0.40% |
| 8 | 6 | ↓ | Visual Basic | 1.60% | -3.04% |
| 9 | 8 | ↓ | SQL | 1.46% | -1.04% |
| 10 | 20 | ↑ | Scratch | 1.44% | +0.83% |

## Other programming languages (11–20)

| Position | Programming Language | Ratings |
| --- | --- | --- |
| 11 | Go | 1.38% |
| 12 | Fortran | 1.09% |
| 13 | Delphi/Object Pascal | 1.09% |
| 14 | MATLAB | 0.97% |
| 15 | Assembly language | 0.92% |
| 16 | Swift | 0.89% |
| 17 | Kotlin | 0.79% |
| 18 | Ruby | 0.76% |
| 19 | Rust | 0.70% |
| 20 | COBOL | 0.66% |

## Programming Language "Hall of Fame"

| Year | Winner |
| --- | --- |
| 2023 | C# |
| 2022 | C++ |
| 2021 | Python |
| 2020 | Python |
| 2019 | C |
| 2018 | Python |
| 2017 | C |
| 2016 | Go |
| 2015 | Java |
| 2014 | JavaScript |"""),
        (memory("add", dict={"tiobe_2024_01_top5": tiobe_top5, "lang_of_year_2023": loy}), added("tiobe_2024_01_top5", "lang_of_year_2023")),
        (search("PYPL popularity of programming language index January 2024"), sr(
            R("https://pypl.github.io/PYPL.html", "PYPL PopularitY of Programming Language index",
              "The PYPL PopularitY of Programming Language Index is created by analyzing how often language tutorials are searched on Google ... Worldwide, Jan 2024 compared to a year ago ...", "N/A"),
            R("https://github.com/pypl/pypl.github.io", "pypl/pypl.github.io: PYPL PopularitY of Programming Language - GitHub",
              "Data and source of the PYPL index. Updated monthly from Google Trends ...", "N/A"),
            R("https://www.infoworld.com/article/3712449/python-still-rules-pypl-language-index.html", "Python still rules PYPL language popularity index - InfoWorld",
              "Python holds a 28% share in the January 2024 PYPL index, well ahead of Java at 15.5% ...", "Jan 12, 2024"),
            R("https://statisticsanddata.org/data/most-popular-programming-languages/", "Most Popular Programming Languages 2004-2024 - Statistics and Data",
              "Animated ranking of programming languages by PYPL share since 2004 ...", "Jan 5, 2024"),
            R("https://www.reddit.com/r/learnprogramming/comments/19bq2wz/tiobe_vs_pypl_vs_redmonk/", "TIOBE vs PYPL vs RedMonk — which ranking to trust? : r/learnprogramming",
              "They measure different things: search-engine hits, tutorial searches, GitHub+Stack Overflow activity ...", "Jan 20, 2024"),
        )),
        (extract("https://pypl.github.io/PYPL.html", "worldwide ranking January 2024 with shares and trends"),
         """# PYPL PopularitY of Programming Language

The PYPL PopularitY of Programming Language Index is created by analyzing how often language tutorials are searched on Google. The more a language tutorial is searched, the more popular the language is assumed to be. It is a leading indicator. The raw data comes from Google Trends.

## Worldwide, Jan 2024 compared to a year ago:

| Rank | Change | Language | Share | 1-year trend |
| --- | --- | --- | --- | --- |
| 1 | | Python | 28.11 % | +0.6 % |
| 2 | | Java | 15.52 % | -0.8 % |
| 3 | | JavaScript | 8.57 % | -0.8 % |
| 4 | | C# | 6.81 % | -0.2 % |
| 5 | | C/C++ | 6.5 % | +0.1 % |
| 6 | | PHP | 4.76 % | -0.5 % |
| 7 | | R | 4.5 % | +0.1 % |
| 8 | | TypeScript | 2.97 % | +0.0 % |
| 9 | ↑ | Swift | 2.67 % | +0.5 % |
| 10 | ↓ | Objective-C | 2.24 % | +0.2 % |
| 11 | ↑↑ | Rust | 2.14 % | +0.4 % |
| 12 | ↓ | Go | 1.92 % | +0.0 % |
| 13 | ↓ | Kotlin | 1.72 % | -0.1 % |
| 14 | | Matlab | 1.58 % | -0.1 % |
| 15 | ↑ | Ada | 1.02 % | +0.2 % |

© Pierre Carbonnelle, 2024"""),
        (memory("add", dict={"pypl_2024_01_top5": pypl}), added("pypl_2024_01_top5")),
        (memory("remove", key_list=["tiobe_2024_01_top5"]), removed("tiobe_2024_01_top5")),
        (memory("add", dict={"tiobe_jan2024_top5": tiobe_top5}), added("tiobe_jan2024_top5")),
        (search("Stack Overflow Developer Survey 2023 most popular programming languages"), sr(
            R("https://survey.stackoverflow.co/2023/#most-popular-technologies-language", "Stack Overflow Developer Survey 2023 - Technology",
              "JavaScript continues its streak as the most commonly-used programming language, used by 63.61% of respondents, followed by HTML/CSS (52.97%) and Python (49.28%) ...", "N/A"),
            R("https://stackoverflow.blog/2023/06/13/developer-survey-results-are-in/", "The 2023 Developer Survey results are in - Stack Overflow Blog",
              "Over 90,000 developers responded; this year we asked about AI tools for the first time ...", "Jun 13, 2023"),
            R("https://www.infoworld.com/article/3699804/javascript-still-tops-stack-overflow-survey.html", "JavaScript still tops Stack Overflow developer survey - InfoWorld",
              "Rust was the most admired language for the eighth year in a row, with 84.66% of users wanting to keep using it ...", "Jun 14, 2023"),
            R("https://www.reddit.com/r/programming/comments/148c1r2/stack_overflow_developer_survey_2023/", "Stack Overflow Developer Survey 2023 : r/programming",
              "JavaScript 11 years in a row. Rust most admired again ...", "Jun 13, 2023"),
            R("https://www.statista.com/statistics/793628/worldwide-developer-survey-most-used-languages/", "Most used programming languages among developers worldwide 2023 | Statista",
              "As of 2023, JavaScript and HTML/CSS were the most commonly used programming languages among software developers around the world ...", "Jul 19, 2023"),
        )),
        (memory("retrieve_all"), got({"lang_of_year_2023": loy, "pypl_2024_01_top5": pypl, "tiobe_2024_01_top5": tiobe_top5})),
        (memory("add", dict={"so_survey_2023": "Most used: JavaScript 63.61%, HTML/CSS 52.97%, Python 49.28%, SQL 48.66%, TypeScript 38.87%; most admired: Rust 84.66%"}),
         added("so_survey_2023")),
    ]
    rs.add(task="search", tid="h47-search-11", system=SYSTEM, turns=turns,
           state=state("2024-01-20 12:44 UTC", "What are the top programming languages in January 2024 according to TIOBE and PYPL, and which language won TIOBE's language of the year?"),
           bad=True, turn=10, kind="memory key renamed at turns 7-8 (removed, re-added under a new name) is listed under its old name")


# Electric car sales research (IEA, Tesla, BYD), search/extract/memory — clean
def t12(rs: RowSet) -> None:
    m1 = {"global_2023": "≈14 million electric cars sold (18% of all car sales, up from 14% in 2022); stock 40 million",
          "china_2023": "8.1 million (+35%)",
          "europe_2023": "≈3.2 million (+~20%)",
          "us_2023": "1.4 million (+40%)"}
    m2 = {"tesla_2023": "1,808,581 deliveries (Q4 2023: 484,507); production 1,845,985"}
    summ = ("2023: ≈14M electric cars sold worldwide (18% share); China 8.1M, Europe ≈3.2M, US 1.4M. "
            "Tesla delivered 1,808,581 (Q4 484,507).")
    summ2 = summ + " BYD sold 3,024,417 NEVs incl. 1,574,822 BEVs; BYD's Q4 BEV sales (526,409) topped Tesla's Q4 deliveries."
    turns = [
        (search("IEA Global EV Outlook 2024 electric car sales 2023 14 million"), sr(
            R("https://www.iea.org/reports/global-ev-outlook-2024/executive-summary", "Executive summary – Global EV Outlook 2024 – Analysis - IEA",
              "Electric car sales neared 14 million in 2023, 95% of which were in China, Europe and the United States. Almost 14 million new electric cars were registered globally in 2023, bringing their total number on the roads to 40 million ...", "Apr 23, 2024"),
            R("https://www.iea.org/news/demand-for-electric-cars-is-booming-with-sales-expected-to-leap-35-this-year-after-a-record-breaking-2022", "Demand for electric cars is booming ... - IEA",
              "More than 10 million electric cars were sold worldwide in 2022 and sales are expected to grow by another 35% this year ...", "Apr 26, 2023"),
            R("https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars", "Trends in electric cars – Global EV Outlook 2024 - IEA",
              "Electric car sales in 2023 were 3.5 million higher than in 2022, a 35% year-on-year increase ...", "Apr 23, 2024"),
            R("https://www.reuters.com/business/autos-transportation/global-ev-sales-expected-rise-17-mln-this-year-iea-says-2024-04-23/", "Global EV sales expected to rise to 17 million this year, IEA says | Reuters",
              "Electric cars will account for around one in five cars sold globally in 2024, the agency said ...", "Apr 23, 2024"),
            R("https://www.carbonbrief.org/iea-electric-cars-global-sales-2023/", "IEA: Electric car sales hit record 14 million in 2023 - Carbon Brief",
              "China accounted for about 60% of global electric car sales; Europe about 25% and the US about 10% ...", "Apr 23, 2024"),
            R("https://www.ev-volumes.com/", "EV Volumes - The Electric Vehicle World Sales Database",
              "Global BEV and PHEV sales for 2023: 14.2 million, +35% vs 2022 ...", "N/A"),
            R("https://www.bloomberg.com/news/articles/2024-04-23/ev-sales-to-hit-17-million-this-year-iea-says", "EV Sales to Hit 17 Million This Year Despite Slowdown, IEA Says - Bloomberg",
              "The IEA expects growth to continue despite price wars and subsidy cuts in some markets ...", "Apr 23, 2024"),
        )),
        (extract("https://www.iea.org/reports/global-ev-outlook-2024/executive-summary", "global and regional electric car sales in 2023 and sales share"),
         """# Executive summary – Global EV Outlook 2024

*IEA · April 2024*

## Electric car sales neared 14 million in 2023, 95% of which were in China, Europe and the United States

Almost 14 million new electric cars were registered globally in 2023, bringing their total number on the roads to 40 million, closely tracking the Stated Policies Scenario (STEPS) projection from the 2023 edition of the Global EV Outlook. Electric car sales in 2023 were 3.5 million higher than in 2022, a 35% year-on-year increase. This is more than six times higher than in 2018, just five years earlier. In 2023, there were over 250 000 new registrations per week, which is more than the annual total in 2013, ten years earlier. Electric cars accounted for around 18% of all cars sold in 2023, up from 14% in 2022 and only 2% 5 years earlier, in 2018.

| Region | Electric car sales 2023 | Change vs 2022 | Share of new car sales |
| --- | --- | --- | --- |
| China | 8.1 million | +35% | ~38% |
| Europe | ~3.2 million | almost +20% | ~21% |
| United States | 1.4 million | +40% | ~10% |
| Rest of world | ~0.9 million | — | — |
| **World** | **~14 million** | **+35%** | **18%** |

Battery electric cars accounted for 70% of the electric car stock in 2023.

## Electric car sales remain strong in 2024

In 2024, electric car sales are projected to reach around 17 million, with more than one in five cars sold worldwide expected to be electric. In the first quarter of 2024, electric car sales grew by around 25% relative to the same period in 2023."""),
        (memory("add", dict=m1), added(*m1)),
        (search("Tesla 2023 deliveries 1,808,581 Q4 2023 production deliveries report"), sr(
            R("https://ir.tesla.com/press-release/tesla-vehicle-production-deliveries-and-date-financial-results-webcast-fourth-quarter-2023", "Tesla Vehicle Production & Deliveries and Date for Financial Results & Webcast for Fourth Quarter 2023 | Tesla Investor Relations",
              "In the fourth quarter, we produced approximately 495,000 vehicles and delivered over 484,000 vehicles ... In 2023, we produced approximately 1.85 million vehicles and delivered over 1.8 million vehicles ...", "Jan 2, 2024"),
            R("https://www.reuters.com/business/autos-transportation/tesla-beats-q4-delivery-estimates-2024-01-02/", "Tesla beats Q4 delivery estimates, loses EV crown to BYD | Reuters",
              "Tesla delivered 484,507 vehicles in the fourth quarter ... China's BYD sold 526,409 battery-only vehicles in the period ...", "Jan 2, 2024"),
            R("https://www.cnbc.com/2024/01/02/tesla-tsla-q4-2023-vehicle-production-and-deliveries.html", "Tesla Q4 2023 deliveries top estimates; BYD passes Tesla in EV sales - CNBC",
              "Tesla hit its 2023 target of 1.8 million deliveries, with full-year deliveries of 1,808,581 ...", "Jan 2, 2024"),
            R("https://electrek.co/2024/01/02/tesla-tsla-q4-2023-deliveries/", "Tesla reports record deliveries in Q4 2023 - Electrek",
              "Model 3/Y deliveries reached 461,538, with 22,969 'other models' including the Cybertruck ...", "Jan 2, 2024"),
            R("https://www.bbc.com/news/business-67860566", "BYD overtakes Tesla as top seller of electric cars - BBC News",
              "The Chinese firm sold more than 526,000 battery electric vehicles between October and December ...", "Jan 2, 2024"),
        )),
        (extract("https://ir.tesla.com/press-release/tesla-vehicle-production-deliveries-and-date-financial-results-webcast-fourth-quarter-2023", "Q4 and full-year 2023 production and deliveries"),
         """# Tesla Vehicle Production & Deliveries and Date for Financial Results & Webcast for Fourth Quarter 2023

*AUSTIN, Texas, January 2, 2024*

In the fourth quarter, we produced approximately 495,000 vehicles and delivered over 484,000 vehicles. We also deployed 14.7 GWh of energy storage products in Q4, the highest quarterly deployment yet.

In 2023, we produced approximately 1.85 million vehicles and delivered over 1.8 million vehicles.

| | Production | Deliveries | Subject to operating lease accounting |
| --- | --- | --- | --- |
| Model 3/Y | 476,777 | 461,538 | 4% |
| Other Models | 18,212 | 22,969 | 3% |
| **Total** | **494,989** | **484,507** | **4%** |

| Full year 2023 | Production | Deliveries |
| --- | --- | --- |
| Model 3/Y | 1,775,159 | 1,739,707 |
| Other Models | 70,826 | 68,874 |
| **Total** | **1,845,985** | **1,808,581** |

Tesla will post its financial results for the fourth quarter of 2023 after market close on Wednesday, January 24, 2024. At that time, Tesla will issue a brief advisory containing a link to the Q4 2023 update, which can be found on Tesla's Investor Relations website.

*Our delivery count should be viewed as slightly conservative, as we only count a car as delivered if it is transferred to the end customer and all paperwork is correct. Final numbers could vary by up to 0.5% or more.*"""),
        (memory("add", dict=m2), added(*m2)),
        (memory("retrieve_all"), got({**m1, **m2})),
        (memory("clear"), CLEARED),
        (memory("add", dict={"ev_summary": summ}), added("ev_summary")),
        (search("BYD 2023 annual sales 3.02 million NEV BEV PHEV Q4 2023"), sr(
            R("https://www.reuters.com/business/autos-transportation/byd-sold-526409-bevs-q4-2024-01-01/", "China's BYD overtakes Tesla as world's top EV seller in Q4 | Reuters",
              "BYD sold 526,409 battery-only vehicles in the October-December quarter ... full-year sales of new energy vehicles reached 3.02 million, up 62% ...", "Jan 1, 2024"),
            R("https://en.wikipedia.org/wiki/BYD_Auto", "BYD Auto - Wikipedia",
              "In 2023, BYD sold 3,024,417 new energy vehicles, of which 1,574,822 were battery electric vehicles and 1,438,069 plug-in hybrids ...", "N/A"),
            R("https://www.cnevpost.com/2024/01/01/byd-dec-2023-sales/", "BYD sells 341,043 NEVs in Dec, 3.02 million in 2023 - CnEVPost",
              "BYD sold 3,024,417 NEVs in 2023, up 62.3% year-on-year; passenger BEV sales 1,574,822 ...", "Jan 1, 2024"),
            R("https://www.bloomberg.com/news/articles/2024-01-02/byd-tops-tesla-as-world-s-biggest-ev-maker-in-fourth-quarter", "BYD Tops Tesla as World's Biggest EV Maker in Fourth Quarter - Bloomberg",
              "For the full year, Tesla still delivered more pure-electric cars than BYD ...", "Jan 2, 2024"),
            R("https://www.statista.com/statistics/977407/global-byd-auto-sales/", "BYD Auto: vehicle sales worldwide 2013-2023 | Statista",
              "BYD sold around three million new energy vehicles worldwide in 2023 ...", "Jan 8, 2024"),
        )),
        (memory("update", dict={"ev_summary": summ2}), updated("ev_summary")),
        (memory("retrieve_all"), got({"ev_summary": summ2})),
    ]
    rs.add(task="search", tid="h47-search-12", system=SYSTEM, turns=turns,
           state=state("2024-05-06 07:30 UTC", "How many electric cars were sold worldwide in 2023, in which regions, and how did Tesla and BYD compare?"))


# Moon landings research, search/extract/memory — clean
def t13(rs: RowSet) -> None:
    land = ("Chang'e 3 (2013-12-14), Chang'e 4 (2019-01-03, far side), Chang'e 5 (2020-12-01), Chandrayaan-3 (2023-08-23), "
            "SLIM (2024-01-19), IM-1 Odysseus (2024-02-22), Chang'e 6 (2024-06-01)")
    land2 = land.replace("Chang'e 6 (2024-06-01)", "Chang'e 6 (2024-06-01 22:23 UTC = 2024-06-02 06:23 Beijing time; far-side sample return, 1,935.3 g)")
    ctry = "USSR, USA, China, India, Japan (+ first commercial: Intuitive Machines, USA)"
    apollo = "Apollo 11 1969-07-20; Apollo 12 1969-11-19; Apollo 14 1971-02-05; Apollo 15 1971-07-30; Apollo 16 1972-04-21; Apollo 17 1972-12-11 (UTC dates)"
    turns = [
        (search("successful soft Moon landings since 2013 list"), sr(
            R("https://en.wikipedia.org/wiki/List_of_missions_to_the_Moon", "List of missions to the Moon - Wikipedia",
              "Since Luna 24 in 1976, successful soft landings have been made by China (Chang'e 3, 4, 5, 6), India (Chandrayaan-3), Japan (SLIM) and the US company Intuitive Machines (IM-1) ...", "N/A"),
            R("https://en.wikipedia.org/wiki/Moon_landing", "Moon landing - Wikipedia",
              "Five nations have successfully soft-landed on the Moon: the Soviet Union, the United States, China, India and Japan ...", "N/A"),
            R("https://www.planetary.org/space-missions/every-moon-mission", "Every mission to the Moon, ever | The Planetary Society",
              "A complete list of lunar missions, from Luna 1 in 1959 to the latest landers, with outcomes ...", "N/A"),
            R("https://www.space.com/all-moon-landings-list", "Every Moon landing ever: a complete list - Space.com",
              "From Luna 9 in 1966 to Chang'e 6 in June 2024, here is every spacecraft that has touched down on the lunar surface ...", "Jun 4, 2024"),
            R("https://www.nytimes.com/interactive/2024/02/22/science/moon-landings-list.html", "Who Has Landed on the Moon? - The New York Times",
              "Odysseus became the first American spacecraft to land softly on the Moon since Apollo 17 in 1972 ...", "Feb 23, 2024"),
            R("https://www.statista.com/chart/30635/successful-moon-landings-by-country/", "Chart: The Countries That Have Landed on the Moon | Statista",
              "Japan became the fifth country to achieve a soft landing with SLIM on January 19, 2024 ...", "Jan 22, 2024"),
            R("https://www.reddit.com/r/space/comments/1d5yv8m/list_of_successful_lunar_landings_since_2000/", "List of successful lunar landings since 2000 : r/space",
              "Chang'e 3/4/5/6, Chandrayaan-3, SLIM (sort of, upside down), IM-1 (sort of, tipped over) ...", "Jun 2, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_missions_to_the_Moon", "landing attempts from 2013 to 2024 with outcome"),
         """# List of missions to the Moon

From Wikipedia, the free encyclopedia

*(filtered: landing attempts, 2013–2024)*

| Mission | Country / operator | Launch | Landing (UTC) | Landing site | Outcome |
| --- | --- | --- | --- | --- | --- |
| Chang'e 3 / Yutu | China (CNSA) | 2013-12-01 | 2013-12-14 13:11 | Mare Imbrium | Success |
| Chang'e 4 / Yutu-2 | China (CNSA) | 2018-12-07 | 2019-01-03 02:26 | Von Kármán crater (far side) | Success |
| Beresheet | Israel (SpaceIL) | 2019-02-22 | 2019-04-11 | Mare Serenitatis | Crashed |
| Chandrayaan-2 Vikram | India (ISRO) | 2019-07-22 | 2019-09-06 | Near south pole | Crashed |
| Chang'e 5 | China (CNSA) | 2020-11-23 | 2020-12-01 15:11 | Oceanus Procellarum (Mons Rümker) | Success; 1,731 g returned |
| Hakuto-R Mission 1 | Japan (ispace) | 2022-12-11 | 2023-04-25 | Atlas crater | Crashed |
| Luna 25 | Russia (Roscosmos) | 2023-08-10 | 2023-08-19 | — | Crashed before landing |
| Chandrayaan-3 Vikram | India (ISRO) | 2023-07-14 | 2023-08-23 12:33 | Near south pole (69.37°S) | Success |
| Peregrine Mission One | USA (Astrobotic) | 2024-01-08 | — | — | Propellant leak; re-entered 2024-01-18 |
| SLIM | Japan (JAXA) | 2023-09-06 | 2024-01-19 15:20 | Shioli crater | Success (landed on its nose) |
| IM-1 Odysseus | USA (Intuitive Machines) | 2024-02-15 | 2024-02-22 23:23 | Malapert A | Success (tipped on its side) |
| Chang'e 6 | China (CNSA) | 2024-05-03 | 2024-06-01 22:23 | Apollo crater, South Pole–Aitken basin (far side) | Success; samples returned 2024-06-25 |

## Notes

- India became the fourth country, and the first to land near the lunar south pole, with Chandrayaan-3.
- Japan became the fifth country to soft-land on the Moon with SLIM.
- IM-1 was the first commercial soft landing and the first US soft landing since Apollo 17 (1972)."""),
        (memory("add", dict={"landings_2013_2024": land, "countries_soft_landed": ctry}), added("landings_2013_2024", "countries_soft_landed")),
        (search("Chang'e 6 landing time far side samples grams returned June 25 2024"), sr(
            R("https://en.wikipedia.org/wiki/Chang%27e_6", "Chang'e 6 - Wikipedia",
              "Chang'e 6 landed in the Apollo crater on 1 June 2024 at 22:23 UTC ... the return capsule landed in Inner Mongolia on 25 June 2024, carrying 1,935.3 g of far-side samples ...", "N/A"),
            R("https://english.news.cn/20240602/chang-e-6-lands-on-far-side-of-moon/c.html", "China's Chang'e-6 lands on far side of moon - Xinhua",
              "The Chang'e-6 lander-ascender combination touched down at 6:23 a.m. (Beijing Time) Sunday in the South Pole-Aitken Basin ...", "Jun 2, 2024"),
            R("https://www.cnsa.gov.cn/english/n6465652/n6465653/c10574891/content.html", "Chang'e-6 mission returns 1,935.3 grams of samples - CNSA",
              "The samples collected by the Chang'e-6 mission from the far side of the moon weighed 1,935.3 grams, the China National Space Administration announced ...", "Jun 28, 2024"),
            R("https://www.nature.com/articles/d41586-024-01995-2", "China's Chang'e-6 brings back first samples from the Moon's far side - Nature",
              "Scientists hope the samples will reveal why the two hemispheres of the Moon are so different ...", "Jun 25, 2024"),
            R("https://www.space.com/china-chang-e-6-moon-far-side-sample-return-landing", "China's Chang'e 6 returns first-ever samples from the moon's far side - Space.com",
              "The return capsule touched down in Siziwang Banner, Inner Mongolia, at 2:07 a.m. EDT (0607 GMT) on June 25 ...", "Jun 25, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/Chang%27e_6", "landing, ascent and return timeline and sample mass"),
         """# Chang'e 6

From Wikipedia, the free encyclopedia

| Chang'e 6 | |
| --- | --- |
| Mission type | Lunar sample return |
| Operator | CNSA |
| Launch date | 3 May 2024, 09:27 UTC |
| Rocket | Long March 5 |
| Launch site | Wenchang Space Launch Site |
| Landing date | 1 June 2024, 22:23 UTC |
| Landing site | Southern Apollo crater, South Pole–Aitken basin |
| Sample mass | 1,935.3 g |
| Return landing | 25 June 2024, 06:07 UTC, Siziwang Banner, Inner Mongolia |

**Chang'e 6** is the sixth lunar exploration mission of the Chinese Lunar Exploration Program and the first mission to return samples from the far side of the Moon.

## Timeline

| Event | UTC | Beijing time (UTC+8) |
| --- | --- | --- |
| Launch | 3 May 2024 09:27 | 3 May 2024 17:27 |
| Lunar orbit insertion | 8 May 2024 02:12 | 8 May 2024 10:12 |
| Landing | 1 June 2024 22:23 | 2 June 2024 06:23 |
| Ascent from surface | 3 June 2024 23:38 | 4 June 2024 07:38 |
| Docking with orbiter | 6 June 2024 06:48 | 6 June 2024 14:48 |
| Earth return capsule landing | 25 June 2024 06:07 | 25 June 2024 14:07 |

The lander drilled and scooped samples over roughly two days and unfurled a Chinese flag made of basalt fibre on the far side. The returned mass of 1,935.3 grams was announced by CNSA on 28 June 2024."""),
        (memory("update", dict={"landings_2013_2024": land2}), updated("landings_2013_2024")),
        (search("Apollo Moon landings dates list Apollo 11 12 14 15 16 17"), sr(
            R("https://en.wikipedia.org/wiki/Apollo_program", "Apollo program - Wikipedia",
              "Six crewed landings: Apollo 11 (July 1969), 12 (November 1969), 14 (February 1971), 15 (July 1971), 16 (April 1972) and 17 (December 1972) ...", "N/A"),
            R("https://www.nasa.gov/history/apollo-moon-landings/", "The Apollo Moon Landings - NASA",
              "Twelve astronauts walked on the Moon between July 20, 1969, and December 14, 1972 ...", "N/A"),
            R("https://www.rmg.co.uk/stories/topics/apollo-moon-landings-list", "How many Moon landings were there? | Royal Museums Greenwich",
              "Apollo 13 was the only crewed Apollo mission intended to land that did not, after an oxygen tank exploded in April 1970 ...", "N/A"),
            R("https://airandspace.si.edu/explore/stories/apollo-missions", "Apollo Missions | National Air and Space Museum",
              "Apollo 11 landed in the Sea of Tranquility on July 20, 1969; Apollo 17 in the Taurus–Littrow valley on December 11, 1972 ...", "N/A"),
            R("https://www.britannica.com/science/Apollo-space-program", "Apollo program | History, Missions, Significance, & Facts | Britannica",
              "Apollo 11's lunar module Eagle touched down at 20:17 UTC on July 20, 1969 ...", "N/A"),
        )),
        (memory("add", dict={"apollo_landings": apollo}), added("apollo_landings")),
    ]
    rs.add(task="search", tid="h47-search-13", system=SYSTEM, turns=turns,
           state=state("2024-07-01 18:22 UTC", "Which missions have soft-landed on the Moon since 2013, and when did the six Apollo landings take place?"))


# Chess world championship research, search/extract/memory — bad
def t14(rs: RowSet) -> None:
    wcc = "Gukesh D (IND) def. Ding Liren (CHN) 7½–6½, Singapore, 25 Nov – 12 Dec 2024; decided in game 14"
    young = "Gukesh 18 y 6 m (2024); Kasparov 22 y 6 m (1985); Carlsen 22 y 11 m (2013); Tal 23 y 5 m (1960)"
    ding = "Ding Liren won 2023 vs Ian Nepomniachtchi in Astana — 7–7 classical, rapid tiebreak 2½–1½"
    turns = [
        (search("World Chess Championship 2024 Gukesh Ding Liren final score"), sr(
            R("https://en.wikipedia.org/wiki/World_Chess_Championship_2024", "World Chess Championship 2024 - Wikipedia",
              "The World Chess Championship 2024 was a chess match between reigning world champion Ding Liren and challenger Gukesh Dommaraju ... Gukesh won the match 7½–6½ after winning the 14th and final classical game ...", "N/A"),
            R("https://www.fide.com/news/3291", "Gukesh D becomes the 18th World Chess Champion - FIDE",
              "At 18 years old, Gukesh Dommaraju is the youngest undisputed World Champion in history ...", "Dec 12, 2024"),
            R("https://www.chess.com/news/view/fide-world-chess-championship-2024-game-14", "Gukesh Wins World Championship In Game 14 Thriller - Chess.com",
              "Ding blundered with 55.Rf2 in a drawn rook endgame, and Gukesh converted to become world champion ...", "Dec 12, 2024"),
            R("https://www.bbc.com/news/articles/c5yk2kj2jd5o", "Gukesh Dommaraju: India's 18-year-old becomes youngest world chess champion - BBC News",
              "Gukesh beat China's Ding Liren in Singapore, breaking Garry Kasparov's record as the youngest undisputed champion ...", "Dec 12, 2024"),
            R("https://www.theguardian.com/sport/2024/dec/12/gukesh-dommaraju-world-chess-champion-ding-liren", "Gukesh Dommaraju becomes youngest world chess champion after beating Ding Liren - The Guardian",
              "The 18-year-old from Chennai won the final classical game to avoid rapid tie-breaks ...", "Dec 12, 2024"),
            R("https://lichess.org/broadcast/fide-world-championship-match-2024/", "FIDE World Championship Match 2024 | Lichess broadcast",
              "All 14 games with engine analysis: Ding–Gukesh, Singapore ...", "N/A"),
            R("https://www.reddit.com/r/chess/comments/1hcib3x/gukesh_is_the_new_world_champion/", "Gukesh is the new World Champion! : r/chess",
              "Game 14 was a draw until Rf2?? Unbelievable ending ...", "Dec 12, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/World_Chess_Championship_2024", "match details and game-by-game results"),
         """# World Chess Championship 2024

From Wikipedia, the free encyclopedia

| World Chess Championship 2024 | |
| --- | --- |
| Venue | Equarius Hotel, Resorts World Sentosa, Singapore |
| Dates | 25 November – 12 December 2024 |
| Prize fund | US$2.5 million |
| Result | Gukesh Dommaraju won 7½–6½ |
| Defending champion | Ding Liren (China), rated 2728 |
| Challenger | Gukesh Dommaraju (India), rated 2783 |

The **World Chess Championship 2024** was a chess match between reigning world champion Ding Liren and challenger Gukesh Dommaraju to determine the World Chess Champion. Gukesh qualified by winning the Candidates Tournament 2024 in Toronto. The match was organized by FIDE and played in Singapore. Gukesh won the match 7½–6½ after winning the 14th and final classical game, becoming the 18th undisputed world champion and, at 18, the youngest ever.

## Results

| Game | Date | White | Black | Result | Score (Ding–Gukesh) |
| --- | --- | --- | --- | --- | --- |
| 1 | 25 Nov | Gukesh | Ding | 0–1 | 1–0 |
| 2 | 26 Nov | Ding | Gukesh | ½–½ | 1½–½ |
| 3 | 27 Nov | Gukesh | Ding | 1–0 | 1½–1½ |
| 4 | 29 Nov | Ding | Gukesh | ½–½ | 2–2 |
| 5 | 30 Nov | Gukesh | Ding | ½–½ | 2½–2½ |
| 6 | 1 Dec | Ding | Gukesh | ½–½ | 3–3 |
| 7 | 3 Dec | Gukesh | Ding | ½–½ | 3½–3½ |
| 8 | 4 Dec | Ding | Gukesh | ½–½ | 4–4 |
| 9 | 5 Dec | Gukesh | Ding | ½–½ | 4½–4½ |
| 10 | 7 Dec | Ding | Gukesh | ½–½ | 5–5 |
| 11 | 8 Dec | Gukesh | Ding | 1–0 | 5–6 |
| 12 | 9 Dec | Ding | Gukesh | 1–0 | 6–6 |
| 13 | 11 Dec | Gukesh | Ding | ½–½ | 6½–6½ |
| 14 | 12 Dec | Ding | Gukesh | 0–1 | 6½–7½ |

## Game 14

In a drawn rook-and-bishop endgame, Ding played 55.Rf2?, allowing a rook trade into a lost bishop endgame. He resigned on move 58. Had the game been drawn, the match would have gone to rapid tiebreaks on 13 December."""),
        (memory("add", dict={"wcc_2024": wcc}), added("wcc_2024")),
        (search("list of world chess champions undisputed classical Steinitz to Gukesh"), sr(
            R("https://en.wikipedia.org/wiki/World_Chess_Championship", "World Chess Championship - Wikipedia",
              "The first undisputed World Chess Champion was Wilhelm Steinitz, who won the 1886 match against Johannes Zukertort ... the current champion is Gukesh Dommaraju ...", "N/A"),
            R("https://www.fide.com/fide/world-champions", "World Champions - FIDE",
              "Men's World Champions from Wilhelm Steinitz (1886) to Gukesh Dommaraju (2024) ...", "N/A"),
            R("https://www.chess.com/article/view/world-chess-champions", "Every World Chess Champion - Chess.com",
              "There have been 18 undisputed world chess champions: Steinitz, Lasker, Capablanca, Alekhine, Euwe, Botvinnik, Smyslov, Tal, Petrosian, Spassky, Fischer, Karpov, Kasparov, Kramnik, Anand, Carlsen, Ding and Gukesh ...", "Dec 13, 2024"),
            R("https://www.britannica.com/topic/World-Chess-Championship", "World Chess Championship | Britannica",
              "The title was split between 1993 and 2006, when Kramnik defeated Topalov in a reunification match ...", "N/A"),
            R("https://www.chessgames.com/chessecohelp.html?wc", "World Chess Championship matches - chessgames.com",
              "Every title match with scores and game collections, 1886–2024 ...", "N/A"),
        )),
        (extract("https://en.wikipedia.org/wiki/World_Chess_Championship", "list of undisputed world champions with reign and age when winning"),
         """# World Chess Championship

From Wikipedia, the free encyclopedia

## Undisputed world champions

| # | Champion | Country | Reign | Age at first title |
| --- | --- | --- | --- | --- |
| 1 | Wilhelm Steinitz | Austria-Hungary / United States | 1886–1894 | 49 |
| 2 | Emanuel Lasker | Germany | 1894–1921 | 25 |
| 3 | José Raúl Capablanca | Cuba | 1921–1927 | 32 |
| 4 | Alexander Alekhine | France | 1927–1935, 1937–1946 | 35 |
| 5 | Max Euwe | Netherlands | 1935–1937 | 34 |
| 6 | Mikhail Botvinnik | Soviet Union | 1948–1957, 1958–1960, 1961–1963 | 36 |
| 7 | Vasily Smyslov | Soviet Union | 1957–1958 | 36 |
| 8 | Mikhail Tal | Soviet Union | 1960–1961 | 23 |
| 9 | Tigran Petrosian | Soviet Union | 1963–1969 | 33 |
| 10 | Boris Spassky | Soviet Union | 1969–1972 | 32 |
| 11 | Bobby Fischer | United States | 1972–1975 | 29 |
| 12 | Anatoly Karpov | Soviet Union | 1975–1985 | 23 |
| 13 | Garry Kasparov | Soviet Union / Russia | 1985–1993 (classical: 1985–2000) | 22 |
| 14 | Vladimir Kramnik | Russia | 2006–2007 (classical: 2000–2006) | 31 (2006) |
| 15 | Viswanathan Anand | India | 2007–2013 | 37 |
| 16 | Magnus Carlsen | Norway | 2013–2023 | 22 |
| 17 | Ding Liren | China | 2023–2024 | 30 |
| 18 | Gukesh Dommaraju | India | 2024–present | 18 |

## Youngest champions

| Champion | Born | Won title | Age |
| --- | --- | --- | --- |
| Gukesh Dommaraju | 29 May 2006 | 12 December 2024 | 18 years, 6 months, 13 days |
| Garry Kasparov | 13 April 1963 | 9 November 1985 | 22 years, 6 months, 27 days |
| Magnus Carlsen | 30 November 1990 | 22 November 2013 | 22 years, 11 months, 23 days |
| Mikhail Tal | 9 November 1936 | 7 May 1960 | 23 years, 5 months, 28 days |

Karpov became champion in 1975 at 23 without playing a match, after Fischer forfeited the title. Ding Liren won the 2023 match against Ian Nepomniachtchi in Astana after the classical games ended 7–7, winning the rapid tiebreak 2½–1½; Carlsen had declined to defend his title."""),
        (memory("add", dict={"youngest_champions": young, "ding_title": ding}), added("youngest_champions", "ding_title")),
        (memory("retrieve_all"), got({"wcc_2024": wcc, "ding_title": ding})),
        (search("Gukesh youngest world chess champion 18 years old record Kasparov 22"), sr(
            R("https://www.fide.com/news/3291", "Gukesh D becomes the 18th World Chess Champion - FIDE",
              "At 18 years old, Gukesh Dommaraju is the youngest undisputed World Champion in history ...", "Dec 12, 2024"),
            R("https://www.guinnessworldrecords.com/news/2024/12/gukesh-dommaraju-youngest-world-chess-champion", "Gukesh Dommaraju becomes youngest ever undisputed chess world champion | Guinness World Records",
              "Gukesh was 18 years 197 days old, beating Garry Kasparov's record set in 1985 at the age of 22 ...", "Dec 13, 2024"),
            R("https://www.espn.com/chess/story/_/id/42886125/gukesh-dommaraju-youngest-world-chess-champion", "Gukesh becomes youngest world chess champion - ESPN",
              "Gukesh, who began playing at seven, became a grandmaster at 12 years, 7 months and 17 days ...", "Dec 12, 2024"),
            R("https://indianexpress.com/article/sports/chess/gukesh-world-champion-youngest-9720841/", "Gukesh world champion: Chennai teen makes history - The Indian Express",
              "Gukesh is only the second Indian world champion after Viswanathan Anand ...", "Dec 13, 2024"),
            R("https://www.chess.com/news/view/gukesh-youngest-world-champion-records", "The Records Gukesh Broke - Chess.com",
              "Youngest world champion, youngest Candidates winner (17 in April 2024) ...", "Dec 13, 2024"),
        )),
    ]
    rs.add(task="search", tid="h47-search-14", system=SYSTEM, turns=turns,
           state=state("2024-12-20 14:02 UTC", "Who won the 2024 World Chess Championship and by what score, and who are the youngest world champions?"),
           bad=True, turn=7, kind="one of two memory keys added at turn 6 is missing from retrieve_all")


# Volcano eruption live coverage research (Iceland), search/extract/memory — clean
def t15(rs: RowSet) -> None:
    imo = "https://en.vedur.is/about-imo/news/eruption-has-started-on-the-sundhnukur-crater-row-2024-08-22"
    ruv = "https://www.ruv.is/english/2024-08-22-live-eruption-north-of-grindavik-418734"
    q = "Iceland eruption Sundhnúkur Reykjanes tonight"
    m0 = {"eruption_start": "2024-08-22 21:26 UTC, NE of Stóra-Skógfell, Sundhnúkur crater row (6th eruption since Dec 2023)",
          "fissure_length": "≈3.9 km (IMO update 22 Aug 23:10 UTC)"}
    fl2 = "≈6 km, lengthened northward (IMO update 23 Aug 00:40 UTC); was ≈3.9 km at 23:10 UTC"
    imo_body = """# Eruption has started on the Sundhnúkur crater row

*Icelandic Meteorological Office · News*

**Update 22 August at 23:10 UTC**

The fissure is now about 3.9 km long and has extended to the north-east of Stóra-Skógfell. Lava is flowing mainly to the east and north-west, away from Grindavík. The lava flow rate is estimated to be similar to the start of the eruptions in February and May. The eruption is not expected to affect Keflavík Airport, and flights are operating normally. Gas pollution may be noticeable in the capital area tonight given the south-westerly winds.

**22 August at 21:40 UTC**

An eruption began at 21:26 UTC on the Sundhnúkur crater row, north-east of Stóra-Skógfell. Intense seismic activity was detected at 20:48 UTC, and the Coast Guard helicopter confirmed the eruption shortly after. This is the sixth eruption on the crater row since December 2023.

| Eruption | Start (UTC) | Duration |
| --- | --- | --- |
| 1 | 18 Dec 2023, 22:17 | 3 days |
| 2 | 14 Jan 2024, 07:57 | 2 days |
| 3 | 8 Feb 2024, 06:02 | 1 day |
| 4 | 16 Mar 2024, 20:23 | 54 days |
| 5 | 29 May 2024, 12:46 | 24 days |
| 6 | 22 Aug 2024, 21:26 | ongoing |

The hazard assessment map will be updated tomorrow. Residents of the Reykjanes peninsula are advised to follow instructions from the Department of Civil Protection and Emergency Management."""
    imo_body2 = imo_body.replace("""**Update 22 August at 23:10 UTC**""", """**Update 23 August at 00:40 UTC**

The fissure has lengthened to the north and is now about 6 km long, with its northern end north of the Litla-Skógfell and Sýlingarfell hills area. The activity appears to have peaked around midnight and the eruption rate is slowly decreasing, as seen in previous events. Lava continues to flow mainly east and north-west. No lava is flowing toward Grindavík.

**Update 22 August at 23:10 UTC**""")
    turns = [
        (search(q), sr(
            R("https://www.visir.is/g/20242612042d/gos-hafid-a-sundhnukagigarodinni", "Gos hafið á Sundhnúkagígaröðinni - Vísir",
              "Eldgos er hafið á Sundhnúkagígaröðinni norðaustan við Stóra-Skógfell. Almannavarnir hafa virkjað neyðarstig ...", "2 hours ago"),
            R(imo, "Eruption has started on the Sundhnúkur crater row | Icelandic Meteorological Office",
              "Update 23:10 UTC: The fissure is now about 3.9 km long and has extended to the north-east of Stóra-Skógfell. Lava is flowing mainly to the east and north-west ...", "2 hours ago"),
            R(ruv, "LIVE: Eruption north of Grindavík - RÚV English",
              "An eruption began at 21:26 on the Sundhnúkur crater row. Grindavík and the Blue Lagoon have been evacuated. Follow our live coverage ...", "1 hour ago"),
            R("https://www.almannavarnir.is/english/eruption-on-reykjanes-22-august/", "Eruption on Reykjanes – Civil Protection level raised to emergency | Almannavarnir",
              "The National Commissioner of the Icelandic Police has raised the civil protection level to emergency. Grindavík has been evacuated ...", "1 hour ago"),
            R("https://www.reuters.com/world/europe/iceland-volcano-erupts-sixth-time-since-december-2024-08-22/", "Iceland volcano erupts for sixth time since December | Reuters",
              "A volcano on Iceland's Reykjanes peninsula erupted on Thursday evening, spewing lava from a fissure near the fishing town of Grindavik ...", "50 minutes ago"),
            R("https://apnews.com/article/iceland-volcano-eruption-grindavik-blue-lagoon-reykjanes", "Volcano on Iceland's Reykjanes Peninsula erupts again - AP News",
              "The eruption did not pose a threat to life, the Met Office said, and flights at Keflavík were operating normally ...", "35 minutes ago"),
            R("https://www.theguardian.com/world/article/2024/aug/22/iceland-volcano-erupts-reykjanes-peninsula", "Iceland volcano erupts on Reykjanes peninsula for sixth time this year - The Guardian",
              "Footage showed bright orange lava fountaining from a long fissure against the night sky ...", "25 minutes ago"),
        )),
        (extract(imo, "start time, location and latest fissure length of the eruption"), imo_body),
        (memory("add", dict=m0), added(*m0)),
        (extract(ruv, "latest live updates on evacuations and lava flow"),
         """# LIVE: Eruption north of Grindavík

*RÚV English · Live coverage · 22 August 2024*

**23:30** — The Department of Civil Protection says no lava is currently flowing towards Grindavík or the Svartsengi power plant. The defensive barriers are not expected to be tested tonight.

**23:15** — The Met Office's latest measurements put the fissure at about 3.9 km. Scientists aboard the Coast Guard helicopter describe it as one of the more powerful starts in this series.

**22:35** — Roads to Grindavík and the Blue Lagoon are closed. The Grindavíkurvegur road remains open to emergency responders only.

**22:10** — The Blue Lagoon was evacuated shortly after the eruption began. About 1,300 guests and staff were moved out, according to a spokeswoman. Grindavík has also been evacuated; only a handful of residents had returned to the town.

**21:55** — An eruption has begun on the Sundhnúkur crater row, north-east of Stóra-Skógfell. It started at 21:26, according to the Icelandic Met Office, after intense seismic activity detected at 20:48.

*This page is updated continuously.*"""),
        (search("Blue Lagoon evacuated Grindavík eruption August 22 2024"), sr(
            R(ruv, "LIVE: Eruption north of Grindavík - RÚV English",
              "The Blue Lagoon was evacuated shortly after the eruption began. About 1,300 guests and staff were moved out ...", "2 hours ago"),
            R("https://www.bluelagoon.com/news/operational-update", "Operational update | Blue Lagoon Iceland",
              "Due to the volcanic eruption, Blue Lagoon, Silica Hotel, The Retreat and our restaurants were evacuated this evening. All guests are safe ...", "1 hour ago"),
            R("https://www.mbl.is/frettir/innlent/2024/08/22/blaa_lonid_rymt/", "Bláa lónið rýmt - mbl.is",
              "Bláa lónið var rýmt í kvöld eftir að eldgos hófst ...", "1 hour ago"),
            R("https://www.icelandreview.com/news/eruption-begins-near-grindavik-blue-lagoon-evacuated/", "Eruption Begins Near Grindavík, Blue Lagoon Evacuated - Iceland Review",
              "The Blue Lagoon has been evacuated, as has the town of Grindavík, where only a few residents remained ...", "1 hour ago"),
            R("https://www.reuters.com/world/europe/iceland-volcano-erupts-sixth-time-since-december-2024-08-22/", "Iceland volcano erupts for sixth time since December | Reuters",
              "A volcano on Iceland's Reykjanes peninsula erupted on Thursday evening, spewing lava from a fissure near the fishing town of Grindavik ...", "1 hour ago"),
            R("https://apnews.com/article/iceland-volcano-eruption-grindavik-blue-lagoon-reykjanes", "Volcano on Iceland's Reykjanes Peninsula erupts again - AP News",
              "The eruption did not pose a threat to life, the Met Office said, and flights at Keflavík were operating normally ...", "50 minutes ago"),
            R("https://www.theguardian.com/world/article/2024/aug/22/iceland-volcano-erupts-reykjanes-peninsula", "Iceland volcano erupts on Reykjanes peninsula for sixth time this year - The Guardian",
              "Footage showed bright orange lava fountaining from a long fissure against the night sky ...", "40 minutes ago"),
        )),
        (search(q), sr(
            R(imo, "Eruption has started on the Sundhnúkur crater row | Icelandic Meteorological Office",
              "Update 00:40 UTC: The fissure has lengthened to the north and is now about 6 km long ... the eruption rate is slowly decreasing ...", "3 hours ago"),
            R("https://www.bbc.com/news/articles/c4gl2z8ynz1o", "Iceland volcano: Lava fountains light up sky in sixth eruption this year - BBC News",
              "The eruption on the Reykjanes peninsula began at about 21:26 local time (21:26 GMT) on Thursday ...", "30 minutes ago"),
            R(ruv, "LIVE: Eruption north of Grindavík - RÚV English",
              "No lava is currently flowing towards Grindavík or the Svartsengi power plant, Civil Protection says ...", "2 hours ago"),
            R("https://www.reuters.com/world/europe/iceland-volcano-erupts-sixth-time-since-december-2024-08-22/", "Iceland volcano erupts for sixth time since December | Reuters",
              "A volcano on Iceland's Reykjanes peninsula erupted on Thursday evening, spewing lava from a fissure near the fishing town of Grindavik ...", "2 hours ago"),
            R("https://www.visir.is/g/20242612042d/gos-hafid-a-sundhnukagigarodinni", "Gos hafið á Sundhnúkagígaröðinni - Vísir",
              "Eldgos er hafið á Sundhnúkagígaröðinni norðaustan við Stóra-Skógfell. Almannavarnir hafa virkjað neyðarstig ...", "3 hours ago"),
            R("https://www.almannavarnir.is/english/eruption-on-reykjanes-22-august/", "Eruption on Reykjanes – Civil Protection level raised to emergency | Almannavarnir",
              "The National Commissioner of the Icelandic Police has raised the civil protection level to emergency. Grindavík has been evacuated ...", "2 hours ago"),
            R("https://apnews.com/article/iceland-volcano-eruption-grindavik-blue-lagoon-reykjanes", "Volcano on Iceland's Reykjanes Peninsula erupts again - AP News",
              "The eruption did not pose a threat to life, the Met Office said, and flights at Keflavík were operating normally ...", "1 hour ago"),
            R("https://www.theguardian.com/world/article/2024/aug/22/iceland-volcano-erupts-reykjanes-peninsula", "Iceland volcano erupts on Reykjanes peninsula for sixth time this year - The Guardian",
              "Footage showed bright orange lava fountaining from a long fissure against the night sky ...", "1 hour ago"),
        )),
        (extract(imo, "latest fissure length and eruption rate"), imo_body2),
        (memory("update", dict={"fissure_length": fl2}), updated("fissure_length")),
        (memory("retrieve_all"), got({**m0, "fissure_length": fl2})),
    ]
    rs.add(task="search", tid="h47-search-15", system=SYSTEM, turns=turns,
           state=state("2024-08-22 23:38 UTC", "An eruption has just started near Grindavík in Iceland: when did it start, how long is the fissure, and what has been evacuated? Keep the numbers current."))


# Earthquake research (USGS event pages), search/extract/memory — bad
def t16(rs: RowSet) -> None:
    ev = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz"
    main = {"mainshock": "M7.8, 2023-02-06 01:17:34 UTC, depth 10.0 km, 37.226°N 37.014°E, USGS id us6000jllz, PAGER red",
            "m75_aftershock": "M7.5 Elbistan, 2023-02-06 10:24:48 UTC, USGS id us6000jlqa"}
    turns = [
        (search("2023 Turkey Syria earthquake magnitude 7.8 USGS event page Pazarcik"), sr(
            R(ev + "/executive", "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence - USGS",
              "2023-02-06 01:17:34 (UTC) · 37.226°N 37.014°E · 10.0 km depth. PAGER alert: red. ShakeMap max MMI IX ...", "N/A"),
            R("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia",
              "On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria ... followed by a Mw 7.5 earthquake nine hours later ...", "N/A"),
            R("https://www.usgs.gov/news/featured-story/magnitude-78-and-75-earthquakes-southern-turkey", "Magnitude 7.8 and 7.5 earthquakes in southern Türkiye | U.S. Geological Survey",
              "The M7.8 earthquake ruptured about 300 km of the East Anatolian Fault; the M7.5 event about nine hours later ruptured the Sürgü–Çardak fault ...", "Feb 8, 2023"),
            R(ev.replace("us6000jllz", "us6000jlqa") + "/executive", "M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence - USGS",
              "2023-02-06 10:24:48 (UTC) · 38.011°N 37.196°E · 7.4 km depth. PAGER alert: red ...", "N/A"),
            R("https://deprem.afad.gov.tr/event-detail/2023-02-06-kahramanmaras", "AFAD - 06 Şubat 2023 Kahramanmaraş Depremleri",
              "Pazarcık and Elbistan (Kahramanmaraş) earthquakes of 6 February 2023: event parameters, aftershock statistics and field reports ...", "N/A"),
            R("https://www.reuters.com/graphics/TURKEY-QUAKE/MAPS/znpnebmxmpl/", "Mapping the deadly earthquakes in Turkey and Syria - Reuters Graphics",
              "Two major earthquakes, aftershocks numbering in the thousands, and the fault lines that produced them ...", "Feb 7, 2023"),
        )),
        (extract(ev + "/executive", "origin time, location, depth, magnitude, PAGER alert and shaking"),
         """# M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence

2023-02-06 01:17:34 (UTC) · 37.226°N 37.014°E · 10.0 km depth

## Summary

| | |
| --- | --- |
| Event ID | us6000jllz |
| Review status | REVIEWED |
| Magnitude | 7.8 mww |
| Time | 2023-02-06 01:17:34 (UTC) · 2023-02-06 04:17:34 (UTC+03:00) |
| Location | 37.226°N 37.014°E |
| Depth | 10.0 km |
| Nearby places | 26 km E of Nurdağı, Turkey; 33 km SSW of Pazarcık |

## Impact

| Product | Value |
| --- | --- |
| PAGER | **RED** — estimated fatalities: red; estimated economic losses: red |
| ShakeMap | Maximum intensity **IX** (Violent) |
| Did You Feel It? | **X**, 14,000+ responses |
| Tsunami | No tsunami threat (inland event) |

## Tectonic summary

The February 6, 2023, M 7.8 earthquake in southern Türkiye, near the northern border of Syria, occurred as the result of strike-slip faulting at shallow depth. Focal mechanism solutions for the event indicate rupture occurred on either a near-vertical left-lateral fault striking northeast-southwest, or a right-lateral fault striking southeast-northwest. The location of the earthquake indicates it likely occurred on either the East Anatolian fault zone or the Dead Sea transform fault zone.

The M 7.8 event was followed approximately 9 hours later by an M 7.5 earthquake (us6000jlqa) about 95 km to the north-northeast.

## Contributors

us, at, pt · Products: origin, phase-data, moment-tensor, finite-fault, shakemap, losspager, dyfi, ground-failure"""),
        (memory("add", dict=main), added(*main)),
        (extract(ev + "/pager", "PAGER alert levels, estimated fatalities and economic losses, population exposure"),
         """# M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence

## PAGER — Prompt Assessment of Global Earthquakes for Response

Version 12 · Created 2023-03-02 18:36:41 UTC

| Estimated fatalities | Estimated economic losses |
| --- | --- |
| **RED** alert | **ORANGE** alert |
| High casualties are probable and the disaster is likely widespread. Past red alerts have required a national or international level response. | Significant damage is likely and the disaster is potentially widespread. Estimated economic losses are 1-10% GDP of Türkiye. Past events with this alert level have required a regional or national level response. |

## Estimated population exposure to earthquake shaking

| MMI | Perceived shaking | Potential damage | Population (thousands) |
| --- | --- | --- | --- |
| I | Not felt | none | — |
| II–III | Weak | none | 15,942* |
| IV | Light | none | 28,471* |
| V | Moderate | very light | 10,102 |
| VI | Strong | light | 5,344 |
| VII | Very strong | moderate | 4,006 |
| VIII | Severe | moderate/heavy | 3,190 |
| IX | Violent | heavy | 1,556 |
| X+ | Extreme | very heavy | 0 |

\\* Estimated exposure only includes population within the map area.

## Structures

Overall, the population in this region resides in structures that are vulnerable to earthquake shaking, though resistant structures exist. The predominant vulnerable building types are unreinforced brick masonry and reinforced concrete frame with unreinforced masonry infill construction.

## Selected cities exposed

| MMI | City | Population |
| --- | --- | --- |
| IX | Nurdağı | 21k |
| IX | Islahiye | 50k |
| VIII | Kahramanmaraş | 376k |
| VIII | Gaziantep | 1,065k |
| VIII | Antakya | 217k |
| VII | Adana | 1,249k |"""),
        (search("Kahramanmaraş earthquakes death toll Turkey Syria total final"), sr(
            R("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia",
              "The earthquakes killed at least 59,488 people: 53,537 in Turkey and 5,951 in Syria. It was the deadliest earthquake in modern Turkish history ...", "N/A"),
            R("https://www.aa.com.tr/en/turkiye/death-toll-from-kahramanmaras-centered-earthquakes-rises-to-50-783/2844961", "Death toll from Kahramanmaras-centered earthquakes rises to 50,783 - Anadolu Ajansı",
              "Interior Minister Süleyman Soylu said 50,783 people lost their lives in Türkiye ...", "Apr 14, 2023"),
            R("https://www.who.int/europe/emergencies/situations/turkiye-and-syria-earthquakes", "Türkiye and Syria earthquakes - WHO/Europe",
              "The earthquakes affected an estimated 15 million people in Türkiye and 8.8 million in Syria ...", "N/A"),
            R("https://www.worldbank.org/en/news/press-release/2023/02/27/earthquake-damage-in-turkiye-estimated-to-exceed-34-billion-world-bank-disaster-assessment-report", "Earthquake Damage in Türkiye Estimated to Exceed $34 billion: World Bank Disaster Assessment Report",
              "Direct physical damages are estimated at US$34.2 billion, equivalent to 4% of Türkiye's 2021 GDP ...", "Feb 27, 2023"),
            R("https://www.reuters.com/world/middle-east/turkey-earthquake-death-toll-2024-02-06/", "A year after Turkey's deadliest quake, survivors still in containers | Reuters",
              "The official death toll in Türkiye stands at 53,537 ...", "Feb 6, 2024"),
        )),
        (memory("add", dict={"death_toll": "≈59,488 (Türkiye 53,537; Syria 5,951)"}), added("death_toll")),
    ]
    rs.add(task="search", tid="h47-search-16", system=SYSTEM, turns=turns,
           state=state("2024-03-11 09:47 UTC", "What were the magnitude, time and depth of the February 2023 Türkiye–Syria mainshock, what PAGER alert did USGS issue, and how many people died?"),
           bad=True, turn=4, kind="PAGER economic-loss alert for the same event reads orange after the event page showed red for both")


# Renewable energy capacity research (IRENA), search/extract/memory — bad
def t17(rs: RowSet) -> None:
    pr = "https://www.irena.org/News/pressreleases/2024/Mar/Record-Growth-in-Renewables-but-Progress-Needs-to-be-Equitable"
    pub = "https://www.irena.org/Publications/2024/Mar/Renewable-capacity-statistics-2024"
    m1 = {"irena_total_2023": "3,870 GW of renewable capacity worldwide at end-2023 (+13.9%)",
          "additions_mix_2023": "solar 73% and wind 24% of renewable additions; renewables 86% of all new power capacity"}
    m2 = {"by_tech_2023": "Solar 1,419 GW; hydropower (excl. pumped storage) 1,268 GW; wind 1,017 GW; bioenergy 150 GW; geothermal 15 GW; marine 0.5 GW"}
    m3 = {"cop28_goal": "Triple global renewable capacity to at least 11.2 TW by 2030 — IRENA: needs ~1,044 GW added per year on average 2024–2030"}
    turns = [
        (search("IRENA Renewable Capacity Statistics 2024 record additions 2023"), sr(
            R(pr, "Record Growth in Renewables, but Progress Needs to be Equitable - IRENA",
              "Renewables accounted for 86% of capacity additions in 2023 ... a record 473 GW of renewable capacity was added, with solar making up three quarters ...", "Mar 27, 2024"),
            R(pub, "Renewable capacity statistics 2024 - IRENA",
              "This publication presents renewable power generation capacity statistics for the past decade (2014-2023) in trilingual tables ...", "Mar 27, 2024"),
            R("https://www.pv-magazine.com/2024/03/27/world-installed-346-gw-of-solar-in-2023-says-irena/", "World installed 346 GW of solar in 2023, says IRENA - pv magazine International",
              "Solar accounted for 73% of all new renewable capacity, bringing global cumulative PV capacity to 1,419 GW ...", "Mar 27, 2024"),
            R("https://www.reuters.com/business/energy/renewables-growth-2023-irena-2024-03-27/", "Global renewable capacity grew record 14% in 2023 - IRENA | Reuters",
              "Growth was concentrated in Asia, which accounted for 69% of new capacity, mostly in China ...", "Mar 27, 2024"),
            R("https://www.carbonbrief.org/irena-renewables-must-triple-2030/", "IRENA: Renewables growth in 2023 still falls short of tripling goal - Carbon Brief",
              "At the current pace, the world will miss the COP28 target of tripling renewable capacity by 2030 ...", "Mar 28, 2024"),
            R("https://www.iea.org/reports/renewables-2023", "Renewables 2023 – Analysis - IEA",
              "Global annual renewable capacity additions increased by almost 50% in 2023 ...", "Jan 11, 2024"),
            R("https://ourworldindata.org/renewable-energy", "Renewable Energy - Our World in Data",
              "Charts of installed renewable capacity and generation by source and country ...", "N/A"),
        )),
        (search("IRENA total renewable power capacity end of 2023 3,870 GW by region"), sr(
            R("https://www.irena.org/Data/View-data-by-topic/Capacity-and-Generation/Statistics-Time-Series", "Statistics Time Series - IRENA",
              "Renewable capacity reached 3,870 GW by the end of 2023 ... Explore trends by region, country and technology ...", "N/A"),
            R("https://www.reuters.com/business/energy/renewables-growth-2023-irena-2024-03-27/", "Global renewable capacity grew record 14% in 2023 - IRENA | Reuters",
              "Growth was concentrated in Asia, which accounted for 69% of new capacity, mostly in China ...", "Mar 27, 2024"),
            R("https://www.energymonitor.ai/renewables/irena-renewable-capacity-3870-gw/", "Global renewable capacity hits 3,870 GW - Energy Monitor",
              "Africa added just 2.4 GW of renewables in 2023, less than 1% of the global total ...", "Mar 28, 2024"),
            R("https://www.statista.com/statistics/267233/renewable-energy-capacity-worldwide-by-energy-source/", "Renewable energy capacity worldwide by source 2023 | Statista",
              "In 2023, global renewable energy capacity amounted to 3,870 gigawatts; solar surpassed hydropower as the largest source ...", "Apr 2, 2024"),
            R("https://www.esi-africa.com/renewable-energy/irena-2023-record-year-renewables-africa-lagging/", "IRENA: 2023 record year for renewables, Africa lagging - ESI Africa",
              "Renewable capacity additions remain concentrated in a few regions, IRENA warns ...", "Mar 28, 2024"),
        )),
        (extract(pr, "2023 renewable capacity additions, total capacity, growth rate, technology and regional shares"),
         """# Record Growth in Renewables, but Progress Needs to be Equitable

*IRENA · Press Release · Abu Dhabi, United Arab Emirates, 27 March 2024*

**Renewable capacity statistics 2024 shows renewables accounted for 86% of all new power capacity added in 2023, but the growth is uneven across regions and technologies.**

The global energy sector added 437 GW of renewable capacity in 2023, the largest annual increase ever, IRENA's *Renewable Capacity Statistics 2024* shows. Renewables' share of total capacity additions reached 86%, and renewable power capacity grew by 13.9% to 3,870 GW by the end of the year.

Solar continued to dominate renewable expansion, accounting for 73% of the growth, followed by wind with a 24% share.

While this growth is welcome, IRENA warns that it is concentrated in a few countries and regions. Asia accounted for 69% of the new capacity, with China alone contributing 63% of global additions. Africa's share remained minuscule at under 1%, with only 2.4 GW added, despite its vast potential.

> "Renewable power growth is happening, but it is not fast or widespread enough," said IRENA Director-General Francesco La Camera. "To meet the COP28 goal of tripling renewables by 2030, we will need to see significant policy action and an enabling environment for investments."

## Key facts

- Renewables accounted for 86% of all new power capacity in 2023.
- Total renewable capacity grew 13.9% to 3,870 GW.
- Solar accounted for 73% of renewable expansion; wind 24%.
- Asia 69% of additions; China alone 63%.
- Africa added 2.4 GW (less than 1% of the global total).

*The full data set is available in Renewable capacity statistics 2024.*"""),
        (memory("add", dict=m1), added(*m1)),
        (search("IRENA Renewable Capacity Statistics 2024 capacity by technology solar wind hydropower GW"), sr(
            R(pub, "Renewable capacity statistics 2024 - IRENA",
              "This publication presents renewable power generation capacity statistics for the past decade (2014-2023) in trilingual tables ...", "Mar 27, 2024"),
            R("https://www.pv-tech.org/irena-solar-pv-overtakes-hydropower-largest-renewable-source/", "Solar PV overtakes hydropower as largest renewable source, says IRENA - PV Tech",
              "Cumulative solar capacity reached 1,419 GW at the end of 2023, ahead of hydropower for the first time ...", "Mar 28, 2024"),
            R("https://gwec.net/global-wind-report-2024/", "Global Wind Report 2024 - GWEC",
              "The global wind industry had its best year ever in 2023, with cumulative installed capacity passing the 1 TW milestone ...", "Apr 16, 2024"),
            R("https://www.hydropower.org/publications/2024-world-hydropower-outlook", "2024 World Hydropower Outlook - IHA",
              "Global hydropower capacity rose to 1,412 GW including pumped storage ...", "Jun 20, 2024"),
        )),
        (extract(pub, "installed renewable capacity by technology at end of 2023"),
         """# Renewable capacity statistics 2024

*IRENA · March 2024 · ISBN 978-92-9260-587-2*

Renewable capacity statistics 2024 presents renewable power generation capacity statistics for the past decade (2014–2023) in trilingual tables (English, French and Spanish).

## Highlights

- Solar photovoltaic capacity overtook hydropower to become the largest renewable source in 2023.
- Wind capacity passed 1,000 GW for the first time.
- Off-grid renewable capacity grew to 12.7 GW.

## Installed renewable electricity capacity by technology, 2023 (GW)

| Technology | Capacity 2023 (GW) | Share of renewable capacity |
| --- | --- | --- |
| Solar energy (PV + CSP) | 1,419 | 36.7% |
| Hydropower (excl. pumped storage) | 1,268 | 32.8% |
| Wind energy (onshore + offshore) | 1,017 | 26.3% |
| Bioenergy | 150 | 3.9% |
| Geothermal energy | 15 | 0.4% |
| Marine energy | 0.5 | <0.1% |
| **Total renewables** | **3,870** | **100%** |

Pumped storage (not counted in the total): 140 GW.

## Capacity by region, 2023 (GW)

| Region | Capacity (GW) |
| --- | --- |
| Asia | 1,954 |
| Europe | 758 |
| North America | 533 |
| South America | 300 |
| Eurasia | 131 |
| Middle East | 38 |
| Africa | 62 |
| Oceania | 54 |
| Central America and the Caribbean | 40 |

[Download PDF (3.4 MB)] [Data in Excel]"""),
        (memory("add", dict=m2), added(*m2)),
        (search("COP28 tripling renewables 11.2 TW 2030 IRENA annual additions needed"), sr(
            R("https://www.irena.org/Digital-Report/Tracking-COP28-outcomes-Tripling-renewable-power-capacity-by-2030", "Tracking COP28 outcomes: Tripling renewable power capacity by 2030 - IRENA",
              "Tripling requires global renewable capacity to reach at least 11.2 TW by 2030, which means adding about 1,044 GW per year on average from 2024 ...", "Mar 27, 2024"),
            R("https://www.cop28.com/en/global-renewables-and-energy-efficiency-pledge", "Global Renewables and Energy Efficiency Pledge - COP28 UAE",
              "Signatories commit to work together to triple the world's installed renewable energy generation capacity to at least 11,000 GW by 2030 ...", "Dec 2, 2023"),
            R("https://ember-energy.org/latest-insights/tripling-renewables-by-2030/", "Tripling renewables by 2030: where do countries stand? - Ember",
              "National targets add up to only about 7.4 TW by 2030, well short of the tripling goal ...", "Apr 18, 2024"),
            R("https://www.iea.org/commentaries/tripling-renewable-power-capacity-by-2030-is-vital", "Tripling renewable power capacity by 2030 is vital - IEA",
              "Under current policies, the world is on track to reach about 2.5 times 2022 capacity by 2030 ...", "Jan 11, 2024"),
        )),
        (extract("https://www.irena.org/Digital-Report/Tracking-COP28-outcomes-Tripling-renewable-power-capacity-by-2030", "the tripling target and required annual additions"),
         """# Tracking COP28 outcomes: Tripling renewable power capacity by 2030

*IRENA · March 2024*

At COP28 in Dubai, 130 governments pledged to work together to triple the world's installed renewable energy capacity by 2030, and the final Global Stocktake decision called on Parties to contribute to the tripling goal.

## What tripling means

| Indicator | Value |
| --- | --- |
| Target global renewable capacity in 2030 | at least 11.2 TW |
| Installed renewable capacity, end-2023 | 3.87 TW |
| Average annual additions needed, 2024–2030 | ~1,044 GW per year |
| Solar PV capacity needed in 2030 | ~5.4 TW |
| Wind capacity needed in 2030 | ~3.5 TW |

## Key messages

- Recent growth is not enough: annual additions must more than double for the rest of the decade.
- Grids, flexibility and supply chains must be scaled up alongside generation capacity.
- Investment must reach developing countries; Africa's share of new capacity remained below 1% in 2023."""),
        (memory("add", dict=m3), added(*m3)),
        (memory("retrieve_all"), got({**m1, **m2, **m3})),
    ]
    rs.add(task="search", tid="h47-search-17", system=SYSTEM, turns=turns,
           state=state("2024-04-09 15:33 UTC", "How much renewable power capacity was added worldwide in 2023 and what was the total, by technology, and what does the COP28 tripling goal require?"),
           bad=True, turn=3, kind="extracted press release gives 437 GW added where its own search snippet said 473 GW")


# Company founding dates and CEOs research, search/extract/memory — clean
def t18(rs: RowSet) -> None:
    intel = ("Founded 1968-07-18 by Robert Noyce & Gordon Moore (Santa Clara, CA). CEO: Lip-Bu Tan since 2025-03-18; "
             "before him interim co-CEOs David Zinsner & Michelle Johnston Holthaus (from 2024-12-01), Pat Gelsinger 2021-02-15 → retired 2024-12-01")
    nvidia = "Founded 1993-04-05 by Jensen Huang, Chris Malachowsky & Curtis Priem; CEO Jensen Huang since founding"
    amd = "Founded 1969-05-01 by Jerry Sanders and seven co-founders; CEO Lisa Su since 2014-10-08"
    nr = "https://www.intc.com/news-events/press-releases/detail/1730/intel-announces-lip-bu-tan-as-chief-executive-officer"
    turns = [
        (search("Intel CEO 2025 Lip-Bu Tan appointed effective date"), sr(
            R(nr, "Intel Announces Lip-Bu Tan as Chief Executive Officer - Intel Corporation",
              "Intel Corporation today announced that its board of directors has appointed Lip-Bu Tan as chief executive officer, effective March 18 ... Tan succeeds interim co-CEOs David Zinsner and Michelle (MJ) Johnston Holthaus ...", "Mar 12, 2025"),
            R("https://www.reuters.com/technology/intel-names-lip-bu-tan-ceo-2025-03-12/", "Intel names industry veteran Lip-Bu Tan as CEO | Reuters",
              "Shares jumped more than 10% in extended trading after Intel named the former Cadence Design Systems chief as CEO ...", "Mar 12, 2025"),
            R("https://www.intc.com/news-events/press-releases/detail/1719/intel-announces-retirement-of-ceo-pat-gelsinger", "Intel Announces Retirement of CEO Pat Gelsinger - Intel Corporation",
              "Pat Gelsinger retired as CEO and stepped down from the board effective Dec. 1, 2024. David Zinsner and Michelle Johnston Holthaus were named interim co-CEOs ...", "Dec 2, 2024"),
            R("https://www.intel.com/content/www/us/en/newsroom/news/pat-gelsinger-returns-intel-ceo.html", "Pat Gelsinger Returns to Intel as CEO - Intel Newsroom",
              "Pat Gelsinger, a 30-year Intel veteran and former CTO, becomes Intel's eighth CEO effective Feb. 15, 2021, succeeding Bob Swan ...", "Jan 13, 2021"),
            R("https://en.wikipedia.org/wiki/Intel", "Intel - Wikipedia",
              "Intel Corporation is an American multinational technology company headquartered in Santa Clara, California. Founded July 18, 1968, by Gordon Moore and Robert Noyce ... Key people: Lip-Bu Tan (CEO) ...", "N/A"),
            R("https://www.cnbc.com/2025/03/12/intel-names-lip-bu-tan-ceo.html", "Intel names Lip-Bu Tan as CEO, stock jumps - CNBC",
              "Tan, who left Intel's board in August 2024, will rejoin it; Frank Yeary returns to his role as independent chair ...", "Mar 12, 2025"),
            R("https://www.theverge.com/2024/12/2/24310917/intel-ceo-pat-gelsinger-retires", "Intel CEO Pat Gelsinger is out - The Verge",
              "Gelsinger's ouster comes amid a turnaround plan that included the costly foundry push and 15,000 layoffs ...", "Dec 2, 2024"),
            R("https://www.reddit.com/r/intel/comments/1j9q0x4/lipbu_tan_named_intel_ceo/", "Lip-Bu Tan named Intel CEO : r/intel",
              "Former Cadence CEO, effective March 18. Thoughts on what this means for 18A and the foundry? ...", "Mar 12, 2025"),
        )),
        (extract(nr, "appointment date, effective date, predecessor arrangements and Tan's background"),
         """# Intel Announces Lip-Bu Tan as Chief Executive Officer

*SANTA CLARA, Calif., March 12, 2025*

Intel Corporation today announced that its board of directors has appointed Lip-Bu Tan, an accomplished technology leader with deep semiconductor industry experience, as chief executive officer, effective March 18. He succeeds interim co-CEOs David Zinsner and Michelle (MJ) Johnston Holthaus. Tan will also rejoin the Intel board of directors after stepping down in August 2024.

Zinsner will continue as executive vice president and chief financial officer, and Johnston Holthaus will continue as CEO of Intel Products. Frank Yeary, who served as interim executive chair during the search process, will revert to independent chair of the board upon Tan's start as CEO.

> "Lip-Bu is an exceptional leader whose technology industry expertise, deep relationships across the product and foundry ecosystems, and proven track record of creating shareholder value is what Intel needs in its next CEO," said Frank Yeary.

## About Lip-Bu Tan

Tan was previously CEO of Cadence Design Systems from 2009 to 2021, during which time the company more than doubled its revenue and its stock price rose more than 3,200%. He is the founder of Walden International, a venture capital firm, and a member of the boards of several technology companies. He holds a bachelor's degree in physics from Nanyang Technological University in Singapore, a master's degree in nuclear engineering from MIT, and an MBA from the University of San Francisco.

## About Intel

Intel (Nasdaq: INTC) is an industry leader, creating world-changing technology that enables global progress and enriches lives. Founded in 1968, Intel is headquartered in Santa Clara, California."""),
        (memory("add", dict={"intel": intel}), added("intel")),
        (search("Nvidia founded April 5 1993 founders Jensen Huang Malachowsky Priem", "AMD founded 1969 Lisa Su CEO since 2014"), sr2(
            ("Nvidia founded April 5 1993 founders Jensen Huang Malachowsky Priem", [
                R("https://en.wikipedia.org/wiki/Nvidia", "Nvidia - Wikipedia",
                  "Nvidia Corporation is an American multinational corporation and technology company headquartered in Santa Clara, California ... Founded April 5, 1993; Founders Jensen Huang, Chris Malachowsky, Curtis Priem ...", "N/A"),
                R("https://www.nvidia.com/en-us/about-nvidia/corporate-timeline/", "Corporate Timeline | NVIDIA",
                  "1993: Jensen Huang, Chris Malachowsky and Curtis Priem found NVIDIA ... 1999: NVIDIA invents the GPU (GeForce 256) and goes public ...", "N/A"),
                R("https://www.britannica.com/topic/NVIDIA-Corporation", "NVIDIA Corporation | History, GPUs, & Artificial Intelligence | Britannica",
                  "The company was founded in 1993 by three American computer scientists, famously after a meeting at a Denny's in San Jose ...", "N/A"),
            ]),
            ("AMD founded 1969 Lisa Su CEO since 2014", [
                R("https://en.wikipedia.org/wiki/AMD", "AMD - Wikipedia",
                  "Advanced Micro Devices, Inc. (AMD) ... Founded May 1, 1969 by Jerry Sanders ... Key people: Lisa Su (chair, president and CEO) ...", "N/A"),
                R("https://ir.amd.com/news-events/press-releases/detail/567/amd-appoints-dr-lisa-su-as-president-and-ceo", "AMD Appoints Dr. Lisa Su as President and CEO - AMD",
                  "AMD today announced that its board of directors has appointed Dr. Lisa Su as president and chief executive officer, effective immediately ...", "Oct 8, 2014"),
                R("https://www.amd.com/en/corporate/leadership.html", "Leadership | AMD",
                  "Dr. Lisa Su, Chair and Chief Executive Officer ...", "N/A"),
            ]),
        )),
        (extract("https://en.wikipedia.org/wiki/Nvidia", "infobox: founding date, founders, CEO, headquarters, revenue, employees"),
         """# Nvidia

From Wikipedia, the free encyclopedia

| Nvidia Corporation | |
| --- | --- |
| Company type | Public |
| Traded as | Nasdaq: NVDA; Nasdaq-100 component; DJIA component; S&P 100 component |
| Industry | Semiconductors, artificial intelligence, consumer electronics |
| Founded | April 5, 1993, in Sunnyvale, California, U.S. |
| Founders | Jensen Huang, Chris Malachowsky, Curtis Priem |
| Headquarters | Santa Clara, California, U.S. |
| Key people | Jensen Huang (president and CEO) |
| Products | Graphics processing units, central processing units, chipsets, drivers, software |
| Revenue | US$130.5 billion (FY2025) |
| Net income | US$72.9 billion (FY2025) |
| Number of employees | 36,000 (2025) |
| Website | nvidia.com |

**Nvidia Corporation** is an American multinational corporation and technology company headquartered in Santa Clara, California. Founded in 1993 by Jensen Huang (CEO), Chris Malachowsky and Curtis Priem, it designs and supplies graphics processing units (GPUs), application programming interfaces (APIs) for data science and high-performance computing, and system on a chip units (SoCs) for mobile computing and the automotive market.

## History

Nvidia was founded on April 5, 1993, by Jensen Huang, a Taiwanese-American electrical engineer who was previously the director of CoreWare at LSI Logic and a microprocessor designer at AMD; Chris Malachowsky, an engineer who worked at Sun Microsystems; and Curtis Priem, who was previously a senior staff engineer and graphics chip designer at IBM and Sun Microsystems. The three men agreed to start the company in a meeting at a Denny's roadside diner on Berryessa Road in East San Jose.

The company went public on January 22, 1999, and in October 1999 released the GeForce 256, marketed as "the world's first GPU"."""),
        (memory("add", dict={"nvidia": nvidia, "amd": amd}), added("nvidia", "amd")),
        (memory("retrieve", key_list=["intel", "nvidia", "amd"]), got({"intel": intel, "nvidia": nvidia, "amd": amd})),
    ]
    rs.add(task="search", tid="h47-search-18", system=SYSTEM, turns=turns,
           state=state("2025-04-10 19:15 UTC", "When were Intel, Nvidia and AMD founded, and who leads each of them today?"))


# Semiconductor revenue research (Gartner, WSTS), search/extract/memory — bad
def t19(rs: RowSet) -> None:
    gpr = "https://www.gartner.com/en/newsroom/press-releases/2024-01-16-gartner-says-worldwide-semiconductor-revenue-declined-11-percent-in-2023"
    reu = "https://www.reuters.com/technology/intel-regains-top-spot-chip-vendor-rankings-2023-gartner-2024-01-16/"
    m1 = {"gartner_2023_total": "US$533.0 billion, −11.1% vs 2022 (preliminary, Jan 2024)",
          "gartner_2023_top5": "Intel $48.7B; Samsung $39.9B; Qualcomm $29.0B; Broadcom $25.6B; NVIDIA $24.0B"}
    m2 = {"wsts_2023": "US$526.9 billion, −8.2%; WSTS spring 2024 forecast: 2024 $611.2B (+16.0%), 2025 $687.4B (+12.5%)"}
    m3 = {"nvidia_fy2024": "Nvidia fiscal 2024 (ended 2024-01-28) revenue $60.9B (+126%); Q4 $22.1B; Q4 data center $18.4B — company fiscal-year revenue, not Gartner's calendar-year chip revenue"}
    gartner_hit = R(gpr, "Gartner Says Worldwide Semiconductor Revenue Declined 11% in 2023",
                    "Worldwide semiconductor revenue in 2023 totaled $533 billion, a decrease of 11.1% from 2022 ... Intel regained the No. 1 position from Samsung ...", "Jan 16, 2024")
    turns = [
        (search("Gartner 2023 worldwide semiconductor revenue top 10 vendors Intel Samsung"), sr(
            gartner_hit,
            R(reu, "Intel regains top spot in chip vendor rankings as Samsung slumps - Gartner | Reuters",
              "Intel reclaimed the top spot from Samsung as memory chip prices slumped, while Nvidia's revenue surged 56% on AI demand ...", "Jan 16, 2024"),
            R("https://www.eetimes.com/gartner-2023-semiconductor-revenue-decline/", "Gartner: 2023 Chip Revenue Down 11% as Memory Collapses - EE Times",
              "Memory revenue fell 37% in 2023, the worst decline of any segment; Nvidia entered the top five for the first time ...", "Jan 17, 2024"),
            R("https://www.statista.com/statistics/270585/leading-semiconductor-companies-by-revenue/", "Top semiconductor companies by revenue 2023 | Statista",
              "Intel was the largest semiconductor vendor in 2023, with revenue of around 48.7 billion U.S. dollars ...", "Feb 2, 2024"),
            R("https://www.anandtech.com/show/21220/gartner-intel-is-1-chip-vendor-again", "Gartner: Intel Is the No. 1 Chip Vendor Again - AnandTech",
              "Samsung's semiconductor revenue fell 37.5% as DRAM and NAND prices plunged ...", "Jan 17, 2024"),
            R("https://www.trendforce.com/presscenter/news/20240117-11989.html", "Gartner ranking: Nvidia enters top five chip vendors in 2023 - TrendForce",
              "SK hynix fell to sixth place as its revenue dropped 32.1% ...", "Jan 17, 2024"),
            R("https://www.reddit.com/r/hardware/comments/198a2x0/gartner_intel_regains_1_semiconductor_vendor/", "Gartner: Intel regains #1 semiconductor vendor spot in 2023 : r/hardware",
              "Mostly because Samsung's memory revenue cratered, not because Intel grew ...", "Jan 16, 2024"),
        )),
        (extract(gpr, "2023 total and top 10 vendors with revenue, share and growth"),
         """# Gartner Says Worldwide Semiconductor Revenue Declined 11% in 2023

*STAMFORD, Conn., January 16, 2024*

Worldwide semiconductor revenue in 2023 totaled $533 billion, a decrease of 11.1% from 2022, according to preliminary results by Gartner, Inc.

"While the cyclicality in the semiconductor industry was present again in 2023, the market suffered a difficult year with memory revenue recording one of its worst declines in history," said Alan Priestley, VP Analyst at Gartner.

The aggregate revenue for the top 25 semiconductor vendors declined 14.1% in 2023. The memory market declined 37%, while non-memory revenue declined only 3%. Intel regained the No. 1 position from Samsung, whose revenue declined 37.5% due to the weak memory market. Nvidia moved into the top five, with revenue growth of 56.4%.

## Table 1: Top 10 Semiconductor Vendors by Revenue, Worldwide, 2023 (Millions of U.S. Dollars)

| 2023 Rank | 2022 Rank | Vendor | 2023 Revenue | 2023 Market Share (%) | 2022 Revenue | 2023-2022 Growth (%) |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 2 | Intel | 48,664 | 9.1 | 58,436 | -16.7 |
| 2 | 1 | Samsung Electronics | 39,905 | 7.5 | 63,823 | -37.5 |
| 3 | 3 | Qualcomm | 29,015 | 5.4 | 34,780 | -16.6 |
| 4 | 6 | Broadcom | 25,585 | 4.8 | 23,868 | 7.2 |
| 5 | 12 | NVIDIA | 23,983 | 4.5 | 15,331 | 56.4 |
| 6 | 4 | SK hynix | 22,756 | 4.3 | 33,505 | -32.1 |
| 7 | 7 | AMD | 22,305 | 4.2 | 23,285 | -4.2 |
| 8 | 10 | STMicroelectronics | 17,057 | 3.2 | 15,842 | 7.7 |
| 9 | 9 | Apple | 17,050 | 3.2 | 18,099 | -5.8 |
| 10 | 8 | Texas Instruments | 16,537 | 3.1 | 18,812 | -12.1 |
| | | Others (outside top 10) | 270,168 | 50.7 | 293,759 | -8.0 |
| | | **Total Market** | **533,025** | **100.0** | **599,540** | **-11.1** |

*Source: Gartner (January 2024)*

Gartner clients can learn more in "Market Share Analysis: Semiconductors, Worldwide, Preliminary 2023.\""""),
        (memory("add", dict=m1), added(*m1)),
        (search("WSTS semiconductor market 2023 final 526.9 billion spring 2024 forecast"), sr(
            R("https://www.wsts.org/76/103/WSTS-Semiconductor-Market-Forecast-Spring-2024", "WSTS Semiconductor Market Forecast Spring 2024",
              "After a 2023 decline of 8.2% to US$526.9 billion, WSTS forecasts the worldwide semiconductor market to grow 16.0% to US$611.2 billion in 2024 ...", "Jun 4, 2024"),
            R("https://www.semiconductors.org/global-semiconductor-sales-decrease-8-2-in-2023-market-rebounds-late-in-year/", "Global Semiconductor Sales Decrease 8.2% in 2023; Market Rebounds Late in Year - SIA",
              "Worldwide sales of semiconductors decreased 8.2% in 2023, though sales picked up in the second half of the year, with fourth-quarter sales up 11.6% year-to-year ...", "Feb 5, 2024"),
            R("https://www.reuters.com/technology/wsts-raises-2024-chip-market-forecast-ai-2024-06-04/", "Chip industry group raises 2024 sales forecast on AI boom | Reuters",
              "Memory chips are expected to grow more than 75% in 2024 ...", "Jun 4, 2024"),
            R("https://www.eetimes.com/wsts-spring-2024-forecast/", "WSTS Sees 16% Chip Market Growth in 2024 - EE Times",
              "Logic and memory lead the recovery, with all regions expected to grow in 2024 ...", "Jun 5, 2024"),
        )),
        (extract("https://www.wsts.org/76/103/WSTS-Semiconductor-Market-Forecast-Spring-2024", "2023 market size and the 2024-2025 forecast by region"),
         """# WSTS Semiconductor Market Forecast Spring 2024

*Milpitas, CA — June 4, 2024*

The World Semiconductor Trade Statistics (WSTS) has released its Spring 2024 forecast. After a 2023 decline of 8.2% to US$526.9 billion, the worldwide semiconductor market is expected to grow 16.0% to US$611.2 billion in 2024. This revision is an upgrade from the Fall 2023 forecast, reflecting the strong performance of the past two quarters, especially in the computing end-market.

For 2025, WSTS forecasts growth of 12.5% to US$687.4 billion, driven mainly by the memory and logic sectors.

## Spring 2024 forecast summary

| | Amounts in US$M | | | Year-on-year growth in % | | |
| --- | --- | --- | --- | --- | --- | --- |
| | 2023 | 2024 | 2025 | 2023 | 2024 | 2025 |
| Americas | 134,377 | 164,900 | 186,900 | -5.2 | 22.7 | 13.3 |
| Europe | 55,763 | 55,700 | 60,200 | 4.0 | -0.1 | 8.1 |
| Japan | 46,751 | 46,900 | 50,500 | -3.1 | 0.3 | 7.7 |
| Asia Pacific | 289,994 | 343,700 | 389,800 | -12.4 | 18.5 | 13.4 |
| **Total World** | **526,885** | **611,231** | **687,380** | **-8.2** | **16.0** | **12.5** |

*Note: numbers are rounded to one decimal in the text.*

WSTS is the only source of monthly semiconductor sales data reported directly by member companies."""),
        (memory("add", dict=m2), added(*m2)),
        (search("Nvidia fiscal 2024 fourth quarter results revenue data center record"), sr(
            R("https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-fourth-quarter-and-fiscal-2024", "NVIDIA Announces Financial Results for Fourth Quarter and Fiscal 2024 | NVIDIA Newsroom",
              "Record quarterly revenue of $22.1 billion, up 22% from Q3, up 265% from year ago. Record quarterly Data Center revenue of $18.4 billion ... Record full-year revenue of $60.9 billion, up 126% ...", "Feb 21, 2024"),
            R("https://www.reuters.com/technology/nvidia-forecasts-first-quarter-revenue-above-estimates-2024-02-21/", "Nvidia forecasts revenue above estimates as AI demand booms | Reuters",
              "Nvidia forecast first-quarter revenue of $24 billion, plus or minus 2%, above analysts' estimates ...", "Feb 21, 2024"),
            R("https://www.cnbc.com/2024/02/21/nvidia-nvda-earnings-report-q4-2024.html", "Nvidia Q4 earnings report 2024 - CNBC",
              "Nvidia's data center business, which includes its AI chips, grew 409% from a year earlier ...", "Feb 21, 2024"),
            R("https://investor.nvidia.com/financial-info/quarterly-results/default.aspx", "NVIDIA Corporation - Quarterly Results",
              "Quarterly earnings releases, CFO commentary and 10-Q/10-K filings ...", "N/A"),
        )),
        (extract("https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-fourth-quarter-and-fiscal-2024", "Q4 and full fiscal 2024 revenue, data center revenue"),
         """# NVIDIA Announces Financial Results for Fourth Quarter and Fiscal 2024

*SANTA CLARA, Calif., Feb. 21, 2024*

- Record quarterly revenue of $22.1 billion, up 22% from Q3, up 265% from year ago
- Record quarterly Data Center revenue of $18.4 billion, up 27% from Q3, up 409% from year ago
- Record full-year revenue of $60.9 billion, up 126%

NVIDIA (NASDAQ: NVDA) today reported revenue for the fourth quarter ended January 28, 2024, of $22.1 billion, up 22% from the previous quarter and up 265% from a year ago. For the quarter, GAAP earnings per diluted share was $4.93, up 33% from the previous quarter and up 765% from a year ago.

For fiscal 2024, revenue was up 126% to $60.9 billion. GAAP earnings per diluted share was $11.93, up 586% from a year ago.

| GAAP ($ in millions, except EPS) | Q4 FY24 | Q3 FY24 | Q4 FY23 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Revenue | $22,103 | $18,120 | $6,051 | up 22% | up 265% |
| Gross margin | 76.0% | 74.0% | 63.3% | up 2.0 pts | up 12.7 pts |
| Operating income | $13,615 | $10,417 | $1,257 | up 31% | up 983% |
| Net income | $12,285 | $9,243 | $1,414 | up 33% | up 769% |
| Diluted EPS | $4.93 | $3.71 | $0.57 | up 33% | up 765% |

"Accelerated computing and generative AI have hit the tipping point. Demand is surging worldwide across companies, industries and nations," said Jensen Huang, founder and CEO of NVIDIA."""),
        (memory("add", dict=m3), added(*m3)),
        (memory("retrieve_all"), got({**m1, **m2, **m3})),
        (extract(reu, "what the article says about rankings and causes"),
         """# Intel regains top spot in chip vendor rankings as Samsung slumps - Gartner

*By Reuters · January 16, 2024*

Intel Corp reclaimed the top spot among semiconductor vendors by revenue in 2023 from Samsung Electronics, as a slump in memory chip prices hit the South Korean company, research firm Gartner said on Tuesday.

Global semiconductor revenue fell 11.1% to $533 billion last year, Gartner said in preliminary results. Samsung's chip revenue dropped 37.5% to $39.9 billion, while Intel's fell 16.7% to $48.7 billion.

Nvidia jumped into the top five for the first time, with revenue up 56.4% to $24.0 billion, fuelled by demand for its chips used in generative artificial intelligence. The company had ranked 12th a year earlier.

Memory revenue fell 37% in 2023, the worst decline of any segment Gartner tracks, as inventories built up during the pandemic weighed on prices. Gartner expects memory revenue to rebound strongly in 2024.

*(Reporting by Zaheer Kachwala in Bengaluru; Editing by Shinjini Ganguli)*"""),
        (search("Gartner top semiconductor vendors 2023 Intel regains No. 1 Nvidia top five"), sr(
            R(reu, "Intel regains top spot in chip vendor rankings as Samsung slumps - Gartner | Reuters",
              "Intel reclaimed the top spot from Samsung as memory chip prices slumped, while Nvidia's revenue surged 56% on AI demand ...", "Jan 16, 2024"),
            R(gpr, "Gartner Says Worldwide Semiconductor Revenue Declined 11% in 2023",
              "Worldwide semiconductor revenue in 2023 totaled $533 billion, a decrease of 11.1% from 2022 ... Intel regained the No. 1 position from Samsung ...", "Jan 17, 2024"),
            R("https://www.eetimes.com/gartner-2023-semiconductor-revenue-decline/", "Gartner: 2023 Chip Revenue Down 11% as Memory Collapses - EE Times",
              "Memory revenue fell 37% in 2023, the worst decline of any segment; Nvidia entered the top five for the first time ...", "Jan 17, 2024"),
            R("https://www.anandtech.com/show/21220/gartner-intel-is-1-chip-vendor-again", "Gartner: Intel Is the No. 1 Chip Vendor Again - AnandTech",
              "Samsung's semiconductor revenue fell 37.5% as DRAM and NAND prices plunged ...", "Jan 17, 2024"),
            R("https://www.trendforce.com/presscenter/news/20240117-11989.html", "Gartner ranking: Nvidia enters top five chip vendors in 2023 - TrendForce",
              "SK hynix fell to sixth place as its revenue dropped 32.1% ...", "Jan 17, 2024"),
            R("https://www.statista.com/statistics/270585/leading-semiconductor-companies-by-revenue/", "Top semiconductor companies by revenue 2023 | Statista",
              "Intel was the largest semiconductor vendor in 2023, with revenue of around 48.7 billion U.S. dollars ...", "Feb 2, 2024"),
        )),
    ]
    rs.add(task="search", tid="h47-search-19", system=SYSTEM, turns=turns,
           state=state("2024-07-02 08:41 UTC", "How large was the worldwide semiconductor market in 2023, which vendors led it, and how did Nvidia's own results compare?"),
           bad=True, turn=12, kind="same press-release URL listed with a different publication date than in the first result list")



# Athletics and swimming world records research, search/extract/memory — clean
def t20(rs: RowSet) -> None:
    m = {"pv_men_wr": "6.26 m (20 ft 6½ in) — Armand Duplantis (SWE), Chorzów (Silesia DL), 2024-08-25; his 10th WR",
         "m100_wr": "9.58 s (+0.9 m/s) — Usain Bolt (JAM), Berlin World Championships, 2009-08-16",
         "w400h_wr": "50.37 s — Sydney McLaughlin-Levrone (USA), Paris Olympics, 2024-08-08; her 6th WR (previous 50.65, Eugene 2024-06-30)",
         "swim_paris_wrs": "Pan Zhanle 100 free 46.40 (Jul 31); Bobby Finke 1500 free 14:30.67 (Aug 4); USA women 4×100 medley 3:49.63 (Aug 4)"}
    turns = [
        (search("Mondo Duplantis pole vault world record latest height"), sr(
            R("https://worldathletics.org/news/report/duplantis-world-record-silesia-diamond-league-2024", "Duplantis clears 6.26m for 10th world record in Silesia | World Athletics",
              "Armand Duplantis improved the pole vault world record for the 10th time, clearing 6.26m at the Kamila Skolimowska Memorial in Chorzów ...", "Aug 25, 2024"),
            R("https://olympics.com/en/news/mondo-duplantis-world-record-paris-2024-pole-vault-gold", "Mondo Duplantis sets world record 6.25m to win Paris 2024 Olympic gold - Olympics.com",
              "The Swede cleared 6.25m at the Stade de France on his third attempt, breaking his own world record of 6.24m ...", "Aug 5, 2024"),
            R("https://worldathletics.org/news/report/duplantis-624-world-record-xiamen-diamond-league", "Duplantis sets world pole vault record of 6.24m in Xiamen | World Athletics",
              "Duplantis opened his Diamond League season with a world record, clearing 6.24m at the Xiamen Diamond League ...", "Apr 20, 2024"),
            R("https://en.wikipedia.org/wiki/Armand_Duplantis", "Armand Duplantis - Wikipedia",
              "Armand Gustav “Mondo” Duplantis (born 10 November 1999) is a Swedish-American pole vaulter who holds the world record of 6.26 m ...", "N/A"),
            R("https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression", "Men's pole vault world record progression - Wikipedia",
              "The first world record in the men's pole vault was recognised by the IAAF in 1912 ... Duplantis has broken the record ten times since 2020 ...", "N/A"),
            R("https://www.bbc.com/sport/athletics/articles/cz7dzl4w8e8o", "Mondo Duplantis breaks pole vault world record again with 6.26m - BBC Sport",
              "It is the third time this year the 24-year-old has raised the mark, after 6.24m in Xiamen and 6.25m at the Olympics ...", "Aug 25, 2024"),
            R("https://www.reddit.com/r/trackandfield/comments/1f0y3mn/duplantis_626_wr/", "Duplantis 6.26 WR! : r/trackandfield",
              "He really just adds a centimetre whenever he feels like it. 20-6.5 in freedom units ...", "Aug 25, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression", "records set by Duplantis with dates and venues"),
         """# Men's pole vault world record progression

From Wikipedia, the free encyclopedia

The first world record in the men's pole vault was recognised by the International Amateur Athletics Federation, now known as World Athletics, in 1912. Since 2000, marks set indoors have also been eligible for the absolute world record.

## World records since 2014

| Mark | Athlete | Nation | Venue | Date | Indoor/outdoor |
| --- | --- | --- | --- | --- | --- |
| 6.16 m (20 ft 2½ in) | Renaud Lavillenie | France | Donetsk | 15 February 2014 | indoor |
| 6.17 m (20 ft 2¾ in) | Armand Duplantis | Sweden | Toruń | 8 February 2020 | indoor |
| 6.18 m (20 ft 3¼ in) | Armand Duplantis | Sweden | Glasgow | 15 February 2020 | indoor |
| 6.19 m (20 ft 3½ in) | Armand Duplantis | Sweden | Belgrade | 7 March 2022 | indoor |
| 6.20 m (20 ft 4 in) | Armand Duplantis | Sweden | Belgrade | 20 March 2022 | indoor |
| 6.21 m (20 ft 4½ in) | Armand Duplantis | Sweden | Eugene | 24 July 2022 | outdoor |
| 6.22 m (20 ft 4¾ in) | Armand Duplantis | Sweden | Clermont-Ferrand | 25 February 2023 | indoor |
| 6.23 m (20 ft 5¼ in) | Armand Duplantis | Sweden | Eugene | 17 September 2023 | outdoor |
| 6.24 m (20 ft 5½ in) | Armand Duplantis | Sweden | Xiamen | 20 April 2024 | outdoor |
| 6.25 m (20 ft 6 in) | Armand Duplantis | Sweden | Saint-Denis (Paris) | 5 August 2024 | outdoor |
| 6.26 m (20 ft 6½ in) | Armand Duplantis | Sweden | Chorzów | 25 August 2024 | outdoor |

## Notes

- Sergey Bubka broke the world record 35 times (17 outdoor, 18 indoor) between 1984 and 1994.
- Duplantis's 6.25 m at the Paris Olympics was the only individual world record set by a man in athletics at the 2024 Games."""),
        (memory("add", dict={"pv_men_wr": m["pv_men_wr"]}), added("pv_men_wr")),
        (search("men's 100m world record Bolt 9.58 Berlin 2009 wind"), sr(
            R("https://en.wikipedia.org/wiki/Men%27s_100_metres_world_record_progression", "Men's 100 metres world record progression - Wikipedia",
              "The current record of 9.58 seconds was set by Usain Bolt of Jamaica at the 2009 World Championships in Berlin on 16 August 2009 ...", "N/A"),
            R("https://worldathletics.org/records/by-discipline/sprints/100-metres/outdoor/men", "100 Metres - men - senior - outdoor | World Athletics Records",
              "9.58 +0.9 Usain BOLT JAM 21 AUG 1986 Olympiastadion, Berlin (GER) 16 AUG 2009 ...", "N/A"),
            R("https://www.guinnessworldrecords.com/world-records/fastest-run-100-metres-(male)", "Fastest run 100 metres (male) | Guinness World Records",
              "The fastest time to run 100 metres is 9.58 seconds by Usain Bolt (Jamaica) in Berlin, Germany, on 16 August 2009 ...", "N/A"),
            R("https://www.theguardian.com/sport/2009/aug/16/usain-bolt-world-record-100m-berlin", "Usain Bolt smashes 100m world record with 9.58sec in Berlin - The Guardian",
              "Bolt took 0.11sec off the 9.69 he ran at the Beijing Olympics a year earlier ...", "Aug 16, 2009"),
            R("https://www.olympics.com/en/news/usain-bolt-100m-world-record-9-58-berlin-15-years", "15 years on: the night Usain Bolt ran 9.58 - Olympics.com",
              "Bolt reached a top speed of 44.72 km/h between 60 and 80 metres ...", "Aug 16, 2024"),
        )),
        (memory("add", dict={"m100_wr": m["m100_wr"]}), added("m100_wr")),
        (search("Sydney McLaughlin-Levrone 400m hurdles world record Paris 2024 50.37"), sr(
            R("https://olympics.com/en/news/sydney-mclaughlin-levrone-world-record-400m-hurdles-paris-2024", "Sydney McLaughlin-Levrone breaks own world record to win Paris 2024 400m hurdles gold - Olympics.com",
              "McLaughlin-Levrone clocked 50.37 to lower her own world record of 50.65 and defend her Olympic title ...", "Aug 8, 2024"),
            R("https://worldathletics.org/news/report/paris-2024-olympic-games-400m-hurdles-women-final", "McLaughlin-Levrone smashes world 400m hurdles record in Paris | World Athletics",
              "It was the sixth world record of her career in the event; Anna Cockrell took silver in 51.87 and Femke Bol bronze in 52.15 ...", "Aug 8, 2024"),
            R("https://www.nytimes.com/2024/08/08/sports/olympics/sydney-mclaughlin-levrone-400m-hurdles.html", "Sydney McLaughlin-Levrone Breaks World Record Again - The New York Times",
              "She has now broken the world record six times since June 2021 ...", "Aug 8, 2024"),
            R("https://www.teamusa.com/news/2024/june/30/sydney-mclaughlin-levrone-world-record-trials", "Sydney McLaughlin-Levrone sets world record 50.65 at U.S. Olympic Trials - Team USA",
              "Running at Hayward Field, McLaughlin-Levrone lowered her 2022 mark of 50.68 ...", "Jun 30, 2024"),
            R("https://en.wikipedia.org/wiki/Women%27s_400_metres_hurdles_world_record_progression", "Women's 400 metres hurdles world record progression - Wikipedia",
              "Sydney McLaughlin-Levrone has broken the record six times, most recently 50.37 in Paris on 8 August 2024 ...", "N/A"),
        )),
        (extract("https://olympics.com/en/news/sydney-mclaughlin-levrone-world-record-400m-hurdles-paris-2024", "the winning time, previous record and her world record history"),
         """# Sydney McLaughlin-Levrone breaks own world record to win Paris 2024 400m hurdles gold

*Olympics.com · 8 August 2024*

Sydney McLaughlin-Levrone defended her Olympic 400m hurdles title in stunning fashion at the Stade de France on Thursday (8 August), clocking 50.37 to lower her own world record of 50.65, set at the U.S. Olympic Trials in Eugene on 30 June.

Anna Cockrell of the United States took silver in a personal best 51.87, and Dutch world champion Femke Bol won bronze in 52.15.

## Her six world records

| Time | Venue | Date | Event |
| --- | --- | --- | --- |
| 51.90 | Eugene | 27 June 2021 | U.S. Olympic Trials |
| 51.46 | Tokyo | 4 August 2021 | Olympic final |
| 51.41 | Eugene | 25 June 2022 | U.S. Championships |
| 50.68 | Eugene | 22 July 2022 | World Championships final |
| 50.65 | Eugene | 30 June 2024 | U.S. Olympic Trials |
| 50.37 | Paris | 8 August 2024 | Olympic final |

McLaughlin-Levrone becomes the first woman to win two Olympic 400m hurdles titles."""),
        (memory("add", dict={"w400h_wr": m["w400h_wr"]}), added("w400h_wr")),
        (search("swimming world records broken Paris 2024 Olympics Pan Zhanle Finke"), sr(
            R("https://en.wikipedia.org/wiki/Swimming_at_the_2024_Summer_Olympics", "Swimming at the 2024 Summer Olympics - Wikipedia",
              "Three world records were set during the swimming competition at Paris La Défense Arena ...", "N/A"),
            R("https://www.worldaquatics.com/news/4050241/pan-zhanle-world-record-100m-freestyle-paris-2024", "Pan Zhanle smashes 100m freestyle world record with 46.40 | World Aquatics",
              "China's Pan Zhanle won Olympic gold in 46.40, taking 0.40 off his own world record and winning by more than a second ...", "Jul 31, 2024"),
            R("https://www.nbcolympics.com/news/bobby-finke-sets-world-record-1500m-freestyle", "Bobby Finke sets world record to win 1500m freestyle gold - NBC Olympics",
              "Finke touched in 14:30.67, breaking Sun Yang's 2012 mark of 14:31.02 ...", "Aug 4, 2024"),
            R("https://www.usaswimming.org/news/2024/08/04/team-usa-women-4x100-medley-world-record", "U.S. women set world record in 4x100 medley relay - USA Swimming",
              "Regan Smith, Lilly King, Gretchen Walsh and Torri Huske combined for 3:49.63 ...", "Aug 4, 2024"),
            R("https://www.swimswam.com/paris-2024-olympics-records-broken/", "Every Record Broken at the Paris 2024 Olympics - SwimSwam",
              "Three world records and a string of Olympic records in a meet many called slow ...", "Aug 5, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/Swimming_at_the_2024_Summer_Olympics", "world records set at the Games"),
         """# Swimming at the 2024 Summer Olympics

From Wikipedia, the free encyclopedia

The swimming competitions at the 2024 Summer Olympics in Paris took place from 27 July to 4 August 2024 at Paris La Défense Arena; marathon swimming was held in the Seine on 8 and 9 August.

## Records

The following world records were set during the competition:

| Date | Event | Swimmer(s) | Nation | Time | Previous record |
| --- | --- | --- | --- | --- | --- |
| 31 July | Men's 100 m freestyle | Pan Zhanle | China | 46.40 | 46.80 (Pan Zhanle, 2024) |
| 4 August | Men's 1500 m freestyle | Bobby Finke | United States | 14:30.67 | 14:31.02 (Sun Yang, 2012) |
| 4 August | Women's 4 × 100 m medley relay | Regan Smith, Lilly King, Gretchen Walsh, Torri Huske | United States | 3:49.63 | 3:50.40 (United States, 2019) |

## Medal table (top 5)

| Rank | Nation | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
| 1 | United States | 8 | 13 | 7 | 28 |
| 2 | Australia | 7 | 9 | 3 | 19 |
| 3 | France | 4 | 2 | 1 | 7 |
| 4 | Canada | 3 | 2 | 3 | 8 |
| 5 | China | 2 | 3 | 7 | 12 |"""),
        (memory("add", dict={"swim_paris_wrs": m["swim_paris_wrs"]}), added("swim_paris_wrs")),
        (memory("retrieve_all"), got(m)),
    ]
    rs.add(task="search", tid="h47-search-20", system=SYSTEM, turns=turns,
           state=state("2024-09-05 21:10 UTC", "What are the current world records in the men's pole vault, men's 100 m and women's 400 m hurdles, and which swimming world records fell at Paris 2024?"))


# Hurricane records research (NHC Hurricane Ian), search/extract/memory — bad
def t21(rs: RowSet) -> None:
    tcr = "https://www.nhc.noaa.gov/data/tcr/AL092022_Ian.pdf"
    arch = "https://www.nhc.noaa.gov/archive/2022/IAN.shtml"
    m1 = {"ian_landfall_fl": "Cayo Costa, FL — 28 Sep 2022, 1905 UTC, Category 4, 130 kt (150 mph), 940 mb",
          "ian_peak": "140 kt (160 mph), Category 5, 1200 UTC 28 Sep 2022 (upgraded in post-season analysis); minimum pressure 937 mb"}
    m2 = {"ian_impacts": "156 deaths (66 direct); US damage ≈ $112.9 billion (2022 USD) — 3rd costliest US hurricane after Katrina and Harvey"}
    turns = [
        (search("Hurricane Ian 2022 tropical cyclone report landfall Cayo Costa Category"), sr(
            R(tcr, "National Hurricane Center Tropical Cyclone Report: Hurricane Ian (AL092022)",
              "Ian was a category 5 hurricane (on the Saffir-Simpson Hurricane Wind Scale) that made landfall as a category 4 hurricane on Cayo Costa, Florida ... It caused over $112 billion in damage ...", "Apr 3, 2023"),
            R("https://en.wikipedia.org/wiki/Hurricane_Ian", "Hurricane Ian - Wikipedia",
              "Hurricane Ian was a large and destructive Category 5 Atlantic hurricane that was the deadliest hurricane to strike Florida since the 1935 Labor Day hurricane ...", "N/A"),
            R("https://www.weather.gov/tbw/ian2022", "Hurricane Ian - September 28, 2022 - National Weather Service Tampa Bay",
              "Ian made landfall near Cayo Costa at 3:05 PM EDT on September 28 with maximum sustained winds of 150 mph ...", "N/A"),
            R("https://www.nhc.noaa.gov/news/20230403_Ian.shtml", "NHC upgrades Ian to Category 5 in post-storm report - NOAA",
              "Post-storm analysis shows Ian briefly reached Category 5 intensity with 160 mph winds shortly before landfall in southwest Florida ...", "Apr 3, 2023"),
            R("https://www.ncei.noaa.gov/access/billions/events/US/2022", "Billion-Dollar Weather and Climate Disasters: 2022 | NCEI",
              "Hurricane Ian (September 2022): $112.9 billion (CPI-adjusted), 156 deaths ...", "N/A"),
            R("https://www.washingtonpost.com/climate-environment/2023/04/04/hurricane-ian-category-5-upgrade/", "Hurricane Ian was a Category 5 storm, NHC concludes - The Washington Post",
              "The upgrade makes Ian the fifth Category 5 hurricane on record to be observed near Florida's coast ...", "Apr 4, 2023"),
            R("https://www.reddit.com/r/TropicalWeather/comments/12apxxz/ian_upgraded_to_cat_5_in_tcr/", "Ian upgraded to Cat 5 in TCR : r/TropicalWeather",
              "140 kt peak just before landfall, 937 mb. Landfall still Cat 4 at 130 kt ...", "Apr 3, 2023"),
        )),
        (extract(tcr, "synoptic history, peak intensity, landfalls, deaths and damage"),
         """# Tropical Cyclone Report — Hurricane Ian (AL092022)

**23 September – 30 September 2022**

Ken Bucci, Laura Alaka, Andrew Hagen, Sandy Delgado, and John Beven
National Hurricane Center
3 April 2023

*Ian was a category 5 hurricane (on the Saffir-Simpson Hurricane Wind Scale) that made landfall as a category 4 hurricane on Cayo Costa, Florida. Ian also made landfall in western Cuba as a category 3 hurricane and later as a category 1 hurricane in South Carolina. Ian is responsible for over 150 direct and indirect deaths, and caused over $112 billion in damage, making it the costliest hurricane in Florida's history and the third costliest hurricane on record in the United States.*

## a. Synoptic History

Ian formed from a tropical wave that moved off the west coast of Africa on 14 September. A tropical depression formed over the central Caribbean Sea at 0600 UTC 23 September, about 345 n mi southeast of Kingston, Jamaica, and became a tropical storm at 0000 UTC 24 September. Ian became a hurricane at 0900 UTC 26 September and rapidly intensified to a major hurricane before making landfall in western Cuba near La Coloma, Pinar del Río, at 0830 UTC 27 September with maximum sustained winds of 110 kt.

After emerging over the southeastern Gulf of Mexico, Ian re-intensified and reached its peak intensity of 140 kt at 1200 UTC 28 September, with a minimum pressure of 937 mb, about 40 n mi west-southwest of Naples. Ian weakened slightly and made landfall on Cayo Costa, Florida, at 1905 UTC 28 September with maximum winds of 130 kt and a minimum pressure of 940 mb. A second Florida landfall occurred near Punta Gorda at 2035 UTC. Ian moved across the Florida peninsula, emerged over the Atlantic, re-strengthened to a hurricane, and made a final landfall near Georgetown, South Carolina, at 1805 UTC 30 September with maximum winds of 70 kt.

## b. Meteorological Statistics (selected)

| Date/Time (UTC) | Latitude (°N) | Longitude (°W) | Pressure (mb) | Wind Speed (kt) | Stage |
| --- | --- | --- | --- | --- | --- |
| 23 / 0600 | 13.8 | 72.4 | 1006 | 30 | tropical depression |
| 24 / 0000 | 14.6 | 75.6 | 1004 | 35 | tropical storm |
| 26 / 0900 | 18.0 | 81.3 | 985 | 65 | hurricane |
| 27 / 0830 | 22.4 | 83.7 | 947 | 110 | hurricane (landfall, Cuba) |
| 28 / 1200 | 26.1 | 82.7 | 937 | 140 | hurricane (peak) |
| 28 / 1905 | 26.7 | 82.2 | 940 | 130 | hurricane (landfall, Cayo Costa) |
| 30 / 1805 | 33.2 | 79.2 | 977 | 70 | hurricane (landfall, SC) |

## c. Casualty and Damage Statistics

Ian is responsible for 156 deaths, including 66 direct deaths. Damage in the United States is estimated at $112.9 billion (2022 USD)."""),
        (memory("add", dict=m1), added(*m1)),
        (search("NHC Hurricane Ian advisory archive 2022 public advisories"), sr(
            R(arch, "Hurricane IAN Advisory Archive - National Hurricane Center",
              "Public advisories, forecast discussions, forecast advisories, wind speed probabilities and graphics for Ian, 23–30 September 2022 ...", "N/A"),
            R("https://www.nhc.noaa.gov/archive/2022/al09/al092022.public.022.shtml", "Hurricane IAN Public Advisory Number 22 - NHC",
              "...EYE OF IAN MOVING ONSHORE ALONG THE SOUTHWESTERN FLORIDA COAST AS AN EXTREMELY DANGEROUS CATEGORY 4 HURRICANE...", "N/A"),
            R("https://www.nhc.noaa.gov/gis/archive_besttrack.php?year=2022", "NHC GIS Archive - Best Track 2022",
              "Preliminary and final best track shapefiles for 2022 Atlantic storms including AL092022 (Ian) ...", "N/A"),
            R("https://www.nhc.noaa.gov/data/hurdat/hurdat2-1851-2022-050423.txt", "HURDAT2 Atlantic 1851-2022 - NHC",
              "AL092022, IAN, 41, ... 20220923, 0600, , TD, 13.8N, 72.4W, 30, 1006 ...", "N/A"),
        )),
        (extract(arch, "list of advisories and the storm identifier"),
         """# Hurricane IAN Advisory Archive

**National Hurricane Center · 2022 Atlantic Hurricane Season**

Storm: Hurricane IAN (AL102022) · Advisories issued 23 September – 1 October 2022

| Advisory | Issued | Public Advisory | Forecast Advisory | Discussion | Wind Speed Probabilities |
| --- | --- | --- | --- | --- | --- |
| 1 | 23 Sep 2022, 1100 AM EDT | Public #1 | Forecast #1 | Discussion #1 | — |
| 5 | 24 Sep 2022, 1100 AM EDT | Public #5 | Forecast #5 | Discussion #5 | Probs #5 |
| 12 | 26 Sep 2022, 0500 AM EDT | Public #12 | Forecast #12 | Discussion #12 | Probs #12 |
| 16 | 27 Sep 2022, 0500 AM EDT | Public #16 | Forecast #16 | Discussion #16 | Probs #16 |
| 20 | 28 Sep 2022, 0500 AM EDT | Public #20 | Forecast #20 | Discussion #20 | Probs #20 |
| 22 | 28 Sep 2022, 0500 PM EDT | Public #22 | Forecast #22 | Discussion #22 | Probs #22 |
| 27 | 29 Sep 2022, 1100 PM EDT | Public #27 | Forecast #27 | Discussion #27 | Probs #27 |
| 30 | 30 Sep 2022, 0500 PM EDT | Public #30 | Forecast #30 | Discussion #30 | Probs #30 |
| 32 | 1 Oct 2022, 0500 AM EDT | Public #32 | — | — | — |

*Intermediate public advisories (A-series) are listed on the individual advisory pages. Times shown in Eastern Daylight Time.*

[Graphics archive] [Tropical Cyclone Report] [Best track (GIS)]"""),
        (memory("add", dict=m2), added(*m2)),
        (memory("retrieve_all"), got({**m1, **m2})),
    ]
    rs.add(task="search", tid="h47-search-21", system=SYSTEM, turns=turns,
           state=state("2024-09-28 12:25 UTC", "Two years after Hurricane Ian: how strong was it at peak and at its Florida landfall, and what did it cost in lives and damage?"),
           bad=True, turn=5, kind="storm identifier drifts from AL092022 to AL102022 on the advisory archive page")


# Formula 1 records research, search/extract/memory — clean
def t22(rs: RowSet) -> None:
    v1 = "2023: 19 wins from 22 races (86.4%), 575 points, 21 podiums, 12 poles; champion by 290 pts over Pérez"
    v2 = ("2023: 19 wins from 22 races (86.36% — highest win rate in a season, ahead of Ascari 1952 75.00%), 575 points, 21 podiums, "
          "12 poles, record 10 consecutive wins (Miami–Monza); champion by 290 pts over Pérez")
    turns = [
        (search("Max Verstappen 2023 season records 19 wins 575 points"), sr(
            R("https://en.wikipedia.org/wiki/2023_Formula_One_World_Championship", "2023 Formula One World Championship - Wikipedia",
              "Max Verstappen won his third consecutive Drivers' Championship with a record 19 wins from 22 races and a record 575 points ... Red Bull won 21 of the 22 races ...", "N/A"),
            R("https://www.formula1.com/en/latest/article/stats-and-facts-verstappen-record-breaking-2023-season.7Gm1tG0uHAdjKTFaO0bqNN", "Stats & Facts: The records Max Verstappen broke in 2023 - Formula 1",
              "Most wins in a season (19), most consecutive wins (10), highest percentage of wins in a season (86.36%), most points (575), most laps led in a season ...", "Nov 27, 2023"),
            R("https://www.autosport.com/f1/news/verstappen-2023-records-list/10547211/", "All the records Verstappen broke in his 2023 F1 season - Autosport",
              "Verstappen led 1,003 of the 1,325 laps in 2023 and finished on the podium in 21 of 22 races ...", "Nov 27, 2023"),
            R("https://www.espn.com/f1/story/_/id/38975024/max-verstappen-red-bull-2023-season-records", "Max Verstappen's record-breaking 2023 by the numbers - ESPN",
              "He finished 290 points clear of teammate Sergio Pérez, the largest winning margin in F1 history ...", "Nov 26, 2023"),
            R("https://www.statsf1.com/en/2023.aspx", "Season 2023 - STATS F1",
              "22 Grands Prix, 19 victories for Verstappen, 2 for Pérez, 1 for Sainz ...", "N/A"),
            R("https://www.reddit.com/r/formula1/comments/184b9lp/verstappens_2023_season_in_numbers/", "Verstappen's 2023 season in numbers : r/formula1",
              "19/22 wins, 21/22 podiums, the only non-podium was Singapore (P5) ...", "Nov 27, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/2023_Formula_One_World_Championship", "drivers' and constructors' standings and race winners"),
         """# 2023 Formula One World Championship

From Wikipedia, the free encyclopedia

The **2023 FIA Formula One World Championship** was a motor racing championship for Formula One cars and was the 74th running of the Formula One World Championship. The championship was contested over 22 Grands Prix; the Emilia Romagna Grand Prix was cancelled because of flooding and the Chinese Grand Prix because of COVID-19 restrictions.

Max Verstappen secured his third consecutive World Drivers' Championship at the Qatar sprint race. He won 19 of the 22 races, breaking his own record of 15 wins set in 2022, and scored a record 575 points. Red Bull Racing won 21 of the 22 races, the only exception being the Singapore Grand Prix, won by Carlos Sainz Jr. of Ferrari.

## Drivers' standings (top 10)

| Pos. | Driver | Team | Wins | Podiums | Poles | Points |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Max Verstappen | Red Bull Racing-Honda RBPT | 19 | 21 | 12 | 575 |
| 2 | Sergio Pérez | Red Bull Racing-Honda RBPT | 2 | 9 | 2 | 285 |
| 3 | Lewis Hamilton | Mercedes | 0 | 6 | 1 | 234 |
| 4 | Fernando Alonso | Aston Martin Aramco-Mercedes | 0 | 8 | 0 | 206 |
| 5 | Charles Leclerc | Ferrari | 0 | 6 | 5 | 206 |
| 6 | Lando Norris | McLaren-Mercedes | 0 | 7 | 0 | 205 |
| 7 | Carlos Sainz Jr. | Ferrari | 1 | 3 | 2 | 200 |
| 8 | George Russell | Mercedes | 0 | 2 | 0 | 175 |
| 9 | Oscar Piastri | McLaren-Mercedes | 0 | 2 | 0 | 97 |
| 10 | Lance Stroll | Aston Martin Aramco-Mercedes | 0 | 0 | 0 | 74 |

Alonso placed ahead of Leclerc on countback (more podium finishes).

## Constructors' standings (top 5)

| Pos. | Constructor | Points |
| --- | --- | --- |
| 1 | Red Bull Racing-Honda RBPT | 860 |
| 2 | Mercedes | 409 |
| 3 | Ferrari | 406 |
| 4 | McLaren-Mercedes | 302 |
| 5 | Aston Martin Aramco-Mercedes | 280 |"""),
        (memory("add", dict={"ver_2023": v1}), added("ver_2023")),
        (search("Formula 1 highest percentage of wins in a season record Ascari 1952 Schumacher 2004"), sr(
            R("https://en.wikipedia.org/wiki/List_of_Formula_One_driver_records", "List of Formula One driver records - Wikipedia",
              "Highest percentage of wins in a season: Max Verstappen 86.36% (2023) ... Alberto Ascari 75.00% (1952) ...", "N/A"),
            R("https://www.formula1.com/en/latest/article/stats-and-facts-verstappen-record-breaking-2023-season.7Gm1tG0uHAdjKTFaO0bqNN", "Stats & Facts: The records Max Verstappen broke in 2023 - Formula 1",
              "Most wins in a season (19), most consecutive wins (10), highest percentage of wins in a season (86.36%), most points (575), most laps led in a season ...", "Nov 27, 2023"),
            R("https://www.motorsport.com/f1/news/most-dominant-f1-seasons-ever/10489211/", "The most dominant F1 seasons of all time, ranked - Motorsport.com",
              "Ascari won six of the seven championship races he started in 1952; counting the Indianapolis 500, that is six of eight ...", "Sep 24, 2023"),
            R("https://www.racefans.net/2023/11/27/verstappen-2023-most-dominant-season-statistics/", "Was Verstappen's 2023 the most dominant season in F1 history? - RaceFans",
              "By win ratio, only Ascari's 1952 comes close; by margin, no champion had ever finished so far ahead of the runner-up ...", "Nov 27, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_Formula_One_driver_records", "most wins in a season and highest win percentage in a season"),
         """# List of Formula One driver records

From Wikipedia, the free encyclopedia

*(section: Wins)*

### Most wins in a season

| Rank | Driver | Season | Wins | Races | Percentage |
| --- | --- | --- | --- | --- | --- |
| 1 | Max Verstappen | 2023 | 19 | 22 | 86.36% |
| 2 | Max Verstappen | 2022 | 15 | 22 | 68.18% |
| 3 | Michael Schumacher | 2004 | 13 | 18 | 72.22% |
| 3 | Sebastian Vettel | 2013 | 13 | 19 | 68.42% |
| 5 | Michael Schumacher | 2002 | 11 | 17 | 64.71% |
| 5 | Sebastian Vettel | 2011 | 11 | 19 | 57.89% |
| 5 | Lewis Hamilton | 2014 | 11 | 19 | 57.89% |
| 5 | Lewis Hamilton | 2018 | 11 | 21 | 52.38% |
| 5 | Lewis Hamilton | 2019 | 11 | 21 | 52.38% |
| 5 | Lewis Hamilton | 2020 | 11 | 17 | 64.71% |

### Highest percentage of wins in a season

| Rank | Driver | Season | Wins | Races | Percentage |
| --- | --- | --- | --- | --- | --- |
| 1 | Max Verstappen | 2023 | 19 | 22 | 86.36% |
| 2 | Alberto Ascari | 1952 | 6 | 8 | 75.00% |
| 3 | Michael Schumacher | 2004 | 13 | 18 | 72.22% |
| 4 | Jim Clark | 1963 | 7 | 10 | 70.00% |
| 5 | Sebastian Vettel | 2013 | 13 | 19 | 68.42% |
| 6 | Max Verstappen | 2022 | 15 | 22 | 68.18% |
| 7 | Juan Manuel Fangio | 1954 | 6 | 9 | 66.67% |

*Percentages count all rounds of the championship, including the Indianapolis 500 from 1950 to 1960.*

### Most consecutive wins

| Driver | Wins | Seasons | From | To |
| --- | --- | --- | --- | --- |
| Max Verstappen | 10 | 2023 | Miami Grand Prix | Italian Grand Prix |
| Sebastian Vettel | 9 | 2013 | Belgian Grand Prix | Brazilian Grand Prix |"""),
        (memory("update", dict={"ver_2023": v2}), updated("ver_2023")),
    ]
    rs.add(task="search", tid="h47-search-22", system=SYSTEM, turns=turns,
           state=state("2024-01-08 10:37 UTC", "How dominant was Max Verstappen's 2023 Formula 1 season compared with the best seasons in history?"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
