# ruff: noqa: E501
"""Held-out set 62, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Topics rotate over economics, law and politics: central bank rates, GDP, inflation, elections, court
dockets, treaties, laws and their effective dates, tax rates, trade volumes, index closes, earnings,
censuses and minimum wages. Eleven trajectories hold exactly one contradiction (an observation that
conflicts with an earlier one with nothing in between that could change it); eleven are clean but full
of legitimate changes (memory updates and renames, live quotes moving forward, different vintages,
different bases, re-sorted or filtered views of the same data). Written blind, deterministic, standard
library plus rowkit2 only.
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
        "parameters": {"type": "object", "properties": {
            "queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings. Include multiple complementary search queries in a single call."}},
            "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Visit a webpage and return its main content as Markdown, focused on the given goal.",
        "parameters": {"type": "object", "properties": {
            "url": {"type": "string", "description": "The URL of the webpage to visit."},
            "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}},
            "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad. Operations: add (dict), update (dict), retrieve (key_list), retrieve_all, remove (key_list), remove_all.",
        "parameters": {"type": "object", "properties": {
            "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
            "dict": {"type": "object", "description": "Key-value pairs for add/update."},
            "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
            "required": ["operation"]}}},
]

BASE = """# Role and Objective

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Your task is to simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses.

Your goal is to faithfully replicate real web search behaviors, webpage content extraction, and memory management operations while maintaining **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

## Task Definition

Given the historical context (previous tool calls and their responses), the current tool call (web_search, web_extractor or dict_memory) and an optional simulation instruction, predict the **exact tool response** that would be returned in a real execution environment.

# Environment Management

Initial state is typically empty, with no prior search history or memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents and query progression.

# Environment Execution

### web_search

Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Generate 10 relevant results per query (for batch queries, 10 for EACH query sequentially).
- Use `[1]`, `[2]`, `[3]` numbering; realistic URLs; snippets that tease key facts.
- Use `N/A` for undated content (Wikipedia, reference pages) and realistic dates for news.
- Mix Wikipedia, official sites, news outlets, data portals and occasional forums.

### web_extractor

Output: raw page text in Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`), minimal boilerplate. Content MUST align with prior search snippets for the same URL. Wikipedia pages keep infobox data and sections; news keeps author, date, headline and body; official pages keep structured specifications and statements.

### dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Track memory state across the entire conversation; retrieve returns exactly the data previously stored; memory persists until explicitly removed.

### Error Handling
Return a no-results message for empty searches, an error for inaccessible URLs, and "Key not found" for missing memory keys.

# Key Principles
Format (strict output formats), Factuality (ground truth, then real-world knowledge, then reasonable inference; never fabricate entities or numbers), Consistency (history, memory state, cross-tool alignment), Realism (ranking, diversity, behavioral fidelity), Quality (complete yet concise).

# Input Definitions & Action Space

You can simulate the following tools:

{tool_definitions}
"""

STATE = "Search history: (none)\nExtracted pages: (none)\nMemory: {} (0 items)"


def system(target: str) -> str:
    return (BASE.replace("{tool_definitions}", json.dumps(TOOLS, indent=2))
            + f"\n# Simulation Instruction\n\nTarget Query: {target}\n")


def sr(*items: tuple[str, str, str, str]) -> str:
    return "```\n" + results(*items) + "\n```"


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)!r} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)!r} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)!r} from memory."


def got(d: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    out = json.dumps(d, indent=2, ensure_ascii=False) if d else ""
    for m in missing:
        out += ("\n" if out else "") + f"Key not found: '{m}'"
    return out


def allmem(d: dict[str, Any]) -> str:
    return f"Memory contains {len(d)} items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def add(d: dict[str, Any]) -> str:
    return memory("add", dict=d)


def upd(d: dict[str, Any]) -> str:
    return memory("update", dict=d)


# ---------------------------------------------------------------- 01 UK general election 2024 (Wikipedia), clean
def t01(rs: RowSet) -> None:
    wiki = "https://en.wikipedia.org/wiki/2024_United_Kingdom_general_election"
    bbc = "https://www.bbc.co.uk/news/election/2024/uk/results"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("2024 United Kingdom general election results seats vote share turnout"), sr(
        (wiki, "2024 United Kingdom general election - Wikipedia", "The 2024 United Kingdom general election was held on Thursday, 4 July 2024 ... The Labour Party, led by Keir Starmer, won a landslide victory with 411 seats and a majority of 174 ...", "N/A"),
        (bbc, "UK General Election 2024 results - BBC News", "After 650 of 650 seats declared. Labour 411 seats (+211), Conservative 121 (-251), Liberal Democrat 72 (+64), SNP 9 (-39), Sinn Féin 7, Reform UK 5 (+5). Change compared with notional 2019 results ...", "Jul 6, 2024"),
        ("https://commonslibrary.parliament.uk/research-briefings/cbp-10009/", "General election 2024 results - House of Commons Library", "Labour won 411 seats and 33.7% of the UK-wide vote. Turnout was 59.7%, down from 67.3% in 2019 and the lowest since 2001 ...", "Jul 18, 2024"),
        ("https://www.theguardian.com/politics/ng-interactive/2024/jul/05/uk-general-election-2024-full-results", "UK general election results 2024 in full | The Guardian", "Full results for every constituency. Labour's share of the vote rose by 1.6 points to 33.7%, while the Conservatives fell to 23.7% ...", "Jul 5, 2024"),
        ("https://en.wikipedia.org/wiki/Results_of_the_2024_United_Kingdom_general_election", "Results of the 2024 United Kingdom general election - Wikipedia", "This is the list of results of the 2024 United Kingdom general election by party, nation and region, including vote share and seat changes ...", "N/A"),
        ("https://www.bbc.co.uk/news/articles/c4nn4lv3qpgo", "Exit poll: Labour on course for landslide with 410 seats - BBC News", "Labour is projected to win 410 seats, with the Conservatives on 131, the Liberal Democrats 61, Reform UK 13 and the SNP 10, according to the exit poll ...", "Jul 4, 2024"),
        ("https://www.ipsos.com/en-uk/how-britain-voted-2024", "How Britain voted in the 2024 election | Ipsos", "Ipsos estimates of vote share by age, gender and class in the 2024 general election, weighted to the final GB result ...", "Aug 2, 2024"),
        ("https://www.reuters.com/world/uk/uk-labour-party-wins-landslide-election-victory-2024-07-05/", "Britain's Labour Party wins landslide, Starmer to be prime minister | Reuters", "Keir Starmer's Labour Party won a landslide victory in Britain's parliamentary election, ending 14 years of Conservative government ...", "Jul 5, 2024"),
        ("https://www.electoralcommission.org.uk/research-reports-and-data/our-reports-and-data-past-elections-and-referendums/report-2024-uk-parliamentary-general-election", "Report on the 2024 UK Parliamentary general election | Electoral Commission", "Our report on how the July 2024 UK Parliamentary general election was run, including voter ID at polling stations and postal voting ...", "Nov 21, 2024"),
        ("https://www.statista.com/statistics/1475478/uk-general-election-vote-share/", "UK general election 2024: vote share by party | Statista", "In the 2024 UK general election, the Labour Party received 33.7 percent of the vote, compared with 23.7 percent for the Conservatives ...", "Jul 8, 2024"),
    )))
    turns.append((extract(wiki, "Seats won, seat changes, vote share and turnout by party"), """# 2024 United Kingdom general election

From Wikipedia, the free encyclopedia

| 2024 United Kingdom general election | |
| --- | --- |
| ← 2019 · 4 July 2024 · Next → | |
| All 650 seats in the House of Commons; 326 seats needed for a majority | |
| Opinion polls | |
| Registered | 48,256,013 |
| Turnout | 59.7% (▼7.6 pp) |

| | First party | Second party | Third party |
| --- | --- | --- | --- |
| Leader | Keir Starmer | Rishi Sunak | Ed Davey |
| Party | Labour | Conservative | Liberal Democrats |
| Leader's seat | Holborn and St Pancras | Richmond and Northallerton | Kingston and Surbiton |
| Last election | 202 seats, 32.1% | 365 seats, 43.6% | 11 seats, 11.6% |
| Seats won | 411 | 121 | 72 |
| Seat change | ▲209 | ▼244 | ▲61 |
| Popular vote | 9,708,716 | 6,828,925 | 3,519,143 |
| Percentage | 33.7% | 23.7% | 12.2% |
| Swing | ▲1.6 pp | ▼19.9 pp | ▲0.6 pp |

| Prime Minister before election | Prime Minister after election |
| --- | --- |
| Rishi Sunak (Conservative) | Keir Starmer (Labour) |

The **2024 United Kingdom general election** was held on Thursday, 4 July 2024 to elect all 650 members of the House of Commons. The opposition Labour Party, led by Keir Starmer, won a landslide victory with 411 seats and a majority of 174, ending 14 years of Conservative government. It was the first general election fought on the new constituency boundaries from the 2023 Periodic Review of Westminster constituencies.

Turnout was 59.7%, the lowest since 2001. Labour's vote share of 33.7% was the lowest of any majority government in British history, and the gap between its share of votes and its share of seats (63.2%) was the largest on record. Reform UK came third in votes with 14.3% but won five seats.

Seat changes in the infobox are given relative to the 2019 result; broadcasters reported changes relative to notional 2019 results on the new boundaries (Labour +211, Conservatives −251, Liberal Democrats +64).

## Results

| Party | Leader | Candidates | Seats | Change | Votes | % | Change (pp) |
| --- | --- | --- | --- | --- | --- | --- | --- |
| Labour | Keir Starmer | 631 | 411 | +209 | 9,708,716 | 33.7 | +1.6 |
| Conservative | Rishi Sunak | 635 | 121 | −244 | 6,828,925 | 23.7 | −19.9 |
| Reform UK | Nigel Farage | 609 | 5 | +5 | 4,117,610 | 14.3 | +12.3 |
| Liberal Democrats | Ed Davey | 630 | 72 | +61 | 3,519,143 | 12.2 | +0.6 |
| Green (E&W) | Carla Denyer / Adrian Ramsay | 574 | 4 | +3 | 1,943,265 | 6.7 | +4.1 |
| SNP | John Swinney | 57 | 9 | −39 | 724,758 | 2.5 | −1.4 |
| Sinn Féin | Mary Lou McDonald | 14 | 7 | 0 | 210,891 | 0.7 | +0.1 |
| Plaid Cymru | Rhun ap Iorwerth | 32 | 4 | +2 | 194,811 | 0.7 | +0.2 |
| DUP | Gavin Robinson | 16 | 5 | −3 | 172,058 | 0.6 | −0.2 |
| Independents | — | 459 | 6 | +6 | 564,243 | 2.0 | +1.6 |
| SDLP | Colum Eastwood | 18 | 2 | 0 | 86,861 | 0.3 | −0.1 |
| Alliance | Naomi Long | 18 | 1 | 0 | 117,191 | 0.4 | 0.0 |
| UUP | Doug Beattie | 17 | 1 | +1 | 94,779 | 0.3 | 0.0 |
| TUV | Jim Allister | 14 | 1 | +1 | 48,685 | 0.2 | +0.2 |
| Speaker | Lindsay Hoyle | 1 | 1 | 0 | 25,238 | 0.1 | 0.0 |
| **Total** | | | **650** | | **28,809,340** | | |

## Aftermath

Sunak conceded in the early hours of 5 July and resigned as prime minister later that morning; Starmer was appointed by King Charles III the same day. Sunak announced he would stay on as Conservative leader until a successor was chosen.

## See also
- Results of the 2024 United Kingdom general election
- Opinion polling for the 2024 United Kingdom general election
"""))
    d = {"uk2024_exit_poll": "Lab 410, Con 131, LD 61, Reform 13, SNP 10 (BBC/ITV/Sky exit poll, 4 Jul 2024 22:00)",
         "uk2024_turnout": "59.7% (down 7.6 pp from 67.3% in 2019)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((search("2024 general election exit poll accuracy Labour 410 actual 411"), sr(
        ("https://www.bbc.co.uk/news/articles/c4nn4lv3qpgo", "Exit poll: Labour on course for landslide with 410 seats - BBC News", "Labour is projected to win 410 seats, with the Conservatives on 131, the Liberal Democrats 61, Reform UK 13 and the SNP 10, according to the exit poll ...", "Jul 4, 2024"),
        ("https://www.ipsos.com/en-uk/general-election-2024-exit-poll", "General Election 2024 exit poll | Ipsos", "The exit poll, conducted by Ipsos for BBC, ITV News and Sky News at 133 polling stations, interviewed more than 20,000 voters ...", "Jul 4, 2024"),
        ("https://www.theguardian.com/politics/article/2024/jul/05/how-accurate-was-the-exit-poll", "How accurate was the 2024 general election exit poll? | The Guardian", "The exit poll was within one seat for Labour (410 projected, 411 won) but overestimated the Conservatives and Reform UK ...", "Jul 5, 2024"),
        ("https://www.sky.com/news/2024-07-05/exit-poll-vs-result", "Exit poll v result: how the projections compared | Sky News", "Reform UK was projected to win 13 seats but finished with five; the Liberal Democrats beat their projection of 61 with 72 ...", "Jul 5, 2024"),
        ("https://en.wikipedia.org/wiki/Opinion_polling_for_the_2024_United_Kingdom_general_election", "Opinion polling for the 2024 United Kingdom general election - Wikipedia", "Opinion polls and the exit poll for the 2024 general election, with final results for comparison ...", "N/A"),
        ("https://electionmaps.uk/ge2024", "GE2024 results map | Election Maps UK", "Constituency map of the 4 July 2024 general election. Labour 411, Conservative 121, Liberal Democrat 72 ...", "Jul 6, 2024"),
        ("https://www.ft.com/content/exit-poll-2024-analysis", "Exit poll points to Labour landslide | Financial Times", "An exit poll predicted a Labour majority of 170, with the Conservatives reduced to their lowest number of seats in history ...", "Jul 4, 2024"),
        ("https://www.reddit.com/r/ukpolitics/comments/1dvkq0m/exit_poll_thread/", "Exit poll thread : r/ukpolitics", "LAB 410, CON 131, LD 61, REF 13, SNP 10, PC 4, GRN 2 ... megathread for the exit poll and overnight results ...", "Jul 4, 2024"),
    )))
    d = {"uk2024_result_seats": "Lab 411, Con 121, LD 72, SNP 9, SF 7, Ind 6, Reform 5, DUP 5, Green 4, PC 4, SDLP 2, Alliance 1, UUP 1, TUV 1, Speaker 1 (total 650)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    del mem["uk2024_exit_poll"]
    turns.append((memory("remove", key_list=["uk2024_exit_poll"]), removed("uk2024_exit_poll")))
    turns.append((memory("retrieve", key_list=["uk2024_exit_poll", "uk2024_turnout"]),
                  got({"uk2024_turnout": mem["uk2024_turnout"]}, ("uk2024_exit_poll",))))
    turns.append((extract(bbc, "Vote share and seats by party, UK-wide"), """# UK General Election 2024 results

**After 650 of 650 seats declared**

Labour majority of 174

| Party | Seats | Change | Vote share | Change |
| --- | --- | --- | --- | --- |
| Labour | 411 | +211 | 33.7% | +1.6 |
| Conservative | 121 | -251 | 23.7% | -19.9 |
| Liberal Democrat | 72 | +64 | 12.2% | +0.6 |
| Scottish National Party | 9 | -39 | 2.5% | -1.4 |
| Sinn Féin | 7 | 0 | 0.7% | +0.1 |
| Independent | 6 | +6 | 2.0% | +1.6 |
| Reform UK | 5 | +5 | 14.3% | +12.3 |
| Democratic Unionist Party | 5 | -3 | 0.6% | -0.2 |
| Green | 4 | +3 | 6.7% | +4.1 |
| Plaid Cymru | 4 | +2 | 0.7% | +0.2 |
| Others | 6 | | | |

Seat changes are compared with notional results for the 2019 election on the new constituency boundaries.

## Turnout

59.7% (-7.6)

## Key facts

- Labour gained 211 seats compared with notional 2019 results and won 63.2% of seats on 33.7% of the vote.
- The Conservatives recorded their lowest number of seats in their history.
- The Liberal Democrats won 72 seats, their best result since the party was founded in 1988.
- Reform UK won five seats, including Clacton, where Nigel Farage was elected.

Results data: Press Association. Last updated 6 July 2024, 14:12 BST.
"""))
    rs.add("search", "h62-search-01", system("Seats, vote share and turnout of each major party in the 2024 UK general election, and how the exit poll compared."), turns, state=STATE)


# ---------------------------------------------------------------- 02 UN Treaty Collection (TPNW), contradiction at turn 3
def t02(rs: RowSet) -> None:
    untc = "https://treaties.un.org/Pages/ViewDetails.aspx?src=TREATY&mtdsg_no=XXVI-9&chapter=26&clang=_en"
    ican = "https://www.icanw.org/signature_and_ratification_status"
    turns = []
    turns.append((search("Treaty on the Prohibition of Nuclear Weapons status signatories parties entry into force"), sr(
        (untc, "UNTC - 9. Treaty on the Prohibition of Nuclear Weapons", "New York, 7 July 2017. Entry into force: 22 January 2021, in accordance with article 15(1). Registration: 22 January 2021, No. 56487. Status: Signatories: 94. Parties: 73.", "N/A"),
        ("https://en.wikipedia.org/wiki/Treaty_on_the_Prohibition_of_Nuclear_Weapons", "Treaty on the Prohibition of Nuclear Weapons - Wikipedia", "The treaty was adopted on 7 July 2017, opened for signature on 20 September 2017, and entered into force on 22 January 2021 ...", "N/A"),
        (ican, "Signature and ratification status | ICAN", "Track which countries have signed and ratified the Treaty on the Prohibition of Nuclear Weapons. 94 signatories, 73 states parties ...", "N/A"),
        ("https://disarmament.unoda.org/wmd/nuclear/tpnw/", "Treaty on the Prohibition of Nuclear Weapons - UNODA", "The Treaty includes a comprehensive set of prohibitions on participating in any nuclear weapon activities ... entered into force on 22 January 2021.", "N/A"),
        ("https://news.un.org/en/story/2020/10/1076082", "UN treaty banning nuclear weapons set to enter into force in January | UN News", "Honduras became the 50th State to ratify the Treaty on the Prohibition of Nuclear Weapons on Saturday, triggering its entry into force 90 days later ...", "Oct 25, 2020"),
        ("https://www.armscontrol.org/factsheets/nuclearprohibition", "The Treaty on the Prohibition of Nuclear Weapons (TPNW) At a Glance | Arms Control Association", "The TPNW was negotiated in 2017 by more than 130 non-nuclear-weapon states ... none of the nine nuclear-armed states have joined ...", "Jan 2024"),
        ("https://www.icrc.org/en/document/treaty-prohibition-nuclear-weapons", "Treaty on the Prohibition of Nuclear Weapons | ICRC", "The ICRC welcomes the entry into force of the Treaty on the Prohibition of Nuclear Weapons and calls on all States to join ...", "Jan 22, 2021"),
        ("https://www.nti.org/education-center/treaties-and-regimes/treaty-on-the-prohibition-of-nuclear-weapons/", "Treaty on the Prohibition of Nuclear Weapons (TPNW) | NTI", "Overview, obligations, and status of the TPNW, including the meetings of States Parties held in Vienna (2022) and New York (2023) ...", "N/A"),
        ("https://www.reuters.com/article/us-nuclear-treaty-un-idUSKBN2790JP", "Treaty banning nuclear weapons to take effect after 50th nation ratifies | Reuters", "A U.N. treaty banning nuclear weapons will enter into force in 90 days after Honduras became the 50th country to ratify it ...", "Oct 24, 2020"),
        ("https://www.un.org/disarmament/tpnw/", "TPNW - United Nations Office for Disarmament Affairs", "Information on the Treaty, the Meetings of States Parties and the intersessional work programme ...", "N/A"),
    )))
    turns.append((add({"tpnw_adopted": "7 July 2017, New York (opened for signature 20 Sep 2017)",
                       "tpnw_eif": "22 January 2021 (art. 15(1): 90 days after the 50th ratification, Honduras, 24 Oct 2020)"}),
                  added("tpnw_adopted", "tpnw_eif")))
    turns.append((extract(untc, "Entry into force date, registration number, and number of signatories and parties"), """# 9. Treaty on the Prohibition of Nuclear Weapons

**New York, 7 July 2017**

| | |
| --- | --- |
| Entry into force | 20 January 2021, in accordance with article 15(1). |
| Registration | 22 January 2021, No. 56487 |
| Status | Signatories: 94. Parties: 73. |
| Text | Doc.A/CONF.229/2017/8 |

**Note:** The Treaty was adopted on 7 July 2017 by the United Nations Conference to Negotiate a Legally Binding Instrument to Prohibit Nuclear Weapons, Leading Towards their Total Elimination. In accordance with its article 13, the Treaty shall be open for signature by all States at United Nations Headquarters in New York from 20 September 2017.

## Participants

| Participant | Signature | Ratification, Acceptance(A), Approval(AA), Accession(a) |
| --- | --- | --- |
| Antigua and Barbuda | 26 Sep 2018 | 25 Nov 2019 |
| Austria | 20 Sep 2017 | 8 May 2018 |
| Bangladesh | 20 Sep 2017 | 26 Sep 2019 |
| Bolivia (Plurinational State of) | 16 Apr 2018 | 6 Aug 2019 |
| Costa Rica | 20 Sep 2017 | 5 Jul 2018 |
| Cuba | 17 Jan 2018 | 30 Jan 2018 |
| Ecuador | 20 Sep 2017 | 25 Sep 2019 |
| Holy See | 20 Sep 2017 | 20 Sep 2017 |
| Honduras | 20 Sep 2017 | 24 Oct 2020 |
| Ireland | 20 Sep 2017 | 6 Aug 2020 |
| Jamaica | 8 Dec 2017 | 23 Oct 2020 |
| Kazakhstan | 2 Mar 2018 | 29 Aug 2019 |
| Malaysia | 20 Sep 2017 | 30 Sep 2020 |
| Mexico | 20 Sep 2017 | 16 Jan 2018 |
| Nauru | 22 Nov 2019 | 23 Oct 2020 |
| New Zealand | 20 Sep 2017 | 31 Jul 2018 |
| Nigeria | 20 Sep 2017 | 6 Aug 2020 |
| Thailand | 20 Sep 2017 | 20 Sep 2017 |
| Tuvalu | 20 Sep 2017 | 12 Sep 2019 |
| Viet Nam | 22 Sep 2017 | 17 May 2018 |

*(Table truncated: 20 of 98 participants shown.)*

## Declarations and Reservations
(Unless otherwise indicated, the declarations and reservations were made upon ratification, acceptance, approval or accession.)

**Holy See** — Declaration made upon ratification ...
"""))
    turns.append((search("TPNW first meeting of states parties Vienna June 2022 Vienna Declaration"), sr(
        ("https://documents.unoda.org/wp-content/uploads/2022/06/TPNW.MSP_.2022.CRP_.8-Draft-Declaration.pdf", "Draft Vienna Declaration of the 1st Meeting of States Parties of the TPNW", "Our commitment to a world free of nuclear weapons ... adopted at the First Meeting of States Parties, Vienna, 21-23 June 2022 ...", "Jun 23, 2022"),
        ("https://www.icanw.org/1msp", "First Meeting of States Parties | ICAN", "From 21 to 23 June 2022, States Parties to the TPNW met in Vienna, Austria, for the first time, adopting a declaration and a 50-point action plan ...", "Jun 2022"),
        ("https://en.wikipedia.org/wiki/Treaty_on_the_Prohibition_of_Nuclear_Weapons#Meetings_of_States_Parties", "Treaty on the Prohibition of Nuclear Weapons - Meetings of States Parties", "The first Meeting of States Parties was held in Vienna from 21 to 23 June 2022, chaired by Alexander Kmentt of Austria ...", "N/A"),
        ("https://news.un.org/en/story/2022/06/1121122", "First meeting of nuclear ban treaty parties ends with action plan | UN News", "States parties to the Treaty on the Prohibition of Nuclear Weapons wrapped up their first meeting in Vienna on Thursday ...", "Jun 23, 2022"),
        ("https://www.bmeia.gv.at/en/european-foreign-policy/disarmament/weapons-of-mass-destruction/nuclear-weapons-and-nuclear-terrorism/1msp-tpnw", "1st Meeting of States Parties of the TPNW - Austrian Foreign Ministry", "Austria hosted and presided over the first Meeting of States Parties to the TPNW at the Austria Center Vienna ...", "N/A"),
        ("https://www.armscontrol.org/act/2022-07/news/nuclear-ban-treaty-members-hold-first-meeting", "Nuclear Ban Treaty Members Hold First Meeting | Arms Control Association", "Observers included Germany, Norway, the Netherlands, Belgium and Australia, while no nuclear-armed state attended ...", "Jul 2022"),
        ("https://www.sipri.org/commentary/topical-backgrounder/2022/tpnw-first-meeting", "The TPNW's first meeting of states parties | SIPRI", "A look at the outcomes of the Vienna meeting and the interim deadlines adopted for nuclear-armed states joining the treaty ...", "Jul 7, 2022"),
        ("https://www.reuters.com/world/europe/nuclear-weapons-ban-treaty-members-meet-vienna-2022-06-21/", "Nuclear weapons ban treaty members meet in Vienna | Reuters", "Parties to a U.N. treaty banning nuclear weapons held their first meeting on Tuesday as Russia's invasion of Ukraine raised fears ...", "Jun 21, 2022"),
        ("https://www.icanw.org/signature_and_ratification_status", "Signature and ratification status | ICAN", "Track which countries have signed and ratified the Treaty on the Prohibition of Nuclear Weapons. 94 signatories, 73 states parties ...", "N/A"),
    )))
    turns.append((extract(ican, "Entry into force date and current counts of signatories and states parties"), """# Signature and ratification status

The Treaty on the Prohibition of Nuclear Weapons was adopted on 7 July 2017 and opened for signature on 20 September 2017. It reached its 50th ratification on 24 October 2020, when Honduras ratified, and entered into force 90 days later, on **22 January 2021**.

| | |
| --- | --- |
| Signatories | 94 |
| States parties | 73 |

## Recent actions

| Date | State | Action |
| --- | --- | --- |
| 23 Sep 2024 | Sierra Leone | Ratification |
| 23 Sep 2024 | Solomon Islands | Ratification |
| 22 Jan 2024 | São Tomé and Príncipe | Ratification |

## What ratification means

States that have signed the treaty have indicated their intention to ratify. Once a state deposits its instrument of ratification, acceptance, approval or accession with the UN Secretary-General, the treaty enters into force for that state 90 days later.

*Source: United Nations Treaty Collection. Page last reviewed by ICAN staff.*
"""))
    turns.append((memory("retrieve_all"), allmem({
        "tpnw_adopted": "7 July 2017, New York (opened for signature 20 Sep 2017)",
        "tpnw_eif": "22 January 2021 (art. 15(1): 90 days after the 50th ratification, Honduras, 24 Oct 2020)"})))
    rs.add("search", "h62-search-02", system("When did the Treaty on the Prohibition of Nuclear Weapons enter into force, and how many signatories and parties does it have?"),
           turns, state=STATE, bad=True, turn=3,
           kind="The UN Treaty Collection page gives entry into force as 20 January 2021, but its own search snippet (and the stored memory) said 22 January 2021.")


# ---------------------------------------------------------------- 03 Federal Reserve FOMC 2024, contradiction at turn 7
def t03(rs: RowSet) -> None:
    om = "https://www.federalreserve.gov/monetarypolicy/openmarket.htm"
    dec = "https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm"
    cal = "https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm"
    turns = []
    turns.append((search("FOMC 2024 rate decisions federal funds target range September November December"), sr(
        (om, "The Fed - Open Market Operations", "Policy Tools. Federal funds target range changes by date: 2024 December 19 ... 4.25-4.50; November 8 ... 4.50-4.75; September 19 ... 4.75-5.00 ...", "N/A"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20240918a.htm", "Federal Reserve issues FOMC statement - September 18, 2024", "The Committee decided to lower the target range for the federal funds rate by 1/2 percentage point to 4-3/4 to 5 percent ...", "Sep 18, 2024"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241107a.htm", "Federal Reserve issues FOMC statement - November 7, 2024", "... the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/2 to 4-3/4 percent ...", "Nov 7, 2024"),
        (dec, "Federal Reserve issues FOMC statement - December 18, 2024", "... the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent. Voting against the action was Beth M. Hammack ...", "Dec 18, 2024"),
        ("https://www.cnbc.com/2024/12/18/fed-rate-decision-december-2024.html", "Fed cuts by a quarter point, indicates fewer cuts ahead | CNBC", "The Federal Open Market Committee lowered its benchmark overnight borrowing rate to a target range of 4.25%-4.5% ... officials projected only two cuts in 2025 ...", "Dec 18, 2024"),
        ("https://www.reuters.com/markets/us/fed-cuts-rates-by-half-point-2024-09-18/", "Fed kicks off easing cycle with half-point rate cut | Reuters", "The Fed cut rates by half a percentage point; Governor Michelle Bowman dissented in favor of a quarter-point cut, the first governor dissent since 2005 ...", "Sep 18, 2024"),
        ("https://en.wikipedia.org/wiki/Federal_funds_rate", "Federal funds rate - Wikipedia", "History of the federal funds target range, including the 2022-2023 tightening cycle and the cuts that began in September 2024 ...", "N/A"),
        ("https://www.forbes.com/advisor/investing/fed-funds-rate-history/", "Federal Funds Rate History 1990 to 2024 | Forbes Advisor", "A table of every Fed rate change since 1990, with dates and the resulting target range ...", "Dec 19, 2024"),
        ("https://fred.stlouisfed.org/series/DFEDTARU", "Federal Funds Target Range - Upper Limit (DFEDTARU) | FRED", "Percent, Daily, Not Seasonally Adjusted. 2024-12-19: 4.50 ...", "N/A"),
        ("https://www.bankrate.com/banking/federal-reserve/fomc-meeting-schedule/", "Fed meeting schedule and rate decisions | Bankrate", "The FOMC meets eight times a year. Here's what the Fed decided at each 2024 meeting and what's on the calendar for 2025 ...", "Dec 20, 2024"),
    )))
    turns.append((extract(om, "Dates and levels of federal funds target range changes in 2023-2024"), """# Open Market Operations

The Federal Open Market Committee (FOMC) sets a target range for the federal funds rate. The dates below are the dates on which the new target range took effect.

## Federal funds target range

| Year | Date | Increase (basis points) | Decrease (basis points) | Level (%) |
| --- | --- | --- | --- | --- |
| 2024 | December 19 | ... | 25 | 4.25-4.50 |
| 2024 | November 8 | ... | 25 | 4.50-4.75 |
| 2024 | September 19 | ... | 50 | 4.75-5.00 |
| 2023 | July 27 | 25 | ... | 5.25-5.50 |
| 2023 | May 4 | 25 | ... | 5.00-5.25 |
| 2023 | March 23 | 25 | ... | 4.75-5.00 |
| 2023 | February 2 | 25 | ... | 4.50-4.75 |
| 2022 | December 15 | 50 | ... | 4.25-4.50 |
| 2022 | November 3 | 75 | ... | 3.75-4.00 |

## Implementation

Statements regarding the implementation of monetary policy are released with each FOMC statement. Each one specifies the interest rate on reserve balances (IORB), the overnight reverse repurchase agreement offering rate, and the primary credit rate.

Last Update: December 18, 2024
"""))
    turns.append((search("FOMC statement December 18 2024 dissent Hammack preferred no change IORB 4.40"), sr(
        (dec, "Federal Reserve issues FOMC statement - December 18, 2024", "... the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent. Voting against the action was Beth M. Hammack ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a1.htm", "Implementation Note issued December 18, 2024", "The Board of Governors ... voted unanimously to lower the interest rate paid on reserve balances to 4.40 percent, effective December 19, 2024 ...", "Dec 18, 2024"),
        ("https://www.clevelandfed.org/collections/press-releases/2024/pr-20241220-beth-hammack-statement", "Cleveland Fed President Beth Hammack explains dissent | Cleveland Fed", "I preferred to maintain the target range at 4-1/2 to 4-3/4 percent ... inflation has been moving sideways ...", "Dec 20, 2024"),
        ("https://www.reuters.com/markets/us/fed-cuts-rates-signals-slower-pace-2024-12-18/", "Fed cuts rates, but signals slower pace of easing | Reuters", "Cleveland Fed President Beth Hammack dissented, preferring to leave rates unchanged ...", "Dec 18, 2024"),
        ("https://www.wsj.com/economy/central-banking/fed-cuts-rates-december-2024", "Fed Cuts Rates but Signals Fewer Reductions Next Year | WSJ", "Officials' median projection showed two cuts in 2025, down from four projected in September ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/monetarypolicy/fomcprojtabl20241218.htm", "Summary of Economic Projections, December 18, 2024", "Median federal funds rate projection: 4.4 percent (2024), 3.9 percent (2025), 3.4 percent (2026) ...", "Dec 18, 2024"),
        ("https://www.npr.org/2024/12/18/fed-interest-rate-cut-december", "Fed cuts interest rates for the third time this year | NPR", "The Fed lowered its key rate by a quarter point, to a range of 4.25% to 4.5% ...", "Dec 18, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-12-18/fed-lowers-rates", "Fed Lowers Rates, Signals More Cautious Path | Bloomberg", "The vote was 11-1 ...", "Dec 18, 2024"),
    )))
    turns.append((extract(dec, "Decision, vote, dissent and implementation details"), """# Federal Reserve issues FOMC statement

**For release at 2:00 p.m. EST — December 18, 2024**

Recent indicators suggest that economic activity has continued to expand at a solid pace. Since earlier in the year, labor market conditions have generally eased, and the unemployment rate has moved up but remains low. Inflation has made progress toward the Committee's 2 percent objective but remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee judges that the risks to achieving its employment and inflation goals are roughly in balance. The economic outlook is uncertain, and the Committee is attentive to the risks to both sides of its dual mandate.

In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent. In considering the extent and timing of additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Michelle W. Bowman; Lisa D. Cook; Mary C. Daly; Philip N. Jefferson; Adriana D. Kugler; and Christopher J. Waller. Voting against the action was Beth M. Hammack, who preferred to maintain the target range for the federal funds rate at 4-1/2 to 4-3/4 percent.

For media inquiries, please email media@frb.gov or call 202-452-2955.

## Implementation Note issued December 18, 2024

- The Board of Governors of the Federal Reserve System voted unanimously to lower the interest rate paid on reserve balances to 4.40 percent, effective December 19, 2024.
- Effective December 19, 2024, the Federal Open Market Committee directs the Desk to undertake open market operations as necessary to maintain the federal funds rate in a target range of 4-1/4 to 4-1/2 percent.
- Conduct standing overnight reverse repurchase agreement operations at an offering rate of 4.25 percent.
- In a related action, the Board of Governors approved a 1/4 percentage point decrease in the primary credit rate to 4.50 percent, effective December 19, 2024.

Last Update: December 18, 2024
"""))
    d = {"fomc_2024_09": "Sep 18, 2024: -50bp to 4.75-5.00%; vote 11-1, Bowman dissented (preferred -25bp)",
         "fomc_2024_11": "Nov 7, 2024: -25bp to 4.50-4.75%; unanimous",
         "fomc_2024_12": "Dec 18, 2024: -25bp to 4.25-4.50%; vote 11-1, Hammack dissented (preferred no change); IORB 4.40% eff. Dec 19"}
    turns.append((add(d), added(*d)))
    turns.append((search("FOMC meeting calendar 2025 dates January March May June"), sr(
        (cal, "The Fed - Meeting calendars and information", "2025 FOMC Meetings: January 28-29, March 18-19*, May 6-7, June 17-18*, July 29-30, September 16-17*, October 28-29, December 9-10* ...", "N/A"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20240809a.htm", "Federal Reserve Board announces tentative 2025 FOMC meeting schedule", "The Federal Reserve Board on Friday announced the tentative schedule of Federal Open Market Committee meetings for 2025 ...", "Aug 9, 2024"),
        ("https://www.bankrate.com/banking/federal-reserve/fomc-meeting-schedule/", "Fed meeting schedule 2025 | Bankrate", "The next Fed meeting is January 28-29, 2025. Four of the eight meetings include a Summary of Economic Projections ...", "Dec 20, 2024"),
        ("https://www.cmegroup.com/markets/interest-rates/cme-fedwatch-tool.html", "CME FedWatch Tool", "Target rate probabilities for the 29 Jan 2025 Fed meeting: 4.25-4.50 (current) ...", "N/A"),
        ("https://www.forbes.com/advisor/investing/fed-meeting-schedule/", "Fed Meeting Schedule 2025 | Forbes Advisor", "The Federal Reserve's rate-setting committee will meet eight times in 2025, starting January 28-29 ...", "Dec 19, 2024"),
        ("https://www.investopedia.com/fomc-meeting-schedule-2025", "FOMC Meeting Schedule 2025 | Investopedia", "Dates of the 2025 FOMC meetings and press conferences ...", "Dec 2024"),
        ("https://www.nerdwallet.com/article/finance/fed-meeting", "When Is the Next Fed Meeting? | NerdWallet", "The next FOMC meeting is scheduled for Jan. 28-29, 2025 ...", "Dec 19, 2024"),
        ("https://en.wikipedia.org/wiki/Federal_Open_Market_Committee", "Federal Open Market Committee - Wikipedia", "The FOMC holds eight regularly scheduled meetings per year ... voting members for 2025 include the presidents of the Chicago, Boston, St. Louis and Kansas City banks ...", "N/A"),
    )))
    turns.append((memory("retrieve", key_list=["fomc_2024_09", "fomc_2024_12"]), got({
        "fomc_2024_09": "Sep 18, 2024: -50bp to 4.75-5.00%; vote 11-1, Bowman dissented (preferred -25bp)",
        "fomc_2024_12": "Dec 18, 2024: -25bp to 4.25-4.50%; vote 11-1, Bowman dissented (preferred no change); IORB 4.40% eff. Dec 19"})))
    turns.append((extract(cal, "2025 FOMC meeting dates and which ones have a Summary of Economic Projections"), """# Meeting calendars and information

The FOMC holds eight regularly scheduled meetings during the year and other meetings as needed. Links to policy statements and minutes are provided for each meeting.

## 2025 FOMC Meetings

| Month | Dates | Notes |
| --- | --- | --- |
| January | 28-29 | |
| March | 18-19* | |
| May | 6-7 | |
| June | 17-18* | |
| July | 29-30 | |
| September | 16-17* | |
| October | 28-29 | |
| December | 9-10* | |

\\* Meeting associated with a Summary of Economic Projections.

## 2024 FOMC Meetings

| Month | Dates | Statement | Minutes |
| --- | --- | --- | --- |
| January | 30-31 | Statement | Released February 21, 2024 |
| March | 19-20* | Statement | Released April 10, 2024 |
| April/May | 30-1 | Statement | Released May 22, 2024 |
| June | 11-12* | Statement | Released July 3, 2024 |
| July | 30-31 | Statement | Released August 21, 2024 |
| September | 17-18* | Statement | Released October 9, 2024 |
| November | 6-7 | Statement | Released November 26, 2024 |
| December | 17-18* | Statement | Minutes to be released January 8, 2025 |

Last Update: December 18, 2024
"""))
    rs.add("search", "h62-search-03", system("Dates, sizes and dissents of the FOMC rate decisions in the second half of 2024, plus the 2025 meeting calendar."),
           turns, state=STATE, bad=True, turn=7,
           kind="Memory retrieve returns the December 2024 entry with Bowman as the dissenter, but the value stored at turn 5 (and the statement) named Hammack.")


# ---------------------------------------------------------------- 04 CourtListener docket (US v. Google), clean
def t04(rs: RowSet) -> None:
    base = "https://www.courtlistener.com/docket/18552824/united-states-v-google-llc/"
    head = """# United States v. Google LLC (1:20-cv-03010)

District Court, District of Columbia

| | |
| --- | --- |
| Last Updated | Sep 9, 2025, 6:41 p.m. EDT |
| Assigned To | Amit P. Mehta |
| Date Filed | Oct 20, 2020 |
| Date of Last Known Filing | Sep 9, 2025 |
| Cause | 15:2 Antitrust Litigation |
| Nature of Suit | 410 Anti-Trust |
| Jury Demand | None |
| Jurisdiction Type | U.S. Government Plaintiff |

**Parties and Attorneys:** UNITED STATES OF AMERICA; STATE OF ARKANSAS; STATE OF CALIFORNIA; STATE OF FLORIDA; STATE OF GEORGIA; ... v. GOOGLE LLC (Defendant). Consolidated with 1:20-cv-03715 (State of Colorado v. Google LLC).
"""
    turns = []
    turns.append((search("CourtListener United States v. Google LLC 1:20-cv-03010 docket memorandum opinion Mehta"), sr(
        (base, "United States v. Google LLC, 1:20-cv-03010 – CourtListener.com", "Docket for United States v. Google LLC, 1:20-cv-03010 — Brought to you by Free Law Project. Assigned to Amit P. Mehta. Date Filed: Oct 20, 2020 ...", "N/A"),
        ("https://www.justice.gov/atr/case/us-and-plaintiff-states-v-google-llc", "U.S. and Plaintiff States v. Google LLC | Antitrust Division", "Case documents for United States et al. v. Google LLC, Case No. 1:20-cv-03010-APM (D.D.C.), including the complaint, memorandum opinion and remedies filings ...", "Sep 2, 2025"),
        ("https://en.wikipedia.org/wiki/United_States_v._Google_LLC_(2020)", "United States v. Google LLC (2020) - Wikipedia", "On August 5, 2024, Judge Amit Mehta ruled that Google had illegally maintained a monopoly in general search services and general search text advertising ...", "N/A"),
        ("https://www.pacermonitor.com/public/case/37470373/United_States_of_America_et_al_v_Google_LLC", "United States of America et al v. Google LLC 1:2020cv03010 | PacerMonitor", "Antitrust case filed October 20, 2020 in the U.S. District Court for the District of Columbia, Judge Amit P. Mehta presiding ...", "N/A"),
        ("https://www.reuters.com/legal/google-violated-antitrust-law-us-judge-rules-2024-08-05/", "Google violated antitrust law, US judge rules | Reuters", "Alphabet's Google violated antitrust law by spending billions of dollars to create an illegal monopoly and become the world's default search engine ...", "Aug 5, 2024"),
        ("https://www.theverge.com/2025/9/2/google-search-antitrust-remedies-ruling", "Google won't have to sell Chrome, judge rules | The Verge", "Judge Amit Mehta declined to order a Chrome divestiture but barred exclusive distribution contracts and required some data sharing ...", "Sep 2, 2025"),
        ("https://www.courtlistener.com/?q=%22Google+LLC%22+docket_number%3A%221%3A20-cv-03010%22", "Search results – CourtListener.com", "RECAP Archive results for docket 1:20-cv-03010, including docket entries and free PDF documents ...", "N/A"),
        ("https://www.law360.com/articles/google-search-remedies-opinion", "Judge Orders Data Sharing, Spares Chrome In Google Search Case | Law360", "The 230-page remedies opinion was filed Tuesday in the D.C. federal court ...", "Sep 2, 2025"),
        ("https://www.dcd.uscourts.gov/united-states-america-et-al-v-google-llc", "United States of America, et al. v. Google LLC | U.S. District Court for the District of Columbia", "Public access page for the trial, including exhibits and transcripts for Case No. 20-cv-3010 ...", "N/A"),
    )))
    turns.append((extract(base + "?order_by=desc", "Most recent docket entries, especially the remedies decision"), head + """
## Docket entries (newest first)

| # | Date Filed | Description |
| --- | --- | --- |
| 1440 | Sep 9, 2025 | NOTICE of Appearance by Jonathan R. Sallet on behalf of STATE OF COLORADO (Sallet, Jonathan) |
| 1439 | Sep 8, 2025 | MINUTE ORDER directing the parties to meet and confer and file a revised proposed final judgment by 9/10/2025. Signed by Judge Amit P. Mehta on 9/8/2025. |
| 1438 | Sep 5, 2025 | JOINT STATUS REPORT regarding the Technical Committee by GOOGLE LLC, UNITED STATES OF AMERICA |
| 1437 | Sep 2, 2025 | ORDER regarding remedies. See Memorandum Opinion, ECF No. 1436. Signed by Judge Amit P. Mehta on 9/2/2025. |
| 1436 | Sep 2, 2025 | MEMORANDUM OPINION regarding remedies. Signed by Judge Amit P. Mehta on 9/2/2025. |
| 1435 | Aug 28, 2025 | NOTICE of Supplemental Authority by GOOGLE LLC |
| 1434 | Aug 21, 2025 | NOTICE of Filing of Corrected Exhibit by UNITED STATES OF AMERICA |
| 1433 | Aug 14, 2025 | SEALED DOCUMENT filed by GOOGLE LLC |
| 1432 | Aug 14, 2025 | MOTION for Leave to File Document Under Seal by GOOGLE LLC |
| 1431 | Jul 30, 2025 | TRANSCRIPT OF PROCEEDINGS (Closing Arguments, Remedies) held on 5/30/2025 before Judge Amit P. Mehta. Pages 1-312. |
| 1430 | Jul 30, 2025 | TRANSCRIPT OF PROCEEDINGS (Closing Arguments, Remedies, Afternoon Session) held on 5/30/2025. Pages 313-486. |
| 1429 | Jul 22, 2025 | ORDER granting 1427 Motion to Seal. Signed by Judge Amit P. Mehta on 7/22/2025. |

Showing 12 of 1,440 entries · Page 1 · Next ›
"""))
    mem = {"gsearch_docket": "1:20-cv-03010-APM (D.D.C.), filed 2020-10-20, Judge Amit P. Mehta; consolidated with 1:20-cv-03715",
           "gsearch_remedies": "ECF 1436 Memorandum Opinion + ECF 1437 Order, both 2025-09-02"}
    turns.append((add(mem), added(*mem)))
    turns.append((extract(base + "?filed_after=08%2F01%2F2024&filed_before=08%2F31%2F2024&order_by=asc", "Entries filed in August 2024, including the liability opinion"), head + """
## Docket entries (filed 08/01/2024 – 08/31/2024, oldest first)

| # | Date Filed | Description |
| --- | --- | --- |
| 1029 | Aug 1, 2024 | NOTICE of Withdrawal of Appearance as to GOOGLE LLC. Attorney Franklin M. Rubinstein terminated. |
| 1030 | Aug 2, 2024 | MINUTE ORDER: The court will issue its decision on 8/5/2024. Signed by Judge Amit P. Mehta on 8/2/2024. |
| 1031 | Aug 5, 2024 | SEALED MEMORANDUM OPINION. Signed by Judge Amit P. Mehta on 8/5/2024. |
| 1032 | Aug 5, 2024 | ORDER. For the reasons set forth in the accompanying Memorandum Opinion, the court finds Google liable under Section 2 of the Sherman Act as to the general search services and general search text advertising markets. Signed by Judge Amit P. Mehta on 8/5/2024. |
| 1033 | Aug 5, 2024 | MEMORANDUM OPINION (Public Redacted Version). Signed by Judge Amit P. Mehta on 8/5/2024. |
| 1034 | Aug 8, 2024 | MINUTE ORDER directing the parties to file a Joint Status Report proposing a remedies schedule by 9/4/2024. Signed by Judge Amit P. Mehta on 8/8/2024. |
| 1035 | Aug 15, 2024 | NOTICE of Appearance by David E. Dahlquist on behalf of UNITED STATES OF AMERICA |
| 1036 | Aug 26, 2024 | NOTICE of Appearance by Veronica N. Onyema on behalf of UNITED STATES OF AMERICA |

8 entries match these filters.
"""))
    d = {"gsearch_liability": "ECF 1033 Memorandum Opinion (public redacted) + ECF 1032 Order, 2024-08-05: Google liable under Sherman Act s.2 (general search services, general search text ads)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((extract("https://www.courtlistener.com/docket/18552824/1033/united-states-v-google-llc/", "Document details and page count of the liability opinion"), """# Memorandum Opinion – #1033 in United States v. Google LLC (D.D.C., 1:20-cv-03010)

District Court, District of Columbia · Docket 1:20-cv-03010

| | |
| --- | --- |
| Document Number | 1033 |
| Date Filed | Aug 5, 2024 |
| Date Entered | Aug 5, 2024 |
| Description | MEMORANDUM OPINION (Public Redacted Version). Signed by Judge Amit P. Mehta on 8/5/2024. (lcapm1) |
| Pages | 286 |
| File size | 2.9 MB |
| Available in RECAP | Yes — Download PDF |

## Main Document

> After having carefully considered and weighed the witness testimony and evidence, the court reaches the following conclusion: Google is a monopolist, and it has acted as one to maintain its monopoly. It has violated Section 2 of the Sherman Act.

The opinion addresses the relevant product markets (general search services, search advertising, general search text advertising), Google's monopoly power, and the exclusionary effect of its distribution agreements with Apple, Samsung, Mozilla and wireless carriers. It rejects the plaintiffs' claims as to the search advertising market and the State plaintiffs' claim regarding Search Ads 360.

Related entries: 1032 (Order), 1031 (Sealed Memorandum Opinion).
"""))
    turns.append((memory("retrieve_all"), allmem(mem)))
    rs.add("search", "h62-search-04", system("Docket number, judge and the ECF entries for the liability and remedies decisions in United States v. Google LLC (search case)."), turns, state=STATE)


# ---------------------------------------------------------------- 05 World Bank WDI (Germany GDP), clean
def t05(rs: RowSet) -> None:
    page = "https://data.worldbank.org/indicator/NY.GDP.MKTP.CD?locations=DE"
    api = "https://api.worldbank.org/v2/country/DEU/indicator/NY.GDP.MKTP.CD?format=json&date=2019:2023"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("World Bank GDP Germany current US$ 2023 NY.GDP.MKTP.CD"), sr(
        (page, "GDP (current US$) - Germany | Data", "GDP (current US$) - Germany from The World Bank: Data. 4.53 trillion (2023). World Bank national accounts data, and OECD National Accounts data files.", "N/A"),
        ("https://data.worldbank.org/country/germany", "Germany | Data", "GDP (current US$) 4.53 trillion; GDP growth (annual %) -0.3; Population, total 84.5 million ...", "N/A"),
        ("https://www.imf.org/external/datamapper/NGDPD@WEO/DEU", "Germany: GDP, current prices (Billions of U.S. dollars) | IMF DataMapper", "Germany GDP, current prices, billions of U.S. dollars, from the World Economic Outlook ...", "N/A"),
        ("https://tradingeconomics.com/germany/gdp", "Germany GDP - 2023 Data - Historical | Trading Economics", "The Gross Domestic Product (GDP) in Germany was worth 4525.70 billion US dollars in 2023, according to official data from the World Bank ...", "N/A"),
        ("https://www.destatis.de/EN/Themes/Economy/National-Accounts-Domestic-Product/_node.html", "Gross domestic product | Destatis", "Price-adjusted GDP was 0.3% lower in 2023 than in the previous year ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Economy_of_Germany", "Economy of Germany - Wikipedia", "Germany has the largest national economy in Europe and the third-largest by nominal GDP in the world ...", "N/A"),
        ("https://www.macrotrends.net/global-metrics/countries/DEU/germany/gdp-gross-domestic-product", "Germany GDP 1970-2023 | MacroTrends", "Germany gdp for 2023 was $4,525.70B, a 8.7% increase from 2022 ...", "N/A"),
        ("https://databank.worldbank.org/source/world-development-indicators", "World Development Indicators | DataBank", "Query WDI series for countries, aggregates and years ...", "N/A"),
        ("https://www.statista.com/statistics/295444/germany-gross-domestic-product-in-current-prices/", "Germany: gross domestic product 2029 | Statista", "Gross domestic product in current prices in Germany from 1980 to 2023, with forecasts up to 2029 ...", "Oct 2024"),
        ("https://www.reuters.com/markets/europe/german-economy-shrinks-03-2023-2024-01-15/", "German economy shrinks 0.3% in 2023 | Reuters", "Europe's largest economy contracted 0.3% in 2023 as high energy prices and weak foreign demand weighed ...", "Jan 15, 2024"),
    )))
    turns.append((extract(page, "Germany GDP in current US$ for 2019-2023"), """# GDP (current US$) - Germany

World Bank national accounts data, and OECD National Accounts data files.

License: CC BY-4.0

## Germany

| Year | GDP (current US$) |
| --- | --- |
| 2023 | 4.53 trillion |
| 2022 | 4.16 trillion |
| 2021 | 4.35 trillion |
| 2020 | 3.94 trillion |
| 2019 | 3.96 trillion |
| 2018 | 4.05 trillion |

Most recent value (2023): **4.53 trillion**

Also show: Euro area · European Union · High income · World

## Details

| | |
| --- | --- |
| Indicator code | NY.GDP.MKTP.CD |
| Unit | current US$ |
| Periodicity | Annual |
| Aggregation method | Gap-filled total |
| Last Updated | Dec 16, 2024 |

GDP at purchaser's prices is the sum of gross value added by all resident producers in the economy plus any product taxes and minus any subsidies not included in the value of the products. Data are in current U.S. dollars. Dollar figures for GDP are converted from domestic currencies using single year official exchange rates.
"""))
    d = {"de_gdp_2023_usd": "4.53 trillion current US$ (WDI, last updated 2024-12-16)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((extract(api, "Exact values for 2019-2023"), """```json
