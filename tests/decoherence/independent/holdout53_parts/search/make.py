# ruff: noqa: E501
"""Held-out set 53, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one with
no action in between that could explain it); eleven are clean but full of legitimate changes (memory
updates and removals, different chart weeks, live trackers, the same figure in another unit or view).
Deterministic: no randomness, no clock.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Perform Google web searches then returns a string of the top search results. Accepts multiple queries.",
        "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                                                                  "description": "The list of search queries."}},
                       "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetch a webpage and return its main content as Markdown, focused on the information needed for the goal.",
        "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."},
                                                        "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}},
                       "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
        "parameters": {"type": "object", "properties": {
            "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
            "dict": {"type": "object", "description": "Key-value pairs for add/update."},
            "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
            "required": ["operation"]}}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and generate the exact response a real execution environment would return. Factual accuracy comes first, then relevance to the query, then consistency with everything returned earlier in the session.

# Environment Management

The initial state is given with the first turn (usually an empty search history and an empty or small memory). State transitions:

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URLs already returned, memory contents, and how the queries evolve.

# Environment Execution

### web_search
Output format, 10 results per query (for a batch, 10 for EACH query, in order, each block under its own `Query:` line):

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024
```

Use `N/A` as the date for undated reference pages. Mix official sites, encyclopedias, news, and forums as a real engine would.

### web_extractor
Return the page's main content as Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`), without ads or footers. Content MUST agree with the prior search snippets for the same URL, and repeated extractions of the same URL must agree with each other unless the page is live data that legitimately moves.

### dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Return exactly the data previously stored; memory persists until explicitly removed.

### Errors
Empty searches return a no-results message, unreachable URLs an error, missing memory keys "Key not found".

# Key Principles
Format, Factuality (do not invent entities, numbers or sources), Consistency (with history, memory, and prior snippets), Realism, Quality (complete but not padded).

# Input Definitions & Action Space

""" + json.dumps(TOOLS, indent=2, ensure_ascii=False) + """

Reply with the tool response after **Environment Observation:**."""


def sr(*items: tuple[str, str, str, str]) -> str:
    """One query's results, fenced as the search tool prints them."""
    return "```\n" + results(*items) + "\n```"


def srb(*blocks: tuple[str, tuple[tuple[str, str, str, str], ...]]) -> str:
    """A batch: one `Query:` block of results per query."""
    return "```\n" + "\n\n".join(f"Query: {q}\n\n" + results(*items) for q, items in blocks) + "\n```"


def tbl(head: list[str], rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)} from memory."


def got(d: dict[str, object], missing: tuple[str, ...] = ()) -> str:
    out = f"Retrieved {len(d)} item(s) from memory:\n" + json.dumps(d, indent=2, ensure_ascii=False)
    for k in missing:
        out += f"\nKey not found: '{k}'"
    return out


def got_all(d: dict[str, object]) -> str:
    if not d:
        return "Memory is empty."
    return f"Memory contains {len(d)} item(s):\n" + json.dumps(d, indent=2, ensure_ascii=False)


def start(session: str, when: str, mem: dict[str, object] | None = None) -> str:
    m = "Memory: empty (0 keys)" if not mem else f"Memory ({len(mem)} keys):\n" + json.dumps(mem, indent=2, ensure_ascii=False)
    return f"Session: {session} | started {when}\nSearch history: empty\n{m}"



FSIS_CHART = "https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/safe-temperature-chart"


def t01(rs: RowSet) -> None:
    mem0 = {"task": "Compile USDA/FSIS safe cooking temperatures for a one-page kitchen handout",
            "units": "°F first, °C in parentheses"}
    s1 = sr(
        (FSIS_CHART, "Safe Minimum Internal Temperature Chart | Food Safety and Inspection Service",
         "Cook all food to these minimum internal temperatures as measured with a food thermometer before removing food from the heat source. Beef, Pork, Veal, and Lamb ...", "N/A"),
        ("https://www.foodsafety.gov/food-safety-charts/safe-minimum-internal-temperatures", "Safe Minimum Internal Temperatures | FoodSafety.gov",
         "Use this chart and a food thermometer to ensure that meat, poultry, seafood, and other cooked foods reach a safe minimum internal temperature.", "Apr 12, 2019"),
        ("https://ask.usda.gov/s/article/What-temperature-should-poultry-be-cooked-to", "What temperature should poultry be cooked to? - Ask USDA",
         "All poultry should reach a safe minimum internal temperature of 165 °F (73.9 °C). Check the internal temperature in the innermost part of the thigh ...", "Oct 3, 2023"),
        ("https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/kitchen-thermometers", "Kitchen Thermometers | Food Safety and Inspection Service",
         "Use a food thermometer to make sure meat, poultry, and egg products reach a safe minimum internal temperature. Place the thermometer in the thickest part ...", "N/A"),
        ("https://www.cdc.gov/food-safety/prevention/index.html", "Four Steps to Food Safety | Food Safety | CDC",
         "Clean, separate, cook, chill. Use a food thermometer to ensure foods are cooked to a safe internal temperature: 145 °F for whole cuts of beef, pork ...", "Mar 5, 2024"),
        ("https://en.wikipedia.org/wiki/Food_safety", "Food safety - Wikipedia",
         "Food safety (or food hygiene) is used as a scientific method/discipline describing handling, preparation, and storage of food in ways that prevent foodborne ...", "N/A"),
        ("https://www.seriouseats.com/the-food-lab-complete-guide-to-sous-vide-chicken-breast", "The Food Lab's Complete Guide to Sous Vide Chicken Breast",
         "The USDA recommends cooking chicken to 165 °F, but that number is based on an instant kill. Chicken held at lower temperatures for longer is equally safe ...", "Jun 14, 2023"),
        ("https://www.reddit.com/r/Cooking/comments/14t0kq2/why_is_pork_145_but_ground_pork_160/", "Why is pork 145 but ground pork 160? : r/Cooking",
         "Grinding spreads surface bacteria through the whole batch, so ground meat needs to reach 160 °F all the way through, while a chop only ...", "Jul 7, 2023"),
        ("https://extension.umn.edu/preserving-and-preparing/cooking-meat-safely", "Cooking meat safely | UMN Extension",
         "Rest time is the amount of time the product remains at the final temperature after it has been removed from a grill, oven or other heat source ...", "N/A"),
        ("https://www.thermoworks.com/food-safety-temperatures/", "Food Safety Temperatures Chart - ThermoWorks",
         "A printable chart of USDA minimum internal temperatures with pull temperatures for carryover cooking on roasts, poultry and fish ...", "Feb 20, 2024"),
    )
    page = f"""# Safe Minimum Internal Temperature Chart

Cook all food to these minimum internal temperatures as measured with a food thermometer before removing food from the heat source. For reasons of personal preference, consumers may choose to cook food to higher temperatures.

{tbl(["Product", "Minimum Internal Temperature"], [
        ["Beef, Pork, Veal, and Lamb Steaks, chops, roasts", "145 °F (62.8 °C) and allow to rest for at least 3 minutes"],
        ["Ground meats", "160 °F (71.1 °C)"],
        ["Ground poultry", "165 °F (73.9 °C)"],
        ["Ham, fresh or smoked (uncooked)", "145 °F (62.8 °C) and allow to rest for at least 3 minutes"],
        ["Fully cooked ham (to reheat)", "Reheat cooked hams packaged in USDA-inspected plants to 140 °F (60 °C) and all others to 165 °F (73.9 °C)."],
        ["All Poultry (breasts, whole bird, legs, thighs, wings, ground poultry, giblets, and stuffing)", "165 °F (73.9 °C)"],
        ["Eggs", "160 °F (71.1 °C)"],
        ["Fish and shellfish", "145 °F (62.8 °C)"],
        ["Leftovers", "165 °F (73.9 °C)"],
        ["Casseroles", "165 °F (73.9 °C)"]])}

## What is rest time?

Rest time is the amount of time the product remains at the final temperature, after it has been removed from a grill, oven, or other heat source. During the three minutes after meat is removed from the heat source, its temperature remains constant or continues to rise, which destroys pathogens.

## Use a food thermometer

- Place the food thermometer in the thickest part of the food, making sure it is not touching bone, fat, or gristle.
- For whole poultry, insert the thermometer into the innermost part of the thigh and wing and the thickest part of the breast.
- Clean your food thermometer with hot, soapy water before and after each use.

> You can't tell whether meat is safely cooked by looking at it. Any cooked, uncured red meats, including pork, can be pink, even when the meat has reached a safe internal temperature.

### Related

- Kitchen Thermometers
- Leftovers and Food Safety
- "Danger Zone" (40 °F - 140 °F)

Need more help? Call the USDA Meat and Poultry Hotline: 1-888-MPHotline (1-888-674-6854), Monday-Friday 10 a.m. to 6 p.m. ET. Chat live at ask.usda.gov.

Last Updated Jul 12, 2024"""
    add = {"poultry_all_forms": "165 °F (73.9 °C), no rest time required",
           "ground_meat": "160 °F (71.1 °C); ground poultry 165 °F (73.9 °C)",
           "whole_pork_cuts": "145 °F (62.8 °C) + rest at least 3 min",
           "fish_shellfish": "145 °F (62.8 °C)"}
    s5 = sr(
        ("https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/leftovers-and-food-safety", "Leftovers and Food Safety | Food Safety and Inspection Service",
         "Leftovers can be kept in the refrigerator for 3 to 4 days or frozen for 3 to 4 months. Reheat leftovers to 165 °F as measured with a food thermometer ...", "N/A"),
        ("https://www.foodsafety.gov/blog/leftovers-and-food-safety", "Leftovers and Food Safety | FoodSafety.gov",
         "Refrigerate leftovers within 2 hours. Eat or freeze them within 3 to 4 days. When reheating, bring sauces, soups and gravies to a rolling boil ...", "Nov 20, 2023"),
        ("https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/danger-zone-40f-140f", "Danger Zone (40 °F - 140 °F) | Food Safety and Inspection Service",
         "Bacteria grow most rapidly in the range of temperatures between 40 °F and 140 °F, doubling in number in as little as 20 minutes ...", "N/A"),
        ("https://www.cdc.gov/food-safety/prevention/index.html", "Four Steps to Food Safety | Food Safety | CDC",
         "Refrigerate perishable food within 2 hours (or within 1 hour if exposed to temperatures above 90 °F, like a hot car or picnic) ...", "Mar 5, 2024"),
        ("https://ask.usda.gov/s/article/How-long-can-you-keep-leftovers-in-the-refrigerator", "How long can you keep leftovers in the refrigerator? - Ask USDA",
         "Cooked leftovers may be stored in the refrigerator at 40 °F or below for 3 to 4 days. Leftovers can be frozen for 3 to 4 months ...", "Jan 18, 2024"),
        ("https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/expert-answers/food-and-nutrition/faq-20058208", "How long can you safely keep leftovers? - Mayo Clinic",
         "Leftovers can be kept for three to four days in the refrigerator. Be sure to eat them within that time. After that, the risk of food poisoning goes up ...", "Aug 16, 2023"),
        ("https://extension.psu.edu/reheating-leftovers-safely", "Reheating Leftovers Safely | Penn State Extension",
         "Microwave reheating can leave cold spots; cover, stir and rotate the food, then check several places with a food thermometer for 165 °F ...", "Dec 1, 2022"),
        ("https://www.reddit.com/r/AskCulinary/comments/10x2b9f/is_the_2_hour_rule_real/", "Is the 2 hour rule real? : r/AskCulinary",
         "The 2-hour rule is cumulative time in the danger zone, not per event. Cool large batches in shallow containers so they pass through ...", "Feb 8, 2023"),
        ("https://www.fda.gov/food/buy-store-serve-safe-food/are-you-storing-food-safely", "Are You Storing Food Safely? | FDA",
         "Keep your refrigerator at 40 °F (4 °C) or below and your freezer at 0 °F (-18 °C). Use an appliance thermometer to check ...", "Feb 17, 2021"),
        ("https://www.stilltasty.com/articles/view/31", "How Long Do Leftovers Last? | StillTasty",
         "Most cooked leftovers stay safe 3 to 4 days in the fridge; cooked rice and fish dishes should be eaten sooner for best quality ...", "N/A"),
    )
    mem6 = dict(mem0)
    mem6.update(add)  # fish_shellfish was removed at turn 4 but comes back here
    leftovers = """# Leftovers and Food Safety

Cooking food to a safe minimum internal temperature and storing and reheating leftovers properly can help prevent foodborne illness.

## Cool Food Rapidly

Divide leftovers into smaller portions and refrigerate or freeze them in covered shallow containers within 2 hours of cooking (1 hour if the temperature outside is above 90 °F). Hot food can be placed directly in the refrigerator.

## Storage Times

| Where | How long |
| --- | --- |
| Refrigerator (40 °F or below) | 3 to 4 days |
| Freezer (0 °F or below) | 3 to 4 months for best quality; frozen leftovers remain safe indefinitely |

## Reheating

- Reheat leftovers to 165 °F (73.9 °C) as measured with a food thermometer.
- Bring sauces, soups and gravy to a rolling boil.
- Cover leftovers when reheating to retain moisture and ensure that food heats all the way through.
- When microwaving, stir and rotate the food for even heating; because microwaves leave cold spots, check the temperature in several places.
- It is safe to thaw leftovers in the refrigerator, in cold water, or in the microwave, and to reheat them without thawing.

> Never leave perishable food out of the refrigerator for more than 2 hours.

Last Updated Jul 31, 2020"""
    turns = [
        (search("USDA FSIS safe minimum internal temperature chart"), s1),
        (extract(FSIS_CHART, "minimum internal temperatures and rest times for each food category"), page),
        (memory("add", dict=add), added(*add)),
        (memory("remove", key_list=["fish_shellfish"]), removed("fish_shellfish")),
        (search("FSIS leftovers reheat 165 °F refrigerator 3 to 4 days"), s5),
        (memory("retrieve_all"), got_all(mem6)),
        (extract("https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/leftovers-and-food-safety",
                 "storage time and reheating temperature for leftovers"), leftovers),
        (memory("add", dict={"leftovers": "fridge 3-4 days at ≤40 °F; freezer 3-4 months; reheat to 165 °F (73.9 °C)"}), added("leftovers")),
    ]
    rs.add("search", "h53-search-01", SYSTEM, turns, state=start("fsis-handout-0402", "2025-04-02 14:05:11 UTC", mem0),
           bad=True, turn=6, kind="retrieve_all still lists fish_shellfish, which was removed from memory at turn 4")


def t02(rs: RowSet) -> None:
    url_ti = "https://liquipedia.net/dota2/The_International/2023"
    s1 = sr(
        (url_ti, "The International 2023 - Liquipedia Dota 2 Wiki",
         "The International 2023 was the twelfth iteration of The International, held in Seattle. Team Spirit defeated Gaimin Gladiators 3-0 in the Grand Final ...", "N/A"),
        ("https://en.wikipedia.org/wiki/The_International_2023", "The International 2023 - Wikipedia",
         "The International 2023 (TI12) was the twelfth edition of The International, an annual Dota 2 world championship, held in Seattle with the finals at Climate Pledge Arena ...", "N/A"),
        ("https://www.dota2.com/esports/ti12", "The International 2023 - Dota 2",
         "Watch the best Dota 2 teams in the world battle it out for the Aegis of Champions at The International 2023 in Seattle, Washington ...", "Oct 29, 2023"),
        ("https://liquipedia.net/dota2/The_International/2023/Main_Event", "The International 2023/Main Event - Liquipedia Dota 2 Wiki",
         "Double-elimination bracket of the TI 2023 main event. Team Spirit came through the upper bracket, beating LGD Gaming and Team Liquid ...", "N/A"),
        ("https://www.dotabuff.com/esports/leagues/15728-the-international-2023", "The International 2023 - DOTABUFF",
         "Matches, heroes, and players from The International 2023. Team Spirit won the tournament, with Yatoro finishing with the highest KDA ...", "Oct 30, 2023"),
        ("https://escharts.com/tournaments/dota2/international-2023", "The International 2023 - Viewership Stats | Esports Charts",
         "Peak viewers: 1,438,000. Hours watched: 63.2M. The most watched match was the Grand Final between Team Spirit and Gaimin Gladiators ...", "Oct 30, 2023"),
        ("https://www.theverge.com/2023/10/30/team-spirit-wins-the-international-2023", "Team Spirit becomes the first two-time winner of The International",
         "Team Spirit swept Gaimin Gladiators in Seattle to become the first organization to win Dota 2's biggest tournament twice ...", "Oct 30, 2023"),
        ("https://www.reddit.com/r/DotA2/comments/17j2k0m/team_spirit_are_your_ti12_champions/", "Team Spirit are your TI12 champions! : r/DotA2",
         "3-0 against the best team of the year. Collapse on Magnus again. What a run ...", "Oct 29, 2023"),
        ("https://www.esportsearnings.com/tournaments/56221-the-international-2023", "The International 2023 :: Dota 2 :: Esports Earnings",
         "Total prize pool of $3,380,455 USD awarded to 20 teams. First place: Team Spirit ...", "N/A"),
        ("https://www.dexerto.com/dota-2/the-international-2023-results-prize-pool-2345211/", "The International 2023: Results, prize pool, teams - Dexerto",
         "Everything you need to know about TI 2023, including the full results, the prize pool breakdown and where every team placed ...", "Oct 30, 2023"),
    )
    page = f"""# The International 2023

**The International 2023** (TI12) was the twelfth iteration of The International. It took place in Seattle, United States, with the Finals weekend at Climate Pledge Arena.

| | |
| --- | --- |
| Organizer | Valve |
| Type | Offline |
| Location | Seattle, United States |
| Venue | Climate Pledge Arena (Finals) |
| Format | Group stage, double-elimination playoffs |
| Prize pool | $3,380,455 USD |
| Start date | 2023-10-12 |
| End date | 2023-10-29 |
| Teams | 20 |
| Liquipedia tier | S-Tier |
| Winner | Team Spirit |
| Runner-up | Gaimin Gladiators |

## Prize Pool

{tbl(["Place", "Prize (USD)", "Team"], [
        ["1st", "$1,402,889", "Team Spirit"],
        ["2nd", "$405,654", "Gaimin Gladiators"],
        ["3rd", "$304,241", "LGD Gaming"],
        ["4th", "$236,632", "Team Liquid"],
        ["5th-6th", "$169,023", "Azure Ray, Virtus.pro"],
        ["7th-8th", "$135,218", "9Pandas, Shopify Rebellion"],
        ["9th-12th", "$67,609", "Tundra Esports, BetBoom Team, nouns, TSM"]])}

## Grand Final

- **Team Spirit 3 : 0 Gaimin Gladiators** (Bo5), October 29, 2023
  - Game 1: Team Spirit (Radiant) win, 39:21
  - Game 2: Team Spirit (Dire) win, 31:47
  - Game 3: Team Spirit (Radiant) win, 37:54

## Participants (winner)

Team Spirit: Yatoro, Larl, Collapse, Mira, Miposhka. Coach: Silent.

This page was last edited on 14 March 2025, at 09:42."""
    url_team = "https://liquipedia.net/dota2/Team_Spirit"
    team = f"""# Team Spirit

**Team Spirit** is a Russian esports organization founded in 2015. Its Dota 2 roster won The International 2021 and The International 2023, the first organization to win the Aegis twice.

| | |
| --- | --- |
| Location | Russia |
| Region | Eastern Europe |
| Manager | Korb3n |
| Approx. Total Winnings | $24,116,072 |

## Player Roster

### Active

{tbl(["ID", "Name", "Position", "Join Date"], [
        ["Yatoro", "Illya Mulyarchuk", "1", "2020-12-14"],
        ["Larl", "Denis Sigitov", "2", "2023-01-05"],
        ["Collapse", "Magomed Khalilov", "3", "2020-09-14"],
        ["rue", "Aleksandr Filin", "4", "2024-10-03"],
        ["Miposhka", "Yaroslav Naidenov", "5", "2020-12-14"]])}

### Organization

- Silent (Airat Gaziev), Coach, since 2020-09-14

### Former (selected)

{tbl(["ID", "Position", "Join Date", "Leave Date"], [
        ["Mira", "4", "2021-03-16", "2024-09-30"],
        ["TORONTOTOKYO", "2", "2020-09-14", "2022-12-20"]])}

## Achievements

{tbl(["Date", "Place", "Tournament", "Result"], [
        ["2023-10-29", "1st", "The International 2023", "3 : 0 Gaimin Gladiators"],
        ["2021-10-17", "1st", "The International 2021", "3 : 2 PSG.LGD"]])}

This page was last edited on 2 April 2025, at 17:05."""
    s3 = sr(
        (url_team, "Team Spirit - Liquipedia Dota 2 Wiki",
         "Team Spirit is a Russian esports organization. Current roster: Yatoro, Larl, Collapse, rue, Miposhka. Two-time winner of The International ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Team_Spirit_(esports)", "Team Spirit (esports) - Wikipedia",
         "Team Spirit is a Russian esports organization founded in 2015. Its Dota 2 team won The International in 2021 and 2023 ...", "N/A"),
        ("https://www.dotabuff.com/esports/teams/7119388-team-spirit", "Team Spirit - DOTABUFF",
         "Team Spirit: recent matches, most played heroes and player statistics ...", "N/A"),
        ("https://www.dexerto.com/dota-2/team-spirit-mira-benched-rue-2891207/", "Team Spirit part ways with Mira, bring in rue for the new season - Dexerto",
         "The two-time TI champions have parted ways with position-four player Mira after three years, promoting rue ...", "Oct 3, 2024"),
        ("https://liquipedia.net/dota2/Mira", "Mira - Liquipedia Dota 2 Wiki", "Miroslav Kolpakov, better known as Mira, is a Ukrainian player ...", "N/A"),
        ("https://www.reddit.com/r/DotA2/comments/1fv3x2y/team_spirit_roster_change_mira_out_rue_in/", "Team Spirit roster change: Mira out, rue in : r/DotA2",
         "End of an era. Two Aegises together. Curious to see rue on support ...", "Oct 3, 2024"),
        ("https://www.esportsearnings.com/teams/1067-team-spirit", "Team Spirit :: Esports Earnings", "Team Spirit has earned $24,116,072 from 162 tournaments ...", "N/A"),
        ("https://www.strafe.com/dota2/team/team-spirit/", "Team Spirit Dota 2 roster, results, schedule - STRAFE", "Upcoming matches and recent results for Team Spirit ...", "N/A"),
        ("https://twitter.com/Team__Spirit", "Team Spirit (@Team__Spirit) / X", "Official account of Team Spirit esports club ...", "N/A"),
        ("https://www.gosugamers.net/dota2/teams/16062-team-spirit", "Team Spirit - GosuGamers", "Team Spirit Dota 2 team profile: matches, rankings ...", "N/A"),
    )
    mem_add = {"ti2023_winner": "Team Spirit, 3-0 vs Gaimin Gladiators, 2023-10-29, Climate Pledge Arena",
               "ti2023_prize_pool": "$3,380,455 (1st: $1,402,889)",
               "ti2023_spirit_roster": ["Yatoro", "Larl", "Collapse", "Mira", "Miposhka"]}
    mem_upd = {"spirit_current_roster": ["Yatoro", "Larl", "Collapse", "rue", "Miposhka"]}
    turns = [
        (search("The International 2023 Dota 2 winner grand final prize pool"), s1),
        (extract(url_ti, "grand final result, prize pool distribution, winning roster"), page),
        (search("Team Spirit Dota 2 roster 2025"), s3),
        (extract(url_team, "current roster versus the TI 2023 lineup"), team),
        (memory("add", dict={**mem_add, **mem_upd}), added(*mem_add, *mem_upd)),
        (memory("retrieve", key_list=["ti2023_spirit_roster", "spirit_current_roster"]),
         got({"ti2023_spirit_roster": mem_add["ti2023_spirit_roster"], "spirit_current_roster": mem_upd["spirit_current_roster"]})),
    ]
    rs.add("search", "h53-search-02", SYSTEM, turns, state=start("ti12-recap", "2025-04-09 08:31:40 UTC"))



def money(n: int) -> str:
    return f"${n:,}"


def t03(rs: RowSet) -> None:
    w1 = [("A Bar Song (Tipsy)", "Shaboozey", 1, 1, 22), ("Birds of a Feather", "Billie Eilish", 3, 2, 18),
          ("Espresso", "Sabrina Carpenter", 2, 3, 22), ("Die With a Smile", "Lady Gaga & Bruno Mars", 5, 4, 5),
          ("Lose Control", "Teddy Swims", 4, 1, 58), ("Please Please Please", "Sabrina Carpenter", 6, 1, 14),
          ("Good Luck, Babe!", "Chappell Roan", 7, 4, 22), ("Taste", "Sabrina Carpenter", 9, 2, 5),
          ("I Had Some Help", "Post Malone Featuring Morgan Wallen", 8, 1, 20), ("Million Dollar Baby", "Tommy Richman", 10, 2, 22)]
    w2 = [("A Bar Song (Tipsy)", "Shaboozey", 1, 1, 23), ("Birds of a Feather", "Billie Eilish", 2, 2, 19),
          ("Die With a Smile", "Lady Gaga & Bruno Mars", 4, 3, 6), ("Espresso", "Sabrina Carpenter", 3, 3, 23),
          ("Lose Control", "Teddy Swims", 5, 1, 59), ("Taste", "Sabrina Carpenter", 8, 2, 6),
          ("Please Please Please", "Sabrina Carpenter", 6, 1, 15), ("Good Luck, Babe!", "Chappell Roan", 7, 4, 23),
          ("I Had Some Help", "Post Malone Featuring Morgan Wallen", 9, 1, 21), ("Million Dollar Baby", "Tommy Richman", 10, 2, 23)]

    def chart(date: str, rows: list[tuple[str, str, int, int, int]], dl: str) -> str:
        body = tbl(["Rank", "Song", "Artist", "Last Week", "Peak Pos.", "Wks on Chart"],
                   [[str(i), s, a, str(lw), str(pk), str(wk)] for i, (s, a, lw, pk, wk) in enumerate(rows, 1)])
        return f"""# Billboard Hot 100™

**Week of {date}**

The week's most popular songs across all genres, ranked by radio airplay audience impressions as measured by Luminate, sales data as compiled by Luminate and streaming activity data provided by online music sources.

{body}

Showing 1-10 of 100. [Load more]

Chart release: {dl}

See all charts | Billboard Global 200 | Billboard 200 | Country Airplay"""
    u1 = "https://www.billboard.com/charts/hot-100/2024-09-28/"
    u2 = "https://www.billboard.com/charts/hot-100/2024-10-05/"
    s1 = sr(
        (u1, "Billboard Hot 100 - Week of September 28, 2024", "A Bar Song (Tipsy) - Shaboozey. Birds of a Feather - Billie Eilish. Espresso - Sabrina Carpenter. Die With a Smile - Lady Gaga & Bruno Mars ...", "Sep 24, 2024"),
        ("https://www.billboard.com/charts/hot-100/", "Billboard Hot 100™", "This week's most popular songs across all genres, ranked by radio airplay audience impressions, sales data and streaming activity ...", "N/A"),
        ("https://www.billboard.com/music/chart-beat/shaboozey-a-bar-song-tipsy-12th-week-number-one-hot-100-1235780123/", "Shaboozey's 'A Bar Song (Tipsy)' Rules Hot 100 for 12th Week",
         "The song becomes the longest-leading No. 1 by a solo artist's debut Hot 100 hit; Billie Eilish's 'Birds of a Feather' climbs to a new No. 2 high ...", "Sep 23, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Billboard_Hot_100_number_ones_of_2024", "List of Billboard Hot 100 number ones of 2024 - Wikipedia", "The Billboard Hot 100 is a chart that ranks the best-performing singles of the United States ...", "N/A"),
        ("https://www.billboard.com/charts/billboard-global-200/2024-09-28/", "Billboard Global 200 - Week of September 28, 2024", "The week's most popular songs globally across all genres ...", "Sep 24, 2024"),
        ("https://www.reddit.com/r/popheads/comments/1fnm0xq/billboard_hot_100_top_10_september_28_2024/", "Billboard Hot 100 Top 10 (September 28, 2024) : r/popheads", "BIRDS OF A FEATHER hits a new peak at #2, Taste rebounds to #8 ...", "Sep 23, 2024"),
        ("https://www.kworb.net/charts/billboard/hot100.html", "Billboard Hot 100 - kworb.net", "Current Hot 100 with points breakdown and peak tracking ...", "N/A"),
        ("https://www.billboard.com/charts/hot-100/2024-09-21/", "Billboard Hot 100 - Week of September 21, 2024", "A Bar Song (Tipsy) - Shaboozey. Espresso - Sabrina Carpenter. Birds of a Feather - Billie Eilish ...", "Sep 17, 2024"),
        ("https://www.umusic-charts.com/hot100/2024-09-28", "Hot 100 Archive 2024-09-28", "Full archive of the chart dated September 28, 2024 with positions 1-100 ...", "N/A"),
        ("https://www.forbes.com/sites/hughmcintyre/2024/09/24/shaboozey-a-bar-song-no-1/", "Shaboozey's Smash Refuses To Budge From No. 1", "A Bar Song (Tipsy) spends another week atop the Hot 100 as Sabrina Carpenter places three songs in the top 10 ...", "Sep 24, 2024"),
    )
    s6 = sr(
        ("https://www.billboard.com/music/chart-beat/shaboozey-a-bar-song-tipsy-13th-week-number-one-hot-100-1235789456/", "Shaboozey's 'A Bar Song (Tipsy)' Leads Hot 100 for 13th Week",
         "'A Bar Song (Tipsy)' tallies a 13th week at No. 1; Lady Gaga and Bruno Mars' 'Die With a Smile' rises to No. 3 ...", "Sep 30, 2024"),
        ("https://www.billboard.com/music/chart-beat/shaboozey-a-bar-song-tipsy-12th-week-number-one-hot-100-1235780123/", "Shaboozey's 'A Bar Song (Tipsy)' Rules Hot 100 for 12th Week",
         "The song becomes the longest-leading No. 1 by a solo artist's debut Hot 100 hit ...", "Sep 23, 2024"),
        ("https://en.wikipedia.org/wiki/A_Bar_Song_(Tipsy)", "A Bar Song (Tipsy) - Wikipedia", "\"A Bar Song (Tipsy)\" is a song by American singer Shaboozey, released on April 12, 2024 as the second single from his third studio album Where I've Been, Isn't Where I'm Going ...", "N/A"),
        ("https://www.billboard.com/lists/longest-running-number-one-songs-hot-100/", "Longest-Running No. 1 Songs in Billboard Hot 100 History", "Lil Nas X's 'Old Town Road' featuring Billy Ray Cyrus and Mariah Carey and Boyz II Men's 'One Sweet Day' share the record with 19 weeks ...", "Aug 20, 2024"),
        ("https://www.rollingstone.com/music/music-news/shaboozey-bar-song-interview-1235101122/", "Shaboozey on the Song That Won't Leave No. 1", "The Virginia-born artist talks sampling J-Kwon's 'Tipsy' and the song's run ...", "Sep 12, 2024"),
        ("https://www.nytimes.com/2024/09/30/arts/music/shaboozey-bar-song-billboard.html", "Shaboozey's 'Bar Song' Keeps Its Grip on the Hot 100", "The country crossover hit logged its 13th week at No. 1, within sight of the all-time record ...", "Sep 30, 2024"),
        ("https://www.reddit.com/r/popheads/comments/1ft2d9m/a_bar_song_tipsy_13_weeks/", "A Bar Song (Tipsy) now at 13 weeks at #1 : r/popheads", "Six more weeks for the record. Die With a Smile at #3 is the only real threat ...", "Sep 30, 2024"),
        ("https://www.countrymusicnation.com/shaboozey-bar-song-record", "Can 'A Bar Song (Tipsy)' break the Hot 100 record?", "At 13 weeks, the song is the longest-running No. 1 for a country crossover this decade ...", "Oct 1, 2024"),
        (u2, "Billboard Hot 100 - Week of October 5, 2024", "A Bar Song (Tipsy) - Shaboozey. Birds of a Feather - Billie Eilish. Die With a Smile - Lady Gaga & Bruno Mars. Espresso ...", "Oct 1, 2024"),
        ("https://www.apple.com/music/shaboozey", "Shaboozey on Apple Music", "Listen to A Bar Song (Tipsy) and more by Shaboozey ...", "N/A"),
    )
    art = """# Shaboozey's 'A Bar Song (Tipsy)' Leads Hot 100 for 13th Week

*By Gary Trust | 9/30/2024*

Shaboozey's "A Bar Song (Tipsy)" leads the Billboard Hot 100 songs chart for a 13th week. Meanwhile, Lady Gaga and Bruno Mars' "Die With a Smile" rises 4-3 to a new high.

The Hot 100 blends all-genre U.S. streaming, radio airplay and sales data. All charts (dated Oct. 5) will update on Billboard.com tomorrow (Oct. 1).

## Top 10 (chart dated Oct. 5, 2024)

1. "A Bar Song (Tipsy)," Shaboozey (13th week at No. 1)
2. "Birds of a Feather," Billie Eilish (holds at its No. 2 best)
3. "Die With a Smile," Lady Gaga & Bruno Mars (up from No. 4; new peak)
4. "Espresso," Sabrina Carpenter (down from No. 3)
5. "Lose Control," Teddy Swims
6. "Taste," Sabrina Carpenter (up from No. 8)
7. "Please Please Please," Sabrina Carpenter (down from No. 6)
8. "Good Luck, Babe!," Chappell Roan (down from No. 7)
9. "I Had Some Help," Post Malone feat. Morgan Wallen
10. "Million Dollar Baby," Tommy Richman

> "A Bar Song (Tipsy)" drew 24.9 million streams (down 3%) and 72.4 million in radio audience (up 4%) and sold 9,000 downloads (down 2%) in the Sept. 20-26 tracking week, according to Luminate.

"A Bar Song (Tipsy)" is six weeks from matching the all-time record of 19 weeks at No. 1, shared by "Old Town Road" and "One Sweet Day"."""
    mem1 = {"hot100_2024-09-28_top5": ["A Bar Song (Tipsy)", "Birds of a Feather", "Espresso", "Die With a Smile", "Lose Control"],
            "bar_song_weeks_at_no1": "12 (as of chart dated 2024-09-28)"}
    upd = {"bar_song_weeks_at_no1": "13 (as of chart dated 2024-10-05)",
           "die_with_a_smile_peak": "No. 3 (new high on chart dated 2024-10-05)"}
    mem_all = {"hot100_2024-09-28_top5": mem1["hot100_2024-09-28_top5"], "bar_song_weeks_at_no1": upd["bar_song_weeks_at_no1"],
               "die_with_a_smile_peak": upd["die_with_a_smile_peak"]}
    turns = [
        (search("Billboard Hot 100 chart September 28 2024"), s1),
        (extract(u1, "top 10 positions with last week, peak and weeks on chart"), chart("September 28, 2024", w1, "Sep 24, 2024")),
        (memory("add", dict=mem1), added(*mem1)),
        (extract(u2, "top 10 of the following week and movements"), chart("October 5, 2024", w2, "Oct 1, 2024")),
        (memory("update", dict={"bar_song_weeks_at_no1": upd["bar_song_weeks_at_no1"]}), updated("bar_song_weeks_at_no1")),
        (search("A Bar Song Tipsy weeks at number one Hot 100 record"), s6),
        (extract("https://www.billboard.com/music/chart-beat/shaboozey-a-bar-song-tipsy-13th-week-number-one-hot-100-1235789456/",
                 "streaming, airplay and sales figures behind the 13th week"), art),
        (memory("add", dict={"die_with_a_smile_peak": upd["die_with_a_smile_peak"]}), added("die_with_a_smile_peak")),
        (memory("retrieve_all"), got_all(mem_all)),
        (memory("remove", key_list=["hot100_2024-09-28_top5"]), removed("hot100_2024-09-28_top5")),
    ]
    rs.add("search", "h53-search-03", SYSTEM, turns, state=start("hot100-tracker", "2024-10-02 19:48:03 UTC"))


