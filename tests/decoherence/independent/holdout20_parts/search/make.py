# ruff: noqa: E501
"""holdout20, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven carry exactly one world-model contradiction (a later observation disagrees with something an
earlier observation established); eleven are clean but full of legitimate change (live prices, revised
quake magnitudes, live match scores, newer page stamps, sources that disagree, rounding and units,
memory updates and removals). Running this module writes ``search_test.jsonl`` and ``labels.json``
next to it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

TASK = "search"
Item = tuple[str, str, str, str]
Turn = tuple[str, str]


def S(*blocks: tuple[str, list[Item]]) -> Turn:
    """A web_search call with one or more queries and its ranked result lists."""
    parts = []
    for q, items in blocks:
        parts.append(f"A web search for '{q}' found {len(items)} results:\n\n```\n{results(*items)}\n```")
    return search(*[q for q, _ in blocks]), "\n\n".join(parts)


def V(url: str, goal: str, evidence: str, summary: str) -> Turn:
    """A web_extractor call answered in the Evidence / Summary shape."""
    obs = (f"The useful information in {url} for user goal {goal} as follows: \n\n"
           f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")
    return extract(url, goal), obs


def P(url: str, goal: str, body: str) -> Turn:
    """A web_extractor call answered with the page text as Markdown."""
    return extract(url, goal), body.strip() + "\n"


def _items(d: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


class Mem:
    """A faithful dict_memory: every reply follows from the calls made so far."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, d: dict[str, Any]) -> Turn:
        assert not set(d) & set(self.d), d
        self.d.update(d)
        return memory("add", content=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, Any]) -> Turn:
        assert set(d) <= set(self.d), d
        self.d.update(d)
        return memory("update", content=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, *keys: str) -> Turn:
        for k in keys:
            del self.d[k]
        return memory("remove", keys=list(keys)), f"Successfully removed items of {list(keys)} from memory."

    def get(self, *keys: str) -> Turn:
        found = {k: self.d[k] for k in keys if k in self.d}
        lines = [_items(found)] if found else []
        lines += [f"Key not found: {k}" for k in keys if k not in self.d]
        return memory("retrieve", keys=list(keys)), "\n".join(lines)

    def all(self) -> Turn:
        return memory("retrieve_all"), _items(self.d) if self.d else "Memory is empty."


def state(question: str, date: str, note: str = "") -> str:
    return f"Research question: {question}\nSession date: {date}" + (f"\n{note}" if note else "")