[
  {"page": 1, "pages": 1, "per_page": 50, "total": 5, "sourceid": "2", "lastupdated": "2024-12-16"},
  [
    {"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "DE", "value": "Germany"}, "countryiso3code": "DEU", "date": "2023", "value": 4525703903627.53, "unit": "", "obs_status": "", "decimal": 0},
    {"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "DE", "value": "Germany"}, "countryiso3code": "DEU", "date": "2022", "value": 4163596357879.39, "unit": "", "obs_status": "", "decimal": 0},
    {"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "DE", "value": "Germany"}, "countryiso3code": "DEU", "date": "2021", "value": 4348297440387.7, "unit": "", "obs_status": "", "decimal": 0},
    {"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "DE", "value": "Germany"}, "countryiso3code": "DEU", "date": "2020", "value": 3940142541354.1, "unit": "", "obs_status": "", "decimal": 0},
    {"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "DE", "value": "Germany"}, "countryiso3code": "DEU", "date": "2019", "value": 3957208055590.35, "unit": "", "obs_status": "", "decimal": 0}
  ]
]
```"""))
    d = {"de_gdp_2023_usd": "4,525,703,903,627.53 current US$ (WDI API, lastupdated 2024-12-16)"}
    mem.update(d)
    turns.append((upd(d), updated(*d)))
    turns.append((extract("https://data.worldbank.org/indicator/NY.GDP.MKTP.KD?locations=DE", "Germany real GDP in constant 2015 US$ for 2019-2023"), """# GDP (constant 2015 US$) - Germany

World Bank national accounts data, and OECD National Accounts data files.

License: CC BY-4.0

## Germany

| Year | GDP (constant 2015 US$) |
| --- | --- |
| 2023 | 3.60 trillion |
| 2022 | 3.61 trillion |
| 2021 | 3.54 trillion |
| 2020 | 3.43 trillion |
| 2019 | 3.57 trillion |

Most recent value (2023): **3.60 trillion**

| | |
| --- | --- |
| Indicator code | NY.GDP.MKTP.KD |
| Unit | constant 2015 US$ |
| Last Updated | Dec 16, 2024 |

GDP at purchaser's prices ... Data are in constant 2015 prices, expressed in U.S. dollars. Dollar figures for GDP are converted from domestic currencies using 2015 official exchange rates.
"""))
    d = {"de_gdp_2023_const2015": "3.60 trillion constant 2015 US$ (real; NY.GDP.MKTP.KD)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((extract("https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=DE", "Germany annual real GDP growth 2019-2023"), """# GDP growth (annual %) - Germany

World Bank national accounts data, and OECD National Accounts data files.

## Germany

| Year | GDP growth (annual %) |
| --- | --- |
| 2023 | -0.3 |
| 2022 | 1.8 |
| 2021 | 3.2 |
| 2020 | -3.8 |
| 2019 | 1.1 |

Most recent value (2023): **-0.3**

| | |
| --- | --- |
| Indicator code | NY.GDP.MKTP.KD.ZG |
| Last Updated | Dec 16, 2024 |

Annual percentage growth rate of GDP at market prices based on constant local currency. Aggregates are based on constant 2015 prices, expressed in U.S. dollars.
"""))
    turns.append((memory("retrieve_all"), allmem(mem)))
    rs.add("search", "h62-search-05", system("Germany's 2023 GDP in current and constant US$ according to the World Bank, and its real growth rate."), turns, state=STATE)


# ---------------------------------------------------------------- 06 CNBC quote page (Dow), contradiction at turn 5
def t06(rs: RowSet) -> None:
    q = "https://www.cnbc.com/quotes/.DJI"

    def quote(last: str, chg: str, pct: str, when: str, high: str) -> str:
        return f"""# Dow Jones Industrial Average (.DJI)

Dow Jones Global Indexes · Real-time Index · Currency in USD

**{last}** {chg} ({pct})

Last | {when} 07/16/24

| Key Stats | |
| --- | --- |
| Open | 40,226.40 |
| Day High | {high} |
| Day Low | 40,184.98 |
| Prev Close | 40,211.72 |
| 52 Week High | {high} |
| 52 Week High Date | 07/16/24 |
| 52 Week Low | 32,327.20 |
| 52 Week Low Date | 10/27/23 |
| YTD % Change | {"8.42%" if last.startswith("40,862") else "8.57%"} |

## Latest On Dow Jones Industrial Average

- Dow jumps more than 600 points to a record as small caps extend rally — 2 Hours Ago
- Retail sales were flat in June, better than expected — 6 Hours Ago
- Bank of America shares rise after earnings top estimates — 7 Hours Ago
- UnitedHealth jumps 6% on better-than-expected second-quarter results — 7 Hours Ago
- Stock futures rise as investors bet on Fed rate cut in September — 9 Hours Ago

## Components (top movers)

| Symbol | Last | Chg | % Chg |
| --- | --- | --- | --- |
| UNH | 550.80 | +36.53 | +7.10% |
| HD | 365.05 | +12.61 | +3.58% |
| CAT | 355.64 | +10.45 | +3.03% |
| GS | 500.96 | +12.70 | +2.60% |
| CRM | 254.15 | -3.51 | -1.36% |
"""
    turns = []
    turns.append((search("Dow Jones Industrial Average close July 15 2024 record"), sr(
        ("https://www.cnbc.com/2024/07/14/stock-market-today-live-updates.html", "Dow closes at record, S&P 500 gains as Trump trades pick up | CNBC", "The Dow Jones Industrial Average added 210.82 points, or 0.53%, to end at 40,211.72, a record close. The S&P 500 rose 0.28% to 5,631.22 ...", "Jul 15, 2024"),
        (q, ".DJI: Dow Jones Industrial Average - Stock Price, Quote and News - CNBC", "Get Dow Jones Industrial Average (.DJI:Dow Jones Global Indexes) real-time stock quotes, news, price and financial information from CNBC.", "N/A"),
        ("https://www.reuters.com/markets/us/futures-rise-trump-shooting-2024-07-15/", "Wall St ends higher, Dow hits record close | Reuters", "The Dow Jones Industrial Average rose 210.82 points, or 0.53%, to 40,211.72, the S&P 500 gained 15.87 points, or 0.28%, to 5,631.22 ...", "Jul 15, 2024"),
        ("https://www.wsj.com/livecoverage/stock-market-today-dow-sp500-nasdaq-07-15-2024", "Stock Market Today: Dow Notches Record Close | WSJ", "Dow industrials closed at a fresh high as investors weighed the political outlook after the weekend's assassination attempt ...", "Jul 15, 2024"),
        ("https://finance.yahoo.com/quote/%5EDJI/history/", "Dow Jones Industrial Average (^DJI) Historical Data - Yahoo Finance", "Discover historical prices for ^DJI stock on Yahoo Finance. View daily, weekly or monthly format back to when Dow Jones Industrial Average stock was issued.", "N/A"),
        ("https://www.marketwatch.com/investing/index/djia", "Dow Jones Industrial Average (DJIA) | MarketWatch", "DJIA index quote, chart and news ...", "N/A"),
        ("https://apnews.com/article/stock-markets-july-15-2024", "Stock market today: Dow sets a record as Wall Street rises | AP News", "The Dow Jones Industrial Average rose 210 points, or 0.5%, to set an all-time high ...", "Jul 15, 2024"),
        ("https://www.investopedia.com/dow-jones-today-07152024", "Dow Jones Today: Index Closes at Record High | Investopedia", "The Dow closed at a record 40,211.72 on Monday as investors digested Fed Chair Powell's remarks ...", "Jul 15, 2024"),
        ("https://www.barrons.com/livecoverage/stock-market-today-071524", "Dow Closes at a Record. Trump Trade Lifts Stocks. | Barron's", "The Dow Jones Industrial Average gained 211 points ...", "Jul 15, 2024"),
        ("https://www.spglobal.com/spdji/en/indices/equity/dow-jones-industrial-average/", "Dow Jones Industrial Average | S&P Dow Jones Indices", "Index overview, performance and constituents ...", "N/A"),
    )))
    turns.append((extract(q, "Current level, change and key stats for the Dow today"), quote("40,862.37", "+650.65", "+1.62%", "2:41 PM EDT", "40,894.92")))
    turns.append((add({"dji_close_2024_07_15": "40,211.72 (+210.82, +0.53%, record close)",
                       "dji_intraday_2024_07_16": "40,862.37 +650.65 (+1.62%) at 2:41 PM EDT"}),
                  added("dji_close_2024_07_15", "dji_intraday_2024_07_16")))
    turns.append((search("Dow record July 16 2024 small caps rally rate cut bets UnitedHealth"), sr(
        ("https://www.cnbc.com/2024/07/15/stock-market-today-live-updates.html", "Dow jumps more than 600 points to a record as small caps extend rally | CNBC", "The blue-chip Dow jumped more than 600 points on Tuesday, hitting an intraday record, as investors bet on a September rate cut. The Russell 2000 rose more than 3% ...", "Jul 16, 2024"),
        ("https://www.reuters.com/markets/us/futures-edge-up-retail-sales-data-2024-07-16/", "Dow hits record high as rate-cut bets fuel rally | Reuters", "Retail sales were unchanged in June versus expectations of a 0.3% decline, while UnitedHealth shares jumped after quarterly results ...", "Jul 16, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-07-16/stock-market-today-dow-s-p-500-nasdaq", "Small Caps Extend Rally as Rotation Gathers Pace | Bloomberg", "The Russell 2000 index of smaller companies rose for a fifth day, its longest winning streak since ...", "Jul 16, 2024"),
        ("https://apnews.com/article/stock-markets-july-16-2024", "Stock market today: Dow climbs toward a record | AP News", "The Dow was up 1.6% in afternoon trading, on pace for its best day in more than a year ...", "Jul 16, 2024"),
        ("https://www.wsj.com/livecoverage/stock-market-today-dow-sp500-nasdaq-07-16-2024", "Stock Market Today: Dow Rallies to Record | WSJ", "UnitedHealth Group, the Dow's largest component by weighting, led the blue-chip index higher ...", "Jul 16, 2024"),
        ("https://www.marketwatch.com/story/dow-record-july-16", "Dow surges to record high as small-caps rally continues | MarketWatch", "The Dow Jones Industrial Average rose more than 650 points in afternoon trading ...", "Jul 16, 2024"),
        ("https://www.investopedia.com/dow-jones-today-07162024", "Dow Jones Today: Index Surges to New Record | Investopedia", "Bank of America and Morgan Stanley reported earnings before the bell ...", "Jul 16, 2024"),
        ("https://www.barrons.com/livecoverage/stock-market-today-071624", "Dow Rallies 700 Points. Small Caps Keep Rising. | Barron's", "Stocks were climbing on Tuesday afternoon ...", "Jul 16, 2024"),
    )))
    turns.append((extract(q, "Latest level of the Dow and today's high"), quote("40,918.05", "+706.33", "+1.76%", "2:27 PM EDT", "40,921.30")))
    turns.append((upd({"dji_intraday_2024_07_16": "40,918.05 +706.33 (+1.76%) at 2:27 PM EDT"}), updated("dji_intraday_2024_07_16")))
    rs.add("search", "h62-search-06", system("The Dow's close on July 15, 2024 and its level during trading on July 16, 2024."), turns,
           state="Session date: Tuesday, July 16, 2024 (US Eastern time)\n" + STATE, bad=True, turn=5,
           kind="The re-extracted CNBC quote is stamped 2:27 PM EDT, earlier than the 2:41 PM EDT quote shown before it, with a higher level: the quote clock runs backwards.")


# ---------------------------------------------------------------- 07 Reserve Bank of India MPC 2025, clean
def t07(rs: RowSet) -> None:
    feb = "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx?prid=59794"
    apr = "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx?prid=60364"
    jun = "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx?prid=60711"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("RBI repo rate 2025 monetary policy committee decisions Sanjay Malhotra"), sr(
        (feb, "RBI Press Release: Monetary Policy Statement, 2024-25 Resolution of the Monetary Policy Committee (MPC) February 5 to 7, 2025", "... the MPC decided to reduce the policy repo rate by 25 basis points to 6.25 per cent with immediate effect ...", "Feb 7, 2025"),
        ("https://www.rbi.org.in/Scripts/BS_ViewMasRates.aspx", "RBI - Current Rates", "Policy Repo Rate, Standing Deposit Facility Rate, Marginal Standing Facility Rate, Bank Rate, CRR and SLR ...", "N/A"),
        ("https://www.reuters.com/world/india/india-central-bank-cuts-rates-first-time-nearly-five-years-2025-02-07/", "India's central bank cuts rates for first time in nearly five years | Reuters", "The Reserve Bank of India cut its key repo rate by 25 basis points to 6.25% in Governor Sanjay Malhotra's first policy meeting ...", "Feb 7, 2025"),
        ("https://economictimes.indiatimes.com/news/economy/policy/rbi-policy-repo-rate-cut-april-2025", "RBI cuts repo rate by 25 bps to 6%, changes stance to accommodative | Economic Times", "The Monetary Policy Committee cut the repo rate for the second straight time ...", "Apr 9, 2025"),
        ("https://en.wikipedia.org/wiki/Monetary_Policy_Committee_(India)", "Monetary Policy Committee (India) - Wikipedia", "The MPC is a six-member committee of the Reserve Bank of India, chaired by the Governor, that fixes the benchmark policy rate ...", "N/A"),
        ("https://www.business-standard.com/economy/news/rbi-mpc-june-2025-50-bps-cut", "RBI surprises with 50 bps repo cut, CRR reduced by 100 bps | Business Standard", "The RBI cut the repo rate by 50 bps to 5.50% and the cash reserve ratio to 3% in four tranches ...", "Jun 6, 2025"),
        ("https://www.livemint.com/economy/rbi-monetary-policy-august-2025-repo-rate-unchanged", "RBI keeps repo rate unchanged at 5.5%, retains neutral stance | Mint", "The six-member MPC voted unanimously to keep the policy repo rate at 5.50% ...", "Aug 6, 2025"),
        ("https://www.thehindu.com/business/Economy/rbi-repo-rate-history", "RBI repo rate history: all changes since 2019 | The Hindu", "A timeline of the Reserve Bank's policy rate changes from the pandemic cuts to the 2025 easing cycle ...", "Aug 7, 2025"),
        ("https://www.bankbazaar.com/home-loan/repo-rate.html", "Current RBI Repo Rate 2025 | BankBazaar", "Current repo rate, reverse repo rate and how they affect your home loan EMI ...", "N/A"),
        ("https://www.ndtvprofit.com/economy-finance/rbi-policy-live", "RBI Policy Live Updates | NDTV Profit", "Live coverage of the Monetary Policy Committee announcement ...", "Jun 6, 2025"),
    )))
    turns.append((extract(feb, "Repo rate decision, corridor rates and stance in February 2025"), """# Monetary Policy Statement, 2024-25 Resolution of the Monetary Policy Committee (MPC) February 5 to 7, 2025

**Date: Feb 07, 2025**

On the basis of an assessment of the current and evolving macroeconomic situation, the Monetary Policy Committee (MPC) at its meeting today (February 7, 2025) decided to:

- Reduce the policy repo rate under the liquidity adjustment facility (LAF) by 25 basis points to **6.25 per cent** with immediate effect.

Consequently, the standing deposit facility (SDF) rate shall stand adjusted to 6.00 per cent and the marginal standing facility (MSF) rate and the Bank Rate to 6.50 per cent.

- The MPC also decided to continue with the **neutral** stance and remain unambiguously focused on a durable alignment of inflation with the target, while supporting growth.

## Outlook

| Projection | FY2025-26 |
| --- | --- |
| Real GDP growth | 6.7 per cent |
| CPI inflation | 4.2 per cent |

## Voting

All members of the MPC — Dr. Nagesh Kumar, Shri Saugata Bhattacharya, Prof. Ram Singh, Dr. Rajiv Ranjan, Shri M. Rajeshwar Rao and Shri Sanjay Malhotra — unanimously voted to reduce the policy repo rate by 25 basis points to 6.25 per cent. All members voted to continue with the neutral stance.

The minutes of the MPC's meeting will be published on February 21, 2025. The next meeting of the MPC is scheduled during April 7 to 9, 2025.

(Puneet Pancholy)
Chief General Manager
Press Release: 2024-2025/2107
"""))
    d = {"rbi_repo_latest": "6.25% (7 Feb 2025, -25bp; SDF 6.00%, MSF 6.50%)", "rbi_stance": "neutral"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((search("RBI April 9 2025 repo rate cut 6 per cent accommodative stance"), sr(
        (apr, "RBI Press Release: Monetary Policy Statement, 2025-26 Resolution of the Monetary Policy Committee (MPC) April 7 to 9, 2025", "... decided to reduce the policy repo rate by 25 basis points to 6.00 per cent ... change the stance from neutral to accommodative ...", "Apr 9, 2025"),
        ("https://www.reuters.com/world/india/rbi-cuts-rates-again-shifts-accommodative-stance-2025-04-09/", "India cuts rates again, shifts stance to accommodative as tariffs cloud outlook | Reuters", "The Reserve Bank of India cut its key repo rate by 25 bps to 6.00% and changed its stance to accommodative ...", "Apr 9, 2025"),
        ("https://economictimes.indiatimes.com/news/economy/policy/rbi-policy-repo-rate-cut-april-2025", "RBI cuts repo rate by 25 bps to 6%, changes stance to accommodative | Economic Times", "GDP growth forecast for FY26 lowered to 6.5% from 6.7% ...", "Apr 9, 2025"),
        ("https://www.moneycontrol.com/news/business/economy/rbi-policy-april-2025-highlights", "RBI Policy Highlights: repo cut, stance change, GDP forecast trimmed | Moneycontrol", "Key takeaways from Governor Sanjay Malhotra's statement ...", "Apr 9, 2025"),
        ("https://www.thehindubusinessline.com/money-and-banking/rbi-mpc-april-2025", "RBI MPC: rate cut by 25 bps, stance changed | BusinessLine", "The MPC voted 6-0 for the rate cut and the change in stance ...", "Apr 9, 2025"),
        ("https://www.livemint.com/economy/rbi-accommodative-stance-what-it-means", "What RBI's accommodative stance means for borrowers | Mint", "An accommodative stance means the central bank will either cut rates or keep them unchanged ...", "Apr 10, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-04-09/india-central-bank-cuts-rates", "India Cuts Rates Again as Trump Tariffs Threaten Growth | Bloomberg", "The RBI lowered the repurchase rate to 6% ...", "Apr 9, 2025"),
        ("https://www.rbi.org.in/Scripts/BS_ViewMasRates.aspx", "RBI - Current Rates", "Policy Repo Rate, Standing Deposit Facility Rate, Marginal Standing Facility Rate ...", "N/A"),
    )))
    turns.append((extract(apr, "Repo rate, corridor and stance after the April 2025 meeting"), """# Monetary Policy Statement, 2025-26 Resolution of the Monetary Policy Committee (MPC) April 7 to 9, 2025

**Date: Apr 09, 2025**

The Monetary Policy Committee (MPC) at its meeting today (April 9, 2025) decided to:

- Reduce the policy repo rate under the liquidity adjustment facility (LAF) by 25 basis points to **6.00 per cent** with immediate effect.

Consequently, the standing deposit facility (SDF) rate shall stand adjusted to 5.75 per cent and the marginal standing facility (MSF) rate and the Bank Rate to 6.25 per cent.

- The MPC also decided to change the stance from neutral to **accommodative**.

## Outlook

| Projection | FY2025-26 |
| --- | --- |
| Real GDP growth | 6.5 per cent |
| CPI inflation | 4.0 per cent |

## Voting

All members of the MPC — Dr. Nagesh Kumar, Shri Saugata Bhattacharya, Prof. Ram Singh, Dr. Rajiv Ranjan, Dr. Poonam Gupta and Shri Sanjay Malhotra — unanimously voted to reduce the policy repo rate by 25 basis points to 6.00 per cent and to change the stance to accommodative.

The next meeting of the MPC is scheduled during June 4 to 6, 2025.

Press Release: 2025-2026/64
"""))
    d = {"rbi_repo_latest": "6.00% (9 Apr 2025, -25bp; SDF 5.75%, MSF 6.25%)", "rbi_stance": "accommodative (changed from neutral on 9 Apr 2025)"}
    mem.update(d)
    turns.append((upd(d), updated(*d)))
    turns.append((extract(jun, "Repo rate, CRR and stance decided in June 2025"), """# Monetary Policy Statement, 2025-26 Resolution of the Monetary Policy Committee (MPC) June 4 to 6, 2025

**Date: Jun 06, 2025**

The Monetary Policy Committee (MPC) at its meeting today (June 6, 2025) decided to:

- Reduce the policy repo rate under the liquidity adjustment facility (LAF) by 50 basis points to **5.50 per cent** with immediate effect.

Consequently, the standing deposit facility (SDF) rate shall stand adjusted to 5.25 per cent and the marginal standing facility (MSF) rate and the Bank Rate to 5.75 per cent.

- The MPC also decided to change the stance from accommodative to **neutral**.

## Cash Reserve Ratio

It has been decided to reduce the cash reserve ratio (CRR) by 100 basis points to 3.0 per cent of net demand and time liabilities (NDTL) in four equal tranches of 25 basis points each, effective from the fortnights beginning September 6, October 4, November 1 and November 29, 2025. The reduction is expected to release primary liquidity of about ₹2.5 lakh crore to the banking system by December 2025.

## Outlook

| Projection | FY2025-26 |
| --- | --- |
| Real GDP growth | 6.5 per cent |
| CPI inflation | 3.7 per cent |

## Voting

Dr. Nagesh Kumar, Prof. Ram Singh, Dr. Rajiv Ranjan, Dr. Poonam Gupta and Shri Sanjay Malhotra voted to reduce the policy repo rate by 50 basis points to 5.50 per cent. Shri Saugata Bhattacharya voted to reduce the policy repo rate by 25 basis points. All members except Prof. Ram Singh voted to change the stance to neutral.

The next meeting of the MPC is scheduled during August 4 to 6, 2025.

Press Release: 2025-2026/461
"""))
    d = {"rbi_repo_latest": "5.50% (6 Jun 2025, -50bp; SDF 5.25%, MSF 5.75%)", "rbi_stance": "neutral (changed back from accommodative on 6 Jun 2025)"}
    mem.update(d)
    turns.append((upd(d), updated(*d)))
    turns.append((search("RBI August 6 2025 policy repo rate unchanged 5.5 per cent neutral stance"), sr(
        ("https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx?prid=61012", "RBI Press Release: Resolution of the Monetary Policy Committee (MPC) August 4 to 6, 2025", "... the MPC unanimously decided to keep the policy repo rate unchanged at 5.50 per cent ... continue with the neutral stance ...", "Aug 6, 2025"),
        ("https://www.livemint.com/economy/rbi-monetary-policy-august-2025-repo-rate-unchanged", "RBI keeps repo rate unchanged at 5.5%, retains neutral stance | Mint", "The six-member MPC voted unanimously to keep the policy repo rate at 5.50% ...", "Aug 6, 2025"),
        ("https://www.reuters.com/world/india/india-central-bank-holds-rates-2025-08-06/", "India's central bank holds rates, cuts inflation forecast | Reuters", "The RBI left its key repo rate at 5.50% and lowered its inflation forecast for the fiscal year to 3.1% ...", "Aug 6, 2025"),
        ("https://economictimes.indiatimes.com/news/economy/policy/rbi-policy-august-2025", "RBI MPC: repo rate unchanged at 5.5%, FY26 CPI forecast cut to 3.1% | Economic Times", "The SDF stays at 5.25% and the MSF at 5.75% ...", "Aug 6, 2025"),
        ("https://www.business-standard.com/economy/news/rbi-policy-august-2025-highlights", "RBI Policy August 2025: key highlights | Business Standard", "Governor Malhotra said the full impact of the 100 bps of cuts since February was still working through the economy ...", "Aug 6, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-08-06/india-holds-rates", "India Holds Rates as Trump Tariff Threat Looms | Bloomberg", "The Reserve Bank kept the repurchase rate at 5.5% ...", "Aug 6, 2025"),
        ("https://www.ndtvprofit.com/economy-finance/rbi-policy-august-2025-live", "RBI Policy Live: repo rate unchanged | NDTV Profit", "The next MPC meeting is scheduled for September 29 to October 1, 2025 ...", "Aug 6, 2025"),
        ("https://www.thehindu.com/business/Economy/rbi-repo-rate-history", "RBI repo rate history: all changes since 2019 | The Hindu", "Repo rate at 5.50% after cuts of 25 bps (Feb), 25 bps (Apr) and 50 bps (Jun) in 2025 ...", "Aug 7, 2025"),
    )))
    turns.append((memory("retrieve_all"), allmem(mem)))
    rs.add("search", "h62-search-07", system("The Reserve Bank of India's policy repo rate path and stance changes during 2025."), turns, state=STATE)


# ---------------------------------------------------------------- 08 Bank of Ghana policy rate, contradiction at turn 10
def t08(rs: RowSet) -> None:
    pr = "https://www.bog.gov.gh/monetary-policy/policy-rate/"
    mpc = "https://www.bog.gov.gh/news/monetary-policy-committee-press-release-september-2025/"
    turns = []
    turns.append((search("Bank of Ghana monetary policy rate 2025 MPC decision basis points"), sr(
        (pr, "Policy Rate - Bank of Ghana", "Monetary Policy Rate history: 21.50% (September 2025), 25.00% (July 2025), 28.00% (May 2025) ...", "N/A"),
        (mpc, "Monetary Policy Committee Press Release - September 2025 | Bank of Ghana", "The Committee decided to reduce the monetary policy rate by 350 basis points to 21.5 percent ...", "Sep 17, 2025"),
        ("https://www.reuters.com/world/africa/ghana-central-bank-cuts-rate-300-bps-25-2025-07-30/", "Ghana's central bank cuts main rate by 300 bps to 25% | Reuters", "The Bank of Ghana cut its main interest rate by 300 basis points to 25% on Wednesday, citing a sharp slowdown in inflation ...", "Jul 30, 2025"),
        ("https://www.myjoyonline.com/bog-cuts-policy-rate-to-21-5/", "BoG cuts policy rate to 21.5% | MyJoyOnline", "The Monetary Policy Committee has reduced the policy rate by 350 basis points, the biggest cut in the current easing cycle ...", "Sep 17, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-09-17/ghana-cuts-key-rate", "Ghana Makes Biggest Rate Cut in Years as Inflation Slows | Bloomberg", "Ghana's central bank lowered its benchmark rate to 21.5% ...", "Sep 17, 2025"),
        ("https://www.graphic.com.gh/business/business-news/bog-maintains-policy-rate-at-28-per-cent.html", "BoG maintains policy rate at 28 per cent | Graphic Online", "The Bank of Ghana has kept its policy rate unchanged at 28 per cent at the end of its 124th MPC meeting ...", "May 30, 2025"),
        ("https://tradingeconomics.com/ghana/interest-rate", "Ghana Interest Rate | Trading Economics", "The Bank of Ghana cut its monetary policy rate by 350 bps to 21.5% in September 2025 ...", "N/A"),
        ("https://www.citinewsroom.com/2025/03/bog-raises-policy-rate-to-28/", "BoG raises policy rate by 100 basis points to 28% | Citi Newsroom", "The Bank of Ghana has raised its policy rate to 28 per cent from 27 per cent ...", "Mar 21, 2025"),
        ("https://en.wikipedia.org/wiki/Bank_of_Ghana", "Bank of Ghana - Wikipedia", "The Bank of Ghana is the central bank of Ghana ... Governor: Johnson Pandit Asiama ...", "N/A"),
    )))
    turns.append((extract(pr, "History of the monetary policy rate by MPC meeting, 2024-2025"), """# Policy Rate

The Monetary Policy Rate is the rate at which the Bank of Ghana provides short-term liquidity to banks and signals the stance of monetary policy. It is set by the Monetary Policy Committee (MPC).

| MPC Meeting | Date Announced | Monetary Policy Rate | Change |
| --- | --- | --- | --- |
| 126th | 17 Sep 2025 | 21.50% | -350 bps |
| 125th | 30 Jul 2025 | 25.00% | -300 bps |
| 124th | 30 May 2025 | 28.00% | unchanged |
| 123rd | 21 Mar 2025 | 28.00% | +100 bps |
| 122nd | 29 Jan 2025 | 27.00% | unchanged |
| 121st | 22 Nov 2024 | 27.00% | unchanged |
| 120th | 27 Sep 2024 | 27.00% | unchanged |
| 119th | 29 Jul 2024 | 27.00% | -200 bps |
| 118th | 24 May 2024 | 29.00% | unchanged |

Related: Interbank Rate · Treasury Bill Rates · Reference Rate · MPC Press Releases
"""))
    turns.append((add({"bog_rate_2025_09": "21.50% (126th MPC, 17 Sep 2025, -350bps)",
                       "bog_rate_2025_07": "25.00% (125th MPC, 30 Jul 2025, -300bps)",
                       "bog_rate_2025_05": "27.00% (124th MPC, May 2025, hold)"}),
                  added("bog_rate_2025_09", "bog_rate_2025_07", "bog_rate_2025_05")))
    turns.append((search("Ghana inflation August 2025 Ghana Statistical Service 11.5 percent"), sr(
        ("https://statsghana.gov.gh/gssmain/storage/cpi/CPI_August_2025.pdf", "Consumer Price Index (CPI) August 2025 - Ghana Statistical Service", "Year-on-year inflation as measured by the CPI was 11.5 percent for August 2025, down from 12.1 percent in July 2025 ...", "Sep 3, 2025"),
        ("https://www.reuters.com/world/africa/ghanas-inflation-falls-115-august-2025-09-03/", "Ghana's inflation falls for eighth straight month to 11.5% in August | Reuters", "Ghana's annual consumer inflation slowed to 11.5% in August from 12.1% in July ...", "Sep 3, 2025"),
        ("https://tradingeconomics.com/ghana/inflation-cpi", "Ghana Inflation Rate | Trading Economics", "Inflation Rate in Ghana decreased to 11.50 percent in August from 12.10 percent in July of 2025 ...", "N/A"),
        ("https://www.myjoyonline.com/inflation-drops-to-11-5-in-august/", "Inflation drops to 11.5% in August - GSS | MyJoyOnline", "Food inflation eased to 12.8% while non-food inflation was 10.4% ...", "Sep 3, 2025"),
        ("https://www.graphic.com.gh/news/general-news/ghana-inflation-august-2025.html", "Inflation falls to 11.5% | Graphic Online", "Government Statistician Dr Alhassan Iddrisu announced the August figures in Accra ...", "Sep 3, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-09-03/ghana-inflation-slows", "Ghana Inflation Slows, Bolstering Case for Bigger Rate Cut | Bloomberg", "Price growth has slowed every month this year ...", "Sep 3, 2025"),
        ("https://www.citinewsroom.com/2025/09/ghana-inflation-august/", "Ghana's inflation drops to 11.5% | Citi Newsroom", "Month-on-month inflation between July and August was 0.4% ...", "Sep 3, 2025"),
        ("https://statsghana.gov.gh/", "Ghana Statistical Service", "Official statistics on prices, GDP, population and labour ...", "N/A"),
    )))
    turns.append((extract(mpc, "The September 2025 decision, the rate and the inflation figures cited"), """# Monetary Policy Committee Press Release — September 2025

**17 September 2025 · Accra**

The Monetary Policy Committee (MPC) of the Bank of Ghana held its 126th regular meeting from 15 to 16 September 2025 to review recent economic developments and the outlook.

## Key developments

- Headline inflation declined for the eighth consecutive month to 11.5 percent in August 2025, from 12.1 percent in July 2025 and 23.5 percent in December 2024.
- Real GDP grew by 6.3 percent in the second quarter of 2025, compared with 7.0 percent in the same period of 2024.
- The cedi appreciated by 24.9 percent against the US dollar year-to-date.
- Gross international reserves rose to US$11.1 billion at the end of August 2025, equivalent to 4.7 months of import cover.

## Decision

Under the circumstances, the Committee decided to reduce the monetary policy rate by 350 basis points to **21.5 percent**. The Committee will continue to monitor developments and stands ready to take appropriate action.

The next MPC meeting is scheduled for November 2025.

*Johnson Pandit Asiama, Governor and Chairman of the MPC*
"""))
    turns.append((add({"gh_cpi_2025_08": "11.5% y/y (GSS, Aug 2025)", "gh_cpi_2025_07": "12.1% y/y (GSS, Jul 2025)"}),
                  added("gh_cpi_2025_08", "gh_cpi_2025_07")))
    turns.append((memory("remove", key_list=["bog_rate_2025_05"]), removed("bog_rate_2025_05")))
    turns.append((add({"bog_rate_2025_05_hold": "28.00% (124th MPC, 30 May 2025, unchanged)"}), added("bog_rate_2025_05_hold")))
    turns.append((search("Bank of Ghana 2025 rate cuts cumulative basis points since July"), sr(
        ("https://www.reuters.com/world/africa/ghana-central-bank-cuts-rate-350-bps-2025-09-17/", "Ghana cuts main rate by 350 bps to 21.5% | Reuters", "The cut follows a 300 basis point reduction in July, bringing cumulative easing since July to 650 basis points ...", "Sep 17, 2025"),
        ("https://www.myjoyonline.com/bog-cuts-policy-rate-to-21-5/", "BoG cuts policy rate to 21.5% | MyJoyOnline", "The Monetary Policy Committee has reduced the policy rate by 350 basis points, the biggest cut in the current easing cycle ...", "Sep 17, 2025"),
        ("https://www.ghanaweb.com/GhanaHomePage/business/BoG-policy-rate-cut-what-it-means-for-borrowers", "BoG policy rate cut: what it means for borrowers | GhanaWeb", "Banks are expected to reprice loans as the Ghana Reference Rate falls ...", "Sep 18, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-09-17/ghana-cuts-key-rate", "Ghana Makes Biggest Rate Cut in Years as Inflation Slows | Bloomberg", "Ghana's central bank lowered its benchmark rate to 21.5% ...", "Sep 17, 2025"),
        ("https://www.businessghana.com/site/news/business/bog-mpc-september-2025", "BoG MPC slashes rate to 21.5% | BusinessGhana", "The policy rate now stands 650 basis points below its level in May ...", "Sep 17, 2025"),
        ("https://tradingeconomics.com/ghana/interest-rate", "Ghana Interest Rate | Trading Economics", "The Bank of Ghana cut its monetary policy rate by 350 bps to 21.5% in September 2025 ...", "N/A"),
        ("https://www.theafricareport.com/ghana-interest-rates-2025/", "Ghana's rate cuts signal end of crisis-era tightening | The Africa Report", "After raising the rate to 28% in March, the central bank has reversed course ...", "Sep 22, 2025"),
        ("https://www.imf.org/en/Countries/GHA", "Ghana and the IMF", "Ghana's Extended Credit Facility arrangement, reviews and disbursements ...", "N/A"),
    )))
    turns.append((memory("retrieve_all"), allmem({
        "bog_rate_2025_09": "21.50% (126th MPC, 17 Sep 2025, -350bps)",
        "bog_rate_2025_07": "25.00% (125th MPC, 30 Jul 2025, -300bps)",
        "bog_rate_2025_05": "27.00% (124th MPC, May 2025, hold)",
        "gh_cpi_2025_08": "11.5% y/y (GSS, Aug 2025)",
        "gh_cpi_2025_07": "12.1% y/y (GSS, Jul 2025)",
        "bog_rate_2025_05_hold": "28.00% (124th MPC, 30 May 2025, unchanged)"})))
    rs.add("search", "h62-search-08", system("The Bank of Ghana's policy rate decisions in 2025 and the inflation figures behind them."), turns,
           state=STATE, bad=True, turn=10,
           kind="retrieve_all still lists bog_rate_2025_05, which was removed from memory at turn 7.")


# ---------------------------------------------------------------- 09 Supreme Court opinion (Loper Bright), contradiction at turn 5
def t09(rs: RowSet) -> None:
    pdf = "https://www.supremecourt.gov/opinions/23pdf/22-451_7m58.pdf"
    oyez = "https://www.oyez.org/cases/2023/22-451"
    justia = "https://supreme.justia.com/cases/federal/us/603/22-451/"
    turns = []
    turns.append((search("Loper Bright Enterprises v. Raimondo docket number decided Chevron overruled"), sr(
        (pdf, "22-451 Loper Bright Enterprises v. Raimondo (06/28/2024) - Supreme Court", "Chevron is overruled. Courts must exercise their independent judgment in deciding whether an agency has acted within its statutory authority, as the APA requires ...", "Jun 28, 2024"),
        ("https://en.wikipedia.org/wiki/Loper_Bright_Enterprises_v._Raimondo", "Loper Bright Enterprises v. Raimondo - Wikipedia", "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024), is a landmark decision of the United States Supreme Court that overruled the principle of Chevron deference ...", "N/A"),
        (oyez, "Loper Bright Enterprises v. Raimondo | Oyez", "A case in which the Court held that the Administrative Procedure Act requires courts to exercise their independent judgment ... Docket no. 22-451. Decided Jun 28, 2024.", "N/A"),
        ("https://www.scotusblog.com/cases/case-files/loper-bright-enterprises-v-raimondo/", "Loper Bright Enterprises v. Raimondo - SCOTUSblog", "Docket No. 22-451. Op. Below: D.C. Cir. Argument: Jan 17, 2024. Opinion: Jun 28, 2024. Vote: 6-3. Author: Chief Justice John Roberts ...", "N/A"),
        (justia, "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024) | Justia", "Loper Bright Enterprises v. Raimondo: The Administrative Procedure Act requires courts to exercise their independent judgment ...", "N/A"),
        ("https://www.law.cornell.edu/supremecourt/text/22-451", "Loper Bright Enterprises v. Raimondo | LII / Legal Information Institute", "Opinion of the Court, concurrences by Thomas and Gorsuch, dissent by Kagan ...", "N/A"),
        ("https://crsreports.congress.gov/product/pdf/LSB/LSB11189", "Supreme Court Overrules Chevron Framework | Congress.gov | CRS", "On June 28, 2024, the Court decided Loper Bright Enterprises v. Raimondo and Relentless, Inc. v. Department of Commerce ...", "Jul 1, 2024"),
        ("https://www.reuters.com/legal/us-supreme-court-curbs-federal-agency-power-overturning-chevron-precedent-2024-06-28/", "US Supreme Court curbs federal agency power, overturning 'Chevron' precedent | Reuters", "The ruling, authored by Chief Justice John Roberts, was 6-3 ...", "Jun 28, 2024"),
        ("https://harvardlawreview.org/print/vol-138/loper-bright-enterprises-v-raimondo/", "Loper Bright Enterprises v. Raimondo | Harvard Law Review", "Case comment on the Court's decision overruling Chevron U.S.A. Inc. v. Natural Resources Defense Council ...", "Nov 2024"),
        ("https://www.nytimes.com/2024/06/28/us/supreme-court-chevron-ruling.html", "Supreme Court Strikes Down Chevron, Curtailing Power of Federal Agencies | NYT", "The decision overruled a 1984 precedent ...", "Jun 28, 2024"),
    )))
    turns.append((extract(oyez, "Docket number, dates, vote and authors"), """# Loper Bright Enterprises v. Raimondo

## Facts of the case

The Magnuson-Stevens Fishery Conservation and Management Act allows the National Marine Fisheries Service to require herring fishing vessels to carry federal observers. In 2020 the Service issued a rule requiring the industry to pay for the observers. Family-owned fishing companies, including Loper Bright Enterprises, challenged the rule. The D.C. Circuit upheld it, deferring under Chevron U.S.A., Inc. v. Natural Resources Defense Council to the agency's interpretation of the statute.

## Question

Should the Court overrule Chevron or at least clarify that statutory silence concerning controversial powers expressly but narrowly granted elsewhere in the statute does not constitute an ambiguity requiring deference to the agency?

## Conclusion

**6–3 decision for Loper Bright Enterprises. Majority opinion by John G. Roberts, Jr.**

The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled.

Justice Clarence Thomas and Justice Neil Gorsuch filed concurring opinions. Justice Elena Kagan filed a dissenting opinion, joined by Justice Sonia Sotomayor and, as to Relentless, Inc. v. Department of Commerce only, by Justice Ketanji Brown Jackson. Justice Jackson took no part in the consideration or decision of the case in No. 22-451.

| | |
| --- | --- |
| Petitioner | Loper Bright Enterprises, et al. |
| Respondent | Gina Raimondo, Secretary of Commerce, et al. |
| Docket no. | 22-451 |
| Decided by | Roberts Court |
| Lower court | United States Court of Appeals for the District of Columbia Circuit |
| Citation | 603 US 369 (2024) |
| Granted | May 1, 2023 |
| Argued | Jan 17, 2024 |
| Decided | Jun 28, 2024 |
"""))
    turns.append((add({"loper_docket": "22-451 (argued with Relentless, Inc. v. Department of Commerce, No. 22-1219)",
                       "loper_decided": "June 28, 2024; 6-3; Roberts, C.J.; 603 U.S. 369"}),
                  added("loper_docket", "loper_decided")))
    turns.append((search("Relentless Inc v Department of Commerce 22-1219 First Circuit Jackson recusal"), sr(
        ("https://www.oyez.org/cases/2023/22-1219", "Relentless, Inc. v. Department of Commerce | Oyez", "Docket no. 22-1219. Argued Jan 17, 2024. Decided Jun 28, 2024. Lower court: First Circuit ...", "N/A"),
        ("https://www.scotusblog.com/cases/case-files/relentless-inc-v-department-of-commerce/", "Relentless, Inc. v. Department of Commerce - SCOTUSblog", "Docket No. 22-1219. Op. Below: 1st Cir. Argument: Jan 17, 2024. Opinion: Jun 28, 2024. Vote: 6-3 ...", "N/A"),
        ("https://www.supremecourt.gov/search.aspx?filename=/docket/docketfiles/html/public/22-1219.html", "Search - Supreme Court of the United States: Docket No. 22-1219", "Relentless, Inc., et al., Petitioners v. Department of Commerce, et al. Docketed: June 14, 2023 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Relentless,_Inc._v._Department_of_Commerce", "Relentless, Inc. v. Department of Commerce - Wikipedia", "The case was heard alongside Loper Bright because Justice Ketanji Brown Jackson had recused from Loper Bright, having participated in it on the D.C. Circuit ...", "N/A"),
        ("https://www.reuters.com/legal/supreme-court-hears-second-chevron-case-2024-01-17/", "Supreme Court weighs curbing agency power in fishing cases | Reuters", "The justices heard back-to-back arguments in two cases brought by herring fishing companies from New Jersey and Rhode Island ...", "Jan 17, 2024"),
        ("https://www.nationalreview.com/bench-memos/relentless-loper-bright-argument/", "Relentless and Loper Bright: the argument recap | National Review", "Justice Jackson participated only in the Relentless argument ...", "Jan 18, 2024"),
        ("https://www.causeofaction.org/cases/relentless-v-department-of-commerce/", "Relentless v. Department of Commerce | Cause of Action Institute", "Cause of Action represented the Rhode Island fishing companies Relentless Inc., Huntress Inc. and Seafreeze Fleet LLC ...", "N/A"),
        ("https://www.law.cornell.edu/supremecourt/text/22-1219", "Relentless, Inc. v. Department of Commerce | LII", "Question presented and docket information ...", "N/A"),
    )))
    turns.append((extract(pdf, "Caption, docket numbers and the line-up of opinions in the syllabus"), """(Slip Opinion) OCTOBER TERM, 2023 1

Syllabus

NOTE: Where it is feasible, a syllabus (headnote) will be released, as is being done in connection with this case, at the time the opinion is issued. The syllabus constitutes no part of the opinion of the Court but has been prepared by the Reporter of Decisions for the convenience of the reader. See United States v. Detroit Timber & Lumber Co., 200 U. S. 321, 337.

# SUPREME COURT OF THE UNITED STATES

## Syllabus

**LOPER BRIGHT ENTERPRISES ET AL. v. RAIMONDO, SECRETARY OF COMMERCE, ET AL.**

CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE DISTRICT OF COLUMBIA CIRCUIT

No. 22–415. Argued January 17, 2024—Decided June 28, 2024\\*

The Magnuson-Stevens Fishery Conservation and Management Act (MSA), 16 U. S. C. §1801 et seq., incorporates the Administrative Procedure Act (APA), 5 U. S. C. §551 et seq., which provides that courts "shall decide all relevant questions of law," §706. ...

*Held*: The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled. Pp. 7–35.

No. 22–415, 45 F. 4th 359; No. 22–1219, 62 F. 4th 621, vacated and remanded.

ROBERTS, C. J., delivered the opinion of the Court, in which THOMAS, ALITO, GORSUCH, KAVANAUGH, and BARRETT, JJ., joined. THOMAS, J., and GORSUCH, J., filed concurring opinions. KAGAN, J., filed a dissenting opinion, in which SOTOMAYOR, J., joined, and in which JACKSON, J., joined as it applies to No. 22–1219. JACKSON, J., took no part in the consideration or decision of the case in No. 22–415.

______________
\\*Together with No. 22–1219, Relentless, Inc., et al. v. Department of Commerce, et al., on certiorari to the United States Court of Appeals for the First Circuit.
"""))
    turns.append((memory("retrieve", key_list=["loper_docket"]), got({"loper_docket": "22-451 (argued with Relentless, Inc. v. Department of Commerce, No. 22-1219)"})))
    turns.append((extract(justia, "Citation, docket and disposition"), """# Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)

**Docket No. 22-451**

| | |
| --- | --- |
| Granted | May 1, 2023 |
| Argued | January 17, 2024 |
| Decided | June 28, 2024 |

## Syllabus

The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled.

**Disposition:** 45 F. 4th 359 (D.C. Cir.) and 62 F. 4th 621 (1st Cir.), vacated and remanded.

## Opinions

- Opinion of the Court — Roberts
- Concurrence — Thomas
- Concurrence — Gorsuch
- Dissent — Kagan (joined by Sotomayor; Jackson joined as to No. 22-1219)

Justice Jackson took no part in the consideration or decision of the case in No. 22-451.

U.S. Supreme Court opinions are provided by Justia free of charge. Oral argument audio: Oyez.
"""))
    rs.add("search", "h62-search-09", system("Docket number, decision date, vote and opinion authors of Loper Bright Enterprises v. Raimondo."), turns,
           state=STATE, bad=True, turn=5,
           kind="The slip opinion at 22-451_7m58.pdf gives the case as No. 22–415, while its URL, the search result, Oyez and the stored memory all give No. 22-451.")


# ---------------------------------------------------------------- 10 census.gov (Texas population), clean
def t10(rs: RowSet) -> None:
    qf = "https://www.census.gov/quickfacts/fact/table/TX/PST045224"
    app = "https://www.census.gov/data/tables/2020/dec/2020-apportionment-data.html"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("Texas population 2020 census resident population apportionment population 2024 estimate"), sr(
        (qf, "U.S. Census Bureau QuickFacts: Texas", "Population estimates, July 1, 2024, (V2024): 31,290,831. Population, Census, April 1, 2020: 29,145,505 ...", "N/A"),
        (app, "2020 Census Apportionment Results - Census.gov", "Table 1. Apportionment Population and Number of Representatives by State: 2020 Census. Texas 29,183,290; 38 representatives ...", "Apr 26, 2021"),
        ("https://www.census.gov/library/stories/state-by-state/texas-population-change-between-census-decade.html", "Texas: 2020 Census - Census.gov", "Texas's population was 29,145,505 in 2020, up 15.9% from 25,145,561 in 2010 ...", "Aug 25, 2021"),
        ("https://www.census.gov/newsroom/press-releases/2024/population-estimates-international-migration.html", "Population Estimates Show Nation Grew by Nearly 1% in 2024 | Census.gov", "Texas gained the most people of any state between 2023 and 2024, adding 562,941 residents ...", "Dec 19, 2024"),
        ("https://en.wikipedia.org/wiki/Demographics_of_Texas", "Demographics of Texas - Wikipedia", "The 2020 United States census recorded a population of 29,145,505 in Texas ...", "N/A"),
        ("https://demographics.texas.gov/Estimates/", "Texas Demographic Center - Population Estimates", "Official state population estimates for Texas counties and places ...", "N/A"),
        ("https://www.texastribune.org/2024/12/19/texas-population-growth-census-2024/", "Texas population surpasses 31 million | The Texas Tribune", "The state added more than 560,000 residents between July 2023 and July 2024, according to new census estimates ...", "Dec 19, 2024"),
        ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-state-total.html", "State Population Totals: 2020-2024 | Census.gov", "Annual Estimates of the Resident Population for the United States, Regions, States, District of Columbia, and Puerto Rico: April 1, 2020 to July 1, 2024 (NST-EST2024-POP) ...", "Dec 19, 2024"),
        ("https://worldpopulationreview.com/states/texas", "Texas Population 2025 | World Population Review", "Texas is the second most populous state in the US ...", "N/A"),
    )))
    turns.append((extract(qf, "Population estimates and census counts for Texas"), """# U.S. Census Bureau QuickFacts: Texas

**Table** · Texas

| Population | Texas |
| --- | --- |
| Population estimates, July 1, 2024, (V2024) | 31,290,831 |
| Population estimates base, April 1, 2020, (V2024) | 29,145,428 |
| Population, percent change - April 1, 2020 (estimates base) to July 1, 2024, (V2024) | 7.4% |
| Population, Census, April 1, 2020 | 29,145,505 |
| Population, Census, April 1, 2010 | 25,145,561 |

| Age and Sex | |
| --- | --- |
| Persons under 5 years, percent | 6.6% |
| Persons under 18 years, percent | 25.2% |
| Persons 65 years and over, percent | 13.6% |
| Female persons, percent | 49.9% |

| Geography | |
| --- | --- |
| Population per square mile, 2020 | 111.6 |
| Land area in square miles, 2020 | 261,231.71 |
| FIPS Code | 48 |

Value Notes: Estimates are not comparable to other geographic levels due to methodology differences that may exist between different data sources. The vintage year (e.g., V2024) refers to the final year of the series (2020 thru 2024).
"""))
    d = {"tx_census2020_resident": "29,145,505 (resident population, April 1, 2020)",
         "tx_v2024_estimate": "31,290,831 (July 1, 2024, Vintage 2024; +7.4% vs 2020 estimates base 29,145,428)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((extract(app, "Apportionment population and seats for Texas and the US total"), """# 2020 Census Apportionment Results

Released April 26, 2021.

The apportionment population includes the resident population of the 50 states plus overseas federal employees (military and civilian) and their dependents living with them, who were allocated to their home state. The District of Columbia and Puerto Rico are not included.

## Table 1. Apportionment Population and Number of Representatives by State: 2020 Census (selected states)

| State | Apportionment population | Number of apportioned representatives | Change from 2010 |
| --- | --- | --- | --- |
| California | 39,576,757 | 52 | -1 |
| Texas | 29,183,290 | 38 | +2 |
| Florida | 21,570,527 | 28 | +1 |
| New York | 20,215,751 | 26 | -1 |
| Pennsylvania | 13,011,844 | 17 | -1 |
| Illinois | 12,822,739 | 17 | -1 |
| Ohio | 11,808,848 | 15 | -1 |
| North Carolina | 10,453,948 | 14 | +1 |
| Michigan | 10,079,985 | 13 | -1 |
| Colorado | 5,782,171 | 8 | +1 |
| Oregon | 4,241,500 | 6 | +1 |
| West Virginia | 1,795,045 | 2 | -1 |
| Montana | 1,085,407 | 2 | +1 |
| **Total (50 states)** | **331,108,434** | **435** | |

Six states gained seats (Texas two) and seven states each lost one seat.

Resident population of the United States (50 states and DC), April 1, 2020: 331,449,281.
"""))
    d = {"tx_apportionment_2020": "29,183,290 (apportionment pop. incl. overseas federal personnel; 38 House seats, +2)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((memory("retrieve_all"), allmem(mem)))
    rs.add("search", "h62-search-10", system("Texas's 2020 census population (resident and apportionment) and its latest population estimate."), turns, state=STATE)


# ---------------------------------------------------------------- 11 UK salary calculator, contradiction at turn 6
def t11(rs: RowSet) -> None:
    gov = "https://www.gov.uk/income-tax-rates"
    calc = "https://www.thesalarycalculator.co.uk/salary.php"

    def sheet(gross: str, gm: str, gw: str, taxable: str, band2: str, tax: str, tm: str, tw: str,
              ni: str, nm: str, nw: str, home: str, hm: str, hw: str) -> str:
        return f"""# £{gross} after tax 2024/25

Tax year 2024/25 · England · Tax code 1257L · No pension · No student loan

| | Yearly | Monthly | Weekly |
| --- | --- | --- | --- |
| Gross Income | £{gross}.00 | £{gm} | £{gw} |
| Tax-free allowance | £12,570.00 | £1,047.50 | £241.73 |
| Total taxable | £{taxable}.00 | | |
| Income Tax | £{tax} | £{tm} | £{tw} |
| National Insurance | £{ni} | £{nm} | £{nw} |
| **Take Home** | **£{home}** | **£{hm}** | **£{hw}** |

## Income tax breakdown

| Band | Rate | Taxable amount | Tax |
| --- | --- | --- | --- |
| Basic rate | 20% | £37,700.00 | £7,540.00 |
| Higher rate | 40% | £{band2} |

## National Insurance breakdown

Employee Class 1: 8% on earnings between £12,570 and £50,270 (£3,016.00), plus 2% on earnings above £50,270.

*Calculations assume a regular salary with no bonuses or benefits in kind.*
"""
    turns = []
    turns.append((search("UK take home pay calculator 2024/25 £60,000 salary income tax national insurance"), sr(
        (calc + "?salary=60000&year=2024", "£60,000 After Tax 2024/25 - The Salary Calculator", "If you earn £60,000 a year, you will take home £45,357 a year after tax, or £3,780 a month. Income tax £11,432 and National Insurance £3,211 ...", "N/A"),
        (gov, "Income Tax rates and Personal Allowances - GOV.UK", "The standard Personal Allowance is £12,570 ... Basic rate 20% on £12,571 to £50,270; Higher rate 40% on £50,271 to £125,140; Additional rate 45% over £125,140 ...", "N/A"),
        ("https://www.listentotaxman.com/60000", "£60,000 salary after tax | Listentotaxman", "Wage calculator for 2024/25: £60,000 gross gives £45,357 net per year ...", "N/A"),
        ("https://www.gov.uk/national-insurance/how-much-you-pay", "National Insurance: how much you pay - GOV.UK", "You pay 8% on earnings between £1,048 and £4,189 a month, and 2% on earnings above £4,189 a month ...", "N/A"),
        ("https://www.moneysavingexpert.com/tax-calculator/", "Income Tax Calculator: work out your take-home pay | MoneySavingExpert", "Enter your salary to see how much income tax and National Insurance you'll pay in the 2024/25 tax year ...", "N/A"),
        ("https://www.uktaxcalculators.co.uk/salary-calculator/", "Salary Calculator 2024/25 | UK Tax Calculators", "Calculate your net pay including pension contributions and student loan repayments ...", "N/A"),
        ("https://www.reed.co.uk/tax-calculator", "Tax Calculator | reed.co.uk", "Find out your take-home pay after income tax and NI ...", "N/A"),
        ("https://www.which.co.uk/money/tax/income-tax/tax-calculator", "Income tax calculator 2024-25 | Which?", "See how the cut in National Insurance to 8% from April 2024 affects your pay ...", "Apr 2024"),
        ("https://www.reddit.com/r/UKPersonalFinance/comments/1c0a7v9/60k_salary_take_home/", "60k salary take home? : r/UKPersonalFinance", "After the NI cut I'm seeing about £3,780 a month on 60k with no pension ...", "Apr 10, 2024"),
        ("https://www.thesalarycalculator.co.uk/", "The Salary Calculator - 2024/25 Take-Home Pay Calculator", "Work out your take-home pay for any salary ...", "N/A"),
    )))
    turns.append((extract(gov, "Income tax bands and rates for 2024/25 in England"), """# Income Tax rates and Personal Allowances

## Current rates and allowances

How much Income Tax you pay in each tax year depends on:
- how much of your income is above your Personal Allowance
- how much of your income falls within each tax band

The standard Personal Allowance is £12,570, which is the amount of income you do not have to pay tax on.

## Income Tax rates and bands

The table shows the tax rates you pay in each band if you have a standard Personal Allowance of £12,570. Income tax bands are different if you live in Scotland.

| Band | Taxable income | Tax rate |
| --- | --- | --- |
| Personal Allowance | Up to £12,570 | 0% |
| Basic rate | £12,571 to £50,270 | 20% |
| Higher rate | £50,271 to £125,140 | 40% |
| Additional rate | over £125,140 | 45% |

You can also see the rates and bands without the Personal Allowance. You do not get a Personal Allowance on taxable income over £125,140.

## If you're employed or get a pension

Check your Income Tax to see your Personal Allowance and how much tax you've paid in the current tax year.

## Income over £100,000

Your Personal Allowance goes down by £1 for every £2 of income above £100,000.
"""))
    turns.append((extract(calc + "?salary=60000&year=2024", "Income tax, NI and take-home pay on £60,000"),
                  sheet("60,000", "5,000.00", "1,153.85", "47,430", "£9,730.00 | £3,892.00 |", "11,432.00", "952.67", "219.85",
                        "3,210.60", "267.55", "61.74", "45,357.40", "3,779.78", "872.26")))
    turns.append((add({"uk_60k_2024_25": "tax £11,432.00; NI £3,210.60; take-home £45,357.40 (England, 1257L, no pension)"}), added("uk_60k_2024_25")))
    turns.append((search("£65,000 salary take home pay 2024/25 UK after tax"), sr(
        (calc + "?salary=65000&year=2024", "£65,000 After Tax 2024/25 - The Salary Calculator", "Find out the take-home pay on a £65,000 salary in the 2024/25 tax year, with income tax and National Insurance broken down ...", "N/A"),
        ("https://www.listentotaxman.com/65000", "£65,000 salary after tax | Listentotaxman", "Wage calculator for 2024/25 on a £65,000 gross salary ...", "N/A"),
        ("https://www.uktaxcalculators.co.uk/salary/65000/", "£65,000 a year after tax UK | UK Tax Calculators", "Monthly, weekly and daily breakdown of a £65,000 salary ...", "N/A"),
        ("https://www.moneysavingexpert.com/tax-calculator/", "Income Tax Calculator | MoneySavingExpert", "Enter your salary to see your take-home pay ...", "N/A"),
        ("https://www.incometaxcalculator.org.uk/salary/65000", "£65,000 After Tax UK 2024/25 | Income Tax Calculator", "Take-home pay on £65k with the higher-rate band explained ...", "N/A"),
        ("https://www.reddit.com/r/UKPersonalFinance/comments/1bx9z2k/65k_vs_60k_worth_it/", "65k vs 60k - is the jump worth it in the 40% band? : r/UKPersonalFinance", "Every extra pound above £50,270 is taxed at 40% plus 2% NI, so you keep 58p of it ...", "Apr 5, 2024"),
        ("https://www.gov.uk/estimate-income-tax", "Estimate your Income Tax for the current year - GOV.UK", "Use this service to estimate how much Income Tax you should pay ...", "N/A"),
        ("https://www.thesalarycalculator.co.uk/", "The Salary Calculator - 2024/25 Take-Home Pay Calculator", "Work out your take-home pay for any salary ...", "N/A"),
    )))
    turns.append((extract(calc + "?salary=65000&year=2024", "Income tax, NI and take-home pay on £65,000"),
                  sheet("65,000", "5,416.67", "1,250.00", "52,430", "£14,730.00 | £5,592.00 |", "13,132.00", "1,094.33", "252.54",
                        "3,310.60", "275.88", "63.67", "48,557.40", "4,046.45", "933.80")))
    turns.append((add({"uk_65k_2024_25": "tax £13,132.00; NI £3,310.60; take-home £48,557.40 (England, 1257L, no pension)"}), added("uk_65k_2024_25")))
    turns.append((search("income tax thresholds frozen until 2028 personal allowance 12,570 higher rate 50,270"), sr(
        ("https://www.gov.uk/government/publications/income-tax-personal-allowance-and-basic-rate-limit-from-6-april-2024", "Income Tax: Personal Allowance and basic rate limit from 6 April 2024 - GOV.UK", "The Personal Allowance will remain at £12,570 and the basic rate limit at £37,700 up to and including 2027 to 2028 ...", "Nov 22, 2023"),
        ("https://www.bbc.co.uk/news/business-frozen-tax-thresholds", "Frozen tax thresholds: how they affect you | BBC News", "Millions more people are paying the higher rate of income tax because thresholds have been frozen since 2021 ...", "Mar 6, 2024"),
        ("https://ifs.org.uk/articles/fiscal-drag-tax-thresholds", "Fiscal drag: the hidden tax rise | Institute for Fiscal Studies", "Freezing the personal allowance and higher-rate threshold until April 2028 raises around £40 billion a year ...", "Mar 2024"),
        ("https://www.gov.uk/income-tax-rates", "Income Tax rates and Personal Allowances - GOV.UK", "The standard Personal Allowance is £12,570 ... Higher rate 40% on £50,271 to £125,140 ...", "N/A"),
        ("https://www.theguardian.com/money/2024/apr/06/tax-threshold-freeze-explained", "What the income tax threshold freeze means for you | The Guardian", "The higher-rate threshold has been stuck at £50,270 since April 2021 ...", "Apr 6, 2024"),
        ("https://www.moneysavingexpert.com/news/2024/03/tax-thresholds-frozen/", "Income tax thresholds frozen until 2028 | MoneySavingExpert", "The personal allowance and higher-rate threshold will stay frozen ...", "Mar 6, 2024"),
        ("https://obr.uk/box/the-freeze-in-income-tax-thresholds/", "The freeze in income tax thresholds | Office for Budget Responsibility", "Our estimate of the revenue raised by the threshold freeze ...", "Mar 2024"),
        ("https://www.ft.com/content/income-tax-threshold-freeze-higher-rate", "Higher-rate taxpayers set to pass 7mn | Financial Times", "The number of higher-rate taxpayers has doubled since 2010 ...", "Jan 2025"),
    )))
    turns.append((memory("retrieve_all"), allmem({
        "uk_60k_2024_25": "tax £11,432.00; NI £3,210.60; take-home £45,357.40 (England, 1257L, no pension)",
        "uk_65k_2024_25": "tax £13,132.00; NI £3,310.60; take-home £48,557.40 (England, 1257L, no pension)"})))
    rs.add("search", "h62-search-11", system("Take-home pay on £60,000 and £65,000 in England for 2024/25, and how much of the extra £5,000 is kept."), turns,
           state=STATE, bad=True, turn=6,
           kind="The £65,000 calculation charges £5,592 (total tax £13,132) on £14,730 in the 40% band; the 40% rate shown earlier and the £60,000 result (£11,432) require £5,892 (total £13,432).")


# ---------------------------------------------------------------- 12 Federal Register (FTC non-compete rule), clean
def t12(rs: RowSet) -> None:
    fr = "https://www.federalregister.gov/documents/2024/05/07/2024-09171/non-compete-clause-rule"
    reu = "https://www.reuters.com/legal/litigation/us-judge-blocks-ftc-ban-worker-noncompete-agreements-2024-08-20/"
    ftc = "https://www.ftc.gov/news-events/news/press-releases/2025/09/federal-trade-commission-files-accede-vacatur-non-compete-clause-rule"
    mem: dict[str, str] = {}
    fr_head = """# Non-Compete Clause Rule

**A Rule by the Federal Trade Commission on 05/07/2024**

| Document Details | |
| --- | --- |
| Printed version | PDF |
| Publication Date | 05/07/2024 |
| Agency | Federal Trade Commission |
| Dates | Effective date: This final rule is effective September 4, 2024. |
| Effective Date | 09/04/2024 |
| Document Type | Rule |
| Document Citation | 89 FR 38342 |
| Page | 38342-38506 (165 pages) |
| CFR | 16 CFR 682; 16 CFR 910 |
| Agency/Docket Number | Matter No. P201200 |
| RIN | 3084-AB74 |
| Document Number | 2024-09171 |
"""
    turns = []
    turns.append((search("FTC non-compete clause rule Federal Register effective date 89 FR 38342"), sr(
        (fr, "Federal Register :: Non-Compete Clause Rule", "The Federal Trade Commission is issuing the Non-Compete Clause Rule ... This final rule is effective September 4, 2024. Document Citation: 89 FR 38342 ...", "May 7, 2024"),
        ("https://www.ftc.gov/news-events/news/press-releases/2024/04/ftc-announces-rule-banning-noncompetes", "FTC Announces Rule Banning Noncompetes | Federal Trade Commission", "Today, the Federal Trade Commission issued a final rule to promote competition by banning noncompetes nationwide ... The Commission vote to approve the final rule was 3-2 ...", "Apr 23, 2024"),
        ("https://www.ecfr.gov/current/title-16/chapter-I/subchapter-J/part-910", "eCFR :: 16 CFR Part 910 -- Non-Compete Clauses", "Part 910 - Non-Compete Clauses. Authority: 15 U.S.C. 45 and 46(g) ...", "N/A"),
        ("https://www.regulations.gov/document/FTC-2023-0007-26101", "Non-Compete Clause Rule - Regulations.gov", "Docket FTC-2023-0007. Final rule ...", "N/A"),
        ("https://en.wikipedia.org/wiki/FTC_Non-Compete_Clause_Rule", "FTC Non-Compete Clause Rule - Wikipedia", "The rule was published on May 7, 2024, and was scheduled to take effect on September 4, 2024, but was set aside by a federal court in August 2024 ...", "N/A"),
        ("https://www.nytimes.com/2024/04/23/business/ftc-noncompete-ban.html", "F.T.C. Bans Noncompete Agreements | The New York Times", "The agency estimated that the rule would raise wages by nearly $300 billion a year ...", "Apr 23, 2024"),
        ("https://www.shrm.org/topics-tools/news/employee-relations/ftc-noncompete-ban-effective-date", "FTC Noncompete Ban: What Employers Need to Know | SHRM", "Existing noncompetes with senior executives can remain in force ...", "May 8, 2024"),
        ("https://www.uschamber.com/lawsuits/chamber-of-commerce-v-ftc-noncompete", "U.S. Chamber sues FTC over noncompete rule | U.S. Chamber of Commerce", "The Chamber filed suit in the Eastern District of Texas challenging the FTC's unlawful rule ...", "Apr 24, 2024"),
        ("https://www.jdsupra.com/legalnews/ftc-final-noncompete-rule-published-in-the-federal-register", "FTC Final Noncompete Rule Published in the Federal Register | JD Supra", "The final rule was published on May 7, setting the effective date 120 days later ...", "May 7, 2024"),
        ("https://www.govinfo.gov/content/pkg/FR-2024-05-07/pdf/2024-09171.pdf", "89 FR 38342 - Non-Compete Clause Rule (PDF) | GovInfo", "Federal Register / Vol. 89, No. 89 / Tuesday, May 7, 2024 / Rules and Regulations ...", "May 7, 2024"),
    )))
    turns.append((extract(fr, "Publication date, effective date, citation and docket identifiers"), fr_head + """
## Summary

The Federal Trade Commission ("FTC" or "Commission") is issuing the Non-Compete Clause Rule ("the final rule"). The final rule provides that it is an unfair method of competition—and therefore a violation of section 5 of the FTC Act—for persons to, among other things, enter into non-compete clauses ("non-competes") with workers on or after the final rule's effective date. With respect to existing non-competes—i.e., non-competes entered into before the effective date—the final rule adopts a different approach for senior executives than for other workers.

## Dates

*Effective date:* This final rule is effective September 4, 2024.

## For Further Information Contact

Benjamin Gris, Office of Policy Planning, (202) 326-3195.
"""))
    d = {"ftc_noncompete_status": "final rule published 2024-05-07 (89 FR 38342, FR Doc. 2024-09171); effective date 2024-09-04",
         "ftc_noncompete_vote": "approved 3-2 by the Commission on 2024-04-23"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((search("Ryan LLC v. FTC August 20 2024 set aside non-compete rule Judge Ada Brown"), sr(
        (reu, "US judge blocks FTC ban on worker noncompete agreements | Reuters", "A federal judge in Texas on Tuesday blocked the U.S. Federal Trade Commission's ban on agreements that prevent workers from joining rival companies, setting aside the rule before it was set to take effect on Sept. 4 ...", "Aug 20, 2024"),
        ("https://www.courtlistener.com/docket/68481137/ryan-llc-v-federal-trade-commission/", "Ryan, LLC v. Federal Trade Commission, 3:24-cv-00986 – CourtListener.com", "District Court, N.D. Texas. Assigned to Ada Brown. Date Filed: Apr 23, 2024 ...", "N/A"),
        ("https://www.ftc.gov/legal-library/browse/cases-proceedings/ryan-llc-v-ftc", "Ryan LLC v. FTC | Federal Trade Commission", "Case filings in Ryan LLC v. FTC, No. 3:24-cv-00986-E (N.D. Tex.) ...", "N/A"),
        ("https://www.nytimes.com/2024/08/20/business/ftc-noncompete-ban-blocked.html", "Judge Blocks F.T.C.'s Noncompete Ban | The New York Times", "The ruling prevents the rule from taking effect nationwide ...", "Aug 20, 2024"),
        ("https://www.natlawreview.com/article/texas-federal-court-sets-aside-ftc-noncompete-rule", "Texas Federal Court Sets Aside FTC Noncompete Rule Nationwide | National Law Review", "Judge Brown held that the FTC lacks substantive rulemaking authority with respect to unfair methods of competition and that the rule is arbitrary and capricious ...", "Aug 21, 2024"),
        ("https://www.shrm.org/topics-tools/news/employee-relations/court-strikes-down-ftc-noncompete-ban", "Court Strikes Down FTC Noncompete Ban | SHRM", "Employers no longer need to send notices to workers by Sept. 4 ...", "Aug 20, 2024"),
        ("https://www.bloomberglaw.com/ftc-noncompete-ban-vacated", "FTC Noncompete Ban Vacated by Texas Judge | Bloomberg Law", "The decision follows a July 3 preliminary injunction that applied only to the named plaintiffs ...", "Aug 20, 2024"),
        ("https://www.wsj.com/business/ftc-noncompete-ruling-texas-judge", "Judge Strikes Down FTC Ban on Noncompete Agreements | WSJ", "The FTC said it was seriously considering a potential appeal ...", "Aug 20, 2024"),
    )))
    turns.append((extract(reu, "What the court decided, when, and what happens to the September 4 effective date"), """# US judge blocks FTC ban on worker noncompete agreements

By Daniel Wiessner · August 20, 2024 7:35 PM UTC · Updated August 21, 2024

Aug 20 (Reuters) - A federal judge in Texas on Tuesday blocked the U.S. Federal Trade Commission's ban on agreements that prevent workers from joining rival companies, setting aside the rule before it was set to take effect on Sept. 4.

U.S. District Judge Ada Brown in Dallas ruled that the FTC lacked the authority to adopt the rule and that the ban was "unreasonably overbroad without a reasonable explanation."

The decision in a case brought by tax services firm Ryan LLC, later joined by the U.S. Chamber of Commerce and other business groups, applies nationwide. Brown had issued a preliminary injunction in July that applied only to the plaintiffs.

"The rule will not be enforced or otherwise take effect on its effective date of September 4, 2024, or thereafter," Brown wrote.

An FTC spokesperson said the agency was "seriously considering a potential appeal" and that the ruling did not prevent it from addressing noncompetes through case-by-case enforcement actions.

The rule, adopted in a 3-2 vote in April along party lines, would have banned nearly all noncompete agreements, which the agency said affect about 30 million workers.

The case is Ryan LLC v. Federal Trade Commission, U.S. District Court for the Northern District of Texas, No. 3:24-cv-00986.
"""))
    d = {"ftc_noncompete_status": "set aside nationwide by N.D. Tex. (Ryan LLC v. FTC, No. 3:24-cv-00986) on 2024-08-20; never took effect on 2024-09-04"}
    mem.update(d)
    turns.append((upd(d), updated(*d)))
    turns.append((search("FTC dismiss appeal non-compete rule Fifth Circuit accede to vacatur September 2025"), sr(
        (ftc, "Federal Trade Commission Files to Accede to Vacatur of Non-Compete Clause Rule | FTC", "The Federal Trade Commission voted 3-1 to dismiss its appeals in Ryan LLC v. FTC and Properties of the Villages, Inc. v. FTC and to accede to the vacatur of the Non-Compete Clause Rule ...", "Sep 5, 2025"),
        ("https://www.reuters.com/legal/government/ftc-drops-defense-noncompete-ban-2025-09-05/", "FTC drops defense of Biden-era noncompete ban | Reuters", "The agency said it would instead target noncompete agreements through case-by-case enforcement ...", "Sep 5, 2025"),
        ("https://www.natlawreview.com/article/ftc-abandons-noncompete-rule-appeal", "FTC Abandons Appeal of Noncompete Rule | National Law Review", "The Fifth Circuit appeal had been held in abeyance since March 2025 ...", "Sep 8, 2025"),
        ("https://www.jdsupra.com/legalnews/ftc-votes-to-dismiss-noncompete-appeals", "FTC Votes to Dismiss Noncompete Appeals | JD Supra", "Chairman Ferguson and Commissioners Holyoak and Meador voted in favor; Commissioner Slaughter dissented ...", "Sep 6, 2025"),
        ("https://www.shrm.org/topics-tools/news/employee-relations/ftc-ends-noncompete-rule-fight", "FTC Ends Fight Over Noncompete Rule | SHRM", "The agency also launched a Joint Labor Task Force and sent warning letters to healthcare employers ...", "Sep 5, 2025"),
        ("https://www.bloomberglaw.com/ftc-noncompete-appeal-dismissed", "FTC Moves to Drop Noncompete Ban Appeals | Bloomberg Law", "The motions were filed in the Fifth and Eleventh Circuits ...", "Sep 5, 2025"),
        ("https://en.wikipedia.org/wiki/FTC_Non-Compete_Clause_Rule", "FTC Non-Compete Clause Rule - Wikipedia", "On September 5, 2025, the FTC voted to dismiss its appeals ...", "N/A"),
        ("https://www.wsj.com/business/ftc-noncompete-appeal-ferguson", "FTC Abandons Noncompete Ban | WSJ", "Chairman Andrew Ferguson had dissented from the rule's adoption in 2024 ...", "Sep 5, 2025"),
    )))
    turns.append((extract(ftc, "Vote, courts involved and next steps"), """# Federal Trade Commission Files to Accede to Vacatur of Non-Compete Clause Rule

**September 5, 2025**

Tags: Competition · Bureau of Competition · Labor

The Federal Trade Commission today voted to dismiss its appeals in *Ryan LLC v. FTC* (Fifth Circuit) and *Properties of the Villages, Inc. v. FTC* (Eleventh Circuit) and to accede to the vacatur of the Non-Compete Clause Rule.

The Commission vote to dismiss the appeals was 3-1, with Commissioner Rebecca Kelly Slaughter dissenting.

"The Non-Compete Clause Rule was unlawful," said FTC Chairman Andrew N. Ferguson. "Today's action does not mean the FTC is stepping back from enforcement against unlawful non-competes. We will continue to bring cases where non-competes harm competition."

The Commission also announced an enforcement action against Gateway Services, Inc., the largest pet cremation business in the United States, and issued a Request for Information seeking public input on employer non-compete agreements.

## Contact Information

Media Contact: Office of Public Affairs, 202-326-2180
"""))
    d = {"ftc_noncompete_status": "set aside nationwide by N.D. Tex. (Ryan LLC v. FTC, No. 3:24-cv-00986) on 2024-08-20; never took effect; FTC voted 3-1 on 2025-09-05 to dismiss its 5th and 11th Cir. appeals and accede to vacatur"}
    mem.update(d)
    turns.append((upd(d), updated(*d)))
    turns.append((memory("retrieve", key_list=["ftc_noncompete_status", "ftc_noncompete_vote"]),
                  got({"ftc_noncompete_status": mem["ftc_noncompete_status"], "ftc_noncompete_vote": mem["ftc_noncompete_vote"]})))
    turns.append((extract(fr, "Treatment of existing non-competes for senior executives"), fr_head + """
## Summary (excerpt)

With respect to existing non-competes, the final rule adopts a different approach for senior executives than for other workers. For senior executives, existing non-competes can remain in force, while existing non-competes with other workers are not enforceable after the effective date.

## Definitions (§ 910.1)

*Senior executive* means a worker who was in a policy-making position and received from a person for the employment total annual compensation of at least $151,164 in the preceding year.

## Notice requirement (§ 910.2(b))

For each worker with an existing non-compete that is unenforceable under the rule, the person who entered into the non-compete must provide clear and conspicuous notice to the worker by the effective date that the non-compete clause will not be, and cannot legally be, enforced against the worker.
"""))
    rs.add("search", "h62-search-12", system("Publication and effective dates of the FTC Non-Compete Clause Rule and what happened to it in court."), turns, state=STATE)


# ---------------------------------------------------------------- 13 Yahoo Finance (S&P 500), clean
def t13(rs: RowSet) -> None:
    hist = "https://finance.yahoo.com/quote/%5EGSPC/history/"
    quote = "https://finance.yahoo.com/quote/%5EGSPC/"
    rows = [("Dec 31, 2024", "5,919.74", "5,929.74", "5,868.86", "5,881.63", "3,421,560,000"),
            ("Dec 30, 2024", "5,920.67", "5,940.79", "5,869.16", "5,906.94", "3,433,250,000"),
            ("Dec 27, 2024", "6,006.17", "6,006.17", "5,932.95", "5,970.84", "3,159,610,000"),
            ("Dec 26, 2024", "6,024.97", "6,049.75", "6,007.37", "6,037.59", "2,904,530,000"),
            ("Dec 24, 2024", "5,984.63", "6,040.10", "5,981.44", "6,040.04", "1,757,720,000"),
            ("Dec 23, 2024", "5,940.25", "5,978.25", "5,902.57", "5,974.07", "3,593,280,000"),
            ("Dec 20, 2024", "5,842.00", "5,982.06", "5,832.30", "5,930.85", "8,223,220,000"),
            ("Dec 19, 2024", "5,912.71", "5,935.52", "5,866.07", "5,867.08", "4,896,880,000"),
            ("Dec 18, 2024", "6,047.65", "6,070.67", "5,867.79", "5,872.16", "4,543,190,000"),
            ("Dec 17, 2024", "6,052.55", "6,057.68", "6,035.19", "6,050.61", "4,544,500,000"),
            ("Dec 16, 2024", "6,063.79", "6,085.19", "6,059.14", "6,074.08", "4,391,100,000")]
    table = "\n".join(f"| {d} | {o} | {h} | {low} | {c} | {c} | {v} |" for d, o, h, low, c, v in rows)
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("S&P 500 historical prices December 2024 daily close Yahoo Finance"), sr(
        (hist, "S&P 500 (^GSPC) Historical Data - Yahoo Finance", "Discover historical prices for ^GSPC stock on Yahoo Finance. View daily, weekly or monthly format back to when S&P 500 stock was issued.", "N/A"),
        ("https://www.wsj.com/market-data/quotes/index/SPX/historical-prices", "S&P 500 Index (SPX) Historical Prices | WSJ", "S&P 500 Index historical prices: daily open, high, low and close ...", "N/A"),
        ("https://www.cnbc.com/2024/12/31/stock-market-today-live-updates.html", "S&P 500 closes out 2024 with a 23% gain | CNBC", "The S&P 500 ended the year at 5,881.63, capping a second straight year of gains above 20% ...", "Dec 31, 2024"),
        ("https://www.macrotrends.net/2324/sp-500-historical-chart-data", "S&P 500 Index - 90 Year Historical Chart | MacroTrends", "Interactive chart of the S&P 500 stock market index over the last 90 years ...", "N/A"),
        ("https://www.reuters.com/markets/us/wall-st-ends-2024-2024-12-31/", "Wall St ends lower on last day of 2024 but posts big annual gains | Reuters", "The S&P 500 lost 0.43% to end the session at 5,881.63 points, ending 2024 up 23.3% ...", "Dec 31, 2024"),
        ("https://www.investing.com/indices/us-spx-500-historical-data", "S&P 500 Historical Data | Investing.com", "Get free historical data for SPX ...", "N/A"),
        ("https://www.nasdaq.com/market-activity/index/spx/historical", "SPX Historical Data | Nasdaq", "S&P 500 index historical quotes ...", "N/A"),
        ("https://apnews.com/article/stock-markets-fed-rates-december-18-2024", "Wall Street has its worst day since August after the Fed hints at fewer cuts | AP News", "The S&P 500 fell 2.9% ...", "Dec 18, 2024"),
        ("https://fred.stlouisfed.org/series/SP500", "S&P 500 (SP500) | FRED", "Index, Daily Close, Not Seasonally Adjusted ...", "N/A"),
    )))
    turns.append((extract(hist, "Daily OHLC and closes for the second half of December 2024"), f"""# S&P 500 (^GSPC)

SNP - SNP Real Time Price. Currency in USD

**5,912.78** +31.15 (+0.53%)
As of 11:04:12 AM EST. Market Open.

## Historical Data

Time Period: Dec 16, 2024 - Jan 02, 2025 · Show: Historical Prices · Frequency: Daily

| Date | Open | High | Low | Close* | Adj Close** | Volume |
| --- | --- | --- | --- | --- | --- | --- |
| Jan 2, 2025 | 5,903.26 | 5,935.09 | 5,895.41 | 5,912.78 | 5,912.78 | 1,021,436,000 |
{table}

\\*Close price adjusted for splits. \\*\\*Adjusted close price adjusted for splits and dividend and/or capital gain distributions.
"""))
    d = {"spx_close_2024_12_31": "5,881.63", "spx_close_2024_12_18": "5,872.16 (-178.45, -2.95% on FOMC day)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    wsj_rows = "\n".join(f"| 12/{d[4:6]}/24 | {o.replace(',', '')} | {h.replace(',', '')} | {low.replace(',', '')} | {c.replace(',', '')} |"
                         for d, o, h, low, c, _ in reversed(rows))
    turns.append((extract("https://www.wsj.com/market-data/quotes/index/SPX/historical-prices", "Daily closes Dec 16-31, 2024, oldest first"), f"""# S&P 500 Index (SPX) Historical Prices

Index · U.S.: S&P US

Date range: 12/16/24 – 12/31/24 · Sort: oldest first

| Date | Open | High | Low | Close |
| --- | --- | --- | --- | --- |
{wsj_rows}

Download a spreadsheet (CSV). Prices shown are not adjusted. Volume is not available for this index.
"""))
    turns.append((search("S&P 500 2024 annual gain 23% second straight year"), sr(
        ("https://www.reuters.com/markets/us/wall-st-ends-2024-2024-12-31/", "Wall St ends lower on last day of 2024 but posts big annual gains | Reuters", "The S&P 500 lost 0.43% to end the session at 5,881.63 points, ending 2024 up 23.3% ...", "Dec 31, 2024"),
        ("https://www.cnbc.com/2024/12/31/stock-market-today-live-updates.html", "S&P 500 closes out 2024 with a 23% gain | CNBC", "The S&P 500 ended the year at 5,881.63 ...", "Dec 31, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-12-31/stock-market-2024-best-two-years", "S&P 500 Notches Best Two-Year Run Since 1998 | Bloomberg", "Back-to-back annual gains of more than 20% for the first time since the late 1990s ...", "Dec 31, 2024"),
        ("https://www.spglobal.com/spdji/en/indices/equity/sp-500/", "S&P 500 | S&P Dow Jones Indices", "Performance: 1 Yr, 3 Yr, YTD total returns ...", "N/A"),
        ("https://www.wsj.com/finance/stocks/stock-market-2024-year-review", "Stocks Notch Another Big Year | WSJ", "The S&P 500 set 57 records in 2024 ...", "Dec 31, 2024"),
        ("https://apnews.com/article/stocks-2024-year-end", "Wall Street closes out another banner year | AP News", "The S&P 500 rose 23.3% in 2024 after a 24.2% gain in 2023 ...", "Dec 31, 2024"),
        ("https://www.ft.com/content/us-stocks-2024-annual-gain", "US stocks log second year of 20%-plus gains | Financial Times", "Tech megacaps drove the bulk of the rally ...", "Dec 31, 2024"),
        ("https://www.investopedia.com/sp-500-2024-performance", "How the S&P 500 Performed in 2024 | Investopedia", "From 4,769.83 at the end of 2023 to 5,881.63 ...", "Jan 1, 2025"),
    )))
    turns.append((extract(quote, "Current price and today's range"), """# S&P 500 (^GSPC)

SNP - SNP Real Time Price. Currency in USD

**5,927.40** +45.77 (+0.78%)
As of 11:21:37 AM EST. Market Open.

| Summary | |
| --- | --- |
| Previous Close | 5,881.63 |
| Open | 5,903.26 |
| Volume | 1,317,882,000 |
| Day's Range | 5,895.41 - 5,935.09 |
| 52 Week Range | 4,682.11 - 6,099.97 |
| Avg. Volume | 4,115,486,000 |

## Recent News

- Stocks open 2025 higher after a late-December slide — 1h ago
- Tesla deliveries fall for the first time in over a decade — 2h ago
- Jobless claims drop to 211,000, lowest in eight months — 2h ago
"""))
    d = {"spx_intraday_2025_01_02": "5,927.40 at 11:21:37 AM EST (+45.77, +0.78% vs 5,881.63)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((memory("retrieve_all"), allmem(mem)))
    rs.add("search", "h62-search-13", system("S&P 500 daily closes for the second half of December 2024 and its level on the morning of January 2, 2025."), turns,
           state="Session date: Thursday, January 2, 2025 (US Eastern time)\n" + STATE)


# ---------------------------------------------------------------- 14 ElectionGuide (Indonesia 2024), contradiction at turn 8
def t14(rs: RowSet) -> None:
    pres = "https://www.electionguide.org/elections/id/4172/"
    dpr = "https://www.electionguide.org/elections/id/4173/"

    def pres_page(turnout: str) -> str:
        return f"""# Indonesian Presidency 2024

**Republic of Indonesia** · Election for Presidency

| | |
| --- | --- |
| Date | February 14, 2024 |
| Status | Certified |
| Registered Voters | 204,807,222 |
| Votes Cast | 167,491,346 |
| Valid Votes | 164,227,475 |
| Invalid Votes | 3,263,871 |
| Voter Turnout | {turnout} |
| Population | 279,798,049 (2024 est.) |
| Electoral System | Two-round system (absolute majority and at least 20% in over half of provinces) |

## Results

| Candidate (running mate) | Party / coalition | Votes | % |
| --- | --- | --- | --- |
| Prabowo Subianto (Gibran Rakabuming Raka) | Gerindra – Advanced Indonesia Coalition | 96,214,691 | 58.59% |
| Anies Baswedan (Muhaimin Iskandar) | Independent – Coalition of Change | 40,971,906 | 24.95% |
| Ganjar Pranowo (Mahfud MD) | PDI-P | 27,040,878 | 16.47% |

Prabowo won an outright first-round majority, so no run-off was required. The General Elections Commission (KPU) certified the results on March 20, 2024; the Constitutional Court rejected challenges from both losing tickets on April 22, 2024.

## Election Resources
- Komisi Pemilihan Umum (KPU) – official results
- Constitutional Court of Indonesia

Last updated: May 2, 2024
"""
    turns = []
    turns.append((search("ElectionGuide Indonesia 2024 presidential election results turnout registered voters"), sr(
        (pres, "ElectionGuide - Republic of Indonesia - Election for Presidency - Feb 14, 2024", "Registered voters: 204,807,222. Voter turnout: 81.78%. Prabowo Subianto 58.59%, Anies Baswedan 24.95%, Ganjar Pranowo 16.47% ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_Indonesian_presidential_election", "2024 Indonesian presidential election - Wikipedia", "Presidential elections were held in Indonesia on 14 February 2024 ... Prabowo Subianto won with 58.6% of the vote ...", "N/A"),
        ("https://www.kpu.go.id/berita/baca/12328/kpu-tetapkan-hasil-pemilu-2024", "KPU Tetapkan Hasil Pemilu 2024 | KPU RI", "KPU menetapkan pasangan Prabowo-Gibran memperoleh 96.214.691 suara ...", "Mar 20, 2024"),
        ("https://www.reuters.com/world/asia-pacific/indonesia-election-commission-confirms-prabowo-win-2024-03-20/", "Indonesia election commission confirms Prabowo win | Reuters", "Prabowo Subianto won 58.6% of the vote, the General Elections Commission said on Wednesday ...", "Mar 20, 2024"),
        ("https://www.electionguide.org/countries/id/101/", "ElectionGuide - Country Profile: Indonesia", "Elections in Indonesia: presidency, House of Representatives (DPR), Regional Representative Council ...", "N/A"),
        ("https://www.idea.int/data-tools/country-view/142/40", "Indonesia | Voter Turnout Database | International IDEA", "Presidential and parliamentary turnout for Indonesia since 1999 ...", "N/A"),
        ("https://www.aljazeera.com/news/2024/3/20/indonesia-confirms-prabowo-subianto-as-winner", "Indonesia confirms Prabowo Subianto as presidential election winner | Al Jazeera", "Prabowo secured more than 96 million votes ...", "Mar 20, 2024"),
        ("https://www.bbc.com/news/world-asia-68284773", "Indonesia election: Prabowo claims victory | BBC News", "Unofficial quick counts showed the former general winning about 58% ...", "Feb 14, 2024"),
        ("https://www.lowyinstitute.org/the-interpreter/indonesia-2024-election-results", "Making sense of Indonesia's 2024 election results | Lowy Institute", "Analysis of the presidential and legislative results ...", "Mar 25, 2024"),
        ("https://www.cfr.org/indonesia-2024-election", "Indonesia's 2024 Election | Council on Foreign Relations", "What the result means for the world's third-largest democracy ...", "Feb 15, 2024"),
    )))
    turns.append((extract(pres, "Registered voters, votes cast, turnout and candidate results"), pres_page("81.78%")))
    turns.append((add({"id2024_pres_turnout": "81.78% (167,491,346 votes cast of 204,807,222 registered)",
                       "id2024_pres_winner": "Prabowo Subianto 58.59% (96,214,691 votes), first round"}),
                  added("id2024_pres_turnout", "id2024_pres_winner")))
    turns.append((search("Indonesia 2024 legislative election DPR seats PDI-P Golkar Gerindra vote share"), sr(
        (dpr, "ElectionGuide - Republic of Indonesia - Election for Dewan Perwakilan Rakyat (House of Representatives) - Feb 14, 2024", "580 seats. PDI-P 16.72% (110 seats), Golkar 15.29% (102), Gerindra 13.22% (86) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_Indonesian_legislative_election", "2024 Indonesian legislative election - Wikipedia", "Legislative elections were held on 14 February 2024 to elect 580 members of the People's Representative Council ...", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/pdi-p-tops-indonesia-parliamentary-vote-2024-03-20/", "Indonesia's PDI-P tops parliamentary vote despite losing presidency | Reuters", "PDI-P won 16.7% of the legislative vote ...", "Mar 20, 2024"),
        ("https://www.thejakartapost.com/indonesia/2024/03/21/eight-parties-pass-parliamentary-threshold.html", "Eight parties pass parliamentary threshold | The Jakarta Post", "Eight parties cleared the 4 percent threshold ...", "Mar 21, 2024"),
        ("https://www.kpu.go.id/berita/baca/12331/perolehan-kursi-dpr-2024", "Perolehan Kursi DPR RI Pemilu 2024 | KPU RI", "PDI Perjuangan 110 kursi, Golkar 102 kursi, Gerindra 86 kursi ...", "Apr 2024"),
        ("https://www.idea.int/data-tools/country-view/142/40", "Indonesia | Voter Turnout Database | International IDEA", "Parliamentary turnout for Indonesia ...", "N/A"),
        ("https://www.eastasiaforum.org/2024/04/05/indonesias-new-parliament/", "What Indonesia's new parliament means for Prabowo | East Asia Forum", "Prabowo's coalition controls a majority of DPR seats after PKB and NasDem joined ...", "Apr 5, 2024"),
        ("https://www.electionguide.org/countries/id/101/", "ElectionGuide - Country Profile: Indonesia", "Elections in Indonesia ...", "N/A"),
    )))
    turns.append((extract(dpr, "Party vote shares and seats in the DPR"), """# Indonesian House of Representatives 2024

**Republic of Indonesia** · Election for Dewan Perwakilan Rakyat (House of Representatives)

| | |
| --- | --- |
| Date | February 14, 2024 |
| Status | Certified |
| Seats | 580 |
| Registered Voters | 204,807,222 |
| Voter Turnout | 81.42% |
| Electoral System | Open-list proportional representation in 84 constituencies; 4% national threshold |

## Results (parties passing the threshold)

| Party | Votes % | Seats |
| --- | --- | --- |
| PDI-P (Indonesian Democratic Party of Struggle) | 16.72% | 110 |
| Golkar | 15.29% | 102 |
| Gerindra | 13.22% | 86 |
| PKB (National Awakening Party) | 10.62% | 68 |
| NasDem | 9.66% | 69 |
| PKS (Prosperous Justice Party) | 8.42% | 53 |
| Demokrat | 7.43% | 44 |
| PAN (National Mandate Party) | 7.24% | 48 |
| **Total** | | **580** |

Ten other parties, including PSI and Perindo, fell below the 4% threshold and won no seats.

Last updated: May 2, 2024
"""))
    turns.append((add({"id2024_dpr_top": "PDI-P 16.72% / 110 seats; Golkar 15.29% / 102; Gerindra 13.22% / 86 (580 seats; DPR turnout 81.42%)"}),
                  added("id2024_dpr_top")))
    turns.append((search("Prabowo inauguration October 20 2024 Gibran vice president sworn in"), sr(
        ("https://www.reuters.com/world/asia-pacific/prabowo-sworn-in-indonesia-president-2024-10-20/", "Prabowo sworn in as Indonesia's president | Reuters", "Prabowo Subianto was sworn in as Indonesia's eighth president on Sunday, with Gibran Rakabuming Raka as vice president ...", "Oct 20, 2024"),
        ("https://en.wikipedia.org/wiki/Inauguration_of_Prabowo_Subianto", "Inauguration of Prabowo Subianto - Wikipedia", "The inauguration took place on 20 October 2024 at the MPR building in Jakarta ...", "N/A"),
        ("https://www.aljazeera.com/news/2024/10/20/prabowo-subianto-sworn-in", "Prabowo Subianto sworn in as Indonesia's president | Al Jazeera", "The former general succeeds Joko Widodo ...", "Oct 20, 2024"),
        ("https://www.thejakartapost.com/indonesia/2024/10/20/prabowo-inauguration.html", "Prabowo, Gibran take oath of office | The Jakarta Post", "The ceremony was attended by foreign dignitaries ...", "Oct 20, 2024"),
        ("https://www.bbc.com/news/articles/prabowo-inauguration", "Indonesia's Prabowo takes office | BBC News", "He won February's election with more than 58% of the vote ...", "Oct 20, 2024"),
        ("https://apnews.com/article/indonesia-prabowo-inauguration", "Prabowo Subianto becomes Indonesia's president | AP News", "Prabowo announced a cabinet of 48 ministers the same evening ...", "Oct 20, 2024"),
        ("https://www.setneg.go.id/baca/index/pelantikan_presiden_2024", "Pelantikan Presiden dan Wakil Presiden 2024 | Kemensetneg", "Pelantikan Presiden dan Wakil Presiden Republik Indonesia masa jabatan 2024-2029 ...", "Oct 20, 2024"),
        ("https://www.cnbc.com/2024/10/20/indonesia-prabowo-sworn-in.html", "Indonesia's new president Prabowo sworn in | CNBC", "Markets watch his spending plans, including free school meals ...", "Oct 20, 2024"),
    )))
    turns.append((extract(pres, "Double-check turnout and registered voters for the presidential race"), pres_page("81.87%")))
    turns.append((memory("retrieve", key_list=["id2024_pres_turnout"]),
                  got({"id2024_pres_turnout": "81.78% (167,491,346 votes cast of 204,807,222 registered)"})))
    rs.add("search", "h62-search-14", system("Turnout and results of Indonesia's February 2024 presidential and legislative elections."), turns,
           state=STATE, bad=True, turn=8,
           kind="Re-extracting the same ElectionGuide presidential page gives turnout 81.87%, but it showed 81.78% at turn 2 with the same votes cast and registered voters (167,491,346 / 204,807,222).")


# ---------------------------------------------------------------- 15 BLS CPI, contradiction at turn 9
def t15(rs: RowSet) -> None:
    nov = "https://www.bls.gov/news.release/archives/cpi_12112024.htm"
    dec = "https://www.bls.gov/news.release/archives/cpi_01152025.htm"
    series = "https://data.bls.gov/timeseries/CUUR0000SA0"
    turns = []
    turns.append((search("BLS CPI November 2024 12-month change all items core release"), sr(
        (nov, "Consumer Price Index News Release - November 2024", "The all items index rose 2.7 percent for the 12 months ending November, after rising 2.6 percent over the 12 months ending October ...", "Dec 11, 2024"),
        ("https://www.bls.gov/cpi/", "Consumer Price Index (CPI) Home : U.S. Bureau of Labor Statistics", "CPI-U increased 0.3 percent in November on a seasonally adjusted basis; up 2.7 percent over the last 12 months ...", "N/A"),
        ("https://www.cnbc.com/2024/12/11/cpi-inflation-november-2024.html", "CPI inflation rate rose to 2.7% in November, as expected | CNBC", "Excluding food and energy, core CPI increased 0.3% for the month and 3.3% from a year ago ...", "Dec 11, 2024"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-increase-november-2024-12-11/", "US consumer prices rise in November; Fed still seen cutting rates | Reuters", "The CPI rose 0.3% last month after climbing 0.2% for four straight months ...", "Dec 11, 2024"),
        ("https://www.bls.gov/news.release/cpi.nr0.htm", "Consumer Price Index Summary - 2024 M11 Results", "Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, December 11, 2024 ...", "Dec 11, 2024"),
        ("https://www.usinflationcalculator.com/inflation/current-inflation-rates/", "Current US Inflation Rates: 2000-2024 | US Inflation Calculator", "The annual inflation rate for the United States is 2.7% for the 12 months ended November 2024 ...", "Dec 11, 2024"),
        ("https://www.nytimes.com/2024/12/11/business/economy/cpi-inflation-november.html", "Inflation Ticked Up in November | The New York Times", "Consumer prices climbed 2.7 percent from a year earlier ...", "Dec 11, 2024"),
        ("https://tradingeconomics.com/united-states/inflation-cpi", "United States Inflation Rate | Trading Economics", "The annual inflation rate in the US rose to 2.7% in November 2024 from 2.6% in October ...", "N/A"),
        ("https://fred.stlouisfed.org/series/CPIAUCSL", "Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCSL) | FRED", "Index 1982-1984=100, Monthly, Seasonally Adjusted ...", "N/A"),
        ("https://www.wsj.com/economy/inflation-cpi-november-2024", "Inflation Rose in November, Keeping Fed on Track for Cut | WSJ", "Shelter costs accounted for nearly 40% of the monthly increase ...", "Dec 11, 2024"),
    )))
    turns.append((extract(nov, "Headline and core CPI for November 2024, monthly and 12-month"), """# CONSUMER PRICE INDEX – NOVEMBER 2024

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, December 11, 2024 · USDL-24-2485

The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.3 percent on a seasonally adjusted basis in November, after rising 0.2 percent in each of the previous four months, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 2.7 percent before seasonal adjustment.

The index for shelter rose 0.3 percent in November, accounting for nearly forty percent of the monthly all items increase. The food index increased 0.4 percent over the month. The energy index rose 0.2 percent.

The index for all items less food and energy rose 0.3 percent in November, as it did in each of the previous three months.

The all items index rose 2.7 percent for the 12 months ending November, after rising 2.6 percent over the 12 months ending October. The all items less food and energy index rose 3.3 percent over the last 12 months. The energy index decreased 3.2 percent for the 12 months ending November. The food index increased 2.4 percent over the last year.

## Table A. Percent changes in CPI for All Urban Consumers (CPI-U): U.S. city average

| | Jun 2024 | Jul 2024 | Aug 2024 | Sep 2024 | Oct 2024 | Nov 2024 | Un-adjusted 12-mos. ended Nov 2024 |
| --- | --- | --- | --- | --- | --- | --- | --- |
| All items | -0.1 | 0.2 | 0.2 | 0.2 | 0.2 | 0.3 | 2.7 |
| Food | 0.2 | 0.2 | 0.1 | 0.4 | 0.2 | 0.4 | 2.4 |
| Energy | -2.0 | 0.0 | -0.8 | -1.9 | 0.0 | 0.2 | -3.2 |
| All items less food and energy | 0.1 | 0.2 | 0.3 | 0.3 | 0.3 | 0.3 | 3.3 |
| Shelter | 0.2 | 0.4 | 0.5 | 0.2 | 0.4 | 0.3 | 4.7 |

The CPI-U (1982-84=100, not seasonally adjusted) was 315.493 in November.

The December 2024 Consumer Price Index is scheduled to be released on Wednesday, January 15, 2025, at 8:30 a.m. (ET).
"""))
    turns.append((add({"cpi_2024_11": "2.7% y/y NSA; core 3.3% y/y; +0.3% m/m SA; CPI-U index 315.493"}), added("cpi_2024_11")))
    turns.append((search("CPI December 2024 2.9 percent core 3.2 BLS release January 15 2025"), sr(
        (dec, "Consumer Price Index News Release - December 2024", "The CPI-U increased 0.4 percent on a seasonally adjusted basis in December ... Over the last 12 months, the all items index increased 2.9 percent ...", "Jan 15, 2025"),
        ("https://www.cnbc.com/2025/01/15/cpi-inflation-december-2024.html", "Inflation rate hit 2.9% in December, core CPI cooled to 3.2% | CNBC", "Core inflation came in lower than expected, sending stock futures higher ...", "Jan 15, 2025"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-rise-december-2025-01-15/", "US consumer prices rise solidly in December; core inflation slows | Reuters", "Energy prices rose 2.6% as gasoline jumped 4.4% ...", "Jan 15, 2025"),
        ("https://www.bls.gov/cpi/", "Consumer Price Index (CPI) Home : BLS", "CPI-U increased 0.4 percent in December; up 2.9 percent over the last 12 months ...", "N/A"),
        ("https://www.nytimes.com/2025/01/15/business/economy/cpi-inflation-december.html", "Inflation Picked Up in December, but Core Prices Cooled | NYT", "Consumer prices rose 2.9 percent from a year earlier ...", "Jan 15, 2025"),
        ("https://www.usinflationcalculator.com/inflation/current-inflation-rates/", "Current US Inflation Rates | US Inflation Calculator", "The annual inflation rate for the United States is 2.9% for the 12 months ended December 2024 ...", "Jan 15, 2025"),
        ("https://www.wsj.com/economy/inflation-cpi-december-2024", "Core Inflation Eases, Giving Fed Some Relief | WSJ", "Core prices rose 0.2% in December ...", "Jan 15, 2025"),
        ("https://tradingeconomics.com/united-states/inflation-cpi", "United States Inflation Rate | Trading Economics", "The annual inflation rate in the US rose to 2.9% in December 2024 ...", "N/A"),
    )))
    turns.append((extract(dec, "Headline and core CPI for December 2024"), """# CONSUMER PRICE INDEX – DECEMBER 2024

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, January 15, 2025 · USDL-25-0031

The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.4 percent on a seasonally adjusted basis in December, after rising 0.3 percent in November, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 2.9 percent before seasonal adjustment.

The index for energy rose 2.6 percent in December, accounting for over forty percent of the monthly all items increase. The gasoline index increased 4.4 percent over the month. The food index increased 0.3 percent.

The index for all items less food and energy rose 0.2 percent in December, after rising 0.3 percent in each of the previous four months.

The all items index rose 2.9 percent for the 12 months ending December, after rising 2.7 percent over the 12 months ending November. The all items less food and energy index rose 3.2 percent over the last 12 months.

## Table A. Percent changes in CPI-U: U.S. city average

| | Jul 2024 | Aug 2024 | Sep 2024 | Oct 2024 | Nov 2024 | Dec 2024 | Un-adjusted 12-mos. ended Dec 2024 |
| --- | --- | --- | --- | --- | --- | --- | --- |
| All items | 0.2 | 0.2 | 0.2 | 0.2 | 0.3 | 0.4 | 2.9 |
| Food | 0.2 | 0.1 | 0.4 | 0.2 | 0.4 | 0.3 | 2.5 |
| Energy | 0.0 | -0.8 | -1.9 | 0.0 | 0.2 | 2.6 | -0.5 |
| All items less food and energy | 0.2 | 0.3 | 0.3 | 0.3 | 0.3 | 0.2 | 3.2 |

Note: With the release of December data, seasonally adjusted indexes and percent changes for the past five years were revised; the monthly figures above reflect the revised factors.

The CPI-U (1982-84=100, not seasonally adjusted) was 315.605 in December. The annual average for 2024 was 313.689, 2.9 percent above the 2023 average.
"""))
    turns.append((add({"cpi_2024_12": "2.9% y/y NSA; core 3.2% y/y; +0.4% m/m SA; CPI-U index 315.605"}), added("cpi_2024_12")))
    turns.append((search("CPI January 2025 3.0 percent core 3.3 BLS February 12 2025"), sr(
        ("https://www.bls.gov/news.release/archives/cpi_02122025.htm", "Consumer Price Index News Release - January 2025", "The CPI-U increased 0.5 percent on a seasonally adjusted basis in January ... Over the last 12 months, the all items index increased 3.0 percent ...", "Feb 12, 2025"),
        ("https://www.cnbc.com/2025/02/12/cpi-inflation-january-2025.html", "Inflation rose to 3% in January, hotter than expected | CNBC", "Core CPI rose 0.4% on the month and 3.3% from a year ago ...", "Feb 12, 2025"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-increase-january-2025-02-12/", "US consumer prices rise by most in nearly 1-1/2 years in January | Reuters", "The CPI jumped 0.5% last month, the largest gain since August 2023 ...", "Feb 12, 2025"),
        ("https://www.nytimes.com/2025/02/12/business/economy/cpi-inflation-january.html", "Inflation Jumped in January | NYT", "Prices rose 3 percent from a year earlier ...", "Feb 12, 2025"),
        ("https://www.bls.gov/cpi/", "Consumer Price Index (CPI) Home : BLS", "CPI-U increased 0.5 percent in January; up 3.0 percent over the last 12 months ...", "N/A"),
        ("https://www.wsj.com/economy/inflation-cpi-january-2025", "Inflation Heated Up in January | WSJ", "Egg prices rose 15.2% in January ...", "Feb 12, 2025"),
        ("https://tradingeconomics.com/united-states/inflation-cpi", "United States Inflation Rate | Trading Economics", "The annual inflation rate in the US rose to 3% in January 2025 ...", "N/A"),
        ("https://www.usinflationcalculator.com/inflation/current-inflation-rates/", "Current US Inflation Rates | US Inflation Calculator", "The annual inflation rate for the United States is 3.0% for the 12 months ended January 2025 ...", "Feb 12, 2025"),
    )))
    turns.append((add({"cpi_2025_01": "3.0% y/y NSA; core 3.3% y/y; +0.5% m/m SA; CPI-U index 317.671"}), added("cpi_2025_01")))
    turns.append((memory("retrieve_all"), allmem({
        "cpi_2024_12": "2.9% y/y NSA; core 3.2% y/y; +0.4% m/m SA; CPI-U index 315.605",
        "cpi_2025_01": "3.0% y/y NSA; core 3.3% y/y; +0.5% m/m SA; CPI-U index 317.671"})))
    turns.append((extract(series, "Monthly CPI-U index values 2023-2025 (not seasonally adjusted)"), """# Databases, Tables & Calculators by Subject

**CPI for All Urban Consumers (CPI-U)** · Original Data Value

| | |
| --- | --- |
| Series Id | CUUR0000SA0 |
| Not Seasonally Adjusted | |
| Series Title | All items in U.S. city average, all urban consumers, not seasonally adjusted |
| Area | U.S. city average |
| Item | All items |
| Base Period | 1982-84=100 |

| Year | Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec | Annual |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 2023 | 299.170 | 300.840 | 301.836 | 303.363 | 304.127 | 305.109 | 305.691 | 307.026 | 307.789 | 307.671 | 307.051 | 306.746 | 304.702 |
| 2024 | 308.417 | 310.326 | 312.332 | 313.548 | 314.069 | 314.175 | 314.540 | 314.796 | 315.301 | 315.664 | 315.493 | 315.605 | 313.689 |
| 2025 | 317.671 | | | | | | | | | | | | |

Generated on: February 12, 2025 (09:14:27 AM)
"""))
    turns.append((upd({"cpi_2025_01": "3.0% y/y NSA; core 3.3% y/y; +0.5% m/m SA; CPI-U index 317.671 (vs 308.417 in Jan 2024, checked against CUUR0000SA0)"}),
                  updated("cpi_2025_01")))
    rs.add("search", "h62-search-15", system("US CPI inflation, headline and core, for November 2024 to January 2025."), turns,
           state=STATE, bad=True, turn=9,
           kind="retrieve_all shows only two items and omits cpi_2024_11, which was added at turn 3 and never removed.")


# ---------------------------------------------------------------- 16 Reuters (ECB June 2024 cut), contradiction at turn 4
def t16(rs: RowSet) -> None:
    reu = "https://www.reuters.com/markets/rates/ecb-cuts-rates-first-time-since-2019-2024-06-06/"
    ecb_jun = "https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp240606~2148ecdb3c.en.html"
    ecb_sep = "https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp240912~67cb23badb.en.html"
    turns = []
    turns.append((search("ECB cuts interest rates June 2024 first time since 2019 Reuters"), sr(
        (reu, "ECB cuts rates for the first time since 2019 but keeps future path open | Reuters", "The European Central Bank cut interest rates on Thursday, lowering its deposit rate to 3.75% from a record-high 4% ...", "Jun 6, 2024"),
        (ecb_jun, "Monetary policy decisions - 6 June 2024", "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ...", "Jun 6, 2024"),
        ("https://www.ft.com/content/ecb-cuts-rates-june-2024", "ECB cuts interest rates for first time in five years | Financial Times", "The ECB lowered its benchmark deposit rate by a quarter point to 3.75 per cent ...", "Jun 6, 2024"),
        ("https://www.cnbc.com/2024/06/06/ecb-rate-decision-june-2024.html", "European Central Bank cuts rates for the first time since 2019 | CNBC", "The ECB also raised its staff inflation projections for 2024 and 2025 ...", "Jun 6, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-06-06/ecb-cuts-rates", "ECB Delivers First Rate Cut Since 2019, Offers No Commitment on More | Bloomberg", "President Christine Lagarde declined to pre-commit to a particular path ...", "Jun 6, 2024"),
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html", "Key ECB interest rates", "Deposit facility, main refinancing operations and marginal lending facility rates with effective dates ...", "N/A"),
        ("https://www.dw.com/en/ecb-lowers-interest-rates/a-69288391", "ECB lowers interest rates for first time in five years | DW", "The move comes ahead of the US Federal Reserve ...", "Jun 6, 2024"),
        ("https://www.theguardian.com/business/article/2024/jun/06/european-central-bank-cuts-interest-rates", "European Central Bank cuts interest rates for first time since 2019 | The Guardian", "Lagarde said the decision was not unanimous ...", "Jun 6, 2024"),
        ("https://en.wikipedia.org/wiki/European_Central_Bank", "European Central Bank - Wikipedia", "The ECB sets the key interest rates for the euro area ...", "N/A"),
        ("https://www.politico.eu/article/european-central-bank-cuts-rates-june-2024/", "ECB cuts rates, but Lagarde won't commit to more | Politico", "One Governing Council member dissented ...", "Jun 6, 2024"),
    )))
    turns.append((extract(reu, "Rate levels after the decision, dissent and staff projections"), """# ECB cuts rates for the first time since 2019 but keeps future path open

By Francesco Canepa and Balazs Koranyi · June 6, 2024 1:48 PM UTC · Updated June 6, 2024

FRANKFURT, June 6 (Reuters) - The European Central Bank cut interest rates on Thursday, as expected, but kept its options open about what it will do next, as its own forecasts showed inflation staying above its 2% target well into next year.

The ECB lowered its deposit rate to 3.75% from a record-high 4%, where it had been since September 2023, ending a period of record-high borrowing costs that were meant to tame a surge in prices.

"The Governing Council is not pre-committing to a particular rate path," the central bank said in a statement.

The ECB also raised its inflation projections, seeing price growth averaging 2.5% this year, up from 2.3% previously, and 2.2% in 2025, from 2.0%. It kept its 2026 forecast at 1.9%.

ECB President Christine Lagarde told a news conference that one policymaker had objected to the cut. Sources said the dissenting voice was Austria's Robert Holzmann.

## Key rates after the decision

| Rate | Before | After | Effective |
| --- | --- | --- | --- |
| Deposit facility | 4.00% | 3.75% | June 12, 2024 |
| Main refinancing operations | 4.50% | 4.25% | June 12, 2024 |
| Marginal lending facility | 4.75% | 4.50% | June 12, 2024 |

Reporting by Francesco Canepa and Balazs Koranyi; Editing by Catherine Evans
"""))
    turns.append((add({"ecb_2024_06_06": "DFR 4.00% -> 3.75%; MRO 4.50% -> 4.25%; MLF 4.75% -> 4.50% (effective 12 Jun 2024); Holzmann dissented"}), added("ecb_2024_06_06")))
    turns.append((search("ECB June 2024 rate cut Holzmann dissent Lagarde press conference"), sr(
        ("https://www.reuters.com/markets/europe/ecbs-holzmann-was-lone-dissenter-june-rate-cut-sources-2024-06-06/", "ECB's Holzmann was lone dissenter against June rate cut - sources | Reuters", "Austrian central bank governor Robert Holzmann was the only member of the ECB's Governing Council to vote against Thursday's rate cut ...", "Jun 6, 2024"),
        (reu, "ECB cuts rates for the first time since 2019 but keeps future path open | Reuters", "The European Central Bank cut interest rates on Thursday, lowering its deposit rate to 3.75% from a record-high 4% ...", "Jun 5, 2024"),
        ("https://www.ecb.europa.eu/press/press_conference/monetary-policy-statement/2024/html/ecb.is240606~d32cd6cc1b.en.html", "Monetary policy statement (with Q&A) - 6 June 2024", "Christine Lagarde, President of the ECB, Luis de Guindos, Vice-President of the ECB ...", "Jun 6, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-06-06/ecb-s-holzmann-dissented", "ECB's Holzmann Says He Voted Against Cut | Bloomberg", "Holzmann said the data didn't justify easing ...", "Jun 7, 2024"),
        ("https://www.oenb.at/en/Media/Press-Releases/2024/holzmann-statement.html", "Statement by Governor Robert Holzmann | Oesterreichische Nationalbank", "Explaining the Governor's position at the Governing Council meeting ...", "Jun 7, 2024"),
        ("https://www.ft.com/content/holzmann-ecb-dissent", "Austria's Holzmann opposed ECB rate cut | Financial Times", "The hawkish governor said inflation risks remained ...", "Jun 7, 2024"),
        ("https://www.cnbc.com/2024/06/07/ecb-holzmann-dissent.html", "ECB hawk Holzmann explains dissent on rate cut | CNBC", "Holzmann told CNBC the cut was premature ...", "Jun 7, 2024"),
        ("https://www.ecb.europa.eu/press/accounts/2024/html/ecb.mg240704~a1b2c3d4e5.en.html", "Account of the monetary policy meeting, 5-6 June 2024", "All members but one agreed with the proposal to lower the three key ECB interest rates ...", "Jul 4, 2024"),
    )))
    turns.append((extract(ecb_sep, "Rate levels and effective dates decided in September 2024"), """# Monetary policy decisions

**12 September 2024**

The Governing Council today decided to lower the deposit facility rate – the rate through which the Governing Council steers the monetary policy stance – by 25 basis points. Based on its updated assessment of the inflation outlook, the dynamics of underlying inflation and the strength of monetary policy transmission, it is now appropriate to take another step in moderating the degree of monetary policy restriction.

As announced on 13 March 2024, some changes to the operational framework for implementing monetary policy will take effect from 18 September. In particular, the spread between the interest rate on the main refinancing operations and the deposit facility rate will be set at 15 basis points. The spread between the rate on the marginal lending facility and the main refinancing operations rate will remain unchanged at 25 basis points.

## Key ECB interest rates

Accordingly, the deposit facility rate will be decreased to 3.50% and the interest rates on the main refinancing operations and the marginal lending facility will be decreased to 3.65% and 3.90% respectively. The changes will take effect from 18 September 2024.

| Rate | New level | With effect from |
| --- | --- | --- |
| Deposit facility | 3.50% | 18 September 2024 |
| Main refinancing operations | 3.65% | 18 September 2024 |
| Marginal lending facility | 3.90% | 18 September 2024 |

## Asset purchase programme (APP) and pandemic emergency purchase programme (PEPP)

The APP portfolio is declining at a measured and predictable pace. The Eurosystem no longer reinvests all of the principal payments from maturing securities purchased under the PEPP, reducing the PEPP portfolio by €7.5 billion per month on average.

The President of the ECB will comment on the considerations underlying these decisions at a press conference starting at 14:45 CET today.
"""))
    turns.append((add({"ecb_2024_09_12": "DFR 3.75% -> 3.50%; MRO 4.25% -> 3.65%; MLF 4.50% -> 3.90% (spread change, effective 18 Sep 2024)"}), added("ecb_2024_09_12")))
    turns.append((memory("retrieve_all"), allmem({
        "ecb_2024_06_06": "DFR 4.00% -> 3.75%; MRO 4.50% -> 4.25%; MLF 4.75% -> 4.50% (effective 12 Jun 2024); Holzmann dissented",
        "ecb_2024_09_12": "DFR 3.75% -> 3.50%; MRO 4.25% -> 3.65%; MLF 4.50% -> 3.90% (spread change, effective 18 Sep 2024)"})))
    rs.add("search", "h62-search-16", system("The ECB's first rate cuts of 2024: levels, effective dates and dissent."), turns,
           state=STATE, bad=True, turn=4,
           kind="The same Reuters article URL (dated 2024-06-06 in its path) is listed with Date: Jun 5, 2024, after being listed as Jun 6, 2024 and extracted with a June 6 dateline.")


# ---------------------------------------------------------------- 17 Tax Foundation (corporate tax rates), clean
def t17(rs: RowSet) -> None:
    tf24 = "https://taxfoundation.org/data/all/global/corporate-tax-rates-by-country-2024/"
    tf23 = "https://taxfoundation.org/data/all/global/corporate-tax-rates-by-country-2023/"
    pwc = "https://taxsummaries.pwc.com/germany/corporate/taxes-on-corporate-income"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("corporate tax rates around the world 2024 Tax Foundation worldwide average statutory rate"), sr(
        (tf24, "Corporate Tax Rates around the World, 2024 | Tax Foundation", "The worldwide average statutory corporate income tax rate, measured across 181 jurisdictions, is 23.51 percent. When weighted by GDP, the average statutory rate is 25.43 percent ...", "Dec 10, 2024"),
        (tf23, "Corporate Tax Rates around the World, 2023 | Tax Foundation", "The worldwide average statutory corporate income tax rate, measured across 180 jurisdictions, is 23.45 percent ...", "Dec 12, 2023"),
        ("https://www.oecd.org/en/data/datasets/corporate-tax-statistics-database.html", "Corporate Tax Statistics Database | OECD", "Statutory corporate income tax rates, effective tax rates and tax incentives for R&D across 160 jurisdictions ...", "N/A"),
        ("https://taxsummaries.pwc.com/quick-charts/corporate-income-tax-cit-rates", "Corporate income tax (CIT) rates | PwC Worldwide Tax Summaries", "Headline CIT rates by territory ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_countries_by_tax_rates", "List of countries by tax rates - Wikipedia", "A comparison of tax rates by countries ... corporate tax, individual income tax and VAT ...", "N/A"),
        ("https://kpmg.com/xx/en/home/services/tax/tax-tools-and-resources/tax-rates-online/corporate-tax-rates-table.html", "Corporate tax rates table | KPMG", "KPMG's corporate tax table provides a view of corporate tax rates around the world ...", "N/A"),
        ("https://tradingeconomics.com/country-list/corporate-tax-rate", "Corporate Tax Rate - Countries - List | Trading Economics", "Corporate tax rates by country ...", "N/A"),
        ("https://www.statista.com/statistics/1461578/corporate-tax-rates-by-country/", "Corporate tax rates worldwide 2024 | Statista", "Statutory corporate income tax rates in selected countries ...", "Dec 2024"),
        ("https://www.oecd.org/tax/beps/global-minimum-tax/", "Global Minimum Tax | OECD", "Pillar Two: a 15% global minimum tax for large multinational groups ...", "N/A"),
    )))
    turns.append((extract(tf24, "Worldwide averages, highest and lowest rates, and selected country rates"), """# Corporate Tax Rates around the World, 2024

December 10, 2024 · Cristina Enache

## Key Findings

- The worldwide average statutory corporate income tax rate, measured across 181 jurisdictions, is 23.51 percent. When weighted by GDP, the average statutory rate is 25.43 percent.
- Comoros has the highest corporate tax rate in the world at 50 percent, followed by Puerto Rico at 37.5 percent and Suriname at 36 percent.
- Barbados has the lowest corporate tax rate in the world at 5.5 percent. Fifteen jurisdictions do not have a general corporate income tax.
- Asia has the lowest average statutory rate among world regions (19.80 percent), while Africa has the highest (27.28 percent).

## Statutory rates, selected OECD countries (combined central and sub-central)

| Country | Combined rate |
| --- | --- |
| Portugal | 31.50 |
| Germany | 29.94 |
| Japan | 29.74 |
| Italy | 27.81 |
| Canada | 26.21 |
| France | 25.83 |
| United States | 25.58 |
| United Kingdom | 25.00 |
| Spain | 25.00 |
| Poland | 19.00 |
| Ireland | 12.50 |
| Hungary | 9.00 |

## Regional averages (unweighted)

| Region | Average rate |
| --- | --- |
| Africa | 27.28 |
| South America | 25.26 |
| North America | 22.43 |
| Oceania | 22.03 |
| Europe | 20.13 |
| Asia | 19.80 |

Note: Rates are the combined central and sub-central statutory rates in effect on January 1, 2024 or the latest available date in 2024.
"""))
    d = {"tf2024_avg_statutory": "23.51% (181 jurisdictions, unweighted, Tax Foundation 2024)",
         "tf2024_avg_gdp_weighted": "25.43% (GDP-weighted, 2024)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((extract(tf23, "Worldwide average in the 2023 edition, for comparison"), """# Corporate Tax Rates around the World, 2023

December 12, 2023 · Cristina Enache

## Key Findings

- The worldwide average statutory corporate income tax rate, measured across 180 jurisdictions, is 23.45 percent. When weighted by GDP, the average statutory rate is 25.79 percent.
- Since 1980, the worldwide average statutory rate has declined from 40.11 percent to 23.45 percent.
- In 2023, Comoros had the highest corporate tax rate (50 percent), while Barbados had the lowest (5.5 percent) among jurisdictions that levy a general corporate income tax.
- The United Kingdom raised its main rate from 19 percent to 25 percent in April 2023; it was the largest increase among OECD countries.

| Selected country | 2023 combined rate |
| --- | --- |
| Germany | 29.94 |
| United States | 25.58 |
| United Kingdom | 25.00 |
| Ireland | 12.50 |

Note: The 2023 edition covers 180 jurisdictions; the 2024 edition adds one jurisdiction.
"""))
    d = {"tf2023_avg_statutory": "23.45% (180 jurisdictions, Tax Foundation 2023 edition; GDP-weighted 25.79%)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((extract(pwc, "How Germany's corporate rate is made up (federal CIT, solidarity surcharge, trade tax)"), """# Germany — Corporate - Taxes on corporate income

Last reviewed - 14 January 2025

## Corporate income tax (CIT)

The CIT rate is 15%. A solidarity surcharge of 5.5% is levied on the CIT, resulting in an effective CIT rate of **15.825%**.

## Trade tax

Municipalities levy a trade tax (Gewerbesteuer) on the trade income of businesses. The base rate of 3.5% is multiplied by a municipal multiplier (Hebesatz) of at least 200%, so the effective trade tax rate ranges from 7% to about 17.15% depending on the municipality.

| City | Multiplier | Trade tax rate | Combined with CIT + SolS |
| --- | --- | --- | --- |
| Berlin | 410% | 14.35% | 30.18% |
| Frankfurt am Main | 460% | 16.10% | 31.93% |
| Munich | 490% | 17.15% | 32.98% |
| Hamburg | 470% | 16.45% | 32.28% |
| Düsseldorf | 440% | 15.40% | 31.23% |

The overall income tax burden for corporations is therefore roughly between 22.825% and 32.98%; for an average multiplier it is close to 30%.
"""))
    d = {"de_cit_rate": "15.825% federal (15% CIT + 5.5% solidarity surcharge); trade tax 7%-17.15% by municipality; ~29.94% combined average (Tax Foundation)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    rs.add("search", "h62-search-17", system("The worldwide average corporate tax rate in 2024 and how Germany's combined rate is built up."), turns, state=STATE)


# ---------------------------------------------------------------- 18 IMF World Economic Outlook vintages, clean
def t18(rs: RowSet) -> None:
    apr = "https://www.imf.org/en/Publications/WEO/Issues/2025/04/22/world-economic-outlook-april-2025"
    jul = "https://www.imf.org/en/Publications/WEO/Issues/2025/07/29/world-economic-outlook-update-july-2025"
    octo = "https://www.imf.org/en/Publications/WEO/Issues/2025/10/14/world-economic-outlook-october-2025"
    dm = "https://www.imf.org/external/datamapper/NGDP_RPCH@WEO/WEOWORLD/USA/CHN/IND/EURO"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("IMF World Economic Outlook April 2025 global growth forecast 2.8 percent tariffs"), sr(
        (apr, "World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts", "Global growth is projected to drop to 2.8 percent in 2025 and 3 percent in 2026—down from 3.3 percent for both years in the January 2025 WEO Update ...", "Apr 22, 2025"),
        ("https://www.imf.org/en/Blogs/Articles/2025/04/22/global-economy-enters-a-new-era", "The Global Economy Enters a New Era | IMF Blog", "Pierre-Olivier Gourinchas: the swift escalation of trade tensions and extremely high levels of policy uncertainty are expected to have a significant impact ...", "Apr 22, 2025"),
        ("https://www.reuters.com/business/imf-cuts-global-growth-forecasts-tariffs-2025-04-22/", "IMF cuts global growth forecasts, citing US tariffs | Reuters", "The IMF cut its 2025 global growth forecast to 2.8% and its US forecast to 1.8% ...", "Apr 22, 2025"),
        ("https://www.imf.org/en/Publications/WEO/Issues/2025/01/17/world-economic-outlook-update-january-2025", "World Economic Outlook Update, January 2025", "Global growth is projected at 3.3 percent both in 2025 and 2026 ...", "Jan 17, 2025"),
        ("https://www.cnbc.com/2025/04/22/imf-world-economic-outlook-april-2025.html", "IMF slashes US and global growth forecasts as tariffs bite | CNBC", "The fund now sees US growth at 1.8% this year, down from 2.7% in January ...", "Apr 22, 2025"),
        ("https://www.ft.com/content/imf-weo-april-2025", "IMF downgrades forecasts for almost every country | Financial Times", "The reference forecast incorporates tariffs announced up to April 4 ...", "Apr 22, 2025"),
        ("https://www.imf.org/en/Publications/WEO/weo-database/2025/april", "World Economic Outlook Database: April 2025", "Download the WEO database: GDP, inflation, current account and fiscal data for 196 economies ...", "Apr 22, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-04-22/imf-cuts-world-growth-outlook", "IMF Cuts World Growth Outlook on Trade War | Bloomberg", "China's growth was cut to 4% for both 2025 and 2026 ...", "Apr 22, 2025"),
        ("https://en.wikipedia.org/wiki/World_Economic_Outlook", "World Economic Outlook - Wikipedia", "The WEO is published twice a year, in April and October, with updates in January and July ...", "N/A"),
        ("https://www.bbc.com/news/articles/imf-global-growth-april-2025", "IMF warns Trump tariffs will slow global growth | BBC News", "UK growth forecast cut to 1.1% ...", "Apr 22, 2025"),
    )))
    turns.append((extract(apr, "Headline projections table for 2025 and 2026"), """# World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts

April 22, 2025

## Executive summary

Global growth is projected to drop to 2.8 percent in 2025 and 3 percent in 2026—down from 3.3 percent for both years in the January 2025 World Economic Outlook Update, corresponding to a cumulative downgrade of 0.8 percentage point, and much below the historical (2000–19) average of 3.7 percent. Global headline inflation is expected to decline at a pace that is slightly slower than what was expected in January, reaching 4.3 percent in 2025 and 3.6 percent in 2026.

## Table 1.1. Overview of the World Economic Outlook Projections (percent change)

| | 2024 (estimate) | 2025 (projection) | 2026 (projection) |
| --- | --- | --- | --- |
| World Output | 3.3 | 2.8 | 3.0 |
| Advanced Economies | 1.8 | 1.4 | 1.5 |
| United States | 2.8 | 1.8 | 1.7 |
| Euro Area | 0.9 | 0.8 | 1.2 |
| Germany | -0.2 | 0.0 | 0.9 |
| Japan | 0.1 | 0.6 | 0.6 |
| United Kingdom | 1.1 | 1.1 | 1.4 |
| Emerging Market and Developing Economies | 4.3 | 3.7 | 3.9 |
| China | 5.0 | 4.0 | 4.0 |
| India | 6.5 | 6.2 | 6.3 |
| Brazil | 3.4 | 2.0 | 2.0 |

Note: The reference forecast is based on information available as of April 4, 2025, including the tariffs announced on April 2.
"""))
    d = {"weo_2025_04_world": "2025: 2.8%, 2026: 3.0% (April 2025 WEO)", "weo_2025_04_us": "2025: 1.8%, 2026: 1.7% (April 2025 WEO)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((search("IMF WEO Update July 2025 global growth 3.0 percent upgrade"), sr(
        (jul, "World Economic Outlook Update, July 2025: Global Economy: Tenuous Resilience amid Persistent Uncertainty", "Global growth is projected at 3.0 percent for 2025 and 3.1 percent in 2026, an upward revision from the April 2025 WEO ...", "Jul 29, 2025"),
        ("https://www.reuters.com/business/imf-raises-global-growth-forecast-2025-07-29/", "IMF raises 2025 global growth forecast on front-loading, lower tariffs | Reuters", "The IMF raised its 2025 growth forecast to 3.0% from 2.8% ...", "Jul 29, 2025"),
        ("https://www.imf.org/en/Blogs/Articles/2025/07/29/global-economy-tenuous-resilience", "Global Economy Shows Tenuous Resilience | IMF Blog", "Trade front-loading ahead of tariffs and a weaker dollar supported activity ...", "Jul 29, 2025"),
        ("https://www.cnbc.com/2025/07/29/imf-world-economic-outlook-july-2025.html", "IMF lifts global growth forecast as tariff shock proves milder | CNBC", "US growth now seen at 1.9% in 2025 ...", "Jul 29, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-07-29/imf-raises-outlook", "IMF Raises Outlook as Tariff Hit Smaller Than Feared | Bloomberg", "China's 2025 forecast was raised to 4.8% ...", "Jul 29, 2025"),
        ("https://www.ft.com/content/imf-july-2025-update", "IMF upgrades forecasts but warns of risks | Financial Times", "The effective US tariff rate is now assumed at 17.3% ...", "Jul 29, 2025"),
        ("https://www.apnews.com/article/imf-world-economy-july-2025", "IMF upgrades world growth outlook | AP News", "The IMF now expects the world economy to grow 3% this year ...", "Jul 29, 2025"),
        ("https://en.wikipedia.org/wiki/World_Economic_Outlook", "World Economic Outlook - Wikipedia", "The WEO is published twice a year ...", "N/A"),
    )))
    turns.append((extract(jul, "Projections table in the July 2025 update"), """# World Economic Outlook Update, July 2025: Global Economy: Tenuous Resilience amid Persistent Uncertainty

July 29, 2025

Global growth is projected at 3.0 percent for 2025 and 3.1 percent in 2026, an upward revision from the April 2025 World Economic Outlook. This reflects front-loading ahead of tariffs, lower effective tariff rates than announced in April, an improvement in financial conditions, and fiscal expansion in some major jurisdictions.

## Table 1. Overview of the World Economic Outlook Projections (percent change)

| | 2024 | 2025 | 2026 | Difference from April 2025 WEO (2025) | Difference from April 2025 WEO (2026) |
| --- | --- | --- | --- | --- | --- |
| World Output | 3.3 | 3.0 | 3.1 | 0.2 | 0.1 |
| United States | 2.8 | 1.9 | 2.0 | 0.1 | 0.3 |
| Euro Area | 0.9 | 1.0 | 1.2 | 0.2 | 0.0 |
| China | 5.0 | 4.8 | 4.2 | 0.8 | 0.2 |
| India | 6.5 | 6.4 | 6.4 | 0.2 | 0.1 |
| Japan | 0.2 | 0.7 | 0.5 | 0.1 | -0.1 |

Note: Differences are based on rounded figures for the current, April 2025 WEO, and the revised 2024 data for Japan.
"""))
    d = {"weo_2025_07_world": "2025: 3.0%, 2026: 3.1% (July 2025 WEO Update)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((search("IMF World Economic Outlook October 2025 global growth 3.2 percent"), sr(
        (octo, "World Economic Outlook, October 2025: Global Economy in Flux, Prospects Remain Dim", "Global growth is projected to slow from 3.3 percent in 2024 to 3.2 percent in 2025 and 3.1 percent in 2026 ...", "Oct 14, 2025"),
        ("https://www.reuters.com/business/imf-lifts-2025-growth-forecast-2025-10-14/", "IMF nudges up 2025 global growth forecast, warns of tariff risks | Reuters", "The IMF raised its 2025 forecast to 3.2% from 3.0% in July ...", "Oct 14, 2025"),
        ("https://www.imf.org/en/Blogs/Articles/2025/10/14/global-economy-in-flux", "Global Economy in Flux | IMF Blog", "The effects of the tariff shock are emerging more slowly than expected ...", "Oct 14, 2025"),
        ("https://www.cnbc.com/2025/10/14/imf-world-economic-outlook-october-2025.html", "IMF raises global growth forecast but warns of AI bubble risk | CNBC", "US growth seen at 2.0% in 2025 and 2.1% in 2026 ...", "Oct 14, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-10-14/imf-world-outlook", "IMF Sees World Economy Weathering Tariffs Better Than Feared | Bloomberg", "India's 2025 forecast was raised to 6.6% ...", "Oct 14, 2025"),
        ("https://www.ft.com/content/imf-october-2025-weo", "IMF raises growth forecasts | Financial Times", "Germany is expected to grow 0.2% this year ...", "Oct 14, 2025"),
        ("https://www.imf.org/en/Publications/WEO/weo-database/2025/october", "World Economic Outlook Database: October 2025", "Download the WEO database ...", "Oct 14, 2025"),
        ("https://apnews.com/article/imf-world-economic-outlook-october-2025", "IMF slightly upgrades global outlook | AP News", "World growth 3.2% this year ...", "Oct 14, 2025"),
    )))
    turns.append((extract(octo, "Projections table in the October 2025 WEO"), """# World Economic Outlook, October 2025: Global Economy in Flux, Prospects Remain Dim

October 14, 2025

## Executive summary

Global growth is projected to slow from 3.3 percent in 2024 to 3.2 percent in 2025 and 3.1 percent in 2026, with advanced economies growing around 1.5 percent and emerging market and developing economies just above 4 percent. Inflation is projected to continue to decline globally, though with variation across countries.

## Table 1.1. Overview of the World Economic Outlook Projections (percent change)

| | 2024 | 2025 | 2026 | Difference from July 2025 WEO Update (2025) | Difference from April 2025 WEO (2025) |
| --- | --- | --- | --- | --- | --- |
| World Output | 3.3 | 3.2 | 3.1 | 0.2 | 0.4 |
| United States | 2.8 | 2.0 | 2.1 | 0.1 | 0.2 |
| Euro Area | 0.9 | 1.2 | 1.1 | 0.2 | 0.4 |
| Germany | -0.5 | 0.2 | 0.9 | 0.1 | 0.2 |
| Japan | 0.2 | 1.1 | 0.6 | 0.4 | 0.5 |
| United Kingdom | 1.1 | 1.3 | 1.3 | 0.1 | 0.2 |
| China | 5.0 | 4.8 | 4.2 | 0.0 | 0.8 |
| India | 6.5 | 6.6 | 6.2 | 0.2 | 0.4 |

Note: For India, data and projections are presented on a fiscal year basis. Germany's 2024 figure reflects the revised national accounts.
"""))
    d = {"weo_latest_world": "2025: 3.2%, 2026: 3.1% (October 2025 WEO)", "weo_latest_us": "2025: 2.0%, 2026: 2.1% (October 2025 WEO)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((extract(dm, "Real GDP growth 2023-2026 for World, US, China, India and the euro area"), """# Real GDP growth — Annual percent change

IMF DataMapper · Source: World Economic Outlook (October 2025)

| Country / group | 2023 | 2024 | 2025 | 2026 |
| --- | --- | --- | --- | --- |
| India | 9.2 | 6.5 | 6.6 | 6.2 |
| China, People's Republic of | 5.4 | 5.0 | 4.8 | 4.2 |
| World | 3.5 | 3.3 | 3.2 | 3.1 |
| United States | 2.9 | 2.8 | 2.0 | 2.1 |
| Euro area | 0.4 | 0.9 | 1.2 | 1.1 |

Sorted by: 2025, descending · Showing 5 of 5 selected

Indicator: NGDP_RPCH · Unit: annual percent change · Data are projections for 2025-2026.
"""))
    turns.append((memory("retrieve_all"), allmem(mem)))
    del mem["weo_2025_07_world"]
    turns.append((memory("remove", key_list=["weo_2025_07_world"]), removed("weo_2025_07_world")))
    rs.add("search", "h62-search-18", system("How the IMF's 2025 global and US growth forecasts changed across the April, July and October 2025 WEO releases."), turns, state=STATE)


# ---------------------------------------------------------------- 19 China Customs (GACC) trade 2024, contradiction at turn 6
def t19(rs: RowSet) -> None:
    gacc = "http://english.customs.gov.cn/Statics/6bfc8d5e-3a4b-4b0c-9a4f-2d0a7f8e1c11.html"
    reu = "https://www.reuters.com/markets/asia/chinas-exports-beat-forecasts-december-2025-01-13/"
    turns = []
    turns.append((search("China 2024 full year exports imports customs yuan trillion GACC press conference"), sr(
        (gacc, "State Council Information Office press conference on 2024 import and export data | GACC", "In 2024, China's total import and export value reached 43.85 trillion yuan, up 5 percent year-on-year. Exports were 25.45 trillion yuan, up 7.1 percent ...", "Jan 13, 2025"),
        (reu, "China's exports beat forecasts in December, 2024 trade surplus hits record | Reuters", "China's exports grew 5.9% in 2024 to $3.58 trillion, while the trade surplus hit a record $992.2 billion ...", "Jan 13, 2025"),
        ("http://english.customs.gov.cn/statics/report/monthly.html", "Monthly Bulletin - General Administration of Customs of the People's Republic of China", "Preliminary releases: total value of imports and exports by month, in RMB and USD ...", "N/A"),
        ("https://www.scio.gov.cn/live/2025/35512/index.html", "SCIO press conference on import and export situation in 2024", "Wang Lingjun, deputy head of the General Administration of Customs, briefed reporters ...", "Jan 13, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-01-13/china-exports-december", "China's Trade Surplus Nears $1 Trillion as Exports Surge | Bloomberg", "Exports rose 10.7% in December from a year earlier ...", "Jan 13, 2025"),
        ("https://www.cnbc.com/2025/01/13/china-december-2024-exports-imports.html", "China's exports jump 10.7% in December, beating expectations | CNBC", "Imports rose 1% in December ...", "Jan 13, 2025"),
        ("https://www.globaltimes.cn/page/202501/1326714.shtml", "China's foreign trade hits record high of 43.85 trillion yuan in 2024 | Global Times", "Foreign trade set a new record for the eighth consecutive year ...", "Jan 13, 2025"),
        ("https://tradingeconomics.com/china/balance-of-trade", "China Balance of Trade | Trading Economics", "China's trade surplus widened to USD 104.84 billion in December 2024 ...", "N/A"),
        ("https://www.ft.com/content/china-trade-surplus-2024", "China's trade surplus hits record near $1tn | Financial Times", "The surplus is likely to stoke tensions with Donald Trump ...", "Jan 13, 2025"),
        ("https://www.chinadaily.com.cn/a/202501/13/WS6784e0a7a310f1265a1d7b5c.html", "China's foreign trade expands 5% in 2024 | China Daily", "Trade with ASEAN countries grew 9 percent to 6.98 trillion yuan ...", "Jan 13, 2025"),
    )))
    turns.append((extract(gacc, "Full-year 2024 totals for exports, imports and trade partners in yuan"), """# Press conference on import and export data for 2024

General Administration of Customs of the People's Republic of China · 2025-01-13

In 2024, China's total import and export value of trade in goods reached **43.85 trillion yuan**, up 5 percent year-on-year, a record high. Of the total:

- Exports: **25.45 trillion yuan**, up 7.1 percent
- Imports: **18.39 trillion yuan**, up 2.3 percent
- Trade surplus: 7.06 trillion yuan

## By quarter

| Quarter | Total trade (trillion yuan) | Year-on-year |
| --- | --- | --- |
| Q1 2024 | 10.17 | +5.0% |
| Q2 2024 | 11.04 | +7.4% |
| Q3 2024 | 11.15 | +5.4% |
| Q4 2024 | 11.49 | +5.0% |

## Main trading partners

| Partner | Total trade (trillion yuan) | Year-on-year |
| --- | --- | --- |
| ASEAN | 6.98 | +9.0% |
| European Union | 5.59 | +1.6% |
| United States | 4.88 | +4.9% |
| Republic of Korea | 2.33 | +6.1% |

Private enterprises accounted for 24.33 trillion yuan, or 55.5 percent of total trade, up 8.8 percent.

Trade with Belt and Road partner countries reached 22.07 trillion yuan, up 6.4 percent, accounting for 50.3 percent of the total.
"""))
    turns.append((add({"cn_2024_exports": "25.45 trillion yuan, +7.1% y/y (GACC, 13 Jan 2025)",
                       "cn_2024_imports": "18.39 trillion yuan, +2.3% y/y (GACC, 13 Jan 2025)"}),
                  added("cn_2024_exports", "cn_2024_imports")))
    turns.append((search("China 2024 trade surplus record 992 billion dollars exports 3.58 trillion imports"), sr(
        (reu, "China's exports beat forecasts in December, 2024 trade surplus hits record | Reuters", "China's exports grew 5.9% in 2024 to $3.58 trillion, while the trade surplus hit a record $992.2 billion ...", "Jan 13, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-01-13/china-exports-december", "China's Trade Surplus Nears $1 Trillion as Exports Surge | Bloomberg", "The annual surplus of $992 billion was the largest on record ...", "Jan 13, 2025"),
        ("https://www.cnbc.com/2025/01/13/china-december-2024-exports-imports.html", "China's exports jump 10.7% in December, beating expectations | CNBC", "For the full year, exports rose 5.9% in dollar terms and imports 1.1% ...", "Jan 13, 2025"),
        ("https://www.ft.com/content/china-trade-surplus-2024", "China's trade surplus hits record near $1tn | Financial Times", "The surplus is likely to stoke tensions with Donald Trump ...", "Jan 13, 2025"),
        ("https://www.scmp.com/economy/china-economy/article/3294636/china-trade-surplus-2024", "China's 2024 trade surplus hits record US$992 billion | SCMP", "December's surplus of US$104.84 billion was also a monthly record ...", "Jan 13, 2025"),
        ("https://tradingeconomics.com/china/exports", "China Exports | Trading Economics", "Exports from China increased to 335.8 USD billion in December 2024 ...", "N/A"),
        ("https://www.wsj.com/economy/china-trade-surplus-record-2024", "China's Trade Surplus Hits Record as Exports Surge Before Tariffs | WSJ", "Factories rushed shipments ahead of expected US tariffs ...", "Jan 13, 2025"),
        ("https://www.economist.com/finance-and-economics/2025/01/16/chinas-trillion-dollar-surplus", "China's trillion-dollar trade surplus | The Economist", "What the record surplus means for the world economy ...", "Jan 16, 2025"),
    )))
    turns.append((upd({"cn_2024_exports": "25.45 trillion yuan (+7.1%); USD 3.58 trillion (+5.9%)"}), updated("cn_2024_exports")))
    turns.append((memory("retrieve", key_list=["cn_2024_exports", "cn_2024_imports"]), got({
        "cn_2024_exports": "25.45 trillion yuan, +7.1% y/y (GACC, 13 Jan 2025)",
        "cn_2024_imports": "18.39 trillion yuan, +2.3% y/y (GACC, 13 Jan 2025)"})))
    turns.append((extract(reu, "Dollar-denominated 2024 totals and the December figures"), """# China's exports beat forecasts in December, 2024 trade surplus hits record

By Joe Cash and Ellen Zhang · January 13, 2025 4:05 AM UTC

BEIJING, Jan 13 (Reuters) - China's exports grew much faster than expected in December as factories rushed out shipments ahead of looming U.S. tariffs, pushing the country's trade surplus to a record high for the year.

Outbound shipments rose 10.7% year-on-year in December, customs data showed on Monday, beating a 7.3% increase forecast in a Reuters poll and accelerating from 6.7% growth in November. Imports rose 1.0%, defying expectations of a 1.5% decline.

For 2024 as a whole, exports grew 5.9% to $3.58 trillion, while imports rose 1.1% to $2.59 trillion. The trade surplus hit a record $992.2 billion.

China posted a trade surplus of $104.84 billion in December, up from $97.44 billion in November.

| 2024 (US$) | Value | y/y |
| --- | --- | --- |
| Exports | $3.58 trillion | +5.9% |
| Imports | $2.59 trillion | +1.1% |
| Trade balance | $992.2 billion | record |

China's trade surplus with the United States grew to $361.0 billion in 2024 from $336.3 billion in 2023.

Reporting by Joe Cash and Ellen Zhang; Editing by Sam Holmes
"""))
    turns.append((add({"cn_2024_surplus_usd": "$992.2 billion (record; Dec 2024 alone $104.84 billion)"}), added("cn_2024_surplus_usd")))
    rs.add("search", "h62-search-19", system("China's 2024 exports, imports and trade surplus in yuan and US dollars."), turns,
           state=STATE, bad=True, turn=6,
           kind="Memory retrieve returns cn_2024_exports with its original yuan-only value, although it was updated at turn 5 to include USD 3.58 trillion (+5.9%).")


# ---------------------------------------------------------------- 20 SEC EDGAR (Apple FY2024 earnings), clean
def t20(rs: RowSet) -> None:
    idx = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm"
    tenk = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm"
    ex991 = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000120/a8-kex991q4202409282024.htm"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("Apple 10-K fiscal 2024 SEC EDGAR net sales net income annual report"), sr(
        (idx, "EDGAR Filing Documents for 0000320193-24-000123", "Form 10-K - Annual report [Section 13 and 15(d), not S-K Item 405]. Filing Date 2024-11-01. Period of Report 2024-09-28 ...", "Nov 1, 2024"),
        (tenk, "aapl-20240928 - 10-K", "Apple Inc. Annual report for the fiscal year ended September 28, 2024 ... Total net sales $391,035 million ...", "Nov 1, 2024"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0000320193&type=10-K", "EDGAR Search Results: Apple Inc. (CIK 0000320193) 10-K filings", "10-K filings for Apple Inc. by filing date ...", "N/A"),
        ("https://investor.apple.com/sec-filings/default.aspx", "SEC Filings - Apple Investor Relations", "Annual reports, quarterly reports and proxy statements ...", "N/A"),
        ("https://www.apple.com/newsroom/2024/10/apple-reports-fourth-quarter-results/", "Apple reports fourth quarter results - Apple Newsroom", "Revenue of $94.9 billion, up 6 percent year over year ... diluted earnings per share of $0.97 ...", "Oct 31, 2024"),
        ("https://www.macrotrends.net/stocks/charts/AAPL/apple/revenue", "Apple Revenue 2010-2024 | AAPL | MacroTrends", "Apple annual revenue for 2024 was $391.035B, a 2.02% increase from 2023 ...", "N/A"),
        ("https://www.cnbc.com/2024/10/31/apple-aapl-earnings-report-q4-2024.html", "Apple beats on revenue, takes $10.2 billion one-time tax charge | CNBC", "Apple reported EPS of $0.97, or $1.64 excluding the one-time charge related to the EU state aid decision ...", "Oct 31, 2024"),
        ("https://www.reuters.com/technology/apple-forecasts-2024-10-31/", "Apple forecasts low-to-mid single digit revenue growth | Reuters", "Apple's results included a $10.2 billion charge tied to a European Court of Justice ruling on Irish taxes ...", "Oct 31, 2024"),
        ("https://www.wsj.com/tech/apple-earnings-q4-2024", "Apple's Sales Grow, but Tax Charge Hits Profit | WSJ", "Net income fell 36% to $14.74 billion ...", "Oct 31, 2024"),
    )))
    turns.append((extract(idx, "Filing date, accession number, period and main documents"), """# Filing Detail

**Form 10-K** - Annual report [Section 13 and 15(d), not S-K Item 405]

SEC Accession No. 0000320193-24-000123

| | |
| --- | --- |
| Filing Date | 2024-11-01 |
| Accepted | 2024-11-01 06:01:36 |
| Documents | 98 |
| Period of Report | 2024-09-28 |

## Document Format Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 1 | 10-K | aapl-20240928.htm | 10-K | 1,520,874 |
| 2 | EX-4.1 | aapl-20240928xex41.htm | EX-4.1 | 91,405 |
| 3 | EX-10.15 | aapl-20240928xex1015.htm | EX-10.15 | 40,228 |
| 4 | EX-19.1 | aapl-20240928xex191.htm | EX-19.1 | 40,310 |
| 5 | EX-21.1 | aapl-20240928xex211.htm | EX-21.1 | 3,104 |
| 6 | EX-23.1 | aapl-20240928xex231.htm | EX-23.1 | 4,560 |
| 7 | EX-31.1 | aapl-20240928xex311.htm | EX-31.1 | 11,251 |
| 8 | EX-31.2 | aapl-20240928xex312.htm | EX-31.2 | 11,245 |
| 9 | EX-32.1 | aapl-20240928xex321.htm | EX-32.1 | 7,912 |
| 10 | EX-97.1 | aapl-20240928xex971.htm | EX-97.1 | 27,514 |
| | Complete submission text file | 0000320193-24-000123.txt | | 9,884,061 |

## Filer

**Apple Inc.** (Filer) CIK: 0000320193 (see all company filings)

IRS No.: 942404110 | State of Incorp.: CA | Fiscal Year End: 0928
Type: 10-K | Act: 34 | File No.: 001-36743 | Film No.: 241416538
SIC: 3571 Electronic Computers

Business Address: One Apple Park Way, Cupertino CA 95014, (408) 996-1010
"""))
    turns.append((extract(tenk, "Consolidated statements of operations, fiscal 2022-2024"), """# Apple Inc. — Form 10-K for the fiscal year ended September 28, 2024

## CONSOLIDATED STATEMENTS OF OPERATIONS
(In millions, except number of shares, which are reflected in thousands, and per-share amounts)

| | September 28, 2024 | September 30, 2023 | September 24, 2022 |
| --- | --- | --- | --- |
| Net sales: Products | $ 294,866 | $ 298,085 | $ 316,199 |
| Net sales: Services | 96,169 | 85,200 | 78,129 |
| **Total net sales** | 391,035 | 383,285 | 394,328 |
| Cost of sales: Products | 185,233 | 189,282 | 201,471 |
| Cost of sales: Services | 25,119 | 24,855 | 22,075 |
| Total cost of sales | 210,352 | 214,137 | 223,546 |
| **Gross margin** | 180,683 | 169,148 | 170,782 |
| Research and development | 31,370 | 29,915 | 26,251 |
| Selling, general and administrative | 26,097 | 24,932 | 25,094 |
| Total operating expenses | 57,467 | 54,847 | 51,345 |
| **Operating income** | 123,216 | 114,301 | 119,437 |
| Other income/(expense), net | 269 | (565) | (334) |
| Income before provision for income taxes | 123,485 | 113,736 | 119,103 |
| Provision for income taxes | 29,749 | 16,741 | 19,300 |
| **Net income** | $ 93,736 | $ 96,995 | $ 99,803 |
| Earnings per share: Basic | $ 6.11 | $ 6.16 | $ 6.15 |
| Earnings per share: Diluted | $ 6.08 | $ 6.13 | $ 6.11 |
| Shares used in computing EPS: Basic | 15,343,783 | 15,744,231 | 16,215,963 |
| Shares used in computing EPS: Diluted | 15,408,095 | 15,812,547 | 16,325,819 |

See accompanying Notes to Consolidated Financial Statements. The provision for income taxes for 2024 includes a one-time income tax charge of $10.2 billion, net, related to the State Aid Decision (Note 7).
"""))
    d = {"aapl_fy24_revenue": "$391,035M (FY ended Sep 28, 2024); FY23 $383,285M",
         "aapl_fy24_net_income": "$93,736M; diluted EPS $6.08"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((search("Apple Q4 fiscal 2024 results EPS 0.97 one-time tax charge 10.2 billion 8-K exhibit 99.1"), sr(
        (ex991, "Apple reports fourth quarter results (Exhibit 99.1)", "September quarter records for total company revenue and EPS (excluding one-time charge) ... diluted earnings per share of $0.97 ... excluding the one-time charge, $1.64, up 12 percent ...", "Oct 31, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/320193/000032019324000120/0000320193-24-000120-index.htm", "EDGAR Filing Documents for 0000320193-24-000120", "Form 8-K - Current report. Items 2.02 and 9.01. Filing Date 2024-10-31 ...", "Oct 31, 2024"),
        ("https://www.apple.com/newsroom/2024/10/apple-reports-fourth-quarter-results/", "Apple reports fourth quarter results - Apple Newsroom", "Revenue of $94.9 billion, up 6 percent year over year ...", "Oct 31, 2024"),
        ("https://www.cnbc.com/2024/10/31/apple-aapl-earnings-report-q4-2024.html", "Apple beats on revenue, takes $10.2 billion one-time tax charge | CNBC", "Apple reported EPS of $0.97, or $1.64 excluding the one-time charge ...", "Oct 31, 2024"),
        ("https://www.reuters.com/technology/apple-forecasts-2024-10-31/", "Apple forecasts low-to-mid single digit revenue growth | Reuters", "The charge stemmed from the European Court of Justice ruling in September ...", "Oct 31, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-10-31/apple-results", "Apple Sales Forecast Disappoints | Bloomberg", "iPhone revenue rose 5.5% to $46.2 billion ...", "Oct 31, 2024"),
        ("https://seekingalpha.com/news/4164211-apple-q4-2024-earnings", "Apple Q4 GAAP EPS of $0.97, revenue of $94.93B beats | Seeking Alpha", "Non-GAAP EPS of $1.64 beats by $0.04 ...", "Oct 31, 2024"),
        ("https://www.wsj.com/tech/apple-earnings-q4-2024", "Apple's Sales Grow, but Tax Charge Hits Profit | WSJ", "Net income fell 36% to $14.74 billion ...", "Oct 31, 2024"),
    )))
    turns.append((extract(ex991, "Quarterly and full-year revenue, net income and EPS"), """# Apple reports fourth quarter results

**September quarter records for total company revenue and EPS (excluding one-time charge)**

CUPERTINO, CALIFORNIA — October 31, 2024 — Apple today announced financial results for its fiscal 2024 fourth quarter ended September 28, 2024. The Company posted quarterly revenue of $94.9 billion, up 6 percent year over year, and quarterly diluted earnings per share of $0.97, which included a one-time income tax charge of $10.2 billion, net. Excluding the one-time charge, diluted earnings per share were $1.64, up 12 percent year over year.

"Today Apple is reporting a new September quarter revenue record of $94.9 billion, up 6 percent from a year ago," said Tim Cook, Apple's CEO.

The board of directors has declared a cash dividend of $0.25 per share of the Company's common stock, payable on November 14, 2024 to shareholders of record as of the close of business on November 11, 2024.

## CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)
(In millions, except per-share amounts)

| | Three Months Ended Sep 28, 2024 | Three Months Ended Sep 30, 2023 | Twelve Months Ended Sep 28, 2024 | Twelve Months Ended Sep 30, 2023 |
| --- | --- | --- | --- | --- |
| Total net sales | $ 94,930 | $ 89,498 | $ 391,035 | $ 383,285 |
| Gross margin | 43,879 | 40,427 | 180,683 | 169,148 |
| Operating income | 29,591 | 26,969 | 123,216 | 114,301 |
| Provision for income taxes | 14,874 | 4,042 | 29,749 | 16,741 |
| Net income | $ 14,736 | $ 22,956 | $ 93,736 | $ 96,995 |
| Diluted EPS | $ 0.97 | $ 1.46 | $ 6.08 | $ 6.13 |
| Shares used in computing diluted EPS | 15,242,853 | 15,672,400 | 15,408,095 | 15,812,547 |
"""))
    d = {"aapl_q4fy24_eps": "$0.97 GAAP diluted (incl. $10.2B one-time tax charge); $1.64 excl. charge; Q4 revenue $94,930M"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    d = {"aapl_fy24_net_income": "$93,736M; diluted EPS $6.08 (10-K, accession 0000320193-24-000123, filed 2024-11-01)"}
    mem.update(d)
    turns.append((upd(d), updated(*d)))
    turns.append((memory("retrieve_all"), allmem(mem)))
    rs.add("search", "h62-search-20", system("Apple's fiscal 2024 revenue, net income and EPS from its SEC filings, annual and fourth quarter."), turns, state=STATE)


# ---------------------------------------------------------------- 21 European Commission press corner (DMA gatekeepers), contradiction at turn 7
def t21(rs: RowSet) -> None:
    ip23 = "https://ec.europa.eu/commission/presscorner/detail/en/ip_23_4328"
    ip24 = "https://ec.europa.eu/commission/presscorner/detail/en/ip_24_2561"

    def ip23_page(six: str) -> str:
        return f"""# Digital Markets Act: Commission designates six gatekeepers

**Press release · 6 September 2023 · Brussels**

Today, the Commission has designated, for the first time, six gatekeepers – {six} – under the Digital Markets Act (DMA). In total, 22 core platform services provided by gatekeepers have been designated.

The six gatekeepers now have six months to ensure full compliance with the DMA obligations for each of their designated core platform services.

## Designated core platform services

| Category | Core platform services |
| --- | --- |
| Social networks | TikTok, Facebook, Instagram, LinkedIn |
| Number-independent interpersonal communications services | WhatsApp, Messenger |
| Intermediation | Google Maps, Google Play, Google Shopping, Amazon Marketplace, App Store, Meta Marketplace |
| Video sharing | YouTube |
| Advertising | Google, Amazon, Meta |
| Web browser | Chrome, Safari |
| Search | Google Search |
| Operating systems | Google Android, iOS, Windows PC OS |

In addition, the Commission opened four market investigations to further assess Microsoft's and Apple's submissions arguing that some of their core platform services do not qualify as gateways: Microsoft's Bing, Edge and Microsoft Advertising, and Apple's iMessage. The Commission concluded that Gmail, Outlook.com and Samsung Internet Browser do not qualify as gateways.

## Next steps

Gatekeepers have six months to comply with the full list of do's and don'ts under the DMA and must submit a detailed compliance report to the Commission.

## Background

The DMA entered into force on 1 November 2022 and became applicable on 2 May 2023. Potential gatekeepers notified their core platform services to the Commission by 3 July 2023.

IP/23/4328
"""
    turns = []
    turns.append((search("Digital Markets Act gatekeepers designated September 2023 Commission press release"), sr(
        (ip23, "Digital Markets Act: Commission designates six gatekeepers - European Commission", "Today, the Commission has designated, for the first time, six gatekeepers – Alphabet, Amazon, Apple, ByteDance, Meta, Microsoft – under the Digital Markets Act (DMA). In total, 22 core platform services ...", "Sep 6, 2023"),
        ("https://digital-markets-act.ec.europa.eu/gatekeepers_en", "Gatekeepers - Digital Markets Act", "List of designated gatekeepers and their core platform services, with designation decisions ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Digital_Markets_Act", "Digital Markets Act - Wikipedia", "Regulation (EU) 2022/1925 ... On 6 September 2023 the Commission designated six gatekeepers ...", "N/A"),
        ("https://www.reuters.com/technology/eu-names-six-gatekeepers-under-tech-rules-2023-09-06/", "EU names Alphabet, Amazon, Apple, ByteDance, Meta, Microsoft as gatekeepers | Reuters", "The companies have six months to comply with the Digital Markets Act ...", "Sep 6, 2023"),
        ("https://www.theverge.com/2023/9/6/dma-gatekeepers-eu", "EU names six Big Tech 'gatekeepers' under new rules | The Verge", "iMessage and Bing are under investigation ...", "Sep 6, 2023"),
        ("https://eur-lex.europa.eu/eli/reg/2022/1925/oj", "Regulation (EU) 2022/1925 (Digital Markets Act) | EUR-Lex", "Regulation on contestable and fair markets in the digital sector ...", "N/A"),
        ("https://techcrunch.com/2023/09/06/dma-gatekeepers-designated/", "EU designates six gatekeepers under the DMA | TechCrunch", "22 core platform services across eight categories ...", "Sep 6, 2023"),
        ("https://www.politico.eu/article/eu-designates-big-tech-gatekeepers-dma/", "EU slaps gatekeeper label on six Big Tech firms | Politico", "ByteDance said it would challenge the designation of TikTok ...", "Sep 6, 2023"),
        ("https://www.bbc.com/news/technology-66730271", "EU names tech giants that must comply with new rules | BBC News", "Samsung's browser and Gmail escaped the list ...", "Sep 6, 2023"),
        ("https://www.euractiv.com/section/platforms/news/dma-gatekeepers-designation/", "Commission designates six DMA gatekeepers | Euractiv", "The designation decisions follow notifications received in July ...", "Sep 6, 2023"),
    )))
    turns.append((extract(ip23, "Which companies were designated and which core platform services"), ip23_page("Alphabet, Amazon, Apple, ByteDance, Meta, Microsoft")))
    turns.append((add({"dma_gatekeepers_2023": "Alphabet, Amazon, Apple, ByteDance, Meta, Microsoft (6; designated 6 Sep 2023; 22 core platform services)",
                       "dma_compliance_deadline": "6 months after designation (by 7 March 2024)"}),
                  added("dma_gatekeepers_2023", "dma_compliance_deadline")))
    turns.append((search("Booking Holdings designated gatekeeper Digital Markets Act May 2024"), sr(
        (ip24, "Commission designates Booking as gatekeeper under the Digital Markets Act - European Commission", "Today, the Commission has designated Booking as a gatekeeper under the Digital Markets Act (DMA) for its online intermediation service Booking.com ...", "May 13, 2024"),
        ("https://www.reuters.com/technology/booking-designated-gatekeeper-eu-2024-05-13/", "Booking.com falls under EU's tough tech rules | Reuters", "Booking becomes the seventh gatekeeper, with six months to comply ...", "May 13, 2024"),
        ("https://digital-markets-act.ec.europa.eu/gatekeepers_en", "Gatekeepers - Digital Markets Act", "Alphabet, Amazon, Apple, Booking, ByteDance, Meta, Microsoft ...", "N/A"),
        ("https://www.theverge.com/2024/5/13/booking-dma-gatekeeper", "Booking.com is now an EU gatekeeper | The Verge", "The travel site joins six Big Tech companies ...", "May 13, 2024"),
        ("https://www.euractiv.com/section/platforms/news/booking-gatekeeper-dma/", "Booking becomes seventh DMA gatekeeper | Euractiv", "The Commission also designated Apple's iPadOS in April ...", "May 13, 2024"),
        ("https://techcrunch.com/2024/05/13/booking-dma-gatekeeper/", "EU designates Booking a gatekeeper under the DMA | TechCrunch", "Booking had notified the Commission in March ...", "May 13, 2024"),
        ("https://www.politico.eu/article/booking-com-gatekeeper-dma/", "Booking.com becomes DMA gatekeeper | Politico", "Parity clauses with hotels are among the practices banned ...", "May 13, 2024"),
        ("https://en.wikipedia.org/wiki/Digital_Markets_Act", "Digital Markets Act - Wikipedia", "In May 2024, Booking Holdings was designated as the seventh gatekeeper ...", "N/A"),
    )))
    turns.append((extract(ip24, "Date of Booking's designation and its compliance deadline"), """# Commission designates Booking as gatekeeper under the Digital Markets Act

**Press release · 13 May 2024 · Brussels**

Today, the Commission has designated Booking as a gatekeeper under the Digital Markets Act (DMA) for its online intermediation service Booking.com. Booking now has six months to ensure full compliance with the obligations under the DMA.

On 1 March 2024, Booking notified the Commission that it met the quantitative thresholds set out in the DMA. Following an assessment, the Commission concluded that Booking is an important gateway for business users to reach end users.

With this decision, the number of designated gatekeepers rises to seven: Alphabet, Amazon, Apple, Booking, ByteDance, Meta and Microsoft. On 29 April 2024, the Commission had also designated Apple's iPadOS as a core platform service, bringing the total number of designated core platform services to 24.

## Next steps

Booking has until 14 November 2024 to comply with the DMA obligations, including the prohibition of parity clauses that prevent hotels from offering better conditions through other channels.

IP/24/2561
"""))
    turns.append((add({"dma_booking": "Booking (Booking.com) designated 13 May 2024, 7th gatekeeper; comply by 14 Nov 2024"}), added("dma_booking")))
    turns.append((extract(ip23, "Re-check the list of the six gatekeepers in the original decision"), ip23_page("Alphabet, Amazon, Apple, Booking, Meta, Microsoft")))
    turns.append((search("DMA non-compliance fines Apple Meta April 2025 500 million 200 million"), sr(
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_25_1085", "Commission finds Apple and Meta in breach of the Digital Markets Act - European Commission", "The Commission fined Apple €500 million and Meta €200 million for non-compliance with the DMA ...", "Apr 23, 2025"),
        ("https://www.reuters.com/technology/apple-meta-fined-eu-dma-2025-04-23/", "Apple, Meta fined a combined 700 million euros under EU tech rules | Reuters", "Apple was fined for anti-steering restrictions on the App Store, Meta for its 'pay or consent' model ...", "Apr 23, 2025"),
        ("https://www.theverge.com/2025/4/23/apple-meta-dma-fines", "Apple and Meta fined under the DMA | The Verge", "The first fines under the law ...", "Apr 23, 2025"),
        ("https://www.politico.eu/article/eu-fines-apple-meta-dma/", "EU fines Apple, Meta in first DMA decisions | Politico", "The fines were lower than many had expected ...", "Apr 23, 2025"),
        ("https://www.bbc.com/news/articles/apple-meta-eu-fines", "Apple and Meta fined by EU | BBC News", "Both companies said they would appeal ...", "Apr 23, 2025"),
        ("https://techcrunch.com/2025/04/23/eu-fines-apple-meta-dma/", "EU hits Apple with €500M fine and Meta with €200M | TechCrunch", "The companies have 60 days to comply ...", "Apr 23, 2025"),
        ("https://www.euractiv.com/section/platforms/news/dma-fines-apple-meta/", "First DMA fines land on Apple and Meta | Euractiv", "The Commission closed its investigation into Apple's user choice obligations ...", "Apr 23, 2025"),
        ("https://en.wikipedia.org/wiki/Digital_Markets_Act", "Digital Markets Act - Wikipedia", "On 23 April 2025, the Commission issued the first non-compliance decisions ...", "N/A"),
    )))
    turns.append((memory("retrieve_all"), allmem({
        "dma_gatekeepers_2023": "Alphabet, Amazon, Apple, ByteDance, Meta, Microsoft (6; designated 6 Sep 2023; 22 core platform services)",
        "dma_compliance_deadline": "6 months after designation (by 7 March 2024)",
        "dma_booking": "Booking (Booking.com) designated 13 May 2024, 7th gatekeeper; comply by 14 Nov 2024"})))
    rs.add("search", "h62-search-21", system("Which companies are gatekeepers under the EU Digital Markets Act, when each was designated, and the compliance deadlines."), turns,
           state=STATE, bad=True, turn=7,
           kind="Re-extracting the 6 September 2023 press release lists Booking instead of ByteDance among the six gatekeepers, though the same page listed ByteDance at turn 2 (and Booking was only designated in May 2024).")


# ---------------------------------------------------------------- 22 legislation.gov.uk (National Living Wage 2025), clean
def t22(rs: RowSet) -> None:
    si = "https://www.legislation.gov.uk/uksi/2025/286/made"
    mem: dict[str, str] = {}
    turns = []
    turns.append((search("National Minimum Wage (Amendment) Regulations 2025 legislation.gov.uk £12.21 rates"), sr(
        (si, "The National Minimum Wage (Amendment) Regulations 2025 - legislation.gov.uk", "These Regulations amend the National Minimum Wage Regulations 2015 ... increase the national living wage from £11.44 to £12.21 an hour ...", "N/A"),
        ("https://www.gov.uk/national-minimum-wage-rates", "National Minimum Wage and National Living Wage rates - GOV.UK", "April 2025 (current rate): 21 and over £12.21; 18 to 20 £10.00; Under 18 £7.55; Apprentice £7.55 ...", "N/A"),
        ("https://www.legislation.gov.uk/uksi/2024/432/made", "The National Minimum Wage (Amendment) Regulations 2024 - legislation.gov.uk", "... the national living wage rate increases to £11.44 and applies to workers aged 21 and over ...", "N/A"),
        ("https://www.gov.uk/government/publications/the-national-minimum-wage-in-2025", "The National Minimum Wage in 2025 - GOV.UK", "The National Living Wage will increase by 6.7% to £12.21 an hour from 1 April 2025 ...", "Oct 30, 2024"),
        ("https://www.lowpay.gov.uk/report/low-pay-commission-report-2024", "Low Pay Commission Report 2024 | Low Pay Commission", "Our recommendations for the minimum wage rates to apply from April 2025 ...", "Oct 30, 2024"),
        ("https://www.bbc.co.uk/news/articles/minimum-wage-april-2025", "Minimum wage rises to £12.21 an hour | BBC News", "More than three million workers will get a pay rise from 1 April ...", "Apr 1, 2025"),
        ("https://www.acas.org.uk/national-minimum-wage-entitlement", "National Minimum Wage and National Living Wage | Acas", "Check you're being paid the right amount ...", "N/A"),
        ("https://en.wikipedia.org/wiki/National_Minimum_Wage_Act_1998", "National Minimum Wage Act 1998 - Wikipedia", "Rates history, including the National Living Wage introduced in 2016 ...", "N/A"),
        ("https://www.cipd.org/uk/knowledge/factsheets/minimum-wage-factsheet/", "National minimum wage | CIPD", "Rates, age bands and the accommodation offset ...", "N/A"),
    )))
    turns.append((extract(si, "New hourly rates, age bands and commencement date"), """# The National Minimum Wage (Amendment) Regulations 2025

**2025 No. 286**

**Terms and Conditions of Employment**

| | |
| --- | --- |
| Made | 4th March 2025 |
| Laid before Parliament | 6th March 2025 |
| Coming into force | 1st April 2025 |

The Secretary of State makes the following Regulations in exercise of the powers conferred by sections 1(3) and (4), 2 and 3 of the National Minimum Wage Act 1998, having regard to the report of the Low Pay Commission.

## Citation, commencement and extent

1.—(1) These Regulations may be cited as the National Minimum Wage (Amendment) Regulations 2025 and come into force on 1st April 2025.

## Amendment of the National Minimum Wage Regulations 2015

2. The National Minimum Wage Regulations 2015 are amended as follows.

3. In regulation 4 (national living wage rate for workers aged 21 and over), for "£11.44" substitute "£12.21".

4. In regulation 4A(1) (rates for workers not entitled to the national living wage)—
   (a) in sub-paragraph (a) (workers aged 18 to 20), for "£8.60" substitute "£10.00";
   (b) in sub-paragraph (b) (workers under 18), for "£6.40" substitute "£7.55";
   (c) in sub-paragraph (c) (apprentices), for "£6.40" substitute "£7.55".

5. In regulation 16(1)(a) and (b) (amount for provision of living accommodation), for "£9.99" substitute "£10.66".

## Explanatory Note

These Regulations increase the national living wage from £11.44 to £12.21 an hour, the rate for workers aged 18 to 20 from £8.60 to £10.00, and the rate for workers under 18 and for apprentices from £6.40 to £7.55. The accommodation offset rises from £9.99 to £10.66 a day.
"""))
    d = {"nlw_rate": "£12.21/hour for 21+, from 1 Apr 2025 (SI 2025/286); was £11.44 (SI 2024/432)",
         "nmw_18_20": "£10.00/hour from 1 Apr 2025 (was £8.60)"}
    mem.update(d)
    turns.append((add(d), added(*d)))
    val = mem.pop("nlw_rate")
    turns.append((memory("remove", key_list=["nlw_rate"]), removed("nlw_rate")))
    d = {"uk_nlw_21plus_2025": val}
    mem.update(d)
    turns.append((add(d), added(*d)))
    turns.append((memory("retrieve_all"), allmem(mem)))
    rs.add("search", "h62-search-22", system("The UK National Living Wage and minimum wage rates from April 2025 and the statutory instrument that set them."), turns, state=STATE)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
