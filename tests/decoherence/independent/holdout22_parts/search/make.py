# ruff: noqa: E501
"""Holdout22, domain search: 22 deep-research trajectories (web_search / web_extractor / dict_memory).

Eleven contain exactly one world-model contradiction (one detail of a later observation disagrees with
what an earlier observation established, with nothing in between that could explain it); eleven are
clean but full of legitimate change (live prices and counters, pages edited during the session with a
newer stamp, versioned papers, paginated / re-sorted / filtered listings, sources that disagree,
rounding and unit differences, memory updates and removals). Running this module writes
``search_test.jsonl`` and ``labels.json`` next to it. Deterministic; stdlib only.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

T = "search"


def hits(*items: tuple[str, str, str, str]) -> str:
    """One query's ranked results, fenced."""
    return "```\n" + results(*items) + "\n```"


def multi(*blocks: tuple[str, list[tuple[str, str, str, str]]]) -> str:
    """Several queries in one web_search call: one fenced list per query."""
    return "\n\n".join(f"Results for query: '{q}'\n" + hits(*items) for q, items in blocks)


def evid(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal {goal} as follows:\n\n"
            f"Evidence in page:\n{evidence.strip()}\n\nSummary:\n{summary.strip()}")


def added(*ks: str) -> str:
    return f"Successfully added items of {list(ks)!r} to memory."


def updated(*ks: str) -> str:
    return f"Successfully updated items of {list(ks)!r} in memory."


def removed(*ks: str) -> str:
    return f"Successfully removed items of {list(ks)!r} from memory."


