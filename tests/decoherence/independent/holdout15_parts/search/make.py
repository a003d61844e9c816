# ruff: noqa: E501
"""Held-out search trajectories (h15-search-01 .. 22): deep-research tool runs, half with one planted contradiction."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

Turn = tuple[str, str]


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: numbered results inside a plain code fence, as in the official few-shot."""
    return "```\n" + results(*items) + "\n```"


def _keys(ks: list[str]) -> str:
    return "[" + ", ".join(repr(k) for k in ks) + "]"


class Mem:
    """The dict_memory scratchpad; produces (action, observation) pairs that follow its state."""

    def __init__(self) -> None:
        self.d: dict[str, str] = {}

    def add(self, **kv: str) -> Turn:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {_keys(list(kv))} to memory."

    def update(self, **kv: str) -> Turn:
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {_keys(list(kv))} in memory."

    def remove(self, *ks: str) -> Turn:
        for k in ks:
            self.d.pop(k)
        return memory("remove", key_list=list(ks)), f"Successfully removed items of {_keys(list(ks))} from memory."

    def retrieve(self, *ks: str) -> Turn:
        found = {k: self.d[k] for k in ks if k in self.d}
        out = json.dumps(found, indent=2, ensure_ascii=False) if found else ""
        missing = [f"Key not found: '{k}'" for k in ks if k not in self.d]
        return memory("retrieve", key_list=list(ks)), "\n".join(x for x in [out, *missing] if x)

    def all(self, override: dict[str, Any] | None = None) -> Turn:
        shown = dict(self.d) if override is None else override
        body = json.dumps(shown, indent=2, ensure_ascii=False) if shown else "Memory is empty."
        return memory("retrieve_all"), body


def state(question: str) -> str:
    return f"Research question: {question}\nSearch history: none. Memory store: empty."


def t01() -> dict[str, Any]:
    # clean: WNBA guard's triple-double count; two stat sites count differently (regular season vs incl. Commissioner's Cup final), an older ESPN story has a lower running count, memory value updated by the agent.
    m = Mem()
    bref = "https://www.basketball-reference.com/wnba/players/m/mbekiki01w.html"
    hhs = "https://herhoopstats.com/stats/wnba/player/kiara-mbeki-lawson/"
    espn = "https://www.espn.com/wnba/story/_/id/37984512/mbeki-lawson-posts-11th-career-triple-double-dream-top-sky"
    ap = "https://apnews.com/article/wnba-dream-lynx-mbeki-lawson-triple-double-5b1e0c7f2a9d"
    turns: list[Turn] = [
        (search("Kiara Mbeki-Lawson career triple-doubles WNBA"), sr(
            (bref, "Kiara Mbeki-Lawson WNBA Stats | Basketball-Reference.com", "Kiara Mbeki-Lawson. Position: Guard ▪ Shoots: Right. 5-11, 152lb. Born: March 3, 1998 in Durham, NC. College: Duke. Draft: Atlanta Dream, 1st round (7th pick) ...", "N/A"),
            (hhs, "Kiara Mbeki-Lawson Stats, Game Logs & Advanced Metrics - Her Hoop Stats", "Kiara Mbeki-Lawson career stats ... 14 career triple-doubles counting regular-season and Commissioner's Cup Championship games ...", "N/A"),
            (espn, "Mbeki-Lawson posts 11th career triple-double as Dream top Sky - ESPN", "Kiara Mbeki-Lawson had 15 points, 12 rebounds and 11 assists for her 11th career triple-double, and the Atlanta Dream beat the Chicago Sky 91-83 ...", "Jul 19, 2023"),
            (ap, "Mbeki-Lawson's first triple-double leads Dream past Lynx | AP News", "Kiara Mbeki-Lawson had the first triple-double of her career with 12 points, 11 rebounds and 10 assists, and the Atlanta Dream beat the Minnesota Lynx 84-77 ...", "Jun 10, 2021"),
            ("https://www.wnba.com/player/1628932/kiara-mbeki-lawson", "Kiara Mbeki-Lawson | Atlanta Dream | WNBA", "Kiara Mbeki-Lawson #4 Guard, Atlanta Dream. 2024: PPG 15.8, RPG 8.4, APG 7.6. Height 5-11. Born 03/03/1998. Prior to WNBA: Duke ...", "N/A"),
            ("https://www.statmuse.com/wnba/ask/kiara-mbeki-lawson-career-triple-doubles", "Kiara Mbeki-Lawson Career Triple Doubles | StatMuse", "Kiara Mbeki-Lawson has 13 triple-doubles in her career in the regular season. Her most recent came against the Las Vegas Aces ...", "N/A"),
            ("https://www.reddit.com/r/wnba/comments/1ejk2pq/mbekilawson_triple_doubles_pace/", "Mbeki-Lawson is quietly climbing the all-time triple-double list : r/wnba", "Only a handful of players in league history have more. People forget the Cup final one doesn't count in the official tally ...", "Aug 3, 2024"),
            ("https://en.wikipedia.org/wiki/Kiara_Mbeki-Lawson", "Kiara Mbeki-Lawson - Wikipedia", "Kiara Mbeki-Lawson (born March 3, 1998) is an American professional basketball player for the Atlanta Dream of the Women's National Basketball Association (WNBA) ...", "N/A"),
        )),
        (extract(bref, "career triple-doubles and date of first triple-double"), """# Kiara Mbeki-Lawson

**Position:** Guard ▪ **Shoots:** Right
5-11, 152lb (180cm, 68kg)
**Born:** March 3, 1998 in Durham, North Carolina
**College:** Duke
**Draft:** Atlanta Dream, 1st round (7th pick, 7th overall), 2020 WNBA Draft
**WNBA Debut:** July 25, 2020

## Per Game

| Season | Tm | G | GS | MP | FG% | 3P% | TRB | AST | STL | PTS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 2020 | ATL | 21 | 9 | 22.4 | .402 | .311 | 4.6 | 3.9 | 1.0 | 8.7 |
| 2021 | ATL | 32 | 32 | 31.8 | .431 | .338 | 7.2 | 6.8 | 1.4 | 13.9 |
| 2022 | ATL | 36 | 36 | 33.0 | .447 | .352 | 8.1 | 7.4 | 1.6 | 15.2 |
| 2023 | ATL | 40 | 40 | 33.6 | .452 | .347 | 8.6 | 7.9 | 1.5 | 16.4 |
| 2024 | ATL | 24 | 24 | 32.9 | .439 | .329 | 8.4 | 7.6 | 1.3 | 15.8 |
| Career | | 153 | 141 | 31.7 | .440 | .339 | 7.7 | 7.0 | 1.4 | 14.6 |

## Leaderboards, Awards & Honors

- All-Star (2022, 2023, 2024)
- All-WNBA Second Team (2023)
- Triple-Doubles: 13 (regular season), 1 (playoffs)

## Triple-Doubles (Regular Season)

| # | Date | Opp | Result | PTS | TRB | AST |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 2021-06-09 | MIN | W 84-77 | 12 | 11 | 10 |
| 2 | 2021-08-22 | NYL | W 88-80 | 14 | 10 | 12 |
| 3 | 2022-05-27 | CON | L 74-79 | 11 | 13 | 10 |
| ... | | | | | | |
| 11 | 2023-07-18 | CHI | W 91-83 | 15 | 12 | 11 |
| 12 | 2024-06-02 | PHO | W 87-70 | 18 | 11 | 10 |
| 13 | 2024-07-14 | LVA | L 82-90 | 16 | 10 | 13 |

*Stats through games of August 18, 2024. Commissioner's Cup Championship games are not included in regular-season totals.*
"""),
        m.add(triple_doubles="13 regular season + 1 playoffs (Basketball-Reference, thru Aug 18, 2024)", first_td="2021-06-09 vs MIN, W 84-77: 12 pts / 11 reb / 10 ast"),
        (extract(hhs, "total triple-doubles and how they are counted"), """# Kiara Mbeki-Lawson

Atlanta Dream · Guard · #4 · Duke

## Career Milestones

| Milestone | Count | Notes |
| --- | --- | --- |
| Triple-doubles (regular season + Commissioner's Cup final) | 14 | 13 regular season + 2023 Commissioner's Cup Championship |
| Triple-doubles (playoffs) | 1 | 2022 First Round, Game 2 vs CON |
| 30-point games | 6 | |
| 20-rebound games | 1 | |

> Her Hoop Stats counts the Commissioner's Cup Championship game (Aug 15, 2023 vs. LVA: 13 pts, 10 reb, 10 ast) as a competitive game. The WNBA does not include it in regular-season statistics, so official totals and Basketball-Reference list 13.

## 2024 Season (through Aug 18)

| G | MIN | PTS | REB | AST | TS% | AST% | USG% |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 24 | 32.9 | 15.8 | 8.4 | 7.6 | 53.1 | 34.8 | 24.2 |

Percentile ranks among WNBA guards: Rebounding 99th · Assists 96th · Scoring 78th
"""),
        (extract(espn, "which number triple-double this was"), """# Mbeki-Lawson posts 11th career triple-double as Dream top Sky

*Associated Press* · Jul 19, 2023, 12:41 AM ET

CHICAGO -- Kiara Mbeki-Lawson had 15 points, 12 rebounds and 11 assists for her 11th career triple-double, and the Atlanta Dream beat the Chicago Sky 91-83 on Tuesday night.

Mbeki-Lawson's triple-double was her third of the season. Only two players in WNBA history had more by the end of their fourth season.

Rhyne Howard added 22 points for Atlanta (12-8), which has won four of five. Allisha Gray scored 17.

Kahleah Copper led Chicago (8-13) with 24 points.

The Dream pulled away with a 14-2 run to open the fourth quarter after the Sky had cut it to 66-64.

## Up next

**Dream:** Host Minnesota on Friday.

**Sky:** At Phoenix on Thursday.
"""),
        (search("Mbeki-Lawson first triple-double June 2021 Lynx"), sr(
            (ap, "Mbeki-Lawson's first triple-double leads Dream past Lynx | AP News", "Kiara Mbeki-Lawson had the first triple-double of her career with 12 points, 11 rebounds and 10 assists, and the Atlanta Dream beat the Minnesota Lynx 84-77 on Wednesday night ...", "Jun 10, 2021"),
            ("https://www.ajc.com/sports/atlanta-dream/dream-guard-mbeki-lawson-records-first-triple-double/QX7T2HFM", "Dream guard Mbeki-Lawson records first triple-double - AJC", "In her 31st career game, the second-year guard became the fourth player in franchise history with a triple-double ...", "Jun 10, 2021"),
            ("https://www.basketball-reference.com/wnba/boxscores/202106090ATL.html", "Minnesota Lynx vs Atlanta Dream Box Score, June 9, 2021", "Minnesota Lynx (3-7) 77, Atlanta Dream (5-5) 84. Jun 9, 2021. Gateway Center Arena ...", "N/A"),
            ("https://dream.wnba.com/news/mbeki-lawson-triple-double-lynx-recap", "Recap: Mbeki-Lawson's triple-double powers Dream over Lynx", "Mbeki-Lawson's stat line of 12-11-10 was the first Dream triple-double since 2016 ...", "Jun 9, 2021"),
            ("https://www.youtube.com/watch?v=r8TqHn2WkUe", "Kiara Mbeki-Lawson FIRST Triple-Double! 12 PTS 11 REB 10 AST vs Lynx", "Full highlights from Atlanta's 84-77 win over Minnesota ...", "Jun 9, 2021"),
        )),
        (extract(ap, "date, opponent and stat line"), """# Mbeki-Lawson's first triple-double leads Dream past Lynx

By The Associated Press · June 10, 2021

COLLEGE PARK, Ga. (AP) — Kiara Mbeki-Lawson had the first triple-double of her career with 12 points, 11 rebounds and 10 assists, and the Atlanta Dream beat the Minnesota Lynx 84-77 on Wednesday night.

Mbeki-Lawson, the No. 7 pick in the 2020 draft, grabbed her 11th rebound with 1:48 left and found Tiffany Hayes in the corner for a 3-pointer and her 10th assist 40 seconds later to seal it.

Courtney Williams scored 19 points for Atlanta (5-5). Hayes added 15.

Sylvia Fowles had 20 points and 12 rebounds for Minnesota (3-7), which has lost three straight.

The Dream led by as many as 13 in the third quarter before Minnesota got within 76-73 on Kayla McBride's jumper with 3:05 to play.

---

More AP WNBA: https://apnews.com/hub/wnba
"""),
        m.update(triple_doubles="13 regular season (BBRef/StatMuse, official); 14 incl. 2023 Commissioner's Cup final (Her Hoop Stats); +1 playoffs"),
        m.all(),
    ]
    return dict(tid="h15-search-01", turns=turns, state=state("How many career triple-doubles does WNBA guard Kiara Mbeki-Lawson have, and when was her first?"), bad=False, turn=None, kind="clean")


def _lkmd_10k(neuro23: str, goal_geo: bool) -> str:
    seg = f"""| (in millions) | 2023 | 2022 | % change |
| --- | --- | --- | --- |
| Neurovascular | $ {neuro23} | $ 361.9 | 14.0 % |
| Peripheral Vascular | 298.4 | 287.1 | 3.9 % |
| Structural Heart | 187.3 | 149.8 | 25.0 % |
| **Total net sales** | **$ 898.3** | **$ 798.8** | **12.5 %** |"""
    head = """# lkmd-20231231

UNITED STATES SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549

**FORM 10-K**

ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended December 31, 2023
Commission File Number: 001-39218

**LARKSPUR MEDICAL DEVICES, INC.**
(Exact name of registrant as specified in its charter)

Delaware · 46-3318207 · 7600 Boone Avenue North, Maple Grove, Minnesota 55369
Common Stock, $0.001 par value · LKMD · The Nasdaq Global Select Market

...

## Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations

### Net Sales by Segment

"""
    if not goal_geo:
        return head + seg + """

Neurovascular net sales increased $50.7 million, or 14.0%, driven by continued adoption of the Sarissa aspiration catheter family in the United States and the launch of Sarissa 71 in Japan in the second quarter. Excluding the unfavorable impact of foreign currency exchange rates, Neurovascular net sales increased 15.1%.

Peripheral Vascular net sales increased $11.3 million, or 3.9%, reflecting higher volumes of the Tessera drug-coated balloon partially offset by pricing pressure in Europe.

Structural Heart net sales increased $37.5 million, or 25.0%, primarily due to the full-year contribution of the Halden left atrial appendage occluder, acquired in June 2022.

### Gross Margin

Gross margin was 67.8% in 2023 compared with 66.1% in 2022, reflecting favorable product mix and manufacturing efficiencies at our Galway, Ireland facility.
"""
    return head + seg + """

### Net Sales by Geography

| (in millions) | 2023 | 2022 | % change | % change, constant currency |
| --- | --- | --- | --- | --- |
| United States | $ 531.2 | $ 468.0 | 13.5 % | 13.5 % |
| Europe | 214.7 | 197.3 | 8.8 % | 10.8 % |
| Asia-Pacific | 109.8 | 96.4 | 13.9 % | 17.3 % |
| Rest of world | 42.6 | 37.1 | 14.8 % | 15.6 % |
| **Total net sales** | **$ 898.3** | **$ 798.8** | **12.5 %** | **13.4 %** |

Sales outside the United States represented 40.9% of total net sales in 2023 (41.4% in 2022). Foreign currency exchange rates reduced reported net sales growth by approximately 0.9 percentage points, primarily from the weakening of the Japanese yen against the U.S. dollar.
"""


def t02() -> dict[str, Any]:
    # bad: turn 11 re-extracts the same 10-K URL as turn 2 and its segment table gives Neurovascular FY2023 net sales as $421.6M instead of $412.6M (no other change; total still $898.3M).
    m = Mem()
    k10 = "https://www.sec.gov/Archives/edgar/data/1584213/000158421324000011/lkmd-20231231.htm"
    k10_22 = "https://www.sec.gov/Archives/edgar/data/1584213/000158421323000009/lkmd-20221231.htm"
    pr = "https://investors.larkspurmed.com/news-releases/news-release-details/larkspur-medical-reports-fourth-quarter-and-full-year-2023-results"
    reu = "https://www.reuters.com/business/healthcare-pharmaceuticals/larkspur-medical-forecasts-2024-sales-above-estimates-neurovascular-demand-2024-02-21/"
    fool = "https://www.fool.com/earnings/call-transcripts/2024/02/21/larkspur-medical-lkmd-q4-2023-earnings-call-transcript/"
    turns: list[Turn] = [
        (search("Larkspur Medical 10-K 2023 neurovascular segment net sales"), sr(
            (k10, "lkmd-20231231 - SEC.gov", "LARKSPUR MEDICAL DEVICES, INC. Form 10-K for the fiscal year ended December 31, 2023 ... Net Sales by Segment ... Neurovascular ...", "Feb 27, 2024"),
            (pr, "Larkspur Medical Reports Fourth Quarter and Full Year 2023 Results", "Full year 2023 net sales of $898.3 million increased 12.5% as reported ... Neurovascular full year net sales grew 14.0% ...", "Feb 21, 2024"),
            (reu, "Larkspur Medical forecasts 2024 sales above estimates on neurovascular demand | Reuters", "Larkspur Medical Devices on Wednesday forecast 2024 revenue above Wall Street estimates, betting on strong demand for its stroke catheters ...", "Feb 21, 2024"),
            (fool, "Larkspur Medical (LKMD) Q4 2023 Earnings Call Transcript | The Motley Fool", "LKMD earnings call for the period ending December 31, 2023 ... Prepared remarks ... Questions and answers ...", "Feb 21, 2024"),
            ("https://seekingalpha.com/article/4672219-larkspur-medical-neurovascular-engine-still-underappreciated", "Larkspur Medical: Neurovascular Engine Still Underappreciated | Seeking Alpha", "Neurovascular is now ~46% of sales and growing mid-teens; we think the Sarissa franchise justifies a premium multiple ...", "Mar 4, 2024"),
            ("https://www.macrotrends.net/stocks/charts/LKMD/larkspur-medical/revenue", "Larkspur Medical Revenue 2018-2024 | LKMD | MacroTrends", "Larkspur Medical annual revenue for 2023 was $0.898B, a 12.46% increase from 2022 ...", "N/A"),
        )),
        (extract(k10, "Neurovascular segment net sales for 2023 and 2022"), _lkmd_10k("412.6", False)),
        m.add(neuro_fy23="$412.6M (10-K FY2023)", neuro_fy22="$361.9M (10-K FY2023 comparative)", neuro_growth="14.0% reported"),
        (extract(pr, "full-year neurovascular sales and growth"), """# Larkspur Medical Reports Fourth Quarter and Full Year 2023 Results

MAPLE GROVE, Minn., Feb. 21, 2024 -- Larkspur Medical Devices, Inc. (Nasdaq: LKMD) today reported financial results for the fourth quarter and full year ended December 31, 2023.

## Full Year 2023 Highlights

- Net sales of $898.3 million, an increase of 12.5% as reported and 13.4% in constant currency
- Neurovascular net sales of $412.6 million, up 14.0% as reported and 15.1% in constant currency
- Gross margin of 67.8%, up 170 basis points
- GAAP diluted EPS of $1.42; adjusted diluted EPS of $2.07

## Fourth Quarter 2023

Fourth quarter net sales were $241.5 million, an increase of 11.8% compared to the fourth quarter of 2022. Neurovascular fourth quarter sales were $112.9 million.

## 2024 Guidance

The company expects 2024 net sales of $985 million to $1,000 million, representing growth of approximately 9.7% to 11.3%.

| Segment | FY2023 | FY2022 | Reported | Constant currency |
| --- | --- | --- | --- | --- |
| Neurovascular | $412.6 | $361.9 | 14.0% | 15.1% |
| Peripheral Vascular | $298.4 | $287.1 | 3.9% | 4.9% |
| Structural Heart | $187.3 | $149.8 | 25.0% | 25.6% |
| Total | $898.3 | $798.8 | 12.5% | 13.4% |

*Dollars in millions. Constant currency is a non-GAAP measure; see reconciliation tables below.*
"""),
        (search("Larkspur Medical neurovascular constant currency growth 2023 analysts"), sr(
            (reu, "Larkspur Medical forecasts 2024 sales above estimates on neurovascular demand | Reuters", "Neurovascular sales rose 14% to $412.6 million in 2023. Analysts had expected ...", "Feb 21, 2024"),
            (fool, "Larkspur Medical (LKMD) Q4 2023 Earnings Call Transcript | The Motley Fool", "... neurovascular grew 15.1% in constant currency for the full year, our fifth straight year of double-digit growth in the franchise ...", "Feb 21, 2024"),
            ("https://www.fiercebiotech.com/medtech/larkspur-sarissa-71-japan-approval", "Larkspur wins Japanese nod for Sarissa 71 aspiration catheter | Fierce Biotech", "Larkspur Medical has won approval from Japan's PMDA for its 0.071-inch Sarissa aspiration catheter ...", "Mar 30, 2023"),
            ("https://www.investing.com/news/stock-market-news/earnings-call-larkspur-medical-sees-steady-growth-3311754", "Earnings call: Larkspur Medical sees steady growth amid yen headwind", "CFO Dana Whitlock said currency cut roughly 90 basis points from full-year growth ...", "Feb 22, 2024"),
        )),
        (extract(reu, "neurovascular sales figure"), """# Larkspur Medical forecasts 2024 sales above estimates on neurovascular demand

By Bhanvi Satija · February 21, 2024 5:12 PM EST

Feb 21 (Reuters) - Larkspur Medical Devices (LKMD.O) on Wednesday forecast 2024 revenue above Wall Street estimates, betting on strong demand for its stroke catheters, sending its shares up 6% in extended trading.

The company expects 2024 net sales between $985 million and $1 billion, compared with analysts' average estimate of $978.4 million, according to LSEG data.

Neurovascular sales rose 14% to $412.6 million in 2023, helped by the launch of its Sarissa 71 aspiration catheter in Japan.

Fourth-quarter revenue rose 11.8% to $241.5 million, beating estimates of $236.9 million.

Excluding items, the company earned 58 cents per share in the quarter, above expectations of 53 cents.

(Reporting by Bhanvi Satija in Bengaluru; Editing by Shinjini Ganguli)
"""),
        m.add(neuro_cc_growth="15.1% constant currency (press release, Feb 21, 2024)"),
        (extract(fool, "what management said about neurovascular growth and FX"), """# Larkspur Medical (LKMD) Q4 2023 Earnings Call Transcript

LKMD earnings call for the period ending December 31, 2023.

**Feb 21, 2024, 4:30 p.m. ET**

## Prepared Remarks:

**Operator**

Good afternoon, and welcome to the Larkspur Medical fourth quarter 2023 earnings conference call. ...

**Marisol Grange** -- *President and Chief Executive Officer*

Thank you, and good afternoon, everyone. 2023 was a milestone year. Full-year net sales reached $898.3 million, up 12.5% reported and 13.4% in constant currency. Neurovascular delivered $412.6 million, growing 15.1% in constant currency for the full year, our fifth straight year of double-digit growth in the franchise. Sarissa 71 is now available in Japan, and early utilization is ahead of our plan.

**Dana Whitlock** -- *Chief Financial Officer*

Thanks, Marisol. Currency was a headwind of roughly 90 basis points to full-year growth, mostly from the yen. Gross margin expanded 170 basis points to 67.8%. For 2024, we are guiding to net sales of $985 million to $1 billion ...

## Questions & Answers:

**Operator**

Our first question comes from Vik Chopra with Wells Fargo.

**Vik Chopra** -- *Wells Fargo -- Analyst*

Congrats on the quarter. Marisol, can you talk about how much of the neurovascular upside came from Japan versus U.S. share gains? ...
"""),
        (extract(k10_22, "Neurovascular net sales 2022 as originally reported"), """# lkmd-20221231

**FORM 10-K** — For the fiscal year ended December 31, 2022
**LARKSPUR MEDICAL DEVICES, INC.** · Commission File Number: 001-39218

## Item 7. Management's Discussion and Analysis

### Net Sales by Segment

| (in millions) | 2022 | 2021 | % change |
| --- | --- | --- | --- |
| Neurovascular | $ 361.9 | $ 318.4 | 13.7 % |
| Peripheral Vascular | 287.1 | 279.6 | 2.7 % |
| Structural Heart | 149.8 | 118.2 | 26.7 % |
| **Total net sales** | **$ 798.8** | **$ 716.2** | **11.5 %** |

Structural Heart net sales include $21.4 million from the Halden left atrial appendage occluder following the acquisition of Halden Cardio Ltd. on June 8, 2022.
"""),
        (search("Larkspur Medical 2023 10-K net sales by geography Japan yen"), sr(
            (k10, "lkmd-20231231 - SEC.gov", "... Net Sales by Geography ... Sales outside the United States represented 40.9% of total net sales in 2023 ...", "Feb 27, 2024"),
            ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001584213&type=10-K", "EDGAR Full Text: LARKSPUR MEDICAL DEVICES, INC. (CIK 0001584213) 10-K filings", "10-K 2024-02-27 Annual report ... 10-K 2023-02-24 Annual report ... 10-K 2022-02-25 ...", "N/A"),
            ("https://www.investing.com/news/stock-market-news/earnings-call-larkspur-medical-sees-steady-growth-3311754", "Earnings call: Larkspur Medical sees steady growth amid yen headwind", "CFO Dana Whitlock said currency cut roughly 90 basis points from full-year growth, mostly from the yen ...", "Feb 22, 2024"),
        )),
        (extract(k10, "net sales by geography and constant currency growth"), _lkmd_10k("421.6", True)),
        m.all(),
    ]
    return dict(tid="h15-search-02", turns=turns, state=state("What were Larkspur Medical's Neurovascular net sales in FY2023 and FY2022, and the growth rate?"), bad=True, turn=11, kind="same 10-K URL re-extracted: segment table cell (Neurovascular FY2023 sales) differs from first extraction")


