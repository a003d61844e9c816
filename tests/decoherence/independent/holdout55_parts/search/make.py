# ruff: noqa: E501
"""Held-out set h55, domain ``search``: 22 deep-research trajectories over web_search, web_extractor and dict_memory.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with what an earlier
observation established, with no action in between that could change it); eleven are clean but full of
legitimate changes (memory updates and removals, re-ranked results, dated revisions, live counters,
different measures of the same thing). Run ``python3 -m tests.decoherence.independent.holdout55_parts.search.make``
from the repository root to write ``search_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Perform batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
        "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetch a webpage and return its main content as Markdown, focused on the given goal.",
        "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."}, "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}}, "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
        "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object", "description": "Key-value pairs for add/update."}, "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}}, "required": ["operation"]}}},
]

SYSTEM_HEAD = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and generate realistic, contextually appropriate responses, with factual accuracy as the top priority and consistency with everything shown earlier in the session.

## Task Definition

Given the previous tool calls and their responses in this session (historical context), the current tool call (web_search, web_extractor or dict_memory) and, optionally, a simulation instruction, predict the **exact tool response** a real execution environment would return.

# Environment Management

The initial state is given with the first action (usually empty memory and no search history).

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents and query progression.

# Environment Execution

### web_search

Input: `{"queries": ["query1", ...]}`. Output format, 10 results per query (for a batch, 10 results for EACH query in order, each block headed by the query):

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Use `[1]`, `[2]`, `[3]` numbering; URLs must match the topic; `Date: N/A` for undated reference pages, realistic dates for news and blogs.
- Snippets tease key facts; mix highly relevant, moderately relevant and background results from diverse sources.

### web_extractor

Input: `{"url": "...", "goal": "..."}`. Output: the page's main text as Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`), minimal boilerplate. Content MUST align with prior search snippets for the same URL and with any earlier extraction of it. Unreachable pages return an error message.

### dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly the data previously stored.

# Key Principles

Format (follow the output formats above), Factuality (reference answer, then real-world knowledge, then cautious inference; never invent entities or figures), Consistency (with history, memory state and earlier snippets), Realism (real search-engine ranking and page structure), Quality (complete yet concise).

# Input Definitions & Action Space

"""


def system(instruction: str | None = None) -> str:
    text = SYSTEM_HEAD + json.dumps(TOOLS, indent=1, ensure_ascii=False)
    if instruction:
        text += "\n\n# Simulation Instruction\n\n" + instruction
    return text


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def hits(*items: tuple[str, str, str, str]) -> str:
    """One query's ranked results, as the search tool prints them."""
    return fence(results(*items))


def batch(*blocks: tuple[str, list[tuple[str, str, str, str]]]) -> str:
    """Several queries in one call: one numbered block of results per query, in order."""
    parts = [f"=== Results for query: \"{q}\" ===\n\n" + results(*items) for q, items in blocks]
    return fence("\n\n".join(parts))


def state(date: str, mem: dict[str, Any] | None = None, note: str = "") -> str:
    lines = [f"Session date: {date}", "Search history: none (new session)"]
    lines.append("Memory: empty" if not mem else "Memory (carried over from an earlier session):\n" + json.dumps(mem, indent=2, ensure_ascii=False))
    if note:
        lines.append(note)
    return "\n".join(lines)