def t04(rs: RowSet) -> None:
    u_rel = "https://www.boxofficemojo.com/release/rl1090011649/"
    s1 = sr(
        ("https://www.boxofficemojo.com/title/tt15398776/", "Oppenheimer - Box Office Mojo", "Oppenheimer (2023). Domestic Distributor: Universal Pictures. Domestic Opening: $82,455,420. Budget: $100,000,000 ...", "N/A"),
        (u_rel, "Oppenheimer - Box Office Mojo", "Opening $82,455,420, 3,610 theaters. Release Date Jul 21, 2023. Widest Release 3,761 theaters ...", "N/A"),
        ("https://www.the-numbers.com/movie/Oppenheimer-(2023)", "Oppenheimer (2023) - Financial Information - The Numbers", "Opening Weekend: $82,455,420 (25.0% of total gross) ...", "N/A"),
        ("https://variety.com/2023/film/box-office/box-office-barbie-oppenheimer-opening-weekend-1235677120/", "Box Office: 'Barbie' Opens to $162 Million, 'Oppenheimer' Hits $82 Million", "'Barbenheimer' fueled the fourth-biggest weekend in box office history ...", "Jul 23, 2023"),
        ("https://en.wikipedia.org/wiki/Oppenheimer_(film)", "Oppenheimer (film) - Wikipedia", "Oppenheimer is a 2023 epic biographical thriller film written, co-produced and directed by Christopher Nolan ...", "N/A"),
        ("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235444919/", "'Barbie' $162M & 'Oppenheimer' $82M Opening: Barbenheimer Box Office", "Universal's Oppenheimer opened in 3,610 locations, with IMAX screens accounting for $15M ...", "Jul 24, 2023"),
        ("https://www.boxofficemojo.com/weekend/2023W29/", "Domestic 2023 Weekend 29 - Box Office Mojo", "Jul 21-23, 2023. Barbie. Oppenheimer. Mission: Impossible - Dead Reckoning Part One. Sound of Freedom ...", "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/158a2kb/", "Weekend Actuals: Barbie $162.0M, Oppenheimer $82.4M : r/boxoffice", "Actuals are in. Oppenheimer with a $22.8K per theater average is insane for a 3 hour R-rated historical drama ...", "Jul 24, 2023"),
        ("https://www.imdb.com/title/tt15398776/", "Oppenheimer (2023) - IMDb", "Directed by Christopher Nolan. With Cillian Murphy, Emily Blunt, Matt Damon, Robert Downey Jr. ...", "N/A"),
        ("https://www.boxofficepro.com/weekend-box-office-barbie-oppenheimer/", "Weekend Box Office: Barbie and Oppenheimer Combine for $244M", "The two films combined for the largest opening weekend for two films released on the same day ...", "Jul 23, 2023"),
    )
    wk = [("Jul 21-23", 2, 82_455_420, 3610, 82_455_420, 1), ("Jul 28-30", 2, 46_203_110, 3647, 174_169_555, 2),
          ("Aug 4-6", 3, 28_722_460, 3761, 228_472_605, 3), ("Aug 11-13", 3, 18_817_425, 3623, 264_953_815, 4)]
    rows = []
    prev = None
    for d, rank, g, th, td, n in wk:
        ch = "-" if prev is None else f"{(g - prev[0]) / prev[0] * 100:+.1f}%"
        tc = "-" if prev is None else f"{th - prev[1]:+d}"
        rows.append([d, str(rank), money(g), ch, f"{th:,}", tc, money(round(g / th)), money(td), str(n)])
        prev = (g, th)
    dom, intl = 329_862_540, 645_948_793
    ww = dom + intl
    rel = f"""# Oppenheimer (2023)

Original Release

| | |
| --- | --- |
| Domestic ({dom / ww * 100:.1f}%) | {money(dom)} |
| International ({intl / ww * 100:.1f}%) | {money(intl)} |
| Worldwide | {money(ww)} |

## Summary Details

| | |
| --- | --- |
| Distributor | Universal Pictures |
| Opening | $82,455,420 · 3,610 theaters |
| Release Date | Jul 21, 2023 - Mar 14, 2024 |
| MPAA | R |
| Running Time | 3 hr |
| Genres | Biography Drama History |
| In Release | 237 days/34 weeks |
| Widest Release | 3,761 theaters |
| IMDbPro | See more details at IMDbPro |

## Domestic Weekend

{tbl(["Date", "Rank", "Weekend", "%± LW", "Theaters", "Change", "Avg", "To Date", "Week"], rows)}

Showing weekends 1-4 of 34."""
    chart = [(1, "Barbie", 162_022_044, "-", 4243, "-", 162_022_044, 1, "Warner Bros."),
             (2, "Oppenheimer", 82_455_420, "-", 3761, "-", 82_455_420, 1, "Universal Pictures"),
             (3, "Mission: Impossible - Dead Reckoning Part One", 19_531_203, "-64.1%", 4327, "-", 118_811_012, 2, "Paramount Pictures"),
             (4, "Sound of Freedom", 12_506_143, "-27.6%", 3411, "+146", 124_045_610, 3, "Angel Studios"),
             (5, "Insidious: The Red Door", 6_223_090, "-54.0%", 3009, "-179", 72_405_118, 3, "Sony Pictures Releasing"),
             (6, "Indiana Jones and the Dial of Destiny", 4_001_820, "-62.7%", 2540, "-1,110", 166_915_047, 4, "Walt Disney Studios"),
             (7, "Elemental", 3_455_210, "-48.1%", 2195, "-815", 142_240_310, 6, "Walt Disney Studios"),
             (8, "Spider-Man: Across the Spider-Verse", 1_604_511, "-55.0%", 1312, "-688", 377_803_290, 8, "Sony Pictures Releasing"),
             (9, "No Hard Feelings", 1_460_321, "-58.3%", 1250, "-902", 49_100_712, 5, "Sony Pictures Releasing"),
             (10, "Joy Ride", 1_245_990, "-53.6%", 1605, "-1,215", 11_920_004, 3, "Lionsgate")]
    crow = [[str(r), t, money(g), ch, f"{th:,}", tc, money(round(g / th)), money(td), str(w), dist] for r, t, g, ch, th, tc, td, w, dist in chart]
    top10 = sum(c[2] for c in chart)
    s3 = sr(
        ("https://www.boxofficemojo.com/weekend/2023W29/", "Domestic 2023 Weekend 29 - Box Office Mojo", f"Jul 21-23, 2023. Top 10 Gross: {money(top10)}. Barbie $162,022,044. Oppenheimer $82,455,420 ...", "N/A"),
        ("https://www.the-numbers.com/box-office-chart/weekend/2023/07/21", "Weekend Box Office Chart for July 21, 2023 - The Numbers", "Barbie and Oppenheimer open to a combined $244.5 million ...", "N/A"),
        ("https://variety.com/2023/film/box-office/box-office-barbie-oppenheimer-opening-weekend-1235677120/", "Box Office: 'Barbie' Opens to $162 Million, 'Oppenheimer' Hits $82 Million", "The fourth-biggest weekend ever at the domestic box office ...", "Jul 23, 2023"),
        ("https://en.wikipedia.org/wiki/Barbenheimer", "Barbenheimer - Wikipedia", "Barbenheimer is an Internet phenomenon that began circulating on social media before the simultaneous theatrical release of two blockbuster films ...", "N/A"),
        ("https://www.boxofficemojo.com/weekend/2023W30/", "Domestic 2023 Weekend 30 - Box Office Mojo", "Jul 28-30, 2023. Barbie $93,011,541. Oppenheimer $46,203,110. Haunted Mansion ...", "N/A"),
        ("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235444919/", "'Barbie' $162M & 'Oppenheimer' $82M Opening", "Barbenheimer weekend delivered the best weekend since Avengers: Endgame ...", "Jul 24, 2023"),
        ("https://www.boxofficepro.com/weekend-box-office-barbie-oppenheimer/", "Weekend Box Office: Barbie and Oppenheimer Combine for $244M", "Mission: Impossible holds third place as Sound of Freedom slips to fourth ...", "Jul 23, 2023"),
        ("https://www.reddit.com/r/boxoffice/comments/158a2kb/", "Weekend Actuals: Barbie $162.0M, Oppenheimer $82.4M : r/boxoffice", "Top 10 actuals for the Barbenheimer weekend ...", "Jul 24, 2023"),
        ("https://www.nytimes.com/2023/07/23/business/media/barbie-oppenheimer-box-office.html", "'Barbie' and 'Oppenheimer' Smash Box Office Expectations", "Moviegoers flocked to theaters in the biggest weekend since 2019 ...", "Jul 23, 2023"),
        ("https://www.boxofficemojo.com/year/2023/", "Domestic Box Office For 2023 - Box Office Mojo", "Barbie leads the 2023 domestic chart with $636,238,421 ...", "N/A"),
    )
    wkend = f"""# Domestic 2023 Weekend 29

July 21-23, 2023

| Calendar Gross | Releases | #1 Release |
| --- | --- | --- |
| $312,871,003 | 50 | Barbie |

Top 10 Gross: {money(top10)}

{tbl(["Rank", "Release", "Gross", "%± LW", "Theaters", "Change", "Average", "Total Gross", "Weeks", "Distributor"], crow)}

Showing 1-10 of 50 releases."""
    s6 = sr(
        ("https://www.boxofficemojo.com/release/rl3745284609/", "Barbie - Box Office Mojo", "Opening $162,022,044, 4,243 theaters. Domestic $636,238,421 ...", "N/A"),
        ("https://www.boxofficemojo.com/title/tt1517268/", "Barbie - Box Office Mojo", "Barbie (2023). Domestic Distributor: Warner Bros. Worldwide: $1,445,638,421 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Barbie_(film)", "Barbie (film) - Wikipedia", "Barbie grossed over $1.4 billion worldwide, becoming the highest-grossing film of 2023 ...", "N/A"),
        ("https://www.the-numbers.com/movie/Barbie-(2023)", "Barbie (2023) - Financial Information", "Worldwide Box Office $1,445,638,421 ...", "N/A"),
        ("https://variety.com/2023/film/box-office/barbie-box-office-billion-1235690244/", "'Barbie' Crosses $1 Billion at Global Box Office", "Greta Gerwig becomes the first solo female director with a billion-dollar film ...", "Aug 6, 2023"),
        ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo", "1 Barbie $1,445,638,421. 2 The Super Mario Bros. Movie. 3 Oppenheimer $975,811,333 ...", "N/A"),
        ("https://deadline.com/2023/12/barbie-top-grossing-2023-1235660023/", "'Barbie' Tops 2023 Box Office", "Warner Bros.' Barbie closed the year as the top-grossing film globally ...", "Dec 31, 2023"),
        ("https://www.statista.com/statistics/1404132/barbie-box-office-revenue/", "Barbie box office revenue worldwide 2023 | Statista", "Domestic versus international box office revenue of Barbie ...", "Jan 10, 2024"),
        ("https://www.reddit.com/r/boxoffice/comments/16p1o2x/barbie_final_worldwide/", "Barbie final worldwide gross : r/boxoffice", "Ends around $1.44B, the biggest Warner Bros. release ever ...", "Sep 22, 2023"),
        ("https://www.forbes.com/sites/scottmendelson/2023/09/barbie-box-office-record/", "'Barbie' Box Office: Record-Setting Run Winds Down", "The film held over 4,000 theaters for four weekends ...", "Sep 10, 2023"),
    )
    bdom, bint = 636_238_421, 809_400_000
    barbie = f"""# Barbie (2023)

Original Release

| | |
| --- | --- |
| Domestic ({bdom / (bdom + bint) * 100:.1f}%) | {money(bdom)} |
| International ({bint / (bdom + bint) * 100:.1f}%) | {money(bint)} |
| Worldwide | {money(bdom + bint)} |

## Summary Details

| | |
| --- | --- |
| Distributor | Warner Bros. |
| Opening | $162,022,044 · 4,243 theaters |
| Release Date | Jul 21, 2023 - Dec 14, 2023 |
| MPAA | PG-13 |
| Running Time | 1 hr 54 min |
| Genres | Adventure Comedy Fantasy |
| In Release | 147 days/21 weeks |
| Widest Release | 4,337 theaters |"""
    turns = [
        (search("Oppenheimer opening weekend box office mojo theaters"), s1),
        (extract(u_rel, "opening weekend gross, theater count and weekend-by-weekend run"), rel),
        (search("box office mojo weekend July 21-23 2023"), s3),
        (extract("https://www.boxofficemojo.com/weekend/2023W29/", "full top 10 for the Barbenheimer weekend"), wkend),
        (memory("add", dict={"oppenheimer_opening": "$82,455,420 from 3,610 theaters (Jul 21-23, 2023)",
                             "barbie_opening": "$162,022,044 from 4,243 theaters (Jul 21-23, 2023)"}), added("oppenheimer_opening", "barbie_opening")),
        (search("Barbie 2023 worldwide gross box office mojo"), s6),
        (extract("https://www.boxofficemojo.com/release/rl3745284609/", "domestic, international and worldwide totals"), barbie),
    ]
    rs.add("search", "h53-search-04", SYSTEM, turns, state=start("barbenheimer-numbers", "2025-02-18 10:22:57 UTC"),
           bad=True, turn=4, kind="weekend chart gives Oppenheimer's opening weekend 3,761 theaters, but its release page (turn 2) lists the Jul 21-23 weekend at 3,610")



def t05(rs: RowSet) -> None:
    u_ind = "https://www.who.int/data/gho/data/indicators/indicator-details/GHO/life-expectancy-at-birth-(years)"
    s1 = sr(
        (u_ind, "Life expectancy at birth (years) - Global Health Observatory", "Indicator code: WHOSIS_000001. Average number of years that a newborn is expected to live if current mortality rates continue to apply ...", "N/A"),
        ("https://www.who.int/data/gho/data/themes/mortality-and-global-health-estimates/ghe-life-expectancy-and-healthy-life-expectancy", "GHE: Life expectancy and healthy life expectancy", "Global life expectancy at birth fell to 71.4 years in 2021, back to the level of 2012 ...", "May 24, 2024"),
        ("https://www.who.int/data/gho", "The Global Health Observatory", "WHO's gateway to health-related statistics for its 194 Member States ...", "N/A"),
        ("https://www.who.int/news/item/24-05-2024-covid-eliminated-a-decade-of-progress-in-global-level-of-life-expectancy", "COVID-19 eliminated a decade of progress in global level of life expectancy", "Global life expectancy dropped by 1.8 years to 71.4 years between 2019 and 2021, the largest decline in recent history ...", "May 24, 2024"),
        ("https://www.who.int/data/gho/info/gho-odata-api", "GHO OData API", "The GHO data can be accessed via an OData API at https://ghoapi.azureedge.net/api/ ...", "N/A"),
        ("https://data.who.int/indicators/i/A21CFC2/90E2E48", "Life expectancy at birth (years) - WHO Data", "Life expectancy at birth, both sexes, 2021: 71.4 years (global) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_countries_by_life_expectancy", "List of countries by life expectancy - Wikipedia", "WHO (2021) estimates: Japan 84.5, Singapore 83.9, Republic of Korea 83.8 ...", "N/A"),
        ("https://ourworldindata.org/life-expectancy", "Life Expectancy - Our World in Data", "Across the world, people are living longer. In 1900 the average life expectancy of a newborn was 32 years ...", "N/A"),
        ("https://www.who.int/publications/i/item/9789240094703", "World health statistics 2024", "The 2024 edition reviews more than 50 health-related indicators ...", "May 24, 2024"),
        ("https://stats.stackexchange.com/questions/612344/who-gho-api-life-expectancy", "Pulling WHO life expectancy from the GHO API", "Use the indicator code WHOSIS_000001 and filter on Dim1 for sex ...", "Apr 3, 2023"),
    )
    ind = """# Life expectancy at birth (years)

| | |
| --- | --- |
| Indicator code | WHOSIS_000001 |
| Indicator name | Life expectancy at birth (years) |
| Unit of measure | Years |
| Data type | Numeric |
| Topic | Mortality and global health estimates |
| Disaggregation | Sex (both sexes, male, female); country, WHO region, World Bank income group, global |
| Time period | 2000-2021 |
| Last updated | 2024-08-01 |

## Rationale

Life expectancy at birth reflects the overall mortality level of a population. It summarizes the mortality pattern that prevails across all age groups: children and adolescents, adults and the elderly.

## Definition

Average number of years that a newborn is expected to live if current mortality rates continue to apply.

## Method of estimation

WHO uses standard methods to estimate life tables for all Member States, based on the WHO Global Health Estimates. Life tables are computed from age-specific mortality rates.

## Related indicators

- WHOSIS_000002 Healthy life expectancy (HALE) at birth (years)
- WHOSIS_000015 Life expectancy at age 60 (years)
- WHOSIS_000007 Healthy life expectancy (HALE) at age 60 (years)

## API

Data for this indicator: `https://ghoapi.azureedge.net/api/WHOSIS_000001`"""
    s3 = sr(
        ("https://www.who.int/data/gho/data/indicators/indicator-details/GHO/life-expectancy-at-birth-(years)", "Life expectancy at birth (years) - Global Health Observatory", "Indicator code: WHOSIS_000001 ...", "N/A"),
        ("https://apps.who.int/gho/data/view.main.SDG2016LEXv?lang=en", "Life expectancy and Healthy life expectancy - Data by country", "Life expectancy at birth (years), both sexes, male, female, 2000-2021, by country ...", "N/A"),
        ("https://www.who.int/news/item/24-05-2024-covid-eliminated-a-decade-of-progress-in-global-level-of-life-expectancy", "COVID-19 eliminated a decade of progress in global level of life expectancy", "Global life expectancy dropped by 1.8 years to 71.4 years ...", "May 24, 2024"),
        ("https://www.nippon.com/en/japan-data/h01898/", "Japan's life expectancy still among world's highest", "Japanese women have the longest life expectancy in the world at 87 years ...", "Jan 15, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_countries_by_life_expectancy", "List of countries by life expectancy - Wikipedia", "WHO (2021): Japan 84.5, Singapore 83.9, Republic of Korea 83.8, Switzerland 83.3 ...", "N/A"),
        ("https://www.worldometers.info/demographics/life-expectancy/", "Life Expectancy by Country and in the World (2025)", "Life expectancy at birth, both sexes combined, UN World Population Prospects ...", "N/A"),
        ("https://data.who.int/countries/392", "Japan - WHO Data", "Life expectancy at birth (years), 2021: 84.5 ...", "N/A"),
        ("https://www.statista.com/statistics/1271433/life-expectancy-japan-who/", "Japan: life expectancy at birth by gender | Statista", "Life expectancy at birth in Japan from 2000 to 2021, by gender ...", "Aug 9, 2024"),
        ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)00476-8/fulltext", "Global age-sex-specific mortality, life expectancy ... GBD 2021", "Global life expectancy at birth declined by 1.6 years between 2019 and 2021 ...", "Mar 11, 2024"),
        ("https://www.who.int/data/gho/data/themes/mortality-and-global-health-estimates", "Mortality and global health estimates", "Life expectancy, healthy life expectancy, causes of death ...", "N/A"),
    )
    table = f"""# Life expectancy at birth (years) - Data by country

Life expectancy and healthy life expectancy, data by country. Year: 2021. Last updated: 2024-08-01.

{tbl(["Country", "Both sexes", "Male", "Female"], [
        ["Japan", "84.5", "81.5", "87.2"],
        ["Singapore", "83.9", "81.7", "86.0"],
        ["Republic of Korea", "83.8", "80.6", "86.8"],
        ["Switzerland", "83.3", "81.6", "85.0"],
        ["Australia", "83.1", "81.3", "85.0"],
        ["Norway", "82.9", "81.2", "84.6"],
        ["Spain", "82.8", "80.1", "85.6"],
        ["United Kingdom", "80.7", "78.9", "82.5"],
        ["United States of America", "76.4", "73.8", "79.2"],
        ["India", "67.3", "65.8", "68.9"],
        ["Nigeria", "63.6", "62.6", "64.6"],
        ["(WHO) Global", "71.4", "68.9", "74.0"]])}

Showing 12 of 185 rows (sorted by Both sexes, descending; global row pinned)."""
    mem = {"gho_le_indicator": "WHOSIS_000001 (Life expectancy at birth, years)",
           "le_2021_global": "71.4 (M 68.9, F 74.0)",
           "le_2021_japan": "84.5 (M 81.5, F 87.2)"}
    s6 = sr(
        ("https://www.who.int/data/gho/info/gho-odata-api", "GHO OData API", "Example: https://ghoapi.azureedge.net/api/WHOSIS_000001?$filter=SpatialDim eq 'JPN' returns life expectancy records for Japan ...", "N/A"),
        ("https://ghoapi.azureedge.net/api/", "ghoapi.azureedge.net/api", "OData service document listing GHO indicator entity sets ...", "N/A"),
        ("https://github.com/WorldHealthOrganization/gho-api-examples", "WorldHealthOrganization/gho-api-examples - GitHub", "Sample queries in R and Python for the GHO OData API ...", "Jun 2, 2023"),
        ("https://stackoverflow.com/questions/65780422/filtering-who-gho-odata-by-year", "Filtering WHO GHO OData by year - Stack Overflow", "Use $filter=TimeDim eq 2019 and combine conditions with and ...", "Jan 18, 2021"),
        ("https://stats.stackexchange.com/questions/612344/who-gho-api-life-expectancy", "Pulling WHO life expectancy from the GHO API", "Use the indicator code WHOSIS_000001 and filter on Dim1 for sex ...", "Apr 3, 2023"),
        ("https://www.who.int/data/gho/info/athena-api", "Athena API (deprecated)", "The Athena API is being phased out in favor of the GHO OData API ...", "N/A"),
        ("https://cran.r-project.org/web/packages/rgho/vignettes/a-intro.html", "rgho: Access WHO Global Health Observatory Data From R", "get_gho_data(code = \"WHOSIS_000001\") retrieves life expectancy ...", "Oct 12, 2023"),
        ("https://pypi.org/project/ghoclient/", "ghoclient - PyPI", "A Python client for the WHO GHO OData API ...", "Mar 7, 2022"),
        ("https://ghoapi.azureedge.net/api/Dimension", "GHO API Dimension list", "COUNTRY, REGION, SEX, YEAR, AGEGROUP ...", "N/A"),
        ("https://www.reddit.com/r/datasets/comments/sx3f7m/who_gho_api/", "WHO GHO API tips : r/datasets", "Tip: the Value field is a formatted string, NumericValue is the raw number ...", "Feb 20, 2022"),
    )
    api_url = "https://ghoapi.azureedge.net/api/WHOSIS_000001?$filter=SpatialDim eq 'JPN' and TimeDim eq 2021"

    def rec(rid: int, code: str, sex: str, val: float) -> dict[str, object]:
        return {"Id": rid, "IndicatorCode": code, "SpatialDimType": "COUNTRY", "SpatialDim": "JPN", "TimeDimType": "YEAR",
                "ParentLocationCode": "WPR", "ParentLocation": "Western Pacific", "Dim1Type": "SEX", "TimeDim": 2021, "Dim1": sex,
                "Dim2Type": None, "Dim2": None, "Dim3Type": None, "Dim3": None, "DataSourceDimType": None, "DataSourceDim": None,
                "Value": f"{val:.1f}", "NumericValue": val, "Low": None, "High": None, "Comments": None,
                "Date": "2024-08-01T10:12:33.347+02:00", "TimeDimensionValue": "2021",
                "TimeDimensionBegin": "2021-01-01T00:00:00+01:00", "TimeDimensionEnd": "2021-12-31T00:00:00+01:00"}
    api = json.dumps({"@odata.context": "https://ghoapi.azureedge.net/api/$metadata#WHOSIS_000001",
                      "value": [rec(27651183, "WHOSIS_000015", "SEX_BTSX", 84.45897), rec(27651184, "WHOSIS_000015", "SEX_MLE", 81.53071),
                                rec(27651185, "WHOSIS_000015", "SEX_FMLE", 87.23358)]}, indent=2)
    api2_url = "https://ghoapi.azureedge.net/api/WHOSIS_000001?$filter=SpatialDim eq 'GLOBAL' and Dim1 eq 'SEX_BTSX'"
    glob = [(2000, 66.76218), (2005, 68.10941), (2010, 69.96237), (2015, 71.86554), (2019, 73.16302), (2020, 72.50047), (2021, 71.36521)]
    api2 = json.dumps({"@odata.context": "https://ghoapi.azureedge.net/api/$metadata#WHOSIS_000001",
                       "value": [{"Id": 27650011 + i, "IndicatorCode": "WHOSIS_000001", "SpatialDimType": "GLOBAL", "SpatialDim": "GLOBAL",
                                  "TimeDimType": "YEAR", "TimeDim": y, "Dim1Type": "SEX", "Dim1": "SEX_BTSX", "Value": f"{v:.1f}", "NumericValue": v,
                                  "Date": "2024-08-01T10:12:33.347+02:00"} for i, (y, v) in enumerate(glob)]}, indent=2)
    turns = [
        (search("WHO Global Health Observatory life expectancy at birth indicator"), s1),
        (extract(u_ind, "indicator code, definition and data coverage"), ind),
        (search("WHO life expectancy 2021 by country Japan global average GHO"), s3),
        (extract("https://apps.who.int/gho/data/view.main.SDG2016LEXv?lang=en", "2021 life expectancy for the top countries and the global figure"), table),
        (memory("add", dict=mem), added(*mem)),
        (search("GHO OData API WHOSIS_000001 filter country year example"), s6),
        (extract(api_url, "raw 2021 records for Japan, by sex"), api),
        (memory("retrieve", key_list=["le_2021_japan", "gho_le_indicator"]), got({"le_2021_japan": mem["le_2021_japan"], "gho_le_indicator": mem["gho_le_indicator"]})),
        (extract(api2_url, "global trend 2000-2021, both sexes"), api2),
    ]
    rs.add("search", "h53-search-05", SYSTEM, turns, state=start("who-le-brief", "2025-03-06 16:40:12 UTC"),
           bad=True, turn=7, kind="API records fetched from the WHOSIS_000001 endpoint carry IndicatorCode WHOSIS_000015, the code the indicator page (turn 2) gave for life expectancy at age 60")