def t03() -> dict[str, Any]:
    # clean: city council rezoning ordinance; file number vs enactment number for the same item, first-reading 6-1 vs final 5-2 votes, pre-vote article from before the final vote, height limit amended 85->65 ft.
    m = Mem()
    leg = "https://portalder.legistar.com/LegislationDetail.aspx?ID=6621840&GUID=3F0B2C71-9A4E-4E1D-8C55-1D2A7B90E6F3"
    h5 = "https://www.portalderherald.com/news/local/council-advances-harbor-flats-rezone/article_8c1f2e0a.html"
    h19 = "https://www.portalderherald.com/news/local/harbor-flats-rezone-approved-height-cap/article_b72d94c3.html"
    mins = "https://portalder.legistar.com/View.ashx?M=M&ID=1148201&GUID=70E4A8D2-5B63-4C0F-9E1A-2F6D8B3C9A11"
    turns: list[Turn] = [
        (search("Port Alder Harbor Flats rezoning ordinance council vote"), sr(
            (leg, "City of Port Alder - File #: AB 24-117", "An ordinance of the City of Port Alder, Washington, amending the zoning map to rezone approximately 38 acres known as Harbor Flats from Heavy Industrial (I-2) to Mixed-Use Waterfront (MU-W) ...", "N/A"),
            (h5, "Council advances Harbor Flats rezone on 6-1 vote | Port Alder Herald", "The Port Alder City Council on Monday gave first-reading approval to rezoning the former Salish Bay cannery site ...", "Mar 5, 2024"),
            (h19, "Harbor Flats rezone approved with lower height cap | Port Alder Herald", "After nearly three hours of public comment, the council voted 5-2 to adopt the rezone, but only after trimming the maximum building height ...", "Mar 19, 2024"),
            ("https://www.portalderwa.gov/planning/harbor-flats-subarea-plan", "Harbor Flats Subarea Plan | City of Port Alder", "The Harbor Flats Subarea Plan guides redevelopment of the 38-acre former cannery site on the east waterfront. Draft EIS, public meetings ...", "Mar 21, 2024"),
            ("https://portalder.legistar.com/MeetingDetail.aspx?ID=1148201", "City of Port Alder - Meeting of City Council on 3/18/2024 at 6:00 PM", "Agenda, minutes, video. Item 9: AB 24-117 Second reading and adoption — Harbor Flats rezone ...", "N/A"),
            ("https://www.reddit.com/r/PortAlder/comments/1b7k9xe/harbor_flats_rezone_megathread/", "Harbor Flats rezone megathread : r/PortAlder", "Second reading is on the 18th. If you want to comment in person, sign up before 5:30 ...", "Mar 6, 2024"),
        )),
        (extract(leg, "status, history and votes of the Harbor Flats rezone"), """City of Port Alder — Legislation Details (With Text)

| | |
| --- | --- |
| File #: | AB 24-117 |
| Version: | 2 |
| Type: | Ordinance |
| Status: | Adopted |
| File created: | 1/29/2024 |
| In control: | City Council |
| On agenda: | 3/18/2024 |
| Final action: | 3/18/2024 |
| Enactment date: | 3/18/2024 |
| Enactment #: | ORD 2024-09 |
| Effective date: | 4/22/2024 |
| Title: | An ordinance of the City of Port Alder, Washington, amending the official zoning map to rezone approximately 38 acres known as Harbor Flats (parcels 4417-220-001 through 4417-220-019) from Heavy Industrial (I-2) to Mixed-Use Waterfront (MU-W), and amending PAMC 19.24.060 |
| Sponsors: | Community Development Department |
| Attachments: | 1. Staff Report, 2. Exhibit A - Zoning Map, 3. Planning Commission Recommendation, 4. Amendment 1 (Labrecque), 5. Ordinance 2024-09 (as adopted) |

## History (3)

| Date | Ver. | Action By | Action | Result | Tally |
| --- | --- | --- | --- | --- | --- |
| 3/18/2024 | 2 | City Council | adopted as amended | Pass | 5:2 |
| 3/4/2024 | 1 | City Council | passed on first reading | Pass | 6:1 |
| 2/20/2024 | 1 | Planning Commission | recommended for approval | Pass | 4:1 |
"""),
        m.add(file_no="AB 24-117 (enacted as ORD 2024-09)", final_vote="5-2, adopted as amended 3/18/2024; effective 4/22/2024"),
        (extract(h5, "first reading vote and when the final vote is"), """# Council advances Harbor Flats rezone on 6-1 vote

By Jenna Ostrowski · Port Alder Herald · March 5, 2024

The Port Alder City Council on Monday gave first-reading approval to rezoning the former Salish Bay cannery site, clearing the way for a final vote later this month on the city's largest waterfront redevelopment in a generation.

The 6-1 vote moves the 38-acre Harbor Flats property from heavy industrial to a new mixed-use waterfront zone that would allow apartments, offices and shops up to 85 feet tall. Councilmember Gil Sorensen cast the lone no vote, saying the height limit "walls off the water from everyone east of Front Street."

A second reading and final vote is scheduled for March 18.

Councilmember Renée Labrecque said she supported moving the ordinance forward but would bring an amendment at second reading to reduce the height limit. "Eighty-five feet is a number I can't support on the final vote," she said.

The Planning Commission recommended approval on Feb. 20 on a 4-1 vote.

Mayor Lorena Vasquez-Ebbesen called the rezone "the single biggest housing opportunity Port Alder has."

Developer Cormorant Point Partners has said it hopes to break ground on the first phase, about 420 apartments, in 2026.
"""),
        m.add(first_reading="6-1 on 3/4/2024 (Sorensen no)"),
        (extract(mins, "roll call on the final vote and the amendment"), """# CITY OF PORT ALDER — CITY COUNCIL REGULAR MEETING MINUTES

Monday, March 18, 2024 · 6:00 PM · Council Chambers, 101 Harbor Street

**Present:** Mayor Lorena Vasquez-Ebbesen, Deputy Mayor Tom Keough, Councilmembers Priya Nandakumar, Gil Sorensen, Ada Whitfield, Marcus Obi, Renée Labrecque

...

## 9. AB 24-117 — Ordinance: Harbor Flats Rezone (Second Reading and Adoption)

Community Development Director Hal Brennan presented the staff report. Public hearing was held on 3/4/2024; 41 speakers provided comment this evening under general public comment.

**Amendment 1** — Moved by Labrecque, seconded by Nandakumar, to amend Section 3 of the ordinance to reduce the maximum building height in the MU-W zone from 85 feet to 65 feet, with up to 75 feet permitted for buildings providing at least 20% affordable units.

Amendment 1 passed 6-1 (No: Keough).

**Main motion as amended** — Moved by Obi, seconded by Labrecque, to adopt AB 24-117 as amended.

| Councilmember | Vote |
| --- | --- |
| Vasquez-Ebbesen | Aye |
| Keough | Aye |
| Nandakumar | Aye |
| Sorensen | No |
| Whitfield | No |
| Obi | Aye |
| Labrecque | Aye |

Motion carried 5-2. Ordinance No. 2024-09 adopted.

## 10. Adjournment

The meeting adjourned at 9:47 PM.
"""),
        (search("Harbor Flats rezone height limit 65 feet amendment Port Alder"), sr(
            (h19, "Harbor Flats rezone approved with lower height cap | Port Alder Herald", "... voted 5-2 to adopt the rezone, but only after trimming the maximum building height to 65 feet from the 85 feet originally proposed ...", "Mar 19, 2024"),
            ("https://www.portalderwa.gov/planning/harbor-flats-subarea-plan", "Harbor Flats Subarea Plan | City of Port Alder", "Update March 2024: City Council adopted Ordinance 2024-09. Development standards have been revised to reflect the adopted height limits ...", "Mar 21, 2024"),
            ("https://www.kuow.org/stories/port-alder-waterfront-rezone-cannery", "Port Alder rezones its old cannery waterfront for housing | KUOW", "The council cut the height limit to 65 feet, with a 75-foot bonus for projects with affordable housing ...", "Mar 20, 2024"),
            ("https://www.cormorantpoint.com/projects/harbor-flats", "Harbor Flats | Cormorant Point Partners", "A new waterfront neighborhood for Port Alder: homes, workplaces, and a public shoreline promenade ...", "N/A"),
        )),
        (extract(h19, "final vote and the adopted height limit"), """# Harbor Flats rezone approved with lower height cap

By Jenna Ostrowski · Port Alder Herald · March 19, 2024

After nearly three hours of public comment, the Port Alder City Council voted 5-2 on Monday to adopt the Harbor Flats rezone, but only after trimming the maximum building height to 65 feet from the 85 feet originally proposed.

An amendment from Councilmember Renée Labrecque, approved 6-1, also lets buildings reach 75 feet if at least 20% of their units are affordable. Deputy Mayor Tom Keough, who voted against the amendment, still backed the final ordinance.

Councilmembers Gil Sorensen and Ada Whitfield voted no. Whitfield, who supported the rezone on first reading two weeks ago, said the amended version "still doesn't pencil for the affordable housing we were promised."

The ordinance takes effect April 22.

Cormorant Point Partners said in a statement that it was "reviewing the revised height standards" and remained committed to the project.
"""),
        m.add(height_limit="65 ft max in MU-W (amended from 85 ft); 75 ft with >=20% affordable units"),
        m.all(),
    ]
    return dict(tid="h15-search-03", turns=turns, state=state("How did the Port Alder council vote on the Harbor Flats rezone, and what height limit was adopted?"), bad=False, turn=None, kind="clean")


def _tct_alerts(stamp: str, restoration: bool) -> str:
    est = "\n- **Estimated restoration:** 11:30 AM (updated 10:06 AM)" if restoration else "\n- **Estimated restoration:** Unknown at this time"
    return f"""# Service Alerts | Tri-Cascade Transit

**Last updated: Sat, Oct 12, 2024, {stamp} PDT**

Filter: All modes ▾ · Light rail · Bus · Streetcar · Accessibility

## Light Rail

### ⚠ Orange Line — No service between Millrace and Kettle Falls Jct

- **Cause:** Signal equipment failure near Ashgrove Station
- **Effect:** No trains between Millrace and Kettle Falls Jct in either direction. Trains continue to run every 15 minutes between Union Station and Millrace, and between Kettle Falls Jct and Cedar Ridge.
- **Alternative:** Shuttle buses serve Millrace, Fenwick Ave, Ashgrove and Kettle Falls Jct about every 10 minutes. Allow 25 extra minutes.{est}
- Posted 9:18 AM

### Blue Line — Normal service

## Bus

### Route 14 – Ridgeway: Detour
- Buses detour via 9th Ave between Alder St and Grant St because of the Ridgeway Farmers Market street closure (8 AM–2 PM, Saturdays through Oct 26).
- Stops at Ridgeway/Alder and Ridgeway/Grant are temporarily closed; use temporary stops on 9th Ave.
- Posted Oct 5, 7:02 AM

### Route 62 – Harbor Loop: Minor delays
- Up to 10 minutes late due to bridge lift at Quarry Channel.
- Posted 8:55 AM

## Accessibility

### Elevator out of service — Union Station, Platform B
- Use the ramp at the south end of Platform B. Expected return to service: Oct 15.
- Posted Oct 10, 4:30 PM
"""


def t04() -> dict[str, Any]:
    # bad: the alerts page's "Last updated" stamp reads 9:41 AM at turn 2; re-extracted at turn 6 (after the 10:06 AM restoration estimate was added) it reads 9:27 AM, going backwards.
    m = Mem()
    alerts = "https://www.tricascadetransit.org/alerts"
    feed = "https://x.com/TriCascadeAlerts"
    bridge = "https://www.tricascadetransit.org/service-changes/orange-line-bus-bridge"
    turns: list[Turn] = [
        (search("Tri-Cascade Transit Orange Line disruption today shuttle buses"), sr(
            (alerts, "Service Alerts | Tri-Cascade Transit", "Orange Line — No service between Millrace and Kettle Falls Jct. Shuttle buses serve ...", "Oct 12, 2024"),
            (feed, "TriCascade Alerts (@TriCascadeAlerts) / X", "Real-time service alerts for Tri-Cascade Transit light rail, bus and streetcar. For trip planning visit tricascadetransit.org ...", "N/A"),
            (bridge, "Orange Line Bus Bridge: What to Expect | Tri-Cascade Transit", "When Orange Line trains can't run, shuttle buses stop at signed bus bridge stops near each station ...", "N/A"),
            ("https://www.reddit.com/r/TriCascade/comments/1g1q0zk/orange_line_down_again/", "Orange Line down again? : r/TriCascade", "Stuck at Millrace, they're telling everyone to get off. Third signal problem this month ...", "Oct 12, 2024"),
            ("https://www.kpnx.com/traffic/orange-line-signal-problems-2024", "Orange Line signal problems: what's behind the repeated outages | KPNX", "Tri-Cascade says aging signal cabinets between Millrace and Ashgrove are scheduled for replacement in 2025 ...", "Sep 27, 2024"),
        )),
        (extract(alerts, "current Orange Line disruption details"), _tct_alerts("9:41 AM", False)),
        m.add(orange_alert="No service Millrace–Kettle Falls Jct (signal failure near Ashgrove); shuttles ~every 10 min; alert posted 9:18 AM, page as of 9:41 AM"),
        (search("Orange Line signal failure Ashgrove Millrace restoration time"), sr(
            (feed, "TriCascade Alerts (@TriCascadeAlerts) / X", "ORANGE LINE: Crews are on scene at the signal failure near Ashgrove. Shuttle buses are serving all affected stations ...", "Oct 12, 2024"),
            (alerts, "Service Alerts | Tri-Cascade Transit", "Orange Line — No service between Millrace and Kettle Falls Jct. Cause: signal equipment failure near Ashgrove Station ...", "Oct 12, 2024"),
            ("https://www.reddit.com/r/TriCascade/comments/1g1q0zk/orange_line_down_again/", "Orange Line down again? : r/TriCascade", "Shuttle from Fenwick took about 20 min to show up. Driver says crews are there now ...", "Oct 12, 2024"),
            ("https://www.kpnx.com/traffic/orange-line-signal-problems-2024", "Orange Line signal problems: what's behind the repeated outages | KPNX", "... three multi-hour shutdowns since August, each traced to the same stretch of track ...", "Sep 27, 2024"),
        )),
        (extract(feed, "latest posts about the Orange Line"), """# TriCascade Alerts
@TriCascadeAlerts

Real-time service alerts for Tri-Cascade Transit light rail, bus and streetcar. Not monitored 24/7 — for trip planning visit tricascadetransit.org

---

**TriCascade Alerts** @TriCascadeAlerts · 10:06 AM · Oct 12, 2024
ORANGE LINE: Estimated restoration is 11:30 AM. Until then, shuttle buses run about every 10 minutes between Millrace and Kettle Falls Jct, stopping at Fenwick Ave and Ashgrove.

**TriCascade Alerts** @TriCascadeAlerts · 9:52 AM · Oct 12, 2024
ORANGE LINE: Crews are on scene at the signal failure near Ashgrove. Shuttle buses are serving all affected stations.

**TriCascade Alerts** @TriCascadeAlerts · 9:41 AM · Oct 12, 2024
ORANGE LINE: Shuttle buses now in service between Millrace and Kettle Falls Jct. Look for signed bus bridge stops. Allow 25 extra minutes.

**TriCascade Alerts** @TriCascadeAlerts · 9:18 AM · Oct 12, 2024
ORANGE LINE: No service between Millrace and Kettle Falls Jct due to a signal equipment failure near Ashgrove. Shuttle buses have been requested.

**TriCascade Alerts** @TriCascadeAlerts · 8:55 AM · Oct 12, 2024
ROUTE 62: Up to 10 min delays due to a bridge lift at Quarry Channel.
"""),
        (extract(alerts, "whether an estimated restoration time has been posted"), _tct_alerts("9:27 AM", True)),
        (extract(bridge, "where the shuttle stops are"), """# Orange Line Bus Bridge: What to Expect

When Orange Line trains can't run between two stations, we replace them with shuttle buses (a "bus bridge"). Shuttles are free; no fare is needed.

## Bus bridge stops: Millrace to Kettle Falls Jct

| Station | Shuttle stop location |
| --- | --- |
| Millrace | Millrace Station bus bay C, on Kestrel Way |
| Fenwick Ave | Northbound: Fenwick Ave at 31st St (far side). Southbound: Fenwick Ave at 31st St (near side) |
| Ashgrove | Ashgrove Park & Ride, lower lot, bay 2 |
| Kettle Falls Jct | Station plaza, Depot Street entrance |

## Tips

- Shuttles are signed "ORANGE LINE SHUTTLE".
- Accessible: all shuttle buses have ramps and priority seating.
- Bikes: shuttle buses carry up to 3 bikes on front racks; bikes are not allowed inside.
- Check alerts at tricascadetransit.org/alerts or follow @TriCascadeAlerts for updates.
"""),
        m.add(shuttle_stops="Millrace bay C (Kestrel Way); Fenwick Ave @ 31st St; Ashgrove P&R lower lot bay 2; Kettle Falls Jct plaza (Depot St)", est_restoration="11:30 AM (posted 10:06 AM)"),
        (search("Tri-Cascade Route 14 detour Ridgeway farmers market October 2024"), sr(
            ("https://www.tricascadetransit.org/alerts/route-14-ridgeway-detour-oct-2024", "Route 14 – Ridgeway: Saturday detour | Tri-Cascade Transit", "Saturdays through Oct 26, Route 14 buses detour via 9th Ave between Alder St and Grant St during the Ridgeway Farmers Market ...", "Oct 5, 2024"),
            (alerts, "Service Alerts | Tri-Cascade Transit", "Route 14 – Ridgeway: Detour. Buses detour via 9th Ave between Alder St and Grant St ...", "Oct 12, 2024"),
            ("https://www.ridgewayfarmersmarket.org/visit", "Visit | Ridgeway Farmers Market", "Saturdays 8 AM–2 PM, May through October, on Ridgeway between Alder and Grant. Take Route 14 or ...", "N/A"),
        )),
        m.all(),
    ]
    return dict(tid="h15-search-04", turns=turns, state=state("Is the Tri-Cascade Orange Line running this morning (Sat, Oct 12, 2024), and if not, how do riders get between Millrace and Kettle Falls Jct?"), bad=True, turn=6, kind="live alerts page 'Last updated' timestamp goes backwards (9:41 AM -> 9:27 AM) on re-extraction")


def _smr_abs(version: int) -> str:
    if version == 2:
        authors = "Hyejin Park, Tobias Reinholt, Ananya Iyer, Wen-Li Zhou, Mateo Grau"
        acc = "72.4%"
        extra = " We further show that SMR transfers to multilingual retrieval, improving MIRACL-Long nDCG@10 by 3.1 points."
        comments = "ICML 2024 camera-ready. v2: fixed evaluation script (see Appendix F), added multilingual experiments and a new co-author"
        hist = """**[v1]** Wed, 14 Feb 2024 17:02:33 UTC (1,884 KB)
**[v2]** Thu, 30 May 2024 09:45:10 UTC (2,317 KB)"""
        title_line = "arXiv:2402.08817 (cs)"
    else:
        authors = "Hyejin Park, Tobias Reinholt, Ananya Iyer, Mateo Grau"
        acc = "71.2%"
        extra = ""
        comments = "22 pages, 9 figures"
        hist = """**[v1]** Wed, 14 Feb 2024 17:02:33 UTC (1,884 KB)
[v2] Thu, 30 May 2024 09:45:10 UTC (2,317 KB)"""
        title_line = "arXiv:2402.08817v1 (cs) — This is not the latest version of this paper (v2)."
    return f"""{title_line}

Computer Science > Information Retrieval

[Submitted on 14 Feb 2024{' (v1), last revised 30 May 2024 (this version, v2)' if version == 2 else ' (this version), latest version 30 May 2024 (v2)'}]

# Sparse Mixture Routing for Long-Context Retrieval

{authors}

> **Abstract:** Dense retrievers degrade sharply when queries must be matched against passages embedded in documents longer than their training context. We introduce Sparse Mixture Routing (SMR), which routes each query to a small set of segment-level experts selected by a learned, load-balanced gate, and aggregates their scores with a position-aware pooling layer. On LongBench-R, SMR reaches {acc} top-1 accuracy with 32k-token documents while using 41% fewer FLOPs than a dense baseline of equal size.{extra} Code is available at https://github.com/hpark-lab/smr-retrieval.

| | |
| --- | --- |
| Comments: | {comments} |
| Subjects: | Information Retrieval (cs.IR); Computation and Language (cs.CL); Machine Learning (cs.LG) |
| Cite as: | arXiv:2402.08817 [cs.IR] |
| | (or arXiv:2402.08817v{version} [cs.IR] for this version) |
| | https://doi.org/10.48550/arXiv.2402.08817 |

## Submission history

From: Hyejin Park [view email]
{hist}
"""


