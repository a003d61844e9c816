# ruff: noqa: E501
"""Held-out set 8, search domain: 22 deep-research trajectories (web_search / web_extractor / dict_memory).

11 trajectories carry exactly one contradiction (labelled turn = first observation that contradicts), 11 are
clean but full of legitimate change (dated sources disagreeing, memory updates, renames, errors that leave
state unchanged). Each builder function starts with a one-line comment saying what it is and, for bad ones,
what contradicts what.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

T = list[tuple[str, str]]


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: numbered results inside a plain code fence, as the benchmark shows them."""
    return "```\n" + results(*items) + "\n```"


class Mem:
    """dict_memory with the benchmark's replies; keeps the true state so clean replies are always right."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, **items: Any) -> tuple[str, str]:
        self.d.update(items)
        return memory("add", dict=items), f"Successfully added items of {list(items)} to memory."

    def update(self, **items: Any) -> tuple[str, str]:
        missing = [k for k in items if k not in self.d]
        if missing:
            return memory("update", dict=items), (f"Error: keys {missing} not found in memory. Nothing was updated; "
                                                  "use 'add' to create new items.")
        self.d.update(items)
        return memory("update", dict=items), f"Successfully updated items of {list(items)} in memory."

    def remove(self, *keys: str) -> tuple[str, str]:
        missing = [k for k in keys if k not in self.d]
        if missing:
            return memory("remove", key_list=list(keys)), f"Error: keys {missing} not found in memory."
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=list(keys)), f"Successfully removed items of {list(keys)} from memory."

    def get(self, *keys: str) -> tuple[str, str]:
        out = {k: self.d.get(k, "Key not found") for k in keys}
        return memory("retrieve", key_list=list(keys)), json.dumps(out, indent=2, ensure_ascii=False)

    def all(self) -> tuple[str, str]:
        if not self.d:
            return memory("retrieve_all"), "Memory is empty."
        return memory("retrieve_all"), json.dumps(self.d, indent=2, ensure_ascii=False)


def drift(step: tuple[str, str], old: str, new: str) -> tuple[str, str]:
    """Plant the one contradiction: replace exactly one occurrence of `old` in an observation."""
    action, obs = step
    assert obs.count(old) == 1, (old, obs.count(old))
    return action, obs.replace(old, new)


# ---------------------------------------------------------------------------------------------------------
def nvidia() -> T:
    # BAD: NVIDIA company facts. Turn 6 stores nvidia_q4_fy2024_revenue = "$22.103 billion" (press release in
    # turn 5 says $22,103 million); turn 7 retrieve_all reads it back as "$22.013 billion". Everything else agrees.
    m = Mem()
    t: T = []
    t.append((search("NVIDIA founded 1993 founders headquarters"), sr(
        ("https://en.wikipedia.org/wiki/Nvidia", "Nvidia - Wikipedia",
         "Nvidia Corporation is an American multinational corporation and technology company headquartered in Santa Clara, California. Founded in 1993 by Jensen Huang, Chris Malachowsky, and Curtis Priem ...", "N/A"),
        ("https://www.nvidia.com/en-us/about-nvidia/", "About NVIDIA | Company Overview",
         "Since its founding in 1993, NVIDIA has been a pioneer in accelerated computing. The company's invention of the GPU in 1999 sparked the growth of the PC gaming market ...", "N/A"),
        ("https://www.britannica.com/money/NVIDIA-Corporation", "Nvidia | History, GPUs, & Artificial Intelligence | Britannica Money",
         "Nvidia, American designer of graphics processing units (GPUs) and systems-on-a-chip, founded in 1993 by Jensen Huang, Chris Malachowsky and Curtis Priem ...", "Mar 4, 2024"),
        ("https://www.investopedia.com/articles/insights/070416/top-5-companies-owned-nvidia-nvda.asp", "5 Companies Owned by Nvidia",
         "Nvidia has grown through acquisitions including Mellanox Technologies, acquired in 2020 for about $7 billion ...", "Feb 27, 2024"),
        ("https://www.cnbc.com/2023/05/30/nvidia-dennys-jensen-huang-founding-story.html", "Nvidia started at a Denny's. Now it is worth $1 trillion",
         "Jensen Huang and his co-founders sketched out plans for the company in a booth at a Denny's in East San Jose in 1993 ...", "May 30, 2023"),
        ("https://nvidianews.nvidia.com/bios/jensen-huang", "Jensen Huang | NVIDIA Newsroom",
         "Jensen Huang founded NVIDIA in 1993 and has served since its inception as president, chief executive officer and a member of the board of directors ...", "N/A"),
        ("https://computerhistory.org/profile/jensen-huang/", "Jensen Huang - CHM",
         "2024 Fellow. For his leadership in accelerated computing and the founding of NVIDIA ...", "N/A"),
        ("https://www.reddit.com/r/nvidia/comments/11b2kq8/nvidia_30th_anniversary/", "NVIDIA turns 30 : r/nvidia",
         "Founded April 5, 1993. First product was the NV1 in 1995, RIVA 128 in 1997 and the GeForce 256 in 1999 ...", "Apr 5, 2023"),
    )))
    t.append((extract("https://en.wikipedia.org/wiki/Nvidia", "founding date, founders, headquarters, latest annual revenue"), """# Nvidia

From Wikipedia, the free encyclopedia

| Nvidia Corporation | |
| --- | --- |
| Company type | Public |
| Traded as | Nasdaq: NVDA; Nasdaq-100 component; S&P 100 component; S&P 500 component |
| Industry | Semiconductors, Artificial intelligence, Consumer electronics |
| Founded | April 5, 1993 in Sunnyvale, California, U.S. |
| Founders | Jensen Huang, Chris Malachowsky, Curtis Priem |
| Headquarters | Santa Clara, California, U.S. |
| Area served | Worldwide |
| Key people | Jensen Huang (president and CEO); Colette Kress (CFO) |
| Products | Graphics processing units, central processing units, chipsets, drivers, software |
| Revenue | US$60.92 billion (FY2024) |
| Operating income | US$32.97 billion (FY2024) |
| Net income | US$29.76 billion (FY2024) |
| Total assets | US$65.73 billion (FY2024) |
| Number of employees | 29,600 (2024) |
| Subsidiaries | Mellanox Technologies, Cumulus Networks, Nvidia Advanced Rendering Center |
| Website | nvidia.com |

**Nvidia Corporation** is an American multinational corporation and technology company headquartered in Santa Clara, California. It designs graphics processing units (GPUs), application programming interfaces (APIs) for data science and high-performance computing, and system on a chip units (SoCs) for mobile computing and the automotive market.

## History

### Founding

Nvidia was founded on April 5, 1993, by Jensen Huang, a Taiwanese-American electrical engineer who was previously the director of CoreWare at LSI Logic and a microprocessor designer at AMD; Chris Malachowsky, an engineer who worked at Sun Microsystems; and Curtis Priem, who was previously a senior staff engineer and graphics chip designer at IBM and Sun Microsystems. The three men agreed to start the company in a meeting at a Denny's roadside diner on Berryessa Road in East San Jose.

At the time, Malachowsky and Priem were frustrated with Sun's management and were looking to leave, but Huang was on "firmer ground", in that he was already running his own division at LSI. The company's initial funding came from Sequoia Capital and Sutter Hill Ventures, which invested $20 million.

### Early products

- 1995: NV1, the company's first product
- 1997: RIVA 128
- 1999: GeForce 256, marketed as "the world's first GPU"; initial public offering on January 22, 1999

## Finances

| Fiscal year (ended late January) | Revenue (US$ bn) | Net income (US$ bn) | Employees |
| --- | --- | --- | --- |
| 2020 | 10.92 | 2.80 | 13,775 |
| 2021 | 16.68 | 4.33 | 18,975 |
| 2022 | 26.91 | 9.75 | 22,473 |
| 2023 | 26.97 | 4.37 | 26,196 |
| 2024 | 60.92 | 29.76 | 29,600 |
"""))
    t.append(m.add(nvidia_founded="April 5, 1993 (Sunnyvale, California)",
                   nvidia_founders="Jensen Huang, Chris Malachowsky, Curtis Priem",
                   nvidia_hq="Santa Clara, California, U.S."))
    t.append((search("NVIDIA fourth quarter fiscal 2024 financial results record revenue"), sr(
        ("https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-fourth-quarter-and-fiscal-2024", "NVIDIA Announces Financial Results for Fourth Quarter and Fiscal 2024",
         "Record quarterly revenue of $22.1 billion, up 22% from Q3, up 265% from year ago. Record full-year revenue of $60.9 billion, up 126% ...", "Feb 21, 2024"),
        ("https://investor.nvidia.com/financial-info/quarterly-results/default.aspx", "NVIDIA Corporation - Quarterly Results",
         "Quarterly results: press releases, CFO commentary, presentations and 10-Q/10-K filings for fiscal years 2020 through 2025 ...", "N/A"),
        ("https://www.reuters.com/technology/nvidia-forecasts-first-quarter-revenue-above-estimates-2024-02-21/", "Nvidia forecasts first-quarter revenue above estimates on AI chip demand",
         "Nvidia forecast first-quarter revenue of $24 billion, plus or minus 2%, above analysts' estimates ...", "Feb 21, 2024"),
        ("https://www.cnbc.com/2024/02/21/nvidia-nvda-earnings-report-q4-2024.html", "Nvidia reports revenue up 265% on AI boom",
         "Data center revenue was $18.4 billion in the quarter, up 409% from a year earlier ...", "Feb 21, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/1045810/000104581024000029/nvda-20240128.htm", "nvda-20240128 10-K",
         "Annual report for the fiscal year ended January 28, 2024. Revenue $60,922 million; net income $29,760 million ...", "Feb 21, 2024"),
        ("https://www.theverge.com/2024/2/21/24079371/nvidia-ai-gpu-earnings-results-q4-2024", "Nvidia's AI business is booming",
         "Nvidia's data center segment now makes up the vast majority of its revenue ...", "Feb 21, 2024"),
        ("https://www.fool.com/earnings/call-transcripts/2024/02/21/nvidia-nvda-q4-2024-earnings-call-transcript/", "Nvidia (NVDA) Q4 2024 Earnings Call Transcript",
         "Colette Kress: Q4 was another record quarter. Revenue of $22.1 billion was up 22% sequentially ...", "Feb 21, 2024"),
        ("https://www.statista.com/statistics/988034/nvidia-revenue-by-segment/", "Nvidia revenue by segment 2024 | Statista",
         "In fiscal year 2024, Nvidia's Compute & Networking segment generated the majority of revenue ...", "Mar 12, 2024"),
    )))
    t.append((extract("https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-fourth-quarter-and-fiscal-2024", "quarterly and full-year revenue figures"), """# NVIDIA Announces Financial Results for Fourth Quarter and Fiscal 2024

February 21, 2024 — SANTA CLARA, Calif.

- Record quarterly revenue of $22.1 billion, up 22% from Q3, up 265% from year ago
- Record quarterly Data Center revenue of $18.4 billion, up 27% from Q3, up 409% from year ago
- Record full-year revenue of $60.9 billion, up 126%

NVIDIA (NASDAQ: NVDA) today reported revenue for the fourth quarter ended January 28, 2024, of $22.1 billion, up 22% from the previous quarter and up 265% from a year ago.

For the quarter, GAAP earnings per diluted share was $4.93, up 33% from the previous quarter and up 765% from a year ago. For fiscal 2024, revenue was up 126% to $60.9 billion. GAAP earnings per diluted share was $11.93, up 586% from a year ago.

> "Accelerated computing and generative AI have hit the tipping point. Demand is surging worldwide across companies, industries and nations," said Jensen Huang, founder and CEO of NVIDIA.

## Summary (GAAP, $ in millions except EPS)

| | Q4 FY24 | Q3 FY24 | Q4 FY23 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Revenue | $22,103 | $18,120 | $6,051 | Up 22% | Up 265% |
| Gross margin | 76.0% | 74.0% | 63.3% | Up 2.0 pts | Up 12.7 pts |
| Operating expenses | $3,176 | $2,983 | $2,576 | Up 6% | Up 23% |
| Operating income | $13,615 | $10,417 | $1,257 | Up 31% | Up 983% |
| Net income | $12,285 | $9,243 | $1,414 | Up 33% | Up 769% |
| Diluted EPS | $4.93 | $3.71 | $0.57 | Up 33% | Up 765% |

| | FY24 | FY23 | Y/Y |
| --- | --- | --- | --- |
| Revenue | $60,922 | $26,974 | Up 126% |
| Gross margin | 72.7% | 56.9% | Up 15.8 pts |
| Net income | $29,760 | $4,368 | Up 581% |
| Diluted EPS | $11.93 | $1.74 | Up 586% |

## Data Center
- Fourth-quarter revenue was a record $18.4 billion, up 409% from a year ago. Full-year revenue rose 217% to a record $47.5 billion.

## Gaming
- Fourth-quarter revenue was $2.9 billion, up 56% from a year ago. Full-year revenue rose 15% to $10.4 billion.

## Outlook (Q1 FY25)
- Revenue is expected to be $24.0 billion, plus or minus 2%.
"""))
    t.append(m.add(nvidia_fy2024_revenue="$60.922 billion (fiscal year ended Jan 28, 2024)",
                   nvidia_fy2024_yoy_growth="126%",
                   nvidia_q4_fy2024_revenue="$22.103 billion",
                   nvidia_fy2024_datacenter_revenue="$47.5 billion"))
    t.append(drift(m.all(), '"$22.103 billion"', '"$22.013 billion"'))
    t.append((search("NVIDIA number of employees fiscal 2024 10-K"), sr(
        ("https://www.sec.gov/Archives/edgar/data/1045810/000104581024000029/nvda-20240128.htm", "nvda-20240128 10-K",
         "As of the end of fiscal year 2024, we had approximately 29,600 employees in 36 countries, 22,200 were engaged in research and development ...", "Feb 21, 2024"),
        ("https://www.macrotrends.net/stocks/charts/NVDA/nvidia/number-of-employees", "NVIDIA: Number of Employees 2010-2024 | NVDA",
         "NVIDIA number of employees in 2024 was 29,600, a 13% increase from 2023 ...", "N/A"),
        ("https://stockanalysis.com/stocks/nvda/employees/", "NVIDIA (NVDA) Number of Employees 2024",
         "NVIDIA had 29,600 employees on January 28, 2024. The number of employees increased by 3,404 or 13.0% compared to the previous year ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Nvidia", "Nvidia - Wikipedia",
         "Number of employees: 29,600 (2024) ...", "N/A"),
        ("https://www.glassdoor.com/Overview/Working-at-NVIDIA-EI_IE7633.11,17.htm", "Working at NVIDIA | Glassdoor",
         "NVIDIA reviews, salaries and interview questions from employees ...", "N/A"),
        ("https://www.businessinsider.com/nvidia-employees-rich-stock-2024-8", "Nvidia employees are getting rich",
         "Many of Nvidia's roughly 30,000 employees have seen their stock grants soar ...", "Aug 27, 2024"),
    )))
    return t


# ---------------------------------------------------------------------------------------------------------
WC_GOALS = """| Minute | Team | Scorer | Type | Score |
| --- | --- | --- | --- | --- |
| 23' | Argentina | Lionel Messi | Penalty (foul by Dembélé on Di María) | 1–0 |
| 36' | Argentina | Ángel Di María | Open play (assist Mac Allister) | 2–0 |
| 80' | France | Kylian Mbappé | Penalty (foul by Otamendi on Kolo Muani) | 2–1 |
| 81' | France | Kylian Mbappé | Volley (assist Thuram) | 2–2 |
| 108' | Argentina | Lionel Messi | Rebound after Lloris save | 3–2 |
| 118' | France | Kylian Mbappé | Penalty (handball by Montiel) | 3–3 |"""

WC_SHOOTOUT = """| Order | Team | Taker | Result | Shoot-out |
| --- | --- | --- | --- | --- |
| 1 | France | Kylian Mbappé | Scored | 0–1 |
| 1 | Argentina | Lionel Messi | Scored | 1–1 |
| 2 | France | Kingsley Coman | Saved (Emiliano Martínez) | 1–1 |
| 2 | Argentina | Paulo Dybala | Scored | 2–1 |
| 3 | France | Aurélien Tchouaméni | Missed (wide left) | 2–1 |
| 3 | Argentina | Leandro Paredes | Scored | 3–1 |
| 4 | France | Randal Kolo Muani | Scored | 3–2 |
| 4 | Argentina | Gonzalo Montiel | Scored | 4–2 |"""


def wc_final() -> T:
    # BAD: 2022 FIFA World Cup final. Wikipedia (turn 2) and BBC (turn 5) put Messi's extra-time goal at 108';
    # re-extracting the same Wikipedia page in turn 6 gives the goal table row as 109'. Nothing else differs.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/2022_FIFA_World_Cup_final"
    t: T = []
    t.append((search("2022 FIFA World Cup final Argentina France score goalscorers"), sr(
        (wiki, "2022 FIFA World Cup final - Wikipedia",
         "The final was played on 18 December 2022 at Lusail Stadium in Lusail, Qatar. Argentina won 4–2 on penalties after the match ended 3–3 after extra time ...", "N/A"),
        ("https://www.fifa.com/fifaplus/en/match-centre/match/17/255711/285077/400128082", "Argentina v France | Final | FIFA World Cup Qatar 2022",
         "Match centre: line-ups, statistics and timeline. Argentina 3–3 France (4–2 pens) ...", "Dec 18, 2022"),
        ("https://www.bbc.com/sport/football/63932622", "Argentina 3-3 France (4-2 on pens): Lionel Messi wins World Cup",
         "Lionel Messi finally won the World Cup as Argentina beat France on penalties in a stunning final, Kylian Mbappé scoring a hat-trick ...", "Dec 18, 2022"),
        ("https://www.espn.com/soccer/report/_/gameId/633850", "Argentina 3-3 France (Dec 18, 2022) Final Score - ESPN",
         "Messi scored twice and Argentina survived Mbappé's hat-trick to win the shootout 4-2 ...", "Dec 18, 2022"),
        ("https://www.theguardian.com/football/2022/dec/18/argentina-france-world-cup-final-match-report", "Messi crowns career as Argentina beat France on penalties",
         "Gonzalo Montiel scored the winning penalty after Emiliano Martínez saved from Kingsley Coman ...", "Dec 18, 2022"),
        ("https://www.nytimes.com/athletic/4012345/2022/12/18/argentina-france-world-cup-final/", "Argentina win World Cup: How the greatest final was won",
         "Ángel Di María's 36th-minute goal capped one of the best halves of football Argentina have played ...", "Dec 19, 2022"),
        ("https://www.reddit.com/r/soccer/comments/zp4j3c/post_match_thread_argentina_33_france_42_on/", "Post Match Thread: Argentina 3-3 France (4-2 on pens)",
         "Greatest final ever? Mbappé first hat-trick in a final since Geoff Hurst in 1966 ...", "Dec 18, 2022"),
        ("https://www.skysports.com/football/argentina-vs-france/report/463021", "Argentina 3-3 France (4-2 pens): Messi wins World Cup",
         "Argentina are world champions for the third time after a remarkable final in Lusail ...", "Dec 18, 2022"),
    )))
    t.append((extract(wiki, "final score, date, venue, attendance, goalscorers with minutes"), f"""# 2022 FIFA World Cup final

From Wikipedia, the free encyclopedia

| Event | 2022 FIFA World Cup |
| --- | --- |
| Argentina | France |
| 3 – 3 (after extra time) | |
| Argentina won 4–2 on penalties | |
| Date | 18 December 2022 |
| Venue | Lusail Stadium, Lusail |
| Man of the Match | Lionel Messi (Argentina) |
| Referee | Szymon Marciniak (Poland) |
| Attendance | 88,966 |
| Weather | Clear night, 24 °C (75 °F), 54% humidity |

The **2022 FIFA World Cup final** was the final match of the 2022 FIFA World Cup, the 22nd edition of FIFA's competition for men's national football teams. The match was played at Lusail Stadium in Lusail, Qatar, on 18 December 2022, the Qatari National Day, and was contested by Argentina and defending champions France.

Argentina led 2–0 at half-time through a Lionel Messi penalty and a goal from Ángel Di María. Kylian Mbappé scored twice in 97 seconds late in the second half to take the match to extra time. Messi put Argentina ahead again, before Mbappé completed a hat-trick with a second penalty, the first hat-trick in a World Cup final since Geoff Hurst in 1966. Argentina won the shoot-out 4–2, their third title after 1978 and 1986.

## Match summary

### Goals

{WC_GOALS}

### Penalty shoot-out

{WC_SHOOTOUT}

## Statistics

| Statistic | Argentina | France |
| --- | --- | --- |
| Goals scored | 3 | 3 |
| Total shots | 20 | 10 |
| Shots on target | 10 | 5 |
| Ball possession | 54% | 46% |
| Corner kicks | 6 | 5 |
| Fouls committed | 26 | 19 |
| Yellow cards | 5 | 3 |
| Red cards | 0 | 0 |
"""))
    t.append(m.add(wc2022_final_score="Argentina 3–3 France (a.e.t.), Argentina won 4–2 on penalties",
                   wc2022_final_date="18 December 2022", wc2022_final_venue="Lusail Stadium, Lusail, Qatar",
                   wc2022_final_attendance="88,966"))
    t.append((search("Mbappe hat-trick World Cup final first since Geoff Hurst 1966"), sr(
        ("https://www.bbc.com/sport/football/63932622", "Argentina 3-3 France (4-2 on pens): Lionel Messi wins World Cup",
         "Mbappé became only the second man to score a hat-trick in a World Cup final, after England's Geoff Hurst in 1966 ...", "Dec 18, 2022"),
        ("https://www.fifa.com/fifaplus/en/articles/mbappe-hat-trick-final-hurst", "Mbappé joins Hurst in exclusive final hat-trick club",
         "Kylian Mbappé's treble in Lusail was the first in a FIFA World Cup final for 56 years ...", "Dec 19, 2022"),
        ("https://en.wikipedia.org/wiki/List_of_FIFA_World_Cup_hat-tricks", "List of FIFA World Cup hat-tricks - Wikipedia",
         "Only two players have scored a hat-trick in a final: Geoff Hurst (1966) and Kylian Mbappé (2022) ...", "N/A"),
        ("https://www.espn.com/soccer/story/_/id/37634912/mbappe-hat-trick-golden-boot", "Mbappé wins Golden Boot with eight goals despite final defeat",
         "Mbappé finished the tournament with eight goals, one more than Messi ...", "Dec 18, 2022"),
        ("https://www.theguardian.com/football/2022/dec/18/kylian-mbappe-hat-trick-france-argentina", "Mbappé's hat-trick not enough as France fall short",
         "Two goals in 97 seconds, then a third from the spot in the 118th minute ...", "Dec 18, 2022"),
        ("https://www.goal.com/en/news/mbappe-hat-trick-world-cup-final-record/blt4c1f", "Mbappé's World Cup final hat-trick in numbers",
         "He now has 12 World Cup goals, four in finals ...", "Dec 19, 2022"),
    )))
    t.append((extract("https://www.bbc.com/sport/football/63932622", "goal times and how each goal was scored"), """# Argentina 3-3 France (4-2 on pens): Lionel Messi wins World Cup

By Phil McNulty, Chief football writer at Lusail Stadium
18 December 2022

Lionel Messi finally won the World Cup as Argentina beat France on penalties in an astonishing final that will go down as one of the greatest in the tournament's history.

Argentina were in control when Messi scored a 23rd-minute penalty after Ousmane Dembélé tripped Ángel Di María, and Di María finished a sweeping counter-attack in the 36th minute to make it 2-0.

France had not managed a shot until Randal Kolo Muani was brought down by Nicolás Otamendi, and Kylian Mbappé converted the penalty in the 80th minute. Ninety-seven seconds later he volleyed in a stunning equaliser from Marcus Thuram's flick in the 81st minute.

Messi appeared to have won it in the 108th minute when he bundled in after Hugo Lloris saved from Lautaro Martínez, but Gonzalo Montiel handled Mbappé's shot and the France forward completed his hat-trick from the spot in the 118th minute.

In the shootout, Emiliano Martínez saved from Kingsley Coman and Aurélien Tchouaméni shot wide, leaving Montiel to score the winning kick.

## Key stats
- Messi became the first player to score in every round of a single World Cup (group stage, last 16, quarter-final, semi-final and final).
- Mbappé is the first player to score a hat-trick in a World Cup final since Geoff Hurst in 1966.
- Messi made his 26th World Cup appearance, a record.
- Argentina's third world title, after 1978 and 1986.

## Line-ups
**Argentina:** E Martínez; Molina (Montiel 91), Romero, Otamendi, Tagliafico (Dybala 120+1); De Paul (Paredes 102), Fernández, Mac Allister (Pezzella 116); Messi, Álvarez (L Martínez 103), Di María (Acuña 64).

**France:** Lloris; Koundé (Disasi 120+1), Varane (Konaté 113), Upamecano, Hernández (Camavinga 71); Griezmann (Coman 71), Tchouaméni, Rabiot (Fofana 96); Dembélé (Kolo Muani 41), Giroud (Thuram 41), Mbappé.

Referee: Szymon Marciniak (Poland). Attendance: 88,966.
"""))
    t.append(drift((extract(wiki, "penalty shoot-out takers and goal timeline"), f"""# 2022 FIFA World Cup final

## Match summary

Argentina won 4–2 on penalties after a 3–3 draw after extra time.

### Goals

{WC_GOALS}

### Penalty shoot-out

{WC_SHOOTOUT}

Emiliano Martínez saved Coman's kick, and Tchouaméni's effort went wide of the left post. Montiel, who had conceded the handball for France's third goal, scored the decisive penalty. Martínez was later awarded the Golden Glove as the tournament's best goalkeeper; Messi received the Golden Ball and Mbappé the Golden Boot with eight goals.

### Details

| | |
| --- | --- |
| Date | 18 December 2022 |
| Kick-off | 18:00 AST (UTC+3) |
| Venue | Lusail Stadium, Lusail |
| Attendance | 88,966 |
| Referee | Szymon Marciniak (Poland) |
| Assistant referees | Paweł Sokolnicki, Tomasz Listkiewicz |
| Fourth official | Ismail Elfath (United States) |
| Video assistant referee | Tomasz Kwiatkowski (Poland) |
"""), "| 108' | Argentina", "| 109' | Argentina"))
    t.append(m.add(wc2022_final_goals="Messi 23' pen, 108'; Di María 36' — Mbappé 80' pen, 81', 118' pen",
                   wc2022_final_shootout="Argentina 4–2 (Coman saved, Tchouaméni missed; Montiel scored winner)"))
    t.append(m.get("wc2022_final_score", "wc2022_final_attendance", "wc2022_final_shootout"))
    t.append((search("2022 World Cup Golden Ball Golden Boot Golden Glove winners"), sr(
        ("https://en.wikipedia.org/wiki/2022_FIFA_World_Cup_awards", "2022 FIFA World Cup awards - Wikipedia",
         "Golden Ball: Lionel Messi. Golden Boot: Kylian Mbappé (8 goals). Golden Glove: Emiliano Martínez. Best Young Player: Enzo Fernández ...", "N/A"),
        ("https://www.fifa.com/fifaplus/en/articles/qatar-2022-awards-messi-mbappe-martinez-fernandez", "Messi, Mbappé, Martínez and Fernández scoop awards",
         "Lionel Messi became the first player to win the adidas Golden Ball twice, after 2014 ...", "Dec 18, 2022"),
        ("https://www.espn.com/soccer/story/_/id/37634912/mbappe-hat-trick-golden-boot", "Mbappé wins Golden Boot with eight goals despite final defeat",
         "Mbappé finished the tournament with eight goals, one more than Messi ...", "Dec 18, 2022"),
        ("https://www.cbssports.com/soccer/news/world-cup-2022-awards-golden-ball-golden-boot/", "World Cup 2022 awards: Messi wins Golden Ball",
         "Enzo Fernández won Best Young Player; England won the FIFA Fair Play Trophy ...", "Dec 18, 2022"),
        ("https://www.reuters.com/lifestyle/sports/emiliano-martinez-golden-glove-2022-12-18/", "Argentina's Martínez wins Golden Glove",
         "Emiliano Martínez, whose save from Coman helped win the shootout, was named best goalkeeper ...", "Dec 18, 2022"),
    )))
    return t