class Mem:
    """The dict_memory store: each method returns (action, observation) and keeps the true state."""

    def __init__(self, init: dict[str, Any] | None = None) -> None:
        self.d: dict[str, Any] = dict(init or {})

    def add(self, kv: dict[str, Any]) -> tuple[str, str]:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {list(kv)} to memory."

    def update(self, kv: dict[str, Any]) -> tuple[str, str]:
        assert all(k in self.d for k in kv), kv
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {list(kv)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def remove_all(self) -> tuple[str, str]:
        self.d.clear()
        return memory("remove_all"), "Successfully cleared all memory."

    def retrieve(self, keys: list[str], fake: dict[str, Any] | None = None) -> tuple[str, str]:
        shown = {k: self.d[k] for k in keys if k in self.d}
        shown.update(fake or {})
        missing = [k for k in keys if k not in self.d and k not in (fake or {})]
        out = "Retrieved items:\n" + json.dumps(shown, indent=2, ensure_ascii=False) if shown else ""
        if missing:
            out += ("\n" if out else "") + f"Key not found: {missing}"
        return memory("retrieve", key_list=keys), out

    def retrieve_all(self, fake: dict[str, Any] | None = None, drop: tuple[str, ...] = ()) -> tuple[str, str]:
        shown = {k: v for k, v in self.d.items() if k not in drop}
        shown.update(fake or {})
        if not shown:
            return memory("retrieve_all"), "Memory is empty."
        return memory("retrieve_all"), f"All items in memory ({len(shown)}):\n" + json.dumps(shown, indent=2, ensure_ascii=False)



# 01 clean: D-Day 80th anniversary (BBC, Wikipedia, gov.uk)
def t01(rs: RowSet) -> None:
    m = Mem()
    bbc = "https://www.bbc.com/news/articles/c2vvx4xnpzlo"
    wiki = "https://en.wikipedia.org/wiki/Normandy_landings"
    turns = [
        (search("D-Day 80th anniversary commemorations 6 June 2024 veterans world leaders"), hits(
            (bbc, "D-Day 80: King pays tribute to veterans as world leaders gather in Normandy - BBC News", "The King and Prime Minister joined about 200 veterans of the Normandy campaign at the British Normandy Memorial at Ver-sur-Mer, before the international ceremony at Omaha Beach ...", "Jun 6, 2024"),
            ("https://www.gov.uk/government/news/d-day-80-national-commemorations", "D-Day 80: national commemorations - GOV.UK", "The UK's national commemorative event took place on Southsea Common, Portsmouth, on 5 June 2024, followed by events in Normandy on 6 June ...", "May 22, 2024"),
            ("https://www.theguardian.com/world/article/2024/jun/06/d-day-80th-anniversary-normandy-ceremonies", "D-day 80th anniversary: veterans and leaders mark landings in Normandy | The Guardian", "Joe Biden, Emmanuel Macron, King Charles and Volodymyr Zelenskyy among those at Omaha beach for the main international ceremony ...", "Jun 6, 2024"),
            (wiki, "Normandy landings - Wikipedia", "The Normandy landings were the landing operations and associated airborne operations on 6 June 1944 of the Allied invasion of Normandy in Operation Overlord ...", "N/A"),
            ("https://www.defense.gov/News/Feature-Stories/Story/Article/3797544/", "Biden, Austin Honor D-Day Veterans at 80th Anniversary Ceremony", "President Joe Biden and Defense Secretary Lloyd J. Austin III joined World War II veterans at the Normandy American Cemetery in Colleville-sur-Mer ...", "Jun 6, 2024"),
            ("https://www.elysee.fr/emmanuel-macron/2024/06/06/commemorations-du-80e-anniversaire-du-debarquement", "Commémorations du 80e anniversaire du Débarquement | Élysée", "Cérémonie internationale à Omaha Beach en présence de chefs d'État et de gouvernement et de vétérans ...", "Jun 6, 2024"),
            ("https://www.reuters.com/world/europe/world-leaders-veterans-mark-80th-anniversary-d-day-2024-06-06/", "World leaders, veterans mark 80th anniversary of D-Day | Reuters", "Dozens of veterans, most aged 98 or older, returned to the beaches of Normandy on Thursday as leaders ...", "Jun 6, 2024"),
            ("https://www.normandythenandnow.com/d-day-80-schedule/", "D-Day 80 schedule of events - Normandy Then and Now", "Full schedule of the commemorations from 1 to 10 June 2024: parachute drops, parades, fireworks and memorial services ...", "Apr 29, 2024"),
            ("https://www.reddit.com/r/history/comments/1d9h2km/d_day_80_anniversary_thread/", "D-Day 80th anniversary thread : r/history", "Share your family stories and photos from the commemorations. Mods note: please keep discussion civil ...", "Jun 6, 2024"),
            ("https://www.britishnormandymemorial.org/d-day-80", "D-Day 80 | The British Normandy Memorial", "The Memorial at Ver-sur-Mer records the names of 22,442 servicemen and women under British command who died on D-Day and in the Battle of Normandy ...", "N/A"),
        )),
        (extract(bbc, "who attended the 6 June 2024 ceremonies, how many veterans, where the main ceremony was held"), """# D-Day 80: King pays tribute to veterans as world leaders gather in Normandy

**By Sean Coughlan, Royal correspondent, and Paul Kirby, Europe digital editor**

6 June 2024

The King has paid tribute to the "courage, resolve and solidarity" of the Allied forces who landed in Normandy 80 years ago, as about 200 veterans of the campaign returned to France for what is likely to be the last major anniversary many of them will attend.

Speaking at the British Normandy Memorial at Ver-sur-Mer, overlooking Gold Beach, King Charles said: "We owe them a debt we can never fully repay."

## The day's events

| Time (CEST) | Event | Location |
|---|---|---|
| 07:25 | Piper plays on Gold Beach at the time the first British troops landed | Arromanches |
| 10:30 | UK national commemorative event | British Normandy Memorial, Ver-sur-Mer |
| 11:00 | US commemoration | Normandy American Cemetery, Colleville-sur-Mer |
| 13:00 | Canadian ceremony | Juno Beach Centre, Courseulles-sur-Mer |
| 15:00 | International ceremony | Omaha Beach, Saint-Laurent-sur-Mer |

## World leaders

The international ceremony at Omaha Beach was hosted by French President Emmanuel Macron. Among about 25 heads of state and government present were US President Joe Biden, the King and Queen, the Prince of Wales, Canadian Prime Minister Justin Trudeau, German Chancellor Olaf Scholz and Ukrainian President Volodymyr Zelensky. Russia was not invited.

Prime Minister Rishi Sunak attended the British event at Ver-sur-Mer in the morning but left before the international ceremony, a decision for which he later apologised.

## The veterans

Most of the veterans who made the journey are aged 98 or older; the oldest British veteran in Normandy this year is 104. Many travelled with the Royal British Legion and the Spirit of Normandy Trust.

> "I'm not a hero. The heroes are the ones who didn't come back," said one veteran, who landed on Sword Beach with the Royal Engineers.

On the eve of the anniversary, the UK's national commemorative event took place on Southsea Common in Portsmouth, from where many of the invasion ships sailed in 1944.

### Related topics

- Second World War
- France
- King Charles III
"""),
        m.add({"event": "D-Day 80th anniversary commemorations", "date": "2024-06-06", "main_international_ceremony": "Omaha Beach, Saint-Laurent-sur-Mer (host: Emmanuel Macron)", "uk_ceremony": "British Normandy Memorial, Ver-sur-Mer", "veterans_attending": "about 200 (BBC)"}),
        (search("D-Day 6 June 1944 Allied casualties confirmed dead figures"), hits(
            (wiki, "Normandy landings - Wikipedia", "Allied casualties on D-Day have been estimated at 10,000, including 4,414 confirmed dead. German casualties are estimated at 4,000 to 9,000 ...", "N/A"),
            ("https://www.nationalww2museum.org/students-teachers/student-resources/research-starters/d-day-and-battle-normandy-your-questions-answered", "D-Day and the Battle of Normandy: Your Questions Answered", "How many Allied troops died on D-Day? The total number of Allied deaths on D-Day is estimated at 4,414 ...", "N/A"),
            ("https://www.ddaymuseum.co.uk/d-day/d-day-and-the-battle-of-normandy-your-questions-answered", "D-Day and the Battle of Normandy: your questions answered | The D-Day Story", "Allied casualty figures for D-Day have been estimated at around 10,000, including 4,414 confirmed dead ...", "N/A"),
            ("https://www.britannica.com/event/Normandy-Invasion", "Normandy Invasion | Summary, Map, Casualties, & Facts | Britannica", "By the end of D-Day, some 156,000 Allied troops had landed by sea and air; casualties numbered in the thousands ...", "N/A"),
            ("https://www.history.com/topics/world-war-ii/d-day", "D-Day - Normandy Invasion, Facts & Significance | HISTORY", "More than 4,000 Allied troops lost their lives in the D-Day invasion, with thousands more wounded or missing ...", "Jun 5, 2024"),
            ("https://www.abmc.gov/node/1133", "Normandy American Cemetery | American Battle Monuments Commission", "The cemetery contains the graves of 9,388 American military dead, most of whom lost their lives in the D-Day landings and ensuing operations ...", "N/A"),
            ("https://www.junobeach.org/canada-in-wwii/articles/d-day/", "D-Day - Juno Beach Centre", "Of the 14,000 Canadians who landed on D-Day, 359 were killed and 715 wounded ...", "N/A"),
            ("https://www.iwm.org.uk/history/what-happened-on-d-day", "What Happened On D-Day? | Imperial War Museums", "D-Day, 6 June 1944, was the largest seaborne invasion in history; nearly 7,000 vessels took part ...", "N/A"),
            ("https://history.stackexchange.com/questions/40127/how-reliable-are-d-day-casualty-figures", "How reliable are D-Day casualty figures? - History Stack Exchange", "The 4,414 figure comes from research by the D-Day Memorial Foundation in Bedford, Virginia, which spent years identifying ...", "Jun 11, 2017"),
            ("https://www.dday.org/", "National D-Day Memorial - Bedford, Virginia", "The National D-Day Memorial honors the Allied forces that participated in the invasion; the Foundation's research identified 4,414 Allied deaths ...", "N/A"),
        )),
        (extract(wiki, "casualty figures for 6 June 1944, troops landed, infobox"), """# Normandy landings

From Wikipedia, the free encyclopedia

| Normandy landings | |
| --- | --- |
| Part of Operation Overlord and the Western Front of World War II | |
| Date | 6 June 1944 |
| Location | Normandy, France |
| Result | Allied victory |
| **Belligerents** | |
| Allies | United States, United Kingdom, Canada, Free France, Australia, Norway, Poland and others |
| Axis | Germany |
| **Commanders and leaders** | |
| Allies | Dwight D. Eisenhower, Bernard Montgomery, Bertram Ramsay, Trafford Leigh-Mallory |
| Axis | Gerd von Rundstedt, Erwin Rommel |
| **Strength** | |
| Allies | 156,000 soldiers; 195,700 naval personnel |
| Germany | 50,350+ |
| **Casualties and losses** | |
| Allies | 10,000+ casualties; 4,414 confirmed dead |
| Germany | 4,000–9,000 |

The **Normandy landings** were the landing operations and associated airborne operations on 6 June 1944 of the Allied invasion of Normandy in Operation Overlord during the Second World War. Codenamed Operation Neptune and often referred to as D-Day, it is the largest seaborne invasion in history.

## Casualties

The Allies suffered at least 10,000 casualties on D-Day, including 4,414 confirmed dead. Of these, 2,499 were American and 1,915 were from the other Allied nations. The figure of 4,414 deaths was established by the National D-Day Memorial Foundation after extensive research; earlier estimates had been closer to 2,500.

| Beach or sector | Forces | Casualties (approx.) |
| --- | --- | --- |
| Utah | US 4th Infantry Division | 197 |
| Omaha | US 1st and 29th Infantry Divisions | 2,000–5,000 |
| Gold | British 50th Division | 1,000–1,100 |
| Juno | 3rd Canadian Division | 961 (340 killed) |
| Sword | British 3rd Division | 683 |
| Airborne | US 82nd and 101st; British 6th Airborne | about 2,300 (US) and about 1,200 (British) killed, wounded or missing |

German casualties on D-Day have been estimated at 4,000 to 9,000 men.

## Commemoration

The landings are commemorated each year on 6 June. Major anniversary events were held in 2004 (60th), 2014 (70th), 2019 (75th) and 2024 (80th), when about 200 veterans attended ceremonies in Normandy.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Normandy_landings&oldid=1228052117"
"""),
        m.add({"allied_casualties_6_june_1944": "10,000+ casualties, of which 4,414 confirmed dead (2,499 US, 1,915 other Allies)", "german_casualties_6_june_1944": "4,000-9,000 (estimate)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-01", system("Target Query: How many veterans attended the D-Day 80th anniversary in Normandy, and how many Allied servicemen were confirmed dead on 6 June 1944?"), turns, state=state("2024-06-10"))


# 02 bad (turn 7): archaeology, Noerdlingen bronze sword (BLfD, HeritageDaily); memory reads back a changed list member
def t02(rs: RowSet) -> None:
    m = Mem()
    blfd = "https://www.blfd.bayern.de/blfd/aktuell/2023/fundmeldung-noerdlingen-schwert"
    hd = "https://www.heritagedaily.com/2023/06/bronze-age-sword-found-in-bavaria-is-so-well-preserved-it-almost-shines/147812"
    grave = "a man, a woman and a boy, buried in quick succession"
    turns = [
        (search("Nördlingen Bronze Age sword octagonal hilt 2023 discovery grave"), hits(
            (blfd, "Fundmeldung: Bronzezeitliches Schwert in Nördlingen entdeckt - BLfD", "Bei Ausgrabungen in Nördlingen (Landkreis Donau-Ries) ist ein außergewöhnlich gut erhaltenes Schwert aus dem späten 14. Jahrhundert v. Chr. gefunden worden ...", "Jun 14, 2023"),
            (hd, "Bronze Age sword found in Bavaria is so well preserved it almost shines - HeritageDaily", "Archaeologists have uncovered a Bronze Age sword during excavations in Nördlingen, Bavaria. The sword, with an octagonal hilt, was found in a grave ...", "Jun 15, 2023"),
            ("https://www.bbc.com/news/world-europe-65917584", "Bronze Age sword found in Germany is 'so well preserved it almost shines' - BBC News", "The weapon, more than 3,000 years old, was found in a grave in which a man, a woman and a boy had been buried ...", "Jun 16, 2023"),
            ("https://www.smithsonianmag.com/smart-news/3000-year-old-sword-found-in-germany-180982388/", "This 3,000-Year-Old Sword Is So Well-Preserved It Still Shines | Smithsonian", "The octagonal-hilt sword was likely cast by a skilled smith; it's unclear whether the three people buried with it were related ...", "Jun 20, 2023"),
            ("https://www.theguardian.com/science/2023/jun/16/bronze-age-sword-germany-nordlingen", "3,000-year-old bronze sword found in Germany | The Guardian", "The sword dates back to the end of the 14th century BC and is in such good condition it 'almost still shines', say archaeologists ...", "Jun 16, 2023"),
            ("https://www.augsburger-allgemeine.de/donauwoerth/noerdlingen-schwert-bronzezeit-fund", "Sensationsfund in Nördlingen: 3000 Jahre altes Schwert - Augsburger Allgemeine", "Das Achtkantschwert lag in einem Grab mit drei Bestatteten. Die Fundstelle liegt in einem Baugebiet ...", "Jun 14, 2023"),
            ("https://www.livescience.com/archaeology/3000-year-old-bronze-age-sword-discovered-in-germany", "3,000-year-old Bronze Age sword discovered in Germany | Live Science", "The bronze sword features an octagonal hilt and was found alongside other bronze objects in a burial ...", "Jun 15, 2023"),
            ("https://www.reddit.com/r/ArtefactPorn/comments/14alm3w/bronze_age_sword_nordlingen/", "A 3,000-year-old bronze sword found in Nördlingen, Bavaria [1280x853] : r/ArtefactPorn", "Crazy how the green patina hasn't taken over the blade. Anyone know if it was a weapon or ceremonial?", "Jun 16, 2023"),
            ("https://www.dw.com/en/bronze-age-sword-unearthed-in-bavaria/a-65932117", "Bronze Age sword unearthed in Bavaria - DW", "The sword was found during excavations in Nördlingen, between Nuremberg and Stuttgart ...", "Jun 15, 2023"),
            ("https://en.wikipedia.org/wiki/N%C3%B6rdlingen", "Nördlingen - Wikipedia", "Nördlingen is a town in the Donau-Ries district, in Swabia, Bavaria, Germany, with a population of approximately 20,674 ...", "N/A"),
        )),
        (extract(blfd, "date of the find, dating of the sword, grave context, who announced it"), """# Fundmeldung: Bronzezeitliches Schwert in Nördlingen entdeckt

**Pressemitteilung des Bayerischen Landesamts für Denkmalpflege (BLfD)**
München, 14. Juni 2023

Bei Ausgrabungen in Nördlingen (Landkreis Donau-Ries) hat ein Grabungsteam ein außergewöhnlich gut erhaltenes Bronzeschwert entdeckt. Das Schwert stammt nach erster Einschätzung aus dem Ende des 14. Jahrhunderts v. Chr., der mittleren Bronzezeit.

## Der Fund

- **Fundort:** Nördlingen, Landkreis Donau-Ries (Schwaben)
- **Objekt:** Vollgriffschwert vom Typ Achtkantschwert (achteckiger Griff)
- **Material:** Bronze; Griff über der Klinge gegossen und mit zwei Nieten befestigt
- **Fundkontext:** Grab mit drei Bestatteten – einem Mann, einer Frau und einem Jungen –, die kurz nacheinander beigesetzt wurden. Ob und wie die drei miteinander verwandt waren, ist noch unklar.
- **Weitere Beigaben:** Bronzeobjekte (u. a. Nadeln, Gefäßreste)

> „Das Schwert und die Bestattung müssen noch untersucht werden, damit unsere Archäologinnen und Archäologen diesen Fund genauer einordnen können. Aber schon jetzt können wir sagen: Der Erhaltungszustand ist außergewöhnlich. Ein Fund wie dieser ist sehr selten!"
> — Prof. Mathias Pfeil, Generalkonservator des BLfD

## Einordnung

Achtkantschwerter wurden nur von spezialisierten Schmieden hergestellt; die Herstellung des Griffs in Überfangguss ist technisch anspruchsvoll. Die Klinge zeigt keine sichtbaren Schnittspuren, doch der Schwerpunkt im vorderen Klingenbereich weist auf eine tatsächliche Waffe hin, nicht nur auf ein Statusobjekt.

Die Ausgrabungen werden von einer Fachfirma unter Aufsicht des BLfD durchgeführt. Die Funde werden restauriert und wissenschaftlich ausgewertet.

**Pressekontakt:** Dr. Beate Zarges, Presse- und Öffentlichkeitsarbeit, Tel. +49 89 2114-261
"""),
        (search("Achtkantschwert Nördlingen Grab Mann Frau Junge Bronzezeit Untersuchung"), hits(
            ("https://www.br.de/nachrichten/bayern/3000-jahre-altes-schwert-in-noerdlingen-gefunden", "3.000 Jahre altes Schwert in Nördlingen gefunden | BR24", "Das Bronzeschwert lag in einem Grab, in dem ein Mann, eine Frau und ein Junge bestattet wurden. Das Landesamt spricht von einem seltenen Fund ...", "Jun 14, 2023"),
            (blfd, "Fundmeldung: Bronzezeitliches Schwert in Nördlingen entdeckt - BLfD", "Grab mit drei Bestatteten – einem Mann, einer Frau und einem Jungen – die kurz nacheinander beigesetzt wurden ...", "Jun 14, 2023"),
            ("https://www.augsburger-allgemeine.de/donauwoerth/noerdlingen-schwert-bronzezeit-fund", "Sensationsfund in Nördlingen: 3000 Jahre altes Schwert - Augsburger Allgemeine", "Die Ausgrabungen fanden auf einem künftigen Baugebiet statt; das Schwert soll restauriert werden ...", "Jun 14, 2023"),
            ("https://de.wikipedia.org/wiki/Achtkantschwert", "Achtkantschwert - Wikipedia", "Das Achtkantschwert ist ein Vollgriffschwert der mittleren Bronzezeit mit achtkantigem Griff; verbreitet vor allem in Süddeutschland, Österreich und Dänemark ...", "N/A"),
            ("https://www.spiegel.de/wissenschaft/mensch/noerdlingen-archaeologen-finden-3000-jahre-altes-bronzeschwert", "Nördlingen: Archäologen finden 3000 Jahre altes Bronzeschwert - DER SPIEGEL", "Das Schwert glänzt fast noch: Im Landkreis Donau-Ries haben Archäologen einen ungewöhnlich gut erhaltenen Fund gemacht ...", "Jun 15, 2023"),
            ("https://www.zeit.de/news/2023-06/14/3000-jahre-altes-schwert-in-noerdlingen-entdeckt", "3000 Jahre altes Schwert in Nördlingen entdeckt | ZEIT ONLINE", "Ein Grabungsteam hat bei Nördlingen ein Bronzeschwert gefunden, das vermutlich aus dem 14. Jahrhundert vor Christus stammt ...", "Jun 14, 2023"),
            ("https://www.rieser-nachrichten.de/noerdlingen/schwert-fund-baugebiet", "Schwertfund im Baugebiet: Was die Archäologen jetzt vorhaben - Rieser Nachrichten", "Nach dem spektakulären Fund gehen die Grabungen im Baugebiet weiter; eine Ausstellung ist noch nicht geplant ...", "Jun 17, 2023"),
            ("https://www.archaeologie-online.de/nachrichten/bronzezeitliches-schwert-noerdlingen", "Bronzezeitliches Schwert in Nördlingen entdeckt - Archäologie Online", "Meldung des BLfD: Achtkantschwert aus einem Dreifachgrab, Ende 14. Jahrhundert v. Chr. ...", "Jun 14, 2023"),
            ("https://www.stmwk.bayern.de/pressemitteilung/bodendenkmal-noerdlingen.html", "Bodendenkmalpflege in Bayern - StMWK", "Allgemeine Informationen zu Bodendenkmälern und Fundmeldungen im Freistaat Bayern ...", "N/A"),
            ("https://forum.archaeologie-foren.de/t/achtkantschwert-noerdlingen/2291", "Achtkantschwert Nördlingen – Diskussion | Archäologie-Forum", "Kennt jemand Vergleichsfunde aus dem Ries? Der Griff sieht fast identisch aus wie beim Stück aus ...", "Jun 18, 2023"),
        )),
        (extract(hd, "English summary: age, hilt, grave, quotes"), """# Bronze Age sword found in Bavaria is so well preserved it almost shines

**HeritageDaily** | Archaeology News | June 15, 2023

Archaeologists have uncovered a Bronze Age sword during excavations in the town of Nördlingen, in the Donau-Ries district of Bavaria, Germany.

The sword dates from the end of the 14th century BC (Middle Bronze Age) and was found in a grave in which three people – a man, a woman and a boy – had been buried in quick succession. It is not yet known whether they were related.

## An octagonal hilt

The sword is of the so-called *Achtkantschwert* (octagonal sword) type. The bronze hilt was cast over the blade and secured with two rivets, a technique known as overlay casting. According to the Bavarian State Office for Monument Protection (BLfD), octagonal swords were produced only by specialised smiths.

Although the blade shows no visible cut marks, its centre of balance towards the front suggests it was intended as a functional weapon.

| Detail | Value |
|---|---|
| Find spot | Nördlingen, Donau-Ries, Bavaria |
| Period | Middle Bronze Age, end of 14th century BC |
| Type | Octagonal-hilted sword (Achtkantschwert) |
| Grave | Triple burial: man, woman, boy |
| Announced | 14 June 2023 (BLfD) |

> "The sword and the burial still have to be examined so that our archaeologists can classify this find more precisely. But we can already say that the state of preservation is extraordinary. A find like this is very rare!" – Prof. Mathias Pfeil, head of the BLfD

*Header image credit: BLfD*
"""),
        m.add({"find_site": "Nördlingen, Donau-Ries district, Bavaria", "announced": "2023-06-14 (BLfD press release)", "dating": "end of 14th century BC (Middle Bronze Age)", "hilt_type": "octagonal (Achtkantschwert), hilt overlay-cast and fixed with two rivets", "grave_occupants": grave}),
        (search("octagonal sword Achtkantschwert distribution Middle Bronze Age Denmark southern Germany"), hits(
            ("https://de.wikipedia.org/wiki/Achtkantschwert", "Achtkantschwert - Wikipedia", "Achtkantschwerter sind in Süddeutschland, Österreich und im nordischen Kreis (Dänemark, Schleswig-Holstein) verbreitet ...", "N/A"),
            ("https://www.academia.edu/38412276/Octagonal_hilted_swords_of_the_Middle_Bronze_Age", "Octagonal-hilted swords of the Middle Bronze Age: production and distribution", "A catalogue of 120+ octagonal-hilted swords discusses whether southern German and Danish examples came from the same workshops ...", "N/A"),
            ("https://natmus.dk/historisk-viden/danmark/oldtid-indtil-aar-1050/bronzealderen-1700-fkr-500-fkr/", "Bronzealderen 1700 f.Kr.-500 f.Kr. - Nationalmuseet", "Sværd med ottekantet greb (oktogonale grebsværd) er blandt bronzealderens fineste smedearbejder ...", "N/A"),
            ("https://www.jstor.org/stable/10.2307/bronze-age-swords-overlay-casting", "Overlay casting in Bronze Age sword hilts - JSTOR", "Metallographic examination of full-hilted swords shows the hilt cast directly onto the tang ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Bronze_Age_sword", "Bronze Age sword - Wikipedia", "Bronze Age swords appeared from around the 17th century BC, in the Black Sea region and the Aegean ...", "N/A"),
            (hd, "Bronze Age sword found in Bavaria is so well preserved it almost shines - HeritageDaily", "The sword is of the so-called Achtkantschwert (octagonal sword) type. The bronze hilt was cast over the blade ...", "Jun 15, 2023"),
            ("https://www.archaeology.org/news/11503-230615-germany-bronze-sword", "Bronze Age Sword Unearthed in Southern Germany - Archaeology Magazine", "The octagonal-hilted sword was found in a burial containing three individuals ...", "Jun 15, 2023"),
            ("https://www.landesmuseum-wuerttemberg.de/sammlung/bronzezeit", "Bronzezeit - Landesmuseum Württemberg", "Die Sammlung umfasst Vollgriffschwerter, Beile und Schmuck aus der Hügelgräberbronzezeit ...", "N/A"),
            ("https://www.reddit.com/r/AskHistorians/comments/14dk2q1/were_bronze_age_swords_like_the_nordlingen_one/", "Were Bronze Age swords like the Nördlingen one actually used in combat? : r/AskHistorians", "Use-wear analysis on Bronze Age swords shows many were used; the absence of visible cut marks doesn't settle it ...", "Jun 19, 2023"),
            ("https://www.sciencedirect.com/science/article/pii/S0305440318302644", "Bronze Age swords: use-wear analysis | Journal of Archaeological Science", "Experimental and archaeological use-wear on Bronze Age swords reveals combat techniques ...", "Oct 2018"),
        )),
        m.retrieve(["grave_occupants", "dating"], fake={"grave_occupants": "a man, a woman and a girl, buried in quick succession"}),
        (extract("https://de.wikipedia.org/wiki/Achtkantschwert", "typology, dating, distribution"), """# Achtkantschwert

aus Wikipedia, der freien Enzyklopädie

Das **Achtkantschwert** ist ein Typ des Vollgriffschwertes der mittleren Bronzezeit (Hügelgräberbronzezeit, etwa 15.–13. Jahrhundert v. Chr.), benannt nach dem im Querschnitt achtkantigen Griff.

## Merkmale

- Vollgriff aus Bronze, im Überfangguss auf die Griffzunge gegossen
- Befestigung mit zwei Nieten am halbrunden Heft
- Griffstange achtkantig, oft mit Rillenverzierung
- Klingenlänge meist 50–65 cm

## Verbreitung

| Region | Anzahl bekannter Exemplare (ca.) |
|---|---|
| Süddeutschland (Bayern, Baden-Württemberg) | 40 |
| Österreich | 15 |
| Dänemark und Schleswig-Holstein | 50 |
| Übrige | 15 |

Ob die süddeutschen und die nordischen Stücke aus denselben Werkstätten stammen, ist in der Forschung umstritten.

## Neufunde

- 2023: Nördlingen (Landkreis Donau-Ries), aus einem Grab mit drei Bestatteten (Mann, Frau, Junge); Ende 14. Jahrhundert v. Chr.

## Literatur

- Peter Schauer: *Die Schwerter in Süddeutschland, Österreich und der Schweiz I*. Prähistorische Bronzefunde IV,2. München 1971.
"""),
    ]
    rs.add("search", "h55-search-02", system(), turns, state=state("2023-06-21"), bad=True, turn=7,
           kind="dict_memory retrieve returns grave_occupants as 'a man, a woman and a girl' although turn 5 stored 'a man, a woman and a boy' and nothing updated it")


CENSUS_PAGE = """# Large Southern Cities Lead Nation in Population Growth

**Release Number CB24-76** | May 16, 2024

MAY 16, 2024 — Cities in the South continued to see the most population growth, according to Vintage 2023 population estimates released today by the U.S. Census Bureau. Fifteen fastest-growing large cities were in the South, with eight in Texas.

## Most populous cities

New York remained the nation's most populous city, with 8,258,035 residents on July 1, 2023, although it lost 77,863 people over the year. Los Angeles (3,820,914) and Chicago (2,664,452) followed.

### Table 1. The 15 Most Populous Cities: July 1, 2023

| Rank | Geographic area | State | Population, July 1, 2023 |
|---|---|---|---|
| 1 | New York city | New York | 8,258,035 |
| 2 | Los Angeles city | California | 3,820,914 |
| 3 | Chicago city | Illinois | 2,664,452 |
| 4 | Houston city | Texas | 2,314,157 |
| 5 | Phoenix city | Arizona | 1,650,070 |
| 6 | Philadelphia city | Pennsylvania | 1,550,542 |
| 7 | San Antonio city | Texas | {sa} |
| 8 | San Diego city | California | 1,388,320 |
| 9 | Dallas city | Texas | 1,302,868 |
| 10 | Jacksonville city | Florida | 985,843 |
| 11 | Austin city | Texas | 979,882 |
| 12 | Fort Worth city | Texas | 978,468 |
| 13 | San Jose city | California | 969,655 |
| 14 | Columbus city | Ohio | 913,175 |
| 15 | Charlotte city | North Carolina | 911,311 |

### Table 2. The 5 Cities With the Largest Numeric Increase: 2022 to 2023

| Rank | Geographic area | State | Numeric increase |
|---|---|---|---|
| 1 | San Antonio city | Texas | 21,970 |
| 2 | Fort Worth city | Texas | 21,365 |
| 3 | Houston city | Texas | 18,131 |
| 4 | Charlotte city | North Carolina | 15,467 |
| 5 | Jacksonville city | Florida | 14,384 |

## Fort Worth passes 1 million? Not yet

Fort Worth (978,468) moved past San Jose to become the 12th most populous city and is on track to pass the one-million mark within a few years.

## About the estimates

The Census Bureau's Population Estimates Program (PEP) produces estimates of the population for the nation, states, counties, cities and towns. The estimates are based on the 2020 Census and use administrative records to update the population each year. Vintage 2023 estimates are for July 1, 2023; they supersede all previous vintages.

**Contact:** Public Information Office, 301-763-3030, pio@census.gov

*Page Last Revised - May 16, 2024*
"""


# 03 bad (turn 8): city populations and mayors (census.gov); a re-extraction of the same release changes one table value
def t03(rs: RowSet) -> None:
    m = Mem()
    cb = "https://www.census.gov/newsroom/press-releases/2024/subcounty-population-estimates.html"
    wl = "https://en.wikipedia.org/wiki/List_of_United_States_cities_by_population"
    sa_mayor = "https://www.sanantonio.gov/Mayor-Council/Mayor"
    turns = [
        (search("largest US cities population July 1 2023 Census Bureau Vintage 2023 estimates"), hits(
            (cb, "Large Southern Cities Lead Nation in Population Growth - Census.gov", "Cities in the South continued to see the most population growth, according to Vintage 2023 population estimates released today by the U.S. Census Bureau ...", "May 16, 2024"),
            (wl, "List of United States cities by population - Wikipedia", "The table below lists the 346 incorporated places with a population of at least 100,000 on July 1, 2023, as estimated by the United States Census Bureau ...", "N/A"),
            ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-total-cities-and-towns.html", "City and Town Population Totals: 2020-2023 - Census.gov", "Annual Estimates of the Resident Population for Incorporated Places of 20,000 or More (SUB-IP-EST2023-POP) ...", "May 16, 2024"),
            ("https://www.texastribune.org/2024/05/16/texas-cities-population-growth-census/", "Texas cities dominate list of fastest-growing in the U.S. | The Texas Tribune", "San Antonio added nearly 22,000 residents between 2022 and 2023, more than any other U.S. city ...", "May 16, 2024"),
            ("https://www.nytimes.com/2024/05/16/us/census-population-cities-south.html", "Southern Cities Keep Growing, New Census Figures Show - The New York Times", "New York City lost about 78,000 residents last year but remains by far the largest city ...", "May 16, 2024"),
            ("https://worldpopulationreview.com/us-cities", "Population of Cities in the United States 2024 - World Population Review", "New York City, NY 8,097,282 (2024 projection); Los Angeles 3,795,936; Chicago 2,638,159 ...", "Jun 2, 2024"),
            ("https://www.axios.com/2024/05/16/fastest-growing-cities-census-2023", "The fastest-growing U.S. cities - Axios", "Fort Worth moved past San Jose and is closing in on 1 million people ...", "May 16, 2024"),
            ("https://www.statista.com/statistics/183483/population-of-the-largest-us-cities/", "Largest cities in the U.S. by population 2023 | Statista", "In 2023, New York City was the largest city in the United States, with an estimated 8.26 million residents ...", "May 17, 2024"),
            ("https://www.reddit.com/r/dataisbeautiful/comments/1cuk2b7/largest_us_cities_2023_census_estimates_oc/", "[OC] Largest US cities, 2023 Census estimates : r/dataisbeautiful", "Phoenix passing Philadelphia back in 2016 still feels weird to me. San Antonio next?", "May 17, 2024"),
            ("https://www.cnn.com/2024/05/16/us/us-cities-population-census-estimates/index.html", "These US cities grew the most last year, Census data shows | CNN", "Eight of the 15 fastest-growing large cities were in Texas ...", "May 16, 2024"),
        )),
        (extract(cb, "table of most populous cities on July 1, 2023 and largest numeric increases"), CENSUS_PAGE.replace("{sa}", "1,495,295")),
        m.add({"nyc_pop_2023": "8,258,035 (Vintage 2023, July 1, 2023)", "phoenix_pop_2023": "1,650,070 (rank 5)", "san_antonio_pop_2023": "1,495,295 (rank 7)", "san_antonio_increase_2022_2023": "21,970 (largest numeric increase)"}),
        (search("San Antonio mayor 2024 Ron Nirenberg term", "Phoenix mayor 2024"), batch(
            ("San Antonio mayor 2024 Ron Nirenberg term", [
                (sa_mayor, "Mayor Ron Nirenberg | City of San Antonio", "Ron Nirenberg is the 62nd mayor of San Antonio. He was first elected in 2017 and re-elected in 2019, 2021 and 2023 ...", "N/A"),
                ("https://en.wikipedia.org/wiki/Ron_Nirenberg", "Ron Nirenberg - Wikipedia", "Ronald Nirenberg (born 1977) is an American politician serving as the 62nd mayor of San Antonio since 2017 ...", "N/A"),
                ("https://www.expressnews.com/news/local/politics/article/nirenberg-final-term-mayor-2025-18420051.php", "Nirenberg enters final term as San Antonio mayor - San Antonio Express-News", "Term limits mean Nirenberg's fourth two-year term, which began in June 2023, will be his last ...", "Jun 13, 2023"),
                ("https://www.sacurrent.com/news/san-antonio-2025-mayor-race-candidates", "Who's running to replace Ron Nirenberg as San Antonio mayor? | San Antonio Current", "The race to succeed the term-limited mayor in May 2025 is already crowded ...", "Jun 24, 2024"),
                ("https://ballotpedia.org/Ron_Nirenberg", "Ron Nirenberg - Ballotpedia", "Nirenberg won re-election in the general election on May 6, 2023, with 62.3% of the vote ...", "N/A"),
                ("https://www.tpr.org/government-politics/2023-05-06/nirenberg-wins-fourth-term", "Nirenberg wins fourth and final term as mayor | TPR", "Mayor Ron Nirenberg easily won his fourth and final term on Saturday night ...", "May 6, 2023"),
                ("https://www.sanantonio.gov/Mayor-Council", "Mayor & City Council | City of San Antonio", "San Antonio has a council-manager form of government with a mayor and 10 council members ...", "N/A"),
                ("https://www.usmayors.org/mayors/ron-nirenberg/", "Ron Nirenberg | The United States Conference of Mayors", "Mayor of San Antonio, TX. Population: 1,434,625 (2020 Census) ...", "N/A"),
                ("https://www.linkedin.com/in/ronnirenberg", "Ron Nirenberg - Mayor - City of San Antonio | LinkedIn", "Mayor at City of San Antonio. Previously District 8 council member ...", "N/A"),
                ("https://www.kens5.com/article/news/politics/nirenberg-state-of-the-city-2024/273-9b81", "Nirenberg delivers State of the City address | KENS5", "The mayor pointed to the city's growth, citing new Census figures showing San Antonio added the most residents in the nation ...", "Jun 20, 2024"),
            ]),
            ("Phoenix mayor 2024", [
                ("https://www.phoenix.gov/mayor", "Mayor Kate Gallego | City of Phoenix", "Kate Gallego was elected mayor of Phoenix in March 2019 and re-elected in November 2020. She is the second elected female mayor ...", "N/A"),
                ("https://en.wikipedia.org/wiki/Kate_Gallego", "Kate Gallego - Wikipedia", "Kathryn Gallego (born 1981) is an American politician who has served as mayor of Phoenix since 2019 ...", "N/A"),
                ("https://www.azcentral.com/story/news/local/phoenix/2024/06/11/kate-gallego-reelection-2024/", "Kate Gallego seeks final term as Phoenix mayor | azcentral", "Gallego faces no major challenger in the November 2024 election ...", "Jun 11, 2024"),
                ("https://ballotpedia.org/Kate_Gallego", "Kate Gallego - Ballotpedia", "Gallego won election to a full term as mayor in the general election on November 3, 2020 ...", "N/A"),
                ("https://www.phoenix.gov/citycouncil", "City Council | City of Phoenix", "The Phoenix City Council consists of the mayor and eight council members elected by district ...", "N/A"),
                ("https://www.usmayors.org/mayors/kate-gallego/", "Kate Gallego | The United States Conference of Mayors", "Mayor of Phoenix, AZ. Population: 1,608,139 (2020 Census) ...", "N/A"),
                ("https://www.abc15.com/news/region-phoenix-metro/central-phoenix/mayor-gallego-state-of-the-city-2024", "Mayor Gallego delivers 2024 State of the City | ABC15", "Gallego highlighted semiconductor investment and heat-response efforts ...", "Apr 4, 2024"),
                ("https://www.kjzz.org/politics/2024-07-01/gallego-phoenix-budget", "Phoenix council approves $6.8 billion budget | KJZZ", "The City Council approved the budget for fiscal year 2024-25 ...", "Jul 1, 2024"),
                ("https://www.instagram.com/mayorkategallego/", "Mayor Kate Gallego (@mayorkategallego) • Instagram", "Official account of the Mayor of Phoenix ...", "N/A"),
                ("https://www.politico.com/news/2024/04/20/phoenix-mayor-gallego-heat-00153291", "Phoenix's mayor wants to be the heat mayor - POLITICO", "Gallego created the nation's first publicly funded heat response office ...", "Apr 20, 2024"),
            ]),
        )),
        (extract(sa_mayor, "mayor's name, term, election history"), """# Mayor Ron Nirenberg

City of San Antonio > Mayor & City Council > Mayor

**Ron Nirenberg** is the 62nd Mayor of San Antonio, first elected in June 2017. He was re-elected in 2019, 2021 and 2023; under the City Charter's term limits, his current term, which began in June 2023, is his fourth and final two-year term.

## Biography

- Born 1977 in Houston, Texas; grew up in Texas
- B.A., Trinity University; M.A., University of Pennsylvania (Annenberg School for Communication)
- Former general manager of KRTU 91.7 FM at Trinity University
- District 8 City Council member, 2013–2017

## Priorities

1. Housing affordability and the Strategic Housing Implementation Plan
2. Climate action (SA Climate Ready)
3. Transportation: Advanced Rapid Transit (VIA Green Line)
4. Workforce development (Ready to Work)

## Office of the Mayor

| | |
|---|---|
| Address | 100 Military Plaza, 5th Floor, San Antonio, TX 78205 |
| Phone | (210) 207-7060 |
| Email | mayor@sanantonio.gov |
| Next election | May 3, 2025 (open seat) |
"""),
        (search("San Antonio population growth 2023 Texas Tribune 21,970"), hits(
            ("https://www.texastribune.org/2024/05/16/texas-cities-population-growth-census/", "Texas cities dominate list of fastest-growing in the U.S. | The Texas Tribune", "San Antonio added 21,970 residents between July 2022 and July 2023, the largest gain of any U.S. city, followed by Fort Worth with 21,365 ...", "May 16, 2024"),
            (cb, "Large Southern Cities Lead Nation in Population Growth - Census.gov", "San Antonio, Texas, had the largest numeric increase of any city, gaining 21,970 people between 2022 and 2023 ...", "May 16, 2024"),
            ("https://www.sanantonioreport.org/san-antonio-population-growth-census-2023/", "San Antonio led U.S. cities in population growth last year - San Antonio Report", "The city's population reached about 1.5 million, according to the new estimates ...", "May 16, 2024"),
            ("https://www.ksat.com/news/local/2024/05/16/san-antonio-fastest-growing-city-census/", "San Antonio grew more than any other US city last year, census says | KSAT", "The Alamo City gained nearly 22,000 residents ...", "May 16, 2024"),
            ("https://www.expressnews.com/news/local/article/san-antonio-census-growth-2023-19456200.php", "San Antonio tops nation in population growth - Express-News", "Bexar County added 40,000-plus residents, census data shows ...", "May 16, 2024"),
            ("https://demographics.texas.gov/Estimates/2023/", "Texas Demographic Center - 2023 Population Estimates", "Texas Population Estimates Program: county and place estimates for January 1, 2023 ...", "N/A"),
            (wl, "List of United States cities by population - Wikipedia", "San Antonio, Texas: 1,495,295 (2023 estimate); 1,434,625 (2020 census); change +4.23% ...", "N/A"),
            ("https://www.bizjournals.com/sanantonio/news/2024/05/16/san-antonio-census-population-estimates.html", "San Antonio leads nation in new residents - San Antonio Business Journal", "A look at the suburbs: New Braunfels and Schertz also posted strong growth ...", "May 16, 2024"),
            ("https://www.reddit.com/r/sanantonio/comments/1cu9wqc/san_antonio_grew_more_than_any_other_us_city/", "San Antonio grew more than any other US city in 2023 : r/sanantonio", "And yet 1604 traffic makes it feel like we gained 22,000 cars ...", "May 17, 2024"),
            ("https://www.census.gov/quickfacts/sanantoniocitytexas", "U.S. Census Bureau QuickFacts: San Antonio city, Texas", "Population estimates, July 1, 2023 (V2023): 1,495,295 ...", "N/A"),
        )),
        m.add({"san_antonio_mayor": "Ron Nirenberg (62nd mayor, since June 2017; final term began June 2023)", "phoenix_mayor": "Kate Gallego (since March 2019)"}),
        (extract(cb, "confirm San Antonio and Phoenix July 1, 2023 figures and ranks"), CENSUS_PAGE.replace("{sa}", "1,459,295")),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-03", system(), turns, state=state("2024-07-02"), bad=True, turn=8,
           kind="re-extracting the same census.gov release (same May 16, 2024 revision) gives San Antonio 1,459,295 where turn 2 showed 1,495,295")


# 04 clean: bridges and tunnels, Gotthard Base Tunnel (Wikipedia, SBB news, SUST); status changes by date, updated memory
def t04(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel"
    sbb = "https://news.sbb.ch/en/article/125470/gotthard-base-tunnel-back-in-full-operation"
    sust = "https://www.sust.admin.ch/en/sust-home/bahnen-schiffe/zwischenbericht-gotthard-basistunnel-2023"
    turns = [
        (search("Gotthard Base Tunnel length opening date 2023 derailment reopening"), hits(
            (wiki, "Gotthard Base Tunnel - Wikipedia", "The Gotthard Base Tunnel (GBT) is a railway base tunnel through the Alps in Switzerland. With a route length of 57.104 km (35.483 mi), it is the world's longest railway tunnel ...", "N/A"),
            ("https://www.alptransit.ch/en/projects/gotthard-axis/gotthard-base-tunnel/", "Gotthard Base Tunnel - AlpTransit Gotthard AG", "Two single-track tubes, each 57 km long, connected every 325 m by cross-passages; total length of the tunnel system 152 km ...", "N/A"),
            ("https://news.sbb.ch/en/article/119632/derailment-in-the-gotthard-base-tunnel", "Derailment in the Gotthard Base Tunnel - SBB News", "On 10 August 2023 a freight train derailed in the western tube of the Gotthard Base Tunnel. Passenger trains are being diverted via the Gotthard panoramic route ...", "Aug 11, 2023"),
            ("https://www.swissinfo.ch/eng/business/gotthard-base-tunnel-to-fully-reopen-in-september/", "Gotthard Base Tunnel to fully reopen in September - SWI swissinfo.ch", "The western tube, closed since last August's derailment, is scheduled to return to service in September 2024 ...", "Jun 27, 2024"),
            ("https://www.railjournal.com/infrastructure/gotthard-base-tunnel-repairs/", "Gotthard Base Tunnel repairs to take until September 2024 | International Railway Journal", "SBB says around 7km of track and 20,000 sleepers must be replaced in the damaged tube ...", "Dec 8, 2023"),
            ("https://www.britannica.com/topic/Gotthard-Base-Tunnel", "Gotthard Base Tunnel | Switzerland, Alps, Length, & Facts | Britannica", "Gotthard Base Tunnel, railway tunnel beneath the Gotthard massif in the Lepontine Alps, opened in 2016 ...", "N/A"),
            ("https://www.bbc.com/news/world-europe-36423534", "Gotthard tunnel: World's longest and deepest rail tunnel opens in Switzerland - BBC News", "The 57km (35-mile) twin-bore tunnel took 17 years to build and cost $12bn ...", "Jun 1, 2016"),
            (sust, "Interim report: derailment of a freight train in the Gotthard Base Tunnel - SUST", "The Swiss Transportation Safety Investigation Board has published its interim report on the derailment of 10 August 2023 ...", "Sep 22, 2023"),
            ("https://www.reddit.com/r/switzerland/comments/1f6o7yq/gotthard_base_tunnel_fully_open_again/", "Gotthard Base Tunnel fully open again : r/switzerland", "Finally, back to 2h10 Zürich-Lugano. Anyone riding the first trains this morning?", "Sep 2, 2024"),
            ("https://www.tunneltalk.com/Gotthard-Base-Tunnel-records.php", "Gotthard records - TunnelTalk", "Deepest overburden 2,300 m; rock temperatures up to 46 °C; 28.2 million tonnes of excavated material ...", "N/A"),
        )),
        (extract(wiki, "length, opening dates, cost, 2023 derailment and closure"), """# Gotthard Base Tunnel

From Wikipedia, the free encyclopedia

| Gotthard Base Tunnel | |
| --- | --- |
| Location | Lepontine Alps, Switzerland |
| Line | Gotthard axis (NRLA) |
| Start | Erstfeld, canton of Uri |
| End | Bodio, canton of Ticino |
| Work begun | 4 November 1999 |
| Opened | 1 June 2016 |
| Commercial service | 11 December 2016 |
| Owner | Swiss Federal Railways (SBB) |
| Length | 57.104 km (35.483 mi) |
| No. of tracks | 2 single-track tubes |
| Operating speed | 200 km/h (passenger), 160 km/h (freight) |
| Highest elevation | 549 m |
| Depth | 2,300 m (max. overburden) |
| Cost | CHF 12.2 billion |

The **Gotthard Base Tunnel** (GBT) is a railway base tunnel through the Alps in Switzerland. It opened on 1 June 2016 and full service began on 11 December 2016. With a route length of 57.104 km, it is the world's longest and deepest railway tunnel and the first flat, low-level route through the Alps.

## Layout

The tunnel consists of two single-track tubes connected roughly every 325 m by cross-passages, with two multifunction stations, at Sedrun and Faido, where trains can change tubes. Including all shafts, passages and galleries, the tunnel system is 151.84 km long.

## 2023 derailment

On 10 August 2023, a freight train derailed in the western tube near the Faido multifunction station. Sixteen wagons left the track; no one was injured. The western tube and the Faido crossover were badly damaged over about 7 km.

Freight traffic resumed through the eastern tube on 23 August 2023, and a limited passenger service through the tunnel resumed on 29 September 2023, with many passenger trains still diverted over the Gotthard panoramic route. SBB announced that the western tube would reopen and full operation would resume in September 2024.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Gotthard_Base_Tunnel&oldid=1240112958"
"""),
        m.add({"gbt_length": "57.104 km (world's longest railway tunnel)", "gbt_opened": "1 June 2016 (ceremony); commercial service from 11 December 2016", "gbt_cost": "CHF 12.2 billion", "gbt_derailment": "10 August 2023, freight train, western tube near Faido, 16 wagons derailed, no injuries", "gbt_status": "western tube closed; full operation planned for September 2024 (Wikipedia, rev. 1240112958)"}),
        (search("SBB Gotthard Base Tunnel full operation 2 September 2024 western tube reopened"), hits(
            (sbb, "Gotthard Base Tunnel back in full operation - SBB News", "Since the start of operations on Monday 2 September 2024, trains are again running through both tubes of the Gotthard Base Tunnel ...", "Sep 2, 2024"),
            ("https://www.swissinfo.ch/eng/business/gotthard-base-tunnel-reopens-fully-after-derailment/", "Gotthard Base Tunnel reopens fully after derailment - SWI swissinfo.ch", "More than a year after a freight train derailed, the world's longest rail tunnel is fully operational again ...", "Sep 2, 2024"),
            ("https://www.nzz.ch/schweiz/gotthard-basistunnel-wieder-voll-in-betrieb", "Gotthard-Basistunnel wieder voll in Betrieb | NZZ", "Seit Montagmorgen fahren wieder alle Züge durch den Basistunnel; die Reisezeit Zürich–Lugano verkürzt sich ...", "Sep 2, 2024"),
            ("https://www.rsi.ch/info/ticino-grigioni-e-insubria/galleria-di-base-del-gottardo-riapre", "Galleria di base del Gottardo, si torna alla normalità - RSI", "Dopo oltre un anno di lavori, riapre la canna ovest ...", "Sep 2, 2024"),
            ("https://www.railwaygazette.com/infrastructure/gotthard-base-tunnel-fully-reopened/67211.article", "Gotthard Base Tunnel fully reopened | Railway Gazette", "SBB replaced 7 km of track, 20,000 sleepers and 16 km of rail in the damaged tube ...", "Sep 3, 2024"),
            (wiki, "Gotthard Base Tunnel - Wikipedia", "Freight traffic resumed through the eastern tube on 23 August 2023 ... SBB announced that the western tube would reopen and full operation would resume in September 2024 ...", "N/A"),
            ("https://www.srf.ch/news/schweiz/gotthard-basistunnel-alle-zuege-wieder-durch-den-tunnel", "Gotthard-Basistunnel: Alle Züge wieder durch den Tunnel - SRF", "Die SBB ziehen eine positive Bilanz der Bauarbeiten; die Kosten belaufen sich auf rund 150 Millionen Franken ...", "Sep 2, 2024"),
            ("https://www.reddit.com/r/switzerland/comments/1f6o7yq/gotthard_base_tunnel_fully_open_again/", "Gotthard Base Tunnel fully open again : r/switzerland", "Finally, back to 2h10 Zürich-Lugano. Anyone riding the first trains this morning?", "Sep 2, 2024"),
            ("https://www.sbb.ch/en/travel-information/rail-traffic-information.html", "Rail traffic information - SBB", "Current disruptions and construction work on the SBB network ...", "N/A"),
            ("https://www.trenitalia.com/en/services/eurocity-switzerland.html", "EuroCity trains Milan–Zurich | Trenitalia", "EC services between Milano Centrale and Zürich HB via the Gotthard Base Tunnel ...", "N/A"),
        )),
        (extract(sbb, "date of full reopening, what was repaired, timetable effects"), """# Gotthard Base Tunnel back in full operation

**SBB News** | 2 September 2024 | Reading time: 3 minutes

Since the start of operations on Monday, 2 September 2024, trains have again been running through both tubes of the Gotthard Base Tunnel. The western tube had been closed since the derailment of a freight train on 10 August 2023.

## What was done

Over the past months, SBB repaired the damaged section of the western tube in the area of the Faido multifunction station:

| Item | Quantity |
|---|---|
| Track renewed | about 7 km |
| Sleepers replaced | about 20,000 |
| Rails replaced | about 16 km |
| Concrete (track bed) | about 5,000 m³ |
| Switches at the Faido crossover | 4 (new) |

Repair costs are estimated at around CHF 150 million. The cause of the derailment, a broken wheel on a freight wagon, is being investigated by the Swiss Transportation Safety Investigation Board (SUST).

## What changes for passengers

- Hourly fast trains between Zurich and Lugano again run through the base tunnel; the journey time returns to around 2 hours 10 minutes.
- The diversion of EuroCity trains Zurich–Milan via the panoramic route ends.
- The extended timetable applies in full from the timetable change on 15 December 2024.

> "We thank our customers for their patience. The Gotthard Base Tunnel is once again the fast, reliable link between north and south." – Vincent Ducrot, CEO of SBB
"""),
        m.update({"gbt_status": "fully reopened: both tubes in operation since 2 September 2024 (SBB News, 2 Sep 2024)"}),
        (search("SUST interim report Gotthard Base Tunnel derailment cause broken wheel"), hits(
            (sust, "Interim report: derailment of a freight train in the Gotthard Base Tunnel - SUST", "The derailment was caused by a broken wheel disc on the eleventh wagon; the damaged wagon ran derailed for about 3 km before the Faido switches ...", "Sep 22, 2023"),
            ("https://www.swissinfo.ch/eng/business/broken-wheel-caused-gotthard-derailment/", "Broken wheel caused Gotthard tunnel derailment - SWI swissinfo.ch", "A broken wheel on a freight wagon was behind the derailment in the Gotthard Base Tunnel, investigators said ...", "Sep 22, 2023"),
            ("https://www.railwaygazette.com/safety/gotthard-derailment-interim-report/64921.article", "Gotthard derailment interim report points to wheel failure | Railway Gazette", "SUST recommends stricter inspection of wheelsets; the wagon was registered in Germany ...", "Sep 25, 2023"),
            ("https://news.sbb.ch/en/article/119632/derailment-in-the-gotthard-base-tunnel", "Derailment in the Gotthard Base Tunnel - SBB News", "On 10 August 2023 a freight train derailed in the western tube ...", "Aug 11, 2023"),
            (wiki, "Gotthard Base Tunnel - Wikipedia", "On 10 August 2023, a freight train derailed in the western tube near the Faido multifunction station ...", "N/A"),
            ("https://www.era.europa.eu/content/freight-wagon-wheel-failures", "Freight wagon wheel failures - European Union Agency for Railways", "Joint Network Secretariat recommendations on wheel inspection after recent derailments ...", "Mar 14, 2024"),
            ("https://www.nzz.ch/schweiz/entgleisung-gotthard-radbruch", "Entgleisung im Gotthard: Ein Radbruch war die Ursache | NZZ", "Ein gebrochenes Rad an einem Güterwagen hat laut SUST die Entgleisung ausgelöst ...", "Sep 22, 2023"),
            ("https://www.bav.admin.ch/bav/en/home/news/gotthard-derailment.html", "Gotthard derailment: FOT measures - Federal Office of Transport", "The FOT has ordered additional checks of wheelsets of the affected type ...", "Oct 4, 2023"),
            ("https://www.trains.com/trn/news-reviews/news-wire/swiss-investigators-cite-broken-wheel-in-gotthard-derailment/", "Swiss investigators cite broken wheel in Gotthard derailment - Trains", "The report says the wheel fractured about 3 km before the train reached the Faido multifunction station ...", "Sep 23, 2023"),
            ("https://www.reddit.com/r/trains/comments/16pk3zn/gotthard_base_tunnel_derailment_interim_report/", "Gotthard Base Tunnel derailment interim report : r/trains", "Scary how far it ran derailed before hitting the switches. Good thing it wasn't a passenger train.", "Sep 22, 2023"),
        )),
        (extract(sust, "cause of the derailment and sequence of events"), """# Interim report: derailment of freight train 44233 in the Gotthard Base Tunnel

**Swiss Transportation Safety Investigation Board (SUST)** | Rail and navigation division
Published: 22 September 2023 | Reference: 2023081001

## Summary

On Thursday, 10 August 2023, at about 13:15, freight train 44233, travelling from Basel towards Chiasso, derailed in the western tube of the Gotthard Base Tunnel. The train consisted of a locomotive and 30 wagons. Sixteen wagons derailed. There were no injuries.

## Sequence of events

1. About 3 km before the Faido multifunction station, a wheel disc on the eleventh wagon broke.
2. The derailed wagon ran on for about 3 km, damaging sleepers and the track.
3. At the Faido crossover switches the derailment spread to further wagons, which came to rest across the switches and partly in the connecting tunnel.

## Findings to date

| Finding | Detail |
|---|---|
| Initiating event | Fracture of a wheel disc (wagon 11) |
| Wagon keeper | Registered in Germany |
| Speed at derailment | about 100 km/h |
| Damaged track | about 7 km, western tube |

## Safety recommendation

The SUST recommends that the Federal Office of Transport examine measures for the early detection of wheel-disc cracks on freight wagons of this type.

The investigation is continuing; a final report will follow.
"""),
        m.add({"gbt_derailment_cause": "broken wheel disc on the 11th wagon of freight train 44233 (SUST interim report, 22 Sep 2023)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-04", system(), turns, state=state("2024-09-05"))


# 05 clean: ship launches, Icon of the Seas (Wikipedia, Royal Caribbean press center); two tonnage figures from two sources
def t05(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Icon_of_the_Seas"
    rc = "https://www.royalcaribbeanpresscenter.com/press-release/2417/icon-of-the-seas-officially-named-by-lionel-messi/"
    turns = [
        (search("Icon of the Seas float out delivery Meyer Turku naming ceremony maiden voyage"), hits(
            (wiki, "Icon of the Seas - Wikipedia", "Icon of the Seas is an Icon-class cruise ship built by Meyer Turku for Royal Caribbean International. At 248,663 GT she is the largest cruise ship in the world ...", "N/A"),
            (rc, "Icon of the Seas Officially Named by Lionel Messi | Royal Caribbean Press Center", "Royal Caribbean's Icon of the Seas was officially named in Miami on January 23 by soccer legend Lionel Messi, ahead of her maiden voyage on January 27 ...", "Jan 23, 2024"),
            ("https://www.meyerturku.fi/en/news/icon-of-the-seas-delivered", "Icon of the Seas delivered to Royal Caribbean - Meyer Turku", "Meyer Turku delivered Icon of the Seas, the first ship of the Icon class, to Royal Caribbean International on 27 November 2023 ...", "Nov 27, 2023"),
            ("https://www.cruisehive.com/icon-of-the-seas-floated-out/81420", "Icon of the Seas Floated Out at Meyer Turku - Cruise Hive", "The world's largest cruise ship is now afloat: Icon of the Seas left the building dock in Turku for the first time ...", "Dec 2022"),
            ("https://www.cnn.com/travel/icon-of-the-seas-maiden-voyage/index.html", "World's largest cruise ship sets sail on maiden voyage | CNN", "Icon of the Seas departed PortMiami on Saturday on a seven-night Eastern Caribbean cruise ...", "Jan 27, 2024"),
            ("https://www.cruisecritic.com/articles/icon-of-the-seas-facts", "Icon of the Seas Facts and Figures | Cruise Critic", "Length 1,198 feet; 20 decks; 7,600 passengers at maximum occupancy; 2,350 crew ...", "Jan 10, 2024"),
            ("https://www.bbc.com/news/world-us-canada-68079722", "Icon of the Seas: World's largest cruise ship sets sail amid environmental concerns - BBC", "Environmental groups warn of methane emissions from the LNG-powered vessel ...", "Jan 27, 2024"),
            ("https://www.marinetraffic.com/en/ais/details/ships/imo:9829930", "ICON OF THE SEAS, Passenger (Cruise) Ship - IMO 9829930 - MarineTraffic", "Vessel particulars: IMO 9829930, MMSI 311001224, flag Bahamas, gross tonnage 248663 ...", "N/A"),
            ("https://www.reddit.com/r/Cruise/comments/1acqn0g/icon_of_the_seas_maiden_voyage_megathread/", "Icon of the Seas maiden voyage megathread : r/Cruise", "Post your impressions from the first sailing here. Crown's Edge line was 90 minutes on day 1 ...", "Jan 27, 2024"),
            ("https://www.royalcaribbean.com/cruise-ships/icon-of-the-seas", "Icon of the Seas | Royal Caribbean Cruises", "Discover Icon of the Seas: eight neighborhoods, Category 6 waterpark, Crown's Edge and more ...", "N/A"),
        )),
        (extract(wiki, "construction milestones (float out, delivery), tonnage, capacity, naming and maiden voyage"), """# Icon of the Seas

From Wikipedia, the free encyclopedia

| Icon of the Seas | |
| --- | --- |
| Owner | Royal Caribbean Group |
| Operator | Royal Caribbean International |
| Port of registry | Nassau, Bahamas |
| Ordered | October 2016 |
| Builder | Meyer Turku, Turku, Finland |
| Cost | US$2 billion |
| Yard number | 1400 |
| Laid down | 5 April 2022 |
| Launched | December 2022 (float-out) |
| Completed | 27 November 2023 |
| Christened | 23 January 2024 (by Lionel Messi) |
| Maiden voyage | 27 January 2024 |
| Identification | IMO number: 9829930 |
| Class and type | Icon-class cruise ship |
| Tonnage | 248,663 GT |
| Length | 364.75 m (1,196 ft 8 in) |
| Beam | 48.5 m (159 ft) |
| Decks | 20 (18 guest decks) |
| Propulsion | LNG dual-fuel; three ABB Azipod units |
| Capacity | 5,610 passengers (double occupancy); 7,600 maximum |
| Crew | 2,350 |

**Icon of the Seas** is an Icon-class cruise ship built by Meyer Turku for Royal Caribbean International. She is the largest cruise ship in the world by gross tonnage.

## Construction

Steel cutting began in June 2021, and the keel was laid on 5 April 2022. The ship was floated out of the building dock in December 2022 and began sea trials in June 2023. Meyer Turku delivered the ship on 27 November 2023.

## Tonnage

The ship's measured gross tonnage is 248,663 GT. Royal Caribbean's marketing material gives a figure of 250,800 GT, which includes spaces later reclassified.

## Service

Icon of the Seas was christened in Miami on 23 January 2024 by footballer Lionel Messi and began her maiden voyage, a seven-night Eastern Caribbean cruise from PortMiami, on 27 January 2024.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Icon_of_the_Seas&oldid=1200341866"
"""),
        m.add({"ship": "Icon of the Seas (IMO 9829930)", "builder": "Meyer Turku, yard no. 1400", "laid_down": "2022-04-05", "float_out": "December 2022", "delivered": "2023-11-27", "maiden_voyage": "2024-01-27 from PortMiami", "gross_tonnage": "248,663 GT (measured, Wikipedia)"}),
        (extract(rc, "naming ceremony date, godfather, ship statistics quoted by Royal Caribbean"), """# Icon of the Seas Officially Named by Lionel Messi

**MIAMI, January 23, 2024** – Royal Caribbean International's Icon of the Seas, the world's best family vacation, was officially named today at PortMiami by the eight-time Ballon d'Or winner and Inter Miami CF captain Lionel Messi, ahead of the ship's maiden voyage on January 27.

At the ceremony, Messi gave the ship's traditional blessing: "I'm honored to be part of this moment, and I hope Icon of the Seas brings joy to all the families who sail on her."

## Icon of the Seas by the numbers

| | |
|---|---|
| Gross tonnage | 250,800 |
| Length | 1,198 feet |
| Decks | 20 |
| Guest capacity (max) | 7,600 |
| Crew | 2,350 |
| Neighborhoods | 8 |
| Pools | 7 |
| Waterslides | 6 (Category 6 waterpark) |
| Dining and drink options | 40+ |

## Maiden season

Icon of the Seas will sail 7-night vacations to the Eastern and Western Caribbean from PortMiami, with every itinerary including a stop at Perfect Day at CocoCay, Royal Caribbean's private island in The Bahamas.

"Icon is the culmination of more than 50 years of delivering the best vacations," said Michael Bayley, President and CEO, Royal Caribbean International.

**Media contact:** Royal Caribbean International Corporate Communications, corporatecommunications@rccl.com
"""),
        m.update({"gross_tonnage": "248,663 GT measured (Wikipedia); Royal Caribbean markets 250,800 GT (press release, 23 Jan 2024)"}),
        m.retrieve(["float_out", "delivered", "gross_tonnage", "maiden_voyage"]),
    ]
    rs.add("search", "h55-search-05", system("Target Query: When was Icon of the Seas floated out and delivered, and what is her gross tonnage?"), turns, state=state("2024-02-01"))


# 06 bad (turn 6): chess records, FIDE ratings (ratings.fide.com); a player's FIDE ID differs between profile and top list
def t06(rs: RowSet) -> None:
    m = Mem()
    prof = "https://ratings.fide.com/profile/46616543"
    top = "https://ratings.fide.com/a_top.php?list=open"
    news = "https://www.fide.com/news/3212"
    wcc = "https://www.fide.com/news/3236"
    top_rows = [
        (1, "Carlsen, Magnus", "NOR", 2831, 1990, "1503014"),
        (2, "Nakamura, Hikaru", "USA", 2802, 1987, "2016192"),
        (3, "Erigaisi Arjun", "IND", 2801, 2003, "35009192"),
        (4, "Caruana, Fabiano", "USA", 2800, 1992, "2020009"),
        (5, "Gukesh D", "IND", 2783, 2006, "46616534"),
        (6, "Abdusattorov, Nodirbek", "UZB", 2768, 2004, "14204118"),
        (7, "Firouzja, Alireza", "FRA", 2763, 2003, "12573981"),
        (8, "Giri, Anish", "NED", 2760, 1994, "24116068"),
        (9, "Praggnanandhaa R", "IND", 2758, 2005, "25059530"),
        (10, "Nepomniachtchi, Ian", "FID", 2757, 1990, "4168119"),
        (11, "So, Wesley", "USA", 2753, 1993, "5202213"),
        (12, "Vachier-Lagrave, Maxime", "FRA", 2745, 1990, "623539"),
    ]
    top_table = "\n".join(f"| {r} | {n} | {f} | {rt} | {b} | {i} |" for r, n, f, rt, b, i in top_rows)
    turns = [
        (search("FIDE rating list December 2024 top players Gukesh Carlsen"), hits(
            (news, "FIDE Ratings: December 2024 | FIDE", "Magnus Carlsen remains world number one with 2831; Hikaru Nakamura (2802) is second, Arjun Erigaisi third with 2801 ...", "Dec 1, 2024"),
            (top, "FIDE Ratings - Top 100 Players - Open", "Top 100 Players December 2024 - Archive. Rank, Name, Federation, Rating, B-Year ...", "N/A"),
            ("https://2700chess.com/", "2700chess - Live Chess Ratings", "Live ratings of the top chess players, updated after every rated game; World Championship 2024 live coverage ...", "N/A"),
            ("https://www.chess.com/news/view/fide-rating-list-december-2024", "December 2024 FIDE Rating List: Erigaisi Climbs To 3rd - Chess.com", "Arjun Erigaisi reached 2801 after strong results at the Chennai Grand Masters and the European Club Cup ...", "Dec 1, 2024"),
            (prof, "Gukesh D - FIDE Ratings", "Federation: India; FIDE title: Grandmaster; Std 2783; Rapid 2656; Blitz 2658 ...", "N/A"),
            ("https://chessbase.in/news/December-2024-FIDE-rating-list", "December 2024 FIDE rating list: Arjun at 2801 - ChessBase India", "Five Indians in the world top 20 as Arjun crosses 2800 on the official list ...", "Dec 1, 2024"),
            ("https://en.wikipedia.org/wiki/FIDE_rankings", "FIDE rankings - Wikipedia", "FIDE publishes rating lists monthly. The top ten players in the December 2024 list ...", "N/A"),
            ("https://www.reddit.com/r/chess/comments/1h3x6d1/december_2024_fide_rating_list/", "December 2024 FIDE rating list : r/chess", "Arjun officially 2800+ now. Gukesh going into game 6 rated 2783 ...", "Dec 1, 2024"),
            ("https://www.chessbase.com/post/fide-rating-list-december-2024", "FIDE rating list December 2024 | ChessBase", "The December list: Carlsen 2831, Nakamura 2802, Arjun 2801, Caruana 2800 ...", "Dec 2, 2024"),
            ("https://www.olimpbase.org/Elo/Elo202412e.html", "OlimpBase :: FIDE Elo list December 2024", "Top 100 men and women, December 2024, with rating changes ...", "N/A"),
        )),
        (extract(news, "top ten of the December 2024 standard list"), """# FIDE Ratings: December 2024

**FIDE** | 1 December 2024

The December 2024 FIDE rating list has been published. Magnus Carlsen remains world number one, while Arjun Erigaisi joins the exclusive 2800 club for the first time on an official list.

## Top 10 – Open (Standard)

| # | Player | Fed | Rating | Change |
|---|---|---|---|---|
| 1 | Magnus Carlsen | NOR | 2831 | 0 |
| 2 | Hikaru Nakamura | USA | 2802 | 0 |
| 3 | Arjun Erigaisi | IND | 2801 | +2 |
| 4 | Fabiano Caruana | USA | 2800 | -5 |
| 5 | Gukesh D | IND | 2783 | 0 |
| 6 | Nodirbek Abdusattorov | UZB | 2768 | +5 |
| 7 | Alireza Firouzja | FRA | 2763 | +3 |
| 8 | Anish Giri | NED | 2760 | +5 |
| 9 | Praggnanandhaa R | IND | 2758 | +4 |
| 10 | Ian Nepomniachtchi | FIDE | 2757 | 0 |

## Top 10 – Women

Hou Yifan (2633, inactive) heads the list, followed by Ju Wenjun (2560) and Aleksandra Goryachkina (2553).

## Juniors

Gukesh D (2783, born 2006) remains the highest-rated junior, ahead of Praggnanandhaa R (2758, born 2005).

The next list will be published on 1 January 2025. Games from the World Championship match in Singapore will be rated on that list.
"""),
        (search("Gukesh D FIDE profile ID rating history"), hits(
            (prof, "Gukesh D - FIDE Ratings", "FIDE ID 46616543. Federation: India. B-Year: 2006. Std 2783, Rapid 2656, Blitz 2658. World Rank (active): 5 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Gukesh_Dommaraju", "Gukesh Dommaraju - Wikipedia", "Gukesh Dommaraju (born 29 May 2006) is an Indian chess grandmaster. He won the 2024 Candidates Tournament, qualifying to challenge Ding Liren ...", "N/A"),
            ("https://2700chess.com/players/gukesh", "Gukesh D - 2700chess", "Live rating, rank, peak rating 2794 (Oct 2024), games ...", "N/A"),
            ("https://www.chess.com/players/gukesh-dommaraju", "Gukesh Dommaraju | Top Chess Players - Chess.com", "Gukesh became the youngest player to cross 2750 ... FIDE ID 46616543 ...", "N/A"),
            ("https://www.chessgames.com/perl/chessplayer?pid=136219", "The chess games of Gukesh D - chessgames.com", "Number of games in database: 1,627. Years covered: 2013 to 2024 ...", "N/A"),
            ("https://chess-results.com/SpielerSuche.aspx?id=46616543", "Chess-Results: player Gukesh D (46616543)", "Tournament history of Gukesh D, IND, ID 46616543 ...", "N/A"),
            ("https://www.fide.com/news/3100", "Gukesh wins FIDE Candidates Tournament 2024 | FIDE", "Gukesh D scored 9/14 in Toronto to become the youngest ever Candidates winner ...", "Apr 22, 2024"),
            ("https://www.chessbase.in/players/gukesh", "Gukesh D - ChessBase India", "Born in Chennai, trained at Velammal; coach GM Vishnu Prasanna ...", "N/A"),
            ("https://www.reddit.com/r/chess/comments/1h7lqpy/gukesh_peak_rating/", "What was Gukesh's peak rating? : r/chess", "His official peak is 2794 on the October 2024 list, after the Olympiad ...", "Dec 5, 2024"),
            ("https://www.thehindu.com/sport/other-sports/gukesh-profile/article68930126.ece", "Gukesh: the making of a challenger - The Hindu", "From Chennai to Singapore: the 18-year-old's journey ...", "Nov 24, 2024"),
        )),
        (extract(prof, "FIDE ID, ratings, rank, rating history"), """# Gukesh D

**FIDE ID:** 46616543
**Federation:** India
**B-Year:** 2006
**Sex:** Male
**FIDE title:** Grandmaster

| | Rating | Games (Dec 2024) |
|---|---|---|
| STANDARD | 2783 | 0 |
| RAPID | 2656 | 0 |
| BLITZ | 2658 | 0 |

## World Rank

| | All players | Active players |
|---|---|---|
| World Rank | 5 | 5 |
| National Rank (IND) | 2 | 2 |
| Continental Rank (Asia) | 2 | 2 |

## Rating history (standard)

| Period | Rating | Games |
|---|---|---|
| 2024-Dec | 2783 | 0 |
| 2024-Nov | 2783 | 7 |
| 2024-Oct | 2794 | 11 |
| 2024-Sep | 2766 | 0 |
| 2024-Aug | 2766 | 9 |
| 2024-Jul | 2763 | 0 |
| 2024-Jun | 2763 | 0 |
| 2024-May | 2763 | 14 |

Peak standard rating: 2794 (2024-Oct)
"""),
        m.add({"gukesh_fide_id": "46616543", "gukesh_std_dec2024": "2783 (world rank 5)", "gukesh_peak": "2794 (Oct 2024 list)", "carlsen_dec2024": "2831 (rank 1)"}),
        (extract(top, "top players of the December 2024 list with FIDE IDs"), f"""# Top 100 Players December 2024 – Open

FIDE Ratings | Standard | Period: 2024-12-01 | [Archive]

| Rank | Name | Federation | Rating | B-Year | FIDE ID |
|---|---|---|---|---|---|
{top_table}

*Showing 12 of 100 rows.* Only active players are included (at least one rated game in the last 12 months).

[Women] [Juniors] [Girls] [Download TXT] [Download XML]
"""),
        (search("Gukesh Ding Liren World Championship 2024 game 12 score Singapore"), hits(
            (wcc, "Ding strikes back in Game 12 to level the score | FIDE", "Ding Liren won game 12 of the FIDE World Championship in Singapore, levelling the match at 6-6 with two classical games remaining ...", "Dec 9, 2024"),
            ("https://www.chess.com/news/view/2024-fide-world-chess-championship-game-12", "Ding Levels Match With Fantastic Win In Game 12 - Chess.com", "Ding Liren bounced back from his game 11 loss with a win in the English opening; the score is 6-6 ...", "Dec 9, 2024"),
            ("https://en.wikipedia.org/wiki/World_Chess_Championship_2024", "World Chess Championship 2024 - Wikipedia", "The World Chess Championship 2024 is a match between Ding Liren and Gukesh D in Singapore from 25 November to 13 December 2024 ...", "N/A"),
            ("https://www.chessbase.com/post/wch-2024-game-12", "WCh G12: Ding hits back, 6-6 | ChessBase", "After Gukesh took the lead in game 11, Ding responded immediately ...", "Dec 9, 2024"),
            ("https://www.theguardian.com/sport/2024/dec/09/ding-liren-gukesh-world-chess-championship-game-12", "Ding Liren levels world title match with Gukesh | The Guardian", "The defending champion won with white to make it 6-6 ...", "Dec 9, 2024"),
            ("https://www.reuters.com/sports/chess-ding-levels-gukesh-2024-12-09/", "Chess-Ding beats Gukesh to level world championship at 6-6 | Reuters", "Two games remain; a rapid tiebreak would follow on Dec 13 if needed ...", "Dec 9, 2024"),
            ("https://www.reddit.com/r/chess/comments/1haiwn3/game_12_post_game_discussion/", "Game 12 post-game discussion : r/chess", "Ding played like the 2023 champion today. What a match ...", "Dec 9, 2024"),
            ("https://www.espn.in/chess/story/_/id/42871240/gukesh-ding-game-12", "Gukesh vs Ding, Game 12: Ding wins to level - ESPN India", "Back to square one as Ding wins game 12 ...", "Dec 9, 2024"),
            ("https://www.fide.com/news/3230", "Gukesh wins Game 11 to take the lead | FIDE", "Gukesh D won game 11 and leads 6-5 ...", "Dec 8, 2024"),
            ("https://worldchampionship.fide.com/", "FIDE World Championship 2024 - Official website", "Singapore, 23 November – 15 December 2024. Live games, schedule, results ...", "N/A"),
        )),
        (extract(wcc, "match score after game 12 and the remaining schedule"), """# Ding strikes back in Game 12 to level the score

**FIDE** | 9 December 2024 | Singapore

Ding Liren won game 12 of the FIDE World Championship match with the white pieces, levelling the score at 6-6 with two classical games remaining.

## Match score

| Game | Date | White | Result | Score (Ding–Gukesh) |
|---|---|---|---|---|
| 1 | 25 Nov | Gukesh | 0-1 | 1–0 |
| 2 | 26 Nov | Ding | ½-½ | 1½–½ |
| 3 | 27 Nov | Gukesh | 1-0 | 1½–1½ |
| 4–10 | 29 Nov – 7 Dec | – | 7 draws | 5–5 |
| 11 | 8 Dec | Gukesh | 1-0 | 5–6 |
| 12 | 9 Dec | Ding | 1-0 | 6–6 |

## Remaining schedule

- Game 13: 11 December (Gukesh with white)
- Game 14: 12 December (Ding with white)
- Tiebreaks (if needed): 13 December

The first to reach 7½ points wins the title. The prize fund is USD 2.5 million.
"""),
        m.add({"wcc_2024_score_after_g12": "6-6 (Ding won game 12 on 9 Dec 2024)", "wcc_2024_remaining": "G13 11 Dec, G14 12 Dec, tiebreaks 13 Dec"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-06", system(), turns, state=state("2024-12-10"), bad=True, turn=6,
           kind="the December 2024 top-100 list gives Gukesh D's FIDE ID as 46616534, while his profile in turn 4 (and its snippets) showed 46616543")


# 07 bad (turn 6): athletics records, Duplantis pole vault (World Athletics, Wikipedia); a snippet moves a record date
def t07(rs: RowSet) -> None:
    m = Mem()
    wa = "https://worldathletics.org/news/report/duplantis-world-record-silesia-diamond-league-2024"
    wiki = "https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression"
    oly = "https://olympics.com/en/news/paris-2024-athletics-mondo-duplantis-world-record-pole-vault-gold"
    turns = [
        (search("Mondo Duplantis pole vault world record 6.26 Silesia progression"), hits(
            (wa, "Duplantis breaks world pole vault record again with 6.26m in Silesia | World Athletics", "Mondo Duplantis improved his world pole vault record to 6.26m at the Wanda Diamond League meeting in Chorzów, three weeks after his Olympic record ...", "Aug 25, 2024"),
            (wiki, "Men's pole vault world record progression - Wikipedia", "The first world record in the men's pole vault was recognised by the IAAF in 1912 ... Armand Duplantis has broken the record ten times since 2020 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Armand_Duplantis", "Armand Duplantis - Wikipedia", "Armand Gustav 'Mondo' Duplantis (born 10 November 1999) is a Swedish-American pole vaulter, two-time Olympic champion and world record holder (6.26 m) ...", "N/A"),
            ("https://www.bbc.com/sport/athletics/articles/c0x4wz3zq82o", "Mondo Duplantis breaks pole vault world record for 10th time - BBC Sport", "Sweden's Armand Duplantis cleared 6.26m at the Silesia Diamond League to break the world record for the 10th time ...", "Aug 25, 2024"),
            ("https://www.diamondleague.com/silesia/news/duplantis-626/", "Duplantis soars to 6.26m world record in Chorzów - Wanda Diamond League", "The Swede cleared 6.26m at his first attempt at the Stadion Śląski ...", "Aug 25, 2024"),
            ("https://www.reuters.com/sports/athletics/duplantis-sets-pole-vault-world-record-626-2024-08-25/", "Athletics-Duplantis sets pole vault world record of 6.26 metres | Reuters", "Duplantis broke his own world record for the third time this year ...", "Aug 25, 2024"),
            ("https://www.espn.com/olympics/story/_/id/40893512/mondo-duplantis-pole-vault-world-record-626", "Mondo Duplantis breaks pole vault world record again - ESPN", "Three weeks after clearing 6.25m in Paris, Duplantis added a centimetre ...", "Aug 25, 2024"),
            ("https://www.reddit.com/r/trackandfield/comments/1f0s0lq/duplantis_626_wr/", "Duplantis 6.26 WR! : r/trackandfield", "Ten world records, one centimetre at a time. Bubka would be proud ...", "Aug 25, 2024"),
            ("https://www.aftonbladet.se/sportbladet/friidrott/a/duplantis-626-varldsrekord", "Mondo slog nytt världsrekord – 6,26! | Aftonbladet", "Armand Duplantis klarade 6,26 i Chorzów i slog sitt eget världsrekord ...", "Aug 25, 2024"),
            ("https://worldathletics.org/records/all-time-toplists/jumps/pole-vault/outdoor/men/senior", "Pole Vault - men - senior - outdoor | World Athletics all-time top list", "1. 6.26 Armand DUPLANTIS SWE 10 NOV 1999, Chorzów (POL) 25 AUG 2024 ...", "N/A"),
        )),
        (extract(wa, "height, venue, date, attempt, record count"), """# Duplantis breaks world pole vault record again with 6.26m in Silesia

**World Athletics** | Report | 25 August 2024 | Chorzów, Poland

Mondo Duplantis improved his world pole vault record to 6.26m at the Wanda Diamond League meeting in Silesia on Sunday (25), three weeks after he set the previous mark of 6.25m to win Olympic gold in Paris.

The Swede, who turns 25 in November, cleared 6.26m at his first attempt, the 10th time he has broken the world record.

## Results – men's pole vault

| Place | Athlete | Country | Mark |
|---|---|---|---|
| 1 | Armand Duplantis | SWE | 6.26 WR |
| 2 | Sam Kendricks | USA | 5.92 |
| 3 | Emmanouil Karalis | GRE | 5.82 |
| 4 | Kurtis Marschall | AUS | 5.82 |
| 5 | Sondre Guttormsen | NOR | 5.72 |

"I felt really good today, the conditions were perfect," said Duplantis. "I wanted to do it here, the crowd has always been so good to me in Poland."

The world record is subject to the usual ratification procedures.
"""),
        (extract(wiki, "Duplantis's world records with dates and venues"), """# Men's pole vault world record progression

From Wikipedia, the free encyclopedia

The first world record in the men's pole vault was recognised by the International Amateur Athletics Federation, now known as World Athletics, in 1912. Since 2020, indoor marks have been eligible for the world record.

## Records since 2014

| Mark | Athlete | Nation | Venue | Date |
|---|---|---|---|---|
| 6.16 m | Renaud Lavillenie | France | Donetsk | 15 February 2014 |
| 6.17 m | Armand Duplantis | Sweden | Toruń | 8 February 2020 |
| 6.18 m | Armand Duplantis | Sweden | Glasgow | 15 February 2020 |
| 6.19 m | Armand Duplantis | Sweden | Belgrade | 7 March 2022 |
| 6.20 m | Armand Duplantis | Sweden | Belgrade | 20 March 2022 |
| 6.21 m | Armand Duplantis | Sweden | Eugene | 24 July 2022 |
| 6.22 m | Armand Duplantis | Sweden | Clermont-Ferrand | 25 February 2023 |
| 6.23 m | Armand Duplantis | Sweden | Eugene | 17 September 2023 |
| 6.24 m | Armand Duplantis | Sweden | Xiamen | 20 April 2024 |
| 6.25 m | Armand Duplantis | Sweden | Saint-Denis (Paris Olympics) | 5 August 2024 |
| 6.26 m | Armand Duplantis | Sweden | Chorzów | 25 August 2024 |

Sergey Bubka broke the world record 35 times (17 outdoor, 18 indoor) between 1984 and 1994, a record number for any athlete.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Men%27s_pole_vault_world_record_progression&oldid=1242276315"
"""),
        m.add({"pv_wr_current": "6.26 m, Armand Duplantis (SWE), Chorzów, 25 August 2024", "pv_wr_count_duplantis": "10 (6.17 in 2020 to 6.26 in 2024)", "pv_wr_paris": "6.25 m, Saint-Denis, 5 August 2024 (Olympic final)"}),
        (extract(oly, "date and details of the Olympic final"), """# Paris 2024 athletics: Mondo Duplantis breaks world record to win pole vault gold

**Olympics.com** | 5 August 2024

Sweden's Armand 'Mondo' Duplantis retained his Olympic pole vault title at the Stade de France on Monday night (5 August), then raised the world record to 6.25m at his second attempt, with the final event of the evening watched by a full stadium.

## Men's pole vault final – results

| Rank | Athlete | NOC | Mark |
|---|---|---|---|
| 1 | Armand Duplantis | SWE | 6.25 WR, OR |
| 2 | Sam Kendricks | USA | 5.95 |
| 3 | Emmanouil Karalis | GRE | 5.90 |
| 4 | Sondre Guttormsen | NOR | 5.90 |
| 5 | Kurtis Marschall | AUS | 5.85 |

Duplantis became the first man since Bob Richards in 1952 and 1956 to win back-to-back Olympic pole vault titles. He cleared every height up to 6.00m at the first attempt before going to 6.10m (Olympic record) and then 6.25m.

> "It's the biggest thing I've ever done," he said. "Breaking the world record at the Olympics, it's the dream."
"""),
        (search("pole vault world record history Bubka Lavillenie Duplantis list of records"), hits(
            (wiki, "Men's pole vault world record progression - Wikipedia", "... 6.24 m, Xiamen, 20 April 2024; 6.25 m at the Paris Olympics, Saint-Denis, on 6 August 2024; 6.26 m, Chorzów, 25 August 2024 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Sergey_Bubka", "Sergey Bubka - Wikipedia", "Bubka broke the men's pole vault world record 35 times and was the first to clear 6.00 m and 6.10 m ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Renaud_Lavillenie", "Renaud Lavillenie - Wikipedia", "Lavillenie held the world record of 6.16 m, set indoors in Donetsk on 15 February 2014, until 2020 ...", "N/A"),
            ("https://worldathletics.org/records/by-progression/19283", "Pole vault men - World record progression | World Athletics", "Ratified world records, outdoor and indoor, from 4.02 m (1912) to 6.26 m (2024) ...", "N/A"),
            ("https://www.olympics.com/en/news/pole-vault-world-record-history", "The history of the pole vault world record | Olympics.com", "From bamboo poles to fibreglass: how the record climbed from 4 metres to above 6.2 ...", "Aug 26, 2024"),
            ("https://www.britannica.com/sports/pole-vault", "Pole vault | Britannica", "Pole vault, sport in athletics in which an athlete jumps over a crossbar with the aid of a pole ...", "N/A"),
            ("https://www.runnersworld.com/news/a61940124/mondo-duplantis-world-records-list/", "Every Mondo Duplantis World Record, Ranked - Runner's World", "From Toruń in 2020 to Chorzów in 2024: all ten of Duplantis's world records ...", "Aug 26, 2024"),
            ("https://www.guinnessworldrecords.com/world-records/highest-pole-vault-male", "Highest pole vault (male) | Guinness World Records", "The highest pole vault is 6.26 m and was achieved by Armand Duplantis ...", "N/A"),
            ("https://www.reddit.com/r/trackandfield/comments/1f1b8yb/bubka_vs_duplantis_record_count/", "Bubka vs Duplantis record count : r/trackandfield", "Bubka 35 (counting indoor), Mondo 10 so far. Mondo has a long way to go ...", "Aug 26, 2024"),
            ("https://www.athleticsweekly.com/featured/the-pole-vault-world-record-progression-1039981234/", "The pole vault world record progression - Athletics Weekly", "Sixteen men have held the outright world record since the fibreglass era began ...", "Aug 27, 2024"),
        )),
        (search("Duplantis next competition 2024 season end Diamond League final Brussels"), hits(
            ("https://www.diamondleague.com/brussels/news/final-2024-pole-vault", "Duplantis wins Diamond League final in Brussels - Wanda Diamond League", "Duplantis closed his season with victory in the Diamond League Final in Brussels, clearing 6.00m ...", "Sep 14, 2024"),
            ("https://worldathletics.org/news/report/brussels-diamond-league-final-2024", "Brussels Diamond League Final 2024 report | World Athletics", "Duplantis won the pole vault with 6.00m, ahead of Sam Kendricks ...", "Sep 14, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Diamond_League", "2024 Diamond League - Wikipedia", "The 2024 Diamond League final was held in Brussels on 13–14 September 2024 ...", "N/A"),
            ("https://www.expressen.se/sport/friidrott/mondo-avslutar-sasongen/", "Mondo avslutar säsongen med seger i Bryssel | Expressen", "Duplantis vann finalen i Diamond League och avslutar en historisk säsong ...", "Sep 14, 2024"),
            ("https://www.bbc.com/sport/athletics/articles/brussels-diamond-league-final-2024", "Diamond League final: Duplantis wins in Brussels - BBC Sport", "The Olympic champion did not attempt a world record this time ...", "Sep 14, 2024"),
            (wa, "Duplantis breaks world pole vault record again with 6.26m in Silesia | World Athletics", "Mondo Duplantis improved his world pole vault record to 6.26m at the Wanda Diamond League meeting in Chorzów ...", "Aug 25, 2024"),
            ("https://www.instagram.com/mondo_duplantis/", "Mondo Duplantis (@mondo_duplantis) • Instagram", "Season's over. Thank you all for an unforgettable 2024 ...", "N/A"),
            ("https://www.reddit.com/r/trackandfield/comments/1fgo5tr/brussels_dl_final_pv/", "Brussels DL final PV discussion : r/trackandfield", "No WR attempt in Brussels, he said he's done for the year ...", "Sep 14, 2024"),
            ("https://www.worldathletics.org/competitions/world-athletics-indoor-tour/2025", "World Athletics Indoor Tour 2025 calendar", "Gold-level meetings from January to March 2025 ...", "N/A"),
            ("https://www.svenskfriidrott.se/landslag/mondo-duplantis", "Armand Duplantis - Svensk Friidrott", "Landslagsprofil: Armand Duplantis, Upsala IF ...", "N/A"),
        )),
        m.retrieve(["pv_wr_current", "pv_wr_paris"]),
    ]
    rs.add("search", "h55-search-07", system(), turns, state=state("2024-10-15"), bad=True, turn=6,
           kind="a search snippet for the Wikipedia progression page dates the 6.25 m Paris record 6 August 2024, while that page (turn 3) and the Olympics report gave 5 August 2024")


def nyt_list(date: str, name: str, rows: list[tuple[int, str, str, str, int, str]], note: str) -> str:
    body = "\n\n".join(
        f"{r}. **{t}**\n   by {a} | {p}\n   {'New this week' if w == 1 else f'{w} weeks on the list'}\n   {d}" for r, t, a, p, w, d in rows)
    return f"""# {name} – Best Sellers

**The New York Times** | Books | Best Sellers | Week of {date}

{note}

{body}

---
Rankings reflect unit sales reported on a confidential basis by vendors offering a wide range of general interest titles. An asterisk (*) indicates that a book's sales are barometrically weighted to indicate sales at outlets that are particularly heavily weighted with book buyers. [Methodology]
"""


# 08 clean: book sales, NYT best sellers (nytimes.com); consecutive weekly lists and a different list for the same week
def t08(rs: RowSet) -> None:
    m = Mem()
    u10 = "https://www.nytimes.com/books/best-sellers/2024/11/10/hardcover-fiction/"
    u17 = "https://www.nytimes.com/books/best-sellers/2024/11/17/hardcover-fiction/"
    c17 = "https://www.nytimes.com/books/best-sellers/2024/11/17/combined-print-and-e-book-fiction/"
    d = {
        "THE WIDOW": ("John Grisham", "Doubleday", "A small-town lawyer becomes the prime suspect when a wealthy widow client dies."),
        "THE WOMEN": ("Kristin Hannah", "St. Martin's", "In 1965, a nursing student follows her brother to serve during the Vietnam War."),
        "HERE ONE MOMENT": ("Liane Moriarty", "Crown", "A woman on a delayed flight begins predicting how her fellow passengers will die."),
        "THE WEDDING PEOPLE": ("Alison Espach", "Henry Holt", "A woman arrives at a Newport hotel on the same weekend as a lavish wedding."),
        "INTERMEZZO": ("Sally Rooney", "Farrar, Straus & Giroux", "Two brothers in Ireland grieve their father and navigate complicated relationships."),
        "JAMES": ("Percival Everett", "Doubleday", "A retelling of Adventures of Huckleberry Finn from the point of view of the enslaved Jim."),
        "COUNTING MIRACLES": ("Nicholas Sparks", "Random House", "A former Army Ranger searches for the father he never knew in rural North Carolina."),
        "THE GOD OF THE WOODS": ("Liz Moore", "Riverhead", "A teenager goes missing from an Adirondack summer camp in 1975."),
        "WE SOLVE MURDERS": ("Richard Osman", "Pamela Dorman", "A retired police officer and his daughter-in-law, a bodyguard, investigate a murder."),
        "IRON FLAME": ("Rebecca Yarros", "Red Tower", "The second book in the Empyrean series."),
        "THE WAITING": ("Michael Connelly", "Little, Brown", "Detective Renée Ballard takes on a cold case with help from the LAPD volunteer unit."),
    }

    def rows(spec: list[tuple[str, int]]) -> list[tuple[int, str, str, str, int, str]]:
        return [(i, t, d[t][0], d[t][1], w, d[t][2]) for i, (t, w) in enumerate(spec, 1)]

    nov10 = rows([("THE WIDOW", 2), ("THE WOMEN", 39), ("HERE ONE MOMENT", 7), ("THE WEDDING PEOPLE", 13), ("INTERMEZZO", 6),
                  ("JAMES", 29), ("COUNTING MIRACLES", 7), ("THE GOD OF THE WOODS", 17), ("WE SOLVE MURDERS", 7), ("IRON FLAME", 52)])
    nov17 = rows([("THE WOMEN", 40), ("THE WIDOW", 3), ("THE WEDDING PEOPLE", 14), ("HERE ONE MOMENT", 8), ("THE WAITING", 1),
                  ("JAMES", 30), ("INTERMEZZO", 7), ("THE GOD OF THE WOODS", 18), ("IRON FLAME", 53), ("COUNTING MIRACLES", 8)])
    comb17 = rows([("THE WOMEN", 42), ("THE WEDDING PEOPLE", 15), ("THE WIDOW", 3), ("HERE ONE MOMENT", 8), ("THE WAITING", 1),
                   ("IRON FLAME", 54), ("JAMES", 27), ("THE GOD OF THE WOODS", 19), ("INTERMEZZO", 7), ("COUNTING MIRACLES", 8)])
    turns = [
        (search("New York Times best sellers hardcover fiction November 10 2024"), hits(
            (u10, "Hardcover Fiction - Best Sellers - Books - Nov. 10, 2024 - The New York Times", "1. THE WIDOW by John Grisham. A small-town lawyer becomes the prime suspect ... 2. THE WOMEN by Kristin Hannah ...", "Nov 10, 2024"),
            ("https://www.nytimes.com/books/best-sellers/", "Best Sellers - Books - The New York Times", "Authoritatively ranked lists of books sold in the United States, sorted by format and genre ...", "N/A"),
            ("https://www.publishersweekly.com/pw/by-topic/industry-news/bestsellers/article/96211-the-widow-debuts.html", "This Week's Bestsellers: November 4, 2024 | Publishers Weekly", "John Grisham's The Widow sold more than 60,000 print copies in its first week ...", "Nov 1, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_The_New_York_Times_number-one_books_of_2024", "List of The New York Times number-one books of 2024 - Wikipedia", "This is a list of books that topped The New York Times best-seller list in 2024 ...", "N/A"),
            ("https://www.goodreads.com/list/show/nyt-bestsellers-2024", "NYT Bestsellers 2024 (230 books) - Goodreads", "Books that appeared on The New York Times bestseller list in 2024 ...", "N/A"),
            ("https://www.barnesandnoble.com/b/the-new-york-times-bestsellers-fiction/_/N-1p3n", "New York Times Bestsellers - Fiction | Barnes & Noble", "Shop this week's NYT bestsellers in hardcover fiction ...", "N/A"),
            ("https://www.usatoday.com/booklist/", "USA TODAY Best-selling Booklist", "The top 150 books of the week across all formats ...", "N/A"),
            ("https://www.reddit.com/r/books/comments/1glqg2v/nyt_bestseller_list_this_week/", "NYT bestseller list this week : r/books", "The Women has been on the list for nearly 40 weeks now, crazy staying power ...", "Nov 7, 2024"),
            ("https://www.npr.org/2024/11/07/bestsellers-week-of-nov-10", "NPR Bestsellers: Hardcover Fiction | NPR", "Independent booksellers' list for the week ending November 3 ...", "Nov 7, 2024"),
            ("https://www.amazon.com/charts/mostsold/fiction", "Amazon Charts: Most Sold Fiction", "The top 20 most sold fiction books this week ...", "N/A"),
        )),
        (extract(u10, "full top 10 with weeks on list"), nyt_list("November 10, 2024", "Hardcover Fiction", nov10, "THE WIDOW holds the top spot for a second week.")),
        m.add({"nyt_hf_2024-11-10_no1": "THE WIDOW, John Grisham (week 2 on list)", "the_women_hf": "2024-11-10: #2, 39 weeks on list", "the_widow_hf": "2024-11-10: #1, 2 weeks on list"}),
        (search("New York Times best sellers hardcover fiction November 17 2024"), hits(
            (u17, "Hardcover Fiction - Best Sellers - Books - Nov. 17, 2024 - The New York Times", "1. THE WOMEN by Kristin Hannah. In 1965, a nursing student follows her brother to serve during the Vietnam War ... 2. THE WIDOW by John Grisham ...", "Nov 17, 2024"),
            (c17, "Combined Print & E-Book Fiction - Best Sellers - Nov. 17, 2024 - The New York Times", "1. THE WOMEN by Kristin Hannah ... 2. THE WEDDING PEOPLE by Alison Espach ...", "Nov 17, 2024"),
            (u10, "Hardcover Fiction - Best Sellers - Books - Nov. 10, 2024 - The New York Times", "1. THE WIDOW by John Grisham ... 2. THE WOMEN by Kristin Hannah ...", "Nov 10, 2024"),
            ("https://www.publishersweekly.com/pw/by-topic/industry-news/bestsellers/article/96305-the-waiting.html", "This Week's Bestsellers: November 11, 2024 | Publishers Weekly", "Michael Connelly's The Waiting lands in the top five; The Women returns to No. 1 ...", "Nov 8, 2024"),
            ("https://www.littlebrown.com/titles/michael-connelly/the-waiting/9780316563765/", "The Waiting by Michael Connelly | Little, Brown and Company", "A Ballard and Bosch novel. An instant #1 New York Times bestseller ...", "N/A"),
            ("https://www.reddit.com/r/books/comments/1gqv0d1/the_women_back_at_1/", "The Women back at #1 on the NYT hardcover list : r/books", "40 weeks! Grisham only kept it off the top for two weeks ...", "Nov 14, 2024"),
            ("https://www.usatoday.com/story/entertainment/books/2024/11/13/usa-today-bestseller-list/", "USA TODAY Best-selling Booklist, week of Nov. 13 | USA TODAY", "Kristin Hannah's The Women is No. 1 across all formats ...", "Nov 13, 2024"),
            ("https://www.bookbrowse.com/bestsellers/", "Bestsellers - BookBrowse", "NYT, USA Today and Indie bestsellers, updated weekly ...", "N/A"),
            ("https://www.penguinrandomhouse.com/the-read-down/nyt-bestsellers/", "New York Times Bestsellers from Penguin Random House", "Books on this week's lists from PRH imprints, including Crown and Riverhead ...", "N/A"),
            ("https://www.nytimes.com/books/best-sellers/2024/11/17/hardcover-nonfiction/", "Hardcover Nonfiction - Best Sellers - Books - Nov. 17, 2024 - The New York Times", "1. WAR by Bob Woodward ... 2. THE DEMON OF UNREST by Erik Larson ...", "Nov 17, 2024"),
        )),
        (extract(u17, "full top 10 with weeks on list; what changed since last week"), nyt_list("November 17, 2024", "Hardcover Fiction", nov17, "THE WOMEN returns to No. 1 in its 40th week; THE WAITING is new this week.")),
        m.update({"the_women_hf": "2024-11-17: #1, 40 weeks on list (was #2 on 2024-11-10)", "the_widow_hf": "2024-11-17: #2, 3 weeks on list (was #1 on 2024-11-10)"}),
        (extract(c17, "top 10 of the combined print and e-book fiction list for the same week"), nyt_list("November 17, 2024", "Combined Print & E-Book Fiction", comb17, "This list combines print and e-book sales; weeks on list are counted for this list only.")),
        m.add({"the_women_combined": "2024-11-17 combined print & e-book fiction: #1, 42 weeks on that list"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-08", system(), turns, state=state("2024-11-12"))


# 09 clean: TV ratings, BARB four-screen data (barb.co.uk, ITV press centre); overnight vs 7-day vs weekly charts
def t09(rs: RowSet) -> None:
    m = Mem()
    itv = "https://www.itv.com/presscentre/media-releases/mr-bates-vs-post-office-itvs-biggest-new-drama-launch"
    barb = "https://www.barb.co.uk/viewing-data/weekly-top-30/?week=2024-01-01&channel=ITV1"
    barb2 = "https://www.barb.co.uk/viewing-data/weekly-top-30/?week=2024-01-08&channel=ITV1"
    turns = [
        (search("Mr Bates vs The Post Office viewing figures BARB consolidated overnight"), hits(
            (itv, "Mr Bates vs The Post Office is ITV's biggest new drama launch in a decade | ITV Press Centre", "Episode one has been watched by 9.2 million viewers across all devices in its first seven days, up from an overnight audience of 3.6 million ...", "Jan 10, 2024"),
            ("https://www.barb.co.uk/viewing-data/weekly-top-30/", "Weekly top 30 | BARB", "The most-viewed programmes by channel for each week, four-screen, 7-day consolidated ...", "N/A"),
            ("https://www.bbc.com/news/entertainment-arts-67903450", "Mr Bates vs The Post Office: How an ITV drama reignited the scandal - BBC News", "The four-part drama, broadcast from New Year's Day, prompted more than 50 new potential victims to contact lawyers ...", "Jan 8, 2024"),
            ("https://www.theguardian.com/media/2024/jan/10/mr-bates-vs-the-post-office-itv-ratings", "Mr Bates vs the Post Office becomes ITV's most-watched drama in a decade | The Guardian", "The drama's first episode was seen by 9.2 million people within a week, its audience building sharply after broadcast ...", "Jan 10, 2024"),
            ("https://en.wikipedia.org/wiki/Mr_Bates_vs_The_Post_Office", "Mr Bates vs The Post Office - Wikipedia", "Mr Bates vs The Post Office is a British four-part television drama broadcast on ITV1 from 1 to 4 January 2024 ...", "N/A"),
            ("https://www.broadcastnow.co.uk/ratings/ratings-mr-bates-grows-to-9m/5190012.article", "Ratings: Mr Bates grows to 9m | Broadcast", "Consolidated figures show ITV's drama more than doubled its overnight audience ...", "Jan 11, 2024"),
            ("https://www.radiotimes.com/tv/drama/mr-bates-vs-the-post-office-ratings/", "Mr Bates vs The Post Office ratings soar | Radio Times", "The drama has now been streamed more than 20 million times on ITVX ...", "Jan 12, 2024"),
            ("https://www.reddit.com/r/unitedkingdom/comments/192d8r1/mr_bates_vs_the_post_office_ratings/", "Mr Bates vs The Post Office ratings : r/unitedkingdom", "Overnights are meaningless these days, the 7-day and 28-day numbers are what count ...", "Jan 10, 2024"),
            ("https://www.thinkbox.tv/research/barb-data/", "BARB data explained | Thinkbox", "What overnight, 7-day and 28-day consolidated audiences mean ...", "N/A"),
            ("https://www.itv.com/presscentre/ep1week1/mr-bates-vs-post-office", "Mr Bates vs The Post Office | Programme information | ITV Press Centre", "Episode 1 of 4, ITV1, Monday 1 January, 9pm ...", "Dec 12, 2023"),
        )),
        (extract(itv, "overnight and consolidated audiences for each episode"), """# Mr Bates vs The Post Office is ITV's biggest new drama launch in a decade

**ITV Press Centre** | Media release | 10 January 2024

ITV's drama Mr Bates vs The Post Office, broadcast on ITV1 and ITVX from Monday 1 to Thursday 4 January, has become ITV's biggest new drama launch since Broadchurch in 2013.

Episode one has now been watched by 9.2 million viewers across all devices in its first seven days, up from an overnight audience of 3.6 million, an increase of more than 150%.

## Audiences by episode

| Episode | Broadcast (ITV1, 9pm) | Overnight (live + same day) | 7-day consolidated, all devices |
|---|---|---|---|
| 1 | Mon 1 Jan | 3.6m | 9.2m |
| 2 | Tue 2 Jan | 3.9m | 8.7m |
| 3 | Wed 3 Jan | 4.0m | 8.5m |
| 4 | Thu 4 Jan | 4.1m | 8.4m |

The series has been streamed more than 20 million times on ITVX.

> "The extraordinary response to this drama is testament to the story of the sub-postmasters and the brilliant performances of Toby Jones and the cast," said Polly Hill, ITV's Head of Drama.

Figures: BARB four-screen, 7-day consolidated; overnight figures are ITV estimates from BARB overnight data.
"""),
        m.add({"ep1_overnight": "3.6m (ITV, Mon 1 Jan 2024, live + same day)", "ep1_7day": "9.2m (ITV press release, 10 Jan 2024)", "series_streams_itvx": "20m+ (as of 10 Jan 2024)"}),
        (extract(barb, "ITV1 top programmes for the week 1-7 January 2024, four-screen 7-day"), """# Weekly top 30 – ITV1

**BARB** | Four-screen, 7-day consolidated | Week commencing 1 January 2024 (Mon 1 Jan – Sun 7 Jan 2024)

Audience: individuals 4+, all devices (TV set and online devices), millions

| Rank | Programme | Day | Date | Start | Audience (m) |
|---|---|---|---|---|---|
| 1 | Mr Bates vs The Post Office | Mon | 01/01/2024 | 21:00 | 9.23 |
| 2 | Mr Bates vs The Post Office | Tue | 02/01/2024 | 21:00 | 8.74 |
| 3 | Mr Bates vs The Post Office | Wed | 03/01/2024 | 21:00 | 8.52 |
| 4 | Mr Bates vs The Post Office | Thu | 04/01/2024 | 21:00 | 8.41 |
| 5 | The Masked Singer | Sat | 06/01/2024 | 19:00 | 5.12 |
| 6 | Coronation Street | Mon | 01/01/2024 | 20:00 | 4.96 |
| 7 | Coronation Street | Wed | 03/01/2024 | 20:00 | 4.83 |
| 8 | Emmerdale | Mon | 01/01/2024 | 19:30 | 4.55 |
| 9 | Dancing on Ice | Sun | 07/01/2024 | 18:30 | 4.49 |
| 10 | Coronation Street | Fri | 05/01/2024 | 20:00 | 4.47 |

Showing 10 of 30. Data released: Tuesday 16 January 2024.
"""),
        m.update({"ep1_7day": "9.23m (BARB four-screen 7-day, week of 1 Jan 2024; ITV rounded this to 9.2m)"}),
        (extract(barb2, "ITV1 top programmes for the following week"), """# Weekly top 30 – ITV1

**BARB** | Four-screen, 7-day consolidated | Week commencing 8 January 2024 (Mon 8 Jan – Sun 14 Jan 2024)

Audience: individuals 4+, all devices (TV set and online devices), millions

| Rank | Programme | Day | Date | Start | Audience (m) |
|---|---|---|---|---|---|
| 1 | The Masked Singer | Sat | 13/01/2024 | 19:00 | 5.31 |
| 2 | Coronation Street | Mon | 08/01/2024 | 20:00 | 4.92 |
| 3 | Coronation Street | Wed | 10/01/2024 | 20:00 | 4.70 |
| 4 | Mr Bates vs The Post Office: The Real Story | Mon | 08/01/2024 | 21:00 | 4.68 |
| 5 | Dancing on Ice | Sun | 14/01/2024 | 18:30 | 4.61 |
| 6 | Emmerdale | Mon | 08/01/2024 | 19:30 | 4.39 |
| 7 | Coronation Street | Fri | 12/01/2024 | 20:00 | 4.33 |
| 8 | Emmerdale | Tue | 09/01/2024 | 19:30 | 4.18 |
| 9 | Vera | Sun | 14/01/2024 | 20:00 | 4.12 |
| 10 | ITV News at Ten | Wed | 10/01/2024 | 22:00 | 3.95 |

Showing 10 of 30. Data released: Tuesday 23 January 2024.
"""),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-09", system(), turns, state=state("2024-01-24"))


def famitsu(period: str, sw: list[str], hw: list[str], posted: str) -> str:
    return f"""# Famitsu Sales: {period}

**Gematsu** | Sales | Posted {posted} by Sal Romano

Here are the Japanese physical retail software and hardware sales for the week of {period}, according to Famitsu. Figures in parentheses are life-to-date (LTD) sales; "New" marks a release in the tracking week. Rank format: this week / last week.

## Software Sales (Physical Only)

{chr(10).join(sw)}

## Hardware Sales

{chr(10).join(hw)}

Tags: Famitsu, Japan, Sales
"""


# 10 bad (turn 8): video game sales, Famitsu weekly charts via Gematsu; a life-to-date total that does not follow from last week's plus this week's
def t10(rs: RowSet) -> None:
    m = Mem()
    g1 = "https://www.gematsu.com/2024/11/famitsu-sales-11-4-24-11-10-24"
    g2 = "https://www.gematsu.com/2024/11/famitsu-sales-11-11-24-11-17-24"
    fam = "https://www.famitsu.com/article/202411/25871"
    sw1 = [
        "01./00. [NSW] Mario & Luigi: Brothership (Nintendo, 11/07/24) – 88,412 (New)",
        "02./01. [NSW] Super Mario Party Jamboree (Nintendo, 10/17/24) – 41,338 (231,904)",
        "03./02. [PS5] Call of Duty: Black Ops 6 (Activision, 10/25/24) – 14,207 (61,930)",
        "04./04. [NSW] Minecraft (Microsoft, 06/21/18) – 9,876 (3,671,204)",
        "05./03. [NSW] The Legend of Zelda: Echoes of Wisdom (Nintendo, 09/26/24) – 9,102 (412,366)",
        "06./05. [NSW] Mario Kart 8 Deluxe (Nintendo, 04/28/17) – 8,612 (6,002,113)",
        "07./06. [NSW] Super Smash Bros. Ultimate (Nintendo, 12/07/18) – 4,920 (5,612,388)",
        "08./07. [NSW] Pokemon Scarlet / Violet (The Pokemon Company, 11/18/22) – 4,411 (5,480,990)",
        "09./08. [PS5] Metaphor: ReFantazio (Atlus, 10/11/24) – 3,988 (142,310)",
        "10./09. [NSW] Nintendo Switch Sports (Nintendo, 04/29/22) – 3,702 (1,401,225)",
    ]
    hw1 = [
        "Switch OLED Model – 33,512 (8,412,337)",
        "Switch Lite – 13,201 (6,501,994)",
        "Switch – 4,811 (20,093,418)",
        "PlayStation 5 Pro – 28,432 (New)",
        "PlayStation 5 – 5,918 (5,301,228)",
        "PlayStation 5 Digital Edition – 3,220 (1,012,845)",
        "Xbox Series X – 1,034 (301,552)",
        "Xbox Series S – 418 (311,906)",
    ]
    sw2 = [
        "01./00. [NSW] Dragon Quest III HD-2D Remake (Square Enix, 11/14/24) – 251,308 (New)",
        "02./00. [PS5] Dragon Quest III HD-2D Remake (Square Enix, 11/14/24) – 68,117 (New)",
        "03./01. [NSW] Mario & Luigi: Brothership (Nintendo, 11/07/24) – 41,210 (131,622)",
        "04./02. [NSW] Super Mario Party Jamboree (Nintendo, 10/17/24) – 27,455 (259,359)",
        "05./03. [PS5] Call of Duty: Black Ops 6 (Activision, 10/25/24) – 9,840 (71,770)",
        "06./04. [NSW] Minecraft (Microsoft, 06/21/18) – 9,511 (3,680,715)",
        "07./06. [NSW] Mario Kart 8 Deluxe (Nintendo, 04/28/17) – 8,977 (6,011,090)",
        "08./05. [NSW] The Legend of Zelda: Echoes of Wisdom (Nintendo, 09/26/24) – 8,304 (420,670)",
        "09./07. [NSW] Super Smash Bros. Ultimate (Nintendo, 12/07/18) – 4,702 (5,617,090)",
        "10./08. [NSW] Pokemon Scarlet / Violet (The Pokemon Company, 11/18/22) – 4,388 (5,485,378)",
    ]
    hw2 = [
        "Switch OLED Model – 61,845 (8,474,182)",
        "Switch Lite – 22,310 (6,524,304)",
        "Switch – 6,102 (20,099,520)",
        "PlayStation 5 Pro – 9,115 (37,547)",
        "PlayStation 5 – 8,774 (5,310,002)",
        "PlayStation 5 Digital Edition – 4,905 (1,017,750)",
        "Xbox Series X – 952 (302,504)",
        "Xbox Series S – 377 (312,283)",
    ]
    turns = [
        (search("Famitsu sales 11/4/24 11/10/24 Mario & Luigi Brothership debut PS5 Pro"), hits(
            (g1, "Famitsu Sales: 11/4/24 – 11/10/24 - Gematsu", "Mario & Luigi: Brothership debuts at the top with 88,412 physical units; PS5 Pro sells 28,432 units in its launch week ...", "Nov 14, 2024"),
            ("https://www.famitsu.com/article/202411/25410", "【ソフト＆ハード週間販売数】『マリオ＆ルイージRPG ブラザーシップ！』が8.8万本で首位 | ファミ通.com", "2024年11月4日～11月10日の集計。Switch『マリオ＆ルイージRPG ブラザーシップ！』が初週88,412本 ...", "Nov 14, 2024"),
            ("https://www.installbase.net/forum/threads/famitsu-sales-week-45-2024.2714/", "Famitsu Sales: Week 45, 2024 (Nov 04 - Nov 10) | Install Base Forum", "M&L 88k, solid for the series; PS5 Pro 28k launch ...", "Nov 14, 2024"),
            ("https://www.nintendolife.com/news/2024/11/japanese-charts-mario-and-luigi-brothership-tops-the-charts", "Japanese Charts: Mario & Luigi: Brothership Tops The Charts | Nintendo Life", "The RPG sold over 88,000 physical copies in its opening week in Japan ...", "Nov 14, 2024"),
            ("https://www.siliconera.com/japans-ps5-pro-launch-sales-famitsu/", "PS5 Pro Sold 28,000 Units in Japan in Its First Week - Siliconera", "Sony's mid-generation console debuted behind the Switch OLED model ...", "Nov 14, 2024"),
            ("https://www.resetera.com/threads/famitsu-sales-week-45-2024.1053112/", "Famitsu Sales: Week 45 2024 | ResetEra", "Mario & Luigi 88,412; Super Mario Party Jamboree 41,338 (231,904) ...", "Nov 14, 2024"),
            ("https://www.vgchartz.com/article/463012/mario-luigi-brothership-debuts-in-1st-in-japan/", "Mario & Luigi: Brothership Debuts in 1st in Japan - VGChartz", "Mario & Luigi: Brothership (NS) debuted in first place on the Japanese charts with sales of 88,412 units ...", "Nov 14, 2024"),
            ("https://automaton-media.com/en/news/mario-luigi-brothership-japan-sales/", "Mario & Luigi: Brothership outsells previous entry's debut in Japan - AUTOMATON", "The Switch title sold more at launch than Mario & Luigi: Superstar Saga + Bowser's Minions ...", "Nov 15, 2024"),
            ("https://www.reddit.com/r/NintendoSwitch/comments/1gr2y0a/famitsu_sales_mario_luigi_brothership_88k/", "Famitsu Sales: Mario & Luigi Brothership 88k : r/NintendoSwitch", "Good start, the DQ3 remake next week is going to dwarf everything though ...", "Nov 14, 2024"),
            ("https://www.gematsu.com/2024/11/famitsu-sales-10-28-24-11-3-24", "Famitsu Sales: 10/28/24 – 11/3/24 - Gematsu", "Super Mario Party Jamboree tops the charts for a third week ...", "Nov 7, 2024"),
        )),
        (extract(g1, "full software and hardware chart with life-to-date figures"), famitsu("11/4/24 – 11/10/24", sw1, hw1, "November 14, 2024 at 9:12 AM")),
        m.add({"ml_brothership_w1": "88,412 (new, week 11/4-11/10/24)", "ml_brothership_ltd_w1": "88,412", "jamboree_ltd_w1": "231,904", "ps5_pro_w1": "28,432 (launch week)"}),
        (search("Dragon Quest III HD-2D Remake Famitsu first week sales Switch PS5"), hits(
            (fam, "【ソフト＆ハード週間販売数】『ドラゴンクエストIII そして伝説へ…』が2機種合計31.9万本で首位 | ファミ通.com", "Switch版251,308本、PS5版68,117本、合計319,425本を販売 ...", "Nov 21, 2024"),
            ("https://www.gematsu.com/2024/11/famitsu-sales-11-11-24-11-17-24", "Famitsu Sales: 11/11/24 – 11/17/24 - Gematsu", "Dragon Quest III HD-2D Remake debuts with 319,425 combined physical units ...", "Nov 21, 2024"),
            ("https://www.siliconera.com/dragon-quest-iii-hd-2d-remake-japan-sales/", "Dragon Quest III HD-2D Remake Sold Over 300,000 Physical Copies in Japan - Siliconera", "The Switch version accounted for almost 80% of physical sales ...", "Nov 21, 2024"),
            ("https://www.square-enix.com/jp/news/2024/dq3hd2d-shipment.html", "『ドラゴンクエストIII そして伝説へ…』出荷本数のお知らせ | SQUARE ENIX", "国内外の出荷・ダウンロード販売本数の合計が200万本を突破 ...", "Nov 20, 2024"),
            ("https://www.nintendolife.com/news/2024/11/japanese-charts-dragon-quest-iii-hd-2d-remake-storms-the-charts", "Japanese Charts: Dragon Quest III HD-2D Remake Storms The Charts | Nintendo Life", "The remake sold over 250,000 physical copies on Switch alone ...", "Nov 21, 2024"),
            ("https://www.installbase.net/forum/threads/famitsu-sales-week-46-2024.2731/", "Famitsu Sales: Week 46, 2024 (Nov 11 - Nov 17) | Install Base Forum", "DQ3 NSW 251k PS5 68k, Switch OLED nearly doubles ...", "Nov 21, 2024"),
            ("https://automaton-media.com/en/news/dragon-quest-3-hd-2d-remake-sales-japan/", "Dragon Quest III HD-2D Remake ships 2 million - AUTOMATON", "Square Enix announced shipments and digital sales of 2 million worldwide ...", "Nov 20, 2024"),
            ("https://www.resetera.com/threads/famitsu-sales-week-46-2024.1055670/", "Famitsu Sales: Week 46 2024 | ResetEra", "Dragon Quest III HD-2D Remake (NSW) 251,308 (New) ...", "Nov 21, 2024"),
            ("https://www.vgchartz.com/article/463188/dragon-quest-iii-hd-2d-remake-debuts-in-1st-in-japan/", "Dragon Quest III HD-2D Remake Debuts in 1st in Japan - VGChartz", "Dragon Quest III HD-2D Remake (NS) debuted in first place with sales of 251,308 units ...", "Nov 21, 2024"),
            ("https://www.reddit.com/r/dragonquest/comments/1gwdy5h/dq3_hd2d_famitsu/", "DQ3 HD-2D sold 319k physical in Japan : r/dragonquest", "Lower than DQ11S launch but digital is a much bigger share now ...", "Nov 21, 2024"),
        )),
        (extract(fam, "Dragon Quest III first-week figures per platform"), """# 【ソフト＆ハード週間販売数】『ドラゴンクエストIII そして伝説へ…』が2機種合計31.9万本で首位

**ファミ通.com** | 2024.11.21 16:00 | 集計期間：2024年11月11日（月）～11月17日（日）

2024年11月14日に発売されたスクウェア・エニックスの『ドラゴンクエストIII そして伝説へ…』（HD-2D版）が、Switch版とPS5版の合計で319,425本を販売し、首位を獲得した。

## 機種別の初週販売本数

| 機種 | 推定販売本数（初週） |
|---|---|
| Nintendo Switch | 251,308本 |
| PlayStation 5 | 68,117本 |
| 合計 | 319,425本 |

ハード部門では、『ドラゴンクエストIII』の発売に合わせてNintendo Switch（有機ELモデル）が週販61,845台と前週から大きく伸びた。PS5 Proは発売2週目で9,115台を販売した。

※ファミ通調べ（パッケージ版のみ。ダウンロード版は含まない）
"""),
        m.add({"dq3_hd2d_w1": "NSW 251,308 + PS5 68,117 = 319,425 (physical, 11/11-11/17/24)"}),
        (search("Famitsu sales 11/11/24 11/17/24 Gematsu full chart"), hits(
            (g2, "Famitsu Sales: 11/11/24 – 11/17/24 - Gematsu", "Dragon Quest III HD-2D Remake debuts with 319,425 combined physical units; Mario & Luigi: Brothership drops to third ...", "Nov 21, 2024"),
            (fam, "【ソフト＆ハード週間販売数】『ドラゴンクエストIII そして伝説へ…』が2機種合計31.9万本で首位 | ファミ通.com", "Switch版251,308本、PS5版68,117本 ...", "Nov 21, 2024"),
            (g1, "Famitsu Sales: 11/4/24 – 11/10/24 - Gematsu", "Mario & Luigi: Brothership debuts at the top with 88,412 physical units ...", "Nov 14, 2024"),
            ("https://www.gematsu.com/tag/famitsu", "Famitsu - Gematsu", "All Famitsu sales reports and news ...", "N/A"),
            ("https://www.installbase.net/forum/threads/famitsu-sales-week-46-2024.2731/", "Famitsu Sales: Week 46, 2024 (Nov 11 - Nov 17) | Install Base Forum", "Full top 30 and hardware in the OP ...", "Nov 21, 2024"),
            ("https://www.vgchartz.com/article/463188/dragon-quest-iii-hd-2d-remake-debuts-in-1st-in-japan/", "Dragon Quest III HD-2D Remake Debuts in 1st in Japan - VGChartz", "Mario & Luigi: Brothership (NS) is in third place with sales of 41,210 units ...", "Nov 21, 2024"),
            ("https://www.nintendolife.com/news/2024/11/japanese-charts-dragon-quest-iii-hd-2d-remake-storms-the-charts", "Japanese Charts: Dragon Quest III HD-2D Remake Storms The Charts | Nintendo Life", "Mario & Luigi: Brothership drops to third in its second week ...", "Nov 21, 2024"),
            ("https://www.resetera.com/threads/famitsu-sales-week-46-2024.1055670/", "Famitsu Sales: Week 46 2024 | ResetEra", "Switch OLED 61,845; PS5 Pro 9,115 ...", "Nov 21, 2024"),
            ("https://www.reddit.com/r/NintendoSwitch/comments/1gwe0ac/famitsu_sales_week_46/", "Famitsu sales week 46 : r/NintendoSwitch", "OLED almost doubled week on week thanks to DQ3 ...", "Nov 21, 2024"),
            ("https://www.famitsu.com/ranking/game-sales/last_week", "ゲームソフト販売本数ランキング TOP30 | ファミ通.com", "週間販売ランキング（集計期間：2024年11月11日～11月17日）...", "N/A"),
        )),
        (extract(g2, "full software and hardware chart with life-to-date figures"), famitsu("11/11/24 – 11/17/24", sw2, hw2, "November 21, 2024 at 9:05 AM")),
        m.update({"ml_brothership_ltd_w1": "88,412 (after week 11/4-11/10/24)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-10", system(), turns, state=state("2024-11-22"), bad=True, turn=8,
           kind="week-2 chart gives Mario & Luigi: Brothership 41,210 sold with LTD 131,622, but turn 2 showed LTD 88,412 and 88,412 + 41,210 = 129,622")


# 11 bad (turn 11): airline fleets, Lufthansa on planespotters.net; a removed memory key is back in retrieve_all
def t11(rs: RowSet) -> None:
    m = Mem()
    ps = "https://www.planespotters.net/airline/Lufthansa"
    lhn = "https://newsroom.lufthansagroup.com/en/lufthansa-a380-return-2024-summer-schedule/"
    at = "https://www.aerotelegraph.com/en/lufthansa-boeing-787-allegris-certification-delay"
    fleet = [
        ("Airbus A319-100", 20, 2, 0, 13, 23.1), ("Airbus A320-200", 23, 1, 0, 56, 20.4), ("Airbus A320neo", 33, 0, 5, 0, 4.6),
        ("Airbus A321-100/200", 61, 2, 0, 9, 19.8), ("Airbus A321neo", 8, 0, 32, 0, 1.2), ("Airbus A330-300", 11, 1, 0, 8, 19.7),
        ("Airbus A340-300", 14, 2, 0, 20, 25.3), ("Airbus A340-600", 8, 2, 0, 14, 18.9), ("Airbus A350-900", 26, 0, 19, 0, 5.1),
        ("Airbus A380-800", 8, 0, 0, 6, 13.9), ("Boeing 747-400", 8, 0, 0, 30, 25.5), ("Boeing 747-8", 19, 0, 0, 0, 10.6),
        ("Boeing 787-9", 5, 1, 27, 0, 2.0),
    ]
    act, park, fut = (sum(r[i] for r in fleet) for i in (1, 2, 3))
    rows = "\n".join(f"| {t} | {a} | {p} | {f if f else '–'} | {h if h else '–'} | {g} |" for t, a, p, f, h, g in fleet)
    turns = [
        (search("Lufthansa fleet planespotters A350-900 747-8 active aircraft count"), hits(
            (ps, "Lufthansa Fleet Details and History - Planespotters.net", f"Lufthansa (LH/DLH) current fleet: {act} active aircraft, {park} parked; {fut} on order. Average age 15.1 years ...", "N/A"),
            ("https://www.lufthansagroup.com/en/company/fleet/lufthansa-and-regional-partners.html", "Fleet - Lufthansa Group", "Lufthansa Airlines and regional partners: aircraft types, number of aircraft, seats and range ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Lufthansa_fleet", "Lufthansa fleet - Wikipedia", "As of January 2025, Lufthansa operates a fleet of Airbus narrow-body and wide-body aircraft as well as Boeing 747 and 787 ...", "N/A"),
            ("https://www.airfleets.net/flottecie/Lufthansa.htm", "Lufthansa fleet | Airfleets aviation", "Lufthansa fleet: A319, A320, A321, A330, A340, A350, A380, B747, B787 ...", "N/A"),
            ("https://www.ch-aviation.com/portal/airline/LH", "Lufthansa - ch-aviation", "Fleet, contacts and news for Deutsche Lufthansa AG ...", "N/A"),
            ("https://www.aerotelegraph.com/en/lufthansa-fleet-2025", "This is what the Lufthansa fleet will look like in 2025 - aeroTELEGRAPH", "More A350-900s and the first 787s with Allegris; the A340-600 keeps flying longer than planned ...", "Jan 3, 2025"),
            ("https://www.flightradar24.com/data/airlines/lh-dlh/fleet", "Lufthansa fleet - Flightradar24", "Aircraft registrations and live positions of the Lufthansa fleet ...", "N/A"),
            ("https://www.reddit.com/r/aviation/comments/1hqv3b5/lufthansa_fleet_is_a_museum/", "Lufthansa's fleet is a museum : r/aviation", "747-400, A340-300, A340-600 all still flying in 2025, love it ...", "Jan 1, 2025"),
            ("https://simpleflying.com/lufthansa-fleet-2025-guide/", "Lufthansa Fleet In 2025: A Complete Guide - Simple Flying", "From the 747-8 to the A321neo: a look at every aircraft type in the German flag carrier's fleet ...", "Jan 8, 2025"),
            ("https://www.planespotters.net/airline/Lufthansa-CityLine", "Lufthansa CityLine Fleet Details and History - Planespotters.net", "Lufthansa CityLine current fleet: CRJ900, A319, A340-300 ...", "N/A"),
        )),
        (extract(ps, "current fleet table by type: active, parked, on order, average age"), f"""# Lufthansa Fleet Details and History

**Planespotters.net** | Airline: Lufthansa | IATA: LH | ICAO: DLH | Callsign: LUFTHANSA | Country: Germany

| Current | Parked | Future | Historic | Fleet age |
|---|---|---|---|---|
| {act} | {park} | {fut} | 156 | 15.1 years |

## Fleet by aircraft type

| Aircraft type | Active | Parked | Future | Historic | Avg. age (years) |
|---|---|---|---|---|---|
{rows}
| **Total** | **{act}** | **{park}** | **{fut}** | **156** | **15.1** |

Historic count shown per type covers aircraft of that type retired since 2000 only.

Last updated: 2025-01-14 18:42 UTC. Data contributed by the Planespotters.net community.
"""),
        m.add({"lh_a350_900_active": "26 (planespotters, 2025-01-14)", "lh_747_8_active": "19", "lh_a380_active": "8 (returned to service)", "lh_787_9_active": "5 active, 1 parked, 27 on order", "lh_total_active": f"{act} active, {park} parked (planespotters, mainline only)"}),
        (search("Lufthansa A380 return to service Munich how many aircraft 2024"), hits(
            (lhn, "Lufthansa's A380 is back: eight aircraft in the 2024 summer schedule - Lufthansa Group Newsroom", "Lufthansa will operate eight Airbus A380s from Munich in the 2024 summer schedule, to destinations including Boston, Los Angeles, New York JFK ...", "Feb 21, 2024"),
            ("https://www.aerotelegraph.com/en/lufthansa-a380-comeback-eight-aircraft", "Lufthansa brings back all eight remaining A380s - aeroTELEGRAPH", "Of the 14 A380s once operated, six were sold back to Airbus; eight are returning ...", "Feb 22, 2024"),
            ("https://simpleflying.com/lufthansa-airbus-a380-return-routes-2024/", "Lufthansa's Airbus A380 Routes For 2024 - Simple Flying", "Munich to Boston, Delhi, Los Angeles, New York JFK, Washington Dulles and Bangkok ...", "Mar 2, 2024"),
            ("https://en.wikipedia.org/wiki/Lufthansa_fleet", "Lufthansa fleet - Wikipedia", "Lufthansa returned its A380 fleet to service in 2023 and 2024 after storage in Teruel and Tarbes ...", "N/A"),
            ("https://www.reuters.com/business/aerospace-defense/lufthansa-brings-back-a380-superjumbo-2023-06-01/", "Lufthansa brings back A380 superjumbo to ease aircraft shortage | Reuters", "Lufthansa resumed A380 flights from Munich to Boston on June 1 ...", "Jun 1, 2023"),
            ("https://www.airliners.de/lufthansa-a380-muenchen-sommer-2024/72104", "Lufthansa setzt im Sommer acht A380 ab München ein | airliners.de", "Alle acht verbliebenen A380 sind wieder im Einsatz ...", "Feb 21, 2024"),
            (ps, "Lufthansa Fleet Details and History - Planespotters.net", "Airbus A380-800: 8 active, 6 historic ...", "N/A"),
            ("https://www.reddit.com/r/aviation/comments/1ax4s1w/lufthansa_a380_all_eight_back/", "Lufthansa: all eight A380s back in service : r/aviation", "Only took them three years to say the A380 would never return and then bring it back ...", "Feb 22, 2024"),
            ("https://www.flightglobal.com/airlines/lufthansa-to-keep-a380s-until-2030/157331.article", "Lufthansa to keep A380s flying until 2030 | Flight Global", "The carrier plans to operate the superjumbo for several more years ...", "Mar 5, 2024"),
            ("https://www.munich-airport.de/en/a380-lufthansa", "Lufthansa A380 at Munich Airport", "The A380 operates from Terminal 2 satellite ...", "N/A"),
        )),
        (extract(lhn, "how many A380s, routes, timeline"), """# Lufthansa's A380 is back: eight aircraft in the 2024 summer schedule

**Lufthansa Group Newsroom** | 21 February 2024 | Press release

Lufthansa Airlines will operate eight Airbus A380 aircraft from its Munich hub in the 2024 summer schedule. The aircraft, which had been stored in Teruel (Spain) and Tarbes (France) during the pandemic, have been reactivated one after the other since 2023.

## A380 destinations from Munich, summer 2024

| Destination | Frequency |
|---|---|
| Boston (BOS) | daily |
| Los Angeles (LAX) | daily |
| New York (JFK) | daily |
| Washington (IAD) | daily |
| Delhi (DEL) | daily |
| Bangkok (BKK) | 5 weekly |

## Background

Lufthansa originally operated 14 A380s. Six aircraft were sold back to Airbus in 2022; the remaining eight were returned to service between June 2023 and spring 2024 to compensate for delays in the delivery of new long-haul aircraft.

The A380 has 509 seats: 8 in First, 78 in Business, 52 in Premium Economy and 371 in Economy.
"""),
        m.remove(["lh_total_active"]),
        (search("Lufthansa Boeing 787-9 Allegris certification delay business class seats 2024"), hits(
            (at, "Lufthansa's Boeing 787 with Allegris can finally fly with business class - aeroTELEGRAPH", "After months of delay, the certification of the Allegris business class seats on the Boeing 787-9 has been completed ...", "Dec 4, 2024"),
            ("https://newsroom.lufthansagroup.com/en/allegris-boeing-787-9-business-class-certification/", "Allegris on the Boeing 787-9: full cabin now available - Lufthansa Group Newsroom", "From December, Lufthansa can sell all Allegris business class seats on its new 787-9 aircraft ...", "Dec 3, 2024"),
            ("https://www.airliners.de/lufthansa-787-allegris-business-gesperrt/71855", "Lufthansa darf Allegris-Business im 787 vorerst nicht verkaufen | airliners.de", "Die Sitze haben noch keine Zulassung; die Flugzeuge fliegen ohne Business Class ...", "Jul 12, 2024"),
            ("https://simpleflying.com/lufthansa-boeing-787-9-allegris-delays/", "Why Lufthansa's Boeing 787s Have Been Flying Without Business Class - Simple Flying", "The first Allegris 787s were delivered in 2024 but could not sell business class seats ...", "Aug 20, 2024"),
            ("https://www.reuters.com/business/aerospace-defense/lufthansa-787-business-class-seats-certification-2024-06-18/", "Lufthansa's new 787s to fly without business class amid seat certification delay | Reuters", "Lufthansa will operate some new Boeing 787-9s with only economy and premium economy seats ...", "Jun 18, 2024"),
            ("https://en.wikipedia.org/wiki/Lufthansa_fleet", "Lufthansa fleet - Wikipedia", "Lufthansa's first Boeing 787-9s, originally built for other customers, entered service in 2022 ...", "N/A"),
            ("https://www.flightglobal.com/airlines/lufthansa-allegris-seat-certification/159420.article", "Lufthansa Allegris seats cleared - Flight Global", "Certification by the German LBA completed for the seat variants on the 787 ...", "Dec 4, 2024"),
            ("https://www.reddit.com/r/Lufthansa/comments/1h6etd2/allegris_787_business_finally_for_sale/", "Allegris 787 business finally for sale : r/Lufthansa", "Booked FRA-TOR for March, fingers crossed it's actually the new cabin ...", "Dec 4, 2024"),
            (ps, "Lufthansa Fleet Details and History - Planespotters.net", "Boeing 787-9: 5 active, 1 parked, 27 on order ...", "N/A"),
            ("https://www.boeing.com/commercial/787", "Boeing 787 Dreamliner", "The 787-9 seats 290 passengers in a typical two-class configuration ...", "N/A"),
        )),
        (extract(at, "why the 787-9 flew without business class and when that ended"), """# Lufthansa's Boeing 787 with Allegris can finally fly with business class

**aeroTELEGRAPH** | 4 December 2024 | By Timo Nowack

For months, Lufthansa's new Boeing 787-9s with the Allegris cabin had to fly with their business class seats blocked. Now the seats have been certified.

## The problem

The Allegris business class seats, supplied by Collins Aerospace for the 787 version, had not received certification from the aviation authorities when the first aircraft were delivered. Lufthansa therefore operated the affected 787-9s with only premium economy and economy seats on sale.

| Item | Status |
|---|---|
| Allegris 787-9 delivered so far | 4 |
| Older 787-9 (ex-customer aircraft, no Allegris) | 2 |
| Business class sale | from December 2024 |
| Seats per aircraft | 4 First Suite, 28 Business, 28 Premium Economy, 231 Economy |

## What's next

Lufthansa expects further 787-9 deliveries in 2025 and wants to have around 20 aircraft of the type by 2027. Frankfurt–Toronto and Frankfurt–Chicago are among the first routes with the full Allegris cabin.
"""),
        m.add({"lh_787_allegris": "business class seats certified Dec 2024; 4 Allegris 787-9 + 2 older ex-customer 787-9 (aeroTELEGRAPH, 4 Dec 2024)"}),
        m.retrieve(["lh_787_9_active", "lh_787_allegris"]),
        m.retrieve_all(fake={"lh_total_active": f"{act} active, {park} parked (planespotters, mainline only)"}),
        (search("Lufthansa A350-900 deliveries 2025 Allegris Munich"), hits(
            ("https://newsroom.lufthansagroup.com/en/first-a350-900-with-allegris-munich/", "First A350-900 with Allegris takes off from Munich - Lufthansa Group Newsroom", "The first Airbus A350-900 with the new Allegris long-haul cabin entered service from Munich to Vancouver ...", "May 1, 2024"),
            (ps, "Lufthansa Fleet Details and History - Planespotters.net", "Airbus A350-900: 26 active, 19 on order, average age 5.1 years ...", "N/A"),
            ("https://www.aerotelegraph.com/en/lufthansa-fleet-2025", "This is what the Lufthansa fleet will look like in 2025 - aeroTELEGRAPH", "Lufthansa expects several more A350-900s with Allegris in 2025 ...", "Jan 3, 2025"),
            ("https://simpleflying.com/lufthansa-airbus-a350-fleet/", "Lufthansa's Airbus A350 Fleet: Where Does It Fly? - Simple Flying", "All of Lufthansa's A350-900s are based in Munich ...", "Nov 12, 2024"),
            ("https://www.airbus.com/en/newsroom/press-releases/2024-lufthansa-a350-allegris", "Lufthansa takes delivery of first A350 with Allegris cabin - Airbus", "The aircraft, D-AIVA, features the new Allegris product in all classes ...", "Apr 17, 2024"),
            ("https://en.wikipedia.org/wiki/Lufthansa_fleet", "Lufthansa fleet - Wikipedia", "A350-900: in service, with further orders outstanding ...", "N/A"),
            ("https://www.airliners.de/lufthansa-a350-auslieferungen-2025/73011", "Lufthansa erwartet 2025 weitere A350 | airliners.de", "Die Auslieferungen sollen sich über das Jahr verteilen ...", "Jan 9, 2025"),
            ("https://www.reddit.com/r/Lufthansa/comments/1hyl0p7/which_a350s_have_allegris/", "Which A350s have Allegris? : r/Lufthansa", "Only the newest tail numbers, check the registration on FR24 ...", "Jan 11, 2025"),
            ("https://www.flightradar24.com/data/aircraft/d-aiva", "D-AIVA Lufthansa Airbus A350-941 - Flightradar24", "Flight history for aircraft D-AIVA ...", "N/A"),
            ("https://www.munich-airport.de/en/lufthansa-long-haul", "Lufthansa long-haul at Munich Airport", "Lufthansa's A350 and A380 fleets are based at Munich ...", "N/A"),
        )),
    ]
    rs.add("search", "h55-search-11", system(), turns, state=state("2025-01-15"), bad=True, turn=11,
           kind="retrieve_all lists lh_total_active again although turn 6 removed that key and nothing re-added it")


def quote(ts: str, price: str, chg: str, pct: str, op: str, hi: str, lo: str, vol: str, note: str, pe: str, ago: tuple[int, int]) -> str:
    return f"""# NVIDIA Corp (NVDA) Stock Price & News - Google Finance

Home > NVDA • NASDAQ

## NVIDIA Corp

**${price}** {chg} ({pct}) today
{ts} · USD · NASDAQ · Disclaimer

{note}

| | |
|---|---|
| Previous close | $145.89 |
| Open | ${op} |
| Day range | ${lo} - ${hi} |
| Year range | $45.01 - $152.89 |
| Market cap | {'3.59T' if price.startswith('146') else '3.60T'} USD |
| Avg volume | 236.41M |
| Volume | {vol} |
| P/E ratio | {pe} |
| Dividend yield | 0.03% |
| Primary exchange | NASDAQ |

## In the news

- NVIDIA's revenue forecast fails to impress investors hoping for more — Reuters · {ago[0]} hours ago
- Nvidia earnings: Blackwell demand 'staggering', Huang says — CNBC · {ago[1]} hours ago
"""


# 12 clean: stock indices and company earnings, NVIDIA Q3 FY2025 (nvidianews, Google Finance); GAAP vs non-GAAP, live quote moves
def t12(rs: RowSet) -> None:
    m = Mem()
    pr = "https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-third-quarter-fiscal-2025"
    gf = "https://www.google.com/finance/quote/NVDA:NASDAQ"
    turns = [
        (search("NVIDIA third quarter fiscal 2025 results revenue data center EPS"), hits(
            (pr, "NVIDIA Announces Financial Results for Third Quarter Fiscal 2025 | NVIDIA Newsroom", "Record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago; record quarterly Data Center revenue of $30.8 billion ...", "Nov 20, 2024"),
            ("https://www.reuters.com/technology/nvidia-forecasts-fourth-quarter-revenue-above-estimates-2024-11-20/", "Nvidia forecasts fourth-quarter revenue above estimates | Reuters", "Nvidia forecast fourth-quarter revenue of $37.5 billion, plus or minus 2%, above analysts' average estimate ...", "Nov 20, 2024"),
            ("https://www.cnbc.com/2024/11/20/nvidia-nvda-earnings-report-q3-2025.html", "Nvidia earnings report Q3 2025 | CNBC", "Earnings per share: 81 cents adjusted vs. 75 cents expected; revenue: $35.08 billion vs. $33.16 billion expected ...", "Nov 20, 2024"),
            ("https://investor.nvidia.com/financial-info/quarterly-results/default.aspx", "NVIDIA Corporation - Quarterly Results", "Q3 FY25: press release, CFO commentary, 10-Q, webcast ...", "N/A"),
            ("https://www.sec.gov/Archives/edgar/data/1045810/000104581024000316/q3fy25pr.htm", "Exhibit 99.1 - NVIDIA Q3 FY25 press release - SEC.gov", "Revenue for the third quarter was $35.08 billion ...", "Nov 20, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-11-20/nvidia-forecast-tops-estimates", "Nvidia Forecast Tops Estimates as AI Boom Continues - Bloomberg", "Shares slipped in extended trading as investors had hoped for a bigger beat ...", "Nov 20, 2024"),
            (gf, "NVIDIA Corp (NVDA) Stock Price & News - Google Finance", "Get the latest NVIDIA Corp (NVDA) real-time quote, historical performance, charts ...", "N/A"),
            ("https://www.fool.com/earnings/call-transcripts/2024/11/20/nvidia-nvda-q3-2025-earnings-call-transcript/", "NVIDIA (NVDA) Q3 2025 Earnings Call Transcript | The Motley Fool", "Colette Kress: Revenue of $35.1 billion was up 17% sequentially and up 94% year on year ...", "Nov 20, 2024"),
            ("https://www.reddit.com/r/wallstreetbets/comments/1gvw3ny/nvda_q3_earnings_thread/", "NVDA Q3 earnings thread : r/wallstreetbets", "Beat and raise and it's down 2% AH, classic ...", "Nov 20, 2024"),
            ("https://finance.yahoo.com/quote/NVDA/", "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History - Yahoo Finance", "Find the latest NVIDIA Corporation (NVDA) stock quote, history, news ...", "N/A"),
        )),
        (extract(pr, "headline figures: revenue, data center, gaming, EPS GAAP and non-GAAP, outlook"), """# NVIDIA Announces Financial Results for Third Quarter Fiscal 2025

**SANTA CLARA, Calif., Nov. 20, 2024** — NVIDIA (NASDAQ: NVDA) today reported revenue for the third quarter ended October 27, 2024, of $35.1 billion, up 17% from the previous quarter and up 94% from a year ago.

For the quarter, GAAP earnings per diluted share were $0.78, up 16% from the previous quarter and up 111% from a year ago. Non-GAAP earnings per diluted share were $0.81, up 19% from the previous quarter and up 103% from a year ago.

> "The age of AI is in full steam, propelling a global shift to NVIDIA computing," said Jensen Huang, founder and CEO of NVIDIA. "Demand for Hopper and anticipation for Blackwell — in full production — are incredible."

## Q3 Fiscal 2025 Summary

| GAAP ($ in millions, except EPS) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
|---|---|---|---|---|---|
| Revenue | $35,082 | $30,040 | $18,120 | Up 17% | Up 94% |
| Gross margin | 74.6% | 75.1% | 74.0% | Down 0.5 pts | Up 0.6 pts |
| Operating expenses | $4,287 | $3,932 | $2,983 | Up 9% | Up 44% |
| Operating income | $21,869 | $18,642 | $10,417 | Up 17% | Up 110% |
| Net income | $19,309 | $16,599 | $9,243 | Up 16% | Up 109% |
| Diluted earnings per share | $0.78 | $0.67 | $0.37 | Up 16% | Up 111% |

| Non-GAAP ($ in millions, except EPS) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
|---|---|---|---|---|---|
| Revenue | $35,082 | $30,040 | $18,120 | Up 17% | Up 94% |
| Gross margin | 75.0% | 75.7% | 75.0% | Down 0.7 pts | — |
| Net income | $20,010 | $16,952 | $10,020 | Up 18% | Up 100% |
| Diluted earnings per share | $0.81 | $0.68 | $0.40 | Up 19% | Up 103% |

## Outlook for Q4 Fiscal 2025

- Revenue is expected to be $37.5 billion, plus or minus 2%.
- GAAP and non-GAAP gross margins are expected to be 73.0% and 73.5%, respectively, plus or minus 50 basis points.

## Segment highlights

- **Data Center:** Third-quarter revenue was a record $30.8 billion, up 17% from the previous quarter and up 112% from a year ago.
- **Gaming and AI PC:** Third-quarter Gaming revenue was $3.3 billion, up 14% from the previous quarter and up 15% from a year ago.
- **Professional Visualization:** Third-quarter revenue was $486 million, up 7% from the previous quarter and up 17% from a year ago.
- **Automotive and Robotics:** Third-quarter revenue was $449 million, up 30% from the previous quarter and up 72% from a year ago.
"""),
        m.add({"nvda_q3fy25_revenue": "$35.08B (quarter ended Oct 27, 2024), +17% Q/Q, +94% Y/Y", "nvda_q3fy25_datacenter": "$30.8B, +112% Y/Y", "nvda_q3fy25_eps": "GAAP $0.78; non-GAAP $0.81", "nvda_q4fy25_outlook": "$37.5B ±2%"}),
        (extract(gf, "current NVDA share price and day move after the earnings"), quote("Nov 21, 10:42:17 AM GMT-5", "147.13", "+1.24", "0.85%", "149.35", "152.89", "140.70", "148.92M", "Market open", "57.71", (18, 19))),
        m.add({"nvda_price_2024-11-21": "$147.13 at 10:42 AM ET (intraday, +0.85%)"}),
        (extract(gf, "closing price for the session"), quote("Nov 21, 4:00:02 PM GMT-5", "146.67", "+0.78", "0.53%", "149.35", "152.89", "140.70", "400.95M", "Closed: Nov 21, 4:00:02 PM GMT-5 · After hours $146.41 (-0.18%)", "57.53", (23, 24))),
        m.update({"nvda_price_2024-11-21": "close $146.67 (+0.53%); intraday low $140.70, high $152.89 (record); after hours $146.41"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-12", system(), turns, state=state("2024-11-21"))


# 13 bad (turn 3): vaccine coverage, WHO/UNICEF WUENIC 2023 estimates (who.int, data.unicef.org); a result's date for the same URL moves back a year
def t13(rs: RowSet) -> None:
    m = Mem()
    who = "https://www.who.int/news/item/15-07-2024-global-childhood-immunization-levels-stalled-in-2023-leaving-many-without-life-saving-protection"
    uni = "https://data.unicef.org/topic/child-health/immunization/"
    turns = [
        (search("WHO UNICEF immunization coverage 2023 estimates DTP3 zero-dose children"), hits(
            (who, "Global childhood immunization levels stalled in 2023, leaving many without life-saving protection", "The number of children who received three doses of the vaccine against diphtheria, tetanus and pertussis (DTP3) stalled at 108 million (84%) in 2023 ...", "Jul 15, 2024"),
            (uni, "Immunization statistics - UNICEF DATA", "In 2023, 14.5 million infants did not receive an initial dose of DTP vaccine, pointing to a lack of access to immunization ...", "Jul 15, 2024"),
            ("https://www.who.int/teams/immunization-vaccines-and-biologicals/immunization-analysis-and-insights/global-monitoring/immunization-coverage/who-unicef-estimates-of-national-immunization-coverage", "WHO/UNICEF estimates of national immunization coverage (WUENIC)", "WUENIC estimates for 1980-2023 for 195 countries, released 15 July 2024 ...", "N/A"),
            ("https://www.unicef.org/press-releases/global-childhood-immunization-levels-stalled-2023", "Global childhood immunization levels stalled in 2023 | UNICEF", "2.7 million additional children were un- or under-vaccinated in 2023 compared with pre-pandemic levels in 2019 ...", "Jul 15, 2024"),
            ("https://www.gavi.org/news/media-room/wuenic-2023-data", "New WUENIC data: Gavi-supported countries | Gavi, the Vaccine Alliance", "Coverage in the 57 Gavi-supported countries held steady while zero-dose numbers rose in fragile settings ...", "Jul 15, 2024"),
            ("https://www.reuters.com/business/healthcare-pharmaceuticals/global-childhood-vaccination-rates-stalled-2023-who-unicef-2024-07-15/", "Global childhood vaccination rates stalled in 2023, WHO and UNICEF say | Reuters", "About 14.5 million children received no vaccines at all in 2023, up from 13.9 million in 2022 ...", "Jul 15, 2024"),
            ("https://ourworldindata.org/vaccination", "Vaccination - Our World in Data", "Share of one-year-olds vaccinated against DTP3, measles and other diseases, 1980-2023 ...", "N/A"),
            ("https://www.cdc.gov/global-immunization/data-research/index.html", "Global Immunization Data and Research | CDC", "CDC works with WHO and UNICEF to monitor immunization coverage ...", "N/A"),
            ("https://www.thelancet.com/journals/langlo/article/PIIS2214-109X(24)00201-3/fulltext", "Zero-dose children and missed communities - The Lancet Global Health", "Half of all zero-dose children live in 10 countries, including Nigeria, India and Ethiopia ...", "Jun 2024"),
            ("https://www.reddit.com/r/publichealth/comments/1e3x4qz/who_unicef_2023_coverage_estimates/", "WHO/UNICEF 2023 coverage estimates out : r/publichealth", "84% DTP3 again, basically flat since 2022. Measles second dose still 74% ...", "Jul 15, 2024"),
        )),
        (extract(who, "DTP3 coverage, zero-dose children, measles and HPV figures for 2023"), """# Global childhood immunization levels stalled in 2023, leaving many without life-saving protection

**World Health Organization** | News release | 15 July 2024 | Geneva / New York

Global immunization coverage stalled in 2023, leaving 2.7 million additional children un- or under-vaccinated compared with pre-pandemic levels in 2019, according to data published today by WHO and UNICEF.

The number of children who received three doses of the vaccine against diphtheria, tetanus and pertussis (DTP3), a key marker for global immunization coverage, stalled at 108 million (84%) in 2023. The number of children who did not receive a single dose of the vaccine increased from 13.9 million in 2022 to 14.5 million in 2023.

## Key figures, 2023

| Indicator | 2019 | 2022 | 2023 |
|---|---|---|---|
| DTP3 coverage (global) | 86% | 84% | 84% |
| Zero-dose children (no DTP1) | 12.8 million | 13.9 million | 14.5 million |
| Measles first dose (MCV1) | 86% | 83% | 83% |
| Measles second dose (MCV2) | 71% | 74% | 74% |
| HPV first dose, girls | – | 20% | 27% |

Over half of the unvaccinated children live in the 31 countries with fragile, conflict-affected and vulnerable settings.

## Measles

Only 83% of children received their first dose of measles vaccine through routine services in 2023, while the number receiving their second dose was 74%. Coverage of 95% with two doses is needed to prevent outbreaks. In the last five years, measles outbreaks have hit 103 countries.

## HPV

The share of adolescent girls globally who received at least one dose of HPV vaccine rose from 20% in 2022 to 27% in 2023, driven by single-dose schedules in countries such as Bangladesh, Indonesia and Nigeria.

> "The latest trends show that many countries continue to miss far too many children," said UNICEF Executive Director Catherine Russell.

The WHO/UNICEF estimates of national immunization coverage (WUENIC) are the world's largest and most comprehensive data set on immunization trends, covering 185 countries.
"""),
        (search("zero-dose children 14.5 million 2023 WHO UNICEF estimates press release"), hits(
            (uni, "Immunization statistics - UNICEF DATA", "In 2023, 14.5 million infants did not receive an initial dose of DTP vaccine; 6.5 million received the first dose but not the third ...", "Jul 15, 2024"),
            (who, "Global childhood immunization levels stalled in 2023, leaving many without life-saving protection", "The number of children who did not receive a single dose of the vaccine increased from 13.9 million in 2022 to 14.5 million in 2023 ...", "Jul 15, 2023"),
            ("https://www.reuters.com/business/healthcare-pharmaceuticals/global-childhood-vaccination-rates-stalled-2023-who-unicef-2024-07-15/", "Global childhood vaccination rates stalled in 2023, WHO and UNICEF say | Reuters", "About 14.5 million children received no vaccines at all in 2023 ...", "Jul 15, 2024"),
            ("https://www.gavi.org/vaccineswork/zero-dose-children-explained", "Zero-dose children explained | VaccinesWork - Gavi", "Zero-dose children are those who have not received a single routine vaccine, measured by the lack of a first DTP dose ...", "Apr 24, 2024"),
            ("https://www.unicef.org/press-releases/global-childhood-immunization-levels-stalled-2023", "Global childhood immunization levels stalled in 2023 | UNICEF", "The number of zero-dose children increased from 13.9 million in 2022 to 14.5 million in 2023 ...", "Jul 15, 2024"),
            ("https://www.who.int/news-room/fact-sheets/detail/immunization-coverage", "Immunization coverage - WHO fact sheet", "Global coverage of the third dose of DTP was 84% in 2023 ...", "Jul 15, 2024"),
            ("https://www.devex.com/news/zero-dose-children-rise-to-14-5-million-107921", "Zero-dose children rise to 14.5 million | Devex", "Nigeria, India, Ethiopia, DRC and Sudan account for the largest numbers ...", "Jul 16, 2024"),
            ("https://www.who.int/news/item/18-07-2023-childhood-immunization-begins-recovery-after-covid-19-backslide", "Childhood immunization begins recovery after COVID-19 backslide", "In 2022, 20.5 million children missed out on one or more vaccines delivered through routine services, compared with 24.4 million in 2021 ...", "Jul 18, 2023"),
            ("https://www.statnews.com/2024/07/15/childhood-vaccination-rates-stall-who-unicef/", "Childhood vaccination rates stall, WHO and UNICEF report | STAT", "The 2030 goal of 90% coverage looks increasingly out of reach ...", "Jul 15, 2024"),
            ("https://www.bmj.com/content/386/bmj.q1570", "Global immunisation coverage stalls, with 14.5 million children unvaccinated | The BMJ", "The figures fall well short of the Immunization Agenda 2030 targets ...", "Jul 17, 2024"),
        )),
        (extract(uni, "zero-dose, DTP1 to DTP3 dropout, regional numbers"), """# Immunization statistics

**UNICEF DATA** | Child health | Last update: July 2024

Immunization prevents illness, disability and death from vaccine-preventable diseases. Global coverage has stagnated since 2022, and the world is off track to reach the Immunization Agenda 2030 goals.

## Global overview, 2023

- **14.5 million** infants did not receive an initial dose of DTP vaccine (zero-dose), pointing to a lack of access to immunization and other health services.
- A further **6.5 million** received the first dose but not the third (under-vaccinated).
- **84%** of infants (108 million) received three doses of DTP vaccine.

## Zero-dose children by UNICEF region, 2023

| Region | Zero-dose children (thousands) |
|---|---|
| West and Central Africa | 4,110 |
| Eastern and Southern Africa | 2,890 |
| South Asia | 2,660 |
| East Asia and the Pacific | 1,730 |
| Latin America and the Caribbean | 1,230 |
| Middle East and North Africa | 1,080 |
| Europe and Central Asia | 520 |
| North America | 280 |
| **World** | **14,500** |

Source: WHO and UNICEF estimates of national immunization coverage, 2023 revision (published 15 July 2024).
"""),
        m.add({"dtp3_2023": "84% (108 million children), flat vs 2022", "zero_dose_2023": "14.5 million (13.9m in 2022, 12.8m in 2019)", "mcv_2023": "MCV1 83%, MCV2 74%", "hpv_girls_2023": "27% first dose (20% in 2022)", "source": "WHO/UNICEF WUENIC, news release 15 July 2024"}),
        m.retrieve(["zero_dose_2023", "source"]),
    ]
    rs.add("search", "h55-search-13", system(), turns, state=state("2024-07-20"), bad=True, turn=3,
           kind="the same who.int news-release URL is dated Jul 15, 2023 in the second search, while turn 1 and the page itself (turn 2) date it 15 July 2024")



# 14 clean: disease outbreaks, Marburg virus disease in Rwanda 2024 (WHO DON, Rwanda Biomedical Centre); counts grow by date, status ends
def t14(rs: RowSet) -> None:
    m = Mem()
    don = "https://www.who.int/emergencies/disease-outbreak-news/item/2024-DON537"
    over = "https://www.afro.who.int/countries/rwanda/news/rwanda-declares-end-marburg-virus-disease-outbreak"
    rbc = "https://rbc.gov.rw/marburg/"
    turns = [
        (search("Marburg virus Rwanda 2024 outbreak cases deaths WHO disease outbreak news"), hits(
            (don, "Marburg virus disease - Rwanda | Disease Outbreak News", "As of 10 October 2024, a cumulative total of 58 confirmed cases, including 13 deaths, have been reported; about 70% of cases are health workers ...", "Oct 11, 2024"),
            ("https://www.who.int/emergencies/disease-outbreak-news/item/2024-DON536", "Marburg virus disease - Rwanda | Disease Outbreak News", "On 27 September 2024, the Rwanda Ministry of Health declared an outbreak of Marburg virus disease ...", "Sep 30, 2024"),
            (rbc, "Marburg Virus Disease (MVD) – Rwanda Biomedical Centre", "Daily situation update on Marburg virus disease in Rwanda: confirmed cases, deaths, recoveries, tests ...", "N/A"),
            ("https://www.cdc.gov/marburg/outbreaks/index.html", "Marburg Outbreaks | Marburg Virus Disease | CDC", "Current outbreak: Rwanda, 2024. The Rwanda Ministry of Health confirmed the outbreak on September 27 ...", "Oct 15, 2024"),
            ("https://www.reuters.com/business/healthcare-pharmaceuticals/rwanda-starts-marburg-vaccine-trial-2024-10-06/", "Rwanda starts Marburg vaccine trial as outbreak kills 12 | Reuters", "Rwanda began vaccinating health workers with an experimental Sabin Vaccine Institute vaccine on Sunday ...", "Oct 6, 2024"),
            ("https://www.bbc.com/news/articles/c5y3kw1zp1lo", "Marburg virus: Rwanda outbreak kills health workers - BBC News", "Most of those who have died were health workers in intensive care units ...", "Oct 2, 2024"),
            ("https://www.statnews.com/2024/10/10/marburg-outbreak-rwanda-health-workers/", "Marburg outbreak in Rwanda hits health workers hard | STAT", "Rwanda's testing capacity has allowed it to find cases quickly ...", "Oct 10, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Rwanda_Marburg_virus_outbreak", "2024 Rwanda Marburg virus outbreak - Wikipedia", "An outbreak of Marburg virus disease was confirmed in Rwanda on 27 September 2024 ...", "N/A"),
            ("https://www.cidrap.umn.edu/marburg/rwanda-marburg-cases-58", "Rwanda's Marburg total climbs to 58 | CIDRAP", "Officials reported no new deaths; recoveries are increasing ...", "Oct 11, 2024"),
            ("https://www.reddit.com/r/medicine/comments/1g0v4mk/marburg_rwanda_update/", "Marburg Rwanda update thread : r/medicine", "CFR around 22% so far, much lower than historic outbreaks, probably early ICU care ...", "Oct 10, 2024"),
        )),
        (extract(don, "case counts, deaths, health worker share, response measures"), """# Marburg virus disease - Rwanda

**Disease Outbreak News** | 11 October 2024 | 2024-DON537

## Situation at a glance

Since the declaration of the Marburg virus disease (MVD) outbreak by the Rwanda Ministry of Health on 27 September 2024, and as of 10 October 2024, a cumulative total of 58 confirmed cases, including 13 deaths (case fatality ratio 22%), have been reported from seven of Rwanda's 30 districts. About 70% of confirmed cases are health workers, mostly from two health facilities in Kigali.

## Description of the situation

| Indicator (as of 10 October 2024) | Number |
|---|---|
| Confirmed cases (cumulative) | 58 |
| Deaths | 13 |
| Recovered | 20 |
| Active cases in isolation | 25 |
| Contacts under follow-up | about 500 |
| Samples tested since 27 September | 3,800+ |

## Public health response

- Contact tracing and quarantine of identified contacts
- Infection prevention and control reinforcement in health facilities
- On 6 October 2024, Rwanda began administering a candidate vaccine (Sabin Vaccine Institute, cAd3-Marburg) to health workers and frontline responders through an open-label trial
- Exit screening at Kigali International Airport

## WHO risk assessment

WHO assesses the risk as very high at national level, high at regional level and low at global level.
"""),
        m.add({"marburg_rwanda_declared": "27 September 2024 (Rwanda Ministry of Health)", "marburg_rwanda_cases": "58 confirmed, 13 deaths (as of 10 Oct 2024, WHO DON537)", "marburg_rwanda_status": "ongoing (as of 10 Oct 2024)"}),
        (search("Rwanda declares end of Marburg outbreak December 2024 final cases deaths"), hits(
            (over, "Rwanda declares end of Marburg virus disease outbreak | WHO Regional Office for Africa", "Rwanda today declared the end of the outbreak after 42 days without new cases; in total, 66 cases and 15 deaths were recorded ...", "Dec 20, 2024"),
            ("https://www.reuters.com/business/healthcare-pharmaceuticals/rwanda-declares-end-marburg-outbreak-2024-12-20/", "Rwanda declares end of Marburg outbreak | Reuters", "The outbreak infected 66 people and killed 15 ...", "Dec 20, 2024"),
            (rbc, "Marburg Virus Disease (MVD) – Rwanda Biomedical Centre", "Outbreak declared over on 20 December 2024. Final totals: 66 confirmed, 15 deaths, 51 recovered ...", "N/A"),
            ("https://www.cdc.gov/marburg/outbreaks/index.html", "Marburg Outbreaks | Marburg Virus Disease | CDC", "Rwanda, 2024: 66 cases, 15 deaths. Outbreak declared over December 20, 2024 ...", "Dec 20, 2024"),
            ("https://www.who.int/news/item/20-12-2024-rwanda-marburg-outbreak-over", "WHO congratulates Rwanda on ending Marburg outbreak", "The country's response, including rapid testing and an experimental vaccine trial, kept the case fatality ratio low ...", "Dec 20, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Rwanda_Marburg_virus_outbreak", "2024 Rwanda Marburg virus outbreak - Wikipedia", "The outbreak was declared over on 20 December 2024, with 66 cases and 15 deaths ...", "N/A"),
            ("https://www.cidrap.umn.edu/marburg/rwanda-declares-marburg-outbreak-over", "Rwanda declares Marburg outbreak over | CIDRAP", "The last patient was discharged on 8 November, starting the 42-day countdown ...", "Dec 20, 2024"),
            ("https://www.newtimes.co.rw/article/21740/news/health/marburg-outbreak-officially-over", "Marburg outbreak officially over - The New Times Rwanda", "Health minister Dr Sabin Nsanzimana thanked health workers ...", "Dec 20, 2024"),
            ("https://www.sabin.org/resources/rwanda-marburg-vaccine-trial/", "Sabin's Marburg vaccine in Rwanda | Sabin Vaccine Institute", "More than 1,700 doses were shipped to Rwanda for the open-label trial ...", "Nov 5, 2024"),
            ("https://www.reddit.com/r/worldnews/comments/1hiqwzn/rwanda_declares_end_of_marburg_outbreak/", "Rwanda declares end of Marburg outbreak : r/worldnews", "15 deaths out of 66 is remarkable for Marburg, which often kills over half ...", "Dec 20, 2024"),
        )),
        (extract(over, "final totals, date the outbreak ended, timeline"), """# Rwanda declares end of Marburg virus disease outbreak

**WHO Regional Office for Africa** | Kigali, 20 December 2024

Rwanda today declared the end of the Marburg virus disease outbreak after 42 consecutive days without a new case, since the last confirmed patient was discharged on 8 November 2024.

## Final outbreak figures

| Indicator | Total |
|---|---|
| Confirmed cases | 66 |
| Deaths | 15 |
| Recovered | 51 |
| Case fatality ratio | 22.7% |
| Health workers among cases | about 80% |
| Vaccine doses administered (trial) | 1,700+ |

## Timeline

- 27 September 2024: outbreak declared by the Ministry of Health
- 6 October 2024: candidate vaccine trial begins for health workers and contacts
- 30 October 2024: last confirmed case reported
- 8 November 2024: last patient discharged; 42-day countdown begins
- 20 December 2024: outbreak declared over

> "Rwanda's response shows what is possible with strong leadership, rapid testing and a dedicated health workforce," said Dr Matshidiso Moeti, WHO Regional Director for Africa.

Enhanced surveillance will continue for 90 days after the declaration.
"""),
        m.update({"marburg_rwanda_cases": "final: 66 confirmed, 15 deaths, 51 recovered (WHO AFRO, 20 Dec 2024)", "marburg_rwanda_status": "over: declared ended 20 Dec 2024 (last patient discharged 8 Nov 2024)"}),
        (extract(rbc, "current dashboard figures"), """# Marburg Virus Disease (MVD)

**Rwanda Biomedical Centre** | Ministry of Health, Republic of Rwanda

**Status: Outbreak declared over on 20 December 2024**

## Cumulative situation (final)

| Indicator | Total |
|---|---|
| Confirmed cases | 66 |
| Deaths | 15 |
| Recovered | 51 |
| Active cases | 0 |
| Tests performed | 7,826 |
| Vaccinated (trial participants) | 1,707 |

Last updated: 20/12/2024 10:00 CAT

## Enhanced surveillance

Health facilities continue to report suspected viral haemorrhagic fever cases through the 114 hotline. Call **114** (toll-free) for any suspected case.
"""),
        m.add({"marburg_rwanda_tests": "7,826 tests performed; 1,707 trial vaccinations (RBC dashboard, 20 Dec 2024)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-14", system(), turns, state=state("2024-12-23"))


# 15 bad (turn 5): historical events and anniversaries, Halifax Explosion (Nova Scotia Archives, Maritime Museum); an updated memory value reverts
def t15(rs: RowSet) -> None:
    m = Mem()
    nsa = "https://archives.novascotia.ca/halifax-explosion/"
    mma = "https://maritimemuseum.novascotia.ca/what-see-do/halifax-explosion"
    old_deaths = "approximately 2,000 (Nova Scotia Archives)"
    turns = [
        (search("Halifax Explosion 6 December 1917 time deaths Mont-Blanc Imo Nova Scotia Archives"), hits(
            (nsa, "Halifax Explosion | Nova Scotia Archives", "At 9:04:35 a.m. on 6 December 1917, the French munitions ship Mont-Blanc exploded in Halifax Harbour after colliding with the Norwegian vessel Imo ...", "N/A"),
            (mma, "Halifax Explosion | Maritime Museum of the Atlantic", "The museum's permanent exhibit 'Halifax Wrecked' tells the story of the largest man-made explosion before the atomic age ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Halifax_Explosion", "Halifax Explosion - Wikipedia", "On the morning of 6 December 1917, the French cargo ship SS Mont-Blanc collided with the Norwegian vessel SS Imo in the Narrows ... approximately 2,000 people were killed ...", "N/A"),
            ("https://www.thecanadianencyclopedia.ca/en/article/halifax-explosion", "Halifax Explosion | The Canadian Encyclopedia", "The explosion killed nearly 2,000 people and injured 9,000 others ...", "N/A"),
            ("https://www.cbc.ca/news/canada/nova-scotia/halifax-explosion-anniversary-2024-1.7402215", "Halifax marks 107th anniversary of the explosion | CBC News", "A moment of silence was held at 9:04 a.m. at Fort Needham Memorial Park ...", "Dec 6, 2024"),
            ("https://www.halifax.ca/about-halifax/remembrance/halifax-explosion", "Halifax Explosion Memorial Service | Halifax.ca", "The annual service takes place at the Halifax Explosion Memorial Bell Tower, Fort Needham ...", "N/A"),
            ("https://www.veterans.gc.ca/en/remembrance/history/first-world-war/halifax-explosion", "The Halifax Explosion - Veterans Affairs Canada", "Some 2,000 people died and 9,000 were injured when the Mont-Blanc, loaded with 2,925 tonnes of explosives, blew up ...", "N/A"),
            ("https://www.historica.ca/heritage-minutes/halifax-explosion", "Heritage Minutes: Halifax Explosion | Historica Canada", "Vince Coleman, a train dispatcher, stayed at his post to warn an incoming train ...", "N/A"),
            ("https://www.reddit.com/r/halifax/comments/1h7y4ik/107_years_ago_today_the_halifax_explosion/", "107 years ago today: the Halifax Explosion : r/halifax", "My great-grandmother lived in Richmond and lost her sister that morning ...", "Dec 6, 2024"),
            ("https://www.britannica.com/event/Halifax-Explosion", "Halifax Explosion | Causes, Deaths, & Facts | Britannica", "Halifax Explosion, devastating explosion on December 6, 1917, in the harbour of Halifax, Nova Scotia ...", "N/A"),
        )),
        (extract(nsa, "time of the explosion, ships, casualty figures, Remembrance Book"), """# Halifax Explosion

**Nova Scotia Archives** | Virtual exhibit

## 6 December 1917

At 8:45 a.m. on Thursday, 6 December 1917, the French munitions ship *Mont-Blanc* and the Norwegian relief ship *Imo* collided in the Narrows of Halifax Harbour. Fire broke out aboard *Mont-Blanc*, which was carrying about 2,925 tonnes of high explosives, including picric acid and TNT. The burning ship drifted towards Pier 6 in the Richmond district.

At **9:04:35 a.m.**, *Mont-Blanc* exploded. The blast devastated the north end of Halifax and much of Dartmouth across the harbour.

## Casualties and damage

| | |
|---|---|
| Killed | approximately 2,000 |
| Names in the Halifax Explosion Remembrance Book | 1,950 |
| Injured | about 9,000 |
| Blinded or partially blinded | about 600 |
| Left homeless | about 6,000 |
| Buildings destroyed or damaged | 12,000+ |

The Halifax Explosion Remembrance Book, compiled by the Nova Scotia Archives, records the names of 1,950 people known to have died as a result of the explosion. The true number is likely higher, as some victims were never identified.

## The next day

A blizzard struck Halifax on 7 December, hampering relief efforts. Relief trains arrived from across the Maritimes and, famously, from Boston.

## In the collection

- Photographs (W.G. MacLaughlan collection), ref. NSA 1983-310
- Halifax Relief Commission records, MG 36 Series R
- Death registrations and the Halifax Explosion Remembrance Book database
"""),
        m.add({"explosion_datetime": "6 December 1917, 9:04:35 a.m.", "collision_time": "8:45 a.m., the Narrows", "ships": "Mont-Blanc (French, munitions) and Imo (Norwegian, relief ship)", "deaths": old_deaths, "injured": "about 9,000"}),
        m.update({"deaths": "1,950 named in the Halifax Explosion Remembrance Book (Nova Scotia Archives); approx. 2,000 estimated in total"}),
        m.retrieve(["explosion_datetime", "deaths", "injured"], fake={"deaths": old_deaths}),
        (extract(mma, "exhibit details, artefacts from Mont-Blanc, anniversary events"), """# Halifax Explosion

**Maritime Museum of the Atlantic** | 1675 Lower Water Street, Halifax

## Halifax Wrecked

The permanent exhibit *Halifax Wrecked* tells the story of the Halifax Explosion of 6 December 1917, the largest man-made explosion before the atomic bomb, which killed about 2,000 people and injured 9,000.

### Highlights

- A section of *Mont-Blanc*'s hull and fragments of the ship recovered across the city
- The clock from the Halifax Academy, stopped at 9:04
- Survivor testimonies and the story of train dispatcher Vince Coleman
- A model of the Narrows on the morning of 6 December

## Anniversary programme, 6 December 2024

| Time | Event |
|---|---|
| 9:00 a.m. | Commemorative service, Fort Needham Memorial Park (City of Halifax) |
| 10:00 a.m. | Free admission to *Halifax Wrecked* all day |
| 1:00 p.m. | Curator's talk: "The ships in the Narrows" |
| 3:00 p.m. | Reading of survivors' letters |

**Hours:** Tuesday–Sunday 9:30 a.m.–4:00 p.m. (winter hours). **Admission:** adults $9.25.
"""),
        (search("Vince Coleman train dispatcher Halifax Explosion Richmond station message"), hits(
            ("https://en.wikipedia.org/wiki/Vince_Coleman", "Vince Coleman - Wikipedia", "Patrick Vincent Coleman (1872 – 6 December 1917) was a train dispatcher who sent a telegraph message that stopped an incoming passenger train ...", "N/A"),
            ("https://www.historica.ca/heritage-minutes/halifax-explosion", "Heritage Minutes: Halifax Explosion | Historica Canada", "'Hold up the train. Ammunition ship afire in harbour making for Pier 6 and will explode ...'", "N/A"),
            (nsa, "Halifax Explosion | Nova Scotia Archives", "At 9:04:35 a.m. on 6 December 1917, the French munitions ship Mont-Blanc exploded ...", "N/A"),
            ("https://www.cbc.ca/news/canada/nova-scotia/vince-coleman-telegraph-message-1.4434201", "The real message Vince Coleman sent | CBC News", "Historians have pieced together the wording from railway records ...", "Dec 5, 2017"),
            (mma, "Halifax Explosion | Maritime Museum of the Atlantic", "Survivor testimonies and the story of train dispatcher Vince Coleman ...", "N/A"),
            ("https://www.thecanadianencyclopedia.ca/en/article/vince-coleman", "Vince Coleman | The Canadian Encyclopedia", "Coleman died at his post at the Richmond railway yards ...", "N/A"),
            ("https://www.cn.ca/en/news/2017/12/vince-coleman-remembered/", "Vince Coleman remembered - CN", "CN honours the railway dispatcher on the 100th anniversary ...", "Dec 6, 2017"),
            ("https://www.halifax.ca/parks-recreation/parks/vince-coleman-memorial", "Vince Coleman Memorial | Halifax.ca", "A memorial near the former Richmond station site ...", "N/A"),
            ("https://www.reddit.com/r/canada/comments/7hz2qd/vince_coleman_heritage_minute/", "The Vince Coleman Heritage Minute still gets me : r/canada", "'Hold up the train' is burned into every Canadian kid's memory ...", "Dec 6, 2017"),
            ("https://www.ctvnews.ca/atlantic/vince-coleman-ferry-named", "Halifax ferry named after Vince Coleman | CTV Atlantic", "The new harbour ferry carries the name of the explosion hero ...", "Mar 28, 2018"),
        )),
    ]
    rs.add("search", "h55-search-15", system(), turns, state=state("2024-12-06"), bad=True, turn=5,
           kind="retrieve returns deaths as 'approximately 2,000 (Nova Scotia Archives)', the value from turn 3, although turn 4 updated it to the Remembrance Book figure")


# 16 clean: archaeology finds, Pompeii Regio IX (pompeiisites.org, The Guardian); paginated news, memory remove and add
def t16(rs: RowSet) -> None:
    m = Mem()
    news1 = "https://pompeiisites.org/en/news/"
    news2 = "https://pompeiisites.org/en/news/page/2/"
    gu = "https://www.theguardian.com/world/2025/feb/26/pompeii-dionysian-frieze-house-of-thiasus"
    turns = [
        (search("Pompeii new discoveries Regio IX 2024 2025 frescoes black room blue room"), hits(
            (news1, "News - Pompeii Archaeological Park", "Latest news from the excavations of Pompeii: Dionysian frieze, private baths, DNA from the casts ...", "N/A"),
            ("https://www.bbc.com/news/articles/c2eexl9k3d4o", "Pompeii: 'Black room' frescoes of Trojan War revealed - BBC News", "Archaeologists have uncovered an elegant banqueting hall with black walls decorated with scenes from the Trojan War ...", "Apr 11, 2024"),
            ("https://www.theguardian.com/world/2024/jun/28/pompeii-blue-room-sacrarium", "Pompeii excavation reveals 'blue room' likely used as shrine | The Guardian", "A small room with blue walls decorated with female figures representing the seasons ...", "Jun 28, 2024"),
            (gu, "Pompeii: 'extraordinary' Dionysian frieze discovered in banqueting hall | The Guardian", "A 2,000-year-old frieze depicting the initiation rites of the cult of Dionysus has been unearthed in a large banqueting hall ...", "Feb 26, 2025"),
            ("https://en.wikipedia.org/wiki/Pompeii", "Pompeii - Wikipedia", "Pompeii was an ancient city in what is now the comune of Pompei, near Naples ... Excavations in Regio IX resumed in 2023 ...", "N/A"),
            ("https://www.smithsonianmag.com/smart-news/pompeii-private-bath-complex-2025/", "Archaeologists Unearth One of Pompeii's Largest Private Bath Complexes | Smithsonian", "The baths, in a house in Regio IX, could host up to 30 guests ...", "Jan 31, 2025"),
            ("https://www.nationalgeographic.com/history/article/pompeii-dna-casts-study", "DNA from Pompeii casts upends stories about the victims | National Geographic", "A 'mother and child' turned out to be an unrelated adult man and child ...", "Nov 7, 2024"),
            ("https://www.reuters.com/lifestyle/pompeii-bakery-enslaved-workers-2023-12-08/", "Pompeii dig reveals bakery where enslaved people and donkeys were confined | Reuters", "The room had small windows with iron bars ...", "Dec 8, 2023"),
            ("https://www.reddit.com/r/ArtefactPorn/comments/1iyn8g8/dionysian_frieze_pompeii/", "Newly revealed Dionysian frieze, Pompeii [2048x1365] : r/ArtefactPorn", "The colours are unreal. Compare with the Villa of the Mysteries ...", "Feb 26, 2025"),
            ("https://www.archaeology.org/issues/550-2501/digs-discoveries/pompeii-black-room", "Pompeii's Black Room - Archaeology Magazine", "Dark walls hid soot from oil lamps during night banquets ...", "Jan 2025"),
        )),
        (extract(news1, "list of the latest news items with dates"), """# News

**Pompeii Archaeological Park** (Parco Archeologico di Pompei)

Showing 1–5 of 23 news items | Sort: newest first

1. **Pompeii: a grand Dionysian frieze discovered in the House of the Thiasus** — 26 February 2025
   A large banqueting hall in Regio IX, insula 10, is decorated with a megalography of life-size figures from the cult of Dionysus.
2. **A large private bath complex emerges in Regio IX** — 31 January 2025
   The baths, with a caldarium, tepidarium and frigidarium, belonged to the same house as the "black room".
3. **DNA from the casts: new data on the victims of 79 AD** — 7 November 2024
   A study in Current Biology, carried out with Harvard and the University of Florence, revises traditional interpretations of the casts.
4. **The "blue room": a sacrarium in the heart of Regio IX** — 28 June 2024
   A small room with blue walls, female figures of the seasons and allegories of agriculture and shepherding.
5. **The "black room": frescoes of Helen and Paris, Apollo and Cassandra** — 11 April 2024
   A banqueting hall with black walls and mythological scenes inspired by the Trojan War.

[Next page »]
"""),
        (extract(news2, "older news items"), """# News – Page 2

**Pompeii Archaeological Park** (Parco Archeologico di Pompei)

Showing 6–10 of 23 news items | Sort: newest first

6. **A bakery-prison: enslaved people and donkeys confined in a mill** — 8 December 2023
   In a house in Regio IX, insula 10, a room with barred windows and grooves worn by animals turning the millstones.
7. **Two new victims found in the Casa dei Pittori al Lavoro** — 11 August 2023
   Remains of two people killed by the collapse of a wall during the earthquakes that accompanied the eruption.
8. **A "pizza" still life: fresco discovered in Regio IX** — 27 June 2023
   A fresco showing a flatbread topped with fruit next to a silver cup, a forerunner of pizza?
9. **Excavations resume in Regio IX, insula 10** — 2 February 2023
   A new excavation project of about 3,200 square metres combining research, conservation and landscape protection.
10. **The Villa of the Mysteries restoration completed** — 14 December 2022
    Conservation of the frescoes in the famous villa outside the Herculaneum Gate.

[« Previous page] [Next page »]
"""),
        m.add({"black_room": "Regio IX insula 10; frescoes of Helen and Paris, Apollo and Cassandra; announced 11 Apr 2024", "blue_room": "sacrarium with blue walls and female figures of the seasons; announced 28 Jun 2024", "dionysian_frieze": "House of the Thiasus, Regio IX insula 10; announced 26 Feb 2025", "regio_ix_dig_start": "2 Feb 2023 (insula 10, about 3,200 m²)"}),
        (search("Pompeii Dionysian frieze House of the Thiasus February 2025 megalography Zuchtriegel"), hits(
            (gu, "Pompeii: 'extraordinary' Dionysian frieze discovered in banqueting hall | The Guardian", "The frieze, which runs around three walls of the hall, shows bacchantes, satyrs and a hunting scene; director Gabriel Zuchtriegel said ...", "Feb 26, 2025"),
            (news1, "News - Pompeii Archaeological Park", "Pompeii: a grand Dionysian frieze discovered in the House of the Thiasus ...", "N/A"),
            ("https://www.bbc.com/news/articles/c4gp5n9e8q7o", "Pompeii: Rare Dionysian frieze discovered - BBC News", "Life-size figures of female followers of Dionysus, known as maenads, dance across the walls ...", "Feb 26, 2025"),
            ("https://www.reuters.com/lifestyle/pompeii-dionysian-frieze-2025-02-26/", "Pompeii's 'Dionysian mysteries' frieze comes to light | Reuters", "The park said the hall would be opened to visitors in the coming months ...", "Feb 26, 2025"),
            ("https://www.ansa.it/english/news/2025/02/26/pompeii-dionysian-frieze.html", "Spectacular Dionysian frieze found at Pompeii - ANSA", "The 'megalography' is one of only a handful ever found ...", "Feb 26, 2025"),
            ("https://en.wikipedia.org/wiki/Gabriel_Zuchtriegel", "Gabriel Zuchtriegel - Wikipedia", "Gabriel Zuchtriegel (born 1981) is a German-Italian archaeologist, director of the Archaeological Park of Pompeii since 2021 ...", "N/A"),
            ("https://www.nytimes.com/2025/02/26/world/europe/pompeii-frieze-dionysus.html", "Pompeii Frieze Offers Glimpse of a Mysterious Cult - The New York Times", "Experts compare it to the famous frescoes of the Villa of the Mysteries ...", "Feb 26, 2025"),
            ("https://www.smithsonianmag.com/smart-news/pompeii-dionysian-frieze/", "Stunning Frieze Depicting Dionysian Cult Found in Pompeii | Smithsonian", "The 15-meter-long banquet hall was being renovated when Vesuvius erupted ...", "Feb 27, 2025"),
            ("https://www.reddit.com/r/history/comments/1iyojx2/pompeii_dionysian_frieze/", "Dionysian frieze found in Pompeii : r/history", "What's a thiasus? It's the retinue of Dionysus ...", "Feb 26, 2025"),
            ("https://www.theartnewspaper.com/2025/02/26/pompeii-frieze-dionysus", "Pompeii's new frieze: a second Villa of the Mysteries? | The Art Newspaper", "Zuchtriegel: 'Thousands of works of art like this may have existed, but few survived' ...", "Feb 27, 2025"),
        )),
        (extract(gu, "description of the frieze, room, figures, and quotes"), """# Pompeii: 'extraordinary' Dionysian frieze discovered in banqueting hall

**The Guardian** | Angela Giuffrida in Rome | Wed 26 Feb 2025 11.15 GMT

Archaeologists in Pompeii have discovered an "extraordinary" frieze depicting the initiation rites of the cult of Dionysus, the Greek god of wine, ecstasy and theatre.

The megalography – a painting of life-size figures – runs around three walls of a large banqueting hall in a house in Regio IX that has been named the House of the Thiasus, after the retinue of Dionysus.

The figures include young bacchantes, or maenads, dancing and hunting, and satyrs with pointed ears playing the flute. At the centre of one wall, a woman carrying a tray is being initiated into the cult.

> "Thousands of works of art like this may have existed in antiquity, but only a handful have survived," said Gabriel Zuchtriegel, the director of the Pompeii archaeological park.

The room, about 15 metres long, was being renovated when the eruption of Mount Vesuvius buried the city in AD 79. The frieze is only the second megalography of this kind found in Pompeii, after the famous one in the Villa of the Mysteries.

The house belongs to the same city block, insula 10, where the "black room" and a bakery in which enslaved people were confined were found over the past two years.

The park said the hall would be opened to the public in the coming months.
"""),
        m.update({"dionysian_frieze": "House of the Thiasus, Regio IX insula 10; megalography of life-size maenads and satyrs on 3 walls of a ~15 m banqueting hall; 2nd of its kind in Pompeii after the Villa of the Mysteries; announced 26 Feb 2025"}),
        m.remove(["blue_room"]),
        m.add({"park_director": "Gabriel Zuchtriegel (director since 2021)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-16", system(), turns, state=state("2025-03-05"))


# 17 clean: city populations and mayors, Reykjavik (reykjavik.is, RUV English, Statistics Iceland); mayor changes by date, two population figures
def t17(rs: RowSet) -> None:
    m = Mem()
    rvk = "https://reykjavik.is/en/mayor-of-reykjavik"
    ruv = "https://www.ruv.is/english/2024-01-16-einar-thorsteinsson-takes-over-as-mayor-of-reykjavik-401877"
    hag = "https://www.statice.is/statistics/population/inhabitants/municipalities/"
    turns = [
        (search("Reykjavík mayor 2025 Heiða Björg Hilmisdóttir Einar Þorsteinsson"), hits(
            (rvk, "Mayor of Reykjavík | Reykjavíkurborg", "Heiða Björg Hilmisdóttir became Mayor of Reykjavík on 21 February 2025, leading a new majority of five parties in the City Council ...", "N/A"),
            ("https://www.ruv.is/english/2025-02-21-heida-bjorg-hilmisdottir-new-mayor-of-reykjavik-436102", "Heiða Björg Hilmisdóttir new mayor of Reykjavík - RÚV English", "The City Council elected Heiða Björg Hilmisdóttir of the Social Democratic Alliance as mayor at a meeting today ...", "Feb 21, 2025"),
            (ruv, "Einar Þorsteinsson takes over as mayor of Reykjavík - RÚV English", "Einar Þorsteinsson of the Progressive Party took over from Dagur B. Eggertsson today, as agreed when the majority was formed in 2022 ...", "Jan 16, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_mayors_of_Reykjav%C3%ADk", "List of mayors of Reykjavík - Wikipedia", "The mayor of Reykjavík is the head of the city government ... Heiða Björg Hilmisdóttir (2025–present) ...", "N/A"),
            ("https://grapevine.is/news/2025/02/07/reykjavik-city-majority-collapses/", "Reykjavík City Majority Collapses - The Reykjavík Grapevine", "Mayor Einar Þorsteinsson announced that the Progressive Party was leaving the majority ...", "Feb 7, 2025"),
            ("https://icelandmonitor.mbl.is/news/politics_and_society/2025/02/21/new_mayor_of_reykjavik/", "New mayor of Reykjavík takes office - Iceland Monitor", "Heiða Björg Hilmisdóttir is the third mayor since 2014 ...", "Feb 21, 2025"),
            ("https://en.wikipedia.org/wiki/Einar_%C3%9Eorsteinsson", "Einar Þorsteinsson - Wikipedia", "Einar Þorsteinsson (born 1978) is an Icelandic politician and former journalist who was mayor of Reykjavík from 2024 to 2025 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Dagur_B._Eggertsson", "Dagur B. Eggertsson - Wikipedia", "Dagur Bergþóruson Eggertsson (born 1972) served as mayor of Reykjavík from 2014 to 2024 ...", "N/A"),
            ("https://www.reddit.com/r/Iceland/comments/1ivbf2m/new_mayor_heida_bjorg/", "Nýr borgarstjóri: Heiða Björg : r/Iceland", "Þriðji borgarstjórinn á rúmu ári ...", "Feb 21, 2025"),
            ("https://reykjavik.is/en/city-council", "City Council | Reykjavíkurborg", "The City Council has 23 members elected for four years; the next municipal elections are in May 2026 ...", "N/A"),
        )),
        (extract(rvk, "current mayor, since when, and list of previous mayors"), """# Mayor of Reykjavík

**Reykjavíkurborg** | Administration | City Council

**Heiða Björg Hilmisdóttir** became Mayor of Reykjavík on 21 February 2025. She was elected by the City Council after the Progressive Party left the previous majority on 7 February 2025. The new majority consists of the Social Democratic Alliance, the Pirate Party, the Socialist Party, the Left-Green Movement and the People's Party.

Heiða Björg has been a City Council member for the Social Democratic Alliance since 2014 and was chair of the Icelandic Association of Local Authorities from 2022 to 2025.

## Mayors of Reykjavík since 2010

| Mayor | Party | Term |
|---|---|---|
| Heiða Björg Hilmisdóttir | Social Democratic Alliance | 21 February 2025 – |
| Einar Þorsteinsson | Progressive Party | 16 January 2024 – 21 February 2025 |
| Dagur B. Eggertsson | Social Democratic Alliance | 16 June 2014 – 16 January 2024 |
| Jón Gnarr | Best Party | 15 June 2010 – 16 June 2014 |

## Contact

Office of the Mayor, Ráðhús Reykjavíkur (City Hall), Tjarnargata 11, 101 Reykjavík. Phone: +354 411 1111. Email: borgarstjori@reykjavik.is
"""),
        m.add({"rvk_mayor": "Heiða Björg Hilmisdóttir (Social Democratic Alliance), since 21 Feb 2025", "rvk_previous_mayor": "Einar Þorsteinsson (Progressive), 16 Jan 2024 – 21 Feb 2025", "rvk_mayor_2014_2024": "Dagur B. Eggertsson"}),
        (extract(ruv, "what happened at the January 2024 handover"), """# Einar Þorsteinsson takes over as mayor of Reykjavík

**RÚV English** | 16 January 2024, 14:32

Einar Þorsteinsson, leader of the Progressive Party in Reykjavík City Council, became the new mayor of Reykjavík today, succeeding Dagur B. Eggertsson.

The handover was agreed when the current majority of the Social Democratic Alliance, the Progressive Party, the Pirate Party and the Reform Party was formed after the municipal elections in May 2022. Dagur, who had been mayor since 2014, becomes chair of the City Council's executive board.

"I look forward to working for the people of Reykjavík. Housing and services for children will be my priorities," Einar said.

Einar, a former RÚV journalist and news anchor, was first elected to the City Council in 2022. He will serve as mayor until the end of the term in 2026.
"""),
        (search("Reykjavík population 2024 Statistics Iceland municipalities"), hits(
            (hag, "Population by municipality – Statistics Iceland", "Population of municipalities on 1 January: Reykjavíkurborg 139,875 (2024) ...", "N/A"),
            ("https://www.skra.is/um-okkur/frettir/frett/2024/12/05/ibuafjoldi-1-desember-2024/", "Íbúafjöldi 1. desember 2024 - Þjóðskrá", "Íbúum Reykjavíkurborgar fjölgaði um 1.711 frá 1. desember 2023 og voru 141.462 þann 1. desember 2024 ...", "Dec 5, 2024"),
            ("https://en.wikipedia.org/wiki/Reykjav%C3%ADk", "Reykjavík - Wikipedia", "Reykjavík is the capital and largest city of Iceland, with a population of around 140,000 (139,875 in 2024) ...", "N/A"),
            ("https://www.statice.is/publications/news-archive/inhabitants/population-on-1-january-2024/", "Population on 1 January 2024 – Statistics Iceland", "The population of Iceland was 383,726 on 1 January 2024, an increase of 2.0% ...", "Mar 21, 2024"),
            ("https://reykjavik.is/en/statistics", "Statistics | Reykjavíkurborg", "Key figures about Reykjavík: population, districts, housing ...", "N/A"),
            ("https://grapevine.is/news/2024/12/05/reykjavik-population-grows/", "Reykjavík's Population Keeps Growing - The Reykjavík Grapevine", "Registers Iceland figures show more than 141,000 residents as of December ...", "Dec 5, 2024"),
            ("https://worldpopulationreview.com/cities/iceland/reykjavik", "Reykjavik Population 2025 - World Population Review", "Reykjavik's 2025 population is estimated at 140,000 ...", "Jan 2025"),
            ("https://www.statista.com/statistics/1244063/population-reykjavik/", "Reykjavík: population 2015-2024 | Statista", "As of January 1, 2024, Reykjavík had 139,875 inhabitants ...", "Apr 2024"),
            ("https://www.reddit.com/r/VisitingIceland/comments/1c2xw8p/how_big_is_reykjavik_really/", "How big is Reykjavik really? : r/VisitingIceland", "City proper ~140k, capital region ~250k ...", "Apr 12, 2024"),
            ("https://www.ssh.is/hofudborgarsvaedid-i-tolum", "Höfuðborgarsvæðið í tölum - SSH", "Íbúafjöldi sveitarfélaga á höfuðborgarsvæðinu ...", "N/A"),
        )),
        (extract(hag, "Reykjavík population on 1 January by year"), """# Population by municipality

**Statistics Iceland (Hagstofa Íslands)** | Population | Inhabitants

Population of the largest municipalities on 1 January, 2021–2024

| Municipality | 2021 | 2022 | 2023 | 2024 |
|---|---|---|---|---|
| Reykjavíkurborg | 133,262 | 135,688 | 136,894 | 139,875 |
| Kópavogsbær | 38,332 | 38,986 | 39,810 | 40,546 |
| Hafnarfjarðarkaupstaður | 29,799 | 30,047 | 30,528 | 31,197 |
| Reykjanesbær | 19,676 | 20,380 | 22,021 | 23,288 |
| Akureyrarbær | 19,219 | 19,542 | 19,893 | 20,128 |
| Garðabær | 17,693 | 18,286 | 18,712 | 19,011 |
| **Iceland, total** | **364,134** | **368,792** | **376,248** | **383,726** |

Figures for 1 January 2025 will be published in March 2025. Source: Statistics Iceland, population register extract on 1 January.
"""),
        m.add({"rvk_population": "139,875 on 1 Jan 2024 (Statistics Iceland); 141,462 on 1 Dec 2024 (Registers Iceland)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-17", system(), turns, state=state("2025-03-10"))


# 18 bad (turn 4): bridges and tunnels, Golden Gate Bridge (goldengate.org, AP); a key added in turn 3 is missing from retrieve_all
def t18(rs: RowSet) -> None:
    m = Mem()
    gg = "https://www.goldengate.org/bridge/history-research/statistics-data/bridge-structure-statistics/"
    ap = "https://apnews.com/article/golden-gate-bridge-suicide-net-completed-0e7d3c9f4b"
    turns = [
        (search("Golden Gate Bridge facts main span length opening date suicide deterrent net completed"), hits(
            (gg, "Bridge Structure Statistics | Golden Gate Bridge", "Main span 4,200 feet (1,280 m); total length including approaches 1.7 miles (8,981 ft); tower height 746 feet above water ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Golden_Gate_Bridge", "Golden Gate Bridge - Wikipedia", "The Golden Gate Bridge is a suspension bridge spanning the Golden Gate ... It opened on May 27, 1937 ...", "N/A"),
            (ap, "Golden Gate Bridge suicide prevention net is complete after years of work | AP News", "The steel net, which extends 20 feet out from the bridge on both sides, was finished at a cost of about $217 million ...", "Jan 2, 2024"),
            ("https://www.goldengate.org/bridge/history-research/bridge-construction/", "Bridge Construction | Golden Gate Bridge", "Construction began on January 5, 1933; the bridge opened to pedestrians on May 27, 1937 and to vehicles the next day ...", "N/A"),
            ("https://www.sfchronicle.com/bayarea/article/golden-gate-bridge-suicide-net-complete-18583920.php", "Golden Gate Bridge suicide net is finally finished - San Francisco Chronicle", "Years behind schedule and far over budget, the net is in place along the full length of the span ...", "Jan 2, 2024"),
            ("https://www.asce.org/about-civil-engineering/history-and-heritage/historic-landmarks/golden-gate-bridge", "Golden Gate Bridge | ASCE", "A National Historic Civil Engineering Landmark; one of the Wonders of the Modern World ...", "N/A"),
            ("https://www.britannica.com/topic/Golden-Gate-Bridge", "Golden Gate Bridge | History, Construction, & Facts | Britannica", "When it opened in 1937, its main span was the longest in the world ...", "N/A"),
            ("https://www.nps.gov/goga/planyourvisit/goldengatebridge.htm", "Golden Gate Bridge - Golden Gate National Recreation Area", "Walking and biking on the bridge: east sidewalk hours ...", "N/A"),
            ("https://www.reddit.com/r/bayarea/comments/18wsdqq/golden_gate_bridge_net_finally_complete/", "Golden Gate Bridge net finally complete : r/bayarea", "Took nearly 6 years and $217M, but worth it if it saves lives ...", "Jan 2, 2024"),
            ("https://www.history.com/topics/landmarks/golden-gate-bridge", "Golden Gate Bridge - Facts, Construction & Opening | HISTORY", "Chief engineer Joseph Strauss; the International Orange color ...", "N/A"),
        )),
        (extract(gg, "span, lengths, tower height, opening dates, cable data"), """# Bridge Structure Statistics

**Golden Gate Bridge, Highway & Transportation District** | History & Research | Statistics & Data

## Opening

| | |
|---|---|
| Construction began | January 5, 1933 |
| Opened to pedestrians | May 27, 1937 |
| Opened to vehicles | May 28, 1937 (noon) |
| Construction cost | $35 million (1937) |

## Dimensions

| Element | Measurement |
|---|---|
| Length of main span (between towers) | 4,200 ft (1,280 m) |
| Length of side spans (each) | 1,125 ft (343 m) |
| Total length including approaches | 1.7 mi (8,981 ft / 2,737 m) |
| Width of bridge | 90 ft (27 m) |
| Width of roadway between curbs | 62 ft (19 m) |
| Clearance above mean higher high water | 220 ft (67 m) |
| Tower height above water | 746 ft (227 m) |
| Tower height above roadway | 500 ft (152 m) |

## Main cables

| | |
|---|---|
| Diameter of each cable | 36 3/8 in (0.92 m) |
| Wires per cable | 27,572 |
| Total length of wire in both cables | 80,000 mi (129,000 km) |

## Safety

The Suicide Deterrent System, a marine-grade stainless steel net 20 feet below the sidewalk extending 20 feet out on both sides of the bridge, was completed in January 2024.

When opened in 1937, the main span was the longest suspension bridge span in the world, a record held until 1964.
"""),
        m.add({"gg_opened": "May 27, 1937 (pedestrians); vehicles May 28, 1937", "gg_main_span": "4,200 ft (1,280 m)", "gg_total_length": "1.7 mi (8,981 ft) incl. approaches", "gg_tower_height": "746 ft above water", "gg_net_completed": "January 2024 (stainless steel net, 20 ft below sidewalk, 20 ft out)"}),
        m.retrieve_all(drop=("gg_net_completed",)),
        (search("Golden Gate Bridge suicide deterrent net completed January 2024 cost $217 million"), hits(
            (ap, "Golden Gate Bridge suicide prevention net is complete after years of work | AP News", "The net was finished at a cost of about $217 million, more than double the original estimate of $76 million ...", "Jan 2, 2024"),
            ("https://www.sfchronicle.com/bayarea/article/golden-gate-bridge-suicide-net-complete-18583920.php", "Golden Gate Bridge suicide net is finally finished - San Francisco Chronicle", "Construction started in 2018 and was originally supposed to be completed in 2021 ...", "Jan 2, 2024"),
            ("https://www.goldengate.org/district/district-projects/suicide-deterrent-system/", "Suicide Deterrent System | Golden Gate Bridge", "Project status: complete. The net spans 1.7 miles along both sides of the bridge ...", "N/A"),
            ("https://www.nbcbayarea.com/news/local/golden-gate-bridge-suicide-net-complete/3422610/", "Golden Gate Bridge suicide deterrent net completed - NBC Bay Area", "Bridge officials say deaths fell sharply as sections of the net went up ...", "Jan 2, 2024"),
            ("https://www.npr.org/2024/01/03/1222538891/golden-gate-bridge-suicide-net", "A suicide prevention net on the Golden Gate Bridge is now complete | NPR", "Families who pushed for the barrier for years say it is long overdue ...", "Jan 3, 2024"),
            ("https://en.wikipedia.org/wiki/Golden_Gate_Bridge", "Golden Gate Bridge - Wikipedia", "A suicide deterrent net was completed in January 2024 ...", "N/A"),
            ("https://www.kqed.org/news/11970322/golden-gate-bridge-net-finished", "After Years of Delays, Golden Gate Bridge Net Is Finished | KQED", "The district says the contractor dispute added years and costs ...", "Jan 2, 2024"),
            ("https://www.cnn.com/2024/01/03/us/golden-gate-bridge-suicide-net/index.html", "Golden Gate Bridge finishes suicide prevention net | CNN", "The project was funded by federal, state and local sources ...", "Jan 3, 2024"),
            ("https://www.reddit.com/r/sanfrancisco/comments/18wu5w1/golden_gate_net_done/", "Golden Gate net done : r/sanfrancisco", "$217M is a lot but the bridge district says it's already working ...", "Jan 2, 2024"),
            ("https://www.bridgerail.org/", "Bridge Rail Foundation", "Advocating for suicide barriers on the Golden Gate Bridge since 2006 ...", "N/A"),
        )),
        (extract(ap, "cost, original estimate, timeline of the net"), """# Golden Gate Bridge suicide prevention net is complete after years of work

**AP News** | By Olga R. Rodriguez | January 2, 2024

SAN FRANCISCO (AP) — A steel net designed to prevent people from jumping to their deaths from the Golden Gate Bridge is now complete, officials said Tuesday, years after it was originally supposed to be finished.

The net, made of marine-grade stainless steel, hangs 20 feet (6 meters) below the sidewalk and extends 20 feet out on both sides of the 1.7-mile bridge. It was finished at a cost of about $217 million, more than double the $76 million estimated when the project was approved in 2014.

## Timeline

| Year | Milestone |
|---|---|
| 2014 | Bridge district board approves the net |
| 2018 | Construction begins |
| 2021 | Original completion date, missed amid contractor disputes |
| 2023 | Net installed along most of the span |
| January 2024 | Net completed |

Bridge officials said that as sections of the net were installed, the number of deaths fell. In 2023, 14 people died by suicide from the bridge, down from 25 in 2022 and an average of about 30 a year over the previous two decades.

"The net is working," said Denis Mulligan, general manager of the Golden Gate Bridge, Highway and Transportation District.
"""),
        m.add({"gg_net_cost": "about $217 million (2014 estimate $76 million); construction 2018 - Jan 2024 (AP, 2 Jan 2024)"}),
        (search("Golden Gate Bridge 87th anniversary May 27 2024"), hits(
            ("https://www.goldengate.org/news/2024/05/bridge-87th-birthday/", "The Golden Gate Bridge turns 87 | Golden Gate Bridge", "On May 27, 1937, some 200,000 people walked across the new bridge on Pedestrian Day ...", "May 27, 2024"),
            ("https://www.sfgate.com/local/article/golden-gate-bridge-87th-birthday-19476021.php", "Happy 87th birthday, Golden Gate Bridge - SFGATE", "Photos from Pedestrian Day 1937 and how the bridge has changed ...", "May 27, 2024"),
            ("https://www.nps.gov/goga/learn/historyculture/golden-gate-bridge.htm", "Golden Gate Bridge History - Golden Gate NRA", "Opening festivities on May 27, 1937 ...", "N/A"),
            (gg, "Bridge Structure Statistics | Golden Gate Bridge", "Opened to pedestrians May 27, 1937; to vehicles May 28, 1937 ...", "N/A"),
            ("https://www.kron4.com/news/bay-area/golden-gate-bridge-celebrates-87-years/", "Golden Gate Bridge celebrates 87 years - KRON4", "The bridge has carried more than 2 billion vehicles since it opened ...", "May 27, 2024"),
            ("https://en.wikipedia.org/wiki/Golden_Gate_Bridge", "Golden Gate Bridge - Wikipedia", "It opened on May 27, 1937 ...", "N/A"),
            ("https://www.reddit.com/r/sanfrancisco/comments/1d1z8ba/87_years_ago_today/", "87 years ago today the Golden Gate Bridge opened : r/sanfrancisco", "My grandpa walked across on Pedestrian Day ...", "May 27, 2024"),
            ("https://www.history.com/this-day-in-history/golden-gate-bridge-opens", "Golden Gate Bridge opens | May 27, 1937 | HISTORY", "On May 27, 1937, the Golden Gate Bridge opened to pedestrian traffic ...", "N/A"),
            ("https://www.instagram.com/goldengatebridge/", "Golden Gate Bridge (@goldengatebridge) • Instagram", "Happy 87th birthday to us! ...", "May 27, 2024"),
            ("https://www.goldengate.org/bridge/history-research/bridge-construction/", "Bridge Construction | Golden Gate Bridge", "Construction began on January 5, 1933 ...", "N/A"),
        )),
        m.retrieve(["gg_main_span", "gg_net_cost"]),
    ]
    rs.add("search", "h55-search-18", system(), turns, state=state("2024-05-28"), bad=True, turn=4,
           kind="retrieve_all lists 4 items and omits gg_net_completed, which turn 3 added and nothing removed")


# 19 clean: ship launches, Chinese aircraft carrier Fujian (Xinhua, Reuters); launch vs sea trials, status moves forward
def t19(rs: RowSet) -> None:
    m = Mem()
    xh = "https://english.news.cn/20220617/fujian-aircraft-carrier-launched/c.html"
    rt = "https://www.reuters.com/world/china/chinas-fujian-aircraft-carrier-returns-first-sea-trials-2024-05-08/"
    turns = [
        (search("Fujian aircraft carrier launch June 2022 Jiangnan shipyard Type 003 sea trials"), hits(
            (xh, "China launches third aircraft carrier Fujian - Xinhua", "China's third aircraft carrier, the Fujian, was launched on Friday morning at a shipyard in Shanghai. It is China's first domestically designed carrier with catapult launch ...", "Jun 17, 2022"),
            (rt, "China's Fujian aircraft carrier returns from first sea trials | Reuters", "China's third and most advanced aircraft carrier, the Fujian, returned to Shanghai's Jiangnan shipyard on Wednesday after its first sea trials, which began on May 1 ...", "May 8, 2024"),
            ("https://en.wikipedia.org/wiki/Chinese_aircraft_carrier_Fujian", "Chinese aircraft carrier Fujian - Wikipedia", "Fujian (18) is a Chinese aircraft carrier ... launched on 17 June 2022 ... equipped with electromagnetic aircraft launch systems ...", "N/A"),
            ("https://www.bbc.com/news/world-asia-china-61840513", "China launches third aircraft carrier, the Fujian - BBC News", "The carrier is the first to be designed and built entirely in China and is named after the province facing Taiwan ...", "Jun 17, 2022"),
            ("https://www.navalnews.com/naval-news/2024/05/chinas-third-aircraft-carrier-fujian-begins-sea-trials/", "China's Third Aircraft Carrier Fujian Begins Sea Trials - Naval News", "The carrier departed the Jiangnan shipyard on May 1 for its maiden sea trials ...", "May 1, 2024"),
            ("https://chinapower.csis.org/china-carrier-fujian/", "What Do We Know About China's Newest Aircraft Carrier? | ChinaPower", "Satellite imagery shows three electromagnetic catapults; estimated full-load displacement of about 80,000 tonnes ...", "N/A"),
            ("https://www.globaltimes.cn/page/202405/1312411.shtml", "Fujian carrier completes maiden sea trials - Global Times", "The trials tested propulsion and electrical systems, the PLA Navy said ...", "May 8, 2024"),
            ("https://www.scmp.com/news/china/military/article/3182389/china-launches-fujian", "China launches Fujian, its first carrier with electromagnetic catapults | SCMP", "The 80,000-tonne vessel was floated out of dry dock at the Jiangnan shipyard ...", "Jun 17, 2022"),
            ("https://www.reddit.com/r/LessCredibleDefence/comments/vedfgg/fujian_launched/", "Type 003 Fujian launched : r/LessCredibleDefence", "Hull number 18. Full deck shots from the ceremony in the thread ...", "Jun 17, 2022"),
            ("https://www.usni.org/magazines/proceedings/2022/july/fujian-carrier", "China's New Carrier: What the Fujian Means | USNI Proceedings", "The Fujian will likely take years of trials before entering service ...", "Jul 2022"),
        )),
        (extract(xh, "date and place of the launch, name, hull number, key features"), """# China launches third aircraft carrier Fujian

**Xinhua** | 2022-06-17 12:03:45

SHANGHAI, June 17 (Xinhua) -- China's third aircraft carrier, the Fujian, was launched on Friday morning at a shipyard in Shanghai.

The launch ceremony was held at 11 a.m. at the Jiangnan Shipyard of the China State Shipbuilding Corporation Limited. Xu Qiliang, vice chairman of the Central Military Commission, attended the ceremony.

The carrier, with the hull number 18, is China's first domestically designed and built catapult aircraft carrier. It has a full-load displacement of more than 80,000 tonnes and is equipped with electromagnetic catapults and arresting devices.

| | |
|---|---|
| Name | Fujian |
| Hull number | 18 |
| Builder | Jiangnan Shipyard, Shanghai |
| Launched | 17 June 2022 |
| Displacement (full load) | more than 80,000 tonnes |
| Aircraft launch | electromagnetic catapults, flat straight flight deck |

After the launch, the carrier will carry out mooring and sailing tests as planned.
"""),
        m.add({"fujian_launch": "17 June 2022, 11 a.m., Jiangnan Shipyard, Shanghai (Xinhua)", "fujian_hull": "18", "fujian_displacement": "more than 80,000 t full load (Xinhua)", "fujian_status": "launched; mooring and sailing tests to follow (as of June 2022)"}),
        (extract(rt, "dates of the first sea trials and what they tested"), """# China's Fujian aircraft carrier returns from first sea trials

**Reuters** | May 8, 2024 9:52 AM GMT+8 | Beijing

China's third and most advanced aircraft carrier, the Fujian, returned to Shanghai's Jiangnan shipyard on Wednesday after its maiden sea trials, which began on May 1, state media reported.

The eight-day trials tested the reliability and stability of the ship's propulsion and electrical systems, the official Xinhua news agency said, adding that the trials had "achieved the expected results".

The Fujian, launched in June 2022, is China's first carrier to use an electromagnetic catapult launch system, similar to that of the U.S. Navy's Gerald R. Ford-class carriers. Analysts estimate its full-load displacement at about 80,000 to 85,000 tonnes.

| Milestone | Date |
|---|---|
| Launched | June 17, 2022 |
| Mooring trials completed | late 2023 |
| First sea trials | May 1–8, 2024 |
| Commissioning | not yet announced |

The Chinese navy currently operates two carriers, the Liaoning and the Shandong, both of which use ski-jump ramps.
"""),
        m.update({"fujian_status": "first sea trials 1-8 May 2024, returned to Jiangnan on 8 May; not yet commissioned (Reuters, 8 May 2024)", "fujian_displacement": "more than 80,000 t full load (Xinhua); analysts estimate 80,000-85,000 t (Reuters)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-19", system(), turns, state=state("2024-05-10"))


def nikkei_page(stamp: str, value: str, chg: str, pct: str, low: str, label: str) -> str:
    return f"""# Nikkei 225

**Nikkei Indexes** | Nikkei Inc. | Index Top > Nikkei Stock Average

| Nikkei 225 | {label} |
|---|---|
| **{value}** | {chg} ({pct}) |
| Date / Time (JST) | {stamp} |
| Open | 41,735.06 (09:00) |
| High | 41,752.71 (09:01) |
| Low | {low} |
| Previous close | 42,224.02 (Jul/11/2024) |

## Recent closing values

| Date | Close | Change |
|---|---|---|
| Jul/11/2024 | 42,224.02 | +392.03 |
| Jul/10/2024 | 41,831.99 | +251.82 |
| Jul/09/2024 | 41,580.17 | +799.47 |
| Jul/08/2024 | 40,780.70 | -131.67 |
| Jul/05/2024 | 40,912.37 | -1.28 |

All-time high (close): 42,224.02 (Jul/11/2024)

Data is delayed by at least 20 minutes during trading hours. [Index Profile] [Constituents] [Historical Data]
"""


# 20 bad (turn 9): stock indices, Nikkei 225 (indexes.nikkei.co.jp, Reuters); the index page's timestamp goes back after the close
def t20(rs: RowSet) -> None:
    m = Mem()
    nk = "https://indexes.nikkei.co.jp/en/nkave/index/profile?idx=nk225"
    rt = "https://www.reuters.com/markets/asia/japans-nikkei-hits-record-high-2024-07-11/"
    rt2 = "https://www.reuters.com/markets/asia/japan-stocks-slide-yen-jumps-2024-07-12/"
    turns = [
        (search("Nikkei 225 record close July 2024 42,000"), hits(
            (rt, "Japan's Nikkei closes at record high above 42,000 | Reuters", "Japan's Nikkei share average closed at a record high on Thursday, extending its rally above the 42,000 level for the first time ...", "Jul 11, 2024"),
            (nk, "Nikkei 225 - Nikkei Indexes", "Nikkei Stock Average: real-time value, daily range, recent closing values, historical data ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Nikkei_225", "Nikkei 225 - Wikipedia", "On 22 February 2024 the index closed above its previous record of 38,915.87 from 29 December 1989 ...", "N/A"),
            ("https://www.bloomberg.com/news/articles/2024-07-11/japan-stocks-record-high", "Japanese Stocks Hit Record as Chipmakers Rally - Bloomberg", "The Nikkei 225 rose 0.9% to 42,224.02, a fresh record ...", "Jul 11, 2024"),
            ("https://asia.nikkei.com/Business/Markets/Nikkei-225-closes-at-record-42-224", "Nikkei 225 closes at record 42,224 - Nikkei Asia", "The benchmark has risen about 26% since the start of the year ...", "Jul 11, 2024"),
            ("https://www.jpx.co.jp/english/markets/indices/", "Indices | Japan Exchange Group", "TOPIX and other indices calculated by JPX Market Innovation & Research ...", "N/A"),
            ("https://www.investing.com/indices/japan-ni225-historical-data", "Nikkei 225 Historical Data - Investing.com", "Daily closing values of the Nikkei 225: Jul 11, 2024 42,224.02 ...", "N/A"),
            ("https://www.cnbc.com/2024/07/11/asia-markets.html", "Asia markets: Nikkei hits record, Korea's Kospi climbs | CNBC", "Japan's Nikkei 225 hit a new all-time high ahead of U.S. inflation data ...", "Jul 11, 2024"),
            ("https://www.reddit.com/r/JapanFinance/comments/1e0fj2w/nikkei_42k/", "Nikkei 42k : r/JapanFinance", "Remember when 40k in March felt like the top? ...", "Jul 11, 2024"),
            ("https://www.japantimes.co.jp/business/2024/07/11/markets/nikkei-record-july/", "Nikkei hits record high as chip shares climb | The Japan Times", "Tokyo Electron and Advantest led gains ...", "Jul 11, 2024"),
        )),
        (extract(nk, "current Nikkei 225 value and today's range"), nikkei_page("Jul/12/2024 10:32", "41,412.37", "-811.65", "-1.92%", "41,310.28 (10:18)", "Current value (delayed)")),
        m.add({"nikkei_record_close": "42,224.02 on 11 Jul 2024 (all-time high)", "nikkei_2024-07-12_intraday": "41,412.37 at 10:32 JST (-1.92%)"}),
        (search("Nikkei record high 42,224.02 July 11 2024 Reuters chip stocks"), hits(
            (rt, "Japan's Nikkei closes at record high above 42,000 | Reuters", "The Nikkei rose 0.94% to close at 42,224.02, its third straight record close ...", "Jul 11, 2024"),
            ("https://asia.nikkei.com/Business/Markets/Nikkei-225-closes-at-record-42-224", "Nikkei 225 closes at record 42,224 - Nikkei Asia", "The index gained 392.03 points ...", "Jul 11, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-07-11/japan-stocks-record-high", "Japanese Stocks Hit Record as Chipmakers Rally - Bloomberg", "Tokyo Electron rose 2.3% ...", "Jul 11, 2024"),
            (nk, "Nikkei 225 - Nikkei Indexes", "All-time high (close): 42,224.02 (Jul/11/2024) ...", "N/A"),
            ("https://www.japantimes.co.jp/business/2024/07/11/markets/nikkei-record-july/", "Nikkei hits record high as chip shares climb | The Japan Times", "Tokyo Electron and Advantest led gains ...", "Jul 11, 2024"),
            ("https://www.marketwatch.com/story/japan-stocks-record-2024-07-11", "Japan's stock market notches another record - MarketWatch", "The Nikkei has risen in nine of the last ten sessions ...", "Jul 11, 2024"),
            ("https://www.ft.com/content/nikkei-record-july-2024", "Japan's Nikkei sets another record as foreign investors pile in - FT", "Foreign investors were net buyers for a third week ...", "Jul 11, 2024"),
            ("https://www.cnbc.com/2024/07/11/asia-markets.html", "Asia markets: Nikkei hits record, Korea's Kospi climbs | CNBC", "The Topix also closed at a record ...", "Jul 11, 2024"),
            ("https://www.nikkei.com/article/DGXZQOFL110ZW0R10C24A7000000/", "日経平均、最高値更新 4万2224円 - 日本経済新聞", "11日の東京株式市場で日経平均株価は3日続伸し、終値は前日比392円03銭高の4万2224円02銭 ...", "Jul 11, 2024"),
            ("https://www.reddit.com/r/JapanFinance/comments/1e0fj2w/nikkei_42k/", "Nikkei 42k : r/JapanFinance", "Third record close in a row ...", "Jul 11, 2024"),
        )),
        (extract(rt, "closing level, change, drivers"), """# Japan's Nikkei closes at record high above 42,000

**Reuters** | July 11, 2024 3:28 PM GMT+9 | Tokyo

Japan's Nikkei share average closed at a record high on Thursday, led by chip-related stocks, extending its rally above the 42,000 level for the first time.

The Nikkei rose 0.94%, or 392.03 points, to close at 42,224.02, its third straight record close. The broader Topix gained 0.55% to 2,929.17, also a record.

| Index | Close | Change |
|---|---|---|
| Nikkei 225 | 42,224.02 | +392.03 (+0.94%) |
| Topix | 2,929.17 | +16.03 (+0.55%) |

Chip-testing equipment maker Advantest rose 2.9% and Tokyo Electron gained 2.3%. Investors were awaiting U.S. consumer price data due later in the day.

"Overseas investors continue to buy Japanese stocks, and the weak yen is supporting exporters," said a strategist at a Tokyo brokerage.
"""),
        (extract(nk, "closing value for today"), nikkei_page("Jul/12/2024 15:45", "41,190.68", "-1,033.34", "-2.45%", "41,097.54 (14:52)", "Close")),
        m.add({"nikkei_2024-07-12_close": "41,190.68 (-1,033.34, -2.45%), page stamped Jul/12/2024 15:45 JST"}),
        (search("Nikkei falls July 12 2024 yen jumps intervention suspected"), hits(
            (rt2, "Japan stocks slide as yen jumps on suspected intervention | Reuters", "The Nikkei fell 2.45% to 41,190.68 on Friday, retreating from a record high as a sharp rise in the yen hit exporters ...", "Jul 12, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-07-12/japan-stocks-fall-yen-surge", "Japan Stocks Drop Most Since April as Yen Surges - Bloomberg", "Chipmakers led the decline after a tech selloff on Wall Street ...", "Jul 12, 2024"),
            ("https://asia.nikkei.com/Business/Markets/Nikkei-drops-1-000-points", "Nikkei drops over 1,000 points from record - Nikkei Asia", "The index closed at 41,190.68 ...", "Jul 12, 2024"),
            (nk, "Nikkei 225 - Nikkei Indexes", "Close 41,190.68, -1,033.34 (-2.45%) ...", "N/A"),
            ("https://www.cnbc.com/2024/07/12/asia-markets.html", "Asia markets: Nikkei slides as yen strengthens | CNBC", "Japan's currency strengthened past 159 to the dollar ...", "Jul 12, 2024"),
            ("https://www.japantimes.co.jp/business/2024/07/12/markets/nikkei-falls-yen/", "Nikkei tumbles as yen strengthens | The Japan Times", "Tokyo Electron fell 8.6%, Advantest 6.5% ...", "Jul 12, 2024"),
            ("https://www.ft.com/content/yen-intervention-suspected-july-2024", "Yen surges on suspected intervention after US inflation data - FT", "Japanese authorities may have bought yen on Thursday evening ...", "Jul 12, 2024"),
            ("https://www.nikkei.com/article/DGXZQOFL120DR0S4A710C2000000/", "日経平均反落、終値1033円安 - 日本経済新聞", "12日の日経平均株価は大幅反落し、終値は前日比1033円34銭安の4万1190円68銭 ...", "Jul 12, 2024"),
            ("https://www.reddit.com/r/JapanFinance/comments/1e1a9mp/nikkei_down_1000/", "Nikkei down 1,000 : r/JapanFinance", "Welp, there goes the record run. Yen at 159 ...", "Jul 12, 2024"),
            ("https://www.marketwatch.com/story/japan-stocks-fall-2024-07-12", "Japan stocks fall most in three months - MarketWatch", "The Nikkei's 2.45% loss was its biggest since April 19 ...", "Jul 12, 2024"),
        )),
        (extract(nk, "confirm today's close and day low"), nikkei_page("Jul/12/2024 14:05", "41,190.68", "-1,033.34", "-2.45%", "41,097.54 (14:52)", "Close")),
        m.retrieve(["nikkei_record_close", "nikkei_2024-07-12_close"]),
        (search("TOPIX close July 12 2024"), hits(
            (rt2, "Japan stocks slide as yen jumps on suspected intervention | Reuters", "The broader Topix fell 1.16% to 2,895.18 ...", "Jul 12, 2024"),
            ("https://www.jpx.co.jp/english/markets/indices/topix/", "TOPIX (Tokyo Stock Price Index) | Japan Exchange Group", "TOPIX real-time values, historical data and constituents ...", "N/A"),
            ("https://www.investing.com/indices/topix-historical-data", "TOPIX Historical Data - Investing.com", "Jul 12, 2024: 2,895.18, -1.16% ...", "N/A"),
            ("https://www.bloomberg.com/quote/TPX:IND", "TOPIX Index - Bloomberg", "Tokyo Stock Exchange TOPIX index quote ...", "N/A"),
            ("https://asia.nikkei.com/Business/Markets/Nikkei-drops-1-000-points", "Nikkei drops over 1,000 points from record - Nikkei Asia", "The Topix shed 1.2% ...", "Jul 12, 2024"),
            ("https://en.wikipedia.org/wiki/TOPIX", "TOPIX - Wikipedia", "The Tokyo Stock Price Index, commonly known as TOPIX, is a capitalization-weighted index ...", "N/A"),
            ("https://www.cnbc.com/quotes/.TOPX", "TOPIX (.TOPX) - CNBC", "Quote, chart and news ...", "N/A"),
            ("https://www.japantimes.co.jp/business/2024/07/12/markets/nikkei-falls-yen/", "Nikkei tumbles as yen strengthens | The Japan Times", "The Topix index ended 1.16% lower ...", "Jul 12, 2024"),
            ("https://www.marketwatch.com/investing/index/topix?countrycode=jp", "TOPIX Index - MarketWatch", "TOPIX overview and performance ...", "N/A"),
            ("https://www.reddit.com/r/JapanFinance/comments/1e1a9mp/nikkei_down_1000/", "Nikkei down 1,000 : r/JapanFinance", "Topix held up better thanks to banks ...", "Jul 12, 2024"),
        )),
    ]
    rs.add("search", "h55-search-20", system(), turns, state=state("2024-07-12"), bad=True, turn=9,
           kind="the Nikkei index page is stamped Jul/12/2024 14:05 while showing the close, after turn 6 showed the same page at 15:45 (and a day low set at 14:52)")


# 21 clean: video game sales, Nintendo Switch cumulative units (Nintendo IR, Wikipedia); cumulative totals by date, forecast revisions, carried-over memory
def t21(rs: RowSet) -> None:
    start = {"switch_fy3_2025_forecast": "13.5M units (initial forecast, 7 May 2024)", "switch_ltd_2024-03-31": "141.32M units"}
    m = Mem(start)
    ir = "https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html"
    q2 = "https://www.nintendo.co.jp/ir/pdf/2024/241105_2e.pdf"
    q3 = "https://www.nintendo.co.jp/ir/pdf/2025/250204_3e.pdf"
    wl = "https://en.wikipedia.org/wiki/List_of_best-selling_game_consoles"
    turns = [
        (search("Nintendo Switch cumulative sales December 31 2024 hardware software units"), hits(
            (ir, "Dedicated Video Game Sales Units | Nintendo Co., Ltd. IR", "Nintendo Switch hardware: 150.86 million units; software: 1,359.67 million units (as of December 31, 2024) ...", "N/A"),
            (q3, "Consolidated Results for the Nine Months Ended December 31, 2024 - Nintendo", "Nintendo Switch hardware sales were 9.54 million units and software sales 123.44 million units for the nine months ...", "Feb 4, 2025"),
            ("https://www.theverge.com/2025/2/4/switch-sales-150-million", "Nintendo Switch sales pass 150 million as successor looms | The Verge", "Nintendo cut its hardware forecast again, to 11 million units for the fiscal year ...", "Feb 4, 2025"),
            ("https://www.reuters.com/technology/nintendo-cuts-switch-forecast-2025-02-04/", "Nintendo cuts Switch sales forecast again ahead of successor launch | Reuters", "Nintendo now expects to sell 11 million Switch units in the year to March, down from 12.5 million ...", "Feb 4, 2025"),
            (wl, "List of best-selling game consoles - Wikipedia", "PlayStation 2 ... Nintendo DS 154.02 million ... Nintendo Switch 150.86 million ...", "N/A"),
            ("https://www.gamesindustry.biz/nintendo-switch-150-million", "Switch crosses 150m as Nintendo revises forecasts | GamesIndustry.biz", "The console is now within 3.2 million units of the DS ...", "Feb 4, 2025"),
            ("https://www.vgchartz.com/article/464012/switch-sells-482m-units-in-q3/", "Switch Sells 4.82M Units in Q3 FY3/2025 - VGChartz", "Switch shipments in October-December 2024 were down year-on-year ...", "Feb 4, 2025"),
            ("https://www.nintendo.co.jp/ir/en/finance/software/index.html", "Top Selling Title Sales Units | Nintendo Co., Ltd. IR", "Mario Kart 8 Deluxe 64.27 million units (as of December 31, 2024) ...", "N/A"),
            ("https://www.reddit.com/r/NintendoSwitch/comments/1ihccn8/switch_at_15086m/", "Switch at 150.86M as of Dec 31 : r/NintendoSwitch", "Will it catch the DS before Switch 2? Needs about 3.2M more ...", "Feb 4, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-02-04/nintendo-cuts-switch-outlook", "Nintendo Cuts Switch Outlook - Bloomberg", "Operating profit forecast lowered to ¥360 billion ...", "Feb 4, 2025"),
        )),
        (extract(ir, "Switch hardware and software cumulative units by region"), """# Dedicated Video Game Sales Units

**Nintendo Co., Ltd.** | IR Information | Sales Data

(As of December 31, 2024)

## Nintendo Switch

| | Japan | The Americas | Other | Total |
|---|---|---|---|---|
| Hardware (million units) | 35.26 | 51.66 | 63.94 | 150.86 |
| Software (million units) | 263.35 | 563.80 | 532.52 | 1,359.67 |

### Hardware by model (million units, total)

| Model | Units |
|---|---|
| Nintendo Switch | 95.40 |
| Nintendo Switch Lite | 24.08 |
| Nintendo Switch – OLED Model | 31.38 |
| Total | 150.86 |

## Past platforms (life-to-date, million units)

| Platform | Hardware | Software |
|---|---|---|
| Nintendo DS | 154.02 | 948.76 |
| Game Boy / Game Boy Color | 118.69 | 501.11 |
| Nintendo 3DS | 75.94 | 392.37 |
| Wii | 101.63 | 921.85 |
| Wii U | 13.56 | 103.85 |

*Sales units include sell-in (shipments). Figures are updated quarterly.*
"""),
        m.add({"switch_ltd_2024-12-31": "hardware 150.86M, software 1,359.67M (Nintendo IR, as of Dec 31, 2024)", "ds_ltd": "154.02M hardware"}),
        (search("Nintendo Switch sales September 30 2024 146.04 million forecast revised 12.5 million"), hits(
            (q2, "Consolidated Results for the Six Months Ended September 30, 2024 - Nintendo", "Nintendo Switch hardware sales were 4.72 million units ... The annual hardware forecast has been revised to 12.5 million units ...", "Nov 5, 2024"),
            ("https://www.reuters.com/technology/nintendo-cuts-annual-switch-forecast-2024-11-05/", "Nintendo cuts annual Switch forecast as console ages | Reuters", "Nintendo cut its Switch forecast to 12.5 million units from 13.5 million ...", "Nov 5, 2024"),
            (ir, "Dedicated Video Game Sales Units | Nintendo Co., Ltd. IR", "Nintendo Switch hardware: 150.86 million units (as of December 31, 2024) ...", "N/A"),
            ("https://www.gamesindustry.biz/nintendo-h1-fy25-results", "Nintendo H1: Switch at 146m, forecast trimmed | GamesIndustry.biz", "Cumulative Switch shipments reached 146.04 million as of September 30 ...", "Nov 5, 2024"),
            ("https://www.nintendolife.com/news/2024/11/switch-sales-146-million", "Switch Reaches 146.04 Million Units Sold | Nintendo Life", "The Switch is now the third best-selling console of all time ... behind DS and PS2 ...", "Nov 5, 2024"),
            ("https://www.vgchartz.com/article/462811/switch-sells-472m-units-in-h1/", "Switch Sells 4.72M Units in H1 FY3/2025 - VGChartz", "Shipments of 4.72 million in April-September, down 31% year-on-year ...", "Nov 5, 2024"),
            ("https://www.theverge.com/2024/11/5/nintendo-switch-sales-146-million", "Nintendo Switch has now sold 146 million units | The Verge", "Nintendo will share more about the Switch successor before the end of the fiscal year ...", "Nov 5, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-11-05/nintendo-profit-falls", "Nintendo Profit Falls as Switch Ages - Bloomberg", "Operating profit fell 41% in the July-September quarter ...", "Nov 5, 2024"),
            ("https://www.reddit.com/r/NintendoSwitch/comments/1gk0s2b/switch_14604m/", "Switch 146.04M : r/NintendoSwitch", "8M short of the DS, I think it gets there eventually ...", "Nov 5, 2024"),
            ("https://www.nintendo.co.jp/ir/en/library/events/241106qa/index.html", "Q&A from the Financial Results Briefing (November 2024) | Nintendo IR", "On the successor model: backward compatibility with Nintendo Switch software ...", "Nov 6, 2024"),
        )),
        (extract(q2, "cumulative Switch units as of Sep 30 2024 and the revised forecast"), """# Consolidated Results for the Six Months Ended September 30, 2024

**Nintendo Co., Ltd.** | November 5, 2024

## Dedicated video game platform (Nintendo Switch)

During the six months ended September 30, 2024, Nintendo Switch hardware sales were 4.72 million units (down 31.1% year-on-year) and software sales were 79.29 million units (down 17.0% year-on-year).

| Nintendo Switch (million units) | Apr–Sep 2024 | Cumulative as of Sep 30, 2024 |
|---|---|---|
| Hardware | 4.72 | 146.04 |
| Software | 79.29 | 1,315.52 |

## Forecast for the fiscal year ending March 31, 2025 (revised)

| | Previous forecast (May 7, 2024) | Revised forecast (Nov 5, 2024) |
|---|---|---|
| Switch hardware | 13.50 million units | 12.50 million units |
| Switch software | 165.00 million units | 165.00 million units |
| Net sales | ¥1,450.0 billion | ¥1,280.0 billion |
| Operating profit | ¥400.0 billion | ¥360.0 billion |
"""),
        m.add({"switch_ltd_2024-09-30": "hardware 146.04M, software 1,315.52M (Nintendo, 5 Nov 2024)"}),
        (extract(q3, "nine-month Switch units, Oct-Dec quarter, revised forecast"), """# Consolidated Results for the Nine Months Ended December 31, 2024

**Nintendo Co., Ltd.** | February 4, 2025

## Dedicated video game platform (Nintendo Switch)

During the nine months ended December 31, 2024, Nintendo Switch hardware sales were 9.54 million units and software sales were 123.44 million units. Cumulative hardware sales reached 150.86 million units.

| Nintendo Switch (million units) | Apr–Sep 2024 | Oct–Dec 2024 | Apr–Dec 2024 | Cumulative as of Dec 31, 2024 |
|---|---|---|---|---|
| Hardware | 4.72 | 4.82 | 9.54 | 150.86 |
| Software | 79.29 | 44.15 | 123.44 | 1,359.67 |

## Forecast for the fiscal year ending March 31, 2025 (revised)

| | Previous forecast (Nov 5, 2024) | Revised forecast (Feb 4, 2025) |
|---|---|---|
| Switch hardware | 12.50 million units | 11.00 million units |
| Switch software | 165.00 million units | 150.00 million units |
| Net sales | ¥1,280.0 billion | ¥1,150.0 billion |
| Operating profit | ¥360.0 billion | ¥300.0 billion |

Nintendo Switch 2, the successor to Nintendo Switch, will be released in 2025; details will be announced in a Nintendo Direct on April 2, 2025.
"""),
        m.update({"switch_fy3_2025_forecast": "11.0M units (revised 4 Feb 2025; was 13.5M in May 2024, 12.5M in Nov 2024)"}),
        (search("best selling game consoles of all time list PS2 DS Switch 2025"), hits(
            (wl, "List of best-selling game consoles - Wikipedia", "PlayStation 2 – over 160 million; Nintendo DS – 154.02 million; Nintendo Switch – 150.86 million; Game Boy / Game Boy Color – 118.69 million ...", "N/A"),
            ("https://www.statista.com/statistics/1101872/unit-sales-video-game-consoles/", "Best-selling video game consoles worldwide 2025 | Statista", "The PlayStation 2 remains the best-selling console, followed by the Nintendo DS and the Nintendo Switch ...", "Feb 2025"),
            ("https://www.vgchartz.com/analysis/platform_totals/", "Platform Totals - VGChartz", "Worldwide hardware totals, estimated and official ...", "N/A"),
            ("https://www.ign.com/articles/best-selling-consoles-of-all-time", "The Best-Selling Consoles of All Time - IGN", "Switch is closing in on the Nintendo DS ...", "Feb 5, 2025"),
            ("https://www.gamesradar.com/best-selling-consoles/", "Best selling consoles of all time | GamesRadar+", "From PS2 to Xbox 360: the definitive ranking ...", "Jan 28, 2025"),
            ("https://www.theverge.com/2025/2/4/switch-sales-150-million", "Nintendo Switch sales pass 150 million as successor looms | The Verge", "The Switch is now the third best-selling console ever ...", "Feb 4, 2025"),
            ("https://www.sony.com/en/SonyInfo/News/Press/201112/11-1115E/", "PlayStation 2 sales reach 150 million units worldwide | Sony", "Sony Computer Entertainment announced cumulative PS2 shipments of 150 million ...", "Feb 14, 2011"),
            ("https://www.reddit.com/r/gaming/comments/1ihxk2z/best_selling_consoles_2025/", "Best selling consoles as of Feb 2025 : r/gaming", "PS2 still king. Sony said 'over 160 million' in 2024 ...", "Feb 5, 2025"),
            ("https://www.guinnessworldrecords.com/world-records/best-selling-videogame-console", "Best-selling videogame console | Guinness World Records", "The PlayStation 2 ...", "N/A"),
            ("https://www.eurogamer.net/ps2-sales-160-million", "PS2 sold over 160 million units, Sony confirms | Eurogamer", "A former PlayStation executive confirmed the updated figure ...", "May 2024"),
        )),
        (extract(wl, "top of the ranking with figures and dates"), """# List of best-selling game consoles

From Wikipedia, the free encyclopedia

This is a list of video game consoles that have sold or shipped at least one million units. Figures are from the manufacturers where available.

## Consoles with 100 million or more units

| Rank | Console | Firm | Released | Units sold | As of |
|---|---|---|---|---|---|
| 1 | PlayStation 2 | Sony | 2000 | over 160 million | May 2024 |
| 2 | Nintendo DS | Nintendo | 2004 | 154.02 million | March 31, 2016 |
| 3 | Nintendo Switch | Nintendo | 2017 | 150.86 million | December 31, 2024 |
| 4 | Game Boy / Game Boy Color | Nintendo | 1989 | 118.69 million | |
| 5 | PlayStation 4 | Sony | 2013 | 117.2 million | December 31, 2022 |
| 6 | PlayStation | Sony | 1994 | 102.49 million | March 31, 2007 |
| 7 | Wii | Nintendo | 2006 | 101.63 million | September 30, 2019 |

The Nintendo Switch overtook the Game Boy and Game Boy Color in 2022 and the PlayStation 4 shortly afterwards.

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_best-selling_game_consoles&oldid=1273994012"
"""),
        m.add({"switch_all_time_rank": "3rd (150.86M), behind PS2 (over 160M) and DS (154.02M); gap to DS 3.16M"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h55-search-21", system(), turns, state=state("2025-02-10", start))


def dshs_page(updated: str, counties: list[tuple[str, int]], hosp: int, deaths: int, ages: tuple[int, int, int, int], vacc: int, title: str) -> str:
    total = sum(n for _, n in counties)
    assert total == sum(ages), (total, ages)
    rows = "\n".join(f"| {c} | {n} |" for c, n in counties)
    return f"""# {title}

**Texas Department of State Health Services** | Measles Outbreak – {updated}

Updates are posted on Tuesdays and Fridays. Data are provisional and may change as investigations continue.

## Outbreak summary (South Plains / Panhandle region)

| | Total |
|---|---|
| Cases | {total} |
| Hospitalized (cumulative) | {hosp} |
| Deaths | {deaths} |

## Cases by county

| County | Cases |
|---|---|
{rows}

## Cases by age group

| Age | Cases |
|---|---|
| 0–4 years | {ages[0]} |
| 5–17 years | {ages[1]} |
| 18+ years | {ages[2]} |
| Pending | {ages[3]} |

## Vaccination status

| Status | Cases |
|---|---|
| Not vaccinated / unknown | {total - vacc} |
| Vaccinated (at least one dose of MMR) | {vacc} |

Residents are urged to make sure they are up to date on MMR vaccination. Measles is highly contagious; people should stay home if they are sick and call ahead before visiting a clinic.
"""


# 22 bad (turn 10): disease outbreaks and vaccine coverage, Texas measles 2025 (dshs.texas.gov); a death reported on the same update reverts to 0
def t22(rs: RowSet) -> None:
    m = Mem()
    main_u = "https://www.dshs.texas.gov/news-alerts/measles-outbreak-2025"
    mar7 = "https://www.dshs.texas.gov/news-alerts/measles-outbreak-2025/archive/2025-03-07"
    death = "https://www.dshs.texas.gov/news-updates/texas-announces-first-death-measles-outbreak"
    c14 = [("Gaines", 174), ("Terry", 36), ("Dawson", 10), ("Lubbock", 9), ("Yoakum", 8), ("Lynn", 7), ("Ector", 5), ("Martin", 3), ("Cochran", 3), ("Garza", 2), ("Dallas", 1), ("Lamar", 1)]
    c7 = [("Gaines", 141), ("Terry", 26), ("Dawson", 7), ("Lubbock", 6), ("Yoakum", 6), ("Lynn", 5), ("Ector", 3), ("Martin", 1), ("Cochran", 2), ("Garza", 1)]
    page14 = dict(counties=c14, hosp=34, ages=(92, 122, 41, 4), vacc=5, title="Measles Outbreak – March 14, 2025")
    turns = [
        (search("Texas measles outbreak 2025 DSHS case count Gaines County"), hits(
            (main_u, "Measles Outbreak – March 14, 2025 | Texas DSHS", "Since late January, 259 cases have been identified in the South Plains and Panhandle regions; 34 patients have been hospitalized ...", "Mar 14, 2025"),
            ("https://www.cdc.gov/measles/data-research/index.html", "Measles Cases and Outbreaks | CDC", "As of March 13, 2025, a total of 301 measles cases were reported by 15 jurisdictions ...", "Mar 14, 2025"),
            ("https://www.texastribune.org/2025/03/14/texas-measles-outbreak-cases/", "Texas measles outbreak grows to 259 cases | The Texas Tribune", "Gaines County, home to a large Mennonite community with low vaccination rates, remains the epicenter ...", "Mar 14, 2025"),
            (death, "Texas Announces First Death in Measles Outbreak | Texas DSHS", "A school-aged child who was not vaccinated and had no known underlying conditions died in Lubbock ...", "Feb 26, 2025"),
            ("https://www.lubbockonline.com/story/news/health/2025/03/14/measles-cases-south-plains/", "South Plains measles cases top 250 - Lubbock Avalanche-Journal", "Lubbock County has confirmed nine cases ...", "Mar 14, 2025"),
            ("https://www.nbcnews.com/health/health-news/texas-measles-outbreak-259-cases-rcna196221", "Texas measles outbreak climbs to 259 cases - NBC News", "The outbreak has spread to 12 counties, including Dallas and Lamar ...", "Mar 14, 2025"),
            ("https://www.nmhealth.org/news/disease/2025/3/?view=2138", "NMDOH confirms measles death in Lea County | New Mexico Department of Health", "An unvaccinated adult in Lea County who tested positive for measles after death ...", "Mar 6, 2025"),
            ("https://www.kff.org/measles-tracker/", "Measles Outbreak Tracker 2025 | KFF", "Tracking cases, hospitalizations and deaths across the U.S. ...", "Mar 14, 2025"),
            ("https://www.reddit.com/r/texas/comments/1jb6x9q/measles_259_cases/", "DSHS: 259 measles cases now : r/texas", "Went from 198 to 259 in one week. Get your MMR ...", "Mar 14, 2025"),
            ("https://www.dshs.texas.gov/vaccine-exemptions", "Vaccine Exemptions | Texas DSHS", "Conscientious exemption rates by school district ...", "N/A"),
        )),
        (extract(main_u, "current totals, counties, hospitalizations, deaths, vaccination status"), dshs_page("Updated March 14, 2025", deaths=1, **{k: v for k, v in page14.items() if k != "title"}, title=page14["title"])),
        m.add({"tx_measles_cases_2025-03-14": "259 (12 counties; Gaines 174)", "tx_measles_hosp_2025-03-14": "34 cumulative", "tx_measles_deaths_2025-03-14": "1", "tx_measles_vaccinated_cases": "5 of 259 had at least one MMR dose"}),
        (search("Texas measles death child Lubbock February 26 2025 unvaccinated"), hits(
            (death, "Texas Announces First Death in Measles Outbreak | Texas DSHS", "The school-aged child was not vaccinated and was hospitalized in Lubbock last week ...", "Feb 26, 2025"),
            ("https://www.nytimes.com/2025/02/26/health/measles-death-texas.html", "Child Dies of Measles in Texas, First U.S. Death From the Disease in a Decade - NYT", "The child, who was unvaccinated, died at a hospital in Lubbock ...", "Feb 26, 2025"),
            ("https://www.texastribune.org/2025/02/26/texas-measles-death-child/", "Unvaccinated child dies of measles in Texas | The Texas Tribune", "It is the first measles death in the U.S. since 2015 ...", "Feb 26, 2025"),
            ("https://www.covenanthealth.org/news/covenant-childrens-statement-measles", "Statement from Covenant Children's Hospital | Covenant Health", "We are deeply saddened by the loss of a school-aged child ...", "Feb 26, 2025"),
            ("https://www.cnn.com/2025/02/26/health/texas-measles-death/index.html", "Child dies of measles in West Texas outbreak | CNN", "The child lived in Gaines County and was treated in Lubbock ...", "Feb 26, 2025"),
            ("https://apnews.com/article/measles-death-texas-outbreak-vaccine", "A child in Texas has died of measles | AP News", "Health officials said the child was unvaccinated ...", "Feb 26, 2025"),
            ("https://www.reddit.com/r/medicine/comments/1iyq3hm/first_us_measles_death_since_2015/", "First US measles death since 2015 : r/medicine", "Heartbreaking and preventable ...", "Feb 26, 2025"),
            ("https://www.cdc.gov/media/releases/2025/measles-texas.html", "CDC statement on measles in Texas", "CDC is supporting Texas DSHS with the response ...", "Feb 27, 2025"),
            ("https://www.kcbd.com/2025/02/26/lubbock-child-dies-measles/", "Child dies from measles in Lubbock - KCBD", "City of Lubbock Public Health confirms ...", "Feb 26, 2025"),
            (main_u, "Measles Outbreak – March 14, 2025 | Texas DSHS", "Deaths: 1 ...", "Mar 14, 2025"),
        )),
        (extract(death, "details of the first death"), """# Texas Announces First Death in Measles Outbreak

**Texas Department of State Health Services** | News Release | February 26, 2025

A school-aged child who was not vaccinated and had no known underlying conditions has died of measles. The child was hospitalized in Lubbock last week and tested positive for measles. The child is a resident of the outbreak area in the South Plains.

As of today, there have been 124 cases in the outbreak, which started in late January. Eighteen people have been hospitalized.

| As of February 25, 2025 | |
|---|---|
| Cases | 124 |
| Hospitalized | 18 |
| Deaths | 1 |
| Counties with cases | 9 |

DSHS reminds Texans that the best way to prevent getting sick is to get vaccinated with the measles, mumps and rubella (MMR) vaccine. Two doses are 97% effective against measles.

**Media contact:** DSHS Press Office, (512) 776-7119
"""),
        m.add({"tx_measles_first_death": "school-aged unvaccinated child, Lubbock, announced 26 Feb 2025 (outbreak at 124 cases then)"}),
        (extract(mar7, "totals in the March 7 update for comparison"), dshs_page("Updated March 7, 2025 (archived)", c7, 23, 1, (71, 96, 28, 3), 5, "Measles Outbreak – March 7, 2025")),
        m.add({"tx_measles_progression": "26 Feb: 124 | 7 Mar: 198 (23 hosp.) | 14 Mar: 259 (34 hosp.)"}),
        (search("New Mexico measles death Lea County March 2025 adult unvaccinated"), hits(
            ("https://www.nmhealth.org/news/disease/2025/3/?view=2138", "NMDOH confirms measles death in Lea County | New Mexico Department of Health", "The adult, who was not vaccinated, did not seek medical care; the death is under investigation ...", "Mar 6, 2025"),
            ("https://www.nytimes.com/2025/03/06/health/measles-death-new-mexico.html", "Second Measles Death Reported, in New Mexico - NYT", "Lea County borders Gaines County in Texas, the center of the outbreak ...", "Mar 6, 2025"),
            ("https://www.abqjournal.com/news/lea-county-measles-death/article_8f1.html", "Lea County resident who died tested positive for measles - Albuquerque Journal", "New Mexico has reported 9 measles cases, all in Lea County ...", "Mar 6, 2025"),
            ("https://www.cdc.gov/measles/data-research/index.html", "Measles Cases and Outbreaks | CDC", "Two deaths confirmed in 2025: one in Texas and one in New Mexico ...", "Mar 14, 2025"),
            ("https://www.texastribune.org/2025/03/06/new-mexico-measles-death/", "New Mexico reports measles death near Texas outbreak | The Texas Tribune", "The death is counted by New Mexico, not in Texas's outbreak totals ...", "Mar 6, 2025"),
            ("https://www.reuters.com/business/healthcare-pharmaceuticals/new-mexico-measles-death-2025-03-06/", "New Mexico reports measles death | Reuters", "The U.S. has now recorded two measles deaths this year ...", "Mar 6, 2025"),
            ("https://www.kob.com/new-mexico/lea-county-measles-death/", "Lea County measles death confirmed - KOB 4", "Health officials urge residents in southeast New Mexico to get vaccinated ...", "Mar 6, 2025"),
            ("https://www.reddit.com/r/newmexico/comments/1j50k2p/measles_death_lea_county/", "Measles death in Lea County : r/newmexico", "Hobbs is right across the line from Seminole ...", "Mar 6, 2025"),
            ("https://www.kff.org/measles-tracker/", "Measles Outbreak Tracker 2025 | KFF", "Deaths in 2025: 2 (Texas 1, New Mexico 1) ...", "Mar 14, 2025"),
            ("https://www.nmhealth.org/about/erd/ideb/mog/measles/", "Measles | New Mexico Department of Health", "Case counts and exposure locations in New Mexico ...", "N/A"),
        )),
        (extract(main_u, "latest totals for the summary, to double-check"), dshs_page("Updated March 14, 2025", deaths=0, **{k: v for k, v in page14.items() if k != "title"}, title=page14["title"])),
    ]
    rs.add("search", "h55-search-22", system(), turns, state=state("2025-03-15"), bad=True, turn=10,
           kind="the same DSHS update of March 14, 2025 now shows 0 deaths, while turn 2 showed 1 death on that update and the February 26 death was confirmed in between")


TRAJ = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for t in TRAJ:
        t(rs)
    rs.write()


if __name__ == "__main__":
    main()