def t05() -> dict[str, Any]:
    # clean: arXiv paper whose v1 and v2 report different accuracies and author lists; citation counts differ between Semantic Scholar and Google Scholar; a similarly titled paper with another id appears in results.
    m = Mem()
    absu = "https://arxiv.org/abs/2402.08817"
    s2 = "https://www.semanticscholar.org/paper/Sparse-Mixture-Routing-for-Long-Context-Retrieval-Park-Reinholt/8d3f1a2b9c7e4f60a1b2c3d4e5f60718293a4b5c"
    gh = "https://github.com/hpark-lab/smr-retrieval"
    turns: list[Turn] = [
        (search("Sparse Mixture Routing for Long-Context Retrieval arXiv"), sr(
            (absu, "[2402.08817] Sparse Mixture Routing for Long-Context Retrieval", "Dense retrievers degrade sharply when queries must be matched against passages embedded in documents longer than their training context. We introduce Sparse Mixture Routing (SMR) ...", "May 30, 2024"),
            ("https://arxiv.org/abs/2406.11302", "[2406.11302] Sparse Mixture Routing for Long-Context Reasoning", "We study whether token-level mixture-of-experts routing improves multi-hop reasoning over long inputs ... Liang, Osei, Brandt ...", "Jun 17, 2024"),
            ("https://proceedings.mlr.press/v235/park24c.html", "Sparse Mixture Routing for Long-Context Retrieval - PMLR", "Proceedings of the 41st International Conference on Machine Learning, PMLR 235 ... Hyejin Park, Tobias Reinholt, Ananya Iyer, Wen-Li Zhou, Mateo Grau ...", "N/A"),
            ("https://openreview.net/forum?id=Qm3kT8rVxP", "Sparse Mixture Routing for Long-Context Retrieval | OpenReview", "ICML 2024 Poster. Keywords: dense retrieval, mixture of experts, long context ...", "Jun 2, 2024"),
            (gh, "hpark-lab/smr-retrieval: Official code for Sparse Mixture Routing (ICML 2024)", "Official PyTorch implementation of SMR. Checkpoints for SMR-Base and SMR-Large, LongBench-R evaluation scripts ...", "N/A"),
            ("https://huggingface.co/papers/2402.08817", "Paper page - Sparse Mixture Routing for Long-Context Retrieval", "Join the discussion on this paper page ... 23 upvotes ...", "Feb 15, 2024"),
        )),
        (extract(absu, "reported LongBench-R accuracy, authors, venue"), _smr_abs(2)),
        (extract("https://arxiv.org/abs/2402.08817v1", "accuracy reported in the first version"), _smr_abs(1)),
        m.add(acc_v1="71.2% LongBench-R top-1 (arXiv v1, 14 Feb 2024, 4 authors)", acc_v2="72.4% (arXiv v2, 30 May 2024, ICML camera-ready, 5 authors)", venue="ICML 2024 (PMLR 235)"),
        (search("\"Sparse Mixture Routing for Long-Context Retrieval\" citations"), sr(
            (s2, "Sparse Mixture Routing for Long-Context Retrieval | Semantic Scholar", "Hyejin Park, Tobias Reinholt, +3 authors. Published in International Conference on Machine Learning 2024. Computer Science. 87 Citations ...", "N/A"),
            ("https://scholar.google.com/scholar?cites=1148832907712345601", "Google Scholar - Sparse Mixture Routing for Long-Context Retrieval", "H Park, T Reinholt, A Iyer, WL Zhou, M Grau - International Conference on Machine Learning, 2024 - Cited by 112 - Related articles - All 6 versions", "N/A"),
            ("https://www.connectedpapers.com/main/8d3f1a2b9c7e4f60a1b2c3d4e5f60718293a4b5c/graph", "Sparse Mixture Routing for Long-Context Retrieval - Connected Papers", "Explore connected papers in a visual graph ...", "N/A"),
            ("https://paperswithcode.com/paper/sparse-mixture-routing-for-long-context", "Sparse Mixture Routing for Long-Context Retrieval | Papers With Code", "Ranked #2 on Long-Context Retrieval on LongBench-R ...", "N/A"),
        )),
        (extract(s2, "citation count and venue"), """# Sparse Mixture Routing for Long-Context Retrieval

Hyejin Park, Tobias Reinholt, Ananya Iyer, Wen-Li Zhou, Mateo Grau

Published in International Conference on Machine Learning · 14 February 2024 · Computer Science

**TLDR:** SMR routes each query to a few segment-level experts and pools their scores, improving long-document retrieval accuracy while cutting compute.

| | |
| --- | --- |
| Citations | 87 |
| Highly Influential Citations | 12 |
| References | 64 |

**Abstract:** Dense retrievers degrade sharply when queries must be matched against passages embedded in documents longer than their training context. We introduce Sparse Mixture Routing (SMR) ...

## Topics
Mixture of Experts · Dense Retrieval · Long Context

## Citations (87)
Sort by: Most Influential ▾

- **LongRAG-X: Retrieval over Million-Token Corpora** · Chen, Alvarez et al. · arXiv 2024 · 14 Citations
- **Gated Segment Experts for Legal Document Search** · Moreau, Pinto · SIGIR 2024 · 9 Citations
- **RouteRank: Budgeted Expert Selection for Retrieval** · Sato, Kim et al. · EMNLP 2024 · 7 Citations
- ...
"""),
        (search("smr-retrieval github evaluation script 71.2 72.4"), sr(
            (gh, "hpark-lab/smr-retrieval: Official code for Sparse Mixture Routing (ICML 2024)", "... Note on reported numbers: v1 of the paper reported 71.2 on LongBench-R; after fixing a tokenization bug in the evaluation script the result is 72.4 ...", "N/A"),
            ("https://github.com/hpark-lab/smr-retrieval/issues/14", "Can't reproduce 71.2 on LongBench-R · Issue #14 · hpark-lab/smr-retrieval", "I get 72.3-72.5 with the released checkpoint, higher than the paper. Is the eval script different? ...", "Apr 9, 2024"),
            ("https://arxiv.org/abs/2406.11302", "[2406.11302] Sparse Mixture Routing for Long-Context Reasoning", "... token-level routing ... we compare against segment-level retrieval routing (Park et al., 2024) ...", "Jun 17, 2024"),
        )),
        (extract(gh, "which accuracy number is current and why it changed"), """# smr-retrieval

**Official code for "Sparse Mixture Routing for Long-Context Retrieval" (ICML 2024)**

⭐ 1.4k · 🍴 118 · License: Apache-2.0

[Paper (arXiv)](https://arxiv.org/abs/2402.08817) · [ICML poster](https://icml.cc/virtual/2024/poster/33417) · [Checkpoints (Hugging Face)](https://huggingface.co/hpark-lab)

## News
- **2024-05-30**: Camera-ready version released on arXiv (v2). Added MIRACL-Long results.
- **2024-04-11**: Fixed a tokenization bug in `eval/longbench_r.py` (#14). Numbers below use the fixed script.
- **2024-02-14**: Initial release.

## Results (LongBench-R, 32k-token documents, top-1 accuracy)

| Model | Params | Top-1 | FLOPs (rel.) |
| --- | --- | --- | --- |
| Dense baseline | 335M | 66.9 | 1.00 |
| SMR-Base | 335M | 72.4 | 0.59 |
| SMR-Large | 1.2B | 76.8 | 0.61 |

> **Note on reported numbers:** v1 of the paper reported 71.2 for SMR-Base. After fixing a tokenization bug in the evaluation script (see #14), the result is 72.4, which is the number in v2 and the ICML proceedings.

## Installation
```bash
pip install -e .
```
"""),
        m.add(citations="87 (Semantic Scholar) vs 112 (Google Scholar snippet) — counts differ by index", acc_note="71.2 -> 72.4 due to eval-script tokenization fix (repo README, #14)"),
        m.all(),
    ]
    return dict(tid="h15-search-05", turns=turns, state=state("What LongBench-R accuracy does the SMR paper (arXiv 2402.08817) report, where was it published, and how often is it cited?"), bad=False, turn=None, kind="clean")


def t06() -> dict[str, Any]:
    # bad: turn 10 retrieve_all returns vela5_battery with "65W wired" although turn 4 stored "67W wired" (and no update was made).
    m = Mem()
    pro = "https://www.gsmarena.com/orbis_vela_5_pro-13104.php"
    base = "https://www.gsmarena.com/orbis_vela_5-13103.php"
    off = "https://www.orbismobile.com/global/vela-5/specs/"
    rev = "https://www.gsmarena.com/orbis_vela_5_pro-review-2718p5.php"
    turns: list[Turn] = [
        (search("Orbis Vela 5 Pro specs battery charging"), sr(
            (pro, "Orbis Vela 5 Pro - Full phone specifications - GSMArena.com", "Orbis Vela 5 Pro. Released 2024, March 19. 213g, 8.6mm thickness. Android 14, OrbisOS 2. 256GB/512GB storage ... 5160mAh ...", "N/A"),
            (base, "Orbis Vela 5 - Full phone specifications - GSMArena.com", "Orbis Vela 5. Released 2024, March 19. 196g, 8.2mm thickness. Android 14 ... 4880mAh ...", "N/A"),
            ("https://www.orbismobile.com/global/vela-5-pro/specs/", "Vela 5 Pro - Specifications | Orbis Global", "6.78\" LTPO AMOLED · Snapdragon 8 Gen 3 · 5160 mAh silicon-carbon battery · 80W wired · 50W wireless ...", "N/A"),
            ("https://www.notebookcheck.net/Orbis-Vela-5-Pro-smartphone-review.812244.0.html", "Orbis Vela 5 Pro smartphone review - Notebookcheck.net Reviews", "The Vela 5 Pro combines a big silicon-carbon cell with fast charging. In our Wi-Fi test it lasted ...", "Apr 12, 2024"),
            ("https://www.reddit.com/r/Android/comments/1bi8tq2/orbis_vela_5_series_launch_megathread/", "Orbis Vela 5 series launch megathread : r/Android", "The base model lost wireless charging this year, which is a weird call ...", "Mar 19, 2024"),
        )),
        (extract(pro, "battery capacity and charging specs"), """# Orbis Vela 5 Pro

Released 2024, March 19 · 213g, 8.6mm thickness · Android 14, OrbisOS 2 · 256GB/512GB storage, no card slot

| Category | Spec | Value |
| --- | --- | --- |
| Network | Technology | GSM / HSPA / LTE / 5G |
| Launch | Announced | 2024, March 05 |
| | Status | Available. Released 2024, March 19 |
| Body | Dimensions | 163.4 x 75.1 x 8.6 mm |
| | Weight | 213 g (7.51 oz) |
| | Build | Glass front (Gorilla Glass Victus 2), aluminum frame, glass back |
| | | IP68 dust/water resistant (up to 1.5m for 30 min) |
| Display | Type | LTPO AMOLED, 1B colors, 120Hz, HDR10+, 3000 nits (peak) |
| | Size | 6.78 inches, 111.0 cm2 (~90.5% screen-to-body ratio) |
| | Resolution | 1264 x 2780 pixels (~450 ppi density) |
| Platform | Chipset | Qualcomm SM8650-AB Snapdragon 8 Gen 3 (4 nm) |
| Memory | Internal | 256GB 12GB RAM, 512GB 16GB RAM |
| Main Camera | Triple | 50 MP, f/1.7, 23mm (wide), 1/1.3", OIS; 50 MP, f/2.6, 70mm (periscope telephoto), 3x optical zoom; 50 MP, f/2.0, 14mm (ultrawide) |
| Battery | Type | Si/C Li-Ion 5160 mAh, non-removable |
| | Charging | 80W wired, 100% in 38 min (advertised) |
| | | 50W wireless |
| | | 10W reverse wireless |
| Misc | Colors | Obsidian, Glacier, Sage |
| | Price | € 899.00 / £ 849.00 |
"""),
        (extract(base, "battery capacity and charging specs"), """# Orbis Vela 5

Released 2024, March 19 · 196g, 8.2mm thickness · Android 14, OrbisOS 2 · 128GB/256GB storage, no card slot

| Category | Spec | Value |
| --- | --- | --- |
| Launch | Announced | 2024, March 05 |
| Body | Dimensions | 160.9 x 74.3 x 8.2 mm |
| | Weight | 196 g (6.91 oz) |
| | Build | Glass front (Gorilla Glass 5), plastic frame, plastic back; IP54 |
| Display | Type | AMOLED, 120Hz, 1600 nits (peak) |
| | Size | 6.55 inches |
| Platform | Chipset | Qualcomm SM7550-AB Snapdragon 7 Gen 3 (4 nm) |
| Main Camera | Dual | 50 MP, f/1.8 (wide), OIS; 8 MP, f/2.2 (ultrawide) |
| Battery | Type | Li-Po 4880 mAh, non-removable |
| | Charging | 67W wired, 50% in 18 min (advertised) |
| | | No wireless charging |
| Misc | Colors | Black, Mint, Coral |
| | Price | € 449.00 / £ 429.00 |
"""),
        m.add(vela5pro_battery="5160 mAh Si/C, 80W wired / 50W wireless / 10W reverse", vela5_battery="4880 mAh Li-Po, 67W wired, no wireless"),
        (search("Orbis Vela 5 official specifications charging wattage"), sr(
            (off, "Vela 5 - Specifications | Orbis Global", "Battery: 4880 mAh (typical). Charging: 67W Orbis TurboCharge wired. Charger included in selected markets ...", "N/A"),
            ("https://www.orbismobile.com/global/vela-5-pro/specs/", "Vela 5 Pro - Specifications | Orbis Global", "Battery: 5160 mAh (typical) silicon-carbon. 80W wired / 50W wireless ...", "N/A"),
            ("https://www.androidauthority.com/orbis-vela-5-vs-vela-5-pro-3427719/", "Orbis Vela 5 vs Vela 5 Pro: Which should you buy? - Android Authority", "The Pro charges faster (80W vs 67W) and adds wireless charging, a periscope camera and IP68 ...", "Mar 22, 2024"),
        )),
        (extract(off, "battery and charging"), """# Vela 5 — Specifications

**Display** · 6.55" AMOLED, 2400 × 1080, 120 Hz adaptive, up to 1600 nits peak

**Processor** · Snapdragon® 7 Gen 3

**Memory & Storage** · 8 GB + 128 GB / 12 GB + 256 GB (LPDDR4X, UFS 3.1)

**Battery & Charging**
- 4880 mAh (typical)
- 67W Orbis TurboCharge wired charging (50% in 18 minutes)*
- USB Type-C, USB 2.0

*Charger included in selected markets. Tested in Orbis labs with the 67W charger and cable, screen off.

**Durability** · IP54 splash resistance

**Dimensions & Weight** · 160.9 × 74.3 × 8.2 mm · approx. 196 g

**Operating system** · OrbisOS 2 based on Android 14 · 4 years of OS updates, 5 years of security patches
"""),
        (search("Orbis Vela 5 Pro battery life test active use score"), sr(
            (rev, "Orbis Vela 5 Pro review: Battery life and charging speed - GSMArena.com", "The Vela 5 Pro posted an Active Use Score of 14:52h in our new battery test ... charging 0-100% in 38 minutes ...", "Apr 2, 2024"),
            ("https://www.notebookcheck.net/Orbis-Vela-5-Pro-smartphone-review.812244.0.html", "Orbis Vela 5 Pro smartphone review - Notebookcheck.net Reviews", "Wi-Fi surfing (v1.3): 17h 41min ...", "Apr 12, 2024"),
        )),
        (extract(rev, "active use score and charging times"), """# Orbis Vela 5 Pro review: Battery life and charging speed

GSMArena team, 2 April 2024.

## Battery life

The Vela 5 Pro packs a 5,160mAh silicon-carbon battery — one of the largest in a phone this thin. It posted an Active Use Score of **14:52h** in our battery test, a strong result for a Snapdragon 8 Gen 3 flagship.

| Test | Result |
| --- | --- |
| Active Use Score | 14:52h |
| Calls (cellular) | 34:10h |
| Web browsing | 17:26h |
| Video playback | 21:03h |
| Gaming | 9:48h |

## Charging speed

With the bundled 80W charger, the phone went from flat to 61% in 15 minutes and to a full charge in 38 minutes, matching Orbis's claim. 50W wireless charging on the Orbis AirDock reached 100% in 61 minutes.

| Charger | 15 min | 30 min | Full |
| --- | --- | --- | --- |
| 80W wired (bundled) | 61% | 93% | 0:38h |
| 50W wireless (AirDock) | 36% | 66% | 1:01h |
"""),
        m.add(vela5pro_active_use="14:52h Active Use Score (GSMArena review, 2 Apr 2024); 0-100% in 38 min wired"),
        m.all(override={
            "vela5pro_battery": "5160 mAh Si/C, 80W wired / 50W wireless / 10W reverse",
            "vela5_battery": "4880 mAh Li-Po, 65W wired, no wireless",
            "vela5pro_active_use": "14:52h Active Use Score (GSMArena review, 2 Apr 2024); 0-100% in 38 min wired",
        }),
    ]
    return dict(tid="h15-search-06", turns=turns, state=state("Compare battery capacity and charging of the Orbis Vela 5 and Vela 5 Pro."), bad=True, turn=10, kind="memory retrieve_all returns a stored value (base model wired wattage) different from what was written")


def t07() -> dict[str, Any]:
    # clean: board game award winner on BGG; geeksearch lists several similarly named items, an older blog gives an older rank, the expansion has its own weight and no rank.
    m = Mem()
    nsp = "https://www.nederlandsespellenprijs.nl/winnaars-2024/"
    gsearch = "https://boardgamegeek.com/geeksearch.php?action=search&objecttype=boardgame&q=tidewater"
    game = "https://boardgamegeek.com/boardgame/371822/tidewater-guilds"
    exp = "https://boardgamegeek.com/boardgameexpansion/402115/tidewater-guilds-brine-and-barter"
    blog = "https://www.meeplemountain.com/reviews/tidewater-guilds/"
    turns: list[Turn] = [
        (search("Nederlandse Spellenprijs 2024 winnaar expertspel"), sr(
            (nsp, "Winnaars 2024 - Nederlandse Spellenprijs", "De winnaars van de Nederlandse Spellenprijs 2024 zijn bekend! Expertspel: Tidewater Guilds (Halyard Games / 999 Games) ...", "Oct 26, 2024"),
            ("https://www.nederlandsespellenprijs.nl/nominaties-2024/", "Nominaties 2024 - Nederlandse Spellenprijs", "Dit zijn de genomineerden voor 2024 in de categorieën Familiespel, Expertspel en Kinderspel ...", "Sep 6, 2024"),
            ("https://www.bordspelmania.nl/nieuws/tidewater-guilds-wint-nederlandse-spellenprijs", "Tidewater Guilds wint Nederlandse Spellenprijs 2024 (Expertspel) - Bordspelmania", "Op Spellenspektakel in Eindhoven werd Tidewater Guilds uitgeroepen tot beste expertspel ...", "Oct 27, 2024"),
            ("https://en.wikipedia.org/wiki/Nederlandse_Spellenprijs", "Nederlandse Spellenprijs - Wikipedia", "The Nederlandse Spellenprijs is a Dutch board game award presented annually since 2000 ...", "N/A"),
        )),
        (extract(nsp, "winner of the Expertspel category and nominees"), """# Winnaars 2024

*Gepubliceerd op 26 oktober 2024*

De Nederlandse Spellenprijs 2024 is uitgereikt tijdens Spellenspektakel in Eindhoven. De jury koos uit vijf genomineerden per categorie.

## Expertspel

**Winnaar: Tidewater Guilds** — ontwerp: Joost van Rijn & Maren Holt · uitgever: Halyard Games (NL: 999 Games)

Genomineerd:
- Cinder Road
- Lanterns of Vyr
- Orchard Syndicate
- The Quiet Archive
- Tidewater Guilds

> "Een handelsspel met een slimme getijdenklok die elke beurt de markt verschuift. Diep, maar nooit log." — juryrapport

## Familiespel

**Winnaar: Pebble Parade** — ontwerp: Inês Carvalho · uitgever: Quokka Games

## Kinderspel

**Winnaar: Dapper Dassen** — ontwerp: Femke Bos · uitgever: HABA
"""),
        (search("Tidewater Guilds boardgamegeek"), sr(
            (game, "Tidewater Guilds | Board Game | BoardGameGeek", "Tidewater Guilds (2023). Trade along a tidal coast where the harbors flood and drain every round. 2–4 Players · 90–120 Min · Age: 14+ · Weight: 3.12 / 5 ...", "N/A"),
            (gsearch, "Search results for \"tidewater\" | BoardGameGeek", "Tidewater Guilds (2023) · Tidewater (2011) · Tidewater Guilds: Brine & Barter (2024) ...", "N/A"),
            (exp, "Tidewater Guilds: Brine & Barter | Board Game Expansion | BoardGameGeek", "Expansion for Tidewater Guilds adding a fifth player, the Saltworks guild and ...", "N/A"),
            (blog, "Tidewater Guilds Review - Meeple Mountain", "Tidewater Guilds is a mid-heavy trading game where the tide clock is the real opponent ...", "Jan 18, 2024"),
        )),
        (extract(gsearch, "which result is the 2023 game"), """# Search Results for "tidewater"

Board Games · 3 results · Sort by: Relevance ▾

| Board Game Rank | Thumbnail | Title | Geek Rating | Avg Rating | Num Voters |
| --- | --- | --- | --- | --- | --- |
| 412 | | **Tidewater Guilds** (2023) — Trade along a tidal coast where harbors flood and drain every round. | 6.912 | 7.61 | 4,812 |
| 9,871 | | **Tidewater** (2011) — Plantation-building and river trading in colonial Virginia. | 5.604 | 6.02 | 311 |
| N/A | | **Tidewater Guilds: Brine & Barter** (2024) — Expansion for Tidewater Guilds. | N/A | 7.94 | 402 |
"""),
        (extract(game, "BGG rank, weight, player count and play time"), """# Tidewater Guilds (2023)

Trade along a tidal coast where the harbors flood and drain every round.

| | |
| --- | --- |
| Players | 2–4 Players · Community: 2–4 — Best: 3 |
| Playing Time | 90–120 Min |
| Age | 14+ · Community: 14+ |
| Weight | 3.12 / 5 |
| Designer | Joost van Rijn, Maren Holt |
| Artist | Sabine Kluyver |
| Publisher | Halyard Games + 6 more |

## Ratings

**7.6** · 4,812 Ratings & 1,206 Comments

| Rank | Category |
| --- | --- |
| 412 | Overall |
| 198 | Strategy |

## Awards
- 2024 Nederlandse Spellenprijs Expertspel Winner
- 2023 Golden Geek Best Medium Game Nominee

## Expansions
- Tidewater Guilds: Brine & Barter (2024)

## Description

In Tidewater Guilds, each player leads a merchant guild on a coast where the tide clock advances every round, flooding some harbors and stranding ships in others. Players buy low at drained ports, sell high where cargo is scarce, and invest in seawalls, warehouses and charters ...
"""),
        m.add(winner="Tidewater Guilds (2023) — NSP 2024 Expertspel", bgg_id="371822", bgg_rank="412 overall / 198 strategy (BGG, current)", weight="3.12/5; 2–4 players (best 3); 90–120 min"),
        (extract(blog, "what rank and weight the review mentions"), """# Tidewater Guilds Review

By Colleen Maas · January 18, 2024

**Designer:** Joost van Rijn, Maren Holt · **Publisher:** Halyard Games · **Players:** 2–4 · **Time:** 90–120 min

Tidewater Guilds showed up on my table at SPIEL in October with almost no buzz. Three months later it's currently sitting at #640 overall on BGG, and deservedly climbing.

## The tide clock

The central idea is a rotating tide clock that decides, every round, which harbors are flooded and which are drained ...

## Weight

The community weight is hovering around 3.1, which feels right: it's not a long game, but the market reacts to every decision, and new players will need a full play to see the shape of it.

## Verdict

Highly recommended for groups that enjoy Hansa Teutonica-style tension with a modern coat of paint. **Rating: 8.5 / 10**
"""),
        (extract(exp, "weight and rank of the expansion"), """# Tidewater Guilds: Brine & Barter (2024)

Expansion for Base-game: Tidewater Guilds

| | |
| --- | --- |
| Players | 2–5 Players · Best: 3–4 |
| Playing Time | 90–150 Min |
| Age | 14+ |
| Weight | 2.95 / 5 |
| Designer | Joost van Rijn, Maren Holt |
| Publisher | Halyard Games |

## Ratings

**7.9** · 402 Ratings · Rank: N/A (expansions are not ranked)

## Description

Brine & Barter adds a fifth guild, the Saltworks, a 5-player tide clock, and "barter tokens" that let players swap cargo without using the market ...
"""),
        m.all(),
    ]
    return dict(tid="h15-search-07", turns=turns, state=state("Which game won the 2024 Nederlandse Spellenprijs (Expertspel) and what are its BoardGameGeek rank and weight?"), bad=False, turn=None, kind="clean")


