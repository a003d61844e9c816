# ruff: noqa: E501
"""Holdout-9, search domain: 22 hand-written deep-research trajectories (11 with exactly one contradiction).

Each trajectory function carries a one-line comment saying what it is and, for the bad ones, which turn
contradicts which. Deterministic: no randomness, no network.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

HERE = Path(__file__).resolve().parent


class Mem:
    """The dict_memory scratchpad; renders the tool's replies from its real state (overrides only where a label says so)."""

    def __init__(self) -> None:
        self.d: dict[str, str] = {}

    def add(self, d: dict[str, str]) -> tuple[str, str]:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, str]) -> tuple[str, str]:
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def retrieve(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        parts = []
        if found:
            parts.append(json.dumps(found, indent=2, ensure_ascii=False))
        for k in missing:
            parts.append(f"Key not found: '{k}'")
        return memory("retrieve", key_list=keys), "\n".join(parts)

    def retrieve_all(self, view: dict[str, str] | None = None) -> tuple[str, str]:
        d = self.d if view is None else view
        return memory("retrieve_all"), f"Memory contains {len(d)} item{'' if len(d) == 1 else 's'}:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def S(*items: tuple[str, str, str, str]) -> str:
    return results(*items)


def state(today: str) -> str:
    return f"Session start. Memory: empty. No searches made yet. Current date: {today}."


T: list[dict[str, Any]] = []


def add(tid: int, turns: list[tuple[str, str]], today: str, turn: int | None = None, kind: str = "clean") -> None:
    T.append({"tid": f"h9-search-{tid:02d}", "turns": turns, "state": state(today), "bad": turn is not None,
              "turn": turn, "kind": kind})


# --------------------------------------------------------------------------------------------------------------
# h9-search-01 (BAD): Peloton Tread+ recall (CPSC). Turn 2 page and turn 3 memory add store "About 125,000 (U.S.)"
# units; turn 8 retrieve_all reads that key back as "About 152,000 (U.S.)" (value set but reads back different).
def t01() -> None:
    m = Mem()
    cpsc = "https://www.cpsc.gov/Recalls/2021/Peloton-Recalls-Tread-Plus-Treadmills-After-One-Child-Death-and-More-Than-70-Incidents"
    turns = []
    turns.append((search("Peloton Tread+ recall CPSC units incidents"), S(
        (cpsc, "Peloton Recalls Tread+ Treadmills After One Child Death and More Than 70 Incidents | CPSC.gov",
         "Units: About 125,000. Hazard: Adults, children, pets and objects can be pulled under the rear of the treadmill, posing a risk of death or serious injury ...", "May 5, 2021"),
        ("https://www.cpsc.gov/Recalls/2021/Peloton-Recalls-Tread-Treadmills-Due-to-Injury-Hazard",
         "Peloton Recalls Tread Treadmills Due to Injury Hazard | CPSC.gov",
         "The touchscreen console can detach and fall, posing an injury hazard to consumers. Remedy: Repair ...", "May 5, 2021"),
        ("https://www.cpsc.gov/Newsroom/News-Releases/2021/CPSC-Warns-Consumers-Immediately-Stop-Using-the-Peloton-Tread",
         "CPSC Warns Consumers to Immediately Stop Using the Peloton Tread+ After Multiple Incidents",
         "CPSC is aware of 39 incidents including one death involving the Tread+. The agency urges consumers with children at home to stop using the product ...", "Apr 17, 2021"),
        ("https://www.nytimes.com/2021/05/05/business/peloton-recall-treadmill.html",
         "Peloton Recalls Treadmills After Child's Death and Dozens of Injuries - The New York Times",
         "The company, which had pushed back against regulators' warnings, said it would offer refunds for the Tread+ and that its chief executive had apologized ...", "May 5, 2021"),
        ("https://www.cnbc.com/2021/05/05/peloton-recalls-tread-treadmill-after-one-child-death.html",
         "Peloton recalls Tread+, Tread treadmills after one child death - CNBC",
         "Peloton said it is voluntarily recalling its Tread+ and Tread treadmills after reports of injuries and a child's death, reversing its earlier stance ...", "May 5, 2021"),
        ("https://www.onepeloton.com/tread-plus-recall", "Tread+ Recall Information | Peloton",
         "Stop using your Tread+ immediately and contact Peloton for a full refund or a free rear guard repair. Model TR01 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Peloton_Interactive", "Peloton Interactive - Wikipedia",
         "Peloton Interactive, Inc. is an American exercise equipment and media company based in New York City ... In May 2021 the company recalled its treadmills ...", "N/A"),
        ("https://www.reuters.com/business/retail-consumer/peloton-recalls-treadmills-after-reports-injuries-death-2021-05-05/",
         "Peloton recalls treadmills after reports of injuries, death | Reuters",
         "Peloton Interactive Inc said on Wednesday it would recall its Tread+ and Tread treadmills, weeks after U.S. regulators warned ...", "May 5, 2021"),
        ("https://www.theverge.com/2021/5/5/22420569/peloton-tread-plus-recall-cpsc-child-death",
         "Peloton is recalling its Tread Plus treadmill after a child's death - The Verge",
         "Owners can get a full refund through November 6th, 2022, or wait for a hardware fix that Peloton is developing with the CPSC ...", "May 5, 2021"),
        ("https://www.reddit.com/r/pelotoncycle/comments/n5q0zt/tread_recall_megathread/",
         "Tread+ recall megathread : r/pelotoncycle - Reddit",
         "Post your refund timelines here. Got a pickup date two weeks out, they said the refund posts after the unit is collected ...", "May 6, 2021"))))
    turns.append((extract(cpsc, "units, hazard, incidents, remedy, price and recall number"), """# Peloton Recalls Tread+ Treadmills After One Child Death and More Than 70 Incidents

**Recall Date:** May 05, 2021
**Recall Number:** 21-130

## Recall Summary

| Field | Details |
| --- | --- |
| Name of Product | Peloton Tread+ treadmills |
| Hazard | Adults, children, pets and objects can be pulled under the rear of the treadmill, posing a risk of death or serious injury. |
| Remedy | Refund, Repair |
| Units | About 125,000 |
| Consumer Contact | Peloton toll-free at 866-679-9129 from 8 a.m. to 12 a.m. ET daily, or online at www.onepeloton.com and click on "Support" |

## Recall Details

### Description

This recall involves all Peloton Tread+ treadmills, model number TR01. The treadmills are black with a slatted belt and a 32-inch touchscreen. "PELOTON" is printed on the front of the treadmill and on the side rails.

### Remedy

Consumers should immediately stop using the recalled treadmills and contact Peloton for a full refund. Peloton is developing a repair that will be made available to consumers who choose to keep their treadmill; that repair will consist of a rear guard installed by Peloton at no cost.

### Incidents/Injuries

Peloton has received 72 reports of adults, children, pets and/or objects being pulled under the rear of the Tread+, including 29 reports of injuries to children, such as second- and third-degree abrasions, broken bones and lacerations, and one child death.

### Sold At

Peloton showrooms, Peloton's website and other retailers nationwide from November 2018 through April 2021 for about $4,295.

### Importer(s)

Peloton Interactive Inc., of New York

### Manufactured In

Taiwan

> Note: Individual Commissioners may have statements related to this topic. Please visit www.cpsc.gov/commissioners to search for statements related to this or other topics.
"""))
    turns.append(m.add({"tread_plus_units": "About 125,000 (U.S.)", "tread_plus_recall_no": "21-130",
                        "tread_plus_incidents": "72 reports; 29 child injuries; 1 child death",
                        "tread_plus_sold": "Nov 2018 - Apr 2021, about $4,295"}))
    turns.append((search("Peloton Tread+ rear guard repair relaunch CPSC"), S(
        ("https://www.onepeloton.com/tread-plus-recall", "Tread+ Recall Information | Peloton",
         "A free rear guard repair is now available for all recalled Tread+ units. Schedule a technician visit from the Tread+ touchscreen or online ...", "N/A"),
        (cpsc, "Peloton Recalls Tread+ Treadmills After One Child Death and More Than 70 Incidents | CPSC.gov",
         "Units: About 125,000. Remedy: Refund, Repair. Consumers should immediately stop using the recalled treadmills and contact Peloton ...", "May 5, 2021"),
        ("https://www.theverge.com/2023/8/22/peloton-tread-plus-rear-guard-fix-relaunch",
         "Peloton's recalled Tread Plus is coming back with a rear guard - The Verge",
         "The fix is a physical rear guard that Peloton says was developed and tested with the Consumer Product Safety Commission over two years ...", "Aug 22, 2023"),
        ("https://www.cnbc.com/2023/08/22/peloton-to-relaunch-tread-after-2021-recall.html",
         "Peloton to relaunch Tread+ treadmill two years after recall - CNBC",
         "New units will ship with the rear guard installed; existing owners can get the guard installed at no cost ...", "Aug 22, 2023"),
        ("https://www.cpsc.gov/Newsroom/News-Releases/2023/Peloton-Tread-Plus-Repair",
         "CPSC and Peloton Announce Repair for Recalled Tread+ Treadmills",
         "The repair is a rear guard that reduces the risk of people, pets and objects being pulled under the rear of the treadmill ...", "Aug 22, 2023"),
        ("https://www.justice.gov/opa/pr/peloton-pay-19065-million-civil-penalty-failing-timely-report-tread-hazard",
         "Peloton to Pay $19,065,000 Civil Penalty for Failing to Timely Report Tread+ Hazard",
         "Peloton agreed to pay a civil penalty for failing to immediately report a defect and for selling recalled Tread+ treadmills ...", "Jan 5, 2023"),
        ("https://www.reddit.com/r/pelotoncycle/comments/15xy2kq/tread_rear_guard_install_experience/",
         "Tread+ rear guard install experience : r/pelotoncycle",
         "Tech came out, took about 45 minutes. The guard sits flush behind the belt and the unit does a calibration on restart ...", "Aug 29, 2023"),
        ("https://www.consumerreports.org/health/treadmills/peloton-tread-plus-returns-with-safety-fix-a1187652930/",
         "Peloton Tread+ Returns With a Safety Fix - Consumer Reports",
         "The treadmill now has a rear guard; CR recommends keeping children and pets away from any treadmill in use ...", "Aug 23, 2023"))))
    turns.append((extract("https://www.cpsc.gov/Newsroom/News-Releases/2023/Peloton-Tread-Plus-Repair", "what the repair is and who can get it"), """# CPSC and Peloton Announce Repair for Recalled Tread+ Treadmills

**Release Date:** August 22, 2023

WASHINGTON - The U.S. Consumer Product Safety Commission (CPSC) and Peloton Interactive Inc. are announcing an approved repair for the Peloton Tread+ treadmills recalled in May 2021.

## Background

In May 2021, Peloton recalled about 125,000 Tread+ treadmills (model TR01) after reports of adults, children, pets and objects being pulled under the rear of the treadmill, including one child death.

## The repair

- A rear guard that attaches behind the running belt and reduces the gap under the rear roller.
- Installed free of charge by a Peloton technician; consumers should not attempt to install it themselves.
- A software update that adds a rear-guard sensor check on start-up.

## Who is eligible

| Owner situation | What to do |
| --- | --- |
| Kept the recalled Tread+ | Schedule the free rear guard installation at onepeloton.com/tread-plus-recall |
| Bought a Tread+ second-hand | Also eligible for the free repair |
| Already received a refund | No action needed |

Consumers who have not had the repair installed should continue to stop using the recalled Tread+ and keep children and pets away from it.

**Consumer contact:** Peloton at 866-679-9129 from 8 a.m. to 12 a.m. ET daily.
"""))
    turns.append(m.add({"tread_plus_remedy": "Free rear guard installed by Peloton technician + start-up software check (CPSC release Aug 22, 2023)"}))
    turns.append(m.retrieve(["tread_plus_recall_no", "tread_plus_remedy"]))
    view = dict(m.d)
    view["tread_plus_units"] = "About 152,000 (U.S.)"
    turns.append(m.retrieve_all(view))
    add(1, turns, "2024-03-04", 8, "memory value reads back different")


# --------------------------------------------------------------------------------------------------------------
# h9-search-02 (CLEAN): Georgia 2020 presidential result. The margin legitimately differs by stage (initial count
# 12,670 certified Nov 20 -> hand audit 12,284 -> machine recount 11,779 recertified Dec 7); every page says which
# stage it reports, and the memory keys are updated by the agent's own calls.
def t02() -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/2020_United_States_presidential_election_in_Georgia"
    audit = "https://sos.ga.gov/news/historic-first-statewide-audit-paper-ballots-upholds-result-presidential-race"
    turns = []
    turns.append((search("Georgia 2020 presidential election results recount margin"), S(
        (wiki, "2020 United States presidential election in Georgia - Wikipedia",
         "Biden won Georgia by 11,779 votes, or 0.24%, after a machine recount requested by the Trump campaign ... first Democrat to carry the state since 1992 ...", "N/A"),
        (audit, "Historic First Statewide Audit of Paper Ballots Upholds Result of Presidential Race | Georgia Secretary of State",
         "The Risk-Limiting Audit reaffirmed the original machine count ... Biden's lead of 12,284 votes in the audit count ...", "Nov 19, 2020"),
        ("https://apnews.com/article/georgia-recount-biden-certified-raffensperger-2020",
         "Georgia recertifies Biden's win after recount - AP News",
         "Georgia officials on Monday recertified the state's election results after a recount requested by President Donald Trump showed he lost ...", "Dec 7, 2020"),
        ("https://www.nytimes.com/interactive/2020/11/03/us/elections/results-georgia.html",
         "Georgia Presidential Election Results 2020 - The New York Times",
         "Live results and maps of the 2020 Georgia presidential election. Joseph R. Biden Jr. won Georgia ...", "Nov 3, 2020"),
        ("https://results.enr.clarityelections.com/GA/107231/web.264614/#/summary",
         "Georgia General Election - November 3, 2020 - Official Results",
         "President of the United States - Statewide. Donald J. Trump (I) (Rep), Joseph R. Biden (Dem), Jo Jorgensen (Lib) ...", "N/A"),
        ("https://www.cnn.com/2020/11/20/politics/georgia-certifies-election-results/index.html",
         "Georgia certifies election results showing Biden win - CNN Politics",
         "Georgia Gov. Brian Kemp certified the results on Friday ... Biden leads by 12,670 votes in the certified count ...", "Nov 20, 2020"),
        ("https://www.ajc.com/politics/election/georgia-election-recount-results/",
         "Georgia recount confirms Biden win; margin narrows slightly - AJC",
         "The machine recount found Biden ahead by 11,779 votes, a few hundred fewer than the first count, mostly due to ...", "Dec 5, 2020"),
        ("https://ballotpedia.org/Georgia_presidential_election,_2020", "Georgia presidential election, 2020 - Ballotpedia",
         "Joe Biden (D) won Georgia's 16 electoral votes in the 2020 presidential election ...", "N/A"),
        ("https://www.politico.com/2020-election/results/georgia/", "Georgia Election Results 2020 | Live Map Updates | POLITICO",
         "Georgia presidential results by county; Senate runoffs set for Jan. 5 ...", "Nov 3, 2020"),
        ("https://www.reddit.com/r/Georgia/comments/k8h1sx/recount_results_are_in/",
         "Recount results are in : r/Georgia",
         "Margin went from 12,670 to 11,779. Still Biden. On to the runoffs ...", "Dec 5, 2020"))))
    turns.append((extract(audit, "audit margin and what changed versus the original count"), """# Historic First Statewide Audit of Paper Ballots Upholds Result of Presidential Race

*Georgia Secretary of State - November 19, 2020*

ATLANTA - Georgia's historic first statewide audit reaffirmed the original machine count of the presidential race, Secretary of State Brad Raffensperger announced today.

## Key figures

| Candidate | Audit count |
| --- | --- |
| Joseph R. Biden (Dem) | 2,475,141 |
| Donald J. Trump (Rep) | 2,462,857 |
| Jo Jorgensen (Lib) | 61,371 |

- Biden lead in the audit count: **12,284** votes.
- The audit found previously uncounted memory cards and ballots in Floyd, Fayette, Walton, Douglas and Coffee counties; those counties recertified their results before the state certification.
- Variance between the audit count and the original count is within the expected range for a hand tally of roughly 5 million paper ballots.

> "Georgia's first statewide audit successfully confirmed that the new secure paper ballot voting system accurately counted and reported results." - Secretary of State Brad Raffensperger

## Next steps

The state will certify results by the statutory deadline of November 20. A losing candidate within 0.5 percent may then request a recount, which would be conducted by scanning the paper ballots.
"""))
    turns.append(m.add({"ga2020_margin_audit": "Biden +12,284 (hand audit, announced Nov 19, 2020)"}))
    turns.append((extract(wiki, "final results table and certification timeline"), """# 2020 United States presidential election in Georgia

From Wikipedia, the free encyclopedia

| Infobox | |
| --- | --- |
| Election date | November 3, 2020 |
| Turnout | 67.73% |
| Electoral votes | 16 |
| Winner | Joe Biden (Democratic) |
| Running mate | Kamala Harris |

The **2020 United States presidential election in Georgia** was held on Tuesday, November 3, 2020. Joe Biden carried the state by 0.24 percentage points, the first Democratic presidential win in Georgia since Bill Clinton in 1992.

## Results

| Party | Candidate | Votes | % |
| --- | --- | --- | --- |
| Democratic | Joe Biden / Kamala Harris | 2,473,633 | 49.48% |
| Republican | Donald Trump (incumbent) / Mike Pence (incumbent) | 2,461,854 | 49.25% |
| Libertarian | Jo Jorgensen / Spike Cohen | 62,229 | 1.24% |
| Write-in | | 1,231 | 0.03% |
| **Total votes** | | **4,998,947** | **100.00%** |

## Certification and recounts

- **November 13-19:** Hand-count risk-limiting audit; Biden margin 12,284.
- **November 20:** Results certified by Secretary of State Brad Raffensperger and Governor Brian Kemp, Biden margin 12,670.
- **November 24 - December 4:** Machine recount requested by the Trump campaign.
- **December 7:** Results recertified after the recount, Biden margin **11,779** (the figures in the table above).

## Analysis

Biden's gains were concentrated in the Atlanta metropolitan area, especially Cobb, Gwinnett, Henry and Fayette counties ...
"""))
    turns.append(m.add({"ga2020_margin_final": "Biden +11,779 (machine recount, recertified Dec 7, 2020): 2,473,633 vs 2,461,854"}))
    turns.append((search("Georgia recertified results December 7 2020 recount Raffensperger margin"), S(
        ("https://apnews.com/article/georgia-recount-biden-certified-raffensperger-2020",
         "Georgia recertifies Biden's win after recount - AP News",
         "The recount showed Biden with a lead of 11,779 votes, down slightly from the 12,670 in the original certified count ...", "Dec 7, 2020"),
        ("https://www.reuters.com/article/us-usa-election-georgia-idUSKBN28H2JD",
         "Georgia re-certifies Biden win, Trump's latest bid fails | Reuters",
         "Raffensperger said the state had now counted legally cast ballots three times, and all three counts upheld the original outcome ...", "Dec 7, 2020"),
        (wiki, "2020 United States presidential election in Georgia - Wikipedia",
         "Biden won Georgia by 11,779 votes, or 0.24%, after a machine recount requested by the Trump campaign ...", "N/A"),
        ("https://sos.ga.gov/news/georgia-recertifies-presidential-results",
         "Secretary Raffensperger Recertifies Presidential Results | Georgia Secretary of State",
         "Three counts, including one conducted by hand, all reaffirmed the results of the presidential race ...", "Dec 7, 2020"),
        ("https://www.npr.org/2020/12/07/943930163/georgia-recertifies-election-results-affirming-biden-win",
         "Georgia Recertifies Election Results, Affirming Biden Win : NPR",
         "Kemp signed the certification a day before the safe harbor deadline ...", "Dec 7, 2020"),
        ("https://www.ajc.com/politics/election/georgia-election-recount-results/",
         "Georgia recount confirms Biden win; margin narrows slightly - AJC",
         "The machine recount found Biden ahead by 11,779 votes, a few hundred fewer than the first count ...", "Dec 5, 2020"),
        ("https://www.cnn.com/2020/12/07/politics/georgia-recertifies-election-results/index.html",
         "Georgia recertifies presidential results after recount - CNNPolitics",
         "The recertification came after the third count of the presidential contest ...", "Dec 7, 2020"))))
    turns.append(m.update({"ga2020_margin_audit": "Biden +12,284 (hand audit, Nov 19, 2020; superseded by Dec 7 recount +11,779)"}))
    turns.append(m.retrieve_all())
    add(2, turns, "2024-10-02")


# --------------------------------------------------------------------------------------------------------------
# h9-search-03 (BAD): NVIDIA Q3 FY2025 earnings. Turn 2 search snippet of the press release gives GAAP diluted EPS
# $0.78 (and turn 3 stores it); turn 4 extraction of that same press release shows GAAP diluted EPS $0.81 in the
# summary table (extracted page contradicts its own search snippet).
def t03() -> None:
    m = Mem()
    pr = "https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-third-quarter-fiscal-2025"
    cfo = "https://investor.nvidia.com/files/doc_financials/2025/Q325/Q3FY25-CFO-Commentary.pdf"
    turns = []
    turns.append((search("NVIDIA third quarter fiscal 2025 results revenue data center"), S(
        (pr, "NVIDIA Announces Financial Results for Third Quarter Fiscal 2025 | NVIDIA Newsroom",
         "Record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago. Record quarterly Data Center revenue of $30.8 billion, up 17% from Q2 and up 112% ...", "Nov 20, 2024"),
        ("https://www.cnbc.com/2024/11/20/nvidia-nvda-earnings-report-q3-2025.html",
         "Nvidia (NVDA) earnings report Q3 2025 - CNBC",
         "Earnings per share: 81 cents adjusted vs. 75 cents expected. Revenue: $35.08 billion vs. $33.16 billion expected ...", "Nov 20, 2024"),
        ("https://www.reuters.com/technology/nvidia-forecasts-fourth-quarter-revenue-above-estimates-2024-11-20/",
         "Nvidia forecasts fourth-quarter revenue above estimates | Reuters",
         "Nvidia forecast fourth-quarter revenue of $37.5 billion, plus or minus 2%, compared with analysts' average estimate ...", "Nov 20, 2024"),
        (cfo, "CFO Commentary on Third Quarter Fiscal 2025 Results - NVIDIA",
         "Revenue of $35.08 billion was up 17% sequentially and up 94% year on year. Data Center revenue of $30.77 billion ...", "Nov 20, 2024"),
        ("https://investor.nvidia.com/financial-info/quarterly-results/default.aspx", "NVIDIA - Quarterly Results",
         "Q3 FY25 press release, CFO commentary, presentation and 10-Q ...", "N/A"),
        ("https://www.theverge.com/2024/11/20/24301669/nvidia-q3-2025-earnings-blackwell",
         "Nvidia's revenue nearly doubled again as Blackwell ramps - The Verge",
         "Nvidia says Blackwell is now in full production and demand exceeds supply for several quarters ...", "Nov 20, 2024"),
        ("https://en.wikipedia.org/wiki/Nvidia", "Nvidia - Wikipedia",
         "Nvidia Corporation is an American multinational technology company ... Revenue US$60.9 billion (FY2024) ...", "N/A"),
        ("https://www.fool.com/earnings/call-transcripts/2024/11/20/nvidia-nvda-q3-2025-earnings-call-transcript/",
         "Nvidia (NVDA) Q3 2025 Earnings Call Transcript | The Motley Fool",
         "Colette Kress: Q3 was another record quarter. Revenue of $35.1 billion exceeded our outlook of $32.5 billion ...", "Nov 20, 2024"))))
    turns.append((search("NVIDIA Q3 FY2025 GAAP earnings per diluted share"), S(
        (pr, "NVIDIA Announces Financial Results for Third Quarter Fiscal 2025 | NVIDIA Newsroom",
         "GAAP earnings per diluted share for the quarter were $0.78, up 16% from the previous quarter and up 111% from a year ago. Non-GAAP earnings per diluted share were $0.81 ...", "Nov 20, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/1045810/000104581024000316/q3fy25pr.htm",
         "EX-99.1 - NVIDIA Corporation press release Q3 fiscal 2025 - SEC.gov",
         "Net income per share: Basic $0.79 Diluted $0.78. Weighted average shares used in per share computation: Diluted 24,774 ...", "Nov 20, 2024"),
        ("https://www.macrotrends.net/stocks/charts/NVDA/nvidia/eps-earnings-per-share-diluted",
         "NVIDIA EPS - Earnings per Share 2010-2024 | NVDA | MacroTrends",
         "NVIDIA EPS for the quarter ending October 31, 2024 was $0.78, a 110.81% increase year-over-year ...", "N/A"),
        ("https://www.zacks.com/stock/news/2374529/nvidia-nvda-q3-earnings-and-revenues-beat-estimates",
         "NVIDIA (NVDA) Q3 Earnings and Revenues Beat Estimates - Zacks",
         "NVIDIA came out with quarterly earnings of $0.81 per share, beating the Zacks Consensus Estimate of $0.74 per share ...", "Nov 20, 2024"),
        ("https://www.nasdaq.com/market-activity/stocks/nvda/earnings", "NVIDIA Corporation (NVDA) Earnings Report Date | Nasdaq",
         "Quarterly earnings surprise: reported $0.81 vs consensus $0.75 ...", "N/A"),
        ("https://finance.yahoo.com/quote/NVDA/financials/", "NVIDIA Corporation (NVDA) Income Statement - Yahoo Finance",
         "Diluted EPS (quarterly): 0.78 ... Normalized EPS 0.81 ...", "N/A"))))
    turns.append(m.add({"nvda_q3fy25_revenue": "$35.08B (+17% Q/Q, +94% Y/Y)", "nvda_q3fy25_datacenter": "$30.8B (+112% Y/Y)",
                        "nvda_q3fy25_eps": "GAAP diluted $0.78; non-GAAP $0.81"}))
    turns.append((extract(pr, "summary table GAAP and non-GAAP, outlook"), """# NVIDIA Announces Financial Results for Third Quarter Fiscal 2025

- Record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago
- Record quarterly Data Center revenue of $30.8 billion, up 17% from Q2 and up 112% from a year ago

SANTA CLARA, Calif., Nov. 20, 2024 (GLOBE NEWSWIRE) - NVIDIA (NASDAQ: NVDA) today reported revenue for the third quarter ended October 27, 2024, of $35.1 billion, up 17% from the previous quarter and up 94% from a year ago.

For the quarter, GAAP gross margin was 74.6% and non-GAAP gross margin was 75.0%.

During the first nine months of fiscal 2025, NVIDIA returned $33.8 billion to shareholders in the form of shares repurchased and cash dividends. NVIDIA will pay its next quarterly cash dividend of $0.01 per share on December 27, 2024, to all shareholders of record on December 5, 2024.

> "The age of AI is in full steam, propelling a global shift to NVIDIA computing," said Jensen Huang, founder and CEO of NVIDIA.

## Q3 Fiscal 2025 Summary

**GAAP**

| ($ in millions, except earnings per share) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Revenue | $35,082 | $30,040 | $18,120 | Up 17% | Up 94% |
| Gross margin | 74.6% | 75.1% | 74.0% | Down 0.5 pts | Up 0.6 pts |
| Operating expenses | $4,287 | $3,932 | $2,983 | Up 9% | Up 44% |
| Operating income | $21,869 | $18,642 | $10,417 | Up 17% | Up 110% |
| Net income | $19,309 | $16,599 | $9,243 | Up 16% | Up 109% |
| Diluted earnings per share | $0.81 | $0.67 | $0.37 | Up 16% | Up 111% |

**Non-GAAP**

| ($ in millions, except earnings per share) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Revenue | $35,082 | $30,040 | $18,120 | Up 17% | Up 94% |
| Gross margin | 75.0% | 75.7% | 75.0% | Down 0.7 pts | - |
| Operating expenses | $3,046 | $2,792 | $2,026 | Up 9% | Up 50% |
| Operating income | $23,276 | $19,937 | $11,557 | Up 17% | Up 101% |
| Net income | $20,010 | $16,952 | $10,020 | Up 18% | Up 100% |
| Diluted earnings per share | $0.81 | $0.68 | $0.40 | Up 19% | Up 103% |

## Outlook

NVIDIA's outlook for the fourth quarter of fiscal 2025 is as follows:

- Revenue is expected to be $37.5 billion, plus or minus 2%.
- GAAP and non-GAAP gross margins are expected to be 73.0% and 73.5%, respectively, plus or minus 50 basis points.
- GAAP and non-GAAP operating expenses are expected to be approximately $4.8 billion and $3.4 billion, respectively.

## Third-Quarter Fiscal 2025 Highlights

**Data Center:** Third-quarter revenue was a record $30.8 billion, up 17% from the previous quarter and up 112% from a year ago.
**Gaming and AI PC:** Third-quarter Gaming revenue was $3.3 billion, up 14% from the previous quarter and up 15% from a year ago.
**Professional Visualization:** Third-quarter revenue was $486 million, up 7% from the previous quarter and up 17% from a year ago.
**Automotive and Robotics:** Third-quarter Automotive revenue was $449 million, up 30% from the previous quarter and up 72% from a year ago.
"""))
    turns.append((extract(cfo, "revenue by market platform"), """# CFO Commentary on Third Quarter Fiscal 2025 Results

*November 20, 2024*

## Revenue by Reportable Segments

| ($ in millions) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Compute & Networking | $31,036 | $26,446 | $14,645 | 17% | 112% |
| Graphics | 4,046 | 3,594 | 3,475 | 13% | 16% |
| Total | $35,082 | $30,040 | $18,120 | 17% | 94% |

## Revenue by Market Platform

| ($ in millions) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Data Center | $30,771 | $26,272 | $14,514 | 17% | 112% |
| Gaming | 3,279 | 2,880 | 2,856 | 14% | 15% |
| Professional Visualization | 486 | 454 | 416 | 7% | 17% |
| Automotive | 449 | 346 | 261 | 30% | 72% |
| OEM and Other | 97 | 88 | 73 | 10% | 33% |
| Total | $35,082 | $30,040 | $18,120 | 17% | 94% |

Revenue of $35.08 billion was up 17% sequentially and up 94% year on year. Data Center compute revenue was $27.6 billion, up 22% sequentially; networking revenue was $3.1 billion, up 20% year on year. H200 sales increased significantly to double-digit billions.

## Fourth Quarter of Fiscal 2025 Outlook

- Revenue is expected to be $37.5 billion, plus or minus 2%.
- Gross margins are expected to be 73.0% (GAAP) and 73.5% (non-GAAP), plus or minus 50 basis points.
"""))
    turns.append(m.add({"nvda_q4fy25_outlook": "Revenue $37.5B +/- 2%; GM 73.0% GAAP / 73.5% non-GAAP"}))
    turns.append(m.retrieve(["nvda_q3fy25_revenue", "nvda_q3fy25_datacenter", "nvda_q4fy25_outlook"]))
    add(3, turns, "2024-12-02", 4, "extracted page contradicts its search snippet")


# --------------------------------------------------------------------------------------------------------------
# h9-search-04 (CLEAN): Broad Institute CRISPR patent US 8,697,359 and the UC/Broad interference. The dispute's
# status legitimately moves with dated sources (PTAB for Broad, Feb 28 2022 -> Federal Circuit vacates in part and
# remands, May 12 2025); the agent updates its own memory key from "to check" to the new status.
def t04() -> None:
    m = Mem()
    gp = "https://patents.google.com/patent/US8697359B1/en"
    turns = []
    turns.append((search("US 8697359 CRISPR Broad Institute patent granted 2014"), S(
        (gp, "US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products - Google Patents",
         "Feng Zhang; current assignee The Broad Institute Inc, Massachusetts Institute of Technology. Priority 2012-12-12 ... Application filed 2013-10-15 ...", "N/A"),
        ("https://www.broadinstitute.org/news/broad-institute-receives-patent-genome-editing-technology",
         "Broad Institute receives patent for genome editing technology | Broad Institute",
         "The U.S. Patent and Trademark Office has granted a patent to the Broad Institute and MIT covering CRISPR-Cas9 in eukaryotic cells ...", "Apr 15, 2014"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing", "CRISPR gene editing - Wikipedia",
         "Patents: The Broad Institute was awarded a patent in April 2014 ... UC Berkeley filed first, in May 2012 ...", "N/A"),
        ("https://www.science.org/content/article/how-battle-lines-over-crispr-were-drawn",
         "How the battle lines over CRISPR were drawn | Science",
         "Zhang's team paid for an accelerated review; the patent issued about six months after filing ...", "Feb 15, 2017"),
        ("https://patentcenter.uspto.gov/applications/14054414", "Application 14/054,414 - Patent Center | USPTO",
         "Status: Patented Case. Patent number 8697359. Issue date 04/15/2014 ...", "N/A"),
        ("https://www.statnews.com/2016/01/11/crispr-patent-interference/",
         "Patent office to decide who invented CRISPR - STAT",
         "The USPTO has declared an interference between the University of California and the Broad Institute ...", "Jan 11, 2016"),
        ("https://www.ipwatchdog.com/2017/02/15/ptab-crispr-interference-broad/",
         "PTAB finds no interference-in-fact in CRISPR dispute - IPWatchdog",
         "The Board ended interference No. 106,048, holding that Broad's claims to eukaryotic CRISPR were patentably distinct ...", "Feb 15, 2017"),
        ("https://www.nature.com/articles/d41586-022-00629-y", "Pivotal CRISPR patent battle won by Broad Institute - Nature",
         "The US patent office ruled that the Broad Institute has priority over the University of California ...", "Mar 1, 2022"))))
    turns.append((extract(gp, "bibliographic data, dates, status"), """# US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products

**United States** - Patent

| Field | Value |
| --- | --- |
| Publication number | US8697359B1 |
| Application number | US14/054,414 |
| Kind | B1 (granted, no pre-grant publication) |
| Inventor | Feng Zhang |
| Current Assignee | Broad Institute Inc; Massachusetts Institute of Technology |
| Priority date | 2012-12-12 |
| Application filed | 2013-10-15 |
| Publication / grant date | 2014-04-15 |
| Status | Active |
| Anticipated expiration | 2033-12-12 |

## Abstract

The invention provides for systems, methods, and compositions for altering expression of target gene sequences and related gene products. Provided are vectors and vector systems, some of which encode one or more components of a CRISPR complex, as well as methods for the design and use of such vectors. Also provided are methods of directing CRISPR complex formation in eukaryotic cells ...

## Claims (excerpt)

1. A method of altering expression of at least one gene product comprising introducing into a eukaryotic cell containing and expressing a DNA molecule having a target sequence and encoding the gene product an engineered, non-naturally occurring Clustered Regularly Interspaced Short Palindromic Repeats (CRISPR)-CRISPR associated (Cas) (CRISPR-Cas) system ...

## Events

| Date | Event |
| --- | --- |
| 2012-12-12 | Priority to US201261736527P |
| 2013-10-15 | Application filed by Broad Institute Inc, Massachusetts Institute of Technology |
| 2013-11-21 | Petition to make special (accelerated examination) granted |
| 2014-04-15 | Application granted; publication of US8697359B1 |
| 2016-01-11 | Interference No. 106,048 declared (University of California v. Broad) |
| 2033-12-12 | Anticipated expiration |

Cited by (1,480) · Similar documents · Family: 96 applications
"""))
    turns.append(m.add({"us8697359": "Broad/MIT, inventor Feng Zhang; app 14/054,414 filed 2013-10-15; granted 2014-04-15 (B1); Active",
                        "crispr_dispute": "to check - latest status of UC v. Broad interference"}))
    turns.append((search("CRISPR interference 106115 PTAB decision February 2022 Broad University of California"), S(
        ("https://www.nature.com/articles/d41586-022-00629-y", "Pivotal CRISPR patent battle won by Broad Institute - Nature",
         "On 28 February the Patent Trial and Appeal Board ruled that Broad's team was first to invent CRISPR-Cas9 use in eukaryotic cells ...", "Mar 1, 2022"),
        ("https://www.statnews.com/2022/02/28/crispr-patent-decision-broad-institute-uc-berkeley/",
         "Broad Institute wins key CRISPR patent dispute with UC - STAT",
         "The decision in interference No. 106,115 is a blow to CVC (UC, University of Vienna and Emmanuelle Charpentier) ...", "Feb 28, 2022"),
        ("https://www.science.org/content/article/broad-institute-wins-crispr-patent-case",
         "In latest round of CRISPR patent fight, Broad Institute beats UC | Science",
         "The board found CVC had not shown conception of a working eukaryotic system before Broad ...", "Feb 28, 2022"),
        ("https://www.uspto.gov/patents/ptab/decisions/interference-106115", "Interference 106,115 Decision on Priority | USPTO",
         "Judgment - Priority. Party Broad: entitled to priority ...", "Feb 28, 2022"),
        ("https://news.berkeley.edu/2022/02/28/statement-on-ptab-crispr-decision/",
         "UC statement on PTAB CRISPR interference decision | Berkeley News",
         "UC is evaluating the decision and options for appeal ...", "Feb 28, 2022"))))
    turns.append((extract("https://www.statnews.com/2022/02/28/crispr-patent-decision-broad-institute-uc-berkeley/", "what the PTAB decided"), """# Broad Institute wins key CRISPR patent dispute with UC

*By Megan Molteni - February 28, 2022*

The U.S. Patent and Trademark Office's Patent Trial and Appeal Board on Monday ruled that the Broad Institute of MIT and Harvard holds priority for inventions using CRISPR-Cas9 to edit genomes in eukaryotic cells, a decision that leaves the Broad's patent portfolio, including its 2014 patent U.S. 8,697,359, intact.

## What the board decided

- Interference No. 106,115 pitted the University of California, the University of Vienna and Emmanuelle Charpentier (together "CVC") against the Broad.
- The board held that CVC had not shown it conceived of a working eukaryotic CRISPR-Cas9 system before the Broad's October 2012 work.
- CVC's 2012 filings remain valid for CRISPR in general, but not priority on the eukaryotic claims at issue.

## What's next

CVC can appeal the decision to the U.S. Court of Appeals for the Federal Circuit. "We are reviewing the decision," a UC spokesperson said. The ruling affects licensing for companies such as Editas Medicine (Broad licensee) and Intellia and CRISPR Therapeutics (CVC licensees).
"""))
    turns.append((search("Federal Circuit May 2025 Regents of University of California v Broad Institute CRISPR conception vacated remanded"), S(
        ("https://www.statnews.com/2025/05/12/crispr-patent-federal-circuit-ruling-uc-broad/",
         "Appeals court revives UC's bid in CRISPR patent fight - STAT",
         "The Federal Circuit vacated part of the 2022 PTAB decision, saying the board applied the wrong standard for conception ...", "May 12, 2025"),
        ("https://cafc.uscourts.gov/opinions-orders/22-1594.OPINION.5-12-2025.pdf",
         "Regents of the University of California v. Broad Institute, No. 22-1594 (Fed. Cir. 2025)",
         "AFFIRMED-IN-PART, VACATED-IN-PART, AND REMANDED ...", "May 12, 2025"),
        ("https://www.science.org/content/article/crispr-patent-fight-reopened-appeals-court",
         "CRISPR patent fight reopened by appeals court | Science",
         "The case now returns to the Patent Trial and Appeal Board, which must reconsider whether CVC conceived ...", "May 13, 2025"),
        ("https://www.ipwatchdog.com/2025/05/12/cafc-crispr-uc-broad-conception/",
         "CAFC Vacates PTAB Conception Ruling in CRISPR Interference - IPWatchdog",
         "The court said an inventor need not know the invention will work for conception to be complete ...", "May 12, 2025"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing", "CRISPR gene editing - Wikipedia",
         "In May 2025 the Federal Circuit partly vacated the PTAB's 2022 decision and remanded ...", "N/A"))))
    turns.append((extract("https://www.statnews.com/2025/05/12/crispr-patent-federal-circuit-ruling-uc-broad/", "holding and current status"), """# Appeals court revives UC's bid in CRISPR patent fight

*By Megan Molteni - May 12, 2025*

A federal appeals court on Monday handed the University of California a partial win in its decade-long patent battle with the Broad Institute, sending the dispute over who invented CRISPR gene editing in eukaryotic cells back to the patent office.

## The ruling

| Item | Detail |
| --- | --- |
| Court | U.S. Court of Appeals for the Federal Circuit |
| Case | Regents of the University of California v. Broad Institute, No. 22-1594 |
| Decision date | May 12, 2025 |
| Disposition | Affirmed in part, vacated in part, remanded |
| Earlier decision reviewed | PTAB judgment in Interference No. 106,115 (Feb. 28, 2022) |

The court held that the Patent Trial and Appeal Board applied the wrong legal standard for conception by requiring CVC to show it knew its system would work in eukaryotic cells. The board must now reconsider the priority question.

## What it means

For now the Broad's patents, including U.S. 8,697,359, remain in force; the question of who has priority on the eukaryotic claims is open again until the board rules on remand.
"""))
    turns.append(m.update({"crispr_dispute": "Interference 106,115: PTAB for Broad (Feb 28, 2022) -> Fed. Cir. affirmed in part, vacated in part & remanded (May 12, 2025); Broad patents still in force"}))
    turns.append(m.retrieve_all())
    add(4, turns, "2025-06-10")


# --------------------------------------------------------------------------------------------------------------
# h9-search-05 (BAD): world heat record (WMO archive, Death Valley). Turn 1 lists the Live Science article
# .../death-valley-hottest-temperature-record.html dated Aug 18, 2020; turn 6 lists the same URL, same title,
# dated Aug 18, 2021 (article date changes between searches).
def t05() -> None:
    m = Mem()
    wmo = "https://wmo.asu.edu/content/world-highest-temperature"
    ls = "https://www.livescience.com/death-valley-hottest-temperature-record.html"
    ls_title = "Death Valley may have just hit 130 F, the hottest temperature on Earth in nearly a century | Live Science"
    wp = "https://www.washingtonpost.com/weather/2021/07/10/death-valley-130-degrees-record/"
    turns = []
    turns.append((search("highest temperature ever recorded on Earth WMO Death Valley 1913"), S(
        (wmo, "World: Highest Temperature | World Meteorological Organization's World Weather & Climate Extremes Archive",
         "Highest Temperature: 56.7°C (134°F), Greenland Ranch (Death Valley), CA, USA, 10 July 1913 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Highest_temperature_recorded_on_Earth", "Highest temperature recorded on Earth - Wikipedia",
         "The standard measuring conditions for temperature are in the air, 1.5 metres above the ground, and shielded from direct sunlight ...", "N/A"),
        ("https://www.nps.gov/deva/learn/nature/weather-and-climate.htm", "Weather and Climate - Death Valley National Park (U.S. National Park Service)",
         "Death Valley is famous as the hottest place on earth and driest place in North America. The world record highest air temperature of 134°F ...", "N/A"),
        (ls, ls_title,
         "A weather station at Furnace Creek registered 130 degrees Fahrenheit (54.4 degrees Celsius) on Sunday, Aug. 16 ...", "Aug 18, 2020"),
        ("https://public.wmo.int/en/media/news/wmo-assessment-invalidates-el-azizia-record",
         "WMO assessment: El Azizia world heat record invalidated | World Meteorological Organization",
         "The WMO panel concluded the 58°C reading of 13 September 1922 at El Azizia, Libya, was in error ...", "Sep 13, 2012"),
        (wp, "Death Valley soars to 130 degrees, matching hottest reading in nearly a century - The Washington Post",
         "Furnace Creek hit 130 degrees on Friday, equaling the mark set last August ...", "Jul 10, 2021"),
        ("https://www.guinnessworldrecords.com/world-records/highest-recorded-temperature", "Highest recorded temperature | Guinness World Records",
         "The highest recorded temperature is 56.7°C (134°F) on 10 July 1913 at Greenland Ranch ...", "N/A"),
        ("https://www.britannica.com/story/what-is-the-hottest-temperature-ever-recorded", "What Is the Hottest Temperature Ever Recorded? | Britannica",
         "For decades the record belonged to El Azizia, Libya ...", "N/A"),
        ("https://www.weather.gov/vef/DeathValleyRecord", "Death Valley Record Temperatures - National Weather Service Las Vegas",
         "Monthly and annual extremes for Death Valley (Furnace Creek) ...", "N/A"),
        ("https://www.reddit.com/r/askscience/comments/i8g3r0/is_the_1913_death_valley_record_real/",
         "Is the 1913 Death Valley record real? : r/askscience",
         "Several climatologists have argued the 1913 reading is implausible compared with surrounding stations ...", "Aug 13, 2020"))))
    turns.append((extract(wmo, "record value, place, date, evaluation notes"), """# World: Highest Temperature

World Meteorological Organization's World Weather & Climate Extremes Archive

| Field | Value |
| --- | --- |
| Record value | 56.7°C (134°F) |
| Location | Greenland Ranch (Death Valley), CA, USA |
| Date of record | 10 July 1913 |
| Latitude / Longitude | 36°27'N, 116°52'W |
| Elevation | -54 m (-178 ft) |
| Length of record | 1911-present |
| Instrumentation | Standard Stevenson screen, maximum thermometer |

## Evaluation details

The previous world record of 58.0°C, measured at El Azizia, Libya, on 13 September 1922, was evaluated by a WMO Commission for Climatology panel in 2010-2012. The panel identified five major concerns (problematic instrumentation, a probably inexperienced observer, an observation site on an asphalt-like material, poor matching to other locations, and poor matching to subsequent temperatures at the site) and rejected the value. As a result, the Greenland Ranch measurement became the world record.

## References

El Fadli, K. I., et al., 2013: World Meteorological Organization Assessment of the Purported World Record 58°C Temperature Extreme at El Azizia, Libya (13 September 1922). *Bull. Amer. Meteor. Soc.*, 94, 199-204.
"""))
    turns.append(m.add({"world_tmax": "56.7°C / 134°F, Greenland Ranch (Death Valley), 10 Jul 1913 (WMO archive)",
                        "el_azizia_1922": "58.0°C, 13 Sep 1922 - rejected by WMO panel (2012)"}))
    turns.append((extract("https://en.wikipedia.org/wiki/Highest_temperature_recorded_on_Earth", "highest temperature by continent"), """# Highest temperature recorded on Earth

From Wikipedia, the free encyclopedia

The highest temperature recorded on Earth has been measured in three major ways: air, ground, and via satellite observation. The World Meteorological Organization (WMO) recognizes the 56.7°C (134.1°F) reading at Furnace Creek Ranch (then Greenland Ranch), Death Valley, on 10 July 1913 as the highest air temperature, though its validity has been questioned.

## Highest recorded air temperature by continent

| Continent | Temperature | Place | Country | Date |
| --- | --- | --- | --- | --- |
| North America | 56.7°C (134.1°F) | Furnace Creek Ranch, California | United States | 10 July 1913 |
| Africa | 55.0°C (131.0°F) | Kebili | Tunisia | 7 July 1931 |
| Asia | 54.0°C (129.2°F) | Mitribah | Kuwait | 21 July 2016 |
| Europe | 48.8°C (119.8°F) | Syracuse, Sicily | Italy | 11 August 2021 |
| South America | 48.9°C (120.0°F) | Rivadavia | Argentina | 11 December 1905 |
| Oceania | 50.7°C (123.3°F) | Oodnadatta, South Australia | Australia | 2 January 1960 |
| Antarctica | 18.3°C (64.9°F) | Esperanza Base | Argentina (claim) | 6 February 2020 |

## Disputed and rejected readings

- **El Azizia, Libya**, 58.0°C (136.4°F), 13 September 1922 - held as the world record for 90 years until the WMO rejected it in 2012.
- **Death Valley, 2020-2021** - Furnace Creek reported 54.4°C (130°F) on 16 August 2020 and again on 9 July 2021; if verified these would be the highest reliably measured temperatures since 1913.
"""))
    turns.append((search("El Azizia 1922 record invalidated WMO 2012 evaluation"), S(
        ("https://public.wmo.int/en/media/news/wmo-assessment-invalidates-el-azizia-record",
         "WMO assessment: El Azizia world heat record invalidated | World Meteorological Organization",
         "The WMO panel concluded the 58°C reading of 13 September 1922 at El Azizia, Libya, was in error ...", "Sep 13, 2012"),
        ("https://journals.ametsoc.org/view/journals/bams/94/2/bams-d-12-00093.1.xml",
         "World Meteorological Organization Assessment of the Purported World Record 58°C Temperature Extreme at El Azizia, Libya",
         "An international panel of atmospheric scientists concluded that the El Azizia measurement is invalid ...", "Feb 1, 2013"),
        ("https://www.wunderground.com/blog/weatherhistorian/world-heat-record-overturned-a-personal-account.html",
         "World Heat Record Overturned - A Personal Account | Weather Underground",
         "Christopher C. Burt describes how the investigation into the 1922 reading unfolded in the middle of the Libyan revolution ...", "Sep 13, 2012"),
        ("https://en.wikipedia.org/wiki/Al_Aziziyah", "'Aziziya - Wikipedia",
         "'Aziziya is the chief town of the Jafara District in northwestern Libya. It held the record for the highest temperature ...", "N/A"),
        ("https://www.bbc.com/news/world-19589157", "Libya's El Azizia loses world hottest place title - BBC News",
         "The UN weather agency has ruled that a record temperature of 58C recorded in Libya ninety years ago was wrong ...", "Sep 13, 2012"),
        ("https://www.nationalgeographic.com/science/article/120913-hottest-place-on-earth-death-valley-libya-science",
         "Death Valley Now Officially Hottest Place on Earth - National Geographic",
         "With El Azizia's record thrown out, the 134°F reading from 1913 becomes the official world record ...", "Sep 13, 2012"))))
    turns.append((search("Death Valley 130 F August 2020 July 2021 record verification"), S(
        ("https://www.nps.gov/deva/learn/nature/weather-and-climate.htm", "Weather and Climate - Death Valley National Park (U.S. National Park Service)",
         "On August 16, 2020 and again on July 9, 2021, Furnace Creek reached 130°F ...", "N/A"),
        (ls, ls_title,
         "A weather station at Furnace Creek registered 130 degrees Fahrenheit (54.4 degrees Celsius) on Sunday, Aug. 16 ...", "Aug 18, 2021"),
        (wp, "Death Valley soars to 130 degrees, matching hottest reading in nearly a century - The Washington Post",
         "Furnace Creek hit 130 degrees on Friday, equaling the mark set last August ...", "Jul 10, 2021"),
        ("https://www.noaa.gov/news/death-valley-130-degree-reading-under-review",
         "Death Valley 130-degree reading under review by NOAA and WMO | NOAA",
         "A formal records committee has been convened to evaluate the temperature reading from the automated station ...", "Aug 21, 2020"),
        ("https://www.theguardian.com/us-news/2021/jul/11/death-valley-temperature-heatwave-california",
         "Death Valley records 130F as heatwave grips US west | The Guardian",
         "The temperature at Furnace Creek hit 130F on Friday afternoon, according to the National Weather Service ...", "Jul 11, 2021"),
        ("https://www.cnn.com/2020/08/17/weather/death-valley-temperature-record/index.html",
         "Death Valley hits 130 degrees, possibly the hottest temperature ever reliably measured - CNN",
         "If verified, it would be the highest temperature recorded on Earth since 1913 ...", "Aug 17, 2020"),
        ("https://en.wikipedia.org/wiki/Highest_temperature_recorded_on_Earth", "Highest temperature recorded on Earth - Wikipedia",
         "Death Valley, 2020-2021 - Furnace Creek reported 54.4°C (130°F) on 16 August 2020 and again on 9 July 2021 ...", "N/A"))))
    turns.append((extract("https://www.nps.gov/deva/learn/nature/weather-and-climate.htm", "recent 130 F readings and averages"), """# Weather and Climate - Death Valley National Park

Death Valley is famous as the hottest place on earth and driest place in North America. The world record highest air temperature of 134°F (57°C) was recorded at Furnace Creek on July 10, 1913.

## Recent extremes

- **August 16, 2020:** 130°F (54.4°C) at Furnace Creek.
- **July 9, 2021:** 130°F (54.4°C) at Furnace Creek.
- **Hottest summer on record:** 2024, with a June-August mean of 104.5°F.

## Monthly averages (Furnace Creek)

| Month | Avg high (°F) | Avg low (°F) | Avg precip (in) |
| --- | --- | --- | --- |
| January | 67 | 40 | 0.37 |
| April | 90 | 62 | 0.12 |
| July | 117 | 88 | 0.11 |
| October | 93 | 62 | 0.10 |

Summer nighttime lows often stay above 90°F. Hikers should not hike in the low elevations when temperatures are hot.
"""))
    turns.append(m.add({"death_valley_recent": "130°F (54.4°C) at Furnace Creek on 16 Aug 2020 and 9 Jul 2021 (NPS)"}))
    add(5, turns, "2025-02-14", 6, "article date changes between searches")


# --------------------------------------------------------------------------------------------------------------
# h9-search-06 (CLEAN): exoplanet counts (NASA Exoplanet Archive) and TRAPPIST-1 (SIMBAD). The confirmed count
# legitimately differs by date (5,005 on Mar 21, 2022 vs 6,037 as of Oct 2, 2025); the per-method table sums to
# the total; a retrieve of a never-stored key answers "Key not found" and changes nothing.
def t06() -> None:
    m = Mem()
    counts = "https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html"
    methods = [("Transit", 4466), ("Radial Velocity", 1144), ("Microlensing", 261), ("Imaging", 89),
               ("Transit Timing Variations", 35), ("Eclipse Timing Variations", 17),
               ("Orbital Brightness Modulation", 9), ("Pulsar Timing", 8), ("Astrometry", 5),
               ("Pulsation Timing Variations", 2), ("Disk Kinematics", 1)]
    total = sum(n for _, n in methods)
    assert total == 6037
    table = "\n".join(f"| {k} | {n:,} |" for k, n in methods)
    turns = []
    turns.append((search("NASA Exoplanet Archive number of confirmed exoplanets"), S(
        (counts, "Exoplanet and Candidate Statistics - NASA Exoplanet Archive",
         f"Confirmed Planets: {total:,}. Confirmed planets by discovery method, by facility and by year ...", "N/A"),
        ("https://science.nasa.gov/exoplanets/", "Exoplanets - NASA Science",
         "There are now more than 6,000 confirmed exoplanets in the more than 4,500 planetary systems known ...", "N/A"),
        ("https://science.nasa.gov/exoplanets/discoveries-dashboard/", "Discoveries Dashboard - NASA Science",
         "Confirmed exoplanets, NASA-discovered exoplanets, TESS candidates ...", "N/A"),
        ("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/",
         "Cosmic Milestone: NASA Confirms 5,000 Exoplanets - NASA",
         "The count of confirmed exoplanets just ticked past the 5,000 mark ...", "Mar 21, 2022"),
        ("https://en.wikipedia.org/wiki/List_of_exoplanets", "Lists of exoplanets - Wikipedia",
         "This is a list of exoplanets discovered, organized by year and by detection method ...", "N/A"),
        ("https://exoplanet.eu/catalog/", "Encyclopaedia of exoplanetary systems - Catalog",
         "Planetary systems, planets, candidate planets; the catalog uses its own inclusion criteria and counts differ from the NASA archive ...", "N/A"),
        ("https://www.space.com/nasa-confirms-6000-exoplanets", "NASA's tally of confirmed alien planets passes 6,000 | Space",
         "The NASA Exoplanet Archive now lists more than 6,000 confirmed worlds, about three years after the 5,000 milestone ...", "Sep 24, 2025"),
        ("https://www.reddit.com/r/space/comments/1nq7xk2/we_just_passed_6000_confirmed_exoplanets/",
         "We just passed 6,000 confirmed exoplanets : r/space",
         "Transit method still accounts for roughly three quarters of them ...", "Sep 24, 2025"))))
    turns.append((extract(counts, "total confirmed and breakdown by discovery method"), f"""# Exoplanet and Candidate Statistics

NASA Exoplanet Archive - counts as of **Oct 2, 2025**

| Category | Count |
| --- | --- |
| Confirmed Planets | {total:,} |
| Planetary systems | 4,506 |
| Systems with multiple planets | 1,016 |
| TESS Project Candidates (TOIs) | 7,703 |
| Kepler Project Candidates | 4,716 |

## Confirmed planets by discovery method

| Discovery Method | Number of Planets |
| --- | --- |
{table}
| **Total** | **{total:,}** |

Note: counts are updated weekly, normally on Thursdays, as new planets are added to the Planetary Systems table.
"""))
    turns.append((search("NASA 5000 exoplanets milestone March 2022"), S(
        ("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/",
         "Cosmic Milestone: NASA Confirms 5,000 Exoplanets - NASA",
         "The count of confirmed exoplanets just ticked past the 5,000 mark, with the latest batch of 65 added to the NASA Exoplanet Archive ...", "Mar 21, 2022"),
        ("https://www.jpl.nasa.gov/news/cosmic-milestone-nasa-confirms-5000-exoplanets",
         "Cosmic Milestone: NASA Confirms 5,000 Exoplanets | NASA Jet Propulsion Laboratory",
         "The tally includes planets from NASA's Kepler and TESS missions and ground-based surveys ...", "Mar 21, 2022"),
        ("https://www.scientificamerican.com/article/the-number-of-known-exoplanets-passes-5-000/",
         "The Number of Known Exoplanets Passes 5,000 - Scientific American",
         "Thirty years after the first confirmed worlds around a pulsar ...", "Mar 22, 2022"),
        ("https://www.space.com/5000-exoplanets-milestone-nasa", "NASA confirms 5,000 exoplanets - Space.com",
         "The first exoplanets were confirmed in 1992 around the pulsar PSR B1257+12 ...", "Mar 22, 2022"))))
    turns.append((extract("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/", "count and date of the milestone"), """# Cosmic Milestone: NASA Confirms 5,000 Exoplanets

*March 21, 2022*

The count of confirmed exoplanets just ticked past the 5,000 mark, representing a 30-year journey of discovery led by NASA space telescopes.

It's not just a number. Each of them is a new world, a brand-new planet. The official tally stands at **5,005** after the latest batch of 65 exoplanets was added to the NASA Exoplanet Archive.

## By the numbers

- About 4% are small, rocky planets like Earth or Mars.
- About 30% are gas giants like Jupiter and Saturn, or hotter "hot Jupiters."
- About 35% are super-Earths and about 31% are Neptune-like.

> "It's not just a number," said Jessie Christiansen, science lead for the archive.

The first exoplanets were confirmed in 1992, orbiting the pulsar PSR B1257+12. Discoveries accelerated with NASA's Kepler mission (2009-2018) and continue with TESS, launched in 2018.
"""))
    turns.append(m.add({"exoplanet_count": f"{total:,} confirmed (NASA Exoplanet Archive, as of Oct 2, 2025)",
                        "milestone_5000": "5,005 confirmed on Mar 21, 2022 (NASA)"}))
    turns.append((extract("https://simbad.cds.unistra.fr/simbad/sim-id?Ident=TRAPPIST-1", "coordinates, spectral type, distance, magnitudes"), """# TRAPPIST-1 -- Low-mass Star

SIMBAD Astronomical Database - CDS (Strasbourg)

**Other object types:** * (2MASS, TIC, Gaia DR3), PM* , BY* , Pl (planet host)

| Field | Value |
| --- | --- |
| ICRS coord. (ep=J2000) | 23 06 29.3684 -05 02 29.037 |
| FK4 coord. (ep=B1950 eq=1950) | 23 03 54.53 -05 18 45.6 |
| Gal coord. (ep=J2000) | 069.7135 -056.6441 |
| Proper motions mas/yr | 930.788 -479.401 |
| Radial velocity / Redshift | V(km/s) -54.00 |
| Parallax (mas) | 80.2123 [0.0716] (Gaia DR3) |
| Spectral type | M8V |

## Fluxes

| Band | Magnitude |
| --- | --- |
| V | 18.798 |
| G | 15.6451 |
| J | 11.354 |
| H | 10.718 |
| K | 10.296 |

## Identifiers (selection)

2MASS J23062928-0502285 · EPIC 246199087 · Gaia DR3 2635476908753563008 · TIC 278892590 · 2MUCD 12171

Planets in the system: TRAPPIST-1 b, c, d, e, f, g, h (7).
"""))
    turns.append(m.add({"trappist1": "M8V dwarf, parallax 80.21 mas (~12.47 pc), V=18.80, J=11.35; 7 planets b-h"}))
    turns.append(m.retrieve(["exoplanet_count", "trappist1_jwst"]))
    turns.append(m.retrieve_all())
    add(6, turns, "2025-10-03")


# --------------------------------------------------------------------------------------------------------------
# h9-search-07 (BAD): Apple "slide to unlock" patents. Turn 2 (Google Patents, US7657849B2) gives application
# US11/322,549; turn 3 (US8046721B2) says it is a continuation of Ser. No. 11/322,594 "now U.S. Pat. No.
# 7,657,849" (application number changed).
def t07() -> None:
    m = Mem()
    p849 = "https://patents.google.com/patent/US7657849B2/en"
    p721 = "https://patents.google.com/patent/US8046721B2/en"
    turns = []
    turns.append((search("Apple slide to unlock patent US 7657849 application filed 2005"), S(
        (p849, "US7657849B2 - Unlocking a device by performing gestures on an unlock image - Google Patents",
         "A device with a touch-sensitive display may be unlocked via gestures performed on the touch-sensitive display ... Application filed by Apple Inc; priority 2005-12-23 ...", "N/A"),
        (p721, "US8046721B2 - Unlocking a device by performing gestures on an unlock image - Google Patents",
         "Continuation of application; Apple Inc. Granted 2011-10-25 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Slide_to_unlock", "Slide to unlock - Wikipedia",
         "Slide to unlock is a user interface design pattern ... Apple was granted a US patent for the gesture in February 2010 ...", "N/A"),
        ("https://www.theverge.com/2014/5/2/5675244/apple-v-samsung-verdict-2014", "Apple v. Samsung 2014 verdict: jury awards Apple $119.6 million - The Verge",
         "The jury found Samsung infringed Apple's slide-to-unlock patent ('721) ...", "May 2, 2014"),
        ("http://www.fosspatents.com/2012/02/apples-slide-to-unlock-patent.html", "FOSS Patents: Apple's slide-to-unlock patent",
         "A closer look at claim 1 of the '849 patent and its continuation ...", "Feb 2012"),
        ("https://patents.justia.com/patent/7657849", "US Patent for Unlocking a device by performing gestures on an unlock image - Justia Patents",
         "Patent number: 7657849. Filed: December 23, 2005. Date of Patent: February 2, 2010. Assignee: Apple Inc. Inventors: Imran Chaudhri, Bas Ording ...", "N/A"),
        ("https://www.cafc.uscourts.gov/opinions-orders/15-1171.Opinion.10-5-2016.1.PDF", "Apple Inc. v. Samsung Electronics Co., No. 15-1171 (Fed. Cir. 2016) (en banc)",
         "We affirm the district court's judgment that the '721 patent is not invalid as obvious ...", "Oct 7, 2016"),
        ("https://www.engadget.com/2010-02-02-apple-patents-slide-to-unlock.html", "Apple patents slide to unlock - Engadget",
         "Apple has been granted U.S. Patent 7,657,849 ...", "Feb 2, 2010"))))
    turns.append((extract(p849, "application number, filing and grant dates, inventors"), """# US7657849B2 - Unlocking a device by performing gestures on an unlock image

**United States** - Patent

| Field | Value |
| --- | --- |
| Publication number | US7657849B2 |
| Application number | US11/322,549 |
| Other versions | US20070150842A1 |
| Inventors | Imran Chaudhri, Bas Ording, Freddy Allen Anzures, Marcel Van Os, Stephen O. Lemay, Scott Forstall, Greg Christie |
| Current Assignee | Apple Inc |
| Original Assignee | Apple Computer Inc |
| Priority date | 2005-12-23 |
| Application filed | 2005-12-23 |
| Publication date | 2010-02-02 |

## Abstract

A device with a touch-sensitive display may be unlocked via gestures performed on the touch-sensitive display. The device is unlocked if contact with the display corresponds to a predefined gesture for unlocking the device. The device displays one or more unlock images with respect to which the predefined gesture is to be performed in order to unlock the device ...

## Events

| Date | Event |
| --- | --- |
| 2005-12-23 | Application filed by Apple Computer Inc |
| 2005-12-23 | Priority to US11/322,549 |
| 2006-03-20 | Assignment of assignors interest to Apple Computer, Inc. |
| 2007-05-11 | Assignment: change of name to Apple Inc. |
| 2007-06-28 | Publication of US20070150842A1 |
| 2010-02-02 | Application granted; publication of US7657849B2 |

## Family

Worldwide applications: 2005 US · 2006 WO, AU, CN, DE, EP, JP, KR · 2009 US (continuation, US12/477,075) ...

Cited by (612) · Similar documents
"""))
    turns.append((extract(p721, "relationship to the '849 patent, dates"), """# US8046721B2 - Unlocking a device by performing gestures on an unlock image

**United States** - Patent

| Field | Value |
| --- | --- |
| Publication number | US8046721B2 |
| Application number | US12/477,075 |
| Other versions | US20090241072A1 |
| Inventors | Imran Chaudhri, Bas Ording, Freddy Allen Anzures, Marcel Van Os, Stephen O. Lemay, Scott Forstall, Greg Christie |
| Current Assignee | Apple Inc |
| Priority date | 2005-12-23 |
| Application filed | 2009-06-02 |
| Publication date | 2011-10-25 |

## Related U.S. Application Data

This application is a continuation of U.S. patent application Ser. No. 11/322,594, filed Dec. 23, 2005, now U.S. Pat. No. 7,657,849, which is incorporated herein by reference in its entirety.

## Claims (excerpt)

1. A portable electronic device, comprising: a touch-sensitive display; memory; one or more processors; and one or more modules stored in the memory and configured for execution by the one or more processors, the one or more modules including instructions: to detect a contact with the touch-sensitive display at a first predefined location corresponding to an unlock image ...

## Events

| Date | Event |
| --- | --- |
| 2009-06-02 | Application filed by Apple Inc |
| 2009-09-24 | Publication of US20090241072A1 |
| 2011-10-25 | Application granted; publication of US8046721B2 |
| 2016-10-07 | Fed. Cir. en banc: not invalid as obvious (Apple v. Samsung) |

Cited by (389) · Similar documents
"""))
    turns.append((search("Apple v Samsung slide to unlock 721 patent Federal Circuit en banc 2016"), S(
        ("https://www.cafc.uscourts.gov/opinions-orders/15-1171.Opinion.10-5-2016.1.PDF", "Apple Inc. v. Samsung Electronics Co., No. 15-1171 (Fed. Cir. 2016) (en banc)",
         "We affirm the district court's judgment that the '721 patent is not invalid as obvious and reinstate the $119.6 million award ...", "Oct 7, 2016"),
        ("https://www.reuters.com/article/us-apple-samsung-elec-patent-idUSKCN1272BW", "Apple wins reinstatement of $120 million Samsung verdict | Reuters",
         "A U.S. appeals court on Friday reinstated a $119.6 million jury verdict against Samsung ...", "Oct 7, 2016"),
        ("https://www.theverge.com/2016/10/7/13199798/apple-samsung-patent-appeal-en-banc-slide-to-unlock", "Apple wins en banc rehearing in slide-to-unlock case - The Verge",
         "The full Federal Circuit reversed a February panel decision that had thrown out the verdict ...", "Oct 7, 2016"),
        ("https://www.supremecourt.gov/search.aspx?filename=/docket/docketfiles/html/public/16-1102.html", "Docket for 16-1102 - Samsung v. Apple",
         "Petition for a writ of certiorari DENIED Nov 6, 2017 ...", "Nov 6, 2017"),
        ("https://en.wikipedia.org/wiki/Apple_Inc._v._Samsung_Electronics_Co.", "Apple Inc. v. Samsung Electronics Co. - Wikipedia",
         "The second trial (2014) concerned the slide-to-unlock, quick links and autocorrect patents ...", "N/A"))))
    turns.append(m.add({"us7657849": "App. US11/322,549, filed 2005-12-23, granted 2010-02-02 (Apple)",
                        "us8046721": "App. US12/477,075, filed 2009-06-02, granted 2011-10-25; continuation of the '849; upheld en banc Oct 7, 2016"}))
    turns.append(m.retrieve_all())
    add(7, turns, "2024-07-22", 3, "application number changed")


# --------------------------------------------------------------------------------------------------------------
# h9-search-08 (CLEAN): Barbie / Oppenheimer box office. Weekend charts move legitimately between weekends (ranks,
# weekly drops computed from the earlier chart, running totals that only grow), the year chart's domestic and
# worldwide orders differ (different sort keys), memory only grows.
def _wk_rows(rows: list[tuple[str, int, int | None, int, int, int, str]]) -> str:
    out = ["| Rank | Release | Gross | %± LW | Theaters | Total Gross | Weeks | Distributor |",
           "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for i, (title, gross, last, theaters, total, weeks, dist) in enumerate(rows, 1):
        ch = "-" if last is None else f"{(gross / last - 1) * 100:+.1f}%"
        out.append(f"| {i} | {title} | ${gross:,} | {ch} | {theaters:,} | ${total:,} | {weeks} | {dist} |")
    return "\n".join(out)


def t08() -> None:
    m = Mem()
    w29 = "https://www.boxofficemojo.com/weekend/2023W29/"
    w30 = "https://www.boxofficemojo.com/weekend/2023W30/"
    wk1 = [("Barbie", 162022044, None, 4243, 162022044, 1, "Warner Bros."),
           ("Oppenheimer", 82455420, None, 3610, 82455420, 1, "Universal Pictures"),
           ("Sound of Freedom", 20114316, 27593000, 3411, 124830420, 3, "Angel Studios"),
           ("Mission: Impossible - Dead Reckoning Part One", 19805000, 54688347, 4327, 118888000, 2, "Paramount Pictures"),
           ("Insidious: The Red Door", 6601000, 14540000, 2778, 71602000, 3, "Sony Pictures"),
           ("Elemental", 5820000, 8622000, 2475, 136120000, 6, "Walt Disney Studios"),
           ("Indiana Jones and the Dial of Destiny", 4050000, 11280000, 2580, 166370000, 4, "Walt Disney Studios"),
           ("Spider-Man: Across the Spider-Verse", 2671000, 4467000, 1430, 378480000, 8, "Sony Pictures"),
           ("Joy Ride", 1400000, 2636000, 1955, 11900000, 3, "Lionsgate"),
           ("The Little Mermaid", 1205000, 2274000, 1125, 295940000, 9, "Walt Disney Studios")]
    g1 = {r[0]: r[1] for r in wk1}
    wk2 = [("Barbie", 93005000, g1["Barbie"], 4337, 351426000, 2, "Warner Bros."),
           ("Oppenheimer", 46706000, g1["Oppenheimer"], 3647, 174210000, 2, "Universal Pictures"),
           ("Haunted Mansion", 24186000, None, 3740, 24186000, 1, "Walt Disney Studios"),
           ("Sound of Freedom", 12980000, g1["Sound of Freedom"], 3265, 150202000, 4, "Angel Studios"),
           ("Mission: Impossible - Dead Reckoning Part One", 10695000, g1["Mission: Impossible - Dead Reckoning Part One"], 3632, 138626000, 3, "Paramount Pictures"),
           ("Talk to Me", 10460000, None, 2340, 10460000, 1, "A24"),
           ("Elemental", 3400000, g1["Elemental"], 2040, 141400000, 7, "Walt Disney Studios"),
           ("Insidious: The Red Door", 3150000, g1["Insidious: The Red Door"], 2015, 77820000, 4, "Sony Pictures"),
           ("Indiana Jones and the Dial of Destiny", 2070000, g1["Indiana Jones and the Dial of Destiny"], 1630, 170420000, 5, "Walt Disney Studios"),
           ("Spider-Man: Across the Spider-Verse", 1330000, g1["Spider-Man: Across the Spider-Verse"], 810, 380930000, 9, "Sony Pictures")]
    dom = [("Barbie", 636238421), ("The Super Mario Bros. Movie", 574934330), ("Spider-Man: Across the Spider-Verse", 381311319),
           ("Guardians of the Galaxy Vol. 3", 358995815), ("Oppenheimer", 326101080), ("The Little Mermaid", 298172056),
           ("Ant-Man and the Wasp: Quantumania", 214504909), ("John Wick: Chapter 4", 187131806), ("Sound of Freedom", 184178046),
           ("Indiana Jones and the Dial of Destiny", 174480468), ("Mission: Impossible - Dead Reckoning Part One", 172135383),
           ("Elemental", 154426697)]
    ww = [("Barbie", 1445638421, 636238421), ("The Super Mario Bros. Movie", 1361992475, 574934330), ("Oppenheimer", 975811333, 326101080),
          ("Guardians of the Galaxy Vol. 3", 845555777, 358995815), ("Fast X", 704875015, 146126015),
          ("Spider-Man: Across the Spider-Verse", 690516673, 381311319), ("The Little Mermaid", 569626289, 298172056),
          ("Mission: Impossible - Dead Reckoning Part One", 567535383, 172135383), ("Elemental", 496444308, 154426697),
          ("Ant-Man and the Wasp: Quantumania", 476071180, 214504909)]
    domtab = "\n".join(f"| {i} | {t} | ${g:,} |" for i, (t, g) in enumerate(dom, 1))
    wwtab = "\n".join(f"| {i} | {t} | ${g:,} | ${d:,} | {d / g * 100:.1f}% | ${g - d:,} |" for i, (t, g, d) in enumerate(ww, 1))
    turns = []
    turns.append((search("Barbie Oppenheimer opening weekend box office July 2023"), S(
        (w29, "Domestic 2023 Weekend 29 - Box Office Mojo", "July 21-23, 2023. Barbie $162,022,044; Oppenheimer $82,455,420 ...", "N/A"),
        ("https://variety.com/2023/film/box-office/barbie-oppenheimer-box-office-opening-weekend-1235677451/",
         "'Barbie' Opens to Massive $155 Million, 'Oppenheimer' Hits $80 Million - Variety",
         "Sunday estimates put Barbie at $155 million and Oppenheimer at $80.5 million, the fourth-biggest weekend ever ...", "Jul 23, 2023"),
        ("https://www.hollywoodreporter.com/movies/movie-news/box-office-barbie-oppenheimer-actuals-1235545675/",
         "Box Office: 'Barbie' Actuals Come in Even Higher at $162M - The Hollywood Reporter",
         "Monday's final numbers lifted Barbie to $162 million and Oppenheimer to $82.4 million ...", "Jul 24, 2023"),
        ("https://en.wikipedia.org/wiki/Barbenheimer", "Barbenheimer - Wikipedia",
         "Barbenheimer is a cultural phenomenon that began before the simultaneous theatrical release of Barbie and Oppenheimer on July 21, 2023 ...", "N/A"),
        ("https://www.the-numbers.com/box-office-chart/weekend/2023/07/21", "Weekend Box Office Chart for July 21st, 2023 - The Numbers",
         "Barbie ... $162,022,044 ... Oppenheimer ... $82,455,420 ...", "N/A"),
        ("https://deadline.com/2023/07/box-office-barbie-oppenheimer-1235444890/", "'Barbie' $155M+, 'Oppenheimer' $80M+ - Deadline",
         "Combined the two films lifted the weekend to about $300 million overall ...", "Jul 23, 2023"))))
    turns.append((extract(w29, "weekend chart top 10"), f"""# Domestic 2023 Weekend 29

**July 21-23, 2023** · Calendar gross: $311,478,106 · Releases: 56 · #1 Release: Barbie

{_wk_rows(wk1)}

Note: Gross figures are Friday-Sunday actuals reported Monday, July 24, 2023.
"""))
    turns.append(m.add({"barbie_opening": "$162,022,044 (Jul 21-23, 2023; 4,243 theaters)", "oppenheimer_opening": "$82,455,420 (3,610 theaters)"}))
    turns.append((extract(w30, "second weekend chart top 10"), f"""# Domestic 2023 Weekend 30

**July 28-30, 2023** · Calendar gross: $217,040,330 · Releases: 61 · #1 Release: Barbie

{_wk_rows(wk2)}

Note: %± LW compares with the July 21-23 weekend.
"""))
    turns.append(m.add({"barbie_cume_day10": "$351,426,000 after 2nd weekend (Jul 30, 2023)", "oppenheimer_cume_day10": "$174,210,000"}))
    turns.append((search("Barbie final domestic total box office 2023 highest grossing year"), S(
        ("https://www.boxofficemojo.com/year/2023/", "Domestic Box Office For 2023 - Box Office Mojo", "Barbie $636,238,421; The Super Mario Bros. Movie $574,934,330 ...", "N/A"),
        ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo", "Barbie $1,445,638,421 ... Oppenheimer ...", "N/A"),
        ("https://www.hollywoodreporter.com/movies/movie-news/barbie-biggest-movie-2023-box-office-1235707350/",
         "'Barbie' Ends 2023 as the Year's Top Film Globally - The Hollywood Reporter", "Greta Gerwig's film beat The Super Mario Bros. Movie in both domestic and worldwide ...", "Dec 31, 2023"),
        ("https://en.wikipedia.org/wiki/2023_in_film", "2023 in film - Wikipedia", "Highest-grossing films of 2023: Barbie, The Super Mario Bros. Movie, Oppenheimer ...", "N/A"),
        ("https://www.the-numbers.com/market/2023/top-grossing-movies", "Top Grossing Movies of 2023 - The Numbers", "Calendar-year domestic gross; films released in late 2022 counted for 2023 receipts only ...", "N/A"))))
    turns.append((extract("https://www.boxofficemojo.com/year/2023/", "top domestic grosses of 2023"), f"""# Domestic Box Office For 2023

Sorted by: Gross (calendar year) · Showing 1-12 of 200

| Rank | Release | Gross |
| --- | --- | --- |
{domtab}
"""))
    turns.append((extract("https://www.boxofficemojo.com/year/world/2023/", "top worldwide grosses of 2023"), f"""# 2023 Worldwide Box Office

Sorted by: Worldwide gross · Showing 1-10 of 200

| Rank | Release Group | Worldwide | Domestic | Dom % | Foreign |
| --- | --- | --- | --- | --- | --- |
{wwtab}
"""))
    turns.append(m.add({"barbie_final": "$636,238,421 domestic / $1,445,638,421 worldwide (#1 of 2023 on both charts)"}))
    turns.append(m.retrieve_all())
    add(8, turns, "2024-05-06")


# --------------------------------------------------------------------------------------------------------------
# h9-search-09 (BAD): London Kings Cross -> Edinburgh on Tue 14 Jan 2025. Turn 2 journey planner lists the 10:00
# LNER direct arriving 14:20 (4h 20m; stored in turn 3); turn 6 Realtime Trains detail for that same 10:00 service
# shows Edinburgh public arrival 14:02 with no delay or change noted (arrival time differs between listing and
# service detail).
def t09() -> None:
    m = Mem()
    jp = "https://www.nationalrail.co.uk/journey-planner/?type=single&origin=KGX&destination=EDB&leavingType=departing&leavingDate=140125&leavingHour=07&leavingMin=00&adults=1"
    rtt = "https://www.realtimetrains.co.uk/service/gb-nr:L47213/2025-01-14/detailed"
    deps = [("07:30", "11:52", "LNER", "0", "York, Newcastle"), ("08:00", "12:20", "LNER", "0", "York, Newcastle"),
            ("08:30", "12:55", "LNER", "0", "Peterborough, York, Darlington, Newcastle"), ("09:00", "13:20", "LNER", "0", "York, Newcastle"),
            ("09:30", "13:52", "LNER", "0", "York, Durham, Newcastle"), ("10:00", "14:20", "LNER", "0", "York, Newcastle"),
            ("10:45", "15:08", "Lumo", "0", "Stevenage, Newcastle, Morpeth"), ("11:00", "15:19", "LNER", "0", "York, Newcastle")]

    def dur(a: str, b: str) -> str:
        mins = (int(b[:2]) * 60 + int(b[3:])) - (int(a[:2]) * 60 + int(a[3:]))
        return f"{mins // 60}h {mins % 60:02d}m"
    rows = "\n".join(f"| {d} | {a} | {dur(d, a)} | {c} | {op} | {via} | {'£' + f} |" for (d, a, op, c, via), f in
                     zip(deps, ["41.20", "56.70", "48.30", "62.10", "71.90", "66.40", "29.90", "74.50"]))
    turns = []
    turns.append((search("LNER London Kings Cross to Edinburgh timetable January 2025 direct trains"), S(
        (jp, "Train times from London Kings Cross to Edinburgh | National Rail",
         "Plan your journey from London Kings Cross to Edinburgh. Direct trains run every 30 minutes with journey times from about 4h 20m ...", "N/A"),
        ("https://www.lner.co.uk/travel-information/routes/london-to-edinburgh-train/", "London to Edinburgh Trains | LNER",
         "Direct LNER Azuma trains from London King's Cross to Edinburgh Waverley, with the fastest journey around 4 hours ...", "N/A"),
        ("https://www.thetrainline.com/en/train-times/london-kings-cross-to-edinburgh", "London Kings Cross to Edinburgh Train Times | Trainline",
         "There are 46 trains per day on average from London Kings Cross to Edinburgh ...", "N/A"),
        ("https://www.seat61.com/London-to-Edinburgh-by-train.htm", "London to Edinburgh by train from £29.90 | Seat61",
         "LNER runs half-hourly trains, and open-access operator Lumo runs several a day at lower fares ...", "Dec 2024"),
        ("https://www.lumo.co.uk/timetable", "Timetable | Lumo", "Lumo trains between London King's Cross, Stevenage, Newcastle, Morpeth and Edinburgh ...", "N/A"),
        ("https://www.networkrail.co.uk/running-the-railway/timetabling/december-2024-timetable-change/", "December 2024 timetable change | Network Rail",
         "The new timetable started on Sunday 15 December 2024 ...", "Nov 28, 2024"))))
    turns.append((extract(jp, "departures, arrival times, changes and cheapest fares"), f"""# London Kings Cross to Edinburgh - Tuesday 14 January 2025

Journey planner results · 1 adult · Single · Standard class

| Depart | Arrive | Duration | Changes | Operator | Calling at (principal) | Cheapest |
| --- | --- | --- | --- | --- | --- | --- |
{rows}

- All journeys are direct to Edinburgh (Waverley).
- Advance fares are valid only on the booked train; prices shown are the cheapest available at the time of search.
- Engineering work: none affecting these services.
"""))
    turns.append(m.add({"kgx_edb_1000": "LNER dep 10:00 Kings Cross -> arr 14:20 Edinburgh (4h 20m), direct via York & Newcastle, Tue 14 Jan 2025, from £66.40"}))
    turns.append((search("LNER Azuma Kings Cross Edinburgh journey time York Newcastle stops"), S(
        ("https://www.lner.co.uk/travel-information/travelling-now/on-board/azuma/", "Azuma | LNER",
         "Our Azuma fleet of Class 800 and 801 trains runs between London, Yorkshire, the North East and Scotland ...", "N/A"),
        ("https://en.wikipedia.org/wiki/London_North_Eastern_Railway", "London North Eastern Railway - Wikipedia",
         "LNER operates the InterCity East Coast franchise between London King's Cross and Edinburgh Waverley ...", "N/A"),
        ("https://www.railmagazine.com/news/east-coast-main-line-december-2024-timetable", "ECML timetable recast arrives - RAIL",
         "Extra services and faster journeys from December 2024, with some Edinburgh trains stopping only at York and Newcastle ...", "Dec 11, 2024"),
        ("https://www.reddit.com/r/uktrains/comments/1hcx5n2/new_ecml_timetable_thoughts/", "New ECML timetable thoughts : r/uktrains",
         "The York-Newcastle-only paths are nice, but Durham lost a few calls ...", "Dec 12, 2024"))))
    turns.append((search("realtimetrains 10:00 London Kings Cross to Edinburgh 14 January 2025"), S(
        (rtt, "1S13 10:00 London Kings Cross to Edinburgh | Realtime Trains", "Operated by LNER. Detailed view with public and working timetable times and platforms ...", "N/A"),
        ("https://www.realtimetrains.co.uk/search/detailed/gb-nr:KGX/2025-01-14/0930-1130", "London Kings Cross around 09:30-11:30 on 14/01/2025 | Realtime Trains",
         "Departures: 09:30 Edinburgh, 09:33 Leeds, 09:48 Cambridge, 10:00 Edinburgh ...", "N/A"),
        ("https://www.opentraintimes.com/location/KGX/2025/01/14/0900-1200", "London Kings Cross - OpenTrainTimes",
         "Scheduled departures with headcodes and platforms ...", "N/A"))))
    turns.append((extract(rtt, "calling points with arrival and departure times"), """# 1S13 10:00 London Kings Cross to Edinburgh

**LNER** · Tuesday 14 January 2025 · Class 801 Azuma · 9 coaches · Identity 1S13 · UID L47213

Status: Scheduled to run. No reported delays.

| Location | Pl | Arr (public) | Dep (public) | Notes |
| --- | --- | --- | --- | --- |
| London Kings Cross | 4 | | 10:00 | |
| Stevenage | | | pass 10:16 | |
| Peterborough | | | pass 10:43 | |
| Doncaster | | | pass 11:25 | |
| York | 5 | 11:50 | 11:52 | |
| Darlington | | | pass 12:18 | |
| Durham | | | pass 12:34 | |
| Newcastle | 3 | 12:51 | 12:53 | |
| Alnmouth | | | pass 13:19 | |
| Berwick-upon-Tweed | | | pass 13:39 | |
| Dunbar | | | pass 14:03 | |
| Edinburgh | 19 | 14:02 | | |

Catering: café bar and at-seat service. Reservations: recommended.
"""))
    turns.append((search("Lumo London Edinburgh timetable fares 2025"), S(
        ("https://www.lumo.co.uk/timetable", "Timetable | Lumo", "Lumo trains between London King's Cross, Stevenage, Newcastle, Morpeth and Edinburgh. Fares from £19.90 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Lumo_(train_operating_company)", "Lumo (train operating company) - Wikipedia",
         "Lumo is an open-access operator owned by FirstGroup, running since October 2021 with Class 803 electric trains ...", "N/A"),
        ("https://www.seat61.com/London-to-Edinburgh-by-train.htm", "London to Edinburgh by train from £29.90 | Seat61",
         "Lumo's all-standard trains are often the cheapest option ...", "Dec 2024"))))
    turns.append((extract("https://www.lumo.co.uk/timetable", "London to Edinburgh departures"), """# Lumo timetable - London King's Cross to Edinburgh

Valid from 15 December 2024 · Monday to Friday

| London King's Cross | Stevenage | Newcastle | Morpeth | Edinburgh |
| --- | --- | --- | --- | --- |
| 06:15 | 06:35 | 09:05 | 09:20 | 10:40 |
| 07:45 | - | 10:31 | 10:46 | 12:06 |
| 10:45 | 11:05 | 13:40 | 13:54 | 15:08 |
| 12:45 | 13:05 | 15:39 | 15:53 | 17:14 |
| 15:45 | 16:05 | 18:40 | 18:55 | 20:16 |
| 18:45 | 19:05 | 21:41 | 21:56 | 23:17 |

All trains are standard class only. Seats must be reserved. Fares from £19.90 when booked in advance.
"""))
    turns.append(m.add({"kgx_edb_lumo_1045": "Lumo dep 10:45 -> arr 15:08 Edinburgh, calls Stevenage/Newcastle/Morpeth; from £29.90 on 14 Jan 2025"}))
    add(9, turns, "2025-01-08", 6, "arrival time differs between listing and service detail")


# --------------------------------------------------------------------------------------------------------------
# h9-search-10 (CLEAN): Abbott powdered infant formula recall (Sturgis, 2022). The recall scope legitimately grows
# (Feb 17 initial recall -> Feb 28 expansion to one Similac PM 60/40 lot), explained by dated pages; the agent
# updates its own memory key and reads back the new value; the plant reopening in June is a later, dated event.
def t10() -> None:
    m = Mem()
    fda = "https://www.fda.gov/food/outbreaks-foodborne-illness/fda-investigation-cronobacter-infections-powdered-infant-formula-february-2022"
    abb = "https://abbott.mediaroom.com/2022-02-28-Abbott-Expands-Voluntary-Recall-of-Powder-Formula-Similac-PM-60-40"
    turns = []
    turns.append((search("Abbott Similac recall February 2022 Sturgis lot codes"), S(
        (fda, "FDA Investigation of Cronobacter Infections: Powdered Infant Formula (February 2022) | FDA",
         "FDA is investigating consumer complaints of Cronobacter sakazakii and Salmonella Newport infections ... products manufactured at Abbott Nutrition's facility in Sturgis, Michigan ...", "Mar 1, 2022"),
        ("https://abbott.mediaroom.com/2022-02-17-Abbott-Voluntarily-Recalls-Powder-Formulas-Manufactured-at-One-Plant",
         "Abbott Voluntarily Recalls Powder Formulas Manufactured at One Plant - Abbott Newsroom",
         "Voluntary recall of powder formulas, including Similac, Alimentum and EleCare, manufactured in Sturgis, Mich. ...", "Feb 17, 2022"),
        ("https://www.similacrecall.com/us/en/home.html", "Similac Recall | Check Your Product Lot",
         "Enter the lot number found on the bottom of the container to check whether your product is included ...", "N/A"),
        ("https://www.cnn.com/2022/02/18/health/abbott-infant-formula-recall/index.html", "Abbott recalls infant formula after bacterial infections - CNN",
         "The products under recall have a code on the container that starts with the first two digits 22 through 37 ...", "Feb 18, 2022"),
        ("https://www.nytimes.com/2022/02/18/health/similac-formula-recall.html", "Abbott Recalls Similac and Other Baby Formulas - The New York Times",
         "Four infants were hospitalized and one may have died after consuming formula from the Sturgis plant ...", "Feb 18, 2022"),
        ("https://en.wikipedia.org/wiki/2022_United_States_infant_formula_shortage", "2022 United States infant formula shortage - Wikipedia",
         "The shortage was exacerbated by the February 2022 recall and the closure of Abbott's Sturgis plant ...", "N/A"),
        ("https://www.reddit.com/r/beyondthebump/comments/svp3rx/similac_recall_check_your_lots/", "Similac recall - check your lots : r/beyondthebump",
         "Ours starts with 27 and ends K8 with exp 2023, so it's included ...", "Feb 18, 2022"))))
    turns.append((extract(fda, "what is recalled, how to identify lots, case counts, updates"), """# FDA Investigation of Cronobacter Infections: Powdered Infant Formula (February 2022)

*Content current as of: 03/01/2022*

## Update - February 28, 2022

Abbott Nutrition has expanded its voluntary recall to include **one lot of Similac PM 60/40** (lot # 27032K80 (can) / lot # 27032K800 (case)) manufactured in Sturgis, Michigan. FDA is aware of an additional illness with an infant who consumed product from that lot.

## Original advisory - February 17, 2022

FDA is investigating consumer complaints of *Cronobacter sakazakii* and *Salmonella* Newport infections. All of the cases are reported to have consumed powdered infant formula produced from Abbott Nutrition's Sturgis, Michigan facility.

### Recalled products (initial recall)

Similac, Alimentum and EleCare powdered infant formula where the container has:

- the first two digits of the code are 22 through 37; **and**
- the code on the container contains K8, SH, or Z2; **and**
- the expiration date is 4-1-2022 (APR 2022) or later.

Products that do not contain the above information are not impacted by the advisory. Liquid formula products are not included.

## Case counts (as of the date above)

| Pathogen | Illnesses | Hospitalizations | Deaths* |
| --- | --- | --- | --- |
| Cronobacter sakazakii | 5 | 5 | 2 |
| Salmonella Newport | 1 | 1 | 0 |

\\* Cronobacter may have contributed to the deaths.

## Recommendations

Parents and caregivers should not use recalled products and should check the lot code on the bottom of the package at similacrecall.com.
"""))
    turns.append(m.add({"similac_recall_initial": "Feb 17, 2022: Similac/Alimentum/EleCare powder from Sturgis MI; code digits 22-37 + K8/SH/Z2 + exp 4-1-2022 or later",
                        "similac_recall_scope": "Similac, Alimentum, EleCare powders (Sturgis)"}))
    turns.append((search("Similac PM 60/40 recall expansion February 28 2022 lot 27032K80"), S(
        (abb, "Abbott Expands Voluntary Recall of Powder Formula Similac PM 60/40 - Abbott Newsroom",
         "Abbott is expanding its voluntary recall to include one lot of Similac PM 60/40 (Lot # 27032K80 (can) / Lot # 27032K800 (case)) ...", "Feb 28, 2022"),
        (fda, "FDA Investigation of Cronobacter Infections: Powdered Infant Formula (February 2022) | FDA",
         "Update - February 28, 2022: Abbott Nutrition has expanded its voluntary recall to include one lot of Similac PM 60/40 ...", "Mar 1, 2022"),
        ("https://www.cbsnews.com/news/similac-recall-expanded-abbott-baby-formula-death/", "Abbott expands baby formula recall after second infant death - CBS News",
         "The product is a specialty formula for infants who would benefit from lowered mineral intake ...", "Mar 1, 2022"),
        ("https://www.usatoday.com/story/money/food/2022/03/01/similac-recall-expands/9326011002/", "Similac formula recall expands - USA TODAY",
         "The lot was distributed in the U.S. and Israel ...", "Mar 1, 2022"))))
    turns.append((extract(abb, "what was added to the recall and why"), """# Abbott Expands Voluntary Recall of Powder Formula Similac PM 60/40

*ABBOTT PARK, Ill., Feb. 28, 2022*

Abbott (NYSE: ABT) is voluntarily recalling one lot of Similac PM 60/40 (Lot # 27032K80 (can) / Lot # 27032K800 (case)) manufactured in Sturgis, Michigan. This is in addition to the recall announced on Feb. 17, 2022, of certain Similac, Alimentum and EleCare powdered formulas manufactured at the same facility.

Similac PM 60/40 is a specialty formula for infants who would benefit from lowered mineral intake and is used by a small number of infants who have certain medical conditions.

## Why the lot is recalled

This action is in response to the U.S. Food and Drug Administration notifying Abbott of the death of an infant who tested positive for *Cronobacter sakazakii* and who was reported to have consumed Similac PM 60/40 from this lot.

## What to do

- Check the lot number on the bottom of the container or enter it at similacrecall.com.
- Parents of infants on Similac PM 60/40 should contact their healthcare provider for an alternative.
- Contact Abbott at 1-800-986-8540 for a refund.

Product from this lot was distributed in the United States and Israel.
"""))
    turns.append(m.update({"similac_recall_scope": "Similac, Alimentum, EleCare powders (Sturgis) + Similac PM 60/40 lot 27032K80 (expanded Feb 28, 2022)"}))
    turns.append(m.retrieve(["similac_recall_scope"]))
    turns.append((search("Abbott Sturgis plant reopened June 2022 consent decree"), S(
        ("https://abbott.mediaroom.com/2022-06-04-Abbott-Restarts-Sturgis-Plant", "Abbott Restarts Sturgis Plant - Abbott Newsroom",
         "Abbott restarted production at its Sturgis, Mich. plant, beginning with EleCare, under the consent decree with FDA ...", "Jun 4, 2022"),
        ("https://www.fda.gov/news-events/press-announcements/fda-consent-decree-abbott-nutrition", "Justice Department files complaint and proposed consent decree against Abbott Laboratories | FDA",
         "The consent decree requires Abbott to take specific actions before restarting production at the Sturgis facility ...", "May 16, 2022"),
        ("https://www.nbcnews.com/health/health-news/abbott-halts-production-sturgis-storms-flooding-rcna34126", "Abbott pauses Sturgis formula production again after storms - NBC News",
         "Severe thunderstorms and flooding forced the plant to halt production about two weeks after it restarted ...", "Jun 15, 2022"),
        ("https://en.wikipedia.org/wiki/2022_United_States_infant_formula_shortage", "2022 United States infant formula shortage - Wikipedia",
         "Operation Fly Formula imported formula from abroad starting in May 2022 ...", "N/A"))))
    turns.append(m.retrieve_all())
    add(10, turns, "2024-09-16")


# --------------------------------------------------------------------------------------------------------------
# h9-search-11 (BAD): 2022 Brazilian presidential election. Turn 2 (Wikipedia results table) and turn 3 (memory)
# give Lula 60,345,999 votes in the second round; turn 5, re-extracting the same Wikipedia page for the first-round
# figures, shows Lula's second-round cell as 60,354,999 (vote total changes between extractions).
def _br_table(lula_r2: int) -> str:
    r1 = [("Luiz Inácio Lula da Silva", "PT", 57259504), ("Jair Bolsonaro", "PL", 51072345), ("Simone Tebet", "MDB", 4915423),
          ("Ciro Gomes", "PDT", 3599287), ("Soraya Thronicke", "União", 600955), ("Luiz Felipe d'Avila", "NOVO", 559708),
          ("Padre Kelmon", "PTB", 81129), ("Léo Péricles", "UP", 53519), ("Sofia Manzano", "PCB", 45620),
          ("Vera Lúcia", "PSTU", 30176), ("Constituinte Eymael", "DC", 16604)]
    v1 = sum(v for *_, v in r1)
    r2 = [("Luiz Inácio Lula da Silva", "PT", 60345999), ("Jair Bolsonaro", "PL", 58206354)]
    v2 = sum(v for *_, v in r2)
    rows = []
    for name, party, v in r1:
        second = dict((n, x) for n, _, x in r2).get(name)
        shown = lula_r2 if name.startswith("Luiz Inácio") else second
        rows.append(f"| {name} | {party} | {v:,} | {v / v1 * 100:.2f}% | " + (f"{shown:,} | {second / v2 * 100:.2f}% |" if second else "| |"))
    rows.append(f"| **Valid votes** | | {v1:,} | 100.00% | {v2:,} | 100.00% |")
    rows.append("| Blank votes | | 1,964,779 | 1.59% | 1,769,678 | 1.42% |")
    rows.append("| Null votes | | 3,487,874 | 2.82% | 3,930,765 | 3.16% |")
    rows.append(f"| **Total votes** | | {v1 + 1964779 + 3487874:,} | | {v2 + 1769678 + 3930765:,} | |")
    rows.append(f"| Registered voters / turnout | | 156,454,011 | {(v1 + 1964779 + 3487874) / 156454011 * 100:.2f}% | 156,453,354 | {(v2 + 1769678 + 3930765) / 156453354 * 100:.2f}% |")
    return "| Candidate | Party | First round votes | % | Second round votes | % |\n| --- | --- | --- | --- | --- | --- |\n" + "\n".join(rows)


def t11() -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/2022_Brazilian_general_election"
    head = """# 2022 Brazilian general election

From Wikipedia, the free encyclopedia

| Infobox | |
| --- | --- |
| Presidential election | 2 October 2022 (first round), 30 October 2022 (second round) |
| Turnout | 79.06% (first round), 79.42% (second round) |
| Elected President | Luiz Inácio Lula da Silva (PT) |
| Running mate | Geraldo Alckmin (PSB) |
| Defeated | Jair Bolsonaro (PL), running mate Walter Braga Netto |

General elections were held in Brazil on 2 October 2022 to elect the president, vice president, the National Congress, the governors, vice governors, and legislative assemblies of all federative units. As no presidential candidate received more than half of the valid votes in the first round, a second round was held on 30 October 2022.
"""
    turns = []
    turns.append((search("2022 Brazilian presidential election second round results votes"), S(
        (wiki, "2022 Brazilian general election - Wikipedia",
         "Lula won the second round with 50.90% of the valid votes against 49.10% for Bolsonaro, the narrowest margin since redemocratization ...", "N/A"),
        ("https://resultados.tse.jus.br/oficial/app/index.html#/eleicao/resultados", "Resultados - TSE",
         "Eleição Geral Federal 2022 - 2º turno. Presidente. 100,00% seções totalizadas ...", "N/A"),
        ("https://g1.globo.com/politica/eleicoes/2022/apuracao/presidente.ghtml", "Apuração presidente 2022 - 2º turno | g1",
         "Lula (PT) 60.345.999 votos (50,90%); Bolsonaro (PL) 58.206.354 votos (49,10%) ...", "Oct 30, 2022"),
        ("https://www.reuters.com/world/americas/brazil-election-lula-defeats-bolsonaro-2022-10-30/", "Lula defeats Bolsonaro to win Brazil presidency | Reuters",
         "Leftist Luiz Inacio Lula da Silva narrowly won Brazil's presidential election on Sunday ...", "Oct 30, 2022"),
        ("https://www.bbc.com/news/world-latin-america-63443571", "Brazil election: Lula makes stunning comeback - BBC News",
         "With 99.9% of the votes counted, Lula had 50.9% of the votes against Mr Bolsonaro's 49.1% ...", "Oct 31, 2022"),
        ("https://www.aljazeera.com/news/2022/10/30/brazil-election-results-live", "Brazil election results live - Al Jazeera",
         "Lula wins runoff by about 2 million votes ...", "Oct 30, 2022"),
        ("https://en.wikipedia.org/wiki/Luiz_In%C3%A1cio_Lula_da_Silva", "Luiz Inácio Lula da Silva - Wikipedia",
         "39th president of Brazil since 1 January 2023 ...", "N/A"),
        ("https://www.nytimes.com/interactive/2022/10/30/world/americas/brazil-election-results-runoff.html", "Brazil Election Results 2022: Runoff - The New York Times",
         "Results by state: Lula carried the Northeast by wide margins ...", "Oct 30, 2022"))))
    turns.append((extract(wiki, "presidential results, second round votes"), head + "\n## Presidential results\n\n" + _br_table(60345999) + "\n\nSource: Superior Electoral Court (TSE)\n"))
    turns.append(m.add({"lula_r2_votes": "60,345,999 (50.90% of valid)", "bolsonaro_r2_votes": "58,206,354 (49.10% of valid)"}))
    turns.append((search("TSE 2º turno 2022 abstenção comparecimento brancos nulos"), S(
        ("https://www.tse.jus.br/comunicacao/noticias/2022/Outubro/abstencao-no-segundo-turno", "Abstenção no 2º turno das Eleições 2022 - TSE",
         "A abstenção no segundo turno foi de 20,58%, o que corresponde a 32.200.558 eleitores ...", "Oct 31, 2022"),
        ("https://g1.globo.com/politica/eleicoes/2022/noticia/2022/10/30/abstencao-segundo-turno.ghtml", "Abstenção no 2º turno fica em 20,58% | g1",
         "Votos brancos somaram 1,42% e nulos 3,16% ...", "Oct 30, 2022"),
        ("https://www.poder360.com.br/eleicoes/abstencao-2-turno-2022/", "Abstenção cai no 2º turno de 2022 - Poder360",
         "No 1º turno, a abstenção havia sido de 20,94% ...", "Oct 31, 2022"),
        ("https://www.cnnbrasil.com.br/politica/comparecimento-segundo-turno-2022/", "Comparecimento no 2º turno supera o do 1º | CNN Brasil",
         "Mais de 124 milhões de eleitores foram às urnas ...", "Oct 31, 2022"))))
    turns.append((extract(wiki, "first round results and turnout"), head + "\n## Presidential results\n\n" + _br_table(60354999) + "\n\nSource: Superior Electoral Court (TSE)\n"))
    turns.append((extract("https://www.tse.jus.br/comunicacao/noticias/2022/Outubro/abstencao-no-segundo-turno", "second-round turnout and abstention"), """# Abstenção no 2º turno das Eleições 2022

*Tribunal Superior Eleitoral - 31/10/2022*

O segundo turno das Eleições Gerais 2022, realizado no domingo (30), registrou abstenção de 20,58% do eleitorado apto a votar.

| Indicador | Quantidade | % |
| --- | --- | --- |
| Eleitorado apto | 156.453.354 | 100,00% |
| Comparecimento | 124.252.796 | 79,42% |
| Abstenção | 32.200.558 | 20,58% |
| Votos válidos | 118.552.353 | 95,41% |
| Votos em branco | 1.769.678 | 1,42% |
| Votos nulos | 3.930.765 | 3,16% |

No primeiro turno, em 2 de outubro, a abstenção foi de 20,94%. A totalização do segundo turno foi concluída às 19h57 (horário de Brasília) de domingo, com 100% das seções apuradas.
"""))
    turns.append(m.add({"r2_turnout": "124,252,796 voters (79.42%); abstention 32,200,558 (20.58%); blank 1.42%, null 3.16%"}))
    turns.append((search("Lula 2022 narrowest margin since redemocratization runoff"), S(
        ("https://www.reuters.com/world/americas/brazil-election-lula-defeats-bolsonaro-2022-10-30/", "Lula defeats Bolsonaro to win Brazil presidency | Reuters",
         "The 1.8 percentage point margin was the tightest since Brazil's return to democracy in 1985 ...", "Oct 30, 2022"),
        ("https://www.brasildefato.com.br/2022/10/31/menor-margem-da-historia", "Menor margem desde a redemocratização - Brasil de Fato",
         "A diferença entre os dois candidatos foi de 1,8 ponto percentual ...", "Oct 31, 2022"),
        ("https://en.wikipedia.org/wiki/2022_Brazilian_general_election", "2022 Brazilian general election - Wikipedia",
         "... the narrowest margin since redemocratization ...", "N/A"),
        ("https://www.economist.com/the-americas/2022/10/31/lula-wins-brazils-election", "Lula wins Brazil's election by a whisker | The Economist",
         "Bolsonaro became the first incumbent to lose a re-election bid since the rule was introduced in 1997 ...", "Oct 31, 2022"))))
    turns.append(m.retrieve(["r2_turnout"]))
    add(11, turns, "2024-11-05", 5, "vote total changes between extractions")


# --------------------------------------------------------------------------------------------------------------
# h9-search-12 (CLEAN): London Euston live departures. The board legitimately changes between 08:02 and 08:17
# (departed trains drop off, platforms appear, the 08:33 Glasgow becomes delayed, new trains join the bottom);
# a failed extraction (HTTP 503) changes nothing; memory keeps the 08:02 value until the agent updates it.
def _board(updated: str, rows: list[tuple[str, str, str, str, str]]) -> str:
    lines = ["| Time | Destination | Platform | Expected | Operator |", "| --- | --- | --- | --- | --- |"]
    lines += [f"| {t} | {d} | {p} | {e} | {o} |" for t, d, p, e, o in rows]
    return f"""# Live departures from London Euston (EUS)

Thursday 13 March 2025 · **Last updated {updated}**

{chr(10).join(lines)}

Platforms are usually confirmed about 10-15 minutes before departure. Showing next {len(rows)} departures.
"""


def t12() -> None:
    m = Mem()
    live = "https://www.nationalrail.co.uk/live-trains/departures/EUS/"
    awc, lnr, lo = "Avanti West Coast", "London Northwestern Railway", "London Overground"
    b1 = [("08:03", "Milton Keynes Central", "9", "On time", lnr), ("08:07", "Birmingham New Street", "14", "On time", awc),
          ("08:10", "Tring", "8", "On time", lnr), ("08:13", "Watford Junction", "17", "On time", lo),
          ("08:16", "Birmingham New Street", "11", "08:19", lnr), ("08:20", "Liverpool Lime Street", "15", "On time", awc),
          ("08:23", "Crewe", "-", "On time", lnr), ("08:24", "Watford Junction", "16", "On time", lo),
          ("08:30", "Manchester Piccadilly", "-", "On time", awc), ("08:33", "Glasgow Central", "-", "On time", awc),
          ("08:34", "Tring", "-", "On time", lnr), ("08:40", "Birmingham New Street", "-", "On time", awc)]
    b2 = [("08:16", "Birmingham New Street", "11", "08:19", lnr), ("08:20", "Liverpool Lime Street", "15", "On time", awc),
          ("08:23", "Crewe", "10", "On time", lnr), ("08:24", "Watford Junction", "16", "On time", lo),
          ("08:30", "Manchester Piccadilly", "13", "On time", awc), ("08:33", "Glasgow Central", "-", "08:41", awc),
          ("08:34", "Tring", "8", "On time", lnr), ("08:40", "Birmingham New Street", "-", "On time", awc),
          ("08:43", "Northampton", "-", "On time", lnr), ("08:46", "Watford Junction", "-", "On time", lo),
          ("08:50", "Holyhead", "-", "On time", awc), ("08:53", "Crewe", "-", "On time", lnr)]
    turns = []
    turns.append((search("London Euston live departures National Rail"), S(
        (live, "Live Departures from London Euston | National Rail", "Live train times, platforms and delays for departures from London Euston (EUS) ...", "N/A"),
        ("https://www.realtimetrains.co.uk/search/simple/gb-nr:EUS", "London Euston | Realtime Trains", "Departures from London Euston with platforms and real-time running ...", "N/A"),
        ("https://www.networkrail.co.uk/communities/passengers/our-stations/london-euston/", "London Euston | Network Rail", "Station facilities, accessibility, live departures and arrivals ...", "N/A"),
        ("https://www.avantiwestcoast.co.uk/travel-information/live-departures", "Live departures and arrivals | Avanti West Coast", "Check live times for Avanti West Coast services ...", "N/A"),
        ("https://www.trainline.com/live/departures/london-euston", "London Euston Live Departures | Trainline", "Live departure board for London Euston ...", "N/A"),
        ("https://en.wikipedia.org/wiki/London_Euston_railway_station", "London Euston railway station - Wikipedia", "Euston is a central London railway terminus ... 18 platforms ...", "N/A"))))
    turns.append((extract(live, "next departures with platforms"), _board("08:02", b1)))
    turns.append(m.add({"eus_0830_manchester": "08:30 Avanti West Coast to Manchester Piccadilly - platform not yet shown, On time (board at 08:02)"}))
    turns.append((extract(live, "refresh: platform for the 08:30 Manchester"), _board("08:17", b2)))
    turns.append((extract("https://www.realtimetrains.co.uk/search/simple/gb-nr:EUS", "08:30 Manchester service detail"),
                  "Error: Failed to fetch https://www.realtimetrains.co.uk/search/simple/gb-nr:EUS (HTTP 503 Service Unavailable). No content was extracted."))
    turns.append(m.retrieve(["eus_0830_manchester"]))
    turns.append(m.update({"eus_0830_manchester": "08:30 Avanti West Coast to Manchester Piccadilly - platform 13, On time (board at 08:17)"}))
    turns.append((search("Avanti West Coast Euston to Manchester Piccadilly journey time stops"), S(
        ("https://www.avantiwestcoast.co.uk/destinations/manchester", "Trains to Manchester | Avanti West Coast", "Direct trains from London Euston to Manchester Piccadilly in just over 2 hours, calling at Milton Keynes, Stoke-on-Trent and Stockport ...", "N/A"),
        ("https://www.thetrainline.com/en/train-times/london-euston-to-manchester-piccadilly", "London Euston to Manchester Piccadilly | Trainline", "The fastest journey time is about 2h 4m; 50+ trains per day ...", "N/A"),
        ("https://www.seat61.com/London-to-Manchester-by-train.htm", "London to Manchester by train | Seat61", "Avanti runs 3 trains an hour off-peak from Euston ...", "Jan 2025"),
        ("https://en.wikipedia.org/wiki/Avanti_West_Coast", "Avanti West Coast - Wikipedia", "Avanti West Coast operates the West Coast Partnership franchise using Class 390 Pendolino and Class 805/807 trains ...", "N/A"))))
    turns.append(m.retrieve_all())
    add(12, turns, "2025-03-13")


# --------------------------------------------------------------------------------------------------------------
# h9-search-13 (BAD): Inside Out 2 box office. Turn 6 removes the memory key "io2_rank_2024" (reply: removed);
# turn 7 retrieve_all still lists "io2_rank_2024" with its old value (deleted key reappears).
def t13() -> None:
    m = Mem()
    mojo = "https://www.boxofficemojo.com/release/rl1942979329/"
    ww24 = "https://www.boxofficemojo.com/year/world/2024/"
    top = [("Inside Out 2", 1698863816, 652980194), ("Deadpool & Wolverine", 1338073645, 636745858), ("Moana 2", 1059242164, 460003965),
           ("Despicable Me 4", 969126444, 361004205), ("Wicked", 756535681, 473231120), ("Mufasa: The Lion King", 722631756, 254567693),
           ("Venom: The Last Dance", 478841393, 139755962), ("Dune: Part Two", 714444358, 282144358), ("Godzilla x Kong: The New Empire", 571750016, 196350016),
           ("Kung Fu Panda 4", 547689492, 193590620)]
    top.sort(key=lambda r: -r[1])
    tab = "\n".join(f"| {i} | {t} | ${w:,} | ${d:,} | {d / w * 100:.1f}% | ${w - d:,} |" for i, (t, w, d) in enumerate(top, 1))
    turns = []
    turns.append((search("Inside Out 2 box office worldwide total domestic opening"), S(
        (mojo, "Inside Out 2 - Box Office Mojo", "Domestic (38.4%) $652,980,194 · International (61.6%) $1,045,883,622 · Worldwide $1,698,863,816 ...", "N/A"),
        ("https://www.the-numbers.com/movie/Inside-Out-2-(2024)", "Inside Out 2 (2024) - Financial Information - The Numbers", "Domestic box office $652,980,194; opening weekend $154,201,673 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Inside_Out_2", "Inside Out 2 - Wikipedia", "Inside Out 2 is a 2024 American animated coming-of-age film produced by Pixar ... grossed $1.699 billion worldwide ...", "N/A"),
        ("https://variety.com/2024/film/box-office/inside-out-2-box-office-opening-weekend-1236037240/", "'Inside Out 2' Opens to Record $155 Million - Variety", "The biggest opening of 2024 so far and the largest for an animated film since Incredibles 2 ...", "Jun 16, 2024"),
        ("https://deadline.com/2024/08/inside-out-2-highest-grossing-animated-movie-ever-1236041817/", "'Inside Out 2' Becomes Highest-Grossing Animated Movie Ever - Deadline", "Pixar's sequel passed Frozen II's $1.45 billion global haul ...", "Aug 4, 2024"),
        ("https://www.pixar.com/feature-films/inside-out-2", "Inside Out 2 | Pixar Animation Studios", "Joy, Sadness, Anger, Fear and Disgust are joined by Anxiety ...", "N/A"))))
    turns.append((extract(mojo, "domestic, international, worldwide, opening, release info"), """# Inside Out 2 (2024)

Box Office Mojo · Original Release

| All Territories | |
| --- | --- |
| Domestic (38.4%) | $652,980,194 |
| International (61.6%) | $1,045,883,622 |
| Worldwide | $1,698,863,816 |

| Summary | |
| --- | --- |
| Distributor | Walt Disney Studios Motion Pictures |
| Opening | $154,201,673 (4,440 theaters) |
| Release Date | Jun 14, 2024 - Jan 2, 2025 |
| MPAA | PG |
| Running Time | 1 hr 36 min |
| Genres | Adventure, Animation, Comedy, Drama, Family, Fantasy |
| Widest Release | 4,440 theaters |
| In Release | 202 days / 28 weeks |

## Top international markets

| Market | Gross |
| --- | --- |
| Mexico | $108,913,475 |
| United Kingdom | $96,027,812 |
| Korea | $64,604,209 |
| Brazil | $58,309,170 |
| Japan | $52,618,112 |
| France | $47,202,338 |
"""))
    turns.append(m.add({"io2_worldwide": "$1,698,863,816", "io2_domestic": "$652,980,194 (38.4%)", "io2_opening": "$154,201,673 (4,440 theaters)",
                        "io2_rank_2024": "unverified - probably #1 worldwide for 2024, check year chart"}))
    turns.append((search("highest grossing films 2024 worldwide box office"), S(
        (ww24, "2024 Worldwide Box Office - Box Office Mojo", "Inside Out 2 $1,698,863,816; Deadpool & Wolverine $1,338,073,645; Moana 2 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_in_film", "2024 in film - Wikipedia", "Highest-grossing films of 2024: Inside Out 2, Deadpool & Wolverine, Moana 2 ...", "N/A"),
        ("https://www.the-numbers.com/box-office-records/worldwide/all-movies/cumulative/released-in-2024", "Top 2024 Movies at the Worldwide Box Office - The Numbers", "Rank, movie, worldwide box office, domestic, international ...", "N/A"),
        ("https://variety.com/2025/film/box-office/highest-grossing-movies-2024-1236264119/", "The Highest-Grossing Movies of 2024 - Variety", "Disney had three of the top four global releases ...", "Jan 3, 2025"))))
    turns.append((extract(ww24, "top 10 worldwide 2024"), f"""# 2024 Worldwide Box Office

Sorted by: Worldwide gross · Showing 1-10 of 200

| Rank | Release Group | Worldwide | Domestic | Dom % | Foreign |
| --- | --- | --- | --- | --- | --- |
{tab}
"""))
    turns.append(m.remove(["io2_rank_2024"]))
    view = dict(m.d)
    view["io2_rank_2024"] = "unverified - probably #1 worldwide for 2024, check year chart"
    turns.append(m.retrieve_all(view))
    turns.append((search("Inside Out 2 highest grossing animated film record Frozen II"), S(
        ("https://deadline.com/2024/08/inside-out-2-highest-grossing-animated-movie-ever-1236041817/", "'Inside Out 2' Becomes Highest-Grossing Animated Movie Ever - Deadline", "Pixar's sequel passed Frozen II's $1.45 billion global haul ...", "Aug 4, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/inside-out-2-passes-frozen-2-box-office-1235965920/", "'Inside Out 2' Dethrones 'Frozen II' - The Hollywood Reporter", "The film crossed $1.46 billion over the weekend ...", "Aug 4, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_highest-grossing_animated_films", "List of highest-grossing animated films - Wikipedia", "Ne Zha 2 (2025) became the highest-grossing animated film in February 2025, surpassing Inside Out 2 ...", "N/A"))))
    turns.append((extract("https://deadline.com/2024/08/inside-out-2-highest-grossing-animated-movie-ever-1236041817/", "when and by how much it passed Frozen II"), """# 'Inside Out 2' Becomes Highest-Grossing Animated Movie Ever

*By Nancy Tartaglione - August 4, 2024*

Disney/Pixar's Inside Out 2 this weekend became the highest-grossing animated film of all time at the global box office, surpassing Frozen II's $1.450 billion.

- Global running total through Sunday: **$1.462 billion** (domestic $642.0M, international $820.1M).
- It is the 23rd film ever to cross $1.4 billion worldwide and Pixar's biggest release.
- Top overseas markets so far: Mexico, UK, Korea, Brazil, Japan (just opened Aug 1).

The film opened June 14 to $154.2M domestically, the second-biggest animated opening after Incredibles 2.
"""))
    turns.append(m.add({"io2_record": "Highest-grossing animated film as of Aug 4, 2024 (passed Frozen II $1.450B); later passed by Ne Zha 2 (Feb 2025)"}))
    add(13, turns, "2025-04-02", 7, "deleted key reappears")


# --------------------------------------------------------------------------------------------------------------
# h9-search-14 (CLEAN): Apple Q4 FY2024 and Q1 FY2025 results. Two EPS figures for Q4 are both right (GAAP $0.97
# includes the one-time $10.2B State Aid tax charge; $1.64 excludes it); revenue changes quarter to quarter; each
# category table sums to the quarter's total.
def _aapl(rows: list[tuple[str, int, int]]) -> str:
    tot = (sum(r[1] for r in rows), sum(r[2] for r in rows))
    out = ["| (in millions) | This quarter | Year-ago quarter | Change |", "| --- | --- | --- | --- |"]
    out += [f"| {n} | ${a:,} | ${b:,} | {(a / b - 1) * 100:+.0f}% |" for n, a, b in rows]
    out.append(f"| **Total net sales** | **${tot[0]:,}** | **${tot[1]:,}** | **{(tot[0] / tot[1] - 1) * 100:+.0f}%** |")
    return "\n".join(out)


def t14() -> None:
    m = Mem()
    q4 = "https://www.apple.com/newsroom/2024/10/apple-reports-fourth-quarter-results/"
    q1 = "https://www.apple.com/newsroom/2025/01/apple-reports-first-quarter-results/"
    q4rows = [("iPhone", 46222, 43805), ("Mac", 7744, 7614), ("iPad", 6950, 6443), ("Wearables, Home and Accessories", 9042, 9322), ("Services", 24972, 22314)]
    q1rows = [("iPhone", 69138, 69702), ("Mac", 8987, 7780), ("iPad", 8088, 7023), ("Wearables, Home and Accessories", 11747, 11953), ("Services", 26340, 23117)]
    turns = []
    turns.append((search("Apple Q4 fiscal 2024 results revenue EPS"), S(
        (q4, "Apple reports fourth quarter results - Apple Newsroom", "Quarterly revenue of $94.9 billion, up 6 percent year over year. EPS of $0.97; $1.64 excluding one-time tax charge ...", "Oct 31, 2024"),
        ("https://www.cnbc.com/2024/10/31/apple-aapl-earnings-report-q4-2024.html", "Apple (AAPL) earnings report Q4 2024 - CNBC", "Earnings per share: $1.64 adjusted vs. $1.60 expected. Revenue: $94.93 billion vs. $94.58 billion expected ...", "Oct 31, 2024"),
        ("https://investor.apple.com/investor-relations/default.aspx", "Investor Relations - Apple", "FY 24 Fourth Quarter Results: press release, financial data, call webcast ...", "N/A"),
        ("https://www.reuters.com/technology/apple-forecasts-december-quarter-2024-10-31/", "Apple forecasts modest holiday-quarter growth | Reuters", "A one-time $10.2 billion charge tied to the EU State Aid decision cut net income ...", "Oct 31, 2024"),
        ("https://www.macrumors.com/2024/10/31/apple-4q-2024-earnings/", "Apple Reports 4Q 2024 Results: $14.7B Profit on $94.9B Revenue - MacRumors", "Net quarterly profit of $14.7 billion, or $0.97 per diluted share, reflecting the tax charge ...", "Oct 31, 2024"),
        ("https://en.wikipedia.org/wiki/Apple_Inc.", "Apple Inc. - Wikipedia", "Revenue US$391.0 billion (FY2024) ...", "N/A"))))
    turns.append((extract(q4, "revenue, EPS, one-time charge, revenue by category"), f"""# Apple reports fourth quarter results

*PRESS RELEASE - October 31, 2024*

**September quarter records for total company revenue and earnings per share, excluding one-time charge**

CUPERTINO, CALIFORNIA - Apple today announced financial results for its fiscal 2024 fourth quarter ended September 28, 2024. The Company posted quarterly revenue of $94.9 billion, up 6 percent year over year. Diluted earnings per share was $0.97. Excluding the one-time charge recognized during the fourth quarter of fiscal 2024 related to the impact of the reversal of the European General Court's State Aid decision, diluted earnings per share was $1.64, up 12 percent year over year.

> "Today Apple is reporting a new September quarter revenue record of $94.9 billion, up 6 percent from a year ago," said Tim Cook, Apple's CEO.

> "Our record business performance during the September quarter drove nearly $27 billion in operating cash flow," said Luca Maestri, Apple's CFO.

Apple's board of directors has declared a cash dividend of $0.25 per share of the Company's common stock, payable on November 14, 2024.

## Net sales by category

{_aapl(q4rows)}

One-time income tax charge: $10.2 billion, net.
"""))
    turns.append(m.add({"aapl_q4fy24": "Revenue $94.93B (+6%); diluted EPS $0.97 GAAP, $1.64 excluding one-time $10.2B State Aid tax charge; Services $24.97B"}))
    turns.append((search("Apple first quarter fiscal 2025 results revenue record EPS"), S(
        (q1, "Apple reports first quarter results - Apple Newsroom", "Revenue of $124.3 billion, up 4 percent year over year; EPS of $2.40, up 10 percent ...", "Jan 30, 2025"),
        ("https://www.cnbc.com/2025/01/30/apple-aapl-q1-earnings-2025.html", "Apple (AAPL) Q1 2025 earnings - CNBC", "iPhone revenue $69.14 billion vs. $71.03 billion expected; Services $26.34 billion ...", "Jan 30, 2025"),
        ("https://www.theverge.com/2025/1/30/apple-q1-2025-earnings-iphone-china", "Apple's iPhone sales slipped in China last quarter - The Verge", "Greater China revenue fell 11 percent ...", "Jan 30, 2025"))))
    turns.append((extract(q1, "revenue, EPS, category breakdown"), f"""# Apple reports first quarter results

*PRESS RELEASE - January 30, 2025*

**All-time records for total company revenue and EPS; Services reaches new all-time revenue record**

CUPERTINO, CALIFORNIA - Apple today announced financial results for its fiscal 2025 first quarter ended December 28, 2024. The Company posted all-time record revenue of $124.3 billion, up 4 percent year over year, and quarterly diluted earnings per share of $2.40, up 10 percent year over year.

Apple's board of directors has declared a cash dividend of $0.25 per share of the Company's common stock, payable on February 13, 2025.

## Net sales by category

{_aapl(q1rows)}
"""))
    turns.append(m.add({"aapl_q1fy25": "Revenue $124.30B (+4%, all-time record); diluted EPS $2.40 (+10%); iPhone $69.14B, Services $26.34B"}))
    turns.append(m.retrieve_all())
    add(14, turns, "2025-02-20")


# --------------------------------------------------------------------------------------------------------------
# h9-search-15 (BAD): SELECT trial (semaglutide CV outcomes) on ClinicalTrials.gov. Turn 2 shows Overall Status
# "Completed" (last update posted 2024-01-12), turn 8's history ends with that same 2024-01-12 version, turn 9 reads
# "Completed" back from memory; turn 10, re-extracting the same record, shows Overall Status "Active, not recruiting"
# with the same last-update date (status reverted).
def _select(status: str, goal_section: str) -> str:
    return f"""# Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity (SELECT)

ClinicalTrials.gov ID **NCT03574597**

Sponsor: Novo Nordisk A/S · Information provided by: Novo Nordisk A/S (Responsible Party) · Last Update Posted: 2024-01-12

## Study Overview

| Field | Value |
| --- | --- |
| Overall Status | {status} |
| Study Type | Interventional |
| Phase | Phase 3 |
| Allocation | Randomized; Quadruple masking (Participant, Care Provider, Investigator, Outcomes Assessor) |
| Enrollment | 17,604 (Actual) |
| Study Start (Actual) | 2018-10-24 |
| Primary Completion (Actual) | 2023-06-29 |
| Study Completion (Actual) | 2023-06-29 |
| First Submitted | 2018-06-20 |
| First Posted | 2018-07-02 |
| Results First Posted | Not yet posted |

## Arms and Interventions

| Arm | Intervention |
| --- | --- |
| Experimental: Semaglutide | Semaglutide 2.4 mg s.c. once weekly, dose escalation over 16 weeks |
| Placebo Comparator: Placebo | Placebo s.c. once weekly |

## Primary Outcome

Time from randomisation to first occurrence of a major adverse cardiovascular event (MACE): cardiovascular death, non-fatal myocardial infarction, or non-fatal stroke. Time frame: up to 59 months.

## Eligibility (key)

- Age 45 years or older; BMI 27 kg/m² or more
- Established cardiovascular disease (prior MI, prior stroke, or symptomatic PAD)
- Exclusion: HbA1c 6.5% or higher; history of type 1 or type 2 diabetes

## Locations

804 study locations in 41 countries · {goal_section}
"""


def t15() -> None:
    m = Mem()
    ct = "https://clinicaltrials.gov/study/NCT03574597"
    hist = "https://clinicaltrials.gov/study/NCT03574597?tab=history"
    nejm = "https://www.nejm.org/doi/full/10.1056/NEJMoa2307563"
    turns = []
    turns.append((search("SELECT trial semaglutide cardiovascular outcomes obesity NCT number"), S(
        (ct, "Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity (SELECT) | ClinicalTrials.gov",
         "NCT03574597. Sponsor: Novo Nordisk A/S. Phase 3. Enrollment 17,604 ...", "N/A"),
        (nejm, "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes | NEJM", "Lincoff AM, Brown-Frandsen K, Colhoun HM, et al. ... 17,604 patients were enrolled ...", "Nov 11, 2023"),
        ("https://www.novonordisk.com/news-and-media/news-and-ir-materials/news-details.html?id=166301", "Semaglutide 2.4 mg reduces the risk of major adverse cardiovascular events by 20% in adults with overweight or obesity in the SELECT trial | Novo Nordisk",
         "Headline results from SELECT ... 20% reduction in MACE ...", "Aug 8, 2023"),
        ("https://www.ahajournals.org/doi/10.1161/SELECT.design", "Semaglutide Effects on Cardiovascular Outcomes in People With Overweight or Obesity (SELECT) rationale and design", "Design paper describing the event-driven trial ...", "Mar 2020"),
        ("https://en.wikipedia.org/wiki/Semaglutide", "Semaglutide - Wikipedia", "In March 2024 the FDA approved Wegovy to reduce the risk of cardiovascular events ...", "N/A"),
        ("https://www.tctmd.com/news/select-semaglutide-cuts-mace-20-nondiabetic-patients-obesity", "SELECT: Semaglutide Cuts MACE by 20% in Nondiabetic Patients With Obesity | TCTMD", "Presented at AHA 2023 ...", "Nov 11, 2023"))))
    turns.append((extract(ct, "status, enrollment, key dates"), _select("Completed", "Results tab: no results posted")))
    turns.append(m.add({"select_nct": "NCT03574597", "select_enrollment": "17,604 (actual)", "select_status": "Completed (last update posted 2024-01-12)"}))
    turns.append((search("SELECT trial NEJM 2023 Lincoff semaglutide MACE hazard ratio"), S(
        (nejm, "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes | NEJM", "A primary cardiovascular end-point event occurred in 569 of the 8803 patients (6.5%) in the semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group ...", "Nov 11, 2023"),
        ("https://pubmed.ncbi.nlm.nih.gov/37952131/", "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes - PubMed", "N Engl J Med 2023;389:2221-2232 ...", "Nov 11, 2023"),
        ("https://www.acc.org/latest-in-cardiology/clinical-trials/2023/11/09/22/33/select", "Semaglutide Effects on Cardiovascular Outcomes in People With Overweight or Obesity - American College of Cardiology", "Mean follow-up 39.8 months ...", "Nov 11, 2023"),
        ("https://www.statnews.com/2023/11/11/wegovy-select-trial-full-results-heart/", "Full SELECT results: Wegovy cut heart attacks, strokes by 20% - STAT", "The benefit appeared early and was independent of weight loss ...", "Nov 11, 2023"))))
    turns.append((extract(nejm, "participants, follow-up, primary endpoint result"), """# Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes

A. Michael Lincoff, Kirstine Brown-Frandsen, Helen M. Colhoun, et al., for the SELECT Trial Investigators
*N Engl J Med 2023;389:2221-2232 · Published November 11, 2023 · DOI: 10.1056/NEJMoa2307563*

## Abstract

**Background.** Semaglutide, a glucagon-like peptide-1 receptor agonist, has been shown to reduce the risk of adverse cardiovascular events in patients with diabetes. Whether semaglutide can reduce cardiovascular risk associated with overweight and obesity in the absence of diabetes is unknown.

**Methods.** In a multicenter, double-blind, randomized, placebo-controlled, event-driven superiority trial, we enrolled patients 45 years of age or older who had preexisting cardiovascular disease and a body-mass index of 27 or greater but no history of diabetes. Patients were randomly assigned in a 1:1 ratio to receive once-weekly subcutaneous semaglutide at a dose of 2.4 mg or placebo.

**Results.** A total of 17,604 patients were enrolled; 8803 were assigned to receive semaglutide and 8801 to receive placebo. The mean (±SD) duration of exposure to semaglutide or placebo was 34.2±13.7 months, and the mean duration of follow-up was 39.8±9.4 months. A primary cardiovascular end-point event occurred in 569 of the 8803 patients (6.5%) in the semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group (hazard ratio, 0.80; 95% confidence interval, 0.72 to 0.90; P<0.001). Adverse events leading to permanent discontinuation of the trial product occurred in 1461 patients (16.6%) in the semaglutide group and 718 patients (8.2%) in the placebo group (P<0.001).

**Conclusions.** In patients with preexisting cardiovascular disease and overweight or obesity but without diabetes, weekly subcutaneous semaglutide at a dose of 2.4 mg was superior to placebo in reducing the incidence of death from cardiovascular causes, nonfatal myocardial infarction, or nonfatal stroke at a mean follow-up of 39.8 months.

(Funded by Novo Nordisk; SELECT ClinicalTrials.gov number, NCT03574597.)
"""))
    turns.append(m.add({"select_primary": "MACE 569/8803 (6.5%) vs 701/8801 (8.0%); HR 0.80 (95% CI 0.72-0.90); mean follow-up 39.8 mo"}))
    turns.append((search("NCT03574597 record history versions"), S(
        (hist, "History of Changes for Study: NCT03574597 | ClinicalTrials.gov", "Study record versions submitted to ClinicalTrials.gov ...", "N/A"),
        (ct, "Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity (SELECT) | ClinicalTrials.gov", "NCT03574597. Sponsor: Novo Nordisk A/S. Phase 3. Enrollment 17,604 ...", "N/A"),
        ("https://classic.clinicaltrials.gov/ct2/history/NCT03574597", "History of Changes for Study: NCT03574597 (classic)", "The classic website has been retired; see the modernized history tab ...", "N/A"))))
    turns.append((extract(hist, "versions with dates and what changed"), """# History of Changes for Study: NCT03574597

Latest version (submitted January 10, 2024) on ClinicalTrials.gov. A study version is represented by a row in the table.

| Version | Submitted Date | Changes |
| --- | --- | --- |
| 1 | 2018-06-20 | Nothing (earliest version on record) |
| 2 | 2018-10-29 | Recruitment Status, Study Status, Contacts/Locations |
| 3 | 2019-05-14 | Contacts/Locations, Study Status |
| 4 | 2020-03-03 | Study Design, Eligibility, Study Status |
| 5 | 2021-04-26 | Recruitment Status, Enrollment, Study Status, Contacts/Locations |
| 6 | 2022-09-19 | Study Status, Outcome Measures |
| 7 | 2023-07-10 | Recruitment Status, Study Status, Enrollment |
| 8 | 2024-01-10 | Study Status, Contacts/Locations, References |

- Version 2: Recruitment status changed from "Not yet recruiting" to "Recruiting".
- Version 5: Recruitment status changed to "Active, not recruiting"; enrollment 17,500 (Anticipated) -> 17,604 (Actual).
- Version 7: Recruitment status changed to "Completed"; primary and study completion dates marked Actual (2023-06-29).
- Version 8: Publication reference added (Lincoff et al., N Engl J Med 2023). Posted 2024-01-12.
"""))
    turns.append(m.retrieve(["select_status"]))
    turns.append((extract(ct, "primary completion date and whether results are posted"), _select("Active, not recruiting", "Results tab: no results posted")))
    turns.append((search("Wegovy cardiovascular risk reduction FDA approval March 2024 SELECT"), S(
        ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-treatment-reduce-risk-serious-heart-problems-specifically-adults-obesity-or", "FDA Approves First Treatment to Reduce Risk of Serious Heart Problems Specifically in Adults with Obesity or Overweight | FDA",
         "The FDA approved a new indication for Wegovy (semaglutide) injection to reduce the risk of cardiovascular death, heart attack, and stroke ...", "Mar 8, 2024"),
        ("https://www.novonordisk-us.com/media/news-archive/news-details.html?id=166545", "Wegovy approved by FDA for cardiovascular risk reduction | Novo Nordisk US", "Based on the SELECT trial ...", "Mar 8, 2024"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-approves-novos-wegovy-heart-risk-2024-03-08/", "US FDA approves Novo's Wegovy for heart risk reduction | Reuters", "The label expansion could help broaden insurance coverage ...", "Mar 8, 2024"))))
    turns.append(m.add({"wegovy_cv_label": "FDA approved CV risk-reduction indication for Wegovy on Mar 8, 2024 (based on SELECT)"}))
    add(15, turns, "2024-05-27", 10, "status reverted")


# --------------------------------------------------------------------------------------------------------------
# h9-search-16 (CLEAN): Log4j follow-up CVEs. CVE-2021-45046's score legitimately changed (3.7 Low on Dec 14 ->
# 9.0 Critical on Dec 17, 2021, shown as a dated change), the "safe version" moves 2.15.0 -> 2.16.0 -> 2.17.0 ->
# 2.17.1 as successive CVEs were fixed, and the agent updates its own memory key accordingly.
def t16() -> None:
    m = Mem()
    nvd = "https://nvd.nist.gov/vuln/detail/CVE-2021-45046"
    sec = "https://logging.apache.org/log4j/2.x/security.html"
    gh = "https://github.com/advisories/GHSA-7rjr-3q55-vv33"
    turns = []
    turns.append((search("CVE-2021-45046 log4j 2.16.0 CVSS score"), S(
        (nvd, "NVD - CVE-2021-45046", "It was found that the fix to address CVE-2021-44228 in Apache Log4j 2.15.0 was incomplete in certain non-default configurations ...", "Dec 14, 2021"),
        (gh, "Incomplete fix for Apache Log4j vulnerability · CVE-2021-45046 · GitHub Advisory Database", "Critical severity · Patched versions 2.16.0, 2.12.2 ...", "Dec 14, 2021"),
        (sec, "Log4j - Apache Log4j Security Vulnerabilities", "Fixed in Log4j 2.17.1 (Java 8), 2.12.4 (Java 7) and 2.3.2 (Java 6) ...", "N/A"),
        ("https://www.lunasec.io/docs/blog/log4j-zero-day-severity-of-cve-2021-45046-increased/", "Log4Shell Update: Severity Upgraded 3.7 -> 9.0 for Second Log4j Vulnerability - LunaSec",
         "Apache raised the CVSS score for CVE-2021-45046 after researchers showed it can lead to RCE in some environments ...", "Dec 17, 2021"),
        ("https://www.cisa.gov/news-events/news/apache-log4j-vulnerability-guidance", "Apache Log4j Vulnerability Guidance | CISA", "CISA urges organizations to upgrade to Log4j 2.17.1 or later ...", "Dec 22, 2021"),
        ("https://www.bleepingcomputer.com/news/security/second-log4j-vulnerability-cve-2021-45046-discovered-new-patch-released/", "Second Log4j vulnerability discovered, patch already released - BleepingComputer", "Log4j 2.16.0 disables JNDI by default and removes support for message lookups ...", "Dec 14, 2021"),
        ("https://security.snyk.io/vuln/SNYK-JAVA-ORGAPACHELOGGINGLOG4J-2321524", "Remote Code Execution (RCE) in org.apache.logging.log4j:log4j-core | Snyk", "Upgrade to 2.16.0 or higher ...", "Dec 14, 2021"))))
    turns.append((extract(nvd, "description, score, change history"), """# CVE-2021-45046 Detail

**Modified** - This vulnerability has been modified since it was last analyzed by the NVD.

## Description

It was found that the fix to address CVE-2021-44228 in Apache Log4j 2.15.0 was incomplete in certain non-default configurations. This could allow attackers with control over Thread Context Map (MDC) input data when the logging configuration uses a non-default Pattern Layout with either a Context Lookup (for example, $${ctx:loginId}) or a Thread Context Map pattern (%X, %mdc, or %MDC) to craft malicious input data using a JNDI Lookup pattern resulting in an information leak and remote code execution in some environments and local code execution in all environments. Log4j 2.16.0 (Java 8) and 2.12.2 (Java 7) fix this issue by removing support for message lookup patterns and disabling JNDI functionality by default.

## Severity

| Source | CVSS 3.x Base Score | Vector |
| --- | --- | --- |
| NIST (NVD) | 9.0 CRITICAL | CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H |
| CNA: Apache Software Foundation | 9.0 CRITICAL | CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H |

## Weakness Enumeration

| CWE-ID | Name | Source |
| --- | --- | --- |
| CWE-917 | Improper Neutralization of Special Elements used in an Expression Language Statement ('Expression Language Injection') | NIST; Apache |

## Known Affected Software Configurations

- cpe:2.3:a:apache:log4j:*:*:*:*:*:*:*:* up to (excluding) 2.12.2
- cpe:2.3:a:apache:log4j:*:*:*:*:*:*:*:* from (including) 2.13.0 up to (excluding) 2.16.0

## Change History (selected)

| Date | Source | Change |
| --- | --- | --- |
| 12/14/2021 | Apache Software Foundation | New CVE received; CNA score 3.7 LOW (CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:N/A:L) |
| 12/17/2021 | Apache Software Foundation | Description changed (RCE in some environments); CNA score changed 3.7 LOW -> 9.0 CRITICAL |
| 12/20/2021 | NIST | Initial analysis: NVD score 9.0 CRITICAL; CPE configurations added |

**NVD Published Date:** 12/14/2021 · **NVD Last Modified:** 11/21/2024 · **Source:** Apache Software Foundation
"""))
    turns.append(m.add({"log4j_latest_safe": "2.16.0 (Java 8) / 2.12.2 (Java 7) - fixes CVE-2021-45046 (9.0 Critical; was 3.7 before Dec 17, 2021)"}))
    turns.append((search("CVE-2021-45105 log4j 2.17.0 denial of service recursion; CVE-2021-44832 2.17.1"), S(
        (sec, "Log4j - Apache Log4j Security Vulnerabilities", "CVE-2021-45105: infinite recursion in lookup evaluation, fixed in 2.17.0. CVE-2021-44832: JDBC Appender RCE, fixed in 2.17.1 ...", "N/A"),
        ("https://nvd.nist.gov/vuln/detail/CVE-2021-45105", "NVD - CVE-2021-45105", "Apache Log4j2 versions 2.0-alpha1 through 2.16.0 (excluding 2.12.3 and 2.3.1) did not protect from uncontrolled recursion from self-referential lookups ...", "Dec 18, 2021"),
        ("https://nvd.nist.gov/vuln/detail/CVE-2021-44832", "NVD - CVE-2021-44832", "Apache Log4j2 versions 2.0-beta7 through 2.17.0 (excluding 2.3.2 and 2.12.4) are vulnerable to RCE via the JDBC Appender when an attacker controls the configuration ...", "Dec 28, 2021"),
        ("https://www.zerodayinitiative.com/blog/2021/12/17/cve-2021-45105-denial-of-service-via-uncontrolled-recursion-in-log4j-strsubstitutor", "CVE-2021-45105: Denial of Service via Uncontrolled Recursion in Log4j StrSubstitutor - ZDI", "Discovered by Hideki Okamoto of Akamai and an anonymous researcher ...", "Dec 17, 2021"),
        ("https://www.checkmarx.com/blog/cve-2021-44832-apache-log4j-2-17-0-arbitrary-code-execution-via-jdbcappender-datasource-element/", "CVE-2021-44832 - Apache Log4j 2.17.0 Arbitrary Code Execution via JDBCAppender - Checkmarx", "Severity: Medium (6.6) ...", "Dec 28, 2021"))))
    turns.append((extract(sec, "list of CVEs with fixed versions and scores"), """# Apache Log4j Security Vulnerabilities

This page lists all the security vulnerabilities fixed in released versions of Apache Log4j 2.

## Summary

| CVE | Type | Severity (CVSS 3.1) | Affected | Fixed in |
| --- | --- | --- | --- | --- |
| CVE-2021-44832 | RCE via JDBC Appender (attacker-controlled configuration) | Moderate 6.6 | 2.0-beta7 to 2.17.0 | 2.17.1 (Java 8), 2.12.4 (Java 7), 2.3.2 (Java 6) |
| CVE-2021-45105 | Denial of service via infinite recursion in lookups | Moderate 5.9 | 2.0-alpha1 to 2.16.0 | 2.17.0 (Java 8), 2.12.3 (Java 7), 2.3.1 (Java 6) |
| CVE-2021-45046 | RCE / information leak via Thread Context lookups (incomplete fix of 44228) | Critical 9.0 | 2.0-beta9 to 2.15.0 | 2.16.0 (Java 8), 2.12.2 (Java 7) |
| CVE-2021-44228 | RCE via JNDI lookups ("Log4Shell") | Critical 10.0 | 2.0-beta9 to 2.14.1 | 2.15.0 (Java 8); later 2.12.2 (Java 7), 2.3.1 (Java 6) |

## Recommendation

Users should upgrade to **Log4j 2.17.1** (Java 8), **2.12.4** (Java 7) or **2.3.2** (Java 6). Note that only the log4j-core JAR file is impacted by these vulnerabilities; applications using only the log4j-api JAR file without the log4j-core JAR file are not impacted.

## History

- 2021-12-10: 2.15.0 released for CVE-2021-44228.
- 2021-12-13: 2.16.0 released for CVE-2021-45046.
- 2021-12-18: 2.17.0 released for CVE-2021-45105.
- 2021-12-28: 2.17.1 released for CVE-2021-44832.
"""))
    turns.append(m.update({"log4j_latest_safe": "2.17.1 (Java 8) / 2.12.4 (Java 7) / 2.3.2 (Java 6) - fixes 44228, 45046, 45105 and 44832"}))
    turns.append(m.retrieve(["log4j_latest_safe"]))
    turns.append((extract(gh, "severity, patched versions, dates"), """# Incomplete fix for Apache Log4j vulnerability

**Critical severity** · GitHub Reviewed · Published Dec 14, 2021 to the GitHub Advisory Database · Updated Feb 1, 2023

## Package

| Package | Affected versions | Patched versions |
| --- | --- | --- |
| org.apache.logging.log4j:log4j-core (Maven) | >= 2.13.0, < 2.16.0 | 2.16.0 |
| org.apache.logging.log4j:log4j-core (Maven) | < 2.12.2 | 2.12.2 |

## Description

It was found that the fix to address CVE-2021-44228 in Apache Log4j 2.15.0 was incomplete in certain non-default configurations. This could allow attackers with control over Thread Context Map (MDC) input data ... Log4j 2.16.0 and 2.12.2 fix this issue by removing support for message lookup patterns and disabling JNDI functionality by default.

## Severity

Critical · 9.0 / 10 · CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H

## Weaknesses

CWE-502, CWE-917

| Identifiers | |
| --- | --- |
| CVE ID | CVE-2021-45046 |
| GHSA ID | GHSA-7rjr-3q55-vv33 |

Note: later Log4j advisories (CVE-2021-45105, CVE-2021-44832) affect 2.16.0; see those advisories for their patched versions.
"""))
    add(16, turns, "2025-01-27")


# --------------------------------------------------------------------------------------------------------------
# QS tables shared by h9-search-17 and h9-search-22: (name, country, QS 2025 rank, score 2025, QS 2024 rank)
QS25 = [("Massachusetts Institute of Technology (MIT)", "United States", 1, 100.0, 1), ("Imperial College London", "United Kingdom", 2, 98.5, 6),
        ("University of Oxford", "United Kingdom", 3, 96.9, 3), ("Harvard University", "United States", 4, 96.8, 4),
        ("University of Cambridge", "United Kingdom", 5, 96.7, 2), ("Stanford University", "United States", 6, 96.1, 5),
        ("ETH Zurich", "Switzerland", 7, 93.9, 7), ("National University of Singapore (NUS)", "Singapore", 8, 93.7, 8),
        ("UCL", "United Kingdom", 9, 91.6, 9), ("California Institute of Technology (Caltech)", "United States", 10, 90.9, 15),
        ("The University of Hong Kong", "Hong Kong SAR", 11, 90.6, 26), ("Nanyang Technological University, Singapore (NTU)", "Singapore", 12, 90.3, 26),
        ("University of Chicago", "United States", 13, 90.1, 11), ("Peking University", "China (Mainland)", 14, 89.6, 17),
        ("University of Pennsylvania", "United States", 15, 89.2, 12), ("Cornell University", "United States", 16, 88.8, 13),
        ("Tsinghua University", "China (Mainland)", 17, 88.4, 25), ("University of California, Berkeley (UCB)", "United States", 17, 88.4, 10),
        ("The University of Melbourne", "Australia", 19, 88.1, 14), ("Yale University", "United States", 20, 87.9, 16)]


def _qs25_table(n: int = 20) -> str:
    rows = [f"| {'=' if sum(1 for r in QS25 if r[2] == rk) > 1 else ''}{rk} | {name} | {c} | {sc} | {prev} |" for name, c, rk, sc, prev in QS25[:n]]
    return "| Rank | University | Location | Overall score | 2024 rank |\n| --- | --- | --- | --- | --- |\n" + "\n".join(rows)


# h9-search-17 (BAD): university rankings. Turn 2's QS 2025 table ranks Imperial College London #2 (previous #6),
# turn 3 stores "MIT, Imperial, Oxford" as the top 3; turn 9, Imperial's own QS profile page, shows
# "#3 QS World University Rankings 2025" (rank differs between listing and detail page).
def t17() -> None:
    m = Mem()
    qs = "https://www.topuniversities.com/world-university-rankings/2025"
    the = "https://www.timeshighereducation.com/world-university-rankings/2025/world-ranking"
    imp = "https://www.topuniversities.com/universities/imperial-college-london"
    arwu = "https://www.shanghairanking.com/rankings/arwu/2024"
    the25 = [("University of Oxford", "United Kingdom", 98.5), ("Massachusetts Institute of Technology", "United States", 98.1),
             ("Harvard University", "United States", 97.7), ("Princeton University", "United States", 97.2),
             ("University of Cambridge", "United Kingdom", 97.1), ("Stanford University", "United States", 97.0),
             ("California Institute of Technology", "United States", 96.3), ("University of California, Berkeley", "United States", 95.8),
             ("Imperial College London", "United Kingdom", 95.3), ("Yale University", "United States", 94.7),
             ("ETH Zurich", "Switzerland", 93.8), ("Tsinghua University", "China", 93.3), ("University of Chicago", "United States", 93.2)]
    thetab = "\n".join(f"| {i} | {n} | {c} | {s} |" for i, (n, c, s) in enumerate(the25, 1))
    arwu24 = ["Harvard University", "Stanford University", "Massachusetts Institute of Technology (MIT)", "University of Cambridge",
              "University of California, Berkeley", "Princeton University", "University of Oxford", "Columbia University",
              "California Institute of Technology", "University of Chicago", "Yale University", "University of California, Los Angeles"]
    arwutab = "\n".join(f"| {i} | {n} |" for i, n in enumerate(arwu24, 1))
    turns = []
    turns.append((search("QS World University Rankings 2025 top 10"), S(
        (qs, "QS World University Rankings 2025: Top global universities | Top Universities", "MIT retains the top spot for the 13th consecutive year; Imperial College London rises to second ...", "Jun 4, 2024"),
        ("https://www.timeshighereducation.com/student/news/qs-world-university-rankings-2025-results", "QS World University Rankings 2025 results - THE Student", "Imperial overtakes Oxford and Cambridge ...", "Jun 4, 2024"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia", "Published annually by Quacquarelli Symonds since 2004 ...", "N/A"),
        ("https://www.imperial.ac.uk/news/253930/imperial-ranked-second-world-qs-2025/", "Imperial ranked second in the world in QS World University Rankings 2025 | Imperial News", "Imperial has risen to 2nd place, its highest ever position ...", "Jun 4, 2024"),
        ("https://www.bbc.co.uk/news/articles/qs-rankings-2025-uk-universities", "UK universities in QS world rankings 2025 - BBC News", "Four UK universities are in the global top ten ...", "Jun 4, 2024"))))
    turns.append((extract(qs, "top 20 with scores and previous rank"), "# QS World University Rankings 2025\n\nPublished June 4, 2024 · 1,503 institutions ranked · Showing 1-20\n\n" + _qs25_table() + "\n"))
    turns.append(m.add({"qs2025_top3": "1 MIT, 2 Imperial College London, 3 Oxford (QS 2025)"}))
    turns.append((search("Times Higher Education World University Rankings 2025 top 10"), S(
        (the, "World University Rankings 2025 | Times Higher Education (THE)", "The University of Oxford is top for the ninth consecutive year; MIT rises to second ...", "Oct 9, 2024"),
        ("https://www.timeshighereducation.com/news/world-university-rankings-2025-oxford-ninth-year", "THE World University Rankings 2025: Oxford top for ninth year - THE", "Harvard third, Princeton fourth ...", "Oct 9, 2024"),
        ("https://en.wikipedia.org/wiki/Times_Higher_Education_World_University_Rankings", "Times Higher Education World University Rankings - Wikipedia", "Methodology: teaching, research environment, research quality, industry, international outlook ...", "N/A"))))
    turns.append((extract(the, "top 13 overall"), f"""# World University Rankings 2025

Times Higher Education · Published 9 October 2024 · 2,092 institutions

| Rank | Name | Country/Region | Overall |
| --- | --- | --- | --- |
{thetab}
"""))
    turns.append(m.add({"the2025_top3": "1 Oxford, 2 MIT, 3 Harvard (THE 2025)"}))
    turns.append((search("Imperial College London QS 2025 rank second highest ever"), S(
        ("https://www.imperial.ac.uk/news/253930/imperial-ranked-second-world-qs-2025/", "Imperial ranked second in the world in QS World University Rankings 2025 | Imperial News", "Imperial has risen to 2nd place, its highest ever position, up from 6th last year ...", "Jun 4, 2024"),
        (imp, "Imperial College London : Rankings, Fees & Courses Details | Top Universities", "Imperial College London is ranked #2 in QS World University Rankings 2025 ...", "N/A"),
        ("https://www.theguardian.com/education/article/2024/jun/04/imperial-college-qs-rankings", "Imperial College London climbs to second in QS world rankings | The Guardian", "The rise puts Imperial ahead of Oxford and Cambridge for the first time in the table ...", "Jun 4, 2024"))))
    turns.append(m.retrieve_all())
    turns.append((extract(imp, "ranking, key facts"), """# Imperial College London

London, United Kingdom · Public · Founded 1907

| Ranking | Position |
| --- | --- |
| QS World University Rankings 2025 | #3 |
| QS World University Rankings 2024 | #6 |
| QS Sustainability Ranking 2025 | #9 |
| QS Graduate Employability Ranking 2022 | #27 |

## Key facts

| Fact | Value |
| --- | --- |
| Total students | 22,960 |
| International students | 60% |
| Undergraduate / Postgraduate | 11,320 / 11,640 |
| Student-faculty ratio | 5:1 |
| Campuses | South Kensington, White City, Hammersmith, Silwood Park, St Mary's, Charing Cross, Chelsea & Westminster |

## About

Imperial College London is a world-class university with a mission to benefit society through excellence in science, engineering, medicine and business. Its faculties are Engineering, Medicine, Natural Sciences and the Business School.
"""))
    turns.append((extract(arwu, "top 12 ARWU 2024"), f"""# 2024 Academic Ranking of World Universities

ShanghaiRanking Consultancy · Released August 15, 2024

| World Rank | Institution |
| --- | --- |
{arwutab}
"""))
    turns.append(m.add({"arwu2024_top3": "1 Harvard, 2 Stanford, 3 MIT (ARWU 2024)"}))
    add(17, turns, "2025-01-09", 9, "rank differs between listing and detail page")


# --------------------------------------------------------------------------------------------------------------
# h9-search-18 (CLEAN): UK highest temperature record. The record legitimately changes with dated sources
# (38.7°C Cambridge, 25 Jul 2019 -> 40.3°C Coningsby, 19 Jul 2022; Heathrow's 40.2°C earlier the same day was
# overtaken), and the agent updates its own memory key, which then reads back the new value.
def t18() -> None:
    m = Mem()
    mo19 = "https://www.metoffice.gov.uk/about-us/press-office/news/weather-and-climate/2019/new-official-highest-temperature-in-uk-confirmed"
    mo22 = "https://www.metoffice.gov.uk/about-us/press-office/news/weather-and-climate/2022/met-office-confirms-new-uk-record-temperature"
    ext = "https://www.metoffice.gov.uk/research/climate/maps-and-data/uk-climate-extremes"
    turns = []
    turns.append((search("UK highest temperature record Met Office"), S(
        (ext, "UK climate extremes - Met Office", "Highest maximum temperature: 40.3°C, 19 July 2022, Coningsby (Lincolnshire) ...", "N/A"),
        (mo19, "New official highest temperature in UK confirmed - Met Office", "The Met Office has confirmed a new UK record temperature of 38.7°C recorded at Cambridge Botanic Garden on Thursday 25 July ...", "Jul 29, 2019"),
        (mo22, "Met Office confirms new UK record temperature - Met Office", "A temperature of 40.3°C was recorded at Coningsby, Lincolnshire on 19 July 2022 ...", "Jul 28, 2022"),
        ("https://en.wikipedia.org/wiki/2022_United_Kingdom_heat_waves", "2022 United Kingdom heatwaves - Wikipedia", "On 19 July 2022, temperatures exceeded 40°C in the UK for the first time ...", "N/A"),
        ("https://www.bbc.co.uk/news/uk-62217282", "UK heatwave: Record 40.3C temperature provisionally reached - BBC News", "The UK has recorded its highest ever temperature, with 40.3C in Lincolnshire ...", "Jul 19, 2022"),
        ("https://en.wikipedia.org/wiki/UK_weather_records", "UK weather records - Wikipedia", "Highest temperature 40.3°C (104.5°F) Coningsby, 19 July 2022 ...", "N/A"),
        ("https://www.theguardian.com/uk-news/2019/jul/29/cambridge-heat-record-confirmed", "UK heat record of 38.7C in Cambridge confirmed | The Guardian", "The reading beats the previous record of 38.5C set at Faversham in August 2003 ...", "Jul 29, 2019"))))
    turns.append((extract(mo19, "record value, place, date, previous record"), """# New official highest temperature in UK confirmed

*Met Office press office - 29 July 2019*

The Met Office has confirmed a new UK record temperature of **38.7°C**, recorded at Cambridge Botanic Garden on Thursday 25 July 2019.

The temperature was recorded by a Met Office-approved station and has been verified by the Met Office's National Climate Information Centre after the equipment was checked and the reading inspected.

| | Previous record | New record |
| --- | --- | --- |
| Temperature | 38.5°C | 38.7°C |
| Location | Faversham, Kent | Cambridge Botanic Garden |
| Date | 10 August 2003 | 25 July 2019 |

> "The temperatures experienced during the heatwave are unprecedented and show that climate change is affecting the UK," said Dr Mark McCarthy, head of the National Climate Information Centre.
"""))
    turns.append(m.add({"uk_record": "38.7°C, Cambridge Botanic Garden, 25 Jul 2019 (confirmed 29 Jul 2019; previous 38.5°C Faversham 2003)"}))
    turns.append((search("40.3C Coningsby record 19 July 2022 confirmed Met Office Heathrow 40.2"), S(
        (mo22, "Met Office confirms new UK record temperature - Met Office", "The 40.3°C at Coningsby beats the previous record of 38.7°C at Cambridge by 1.6°C ...", "Jul 28, 2022"),
        ("https://www.bbc.co.uk/news/uk-62217282", "UK heatwave: Record 40.3C temperature provisionally reached - BBC News", "Earlier, 40.2C had been provisionally recorded at Heathrow ...", "Jul 19, 2022"),
        ("https://www.theguardian.com/uk-news/2022/jul/19/uk-temperature-record-broken", "UK temperature passes 40C for first time on record | The Guardian", "At least 34 stations exceeded the previous UK record ...", "Jul 19, 2022"),
        ("https://www.rmets.org/metmatters/40c-uk-heat-record", "40°C in the UK: how it happened | Royal Meteorological Society", "A plume of hot air from North Africa and Iberia ...", "Aug 3, 2022"))))
    turns.append((extract(mo22, "confirmed value, station, earlier provisional readings"), """# Met Office confirms new UK record temperature

*Met Office press office - 28 July 2022*

The Met Office has confirmed that a temperature of **40.3°C** recorded at Coningsby, Lincolnshire, on Tuesday 19 July 2022 is a new UK record.

## Key points

- The new record beats the previous UK record of 38.7°C, set at Cambridge Botanic Garden on 25 July 2019, by 1.6°C.
- Earlier on 19 July, 40.2°C was provisionally recorded at London Heathrow; Coningsby's 40.3°C came later in the afternoon and became the highest value.
- A total of 46 stations across the UK reached or exceeded the previous record of 38.7°C.
- Seven stations recorded 40.0°C or more.

## Top stations, 19 July 2022

| Station | County | Max (°C) |
| --- | --- | --- |
| Coningsby | Lincolnshire | 40.3 |
| Heathrow | Greater London | 40.2 |
| Northolt | Greater London | 40.2 |
| Pitsford | Northamptonshire | 40.2 |
| Kew Gardens | Greater London | 40.1 |
| St James's Park | Greater London | 40.0 |
| Bramham | West Yorkshire | 40.0 |
"""))
    turns.append(m.update({"uk_record": "40.3°C, Coningsby (Lincolnshire), 19 Jul 2022 (confirmed 28 Jul 2022; replaced 38.7°C Cambridge 2019)"}))
    turns.append((extract(ext, "UK extremes table"), """# UK climate extremes

Met Office National Climate Information Centre

| Extreme | Value | Location | Date |
| --- | --- | --- | --- |
| Highest maximum temperature | 40.3°C | Coningsby (Lincolnshire) | 19 July 2022 |
| Lowest minimum temperature | -27.2°C | Braemar (Aberdeenshire) | 11 February 1895 and 10 January 1982 |
| Lowest minimum temperature | -27.2°C | Altnaharra (Highland) | 30 December 1995 |
| Highest 24-hour rainfall | 341.4 mm | Honister Pass (Cumbria) | 5 December 2015 |
| Highest gust (low-level site) | 124 knots (142 mph) | Fraserburgh (Aberdeenshire) | 13 February 1989 |
| Most sunshine in a month | 390.6 hours | Eastbourne (East Sussex) | July 1911 |

Records are verified by the Met Office National Climate Extremes Committee before inclusion.
"""))
    turns.append(m.retrieve(["uk_record"]))
    add(18, turns, "2024-08-19")


# --------------------------------------------------------------------------------------------------------------
# h9-search-19 (BAD): 2023 International League (Triple-A). Turn 2's final standings give the Norfolk Tides 90-59
# (stored in turn 3); turn 4, a MiLB.com recap of the same season, says Norfolk "finished with the International
# League's best record at 91-58" (season record differs from final standings).
def t19() -> None:
    m = Mem()
    st = "https://www.milb.com/international/standings/2023"
    recap = "https://www.milb.com/news/norfolk-tides-win-2023-international-league-championship"
    final = "https://www.milb.com/news/norfolk-tides-win-2023-triple-a-national-championship-game"
    teams = [("Norfolk Tides", "BAL", 90, 59), ("Durham Bulls", "TB", 84, 65), ("Nashville Sounds", "MIL", 81, 68),
             ("Jacksonville Jumbo Shrimp", "MIA", 79, 70), ("Omaha Storm Chasers", "KC", 78, 71), ("Lehigh Valley IronPigs", "PHI", 77, 72),
             ("Louisville Bats", "CIN", 76, 72), ("Memphis Redbirds", "STL", 76, 73), ("Scranton/Wilkes-Barre RailRiders", "NYY", 74, 74),
             ("Iowa Cubs", "CHC", 73, 75), ("Charlotte Knights", "CWS", 72, 76), ("Columbus Clippers", "CLE", 72, 77),
             ("Buffalo Bisons", "TOR", 71, 77), ("Indianapolis Indians", "PIT", 72, 77), ("Rochester Red Wings", "WSH", 71, 78),
             ("Toledo Mud Hens", "DET", 70, 79), ("St. Paul Saints", "MIN", 70, 79), ("Gwinnett Stripers", "ATL", 69, 80),
             ("Worcester Red Sox", "BOS", 67, 81), ("Syracuse Mets", "NYM", 65, 84)]
    teams.sort(key=lambda t: (-t[2] / (t[2] + t[3]), -t[2]))
    assert sum(t[2] for t in teams) == sum(t[3] for t in teams)
    w0, l0 = teams[0][2], teams[0][3]

    def gb(w: int, lo: int) -> str:
        g = ((w0 - w) + (lo - l0)) / 2
        return "-" if g == 0 else (f"{g:.1f}".rstrip("0").rstrip(".") if g % 1 else f"{int(g)}")
    tab = "\n".join(f"| {i} | {n} | {a} | {w} | {lo} | {f'{w / (w + lo):.3f}'[1:]} | {gb(w, lo)} |" for i, (n, a, w, lo) in enumerate(teams, 1))
    turns = []
    turns.append((search("2023 International League final standings Norfolk Tides record"), S(
        (st, "International League Standings 2023 | MiLB.com", "Final 2023 regular season standings. Norfolk Tides 90-59 ...", "N/A"),
        ("https://www.baseball-reference.com/register/league.cgi?id=4c2b9b11", "2023 International League - Baseball-Reference.com", "Regular season standings, league batting and pitching, playoff results ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_International_League_season", "2023 International League season - Wikipedia", "The Norfolk Tides won the league championship ...", "N/A"),
        (recap, "Tides win 2023 International League Championship | MiLB.com", "Norfolk captured its first International League title since 1985 ...", "Sep 27, 2023"),
        ("https://www.milb.com/norfolk/schedule/2023-09", "Norfolk Tides September 2023 schedule | MiLB.com", "Home games at Harbor Park ...", "N/A"),
        ("https://www.pilotonline.com/2023/09/27/norfolk-tides-international-league-champions/", "Tides are International League champions - The Virginian-Pilot", "Heston Kjerstad and Jackson Holliday powered Norfolk ...", "Sep 27, 2023"))))
    turns.append((extract(st, "final overall standings"), f"""# International League Standings - 2023 Regular Season (Final)

Overall standings · Triple-A · Season ended September 24, 2023

| # | Team | MLB Affiliate | W | L | PCT | GB |
| --- | --- | --- | --- | --- | --- | --- |
{tab}

First-half champion: Norfolk Tides · Second-half champion: Durham Bulls
"""))
    turns.append(m.add({"norfolk_2023_record": "90-59 (.604), best in International League 2023 (final standings)"}))
    turns.append((extract(recap, "how the season and championship went"), """# Tides win 2023 International League Championship

*By Bill Mitchell / MiLB.com - September 27, 2023*

NORFOLK, Va. - The Norfolk Tides are International League champions for the first time since 1985.

Norfolk, which finished with the International League's best record at 91-58, beat the second-half champion Durham Bulls in the one-game International League Championship at Harbor Park on Wednesday night, 6-4, behind a three-run homer from Heston Kjerstad in the sixth inning.

## Season in numbers

| Stat | Value |
| --- | --- |
| Runs scored | 890 (1st in IL) |
| Team ERA | 4.48 (2nd in IL) |
| Home attendance | 387,916 |
| Players promoted to Baltimore | 19 |

## Key contributors

- **Heston Kjerstad:** .309 with 21 homers across Double-A and Triple-A.
- **Jackson Holliday:** reached Norfolk on Aug. 30 at 19, the youngest player in the league.
- **Coby Mayo:** 17 home runs in 78 games after his promotion.

Norfolk advances to the Triple-A National Championship Game against the Pacific Coast League champion Oklahoma City Dodgers on Sept. 30 at Las Vegas Ballpark.
"""))
    turns.append((search("Triple-A National Championship Game 2023 Norfolk Oklahoma City score"), S(
        (final, "Tides beat OKC Dodgers to win Triple-A National Championship | MiLB.com", "Norfolk rallied to beat Oklahoma City, 7-6, at Las Vegas Ballpark ...", "Sep 30, 2023"),
        ("https://en.wikipedia.org/wiki/Triple-A_National_Championship_Game", "Triple-A National Championship Game - Wikipedia", "2023: Norfolk Tides 7, Oklahoma City Dodgers 6 ...", "N/A"),
        ("https://www.pilotonline.com/2023/09/30/norfolk-tides-triple-a-national-champions/", "Tides are Triple-A national champions - The Virginian-Pilot", "Norfolk finished its season with a one-run win in Las Vegas ...", "Sep 30, 2023"),
        ("https://www.milb.com/oklahoma-city/news/okc-dodgers-fall-in-triple-a-championship", "OKC Dodgers fall in Triple-A Championship | MiLB.com", "Oklahoma City's comeback bid fell one run short ...", "Sep 30, 2023"))))
    turns.append((extract(final, "score, venue, date, decisive play"), """# Tides beat OKC Dodgers to win Triple-A National Championship

*MiLB.com - September 30, 2023*

LAS VEGAS - The Norfolk Tides are the best team in Triple-A.

Norfolk beat the Oklahoma City Dodgers, 7-6, in the Triple-A National Championship Game on Saturday night at Las Vegas Ballpark, completing a season in which the Tides won the International League title.

| Team | R | H | E |
| --- | --- | --- | --- |
| Norfolk Tides | 7 | 11 | 0 |
| Oklahoma City Dodgers | 6 | 9 | 1 |

- **Date:** September 30, 2023
- **Venue:** Las Vegas Ballpark, Summerlin, Nevada
- **Attendance:** 4,312
- **Decisive play:** Connor Norby's two-run double in the eighth inning put Norfolk ahead for good.

It is Norfolk's first Triple-A national title.
"""))
    turns.append(m.add({"triple_a_champ_2023": "Norfolk Tides def. Oklahoma City Dodgers 7-6, Sep 30, 2023, Las Vegas Ballpark"}))
    turns.append(m.retrieve(["triple_a_champ_2023"]))
    add(19, turns, "2024-03-11", 4, "season record differs from final standings")


# --------------------------------------------------------------------------------------------------------------
# h9-search-20 (CLEAN): Pfizer/BioNTech C4591001 (NCT04368728) on ClinicalTrials.gov. The current record
# (Completed, 47,079 actual) and an archived October 2020 version (Recruiting, 43,998 anticipated) legitimately
# differ: the archived page is labelled with its version and date, and the history table lists both changes.
def t20() -> None:
    m = Mem()
    ct = "https://clinicaltrials.gov/study/NCT04368728"
    hist = "https://clinicaltrials.gov/study/NCT04368728?tab=history"
    v = "https://clinicaltrials.gov/study/NCT04368728?tab=history&a=27"
    title = "Study to Evaluate the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates Against COVID-19 in Healthy Individuals"
    turns = []
    turns.append((search("NCT04368728 Pfizer BioNTech phase 3 C4591001 record status enrollment"), S(
        (ct, f"{title} | ClinicalTrials.gov", "NCT04368728 · Sponsor: BioNTech SE · Collaborator: Pfizer · Phase 2/3 · Completed ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2034577", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine | NEJM", "A total of 43,548 participants underwent randomization ... 95% effective in preventing Covid-19 ...", "Dec 10, 2020"),
        ("https://www.pfizer.com/news/press-release/press-release-detail/pfizer-and-biontech-conclude-phase-3-study-covid-19-vaccine", "Pfizer and BioNTech Conclude Phase 3 Study of COVID-19 Vaccine Candidate | Pfizer", "Primary efficacy analysis demonstrates BNT162b2 to be 95% effective ...", "Nov 18, 2020"),
        ("https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine", "Pfizer-BioNTech COVID-19 vaccine - Wikipedia", "The phase 3 trial (C4591001) began in July 2020 ...", "N/A"),
        ("https://www.fda.gov/media/144245/download", "Vaccines and Related Biological Products Advisory Committee Briefing Document - Pfizer-BioNTech COVID-19 Vaccine", "Study C4591001 ... approximately 44,000 participants ...", "Dec 10, 2020"))))
    turns.append((extract(ct, "current status, enrollment, dates"), f"""# {title}

ClinicalTrials.gov ID **NCT04368728** · Other IDs: C4591001, 2020-002641-42 (EudraCT)

Sponsor: BioNTech SE · Collaborator: Pfizer · Last Update Posted: 2024-02-05

## Study Overview

| Field | Value |
| --- | --- |
| Overall Status | Completed |
| Study Type | Interventional |
| Phase | Phase 2/Phase 3 (Phase 1 portion in the U.S.) |
| Enrollment | 47,079 (Actual) |
| Study Start (Actual) | 2020-04-29 |
| Primary Completion (Actual) | 2023-02-10 |
| Study Completion (Actual) | 2023-02-10 |
| Results First Posted | 2021-08-17 |

## Arms (selection)

| Arm | Intervention |
| --- | --- |
| Experimental: BNT162b2 30 µg | 2 doses, 21 days apart |
| Placebo Comparator: Placebo | Saline, 2 doses, 21 days apart |

## Primary Outcome (selection)

Confirmed COVID-19 occurring from 7 days after the second dose in participants without evidence of prior SARS-CoV-2 infection.
"""))
    turns.append(m.add({"c4591001_status": "Completed (study completion 2023-02-10; last update posted 2024-02-05)", "c4591001_enrollment": "47,079 (actual)"}))
    turns.append((extract(hist, "version list with status and enrollment changes"), """# History of Changes for Study: NCT04368728

Latest version (submitted February 2, 2024) on ClinicalTrials.gov. Showing selected versions.

| Version | Submitted Date | Changes |
| --- | --- | --- |
| 1 | 2020-04-29 | Nothing (earliest version on record) |
| 9 | 2020-07-27 | Study Design, Enrollment (7,600 -> 30,000 Anticipated), Study Status |
| 18 | 2020-09-12 | Enrollment (30,000 -> 43,998 Anticipated), Eligibility |
| 27 | 2020-10-20 | Contacts/Locations, Study Status |
| 41 | 2021-01-26 | Recruitment Status ("Recruiting" -> "Active, not recruiting"), Enrollment |
| 56 | 2021-08-13 | Results (first posted 2021-08-17) |
| 71 | 2023-05-31 | Recruitment Status ("Active, not recruiting" -> "Completed"), Enrollment (47,079 Actual), Study Status |
| 74 | 2024-02-02 | Results, Outcome Measures |

Click a version number to view the record as it appeared on that date.
"""))
    turns.append((extract(v, "record as it was in October 2020"), f"""# {title}

**Archived version 27 of 74 - submitted October 20, 2020.** This is not the most recent version of this record. View the current version.

ClinicalTrials.gov ID NCT04368728 · Sponsor: BioNTech SE · Collaborator: Pfizer

| Field | Value (as of version 27) |
| --- | --- |
| Overall Status | Recruiting |
| Enrollment | 43,998 (Anticipated) |
| Study Start (Actual) | 2020-04-29 |
| Primary Completion (Anticipated) | 2021-11-02 |
| Study Completion (Anticipated) | 2023-01-27 |
| Results First Posted | (none) |
"""))
    turns.append(m.add({"c4591001_enrollment_history": "43,998 anticipated (v27, Oct 20 2020, Recruiting) -> 47,079 actual (v71, May 31 2023, Completed)"}))
    turns.append((search("Polack NEJM 2020 BNT162b2 efficacy 95% 43,548 participants"), S(
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2034577", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine | NEJM", "A total of 43,548 participants underwent randomization, of whom 43,448 received injections: 21,720 with BNT162b2 and 21,728 with placebo ...", "Dec 10, 2020"),
        ("https://pubmed.ncbi.nlm.nih.gov/33301246/", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine - PubMed", "There were 8 cases of Covid-19 with onset at least 7 days after the second dose among participants assigned to receive BNT162b2 and 162 cases among those assigned to placebo ...", "Dec 10, 2020"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2110345", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine through 6 Months | NEJM", "Vaccine efficacy against Covid-19 was 91.3% through up to 6 months of follow-up ...", "Sep 15, 2021"))))
    turns.append(m.retrieve_all())
    add(20, turns, "2024-06-18")


# --------------------------------------------------------------------------------------------------------------
# h9-search-21 (BAD): Log4Shell (CVE-2021-44228) advisories. The agent renames its memory key: turn 5 removes
# "cve_44228" (reply: removed), turn 6 adds the same content as "log4shell_CVE-2021-44228" (reply: added); turn 7
# retrieve_all lists the entry under the old key "cve_44228" and has no "log4shell_CVE-2021-44228" (renamed item
# under old name).
def t21() -> None:
    m = Mem()
    nvd = "https://nvd.nist.gov/vuln/detail/CVE-2021-44228"
    gh = "https://github.com/advisories/GHSA-jfh8-c2jp-5v3q"
    val = "CVSS 3.1 10.0 CRITICAL (NVD); log4j-core >= 2.0-beta9, < 2.15.0; patched 2.15.0 / 2.12.2 / 2.3.1 (GHSA); CISA KEV since 2021-12-10"
    turns = []
    turns.append((search("CVE-2021-44228 log4j advisory affected versions fixed CVSS"), S(
        (nvd, "NVD - CVE-2021-44228", "Apache Log4j2 2.0-beta9 through 2.15.0 (excluding security releases 2.12.2, 2.12.3, and 2.3.1) JNDI features used in configuration, log messages, and parameters do not protect against an attacker controlled LDAP ...", "Dec 10, 2021"),
        (gh, "Remote code injection in Log4j · CVE-2021-44228 · GitHub Advisory Database", "Critical severity · Patched versions 2.15.0, 2.12.2, 2.3.1 ...", "Dec 10, 2021"),
        ("https://logging.apache.org/log4j/2.x/security.html", "Log4j - Apache Log4j Security Vulnerabilities", "CVE-2021-44228: Critical 10.0 ... fixed in 2.15.0 ...", "N/A"),
        ("https://www.cisa.gov/news-events/news/apache-log4j-vulnerability-guidance", "Apache Log4j Vulnerability Guidance | CISA", "CISA has added CVE-2021-44228 to the Known Exploited Vulnerabilities catalog ...", "Dec 13, 2021"),
        ("https://en.wikipedia.org/wiki/Log4Shell", "Log4Shell - Wikipedia", "Log4Shell (CVE-2021-44228) is a zero-day vulnerability reported in November 2021 in Log4j ... publicly disclosed on 9 December 2021 ...", "N/A"),
        ("https://www.lunasec.io/docs/blog/log4j-zero-day/", "Log4Shell: RCE 0-day exploit found in log4j 2 - LunaSec", "A few hours ago, a 0-day exploit in the popular Java logging library log4j2 was discovered ...", "Dec 9, 2021"),
        ("https://msrc.microsoft.com/blog/2021/12/microsofts-response-to-cve-2021-44228-apache-log4j2/", "Microsoft's Response to CVE-2021-44228 Apache Log4j 2 | MSRC Blog", "Guidance for preventing, detecting, and hunting for exploitation ...", "Dec 11, 2021"),
        ("https://www.randori.com/blog/cve-2021-44228/", "CVE-2021-44228 - Log4j 2 Vulnerability Analysis - Randori", "The attack surface is enormous: any string that reaches a logger ...", "Dec 10, 2021"))))
    turns.append((extract(nvd, "description, CVSS, CWE, KEV, dates"), """# CVE-2021-44228 Detail

**Modified** - This vulnerability has been modified since it was last analyzed by the NVD.

## Description

Apache Log4j2 2.0-beta9 through 2.15.0 (excluding security releases 2.12.2, 2.12.3, and 2.3.1) JNDI features used in configuration, log messages, and parameters do not protect against an attacker controlled LDAP and other JNDI related endpoints. An attacker who can control log messages or log message parameters can execute arbitrary code loaded from LDAP servers when message lookup substitution is enabled. From log4j 2.15.0, this behavior has been disabled by default. From version 2.16.0 (along with 2.12.2, 2.12.3, and 2.3.1), this functionality has been completely removed.

## Severity

| Source | CVSS 3.x Base Score | Vector |
| --- | --- | --- |
| NIST (NVD) | 10.0 CRITICAL | CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H |
| CNA: Apache Software Foundation | 10.0 CRITICAL | CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H |

CVSS 2.0: 9.3 HIGH (AV:N/AC:M/Au:N/C:C/I:C/A:C)

## CISA Known Exploited Vulnerabilities

| Field | Value |
| --- | --- |
| Vulnerability Name | Apache Log4j2 Remote Code Execution Vulnerability |
| Date Added | 12/10/2021 |
| Due Date | 12/24/2021 |
| Required Action | For all affected software assets for which updates exist, the only acceptable remediation actions are: 1) Apply updates; OR 2) remove affected assets from agency networks. |

## Weakness Enumeration

| CWE-ID | Name |
| --- | --- |
| CWE-20 | Improper Input Validation |
| CWE-400 | Uncontrolled Resource Consumption |
| CWE-502 | Deserialization of Untrusted Data |
| CWE-917 | Improper Neutralization of Special Elements used in an Expression Language Statement |

**NVD Published Date:** 12/10/2021 · **NVD Last Modified:** 02/04/2025 · **Source:** Apache Software Foundation
"""))
    turns.append(m.add({"cve_44228": val, "log4j_scan_scope": "Check all services bundling log4j-core; log4j-api alone is not affected"}))
    turns.append((extract(gh, "affected and patched versions"), """# Remote code injection in Log4j

**Critical severity** · GitHub Reviewed · Published Dec 10, 2021 to the GitHub Advisory Database · Updated Oct 23, 2024

## Package

| Package | Affected versions | Patched versions |
| --- | --- | --- |
| org.apache.logging.log4j:log4j-core (Maven) | >= 2.13.0, < 2.15.0 | 2.15.0 |
| org.apache.logging.log4j:log4j-core (Maven) | >= 2.4, < 2.12.2 | 2.12.2 |
| org.apache.logging.log4j:log4j-core (Maven) | >= 2.0-beta9, < 2.3.1 | 2.3.1 |

## Description

Logging untrusted or user controlled data with a vulnerable version of Log4J may result in Remote Code Execution (RCE) against your application. This includes untrusted data included in logged errors such as exception traces, authentication failures, and other unexpected vectors of user controlled data.

## Affected versions

Any Log4J version prior to v2.15.0 is affected to this specific issue. The v1 branch of Log4J, which is considered End Of Life (EOL), is vulnerable to other RCE vectors, so the recommendation is to still update to 2.16.0 where possible.

## Severity

Critical · 10.0 / 10 · CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H

| Identifiers | |
| --- | --- |
| CVE ID | CVE-2021-44228 |
| GHSA ID | GHSA-jfh8-c2jp-5v3q |

EPSS score: 94.36% (100th percentile)
"""))
    turns.append(m.remove(["cve_44228"]))
    turns.append(m.add({"log4shell_CVE-2021-44228": val}))
    view = {"log4j_scan_scope": m.d["log4j_scan_scope"], "cve_44228": val}
    turns.append(m.retrieve_all(view))
    add(21, turns, "2025-03-20", 7, "renamed item under old name")


# --------------------------------------------------------------------------------------------------------------
# h9-search-22 (CLEAN): QS World University Rankings 2024 vs 2025. Ranks legitimately differ between editions
# (Imperial 6 -> 2, Cambridge 2 -> 5; the 2025 table's "2024 rank" column matches the 2024 table); the agent renames
# its memory key (remove "qs_top10", add "qs2024_top10" + "qs2025_top10"), so the old key is then "not found".
def t22() -> None:
    m = Mem()
    q24 = "https://www.topuniversities.com/world-university-rankings/2024"
    q25 = "https://www.topuniversities.com/world-university-rankings/2025"
    qs24 = [("Massachusetts Institute of Technology (MIT)", "United States", 1, 100.0), ("University of Cambridge", "United Kingdom", 2, 99.2),
            ("University of Oxford", "United Kingdom", 3, 98.9), ("Harvard University", "United States", 4, 98.3),
            ("Stanford University", "United States", 5, 98.1), ("Imperial College London", "United Kingdom", 6, 97.5),
            ("ETH Zurich", "Switzerland", 7, 96.7), ("National University of Singapore (NUS)", "Singapore", 8, 96.1),
            ("UCL", "United Kingdom", 9, 95.9), ("University of California, Berkeley (UCB)", "United States", 10, 94.1),
            ("University of Chicago", "United States", 11, 93.9), ("University of Pennsylvania", "United States", 12, 93.4),
            ("Cornell University", "United States", 13, 92.9), ("The University of Melbourne", "Australia", 14, 92.7),
            ("California Institute of Technology (Caltech)", "United States", 15, 92.2), ("Yale University", "United States", 16, 91.9),
            ("Peking University", "China (Mainland)", 17, 91.6), ("Princeton University", "United States", 18, 91.4),
            ("The University of New South Wales (UNSW Sydney)", "Australia", 19, 91.1), ("The University of Sydney", "Australia", 19, 91.1)]
    prev = {n: rk for n, _, _, _, rk in QS25}
    for n, _, rk, _ in qs24:
        if n in prev:
            assert prev[n] == rk, n
    t24 = "\n".join(f"| {'=' if sum(1 for r in qs24 if r[2] == rk) > 1 else ''}{rk} | {n} | {c} | {s} |" for n, c, rk, s in qs24)
    top10_24 = ", ".join(n.split(" (")[0] for n, *_ in qs24[:10])
    top10_25 = ", ".join(n.split(" (")[0] for n, *_ in QS25[:10])
    turns = []
    turns.append((search("QS World University Rankings 2024 top 10"), S(
        (q24, "QS World University Rankings 2024: Top Global Universities | Top Universities", "MIT is the world's top university for the 12th consecutive year; Cambridge second, Oxford third ...", "Jun 27, 2023"),
        ("https://www.timeshighereducation.com/student/news/qs-world-university-rankings-2024", "QS World University Rankings 2024 - THE Student", "The 2024 edition introduces three new metrics: sustainability, employment outcomes and international research network ...", "Jun 27, 2023"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia", "Published annually by Quacquarelli Symonds since 2004 ...", "N/A"),
        ("https://www.reddit.com/r/UniUK/comments/14kbf0z/qs_2024_rankings_are_out/", "QS 2024 rankings are out : r/UniUK", "Imperial dropped to 6th, Cambridge 2nd ...", "Jun 27, 2023"))))
    turns.append((extract(q24, "top 20 with scores"), f"# QS World University Rankings 2024\n\nPublished June 27, 2023 · 1,500 institutions ranked · Showing 1-20\n\n| Rank | University | Location | Overall score |\n| --- | --- | --- | --- |\n{t24}\n"))
    turns.append(m.add({"qs_top10": top10_24}))
    turns.append((search("QS World University Rankings 2025 Imperial second Cambridge fifth"), S(
        (q25, "QS World University Rankings 2025: Top global universities | Top Universities", "MIT retains the top spot for the 13th consecutive year; Imperial College London rises to second ...", "Jun 4, 2024"),
        ("https://www.imperial.ac.uk/news/253930/imperial-ranked-second-world-qs-2025/", "Imperial ranked second in the world in QS World University Rankings 2025 | Imperial News", "Imperial has risen to 2nd place, its highest ever position, up from 6th last year ...", "Jun 4, 2024"),
        ("https://www.varsity.co.uk/news/cambridge-falls-to-fifth-qs-2025", "Cambridge falls to fifth in QS rankings - Varsity", "Cambridge dropped three places from second ...", "Jun 4, 2024"))))
    turns.append((extract(q25, "top 20 with 2024 rank for comparison"), "# QS World University Rankings 2025\n\nPublished June 4, 2024 · 1,503 institutions ranked · Showing 1-20\n\n" + _qs25_table() + "\n"))
    turns.append(m.remove(["qs_top10"]))
    turns.append(m.add({"qs2024_top10": top10_24, "qs2025_top10": top10_25}))
    turns.append(m.retrieve(["qs_top10"]))
    turns.append(m.retrieve_all())
    add(22, turns, "2025-01-15")


def main() -> None:
    T.clear()
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f()
    rs = RowSet(HERE)
    for t in T:
        rs.add(task="search", tid=t["tid"], system=SEARCH_SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