# --------------------------------------------------------------------------- 01 (bad: memory update reads back old)
def t01(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(S(
        ("Eiffel Tower height in metres including antennas", [
            ("https://en.wikipedia.org/wiki/Eiffel_Tower", "Eiffel Tower - Wikipedia",
             "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. ... The tower is 330 metres (1,083 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris.", "2024-08-29"),
            ("https://www.britannica.com/topic/Eiffel-Tower-Paris-France", "Eiffel Tower | History, Height, & Facts | Britannica",
             "Eiffel Tower, Parisian landmark that is also a technological masterpiece in building-construction history. ... The tower, including its antennas, stands 324 metres (1,063 feet) high.", "2024-06-11"),
            ("https://www.toureiffel.paris/en/the-monument/key-figures", "Key figures | Official website of the Eiffel Tower",
             "Height: 330 m. Weight of the metal structure: 7,300 tonnes. Number of steps to the top: 1,665 ... Number of rivets: 2,500,000. Paint: 60 tonnes every seven years.", "2023-11-20"),
            ("https://www.timeout.com/paris/en/things-to-do/eiffel-tower-facts", "27 Eiffel Tower facts you probably didn't know - Time Out",
             "It grows in summer. Thanks to thermal expansion, the iron structure can grow by up to 15 cm on hot days ...", "2024-03-05"),
            ("https://www.reddit.com/r/paris/comments/tfw3ka/the_eiffel_tower_just_grew_6_metres/", "The Eiffel Tower just grew 6 metres : r/paris",
             "The new DAB antenna was lifted up by helicopter this morning, tower is now officially 330 m ...", "2022-03-15"),
        ]),
        ("Eiffel Tower new antenna height change 2022", [
            ("https://www.toureiffel.paris/en/news/history-and-culture/eiffel-tower-grows-6-metres", "The Eiffel Tower grows 6 metres! | Official website of the Eiffel Tower",
             "On 15 March 2022, a new DAB+ digital radio antenna was installed at the top of the Eiffel Tower by helicopter. The monument now measures 330 metres.", "2022-03-15"),
            ("https://www.bbc.com/news/world-europe-60753633", "Eiffel Tower grows six metres after new antenna added - BBC News",
             "The Eiffel Tower in Paris has grown by six metres after a new digital radio antenna was fixed to its top, taking it to 330m (1,083ft).", "2022-03-15"),
            ("https://www.lemonde.fr/en/france/article/2022/03/15/la-tour-eiffel-grandit-de-six-metres_5980312_7.html", "The Eiffel Tower grows by six metres - Le Monde",
             "A helicopter hoisted the 6-metre antenna in under ten minutes; the tower had last grown in 2000 ...", "2022-03-15"),
        ]),
    ))
    turns.append(V(
        "https://www.britannica.com/topic/Eiffel-Tower-Paris-France", "Find the tower's total height including antennas and the year it opened",
        """
Eiffel Tower | History, Height, & Facts | Britannica
Written by The Editors of Encyclopaedia Britannica · Last Updated: Jun 11, 2024

> Eiffel Tower, French Tour Eiffel, Parisian landmark that is also a technological masterpiece in building-construction history. When the French government was organizing the International Exposition of 1889 to celebrate the centenary of the French Revolution, a competition was held for designs for a suitable monument. More than 100 plans were submitted, and the Centennial Committee accepted that of the noted bridge engineer Gustave Eiffel.

> Eiffel's concept of a 300-metre (984-foot) tower built almost entirely of open-lattice wrought iron aroused amazement, skepticism, and no little opposition on aesthetic grounds. When completed, the tower served as the entrance gateway to the exposition.

> The tower, including its antennas, stands 324 metres (1,063 feet) high. Its base is a square, 125 metres (410 feet) on a side. The tower is supported by four masonry piers, from which rise four columns that unite to form one shaft.

> The tower was inaugurated on 31 March 1889 and opened to the public on 15 May 1889. It remained the tallest man-made structure in the world until the completion of the Chrysler Building in New York City in 1929–30.

Quick Facts: Height 324 metres (1,063 ft) · Opened 1889 · Architect/engineer Gustave Eiffel, Maurice Koechlin, Émile Nouguier, Stephen Sauvestre · Materials wrought iron
""",
        """
Britannica (last updated 11 June 2024) gives the height including antennas as 324 m (1,063 ft). The tower was inaugurated on 31 March 1889 and opened to the public on 15 May 1889; it was the world's tallest structure until the Chrysler Building (1929–30). Note: other search results (official site, Wikipedia, BBC) report 330 m after a 2022 antenna, so the Britannica figure may predate that change.
"""))
    turns.append(m.add({"eiffel_height_m": "324 m incl. antennas (Britannica, updated 2024-06-11)",
                        "eiffel_opened": "inaugurated 31 Mar 1889; public opening 15 May 1889"}))
    turns.append(V(
        "https://www.toureiffel.paris/en/news/history-and-culture/eiffel-tower-grows-6-metres", "Confirm the current official height and the date and reason of the last change",
        """
The Eiffel Tower grows 6 metres!
Published 15/03/2022 · History & Culture

> On Tuesday 15 March 2022, a helicopter installed a new antenna at the top of the Eiffel Tower. This new 6-metre-high DAB+ (Digital Audio Broadcasting) antenna, dedicated to digital terrestrial radio, increases the height of the Eiffel Tower from 324 to 330 metres.

> The operation took place in the early morning, under the supervision of the teams of the Société d'Exploitation de la Tour Eiffel (SETE) and TDF, which operates the broadcasting equipment at the summit. The helicopter took less than ten minutes to position the antenna.

> This is not the first time the Monument has grown: from 312 metres in 1889 (flagpole included), it gained height successively with the addition of radio and then television antennas in the 20th century.

> The Eiffel Tower is therefore now 330 metres high.
""",
        """
The official operator (SETE) states that on 15 March 2022 a 6 m DAB+ digital-radio antenna was installed by helicopter, raising the tower from 324 m to 330 m. The current official height is therefore 330 m; the Britannica figure of 324 m is the pre-2022 height.
"""))
    turns.append(m.update({"eiffel_height_m": "330 m incl. antennas (official SETE, since 15 Mar 2022)"}))
    turns.append(m.add({"height_change_date": "2022-03-15",
                        "height_change_reason": "new 6 m DAB+ digital radio antenna installed by helicopter (324 -> 330 m)"}))
    # BAD: the updated key reads back with its old value
    stale = dict(m.d)
    stale["eiffel_height_m"] = "324 m incl. antennas (Britannica, updated 2024-06-11)"
    turns.append((memory("retrieve_all"), _items(stale)))
    turns.append(S(
        ("Eiffel Tower original height 1889 312 metres antenna history", [
            ("https://en.wikipedia.org/wiki/Eiffel_Tower", "Eiffel Tower - Wikipedia",
             "... At 312 m high in 1889 it was the tallest man-made structure in the world ... The addition of a broadcasting aerial in 1957 made it taller ...", "2024-08-29"),
            ("https://www.toureiffel.paris/en/the-monument/history", "History of the Eiffel Tower | Official website",
             "Height in 1889: 312 metres. The successive addition of antennas brought it to 320.75 m in 1957, 324 m in 2000 and 330 m in 2022.", "2023-09-12"),
            ("https://www.parisinsidersguide.com/eiffel-tower-height.html", "How Tall Is the Eiffel Tower? Height Through the Years",
             "The tower has had at least five different official heights since 1889, ranging from 300 m without its flagpole to 330 m today ...", "2023-05-02"),
        ]),
    ))
    turns.append(V(
        "https://www.toureiffel.paris/en/the-monument/history", "List the historical heights of the tower and when each changed",
        """
History of the Eiffel Tower — Official website

> 1889: The tower is completed for the Exposition Universelle. Height: 312 metres including the flagpole (300 m for the iron structure itself).

> 1957: A television antenna is installed at the top: the tower reaches 320.75 metres.

> 2000: A new antenna for digital television brings the height to 324 metres.

> 2022: On 15 March, a DAB+ radio antenna is hoisted by helicopter: the tower is now 330 metres high.

> Because of thermal expansion, the top of the tower can move by up to 15 cm depending on temperature.
""",
        """
Official history: 312 m in 1889 (300 m structure + flagpole), 320.75 m in 1957 (TV antenna), 324 m in 2000 (digital TV antenna), 330 m since 15 March 2022 (DAB+ antenna). The last change was on 15 March 2022.
"""))
    rs.add(task=TASK, tid="h20-search-01", system=SEARCH_SYSTEM, turns=turns,
           state=state("How tall is the Eiffel Tower today (including antennas), and when did its height last change and why?", "2024-09-03"),
           bad=True, turn=7, kind="memory key updated to 330 m reads back with its old 324 m value in retrieve_all")


# --------------------------------------------------------------------------- 02 (clean: live stock quote)
def _yahoo(time: str, price: str, chg: str, pct: str, cap: str, vol: str, bid: str, ask: str, pe: str) -> str:
    return f"""
NVIDIA Corporation (NVDA)
NasdaqGS - NasdaqGS Real Time Price. Currency in USD

**{price}** {chg} ({pct})
As of {time}. Market Open.

| | |
|---|---|
| Previous Close | 949.50 |
| Open | 1,050.00 |
| Bid | {bid} |
| Ask | {ask} |
| Day's Range | 1,026.00 - 1,063.20 |
| 52 Week Range | 373.56 - 1,063.20 |
| Volume | {vol} |
| Avg. Volume | 49,226,871 |
| Market Cap (intraday) | {cap} |
| Beta (5Y Monthly) | 1.68 |
| PE Ratio (TTM) | {pe} |
| EPS (TTM) | 17.06 |
| Earnings Date | Aug 28, 2024 (est.) |
| Forward Dividend & Yield | 0.16 (0.02%) |
| Ex-Dividend Date | Jun 11, 2024 |
| 1y Target Est | 1,128.42 |
"""


def t02(rs: RowSet) -> None:
    m = Mem()
    q = "What is NVIDIA's share price and market capitalisation right now, and how did the stock react to its latest quarterly earnings?"
    turns: list[Turn] = []
    turns.append(S(
        ("NVIDIA stock price today", [
            ("https://finance.yahoo.com/quote/NVDA/", "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History - Yahoo Finance",
             "NVIDIA Corporation (NVDA). 1,037.99 +88.49 (+9.32%). As of 11:42 AM EDT. Market Open.", "2024-05-23"),
            ("https://www.google.com/finance/quote/NVDA:NASDAQ", "NVIDIA Corp (NVDA) Stock Price & News - Google Finance",
             "1,036.12 USD +86.62 (9.12%) today. 23 May, 11:40 am GMT-4 · USD · NASDAQ · Disclaimer", "2024-05-23"),
            ("https://www.cnbc.com/quotes/NVDA", "NVDA: NVIDIA Corp - Stock Price, Quote and News - CNBC",
             "NVIDIA Corp NVDA:NASDAQ. RT Quote | Last NASDAQ LS, VOL From CTA | USD. Last | 11:41 AM EDT 1,037.40 +87.90 (+9.26%)", "2024-05-23"),
        ]),
        ("Nvidia earnings May 2024 stock reaction", [
            ("https://www.cnbc.com/2024/05/22/nvidia-nvda-earnings-report-q1-2025.html", "Nvidia reports first-quarter earnings, announces 10-for-1 stock split - CNBC",
             "Nvidia reported first-quarter earnings that beat analysts' expectations ... revenue of $26.04 billion vs. $24.65 billion expected ... shares rose in extended trading.", "2024-05-22"),
            ("https://www.reuters.com/technology/nvidia-forecasts-second-quarter-revenue-above-estimates-2024-05-22/", "Nvidia forecasts revenue above estimates, shares jump - Reuters",
             "Nvidia forecast second-quarter revenue of $28 billion, plus or minus 2%, above estimates of $26.61 billion ...", "2024-05-22"),
            ("https://www.marketwatch.com/story/nvidia-stock-tops-1000-after-earnings-blowout", "Nvidia's stock tops $1,000 for the first time after earnings blowout - MarketWatch",
             "Shares of Nvidia crossed the $1,000 mark in early trading Thursday, 42 minutes ago ...", "2024-05-23"),
        ]),
    ))
    turns.append(P("https://finance.yahoo.com/quote/NVDA/", "Current share price, change vs previous close and market cap",
                   _yahoo("11:49 AM EDT", "1,041.27", "+91.77", "+9.67%", "2.562T", "53,412,806", "1,041.10 x 300", "1,041.40 x 200", "61.04")))
    turns.append(m.add({"nvda_price": "1,041.27 USD, +9.67% vs 949.50 prev close (Yahoo, 11:49 AM EDT 2024-05-23, live)",
                        "nvda_mcap": "2.562T USD intraday (Yahoo, 11:49 AM EDT)",
                        "nvda_prev_close": "949.50 USD (2024-05-22)"}))
    turns.append(V(
        "https://www.cnbc.com/2024/05/22/nvidia-nvda-earnings-report-q1-2025.html", "Key numbers of the Q1 fiscal 2025 report and the stock split details",
        """
Nvidia reports first-quarter earnings, announces 10-for-1 stock split
Published Wed, May 22 2024 4:20 PM EDT · Updated Wed, May 22 2024 6:02 PM EDT · Kif Leswing

> Here's how the company did, compared with what Wall Street was expecting for the quarter ending in April, based on a survey of analysts by LSEG:
> - Earnings per share: $6.12 adjusted vs. $5.59 expected
> - Revenue: $26.04 billion vs. $24.65 billion expected

> Nvidia said it expected $28 billion in sales in the current quarter, above Wall Street estimates of $26.61 billion.

> Nvidia's data center business, which includes its AI chips, reported $22.6 billion in revenue, a 427% increase from the year-ago quarter.

> The company also announced a 10-for-1 forward stock split. Shares will start trading on a split-adjusted basis on June 10. Nvidia also said it would increase its quarterly cash dividend by 150% from $0.04 per share to $0.10 per share on a pre-split basis, equivalent to $0.01 per share post-split.

> Shares rose about 6% in extended trading.
""",
        """
Q1 FY2025 (quarter ended April 2024): revenue $26.04B vs $24.65B expected; adjusted EPS $6.12 vs $5.59; data-center revenue $22.6B (+427% y/y); Q2 guidance $28B. 10-for-1 split, split-adjusted trading from June 10; dividend raised to $0.10 pre-split ($0.01 post-split). Shares were up ~6% after hours on May 22.
"""))
    turns.append(P("https://finance.yahoo.com/quote/NVDA/", "Latest price and market cap again (the market is still open)",
                   _yahoo("12:27 PM EDT", "1,052.60", "+103.10", "+10.86%", "2.589T", "61,905,332", "1,052.45 x 100", "1,052.80 x 400", "61.70")))
    turns.append(m.update({"nvda_price": "1,052.60 USD, +10.86% vs 949.50 prev close (Yahoo, 12:27 PM EDT 2024-05-23, live)",
                           "nvda_mcap": "2.589T USD intraday (Yahoo, 12:27 PM EDT)"}))
    turns.append(S(
        ("Nvidia market value after earnings May 23 2024", [
            ("https://www.reuters.com/technology/nvidia-shares-set-record-high-after-upbeat-forecast-2024-05-23/", "Nvidia shares hit record high, market value nears $2.6 trillion - Reuters",
             "Nvidia shares rose more than 9% to a record high on Thursday, adding about $240 billion to its market value ... 18 minutes ago", "2024-05-23"),
            ("https://www.bloomberg.com/news/articles/2024-05-23/nvidia-rallies-as-ai-demand-powers-forecast", "Nvidia Rallies to Record as AI Demand Powers Upbeat Forecast - Bloomberg",
             "The stock climbed as much as 12% to $1,063.20 in New York ... 1 hour ago", "2024-05-23"),
            ("https://www.investopedia.com/nvidia-stock-split-what-investors-need-to-know-8651212", "Nvidia's 10-for-1 Stock Split: What Investors Need to Know",
             "Shareholders of record on June 6 will receive nine additional shares for every share held, distributed after the close on June 7 ...", "2024-05-23"),
        ]),
    ))
    turns.append(m.add({"q1fy25": "revenue $26.04B (est. $24.65B); adj EPS $6.12; data center $22.6B (+427%); Q2 guide $28B",
                        "split": "10-for-1, split-adjusted trading from 2024-06-10; dividend $0.10 pre-split = $0.01 post-split"}))
    turns.append(m.all())
    turns.append(P("https://www.google.com/finance/quote/NVDA:NASDAQ", "Cross-check the live price and market cap on a second source",
                   """
NVIDIA Corp · NASDAQ: NVDA

**1,053.84 USD**
+104.34 (10.99%) today
23 May, 12:31 pm GMT-4 · USD · NASDAQ · Disclaimer

| | |
|---|---|
| Previous close | 949.50 |
| Day range | $1,026.00 - $1,063.20 |
| Year range | $373.56 - $1,063.20 |
| Market cap | 2.59T USD |
| Avg Volume | 49.23M |
| P/E ratio | 61.77 |
| Dividend yield | 0.02% |
| Primary exchange | NASDAQ |

About: NVIDIA Corporation is an American multinational corporation and technology company headquartered in Santa Clara, California ...

In the news: "Nvidia shares hit record high, market value nears $2.6 trillion" — Reuters · 22 minutes ago
"""))
    rs.add(task=TASK, tid="h20-search-02", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-05-23", "US markets are open; quotes are live."))


# --------------------------------------------------------------------------- 03 (clean: earthquake solution revised)
def t03(rs: RowSet) -> None:
    m = Mem()
    q = "What were the magnitude, depth and location of this morning's earthquake near the Kermadec Islands, and was there any tsunami threat?"
    url = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000p4kq/executive"
    turns: list[Turn] = []
    turns.append(S(
        ("Kermadec Islands earthquake today magnitude USGS", [
            (url, "M 6.1 - Kermadec Islands region",
             "2024-11-07 04:18:52 (UTC) · 30.215°S 177.842°W · 34.2 km depth · Review status: automatic", "2024-11-07"),
            ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1720311", "Earthquake - Magnitude 6.2 - KERMADEC ISLANDS REGION - 2024 November 07, 04:18:51 UTC",
             "Magnitude Mw 6.2 · Region KERMADEC ISLANDS REGION · Date time 2024-11-07 04:18:51.6 UTC · Location 30.20 S ; 177.86 W · Depth 35 km", "2024-11-07"),
            ("https://www.tsunami.gov/events/PHEB/2024/11/07/24312001/1/WEPA40/WEPA40.txt", "Tsunami Information Statement Number 1 - Kermadec Islands region",
             "... A STRONG EARTHQUAKE HAS OCCURRED BUT BASED ON ALL AVAILABLE DATA THERE IS NO TSUNAMI THREAT FROM THIS EARTHQUAKE ...", "2024-11-07"),
            ("https://www.geonet.org.nz/earthquake/2024p842117", "M 6.4 quake, Kermadec Islands, Thu, Nov 7 2024 - GeoNet",
             "Magnitude 6.4 · Depth 33 km · Thu, Nov 7 2024 5:18:51 pm (NZDT) · Kermadec Islands · 12 minutes ago", "2024-11-07"),
        ]),
    ))
    turns.append(P(url, "Magnitude, depth, origin time, location and review status of the event",
                   """
# M 6.1 - Kermadec Islands region

- 2024-11-07 04:18:52 (UTC)
- 30.215°S 177.842°W
- 34.2 km depth

**Review Status: AUTOMATIC** · Event ID us6000p4kq · Last updated 2024-11-07 04:41:07 (UTC)

## Executive summary
| Product | Value |
|---|---|
| Magnitude | 6.1 mww |
| Did You Feel It? | 3 responses (max CDI II) |
| ShakeMap | MMI V (estimated) |
| PAGER | Estimated Fatalities and Losses: GREEN |
| Tsunami | For tsunami information see tsunami.gov |

## Nearby places
- 105.2 km S of Raoul Island, New Zealand
- 1,122 km NE of Auckland, New Zealand

Origin: US contributed · Location uncertainty ± 7.8 km · Magnitude uncertainty ± 0.1 · Phases used 48
"""))
    turns.append(m.add({"usgs_mag": "M6.1 mww (AUTOMATIC solution, updated 04:41 UTC)",
                        "usgs_depth_km": "34.2 (automatic)",
                        "origin_utc": "2024-11-07 04:18:52",
                        "location": "30.215°S 177.842°W, ~105 km S of Raoul Island (automatic)"}))
    turns.append(P("https://www.tsunami.gov/events/PHEB/2024/11/07/24312001/1/WEPA40/WEPA40.txt", "Did PTWC issue any tsunami threat?",
                   """
WEPA40 PHEB 070427
TSUPAC

TSUNAMI INFORMATION STATEMENT NUMBER 1
NWS PACIFIC TSUNAMI WARNING CENTER HONOLULU HI
0427 UTC THU NOV 7 2024

...TSUNAMI INFORMATION STATEMENT...

**** NOTICE **** NOTICE **** NOTICE **** NOTICE **** NOTICE ****
THIS STATEMENT IS ISSUED FOR INFORMATION ONLY IN SUPPORT OF THE
UNESCO/IOC PACIFIC TSUNAMI WARNING AND MITIGATION SYSTEM.

PRELIMINARY EARTHQUAKE PARAMETERS
---------------------------------
  * MAGNITUDE      6.2
  * ORIGIN TIME    0419 UTC NOV 7 2024
  * COORDINATES    30.2 SOUTH  177.8 WEST
  * DEPTH          33 KM / 20 MILES
  * LOCATION       KERMADEC ISLANDS REGION

EVALUATION
----------
  * AN EARTHQUAKE WITH A PRELIMINARY MAGNITUDE OF 6.2 OCCURRED IN
    THE KERMADEC ISLANDS REGION AT 0419 UTC ON THURSDAY NOVEMBER 7 2024.
  * BASED ON ALL AVAILABLE DATA... THERE IS NO TSUNAMI THREAT FROM
    THIS EARTHQUAKE.

NEXT UPDATE AND ADDITIONAL INFORMATION
--------------------------------------
  * THIS WILL BE THE ONLY STATEMENT ISSUED FOR THIS EVENT UNLESS
    ADDITIONAL DATA ARE RECEIVED OR THE SITUATION CHANGES.
$$
"""))
    turns.append(P(url, "Check whether the USGS solution has been reviewed or revised since the first look",
                   """
# M 6.3 - Kermadec Islands region

- 2024-11-07 04:18:51 (UTC)
- 30.231°S 177.815°W
- 38.6 km depth

**Review Status: REVIEWED** · Event ID us6000p4kq · Last updated 2024-11-07 06:02:33 (UTC)

## Executive summary
| Product | Value |
|---|---|
| Magnitude | 6.3 mww |
| Did You Feel It? | 11 responses (max CDI III) |
| ShakeMap | MMI V |
| PAGER | Estimated Fatalities and Losses: GREEN |
| Moment Tensor | Mww 6.3 · thrust faulting · depth 38.6 km |
| Tsunami | For tsunami information see tsunami.gov |

## Nearby places
- 107.0 km S of Raoul Island, New Zealand
- 1,120 km NE of Auckland, New Zealand

Origin: US contributed (reviewed) · Location uncertainty ± 5.1 km · Magnitude uncertainty ± 0.05 · Phases used 212
Regional tectonic summary: the event occurred as the result of thrust faulting on or near the subduction interface between the Pacific and Australia plates ...
"""))
    turns.append(m.update({"usgs_mag": "M6.3 mww (REVIEWED, updated 06:02:33 UTC; automatic was 6.1)",
                           "usgs_depth_km": "38.6 (reviewed; automatic 34.2)",
                           "origin_utc": "2024-11-07 04:18:51 (reviewed)",
                           "location": "30.231°S 177.815°W, ~107 km S of Raoul Island (reviewed)"}))
    turns.append(S(
        ("Kermadec earthquake 6.3 November 7 2024 aftershocks tsunami", [
            ("https://www.rnz.co.nz/news/national/533907/strong-quake-strikes-near-kermadec-islands", "Strong quake strikes near Kermadec Islands, no tsunami threat - RNZ",
             "A magnitude 6.4 earthquake struck near the Kermadec Islands late this afternoon, GeoNet says. NEMA says there is no tsunami threat to New Zealand ... 37 minutes ago", "2024-11-07"),
            ("https://www.geonet.org.nz/earthquake/2024p842117", "M 6.4 quake, Kermadec Islands, Thu, Nov 7 2024 - GeoNet",
             "Magnitude 6.4 · Depth 33 km · Thu, Nov 7 2024 5:18:51 pm (NZDT) · Kermadec Islands · 2 hours ago", "2024-11-07"),
            ("https://earthquake.usgs.gov/earthquakes/map/?extent=-35,175&extent=-25,185", "Latest Earthquakes - USGS",
             "3 earthquakes M4.5+ in the Kermadec Islands region in the past 24 hours ...", "2024-11-07"),
        ]),
    ))
    turns.append(P("https://www.geonet.org.nz/earthquake/2024p842117", "GeoNet's own magnitude and depth for the event",
                   """
# M 6.4 quake, Kermadec Islands

**Thu, Nov 7 2024 5:18:51 pm (NZDT)**

| | |
|---|---|
| Public ID | 2024p842117 |
| Universal Time | November 7 2024, 4:18:51 |
| NZ Daylight Time | Thu, Nov 7 2024 5:18:51 pm |
| Magnitude | 6.4 |
| Depth | 33 km |
| Location | Kermadec Islands |
| Latitude, Longitude | -30.22, -177.83 |
| Felt reports | 0 |
| Quality | best |

> This earthquake is located outside the New Zealand region. The location and magnitude may be less accurate than for quakes inside New Zealand, and may differ from those published by other agencies such as USGS.
"""))
    turns.append(m.add({"geonet": "M6.4, depth 33 km, 5:18:51 pm NZDT (= 04:18:51 UTC); outside NZ region, may differ from USGS",
                        "tsunami": "PTWC statement #1 (0427 UTC): prelim M6.2, NO tsunami threat"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-03", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-11-07"))


# --------------------------------------------------------------------------- 04 (bad: wiki infobox number drifts, same revision)
def _halogaland(span: str, goal_part: str) -> str:
    return f"""
# Hålogaland Bridge

From Wikipedia, the free encyclopedia

| Hålogaland Bridge | |
|---|---|
| Coordinates | 68°27′41″N 17°27′42″E |
| Carries | E6 |
| Crosses | Rombaksfjorden |
| Locale | Narvik Municipality, Nordland, Norway |
| Official name | Hålogalandsbrua |
| Design | Suspension bridge |
| Total length | 1,533 m (5,030 ft) |
| Height | 179 m (587 ft) (towers) |
| Longest span | {span} |
| Clearance below | 40 m (130 ft) |
| Construction start | 2013 |
| Construction cost | NOK 4.3 billion |
| Opened | 9 December 2018 |
| Toll | removed in 2023 |

The **Hålogaland Bridge** (Norwegian: *Hålogalandsbrua*) is a suspension bridge that crosses the Rombaksfjorden near the town of Narvik in Narvik Municipality, Nordland county, Norway. The bridge is part of the European route E6 highway and shortens the road between Narvik and Bjerkvik by about 18 km.

## Construction
{goal_part}

## See also
- List of longest suspension bridge spans
- Hardanger Bridge

This page was last edited on 2 March 2024, at 17:06 (UTC).
"""


def t04(rs: RowSet) -> None:
    m = Mem()
    q = "How long is the main span of the Hålogaland Bridge near Narvik, and how does it rank among Norway's suspension bridges?"
    wiki = "https://en.wikipedia.org/wiki/H%C3%A5logaland_Bridge"
    turns: list[Turn] = []
    turns.append(S(
        ("Hålogaland Bridge main span length", [
            (wiki, "Hålogaland Bridge - Wikipedia",
             "The Hålogaland Bridge is a suspension bridge that crosses the Rombaksfjorden near Narvik ... Longest span 1,145 m ... Opened 9 December 2018.", "2024-03-02"),
            ("https://www.vegvesen.no/vegprosjekter/europaveg/e6halogalandsbrua/", "E6 Hålogalandsbrua | Statens vegvesen",
             "Hålogalandsbrua er en hengebru over Rombaksfjorden. Brua har et hovedspenn på 1145 meter og en total lengde på 1533 meter ...", "2019-01-14"),
            ("https://structurae.net/en/structures/halogaland-bridge", "Hålogaland Bridge (Narvik, 2018) | Structurae",
             "Suspension bridge · main span 1 145 m · total length 1 533 m · completion 2018 · client Statens vegvesen ...", "2022-10-03"),
            ("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia",
             "... ranked by the length of the main span ... 1,310 m Hardanger Bridge, Norway (2013) ...", "2024-03-28"),
        ]),
    ))
    turns.append(P(wiki, "Main span, total length, opening date",
                   _halogaland("1,145 m (3,757 ft)",
                               "Construction began in 2013 and was carried out by the Chinese contractor Sichuan Road and Bridge Group (SRBG). The two concrete towers are 179 m tall. The bridge was opened by the Norwegian Minister of Transport on 9 December 2018, replacing the ferry-free but longer route around the Rombaksfjorden.")))
    turns.append(m.add({"halogaland_main_span_m": "1145", "halogaland_total_m": "1533", "halogaland_opened": "2018-12-09"}))
    turns.append(V(
        "https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "Norwegian bridges in the list and their main spans",
        """
| Rank | Name | Main span | Year | Location | Country |
|---|---|---|---|---|---|
| 1 | 1915 Çanakkale Bridge | 2,023 m | 2022 | Dardanelles | Turkey |
| 2 | Akashi Kaikyō Bridge | 1,991 m | 1998 | Kobe–Awaji | Japan |
| ... | ... | ... | ... | ... | ... |
| 14 | Hardanger Bridge | 1,310 m | 2013 | Hardangerfjord | Norway |
| ... | ... | ... | ... | ... | ... |
| 31 | Hålogaland Bridge | 1,145 m | 2018 | Rombaksfjorden, Narvik | Norway |
| ... | ... | ... | ... | ... | ... |
| 79 | Gjemnessund Bridge | 623 m | 1992 | Gjemnessundet | Norway |
| 88 | Bømla Bridge | 577 m | 2001 | Bømlafjorden | Norway |

This page was last edited on 28 March 2024, at 09:41 (UTC).
""",
        """
Norway's longest suspension span is the Hardanger Bridge (1,310 m, 2013, rank 14 worldwide); the Hålogaland Bridge (1,145 m, 2018) is listed at rank 31 and is the second-longest span in Norway.
"""))
    turns.append(S(
        ("longest suspension bridge Norway Hardanger Hålogaland comparison", [
            ("https://en.wikipedia.org/wiki/Hardanger_Bridge", "Hardanger Bridge - Wikipedia",
             "The Hardanger Bridge is a suspension bridge across the Eidfjorden ... With a main span of 1,310 m it is the longest suspension bridge in Norway.", "2024-01-19"),
            ("https://www.lifeinnorway.net/longest-bridges-in-norway/", "The Longest Bridges in Norway - Life in Norway",
             "Hålogaland Bridge in Narvik is Norway's second-longest suspension bridge, with a 1,145-metre main span ...", "2023-06-22"),
            ("https://www.nrk.no/nordland/halogalandsbrua-apnet-1.14331412", "Hålogalandsbrua er åpnet - NRK Nordland",
             "Etter fem års bygging ble Hålogalandsbrua åpnet søndag ... ", "2018-12-09"),
        ]),
    ))
    # BAD: same page, same 'last edited' stamp, main span reads 1,154 m
    turns.append(P(wiki, "Construction period, contractor and tower height",
                   _halogaland("1,154 m (3,786 ft)",
                               "Construction began in 2013 and was carried out by the Chinese contractor Sichuan Road and Bridge Group (SRBG). The two concrete towers are 179 m tall. The bridge was opened by the Norwegian Minister of Transport on 9 December 2018, replacing the ferry-free but longer route around the Rombaksfjorden.")))
    turns.append(V(
        "https://www.vegvesen.no/vegprosjekter/europaveg/e6halogalandsbrua/", "Official figures for the bridge (span, total length, towers)",
        """
E6 Hålogalandsbrua — Statens vegvesen

> Hålogalandsbrua er en hengebru over Rombaksfjorden. Brua har et hovedspenn på 1145 meter og en total lengde på 1533 meter. Tårnene er 179 meter høye.

> Brua ble åpnet for trafikk 9. desember 2018. Den nye vegen forkorter E6 mellom Narvik og Bjerkvik med 18 kilometer.

> Hålogalandsbrua er Norges nest lengste hengebru, etter Hardangerbrua.
""",
        """
The Norwegian Public Roads Administration gives a main span of 1,145 m, total length 1,533 m, towers 179 m; opened 9 December 2018; Norway's second-longest suspension bridge after the Hardanger Bridge.
"""))
    turns.append(m.add({"rank_norway": "2nd-longest suspension span in Norway after Hardanger Bridge (1,310 m)"}))
    rs.add(task=TASK, tid="h20-search-04", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-04-10"),
           bad=True, turn=6, kind="Wikipedia infobox main span re-read as 1,154 m (was 1,145 m) with the same 'last edited' stamp")


# --------------------------------------------------------------------------- 05 (bad: same result dated differently)
def t05(rs: RowSet) -> None:
    m = Mem()
    q = "When did the Council of the EU give final approval to the AI Act, and when does the regulation enter into force?"
    cons = "https://www.consilium.europa.eu/en/press/press-releases/2024/05/21/artificial-intelligence-ai-act-council-gives-final-green-light-to-the-first-worldwide-rules-on-ai/"
    cons_title = "Artificial intelligence (AI) act: Council gives final green light to the first worldwide rules on AI - Consilium"
    turns: list[Turn] = []
    turns.append(S(
        ("EU AI Act Council final approval", [
            (cons, cons_title,
             "Today the Council approved a ground-breaking law aiming to harmonise rules on artificial intelligence, the so-called artificial intelligence act. The flagship legislation follows a 'risk-based' approach ...", "2024-05-21"),
            ("https://www.reuters.com/technology/eu-countries-give-final-nod-landmark-ai-rules-2024-05-21/", "EU countries give final nod to first-of-a-kind AI law - Reuters",
             "EU countries on Tuesday gave the final green light to landmark rules on artificial intelligence ... ", "2024-05-21"),
            ("https://www.europarl.europa.eu/news/en/press-room/20240308IPR19015/artificial-intelligence-act-meps-adopt-landmark-law", "Artificial Intelligence Act: MEPs adopt landmark law | News | European Parliament",
             "On Wednesday, Parliament approved the Artificial Intelligence Act ... The regulation was endorsed by MEPs with 523 votes in favour, 46 against and 49 abstentions.", "2024-03-13"),
        ]),
        ("AI Act entry into force date", [
            ("https://artificialintelligenceact.eu/developments/", "Developments | EU Artificial Intelligence Act",
             "Latest: Council adopts the AI Act (21 May 2024). Next: signature and publication in the Official Journal; entry into force 20 days later ...", "2024-05-30"),
            ("https://www.euronews.com/next/2024/05/21/eu-ai-act-final-approval-what-happens-next", "EU AI Act gets final approval: what happens next? - Euronews",
             "The law will enter into force 20 days after publication in the Official Journal, with bans on prohibited practices applying six months later ...", "2024-05-21"),
        ]),
    ))
    turns.append(V(
        cons, "Date of the Council's approval and what happens next (signature, publication, entry into force)",
        """
Press release · 21 May 2024 · 11:00

> Today the Council approved a ground-breaking law aiming to harmonise rules on artificial intelligence, the so-called artificial intelligence act. The flagship legislation follows a 'risk-based' approach, which means the higher the risk to cause harm to society, the stricter the rules.

> "The adoption of the AI act is a significant milestone for the European Union," said Mathieu Michel, Belgian secretary of state for digitisation.

> Next steps: After being signed by the presidents of the European Parliament and of the Council, the legislative act will be published in the EU's Official Journal in the coming days and enter into force twenty days after this publication. The new regulation will apply two years after its entry into force, with some exceptions for specific provisions.
""",
        """
The Council gave its final approval on 21 May 2024. The act still has to be signed and published in the Official Journal; it enters into force 20 days after publication and applies generally two years after entry into force (with exceptions).
"""))
    turns.append(m.add({"council_approval": "2024-05-21 (Council press release)",
                        "entry_into_force": "20 days after publication in the OJ (not yet published as of 2024-06-03)",
                        "general_application": "2 years after entry into force, with exceptions"}))
    turns.append(V(
        "https://www.europarl.europa.eu/news/en/press-room/20240308IPR19015/artificial-intelligence-act-meps-adopt-landmark-law", "Parliament plenary vote date and result",
        """
Artificial Intelligence Act: MEPs adopt landmark law
Press Releases · PLENARY SESSION · 13-03-2024 - 12:25

> On Wednesday, Parliament approved the Artificial Intelligence Act that ensures safety and compliance with fundamental rights, while boosting innovation.

> The regulation, agreed in negotiations with member states in December 2023, was endorsed by MEPs with 523 votes in favour, 46 against and 49 abstentions.

> Next steps: The regulation is still subject to a final lawyer-linguist check and is expected to be finally adopted before the end of the legislature (through the so-called corrigendum procedure). The law also needs to be formally endorsed by the Council.
""",
        """
Parliament adopted the AI Act in plenary on 13 March 2024 (523 for, 46 against, 49 abstentions); formal endorsement by the Council was still needed at that point.
"""))
    # BAD: the same Council press release now carries a date a month earlier
    turns.append(S(
        ("AI Act Official Journal publication date", [
            ("https://artificialintelligenceact.eu/implementation-timeline/", "Implementation Timeline | EU Artificial Intelligence Act",
             "The AI Act is expected to be published in the Official Journal in the summer of 2024 ... prohibitions apply 6 months after entry into force, GPAI rules after 12 months ...", "2024-05-31"),
            ("https://www.politico.eu/article/ai-act-official-journal-publication-delay-lawyer-linguists/", "AI Act publication slips to July as lawyer-linguists finish the text - POLITICO",
             "The text is now expected to appear in the Official Journal in July ...", "2024-05-28"),
        ]),
        ("Council AI Act green light 21 May", [
            (cons, cons_title,
             "Today the Council approved a ground-breaking law aiming to harmonise rules on artificial intelligence ... After being signed by the presidents of the European Parliament and of the Council, the legislative act will be published in the EU's Official Journal in the coming days ...", "2024-04-21"),
            ("https://www.reuters.com/technology/eu-countries-give-final-nod-landmark-ai-rules-2024-05-21/", "EU countries give final nod to first-of-a-kind AI law - Reuters",
             "EU countries on Tuesday gave the final green light to landmark rules on artificial intelligence ...", "2024-05-21"),
        ]),
    ))
    turns.append(V(
        "https://artificialintelligenceact.eu/implementation-timeline/", "Expected publication date and the staged application dates",
        """
Implementation Timeline — last updated 31 May 2024

> 13 March 2024: European Parliament adopts the AI Act in plenary.
> 21 May 2024: Council of the EU adopts the AI Act.
> Expected: signature by the presidents of Parliament and Council, then publication in the Official Journal (expected in the summer of 2024).
> Entry into force: 20 days after publication.
> +6 months: prohibitions on unacceptable-risk AI practices apply.
> +12 months: obligations for general-purpose AI models apply.
> +24 months: the remainder of the act applies.
> +36 months: obligations for high-risk systems covered by Annex I apply.
""",
        """
As of 31 May 2024 the act had been adopted by Parliament (13 March) and Council (21 May) but not yet published; publication in the OJ is expected in summer 2024, entry into force 20 days later, with staged application at 6, 12, 24 and 36 months.
"""))
    turns.append(m.update({"entry_into_force": "20 days after OJ publication; publication expected summer (likely July) 2024"}))
    rs.add(task=TASK, tid="h20-search-05", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-06-03"),
           bad=True, turn=5, kind="the same Council press release (URL in its path dated 2024/05/21, shown as 21 May 2024) is listed with date 2024-04-21")


# --------------------------------------------------------------------------- 06 (clean: sources disagree, units and rounding)
def t06(rs: RowSet) -> None:
    m = Mem()
    q = "What is the elevation of K2, how certain is the figure, and when was it first climbed? Compare several sources."
    turns: list[Turn] = []
    turns.append(S(
        ("K2 elevation metres", [
            ("https://en.wikipedia.org/wiki/K2", "K2 - Wikipedia",
             "K2, at 8,611 metres (28,251 ft) above sea level, is the second-highest mountain on Earth, after Mount Everest at 8,849 metres (29,032 ft).", "2024-02-09"),
            ("https://www.britannica.com/place/K2", "K2 | Height, Location, Deaths, & Facts | Britannica",
             "K2, the world's second highest peak (28,251 feet [8,611 metres]), second only to Mount Everest ...", "2024-01-25"),
            ("https://www.peakbagger.com/peak.aspx?pid=10506", "K2, Pakistan/China - Peakbagger.com",
             "Elevation: 28,251 feet, 8611 meters · Prominence: 13,179 ft / 4017 m · Isolation 1,316 km ...", "2023-08-17"),
            ("https://explorersweb.com/how-high-is-k2-really/", "How High Is K2, Really? - ExplorersWeb",
             "The official 8,611m dates back decades; a 1987 Italian survey with satellite receivers gave 8,616m ...", "2021-04-06"),
        ]),
    ))
    turns.append(V(
        "https://en.wikipedia.org/wiki/K2", "Elevation, prominence, and first ascent",
        """
| K2 | |
|---|---|
| Elevation | 8,611 m (28,251 ft) Ranked 2nd |
| Prominence | 4,020 m (13,190 ft) Ranked 22nd |
| Isolation | 1,316 km (818 mi) |
| Coordinates | 35°52′57″N 76°30′48″E |
| Location | Gilgit-Baltistan, Pakistan / Tashkurgan, Xinjiang, China |
| Parent range | Karakoram |
| First ascent | 31 July 1954 by Lino Lacedelli and Achille Compagnoni |
| Easiest route | Abruzzi Spur |

> K2, at 8,611 metres (28,251 ft) above sea level, is the second-highest mountain on Earth, after Mount Everest at 8,849 metres (29,032 ft).

> K2 was first climbed by the Italian climbers Lino Lacedelli and Achille Compagnoni, on the 1954 Italian Karakoram expedition led by Ardito Desio.

This page was last edited on 9 February 2024, at 14:22 (UTC).
""",
        """
Wikipedia: elevation 8,611 m (28,251 ft), prominence 4,020 m (13,190 ft); first ascent 31 July 1954 by Lacedelli and Compagnoni (Italian expedition led by Ardito Desio).
"""))
    turns.append(m.add({"k2_elev_wiki": "8,611 m (28,251 ft)", "k2_prominence_wiki": "4,020 m (13,190 ft)",
                        "k2_first_ascent": "1954-07-31, Lacedelli & Compagnoni (Desio expedition)"}))
    turns.append(V(
        "https://www.britannica.com/place/K2", "Height given by Britannica and any note on measurement",
        """
K2 | Height, Location, Deaths, & Facts | Britannica
Last Updated: Jan 25, 2024

> K2, Chinese Qogir Feng, also called Mount Godwin Austen, the world's second highest peak (28,251 feet [8,611 metres]), second only to Mount Everest. K2 is located in the Karakoram Range and lies partly in a Chinese-administered enclave of the Kashmir region ...

> The peak was discovered and measured in 1856 by Lieutenant Thomas G. Montgomerie of the Survey of India, who named it K2 because it was the second peak measured in the Karakoram Range.

> In 1954 an Italian expedition led by Ardito Desio reached the summit; the climbers Achille Compagnoni and Lino Lacedelli stood on top on July 31.
""",
        """
Britannica gives 28,251 ft (8,611 m), the same figure as Wikipedia, and confirms the first ascent on 31 July 1954. The name K2 comes from Montgomerie's 1856 Survey of India notation.
"""))
    turns.append(S(
        ("K2 height remeasured 8616 m survey", [
            ("https://explorersweb.com/how-high-is-k2-really/", "How High Is K2, Really? - ExplorersWeb",
             "... the 1987 Desio-led survey using satellite receivers gave 8,616m. Chinese maps list 8,611m ...", "2021-04-06"),
            ("https://www.nytimes.com/1987/03/08/world/k2-is-shorter-than-everest-italians-say.html", "K2 Is Shorter Than Everest, Italians Say - The New York Times",
             "An Italian expedition using satellite surveying equipment has concluded that K2 is 28,268 feet high, not taller than Everest as a U.S. astronomer suggested ...", "1987-03-08"),
            ("https://www.summitpost.org/k2/150347", "K2 : Climbing, Hiking & Mountaineering : SummitPost",
             "Elevation: 28,251 ft / 8611 m ...", "2022-11-30"),
        ]),
    ))
    turns.append(V(
        "https://explorersweb.com/how-high-is-k2-really/", "Which alternative heights exist and where they come from",
        """
How High Is K2, Really?
By Angela Benavides · April 6, 2021

> The height usually quoted for K2, 8,611m, is decades old. In 1986 a U.S. astronomer, George Wallerstein, reported measurements suggesting K2 might even be taller than Everest, which caused a brief sensation.

> In 1987, an expedition organised by Ardito Desio, who had led the 1954 first ascent, used satellite receivers to re-measure both peaks. The result: Everest 8,872m and K2 8,616m. Everest remained the higher of the two.

> Chinese maps and most reference works continue to list 8,611m. Unlike Everest, which was jointly re-measured by China and Nepal in 2020 (8,848.86m), K2 has not had an official modern GNSS summit survey published.
""",
        """
Alternative figures: Desio's 1987 satellite survey gave 8,616 m (the NYT reported it as 28,268 ft); Wallerstein's 1986 claim that K2 exceeded Everest was refuted. The standard 8,611 m remains in reference works, and no modern official GNSS survey of K2 has been published, so the figure carries an uncertainty of a few metres.
"""))
    turns.append(m.add({"k2_elev_alt": "8,616 m (1987 Desio satellite survey; NYT gave 28,268 ft)"}))
    turns.append(m.update({"k2_elev_wiki": "8,611 m (28,251 ft) — Wikipedia and Britannica agree; standard figure"}))
    turns.append(P("https://www.peakbagger.com/peak.aspx?pid=10506", "Elevation and prominence figures on Peakbagger",
                   """
# K2, Pakistan/China

| | |
|---|---|
| Elevation (feet) | 28,251 |
| Elevation (meters) | 8611 |
| Continent | Asia |
| Range2 | Karakoram |
| Latitude/Longitude (WGS84) | 35.8825, 76.5133 (Dec Deg) |
| Prominence | 13,179 ft / 4017 m (Key Col: 15,072 ft / 4594 m, Kunjerab region) |
| Isolation | 1,316 km / 818 mi |
| Ascents logged | 87 |
| Data source | Elevation from Pakistan 1:250,000 maps; prominence computed from SRTM data |
"""))
    turns.append(m.add({"k2_prominence_pb": "4,017 m (13,179 ft), Peakbagger SRTM-based — differs slightly from Wikipedia 4,020 m"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-06", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-02-14"))


# --------------------------------------------------------------------------- 07 (clean: re-ranked results, truncated and partial views)
def t07(rs: RowSet) -> None:
    m = Mem()
    q = "What did the radiocarbon dating of the Voynich manuscript conclude, who did it, and how was it sampled?"
    ua = "https://news.arizona.edu/story/ua-experts-determine-age-of-book-nobody-can-read"
    ua_title = "UA Experts Determine Age of Book 'Nobody Can Read' | University of Arizona News"
    bein = "https://collections.library.yale.edu/catalog/2002046"
    turns: list[Turn] = []
    turns.append(S(
        ("Voynich manuscript radiocarbon dating", [
            ("https://en.wikipedia.org/wiki/Voynich_manuscript", "Voynich manuscript - Wikipedia",
             "The Voynich manuscript is an illustrated codex hand-written in an unknown script ... The vellum has been carbon-dated to the early 15th century (1404–1438) ...", "2024-08-11"),
            (ua, ua_title,
             "While the Voynich manuscript might be the world's most mysterious book, UA researchers have solved one of its puzzles: they determined the age of the parchment ...", "2011-02-10"),
            ("https://www.bbc.com/news/science-environment-12382659", "Voynich manuscript: Carbon dating pins down age - BBC News",
             "Scientists have dated the manuscript's vellum to the early 15th Century ...", "2011-02-10"),
            (bein, "Cipher manuscript | Beinecke Rare Book & Manuscript Library",
             "Beinecke MS 408. Cipher manuscript. [Central Europe?], [between 1401 and 1599?] ...", "2023-12-04"),
            ("https://www.reddit.com/r/voynich/comments/9x2pla/radiocarbon_faq/", "Radiocarbon FAQ : r/voynich",
             "Vellum date ≠ writing date, but scraping and reuse are unlikely given the uniform ink layer ...", "2018-11-15"),
        ]),
    ))
    turns.append(V(
        ua, "Result of the dating, lab, people involved, sampling",
        """
UA Experts Determine Age of Book 'Nobody Can Read'
By Daniel Stolte, University Communications · Feb. 10, 2011

> While the Voynich manuscript might be the world's most mysterious book, UA researchers have solved one of its puzzles: they determined the age of the parchment.

> A team led by Greg Hodgins in the UA's department of physics has found the manuscript's parchment pages date back to the early 15th century, making the book a century older than scholars had previously thought.

> "The team took four samples from four different pages" using a scalpel, each about 1 by 6 millimetres, cut from the margins in 2009 at the Beinecke Library. The samples were radiocarbon dated at the Arizona Accelerator Mass Spectrometry (AMS) Laboratory.

> The results: the vellum was made between 1404 and 1438. "We are fairly confident that the ink was applied to the parchment soon after the vellum was made," Hodgins said, adding that the ink itself cannot be carbon-dated without destroying too much of the page.
""",
        """
The University of Arizona AMS Laboratory (team led by Greg Hodgins, physics) dated four vellum samples cut from four pages in 2009; the parchment dates to 1404–1438. The date applies to the vellum, not directly to the ink, though the team thinks the writing came soon after.
"""))
    turns.append(m.add({"c14_range": "1404–1438 (vellum)", "c14_lab": "University of Arizona AMS Laboratory, team led by Greg Hodgins",
                        "c14_sampling": "4 samples from 4 pages, cut 2009 at the Beinecke; announced 2011-02-10"}))
    turns.append(S(
        ("Voynich radiocarbon 1404 1438 Hodgins", [
            ("https://www.bbc.com/news/science-environment-12382659", "Voynich manuscript: Carbon dating pins down age - BBC News",
             "... Greg Hodgins of the University of Arizona said the team's results put the vellum between 1404 and 1438 ...", "2011-02-10"),
            (ua, ua_title,
             "... a team led by Greg Hodgins in the UA's department of physics has found the manuscript's parchment pages date back to the early 15th century ...", "2011-02-10"),
            ("https://www.researchgate.net/publication/268526742_Radiocarbon_dating_of_the_Voynich_Manuscript", "Radiocarbon dating of the Voynich Manuscript - ResearchGate",
             "G. Hodgins, conference abstract, International Radiocarbon Conference 2012 ... calibrated 2σ ranges of four folios ...", "2012-07-09"),
            ("https://en.wikipedia.org/wiki/Voynich_manuscript", "Voynich manuscript - Wikipedia",
             "... The vellum has been carbon-dated to the early 15th century (1404–1438) ...", "2024-08-11"),
        ]),
    ))
    turns.append(P(bein, "Catalogue record: title, date and summary",
                   """
# Cipher manuscript

Beinecke Rare Book & Manuscript Library, Yale University · Call Number: MS 408

| | |
|---|---|
| Title | Cipher manuscript. |
| Published / Created | [Central Europe?], [between 1401 and 1599?] |
| Call Number | MS 408 |
| Language | Undetermined |

**Abstract:** Scientific or magical text in an unidentified language, in cipher, apparently based on Roman minuscule characters; the text is accompanied by drawings of plants, astronomical and astrological diagrams, and figures in pools. The manuscript is named for the antiquarian bookseller Wilfrid M. Voynich, who acquired it in 1912 from the Jesuit college at Villa Mondragone near Frascati. Carbon-14 dating of the vellum, conducted in 2009 by the University of Arizona, gives a date range of 1404–1438 ...

[Page content truncated at 1,600 characters]
"""))
    turns.append(V(
        bein, "Physical description and provenance notes",
        """
Physical Description: 1 v. (102 leaves) : parchment, ill. (some col.) ; 23.5 x 16.2 cm

Notes:
> Quire numbers in lower right corners; quires of varying size, some leaves folding out.
> Foliation in a later hand, 1-116, skipping leaves missing from the volume.
> Carbon-14 dating of the vellum, conducted in 2009 by the University of Arizona, gives a date range of 1404–1438.
> Provenance: possibly Emperor Rudolf II; Jacobus Horcicky de Tepenec (his signature partly erased on f. 1r); Georg Baresch; Johannes Marcus Marci, who sent it to Athanasius Kircher in 1665/1666; Jesuit college at Villa Mondragone; acquired by Wilfrid M. Voynich in 1912; Ethel Voynich; Anne Nill; sold to H. P. Kraus, who gave it to Yale in 1969.
""",
        """
MS 408 has 102 surviving leaves of parchment (foliated 1–116 with gaps), 23.5 × 16.2 cm. The catalogue repeats the 2009 University of Arizona carbon-14 date of 1404–1438 for the vellum. Provenance runs from (possibly) Rudolf II through Marci, Kircher, the Jesuits at Villa Mondragone and Voynich (1912) to H. P. Kraus, who gave it to Yale in 1969.
"""))
    turns.append(m.add({"ms_408": "Beinecke MS 408, 102 leaves (foliated 1–116 with gaps), 23.5 × 16.2 cm; given to Yale by H. P. Kraus 1969"}))
    turns.append(m.update({"c14_sampling": "4 samples (~1 × 6 mm) from the margins of 4 pages, cut 2009 at the Beinecke; UA announcement 2011-02-10"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-07", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-08-21"))


# --------------------------------------------------------------------------- 08 (bad: release date on page differs from its own snippet)
def _meson_notes(date: str) -> str:
    return f"""
# Release 0.60.0

Meson 0.60.0 was released on {date}

## New features

### `run_target` can now be used as a dependency
A `run_target()` can now be saved in a variable and reused as a dependency in an `alias_target()`.

### The `install_emptydir()` function
It is now possible to define a directory which will be created during installation, without any files in it.

### Installation tags
It is now possible to install only a subset of the installable files using `meson install --tags tag1,tag2` command line. Most targets get a default tag such as `runtime`, `devel`, `i18n` or `man`.

### `unset_variable()`
`unset_variable()` can be used to unset a variable. Reading a variable after calling `unset_variable()` will raise an exception unless the variable is set again.

### Multiple append() and prepend() in `environment()` object
`append()` and `prepend()` can now be called multiple times on the same variable.

### Python extension modules now depend on the python library by default
...

[Showing 6 of 31 sections]
"""


def t08(rs: RowSet) -> None:
    m = Mem()
    q = "When was Meson 0.60.0 released, and what were its headline new features?"
    notes = "https://mesonbuild.com/Release-notes-for-0-60-0.html"
    turns: list[Turn] = []
    turns.append(S(
        ("Meson 0.60.0 release date", [
            (notes, "Release 0.60.0 - The Meson Build system",
             "Meson 0.60.0 was released on 24 October 2021 · New features · run_target can now be used as a dependency · The install_emptydir() function · Installation tags ...", "2021-10-24"),
            ("https://github.com/mesonbuild/meson/releases/tag/0.60.0", "Release 0.60.0 · mesonbuild/meson · GitHub",
             "jpakkane released this Oct 24, 2021 · 0.60.0 · meson-0.60.0.tar.gz · meson-0.60.0.tar.gz.asc ...", "2021-10-24"),
            ("https://www.phoronix.com/news/Meson-0.60-Released", "Meson 0.60 Build System Released With Installation Tags, Rust Improvements - Phoronix",
             "Meson 0.60 was released on Sunday as the latest feature update to this increasingly popular open-source build system ...", "2021-10-24"),
            ("https://pypi.org/project/meson/0.60.0/", "meson · PyPI",
             "meson 0.60.0 · pip install meson==0.60.0 · Released: Oct 24, 2021 · A high performance build system", "2021-10-24"),
        ]),
    ))
    turns.append(V(
        "https://www.phoronix.com/news/Meson-0.60-Released", "Headline features and release day",
        """
Meson 0.60 Build System Released With Installation Tags, Rust Improvements
Written by Michael Larabel in Programming on 24 October 2021 at 08:12 AM EDT. 14 Comments

> Meson 0.60 was released on Sunday as the latest feature update to this increasingly popular open-source build system used by GNOME, systemd, Mesa, X.Org and many other projects.

> Meson 0.60 adds installation tags so that only a subset of files can be installed with `meson install --tags`, e.g. installing only the runtime files or only the development headers.

> Also new is `install_emptydir()`, `unset_variable()`, multiple append/prepend calls on environment objects, and run targets being usable as dependencies of alias targets. There are also improvements for Rust, CUDA and the Visual Studio backend.
""",
        """
Phoronix reported Meson 0.60 as released on Sunday, 24 October 2021. Headline features: installation tags (`meson install --tags`), `install_emptydir()`, `unset_variable()`, repeated append/prepend on environment objects, run_target usable as a dependency; Rust/CUDA/VS backend improvements.
"""))
    turns.append(m.add({"meson_0600_date": "2021-10-24 (search snippet of release notes, Phoronix, PyPI)"}))
    # BAD: the release notes page now gives 14 October; its own snippet (turn 1) said 24 October 2021
    turns.append(P(notes, "Release date line and list of new features", _meson_notes("14 October 2021")))
    turns.append(m.add({"meson_0600_features": "install tags (meson install --tags); install_emptydir(); unset_variable(); multiple append/prepend on environment(); run_target as alias_target dependency"}))
    turns.append(P("https://github.com/mesonbuild/meson/releases/tag/0.60.0", "Who published the release and when",
                   """
# 0.60.0

jpakkane released this · Oct 24, 2021 · 2,147 commits to master since this release · 0.60.0 · b4c8fb5

## Assets 3
- meson-0.60.0.tar.gz · 2 MB · Oct 24, 2021
- meson-0.60.0.tar.gz.asc · 833 Bytes · Oct 24, 2021
- Source code (zip)
- Source code (tar.gz)

👍 31 · 🎉 12 · 🚀 9 — 41 people reacted
"""))
    turns.append(S(
        ("Meson 0.60.1 bugfix release", [
            ("https://github.com/mesonbuild/meson/releases/tag/0.60.1", "Release 0.60.1 · mesonbuild/meson · GitHub",
             "jpakkane released this Oct 29, 2021 · Bug fix release ...", "2021-10-29"),
            ("https://pypi.org/project/meson/#history", "meson · PyPI — Release history",
             "1.4.0 Mar 12, 2024 · 1.3.2 Feb 2, 2024 · ... · 0.60.1 Oct 29, 2021 · 0.60.0 Oct 24, 2021 · 0.60.0rc2 Oct 19, 2021 ...", "2024-03-12"),
        ]),
    ))
    turns.append(P("https://pypi.org/project/meson/#history", "Release history around 0.60",
                   """
## Release history

Release notifications | RSS feed

- 1.4.0 — Mar 12, 2024
- 1.3.2 — Feb 2, 2024
- ...
- 0.61.0 — Dec 26, 2021
- 0.60.3 — Dec 20, 2021
- 0.60.2 — Nov 24, 2021
- 0.60.1 — Oct 29, 2021
- 0.60.0 — Oct 24, 2021
- 0.60.0rc2 (pre-release) — Oct 19, 2021
- 0.60.0rc1 (pre-release) — Oct 11, 2021
- 0.59.4 — Nov 2, 2021
- 0.59.3 — Oct 24, 2021
"""))
    turns.append(m.update({"meson_0600_date": "2021-10-24 (GitHub tag, PyPI, Phoronix); rc1 2021-10-11, rc2 2021-10-19"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-08", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-03-12"),
           bad=True, turn=4, kind="release-notes page says 0.60.0 was released on 14 October 2021, but its own search snippet (and every other source) said 24 October 2021")


# --------------------------------------------------------------------------- 09 (bad: bill status regresses with no action)
def _hr7024(status: str) -> str:
    return f"""
# H.R.7024 - Tax Relief for American Families and Workers Act of 2024
118th Congress (2023-2024)

| | |
|---|---|
| Sponsor | Rep. Smith, Jason [R-MO-8] (Introduced 01/17/2024) |
| Committees | House - Ways and Means |
| Committee Reports | H. Rept. 118-353 |
| Latest Action | Senate - 02/01/2024 Read the second time. Placed on Senate Legislative Calendar under General Orders. Calendar No. 318. (All Actions) |
| Roll Call Votes | There has been 1 roll call vote |
| Status | {status} |

Tracker: Introduced › Passed House › Passed Senate › To President › Became Law

**More on This Bill:** CBO Cost Estimates [1]

Subject — Policy Area: Taxation · View subjects

Summary (1) · Text (3) · Actions (14) · Titles (4) · Amendments (0) · Cosponsors (1) · Committees (1) · Related Bills (2)

Cosponsors: Rep. Neal, Richard E. [D-MA-1]* (original cosponsor, 01/17/2024)
"""


def t09(rs: RowSet) -> None:
    m = Mem()
    q = "What is the current legislative status of H.R. 7024 (Tax Relief for American Families and Workers Act of 2024)?"
    bill = "https://www.congress.gov/bill/118th-congress/house-bill/7024"
    turns: list[Turn] = []
    turns.append(S(
        ("H.R. 7024 Tax Relief for American Families and Workers Act status", [
            (bill, "H.R.7024 - 118th Congress (2023-2024): Tax Relief for American Families and Workers Act of 2024 | Congress.gov",
             "Sponsor: Rep. Smith, Jason [R-MO-8] (Introduced 01/17/2024) · Latest Action: Senate - 02/01/2024 Read the second time. Placed on Senate Legislative Calendar ... Status: Passed House", "2024-02-01"),
            ("https://www.govtrack.us/congress/bills/118/hr7024", "Tax Relief for American Families and Workers Act of 2024 (H.R. 7024) - GovTrack.us",
             "Passed House on January 31, 2024. This bill passed in the House on January 31, 2024 and goes to the Senate next for consideration.", "2024-02-01"),
            ("https://waysandmeans.house.gov/2024/01/31/house-passes-tax-relief-for-american-families-and-workers-act/", "House Passes Tax Relief for American Families and Workers Act - Ways and Means",
             "The bill passed by a bipartisan vote of 357-70 ...", "2024-01-31"),
        ]),
    ))
    turns.append(P(bill, "Sponsor, latest action and status tracker", _hr7024("Passed House")))
    turns.append(m.add({"hr7024_status": "Passed House (vote 357-70 on 2024-01-31); on Senate calendar",
                        "hr7024_latest_action": "Senate 02/01/2024: read second time, placed on Legislative Calendar, General Orders, Cal. No. 318",
                        "hr7024_sponsor": "Rep. Jason Smith (R-MO-8); cosponsor Rep. Richard Neal (D-MA-1)"}))
    turns.append(S(
        ("Senate vote child tax credit bill Wyden Smith March 2024", [
            ("https://apnews.com/article/child-tax-credit-senate-republicans-wyden-smith-2024", "Child tax credit deal stalls in the Senate as Republicans balk - AP News",
             "The bipartisan tax package that passed the House 357-70 in January has stalled in the Senate, where Republicans are seeking changes ...", "2024-03-14"),
            ("https://www.finance.senate.gov/chairmans-news/wyden-statement-on-tax-relief-for-american-families-and-workers-act", "Wyden Statement on Tax Relief for American Families and Workers Act - Senate Finance",
             "Senate Finance Committee Chair Ron Wyden (D-Ore.) urged the Senate to pass the bill quickly ...", "2024-02-20"),
            ("https://www.politico.com/news/2024/03/07/tax-bill-senate-crapo-00145392", "Crapo digs in against tax deal - POLITICO",
             "Senate Finance ranking member Mike Crapo says the bill needs changes before it can get a vote ...", "2024-03-07"),
        ]),
    ))
    turns.append(V(
        "https://apnews.com/article/child-tax-credit-senate-republicans-wyden-smith-2024", "Why the bill has not advanced in the Senate",
        """
Child tax credit deal stalls in the Senate as Republicans balk
By Kevin Freking · March 14, 2024

> The bipartisan tax package that passed the House 357-70 in January has stalled in the Senate, where Republicans are seeking changes to the child tax credit expansion and object to the timing in an election year.

> The $78 billion package pairs an expanded child tax credit with restored business tax breaks for research and development, interest deductibility and bonus depreciation.

> Senate Majority Leader Chuck Schumer has not scheduled a vote. Sen. Mike Crapo, the top Republican on the Finance Committee, said he wants changes, including on the "lookback" provision that would allow families to use prior-year income.
""",
        """
AP (14 March 2024): after House passage 357-70 in January, the $78B package stalled in the Senate; no floor vote scheduled; Republicans (Crapo) seek changes, e.g. on the prior-year income "lookback".
"""))
    turns.append(P(bill + "/all-actions", "Full list of actions in order",
                   """
# H.R.7024 — All Actions (14)

| Date | All Actions |
|---|---|
| 02/01/2024 | Read the second time. Placed on Senate Legislative Calendar under General Orders. Calendar No. 318. — Action By: Senate |
| 01/31/2024 | Received in the Senate. Read the first time. Placed on Senate Legislative Calendar under Read the First Time. — Action By: Senate |
| 01/31/2024-7:41pm | Motion to reconsider laid on the table Agreed to without objection. — Action By: House floor actions |
| 01/31/2024-7:41pm | On motion to suspend the rules and pass the bill, as amended Agreed to by the Yeas and Nays: (2/3 required): 357 - 70 (Roll no. 28). — Action By: House floor actions |
| 01/31/2024-6:37pm | Considered under suspension of the rules. — Action By: House floor actions |
| 01/31/2024-5:48pm | Mr. Smith (MO) moved to suspend the rules and pass the bill, as amended. — Action By: House floor actions |
| 01/29/2024 | Placed on the Union Calendar, Calendar No. 282. — Action By: House |
| 01/29/2024 | Reported (Amended) by the Committee on Ways and Means. H. Rept. 118-353. — Action By: House |
| 01/19/2024 | Ordered to be Reported (Amended) by the Yeas and Nays: 40 - 3. — Action By: Committee on Ways and Means |
| 01/19/2024 | Committee Consideration and Mark-up Session Held — Action By: Committee on Ways and Means |
| 01/17/2024 | Referred to the House Committee on Ways and Means. — Action By: House |
| 01/17/2024 | Introduced in House — Action By: House |
| 01/17/2024 | Introduced in House |
| 01/17/2024 | Sponsor introductory remarks on measure. (CR H123) |
"""))
    turns.append(m.add({"hr7024_timeline": "introduced 01/17; W&M markup 40-3 on 01/19; reported 01/29 (H.Rept 118-353); passed House under suspension 357-70 (roll 28) 01/31; Senate calendar No. 318 on 02/01"}))
    # BAD: same overview, same latest action, but the status has gone back to 'Introduced'
    turns.append(P(bill, "Cosponsors and committee report number", _hr7024("Introduced")))
    turns.append(S(
        ("House roll call 28 2024 H.R. 7024", [
            ("https://clerk.house.gov/Votes/202428", "Roll Call 28 Roll Call 28, Bill Number: H. R. 7024, 118th Congress, 2nd Session - Office of the Clerk",
             "On Motion to Suspend the Rules and Pass, as Amended · Tax Relief for American Families and Workers Act · Jan 31, 2024 · Passed · Yeas 357 Nays 70", "2024-01-31"),
        ]),
    ))
    turns.append(P("https://clerk.house.gov/Votes/202428", "Vote totals by party",
                   """
# Roll Call 28 | Bill Number: H. R. 7024
118th Congress, 2nd Session · Jan 31, 2024, 07:41 PM

**Vote Question:** On Motion to Suspend the Rules and Pass, as Amended
**Bill Title:** Tax Relief for American Families and Workers Act
**Vote Type:** 2/3 Yea-And-Nay
**Status:** Passed

| Party | Yeas | Nays | Present | Not Voting |
|---|---|---|---|---|
| Republican | 169 | 47 | 0 | 3 |
| Democratic | 188 | 23 | 0 | 2 |
| Independent | 0 | 0 | 0 | 0 |
| **Totals** | **357** | **70** | **0** | **5** |
"""))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-09", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-03-20"),
           bad=True, turn=8, kind="bill overview status reverts from 'Passed House' to 'Introduced' with the same latest action and no new action")


# --------------------------------------------------------------------------- 10 (clean: memory add/update/remove/consolidate)
def t10(rs: RowSet) -> None:
    m = Mem()
    q = "Who received the 2022 Fields Medals, for what work, and where was the prize ceremony held?"
    imu = "https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2022"
    turns: list[Turn] = []
    turns.append(m.all())
    turns.append(S(
        ("Fields Medal 2022 winners citations", [
            (imu, "Fields Medals 2022 | International Mathematical Union (IMU)",
             "Hugo Duminil-Copin · June Huh · James Maynard · Maryna Viazovska. The Fields Medals 2022 were awarded at the IMU Award Ceremony on 5 July 2022 in Helsinki ...", "2022-07-05"),
            ("https://www.quantamagazine.org/tag/2022-fields-medal/", "2022 Fields Medal | Quanta Magazine",
             "Profiles of the four 2022 Fields medalists: a Ukrainian number theorist, a statistical physicist, a combinatorialist and a prime-number specialist ...", "2022-07-05"),
            ("https://en.wikipedia.org/wiki/Fields_Medal", "Fields Medal - Wikipedia",
             "... 2022: Hugo Duminil-Copin, June Huh, James Maynard, Maryna Viazovska. The 2022 ICM, planned for Saint Petersburg, was held virtually; the medals were presented in Helsinki ...", "2023-12-29"),
        ]),
    ))
    turns.append(V(
        imu, "Names, affiliations and official citations of the 2022 medallists",
        """
Fields Medals 2022

> **Hugo Duminil-Copin** (Institut des Hautes Études Scientifiques and Université de Genève): For solving longstanding problems in the probabilistic theory of phase transitions in statistical physics, especially in dimensions three and four.

> **June Huh** (Princeton University): For bringing the ideas of Hodge theory to combinatorics, the proof of the Dowling–Wilson conjecture for geometric lattices, the proof of the Heron–Rota–Welsh conjecture for matroids, the development of the theory of Lorentzian polynomials, and the proof of the strong Mason conjecture.

> **James Maynard** (University of Oxford): For contributions to analytic number theory, which have led to major advances in the understanding of the structure of prime numbers and in Diophantine approximation.

> **Maryna Viazovska** (École Polytechnique Fédérale de Lausanne): For the proof that the E8 lattice provides the densest packing of identical spheres in 8 dimensions, and further contributions to related extremal problems and interpolation problems in Fourier analysis.

> The prizes were awarded at the IMU Award Ceremony, 5 July 2022, Aalto University, Helsinki, Finland.
""",
        """
2022 Fields Medallists: Hugo Duminil-Copin (IHES/Geneva; phase transitions in statistical physics), June Huh (Princeton; Hodge theory in combinatorics, Heron–Rota–Welsh, Lorentzian polynomials), James Maynard (Oxford; primes and Diophantine approximation), Maryna Viazovska (EPFL; E8 sphere packing in dimension 8). Awarded 5 July 2022 at Aalto University, Helsinki.
"""))
    turns.append(m.add({"fm2022_duminil_copin": "Hugo Duminil-Copin (IHES & Geneva) — phase transitions in statistical physics, dims 3 and 4",
                        "fm2022_huh": "June Huh (Princeton) — Hodge theory in combinatorics",
                        "fm2022_maynard": "James Maynard (Oxford) — analytic number theory, primes, Diophantine approximation",
                        "fm2022_viazovska": "Maryna Viazovska (EPFL) — E8 densest sphere packing in 8 dimensions"}))
    turns.append(m.get("fm2022_huh", "fm2022_ceremony"))
    turns.append(V(
        "https://en.wikipedia.org/wiki/Fields_Medal", "Where and when the 2022 medals were presented and why not in Saint Petersburg",
        """
> The 2022 International Congress of Mathematicians was to be held in Saint Petersburg, Russia. Following the Russian invasion of Ukraine in February 2022, the IMU decided to hold the congress as a fully virtual event, and to hold the prize ceremony and the IMU General Assembly in Helsinki, Finland.

> The 2022 Fields Medals were presented on 5 July 2022 at Aalto University in Espoo/Helsinki.

| Year | ICM location | Medalists |
|---|---|---|
| 2018 | Rio de Janeiro, Brazil | Caucher Birkar, Alessio Figalli, Peter Scholze, Akshay Venkatesh |
| 2022 | Helsinki, Finland (virtual congress) | Hugo Duminil-Copin, June Huh, James Maynard, Maryna Viazovska |

This page was last edited on 29 December 2023, at 08:15 (UTC).
""",
        """
Ceremony on 5 July 2022 at Aalto University (Helsinki area), moved from Saint Petersburg after Russia's invasion of Ukraine; the ICM itself was virtual.
"""))
    turns.append(m.add({"fm2022_ceremony": "5 July 2022, Aalto University, Helsinki (moved from St Petersburg; ICM 2022 virtual)"}))
    turns.append(m.update({"fm2022_huh": "June Huh (Princeton) — Hodge theory in combinatorics; Dowling–Wilson and Heron–Rota–Welsh conjectures; Lorentzian polynomials; strong Mason conjecture"}))
    turns.append(m.add({"fm2022_summary": "Duminil-Copin (stat. physics) · Huh (combinatorics/Hodge theory) · Maynard (primes) · Viazovska (E8 sphere packing)"}))
    turns.append(m.remove("fm2022_duminil_copin", "fm2022_huh", "fm2022_maynard", "fm2022_viazovska"))
    turns.append(m.all())
    turns.append(m.get("fm2022_maynard"))
    rs.add(task=TASK, tid="h20-search-10", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-01-09"))


# --------------------------------------------------------------------------- 11 (bad: arXiv id drifts on the same abs page)
def t11(rs: RowSet) -> None:
    m = Mem()
    q = "Find the original QLoRA paper: its arXiv identifier, authors, venue, and the headline Guanaco result."
    absu = "https://arxiv.org/abs/2305.14314"
    abstract = ("We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU while preserving full 16-bit finetuning task performance. "
                "QLoRA backpropagates gradients through a frozen, 4-bit quantized pretrained language model into Low Rank Adapters~(LoRA). Our best model family, which we name Guanaco, outperforms all previous openly released models on the Vicuna benchmark, "
                "reaching 99.3% of the performance level of ChatGPT while only requiring 24 hours of finetuning on a single GPU. QLoRA introduces a number of innovations to save memory without sacrificing performance: (a) 4-bit NormalFloat (NF4), "
                "a new data type that is information theoretically optimal for normally distributed weights (b) double quantization to reduce the average memory footprint by quantizing the quantization constants, and (c) paged optimizers to manage memory spikes.")
    turns: list[Turn] = []
    turns.append(S(
        ("QLoRA efficient finetuning of quantized LLMs arXiv", [
            (absu, "[2305.14314] QLoRA: Efficient Finetuning of Quantized LLMs - arXiv",
             "We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU ...", "2023-05-23"),
            ("https://github.com/artidoro/qlora", "artidoro/qlora: QLoRA: Efficient Finetuning of Quantized LLMs - GitHub",
             "QLoRA uses bitsandbytes for quantization and is integrated with Hugging Face's PEFT and transformers libraries ...", "2023-07-18"),
            ("https://huggingface.co/blog/4bit-transformers-bitsandbytes", "Making LLMs even more accessible with bitsandbytes, 4-bit quantization and QLoRA",
             "... This blogpost introduces QLoRA (Dettmers et al., 2023) ...", "2023-05-24"),
        ]),
    ))
    turns.append(V(
        absu, "arXiv identifier, authors, submission date, abstract",
        f"""
Computer Science > Machine Learning
[Submitted on 23 May 2023]

# QLoRA: Efficient Finetuning of Quantized LLMs
Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer

> {abstract}

Comments: Extended NeurIPS submission
Subjects: Machine Learning (cs.LG)
Cite as: arXiv:2305.14314 [cs.LG] (or arXiv:2305.14314v1 [cs.LG] for this version)
https://doi.org/10.48550/arXiv.2305.14314

Submission history: From: Tim Dettmers. [v1] Tue, 23 May 2023 17:50:33 UTC (568 KB)
""",
        """
The paper is arXiv:2305.14314 [cs.LG], submitted 23 May 2023 (v1 only), by Tim Dettmers, Artidoro Pagnoni, Ari Holtzman and Luke Zettlemoyer. Headline: finetune a 65B model on one 48 GB GPU; Guanaco reaches 99.3% of ChatGPT on the Vicuna benchmark after 24 h of finetuning on one GPU; innovations NF4, double quantization, paged optimizers.
"""))
    turns.append(m.add({"qlora_arxiv": "2305.14314 (cs.LG), v1 submitted 2023-05-23",
                        "qlora_authors": "Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer",
                        "qlora_headline": "Guanaco: 99.3% of ChatGPT on Vicuna benchmark, 24 h finetuning on one GPU; 65B on one 48 GB GPU"}))
    turns.append(S(
        ("QLoRA NeurIPS 2023 proceedings", [
            ("https://proceedings.neurips.cc/paper_files/paper/2023/hash/1feb87871436031bdc0f2beaa62a049b-Abstract-Conference.html", "QLoRA: Efficient Finetuning of Quantized LLMs - NeurIPS Proceedings",
             "Part of Advances in Neural Information Processing Systems 36 (NeurIPS 2023) Main Conference Track ...", "2023-12-15"),
            ("https://openreview.net/forum?id=OUIFPHEgJU", "QLoRA: Efficient Finetuning of Quantized LLMs | OpenReview",
             "Published: 21 Sept 2023, Last Modified: 15 Jan 2024 · NeurIPS 2023 oral ...", "2024-01-15"),
        ]),
    ))
    turns.append(V(
        "https://proceedings.neurips.cc/paper_files/paper/2023/hash/1feb87871436031bdc0f2beaa62a049b-Abstract-Conference.html", "Venue and track",
        """
QLoRA: Efficient Finetuning of Quantized LLMs
Part of Advances in Neural Information Processing Systems 36 (NeurIPS 2023) Main Conference Track

Authors: Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer

Bibtex · Paper · Supplemental
""",
        """
Published in NeurIPS 2023 (Advances in Neural Information Processing Systems 36), main conference track; OpenReview lists it as an oral.
"""))
    turns.append(P("https://github.com/artidoro/qlora", "Links to the paper and released artefacts",
                   """
# QLoRA: Efficient Finetuning of Quantized LLMs

| [Paper](https://arxiv.org/abs/2305.14314) | [Adapter Weights](https://huggingface.co/timdettmers) | [Demo](https://huggingface.co/spaces/uwnlp/guanaco-playground-tgi) |

This repo supports the paper "QLoRA: Efficient Finetuning of Quantized LLMs", an effort to democratize access to LLM research.

QLoRA uses bitsandbytes for quantization and is integrated with Hugging Face's PEFT and transformers libraries. QLoRA was developed by members of the University of Washington's UW NLP group.

## Updates
- 7/19/2023 - Added LLaMA 2 example script and updated version requirements
- 7/18/2023 - Fixed non-frozen embeddings when adding new tokens
- 5/24/2023 - Initial release

⭐ 9.8k · 🍴 801 · 👁 87 watching · MIT license
"""))
    turns.append(m.add({"qlora_venue": "NeurIPS 2023 main track (oral per OpenReview)",
                        "qlora_code": "github.com/artidoro/qlora (MIT), adapters at huggingface.co/timdettmers"}))
    turns.append(S(
        ("Guanaco 99.3% ChatGPT Vicuna benchmark QLoRA", [
            ("https://huggingface.co/papers/2305.14314", "Paper page - QLoRA: Efficient Finetuning of Quantized LLMs",
             "Our best model family, which we name Guanaco, outperforms all previous openly released models on the Vicuna benchmark, reaching 99.3% ...", "2023-05-24"),
            ("https://lmsys.org/blog/2023-05-25-leaderboard/", "Chatbot Arena Leaderboard Updates (Week 4) | LMSYS Org",
             "... Guanaco-33B enters the leaderboard ...", "2023-05-25"),
        ]),
    ))
    # BAD: re-reading the same abs page, its 'Cite as' id has drifted
    turns.append(V(
        absu, "Submission history and the exact wording of the Vicuna benchmark claim",
        f"""
Computer Science > Machine Learning
[Submitted on 23 May 2023]

# QLoRA: Efficient Finetuning of Quantized LLMs
Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer

> {abstract}

Comments: Extended NeurIPS submission
Subjects: Machine Learning (cs.LG)
Cite as: arXiv:2305.14341 [cs.LG] (or arXiv:2305.14341v1 [cs.LG] for this version)
https://doi.org/10.48550/arXiv.2305.14341

Submission history: From: Tim Dettmers. [v1] Tue, 23 May 2023 17:50:33 UTC (568 KB)
""",
        """
Only one version (v1, 23 May 2023, 568 KB). The exact claim: Guanaco "outperforms all previous openly released models on the Vicuna benchmark, reaching 99.3% of the performance level of ChatGPT while only requiring 24 hours of finetuning on a single GPU".
"""))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-11", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-07-02"),
           bad=True, turn=9, kind="the abs page at /abs/2305.14314 now cites itself as arXiv:2305.14341 (was 2305.14314 on the first read)")


# --------------------------------------------------------------------------- 12 (clean: live match, score and minute advance)
def t12(rs: RowSet) -> None:
    m = Mem()
    q = "Follow tonight's Champions League final (Borussia Dortmund v Real Madrid at Wembley): score, scorers, key moments, final result."
    bbc = "https://www.bbc.co.uk/sport/football/live/c1ww2kv4v4xt"
    turns: list[Turn] = []
    turns.append(S(
        ("Dortmund Real Madrid Champions League final live score", [
            (bbc, "Champions League final LIVE: Borussia Dortmund v Real Madrid - BBC Sport",
             "Live: Borussia Dortmund 0-0 Real Madrid. Follow text updates from the Champions League final at Wembley ... The second half is under way · 4 mins ago", "2024-06-01"),
            ("https://www.uefa.com/uefachampionsleague/match/2040447--dortmund-vs-real-madrid/", "Dortmund vs Real Madrid | UEFA Champions League 2023/24 Final",
             "Final · Wembley Stadium, London · Kick-off 21:00 CET ... Live", "2024-06-01"),
            ("https://www.espn.co.uk/football/match/_/gameId/704512/real-madrid-borussia-dortmund", "Borussia Dortmund vs. Real Madrid - Live Score - ESPN",
             "HT: Dortmund 0, Real Madrid 0 ...", "2024-06-01"),
        ]),
    ))
    turns.append(P(bbc, "Current score, minute and key moments so far",
                   """
# Borussia Dortmund 0-0 Real Madrid
Champions League final · Wembley Stadium · **52'** · Last updated 21:10 BST

**52'** Real Madrid are starting to dominate possession. Bellingham drifts into the left channel, Hummels reads it.

**49'** Chance! Kroos' free-kick from 25 yards is pushed away by Kobel at full stretch.

**46'** We're back under way at Wembley.

**HT** Borussia Dortmund 0-0 Real Madrid. Dortmund were the better side in the first half and should be ahead.

**28'** Courtois saves! Adeyemi again gets in behind, but his shot is blocked by the Real keeper's legs.

**23'** Off the post! Füllkrug is played in by Hummels' long pass and his low shot hits the inside of the far post.

**21'** Big chance for Dortmund. Adeyemi is through one-on-one, rounds Courtois but takes it too wide and the chance is gone.

**KO** Kick-off at Wembley. Referee Slavko Vinčić (Slovenia).

[Showing 8 of 41 entries]
"""))
    turns.append(m.add({"ucl_final_score": "0-0 at 52' (BBC live, 21:10 BST)",
                        "ucl_final_moments": "21' Adeyemi misses 1-on-1; 23' Füllkrug hits post; 28' Courtois saves from Adeyemi; 49' Kobel saves Kroos FK"}))
    turns.append(P("https://www.uefa.com/uefachampionsleague/match/2040447--dortmund-vs-real-madrid/", "Venue, referee, line-ups and live minute",
                   """
# Dortmund 0 - 0 Real Madrid
UEFA Champions League · Final · **LIVE 61'**
Wembley Stadium, London · Sat 1 June 2024 · Kick-off 21:00 (CET) · Referee: Slavko Vinčić (SVN)

**Dortmund (4-2-3-1):** Kobel; Ryerson, Hummels, Schlotterbeck, Maatsen; Can, Sabitzer; Sancho, Brandt, Adeyemi; Füllkrug.
**Real Madrid (4-3-1-2):** Courtois; Carvajal, Nacho, Rüdiger, Mendy; Valverde, Kroos, Camavinga; Bellingham; Rodrygo, Vinícius Júnior.

| Stats (live) | DOR | RMA |
|---|---|---|
| Possession | 41% | 59% |
| Total attempts | 8 | 7 |
| On target | 2 | 2 |
| Corners | 1 | 4 |
"""))
    turns.append(S(
        ("Carvajal goal Champions League final Wembley", [
            (bbc, "Champions League final LIVE: Borussia Dortmund 0-1 Real Madrid - BBC Sport",
             "GOAL! Carvajal heads in Kroos' corner at the near post — Borussia Dortmund 0-1 Real Madrid (74') · 3 mins ago", "2024-06-01"),
            ("https://www.theguardian.com/football/live/2024/jun/01/borussia-dortmund-v-real-madrid-champions-league-final-live", "Borussia Dortmund v Real Madrid: Champions League final - live | The Guardian",
             "74 min: GOAL! Dortmund 0-1 Real Madrid (Carvajal) ... 2 mins ago", "2024-06-01"),
        ]),
    ))
    turns.append(m.update({"ucl_final_score": "Dortmund 0-1 Real Madrid, Carvajal 74' header from Kroos corner (search, ~21:35 BST)"}))
    turns.append(P(bbc, "Latest score, scorers and remaining time",
                   """
# Borussia Dortmund 0-2 Real Madrid
Champions League final · Wembley Stadium · **89'** · Last updated 21:47 BST
Carvajal 74', Vinícius Júnior 83'

**89'** Dortmund throw bodies forward but Real are comfortable, knocking it around at the back.

**85'** Substitution, Real Madrid. Modric replaces Kroos, who gets a standing ovation in his final club game.

**83'** GOAL! Borussia Dortmund 0-2 Real Madrid. Maatsen's pass out from the back is intercepted, Bellingham slides it to Vinícius Júnior who finishes low past Kobel.

**80'** Kobel tips a Kroos effort over.

**74'** GOAL! Borussia Dortmund 0-1 Real Madrid. Kroos' corner is met by Carvajal at the near post and his glancing header flies in.

**72'** Kobel denies Kroos' free-kick again.

**61'** Dortmund have lost a bit of their first-half momentum.

**52'** Real Madrid are starting to dominate possession. Bellingham drifts into the left channel, Hummels reads it.

[Showing 8 of 63 entries]
"""))
    turns.append(m.update({"ucl_final_score": "Dortmund 0-2 Real Madrid at 89' — Carvajal 74', Vinícius Jr 83' (BBC 21:47 BST)"}))
    turns.append(P(bbc, "Final result and post-match summary",
                   """
# FT: Borussia Dortmund 0-2 Real Madrid
Champions League final · Wembley Stadium · Last updated 22:05 BST
Carvajal 74', Vinícius Júnior 83'

**Real Madrid win the Champions League for a record-extending 15th time.**

**FT** It's all over at Wembley. Dortmund had their chances in the first half — Adeyemi through twice, Füllkrug off the post — but Real Madrid took theirs after the break.

**FT** Toni Kroos signs off his club career with a sixth European Cup and an assist for the opener. Carlo Ancelotti wins his fifth Champions League as a manager.

**90+4'** Final whistle.

**83'** GOAL! Borussia Dortmund 0-2 Real Madrid. Maatsen's pass out from the back is intercepted, Bellingham slides it to Vinícius Júnior who finishes low past Kobel.

**74'** GOAL! Borussia Dortmund 0-1 Real Madrid. Kroos' corner is met by Carvajal at the near post and his glancing header flies in.

[Showing 6 of 72 entries]
"""))
    turns.append(m.update({"ucl_final_score": "FT Dortmund 0-2 Real Madrid — Carvajal 74' (Kroos corner), Vinícius Jr 83' (Bellingham); Real's 15th title"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-12", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-06-01", "The match is in progress (kick-off 20:00 BST)."))


# --------------------------------------------------------------------------- 13 (clean: archived snapshots differ from the live page)
def t13(rs: RowSet) -> None:
    m = Mem()
    q = "How has the starting price of the Framework Laptop 13 DIY Edition changed between its 2021 launch and today?"
    live = "https://frame.work/products/laptop-diy-13-gen-intel"
    turns: list[Turn] = []
    turns.append(S(
        ("Framework Laptop 13 DIY Edition price", [
            (live, "Framework Laptop 13 DIY Edition (13th Gen Intel® Core™)",
             "Framework Laptop 13 DIY Edition. Bring your own memory, storage, OS, and power adapter. From $849 ...", "2024-04-16"),
            ("https://frame.work/products/laptop13-diy-amd-7040", "Framework Laptop 13 DIY Edition (AMD Ryzen™ 7040 Series)",
             "From $899. AMD Ryzen 5 7640U or Ryzen 7 7840U ...", "2024-04-16"),
            ("https://www.theverge.com/2021/5/13/22434232/framework-laptop-price-preorders", "Framework's repairable laptop starts at $999, DIY Edition at $749 - The Verge",
             "Framework is opening preorders for its modular, repairable laptop ... a DIY Edition starting at $749 ...", "2021-05-13"),
        ]),
    ))
    turns.append(P(live, "Current starting price and base configuration",
                   """
# Framework Laptop 13 DIY Edition (13th Gen Intel® Core™)

**From $849 USD**

Build it yourself: bring your own memory, storage, OS, and power adapter, or add them at checkout.

| Processor | Price |
|---|---|
| Intel® Core™ i5-1340P | $849 |
| Intel® Core™ i7-1360P | $1,049 |
| Intel® Core™ i7-1370P | $1,349 |

Display: 13.5" 2256x1504 3:2 matte · Battery: 61Wh · Weight: ~1.3 kg
Availability: In stock — ships within 5 business days.

Looking for a lower price? 12th Gen Intel® Core™ DIY Edition — now from $549 while supplies last.
"""))
    turns.append(P("https://web.archive.org/web/20210602031544/https://frame.work/products/laptop-diy-edition", "Launch-era DIY price and base CPU (archived snapshot)",
                   """
Internet Archive Wayback Machine · Saved 2 June 2021 03:15:44 · 27 captures 15 May 2021 – 30 Dec 2021

# Framework Laptop DIY Edition

**Starting at $749**

Bring your own memory, storage, and OS. Pre-order now — Batch 2 ships in July.

| Processor | Price |
|---|---|
| Intel® Core™ i5-1135G7 | $749 |
| Intel® Core™ i7-1165G7 | $899 |
| Intel® Core™ i7-1185G7 | $1,249 |

Display: 13.5" 2256x1504 3:2 · Battery: 55Wh
"""))
    turns.append(m.add({"price_2021_06": "$749 (i5-1135G7, 11th Gen) — Wayback 2021-06-02",
                        "price_now": "$849 (i5-1340P, 13th Gen) — live page, checked 2024-04-18"}))
    turns.append(P("https://web.archive.org/web/20230515102233/https://frame.work/products/laptop-diy-13-gen-intel", "Price at the 13th-gen launch (archived snapshot)",
                   """
Internet Archive Wayback Machine · Saved 15 May 2023 10:22:33 · 311 captures 11 Apr 2023 – 17 Apr 2024

# Framework Laptop 13 DIY Edition (13th Gen Intel® Core™)

**From $849 USD**

Pre-order now — Batch 3 ships in June.

| Processor | Price |
|---|---|
| Intel® Core™ i5-1340P | $849 |
| Intel® Core™ i7-1360P | $1,049 |
| Intel® Core™ i7-1370P | $1,349 |

Display: 13.5" 2256x1504 3:2 matte · Battery: 61Wh
Looking for a lower price? 12th Gen Intel® Core™ DIY Edition — now from $649.
"""))
    turns.append(m.add({"price_2023_05": "$849 (i5-1340P, 13th Gen, pre-order) — Wayback 2023-05-15; 12th Gen DIY then from $649"}))
    turns.append(S(
        ("Framework 12th Gen DIY price cut $549", [
            ("https://community.frame.work/t/12th-gen-diy-now-549/48812", "12th Gen DIY now $549 - Framework Community",
             "Spotted today: the 12th Gen i5-1240P DIY Edition dropped to $549 while supplies last ... 2 weeks ago", "2024-04-03"),
            ("https://www.notebookcheck.net/Framework-Laptop-13-12th-gen-DIY-Edition-now-549.810922.0.html", "Framework Laptop 13 with 12th-gen Intel now just $549 - Notebookcheck",
             "The older 12th-gen DIY Edition has received another price cut, from $649 to $549 ...", "2024-04-04"),
        ]),
    ))
    turns.append(P(live, "Check availability and the 12th-gen offer again",
                   """
# Framework Laptop 13 DIY Edition (13th Gen Intel® Core™)

**From $849 USD**

| Processor | Price |
|---|---|
| Intel® Core™ i5-1340P | $849 |
| Intel® Core™ i7-1360P | $1,049 |
| Intel® Core™ i7-1370P | $1,349 |

Availability: In stock — ships within 5 business days.

Looking for a lower price? 12th Gen Intel® Core™ DIY Edition — now from $549 while supplies last.
"""))
    turns.append(m.update({"price_now": "$849 (i5-1340P, 13th Gen) — live page 2024-04-18; 12th Gen DIY from $549 (cut from $649 in early Apr 2024)"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-13", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-04-18"))


# --------------------------------------------------------------------------- 14 (bad: removed memory key reappears)
def t14(rs: RowSet) -> None:
    m = Mem()
    q = "What is the largest Rafflesia flower ever measured (species, diameter, place and date)?"
    mong = "https://news.mongabay.com/2020/01/record-breaking-rafflesia-flower-found-in-sumatra/"
    turns: list[Turn] = []
    turns.append(S(
        ("largest Rafflesia flower record diameter", [
            (mong, "Record-breaking Rafflesia flower measuring 111 cm found in Sumatra - Mongabay",
             "Conservation officials in West Sumatra have recorded a Rafflesia tuan-mudae bloom measuring 111 centimetres in diameter, breaking the previous record of 107 cm ...", "2020-01-07"),
            ("https://en.wikipedia.org/wiki/Rafflesia_arnoldii", "Rafflesia arnoldii - Wikipedia",
             "Rafflesia arnoldii ... is noted for producing the largest individual flower on Earth ... diameter of around 100 cm (39 in) and weighs up to 11 kg ...", "2024-03-30"),
            ("https://www.reuters.com/article/us-indonesia-flower-idUSKBN1Z70QW", "World's biggest flower blooms in Indonesia - Reuters",
             "A Rafflesia flower measuring 111 cm across has bloomed in a forest in West Sumatra, breaking a record ...", "2020-01-08"),
            ("https://www.sarawakforestry.com/rafflesia-tuan-mudae-gunung-gading/", "Rafflesia at Gunung Gading National Park - Sarawak Forestry",
             "Gunung Gading is home to Rafflesia tuan-mudae, one of the largest Rafflesia species ... blooms can reach around 80–90 cm ...", "2022-09-14"),
        ]),
    ))
    turns.append(V(
        mong, "Species, diameter, exact place and date of the record bloom, and the previous record",
        """
Record-breaking Rafflesia flower measuring 111 cm found in Sumatra
by Mongabay Haze Beat · 7 January 2020

> Conservation officials in West Sumatra, Indonesia, have recorded a Rafflesia tuan-mudae bloom measuring 111 centimeters (3.6 feet) in diameter, breaking the previous record of 107 cm set by a flower found in the same district in 2017.

> The bloom was found in the Maninjau Nature Reserve in Agam regency and measured by a team from the West Sumatra Natural Resources Conservation Agency (BKSDA) on 3 January 2020, said Ade Putra, head of the agency's Agam office.

> Rafflesia flowers bloom for only about a week before rotting. The plant is a parasite of Tetrastigma vines and has no leaves, stems or roots of its own.
""",
        """
Record: a Rafflesia tuan-mudae bloom, 111 cm across, measured on 3 January 2020 by BKSDA West Sumatra in the Maninjau Nature Reserve, Agam regency; previous record 107 cm (same district, 2017).
"""))
    turns.append(m.add({"record_species": "Rafflesia tuan-mudae",
                        "record_diameter_cm": "111",
                        "record_place": "Agam regency, West Sumatra",
                        "record_date": "measured 2020-01-03 (reported 2020-01-07)",
                        "prev_record": "107 cm, same district, 2017"}))
    turns.append(m.add({"candidate_sarawak": "unverified: R. tuan-mudae at Gunung Gading (Sarawak) said to exceed 1 m? check"}))
    turns.append(S(
        ("Rafflesia tuan-mudae Gunung Gading size record", [
            ("https://www.sarawakforestry.com/rafflesia-tuan-mudae-gunung-gading/", "Rafflesia at Gunung Gading National Park - Sarawak Forestry",
             "... blooms can reach around 80–90 cm ... rangers post a 'Rafflesia in bloom' notice at park HQ ...", "2022-09-14"),
            ("https://www.researchgate.net/publication/318447392_Rafflesia_tuan-mudae_Rafflesiaceae_in_Sarawak", "Rafflesia tuan-mudae (Rafflesiaceae) in Sarawak - ResearchGate",
             "Flowers 60–90 cm in diameter ...", "2017-07-13"),
        ]),
    ))
    turns.append(V(
        "https://www.sarawakforestry.com/rafflesia-tuan-mudae-gunung-gading/", "Largest sizes recorded at Gunung Gading",
        """
Rafflesia at Gunung Gading National Park

> Gunung Gading National Park, near Lundu, was gazetted in 1983 mainly to protect the Rafflesia. The species found here, Rafflesia tuan-mudae, is one of the largest Rafflesia species, with blooms that can reach around 80–90 cm in diameter.

> There is no fixed flowering season. When a flower is in bloom, rangers post a notice at park headquarters so visitors can be guided to it.

> The park has no record of a bloom exceeding one metre.
""",
        """
Sarawak Forestry gives 80–90 cm as the typical maximum at Gunung Gading and has no record of a bloom over 1 m; the Sarawak candidate does not beat the 111 cm Sumatran record.
"""))
    turns.append(m.remove("candidate_sarawak"))
    turns.append(V(
        "https://en.wikipedia.org/wiki/Rafflesia_arnoldii", "How Wikipedia describes the largest flowers and any record",
        """
> Rafflesia arnoldii, the corpse lily or giant padma, is a species of flowering plant in the parasitic genus Rafflesia. It is noted for producing the largest individual flower on Earth. It has a very strong and horrible odour of decaying flesh.

> The flower can grow to a diameter of around 100 cm (39 in) and weigh up to 11 kg (24 lb).

> In January 2020 a bloom of the related Rafflesia tuan-mudae measuring 111 cm was recorded in the Maninjau Nature Reserve, West Sumatra, the largest Rafflesia flower yet measured.

This page was last edited on 30 March 2024, at 19:03 (UTC).
""",
        """
Wikipedia: R. arnoldii reaches ~100 cm and up to 11 kg; it names the January 2020 111 cm R. tuan-mudae bloom in the Maninjau Nature Reserve as the largest Rafflesia flower measured.
"""))
    turns.append(m.update({"record_place": "Maninjau Nature Reserve, Agam regency, West Sumatra, Indonesia"}))
    # BAD: the key removed at turn 7 is back
    back = dict(m.d)
    back["candidate_sarawak"] = "unverified: R. tuan-mudae at Gunung Gading (Sarawak) said to exceed 1 m? check"
    turns.append((memory("retrieve_all"), _items(back)))
    rs.add(task=TASK, tid="h20-search-14", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-05-08"),
           bad=True, turn=10, kind="memory key 'candidate_sarawak' removed at turn 7 is listed again by retrieve_all")


# --------------------------------------------------------------------------- 15 (bad: issue closed before it was opened)
def _issue(closed_line: str) -> str:
    return f"""
# REGR: read_csv with engine="pyarrow" ignores dtype_backend for index_col #57891

**Closed** · opened by **tkoehler-dk** on Mar 2, 2024 · 2 comments

Labels: `Regression` `IO CSV` `Arrow` · Milestone: **2.2.2**

### Reproducible Example
```python
import io, pandas as pd
data = "a,b\\n1,x\\n2,y\\n"
df = pd.read_csv(io.StringIO(data), engine="pyarrow", dtype_backend="pyarrow", index_col="a")
df.index.dtype   # int64 on 2.2.1, int64[pyarrow] on 2.1.4
```

### Installed Versions
pandas 2.2.1 · pyarrow 15.0.0 · Python 3.11.8

---
**mroeschke** added `Regression` `IO CSV` `Arrow` labels on Mar 2, 2024
**phofl** commented on Mar 4, 2024 — Thanks, confirmed on main. Looks like the index conversion happens after the dtype_backend mapping; I'll put up a fix.
**phofl** added this to the 2.2.2 milestone on Mar 4, 2024
**phofl** linked a pull request on Mar 6, 2024 that will close this issue: *REGR: Respect dtype_backend for index columns in pyarrow engine* #57911
**tkoehler-dk** commented on Mar 7, 2024 — Confirmed the PR branch fixes our pipeline, thanks!
{closed_line}
**meeseeksmachine** mentioned this issue on Mar 9, 2024 — Backport PR #57920 on branch 2.2.x
"""


def t15(rs: RowSet) -> None:
    m = Mem()
    q = "In pandas, which release fixed the regression where read_csv(engine='pyarrow') ignored dtype_backend for the index column, and when was the fix merged?"
    iss = "https://github.com/pandas-dev/pandas/issues/57891"
    ok_close = "**mroeschke** closed this as completed in #57911 on Mar 9, 2024"
    turns: list[Turn] = []
    turns.append(S(
        ("pandas read_csv pyarrow dtype_backend index_col regression 2.2", [
            (iss, "REGR: read_csv with engine=\"pyarrow\" ignores dtype_backend for index_col · Issue #57891 · pandas-dev/pandas",
             "Closed · opened Mar 2, 2024 · 2 comments · Labels: Regression, IO CSV, Arrow · Milestone 2.2.2 ...", "2024-03-09"),
            ("https://pandas.pydata.org/docs/whatsnew/v2.2.2.html", "What's new in 2.2.2 (April 10, 2024) — pandas documentation",
             "Fixed regressions · Fixed regression in read_csv() with engine=\"pyarrow\" where dtype_backend was ignored for index columns (GH 57891) ...", "2024-04-10"),
            ("https://stackoverflow.com/questions/78112040/pandas-2-2-read-csv-pyarrow-index-dtype", "pandas 2.2 read_csv pyarrow index dtype not ArrowDtype - Stack Overflow",
             "After upgrading to 2.2.1 my index comes back as int64 instead of int64[pyarrow] ...", "2024-03-05"),
        ]),
    ))
    turns.append(P(iss, "Timeline: when opened, labels, milestone, linked PR, when and by whom closed", _issue(ok_close)))
    turns.append(m.add({"issue": "#57891, opened 2024-03-02 by tkoehler-dk; labels Regression/IO CSV/Arrow; milestone 2.2.2",
                        "fix_pr": "#57911 by phofl, linked 2024-03-06; issue closed by mroeschke 2024-03-09",
                        "backport": "#57920 to 2.2.x (meeseeksmachine, 2024-03-09)"}))
    turns.append(P("https://github.com/pandas-dev/pandas/pull/57911", "Merge date, author and what the PR changed",
                   """
# REGR: Respect dtype_backend for index columns in pyarrow engine #57911

**Merged** · **mroeschke** merged 3 commits into `pandas-dev:main` from `phofl:pyarrow_index_dtype_backend` on Mar 9, 2024

Conversation 4 · Commits 3 · Checks 41 · Files changed 3

- [x] closes #57891
- [x] Tests added and passed if fixing a bug or adding a new feature
- [x] Added an entry in the latest `doc/source/whatsnew/v2.2.2.rst` file

Files changed: `pandas/io/parsers/arrow_parser_wrapper.py` (+9 −4) · `pandas/tests/io/parser/test_index_col.py` (+18 −0) · `doc/source/whatsnew/v2.2.2.rst` (+1 −0)

**mroeschke** approved these changes on Mar 8, 2024
**mroeschke** added this to the 2.2.2 milestone on Mar 8, 2024
**meeseeksmachine** commented on Mar 9, 2024 — Owee, I'm MrMeeseeks, Look at me. Backport PR #57920 on branch 2.2.x opened.
"""))
    turns.append(V(
        "https://pandas.pydata.org/docs/whatsnew/v2.2.2.html", "Release date of 2.2.2 and the changelog line for GH 57891",
        """
What's new in 2.2.2 (April 10, 2024)

These are the changes in pandas 2.2.2. See Release notes for a full changelog including other versions of pandas.

Pandas 2.2.2 is now compatible with numpy 2.0

Fixed regressions
- DataFrame.__dataframe__() was producing incorrect data buffers when the column's type was a pandas nullable type with missing values (GH 56702)
- Fixed regression in precision of to_datetime() with string and unit input (GH 57051)
- Fixed regression in read_csv() with engine="pyarrow" where dtype_backend was ignored for index columns (GH 57891)
- Fixed regression in DataFrame.to_sql() when method="multi" is passed and the dialect type is not Oracle (GH 57310)
""",
        """
pandas 2.2.2, released 10 April 2024, lists the fix: "Fixed regression in read_csv() with engine="pyarrow" where dtype_backend was ignored for index columns (GH 57891)".
"""))
    turns.append(m.add({"release": "pandas 2.2.2 (2024-04-10); fix merged to main 2024-03-09 via #57911"}))
    turns.append(S(
        ("pandas 2.2.2 release April 2024 numpy 2.0", [
            ("https://github.com/pandas-dev/pandas/releases/tag/v2.2.2", "Release Pandas 2.2.2 · pandas-dev/pandas · GitHub",
             "We are pleased to announce the release of pandas 2.2.2. This release includes some new features, bug fixes, and performance improvements ... Apr 10, 2024", "2024-04-10"),
            ("https://pypi.org/project/pandas/2.2.2/", "pandas 2.2.2 · PyPI",
             "Released: Apr 10, 2024 ...", "2024-04-10"),
        ]),
    ))
    # BAD: the issue's closing line now reads Feb 29, 2024 — before it was opened (Mar 2) and unlike the Mar 9 shown before
    turns.append(P(iss, "Who closed the issue and the last comments", _issue("**mroeschke** closed this as completed in #57911 on Feb 29, 2024")))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-15", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-05-02"),
           bad=True, turn=8, kind="issue timeline re-read says it was closed on Feb 29, 2024, before its Mar 2 opening (first read: closed Mar 9)")


# --------------------------------------------------------------------------- 16 (clean: repo activity moves, filtered and rounded views)
def _ruff_repo(commit: str, msg: str, author: str, ago: str, commits: str, issues: str, prs: str) -> str:
    return f"""
# astral-sh/ruff · Public

Watch 95 · Fork 1.1k · Star 32.6k

Code · Issues {issues} · Pull requests {prs} · Discussions · Actions · Security · Insights

**main** · 58 Branches · 267 Tags

Latest commit: **{author}** {msg} · `{commit}` · {ago} · History: {commits} commits

| Name | Last commit message | Last commit date |
|---|---|---|
| .github | Bump the actions group with 3 updates | last week |
| crates | {msg} | {ago} |
| docs | Document the preview style for `format` | 3 days ago |
| python/ruff | Ship ruff as a Python wheel (maturin) | 5 months ago |
| scripts | Update `check_ecosystem.py` for new output | 2 weeks ago |
| CHANGELOG.md | Bump version to 0.6.4 | last week |
| Cargo.toml | Bump version to 0.6.4 | last week |
| README.md | Update README badges | 3 weeks ago |

## About
An extremely fast Python linter and code formatter, written in Rust.
docs.astral.sh/ruff · MIT license · 32.6k stars · 95 watching · 1.1k forks

## Releases 267
**0.6.4** Latest · Sep 5, 2024 · + 266 releases

## Languages
Rust 96.8% · Python 2.9% · Other 0.3%
"""


def t16(rs: RowSet) -> None:
    m = Mem()
    q = "How popular and active is the astral-sh/ruff repository right now: stars, latest release, open issues and recent activity?"
    repo = "https://github.com/astral-sh/ruff"
    turns: list[Turn] = []
    turns.append(S(
        ("astral-sh ruff github", [
            (repo, "astral-sh/ruff: An extremely fast Python linter and code formatter, written in Rust. - GitHub",
             "An extremely fast Python linter and code formatter, written in Rust. ... 32.5k stars · 1.1k forks", "2024-09-11"),
            ("https://pypi.org/project/ruff/", "ruff · PyPI",
             "ruff 0.6.4 · pip install ruff · Released: Sep 5, 2024 · An extremely fast Python linter and code formatter, written in Rust.", "2024-09-05"),
            ("https://docs.astral.sh/ruff/", "Ruff - Astral docs",
             "Ruff: an extremely fast Python linter and code formatter ... 10-100x faster than existing linters (like Flake8) and formatters (like Black) ...", "2024-09-05"),
        ]),
    ))
    turns.append(P(repo, "Stars, forks, open issues and PRs, latest release, latest commit",
                   _ruff_repo("4f1c0ab", "[pyflakes] Handle `__all__` augmented assignment (F822)", "MichaReiser", "2 hours ago", "10,958", "1,142", "63")))
    turns.append(m.add({"ruff_stars": "32.6k (GitHub header, 2024-09-12)",
                        "ruff_latest_release": "0.6.4 (2024-09-05)",
                        "ruff_open_issues": "1,142 open issues, 63 open PRs (2024-09-12, first look)"}))
    turns.append(P(repo + "/releases", "Most recent releases and their dates",
                   """
# Releases · astral-sh/ruff

**0.6.4** · Latest · Sep 5, 2024 · MichaReiser · `a7c936f`
Preview features: [flake8-pyi] Extend PYI014 to cover more defaults ... Bug fixes: [pyupgrade] Fix UP036 with `sys.version_info` comparisons ...

**0.6.3** · Aug 29, 2024 · charliermarsh · `ee258ca`
Preview features: [flake8-simplify] Extend open-file-with-context-handler ...

**0.6.2** · Aug 22, 2024 · MichaReiser · `02c4373`

**0.6.1** · Aug 16, 2024 · charliermarsh · `2b3ab38`

**0.6.0** · Aug 15, 2024 · MichaReiser · `1d080aa`
Check out the blog post for a migration guide and overview of the changes! Breaking changes: lint Jupyter notebooks by default ...

Showing 5 of 267 · Next ›
"""))
    turns.append(P("https://pypi.org/project/ruff/#history", "Release history on PyPI around 0.6",
                   """
## Release history

- 0.6.4 — Sep 5, 2024
- 0.6.3 — Aug 29, 2024
- 0.6.2 — Aug 22, 2024
- 0.6.1 — Aug 16, 2024
- 0.6.0 — Aug 15, 2024
- 0.5.7 — Aug 8, 2024
- 0.5.6 — Aug 1, 2024
- 0.5.5 — Jul 25, 2024

Downloads (last month, pypistats): 58,912,407
"""))
    turns.append(S(
        ("ruff github stars count", [
            ("https://ossinsight.io/analyze/astral-sh/ruff", "Analyze astral-sh/ruff | OSS Insight",
             "Stars 32,613 · Forks 1,094 · Issues 1,142 open · PRs 63 open · Data as of 2024-09-12 06:00 UTC", "2024-09-12"),
            ("https://star-history.com/#astral-sh/ruff&Date", "Star History - astral-sh/ruff",
             "astral-sh/ruff crossed 30,000 stars in June 2024 ...", "2024-09-12"),
        ]),
    ))
    turns.append(P(repo + "/issues?q=is%3Aissue+is%3Aopen+label%3Abug", "How many open issues are labelled bug",
                   """
# Issues · astral-sh/ruff

Filters: `is:issue is:open label:bug` · Clear current search query, filters, and sorts

**421 Open** · 2,318 Closed · Sort: Newest

- `formatter` `bug` · Formatter panics on nested f-string with walrus (#13288) · opened 37 minutes ago by gvrg
- `linter` `bug` · PLR1714 false positive with chained comparisons (#13284) · opened 4 hours ago by eekboom
- `bug` `server` · ruff server ignores `extend` in pyproject on Windows (#13279) · opened yesterday by nurhanbe
- `bug` `fixes` · UP006 fix drops quotes around forward references (#13266) · opened 2 days ago by tjkuson
...
Showing 25 of 421
"""))
    turns.append(P(repo, "Re-check recent activity (latest commit, issue count)",
                   _ruff_repo("9d2e7f1", "[red-knot] Infer types for `except*` handlers", "carljm", "6 minutes ago", "10,962", "1,144", "65")))
    turns.append(m.update({"ruff_stars": "32,613 exact (OSS Insight, 2024-09-12 06:00 UTC) = 32.6k on GitHub",
                           "ruff_open_issues": "1,144 open issues / 65 open PRs at last check (1,142 / 63 earlier today); 421 open with label bug"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-16", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-09-12"))


# --------------------------------------------------------------------------- 17 (bad: a key added earlier is 'not found')
def t17(rs: RowSet) -> None:
    m = Mem()
    q = "What are the current depth world records in Constant Weight with bifins (CWTB), for men and women, under AIDA and under CMAS?"
    aida = "https://www.aidainternational.org/WorldRecords"
    turns: list[Turn] = []
    turns.append(S(
        ("AIDA world record CWTB bifins men women", [
            (aida, "World Records | AIDA International",
             "Official AIDA world records · Depth: CWT, CWTB, CNF, FIM · Pool: STA, DYN, DYNB, DNF ...", "2024-10-02"),
            ("https://www.deeperblue.com/molchanov-sets-new-bifins-world-record-at-vertical-blue-2024/", "Molchanov Sets New Bi-Fins World Record at Vertical Blue 2024 - DeeperBlue.com",
             "Alexey Molchanov surfaced clean from 133 m in Constant Weight Bi-Fins at Dean's Blue Hole ...", "2024-07-29"),
            ("https://en.wikipedia.org/wiki/Freediving", "Freediving - Wikipedia",
             "... Constant weight with bi-fins (CWTB) was recognised as a separate AIDA discipline in 2016 ...", "2024-09-10"),
        ]),
    ))
    turns.append(P(aida, "Current CWTB records for men and women (depth, athlete, date, place)",
                   """
# AIDA World Records — Depth

| Discipline | Gender | Athlete | Result | Date | Place / Competition |
|---|---|---|---|---|---|
| CWT | Men | Alexey Molchanov (RUS) | 136 m | 2023-07-26 | Long Island, Bahamas — Vertical Blue |
| CWT | Women | Alessia Zecchini (ITA) | 123 m | 2023-08-31 | Kaş, Turkey — AIDA Depth World Championship |
| CWTB | Men | Alexey Molchanov (RUS) | 133 m | 2024-07-29 | Long Island, Bahamas — Vertical Blue |
| CWTB | Women | Alenka Artnik (SLO) | 112 m | 2023-07-24 | Long Island, Bahamas — Vertical Blue |
| CNF | Men | William Trubridge (NZL) | 102 m | 2016-07-20 | Long Island, Bahamas — Vertical Blue |
| CNF | Women | Alessia Zecchini (ITA) | 76 m | 2024-07-28 | Long Island, Bahamas — Vertical Blue |
| FIM | Men | Petar Klovar (CRO) | 134 m | 2024-07-25 | Long Island, Bahamas — Vertical Blue |
| FIM | Women | Fatima Korok (HUN) | 100 m | 2024-07-27 | Long Island, Bahamas — Vertical Blue |

Records are ratified by the AIDA Records Committee. Last update: 2 October 2024.
"""))
    turns.append(m.add({"aida_cwtb_men": "Alexey Molchanov (RUS), 133 m, 2024-07-29, Vertical Blue (Dean's Blue Hole)",
                        "aida_cwtb_women": "Alenka Artnik (SLO), 112 m, 2023-07-24, Vertical Blue"}))
    turns.append(S(
        ("CMAS world record constant weight bi-fins 2024", [
            ("https://www.cmas.org/freediving/world-records", "Freediving World Records - CMAS",
             "Depth · Constant Weight Bi-Fins (CWT BF) · Men: 126 m · Women: 110 m ...", "2024-10-15"),
            ("https://www.deeperblue.com/cmas-depth-world-championship-2024-day-5/", "CMAS Depth World Championship 2024 Day 5: Bi-Fins Records Fall - DeeperBlue.com",
             "Petar Klovar took the men's bi-fins title with a CMAS world record of 126 m ...", "2024-09-19"),
        ]),
    ))
    turns.append(P("https://www.cmas.org/freediving/world-records", "CMAS bi-fins depth records",
                   """
# CMAS Freediving World Records — Depth (outdoor)

| Discipline | Men | Result | Date | Women | Result | Date |
|---|---|---|---|---|---|---|
| Constant Weight Monofin (CWT) | Alexey Molchanov (RUS) | 131 m | 2021-09-26 | Alessia Zecchini (ITA) | 115 m | 2023-09-22 |
| Constant Weight Bi-Fins (CWT BF) | Petar Klovar (CRO) | 126 m | 2024-09-18 | Alenka Artnik (SLO) | 110 m | 2024-09-18 |
| Constant Weight No Fins (CNF) | Petar Klovar (CRO) | 95 m | 2023-09-20 | Sayuri Kinoshita (JPN) | 70 m | 2023-09-20 |
| Free Immersion (FIM) | Petar Klovar (CRO) | 130 m | 2024-09-16 | Fatima Korok (HUN) | 97 m | 2024-09-16 |

Last updated 15 October 2024. CMAS and AIDA keep separate record lists; results are not interchangeable.
"""))
    # BAD: the key stored at turn 3 is reported missing
    turns.append((memory("retrieve", keys=["aida_cwtb_men"]), "Key not found: aida_cwtb_men"))
    turns.append(m.add({"cmas_cwtbf_men": "Petar Klovar (CRO), 126 m, 2024-09-18 (CMAS Depth Worlds)",
                        "cmas_cwtbf_women": "Alenka Artnik (SLO), 110 m, 2024-09-18 (CMAS Depth Worlds)"}))
    turns.append(V(
        "https://www.deeperblue.com/molchanov-sets-new-bifins-world-record-at-vertical-blue-2024/", "Details of the 133 m bi-fins dive",
        """
Molchanov Sets New Bi-Fins World Record at Vertical Blue 2024
By DeeperBlue.com Staff · July 29, 2024

> Alexey Molchanov surfaced clean from 133 m in Constant Weight Bi-Fins (CWTB) at Dean's Blue Hole on Long Island, Bahamas, on Day 8 of Vertical Blue 2024, setting a new AIDA world record.

> The dive took 4 minutes 12 seconds. It improves his own previous record of 130 m, set at the same event in 2023.

> Molchanov also holds the AIDA Constant Weight (monofin) record of 136 m.
""",
        """
AIDA CWTB men's record: Alexey Molchanov, 133 m, 29 July 2024, Vertical Blue, Dean's Blue Hole (4:12 dive), improving his own 130 m from 2023.
"""))
    turns.append(S(
        ("Alenka Artnik bifins record 112 m", [
            ("https://www.deeperblue.com/alenka-artnik-112m-cwtb-vertical-blue-2023/", "Alenka Artnik Sets 112 m CWTB World Record - DeeperBlue.com",
             "Slovenian freediver Alenka Artnik extended the women's AIDA bi-fins record to 112 m at Vertical Blue 2023 ...", "2023-07-24"),
            ("https://www.instagram.com/p/Cv2Y0pDN8_b/", "Alenka Artnik on Instagram: \"112m CWTB ✅\"",
             "Clean white card at Dean's Blue Hole ... 2023 ...", "2023-07-24"),
        ]),
    ))
    turns.append(V(
        "https://www.deeperblue.com/alenka-artnik-112m-cwtb-vertical-blue-2023/", "Confirm the women's AIDA CWTB record",
        """
Alenka Artnik Sets 112 m CWTB World Record
By DeeperBlue.com Staff · July 24, 2023

> Slovenian freediver Alenka Artnik extended the women's AIDA Constant Weight Bi-Fins world record to 112 m at Vertical Blue 2023, Dean's Blue Hole, Long Island, Bahamas.

> Artnik also holds the CMAS bi-fins record (at the time 108 m).
""",
        """
Women's AIDA CWTB record: Alenka Artnik, 112 m, 24 July 2023, Vertical Blue. (The article's mention of a 108 m CMAS record is from 2023; the CMAS list now shows 110 m from September 2024.)
"""))
    turns.append(m.get("cmas_cwtbf_men", "aida_cwtb_women"))
    rs.add(task=TASK, tid="h20-search-17", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-11-20"),
           bad=True, turn=6, kind="memory key 'aida_cwtb_men' added at turn 3 (no remove since) is reported 'Key not found'")


# --------------------------------------------------------------------------- 18 (clean: citation databases disagree, online vs print dates)
def t18(rs: RowSet) -> None:
    m = Mem()
    q = "Give the full publication details of 'Highly accurate protein structure prediction with AlphaFold' (Jumper et al.) and how often it has been cited, per several databases."
    doi = "10.1038/s41586-021-03819-2"
    nat = "https://www.nature.com/articles/s41586-021-03819-2"
    turns: list[Turn] = []
    turns.append(S(
        ("Highly accurate protein structure prediction with AlphaFold citations", [
            (nat, "Highly accurate protein structure prediction with AlphaFold | Nature",
             "Jumper, J., Evans, R., Pritzel, A. et al. Nature 596, 583–589 (2021). Published: 15 July 2021 ...", "2021-07-15"),
            ("https://scholar.google.com/scholar?cites=6286436358625670901", "Google Scholar",
             "Highly accurate protein structure prediction with AlphaFold · J Jumper, R Evans, A Pritzel ... · Nature, 2021 · Cited by 24,317", "2024-03-28"),
            ("https://www.semanticscholar.org/paper/dc32a984b651256a8ec282be52310e6bd33d9815", "[PDF] Highly accurate protein structure prediction with AlphaFold | Semantic Scholar",
             "21,806 Citations · 1,912 Highly Influential Citations ...", "2024-03-26"),
        ]),
    ))
    turns.append(P(nat, "Journal, volume, pages, dates and the article metrics box",
                   """
# Highly accurate protein structure prediction with AlphaFold

Article · Open access · **Published: 15 July 2021**

John Jumper, Richard Evans, Alexander Pritzel, Tim Green, Michael Figurnov, Olaf Ronneberger, Kathryn Tunyasuvunakool, Russ Bates, Augustin Žídek, Anna Potapenko, … Demis Hassabis

*Nature* **volume 596**, pages 583–589 (2021)

Metrics: 1.74m Accesses · 21k Citations · 3,468 Altmetric

## Article history
- Received: 11 May 2021
- Accepted: 12 July 2021
- Published: 15 July 2021
- Issue Date: 26 August 2021
- DOI: https://doi.org/10.1038/s41586-021-03819-2

## Abstract
Proteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function. ... Here we provide the first computational method that can regularly predict protein structures with atomic accuracy even in cases in which no similar structure is known. We validated an entirely redesigned version of our neural network-based model, AlphaFold, in the challenging 14th Critical Assessment of protein Structure Prediction (CASP14) ...
"""))
    turns.append(m.add({"af2_citation": "Jumper J. et al., Nature 596, 583–589 (2021), doi:10.1038/s41586-021-03819-2",
                        "af2_dates": "received 2021-05-11; accepted 2021-07-12; online 2021-07-15; issue 2021-08-26",
                        "af2_cites_nature": "21k (Nature metrics box, 2024-03-28)"}))
    turns.append(P(f"https://api.openalex.org/works/doi:{doi}", "OpenAlex record: citation count, dates, biblio",
                   """
```json
{
  "id": "https://openalex.org/W3177828909",
  "doi": "https://doi.org/10.1038/s41586-021-03819-2",
  "title": "Highly accurate protein structure prediction with AlphaFold",
  "publication_year": 2021,
  "publication_date": "2021-07-15",
  "type": "article",
  "primary_location": {"source": {"display_name": "Nature", "issn_l": "0028-0836"}},
  "open_access": {"is_oa": true, "oa_status": "hybrid"},
  "biblio": {"volume": "596", "issue": "7873", "first_page": "583", "last_page": "589"},
  "cited_by_count": 19874,
  "counts_by_year": [
    {"year": 2024, "cited_by_count": 1612},
    {"year": 2023, "cited_by_count": 7390},
    {"year": 2022, "cited_by_count": 8215},
    {"year": 2021, "cited_by_count": 2657}
  ],
  "updated_date": "2024-03-27T04:11:52.818233"
}
```
"""))
    turns.append(P(f"https://api.crossref.org/works/{doi}", "Crossref record: reference counts and published-online/print dates",
                   """
```json
{
  "status": "ok",
  "message-type": "work",
  "message": {
    "DOI": "10.1038/s41586-021-03819-2",
    "title": ["Highly accurate protein structure prediction with AlphaFold"],
    "container-title": ["Nature"],
    "volume": "596",
    "issue": "7873",
    "page": "583-589",
    "published-online": {"date-parts": [[2021, 7, 15]]},
    "published-print": {"date-parts": [[2021, 8, 26]]},
    "is-referenced-by-count": 17932,
    "references-count": 84,
    "indexed": {"date-time": "2024-03-28T02:47:10Z"}
  }
}
```
"""))
    turns.append(m.add({"af2_cites_other": "OpenAlex 19,874 (updated 2024-03-27); Crossref 17,932 (indexed 2024-03-28); Google Scholar 24,317; Semantic Scholar 21,806"}))
    turns.append(m.update({"af2_citation": "Jumper J. et al., Nature 596(7873), 583–589 (2021), doi:10.1038/s41586-021-03819-2 — 84 references"}))
    turns.append(S(
        ("AlphaFold 2 paper most cited 2023 Nature analysis", [
            ("https://www.nature.com/articles/d41586-024-01029-0", "The most-cited papers of the twenty-first century - Nature",
             "... AlphaFold's 2021 paper has racked up tens of thousands of citations in under three years, with counts differing widely between databases ...", "2024-03-20"),
            ("https://www.science.org/content/article/alphafold-citations", "AlphaFold paper is a citation juggernaut - Science",
             "Depending on the database, the paper has between roughly 18,000 and 24,000 citations ...", "2024-02-12"),
        ]),
    ))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-18", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-03-28"))


# --------------------------------------------------------------------------- 19 (clean: per 100 g vs per cup, kcal vs kJ, rounding)
def t19(rs: RowSet) -> None:
    m = Mem()
    q = "How much energy and protein do chickpeas provide, raw vs cooked, per 100 g and per cup?"
    cooked = "https://fdc.nal.usda.gov/fdc-app.html#/food-details/173757/nutrients"
    raw = "https://fdc.nal.usda.gov/fdc-app.html#/food-details/173756/nutrients"
    turns: list[Turn] = []
    turns.append(S(
        ("chickpeas cooked nutrition per 100g USDA", [
            (cooked, "Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt - FoodData Central",
             "SR Legacy · FDC ID 173757 · NDB Number 16057 · Energy 164 kcal · Protein 8.86 g · Total lipid (fat) 2.59 g ...", "2019-04-01"),
            (raw, "Chickpeas (garbanzo beans, bengal gram), mature seeds, raw - FoodData Central",
             "SR Legacy · FDC ID 173756 · NDB Number 16056 · Energy 378 kcal · Protein 20.5 g ...", "2019-04-01"),
            ("https://www.nutritionvalue.org/Chickpeas%2C_cooked%2C_boiled%2C_without_salt_nutritional_value.html", "Chickpeas, boiled, without salt nutrition facts and analysis - NutritionValue.org",
             "Calories 269 per 1 cup (164 g) · Protein 14.5 g · Fat 4.2 g · Carbohydrate 45 g ...", "2023-11-02"),
            ("https://www.healthline.com/nutrition/chickpeas-nutrition-benefits", "Chickpeas 101: Nutrition Facts and Health Benefits - Healthline",
             "A 1-cup (164-gram) serving of cooked chickpeas provides: Calories: 269 · Protein: 14.5 grams ...", "2023-08-15"),
        ]),
    ))
    turns.append(P(cooked, "Nutrients per 100 g for cooked chickpeas",
                   """
# Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt
Data Type: SR Legacy · Food Category: Legumes and Legume Products · FDC ID: 173757 · NDB Number: 16057 · FDC Published: 4/1/2019

Portion: **100 g**

| Name | Amount | Unit |
|---|---|---|
| Water | 60.2 | g |
| Energy | 164 | kcal |
| Energy | 686 | kJ |
| Protein | 8.86 | g |
| Total lipid (fat) | 2.59 | g |
| Carbohydrate, by difference | 27.4 | g |
| Fiber, total dietary | 7.6 | g |
| Sugars, total including NLEA | 4.8 | g |
| Calcium, Ca | 49 | mg |
| Iron, Fe | 2.89 | mg |
| Potassium, K | 291 | mg |
| Folate, total | 172 | µg |
"""))
    turns.append(P(cooked, "Same food, 1 cup portion",
                   """
# Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt
Data Type: SR Legacy · FDC ID: 173757 · NDB Number: 16057

Portion: **1 cup (164 g)**

| Name | Amount | Unit |
|---|---|---|
| Water | 98.7 | g |
| Energy | 269 | kcal |
| Energy | 1125 | kJ |
| Protein | 14.5 | g |
| Total lipid (fat) | 4.25 | g |
| Carbohydrate, by difference | 44.9 | g |
| Fiber, total dietary | 12.5 | g |
| Sugars, total including NLEA | 7.87 | g |
| Calcium, Ca | 80.4 | mg |
| Iron, Fe | 4.74 | mg |
| Potassium, K | 477 | mg |
| Folate, total | 282 | µg |
"""))
    turns.append(m.add({"cooked_100g": "164 kcal (686 kJ), protein 8.86 g, fiber 7.6 g (FDC 173757)",
                        "cooked_cup": "1 cup = 164 g: 269 kcal (1125 kJ), protein 14.5 g, fiber 12.5 g (FDC 173757)"}))
    turns.append(P(raw, "Nutrients per 100 g and per cup for raw (dry) chickpeas",
                   """
# Chickpeas (garbanzo beans, bengal gram), mature seeds, raw
Data Type: SR Legacy · FDC ID: 173756 · NDB Number: 16056 · FDC Published: 4/1/2019

| Name | Unit | 100 g | 1 cup (200 g) |
|---|---|---|---|
| Water | g | 7.68 | 15.4 |
| Energy | kcal | 378 | 756 |
| Energy | kJ | 1580 | 3160 |
| Protein | g | 20.5 | 41.0 |
| Total lipid (fat) | g | 6.04 | 12.1 |
| Carbohydrate, by difference | g | 63.0 | 126 |
| Fiber, total dietary | g | 12.2 | 24.4 |
| Iron, Fe | mg | 4.31 | 8.62 |
"""))
    turns.append(m.add({"raw_100g": "378 kcal (1580 kJ), protein 20.5 g, fiber 12.2 g (FDC 173756)",
                        "raw_cup": "1 cup = 200 g dry: 756 kcal, protein 41.0 g"}))
    turns.append(V(
        "https://www.healthline.com/nutrition/chickpeas-nutrition-benefits", "Nutrition figures Healthline gives per cup of cooked chickpeas",
        """
Chickpeas 101: Nutrition Facts and Health Benefits
Medically reviewed · Updated on August 15, 2023

> A 1-cup (164-gram) serving of cooked chickpeas provides:
> - Calories: 269
> - Protein: 14.5 grams
> - Fat: 4 grams
> - Carbs: 45 grams
> - Fiber: 12.5 grams
> - Folate: 71% of the Daily Value (DV)
> - Iron: 26% of the DV
""",
        """
Healthline (based on USDA data) gives, per cooked cup (164 g): 269 kcal, 14.5 g protein, ~4 g fat, ~45 g carbs, 12.5 g fiber — the FDC figures rounded to whole grams.
"""))
    turns.append(m.update({"cooked_cup": "1 cup = 164 g: 269 kcal (1125 kJ), protein 14.5 g, fat 4.25 g, carbs 44.9 g, fiber 12.5 g (FDC 173757; Healthline rounds to 4 g fat / 45 g carbs)"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-19", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-06-19"))


# --------------------------------------------------------------------------- 20 (bad: historical table value drifts)
_HALL = [("1869", "1,465"), ("1880", "1,404"), ("1890", "1,381"), ("1900", "1,319"), ("1910", "1,308"), ("1923", "1,219"),
         ("1934", "1,264"), ("1939", "1,186"), ("1951", "1,371"), ("1961", "1,207"), ("1971", "1,139"), ("1981", "1,123"),
         ("1991", "1,030"), ("2001", "946"), ("2011", "787"), ("2021", "746")]


def _hallstatt(rows: list[tuple[str, str]]) -> str:
    table = "\n".join(f"| {y} | {p} |" for y, p in rows)
    return f"""
# Hallstatt

From Wikipedia, the free encyclopedia

| Hallstatt | |
|---|---|
| Country | Austria |
| State | Upper Austria |
| District | Gmunden |
| Area | 59.79 km² |
| Elevation | 511 m |
| Population (1 January 2023) | 740 |
| Postal code | 4830 |

**Hallstatt** is a small market town in the district of Gmunden, in the Austrian state of Upper Austria. Situated between the southwestern shore of Hallstätter See and the steep slopes of the Dachstein massif, the town lies in the Salzkammergut region ...

## Population
Historical population (census)

| Year | Pop. |
|---|---|
{table}

Source: Statistik Austria

This page was last edited on 9 February 2024, at 11:52 (UTC).
"""


def t20(rs: RowSet) -> None:
    m = Mem()
    q = "How did the population of Hallstatt (Upper Austria) change over the 20th century, and why did it peak around 1951?"
    wiki = "https://en.wikipedia.org/wiki/Hallstatt"
    turns: list[Turn] = []
    turns.append(S(
        ("Hallstatt population history census", [
            (wiki, "Hallstatt - Wikipedia",
             "Hallstatt is a small market town in the district of Gmunden, in the Austrian state of Upper Austria ... Population (1 January 2023) 740 ...", "2024-02-09"),
            ("https://www.statistik.at/blickgem/G0407/g40707.pdf", "Ein Blick auf die Gemeinde Hallstatt - Statistik Austria",
             "Bevölkerungsentwicklung 1869 bis 2023 · Gemeinde Hallstatt · Gemeindekennziffer 40707 ...", "2023-06-30"),
            ("https://www.citypopulation.de/en/austria/oberosterreich/gmunden/40707__hallstatt/", "Hallstatt (Gmunden, Austria) - Population Statistics, Charts, Map and Location",
             "Hallstatt: 787 (2011 census), 746 (2021 census), 740 (2023 estimate) ...", "2023-07-11"),
        ]),
    ))
    turns.append(P(wiki, "Historical population table", _hallstatt(_HALL)))
    turns.append(m.add({"pop_1900": "1,319 (census)", "pop_1951": "1,371 (census, local peak after 1910)", "pop_2001": "946", "pop_2021": "746 (census)"}))
    turns.append(S(
        ("Statistik Austria Ein Blick auf die Gemeinde Hallstatt Bevölkerungsentwicklung", [
            ("https://www.statistik.at/blickgem/G0407/g40707.pdf", "Ein Blick auf die Gemeinde Hallstatt - Statistik Austria",
             "Volkszählungsergebnisse 1869–2011, Registerzählung 2021, Bevölkerungsstand 1.1.2023 ...", "2023-06-30"),
        ]),
    ))
    turns.append(V(
        "https://www.statistik.at/blickgem/G0407/g40707.pdf", "Census figures for Hallstatt, especially 1951 and recent years",
        """
Ein Blick auf die Gemeinde Hallstatt 40707 · Bevölkerungsentwicklung

| Jahr | Einwohner |
|---|---|
| 1869 | 1.465 |
| 1900 | 1.319 |
| 1934 | 1.264 |
| 1951 | 1.371 |
| 1971 | 1.139 |
| 2001 | 946 |
| 2011 | 787 |
| 2021 (Registerzählung) | 746 |
| 1.1.2023 | 740 |

Quelle: STATISTIK AUSTRIA, Volkszählungen 1869–2001, Registerzählungen 2011, 2021; Statistik des Bevölkerungsstandes.
""",
        """
Statistik Austria's profile matches the Wikipedia table for the years shown: 1,465 (1869), 1,319 (1900), 1,264 (1934), 1,371 (1951), 1,139 (1971), 946 (2001), 787 (2011), 746 (2021), and 740 on 1 January 2023 (a population estimate, not a census).
"""))
    turns.append(m.add({"pop_2023": "740 (1 Jan 2023, Statistik Austria population register)"}))
    turns.append(S(
        ("Hallstatt population 1951 refugees salt mine decline", [
            ("https://www.hallstatt.net/history/hallstatt-after-1945/", "Hallstatt after 1945 - hallstatt.net",
             "After the war the town briefly swelled with displaced persons and refugees; by the 1951 census ...", "2021-05-19"),
            ("https://www.salzwelten.at/en/hallstatt/history", "History of the Hallstatt salt mine | Salzwelten",
             "7,000 years of salt mining ... mechanisation in the 20th century reduced the number of miners ...", "2022-02-01"),
        ]),
    ))
    turns.append(V(
        "https://www.hallstatt.net/history/hallstatt-after-1945/", "Why the population rose around 1951 and then fell",
        """
Hallstatt after 1945

> In the last weeks of the war and the years that followed, the Salzkammergut took in large numbers of refugees and displaced persons, among them ethnic Germans from Southeastern Europe. Hallstatt, too, had to house newcomers in inns, farmhouses and emergency quarters.

> The census of 1951 counted 1,371 residents, noticeably more than before the war. As the refugees moved on or were resettled during the 1950s, and as mechanisation cut jobs in the salt mine, the population fell again: by 1961 it was 1,207.

> The decline continued over the following decades as young people moved away for work and, later, as houses in the old town were converted to holiday lets.
""",
        """
The 1951 peak (1,371) reflects post-war refugees and displaced persons lodged in the town; as they left during the 1950s and the salt mine mechanised, the population fell (1,207 in 1961) and kept declining with out-migration and conversion of housing to holiday use.
"""))
    turns.append(m.add({"reason_1951": "post-war refugees/displaced persons; fell in 1950s as they left + salt-mine mechanisation (1961: 1,207)"}))
    turns.append(S(
        ("Hallstatt Einwohner 1934 1939 Volkszählung", [
            (wiki, "Hallstatt - Wikipedia",
             "... Historical population: 1934 1,264 · 1939 1,186 · 1951 1,371 ...", "2024-02-09"),
            ("https://de.wikipedia.org/wiki/Hallstatt", "Hallstatt – Wikipedia",
             "Einwohnerentwicklung: ... 1934: 1.264, 1939: 1.186 ...", "2024-01-21"),
        ]),
    ))
    # BAD: same page and revision, the 1951 row now reads 1,317
    drift = [(y, "1,317" if y == "1951" else p) for y, p in _HALL]
    turns.append(P(wiki, "Re-read the population section for the 1930s rows",
                   _hallstatt(drift)))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-20", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-02-27"),
           bad=True, turn=11, kind="Wikipedia census table row 1951 re-read as 1,317 (was 1,371) with the same 'last edited' stamp")