def t08() -> dict[str, Any]:
    # bad: turn 7 filing-history page header shows company number 11872364, but turns 2 and 4 (overview and officers pages of the same company, same URL path 11827364) showed 11827364.
    m = Mem()
    base = "https://find-and-update.company-information.service.gov.uk/company/11827364"
    news = "https://www.insidermedia.com/news/south-west/bristol-speaker-maker-halberd-acoustics-raises-4-2m"
    turns: list[Turn] = [
        (search("Halberd Acoustics Limited Companies House"), sr(
            (base, "HALBERD ACOUSTICS LIMITED overview - Find and update company information - GOV.UK", "HALBERD ACOUSTICS LIMITED - Free company information from Companies House including registered office address, filing history, accounts, annual return, officers ...", "N/A"),
            (base + "/officers", "HALBERD ACOUSTICS LIMITED people - Find and update company information - GOV.UK", "HALBERD ACOUSTICS LIMITED - Free company information from Companies House including registered office address, filing history, accounts, annual return, officers ...", "N/A"),
            ("https://www.halberdacoustics.com/about", "About | Halberd Acoustics", "Halberd designs and builds active studio monitors in Bristol. Founded in 2019 by Imogen Carr and Dev Malhotra ...", "N/A"),
            (news, "Bristol speaker maker Halberd Acoustics raises £4.2m | Insider Media", "Halberd Acoustics, which makes active studio monitors, has raised £4.2m in a round led by ...", "Jun 20, 2023"),
            ("https://opencorporates.com/companies/gb/11827364", "HALBERD ACOUSTICS LIMITED :: England and Wales :: OpenCorporates", "Company Number 11827364, Status Active, Incorporation Date 14 February 2019 ...", "N/A"),
            ("https://www.endole.co.uk/company/11827364/halberd-acoustics-limited", "HALBERD ACOUSTICS LIMITED - Company Profile - Endole", "Halberd Acoustics Limited is an active company incorporated on 14 February 2019 with the registered office located in Bristol ...", "N/A"),
        )),
        (extract(base, "company number, incorporation date, status and accounts"), """# HALBERD ACOUSTICS LIMITED

Company number **11827364**

Follow this company · File for this company

Overview | Filing history | People | More

**Registered office address**
Unit 6, Paintworks, Bath Road, Bristol, England, BS4 3EH

| Company status | Active |
| --- | --- |
| Company type | Private limited Company |
| Incorporated on | 14 February 2019 |

## Accounts
Next accounts made up to **31 March 2024** due by **31 December 2024**
Last accounts made up to **31 March 2023**

## Confirmation statement
Next statement date **13 February 2025** due by **27 February 2025**
Last statement dated **13 February 2024**

## Nature of business (SIC)
- 26400 - Manufacture of consumer electronics
- 72190 - Other research and experimental development on natural sciences and engineering
"""),
        m.add(company_number="11827364", incorporated="14 February 2019", registered_office="Unit 6, Paintworks, Bath Road, Bristol BS4 3EH"),
        (extract(base + "/officers", "current directors"), """# HALBERD ACOUSTICS LIMITED

Company number **11827364**

Overview | Filing history | **People** | More

Officers | Persons with significant control

## Filter officers
☐ Current officers

**4 officers / 1 resignation**

### CARR, Imogen Ruth
Correspondence address: Unit 6, Paintworks, Bath Road, Bristol, England, BS4 3EH
Role **Active** Director · Date of birth March 1987 · Appointed on 14 February 2019
Nationality British · Country of residence England · Occupation Engineer

### MALHOTRA, Devesh
Correspondence address: Unit 6, Paintworks, Bath Road, Bristol, England, BS4 3EH
Role **Active** Director · Date of birth October 1985 · Appointed on 14 February 2019
Nationality British · Country of residence England · Occupation Company Director

### OYELARAN, Folake Adebisi
Correspondence address: Unit 6, Paintworks, Bath Road, Bristol, England, BS4 3EH
Role **Active** Director · Date of birth July 1979 · Appointed on 3 July 2023
Nationality British · Country of residence England · Occupation Investment Director

### PRESCOTT, Alan James
Correspondence address: 14 Redland Grove, Bristol, England, BS6 6PR
Role **Resigned** Director · Date of birth January 1962 · Appointed on 1 April 2020 · Resigned on 30 June 2023
Nationality British · Country of residence England · Occupation Retired
"""),
        (search("Halberd Acoustics director appointed 2023 investment"), sr(
            (news, "Bristol speaker maker Halberd Acoustics raises £4.2m | Insider Media", "... Folake Oyelaran, investment director at Westway Capital, will join the board as part of the deal ...", "Jun 20, 2023"),
            ("https://www.westwaycapital.co.uk/portfolio/halberd-acoustics", "Halberd Acoustics | Westway Capital portfolio", "Sector: Consumer electronics. Investment: 2023. Board representative: Folake Oyelaran ...", "N/A"),
            ("https://www.soundonsound.com/news/halberd-announces-h8-studio-monitor", "Halberd announces H8 active studio monitor | Sound On Sound", "Bristol-based Halberd Acoustics has unveiled the H8, a three-way active monitor ...", "Jan 23, 2024"),
        )),
        (extract(news, "funding amount and board changes"), """# Bristol speaker maker Halberd Acoustics raises £4.2m

Insider Media · 20 June 2023 · South West

Halberd Acoustics, which designs and manufactures active studio monitors at its base in Bristol's Paintworks, has raised £4.2m in a round led by Westway Capital.

The business was founded in 2019 by engineers Imogen Carr and Dev Malhotra, who met while working on loudspeaker design at a Cambridge audio firm.

Folake Oyelaran, investment director at Westway Capital, will join the board as part of the deal. Alan Prescott, a former chairman of a Midlands electronics group who has been a non-executive director since 2020, will step down at the end of the month.

The funding will be used to double production capacity and expand into the US, where Halberd already sells through two distributors.

Carr said: "This lets us move from a workshop to a proper production line without compromising on how the speakers are built."

Halberd employs 23 people and expects revenues of around £3m this year.
"""),
        (extract(base + "/filing-history", "latest accounts filed and officer changes"), """# HALBERD ACOUSTICS LIMITED

Company number **11872364**

Overview | **Filing history** | People | More

Filter: ☐ Accounts ☐ Capital ☐ Confirmation statements ☐ Incorporation ☐ Officers ☐ Mortgage

| Date | Type | Description | View / Download |
| --- | --- | --- | --- |
| 14 Feb 2024 | CS01 | Confirmation statement made on 13 February 2024 with no updates | View PDF (3 pages) |
| 12 Dec 2023 | AA | Total exemption full accounts made up to 31 March 2023 | View PDF (11 pages) |
| 17 Jul 2023 | SH01 | Statement of capital following an allotment of shares on 28 June 2023 — GBP 1,436.20 | View PDF (4 pages) |
| 6 Jul 2023 | RESOLUTIONS | Resolutions — Resolution of adoption of Articles of Association | View PDF (38 pages) |
| 5 Jul 2023 | AP01 | Appointment of Mrs Folake Adebisi Oyelaran as a director on 3 July 2023 | View PDF (2 pages) |
| 4 Jul 2023 | TM01 | Termination of appointment of Alan James Prescott as a director on 30 June 2023 | View PDF (1 page) |
| 20 Feb 2023 | CS01 | Confirmation statement made on 13 February 2023 with updates | View PDF (4 pages) |
| 21 Dec 2022 | AA | Total exemption full accounts made up to 31 March 2022 | View PDF (10 pages) |
"""),
        m.add(latest_accounts="Total exemption full accounts made up to 31 Mar 2023, filed 12 Dec 2023; next made up to 31 Mar 2024 due 31 Dec 2024"),
        m.all(),
    ]
    return dict(tid="h15-search-08", turns=turns, state=state("When was Halberd Acoustics Limited incorporated, who are its directors, and what are its latest filed accounts?"), bad=True, turn=7, kind="company number in the filing-history page header differs from the overview/officers pages of the same company")


def t09() -> dict[str, Any]:
    # clean: two different researchers named Jonas Lindqvist (two ORCID records); the glaciologist moved from Bergen to Stockholm in 2021 so a 2019 news item and the ERC project page name Bergen legitimately.
    m = Mem()
    ssag = "https://www.ssag.se/vegamedaljen/mottagare"
    o_chem = "https://orcid.org/0000-0001-8832-5510"
    o_glac = "https://orcid.org/0000-0002-4471-9023"
    uib = "https://www.uib.no/en/geo/129402/erc-starting-grant-jonas-lindqvist"
    cordis = "https://cordis.europa.eu/project/id/948812"
    turns: list[Turn] = [
        (search("Jonas Lindqvist glaciologist Vega Medal 2023"), sr(
            (ssag, "Vegamedaljen – mottagare | Svenska Sällskapet för Antropologi och Geografi", "2023 Jonas Lindqvist, Stockholms universitet, för hans banbrytande forskning om subglacial hydrologi ... 2022 ...", "N/A"),
            ("https://www.su.se/english/news/vega-medal-to-jonas-lindqvist-1.681204", "Vega Medal to Jonas Lindqvist - Stockholm University", "Professor Jonas Lindqvist at the Department of Physical Geography has been awarded the 2023 Vega Medal ...", "Feb 27, 2023"),
            ("https://www.natgeo.su.se/staff/jonas-lindqvist", "Jonas Lindqvist | Department of Physical Geography", "Professor of Glaciology. Research: subglacial hydrology, tidewater glaciers, Svalbard ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Vega_Medal", "Vega Medal - Wikipedia", "The Vega Medal is awarded by the Swedish Society for Anthropology and Geography ... List of recipients ...", "N/A"),
        )),
        (extract(ssag, "2023 recipient and affiliation"), """# Vegamedaljen – mottagare

Vegamedaljen delas ut av Svenska Sällskapet för Antropologi och Geografi (SSAG) till en forskare som gjort betydande insatser inom geografin. Medaljen instiftades 1881 till minne av Vegaexpeditionen.

## Mottagare sedan 2015

| År | Mottagare | Lärosäte | Motivering (kort) |
| --- | --- | --- | --- |
| 2024 | Aminata Diallo-Berg | Lunds universitet | markanvändning och global miljöförändring |
| 2023 | Jonas Lindqvist | Stockholms universitet | subglacial hydrologi vid Svalbards kalvande glaciärer |
| 2022 | Hiroshi Tanabe | University of Tokyo | urbaniseringens globala miljöeffekter |
| 2021 | – | – | ingen utdelning (pandemin) |
| 2020 | Margarida Fontes | Universidade de Lisboa | kustmorfologi och havsnivåhöjning |
| 2019 | Colin Ashworth | University of Edinburgh | klimat och samhälle |

Medaljen delas ut vid sällskapets årshögtid den 24 april.
"""),
        (search("Jonas Lindqvist ORCID"), sr(
            (o_chem, "Jonas Lindqvist (0000-0001-8832-5510) - ORCID", "Uppsala University, Department of Chemistry – Ångström Laboratory. Computational chemistry, heterogeneous catalysis ...", "N/A"),
            (o_glac, "Jonas Lindqvist (0000-0002-4471-9023) - ORCID", "Stockholm University, Department of Physical Geography. Glaciology, subglacial hydrology ...", "N/A"),
            ("https://www.researchgate.net/profile/Jonas-Lindqvist-3", "Jonas Lindqvist | Professor | Stockholm University | ResearchGate", "Jonas Lindqvist currently works at the Department of Physical Geography, Stockholm University ...", "N/A"),
            ("https://scholar.google.com/citations?user=kT4v9mUAAAAJ", "Jonas Lindqvist - Google Scholar", "Uppsala University - Verified email at kemi.uu.se - density functional theory - catalysis ...", "N/A"),
        )),
        (extract(o_chem, "employment"), """# Jonas Lindqvist

ORCID iD: https://orcid.org/0000-0001-8832-5510

**Keywords:** density functional theory, heterogeneous catalysis, CO2 reduction

## Employment (2)

- **Uppsala University:** Uppsala, SE
  2019-03-01 to present | Senior Lecturer (Department of Chemistry – Ångström Laboratory)
- **Technical University of Denmark:** Kongens Lyngby, DK
  2015-09-01 to 2019-02-28 | Postdoctoral Researcher (Department of Physics)

## Education and qualifications (1)

- **KTH Royal Institute of Technology:** Stockholm, SE
  2010-09-01 to 2015-06-12 | PhD (Theoretical Chemistry and Biology)

## Works (38)

- Single-atom Cu sites on N-doped graphene for CO2 electroreduction: a DFT study — *ACS Catalysis*, 2023
- ...
"""),
        (extract(o_glac, "employment history"), """# Jonas Lindqvist

ORCID iD: https://orcid.org/0000-0002-4471-9023

**Keywords:** glaciology, subglacial hydrology, Svalbard, tidewater glaciers, ice dynamics

## Employment (3)

- **Stockholm University:** Stockholm, SE
  2021-09-01 to present | Professor of Glaciology (Department of Physical Geography)
- **University of Bergen:** Bergen, NO
  2014-08-01 to 2021-08-31 | Associate Professor (Department of Earth Science)
- **University Centre in Svalbard (UNIS):** Longyearbyen, NO
  2011-10-01 to 2014-07-31 | Postdoctoral Fellow (Arctic Geology)

## Education and qualifications (1)

- **University of Copenhagen:** Copenhagen, DK
  2007-09-01 to 2011-08-31 | PhD (Niels Bohr Institute, Physics of Ice, Climate and Earth)

## Funding (1)

- **SUBHYDRO — Subglacial drainage and the fate of Svalbard's tidewater glaciers**
  European Research Council · Grant 948812 · 2020-01 to 2025-06

## Works (61)
"""),
        m.add(lindqvist_vega="Vega Medal 2023 — Jonas Lindqvist (glaciologist), Stockholm University", orcid="0000-0002-4471-9023 (NOT 0000-0001-8832-5510, Uppsala chemist of same name)", affiliation="Stockholm Univ. since 2021-09-01; Univ. of Bergen 2014–2021"),
        (extract(uib, "what the 2019 news says about his affiliation"), """# ERC Starting Grant to Jonas Lindqvist

*Department of Earth Science · University of Bergen · 3 September 2019*

Associate Professor **Jonas Lindqvist** at the Department of Earth Science has been awarded a Starting Grant of about €1.5 million from the European Research Council (ERC) for the project SUBHYDRO.

The project will use borehole sensors, seismic monitoring and drone surveys to understand how meltwater moves beneath Svalbard's tidewater glaciers, and how changes in that drainage affect how fast the glaciers flow into the sea.

"We still know surprisingly little about what happens at the bed of these glaciers, even though that is where the speed is decided," says Lindqvist.

The project starts in January 2020 and runs for five and a half years. Lindqvist came to Bergen in 2014 after a postdoc at UNIS in Longyearbyen.
"""),
        (search("SUBHYDRO ERC 948812 Lindqvist host institution"), sr(
            (cordis, "Subglacial drainage and the fate of Svalbard's tidewater glaciers | SUBHYDRO | Project | Fact Sheet | H2020 | CORDIS", "Grant agreement ID: 948812. Start date 1 January 2020. End date 30 June 2025. Coordinated by UNIVERSITETET I BERGEN ...", "N/A"),
            ("https://erc.europa.eu/projects-statistics/erc-funded-projects/subhydro", "SUBHYDRO | ERC funded project", "Principal investigator: Jonas Lindqvist. Host institution: Universitetet i Bergen, NO ...", "N/A"),
        )),
        (extract(cordis, "host institution and project dates"), """# Subglacial drainage and the fate of Svalbard's tidewater glaciers

**SUBHYDRO** · Fact Sheet

| | |
| --- | --- |
| Grant agreement ID | 948812 |
| Start date | 1 January 2020 |
| End date | 30 June 2025 |
| Funded under | EXCELLENT SCIENCE - European Research Council (ERC) |
| Total cost | € 1 498 750 |
| EU contribution | € 1 498 750 |
| Coordinated by | UNIVERSITETET I BERGEN, Norway |
| Topic(s) | ERC-2019-STG - ERC Starting Grant |
| Funding Scheme | ERC-STG - Starting Grant |

## Participants

| Organisation | Role | Country | EU contribution |
| --- | --- | --- | --- |
| UNIVERSITETET I BERGEN | Coordinator | Norway | € 622 390 |
| STOCKHOLMS UNIVERSITET | Participant (from 1 September 2021) | Sweden | € 876 360 |

## Objective

Tidewater glaciers in Svalbard have accelerated ...
"""),
        m.all(),
    ]
    return dict(tid="h15-search-09", turns=turns, state=state("At which university does Jonas Lindqvist, the 2023 Vega Medal recipient, work, and what is his ORCID?"), bad=False, turn=None, kind="clean")

MEDALS = [
    ("1", "South Korea", 5, 3, 2), ("2", "United States", 4, 2, 3), ("3", "India", 3, 4, 2), ("4", "Türkiye", 2, 1, 1),
    ("5", "Mexico", 1, 2, 3), ("6", "Chinese Taipei", 1, 2, 1), ("7", "Germany", 1, 1, 2), ("8", "France", 1, 0, 2),
    ("9", "Italy", 1, 0, 1), ("10", "Great Britain", 1, 0, 0), ("11", "Japan", 0, 2, 1), ("12", "Colombia", 0, 1, 2),
    ("13", "Denmark", 0, 1, 0), ("13", "Netherlands", 0, 1, 0),
]


def _medal_table(wrong_india_total: bool = False) -> str:
    rows = ["| Rank | Nation | Gold | Silver | Bronze | Total |", "| --- | --- | --- | --- | --- | --- |"]
    for rk, n, g, s, b in MEDALS:
        tot = g + s + b
        if wrong_india_total and n == "India":
            tot += 1
        rows.append(f"| {rk} | {n} | {g} | {s} | {b} | {tot} |")
    rows.append("| Totals (14 entries) | | 20 | 20 | 20 | 60 |")
    return "\n".join(rows)


def t10() -> dict[str, Any]:
    # bad: turn 8 re-extracts the same Wikipedia page as turn 2; India's row still reads 3 gold / 4 silver / 2 bronze but its Total cell is 10 instead of 9.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/2023_World_Archery_Youth_Championships"
    oly = "https://www.olympics.com/en/news/world-archery-youth-championships-2023-india-medal-tally"
    wa = "https://www.worldarchery.sport/competition/23519/limerick-2023-world-archery-youth-championships#/results"
    lead = """# 2023 World Archery Youth Championships

From Wikipedia, the free encyclopedia

| 2023 World Archery Youth Championships | |
| --- | --- |
| Host city | Limerick, Ireland |
| Dates | 3–9 July 2023 |
| Venue | University of Limerick |
| Events | 20 (recurve and compound; under-21 and under-18) |
| Nations | 58 |

The **2023 World Archery Youth Championships** were held at the University of Limerick in Limerick, Ireland, from 3 to 9 July 2023. Archers competed in the under-21 and under-18 age categories in both recurve and compound, with individual, team and mixed team events in each category.

## Medal table

"""
    events = """

## Medal summary

### Compound under-21

| Event | Gold | Silver | Bronze |
| --- | --- | --- | --- |
| Men's individual | Aditya Rawat (IND) | Park Seung-woo (KOR) | Ethan Kowalczyk (USA) |
| Women's individual | Madison Greer (USA) | Tanvi Ghorpade (IND) | Valeria Ortiz (MEX) |
| Men's team | Türkiye | United States | Denmark |
| Women's team | India | Mexico | Colombia |
| Mixed team | South Korea | India | Germany |

### Recurve under-18

| Event | Gold | Silver | Bronze |
| --- | --- | --- | --- |
| Men's individual | Kim Do-hyun (KOR) | Lin Yu-chen (TPE) | Luca Bianchi (ITA) |
| Women's individual | Oh Ye-jin (KOR) | Sakura Ishida (JPN) | Ananya Bisht (IND) |
| Men's team | South Korea | Chinese Taipei | United States |
| Women's team | India | Japan | Chinese Taipei |
| Mixed team | United States | India | South Korea |
"""
    turns: list[Turn] = [
        (search("2023 World Archery Youth Championships Limerick medal table"), sr(
            (wiki, "2023 World Archery Youth Championships - Wikipedia", "The 2023 World Archery Youth Championships were held at the University of Limerick in Limerick, Ireland, from 3 to 9 July 2023 ...", "N/A"),
            (wa, "Limerick 2023 World Archery Youth Championships | World Archery", "Results, brackets and rankings from the youth world championships in Limerick ...", "N/A"),
            (oly, "World Archery Youth Championships 2023: India finish with nine medals - Olympics.com", "India's young archers finished the championships in Limerick with three gold, four silver and two bronze medals ...", "Jul 10, 2023"),
            ("https://www.worldarchery.sport/news/202561/korea-tops-medal-table-limerick", "Korea tops medal table in Limerick | World Archery", "Korea won five of the 20 titles on offer, with the United States second on four golds ...", "Jul 9, 2023"),
        )),
        (extract(wiki, "medal table"), lead + _medal_table() + "\n\nHost nation Ireland did not win a medal."),
        m.add(top_nation="South Korea: 5 gold, 10 medals total", india="3 gold, 4 silver, 2 bronze = 9 (3rd in table)", total_events="20 events, 60 medals"),
        (search("India archery youth world championships 2023 medals Limerick"), sr(
            (oly, "World Archery Youth Championships 2023: India finish with nine medals - Olympics.com", "India's young archers finished the championships in Limerick with three gold, four silver and two bronze medals, their best ...", "Jul 10, 2023"),
            ("https://timesofindia.indiatimes.com/sports/more-sports/archery/aditya-rawat-wins-compound-u21-gold/articleshow/101622875.cms", "Aditya Rawat wins compound U21 world title - Times of India", "Aditya Rawat beat Korea's Park Seung-woo 148-146 in the final ...", "Jul 8, 2023"),
            ("https://www.archeryindia.org/news/youth-worlds-2023", "Youth World Championships 2023 — Team India results | Archery Association of India", "Team India returns from Limerick with 9 medals ...", "Jul 11, 2023"),
        )),
        (extract(oly, "India's medal count and medallists"), """# World Archery Youth Championships 2023: India finish with nine medals

*By Rahul Venkat · 10 July 2023*

India's young archers finished the World Archery Youth Championships in Limerick, Ireland with **nine medals — three gold, four silver and two bronze** — placing third on the medal table behind South Korea and the United States.

## India's medallists

**Gold**
- Aditya Rawat — compound under-21 men's individual
- Compound under-21 women's team
- Recurve under-18 women's team

**Silver**
- Tanvi Ghorpade — compound under-21 women's individual
- Compound under-21 mixed team
- Recurve under-18 mixed team
- Recurve under-21 men's team

**Bronze**
- Ananya Bisht — recurve under-18 women's individual
- Compound under-18 men's team

Rawat's title came after a 148-146 win over Korea's Park Seung-woo in the final.
"""),
        (extract(wa, "compound under-21 finals results"), """# Limerick 2023 World Archery Youth Championships

3–9 July 2023 · Limerick, Ireland · Level: World Championships

## Results — Compound Under 21

| Event | Final | Score | Bronze medal match | Score |
| --- | --- | --- | --- | --- |
| Men Individual | Aditya Rawat (IND) d. Park Seung-woo (KOR) | 148-146 | Ethan Kowalczyk (USA) d. Mateo Lindgren (DEN) | 147-145 |
| Women Individual | Madison Greer (USA) d. Tanvi Ghorpade (IND) | 145-144 | Valeria Ortiz (MEX) d. Defne Aydın (TUR) | 143-139 |
| Men Team | Türkiye d. United States | 233-231 | Denmark d. India | 232-229 |
| Women Team | India d. Mexico | 229-226 | Colombia d. Korea | 227-225 |
| Mixed Team | Korea d. India | 157-155 | Germany d. Netherlands | 155-154 |
"""),
        m.add(india_golds="Rawat (C U21 men ind), C U21 women team, R U18 women team"),
        (extract(wiki, "per-event medallists"), lead + _medal_table(wrong_india_total=True) + "\n\nHost nation Ireland did not win a medal." + events),
        m.retrieve("india", "total_events"),
    ]
    return dict(tid="h15-search-10", turns=turns, state=state("How many medals did India win at the 2023 World Archery Youth Championships, and who topped the medal table?"), bad=True, turn=8, kind="medal table on re-extracted page: a nation's Total cell no longer matches its G/S/B parts and the earlier read")