# ---------------------------------------------------------------------------------------------------------
def iphone() -> T:
    # BAD: iPhone 15 Pro specs. Turn 7 removes ip15pro_battery_video (confirmed); turn 8 retrieve is right;
    # turn 9 retrieve_all still lists ip15pro_battery_video among the keys. Only contradiction.
    m = Mem()
    spec = "https://www.apple.com/iphone-15-pro/specs/"
    t: T = []
    t.append((search("iPhone 15 Pro tech specs weight chip display size"), sr(
        (spec, "iPhone 15 Pro and iPhone 15 Pro Max - Technical Specifications - Apple",
         "Titanium design. 6.1-inch Super Retina XDR display with ProMotion. A17 Pro chip with 6-core GPU. Weight: 187 grams ...", "N/A"),
        ("https://support.apple.com/kb/SP903", "iPhone 15 Pro - Technical Specifications - Apple Support",
         "Height 146.6 mm, Width 70.6 mm, Depth 8.25 mm, Weight 187 grams. Capacity 128GB, 256GB, 512GB, 1TB ...", "N/A"),
        ("https://www.gsmarena.com/apple_iphone_15_pro-12557.php", "Apple iPhone 15 Pro - Full phone specifications",
         "Released 2023, September 22. 187g, 8.3mm thickness. iOS 17. 128GB/1TB storage, no card slot ...", "N/A"),
        ("https://www.theverge.com/23873493/apple-iphone-15-pro-max-review", "iPhone 15 Pro and Pro Max review: titanium and USB-C",
         "The Pro models are lighter thanks to titanium, and the USB-C port supports USB 3 speeds ...", "Sep 19, 2023"),
        ("https://en.wikipedia.org/wiki/IPhone_15_Pro", "iPhone 15 Pro - Wikipedia",
         "The iPhone 15 Pro and iPhone 15 Pro Max are smartphones designed by Apple, announced on September 12, 2023 ...", "N/A"),
        ("https://www.anandtech.com/show/21050/apple-announces-a17-pro-soc", "Apple Announces A17 Pro SoC: 3nm, 6-core GPU with hardware ray tracing",
         "The A17 Pro is built on TSMC's N3B process with 19 billion transistors ...", "Sep 12, 2023"),
        ("https://www.macrumors.com/roundup/iphone-15-pro/", "iPhone 15 Pro and Pro Max: Everything we know",
         "Action button replaces mute switch, titanium frame, A17 Pro chip, USB-C ...", "Jan 8, 2024"),
        ("https://www.reddit.com/r/iphone/comments/16hk7f4/iphone_15_pro_weight_comparison/", "iPhone 15 Pro weight comparison vs 14 Pro",
         "187 g vs 206 g, about 19 grams lighter ...", "Sep 13, 2023"),
    )))
    t.append((extract(spec, "key specifications of iPhone 15 Pro (not Pro Max)"), """# iPhone 15 Pro - Technical Specifications

## Finish
Black Titanium, White Titanium, Blue Titanium, Natural Titanium. Titanium design with textured matte glass back; Ceramic Shield front.

## Capacity
128GB, 256GB, 512GB, 1TB

## Size and Weight (iPhone 15 Pro)
- Width: 70.6 mm (2.78 inches)
- Height: 146.6 mm (5.77 inches)
- Depth: 8.25 mm (0.32 inch)
- Weight: 187 grams (6.60 ounces)

## Display
- Super Retina XDR display; 6.1-inch (diagonal) all-screen OLED display
- 2556-by-1179-pixel resolution at 460 ppi
- Dynamic Island; Always-On display; ProMotion technology with adaptive refresh rates up to 120Hz
- 1000 nits max brightness (typical); 1600 nits peak brightness (HDR); 2000 nits peak brightness (outdoor)

## Splash, Water, and Dust Resistance
Rated IP68 (maximum depth of 6 meters up to 30 minutes) under IEC standard 60529

## Chip
- A17 Pro chip
- New 6-core CPU with 2 performance and 4 efficiency cores
- New 6-core GPU
- New 16-core Neural Engine

## Camera
- Pro camera system: 48MP Main (f/1.78), 12MP Ultra Wide (f/2.2), 12MP 3x Telephoto (f/2.8)
- 3x optical zoom in, 2x optical zoom out; 6x optical zoom range

## Power and Battery
- Video playback: up to 23 hours
- Video playback (streamed): up to 20 hours
- Audio playback: up to 75 hours
- Fast-charge capable: up to 50% charge in around 30 minutes with 20W adapter or higher
- MagSafe wireless charging up to 15W; Qi2 wireless charging up to 15W

## Connector
- USB-C; USB 3 (up to 10Gb/s)

## Buttons
- Action button (customizable)
"""))
    t.append(m.add(ip15pro_chip="A17 Pro (6-core CPU 2P+4E, 6-core GPU, 16-core Neural Engine)",
                   ip15pro_weight="187 g", ip15pro_display="6.1-inch Super Retina XDR OLED, 2556x1179, 460 ppi, ProMotion up to 120Hz",
                   ip15pro_port="USB-C, USB 3 up to 10Gb/s", ip15pro_battery_video="up to 23 hours video playback"))
    t.append((search("iPhone 15 Pro launch price availability September 2023 Apple Newsroom"), sr(
        ("https://www.apple.com/newsroom/2023/09/apple-unveils-iphone-15-pro-and-iphone-15-pro-max/", "Apple unveils iPhone 15 Pro and iPhone 15 Pro Max",
         "iPhone 15 Pro and iPhone 15 Pro Max will be available in 128GB, 256GB, 512GB and 1TB, starting at $999 and $1,199 ...", "Sep 12, 2023"),
        ("https://www.cnbc.com/2023/09/12/apple-iphone-15-pro-price.html", "Apple raises iPhone 15 Pro Max price to $1,199",
         "The Pro Max now starts at 256GB, while the iPhone 15 Pro holds at $999 ...", "Sep 12, 2023"),
        ("https://www.macrumors.com/2023/09/22/iphone-15-launch-day/", "iPhone 15 lineup now available in stores",
         "Customers around the world are picking up the new iPhone 15 models today, Friday, September 22 ...", "Sep 22, 2023"),
        ("https://www.theverge.com/2023/9/12/23868891/apple-iphone-15-pro-price-release-date", "iPhone 15 Pro: price, release date and preorders",
         "Preorders begin Friday, September 15; shipping September 22 ...", "Sep 12, 2023"),
        ("https://en.wikipedia.org/wiki/IPhone_15_Pro", "iPhone 15 Pro - Wikipedia",
         "Pre-orders began on September 15, 2023, and the phones were released on September 22, 2023 ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2023-09-12/apple-iphone-15-pro-titanium-usb-c", "Apple debuts titanium iPhone 15 Pro with USB-C",
         "Apple's new high-end phones are lighter and switch to the USB-C standard in Europe and elsewhere ...", "Sep 12, 2023"),
    )))
    t.append((extract("https://www.apple.com/newsroom/2023/09/apple-unveils-iphone-15-pro-and-iphone-15-pro-max/", "price and availability"), """# Apple unveils iPhone 15 Pro and iPhone 15 Pro Max

PRESS RELEASE — September 12, 2023

Designed with aerospace-grade titanium, iPhone 15 Pro and iPhone 15 Pro Max feature the A17 Pro chip, a customizable Action button, and the most powerful iPhone camera system ever.

CUPERTINO, CALIFORNIA — Apple today debuted iPhone 15 Pro and iPhone 15 Pro Max, designed with a strong and lightweight titanium design. The new USB-C connector is supercharged with USB 3 speeds — up to 20x faster than USB 2.

## Pricing and Availability
- iPhone 15 Pro and iPhone 15 Pro Max will be available in black titanium, white titanium, blue titanium, and natural titanium.
- iPhone 15 Pro starts at $999 (U.S.) or $41.62 (U.S.) per month, in 128GB, 256GB, 512GB, and 1TB storage capacities.
- iPhone 15 Pro Max starts at $1,199 (U.S.) or $49.95 (U.S.) per month, in 256GB, 512GB, and 1TB storage capacities.
- Customers in more than 40 countries and regions, including Australia, Canada, China, France, Germany, India, Japan, Mexico, the UAE, the UK, and the U.S., will be able to pre-order beginning at 5 a.m. PDT this Friday, September 15, with availability beginning Friday, September 22.

## Environment
iPhone 15 Pro is the first Apple product to ship with 100 percent recycled cobalt in the battery ...
"""))
    t.append(m.add(ip15pro_price_us="$999 (128GB); Pro Max from $1,199 (256GB)",
                   ip15pro_release="Pre-orders Sep 15, 2023; available Sep 22, 2023"))
    t.append(m.remove("ip15pro_battery_video"))
    t.append(m.get("ip15pro_chip", "ip15pro_weight", "ip15pro_price_us"))
    bad_all = m.all()
    obs = json.loads(bad_all[1])
    ordered = {}
    for k, v in obs.items():
        ordered[k] = v
        if k == "ip15pro_port":
            ordered["ip15pro_battery_video"] = "up to 23 hours video playback"
    t.append((bad_all[0], json.dumps(ordered, indent=2, ensure_ascii=False)))
    t.append((search("iPhone 15 Pro Max weight dimensions 221 grams"), sr(
        ("https://support.apple.com/kb/SP904", "iPhone 15 Pro Max - Technical Specifications - Apple Support",
         "Height 159.9 mm, Width 76.7 mm, Depth 8.25 mm, Weight 221 grams ...", "N/A"),
        (spec, "iPhone 15 Pro and iPhone 15 Pro Max - Technical Specifications - Apple",
         "iPhone 15 Pro Max: 6.7-inch display, 2796-by-1290 at 460 ppi, 5x Telephoto, weight 221 grams ...", "N/A"),
        ("https://www.gsmarena.com/apple_iphone_15_pro_max-12548.php", "Apple iPhone 15 Pro Max - Full phone specifications",
         "221g, 8.3mm thickness. 4441 mAh battery ...", "N/A"),
        ("https://www.tomsguide.com/news/iphone-15-pro-vs-iphone-15-pro-max", "iPhone 15 Pro vs iPhone 15 Pro Max: what's the difference?",
         "The Pro Max adds a 5x tetraprism telephoto lens and a bigger battery, at 221 g versus 187 g ...", "Sep 20, 2023"),
        ("https://www.phonearena.com/phones/size/Apple-iPhone-15-Pro-Max,Apple-iPhone-15-Pro/phones/12240,12239", "iPhone 15 Pro Max vs iPhone 15 Pro size comparison",
         "159.9 x 76.7 x 8.25 mm vs 146.6 x 70.6 x 8.25 mm ...", "N/A"),
    )))
    return t


# ---------------------------------------------------------------------------------------------------------
def nodejs() -> T:
    # BAD: Node.js release history. nodejs.org (turn 2) gives v20 Active LTS start 2023-10-24, stored in turn 3;
    # the nodejs/Release README in turn 4 lists v20 Active LTS start as 2023-10-17 (a fixed past date). Only
    # contradiction; statuses and all other dates agree.
    m = Mem()
    t: T = []
    t.append((search("Node.js release schedule LTS codenames end-of-life dates"), sr(
        ("https://nodejs.org/en/about/previous-releases", "Node.js — Node.js Releases",
         "Major Node.js versions enter Current release status for six months ... Production applications should only use Active LTS or Maintenance LTS releases ...", "N/A"),
        ("https://github.com/nodejs/Release", "nodejs/Release: Node.js Release Working Group",
         "Release schedule: v18 Hydrogen, v20 Iron, v22 Jod, v23 Current ... End-of-life dates for each release line ...", "N/A"),
        ("https://endoflife.date/nodejs", "Node.js | endoflife.date",
         "Check end-of-life, release policy and support schedule for Node.js. 23: ends Jun 1, 2025. 22 (LTS): ends Apr 30, 2027. 20 (LTS): ends Apr 30, 2026 ...", "Jan 7, 2025"),
        ("https://nodejs.org/en/blog/release/v22.11.0", "Node.js — Node v22.11.0 (LTS)",
         "This release marks the transition of Node.js 22.x into Long Term Support (LTS) with the codename 'Jod' ...", "Oct 29, 2024"),
        ("https://nodejs.org/en/blog/release/v20.9.0", "Node.js — Node v20.9.0 (LTS)",
         "This release marks the transition of Node.js 20.x into Long Term Support (LTS) with the codename 'Iron' ...", "Oct 24, 2023"),
        ("https://en.wikipedia.org/wiki/Node.js", "Node.js - Wikipedia",
         "Node.js is a cross-platform, open-source JavaScript runtime environment ... Releases table with LTS codenames ...", "N/A"),
        ("https://stackoverflow.com/questions/42373040/what-is-the-node-js-lts-codename-list", "What is the Node.js LTS codename list? - Stack Overflow",
         "Codenames are elements of the periodic table in alphabetical order: Argon (4), Boron (6), Carbon (8), Dubnium (10) ...", "N/A"),
        ("https://nodesource.com/blog/nodejs-18-end-of-life", "Node.js 18 reaches End-of-Life on April 30, 2025",
         "Teams should plan upgrades to Node.js 20 or 22 before Node.js 18 stops receiving security fixes ...", "Dec 10, 2024"),
    )))
    t.append((extract("https://nodejs.org/en/about/previous-releases", "release lines with codenames and schedule dates"), """# Node.js Releases

Major Node.js versions enter *Current* release status for six months, which gives library authors time to add support for them. After six months, odd-numbered releases (9, 11, etc.) become unsupported, and even-numbered releases (10, 12, etc.) move to *Active LTS* status and are ready for general use. *LTS* release status is "long-term support", which typically guarantees that critical bugs will be fixed for a total of 30 months. Production applications should only use *Active LTS* or *Maintenance LTS* releases.

## Release Schedule

| Node.js | Codename | Status | Initial release | Active LTS start | Maintenance start | End-of-life |
| --- | --- | --- | --- | --- | --- | --- |
| v23 | — | Current | 2024-10-16 | — | 2025-04-01 | 2025-06-01 |
| v22 | Jod | Active LTS | 2024-04-24 | 2024-10-29 | 2025-10-21 | 2027-04-30 |
| v21 | — | End-of-life | 2023-10-17 | — | 2024-04-01 | 2024-06-01 |
| v20 | Iron | Maintenance LTS | 2023-04-18 | 2023-10-24 | 2024-10-22 | 2026-04-30 |
| v19 | — | End-of-life | 2022-10-18 | — | 2023-04-01 | 2023-06-01 |
| v18 | Hydrogen | Maintenance LTS | 2022-04-19 | 2022-10-25 | 2023-10-18 | 2025-04-30 |
| v17 | — | End-of-life | 2021-10-19 | — | 2022-04-01 | 2022-06-01 |
| v16 | Gallium | End-of-life | 2021-04-20 | 2021-10-26 | 2022-10-18 | 2023-09-11 |
| v14 | Fermium | End-of-life | 2020-04-21 | 2020-10-27 | 2021-10-19 | 2023-04-30 |

Node.js 16 reached end-of-life early, on 2023-09-11, to coincide with the end of support of OpenSSL 1.1.1.

## Looking for the latest release of a version branch?

| Node.js Version | Codename | Release Date | npm |
| --- | --- | --- | --- |
| v23.6.0 | — | 2025-01-07 | v10.9.2 |
| v22.13.0 | Jod | 2025-01-07 | v10.9.2 |
| v20.18.1 | Iron | 2024-11-20 | v10.8.2 |
| v18.20.5 | Hydrogen | 2024-11-12 | v10.8.2 |
"""))
    t.append(m.add(node22="Jod; released 2024-04-24; Active LTS from 2024-10-29; EOL 2027-04-30",
                   node20="Iron; released 2023-04-18; Active LTS from 2023-10-24; EOL 2026-04-30",
                   node18="Hydrogen; released 2022-04-19; EOL 2025-04-30"))
    t.append(drift((extract("https://github.com/nodejs/Release", "release schedule table"), """# Node.js Release Working Group

The Node.js release working group manages the process of creating and maintaining Node.js releases.

## Release Phases

There are three phases that a Node.js release can be in: 'Current', 'Active Long Term Support (LTS)', and 'Maintenance'. Odd-numbered release lines are not promoted to LTS.

- **Current** - Should incorporate most of the non-major (non-breaking) changes that land on `nodejs/node@main`.
- **Active LTS** - New features, bug fixes, and updates that have been audited by the LTS team.
- **Maintenance** - Critical bug fixes and security updates.

## Release Schedule

| Release | Status | Codename | Initial Release | Active LTS Start | Maintenance Start | End-of-life |
| :--: | :---: | :---: | :---: | :---: | :---: | :---: |
| 18.x | Maintenance | Hydrogen | 2022-04-19 | 2022-10-25 | 2023-10-18 | 2025-04-30 |
| 20.x | Maintenance | Iron | 2023-04-18 | 2023-10-24 | 2024-10-22 | 2026-04-30 |
| 22.x | LTS | Jod | 2024-04-24 | 2024-10-29 | 2025-10-21 | 2027-04-30 |
| 23.x | Current | | 2024-10-16 | - | 2025-04-01 | 2025-06-01 |
| 24.x | Pending | | 2025-04-22 | 2025-10-28 | 2026-10-20 | 2028-04-30 |

Dates are subject to change.

## End-of-Life Releases

| Release | Codename | Initial Release | End-of-life |
| :--: | :---: | :---: | :---: |
| 16.x | Gallium | 2021-04-20 | 2023-09-11 |
| 14.x | Fermium | 2020-04-21 | 2023-04-30 |
| 12.x | Erbium | 2019-04-23 | 2022-04-30 |
| 10.x | Dubnium | 2018-04-24 | 2021-04-30 |

## LTS Staging Branches
Every LTS major version has two branches in the Node.js repository: the release branch and the staging branch.
"""), "| 2023-04-18 | 2023-10-24 |", "| 2023-04-18 | 2023-10-17 |"))
    t.append(m.add(node24_planned="2025-04-22 initial release (pending); Active LTS planned 2025-10-28"))
    t.append(m.get("node22", "node24_planned"))
    t.append((search("Node.js 22 Jod LTS release v22.11.0 October 2024"), sr(
        ("https://nodejs.org/en/blog/release/v22.11.0", "Node.js — Node v22.11.0 (LTS)",
         "This release marks the transition of Node.js 22.x into Long Term Support (LTS) with the codename 'Jod'. It will be supported until April 2027 ...", "Oct 29, 2024"),
        ("https://nodejs.org/en/blog/announcements/v22-release-announce", "Node.js — Node.js 22 is now available!",
         "Node.js 22 will enter long-term support (LTS) in October ... require()ing synchronous ESM graphs, WebSocket client, V8 12.4 ...", "Apr 24, 2024"),
        ("https://github.com/nodejs/node/releases/tag/v22.11.0", "Release 2024-10-29, Version 22.11.0 'Jod' (LTS) · nodejs/node",
         "Notable changes: this release marks the transition of Node.js 22.x into LTS ...", "Oct 29, 2024"),
        ("https://endoflife.date/nodejs", "Node.js | endoflife.date",
         "22 (LTS): released Apr 24, 2024, active support until Oct 21, 2025, security support until Apr 30, 2027 ...", "Jan 7, 2025"),
        ("https://www.infoq.com/news/2024/11/node-22-lts/", "Node.js 22 Enters Long-Term Support",
         "Node.js 22, codenamed Jod, is now the Active LTS line; Node.js 20 'Iron' moves to maintenance ...", "Nov 4, 2024"),
    )))
    return t


# ---------------------------------------------------------------------------------------------------------
def fide_profile(name: str, fid: str, fed: str, born: int, title: str, std: int, rpd: int, blz: int,
                 hist: list[tuple[str, int, int, int, int, int, int]]) -> str:
    rows = "\n".join(f"| {p} | {a} | {b} | {c} | {d} | {e} | {f} |" for p, a, b, c, d, e, f in hist)
    return f"""# {name} — FIDE Ratings

| | |
| --- | --- |
| FIDE ID | {fid} |
| Federation | {fed} |
| B-Year | {born} |
| Sex | Male |
| FIDE title | {title} |
| Standard | {std} |
| Rapid | {rpd} |
| Blitz | {blz} |

## Rating history

| Period | RTNG | GMS | RPD | GMS | BLZ | GMS |
| --- | --- | --- | --- | --- | --- | --- |
{rows}

Ratings are published on the first day of each month. GMS = rated games in the period.
"""