def got(d: dict[str, str], missing: tuple[str, ...] = ()) -> str:
    parts = []
    if d:
        parts.append("Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False))
    parts += [f"Key not found: {k}" for k in missing]
    return "\n".join(parts) if parts else "Memory is empty."


def add(**kw: str) -> str:
    return memory("add", dict=kw)


def upd(**kw: str) -> str:
    return memory("update", dict=kw)



# ---------------------------------------------------------------------------------------------- 01
def cg_btc(price: float, stamp: str, ago: str, supply: int, vol: int, d1: str, h1: str) -> str:
    ath = 108786.00
    cap = round(price * supply)
    pct = (price / ath - 1) * 100
    return f"""# Bitcoin (BTC) price today

Source: CoinGecko · Last updated: {stamp} UTC ({ago})

**Bitcoin Price: ${price:,.2f}** · 24h change: {d1}

| Statistic | Value |
|---|---|
| Market Cap | ${cap:,} |
| Fully Diluted Valuation | ${round(price * 21_000_000):,} |
| 24 Hour Trading Vol | ${vol:,} |
| Circulating Supply | {supply:,} BTC |
| Total Supply | {supply:,} BTC |
| Max Supply | 21,000,000 BTC |
| 24h Range | $80,652.10 – $83,911.05 |
| 7d Range | $76,703.26 – $92,811.40 |
| All-Time High | $108,786.00 ({pct:.1f}%) · Jan 20, 2025 (about 2 months ago) |
| All-Time Low | $67.81 (+{(price / 67.81 - 1) * 100:,.0f}%) · Jul 06, 2013 (over 11 years ago) |

## Bitcoin price performance
| 1h | 24h | 7d | 14d | 30d | 1y |
|---|---|---|---|---|---|
| {h1} | {d1} | -4.9% | -9.3% | -15.8% | +12.1% |

## Markets (top 4 by volume)
| # | Exchange | Pair | Price | Spread | 24h Volume |
|---|---|---|---|---|---|
| 1 | Binance | BTC/USDT | ${price + 14.31:,.2f} | 0.01% | $3,902,114,580 |
| 2 | Coinbase Exchange | BTC/USD | ${price - 6.02:,.2f} | 0.01% | $1,611,402,377 |
| 3 | OKX | BTC/USDT | ${price + 11.77:,.2f} | 0.01% | $1,230,559,014 |
| 4 | Kraken | BTC/USD | ${price - 3.48:,.2f} | 0.02% | $402,881,093 |

Note: prices refresh continuously; figures above are a snapshot at the time shown."""


def t01(rs: RowSet) -> None:
    g1 = "current Bitcoin price in USD, 24h range, and the all-time high with its date"
    g2 = "Bitcoin price on CoinMarketCap and the all-time high it reports"
    g3 = "latest Bitcoin price right now"
    s1, s2 = 19_836_412, 19_836_415
    p1, p3 = 82047.13, 81733.90
    cmc_p, cmc_ath = 81874.55, 109114.88
    cmc = f"""# Bitcoin price today, BTC to USD live price, marketcap and chart | CoinMarketCap

Bitcoin BTC · Rank #1
**${cmc_p:,.2f}** ▼ 1.61% (1d)
Last updated: Mar 14, 2025, 10:06:41 UTC

Low: $80,601.77 · High: $83,968.40 (24h)

| | |
|---|---|
| Market cap | ${round(cmc_p * 19_836_425):,} (-1.61%) |
| Volume (24h) | $30,877,341,102 (+8.40%) |
| Volume/Market cap (24h) | 1.90% |
| Circulating supply | 19,836,425 BTC |
| Max. supply | 21,000,000 BTC |
| Fully diluted market cap | ${round(cmc_p * 21_000_000):,} |

## Price performance
| | Low | High |
|---|---|---|
| 24h | $80,601.77 | $83,968.40 |
| All-time high | Jan 20, 2025 (2 months ago) | ${cmc_ath:,.2f} ({(cmc_p / cmc_ath - 1) * 100:.2f}%) |
| All-time low | Jul 14, 2010 (15 years ago) | $0.04865 |

## About Bitcoin
Bitcoin (BTC) is a cryptocurrency launched in January 2009, where the first genesis block was mined on
9th January 2009. It is a decentralized digital currency that is based on cryptography...

CoinMarketCap's "All-time high" is the highest volume-weighted price across tracked markets; other
aggregators may report slightly different highs depending on which exchanges they include."""
    turns = [
        (search("bitcoin price USD", "bitcoin all-time high price date"), multi(
            ("bitcoin price USD", [
                ("https://www.coingecko.com/en/coins/bitcoin", "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinGecko", "The price of Bitcoin (BTC) is $82,311.07 today with a 24-hour trading volume of $31,402,118,455. This represents a -1.4% price decline in the last 24 hours and a -4.6% price decline in the past 7 days.", "Mar 14, 2025"),
                ("https://coinmarketcap.com/currencies/bitcoin/", "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinMarketCap", "The live Bitcoin price today is $81,960.20 USD with a 24-hour trading volume of $30,877,341,102 USD. We update our BTC to USD price in real-time.", "Mar 14, 2025"),
                ("https://www.kraken.com/prices/bitcoin", "Bitcoin Price | BTC Price Index and Live Chart - Kraken", "The current price of Bitcoin is $82,190.40 per BTC. With a circulating supply of 19,836,000 BTC, it means that Bitcoin has a total market cap of ...", "Mar 14, 2025"),
                ("https://www.reuters.com/technology/bitcoin-slips-below-80000-risk-appetite-fades-2025-03-11/", "Bitcoin slips below $80,000 as risk appetite fades | Reuters", "Bitcoin fell as much as 3.1% to $78,595 on Tuesday, its lowest since November, as investors shed riskier assets amid worries over U.S. tariffs...", "Mar 11, 2025"),
            ]),
            ("bitcoin all-time high price date", [
                ("https://www.investopedia.com/articles/forex/121815/bitcoins-price-history.asp", "Bitcoin's Price History - Investopedia", "Bitcoin hit an all-time high of $109,114.88 on January 20, 2025, the day of the U.S. presidential inauguration, before pulling back...", "Feb 27, 2025"),
                ("https://en.wikipedia.org/wiki/History_of_bitcoin", "History of bitcoin - Wikipedia", "On 20 January 2025, bitcoin reached a new all-time high above $109,000 before falling back below $100,000 in February...", "Mar 9, 2025"),
                ("https://www.coingecko.com/en/coins/bitcoin/historical_data", "Bitcoin USD Historical Data | CoinGecko", "Get Bitcoin (BTC) USD historical prices. All-time high $108,786 recorded on Jan 20, 2025.", "Mar 14, 2025"),
            ]))),
        (extract("https://www.coingecko.com/en/coins/bitcoin", g1), cg_btc(p1, "2025-03-14 10:03:12", "14 seconds ago", s1, 31_118_904_212, "-1.4%", "-0.2%")),
        (add(btc_price_usd="82,047.13 (CoinGecko, 2025-03-14 10:03 UTC)", btc_ath_usd="108,786.00 on 2025-01-20 (CoinGecko)"), added("btc_price_usd", "btc_ath_usd")),
        (extract("https://coinmarketcap.com/currencies/bitcoin/", g2), cmc),
        (add(btc_ath_note="CoinMarketCap ATH 109,114.88 (2025-01-20) vs CoinGecko 108,786.00 - aggregators use different exchange sets"), added("btc_ath_note")),
        (extract("https://www.coingecko.com/en/coins/bitcoin", g3), cg_btc(p3, "2025-03-14 10:09:47", "9 seconds ago", s2, 31_240_377_065, "-1.8%", "-0.5%")),
        (upd(btc_price_usd="81,733.90 (CoinGecko, 2025-03-14 10:09 UTC)"), updated("btc_price_usd")),
        (memory("retrieve_all"), got({
            "btc_price_usd": "81,733.90 (CoinGecko, 2025-03-14 10:09 UTC)",
            "btc_ath_usd": "108,786.00 on 2025-01-20 (CoinGecko)",
            "btc_ath_note": "CoinMarketCap ATH 109,114.88 (2025-01-20) vs CoinGecko 108,786.00 - aggregators use different exchange sets"})),
    ]
    rs.add(task=T, tid="h22-search-01", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is Bitcoin's current price in USD, and how far below its all-time high is it?\nSession date: 2025-03-14 (UTC); the session starts at about 10:00 UTC.")


# ---------------------------------------------------------------------------------------------- 02
def wiki_oresund(length_m: str, length_ft: str) -> str:
    return f"""# Øresund Bridge

From Wikipedia, the free encyclopedia

| Øresund Bridge | |
|---|---|
| Coordinates | 55°34′31″N 12°49′37″E |
| Carries | 4 lanes of European route E20, Øresund Line (double-track railway) |
| Crosses | Øresund |
| Locale | Copenhagen, Denmark – Malmö, Sweden |
| Official name | Øresundsbron (Danish) / Öresundsbron (Swedish) |
| Maintained by | Øresundsbro Konsortiet |
| Design | Cable-stayed bridge |
| Material | Concrete and steel |
| Total length | {length_m} ({length_ft}) |
| Width | 23.5 m (77 ft) |
| Height | 204 m (669 ft) (pylons) |
| Longest span | 490 m (1,608 ft) |
| Clearance below | 57 m (187 ft) |
| Designer | Georg Rotne (architect), COWI / Ove Arup & Partners / Setec / Gimsing & Madsen |
| Construction start | 1995 |
| Construction end | 14 August 1999 |
| Construction cost | DKK 30.1 billion (2000 prices, whole fixed link) |
| Opened | 1 July 2000 |
| Toll | Yes, both directions |
| Daily traffic | c. 19,000 vehicles (2023) |

The **Øresund Bridge** is a combined railway and motorway cable-stayed bridge across the Øresund strait
between Denmark and Sweden. It is the longest in Europe with both roadway and railway combined. The bridge
runs nearly 8 kilometres (5 miles) from the Swedish coast to the artificial island Peberholm in the middle
of the strait. The crossing is completed by the 4 km (2.5 mi) Drogden Tunnel from Peberholm to the Danish
island of Amager.

The bridge connects the road and rail networks of the Scandinavian Peninsula with those of Central and
Western Europe. A data cable also makes it the backbone of internet data transmission between central
Europe and Sweden. The international European route E20 crosses via road, while the Øresund Railway Line
crosses by rail.

## Construction
Construction began in 1995, with the bridge completed on 14 August 1999. Crown Princess Victoria of
Sweden and Crown Prince Frederik of Denmark met midway across the bridge-tunnel on 14 August 1999 to
celebrate its completion. The official dedication took place on 1 July 2000, with Queen Margrethe II and
King Carl XVI Gustaf as host and hostess. The bridge-tunnel opened for public traffic later that day.

## Economy
The construction cost of the entire fixed link, including motorway and railway connections on land, was
DKK 30.1 billion (2000 prices); the fixed link is expected to be paid off by 2050. Although traffic was
initially lower than forecast, it rose substantially after 2005 ...

This page was last edited on 2 February 2025, at 11:37 (UTC)."""


def t02(rs: RowSet) -> None:
    facts = """# Facts about the bridge | Øresundsbron

**The Øresund Bridge in figures**

| Section | Length |
|---|---|
| Bridge (Lernacken – Peberholm) | 7,845 m |
| Peberholm artificial island | 4,055 m |
| Drogden Tunnel | 4,050 m (immersed section 3,510 m) |
| Whole fixed link, coast to coast | approx. 16 km |

- Main span between the two pylons: 490 metres; pylon height 204 metres
- Free height for shipping under the main span: 57 metres
- Construction period: 1995–1999; opened to traffic on 1 July 2000
- Total construction cost of the fixed link: DKK 30.1 billion in 2000 prices (road and rail link including the
  Danish and Swedish land works)
- The link is owned jointly by the Danish and Swedish states through Øresundsbro Konsortiet and is financed
  entirely by the users; repayment of the debt is expected in 2050
- Traffic 2024: 7.1 million vehicle crossings (road), about 11.2 million train passengers

*Updated 15 January 2025*"""
    turns = [
        (search("Øresund Bridge opened length"), hits(
            ("https://en.wikipedia.org/wiki/%C3%98resund_Bridge", "Øresund Bridge - Wikipedia", "The bridge runs nearly 8 kilometres (5 miles) from the Swedish coast to the artificial island Peberholm in the middle of the strait. The crossing is completed by the 4 km Drogden Tunnel...", "Feb 2, 2025"),
            ("https://www.oresundsbron.com/en/info/facts-about-the-bridge", "Facts about the bridge | Øresundsbron", "The Øresund Bridge in figures: bridge 7,845 m, Peberholm 4,055 m, Drogden Tunnel 4,050 m. Opened to traffic 1 July 2000...", "Jan 15, 2025"),
            ("https://www.britannica.com/topic/Oresund-Bridge", "Øresund Bridge | Length, Construction, & Facts | Britannica", "Øresund Bridge, combined road and railway bridge across the Øresund, opened in 2000, linking Copenhagen with Malmö...", "Oct 3, 2024"),
            ("https://www.visitdenmark.com/press/latest-news/oresund-bridge-25-years", "25 years of the Øresund Bridge - VisitDenmark", "In July 2025 the Øresund Bridge turns 25. Since the opening more than 100 million vehicles have crossed...", "Apr 2, 2025"),
        )),
        (extract("https://en.wikipedia.org/wiki/%C3%98resund_Bridge", "opening date and length of the Øresund Bridge"), wiki_oresund("7,845 m", "25,738 ft")),
        (add(oresund_opened="1 July 2000 (Wikipedia; completed 14 Aug 1999)", oresund_bridge_length="7,845 m bridge only; whole link ~16 km with Peberholm + Drogden Tunnel (Wikipedia)"), added("oresund_opened", "oresund_bridge_length")),
        (search("Øresund fixed link construction cost DKK billion"), hits(
            ("https://www.oresundsbron.com/en/info/facts-about-the-bridge", "Facts about the bridge | Øresundsbron", "Total construction cost of the fixed link: DKK 30.1 billion in 2000 prices ... repayment of the debt is expected in 2050.", "Jan 15, 2025"),
            ("https://www.sundogbaelt.dk/en/about-us/oresund-fixed-link/", "The Øresund Fixed Link - Sund & Bælt", "The Danish land works for the Øresund link were financed by A/S Øresund, a subsidiary of Sund & Bælt Holding...", "Nov 20, 2024"),
            ("https://en.wikipedia.org/wiki/%C3%98resund_Bridge", "Øresund Bridge - Wikipedia", "The construction cost of the entire fixed link ... was DKK 30.1 billion (2000 prices)...", "Feb 2, 2025"),
        )),
        (extract("https://www.oresundsbron.com/en/info/facts-about-the-bridge", "construction cost of the Øresund fixed link and what it covers"), facts),
        (add(oresund_link_cost="DKK 30.1 bn (2000 prices) for the whole fixed link incl. land works; paid off by 2050 (oresundsbron.com)"), added("oresund_link_cost")),
        (extract("https://en.wikipedia.org/wiki/%C3%98resund_Bridge", "construction cost and the longest span of the Øresund Bridge"), wiki_oresund("7,485 m", "24,557 ft")),
        (memory("retrieve_all"), got({
            "oresund_opened": "1 July 2000 (Wikipedia; completed 14 Aug 1999)",
            "oresund_bridge_length": "7,845 m bridge only; whole link ~16 km with Peberholm + Drogden Tunnel (Wikipedia)",
            "oresund_link_cost": "DKK 30.1 bn (2000 prices) for the whole fixed link incl. land works; paid off by 2050 (oresundsbron.com)"})),
    ]
    rs.add(task=T, tid="h22-search-02", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: When did the Øresund Bridge open, how long is the bridge itself, and what did the fixed link cost to build?\nSession date: 2025-04-22.",
           bad=True, turn=7, kind="bridge total length in the Wikipedia infobox changes (7,845 m to 7,485 m) between two extractions of the same revision, last edited stamp unchanged")


# ---------------------------------------------------------------------------------------------- 03
def summitpost_olympus(views: str) -> str:
    return f"""# Mount Olympus : Climbing, Hiking & Mountaineering : SummitPost

| Page Type | Mountain/Rock |
|---|---|
| Location | Washington, United States, North America |
| Lat/Lon | 47.80130°N / 123.71100°W |
| Object Title | Mount Olympus |
| County | Jefferson |
| Activities | Mountaineering, Scrambling |
| Season | Spring, Summer |
| Elevation | 7965 ft / 2428 m |
| Page By | olympicbob |
| Created/Edited | Dec 3, 2002 / Jun 14, 2019 |
| Object ID | 150329 |
| Hits | {views} |
| Page Score | 91.2% - 43 Votes |

## Overview
At 7,965 feet Mount Olympus is the highest summit of the Olympic Mountains and the centerpiece of Olympic
National Park. Although modest in elevation, it rises from rain forest valleys only a few hundred feet above
sea level and carries some of the largest glaciers in the contiguous United States outside the North
Cascades: the Blue, Hoh, Humes, Jeffers and White glaciers.

The mountain has three main summits. West Peak is the true summit; Middle Peak (7,930 ft) and East Peak
(7,780 ft) are lower. Most parties climb via the Hoh River Trail (17.4 mi to Glacier Meadows), cross the
Blue Glacier and Snow Dome, and finish with a short rock pitch (low 5th class) on the summit block.

## Getting There
From US-101 take the Upper Hoh Road 18 miles to the Hoh Rain Forest Visitor Center. Wilderness permits are
required for overnight stays and are issued through recreation.gov.

## Red Tape
Olympic National Park entrance fee applies. Bear canisters are required at Glacier Meadows and Elk Lake.

## Comments (27)
- **silvertip_rg** (Aug 2018): "The summit block pitch was wet and had a fixed sling..."
- **nwhiker** (Jul 2017): "Blue Glacier crossing was straightforward; crevasses opening by late July."
- ... 25 more"""


def t03(rs: RowSet) -> None:
    pb = """# Mount Olympus, Washington - Peakbagger.com

| | |
|---|---|
| Elevation | 7980 feet, 2432 meters |
| Elevation Info | Source: LiDAR (USGS 2014 Olympic Peninsula survey). Older USGS quad shows 7965' spot elevation |
| Latitude/Longitude (WGS84) | 47° 48' 5" N, 123° 42' 37" W; 47.801300, -123.710600 (Dec Deg) |
| Country | United States |
| State/Province | Washington |
| County (Highest Point) | Jefferson |
| Range2 | Olympic Mountains |
| Ownership | Land: Olympic National Park; Wilderness/Special Area: Daniel J. Evans Wilderness |
| Quadrangle | Mount Olympus (1:24,000) |
| Prominence | Clean Prominence: 7838 ft/2389 m; Optimistic Prominence: 7838 ft/2389 m |
| Key Col | Saddle near Lake Crescent: 142 ft/43 m |
| True Isolation | 108.8 mi/175.1 km |
| Nearest Higher Neighbor | Mount Baker (NE) |
| Ascents logged | 1,214 |

## Peak Lists
- Washington Top 100 by Prominence (rank #5)
- USA Lower 48 Ultra-Prominences (rank #12)
- Olympic Mountains Highest (rank #1)

## Notes
Peakbagger uses the 2014 LiDAR survey for this summit. SummitPost and several guidebooks still give the older
7,965 ft figure; ListsOfJohn publishes its own LiDAR-derived value."""
    loj = """# Mount Olympus - 7,969' WA - ListsOfJohn

| | |
|---|---|
| Elevation | 7,969' (NAVD88, LiDAR 3m DEM, rounded down to nearest foot) |
| Quad elevation | 7,965' (spot elevation, NGVD29) |
| Prominence | 7,829' |
| Saddle | 140' (estimated from LiDAR) |
| Isolation | 108.7 mi |
| County | Jefferson |
| State | WA |
| Rank in state | #5 (elevation, of 300+ peaks ≥ 7,500') |
| Climbers who have logged it | 488 |

**Note on elevations:** ListsOfJohn reports elevations from its own LiDAR processing where available and
converts quad elevations from NGVD29 to NAVD88 (+3.5 ft in this area). Values can therefore differ from
Peakbagger or older guidebooks by a few feet."""
    g_sp = "elevation, prominence and the standard climbing route of Mount Olympus (Washington)"
    turns = [
        (search("Mount Olympus Washington elevation prominence peakbagger"), hits(
            ("https://www.peakbagger.com/peak.aspx?pid=1787", "Mount Olympus, Washington - Peakbagger.com", "Elevation: 7980 feet, 2432 meters. Prominence: 7838 ft/2389 m. County: Jefferson. Range: Olympic Mountains...", "Sep 30, 2024"),
            ("https://listsofjohn.com/peak/17634", "Mount Olympus - 7,969' WA - ListsOfJohn", "Mount Olympus, WA. Elevation 7,969', Prominence 7,829'. Isolation 108.7 mi...", "Jun 4, 2024"),
            ("https://www.summitpost.org/mount-olympus/150329", "Mount Olympus : Climbing, Hiking & Mountaineering : SummitPost", "At 7,965 feet Mount Olympus is the highest summit of the Olympic Mountains and the centerpiece of Olympic National Park...", "Jun 14, 2019"),
            ("https://en.wikipedia.org/wiki/Mount_Olympus_(Washington)", "Mount Olympus (Washington) - Wikipedia", "Mount Olympus is the tallest and most prominent mountain in the Olympic Mountains of western Washington... elevation 7,980 ft (2,432 m)...", "Aug 22, 2024"),
        )),
        (extract("https://www.summitpost.org/mount-olympus/150329", g_sp), summitpost_olympus("98,412")),
        (add(olympus_elev="7,965 ft / 2,428 m (SummitPost, older USGS quad figure)"), added("olympus_elev")),
        (extract("https://www.peakbagger.com/peak.aspx?pid=1787", "summit elevation, data source and prominence of Mount Olympus"), pb),
        (extract("https://listsofjohn.com/peak/17634", "elevation and prominence figures used by ListsOfJohn for Mount Olympus"), loj),
        (upd(olympus_elev="7,980 ft / 2,432 m (Peakbagger, 2014 LiDAR); SummitPost 7,965 ft (quad); ListsOfJohn 7,969 ft (NAVD88 LiDAR)"), updated("olympus_elev")),
        (add(olympus_prom="7,838 ft / 2,389 m (Peakbagger, key col 142 ft near Lake Crescent); ListsOfJohn 7,829 ft"), added("olympus_prom")),
        (extract("https://www.summitpost.org/mount-olympus/150329", "does the page mention the LiDAR elevation or any other elevation for the West Peak"), summitpost_olympus("98,415")),
        (memory("retrieve_all"), got({
            "olympus_elev": "7,980 ft / 2,432 m (Peakbagger, 2014 LiDAR); SummitPost 7,965 ft (quad); ListsOfJohn 7,969 ft (NAVD88 LiDAR)",
            "olympus_prom": "7,838 ft / 2,389 m (Peakbagger, key col 142 ft near Lake Crescent); ListsOfJohn 7,829 ft"})),
    ]
    rs.add(task=T, tid="h22-search-03", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What are the summit elevation and topographic prominence of Mount Olympus in Washington's Olympic Mountains, and which figures do the peak-list sites use?\nSession date: 2024-11-05.")


# ---------------------------------------------------------------------------------------------- 04
def t04(rs: RowSet) -> None:
    url = "https://www.home-barista.com/espresso-machines/silvia-pro-x-e3-error-after-descaling-t91234.html"
    page1 = """# Silvia Pro X E3 error after descaling - Home-Barista.com

Forum: Espresso Machines · Topic: 17 posts · Page 1 of 2

---
**#1 mkbarista** » Sat Feb 10, 2024 8:41 pm
Descaled my Silvia Pro X (about 2 years old) following the manual's procedure with the Rancilio descaler.
Brew side came back fine but after the steam boiler refilled the display shows **E3** and the steam boiler
won't heat. Power cycling clears it for maybe 30 seconds, then E3 again. Any ideas before I call the dealer?

---
**#2 Jeff_in_CT** » Sat Feb 10, 2024 9:15 pm
E3 on the Pro X is the steam boiler temperature probe (NTC) reading out of range. Descaling can disturb the
connector on the probe or, if there was moisture at the crimp, the reading goes open-circuit. Check the probe
resistance: roughly 50 kΩ at room temperature, dropping to about 3–4 kΩ hot.

---
**#3 mkbarista** » Sun Feb 11, 2024 7:02 am
Measured at the connector with the machine cold: flickers between 0.4 MΩ and open. So something's wrong.

---
**#4 PIDgeon** » Sun Feb 11, 2024 10:48 am
That's a failed probe or a broken lead. Unplug and measure directly at the probe pins to tell which. On mine
(2021 Pro) the lead had chafed on the boiler flange.

---
**#5 shadowfax** » Mon Feb 12, 2024 1:20 pm
Same thing happened to me last year. The probe itself had water ingress. Replacement is cheap; it threads
into the boiler with a copper washer. Don't forget to drain the steam boiler first.

---
**#6 mkbarista** » Mon Feb 12, 2024 5:33 pm
At the probe pins it's open too. So the probe is dead. Does anyone have the part number?

---
**#7 Jeff_in_CT** » Tue Feb 13, 2024 8:10 am
For the Pro X it's the 50k NTC with the long lead, Rancilio part 48106101 (steam). The brew one is different.

---
**#8 espressoed** » Tue Feb 13, 2024 11:57 am
Check whether your unit is post-2022: some of those have the revised probe 48106117 with a different plug.

---
**#9 mkbarista** » Tue Feb 13, 2024 9:30 pm
Serial starts with 22, and the plug matches the photos of 48106101. Ordering that one.

---
**#10 PIDgeon** » Wed Feb 14, 2024 6:05 am
Good luck. Use thread sealant rated for potable water or the new copper washer only — not both.

[Page 1 of 2] · Next page →"""
    page2 = """# Silvia Pro X E3 error after descaling - Home-Barista.com (page 2)

Forum: Espresso Machines · Topic: 17 posts · Page 2 of 2

---
**#11 Jeff_in_CT** » Wed Feb 14, 2024 10:22 am
Also reset the machine after the swap (hold both boiler buttons on power-up) so the controller re-learns.

---
**#12 mkbarista** » Thu Feb 15, 2024 7:45 pm
Probe ordered from Stefano's Espresso Care, arriving Saturday. Will report back.

---
**#13 espressoed** » Fri Feb 16, 2024 12:03 pm
While you're in there, inspect the autofill probe too. Descaler residue can cause E5 later.

---
**#14 mkbarista** » Thu Feb 8, 2024 6:30 pm
Update: new 48106101 probe installed (drained steam boiler, new copper washer, no sealant). Did the reset
Jeff described. Steam boiler heats up and E3 is gone. Reads ~3.6 kΩ hot. Thanks all!

---
**#15 PIDgeon** » Mon Feb 19, 2024 8:14 am
Great result. Marking this for the next person who searches "Silvia Pro X E3".

---
**#16 shadowfax** » Tue Feb 20, 2024 4:40 pm
Glad it was just the probe. For the record, Rancilio's manual lists E3 as "steam boiler temperature probe fault".

---
**#17 mkbarista** » Wed Mar 6, 2024 9:12 am
Three weeks on and still no errors. Descaled water-only since then.

[Page 2 of 2] · ← Previous page"""
    manual = evid("https://www.ranciliogroup.com/wp-content/uploads/2022/05/silvia-pro-x-user-manual-en.pdf",
                  "meaning of error code E3 on the Silvia Pro X and what the manual says to do",
                  """
Section 9 "Alarms and errors", table 9.1 (p. 31):
| Code | Description | Action |
|---|---|---|
| E1 | Brew boiler temperature probe fault | Switch off; contact an authorised service centre |
| E2 | Brew boiler overtemperature | Switch off, let cool, switch on; if repeated, contact service |
| E3 | Steam boiler temperature probe fault | Switch off; contact an authorised service centre |
| E4 | Steam boiler overtemperature | Switch off, let cool, switch on; if repeated, contact service |
| E5 | Steam boiler filling time-out (autofill) | Check water tank and autofill; switch off/on |
"With an E1 or E3 alarm active the corresponding boiler heating element is disabled."
Section 8.4 "Descaling": "After descaling, rinse both circuits with at least two full tanks of fresh water."
""",
                  """
The Silvia Pro X manual defines E3 as a steam boiler temperature probe fault; the steam heating element is
disabled while it is active and the manual's instruction is to switch off and contact an authorised service
centre. It gives no user repair procedure.
""")
    turns = [
        (search("Rancilio Silvia Pro X E3 error"), hits(
            (url, "Silvia Pro X E3 error after descaling - Home-Barista.com", "Descaled my Silvia Pro X ... after the steam boiler refilled the display shows E3 and the steam boiler won't heat. Power cycling clears it for maybe 30 seconds...", "Feb 10, 2024"),
            ("https://www.ranciliogroup.com/wp-content/uploads/2022/05/silvia-pro-x-user-manual-en.pdf", "SILVIA PRO X - User manual (EN) - Rancilio", "9. Alarms and errors. E1 Brew boiler temperature probe fault ... E3 Steam boiler temperature probe fault ...", "May 18, 2022"),
            ("https://www.coffeeforums.co.uk/topic/71205-silvia-pro-x-error-e3/", "Silvia Pro X error E3 - Espresso Machines - Coffee Forums UK", "Mine threw E3 after a power cut. Turned out to be the connector on the steam probe...", "Nov 2, 2023"),
            ("https://www.reddit.com/r/espresso/comments/18x2k9q/silvia_pro_x_e3/", "Silvia Pro X E3 : r/espresso", "Dealer replaced the steam boiler probe under warranty, took 2 weeks...", "Jan 3, 2024"),
        )),
        (extract(url, "what E3 means and what fix owners report"), page1),
        (add(e3_meaning="Steam boiler temperature probe (50k NTC) reading out of range / open circuit (Home-Barista t91234)", e3_thread=url), added("e3_meaning", "e3_thread")),
        (search("Rancilio 48106101 steam probe Silvia Pro X"), hits(
            ("https://www.stefanosespressocare.com/products/rancilio-ntc-probe-48106101", "Rancilio NTC Temperature Probe 50K (Steam) 48106101 - Stefano's Espresso Care", "Genuine Rancilio steam boiler NTC probe for Silvia Pro and Silvia Pro X (units before 2023). $38.95. In stock.", "Jan 22, 2024"),
            ("https://www.espressoparts.com/products/rancilio-48106117", "Rancilio Temperature Probe 48106117 (revised) | Espresso Parts", "Revised NTC probe for Silvia Pro X serials from 2023 onward, new plug style...", "Mar 9, 2023"),
            ("https://www.home-barista.com/espresso-machines/silvia-pro-ntc-probe-part-numbers-t87410.html", "Silvia Pro NTC probe part numbers - Home-Barista.com", "Brew: 48106100, steam: 48106101 ... revised steam probe 48106117...", "Sep 14, 2023"),
        )),
        (extract("https://www.ranciliogroup.com/wp-content/uploads/2022/05/silvia-pro-x-user-manual-en.pdf", "meaning of error code E3 on the Silvia Pro X and what the manual says to do"), manual),
        (extract(url + "?start=10", "did the original poster report whether the probe replacement fixed E3"), page2),
        (add(e3_fix="Replace steam NTC probe 48106101 (pre-2023 serials; 48106117 for 2023+), drain steam boiler, new copper washer, reset by holding both boiler buttons at power-up; OP confirmed E3 gone"), added("e3_fix")),
        (search("Silvia Pro X steam boiler drain procedure probe replacement"), hits(
            ("https://www.youtube.com/watch?v=Qm3pX0e7LrU", "Rancilio Silvia Pro X - Replacing the steam boiler NTC probe - YouTube", "Step by step: drain the steam boiler via the lower fitting, remove the top cover, unscrew the probe...", "Apr 11, 2023"),
            ("https://www.wholelattelove.com/blogs/articles/rancilio-silvia-pro-x-maintenance", "Rancilio Silvia Pro X Maintenance Guide | Whole Latte Love", "How to descale, backflush and drain the boilers on the Silvia Pro X...", "Jul 7, 2023"),
        )),
        (memory("retrieve_all"), got({
            "e3_meaning": "Steam boiler temperature probe (50k NTC) reading out of range / open circuit (Home-Barista t91234)",
            "e3_thread": url,
            "e3_fix": "Replace steam NTC probe 48106101 (pre-2023 serials; 48106117 for 2023+), drain steam boiler, new copper washer, reset by holding both boiler buttons at power-up; OP confirmed E3 gone"})),
    ]
    rs.add(task=T, tid="h22-search-04", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What causes the E3 error on a Rancilio Silvia Pro X, and what fix do owners report?\nSession date: 2024-06-03.",
           bad=True, turn=6, kind="forum reply on page 2 is dated Thu Feb 8, 2024, before the thread's opening post (Sat Feb 10) and out of order between Feb 16 and Feb 19 posts")


# ---------------------------------------------------------------------------------------------- 05
def t05(rs: RowSet) -> None:
    reuters = "https://www.reuters.com/markets/europe/ecb-cuts-rates-again-signals-more-easing-2024-12-12/"
    reuters_txt = f"""# ECB cuts rates again, signals more easing as growth falters | Reuters

By Francesco Canepa and Balazs Koranyi · December 12, 2024 3:58 PM GMT+1 · Updated December 12, 2024

FRANKFURT, Dec 12 (Reuters) - The European Central Bank cut interest rates for the fourth time this year on
Thursday and kept the door open to further easing as inflation nears its 2% target and the euro zone economy
struggles.

The ECB lowered the rate it pays on bank deposits, the deposit facility rate, by 25 basis points to **3.00%**,
as expected. The new rates take effect from **December 18, 2024**. The main refinancing rate falls to 3.15%
and the marginal lending facility rate to 3.40%.

"The disinflation process is well on track," ECB President Christine Lagarde told a news conference, adding
that policymakers had discussed a 50 basis point cut but agreed on 25.

The ECB also dropped a pledge to keep rates "sufficiently restrictive for as long as necessary", a signal
markets read as opening the way to more cuts in 2025. Money markets now price the deposit rate at about 2%
by the middle of next year.

The bank's new staff projections see inflation averaging 2.1% in 2025 and 1.9% in 2026, while growth
forecasts were cut to 1.1% for 2025 from 1.3%.

(Reporting by Francesco Canepa and Balazs Koranyi; Editing by Catherine Evans)

Source: {reuters}"""
    rates = evid("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html",
                 "the deposit facility rate currently in force and the date it took effect",
                 """
Key ECB interest rates (levels in percentages per annum; changes in percentage points):
| Date (with effect from) | Deposit facility | Main refinancing operations: fixed rate tenders | Marginal lending facility |
|---|---|---|---|
| 2025 5 Feb. | 2.75 | 2.90 | 3.15 |
| 2024 18 Dec. | 3.00 | 3.15 | 3.40 |
| 23 Oct. | 3.25 | 3.40 | 3.65 |
| 18 Sep. | 3.50 | 3.65 | 3.90 |
| 12 Jun. | 3.75 | 4.25 | 4.50 |
| 2023 20 Sep. | 4.00 | 4.50 | 4.75 |
| 2 Aug. | 3.75 | 4.25 | 4.50 |
Footnote: "As announced on 13 March 2024, some changes to the operational framework for implementing monetary
policy took effect from 18 September 2024. In particular, the spread between the rate on the main refinancing
operations and the deposit facility rate was set at 15 basis points."
Page footer: "Last update: 30 January 2025"
""",
                 """
The deposit facility rate in force is 2.75%, effective 5 February 2025 (decision of 30 January 2025); it was
3.00% from 18 December 2024. MRO 2.90%, marginal lending 3.15%.
""")
    cal = """# Meeting calendars of the Governing Council and the General Council

European Central Bank · Schedules for the meetings in 2025

| Date | Meeting |
|---|---|
| 29-30 January 2025 | Monetary policy meeting of the Governing Council, Frankfurt am Main (Day 2 press conference) |
| 12 February 2025 | Non-monetary policy meeting of the Governing Council |
| 5-6 March 2025 | Monetary policy meeting of the Governing Council, Frankfurt am Main (Day 2 press conference) |
| 19 March 2025 | General Council meeting |
| 16-17 April 2025 | Monetary policy meeting of the Governing Council, Frankfurt am Main (Day 2 press conference) |
| 4-5 June 2025 | Monetary policy meeting of the Governing Council, Frankfurt am Main (Day 2 press conference) |
| 23-24 July 2025 | Monetary policy meeting of the Governing Council, Frankfurt am Main (Day 2 press conference) |
| 10-11 September 2025 | Monetary policy meeting of the Governing Council, Frankfurt am Main (Day 2 press conference) |
| 29-30 October 2025 | Monetary policy meeting of the Governing Council, held externally (Florence) |
| 17-18 December 2025 | Monetary policy meeting of the Governing Council, Frankfurt am Main (Day 2 press conference) |

Notes: The monetary policy decisions are published at 14:15 CET on Day 2, followed by the press conference
at 14:45 CET. The accounts of each monetary policy meeting are published four weeks later.

Last updated: 19 December 2024"""
    turns = [
        (search("ECB deposit facility rate"), hits(
            ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html", "Key ECB interest rates - European Central Bank", "Key ECB interest rates. Date (with effect from), Deposit facility, Main refinancing operations, Marginal lending facility ...", "Jan 30, 2025"),
            (reuters, "ECB cuts rates again, signals more easing as growth falters | Reuters", "The ECB lowered the rate it pays on bank deposits, the deposit facility rate, by 25 basis points to 3.00%, as expected...", "Dec 12, 2024"),
            ("https://www.reuters.com/markets/europe/ecb-cuts-rates-2024-2025-01-30/", "ECB cuts rates by 25 bps, keeps door open to more easing | Reuters", "The European Central Bank cut its deposit rate to 2.75% on Thursday and left the door open to further easing...", "Jan 30, 2025"),
            ("https://tradingeconomics.com/euro-area/deposit-interest-rate", "Euro Area Deposit Facility Rate - Trading Economics", "The European Central Bank lowered the deposit facility rate by 25bps to 2.75% in its January 2025 meeting...", "Feb 8, 2025"),
        )),
        (extract(reuters, "the deposit facility rate set by the ECB and when it takes effect"), reuters_txt),
        (add(ecb_dfr="3.00% effective 18 Dec 2024 (Reuters, 12 Dec 2024 decision)"), added("ecb_dfr")),
        (extract("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html", "the deposit facility rate currently in force and the date it took effect"), rates),
        (upd(ecb_dfr="2.75% effective 5 Feb 2025 (ECB key rates table; decided 30 Jan 2025)"), updated("ecb_dfr")),
        (extract("https://www.ecb.europa.eu/press/calendars/mgcgc/html/index.en.html", "date of the next ECB monetary policy meeting after 10 February 2025"), cal),
        (add(ecb_next_meeting="5-6 March 2025, Frankfurt; decision 14:15 CET, press conference 14:45 CET on 6 March"), added("ecb_next_meeting")),
        (memory("retrieve_all"), got({
            "ecb_dfr": "3.00% effective 18 Dec 2024 (Reuters, 12 Dec 2024 decision)",
            "ecb_next_meeting": "5-6 March 2025, Frankfurt; decision 14:15 CET, press conference 14:45 CET on 6 March"})),
        (search("ECB March 2025 rate decision expectations economists poll"), hits(
            ("https://www.reuters.com/markets/europe/ecb-cut-rates-again-march-economists-2025-02-06/", "ECB to cut rates again in March, economists say: Reuters poll", "The European Central Bank will cut its deposit rate by 25 basis points to 2.50% on March 6, according to all 82 economists polled...", "Feb 6, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-02-07/ecb-s-lane-says-rates-still-restrictive", "ECB's Lane Says Policy Still Restrictive, Backs Gradual Cuts - Bloomberg", "Chief economist Philip Lane said the deposit rate of 2.75% remains in restrictive territory...", "Feb 7, 2025"),
            ("https://www.ft.com/content/4d1c8e2a-ecb-neutral-rate-debate", "ECB officials clash over how far rates should fall - Financial Times", "With the deposit rate at 2.75%, hawks argue the bank is close to neutral...", "Feb 9, 2025"),
        )),
    ]
    rs.add(task=T, tid="h22-search-05", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the ECB's deposit facility rate in force today, when did it take effect, and when is the Governing Council's next monetary policy meeting?\nSession date: 2025-02-10.",
           bad=True, turn=8, kind="memory key ecb_dfr, updated to 2.75% (update confirmed), reads back the old 3.00% value")


# ---------------------------------------------------------------------------------------------- 06
def pyd_issue(closed: bool) -> str:
    state = "Closed" if closed else "Open"
    n = 7 if closed else 6
    linked = "3 hours ago" if closed else "2 hours ago"
    dh, sc, tk = ("3 hours ago", "2 hours ago", "1 hour ago") if closed else ("2 hours ago", "1 hour ago", "35 minutes ago")
    tail = """
- **sydney-runkle** closed this as completed in #10418 · 12 minutes ago
- **sydney-runkle** commented · 11 minutes ago
  > Fixed by #10418. This will ship in v2.9.3 (patch) and in v2.10. Thanks for the clear repro @tkurz!""" if closed else ""
    return f"""# RootModel[list[datetime]] model_dump(mode='json') drops tzinfo · Issue #10412 · pydantic/pydantic

pydantic/pydantic · ☆ Star 21.1k · Fork 1.9k

**{state}** · tkurz opened this issue on Sep 15, 2024 · {n} comments
Labels: bug V2 · Assignees: sydney-runkle · Milestone: v2.9 fixes

### Initial Checks
- [x] I confirm that I'm using Pydantic V2

### Description
When a `datetime` with a `tzinfo` is wrapped in a `RootModel`, JSON-mode dumping returns naive ISO strings.
The same value dumped through a `BaseModel` field keeps the `+02:00` offset.

```python
from datetime import datetime, timezone, timedelta
from pydantic import RootModel
tz = timezone(timedelta(hours=2))
M = RootModel[list[datetime]]
print(M([datetime(2024, 9, 15, 12, 0, tzinfo=tz)]).model_dump(mode="json"))
# ['2024-09-15T12:00:00']   <- expected '2024-09-15T12:00:00+02:00'
```

Python 3.12.5 · pydantic 2.9.1 · pydantic-core 2.23.3 · Linux

### Timeline
- **tkurz** opened this issue · Sep 15, 2024
- **davidhewitt** commented · Sep 16, 2024
  > Reproduced on 2.9.1. The RootModel serializer takes a fast path for list items that skips the tz-aware
  > datetime serializer. Not present in 2.8.2.
- **sydney-runkle** added the `bug V2` label · Sep 16, 2024
- **sydney-runkle** added this to the v2.9 fixes milestone · Sep 16, 2024
- **mkoenig-dev** commented · Sep 17, 2024
  > Workaround until a fix lands: `TypeAdapter(list[datetime]).dump_python(value, mode="json")` keeps the offset.
- **tkurz** commented · Sep 17, 2024
  > Confirmed the TypeAdapter workaround works for us, thanks.
- **sydney-runkle** linked a pull request that will close this issue: Fix tz handling in RootModel JSON-mode
  serialization #10418 · {linked}
- **davidhewitt** commented · {dh}
  > Regression test added in the PR covers list, dict and tuple roots.
- **samuelcolvin** commented · {sc}
  > 👍 let's get this into the next patch.
- **tkurz** commented · {tk}
  > Any ETA for a patch release?{tail}"""


def pyd_pr(merged: bool) -> str:
    head = ("**Merged** · sydney-runkle merged 2 commits into `main` from `fix-rootmodel-tz` · 14 minutes ago"
            if merged else "**Open** · sydney-runkle wants to merge 2 commits into `main` from `fix-rootmodel-tz`")
    checks = "43 successful checks" if merged else "41 successful, 2 pending checks (test-linux 3.13, test-macos 3.12)"
    appr = "1 hour ago" if merged else "25 minutes ago"
    return f"""# Fix tz handling in RootModel JSON-mode serialization #10418

{head}

Conversation 3 · Commits 2 · Checks 43 · Files changed 3

**sydney-runkle** commented
> Fixes #10412. The RootModel list fast path now defers to the datetime serializer when a value is tz-aware.
> Adds regression tests for list/dict/tuple roots.

Files changed:
- `pydantic/_internal/_generate_schema.py` (+9 −3)
- `tests/test_root_model.py` (+41 −0)
- `docs/concepts/serialization.md` (+4 −0)

**davidhewitt** approved these changes · {appr}
> LGTM, nice catch on the tuple case.

Status: {checks}

Codecov: patch coverage 100.00%, project coverage 96.41% (+0.01%)"""


def t06(rs: RowSet) -> None:
    iurl = "https://github.com/pydantic/pydantic/issues/10412"
    purl = "https://github.com/pydantic/pydantic/pull/10418"
    rel = """# Releases · pydantic/pydantic

## v2.9.2 (2024-09-17) · Latest
What's Changed
- Do not error for `default_factory` with `validate_default=True` by @sydney-runkle in #10381
- Fix `ser_json_inf_nan` with `model_dump_json` on nested models by @davidhewitt in #10392
- Fix `AnyUrl` equality comparison with str by @sydney-runkle in #10399
Full Changelog: v2.9.1...v2.9.2

## v2.9.1 (2024-09-09)
What's Changed
- Fix `Literal` of `Enum` members in JSON schema generation by @sydney-runkle in #10312
- Restore `__pydantic_root_model__` on subclassed RootModels by @davidhewitt in #10331
- ... 6 more

## v2.9.0 (2024-09-05)
The code released in v2.9.0 is practically identical to that of v2.9.0b2. Highlights: complex number support,
`fail_fast` for sequence validation, ...

Showing 3 of 147 releases · Next page →"""
    g_issue = "issue status, any workaround, and linked pull requests"
    turns = [
        (search("pydantic RootModel model_dump json datetime timezone lost"), hits(
            (iurl, "RootModel[list[datetime]] model_dump(mode='json') drops tzinfo · Issue #10412 · pydantic/pydantic", "When a datetime with a tzinfo is wrapped in a RootModel, JSON-mode dumping returns naive ISO strings ... pydantic 2.9.1", "Sep 15, 2024"),
            ("https://docs.pydantic.dev/latest/concepts/serialization/", "Serialization - Pydantic", "model_dump(mode='json') ... datetime values are serialized as ISO 8601 strings, including the UTC offset when present...", "Sep 17, 2024"),
            ("https://stackoverflow.com/questions/78974310/pydantic-rootmodel-loses-timezone-on-dump", "Pydantic RootModel loses timezone on dump - Stack Overflow", "After upgrading to 2.9 my RootModel of datetimes serializes without the offset...", "Sep 16, 2024"),
            ("https://github.com/pydantic/pydantic/issues/9871", "Naive datetime serialization with mode='json' · Issue #9871 · pydantic/pydantic", "Closed. Serializing naive datetimes adds no offset; this is expected behaviour...", "Jul 10, 2024"),
        )),
        (extract(iurl, g_issue), pyd_issue(False)),
        (add(pyd_issue="pydantic #10412 OPEN at ~14:05 UTC 2024-09-18; fix PR #10418 open, milestone v2.9 fixes", pyd_workaround="TypeAdapter(list[datetime]).dump_python(value, mode='json') keeps tz offset"), added("pyd_issue", "pyd_workaround")),
        (extract(purl, "status of the fix PR, reviews and checks"), pyd_pr(False)),
        (search("pydantic releases v2.9.2"), hits(
            ("https://github.com/pydantic/pydantic/releases", "Releases · pydantic/pydantic", "v2.9.2 (2024-09-17) Latest. What's Changed: Do not error for default_factory with validate_default=True ...", "Sep 17, 2024"),
            ("https://pypi.org/project/pydantic/2.9.2/", "pydantic · PyPI", "pydantic 2.9.2. Released: Sep 17, 2024. Data validation using Python type hints", "Sep 17, 2024"),
            ("https://docs.pydantic.dev/latest/changelog/", "Changelog - Pydantic", "v2.9.2 (2024-09-17) ... v2.9.1 (2024-09-09) ...", "Sep 17, 2024"),
        )),
        (extract("https://github.com/pydantic/pydantic/releases", "whether the latest release includes a fix for RootModel tz serialization"), rel),
        (extract(iurl, "any update since the last check: status, new comments"), pyd_issue(True)),
        (extract(purl, "is the fix PR merged"), pyd_pr(True)),
        (upd(pyd_issue="pydantic #10412 CLOSED as completed by PR #10418 (merged ~14:41 UTC 2024-09-18); not in v2.9.2, ships in v2.9.3 and v2.10"), updated("pyd_issue")),
        (memory("retrieve_all"), got({
            "pyd_issue": "pydantic #10412 CLOSED as completed by PR #10418 (merged ~14:41 UTC 2024-09-18); not in v2.9.2, ships in v2.9.3 and v2.10",
            "pyd_workaround": "TypeAdapter(list[datetime]).dump_python(value, mode='json') keeps tz offset"})),
    ]
    rs.add(task=T, tid="h22-search-06", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Is the pydantic v2 bug where RootModel JSON-mode dumping drops the timezone of datetime values fixed, and in which release?\nSession date: 2024-09-18; the session starts at about 14:00 UTC.")


# ---------------------------------------------------------------------------------------------- 07
def arxiv_abs(v2: bool) -> str:
    if v2:
        head = "[Submitted on 4 Mar 2024 (v1), last revised 14 May 2024 (this version, v2)]"
        abstract = ("A search for the rare radiative decay $B_s^0\\to\\mu^+\\mu^-\\gamma$ is performed using proton-proton collision data "
                    "collected by the LHCb experiment between 2011 and 2023, corresponding to an integrated luminosity of 10.9 fb$^{-1}$. "
                    "The decay is observed with a significance of 5.1 standard deviations, the first observation of this mode. The branching "
                    "fraction in the region $m_{\\mu\\mu}>4.9$ GeV$/c^2$ is measured to be $(2.9\\pm0.7\\pm0.3)\\times10^{-9}$, consistent with "
                    "the Standard Model prediction.")
        comments = "Comments: v2: adds 2023 data (1.5 fb^-1), significance updated to 5.1 sigma, matches version accepted by PRL. All figures and tables, along with any supplementary material and additional information, are available at https://lhcbproject.web.cern.ch/Publications/p/LHCb-PAPER-2024-007.html"
        banner = ""
        size = "[v2] Tue, 14 May 2024 09:12:40 UTC (1,388 KB)"
    else:
        head = "[Submitted on 4 Mar 2024 (this version), latest version 14 May 2024 (v2)]"
        abstract = ("A search for the rare radiative decay $B_s^0\\to\\mu^+\\mu^-\\gamma$ is performed using proton-proton collision data "
                    "collected by the LHCb experiment between 2011 and 2018, corresponding to an integrated luminosity of 9.4 fb$^{-1}$. "
                    "Evidence for the decay is found with a significance of 4.8 standard deviations. The branching fraction in the region "
                    "$m_{\\mu\\mu}>4.9$ GeV$/c^2$ is measured to be $(3.1\\pm0.9\\pm0.3)\\times10^{-9}$, consistent with the Standard Model prediction.")
        comments = "Comments: 18 pages, 4 figures. All figures and tables, along with any supplementary material and additional information, are available at https://lhcbproject.web.cern.ch/Publications/p/LHCb-PAPER-2024-007.html"
        banner = "\n> This is an old version of the paper (v1). The latest version is v2.\n"
        size = "[v2] Tue, 14 May 2024 09:12:40 UTC (1,388 KB)"
    name = "Observation of" if v2 else "Evidence for"
    return f"""# [2403.07112{'' if v2 else 'v1'}] {name} the rare decay B_s0 -> mu+ mu- gamma
{banner}
High Energy Physics - Experiment · arXiv:2403.07112 (hep-ex)
{head}

**Title:** {name} the rare decay $B_s^0\\to\\mu^+\\mu^-\\gamma$
**Authors:** LHCb collaboration: R. Aaij, A.S.W. Abdelmotteleb, C. Abellan Beteta, et al. (1090 additional authors not shown)

**Abstract:** {abstract}

{comments}
Subjects: High Energy Physics - Experiment (hep-ex)
Report number: LHCb-PAPER-2024-007, CERN-EP-2024-051
Cite as: arXiv:2403.07112 [hep-ex] (or arXiv:2403.07112{'v2' if v2 else 'v1'} [hep-ex] for this version)

## Submission history
From: LHCb Collaboration Documents
[v1] Mon, 4 Mar 2024 17:58:03 UTC (1,204 KB)
{size}"""


def t07(rs: RowSet) -> None:
    inspire = """# Observation of the rare decay B_s0 -> mu+ mu- gamma - INSPIRE

LHCb Collaboration • Roel Aaij (Nikhef, Amsterdam) et al. (Show All 1093)
e-Print: 2403.07112 [hep-ex]
Published in: Phys.Rev.Lett. 133 (2024) 011801
Published: Jul 1, 2024
DOI: 10.1103/PhysRevLett.133.011801
Report number: LHCb-PAPER-2024-007, CERN-EP-2024-051
Experiments: CERN-LHC-LHCb

Citations: 37 · Citeable · Published

Abstract (APS): A search for the rare radiative decay ... The decay is observed with a significance of 5.1
standard deviations ...

Keywords: B/s0 --> muon+ muon- photon, branching ratio: measured, experimental results, CERN LHC Coll, 13 TeV

References (74) · Cite · Datasets (1)"""
    cern = """# LHCb sees first evidence of a rare radiative B_s decay | CERN

News · Physics · 5 March 2024 · By Naomi Dinmore

The LHCb collaboration has reported the first evidence for the decay of a B_s meson into two muons and a
photon, a process that is extremely rare in the Standard Model and sensitive to new physics in loop
diagrams. Using the full Run 1 and Run 2 data set, the team found a signal with a statistical significance of
4.8 standard deviations, just short of the 5σ conventionally required to claim an observation.

"With Run 3 data we expect to cross the observation threshold soon," said LHCb spokesperson Vincenzo Vagnoni.

...

**Update, 15 May 2024:** With the addition of data collected in 2023, the significance of the signal now
exceeds five standard deviations (5.1σ). The updated result has been submitted to Physical Review Letters
and is available as version 2 of the preprint (arXiv:2403.07112v2)."""
    turns = [
        (search("B_s0 mu mu gamma observation significance LHCb arXiv"), hits(
            ("https://arxiv.org/abs/2403.07112", "[2403.07112] Evidence for the rare decay B_s0 -> mu+ mu- gamma", "... collected by the LHCb experiment between 2011 and 2018, corresponding to an integrated luminosity of 9.4 fb^-1. Evidence for the decay is found with a significance of 4.8 standard deviations...", "Mar 4, 2024"),
            ("https://inspirehep.net/literature/2765310", "Observation of the rare decay B_s0 -> mu+ mu- gamma - INSPIRE", "LHCb Collaboration • Roel Aaij et al. e-Print: 2403.07112 [hep-ex]. Published in: Phys.Rev.Lett. 133 (2024) 011801", "Jul 1, 2024"),
            ("https://home.cern/news/news/physics/lhcb-sees-first-evidence-rare-radiative-bs-decay", "LHCb sees first evidence of a rare radiative B_s decay | CERN", "Using the full Run 1 and Run 2 data set, the team found a signal with a statistical significance of 4.8 standard deviations...", "Mar 5, 2024"),
            ("https://physics.aps.org/articles/v17/s88", "Synopsis: A Rare B Meson Decay Comes into View - Physics", "The LHCb collaboration reports the first observation of the decay of a B_s meson into a muon pair and a photon...", "Jul 1, 2024"),
        )),
        (extract("https://arxiv.org/abs/2403.07112", "the significance reported for B_s0 -> mu mu gamma and which version of the paper reports it"), arxiv_abs(True)),
        (extract("https://arxiv.org/abs/2403.07112v1", "what the first version of the preprint reported"), arxiv_abs(False)),
        (add(paper="arXiv:2403.07112 (LHCb-PAPER-2024-007)", significance_v1="4.8 sigma, 9.4 fb^-1 (2011-2018), v1 4 Mar 2024 - 'evidence'", significance_v2="5.1 sigma, 10.9 fb^-1 (adds 2023), v2 14 May 2024 - 'observation'"), added("paper", "significance_v1", "significance_v2")),
        (extract("https://inspirehep.net/literature/2765310", "journal publication details and citation count"), inspire),
        (search("2403.07112 citations semantic scholar"), hits(
            ("https://www.semanticscholar.org/paper/Observation-of-the-rare-decay-B_s0-mu-mu-gamma-LHCb/8f3a1c2d7e", "Observation of the rare decay B_s0 -> mu+ mu- gamma | Semantic Scholar", "LHCb Collaboration. Physical Review Letters, 2024. 29 Citations. TLDR: The decay is observed with a significance of 5.1 standard deviations...", "Jun 28, 2024"),
            ("https://scholar.google.com/scholar?cites=1148822093", "Cited by 41 - Google Scholar", "Cited by 41 ... Observation of the rare decay B_s0 -> mu+ mu- gamma, R Aaij, ... Physical Review Letters, 2024", "Jul 2, 2024"),
        )),
        (extract("https://home.cern/news/news/physics/lhcb-sees-first-evidence-rare-radiative-bs-decay", "what CERN reported about the significance and any later update"), cern),
        (upd(paper="arXiv:2403.07112 = Phys.Rev.Lett. 133 (2024) 011801, DOI 10.1103/PhysRevLett.133.011801; citations: INSPIRE 37, Semantic Scholar 29, Google Scholar 41"), updated("paper")),
        (memory("retrieve_all"), got({
            "paper": "arXiv:2403.07112 = Phys.Rev.Lett. 133 (2024) 011801, DOI 10.1103/PhysRevLett.133.011801; citations: INSPIRE 37, Semantic Scholar 29, Google Scholar 41",
            "significance_v1": "4.8 sigma, 9.4 fb^-1 (2011-2018), v1 4 Mar 2024 - 'evidence'",
            "significance_v2": "5.1 sigma, 10.9 fb^-1 (adds 2023), v2 14 May 2024 - 'observation'"})),
    ]
    rs.add(task=T, tid="h22-search-07", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Has the rare decay B_s0 -> mu+ mu- gamma been observed with more than 5 sigma significance, and in which paper and version?\nSession date: 2024-07-02.")


# ---------------------------------------------------------------------------------------------- 08
def zenodo_nbs(views: str, downloads: str, md5_rec: str) -> str:
    return f"""# NordicBirdSong-2023: field recordings of 212 bird species from Fennoscandia

Published November 28, 2023 | Version v1.2
Dataset · Open

**Creators**
- Lehtonen, Aino (University of Oulu) · ORCID 0000-0002-4471-9031
- Ekström, Magnus (Swedish University of Agricultural Sciences)
- Haugland, Sigrid (NTNU University Museum)

**Description**
NordicBirdSong-2023 contains 41,880 annotated clips (3–15 s) cut from 1,906 hours of passive acoustic monitoring
recordings made at 118 sites in Finland, Sweden and Norway during the 2021–2023 breeding seasons. Annotations
give species, call/song type and a confidence grade. v1.2 fixes 312 mislabelled Phylloscopus clips and adds
the `site_habitat` column.

**Files** (18.5 GB)
| Name | Size | Checksum |
|---|---|---|
| recordings_v1.2.tar.gz | 18.4 GB | md5:{md5_rec} |
| annotations_v1.2.csv | 41.7 MB | md5:9d0e21b4c8a7f36e5b1d02c9e4a87f13 |
| species_list.csv | 12.9 kB | md5:c41b7e08d2f6a9135e0b7d4c8a2f61e9 |
| README.md | 8.3 kB | md5:07aa3e5f19c2b6d84e1f0c7b92d3a5e8 |

| Views | Downloads |
|---|---|
| {views} | {downloads} |
(all versions; unique views / unique downloads)

**Identifiers**
DOI: 10.5281/zenodo.10234567
Concept DOI (all versions): 10.5281/zenodo.8123400
Is supplement to: 10.1016/j.ecoinf.2024.102431 (Journal article)

**License (for files):** Creative Commons Attribution 4.0 International

**Versions**
| Version | Published |
|---|---|
| v1.2 · 10.5281/zenodo.10234567 | Nov 28, 2023 |
| v1.1 · 10.5281/zenodo.8356122 | Jul 3, 2023 |
| v1.0 · 10.5281/zenodo.8123401 | Mar 15, 2023 |

Keywords: bioacoustics, bird song, passive acoustic monitoring, Fennoscandia, machine learning
Funding: Research Council of Finland (grant 347120); Formas (2021-01984)"""


def t08(rs: RowSet) -> None:
    zurl = "https://zenodo.org/records/10234567"
    md5 = "3f9a6c1e07b2d48a95e1c3d7f20b8e64"
    readme = """# nbs-lab/nordicbirdsong

Tools and documentation for the **NordicBirdSong-2023** dataset.

## Download
The audio and annotations are hosted on Zenodo:
- Latest version (concept DOI, always resolves to the newest release): https://doi.org/10.5281/zenodo.8123400
- This repository's tag `data-v1.2` corresponds to Zenodo version v1.2 (https://doi.org/10.5281/zenodo.10234567)

```bash
wget https://zenodo.org/records/10234567/files/recordings_v1.2.tar.gz
md5sum recordings_v1.2.tar.gz   # compare with the checksum shown on the Zenodo record
tar xzf recordings_v1.2.tar.gz
```

## Contents
- 212 species, 41,880 clips, 16 kHz mono FLAC
- `annotations_v1.2.csv`: clip_id, species_code, vocalisation_type, confidence, site_id, site_habitat, recorded_at

## Baselines
| Model | macro-F1 (test) |
|---|---|
| BirdNET 2.4 (zero-shot) | 0.612 |
| EfficientNet-B0 fine-tuned | 0.781 |
| BEATs fine-tuned | 0.823 |

## License
Code: MIT. Data: CC BY 4.0 (see Zenodo).

★ 46 · 9 forks · Last commit: Aug 21, 2024"""
    paper = evid("https://www.sciencedirect.com/science/article/pii/S1574954124000731",
                 "data availability statement and license of NordicBirdSong-2023",
                 """
Lehtonen A., Ekström M., Haugland S. (2024). "NordicBirdSong-2023: a multi-site acoustic dataset for Nordic
bird species recognition". Ecological Informatics 79, 102431. https://doi.org/10.1016/j.ecoinf.2024.102431
Received 2 Oct 2023; accepted 10 Jan 2024; available online 18 Jan 2024.
Data availability: "The dataset is openly available on Zenodo (https://doi.org/10.5281/zenodo.8123400) under a
Creative Commons Attribution 4.0 licence. Results in this paper use version v1.2."
Section 2.3: "Clips were cut from 1,906 h of recordings ... 41,880 clips after quality control."
""",
                 """
The paper (Ecological Informatics 79:102431, 2024) points to the Zenodo concept DOI 10.5281/zenodo.8123400,
states CC BY 4.0, and used dataset version v1.2.
""")
    turns = [
        (search("NordicBirdSong-2023 dataset zenodo"), hits(
            (zurl, "NordicBirdSong-2023: field recordings of 212 bird species from Fennoscandia - Zenodo", "NordicBirdSong-2023 contains 41,880 annotated clips cut from 1,906 hours of passive acoustic monitoring recordings ... Version v1.2", "Nov 28, 2023"),
            ("https://github.com/nbs-lab/nordicbirdsong", "nbs-lab/nordicbirdsong: Tools and documentation for NordicBirdSong-2023", "The audio and annotations are hosted on Zenodo ... 212 species, 41,880 clips, 16 kHz mono FLAC", "Aug 21, 2024"),
            ("https://www.sciencedirect.com/science/article/pii/S1574954124000731", "NordicBirdSong-2023: a multi-site acoustic dataset for Nordic bird species recognition - ScienceDirect", "We present NordicBirdSong-2023, an openly licensed dataset of 41,880 annotated clips of 212 species...", "Jan 18, 2024"),
            ("https://xeno-canto.org/forum/topic/48211", "NordicBirdSong dataset released | xeno-canto forum", "Large new Nordic dataset on Zenodo, overlaps with some XC recordings from Norway...", "Dec 4, 2023"),
        )),
        (extract(zurl, "version, license, size and checksum of the main archive"), zenodo_nbs("1,402", "311", md5)),
        (add(nbs_record="Zenodo 10.5281/zenodo.10234567, v1.2, published 2023-11-28, CC BY 4.0", nbs_archive=f"recordings_v1.2.tar.gz 18.4 GB md5:{md5}"), added("nbs_record", "nbs_archive")),
        (extract("https://github.com/nbs-lab/nordicbirdsong", "download instructions and how to verify the archive"), readme),
        (search("NordicBirdSong-2023 Ecological Informatics license"), hits(
            ("https://www.sciencedirect.com/science/article/pii/S1574954124000731", "NordicBirdSong-2023: a multi-site acoustic dataset for Nordic bird species recognition - ScienceDirect", "Data availability: The dataset is openly available on Zenodo under a Creative Commons Attribution 4.0 licence...", "Jan 18, 2024"),
            ("https://www.researchgate.net/publication/377310245_NordicBirdSong-2023", "(PDF) NordicBirdSong-2023 - ResearchGate", "Lehtonen A, Ekström M, Haugland S. Ecological Informatics 79 (2024) 102431...", "Jan 20, 2024"),
        )),
        (extract("https://www.sciencedirect.com/science/article/pii/S1574954124000731", "data availability statement and license of NordicBirdSong-2023"), paper),
        (add(nbs_paper="Lehtonen, Ekström, Haugland 2024, Ecological Informatics 79:102431, doi:10.1016/j.ecoinf.2024.102431 (uses v1.2)"), added("nbs_paper")),
        (memory("retrieve", key_list=["nbs_archive"]), got({"nbs_archive": f"recordings_v1.2.tar.gz 18.4 GB md5:{md5}"})),
        (extract(zurl, "confirm the md5 checksum and size of recordings_v1.2.tar.gz before downloading"), zenodo_nbs("1,405", "312", "3f9a6c1e07b2d84a95e1c3d7f20b8e64")),
        (search("zenodo large file download resume wget records files"), hits(
            ("https://help.zenodo.org/docs/deposit/manage-files/", "Manage files - Zenodo help", "Files up to 50 GB per record. Downloads support HTTP range requests, so interrupted downloads can be resumed with wget -c or curl -C -...", "May 2, 2024"),
            ("https://github.com/zenodo/zenodo/issues/2112", "Large file downloads time out · Issue #2112 · zenodo/zenodo", "Use wget -c to resume; checksums are listed on the record page...", "Feb 11, 2023"),
        )),
        (memory("retrieve_all"), got({
            "nbs_record": "Zenodo 10.5281/zenodo.10234567, v1.2, published 2023-11-28, CC BY 4.0",
            "nbs_archive": f"recordings_v1.2.tar.gz 18.4 GB md5:{md5}",
            "nbs_paper": "Lehtonen, Ekström, Haugland 2024, Ecological Informatics 79:102431, doi:10.1016/j.ecoinf.2024.102431 (uses v1.2)"})),
    ]
    rs.add(task=T, tid="h22-search-08", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Locate the Zenodo record for the NordicBirdSong-2023 field-recording dataset and report its version, license, archive size and checksum so a download can be verified.\nSession date: 2024-10-09.",
           bad=True, turn=9, kind="md5 checksum of recordings_v1.2.tar.gz differs between two extractions of the same Zenodo record version (v1.2, same publish date, no new version)")


# ---------------------------------------------------------------------------------------------- 09
def t09(rs: RowSet) -> None:
    wiki = evid("https://en.wikipedia.org/wiki/Esperanto", "estimates of the number of Esperanto speakers (fluent, total, native)",
                """
Infobox: "Speakers: L1: 1,000–2,000 (est.); L2: 63,000 active (2017, Wandel); est. up to 2 million
(Culbert, 1990s)."
Section "Speakers": "Estimates of the number of Esperanto speakers vary widely. In the 1990s Sidney S. Culbert, a
psychology professor at the University of Washington, estimated about 2 million people who speak it at the
Foreign Service Level 3 ('professionally proficient'), a figure later criticised for its extrapolation
method. Svend Nielsen Wandel, using the online community Amikumu and national membership data, estimated
about 63,000 active speakers worldwide in 2017."
"Native speakers (denaskuloj) — people raised with Esperanto as one of their first languages — number
from about 1,000 to 2,000 according to most estimates."
"Duolingo's Esperanto course (English) had more than 1.7 million enrolled learners by 2023."
Footer: "This page was last edited on 19 January 2025, at 08:44 (UTC)."
""",
                """
Wikipedia cites three kinds of estimate: Culbert's ~2 million (1990s, criticised), Wandel's ~63,000 active
speakers (2017), and 1,000–2,000 native speakers. Learner counts (Duolingo 1.7 million enrolled) are not
speaker counts.
""")
    eth = """# Esperanto | Ethnologue Free

ISO 639-3: epo · Language Status: 9 (Second language only) · Population: subscribe to view

**Overview**
A constructed language, first published in 1887 by L. L. Zamenhof. Used as a second language for international
communication. Some families raise children bilingually with Esperanto.

**User population**
L1 users: 1,000 (2023). L2 users: 1,000,000 (2023).
Total users in all countries: 1,001,000

**Location**
Widespread; largest communities in Brazil, China, France, Germany, Japan, Poland ...

---
🔒 *The rest of this page (language use, development, vitality details, maps) is available to subscribers.
Sign in or subscribe to Ethnologue Pro to continue reading.*"""
    uea = """# Pri UEA / About UEA — Universala Esperanto-Asocio

The Universal Esperanto Association (UEA), founded in 1908, is the largest international organisation of
Esperanto speakers, with individual members in about 120 countries and affiliated national associations in 70.

**Membership 2024**
- Individual members: 5,214
- Members via affiliated national associations (total incl. collective members): approx. 13,900

**Speaker numbers**
"UEA does not conduct a census. Esperanto is spoken by hundreds of thousands of people around the world; a
few thousand learned it as a first language. Widely differing estimates circulate, from tens of thousands of
active speakers to over a million people with some knowledge of the language."

World Congress 2025: Brno, Czechia, 2–9 August 2025."""
    g = "estimates of the number of Esperanto speakers (fluent, total, native)"
    turns = [
        (memory("retrieve_all"), "Memory is empty."),
        (search("number of Esperanto speakers estimate", "Ethnologue Esperanto L1 L2 users"), multi(
            ("number of Esperanto speakers estimate", [
                ("https://en.wikipedia.org/wiki/Esperanto", "Esperanto - Wikipedia", "Estimates of the number of Esperanto speakers vary widely ... Svend Nielsen Wandel ... estimated about 63,000 active speakers worldwide in 2017...", "Jan 19, 2025"),
                ("https://www.bbc.com/future/article/20231102-esperanto-the-language-of-hope", "Esperanto: the 'language of hope' still spoken by thousands - BBC", "Nobody knows exactly how many people speak Esperanto today; estimates range from 60,000 to two million...", "Nov 2, 2023"),
                ("https://amikumu.com/statistics", "Amikumu statistics - Esperanto speakers near you", "Esperanto users on Amikumu: 21,483 (active in the last 30 days: 3,902) ...", "Jan 27, 2025"),
            ]),
            ("Ethnologue Esperanto L1 L2 users", [
                ("https://www.ethnologue.com/language/epo/", "Esperanto | Ethnologue Free", "A constructed language ... L1 users: 1,000 (2023). L2 users: 1,000,000 (2023).", "Feb 21, 2024"),
                ("https://en.wikipedia.org/wiki/Esperanto", "Esperanto - Wikipedia", "Native speakers ... number from about 1,000 to 2,000 according to most estimates.", "Jan 19, 2025"),
            ]))),
        (extract("https://en.wikipedia.org/wiki/Esperanto", g), wiki),
        (add(est_wandel="~63,000 active speakers (Wandel 2017, via Wikipedia)", est_culbert="~2 million at FSL-3 (Culbert 1990s, criticised extrapolation)", native="1,000-2,000 native speakers (Wikipedia)"), added("est_wandel", "est_culbert", "native")),
        (extract("https://www.ethnologue.com/language/epo/", "L1 and L2 user numbers for Esperanto"), eth),
        (upd(native="1,000-2,000 native speakers (Wikipedia); Ethnologue: 1,000 L1 users (2023)"), updated("native")),
        (add(ethnologue_l2="1,000,000 L2 users (Ethnologue 2023; rest of page paywalled)"), added("ethnologue_l2")),
        (memory("remove", key_list=["est_culbert"]), removed("est_culbert")),
        (memory("retrieve", key_list=["est_culbert", "native"]), got({"native": "1,000-2,000 native speakers (Wikipedia); Ethnologue: 1,000 L1 users (2023)"}, ("est_culbert",))),
        (extract("https://uea.org/info/angle", "what UEA says about how many people speak Esperanto and its membership"), uea),
        (add(uea_members="5,214 individual members 2024 (~13,900 incl. national associations); UEA: 'hundreds of thousands' speak it, no census"), added("uea_members")),
        (memory("retrieve_all"), got({
            "est_wandel": "~63,000 active speakers (Wandel 2017, via Wikipedia)",
            "native": "1,000-2,000 native speakers (Wikipedia); Ethnologue: 1,000 L1 users (2023)",
            "ethnologue_l2": "1,000,000 L2 users (Ethnologue 2023; rest of page paywalled)",
            "uea_members": "5,214 individual members 2024 (~13,900 incl. national associations); UEA: 'hundreds of thousands' speak it, no census"})),
    ]
    rs.add(task=T, tid="h22-search-09", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: How many people speak Esperanto (active/fluent, with some knowledge, native), according to the main sources, and how do the estimates differ?\nSession date: 2025-01-27.")


# ---------------------------------------------------------------------------------------------- 10
def t10(rs: RowSet) -> None:
    tc = "https://techcrunch.com/2024/05/14/lumora-health-series-b-index-ventures/"
    article = """# Lumora Health lands Series B led by Index Ventures to expand remote cardiac monitoring

TechCrunch · Ingrid Lunden · 7:00 AM PDT · May 14, 2024

Lumora Health, a London-based startup building remote cardiac monitoring for NHS trusts, has raised $84 million
in a Series B round led by Index Ventures, with participation from existing investors LocalGlobe and Kindred
Capital and new backer General Catalyst.

Founded in 2020 by cardiologist Dr. Priya Raman and former Babylon engineer Tom Hallett, Lumora makes a
patch-based ECG monitor paired with software that triages arrhythmia alerts before they reach a clinician. The
company says its system is now used by 23 NHS trusts and has monitored more than 140,000 patients at home.

The startup previously raised a $5 million seed round in 2021 and an $18 million Series A in 2022. The new round
brings its total funding to $71 million.

"Waiting lists for cardiology are one of the NHS's biggest pressure points," Raman told TechCrunch. "Most
patients who are waiting do not need a hospital bed; they need to be watched closely."

Lumora will use the money to expand into Germany and the Netherlands, where it has started pilots with two
hospital groups, and to seek FDA clearance for its second-generation patch. Headcount is expected to double
to around 260 by the end of 2025.

Index partner Hannah Seal, who joins the board, said the company's clinical validation "is unusually strong
for a company at this stage", pointing to a 2023 study in *Heart* showing a 38% reduction in time to diagnosis.

Topics: Fundraising, Health, Index Ventures, Startups"""
    cb = """# Lumora Health - Funding, Financials, Valuation & Investors - Crunchbase

**Total Funding Amount:** $71M · **Number of Funding Rounds:** 3 · **Lead Investors:** 3 · **Number of Investors:** 5

| Announced Date | Transaction Name | Number of Investors | Money Raised | Lead Investors |
|---|---|---|---|---|
| May 14, 2024 | Series B - Lumora Health | 4 | $48M | Index Ventures |
| Jun 7, 2022 | Series A - Lumora Health | 2 | $18M | LocalGlobe |
| Feb 23, 2021 | Seed Round - Lumora Health | 2 | $5M | Kindred Capital |

**Investors**
| Investor Name | Lead Investor | Funding Round |
|---|---|---|
| Index Ventures | Yes | Series B |
| General Catalyst | — | Series B |
| LocalGlobe | — | Series B |
| Kindred Capital | — | Series B |
| LocalGlobe | Yes | Series A |
| Kindred Capital | — | Series A |
| Kindred Capital | Yes | Seed Round |
| Entrepreneur First | — | Seed Round |

Headquarters: London, England · Founded: 2020 · Employees: 101–250 · Last funding type: Series B"""
    turns = [
        (search("Lumora Health Series B"), hits(
            (tc, "Lumora Health lands Series B led by Index Ventures to expand remote cardiac monitoring | TechCrunch", "Lumora Health, a London-based startup building remote cardiac monitoring for NHS trusts, has raised $48 million in a Series B round led by Index Ventures, with participation from existing investors LocalGlobe and Kindred Capital...", "May 14, 2024"),
            ("https://www.lumorahealth.com/news", "News | Lumora Health", "Lumora Health announces Series B led by Index Ventures. Read the announcement from our founders...", "May 14, 2024"),
            ("https://sifted.eu/articles/lumora-health-series-b", "Index leads Lumora Health's Series B as UK healthtech rallies | Sifted", "The London startup's cardiac monitoring patches are used in 23 NHS trusts...", "May 14, 2024"),
            ("https://www.ukhealthtech.news/lumora-health-expands-germany", "Lumora Health eyes Germany after new funding - UK Healthtech News", "The company is piloting its ECG patch with two German hospital groups...", "May 20, 2024"),
        )),
        (add(lumora_series_b="$48M Series B, lead Index Ventures (TechCrunch snippet, 2024-05-14) - verify on page"), added("lumora_series_b")),
        (search("Lumora Health total funding investors crunchbase"), hits(
            ("https://www.crunchbase.com/organization/lumora-health/company_financials", "Lumora Health - Funding, Financials, Valuation & Investors - Crunchbase", "Lumora Health has raised a total of $71M in funding over 3 rounds. Their latest funding was raised on May 14, 2024 from a Series B round.", "May 16, 2024"),
            ("https://pitchbook.com/profiles/company/498112-30", "Lumora Health 2024 Company Profile: Valuation, Funding & Investors | PitchBook", "Lumora Health's latest funding round was a Series B for $48.0M on May 14, 2024...", "May 15, 2024"),
        )),
        (extract(tc, "amount of the Series B, lead investor, other investors and total funding"), article),
        (extract("https://www.crunchbase.com/organization/lumora-health/company_financials", "funding rounds with dates, amounts and lead investors"), cb),
        (upd(lumora_series_b="$48M Series B (May 14, 2024), lead Index Ventures; also LocalGlobe, Kindred, General Catalyst"), updated("lumora_series_b")),
        (add(lumora_total="$71M total: seed $5M (Feb 2021), Series A $18M (Jun 2022, lead LocalGlobe), Series B $48M (May 2024)"), added("lumora_total")),
    ]
    rs.add(task=T, tid="h22-search-10", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: How much did Lumora Health raise in its Series B, who led the round, and what is its total funding to date?\nSession date: 2024-05-21.",
           bad=True, turn=4, kind="Series B amount in the TechCrunch article body ($84M) differs from the same sentence quoted in the search snippet ($48M); it no longer adds up to the article's own $71M total")


# ---------------------------------------------------------------------------------------------- 11
def nhc_adv(inter: bool) -> str:
    if inter:
        hdr = "Hurricane Teodora Intermediate Advisory Number 14A\nNWS National Hurricane Center Miami FL   AL122025\n1000 AM CDT Sun Sep 14 2025"
        loc, wind, pres = "26.5N 92.0W", "110 MPH...175 KM/H", "965 MB...28.50 INCHES"
        disc = ("At 1000 AM CDT (1500 UTC), the center of Hurricane Teodora was located near latitude 26.5 North, longitude "
                "92.0 West. Teodora is moving toward the north-northwest near 9 mph (15 km/h). Data from an Air Force Reserve "
                "Hurricane Hunter aircraft indicate that maximum sustained winds have increased to near 110 mph (175 km/h) with "
                "higher gusts. Teodora is a category 2 hurricane on the Saffir-Simpson Hurricane Wind Scale.")
        nxt = "Next complete advisory at 100 PM CDT."
    else:
        hdr = "Hurricane Teodora Advisory Number 14\nNWS National Hurricane Center Miami FL   AL122025\n700 AM CDT Sun Sep 14 2025"
        loc, wind, pres = "26.1N 91.8W", "105 MPH...165 KM/H", "968 MB...28.59 INCHES"
        disc = ("At 700 AM CDT (1200 UTC), the center of Hurricane Teodora was located near latitude 26.1 North, longitude "
                "91.8 West. Teodora is moving toward the north-northwest near 9 mph (15 km/h), and this general motion is expected "
                "to continue through Monday. Maximum sustained winds are near 105 mph (165 km/h) with higher gusts. "
                "Teodora is a category 2 hurricane on the Saffir-Simpson Hurricane Wind Scale.")
        nxt = "Next intermediate advisory at 1000 AM CDT. Next complete advisory at 100 PM CDT."
    return f"""```
{hdr}

...TEODORA FORECAST TO REACH THE SOUTHWESTERN LOUISIANA COAST LATE MONDAY...

SUMMARY OF {'1000 AM' if inter else '700 AM'} CDT...{'1500' if inter else '1200'} UTC...INFORMATION
----------------------------------------------
LOCATION...{loc}
ABOUT {'240 MI...385' if inter else '270 MI...435'} KM SSE OF CAMERON LOUISIANA
MAXIMUM SUSTAINED WINDS...{wind}
PRESENT MOVEMENT...NNW OR 335 DEGREES AT 9 MPH...15 KM/H
MINIMUM CENTRAL PRESSURE...{pres}

WATCHES AND WARNINGS
--------------------
A Hurricane Warning is in effect for...
* Sabine Pass to Morgan City Louisiana
A Storm Surge Warning is in effect for...
* High Island Texas to Morgan City Louisiana, including Calcasieu Lake
A Tropical Storm Warning is in effect for...
* High Island to Sabine Pass Texas

DISCUSSION AND OUTLOOK
----------------------
{disc}
On the forecast track, the center will approach the coast of southwestern Louisiana Monday and make landfall
late Monday or Monday night.

HAZARDS AFFECTING LAND
----------------------
STORM SURGE: 8 to 12 ft from Cameron to Intracoastal City, including Vermilion Bay.
RAINFALL: 6 to 10 inches, isolated 15 inches, across southwestern Louisiana.

NEXT ADVISORY
-------------
{nxt}
```"""


def ap_blog(later: bool) -> str:
    newer = """
**10:12 AM CDT** — Teodora strengthens to 110 mph, Hurricane Hunters find
An Air Force Reserve aircraft measured stronger winds in the eyewall, and the National Hurricane Center raised
Teodora's maximum sustained winds to 110 mph in its 10 a.m. intermediate advisory. Pressure fell to 965 mb.

**10:05 AM CDT** — Cameron Parish expands mandatory evacuation to the entire parish
Parish President Rhonda Duhon said the order, which since Saturday evening covered areas south of the
Intracoastal Waterway, now applies parish-wide effective at noon. "If you are still here, leave now."
""" if later else ""
    upd_ = "Updated 1 minute ago" if later else "Updated 2 minutes ago"
    return f"""# Hurricane Teodora live updates: Storm churns toward Louisiana coast | AP News

By The Associated Press · {upd_}
{newer}
**9:41 AM CDT** — Lake Charles opens shelters, contraflow not planned
The city opened three shelters at civic centers. State police said contraflow on I-10 is not planned.

**9:20 AM CDT** — Offshore producers shut in about 27% of Gulf oil output
The Bureau of Safety and Environmental Enforcement said 171 platforms had been evacuated.

**8:55 AM CDT** — Cameron Parish mandatory evacuation remains in effect
The mandatory order in effect since Saturday at 6 p.m. covers all areas south of the Gulf Intracoastal Waterway, including
Cameron, Creole, Grand Chenier and Holly Beach. A voluntary evacuation is in place for the rest of the parish.

**8:30 AM CDT** — Governor declares state of emergency, requests federal declaration
Gov. Jeff Landry asked for a pre-landfall emergency declaration covering 21 parishes.

**7:04 AM CDT** — Teodora holds at 105 mph
The 7 a.m. advisory put the storm about 270 miles south-southeast of Cameron, moving north-northwest at 9 mph."""


def t11(rs: RowSet) -> None:
    nhc = "https://www.nhc.noaa.gov/text/refresh/MIATCPAT2+shtml/141159.shtml"
    ap = "https://apnews.com/live/hurricane-teodora-louisiana-updates"
    oep = """# Cameron Parish Office of Emergency Preparedness — Hurricane Teodora

**POSTED: Saturday, September 13, 2025 — 4:30 PM**

MANDATORY EVACUATION ORDER — effective Saturday, September 13, 2025 at 6:00 PM for all areas of Cameron Parish
**south of the Gulf Intracoastal Waterway**, including Cameron, Creole, Grand Chenier, Holly Beach, Johnson
Bayou and Hackberry south of the waterway.

VOLUNTARY EVACUATION for all other areas of the parish.

- Shelter of last resort: none in parish. Nearest shelters: Lake Charles Civic Center (Calcasieu Parish).
- Parish offices closed Monday and Tuesday.
- Re-entry will be announced on this page and on KPLC 7.

Call 337-775-5718 for assistance with transportation (elderly / special needs)."""
    turns = [
        (search("Hurricane Teodora latest advisory", "Cameron Parish evacuation order Teodora"), multi(
            ("Hurricane Teodora latest advisory", [
                ("https://www.nhc.noaa.gov/", "National Hurricane Center", "Hurricane Teodora Advisory 14 ... 105 mph ... moving NNW at 9 mph. Hurricane Warning Sabine Pass to Morgan City...", "Sep 14, 2025"),
                (ap, "Hurricane Teodora live updates: Storm churns toward Louisiana coast | AP News", "Teodora holds at 105 mph. The 7 a.m. advisory put the storm about 270 miles south-southeast of Cameron...", "Sep 14, 2025"),
                ("https://www.kplctv.com/weather/hurricane-teodora/", "Hurricane Teodora: what you need to know | KPLC", "Storm surge of 8 to 12 feet possible from Cameron to Intracoastal City...", "Sep 14, 2025"),
            ]),
            ("Cameron Parish evacuation order Teodora", [
                ("https://www.cameronparish.gov/oep", "Cameron Parish Office of Emergency Preparedness", "MANDATORY EVACUATION ORDER — effective Saturday, September 13, 2025 at 6:00 PM for all areas south of the Gulf Intracoastal Waterway...", "Sep 13, 2025"),
                ("https://www.americanpress.com/2025/09/13/cameron-orders-evacuation/", "Cameron Parish orders evacuation ahead of Teodora - American Press", "Residents south of the Intracoastal Waterway must leave by Saturday evening...", "Sep 13, 2025"),
            ]))),
        (extract(nhc, "current intensity, position, motion and forecast landfall of Hurricane Teodora"), nhc_adv(False)),
        (add(teodora_intensity="105 mph, 968 mb, cat 2; 26.1N 91.8W, NNW 9 mph (NHC adv 14, 7 AM CDT Sep 14)", teodora_landfall="late Mon Sep 15 / Mon night, SW Louisiana coast (NHC adv 14)"), added("teodora_intensity", "teodora_landfall")),
        (extract(ap, "latest developments on Teodora and evacuation orders in Cameron Parish"), ap_blog(False)),
        (extract("https://www.cameronparish.gov/oep", "current evacuation orders in Cameron Parish"), oep),
        (add(cameron_evac="Mandatory south of GIWW since Sat Sep 13 6 PM; voluntary rest of parish (Cameron OEP post Sat 4:30 PM)"), added("cameron_evac")),
        (extract("https://www.nhc.noaa.gov/text/refresh/MIATCPAT2+shtml/141459.shtml", "latest intensity of Hurricane Teodora"), nhc_adv(True)),
        (extract(ap, "anything new since 9:41 AM"), ap_blog(True)),
        (upd(teodora_intensity="110 mph, 965 mb, cat 2; 26.5N 92.0W, NNW 9 mph (NHC adv 14A, 10 AM CDT Sep 14)", cameron_evac="Mandatory parish-wide from noon Sep 14 (AP 10:05 AM, parish president); before: mandatory south of GIWW since Sat 6 PM"), updated("teodora_intensity", "cameron_evac")),
        (memory("retrieve_all"), got({
            "teodora_intensity": "110 mph, 965 mb, cat 2; 26.5N 92.0W, NNW 9 mph (NHC adv 14A, 10 AM CDT Sep 14)",
            "teodora_landfall": "late Mon Sep 15 / Mon night, SW Louisiana coast (NHC adv 14)",
            "cameron_evac": "Mandatory parish-wide from noon Sep 14 (AP 10:05 AM, parish president); before: mandatory south of GIWW since Sat 6 PM"})),
    ]
    rs.add(task=T, tid="h22-search-11", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What are Hurricane Teodora's current intensity and forecast landfall, and what evacuation orders are in place in Cameron Parish, Louisiana?\nSession date: 2025-09-14; the session starts at about 9:45 AM CDT.")


# ---------------------------------------------------------------------------------------------- 12
def vsc_issue(state: str) -> str:
    return f"""# Terminal scrollback cleared after restoring minimized window (Windows 11, GPU acceleration) · Issue #214523 · microsoft/vscode

microsoft/vscode · ☆ Star 165k · Fork 29.5k

**{state}** · rpetrak opened this issue on Jun 3, 2024 · 14 comments
Labels: bug · terminal-rendering · windows · confirmed
Assignees: Tyriar · Milestone: July 2024

### Does this issue occur when all extensions are disabled?: Yes
- VS Code Version: 1.90.0 (user setup), commit 89de5a8d4d6205e5b11647eb6a74844ca23d2573
- OS Version: Windows 11 Pro 23H2 (22631.3593)
- GPU: NVIDIA RTX 3060 Laptop, driver 552.22

Steps to Reproduce:
1. Open the integrated terminal (PowerShell 7.4), run `1..3000 | % {{ "line $_" }}`
2. Minimize the VS Code window for ~30 seconds
3. Restore the window — the terminal shows only the last screen; scrollback above it is blank

### Timeline
- **rpetrak** opened this issue · Jun 3, 2024
- **vs-code-engineering** bot added the `terminal-rendering` label · Jun 3, 2024
- **Tyriar** commented · Jun 4, 2024
  > Thanks, does this happen with `"terminal.integrated.gpuAcceleration": "off"`?
- **rpetrak** commented · Jun 4, 2024
  > With gpuAcceleration off the scrollback survives. With "auto" or "on" it's lost.
- **meganrogge** commented · Jun 5, 2024
  > Repro on a Surface Laptop 5 (Intel Iris Xe) too.
- **Tyriar** added the `confirmed` and `windows` labels · Jun 5, 2024
- **Tyriar** assigned Tyriar · Jun 5, 2024
- **jkdev42** commented · Jun 6, 2024
  > Same on AMD 780M. Started after 1.90.
- **wolfgangb** commented · Jun 7, 2024
  > +1, same here on Intel Arc A770.
- **Tyriar** commented · Jun 10, 2024
  > Root cause: the WebGL renderer's texture atlas is dropped when Windows suspends the GPU context on
  > minimize, and the restore path only redraws the viewport, not the buffer. Working on it in xterm.js.
- **anna-lind** commented · Jun 11, 2024
  > Also affects Remote-SSH terminals.
- **Tyriar** added this to the July 2024 milestone · Jun 11, 2024
- **rpetrak** commented · Jun 12, 2024
  > Note: scrollback is still in the buffer — Ctrl+F in the terminal finds old lines, they just don't render.
- **mtt-dev** commented · Jun 13, 2024
  > Is there a setting to avoid this until the fix lands?
- **Tyriar** commented · Jun 13, 2024
  > Set `"terminal.integrated.gpuAcceleration": "off"` (the canvas renderer was removed in 1.88, so "off" is the only alternative).
- **pkuhn** commented · Jun 14, 2024
  > Confirmed the workaround, thanks.
- **crisdev** commented · Jun 17, 2024
  > Still happening on Insiders 1.91.0-insider.
- **Tyriar** mentioned this issue in pull request #215880 "Refresh WebGL atlas and full buffer on window restore" · Jun 18, 2024
- **Tyriar** commented · Jun 18, 2024
  > Fix is in #215880 (plus xterm.js 5.6.0-beta.31). Targeting the July release; Insiders build after merge.
- **meganrogge** commented · Jun 18, 2024
  > Will review tomorrow."""


def t12(rs: RowSet) -> None:
    iurl = "https://github.com/microsoft/vscode/issues/214523"
    purl = "https://github.com/microsoft/vscode/pull/215880"
    docs = evid("https://code.visualstudio.com/docs/terminal/appearance", "what terminal.integrated.gpuAcceleration does and its values",
                """
"GPU acceleration: The terminal features three different renderers, each with different trade-offs... The
WebGL renderer is used by default when available. `terminal.integrated.gpuAcceleration` controls this:
`auto` (default) tries WebGL and falls back to the DOM renderer; `on` forces WebGL; `off` uses the DOM renderer."
"Note: the canvas renderer was removed in version 1.88."
"Disabling GPU acceleration may reduce rendering performance with large amounts of output."
""",
                """
`terminal.integrated.gpuAcceleration` accepts auto (default, WebGL with DOM fallback), on, and off (DOM
renderer). The canvas renderer no longer exists since 1.88.
""")
    pr = """# Refresh WebGL atlas and full buffer on window restore #215880

**Open** · Tyriar wants to merge 3 commits into `main` from `tyriar/215880_webgl_restore`

Conversation 2 · Commits 3 · Checks 9 · Files changed 4

**Tyriar** commented · Jun 18, 2024
> Fixes #214523
> - Listen for `visibilitychange` / window restore and call `clearTextureAtlas()` + `refresh(0, rows - 1)`
>   for the whole buffer, not just the viewport
> - Bump @xterm/addon-webgl to 0.19.0-beta.31

Reviewers: meganrogge (review requested)
Checks: 7 successful, 2 in progress (Linux smoke tests, Windows unit tests)
Last updated: Jun 18, 2024"""
    relnotes = """# Visual Studio Code May 2024 (version 1.90)

Update 1.90.2: The update addresses these issues. Update 1.90.1: ...
Downloads: Windows: x64 Arm64 | Mac: Universal Intel silicon | Linux: deb rpm tarball Arm snap

Welcome to the May 2024 release of Visual Studio Code. Highlights include:
- Notebook editor: cell execution progress in the outline
- Editor tabs: preserve order when reopening a window
- Source Control: commit input editor with inline suggestions
- Terminal: **Search highlights in the overview ruler**, **new `terminal.integrated.shellIntegration.environmentReporting` setting**
- Extensions: improved extension sync conflict handling

## Terminal
**Image support improvements** — the terminal now renders iTerm2 inline images in more cases...
**Background colors for search matches** — ...
There is no mention of scrollback rendering or the WebGL restore issue in the 1.90 or 1.90.1/1.90.2 notes."""
    turns = [
        (search("vscode terminal scrollback lost after minimize windows 11"), hits(
            (iurl, "Terminal scrollback cleared after restoring minimized window (Windows 11, GPU acceleration) · Issue #214523 · microsoft/vscode", "Open. Restore the window — the terminal shows only the last screen; scrollback above it is blank ... VS Code 1.90.0", "Jun 3, 2024"),
            ("https://stackoverflow.com/questions/78591122/vs-code-terminal-history-disappears-when-window-minimized", "VS Code terminal history disappears when window minimized - Stack Overflow", "Since updating to 1.90 the integrated terminal loses its history when I minimize...", "Jun 6, 2024"),
            ("https://code.visualstudio.com/docs/terminal/appearance", "Terminal Appearance - Visual Studio Code", "GPU acceleration: The terminal features three different renderers ... terminal.integrated.gpuAcceleration...", "Jun 12, 2024"),
            ("https://www.reddit.com/r/vscode/comments/1d9x1pq/terminal_clears_when_minimized/", "Terminal clears when minimized : r/vscode", "Turning off GPU acceleration fixed it for me...", "Jun 7, 2024"),
        )),
        (extract("https://code.visualstudio.com/docs/terminal/appearance", "what terminal.integrated.gpuAcceleration does and its values"), docs),
        (extract(iurl, "status of the issue, root cause and workaround from maintainers"), vsc_issue("Open")),
        (add(vsc_issue="microsoft/vscode#214523 OPEN, milestone July 2024, assignee Tyriar; root cause WebGL atlas lost on minimize", vsc_workaround="\"terminal.integrated.gpuAcceleration\": \"off\" (Tyriar, Jun 13)"), added("vsc_issue", "vsc_workaround")),
        (search("vscode pull 215880 WebGL restore terminal"), hits(
            (purl, "Refresh WebGL atlas and full buffer on window restore by Tyriar · Pull Request #215880 · microsoft/vscode", "Fixes #214523. Listen for visibilitychange / window restore and call clearTextureAtlas()...", "Jun 18, 2024"),
            ("https://github.com/xtermjs/xterm.js/pull/5061", "webgl: handle context restore after window minimize · Pull Request #5061 · xtermjs/xterm.js", "Merged. Fixes rendering of the full buffer after the GPU context is restored...", "Jun 17, 2024"),
        )),
        (extract(purl, "status of the fix PR"), pr),
        (add(vsc_fix_pr="#215880 open (Jun 18), checks 7/9 done, review requested from meganrogge; targets July 2024 release"), added("vsc_fix_pr")),
        (search("VS Code May 2024 release notes 1.90 terminal"), hits(
            ("https://code.visualstudio.com/updates/v1_90", "Visual Studio Code May 2024", "Welcome to the May 2024 release of Visual Studio Code... Terminal: search highlights in the overview ruler...", "Jun 6, 2024"),
            ("https://code.visualstudio.com/updates", "Visual Studio Code updates", "May 2024 (version 1.90) ... April 2024 (version 1.89) ...", "Jun 13, 2024"),
        )),
        (extract("https://code.visualstudio.com/updates/v1_90", "whether the scrollback/minimize bug is mentioned as fixed"), relnotes),
        (extract(iurl, "any new comments since Jun 18 or a change of status"), vsc_issue("Closed")),
        (memory("retrieve", key_list=["vsc_issue"]), got({"vsc_issue": "microsoft/vscode#214523 OPEN, milestone July 2024, assignee Tyriar; root cause WebGL atlas lost on minimize"})),
        (memory("retrieve_all"), got({
            "vsc_issue": "microsoft/vscode#214523 OPEN, milestone July 2024, assignee Tyriar; root cause WebGL atlas lost on minimize",
            "vsc_workaround": "\"terminal.integrated.gpuAcceleration\": \"off\" (Tyriar, Jun 13)",
            "vsc_fix_pr": "#215880 open (Jun 18), checks 7/9 done, review requested from meganrogge; targets July 2024 release"})),
    ]
    rs.add(task=T, tid="h22-search-12", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Is there an open VS Code bug where the integrated terminal loses its scrollback after the window is restored from minimize on Windows 11, and what workaround do maintainers suggest?\nSession date: 2024-06-20.",
           bad=True, turn=10, kind="GitHub issue header flips from Open to Closed between two extractions with an identical timeline (same 14 comments, no close event, fix PR still open)")


# ---------------------------------------------------------------------------------------------- 13
def t13(rs: RowSet) -> None:
    boo = "https://avinor.no/en/airport/bodo-airport/flights/departures"
    tos = "https://avinor.no/en/airport/tromso-airport/flights/arrivals"
    fa = "https://www.flightaware.com/live/flight/WIF914"
    boo1 = """# Departures – Bodø Airport | Avinor

Showing departures 12:30–15:30 · Updated 13:06

| Time | Flight | To | Gate | Status |
|---|---|---|---|---|
| 12:40 | WF 902 | Stokmarknes | 3 | Departed 12:44 |
| 12:55 | DY 345 | Oslo | 6 | Departed 12:58 |
| 13:10 | SK 4114 | Oslo | 4 | Boarding |
| 13:20 | WF 867 | Røst | 1 | Gate closed |
| 13:25 | WF 914 | Tromsø | 2 | New time 13:40 |
| 13:35 | DY 343 | Oslo | 7 | Gate open |
| 13:50 | WF 821 | Leknes | 1 | Check-in open |
| 14:15 | SK 4118 | Oslo | 5 | Check-in open |
| 14:40 | WF 936 | Sandnessjøen | 2 | |
| 15:05 | DY 347 | Oslo | 6 | |

Times are local (CET). Status information is updated continuously; check with your airline."""
    boo2 = """# Departures – Bodø Airport | Avinor

Showing departures 13:00–16:00 · Updated 13:47

| Time | Flight | To | Gate | Status |
|---|---|---|---|---|
| 13:10 | SK 4114 | Oslo | 4 | Departed 13:18 |
| 13:20 | WF 867 | Røst | 1 | Departed 13:22 |
| 13:25 | WF 914 | Tromsø | 2 | Departed 13:43 |
| 13:35 | DY 343 | Oslo | 7 | Departed 13:39 |
| 13:50 | WF 821 | Leknes | 1 | Boarding |
| 14:15 | SK 4118 | Oslo | 5 | Gate open 13:45 |
| 14:40 | WF 936 | Sandnessjøen | 2 | Check-in open |
| 15:05 | DY 347 | Oslo | 6 | Check-in open |
| 15:30 | WF 910 | Harstad/Narvik | 3 | |
| 15:55 | SK 4120 | Oslo | 4 | |

Times are local (CET). Status information is updated continuously; check with your airline."""
    tos1 = """# Arrivals – Tromsø Airport | Avinor

Showing arrivals 13:30–16:30 · Updated 14:36

| Time | Flight | From | Belt | Status |
|---|---|---|---|---|
| 13:45 | SK 4412 | Oslo | 2 | Landed 13:41 |
| 14:05 | DY 380 | Oslo | 1 | Landed 14:09 |
| 14:20 | WF 914 | Bodø | 3 | Landed 14:31 |
| 14:35 | WF 957 | Hammerfest | 3 | Expected 14:44 |
| 14:50 | SK 4416 | Oslo | 2 | Expected 14:48 |
| 15:25 | WF 931 | Alta | 3 | |
| 16:10 | DY 384 | Oslo | 1 | |

Times are local (CET)."""
    fa1 = """# WIF914 (WF914) Widerøe Flight Tracking and History – FlightAware

**WIF914** · Widerøe · Bombardier Dash 8-103 (twin-turboprop) (DH8A) · LN-WIO
BOO Bodø, Norway → TOS Tromsø, Norway

Status: **Scheduled – Delayed** · departs in 31 minutes

| | Departure (BOO) | Arrival (TOS) |
|---|---|---|
| Scheduled | 13:25 CET | 14:20 CET |
| Estimated | 13:40 CET (15 minutes late) | 14:33 CET (13 minutes late) |
| Gate | 2 | — |

Flight time (scheduled): 55 min · Distance: 275 km (171 mi) direct

Inbound flight: WIF905 from SSJ Sandnessjøen, landed 12:58 (delayed 22 min)
Page refreshed 13:09 CET"""
    fa2 = """# WIF914 (WF914) Widerøe Flight Tracking and History – FlightAware

**WIF914** · Widerøe · Bombardier Dash 8-103 (twin-turboprop) (DH8A) · LN-WIO
BOO Bodø, Norway → TOS Tromsø, Norway

Status: **Arrived** · 18 minutes late

| | Departure (BOO) | Arrival (TOS) |
|---|---|---|
| Scheduled | 13:25 CET | 14:20 CET |
| Actual gate | 13:43 CET (18 minutes late) | 14:38 CET (18 minutes late) |
| Takeoff / Landing | 13:49 CET | 14:31 CET |
| Gate | 2 | — |

Elapsed time: 55 min gate to gate (air time 42 min) · Distance flown: 281 km (175 mi) · Route: BOO EVENE TOS

Page refreshed 14:42 CET"""
    turns = [
        (search("WF914 Bodø Tromsø flight status"), hits(
            (boo, "Departures – Bodø Airport | Avinor", "Real-time departures from Bodø Airport (BOO). Flight, destination, gate and status...", "Dec 2, 2024"),
            (fa, "WIF914 (WF914) Widerøe Flight Tracking and History – FlightAware", "Track Widerøe (WF) #914 flight from Bodø to Tromsø...", "Dec 2, 2024"),
            ("https://www.flightradar24.com/data/flights/wf914", "WF914 (WIF914) Widerøe Flight Tracking - Flightradar24", "WF914 Bodø (BOO) to Tromsø (TOS). Scheduled 13:25, typically operated by Dash 8-100...", "Dec 2, 2024"),
            ("https://www.wideroe.no/en/travel-info/flight-status", "Flight status | Widerøe", "Check the status of your Widerøe flight today and tomorrow...", "Nov 28, 2024"),
        )),
        (extract(boo, "status and time of WF 914 to Tromsø"), boo1),
        (add(wf914_sched="dep BOO 13:25, arr TOS 14:20 (scheduled)", wf914_status="13:06: delayed, new time 13:40, gate 2 (Avinor BOO)"), added("wf914_sched", "wf914_status")),
        (extract(fa, "estimated departure and arrival times of WIF914 and aircraft"), fa1),
        (extract(boo, "has WF 914 departed and at what time"), boo2),
        (upd(wf914_status="Departed BOO 13:43 (18 min late) per Avinor 13:47; FA est. arr 14:33"), updated("wf914_status")),
        (extract(tos, "has WF 914 from Bodø landed and at what time"), tos1),
        (extract(fa, "actual departure and arrival times of WIF914"), fa2),
        (upd(wf914_status="Departed BOO gate 13:43 (takeoff 13:49); landed TOS 14:31, at gate 14:38; 18 min late both ends (Avinor + FlightAware)"), updated("wf914_status")),
        (memory("retrieve_all"), got({
            "wf914_sched": "dep BOO 13:25, arr TOS 14:20 (scheduled)",
            "wf914_status": "Departed BOO gate 13:43 (takeoff 13:49); landed TOS 14:31, at gate 14:38; 18 min late both ends (Avinor + FlightAware)"})),
    ]
    rs.add(task=T, tid="h22-search-13", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Has Widerøe flight WF 914 from Bodø to Tromsø today departed and landed, and what were its actual times?\nSession date: 2024-12-02; the session starts at about 13:05 CET.")


# ---------------------------------------------------------------------------------------------- 14
def rav(name: str, designer: str, craft: str, cat: str, projects: str, queued: str, fav: str, construction: str, yardage: str, needles: str, gauge: str, published: str, notes: str) -> str:
    return f"""# Ravelry: {name} pattern by {designer}

| | |
|---|---|
| Craft | {craft} |
| Category | {cat} |
| Published | {published} |
| Yarn weight | DK (11 wpi) |
| Gauge | {gauge} |
| Needle / hook size | {needles} |
| Yardage | {yardage} |
| Sizes available | XS (S, M, L, 1X, 2X, 3X, 4X) |
| Languages | English, Deutsch, Norsk |
| Price | **FREE** — available as a free Ravelry download |

❤ {fav} favorites · {projects} projects · {queued} queued

## Notes
{construction}

{notes}

Attributes: adult, cardigan, one-piece, positive-ease, written-pattern, chart"""


def t14(rs: RowSet) -> None:
    meadow = rav("Meadow Cardigan", "Lotte Brandt", "Crochet", "Clothing > Cardigan", "2,210", "6,844", "9,102",
                 "Worked top-down in one piece with raglan increases; sleeves are worked in the round from the underarm.",
                 "1,030 - 2,150 yards (942 - 1966 m)", "4.5 mm (G-7)", "16 stitches and 9 rows = 4 inches in treble crochet",
                 "March 2022", "Granny-stripe body with a ribbed crochet button band. Video tutorials linked in the PDF.")
    alder = rav("Alder Cardigan", "Marit Sundby", "Knitting", "Clothing > Cardigan", "3,412", "11,905", "14,277",
                "Construction: knit top-down and seamless with raglan increases; body and sleeves worked to the cuffs without seaming; button bands picked up last.",
                "1,100 - 2,300 yards (1006 - 2103 m)", "US 6 - 4.0 mm, US 4 - 3.5 mm", "22 stitches and 30 rows = 4 inches in stockinette",
                "September 2020", "Simple raglan cardigan with garter details at the hem. The pattern is free thanks to support from Sandnes Garn.")
    tide = rav("Tidewater Cardi", "June Okafor", "Knitting", "Clothing > Cardigan", "1,876", "7,310", "8,954",
               "Construction: top-down, seamless round yoke with short rows for back neck; body and sleeves knit to cuffs, no seaming.",
               "980 - 2,050 yards (896 - 1875 m)", "US 6 - 4.0 mm, US 5 - 3.75 mm", "21 stitches and 29 rows = 4 inches in stockinette",
               "May 2021", "Colourwork yoke in two colours; a plain-yoke version is included.")
    turns = [
        (search("ravelry free top-down seamless cardigan DK pattern"), hits(
            ("https://www.ravelry.com/patterns/library/alder-cardigan-3", "Ravelry: Alder Cardigan pattern by Marit Sundby", "Free. DK. Knit top-down and seamless with raglan increases... 3,412 projects", "Jan 30, 2024"),
            ("https://www.ravelry.com/patterns/library/tidewater-cardi", "Ravelry: Tidewater Cardi pattern by June Okafor", "Free. DK. Top-down seamless round yoke cardigan with optional colourwork... 1,876 projects", "Feb 2, 2024"),
            ("https://www.ravelry.com/patterns/library/meadow-cardigan-7", "Ravelry: Meadow Cardigan pattern by Lotte Brandt", "Free. DK. Worked top-down in one piece with raglan increases... 2,210 projects", "Dec 12, 2023"),
            ("https://www.reddit.com/r/knitting/comments/17pz1r2/best_free_topdown_cardigans/", "Best free top-down cardigans? : r/knitting", "Alder, Tidewater and Lighthouse are the ones everyone recommends...", "Nov 7, 2023"),
        )),
        (add(cand_alder="Alder Cardigan - Marit Sundby - free, DK, top-down (verify)", cand_tidewater="Tidewater Cardi - June Okafor - free, DK (verify)", cand_meadow="Meadow Cardigan - Lotte Brandt - free, DK (verify craft)"), added("cand_alder", "cand_tidewater", "cand_meadow")),
        (extract("https://www.ravelry.com/patterns/library/meadow-cardigan-7", "craft, construction, weight, price and project count"), meadow),
        (memory("remove", key_list=["cand_meadow"]), removed("cand_meadow")),
        (extract("https://www.ravelry.com/patterns/library/alder-cardigan-3", "craft, construction, weight, price and project count"), alder),
        (extract("https://www.ravelry.com/patterns/library/tidewater-cardi", "craft, construction, weight, price and project count"), tide),
        (memory("retrieve_all"), got({
            "cand_alder": "Alder Cardigan - Marit Sundby - free, DK, top-down (verify)",
            "cand_tidewater": "Tidewater Cardi - June Okafor - free, DK (verify)",
            "cand_meadow": "Meadow Cardigan - Lotte Brandt - free, DK (verify craft)"})),
        (search("ravelry Lighthouse Cardigan free DK top-down Anke Vos"), hits(
            ("https://www.ravelry.com/patterns/library/lighthouse-cardigan-2", "Ravelry: Lighthouse Cardigan pattern by Anke Vos", "Free. DK. Knitting. Top-down seamless cardigan with a textured yoke band; 1,244 projects, 5,630 queued", "Jan 21, 2024"),
            ("https://ankevos.nl/patterns/lighthouse", "Lighthouse Cardigan – Anke Vos Knitwear", "The Lighthouse is my free top-down cardigan for DK yarn, worked seamlessly...", "Oct 14, 2022"),
        )),
        (add(cand_lighthouse="Lighthouse Cardigan - Anke Vos - free, DK, knit top-down seamless, 1,244 projects"), added("cand_lighthouse")),
    ]
    rs.add(task=T, tid="h22-search-14", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Find three free, top-down, seamless cardigan knitting patterns for DK yarn on Ravelry with at least 1,000 projects each, and note their designers.\nSession date: 2024-02-15.",
           bad=True, turn=7, kind="memory key cand_meadow, removed at turn 4 (removal confirmed), is back in retrieve_all")


# ---------------------------------------------------------------------------------------------- 15
def t15(rs: RowSet) -> None:
    master = "https://www.discogs.com/master/1873402-Ostinato-Garden-Salt-Meridian"
    rel = "https://www.discogs.com/release/1123456-Ostinato-Garden-Salt-Meridian"
    m1 = """# Ostinato Garden – Salt Meridian | Releases | Discogs

Master Release · Genre: Rock · Style: Prog Rock, Art Rock · Year: 1979
Have: 3,108 · Want: 4,877 · Avg Rating: 4.31 / 5 (612) · For sale: 142 copies from $18.50

Tracklist: A1 Salt Meridian (9:12) · A2 Lanterns Over Fife (5:40) · A3 Hollow Tide (6:02) · B1 Glass Orchard (7:48) · B2 The Cartographer (14:21)

## Versions (23) · Sort: Year (oldest first) · Page 1 of 3 · Showing 1–10
| Title (Format) | Label | Cat# | Country | Year |
|---|---|---|---|---|
| Salt Meridian (LP, Album, Gatefold) | Greyfriars Records | GFR 2041 | UK | 1979 |
| Salt Meridian (Cass, Album) | Greyfriars Records | GFRC 2041 | UK | 1979 |
| Salt Meridian (LP, Album, TP) | Greyfriars Records | GFR 2041 | UK | 1979 |
| Salt Meridian (LP, Album) | Greyfriars Records, EMI Electrola | 1C 064-63 211 | Germany | 1979 |
| Salt Meridian (LP, Album) | Greyfriars Records | 6399 114 | Netherlands | 1979 |
| Salt Meridian (LP, Album) | Sire | SRK 6072 | US | 1979 |
| Salt Meridian (LP, Album, Promo) | Sire | SRK 6072 | US | 1979 |
| Salt Meridian (LP, Album) | Toshiba EMI | EMS-81301 | Japan | 1980 |
| Salt Meridian (LP, Album) | Sire | SRK 6072 | Canada | 1981 |
| Salt Meridian (LP, Album, RE) | Greyfriars Records | GFR 2041 | UK | 1985 |

Page 1 of 3 · Next →"""
    m2 = """# Ostinato Garden – Salt Meridian | Releases | Discogs

Master Release · Year: 1979 · Have: 3,108 · Want: 4,877 · For sale: 142 copies from $18.50

## Versions (23) · Sort: Year (oldest first) · Page 2 of 3 · Showing 11–20
| Title (Format) | Label | Cat# | Country | Year |
|---|---|---|---|---|
| Salt Meridian (CD, Album) | Greyfriars Records | GFRCD 2041 | Germany | 1988 |
| Salt Meridian (CD, Album) | Sire | 6072-2 | US | 1989 |
| Salt Meridian (CD, Album, RE, RM) | Esoteric Recordings | ECLEC 2112 | UK | 2009 |
| Salt Meridian (2xCD, Album, RE, RM, Dlx) | Esoteric Recordings | PECLEC 22113 | UK | 2016 |
| Salt Meridian (LP, Album, RE, RM, 180) | Esoteric Recordings | ELP 2016 | UK | 2016 |
| Salt Meridian (LP, Album, RSD, Ltd, RE, Blu) | Esoteric Recordings | RSDLP 044 | UK | 2016 |
| Salt Meridian (File, FLAC, Album, RM) | Esoteric Recordings | none | UK | 2016 |
| Salt Meridian (CD, Album, RE, Pap) | Belle Antique | BELLE 172931 | Japan | 2017 |
| Salt Meridian (LP, Album, RE, Cle) | Greyfriars Records | GFR 2041R | Europe | 2023 |
| Salt Meridian (Cass, Album, RE, Ltd) | Greyfriars Records | GFRC 2041R | Europe | 2023 |

← Previous · Page 2 of 3 · Next →"""
    m3 = """# Ostinato Garden – Salt Meridian | Releases | Discogs

Master Release · Year: 1979 · Have: 3,109 · Want: 4,878 · For sale: 142 copies from $18.50

## Versions (12 of 23 match filter: Format = Vinyl) · Sort: Year (newest first) · Page 1 of 2 · Showing 1–10
| Title (Format) | Label | Cat# | Country | Year |
|---|---|---|---|---|
| Salt Meridian (LP, Album, RE, Cle) | Greyfriars Records | GFR 2041R | Europe | 2023 |
| Salt Meridian (LP, Album, RSD, Ltd, RE, Blu) | Esoteric Recordings | RSDLP 044 | UK | 2016 |
| Salt Meridian (LP, Album, RE, RM, 180) | Esoteric Recordings | ELP 2016 | UK | 2016 |
| Salt Meridian (LP, Album, RE) | Greyfriars Records | GFR 2041 | UK | 1985 |
| Salt Meridian (LP, Album) | Sire | SRK 6072 | Canada | 1981 |
| Salt Meridian (LP, Album) | Toshiba EMI | EMS-81301 | Japan | 1980 |
| Salt Meridian (LP, Album) | Greyfriars Records | GFR 2041 | UK | 1979 |
| Salt Meridian (LP, Album, TP) | Greyfriars Records | GFR 2041 | UK | 1979 |
| Salt Meridian (LP, Album) | Greyfriars Records, EMI Electrola | 1C 064-63 211 | Germany | 1979 |
| Salt Meridian (LP, Album) | Greyfriars Records | 6399 114 | Netherlands | 1979 |

← Clear filters · Page 1 of 2 · Next →"""
    r1 = """# Ostinato Garden – Salt Meridian | Releases | Discogs

Ostinato Garden – Salt Meridian
Label: Greyfriars Records – GFR 2041 · Format: Vinyl, LP, Album, Gatefold · Country: UK · Released: 1979
Genre: Rock · Style: Prog Rock, Art Rock

Tracklist: A1 Salt Meridian 9:12 · A2 Lanterns Over Fife 5:40 · A3 Hollow Tide 6:02 · B1 Glass Orchard 7:48 · B2 The Cartographer 14:21

Notes: Gatefold sleeve with printed inner sleeve (lyrics). First pressings have a green Greyfriars label with
the "abbey" logo at the top; the 1985 reissue uses a white label.

Barcode and Other Identifiers:
- Matrix / Runout (Side A): GFR 2041 A-1U
- Matrix / Runout (Side B): GFR 2041 B-1U
- Rights Society: MCPS

Statistics: Have: 1,214 · Want: 2,906 · Avg Rating: 4.38 / 5 (201)
Last Sold: Aug 19, 2024 · Lowest: $31.00 · Median: $58.20 · Highest: $140.00
Marketplace: **17 for sale from $45.00**

Release Notes contributed by: greyfriarsfan · Data Quality: Correct"""
    mk = """# Buy Ostinato Garden – Salt Meridian (GFR 2041, UK, 1979) | Discogs Marketplace

18 results · Sort: Price lowest first · Ships from: anywhere · Currency: USD

| Item | Condition (Media / Sleeve) | Seller | Ships from | Price |
|---|---|---|---|---|
| LP, Gatefold, green label, A-1U/B-1U | VG / VG | vinylpilgrim (99.2%) | United Kingdom | $42.50 · listed 4 minutes ago |
| LP, Gatefold | VG+ / VG | oldgreycat_records (100%) | United Kingdom | $45.00 |
| LP, Gatefold, inner missing | VG+ / VG+ | rpm_rotterdam (99.8%) | Netherlands | $47.90 |
| LP, Gatefold | VG+ / VG+ | hairline_crack (98.9%) | United Kingdom | $52.00 |
| LP, Gatefold, A-1U | NM / VG+ | thirdear_dk (100%) | Denmark | $68.00 |
| ... 13 more |  |  |  |  |

Shipping is extra. Prices shown converted from GBP/EUR/DKK at today's rates."""
    turns = [
        (memory("remove_all"), "Successfully removed all items from memory."),
        (search("Ostinato Garden Salt Meridian vinyl pressings discogs"), hits(
            (master, "Ostinato Garden – Salt Meridian | Releases | Discogs", "Explore songs, recommendations, and other album details for Salt Meridian by Ostinato Garden. Compare versions and buy on Discogs. 23 versions.", "Aug 26, 2024"),
            (rel, "Ostinato Garden – Salt Meridian (1979, Gatefold, Vinyl) - Discogs", "View credits, reviews, tracks and shop for the 1979 Vinyl release of Salt Meridian on Discogs. Label: Greyfriars Records – GFR 2041", "Aug 20, 2024"),
            ("https://rateyourmusic.com/release/album/ostinato-garden/salt-meridian/", "Salt Meridian by Ostinato Garden (Album, Progressive Rock) - Rate Your Music", "Released 14 September 1979. Greyfriars Records. Ranked #38 for 1979...", "Jul 2, 2024"),
            ("https://www.recordcollectormag.com/articles/ostinato-garden-salt-meridian-guide", "Collecting Ostinato Garden: a buyer's guide - Record Collector", "Original green-label Greyfriars pressings with A-1U/B-1U matrices are the ones to have...", "Mar 11, 2021"),
        )),
        (extract(master, "list of versions with labels, catalogue numbers, countries and years"), m1),
        (extract(master + "?page=2", "remaining versions of the album"), m2),
        (extract(master + "?format=Vinyl&sort=year%2Cdesc", "only the vinyl versions, newest first"), m3),
        (extract(rel, "identifiers of the original UK pressing and current marketplace prices"), r1),
        (add(orig_uk="Greyfriars Records GFR 2041, UK 1979, green label, gatefold, matrix A-1U / B-1U", price="17 for sale from $45.00; sales history lowest $31.00 / median $58.20 / highest $140.00 (last sold Aug 19, 2024)"), added("orig_uk", "price")),
        (extract("https://www.discogs.com/sell/release/1123456?sort=price%2Casc", "cheapest copies currently for sale"), mk),
        (upd(price="18 for sale from $42.50 (new VG/VG listing); sales history lowest $31.00 / median $58.20 / highest $140.00"), updated("price")),
        (memory("retrieve", key_list=["orig_uk", "price"]), got({
            "orig_uk": "Greyfriars Records GFR 2041, UK 1979, green label, gatefold, matrix A-1U / B-1U",
            "price": "18 for sale from $42.50 (new VG/VG listing); sales history lowest $31.00 / median $58.20 / highest $140.00"})),
    ]
    rs.add(task=T, tid="h22-search-15", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Which vinyl pressings exist of Ostinato Garden's 1979 album 'Salt Meridian', which is the original UK pressing, and what does it currently sell for on Discogs?\nSession date: 2024-08-27.")


# ---------------------------------------------------------------------------------------------- 16
ICE = [("Capital region", 236_412, 241_087), ("Southern Peninsula", 41_905, 44_312), ("West", 30_118, 29_402),
       ("Westfjords", 9_877, 10_954), ("Northwest", 6_210, 6_031), ("Northeast", 52_344, 55_876),
       ("East", 21_660, 20_871), ("South", 118_540, 121_903)]
ICE_T23 = sum(r[1] for r in ICE)
ICE_T24 = sum(r[2] for r in ICE)


def px_table(westfjords_24: int) -> str:
    rows = []
    for name, a, b in ICE:
        if name == "Westfjords":
            b = westfjords_24
        rows.append(f"| {name} | {a:,} | {b:,} |")
    body = "\n".join(rows)
    return f"""# SAM01101: Overnight stays in hotels by region and month 1997-2024 — PX-Web, Statistics Iceland

Selection: Month = 2023M07, 2024M07 · Unit = Overnight stays · Citizenship = Total · Region = all

| Region | 2023M07 | 2024M07 |
|---|---|---|
{body}
| **Total** | **{ICE_T23:,}** | **{ICE_T24:,}** |

Footnotes: Hotels operating all year and seasonal hotels. Figures for the latest month are preliminary.
Regions: Capital region = Höfuðborgarsvæði; Southern Peninsula = Suðurnes; West = Vesturland; Westfjords =
Vestfirðir; Northwest = Norðurland vestra; Northeast = Norðurland eystra; East = Austurland; South = Suðurland.

Source: Statistics Iceland · Table ID: SAM01101 · Last updated: 29.08.2024 09:00 · Next update: 30.09.2024
Contact: ferdathjonusta@hagstofa.is"""


def t16(rs: RowSet) -> None:
    pxurl = "https://px.hagstofa.is/pxen/pxweb/en/Atvinnuvegir/Atvinnuvegir__ferdathjonusta__gisting__1_hotelgisting/SAM01101.px/table/tableViewLayout1/"
    pct = (ICE_T24 / ICE_T23 - 1) * 100
    cap_pct = (241_087 / 236_412 - 1) * 100
    news = evid("https://statice.is/publications/news-archive/tourism/accommodation-in-july-2024/",
                "total hotel overnight stays in July 2024 and regional changes",
                f"""
"Overnight stays in hotels in July 2024 were {ICE_T24:,}, compared with {ICE_T23:,} in July 2023, an increase of
{pct:.1f}%." (published 29 August 2024)
"Overnight stays of foreign guests made up 86% of the total and increased by 2%, while stays of Icelanders
rose by 5%."
"The largest relative increase was in the Westfjords (+10.9%), followed by the Northeast (+6.7%) and the
Southern Peninsula (+5.7%). Stays decreased in the East (-3.6%), Northwest (-2.9%) and West (-2.4%)."
"In the Capital region overnight stays rose by {cap_pct:.1f}%, the largest increase in absolute terms."
"Hotel room occupancy in July was 87.3%, compared with 86.1% a year earlier."
""",
                f"""
Hotel overnight stays in July 2024: {ICE_T24:,} (+{pct:.1f}% y/y). Westfjords had the largest relative
increase (+10.9%); the Capital region the largest absolute increase.
""")
    turns = [
        (search("Statistics Iceland hotel overnight stays July 2024 by region", "Hagstofa gistinætur hótel júlí 2024"), multi(
            ("Statistics Iceland hotel overnight stays July 2024 by region", [
                ("https://statice.is/publications/news-archive/tourism/accommodation-in-july-2024/", "Overnight stays in hotels up 2.6% in July - Statistics Iceland", f"Overnight stays in hotels in July 2024 were {ICE_T24:,}, compared with {ICE_T23:,} in July 2023...", "Aug 29, 2024"),
                (pxurl, "SAM01101: Overnight stays in hotels by region and month 1997-2024 - PX-Web", "Select variables: Month, Region, Citizenship, Unit...", "Aug 29, 2024"),
                ("https://www.icelandreview.com/news/tourism/hotel-stays-westfjords-record-july/", "Record July for Westfjords hotels - Iceland Review", "Hotels in the Westfjords recorded their busiest July ever...", "Aug 30, 2024"),
            ]),
            ("Hagstofa gistinætur hótel júlí 2024", [
                ("https://hagstofa.is/utgafur/frettasafn/ferdathjonusta/gistinaetur-i-juli-2024/", "Gistinætur á hótelum í júlí 2024 - Hagstofa Íslands", f"Gistinætur á hótelum í júlí 2024 voru {ICE_T24:,}".replace(",", ".") + "...", "Aug 29, 2024"),
            ]))),
        (extract(pxurl, "hotel overnight stays by region, July 2023 vs July 2024"), px_table(10_954)),
        (extract("https://statice.is/publications/news-archive/tourism/accommodation-in-july-2024/", "total hotel overnight stays in July 2024 and regional changes"), news),
        (add(iceland_hotels_jul="July 2024: {:,} hotel overnight stays vs {:,} July 2023 (+{:.1f}%), SAM01101 updated 29.08.2024".format(ICE_T24, ICE_T23, pct)), added("iceland_hotels_jul")),
        (add(iceland_top_increase="Westfjords +10.9% (9,877 -> 10,954); Capital region largest absolute (+4,675)"), added("iceland_top_increase")),
        (extract(pxurl, "verify the Westfjords and Capital region figures for July 2023 and July 2024"), px_table(10_495)),
    ]
    rs.add(task=T, tid="h22-search-16", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: How many hotel overnight stays did Iceland's regions record in July 2024, and which region had the largest year-on-year increase?\nSession date: 2024-09-12.",
           bad=True, turn=6, kind="Westfjords July 2024 cell in the same Statistics Iceland table (same update stamp) changes from 10,954 to 10,495; the unchanged total no longer adds up")


# ---------------------------------------------------------------------------------------------- 17
def bbc_live(stage: int) -> str:
    """stage 0: 38', stage 1: 52', stage 2: full time."""
    score = ["Brentford 1-0 Fulham", "Brentford 2-1 Fulham", "Brentford 2-2 Fulham"][stage]
    clock = ["38'", "52'", "FT"][stage]
    upd_ = ["Last updated 1 minute ago", "Last updated just now", "Last updated 2 minutes ago"][stage]
    goals_b = "Wissa (22')" if stage == 0 else "Wissa (22'), Mbeumo (49')"
    goals_f = "" if stage == 0 else ("Jiménez (44')" if stage == 1 else "Jiménez (44'), Muniz (90+3')")
    feed = []
    if stage == 2:
        feed += ["**FT** Full time: Brentford 2-2 Fulham. Late drama at the Gtech as Fulham snatch a point.",
                 "**90+3'** GOAL Fulham! Rodrigo Muniz heads in Andreas Pereira's corner at the near post. 2-2.",
                 "**90'** Four minutes of added time.",
                 "**78'** Substitution Fulham: Muniz replaces Jiménez.",
                 "**66'** Yellow card: Vitaly Janelt (Brentford) for a late challenge on Iwobi."]
    if stage >= 1:
        feed += ["**52'** Flekken saves low from Iwobi. Fulham pushing for a second equaliser.",
                 "**49'** GOAL Brentford! Bryan Mbeumo curls in from the edge of the box after Damsgaard's lay-off. 2-1.",
                 "**46'** Second half under way at the Gtech Community Stadium.",
                 "**HT** Half-time: Brentford 1-1 Fulham.",
                 "**44'** GOAL Fulham! Raúl Jiménez converts Robinson's low cross at the back post. 1-1."]
    feed += ["**38'** Close! Mbeumo's free kick clips the top of the bar.",
             "**31'** Yellow card: Calvin Bassey (Fulham).",
             "**22'** GOAL Brentford! Yoane Wissa finishes Lewis-Potter's cut-back first time. 1-0.",
             "**9'** Leno tips Schade's shot round the post.",
             "**1'** Kick-off at the Gtech Community Stadium."]
    other = ""
    if stage == 2:
        other = "\n\n**Other 15:00 results:** Nottingham Forest 3-0 Brighton · Crystal Palace 1-1 Everton"
    return f"""# Brentford v Fulham live: Premier League score and updates - BBC Sport

**{score}** · {clock}
Brentford: {goals_b}
Fulham: {goals_f if goals_f else "—"}
{upd_}

""" + "\n".join(feed) + other


def pl_table(after: bool) -> str:
    rows_before = [
        (8, "Fulham", 23, 9, 9, 5, 34, 30, 36),
        (9, "Aston Villa", 23, 10, 6, 7, 33, 36, 36),
        (10, "Brighton & Hove Albion", 23, 8, 10, 5, 34, 33, 34),
        (11, "Brentford", 23, 9, 4, 10, 39, 37, 31),
        (12, "Crystal Palace", 23, 7, 9, 7, 26, 27, 30),
    ]
    rows_after = [
        (8, "Fulham", 24, 9, 10, 5, 36, 32, 37),
        (9, "Aston Villa", 23, 10, 6, 7, 33, 36, 36),
        (10, "Brighton & Hove Albion", 24, 8, 10, 6, 34, 36, 34),
        (11, "Brentford", 24, 9, 5, 10, 41, 39, 32),
        (12, "Crystal Palace", 24, 7, 10, 7, 27, 28, 31),
    ]
    rows = rows_after if after else rows_before
    body = "\n".join(f"| {p} | {t} | {pl} | {w} | {d} | {lo} | {gf} | {ga} | {gf - ga:+d} | {pts} |" for p, t, pl, w, d, lo, gf, ga, pts in rows)
    stamp = "Table as of 1 February 2025, 17:02 GMT (includes today's completed matches)" if after else "Table as of 31 January 2025 (before this weekend's matches)"
    return f"""# Premier League Table 2024/25 | premierleague.com

{stamp} · Showing positions 8–12 (filtered: "Around Brentford")

| Pos | Club | Pl | W | D | L | GF | GA | GD | Pts |
|---|---|---|---|---|---|---|---|---|---|
{body}

Tie-breakers: points, goal difference, goals scored. Aston Villa play Ipswich Town on Sunday 2 February."""


def t17(rs: RowSet) -> None:
    bbc = "https://www.bbc.co.uk/sport/football/live/c5y9k2l1vzlt"
    pl = "https://www.premierleague.com/tables"
    turns = [
        (search("Brentford v Fulham live score"), hits(
            (bbc, "Brentford v Fulham live: Premier League score and updates - BBC Sport", "Follow live text commentary and updates as Brentford host Fulham in the Premier League...", "Feb 1, 2025"),
            ("https://www.premierleague.com/match/115874", "Brentford v Fulham | Match Centre | Premier League", "Live: Brentford 1-0 Fulham (Wissa 22')...", "Feb 1, 2025"),
            ("https://www.skysports.com/football/brentford-vs-fulham/live/506143", "Brentford vs Fulham - Live Premier League - Sky Sports", "Brentford vs Fulham live. Premier League. Gtech Community Stadium. Kick-off 15:00", "Feb 1, 2025"),
        )),
        (extract(bbc, "current score, minute and goalscorers"), bbc_live(0)),
        (add(bre_ful_score="15:40 GMT: Brentford 1-0 Fulham (38'), Wissa 22'"), added("bre_ful_score")),
        (extract(pl, "Brentford's current league position, points and the teams around them"), pl_table(False)),
        (extract(bbc, "latest score and goalscorers"), bbc_live(1)),
        (upd(bre_ful_score="~16:10 GMT: Brentford 2-1 Fulham (52'); Wissa 22', Mbeumo 49' / Jiménez 44'"), updated("bre_ful_score")),
        (extract(bbc, "final score and all goalscorers"), bbc_live(2)),
        (extract(pl, "updated table after today's matches, positions around Brentford"), pl_table(True)),
        (upd(bre_ful_score="FT Brentford 2-2 Fulham; Wissa 22', Mbeumo 49' / Jiménez 44', Muniz 90+3'"), updated("bre_ful_score")),
        (add(bre_table="After FT 1 Feb: Brentford 11th, P24 32 pts GD +2 (was 11th, 31 pts before kick-off); Fulham 8th 37 pts"), added("bre_table")),
        (memory("retrieve_all"), got({
            "bre_ful_score": "FT Brentford 2-2 Fulham; Wissa 22', Mbeumo 49' / Jiménez 44', Muniz 90+3'",
            "bre_table": "After FT 1 Feb: Brentford 11th, P24 32 pts GD +2 (was 11th, 31 pts before kick-off); Fulham 8th 37 pts"})),
    ]
    rs.add(task=T, tid="h22-search-17", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the score of today's Brentford v Fulham match, who scored, and where does the result leave Brentford in the Premier League table?\nSession date: 2025-02-01; the session starts at about 15:40 GMT.")


# ---------------------------------------------------------------------------------------------- 18
def t18(rs: RowSet) -> None:
    pm = "https://pubmed.ncbi.nlm.nih.gov/37952131/"
    nejm = "https://www.nejm.org/doi/full/10.1056/NEJMoa2307563"
    pubmed = """# Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes - PubMed

Randomized Controlled Trial · N Engl J Med. 2023 Dec 14;389(24):2221-2232.
doi: 10.1056/NEJMoa2307563. Epub 2023 Nov 11.

Authors: A Michael Lincoff, Kirstine Brown-Frandsen, Helen M Colhoun, John Deanfield, Scott S Emerson,
Sille Esbjerg, Søren Hardt-Lindberg, G Kees Hovingh, Steven E Kahn, Robert F Kushner, Ildiko Lingvay,
Tugce K Oral, Marie M Michelsen, Jorge Plutzky, Christoffer W Tornøe, Donna H Ryan; SELECT Trial Investigators

PMID: 37952131 · DOI: 10.1056/NEJMoa2307563

## Abstract
**Background:** Semaglutide, a glucagon-like peptide-1 receptor agonist, has been shown to reduce the risk of
adverse cardiovascular events in patients with diabetes. Whether semaglutide can reduce cardiovascular risk
associated with overweight and obesity in the absence of diabetes is unknown.

**Methods:** In a multicenter, double-blind, randomized, placebo-controlled, event-driven superiority trial, we
enrolled patients 45 years of age or older who had preexisting cardiovascular disease and a body-mass index of
27 or greater but no history of diabetes. Patients were randomly assigned in a 1:1 ratio to receive once-weekly
subcutaneous semaglutide at a dose of 2.4 mg or placebo. The primary cardiovascular end point was a composite of
death from cardiovascular causes, nonfatal myocardial infarction, or nonfatal stroke in a time-to-first-event
analysis.

**Results:** A total of 17,604 patients were enrolled; 8803 were assigned to receive semaglutide and 8801 to receive
placebo. The mean (±SD) duration of exposure to semaglutide or placebo was 34.2±13.7 months, and the mean
duration of follow-up was 39.8±9.4 months. A primary cardiovascular end-point event occurred in 569 of the 8803
patients (6.5%) in the semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group (hazard
ratio, 0.80; 95% confidence interval, 0.72 to 0.90; P<0.001). Adverse events leading to permanent
discontinuation of the trial product occurred in 1461 patients (16.6%) in the semaglutide group and 718 patients
(8.2%) in the placebo group (P<0.001).

**Conclusions:** In patients with preexisting cardiovascular disease and overweight or obesity but without
diabetes, weekly subcutaneous semaglutide at a dose of 2.4 mg was superior to placebo in reducing the incidence
of death from cardiovascular causes, nonfatal myocardial infarction, or nonfatal stroke at a mean follow-up of
39.8 months. (Funded by Novo Nordisk; SELECT ClinicalTrials.gov number, NCT03574597.)

Copyright © 2023 Massachusetts Medical Society.
Cited by: 1,147 articles · MeSH terms, Substances, Grant support: expand"""
    nejm_txt = evid(nejm, "primary outcome result and publication details of the SELECT trial",
                    """
Header: "ORIGINAL ARTICLE · Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes · A. Michael Lincoff,
M.D., Kirstine Brown-Frandsen, M.D., Helen M. Colhoun, M.D., et al., for the SELECT Trial Investigators*
· Published November 11, 2023 · N Engl J Med 2023;389:2221-2232 · DOI: 10.1056/NEJMoa2307563 · VOL. 389 NO. 24"
Abstract, Results: "...A primary cardiovascular end-point event occurred in 569 of the 8803 patients (6.5%) in the
semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group (hazard ratio, 0.80; 95% confidence
interval, 0.72 to 0.90; P<0.001)."
Full text beyond the abstract: "Subscribe or purchase to continue reading" (paywall).
""",
                    """
NEJM confirms the SELECT citation (N Engl J Med 2023;389:2221-2232, DOI 10.1056/NEJMoa2307563, published online
11 Nov 2023) and the primary result: HR 0.80 (95% CI 0.72-0.90), 6.5% vs 8.0%. The full text is paywalled.
""")
    acc = """# SELECT: Semaglutide Effects on Cardiovascular Outcomes in People With Overweight or Obesity - American College of Cardiology

Clinical Trial Summary · Contribution To Literature · Nov 11, 2023 (updated Dec 14, 2023)

**Trial design:** 17,604 patients ≥45 y with established CVD and BMI ≥27 kg/m², no diabetes, randomized to
semaglutide 2.4 mg SC weekly vs placebo. Mean follow-up 39.8 months.

**Principal findings:**
- Primary outcome (CV death, nonfatal MI, nonfatal stroke): 6.5% vs 8.0%; HR 0.80 (95% CI 0.72-0.90), p < 0.001
- CV death: 2.5% vs 3.0%; HR 0.85 (95% CI 0.71-1.01), p = 0.07 (first confirmatory secondary end point; not significant, so further hierarchical testing was stopped)
- Heart failure composite: HR 0.82 (95% CI 0.71-0.96)
- Death from any cause: 4.3% vs 5.2%; HR 0.81 (95% CI 0.71-0.93)
- Body weight change at 104 weeks: -9.39% vs -0.88%
- Discontinuation for adverse events: 16.6% vs 8.2% (mainly gastrointestinal)

**Interpretation:** ... the first trial to show cardiovascular benefit of a GLP-1 RA in patients without diabetes.

References: Lincoff AM, et al., on behalf of the SELECT Trial Investigators. N Engl J Med 2023;389:2221-32."""
    cit = "Lincoff AM et al. N Engl J Med 2023;389(24):2221-2232, doi:10.1056/NEJMoa2307563, PMID 37952131 (epub 11 Nov 2023)"
    turns = [
        (search("SELECT trial semaglutide cardiovascular outcomes hazard ratio"), hits(
            (nejm, "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes | NEJM", "A primary cardiovascular end-point event occurred in 569 of the 8803 patients (6.5%) in the semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group (hazard ratio, 0.80...", "Nov 11, 2023"),
            (pm, "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes - PubMed", "N Engl J Med. 2023 Dec 14;389(24):2221-2232. doi: 10.1056/NEJMoa2307563. Epub 2023 Nov 11...", "Nov 11, 2023"),
            ("https://www.novonordisk.com/news-and-media/news-and-ir-materials/news-details.html?id=166301", "Semaglutide 2.4 mg reduces the risk of major adverse cardiovascular events by 20% - Novo Nordisk", "SELECT demonstrated a statistically significant and superior reduction in MACE of 20%...", "Aug 8, 2023"),
            ("https://www.acc.org/latest-in-cardiology/clinical-trials/2023/11/10/22/48/select", "SELECT - American College of Cardiology", "Semaglutide Effects on Cardiovascular Outcomes in People With Overweight or Obesity...", "Dec 14, 2023"),
        )),
        (extract(pm, "citation details, sample size and primary outcome hazard ratio with 95% CI"), pubmed),
        (add(select_citation=cit, select_hr="MACE 6.5% vs 8.0%; HR 0.80 (95% CI 0.72-0.90), P<0.001; n=17,604; mean FU 39.8 mo"), added("select_citation", "select_hr")),
        (extract(nejm, "primary outcome result and publication details of the SELECT trial"), nejm_txt),
        (search("SELECT trial semaglutide secondary endpoints cardiovascular death heart failure all-cause death"), hits(
            ("https://www.acc.org/latest-in-cardiology/clinical-trials/2023/11/10/22/48/select", "SELECT - American College of Cardiology", "CV death: HR 0.85 (95% CI 0.71-1.01) ... Death from any cause: HR 0.81 (0.71-0.93)...", "Dec 14, 2023"),
            ("https://www.tctmd.com/news/select-semaglutide-cuts-mace-20-obesity-without-diabetes", "SELECT: Semaglutide Cuts MACE by 20% in Obesity Without Diabetes | TCTMD", "The reduction in CV death alone missed statistical significance, halting hierarchical testing...", "Nov 11, 2023"),
        )),
        (extract("https://www.acc.org/latest-in-cardiology/clinical-trials/2023/11/10/22/48/select", "secondary end points with hazard ratios"), acc),
        (add(select_secondary="CV death HR 0.85 (0.71-1.01, NS - stops hierarchy); HF composite HR 0.82 (0.71-0.96); all-cause death HR 0.81 (0.71-0.93)"), added("select_secondary")),
        (search("SELECT semaglutide discontinuation adverse events 16.6% gastrointestinal"), hits(
            ("https://www.tctmd.com/news/select-semaglutide-cuts-mace-20-obesity-without-diabetes", "SELECT: Semaglutide Cuts MACE by 20% in Obesity Without Diabetes | TCTMD", "Adverse events leading to discontinuation occurred in 16.6% of the semaglutide group vs 8.2% with placebo, mostly gastrointestinal...", "Nov 11, 2023"),
            ("https://www.medscape.com/viewarticle/998512", "SELECT: Semaglutide Cuts CV Events in Obesity Without Diabetes - Medscape", "...discontinuations due to GI adverse events were 10.0% vs 2.0%...", "Nov 11, 2023"),
        )),
        (memory("retrieve", key_list=["select_citation"]), got({"select_citation": cit})),
        (search("Lincoff 2023 NEJM semaglutide SELECT supplementary appendix protocol"), hits(
            ("https://www.nejm.org/doi/suppl/10.1056/NEJMoa2307563/suppl_file/nejmoa2307563_appendix.pdf", "Supplementary Appendix - Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes", "This appendix has been provided by the authors to give readers additional information about their work. Table of contents: SELECT committees and investigators...", "Nov 11, 2023"),
            ("https://www.nejm.org/doi/suppl/10.1056/NEJMoa2307563/suppl_file/nejmoa2307563_protocol.pdf", "Protocol - SELECT (NCT03574597)", "Protocol version 4.0 ... statistical analysis plan ...", "Nov 11, 2023"),
        )),
        (search("PMID 37952131"), hits(
            (pm, "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes - PubMed", "Lincoff AM, Brown-Frandsen K, Colhoun HM, et al. N Engl J Med. 2023 Dec 14;389(24):2221-2232. doi: 10.1056/NEJMoa2307536. Epub 2023 Nov 11.", "Nov 11, 2023"),
            ("https://europepmc.org/article/MED/37952131", "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes. - Europe PMC", "Lincoff AM, et al. N Engl J Med, 389(24):2221-2232, 14 Dec 2023. Cited by 1,140 articles. PMID: 37952131", "Nov 13, 2023"),
        )),
        (memory("retrieve_all"), got({
            "select_citation": cit,
            "select_hr": "MACE 6.5% vs 8.0%; HR 0.80 (95% CI 0.72-0.90), P<0.001; n=17,604; mean FU 39.8 mo",
            "select_secondary": "CV death HR 0.85 (0.71-1.01, NS - stops hierarchy); HF composite HR 0.82 (0.71-0.96); all-cause death HR 0.81 (0.71-0.93)"})),
    ]
    rs.add(task=T, tid="h22-search-18", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What did the SELECT trial report for semaglutide's effect on major adverse cardiovascular events (hazard ratio and 95% CI), and where was it published?\nSession date: 2024-04-08.",
           bad=True, turn=11, kind="DOI of the SELECT paper in the PubMed search snippet (NEJMoa2307536) differs from the DOI on the same PubMed record extracted earlier (NEJMoa2307563)")


# ---------------------------------------------------------------------------------------------- 19
def t19(rs: RowSet) -> None:
    cr = """# toml - crates.io: Rust Package Registry

**toml** v0.8.19
A native Rust encoder and decoder of TOML-formatted files and streams. Provides implementations of the standard
Serialize/Deserialize traits for TOML data to facilitate deserializing and serializing Rust structures.

#encoding #toml #config

| Metadata | |
|---|---|
| Published | 3 months ago (Jul 24, 2024) |
| MSRV | v1.65.0 |
| License | MIT OR Apache-2.0 |
| Size | 49.6 KiB |
| Repository | github.com/toml-rs/toml |
| Owners | epage, github:toml-rs:maintainers |

| Stats Overview | |
|---|---|
| All-Time downloads | 263,418,902 |
| Recent downloads (90 days) | 32,104,577 |

Install: `cargo add toml` or `toml = "0.8.19"` in Cargo.toml

Versions (showing 5 of 86): 0.8.19 (Jul 24, 2024) · 0.8.18 (Jul 23, 2024) · 0.8.17 (Jul 22, 2024) · 0.8.16 (Jul 19, 2024) · 0.8.15 (Jul 11, 2024) · See all 86 versions →

Dependencies (5): serde ^1.0.145 (optional), serde_spanned ^0.6.7, toml_datetime ^0.6.8, toml_edit ^0.22.20 (optional), indexmap ^2.0.0 (optional)
Dependents: 19,384 crates"""
    librs = """# toml — Rust parser // Lib.rs

toml 0.8.19 · Jul 24, 2024 · MIT/Apache · #3 in Parser implementations · **263M** downloads all time · 11,240,377 downloads per month*
Used in 19,384 crates (8,212 directly)

A native Rust encoder and decoder of TOML-formatted files and streams.

MSRV: Rust 1.65 · Features: default = [display, parse], preserve_order, display, parse

*Lib.rs download counts include crates.io downloads by CI mirrors; "per month" is a rolling 30-day figure."""
    tedit = """# toml_edit - crates.io: Rust Package Registry

**toml_edit** v0.22.22
Yet another format-preserving TOML parser.

| Metadata | |
|---|---|
| Published | about 1 month ago (Sep 20, 2024) |
| MSRV | v1.65.0 |
| License | MIT OR Apache-2.0 |
| Repository | github.com/toml-rs/toml |

| Stats Overview | |
|---|---|
| All-Time downloads | 231,902,115 |
| Recent downloads (90 days) | 35,881,290 |

Note: `toml` depends on `toml_edit` for parsing, so many `toml_edit` downloads are transitive."""
    vers = """# toml - Versions - crates.io

86 versions · Sort: Date (newest first) · Page 1 of 9 · All-Time downloads: 263,421,337

| Version | Published | Downloads | MSRV |
|---|---|---|---|
| 0.8.19 | Jul 24, 2024 | 21,940,118 | 1.65.0 |
| 0.8.18 | Jul 23, 2024 | 118,226 | 1.65.0 |
| 0.8.17 | Jul 22, 2024 | 240,511 | 1.65.0 |
| 0.8.16 | Jul 19, 2024 | 402,337 | 1.65.0 |
| 0.8.15 | Jul 11, 2024 | 1,188,604 | 1.65.0 |
| 0.8.14 | Jun 6, 2024 | 5,602,114 | 1.65.0 |
| 0.8.13 | May 13, 2024 | 3,441,908 | 1.65.0 |
| 0.8.12 | Mar 19, 2024 | 7,006,532 | 1.65.0 |
| 0.8.11 | Mar 15, 2024 | 512,880 | 1.65.0 |
| 0.8.10 | Feb 8, 2024 | 6,370,042 | 1.65.0 |

Page 1 of 9 · Next →"""
    docs = evid("https://docs.rs/toml/latest/toml/", "latest version and minimum Rust version of the toml crate",
                """
Header: "toml 0.8.19 · A native Rust encoder and decoder of TOML-formatted files and streams."
"Crate toml — A serde-compatible TOML-parsing library. TOML itself is a simple, ergonomic, and readable
configuration format."
Platform / metadata panel: "rust-version = 1.65" · "Documentation coverage 94.12%" · "Builds: ok (x86_64-unknown-linux-gnu)"
Modules: de, map, ser, value · Functions: from_str, to_string, to_string_pretty
""",
                """
docs.rs resolves `latest` to toml 0.8.19, declaring rust-version 1.65.
""")
    turns = [
        (search("rust toml parser crate downloads"), hits(
            ("https://crates.io/crates/toml", "toml - crates.io: Rust Package Registry", "A native Rust encoder and decoder of TOML-formatted files and streams. Provides implementations of the standard Serialize/Deserialize traits...", "Oct 21, 2024"),
            ("https://lib.rs/crates/toml", "toml — Rust parser // Lib.rs", "toml 0.8.19 · #3 in Parser implementations · 263M downloads · Used in 19,384 crates", "Oct 20, 2024"),
            ("https://crates.io/crates/toml_edit", "toml_edit - crates.io: Rust Package Registry", "Yet another format-preserving TOML parser.", "Oct 21, 2024"),
            ("https://docs.rs/toml/latest/toml/", "toml - Rust - Docs.rs", "A serde-compatible TOML-parsing library...", "Jul 24, 2024"),
        )),
        (extract("https://crates.io/crates/toml", "latest version, MSRV, and download counts of the toml crate"), cr),
        (add(toml_latest="0.8.19 (2024-07-24)", toml_downloads="263,418,902 all-time; 32,104,577 recent 90d (crates.io)", toml_msrv="1.65"), added("toml_latest", "toml_downloads", "toml_msrv")),
        (extract("https://lib.rs/crates/toml", "download counts and how many crates use toml"), librs),
        (extract("https://crates.io/crates/toml_edit", "download counts and relation to toml"), tedit),
        (extract("https://crates.io/crates/toml/versions", "recent versions with publish dates"), vers),
        (extract("https://docs.rs/toml/latest/toml/", "latest version and minimum Rust version of the toml crate"), docs),
        (upd(toml_downloads="~263.4M all-time (crates.io 263,418,902 -> 263,421,337 a few minutes later; lib.rs shows 263M); 32.1M recent 90d"), updated("toml_downloads")),
        (add(toml_edit="0.22.22 (2024-09-20), 231.9M all-time, 35.9M recent 90d - more recent than toml because toml depends on it"), added("toml_edit")),
        (memory("retrieve_all"), got({
            "toml_latest": "0.8.19 (2024-07-24)",
            "toml_downloads": "~263.4M all-time (crates.io 263,418,902 -> 263,421,337 a few minutes later; lib.rs shows 263M); 32.1M recent 90d",
            "toml_msrv": "1.65",
            "toml_edit": "0.22.22 (2024-09-20), 231.9M all-time, 35.9M recent 90d - more recent than toml because toml depends on it"})),
    ]
    rs.add(task=T, tid="h22-search-19", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Which Rust crate is the most widely used for parsing TOML, how many downloads does it have, and what are its latest version and MSRV?\nSession date: 2024-10-21.")


# ---------------------------------------------------------------------------------------------- 20
def t20(rs: RowSet) -> None:
    taxon = "https://www.inaturalist.org/taxa/41983-Otocolobus-manul"
    obs = "https://www.inaturalist.org/observations?quality_grade=research&taxon_id=41983&view=species"
    tx = """# Pallas's Cat (Otocolobus manul) · iNaturalist

Species · Family Felidae · Order Carnivora
Conservation status: Least Concern (IUCN Red List, assessed 2020)

**Observations: 1,127** · Research Grade: 842 · Needs ID: 281 · Casual: 4
Photos: 2,904 · Sounds: 3

## Seasonality (all observations, by month)
| Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec |
|---|---|---|---|---|---|---|---|---|---|---|---|
| 71 | 80 | 104 | 118 | 131 | 142 | 139 | 121 | 87 | 63 | 39 | 32 |

## Top observers
| Observer | Observations |
|---|---|
| tsetseg_b | 64 |
| steppe_wanderer | 41 |
| amurfield | 33 |
| kazbird_kz | 27 |
| igor_lazarev | 22 |

Wikipedia summary: The Pallas's cat, also known as the manul, is a small wild cat with long and dense light grey
fur... It is native to the grasslands and montane steppes of Central Asia.

Taxonomy: Felinae › Otocolobus › Otocolobus manul (subspecies: O. m. manul, O. m. nigripectus)"""
    ob = """# Observations · iNaturalist

Filters: Species = Pallas's Cat (Otocolobus manul) · Quality grade = Research · Place = Everywhere
**842 OBSERVATIONS** · 1 SPECIES · 493 IDENTIFIERS · 371 OBSERVERS

## Places (research grade, by country)
| Place | Observations |
|---|---|
| Mongolia | 311 |
| China | 187 |
| Russia | 142 |
| Kazakhstan | 79 |
| Kyrgyzstan | 41 |
| Iran | 27 |
| Tajikistan | 19 |
| Pakistan | 11 |
| Other (India, Nepal, Bhutan, Afghanistan, Armenia, Azerbaijan, Turkmenistan) | 25 |

## Top observers (research grade)
| Observer | Observations |
|---|---|
| tsetseg_b | 61 |
| steppe_wanderer | 38 |
| amurfield | 30 |
| kazbird_kz | 26 |

Most recent: Feb 28, 2025 · Khustain Nuruu National Park, Mongolia · by tsetseg_b"""
    gbif = evid("https://www.gbif.org/species/2435022", "number of occurrence records and how many come from iNaturalist",
                """
"Otocolobus manul (Pallas, 1776) · Species · Accepted"
"Occurrences: 6,914" (all datasets, georeferenced 5,981)
Datasets contributing occurrences (top): "iNaturalist Research-grade Observations — 838"; "Zoological Institute RAS
collection — 1,102"; "Mongolian Biodiversity Databank — 2,340"; "Naturalis Biodiversity Center (NL) - Mammalia — 44"
Footer: "iNaturalist Research-grade Observations dataset last ingested 2025-02-24"
""",
                """
GBIF holds 6,914 occurrences of Otocolobus manul; 838 come from the iNaturalist research-grade dataset as of its
last ingestion on 24 Feb 2025 (iNaturalist itself currently shows 842, the difference being recent records).
""")
    turns = [
        (search("iNaturalist Otocolobus manul observations research grade"), hits(
            (taxon, "Pallas's Cat (Otocolobus manul) · iNaturalist", "Observations: 1,127 · Research Grade: 842 · Pallas's cat, also known as the manul, is a small wild cat...", "Mar 2, 2025"),
            (obs, "Observations · iNaturalist", "842 observations of Pallas's Cat (Otocolobus manul), research grade...", "Mar 3, 2025"),
            ("https://www.gbif.org/species/2435022", "Otocolobus manul (Pallas, 1776) - GBIF", "Species. Occurrences: 6,914...", "Feb 25, 2025"),
            ("https://en.wikipedia.org/wiki/Pallas%27s_cat", "Pallas's cat - Wikipedia", "The Pallas's cat (Otocolobus manul), also known as the manul, is a small wild cat with long and dense light grey fur...", "Feb 11, 2025"),
        )),
        (extract(taxon, "total and research-grade observation counts and top observers"), tx),
        (add(manul_obs_total="1,127 observations on iNat (Needs ID 281, casual 4)", manul_rg="842 research-grade (iNat taxon page)"), added("manul_obs_total", "manul_rg")),
        (extract(obs, "research-grade observations by country and top observers"), ob),
        (memory("retrieve", key_list=["manul_rg"]), "Key not found: manul_rg"),
        (add(manul_rg="842 research-grade (iNat, 2025-03-03; 371 observers)"), added("manul_rg")),
        (add(manul_top_country="Mongolia 311 RG obs (then China 187, Russia 142)", manul_top_observer="tsetseg_b: 61 RG / 64 total"), added("manul_top_country", "manul_top_observer")),
        (extract("https://www.gbif.org/species/2435022", "number of occurrence records and how many come from iNaturalist"), gbif),
        (add(manul_gbif="GBIF 6,914 occurrences; iNat RG dataset 838 (ingested 2025-02-24)"), added("manul_gbif")),
        (memory("retrieve_all"), got({
            "manul_obs_total": "1,127 observations on iNat (Needs ID 281, casual 4)",
            "manul_rg": "842 research-grade (iNat, 2025-03-03; 371 observers)",
            "manul_top_country": "Mongolia 311 RG obs (then China 187, Russia 142)",
            "manul_top_observer": "tsetseg_b: 61 RG / 64 total",
            "manul_gbif": "GBIF 6,914 occurrences; iNat RG dataset 838 (ingested 2025-02-24)"})),
    ]
    rs.add(task=T, tid="h22-search-20", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: How many research-grade iNaturalist observations exist of the Pallas's cat (Otocolobus manul), which country has the most, and who is the top observer?\nSession date: 2025-03-03.",
           bad=True, turn=5, kind="memory key manul_rg, added at turn 3 (add confirmed, never removed), is reported as not found")


# ---------------------------------------------------------------------------------------------- 21
def wiki_lagos(new: bool) -> str:
    metro = ("16,536,000 (2025 est.)<sup>[4]</sup>" if new else "15,388,000 (2023 est.)<sup>[4]</sup>")
    ref4 = ('[4] "World Urbanization Prospects 2025: Urban agglomerations". United Nations, DESA, Population Division. 2025. Retrieved 14 May 2025.'
            if new else
            '[4] "Lagos, Nigeria Metro Area Population 1950-2023". Macrotrends / UN World Urbanization Prospects 2018. Retrieved 3 March 2023.')
    lead = ("With an estimated 16.5 million people in the metropolitan area in 2025, Lagos is the largest city in Nigeria"
            if new else
            "With an estimated 15.4 million people in the metropolitan area in 2023, Lagos is the largest city in Nigeria")
    stamp = "14 May 2025, at 10:47" if new else "11 May 2025, at 18:02"
    return f"""# Lagos

From Wikipedia, the free encyclopedia

| Lagos | |
|---|---|
| Country | Nigeria |
| State | Lagos State |
| LGAs | 16 of the 20 LGAs of Lagos State |
| Settled | 15th century |
| Area — City | 1,171.28 km² (452.23 sq mi) |
| Area — Metro | 2,706.7 km² (1,045.1 sq mi) |
| Population (2006 census) — City | 8,048,430<sup>[2]</sup> |
| Population — Metro | {metro} |
| Demonym | Lagosian |
| Time zone | UTC+01:00 (WAT) |
| Website | lagosstate.gov.ng |

**Lagos** is a large metropolitan city in southwestern Nigeria. {lead} and
the most populous urban area on the African continent. Lagos was the national capital of Nigeria until the
government's December 1991 decision to move their capital to Abuja. Lagos is a major African financial centre and
is the economic hub of Lagos State and Nigeria at large.

## Demographics
The 2006 census recorded 8,048,430 people in Metropolitan Lagos (the 16 urban LGAs), a figure the Lagos State
Government disputed, claiming a population of over 17 million at the time. Current estimates differ widely; the
state government has claimed over 22 million residents for the metropolitan region.

## References
[2] "2006 Population Census". National Population Commission of Nigeria.
{ref4}

This page was last edited on {stamp} (UTC)."""


def t21(rs: RowSet) -> None:
    wurl = "https://en.wikipedia.org/wiki/Lagos"
    un = """# World Urbanization Prospects 2025 — Urban agglomerations: Lagos (Nigeria)

United Nations, Department of Economic and Social Affairs, Population Division · Data release: 12 May 2025

Population of urban agglomeration (thousands), medium scenario:
| 2000 | 2010 | 2015 | 2020 | 2023 | 2025 | 2030 | 2035 |
|---|---|---|---|---|---|---|---|
| 7,281 | 10,441 | 12,239 | 14,862 | 15,742 | 16,536 | 19,021 | 21,854 |

Average annual rate of change 2025-2030: 2.80%
Definition: urban agglomeration (contiguous built-up area), delineated from 2020 satellite data.
Note: WUP 2025 revises the whole series; the previous revision (WUP 2018) gave 14,368 thousand for 2020 and 15,388 thousand for 2023."""
    state = """# About Lagos | Lagos State Government

Lagos State is the commercial nerve centre of Nigeria. Although the smallest state by land area (3,577 km²),
Lagos is home to an estimated **over 22 million people**, making it one of the largest cities in the world.

Lagos State has 20 Local Government Areas and 37 Local Council Development Areas. The state accounts for over 30%
of Nigeria's GDP...

Population figures: "The Lagos State Government estimates the population of the state at over 22 million
(Lagos Bureau of Statistics, projection from the 2006 parallel census). The National Population Commission's
2006 figure for the state was 9,113,605."

Page last reviewed: January 2024"""
    hist = """# Lagos: Revision history - Wikipedia

View logs for this page · Filter revisions · External tools: Find addition/removal · Page statistics

| Time (UTC) | User | Size | Change | Summary |
|---|---|---|---|---|
| 10:47, 14 May 2025 | Oluwaseun.dev | 198,412 bytes | +312 | Updated metro population to UN WUP 2025 figures (released 12 May 2025); replaced Macrotrends ref |
| 18:02, 11 May 2025 | Ikeja-editor | 198,100 bytes | −48 | /* Transport */ copyedit |
| 07:15, 9 May 2025 | ClueBot NG | 198,148 bytes | +1,204 | Reverting possible vandalism by 102.89.x.x to version by Ikeja-editor. Report False Positive? |
| 07:14, 9 May 2025 | 102.89.x.x | 196,944 bytes | −1,204 | /* Economy */ |
| 21:40, 2 May 2025 | Ikeja-editor | 198,148 bytes | +96 | /* Education */ added UNILAG enrollment figure |

(newest | oldest) View (newer 50 | older 50) (20 | 50 | 100 | 250 | 500)"""
    turns = [
        (search("Lagos population 2025 metropolitan area estimate"), hits(
            (wurl, "Lagos - Wikipedia", "With an estimated 15.4 million people in the metropolitan area in 2023, Lagos is the largest city in Nigeria and the most populous urban area on the African continent...", "May 11, 2025"),
            ("https://population.un.org/wup/agglomerations/lagos", "World Urbanization Prospects 2025 - Lagos", "Population of urban agglomeration (thousands): 2025: 16,536...", "May 12, 2025"),
            ("https://lagosstate.gov.ng/about-lagos/", "About Lagos | Lagos State Government", "Lagos is home to an estimated over 22 million people, making it one of the largest cities in the world...", "Jan 15, 2024"),
            ("https://www.macrotrends.net/global-metrics/cities/22007/lagos/population", "Lagos, Nigeria Metro Area Population 1950-2025 | MacroTrends", "The metro area population of Lagos in 2025 is 17,156,000, a 3.72% increase from 2024...", "Apr 30, 2025"),
        )),
        (extract(wurl, "population figures for Lagos city and metropolitan area and their sources"), wiki_lagos(False)),
        (add(lagos_metro_wiki="15,388,000 (2023 est., Wikipedia rev 11 May 2025 18:02, ref Macrotrends/WUP 2018)", lagos_2006="8,048,430 (2006 census, 16 metro LGAs)"), added("lagos_metro_wiki", "lagos_2006")),
        (extract("https://population.un.org/wup/agglomerations/lagos", "the UN estimate of the Lagos urban agglomeration population for 2025"), un),
        (extract("https://lagosstate.gov.ng/about-lagos/", "the population figure the Lagos State Government uses and its basis"), state),
        (add(lagos_un_2025="16,536 thousand (~16.5 million) urban agglomeration, UN WUP 2025 (released 12 May 2025)", lagos_state_claim=">22 million (Lagos State Govt; state-wide, projection from 2006 parallel census)"), added("lagos_un_2025", "lagos_state_claim")),
        (extract(wurl, "which source the metropolitan population figure cites"), wiki_lagos(True)),
        (extract("https://en.wikipedia.org/w/index.php?title=Lagos&action=history", "recent edits to the population figure"), hist),
        (upd(lagos_metro_wiki="16,536,000 (2025 est., Wikipedia rev 14 May 2025 10:47 by Oluwaseun.dev, now cites UN WUP 2025); was 15,388,000 (2023 est.)"), updated("lagos_metro_wiki")),
        (memory("retrieve_all"), got({
            "lagos_metro_wiki": "16,536,000 (2025 est., Wikipedia rev 14 May 2025 10:47 by Oluwaseun.dev, now cites UN WUP 2025); was 15,388,000 (2023 est.)",
            "lagos_2006": "8,048,430 (2006 census, 16 metro LGAs)",
            "lagos_un_2025": "16,536 thousand (~16.5 million) urban agglomeration, UN WUP 2025 (released 12 May 2025)",
            "lagos_state_claim": ">22 million (Lagos State Govt; state-wide, projection from 2006 parallel census)"})),
    ]
    rs.add(task=T, tid="h22-search-21", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the current population estimate for Lagos (city and metropolitan area), and how do the main sources differ?\nSession date: 2025-05-14; the session starts at about 10:20 UTC.")


# ---------------------------------------------------------------------------------------------- 22
def apple_ht(kernel_cve: str) -> str:
    return f"""# About the security content of iOS 17.4 and iPadOS 17.4 - Apple Support

This document describes the security content of iOS 17.4 and iPadOS 17.4.

## iOS 17.4 and iPadOS 17.4
Released March 5, 2024

**Accessibility**
Available for: iPhone XS and later, iPad Pro 12.9-inch 2nd generation and later, iPad Pro 10.5-inch, iPad Pro
11-inch 1st generation and later, iPad Air 3rd generation and later, iPad 6th generation and later, and iPad mini
5th generation and later
Impact: A malicious app may be able to observe user data in log entries related to accessibility notifications
Description: A privacy issue was addressed with improved private data redaction for log entries.
CVE-2024-23291

**AirDrop**
Impact: An attacker may be able to read information belonging to another user
Description: A race condition was addressed with additional validation.
CVE-2024-23237

**CoreCrypto**
Impact: An attacker may be able to decrypt legacy RSA PKCS#1 v1.5 ciphertexts without having the private key
Description: A timing side-channel issue was addressed with improvements to constant-time computation in cryptographic functions.
CVE-2024-23218

**Kernel**
Available for: iPhone XS and later, iPad Pro 12.9-inch 2nd generation and later, ... and iPad mini 5th generation and later
Impact: An attacker with arbitrary kernel read and write capability may be able to bypass kernel memory
protections. Apple is aware of a report that this issue may have been exploited.
Description: A memory corruption issue was addressed with improved validation.
{kernel_cve}

**Kernel**
Impact: An app may be able to cause unexpected system termination or write kernel memory
Description: A memory corruption vulnerability was addressed with improved locking.
CVE-2024-23265: Xinru Chi of Pangu Lab

**MediaRemote**
Impact: A malicious application may be able to access private information
Description: This issue was addressed with improved checks.
CVE-2024-23297

**Photos**
Impact: Photos in the Hidden Photos Album may be viewed without authentication
Description: An authentication issue was addressed with improved state management.
CVE-2024-23256: Om Shewale

**RTKit**
Available for: iPhone XS and later, iPad Pro 12.9-inch 2nd generation and later, ... and iPad mini 5th generation and later
Impact: An attacker with arbitrary kernel read and write capability may be able to bypass kernel memory
protections. Apple is aware of a report that this issue may have been exploited.
Description: A memory corruption issue was addressed with improved validation.
CVE-2024-23296

**Safari**
Impact: Private Browsing tabs may be accessed without authentication
Description: This issue was addressed through improved state management.
CVE-2024-23273: Matej Rabzelj

**WebKit**
Impact: Processing web content may lead to arbitrary code execution
Description: The issue was addressed with improved memory handling.
WebKit Bugzilla: 259694 · CVE-2024-23226: Pwn2car

**WebKit**
Impact: Processing maliciously crafted web content may prevent Content Security Policy from being enforced
Description: A logic issue was addressed with improved validation.
WebKit Bugzilla: 264811 · CVE-2024-23263: Johan Carlsson (joaxcar)

**WebKit**
Impact: A malicious website may exfiltrate audio data cross-origin
Description: The issue was addressed with improved UI handling.
WebKit Bugzilla: 263795 · CVE-2024-23254: James Lee (@Windowsrcer)

## Additional recognition
Find My: We would like to acknowledge Meng Zhang (鲸落) of NorthSea for their assistance.
...

Information about products not manufactured by Apple, or independent websites not controlled or tested by Apple,
is provided without recommendation or endorsement.

Published Date: March 05, 2024"""


def t22(rs: RowSet) -> None:
    ht = "https://support.apple.com/en-us/HT214081"
    kev = """# Known Exploited Vulnerabilities Catalog | CISA

Search: "Apple" · Date added: 2024-03-06 · 2 results

| CVE | Vendor / Product | Vulnerability Name | Date Added | Due Date | Known Ransomware Use |
|---|---|---|---|---|---|
| CVE-2024-23225 | Apple / Multiple Products | Apple Multiple Products Memory Corruption Vulnerability | 2024-03-06 | 2024-03-27 | Unknown |
| CVE-2024-23296 | Apple / Multiple Products | Apple Multiple Products Memory Corruption Vulnerability | 2024-03-06 | 2024-03-27 | Unknown |

Short description (CVE-2024-23225): "Apple iOS, iPadOS, macOS, tvOS, watchOS, and visionOS kernel contain a memory
corruption issue that allows an attacker with arbitrary kernel read and write capability to bypass kernel memory
protections."
Short description (CVE-2024-23296): "Apple iOS and iPadOS RTKit contain a memory corruption vulnerability that
allows an attacker with arbitrary kernel read and write capability to bypass kernel memory protections."
Required action: Apply mitigations per vendor instructions or discontinue use of the product if mitigations are unavailable."""
    thn = evid("https://thehackernews.com/2024/03/apple-releases-ios-and-ipados-updates.html",
               "which iOS 17.4 vulnerabilities were exploited and what is known about the attacks",
               """
Title: "Apple Releases Security Updates to Patch Two Actively Exploited iOS Zero-Days" · Ravie Lakshmanan · Mar 6, 2024
"Apple has released security updates to address several security flaws, including two vulnerabilities that it
said have been actively exploited in the wild. The shortcomings are as follows: CVE-2024-23225 - A memory
corruption issue in Kernel that an attacker with arbitrary kernel read and write capability can exploit to
bypass kernel memory protections; CVE-2024-23296 - A memory corruption issue in the RTKit real-time operating
system (RTOS) that an attacker with arbitrary kernel read and write capability can exploit to bypass kernel
memory protections."
"It's currently not clear how the flaws are being weaponized in the wild... Apple said it addressed both
vulnerabilities with improved validation in iOS 17.4, iPadOS 17.4, and iOS 16.7.6 and iPadOS 16.7.6."
"Apple has so far addressed a total of three actively exploited zero-days in its software since the start of
the year" (the other: CVE-2024-23222, WebKit, January 2024).
""",
               """
Both exploited zero-days fixed in iOS 17.4 are kernel-memory-protection bypasses: CVE-2024-23225 (Kernel) and
CVE-2024-23296 (RTKit); exploitation details and attribution are unknown; fixes were backported to iOS 16.7.6.
""")
    turns = [
        (search("iOS 17.4 security content kernel RTKit exploited CVE"), hits(
            (ht, "About the security content of iOS 17.4 and iPadOS 17.4 - Apple Support", "Released March 5, 2024 ... Kernel ... Apple is aware of a report that this issue may have been exploited ...", "Mar 5, 2024"),
            ("https://www.cisa.gov/news-events/alerts/2024/03/06/cisa-adds-two-known-exploited-vulnerabilities-catalog", "CISA Adds Two Known Exploited Vulnerabilities to Catalog | CISA", "CVE-2024-23225 Apple Multiple Products Memory Corruption Vulnerability; CVE-2024-23296 Apple Multiple Products Memory Corruption Vulnerability", "Mar 6, 2024"),
            ("https://thehackernews.com/2024/03/apple-releases-ios-and-ipados-updates.html", "Apple Releases Security Updates to Patch Two Actively Exploited iOS Zero-Days", "Apple has released security updates to address several security flaws, including two vulnerabilities that it said have been actively exploited in the wild...", "Mar 6, 2024"),
            ("https://www.bleepingcomputer.com/news/security/apple-fixes-two-new-ios-zero-days-exploited-in-attacks/", "Apple fixes two new iOS zero-days exploited in attacks - BleepingComputer", "Apple released emergency security updates to fix two iOS zero-days that were exploited in attacks on iPhones...", "Mar 5, 2024"),
        )),
        (extract(ht, "kernel and RTKit entries fixed in iOS 17.4, whether exploited, and their CVE IDs"), apple_ht("CVE-2024-23225")),
        (add(ios174_kernel="CVE-2024-23225 - Kernel, memory corruption, bypass kernel memory protections; Apple: may have been exploited", ios174_rtkit="CVE-2024-23296 - RTKit, same impact; may have been exploited"), added("ios174_kernel", "ios174_rtkit")),
        (extract("https://www.cisa.gov/known-exploited-vulnerabilities-catalog?search_api_fulltext=Apple&field_date_added_wrapper=2024-03-06", "KEV entries and due dates for the iOS 17.4 zero-days"), kev),
        (search("CVE-2024-23296 RTKit exploited iOS 17.4 attribution"), hits(
            ("https://thehackernews.com/2024/03/apple-releases-ios-and-ipados-updates.html", "Apple Releases Security Updates to Patch Two Actively Exploited iOS Zero-Days", "CVE-2024-23296 - A memory corruption issue in the RTKit real-time operating system (RTOS)...", "Mar 6, 2024"),
            ("https://nvd.nist.gov/vuln/detail/CVE-2024-23296", "NVD - CVE-2024-23296", "A memory corruption issue was addressed with improved validation. This issue is fixed in iOS 17.4 and iPadOS 17.4...", "Mar 8, 2024"),
            ("https://www.securityweek.com/apple-patches-two-exploited-ios-zero-days/", "Apple Patches Two Exploited iOS Zero-Days - SecurityWeek", "Apple has not shared details on the attacks or who discovered the bugs...", "Mar 6, 2024"),
        )),
        (extract("https://thehackernews.com/2024/03/apple-releases-ios-and-ipados-updates.html", "which iOS 17.4 vulnerabilities were exploited and what is known about the attacks"), thn),
        (add(ios174_kev="Both added to CISA KEV 2024-03-06, federal due date 2024-03-27; also fixed in iOS/iPadOS 16.7.6"), added("ios174_kev")),
        (extract(ht, "devices covered by the Kernel and RTKit entries and exact wording about exploitation"), apple_ht("CVE-2024-23255")),
        (search("CVE-2024-23225 iOS 16.7.6 backport kernel"), hits(
            ("https://support.apple.com/en-us/HT214082", "About the security content of iOS 16.7.6 and iPadOS 16.7.6 - Apple Support", "Kernel ... Apple is aware of a report that this issue may have been exploited ... CVE-2024-23225 ... RTKit ... CVE-2024-23296", "Mar 5, 2024"),
            ("https://nvd.nist.gov/vuln/detail/CVE-2024-23225", "NVD - CVE-2024-23225", "A memory corruption issue was addressed with improved validation. This issue is fixed in iOS 16.7.6 and iPadOS 16.7.6, iOS 17.4 and iPadOS 17.4...", "Mar 8, 2024"),
        )),
        (memory("retrieve_all"), got({
            "ios174_kernel": "CVE-2024-23225 - Kernel, memory corruption, bypass kernel memory protections; Apple: may have been exploited",
            "ios174_rtkit": "CVE-2024-23296 - RTKit, same impact; may have been exploited",
            "ios174_kev": "Both added to CISA KEV 2024-03-06, federal due date 2024-03-27; also fixed in iOS/iPadOS 16.7.6"})),
    ]
    rs.add(task=T, tid="h22-search-22", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Which kernel and RTKit vulnerabilities did Apple fix in iOS 17.4, were they exploited in the wild, and what are their CVE IDs?\nSession date: 2024-03-12.",
           bad=True, turn=8, kind="CVE id of the exploited Kernel entry on Apple's iOS 17.4 security page changes (CVE-2024-23225 to CVE-2024-23255) between two extractions of the same page, same published date")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