def t11() -> dict[str, Any]:
    # clean: frog species whose IUCN status went VU (2004) -> EN (2022); Wikipedia still cites the old assessment; the old assessment has its own URL; memory key removed by the agent then reported missing.
    m = Mem()
    iucn = "https://www.iucnredlist.org/species/58213/221904467"
    iucn04 = "https://www.iucnredlist.org/species/58213/11744021"
    wiki = "https://en.wikipedia.org/wiki/Amolops_pallidifasciatus"
    aw = "https://amphibiaweb.org/species/1207"
    turns: list[Turn] = [
        (search("Amolops pallidifasciatus IUCN status"), sr(
            (iucn, "Amolops pallidifasciatus (Pale-banded Torrent Frog) - IUCN Red List", "Endangered B1ab(iii). Date of assessment: 14 March 2022. Population trend: Decreasing ...", "N/A"),
            (wiki, "Amolops pallidifasciatus - Wikipedia", "Amolops pallidifasciatus, the pale-banded torrent frog, is a species of frog in the family Ranidae. It is found in northern Vietnam and Laos ...", "N/A"),
            (aw, "AmphibiaWeb - Amolops pallidifasciatus", "Distribution and Habitat: fast-flowing rocky streams in montane evergreen forest, 700–1,600 m ...", "N/A"),
            ("https://amphibiansoftheworld.amnh.org/Amphibia/Anura/Ranidae/Amolops/Amolops-pallidifasciatus", "Amolops pallidifasciatus | Amphibian Species of the World", "Original publication: Orlov & Ho, 2001 ... Distribution: Tam Dao and Hoang Lien ranges, northern Vietnam; Houaphanh Province, Laos ...", "N/A"),
        )),
        (extract(iucn, "current Red List category, criteria and date"), """# Pale-banded Torrent Frog — *Amolops pallidifasciatus*

**Scope of Assessment:** Global

| | |
| --- | --- |
| Red List Category | **EN — Endangered** |
| Criteria | B1ab(iii) |
| Date assessed | 14 March 2022 |
| Year published | 2023 |
| Assessor(s) | IUCN SSC Amphibian Specialist Group |
| Population trend | Decreasing |
| Number of mature individuals | Unknown |
| Extent of occurrence (EOO) | 4,310 km² |
| Previously published Red List assessments | 2004 – Vulnerable (VU) |

## Justification

Listed as Endangered because its extent of occurrence is 4,310 km², it is known from five threat-defined locations, and there is continuing decline in the extent and quality of its forest stream habitat in northern Vietnam and Laos. The change from Vulnerable reflects new information on habitat loss from small-scale hydropower construction, and is a genuine change in status.

## Geographic Range

Native: Lao People's Democratic Republic; Viet Nam

## Threats

Small-scale hydropower dams, sedimentation from road building, agricultural expansion, and collection for local consumption.
"""),
        (extract(wiki, "what conservation status Wikipedia gives"), """# Amolops pallidifasciatus

From Wikipedia, the free encyclopedia

| Pale-banded torrent frog | |
| --- | --- |
| Conservation status | Vulnerable (IUCN 3.1)[1] |
| Kingdom | Animalia |
| Class | Amphibia |
| Order | Anura |
| Family | Ranidae |
| Genus | *Amolops* |
| Species | *A. pallidifasciatus* |
| Binomial name | *Amolops pallidifasciatus* Orlov & Ho, 2001 |

***Amolops pallidifasciatus***, the **pale-banded torrent frog**, is a species of frog in the family Ranidae. It is found in northern Vietnam and Laos. Its natural habitats are subtropical or tropical moist montane forests and rivers. It is threatened by habitat loss.

## Description
Adult males measure 38–44 mm and adult females 61–70 mm in snout–vent length. The dorsum is olive-brown with pale transverse bands on the limbs ...

## References
1. Orlov, N. & Nguyen Quang Truong (2004). "*Amolops pallidifasciatus*". *IUCN Red List of Threatened Species*. 2004: e.T58213A11744021.
"""),
        m.add(status_wiki="Vulnerable (Wikipedia infobox, cites 2004 assessment)", status_iucn="EN B1ab(iii), assessed 14 Mar 2022, published 2023; previously VU (2004)"),
        (search("Amolops pallidifasciatus 2004 IUCN assessment vulnerable"), sr(
            (iucn04, "Amolops pallidifasciatus - IUCN Red List (2004 assessment)", "Vulnerable B1ab(iii). This is an outdated assessment. A newer assessment of this species is available ...", "N/A"),
            (iucn, "Amolops pallidifasciatus (Pale-banded Torrent Frog) - IUCN Red List", "Endangered B1ab(iii). Date of assessment: 14 March 2022 ...", "N/A"),
            ("https://www.gbif.org/species/2426783", "Amolops pallidifasciatus Orlov & Ho, 2001 - GBIF", "IUCN Red List Category: Endangered ... 212 occurrences ...", "N/A"),
        )),
        (extract(iucn04, "2004 category and date"), """# *Amolops pallidifasciatus* — 2004 assessment

> ⚠ This is an outdated assessment. A more recent assessment (2023, Endangered) is available for this species.

| | |
| --- | --- |
| Red List Category | VU — Vulnerable |
| Criteria | B1ab(iii) |
| Date assessed | 30 April 2004 |
| Assessor(s) | Nikolai Orlov, Nguyen Quang Truong |
| Population trend | Decreasing |

## Justification

Listed as Vulnerable because its extent of occurrence is less than 20,000 km², its distribution is severely fragmented, and there is continuing decline in the extent and quality of its habitat in northern Vietnam.

## Geographic Range

Native: Viet Nam
"""),
        m.remove("status_wiki"),
        (extract(aw, "conservation status and range"), """# *Amolops pallidifasciatus* Orlov & Ho, 2001

Pale-banded Torrent Frog · family: Ranidae · genus: *Amolops*

**Conservation Status (definitions)**
IUCN (Red List): *Amolops pallidifasciatus* is listed as Endangered (2022)

## Distribution and Habitat
Known from the Tam Dao and Hoang Lien ranges in northern Vietnam and from Houaphanh Province, Laos (first recorded in Laos in 2011). It lives along fast-flowing rocky streams in montane evergreen forest at 700–1,600 m elevation.

## Life History, Abundance, Activity, and Special Behaviors
Tadpoles have a ventral sucker and cling to rocks in torrents. Males call from rocks at night in the wet season (April–August).

## Trends and Threats
Decreasing. Small hydropower projects have altered several known breeding streams.

Written by Ha Thi Lan, 2019; updated 2023.
"""),
        m.retrieve("status_wiki", "status_iucn"),
        m.all(),
    ]
    return dict(tid="h15-search-11", turns=turns, state=state("What is the current IUCN Red List status of Amolops pallidifasciatus and when was it assessed?"), bad=False, turn=None, kind="clean")


def _hb1329(status: str) -> str:
    return f"""# HB24-1329 Private Well Water Testing Assistance

**Concerning assistance for testing private residential drinking water wells, and, in connection therewith, making an appropriation.**

| | |
| --- | --- |
| Session | 2024 Regular Session |
| Subjects | Health Care & Health Insurance; Water |
| Bill Status | {status} |
| Became Law | 05/21/2024 |
| Session Law | Ch. 187, 2024 Colo. Sess. Laws |
| Effective | August 7, 2024 |

## Bill Summary

The bill creates the private well testing assistance program in the Department of Public Health and Environment. The program reimburses owners of private residential wells for the cost of testing for arsenic, nitrate, uranium and coliform bacteria, prioritizing households at or below 80% of area median income. ...

## Prime Sponsors

- Representative Elena Marchetti
- Representative Curtis Ybarra
- Senator Dale Huffaker
- Senator Naomi Sato

## Bill History

| Date | Location | Action |
| --- | --- | --- |
| 05/21/2024 | Governor | Governor Signed |
| 05/14/2024 | Governor | Sent to the Governor |
| 05/07/2024 | Senate | Senate Third Reading Passed - No Amendments |
| 05/06/2024 | Senate | Senate Second Reading Passed - No Amendments |
| 05/03/2024 | Senate | Senate Committee on Appropriations Refer Unamended to Senate Committee of the Whole |
| 05/01/2024 | Senate | Senate Committee on Agriculture & Natural Resources Refer Unamended to Appropriations |
| 04/26/2024 | Senate | Introduced In Senate - Assigned to Agriculture & Natural Resources |
| 04/24/2024 | House | House Third Reading Passed - No Amendments |
| 04/23/2024 | House | House Second Reading Passed with Amendments - Committee |
| 04/19/2024 | House | House Committee on Appropriations Refer Amended to House Committee of the Whole |
| 03/07/2024 | House | House Committee on Energy & Environment Refer Amended to Appropriations |
| 02/14/2024 | House | Introduced In House - Assigned to Energy & Environment |
"""


def t12() -> dict[str, Any]:
    # bad: turn 12 re-extracts the bill page from turn 2; its Bill Status field now says "Sent to the Governor" instead of "Governor Signed", though the history (last action 05/21/2024 Governor Signed) is unchanged.
    m = Mem()
    bill = "https://leg.colorado.gov/bills/hb24-1329"
    fn = "https://leg.colorado.gov/sites/default/files/documents/2024A/bills/fn/2024a_hb1329_f1.pdf"
    sun = "https://coloradosun.com/2024/05/22/private-well-testing-law-polis-signs/"
    votes = "https://leg.colorado.gov/bills/hb24-1329#votes"
    cdphe = "https://cdphe.colorado.gov/private-wells/testing-assistance"
    turns: list[Turn] = [
        (search("Colorado HB24-1329 private well water testing bill status"), sr(
            (bill, "HB24-1329 Private Well Water Testing Assistance | Colorado General Assembly", "Concerning assistance for testing private residential drinking water wells ... Bill Status: Governor Signed ...", "N/A"),
            (sun, "Polis signs bill to help rural Coloradans test their well water | The Colorado Sun", "About 1 in 6 Coloradans drink water from private wells, which no agency is required to test ...", "May 22, 2024"),
            (fn, "HB 24-1329 Final Fiscal Note - Legislative Council Staff", "The bill increases state expenditures in the Department of Public Health and Environment ... appropriation of $742,318 ...", "Jun 2024"),
            ("https://www.cpr.org/2024/04/24/colorado-house-well-water-testing-bill/", "House passes bill to subsidize well water tests | CPR News", "The measure passed 47-17 and now heads to the Senate ...", "Apr 24, 2024"),
            ("https://legiscan.com/CO/bill/HB1329/2024", "Colorado HB1329 | 2024 | Regular Session | LegiScan", "Status: Passed on May 21 2024 - 100% progression ...", "N/A"),
        )),
        (extract(bill, "current status, sponsors, effective date"), _hb1329("Governor Signed")),
        m.add(status="Governor Signed 05/21/2024 (Ch. 187); effective Aug 7, 2024", sponsors="Reps. Marchetti, Ybarra; Sens. Huffaker, Sato"),
        (search("HB24-1329 fiscal note appropriation FTE"), sr(
            (fn, "HB 24-1329 Final Fiscal Note - Legislative Council Staff", "... appropriation of $742,318 from the General Fund and 2.5 FTE to the Department of Public Health and Environment for FY 2024-25 ...", "Jun 2024"),
            ("https://leg.colorado.gov/sites/default/files/documents/2024A/bills/fn/2024a_hb1329_00.pdf", "HB 24-1329 Fiscal Note (Introduced) - Legislative Council Staff", "Fiscal note for the introduced bill: $1,106,540 and 3.2 FTE in FY 2024-25 ...", "Feb 2024"),
        )),
        (extract(fn, "appropriation amount and staffing"), """# Final Fiscal Note — HB 24-1329

Legislative Council Staff · Nonpartisan Services for Colorado's Legislature

| | |
| --- | --- |
| Bill Status | Signed into law |
| Fiscal Analyst | Aaron Kvale |
| Date | June 10, 2024 |
| Version | Final Fiscal Note |

**Summary of Fiscal Impact:** The bill creates a private well testing assistance program. It increases state expenditures on an ongoing basis.

**Appropriation Summary:** For FY 2024-25, the bill requires and includes an appropriation of **$742,318** from the General Fund and **2.5 FTE** to the Department of Public Health and Environment.

**Fiscal Note Status:** The fiscal note reflects the enacted bill. Compared to the introduced bill ($1,106,540 and 3.2 FTE), House amendments capped reimbursement at $300 per household per year and removed lead testing.

| Cost Components | FY 2024-25 | FY 2025-26 |
| --- | --- | --- |
| Personal Services | $219,640 | $239,607 |
| Operating and Capital Outlay | $22,678 | $3,375 |
| Testing Reimbursements | $500,000 | $500,000 |
| **Total** | **$742,318** | **$742,982** |
| Total FTE | 2.5 FTE | 2.8 FTE |
"""),
        (extract(sun, "what the law does and when it takes effect"), """# Polis signs bill to help rural Coloradans test their well water

By Marisa Trujillo · The Colorado Sun · May 22, 2024

Gov. Jared Polis on Tuesday signed House Bill 1329, which will reimburse lower-income households for testing their private wells for arsenic, nitrate, uranium and bacteria.

About 1 in 6 Coloradans drink water from private wells, which no agency is required to test. The state health department will run the program, with reimbursement capped at $300 per household per year.

"People on municipal water get a consumer confidence report every year. People on wells get nothing unless they pay for it themselves," said Rep. Elena Marchetti, a Pueblo Democrat and one of the bill's sponsors.

The bill passed the House 47-17 and the Senate 24-11. The law takes effect Aug. 7, though the health department says reimbursements won't be available until early 2025.
"""),
        m.add(cost="$742,318 GF + 2.5 FTE (FY24-25), final fiscal note 6/10/2024"),
        (search("HB24-1329 vote House third reading Senate third reading"), sr(
            (votes, "HB24-1329 Votes | Colorado General Assembly", "House Third Reading 04/24/2024: Aye 47, No 17, Excused 1 ... Senate Third Reading 05/07/2024: Aye 24, No 11 ...", "N/A"),
            ("https://www.cpr.org/2024/04/24/colorado-house-well-water-testing-bill/", "House passes bill to subsidize well water tests | CPR News", "The measure passed 47-17 and now heads to the Senate ...", "Apr 24, 2024"),
        )),
        (extract(votes, "final vote tallies in each chamber"), """# HB24-1329 — Votes

## House

| Date | Action | Aye | No | Excused | Absent |
| --- | --- | --- | --- | --- | --- |
| 04/24/2024 | Third Reading | 47 | 17 | 1 | 0 |
| 04/19/2024 | Committee on Appropriations | 8 | 3 | 0 | 0 |
| 03/07/2024 | Committee on Energy & Environment | 8 | 5 | 0 | 0 |

## Senate

| Date | Action | Aye | No | Excused | Absent |
| --- | --- | --- | --- | --- | --- |
| 05/07/2024 | Third Reading | 24 | 11 | 0 | 0 |
| 05/03/2024 | Committee on Appropriations | 5 | 2 | 0 | 0 |
| 05/01/2024 | Committee on Agriculture & Natural Resources | 4 | 1 | 0 | 0 |
"""),
        (extract(cdphe, "when reimbursements start"), """# Private well testing assistance

Colorado Department of Public Health and Environment · Water Quality Control Division

Created by House Bill 24-1329, this program reimburses eligible Colorado households for the cost of testing their private drinking water well.

## What's covered
- Arsenic, nitrate/nitrite, uranium, total coliform and E. coli
- Up to **$300 per household per year**

## Who is eligible
Owners or renters of a home served by a private well, with household income at or below 80% of area median income.

## Timeline
- **August 7, 2024** — Law takes effect.
- **Fall 2024** — Rulemaking and lab partner selection.
- **Early 2025** — Reimbursement applications open.

Sign up for updates to be notified when applications open.
"""),
        m.add(votes="House 47-17 (1 exc.) 4/24/24; Senate 24-11 5/7/24", program_start="Reimbursement applications open early 2025 (CDPHE)"),
        (extract(bill, "session law chapter and effective date"), _hb1329("Sent to the Governor")),
    ]
    return dict(tid="h15-search-12", turns=turns, state=state("What is the status of Colorado HB24-1329, what does it cost, and when does it take effect?"), bad=True, turn=12, kind="bill page re-read: status field reverts to an earlier stage with no new action in its history")


def t13() -> dict[str, Any]:
    # clean: football ground renamed in 2022 (older articles use the old name), capacity differs between Wikipedia and the club's newer stadium guide (hospitality expansion), memory value updated by the agent after the rename.
    m = Mem()
    bbc = "https://www.bbc.co.uk/sport/football/48211763"
    club_news = "https://www.harwicktownfc.co.uk/news/2022/06/14/marlow-road-naming-rights-veltrix"
    wiki = "https://en.wikipedia.org/wiki/Veltrix_Community_Stadium"
    guide = "https://www.harwicktownfc.co.uk/club/stadium-guide"
    turns: list[Turn] = [
        (search("Harwick Town FC stadium capacity record attendance"), sr(
            (bbc, "Harwick Town 2-1 Alderby United: Harwick promoted to National League - BBC Sport", "Harwick Town sealed promotion in front of a sell-out crowd at Marlow Road, which holds 9,214 ...", "May 11, 2019"),
            (wiki, "Veltrix Community Stadium - Wikipedia", "The Veltrix Community Stadium (formerly Marlow Road Stadium) is a football stadium in Harwick, England, and the home of Harwick Town F.C. ...", "N/A"),
            (guide, "Stadium Guide | Harwick Town FC", "Directions, parking, away fans information and accessibility at the Veltrix Community Stadium ...", "N/A"),
            ("https://www.footballgroundguide.com/non-league/harwick-town-marlow-road.html", "Harwick Town - Marlow Road - Football Ground Guide", "Marlow Road is a traditional ground with a part-terraced Kop and three seated stands ... Record attendance 18,402 ...", "Sep 2, 2018"),
        )),
        (extract(bbc, "stadium name and capacity"), """# Harwick Town 2-1 Alderby United: Harwick promoted to National League

BBC Sport · 11 May 2019

Harwick Town won promotion to the National League for the first time in their history with victory over Alderby United in the National League North play-off final.

A sell-out crowd of 9,214 — Marlow Road's full capacity — saw Callum Reeve head the winner seven minutes from time after Jordan Asante's first-half penalty had been cancelled out by Tom Whitley.

Manager Gary Lister, in his second season, said: "This club has waited 40 years to feel like this. To do it at Marlow Road, in front of these fans, is special."

Harwick last drew a bigger crowd in the 1970s; the ground's record attendance of 18,402 was set for an FA Cup tie against Leeds United in 1978, before terracing was converted.

## Line-ups

**Harwick:** Pryce; Okafor, Dunmore, Hale, Castillo; Reeve, Baird, Asante (Miller 78); Nwosu, Finch (Lowe 66), Kerr.
**Alderby:** Shaw; Benson, Garrity, Moyo, Harte; Whitley, Cole, Ibbotson; Dale (Carver 71), Lyle, Price.
"""),
        m.add(stadium="Marlow Road Stadium", capacity="9,214 (BBC, May 2019)"),
        (search("Marlow Road Stadium renamed Harwick"), sr(
            (club_news, "Marlow Road to become Veltrix Community Stadium | Harwick Town FC", "Harwick Town are delighted to announce a five-year naming rights partnership with Veltrix Energy, starting on 1 July 2022 ...", "Jun 14, 2022"),
            (wiki, "Veltrix Community Stadium - Wikipedia", "... Former names: Marlow Road Stadium (1923–2022) ...", "N/A"),
            ("https://www.harwickadvertiser.co.uk/sport/fans-react-to-marlow-road-name-change", "Fans react to Marlow Road name change | Harwick Advertiser", "Supporters' trust chair says 'it'll always be Marlow Road to us' ...", "Jun 15, 2022"),
        )),
        (extract(club_news, "new name and date"), """# Marlow Road to become Veltrix Community Stadium

Harwick Town FC · Club News · 14 June 2022

Harwick Town are delighted to announce a five-year naming rights partnership with Harwick-based renewable energy company Veltrix Energy.

From **1 July 2022**, Marlow Road will be known as the **Veltrix Community Stadium**.

As part of the agreement, Veltrix will install 640 solar panels on the roof of the Main Stand, funding that the club says will cut the stadium's electricity bills by around a third.

Chairman Rob Eastman said: "Marlow Road has been our home since 1923, and that history isn't going anywhere. The road is still Marlow Road, the Kop is still the Kop, and this partnership secures investment into the stadium for years to come."

The Marlow Road End will keep its name.
"""),
        m.update(stadium="Veltrix Community Stadium (formerly Marlow Road Stadium; renamed 1 Jul 2022)"),
        (extract(wiki, "capacity, former names, record attendance"), """# Veltrix Community Stadium

From Wikipedia, the free encyclopedia

*"Marlow Road Stadium" redirects here.*

| Veltrix Community Stadium | |
| --- | --- |
| Former names | Marlow Road Stadium (1923–2022) |
| Location | Marlow Road, Harwick, England |
| Owner | Harwick Town F.C. |
| Capacity | 9,214 |
| Record attendance | 18,402 (Harwick Town v Leeds United, 28 January 1978) |
| Surface | Grass |
| Opened | 1923 |
| Tenants | Harwick Town F.C. (1923–present) |

The **Veltrix Community Stadium**, known as **Marlow Road Stadium** until 2022, is a football stadium in Harwick, England. It has been the home ground of Harwick Town since 1923.

## History
The ground's record attendance of 18,402 was set on 28 January 1978 for an FA Cup fourth-round tie against Leeds United. Terracing at the Marlow Road End was replaced with seating in 1996, and the Kop was partly seated in 2004, reducing capacity to its present level.

In June 2022 the club announced a five-year naming rights deal with Veltrix Energy, with the new name taking effect on 1 July 2022.

## Stands
- Main Stand (seated)
- The Kop (part terraced)
- Marlow Road End (seated, away fans)
- Riverside Stand (seated)
"""),
        (extract(guide, "current capacity"), """# Stadium Guide

## Veltrix Community Stadium, Marlow Road, Harwick HR4 7QJ

**Capacity:** 9,250 (following the 2023 Riverside hospitality boxes)
**Away fans:** Marlow Road End (up to 1,450)
**Pitch:** 104 x 68 m

### Getting here
- **By train:** Harwick Central is a 15-minute walk. Turn left out of the station onto Station Road, then right onto Marlow Road.
- **By car:** Limited matchday parking at the Harwick Leisure Centre (£6). No parking at the ground.

### Accessibility
Wheelchair spaces in the Main Stand and Riverside Stand; audio-descriptive commentary on request.

### History corner
The record crowd at the old Marlow Road, 18,402, came for the FA Cup visit of Leeds United in January 1978.
"""),
        m.add(capacity_current="9,250 per club stadium guide (after 2023 hospitality boxes); Wikipedia still says 9,214", record_attendance="18,402 v Leeds United, FA Cup R4, 28 Jan 1978"),
        m.all(),
    ]
    return dict(tid="h15-search-13", turns=turns, state=state("What is the capacity of Harwick Town FC's stadium, what is it called now, and what is its record attendance?"), bad=False, turn=None, kind="clean")