def t06(rs: RowSet) -> None:
    zh = {"id": "8503000", "name": "Zürich HB", "score": None, "coordinate": {"type": "WGS84", "x": 47.377847, "y": 8.540502}, "distance": None}
    lu = {"id": "8505300", "name": "Lugano", "score": None, "coordinate": {"type": "WGS84", "x": 46.005015, "y": 8.946927}, "distance": None}

    def conn(dep: str, arr: str, dur: str, prod: str, cat: str, num: str, pf_from: str, pf_to: str, dest: str,
             delay: int | None = None, prog_dep: str | None = None) -> dict[str, object]:
        prog = {"platform": None, "arrival": None, "departure": prog_dep, "capacity1st": 1, "capacity2nd": 2}
        return {"from": {"station": zh, "arrival": None, "arrivalTimestamp": None, "departure": f"2025-05-16T{dep}:00+0200",
                         "delay": delay, "platform": pf_from, "prognosis": prog},
                "to": {"station": lu, "arrival": f"2025-05-16T{arr}:00+0200", "departure": None, "delay": None, "platform": pf_to,
                       "prognosis": {"platform": None, "arrival": None, "departure": None, "capacity1st": None, "capacity2nd": None}},
                "duration": dur, "transfers": 0, "service": None, "products": [prod], "capacity1st": 1, "capacity2nd": 2,
                "sections": [{"journey": {"name": f"{cat} {num}", "category": cat, "number": num, "operator": "SBB", "to": dest}}]}
    c0709 = conn("07:09", "09:08", "00d01:59:00", "IC 2", "IC", "659", "8", "3", "Lugano")
    c0733 = conn("07:33", "09:38", "00d02:05:00", "EC", "EC", "15", "9", "2", "Milano Centrale")
    c0809 = conn("08:09", "10:08", "00d01:59:00", "IC 2", "IC", "663", "8", "3", "Lugano")
    c0833 = conn("08:33", "10:38", "00d02:05:00", "EC", "EC", "17", "9", "2", "Milano Centrale")
    u_conn1 = "https://transport.opendata.ch/v1/connections?from=Zürich HB&to=Lugano&date=2025-05-16&time=07:00&limit=3"
    u_conn2 = "https://transport.opendata.ch/v1/connections?from=Zürich HB&to=Lugano&date=2025-05-16&time=07:30&limit=3"
    j1 = json.dumps({"connections": [c0709, c0733, c0809], "from": zh, "to": lu, "stations": {"from": [zh], "to": [lu]}}, indent=2, ensure_ascii=False)
    c0733_late = conn("07:33", "09:38", "00d02:05:00", "EC", "EC", "15", "9", "2", "Milano Centrale", delay=3, prog_dep="2025-05-16T07:36:00+0200")
    j2 = json.dumps({"connections": [c0733_late, c0809, c0833], "from": zh, "to": lu, "stations": {"from": [zh], "to": [lu]}}, indent=2, ensure_ascii=False)
    s1 = sr(
        ("https://www.sbb.ch/en/timetable.html?von=Z%C3%BCrich+HB&nach=Lugano", "Timetable Zürich HB - Lugano | SBB", "Direct connections every hour, travel time from 1 h 59 min via the Gotthard Base Tunnel ...", "N/A"),
        ("https://transport.opendata.ch/docs.html", "Transport API Documentation - opendata.ch", "GET /v1/connections?from=Lausanne&to=Genève returns the next connections with sections, platforms and prognosis ...", "N/A"),
        ("https://www.seat61.com/trains-and-routes/zurich-to-lugano-by-train.htm", "Zurich to Lugano by train | Seat61", "Hourly direct trains take about 2 hours through the new Gotthard Base Tunnel; take the Gotthard Panorama Express for the old line ...", "Mar 2, 2025"),
        ("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "Gotthard Base Tunnel - Wikipedia", "The Gotthard Base Tunnel is a railway tunnel through the Alps in Switzerland. It opened on 1 June 2016 ...", "N/A"),
        ("https://www.myswitzerland.com/en/experiences/gotthard-panorama-express/", "Gotthard Panorama Express | Switzerland Tourism", "Boat and panoramic train between Lucerne and Lugano, April to October ...", "N/A"),
        ("https://www.rome2rio.com/s/Z%C3%BCrich/Lugano", "Zürich to Lugano - 4 ways to travel via train, bus, car", "The fastest way to get from Zürich to Lugano is to train which takes 1h 59m ...", "N/A"),
        ("https://www.reddit.com/r/Switzerland/comments/1bq0z8e/zurich_lugano_ic2_or_ec/", "Zurich-Lugano: IC2 or EC? : r/Switzerland", "The EC continues to Milano and is often busier; the IC 2 terminates in Lugano ...", "Mar 28, 2024"),
        ("https://www.sbb.ch/en/travel-information/rail-traffic/gotthard-base-tunnel.html", "Gotthard Base Tunnel | SBB", "Since 2 September 2024 passenger trains run through both tubes again ...", "Sep 2, 2024"),
        ("https://www.swissinfo.ch/eng/business/gotthard-tunnel-fully-reopens/87654321", "Gotthard Base Tunnel fully reopens after derailment", "Passenger trains run through the tunnel on the normal timetable again, saving up to one hour ...", "Sep 2, 2024"),
        ("https://www.tripadvisor.com/ShowTopic-g188113-i472-k14522003-Zurich_to_Lugano_train.html", "Zurich to Lugano train - Switzerland Forum", "Sit on the right side leaving Zurich for the lake views ...", "Jun 11, 2024"),
    )
    s4 = sr(
        ("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "Gotthard Base Tunnel - Wikipedia", "Length 57.09 km (35.5 mi). It is the world's longest railway tunnel and the first flat, low-level route through the Alps ...", "N/A"),
        ("https://www.alptransit.ch/en/home/", "AlpTransit Gotthard AG", "With its 57 km, the Gotthard Base Tunnel is the longest railway tunnel in the world ...", "N/A"),
        ("https://www.britannica.com/topic/Gotthard-Base-Tunnel", "Gotthard Base Tunnel | Britannica", "Gotthard Base Tunnel, railway tunnel under the Gotthard massif, opened 2016 ...", "N/A"),
        ("https://www.bbc.com/news/world-europe-36423249", "Gotthard tunnel: World's longest and deepest rail tunnel opens in Switzerland", "The 57km (35-mile) twin-bore Gotthard base tunnel has opened after 17 years of construction ...", "Jun 1, 2016"),
        ("https://www.sbb.ch/en/travel-information/rail-traffic/gotthard-base-tunnel.html", "Gotthard Base Tunnel | SBB", "Since 2 September 2024 passenger trains run through both tubes again ...", "Sep 2, 2024"),
        ("https://www.railway-technology.com/projects/gotthard-base-tunnel/", "Gotthard Base Tunnel - Railway Technology", "Total tunnel system of 151.84 km including cross-passages and access tunnels ...", "N/A"),
        ("https://www.nzz.ch/english/gotthard-derailment-august-2023", "What caused the Gotthard derailment", "A broken wheel on a freight wagon caused the derailment on 10 August 2023 ...", "Apr 12, 2024"),
        ("https://en.wikipedia.org/wiki/Ceneri_Base_Tunnel", "Ceneri Base Tunnel - Wikipedia", "The Ceneri Base Tunnel (15.4 km) opened in September 2020, completing the NRLA flat route ...", "N/A"),
        ("https://www.theguardian.com/world/2016/jun/01/gotthard-base-tunnel-opens", "World's longest rail tunnel opens in Switzerland", "Switzerland officially opens the Gotthard base tunnel, 57km long ...", "Jun 1, 2016"),
        ("https://www.youtube.com/watch?v=3d2Bq0xgHXs", "Inside the Gotthard Base Tunnel - cab ride (YouTube)", "Driver's-eye view from Erstfeld to Bodio ...", "Nov 4, 2022"),
    )
    wiki = """# Gotthard Base Tunnel

The **Gotthard Base Tunnel** (GBT) is a railway tunnel through the Alps in Switzerland. It opened on 1 June 2016, and full service began on 11 December 2016. With a route length of 57.09 km (35.5 mi), it is the world's longest railway tunnel and the first flat, low-level route through the Alps.

| Overview | |
| --- | --- |
| Line | Gotthard axis (NRLA) |
| Location | Uri and Ticino, Switzerland |
| Start | Erstfeld |
| End | Bodio |
| Work begun | 4 November 1999 |
| Opened | 1 June 2016 |
| Owner | SBB |
| Traffic | Railway |
| Length | 57.09 km (35.5 mi) |
| Total tunnel system | 151.84 km (94.35 mi) |
| No. of tracks | 2 single-track tubes |
| Operating speed | 250 km/h (design); 200 km/h (passenger, scheduled) |
| Highest elevation | 549 m above sea level |
| Maximum overburden | 2,300 m |
| Cost | CHF 12.2 billion |

## History

Construction started in 1999. The main breakthrough took place on 15 October 2010 (east tube) and 23 March 2011 (west tube). The tunnel was handed to SBB on 1 June 2016 and timetabled service started on 11 December 2016, reducing Zürich-Lugano journeys by about 30 minutes; with the Ceneri Base Tunnel (opened 4 September 2020) the fastest trains take just under two hours.

### 2023 derailment

On 10 August 2023 a freight train derailed in the western tube near the Faido multifunction station after a wheel broke, damaging about 7 km of track and a fire door. Freight traffic through the undamaged eastern tube resumed on 23 August 2023, while most passenger trains were diverted over the mountain line, adding up to one hour. The tunnel returned to full operation with both tubes on 2 September 2024.

## Traffic

Around 260 freight trains and 65 passenger trains use the tunnel on a normal weekday."""
    board_u = "https://transport.opendata.ch/v1/stationboard?station=Zürich HB&limit=8&datetime=2025-05-16 07:00"
    deps = [("07:02", "IR", "36", "Basel SBB", "12", 0), ("07:04", "S", "8", "Pfäffikon SZ", "21/22", 0), ("07:05", "IC", "8", "Brig", "16", 0),
            ("07:07", "IC", "5", "Lausanne", "17", 2), ("07:09", "IC", "659", "Lugano", "8", 0), ("07:10", "S", "24", "Thayngen", "41/42", 0),
            ("07:12", "IR", "75", "Konstanz", "5", 0), ("07:13", "S", "2", "Ziegelbrücke", "31/32", 1)]
    board = json.dumps({"station": zh, "stationboard": [
        {"stop": {"station": zh, "departure": f"2025-05-16T{t}:00+0200", "delay": d, "platform": pf,
                  "prognosis": {"platform": None, "departure": (f"2025-05-16T{t[:3]}{int(t[3:]) + d:02d}:00+0200" if d else None)}},
         "name": f"{c} {n}", "category": c, "number": n, "operator": "SBB", "to": to} for t, c, n, to, pf, d in deps]}, indent=2, ensure_ascii=False)
    mem_a = {"zrh_lug_fastest": "1 h 59 min, IC 2 (e.g. IC 659 Zürich HB 07:09 pl. 8 -> Lugano 09:08 pl. 3), direct",
             "zrh_lug_ec_option": "EC 15 07:33 pl. 9 -> Lugano 09:38 (2 h 05, continues to Milano Centrale)"}
    mem_b = {"gbt_length": "57.09 km route length; 151.84 km total tunnel system; opened 1 June 2016, timetable service 11 Dec 2016",
             "gbt_2023_derailment": "freight derailment 10 Aug 2023; full two-tube operation again from 2 Sep 2024"}
    s9 = sr(
        ("https://www.sbb.ch/en/travel-information/rail-traffic/gotthard-base-tunnel.html", "Gotthard Base Tunnel | SBB", "Since 2 September 2024 passenger trains run through both tubes again; travel times between German-speaking Switzerland and Ticino are back to normal ...", "Sep 2, 2024"),
        ("https://news.sbb.ch/en/media/releases/detail/gotthard-full-operation-2024", "Full operation in the Gotthard Base Tunnel from 2 September", "After almost 13 months of repair work, SBB is returning to the normal timetable ...", "Aug 23, 2024"),
        ("https://www.swissinfo.ch/eng/business/gotthard-tunnel-fully-reopens/87654321", "Gotthard Base Tunnel fully reopens after derailment", "Repairs cost around CHF 150 million; about 7 km of track was replaced ...", "Sep 2, 2024"),
        ("https://www.railjournal.com/infrastructure/gotthard-base-tunnel-reopening/", "Gotthard Base Tunnel back to full capacity", "The western tube reopens to traffic, restoring up to 260 freight paths a day ...", "Sep 3, 2024"),
        ("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "Gotthard Base Tunnel - Wikipedia", "On 10 August 2023 a freight train derailed in the western tube ...", "N/A"),
        ("https://www.nzz.ch/english/gotthard-derailment-august-2023", "What caused the Gotthard derailment", "A broken wheel on a freight wagon caused the derailment ...", "Apr 12, 2024"),
        ("https://www.srf.ch/news/schweiz/gotthard-basistunnel-wieder-voll-offen", "Gotthard-Basistunnel wieder voll offen - SRF", "Ab Montag fahren wieder alle Personenzüge durch den Basistunnel ...", "Sep 1, 2024"),
        ("https://www.reuters.com/world/europe/swiss-gotthard-tunnel-reopens-2024-09-02/", "Swiss Gotthard rail tunnel fully reopens a year after derailment", "Passenger trains between Zurich and Milan will again take the fast route ...", "Sep 2, 2024"),
        ("https://www.bav.admin.ch/bav/en/home/modes-of-transport/railways/gotthard.html", "Federal Office of Transport - Gotthard", "Information on freight and passenger capacity on the Gotthard axis ...", "N/A"),
        ("https://www.reddit.com/r/Switzerland/comments/1f6t2ow/gotthard_base_tunnel_fully_open_again/", "Gotthard base tunnel fully open again : r/Switzerland", "Finally, Zurich-Lugano back under two hours ...", "Sep 2, 2024"),
    )
    mem_all = {**mem_a, **mem_b}
    turns = [
        (search("Zürich HB to Lugano train Gotthard Base Tunnel travel time"), s1),
        (extract(u_conn1, "next direct connections after 07:00 with platforms"), j1),
        (memory("add", dict=mem_a), added(*mem_a)),
        (search("Gotthard Base Tunnel length opened 2016"), s4),
        (extract("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "length, opening dates, 2023 derailment and reopening"), wiki),
        (extract(board_u, "departures from Zürich HB from 07:00 to check the platform of the Lugano IC"), board),
        (extract(u_conn2, "later connections after 07:30, with live delays"), j2),
        (memory("add", dict=mem_b), added(*mem_b)),
        (search("SBB Gotthard Base Tunnel full reopening September 2024"), s9),
        (memory("retrieve_all"), got_all(mem_all)),
        (memory("remove", key_list=["zrh_lug_ec_option"]), removed("zrh_lug_ec_option")),
    ]
    rs.add("search", "h53-search-06", SYSTEM, turns, state=start("zrh-lugano-trip", "2025-05-16 04:41:20 UTC"))



def t07(rs: RowSet) -> None:
    u_exp = "https://www.himalayandatabase.com/scripts/expedition.php?expid=EVER63101"
    u_mem = "https://www.himalayandatabase.com/scripts/members.php?expid=EVER63101"
    s1 = sr(
        ("https://www.himalayandatabase.com/", "The Himalayan Database", "The Himalayan Database is a compilation of records for all expeditions that have climbed in the Nepal Himalaya, based on the archives of Elizabeth Hawley ...", "N/A"),
        (u_exp, "EVER63101 - Everest 1963 Spring - The Himalayan Database Online", "Leader: Norman G. Dyhrenfurth. Routes: S Col-SE Ridge; W Ridge (traverse). Summit: 1963-05-01 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/1963_American_Mount_Everest_expedition", "1963 American Mount Everest expedition - Wikipedia", "Jim Whittaker and Nawang Gombu reached the summit on May 1, 1963; on May 22 Hornbein and Unsoeld made the first traverse via the West Ridge ...", "N/A"),
        ("https://www.americanalpineclub.org/news/1963-everest", "Remembering the 1963 American Everest Expedition | AAC", "Sixty years ago, the AMEE put the first Americans on top of the world ...", "May 1, 2023"),
        ("https://www.nationalgeographic.com/adventure/article/1963-everest-west-ridge", "The West Ridge, 1963 | National Geographic", "Barry Bishop's photographs and the National Geographic Society's sponsorship of the American expedition ...", "May 22, 2013"),
        ("https://www.alpinist.com/doc/web13s/wfeature-hornbein-everest-west-ridge", "Everest: The West Ridge at 50 | Alpinist", "Tom Hornbein reflects on the traverse and the night out at 28,000 feet ...", "May 22, 2013"),
        ("https://www.himalayandatabase.com/online.html", "Himalayan Database Online - search expeditions", "Search by peak, year, season, nation or leader; expedition IDs take the form PEAKYYSNN ...", "N/A"),
        ("https://www.outsideonline.com/outdoor-adventure/climbing/1963-everest-expedition-anniversary/", "How the 1963 Everest Expedition Changed American Climbing", "Dyhrenfurth assembled a 19-man team, 37 Sherpas and some 900 porters ...", "May 1, 2023"),
        ("https://www.reddit.com/r/Mountaineering/comments/133x2fq/60_years_ago_today_jim_whittaker/", "60 years ago today Jim Whittaker became the first American on Everest", "And Gombu would go back in 1965 to become the first person to summit twice ...", "May 1, 2023"),
        ("https://www.mountainproject.com/forum/topic/1963-everest-west-ridge", "1963 West Ridge - Mountain Project forum", "Has anyone read Hornbein's Everest: The West Ridge? ...", "Feb 10, 2020"),
    )
    exp = """# Expedition EVER63101

**Everest (EVER) - 8849m** | 1963 Spring | USA

| Field | Value |
| --- | --- |
| Expedition ID | EVER63101 |
| Peak | Everest (Sagarmatha/Chomolungma) |
| Year / Season | 1963 Spring |
| Nation | USA |
| Leader | Norman G. Dyhrenfurth |
| Sponsor | American Mount Everest Expedition 1963 |
| Route 1 | S Col-SE Ridge (success) |
| Route 2 | W Ridge, descent via SE Ridge (success, first traverse) |
| BC date | 1963-03-21 |
| Summit date(s) | 1963-05-01 (Route 1); 1963-05-22 (Routes 1 and 2) |
| Termination | Success (main peak) |
| Highpoint | 8849 m |
| Total members | 19 |
| Summit members | 5 |
| Member deaths | 1 |
| Hired personnel | 37 |
| Hired summiters | 1 |
| Hired deaths | 0 |
| O2 used | Yes (climbing and sleeping) |
| Camps | 6 (Route 1), 5 (Route 2) |

## Notes

First American ascent. Jake Breitenbach was killed on 23 March when an ice tower collapsed in the Khumbu Icefall. Jim Whittaker and Nawang Gombu reached the summit on 1 May. On 22 May Lute Jerstad and Barry Bishop summited by the normal route while Tom Hornbein and Willi Unsoeld climbed the W Ridge and Hornbein Couloir, reached the top at 18:15 and descended the SE ridge, joining Jerstad and Bishop for an open bivouac at about 8,500 m (28,000 ft). Unsoeld and Bishop lost toes to frostbite."""
    members = [("Norman G. Dyhrenfurth", "Leader", "", ""), ("William Siri", "Deputy leader", "", ""),
               ("James W. Whittaker", "Climber", "1963-05-01", "Route 1"), ("Luther G. Jerstad", "Climber", "1963-05-22", "Route 1"),
               ("Barry C. Bishop", "Climber/photographer", "1963-05-22", "Route 1"), ("Thomas F. Hornbein", "Climber/doctor", "1963-05-22", "Route 2 (traverse)"),
               ("William F. Unsoeld", "Climber", "1963-05-22", "Route 2 (traverse)"), ("John E. Breitenbach", "Climber", "", "Died 1963-03-23, Khumbu Icefall"),
               ("Barry W. Corbet", "Climber", "", ""), ("David L. Dingman", "Climber/doctor", "", ""), ("Allen C. Auten", "Radio", "", ""),
               ("Richard M. Emerson", "Climber/sociologist", "", ""), ("Richard Pownall", "Climber", "", ""), ("Gilbert Roberts", "Climber/doctor", "", ""),
               ("James T. Lester", "Psychologist", "", ""), ("Maynard M. Miller", "Glaciologist", "", ""), ("Daniel E. Doody", "Cinematographer", "", ""),
               ("James Ramsey Ullman", "Historian", "", ""), ("J. O. M. Roberts", "Transport officer (UK)", "", "")]
    mem_tbl = tbl(["#", "Name", "Role", "Summit date", "Notes"], [[str(i), n, r, d or "-", x or "-"] for i, (n, r, d, x) in enumerate(members, 1)])
    mpage = f"""# Members of EVER63101 (Everest 1963 Spring, USA)

{mem_tbl}

## Hired personnel (summiters)

| Name | Role | Summit date | Notes |
| --- | --- | --- | --- |
| Nawang Gombu | Climbing Sherpa | 1963-05-01 | Route 1, with J. Whittaker |

Members: 19 | Summit members: 5 | Hired: 37 | Hired summiters: 1"""
    m1 = {"EVER63101_summits": "1963-05-01 Whittaker + Nawang Gombu (S Col-SE Ridge); 1963-05-22 Jerstad + Bishop (SE Ridge), Hornbein + Unsoeld (W Ridge, first traverse)",
          "EVER63101_team": "19 members, 37 hired; leader N. Dyhrenfurth; 1 death (Breitenbach, 1963-03-23, Icefall)"}
    s5 = sr(
        ("https://en.wikipedia.org/wiki/1963_American_Mount_Everest_expedition", "1963 American Mount Everest expedition - Wikipedia", "The expedition placed six climbers on the summit, including the first traverse of a major Himalayan peak ...", "N/A"),
        ("https://www.alpinist.com/doc/web13s/wfeature-hornbein-everest-west-ridge", "Everest: The West Ridge at 50 | Alpinist", "At 6:15 p.m. on May 22, 1963, Hornbein and Unsoeld stood on top ...", "May 22, 2013"),
        ("https://en.wikipedia.org/wiki/Hornbein_Couloir", "Hornbein Couloir - Wikipedia", "The Hornbein Couloir is a steep gully on the north face of Mount Everest, named after Tom Hornbein ...", "N/A"),
        ("https://www.mountaineers.org/books/books/everest-the-west-ridge", "Everest: The West Ridge - Mountaineers Books", "Tom Hornbein's classic account of the first ascent of the West Ridge ...", "N/A"),
        ("https://www.nytimes.com/2023/05/22/sports/tom-hornbein-everest-west-ridge.html", "Tom Hornbein, Who Pioneered a Route Up Everest, Dies at 93", "He and Willi Unsoeld spent the night in the open at 28,000 feet ...", "May 23, 2023"),
        ("https://www.outsideonline.com/outdoor-adventure/climbing/everest-west-ridge-1963/", "The Night Out on Everest", "Four men, no tent, no sleeping bags, and no oxygen left ...", "May 20, 2013"),
        ("https://www.americanalpineclub.org/news/1963-everest", "Remembering the 1963 American Everest Expedition | AAC", "Willi Unsoeld lost nine toes to frostbite after the bivouac ...", "May 1, 2023"),
        ("https://publications.americanalpineclub.org/articles/12196400400/", "The West Ridge - American Alpine Journal 1964", "By Thomas F. Hornbein. The route above Camp 5W ...", "N/A"),
        ("https://www.reddit.com/r/Mountaineering/comments/13p0k3k/everest_west_ridge_60/", "Everest West Ridge - 60 years : r/Mountaineering", "Still one of the boldest lines in Himalayan history ...", "May 22, 2023"),
        ("https://www.britannica.com/biography/Willi-Unsoeld", "Willi Unsoeld | Britannica", "American mountaineer who with Thomas Hornbein made the first ascent of Everest's West Ridge in 1963 ...", "N/A"),
    )
    wiki = """# 1963 American Mount Everest expedition

The **1963 American Mount Everest expedition** (AMEE), led by Norman Dyhrenfurth, was the first American expedition to reach the summit of Mount Everest. It placed six climbers on the summit and made the first traverse of the mountain.

## Team

The team comprised 19 members, supported by 37 Sherpa high-altitude workers and around 900 porters who carried 27 tons of supplies to base camp, established on 21 March 1963.

## Death of Jake Breitenbach

On 23 March 1963, Jake Breitenbach was killed when a serac collapsed in the Khumbu Icefall. His body was recovered from the glacier in 1999.

## Summits

| Date | Climbers | Route |
| --- | --- | --- |
| 1 May 1963 | Jim Whittaker, Nawang Gombu | South Col - Southeast Ridge |
| 22 May 1963 | Lute Jerstad, Barry Bishop | South Col - Southeast Ridge |
| 22 May 1963 | Tom Hornbein, Willi Unsoeld | West Ridge - Hornbein Couloir, descent by Southeast Ridge |

## The bivouac

Descending after dark on 22 May, Hornbein and Unsoeld caught up with Jerstad and Bishop, and the four spent the night in the open at about 28,000 ft (8,500 m) without tent, sleeping bags or oxygen. They reached the South Col camp the next day. Unsoeld lost nine toes and Bishop all of his toes and the tips of his little fingers to frostbite.

## Legacy

President John F. Kennedy presented the team with the Hubbard Medal of the National Geographic Society at the White House on 8 July 1963."""
    m2 = {"bivouac_1963": "night of 22-23 May 1963, ~8,500 m (28,000 ft), no tent/bags/O2; Unsoeld lost 9 toes, Bishop all toes"}
    s8 = sr(
        ("https://www.himalayandatabase.com/scripts/peak.php?peakid=EVER&from=1952&to=1965", "Everest expeditions 1952-1965 - The Himalayan Database Online", "EVER52101, EVER52102, EVER53101, EVER60101, EVER62101, EVER62102, EVER63101, EVER65101 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_Mount_Everest_expeditions", "List of Mount Everest expeditions - Wikipedia", "Chronological list of notable expeditions to Mount Everest since 1921 ...", "N/A"),
        ("https://www.himalayandatabase.com/", "The Himalayan Database", "Records for all expeditions in the Nepal Himalaya ...", "N/A"),
        ("https://en.wikipedia.org/wiki/1965_Indian_Everest_Expedition", "1965 Indian Everest Expedition - Wikipedia", "Led by M. S. Kohli, it put nine climbers on the summit ...", "N/A"),
        ("https://en.wikipedia.org/wiki/1952_Swiss_Mount_Everest_expedition", "1952 Swiss Mount Everest expedition - Wikipedia", "Raymond Lambert and Tenzing Norgay reached about 8,595 m on the southeast ridge ...", "N/A"),
        ("https://www.everesthistory.com/expeditions.htm", "Everest expeditions by year | EverestHistory.com", "1953 British, 1956 Swiss, 1960 Chinese, 1963 American, 1965 Indian ...", "N/A"),
        ("https://www.alpinejournal.org.uk/Contents/Contents_1964.html", "Alpine Journal 1964 contents", "Everest 1963 by N. G. Dyhrenfurth ...", "N/A"),
        ("https://www.8000ers.com/cms/en/everest-general-info.html", "Everest - 8000ers.com", "Ascent statistics for Mount Everest by year ...", "N/A"),
        ("https://www.himalayandatabase.com/downloads/Himalayan%20Database%20Guide.pdf", "Himalayan Database Guide (PDF)", "Field definitions: EXPID, PEAKID, YEAR, SEASON, SMTDATE, TOTMEMBERS ...", "Jan 15, 2024"),
        ("https://www.reddit.com/r/Everest/comments/16c7e2u/himalayan_database_tips/", "Himalayan Database tips : r/Everest", "The online version lets you filter a peak by year range ...", "Sep 7, 2023"),
    )
    plist = tbl(["Expid", "Yr/Seas", "Nation", "Leader", "Route", "Smt dates", "Mbrs", "Smtrs", "Dths", "Term"], [
        ["EVER52101", "1952 Spr", "Switzerland", "Edouard Wyss-Dunant", "S Col-SE Ridge", "-", "12", "0", "0", "Bad conditions (8595m)"],
        ["EVER52102", "1952 Aut", "Switzerland", "Gabriel Chevalley", "S Col-SE Ridge", "-", "10", "0", "1", "Bad weather (8100m)"],
        ["EVER53101", "1953 Spr", "UK", "John Hunt", "S Col-SE Ridge", "05/29", "13", "2", "0", "Success"],
        ["EVER60101", "1960 Spr", "India", "Gyan Singh", "S Col-SE Ridge", "-", "12", "0", "0", "Bad weather (8625m)"],
        ["EVER62101", "1962 Spr", "India", "John Dias", "S Col-SE Ridge", "-", "13", "0", "0", "Bad weather (8690m)"],
        ["EVER62102", "1962 Spr", "USA", "Woodrow Wilson Sayre", "N Col-NE Ridge (from Nepal via Nup La)", "-", "4", "0", "0", "Exhaustion (7600m)"],
        ["EVER63101", "1963 Spr", "USA", "Norman G. Dyhrenfurth", "S Col-SE Ridge; W Ridge", "05/01, 05/21", "19", "6", "1", "Success"],
        ["EVER65101", "1965 Spr", "India", "M. S. Kohli", "S Col-SE Ridge", "05/20, 05/22, 05/24, 05/29", "21", "9", "0", "Success"]])
    peak = f"""# Everest (EVER) - Expeditions 1952 to 1965

Peak: Everest | Height: 8849m | Himal: Khumbu | First ascent: 1953-05-29

{plist}

8 expeditions shown. Smtrs includes hired summiters. Dates are mm/dd of each summit day."""
    s11 = sr(
        ("https://en.wikipedia.org/wiki/Nawang_Gombu", "Nawang Gombu - Wikipedia", "Nawang Gombu was the first person to climb Mount Everest twice, in 1963 and 1965 ...", "N/A"),
        ("https://www.nytimes.com/2011/05/01/world/asia/01gombu.html", "Nawang Gombu, First to Scale Everest Twice, Dies at 74", "He reached the top with Jim Whittaker in 1963 and with the Indian expedition in 1965 ...", "May 1, 2011"),
        ("https://www.himalayandatabase.com/scripts/member.php?name=Nawang+Gombu", "Nawang Gombu - The Himalayan Database", "Expeditions: EVER63101 (summit 1963-05-01), EVER65101 (summit 1965-05-20) ...", "N/A"),
        ("https://www.hmidarjeeling.com/history/", "History - Himalayan Mountaineering Institute", "Nawang Gombu served as Director of Field Training at HMI ...", "N/A"),
        ("https://en.wikipedia.org/wiki/1965_Indian_Everest_Expedition", "1965 Indian Everest Expedition - Wikipedia", "On 20 May, A. S. Cheema and Nawang Gombu reached the summit ...", "N/A"),
        ("https://www.thehindu.com/news/national/nawang-gombu-passes-away/article1976555.ece", "Nawang Gombu passes away", "The legendary mountaineer, nephew of Tenzing Norgay ...", "Apr 24, 2011"),
        ("https://www.britannica.com/biography/Nawang-Gombu", "Nawang Gombu | Britannica", "Sherpa mountaineer, first person to reach the summit of Everest twice ...", "N/A"),
        ("https://www.reddit.com/r/Everest/comments/n1k7sd/first_double_summiter/", "Who was the first double summiter? : r/Everest", "Nawang Gombu, 1963 and 1965 ...", "Apr 30, 2021"),
        ("https://www.everesthistory.com/gombu.htm", "Nawang Gombu | EverestHistory.com", "Born 1936 in Tibet, nephew of Tenzing ...", "N/A"),
        ("https://www.outsideonline.com/outdoor-adventure/climbing/nawang-gombu-obituary/", "Remembering Nawang Gombu", "Whittaker and Gombu shared the last of their oxygen near the summit ...", "May 2, 2011"),
    )
    gombu = """# Nawang Gombu

**Nawang Gombu** (1 June 1936 - 24 April 2011) was an Indian Sherpa mountaineer and the first person to climb Mount Everest twice.

| | |
| --- | --- |
| Born | 1 June 1936, Minzu, Tibet |
| Died | 24 April 2011 (aged 74), Darjeeling, India |
| Known for | First person to summit Everest twice |
| Relatives | Tenzing Norgay (uncle) |

## Everest ascents

| Date | Expedition | Partner |
| --- | --- | --- |
| 1 May 1963 | American Mount Everest Expedition (EVER63101) | Jim Whittaker |
| 20 May 1965 | Indian Everest Expedition (EVER65101) | A. S. Cheema |

## Later life

Gombu was Director of Field Training at the Himalayan Mountaineering Institute in Darjeeling. He received the Padma Shri in 1964 and the Hubbard Medal with the 1963 American team."""
    turns = [
        (search("Himalayan Database 1963 American Everest expedition EVER63101"), s1),
        (extract(u_exp, "expedition summary: routes, summit dates, members, deaths"), exp),
        (extract(u_mem, "member list with summit dates"), mpage),
        (memory("add", dict=m1), added(*m1)),
        (search("first traverse Everest West Ridge Hornbein Unsoeld bivouac 1963"), s5),
        (extract("https://en.wikipedia.org/wiki/1963_American_Mount_Everest_expedition", "summit dates, team size and bivouac details"), wiki),
        (memory("add", dict=m2), added(*m2)),
        (search("Himalayan Database Everest expeditions 1952-1965 list"), s8),
        (extract("https://www.himalayandatabase.com/scripts/peak.php?peakid=EVER&from=1952&to=1965", "all Everest expeditions 1952-1965 with summit dates"), peak),
        (memory("retrieve", key_list=["EVER63101_summits"]), got({"EVER63101_summits": m1["EVER63101_summits"]})),
        (search("Nawang Gombu first person to climb Everest twice 1965"), s11),
        (extract("https://en.wikipedia.org/wiki/Nawang_Gombu", "dates of both Everest ascents"), gombu),
    ]
    rs.add("search", "h53-search-07", SYSTEM, turns, state=start("amee-1963", "2025-01-27 21:14:09 UTC"),
           bad=True, turn=9, kind="peak list gives EVER63101's second summit day as 05/21, but the expedition and member pages (turns 2-3) recorded 22 May 1963")


def t08(rs: RowSet) -> None:
    u1 = "https://patents.google.com/patent/US6285999B1/en"
    u2 = "https://patents.google.com/patent/US7058628B1/en"
    s1 = sr(
        (u1, "US6285999B1 - Method for node ranking in a linked database - Google Patents", "A method assigns importance ranks to nodes in a linked database, such as any database of documents containing citations, the world wide web or any other hypermedia database ...", "Sep 4, 2001"),
        ("https://en.wikipedia.org/wiki/PageRank", "PageRank - Wikipedia", "The PageRank patent was assigned to Stanford University and not to Google. Google has exclusive license rights on the patent from Stanford ...", "N/A"),
        ("https://patents.google.com/patent/US7058628B1/en", "US7058628B1 - Method for node ranking in a linked database - Google Patents", "Continuation of application Ser. No. 09/004,827 ...", "Jun 6, 2006"),
        ("https://patentimages.storage.googleapis.com/pdfs/US6285999.pdf", "US6285999.pdf", "United States Patent 6,285,999 Page. Sep. 4, 2001. Method for node ranking in a linked database ...", "N/A"),
        ("https://www.ipwatchdog.com/2019/01/pagerank-patent-expired/", "The PageRank Patent Has Expired - IPWatchdog", "Stanford's patent on the original PageRank algorithm, licensed exclusively to Google, expired in 2018 ...", "Jan 14, 2019"),
        ("https://news.stanford.edu/2005/google-shares-stanford/", "Stanford sells Google shares received for PageRank license", "Stanford received 1.8 million shares in exchange for the license ...", "Dec 1, 2005"),
        ("https://www.searchenginejournal.com/pagerank-patent/", "The Original PageRank Patent Explained", "Walking through the claims of US 6,285,999 ...", "Jul 12, 2022"),
        ("https://ppubs.uspto.gov/pubwebapp/?patent=6285999", "USPTO Patent Public Search - 6285999", "Full text and images for US Patent 6,285,999 ...", "N/A"),
        ("https://www.reddit.com/r/programming/comments/afk2xq/googles_pagerank_patent_has_expired/", "Google's PageRank patent has expired : r/programming", "Technically it was Stanford's patent, and there are a bunch of continuations ...", "Jan 13, 2019"),
        ("https://ilpubs.stanford.edu:8090/422/", "The PageRank Citation Ranking: Bringing Order to the Web", "Page, Brin, Motwani, Winograd. Technical report, Stanford InfoLab, 1999 ...", "N/A"),
    )
    fam = ["US7058628B1", "US7269587B1", "US7908277B1", "US8126884B1", "US8131715B1", "US8131717B1", "US8195651B1", "US8521730B1", "US8725726B1"]
    p1 = f"""# US6285999B1 - Method for node ranking in a linked database

## Abstract

A method assigns importance ranks to nodes in a linked database, such as any database of documents containing citations, the world wide web or any other hypermedia database. The rank assigned to a document is calculated from the ranks of documents citing it. In addition, the rank of a document is calculated from a constant representing the probability that a browser through the database will randomly jump to the document. The method is particularly useful in enhancing the performance of search engine results for hypermedia databases, such as the world wide web, whose documents have a large variation in quality.

| | |
| --- | --- |
| Inventor | Lawrence Page |
| Current Assignee | Leland Stanford Junior University |
| Original Assignee | Leland Stanford Junior University |
| Priority date | 1997-01-10 |
| Application | US09/004,827 |
| Status | Expired - Lifetime |

## Application events

- 1997-01-10: Priority to US3520597P (provisional application 60/035,205)
- 1998-01-09: Application filed by Leland Stanford Junior University
- 1998-01-09: Priority to US09/004,827
- 2001-09-04: Application granted
- 2001-09-04: Publication of US6285999B1
- 2018-01-09: Anticipated expiration
- Status: Expired - Lifetime

## Classifications

- G06F16/951 Indexing; Web crawling techniques
- G06F16/9558 Details of hyperlinks; Management of linked annotations
- Y10S707/99933 Query processing, i.e. searching
- Y10S707/99935 Query augmenting and refining, e.g. inexact access

## Claims (37)

1. A computer implemented method of scoring a plurality of linked documents, comprising: obtaining a plurality of documents, at least some of the documents being linked documents, at least some of the documents being linking documents, and at least some of the documents being both linked documents and linking documents, each of the linked documents being pointed to by a link in one or more of the linking documents; assigning a score to each of the linked documents based on scores of the one or more linking documents and processing the linked documents according to their scores.

## Family

Applications claiming priority ({len(fam)}): {", ".join(fam)}

Cited By (1,184) | Patent Citations (21) | Non-Patent Citations (11)"""
    m1 = {"pagerank_patent": "US6285999B1 'Method for node ranking in a linked database'; L. Page; Stanford; priority 1997-01-10, filed 1998-01-09, granted 2001-09-04"}
    s4 = sr(
        (u2, "US7058628B1 - Method for node ranking in a linked database - Google Patents", "A method assigns importance ranks to nodes in a linked database ... This application is a continuation of application Ser. No. 09/004,827, filed Jan. 9, 1998 ...", "Jun 6, 2006"),
        (u1, "US6285999B1 - Method for node ranking in a linked database - Google Patents", "A method assigns importance ranks to nodes in a linked database ...", "Sep 4, 2001"),
        ("https://patents.google.com/patent/US7269587B1/en", "US7269587B1 - Scoring documents in a linked database - Google Patents", "Continuation of application Ser. No. 09/895,174 ...", "Sep 11, 2007"),
        ("https://patents.justia.com/patent/7058628", "US Patent for Method for node ranking in a linked database Patent (Patent # 7,058,628)", "Patent History: Filed Jul 2, 2001; Issued Jun 6, 2006 ...", "N/A"),
        ("https://www.ipwatchdog.com/2019/01/pagerank-patent-expired/", "The PageRank Patent Has Expired - IPWatchdog", "The continuations share the original 20-year term measured from January 9, 1998 ...", "Jan 14, 2019"),
        ("https://patentimages.storage.googleapis.com/pdfs/US7058628.pdf", "US7058628.pdf", "United States Patent 7,058,628 B1 Page. Jun. 6, 2006 ...", "N/A"),
        ("https://www.seobythesea.com/2011/03/pagerank-patent-updated/", "Google PageRank Patent Continuation Granted - SEO by the Sea", "A new continuation of the PageRank patent was granted today as US 7,908,277 ...", "Mar 15, 2011"),
        ("https://en.wikipedia.org/wiki/PageRank", "PageRank - Wikipedia", "Stanford University holds the patent, which expired in 2018 ...", "N/A"),
        ("https://www.freepatentsonline.com/7058628.html", "Method for node ranking in a linked database - 7058628", "Inventors: Page, Lawrence (Stanford, CA). Assignee: The Board of Trustees of the Leland Stanford Junior University ...", "N/A"),
        ("https://www.reddit.com/r/patentlaw/comments/9x1y1k/continuation_term/", "How is the term of a continuation computed? : r/patentlaw", "Twenty years from the earliest non-provisional filing date it claims, so continuations expire with the parent ...", "Nov 14, 2018"),
    )
    p2 = """# US7058628B1 - Method for node ranking in a linked database

## Abstract

A method assigns importance ranks to nodes in a linked database, such as any database of documents containing citations, the world wide web or any other hypermedia database. The rank assigned to a document is calculated from the ranks of documents citing it. In addition, the rank of a document is calculated from a constant representing the probability that a browser through the database will randomly jump to the document.

| | |
| --- | --- |
| Inventor | Lawrence Page |
| Current Assignee | Leland Stanford Junior University |
| Original Assignee | Leland Stanford Junior University |
| Priority date | 1997-01-10 |
| Application | US09/895,174 |
| Status | Expired - Lifetime |

## Application events

- 1997-01-10: Priority to US3520597P
- 1998-01-09: Priority to US09/004,827 (now US6285999B1)
- 2001-07-02: Application filed by Leland Stanford Junior University
- 2006-06-06: Application granted
- 2006-06-06: Publication of US7058628B1
- 2018-01-09: Anticipated expiration
- Status: Expired - Lifetime

## Description

### CROSS-REFERENCE TO RELATED APPLICATIONS

This application is a continuation of application Ser. No. 09/004,827, filed Jan. 9, 1998, now U.S. Pat. No. 6,285,999, which claims priority from U.S. provisional patent application 60/035,205 filed Jan. 10, 1997.

## Claims (35)

Cited By (412) | Patent Citations (19) | Non-Patent Citations (14)"""
    upd = {"pagerank_patent": "US6285999B1 'Method for node ranking in a linked database'; L. Page; Stanford; priority 1997-01-10, filed 1998-01-09, granted 2001-09-04; expired 2018-01-09 (Expired - Lifetime)"}
    cont = {"pagerank_continuation_1": "US7058628B1 (continuation of 09/004,827); filed 2001-07-02, granted 2006-06-06; same expiry 2018-01-09"}
    turns = [
        (search("PageRank patent US6285999 method for node ranking in a linked database"), s1),
        (extract(u1, "inventor, assignee, priority/filing/grant dates, status and family"), p1),
        (memory("add", dict=m1), added(*m1)),
        (search("US7058628 continuation PageRank patent filing date"), s4),
        (extract(u2, "how this continuation's dates and term relate to US6285999"), p2),
        (memory("update", dict=upd), updated(*upd)),
        (memory("add", dict=cont), added(*cont)),
    ]
    rs.add("search", "h53-search-08", SYSTEM, turns, state=start("pagerank-ip", "2025-02-03 11:02:47 UTC"))



def t09(rs: RowSet) -> None:
    u25 = "https://www.topuniversities.com/world-university-rankings/2025"
    u24 = "https://www.topuniversities.com/world-university-rankings/2024"
    q25 = [("Massachusetts Institute of Technology (MIT)", "Cambridge, United States", "100"), ("Imperial College London", "London, United Kingdom", "98.5"),
           ("University of Oxford", "Oxford, United Kingdom", "96.9"), ("Harvard University", "Cambridge, United States", "96.8"),
           ("University of Cambridge", "Cambridge, United Kingdom", "96.7"), ("Stanford University", "Stanford, United States", "96.1"),
           ("ETH Zurich", "Zürich, Switzerland", "93.9"), ("National University of Singapore (NUS)", "Singapore, Singapore", "93.7"),
           ("UCL", "London, United Kingdom", "91.6"), ("California Institute of Technology (Caltech)", "Pasadena, United States", "90.9")]
    q24 = [("Massachusetts Institute of Technology (MIT)", "Cambridge, United States", "100"), ("University of Cambridge", "Cambridge, United Kingdom", "99.2"),
           ("University of Oxford", "Oxford, United Kingdom", "98.9"), ("Harvard University", "Cambridge, United States", "98.3"),
           ("Stanford University", "Stanford, United States", "98.1"), ("Imperial College London", "London, United Kingdom", "97.5"),
           ("ETH Zurich", "Zürich, Switzerland", "96.9"), ("National University of Singapore (NUS)", "Singapore, Singapore", "93.9"),
           ("UCL", "London, United Kingdom", "91.6"), ("University of California, Berkeley (UCB)", "Berkeley, United States", "90.4")]

    def page(ed: str, pub: str, rows: list[tuple[str, str, str]], extra: str = "") -> str:
        return f"""# QS World University Rankings {ed}: Top global universities

Published on {pub}. 1500+ institutions ranked across 105 higher education systems.

{tbl(["Rank", "University", "Location", "Overall score"], [[str(i), u, loc, sc] for i, (u, loc, sc) in enumerate(rows, 1)])}
{extra}
Showing 1-10 of 1503 | Sort by: Rank | Filter: Location, Region, Score"""
    s1 = sr(
        (u25, "QS World University Rankings 2025: Top global universities", "Discover the world's top universities. MIT is ranked first for the 13th consecutive year, with Imperial College London rising to second ...", "Jun 4, 2024"),
        ("https://www.topuniversities.com/qs-world-university-rankings", "QS World University Rankings | Top Universities", "The QS World University Rankings is an annual publication of university rankings by Quacquarelli Symonds ...", "N/A"),
        ("https://www.timeshighereducation.com/news/qs-world-rankings-2025-imperial-second", "Imperial second in QS World University Rankings 2025", "Imperial leapfrogs Oxford and Cambridge to take second place behind MIT ...", "Jun 4, 2024"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia", "The 2025 edition introduced no new indicators; sustainability, employment outcomes and international research network were added in 2024 ...", "N/A"),
        ("https://www.imperial.ac.uk/news/253611/imperial-ranked-second-world-qs/", "Imperial ranked second in the world in QS rankings", "Imperial College London has been ranked second in the world in the QS World University Rankings 2025 ...", "Jun 4, 2024"),
        ("https://www.reuters.com/world/uk/mit-tops-qs-rankings-2025/", "MIT tops global university rankings for 13th year", "Britain's Imperial College came second, up from sixth last year ...", "Jun 4, 2024"),
        (u24, "QS World University Rankings 2024: Top global universities", "MIT remains world number one; Cambridge second, Oxford third ...", "Jun 27, 2023"),
        ("https://www.universityworldnews.com/post.php?story=20240604120512345", "QS 2025: US and UK dominate top 10", "Four US and four UK universities appear in the top ten ...", "Jun 5, 2024"),
        ("https://www.reddit.com/r/UniUK/comments/1d7xk2e/qs_2025_imperial_2nd/", "QS 2025: Imperial 2nd in the world?! : r/UniUK", "Imperial above Oxford and Cambridge is going to upset some people ...", "Jun 4, 2024"),
        ("https://www.topuniversities.com/qs-world-university-rankings/methodology", "QS World University Rankings: Methodology", "Academic reputation 30%, employer reputation 15%, citations per faculty 20% ...", "N/A"),
    )
    m1 = {"qs2025_top3": ["MIT", "Imperial College London", "University of Oxford"],
          "imperial_qs2025": "2nd (overall 98.5)"}
    upd = {"imperial_qs2025": "2nd (overall 98.5); was 6th in QS 2024 (overall 97.5)"}
    uk = [("2", "Imperial College London", "London", "98.5"), ("3", "University of Oxford", "Oxford", "96.9"), ("5", "University of Cambridge", "Cambridge", "96.7"),
          ("9", "UCL", "London", "91.6"), ("27", "The University of Edinburgh", "Edinburgh", "81.0"), ("34", "The University of Manchester", "Manchester", "77.8"),
          ("40", "King's College London", "London", "74.0"), ("50", "The London School of Economics and Political Science (LSE)", "London", "69.0"),
          ("54", "University of Bristol", "Bristol", "67.6"), ("69", "The University of Warwick", "Coventry", "62.5")]
    ukpage = f"""# QS World University Rankings 2025: Top global universities

Filter applied: Location = United Kingdom (90 results). Ranks shown are world ranks.

{tbl(["Rank", "University", "City", "Overall score"], [list(r) for r in uk])}

Showing 1-10 of 90 | Clear filters"""
    s7 = sr(
        ("https://support.qs.com/hc/en-gb/articles/4405955370898-QS-World-University-Rankings", "QS World University Rankings methodology - QS Support", "Academic Reputation 30%, Employer Reputation 15%, Faculty Student Ratio 10%, Citations per Faculty 20%, International Faculty Ratio 5%, International Student Ratio 5%, International Research Network 5%, Employment Outcomes 5%, Sustainability 5% ...", "N/A"),
        ("https://www.topuniversities.com/qs-world-university-rankings/methodology", "QS World University Rankings: Methodology", "Nine indicators; the weights were rebalanced in the 2024 edition ...", "N/A"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia", "Criticism of the reputation surveys, which account for 45% of the score ...", "N/A"),
        ("https://www.timeshighereducation.com/world-university-rankings/world-university-rankings-2025-methodology", "THE World University Rankings 2025: methodology", "Teaching 29.5%, research environment 29%, research quality 30% ...", "Oct 9, 2024"),
        ("https://www.universityworldnews.com/post.php?story=20230627093012444", "QS adds sustainability and employment outcomes", "Faculty student ratio drops from 20% to 10% ...", "Jun 27, 2023"),
        ("https://www.qs.com/rankings-methodology-changes-2024/", "Rankings methodology changes explained | QS", "Three new lenses added for the 2024 edition ...", "Jun 27, 2023"),
        ("https://www.reddit.com/r/AskAcademia/comments/14k8d2l/how_are_qs_rankings_computed/", "How are the QS rankings computed? : r/AskAcademia", "45% reputation surveys, which is why they move slowly ...", "Jun 28, 2023"),
        ("https://www.nature.com/articles/d41586-023-02049-x", "University rankings: what the changes mean", "Weight shifts explain some of the biggest moves ...", "Jul 5, 2023"),
        ("https://www.shanghairanking.com/methodology/arwu/2024", "ARWU 2024 methodology", "Alumni 10%, Award 20%, HiCi 20%, N&S 20%, PUB 20%, PCP 10% ...", "N/A"),
        ("https://www.topuniversities.com/university-rankings-articles/world-university-rankings/qs-world-university-rankings-2025-results", "QS World University Rankings 2025: results", "Imperial rises to 2nd; ETH Zurich stays 7th ...", "Jun 4, 2024"),
    )
    turns = [
        (search("QS World University Rankings 2025 top 10"), s1),
        (extract(u25, "top 10 universities with overall scores"), page("2025", "04 June 2024", q25)),
        (memory("add", dict=m1), added(*m1)),
        (extract(u24, "previous edition top 10 to compare movements"), page("2024", "27 June 2023", q24)),
        (memory("update", dict=upd), updated(*upd)),
        (extract(u25 + "?countries=gb", "UK institutions and their world ranks"), ukpage),
        (search("QS World University Rankings 2025 methodology indicator weights"), s7),
        (memory("retrieve_all"), got_all({"qs2025_top3": m1["qs2025_top3"], "imperial_qs2025": upd["imperial_qs2025"]})),
    ]
    rs.add("search", "h53-search-09", SYSTEM, turns, state=start("qs-compare", "2024-11-20 13:37:25 UTC"))


def t10(rs: RowSet) -> None:
    u8k = "https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001124610&type=8-K&dateb=&owner=include&count=40"
    us4 = "https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001730168&type=S-4&dateb=&owner=include&count=40"
    acc_close = "0001193125-23-283271"
    s1 = sr(
        ("https://investors.broadcom.com/news-releases/news-release-details/broadcom-completes-acquisition-vmware", "Broadcom Completes Acquisition of VMware", "Broadcom Inc. today announced that it has completed its acquisition of VMware, Inc. ...", "Nov 22, 2023"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001124610", "EDGAR Filing Documents for VMware, Inc.", "VMware, Inc. CIK#: 0001124610. SIC: 7372 ...", "N/A"),
        ("https://www.reuters.com/technology/broadcom-closes-69-bln-vmware-deal-2023-11-22/", "Broadcom closes $69 bln VMware deal after China approval", "Broadcom completed its $69 billion acquisition of VMware after receiving approval from Chinese regulators ...", "Nov 22, 2023"),
        ("https://www.sec.gov/Archives/edgar/data/1124610/000119312522158553/d343225d8k.htm", "VMware 8-K: Agreement and Plan of Merger", "On May 26, 2022, VMware entered into an Agreement and Plan of Merger with Broadcom Inc. ...", "May 26, 2022"),
        ("https://en.wikipedia.org/wiki/VMware", "VMware - Wikipedia", "On May 26, 2022, Broadcom announced its intention to acquire VMware for $61 billion; the acquisition closed on November 22, 2023 ...", "N/A"),
        ("https://www.cnbc.com/2023/11/22/broadcom-completes-vmware-acquisition.html", "Broadcom completes $69 billion VMware acquisition", "The deal, announced in May 2022, was cleared by China's SAMR on Tuesday ...", "Nov 22, 2023"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_23_3776", "Commission clears acquisition of VMware by Broadcom, subject to conditions", "The Commission has approved, under the EU Merger Regulation, the proposed acquisition ...", "Jul 12, 2023"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001730168", "EDGAR Filing Documents for Broadcom Inc.", "Broadcom Inc. CIK#: 0001730168. SIC: 3674 ...", "N/A"),
        ("https://www.theregister.com/2023/11/22/broadcom_vmware_deal_done/", "Broadcom's VMware deal is done", "18 months after announcement, the $69bn acquisition closes ...", "Nov 22, 2023"),
        ("https://www.reddit.com/r/vmware/comments/180ybj3/its_done_broadcom_closes/", "It's done: Broadcom closes VMware acquisition : r/vmware", "Brace for licensing changes ...", "Nov 22, 2023"),
    )
    rows8k = [["8-K", "[Documents]", "Current report, items 1.02, 2.01, 3.01, 3.03, 5.01, 5.02, 5.03, and 9.01<br>Acc-no: 0001193125-23-283271 (34 Act) Size: 1 MB", "2023-11-22", "001-33622<br>231431077"],
              ["8-K", "[Documents]", "Current report, items 8.01<br>Acc-no: 0001193125-23-281904 (34 Act) Size: 158 KB", "2023-11-20", "001-33622<br>231422561"],
              ["8-K", "[Documents]", "Current report, items 2.02 and 9.01<br>Acc-no: 0001124610-23-000105 (34 Act) Size: 2 MB", "2023-08-24", "001-33622<br>231199270"],
              ["8-K", "[Documents]", "Current report, items 2.02 and 9.01<br>Acc-no: 0001124610-23-000071 (34 Act) Size: 2 MB", "2023-05-25", "001-33622<br>23958433"],
              ["8-K", "[Documents]", "Current report, items 5.07<br>Acc-no: 0001193125-22-277812 (34 Act) Size: 173 KB", "2022-11-04", "001-33622<br>221362548"],
              ["8-K", "[Documents]", "Current report, items 1.01, 8.01, and 9.01<br>Acc-no: 0001193125-22-158553 (34 Act) Size: 3 MB", "2022-05-26", "001-33622<br>22973460"]]
    p8k = f"""# EDGAR Search Results

**VMware, Inc.** CIK#: 0001124610 (see all company filings)

SIC: 7372 - SERVICES-PREPACKAGED SOFTWARE
State location: CA | State of Inc.: DE | Fiscal Year End: 0202
Business Address: 3401 HILLVIEW AVENUE, PALO ALTO CA 94304, 650-427-5000
Mailing Address: 3401 HILLVIEW AVENUE, PALO ALTO CA 94304

Filter: Filing Type = 8-K | Prior to: (none) | Ownership: include | Limit: 40 results per page

{tbl(["Filings", "Format", "Description", "Filing Date", "File/Film Number"], rows8k)}

Items 1 - 6"""
    doc = f"""# FORM 8-K: CURRENT REPORT

Pursuant to Section 13 or 15(d) of the Securities Exchange Act of 1934

Date of Report (Date of earliest event reported): November 22, 2023

**VMware, Inc.** (Exact name of registrant as specified in its charter)

| State of incorporation | Commission File Number | IRS Employer Identification No. |
| --- | --- | --- |
| Delaware | 001-33622 | 94-3292913 |

SEC Accession No. {acc_close} | Filed 2023-11-22 | Accepted 2023-11-22 06:05:31

## Introductory Note

On November 22, 2023 (the "Closing Date"), pursuant to the Agreement and Plan of Merger, dated as of May 26, 2022 (the "Merger Agreement"), by and among VMware, Inc. ("VMware"), Broadcom Inc. ("Broadcom"), VMware Parent, Inc. ("Holdco"), Verona Merger Sub, Inc., Barcelona Merger Sub 2, Inc. and Barcelona Merger Sub 3, LLC, Broadcom completed its acquisition of VMware.

## Item 2.01 Completion of Acquisition or Disposition of Assets

At the effective time, each share of VMware Class A common stock and Class B common stock was converted into the right to receive, at the election of the holder, either (i) $142.50 in cash, without interest, or (ii) 0.2520 of a share of Broadcom common stock, subject to proration such that approximately 50% of the shares of VMware common stock were converted into cash and 50% into Broadcom common stock.

## Item 3.01 Notice of Delisting

On the Closing Date, VMware notified the New York Stock Exchange (NYSE) of the completion of the merger and requested that trading of VMware Class A common stock be suspended prior to market open on November 22, 2023 and that the stock be withdrawn from listing.

## Item 5.01 Changes in Control of Registrant

As a result of the merger, a change in control of VMware occurred, and VMware became a wholly owned subsidiary of Broadcom.

## Item 9.01 Financial Statements and Exhibits

| Exhibit No. | Description |
| --- | --- |
| 2.1 | Agreement and Plan of Merger, dated as of May 26, 2022 (incorporated by reference to Exhibit 2.1 to the Current Report on Form 8-K filed May 26, 2022) |
| 3.1 | Amended and Restated Certificate of Incorporation of VMware |
| 104 | Cover Page Interactive Data File (embedded within the Inline XBRL document) |"""
    rows_s4 = [["EFFECT", "[Documents]", "Notice of Effectiveness<br>Acc-no: 9999999995-22-002851 (33 Act) Size: 1 KB", "2022-10-03", "333-265820<br>221300412"],
               ["S-4/A", "[Documents]", "[Amend] Registration of securities issued in business combination transactions<br>Acc-no: 0001193125-22-254180 (33 Act) Size: 9 MB", "2022-09-30", "333-265820<br>221285077"],
               ["S-4/A", "[Documents]", "[Amend] Registration of securities issued in business combination transactions<br>Acc-no: 0001193125-22-246512 (33 Act) Size: 9 MB", "2022-09-20", "333-265820<br>221253302"],
               ["S-4/A", "[Documents]", "[Amend] Registration of securities issued in business combination transactions<br>Acc-no: 0001193125-22-219011 (33 Act) Size: 8 MB", "2022-08-11", "333-265820<br>221155430"],
               ["S-4", "[Documents]", "Registration of securities issued in business combination transactions<br>Acc-no: 0001193125-22-178409 (33 Act) Size: 8 MB", "2022-06-24", "333-265820<br>221038772"]]
    ps4 = f"""# EDGAR Search Results

**Broadcom Inc.** CIK#: 0001730168 (see all company filings)

SIC: 3674 - SEMICONDUCTORS & RELATED DEVICES
State location: CA | State of Inc.: DE | Fiscal Year End: 1029
Business Address: 3421 HILLVIEW AVE, PALO ALTO CA 94304, 650-427-6000

Filter: Filing Type = S-4 | Prior to: (none) | Ownership: include | Limit: 40 results per page

{tbl(["Filings", "Format", "Description", "Filing Date", "File/Film Number"], rows_s4)}

Items 1 - 5"""
    mem = {"broadcom_vmware_close": "Closed 2023-11-22 (VMware 8-K, acc. 0001193125-23-283271); agreement dated 2022-05-26",
           "broadcom_vmware_terms": "$142.50 cash or 0.2520 AVGO share per VMW share, prorated ~50/50",
           "broadcom_s4": "S-4 file no. 333-265820: filed 2022-06-24, amended 2022-08-11, 2022-09-20, 2022-09-30; effective 2022-10-03",
           "vmware_holder_vote_8k": "8-K item 5.07 filed 2022-11-04 (acc. 0001193125-22-277812)"}
    turns = [
        (search("Broadcom VMware merger completed date SEC filing"), s1),
        (extract(u8k, "VMware 8-K filings around the merger (agreement, vote, closing)"), p8k),
        (extract(f"https://www.sec.gov/Archives/edgar/data/1124610/{acc_close.replace('-', '')}/d573281d8k.htm", "closing date and merger consideration"), doc),
        (extract(us4, "Broadcom's S-4 registration for the deal and its amendments"), ps4),
        (memory("add", dict=mem), added(*mem)),
        (memory("retrieve", key_list=["broadcom_vmware_close", "broadcom_s4"]), got({"broadcom_vmware_close": mem["broadcom_vmware_close"], "broadcom_s4": mem["broadcom_s4"]})),
    ]
    rs.add("search", "h53-search-10", SYSTEM, turns, state=start("avgo-vmw-filings", "2025-01-14 15:09:33 UTC"))



def t11(rs: RowSet) -> None:
    ueg = "https://www.electionguide.org/elections/id/4193/"
    parties = [("Samfylkingin - Social Democratic Alliance (S)", 44_091, 15), ("Sjálfstæðisflokkurinn - Independence Party (D)", 41_143, 14),
               ("Viðreisn - Liberal Reform Party (C)", 33_606, 11), ("Flokkur fólksins - People's Party (F)", 29_288, 10),
               ("Miðflokkurinn - Centre Party (M)", 25_700, 8), ("Framsóknarflokkurinn - Progressive Party (B)", 16_578, 5),
               ("Sósíalistaflokkur Íslands - Socialist Party (J)", 8_422, 0), ("Píratar - Pirate Party (P)", 6_411, 0),
               ("Vinstrihreyfingin - grænt framboð - Left-Green Movement (V)", 4_974, 0), ("Lýðræðisflokkurinn - Democratic Party (L)", 2_110, 0)]
    valid = sum(v for _, v, _ in parties)
    reg, cast = 268_422, 215_274
    res = tbl(["Party", "Votes", "%", "Seats"], [[p, f"{v:,}", f"{v / valid * 100:.2f}%", str(s)] for p, v, s in parties]
              + [["Total valid", f"{valid:,}", "100.00%", "63"]])
    eg = f"""# Iceland: Althingi (Icelandic Parliament) 2024

| | |
| --- | --- |
| Election for | Alþingi (Althingi) |
| Date held | November 30, 2024 |
| Previous election | September 25, 2021 |
| Registered voters | {reg:,} |
| Votes cast | {cast:,} |
| Voter turnout | {cast / reg * 100:.1f}% |
| Blank / invalid ballots | {cast - valid:,} |
| Seats at stake | 63 |
| Electoral system | List PR in 6 constituencies, 54 constituency + 9 leveling seats, 5% threshold for leveling seats |

## Results

{res}

## Notes

The snap election was called after Prime Minister Bjarni Benediktsson dissolved the three-party coalition with the Left-Green Movement and the Progressive Party on 13 October 2024. The Social Democratic Alliance became the largest party for the first time since 2009.

Source: Statistics Iceland; National Electoral Commission (Landskjörstjórn). Last updated: December 3, 2024."""
    s1 = sr(
        (ueg, "ElectionGuide - Iceland - Althingi 2024", "Date held: November 30, 2024. Voter turnout: 80.2%. Social Democratic Alliance 20.77%, 15 seats; Independence Party 19.38%, 14 seats ...", "Dec 3, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Icelandic_parliamentary_election", "2024 Icelandic parliamentary election - Wikipedia", "Parliamentary elections were held in Iceland on 30 November 2024 ... The Social Democratic Alliance emerged as the largest party ...", "N/A"),
        ("https://www.ruv.is/english/2024-12-01-social-democrats-largest-party-428312", "Social Democrats largest party in Iceland", "Final results: Samfylkingin 15 seats, Independence Party 14, Viðreisn 11, People's Party 10 ...", "Dec 1, 2024"),
        ("https://www.reuters.com/world/europe/icelands-social-democrats-win-snap-election-2024-12-01/", "Iceland's Social Democrats win snap election", "The centre-left Social Democratic Alliance won 20.8% of the vote ...", "Dec 1, 2024"),
        ("https://www.icelandreview.com/politics/election-2024-results/", "Election 2024: Left-Greens and Pirates Out of Parliament", "Two parties lose all their seats as voters punish the outgoing coalition ...", "Dec 1, 2024"),
        ("https://www.statice.is/publications/news-archive/elections/althingi-elections-2024/", "Althingi elections 30 November 2024 - Statistics Iceland", "Voter turnout was 80.2%, compared with 80.1% in 2021 ...", "Dec 12, 2024"),
        ("https://www.idea.int/data-tools/country-view/147/40", "Iceland | International IDEA voter turnout", "Parliamentary turnout history for Iceland since 1946 ...", "N/A"),
        ("https://www.electionguide.org/countries/id/99/", "ElectionGuide - Iceland", "Country profile: elections for Althingi and President ...", "N/A"),
        ("https://www.politico.eu/europe-poll-of-polls/iceland/", "Iceland - National parliament voting intention", "Poll of polls ahead of the 2024 Althing election ...", "Nov 29, 2024"),
        ("https://www.reddit.com/r/Iceland/comments/1h3x7aa/kosningar_2024_nidurstodur/", "Kosningar 2024 - niðurstöður : r/Iceland", "Samfylkingin stærst, VG og Píratar detta út ...", "Dec 1, 2024"),
    )
    s3 = sr(
        ("https://www.government.is/news/article/2024/12/21/new-government-takes-office/", "New Government takes office | Government of Iceland", "Kristrún Frostadóttir became Prime Minister on 21 December 2024 ...", "Dec 21, 2024"),
        ("https://www.reuters.com/world/europe/iceland-social-democrat-frostadottir-forms-government-2024-12-21/", "Iceland's Frostadottir forms three-party coalition", "The Social Democratic Alliance, Liberal Reform Party and People's Party will hold 36 of the 63 seats ...", "Dec 21, 2024"),
        ("https://en.wikipedia.org/wiki/Cabinet_of_Krist%C3%BAn_Frostad%C3%B3ttir", "Cabinet of Kristrún Frostadóttir - Wikipedia", "The cabinet was formed on 21 December 2024 by S, C and F ...", "N/A"),
        ("https://www.ruv.is/english/2024-12-21-three-women-lead-new-government-430101", "Three women lead new government", "Kristrún Frostadóttir, Þorgerður Katrín Gunnarsdóttir and Inga Sæland present the coalition agreement ...", "Dec 21, 2024"),
        ("https://www.icelandreview.com/politics/new-government-ministers/", "Who's who in Iceland's new government", "Daði Már Kristófersson becomes finance minister ...", "Dec 22, 2024"),
        ("https://apnews.com/article/iceland-government-frostadottir-c2e3a1", "Iceland's youngest prime minister takes office", "At 36, Frostadóttir is the youngest person to lead Iceland's government ...", "Dec 21, 2024"),
        ("https://www.politico.eu/article/iceland-government-eu-referendum/", "Iceland's new government promises EU referendum by 2027", "The coalition agreement pledges a vote on resuming EU accession talks ...", "Dec 22, 2024"),
        ("https://en.wikipedia.org/wiki/Krist%C3%BAn_Frostad%C3%B3ttir", "Kristrún Frostadóttir - Wikipedia", "Icelandic economist and politician, Prime Minister of Iceland since 21 December 2024 ...", "N/A"),
        ("https://www.reddit.com/r/Iceland/comments/1hj2k9b/ny_rikisstjorn/", "Ný ríkisstjórn : r/Iceland", "Valkyrjustjórnin tekur við ...", "Dec 21, 2024"),
        ("https://www.grapevine.is/news/2024/12/21/valkyrie-government/", "The 'Valkyrie Government' Takes Office", "Three party leaders, all women, present the coalition platform at Gerðarsafn in Kópavogur ...", "Dec 21, 2024"),
    )
    gov = """# Iceland's Frostadottir forms three-party coalition

*Reuters | December 21, 2024*

REYKJAVIK, Dec 21 (Reuters) - Social Democratic Alliance leader Kristrún Frostadóttir took office as Iceland's prime minister on Saturday, heading a coalition with the Liberal Reform Party (Viðreisn) and the People's Party (Flokkur fólksins) three weeks after a snap election.

The three parties together hold 36 of the 63 seats in the Althingi: 15 for the Social Democrats, 11 for Liberal Reform and 10 for the People's Party. The Independence Party, which led the previous government, goes into opposition with its 14 seats alongside the Centre Party (8) and the Progressive Party (5).

## Key ministers

| Ministry | Minister | Party |
| --- | --- | --- |
| Prime Minister | Kristrún Frostadóttir | Social Democratic Alliance |
| Foreign Affairs | Þorgerður Katrín Gunnarsdóttir | Liberal Reform |
| Finance and Economic Affairs | Daði Már Kristófersson | Liberal Reform |
| Social Affairs and Housing | Inga Sæland | People's Party |

The coalition agreement promises a referendum on resuming EU accession talks by 2027 and measures to bring down inflation and interest rates."""
    mem = {"is2024_seats": "S 15, D 14, C 11, F 10, M 8, B 5 (total 63); J, P, V, L none",
           "is2024_coalition": ["Samfylkingin (S)", "Viðreisn (C)", "Flokkur fólksins (F)"],
           "is2024_turnout": f"{cast / reg * 100:.1f}% ({cast:,} of {reg:,})"}
    s6 = sr(
        ("https://www.icelandreview.com/politics/election-2024-results/", "Election 2024: Left-Greens and Pirates Out of Parliament", "Two parties lose all their seats; the Progressive Party falls from 13 seats to 5 ...", "Dec 1, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Icelandic_parliamentary_election", "2024 Icelandic parliamentary election - Wikipedia", "The Left-Green Movement, part of every government since 2017, lost all eight of its seats ...", "N/A"),
        ("https://www.ruv.is/english/2024-12-01-left-greens-out-428330", "Left-Greens out of parliament for the first time", "The party received 2.3% of the vote, below the 5% threshold ...", "Dec 1, 2024"),
        ("https://www.grapevine.is/news/2024/12/01/pirates-wiped-out/", "Pirates Wiped Out Of Althingi", "After 11 years in parliament, the Pirate Party gets 3.0% ...", "Dec 1, 2024"),
        ("https://www.politico.eu/article/iceland-election-results-left-greens/", "Iceland's governing parties crushed", "Voters punished all three parties of the outgoing coalition ...", "Dec 1, 2024"),
        ("https://www.reuters.com/world/europe/icelands-social-democrats-win-snap-election-2024-12-01/", "Iceland's Social Democrats win snap election", "Independence Party posts its worst result in history ...", "Dec 1, 2024"),
        ("https://www.statice.is/publications/news-archive/elections/althingi-elections-2024/", "Althingi elections 30 November 2024 - Statistics Iceland", "Women make up 46% of elected members ...", "Dec 12, 2024"),
        ("https://www.mbl.is/frettir/kosning/2024/12/01/", "Kosningar 2024 - mbl.is", "Lokatölur úr öllum kjördæmum ...", "Dec 1, 2024"),
        ("https://www.reddit.com/r/europe/comments/1h4d1y0/iceland_election_results/", "Iceland election results : r/europe", "Interesting that the Socialists also missed the threshold at 4% ...", "Dec 1, 2024"),
        ("https://en.wikipedia.org/wiki/Left-Green_Movement", "Left-Green Movement - Wikipedia", "Katrín Jakobsdóttir led the party and the government 2017-2024 ...", "N/A"),
    )
    ir = f"""# Election 2024: Left-Greens and Pirates Out of Parliament

*Iceland Review | December 1, 2024*

The Social Democratic Alliance won the snap parliamentary election held yesterday with {44_091 / valid * 100:.1f}% of the vote and 15 seats, its best result since 2009. Two parties lost all their seats: the Left-Green Movement, which led the government from 2017 until April 2024, and the Pirate Party, in parliament since 2013.

## Seats compared with 2021

{tbl(["Party", "2021", "2024", "Change"], [
        ["Social Democratic Alliance (S)", "6", "15", "+9"], ["Independence Party (D)", "16", "14", "-2"], ["Liberal Reform (C)", "5", "11", "+6"],
        ["People's Party (F)", "6", "10", "+4"], ["Centre Party (M)", "3", "8", "+5"], ["Progressive Party (B)", "13", "5", "-8"],
        ["Pirate Party (P)", "6", "0", "-6"], ["Left-Green Movement (V)", "8", "0", "-8"], ["Total", "63", "63", ""]])}

The Independence Party's {41_143 / valid * 100:.1f}% is its lowest share ever. The Progressive Party lost eight of its thirteen seats.

Turnout was {cast / reg * 100:.1f}%, with {cast:,} ballots cast."""
    bad_mem = {"is2024_coalition": ["Samfylkingin (S)", "Viðreisn (C)", "Framsóknarflokkurinn (B)"], "is2024_seats": mem["is2024_seats"]}
    s9 = sr(
        ("https://www.statice.is/statistics/society/elections/general-elections/", "General elections - Statistics Iceland", "Elected members by constituency and party, 2024 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_members_of_the_Althing,_2024%E2%80%93", "List of members of the Althing, 2024- - Wikipedia", "63 members elected on 30 November 2024, by constituency ...", "N/A"),
        ("https://www.althingi.is/altext/cv/en/", "Members of Parliament - Althingi", "Current members of the Althingi by party and constituency ...", "N/A"),
        ("https://www.landskjor.is/kosningar/althingiskosningar-2024/", "Alþingiskosningar 2024 - Landskjörstjórn", "Úthlutun þingsæta og jöfnunarsæta ...", "Dec 3, 2024"),
        ("https://www.ruv.is/english/2024-12-03-levelling-seats-shift-428500", "Levelling seats shift after recount", "A recount in the South constituency did not change the seat allocation ...", "Dec 3, 2024"),
        ("https://en.wikipedia.org/wiki/Constituencies_of_Iceland", "Constituencies of Iceland - Wikipedia", "Six constituencies: Reykjavík North, Reykjavík South, Southwest, Northwest, Northeast, South ...", "N/A"),
        ("https://www.icelandreview.com/politics/how-iceland-allocates-seats/", "How Iceland Allocates Its 63 Seats", "Nine levelling seats correct for disproportionality between constituencies ...", "Nov 25, 2024"),
        ("https://www.electionguide.org/elections/id/4193/", "ElectionGuide - Iceland - Althingi 2024", "Registered voters 268,422. Votes cast 215,274 ...", "Dec 3, 2024"),
        ("https://www.mbl.is/frettir/kosning/2024/12/03/jofnunarsaeti/", "Jöfnunarsæti - mbl.is", "Hverjir hlutu jöfnunarsæti ...", "Dec 3, 2024"),
        ("https://www.reddit.com/r/Iceland/comments/1h5q2xk/jofnunarsaeti/", "Jöfnunarsæti útskýrð : r/Iceland", "Útskýring á því hvernig jöfnunarsætum er úthlutað ...", "Dec 3, 2024"),
    )
    turns = [
        (search("Iceland parliamentary election 2024 results seats ElectionGuide"), s1),
        (extract(ueg, "votes, shares and seats by party, turnout"), eg),
        (search("Iceland new government December 2024 Kristrún Frostadóttir coalition parties"), s3),
        (extract("https://www.reuters.com/world/europe/iceland-social-democrat-frostadottir-forms-government-2024-12-21/", "which parties form the coalition and their seats"), gov),
        (memory("add", dict=mem), added(*mem)),
        (search("Iceland 2024 election Left-Green Movement Pirates lose all seats"), s6),
        (extract("https://www.icelandreview.com/politics/election-2024-results/", "seat changes versus 2021"), ir),
        (memory("retrieve", key_list=["is2024_coalition", "is2024_seats"]), got(bad_mem)),
        (search("Althingi 2024 members by constituency levelling seats"), s9),
        (memory("add", dict={"is2024_opposition": "D 14, M 8, B 5 (27 seats)"}), added("is2024_opposition")),
    ]
    rs.add("search", "h53-search-11", SYSTEM, turns, state=start("iceland-2024", "2025-01-08 09:55:16 UTC"),
           bad=True, turn=8, kind="stored coalition list comes back with Framsóknarflokkurinn (B) in place of Flokkur fólksins (F), which was what turn 5 stored")



def t12(rs: RowSet) -> None:
    u_v = "https://www.marinetraffic.com/en/ais/details/ships/shipid:5630138/mmsi:353136000/imo:9811000/vessel:EVER_GIVEN"
    u_pc = "https://www.marinetraffic.com/en/data/?asset_type=ports&columns=flag,portname,ata,atd&ship_id=5630138"
    s1 = sr(
        (u_v, "EVER GIVEN, Container Ship - Details and current position - IMO 9811000 - MarineTraffic", "EVER GIVEN is a Container Ship built in 2018 and currently sailing under the flag of Panama. MMSI 353136000, call sign H3RC ...", "N/A"),
        ("https://www.vesselfinder.com/vessels/details/9811000", "EVER GIVEN, Container Ship - IMO 9811000 - VesselFinder", "Container Ship, IMO 9811000, MMSI 353136000. Gross tonnage 219079, DWT 199629 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Ever_Given", "Ever Given - Wikipedia", "Ever Given is one of the largest container ships in the world. In March 2021 it ran aground in the Suez Canal ...", "N/A"),
        ("https://www.myshiptracking.com/vessels/ever-given-mmsi-353136000-imo-9811000", "EVER GIVEN - Container Ship - MyShipTracking", "Current position, speed and destination of EVER GIVEN (MMSI 353136000) ...", "N/A"),
        ("https://www.balticshipping.com/vessel/imo/9811000", "EVER GIVEN - IMO 9811000 - BalticShipping.com", "Builder: Imabari Shipbuilding, Marugame. Owner: Shoei Kisen Kaisha. Manager: Evergreen Marine ...", "N/A"),
        ("https://www.evergreen-marine.com/tvs2/jsp/TVS2_VesselSchedule.jsp?vslCode=EGVN", "Vessel Schedule EVER GIVEN - Evergreen Line", "Voyage schedule for EVER GIVEN on the FAL/CEM service ...", "N/A"),
        ("https://www.fleetmon.com/vessels/ever-given_9811000_9374017/", "EVER GIVEN, Container ship - IMO 9811000 - FleetMon", "Vessel particulars and AIS position ...", "N/A"),
        ("https://www.reddit.com/r/shipping/comments/11w8q3k/where_is_ever_given_now/", "Where is Ever Given now? : r/shipping", "Back on the Asia-Europe loop; you can follow her on MarineTraffic with MMSI 353136000 ...", "Mar 20, 2023"),
        ("https://www.equasis.org/", "Equasis - ship safety information", "Search by IMO number for ship particulars, inspections and management ...", "N/A"),
        ("https://www.gcaptain.com/ever-given-returns-to-suez-canal/", "Ever Given Transits Suez Canal Without Incident", "The ship that blocked the canal in 2021 made an uneventful transit ...", "Aug 20, 2021"),
    )
    vpage = """# EVER GIVEN - Container Ship

**IMO: 9811000 | MMSI: 353136000 | Flag: Panama [PA]**

## Latest Position

| | |
| --- | --- |
| Position received | 2025-03-12 09:41 UTC (4 min ago) |
| Area | WMED - West Mediterranean |
| Latitude / Longitude | 37.1482° / 3.6221° |
| Navigational status | Under way using engine |
| Speed / Course | 17.2 kn / 88° |
| Draught | 14.6 m |
| Destination | PORT SAID EG |
| Reported ETA | 2025-03-16 04:00 UTC |
| AIS source | 2187 (Terrestrial) |

## Vessel Particulars

| | |
| --- | --- |
| Vessel name | EVER GIVEN |
| IMO | 9811000 |
| MMSI | 353136000 |
| Call sign | H3RC |
| Flag | Panama [PA] |
| AIS vessel type | Cargo - Hazard A (Major) |
| General vessel type | Cargo |
| Detailed vessel type | Container Ship |
| Gross tonnage | 219,079 |
| Deadweight | 199,629 t |
| Length overall x Breadth extreme | 399.94 m x 58.8 m |
| Year built | 2018 |
| Home port | PANAMA |
| Status | Active |

## Recent Port Calls (last 3)

| Port | Arrival (ATA) | Departure (ATD) |
| --- | --- | --- |
| ROTTERDAM [NL] | 2025-02-27 06:12 UTC | 2025-03-01 21:40 UTC |
| FELIXSTOWE [GB] | 2025-03-02 11:05 UTC | 2025-03-03 19:30 UTC |
| TANGER MED [MA] | 2025-03-08 14:22 UTC | 2025-03-10 02:15 UTC |"""
    calls = [("TANGER MED", "MA", "2025-03-08 14:22", "2025-03-10 02:15", "1d 11h"), ("FELIXSTOWE", "GB", "2025-03-02 11:05", "2025-03-03 19:30", "1d 8h"),
             ("ROTTERDAM", "NL", "2025-02-27 06:12", "2025-03-01 21:40", "2d 15h"), ("HAMBURG", "DE", "2025-02-22 03:50", "2025-02-25 09:18", "3d 5h"),
             ("PORT SAID EAST", "EG", "2025-02-12 17:31", "2025-02-13 08:02", "14h"), ("COLOMBO", "LK", "2025-02-03 22:40", "2025-02-05 01:12", "1d 2h"),
             ("TANJUNG PELEPAS", "MY", "2025-01-29 07:15", "2025-01-30 16:48", "1d 9h"), ("KAOHSIUNG", "TW", "2025-01-22 05:02", "2025-01-23 12:26", "1d 7h")]
    pc = f"""# Port Calls - EVER GIVEN

EVER GIVEN | IMO 9811000 | MMSI 353163000 | Container Ship | Flag: Panama

Columns: Flag, Port name, ATA (UTC), ATD (UTC), Time in port | Sorted by ATA, newest first

{tbl(["Flag", "Port", "ATA", "ATD", "In port"], [[f, p, a, d, t] for p, f, a, d, t in calls])}

8 of 57 port calls (last 12 months) | Page 1 of 8"""
    mem = {"ever_given_ids": "IMO 9811000, MMSI 353136000, call sign H3RC, flag Panama",
           "ever_given_size": "399.94 m x 58.8 m; GT 219,079; DWT 199,629; built 2018",
           "ever_given_position": "2025-03-12 09:41 UTC, West Med 37.1482N 3.6221E, 17.2 kn, bound PORT SAID EG (ETA 2025-03-16 04:00 UTC)"}
    s5 = sr(
        ("https://en.wikipedia.org/wiki/2021_Suez_Canal_obstruction", "2021 Suez Canal obstruction - Wikipedia", "From 23 to 29 March 2021, the Suez Canal was blocked for six days after the container ship Ever Given ran aground ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Ever_Given", "Ever Given - Wikipedia", "Ever Given is one of the largest container ships in the world, 399.94 m long ...", "N/A"),
        ("https://www.bbc.com/news/world-middle-east-56559073", "Suez Canal: Ever Given container ship freed after a week", "The giant container ship that had been blocking the Suez Canal for almost a week has been freed ...", "Mar 29, 2021"),
        ("https://www.nytimes.com/2021/03/29/world/middleeast/suez-canal-ship-freed.html", "Ship Blocking Suez Canal Is Freed", "Salvage crews dislodged the stern and then the bow on a high tide ...", "Mar 29, 2021"),
        ("https://www.smit.com/news/ever-given-refloated", "Ever Given refloated - SMIT Salvage", "SMIT Salvage and the Suez Canal Authority successfully refloated the vessel ...", "Mar 29, 2021"),
        ("https://www.reuters.com/world/middle-east/ever-given-leaves-suez-canal-2021-07-07/", "Ever Given leaves Suez Canal after compensation deal", "The ship was held for more than three months in the Great Bitter Lake ...", "Jul 7, 2021"),
        ("https://www.lloydslist.com/LL1136229/Ever-Given-grounding-anatomy", "Anatomy of the Ever Given grounding", "Wind gusts of up to 40 knots, bank effect and a speed of 13 knots ...", "Apr 6, 2021"),
        ("https://gcaptain.com/ever-given-by-the-numbers/", "Ever Given by the numbers", "Gross tonnage 219,079; capacity 20,124 TEU ...", "Mar 25, 2021"),
        ("https://www.reddit.com/r/shipping/comments/mdmqqk/ever_given_megathread/", "Ever Given megathread : r/shipping", "Live updates from the canal ...", "Mar 26, 2021"),
        ("https://www.britannica.com/event/Suez-Canal-blockage-of-2021", "Suez Canal blockage of 2021 | Britannica", "On March 23, 2021, the Ever Given ran aground ...", "N/A"),
    )
    wiki = """# Ever Given

**Ever Given** is one of the largest container ships in the world. Owned by Shoei Kisen Kaisha (a subsidiary of Imabari Shipbuilding) and time-chartered and operated by Evergreen Marine, it is registered in Panama.

| | |
| --- | --- |
| Name | Ever Given |
| Owner | Shoei Kisen Kaisha |
| Operator | Evergreen Marine |
| Port of registry | Panama |
| Builder | Imabari Shipbuilding, Marugame |
| Completed | 25 September 2018 |
| Identification | IMO number: 9811000; MMSI number: 353136000; Call sign: H3RC |
| Class and type | Golden-class container ship |
| Tonnage | 219,079 GT; 199,629 DWT |
| Length | 399.94 m (1,312 ft 2 in) |
| Beam | 58.8 m (192 ft 11 in) |
| Capacity | 20,124 TEU |

## 2021 Suez Canal obstruction

On 23 March 2021 Ever Given ran aground in the Suez Canal during a sandstorm, blocking the canal for six days. It was refloated on 29 March 2021 and held in the Great Bitter Lake until 7 July 2021, when a compensation agreement with the Suez Canal Authority was reached."""
    vpage2 = vpage.replace("2025-03-12 09:41 UTC (4 min ago)", "2025-03-12 10:19 UTC (2 min ago)").replace(
        "37.1482° / 3.6221°", "37.1631° / 3.8521°").replace("17.2 kn / 88°", "17.4 kn / 86°").replace("AIS source | 2187 (Terrestrial)", "AIS source | 3045 (Terrestrial)")
    upd = {"ever_given_position": "2025-03-12 10:19 UTC, West Med 37.1631N 3.8521E, 17.4 kn, bound PORT SAID EG (ETA 2025-03-16 04:00 UTC)"}
    turns = [
        (search("EVER GIVEN vessel IMO MMSI current position"), s1),
        (extract(u_v, "identifiers, particulars and latest AIS position"), vpage),
        (extract(u_pc, "port calls over the last months"), pc),
        (memory("add", dict=mem), added(*mem)),
        (search("Ever Given Suez Canal 2021 grounding dimensions"), s5),
        (extract("https://en.wikipedia.org/wiki/Ever_Given", "owner, identifiers and 2021 grounding dates"), wiki),
        (extract(u_v, "refresh latest position"), vpage2),
        (memory("update", dict=upd), updated(*upd)),
        (memory("retrieve_all"), got_all({**mem, **upd})),
    ]
    rs.add("search", "h53-search-12", SYSTEM, turns, state=start("ever-given-track", "2025-03-12 09:45:02 UTC"),
           bad=True, turn=3, kind="port-call page header gives EVER GIVEN's MMSI as 353163000; the vessel page (turn 2) gave 353136000")



def t13(rs: RowSet) -> None:
    ub = "https://www.seriouseats.com/the-food-lab-complete-guide-to-sous-vide-chicken-breast"
    ut = "https://www.seriouseats.com/sous-vide-chicken-thighs-recipe"
    uf = "https://www.fsis.usda.gov/guidelines/2017-0007"
    s1 = sr(
        (ub, "The Food Lab's Complete Guide to Sous Vide Chicken Breast", "Time and temperature guide: 140 °F for very tender and juicy, 150 °F for tender and juicy with a little more firmness, my favorite ...", "Jun 14, 2023"),
        ("https://www.seriouseats.com/sous-vide-chicken-thighs-recipe", "Sous Vide Chicken Thighs Recipe", "Thighs can handle higher temperatures than breasts; 165 °F gives tender meat with rendered connective tissue ...", "Aug 2, 2022"),
        ("https://www.anovaculinary.com/blogs/recipes/sous-vide-chicken-breast", "Sous Vide Chicken Breast | Anova Culinary", "Set your Anova Precision Cooker to 145 °F (63 °C) for 1 to 3 hours ...", "N/A"),
        ("https://www.reddit.com/r/sousvide/comments/x1k9f2/best_temp_for_chicken_breast/", "Best temp for chicken breast? : r/sousvide", "145 for 1.5h is the sweet spot for me. 140 is a bit too soft ...", "Aug 30, 2022"),
        ("https://www.seriouseats.com/sous-vide-101-chicken-breasts", "Sous Vide 101: Chicken Breasts", "Everything you need to know, from seasoning to searing after the bath ...", "Mar 3, 2021"),
        ("https://www.fsis.usda.gov/guidelines/2017-0007", "FSIS Cooking Guideline for Meeting Lethality Performance Standards", "Time-temperature tables for poultry: the time required at a given temperature to achieve a 7-log10 reduction of Salmonella ...", "Jun 2, 2021"),
        ("https://www.thermoworks.com/sous-vide-chicken/", "Sous Vide Chicken Temperatures - ThermoWorks", "Why chicken at 150 °F can be as safe as 165 °F, with the math ...", "Nov 11, 2022"),
        ("https://www.bonappetit.com/story/sous-vide-chicken-breast", "The Case for Sous Vide Chicken Breast | Bon Appétit", "Low and slow yields a breast that is juicy edge to edge ...", "Jan 19, 2023"),
        ("https://www.douglasbaldwin.com/sous-vide.html", "A Practical Guide to Sous Vide Cooking - Douglas Baldwin", "Pasteurization tables for poultry at 55-66 °C by thickness ...", "N/A"),
        ("https://www.chefsteps.com/activities/the-egg-calculator", "ChefSteps - Sous vide guides", "Temperature guides for chicken, eggs and fish ...", "N/A"),
    )
    breast = """# The Food Lab's Complete Guide to Sous Vide Chicken Breast

*J. Kenji López-Alt | Updated Jun 14, 2023*

The USDA recommends cooking chicken to 165 °F (74 °C), but that number is based on an instant 7-log reduction of Salmonella. Bacteria are killed by a combination of temperature and time, so chicken held at a lower temperature for long enough is just as safe.

## Sous Vide Chicken Breast Temperature and Timing Chart

| Temperature | Time | Result |
| --- | --- | --- |
| 136 °F (58 °C) | 1.5 to 4 hours | Very soft, almost raw texture; wet and pink |
| 140 °F (60 °C) | 1.5 to 4 hours | Very tender, juicy, and moist |
| 150 °F (66 °C) | 1 to 4 hours | Tender, juicy, and slightly firm. My favorite. |
| 155 °F (68 °C) | 1 to 4 hours | Firm, juicy, slightly stringy |
| 165 °F (74 °C) | 1 to 4 hours | Traditional texture, firm and dry |

## Notes

- Times are for breasts up to about 1 1/2 inches thick; add time for thicker pieces.
- Don't go past 4 hours: the texture becomes mushy even though the meat stays safe.
- Sear skin-on breasts in a hot skillet for crisp skin, or chill in an ice bath and refrigerate for up to 5 days.
- For thighs and legs, see our separate guide: dark meat does better at higher temperatures.

## Pasteurization times (chicken, 12% fat, 7-log10 Salmonella reduction)

| Temperature | Hold time |
| --- | --- |
| 136 °F (58 °C) | 68.4 minutes |
| 140 °F (60 °C) | 27.5 minutes |
| 145 °F (63 °C) | 8.8 minutes |
| 150 °F (66 °C) | 2.7 minutes |
| 155 °F (68 °C) | 44.2 seconds |
| 160 °F (71 °C) | 13.7 seconds |
| 165 °F (74 °C) | Instant (under 10 seconds) |

Source: USDA FSIS time-temperature tables.

> The important thing is that your chicken spends enough time at the target temperature to pasteurize it all the way through."""
    m3 = {"se_chicken_breast_pick": "150 °F (66 °C), 1-4 h (Kenji's favorite)", "se_chicken_breast_range": "136-165 °F (58-74 °C), 1-4 h"}
    s4 = sr(
        (uf, "FSIS Cooking Guideline for Meeting Lethality Performance Standards", "Appendix A time-temperature table for poultry: 7-log10 lethality at 136 °F through 165 °F, by fat content ...", "Jun 2, 2021"),
        ("https://www.fsis.usda.gov/sites/default/files/import/Appendix-A.pdf", "Appendix A: Compliance Guidelines for Meeting Lethality Performance Standards", "Time-temperature tables for cooked beef, roast beef, cooked corned beef and poultry ...", "N/A"),
        ("https://www.thermoworks.com/sous-vide-chicken/", "Sous Vide Chicken Temperatures - ThermoWorks", "At 150 °F, chicken must hold for 2.7 minutes to reach the same 7-log reduction as 165 °F ...", "Nov 11, 2022"),
        ("https://www.seriouseats.com/the-food-lab-complete-guide-to-sous-vide-chicken-breast", "The Food Lab's Complete Guide to Sous Vide Chicken Breast", "Pasteurization chart: 136 °F for 68.4 minutes, 150 °F for 2.7 minutes ...", "Jun 14, 2023"),
        ("https://www.douglasbaldwin.com/sous-vide.html", "A Practical Guide to Sous Vide Cooking - Douglas Baldwin", "Poultry pasteurization times from 55 °C to 66 °C ...", "N/A"),
        ("https://www.cdc.gov/salmonella/index.html", "Salmonella | CDC", "Salmonella bacteria cause about 1.35 million infections in the United States every year ...", "Mar 10, 2024"),
        ("https://www.reddit.com/r/sousvide/comments/10b3q1d/fsis_tables_explained/", "FSIS lethality tables explained : r/sousvide", "The 12% fat column is what Kenji uses ...", "Jan 13, 2023"),
        ("https://extension.oregonstate.edu/food/safety/sous-vide-safety", "Sous vide safety | OSU Extension", "Hold times matter as much as target temperatures ...", "N/A"),
        ("https://www.ncbi.nlm.nih.gov/pmc/articles/PMC6210322/", "Thermal inactivation of Salmonella in chicken", "D-values and z-values for Salmonella in ground chicken of different fat levels ...", "N/A"),
        ("https://www.foodsafety.gov/food-safety-charts/safe-minimum-internal-temperatures", "Safe Minimum Internal Temperatures | FoodSafety.gov", "Poultry: 165 °F (73.9 °C) ...", "Apr 12, 2019"),
    )
    fsis = f"""# FSIS Cooking Guideline for Meeting Lethality Performance Standards for Salmonella in Ready-to-Eat Poultry Products

*June 2021*

## Table 2. Time-temperature table for chicken (7-log10 Salmonella reduction)

Times are the minimum the product must be held once the whole product reaches the temperature.

{tbl(["Temperature (°F)", "Temperature (°C)", "1% fat", "12% fat"], [
        ["136", "57.8", "63.3 min", "68.4 min"],
        ["140", "60.0", "25.2 min", "27.5 min"],
        ["145", "62.8", "8.4 min", "8.8 min"],
        ["150", "65.6", "2.6 min", "2.7 min"],
        ["155", "68.3", "41.3 sec", "44.2 sec"],
        ["160", "71.1", "12.6 sec", "13.7 sec"],
        ["165", "73.9", "< 10 sec", "< 10 sec"]])}

## Notes

1. Lethality is the result of both temperature and time; interpolation between table values is not permitted.
2. Establishments using these tables must ensure the coldest point of the product reaches the listed temperature.
3. For products not listed (e.g., turkey), use the chicken table unless a validated alternative is available."""
    upd6 = {"se_chicken_breast_pick": "150 °F (66 °C), 1-4 h (Kenji's favorite); FSIS 7-log hold at 150 °F = 2.7 min (12% fat)"}
    m7 = {"pasteurization_140F": "27.5 min hold at 140 °F / 60 °C (chicken, 12% fat)",
          "pasteurization_136F": "68.4 min hold at 136 °F / 57.8 °C (chicken, 12% fat)"}
    s8 = sr(
        (ut, "Sous Vide Chicken Thighs Recipe", "Thighs can handle higher temperatures than breasts; 165 °F gives tender meat with rendered connective tissue ...", "Aug 2, 2022"),
        ("https://www.anovaculinary.com/blogs/recipes/sous-vide-chicken-thighs", "Sous Vide Chicken Thighs | Anova Culinary", "Cook thighs at 165 °F (74 °C) for 1.5 to 4 hours ...", "N/A"),
        (ub, "The Food Lab's Complete Guide to Sous Vide Chicken Breast", "Time and temperature guide for breasts; see our separate guide for thighs and legs ...", "Jun 14, 2023"),
        ("https://www.reddit.com/r/sousvide/comments/ynz0a1/thighs_at_165_or_150/", "Thighs at 165 or 150? : r/sousvide", "150 is juicy but a little rubbery; 165 gets closer to braised ...", "Nov 6, 2022"),
        ("https://www.seriouseats.com/sous-vide-chicken-legs", "Sous Vide Chicken Legs with Crispy Skin", "Whole legs at 165 °F for 4 hours, then a hot sear ...", "Oct 9, 2021"),
        ("https://www.thermoworks.com/sous-vide-chicken/", "Sous Vide Chicken Temperatures - ThermoWorks", "Dark meat benefits from higher temperatures ...", "Nov 11, 2022"),
        ("https://www.chefsteps.com/activities/sous-vide-chicken-thighs", "Sous vide chicken thighs - ChefSteps", "65 °C for 2 hours for juicy, 75 °C for shreddable ...", "N/A"),
        ("https://www.bonappetit.com/story/sous-vide-chicken-thighs", "Sous Vide Chicken Thighs | Bon Appétit", "Crisp the skin under the broiler ...", "Feb 2, 2023"),
        ("https://www.seriouseats.com/sous-vide-101-chicken-breasts", "Sous Vide 101: Chicken Breasts", "Everything you need to know ...", "Mar 3, 2021"),
        ("https://www.douglasbaldwin.com/sous-vide.html", "A Practical Guide to Sous Vide Cooking - Douglas Baldwin", "Tough cuts need longer at higher temperature ...", "N/A"),
    )
    thighs = """# Sous Vide Chicken Thighs Recipe

*Serious Eats Team | Updated Aug 2, 2022*

Chicken thighs have more connective tissue and fat than breasts, so they stay juicy at higher temperatures and benefit from the extra heat, which converts collagen into gelatin.

## Temperature guide for thighs

| Temperature | Time | Result |
| --- | --- | --- |
| 150 °F (66 °C) | 1 to 4 hours | Juicy, slightly springy, still a little pink near the bone |
| 165 °F (74 °C) | 1.5 to 4 hours | Tender and juicy, connective tissue rendered (recommended) |
| 175 °F (79 °C) | 2 to 4 hours | Very tender, pulls from the bone; good for shredding |

## Method

1. Season thighs and seal in a bag with aromatics.
2. Cook in a water bath at 165 °F (74 °C) for 1.5 to 4 hours.
3. Dry thoroughly and sear skin-side down in a hot skillet until crisp, about 5 minutes."""
    m10 = {"se_chicken_thigh_pick": "165 °F (74 °C), 1.5-4 h (thighs tolerate higher temps than breasts)"}
    final = {"se_chicken_breast_pick": upd6["se_chicken_breast_pick"], **m7, **m10}
    turns = [
        (search("serious eats sous vide chicken breast temperature chart"), s1),
        (extract(ub, "time and temperature chart with textures"), breast),
        (memory("add", dict=m3), added(*m3)),
        (search("FSIS poultry time temperature lethality table 7-log salmonella"), s4),
        (extract(uf, "hold time per temperature for chicken"), fsis),
        (memory("update", dict=upd6), updated(*upd6)),
        (memory("add", dict=m7), added(*m7)),
        (search("sous vide chicken thighs temperature serious eats"), s8),
        (extract(ut, "recommended thigh temperature and time"), thighs),
        (memory("add", dict=m10), added(*m10)),
        (memory("remove", key_list=["se_chicken_breast_range"]), removed("se_chicken_breast_range")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h53-search-13", SYSTEM, turns, state=start("sousvide-chicken-notes", "2025-03-23 17:26:48 UTC"))


def t14(rs: RowSet) -> None:
    um = "https://www.hltv.org/matches/2370715/natus-vincere-vs-faze-pgl-major-copenhagen-2024"
    us = "https://www.hltv.org/stats/matches/mapstatsid/178215/natus-vincere-vs-faze"
    s1 = sr(
        (um, "Natus Vincere vs. FaZe at PGL Major Copenhagen 2024 | HLTV.org", "Natus Vincere vs. FaZe - Grand final - PGL Major Copenhagen 2024. Natus Vincere won 2-1 ...", "Mar 31, 2024"),
        ("https://liquipedia.net/counterstrike/PGL/2024/Copenhagen", "PGL Major Copenhagen 2024 - Liquipedia Counter-Strike Wiki", "The first Counter-Strike 2 Major. Natus Vincere defeated FaZe Clan 2-1 in the Grand Final at the Royal Arena ...", "N/A"),
        ("https://www.hltv.org/news/38662/natus-vincere-win-pgl-major-copenhagen", "Natus Vincere win PGL Major Copenhagen | HLTV.org", "NAVI lift the first CS2 Major trophy after beating FaZe in a three-map final ...", "Mar 31, 2024"),
        ("https://en.wikipedia.org/wiki/PGL_Major_Copenhagen_2024", "PGL Major Copenhagen 2024 - Wikipedia", "The PGL Major Copenhagen 2024 was the twentieth Counter-Strike Major Championship and the first played on Counter-Strike 2 ...", "N/A"),
        ("https://www.hltv.org/events/7148/pgl-major-copenhagen-2024", "PGL Major Copenhagen 2024 | HLTV.org", "Event page: teams, results, prize distribution ($1,250,000) ...", "N/A"),
        ("https://www.dexerto.com/counter-strike/navi-win-pgl-copenhagen-major-2024-2612345/", "NAVI win Copenhagen Major with jL leading the way", "Aleksib's side completed a remarkable run in Copenhagen ...", "Mar 31, 2024"),
        ("https://www.reddit.com/r/GlobalOffensive/comments/1bsb2pq/natus_vincere_vs_faze_pgl_major_copenhagen_2024/", "Natus Vincere vs. FaZe / PGL Major Copenhagen 2024 - Grand Final / Post-Match Discussion", "NAVI ARE YOUR MAJOR CHAMPIONS ...", "Mar 31, 2024"),
        ("https://escharts.com/tournaments/csgo/pgl-major-copenhagen-2024", "PGL Major Copenhagen 2024 viewership | Esports Charts", "Peak viewers 1.3M during the grand final ...", "Apr 1, 2024"),
        ("https://www.pgl.gg/copenhagen-major", "PGL Major Copenhagen 2024 | PGL", "Royal Arena, Copenhagen, March 28-31, 2024 ...", "N/A"),
        ("https://www.hltv.org/stats/events/7148/pgl-major-copenhagen-2024", "PGL Major Copenhagen 2024 stats | HLTV.org", "Player and team statistics for the event ...", "N/A"),
    )
    match = """# Natus Vincere vs. FaZe

**PGL Major Copenhagen 2024 - Grand final** | 31st of March 2024, 18:40 CEST | Best of 3 (LAN)

**Natus Vincere 2 - 1 FaZe**

## Veto

1. FaZe removed Vertigo
2. Natus Vincere removed Anubis
3. FaZe picked Nuke
4. Natus Vincere picked Ancient
5. FaZe removed Overpass
6. Natus Vincere removed Mirage
7. Inferno was left over

## Maps

| # | Map | Pick | Natus Vincere | FaZe | Halves (NAVI) |
| --- | --- | --- | --- | --- | --- |
| 1 | Nuke | FaZe | 9 | 13 | 5:7, 4:6 |
| 2 | Ancient | Natus Vincere | 13 | 8 | 8:4, 5:4 |
| 3 | Inferno | Decider | 13 | 7 | 7:5, 6:2 |

## Lineups

- **Natus Vincere**: Aleksib, iM, b1t, jL, w0nderful (coach: B1ad3)
- **FaZe**: karrigan, rain, ropz, broky, frozen (coach: NEO)

## Player of the Match

jL (Natus Vincere) - rating 1.28 over 63 rounds

Match page views: 412,509 | Comments: 6,812"""
    m3 = {"copenhagen_2024_final": "NAVI 2-1 FaZe (31 Mar 2024): Nuke 9-13, Ancient 13-8, Inferno 13-7",
          "copenhagen_2024_potm": "jL, 1.28 rating over 63 rounds"}
    s4 = sr(
        (us, "Natus Vincere vs. FaZe - Match stats | HLTV.org", "Series stats for the PGL Major Copenhagen 2024 grand final: rounds, K-D, ADR, KAST ...", "Mar 31, 2024"),
        (um, "Natus Vincere vs. FaZe at PGL Major Copenhagen 2024 | HLTV.org", "Grand final, Best of 3 ...", "Mar 31, 2024"),
        ("https://www.hltv.org/stats/players/18987/jl", "jL stats | HLTV.org", "Justinas Lekavicius, Lithuania, Natus Vincere ...", "N/A"),
        ("https://www.hltv.org/news/38665/jl-named-mvp-of-pgl-major-copenhagen", "jL named MVP of PGL Major Copenhagen | HLTV.org", "The Lithuanian rifler is the first Major MVP of the CS2 era ...", "Apr 1, 2024"),
        ("https://liquipedia.net/counterstrike/PGL/2024/Copenhagen/Statistics", "PGL Major Copenhagen 2024/Statistics - Liquipedia", "Most kills, highest ADR and clutch statistics ...", "N/A"),
        ("https://www.reddit.com/r/GlobalOffensive/comments/1bsc0x1/jl_in_the_final/", "jL in the final : r/GlobalOffensive", "Insane numbers on Inferno ...", "Mar 31, 2024"),
        ("https://www.hltv.org/stats/teams/4608/natus-vincere", "Natus Vincere team stats | HLTV.org", "Maps played, win rate, rounds ...", "N/A"),
        ("https://www.dust2.us/news/copenhagen-final-stats", "Copenhagen Major final by the numbers", "Breaking down the three maps of the grand final ...", "Apr 1, 2024"),
        ("https://www.strafe.com/cs2/match/natus-vincere-vs-faze-copenhagen/", "NAVI vs FaZe - STRAFE", "Match result and statistics ...", "Mar 31, 2024"),
        ("https://www.hltv.org/stats/teams/6667/faze", "FaZe team stats | HLTV.org", "Maps played, win rate, rounds ...", "N/A"),
    )
    stats = f"""# Natus Vincere vs. FaZe - Match stats

PGL Major Copenhagen 2024 | 2024-03-31 | All maps (3)

| | Natus Vincere | FaZe |
| --- | --- | --- |
| Maps won | 2 | 1 |
| Rounds won | 37 | 28 |
| First kills | 36 | 29 |
| Clutches won | 6 | 3 |

Rounds played: 65

## Natus Vincere

{tbl(["Player", "K-D", "+/-", "ADR", "KAST", "Rating 2.0"], [
        ["jL", "58-44", "+14", "88.6", "76.2%", "1.28"], ["iM", "49-44", "+5", "79.1", "73.0%", "1.12"], ["b1t", "45-41", "+4", "68.4", "74.6%", "1.06"],
        ["w0nderful", "42-41", "+1", "70.2", "69.8%", "1.02"], ["Aleksib", "31-45", "-14", "55.9", "68.3%", "0.79"]])}

## FaZe

{tbl(["Player", "K-D", "+/-", "ADR", "KAST", "Rating 2.0"], [
        ["ropz", "51-43", "+8", "77.3", "71.4%", "1.12"], ["frozen", "47-45", "+2", "73.8", "68.3%", "1.03"], ["broky", "44-44", "0", "66.1", "66.7%", "0.98"],
        ["rain", "41-45", "-4", "69.5", "63.5%", "0.92"], ["karrigan", "32-48", "-16", "58.0", "60.3%", "0.75"]])}"""
    turns = [
        (search("PGL Major Copenhagen 2024 grand final NAVI FaZe HLTV"), s1),
        (extract(um, "map scores, veto and lineups of the grand final"), match),
        (memory("add", dict=m3), added(*m3)),
        (search("HLTV match stats NAVI FaZe Copenhagen final rounds K-D"), s4),
        (extract(us, "series totals and player stats"), stats),
        (memory("add", dict={"copenhagen_2024_top_fragger": "jL 58-44 (+14), ADR 88.6"}), added("copenhagen_2024_top_fragger")),
    ]
    rs.add("search", "h53-search-14", SYSTEM, turns, state=start("cs2-major-recap", "2025-02-11 20:03:30 UTC"),
           bad=True, turn=5, kind="stats page totals 37-28 rounds over 65 played, but the map scores on the match page (turn 2: 9-13, 13-8, 13-7) give 35-28 over 63")



def t15(rs: RowSet) -> None:
    u = "https://www.setlist.fm/setlist/taylor-swift/2024/bc-place-vancouver-bc-canada-5b5c2f3c.html"
    ust = "https://www.setlist.fm/stats/songs/taylor-swift-3bd6bc5c.html?tour=53d6bbf1"
    acts = [("Lover", ["Miss Americana & the Heartbreak Prince", "Cruel Summer", "The Man", "You Need to Calm Down", "Lover"]),
            ("Fearless", ["Fearless", "You Belong With Me", "Love Story"]),
            ("Red", ["22", "We Are Never Ever Getting Back Together", "I Knew You Were Trouble", "All Too Well (10 Minute Version)"]),
            ("Speak Now", ["Enchanted"]),
            ("reputation", ["...Ready for It?", "Delicate", "Don't Blame Me", "Look What You Made Me Do"]),
            ("folklore / evermore", ["cardigan", "betty", "champagne problems", "august", "illicit affairs", "my tears ricochet", "marjorie", "willow"]),
            ("1989", ["Style", "Blank Space", "Shake It Off", "Wildest Dreams", "Bad Blood"]),
            ("The Tortured Poets Department", ["But Daddy I Love Him", "So High School", "Who's Afraid of Little Old Me?", "Down Bad", "Fortnight",
                                              "The Smallest Man Who Ever Lived", "I Can Do It With a Broken Heart"]),
            ("Surprise songs (acoustic)", ["Long Live / New Year's Day (acoustic guitar mashup)", "The Manuscript / Dear John (piano mashup)"]),
            ("Midnights", ["Lavender Haze", "Anti-Hero", "Midnight Rain", "Vigilante Shit", "Bejeweled", "Mastermind", "Karma"])]
    n = 0
    lines = []
    for act, songs in acts:
        lines.append(f"### {act}")
        for sng in songs:
            n += 1
            lines.append(f"{n}. {sng}")
        lines.append("")
    body = "\n".join(lines)

    def setlist(count: int) -> str:
        return f"""# Taylor Swift Setlist at BC Place, Vancouver, BC, Canada

**December 8, 2024** | Tour: The Eras Tour | Concert 149 of 149

{body}
Note: Final show of The Eras Tour. Taylor announced the end of the tour before "Long Live".

Edited by swiftstats_ca | Last updated: Dec 12, 2024 | Revision 38

I was there ({count:,}) | Show song stats | Share"""
    s1 = sr(
        (u, "Taylor Swift Setlist at BC Place, Vancouver - December 8, 2024 | setlist.fm", "Get the Taylor Swift Setlist of the concert at BC Place, Vancouver, BC, Canada on December 8, 2024 from The Eras Tour and other Taylor Swift Setlists for free on setlist.fm!", "Dec 9, 2024"),
        ("https://www.setlist.fm/search?query=taylor+swift+eras+tour", "Taylor Swift Eras Tour setlists | setlist.fm", "149 setlists found for The Eras Tour ...", "N/A"),
        ("https://en.wikipedia.org/wiki/The_Eras_Tour", "The Eras Tour - Wikipedia", "The Eras Tour was the sixth concert tour by Taylor Swift, comprising 149 shows across five continents from March 2023 to December 2024 ...", "N/A"),
        ("https://www.billboard.com/music/music-news/taylor-swift-eras-tour-final-show-vancouver-1235850123/", "Taylor Swift Closes Eras Tour in Vancouver", "The final night at BC Place featured the last pair of surprise-song mashups ...", "Dec 9, 2024"),
        ("https://www.setlist.fm/stats/songs/taylor-swift-3bd6bc5c.html?tour=53d6bbf1", "Taylor Swift song statistics: The Eras Tour | setlist.fm", "Songs played on The Eras Tour, how often and when first/last played ...", "N/A"),
        ("https://www.reddit.com/r/TaylorSwift/comments/1h9x7wz/vancouver_n3_surprise_songs/", "Vancouver N3 surprise songs megathread : r/TaylorSwift", "Long Live at the final show, I'm not crying you're crying ...", "Dec 8, 2024"),
        ("https://www.cbc.ca/news/canada/british-columbia/taylor-swift-final-show-vancouver-1.7405512", "Taylor Swift ends Eras Tour in Vancouver", "More than 50,000 fans at BC Place for the last of three Vancouver nights ...", "Dec 9, 2024"),
        ("https://www.rollingstone.com/music/music-news/taylor-swift-eras-tour-final-show-review-1235200100/", "Taylor Swift's Last Eras Tour Show Was a Victory Lap", "A three-and-a-half-hour goodbye ...", "Dec 9, 2024"),
        ("https://www.setlist.fm/venue/bc-place-vancouver-bc-canada-73d6ae5d.html", "BC Place Concert Setlists | setlist.fm", "Concerts at BC Place, Vancouver ...", "N/A"),
        ("https://www.swifttour.info/eras-surprise-songs", "Eras Tour surprise songs tracker", "Every acoustic surprise song from all 149 shows ...", "Dec 9, 2024"),
    )
    stats_rows = [["Cruel Summer", "149", "2023-03-17", "2024-12-08"], ["Miss Americana & the Heartbreak Prince", "149", "2023-03-17", "2024-12-08"],
                  ["Anti-Hero", "149", "2023-03-17", "2024-12-08"], ["Love Story", "149", "2023-03-17", "2024-12-08"],
                  ["champagne problems", "149", "2023-03-17", "2024-12-08"], ["Enchanted", "149", "2023-03-17", "2024-12-08"],
                  ["The Archer", "83", "2023-03-17", "2024-03-09"], ["'tis the damn season", "83", "2023-03-17", "2024-03-09"],
                  ["tolerate it", "83", "2023-03-17", "2024-03-09"], ["Fortnight", "66", "2024-05-09", "2024-12-08"],
                  ["Down Bad", "66", "2024-05-09", "2024-12-08"], ["Long Live", "2", "2023-06-02", "2024-12-08"]]
    st = f"""# Taylor Swift Song Statistics: The Eras Tour

Statistics based on 149 setlists (2023-03-17 to 2024-12-08). Sort: times played.

{tbl(["Song", "Play count", "First played", "Last played"], stats_rows)}

Showing 12 of 121 songs | Including covers and surprise songs"""
    m3 = {"eras_final_show": "2024-12-08, BC Place, Vancouver (show 149 of 149)",
          "eras_final_surprise": "Long Live / New Year's Day (guitar); The Manuscript / Dear John (piano)",
          "eras_final_setlist_len": f"{n} songs in 10 acts"}
    s5 = sr(
        ("https://www.billboard.com/pro/taylor-swift-eras-tour-final-boxscore-2-billion/", "Taylor Swift's Eras Tour Ends With $2.08 Billion Gross", "The Eras Tour grossed $2,077,618,725 and sold 10,168,008 tickets over 149 shows ...", "Dec 9, 2024"),
        ("https://en.wikipedia.org/wiki/The_Eras_Tour", "The Eras Tour - Wikipedia", "It became the highest-grossing tour of all time and the first to gross over $2 billion ...", "N/A"),
        ("https://www.pollstar.com/article/taylor-swift-eras-tour-final-tally-2024", "Eras Tour final tally | Pollstar", "Swift's run ends as the most-attended and highest-grossing tour in history ...", "Dec 10, 2024"),
        ("https://www.nytimes.com/2024/12/09/arts/music/taylor-swift-eras-tour-ends.html", "The Eras Tour Ends, After 149 Shows and $2 Billion", "A look back at the record-breaking run ...", "Dec 9, 2024"),
        ("https://www.forbes.com/sites/conormurray/2024/12/09/eras-tour-by-the-numbers/", "Eras Tour By The Numbers", "More than 10 million tickets, 51 cities, 5 continents ...", "Dec 9, 2024"),
        ("https://www.reuters.com/lifestyle/taylor-swift-eras-tour-ends-vancouver-2024-12-09/", "Taylor Swift wraps record-breaking Eras Tour", "The tour ends in Vancouver after 21 months ...", "Dec 9, 2024"),
        ("https://www.statista.com/chart/33712/highest-grossing-concert-tours/", "Highest-grossing tours of all time | Statista", "The Eras Tour more than doubles Elton John's Farewell Yellow Brick Road ...", "Dec 11, 2024"),
        ("https://www.reddit.com/r/TaylorSwift/comments/1ha6k0m/final_eras_numbers/", "Final Eras numbers are in : r/TaylorSwift", "$2,077,618,725 and 10,168,008 tickets ...", "Dec 9, 2024"),
        ("https://www.bbc.com/news/articles/c4g3k2v1l7xo", "Taylor Swift's Eras tour ends after nearly two years", "The 149th and final show took place in Vancouver ...", "Dec 9, 2024"),
        ("https://www.cnn.com/2024/12/09/entertainment/taylor-swift-eras-tour-final-show", "Taylor Swift ends Eras Tour", "Swift thanked her band, dancers and crew ...", "Dec 9, 2024"),
    )
    bb = """# Taylor Swift's Eras Tour Ends With $2.08 Billion Gross

*Billboard Pro | December 9, 2024*

Taylor Swift's The Eras Tour wrapped on Sunday (Dec. 8) at BC Place in Vancouver with a final reported gross of $2,077,618,725 and 10,168,008 tickets sold across 149 shows, according to figures reported to Billboard Boxscore.

## By the numbers

| Metric | Value |
| --- | --- |
| Shows | 149 |
| Cities | 51 |
| Countries | 21 |
| Tickets sold | 10,168,008 |
| Gross | $2,077,618,725 |
| Average gross per show | $13,943,750 |
| Average tickets per show | 68,242 |

The tour is the first in history to cross $2 billion, and more than doubles the previous record held by Elton John's Farewell Yellow Brick Road ($939.1 million)."""
    turns = [
        (search("setlist.fm Taylor Swift Eras Tour BC Place December 8 2024 setlist"), s1),
        (extract(u, "full setlist of the final Eras Tour show including surprise songs"), setlist(1342)),
        (memory("add", dict=m3), added(*m3)),
        (extract(ust, "how often core and dropped songs were played across the tour"), st),
        (search("Eras Tour final gross attendance 149 shows"), s5),
        (extract("https://www.billboard.com/pro/taylor-swift-eras-tour-final-boxscore-2-billion/", "final gross, tickets and show count"), bb),
        (extract(u, "recheck the setlist page attendance counter"), setlist(1345)),
        (memory("add", dict={"eras_totals": "$2,077,618,725 gross; 10,168,008 tickets; 149 shows (Billboard Boxscore)"}), added("eras_totals")),
    ]
    rs.add("search", "h53-search-15", SYSTEM, turns, state=start("eras-final", "2025-01-19 22:47:10 UTC"))


def t16(rs: RowSet) -> None:
    u = "https://www.the-numbers.com/movie/Dune-Part-Two-(2024)"
    dom, intl = 282_144_358, 432_300_000
    s1 = sr(
        (u + "#tab=summary", "Dune: Part Two (2024) - Financial Information - The Numbers", "Dune: Part Two (2024) - Box office performance, DVD and Blu-ray sales. Domestic Box Office $282,144,358 ...", "N/A"),
        ("https://www.boxofficemojo.com/title/tt15239678/", "Dune: Part Two - Box Office Mojo", "Domestic Distributor: Warner Bros. Domestic Opening: $82,505,391 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Dune:_Part_Two", "Dune: Part Two - Wikipedia", "Dune: Part Two is a 2024 American epic science fiction film directed by Denis Villeneuve ... grossed $714 million worldwide ...", "N/A"),
        ("https://variety.com/2024/film/box-office/dune-part-two-box-office-opening-weekend-1235927412/", "Box Office: 'Dune: Part Two' Opens to $81.5 Million", "Sunday estimates put the sequel at $81.5 million domestically ...", "Mar 3, 2024"),
        ("https://deadline.com/2024/03/dune-part-two-box-office-1235842110/", "'Dune: Part Two' Opening Weekend Actuals $82.5M", "Warner Bros./Legendary's sequel opened in 4,071 theaters ...", "Mar 4, 2024"),
        ("https://www.the-numbers.com/movies/franchise/Dune", "Dune Franchise Box Office History - The Numbers", "Dune (2021) $402,027,830 worldwide; Dune: Part Two (2024) ...", "N/A"),
        ("https://www.imdb.com/title/tt15239678/", "Dune: Part Two (2024) - IMDb", "Paul Atreides unites with Chani and the Fremen while seeking revenge ...", "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/1bbq2rt/dune_part_two_crosses_700m/", "Dune: Part Two crosses $700M worldwide : r/boxoffice", "Legs in IMAX are incredible ...", "May 5, 2024"),
        ("https://www.forbes.com/sites/scottmendelson/2024/06/dune-part-two-box-office-final/", "'Dune: Part Two' Box Office Ends Above $714 Million", "The sequel nearly doubled the first film's global total ...", "Jun 20, 2024"),
        ("https://www.boxofficepro.com/dune-part-two-box-office/", "Dune: Part Two box office tracking", "Legendary's sequel on track for the year's first blockbuster ...", "Feb 27, 2024"),
    )
    summ = f"""# Dune: Part Two (2024)

## Box Office

| | |
| --- | --- |
| Domestic Box Office | ${dom:,} |
| International Box Office | ${intl:,} |
| Worldwide Box Office | ${dom + intl:,} |
| Opening Weekend | $82,505,391 (29.2% of total gross) |
| Legs | 3.42 (domestic box office/biggest weekend) |
| Domestic Share | {dom / (dom + intl) * 100:.1f}% (domestic box office/worldwide) |
| Production Budget | $190,000,000 (worldwide box office is 3.8 times production budget) |
| Theater counts | 4,071 opening theaters/4,074 max. theaters, 7.9 weeks average run per theater |
| Infl. Adj. Dom. BO | $285,310,778 |

## Movie Details

| | |
| --- | --- |
| Domestic Releases | March 1st, 2024 (Wide) by Warner Bros. |
| International Releases | February 28th, 2024 (Wide) (France) |
| Video Release | May 14th, 2024 by Warner Bros. Home Entertainment |
| MPAA Rating | PG-13 for sequences of strong violence, some disturbing images, suggestive material and brief strong language. (Rating bulletin 2813 (Cert #54802), 2/7/2024) |
| Running Time | 166 minutes |
| Franchise | Dune |
| Source | Based on Fiction Book/Short Story |
| Genre | Adventure |
| Production Method | Live Action |
| Creative Type | Science Fiction |
| Production/Financing Companies | Legendary Pictures, Villeneuve Films |
| Production Countries | United States, Canada |
| Languages | English |"""
    m3 = {"dune2_domestic": f"${dom:,}", "dune2_worldwide": f"${dom + intl:,}", "dune2_budget": "$190,000,000",
          "dune2_rating": "PG-13 (strong violence, disturbing images, suggestive material, brief strong language)"}
    s4 = sr(
        ("https://www.the-numbers.com/box-office-chart/weekend/2024/03/01", "Weekend Box Office Chart for March 1st, 2024 - The Numbers", "Dune: Part Two debuts with $82,505,391 ...", "N/A"),
        ("https://www.boxofficemojo.com/weekend/2024W09/", "Domestic 2024 Weekend 9 - Box Office Mojo", "Mar 1-3, 2024. Dune: Part Two. Bob Marley: One Love ...", "N/A"),
        ("https://deadline.com/2024/03/dune-part-two-box-office-1235842110/", "'Dune: Part Two' Opening Weekend Actuals $82.5M", "Biggest opening of 2024 so far ...", "Mar 4, 2024"),
        ("https://variety.com/2024/film/box-office/dune-part-two-box-office-opening-weekend-1235927412/", "Box Office: 'Dune: Part Two' Opens to $81.5 Million", "Sunday estimates ...", "Mar 3, 2024"),
        ("https://www.the-numbers.com/weekend-box-office-chart", "Weekend Box Office Chart - The Numbers", "Current weekend box office chart ...", "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/1b5y8d9/weekend_actuals_dune_part_two/", "Weekend Actuals: Dune: Part Two $82.5M : r/boxoffice", "IMAX did $18.5M of that ...", "Mar 4, 2024"),
        ("https://www.boxofficepro.com/weekend-box-office-dune-part-two/", "Weekend Box Office: Dune: Part Two Opens Big", "The sequel more than doubles the first film's $41M opening ...", "Mar 3, 2024"),
        ("https://www.nytimes.com/2024/03/03/business/media/dune-part-two-box-office.html", "'Dune: Part Two' Gives Theaters a Jolt", "A strong start for a slow year ...", "Mar 3, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/box-office-dune-part-two-opening-1235839870/", "Box Office: 'Dune 2' Soars to $81.5M", "Overseas added $97M ...", "Mar 3, 2024"),
        ("https://www.the-numbers.com/box-office-chart/weekend/2024/02/23", "Weekend Box Office Chart for February 23rd, 2024 - The Numbers", "Bob Marley: One Love repeats at number one ...", "N/A"),
    )
    chart = [("1", "(-)", "Dune: Part Two", "Warner Bros.", 82_505_391, "-", 4071, "-", 82_505_391, "1"),
             ("2", "(1)", "Bob Marley: One Love", "Paramount Pictures", 4_051_172, "-68%", 3274, "-265", 88_330_125, "3"),
             ("3", "(3)", "Ordinary Angels", "Lionsgate", 3_671_028, "-45%", 3024, "-", 13_012_940, "2"),
             ("4", "(2)", "Madame Web", "Sony Pictures", 3_221_390, "-60%", 3412, "-663", 39_540_611, "3"),
             ("5", "(4)", "Demon Slayer: To the Hashira Training", "Crunchyroll", 2_805_300, "-83%", 1949, "-", 19_600_210, "2"),
             ("6", "(6)", "Argylle", "Universal", 1_770_045, "-49%", 2210, "-775", 43_670_815, "5"),
             ("7", "(5)", "Drive-Away Dolls", "Focus Features", 1_211_930, "-51%", 2271, "-", 4_688_501, "2"),
             ("8", "(7)", "Migration", "Universal", 1_167_010, "-29%", 1902, "-291", 124_512_890, "11"),
             ("9", "(8)", "Wonka", "Warner Bros.", 1_101_553, "-33%", 1650, "-320", 215_880_147, "12"),
             ("10", "(10)", "The Chosen: Season 4 Episodes 7-8", "Fathom Events", 1_005_400, "-52%", 2033, "-", 3_451_028, "2")]
    wk = f"""# Weekend Box Office Chart for March 1st, 2024

{tbl(["TW", "LW", "Movie", "Distributor", "Gross", "Change", "Thtrs.", "Change", "Total Gross", "Week"],
        [[a, b, c, d, f"${g:,}", ch, f"{t:,}", tc, f"${tot:,}", w] for a, b, c, d, g, ch, t, tc, tot, w in chart])}

Total for all films: $112,940,306 (+79% vs last weekend)"""
    m6 = {"dune2_opening": "$82,505,391 in 4,071 theaters, Mar 1-3 2024 (No. 1)"}
    s7 = sr(
        (u + "#tab=video", "Dune: Part Two (2024) - DVD and Blu-ray sales - The Numbers", "Domestic video sales: $30,150,112 (DVD $5,211,046; Blu-ray $24,939,066) ...", "N/A"),
        ("https://www.blu-ray.com/movies/Dune-Part-Two-4K-Blu-ray/352345/", "Dune: Part Two 4K Blu-ray", "Release date May 14, 2024. Warner Bros. ...", "N/A"),
        ("https://www.the-numbers.com/home-market/packaged-media-chart/2024/05/19", "Packaged media chart for week ending May 19th, 2024", "Dune: Part Two debuts at No. 1 ...", "N/A"),
        ("https://www.mediaplaynews.com/dune-part-two-tops-disc-sales-charts/", "'Dune: Part Two' Tops Disc Sales Charts", "Warner's sequel debuts at No. 1 on Circana's chart ...", "May 22, 2024"),
        ("https://www.reddit.com/r/4kbluray/comments/1cr8w2x/dune_part_two_4k_review/", "Dune: Part Two 4K review : r/4kbluray", "Reference Atmos track ...", "May 14, 2024"),
        ("https://www.digitalbitsmagazine.com/dune-part-two-4k/", "Dune: Part Two (4K UHD Review)", "Villeneuve's sequel on disc ...", "May 20, 2024"),
        ("https://www.highdefdigest.com/dune-part-two-4k", "Dune: Part Two 4K Ultra HD Blu-ray Review", "Dolby Vision, Atmos, 2.5 hours of extras ...", "May 13, 2024"),
        ("https://www.the-numbers.com/movie/Dune-(2021)#tab=video", "Dune (2021) - DVD and Blu-ray sales", "Domestic video sales: $23,818,604 ...", "N/A"),
        ("https://www.whats-on-netflix.com/news/dune-part-two-streaming/", "When will Dune: Part Two be on streaming?", "Max premiere set for August 2024 ...", "Jul 30, 2024"),
        ("https://www.amazon.com/Dune-Part-Two-4K-UHD/dp/B0CW1Z7K3V", "Dune: Part Two (4K UHD + Blu-ray + Digital)", "Customer reviews and formats ...", "N/A"),
    )
    video = """# Dune: Part Two (2024) - Video Sales

| | |
| --- | --- |
| Video Release | May 14th, 2024 by Warner Bros. Home Entertainment |
| MPAA Rating | R for sequences of strong violence, some disturbing images, suggestive material and brief strong language. |
| Running Time | 166 minutes |

## Domestic Video Sales

| | |
| --- | --- |
| Total Domestic Video Sales | $30,150,112 |
| DVD Sales | $5,211,046 |
| Blu-ray Sales | $24,939,066 |

## Weekly DVD and Blu-ray Sales

| Date | Rank | Units this Week | Change | Total Units | Spending this Week | Total Spending | Week |
| --- | --- | --- | --- | --- | --- | --- | --- |
| May 19, 2024 | 1 | 493,118 | | 493,118 | $13,805,210 | $13,805,210 | 1 |
| May 26, 2024 | 1 | 128,402 | -74% | 621,520 | $3,595,256 | $17,400,466 | 2 |
| Jun 2, 2024 | 2 | 61,577 | -52% | 683,097 | $1,724,156 | $19,124,622 | 3 |
| Jun 9, 2024 | 3 | 38,910 | -37% | 722,007 | $1,089,480 | $20,214,102 | 4 |"""
    s10 = sr(
        ("https://www.the-numbers.com/box-office-records/worldwide/all-movies/cumulative/released-in-2024", "Top 2024 Movies at the Worldwide Box Office - The Numbers", "1 Inside Out 2. 2 Deadpool & Wolverine. 3 Moana 2. 4 Despicable Me 4 ...", "N/A"),
        ("https://www.boxofficemojo.com/year/world/2024/", "2024 Worldwide Box Office - Box Office Mojo", "Inside Out 2 $1,698,863,816 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_in_film", "2024 in film - Wikipedia", "Highest-grossing films of 2024 ...", "N/A"),
        ("https://variety.com/2025/film/box-office/2024-box-office-year-end-1236265432/", "2024 Box Office: The Year's Winners and Losers", "Dune: Part Two was the year's biggest original-IP-adjacent sci-fi hit ...", "Jan 2, 2025"),
        ("https://deadline.com/2025/01/2024-global-box-office-top-movies-1236240000/", "2024 Global Box Office: Top Films", "Seven films crossed $700M worldwide ...", "Jan 3, 2025"),
        ("https://www.reddit.com/r/boxoffice/comments/1hs3m2z/2024_worldwide_final/", "2024 worldwide top 10 (final) : r/boxoffice", "Dune 2 ends at #7 ...", "Jan 2, 2025"),
        ("https://www.statista.com/statistics/262926/box-office-revenue-of-the-most-successful-movies-of-all-time/", "Highest grossing movies 2024 | Statista", "Worldwide box office of the top films of 2024 ...", "Jan 10, 2025"),
        ("https://www.hollywoodreporter.com/movies/movie-news/2024-box-office-top-10-1236098765/", "2024's Top 10 at the Global Box Office", "Animation dominated the top of the chart ...", "Jan 2, 2025"),
        ("https://www.the-numbers.com/market/2024/summary", "Domestic Movie Theatrical Market Summary 2024", "Total domestic box office $8.57 billion ...", "N/A"),
        ("https://www.forbes.com/sites/scottmendelson/2025/01/01/2024-box-office-recap/", "2024 Box Office Recap", "A year of sequels ...", "Jan 1, 2025"),
    )
    ww = [("Inside Out 2", 1_698_863_816), ("Deadpool & Wolverine", 1_338_073_645), ("Moana 2", 1_059_242_164), ("Despicable Me 4", 969_126_710),
          ("Wicked", 756_535_681), ("Mufasa: The Lion King", 722_631_756), ("Dune: Part Two", dom + intl), ("Godzilla x Kong: The New Empire", 571_750_016),
          ("Kung Fu Panda 4", 547_689_492), ("Venom: The Last Dance", 478_819_527)]
    wwp = f"""# Top 2024 Movies at the Worldwide Box Office

{tbl(["Rank", "Movie", "Worldwide Box Office"], [[str(i), t, f"${g:,}"] for i, (t, g) in enumerate(ww, 1)])}

Showing 1-10 of 100"""
    turns = [
        (search("Dune Part Two box office the-numbers budget"), s1),
        (extract(u + "#tab=summary", "box office totals, budget, release and rating details"), summ),
        (memory("add", dict=m3), added(*m3)),
        (search("weekend box office March 1-3 2024 the numbers"), s4),
        (extract("https://www.the-numbers.com/box-office-chart/weekend/2024/03/01", "top 10 for the opening weekend"), wk),
        (memory("add", dict=m6), added(*m6)),
        (search("Dune Part Two DVD Blu-ray sales the numbers"), s7),
        (extract(u + "#tab=video", "home video sales and release details"), video),
        (memory("retrieve", key_list=["dune2_worldwide", "dune2_rating"]), got({"dune2_worldwide": m3["dune2_worldwide"], "dune2_rating": m3["dune2_rating"]})),
        (search("2024 worldwide box office top 10 the numbers"), s10),
        (extract("https://www.the-numbers.com/box-office-records/worldwide/all-movies/cumulative/released-in-2024", "where Dune: Part Two ranks for 2024"), wwp),
    ]
    rs.add("search", "h53-search-16", SYSTEM, turns, state=start("dune2-finance", "2025-05-07 08:18:44 UTC"),
           bad=True, turn=8, kind="video tab lists Dune: Part Two's MPAA rating as R, while the summary tab of the same film page (turn 2) gave PG-13")



def t17(rs: RowSet) -> None:
    u = "https://ourworldindata.org/grapher/share-of-children-vaccinated-with-the-first-dose-of-measles-vaccine"
    world = [(2000, 72), (2005, 77), (2010, 84), (2015, 85), (2019, 86), (2020, 84), (2021, 81), (2022, 83), (2023, 83)]
    s1 = sr(
        (u, "Share of one-year-olds vaccinated against measles (first dose) - Our World in Data", "Share of one-year-olds who have received the first dose of the measles-containing vaccine (MCV1). Data source: WHO/UNICEF (2024) ...", "N/A"),
        ("https://ourworldindata.org/vaccination", "Vaccination - Our World in Data", "Vaccines are one of humanity's greatest achievements; global coverage of measles vaccination rose from ...", "N/A"),
        ("https://www.who.int/news/item/15-07-2024-global-childhood-vaccination-coverage-stalls", "Global childhood vaccination coverage stalled in 2023", "In 2023, 83% of children received their first dose of measles vaccine, the same as 2022 but below the 86% of 2019 ...", "Jul 15, 2024"),
        ("https://data.unicef.org/topic/child-health/immunization/", "Immunization statistics - UNICEF DATA", "WUENIC estimates of national immunization coverage, 2023 revision ...", "Jul 15, 2024"),
        ("https://immunizationdata.who.int/global/wiise-detail-page/measles-vaccination-coverage", "Measles vaccination coverage - WHO Immunization Data portal", "MCV1 and MCV2 coverage by country, region and global ...", "N/A"),
        ("https://ourworldindata.org/measles-vaccine-coverage", "Measles vaccine coverage - Our World in Data", "How many children are vaccinated against measles around the world?", "N/A"),
        ("https://www.cdc.gov/mmwr/volumes/73/wr/mm7345a4.htm", "Progress Toward Measles Elimination - Worldwide, 2000-2023 | MMWR", "Estimated MCV1 coverage increased from 72% in 2000 to 86% in 2019, then fell to 81% in 2021 ...", "Nov 14, 2024"),
        ("https://en.wikipedia.org/wiki/Measles_vaccine", "Measles vaccine - Wikipedia", "The measles vaccine is very effective at preventing measles ...", "N/A"),
        ("https://www.gavi.org/vaccineswork/measles-coverage-2023", "Measles coverage in 2023: what the data say", "22 million children missed their first measles dose in 2023 ...", "Jul 17, 2024"),
        ("https://www.reddit.com/r/dataisbeautiful/comments/1e4k2k1/oc_measles_vaccination_coverage/", "[OC] Measles vaccination coverage 2000-2023 : r/dataisbeautiful", "Made with OWID grapher data ...", "Jul 16, 2024"),
    )
    chart = f"""# Share of one-year-olds vaccinated against measles (first dose), World

Share of one-year-olds who have received the first dose of the measles-containing vaccine (MCV1). Chart view, 2000 to 2023.

{tbl(["Year", "World"], [[str(y), f"{v}%"] for y, v in world])}

Data source: WHO/UNICEF Estimates of National Immunization Coverage (WUENIC) (2024) - processed by Our World in Data
Last updated: July 16, 2024 | Next expected update: July 2025
OurWorldinData.org/vaccination | CC BY"""
    rows = [("World", 86, 83), ("Brazil", 93, 88), ("India", 95, 93), ("Nigeria", 54, 60), ("Pakistan", 86, 86),
            ("United Kingdom", 90, 89), ("United States", 90, 92), ("Ethiopia", 62, 55)]
    trs = [[c, f"{a}%", f"{b}%", f"{b - a:+d} pt", f"{(b - a) / a * 100:+.1f}%"] for c, a, b in rows]
    table = f"""# Share of one-year-olds vaccinated against measles (first dose)

Table view | Time period: 2019 to 2023 | Selected countries and regions

{tbl(["Country/area", "2019", "2023", "Absolute change", "Relative change"], trs)}

Data source: WHO/UNICEF Estimates of National Immunization Coverage (WUENIC) (2024) - processed by Our World in Data
Last updated: July 16, 2024"""
    m4 = {"mcv1_world": "86% (2019) -> 81% (2021) -> 83% (2022) -> 83% (2023); OWID/WUENIC, updated 2024-07-16",
          "mcv1_2019_2023_change": "World -3 pt (-3.5%); Nigeria +6 pt; Ethiopia -7 pt; US +2 pt"}
    s5 = sr(
        ("https://www.who.int/news/item/15-07-2024-global-childhood-vaccination-coverage-stalls", "Global childhood vaccination coverage stalled in 2023", "Coverage with the second measles dose reached 74% ...", "Jul 15, 2024"),
        ("https://www.unicef.org/press-releases/global-childhood-immunization-levels-stalled-2023", "Global childhood immunization levels stalled in 2023 | UNICEF", "14.5 million children did not receive a single dose of DTP ...", "Jul 15, 2024"),
        ("https://www.gavi.org/vaccineswork/measles-coverage-2023", "Measles coverage in 2023: what the data say", "22 million children missed their first measles dose in 2023 ...", "Jul 17, 2024"),
        ("https://www.cdc.gov/mmwr/volumes/73/wr/mm7345a4.htm", "Progress Toward Measles Elimination - Worldwide, 2000-2023", "An estimated 10.3 million measles cases occurred in 2023, a 20% increase from 2022 ...", "Nov 14, 2024"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/childhood-vaccination-rates-stall-2024-07-15/", "Childhood vaccination rates stall, WHO and UNICEF say", "Global coverage has not recovered to pre-pandemic levels ...", "Jul 15, 2024"),
        ("https://data.unicef.org/resources/wuenic-2023-revision/", "WUENIC 2023 revision - UNICEF DATA", "Country profiles and global summary ...", "Jul 15, 2024"),
        ("https://www.thelancet.com/journals/laninf/article/PIIS1473-3099(24)00450-2/fulltext", "Measles resurgence after the pandemic", "Backsliding in coverage has led to outbreaks in 57 countries ...", "Aug 20, 2024"),
        ("https://ourworldindata.org/measles-vaccine-coverage", "Measles vaccine coverage - Our World in Data", "How many children are vaccinated against measles around the world?", "N/A"),
        ("https://www.bmj.com/content/386/bmj.q1571", "Vaccination coverage stalls for second year", "BMJ news on the WUENIC release ...", "Jul 16, 2024"),
        ("https://www.reddit.com/r/medicine/comments/1e3y7m2/wuenic_2023/", "WUENIC 2023 numbers : r/medicine", "83% MCV1 is still well short of the 95% needed ...", "Jul 15, 2024"),
    )
    who = """# Global childhood vaccination coverage stalled in 2023

*WHO and UNICEF joint news release | 15 July 2024*

Global childhood immunization coverage stalled in 2023, leaving 2.7 million additional children un- or under-vaccinated compared with pre-pandemic levels in 2019, according to data published today by WHO and UNICEF.

## Key figures (WUENIC, 2023)

| Indicator | 2019 | 2022 | 2023 |
| --- | --- | --- | --- |
| DTP3 coverage | 86% | 84% | 84% |
| DTP1 coverage | 90% | 89% | 89% |
| Measles first dose (MCV1) | 86% | 83% | 83% |
| Measles second dose (MCV2) | 71% | 74% | 74% |
| Zero-dose children (no DTP1) | 12.8 million | 13.9 million | 14.5 million |

> "The latest trends show that many countries continue to miss far too many children," said Dr Tedros Adhanom Ghebreyesus, WHO Director-General.

Nearly 35 million children are estimated to be either unprotected or only partly protected against measles. Coverage of 95% with two doses is needed to prevent outbreaks."""
    upd = {"mcv1_world": "86% (2019) -> 81% (2021) -> 83% (2022) -> 83% (2023); OWID/WUENIC, updated 2024-07-16; MCV2 74% in 2023 (WHO, 15 Jul 2024)"}
    turns = [
        (search("Our World in Data measles vaccination coverage first dose global"), s1),
        (extract(u, "world MCV1 coverage trend 2000-2023"), chart),
        (extract(u + "?tab=table&time=2019..2023&country=OWID_WRL~BRA~IND~NGA~PAK~GBR~USA~ETH", "change 2019 to 2023 for selected countries"), table),
        (memory("add", dict=m4), added(*m4)),
        (search("WUENIC 2023 measles second dose coverage WHO UNICEF July 2024"), s5),
        (extract("https://www.who.int/news/item/15-07-2024-global-childhood-vaccination-coverage-stalls", "MCV1 and MCV2 figures for 2019, 2022 and 2023"), who),
        (memory("update", dict=upd), updated(*upd)),
    ]
    rs.add("search", "h53-search-17", SYSTEM, turns, state=start("measles-coverage", "2024-09-04 12:12:58 UTC"))


def t18(rs: RowSet) -> None:
    uw = "https://en.wikipedia.org/wiki/Elizabeth_line"
    s1 = srb(
        ("Elizabeth line opening date", (
            (uw, "Elizabeth line - Wikipedia", "The Elizabeth line is a high-frequency hybrid urban-suburban rail service in London and its suburbs. It opened on 24 May 2022 ...", "N/A"),
            ("https://tfl.gov.uk/modes/elizabeth-line/", "Elizabeth line - Transport for London", "Trains every few minutes between Paddington and Abbey Wood, with direct services to Reading, Heathrow and Shenfield ...", "N/A"),
            ("https://www.bbc.co.uk/news/uk-england-london-61554373", "Elizabeth line: London's new railway opens to passengers", "The first trains left Paddington and Abbey Wood at 06:30 BST ...", "May 24, 2022"),
            ("https://en.wikipedia.org/wiki/Crossrail", "Crossrail - Wikipedia", "Crossrail was the project that built the Elizabeth line ...", "N/A"),
            ("https://www.theguardian.com/uk-news/2022/may/24/elizabeth-line-opens", "Elizabeth line opens after years of delays", "The line opened three and a half years late ...", "May 24, 2022"),
            ("https://www.london.gov.uk/press-releases/mayoral/elizabeth-line-to-open-on-24-may", "Elizabeth line to open on 24 May", "The Mayor confirmed the opening date ...", "May 4, 2022"),
            ("https://www.railwaygazette.com/uk/elizabeth-line-opens/62005.article", "Elizabeth line opens | Railway Gazette", "The central section is now open ...", "May 24, 2022"),
            ("https://www.reddit.com/r/london/comments/uwrb2v/elizabeth_line_day_one/", "Elizabeth line day one : r/london", "Queued at 6am at Paddington ...", "May 24, 2022"),
            ("https://www.royal.uk/the-queen-visits-paddington-elizabeth-line", "The Queen visits the Elizabeth line", "Her Majesty officially opened the line on 17 May 2022 ...", "May 17, 2022"),
            ("https://www.timeout.com/london/news/elizabeth-line-everything-you-need-to-know", "Elizabeth line: everything you need to know", "Stations, maps and journey times ...", "May 20, 2022"),
        )),
        ("Crossrail Bond Street station opening", (
            ("https://www.bbc.co.uk/news/uk-england-london-63360143", "Elizabeth line: Bond Street station finally opens", "Bond Street opened on 24 October 2022, five months after the rest of the central section ...", "Oct 24, 2022"),
            ("https://tfl.gov.uk/info-for/media/press-releases/2022/october/bond-street-elizabeth-line-station-opens", "Bond Street Elizabeth line station opens | TfL", "Customers can now use all ten new stations ...", "Oct 24, 2022"),
            (uw, "Elizabeth line - Wikipedia", "Bond Street station opened on 24 October 2022 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Bond_Street_station", "Bond Street station - Wikipedia", "The Elizabeth line platforms opened on 24 October 2022 ...", "N/A"),
            ("https://www.standard.co.uk/news/transport/bond-street-elizabeth-line-open-b1035132.html", "Bond Street Elizabeth line station opens", "Delayed by design and construction problems ...", "Oct 24, 2022"),
            ("https://www.newcivilengineer.com/latest/bond-street-crossrail-delay-explained", "Why Bond Street was late", "Design problems and contractor issues delayed fit-out ...", "Oct 19, 2022"),
            ("https://www.ianvisits.co.uk/articles/bond-street-elizabeth-line-station-opening-58312/", "A first look at Bond Street's Elizabeth line station", "Entrances on Davies Street and Hanover Square ...", "Oct 24, 2022"),
            ("https://www.reddit.com/r/london/comments/ybvxq1/bond_street_is_open/", "Bond Street is open! : r/london", "Finally no skipping it ...", "Oct 24, 2022"),
            ("https://www.crossrail.co.uk/route/stations/bond-street", "Bond Street | Crossrail", "Station design and construction ...", "N/A"),
            ("https://www.timeout.com/london/news/bond-street-elizabeth-line-opening-date", "Bond Street's Elizabeth line station has an opening date", "It will open on 24 October ...", "Oct 4, 2022"),
        )),
    )
    wiki = """# Elizabeth line

The **Elizabeth line** is a high-frequency hybrid urban-suburban rail service in London and its suburbs, named after Queen Elizabeth II. It runs between Reading and Heathrow Airport in the west and Shenfield and Abbey Wood in the east, through new twin-bore tunnels under central London.

| | |
| --- | --- |
| Owner | Transport for London |
| Operator | MTR Elizabeth line |
| Stations | 41 |
| Opened | 24 May 2022 |
| Rolling stock | Class 345 Aventra (70 units) |
| Depots | Old Oak Common, Plumstead, Ilford, Maidenhead (stabling) |
| Ridership | 210 million (2023/24) |
| Tunnels | 21 km (13 mi) twin-bore (42 km of tunnel) |
| Speed | 145 km/h (90 mph) max. |

## Opening stages

| Date | Milestone |
| --- | --- |
| 17 May 2022 | Official opening by Queen Elizabeth II at Paddington |
| 24 May 2022 | Central section Paddington - Abbey Wood opens (Bond Street still closed) |
| 24 October 2022 | Bond Street station opens |
| 6 November 2022 | Through services from Reading/Heathrow to Abbey Wood and from Shenfield to Paddington |
| 21 May 2023 | Final timetable: 24 trains per hour in the core, direct Shenfield - Heathrow/Reading services |

## Stations

The line serves 41 stations, ten of which were newly built for the project: Paddington, Bond Street, Tottenham Court Road, Farringdon, Liverpool Street, Whitechapel, Canary Wharf, Custom House, Woolwich and Abbey Wood."""
    m3 = {"elizabeth_opened": "24 May 2022 (central section); Bond Street 24 Oct 2022; through services 6 Nov 2022; full timetable 21 May 2023",
          "elizabeth_stations": 41}
    upd5 = {"elizabeth_stations": "41 stations, 10 newly built (Paddington ... Abbey Wood)"}
    s6 = sr(
        ("https://tfl.gov.uk/info-for/media/press-releases/2024/may/elizabeth-line-second-birthday", "Elizabeth line celebrates second birthday | TfL", "More than 350 million journeys since opening; around 4.5 million journeys a week ...", "May 24, 2024"),
        ("https://www.bbc.co.uk/news/articles/c4nn3g8k2x1o", "Elizabeth line busiest railway in UK", "The line carried 210 million journeys in 2023/24, one in six rail journeys in Britain ...", "Dec 11, 2024"),
        ("https://dataportal.orr.gov.uk/statistics/usage/passenger-rail-usage/", "Passenger rail usage | ORR Data Portal", "Elizabeth line journeys by quarter ...", "Dec 11, 2024"),
        (uw, "Elizabeth line - Wikipedia", "Ridership 210 million (2023/24) ...", "N/A"),
        ("https://www.standard.co.uk/news/transport/elizabeth-line-busiest-railway-b1198765.html", "Elizabeth line named UK's busiest railway", "Overtaking Govia Thameslink ...", "Dec 11, 2024"),
        ("https://www.railwaygazette.com/uk/elizabeth-line-ridership/", "Elizabeth line ridership ahead of forecast", "Demand has outpaced pre-opening forecasts ...", "Jun 3, 2024"),
        ("https://www.london.gov.uk/who-we-are/what-london-assembly-does/questions-mayor/find-an-answer/elizabeth-line-journeys", "Elizabeth line journeys - Mayor's Question Time", "Weekly journey figures since opening ...", "Mar 21, 2024"),
        ("https://www.reddit.com/r/london/comments/1cz9k2x/elizabeth_line_2_years/", "Elizabeth line turns 2 : r/london", "It's rammed at rush hour now ...", "May 24, 2024"),
        ("https://www.theguardian.com/uk-news/2024/may/24/elizabeth-line-two-years", "Elizabeth line at two", "A railway that changed how London moves ...", "May 24, 2024"),
        ("https://www.ianvisits.co.uk/articles/elizabeth-line-passenger-numbers-2024-70123/", "Elizabeth line passenger numbers 2024", "Busiest stations: Liverpool Street, Tottenham Court Road ...", "Jul 2, 2024"),
    )
    tfl = """# Elizabeth line celebrates second birthday

*Transport for London press release | 24 May 2024*

The Elizabeth line today marks two years since it opened, with more than 350 million journeys made since 24 May 2022.

- Around 4.5 million journeys are now made on the line every week, up from around 3.5 million a week in its first year.
- The busiest stations are Liverpool Street, Tottenham Court Road, Paddington and Farringdon.
- Since the final timetable was introduced on 21 May 2023, up to 24 trains an hour run in each direction through the central section at peak times.
- Reliability: 95% of trains ran on time in the last four-week period.

The Mayor of London, Sadiq Khan, said: "The Elizabeth line has been a huge success, transforming travel across London and the south-east.\""""
    m7 = {"elizabeth_ridership": "350m+ journeys by 24 May 2024; ~4.5m/week (TfL); 210m in 2023/24"}
    final = {"elizabeth_opened": m3["elizabeth_opened"], **m7}
    turns = [
        (search("Elizabeth line opening date", "Crossrail Bond Street station opening"), s1),
        (extract(uw, "opening stages, stations and basic figures"), wiki),
        (memory("add", dict=m3), added(*m3)),
        (memory("update", dict=upd5), updated(*upd5)),
        (search("Elizabeth line ridership journeys per week 2024"), s6),
        (extract("https://tfl.gov.uk/info-for/media/press-releases/2024/may/elizabeth-line-second-birthday", "journey totals and weekly ridership"), tfl),
        (memory("add", dict=m7), added(*m7)),
        (memory("remove", key_list=["elizabeth_stations"]), removed("elizabeth_stations")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h53-search-18", SYSTEM, turns, state=start("elizabeth-line-facts", "2025-01-30 07:51:26 UTC"))



def t19(rs: RowSet) -> None:
    ua = "https://explorersweb.com/antarctica-roundup-chandi-past-the-pole/"
    ut = "https://share.garmin.com/PolarPreet"
    s1 = sr(
        (ua, "Antarctica Roundup: Chandi Past the Pole, Racing the Calendar - ExplorersWeb", "Preet Chandi is now well beyond the South Pole on her attempt to cross Antarctica solo and unsupported ...", "Jan 16, 2023"),
        ("https://www.polarpreet.com/", "Polar Preet - Preet Chandi", "Follow my live tracker and updates from my Antarctic crossing attempt ...", "N/A"),
        (ut, "Garmin MapShare - PolarPreet", "Live inReach track for PolarPreet ...", "N/A"),
        ("https://www.bbc.co.uk/news/uk-england-derbyshire-64012345", "Army officer Preet Chandi passes South Pole on solo crossing bid", "The 33-year-old from Derby reached the Pole on day 47 ...", "Dec 31, 2022"),
        ("https://explorersweb.com/antarctica-2022-23-season-preview/", "Antarctica 2022-23: Season Preview - ExplorersWeb", "Full crossings, Pole trips and a record attempt by Preet Chandi ...", "Nov 8, 2022"),
        ("https://www.forces.net/news/preet-chandi-antarctica-crossing-attempt", "Polar Preet sets off on Antarctic crossing bid", "Captain Preet Chandi set off from Hercules Inlet on 14 November ...", "Nov 15, 2022"),
        ("https://www.instagram.com/polarpreet/", "Preet Chandi (@polarpreet) - Instagram", "Day 62. Whiteout again ...", "Jan 15, 2023"),
        ("https://www.reddit.com/r/Antarctica/comments/10c1k2d/preet_chandi_tracker/", "Preet Chandi tracker? : r/Antarctica", "Her MapShare page updates every hour while she's moving ...", "Jan 14, 2023"),
        ("https://www.theguardian.com/world/2023/jan/preet-chandi-antarctica", "Preet Chandi pushes on across Antarctica", "She is attempting a 1,700 km solo crossing ...", "Jan 10, 2023"),
        ("https://explorersweb.com/tag/preet-chandi/", "Preet Chandi - ExplorersWeb", "All ExplorersWeb stories tagged Preet Chandi ...", "N/A"),
    )
    art = """# Antarctica Roundup: Chandi Past the Pole, Racing the Calendar

*ExplorersWeb | January 16, 2023*

Preet Chandi is into the final third of her attempt to become the first woman to cross Antarctica solo and unsupported. After passing the South Pole on day 47, she has turned north toward the Ross Ice Shelf.

## Preet Chandi (UK)

- Start: Hercules Inlet, 14 November 2022
- Day 63 (January 15): 1,355 km covered
- Daily average over the last week: 23.5 km
- Target: the bottom of the Reedy Glacier / Ross Ice Shelf, roughly 1,700 km in total

The pace is good, but the calendar is tight. Antarctic Logistics & Expeditions (ALE) plans its last flights out of Union Glacier in late January, and Chandi may have to decide soon whether to continue to the coast or stop and set a distance record.

## Others on the ice

ALE's last-degree groups have all left the Pole, and several guided full-distance teams are already back at Union Glacier awaiting flights to Punta Arenas."""
    pts = [("06:10", "-88.4231", "-141.8822", "2,771 m", "0.0 km/h", "-", "Tracking started", "1,378.6"),
           ("07:10", "-88.4043", "-141.9904", "2,768 m", "2.3 km/h", "352°", "", "1,380.9"),
           ("08:10", "-88.3852", "-142.1031", "2,764 m", "2.4 km/h", "351°", "", "1,383.3"),
           ("09:10", "-88.3669", "-142.2085", "2,760 m", "2.3 km/h", "352°", "", "1,385.6"),
           ("10:10", "-88.3484", "-142.3177", "2,757 m", "2.3 km/h", "351°", "", "1,387.9"),
           ("11:10", "-88.3311", "-142.4190", "2,752 m", "2.2 km/h", "352°", "", "1,390.1"),
           ("11:40", "-88.3226", "-142.4702", "2,750 m", "1.1 km/h", "352°", "Break", "1,391.2"),
           ("12:10", "-88.3137", "-142.5238", "2,747 m", "2.2 km/h", "352°", "", "1,392.3")]

    def track(upto: int, now: str) -> str:
        rows = [[f"2023-01-17 {t} UTC", la, lo, el, v, c, msg or "-", km] for t, la, lo, el, v, c, msg, km in pts[:upto]][::-1]
        last = pts[upto - 1]
        return f"""# Garmin MapShare - PolarPreet

Device: inReach Mini 2 | Tracking interval: 60 min (30 min during breaks) | Page loaded {now}

**Last known location:** {last[1]}, {last[2]} at 2023-01-17 {last[0]} UTC (Day 65)
**Track distance (expedition):** {last[7]} km

## Track points, today

{tbl(["Time", "Latitude", "Longitude", "Elevation", "Velocity", "Course", "Message", "Cumulative km"], rows)}

Showing {upto} points for 2023-01-17 | Older points: 1,842"""
    m4 = {"chandi_last_fix": "2023-01-17 12:10 UTC, -88.3137 / -142.5238, day 65, 1,392.3 km cumulative",
          "chandi_start": "Hercules Inlet, 2022-11-14; passed South Pole day 47"}
    s5 = sr(
        ("https://explorersweb.com/antarctica-2022-23-season-preview/", "Antarctica 2022-23: Season Preview - ExplorersWeb", "Chandi aims to ski 1,700 km from Hercules Inlet to the Ross Ice Shelf via the South Pole ...", "Nov 8, 2022"),
        (ua, "Antarctica Roundup: Chandi Past the Pole, Racing the Calendar - ExplorersWeb", "Day 63: 1,355 km covered; ALE's last flights in late January ...", "Jan 16, 2023"),
        ("https://www.guinnessworldrecords.com/world-records/longest-solo-unsupported-polar-ski-female", "Longest solo unsupported one-way polar ski journey (female)", "Record title for the longest solo, unsupported and unassisted polar ski by a woman ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Preet_Chandi", "Preet Chandi - Wikipedia", "British Army officer and polar explorer ...", "N/A"),
        ("https://www.polarpreet.com/", "Polar Preet - Preet Chandi", "Live tracker and blog ...", "N/A"),
        ("https://www.forces.net/news/preet-chandi-antarctica-crossing-attempt", "Polar Preet sets off on Antarctic crossing bid", "She set off from Hercules Inlet on 14 November ...", "Nov 15, 2022"),
        ("https://www.bbc.co.uk/news/uk-england-derbyshire-64012345", "Army officer Preet Chandi passes South Pole on solo crossing bid", "Reached the Pole on day 47 ...", "Dec 31, 2022"),
        ("https://adventure-journal.com/reedy-glacier-route/", "Crossing Antarctica via the Reedy Glacier", "The Reedy Glacier descends from the polar plateau to the Ross Ice Shelf ...", "Dec 2, 2021"),
        ("https://www.reddit.com/r/Antarctica/comments/10c1k2d/preet_chandi_tracker/", "Preet Chandi tracker? : r/Antarctica", "Her MapShare page updates every hour while she's moving ...", "Jan 14, 2023"),
        ("https://www.antarctic-logistics.com/season-dates/", "Season dates | Antarctic Logistics & Expeditions", "Union Glacier operates from November to late January ...", "N/A"),
    )
    turns = [
        (search("Preet Chandi Antarctica crossing tracker ExplorersWeb January 2023"), s1),
        (extract(ua, "Chandi's day count, distance and timing constraints"), art),
        (extract(ut, "latest position and today's track points"), track(8, "2023-01-17 12:33 UTC")),
        (memory("add", dict=m4), added(*m4)),
        (search("Preet Chandi Ross Ice Shelf solo unsupported crossing 1,700 km record"), s5),
        (extract(ut, "refresh to see whether a newer point has arrived"), track(7, "2023-01-17 12:52 UTC")),
        (memory("retrieve", key_list=["chandi_last_fix"]), got({"chandi_last_fix": m4["chandi_last_fix"]})),
        (memory("update", dict={"chandi_start": "Hercules Inlet, 2022-11-14; passed South Pole day 47 (ExplorersWeb, 16 Jan 2023)"}), updated("chandi_start")),
    ]
    rs.add("search", "h53-search-19", SYSTEM, turns, state=start("polar-preet-watch", "2023-01-17 12:31:05 UTC"),
           bad=True, turn=6, kind="refreshed tracker shows the 11:40 UTC point as the latest fix (1,391.2 km) although turn 3 already showed a later 12:10 UTC point at 1,392.3 km")


def t20(rs: RowSet) -> None:
    u0 = "https://datatracker.ietf.org/doc/rfc9000/"
    u4 = "https://datatracker.ietf.org/doc/rfc9114/"
    s1 = sr(
        (u0, "RFC 9000 - QUIC: A UDP-Based Multiplexed and Secure Transport", "This document defines the core of the QUIC transport protocol. QUIC provides applications with flow-controlled streams for structured communication ...", "May 27, 2021"),
        ("https://www.rfc-editor.org/rfc/rfc9000.html", "RFC 9000: QUIC: A UDP-Based Multiplexed and Secure Transport", "Internet Engineering Task Force (IETF) J. Iyengar, Ed. Request for Comments: 9000 Fastly Category: Standards Track M. Thomson, Ed. ...", "May 2021"),
        ("https://datatracker.ietf.org/wg/quic/about/", "QUIC (quic) - IETF Datatracker", "The QUIC working group ... documents: RFC 8999, RFC 9000, RFC 9001, RFC 9002 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/QUIC", "QUIC - Wikipedia", "QUIC is a general-purpose transport layer network protocol initially designed by Jim Roskind at Google ... standardized as RFC 9000 in May 2021 ...", "N/A"),
        ("https://datatracker.ietf.org/doc/rfc9001/", "RFC 9001 - Using TLS to Secure QUIC", "This document describes how Transport Layer Security (TLS) is used to secure QUIC ...", "May 27, 2021"),
        ("https://datatracker.ietf.org/doc/rfc9002/", "RFC 9002 - QUIC Loss Detection and Congestion Control", "This document describes loss detection and congestion control mechanisms for QUIC ...", "May 27, 2021"),
        ("https://www.fastly.com/blog/quic-is-now-rfc-9000", "QUIC is now RFC 9000 | Fastly", "After more than four years of work, the IETF published QUIC version 1 ...", "May 27, 2021"),
        ("https://blog.cloudflare.com/quic-version-1-is-live-on-cloudflare/", "QUIC Version 1 is live on Cloudflare", "On May 27th the IETF published RFC 9000 ...", "May 28, 2021"),
        ("https://datatracker.ietf.org/doc/draft-ietf-quic-transport/", "draft-ietf-quic-transport-34", "Replaced by / published as RFC 9000 ...", "Jan 15, 2021"),
        ("https://www.reddit.com/r/networking/comments/nmdxfn/quic_is_now_rfc_9000/", "QUIC is now RFC 9000 : r/networking", "Finally standardized ...", "May 27, 2021"),
    )
    p0 = """# QUIC: A UDP-Based Multiplexed and Secure Transport

**RFC 9000**

| | |
| --- | --- |
| Document type | RFC - Proposed Standard (May 2021) Errata |
| Was | draft-ietf-quic-transport (quic WG) |
| Authors | Jana Iyengar, Martin Thomson |
| Last updated | 2024-02-14 |
| RFC stream | IETF |
| Formats | txt html pdf xml json |
| Pages | 151 |
| Reviews | GENART, SECDIR, TSVART |
| Responsible AD | Magnus Westerlund |

## Abstract

This document defines the core of the QUIC transport protocol. QUIC provides applications with flow-controlled streams for structured communication, low-latency connection establishment, and network path migration. QUIC includes security measures that ensure confidentiality, integrity, and availability in a range of deployment circumstances. Accompanying documents describe the integration of TLS for key negotiation, loss detection, and an exemplary congestion control algorithm.

## Related documents

- RFC 8999: Version-Independent Properties of QUIC
- RFC 9001: Using TLS to Secure QUIC
- RFC 9002: QUIC Loss Detection and Congestion Control

Email authors | IPR | References | Referenced by | Nits | Search email archive"""
    m3 = {"rfc9000": "QUIC: A UDP-Based Multiplexed and Secure Transport; Proposed Standard, May 2021; Iyengar & Thomson (eds.); 151 pp; was draft-ietf-quic-transport"}
    m4 = {"rfc9001": "Using TLS to Secure QUIC; Proposed Standard, May 2021; Thomson & Turner (eds.)"}
    s5 = sr(
        (u4, "RFC 9114 - HTTP/3 - IETF Datatracker", "The QUIC transport protocol has several features that are desirable in a transport for HTTP ... This document describes a mapping of HTTP semantics over QUIC ...", "Jun 6, 2022"),
        ("https://www.rfc-editor.org/rfc/rfc9114.html", "RFC 9114: HTTP/3", "M. Bishop, Ed. Akamai. June 2022 ...", "Jun 2022"),
        ("https://en.wikipedia.org/wiki/HTTP/3", "HTTP/3 - Wikipedia", "HTTP/3 is the third major version of the Hypertext Transfer Protocol ... published as RFC 9114 on June 6, 2022 ...", "N/A"),
        ("https://blog.cloudflare.com/cloudflare-view-http3-usage/", "Examining HTTP/3 usage one year on", "HTTP/3 now accounts for over a quarter of requests ...", "Jun 6, 2023"),
        ("https://datatracker.ietf.org/doc/rfc9204/", "RFC 9204 - QPACK: Field Compression for HTTP/3", "This specification defines QPACK ...", "Jun 6, 2022"),
        ("https://datatracker.ietf.org/doc/draft-ietf-quic-http/", "draft-ietf-quic-http-34", "Published as RFC 9114 ...", "Feb 2, 2021"),
        ("https://www.akamai.com/blog/performance/http3-is-rfc-9114", "HTTP/3 is now RFC 9114 | Akamai", "Editor Mike Bishop on the long road to HTTP/3 ...", "Jun 6, 2022"),
        ("https://developer.mozilla.org/en-US/docs/Glossary/HTTP_3", "HTTP/3 - MDN Web Docs Glossary", "HTTP/3 uses QUIC instead of TCP ...", "N/A"),
        ("https://www.reddit.com/r/programming/comments/v66f0g/http3_is_now_rfc_9114/", "HTTP/3 is now RFC 9114 : r/programming", "Only took five years ...", "Jun 6, 2022"),
        ("https://datatracker.ietf.org/doc/rfc9110/", "RFC 9110 - HTTP Semantics", "Defines the semantics common to all versions of HTTP ...", "Jun 6, 2022"),
    )
    p4 = """# HTTP/3

**RFC 9114**

| | |
| --- | --- |
| Document type | RFC - Proposed Standard (June 2022) Errata |
| Was | draft-ietf-quic-http (quic WG) |
| Author | Mike Bishop |
| Last updated | 2023-11-02 |
| RFC stream | IETF |
| Formats | txt html pdf xml json |
| Pages | 57 |
| Responsible AD | Zaheduzzaman Sarker |

## Abstract

The QUIC transport protocol has several features that are desirable in a transport for HTTP, such as stream multiplexing, per-stream flow control, and low-latency connection establishment. This document describes a mapping of HTTP semantics over QUIC. This document also identifies HTTP/2 features that are subsumed by QUIC and describes how HTTP/2 extensions can be ported to HTTP/3.

## Related documents

- RFC 9110: HTTP Semantics
- RFC 9204: QPACK: Field Compression for HTTP/3
- RFC 9000: QUIC: A UDP-Based Multiplexed and Secure Transport"""
    m7 = {"rfc9114": "HTTP/3; Proposed Standard, June 2022; M. Bishop (ed.); 57 pp; was draft-ietf-quic-http; header compression in RFC 9204 (QPACK)"}
    s9 = sr(
        ("https://datatracker.ietf.org/doc/rfc9002/", "RFC 9002 - QUIC Loss Detection and Congestion Control", "This document describes loss detection and congestion control mechanisms for QUIC ...", "May 27, 2021"),
        ("https://www.rfc-editor.org/rfc/rfc9002.html", "RFC 9002: QUIC Loss Detection and Congestion Control", "J. Iyengar, Ed. Fastly; I. Swett, Ed. Google. May 2021 ...", "May 2021"),
        ("https://datatracker.ietf.org/doc/draft-ietf-quic-recovery/", "draft-ietf-quic-recovery-34", "Published as RFC 9002 ...", "Jan 15, 2021"),
        ("https://en.wikipedia.org/wiki/QUIC", "QUIC - Wikipedia", "Loss recovery and congestion control are specified in RFC 9002 ...", "N/A"),
        ("https://www.chromium.org/quic/", "QUIC, a multiplexed transport over UDP - Chromium", "Google's implementation notes and congestion control experiments ...", "N/A"),
        ("https://datatracker.ietf.org/doc/rfc9438/", "RFC 9438 - CUBIC for Fast and Long-Distance Networks", "CUBIC congestion control, also usable with QUIC ...", "Aug 2023"),
        ("https://blog.cloudflare.com/cubic-and-hystart-support-in-quiche/", "CUBIC and HyStart++ support in quiche", "Implementing RFC 9002 congestion control ...", "May 19, 2020"),
        ("https://www.reddit.com/r/networking/comments/q1p3f2/quic_loss_detection/", "How does QUIC detect loss? : r/networking", "Packet-number space, no retransmission ambiguity ...", "Oct 4, 2021"),
        ("https://datatracker.ietf.org/wg/quic/documents/", "QUIC working group documents", "Active and published documents of the quic WG ...", "N/A"),
        ("https://www.rfc-editor.org/errata/rfc9002", "RFC Errata Report for RFC 9002", "Verified and reported errata ...", "N/A"),
    )
    turns = [
        (search("RFC 9000 QUIC datatracker"), s1),
        (extract(u0, "status, authors, date, page count and related RFCs"), p0),
        (memory("add", dict=m3), added(*m3)),
        (memory("add", dict=m4), added(*m4)),
        (search("RFC 9114 HTTP/3 datatracker"), s5),
        (extract(u4, "status, editor, date and page count"), p4),
        (memory("add", dict=m7), added(*m7)),
        (memory("remove", key_list=["rfc9001"]), removed("rfc9001")),
        (search("RFC 9002 QUIC loss detection and congestion control"), s9),
        (memory("retrieve_all"), got_all(m3)),
    ]
    rs.add("search", "h53-search-20", SYSTEM, turns, state=start("quic-rfc-notes", "2025-02-25 14:58:30 UTC"),
           bad=True, turn=10, kind="retrieve_all lists only rfc9000; rfc9114, added at turn 7 and never removed, is missing (only rfc9001 was removed)")



def t21(rs: RowSet) -> None:
    u = "https://cwur.org/2024.php"
    uc = "https://cwur.org/2024/switzerland.php"
    top = [("Harvard University", "USA", "1", "1", "1", "1", "100"), ("Massachusetts Institute of Technology", "USA", "2", "4", "2", "5", "96.7"),
           ("Stanford University", "USA", "3", "5", "4", "2", "95.1"), ("University of Cambridge", "United Kingdom", "4", "2", "3", "7", "94.1"),
           ("University of Oxford", "United Kingdom", "5", "13", "7", "4", "93.3"), ("Princeton University", "USA", "6", "3", "6", "48", "92.6"),
           ("Columbia University", "USA", "7", "11", "13", "9", "91.9"), ("University of Pennsylvania", "USA", "8", "9", "23", "13", "91.2"),
           ("University of Chicago", "USA", "9", "7", "16", "29", "90.8"), ("Yale University", "USA", "10", "10", "14", "15", "90.3")]
    s1 = sr(
        (u, "World University Rankings 2024 | CWUR", "The Center for World University Rankings ranks 2,000 universities out of 20,966 worldwide. Harvard tops the list, followed by MIT and Stanford ...", "Jun 3, 2024"),
        ("https://cwur.org/methodology/world-university-rankings.php", "Methodology | CWUR", "Education (25%), Employability (25%), Faculty (10%), Research (40%) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Center_for_World_University_Rankings", "Center for World University Rankings - Wikipedia", "CWUR is a consulting organization based in the United Arab Emirates that publishes the Global 2000 List ...", "N/A"),
        ("https://www.timeshighereducation.com/world-university-rankings", "World University Rankings | THE", "THE World University Rankings 2025 ...", "Oct 9, 2024"),
        ("https://cwur.org/2024/usa.php", "Top Universities in the USA 2024 | CWUR", "329 American universities in the Global 2000 ...", "Jun 3, 2024"),
        ("https://www.prnewswire.com/news-releases/cwur-2024-rankings-302161544.html", "CWUR 2024: US still dominates, China closes gap", "China has 346 ranked institutions versus 329 for the United States ...", "Jun 3, 2024"),
        ("https://www.universityworldnews.com/post.php?story=20240603140845123", "CWUR rankings 2024: declines for Western institutions", "Over 60% of US universities fell in this year's list ...", "Jun 4, 2024"),
        (uc, "Top Universities in Switzerland 2024 | CWUR", "ETH Zurich leads 10 Swiss institutions in the Global 2000 ...", "Jun 3, 2024"),
        ("https://www.reddit.com/r/UniversityRankings/comments/1d7a0bb/cwur_2024/", "CWUR 2024 thread : r/UniversityRankings", "Research output is 40% so big US research schools dominate ...", "Jun 3, 2024"),
        ("https://www.topuniversities.com/world-university-rankings", "QS World University Rankings", "QS World University Rankings 2025 ...", "Jun 4, 2024"),
    )
    page = f"""# CWUR 2024 Global 2000 List

Published June 3, 2024. 2,000 institutions ranked out of 20,966 assessed. Indicators: Education, Employability, Faculty, Research Output (ranks).

{tbl(["World Rank", "Institution", "Location", "National Rank", "Education Rank", "Employability Rank", "Faculty Rank", "Score"],
        [[str(i), n, loc, nr, ed, em, fa, sc] for i, (n, loc, nr, ed, em, fa, sc) in enumerate(top, 1)])}

Showing 1-10 of 2,000"""
    m3 = {"cwur2024_top5": ["Harvard", "MIT", "Stanford", "Cambridge", "Oxford"], "cwur2024_harvard_score": "100 (world #1)"}
    ch = [("20", "ETH Zurich", "1", "85.8"), ("69", "University of Zurich", "2", "80.1"), ("81", "École Polytechnique Fédérale de Lausanne", "3", "79.4"),
          ("96", "University of Geneva", "4", "78.6"), ("100", "University of Basel", "5", "78.4"), ("121", "University of Bern", "6", "77.5"),
          ("161", "University of Lausanne", "7", "76.1"), ("460", "University of Fribourg", "8", "70.6"), ("636", "University of St. Gallen", "9", "69.0"),
          ("803", "Università della Svizzera italiana", "10", "67.9")]
    cpage = f"""# Top Universities in Switzerland 2024 | CWUR

10 Swiss universities in the Global 2000 List (0.5% of the list).

{tbl(["World Rank", "Institution", "National Rank", "Score"], [list(r) for r in ch])}"""
    upd = {"cwur2024_swiss_best": "ETH Zurich, world #20 (score 85.8); 10 Swiss institutions ranked"}
    turns = [
        (search("CWUR 2024 world university rankings top 10"), s1),
        (extract(u, "top 10 with indicator ranks and scores"), page),
        (memory("add", dict=m3), added(*m3)),
        (extract(uc, "Swiss institutions with world ranks"), cpage),
        (memory("add", dict=upd), added(*upd)),
        (memory("retrieve_all"), got_all({**m3, **upd})),
    ]
    rs.add("search", "h53-search-21", SYSTEM, turns, state=start("cwur-scan", "2024-08-12 10:05:00 UTC"))


def t22(rs: RowSet) -> None:
    base = "https://competition-cases.ec.europa.eu/cases/"

    def case(num: str, title: str, nace: str, notif: str, events: list[tuple[str, str]], status: str, extra: str) -> str:
        ev = tbl(["Date", "Event / Decision"], [[d, e] for d, e in events])
        return f"""# {num} {title}

| | |
| --- | --- |
| Case number | {num} |
| Case title | {title} |
| Policy area | Mergers |
| Regulation | Council Regulation 139/2004 |
| Economic activity (NACE) | {nace} |
| Notification date | {notif} |
| Status | {status} |

## Timeline

{ev}

{extra}"""
    c1 = case("M.10646", "MICROSOFT / ACTIVISION BLIZZARD", "J.58.2.1 - Publishing of computer games; J.62 - Computer programming", "30.09.2022",
              [("30.09.2022", "Notification"), ("08.11.2022", "Art. 6(1)(c) - Opening of proceedings (Phase II)"), ("31.01.2023", "Statement of Objections sent"),
               ("15.05.2023", "Art. 8(2) with conditions and obligations - Decision")], "Closed - Art. 8(2) with conditions and obligations (15.05.2023)",
              "## Press release\n\nIP/23/2705 - Mergers: Commission clears acquisition of Activision Blizzard by Microsoft, subject to conditions. The commitments give consumers a free licence to stream, via any cloud game streaming service, all current and future Activision Blizzard PC and console games for ten years.")
    c2 = case("M.10806", "BROADCOM / VMWARE", "C.26.1 - Manufacture of electronic components; J.58.2.9 - Other software publishing", "15.11.2022",
              [("15.11.2022", "Notification"), ("20.12.2022", "Art. 6(1)(c) - Opening of proceedings (Phase II)"), ("12.07.2023", "Art. 8(2) with conditions and obligations - Decision")],
              "Closed - Art. 8(2) with conditions and obligations (12.07.2023)",
              "## Press release\n\nIP/23/3776 - Mergers: Commission clears acquisition of VMware by Broadcom, subject to conditions. Broadcom committed to ensure interoperability between VMware's software and third-party Fibre Channel host-bus adapters, storage adapters and NICs.")
    c3 = case("M.10615", "BOOKING HOLDINGS / ETRAVELI GROUP", "N.79.1 - Travel agency and tour operator activities", "26.10.2022",
              [("26.10.2022", "Notification"), ("14.11.2022", "Art. 6(1)(c) - Opening of proceedings (Phase II)"), ("25.09.2023", "Art. 8(3) - Prohibition - Decision")],
              "Closed - Art. 8(3) prohibition (25.09.2023)",
              "## Press release\n\nIP/23/4573 - Mergers: Commission prohibits proposed acquisition of eTraveli by Booking. The transaction would have allowed Booking to strengthen its dominant position in the market for hotel online travel agency services in the EEA.")
    mem_a = {"M.10646": "Microsoft/Activision: notified 30.09.2022; Phase II 08.11.2022; cleared Art. 8(2) w/ commitments 15.05.2023 (10-yr cloud streaming licence)"}
    mem_b = {"M.10806": "Broadcom/VMware: notified 15.11.2022; Phase II 20.12.2022; cleared Art. 8(2) w/ conditions 12.07.2023 (interoperability)"}
    mem_c = {"M.10615": "Booking/eTraveli: notified 26.10.2022; Phase II 14.11.2022; PROHIBITED Art. 8(3) 25.09.2023"}
    s1 = sr(
        (base + "M.10646", "M.10646 - MICROSOFT / ACTIVISION BLIZZARD - Competition cases", "Mergers case M.10646. Notification 30.09.2022. Decision: Art. 8(2) with conditions and obligations ...", "N/A"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_23_2705", "Mergers: Commission clears acquisition of Activision Blizzard by Microsoft, subject to conditions", "The European Commission has approved, under the EU Merger Regulation, the acquisition of Activision Blizzard, Inc. by Microsoft ...", "May 15, 2023"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_22_6714", "Mergers: Commission opens in-depth investigation into proposed acquisition of Activision Blizzard by Microsoft", "The Commission has opened an in-depth investigation ...", "Nov 8, 2022"),
        ("https://www.reuters.com/technology/microsoft-activision-deal-wins-eu-antitrust-approval-2023-05-15/", "Microsoft's $69 bln Activision deal wins EU antitrust approval", "The EU approved the deal after Microsoft offered cloud gaming remedies ...", "May 15, 2023"),
        ("https://en.wikipedia.org/wiki/Acquisition_of_Activision_Blizzard_by_Microsoft", "Acquisition of Activision Blizzard by Microsoft - Wikipedia", "The acquisition was completed on October 13, 2023 ...", "N/A"),
        ("https://www.theverge.com/2023/5/15/23723004/microsoft-activision-blizzard-eu-approval", "EU approves Microsoft's Activision Blizzard acquisition", "Unlike the UK's CMA, the EU accepted Microsoft's cloud remedies ...", "May 15, 2023"),
        ("https://www.gov.uk/cma-cases/microsoft-slash-activision-blizzard-merger-inquiry", "Microsoft / Activision Blizzard merger inquiry - GOV.UK", "CMA case page ...", "N/A"),
        ("https://www.politico.eu/article/eu-microsoft-activision-blizzard-deal-approval/", "EU clears Microsoft-Activision deal, defying UK", "Brussels approves with cloud-gaming commitments ...", "May 15, 2023"),
        ("https://www.reddit.com/r/xbox/comments/13i1w5v/eu_approves/", "EU approves Microsoft/Activision : r/xbox", "Now it's just the CMA ...", "May 15, 2023"),
        ("https://www.concurrences.com/en/bulletin/news-issues/may-2023/microsoft-activision", "EU clears Microsoft/Activision with behavioral remedies", "Case comment on the Phase II decision ...", "May 22, 2023"),
    )
    s4 = sr(
        (base + "M.10806", "M.10806 - BROADCOM / VMWARE - Competition cases", "Mergers case M.10806. Decision: Art. 8(2) with conditions and obligations, 12.07.2023 ...", "N/A"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_23_3776", "Commission clears acquisition of VMware by Broadcom, subject to conditions", "Broadcom committed to ensure interoperability ...", "Jul 12, 2023"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_22_7847", "Commission opens in-depth investigation into proposed acquisition of VMware by Broadcom", "Opening of Phase II ...", "Dec 20, 2022"),
        ("https://www.reuters.com/technology/broadcom-vmware-eu-approval-2023-07-12/", "Broadcom wins EU nod for $61 bln VMware deal", "The EU approved the deal with interoperability remedies ...", "Jul 12, 2023"),
        ("https://www.theregister.com/2023/07/12/eu_approves_broadcom_vmware/", "EU waves through Broadcom-VMware with conditions", "Fibre Channel HBA interoperability promised ...", "Jul 12, 2023"),
        ("https://en.wikipedia.org/wiki/VMware", "VMware - Wikipedia", "Acquired by Broadcom on 22 November 2023 ...", "N/A"),
        ("https://www.gov.uk/cma-cases/broadcom-slash-vmware-merger-inquiry", "Broadcom / VMware merger inquiry - GOV.UK", "CMA clearance August 2023 ...", "N/A"),
        ("https://www.mlex.com/Articles/broadcom-vmware-eu", "Broadcom/VMware: EU clearance analysis", "Subscription article ...", "Jul 13, 2023"),
        ("https://www.reddit.com/r/vmware/comments/14xm2k1/eu_approves/", "EU approves the Broadcom deal : r/vmware", "Only China left ...", "Jul 12, 2023"),
        ("https://www.lexology.com/library/detail.aspx?g=broadcom-vmware-eu", "Broadcom/VMware: lessons from the EU review", "Non-horizontal theories of harm ...", "Jul 20, 2023"),
    )
    s7 = sr(
        (base + "M.10615", "M.10615 - BOOKING HOLDINGS / ETRAVELI GROUP - Competition cases", "Mergers case M.10615. Decision: Art. 8(3) Prohibition, 25.09.2023 ...", "N/A"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_23_4573", "Commission prohibits proposed acquisition of eTraveli by Booking", "The transaction would have allowed Booking to strengthen its dominant position ...", "Sep 25, 2023"),
        ("https://www.reuters.com/markets/deals/eu-blocks-booking-etraveli-deal-2023-09-25/", "EU blocks Booking's $1.8 bln eTraveli deal", "The first EU merger veto in 2023 ...", "Sep 25, 2023"),
        ("https://ec.europa.eu/competition/mergers/statistics.pdf", "Merger statistics - European Commission", "Prohibitions since 1990 ...", "N/A"),
        ("https://www.ft.com/content/booking-etraveli-eu-veto", "Brussels vetoes Booking's eTraveli takeover", "Vestager's first prohibition since Illumina/Grail ...", "Sep 25, 2023"),
        ("https://curia.europa.eu/juris/liste.jsf?num=T-1139/23", "Case T-1139/23 Booking Holdings v Commission", "Action for annulment brought on 4 December 2023 ...", "N/A"),
        (base + "M.10188", "M.10188 - ILLUMINA / GRAIL - Competition cases", "Art. 8(3) prohibition 06.09.2022 ...", "N/A"),
        ("https://www.concurrences.com/en/bulletin/news-issues/september-2023/booking-etraveli", "Booking/eTraveli: ecosystem theory of harm", "Case comment ...", "Oct 2, 2023"),
        ("https://www.reddit.com/r/europe/comments/16rr7ab/eu_blocks_booking/", "EU blocks Booking.com's purchase of eTraveli : r/europe", "Good, Booking is already huge ...", "Sep 25, 2023"),
        ("https://www.politico.eu/article/booking-etraveli-vestager-veto/", "Vestager blocks Booking deal", "Booking plans to appeal ...", "Sep 25, 2023"),
    )
    lst_rows = [["M.10920", "AMAZON / IROBOT", "06.07.2023", "Closed - Notification withdrawn (29.01.2024)"],
                ["M.10896", "ORANGE / MASMOVIL / JV", "03.04.2023", "Closed - Art. 8(2) with conditions and obligations (20.02.2024)"],
                ["M.10806", "BROADCOM / VMWARE", "20.12.2022", "Closed - Art. 8(2) with conditions and obligations (12.07.2023)"],
                ["M.10646", "MICROSOFT / ACTIVISION BLIZZARD", "08.11.2022", "Open - Phase II in-depth investigation"],
                ["M.10615", "BOOKING HOLDINGS / ETRAVELI GROUP", "14.11.2022", "Closed - Art. 8(3) prohibition (25.09.2023)"],
                ["M.10188", "ILLUMINA / GRAIL", "22.07.2021", "Closed - Art. 8(3) prohibition (06.09.2022)"]]
    lst = f"""# Competition cases - search results

Filters: Policy area = Mergers | Phase II opened between 01.01.2021 and 31.12.2023 | Sort: case number, descending

{tbl(["Case number", "Case title", "Phase II opened", "Status"], lst_rows)}

6 results (page 1 of 1) | Export CSV"""
    s12 = sr(
        ("https://curia.europa.eu/jcms/upload/docs/application/pdf/2024-09/cp240141en.pdf", "Judgment in Joined Cases C-611/22 P and C-625/22 P Illumina v Commission", "The Court of Justice sets aside the General Court judgment: the Commission cannot accept Article 22 referrals from states without jurisdiction ...", "Sep 3, 2024"),
        ("https://www.reuters.com/legal/eu-court-rules-against-eu-antitrust-regulators-illumina-grail-2024-09-03/", "EU court rules against EU regulators in Illumina/Grail case", "Blow to Commission's Article 22 policy ...", "Sep 3, 2024"),
        (base + "M.10188", "M.10188 - ILLUMINA / GRAIL - Competition cases", "Art. 8(3) prohibition 06.09.2022; Art. 8(4) restorative measures 12.10.2023 ...", "N/A"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/statement_24_4550", "Statement on the Court of Justice judgment in Illumina/Grail", "The Commission takes note of the judgment ...", "Sep 3, 2024"),
        ("https://en.wikipedia.org/wiki/Grail_(company)", "Grail (company) - Wikipedia", "Illumina spun off Grail in June 2024 ...", "N/A"),
        ("https://www.politico.eu/article/eu-court-illumina-grail-article-22/", "EU top court strikes down Brussels' merger power grab", "Article 22 referrals of below-threshold deals ...", "Sep 3, 2024"),
        ("https://www.lexology.com/library/detail.aspx?g=illumina-grail-cjeu", "Illumina/Grail: CJEU limits Article 22", "What the ruling means for killer acquisitions ...", "Sep 5, 2024"),
        ("https://www.ft.com/content/illumina-grail-court-ruling", "Brussels loses Illumina court fight", "The ruling also voids the €432mn gun-jumping fine ...", "Sep 3, 2024"),
        ("https://www.reddit.com/r/europe/comments/1f7x1v2/illumina_grail/", "EU court rules against Commission on Illumina/Grail : r/europe", "Article 22 is dead for now ...", "Sep 3, 2024"),
        ("https://www.concurrences.com/en/bulletin/news-issues/september-2024/illumina-grail", "Illumina/Grail: the end of the Article 22 policy", "Case comment ...", "Sep 10, 2024"),
    )
    mem_all = {**mem_a, **mem_b, **mem_c}
    turns = [
        (search("European Commission Microsoft Activision merger case M.10646"), s1),
        (extract(base + "M.10646", "notification, Phase II opening and final decision"), c1),
        (memory("add", dict=mem_a), added(*mem_a)),
        (search("Broadcom VMware EU merger approval conditions M.10806"), s4),
        (extract(base + "M.10806", "timeline and decision type"), c2),
        (memory("add", dict=mem_b), added(*mem_b)),
        (search("EU merger prohibition Booking eTraveli M.10615"), s7),
        (extract(base + "M.10615", "timeline and decision type"), c3),
        (memory("add", dict=mem_c), added(*mem_c)),
        (extract("https://competition-cases.ec.europa.eu/search?policyArea=MERGERS&phase2From=2021-01-01&phase2To=2023-12-31", "all mergers that went to Phase II in 2021-2023 and their outcome"), lst),
        (memory("retrieve_all"), got_all(mem_all)),
        (search("Illumina Grail Court of Justice judgment September 2024 Article 22"), s12),
    ]
    rs.add("search", "h53-search-22", SYSTEM, turns, state=start("eu-phase2-review", "2025-03-18 15:44:21 UTC"),
           bad=True, turn=10, kind="case list shows M.10646 as open in Phase II, but its case page (turn 2) had it closed with the Art. 8(2) decision of 15.05.2023")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