# --------------------------------------------------------------------------- 21 (bad: statute wording changes with no amendment)
def _cra22(days: str) -> str:
    return f"""
# Consumer Rights Act 2015, Section 22

**Changes to legislation:** There are currently no known outstanding effects for the Consumer Rights Act 2015, Section 22.

Part 1 · Chapter 2 · Goods · What remedies are there if statutory rights under a goods contract are not met?

## 22 Time limit for short-term right to reject

(1) A consumer who has the short-term right to reject loses it if the time limit for exercising it passes without the consumer exercising it, unless the trader and the consumer agree that it may be exercised later.

(2) An agreement under which the short-term right to reject would be lost before the time limit passes is not binding on the consumer.

(3) The time limit for exercising the short-term right to reject (unless subsection (4) applies) is the end of {days} days beginning with the first day after these have all happened—
  (a) ownership or (in the case of a contract for the hire of goods, a hire-purchase agreement or a conditional sales contract) possession of the goods has been transferred to the consumer,
  (b) the goods have been delivered, and
  (c) where the contract requires the trader to install the goods or take other action to enable the consumer to use them, the trader has notified the consumer that the action has been taken.

(4) If the goods are of a kind that can reasonably be expected to perish after a shorter period, the time limit for exercising the short-term right to reject in relation to those goods is the end of that shorter period (but without affecting subsection (5)).

(5) Subsection (3) does not prevent the consumer exercising the short-term right to reject before something mentioned in paragraph (a), (b) or (c) of subsection (3) has happened.

(6) Subsections (7) and (8) apply if the consumer requests or agrees to the repair or replacement of goods.

(7) The period mentioned in subsection (3) or (4) stops running for the length of the waiting period.

(8) If the goods supplied by the trader in response to the request or agreement do not conform to the contract, the time limit for exercising the short-term right to reject is then either—
  (a) the end of the waiting period plus the period (if any) remaining for exercising the short-term right to reject, or
  (b) if later, the end of 7 days beginning with the first day after the consumer receives the replaced or repaired goods.

(9) The waiting period is the period beginning with the day the consumer requests or agrees to the repair or replacement of the goods, and ending with the day on which the consumer receives goods supplied by the trader in response to the request.

Commencement Information: I1 S. 22 in force at 1.10.2015 by S.I. 2015/1630, art. 3(d)
"""