def t14() -> dict[str, Any]:
    # bad: key "budget" was removed at turn 5 (confirmed), but the retrieve_all at turn 9 lists it again with its old value.
    m = Mem()
    bom = "https://www.boxofficemojo.com/title/tt14820376/"
    tn = "https://www.the-numbers.com/movie/Lantern-Keeper-The-(2023)"
    dl = "https://deadline.com/2023/09/the-lantern-keeper-box-office-opening-weekend-1235548821/"
    turns: list[Turn] = [
        (search("The Lantern Keeper 2023 box office worldwide gross budget"), sr(
            (bom, "The Lantern Keeper - Box Office Mojo", "Domestic (38.4%) $61,482,190. International (61.6%) $98,613,455. Worldwide $160,095,645 ...", "N/A"),
            (tn, "The Lantern Keeper (2023) - Financial Information - The Numbers", "Production Budget: $48,000,000. Worldwide Box Office: $160,312,907 ...", "N/A"),
            (dl, "'The Lantern Keeper' Lights Up Box Office With $18.2M Opening - Deadline", "Focus Features' supernatural drama opened to $18.2M from 3,204 theaters, above tracking ...", "Sep 17, 2023"),
            ("https://en.wikipedia.org/wiki/The_Lantern_Keeper", "The Lantern Keeper - Wikipedia", "The Lantern Keeper is a 2023 American supernatural drama film directed by Nadia Ferreira ... Budget $45 million ...", "N/A"),
            ("https://www.imdb.com/title/tt14820376/", "The Lantern Keeper (2023) - IMDb", "Directed by Nadia Ferreira. With Oscar Isaac, Jodie Comer ... Box office: Budget $45,000,000 (estimated) ...", "N/A"),
        )),
        (extract(bom, "domestic, international and worldwide gross, opening weekend"), """# The Lantern Keeper (2023)

A reclusive lighthouse keeper on the Maine coast begins to receive messages from ships that sank a century earlier.

## All Releases

| | |
| --- | --- |
| Domestic (38.4%) | $61,482,190 |
| International (61.6%) | $98,613,455 |
| Worldwide | $160,095,645 |

## Summary Details

| | |
| --- | --- |
| Domestic Distributor | Focus Features |
| Domestic Opening | $18,240,611 |
| Earliest Release Date | September 13, 2023 (France) |
| MPAA | PG-13 |
| Running Time | 1 hr 58 min |
| Genres | Drama Fantasy Mystery |
| Widest Release | 3,318 theaters |

## By Release

| Release Group | Rollout | Markets | Domestic | International | Worldwide |
| --- | --- | --- | --- | --- | --- |
| Original Release | Sep 13, 2023 - Feb 1, 2024 | 44 | $61,482,190 | $98,613,455 | $160,095,645 |
"""),
        m.add(ww_gross_bom="$160,095,645 (BOM; dom $61,482,190 + intl $98,613,455)", budget="$45M (Wikipedia/IMDb estimate, unverified)", opening_weekend="$18,240,611 domestic (BOM)"),
        (extract(tn, "production budget and worldwide gross"), """# The Lantern Keeper (2023)

## Financial analysis of The Lantern Keeper (2023)

| | |
| --- | --- |
| Domestic Box Office | $61,482,190 |
| International Box Office | $98,830,717 |
| Worldwide Box Office | $160,312,907 |
| Production Budget | $48,000,000 (worldwide box office is 3.3 times production budget) |
| Opening Weekend | $18,240,611 (29.7% of total gross) |
| Legs | 3.37 (domestic box office/biggest weekend) |
| Theater counts | 3,204 opening theaters / 3,318 max. theaters, 6.4 weeks average run per theater |

*Our production budget figure comes from a source close to the production and supersedes earlier reported estimates of $45 million.*

## Movie Details

| | |
| --- | --- |
| Domestic Releases | September 15th, 2023 (Wide) by Focus Features |
| MPAA Rating | PG-13 for thematic elements, some violent images and language |
| Running Time | 118 minutes |
"""),
        m.remove("budget"),
        m.add(budget_numbers="$48,000,000 (The Numbers; supersedes $45M estimate)", ww_gross_numbers="$160,312,907 (The Numbers; intl figure differs from BOM)"),
        (search("Lantern Keeper opening weekend box office September 2023"), sr(
            (dl, "'The Lantern Keeper' Lights Up Box Office With $18.2M Opening - Deadline", "Focus Features' supernatural drama opened to $18.2M from 3,204 theaters, well above the $12M-$14M tracking ...", "Sep 17, 2023"),
            ("https://www.boxofficemojo.com/weekend/2023W37/", "Domestic 2023 Weekend 37 - Box Office Mojo", "1 The Lantern Keeper $18,240,611 3,204 theaters ...", "N/A"),
            ("https://variety.com/2023/film/box-office/lantern-keeper-box-office-opening-1235724913/", "Box Office: 'The Lantern Keeper' Surprises With $18 Million Debut - Variety", "The Nadia Ferreira-directed drama, which cost a reported $45 million before marketing ...", "Sep 17, 2023"),
        )),
        (extract(dl, "opening weekend gross and theater count"), """# 'The Lantern Keeper' Lights Up Box Office With $18.2M Opening

By Anthony D'Alessandro · September 17, 2023 9:12am

**SUNDAY AM:** Focus Features' *The Lantern Keeper* is opening to an estimated $18.2M at 3,204 theaters this weekend, well above the $12M-$14M tracking that had the Nadia Ferreira-directed supernatural drama pegged as a modest adult play.

Friday was $6.9M including $1.85M in Thursday previews. Saturday rose 2% to $7M.

The film carries an A- CinemaScore and a 91% Certified Fresh rating on Rotten Tomatoes. Audiences were 56% female and 64% over 25.

Overseas, Universal reports a $21.4M start from 38 markets for a global opening of $39.6M. France, where the film opened Wednesday, leads with $4.1M.

| Rank | Film (Dist) | 3-day | Theaters | Total |
| --- | --- | --- | --- | --- |
| 1 | The Lantern Keeper (FOC) | $18.2M | 3,204 | $18.2M |
| 2 | A Haunting in Venice (20th) | $14.1M | 3,305 | $14.1M |
| 3 | The Nun II (WB/NL) | $8.4M | 3,728 | $54.7M |
"""),
        m.all(override={
            "ww_gross_bom": "$160,095,645 (BOM; dom $61,482,190 + intl $98,613,455)",
            "budget": "$45M (Wikipedia/IMDb estimate, unverified)",
            "opening_weekend": "$18,240,611 domestic (BOM)",
            "budget_numbers": "$48,000,000 (The Numbers; supersedes $45M estimate)",
            "ww_gross_numbers": "$160,312,907 (The Numbers; intl figure differs from BOM)",
        }),
    ]
    return dict(tid="h15-search-14", turns=turns, state=state("What was the worldwide gross and production budget of The Lantern Keeper (2023)?"), bad=True, turn=9, kind="memory key removed earlier reappears in retrieve_all with its old value")


def t15() -> dict[str, Any]:
    # clean: PyPI package; a stale libraries.io mirror lists an older latest version, a pre-release exists on GitHub/PyPI history, the package was renamed from an old name whose page is separate, download counts from pypistats.
    m = Mem()
    pypi = "https://pypi.org/project/tessellate-geo/"
    lib = "https://libraries.io/pypi/tessellate-geo"
    stats = "https://pypistats.org/packages/tessellate-geo"
    old = "https://pypi.org/project/tessellate/"
    gh = "https://github.com/tessellate-dev/tessellate-geo/releases"
    turns: list[Turn] = [
        (search("tessellate-geo pypi latest version"), sr(
            (pypi, "tessellate-geo · PyPI", "tessellate-geo 2.3.1. pip install tessellate-geo. Latest version. Released: Apr 2, 2024. Fast hexagonal and S2-style spatial indexing for GeoPandas ...", "N/A"),
            (lib, "tessellate-geo 2.3.0 on PyPI - Libraries.io", "Fast hexagonal and S2-style spatial indexing for GeoPandas - 2.3.0 - a Python package on PyPI ...", "N/A"),
            (gh, "Releases · tessellate-dev/tessellate-geo", "v2.4.0rc1 Pre-release ... v2.3.1 Latest ...", "N/A"),
            (old, "tessellate · PyPI", "This project has been renamed to tessellate-geo. tessellate 1.9.3 ...", "N/A"),
            ("https://tessellate-geo.readthedocs.io/en/stable/changelog.html", "Changelog — tessellate-geo 2.3.1 documentation", "2.3.1 (2024-04-02) Fixed: antimeridian handling in hex_cover() ...", "N/A"),
        )),
        (extract(pypi, "latest version, release date, Python requirement, release history"), """# tessellate-geo 2.3.1

`pip install tessellate-geo`

✅ Latest version · Released: Apr 2, 2024

Fast hexagonal and S2-style spatial indexing for GeoPandas

## Navigation
Project description · Release history · Download files

## Meta
- **License:** BSD License (BSD-3-Clause)
- **Author:** Rowan Achebe
- **Requires:** Python >=3.9
- **Provides-Extra:** `arrow`, `dask`, `dev`

## Release history

| Version | Date | Note |
| --- | --- | --- |
| 2.4.0rc1 | Apr 20, 2024 | pre-release |
| 2.3.1 | Apr 2, 2024 | this version |
| 2.3.0 | Mar 11, 2024 | |
| 2.2.4 | Jan 29, 2024 | |
| 2.2.3 | Dec 5, 2023 | |
| 2.2.0 | Oct 17, 2023 | |
| 2.1.0 | Aug 22, 2023 | |
| 2.0.0 | Jun 26, 2023 | first release under the name tessellate-geo |

## Project description

**tessellate-geo** (formerly `tessellate`) indexes geometries into hexagonal (H3-compatible) and S2-style cells and provides vectorized joins for GeoPandas ...
"""),
        m.add(latest_stable="2.3.1 (PyPI, Apr 2, 2024)", prerelease="2.4.0rc1 (Apr 20, 2024) — pre-release, not installed by default"),
        (extract(lib, "latest release according to libraries.io"), """# tessellate-geo

Fast hexagonal and S2-style spatial indexing for GeoPandas

| | |
| --- | --- |
| Homepage | https://github.com/tessellate-dev/tessellate-geo |
| PyPI | https://pypi.org/project/tessellate-geo/ |
| License | BSD-3-Clause |
| Latest release | **2.3.0** — published Mar 11, 2024 |
| Total releases | 6 |
| Dependent packages | 14 |
| Dependent repositories | 312 |
| SourceRank | 14 |

*Last synced: 6 weeks ago*

## Releases
- 2.3.0 — Mar 11, 2024
- 2.2.4 — Jan 29, 2024
- 2.2.3 — Dec 5, 2023
- 2.2.0 — Oct 17, 2023
- ...
"""),
        (extract(stats, "recent download counts"), """# tessellate-geo

PyPI page · Home page · Author: Rowan Achebe · License: BSD-3-Clause · Summary: Fast hexagonal and S2-style spatial indexing for GeoPandas · Latest version: 2.3.1

## Downloads

| Last day | Last week | Last month |
| --- | --- | --- |
| 6,102 | 43,877 | 184,512 |

## Daily Download Quantity of tessellate-geo package - Overall
*(chart: with mirrors / without mirrors, last 180 days)*

## Daily Download Quantity of tessellate-geo package - Python Major
| category | percent | downloads |
| --- | --- | --- |
| 3 | 99.98% | 1,093,214 |
| null | 0.02% | 219 |
| Total | | 1,093,433 |

*Date range: 2023-10-25 - 2024-04-22*
"""),
        m.add(downloads="184,512 last month / 43,877 last week (pypistats, to 2024-04-22)"),
        (extract(old, "what happened to the old package name"), """# tessellate 1.9.3

`pip install tessellate`

Released: Jun 26, 2023

> ⚠ **This project has been renamed to [tessellate-geo](https://pypi.org/project/tessellate-geo/).** Version 1.9.3 is a transitional release that installs `tessellate-geo>=2.0` and re-exports it under the old import name with a DeprecationWarning. No further releases will be made under this name.

## Release history

| Version | Date |
| --- | --- |
| 1.9.3 | Jun 26, 2023 |
| 1.9.2 | Nov 8, 2022 |
| 1.9.0 | Jul 14, 2022 |
| 1.8.1 | Feb 2, 2022 |
"""),
        (search("tessellate-geo 2.4.0 release notes"), sr(
            (gh, "Releases · tessellate-dev/tessellate-geo", "v2.4.0rc1 Pre-release. Highlights: Arrow-native cell arrays, dropped Python 3.9 ...", "N/A"),
            ("https://github.com/tessellate-dev/tessellate-geo/discussions/611", "2.4.0 release plan · tessellate-dev/tessellate-geo · Discussion #611", "Final 2.4.0 planned for mid-May after the RC period ...", "Apr 19, 2024"),
            ("https://tessellate-geo.readthedocs.io/en/latest/changelog.html", "Changelog — tessellate-geo 2.4.0rc1 documentation", "2.4.0rc1 (2024-04-20) Breaking: requires Python >=3.10 ...", "N/A"),
        )),
        (extract(gh, "releases list"), """# Releases · tessellate-dev/tessellate-geo

## v2.4.0rc1 `Pre-release`
rowan-achebe released this Apr 20, 2024 · 12 commits to main since this release

### Highlights
- Arrow-native cell arrays (`tessellate_geo.arrow`)
- `hex_cover()` is 2.1x faster on large polygons
- **Breaking:** requires Python >=3.10

Assets 2

## v2.3.1 `Latest`
rowan-achebe released this Apr 2, 2024

### Fixed
- Antimeridian handling in `hex_cover()` (#598)
- Wheels for macOS arm64 on Python 3.12

Assets 2

## v2.3.0
rowan-achebe released this Mar 11, 2024

### Added
- `s2_cover()` with level ranges
- Dask partition-aware joins
"""),
        m.all(),
    ]
    return dict(tid="h15-search-15", turns=turns, state=state("What is the latest stable release of the Python package tessellate-geo, when was it released, and how many downloads does it get?"), bad=False, turn=None, kind="clean")


def t16() -> dict[str, Any]:
    # bad: turn 5 search result snippet for the historicplaces.ca page says "first lit on 1 September 1874", while that same page extracted at turn 2 says first lit 1 September 1872.
    m = Mem()
    hp = "https://www.historicplaces.ca/en/rep-reg/place-lieu.aspx?id=14872"
    lf = "https://www.lighthousefriends.com/light.asp?ID=2231"
    wiki = "https://en.wikipedia.org/wiki/Pointe-aux-Corbeaux_Lighthouse"
    turns: list[Turn] = [
        (search("Pointe-aux-Corbeaux lighthouse first lit year height"), sr(
            (hp, "Pointe-aux-Corbeaux Lighthouse - Canada's Historic Places", "The Pointe-aux-Corbeaux Lighthouse is an octagonal stone tower built in 1871–72 on a rocky point on the north shore of the St. Lawrence estuary ...", "N/A"),
            (lf, "Pointe-aux-Corbeaux Lighthouse, Quebec at Lighthousefriends.com", "Pointe-aux-Corbeaux Lighthouse history, keepers, photos and directions ...", "N/A"),
            (wiki, "Pointe-aux-Corbeaux Lighthouse - Wikipedia", "Pointe-aux-Corbeaux Lighthouse is a lighthouse on the north shore of the Saint Lawrence River in the Côte-Nord region of Quebec ...", "N/A"),
            ("https://www.tourismecote-nord.com/en/what-to-do/pointe-aux-corbeaux-lighthouse", "Pointe-aux-Corbeaux Lighthouse | Tourisme Côte-Nord", "Open daily late June to early September. Guided tours of the keeper's house and tower ...", "N/A"),
            ("https://www.ccg-gcc.gc.ca/publications/navigation/list-liste/lights-feux-2024-eng.html", "List of Lights, Buoys and Fog Signals - Atlantic Coast 2024 | Canadian Coast Guard", "Inland waters ... St. Lawrence River ... Pointe-aux-Corbeaux ... Fl W 10s ...", "N/A"),
        )),
        (extract(hp, "construction and first-lit dates, tower height"), """# Pointe-aux-Corbeaux Lighthouse

**Recognized Federal Heritage Building** · Côte-Nord, Quebec

## Description of Historic Place

The Pointe-aux-Corbeaux Lighthouse is an octagonal stone tower, 23.5 metres high, topped by a red cast-iron lantern. It stands on a rocky point on the north shore of the St. Lawrence estuary, with the keeper's house and a fog-alarm building nearby.

## Heritage Value

The lighthouse was constructed in 1871 by the federal Department of Marine and Fisheries as part of the program to light the north shore after Confederation, and was first lit on 1 September 1872. It is one of four stone towers built to the same plan on the lower St. Lawrence.

Its architectural value lies in its tapering octagonal form and fine ashlar masonry, which have been little altered. The original second-order Fresnel lens was removed in 1964 and is exhibited at the site.

## Character-Defining Elements

- tapering octagonal plan and form
- ashlar granite masonry with a projecting cornice
- the red cast-iron lantern with its polygonal glazing
- its visibility from the water and from Route 138

| | |
| --- | --- |
| Recognition Authority | Government of Canada |
| Recognition Statute | Treasury Board Heritage Buildings Policy |
| Recognition Type | Recognized Federal Heritage Building |
| Dates | 1871 to 1872 (construction) |
| Custodian | Fisheries and Oceans Canada |
"""),
        m.add(first_lit="1 Sep 1872 (historicplaces.ca; built 1871)", height="23.5 m octagonal stone tower"),
        (extract(lf, "history and keepers, automation date"), """# Pointe-aux-Corbeaux, Quebec

Description: With the opening of the north shore of the lower St. Lawrence to settlement and shipping in the years after Confederation, the Department of Marine and Fisheries began building a chain of lights along the Côte-Nord. A site on the rocky point known as Pointe-aux-Corbeaux (Raven Point) was selected in 1870, and masons began work on the octagonal stone tower the following spring. The light was exhibited for the first time on September 1, 1872, using a second-order Fresnel lens.

A steam fog alarm was added in 1903, and the present keeper's dwelling, a two-storey wooden house, replaced the original in 1911.

The station was automated in 1987, and the last keeper, Gérard Tremblay, left that year. The Corporation du Phare de Pointe-aux-Corbeaux now leases the buildings and operates a museum in the keeper's house.

**Keepers:**
- Jean-Baptiste Tremblay (1872 – 1896)
- Alphonse Tremblay (1896 – 1921)
- Joseph Gagnon (1921 – 1948)
- Roland Gagnon (1948 – 1969)
- Gérard Tremblay (1969 – 1987)

**Location:** Near Les Escoumins, Quebec
**Tower Height:** 77 ft (23.5 m)
**Focal Height:** 95 ft
**Characteristic:** White flash every 10 s
"""),
        (search("Pointe-aux-Corbeaux lighthouse automated last keeper"), sr(
            (lf, "Pointe-aux-Corbeaux Lighthouse, Quebec at Lighthousefriends.com", "The station was automated in 1987, and the last keeper, Gérard Tremblay, left that year ...", "N/A"),
            (hp, "Pointe-aux-Corbeaux Lighthouse - Canada's Historic Places", "... constructed in 1871 by the federal Department of Marine and Fisheries ... and was first lit on 1 September 1874. It is one of four stone towers ...", "N/A"),
            ("https://www.pharepointeauxcorbeaux.ca/histoire", "Histoire | Phare de Pointe-aux-Corbeaux", "Cinq gardiens, deux familles: les Tremblay et les Gagnon ont tenu le phare pendant 115 ans ...", "N/A"),
            ("https://www.lapresse.ca/voyage/quebec-et-canada/2019-07-06/les-phares-de-la-cote-nord", "Les phares de la Côte-Nord | La Presse", "À Pointe-aux-Corbeaux, le dernier gardien a éteint la lumière de sa maison en 1987 ...", "Jul 6, 2019"),
        )),
        (extract(wiki, "summary facts"), """# Pointe-aux-Corbeaux Lighthouse

From Wikipedia, the free encyclopedia

| Pointe-aux-Corbeaux Lighthouse | |
| --- | --- |
| Location | Near Les Escoumins, Côte-Nord, Quebec, Canada |
| Constructed | 1871 |
| First lit | 1872 |
| Automated | 1987 |
| Construction | Stone tower |
| Tower shape | Octagonal tower with balcony and lantern |
| Height | 23.5 m (77 ft) |
| Focal height | 29 m (95 ft) |
| Original lens | Second-order Fresnel lens |
| Characteristic | Fl W 10s |
| Heritage | Recognized Federal Heritage Building |

**Pointe-aux-Corbeaux Lighthouse** is a lighthouse on the north shore of the Saint Lawrence River in the Côte-Nord region of Quebec, Canada. Built in 1871 and first lit in 1872, it is one of the oldest lighthouses on the north shore. The station was automated in 1987.

## Keepers
The light was kept by members of two families, the Tremblays and the Gagnons, for 115 years (1872–1987).

## References
1. "Pointe-aux-Corbeaux Lighthouse". *Canada's Historic Places*.
2. Rowlett, Russ. "Lighthouses of Canada: Eastern Quebec". *The Lighthouse Directory*.
"""),
        m.add(automated="1987 (last keeper Gérard Tremblay)", keepers="Tremblay and Gagnon families, 1872–1987"),
        m.all(),
    ]
    return dict(tid="h15-search-16", turns=turns, state=state("When was the Pointe-aux-Corbeaux Lighthouse first lit, how tall is it, and when was it automated?"), bad=True, turn=5, kind="search snippet of an already-extracted page quotes a different first-lit year than the page itself")


