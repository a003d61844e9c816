# ruff: noqa: E501
"""Held-out set 13, search domain: 22 deep-research trajectories (web_search, web_extractor, dict_memory)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, pj, results, search

Turns = list[tuple[str, str]]


def sr(*items: tuple[str, str, str, str]) -> str:
    """web_search output, fenced as in the benchmark's examples."""
    return "```\n" + results(*items) + "\n```"


def added(*names: str) -> str:
    return f"Successfully added items of {list(names)} to memory."


def updated(*names: str) -> str:
    return f"Successfully updated items of {list(names)} in memory."


def removed(*names: str) -> str:
    return f"Successfully removed items of {list(names)} from memory."


def got(found: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    parts = [pj(found)] if found else []
    parts += [f"Key not found: {k}" for k in missing]
    return "\n".join(parts)


def start(question: str, mem: str = "(empty)") -> str:
    return f"Research question: {question}\nMemory: {mem}\nSearch history: (none)"


# ---------------------------------------------------------------------------------------------------------------
def t01() -> tuple[str, Turns, str]:
    # clean: non-league cup final attendance; Wikipedia, club report and league site give two different (source-level) figures, memory updated by the agent.
    q = "What was the attendance at the 2024 NCEL League Cup final, where and when was it played?"
    wiki = "https://en.wikipedia.org/wiki/2023%E2%80%9324_Northern_Counties_East_Football_League"
    club = "https://www.hallamvalefc.co.uk/news/league-cup-glory-for-the-vale"
    league = "https://www.ncefl.co.uk/news/2024/05/league-cup-final-report"
    t: Turns = []
    t.append((search("NCEL League Cup final 2024 attendance Hallam Vale Ossett Borough"), sr(
        (wiki, "2023–24 Northern Counties East Football League - Wikipedia",
         "The League Cup final was played at Grange Lane, Rossington on 2 May 2024, Hallam Vale beating Ossett Borough 2–1 in front of 2,814 ...", "N/A"),
        (club, "LEAGUE CUP GLORY FOR THE VALE | Hallam Vale FC",
         "A crowd of 2,871 saw Sam Ainley's late header win the NCEL League Cup for Hallam Vale for the first time in the club's history ...", "May 3, 2024"),
        ("https://www.ncefl.co.uk/competitions/league-cup", "League Cup | Northern Counties East Football League",
         "The NCEL League Cup is open to all Premier and Division One clubs. Previous winners, fixtures and results ...", "N/A"),
        ("https://www.doncasterfreepress.co.uk/sport/football/hallam-vale-lift-ncel-league-cup-4629018", "Hallam Vale lift NCEL League Cup after Rossington thriller",
         "Kieran Doughty opened the scoring on 34 minutes before Jordan Pell levelled for Ossett Borough midway through the second half ...", "May 3, 2024"),
        ("https://www.ossettborough.com/match/2024-05-02-hallam-vale-league-cup-final", "Match report: Hallam Vale 2-1 Ossett Borough (League Cup Final)",
         "Heartbreak at Grange Lane as Borough fall to a late winner in the League Cup final ...", "May 2, 2024"),
        ("https://www.nonleaguepaper.com/ncel-roundup-may-2024/", "NCEL round-up: cup final crowds and end-of-season awards",
         "Thursday's League Cup final drew one of the biggest crowds of the NCEL season ...", "May 5, 2024"),
        ("https://x.com/NCEL_Official/status/1786129504217842213", "NCEL on X: \"FULL TIME at Grange Lane ...\"",
         "FULL TIME at Grange Lane: Hallam Vale 2-1 Ossett Borough. Congratulations to @HallamValeFC, your 2023/24 League Cup winners ...", "May 2, 2024"),
        ("https://www.reddit.com/r/nonleague/comments/1cj7w2e/ncel_league_cup_final_thread/", "NCEL League Cup Final thread : r/nonleague",
         "Anyone going to Rossington tonight? Expecting a decent crowd with both sides bringing coaches ...", "May 2, 2024"),
    )))
    t.append((extract(wiki, "League Cup final date, venue, score and attendance"), """# 2023–24 Northern Counties East Football League

From Wikipedia, the free encyclopedia

The **2023–24 Northern Counties East Football League** season was the 42nd in the history of the Northern Counties East Football League, a football competition in England. The league operates two divisions, the Premier Division at step 5 and Division One at step 6 of the National League System.

## Premier Division

The Premier Division comprised 20 clubs. Hallam Vale were crowned champions on the final day, finishing two points ahead of Ossett Borough.

| Pos | Team | Pld | W | D | L | GF | GA | GD | Pts |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Hallam Vale (C, P) | 38 | 27 | 6 | 5 | 88 | 34 | +54 | 87 |
| 2 | Ossett Borough | 38 | 26 | 7 | 5 | 81 | 37 | +44 | 85 |
| 3 | Brigg Town | 38 | 22 | 8 | 8 | 74 | 45 | +29 | 74 |
| 4 | Penistone Church | 38 | 20 | 9 | 9 | 69 | 44 | +25 | 69 |

## League Cup

### Final

| | |
| --- | --- |
| Date | 2 May 2024 |
| Venue | Grange Lane, Rossington |
| Hallam Vale | 2 – 1 Ossett Borough |
| Goals | Doughty 34', Ainley 88' – Pell 67' |
| Attendance | 2,814 |
| Referee | Callum Whitworth |

The final was the first meeting of the two sides in a cup final. Hallam Vale completed a league and cup double.[12]

## References

12. ^ "Hallam Vale lift NCEL League Cup after Rossington thriller". *Doncaster Free Press*. 3 May 2024. Retrieved 6 May 2024."""))
    t.append((memory("add", dict={"final_date": "2 May 2024", "final_venue": "Grange Lane, Rossington", "attendance_wikipedia": "2,814"}),
              added("final_date", "final_venue", "attendance_wikipedia")))
    t.append((extract(club, "attendance figure and match details"), """# LEAGUE CUP GLORY FOR THE VALE

*Posted 3 May 2024 by Club Media*

Hallam Vale 2 Ossett Borough 1 — NCEL League Cup Final, Grange Lane, Rossington (Thursday 2 May 2024)

A crowd of 2,871 saw Sam Ainley's late header win the NCEL League Cup for Hallam Vale for the first time in the club's history, completing a league and cup double for Darren Moxon's side.

Kieran Doughty gave the Vale the lead on 34 minutes, turning sharply in the box after Lewis Shaw's corner was only half cleared. Borough came out stronger after the break and deservedly levelled through Jordan Pell on 67 minutes.

With extra time looming, substitute Ainley rose highest at the far post to meet Tom Beverley's cross in the 88th minute.

> "To do the double in front of that many people is something none of these lads will forget," said manager Darren Moxon.

### Line-up

Hallam Vale: Greaves; Beverley, Nuttall, Okoro, Shaw; Fenwick, Doughty (Ainley 72), Barraclough; Hinchcliffe, Lambe, Kirk (Walsh 80).

### Thank you

Thank you to Rossington Main FC for hosting, and to the 2,871 supporters who made the trip — the biggest crowd to watch a Vale match since 1997.

Tags: League Cup, First Team, Match Report"""))
    t.append((memory("add", dict={"attendance_club_report": "2,871"}), added("attendance_club_report")))
    t.append((search("site:ncefl.co.uk League Cup final 2024 report attendance"), sr(
        (league, "League Cup Final Report: Hallam Vale 2-1 Ossett Borough | NCEL",
         "The League's official match report from Grange Lane, where Hallam Vale lifted the League Cup in front of 2,871 spectators ...", "May 3, 2024"),
        ("https://www.ncefl.co.uk/competitions/league-cup", "League Cup | Northern Counties East Football League",
         "Roll of honour: 2023–24 Hallam Vale; 2022–23 Penistone Church; 2021–22 Brigg Town ...", "N/A"),
        ("https://www.ncefl.co.uk/news/2024/04/league-cup-final-venue-confirmed", "League Cup Final venue confirmed | NCEL",
         "The 2024 League Cup Final between Hallam Vale and Ossett Borough will be played at Grange Lane, home of Rossington Main, on Thursday 2 May (7:45pm) ...", "Apr 19, 2024"),
        ("https://www.ncefl.co.uk/news/2024/05/end-of-season-awards", "End of season awards 2023-24 | NCEL",
         "Hallam Vale's Darren Moxon was named Premier Division Manager of the Season after his side completed the double ...", "May 20, 2024"),
        ("https://www.ncefl.co.uk/handbook/2024-25", "League Handbook 2024-25 | NCEL",
         "Roll of honour, rules of the competition, club directory and ground details ...", "Jul 30, 2024"),
        ("https://www.ncefl.co.uk/news/2024/05/record-season-attendances", "Record attendances for the 2023-24 season | NCEL",
         "Total league attendances rose 11% on last season; the League Cup Final crowd was the largest at an NCEL fixture since ...", "May 27, 2024"),
    )))
    t.append((extract(league, "official attendance"), """# League Cup Final Report: Hallam Vale 2-1 Ossett Borough

**Northern Counties East Football League — News**
Published: 3 May 2024

Hallam Vale are the 2023–24 NCEL League Cup winners after a dramatic 2-1 victory over Ossett Borough at Grange Lane on Thursday evening.

| Match details | |
| --- | --- |
| Competition | NCEL League Cup — Final |
| Date / kick-off | Thursday 2 May 2024, 7:45pm |
| Venue | Grange Lane, Rossington (Rossington Main FC) |
| Result | Hallam Vale 2 (Doughty 34, Ainley 88) Ossett Borough 1 (Pell 67) |
| Official attendance | 2,871 |
| Player of the Match | Kieran Doughty (Hallam Vale) |
| Match officials | Callum Whitworth (referee); Ben Ashworth, Ryan Ilett (assistants) |

The League would like to thank Rossington Main FC and their volunteers for staging the final, which attracted the largest crowd at an NCEL fixture since the 2016 League Cup Final.

League Chairman Alan Tomlinson presented the trophy to Vale captain Joe Nuttall.

Note: the official attendance includes hospitality guests and under-16s admitted free of charge.

*Photographs courtesy of Steve Pendleton Photography.*"""))
    t.append((memory("update", dict={"attendance_wikipedia": "2,814 (Wikipedia; league official figure is 2,871 incl. hospitality & free U16s)"}),
              updated("attendance_wikipedia")))
    t.append((memory("retrieve_all"), pj({
        "final_date": "2 May 2024",
        "final_venue": "Grange Lane, Rossington",
        "attendance_wikipedia": "2,814 (Wikipedia; league official figure is 2,871 incl. hospitality & free U16s)",
        "attendance_club_report": "2,871"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
NVTX_IDX = "https://www.sec.gov/Archives/edgar/data/1873526/000187352625000011/0001873526-25-000011-index.htm"


def nvtx_index(acc: str) -> str:
    return f"""# Norvane Therapeutics, Inc. (Filer) CIK: 0001873526

## Form 10-K - Annual report [Section 13 and 15(d), not S-K Item 405]

SEC Accession No. {acc}

| Filing Date | Accepted | Documents | Period of Report |
| --- | --- | --- | --- |
| 2025-03-06 | 2025-03-06 16:12:44 | 92 | 2024-12-31 |

### Document Format Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 1 | 10-K | nvtx-20241231.htm | 10-K | 2451873 |
| 2 | AMENDED AND RESTATED EMPLOYMENT AGREEMENT - L. FERRANTE | nvtx-ex10_21.htm | EX-10.21 | 118204 |
| 3 | SUBSIDIARIES OF THE REGISTRANT | nvtx-ex21_1.htm | EX-21.1 | 2311 |
| 4 | CONSENT OF INDEPENDENT REGISTERED PUBLIC ACCOUNTING FIRM | nvtx-ex23_1.htm | EX-23.1 | 4978 |
| 5 | CERTIFICATION OF CEO PURSUANT TO SECTION 302 | nvtx-ex31_1.htm | EX-31.1 | 12106 |
| 6 | CERTIFICATION OF CFO PURSUANT TO SECTION 302 | nvtx-ex31_2.htm | EX-31.2 | 12088 |
| 7 | CERTIFICATION PURSUANT TO SECTION 906 | nvtx-ex32_1.htm | EX-32.1 | 7420 |
| 8 | CLAWBACK POLICY | nvtx-ex97_1.htm | EX-97.1 | 39512 |
| | Complete submission text file | {acc}.txt | | 14987310 |

### Data Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 9 | XBRL INSTANCE DOCUMENT | nvtx-20241231_htm.xml | XML | 1702655 |
| 10 | XBRL TAXONOMY EXTENSION SCHEMA | nvtx-20241231.xsd | EX-101.SCH | 61348 |

**Mailing Address:** 275 Grove Street, Suite 4-300, Newton, MA 02466
**Business Address:** 275 Grove Street, Suite 4-300, Newton, MA 02466, (617) 555-0142

Norvane Therapeutics, Inc. (Filer) CIK: 0001873526 (see all company filings)
IRS No.: 843719062 | State of Incorp.: DE | Fiscal Year End: 1231
Type: 10-K | Act: 34 | File No.: 001-40817 | Film No.: 25712309
SIC: 2834 Pharmaceutical Preparations
Office of Life Sciences"""


def t02() -> tuple[str, Turns, str]:
    # bad (turn 8): re-extracting the same EDGAR filing index (turn 2) shows a different SEC accession number (-000013 instead of -000011) with nothing that could change it.
    q = "What did Norvane Therapeutics report as R&D expense for fiscal 2024, and what is the accession number of the 10-K to cite?"
    doc = "https://www.sec.gov/Archives/edgar/data/1873526/000187352625000011/nvtx-20241231.htm"
    amend = "https://www.sec.gov/Archives/edgar/data/1873526/000187352625000019/0001873526-25-000019-index.htm"
    t: Turns = []
    t.append((search("Norvane Therapeutics 10-K 2024 research and development expense"), sr(
        (NVTX_IDX, "EDGAR Filing Documents for 0001873526-25-000011",
         "Norvane Therapeutics, Inc. Form 10-K - Annual report. Filing Date 2025-03-06. Period of Report 2024-12-31 ...", "Mar 6, 2025"),
        ("https://ir.norvane.com/news-releases/news-release-details/norvane-therapeutics-reports-fourth-quarter-and-full-year-2024", "Norvane Therapeutics Reports Fourth Quarter and Full Year 2024 Financial Results",
         "Research and development expenses were $84.3 million for the year ended December 31, 2024, compared to $61.9 million for 2023, driven by the Phase 2b NVT-118 trial ...", "Mar 6, 2025"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001873526&type=10-K", "EDGAR Search Results: Norvane Therapeutics, Inc.",
         "10-K Annual report ... 2025-03-06; 10-K Annual report ... 2024-03-12; 10-K Annual report ... 2023-03-21 ...", "N/A"),
        ("https://www.biospace.com/norvane-therapeutics-q4-2024-earnings", "Norvane Therapeutics posts wider 2024 loss as NVT-118 enrolment completes",
         "Net loss widened to $103.9 million as spending on the mid-stage fibrosis study ramped up; cash runway guided into Q2 2027 ...", "Mar 7, 2025"),
        ("https://finance.yahoo.com/quote/NVTX/financials/", "Norvane Therapeutics, Inc. (NVTX) Income Statement - Yahoo Finance",
         "Research Development 84,312 ... Selling General and Administrative 29,455 ... Operating Income -113,767 ...", "N/A"),
        ("https://www.macrotrends.net/stocks/charts/NVTX/norvane-therapeutics/research-development-expenses", "Norvane Therapeutics Research and Development Expenses 2021-2024 | NVTX",
         "Norvane Therapeutics annual research and development expenses for 2024 were $0.084B, a 36.19% increase from 2023 ...", "N/A"),
        ("https://www.sec.gov/Archives/edgar/data/1873526/000187352624000009/nvtx-20231231.htm", "nvtx-20231231 - 10-K",
         "NORVANE THERAPEUTICS, INC. ANNUAL REPORT ON FORM 10-K FOR THE FISCAL YEAR ENDED DECEMBER 31, 2023 ...", "Mar 12, 2024"),
    )))
    t.append((extract(NVTX_IDX, "accession number, filing date and main document"), nvtx_index("0001873526-25-000011")))
    t.append((memory("add", dict={"accession_10k": "0001873526-25-000011", "filed_10k": "2025-03-06"}), added("accession_10k", "filed_10k")))
    t.append((extract(doc, "R&D expense FY2024 and FY2023 from statements of operations"), """UNITED STATES SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549

# FORM 10-K

☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended December 31, 2024
Commission File Number 001-40817

# NORVANE THERAPEUTICS, INC.
(Exact name of registrant as specified in its charter)

Delaware — 84-3719062
275 Grove Street, Suite 4-300, Newton, MA 02466

Common Stock, $0.0001 par value per share — NVTX — The Nasdaq Global Select Market

...

## Item 8. Financial Statements and Supplementary Data

### NORVANE THERAPEUTICS, INC.
### CONSOLIDATED STATEMENTS OF OPERATIONS AND COMPREHENSIVE LOSS
(in thousands, except share and per share amounts)

| | Year Ended December 31, 2024 | Year Ended December 31, 2023 |
| --- | --- | --- |
| Operating expenses: | | |
| Research and development | $ 84,312 | $ 61,907 |
| General and administrative | 29,455 | 24,118 |
| Total operating expenses | 113,767 | 86,025 |
| Loss from operations | (113,767) | (86,025) |
| Other income: | | |
| Interest income, net | 9,842 | 7,316 |
| Net loss | $ (103,925) | $ (78,709) |
| Net loss per share, basic and diluted | $ (2.41) | $ (2.08) |
| Weighted-average common shares outstanding, basic and diluted | 43,122,580 | 37,841,006 |

### Research and Development Expenses

Research and development expenses increased by $22.4 million, from $61.9 million for the year ended December 31, 2023 to $84.3 million for the year ended December 31, 2024. The increase was primarily attributable to $15.1 million of higher clinical costs for our Phase 2b SCLERA trial of NVT-118 and $4.6 million of increased personnel-related costs, including stock-based compensation."""))
    t.append((search("Norvane Therapeutics 10-K/A 2024 amendment"), sr(
        (amend, "EDGAR Filing Documents for 0001873526-25-000019",
         "Norvane Therapeutics, Inc. Form 10-K/A - Annual report [amended]. Filing Date 2025-04-28. Period of Report 2024-12-31 ...", "Apr 28, 2025"),
        ("https://www.sec.gov/Archives/edgar/data/1873526/000187352625000019/nvtx-20241231x10ka.htm", "nvtx-20241231x10ka - 10-K/A",
         "This Amendment No. 1 is being filed solely to include the information required by Part III (Items 10 through 14) ...", "Apr 28, 2025"),
        ("https://ir.norvane.com/financial-information/sec-filings", "SEC Filings | Norvane Therapeutics",
         "10-K/A 04/28/2025 Amendment to annual report; 10-K 03/06/2025 Annual report; 8-K 03/06/2025 ...", "N/A"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001873526&type=10-K%2FA", "EDGAR Search Results: Norvane Therapeutics, Inc. 10-K/A",
         "10-K/A [Amend] Annual report ... 2025-04-28 ...", "N/A"),
        ("https://www.stocktitan.net/sec-filings/NVTX/10-k-a-norvane-therapeutics-inc-amends-annual-report.html", "Norvane Therapeutics 10-K/A: Part III information added",
         "Norvane filed a 10-K/A to add executive compensation and director information previously expected to be incorporated from its proxy ...", "Apr 28, 2025"),
    )))
    t.append((extract(amend, "what the amendment changes"), """# Norvane Therapeutics, Inc. (Filer) CIK: 0001873526

## Form 10-K/A - Annual report [Section 13 and 15(d), not S-K Item 405]: [Amend]

SEC Accession No. 0001873526-25-000019

| Filing Date | Accepted | Documents | Period of Report |
| --- | --- | --- | --- |
| 2025-04-28 | 2025-04-28 17:03:19 | 6 | 2024-12-31 |

### Document Format Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 1 | 10-K/A | nvtx-20241231x10ka.htm | 10-K/A | 412337 |
| 2 | CERTIFICATION OF CEO PURSUANT TO SECTION 302 | nvtx-ex31_1a.htm | EX-31.1 | 9871 |
| 3 | CERTIFICATION OF CFO PURSUANT TO SECTION 302 | nvtx-ex31_2a.htm | EX-31.2 | 9864 |
| | Complete submission text file | 0001873526-25-000019.txt | | 688410 |

Explanatory note (from document 1): This Amendment No. 1 on Form 10-K/A amends the Annual Report on Form 10-K for the fiscal year ended December 31, 2024, originally filed on March 6, 2025, solely to include Part III information (Items 10–14). No financial statements are amended.

Norvane Therapeutics, Inc. (Filer) CIK: 0001873526
IRS No.: 843719062 | State of Incorp.: DE | Fiscal Year End: 1231
Type: 10-K/A | Act: 34 | File No.: 001-40817 | Film No.: 25876041
SIC: 2834 Pharmaceutical Preparations"""))
    t.append((memory("add", dict={"rd_2024_thousands": "84,312", "rd_2023_thousands": "61,907", "amendment": "10-K/A 0001873526-25-000019 (Part III only, no financials)"}),
              added("rd_2024_thousands", "rd_2023_thousands", "amendment")))
    t.append((extract(NVTX_IDX, "confirm accession number and filing date for the citation"), nvtx_index("0001873526-25-000013")))
    t.append((memory("retrieve_all"), pj({
        "accession_10k": "0001873526-25-000011", "filed_10k": "2025-03-06",
        "rd_2024_thousands": "84,312", "rd_2023_thousands": "61,907",
        "amendment": "10-K/A 0001873526-25-000019 (Part III only, no financials)"})))
    return q, t, "10-K accession number on the same EDGAR index page changes between two reads"


# ---------------------------------------------------------------------------------------------------------------
def t03() -> tuple[str, Turns, str]:
    # bad (turn 6): memory retrieve returns fy25_all_funds as "$412,607,500" although turn 3 stored "$412,670,500" (no update in between).
    q = "What is the City of Port Calder's adopted FY2025 budget (all funds and General Fund), and how much did it grow over FY2024?"
    page = "https://www.portcalder.gov/departments/finance/budget/fy2025-adopted-budget"
    portal = "https://data.portcalder.gov/Finance/Adopted-Budget-FY2025-by-Department/7qkx-m2rb"
    fy24 = "https://www.portcalder.gov/departments/finance/budget/fy2024-adopted-budget"
    news = "https://www.caldercourier.com/news/local/council-adopts-412-million-budget/article_5b1e0c7a.html"
    t: Turns = []
    t.append((search("Port Calder FY2025 adopted budget general fund total"), sr(
        (page, "FY 2025 Adopted Budget | City of Port Calder",
         "The City Council adopted the FY 2025 budget on June 17, 2024. Total appropriations across all funds are $412,670,500, including a General Fund of $187,214,900 ...", "N/A"),
        (news, "Council adopts $412.7 million budget, holds tax rate steady",
         "Port Calder's council voted 6-1 Monday to adopt a $412.7 million spending plan for the fiscal year that begins July 1 ...", "Jun 18, 2024"),
        (portal, "Adopted Budget FY2025 by Department | Port Calder Open Data",
         "Line-item adopted appropriations by fund, department and account for fiscal year 2025 ...", "Jul 2, 2024"),
        ("https://www.portcalder.gov/Archive/ViewFile/Item/3318", "FY 2025 Proposed Budget Book (PDF)",
         "City Manager's proposed budget totals $409.9 million across all funds; General Fund $186.0 million ...", "May 3, 2024"),
        ("https://portcalder.legistar.com/LegislationDetail.aspx?ID=6723418", "Resolution 2024-112: Adopting the FY 2025 Operating and Capital Budget",
         "A resolution of the City Council of the City of Port Calder adopting the annual budget for fiscal year 2025 ...", "Jun 17, 2024"),
        (fy24, "FY 2024 Adopted Budget | City of Port Calder",
         "Total appropriations across all funds for FY 2024 are $396,118,300 ...", "N/A"),
        ("https://www.gfoa.org/award-recipients/port-calder", "Distinguished Budget Presentation Award - Port Calder",
         "The City of Port Calder has received the GFOA Distinguished Budget Presentation Award for 14 consecutive years ...", "N/A"),
    )))
    t.append((extract(page, "adopted totals, general fund, adoption date, tax rate"), """# FY 2025 Adopted Budget

City of Port Calder › Departments › Finance › Budget

The City Council adopted the FY 2025 Operating and Capital Budget on **June 17, 2024** (Resolution 2024-112, approved 6–1). The fiscal year runs July 1, 2024 through June 30, 2025.

## Budget at a glance

| Fund type | FY 2025 Adopted |
| --- | --- |
| General Fund | $187,214,900 |
| Special Revenue Funds | $58,902,300 |
| Enterprise Funds (Water, Sewer, Solid Waste) | $121,377,600 |
| Internal Service Funds | $17,041,200 |
| Capital Projects Funds | $28,134,500 |
| **Total, all funds** | **$412,670,500** |

- Property tax rate: **$0.6125 per $100** of assessed value (unchanged from FY 2024)
- Full-time equivalent positions: 2,146.5 (+18.0)
- General Fund reserve target: 17% of operating expenditures

## Documents

- FY 2025 Adopted Budget Book (PDF, 14.2 MB)
- FY 2025–2029 Capital Improvement Program (PDF, 6.8 MB)
- Budget in Brief (PDF, 1.1 MB)
- Open data: Adopted Budget FY2025 by Department

Questions? Contact the Budget Office at budget@portcalder.gov or (805) 555-0170.

*Page last updated: July 8, 2024*"""))
    t.append((memory("add", dict={"fy25_all_funds": "$412,670,500", "fy25_general_fund": "$187,214,900"}), added("fy25_all_funds", "fy25_general_fund")))
    t.append((extract(portal, "largest General Fund departments"), """# Adopted Budget FY2025 by Department

**Port Calder Open Data** · Finance · Dataset

Line-item adopted appropriations by fund, department and account for fiscal year 2025 (July 1, 2024 – June 30, 2025).

| About this dataset | |
| --- | --- |
| Updated | July 2, 2024 |
| Data provided by | Finance Department – Budget Office |
| Rows | 1,284 |
| Columns | 9 |
| Update frequency | Annually |
| License | Public Domain |

## Columns in this dataset

fiscal_year · fund · fund_type · department · division · account · account_description · adopted_amount · notes

## General Fund — adopted appropriations by department (dataset view, top 6)

| department | adopted_amount |
| --- | --- |
| Police | $61,340,200 |
| Fire | $38,775,900 |
| Public Works | $19,206,400 |
| Parks & Recreation | $14,118,700 |
| Non-Departmental | $12,904,300 |
| Community Development | $9,412,600 |

Showing 6 of 22 General Fund departments. Export: CSV · JSON · OData"""))
    t.append((memory("add", dict={"fy25_police": "$61,340,200", "adopted_date": "June 17, 2024"}), added("fy25_police", "adopted_date")))
    t.append((memory("retrieve", key_list=["fy25_all_funds", "fy25_general_fund"]), got({"fy25_all_funds": "$412,607,500", "fy25_general_fund": "$187,214,900"})))
    t.append((search("Port Calder FY2024 adopted budget all funds total"), sr(
        (fy24, "FY 2024 Adopted Budget | City of Port Calder",
         "The City Council adopted the FY 2024 budget on June 20, 2023. Total appropriations across all funds are $396,118,300 ...", "N/A"),
        ("https://www.caldercourier.com/news/local/port-calder-budget-2023/article_c92d1f04.html", "Port Calder approves $396 million budget with new fire station",
         "The council approved the budget 7-0 on Tuesday, funding a fifth fire station in the Harbor Heights neighborhood ...", "Jun 21, 2023"),
        ("https://data.portcalder.gov/Finance/Adopted-Budget-FY2024-by-Department/p3fz-8h1w", "Adopted Budget FY2024 by Department | Port Calder Open Data",
         "Line-item adopted appropriations by fund, department and account for fiscal year 2024 ...", "Jul 5, 2023"),
        ("https://www.portcalder.gov/Archive/ViewFile/Item/3102", "FY 2024 Adopted Budget Book (PDF)",
         "Budget message from the City Manager ... total all funds $396.1 million ...", "Aug 1, 2023"),
        ("https://www.portcalder.gov/departments/finance/acfr", "Annual Comprehensive Financial Report | City of Port Calder",
         "ACFR for fiscal year ended June 30, 2024 ...", "N/A"),
    )))
    t.append((extract(fy24, "FY2024 all-funds total"), """# FY 2024 Adopted Budget

City of Port Calder › Departments › Finance › Budget

The City Council adopted the FY 2024 Operating and Capital Budget on **June 20, 2023** (Resolution 2023-97, approved 7–0). The fiscal year runs July 1, 2023 through June 30, 2024.

## Budget at a glance

| Fund type | FY 2024 Adopted |
| --- | --- |
| General Fund | $179,883,100 |
| Special Revenue Funds | $56,410,800 |
| Enterprise Funds (Water, Sewer, Solid Waste) | $116,092,700 |
| Internal Service Funds | $16,327,400 |
| Capital Projects Funds | $27,404,300 |
| **Total, all funds** | **$396,118,300** |

- Property tax rate: **$0.6125 per $100** of assessed value
- Full-time equivalent positions: 2,128.5

*Page last updated: July 11, 2023*"""))
    t.append((memory("add", dict={"fy24_all_funds": "$396,118,300"}), added("fy24_all_funds")))
    t.append((extract(news, "growth percentage quoted"), """# Council adopts $412.7 million budget, holds tax rate steady

**By Renata Okonkwo-Hale | Calder Courier**
Jun 18, 2024

PORT CALDER — The City Council voted 6-1 Monday night to adopt a $412.7 million budget for the fiscal year that begins July 1, a 4.2% increase over the current year's $396.1 million spending plan.

The General Fund, which pays for police, fire, parks and most day-to-day services, grows to $187.2 million. The property tax rate stays at 61.25 cents per $100 of assessed value for the fourth straight year.

Councilmember Gil Serrano cast the lone dissenting vote, arguing the plan leans too heavily on one-time reserves to cover 18 new positions.

"We are investing in public safety and in our water system without asking residents for a rate increase," Mayor Dana Whitcombe said.

The largest single increase goes to the Police Department, whose budget rises to $61.3 million, funding six additional officers and a second mental-health co-responder team.

Related: Harbor Heights fire station opens ahead of schedule"""))
    return q, t, "memory value read back with two digits transposed (stored $412,670,500, retrieved $412,607,500)"


# ---------------------------------------------------------------------------------------------------------------
TVRT_P1_A = [
    "**Route 14 — Detour.** Main St closed between 5th St and 8th St for water main repair. Buses use Oak Ave; stops #2210–#2214 not served. *Posted Mar 10, 2025 6:02 PM*",
    "**Route 9 — Stop closure.** Civic Center stop (#4471) temporarily closed; use temporary stop 150 ft east on Library Way. *Posted Mar 10, 2025 2:15 PM*",
    "**Elevator outage — Dublin Junction Transit Center, Elevator B.** Use Elevator A or the ramp at the south entrance. *Posted Mar 10, 2025 11:30 AM*",
    "**Route 31 — Trips cancelled.** Saturday Mar 15 trips departing Amador Station at 7:05 AM and 7:35 AM will not operate. *Posted Mar 9, 2025 4:48 PM*",
    "**Route 60 — Stop relocation.** Pleasanton Ave & 2nd St stop (#3302) moved 120 ft north, in front of the post office. *Posted Mar 7, 2025 9:20 AM*",
]
TVRT_P2 = [
    "**Route 45 — Bike racks.** Front bike racks on some Route 45 buses temporarily out of service while new racks are installed. *Posted Mar 6, 2025 3:10 PM*",
    "**Route 22 — Weekend schedule adjustment.** Saturday and Sunday trips now depart Stoneridge Mall 5 minutes earlier. *Posted Mar 5, 2025 10:00 AM*",
    "**Trip planner maintenance.** Online trip planner unavailable Sunday Mar 16, 1:00–3:00 AM. *Posted Mar 4, 2025 1:45 PM*",
    "**Route 3 — Stop closure.** Santa Rita Rd & Valley Ave (#1187) closed for sidewalk work through Mar 21. *Posted Mar 3, 2025 8:05 AM*",
    "**TVRT Pay app v4.2.** Update the app to continue using mobile tickets after Mar 31. *Posted Feb 28, 2025 12:00 PM*",
]


def tvrt_alerts(page: int, shown: str, total: int, stamp: str, items: list[str]) -> str:
    body = "\n\n".join(f"{i}. {it}" for i, it in enumerate(items, int(shown.split("–")[0])))
    return f"""# Service Alerts

Tri-Valley Regional Transit (TVRT) › Rider Info › Service Alerts

Filter: All routes ▾ · Sort: Newest first

Showing {shown} of {total} active alerts · Last updated {stamp}

{body}

Page {page} of 3 · ‹ Previous · Next ›

Sign up for TVRT Alerts by text or email · Call Customer Service at (925) 555-0188"""


def t04() -> tuple[str, Turns, str]:
    # clean: transit agency service change; paginated alert list, page refreshed later with a newer stamp, one new alert and an updated detour (pagination shifts accordingly).
    q = "When did TVRT Route 14's frequency change, what changed, and what happened to Route 14X? Note any current Route 14 service alerts."
    chg = "https://www.tvrt.org/service-changes/january-2025"
    p1 = "https://www.tvrt.org/alerts?page=1"
    p2 = "https://www.tvrt.org/alerts?page=2"
    x = "https://www.tvrt.org/routes/14x"
    t: Turns = []
    t.append((search("TVRT Route 14 frequency change 2025"), sr(
        (chg, "January 2025 Service Change | Tri-Valley Regional Transit",
         "Effective Sunday, January 12, 2025: Route 14 weekday peak service improves to every 15 minutes; Route 14X is discontinued ...", "Dec 9, 2024"),
        ("https://www.tvrt.org/routes/14", "Route 14 – Foothill / Main | TVRT",
         "Route 14 connects Dublin Junction Transit Center with Amador Station via Main St and Foothill Rd. Weekday peak service every 15 minutes ...", "N/A"),
        ("https://www.tvrt.org/news/board-approves-2025-service-plan", "Board approves 2025 Service Plan | TVRT News",
         "The TVRT Board of Directors approved the 2025 Service Plan on October 23, including frequency upgrades on Routes 14 and 60 ...", "Oct 24, 2024"),
        ("https://www.trivalleytimes.com/2024/12/12/tvrt-to-cut-express-route-boost-local-buses/", "TVRT to cut express route, boost local buses in January",
         "Riders of the 14X Foothill Express will need to switch to the local Route 14, which will run more often ...", "Dec 12, 2024"),
        (p1, "Service Alerts | TVRT", "Route 14 — Detour. Main St closed between 5th St and 8th St for water main repair ...", "N/A"),
        ("https://www.reddit.com/r/TriValley/comments/1hk2q9d/tvrt_14x_going_away/", "TVRT 14X going away? : r/TriValley",
         "Just saw the notice at the stop, 14X ends in January. Anyone know if the 14 will be faster? ...", "Dec 18, 2024"),
        ("https://www.tvrt.org/Portals/0/schedules/route14_eff011225.pdf", "Route 14 Timetable effective 01/12/25 (PDF)",
         "Weekday: Dublin Junction TC 5:32 AM ... every 15 min 6:30–9:30 AM and 3:00–6:30 PM ...", "Dec 20, 2024"),
    )))
    t.append((extract(chg, "Route 14 and 14X changes and effective date"), """# January 2025 Service Change

Tri-Valley Regional Transit › Rider Info › Service Changes

**Effective Sunday, January 12, 2025**

The following changes were approved by the TVRT Board of Directors on October 23, 2024 as part of the 2025 Service Plan.

| Route | Change |
| --- | --- |
| 14 Foothill / Main | Weekday peak frequency improves from every 20 minutes to every **15 minutes** (6:30–9:30 AM, 3:00–6:30 PM). Midday remains every 30 minutes. |
| 14X Foothill Express | **Discontinued.** Riders should use Route 14. |
| 9 Civic Center | Rerouted via Library Way; stops on Central Pkwy between Iron Horse Trail and Dublin Blvd removed. |
| 31 Amador Valley | New Saturday service, every 60 minutes, 7:05 AM–7:35 PM. |
| 60 Pleasanton Ave | Weekday peak frequency improves from 30 to 20 minutes. |

New printed timetables are available on buses and at Dublin Junction Transit Center from January 6.

Questions? Call Customer Service at (925) 555-0188, Monday–Friday 7 AM–7 PM."""))
    t.append((extract(p1, "current Route 14 alerts"), tvrt_alerts(1, "1–5", 12, "Mar 11, 2025 8:14 AM", TVRT_P1_A)))
    t.append((extract(p2, "more alerts"), tvrt_alerts(2, "6–10", 12, "Mar 11, 2025 8:14 AM", TVRT_P2)))
    t.append((memory("add", dict={"route14_change": "weekday peak 20→15 min, eff. 2025-01-12", "route14x": "discontinued 2025-01-12",
                                  "route14_alert": "detour on Main St (5th–8th) via Oak Ave, posted 2025-03-10 6:02 PM"}),
              added("route14_change", "route14x", "route14_alert")))
    p1_new = [
        "**Route 22 — Delays.** Delays of up to 15 minutes due to a disabled vehicle at Foothill Rd & 3rd St. *Posted Mar 11, 2025 8:39 AM*",
        TVRT_P1_A[0].replace("*Posted Mar 10, 2025 6:02 PM*", "**UPDATE 8:41 AM: Detour has ended; regular routing on Main St resumed.** *Posted Mar 10, 2025 6:02 PM · Updated Mar 11, 2025 8:41 AM*"),
    ] + TVRT_P1_A[1:4]
    t.append((extract(p1, "check whether the Route 14 detour is still in effect"), tvrt_alerts(1, "1–5", 13, "Mar 11, 2025 8:47 AM", p1_new)))
    t.append((search("TVRT 14X Foothill Express discontinued replacement"), sr(
        (x, "Route 14X – Foothill Express (Discontinued) | TVRT",
         "Route 14X was discontinued effective January 12, 2025. Riders should use Route 14, which now runs every 15 minutes during weekday peaks ...", "N/A"),
        ("https://www.trivalleytimes.com/2024/12/12/tvrt-to-cut-express-route-boost-local-buses/", "TVRT to cut express route, boost local buses in January",
         "The 14X averaged 96 weekday boardings last year, versus 2,300 on the local 14, according to agency figures ...", "Dec 12, 2024"),
        (chg, "January 2025 Service Change | Tri-Valley Regional Transit",
         "14X Foothill Express — Discontinued. Riders should use Route 14 ...", "Dec 9, 2024"),
        ("https://www.tvrt.org/news/board-approves-2025-service-plan", "Board approves 2025 Service Plan | TVRT News",
         "... the board voted to discontinue the 14X, citing low ridership and overlap with the improved Route 14 ...", "Oct 24, 2024"),
        ("https://www.reddit.com/r/TriValley/comments/1hk2q9d/tvrt_14x_going_away/", "TVRT 14X going away? : r/TriValley",
         "The 14 at 15 min headways is honestly better than the 14X's two trips each way ...", "Dec 18, 2024"),
    )))
    t.append((extract(x, "replacement service for 14X"), """# Route 14X – Foothill Express (Discontinued)

Tri-Valley Regional Transit › Routes › 14X

> **This route was discontinued effective Sunday, January 12, 2025.**

Route 14X operated two morning and two afternoon weekday express trips between Amador Station and Dublin Junction Transit Center via Foothill Rd.

### Alternative service

- **Route 14 Foothill / Main** now runs every 15 minutes on weekdays from 6:30–9:30 AM and 3:00–6:30 PM and serves all former 14X stops.
- Monthly passes valid on 14X are accepted on all local routes.

See the January 2025 Service Change page for the full list of changes."""))
    t.append((memory("update", dict={"route14_alert": "Main St detour ended 2025-03-11 8:41 AM (regular routing resumed)"}), updated("route14_alert")))
    t.append((memory("retrieve", key_list=["route14_change", "route14x", "route14_alert"]), got({
        "route14_change": "weekday peak 20→15 min, eff. 2025-01-12", "route14x": "discontinued 2025-01-12",
        "route14_alert": "Main St detour ended 2025-03-11 8:41 AM (regular routing resumed)"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
def t05() -> tuple[str, Turns, str]:
    # bad (turn 9): retrieve_all still lists runner_up_guess, which the agent removed at turn 5 (removal confirmed).
    q = "Who won the men's 1500 m at the 2024 Norwegian Athletics Championships, in what time, who was second, and what is the winner's personal best?"
    wiki = "https://en.wikipedia.org/wiki/2024_Norwegian_Athletics_Championships"
    wa = "https://worldathletics.org/competition/calendar-results/results/7201834?eventId=10229612&day=2"
    prof = "https://worldathletics.org/athletes/norway/sindre-aalvik-14971603"
    t: Turns = []
    t.append((search("2024 Norwegian Athletics Championships men's 1500 m result"), sr(
        (wiki, "2024 Norwegian Athletics Championships - Wikipedia",
         "The 2024 Norwegian Athletics Championships (Hovedmesterskapet) were held at Sandnes Idrettspark in Sandnes from 2 to 4 August 2024 ...", "N/A"),
        ("https://www.nrk.no/sport/aalvik-tok-nm-gull-pa-1500-meter-1.16998231", "Aalvik tok NM-gull på 1500 meter – NRK Sport",
         "Sindre Aalvik spurtet inn til sitt første NM-gull på 1500 meter i Sandnes. Hovdenak og Brattbakk fulgte ham på pallen ...", "Aug 3, 2024"),
        (wa, "Norwegian Championships 2024 - Results - 1500 Metres Men - World Athletics",
         "Final: 1. AALVIK Sindre 3:41.27; 2. BRATTBAKK Eirik 3:41.90; 3. HOVDENAK Mats 3:42.15 ...", "Aug 3, 2024"),
        ("https://www.friidrett.no/resultater/hovedmesterskapet-2024", "Resultater Hovedmesterskapet 2024 – Norges Friidrettsforbund",
         "Komplette resultater fra Hovedmesterskapet i Sandnes 2.–4. august 2024 ...", "Aug 5, 2024"),
        ("https://www.aftenbladet.no/sport/i/Mn3qE9/nm-i-friidrett-dag-to", "NM i friidrett: Dette skjedde på dag to i Sandnes",
         "Taktisk 1500-meter endte i spurt: Aalvik sterkest på oppløpet foran 2400 tilskuere ...", "Aug 3, 2024"),
        ("https://www.tilastopaja.eu/db/nat.php?Nat=NOR&Event=1500m&Year=2024", "Norway 2024 1500m lists | Tilastopaja",
         "Season's best lists for Norwegian men, 1500 metres, 2024 ...", "N/A"),
        (prof, "Sindre AALVIK | Profile | World Athletics",
         "Sindre Aalvik, Norway. Personal bests: 800 m 1:47.62, 1500 m 3:37.84, Mile 3:57.31 ...", "N/A"),
    )))
    t.append((extract(wiki, "men's 1500 m medallists and times"), """# 2024 Norwegian Athletics Championships

From Wikipedia, the free encyclopedia

The **2024 Norwegian Athletics Championships** (*Hovedmesterskapet i friidrett 2024*) were held at Sandnes Idrettspark in Sandnes from 2 to 4 August 2024. It was the 128th edition of the national championships.

## Results

### Men

| Event | Gold | | Silver | | Bronze | |
| --- | --- | --- | --- | --- | --- | --- |
| 100 m | Even Tjelta | 10.38 | Henrik Lauvås | 10.44 | Markus Sæle | 10.51 |
| 200 m | Henrik Lauvås | 20.97 | Even Tjelta | 21.08 | Adrian Bjørgo | 21.30 |
| 400 m | Jonas Reitan | 46.71 | Sivert Mørk | 46.95 | Ola Fjeldstad | 47.33 |
| 800 m | Magnus Vatne | 1:49.12 | Sindre Aalvik | 1:49.40 | Tobias Rød | 1:49.77 |
| 1500 m | Sindre Aalvik | 3:41.27 | Eirik Brattbakk | 3:41.90 | Mats Hovdenak | 3:42.15 |
| 5000 m | Eirik Brattbakk | 14:02.66 | Håkon Seim | 14:05.19 | Lars Kvamme | 14:11.84 |

## See also

- 2024 Norwegian Indoor Athletics Championships

## References

1. ^ "Resultater Hovedmesterskapet 2024". Norges Friidrettsforbund. Retrieved 6 August 2024."""))
    t.append((memory("add", dict={"winner": "Sindre Aalvik", "winning_time": "3:41.27", "runner_up_guess": "Mats Hovdenak (from NRK snippet)"}),
              added("winner", "winning_time", "runner_up_guess")))
    t.append((extract(wa, "official finishing order"), """# Norwegian Championships 2024

Sandnes Idrettspark, Sandnes (NOR) · 02 AUG 2024 – 04 AUG 2024

## 1500 Metres Men — Final

03 AUG 2024 · 17:45

| Place | Mark | Competitor | DOB | Nat |
| --- | --- | --- | --- | --- |
| 1 | 3:41.27 | Sindre AALVIK | 11 FEB 2001 | NOR |
| 2 | 3:41.90 | Eirik BRATTBAKK | 29 SEP 1998 | NOR |
| 3 | 3:42.15 | Mats HOVDENAK | 06 MAY 2003 | NOR |
| 4 | 3:42.88 | Tobias RØD | 17 JAN 2002 | NOR |
| 5 | 3:43.41 | Håkon SEIM | 22 OCT 1999 | NOR |
| 6 | 3:44.09 | Jørgen LIE | 03 MAR 2004 | NOR |
| 7 | 3:45.62 | Kristian HAUGLAND | 14 JUL 2000 | NOR |
| 8 | 3:46.30 | Vetle ØSTBY | 08 DEC 2005 | NOR |
| 9 | 3:48.75 | Sander NÆSS | 27 APR 2003 | NOR |
| 10 | 3:51.02 | Oskar VIK | 19 JUN 2006 | NOR |

Result status: Official"""))
    t.append((memory("remove", key_list=["runner_up_guess"]), removed("runner_up_guess")))
    t.append((memory("add", dict={"runner_up": "Eirik Brattbakk 3:41.90"}), added("runner_up")))
    t.append((search("Sindre Aalvik 1500m personal best"), sr(
        (prof, "Sindre AALVIK | Profile | World Athletics",
         "Personal bests: 800 m 1:47.62 (Oslo, 13 JUN 2024); 1500 m 3:37.84 (Karlstad, 26 JUN 2024); Mile 3:57.31 ...", "N/A"),
        ("https://www.friidrett.no/statistikk/utovere/sindre-aalvik", "Sindre Aalvik – utøverstatistikk | Norges Friidrettsforbund",
         "Klubb: IL Gular. Beste resultater: 1500 m 3.37,84 (2024) ...", "N/A"),
        ("https://www.bt.no/sport/friidrett/i/Q7d3xB/aalvik-persrekord-karlstad", "Aalvik knuste persen i Karlstad",
         "Gular-løperen Sindre Aalvik løp 1500 meter på 3.37,84 i Karlstad onsdag kveld, nesten to sekunder under sin gamle pers ...", "Jun 27, 2024"),
        ("https://www.tilastopaja.eu/db/at.php?Sex=1&ID=381249", "Sindre Aalvik | Tilastopaja",
         "Progression 1500m: 2022 3:44.10; 2023 3:39.71; 2024 3:37.84 ...", "N/A"),
        ("https://www.instagram.com/sindreaalvik/", "Sindre Aalvik (@sindreaalvik) • Instagram",
         "Løper for IL Gular. NM-gull 1500m 2024 ...", "N/A"),
    )))
    t.append((extract(prof, "personal bests"), """# Sindre AALVIK

Norway · Middle Distance · DOB: 11 FEB 2001 · Athlete code 14971603

## Personal bests

| Discipline | Performance | Venue | Date | Score |
| --- | --- | --- | --- | --- |
| 800 Metres | 1:47.62 | Bislett Stadion, Oslo (NOR) | 13 JUN 2024 | 1143 |
| 1500 Metres | 3:37.84 | Tingvalla IP, Karlstad (SWE) | 26 JUN 2024 | 1159 |
| One Mile | 3:57.31 | Turku (FIN) | 04 JUN 2023 | 1118 |
| 3000 Metres | 8:01.46 | Nadderud Stadion, Bekkestua (NOR) | 21 AUG 2023 | 1079 |

## Honours

| Competition | Place | Discipline | Year |
| --- | --- | --- | --- |
| Norwegian Championships | 1. | 1500 Metres | 2024 |
| Norwegian Championships | 2. | 800 Metres | 2024 |

## Season's bests 2024

1500 Metres 3:37.84 · 800 Metres 1:47.62"""))
    t.append((memory("retrieve_all"), pj({
        "winner": "Sindre Aalvik", "winning_time": "3:41.27",
        "runner_up_guess": "Mats Hovdenak (from NRK snippet)", "runner_up": "Eirik Brattbakk 3:41.90"})))
    t.append((memory("add", dict={"aalvik_pb_1500": "3:37.84 (Karlstad, 26 Jun 2024)"}), added("aalvik_pb_1500")))
    return q, t, "memory key removed earlier reappears in retrieve_all"


# ---------------------------------------------------------------------------------------------------------------
def t06() -> tuple[str, Turns, str]:
    # clean: arXiv v1 vs latest (v2) abstract with revised numbers, and two citation indexes with different counts.
    q = "What relative WER reduction does 'Sparse Mixture Adapters for Low-Resource Speech Recognition' report, and roughly how often has it been cited?"
    v1 = "https://arxiv.org/abs/2407.15532v1"
    cur = "https://arxiv.org/abs/2407.15532"
    s2 = "https://www.semanticscholar.org/paper/Sparse-Mixture-Adapters-for-Low-Resource-Speech-Ramanathan-Ekwueme/8c41e2a9d07f3b5e16c2a0f94d7be3310a6f5c27"
    oa = "https://api.openalex.org/works/doi:10.48550/arXiv.2407.15532"
    authors = "Priya Ramanathan, Tomás Ekwueme, Lena Hofbauer, Wen-Jie Soh"

    def abs_page(version_line: str, history: str, abstract: str, comments: str) -> str:
        return f"""# Computer Science > Computation and Language

**arXiv:2407.15532{version_line}** [cs.CL]

# Sparse Mixture Adapters for Low-Resource Speech Recognition

Authors: {authors}

> {abstract}

| | |
| --- | --- |
| Comments: | {comments} |
| Subjects: | Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS) |
| Cite as: | arXiv:2407.15532 [cs.CL] |
| | https://doi.org/10.48550/arXiv.2407.15532 |

## Submission history

From: Priya Ramanathan [view email]
{history}"""
    h1 = "**[v1]** Mon, 22 Jul 2024 15:04:37 UTC (1,184 KB)\n[v2] Thu, 10 Oct 2024 09:51:12 UTC (1,262 KB)"
    h2 = "[v1] Mon, 22 Jul 2024 15:04:37 UTC (1,184 KB)\n**[v2]** Thu, 10 Oct 2024 09:51:12 UTC (1,262 KB)"
    t: Turns = []
    t.append((search("Sparse Mixture Adapters low-resource speech recognition arXiv"), sr(
        (cur, "[2407.15532] Sparse Mixture Adapters for Low-Resource Speech Recognition",
         "We propose Sparse Mixture Adapters (SMA), a parameter-efficient method that routes each frame to a small subset of language-specific adapters ...", "Oct 10, 2024"),
        (s2, "Sparse Mixture Adapters for Low-Resource Speech Recognition | Semantic Scholar",
         "P. Ramanathan, T. Ekwueme, L. Hofbauer, W. Soh. ICASSP 2025 ...", "N/A"),
        ("https://github.com/pramanathan/sparse-mixture-adapters", "pramanathan/sparse-mixture-adapters - GitHub",
         "Official implementation of Sparse Mixture Adapters (ICASSP 2025). Recipes for FLEURS and Common Voice ...", "Jan 14, 2025"),
        ("https://paperswithcode.com/paper/sparse-mixture-adapters-for-low-resource", "Sparse Mixture Adapters for Low-Resource Speech Recognition | Papers With Code",
         "Speech Recognition on FLEURS ... Parameter-efficient fine-tuning ...", "N/A"),
        ("https://ieeexplore.ieee.org/document/10889417", "Sparse Mixture Adapters for Low-Resource Speech Recognition | IEEE Conference Publication",
         "ICASSP 2025 - 2025 IEEE International Conference on Acoustics, Speech and Signal Processing ...", "Mar 7, 2025"),
        ("https://www.reddit.com/r/speechtech/comments/1ea9v3x/sparse_mixture_adapters/", "Sparse Mixture Adapters for low-resource ASR : r/speechtech",
         "Interesting routing idea, but the 7-language eval feels thin ...", "Jul 24, 2024"),
    )))
    t.append((extract(v1, "WER reduction reported in the abstract"), abs_page(
        "v1", h1,
        "We propose Sparse Mixture Adapters (SMA), a parameter-efficient method that routes each frame to a small subset of language-specific adapters inserted into a frozen multilingual encoder. On 7 low-resource languages from FLEURS, SMA reduces word error rate by 18.4% relative to full fine-tuning while training only 2.1% of the parameters.",
        "5 pages, 3 figures, submitted to ICASSP 2025")))
    t.append((extract(cur, "WER reduction in the latest version and what changed"), abs_page(
        "v2", h2,
        "We propose Sparse Mixture Adapters (SMA), a parameter-efficient method that routes each frame to a small subset of language-specific adapters inserted into a frozen multilingual encoder. On 9 low-resource languages from FLEURS, SMA reduces word error rate by 16.9% relative to full fine-tuning while training only 2.1% of the parameters.",
        "5 pages, 3 figures. Accepted to ICASSP 2025. v2: added Amharic and Lao; fixed a text-normalisation bug in the evaluation that affected Table 3")))
    t.append((memory("add", dict={"wer_reduction": "16.9% relative on 9 FLEURS languages (v2); v1 reported 18.4% on 7"}), added("wer_reduction")))
    t.append((search("Sparse Mixture Adapters speech recognition citations"), sr(
        (s2, "Sparse Mixture Adapters for Low-Resource Speech Recognition | Semantic Scholar",
         "23 Citations · ICASSP 2025 · Highly influential citations: 3 ...", "N/A"),
        (oa, "openalex.org works W4401733620", "Sparse Mixture Adapters for Low-Resource Speech Recognition ... cited_by_count ...", "N/A"),
        ("https://scholar.archive.org/search?q=%22Sparse+Mixture+Adapters%22", "\"Sparse Mixture Adapters\" - scholar.archive.org",
         "Sparse Mixture Adapters for Low-Resource Speech Recognition. arXiv 2024 ...", "N/A"),
        ("https://www.connectedpapers.com/search?q=Sparse%20Mixture%20Adapters", "Connected Papers | Sparse Mixture Adapters",
         "Explore connected papers in a visual graph ...", "N/A"),
        ("https://arxiv.org/abs/2502.06118", "[2502.06118] Routing Adapters for Code-Switched ASR",
         "Building on Sparse Mixture Adapters (Ramanathan et al., 2024), we ...", "Feb 10, 2025"),
    )))
    t.append((extract(s2, "citation count"), f"""# Sparse Mixture Adapters for Low-Resource Speech Recognition

{authors}

Published in IEEE International Conference on… · 22 July 2024 · Computer Science, Engineering

**TLDR:** Sparse Mixture Adapters route each frame to a few language-specific adapters in a frozen encoder, improving low-resource ASR with ~2% trainable parameters.

| | |
| --- | --- |
| Citations | 23 |
| Highly Influential Citations | 3 |
| References | 41 |

## Abstract

We propose Sparse Mixture Adapters (SMA), a parameter-efficient method that routes each frame to a small subset of language-specific adapters inserted into a frozen multilingual encoder. On 9 low-resource languages from FLEURS, SMA reduces word error rate by 16.9% relative to full fine-tuning while training only 2.1% of the parameters.

## Citations (23)

- Routing Adapters for Code-Switched ASR — 2025
- Language-Aware Low-Rank Experts for Multilingual Speech — 2025
- Parameter-Efficient Transfer for Endangered-Language ASR: A Survey — 2025
- … 20 more"""))
    t.append((extract(oa, "cited_by_count"), """{
  "id": "https://openalex.org/W4401733620",
  "doi": "https://doi.org/10.48550/arxiv.2407.15532",
  "title": "Sparse Mixture Adapters for Low-Resource Speech Recognition",
  "publication_year": 2024,
  "publication_date": "2024-07-22",
  "type": "preprint",
  "authorships": [
    {"author_position": "first", "author": {"display_name": "Priya Ramanathan"}},
    {"author_position": "middle", "author": {"display_name": "Tomás Ekwueme"}},
    {"author_position": "middle", "author": {"display_name": "Lena Hofbauer"}},
    {"author_position": "last", "author": {"display_name": "Wen-Jie Soh"}}
  ],
  "primary_location": {"source": {"display_name": "arXiv (Cornell University)"}},
  "cited_by_count": 19,
  "counts_by_year": [
    {"year": 2025, "cited_by_count": 14},
    {"year": 2024, "cited_by_count": 5}
  ],
  "updated_date": "2025-03-09T05:12:44.118923"
}"""))
    t.append((memory("add", dict={"citations": "Semantic Scholar 23; OpenAlex 19 (arXiv record, updated 2025-03-09)"}), added("citations")))
    t.append((memory("retrieve_all"), pj({
        "wer_reduction": "16.9% relative on 9 FLEURS languages (v2); v1 reported 18.4% on 7",
        "citations": "Semantic Scholar 23; OpenAlex 19 (arXiv record, updated 2025-03-09)"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
def t07() -> tuple[str, Turns, str]:
    # clean: original 10-K vs 10-K/A restatement (different documents, explained adjustment) and the next year's comparative; memory updated by the agent.
    q = "What was Kestrel Ridge Foods' fiscal 2023 net revenue, as originally reported and as restated?"
    news = "https://www.reuters.com/business/retail-consumer/kestrel-ridge-foods-restate-2023-results-over-promotion-accruals-2024-07-16/"
    k10 = "https://www.sec.gov/Archives/edgar/data/1659208/000165920824000006/krfd-20231230.htm"
    k10a = "https://www.sec.gov/Archives/edgar/data/1659208/000165920824000031/krfd-20231230x10ka.htm"
    k24 = "https://www.sec.gov/Archives/edgar/data/1659208/000165920825000008/krfd-20241228.htm"
    t: Turns = []
    t.append((search("Kestrel Ridge Foods fiscal 2023 net revenue restatement"), sr(
        (news, "Kestrel Ridge Foods to restate 2023 results over promotion accruals | Reuters",
         "Kestrel Ridge Foods said on Tuesday it would restate its fiscal 2023 results after finding it had under-accrued trade promotion costs, overstating net revenue by about $12.7 million ...", "Jul 16, 2024"),
        (k10a, "krfd-20231230x10ka - 10-K/A",
         "KESTREL RIDGE FOODS, INC. AMENDMENT NO. 1 ... restatement of previously issued consolidated financial statements ...", "Aug 14, 2024"),
        (k10, "krfd-20231230 - 10-K",
         "KESTREL RIDGE FOODS, INC. ANNUAL REPORT ON FORM 10-K FOR THE FISCAL YEAR ENDED DECEMBER 30, 2023 ...", "Feb 27, 2024"),
        ("https://investors.kestrelridgefoods.com/news/fourth-quarter-2023-results", "Kestrel Ridge Foods Reports Fourth Quarter and Fiscal 2023 Results",
         "Fiscal 2023 net revenue increased 6.8% to $1.28 billion; adjusted EBITDA of $171.3 million ...", "Feb 27, 2024"),
        ("https://www.fooddive.com/news/kestrel-ridge-restatement-trade-spend/721904/", "Kestrel Ridge's restatement puts trade spend accounting in the spotlight",
         "The snack maker's audit committee found that certain customer deduction claims had been recorded in the wrong period ...", "Jul 18, 2024"),
        ("https://www.nasdaq.com/market-activity/stocks/krfd/sec-filings", "KRFD SEC Filings | Nasdaq",
         "10-K/A 08/14/2024; 8-K 07/16/2024 (Item 4.02 Non-Reliance); 10-K 02/27/2024 ...", "N/A"),
    )))
    t.append((extract(news, "size of the revenue overstatement"), """# Kestrel Ridge Foods to restate 2023 results over promotion accruals

By Hannah Lindgren

July 16, 2024 8:42 PM UTC · Updated July 16, 2024

July 16 (Reuters) - Kestrel Ridge Foods (KRFD.O) said on Tuesday it would restate its fiscal 2023 results after finding it had under-accrued trade promotion costs, overstating net revenue by about $12.7 million.

The Boise, Idaho-based maker of Ridgeline jerky and Summit Crisp snacks said in a regulatory filing that its previously issued financial statements for the year ended Dec. 30, 2023, should no longer be relied upon. The company expects to file an amended annual report by mid-August.

Kestrel Ridge had reported fiscal 2023 net revenue of $1.28 billion in February. The error does not affect cash, the company said, and 2024 guidance was unchanged.

Shares fell 4.1% in extended trading.

Reporting by Hannah Lindgren in Chicago; Editing by Arun Koyyur"""))
    t.append((extract(k10, "net revenue fiscal 2023 and 2022"), """# FORM 10-K

ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended December 30, 2023
Commission file number 001-37755

# KESTREL RIDGE FOODS, INC.

Delaware · 47-3310592 · 1140 W. Front Street, Boise, Idaho 83702

...

### CONSOLIDATED STATEMENTS OF INCOME
(in thousands, except per share data)

| | Fiscal 2023 (52 weeks ended Dec 30, 2023) | Fiscal 2022 (53 weeks ended Dec 31, 2022) |
| --- | --- | --- |
| Net revenue | $ 1,284,612 | $ 1,202,817 |
| Cost of goods sold | 861,330 | 823,441 |
| Gross profit | 423,282 | 379,376 |
| Selling, general and administrative | 298,105 | 271,962 |
| Operating income | 125,177 | 107,414 |

Net revenue increased $81.8 million, or 6.8%, driven by pricing actions and distribution gains for Summit Crisp, partially offset by the extra week in fiscal 2022."""))
    t.append((memory("add", dict={"fy23_rev_original": "$1,284,612K (10-K filed 2024-02-27)"}), added("fy23_rev_original")))
    t.append((extract(k10a, "restated net revenue"), """# FORM 10-K/A
(Amendment No. 1)

For the fiscal year ended December 30, 2023

# KESTREL RIDGE FOODS, INC.

## EXPLANATORY NOTE

This Amendment No. 1 amends the Annual Report on Form 10-K for the fiscal year ended December 30, 2023, originally filed on February 27, 2024, to restate the consolidated financial statements for fiscal 2023 to correct an error in the accrual of trade promotion costs, which are recorded as a reduction of net revenue.

### Note 2 — Restatement of Previously Issued Financial Statements
(in thousands)

| Fiscal 2023 | As Previously Reported | Adjustment | As Restated |
| --- | --- | --- | --- |
| Net revenue | $ 1,284,612 | $ (12,707) | $ 1,271,905 |
| Gross profit | 423,282 | (12,707) | 410,575 |
| Operating income | 125,177 | (12,707) | 112,470 |
| Accrued liabilities (at Dec 30, 2023) | 88,940 | 12,707 | 101,647 |

Fiscal 2022 amounts were not affected."""))
    t.append((memory("add", dict={"fy23_rev_restated": "$1,271,905K (10-K/A filed 2024-08-14)"}), added("fy23_rev_restated")))
    t.append((search("Kestrel Ridge Foods 10-K fiscal 2024 net revenue"), sr(
        (k24, "krfd-20241228 - 10-K",
         "KESTREL RIDGE FOODS, INC. ANNUAL REPORT ON FORM 10-K FOR THE FISCAL YEAR ENDED DECEMBER 28, 2024 ...", "Feb 25, 2025"),
        ("https://investors.kestrelridgefoods.com/news/fourth-quarter-2024-results", "Kestrel Ridge Foods Reports Fourth Quarter and Fiscal 2024 Results",
         "Fiscal 2024 net revenue increased 3.7% to $1.32 billion ...", "Feb 25, 2025"),
        ("https://www.macrotrends.net/stocks/charts/KRFD/kestrel-ridge-foods/revenue", "Kestrel Ridge Foods Revenue 2016-2024 | KRFD",
         "Kestrel Ridge Foods annual revenue for 2024 was $1.318B, a 3.66% increase from 2023 ...", "N/A"),
        ("https://www.fooddive.com/news/kestrel-ridge-2024-earnings-jerky/741233/", "Kestrel Ridge leans on jerky as snack volumes soften",
         "Net revenue rose 3.7% for the year as Ridgeline jerky offset softer Summit Crisp volumes ...", "Feb 26, 2025"),
        (news, "Kestrel Ridge Foods to restate 2023 results over promotion accruals | Reuters",
         "... overstating net revenue by about $12.7 million ...", "Jul 16, 2024"),
    )))
    t.append((extract(k24, "fiscal 2024 and comparative fiscal 2023 net revenue"), """# FORM 10-K

For the fiscal year ended December 28, 2024
Commission file number 001-37755

# KESTREL RIDGE FOODS, INC.

...

### CONSOLIDATED STATEMENTS OF INCOME
(in thousands, except per share data)

| | Fiscal 2024 | Fiscal 2023 (As Restated) | Fiscal 2022 |
| --- | --- | --- | --- |
| Net revenue | $ 1,318,447 | $ 1,271,905 | $ 1,202,817 |
| Cost of goods sold | 872,906 | 861,330 | 823,441 |
| Gross profit | 445,541 | 410,575 | 379,376 |

Net revenue increased $46.5 million, or 3.7%, compared with restated fiscal 2023, reflecting volume growth in Ridgeline jerky and pricing."""))
    t.append((memory("update", dict={"fy23_rev_restated": "$1,271,905K (10-K/A filed 2024-08-14; same figure in FY2024 10-K comparative)"}), updated("fy23_rev_restated")))
    t.append((memory("retrieve", key_list=["fy23_rev_original", "fy23_rev_restated"]), got({
        "fy23_rev_original": "$1,284,612K (10-K filed 2024-02-27)",
        "fy23_rev_restated": "$1,271,905K (10-K/A filed 2024-08-14; same figure in FY2024 10-K comparative)"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
def t08() -> tuple[str, Turns, str]:
    # bad (turn 7): retrieve reports "Key not found: weight_kg" although turn 3 added weight_kg (confirmed) and nothing removed it.
    q = "What are the battery capacity, motor, weight and US price of the Halden Arden 2 commuter e-bike, and how far did it go in an independent range test?"
    prod = "https://www.haldencycles.com/bikes/arden-2"
    rev = "https://www.ebikereviewhub.com/reviews/halden-arden-2-long-term-test/"
    shop = "https://www.haldencycles.com/us/shop/arden-2"
    t: Turns = []
    t.append((search("Halden Arden 2 e-bike battery capacity weight specs"), sr(
        (prod, "Arden 2 | Halden Cycles",
         "Arden 2 commuter e-bike with Bafang M420 mid-drive, 540 Wh integrated battery and Gates belt drive ...", "N/A"),
        (rev, "Halden Arden 2 long-term test: the commuter that just works | EBikeReviewHub",
         "We rode the Arden 2 for 1,200 km. In our standard range loop it managed 87 km in Eco ...", "Nov 4, 2024"),
        ("https://www.bikeradar.com/reviews/bikes/electric-bikes/halden-arden-2-review", "Halden Arden 2 review | BikeRadar",
         "A tidy, belt-driven urban e-bike with a punchy motor, let down slightly by its weight ...", "Sep 19, 2024"),
        ("https://www.reddit.com/r/ebikes/comments/1fz0k3n/halden_arden_2_owners/", "Halden Arden 2 owners? : r/ebikes",
         "Had mine for 4 months, battery still gets me 60+ km in tour mode ...", "Oct 9, 2024"),
        ("https://www.haldencycles.com/support/arden-2/manual", "Arden 2 Owner's Manual | Halden Cycles",
         "Charging the 540 Wh battery, display functions, belt tension ...", "N/A"),
        ("https://www.electricbikereport.com/halden-arden-2-first-ride/", "Halden Arden 2 first ride",
         "Halden's second-generation Arden swaps the hub motor for a Bafang mid-drive ...", "Jun 3, 2024"),
    )))
    t.append((extract(prod, "battery, motor, weight, range claim"), """# Arden 2

**Halden Cycles** › Bikes › City & Commute

The Arden 2 is our everyday commuter, rebuilt around a mid-drive motor and a fully integrated battery. Belt drive, internal gears and built-in lights mean less maintenance and more riding.

## Specifications

| Component | Arden 2 |
| --- | --- |
| Frame | 6061 aluminium, internal cable routing, sizes S / M / L |
| Motor | Bafang M420 mid-drive, 250 W nominal, 80 Nm torque |
| Battery | 540 Wh integrated (36 V, 15 Ah), removable |
| Claimed range | up to 110 km (Eco mode) |
| Charger | 4 A, 0–100% in about 4.5 h |
| Drivetrain | Gates CDX belt, Shimano Nexus 5-speed internal hub |
| Brakes | Tektro HD-M745 hydraulic disc, 180/160 mm |
| Tyres | Schwalbe Big Ben Plus 27.5 × 2.15 |
| Lights | Supernova V521s front, integrated rear |
| Weight | 24.8 kg (size M, without pedals) |
| Max. system weight | 140 kg |

Available in Slate Blue and Moss Green.

*Specifications subject to change without notice.*"""))
    t.append((memory("add", dict={"battery_wh": "540", "motor": "Bafang M420, 250 W, 80 Nm", "weight_kg": "24.8 (size M, no pedals)"}),
              added("battery_wh", "motor", "weight_kg")))
    t.append((extract(rev, "measured weight and range test result"), """# Halden Arden 2 long-term test: the commuter that just works

*By Corinne Velasquez · November 4, 2024*

**Verdict: 4.5/5** — A low-maintenance, belt-driven commuter with a strong mid-drive and honest range.

We rode the Arden 2 for 1,200 km through a wet autumn. Here's what we found.

## Weight

Our size M test bike weighed **25.3 kg on our scale with the supplied pedals and kickstand fitted**. Halden quotes 24.8 kg without pedals.

## Range test

| Mode | Distance | Conditions |
| --- | --- | --- |
| Eco | 87 km | Standard loop, 412 m climbing, 75 kg rider, 12 °C |
| Tour | 64 km | Same loop |
| Sport | 46 km | Same loop |

The 540 Wh battery charged from empty in 4 h 40 min on the supplied 4 A charger.

## What we liked

- Gates belt and Nexus hub needed no attention in 1,200 km
- The M420's 80 Nm is plenty for loaded commuting

## What we didn't

- Heavy to lift onto a train
- Rear rack limited to 25 kg"""))
    t.append((memory("add", dict={"tested_range_km": "87 (EBRH, Eco mode, 75 kg rider, 412 m climbing)"}), added("tested_range_km")))
    t.append((search("Halden Arden 2 price US"), sr(
        (shop, "Shop Arden 2 | Halden Cycles US",
         "Arden 2 — $2,499. Free shipping to the contiguous US. Ships in 3–5 business days ...", "N/A"),
        ("https://www.rei.com/product/241187/halden-arden-2-electric-bike", "Halden Arden 2 Electric Bike | REI Co-op",
         "$2,499.00 · Member reward eligible · Sizes S, M, L ...", "N/A"),
        ("https://www.bikeradar.com/reviews/bikes/electric-bikes/halden-arden-2-review", "Halden Arden 2 review | BikeRadar",
         "Price: £2,199 / $2,499 / €2,399 ...", "Sep 19, 2024"),
        ("https://www.electricbikereport.com/halden-arden-2-first-ride/", "Halden Arden 2 first ride",
         "US pricing is set at $2,499, with deliveries starting in July ...", "Jun 3, 2024"),
    )))
    t.append((memory("retrieve", key_list=["battery_wh", "weight_kg", "tested_range_km"]), got({
        "battery_wh": "540", "tested_range_km": "87 (EBRH, Eco mode, 75 kg rider, 412 m climbing)"}, ("weight_kg",))))
    t.append((extract(shop, "current US price"), """# Arden 2

**Halden Cycles US** › Shop › Arden 2

**$2,499.00**

Color: Slate Blue ▾ · Size: M (5'7"–6'0") ▾

- Free shipping to the contiguous US · Ships in 3–5 business days
- 2-year warranty on frame and electrical components
- 30-day test ride

[ Add to cart ]

### In the box
Arden 2 e-bike (95% assembled), pedals, 4 A charger, tool kit, quick-start guide

### Key specs
Bafang M420 mid-drive (250 W, 80 Nm) · 540 Wh battery · Gates CDX belt · Shimano Nexus 5 · 24.8 kg (M)

Klarna: 4 interest-free payments of $624.75"""))
    t.append((memory("add", dict={"price_usd": "$2,499"}), added("price_usd")))
    return q, t, "key added to memory earlier is reported missing on retrieve"


# ---------------------------------------------------------------------------------------------------------------
def t09() -> tuple[str, Turns, str]:
    # bad (turn 3): the news article's extraction says the council voted 4–3, while its own search snippet (turn 1) quoted 5–2 (and the minutes at turn 2 record 5–2).
    q = "How did Harlow Springs City Council vote on the Mill Creek rezoning (Ordinance 2024-37), and when does it take effect?"
    news = "https://www.harlowspringsledger.com/2024/09/11/council-approves-mill-creek-rezoning/"
    minutes = "https://harlowsprings.gov/AgendaCenter/ViewFile/Minutes/_09102024-1187"
    ordn = "https://harlowsprings.gov/DocumentCenter/View/8842/Ordinance-2024-37"
    pc = "https://harlowsprings.gov/AgendaCenter/ViewFile/Minutes/_08142024-1162"
    t: Turns = []
    t.append((search("Harlow Springs council Mill Creek rezoning vote"), sr(
        (news, "Council approves Mill Creek rezoning after marathon hearing | Harlow Springs Ledger",
         "The Harlow Springs City Council voted 5–2 Tuesday night to approve the rezoning of the 38-acre Mill Creek parcel from agricultural to mixed residential ...", "Sep 11, 2024"),
        (minutes, "City Council Regular Meeting Minutes – September 10, 2024",
         "ORDINANCE 2024-37 – An ordinance rezoning approximately 38.2 acres known as the Mill Creek parcel from A-1 to R-MX ... second reading ...", "Sep 25, 2024"),
        ("https://harlowsprings.gov/1403/Mill-Creek-Rezoning", "Mill Creek Rezoning | Harlow Springs, OH",
         "Project page for the proposed Mill Creek Commons development: application, staff report, traffic study and public comments ...", "N/A"),
        ("https://www.facebook.com/groups/harlowspringsneighbors/posts/8123304417712906/", "Harlow Springs Neighbors | Mill Creek vote tonight",
         "Council takes up the Mill Creek rezoning tonight at 6:30, come early if you want to speak ...", "Sep 10, 2024"),
        ("https://www.daytondailynews.com/local/harlow-springs-mill-creek-commons-homes/", "Harlow Springs development would add up to 310 homes",
         "Mill Creek Commons would bring up to 310 homes, including townhouses and senior apartments, to the city's north side ...", "Jul 30, 2024"),
        (pc, "Planning Commission Minutes – August 14, 2024",
         "Motion to recommend approval of the Mill Creek rezoning to City Council with conditions ...", "Aug 29, 2024"),
    )))
    t.append((extract(minutes, "Ordinance 2024-37 vote"), """# CITY OF HARLOW SPRINGS
## CITY COUNCIL — REGULAR MEETING MINUTES
### Tuesday, September 10, 2024 — 6:30 p.m. — Council Chambers, 100 N. Market Street

**Present:** Mayor Teresa Vollmer; Council Members Aaron Beck, Nadia Ortega, Curtis Lindqvist, Janelle Moss, Raymond Huang, Paula Driscoll, Marcus Webb
**Staff:** City Manager Glenn Pruitt, Law Director Sandra Kell, Planning Director Omar Haddad, Clerk of Council Lisa Brandt

...

**7. SECOND READINGS AND PUBLIC HEARINGS**

**7.a ORDINANCE 2024-37** — An ordinance rezoning approximately 38.2 acres known as the Mill Creek parcel (Parcel Nos. H17-0042-001 and H17-0042-002) from A-1 Agricultural to R-MX Mixed Residential, subject to conditions.

Planning Director Haddad summarized the Planning Commission's recommendation of approval with conditions. The public hearing was opened at 6:52 p.m.; 23 residents spoke (14 opposed, 9 in favor). The hearing was closed at 9:41 p.m.

Motion by Moss, second by Huang, to adopt Ordinance 2024-37.

**Roll call:** Beck – yes; Ortega – no; Lindqvist – no; Moss – yes; Huang – yes; Driscoll – yes; Webb – yes.
**Motion carried 5–2. Ordinance 2024-37 adopted.**

**8. ADJOURNMENT** — 10:47 p.m.

*Approved September 24, 2024. Lisa Brandt, Clerk of Council*"""))
    t.append((extract(news, "vote count and who dissented"), """# Council approves Mill Creek rezoning after marathon hearing

**By Dale Whitaker | Harlow Springs Ledger**
Sept. 11, 2024

The Harlow Springs City Council voted 4–3 Tuesday night to approve the rezoning of the 38-acre Mill Creek parcel from agricultural to mixed residential, clearing the way for the Mill Creek Commons development on the city's north side.

The vote came just before 10 p.m. after nearly three hours of public comment in a packed council chambers. Of the 23 residents who spoke, most urged council to reject the plan, citing traffic on State Route 48 and flooding along Mill Creek.

Council members Nadia Ortega and Curtis Lindqvist voted no. Ortega said the traffic study "assumes a best-case scenario that nobody who drives Route 48 at 5 p.m. believes."

Developer Crestline Homes plans up to 310 homes, including 96 townhouses and a 72-unit senior apartment building. Conditions attached to the rezoning require a left-turn lane on Route 48 and a 100-foot riparian buffer along the creek.

The ordinance takes effect 30 days after passage. Crestline said it hopes to break ground in spring 2025.

*Related: Planning Commission backs Mill Creek plan with conditions (Aug. 15)*"""))
    t.append((memory("add", dict={"ordinance": "2024-37 (Mill Creek, A-1 → R-MX, 38.2 ac)", "vote": "5–2 on 2024-09-10 (minutes; Ortega, Lindqvist no)"}),
              added("ordinance", "vote")))
    t.append((search("Harlow Springs Ordinance 2024-37 effective date"), sr(
        (ordn, "Ordinance 2024-37 (PDF) | Harlow Springs, OH",
         "ORDINANCE NO. 2024-37 ... This ordinance shall take effect and be in force from and after the earliest period allowed by law ...", "Sep 12, 2024"),
        ("https://harlowsprings.gov/1403/Mill-Creek-Rezoning", "Mill Creek Rezoning | Harlow Springs, OH",
         "Status: Approved by City Council September 10, 2024 (Ordinance 2024-37). Effective October 10, 2024 ...", "N/A"),
        ("https://codelibrary.amlegal.com/codes/harlowspringsoh/latest/overview", "Harlow Springs, OH Code of Ordinances",
         "Zoning Map amendments adopted by ordinance ... Ord. 2024-37, passed 9-10-2024 ...", "N/A"),
        (minutes, "City Council Regular Meeting Minutes – September 10, 2024",
         "Motion carried 5–2. Ordinance 2024-37 adopted ...", "Sep 25, 2024"),
    )))
    t.append((extract(ordn, "effective date clause and readings"), """ORDINANCE NO. 2024-37

AN ORDINANCE AMENDING THE OFFICIAL ZONING MAP OF THE CITY OF HARLOW SPRINGS, OHIO, BY REZONING APPROXIMATELY 38.2 ACRES KNOWN AS THE MILL CREEK PARCEL FROM A-1 AGRICULTURAL TO R-MX MIXED RESIDENTIAL, SUBJECT TO CONDITIONS

WHEREAS, Crestline Homes LLC has applied to rezone Parcel Nos. H17-0042-001 and H17-0042-002; and

WHEREAS, the Planning Commission, at its meeting of August 14, 2024, recommended approval subject to the conditions set forth in Exhibit B;

NOW, THEREFORE, BE IT ORDAINED by the Council of the City of Harlow Springs, Ohio:

**Section 1.** The Official Zoning Map is amended as shown in Exhibit A.

**Section 2.** The rezoning is subject to the conditions in Exhibit B, including construction of a westbound left-turn lane on State Route 48 and a 100-foot riparian buffer along Mill Creek.

**Section 3.** This ordinance shall take effect and be in force from and after the earliest period allowed by law, being thirty (30) days after its passage.

| | |
| --- | --- |
| First reading | August 27, 2024 |
| Second reading / Passed | September 10, 2024 |
| Vote | 5 yes, 2 no |
| Effective | October 10, 2024 |

Teresa Vollmer, Mayor · Attest: Lisa Brandt, Clerk of Council"""))
    t.append((memory("add", dict={"effective_date": "October 10, 2024"}), added("effective_date")))
    t.append((extract(pc, "Planning Commission recommendation and vote"), """# CITY OF HARLOW SPRINGS — PLANNING COMMISSION
## Minutes of the Regular Meeting, Wednesday, August 14, 2024, 6:00 p.m.

**Members present:** Chair Roberta Kline, Vice Chair Daniel Osei, Martin Farrow, Heidi Sandberg, Luis Carranza, Bev Antonelli, Tom Reyes
**Also present:** Council Liaison Raymond Huang (non-voting); Planning Director Omar Haddad

**Case PC-24-019 — Mill Creek Commons rezoning (A-1 to R-MX), Crestline Homes LLC**

Staff recommended approval with seven conditions. Eleven members of the public spoke.

Motion by Osei, second by Sandberg, to recommend approval to City Council subject to staff conditions 1–7, with condition 3 amended to require a 100-foot (rather than 75-foot) riparian buffer.

**Vote: 6 yes, 1 no (Farrow). Motion carried.**

Adjourned 8:22 p.m."""))
    t.append((memory("retrieve_all"), pj({
        "ordinance": "2024-37 (Mill Creek, A-1 → R-MX, 38.2 ac)",
        "vote": "5–2 on 2024-09-10 (minutes; Ortega, Lindqvist no)",
        "effective_date": "October 10, 2024"})))
    return q, t, "news article extraction gives a different vote tally than its own search snippet quoted"


# ---------------------------------------------------------------------------------------------------------------
def t10() -> tuple[str, Turns, str]:
    # clean: two different people share a name; Wikipedia and Historic England give different construction years for the viaduct (different sources).
    q = "Who designed the Trevanion Viaduct in Cornwall, when did it open, and when was its engineer born?"
    via = "https://en.wikipedia.org/wiki/Trevanion_Viaduct"
    eng = "https://en.wikipedia.org/wiki/Arthur_Penhallow_(engineer)"
    cri = "https://en.wikipedia.org/wiki/Arthur_Penhallow_(cricketer)"
    he = "https://historicengland.org.uk/listing/the-list/list-entry/1142087"
    t: Turns = []
    t.append((search("Trevanion Viaduct engineer opened"), sr(
        (via, "Trevanion Viaduct - Wikipedia",
         "The Trevanion Viaduct is a disused railway viaduct near St Columb Road, Cornwall. Designed by Arthur Penhallow, it opened on 14 June 1897 ...", "N/A"),
        (he, "TREVANION VIADUCT, Non Civil Parish - 1142087 | Historic England",
         "Grade II. Railway viaduct. 1895-8 by A. Penhallow for the Newquay and Cornwall Junction Railway ...", "N/A"),
        ("https://www.cornwallrailwaysociety.org.uk/trevanion.html", "Trevanion Viaduct — Cornwall Railway Society",
         "Eleven granite arches carry the former branch 34 metres above the Trevanion valley ...", "N/A"),
        ("https://www.geograph.org.uk/photo/5527190", "Trevanion Viaduct :: Geograph Britain and Ireland",
         "The viaduct from the valley floor, looking north-east ...", "Aug 12, 2017"),
        ("https://www.cornwalllive.com/news/cornwall-news/trevanion-viaduct-walking-route-plan-8841920", "Plan to turn Trevanion Viaduct into walking and cycling route",
         "Cornwall Council is consulting on proposals to open the 312-metre viaduct to walkers and cyclists ...", "Mar 4, 2024"),
        ("https://www.gracesguide.co.uk/Arthur_Penhallow", "Arthur Penhallow - Graces Guide",
         "Arthur Penhallow (1861-1932), civil engineer, of Penzance and Westminster ...", "N/A"),
    )))
    t.append((extract(via, "designer, opening date, dimensions"), """# Trevanion Viaduct

From Wikipedia, the free encyclopedia

| Trevanion Viaduct | |
| --- | --- |
| Carries | Newquay and Cornwall Junction Railway (closed 1964) |
| Crosses | Trevanion valley |
| Locale | near St Columb Road, Cornwall, England |
| Heritage status | Grade II listed (1986) |
| Design | Masonry arch viaduct |
| Material | Granite and brick |
| Total length | 312 m (1,024 ft) |
| Height | 34 m (112 ft) |
| No. of spans | 11 |
| Designer | Arthur Penhallow |
| Construction start | 1894 |
| Construction end | 1897 |
| Opened | 14 June 1897 |
| Closed | 5 October 1964 |

The **Trevanion Viaduct** is a disused railway viaduct near St Columb Road in Cornwall, England. It was designed by the civil engineer Arthur Penhallow for the Newquay and Cornwall Junction Railway and opened on 14 June 1897. The line closed in 1964, and the viaduct was listed at Grade II in 1986.

## History

Construction began in 1894 under the contractor Lang & Son of Liskeard. Penhallow's design of eleven semicircular granite arches replaced an earlier proposal for a timber trestle.

## Future

In March 2024 Cornwall Council began consulting on a proposal to reopen the viaduct as part of a walking and cycling route.

## References

1. Historic England. "Trevanion Viaduct (1142087)". National Heritage List for England."""))
    t.append((memory("add", dict={"viaduct_opened": "14 June 1897", "engineer": "Arthur Penhallow"}), added("viaduct_opened", "engineer")))
    t.append((search("Arthur Penhallow"), sr(
        (cri, "Arthur Penhallow (cricketer) - Wikipedia",
         "Arthur James Penhallow (3 March 1889 – 17 November 1954) was an English cricketer who played Minor Counties cricket for Cornwall ...", "N/A"),
        (eng, "Arthur Penhallow (engineer) - Wikipedia",
         "Arthur Penhallow (9 November 1861 – 2 February 1932) was a Cornish civil engineer known for railway viaducts in Cornwall and Devon ...", "N/A"),
        ("https://www.gracesguide.co.uk/Arthur_Penhallow", "Arthur Penhallow - Graces Guide",
         "Arthur Penhallow (1861-1932), civil engineer, of Penzance and Westminster. 1932 Obituary ...", "N/A"),
        ("https://cricketarchive.com/Archive/Players/412/412877/412877.html", "Arthur Penhallow - CricketArchive",
         "Full name: Arthur James Penhallow. Born: 3rd March 1889, Truro, Cornwall ...", "N/A"),
        ("https://www.findagrave.com/memorial/212884107/arthur-penhallow", "Arthur Penhallow (1861-1932) - Find a Grave Memorial",
         "Birth 9 Nov 1861 Penzance, Cornwall. Death 2 Feb 1932 ...", "N/A"),
        ("https://www.linkedin.com/in/arthur-penhallow-54a1b7", "Arthur Penhallow - Software Engineer - LinkedIn",
         "Bristol, England · Software engineer ...", "N/A"),
    )))
    t.append((extract(cri, "is this the viaduct engineer?"), """# Arthur Penhallow (cricketer)

From Wikipedia, the free encyclopedia

*For the civil engineer, see Arthur Penhallow (engineer).*

| Personal information | |
| --- | --- |
| Full name | Arthur James Penhallow |
| Born | 3 March 1889, Truro, Cornwall, England |
| Died | 17 November 1954 (aged 65), Falmouth, Cornwall |
| Batting | Right-handed |
| Role | Wicket-keeper |

**Arthur James Penhallow** (3 March 1889 – 17 November 1954) was an English cricketer who played Minor Counties cricket for Cornwall between 1910 and 1926. He later ran a boatyard in Falmouth."""))
    t.append((extract(eng, "birth date and place, works"), """# Arthur Penhallow (engineer)

From Wikipedia, the free encyclopedia

*For the cricketer, see Arthur Penhallow (cricketer).*

| | |
| --- | --- |
| Born | 9 November 1861, Penzance, Cornwall |
| Died | 2 February 1932 (aged 70), Westminster, London |
| Occupation | Civil engineer |
| Notable work | Trevanion Viaduct (1897), Lydford Gorge Viaduct (1902) |

**Arthur Penhallow** (9 November 1861 – 2 February 1932) was a Cornish civil engineer known for railway viaducts in Cornwall and Devon.

## Career

Penhallow was articled to the Great Western Railway's resident engineer at Plymouth in 1879. He set up in practice in Westminster in 1890 and was engineer to the Newquay and Cornwall Junction Railway, for which he designed the Trevanion Viaduct, opened in 1897.

He was elected a member of the Institution of Civil Engineers in 1893."""))
    t.append((memory("add", dict={"engineer_born": "9 November 1861, Penzance"}), added("engineer_born")))
    t.append((extract(he, "listing description and date"), """# TREVANION VIADUCT

**Historic England** › The List › List Entry 1142087

| Overview | |
| --- | --- |
| Heritage Category | Listed Building |
| Grade | II |
| List Entry Number | 1142087 |
| Date first listed | 14-Feb-1986 |
| County | Cornwall |
| National Grid Reference | SW 92317 59820 |

## Details

Railway viaduct, now disused. 1895-8 by A. Penhallow, engineer, for the Newquay and Cornwall Junction Railway. Coursed granite with brick soffits to arches. 11 semicircular arches on tapering piers with offset bands; parapet with granite coping.

Sources: Books and journals — Pevsner, N, *The Buildings of England: Cornwall* (1970)."""))
    t.append((memory("update", dict={"viaduct_opened": "14 June 1897 (Wikipedia); Historic England dates construction 1895-8"}), updated("viaduct_opened")))
    t.append((memory("retrieve_all"), pj({
        "viaduct_opened": "14 June 1897 (Wikipedia); Historic England dates construction 1895-8",
        "engineer": "Arthur Penhallow", "engineer_born": "9 November 1861, Penzance"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
SSI = "https://www.legislation.gov.uk/ssi/2024/219/made"


def ssi_made(date: str) -> str:
    return f"""# The Private Water Supplies (Amendment) (Scotland) Regulations 2024

**Scottish Statutory Instruments**
**2024 No. 219**

**WATER SUPPLY**

| | |
| --- | --- |
| Made | 18th June 2024 |
| Laid before the Scottish Parliament | 20th June 2024 |
| Coming into force | {date} |

The Scottish Ministers make the following Regulations in exercise of the powers conferred by section 76F(5) and (6) of the Water (Scotland) Act 1980 and all other powers enabling them to do so.

In accordance with section 76F(8) of that Act, the Scottish Ministers have consulted such persons as they consider appropriate.

### Citation and commencement

**1.** These Regulations may be cited as the Private Water Supplies (Amendment) (Scotland) Regulations 2024 and come into force on {date}.

### Amendment of the Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017

**2.** The Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017 are amended in accordance with regulations 3 to 5.

**3.** In regulation 6 (risk assessment)—
(a) in paragraph (1), for "every five years" substitute "every three years";
(b) after paragraph (4) insert—
"(4A) A risk assessment must take into account the effects of climate change on the supply, including drought and flooding.".

**4.** In regulation 11(2) (monitoring), for "28 days" substitute "14 days".

**5.** In schedule 3, in Part 2, in the table, after the entry for "Nitrite" insert the entry set out in the schedule to these Regulations.

A member of the Scottish Government
St Andrew's House, Edinburgh
18th June 2024

## EXPLANATORY NOTE
*(This note is not part of the Regulations)*

These Regulations amend the Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017 ("the 2017 Regulations"). Regulation 3 shortens the risk assessment cycle for regulated private supplies to three years and requires climate risks to be considered. Regulation 4 shortens the period for notifying monitoring results. Regulation 5 adds PFAS (sum of 20) to the parameters in schedule 3."""


def t11() -> tuple[str, Turns, str]:
    # bad (turn 10): the same legislation.gov.uk "made" page (turn 2) now gives the coming-into-force date as 1st November 2024 instead of 1st October 2024.
    q = "When do the Private Water Supplies (Amendment) (Scotland) Regulations 2024 come into force, and what do they amend?"
    pn = "https://www.legislation.gov.uk/ssi/2024/219/pdfs/ssipn_20240219_en.pdf"
    reg6 = "https://www.legislation.gov.uk/ssi/2017/282/regulation/6"
    sg = "https://www.gov.scot/news/stronger-protections-for-private-water-supplies/"
    t: Turns = []
    t.append((search("Private Water Supplies (Amendment) (Scotland) Regulations 2024 coming into force"), sr(
        (SSI, "The Private Water Supplies (Amendment) (Scotland) Regulations 2024",
         "Scottish Statutory Instruments 2024 No. 219 WATER SUPPLY. Made 18th June 2024. Laid before the Scottish Parliament 20th June 2024. Coming into force 1st October 2024 ...", "N/A"),
        (pn, "Policy Note: The Private Water Supplies (Amendment) (Scotland) Regulations 2024 SSI 2024/219",
         "The above instrument was made in exercise of the powers conferred by section 76F of the Water (Scotland) Act 1980 ... negative procedure ...", "N/A"),
        (sg, "Stronger protections for private water supplies - gov.scot",
         "Owners of private water supplies will need more frequent risk assessments under new rules that come into force on 1 October ...", "Jun 21, 2024"),
        ("https://www.dwqr.scot/private-supply/regulations/", "Private water supply regulations | Drinking Water Quality Regulator for Scotland",
         "Regulated supplies are governed by the Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017, as amended ...", "N/A"),
        ("https://www.parliament.scot/chamber-and-committees/committees/current-and-previous-committees/session-6-net-zero-energy-and-transport-committee/business-items/ssi-2024-219", "SSI 2024/219 | Net Zero, Energy and Transport Committee",
         "The Committee considered the instrument on 10 September 2024 and made no recommendation ...", "Sep 10, 2024"),
        ("https://www.legislation.gov.uk/ssi/2017/282/contents", "The Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017",
         "Table of contents ... Changes to legislation ...", "N/A"),
    )))
    t.append((extract(SSI, "coming into force date and what is amended"), ssi_made("1st October 2024")))
    t.append((memory("add", dict={"ssi": "SSI 2024/219", "in_force": "1 October 2024", "made": "18 June 2024"}), added("ssi", "in_force", "made")))
    t.append((extract(pn, "consultation and commencement"), """# POLICY NOTE

## THE PRIVATE WATER SUPPLIES (AMENDMENT) (SCOTLAND) REGULATIONS 2024

## SSI 2024/219

The above instrument was made in exercise of the powers conferred by section 76F(5) and (6) of the Water (Scotland) Act 1980. The instrument is subject to negative procedure.

### Purpose of the instrument

To strengthen the regime for regulated private water supplies by shortening the risk assessment cycle from five to three years, requiring climate-related risks to be assessed, shortening the period for reporting monitoring results and adding PFAS as a monitored parameter.

### Consultation

A 12-week public consultation ran from 4 December 2023 to 26 February 2024. 41 responses were received (27 from individuals and 14 from organisations, including 9 local authorities).

### Commencement

The instrument comes into force on 1 October 2024, giving local authorities time to schedule the additional risk assessments.

### Financial effects

The Business and Regulatory Impact Assessment estimates additional costs to local authorities of £1.1 million a year.

Scottish Government, Directorate for Environment and Forestry
June 2024"""))
    t.append((search("SSI 2024/219 amends regulation 6 risk assessment 2017 private supplies"), sr(
        (reg6, "The Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017 - Regulation 6",
         "6.—(1) A local authority must carry out a risk assessment of each regulated supply every three years ...", "N/A"),
        (SSI, "The Private Water Supplies (Amendment) (Scotland) Regulations 2024",
         "3. In regulation 6 (risk assessment)— (a) in paragraph (1), for \"every five years\" substitute \"every three years\" ...", "N/A"),
        ("https://www.dwqr.scot/media/5xkd2p1q/dwqr-information-letter-2024-04.pdf", "DWQR Information Letter 04/2024 (PDF)",
         "Changes to private supply risk assessment frequency from 1 October 2024 ...", "Jul 15, 2024"),
        ("https://www.rehis.com/news/private-water-supplies-amendment-regulations", "Private Water Supplies Amendment Regulations | REHIS",
         "REHIS welcomes the amendment regulations but warns local authorities will need additional resources ...", "Jun 25, 2024"),
    )))
    t.append((extract(reg6, "current text and amendment annotations"), """# The Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017

## Regulation 6 — Risk assessment

*Changes to legislation: There are currently no known outstanding effects for the The Water Intended for Human Consumption (Private Supplies) (Scotland) Regulations 2017, Regulation 6.*

**6.**—(1) A local authority must carry out a risk assessment of each regulated supply every **F1** three years.

(2) The risk assessment must determine whether there is a risk of supplying water that would constitute a potential danger to human health.

(3) A local authority must record the results of the risk assessment and keep them for at least 10 years.

(4) A local authority must provide a copy of each risk assessment to the Drinking Water Quality Regulator for Scotland on request.

**F2** (4A) A risk assessment must take into account the effects of climate change on the supply, including drought and flooding.

### Textual Amendments

F1 Words in reg. 6(1) substituted (1.10.2024) by The Private Water Supplies (Amendment) (Scotland) Regulations 2024 (S.S.I. 2024/219), regs. 1, 3(a)

F2 Reg. 6(4A) inserted (1.10.2024) by The Private Water Supplies (Amendment) (Scotland) Regulations 2024 (S.S.I. 2024/219), regs. 1, 3(b)"""))
    t.append((memory("add", dict={"amends": "SSI 2017/282: reg 6 (risk assessment every 3 yrs, new 6(4A)), reg 11(2) (14 days), sch 3 (PFAS)"}), added("amends")))
    t.append((extract(sg, "announcement date and commencement"), """# Stronger protections for private water supplies

Published 21 June 2024 · Part of: Environment and climate change · Directorate for Environment and Forestry

Owners of private water supplies will need more frequent risk assessments under new rules that come into force on 1 October.

Around 3.6% of Scotland's population — some 200,000 people — rely on a private water supply, mostly in rural areas.

The Private Water Supplies (Amendment) (Scotland) Regulations 2024, laid in Parliament on 20 June, will:

- require local authorities to assess the risks to larger private supplies every three years instead of every five
- require those assessments to consider climate change, including drought and flooding
- add PFAS ("forever chemicals") to the list of substances that must be monitored

> "Climate change is already affecting private water supplies, with some running dry in recent summers," the Minister said.

### Background
The regulations follow a public consultation that received 41 responses."""))
    t.append((memory("retrieve", key_list=["in_force", "amends"]), got({
        "in_force": "1 October 2024",
        "amends": "SSI 2017/282: reg 6 (risk assessment every 3 yrs, new 6(4A)), reg 11(2) (14 days), sch 3 (PFAS)"})))
    t.append((extract(SSI, "quote regulation 1 (citation and commencement) verbatim"), ssi_made("1st November 2024")))
    t.append((memory("update", dict={"in_force": "1 October 2024 (policy note, SG news, 2017 Regs annotations)"}), updated("in_force")))
    return q, t, "coming-into-force date on the same legislation page changes between two extractions"


# ---------------------------------------------------------------------------------------------------------------
def t12() -> tuple[str, Turns, str]:
    # clean: section as enacted vs revised (amended later) text on different sites, revised page with a newer 'updated to' stamp than its search listing; memory update.
    q = "What is the fixed penalty for fishing without an angling licence under section 9 of the Inland Fisheries (Angling Licence) Act 2001, originally and today?"
    enacted = "https://www.irishstatutebook.ie/eli/2001/act/19/section/9/enacted/en/html"
    revised = "https://revisedacts.lawreform.ie/eli/2001/act/19/revised/en/html"
    s47 = "https://www.irishstatutebook.ie/eli/2010/act/10/section/47/enacted/en/html"
    ifi = "https://www.fisheriesireland.ie/what-we-do/protection/fixed-charge-notices"
    t: Turns = []
    t.append((search("Inland Fisheries Angling Licence Act 2001 section 9 fixed penalty amount"), sr(
        (enacted, "Inland Fisheries (Angling Licence) Act 2001, Section 9 - Irish Statute Book",
         "9.—(1) Where an authorised officer has reasonable grounds for believing that a person is committing or has committed an offence under section 4 ...", "N/A"),
        (revised, "Inland Fisheries (Angling Licence) Act 2001 - Revised Acts - Law Reform Commission",
         "This Revised Act is an administrative consolidation of the Inland Fisheries (Angling Licence) Act 2001. It is prepared by the Law Reform Commission ... updated to 2 November 2023 ...", "Nov 2, 2023"),
        (ifi, "Fixed Charge Notices | Inland Fisheries Ireland",
         "Fixed charge notices may be issued for a range of fisheries offences, including fishing without a valid licence ...", "N/A"),
        (s47, "Inland Fisheries Act 2010, Section 47 - Irish Statute Book",
         "Amendment of Inland Fisheries (Angling Licence) Act 2001 ...", "N/A"),
        ("https://www.boards.ie/discussion/2058123/fixed-charge-for-no-salmon-licence", "Fixed charge for no salmon licence? — boards.ie",
         "Got stopped on the Moy last week, officer said it's a fixed charge, anyone know how much? ...", "Aug 14, 2023"),
        ("https://www.citizensinformation.ie/en/environment/fishing/angling-licences/", "Angling licences and permits - Citizens Information",
         "You need a licence to fish for salmon and sea trout ... It is an offence to fish without a licence ...", "N/A"),
    )))
    t.append((extract(enacted, "penalty amount and payment period as enacted"), """# Inland Fisheries (Angling Licence) Act 2001

**Number 19 of 2001**

## Section 9 — Fixed penalty (angling licence offences)

**9.**—(1) Where an authorised officer has reasonable grounds for believing that a person is committing or has committed an offence under section 4 (fishing without an angling licence), he or she may serve on the person a notice in the prescribed form stating that—

(a) the person is alleged to have committed the offence,

(b) the person may, during the period of **21 days** beginning on the date of the notice, make to the regional board specified in the notice a payment of **£50** accompanied by the notice, and

(c) a prosecution in respect of the alleged offence will not be instituted during that period and, if the payment is made during that period, no prosecution will be instituted.

(2) A regional board may receive a payment under subsection (1) and issue a receipt for it.

*Enacted: 18 July 2001*"""))
    t.append((extract(revised, "section 9 as currently in force"), """# Inland Fisheries (Angling Licence) Act 2001

**Revised Acts — Law Reform Commission**

*This Revised Act is an administrative consolidation of the Inland Fisheries (Angling Licence) Act 2001. It is prepared by the Law Reform Commission in accordance with its function under the Law Reform Commission Act 1975 (3/1975) to keep the law under review and to undertake revision and consolidation of statute law. All Acts up to and including the Courts, Civil Law, Criminal Law and Superannuation (Miscellaneous Provisions) Act 2025 (4/2025), enacted 14 March 2025, were considered in the preparation of this Revised Act.*

**Updated to 14 March 2025**

...

## Section 9 — Fixed penalty (angling licence offences)

**9.**—(1) Where an authorised officer has reasonable grounds for believing that a person is committing or has committed an offence under section 4, he or she may serve on the person a notice in the prescribed form stating that—

(a) the person is alleged to have committed the offence,

(b) the person may, during the period of **F12[28 days]** beginning on the date of the notice, make to **F13[Inland Fisheries Ireland]** a payment of **F14[€150]** accompanied by the notice, and

(c) a prosecution in respect of the alleged offence will not be instituted during that period and, if the payment is made during that period, no prosecution will be instituted.

### Annotations

F12 Substituted (1.07.2010) by *Inland Fisheries Act 2010* (10/2010), s. 47(3)(a), S.I. No. 252 of 2010.

F13 Substituted (1.07.2010) by *Inland Fisheries Act 2010* (10/2010), s. 47(3)(b), S.I. No. 252 of 2010.

F14 Substituted (1.07.2010) by *Inland Fisheries Act 2010* (10/2010), s. 47(3)(c), S.I. No. 252 of 2010."""))
    t.append((memory("add", dict={"penalty_enacted": "£50, pay within 21 days (2001 as enacted)", "penalty_current": "€150, pay within 28 days (subst. 2010 Act s.47)"}),
              added("penalty_enacted", "penalty_current")))
    t.append((search("Inland Fisheries Act 2010 section 47 amendment angling licence fixed penalty"), sr(
        (s47, "Inland Fisheries Act 2010, Section 47 - Irish Statute Book",
         "47.—The Act of 2001 is amended— ... (3) in section 9(1)(b), by substituting \"28 days\" for \"21 days\" ...", "N/A"),
        ("https://www.irishstatutebook.ie/eli/2010/si/252/made/en/print", "S.I. No. 252/2010 - Inland Fisheries Act 2010 (Commencement) Order 2010",
         "The 1st day of July 2010 is appointed as the day on which the Inland Fisheries Act 2010 (other than section 6) comes into operation ...", "N/A"),
        ("https://www.oireachtas.ie/en/bills/bill/2009/38/", "Inland Fisheries Bill 2009 – Houses of the Oireachtas",
         "Bill entitled an Act to establish Inland Fisheries Ireland and to dissolve the Central Fisheries Board and the regional fisheries boards ...", "N/A"),
        (revised, "Inland Fisheries (Angling Licence) Act 2001 - Revised Acts - Law Reform Commission",
         "Section 9 ... F14[€150] ... Substituted (1.07.2010) by Inland Fisheries Act 2010 ...", "Nov 2, 2023"),
    )))
    t.append((extract(s47, "how s.9 was amended"), """# Inland Fisheries Act 2010

**Number 10 of 2010**

## Section 47 — Amendment of Inland Fisheries (Angling Licence) Act 2001

**47.**—The Act of 2001 is amended—

(1) in section 2, by substituting "Inland Fisheries Ireland" for "a regional board" in each place where it occurs,

(2) in section 4(3), by substituting "€2,500" for "£1,000",

(3) in section 9(1)(b)—

(a) by substituting "28 days" for "21 days",

(b) by substituting "Inland Fisheries Ireland" for "the regional board specified in the notice", and

(c) by substituting "€150" for "£50".

*Enacted: 1 June 2010*"""))
    t.append((extract(ifi, "fixed charge amount for no licence"), """# Fixed Charge Notices

**Inland Fisheries Ireland** › What we do › Protection

Fisheries officers may issue a fixed charge notice (FCN) as an alternative to prosecution for certain offences.

| Offence | Fixed charge | Payment period |
| --- | --- | --- |
| Fishing for salmon or sea trout without a licence (Inland Fisheries (Angling Licence) Act 2001, s. 9) | €150 | 28 days |
| Failure to affix a gill tag to a salmon or sea trout | €150 | 28 days |
| Failure to complete a logbook | €100 | 28 days |
| Fishing in a closed season (certain waters) | €250 | 28 days |

If you pay within the payment period, no prosecution will be taken. If you do not pay, the matter may proceed to the District Court.

In 2024 our officers issued 1,146 fixed charge notices, 61% of them for licence offences.

*Last reviewed: 22 January 2025*"""))
    t.append((memory("update", dict={"penalty_current": "€150, pay within 28 days (s.9 as subst. by 2010 Act s.47(3); IFI confirms)"}), updated("penalty_current")))
    t.append((memory("retrieve_all"), pj({
        "penalty_enacted": "£50, pay within 21 days (2001 as enacted)",
        "penalty_current": "€150, pay within 28 days (s.9 as subst. by 2010 Act s.47(3); IFI confirms)"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
CRIC = "https://www.bbc.co.uk/sport/cricket/scorecard/ECKO58213"


def cric_card(stamp: str, status: str, score: str, rows: list[tuple[str, str, str]], extras: str, fow: str) -> str:
    bat = "\n".join(f"| {n} | {how} | {r} |" for n, how, r in rows)
    return f"""# Leicestershire v Glamorgan — Scorecard

**County Championship Division Two** · Day 2 of 4 · Uptonsteeles County Ground, Leicester
Saturday 5 April 2025 · *Updated {stamp}*

**{status}**

Glamorgan 318 (96.3 overs) · Leicestershire {score}

Leicestershire won the toss and chose to field.

## Glamorgan 1st innings — 318 all out (96.3 overs)

K Carlin 112, B Tamsett 54, R Wilde 38 · N Fairclough 4-71, O Prentice 3-58

## Leicestershire 1st innings

| Batter | How out | Runs |
| --- | --- | --- |
{bat}

Extras: {extras}
**Total: {score}**

Fall of wickets: {fow}"""


def t13() -> tuple[str, Turns, str]:
    # clean: live scorecard re-read across a day's play: 'Updated' stamp moves forward, batters' scores and the total grow, new wickets fall; day-1 report explains the overnight score.
    q = "What did Glamorgan make in their first innings against Leicestershire (April 2025), and how is Leicestershire's reply going?"
    rep = "https://www.espncricinfo.com/series/county-championship-division-two-2025-1455102/leicestershire-vs-glamorgan-1455130/match-report"
    t: Turns = []
    t.append((search("Leicestershire v Glamorgan live score day 2 County Championship"), sr(
        (CRIC, "Leicestershire v Glamorgan - County Championship Division Two - Scorecard - BBC Sport",
         "Live scorecard for Leicestershire v Glamorgan in the County Championship Division Two at Uptonsteeles County Ground ...", "Apr 5, 2025"),
        ("https://www.espncricinfo.com/series/county-championship-division-two-2025-1455102/leicestershire-vs-glamorgan-1455130/live-cricket-score", "Leicestershire vs Glamorgan, County Championship Division Two - Live Cricket Score",
         "Live ball by ball commentary, Leicestershire vs Glamorgan, 2nd Match, Division Two ...", "Apr 5, 2025"),
        (rep, "Kiran Carlin century puts Glamorgan in charge at Grace Road | ESPNcricinfo",
         "Glamorgan 301 for 9 (Carlin 112, Tamsett 54, Fairclough 4-67) v Leicestershire ...", "Apr 4, 2025"),
        ("https://www.leicestershireccc.co.uk/news/day-one-report-v-glamorgan", "Day one report: Foxes v Glamorgan | Leicestershire CCC",
         "Nathan Fairclough's four wickets kept the Foxes in touch on a day dominated by Kiran Carlin ...", "Apr 4, 2025"),
        ("https://www.glamorgancricket.com/news/carlin-ton-leads-the-way-at-leicester", "Carlin ton leads the way at Leicester | Glamorgan Cricket",
         "Kiran Carlin's first Championship century of the season ...", "Apr 4, 2025"),
        ("https://www.bbc.co.uk/sport/cricket/live/c9w2x8ey5k1t", "County Championship: Live text, scores and updates - BBC Sport",
         "Follow live text commentary from all of Saturday's County Championship matches ...", "Apr 5, 2025"),
    )))
    base = [("T Ashdown", "c Tamsett b Hogarth", "19"), ("H Lowe", "lbw b Morgan", "9")]
    t.append((extract(CRIC, "current score"), cric_card(
        "12:33 BST", "Lunch — Leicestershire trail by 234 runs with 8 wickets remaining", "84-2 (24 overs)",
        base + [("S Mirza", "not out", "41"), ("J Kellett", "not out", "12")],
        "3 (lb 2, nb 1)", "1-31 (Lowe, 8.2 ov), 2-52 (Ashdown, 15.4 ov)")))
    t.append((memory("add", dict={"glam_1st_inns": "318 all out (96.3 ov); Carlin 112"}), added("glam_1st_inns")))
    t.append((search("Glamorgan Leicestershire day one report Carlin century April 2025"), sr(
        (rep, "Kiran Carlin century puts Glamorgan in charge at Grace Road | ESPNcricinfo",
         "Glamorgan 301 for 9 (Carlin 112, Tamsett 54, Fairclough 4-67) v Leicestershire. Kiran Carlin's 112 anchored Glamorgan's first day ...", "Apr 4, 2025"),
        ("https://www.glamorgancricket.com/news/carlin-ton-leads-the-way-at-leicester", "Carlin ton leads the way at Leicester | Glamorgan Cricket",
         "Glamorgan closed day one on 301 for nine after Kiran Carlin's first Championship century of the season ...", "Apr 4, 2025"),
        ("https://www.leicestershireccc.co.uk/news/day-one-report-v-glamorgan", "Day one report: Foxes v Glamorgan | Leicestershire CCC",
         "Nathan Fairclough's four wickets kept the Foxes in touch ...", "Apr 4, 2025"),
        ("https://www.walesonline.co.uk/sport/cricket/glamorgan-leicestershire-day-one-carlin-31328874", "Glamorgan's Kiran Carlin hits century on opening day",
         "Carlin reached three figures from 168 balls before falling to Fairclough late in the day ...", "Apr 4, 2025"),
    )))
    t.append((extract(rep, "close of play score on day one"), """# Kiran Carlin century puts Glamorgan in charge at Grace Road

**Glamorgan 301 for 9 (Carlin 112, Tamsett 54, Fairclough 4-67) v Leicestershire**

*ESPNcricinfo staff · 04-Apr-2025*

Kiran Carlin's 112 anchored Glamorgan's first day of the Championship season at Leicester, although Nathan Fairclough's four late wickets meant the visitors closed on 301 for 9 after 90 overs.

Leicestershire chose to field under grey skies and were rewarded when Ollie Prentice removed both openers before lunch. Carlin and Ben Tamsett then added 121 for the third wicket, Tamsett falling for 54 shortly after tea.

Carlin reached his hundred from 168 balls with 14 fours, and looked set for more before he edged Fairclough to second slip. Rhys Wilde made a brisk 38, but the last hour belonged to Fairclough, who took 3 for 19 in a six-over burst with the second new ball.

Play is due to start at 10.30am on Saturday."""))
    t.append((extract(CRIC, "updated score"), cric_card(
        "14:21 BST", "Leicestershire trail by 177 runs with 7 wickets remaining", "141-3 (41 overs)",
        base + [("S Mirza", "c Carlin b Tamsett", "58"), ("J Kellett", "not out", "33"), ("L Hartley", "not out", "14")],
        "8 (lb 4, nb 2, w 2)", "1-31 (Lowe, 8.2 ov), 2-52 (Ashdown, 15.4 ov), 3-108 (Mirza, 33.5 ov)")))
    t.append((memory("add", dict={"leics_day2_1421": "141-3 (41 ov), Mirza out for 58"}), added("leics_day2_1421")))
    t.append((search("Leicestershire Glamorgan Kellett Hartley day 2 afternoon"), sr(
        ("https://www.bbc.co.uk/sport/cricket/live/c9w2x8ey5k1t", "County Championship: Live text, scores and updates - BBC Sport",
         "Live text from Saturday's Championship matches: Leicestershire continue their reply against Glamorgan ...", "Apr 5, 2025"),
        (CRIC, "Leicestershire v Glamorgan - County Championship Division Two - Scorecard - BBC Sport",
         "Live scorecard for Leicestershire v Glamorgan in the County Championship Division Two ...", "Apr 5, 2025"),
        ("https://x.com/LeicsCCC/status/1908521867340092154", "Leicestershire CCC on X",
         "LUNCH: Foxes 84-2 in reply to 318, Mirza unbeaten on 41 ...", "Apr 5, 2025"),
        ("https://x.com/GlamCricket/status/1908522004418310431", "Glamorgan Cricket on X",
         "WICKET! Tamsett strikes after lunch: Mirza c Carlin b Tamsett 58. Leicestershire 108-3 ...", "Apr 5, 2025"),
    )))
    t.append((extract(CRIC, "latest score"), cric_card(
        "16:28 BST", "Leicestershire trail by 92 runs with 5 wickets remaining", "226-5 (68 overs)",
        base + [("S Mirza", "c Carlin b Tamsett", "58"), ("J Kellett", "c Wilde b Hogarth", "61"), ("L Hartley", "lbw b Morgan", "39"),
                ("B Coyle", "not out", "22"), ("O Prentice", "not out", "9")],
        "9 (lb 4, nb 3, w 2)",
        "1-31 (Lowe, 8.2 ov), 2-52 (Ashdown, 15.4 ov), 3-108 (Mirza, 33.5 ov), 4-181 (Hartley, 55.1 ov), 5-196 (Kellett, 59.3 ov)")))
    t.append((memory("retrieve_all"), pj({
        "glam_1st_inns": "318 all out (96.3 ov); Carlin 112", "leics_day2_1421": "141-3 (41 ov), Mirza out for 58"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
BRS = "https://www.borderlandsrail.co.uk/travel-updates/status"


def brs_page(stamp: str) -> str:
    return f"""# Service status

**Borderlands Rail** › Travel updates › Service status

Last updated: Thursday 6 March 2025, {stamp}

## Tyne Valley Line (Newcastle – Hexham – Carlisle)

**Major disruption** — Hexham to Carlisle

A signalling fault at Haltwhistle means all lines are blocked between Hexham and Carlisle. Trains are running between Newcastle and Hexham only. Rail replacement buses are running between Hexham and Carlisle, calling at all stations.

Disruption is expected until **11:00**.

| Time | Update |
| --- | --- |
| 06:12 | Signalling fault reported at Haltwhistle. |
| 06:40 | All lines blocked between Hexham and Carlisle. Trains terminating at Hexham. |
| 07:15 | Rail replacement buses requested. |
| 07:55 | Buses now operating from Hexham (Station Road) and Carlisle (Court Square). |

Tickets are being accepted on Arriva bus route 685 between Hexham and Carlisle.

Next update expected by 08:30.

## Other lines

| Line | Status |
| --- | --- |
| Durham Coast | Good service |
| Esk Valley | Good service |
| Cumbrian Coast | Minor delays — slow running between Workington and Maryport |

Check before you travel: Journey Planner · Live Departures"""


def t14() -> tuple[str, Turns, str]:
    # bad (turn 5): the same operator status page (turn 2 "Last updated ... 07:58") now reads "Last updated ... 07:41" with the same entries up to 07:55 — the stamp goes backwards.
    q = "What is disrupting the Tyne Valley Line this morning (6 March 2025), and until when?"
    nre = "https://www.nationalrail.co.uk/service-disruptions/haltwhistle-20250306/"
    nrx = "https://x.com/networkrailNE/status/1897561180346622019"
    t: Turns = []
    t.append((search("Borderlands Rail disruption Hexham Carlisle today"), sr(
        (BRS, "Service status | Borderlands Rail",
         "Major disruption — Hexham to Carlisle. A signalling fault at Haltwhistle means all lines are blocked between Hexham and Carlisle ...", "Mar 6, 2025"),
        (nre, "Disruption between Hexham and Carlisle | National Rail",
         "Due to a signalling fault at Haltwhistle all lines are closed. Disruption is expected until 11:00 ...", "Mar 6, 2025"),
        ("https://www.chroniclelive.co.uk/news/north-east-news/tyne-valley-line-disruption-haltwhistle-31120458", "Tyne Valley Line disruption: no trains west of Hexham",
         "Commuters heading to Carlisle face bus replacements this morning after a signalling fault at Haltwhistle ...", "Mar 6, 2025"),
        ("https://www.borderlandsrail.co.uk/travel-updates", "Travel updates | Borderlands Rail",
         "Planned engineering works, strikes and live service status for all Borderlands Rail routes ...", "N/A"),
        ("https://www.realtimetrains.co.uk/search/simple/gb-nr:HWH/2025-03-06", "Haltwhistle (HWH) departures | Realtime Trains",
         "Cancelled 06:48 to Carlisle · Cancelled 07:22 to Newcastle ...", "Mar 6, 2025"),
        ("https://www.reddit.com/r/newcastle/comments/1j4n2fz/tyne_valley_line_again/", "Tyne Valley line again... : r/newcastle",
         "Third time this winter the signalling at Haltwhistle has packed in ...", "Mar 6, 2025"),
    )))
    t.append((extract(BRS, "what is disrupted, since when, until when"), brs_page("07:58")))
    t.append((memory("add", dict={"disruption": "Signalling fault at Haltwhistle; all lines blocked Hexham–Carlisle; buses Hexham–Carlisle", "expected_until": "11:00"}),
              added("disruption", "expected_until")))
    t.append((search("Haltwhistle signalling fault Network Rail 6 March 2025"), sr(
        (nrx, "Network Rail North East & Yorkshire on X",
         "We're aware of a signalling fault at Haltwhistle which is affecting trains between Hexham and Carlisle. Our engineers are on their way ...", "Mar 6, 2025"),
        (nre, "Disruption between Hexham and Carlisle | National Rail",
         "Due to a signalling fault at Haltwhistle all lines are closed between Hexham and Carlisle ...", "Mar 6, 2025"),
        ("https://www.chroniclelive.co.uk/news/north-east-news/tyne-valley-line-disruption-haltwhistle-31120458", "Tyne Valley Line disruption: no trains west of Hexham",
         "Network Rail said engineers were travelling to the site ...", "Mar 6, 2025"),
        ("https://www.networkrail.co.uk/running-the-railway/our-routes/north-east-and-yorkshire/", "North East and Yorkshire | Network Rail",
         "Our North East and Yorkshire route ...", "N/A"),
    )))
    t.append((extract(BRS, "check for a newer update"), brs_page("07:41")))
    t.append((extract(nre, "expected end of disruption and ticket acceptance"), """# Disruption between Hexham and Carlisle

**National Rail Enquiries** › Service disruptions

Last updated: 06/03/2025 08:20

**Due to a signalling fault at Haltwhistle all lines are closed between Hexham and Carlisle.**

Train services running between these stations will be cancelled. Disruption is expected until 11:00 06/03.

### Train operators affected
- Borderlands Rail

### Alternative travel
Rail replacement buses are running between Hexham and Carlisle, calling at all stations.

Tickets will be accepted on Arriva bus route 685 between Hexham and Carlisle at no extra cost.

### Compensation
You may be entitled to compensation through Delay Repay if your journey is delayed by 15 minutes or more.

Reference: INC-4418207"""))
    t.append((memory("update", dict={"expected_until": "11:00 (Borderlands Rail; NRE 08:20 same)"}), updated("expected_until")))
    t.append((extract(nrx, "latest engineer update"), """**Network Rail North East & Yorkshire** @networkrailNE

We're aware of a signalling fault at Haltwhistle which is affecting trains between Hexham and Carlisle. Our engineers are on their way to investigate.

6:31 AM · Mar 6, 2025 · 4,212 Views

---

**Network Rail North East & Yorkshire** @networkrailNE · replying to @networkrailNE

UPDATE: Our engineers are on site at Haltwhistle and have identified a failed track circuit. They're working to fix it as quickly as possible. Lines remain closed between Hexham and Carlisle.

8:35 AM · Mar 6, 2025 · 1,806 Views

12 Reposts · 3 Quotes · 9 Likes"""))
    t.append((memory("retrieve_all"), pj({
        "disruption": "Signalling fault at Haltwhistle; all lines blocked Hexham–Carlisle; buses Hexham–Carlisle",
        "expected_until": "11:00 (Borderlands Rail; NRE 08:20 same)"})))
    return q, t, "operator status page's 'Last updated' time goes backwards between two reads"


# ---------------------------------------------------------------------------------------------------------------
def t15() -> tuple[str, Turns, str]:
    # clean: lens specs; weight differs legitimately by mount, retailer shows a sale price vs list price; memory key replaced by a corrected one (remove + add), later keys removed by the agent.
    q = "What are the weight, filter size and available mounts of the Meyrin Optics Corvus 35mm f/1.8, and what does it cost?"
    prod = "https://www.meyrin-optics.com/lenses/corvus-35mm-f1-8"
    bh = "https://www.bhphotovideo.com/c/product/1826114-REG/meyrin_optics_c35n_corvus_35mm_f_1_8_lens.html"
    t: Turns = []
    t.append((search("Meyrin Corvus 35mm f1.8 specifications weight filter size"), sr(
        (prod, "Corvus 35mm F1.8 | Meyrin Optics",
         "Compact autofocus prime for APS-C and full frame. 11 elements in 9 groups, 58 mm filter thread, from 305 g ...", "N/A"),
        (bh, "Meyrin Optics Corvus 35mm f/1.8 Lens (Nikon Z) | B&H Photo",
         "Full-frame | f/1.8 to f/16 · STM autofocus · 58mm filter · Weighs 11.2 oz ...", "N/A"),
        ("https://www.dpreview.com/products/meyrin/lenses/meyrin_corvus_35_1p8/specifications", "Meyrin Optics Corvus 35mm F1.8: Specifications | DPReview",
         "Lens type: Prime · Max format size: 35mm FF · Focal length: 35 mm · Image stabilization: No ...", "N/A"),
        ("https://www.lensrentals.com/blog/2024/11/meyrin-corvus-35-teardown/", "Meyrin Corvus 35mm f/1.8 Teardown | Lensrentals Blog",
         "Inside the Corvus we found a surprisingly robust STM focusing group ...", "Nov 20, 2024"),
        ("https://www.reddit.com/r/SonyAlpha/comments/1gk8xq2/meyrin_corvus_35_worth_it/", "Meyrin Corvus 35 worth it? : r/SonyAlpha",
         "Picked one up at $479 on sale, AF is fine for street, a bit loud for video ...", "Nov 5, 2024"),
    )))
    t.append((extract(prod, "weight, filter, mounts"), """# Corvus 35mm F1.8

**Meyrin Optics** › Lenses › Corvus series

A compact, fast autofocus prime for full-frame and APS-C mirrorless cameras. Weather-sealed mount gasket, de-click aperture ring and USB-C firmware updates.

## Specifications

| | |
| --- | --- |
| Focal length | 35 mm |
| Maximum / minimum aperture | f/1.8 / f/16 |
| Lens construction | 11 elements in 9 groups (2 ED, 2 aspherical) |
| Aperture blades | 11 (rounded) |
| Minimum focus distance | 0.29 m |
| Maximum magnification | 0.16× |
| Autofocus | STM stepping motor |
| Filter thread | 58 mm |
| Dimensions (Ø × L) | 66 × 72 mm (Sony E) |

### Mounts and weight

| Mount | Weight | Availability |
| --- | --- | --- |
| Sony E | 312 g | Available |
| Fujifilm X | 305 g | Available |
| Nikon Z | 318 g | Available |
| L-Mount | 321 g | From March 2025 |

**MSRP:** US$549 · €579 · £499

*In the box: lens, front and rear caps, petal hood LH-58C, pouch.*"""))
    t.append((memory("add", dict={"corvus_weight_g": "312 (Sony E; 305–321 g by mount)", "corvus_filter_mm": "58", "draft_mounts": "E, X, Z"}),
              added("corvus_weight_g", "corvus_filter_mm", "draft_mounts")))
    t.append((extract(bh, "price and weight for Nikon Z version"), """# Meyrin Optics Corvus 35mm f/1.8 Lens (Nikon Z)

**B&H #** MECO35NZ · **MFR #** C35-NZ

★★★★☆ 4.6 (37 Reviews)

**$479.00**
~~$549.00~~ · Instant Savings: $70.00 (expires 03/31/25)

In Stock · Free Expedited Shipping

## Key Features
- Full-Frame | f/1.8 to f/16
- Two ED and Two Aspherical Elements
- STM Autofocus, De-Click Aperture Ring
- 11-Blade Rounded Diaphragm
- 58mm Filter Thread

## Specs
| | |
| --- | --- |
| Lens Mount | Nikon Z |
| Minimum Focus Distance | 11.4" / 29 cm |
| Filter Size | 58 mm (Front) |
| Weight | 11.2 oz / 318 g |

Also available for: Sony E · Fujifilm X · L-Mount"""))
    t.append((memory("remove", key_list=["draft_mounts"]), removed("draft_mounts")))
    t.append((memory("add", dict={"mounts": "Sony E, Fujifilm X, Nikon Z, L-Mount (from March 2025)"}), added("mounts")))
    t.append((memory("retrieve_all"), pj({
        "corvus_weight_g": "312 (Sony E; 305–321 g by mount)", "corvus_filter_mm": "58",
        "mounts": "Sony E, Fujifilm X, Nikon Z, L-Mount (from March 2025)"})))
    t.append((search("Meyrin Corvus 35mm f1.8 review sharpness autofocus"), sr(
        ("https://www.dpreview.com/reviews/meyrin-corvus-35mm-f1-8-review", "Meyrin Optics Corvus 35mm F1.8 review | DPReview",
         "Sharp in the centre wide open, with corners catching up by f/4. Autofocus is quick for stills but audible in video ...", "Dec 2, 2024"),
        ("https://www.lenstip.com/671.1-Lens_review-Meyrin_Optics_Corvus_35_mm_f_1.8.html", "Meyrin Optics Corvus 35 mm f/1.8 review - Introduction - LensTip.com",
         "The Corvus is the third autofocus lens from the Swiss-Chinese manufacturer ...", "Jan 15, 2025"),
        (bh, "Meyrin Optics Corvus 35mm f/1.8 Lens (Nikon Z) | B&H Photo",
         "4.6 stars · \"Great value, sharp wide open\" ...", "N/A"),
        ("https://www.youtube.com/watch?v=qR3n8LxT0aE", "Meyrin Corvus 35mm f/1.8 — Better than the Sony 35 1.8? - YouTube",
         "In this video I compare the new Meyrin Corvus 35 against the Sony FE 35mm F1.8 ...", "Nov 28, 2024"),
    )))
    t.append((memory("add", dict={"price_usd": "MSRP $549; B&H $479 with $70 instant savings (to 03/31/25)"}), added("price_usd")))
    t.append((memory("remove", key_list=["corvus_filter_mm"]), removed("corvus_filter_mm")))
    t.append((memory("retrieve_all"), pj({
        "corvus_weight_g": "312 (Sony E; 305–321 g by mount)",
        "mounts": "Sony E, Fujifilm X, Nikon Z, L-Mount (from March 2025)",
        "price_usd": "MSRP $549; B&H $479 with $70 instant savings (to 03/31/25)"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
EW = "https://www.ellerywrenprize.org/2025-shortlist"
EW_BOOKS = [
    ("*The Salt Marsh Year*", "Tamsin Ellacott", "Little Toller Books"),
    ("*Underland Rivers*", "Owain Prys", "Granta"),
    ("*A Field Guide to Absence*", "Nkemdirim Achebe-Hart", "Faber & Faber"),
    ("*Moth Light*", "Rosalind Quayle", "Chatto & Windus"),
    ("*The Last Hay Meadow*", "Callum Strachan", "Birlinn"),
    ("*Where the Curlew Was*", "Bethan Moriarty", "William Collins"),
]


def ew_page(count_word: str) -> str:
    rows = "\n".join(f"| {t} | {a} | {p} |" for t, a, p in EW_BOOKS)
    return f"""# The 2025 Shortlist

**The Ellery Wren Prize for Nature Writing** › 2025 Prize › Shortlist

*Announced 9 April 2025*

{count_word} books, chosen by the judges from 164 submissions, are in contention for the 2025 Ellery Wren Prize. The winner, who receives £15,000, will be announced at a ceremony at the Hay Festival on 12 June 2025. Each shortlisted author receives £1,000.

| Title | Author | Publisher |
| --- | --- | --- |
{rows}

### The judges

Chair of judges Dr Helen Marchbank was joined by naturalist and broadcaster Kwame Ashworth, poet Ffion Lloyd-Evans and bookseller Priya Dalal.

> "This year's shortlist travels from Norfolk saltmarsh to Hebridean machair, and every one of these books changed the way we look," said Marchbank.

Read the 2025 longlist · Past winners · Press enquiries"""


def t16() -> tuple[str, Turns, str]:
    # bad (turn 8): re-reading the prize's shortlist page (turn 3 said "Six books") it now says "Seven books", though it lists the same six titles.
    q = "Which books are on the 2025 Ellery Wren Prize shortlist, how many were longlisted, and when is the winner announced?"
    news = "https://www.theguardian.com/books/2025/apr/09/ellery-wren-prize-2025-shortlist-nature-writing"
    longl = "https://www.ellerywrenprize.org/2025-longlist"
    t: Turns = []
    t.append((search("Ellery Wren Prize 2025 shortlist announced"), sr(
        (news, "Saltmarsh, moths and a vanished meadow: Ellery Wren prize 2025 shortlist announced | The Guardian",
         "Six books have made the shortlist for this year's Ellery Wren prize for nature writing, chosen from 164 submissions ...", "Apr 9, 2025"),
        (EW, "The 2025 Shortlist | The Ellery Wren Prize for Nature Writing",
         "Six books, chosen by the judges from 164 submissions, are in contention for the 2025 Ellery Wren Prize ...", "Apr 9, 2025"),
        ("https://www.thebookseller.com/news/ellery-wren-prize-shortlist-2025", "Independent presses strong on Ellery Wren shortlist | The Bookseller",
         "Little Toller and Birlinn join Faber and Granta on a shortlist the judges called 'fiercely local' ...", "Apr 9, 2025"),
        ("https://www.ellerywrenprize.org/past-winners", "Past winners | The Ellery Wren Prize",
         "2024: Jonah Treloar, *Tidewrack*. 2023: Imogen Barraclough, *The Orchard at Night* ...", "N/A"),
        ("https://www.hayfestival.com/p-31870-ellery-wren-prize-2025.aspx", "The Ellery Wren Prize 2025 Ceremony | Hay Festival",
         "Thursday 12 June 2025, 19:00, Baillie Gifford Stage ...", "N/A"),
        ("https://www.instagram.com/ellerywrenprize/", "Ellery Wren Prize (@ellerywrenprize) • Instagram",
         "Our 2025 shortlist is here! 🌿 ...", "Apr 9, 2025"),
    )))
    t.append((extract(news, "shortlisted titles and authors"), """# Saltmarsh, moths and a vanished meadow: Ellery Wren prize 2025 shortlist announced

**Judges praise 'fiercely local' books as debut writers dominate the £15,000 award for nature writing**

*Sian Cain · Wed 9 Apr 2025 00.01 BST*

Six books have made the shortlist for this year's Ellery Wren prize for nature writing, chosen from 164 submissions. Four of the six are debuts.

The shortlist:

- *The Salt Marsh Year* by Tamsin Ellacott (Little Toller Books)
- *Underland Rivers* by Owain Prys (Granta)
- *A Field Guide to Absence* by Nkemdirim Achebe-Hart (Faber & Faber)
- *Moth Light* by Rosalind Quayle (Chatto & Windus)
- *The Last Hay Meadow* by Callum Strachan (Birlinn)
- *Where the Curlew Was* by Bethan Moriarty (William Collins)

Chair of judges Helen Marchbank said the books "travel from Norfolk saltmarsh to Hebridean machair".

The winner will be announced at the Hay festival on 12 June. Last year's prize went to Jonah Treloar for *Tidewrack*."""))
    t.append((extract(EW, "official shortlist and prize details"), ew_page("Six")))
    t.append((memory("add", dict={"shortlist_count": "6", "announced": "9 April 2025", "winner_date": "12 June 2025 (Hay Festival)"}),
              added("shortlist_count", "announced", "winner_date")))
    t.append((search("Ellery Wren Prize 2025 longlist"), sr(
        (longl, "The 2025 Longlist | The Ellery Wren Prize for Nature Writing",
         "Thirteen books make up the 2025 longlist, announced on 5 March 2025 ...", "Mar 5, 2025"),
        ("https://www.thebookseller.com/news/ellery-wren-prize-longlist-2025", "Ellery Wren Prize reveals 13-strong longlist | The Bookseller",
         "The longlist includes nine debuts, with independent presses well represented ...", "Mar 5, 2025"),
        ("https://www.waterstones.com/campaign/ellery-wren-prize", "The Ellery Wren Prize | Waterstones",
         "Shop the 2025 longlist and shortlist ...", "N/A"),
        ("https://www.littletoller.co.uk/news/salt-marsh-year-longlisted", "The Salt Marsh Year longlisted for the Ellery Wren Prize | Little Toller",
         "We're thrilled that Tamsin Ellacott's debut has been longlisted ...", "Mar 5, 2025"),
    )))
    t.append((extract(longl, "longlist titles and count"), """# The 2025 Longlist

**The Ellery Wren Prize for Nature Writing** › 2025 Prize › Longlist

*Announced 5 March 2025*

Thirteen books make up the 2025 longlist, selected from 164 submissions. The shortlist was announced on 9 April 2025.

1. *Birdsong for the Hard of Hearing* — Declan Furey (Lilliput Press)
2. *Chalk* — Harriet Ainsworth (Penguin)
3. *A Field Guide to Absence* — Nkemdirim Achebe-Hart (Faber & Faber)
4. *The Last Hay Meadow* — Callum Strachan (Birlinn)
5. *Moth Light* — Rosalind Quayle (Chatto & Windus)
6. *Otterlands* — Gwen Parry-Jones (Seren)
7. *The Salt Marsh Year* — Tamsin Ellacott (Little Toller Books)
8. *Small Weather* — Ade Okafor (Canongate)
9. *Underland Rivers* — Owain Prys (Granta)
10. *A Walk to Kinder* — Sam Rushworth (Vertebrate)
11. *Where the Curlew Was* — Bethan Moriarty (William Collins)
12. *Wildwood Ledger* — Maeve Corrigan (Bloomsbury)
13. *The Winter Burn* — Isla MacRae (Saraband)

Titles in alphabetical order (ignoring articles)."""))
    t.append((memory("add", dict={"longlist_count": "13 (announced 5 March 2025)"}), added("longlist_count")))
    t.append((extract(EW, "publishers of shortlisted books"), ew_page("Seven")))
    t.append((memory("retrieve_all"), pj({
        "shortlist_count": "6", "announced": "9 April 2025", "winner_date": "12 June 2025 (Hay Festival)",
        "longlist_count": "13 (announced 5 March 2025)"})))
    return q, t, "shortlist size stated differently on the same page between two reads (list unchanged)"


# ---------------------------------------------------------------------------------------------------------------
WW = "https://fulltime.thefa.com/table.html?league=7319164&selectedSeason=629481022&selectedDivision=118204377"
WW_ROWS = [
    ("Shaftesbury Town Women", 16, 3, 3, 58, 21),
    ("Portland Harbour Ladies", 14, 6, 2, 51, 19),
    ("Bournemouth Poppies Women", 13, 4, 5, 47, 28),
    ("Wimborne Minster Ladies", 12, 5, 5, 44, 30),
    ("Bridport Women", 10, 5, 7, 39, 33),
    ("Sherborne Athletic Women", 9, 5, 8, 36, 35),
    ("Blandford United Ladies", 8, 6, 8, 33, 34),
    ("Verwood Vixens", 7, 4, 11, 29, 41),
    ("Swanage Town Women", 6, 5, 11, 27, 43),
    ("Gillingham Town Ladies", 5, 5, 12, 24, 45),
    ("Hamworthy Recreation Women", 4, 2, 16, 22, 52),
    ("Ferndown Sports Ladies", 2, 2, 18, 17, 46),
]


def ww_table(pts_override: dict[str, int] | None = None) -> str:
    lines = []
    for i, (team, w, d, lo, gf, ga) in enumerate(WW_ROWS, 1):
        pts = (pts_override or {}).get(team, 3 * w + d)
        lines.append(f"| {i} | {team} | {w + d + lo} | {w} | {d} | {lo} | {gf} | {ga} | {gf - ga:+d} | {pts} |")
    body = "\n".join(lines)
    return f"""# Wessex Women's Football League — League Table

**FA Full-Time** › Wessex Women's Football League › Season 2024-25 › Premier Division

Last updated: 19/05/25 21:07

| Pos | Team | P | W | D | L | F | A | GD | PTS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
{body}

Key: Champions — Shaftesbury Town Women (promoted to Southern Region Women's League Division One, subject to ground grading)

Points deductions: none this season.

Fixtures · Results · Table · Statistics · Discipline"""


def t17() -> tuple[str, Turns, str]:
    # bad (turn 11): re-extracting the same league table (turn 2) shows Portland Harbour's points as 47 while W14 D6 L2 (and turn 2, and the club report at turn 5) give 48.
    q = "Where did Portland Harbour Ladies finish in the 2024–25 Wessex Women's Premier Division, with what record and points, and who was their top scorer?"
    club = "https://www.portlandharbourladies.co.uk/news/season-review-2024-25"
    res = "https://fulltime.thefa.com/displayTeam.html?divisionseason=118204377&teamID=448201937"
    stats = "https://fulltime.thefa.com/statistics.html?league=7319164&selectedDivision=118204377&statType=goals"
    t: Turns = []
    t.append((search("Wessex Women's Premier Division 2024-25 final table Portland Harbour"), sr(
        (WW, "League Table - Wessex Women's Football League - FA Full-Time",
         "Premier Division 2024-25 ... Shaftesbury Town Women 22 16 3 3 ... Portland Harbour Ladies 22 14 6 2 ...", "May 19, 2025"),
        (club, "Season review 2024/25: so close! | Portland Harbour Ladies FC",
         "Runners-up on 48 points, three behind champions Shaftesbury, after a season in which we lost only twice ...", "May 22, 2025"),
        ("https://www.dorsetecho.co.uk/sport/25177402.shaftesbury-town-women-crowned-wessex-champions/", "Shaftesbury Town Women crowned Wessex champions",
         "Shaftesbury sealed the Premier Division title with a 3-0 win at Verwood on the final day, holding off Portland Harbour ...", "May 19, 2025"),
        ("https://www.wessexwomensfootball.co.uk/premier-division", "Premier Division | Wessex Women's Football League",
         "Tables, fixtures and results for the Premier Division are published on FA Full-Time ...", "N/A"),
        ("https://x.com/PortlandHarbLFC/status/1924520133849006171", "Portland Harbour Ladies on X",
         "FT: Portland 4-1 Swanage. We finish our season with a win and in second place. Proud of this group 💙 ...", "May 18, 2025"),
        (res, "Portland Harbour Ladies - Results - FA Full-Time",
         "Results for Portland Harbour Ladies in the Wessex Women's Premier Division 2024-25 ...", "N/A"),
    )))
    t.append((extract(WW, "Portland Harbour record, points and position"), ww_table()))
    t.append((memory("add", dict={"portland_record": "P22 W14 D6 L2, F51 A19, 48 pts", "portland_position": "2nd (champions Shaftesbury, 51 pts)"}),
              added("portland_record", "portland_position")))
    t.append((search("Portland Harbour Ladies season review 2024-25 top scorer"), sr(
        (club, "Season review 2024/25: so close! | Portland Harbour Ladies FC",
         "Megan Tullett's 19 league goals made her the division's top scorer ...", "May 22, 2025"),
        ("https://www.dorsetecho.co.uk/sport/25181190.portland-harbour-ladies-awards-night/", "Tullett scoops double at Portland Harbour awards night",
         "Striker Megan Tullett collected the players' and managers' player of the season awards ...", "May 26, 2025"),
        (stats, "Statistics - Goals - Wessex Women's Football League - FA Full-Time",
         "Top goalscorers, Premier Division 2024-25 ...", "N/A"),
        ("https://www.instagram.com/portlandharbourladies/", "Portland Harbour Ladies FC (@portlandharbourladies) • Instagram",
         "Season review is live on the website! Link in bio ...", "May 22, 2025"),
    )))
    t.append((extract(club, "finishing position, points, top scorer"), """# Season review 2024/25: so close!

*Portland Harbour Ladies FC · 22 May 2025 · by Club Secretary*

What a season. We finish as **runners-up on 48 points, three behind champions Shaftesbury**, after a season in which we lost only twice in 22 league games (14 wins, 6 draws).

### The numbers

- League: 2nd of 12 — W14 D6 L2, scored 51, conceded 19 (best defence in the division)
- Dorset Women's Cup: semi-final (lost 1-2 to Bournemouth Poppies)
- Clean sheets: 11 (Jess Arnold)

### Player of the season

**Megan Tullett** — 19 league goals, making her the Premier Division's top scorer, including hat-tricks against Ferndown and Hamworthy.

### Thank you

To our sponsors Isle Marine Services and Chesil Bakery, to everyone who volunteered on matchdays, and to the supporters who followed us up and down Dorset. Pre-season starts on 14 July — new players welcome!"""))
    t.append((extract(res, "recent results"), """# Portland Harbour Ladies — Results

**FA Full-Time** › Wessex Women's Football League › 2024-25 › Premier Division

| Date | Home | Score | Away | Competition |
| --- | --- | --- | --- | --- |
| 18/05/25 | Portland Harbour Ladies | 4 - 1 | Swanage Town Women | Premier Division |
| 11/05/25 | Sherborne Athletic Women | 0 - 0 | Portland Harbour Ladies | Premier Division |
| 04/05/25 | Portland Harbour Ladies | 3 - 0 | Hamworthy Recreation Women | Premier Division |
| 27/04/25 | Bridport Women | 1 - 2 | Portland Harbour Ladies | Premier Division |
| 13/04/25 | Portland Harbour Ladies | 1 - 2 | Shaftesbury Town Women | Premier Division |
| 06/04/25 | Bournemouth Poppies Women | 2 - 1 | Portland Harbour Ladies | Dorset Women's Cup SF |
| 30/03/25 | Portland Harbour Ladies | 2 - 2 | Wimborne Minster Ladies | Premier Division |
| 23/03/25 | Verwood Vixens | 0 - 3 | Portland Harbour Ladies | Premier Division |

Showing 8 of 27 results · Load more"""))
    t.append((memory("add", dict={"top_scorer": "Megan Tullett, 19 league goals (division top scorer)"}), added("top_scorer")))
    t.append((search("Wessex Women's Premier Division 2024-25 top scorers"), sr(
        (stats, "Statistics - Goals - Wessex Women's Football League - FA Full-Time",
         "1. Megan Tullett (Portland Harbour Ladies) 19; 2. Chloe Pitman (Shaftesbury Town Women) 17 ...", "N/A"),
        ("https://www.wessexwomensfootball.co.uk/awards-2025", "League awards 2024-25 | Wessex Women's Football League",
         "Golden Boot: Megan Tullett (Portland Harbour) ...", "Jun 2, 2025"),
        (WW, "League Table - Wessex Women's Football League - FA Full-Time",
         "Premier Division 2024-25 ... Portland Harbour Ladies 22 14 6 2 51 19 ...", "May 19, 2025"),
    )))
    t.append((extract(stats, "top goalscorers"), """# Statistics — Goals

**FA Full-Time** › Wessex Women's Football League › 2024-25 › Premier Division

| Rank | Player | Team | Goals |
| --- | --- | --- | --- |
| 1 | Megan Tullett | Portland Harbour Ladies | 19 |
| 2 | Chloe Pitman | Shaftesbury Town Women | 17 |
| 3 | Abbie Hann | Bournemouth Poppies Women | 14 |
| 4 | Lauren Keats | Wimborne Minster Ladies | 12 |
| 5 | Georgia Fudge | Shaftesbury Town Women | 11 |
| 6 | Niamh Sturgess | Bridport Women | 10 |
| 7 | Ellie Warr | Blandford United Ladies | 9 |
| =8 | Kayleigh Bown | Sherborne Athletic Women | 8 |
| =8 | Rosie Dennett | Portland Harbour Ladies | 8 |

Statistics are based on goals recorded on match cards."""))
    t.append((memory("retrieve_all"), pj({
        "portland_record": "P22 W14 D6 L2, F51 A19, 48 pts", "portland_position": "2nd (champions Shaftesbury, 51 pts)",
        "top_scorer": "Megan Tullett, 19 league goals (division top scorer)"})))
    t.append((extract(WW, "goal difference of the top four"), ww_table({"Portland Harbour Ladies": 47})))
    return q, t, "league table points cell on the same page no longer matches W/D (and the earlier read)"


# ---------------------------------------------------------------------------------------------------------------
def t18() -> tuple[str, Turns, str]:
    # clean: award recipient has since moved institution (dated profile), a different person with a near-identical name, same URL re-ranked with a different snippet in another search.
    q = "Who received the 2024 Nordhagen Medal in glaciology, where were they based then and now, and where was it presented?"
    med = "https://www.ecu-cryosphere.org/awards/nordhagen-medal"
    eth = "https://ethz.ch/en/the-eth-zurich/faculty/professors/solheim-ingrid.html"
    nve = "https://www.nve.no/om-nve/ansatte/ingrid-solheim-berg/"
    pr = "https://www.ecu-cryosphere.org/news/2024-04-16-awards-ceremony-vienna"
    t: Turns = []
    t.append((search("Nordhagen Medal 2024 recipient glaciology"), sr(
        (med, "Nordhagen Medal | European Cryosphere Union",
         "The Nordhagen Medal, established in 1994, recognises outstanding contributions to glaciology. 2024 recipient: Ingrid Solheim ...", "N/A"),
        ("https://en.uit.no/nyheter/artikkel?p_document_id=842117", "Ingrid Solheim awarded the Nordhagen Medal | UiT",
         "Associate Professor Ingrid Solheim of the Department of Geosciences receives the 2024 Nordhagen Medal for her work on surge-type glaciers in Svalbard ...", "Jan 30, 2024"),
        ("https://en.wikipedia.org/wiki/Nordhagen_Medal", "Nordhagen Medal - Wikipedia",
         "The Nordhagen Medal is awarded annually by the European Cryosphere Union ... named after the Norwegian glaciologist Eilif Nordhagen ...", "N/A"),
        ("https://www.ecu-cryosphere.org/awards", "Awards and medals | European Cryosphere Union",
         "Union medals, division outstanding scientist awards and early career awards ...", "N/A"),
        ("https://twitter.com/ECU_cryo/status/1752301849001226566", "European Cryosphere Union on X",
         "Congratulations to @IngridSolheim, 2024 Nordhagen Medallist! ...", "Jan 30, 2024"),
    )))
    t.append((extract(med, "2024 recipient and affiliation"), """# Nordhagen Medal

**European Cryosphere Union** › Awards › Union medals

The Nordhagen Medal was established in 1994 in honour of the Norwegian glaciologist Eilif Nordhagen (1911–1992). It recognises outstanding contributions to glaciology and is presented each year at the ECU General Assembly.

## Recipients

| Year | Recipient | Affiliation at time of award | Citation |
| --- | --- | --- | --- |
| 2024 | Ingrid Solheim | UiT The Arctic University of Norway | For her work on the dynamics of surge-type glaciers in Svalbard |
| 2023 | Matthias Gruber | University of Innsbruck | For advancing the modelling of alpine glacier mass balance |
| 2022 | Aoife Brennan | University of Edinburgh | For pioneering radar studies of Antarctic subglacial hydrology |
| 2021 | Lars-Erik Nyström | Stockholm University | For his contributions to ice-core chronology |
| 2020 | Hélène Marceau | Université Grenoble Alpes | For the development of satellite methods for glacier velocity |
| 2019 | Pieter de Vos | Utrecht University | For fundamental work on firn densification |

Nominations for the 2026 medal close on 15 June 2025."""))
    t.append((memory("add", dict={"nordhagen_2024": "Ingrid Solheim (UiT The Arctic University of Norway, at time of award)"}), added("nordhagen_2024")))
    t.append((search("Ingrid Solheim glaciologist ETH Zurich"), sr(
        (eth, "Prof. Dr. Ingrid Solheim | ETH Zurich",
         "Ingrid Solheim has been Full Professor of Glaciology at ETH Zurich since 1 January 2025 ...", "N/A"),
        ("https://ethz.ch/en/news-and-events/eth-news/news/2024/10/new-professors-appointed.html", "Eleven new professors appointed | ETH Zurich",
         "... Ingrid Solheim (currently UiT The Arctic University of Norway) as Full Professor of Glaciology ...", "Oct 11, 2024"),
        (nve, "Ingrid Solheim-Berg | NVE",
         "Senior engineer, Hydrology Department, flood forecasting service ...", "N/A"),
        (med, "Nordhagen Medal | European Cryosphere Union",
         "2024 – Ingrid Solheim – for her work on the dynamics of surge-type glaciers in Svalbard ...", "N/A"),
        ("https://scholar.google.com/citations?user=Kx2hP8AAAAAJ", "Ingrid Solheim - Google Scholar",
         "ETH Zurich - Glaciology - Surge-type glaciers - Svalbard - Remote sensing ...", "N/A"),
        ("https://www.linkedin.com/in/ingrid-solheim-berg/", "Ingrid Solheim-Berg - NVE | LinkedIn",
         "Hydrologist at Norwegian Water Resources and Energy Directorate ...", "N/A"),
    )))
    t.append((extract(eth, "current position and previous affiliation"), """# Prof. Dr. Ingrid Solheim

**ETH Zurich** › Faculty › Professors

Full Professor of Glaciology
Department of Civil, Environmental and Geomatic Engineering · Laboratory of Hydraulics, Hydrology and Glaciology (VAW)

## Career

| Period | Position |
| --- | --- |
| since 01.01.2025 | Full Professor of Glaciology, ETH Zurich |
| 2016–2024 | Associate Professor, Department of Geosciences, UiT The Arctic University of Norway, Tromsø |
| 2012–2016 | Postdoctoral researcher, University Centre in Svalbard (UNIS) |
| 2012 | PhD, University of Oslo |

## Honours

- Nordhagen Medal, European Cryosphere Union (2024)
- ERC Consolidator Grant SURGE-X (2021)

## Research

Dynamics of surge-type and tidewater glaciers, remote sensing of glacier velocity, Svalbard and Arctic Canada."""))
    t.append((extract(nve, "is this the same person?"), """# Ingrid Solheim-Berg

**NVE — Norwegian Water Resources and Energy Directorate** › About NVE › Employees

Senior engineer
Hydrology Department · Section for Flood Forecasting

Phone: +47 22 95 91 44 · Email: isb@nve.no

Works on the national flood forecasting service (varsom.no) with responsibility for snowmelt-driven floods in eastern Norway. MSc in hydrology, Norwegian University of Life Sciences (NMBU), 2009."""))
    t.append((memory("update", dict={"nordhagen_2024": "Ingrid Solheim (UiT at time of award; Full Professor of Glaciology, ETH Zurich since 1 Jan 2025)"}),
              updated("nordhagen_2024")))
    t.append((search("Nordhagen Medal 2024 ceremony Vienna General Assembly"), sr(
        (pr, "ECU 2024 awards ceremony in Vienna | European Cryosphere Union",
         "The Union's 2024 medals and awards were presented in Vienna on 16 April 2024 during the General Assembly ...", "Apr 16, 2024"),
        (med, "Nordhagen Medal | European Cryosphere Union",
         "It recognises outstanding contributions to glaciology and is presented each year at the ECU General Assembly ...", "N/A"),
        ("https://www.ecu-cryosphere.org/general-assembly-2024", "General Assembly 2024 | European Cryosphere Union",
         "Vienna, Austria, 14–19 April 2024 ...", "N/A"),
        ("https://en.uit.no/nyheter/artikkel?p_document_id=842117", "Ingrid Solheim awarded the Nordhagen Medal | UiT",
         "The medal will be presented at the ECU General Assembly in Vienna in April ...", "Jan 30, 2024"),
    )))
    t.append((extract(pr, "where and when the Nordhagen Medal was presented"), """# ECU 2024 awards ceremony in Vienna

*News · 16 April 2024*

The European Cryosphere Union's 2024 medals and awards were presented in Vienna on 16 April 2024 during the Union's General Assembly (14–19 April).

## Union medals

- **Nordhagen Medal** — Ingrid Solheim, UiT The Arctic University of Norway, for her work on the dynamics of surge-type glaciers in Svalbard
- **Kessler Medal** — Daniel Okonjo, Alfred Wegener Institute, for research on sea-ice rheology
- **Ashcroft Medal** — Yuki Tanabe, Hokkaido University, for permafrost carbon feedback studies

## Early career awards

- Outstanding Early Career Scientist — Marta Ribeiro (University of Lisbon)
- Outstanding Student Presentation awards — 14 recipients (list)

Photos from the ceremony are available in the media gallery."""))
    t.append((memory("retrieve_all"), pj({
        "nordhagen_2024": "Ingrid Solheim (UiT at time of award; Full Professor of Glaciology, ETH Zurich since 1 Jan 2025)"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
def t19() -> tuple[str, Turns, str]:
    # clean: agenda's proposed rate vs the amended rate adopted in the minutes (different documents); news and consolidated bylaw agree with the adopted figure; memory updated.
    q = "By how much did the Town of Brackwater Harbour raise its water base charge for 2025, and how did council vote?"
    agenda = "https://www.brackwaterharbour.ca/council/agendas/2024-11-19-regular-council"
    minutes = "https://www.brackwaterharbour.ca/council/minutes/2024-11-19-regular-council-minutes"
    news = "https://www.brackwaternews.ca/2024/11/20/council-trims-water-rate-hike/"
    bylaw = "https://www.brackwaterharbour.ca/bylaws/water-rates-bylaw-2019-07-consolidated"
    t: Turns = []
    t.append((search("Brackwater Harbour water rate increase 2025 council"), sr(
        (news, "Council trims water rate hike to 3.5 per cent | Brackwater News",
         "Brackwater Harbour council has approved a smaller water rate increase than staff recommended, settling on 3.5 per cent for 2025 ...", "Nov 20, 2024"),
        (agenda, "Regular Council Meeting Agenda – November 19, 2024 | Town of Brackwater Harbour",
         "8.2 Bylaw 2024-18, Water Rates Amendment — staff recommend a 5.0% increase to the base charge effective January 1, 2025 ...", "Nov 15, 2024"),
        ("https://www.brackwaterharbour.ca/services/water/rates", "Water and Sewer Rates | Town of Brackwater Harbour",
         "Current residential water and sewer rates, billing schedule and payment options ...", "N/A"),
        ("https://www.brackwaterharbour.ca/council/reports/2024-11-19-water-rate-review.pdf", "Staff Report FIN-2024-31: 2025 Water Rate Review (PDF)",
         "To fund the Harbour Road watermain replacement, staff recommend a 5.0% increase ...", "Nov 15, 2024"),
        ("https://www.facebook.com/BrackwaterHarbour/posts/pfbid02kq8Vh3rT", "Town of Brackwater Harbour - Council highlights",
         "Council highlights from November 19: water rates, winter parking bylaw, Harbourfront Park tender ...", "Nov 21, 2024"),
    )))
    t.append((extract(agenda, "water rates item"), """# Regular Council Meeting — Agenda

**Town of Brackwater Harbour**
Tuesday, November 19, 2024 — 7:00 p.m. — Council Chambers, Town Hall, 12 Quay Street

1. Call to Order
2. Land Acknowledgement
3. Approval of Agenda
4. Declarations of Conflict of Interest
5. Adoption of Minutes — November 5, 2024
6. Delegations — 6.1 Brackwater Harbour Yacht Club (winter moorage)
7. Staff Reports — 7.1 FIN-2024-31 2025 Water Rate Review
8. Bylaws
   - 8.1 Bylaw 2024-17, Winter Parking Amendment — third reading
   - **8.2 Bylaw 2024-18, Water Rates Amendment — first, second and third readings.** Staff recommend a **5.0% increase** to the residential base charge (from $38.40 to $40.32 per month) effective January 1, 2025, to fund the Harbour Road watermain replacement.
9. New Business — 9.1 Harbourfront Park playground tender award
10. Question Period
11. Adjournment

*Agenda published November 15, 2024. Meetings are live-streamed on the Town's YouTube channel.*"""))
    t.append((memory("add", dict={"proposed_increase": "5.0% ($38.40 → $40.32/month), staff rec., agenda 19 Nov 2024"}), added("proposed_increase")))
    t.append((search("Brackwater Harbour council minutes November 19 2024 bylaw 2024-18"), sr(
        (minutes, "Regular Council Meeting Minutes – November 19, 2024 | Town of Brackwater Harbour",
         "Bylaw 2024-18 ... amendment to reduce the increase to 3.5% ... CARRIED ...", "Dec 4, 2024"),
        (agenda, "Regular Council Meeting Agenda – November 19, 2024 | Town of Brackwater Harbour",
         "Agenda ... 8.2 Bylaw 2024-18, Water Rates Amendment ...", "Nov 15, 2024"),
        ("https://www.brackwaterharbour.ca/council/minutes/2024-12-03-regular-council-minutes", "Regular Council Meeting Minutes – December 3, 2024",
         "Adoption of Minutes — November 19, 2024 — CARRIED ...", "Dec 18, 2024"),
        ("https://www.youtube.com/watch?v=Lb7tQ2mXw0c", "Regular Council Meeting - November 19, 2024 - YouTube",
         "Town of Brackwater Harbour · 2h 41m ...", "Nov 19, 2024"),
    )))
    t.append((extract(minutes, "what was adopted and the vote"), """# Regular Council Meeting — Minutes

**Town of Brackwater Harbour**
Tuesday, November 19, 2024 — 7:00 p.m. — Council Chambers

**Present:** Mayor Colleen Dauphinee; Councillors Rui Amaral, Bridget Fitzgerald, Harold MacIsaac, Sunita Rao, Pierre LeBlanc, Owen Tremblay
**Staff:** CAO Margaret Ells; Director of Finance Kevin Osborne; Town Clerk Danielle Wambolt

...

**8.2 Bylaw 2024-18, Water Rates Amendment**

Director Osborne presented Staff Report FIN-2024-31 recommending a 5.0% increase to the residential base charge.

MOVED by Councillor Amaral, SECONDED by Councillor Fitzgerald, that Bylaw 2024-18 be amended to reduce the base charge increase from 5.0% to 3.5%, with the shortfall for the Harbour Road watermain to be funded from the Water Capital Reserve. **CARRIED.**

MOVED by Councillor Rao, SECONDED by Councillor LeBlanc, that Bylaw 2024-18, as amended, be given first, second and third readings.

In favour: Mayor Dauphinee, Councillors Amaral, Fitzgerald, Rao, LeBlanc
Opposed: Councillors MacIsaac, Tremblay
**CARRIED 5–2.**

...

*Minutes adopted December 3, 2024. Danielle Wambolt, Town Clerk*"""))
    t.append((memory("add", dict={"adopted_increase": "3.5% (amended at meeting; bylaw carried 5–2 on 19 Nov 2024)"}), added("adopted_increase")))
    t.append((extract(news, "new base charge amount"), """# Council trims water rate hike to 3.5 per cent

*By Aaron MacNeil · Brackwater News · November 20, 2024*

Brackwater Harbour council has approved a smaller water rate increase than staff recommended, settling on 3.5 per cent for 2025.

The residential base charge will rise from $38.40 to $39.74 a month on January 1, instead of the $40.32 proposed in the staff report.

Coun. Rui Amaral, who moved the amendment, said the town's water capital reserve could "carry a bit more of the load" for the Harbour Road watermain replacement, which is budgeted at $2.7 million.

Couns. Harold MacIsaac and Owen Tremblay voted against the bylaw, arguing the reserve should be kept for emergencies. It passed 5-2.

Consumption charges are unchanged at $2.18 per cubic metre."""))
    t.append((memory("update", dict={"adopted_increase": "3.5%: base $38.40 → $39.74/month from 1 Jan 2025; bylaw carried 5–2 on 19 Nov 2024"}), updated("adopted_increase")))
    t.append((extract(bylaw, "Schedule A base charge"), """# Water Rates Bylaw 2019-07 (Consolidated)

**Town of Brackwater Harbour**

*Consolidated for convenience only, incorporating amendments by Bylaws 2021-11, 2023-09 and 2024-18. Last consolidated: December 10, 2024.*

...

## Schedule A — Rates

| Charge | Rate | Effective |
| --- | --- | --- |
| Residential base charge (per month) | $39.74 | January 1, 2025 (Bylaw 2024-18) |
| Commercial base charge (per month) | $61.20 | January 1, 2024 (Bylaw 2023-09) |
| Consumption charge (per m³) | $2.18 | January 1, 2024 (Bylaw 2023-09) |
| Connection fee (new service) | $1,850.00 | January 1, 2021 (Bylaw 2021-11) |

Previous residential base charge: $38.40 (Bylaw 2023-09)."""))
    t.append((memory("retrieve_all"), pj({
        "proposed_increase": "5.0% ($38.40 → $40.32/month), staff rec., agenda 19 Nov 2024",
        "adopted_increase": "3.5%: base $38.40 → $39.74/month from 1 Jan 2025; bylaw carried 5–2 on 19 Nov 2024"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
DEL = "https://legis.delaware.gov/BillDetail?LegislationId=141522"


def del_bill(status: str) -> str:
    return f"""# HB 287

**Delaware General Assembly** › Bill Detail

**152nd General Assembly (2023 – 2024)**

| | |
| --- | --- |
| Bill Number | HB 287 |
| Current Status | {status} |
| Primary Sponsor | Rep. Krista Hollins |
| Additional Sponsor(s) | Sen. Tomas Ibarra |
| Co-Sponsor(s) | Reps. Dukes, Feeney, Whitaker; Sen. Quill |
| Long Title | AN ACT TO AMEND TITLE 7 OF THE DELAWARE CODE RELATING TO AN ELECTRIC BICYCLE REBATE PROGRAM. |
| Original Synopsis | This Act establishes an electric bicycle rebate program administered by DNREC, providing rebates of up to $500, or up to $1,000 for income-qualified residents, subject to appropriation. |
| Volume Chapter | V84 : C402 |
| Fiscal Note | Fiscal Note - $1,250,000 (FY 2025) |

## Actions History

| Date | Action |
| --- | --- |
| Sep 12, 2024 | Signed by Governor |
| Jun 27, 2024 | Passed By Senate. Votes: 19 YES 1 NO 1 ABSENT |
| Jun 11, 2024 | Reported Out of Committee (ENVIRONMENT, ENERGY & TRANSPORTATION) in Senate with 4 Favorable, 1 On Its Merits |
| May 16, 2024 | Passed By House of Representatives. Votes: 38 YES 2 NO 1 ABSENT |
| May 1, 2024 | Reported Out of Committee (NATURAL RESOURCES & ENVIRONMENTAL CONTROL) in House with 9 Favorable, 2 On Its Merits |
| Mar 21, 2024 | Introduced and Assigned to Natural Resources & Environmental Control Committee in House |"""


def t20() -> tuple[str, Turns, str]:
    # bad (turn 6): re-extracting the same bill page (turn 2 status "Signed") shows Current Status "Passed Senate", though its actions still end with the governor's signature.
    q = "Did Delaware's HB 287 (e-bike rebate) become law, when, and what rebate does the program offer?"
    dnrec = "https://dnrec.delaware.gov/climate-coastal-energy/clean-transportation/ebike-rebate/"
    pub = "https://www.delawarepublic.org/politics-government/2024-09-12/governor-signs-e-bike-rebate-bill"
    t: Turns = []
    t.append((search("Delaware HB 287 e-bike rebate 2024 signed"), sr(
        (DEL, "Delaware General Assembly - HB 287",
         "AN ACT TO AMEND TITLE 7 OF THE DELAWARE CODE RELATING TO AN ELECTRIC BICYCLE REBATE PROGRAM. Current Status: Signed ...", "N/A"),
        (pub, "Governor signs e-bike rebate bill | Delaware Public Media",
         "Delawareans will be able to get up to $500 back on an electric bicycle under legislation signed Thursday ...", "Sep 12, 2024"),
        ("https://legiscan.com/DE/bill/HB287/2023", "DE HB287 | 2023-2024 | 152nd General Assembly | LegiScan",
         "Status: Passed on June 27 2024 - 100% progression. Action: 2024-09-12 - Signed by Governor ...", "N/A"),
        (dnrec, "E-Bike Rebate Program - DNREC",
         "Delaware's E-Bike Rebate Program offers up to $500 toward a new eligible e-bike, or up to $1,000 for income-qualified residents ...", "N/A"),
        ("https://www.delawareonline.com/story/news/local/2024/06/28/delaware-e-bike-rebate-bill-heads-to-governor/74231856007/", "E-bike rebate bill heads to governor's desk",
         "The Senate passed House Bill 287 by a 19-1 vote on Thursday ...", "Jun 28, 2024"),
        ("https://www.bikede.org/hb287", "HB 287: E-Bike Rebates | Bike Delaware",
         "Bike Delaware supports HB 287, which would create a statewide e-bike rebate ...", "Apr 2, 2024"),
    )))
    t.append((extract(DEL, "status, dates, chapter"), del_bill("Signed")))
    t.append((memory("add", dict={"bill": "HB 287 (152nd GA), e-bike rebate", "status": "Signed by Governor Sep 12, 2024", "chapter": "84 Del. Laws c. 402"}),
              added("bill", "status", "chapter")))
    t.append((search("Delaware DNREC e-bike rebate program amount 2025"), sr(
        (dnrec, "E-Bike Rebate Program - DNREC",
         "Applications open January 15, 2025. Rebates up to $500, or up to $1,000 for income-qualified residents ...", "N/A"),
        ("https://news.delaware.gov/2025/01/15/dnrec-launches-e-bike-rebate-program/", "DNREC Launches E-Bike Rebate Program - State of Delaware News",
         "DNREC today opened applications for the state's first e-bike rebate program, created by House Bill 287 ...", "Jan 15, 2025"),
        ("https://www.wdel.com/news/e-bike-rebates-open/article_4e2d91b0.html", "E-bike rebates now open in Delaware",
         "Funding for about 2,000 rebates in the first year ...", "Jan 16, 2025"),
        ("https://www.reddit.com/r/Delaware/comments/1i2f7xb/ebike_rebate_is_live/", "E-bike rebate is live : r/Delaware",
         "Applied this morning, you need a quote from a participating retailer ...", "Jan 15, 2025"),
    )))
    t.append((extract(dnrec, "rebate amounts and eligibility"), """# E-Bike Rebate Program

**DNREC** › Climate, Coastal & Energy › Clean Transportation

Delaware's E-Bike Rebate Program, created by House Bill 287 (signed September 12, 2024), helps residents buy a new electric bicycle from a participating Delaware retailer.

## Rebate amounts

| Applicant | Rebate |
| --- | --- |
| Standard | Up to $500 or 50% of the pre-tax price, whichever is less |
| Income-qualified (household income ≤ 80% of area median) | Up to $1,000 or 75% of the pre-tax price, whichever is less |

## Eligibility

- Delaware resident, 18 or older
- Class 1, 2 or 3 e-bike with a pre-tax price of $3,000 or less
- One rebate per person; bike must be purchased from a participating retailer

Applications opened **January 15, 2025** and are processed first come, first served while funding lasts.

Questions: ebike.rebate@delaware.gov · (302) 555-0196"""))
    t.append((extract(DEL, "sponsors"), del_bill("Passed Senate")))
    t.append((memory("add", dict={"rebate": "up to $500 or 50% (standard); up to $1,000 or 75% (income-qualified); apps opened Jan 15, 2025"}), added("rebate")))
    t.append((extract(pub, "signing details"), """# Governor signs e-bike rebate bill

*Delaware Public Media · By Sofia Mendes · September 12, 2024*

Delawareans will be able to get up to $500 back on an electric bicycle under legislation signed Thursday at a bike shop in Newark.

House Bill 287, sponsored by Rep. Krista Hollins, directs the Department of Natural Resources and Environmental Control to run the rebate program. Income-qualified residents can receive up to $1,000.

The bill passed the House 38-2 in May and the Senate 19-1 in June. Lawmakers set aside $1.25 million for the first year.

"An e-bike can replace a lot of short car trips," Hollins said at the signing. "This makes that choice affordable for more families."

DNREC expects to open applications early next year."""))
    t.append((memory("retrieve_all"), pj({
        "bill": "HB 287 (152nd GA), e-bike rebate", "status": "Signed by Governor Sep 12, 2024", "chapter": "84 Del. Laws c. 402",
        "rebate": "up to $500 or 50% (standard); up to $1,000 or 75% (income-qualified); apps opened Jan 15, 2025"})))
    return q, t, "bill's current status on the same page regresses from Signed to Passed Senate with no new action"


# ---------------------------------------------------------------------------------------------------------------
def t21() -> tuple[str, Turns, str]:
    # clean: a mistyped URL returns 404, then the right one; original recall vs later expansion (different notices, different unit counts); Canadian recall counts Canadian units only.
    q = "How many Brisa Living ceramic tower heaters have been recalled in the US (including any expansion), and which models?"
    bad_url = "https://www.cpsc.gov/Recalls/2024/Brisa-Living-Recalls-Ceramic-Heaters"
    r1 = "https://www.cpsc.gov/Recalls/2024/Brisa-Living-Recalls-Ceramic-Tower-Heaters-Due-to-Fire-Hazard"
    r2 = "https://www.cpsc.gov/Recalls/2024/Brisa-Living-Expands-Recall-of-Ceramic-Tower-Heaters-Due-to-Fire-Hazard"
    hc = "https://recalls-rappels.canada.ca/en/alert-recall/brisa-living-ceramic-tower-heaters-recalled-due-fire-hazard"
    t: Turns = []
    t.append((search("Brisa Living ceramic tower heater recall units CPSC"), sr(
        (r1, "Brisa Living Recalls Ceramic Tower Heaters Due to Fire Hazard | CPSC.gov",
         "The heaters can overheat at the power cord connection, posing a fire hazard. About 12,400 units ...", "Apr 11, 2024"),
        (r2, "Brisa Living Expands Recall of Ceramic Tower Heaters Due to Fire Hazard | CPSC.gov",
         "This expansion includes about 31,000 additional heaters. About 12,400 units were recalled in April 2024 ...", "Aug 22, 2024"),
        (hc, "Brisa Living ceramic tower heaters recalled due to fire hazard - Recalls and safety alerts",
         "Health Canada ... Number sold in Canada: approximately 2,150 ...", "Aug 22, 2024"),
        ("https://www.consumerreports.org/home-garden/space-heaters/brisa-living-heater-recall-a1148723051/", "Brisa Living Space Heater Recall Expanded | Consumer Reports",
         "If you own one of these tower heaters, stop using it and contact Brisa Living for a full refund ...", "Aug 23, 2024"),
        ("https://www.brisaliving.com/pages/recall", "Product Recall Information | Brisa Living",
         "Brisa Living has voluntarily recalled certain ceramic tower heaters. Check your model number ...", "N/A"),
        ("https://www.reddit.com/r/BuyItForLife/comments/1ez3x1o/brisa_heater_recall_expanded/", "Brisa heater recall expanded : r/BuyItForLife",
         "Mine's a BL-TH160, wasn't in the first recall but is now ...", "Aug 23, 2024"),
    )))
    t.append((extract(bad_url, "recall details"), """# Page Not Found

**U.S. Consumer Product Safety Commission**

The page you requested could not be found. It may have been moved, or the address may have been typed incorrectly.

Search recalls at www.cpsc.gov/Recalls or call the CPSC hotline at 800-638-2772.

Error 404"""))
    t.append((extract(r1, "recall date, number, units, models"), """# Brisa Living Recalls Ceramic Tower Heaters Due to Fire Hazard

**U.S. Consumer Product Safety Commission** › Recalls

| | |
| --- | --- |
| Recall Date | April 11, 2024 |
| Recall Number | 24-187 |
| Units | About 12,400 |

**Name of Product:** Brisa Living 1500W Ceramic Tower Heaters

**Hazard:** The heaters can overheat at the power cord connection, posing a fire hazard.

**Remedy:** Refund

**Consumer Contact:** Brisa Living toll-free at 888-555-0127 from 9 a.m. to 6 p.m. ET Monday through Friday, email at recall@brisaliving.com, or online at www.brisaliving.com/pages/recall.

## Recall Details

This recall involves Brisa Living 1500W ceramic tower heaters with model numbers BL-TH150 (black) and BL-TH150W (white). The model number is printed on a label on the bottom of the heater.

**Incidents/Injuries:** The firm has received 9 reports of the heaters overheating, including 2 reports of minor burns.

**Sold At:** Amazon.com and Walmart.com from September 2022 through February 2024 for between $80 and $110.

**Importer:** Brisa Living LLC, of Edison, New Jersey

**Manufactured In:** China"""))
    t.append((memory("add", dict={"recall_1": "CPSC 24-187, Apr 11 2024, ~12,400 units, models BL-TH150 / BL-TH150W"}), added("recall_1")))
    t.append((search("Brisa Living heater recall expanded August 2024 models"), sr(
        (r2, "Brisa Living Expands Recall of Ceramic Tower Heaters Due to Fire Hazard | CPSC.gov",
         "Brisa Living is expanding its April 2024 recall to include model BL-TH160 and BL-TH160B heaters ...", "Aug 22, 2024"),
        ("https://www.consumerreports.org/home-garden/space-heaters/brisa-living-heater-recall-a1148723051/", "Brisa Living Space Heater Recall Expanded | Consumer Reports",
         "The expansion brings the total number of recalled heaters in the US to roughly 43,400 ...", "Aug 23, 2024"),
        (r1, "Brisa Living Recalls Ceramic Tower Heaters Due to Fire Hazard | CPSC.gov",
         "This recall involves Brisa Living 1500W ceramic tower heaters with model numbers BL-TH150 (black) and BL-TH150W (white) ...", "Apr 11, 2024"),
        ("https://www.brisaliving.com/pages/recall", "Product Recall Information | Brisa Living",
         "Affected models: BL-TH150, BL-TH150W, BL-TH160, BL-TH160B ...", "N/A"),
    )))
    t.append((extract(r2, "additional units and models"), """# Brisa Living Expands Recall of Ceramic Tower Heaters Due to Fire Hazard

**U.S. Consumer Product Safety Commission** › Recalls

| | |
| --- | --- |
| Recall Date | August 22, 2024 |
| Recall Number | 24-301 |
| Units | About 31,000 (In addition, about 12,400 units were recalled in April 2024) |

**Name of Product:** Brisa Living 1500W Ceramic Tower Heaters

**Hazard:** The heaters can overheat at the power cord connection, posing a fire hazard.

**Remedy:** Refund

## Recall Details

Brisa Living is expanding its April 2024 recall to include 1500W ceramic tower heaters with model numbers BL-TH160 (black) and BL-TH160B (bronze). Heaters with model numbers BL-TH150 and BL-TH150W were recalled in April 2024 (Recall 24-187).

**Incidents/Injuries:** Including the 9 reports associated with the April 2024 recall, the firm has received 23 reports of the heaters overheating, including 5 reports of minor burns and 2 reports of minor property damage.

**Sold At:** Amazon.com, Walmart.com, Target.com and Wayfair.com from September 2022 through July 2024 for between $80 and $130.

**Importer:** Brisa Living LLC, of Edison, New Jersey"""))
    t.append((memory("add", dict={"recall_2": "CPSC 24-301, Aug 22 2024, ~31,000 more units, models BL-TH160 / BL-TH160B", "us_total_units": "~43,400 (12,400 + 31,000)"}),
              added("recall_2", "us_total_units")))
    t.append((extract(hc, "Canadian units"), """# Brisa Living ceramic tower heaters recalled due to fire hazard

**Health Canada** · Recalls and safety alerts

| | |
| --- | --- |
| Starting date | August 22, 2024 |
| Type of communication | Consumer Product Recall |
| Category | Household items |
| Companies | Brisa Living LLC |
| Recall number | RA-71802 |

## Affected products

Brisa Living 1500W Ceramic Tower Heaters, models BL-TH150, BL-TH150W, BL-TH160 and BL-TH160B.

## Issue

The heaters can overheat at the power cord connection, posing a fire hazard.

As of August 13, 2024, the company has received no reports of incidents or injuries in Canada. In the United States, the company has received 23 reports of overheating, including 5 reports of minor burns.

## Number sold

Approximately 2,150 units of the affected products were sold in Canada (through Amazon.ca) from October 2022 to July 2024.

*This recall was coordinated with the U.S. Consumer Product Safety Commission.*"""))
    t.append((memory("retrieve_all"), pj({
        "recall_1": "CPSC 24-187, Apr 11 2024, ~12,400 units, models BL-TH150 / BL-TH150W",
        "recall_2": "CPSC 24-301, Aug 22 2024, ~31,000 more units, models BL-TH160 / BL-TH160B",
        "us_total_units": "~43,400 (12,400 + 31,000)"})))
    return q, t, "clean"


# ---------------------------------------------------------------------------------------------------------------
ACL = "https://aclanthology.org/2024.findings-acl.612/"


def acl_page(first: str) -> str:
    return f"""# Counterfactual Span Masking for Robust Clinical Named Entity Recognition

{first}, Daniel Okafor, Hye-Jin Baek, Rafael Ostrowski

## Abstract

Clinical named entity recognition (NER) models degrade sharply when moved to notes from a new hospital or specialty. We propose Counterfactual Span Masking (CSM), a training-time augmentation that masks entity spans and replaces them with counterfactual mentions sampled from a medical ontology, forcing the model to rely on context rather than memorised surface forms. On the i2b2-2014 de-identification and n2c2-2018 medication extraction tasks, CSM improves F1 under cross-institution shift by 2.7 and 1.9 points respectively, with no loss on in-domain test sets.

| | |
| --- | --- |
| Anthology ID: | 2024.findings-acl.612 |
| Volume: | Findings of the Association for Computational Linguistics: ACL 2024 |
| Month: | August |
| Year: | 2024 |
| Address: | Bangkok, Thailand |
| Venue: | Findings |
| Publisher: | Association for Computational Linguistics |
| Pages: | 10288–10301 |
| URL: | https://aclanthology.org/2024.findings-acl.612/ |
| DOI: | 10.18653/v1/2024.findings-acl.612 |
| PDF: | https://aclanthology.org/2024.findings-acl.612.pdf |

## Cite (ACL)

Marisol Quintero-Vidal, Daniel Okafor, Hye-Jin Baek, and Rafael Ostrowski. 2024. Counterfactual Span Masking for Robust Clinical Named Entity Recognition. In *Findings of the Association for Computational Linguistics: ACL 2024*, pages 10288–10301, Bangkok, Thailand. Association for Computational Linguistics.

## BibTeX

```
@inproceedings{{quintero-vidal-etal-2024-counterfactual,
    title = "Counterfactual Span Masking for Robust Clinical Named Entity Recognition",
    author = "Quintero-Vidal, Marisol  and
      Okafor, Daniel  and
      Baek, Hye-Jin  and
      Ostrowski, Rafael",
    booktitle = "Findings of the Association for Computational Linguistics: ACL 2024",
    month = aug,
    year = "2024",
    address = "Bangkok, Thailand",
    publisher = "Association for Computational Linguistics",
    url = "https://aclanthology.org/2024.findings-acl.612/",
    doi = "10.18653/v1/2024.findings-acl.612",
    pages = "10288--10301",
}}
```"""


def t22() -> tuple[str, Turns, str]:
    # bad (turn 9): re-extracting the same ACL Anthology page (turn 2) lists the first author as "Marisol Quintana-Vidal" in the byline instead of "Quintero-Vidal".
    q = "Give the full citation (authors, venue, pages, DOI) and the headline result of 'Counterfactual Span Masking for Robust Clinical NER', plus its arXiv id and code."
    gh = "https://github.com/mquinterov/counterfactual-span-masking"
    arx = "https://arxiv.org/abs/2406.09914"
    t: Turns = []
    t.append((search("Counterfactual Span Masking clinical NER ACL 2024"), sr(
        (ACL, "Counterfactual Span Masking for Robust Clinical Named Entity Recognition - ACL Anthology",
         "Marisol Quintero-Vidal, Daniel Okafor, Hye-Jin Baek, Rafael Ostrowski. Findings of the Association for Computational Linguistics: ACL 2024 ...", "N/A"),
        (arx, "[2406.09914] Counterfactual Span Masking for Robust Clinical Named Entity Recognition",
         "Clinical named entity recognition (NER) models degrade sharply when moved to notes from a new hospital or specialty ...", "Jun 14, 2024"),
        (gh, "mquinterov/counterfactual-span-masking - GitHub",
         "Code for \"Counterfactual Span Masking for Robust Clinical NER\" (Findings of ACL 2024) ...", "Sep 3, 2024"),
        ("https://www.semanticscholar.org/paper/Counterfactual-Span-Masking-Quintero-Vidal-Okafor/3f1a9c27e8d4b05a61c2f7e98d0b4a2c5e71d6b3", "Counterfactual Span Masking for Robust Clinical Named Entity Recognition | Semantic Scholar",
         "M. Quintero-Vidal, D. Okafor, H. Baek, R. Ostrowski. Findings of ACL 2024 · 11 Citations ...", "N/A"),
        ("https://paperswithcode.com/paper/counterfactual-span-masking-for-robust", "Counterfactual Span Masking for Robust Clinical NER | Papers With Code",
         "Named Entity Recognition on i2b2 2014 ... Domain Adaptation ...", "N/A"),
        ("https://openreview.net/forum?id=Xq8bD2kP1r", "Counterfactual Span Masking for Robust Clinical NER | OpenReview",
         "ARR February 2024 submission ...", "Apr 15, 2024"),
    )))
    t.append((extract(ACL, "authors, venue, pages, DOI, headline result"), acl_page("Marisol Quintero-Vidal")))
    t.append((memory("add", dict={"anthology_id": "2024.findings-acl.612", "first_author": "Marisol Quintero-Vidal",
                                  "citation": "Findings of ACL 2024, pp. 10288–10301, doi:10.18653/v1/2024.findings-acl.612"}),
              added("anthology_id", "first_author", "citation")))
    t.append((search("Quintero-Vidal counterfactual span masking github code"), sr(
        (gh, "mquinterov/counterfactual-span-masking - GitHub",
         "Code for \"Counterfactual Span Masking for Robust Clinical NER\" (Quintero-Vidal et al., Findings of ACL 2024). Requires access to i2b2/n2c2 data ...", "Sep 3, 2024"),
        ("https://huggingface.co/mquinterov/csm-clinical-bert-base", "mquinterov/csm-clinical-bert-base · Hugging Face",
         "ClinicalBERT fine-tuned with Counterfactual Span Masking ...", "Aug 20, 2024"),
        ("https://scholar.google.com/citations?user=QvP3n2cAAAAJ", "Marisol Quintero-Vidal - Google Scholar",
         "PhD student, Universitat Pompeu Fabra · Clinical NLP · Robustness ...", "N/A"),
        ("https://www.upf.edu/web/taln/people/marisol-quintero-vidal", "Marisol Quintero-Vidal | TALN Research Group | UPF",
         "PhD candidate working on robust information extraction from clinical text ...", "N/A"),
    )))
    t.append((extract(gh, "repository description and citation"), """# mquinterov/counterfactual-span-masking

Public · ⭐ 142 · 🍴 23 · MIT license

Code for **"Counterfactual Span Masking for Robust Clinical Named Entity Recognition"** (Quintero-Vidal et al., Findings of ACL 2024).

## Setup

```bash
conda env create -f environment.yml
conda activate csm
```

Data: i2b2-2014 and n2c2-2018 require a signed DUA from the n2c2 portal. Place the raw files under `data/raw/` and run `python scripts/prepare.py`.

## Training

```bash
python train.py --config configs/i2b2_csm.yaml --ontology umls --mask-rate 0.3
```

## Results (cross-institution split, entity-level F1)

| Task | Baseline | + CSM |
| --- | --- | --- |
| i2b2-2014 de-id | 84.1 | 86.8 |
| n2c2-2018 medications | 79.6 | 81.5 |

## Citation

```
@inproceedings{quintero-vidal-etal-2024-counterfactual,
  title = "Counterfactual Span Masking for Robust Clinical Named Entity Recognition",
  author = "Quintero-Vidal, Marisol and Okafor, Daniel and Baek, Hye-Jin and Ostrowski, Rafael",
  booktitle = "Findings of the Association for Computational Linguistics: ACL 2024",
  year = "2024",
  pages = "10288--10301",
}
```"""))
    t.append((extract(arx, "arXiv id, version, authors"), """# Computer Science > Computation and Language

**arXiv:2406.09914** [cs.CL]

# Counterfactual Span Masking for Robust Clinical Named Entity Recognition

Authors: Marisol Quintero-Vidal, Daniel Okafor, Hye-Jin Baek, Rafael Ostrowski

> Clinical named entity recognition (NER) models degrade sharply when moved to notes from a new hospital or specialty. We propose Counterfactual Span Masking (CSM), a training-time augmentation that masks entity spans and replaces them with counterfactual mentions sampled from a medical ontology, forcing the model to rely on context rather than memorised surface forms. On the i2b2-2014 de-identification and n2c2-2018 medication extraction tasks, CSM improves F1 under cross-institution shift by 2.7 and 1.9 points respectively, with no loss on in-domain test sets.

| | |
| --- | --- |
| Comments: | Findings of ACL 2024. 14 pages, 4 figures |
| Subjects: | Computation and Language (cs.CL); Machine Learning (cs.LG) |
| Cite as: | arXiv:2406.09914 [cs.CL] |

## Submission history

From: Marisol Quintero-Vidal [view email]
**[v1]** Fri, 14 Jun 2024 10:22:51 UTC (2,311 KB)"""))
    t.append((memory("add", dict={"arxiv": "2406.09914", "code": "github.com/mquinterov/counterfactual-span-masking (MIT)",
                                  "headline": "+2.7 F1 (i2b2-2014) and +1.9 F1 (n2c2-2018) under cross-institution shift"}),
              added("arxiv", "code", "headline")))
    t.append((search("\"Counterfactual Span Masking\" clinical NER bibtex 10288"), sr(
        (ACL, "Counterfactual Span Masking for Robust Clinical Named Entity Recognition - ACL Anthology",
         "... In Findings of the Association for Computational Linguistics: ACL 2024, pages 10288–10301, Bangkok, Thailand ...", "N/A"),
        ("https://aclanthology.org/volumes/2024.findings-acl/", "Findings of the Association for Computational Linguistics: ACL 2024 - ACL Anthology",
         "... 2024.findings-acl.612: Counterfactual Span Masking for Robust Clinical Named Entity Recognition ...", "N/A"),
        ("https://dblp.org/rec/conf/acl/Quintero-VidalOBO24", "dblp: Counterfactual Span Masking for Robust Clinical Named Entity Recognition",
         "Marisol Quintero-Vidal, Daniel Okafor, Hye-Jin Baek, Rafael Ostrowski: ACL (Findings) 2024: 10288-10301 ...", "N/A"),
    )))
    t.append((extract(ACL, "copy the BibTeX entry"), acl_page("Marisol Quintana-Vidal")))
    t.append((memory("retrieve_all"), pj({
        "anthology_id": "2024.findings-acl.612", "first_author": "Marisol Quintero-Vidal",
        "citation": "Findings of ACL 2024, pp. 10288–10301, doi:10.18653/v1/2024.findings-acl.612",
        "arxiv": "2406.09914", "code": "github.com/mquinterov/counterfactual-span-masking (MIT)",
        "headline": "+2.7 F1 (i2b2-2014) and +1.9 F1 (n2c2-2018) under cross-institution shift"})))
    return q, t, "first author's surname spelled differently on a re-read of the same anthology page"


# ---------------------------------------------------------------------------------------------------------------
TRAJ = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]
BAD_TURN = {2: 8, 3: 6, 5: 9, 8: 7, 9: 3, 11: 10, 14: 5, 16: 8, 17: 11, 20: 6, 22: 9}


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for n, fn in enumerate(TRAJ, 1):
        question, turns, kind = fn()
        bad = n in BAD_TURN
        rs.add(task="search", tid=f"h13-search-{n:02d}", system=SEARCH_SYSTEM, turns=turns, state=start(question),
               bad=bad, turn=BAD_TURN.get(n), kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