def fide_ratings() -> T:
    # BAD: chess ratings. The FIDE January 2024 top list (turn 2) and memory (turn 3) give Nakamura 2789;
    # Nakamura's own FIDE profile history in turn 8 shows the 2024-Jan row as 2787. Gukesh's profile (turn 5)
    # agrees with the list (2725 in Jan 2024); later months legitimately differ.
    m = Mem()
    t: T = []
    t.append((search("FIDE rating list January 2024 top 10 open"), sr(
        ("https://ratings.fide.com/top_lists.phtml?list=open&period=2024-01-01", "FIDE Ratings - Top 100 Players January 2024",
         "Top 100 Players January 2024 - Archive. 1 Carlsen, Magnus NOR 2830; 2 Caruana, Fabiano USA 2804; 3 Nakamura, Hikaru USA 2789 ...", "Jan 1, 2024"),
        ("https://www.chess.com/news/view/fide-rating-list-january-2024", "FIDE Ratings January 2024: Praggnanandhaa Overtakes Anand?",
         "The January list is out. Magnus Carlsen remains world number one at 2830 ...", "Jan 2, 2024"),
        ("https://chess24.com/en/read/news/january-2024-fide-ratings", "January 2024 FIDE ratings: Carlsen, Caruana, Nakamura",
         "Ding Liren slipped to 2780 after a long break from classical chess ...", "Jan 2, 2024"),
        ("https://2700chess.com/", "2700chess - Live Top List",
         "Live ratings of all players rated 2700 and above, updated after every game ...", "N/A"),
        ("https://en.wikipedia.org/wiki/FIDE_world_rankings", "FIDE rankings - Wikipedia",
         "The FIDE world rankings are published monthly by FIDE ... Top 20 men as of the latest list ...", "N/A"),
        ("https://www.chessbase.com/post/fide-ratings-january-2024", "FIDE ratings January 2024 | ChessBase",
         "Gukesh at 2725, Praggnanandhaa at 2743: the young Indians keep climbing ...", "Jan 3, 2024"),
        ("https://www.reddit.com/r/chess/comments/18w0f1p/fide_top_10_january_2024/", "FIDE Top 10 January 2024 : r/chess",
         "Firouzja and Nepo separated by one point ...", "Jan 1, 2024"),
    )))
    t.append((extract("https://ratings.fide.com/top_lists.phtml?list=open&period=2024-01-01", "top 15 players with ratings"), """# Top 100 Players January 2024 - Archive

Standard ratings, Open section. List published 2024-01-01.

| Rank | Name | Title | Federation | Rating | B-Year |
| --- | --- | --- | --- | --- | --- |
| 1 | Carlsen, Magnus | GM | NOR | 2830 | 1990 |
| 2 | Caruana, Fabiano | GM | USA | 2804 | 1992 |
| 3 | Nakamura, Hikaru | GM | USA | 2789 | 1987 |
| 4 | Ding, Liren | GM | CHN | 2780 | 1992 |
| 5 | Firouzja, Alireza | GM | FRA | 2759 | 2003 |
| 6 | Nepomniachtchi, Ian | GM | FID | 2758 | 1990 |
| 7 | So, Wesley | GM | USA | 2757 | 1993 |
| 8 | Giri, Anish | GM | NED | 2749 | 1994 |
| 9 | Praggnanandhaa R | GM | IND | 2743 | 2005 |
| 10 | Abdusattorov, Nodirbek | GM | UZB | 2727 | 2004 |
| 11 | Gukesh D | GM | IND | 2725 | 2006 |
| 12 | Mamedyarov, Shakhriyar | GM | AZE | 2723 | 1985 |
| 13 | Vachier-Lagrave, Maxime | GM | FRA | 2722 | 1990 |
| 14 | Erigaisi Arjun | GM | IND | 2720 | 2003 |
| 15 | Wei, Yi | GM | CHN | 2718 | 1999 |

Inactive players are not included in the list.
"""))
    t.append(m.add(carlsen_2024_01="2830 (#1)", caruana_2024_01="2804 (#2)", nakamura_2024_01="2789 (#3)",
                   ding_2024_01="2780 (#4)"))
    t.append((search("Gukesh D FIDE profile rating history 2024"), sr(
        ("https://ratings.fide.com/profile/46616543", "Gukesh D - FIDE Ratings",
         "FIDE ID 46616543. Federation India. B-Year 2006. Standard 2763 ...", "N/A"),
        ("https://ratings.fide.com/profile/46616543/chart", "Gukesh D - Rating progress chart",
         "Standard, rapid and blitz rating progress by month ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Gukesh_Dommaraju", "Gukesh Dommaraju - Wikipedia",
         "Gukesh won the 2024 Candidates Tournament in Toronto, becoming the youngest ever challenger for the World Chess Championship ...", "N/A"),
        ("https://www.chess.com/players/gukesh-dommaraju", "Gukesh Dommaraju | Top Chess Players",
         "Peak rating 2763 (May 2024) ... Candidates 2024 winner ...", "N/A"),
        ("https://www.fide.com/news/2978", "Gukesh wins FIDE Candidates 2024",
         "17-year-old Gukesh D scored 9/14 to win the Candidates Tournament in Toronto ...", "Apr 22, 2024"),
    )))
    t.append((extract("https://ratings.fide.com/profile/46616543", "monthly standard ratings for the last year"), fide_profile(
        "Gukesh D", "46616543", "India", 2006, "Grandmaster", 2763, 2663, 2683, [
            ("2024-Jun", 2763, 0, 2663, 0, 2683, 0), ("2024-May", 2763, 0, 2663, 0, 2683, 0),
            ("2024-Apr", 2747, 14, 2663, 0, 2683, 0), ("2024-Mar", 2747, 0, 2663, 0, 2683, 0),
            ("2024-Feb", 2725, 13, 2663, 0, 2683, 0), ("2024-Jan", 2725, 0, 2663, 0, 2683, 0),
            ("2023-Dec", 2725, 0, 2663, 9, 2683, 21), ("2023-Nov", 2720, 9, 2631, 0, 2685, 0),
            ("2023-Oct", 2752, 11, 2631, 0, 2685, 0), ("2023-Sep", 2758, 7, 2631, 0, 2685, 0)])))
    t.append(m.add(gukesh_2024_01="2725 (#11)", gukesh_2024_05="2763 (after winning the Candidates)"))
    t.append((search("Hikaru Nakamura FIDE profile 2016192 rating history"), sr(
        ("https://ratings.fide.com/profile/2016192", "Nakamura, Hikaru - FIDE Ratings",
         "FIDE ID 2016192. Federation United States of America. B-Year 1987. Standard 2794 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hikaru_Nakamura", "Hikaru Nakamura - Wikipedia",
         "Hikaru Nakamura is an American chess grandmaster, streamer and five-time United States champion ...", "N/A"),
        ("https://www.chess.com/players/hikaru-nakamura", "Hikaru Nakamura | Top Chess Players",
         "Peak FIDE rating 2816 (October 2015) ...", "N/A"),
        ("https://2700chess.com/players/nakamura", "Hikaru Nakamura - 2700chess",
         "Live rating, games and rating history of Hikaru Nakamura ...", "N/A"),
    )))
    t.append(drift((extract("https://ratings.fide.com/profile/2016192", "monthly standard ratings for the last year"), fide_profile(
        "Nakamura, Hikaru", "2016192", "United States of America", 1987, "Grandmaster", 2794, 2745, 2804, [
            ("2024-Jun", 2794, 0, 2745, 0, 2804, 0), ("2024-May", 2789, 9, 2745, 0, 2804, 0),
            ("2024-Apr", 2789, 0, 2745, 0, 2804, 0), ("2024-Mar", 2789, 0, 2745, 0, 2804, 0),
            ("2024-Feb", 2789, 0, 2745, 0, 2804, 0), ("2024-Jan", 2789, 0, 2745, 0, 2804, 0),
            ("2023-Dec", 2780, 11, 2745, 0, 2804, 0), ("2023-Nov", 2780, 0, 2745, 0, 2804, 0),
            ("2023-Oct", 2780, 0, 2745, 0, 2804, 0), ("2023-Sep", 2780, 0, 2745, 9, 2804, 18)])),
        "| 2024-Jan | 2789 |", "| 2024-Jan | 2787 |"))
    t.append(m.get("carlsen_2024_01", "gukesh_2024_01"))
    t.append((search("FIDE rating list June 2024 top 10"), sr(
        ("https://ratings.fide.com/top_lists.phtml?list=open&period=2024-06-01", "FIDE Ratings - Top 100 Players June 2024",
         "1 Carlsen, Magnus NOR 2832; 2 Caruana, Fabiano USA 2796; 3 Nakamura, Hikaru USA 2794 ...", "Jun 1, 2024"),
        ("https://www.chess.com/news/view/fide-rating-list-june-2024", "FIDE Ratings June 2024",
         "Nakamura climbs to 2794 after Norway Chess classical games were rated ...", "Jun 1, 2024"),
        ("https://www.chessbase.com/post/fide-ratings-june-2024", "FIDE ratings June 2024 | ChessBase",
         "Gukesh holds 2763 after his Candidates triumph ...", "Jun 2, 2024"),
    )))
    t.append(m.add(nakamura_2024_06="2794"))
    return t


# ---------------------------------------------------------------------------------------------------------
def aus_cities() -> T:
    # BAD: Australian city populations. Turn 6 removes melbourne_pop and turn 7 adds melbourne_gccsa_2021 with the
    # same figure (a rename); turn 8 retrieve_all shows the figure under the old key melbourne_pop and no
    # melbourne_gccsa_2021. Everything else in memory is right.
    m = Mem()
    t: T = []
    t.append((search("largest cities Australia population 2021 census Greater Capital City Statistical Area"), sr(
        ("https://www.abs.gov.au/census/find-census-data/quickstats/2021/1GSYD", "2021 Greater Sydney, Census All persons QuickStats | ABS",
         "In the 2021 Census, there were 5,231,147 people in Greater Sydney. Of these 49.4% were male and 50.6% were female ...", "Jun 28, 2022"),
        ("https://www.abs.gov.au/census/find-census-data/quickstats/2021/2GMEL", "2021 Greater Melbourne, Census All persons QuickStats | ABS",
         "In the 2021 Census, there were 4,917,750 people in Greater Melbourne. Of these 49.2% were male and 50.8% were female ...", "Jun 28, 2022"),
        ("https://en.wikipedia.org/wiki/List_of_cities_in_Australia_by_population", "List of cities in Australia by population - Wikipedia",
         "Greater Capital City Statistical Areas and Significant Urban Areas ranked by population, with census and estimated resident population figures ...", "N/A"),
        ("https://www.abs.gov.au/census/find-census-data/quickstats/2021/3GBRI", "2021 Greater Brisbane, Census All persons QuickStats | ABS",
         "In the 2021 Census, there were 2,526,238 people in Greater Brisbane ...", "Jun 28, 2022"),
        ("https://www.abs.gov.au/statistics/people/population/regional-population/latest-release", "Regional population, 2022-23 | ABS",
         "Melbourne grew by 142,600 people, the largest increase of all capital cities ...", "Mar 26, 2024"),
        ("https://www.worldpopulationreview.com/countries/cities/australia", "Population of Cities in Australia 2024",
         "Sydney, Melbourne, Brisbane, Perth and Adelaide are the five most populous cities ...", "N/A"),
        ("https://www.smh.com.au/national/census-2021-sydney-melbourne-20220628-p5axde.html", "Census 2021: Sydney still Australia's biggest city",
         "Greater Sydney remains the most populous capital, but Melbourne is closing the gap ...", "Jun 28, 2022"),
    )))
    t.append((extract("https://en.wikipedia.org/wiki/List_of_cities_in_Australia_by_population", "2021 census population of the five largest capital cities"), """# List of cities in Australia by population

From Wikipedia, the free encyclopedia

This is a list of cities in Australia by population. Population figures are given for Greater Capital City Statistical Areas (GCCSA), which include the whole labour market of each capital, and for Significant Urban Areas (SUA).

## Greater Capital City Statistical Areas

| Rank | GCCSA | State/territory | 2021 Census | 2016 Census | Growth |
| --- | --- | --- | --- | --- | --- |
| 1 | Greater Sydney | New South Wales | 5,231,147 | 4,823,991 | +8.44% |
| 2 | Greater Melbourne | Victoria | 4,917,750 | 4,485,211 | +9.64% |
| 3 | Greater Brisbane | Queensland | 2,526,238 | 2,270,800 | +11.25% |
| 4 | Greater Perth | Western Australia | 2,116,647 | 1,943,858 | +8.89% |
| 5 | Greater Adelaide | South Australia | 1,387,290 | 1,295,714 | +7.07% |
| 6 | Australian Capital Territory | ACT | 454,499 | 397,397 | +14.37% |
| 7 | Greater Hobart | Tasmania | 247,086 | 222,356 | +11.12% |
| 8 | Greater Darwin | Northern Territory | 139,902 | 136,828 | +2.25% |

## Significant Urban Areas

In April 2023 the Australian Bureau of Statistics revised the Melbourne Significant Urban Area boundary to include Melton. On the revised boundary, Melbourne's 2021 population (4,875,400) exceeded Sydney's (4,859,432), making Melbourne the largest city by this measure; Greater Sydney remains larger as a GCCSA.

| Rank | SUA | 2021 population |
| --- | --- | --- |
| 1 | Melbourne | 4,875,400 |
| 2 | Sydney | 4,859,432 |
| 3 | Brisbane | 2,439,467 |
| 4 | Perth | 2,043,353 |
| 5 | Adelaide | 1,345,777 |
"""))
    t.append(m.add(sydney_pop="5,231,147 (Greater Sydney GCCSA, 2021 Census)",
                   melbourne_pop="4,917,750 (Greater Melbourne GCCSA, 2021 Census)",
                   brisbane_pop="2,526,238 (Greater Brisbane GCCSA, 2021 Census)",
                   perth_pop="2,116,647 (Greater Perth GCCSA, 2021 Census)"))
    t.append((search("Melbourne overtakes Sydney largest city Melton boundary ABS April 2023"), sr(
        ("https://www.abc.net.au/news/2023-04-17/melbourne-overtakes-sydney-as-australias-largest-city/102229766", "Melbourne officially overtakes Sydney as Australia's largest city",
         "After more than a century, Melbourne has overtaken Sydney as Australia's biggest city, thanks to a technicality involving the town of Melton ...", "Apr 17, 2023"),
        ("https://www.theguardian.com/australia-news/2023/apr/17/melbourne-overtakes-sydney-as-australias-largest-city", "Melbourne overtakes Sydney as Australia's largest city after boundary change",
         "The population of the Melbourne significant urban area was 4,875,400, about 16,000 more than Sydney's ...", "Apr 17, 2023"),
        ("https://www.smh.com.au/national/nsw/sydney-v-melbourne-who-is-really-bigger-20230417-p5d0wv.html", "Sydney v Melbourne: who is really bigger?",
         "By Greater Capital City Statistical Area, Sydney is still well ahead ...", "Apr 17, 2023"),
        ("https://www.abs.gov.au/methodologies/significant-urban-areas-urban-centres-and-localities-section-state/jul2021-jun2026", "Significant Urban Areas, Urban Centres and Localities, Section of State | ABS",
         "Changes for the 2021 edition include adding Melton to the Melbourne SUA ...", "Apr 17, 2023"),
        ("https://www.bbc.com/news/world-australia-65297357", "Melbourne overtakes Sydney as Australia's biggest city",
         "A boundary change means Melbourne is now Australia's largest city by population, ending a 100-year reign by Sydney ...", "Apr 17, 2023"),
    )))
    t.append((extract("https://www.abc.net.au/news/2023-04-17/melbourne-overtakes-sydney-as-australias-largest-city/102229766", "population figures and definition used"), """# Melbourne officially overtakes Sydney as Australia's largest city

ABC News — Posted Mon 17 Apr 2023

After more than a century, Melbourne has overtaken Sydney as Australia's biggest city, thanks to a technicality.

The Australian Bureau of Statistics (ABS) has redrawn the boundary of Melbourne's "significant urban area" to include Melton, a township on the city's north-western fringe.

## The numbers
- Melbourne significant urban area (2021, new boundary): **4,875,400**
- Sydney significant urban area (2021): **4,859,432**
- Difference: 15,968 people

The ABS says it uses significant urban areas to represent cities whose populations are above 10,000. On the broader Greater Capital City Statistical Area measure used for the census, Greater Sydney is still larger (5,231,147 against 4,917,750 in 2021).

> "The technical change brings Melton into the Melbourne SUA, as the two areas have grown together," the ABS said.

Sydney had been the larger city since it overtook Melbourne in the early 1900s.
"""))
    t.append(m.remove("melbourne_pop"))
    t.append(m.add(melbourne_gccsa_2021="4,917,750 (Greater Melbourne GCCSA, 2021 Census)",
                   melbourne_sua_2021="4,875,400 (Melbourne SUA incl. Melton, revised Apr 2023)",
                   sydney_sua_2021="4,859,432 (Sydney SUA, 2021)"))
    good = json.loads(m.all()[1])
    bad = {("melbourne_pop" if k == "melbourne_gccsa_2021" else k): v for k, v in good.items()}
    t.append((memory("retrieve_all"), json.dumps(bad, indent=2, ensure_ascii=False)))
    t.append((search("Greater Melbourne estimated resident population June 2023 ABS regional population"), sr(
        ("https://www.abs.gov.au/statistics/people/population/regional-population/latest-release", "Regional population, 2022-23 | ABS",
         "Greater Melbourne's population was 5,207,145 at 30 June 2023 and Greater Sydney's 5,450,496 ...", "Mar 26, 2024"),
        ("https://www.theage.com.au/national/victoria/melbourne-population-growth-2024-20240326-p5ff1c.html", "Melbourne adds 142,600 people in a year",
         "Melbourne recorded the largest growth of any capital in 2022-23 ...", "Mar 26, 2024"),
        ("https://www.planning.vic.gov.au/guides-and-resources/data-and-insights/victoria-in-future", "Victoria in Future 2023 | Planning",
         "Population projections for Melbourne and regional Victoria ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Demographics_of_Melbourne", "Demographics of Melbourne - Wikipedia",
         "Estimated resident population figures for Greater Melbourne, 1836–2023 ...", "N/A"),
    )))
    return t


# ---------------------------------------------------------------------------------------------------------
def vf_page(name: str, imo: str, mmsi: str, flag: str, eta: str, dist: str, course: str, speed: str,
            draught: str, status: str, received: str, last: str, coords: str, dest: str, last_port: str,
            calls: list[tuple[str, str, str]], particulars: list[tuple[str, str]]) -> str:
    call_rows = "\n".join(f"| {p} | {a} | {d} |" for p, a, d in calls)
    part_rows = "\n".join(f"| {k} | {v} |" for k, v in particulars)
    return f"""# {name} - Container Ship, IMO {imo}

{name} is a Container Ship built in {dict(particulars)['Year of Build']} and currently sailing under the flag of {flag}.

## Voyage Data

| | |
| --- | --- |
| Destination | {dest} |
| Predicted ETA | {eta} |
| Distance / Time | {dist} |
| Last Port | {last_port} |
| Course / Speed | {course} / {speed} |
| Current draught | {draught} |
| Navigation Status | {status} |
| Position received | {received} |
| Last report | {last} |
| Coordinates | {coords} |

## Recent Port Calls

| Port | Arrival (UTC) | Departure (UTC) |
| --- | --- | --- |
{call_rows}

## Vessel Particulars

| | |
| --- | --- |
| IMO number | {imo} |
| MMSI | {mmsi} |
| Flag | {flag} |
{part_rows}
"""


EVER_CALLS = [("Tanger Med, MA", "Mar 1, 2025 06:10", "Mar 2, 2025 14:20"),
              ("Tanjung Pelepas, MY", "Feb 4, 2025 22:35", "Feb 6, 2025 03:50"),
              ("Yantian, CN", "Jan 28, 2025 11:05", "Jan 29, 2025 19:40"),
              ("Xiamen, CN", "Jan 26, 2025 04:30", "Jan 27, 2025 02:15"),
              ("Ningbo, CN", "Jan 22, 2025 16:45", "Jan 24, 2025 08:00")]
EVER_PART = [("Vessel type", "Container Ship"), ("Gross Tonnage", "235,579"), ("Deadweight", "241,960 t"),
             ("Capacity", "23,992 TEU"), ("Length Overall x Breadth", "399.9 x 61.5 m"), ("Year of Build", "2021"),
             ("Builder", "Samsung Heavy Industries, Geoje"), ("Operator", "Evergreen Marine Corp.")]


def ever_ace() -> T:
    # BAD: shipping/logistics. VesselFinder page in turn 2 says "Last report Mar 3, 2025 08:41 UTC (14 min ago)";
    # re-extracting it in turn 6 shows the ship slightly further along but "Last report Mar 3, 2025 08:17 UTC
    # (3 min ago)": the clock went backwards. All other fields (ETA, port calls, schedule) agree.
    m = Mem()
    vf = "https://www.vesselfinder.com/vessels/details/9893890"
    t: T = []
    t.append((search("EVER ACE container ship current position destination"), sr(
        (vf, "EVER ACE, Container Ship - Details and current position - IMO 9893890 - VesselFinder",
         "The current position of EVER ACE is off the coast of Portugal, reported by AIS. The vessel is en route to the port of Rotterdam ...", "N/A"),
        ("https://www.marinetraffic.com/en/ais/details/ships/imo:9893890", "Ship EVER ACE (Container Ship) Registered in Panama - Vessel details",
         "Vessel EVER ACE is a Container Ship built in 2021 (4 years old), currently sailing under the flag of Panama ...", "N/A"),
        ("https://www.myshiptracking.com/vessels/ever-ace-mmsi-352986146-imo-9893890", "EVER ACE - Container Ship, IMO 9893890 - MyShipTracking",
         "EVER ACE current position, speed 16.8 knots, heading north ...", "N/A"),
        ("https://www.evergreen-marine.com/news/ever-ace-delivery", "Evergreen takes delivery of EVER ACE, world's largest container ship",
         "EVER ACE, with a capacity of 23,992 TEU, was delivered by Samsung Heavy Industries ...", "Jul 29, 2021"),
        ("https://en.wikipedia.org/wiki/Ever_Ace", "Ever Ace - Wikipedia",
         "Ever Ace is an A-class container ship built by Samsung Heavy Industries for Evergreen Marine, 399.9 m long ...", "N/A"),
        ("https://www.seatrade-maritime.com/containers/evergreen-ever-ace-largest-boxship", "Ever Ace becomes world's largest boxship",
         "At 23,992 TEU, Ever Ace overtakes HMM Algeciras class ...", "Aug 2, 2021"),
    )))
    t.append((extract(vf, "current position, speed, destination, ETA and recent port calls"), vf_page(
        "EVER ACE", "9893890", "352986146", "Panama", "Mar 5, 2025 21:00 UTC", "1,012 nm / 2 days 12 hours",
        "352.0°", "16.8 kn", "14.6 m", "Under way using engine", "14 min ago", "Mar 3, 2025 08:41 UTC",
        "38.904 N / 9.812 W", "ROTTERDAM, NL (NLRTM)", "Tanger Med, MA (ATD Mar 2, 2025 14:20 UTC)", EVER_CALLS, EVER_PART)))
    t.append(m.add(ever_ace_position="38.904 N / 9.812 W off Portugal, 16.8 kn, course 352°, last report Mar 3, 2025 08:41 UTC",
                   ever_ace_eta_rtm="Mar 5, 2025 21:00 UTC (AIS predicted)", ever_ace_last_port="Tanger Med, departed Mar 2, 2025 14:20 UTC"))
    t.append((search("Evergreen ShipmentLink EVER ACE vessel schedule Rotterdam March 2025"), sr(
        ("https://ct.shipmentlink.com/servlet/TDB1_VesselSchedule.do?vessel=EVER+ACE", "ShipmentLink - Vessel Schedule - EVER ACE",
         "Vessel: EVER ACE, Voyage 1134-011W. Port rotation: Tanger Med, Rotterdam, Hamburg, Gdansk, Wilhelmshaven ...", "N/A"),
        ("https://www.evergreen-line.com/static/jsp/service/ce1.jsp", "Evergreen Line - CEM service (Asia - North Europe)",
         "Ocean Alliance service routed via the Cape of Good Hope ...", "N/A"),
        ("https://www.portofrotterdam.com/en/shipping/port-calls", "Expected vessel arrivals | Port of Rotterdam",
         "Search expected arrivals by vessel name or IMO number ...", "N/A"),
        ("https://www.container-news.com/evergreen-cape-routing-2025/", "Carriers keep Cape of Good Hope routings into 2025",
         "Asia–North Europe loops continue to avoid the Red Sea, adding 10–14 days to round voyages ...", "Jan 14, 2025"),
    )))
    t.append((extract("https://ct.shipmentlink.com/servlet/TDB1_VesselSchedule.do?vessel=EVER+ACE", "upcoming port calls and dates"), """# ShipmentLink — Vessel Schedule

**Vessel Name:** EVER ACE   **Voyage:** 1134-011W   **Service:** CEM   **Flag:** Panama

| Port | Terminal | Arrival (local) | Berthing (local) | Departure (local) | Status |
| --- | --- | --- | --- | --- | --- |
| TANGER MED, MA | Tanger Med 2 | 2025/03/01 06:10 | 2025/03/01 08:00 | 2025/03/02 14:20 | Departed |
| ROTTERDAM, NL | Euromax Terminal | 2025/03/05 22:00 | 2025/03/05 23:00 | 2025/03/07 18:00 | Estimated |
| HAMBURG, DE | CTA Altenwerder | 2025/03/09 04:00 | 2025/03/09 06:00 | 2025/03/10 20:00 | Estimated |
| GDANSK, PL | Baltic Hub | 2025/03/12 16:00 | 2025/03/12 18:00 | 2025/03/14 02:00 | Estimated |
| WILHELMSHAVEN, DE | Eurogate | 2025/03/16 08:00 | 2025/03/16 10:00 | 2025/03/17 12:00 | Estimated |

Times are local. Schedules are subject to change without prior notice.
Last updated: 2025/03/03 09:00 (Taipei time, UTC+8)
"""))
    t.append(drift((extract(vf, "latest position and ETA"), vf_page(
        "EVER ACE", "9893890", "352986146", "Panama", "Mar 5, 2025 21:00 UTC", "1,006 nm / 2 days 12 hours",
        "351.6°", "16.9 kn", "14.6 m", "Under way using engine", "3 min ago", "Mar 3, 2025 09:04 UTC",
        "38.998 N / 9.829 W", "ROTTERDAM, NL (NLRTM)", "Tanger Med, MA (ATD Mar 2, 2025 14:20 UTC)", EVER_CALLS, EVER_PART)),
        "Mar 3, 2025 09:04 UTC", "Mar 3, 2025 08:17 UTC"))
    t.append(m.update(ever_ace_position="38.998 N / 9.829 W, 16.9 kn, course 351.6°, still bound for Rotterdam"))
    t.append((search("EVER ACE 23992 TEU specifications length beam builder"), sr(
        ("https://en.wikipedia.org/wiki/Ever_Ace", "Ever Ace - Wikipedia",
         "Ever Ace: 399.9 m length overall, 61.5 m beam, 23,992 TEU, delivered July 2021 by Samsung Heavy Industries ...", "N/A"),
        ("https://www.ship-technology.com/projects/ever-ace-container-ship/", "Ever Ace Container Ship - Ship Technology",
         "The A-class vessel has a gross tonnage of 235,579 and a deadweight of 241,960 t ...", "Oct 4, 2021"),
        (vf, "EVER ACE, Container Ship - Details and current position - IMO 9893890 - VesselFinder",
         "Vessel particulars: Gross Tonnage 235,579, Deadweight 241,960 t, built 2021 ...", "N/A"),
        ("https://www.evergreen-marine.com/news/ever-ace-delivery", "Evergreen takes delivery of EVER ACE, world's largest container ship",
         "EVER ACE, with a capacity of 23,992 TEU, was delivered by Samsung Heavy Industries ...", "Jul 29, 2021"),
    )))
    return t