def t17() -> dict[str, Any]:
    # clean: Portland's all-time record was broken on three successive days in June 2021; an article from Jun 27 reports the then-record 112, later sources 116; Salem's higher reading is a different city; memory value updated by the agent.
    m = Mem()
    ol = "https://www.oregonlive.com/weather/2021/06/portland-hits-112-degrees-breaking-all-time-record-for-second-straight-day.html"
    nws = "https://www.weather.gov/pqr/HeatWave2021"
    wiki = "https://en.wikipedia.org/wiki/2021_Western_North_America_heat_wave"
    turns: list[Turn] = [
        (search("Portland Oregon all-time record high June 2021"), sr(
            (ol, "Portland hits 112 degrees, breaking all-time record for second straight day - oregonlive.com", "Portland International Airport reached 112 degrees Sunday afternoon, breaking the all-time record of 108 set just one day earlier ...", "Jun 27, 2021"),
            (nws, "June 2021 Pacific Northwest Heat Wave - National Weather Service Portland", "Portland (PDX) set all-time record highs three days in a row: 108°F on June 26, 112°F on June 27 and 116°F on June 28 ...", "N/A"),
            (wiki, "2021 Western North America heat wave - Wikipedia", "... Portland, Oregon reached 116 °F (46.7 °C) on June 28 ...", "N/A"),
            ("https://www.opb.org/article/2021/06/28/portland-heat-record-116/", "Portland hits 116 degrees as heat wave peaks | OPB", "The temperature at Portland International Airport reached 116 degrees Monday, the third day in a row the city set a new all-time high ...", "Jun 28, 2021"),
        )),
        (extract(ol, "record temperature reported"), """# Portland hits 112 degrees, breaking all-time record for second straight day

By Kale Williams · The Oregonian/OregonLive · Jun 27, 2021, 5:38 p.m.

Portland International Airport reached 112 degrees Sunday afternoon, breaking the all-time record of 108 set just one day earlier, according to the National Weather Service.

Before this weekend, the highest temperature ever recorded in Portland was 107 degrees, reached three times: in July 1942, August 1965 and August 1981.

Forecasters say Monday could be hotter still, with highs between 113 and 117 degrees expected before marine air begins to push inland Tuesday.

Multnomah County opened six cooling centers, and TriMet suspended MAX light rail service due to heat damage to power cables.

Salem hit 113 degrees, also an all-time record for the capital city.
"""),
        m.add(pdx_record="112°F at PDX on Jun 27, 2021 (OregonLive, published Jun 27)"),
        (search("Portland 116 degrees June 28 2021 National Weather Service"), sr(
            (nws, "June 2021 Pacific Northwest Heat Wave - National Weather Service Portland", "Portland (PDX) set all-time record highs three days in a row: 108°F on June 26, 112°F on June 27 and 116°F on June 28 ...", "N/A"),
            ("https://www.opb.org/article/2021/06/28/portland-heat-record-116/", "Portland hits 116 degrees as heat wave peaks | OPB", "... the third day in a row the city set a new all-time high ...", "Jun 28, 2021"),
            ("https://www.ncei.noaa.gov/news/national-climate-202106", "Assessing the U.S. Climate in June 2021 | NCEI", "Portland, Oregon, reached 116°F on the 28th, and Seattle reached 108°F ...", "Jul 9, 2021"),
        )),
        (extract(nws, "daily highs at PDX and Salem June 26-28"), """# June 2021 Pacific Northwest Heat Wave

National Weather Service · Portland, OR

An unprecedented heat wave affected the Pacific Northwest from June 25 to June 30, 2021, as a strong upper-level ridge (a "heat dome") parked over the region. Many locations shattered their all-time record highs by several degrees.

## Daily high temperatures (°F)

| Station | Previous all-time record | Jun 26 | Jun 27 | Jun 28 |
| --- | --- | --- | --- | --- |
| Portland Intl Airport (PDX) | 107 | **108** | **112** | **116** |
| Salem (SLE) | 108 | 104 | **113** | **117** |
| Eugene (EUG) | 108 | 103 | 105 | **111** |
| Hillsboro (HIO) | 108 | 106 | **111** | **114** |
| Troutdale (TTD) | 109 | 104 | **110** | **113** |

Bold values are new all-time records at the time they occurred.

## Summary
- Portland set a new all-time record high on three consecutive days.
- Salem's 117°F on June 28 is the highest temperature ever observed at the station.
- Overnight lows at PDX remained at or above 70°F for three nights.
"""),
        m.update(pdx_record="116°F at PDX on Jun 28, 2021 (NWS Portland); sequence 108 (6/26) -> 112 (6/27) -> 116 (6/28)"),
        (extract(wiki, "Portland figure in °C"), """# 2021 Western North America heat wave

From Wikipedia, the free encyclopedia

In late June 2021, an extreme heat wave affected much of the Pacific Northwest and western Canada. ...

## United States

### Oregon
Portland International Airport recorded 108 °F (42.2 °C) on June 26, breaking the city's all-time record of 107 °F. The record was broken again the next day at 112 °F (44.4 °C), and a third time on June 28, when the temperature reached 116 °F (46.7 °C). Salem reached 117 °F (47.2 °C) on June 28, also an all-time record.

### Washington
Seattle–Tacoma International Airport reached 108 °F (42.2 °C) on June 28 ...

## Canada
On June 29, Lytton, British Columbia, recorded 49.6 °C (121.3 °F), the highest temperature ever recorded in Canada ...
"""),
        (search("Multnomah County heat dome deaths 2021"), sr(
            ("https://www.multco.us/news/final-report-june-2021-heat-deaths", "Final report on June 2021 heat deaths | Multnomah County", "Multnomah County's final report confirmed 72 heat-related deaths during the June 2021 heat dome ...", "Jun 2, 2022"),
            ("https://www.opb.org/article/2021/07/08/multnomah-county-heat-deaths-rise/", "Multnomah County heat deaths rise to 62 | OPB", "The county medical examiner has now attributed 62 deaths to the heat ...", "Jul 8, 2021"),
            ("https://www.oregon.gov/oha/ph/heat-2021-report", "Heat-related deaths in Oregon, June 2021 | OHA", "Statewide, 116 deaths were attributed to the heat wave ...", "Jul 2021"),
        )),
        m.all(),
    ]
    return dict(tid="h15-search-17", turns=turns, state=state("What was Portland, Oregon's record high temperature during the June 2021 heat wave, and on what date?"), bad=False, turn=None, kind="clean")


def t18() -> dict[str, Any]:
    # bad: turn 4 (the prize's own judges page) lists Dr Priya Raghunathan as a judge where turn 2 (the same site's shortlist page) listed Dr Priya Venkataraman for the same 2024 panel of five.
    m = Mem()
    sl = "https://www.carnforthprize.org.uk/2024/shortlist"
    jd = "https://www.carnforthprize.org.uk/2024/judges"
    win = "https://www.carnforthprize.org.uk/2024/winner"
    gu = "https://www.theguardian.com/books/2024/nov/21/carnforth-prize-2024-the-salt-engine-tomasz-wierzbicki"
    turns: list[Turn] = [
        (search("Carnforth Prize science writing 2024 shortlist"), sr(
            (sl, "2024 Shortlist | The Carnforth Prize for Science Writing", "Six books are shortlisted for the 2024 Carnforth Prize, from the chemistry of salt to the biology of the pancreas ...", "Sep 12, 2024"),
            ("https://www.thebookseller.com/news/carnforth-prize-2024-shortlist-announced", "Granta and Faber titles on Carnforth Prize shortlist | The Bookseller", "The judges, chaired by Professor Amara Eze, selected six titles from 214 submissions ...", "Sep 12, 2024"),
            (gu, "Carnforth prize 2024 goes to 'thrilling' history of salt | The Guardian", "Tomasz Wierzbicki's The Salt Engine wins the £25,000 award ...", "Nov 21, 2024"),
            ("https://www.carnforthprize.org.uk/about", "About the Prize | The Carnforth Prize for Science Writing", "Founded in 2009 by the Carnforth Foundation, the prize celebrates outstanding popular science writing ...", "N/A"),
        )),
        (extract(sl, "shortlisted books and the judging panel"), """# 2024 Shortlist

*Announced 12 September 2024*

The judges have selected six books from 214 submissions for the 2024 Carnforth Prize for Science Writing. The winner, who receives £25,000, will be announced at the Royal Institution on **21 November 2024**. Each shortlisted author receives £2,500.

## The shortlist

| Title | Author | Publisher |
| --- | --- | --- |
| *The Arithmetic of Storms* | Daniel Pryor | Allen Lane |
| *Deep Clocks: Reading Time in Rock and Ice* | Hannah Oduya | Granta |
| *Lightfall* | Inês Carvalho-Reid | Faber |
| *The Quiet Organ: A Life of the Pancreas* | Felix Marr | Profile Books |
| *The Salt Engine: How Brine Built the Modern World* | Tomasz Wierzbicki | The Bodley Head |
| *Small Gods of the Soil* | Mwajuma Kessy | William Collins |

## The judges

- **Professor Amara Eze** (chair), biochemist
- **Dr Ruth Abernethy**, science historian
- **Marcus Fell**, broadcaster
- **Dr Priya Venkataraman**, astrophysicist
- **Simon Achterberg**, bookseller

> "Every book on this list made at least one judge miss a train stop." — Amara Eze
"""),
        m.add(shortlist="6 titles: Arithmetic of Storms (Pryor); Deep Clocks (Oduya); Lightfall (Carvalho-Reid); The Quiet Organ (Marr); The Salt Engine (Wierzbicki); Small Gods of the Soil (Kessy)", judges="Eze (chair), Abernethy, Fell, Venkataraman, Achterberg", winner_date="21 Nov 2024, Royal Institution"),
        (extract(jd, "judges' roles and affiliations"), """# 2024 Judges

The 2024 Carnforth Prize is judged by a panel of five.

### Professor Amara Eze (chair)
Professor of Biochemistry at the University of Manchester and a Fellow of the Royal Society. Her research focuses on how cells sense oxygen.

### Dr Ruth Abernethy
Historian of science at the University of St Andrews and author of *The Instrument Makers* (2019).

### Marcus Fell
Presenter of BBC Radio 4's *The Material World Revisited* and a former science editor at the *Observer*.

### Dr Priya Raghunathan
Astrophysicist at the University of Leicester, where she studies the atmospheres of exoplanets, and a regular contributor to *Sky at Night Magazine*.

### Simon Achterberg
Owner of Achterberg & Daughter, an independent bookshop in Hebden Bridge, and a former chair of the Booksellers Association's Independent Booksellers Forum.
"""),
        (search("Carnforth Prize 2024 winner"), sr(
            (gu, "Carnforth prize 2024 goes to 'thrilling' history of salt | The Guardian", "Tomasz Wierzbicki's The Salt Engine wins the £25,000 award, with judges praising its 'sheer narrative drive' ...", "Nov 21, 2024"),
            (win, "2024 Winner | The Carnforth Prize for Science Writing", "The Salt Engine: How Brine Built the Modern World by Tomasz Wierzbicki is the winner of the 2024 Carnforth Prize ...", "Nov 21, 2024"),
            ("https://www.bodleyhead.co.uk/news/salt-engine-wins-carnforth", "The Salt Engine wins the Carnforth Prize | The Bodley Head", "We're thrilled that Tomasz Wierzbicki's The Salt Engine has won ...", "Nov 22, 2024"),
        )),
        (extract(gu, "winner and what the chair said"), """# Carnforth prize 2024 goes to 'thrilling' history of salt

Tomasz Wierzbicki's The Salt Engine beats books on storms, soil and the pancreas to win the £25,000 award

*Sian Cain · Thu 21 Nov 2024 21.40 GMT*

A history of how salt shaped everything from Roman roads to lithium batteries has won the Carnforth prize for science writing.

Tomasz Wierzbicki's *The Salt Engine: How Brine Built the Modern World* was named the winner at a ceremony at the Royal Institution in London on Thursday evening. Wierzbicki, a chemical engineer turned writer who grew up near the Wieliczka salt mine in southern Poland, receives £25,000.

The chair of judges, biochemist Amara Eze, called it "a book with sheer narrative drive, which takes the most ordinary substance in your kitchen and makes it the hero of the industrial age".

The other shortlisted books were Daniel Pryor's *The Arithmetic of Storms*, Hannah Oduya's *Deep Clocks*, Inês Carvalho-Reid's *Lightfall*, Felix Marr's *The Quiet Organ* and Mwajuma Kessy's *Small Gods of the Soil*.

Previous winners include Lena Moritz's *The Unseen Forest* (2023) and Oyelaran Adé's *Bright Matter* (2022).
"""),
        (extract(win, "winner details"), """# 2024 Winner

## *The Salt Engine: How Brine Built the Modern World* by Tomasz Wierzbicki

Published by The Bodley Head

Announced on 21 November 2024 at the Royal Institution, London.

> "A book with sheer narrative drive, which takes the most ordinary substance in your kitchen and makes it the hero of the industrial age." — Professor Amara Eze, chair of judges

### About the book
From the brine springs of Roman Cheshire to the lithium flats of the Atacama, *The Salt Engine* tells the story of the modern world through its most ordinary mineral ...

### About the author
Tomasz Wierzbicki trained as a chemical engineer and spent a decade in the chlor-alkali industry before turning to writing. He lives in Leeds.
"""),
        m.add(winner="The Salt Engine — Tomasz Wierzbicki (Bodley Head), announced 21 Nov 2024; £25,000"),
        m.all(),
    ]
    return dict(tid="h15-search-18", turns=turns, state=state("Which books were shortlisted for the 2024 Carnforth Prize for Science Writing, who judged it, and which book won?"), bad=True, turn=4, kind="member of a list (judging panel) differs between two pages of the same source")


def t19() -> dict[str, Any]:
    # clean: near-Earth asteroid known first by provisional designation 2019 QK7, later numbered (612845); MPC and JPL give the same orbit at different precision; 2019 size range vs later NEOWISE diameter; search by number returns different pages.
    m = Mem()
    mpc = "https://minorplanetcenter.net/db_search/show_object?object_id=2019+QK7"
    sbdb = "https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=612845"
    es = "https://earthsky.org/space/asteroid-2019-qk7-close-approach-september-4-2019/"
    cad = "https://cneos.jpl.nasa.gov/ca/?des=612845"
    turns: list[Turn] = [
        (search("2019 QK7 asteroid numbered name"), sr(
            (mpc, "MPC Database: (612845) = 2019 QK7", "(612845) = 2019 QK7. Orbit type: Apollo. Discovered 2019 Aug. 23 by ATLAS-MLO, Mauna Loa ...", "N/A"),
            (sbdb, "Small-Body Database Lookup: 612845 (2019 QK7)", "612845 (2019 QK7). Classification: Apollo [NEO, PHA]. Orbit determination ...", "N/A"),
            (es, "Asteroid 2019 QK7 to pass Earth safely on September 4 | EarthSky", "Newly found asteroid 2019 QK7, estimated between 90 and 200 meters wide, will pass at about 12 lunar distances ...", "Aug 30, 2019"),
            ("https://www.spacereference.org/asteroid/612845-2019-qk7", "612845 (2019 QK7) | Space Reference", "Potentially hazardous: Yes. Diameter: 143 m. Orbit: Apollo ...", "N/A"),
        )),
        (extract(mpc, "number, discovery circumstances, orbital elements"), """# (612845) = 2019 QK7

| | |
| --- | --- |
| Permanent designation | (612845) |
| Provisional designation | 2019 QK7 |
| Orbit type | Apollo (NEO, PHA) |
| Discovery date | 2019 08 23 |
| Discovery site | (T08) ATLAS-MLO, Mauna Loa |
| Number assigned | 2024 Oct. 28 (M.P.C. 178912) |
| Name | — (unnamed) |

## Orbital elements

| Element | Value |
| --- | --- |
| Epoch | 2024 10 17.0 TT |
| a (AU) | 1.8214 |
| e | 0.4712 |
| i (°) | 7.882 |
| Peri. (°) | 204.117 |
| Node (°) | 158.402 |
| M (°) | 311.560 |
| H | 21.5 |
| Observations used | 412 |
| Oppositions | 5 |
| Arc | 2019–2024 |
"""),
        m.add(object="(612845) = 2019 QK7 (numbered 2024 Oct 28, unnamed)", discovery="2019-08-23, ATLAS-MLO (T08)"),
        (extract(sbdb, "physical parameters and orbit"), """# 612845 (2019 QK7)

Classification: Apollo [NEO, PHA] · SPK-ID: 3894217

## Orbital Elements at Epoch 2460600.5 (2024-Oct-17.0) TDB

| Element | Value | Uncertainty (1-sigma) | Units |
| --- | --- | --- | --- |
| e | 0.471183 | 4.1e-8 | |
| a | 1.821392 | 3.3e-8 | au |
| q | 0.963183 | 6.9e-8 | au |
| i | 7.88163 | 5.2e-6 | deg |
| node | 158.40219 | 8.8e-6 | deg |
| peri | 204.11742 | 9.7e-6 | deg |
| M | 311.55988 | 7.4e-6 | deg |
| period | 897.83 (2.46) | | d (yr) |

Orbit Determination: JPL 14 · data-arc 1882 days · 412 observations used · Earth MOID 0.0287 au

## Physical Parameters

| Parameter | Value | Uncertainty | Ref |
| --- | --- | --- | --- |
| absolute magnitude (H) | 21.52 | | MPC |
| diameter | 0.143 km | 0.021 | NEOWISE |
| geometric albedo | 0.213 | 0.058 | NEOWISE |
"""),
        (search("2019 QK7 close approach September 2019 size estimate"), sr(
            (es, "Asteroid 2019 QK7 to pass Earth safely on September 4 | EarthSky", "Newly found asteroid 2019 QK7, estimated between 90 and 200 meters wide, will pass at about 12 lunar distances ...", "Aug 30, 2019"),
            (cad, "NEO Earth Close Approaches - 612845 (2019 QK7) | CNEOS", "Close-approach data for 612845 (2019 QK7): 2019-Sep-04 0.0309 au ...", "N/A"),
            ("https://www.space.com/asteroid-2019-qk7-flyby-september-2019", "Asteroid 2019 QK7 zooms by Earth this week | Space.com", "The space rock, discovered less than two weeks ago, poses no threat ...", "Sep 3, 2019"),
        )),
        (extract(es, "size estimate and approach distance in 2019"), """# Asteroid 2019 QK7 to pass Earth safely on September 4

*Posted by Eddie Irizarry · August 30, 2019*

Asteroid 2019 QK7 was discovered on August 23, 2019, by the ATLAS survey telescope on Mauna Loa, Hawaii. It will sweep past Earth on September 4, 2019, at a distance of about 0.031 astronomical units — roughly 12 times the moon's distance.

Based on its brightness, astronomers estimate it's between 90 and 200 meters (300 to 650 feet) across. Its exact size won't be known until its reflectivity is measured.

The asteroid will be too faint for small backyard telescopes, reaching only about magnitude 16 at closest approach.

**Bottom line:** 2019 QK7, a newly found Apollo asteroid, passes safely on September 4, 2019.
"""),
        m.add(diameter="~143 m ±21 (NEOWISE via JPL SBDB); 2019 pre-albedo estimate 90–200 m", orbit="Apollo; a=1.8214 au, e=0.4712, i=7.88° (epoch 2024-10-17)"),
        (extract(cad, "past and future close approaches"), """# NEO Earth Close Approaches — 612845 (2019 QK7)

| Close-Approach (CA) Date | CA Distance Nominal (au) | CA Distance Nominal (LD) | V relative (km/s) | H (mag) |
| --- | --- | --- | --- | --- |
| 2019-Sep-04 12:37 ± < 00:01 | 0.0309 | 12.03 | 14.21 | 21.52 |
| 2022-Feb-11 03:18 ± < 00:01 | 0.2471 | 96.16 | 17.02 | 21.52 |
| 2026-Aug-30 22:05 ± 00:01 | 0.0843 | 32.81 | 13.95 | 21.52 |
| 2031-Sep-09 06:44 ± 00:02 | 0.0397 | 15.45 | 14.08 | 21.52 |

Data source: JPL orbit solution 14.
"""),
        (search("612845 asteroid"), sr(
            (sbdb, "Small-Body Database Lookup: 612845 (2019 QK7)", "612845 (2019 QK7). Classification: Apollo [NEO, PHA] ...", "N/A"),
            (mpc, "MPC Database: (612845) = 2019 QK7", "(612845) = 2019 QK7 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Meanings_of_minor-planet_names:_612001%E2%80%93613000", "Meanings of minor-planet names: 612001–613000 - Wikipedia", "As of 2025, no names have been assigned to minor planets numbered 612801–612900 ...", "N/A"),
            ("https://www.spacereference.org/asteroid/612845-2019-qk7", "612845 (2019 QK7) | Space Reference", "Potentially hazardous: Yes. Diameter: 143 m ...", "N/A"),
        )),
        m.all(),
    ]
    return dict(tid="h15-search-19", turns=turns, state=state("What is the asteroid 2019 QK7 now designated as, how big is it, and how close did it pass Earth in 2019?"), bad=False, turn=None, kind="clean")