def t21(rs: RowSet) -> None:
    m = Mem()
    q = "Under the UK Consumer Rights Act 2015, how long does a consumer have to exercise the short-term right to reject faulty goods, and what are the exceptions?"
    leg = "https://www.legislation.gov.uk/ukpga/2015/15/section/22"
    turns: list[Turn] = []
    turns.append(S(
        ("Consumer Rights Act 2015 short-term right to reject time limit", [
            (leg, "Consumer Rights Act 2015 - Section 22 - Legislation.gov.uk",
             "22 Time limit for short-term right to reject. (1) A consumer who has the short-term right to reject loses it if the time limit for exercising it passes ...", "2015-10-01"),
            ("https://www.citizensadvice.org.uk/consumer/something-went-wrong-with-a-purchase/faulty-goods-your-rights/", "If your goods are faulty - Citizens Advice",
             "If you bought the item in the last 30 days, you can usually get a full refund ...", "2023-09-27"),
            ("https://www.which.co.uk/consumer-rights/regulation/consumer-rights-act-aKJYx8n5KiSl", "Consumer Rights Act 2015 - Which?",
             "You have a legal right to reject goods that are of unsatisfactory quality, unfit for purpose or not as described and get a full refund – up to 30 days ...", "2024-01-08"),
        ]),
    ))
    turns.append(P(leg, "Full text of section 22, especially the time limit", _cra22("30")))
    turns.append(m.add({"cra_s22_limit": "30 days beginning with the first day after ownership/possession transferred, goods delivered and (if required) installation notified — s.22(3)",
                        "cra_s22_perishable": "s.22(4): shorter period for goods expected to perish sooner"}))
    turns.append(V(
        "https://www.citizensadvice.org.uk/consumer/something-went-wrong-with-a-purchase/faulty-goods-your-rights/", "What Citizens Advice says about the 30-day period",
        """
If your goods are faulty — Citizens Advice · Page last reviewed on 27 September 2023

> If you bought the item in the last 30 days, you can usually get a full refund. This is called the 'short-term right to reject'.

> The 30 days start from when you took ownership of the item and it was delivered (or, if it needed installing, from when it was installed).

> You might have less than 30 days if the item was perishable, for example food or flowers.

> If it's been more than 30 days, you'll need to give the seller one chance to repair or replace the item before you can ask for a refund.
""",
        """
Citizens Advice: 30 days from ownership + delivery (or installation); shorter for perishable goods; after 30 days the trader gets one chance to repair or replace first.
"""))
    turns.append(S(
        ("Consumer Rights Act section 22 perishable goods repair waiting period", [
            (leg, "Consumer Rights Act 2015 - Section 22 - Legislation.gov.uk",
             "... (7) The period mentioned in subsection (3) or (4) stops running for the length of the waiting period ...", "2015-10-01"),
            ("https://www.legislation.gov.uk/ukpga/2015/15/notes/division/3/1/2/3", "Consumer Rights Act 2015 - Explanatory Notes - Section 22",
             "Section 22 sets the time limit for the short-term right to reject ... 30 days ... the period is paused while repair or replacement is awaited ...", "2015-10-01"),
        ]),
    ))
    # BAD: same section, same 'no outstanding effects' status, but (3) now says 14 days
    turns.append(P(leg, "Subsections (4) to (9): perishable goods and the repair waiting period", _cra22("14")))
    turns.append(V(
        "https://www.which.co.uk/consumer-rights/regulation/consumer-rights-act-aKJYx8n5KiSl", "How Which? summarises the short-term right to reject",
        """
Consumer Rights Act 2015 — Which? · Updated 8 January 2024

> You have a legal right to reject goods that are of unsatisfactory quality, unfit for purpose or not as described and get a full refund – up to 30 days from the date of purchase/delivery.

> If you've had the goods for less than 30 days and they're faulty, you can ask for a refund rather than a repair or replacement.

> For perishable goods, such as food, the period may be shorter — as long as the goods could reasonably be expected to last.
""",
        """
Which?: full refund for faulty goods within 30 days; shorter for perishables.
"""))
    turns.append(m.add({"cra_s22_repair": "s.22(6)-(9): period paused while awaiting repair/replacement; afterwards at least 7 days from receiving the repaired/replaced goods"}))
    rs.add(task=TASK, tid="h20-search-21", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-01-22"),
           bad=True, turn=6, kind="statute section 22(3) re-read says '14 days' where the same section (no outstanding effects) said '30 days'")