# ---------------------------------------------------------------------------------------------------------
def chapel_hill() -> T:
    # BAD: local government budget. Turn 3 stores the recommended FY2025 tax rate (57.4 cents); turn 6 updates it
    # to the adopted 56.4 cents ("Successfully updated"); turn 7 retrieve returns the old recommended value again.
    m = Mem()
    t: T = []
    t.append((search("Chapel Hill FY2025 recommended budget property tax rate increase"), sr(
        ("https://www.townofchapelhill.org/government/departments-services/business-management/budget", "Budget | Chapel Hill, NC",
         "The Town Manager's Recommended Budget for FY2025 totals $141.2 million across all funds and proposes a 3.5-cent property tax increase ...", "May 1, 2024"),
        ("https://chapelboro.com/town-government/chapel-hill-town-manager-presents-fy25-budget", "Chapel Hill Town Manager Presents FY25 Budget With Tax Increase",
         "The recommended budget would raise the tax rate from 53.9 to 57.4 cents per $100 of assessed value ...", "May 2, 2024"),
        ("https://www.dailytarheel.com/article/2024/05/city-chapel-hill-budget-fy25", "Town of Chapel Hill proposes tax increase in FY25 budget",
         "Council members raised concerns about the size of the increase during a May 15 work session ...", "May 16, 2024"),
        ("https://www.townofchapelhill.org/Home/Components/News/News/18012/", "Public hearing on Recommended Budget - May 22",
         "The Town Council will hold a public hearing on the Recommended Budget on Wednesday, May 22, 2024 ...", "May 3, 2024"),
        ("https://www.newsobserver.com/news/local/counties/orange-county/article288212345.html", "Chapel Hill, Carrboro weigh property tax hikes",
         "Both towns are facing higher costs for personnel and transit ...", "May 20, 2024"),
        ("https://www.orangecountync.gov/2345/Tax-Rates", "Tax Rates | Orange County, NC",
         "Municipal and special district tax rates for the current fiscal year ...", "N/A"),
    )))
    t.append((extract("https://www.townofchapelhill.org/government/departments-services/business-management/budget", "recommended FY2025 tax rate and totals"), """# Budget | Chapel Hill, NC

## FY 2025 Recommended Budget

The Town Manager presented the Recommended Budget for Fiscal Year 2025 (July 1, 2024 – June 30, 2025) to the Town Council on May 1, 2024.

### Highlights
- Total budget, all funds: **$141.2 million**
- General Fund: **$85.6 million**
- Proposed property tax rate: **57.4 cents per $100 of assessed value** (a 3.5-cent increase from the FY 2024 rate of 53.9 cents)
- One cent on the tax rate yields approximately $1.13 million
- 4% market-rate adjustment for employees; continued funding for the Complete Community housing strategy
- Transit Fund supported by a dedicated 2.0-cent transit tax (included in the total rate)

### Budget Calendar

| Date | Event |
| --- | --- |
| May 1, 2024 | Recommended Budget presented |
| May 15, 2024 | Council work session |
| May 22, 2024 | Public hearing |
| June 12, 2024 | Council considers budget adoption |
| July 1, 2024 | FY 2025 begins |

### Documents
- FY 2025 Recommended Budget (PDF, 312 pages)
- FY 2025 Budget in Brief
- FY 2024 Adopted Budget (PDF)

Contact: Business Management Department, 405 Martin Luther King Jr. Blvd., Chapel Hill, NC 27514
"""))
    t.append(m.add(ch_fy25_tax_rate="Recommended: 57.4 cents per $100 (3.5-cent increase), presented May 1, 2024",
                   ch_fy24_tax_rate="53.9 cents per $100", ch_fy25_total_budget="$141.2 million all funds (recommended)"))
    t.append((search("Chapel Hill Town Council adopts FY25 budget June 12 2024 tax rate"), sr(
        ("https://chapelboro.com/town-government/chapel-hill-council-adopts-fy25-budget", "Chapel Hill Council Adopts FY25 Budget, Trims Tax Increase",
         "The Town Council voted 8-1 on Wednesday to adopt a budget with a 2.5-cent tax increase, one cent less than the manager recommended ...", "Jun 13, 2024"),
        ("https://www.townofchapelhill.org/Home/Components/News/News/18140/", "Council Adopts FY 2025 Budget",
         "The adopted budget sets the property tax rate at 56.4 cents per $100 of assessed value ...", "Jun 13, 2024"),
        ("https://www.dailytarheel.com/article/2024/06/city-chapel-hill-adopted-budget", "Chapel Hill Town Council approves FY25 budget",
         "Council members cut one cent from the proposed increase by drawing on fund balance ...", "Jun 14, 2024"),
        ("https://www.townofchapelhill.org/government/departments-services/business-management/budget", "Budget | Chapel Hill, NC",
         "The Town Manager's Recommended Budget for FY2025 totals $141.2 million across all funds ...", "May 1, 2024"),
        ("https://www.newsobserver.com/news/local/counties/orange-county/article289011234.html", "Orange County towns finalize budgets",
         "Carrboro and Chapel Hill adopted budgets this week ...", "Jun 14, 2024"),
    )))
    t.append((extract("https://chapelboro.com/town-government/chapel-hill-council-adopts-fy25-budget", "adopted tax rate, vote and changes from recommended"), """# Chapel Hill Council Adopts FY25 Budget, Trims Tax Increase

Chapelboro.com — June 13, 2024

The Chapel Hill Town Council on Wednesday night adopted its budget for the 2024-25 fiscal year, approving a property tax increase of 2.5 cents — one cent less than Town Manager Chris Blue had recommended in May.

The new rate of **56.4 cents per $100 of assessed value** takes effect July 1. For the owner of a home assessed at $500,000, the town portion of the bill rises by about $125 a year.

## What changed from the recommended budget
- Council drew roughly $1.1 million from the general fund balance to cover the one-cent reduction.
- The total budget across all funds remains about $141.2 million and the General Fund about $85.6 million; only the revenue mix changed.
- The 4% employee market adjustment and transit funding were kept.

## The vote
The budget passed 8-1. Council member Adam Searing voted no, saying the town should have held the rate flat.

> "This is a responsible budget that keeps services whole," Mayor Jessica Anderson said after the vote.

The town's fiscal year runs from July 1 to June 30.
"""))
    t.append(m.update(ch_fy25_tax_rate="Adopted: 56.4 cents per $100 (2.5-cent increase), adopted June 12, 2024, vote 8-1"))
    t.append(drift(m.get("ch_fy25_tax_rate", "ch_fy24_tax_rate"),
                   '"Adopted: 56.4 cents per $100 (2.5-cent increase), adopted June 12, 2024, vote 8-1"',
                   '"Recommended: 57.4 cents per $100 (3.5-cent increase), presented May 1, 2024"'))
    return t


# ---------------------------------------------------------------------------------------------------------
def apollo11() -> T:
    # BAD: history. Wikipedia (turn 2) and NASA (turn 5: 10:56 p.m. EDT July 20 = 02:56 UTC July 21) give
    # Armstrong's first step at 02:56 UTC; in turn 6 the search snippet of the same Wikipedia article says
    # "on July 21 at 03:56 UTC". Only contradiction.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Apollo_11"
    t: T = []
    t.append((search("Apollo 11 mission timeline launch landing first step splashdown UTC"), sr(
        (wiki, "Apollo 11 - Wikipedia",
         "Apollo 11 was the American spaceflight that first landed humans on the Moon. Commander Neil Armstrong and Lunar Module Pilot Buzz Aldrin landed the Apollo Lunar Module Eagle on July 20, 1969, at 20:17 UTC ...", "N/A"),
        ("https://www.nasa.gov/mission/apollo-11/", "Apollo 11 - NASA",
         "Mission overview, crew, objectives and timeline of the first crewed lunar landing ...", "N/A"),
        ("https://history.nasa.gov/SP-4029/Apollo_11i_Timeline.htm", "Apollo 11 Timeline - NASA History",
         "Ground elapsed times and UTC for every major event of the Apollo 11 mission, from liftoff to splashdown ...", "N/A"),
        ("https://airandspace.si.edu/explore/stories/apollo-11-moon-landing", "Apollo 11: First Men on the Moon | Smithsonian",
         "On July 20, 1969, millions of people watched as Neil Armstrong and Buzz Aldrin became the first humans to walk on the Moon ...", "N/A"),
        ("https://www.britannica.com/topic/Apollo-11", "Apollo 11 | History, Mission, Landing, Astronauts, Pictures, & Facts",
         "Apollo 11, U.S. spaceflight in which astronauts Neil Armstrong and Edwin (Buzz) Aldrin, Jr., became the first people to walk on the Moon ...", "N/A"),
        ("https://www.rmg.co.uk/stories/topics/apollo-11-moon-landing-timeline", "Apollo 11 Moon landing timeline | Royal Museums Greenwich",
         "16 July 1969, 13:32 UTC: Saturn V lifts off from Kennedy Space Center ...", "N/A"),
        ("https://www.space.com/16758-apollo-11-first-moon-landing.html", "Apollo 11: First men on the moon | Space",
         "Apollo 11 launched July 16, 1969 and returned to Earth July 24 after a mission of just over eight days ...", "Jul 19, 2024"),
        ("https://www.reddit.com/r/space/comments/cfjq1b/apollo_11_timeline_in_utc/", "Apollo 11 timeline in UTC : r/space",
         "Useful table of liftoff, TLI, LOI, landing, EVA and splashdown times ...", "Jul 20, 2019"),
    )))
    t.append((extract(wiki, "mission timeline with UTC times, EVA duration, crew"), """# Apollo 11

From Wikipedia, the free encyclopedia

| Apollo 11 | |
| --- | --- |
| Mission type | Crewed lunar landing |
| Operator | NASA |
| COSPAR ID | CSM: 1969-059A; LM: 1969-059C |
| Mission duration | 8 days, 3 hours, 18 minutes, 35 seconds |
| Spacecraft | Apollo CSM-107 Columbia; Apollo LM-5 Eagle |
| Crew size | 3 |
| Members | Neil A. Armstrong; Michael Collins; Edwin E. Aldrin Jr. |
| Launch date | July 16, 1969, 13:32:00 UTC |
| Rocket | Saturn V SA-506 |
| Launch site | Kennedy LC-39A |
| Landing date | July 24, 1969, 16:50:35 UTC |
| Landing site | North Pacific Ocean, 13°19′N 169°9′W |
| Recovered by | USS Hornet |
| Lunar landing | July 20, 1969, 20:17:40 UTC |
| Landing site | Mare Tranquillitatis (Tranquility Base) |
| Time on surface | 21 hours, 36 minutes, 20 seconds |
| EVAs | 1 |
| EVA duration | 2 hours, 31 minutes, 40 seconds |
| Sample mass | 21.55 kg (47.5 lb) |

**Apollo 11** was the American spaceflight that first landed humans on the Moon. Commander Neil Armstrong and Lunar Module Pilot Buzz Aldrin landed the Apollo Lunar Module *Eagle* on July 20, 1969, at 20:17 UTC, and Armstrong became the first person to step onto the Moon's surface six hours and 39 minutes later, on July 21 at 02:56 UTC. Aldrin joined him 19 minutes later, and they spent about two and a quarter hours together exploring the site they had named Tranquility Base upon landing. Armstrong and Aldrin collected 47.5 pounds (21.5 kg) of lunar material to bring back to Earth as pilot Michael Collins flew the Command Module *Columbia* in lunar orbit.

## Mission timeline

| Event | Date | Time (UTC) |
| --- | --- | --- |
| Launch | July 16 | 13:32:00 |
| Translunar injection | July 16 | 16:22:13 |
| Lunar orbit insertion | July 19 | 17:21:50 |
| Eagle undocks from Columbia | July 20 | 17:44:00 |
| Powered descent initiation | July 20 | 20:05:05 |
| Lunar landing | July 20 | 20:17:40 |
| EVA start (hatch open) | July 21 | 02:39:33 |
| Armstrong's first step | July 21 | 02:56:15 |
| EVA end | July 21 | 05:11:13 |
| Lunar ascent | July 21 | 17:54:00 |
| Docking with Columbia | July 21 | 21:35:00 |
| Trans-Earth injection | July 22 | 04:55:42 |
| Splashdown | July 24 | 16:50:35 |
"""))
    t.append(m.add(a11_landing="July 20, 1969, 20:17:40 UTC (Tranquility Base)", a11_first_step="July 21, 1969, 02:56:15 UTC",
                   a11_eva_duration="2 h 31 min 40 s", a11_splashdown="July 24, 1969, 16:50:35 UTC, recovered by USS Hornet"))
    t.append((search("NASA Apollo 11 mission overview Eagle has landed 4:17 p.m. EDT"), sr(
        ("https://www.nasa.gov/mission/apollo-11/", "Apollo 11 - NASA",
         "The lunar module Eagle landed in the Sea of Tranquility at 4:17 p.m. EDT on July 20, 1969 ...", "N/A"),
        ("https://www.nasa.gov/history/july-20-1969-one-giant-leap-for-mankind/", "July 20, 1969: One Giant Leap For Mankind - NASA",
         "At 10:56 p.m. EDT Armstrong is ready to plant the first human foot on another world ...", "Jul 20, 2019"),
        ("https://www.hq.nasa.gov/alsj/a11/a11.landing.html", "The First Lunar Landing - Apollo Lunar Surface Journal",
         "Transcript and commentary of Eagle's powered descent, including the 1202 and 1201 program alarms ...", "N/A"),
        ("https://www.jfklibrary.org/learn/about-jfk/jfk-in-history/space-program", "Space Program | JFK Library",
         "President Kennedy's 1961 goal of landing a man on the Moon before the end of the decade ...", "N/A"),
        ("https://www.smithsonianmag.com/science-nature/eagle-has-landed-180972653/", "The Eagle Has Landed",
         "With less than a minute of fuel margin reported, Armstrong took manual control ...", "Jul 16, 2019"),
    )))
    t.append((extract("https://www.nasa.gov/history/july-20-1969-one-giant-leap-for-mankind/", "landing and first step times"), """# July 20, 1969: One Giant Leap For Mankind

NASA History — July 20, 2019 (updated)

On July 20, 1969, American astronauts Neil Armstrong (1930-2012) and Edwin "Buzz" Aldrin (1930- ) became the first humans ever to land on the Moon.

About six-and-a-half hours later, Armstrong became the first person to walk on the Moon. As he took his first step, Armstrong famously said, "That's one small step for man, one giant leap for mankind."

## Timeline (Eastern Daylight Time)
- **4:17 p.m. EDT, July 20** — The lunar module *Eagle* touches down in the Sea of Tranquility. Armstrong radios: "Houston, Tranquility Base here. The Eagle has landed."
- **10:39 p.m. EDT** — The hatch opens and Armstrong begins to make his way down the ladder.
- **10:56 p.m. EDT** — Armstrong's left boot touches the lunar surface.
- **11:15 p.m. EDT** — Aldrin joins Armstrong on the surface.
- **1:11 a.m. EDT, July 21** — Both astronauts are back inside *Eagle* and the hatch is closed.

The Apollo 11 mission occurred eight years after President Kennedy announced a national goal of "landing a man on the moon and returning him safely to the Earth" before the end of the 1960s. The astronauts left behind a plaque reading "Here men from the planet Earth first set foot upon the Moon, July 1969 A.D. We came in peace for all mankind."

Columbia splashed down in the Pacific Ocean on July 24, 1969, and the crew was recovered by the USS Hornet.
"""))
    t.append((search("Apollo 11 Armstrong first step time UTC moonwalk duration"), sr(
        (wiki, "Apollo 11 - Wikipedia",
         "... Armstrong became the first person to step onto the Moon's surface six hours and 39 minutes later, on July 21 at 03:56 UTC. Aldrin joined him 19 minutes later ...", "N/A"),
        ("https://www.hq.nasa.gov/alsj/a11/a11.step.html", "One Small Step - Apollo Lunar Surface Journal",
         "Mission elapsed time 109:24:15 — Armstrong steps off the footpad ...", "N/A"),
        ("https://www.rmg.co.uk/stories/topics/apollo-11-moon-landing-timeline", "Apollo 11 Moon landing timeline | Royal Museums Greenwich",
         "The moonwalk lasted about two and a half hours, with the hatch closed at 05:11 UTC ...", "N/A"),
        ("https://www.bbc.co.uk/newsround/48784950", "Apollo 11: How long did they spend on the Moon?",
         "The astronauts spent 21 and a half hours on the lunar surface, but only about two and a half hours outside ...", "Jul 16, 2019"),
        ("https://www.theguardian.com/science/2019/jul/20/apollo-11-moon-landing-minute-by-minute", "Apollo 11 moon landing, minute by minute",
         "3.56am BST: Armstrong steps on to the lunar surface ...", "Jul 20, 2019"),
        ("https://www.quora.com/How-long-was-Neil-Armstrong-on-the-moon", "How long was Neil Armstrong on the moon? - Quora",
         "About 2 hours 31 minutes of EVA, out of a 21.6 hour stay ...", "N/A"),
    )))
    t.append(m.get("a11_landing", "a11_splashdown"))
    t.append(m.add(a11_time_on_surface="21 h 36 min 20 s", a11_samples="21.55 kg (47.5 lb)"))
    t.append(m.get("a11_time_on_surface", "a11_samples", "a11_eva_duration"))
    return t


# ---------------------------------------------------------------------------------------------------------
def pdb_entry(pid: str, title: str, emd: str, res: str, dep: str, chains: str, pmid: str) -> str:
    return f"""# {pid}: {title}

**PDB DOI:** https://doi.org/10.2210/pdb{pid}/pdb
**EM Map:** {emd}: EMDB  EMDataResource

| | |
| --- | --- |
| Classification | VIRAL PROTEIN |
| Organism(s) | Severe acute respiratory syndrome coronavirus 2 |
| Expression System | Homo sapiens |
| Mutation(s) | Yes |
| Deposited | {dep} |
| Released | 2020-03-11 |
| Deposition Author(s) | Walls, A.C., Park, Y.J., Tortorici, M.A., Wall, A., McGuire, A.T., Veesler, D. |
| Funding Organization(s) | National Institutes of Health/NIGMS, Burroughs Wellcome Fund |

## Experimental Data Snapshot

| | |
| --- | --- |
| Method | ELECTRON MICROSCOPY |
| Resolution | {res} |
| Aggregation State | PARTICLE |
| Reconstruction Method | SINGLE PARTICLE |

## Macromolecule Content

| Molecule | Chains | Sequence Length | Organism | Details |
| --- | --- | --- | --- | --- |
| Spike glycoprotein | {chains} | 1,288 | SARS-CoV-2 | Prefusion-stabilized ectodomain (2P), furin site abrogated |

## Primary Citation

**Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein.**
Walls, A.C., Park, Y.J., Tortorici, M.A., Wall, A., McGuire, A.T., Veesler, D.
(2020) *Cell* **181**: 281-292.e6
PubMed: {pmid}  Search on PubMed
DOI: https://doi.org/10.1016/j.cell.2020.02.058
Primary Citation of Related Structures: 6VXX, 6VYB
"""