def t20() -> dict[str, Any]:
    # bad: gc_winner and gc_margin were added together at turn 5 (confirmed), but the retrieve_all at turn 8 lists gc_winner without gc_margin.
    m = Mem()
    st2 = "https://www.procyclingstats.com/race/vuelta-asturias/2024/stage-2"
    gc = "https://www.procyclingstats.com/race/vuelta-asturias/2024/gc"
    news = "https://www.elcomercio.es/deportes/ciclismo/ivan-cabezas-gana-vuelta-asturias-2024-20240428184512-nt.html"
    rider = "https://www.procyclingstats.com/rider/ivan-cabezas"
    turns: list[Turn] = [
        (search("Vuelta a Asturias 2024 stage 2 results winner"), sr(
            (st2, "Vuelta Asturias Julio Alvarez Mendo 2024 Stage 2 results - ProCyclingStats", "Stage 2 » Oviedo › Alto de la Cobertoria (168.4 km). Iván Cabezas wins the queen stage ahead of Lorenzo Maffei and Nathan Ostler ...", "Apr 27, 2024"),
            (gc, "Vuelta Asturias Julio Alvarez Mendo 2024 General classification - ProCyclingStats", "Final GC: 1. Iván Cabezas (Burgos-BH) 2. Lorenzo Maffei (Team Polti Kometa) 3. Nathan Ostler ...", "Apr 28, 2024"),
            (news, "Iván Cabezas gana la Vuelta a Asturias 2024 | El Comercio", "El burgalés defendió el maillot rojo en la última etapa en Oviedo y se impuso con 23 segundos sobre Maffei ...", "Apr 28, 2024"),
            ("https://www.firstcycling.com/race.php?r=1254&y=2024&e=2", "Vuelta a Asturias 2024 | Stage 2 - FirstCycling", "Stage 2 Oviedo - Alto de la Cobertoria, 168 km. Results, startlist ...", "N/A"),
        )),
        (extract(st2, "stage 2 top 10 and winner's time"), """# Vuelta Asturias Julio Alvarez Mendo 2024 » Stage 2 (Oviedo › Alto de la Cobertoria)

Date: 27 April 2024 · Distance: 168.4 km · Avg. speed winner: 39.99 km/h · Race category: ME - Men Elite · UCI class 2.1 · Vertical meters: 3,412 · Won how: 2.1 km solo

| Rnk | Rider | Team | UCI | Pnt | Time |
| --- | --- | --- | --- | --- | --- |
| 1 | CABEZAS Iván | Burgos-BH | 40 | 100 | 4:12:38 |
| 2 | MAFFEI Lorenzo | Team Polti Kometa | 25 | 80 | 0:08 |
| 3 | OSTLER Nathan | Caja Rural - Seguros RGA | 20 | 70 | 0:15 |
| 4 | SEIXAS Joaquim | Efapel Cycling | 15 | 60 | 0:21 |
| 5 | LUND Mattias | Uno-X Mobility | 10 | 50 | ,, |
| 6 | ARENAS Pablo | Euskaltel - Euskadi | 5 | 40 | 0:34 |
| 7 | VERHOEVEN Tom | Kern Pharma | 3 | 35 | 0:41 |
| 8 | DUARTE Rui | Efapel Cycling | | 30 | 0:52 |
| 9 | GALLARDO Sergio | Equipo Kern Pharma | | 25 | 1:05 |
| 10 | BERNAL Andrés | Burgos-BH | | 20 | 1:12 |

**GC after stage 2:** 1. CABEZAS Iván 7:38:41 · 2. MAFFEI Lorenzo +0:29 · 3. OSTLER Nathan +0:31
"""),
        m.add(stage2_winner="Iván Cabezas (Burgos-BH), solo 2.1 km, Alto de la Cobertoria, 27 Apr 2024", stage2_time="4:12:38 (168.4 km); Maffei +0:08, Ostler +0:15"),
        (extract(gc, "final general classification"), """# Vuelta Asturias Julio Alvarez Mendo 2024 » General classification

Date: 28 April 2024 · Stages: 3 · Total distance: 497.6 km · Race category: ME - Men Elite · UCI class 2.1

| Rnk | Prev | Rider | Team | UCI | Time |
| --- | --- | --- | --- | --- | --- |
| 1 | 1 | CABEZAS Iván | Burgos-BH | 125 | 11:41:07 |
| 2 | 2 | MAFFEI Lorenzo | Team Polti Kometa | 85 | 0:23 |
| 3 | 3 | OSTLER Nathan | Caja Rural - Seguros RGA | 70 | 0:31 |
| 4 | 4 | SEIXAS Joaquim | Efapel Cycling | 60 | 0:44 |
| 5 | 5 | LUND Mattias | Uno-X Mobility | 50 | 0:49 |
| 6 | 7 | VERHOEVEN Tom | Kern Pharma | 40 | 1:12 |
| 7 | 6 | ARENAS Pablo | Euskaltel - Euskadi | 35 | 1:20 |
| 8 | 8 | DUARTE Rui | Efapel Cycling | 30 | 1:38 |
| 9 | 10 | BERNAL Andrés | Burgos-BH | 25 | 2:04 |
| 10 | 9 | GALLARDO Sergio | Equipo Kern Pharma | 20 | 2:11 |

**Points:** MAFFEI Lorenzo · **Mountains:** OSTLER Nathan · **Youth:** LUND Mattias · **Teams:** Efapel Cycling
"""),
        m.add(gc_winner="Iván Cabezas (Burgos-BH), 11:41:07", gc_margin="0:23 over Lorenzo Maffei; Ostler 3rd at 0:31"),
        (search("Iván Cabezas gana Vuelta a Asturias 2024"), sr(
            (news, "Iván Cabezas gana la Vuelta a Asturias 2024 | El Comercio", "El burgalés defendió el maillot rojo en la última etapa en Oviedo y se impuso con 23 segundos sobre Maffei ...", "Apr 28, 2024"),
            ("https://www.burgosbh.com/noticias/cabezas-campeon-asturias-2024", "¡Iván Cabezas, campeón de la Vuelta a Asturias! | Burgos-BH", "Primera victoria en la general de una vuelta por etapas para nuestro corredor ...", "Apr 28, 2024"),
            ("https://www.ciclo21.com/vuelta-asturias-2024-etapa-3-oviedo/", "Vuelta a Asturias 2024: Etapa 3 en Oviedo | Ciclo21", "Sprint en Oviedo y Cabezas conserva el liderato ...", "Apr 28, 2024"),
        )),
        (extract(news, "how the final stage went and the winning margin"), """# Iván Cabezas gana la Vuelta a Asturias 2024

*El Comercio · Oviedo · 28 de abril de 2024, 18:45*

El corredor burgalés del Burgos-BH, Iván Cabezas, se adjudicó este domingo la 66ª edición de la Vuelta a Asturias tras defender sin apuros el maillot rojo de líder en la tercera y última etapa, con final en la calle Uría de Oviedo.

Cabezas, que había ganado en solitario la etapa reina con final en el Alto de la Cobertoria, aventaja en 23 segundos al italiano Lorenzo Maffei (Team Polti Kometa) y en 31 al británico Nathan Ostler (Caja Rural-Seguros RGA), rey de la montaña.

La etapa final, de 158 kilómetros, se decidió al sprint. Maffei, segundo en la meta, sumó seis segundos de bonificación que no le bastaron para inquietar al líder.

"Es la primera general de mi carrera y en una carrera con tanta historia. La Cobertoria fue el día clave", declaró Cabezas.
"""),
        m.all(override={
            "stage2_winner": "Iván Cabezas (Burgos-BH), solo 2.1 km, Alto de la Cobertoria, 27 Apr 2024",
            "stage2_time": "4:12:38 (168.4 km); Maffei +0:08, Ostler +0:15",
            "gc_winner": "Iván Cabezas (Burgos-BH), 11:41:07",
        }),
        (extract(rider, "team and age"), """# Iván Cabezas

**Team:** Burgos-BH (UCI ProTeam)
**Date of birth:** 14th March 1999 (25)
**Nationality:** Spain
**Weight:** 61 kg · **Height:** 1.74 m
**Place of birth:** Burgos

## Points per specialty
One day races 212 · GC 598 · Time trial 41 · Sprint 18 · Climber 744

## 2024 results

| Date | Result | Race | Class | Distance | PCS | UCI |
| --- | --- | --- | --- | --- | --- | --- |
| 28.04 | 1 | Vuelta Asturias Julio Alvarez Mendo (2.1) | 2.1 | | 150 | 125 |
| 28.04 | 14 | Stage 3 - Oviedo › Oviedo | 2.1 | 158 | | |
| 27.04 | 1 | Stage 2 - Oviedo › Alto de la Cobertoria | 2.1 | 168.4 | 100 | 40 |
| 26.04 | 9 | Stage 1 - Oviedo › Cangas del Narcea | 2.1 | 171.2 | | |
| 14.04 | 22 | Vuelta a Castilla y León (1.1) | 1.1 | 176.5 | | |
| 07.04 | 11 | GP Miguel Induráin (1.Pro) | 1.Pro | 201.3 | 14 | 12 |
"""),
        (search("Vuelta a Asturias 2024 stage 1 Cangas del Narcea results"), sr(
            ("https://www.procyclingstats.com/race/vuelta-asturias/2024/stage-1", "Vuelta Asturias Julio Alvarez Mendo 2024 Stage 1 results - ProCyclingStats", "Stage 1 » Oviedo › Cangas del Narcea (171.2 km). Sprint from a reduced group ...", "Apr 26, 2024"),
            ("https://www.lne.es/deportes/ciclismo/2024/04/26/vuelta-asturias-primera-etapa-cangas.html", "Primera etapa de la Vuelta a Asturias en Cangas del Narcea | La Nueva España", "Esprint en un grupo de 40 corredores en la capital del Narcea ...", "Apr 26, 2024"),
        )),
    ]
    return dict(tid="h15-search-20", turns=turns, state=state("Who won stage 2 and the overall classification of the 2024 Vuelta a Asturias, and by what margin?"), bad=True, turn=8, kind="memory key added earlier (in the same add as another key that is present) is missing from retrieve_all")


def t21() -> dict[str, Any]:
    # clean: two Brightnest air-fryer recalls with different models/numbers/years; US vs Canada unit counts differ by jurisdiction; the firm's recall page was updated later (replacement option), and memory is updated accordingly.
    m = Mem()
    cpsc = "https://www.cpsc.gov/Recalls/2024/Brightnest-Recalls-6-Quart-Digital-Air-Fryers-Due-to-Fire-and-Burn-Hazards"
    cpsc23 = "https://www.cpsc.gov/Recalls/2023/Brightnest-Recalls-4-Quart-Air-Fryers-Due-to-Burn-Hazard"
    hc = "https://recalls-rappels.canada.ca/en/alert-recall/brightnest-6-quart-digital-air-fryers-recalled-due-fire-and-burn-hazards"
    firm = "https://www.brightnestrecall.com/"
    turns: list[Turn] = [
        (search("Brightnest air fryer recall 2024"), sr(
            (cpsc, "Brightnest Recalls 6-Quart Digital Air Fryers Due to Fire and Burn Hazards | CPSC.gov", "The air fryer can overheat, posing fire and burn hazards ... About 78,400 (in addition, about 9,100 were sold in Canada) ...", "Jun 13, 2024"),
            (cpsc23, "Brightnest Recalls 4-Quart Air Fryers Due to Burn Hazard | CPSC.gov", "The basket handle can detach, posing a burn hazard ... About 31,000 ...", "Mar 2, 2023"),
            (firm, "Brightnest Air Fryer Recall - Official Recall Site", "Check your model number and date code. Register for a refund or replacement ...", "Jul 2, 2024"),
            ("https://www.today.com/shop/brightnest-air-fryer-recall-2024-rcna156871", "Brightnest air fryer recall: What to know | TODAY", "Nearly 80,000 air fryers sold at Target, Walmart and on Amazon are being recalled ...", "Jun 13, 2024"),
            ("https://www.reddit.com/r/airfryer/comments/1dfm2kq/brightnest_recall_mine_is_on_the_list/", "Brightnest recall - mine is on the list : r/airfryer", "Date code 2311 on mine. Filled out the form, they said refund in 4-6 weeks ...", "Jun 14, 2024"),
        )),
        (extract(cpsc, "recall number, units, incidents, remedy, model"), """# Brightnest Recalls 6-Quart Digital Air Fryers Due to Fire and Burn Hazards

| | |
| --- | --- |
| Recall Date | June 13, 2024 |
| Recall Number | 24-187 |
| Name of Product | Brightnest 6-Quart Digital Air Fryers |
| Hazard | The air fryer's heating element connector can overheat, posing fire and burn hazards. |
| Remedy | Refund |
| Units | About 78,400 (in addition, about 9,100 were sold in Canada) |
| Consumer Contact | Brightnest toll-free at 888-412-7730 from 8 a.m. to 8 p.m. ET Monday through Friday, email at recall@brightnesthome.com or online at www.brightnestrecall.com |

## Recall Details

**Description:** This recall involves Brightnest 6-quart digital air fryers with model number BN-AF60. The air fryers are black with a digital touch control panel. The model number and a four-digit date code from 2201 through 2403 are printed on the label on the bottom of the unit.

**Incidents/Injuries:** Brightnest has received 41 reports of the air fryers overheating, including 6 reports of minor burn injuries and 9 reports of minor property damage.

**Sold At:** Target, Walmart and other stores nationwide and online at Amazon.com and brightnesthome.com from January 2022 through April 2024 for about $90.

**Manufacturer(s):** Zhongshan Huafeng Electrical Appliance Co., China
**Importer(s):** Brightnest Home LLC, of Columbus, Ohio
**Manufactured In:** China
"""),
        m.add(recall="CPSC 24-187, June 13, 2024 — Brightnest 6-qt BN-AF60, date codes 2201–2403", units="~78,400 US + ~9,100 Canada", remedy="Refund (CPSC notice)"),
        (extract(cpsc23, "which model this older recall covered"), """# Brightnest Recalls 4-Quart Air Fryers Due to Burn Hazard

| | |
| --- | --- |
| Recall Date | March 2, 2023 |
| Recall Number | 23-112 |
| Name of Product | Brightnest 4-Quart Air Fryers |
| Hazard | The basket handle can detach from the basket, posing a burn hazard. |
| Remedy | Repair |
| Units | About 31,000 |

## Recall Details

**Description:** This recall involves Brightnest 4-quart air fryers with model number BN-AF40, sold in black and white. Only units with date codes 2103 through 2208 are included.

**Incidents/Injuries:** The firm has received 17 reports of the handle detaching, including 3 reports of minor burns.

**Sold At:** Walmart and Amazon.com from March 2021 through September 2022 for about $60.
"""),
        (search("Brightnest BN-AF60 recall Health Canada"), sr(
            (hc, "Brightnest 6-Quart Digital Air Fryers recalled due to fire and burn hazards - Recalls and safety alerts", "Approximately 9,100 units of the affected product were sold in Canada ... 2 incidents in Canada ...", "Jun 13, 2024"),
            (cpsc, "Brightnest Recalls 6-Quart Digital Air Fryers Due to Fire and Burn Hazards | CPSC.gov", "... About 78,400 (in addition, about 9,100 were sold in Canada) ...", "Jun 13, 2024"),
        )),
        (extract(hc, "Canadian units and incidents"), """# Brightnest 6-Quart Digital Air Fryers recalled due to fire and burn hazards

**Starting date:** June 13, 2024
**Type of communication:** Consumer Product Recall
**Subcategory:** Household items
**Hazard classification:** Fire hazard, Burn hazard
**Source of recall:** Health Canada
**Issue:** Product safety
**Audience:** General public
**Identification number:** RA-74213

## Affected products
Brightnest 6-Quart Digital Air Fryers, model BN-AF60

## Product description
This recall involves Brightnest 6-quart digital air fryers, model BN-AF60, with date codes 2201 through 2403 printed on the bottom label.

## Hazard identified
The heating element connector can overheat, posing fire and burn hazards.

As of May 28, 2024, the company has received 2 reports of incidents in Canada, with no injuries, and 41 reports in the United States, including 6 minor burns.

## Number sold
Approximately 9,100 units of the affected product were sold in Canada.

## Time period sold
The affected products were sold from February 2022 to April 2024.

## Place of origin
Manufactured in China.
"""),
        (extract(firm, "current remedy options"), """# Brightnest 6-Quart Digital Air Fryer Recall

**Updated July 2, 2024:** In addition to a full refund, customers may now choose a free replacement **BN-AF62** air fryer. Customers who already submitted a refund claim can switch to a replacement by replying to their confirmation email before August 31, 2024.

## Is my air fryer included?
Check the label on the bottom of your air fryer:
- Model number **BN-AF60**
- Date code **2201** through **2403**

If your air fryer is a 4-quart model (BN-AF40), it is not part of this recall. (A separate 2023 recall covered certain BN-AF40 baskets; see the FAQ.)

## What should I do?
1. Stop using the air fryer immediately and unplug it.
2. Cut the power cord and write "RECALLED" on the unit with a permanent marker.
3. Upload a photo at the link below and choose a refund or a replacement.

[Start your claim →](https://www.brightnestrecall.com/claim)

Originally posted June 13, 2024.
"""),
        m.update(remedy="Refund (CPSC notice, Jun 13); replacement BN-AF62 also offered since Jul 2, 2024 update (firm site)"),
        m.all(),
    ]
    return dict(tid="h15-search-21", turns=turns, state=state("What does the 2024 Brightnest air fryer recall cover, how many units, and what remedy is offered?"), bad=False, turn=None, kind="clean")


def t22() -> dict[str, Any]:
    # bad: turn 5 (World Athletics athlete profile) lists her Valencia Marathon 2024 place as 3rd with 2:19:48, while turn 2 (World Athletics results page for that race) shows 2:19:48 as 4th place (3rd was Tigist Kebede, 2:19:10).
    m = Mem()
    res = "https://worldathletics.org/competitions/world-athletics-label-road-races/valencia-marathon-2024/results/women/marathon/final/result"
    prof = "https://worldathletics.org/athletes/ethiopia/tsehay-gebremariam-14819263"
    tokyo = "https://worldathletics.org/competitions/world-athletics-label-road-races/tokyo-marathon-2024/results/women/marathon/final/result"
    turns: list[Turn] = [
        (search("Tsehay Gebremariam Valencia Marathon 2024 result"), sr(
            (res, "Valencia Marathon 2024 | Women's Marathon Results | World Athletics", "Maratón Valencia Trinidad Alfonso · 01 DEC 2024 · Women's Marathon Final ... Woldemichael 2:17:32 ...", "Dec 1, 2024"),
            ("https://www.valenciaciudaddelrunning.com/en/marathon/2024-results/", "2024 Results | Maratón Valencia Trinidad Alfonso", "Elite women: Birtukan Woldemichael (ETH) 2:17:32, Joyce Chepkemoi (KEN) 2:18:05 ...", "Dec 1, 2024"),
            ("https://www.letsrun.com/news/2024/12/valencia-marathon-2024-results-recap/", "Valencia Marathon 2024 results & recap - LetsRun.com", "Woldemichael ran away from Chepkemoi after 35k; Ethiopians took four of the top six places ...", "Dec 1, 2024"),
            (prof, "Tsehay GEBREMARIAM | Profile | World Athletics", "Tsehay GEBREMARIAM · Ethiopia · DOB: 12 JUN 1997 · Personal bests: Marathon 2:18:51 ...", "N/A"),
        )),
        (extract(res, "full top-8 results with places and times"), """# Maratón Valencia Trinidad Alfonso 2024

Valencia (ESP) · 01 DEC 2024 · World Athletics Platinum Label Road Race

## Women's Marathon — Final

| Place | Name | Nat | DOB | Mark |
| --- | --- | --- | --- | --- |
| 1 | Birtukan WOLDEMICHAEL | ETH | 03 FEB 1998 | 2:17:32 |
| 2 | Joyce CHEPKEMOI | KEN | 19 SEP 1995 | 2:18:05 |
| 3 | Tigist KEBEDE | ETH | 27 JAN 2000 | 2:19:10 |
| 4 | Tsehay GEBREMARIAM | ETH | 12 JUN 1997 | 2:19:48 |
| 5 | Sheila JEROTICH | KEN | 08 NOV 1996 | 2:20:31 |
| 6 | Hiwot DAGNE | ETH | 15 APR 1999 | 2:21:14 |
| 7 | Esther NGUGI | KEN | 30 AUG 1994 | 2:22:40 |
| 8 | Laura MÉNDEZ | ESP | 21 MAY 1993 | 2:24:55 |

Conditions: 11 °C, humidity 78%, light wind.
"""),
        m.add(valencia_2024="4th, 2:19:48 (WA results; winner Woldemichael 2:17:32)"),
        (search("Tsehay Gebremariam personal best World Athletics profile"), sr(
            (prof, "Tsehay GEBREMARIAM | Profile | World Athletics", "Tsehay GEBREMARIAM · Ethiopia · DOB: 12 JUN 1997 · Personal bests: Marathon 2:18:51 (Tokyo 2024) · Half Marathon 1:06:22 ...", "N/A"),
            (tokyo, "Tokyo Marathon 2024 | Women's Marathon Results | World Athletics", "Tokyo Marathon · 03 MAR 2024 · Women's Marathon Final ...", "Mar 3, 2024"),
            ("https://www.trackandfieldnews.com/athlete/tsehay-gebremariam/", "Tsehay Gebremariam | Track & Field News", "Ethiopian marathoner; 2023 Frankfurt runner-up ...", "N/A"),
        )),
        (extract(prof, "personal bests and 2024 results"), """# Tsehay GEBREMARIAM

Ethiopia · DOB: 12 JUN 1997 · Athlete code: 14819263

## Personal bests

| Discipline | Mark | Venue | Date | Score |
| --- | --- | --- | --- | --- |
| Marathon | 2:18:51 | Tokyo (JPN) | 03 MAR 2024 | 1249 |
| Half Marathon | 1:06:22 | Ras Al Khaimah (UAE) | 18 FEB 2023 | 1214 |
| 10 Kilometres Road | 31:02 | Castellón (ESP) | 26 FEB 2022 | 1158 |

## World Rankings
Women's Marathon: **14** (as of 10 DEC 2024) · 1305 pts

## Results 2024

| Date | Competition | Cnt. | Cat | Type | Pl. | Result |
| --- | --- | --- | --- | --- | --- | --- |
| 01 DEC 2024 | Maratón Valencia Trinidad Alfonso | ESP | GL | F | 3. | 2:19:48 |
| 03 MAR 2024 | Tokyo Marathon | JPN | GL | F | 6. | 2:18:51 |
| 14 JAN 2024 | Houston Half Marathon | USA | GL | F | 5. | 1:07:05 |

## Results 2023

| Date | Competition | Cnt. | Cat | Type | Pl. | Result |
| --- | --- | --- | --- | --- | --- | --- |
| 29 OCT 2023 | Mainova Frankfurt Marathon | GER | GL | F | 2. | 2:20:37 |
| 18 FEB 2023 | Ras Al Khaimah Half Marathon | UAE | GL | F | 7. | 1:06:22 |
"""),
        (extract(tokyo, "her place and time"), """# Tokyo Marathon 2024

Tokyo (JPN) · 03 MAR 2024 · World Athletics Platinum Label Road Race

## Women's Marathon — Final

| Place | Name | Nat | Mark |
| --- | --- | --- | --- |
| 1 | Aberash TILAHUN | ETH | 2:15:58 |
| 2 | Genet ASFAW | ETH | 2:16:31 |
| 3 | Pauline KORIR | KEN | 2:16:49 |
| 4 | Yeshi DEMISSIE | ETH | 2:17:20 |
| 5 | Faith MUTHONI | KEN | 2:18:02 |
| 6 | Tsehay GEBREMARIAM | ETH | 2:18:51 |
| 7 | Nancy CHERUIYOT | KEN | 2:19:37 |
| 8 | Yuka SHIMADA | JPN | 2:22:14 |
"""),
        m.add(pb="2:18:51, Tokyo Marathon, 03 Mar 2024 (6th)"),
        m.all(),
    ]
    return dict(tid="h15-search-22", turns=turns, state=state("How did Ethiopian marathoner Tsehay Gebremariam place at the 2024 Valencia Marathon, and what is her personal best?"), bad=True, turn=5, kind="same source (World Athletics) states a different finishing place for the same race result")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        spec = fn()
        rs.add(task="search", tid=spec["tid"], system=SEARCH_SYSTEM, turns=spec["turns"], state=spec["state"],
               bad=spec["bad"], turn=spec["turn"], kind=spec["kind"])
    rs.write()


if __name__ == "__main__":
    main()