# --------------------------------------------------------------------------- 22 (clean: a flight progresses, estimates change)
def t22(rs: RowSet) -> None:
    m = Mem()
    q = "Track today's British Airways BA117 from London Heathrow to New York JFK: departure delay, arrival estimate, and arrival terminal/gate."
    fa = "https://www.flightaware.com/live/flight/BAW117"
    turns: list[Turn] = []
    turns.append(S(
        ("BA117 flight status today", [
            (fa, "BAW117 (BA117) British Airways Flight Tracking and History - FlightAware",
             "British Airways 117 · London Heathrow (LHR) to New York JFK (JFK) · Scheduled 08:20 BST – 11:05 EDT · Airbus A380-800 ...", "2024-08-14"),
            ("https://www.britishairways.com/travel/flightstatus/public/en_gb?flight=BA0117", "Flight status | British Airways",
             "BA0117 London Heathrow (T5) – New York JFK (T7) · Scheduled departure 08:20 · Scheduled arrival 11:05 ...", "2024-08-14"),
            ("https://www.flightradar24.com/data/flights/ba117", "BA117 (BAW117) British Airways - Flightradar24",
             "BA117 LHR–JFK · Aircraft A388 · Live flight status and history ...", "2024-08-14"),
        ]),
    ))
    turns.append(P(fa, "Gate departure time, delay, estimated arrival",
                   """
# BAW117 · British Airways 117
**Taxiing** · Left gate 21 minutes late

| | London (LHR) | New York (JFK) |
|---|---|---|
| Terminal / Gate | Terminal 5 · Gate A10 | Terminal 7 · Gate — |
| Scheduled | 08:20 BST | 11:05 EDT |
| Gate departure / arrival | **08:41 BST** (actual) | 11:18 EDT (estimated) |
| Takeoff / Landing | 08:58 BST (estimated) | 11:03 EDT (estimated) |

Aircraft: Airbus A380-800 (quad-jet) (A388) · Registration G-XLEF
Distance: 3,451 mi direct · planned route 3,590 mi
Status updated 08:45 BST
"""))
    turns.append(m.add({"ba117_dep": "left gate 08:41 BST (sched 08:20, 21 min late), LHR T5 gate A10",
                        "ba117_eta": "11:18 EDT gate arrival (FlightAware estimate at 08:45 BST)",
                        "ba117_aircraft": "A380-800, G-XLEF"}))
    turns.append(P(fa, "Progress en route and updated arrival estimate",
                   """
# BAW117 · British Airways 117
**En route and on time** · Arriving in 5 hours 24 minutes

| | London (LHR) | New York (JFK) |
|---|---|---|
| Terminal / Gate | Terminal 5 · Gate A10 | Terminal 7 · Gate — |
| Scheduled | 08:20 BST | 11:05 EDT |
| Gate departure / arrival | 08:41 BST (actual) | 11:09 EDT (estimated, 4 minutes late) |
| Takeoff / Landing | **09:02 BST** (actual) | 10:55 EDT (estimated) |

Elapsed 1h 43m since takeoff · Flown 949 mi · Remaining 2,641 mi
Altitude 38,000 ft · Groundspeed 518 mph
Status updated 10:45 BST
"""))
    turns.append(m.update({"ba117_eta": "11:09 EDT gate arrival (FlightAware at 10:45 BST; took off 09:02 BST)"}))
    turns.append(P("https://www.britishairways.com/travel/flightstatus/public/en_gb?flight=BA0117", "Airline's own status and expected arrival",
                   """
# Flight status — BA0117

**London Heathrow (LHR) → New York JFK (JFK)** · Wednesday 14 August 2024

| | Scheduled | Actual / Expected |
|---|---|---|
| Departure (Terminal 5) | 08:20 | Departed 08:41 |
| Arrival (Terminal 7) | 11:05 | Expected 11:08 |

Status: **In flight**
Times are local. Last updated 10:52 (UK time).
"""))
    turns.append(S(
        ("JFK Terminal 7 British Airways arrivals gate BA117", [
            ("https://www.jfkairport.com/flight-tracker/BA117", "BA 117 Arrival - JFK Airport",
             "British Airways 117 from London (LHR) · Terminal 7 · Gate 5 · Estimated 11:04 AM ... updated 4 minutes ago", "2024-08-14"),
            ("https://www.flightaware.com/live/airport/KJFK/arrivals", "John F Kennedy Intl (New York) (KJFK) Arrivals - FlightAware",
             "BAW117 A388 London Heathrow (LHR) · estimated 11:04 EDT ...", "2024-08-14"),
        ]),
    ))
    turns.append(P(fa, "Actual landing and gate arrival, total trip time",
                   """
# BAW117 · British Airways 117
**Arrived** · 3 minutes early

| | London (LHR) | New York (JFK) |
|---|---|---|
| Terminal / Gate | Terminal 5 · Gate A10 | Terminal 7 · Gate 5 |
| Scheduled | 08:20 BST | 11:05 EDT |
| Gate departure / arrival | 08:41 BST (actual) | **11:02 EDT** (actual) |
| Takeoff / Landing | 09:02 BST (actual) | **10:48 EDT** (actual) |

Flight time 6h 46m · Total travel time 7h 21m
Aircraft: Airbus A380-800 (A388) · G-XLEF
Status updated 11:03 EDT
"""))
    turns.append(m.remove("ba117_eta"))
    turns.append(m.add({"ba117_arr": "landed 10:48 EDT, at gate 11:02 EDT (3 min early), JFK T7 gate 5; flight 6h46m, gate-to-gate 7h21m"}))
    turns.append(m.all())
    rs.add(task=TASK, tid="h20-search-22", system=SEARCH_SYSTEM, turns=turns,
           state=state(q, "2024-08-14", "The flight is operating today; times change as it progresses."))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