def spike_pdb() -> T:
    # BAD: niche scientific data (PDB). The 6VXX entry (turn 2) and the PubMed page (turn 5) give the Walls et al.
    # 2020 Cell paper PMID 32155444 (stored turn 6); the 6VYB entry in turn 8 gives the same paper's PubMed ID as
    # 32155445. Only contradiction; resolutions, dates and EMDB ids stay consistent.
    m = Mem()
    t: T = []
    t.append((search("SARS-CoV-2 spike glycoprotein cryo-EM structure closed state PDB 6VXX resolution"), sr(
        ("https://www.rcsb.org/structure/6VXX", "RCSB PDB - 6VXX: Structure of the SARS-CoV-2 spike glycoprotein (closed state)",
         "6VXX: Structure of the SARS-CoV-2 spike glycoprotein (closed state). PDB DOI: 10.2210/pdb6VXX/pdb. Method: ELECTRON MICROSCOPY. Resolution: 2.80 Å ...", "N/A"),
        ("https://www.ebi.ac.uk/pdbe/entry/pdb/6vxx", "PDBe < 6vxx - Structure of the SARS-CoV-2 spike glycoprotein (closed state)",
         "Cryo-EM structure at 2.8 Å, EMD-21452. Released 2020-03-11 ...", "N/A"),
        ("https://www.ebi.ac.uk/emdb/EMD-21452", "EMD-21452 - SARS-CoV-2 spike glycoprotein (closed state)",
         "EMDB entry; sample: SARS-CoV-2 S ectodomain trimer; resolution 2.8 Å ...", "N/A"),
        ("https://www.cell.com/cell/fulltext/S0092-8674(20)30262-2", "Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein: Cell",
         "We report cryo-EM structures of the SARS-CoV-2 spike glycoprotein ectodomain in the closed and partially open conformations ...", "Mar 9, 2020"),
        ("https://www.rcsb.org/structure/6VSB", "RCSB PDB - 6VSB: Prefusion 2019-nCoV spike glycoprotein with a single receptor-binding domain up",
         "Wrapp et al. 2020 Science. Resolution: 3.46 Å ...", "N/A"),
        ("https://pdb101.rcsb.org/motm/246", "PDB-101: Molecule of the Month: SARS-CoV-2 Spike",
         "Structures 6vxx and 6vyb show the spike in closed and open forms ...", "Jun 2020"),
        ("https://www.biorxiv.org/content/10.1101/2020.02.19.956581v1", "Structure, function and antigenicity of the SARS-CoV-2 spike glycoprotein | bioRxiv",
         "Preprint posted February 20, 2020 ...", "Feb 20, 2020"),
    )))
    t.append((extract("https://www.rcsb.org/structure/6VXX", "resolution, dates, EMDB id and primary citation"), pdb_entry(
        "6VXX", "Structure of the SARS-CoV-2 spike glycoprotein (closed state)", "EMD-21452", "2.80 Å",
        "2020-02-25", "A, B, C", "32155444")))
    t.append(m.add(spike_closed_pdb="6VXX (EMD-21452), cryo-EM 2.80 Å, deposited 2020-02-25, released 2020-03-11"))
    t.append((search("Walls 2020 Cell Structure Function Antigenicity SARS-CoV-2 Spike Glycoprotein PubMed"), sr(
        ("https://pubmed.ncbi.nlm.nih.gov/32155444/", "Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein - PubMed",
         "Walls AC, Park YJ, Tortorici MA, Wall A, McGuire AT, Veesler D. Cell. 2020 Apr 16;181(2):281-292.e6. doi: 10.1016/j.cell.2020.02.058 ...", "N/A"),
        ("https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7102599/", "Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein - PMC",
         "Free full text. SARS-CoV-2 S uses ACE2 to enter cells; the receptor-binding domains of SARS-CoV-2 S and SARS-CoV S bind with similar affinities ...", "N/A"),
        ("https://www.cell.com/cell/fulltext/S0092-8674(20)30262-2", "Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein: Cell",
         "Published: March 09, 2020 ...", "Mar 9, 2020"),
        ("https://scholar.google.com/scholar?cluster=1234", "Google Scholar",
         "Cited by 9,000+ ...", "N/A"),
    )))
    t.append((extract("https://pubmed.ncbi.nlm.nih.gov/32155444/", "citation details and identifiers"), """# Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein

Alexandra C Walls, Young-Jun Park, M Alejandra Tortorici, Abigail Wall, Andrew T McGuire, David Veesler

*Cell.* 2020 Apr 16;181(2):281-292.e6. doi: 10.1016/j.cell.2020.02.058. Epub 2020 Mar 9.

| Identifier | Value |
| --- | --- |
| PMID | 32155444 |
| PMCID | PMC7102599 |
| DOI | 10.1016/j.cell.2020.02.058 |

## Abstract

The emergence of SARS-CoV-2 has resulted in >90,000 infections and >3,000 deaths. Coronavirus spike (S) glycoproteins promote entry into cells and are the main target of antibodies. We show that SARS-CoV-2 S uses ACE2 to enter cells and that the receptor-binding domains of SARS-CoV-2 S and SARS-CoV S bind with similar affinities to human ACE2, correlating with the efficient spread of SARS-CoV-2 among humans. We found that the SARS-CoV-2 S glycoprotein harbors a furin cleavage site at the boundary between the S1/S2 subunits, which is processed during biogenesis and sets this virus apart from SARS-CoV and SARS-related CoVs. We determined cryo-EM structures of the SARS-CoV-2 S ectodomain trimer, providing a blueprint for the design of vaccines and inhibitors of viral entry. Finally, we demonstrate that SARS-CoV S murine polyclonal antibodies potently inhibited SARS-CoV-2 S mediated entry into cells, indicating that cross-neutralizing antibodies targeting conserved S epitopes can be elicited upon vaccination.

**Keywords:** 2019-nCoV; COVID-19; SARS-CoV-2; coronavirus; cryo-EM; spike glycoprotein; vaccines.

## Data availability
Cryo-EM maps and atomic models: EMD-21452 / PDB 6VXX (closed state); EMD-21457 / PDB 6VYB (one RBD open).

## Grants
R01GM120553 (NIGMS); HHSN272201700059C (NIAID)
"""))
    t.append(m.add(walls2020_citation="Walls AC et al. Cell 2020;181(2):281-292.e6, PMID 32155444, PMCID PMC7102599, doi 10.1016/j.cell.2020.02.058",
                   spike_open_pdb_expected="6VYB (EMD-21457), one RBD open"))
    t.append((search("6VYB SARS-CoV-2 spike ectodomain open state resolution"), sr(
        ("https://www.rcsb.org/structure/6VYB", "RCSB PDB - 6VYB: SARS-CoV-2 spike ectodomain structure (open state)",
         "6VYB: SARS-CoV-2 spike ectodomain structure (open state). Method: ELECTRON MICROSCOPY. Resolution: 3.20 Å ...", "N/A"),
        ("https://www.ebi.ac.uk/pdbe/entry/pdb/6vyb", "PDBe < 6vyb - SARS-CoV-2 spike ectodomain structure (open state)",
         "Cryo-EM, 3.2 Å, EMD-21457 ...", "N/A"),
        ("https://www.ebi.ac.uk/emdb/EMD-21457", "EMD-21457 - SARS-CoV-2 spike ectodomain (open state)",
         "EMDB entry; one receptor-binding domain in the up conformation ...", "N/A"),
        ("https://pdb101.rcsb.org/motm/246", "PDB-101: Molecule of the Month: SARS-CoV-2 Spike",
         "Structures 6vxx and 6vyb show the spike in closed and open forms ...", "Jun 2020"),
    )))
    t.append(drift((extract("https://www.rcsb.org/structure/6VYB", "resolution, dates, EMDB id and primary citation"), pdb_entry(
        "6VYB", "SARS-CoV-2 spike ectodomain structure (open state)", "EMD-21457", "3.20 Å",
        "2020-02-26", "A, B, C", "32155444")), "PubMed: 32155444", "PubMed: 32155445"))
    t.append(m.add(spike_open_pdb="6VYB (EMD-21457), cryo-EM 3.20 Å, deposited 2020-02-26, released 2020-03-11"))
    t.append(m.get("spike_closed_pdb", "spike_open_pdb"))
    return t


# ---------------------------------------------------------------------------------------------------------
PL_TABLE = [("Manchester City", 28, 7, 3, 96, 34, 91), ("Arsenal", 28, 5, 5, 91, 29, 89),
            ("Liverpool", 24, 10, 4, 86, 41, 82), ("Aston Villa", 20, 8, 10, 76, 61, 68),
            ("Tottenham Hotspur", 20, 6, 12, 74, 61, 66), ("Chelsea", 18, 9, 11, 77, 63, 63),
            ("Newcastle United", 18, 6, 14, 85, 62, 60), ("Manchester United", 18, 6, 14, 57, 58, 60),
            ("West Ham United", 14, 10, 14, 60, 74, 52), ("Crystal Palace", 13, 10, 15, 57, 58, 49),
            ("Brighton & Hove Albion", 12, 12, 14, 55, 62, 48), ("AFC Bournemouth", 13, 9, 16, 54, 67, 48),
            ("Fulham", 13, 8, 17, 55, 61, 47), ("Wolverhampton Wanderers", 13, 7, 18, 50, 65, 46),
            ("Everton", 13, 9, 16, 40, 51, 40), ("Brentford", 10, 9, 19, 56, 65, 39),
            ("Nottingham Forest", 9, 9, 20, 49, 67, 32), ("Luton Town", 6, 8, 24, 52, 85, 26),
            ("Burnley", 5, 9, 24, 41, 78, 24), ("Sheffield United", 3, 7, 28, 35, 104, 16)]


def pl_table_md() -> str:
    rows = []
    for i, (club, w, d, lo, gf, ga, pts) in enumerate(PL_TABLE, 1):
        gd = gf - ga
        note = {1: "Champions; Champions League", 2: "Champions League", 3: "Champions League", 4: "Champions League",
                5: "Europa League", 6: "Conference League", 7: "", 8: "FA Cup winners; Europa League",
                15: "8 points deducted", 17: "4 points deducted", 18: "Relegated", 19: "Relegated", 20: "Relegated"}.get(i, "")
        rows.append(f"| {i} | {club} | 38 | {w} | {d} | {lo} | {gf} | {ga} | {gd:+d} | {pts} | {note} |")
    return ("| Pos | Team | Pld | W | D | L | GF | GA | GD | Pts | Qualification or relegation |\n"
            "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n" + "\n".join(rows))


def premier_league() -> T:
    # BAD: sports. Turn 6 adds pl2324_golden_boot ("Successfully added"); nothing removes it, yet the turn 9
    # retrieve answers "Key not found" for it while returning the other three keys. Only contradiction.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/2023%E2%80%9324_Premier_League"
    t: T = []
    t.append((search("Premier League 2023-24 final table points champions"), sr(
        (wiki, "2023–24 Premier League - Wikipedia",
         "Manchester City won their fourth consecutive title, a record, finishing two points ahead of Arsenal with 91 points ...", "N/A"),
        ("https://www.premierleague.com/tables?co=1&se=578", "Premier League Table, Form Guide & Season Archives",
         "2023/24 season: Man City 91, Arsenal 89, Liverpool 82, Aston Villa 68, Spurs 66 ...", "N/A"),
        ("https://www.bbc.com/sport/football/premier-league/table", "Premier League Table - BBC Sport",
         "Premier League table, including home and away, and form guide ...", "N/A"),
        ("https://www.skysports.com/premier-league-table/2023", "Premier League Table 2023/24 | Sky Sports",
         "Final standings of the 2023/24 Premier League season ...", "May 19, 2024"),
        ("https://www.theguardian.com/football/2024/may/19/manchester-city-west-ham-premier-league-match-report", "Manchester City 3-1 West Ham: City win fourth successive title",
         "Phil Foden's double secured a record fourth consecutive league title for Pep Guardiola's side ...", "May 19, 2024"),
        ("https://www.espn.com/soccer/standings/_/league/ENG.1/season/2023", "English Premier League Standings 2023-24 - ESPN",
         "Man City 91 pts, Arsenal 89, Liverpool 82 ...", "N/A"),
        ("https://www.reddit.com/r/PremierLeague/comments/1cvzq7w/final_table_202324/", "Final table 2023/24 : r/PremierLeague",
         "Sheffield United conceded 104, the most in a 38-game season ...", "May 19, 2024"),
    )))
    t.append((extract(wiki, "final league table"), f"""# 2023–24 Premier League

From Wikipedia, the free encyclopedia

| Season | 2023–24 |
| --- | --- |
| Dates | 11 August 2023 – 19 May 2024 |
| Champions | Manchester City (8th Premier League title, 10th English title) |
| Relegated | Luton Town, Burnley, Sheffield United |
| Champions League | Manchester City, Arsenal, Liverpool, Aston Villa |
| Europa League | Tottenham Hotspur, Manchester United |
| Conference League | Chelsea |
| Matches played | 380 |
| Goals scored | 1,246 (3.28 per match) |
| Top goalscorer | Erling Haaland (27 goals) |

The **2023–24 Premier League** was the 32nd season of the Premier League. Manchester City won a record fourth consecutive title on the final day, beating West Ham United 3–1 to finish two points ahead of Arsenal.

## League table

{pl_table_md()}

Everton were deducted 10 points in November 2023, reduced to 6 on appeal, and a further 2 points in April 2024 (8 in total). Nottingham Forest were deducted 4 points in March 2024 for breaching profit and sustainability rules.
"""))
    t.append(m.add(pl2324_champion="Manchester City, 91 pts (28W 7D 3L), 4th consecutive title",
                   pl2324_runner_up="Arsenal, 89 pts (28W 5D 5L)", pl2324_third="Liverpool, 82 pts"))
    t.append((search("Premier League 2023-24 top scorers Golden Boot Haaland Palmer Isak"), sr(
        ("https://www.premierleague.com/stats/top/players/goals?se=578", "Premier League Player Stats - Goals 2023/24",
         "1 Erling Haaland 27; 2 Cole Palmer 22; 3 Alexander Isak 21; 4 Ollie Watkins 19; 4 Phil Foden 19; 4 Dominic Solanke 19 ...", "N/A"),
        ("https://www.bbc.com/sport/football/articles/c3gg7y5z0g0o", "Haaland wins Golden Boot with 27 goals",
         "Erling Haaland has won the Premier League Golden Boot for the second season in a row ...", "May 19, 2024"),
        (wiki, "2023–24 Premier League - Wikipedia",
         "Top scorers: Erling Haaland (27), Cole Palmer (22), Alexander Isak (21) ...", "N/A"),
        ("https://www.skysports.com/football/news/11095/13138412/premier-league-awards-2023-24", "Premier League awards 2023/24: Foden Player of the Season",
         "Phil Foden named Player of the Season; Cole Palmer Young Player of the Season ...", "May 25, 2024"),
        ("https://www.transfermarkt.com/premier-league/torschuetzenliste/wettbewerb/GB1/saison_id/2023", "Premier League 23/24 - Top goalscorers | Transfermarkt",
         "Haaland 27 goals in 31 appearances ...", "N/A"),
    )))
    t.append((extract("https://www.premierleague.com/stats/top/players/goals?se=578", "top 10 goalscorers"), """# Premier League Player Stats — Goals

Season: 2023/24   Competition: Premier League

| Rank | Player | Club | Nationality | Stat |
| --- | --- | --- | --- | --- |
| 1 | Erling Haaland | Manchester City | Norway | 27 |
| 2 | Cole Palmer | Chelsea | England | 22 |
| 3 | Alexander Isak | Newcastle United | Sweden | 21 |
| 4 | Ollie Watkins | Aston Villa | England | 19 |
| 4 | Phil Foden | Manchester City | England | 19 |
| 4 | Dominic Solanke | AFC Bournemouth | England | 19 |
| 7 | Mohamed Salah | Liverpool | Egypt | 18 |
| 8 | Son Heung-min | Tottenham Hotspur | South Korea | 17 |
| 9 | Jarrod Bowen | West Ham United | England | 16 |
| 10 | Bukayo Saka | Arsenal | England | 16 |
| 10 | Jean-Philippe Mateta | Crystal Palace | France | 16 |
"""))
    t.append(m.add(pl2324_golden_boot="Erling Haaland (Manchester City), 27 goals; Palmer 22, Isak 21"))
    t.append((search("Premier League 2023-24 relegated teams Luton Burnley Sheffield United"), sr(
        ("https://www.bbc.com/sport/football/68955123", "Burnley relegated from Premier League after defeat by Tottenham",
         "Burnley's relegation was confirmed with a 2-1 defeat at Tottenham ...", "May 11, 2024"),
        ("https://www.theguardian.com/football/2024/may/19/luton-relegated-premier-league-fulham", "Luton relegated after one season in the Premier League",
         "Luton's fate was effectively sealed on the penultimate weekend and confirmed on the final day ...", "May 19, 2024"),
        ("https://www.skysports.com/football/news/11095/13125011/sheffield-united-relegated", "Sheffield United relegated with five games to spare",
         "Sheffield United became the first team to be relegated after a 5-1 defeat at Newcastle ...", "Apr 27, 2024"),
        (wiki, "2023–24 Premier League - Wikipedia",
         "Relegated: Luton Town, Burnley, Sheffield United — all three promoted sides went straight back down ...", "N/A"),
        ("https://www.espn.com/soccer/story/_/id/40160000/promoted-clubs-relegated", "All three promoted clubs relegated for first time since 1997-98",
         "Luton, Burnley and Sheffield United all go back to the Championship ...", "May 19, 2024"),
    )))
    t.append(m.add(pl2324_relegated="Luton Town (26 pts), Burnley (24 pts), Sheffield United (16 pts)"))
    bad = dict(json.loads(m.get("pl2324_champion", "pl2324_runner_up", "pl2324_golden_boot", "pl2324_relegated")[1]))
    bad["pl2324_golden_boot"] = "Key not found"
    t.append((memory("retrieve", key_list=["pl2324_champion", "pl2324_runner_up", "pl2324_golden_boot", "pl2324_relegated"]),
              json.dumps(bad, indent=2, ensure_ascii=False)))
    t.append((search("Manchester City West Ham 3-1 19 May 2024 Foden"), sr(
        ("https://www.theguardian.com/football/2024/may/19/manchester-city-west-ham-premier-league-match-report", "Manchester City 3-1 West Ham: City win fourth successive title",
         "Phil Foden's double secured a record fourth consecutive league title for Pep Guardiola's side ...", "May 19, 2024"),
        ("https://www.bbc.com/sport/football/68964123", "Man City 3-1 West Ham: City win record fourth successive Premier League title",
         "Foden scored twice in the opening 18 minutes and Rodri added a third ...", "May 19, 2024"),
        ("https://www.premierleague.com/match/93705", "Man City v West Ham, 2023/24 | Premier League",
         "Foden 2', 18', Rodri 59'; Kudus 42' ...", "May 19, 2024"),
        ("https://www.espn.com/soccer/report/_/gameId/671043", "Man City 3-1 West Ham (May 19, 2024) Final Score",
         "Arsenal beat Everton 2-1 but finished two points behind ...", "May 19, 2024"),
    )))
    t.append((extract("https://www.bbc.com/sport/football/68964123", "match summary and title facts"), """# Man City 3-1 West Ham: City win record fourth successive Premier League title

By Simon Stone, BBC Sport at Etihad Stadium — 19 May 2024

Manchester City became the first team to win four successive English top-flight titles as Phil Foden's double and Rodri's strike saw off West Ham at the Etihad Stadium.

Foden curled in from the edge of the area after 78 seconds and turned in Jeremy Doku's cross in the 18th minute. Mohammed Kudus pulled one back with an overhead kick in the 42nd minute before Rodri's low shot in the 59th minute settled the nerves.

Arsenal's 2-1 win over Everton meant they finished two points behind, on 89.

## Key facts
- City finished on 91 points, with 28 wins, seven draws and three defeats.
- It is Pep Guardiola's sixth Premier League title in seven seasons.
- City are unbeaten in 35 matches in all competitions.
- Erling Haaland finished with 27 league goals to win the Golden Boot.

## Line-ups
**Man City:** Ortega; Walker, Dias, Gvardiol, Aké; Rodri, Kovacic; Bernardo, Foden, Doku; Haaland.
**West Ham:** Fabianski; Coufal, Zouma, Kilman, Emerson; Soucek, Alvarez; Bowen, Paquetá, Kudus; Antonio.
"""))
    t.append(m.add(pl2324_final_day="Man City 3-1 West Ham (Foden 2', 18', Rodri 59'; Kudus 42'), 19 May 2024"))
    return t


# =========================================================================================================
# Clean trajectories
# =========================================================================================================
def apple_mcap() -> T:
    # CLEAN: company facts. Apple's market value differs across dated sources ($3.04T on Jun 30, 2023; $2.875T on
    # Jan 12, 2024 when Microsoft passed it; $3.76T on Dec 13, 2024): time-dependent, every figure carries its date.
    m = Mem()
    t: T = []
    t.append((search("Apple market capitalization first company close above $3 trillion"), sr(
        ("https://www.reuters.com/technology/apple-becomes-first-company-close-with-3-trillion-market-value-2023-06-30/", "Apple becomes first company to close with $3 trillion market value",
         "Apple shares closed up 2.3% at $193.97 on Friday, giving the iPhone maker a market value of $3.04 trillion ...", "Jun 30, 2023"),
        ("https://www.cnbc.com/2022/01/03/apple-becomes-first-us-company-to-hit-3-trillion-market-cap.html", "Apple becomes first U.S. company to hit $3 trillion market value",
         "Apple briefly touched $182.88 in intraday trading Monday before closing just below the $3 trillion mark ...", "Jan 3, 2022"),
        ("https://companiesmarketcap.com/apple/marketcap/", "Apple (AAPL) - Market capitalization",
         "Market cap: $3.763 Trillion. As of December 2024 Apple has a market cap of $3.763 Trillion USD, making it the world's most valuable company ...", "Dec 13, 2024"),
        ("https://www.reuters.com/technology/microsoft-overtakes-apple-worlds-most-valuable-company-2024-01-12/", "Microsoft overtakes Apple as world's most valuable company",
         "Microsoft ended the session valued at $2.887 trillion, ahead of Apple's $2.875 trillion ...", "Jan 12, 2024"),
        ("https://www.macrotrends.net/stocks/charts/AAPL/apple/market-cap", "Apple Market Cap 2010-2024 | AAPL",
         "Apple market cap history and chart from 2010 to 2024. Market capitalization is the total value of all outstanding shares ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_public_corporations_by_market_capitalization", "List of public corporations by market capitalization - Wikipedia",
         "Apple was the first U.S. company valued at over $1 trillion (August 2018), $2 trillion (August 2020) and $3 trillion (January 2022, intraday) ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2024-06-18/nvidia-becomes-world-s-most-valuable-company", "Nvidia Passes Microsoft as World's Most Valuable Company",
         "Nvidia's market value rose to $3.34 trillion, briefly overtaking Microsoft and Apple ...", "Jun 18, 2024"),
    )))
    t.append((extract("https://www.reuters.com/technology/apple-becomes-first-company-close-with-3-trillion-market-value-2023-06-30/", "closing price and market value"), """# Apple becomes first company to close with $3 trillion market value

By Noel Randewich and Sinéad Carew — June 30, 2023, 4:32 PM EDT

SAN FRANCISCO, June 30 (Reuters) - Apple Inc (AAPL.O) on Friday became the first company to close with a stock market value above $3 trillion, as investors shrugged off concerns about rising interest rates and bet on the iPhone maker's ability to generate revenue from new products.

Apple shares rose 2.3% to close at a record high of $193.97, giving the company a market capitalization of $3.04 trillion, according to Refinitiv data.

Apple had first hit an intraday value of $3 trillion in January 2022 but closed that session just below the mark.

## Key figures
| Metric | Value |
| --- | --- |
| Closing price (June 30, 2023) | $193.97 |
| Daily change | +2.3% |
| Market value at close | $3.04 trillion |
| Year-to-date gain (2023) | about 49% |
| Next most valuable U.S. company | Microsoft, about $2.53 trillion |

Apple's stock has been buoyed by expectations for its Vision Pro mixed-reality headset, unveiled in June and due to go on sale next year.
"""))
    t.append(m.add(aapl_first_3t_close="June 30, 2023: closed at $193.97, market value $3.04 trillion (Reuters/Refinitiv)"))
    t.append((search("Microsoft overtakes Apple most valuable company January 12 2024 market value"), sr(
        ("https://www.reuters.com/technology/microsoft-overtakes-apple-worlds-most-valuable-company-2024-01-12/", "Microsoft overtakes Apple as world's most valuable company",
         "Microsoft ended the session valued at $2.887 trillion, ahead of Apple's $2.875 trillion ...", "Jan 12, 2024"),
        ("https://www.cnbc.com/2024/01/12/microsoft-passes-apple-as-most-valuable-company.html", "Microsoft closes above Apple as most valuable public company",
         "Apple shares have slipped about 3% in 2024 on concerns about iPhone demand in China ...", "Jan 12, 2024"),
        ("https://www.ft.com/content/7f8c0b1e-microsoft-apple-valuation", "Microsoft dethrones Apple as world's most valuable company",
         "The switch comes after analysts downgraded Apple over weak iPhone sales ...", "Jan 12, 2024"),
        ("https://www.theverge.com/2024/1/12/24036436/microsoft-apple-most-valuable-company", "Microsoft is once again the world's most valuable company",
         "Microsoft last held the title in 2021 ...", "Jan 12, 2024"),
        ("https://companiesmarketcap.com/", "Companies ranked by Market Cap - CompaniesMarketCap.com",
         "Largest companies by market capitalization, updated daily ...", "N/A"),
    )))
    t.append((extract("https://www.reuters.com/technology/microsoft-overtakes-apple-worlds-most-valuable-company-2024-01-12/", "closing values of Microsoft and Apple"), """# Microsoft overtakes Apple as world's most valuable company

By Noel Randewich — January 12, 2024, 4:45 PM EST

Jan 12 (Reuters) - Microsoft (MSFT.O) ended Friday's session as the world's most valuable company, overtaking Apple (AAPL.O), whose shares have slipped on concerns about demand for iPhones.

Microsoft's shares rose 1% to close at $388.47, giving it a market value of $2.887 trillion. Apple's shares fell 0.3% to $185.92, leaving it with a market capitalization of $2.875 trillion.

Apple's stock is down about 3.5% since the start of 2024 and roughly 6% below its record close of $198.11 on Dec. 14, 2023. Its market value had first closed above $3 trillion on June 30, 2023.

| Company | Close (Jan 12, 2024) | Market value |
| --- | --- | --- |
| Microsoft | $388.47 | $2.887 trillion |
| Apple | $185.92 | $2.875 trillion |
| Alphabet | $144.24 | $1.79 trillion |
| Amazon | $154.62 | $1.60 trillion |
| Nvidia | $547.10 | $1.35 trillion |
"""))
    t.append(m.add(most_valuable_2024_01_12="Microsoft $2.887T vs Apple $2.875T at close, Jan 12, 2024 (Reuters)"))
    t.append(m.all())
    t.append((extract("https://companiesmarketcap.com/apple/marketcap/", "current market cap and year-end history"), """# Apple (AAPL) - Market capitalization

**Market cap:** $3.763 Trillion USD

As of December 2024 Apple has a market cap of $3.763 Trillion USD. This makes Apple the world's most valuable company according to our data.

## Market cap history of Apple from 2010 to 2024

| Year | Market cap | Change |
| --- | --- | --- |
| 2024 | $3.763 T | 27.8% |
| 2023 | $2.944 T | 45.9% |
| 2022 | $2.017 T | -28.0% |
| 2021 | $2.801 T | 35.7% |
| 2020 | $2.063 T | 78.9% |
| 2019 | $1.153 T | 85.1% |
| 2018 | $0.623 T | -7.3% |

Data as of Dec 13, 2024. The 2024 value is the latest close; earlier years use the last trading day of the year.

## Ranking
| Rank | Company | Market cap |
| --- | --- | --- |
| 1 | Apple | $3.763 T |
| 2 | Microsoft | $3.320 T |
| 3 | NVIDIA | $3.289 T |
"""))
    return t


# ---------------------------------------------------------------------------------------------------------
def djokovic() -> T:
    # CLEAN: sports. Djokovic's Grand Slam count is 22 in a Jan 2023 article, 24 in a Sep 2023 article and still
    # 24 after the 2024 season (Wimbledon final lost, Olympic gold is not a major); memory key updated accordingly.
    m = Mem()
    t: T = []
    t.append((search("Novak Djokovic total Grand Slam singles titles"), sr(
        ("https://en.wikipedia.org/wiki/Novak_Djokovic", "Novak Djokovic - Wikipedia",
         "Djokovic has won a record 24 Grand Slam men's singles titles, including a record ten Australian Open titles ...", "N/A"),
        ("https://www.atptour.com/en/news/djokovic-us-open-2023-final", "Djokovic Beats Medvedev For 24th Major Title",
         "Novak Djokovic defeated Daniil Medvedev 6-3, 7-6(5), 6-3 to win the US Open and claim his 24th Grand Slam crown ...", "Sep 10, 2023"),
        ("https://www.espn.com/tennis/story/_/id/35540123/djokovic-beats-tsitsipas-australian-open", "Djokovic wins 10th Australian Open, ties Nadal with 22 majors",
         "Djokovic beat Stefanos Tsitsipas 6-3, 7-6 (4), 7-6 (5) to draw level with Rafael Nadal on 22 Grand Slam titles ...", "Jan 29, 2023"),
        ("https://www.theguardian.com/sport/2023/jun/11/novak-djokovic-casper-ruud-french-open-final", "Djokovic beats Ruud to win record 23rd grand slam title",
         "Djokovic moves one clear of Nadal with a 7-6 (1), 6-3, 7-5 win at Roland Garros ...", "Jun 11, 2023"),
        ("https://www.olympics.com/en/news/novak-djokovic-gold-medal-paris-2024", "Djokovic completes Golden Slam with Olympic gold",
         "Djokovic beat Carlos Alcaraz 7-6(3), 7-6(2) to win gold at Roland Garros ...", "Aug 4, 2024"),
        ("https://www.tennis.com/news/articles/grand-slam-titles-leaders-men", "Most Grand Slam titles in men's tennis history",
         "Djokovic 24, Nadal 22, Federer 20, Sampras 14 ...", "Nov 20, 2024"),
        ("https://www.reddit.com/r/tennis/comments/16fbm3x/djokovic_24/", "Djokovic 24 : r/tennis",
         "Ties Margaret Court's all-time record of 24 singles majors ...", "Sep 11, 2023"),
    )))
    t.append((extract("https://www.atptour.com/en/news/djokovic-us-open-2023-final", "score and title count"), """# Djokovic Beats Medvedev For 24th Major Title

ATP Staff — September 10, 2023

Novak Djokovic won his 24th Grand Slam championship on Sunday evening at the US Open, defeating Daniil Medvedev 6-3, 7-6(5), 6-3 in three hours and 17 minutes.

The Serbian, who was denied entry to the United States in 2022, lifted the trophy in Flushing Meadows for a fourth time (2011, 2015, 2018, 2023). He ties Margaret Court's all-time record of 24 major singles titles.

## Djokovic's 2023 Grand Slam record

| Event | Result | Final opponent | Score |
| --- | --- | --- | --- |
| Australian Open | Won (10th title) | Stefanos Tsitsipas | 6-3, 7-6(4), 7-6(5) |
| Roland Garros | Won (3rd title) | Casper Ruud | 7-6(1), 6-3, 7-5 |
| Wimbledon | Runner-up | Carlos Alcaraz | 6-1, 6-7(6), 1-6, 6-3, 4-6 |
| US Open | Won (4th title) | Daniil Medvedev | 6-3, 7-6(5), 6-3 |

Djokovic will return to No. 1 in the PIF ATP Rankings on Monday, beginning his record-extending 390th week at the top.
"""))
    t.append(m.add(djokovic_slams="24 (after 2023 US Open, Sep 10, 2023)",
                   djokovic_2023_slams="AO won, RG won, Wimbledon runner-up, USO won"))
    t.append((extract("https://www.espn.com/tennis/story/_/id/35540123/djokovic-beats-tsitsipas-australian-open", "title count at the time"), """# Djokovic wins 10th Australian Open, ties Nadal with 22 majors

ESPN — January 29, 2023

MELBOURNE, Australia — Novak Djokovic beat Stefanos Tsitsipas 6-3, 7-6 (4), 7-6 (5) on Sunday to win a record-extending 10th Australian Open title and draw level with Rafael Nadal for the most Grand Slam titles by a man, with 22.

The victory also returns Djokovic to No. 1 in the ATP rankings. A year ago he was deported from Australia before the tournament because he was not vaccinated against COVID-19.

## Men's Grand Slam singles titles (as of Jan. 29, 2023)
| Player | Titles |
| --- | --- |
| Novak Djokovic | 22 |
| Rafael Nadal | 22 |
| Roger Federer | 20 |
| Pete Sampras | 14 |
| Roy Emerson | 12 |
"""))
    t.append(m.add(djokovic_count_history="22 on Jan 29, 2023 (AO), 23 on Jun 11, 2023 (RG), 24 on Sep 10, 2023 (USO)"))
    t.append((search("Wimbledon 2024 men's final result Alcaraz Djokovic score"), sr(
        ("https://www.wimbledon.com/en_GB/news/articles/2024-07-14/alcaraz_beats_djokovic_final.html", "Alcaraz retains Wimbledon title with victory over Djokovic",
         "Carlos Alcaraz beat Novak Djokovic 6-2, 6-2, 7-6(4) to win his second consecutive Wimbledon title ...", "Jul 14, 2024"),
        ("https://www.bbc.com/sport/tennis/articles/c2v0g4dg2lpo", "Alcaraz thrashes Djokovic to retain Wimbledon title",
         "Djokovic, playing five weeks after knee surgery, missed out on a 25th Grand Slam title ...", "Jul 14, 2024"),
        ("https://www.atptour.com/en/news/alcaraz-djokovic-wimbledon-2024-final", "Alcaraz Defends Wimbledon Crown",
         "The Spaniard has now won four major titles ...", "Jul 14, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Wimbledon_Championships_%E2%80%93_Men%27s_singles", "2024 Wimbledon Championships – Men's singles - Wikipedia",
         "Carlos Alcaraz defeated Novak Djokovic in the final, 6–2, 6–2, 7–6(7–4) ...", "N/A"),
    )))
    t.append((search("Djokovic Olympic gold Paris 2024 Golden Slam still 24 majors"), sr(
        ("https://www.olympics.com/en/news/novak-djokovic-gold-medal-paris-2024", "Djokovic completes Golden Slam with Olympic gold",
         "Djokovic beat Carlos Alcaraz 7-6(3), 7-6(2) to win his first Olympic gold medal, at his fifth Games ...", "Aug 4, 2024"),
        ("https://www.atptour.com/en/news/djokovic-olympics-gold-2024", "Djokovic Wins Olympic Gold In Paris",
         "The 37-year-old adds the one big prize missing from a career that includes 24 Grand Slam titles ...", "Aug 4, 2024"),
        ("https://www.nytimes.com/athletic/5682222/2024/11/20/djokovic-2024-season-review/", "Djokovic's 2024: no majors, but Olympic gold",
         "For the first time since 2017 Djokovic ended a season without a Grand Slam title, staying on 24 ...", "Nov 20, 2024"),
        ("https://www.espn.com/tennis/story/_/id/40736123/djokovic-olympic-gold", "Djokovic finally wins Olympic gold",
         "Djokovic fell to his knees on Court Philippe-Chatrier after beating Alcaraz ...", "Aug 4, 2024"),
    )))
    t.append(m.update(djokovic_slams="24 (unchanged through the 2024 season; last major: 2023 US Open; 2024 Olympic gold is not a major)"))
    t.append(m.all())
    return t


# ---------------------------------------------------------------------------------------------------------
def rpi5() -> T:
    # CLEAN: product specs. The Sep 2023 launch post lists only 4GB/8GB; the current product page lists 2GB-16GB;
    # a mistyped URL fails (404, no state change) and the right post (Jan 9, 2025) adds the 16GB at $120.
    m = Mem()
    t: T = []
    t.append((search("Raspberry Pi 5 price specifications launch"), sr(
        ("https://www.raspberrypi.com/products/raspberry-pi-5/", "Buy a Raspberry Pi 5 - Raspberry Pi",
         "The everything computer. Optimised. 2–3× the speed of the previous generation, featuring silicon designed in-house ...", "N/A"),
        ("https://www.raspberrypi.com/news/introducing-raspberry-pi-5/", "Introducing: Raspberry Pi 5! - Raspberry Pi",
         "Raspberry Pi 5 will be available for $60 (4GB) and $80 (8GB) by the end of October ...", "Sep 28, 2023"),
        ("https://www.raspberrypi.com/news/2gb-raspberry-pi-5-on-sale-now-at-50/", "2GB Raspberry Pi 5 on sale now at $50",
         "A 2GB variant of Raspberry Pi 5, built on a new D0 stepping of BCM2712, priced at $50 ...", "Aug 19, 2024"),
        ("https://www.tomshardware.com/reviews/raspberry-pi-5", "Raspberry Pi 5 Review: A New Standard for Makers",
         "Broadcom BCM2712 quad-core Arm Cortex-A76 at 2.4 GHz, PCIe 2.0 x1 ...", "Sep 28, 2023"),
        ("https://en.wikipedia.org/wiki/Raspberry_Pi", "Raspberry Pi - Wikipedia",
         "Raspberry Pi 5 was announced in September 2023 and released in October 2023 ...", "N/A"),
        ("https://www.jeffgeerling.com/blog/2023/raspberry-pi-5-available-now", "Raspberry Pi 5 - *Finally* a new Pi",
         "Benchmarks show the Pi 5 is 2-3x faster than the Pi 4 ...", "Sep 28, 2023"),
        ("https://www.cnx-software.com/2023/09/28/raspberry-pi-5-bcm2712/", "Raspberry Pi 5 launched with BCM2712, PCIe, RP1 southbridge",
         "The new RP1 I/O controller handles USB, Ethernet, MIPI and GPIO ...", "Sep 28, 2023"),
    )))
    t.append((extract("https://www.raspberrypi.com/products/raspberry-pi-5/", "full specifications and RAM options"), """# Raspberry Pi 5

The everything computer. Optimised.

Featuring a 64-bit quad-core Arm Cortex-A76 processor running at 2.4GHz, Raspberry Pi 5 delivers a 2–3× increase in CPU performance relative to Raspberry Pi 4.

## Specification
- Broadcom BCM2712 2.4GHz quad-core 64-bit Arm Cortex-A76 CPU, with cryptography extensions, 512KB per-core L2 caches and a 2MB shared L3 cache
- VideoCore VII GPU, supporting OpenGL ES 3.1, Vulkan 1.2
- Dual 4Kp60 HDMI® display output with HDR support
- 4Kp60 HEVC decoder
- LPDDR4X-4267 SDRAM (2GB, 4GB, 8GB and 16GB)
- Dual-band 802.11ac Wi-Fi®
- Bluetooth 5.0 / Bluetooth Low Energy (BLE)
- microSD card slot, with support for high-speed SDR104 mode
- 2 × USB 3.0 ports, supporting simultaneous 5Gbps operation
- 2 × USB 2.0 ports
- Gigabit Ethernet, with PoE+ support (requires separate PoE+ HAT)
- 2 × 4-lane MIPI camera/display transceivers
- PCIe 2.0 x1 interface for fast peripherals (requires separate M.2 HAT or other adapter)
- 5V/5A DC power via USB-C, with Power Delivery support
- Raspberry Pi standard 40-pin header
- Real-time clock (RTC), powered from external battery
- Power button

## Production lifetime
Raspberry Pi 5 will remain in production until at least January 2036.

## Price
| RAM | Price (USD) |
| --- | --- |
| 2GB | $50 |
| 4GB | $60 |
| 8GB | $80 |
| 16GB | $120 |
"""))
    t.append((extract("https://www.raspberrypi.com/news/introducing-raspberry-pi-5/", "launch prices and availability"), """# Introducing: Raspberry Pi 5!

Eben Upton — 28th Sep 2023

Today, we're delighted to announce the launch of Raspberry Pi 5, coming at the end of October. Priced at $60 for the 4GB variant, and $80 for its 8GB sibling (plus your local taxes), virtually every aspect of the platform has been upgraded, delivering a no-compromises user experience.

## What's new
- 2.4GHz quad-core 64-bit Arm Cortex-A76 CPU
- VideoCore VII GPU, supporting OpenGL ES 3.1, Vulkan 1.2
- Dual 4Kp60 HDMI display output
- RP1, our in-house I/O controller ("southbridge")
- PCIe 2.0 x1 interface
- Real-time clock and power button, for the first time on a flagship Raspberry Pi

## Availability
| Variant | Price | Availability |
| --- | --- | --- |
| Raspberry Pi 5 4GB | $60 | End of October 2023 |
| Raspberry Pi 5 8GB | $80 | End of October 2023 |

For the first time, we're launching with our own silicon. Pre-orders are open at our Approved Resellers from today; for the rest of the year, units will be prioritised for individual buyers who order through them.
"""))
    t.append(m.add(rpi5_launch_prices="4GB $60, 8GB $80 (announced Sep 28, 2023; shipping end of October 2023)"))
    t.append((extract("https://www.raspberrypi.com/news/16gb-raspberry-pi-5-on-sale-at-120/", "16GB price and date"),
              "Error: failed to fetch https://www.raspberrypi.com/news/16gb-raspberry-pi-5-on-sale-at-120/ (HTTP 404 Not Found). The page does not exist or has moved."))
    t.append((search("16GB Raspberry Pi 5 on sale now $120 raspberrypi.com news"), sr(
        ("https://www.raspberrypi.com/news/16gb-raspberry-pi-5-on-sale-now-at-120/", "16GB Raspberry Pi 5 on sale now at $120",
         "We're pleased to announce the launch of the 16GB variant of Raspberry Pi 5, priced at $120 ...", "Jan 9, 2025"),
        ("https://www.tomshardware.com/raspberry-pi/raspberry-pi-5-16gb-review", "Raspberry Pi 5 16GB Review",
         "A lot of RAM for a single-board computer; useful for LLMs and heavy workloads ...", "Jan 9, 2025"),
        ("https://www.theregister.com/2025/01/09/raspberry_pi_5_16gb/", "Raspberry Pi 5 gets 16GB of RAM for $120",
         "Built on the D0 stepping of BCM2712 first seen in the 2GB model ...", "Jan 9, 2025"),
        ("https://www.raspberrypi.com/news/2gb-raspberry-pi-5-on-sale-now-at-50/", "2GB Raspberry Pi 5 on sale now at $50",
         "A 2GB variant of Raspberry Pi 5, built on a new D0 stepping of BCM2712, priced at $50 ...", "Aug 19, 2024"),
    )))
    t.append((extract("https://www.raspberrypi.com/news/16gb-raspberry-pi-5-on-sale-now-at-120/", "16GB price and full lineup"), """# 16GB Raspberry Pi 5 on sale now at $120

Eben Upton — 9th Jan 2025

We're pleased to announce the launch of the 16GB variant of Raspberry Pi 5, priced at $120. Like the 2GB variant released last August, it is built on the D0 stepping of BCM2712, which trims away silicon not needed for Raspberry Pi applications and lowers cost and power.

## The Raspberry Pi 5 family today
| Variant | Price | Launched |
| --- | --- | --- |
| 2GB | $50 | August 2024 |
| 4GB | $60 | October 2023 |
| 8GB | $80 | October 2023 |
| 16GB | $120 | January 2025 |

Why 16GB? Large language models, heavy multitasking and big compiles all benefit from more memory.
"""))
    t.append(m.add(rpi5_prices_jan2025="2GB $50 (Aug 2024), 4GB $60, 8GB $80 (Oct 2023), 16GB $120 (Jan 9, 2025)"))
    return t


# ---------------------------------------------------------------------------------------------------------
def everest() -> T:
    # CLEAN: geography. Sources give 8,848.86 m (2020 China–Nepal survey), 8,849 m / 29,032 ft (rounded), 8,848 m
    # (1955 survey) and 8,850 m (1999 GPS survey), each with its date; a key is removed and then reads "Key not found".
    m = Mem()
    t: T = []
    t.append((search("Mount Everest official height 8848.86 metres survey"), sr(
        ("https://en.wikipedia.org/wiki/Mount_Everest", "Mount Everest - Wikipedia",
         "Its elevation (snow height) of 8,848.86 m (29,031 ft 8+1⁄2 in) was most recently established in 2020 by the Chinese and Nepali authorities ...", "N/A"),
        ("https://www.bbc.com/news/world-asia-55218455", "Mount Everest: Nepal and China agree on new height",
         "Nepal and China have jointly announced a new official height for Mount Everest, ending a long-standing difference: 8,848.86m ...", "Dec 8, 2020"),
        ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica",
         "Mount Everest, mountain on the crest of the Great Himalayas of southern Asia ... 29,032 feet (8,849 metres) ...", "N/A"),
        ("https://www.nationalgeographic.com/adventure/article/mount-everest-height-1999-gps", "Everest is taller than thought: GPS survey finds 29,035 feet",
         "A team sponsored by the National Geographic Society placed GPS receivers on the summit, finding a height of 29,035 feet (8,850 m) ...", "Nov 11, 1999"),
        ("https://kathmandupost.com/national/2020/12/08/mount-everest-new-height", "Everest is 86 centimetres taller than previously measured",
         "The new height is 0.86 m more than the 8,848 m figure determined by the Survey of India in 1955 ...", "Dec 8, 2020"),
        ("https://www.reuters.com/article/us-nepal-china-everest-idUSKBN28I0T1", "China, Nepal agree on new, higher height for Everest",
         "The height includes the snow cap, resolving a dispute over whether to measure rock height (China's 2005 figure was 8,844.43 m) ...", "Dec 8, 2020"),
        ("https://www.usgs.gov/faqs/what-highest-point-earth", "What is the highest point on Earth? | USGS",
         "Mount Everest's summit is the highest point above sea level; Chimborazo's summit is farthest from Earth's center ...", "N/A"),
    )))
    t.append((extract("https://www.bbc.com/news/world-asia-55218455", "new height and previous figures"), """# Mount Everest: Nepal and China agree on new height

BBC News — 8 December 2020

Nepal and China have jointly announced a new official height for Mount Everest, ending a long-standing difference between the two countries.

The new height — **8,848.86m (29,032ft)** — is slightly higher than previously recorded.

Nepal had until now used the height of 8,848m, calculated by the Survey of India in 1955. China's previous official figure, from a 2005 survey, was 8,844.43m, which measured the rock height and excluded the snow cap.

The announcement was made by Nepal's foreign minister, Pradeep Gyawali, and China's foreign minister, Wang Yi, in a video conference.

## How it was measured
- Nepali surveyors reached the summit in May 2019; a Chinese team followed in May 2020.
- Both used GNSS (satellite navigation) receivers and ground-penetrating radar to measure snow depth.
- The figure is the snow height, the accepted convention.

## Past measurements
| Year | Survey | Height |
| --- | --- | --- |
| 1856 | Great Trigonometrical Survey of India | 8,840 m (29,002 ft) |
| 1955 | Survey of India | 8,848 m (29,029 ft) |
| 1999 | US National Geographic (GPS) | 8,850 m (29,035 ft) |
| 2005 | China (rock height) | 8,844.43 m |
| 2020 | China–Nepal joint | 8,848.86 m |
"""))
    t.append(m.add(everest_height_m="8,848.86 m (snow height; China–Nepal joint announcement, Dec 8, 2020)",
                   everest_height_old="8,848 m (Survey of India, 1955; Nepal's figure until 2020)",
                   everest_height_ft="29,032 ft (rounded from 29,031.7 ft)"))
    t.append((extract("https://www.britannica.com/place/Mount-Everest", "height and location"), """# Mount Everest

Britannica — Written by Jayanta Bandyopadhyay and The Editors of Encyclopaedia Britannica. Last updated Nov 2024.

**Mount Everest**, Tibetan Chomolungma, Nepali Sagarmatha, Chinese Qomolangma Feng, mountain on the crest of the Great Himalayas of southern Asia that lies on the border between Nepal and the Tibet Autonomous Region of China, at 27°59′ N 86°56′ E.

Reaching an elevation of **29,032 feet (8,849 metres)**, Mount Everest is the highest mountain in the world.

## Height of Mount Everest
The height of Everest's summit has been the subject of several surveys. An Indian survey in 1955 determined the elevation to be 29,029 feet (8,848 metres). In 1999 an American expedition, using GPS, put the height at 29,035 feet (8,850 metres). In 2020 Chinese and Nepali officials jointly announced a height of 29,031.69 feet (8,848.86 metres), which Britannica gives rounded as 29,032 feet (8,849 metres).

## Key facts
| | |
| --- | --- |
| Elevation | 29,032 ft (8,849 m) |
| Range | Mahalangur Himal, Himalayas |
| First ascent | May 29, 1953 — Edmund Hillary and Tenzing Norgay |
| Countries | Nepal, China |
"""))
    t.append(m.remove("everest_height_old"))
    t.append(m.get("everest_height_m", "everest_height_old"))
    t.append((search("1999 National Geographic GPS Everest 8850 m Bradford Washburn"), sr(
        ("https://www.nationalgeographic.com/adventure/article/mount-everest-height-1999-gps", "Everest is taller than thought: GPS survey finds 29,035 feet",
         "The Millennium Expedition, led by Bradford Washburn's team, placed GPS receivers on the summit on May 5, 1999 ...", "Nov 11, 1999"),
        ("https://www.nytimes.com/1999/11/12/world/everest-grows-a-bit.html", "Everest Grows a Bit, to 29,035 Feet",
         "The National Geographic Society said the new figure is seven feet higher than the 1955 Indian survey height long used in the United States ...", "Nov 12, 1999"),
        ("https://en.wikipedia.org/wiki/Mount_Everest", "Mount Everest - Wikipedia",
         "In 1999 an American survey using GPS found 8,850 m; this figure was widely used in the U.S. until 2020 ...", "N/A"),
        ("https://www.unavco.org/highlights/1999/everest.html", "GPS on Everest, 1999 | UNAVCO",
         "Trimble receivers on the summit measured the elevation to within ±2 m ...", "N/A"),
    )))
    t.append(m.all())
    return t


# ---------------------------------------------------------------------------------------------------------
def berlin_wall() -> T:
    # CLEAN: history. An update on a key that does not exist fails and leaves memory unchanged (turn 5 shows the
    # same two keys); the key is then added; re-extracting Wikipedia with another goal gives a different section
    # with the same facts; a 2024 article counts "35 years" since 1989.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Berlin_Wall"
    t: T = []
    t.append((search("Berlin Wall construction date fall date length deaths"), sr(
        (wiki, "Berlin Wall - Wikipedia",
         "The Berlin Wall was a guarded concrete barrier that encircled West Berlin from 1961 to 1989 ... Construction began on 13 August 1961 ...", "N/A"),
        ("https://www.berliner-mauer-gedenkstaette.de/en/todesopfer-240.html", "Victims at the Berlin Wall - Berlin Wall Memorial",
         "At least 140 people were killed at the Berlin Wall or died in connection with the GDR border regime between 1961 and 1989 ...", "N/A"),
        ("https://www.history.com/topics/cold-war/berlin-wall", "Berlin Wall: Definition, Dates & When It Fell | HISTORY",
         "On November 9, 1989, the East German Communist Party announced that citizens could cross the border whenever they pleased ...", "Nov 9, 2023"),
        ("https://www.britannica.com/topic/Berlin-Wall", "Berlin Wall | History, Dates, Map, & Facts | Britannica",
         "Berlin Wall, barrier that surrounded West Berlin and prevented access to it from East Berlin and adjacent areas of East Germany from 1961 to 1989 ...", "N/A"),
        ("https://www.berlin.de/mauer/en/history/facts-and-figures/", "Facts and figures - Berlin Wall - berlin.de",
         "Total length around West Berlin: 155 km; between East and West Berlin: 43.1 km ...", "N/A"),
        ("https://www.dw.com/en/berlin-wall-timeline/a-50938322", "Timeline: The Berlin Wall from 1961 to 1989 | DW",
         "From barbed wire in August 1961 to the night of 9 November 1989 ...", "Nov 8, 2019"),
    )))
    t.append((extract(wiki, "construction date, fall date, length"), """# Berlin Wall

From Wikipedia, the free encyclopedia

| Berlin Wall | |
| --- | --- |
| Type | Wall |
| Height | 3.6 m (11.8 ft) |
| Site information | |
| Controlled by | East Germany |
| Site history | |
| Built | 1961 |
| In use | 1961–1989 |
| Demolished | 1989–1994 |
| Fate | Demolished |
| Length | 155 km (96 mi) |

The **Berlin Wall** (German: *Berliner Mauer*) was a guarded concrete barrier that encircled West Berlin from 1961 to 1989, separating it from East Berlin and the German Democratic Republic (GDR; East Germany). Construction of the Berlin Wall was commenced by the government of the GDR on 13 August 1961.

## Fall of the Wall
On 9 November 1989, following a confused press conference by East German politburo spokesman Günter Schabowski, who announced that private travel would be permitted "immediately, without delay", crowds gathered at the checkpoints. At Bornholmer Straße the border guards opened the gates at around 23:30. Official demolition began on 13 June 1990 and was completed in 1994, apart from a few sections kept as memorials.

## Layout
- 155 km (96 mi) total around West Berlin
- 43.1 km (26.8 mi) between West and East Berlin
- 111.9 km (69.5 mi) between West Berlin and the GDR
- 302 watchtowers; the "death strip" contained trenches, signal fences and anti-vehicle barriers

## Deaths
The Berlin Wall Memorial documents at least 140 people who were killed at the Wall or died in connection with the border regime.
"""))
    t.append(m.add(wall_built="13 August 1961", wall_fell="9 November 1989 (Bornholmer Straße opened ~23:30)"))
    t.append(m.update(wall_length="155 km total around West Berlin; 43.1 km through the city"))
    t.append(m.all())
    t.append(m.add(wall_length="155 km total around West Berlin; 43.1 km through the city"))
    t.append((extract(wiki, "death toll at the wall and how it was counted"), """# Berlin Wall

## Deaths

The number of people who were killed trying to cross the Wall, or who died in connection with the GDR border regime in Berlin, has been the subject of research. A project of the Centre for Contemporary History (ZZF) in Potsdam, funded by the federal government, documented **at least 140** deaths between 1961 and 1989:

| Category | Number |
| --- | --- |
| Escapees shot, accidentally killed or who took their own lives when caught | 101 |
| People from East and West without escape intentions who were shot or had an accident | 30 |
| GDR border soldiers killed on duty | 8 |
| Soviet soldier killed | 1 |
| **Total** | **140** |

In addition, at least 251 travellers died at Berlin border crossings before, during or after checks, mostly of heart attacks.

The first person shot dead was Günter Litfin on 24 August 1961, eleven days after construction began. The last person shot dead was Chris Gueffroy, on 6 February 1989. The last death was Winfried Freudenberg, who died on 8 March 1989 when his home-made gas balloon crashed.

The Wall stood from 13 August 1961 until its fall on 9 November 1989.
"""))
    t.append((search("Berlin Wall fall 35th anniversary November 9 2024"), sr(
        ("https://www.dw.com/en/germany-marks-35-years-since-fall-of-berlin-wall/a-70731234", "Germany marks 35 years since fall of Berlin Wall",
         "Berliners gathered along the former course of the Wall on Saturday, 35 years after 9 November 1989 ...", "Nov 9, 2024"),
        ("https://www.berlin.de/en/events/mauerfall-35/", "35 Years of the Fall of the Wall - berlin.de",
         "Festival 'Hold on to freedom!' 8–10 November 2024, with an open-air exhibition along the former Wall strip ...", "Oct 21, 2024"),
        ("https://apnews.com/article/germany-berlin-wall-anniversary-2024", "Germany celebrates 35th anniversary of the fall of the Berlin Wall",
         "The Wall, built in 1961, had divided the city for 28 years ...", "Nov 9, 2024"),
        ("https://www.reuters.com/world/europe/berlin-wall-35-years-2024-11-09/", "Berlin remembers Wall's fall 35 years on",
         "Chancellor Olaf Scholz attended a ceremony at the Berlin Wall Memorial on Bernauer Strasse ...", "Nov 9, 2024"),
    )))
    return t


# ---------------------------------------------------------------------------------------------------------
def python_releases() -> T:
    # CLEAN: software release history. 3.13.0 was planned for 2024-10-01 and shipped 2024-10-07 (PEP 719 says why);
    # the downloads page shows 3.13.1 as latest (Dec 3, 2024), later than 3.13.0 and 3.12.0: all explained and dated.
    m = Mem()
    t: T = []
    t.append((search("Python 3.12.0 release date python.org"), sr(
        ("https://www.python.org/downloads/release/python-3120/", "Python Release Python 3.12.0 | Python.org",
         "Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0 ...", "Oct 2, 2023"),
        ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12 — Python documentation",
         "This article explains the new features in Python 3.12, compared to 3.11. Python 3.12 was released on October 2, 2023 ...", "N/A"),
        ("https://peps.python.org/pep-0693/", "PEP 693 – Python 3.12 Release Schedule",
         "3.12.0 final: Monday, 2023-10-02 ...", "N/A"),
        ("https://realpython.com/python312-new-features/", "Python 3.12: Cool New Features for You to Try – Real Python",
         "Better error messages, more powerful f-strings, type parameter syntax ...", "Oct 2, 2023"),
        ("https://discuss.python.org/t/python-3-12-0-final-is-here/35186", "Python 3.12.0 (final) is here! - Discussions on Python.org",
         "I'm pleased to announce the release of Python 3.12.0 ...", "Oct 2, 2023"),
        ("https://en.wikipedia.org/wiki/History_of_Python", "History of Python - Wikipedia",
         "Table of versions with release dates and end of full support ...", "N/A"),
    )))
    t.append((extract("https://www.python.org/downloads/release/python-3120/", "release date and major new features"), """# Python 3.12.0

**Release Date:** Oct. 2, 2023

This is the stable release of Python 3.12.0

Python 3.12.0 is the newest major release of the Python programming language, and it contains many new features and optimizations.

## Major new features of the 3.12 series, compared to 3.11

### New features
- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).
- Support for the buffer protocol in Python code (PEP 688).
- A new debugging/profiling API (PEP 669).
- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).
- Even more improved error messages.
- Support for the Linux perf profiler to report Python function names in traces.

### Type annotations
- New type annotation syntax for generic classes (PEP 695).
- New override decorator for methods (PEP 698).

### Deprecations
- The deprecated wstr and wstr_length members of the C implementation of unicode objects were removed, per PEP 623.
- In the unittest module, a number of long deprecated methods and classes were removed.
- The deprecated smtpd and distutils modules have been removed (see PEP 594 and PEP 632).

## Files

| Version | Operating System | Description | File Size |
| --- | --- | --- | --- |
| Gzipped source tarball | Source release | | 26.1 MB |
| XZ compressed source tarball | Source release | | 19.6 MB |
| macOS 64-bit universal2 installer | macOS | for macOS 10.9 and later | 43.5 MB |
| Windows installer (64-bit) | Windows | Recommended | 25.5 MB |
| Windows installer (ARM64) | Windows | Experimental | 24.8 MB |
"""))
    t.append(m.add(py312_release="Python 3.12.0 — Oct 2, 2023 (PEP 693 schedule date met)"))
    t.append((search("Python 3.13.0 final release date delayed October 7 2024"), sr(
        ("https://peps.python.org/pep-0719/", "PEP 719 – Python 3.13 Release Schedule",
         "3.13.0 final: Monday, 2024-10-07 ... 3.13.0 candidate 3: Tuesday, 2024-10-01 ...", "N/A"),
        ("https://www.python.org/downloads/release/python-3130/", "Python Release Python 3.13.0 | Python.org",
         "Release Date: Oct. 7, 2024. This is the stable release of Python 3.13.0 ...", "Oct 7, 2024"),
        ("https://discuss.python.org/t/incremental-gc-and-pushing-back-the-3-13-0-release/65285", "Incremental GC and pushing back the 3.13.0 release",
         "We've decided to revert the incremental garbage collector and push 3.13.0 back a week, adding an rc3 ...", "Sep 27, 2024"),
        ("https://lwn.net/Articles/992316/", "Python 3.13 released [LWN.net]",
         "Experimental free-threaded build, an experimental JIT and a new interactive interpreter ...", "Oct 7, 2024"),
        ("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13",
         "Python 3.13 was released on October 7, 2024 ...", "N/A"),
    )))
    t.append((extract("https://peps.python.org/pep-0719/", "3.13 release schedule and why 3.13.0 moved"), """# PEP 719 – Python 3.13 Release Schedule

| | |
| --- | --- |
| Author | Thomas Wouters |
| Status | Active |
| Type | Informational |
| Created | 26-May-2023 |
| Python-Version | 3.13 |

## Release Manager and Crew
- 3.13 Release Manager: Thomas Wouters
- Windows installers: Steve Dower
- Mac installers: Ned Deily
- Documentation: Julien Palard

## Release Schedule

### 3.13.0 schedule
Note: the dates below use a 17-month development period that results in a 12-month release cadence between feature versions, as defined by PEP 602.

Actual:
- 3.13 development begins: Monday, 2023-05-22
- 3.13.0 alpha 1: Friday, 2023-10-13
- 3.13.0 beta 1: Wednesday, 2024-05-08 (No new features beyond this point.)
- 3.13.0 candidate 1: Thursday, 2024-08-01
- 3.13.0 candidate 2: Friday, 2024-09-06
- 3.13.0 candidate 3: Tuesday, 2024-10-01
- 3.13.0 final: Monday, 2024-10-07

The 3.13.0 final release was originally planned for Tuesday, 2024-10-01. It was pushed back by a week, and a third release candidate was added on that date, after the incremental garbage collector was reverted late in the cycle.

### Bugfix releases
- 3.13.1: Tuesday, 2024-12-03

## 3.13 Lifespan
3.13 will receive bugfix updates approximately every second month for approximately 24 months. Afterwards, it will receive security updates until October 2029.
"""))
    t.append(m.add(py313_release="Python 3.13.0 — Oct 7, 2024 (originally planned Oct 1, 2024; delayed a week, rc3 added, incremental GC reverted)"))
    t.append((extract("https://www.python.org/downloads/", "latest version and active release lines"), """# Download Python

**Download the latest version for Windows:** Download Python 3.13.1

Looking for Python with a different OS? Python for Windows, Linux/UNIX, macOS, Other

## Active Python Releases

| Python version | Maintenance status | First released | End of support | Release schedule |
| --- | --- | --- | --- | --- |
| 3.14 | pre-release | 2025-10-07 (planned) | 2030-10 | PEP 745 |
| 3.13 | bugfix | 2024-10-07 | 2029-10 | PEP 719 |
| 3.12 | bugfix | 2023-10-02 | 2028-10 | PEP 693 |
| 3.11 | security | 2022-10-24 | 2027-10 | PEP 664 |
| 3.10 | security | 2021-10-04 | 2026-10 | PEP 619 |
| 3.9 | security | 2020-10-05 | 2025-10 | PEP 596 |
| 3.8 | end of life | 2019-10-14 | 2024-10-07 | PEP 569 |

## Looking for a specific release?

| Release version | Release date |
| --- | --- |
| Python 3.13.1 | Dec. 3, 2024 |
| Python 3.12.8 | Dec. 3, 2024 |
| Python 3.11.11 | Dec. 3, 2024 |
| Python 3.10.16 | Dec. 3, 2024 |
| Python 3.9.21 | Dec. 3, 2024 |
| Python 3.13.0 | Oct. 7, 2024 |
| Python 3.12.7 | Oct. 1, 2024 |
| Python 3.11.10 | Sept. 7, 2024 |
| Python 3.12.6 | Sept. 6, 2024 |
| … | … |
| Python 3.12.0 | Oct. 2, 2023 |
"""))
    t.append(m.add(py_latest_stable="Python 3.13.1 (Dec 3, 2024), per python.org/downloads"))
    t.append(m.all())
    return t


# ---------------------------------------------------------------------------------------------------------
def chess_wch() -> T:
    # CLEAN: chess ratings. Ding's rating falls month by month (2780 in Jan 2024 to 2728 in Dec 2024) and Gukesh's
    # rises and dips; the December 2024 top list (sorted by rating, not by date) matches both profiles' 2024-Dec rows.
    m = Mem()
    t: T = []
    t.append((search("Ding Liren Gukesh FIDE rating before World Championship 2024"), sr(
        ("https://ratings.fide.com/profile/8603677", "Ding, Liren - FIDE Ratings",
         "FIDE ID 8603677. Federation China. B-Year 1992. Standard 2728 ...", "N/A"),
        ("https://ratings.fide.com/profile/46616543", "Gukesh D - FIDE Ratings",
         "FIDE ID 46616543. Federation India. B-Year 2006. Standard 2783 ...", "N/A"),
        ("https://www.chess.com/news/view/2024-fide-world-chess-championship-preview", "2024 World Championship Preview: Ding vs Gukesh",
         "The reigning champion enters the match rated 55 points below his challenger, the largest gap in decades ...", "Nov 22, 2024"),
        ("https://www.fide.com/news/3252", "FIDE World Championship Match 2024: Singapore, 25 November – 13 December",
         "Defending champion Ding Liren (China) meets Gukesh D (India) over 14 classical games ...", "Nov 1, 2024"),
        ("https://en.wikipedia.org/wiki/World_Chess_Championship_2024", "World Chess Championship 2024 - Wikipedia",
         "Gukesh won the match 7½–6½, becoming the youngest undisputed world champion ...", "N/A"),
        ("https://www.chessbase.com/post/ding-liren-rating-slide-2024", "Ding Liren's rating slide",
         "From 2780 in January to 2728 by the autumn: a difficult year for the champion ...", "Oct 3, 2024"),
    )))
    t.append((extract("https://ratings.fide.com/profile/8603677", "monthly standard ratings in 2024"), fide_profile(
        "Ding, Liren", "8603677", "China", 1992, "Grandmaster", 2728, 2736, 2778, [
            ("2024-Dec", 2728, 0, 2736, 0, 2778, 0), ("2024-Nov", 2728, 0, 2736, 0, 2778, 0),
            ("2024-Oct", 2728, 0, 2736, 0, 2778, 0), ("2024-Sep", 2749, 10, 2736, 0, 2778, 0),
            ("2024-Aug", 2749, 0, 2736, 0, 2778, 0), ("2024-Jul", 2749, 0, 2736, 0, 2778, 0),
            ("2024-Jun", 2762, 10, 2736, 0, 2778, 0), ("2024-May", 2762, 0, 2736, 0, 2778, 0),
            ("2024-Apr", 2762, 0, 2736, 0, 2778, 0), ("2024-Mar", 2762, 0, 2736, 0, 2778, 0),
            ("2024-Feb", 2762, 0, 2736, 0, 2778, 0), ("2024-Jan", 2780, 13, 2736, 0, 2778, 0)])))
    t.append(m.add(ding_2024_01="2780", ding_2024_12="2728 (lowest of 2024; 52 points below January)"))
    t.append((extract("https://ratings.fide.com/profile/46616543", "monthly standard ratings in 2024"), fide_profile(
        "Gukesh D", "46616543", "India", 2006, "Grandmaster", 2783, 2656, 2732, [
            ("2024-Dec", 2783, 0, 2656, 0, 2732, 0), ("2024-Nov", 2783, 0, 2656, 0, 2732, 0),
            ("2024-Oct", 2794, 10, 2656, 0, 2732, 0), ("2024-Sep", 2794, 0, 2656, 0, 2732, 0),
            ("2024-Aug", 2766, 10, 2656, 0, 2732, 0), ("2024-Jul", 2766, 0, 2656, 0, 2732, 0),
            ("2024-Jun", 2763, 9, 2656, 0, 2732, 0), ("2024-May", 2763, 0, 2656, 0, 2732, 0),
            ("2024-Apr", 2747, 14, 2656, 0, 2732, 0), ("2024-Mar", 2747, 0, 2656, 0, 2732, 0),
            ("2024-Feb", 2725, 13, 2656, 0, 2732, 0), ("2024-Jan", 2725, 0, 2656, 0, 2732, 0)])))
    t.append(m.add(gukesh_2024_12="2783", gukesh_2024_peak="2794 (Sep and Oct 2024 lists)"))
    t.append((extract("https://ratings.fide.com/top_lists.phtml?list=open&period=2024-12-01", "top 10 players December 2024"), """# Top 100 Players December 2024 - Archive

Standard ratings, Open section. List published 2024-12-01.

| Rank | Name | Title | Federation | Rating | B-Year |
| --- | --- | --- | --- | --- | --- |
| 1 | Carlsen, Magnus | GM | NOR | 2831 | 1990 |
| 2 | Caruana, Fabiano | GM | USA | 2805 | 1992 |
| 3 | Nakamura, Hikaru | GM | USA | 2802 | 1987 |
| 4 | Erigaisi Arjun | GM | IND | 2801 | 2003 |
| 5 | Gukesh D | GM | IND | 2783 | 2006 |
| 6 | Abdusattorov, Nodirbek | GM | UZB | 2768 | 2004 |
| 7 | Firouzja, Alireza | GM | FRA | 2763 | 2003 |
| 8 | Nepomniachtchi, Ian | GM | FID | 2757 | 1990 |
| 9 | So, Wesley | GM | USA | 2753 | 1993 |
| 10 | Praggnanandhaa R | GM | IND | 2750 | 2005 |
| … | | | | | |
| 23 | Ding, Liren | GM | CHN | 2728 | 1992 |

Games from the World Championship match in Singapore (from 25 November 2024) will be rated in the January 2025 list.
"""))
    t.append((search("World Chess Championship 2024 result Gukesh Ding Game 14 Singapore"), sr(
        ("https://www.fide.com/news/3390", "Gukesh D becomes the 18th World Chess Champion",
         "Gukesh won Game 14 in Singapore to take the match 7½–6½ and become, at 18, the youngest undisputed World Champion ...", "Dec 12, 2024"),
        ("https://www.chess.com/news/view/2024-fide-world-chess-championship-game-14", "Gukesh Wins World Championship After Ding Blunders In Game 14",
         "Ding's 55.Rf2?? in a drawn rook endgame decided the match ...", "Dec 12, 2024"),
        ("https://www.bbc.com/news/articles/cx2l8z6g1k9o", "Gukesh, 18, becomes youngest world chess champion",
         "The Indian grandmaster beat China's Ding Liren in the final classical game ...", "Dec 12, 2024"),
        ("https://en.wikipedia.org/wiki/World_Chess_Championship_2024", "World Chess Championship 2024 - Wikipedia",
         "Gukesh won the match 7½–6½ ... three decisive games for Gukesh, two for Ding, nine draws ...", "N/A"),
    )))
    t.append(m.add(wch_2024="Gukesh beat Ding 7½–6½ (Singapore, decided in Game 14 on Dec 12, 2024)"))
    t.append(m.all())
    return t


# ---------------------------------------------------------------------------------------------------------
IRINA_CALLS = [("Colombo, LK", "Feb 6, 2025 20:15", "Feb 8, 2025 02:30"),
               ("Rotterdam, NL", "Jan 2, 2025 05:40", "Jan 4, 2025 11:10"),
               ("Hamburg, DE", "Dec 29, 2024 07:20", "Dec 31, 2024 01:45"),
               ("Antwerp, BE", "Dec 25, 2024 22:10", "Dec 27, 2024 09:35"),
               ("Felixstowe, GB", "Dec 23, 2024 03:00", "Dec 24, 2024 14:20")]
IRINA_PART = [("Vessel type", "Container Ship"), ("Gross Tonnage", "236,184"), ("Deadweight", "240,000 t"),
              ("Capacity", "24,346 TEU"), ("Length Overall x Breadth", "399.99 x 61.3 m"), ("Year of Build", "2023"),
              ("Builder", "Yangzi Xinfu Shipbuilding, Jingjiang"), ("Operator", "Mediterranean Shipping Company")]


def msc_irina() -> T:
    # CLEAN: shipping/logistics. Re-extracting the vessel page 32 minutes later shows the clock moving forward
    # (06:12 -> 06:44 UTC), the ship further along, lower speed and a later predicted ETA (19:30 -> 20:10 UTC);
    # the carrier schedule's local-time ETA (03:00 SGT Feb 12 = 19:00 UTC Feb 11) fits the first prediction.
    m = Mem()
    vf = "https://www.vesselfinder.com/vessels/details/9930038"
    t: T = []
    t.append((search("MSC IRINA vessel position ETA Singapore"), sr(
        (vf, "MSC IRINA, Container Ship - Details and current position - IMO 9930038 - VesselFinder",
         "The current position of MSC IRINA is in the Strait of Malacca, reported by AIS. The vessel is en route to the port of Singapore ...", "N/A"),
        ("https://www.marinetraffic.com/en/ais/details/ships/imo:9930038", "Ship MSC IRINA (Container Ship) Registered in Liberia - Vessel details",
         "Vessel MSC IRINA is a Container Ship built in 2023, currently sailing under the flag of Liberia ...", "N/A"),
        ("https://www.msc.com/en/newsroom/press-releases/2023/march/msc-irina-world-largest-container-ship", "MSC Irina, the world's largest container ship, joins the MSC fleet",
         "With a capacity of 24,346 TEU, MSC Irina was delivered by Yangzi Xinfu Shipbuilding ...", "Mar 9, 2023"),
        ("https://en.wikipedia.org/wiki/MSC_Irina", "MSC Irina - Wikipedia",
         "MSC Irina is a container ship of the Irina class, 399.99 m long with a beam of 61.3 m ...", "N/A"),
        ("https://www.myshiptracking.com/vessels/msc-irina-mmsi-636022222-imo-9930038", "MSC IRINA - Container Ship, IMO 9930038",
         "Current position, recent port calls and voyage information ...", "N/A"),
    )))
    t.append((extract(vf, "current position, speed, destination, ETA"), vf_page(
        "MSC IRINA", "9930038", "636022222", "Liberia", "Feb 11, 2025 19:30 UTC", "196 nm / 13 hours",
        "128.4°", "15.2 kn", "15.8 m", "Under way using engine", "12 min ago", "Feb 11, 2025 06:12 UTC",
        "3.112 N / 100.684 E", "SINGAPORE, SG (SGSIN)", "Colombo, LK (ATD Feb 8, 2025 02:30 UTC)", IRINA_CALLS, IRINA_PART)))
    t.append(m.add(irina_position="3.112 N / 100.684 E (Strait of Malacca), 15.2 kn, last report Feb 11, 2025 06:12 UTC",
                   irina_eta_sin="Feb 11, 2025 19:30 UTC (AIS predicted)"))
    t.append((search("MSC IRINA schedule Singapore arrival February 2025 voyage"), sr(
        ("https://www.msc.com/en/search-a-schedule?vessel=MSC+IRINA", "Search a Schedule | MSC",
         "Vessel MSC IRINA, voyage FE505E: Colombo, Singapore, Ningbo, Shanghai, Busan ...", "N/A"),
        ("https://www.mpa.gov.sg/port-marine-ops/vessel-arrival-departure", "Vessels due to arrive | MPA Singapore",
         "List of vessels due to arrive in the Port of Singapore in the next 96 hours ...", "N/A"),
        ("https://www.splash247.com/2m-network-ends-gemini-msc-standalone-2025/", "MSC goes it alone as 2M ends",
         "From February 2025 MSC operates its Asia–Europe services independently after the end of 2M ...", "Jan 31, 2025"),
    )))
    t.append((extract("https://www.msc.com/en/search-a-schedule?vessel=MSC+IRINA", "next port calls with dates"), """# Search a Schedule — MSC

**Vessel:** MSC IRINA   **IMO:** 9930038   **Voyage:** FE505E   **Service:** Britannia (Asia–North Europe)

| Port | Terminal | Estimated arrival (local) | Estimated departure (local) | Status |
| --- | --- | --- | --- | --- |
| COLOMBO, LK | South Asia Gateway Terminals | 07/02/2025 01:45 | 08/02/2025 08:00 | Departed |
| SINGAPORE, SG | PSA Pasir Panjang | 12/02/2025 03:00 | 13/02/2025 10:00 | Estimated |
| NINGBO, CN | Meishan | 18/02/2025 06:00 | 19/02/2025 14:00 | Estimated |
| SHANGHAI, CN | Yangshan | 20/02/2025 08:00 | 21/02/2025 18:00 | Estimated |
| BUSAN, KR | Busan New Port | 23/02/2025 10:00 | 24/02/2025 12:00 | Estimated |

All times are local port time. Colombo is UTC+5:30; Singapore is UTC+8.
Schedules are estimates and may change because of weather, port congestion or operational reasons.
"""))
    t.append((extract(vf, "latest position, speed and ETA"), vf_page(
        "MSC IRINA", "9930038", "636022222", "Liberia", "Feb 11, 2025 20:10 UTC", "188 nm / 13 hours 20 min",
        "129.0°", "14.1 kn", "15.8 m", "Under way using engine", "2 min ago", "Feb 11, 2025 06:44 UTC",
        "3.021 N / 100.797 E", "SINGAPORE, SG (SGSIN)", "Colombo, LK (ATD Feb 8, 2025 02:30 UTC)", IRINA_CALLS, IRINA_PART)))
    t.append(m.update(irina_position="3.021 N / 100.797 E, 14.1 kn (slowed), last report Feb 11, 2025 06:44 UTC",
                      irina_eta_sin="Feb 11, 2025 20:10 UTC (AIS predicted, revised from 19:30 after speed drop)"))
    t.append((search("MSC Irina 24346 TEU largest container ship record overtaken"), sr(
        ("https://www.msc.com/en/newsroom/press-releases/2023/march/msc-irina-world-largest-container-ship", "MSC Irina, the world's largest container ship, joins the MSC fleet",
         "With a capacity of 24,346 TEU, MSC Irina was delivered by Yangzi Xinfu Shipbuilding ...", "Mar 9, 2023"),
        ("https://www.offshore-energy.biz/msc-irina-sister-msc-loreto/", "MSC Loreto joins Irina as world's largest boxship",
         "Sister ship MSC Loreto, also 24,346 TEU, was delivered in 2023 ...", "Apr 14, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_largest_container_ships", "List of largest container ships - Wikipedia",
         "Irina class (MSC): 24,346 TEU, 399.99 m; Ever Alot: 24,004 TEU ...", "N/A"),
        ("https://www.seatrade-maritime.com/containers/msc-irina-calls-singapore", "MSC Irina makes maiden call at Singapore",
         "The 24,346 TEU ship called at PSA's Pasir Panjang terminal ...", "Apr 2023"),
    )))
    t.append(m.all())
    return t


# ---------------------------------------------------------------------------------------------------------
def congestion_pricing() -> T:
    # CLEAN: local government. The Manhattan toll is $15 in a March 2024 source, paused in June 2024, and $9 from
    # Jan 5, 2025 in later sources (rising to $12 in 2028 and $15 in 2031): each value is dated; memory is updated.
    m = Mem()
    t: T = []
    t.append((search("MTA congestion pricing toll amount Manhattan start date"), sr(
        ("https://new.mta.info/tolls/congestion-relief-zone", "Congestion Relief Zone toll | MTA",
         "Most drivers pay $9 to enter the Congestion Relief Zone during peak hours. Toll began January 5, 2025 ...", "N/A"),
        ("https://www.nytimes.com/2024/03/27/nyregion/congestion-pricing-vote-mta.html", "M.T.A. Approves $15 Congestion Toll for Manhattan",
         "The board voted 11 to 1 to approve the toll, which is scheduled to start on June 30 ...", "Mar 27, 2024"),
        ("https://www.governor.ny.gov/news/governor-hochul-announces-pause-congestion-pricing", "Governor Hochul statement on congestion pricing",
         "Governor Hochul directed the MTA to indefinitely pause the congestion pricing program ...", "Jun 5, 2024"),
        ("https://apnews.com/article/new-york-congestion-pricing-9-dollar-toll-hochul", "Hochul revives NYC congestion pricing with a $9 toll",
         "The reduced toll would begin Jan. 5 and rise to $12 in 2028 and $15 in 2031 ...", "Nov 14, 2024"),
        ("https://www.reuters.com/world/us/new-york-city-launches-first-us-congestion-pricing-2025-01-05/", "New York City launches first US congestion toll",
         "Drivers entering Manhattan below 60th Street now pay $9 during peak hours ...", "Jan 5, 2025"),
        ("https://en.wikipedia.org/wiki/Congestion_pricing_in_New_York_City", "Congestion pricing in New York City - Wikipedia",
         "The first congestion pricing scheme in the United States, tolling vehicles entering Manhattan's Central Business District ...", "N/A"),
        ("https://www.cbsnews.com/newyork/news/congestion-pricing-mta-board-vote-november-18/", "MTA board approves $9 congestion toll",
         "The MTA board voted 9-0 with one abstention to adopt the revised toll schedule ...", "Nov 18, 2024"),
    )))
    t.append((extract("https://www.nytimes.com/2024/03/27/nyregion/congestion-pricing-vote-mta.html", "approved toll and planned start"), """# M.T.A. Approves $15 Congestion Toll for Manhattan

By Winnie Hu and Ana Ley — March 27, 2024

The Metropolitan Transportation Authority's board voted on Wednesday to approve a $15 daily toll for most drivers entering Manhattan below 60th Street, moving the nation's first congestion pricing program closer to reality.

The vote was 11 to 1. The toll is scheduled to begin on June 30, pending the outcome of several lawsuits.

## The approved tolls (peak hours, with E-ZPass)
| Vehicle | Toll |
| --- | --- |
| Passenger vehicles | $15 |
| Motorcycles | $7.50 |
| Small trucks and charter buses | $24 |
| Large trucks and tour buses | $36 |

Peak hours are 5 a.m. to 9 p.m. on weekdays and 9 a.m. to 9 p.m. on weekends; overnight tolls are 75 percent lower. The program is expected to raise about $1 billion a year, which would support $15 billion in bonds for subway and bus improvements.
"""))
    t.append(m.add(nyc_toll="$15 peak (passenger car, E-ZPass), approved by MTA board Mar 27, 2024; planned start Jun 30, 2024"))
    t.append((extract("https://www.governor.ny.gov/news/governor-hochul-announces-pause-congestion-pricing", "what happened to the June 30 start"), """# Statement from Governor Kathy Hochul on Congestion Pricing

June 5, 2024 — Albany, NY

> "After careful consideration, I have come to the difficult decision that implementing the planned congestion pricing system risks too many unintended consequences for New Yorkers at this time. For that reason, I have directed the MTA to indefinitely pause the program."

The Governor said she remained committed to funding the MTA's capital program and would work with the Legislature on alternatives.

## What this means
- The congestion pricing program, scheduled to begin on June 30, 2024, will not start on that date.
- Tolling infrastructure already installed in the Central Business District will remain in place.
"""))
    t.append(m.update(nyc_toll="PAUSED: $15 plan approved Mar 27, 2024 was indefinitely paused by Gov. Hochul on Jun 5, 2024 (never started)"))
    t.append((extract("https://new.mta.info/tolls/congestion-relief-zone", "current toll rates and schedule of increases"), """# Congestion Relief Zone toll

The Congestion Relief Zone includes local streets and avenues in Manhattan south of and including 60th Street. It does not include the FDR Drive, the West Side Highway/Route 9A, the Battery Park Underpass, or any surface roadway portion of the Hugh L. Carey Tunnel connecting to West Street.

Tolling began on **January 5, 2025**.

## Toll rates (E-ZPass)

| Vehicle | Peak | Overnight |
| --- | --- | --- |
| Passenger and small commercial vehicles | $9 | $2.25 |
| Motorcycles | $4.50 | $1.05 |
| Trucks and buses | $14.40 – $21.60 | $3.60 – $5.40 |

Peak hours: 5 a.m. – 9 p.m. weekdays and 9 a.m. – 9 p.m. weekends. Drivers without E-ZPass pay more.

## Phase-in

| Years | Peak passenger vehicle toll |
| --- | --- |
| 2025 – 2027 | $9 |
| 2028 – 2030 | $12 |
| 2031 onward | $15 |

The MTA Board adopted the current toll schedule on November 18, 2024.
"""))
    t.append(m.update(nyc_toll="$9 peak (E-ZPass) since Jan 5, 2025; $12 in 2028–2030; $15 from 2031 (schedule adopted Nov 18, 2024)"))
    t.append(m.add(nyc_toll_history="$15 approved Mar 27, 2024 -> paused Jun 5, 2024 -> $9 adopted Nov 18, 2024 -> started Jan 5, 2025"))
    t.append(m.all())
    return t


# ---------------------------------------------------------------------------------------------------------
def exoplanets() -> T:
    # CLEAN: niche scientific data. The confirmed-exoplanet count grows with time: 5,005 (NASA, Mar 21, 2022),
    # 5,811 (archive home page, Jan 16, 2025); memory keeps both with dates. TRAPPIST-1 facts agree across pages.
    m = Mem()
    t: T = []
    t.append((search("NASA Exoplanet Archive number of confirmed exoplanets"), sr(
        ("https://exoplanetarchive.ipac.caltech.edu/", "NASA Exoplanet Archive",
         "Confirmed Planets: 5,811. Updated: January 16, 2025. The archive collects and serves public data to support the search for and characterization of extra-solar planets ...", "N/A"),
        ("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/", "Cosmic Milestone: NASA Confirms 5,000 Exoplanets",
         "The count of confirmed exoplanets just ticked past the 5,000 mark, representing a 30-year journey of discovery ...", "Mar 21, 2022"),
        ("https://science.nasa.gov/exoplanets/discoveries-dashboard/", "Exoplanet Discoveries Dashboard - NASA Science",
         "Confirmed exoplanets by discovery method: transit, radial velocity, microlensing, imaging ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_exoplanets", "Lists of exoplanets - Wikipedia",
         "As of the latest archive update, there are several thousand confirmed exoplanets in several thousand planetary systems ...", "N/A"),
        ("https://exoplanet.eu/catalog/", "The Extrasolar Planets Encyclopaedia - Catalog",
         "Catalog of all exoplanets, including candidates, with different inclusion criteria from NASA's archive ...", "N/A"),
        ("https://www.space.com/17738-exoplanets.html", "Exoplanets: Worlds beyond our solar system | Space",
         "The first exoplanet around a Sun-like star, 51 Pegasi b, was discovered in 1995 ...", "Aug 14, 2024"),
    )))
    t.append((extract("https://exoplanetarchive.ipac.caltech.edu/", "current confirmed planet count"), """# NASA Exoplanet Archive

## Exoplanet and Candidate Statistics

| Category | Count |
| --- | --- |
| Confirmed Planets | 5,811 |
| Planetary Systems | 4,338 |
| Systems with multiple planets | 976 |
| TESS Project Candidates | 7,345 |
| TESS Confirmed Planets | 605 |
| Kepler Confirmed Planets | 2,778 |
| K2 Confirmed Planets | 548 |

Updated: January 16, 2025

## Latest News
- 16 January 2025: 12 new planets added to the Planetary Systems table.
- 2 January 2025: TESS Project Candidates updated.
- 12 December 2024: 8 new planets added.

The NASA Exoplanet Archive is operated by the California Institute of Technology, under contract with NASA under the Exoplanet Exploration Program.
"""))
    t.append(m.add(exoplanet_count_latest="5,811 confirmed (NASA Exoplanet Archive, updated Jan 16, 2025)"))
    t.append((extract("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/", "count at the milestone"), """# Cosmic Milestone: NASA Confirms 5,000 Exoplanets

NASA — March 21, 2022

The count of confirmed exoplanets just ticked past the 5,000 mark, representing a 30-year journey of discovery led by NASA space telescopes.

The latest batch of 65 exoplanets added to the NASA Exoplanet Archive brings the total to **5,005**. The archive records exoplanet discoveries that appear in peer-reviewed scientific papers and that have been confirmed using multiple detection methods or analytical techniques.

## By the numbers (March 2022)
| | |
| --- | --- |
| Confirmed exoplanets | 5,005 |
| First confirmed (around a pulsar) | 1992 |
| First around a Sun-like star | 51 Pegasi b, 1995 |
| Share found by the transit method | about 75% |

> "It's not just a number," said Jessie Christiansen, science lead for the archive. "Each one of them is a new world."
"""))
    t.append(m.add(exoplanet_count_2022="5,005 confirmed (NASA, Mar 21, 2022 — 5,000 milestone)"))
    t.append((search("TRAPPIST-1 how many planets habitable zone distance light-years"), sr(
        ("https://science.nasa.gov/exoplanets/trappist1/", "TRAPPIST-1 - NASA Science",
         "TRAPPIST-1 is an ultracool red dwarf about 40 light-years away hosting seven Earth-size planets, three of them in the habitable zone ...", "N/A"),
        ("https://en.wikipedia.org/wiki/TRAPPIST-1", "TRAPPIST-1 - Wikipedia",
         "TRAPPIST-1 is a cool red dwarf star with seven known exoplanets. It lies 40.66 light-years away in the constellation Aquarius ...", "N/A"),
        ("https://www.nasa.gov/news-release/nasa-telescope-reveals-largest-batch-of-earth-size-habitable-zone-planets-around-single-star/", "NASA Telescope Reveals Largest Batch of Earth-Size, Habitable-Zone Planets Around Single Star",
         "Spitzer revealed the first known system of seven Earth-size planets around a single star ...", "Feb 22, 2017"),
        ("https://www.nature.com/articles/nature21360", "Seven temperate terrestrial planets around the nearby ultracool dwarf star TRAPPIST-1 | Nature",
         "Gillon et al. 2017 ...", "Feb 22, 2017"),
        ("https://webbtelescope.org/contents/news-releases/2023/news-2023-128", "Webb measures the temperature of TRAPPIST-1 b",
         "The dayside of TRAPPIST-1 b is about 500 K, suggesting little or no atmosphere ...", "Mar 27, 2023"),
    )))
    t.append((extract("https://science.nasa.gov/exoplanets/trappist1/", "planet list and system facts"), """# TRAPPIST-1

NASA Science — Exoplanets

TRAPPIST-1 is an ultracool red dwarf star about 40 light-years from Earth in the constellation Aquarius. In 2016, astronomers using the TRAPPIST telescope announced three planets; in February 2017, NASA's Spitzer Space Telescope and ground-based telescopes confirmed a total of **seven** Earth-size planets.

## The planets

| Planet | Orbital period (days) | Radius (Earth = 1) | In habitable zone |
| --- | --- | --- | --- |
| TRAPPIST-1 b | 1.51 | 1.12 | No |
| TRAPPIST-1 c | 2.42 | 1.10 | No |
| TRAPPIST-1 d | 4.05 | 0.79 | Inner edge |
| TRAPPIST-1 e | 6.10 | 0.92 | Yes |
| TRAPPIST-1 f | 9.21 | 1.05 | Yes |
| TRAPPIST-1 g | 12.35 | 1.13 | Yes |
| TRAPPIST-1 h | 18.77 | 0.76 | No |

All seven planets would fit inside the orbit of Mercury. Three (e, f, g) orbit in the star's habitable zone.
"""))
    t.append(m.add(trappist1="7 Earth-size planets (b–h), ~40 ly, Aquarius; e, f, g in habitable zone; confirmed Feb 22, 2017"))
    t.append(m.all())
    return t


# ---------------------------------------------------------------------------------------------------------
def marathon_wr() -> T:
    # CLEAN: sports records. A 2022 article gives Kipchoge's 2:01:09 as the record; World Athletics (current) gives
    # Kiptum's 2:00:35 (Oct 8, 2023). The agent renames its memory key (remove + add) and retrieve_all shows only the
    # new names; the Feb 2024 ratification article matches.
    m = Mem()
    t: T = []
    t.append((search("men's marathon world record"), sr(
        ("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/men", "Marathon - men - senior - outdoor | World Athletics",
         "World record: 2:00:35, Kelvin Kiptum (KEN), Chicago, 8 OCT 2023 ...", "N/A"),
        ("https://www.bbc.com/sport/athletics/63024245", "Berlin Marathon: Eliud Kipchoge breaks own world record",
         "Kenya's Eliud Kipchoge broke his own world record by 30 seconds, finishing in 2:01:09 ...", "Sep 25, 2022"),
        ("https://www.theguardian.com/sport/2023/oct/08/kelvin-kiptum-chicago-marathon-world-record", "Kelvin Kiptum smashes marathon world record in Chicago",
         "The 23-year-old Kenyan ran 2:00:35, taking 34 seconds off Eliud Kipchoge's mark ...", "Oct 8, 2023"),
        ("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified", "Kiptum's marathon world record ratified",
         "World Athletics has ratified Kelvin Kiptum's 2:00:35 marathon world record, set in Chicago on 8 October 2023 ...", "Feb 6, 2024"),
        ("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Marathon world record progression - Wikipedia",
         "Kelvin Kiptum holds the men's record of 2:00:35 ...", "N/A"),
        ("https://www.runnersworld.com/news/a41348745/eliud-kipchoge-berlin-marathon-2022/", "Kipchoge runs 2:01:09 in Berlin",
         "He went through halfway in 59:51 before slowing ...", "Sep 25, 2022"),
        ("https://www.reuters.com/sports/athletics/kiptum-dies-car-crash-2024-02-11/", "Marathon world record holder Kiptum dies in car crash aged 24",
         "Kiptum and his coach Gervais Hakizimana were killed in a road accident in Kenya ...", "Feb 12, 2024"),
    )))
    t.append((extract("https://www.bbc.com/sport/athletics/63024245", "record time and previous record"), """# Berlin Marathon: Eliud Kipchoge breaks own world record

BBC Sport — 25 September 2022

Kenya's Eliud Kipchoge broke his own marathon world record by 30 seconds as he won the Berlin Marathon for a fourth time.

The 37-year-old finished in **2:01:09**, improving on the 2:01:39 he ran in Berlin in 2018.

Kipchoge went through halfway in 59:51, on course for a sub-two-hour time, before slowing in the second half.

## Men's marathon world record progression (recent)
| Time | Athlete | Venue | Date |
| --- | --- | --- | --- |
| 2:01:09 | Eliud Kipchoge (KEN) | Berlin | 25 Sep 2022 |
| 2:01:39 | Eliud Kipchoge (KEN) | Berlin | 16 Sep 2018 |
| 2:02:57 | Dennis Kimetto (KEN) | Berlin | 28 Sep 2014 |
| 2:03:23 | Wilson Kipsang (KEN) | Berlin | 29 Sep 2013 |

Ethiopia's Tigst Assefa won the women's race in 2:15:37, the third-fastest time in history.
"""))
    t.append(m.add(marathon_wr="2:01:09 — Eliud Kipchoge, Berlin, Sep 25, 2022"))
    t.append((extract("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/men", "current record and progression since 2018"), """# Marathon - men - senior - outdoor

World Athletics — Records by discipline

## World Record

| Performance | Competitor | Country | Venue | Date |
| --- | --- | --- | --- | --- |
| 2:00:35 | Kelvin KIPTUM | KEN | Chicago (USA) | 08 OCT 2023 |

## Progression

| Performance | Competitor | Country | Venue | Date |
| --- | --- | --- | --- | --- |
| 2:00:35 | Kelvin KIPTUM | KEN | Chicago (USA) | 08 OCT 2023 |
| 2:01:09 | Eliud KIPCHOGE | KEN | Berlin (GER) | 25 SEP 2022 |
| 2:01:39 | Eliud KIPCHOGE | KEN | Berlin (GER) | 16 SEP 2018 |
| 2:02:57 | Dennis KIMETTO | KEN | Berlin (GER) | 28 SEP 2014 |
| 2:03:23 | Wilson KIPSANG | KEN | Berlin (GER) | 29 SEP 2013 |

Record ratified 6 February 2024.
"""))
    t.append(m.remove("marathon_wr"))
    t.append(m.add(marathon_wr_men_current="2:00:35 — Kelvin Kiptum, Chicago, Oct 8, 2023 (ratified Feb 6, 2024)",
                   marathon_wr_men_previous="2:01:09 — Eliud Kipchoge, Berlin, Sep 25, 2022"))
    t.append((search("Kelvin Kiptum world record ratified World Athletics February 2024"), sr(
        ("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified", "Kiptum's marathon world record ratified",
         "World Athletics has ratified Kelvin Kiptum's 2:00:35 marathon world record, set in Chicago on 8 October 2023 ...", "Feb 6, 2024"),
        ("https://www.reuters.com/sports/athletics/kiptum-dies-car-crash-2024-02-11/", "Marathon world record holder Kiptum dies in car crash aged 24",
         "The crash came days after World Athletics ratified his record ...", "Feb 12, 2024"),
        ("https://www.letsrun.com/news/2024/02/kiptum-record-ratified/", "It's official: Kiptum's 2:00:35 is the world record",
         "The ratification came four months after the Chicago race ...", "Feb 6, 2024"),
        ("https://www.bbc.com/sport/athletics/68274567", "Kelvin Kiptum: Marathon world record holder dies aged 24",
         "Kiptum set the world record of 2:00:35 in Chicago in October 2023, only his third marathon ...", "Feb 12, 2024"),
    )))
    t.append(m.all())
    t.append((extract("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified", "ratification details"), """# Kiptum's marathon world record ratified

World Athletics — PRESS RELEASE — 6 February 2024

Kelvin Kiptum's marathon world record of **2:00:35**, set at the Chicago Marathon on 8 October 2023, has been ratified.

The 23-year-old Kenyan took 34 seconds off the previous world record of 2:01:09 set by Eliud Kipchoge in Berlin on 25 September 2022. It was only his third marathon, after wins in Valencia (2:01:53, December 2022) and London (2:01:25, April 2023).

## Other ratified records
- Women's marathon: 2:11:53, Tigst Assefa (ETH), Berlin, 24 September 2023
- Women's 5km road: 14:13, Beatrice Chebet (KEN), Barcelona, 31 December 2023
"""))
    return t


# ---------------------------------------------------------------------------------------------------------
# id -> (builder, labelled turn or None, kind)
PLAN: list[tuple[Any, int | None, str]] = [
    (nvidia, 7, "value stored in memory reads back different"),
    (apple_mcap, None, "clean"),
    (djokovic, None, "clean"),
    (wc_final, 6, "same page extracted twice differs (goal minute)"),
    (iphone, 9, "removed memory key still present"),
    (rpi5, None, "clean"),
    (nodejs, 4, "fixed release date differs between official pages"),
    (everest, None, "clean"),
    (berlin_wall, None, "clean"),
    (fide_ratings, 8, "same player and month, different rating"),
    (python_releases, None, "clean"),
    (aus_cities, 8, "renamed memory key shown under old name"),
    (ever_ace, 6, "clock goes backwards (last AIS report time)"),
    (chess_wch, None, "clean"),
    (msc_irina, None, "clean"),
    (chapel_hill, 7, "memory update reverted to old value"),
    (congestion_pricing, None, "clean"),
    (apollo11, 6, "search snippet contradicts extracted page (time)"),
    (spike_pdb, 8, "id changed (PubMed ID of same paper)"),
    (exoplanets, None, "clean"),
    (premier_league, 9, "stored memory key lost"),
    (marathon_wr, None, "clean"),
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, (build, turn, kind) in enumerate(PLAN, 1):
        rs.add(task="search", tid=f"h8-search-{i:02d}", system=SEARCH_SYSTEM, turns=build(),
               bad=turn is not None, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
