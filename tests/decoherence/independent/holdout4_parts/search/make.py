# ruff: noqa: E501
"""holdout4, search part: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

``python -m tests.decoherence.independent.holdout4_parts.search.make`` writes ``search_test.jsonl`` and
``labels.json`` next to this file. 11 trajectories hold exactly one contradiction (labeled turn, 1-based,
and kind); 11 are clean but full of legitimate changes (live pages, memory updates, page revisions,
sources that disagree, relative times, redirects, retries, truncation).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, call, extract, memory, search

out = Path(__file__).resolve().parent
R = RowSet(out)

TOOLS = [
    {"name": "web_search", "description": "Query a web search engine. Returns ranked results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "One or more search queries, run in order."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a web page and return its main content as Markdown. An optional goal tells the extractor what the agent is looking for.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}}, "required": ["url"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for the research session.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Items to add or update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys to retrieve or remove."}}, "required": ["operation"]}},
]

SYS = (
    "# Role\n\nYou are the environment of a deep-research agent. The agent calls three tools: a web search engine, a "
    "page extractor and a key-value memory. For every call, write the output the real tool would return, after "
    "**Environment Observation:**.\n\n"
    "# Rules\n\n"
    "- Be factually accurate; do not invent people, organisations, numbers or sources.\n"
    "- Keep the session coherent: a URL extracted twice reads the same unless the page is live; an extraction agrees "
    "with the snippet that was shown for that URL; memory returns exactly what was stored until it is updated or removed.\n"
    "- web_search: for each query, numbered results `[n] URL` followed by `Title:`, `Snippet:` and `Date:` lines "
    "(`N/A` for undated reference pages), ranked like a real engine, with diverse sources.\n"
    "- web_extractor: the page's main content as Markdown (headings, lists, tables), without navigation and ads. "
    "Return an error line if the page cannot be fetched.\n"
    "- dict_memory: add -> `Successfully added items of [keys] to memory.`; update -> `Successfully updated items of "
    "[keys] in memory.`; remove -> `Successfully removed items of [keys] from memory.`; retrieve / retrieve_all -> the "
    "stored pairs, or `Key not found` for a missing key.\n\n"
    "# Tools\n\n" + json.dumps(TOOLS, indent=2))


def serp(*items: tuple[str, str, str, str]) -> str:
    """web_search output in the fenced block the official benchmark shows."""
    body = "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, 1))
    return "```\n" + body + "\n```"


def wx(url: str, goal: str | None = None) -> str:
    return extract(url, goal) if goal else call("web_extractor", url=url)


def mem(op: str, **kw: Any) -> str:
    return memory(op, **kw)


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)} from memory."


WIKI_HEAD = "Jump to content\n\nFrom Wikipedia, the free encyclopedia\n\n"


# ------------------------------------------------------------------------------------------------ 01 clean
def t01() -> None:
    # clean: a live price page read twice 39 minutes apart; supply grows with mined blocks; dated news disagree with today's price
    cg = "https://www.coingecko.com/en/coins/bitcoin"
    page = ("# Bitcoin (BTC)\n\nRank #1\n\n**${price}** {arrow}{chg}% (24h)\n\nLast updated: {time} UTC\n\n"
            "| | |\n| --- | --- |\n| Market Cap | ${mcap} |\n| 24 Hour Trading Vol | ${vol} |\n| Fully Diluted Valuation | ${fdv} |\n"
            "| Circulating Supply | {supply} |\n| Total Supply | {supply} |\n| Max Supply | 21,000,000 |\n\n"
            "24h Range: $96,102.57 – ${high}\n\n"
            "## Bitcoin Price Statistics\n\n| | |\n| --- | --- |\n| All-Time High | $108,786.00 (Jan 20, 2025) |\n"
            "| All-Time Low | $67.81 (Jul 06, 2013) |\n| 7d Range | $94,871.12 – $98,711.40 |\n\n"
            "## About Bitcoin\n\nBitcoin is the first successful internet money based on peer-to-peer technology, whereby no central "
            "bank or authority is involved in the transaction and production of the Bitcoin currency. It was created by an "
            "anonymous individual/group under the name, Satoshi Nakamoto. The source code is available publicly as an open "
            "source project.")
    p1 = page.format(price="98,214.33", arrow="▲", chg="1.8", time="10:02:14", mcap="1,947,244,547,673", vol="31,402,118,563",
                     fdv="2,062,500,930,000", supply="19,826,481", high="98,711.40")
    p2 = page.format(price="97,906.80", arrow="▲", chg="1.5", time="10:41:37", mcap="1,941,148,484,852", vol="31,855,260,907",
                     fdv="2,056,042,800,000", supply="19,826,493", high="98,711.40")
    t = [(search("bitcoin price today USD"),
          serp((cg, "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinGecko", "Track the latest Bitcoin price, market cap, trading volume, news and more with CoinGecko's live BTC price chart and popular cryptocurrency price tracker.", "N/A"),
               ("https://coinmarketcap.com/currencies/bitcoin/", "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinMarketCap", "The live Bitcoin price today is updated in real time, with a 24-hour trading volume ... We update our BTC to USD price in real-time.", "N/A"),
               ("https://www.reuters.com/markets/currencies/bitcoin-tops-100000-first-time-2024-12-05/", "Bitcoin tops $100,000 for the first time | Reuters", "Bitcoin crossed $100,000 for the first time on Thursday, as investors bet on a friendlier regulatory environment for crypto ...", "Dec 5, 2024"),
               ("https://www.cnbc.com/2025/01/20/bitcoin-hits-record-ahead-of-trump-inauguration.html", "Bitcoin hits a record high ahead of Trump's inauguration - CNBC", "The price of bitcoin rose to a new all-time high early Monday, hours before Donald Trump's inauguration ...", "Jan 20, 2025"),
               ("https://www.google.com/finance/quote/BTC-USD", "Bitcoin (BTC / USD) Price & News - Google Finance", "Get the latest Bitcoin (BTC / USD) real-time quote, historical performance, charts, and other financial information ...", "N/A"),
               ("https://finance.yahoo.com/quote/BTC-USD/", "Bitcoin USD (BTC-USD) Price, Value, News & History - Yahoo Finance", "Find the latest Bitcoin USD (BTC-USD) price quote, history, news and other vital information to help you with your cryptocurrency trading ...", "N/A"),
               ("https://www.coindesk.com/price/bitcoin", "Bitcoin Price | BTC Price Index and Live Chart - CoinDesk", "The price of Bitcoin (BTC) is tracked by the CoinDesk Bitcoin Price Index (XBX) ...", "N/A"))),
         (wx(cg), p1),
         (mem("add", dict={"btc_usd_coingecko_1002utc": "$98,214.33 (+1.8% 24h), 2025-02-20 10:02 UTC"}), added("btc_usd_coingecko_1002utc")),
         (search("bitcoin halving 2024 block height date block reward"),
          serp(("https://en.wikipedia.org/wiki/Bitcoin#Mining", "Bitcoin - Wikipedia", "The reward halves every 210,000 blocks ... the fourth halving, on 20 April 2024 at block 840,000, reduced the block subsidy to 3.125 bitcoins.", "N/A"),
               ("https://www.coindesk.com/markets/2024/04/20/bitcoin-halving-is-complete-block-reward-drops-to-3125-btc", "Bitcoin Halving Is Complete: Block Reward Drops to 3.125 BTC - CoinDesk", "The fourth bitcoin halving took place at block 840,000, cutting miner rewards from 6.25 BTC to 3.125 BTC per block ...", "Apr 20, 2024"),
               ("https://www.bitcoinblockhalf.com/", "Bitcoin Block Reward Halving Countdown", "Reward-Drop ETA date: ... Bitcoin's block reward will halve again at block 1,050,000, expected in 2028 ...", "N/A"),
               ("https://www.investopedia.com/bitcoin-halving-4843769", "What Is Bitcoin Halving? Definition, How It Works, Why It Matters", "Bitcoin halving is when the reward for mining bitcoin transactions is cut in half. This event also cuts in half bitcoin's inflation rate ...", "Apr 22, 2024"),
               ("https://www.reddit.com/r/Bitcoin/comments/1c8kx5p/the_halving_has_happened/", "The halving has happened! : r/Bitcoin", "Block 840,000 mined by ViaBTC. Subsidy is now 3.125 ...", "Apr 20, 2024"))),
         (wx(cg, "current BTC price"), p2),
         (mem("add", dict={"btc_usd_coingecko_1041utc": "$97,906.80 (+1.5% 24h), 2025-02-20 10:41 UTC"}), added("btc_usd_coingecko_1041utc")),
         (mem("retrieve_all"),
          "{'btc_usd_coingecko_1002utc': '$98,214.33 (+1.8% 24h), 2025-02-20 10:02 UTC', 'btc_usd_coingecko_1041utc': '$97,906.80 (+1.5% 24h), 2025-02-20 10:41 UTC'}")]
    R.add("search", "h4-search-01", SYS, t)


# ------------------------------------------------------------------------------------------------ 02 bad
def t02() -> None:
    # bad (turn 2): the extracted Wikipedia infobox names another shuttle than the search snippet of the same page
    hst = "https://en.wikipedia.org/wiki/Hubble_Space_Telescope"
    t = [(search("Hubble Space Telescope launch date space shuttle mission"),
          serp((hst, "Hubble Space Telescope - Wikipedia", "The Hubble Space Telescope (HST or Hubble) is a space telescope that was launched into low Earth orbit in 1990 ... Hubble was carried aloft by Space Shuttle Discovery on mission STS-31 on April 24, 1990 ...", "N/A"),
               ("https://science.nasa.gov/mission/hubble/overview/", "Hubble Overview - NASA Science", "On April 24, 1990, the Space Shuttle Discovery lifted off from Kennedy Space Center in Florida carrying the Hubble Space Telescope ...", "N/A"),
               ("https://en.wikipedia.org/wiki/STS-31", "STS-31 - Wikipedia", "STS-31 was the 35th mission of the American Space Shuttle program, which launched the Hubble Space Telescope astronomical observatory into Earth orbit ...", "N/A"),
               ("https://www.esa.int/Science_Exploration/Space_Science/Hubble_overview", "ESA - Hubble overview", "The NASA/ESA Hubble Space Telescope has been in orbit since 1990 ... ESA provided the Faint Object Camera and the solar panels ...", "N/A"),
               ("https://www.space.com/15892-hubble-space-telescope.html", "Hubble Space Telescope: Pictures, facts & history | Space", "The Hubble Space Telescope launched on April 24, 1990, ... and it was deployed the following day ...", "Feb 1, 2024"),
               ("https://www.britannica.com/topic/Hubble-Space-Telescope", "Hubble Space Telescope | Discoveries, Facts, & History | Britannica", "Hubble Space Telescope (HST), the first sophisticated optical observatory placed into orbit around Earth ...", "N/A"),
               ("https://www.nasa.gov/history/35-years-ago-sts-31-launches-the-hubble-space-telescope/", "35 Years Ago: STS-31 Launches the Hubble Space Telescope - NASA", "On April 24, 1990, space shuttle Discovery and its five-person crew lifted off on the STS-31 mission ...", "Apr 24, 2025"))),
         (wx(hst),
          WIKI_HEAD + "Space telescope in low Earth orbit, launched 1990\n\n"
          "| Hubble Space Telescope | |\n| --- | --- |\n| Names | HST, Hubble |\n| Mission type | Astronomy |\n| Operator | NASA · ESA · STScI |\n"
          "| COSPAR ID | 1990-037B |\n| SATCAT no. | 20580 |\n| Launch mass | 11,110 kg (24,490 lb) |\n| Length | 13.2 m (43 ft) |\n"
          "| Launch date | 24 April 1990, 12:33:51 UTC |\n| Rocket | Space Shuttle *Atlantis* (STS-31) |\n| Launch site | Kennedy, LC-39B |\n"
          "| Deployment date | 25 April 1990 |\n| Orbit regime | Low Earth orbit |\n| Altitude | 535 km |\n| Period | 95.42 minutes |\n"
          "| Diameter | 2.4 m (7 ft 10 in) |\n| Wavelengths | Near-infrared, visible light, ultraviolet |\n\n"
          "The **Hubble Space Telescope** (often referred to as **HST** or **Hubble**) is a space telescope that was launched into low Earth orbit in 1990 and remains in operation. It was not the first space telescope, but it is one of the largest and most versatile, renowned as a vital research tool and as a public relations boon for astronomy. The Hubble telescope is named after astronomer Edwin Hubble and is one of NASA's Great Observatories. The Space Telescope Science Institute (STScI) selects Hubble's targets and processes the resulting data, while the Goddard Space Flight Center (GSFC) controls the spacecraft.\n\n"
          "Hubble features a 2.4 m (7 ft 10 in) mirror, and its five main instruments observe in the ultraviolet, visible, and near-infrared regions of the electromagnetic spectrum.\n\n"
          "## Launch and deployment\n\n[edit]\n\nAfter the delays caused by the *Challenger* disaster, the telescope was launched on April 24, 1990, on mission STS-31. The telescope was released from the shuttle's payload bay the following day, April 25, 1990.\n\n"
          "## Flawed mirror\n\n[edit]\n\nWithin weeks of the launch of the telescope, the returned images indicated a serious problem with the optical system. ... the primary mirror had been ground to the wrong shape, an error of about 2200 nanometers at the edge ... The fix, COSTAR, was installed during the first servicing mission in 1993."),
         (mem("add", dict={"hubble_launch": "1990-04-24 12:33:51 UTC, STS-31 from LC-39B; deployed 1990-04-25"}), added("hubble_launch")),
         (search("Hubble servicing missions list year shuttle"),
          serp(("https://science.nasa.gov/mission/hubble/observatory/missions-to-hubble/", "Missions to Hubble - NASA Science", "Hubble is the only telescope designed to be maintained in space by astronauts. Five space shuttle missions have repaired, upgraded, and replaced systems on the telescope ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Hubble_Space_Telescope#Servicing_missions_and_new_instruments", "Hubble Space Telescope - Wikipedia", "Servicing Mission 1 (STS-61) in December 1993 ... Servicing Mission 4 (STS-125) in May 2009 was the last ...", "N/A"),
               ("https://esahubble.org/about/history/servicing_missions/", "Servicing Missions | ESA/Hubble", "Five Servicing Missions were planned and carried out by NASA astronauts between 1993 and 2009 ...", "N/A"),
               ("https://en.wikipedia.org/wiki/STS-125", "STS-125 - Wikipedia", "STS-125, or HST-SM4 (Hubble Space Telescope Servicing Mission 4), was the fifth and final Space Shuttle mission to the Hubble Space Telescope ...", "N/A"),
               ("https://www.space.com/hubble-servicing-missions", "Hubble servicing missions: How astronauts fixed and upgraded the telescope", "From fixing the telescope's blurry vision in 1993 to installing Wide Field Camera 3 in 2009 ...", "Apr 23, 2020"))),
         (wx("https://science.nasa.gov/mission/hubble/observatory/missions-to-hubble/"),
          "# Missions to Hubble\n\nHubble is the only telescope designed to be maintained in space by astronauts. Between 1993 and 2009, five space shuttle missions repaired, upgraded, and replaced systems on the telescope, including all five of the main science instruments.\n\n"
          "| Mission | Date | Shuttle | Highlights |\n| --- | --- | --- | --- |\n"
          "| Servicing Mission 1 (STS-61) | December 1993 | Endeavour | Installed COSTAR corrective optics and WFPC2 |\n"
          "| Servicing Mission 2 (STS-82) | February 1997 | Discovery | Installed NICMOS and STIS |\n"
          "| Servicing Mission 3A (STS-103) | December 1999 | Discovery | Replaced all six gyroscopes and a Fine Guidance Sensor |\n"
          "| Servicing Mission 3B (STS-109) | March 2002 | Columbia | Installed the Advanced Camera for Surveys (ACS) and new solar arrays |\n"
          "| Servicing Mission 4 (STS-125) | May 2009 | Atlantis | Installed Wide Field Camera 3 and the Cosmic Origins Spectrograph; repaired ACS and STIS |\n\n"
          "## After the last servicing mission\n\nWith the retirement of the Space Shuttle in 2011, no further servicing visits have been possible. Since 2009 the telescope has continued to operate on its own, with gyroscope failures handled by switching to reduced-gyro modes."),
         (mem("add", dict={"hubble_servicing": "SM1 Dec 1993 STS-61 Endeavour; SM2 Feb 1997 STS-82 Discovery; SM3A Dec 1999 STS-103 Discovery; SM3B Mar 2002 STS-109 Columbia; SM4 May 2009 STS-125 Atlantis"}),
          added("hubble_servicing"))]
    R.add("search", "h4-search-02", SYS, t, bad=True, turn=2, kind="snippet_disagrees")


# ------------------------------------------------------------------------------------------------ 03 bad
def t03() -> None:
    # bad (turn 5): the PubMed record of the AlphaFold paper gives another DOI than its own snippet and the Nature page
    nat = "https://www.nature.com/articles/s41586-021-03819-2"
    pm = "https://pubmed.ncbi.nlm.nih.gov/34265844/"
    t = [(search("AlphaFold2 Nature 2021 Jumper highly accurate protein structure prediction DOI"),
          serp((nat, "Highly accurate protein structure prediction with AlphaFold | Nature", "Jumper, J., Evans, R., Pritzel, A. et al. Highly accurate protein structure prediction with AlphaFold. Nature 596, 583–589 (2021) ...", "Jul 15, 2021"),
               (pm, "Highly accurate protein structure prediction with AlphaFold - PubMed", "Nature. 2021 Aug;596(7873):583-589. doi: 10.1038/s41586-021-03819-2. Epub 2021 Jul 15. Authors John Jumper, Richard Evans, Alexander Pritzel ...", "N/A"),
               ("https://deepmind.google/discover/blog/alphafold-a-solution-to-a-50-year-old-grand-challenge-in-biology/", "AlphaFold: a solution to a 50-year-old grand challenge in biology - Google DeepMind", "In the results from the 14th Critical Assessment of protein Structure Prediction (CASP) assessment, AlphaFold ...", "Nov 30, 2020"),
               ("https://www.nature.com/articles/s41586-021-03828-1", "Highly accurate protein structure prediction for the human proteome | Nature", "Tunyasuvunakool, K., Adler, J., Wu, Z. et al. ... Nature 596, 590–596 (2021) ...", "Jul 22, 2021"),
               ("https://en.wikipedia.org/wiki/AlphaFold", "AlphaFold - Wikipedia", "AlphaFold is an artificial intelligence (AI) program developed by DeepMind, a subsidiary of Alphabet, which performs predictions of protein structure ...", "N/A"),
               ("https://github.com/google-deepmind/alphafold", "google-deepmind/alphafold: Open source code for AlphaFold 2. - GitHub", "This package provides an implementation of the inference pipeline of AlphaFold v2. ... please cite our paper: Jumper et al. 2021 ...", "N/A"),
               ("https://www.science.org/doi/10.1126/science.abj8754", "Accurate prediction of protein structures and interactions using a three-track neural network | Science", "Baek M, DiMaio F, Anishchenko I, et al. ... we explored network architectures that incorporate related ideas ...", "Jul 15, 2021"))),
         (wx(nat),
          "Article | Open access | Published: 15 July 2021\n\n# Highly accurate protein structure prediction with AlphaFold\n\n"
          "John Jumper, Richard Evans, Alexander Pritzel, Tim Green, Michael Figurnov, Olaf Ronneberger, Kathryn Tunyasuvunakool, Russ Bates, Augustin Žídek, ... Demis Hassabis\n\n"
          "*Nature* **volume 596**, pages 583–589 (2021)\n\n"
          "## Abstract\n\nProteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function. Through an enormous experimental effort, the structures of around 100,000 unique proteins have been determined, but this represents a small fraction of the billions of known protein sequences. ... Here we provide the first computational method that can regularly predict protein structures with atomic accuracy even in cases in which no similar structure is known. We validated an entirely redesigned version of our neural network-based model, AlphaFold, in the challenging 14th Critical Assessment of protein Structure Prediction (CASP14), demonstrating accuracy competitive with experimental structures in a majority of cases and greatly outperforming other methods.\n\n"
          "## Main\n\n... In CASP14, AlphaFold structures had a median backbone accuracy of 0.96 Å r.m.s.d.95 (Cα root-mean-square deviation at 95% residue coverage), whereas the next best performing method had a median backbone accuracy of 2.8 Å r.m.s.d.95 ...\n\n"
          "## About this article\n\n| | |\n| --- | --- |\n| Received | 11 May 2021 |\n| Accepted | 12 July 2021 |\n| Published | 15 July 2021 |\n| Issue Date | 26 August 2021 |\n| DOI | https://doi.org/10.1038/s41586-021-03819-2 |"),
         (mem("add", dict={"alphafold2_citation": "Jumper et al., Highly accurate protein structure prediction with AlphaFold, Nature 596, 583-589 (2021)", "alphafold2_doi": "10.1038/s41586-021-03819-2"}),
          added("alphafold2_citation", "alphafold2_doi")),
         (search("RoseTTAFold Baek 2021 Science three-track network"),
          serp(("https://www.science.org/doi/10.1126/science.abj8754", "Accurate prediction of protein structures and interactions using a three-track neural network | Science", "DeepMind presented notably accurate predictions at the recent 14th Critical Assessment of Structure Prediction (CASP14) conference. We explored network architectures ...", "Jul 15, 2021"),
               ("https://pubmed.ncbi.nlm.nih.gov/34282049/", "Accurate prediction of protein structures and interactions using a three-track neural network - PubMed", "Science. 2021 Aug 20;373(6557):871-876. doi: 10.1126/science.abj8754. Epub 2021 Jul 15.", "N/A"),
               ("https://github.com/RosettaCommons/RoseTTAFold", "RosettaCommons/RoseTTAFold - GitHub", "This package contains deep learning models and related scripts to run RoseTTAFold ...", "N/A"),
               ("https://www.ipd.uw.edu/2021/07/rosettafold-accurate-protein-structure-prediction-accessible-to-all/", "RoseTTAFold: Accurate protein structure prediction accessible to all - Institute for Protein Design", "Baker lab scientists developed software capable of computing protein structures in as little as ten minutes ...", "Jul 15, 2021"),
               ("https://en.wikipedia.org/wiki/RoseTTAFold", "RoseTTAFold - Wikipedia", "RoseTTAFold is a deep learning-based protein structure prediction program developed by the Baker lab at the University of Washington ...", "N/A"))),
         (wx(pm),
          "# Highly accurate protein structure prediction with AlphaFold\n\n"
          "Nature. 2021 Aug;596(7873):583-589. doi: 10.1038/s41586-021-03891-2. Epub 2021 Jul 15.\n\n"
          "**Authors:** John Jumper, Richard Evans, Alexander Pritzel, Tim Green, Michael Figurnov, Olaf Ronneberger, Kathryn Tunyasuvunakool, Russ Bates, Augustin Žídek, Anna Potapenko, ... Pushmeet Kohli, Demis Hassabis\n\n"
          "**Affiliation:** DeepMind, London, UK.\n\n"
          "PMID: 34265844 | PMCID: PMC8371605\n\n"
          "## Abstract\n\nProteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function. ... We validated an entirely redesigned version of our neural network-based model, AlphaFold, in the challenging 14th Critical Assessment of protein Structure Prediction (CASP14), demonstrating accuracy competitive with experimental structures in a majority of cases and greatly outperforming other methods. ...\n\n"
          "## Publication types\n\n- Research Support, Non-U.S. Gov't\n\n## MeSH terms\n\n- Deep Learning\n- Models, Molecular\n- Protein Conformation\n- Protein Folding\n- Proteins / chemistry\n\n## Cited by\n\n> 10,000 articles in PubMed Central"),
         (wx("https://www.science.org/doi/10.1126/science.abj8754"),
          "RESEARCH ARTICLE | PROTEIN STRUCTURE PREDICTION\n\n# Accurate prediction of protein structures and interactions using a three-track neural network\n\n"
          "Minkyung Baek, Frank DiMaio, Ivan Anishchenko, Justas Dauparas, Sergey Ovchinnikov, Gyu Rie Lee, Jue Wang, Qian Cong, ... David Baker\n\n"
          "*Science* • 20 Aug 2021 • Vol 373, Issue 6557 • pp. 871-876 • First release: 15 Jul 2021 • DOI: 10.1126/science.abj8754\n\n"
          "## Abstract\n\nDeepMind presented notably accurate predictions at the recent 14th Critical Assessment of Structure Prediction (CASP14) conference. We explored network architectures that incorporate related ideas and obtained the best performance with a three-track network in which information at the one-dimensional (1D) sequence level, the 2D distance map level, and the 3D coordinate level is successively transformed and integrated. The three-track network produces structure predictions with accuracies approaching those of DeepMind in CASP14, enables the rapid solution of challenging x-ray crystallography and cryo–electron microscopy structure modeling problems, and provides insights into the functions of proteins of currently unknown structure. The network also enables rapid generation of accurate protein-protein complex models from sequence information alone ..."),
         (mem("add", dict={"rosettafold_citation": "Baek et al., Science 373(6557), 871-876 (2021)", "rosettafold_doi": "10.1126/science.abj8754"}),
          added("rosettafold_citation", "rosettafold_doi"))]
    R.add("search", "h4-search-03", SYS, t, bad=True, turn=5, kind="identity_changed")


# ------------------------------------------------------------------------------------------------ 04 clean
def t04() -> None:
    # clean: memory written, corrected after a better source, a helper key removed, a filtered retrieve
    key_fig = "https://www.toureiffel.paris/en/the-monument/key-figures"
    t = [(search("Eiffel Tower height in metres"),
          serp(("https://en.wikipedia.org/wiki/Eiffel_Tower", "Eiffel Tower - Wikipedia", "The tower is 330 metres (1,083 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris ...", "N/A"),
               (key_fig, "Eiffel Tower key figures : height, weight, number of steps ... | Official website", "Everything you need to know about the Eiffel Tower: its height, its weight, the number of steps, rivets and light bulbs ...", "N/A"),
               ("https://www.britannica.com/topic/Eiffel-Tower-Paris-France", "Eiffel Tower | History, Height, & Facts | Britannica", "Eiffel Tower, Parisian landmark that is also a technological masterpiece in building-construction history ...", "N/A"),
               ("https://www.travelfrancebucketlist.com/eiffel-tower-facts/", "50 Eiffel Tower Facts You Probably Didn't Know", "The Eiffel Tower is 324 metres (1,063 ft) tall, including its antennas ...", "Jun 14, 2019"),
               ("https://www.lemonde.fr/en/france/article/2022/03/15/eiffel-tower-grows-six-metres-with-new-antenna_5977905_7.html", "Eiffel Tower grows six metres with new antenna - Le Monde", "A helicopter fixed a new digital radio antenna to the top of the tower on Tuesday, bringing its height to 330 metres ...", "Mar 15, 2022"),
               ("https://www.reddit.com/r/AskFrance/comments/u0k7yd/how_tall_is_the_eiffel_tower_now/", "How tall is the Eiffel Tower now? : r/AskFrance", "It changes with the antennas. It was 312 m at the opening in 1889, then 324 m for decades ...", "Apr 10, 2022"))),
         (mem("add", dict={"eiffel_height": "324 m (travel blog, 2019)", "todo_verify": "check toureiffel.paris key figures"}),
          added("eiffel_height", "todo_verify")),
         (wx(key_fig),
          "# The Eiffel Tower in figures\n\n## Height\n\n**330 m** — the height of the Eiffel Tower since 15 March 2022, when a new digital radio (DAB+) antenna was installed at the top, adding 6 metres. At its inauguration in 1889 the tower measured 312 m.\n\n"
          "| Level | Height |\n| --- | --- |\n| 1st floor | 57 m |\n| 2nd floor | 115 m |\n| Top | 276 m |\n\n"
          "## Weight\n\n- Metal structure: 7,300 tonnes\n- Total weight: about 10,100 tonnes\n\n"
          "## Construction\n\n- 18,038 metal parts\n- 2,500,000 rivets\n- Built in 2 years, 2 months and 5 days (1887–1889)\n\n"
          "## Steps\n\n674 steps lead from the esplanade to the 2nd floor; the top can only be reached by lift."),
         (mem("update", dict={"eiffel_height": "330 m since 15 Mar 2022 (DAB+ antenna, +6 m); 324 m before; 312 m in 1889"}), updated("eiffel_height")),
         (mem("remove", key_list=["todo_verify"]), removed("todo_verify")),
         (mem("retrieve", key_list=["eiffel_height", "todo_verify"]),
          "eiffel_height: 330 m since 15 Mar 2022 (DAB+ antenna, +6 m); 324 m before; 312 m in 1889\ntodo_verify: Key not found"),
         (search("Eiffel Tower top floor height 276 m lift"),
          serp((key_fig, "Eiffel Tower key figures : height, weight, number of steps ... | Official website", "Everything you need to know about the Eiffel Tower: its height, its weight, the number of steps, rivets and light bulbs ...", "N/A"),
               ("https://www.toureiffel.paris/en/the-monument/summit", "The Top of the Eiffel Tower | Official website", "At 276 m, the top is the highest observation deck open to the public in the European Union ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Eiffel_Tower", "Eiffel Tower - Wikipedia", "The top level's upper platform is 276 m (906 ft) above the ground – the highest observation deck accessible to the public in the European Union ...", "N/A")))]
    R.add("search", "h4-search-04", SYS, t)


# ------------------------------------------------------------------------------------------------ 05 bad
def t05() -> None:
    # bad (turn 3): right after a two-key add, retrieve_all lists only one of the keys
    blog = "https://blog.rust-lang.org/2025/02/20/Rust-1.85.0.html"
    guide = "https://doc.rust-lang.org/edition-guide/rust-2024/index.html"
    t = [(search("Rust 2024 edition stable which Rust version release date"),
          serp((blog, "Announcing Rust 1.85.0 and Rust 2024 | Rust Blog", "The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well ...", "Feb 20, 2025"),
               (guide, "Rust 2024 - The Rust Edition Guide", "The Rust 2024 Edition was stabilized in Rust 1.85.0 ... This chapter describes the changes in the 2024 edition ...", "N/A"),
               ("https://www.reddit.com/r/rust/comments/1iu09zj/announcing_rust_1850_and_rust_2024/", "Announcing Rust 1.85.0 and Rust 2024 : r/rust", "Finally! The biggest edition yet. RPIT lifetime capture changes ...", "Feb 20, 2025"),
               ("https://releases.rs/docs/1.85.0/", "1.85.0 | Rust Changelogs", "Released on: 20 February, 2025 ... Language: The 2024 Edition is now stable ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Rust_(programming_language)", "Rust (programming language) - Wikipedia", "Rust is a general-purpose programming language emphasizing performance, type safety, and concurrency ...", "N/A"),
               ("https://www.infoq.com/news/2025/03/rust-2024-edition/", "Rust 2024 Edition Released with Async Closures and More - InfoQ", "The Rust team released Rust 1.85, which stabilizes the 2024 edition, the largest edition to date ...", "Mar 4, 2025"))),
         (mem("add", dict={"rust2024_release": "Rust 1.85.0, 2025-02-20", "rust2024_guide": guide}), added("rust2024_release", "rust2024_guide")),
         (mem("retrieve_all"), json.dumps({"rust2024_guide": guide}, indent=2)),
         (wx(blog),
          "# Announcing Rust 1.85.0 and Rust 2024\n\nFeb. 20, 2025 · The Rust Release Team\n\n"
          "The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well. Rust is a programming language empowering everyone to build reliable and efficient software.\n\n"
          "If you have a previous version of Rust installed via `rustup`, you can get 1.85.0 with:\n\n```\n$ rustup update stable\n```\n\n"
          "## What's in 1.85.0 stable\n\n### Rust 2024\n\nWe are excited to announce that the Rust 2024 Edition is now stable! Editions are a mechanism for opt-in changes that may otherwise pose a backwards compatibility risk. ... This is the largest edition we have released.\n\n"
          "### Migrating to 2024\n\nThe guide includes migration instructions for all new features, and in general transitioning an existing project to a new edition. In many cases `cargo fix` can automate the necessary changes to your projects.\n\n"
          "### Async closures\n\nRust now supports asynchronous closures like `async || {}` which return futures when called. ...\n\n"
          "### Hiding trait implementations from diagnostics\n\nThe new `#[diagnostic::do_not_recommend]` attribute is a hint to the compiler to not show the annotated trait implementation as part of a diagnostic message.\n\n"
          "### `FromIterator` and `Extend` for tuples\n\nEarlier versions of Rust implemented convenience traits for iterators of `(T, U)` tuple pairs ... In 1.85, both `FromIterator` and `Extend` have been expanded to more tuple lengths, from singleton `(T,)` through to 12 items long."),
         (search("Rust 2024 edition changes RPIT lifetime capture gen keyword unsafe extern"),
          serp((guide, "Rust 2024 - The Rust Edition Guide", "The Rust 2024 Edition ... Language: RPIT lifetime capture rules, if let temporary scope, tail expression temporary scope ...", "N/A"),
               ("https://doc.rust-lang.org/edition-guide/rust-2024/rpit-lifetime-capture.html", "RPIT lifetime capture rules - The Rust Edition Guide", "In Rust 2024, all in-scope generic parameters, including lifetime parameters, are implicitly captured when the use<..> bound is not present ...", "N/A"),
               ("https://doc.rust-lang.org/edition-guide/rust-2024/gen-keyword.html", "gen keyword - The Rust Edition Guide", "The gen keyword has been reserved as part of RFC #3513 ...", "N/A"),
               ("https://blog.rust-lang.org/2024/11/27/Rust-2024-public-testing.html", "Rust 2024 call for testing | Rust Blog", "We've been hard at work on Rust 2024. We're thrilled about how it has turned out ...", "Nov 27, 2024"))),
         (wx(guide),
          "# Rust 2024\n\n| Info | |\n| --- | --- |\n| RFC | #3501 |\n| Release version | 1.85.0 |\n\n"
          "The Rust 2024 Edition was stabilized in Rust 1.85.0 on 2025-02-20.\n\n"
          "## Language\n\n- RPIT lifetime capture rules\n- `if let` temporary scope\n- Tail expression temporary scope\n- Match ergonomics reservations\n- Unsafe `extern` blocks\n- Unsafe attributes\n- `unsafe_op_in_unsafe_fn` warning\n- Disallow references to `static mut`\n- Never type fallback change\n- Macro fragment specifiers\n- Missing macro fragment specifiers\n- `gen` keyword\n- Reserved syntax\n\n"
          "## Standard library\n\n- Changes to the prelude (`Future`, `IntoFuture`)\n- Add `IntoIterator` for `Box<[T]>`\n- Newly unsafe functions (`std::env::set_var`, `std::env::remove_var`)\n\n"
          "## Cargo\n\n- Cargo: Rust-version aware resolver\n- Cargo: Table and key name consistency\n- Cargo: Reject unused inherited default-features\n\n"
          "## Rustdoc\n\n- Rustdoc combined tests\n- Rustdoc nested `include!` change\n\n## Rustfmt\n\n- Rustfmt: Style edition"),
         (mem("add", dict={"rust2024_changes": "RPIT captures all in-scope lifetimes; if-let/tail-expr temporary scopes; unsafe extern blocks + unsafe attributes; static mut refs denied; gen reserved; set_var/remove_var unsafe; resolver v3 (rust-version aware)"}),
          added("rust2024_changes"))]
    R.add("search", "h4-search-05", SEARCH_SYSTEM, t, bad=True, turn=3, kind="created_missing")


# ------------------------------------------------------------------------------------------------ 06 clean
def t06() -> None:
    # clean: different sources give different heights for Everest, each dated and attributed
    ev = "https://en.wikipedia.org/wiki/Mount_Everest"
    ng = "https://education.nationalgeographic.org/resource/mount-everest/"
    t = [(search("Mount Everest official height 8848.86 announcement"),
          serp((ev, "Mount Everest - Wikipedia", "Mount Everest ... is Earth's highest mountain above sea level ... The China–Nepal border runs across its summit point. Its elevation (snow height) of 8,848.86 m (29,031 ft 8+1⁄2 in) was most recently established in 2020 ...", "N/A"),
               ("https://www.bbc.com/news/world-asia-55218946", "Mount Everest: Nepal and China agree on new height - BBC News", "Nepal and China have jointly announced a new official height for Mount Everest: 8,848.86m (29,031.7ft) ... The new height is 86cm higher than the previous Nepali measurement ...", "Dec 8, 2020"),
               (ng, "Mount Everest - National Geographic Education", "Mount Everest is the highest of the Himalayan mountains ... In 1999, climbers using GPS measured its height at 8,850 meters (29,035 feet) ...", "N/A"),
               ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica", "Mount Everest, mountain on the crest of the Great Himalayas of southern Asia ... height 29,032 feet (8,849 metres) ...", "N/A"),
               ("https://www.reuters.com/article/us-nepal-china-everest-idUSKBN28I0Q5", "Nepal, China agree on new, taller height for Mount Everest | Reuters", "Mount Everest is 0.86 metres taller than previously thought, Nepal and China said on Tuesday ...", "Dec 8, 2020"),
               ("https://www.nytimes.com/2020/12/08/world/asia/mount-everest-height.html", "Mount Everest Just Got Taller. Sort Of. - The New York Times", "China had previously measured the peak's rock height at 29,017 feet, while Nepal's official figure, 29,029 feet, included the snow cap ...", "Dec 8, 2020"))),
         (wx(ev),
          WIKI_HEAD + "Earth's highest mountain above sea level\n\n"
          "| Mount Everest | |\n| --- | --- |\n| Elevation | 8,848.86 m (29,031.7 ft) Ranked 1st |\n| Prominence | 8,848.86 m (29,031.7 ft) Ranked 1st |\n"
          "| Listing | Seven Summits, Eight-thousander |\n| Location | Khumbu Pasang Lhamu, Nepal; Tingri County, Xizang, China |\n| Parent range | Mahalangur Himal, Himalayas |\n"
          "| First ascent | 29 May 1953 by Edmund Hillary and Tenzing Norgay |\n\n"
          "**Mount Everest** is Earth's highest mountain above sea level. It lies in the Mahalangur Himal sub-range of the Himalayas and marks part of the China–Nepal border at its summit point. Its height was most recently established in 2020 by Chinese and Nepali authorities as 8,848.86 m (29,031 ft 8+1⁄2 in).\n\n"
          "## Surveys\n\n[edit]\n\n| Year | Surveyor | Height |\n| --- | --- | --- |\n| 1856 | Great Trigonometrical Survey | 8,840 m (29,002 ft) |\n| 1955 | Survey of India | 8,848 m (29,029 ft) |\n| 1999 | Bradford Washburn / National Geographic (GPS) | 8,850 m (29,035 ft) |\n| 2005 | Chinese Academy of Surveying and Mapping | 8,844.43 m (29,017.16 ft) rock height |\n| 2020 | China and Nepal, joint announcement | 8,848.86 m (29,031.7 ft) snow height |\n\n"
          "The 2005 Chinese figure measured the rock height and excluded the snow and ice cap of about 3.5 m. Nepal continued to use 8,848 m until the joint 2020 announcement."),
         (wx(ng, "height measurements of Everest"),
          "# Mount Everest\n\nMount Everest is the highest of the Himalayan mountains, and—at 8,849 meters (29,032 feet)—is considered the highest point on Earth.\n\n"
          "## Measuring the mountain\n\nIn 1852, the Great Trigonometrical Survey of India identified Peak XV as the tallest mountain in the world. Its height was first published in 1856 as 8,840 meters (29,002 feet).\n\n"
          "In 1955 an Indian survey put it at 8,848 meters (29,029 feet), a figure that Nepal long used as official. In 1999, a team sponsored by the National Geographic Society and Boston's Museum of Science used GPS equipment on the summit and measured 8,850 meters (29,035 feet).\n\n"
          "In December 2020, China and Nepal jointly announced a height of 8,848.86 meters (29,031.7 feet), which rounds to the 8,849 meters used above.\n\n"
          "Because the summit is covered by snow and ice whose depth changes, and because the Indian and Eurasian plates keep pushing the range upward, measurements will continue to vary."),
         (search("Everest height 8844.43 China 2005 rock height snow cap"),
          serp(("https://www.chinadaily.com.cn/english/doc/2005-10/09/content_483582.htm", "Mt Qomolangma height now 8,844.43 metres - China Daily", "The height of the world's highest peak Mount Qomolangma has been measured at 8,844.43 metres, 3.7 metres lower than the previous figure ...", "Oct 9, 2005"),
               (ev, "Mount Everest - Wikipedia", "... The 2005 Chinese figure measured the rock height and excluded the snow and ice cap ...", "N/A"),
               ("https://www.nature.com/articles/d41586-020-03456-9", "Everest grows: new survey says world's highest peak is 8,848.86 metres | Nature", "China and Nepal put aside past disagreements to reach a consensus on the height of the mountain ...", "Dec 10, 2020"))),
         (mem("add", dict={"everest_height_official": "8,848.86 m (29,031.7 ft), China-Nepal joint announcement 8 Dec 2020",
                           "everest_height_history": "8,840 m (1856 GTS); 8,848 m (1955 Survey of India, Nepal official until 2020); 8,850 m / 29,035 ft (1999 NGS GPS); 8,844.43 m rock height (China 2005)"}),
          added("everest_height_official", "everest_height_history")),
         (mem("retrieve", key_list=["everest_height_official"]),
          "{'everest_height_official': '8,848.86 m (29,031.7 ft), China-Nepal joint announcement 8 Dec 2020'}")]
    R.add("search", "h4-search-06", SYS, t)


# ------------------------------------------------------------------------------------------------ 07 clean
def t07() -> None:
    # clean: overlapping queries rank the same pages differently; the same URL keeps its title and date
    pep = "https://peps.python.org/pep-0703/"
    howto = "https://docs.python.org/3/howto/free-threading-python.html"
    whatsnew = "https://docs.python.org/3/whatsnew/3.13.html#free-threaded-cpython"
    lwn = "https://lwn.net/Articles/947138/"
    t = [(search("PEP 703 making the global interpreter lock optional"),
          serp((pep, "PEP 703 – Making the Global Interpreter Lock Optional in CPython | peps.python.org", "CPython's global interpreter lock (\"GIL\") prevents multiple threads from executing Python code at the same time ... This PEP proposes adding a build configuration (--disable-gil) to CPython ...", "N/A"),
               ("https://discuss.python.org/t/a-steering-council-notice-about-pep-703-making-the-global-interpreter-lock-optional-in-cpython/30474", "A Steering Council notice about PEP 703 (Making the Global Interpreter Lock Optional in CPython) - Python Discussions", "We intend to accept PEP 703, although we're still working on the acceptance details ...", "Jul 28, 2023"),
               (lwn, "The Python Steering Council accepts PEP 703 [LWN.net]", "The Python Steering Council has announced the acceptance of PEP 703 ... in three phases, starting with an experimental build ...", "Oct 25, 2023"),
               ("https://github.com/colesbury/nogil", "colesbury/nogil: Multithreaded Python without the GIL - GitHub", "This is a proof-of-concept implementation of CPython that supports multithreading without the global interpreter lock ...", "N/A"),
               (whatsnew, "What's New In Python 3.13 — Python 3.13 documentation", "CPython now has experimental support for running in a free-threaded mode, with the global interpreter lock (GIL) disabled ...", "N/A"),
               ("https://news.ycombinator.com/item?id=36913328", "Intent to approve PEP 703: making the GIL optional | Hacker News", "The steering council intends to accept PEP 703 ... 740 points, 449 comments", "Jul 28, 2023"))),
         (search("python 3.13 free-threaded build how to enable no GIL"),
          serp((howto, "Python support for free threading — Python 3.13 documentation", "Starting with the 3.13 release, CPython has experimental support for a build of Python called free threading where the global interpreter lock (GIL) is disabled ...", "N/A"),
               (whatsnew, "What's New In Python 3.13 — Python 3.13 documentation", "CPython now has experimental support for running in a free-threaded mode, with the global interpreter lock (GIL) disabled ...", "N/A"),
               (pep, "PEP 703 – Making the Global Interpreter Lock Optional in CPython | peps.python.org", "CPython's global interpreter lock (\"GIL\") prevents multiple threads from executing Python code at the same time ... This PEP proposes adding a build configuration (--disable-gil) to CPython ...", "N/A"),
               ("https://py-free-threading.github.io/installing_cpython/", "Installing a free-threaded Python - Python Free-Threading Guide", "Binary install options: python.org installers (macOS and Windows), Ubuntu deadsnakes PPA (python3.13-nogil), conda-forge (python-freethreading) ...", "N/A"),
               ("https://realpython.com/python313-free-threading-jit/", "Python 3.13 Preview: Free Threading and a JIT Compiler – Real Python", "In this tutorial, you'll compile Python 3.13 from source with free threading enabled ...", "Sep 18, 2024"),
               ("https://stackoverflow.com/questions/78658936/how-to-install-python-3-13-with-free-threading", "How to install Python 3.13 with free threading - Stack Overflow", "On Windows, tick 'Download free-threaded binaries' in the installer's advanced options; it installs python3.13t.exe ...", "Jun 22, 2024"),
               (lwn, "The Python Steering Council accepts PEP 703 [LWN.net]", "The Python Steering Council has announced the acceptance of PEP 703 ... in three phases, starting with an experimental build ...", "Oct 25, 2023"))),
         (wx(pep),
          "# PEP 703 – Making the Global Interpreter Lock Optional in CPython\n\n"
          "| | |\n| --- | --- |\n| Author | Sam Gross |\n| Sponsor | Łukasz Langa |\n| Discussions-To | Discourse thread |\n| Status | Accepted |\n| Type | Standards Track |\n| Created | 09-Jan-2023 |\n| Python-Version | 3.13 |\n| Resolution | Discourse message |\n\n"
          "## Abstract\n\nCPython's global interpreter lock (\"GIL\") prevents multiple threads from executing Python code at the same time. The GIL is an obstacle to using multi-core CPUs from Python efficiently. This PEP proposes adding a build configuration (`--disable-gil`) to CPython to let it run Python code without the global interpreter lock and with the necessary changes needed to make the interpreter thread-safe.\n\n"
          "## Motivation\n\nThe GIL is a major obstacle to concurrency. For scientific computing tasks, this lack of concurrency is often a bigger issue than speed of executing Python code ...\n\n"
          "## Specification\n\n### Build Configuration Changes\n\nThe main changes are a new configure flag, `--disable-gil`, and a new ABI flag, `t`, added to the filename of the interpreter and extension modules ...\n\n"
          "### Reference Counting\n\nBiased reference counting, immortalization and deferred reference counting ..."),
         (wx(howto),
          "# Python support for free threading\n\nStarting with the 3.13 release, CPython has experimental support for a build of Python called *free threading* where the global interpreter lock (GIL) is disabled. Free-threaded execution allows for full utilization of the available processing power by running threads in parallel on available CPU cores. While not all software will benefit from this automatically, programs designed with threading in mind will run faster on multi-core hardware.\n\n"
          "**The free-threaded mode is experimental** and work is ongoing to improve it: expect some bugs and a substantial single-threaded performance hit.\n\n"
          "## Installation\n\nStarting with Python 3.13, the official macOS and Windows installers optionally support installing free-threaded Python binaries. The installers are available at https://www.python.org/downloads/.\n\n"
          "## Identifying free-threaded Python\n\nTo check if the current interpreter supports free-threading, `python -VV` and `sys.version` contain \"experimental free-threading build\". The new `sys._is_gil_enabled()` function can be used to check whether the GIL is actually disabled in the running process.\n\n"
          "## The global interpreter lock in free-threaded Python\n\nFree-threaded builds of CPython support optionally running with the GIL enabled at runtime using the environment variable `PYTHON_GIL` or the command-line option `-X gil`.\n\n"
          "The GIL may also automatically be enabled when importing a C-API extension module that is not explicitly marked as supporting free threading. A warning will be printed in this case."),
         (search("sys._is_gil_enabled PYTHON_GIL=0 python3.13t"),
          serp((howto, "Python support for free threading — Python 3.13 documentation", "... The new sys._is_gil_enabled() function can be used to check whether the GIL is actually disabled in the running process ...", "N/A"),
               ("https://docs.python.org/3/using/cmdline.html#envvar-PYTHON_GIL", "1. Command line and environment — Python 3.13 documentation", "PYTHON_GIL: If this variable is set to 1, the global interpreter lock (GIL) will be forced on. Setting it to 0 forces the GIL off (needs Python configured with the --disable-gil build option) ...", "N/A"),
               ("https://docs.python.org/3/library/sys.html#sys._is_gil_enabled", "sys — System-specific parameters and functions — Python 3.13 documentation", "sys._is_gil_enabled(): Return True if the GIL is enabled and False if it is disabled. Added in version 3.13 ...", "N/A"),
               ("https://github.com/python/cpython/issues/116167", "Allow disabling the GIL with PYTHON_GIL=0 or -X gil=0 · Issue #116167 · python/cpython", "In free-threaded builds, running with PYTHON_GIL=1 should enable the GIL at runtime ...", "Mar 1, 2024"))),
         (mem("add", dict={"pep703": "Accepted; author Sam Gross; experimental free-threaded build in 3.13 (configure --disable-gil, binary python3.13t)",
                           "gil_runtime_switch": "PYTHON_GIL=0/1 or -X gil=0/1; check with sys._is_gil_enabled()"}),
          added("pep703", "gil_runtime_switch"))]
    R.add("search", "h4-search-07", SYS, t)


# ------------------------------------------------------------------------------------------------ 08 bad
def t08() -> None:
    # bad (turn 5): a second clock page for Tokyo shows a time earlier than the one read two minutes before
    tk = "https://www.timeanddate.com/worldclock/japan/tokyo"
    jpx = "https://www.jpx.co.jp/english/equities/trading/domestic/01.html"
    t = [(search("current time in Tokyo"),
          serp((tk, "Current Local Time in Tokyo, Tokyo, Japan - timeanddate.com", "Current local time in Japan – Tokyo – Tokyo. Get Tokyo's weather and area codes, time zone and DST. Explore Tokyo's sunrise and sunset, moonrise and moonset.", "N/A"),
               ("https://time.is/Tokyo", "Time in Tokyo, Japan now - Time.is", "Exact time now, time zone, time difference, sunrise/sunset time and key facts for Tokyo, Japan.", "N/A"),
               ("https://www.timeanddate.com/time/zone/japan/tokyo", "Time Zone in Tokyo, Japan - timeanddate.com", "Current time zone offset: UTC +9 ... Japan Standard Time (JST). No daylight saving time ...", "N/A"),
               ("https://www.worldtimebuddy.com/japan-tokyo-time", "Current Local Time in Tokyo, Japan - World Time Buddy", "Tokyo Time Zone converter ... JST (UTC +9)", "N/A"),
               ("https://en.wikipedia.org/wiki/Japan_Standard_Time", "Japan Standard Time - Wikipedia", "Japan Standard Time (JST) is the standard time zone in Japan, 9 hours ahead of UTC (UTC+09:00). Japan does not observe daylight saving time ...", "N/A"))),
         (wx(tk),
          "# Current Local Time in Tokyo, Japan\n\n**14:32:07**\n\nWednesday, 5 March 2025\n\n"
          "| | |\n| --- | --- |\n| Time Zone | JST (Japan Standard Time) UTC/GMT +9 hours |\n| DST | Not observed in 2025 |\n| Difference | 14 hours ahead of New York |\n\n"
          "## Sun & Moon\n\n- Sunrise: 05:58 ↑ 97° East\n- Sunset: 17:38 ↑ 263° West\n- Day length: 11 hours, 40 minutes\n- Moon: 27.6% (waxing crescent)\n\n"
          "## Weather\n\n11 °C, Partly sunny. Humidity 41%. Wind 13 km/h from the North.\n\n"
          "## Airports\n\n- Tokyo Haneda International Airport (HND), 15 km\n- Narita International Airport (NRT), 58 km\n\nPhone: country code +81, area code 3."),
         (wx("https://www.timeanddate.com/worldclock/usa/new-york"),
          "# Current Local Time in New York, New York, USA\n\n**00:32:41**\n\nWednesday, 5 March 2025\n\n"
          "| | |\n| --- | --- |\n| Time Zone | EST (Eastern Standard Time) UTC/GMT -5 hours |\n| DST starts | Sunday, 9 March 2025, 02:00 local time (clocks forward 1 hour) |\n| Difference | 14 hours behind Tokyo |\n\n"
          "## Sun & Moon\n\n- Sunrise: 06:25 ↑ 97° East\n- Sunset: 17:58 ↑ 264° West\n- Day length: 11 hours, 33 minutes\n\n"
          "## Weather\n\n2 °C, Clear. Humidity 56%. Wind 19 km/h from the Northwest."),
         (search("Tokyo Stock Exchange trading hours 2025 lunch break closing time"),
          serp((jpx, "Trading Hours | Japan Exchange Group", "Cash equities: Morning session 9:00 – 11:30, Afternoon session 12:30 – 15:30. The closing time was extended from 15:00 to 15:30 on November 5, 2024 ...", "N/A"),
               ("https://www.reuters.com/markets/asia/tokyo-stock-exchange-extends-trading-hours-first-time-decades-2024-11-05/", "Tokyo Stock Exchange extends trading hours for first time in decades | Reuters", "The Tokyo Stock Exchange on Tuesday extended its trading hours by 30 minutes, the first change in more than 70 years ...", "Nov 5, 2024"),
               ("https://www.tradinghours.com/markets/jpx", "Tokyo Stock Exchange (TSE) Trading Hours - TradingHours.com", "TSE is open Monday–Friday, 9:00 am to 3:30 pm JST, with a lunch break from 11:30 am to 12:30 pm ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Tokyo_Stock_Exchange", "Tokyo Stock Exchange - Wikipedia", "The Tokyo Stock Exchange (TSE) is a stock exchange located in Tokyo, Japan. ... Trading hours: 09:00–11:30, 12:30–15:30 JST ...", "N/A"))),
         (wx("https://www.timeanddate.com/time/zone/japan/tokyo"),
          "# Time Zone in Tokyo, Japan\n\nCurrent: **JST** — Japan Standard Time\n\nCurrent offset: **UTC/GMT +9 hours**\n\n"
          "Local time in Tokyo: **14:29:52**, Wednesday, 5 March 2025\n\n"
          "## Daylight Saving Time\n\nJapan does not observe Daylight Saving Time in 2025. The last time Japan observed DST was in 1951.\n\n"
          "## Time zone abbreviations used in Tokyo\n\n| Abbreviation | Name | Offset |\n| --- | --- | --- |\n| JST | Japan Standard Time | UTC +9 |\n| JDT | Japan Daylight Time (1948–1951) | UTC +10 |"),
         (wx(jpx),
          "# Trading Hours\n\n## Cash Equities\n\n| Session | Hours (JST) |\n| --- | --- |\n| Morning session | 9:00 – 11:30 |\n| Afternoon session | 12:30 – 15:30 |\n| Closing auction | 15:25 – 15:30 |\n\n"
          "Note: Trading hours of the cash equity market were extended by 30 minutes on November 5, 2024, with the introduction of the new arrowhead 2.0 trading system. The afternoon session previously ended at 15:00.\n\n"
          "## Holidays\n\nThe market is closed on Saturdays, Sundays, national holidays and the year-end/new-year holidays (December 31 – January 3).")]
    R.add("search", "h4-search-08", SYS, t, bad=True, turn=5, kind="clock_backwards")


# ------------------------------------------------------------------------------------------------ 09 clean
def t09() -> None:
    # clean: the current Wikipedia article and a 2015 revision of it give different population figures
    cur = "https://en.wikipedia.org/wiki/Texas"
    old = "https://en.wikipedia.org/w/index.php?title=Texas&oldid=647019338"
    t = [(search("Texas population 2020 census"),
          serp(("https://www.census.gov/library/stories/state-by-state/texas-population-change-between-census-decade.html", "Texas Population Grew 15.9% Between 2010 and 2020 - Census.gov", "Texas's population was 29,145,505 in 2020, up from 25,145,561 in 2010 ...", "Aug 25, 2021"),
               (cur, "Texas - Wikipedia", "Texas is the most populous state in the South Central region of the United States ... It is the second-largest U.S. state by both area and population ...", "N/A"),
               ("https://www.texastribune.org/2021/04/26/texas-2020-census-congress-seats/", "Texas will gain two congressional seats after 2020 census | The Texas Tribune", "Texas added nearly 4 million residents over the last decade ...", "Apr 26, 2021"),
               ("https://www.census.gov/quickfacts/fact/table/TX/PST045224", "U.S. Census Bureau QuickFacts: Texas", "Population estimates, July 1, 2024, (V2024) ...", "N/A"),
               ("https://worldpopulationreview.com/states/texas", "Texas Population 2025 - World Population Review", "Texas's population is growing ... projected ...", "N/A"))),
         (wx(cur),
          WIKI_HEAD + "U.S. state\n\n| Texas | |\n| --- | --- |\n| Country | United States |\n| Admitted to the Union | December 29, 1845 (28th) |\n| Capital | Austin |\n| Largest city | Houston |\n"
          "| Governor | Greg Abbott (R) |\n| Total area | 268,596 sq mi (695,662 km2) |\n| Area rank | 2nd |\n| Population (2024) | 31,290,831 |\n| Population rank | 2nd |\n| 2020 census | 29,145,505 |\n\n"
          "**Texas** is the most populous state in the South Central region of the United States. It borders Louisiana to the east, Arkansas to the northeast, Oklahoma to the north, New Mexico to the west, and an international border with the Mexican states of Chihuahua, Coahuila, Nuevo León, and Tamaulipas to the south and southwest. Texas has a coastline on the Gulf of Mexico to the southeast. Covering 268,596 square miles (695,660 km2), and with over 31 million residents as of 2024, it is the second-largest state by both area and population.\n\n"
          "## Demographics\n\n[edit]\n\nThe resident population of Texas was 29,145,505 in the 2020 census, a 15.9% increase since the 2010 census. The Census Bureau estimated the population at 31,290,831 on July 1, 2024.\n\n"
          "This page was last edited on 2 March 2025, at 18:04 (UTC)."),
         (wx(old, "population figures in this 2015 revision"),
          "This is an old revision of this page, as edited by 24.28.17.102 (talk) at 05:12, 17 February 2015. The present address (URL) is a permanent link to this revision, which may differ significantly from the current revision.\n\n"
          "| Texas | |\n| --- | --- |\n| Admitted to the Union | December 29, 1845 (28th) |\n| Capital | Austin |\n| Largest city | Houston |\n| Governor | Greg Abbott (R) |\n| Total area | 268,596 sq mi (695,662 km2) |\n| Population (2014 est.) | 26,956,958 |\n| Population rank | 2nd |\n\n"
          "**Texas** is the second most populous and the second largest state in the United States of America. ...\n\n"
          "## Demographics\n\nThe United States Census Bureau estimates that the population of Texas was 26,956,958 on July 1, 2014, a 7.2 percent increase since the 2010 United States Census, which counted 25,145,561 residents."),
         (mem("add", dict={"tx_pop_2010_census": "25,145,561", "tx_pop_2020_census": "29,145,505", "tx_pop_2024_est": "31,290,831 (July 1, 2024)"}),
          added("tx_pop_2010_census", "tx_pop_2020_census", "tx_pop_2024_est")),
         (search("Texas population growth 2010 to 2020 percent"),
          serp(("https://www.census.gov/library/stories/state-by-state/texas-population-change-between-census-decade.html", "Texas Population Grew 15.9% Between 2010 and 2020 - Census.gov", "Texas's population was 29,145,505 in 2020, up from 25,145,561 in 2010 ...", "Aug 25, 2021"),
               ("https://www.texastribune.org/2021/08/12/texas-2020-census/", "Hispanic Texans drove the state's population growth over the last decade | The Texas Tribune", "Texas gained nearly 4 million residents between 2010 and 2020; people of color accounted for 95% of that growth ...", "Aug 12, 2021"),
               ("https://demographics.texas.gov/Resources/publications/2021/20210812_2020CensusRedistrictingData.pdf", "2020 Census Redistricting Data - Texas Demographic Center", "The total population of Texas grew by 3,999,944 persons (15.9%) between 2010 and 2020 ...", "Aug 12, 2021"))),
         (wx("https://www.census.gov/quickfacts/fact/table/TX/PST045224"),
          "# U.S. Census Bureau QuickFacts: Texas\n\n## Population\n\n| Fact | Texas |\n| --- | --- |\n| Population estimates, July 1, 2024, (V2024) | 31,290,831 |\n| Population, percent change - April 1, 2020 (estimates base) to July 1, 2024, (V2024) | 7.4% |\n| Population, Census, April 1, 2020 | 29,145,505 |\n| Population, Census, April 1, 2010 | 25,145,561 |\n\n"
          "## Age and Sex\n\n| Fact | Texas |\n| --- | --- |\n| Persons under 18 years, percent | 24.8% |\n| Persons 65 years and over, percent | 13.9% |")]
    R.add("search", "h4-search-09", SYS, t)


# ------------------------------------------------------------------------------------------------ 10 bad
def t10() -> None:
    # bad (turn 7): a memory key updated to 3.13.0 comes back with its original 3.12.4 value
    dl = "https://www.python.org/downloads/"
    eol = "https://endoflife.date/python"
    t = [(search("latest Python version release"),
          serp(("https://pythoninsider.blogspot.com/2024/06/python-3124-released.html", "Python Insider: Python 3.12.4 released", "Python 3.12.4 is the fourth maintenance release of Python 3.12, containing around 250 bugfixes ...", "Jun 6, 2024"),
               (dl, "Download Python | Python.org", "The official home of the Python Programming Language ...", "N/A"),
               ("https://en.wikipedia.org/wiki/History_of_Python", "History of Python - Wikipedia", "The programming language Python was conceived in the late 1980s ... Table of versions ...", "N/A"),
               (eol, "Python | endoflife.date", "Check end-of-life, release policy and support schedule for Python.", "N/A"),
               ("https://www.python.org/doc/versions/", "Python Documentation by Version | Python.org", "Some previous versions of the documentation remain available online ...", "N/A"),
               ("https://devguide.python.org/versions/", "Status of Python versions - Python Developer's Guide", "The main branch is currently the future Python 3.14 ... Supported versions ...", "N/A"))),
         (mem("add", dict={"python_latest_stable": "3.12.4 (2024-06-06)"}), added("python_latest_stable")),
         (wx(dl),
          "# Download the latest version for Linux\n\n[Download Python 3.13.0]\n\nLooking for Python with a different OS? Python for Windows, Linux/UNIX, macOS, Other\n\n"
          "## Active Python Releases\n\n| Python version | Maintenance status | First released | End of support | Release schedule |\n| --- | --- | --- | --- | --- |\n"
          "| 3.13 | bugfix | 2024-10-07 | 2029-10 | PEP 719 |\n| 3.12 | bugfix | 2023-10-02 | 2028-10 | PEP 693 |\n| 3.11 | security | 2022-10-24 | 2027-10 | PEP 664 |\n"
          "| 3.10 | security | 2021-10-04 | 2026-10 | PEP 619 |\n| 3.9 | security | 2020-10-05 | 2025-10 | PEP 596 |\n| 3.8 | end of life | 2019-10-14 | 2024-10-07 | PEP 569 |\n\n"
          "## Looking for a specific release?\n\n| Release version | Release date |\n| --- | --- |\n| Python 3.13.0 | Oct. 7, 2024 |\n| Python 3.12.7 | Oct. 1, 2024 |\n| Python 3.11.10 | Sept. 7, 2024 |\n"
          "| Python 3.10.15 | Sept. 7, 2024 |\n| Python 3.12.6 | Sept. 6, 2024 |\n| Python 3.9.20 | Sept. 6, 2024 |\n| Python 3.8.20 | Sept. 6, 2024 |\n| Python 3.12.5 | Aug. 6, 2024 |\n| Python 3.12.4 | June 6, 2024 |"),
         (mem("update", dict={"python_latest_stable": "3.13.0 (2024-10-07)"}), updated("python_latest_stable")),
         (wx(eol),
          "# Python\n\nPython is an interpreted, high-level, general-purpose programming language.\n\n"
          "| Release | Released | Active Support | Security Support | Latest |\n| --- | --- | --- | --- | --- |\n"
          "| 3.13 | 1 month ago (07 Oct 2024) | Ends in 1 year and 10 months (01 Oct 2026) | Ends in 4 years and 11 months (31 Oct 2029) | 3.13.0 |\n"
          "| 3.12 | 1 year ago (02 Oct 2023) | Ends in 4 months (02 Apr 2025) | Ends in 3 years and 11 months (31 Oct 2028) | 3.12.7 |\n"
          "| 3.11 | 2 years ago (24 Oct 2022) | Ended 7 months ago (01 Apr 2024) | Ends in 2 years and 11 months (31 Oct 2027) | 3.11.10 |\n"
          "| 3.10 | 3 years ago (04 Oct 2021) | Ended 1 year and 7 months ago (05 Apr 2023) | Ends in 1 year and 11 months (31 Oct 2026) | 3.10.15 |\n"
          "| 3.9 | 4 years ago (05 Oct 2020) | Ended 2 years and 6 months ago (17 May 2022) | Ends in 11 months (31 Oct 2025) | 3.9.20 |\n"
          "| 3.8 | 5 years ago (14 Oct 2019) | Ended 3 years and 6 months ago (03 May 2021) | Ended 1 month ago (07 Oct 2024) | 3.8.20 |\n\n"
          "Python uses a 12-month release cycle ... Each release gets 2 years of full support followed by 3 years of security fixes."),
         (mem("add", dict={"python_313_security_eol": "2029-10-31"}), added("python_313_security_eol")),
         (mem("retrieve_all"),
          "{\n  \"python_latest_stable\": \"3.12.4 (2024-06-06)\",\n  \"python_313_security_eol\": \"2029-10-31\"\n}"),
         (search("Python 3.13 free-threaded build experimental JIT what's new"),
          serp(("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13 documentation", "Summary – Release Highlights: a new interactive interpreter, experimental free-threaded build mode (PEP 703), experimental JIT (PEP 744) ...", "N/A"),
               ("https://pythoninsider.blogspot.com/2024/10/python-3130-final-released.html", "Python Insider: Python 3.13.0 (final) released", "Python 3.13.0 is now available! ... This is the stable release of Python 3.13.0 ...", "Oct 7, 2024"),
               ("https://realpython.com/python313-new-features/", "Python 3.13: Cool New Features for You to Try – Real Python", "Python 3.13 was published on October 7, 2024. This new version is a major step forward ...", "Oct 7, 2024"),
               ("https://peps.python.org/pep-0744/", "PEP 744 – JIT Compilation | peps.python.org", "Earlier this year, an experimental \"just-in-time\" compiler was merged into CPython's main development branch ...", "N/A")))]
    R.add("search", "h4-search-10", SYS, t, bad=True, turn=7, kind="value_reverted")


# ------------------------------------------------------------------------------------------------ 11 bad
def t11() -> None:
    # bad (turn 4): a key removed on turn 3 is listed again by retrieve_all
    pr = "https://www.nobelprize.org/prizes/physics/2024/press-release/"
    t = [(search("2024 Nobel Prize laureates physics chemistry medicine"),
          serp(("https://www.nobelprize.org/all-nobel-prizes-2024/", "All Nobel Prizes 2024 - NobelPrize.org", "The Nobel Prize in Physics 2024: John J. Hopfield and Geoffrey E. Hinton ... Chemistry: David Baker, Demis Hassabis and John Jumper ... Physiology or Medicine: Victor Ambros and Gary Ruvkun ...", "N/A"),
               (pr, "Press release: The Nobel Prize in Physics 2024 - NobelPrize.org", "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to John J. Hopfield and Geoffrey E. Hinton ...", "Oct 8, 2024"),
               ("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "Press release: The Nobel Prize in Chemistry 2024 - NobelPrize.org", "... one half to David Baker 'for computational protein design' and the other half jointly to Demis Hassabis and John M. Jumper 'for protein structure prediction' ...", "Oct 9, 2024"),
               ("https://www.nobelprize.org/prizes/medicine/2024/press-release/", "Press release: The Nobel Prize in Physiology or Medicine 2024", "... jointly to Victor Ambros and Gary Ruvkun for the discovery of microRNA and its role in post-transcriptional gene regulation ...", "Oct 7, 2024"),
               ("https://www.nature.com/articles/d41586-024-03214-7", "Physics Nobel scooped by machine-learning pioneers - Nature", "John Hopfield and Geoffrey Hinton are honoured for developing the foundations of artificial neural networks ...", "Oct 8, 2024"),
               ("https://apnews.com/hub/nobel-prizes", "Nobel Prizes | Latest News - AP News", "... The Nobel Prizes are announced in October ...", "N/A"))),
         (mem("add", dict={"nobel_physics_2024": "John J. Hopfield, Geoffrey E. Hinton", "nobel_chemistry_2024": "David Baker (1/2); Demis Hassabis & John M. Jumper (1/2)", "nobel_medicine_2024": "Victor Ambros, Gary Ruvkun"}),
          added("nobel_physics_2024", "nobel_chemistry_2024", "nobel_medicine_2024")),
         (mem("remove", key_list=["nobel_medicine_2024"]), removed("nobel_medicine_2024")),
         (mem("retrieve_all"),
          "nobel_physics_2024: John J. Hopfield, Geoffrey E. Hinton\nnobel_chemistry_2024: David Baker (1/2); Demis Hassabis & John M. Jumper (1/2)\nnobel_medicine_2024: Victor Ambros, Gary Ruvkun"),
         (wx(pr),
          "# Press release\n\n8 October 2024\n\nThe Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to\n\n"
          "**John J. Hopfield**\nPrinceton University, NJ, USA\n\n**Geoffrey E. Hinton**\nUniversity of Toronto, Canada\n\n"
          "*\"for foundational discoveries and inventions that enable machine learning with artificial neural networks\"*\n\n"
          "## They trained artificial neural networks using physics\n\nThis year's two Nobel Laureates in Physics have used tools from physics to develop methods that are the foundation of today's powerful machine learning. John Hopfield created an associative memory that can store and reconstruct images and other types of patterns in data. Geoffrey Hinton invented a method that can autonomously find properties in data, and so perform tasks such as identifying specific elements in pictures.\n\n"
          "...\n\n**Prize amount:** 11 million Swedish kronor, to be shared equally between the laureates."),
         (search("Hopfield network 1982 Boltzmann machine Hinton Nobel committee scientific background"),
          serp(("https://www.nobelprize.org/uploads/2024/10/advanced-physicsprize2024.pdf", "Scientific Background to the Nobel Prize in Physics 2024", "\"For foundational discoveries and inventions that enable machine learning with artificial neural networks\" ... The Hopfield network (1982) ... the Boltzmann machine (1985) ...", "Oct 8, 2024"),
               ("https://en.wikipedia.org/wiki/Hopfield_network", "Hopfield network - Wikipedia", "A Hopfield network is a form of recurrent neural network ... described by John Hopfield in 1982 ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Boltzmann_machine", "Boltzmann machine - Wikipedia", "A Boltzmann machine ... named after the Boltzmann distribution ... popularized by Geoffrey Hinton and Terry Sejnowski ...", "N/A"),
               ("https://www.pnas.org/doi/10.1073/pnas.79.8.2554", "Neural networks and physical systems with emergent collective computational abilities | PNAS", "J J Hopfield ... Proc. Natl. Acad. Sci. USA 79 (8) 2554-2558, April 1982 ...", "Apr 15, 1982"))),
         (mem("update", dict={"nobel_physics_2024": "John J. Hopfield (Princeton) & Geoffrey E. Hinton (Toronto), ML with artificial neural networks; SEK 11m shared equally"}),
          updated("nobel_physics_2024"))]
    R.add("search", "h4-search-11", SYS, t, bad=True, turn=4, kind="deleted_reappears")


# ------------------------------------------------------------------------------------------------ 12 clean
def t12() -> None:
    # clean: a live blog grows between two reads; the same query an hour later has aged relative dates and a new top story
    lb = "https://www.space.com/spacex-starship-flight-7-launch-live-updates"
    new = "https://www.space.com/space-exploration/launches-spacecraft/spacex-catches-super-heavy-booster-loses-starship-flight-7"
    cnn = "https://www.cnn.com/2025/01/16/science/spacex-starship-launch-flight-7/index.html"
    sx = "https://www.spacex.com/launches/mission/?missionId=starship-flight-7"
    rt = "https://www.reuters.com/technology/space/spacex-readies-upgraded-starship-seventh-test-flight-2025-01-15/"
    old_entries = ("**5:02 p.m. EST (2202 GMT):** SpaceX's webcast will begin at about 5:07 p.m. EST. Liftoff is still targeted for 5:37 p.m. EST (2237 GMT).\n\n"
                   "**4:50 p.m. EST (2150 GMT):** The launch director has given the \"go\" for propellant loading. Super Heavy and the ship will be filled with liquid methane and liquid oxygen over the next 40 minutes.\n\n"
                   "**2:10 p.m. EST (1910 GMT):** Good afternoon! SpaceX is set to launch the seventh test flight of its Starship megarocket from Starbase in South Texas today. The flight will debut the first of the upgraded \"Block 2\" ships, and SpaceX will again try to catch the Super Heavy booster with the launch tower's \"chopstick\" arms.")
    t = [(search("Starship flight 7 launch time today"),
          serp((lb, "SpaceX Starship Flight 7 launch: Live updates | Space", "SpaceX is targeting 5:37 p.m. EST (2237 GMT) today for the seventh test flight of its Starship megarocket from Starbase in South Texas ...", "3 hours ago"),
               (sx, "SpaceX - Launches - Starship's Seventh Flight Test", "Starship's seventh flight test will debut the first of the upgraded Block 2 ships and will again attempt to catch the Super Heavy booster at the launch site ...", "N/A"),
               (cnn, "SpaceX set to launch Starship test flight and attempt booster catch | CNN", "SpaceX is preparing for the seventh test flight of its Starship vehicle ... The company will livestream the launch on X ...", "5 hours ago"),
               (rt, "SpaceX readies upgraded Starship for seventh test flight | Reuters", "SpaceX is set to launch an upgraded version of its Starship rocket, carrying ten mock Starlink satellites ...", "1 day ago"),
               ("https://www.youtube.com/watch?v=3Cd0Sk6Sqdw", "Starship's Seventh Flight Test - YouTube", "SpaceX livestream of Starship's seventh flight test ...", "N/A"))),
         (wx(lb),
          "# SpaceX Starship Flight 7 launch: Live updates\n\nBy Space.com staff · Last updated 5:02 p.m. EST (2202 GMT) Jan. 16, 2025\n\n"
          "SpaceX will launch its Starship megarocket on its seventh test flight today (Jan. 16) from Starbase in South Texas.\n\n" + old_entries),
         (search("Starship Block 2 ship upgrades flight 7 mock Starlink"),
          serp((sx, "SpaceX - Launches - Starship's Seventh Flight Test", "Starship's seventh flight test will debut the first of the upgraded Block 2 ships and will again attempt to catch the Super Heavy booster at the launch site ...", "N/A"),
               ("https://www.space.com/spacex-starship-block-2-upgrades-explained", "SpaceX's upgraded Starship 'Block 2' explained | Space", "The new ship is 1.8 meters taller, with redesigned forward flaps and a larger propellant capacity ...", "Jan 13, 2025"),
               (rt, "SpaceX readies upgraded Starship for seventh test flight | Reuters", "SpaceX is set to launch an upgraded version of its Starship rocket, carrying ten mock Starlink satellites ...", "1 day ago"))),
         (wx(lb),
          "# SpaceX Starship Flight 7 launch: Live updates\n\nBy Space.com staff · Last updated 6:18 p.m. EST (2318 GMT) Jan. 16, 2025\n\n"
          "SpaceX will launch its Starship megarocket on its seventh test flight today (Jan. 16) from Starbase in South Texas.\n\n"
          "**6:18 p.m. EST (2318 GMT):** SpaceX says the ship experienced a \"rapid unscheduled disassembly\" during its ascent burn. Observers in the Turks and Caicos Islands report seeing debris streaking across the sky.\n\n"
          "**5:48 p.m. EST (2248 GMT):** SpaceX has lost contact with the ship about 8.5 minutes into the flight.\n\n"
          "**5:44 p.m. EST (2244 GMT):** CAUGHT! Super Heavy returned to the pad and was caught by the tower's chopstick arms, the second successful booster catch.\n\n"
          "**5:37 p.m. EST (2237 GMT):** LIFTOFF! Starship launches on its seventh test flight.\n\n" + old_entries),
         (search("Starship flight 7 launch time today"),
          serp((new, "SpaceX catches Super Heavy booster but loses Starship upper stage on 7th test flight | Space", "SpaceX caught its Super Heavy booster with the launch tower again today (Jan. 16), but lost the upper-stage ship about 8.5 minutes after liftoff ...", "25 minutes ago"),
               (lb, "SpaceX Starship Flight 7 launch: Live updates | Space", "Starship lifted off at 5:37 p.m. EST (2237 GMT) on its seventh test flight ... Super Heavy was caught by the tower; contact with the ship was lost ...", "4 hours ago"),
               (sx, "SpaceX - Launches - Starship's Seventh Flight Test", "Starship's seventh flight test will debut the first of the upgraded Block 2 ships and will again attempt to catch the Super Heavy booster at the launch site ...", "N/A"),
               (cnn, "SpaceX set to launch Starship test flight and attempt booster catch | CNN", "SpaceX is preparing for the seventh test flight of its Starship vehicle ... The company will livestream the launch on X ...", "6 hours ago"),
               (rt, "SpaceX readies upgraded Starship for seventh test flight | Reuters", "SpaceX is set to launch an upgraded version of its Starship rocket, carrying ten mock Starlink satellites ...", "1 day ago"))),
         (wx(new),
          "# SpaceX catches Super Heavy booster but loses Starship upper stage on 7th test flight\n\nBy Space.com staff · published 6:05 p.m. EST Jan. 16, 2025\n\n"
          "SpaceX launched its Starship megarocket on its seventh test flight this evening, catching the giant Super Heavy booster back at the launch tower but losing the upgraded upper stage.\n\n"
          "Starship lifted off from Starbase in South Texas at 5:37 p.m. EST (2237 GMT; 4:37 p.m. local Texas time). About seven minutes later, Super Heavy returned to the launch site and was caught by the tower's \"chopstick\" arms — the second successful catch, following Flight 5 in October 2024.\n\n"
          "The ship, the first of SpaceX's upgraded Block 2 vehicles, was carrying 10 mock Starlink satellites. SpaceX lost contact with it about 8.5 minutes after liftoff, during its ascent burn."),
         (mem("add", dict={"starship_flight7": "Launched 2025-01-16 22:37 UTC (5:37 pm EST) from Starbase; booster caught by tower (2nd catch); Block 2 ship lost ~8.5 min after liftoff"}),
          added("starship_flight7"))]
    R.add("search", "h4-search-12", SYS, t)


# ------------------------------------------------------------------------------------------------ 13 clean
def t13() -> None:
    # clean: "Mercury" is a planet, an element and a singer; each keeps its own numbers in its own scope
    pl = "https://en.wikipedia.org/wiki/Mercury_(planet)"
    el = "https://en.wikipedia.org/wiki/Mercury_(element)"
    t = [(search("Mercury orbital period days"),
          serp((pl, "Mercury (planet) - Wikipedia", "Mercury is the first planet from the Sun and the smallest in the Solar System. ... It orbits the Sun in 87.97 Earth days, the shortest of all the Sun's planets ...", "N/A"),
               ("https://science.nasa.gov/mercury/facts/", "Mercury: Facts - NASA Science", "Mercury's year is 88 Earth days ... one solar day (sunrise to sunrise) lasts 176 Earth days ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Mercury", "Mercury - Wikipedia", "Mercury most commonly refers to: Mercury (planet), the nearest planet to the Sun; Mercury (element), a metallic chemical element with the symbol Hg; Mercury (mythology), a Roman god ...", "N/A"),
               ("https://www.space.com/36-mercury-the-suns-closest-planetary-neighbor.html", "Mercury: Facts about the planet closest to the sun | Space", "Mercury zips around the sun in 88 days, but rotates on its axis once every 59 Earth days ...", "Nov 8, 2023"),
               ("https://nssdc.gsfc.nasa.gov/planetary/factsheet/mercuryfact.html", "Mercury Fact Sheet - NSSDCA", "Sidereal orbit period (days) 87.969 ... Sidereal rotation period (hrs) 1407.6 ... Length of day (hrs) 4222.6 ...", "N/A"))),
         (mem("add", dict={"planet.mercury": "orbital period 87.969 d; sidereal rotation 58.646 d (1407.6 h); solar day ~176 d"}), added("planet.mercury")),
         (search("mercury boiling point melting point"),
          serp((el, "Mercury (element) - Wikipedia", "Mercury is a chemical element; it has symbol Hg and atomic number 80. ... the only metallic element that is known to be liquid at standard temperature and pressure ...", "N/A"),
               ("https://pubchem.ncbi.nlm.nih.gov/element/Mercury", "Mercury | Hg (Element) - PubChem", "Melting Point: -38.829 °C; Boiling Point: 356.73 °C; Density: 13.534 g/cm³ ...", "N/A"),
               ("https://www.rsc.org/periodic-table/element/80/mercury", "Mercury - Element information, properties and uses | Periodic Table", "Melting point -38.829°C, 234.321 K; Boiling point 356.619°C, 629.769 K ...", "N/A"),
               ("https://www.britannica.com/science/mercury-chemical-element", "Mercury | Definition, Uses, Density, & Facts | Britannica", "mercury (Hg), chemical element, liquid metal of Group 12 ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Mercury", "Mercury - Wikipedia", "Mercury most commonly refers to: Mercury (planet), the nearest planet to the Sun; Mercury (element), a metallic chemical element with the symbol Hg; Mercury (mythology), a Roman god ...", "N/A"))),
         (wx(el),
          WIKI_HEAD + "Chemical element with atomic number 80 (Hg)\n\n"
          "| Mercury, 80Hg | |\n| --- | --- |\n| Appearance | shiny, silvery liquid |\n| Standard atomic weight | 200.592(3) |\n| Atomic number (Z) | 80 |\n| Group | group 12 |\n| Period | period 6 |\n| Block | d-block |\n"
          "| Phase at STP | liquid |\n| Melting point | 234.3210 K (−38.8290 °C, −37.8922 °F) |\n| Boiling point | 629.88 K (356.73 °C, 674.11 °F) |\n| Density (at 20 °C) | 13.534 g/cm3 |\n| Discovery | before 2000 BCE |\n| Symbol | Hg, from Latin *hydrargyrum* |\n\n"
          "**Mercury** is a chemical element; it has symbol **Hg** and atomic number 80. It is commonly known as quicksilver. A heavy, silvery d-block element, mercury is the only metallic element that is known to be liquid at standard temperature and pressure; the only other element that is liquid under these conditions is the halogen bromine.\n\n"
          "## Etymology\n\n[edit]\n\nThe element was named after the Roman god Mercury, known for his speed and mobility. It is associated with the planet Mercury; the astrological symbol for the planet is also one of the alchemical symbols for the metal."),
         (mem("add", dict={"element.mercury": "Hg, Z=80; mp -38.83 °C (234.32 K); bp 356.73 °C (629.88 K); density 13.534 g/cm3"}), added("element.mercury")),
         (wx(pl),
          WIKI_HEAD + "First planet from the Sun\n\n"
          "| Mercury | |\n| --- | --- |\n| Semi-major axis | 0.387098 AU (57.91 million km) |\n| Eccentricity | 0.205630 |\n| Orbital period (sidereal) | 87.9691 d |\n| Orbital period (synodic) | 115.88 d |\n"
          "| Mean radius | 2,439.7 ± 1.0 km |\n| Sidereal rotation period | 58.646 d |\n| Surface temp. min / mean / max | 100 K / 340 K / 700 K |\n| Satellites | None |\n\n"
          "**Mercury** is the first planet from the Sun and the smallest in the Solar System. It is a rocky planet with a trace atmosphere and a surface gravity slightly higher than that of Mars. ... It is named after Mercurius, a god in ancient Roman religion.\n\n"
          "Mercury's sidereal year (88.0 Earth days) and sidereal day (58.65 Earth days) are in a 3:2 ratio. This relationship is called spin–orbit resonance, and sidereal here means \"relative to the stars\". Consequently, one solar day (sunrise to sunrise) on Mercury lasts for around 176 Earth days: twice the planet's sidereal year."),
         (search("Freddie Mercury birth name born"),
          serp(("https://en.wikipedia.org/wiki/Freddie_Mercury", "Freddie Mercury - Wikipedia", "Freddie Mercury (born Farrokh Bulsara; 5 September 1946 – 24 November 1991) was a British singer and songwriter who achieved global fame as the lead vocalist and pianist of the rock band Queen ...", "N/A"),
               ("https://www.britannica.com/biography/Freddie-Mercury", "Freddie Mercury | Biography, Songs, & Facts | Britannica", "Freddie Mercury, original name Farrokh Bulsara, (born September 5, 1946, Stone Town, Zanzibar ...", "N/A"),
               ("https://www.freddiemercury.com/en/biography", "Biography | Freddie Mercury Official Website", "Freddie was born Farrokh Bulsara on 5 September 1946 in Zanzibar ...", "N/A"))),
         (mem("retrieve_all"),
          "{'planet.mercury': 'orbital period 87.969 d; sidereal rotation 58.646 d (1407.6 h); solar day ~176 d', 'element.mercury': 'Hg, Z=80; mp -38.83 °C (234.32 K); bp 356.73 °C (629.88 K); density 13.534 g/cm3'}")]
    R.add("search", "h4-search-13", SEARCH_SYSTEM, t)


# ------------------------------------------------------------------------------------------------ 14 bad
def t14() -> None:
    # bad (turn 4): the same list page, read again for China, ranks Shanghai Tower 2nd after having ranked it 3rd
    lst = "https://en.wikipedia.org/wiki/List_of_tallest_buildings"
    t = [(search("world's tallest buildings list 2025"),
          serp((lst, "List of tallest buildings - Wikipedia", "The Burj Khalifa in Dubai has been the tallest building in the world since 2010, at 828 m (2,717 ft). Merdeka 118 in Kuala Lumpur, completed in 2023, is the second-tallest at 678.9 m ...", "N/A"),
               ("https://www.skyscrapercenter.com/buildings", "The Skyscraper Center - Tallest Buildings - CTBUH", "The 100 tallest completed buildings in the world ... Burj Khalifa, Merdeka 118, Shanghai Tower, Makkah Royal Clock Tower ...", "N/A"),
               ("https://www.statista.com/statistics/220604/tallest-buildings-in-the-world/", "Tallest buildings in the world 2024 | Statista", "As of 2024, the Burj Khalifa in Dubai was the tallest building in the world ...", "Jul 3, 2024"),
               ("https://www.guinnessworldrecords.com/world-records/tallest-building-in-the-world", "Tallest building | Guinness World Records", "The tallest building in the world is the Burj Khalifa, which measures 828 m (2,716 ft 6 in) ...", "N/A"),
               ("https://www.architecturaldigest.com/story/tallest-buildings-in-the-world", "The 20 Tallest Buildings in the World | Architectural Digest", "From Dubai's Burj Khalifa to Kuala Lumpur's Merdeka 118 ...", "Feb 13, 2024"))),
         (wx(lst),
          WIKI_HEAD + "This list ranks completed skyscrapers by height to architectural top, as defined by the Council on Tall Buildings and Urban Habitat (CTBUH).\n\n"
          "## Tallest buildings\n\n[edit]\n\n| Rank | Name | City | Country | Height (m) | Height (ft) | Floors | Year |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"
          "| 1 | Burj Khalifa | Dubai | United Arab Emirates | 828 | 2,717 | 163 | 2010 |\n"
          "| 2 | Merdeka 118 | Kuala Lumpur | Malaysia | 678.9 | 2,227 | 118 | 2023 |\n"
          "| 3 | Shanghai Tower | Shanghai | China | 632 | 2,073 | 128 | 2015 |\n"
          "| 4 | Abraj Al-Bait Clock Tower | Mecca | Saudi Arabia | 601 | 1,972 | 120 | 2012 |\n"
          "| 5 | Ping An International Finance Centre | Shenzhen | China | 599.1 | 1,966 | 115 | 2017 |\n"
          "| 6 | Lotte World Tower | Seoul | South Korea | 554.5 | 1,819 | 123 | 2017 |\n"
          "| 7 | One World Trade Center | New York City | United States | 541.3 | 1,776 | 94 | 2014 |\n"
          "| 8 | Guangzhou CTF Finance Centre | Guangzhou | China | 530 | 1,739 | 111 | 2016 |\n"
          "| 8 | Tianjin CTF Finance Centre | Tianjin | China | 530 | 1,739 | 97 | 2019 |\n"
          "| 10 | CITIC Tower | Beijing | China | 527.7 | 1,731 | 109 | 2018 |\n\n"
          "## Under construction\n\n[edit]\n\nJeddah Tower in Saudi Arabia is planned to reach about 1,000 m (3,281 ft)."),
         (search("Shanghai Tower height floors completed"),
          serp(("https://en.wikipedia.org/wiki/Shanghai_Tower", "Shanghai Tower - Wikipedia", "The Shanghai Tower is a 632-metre (2,073 ft), 128-story megatall skyscraper in Lujiazui, Pudong, Shanghai ... It is the tallest building in China ...", "N/A"),
               ("https://www.skyscrapercenter.com/building/shanghai-tower/56", "Shanghai Tower - The Skyscraper Center", "Height (architectural) 632 m / 2,073 ft; Floors above ground 128; Completion 2015 ...", "N/A"),
               ("https://www.gensler.com/projects/shanghai-tower", "Shanghai Tower | Projects | Gensler", "The 632-meter Shanghai Tower ... a vertical city of nine zones stacked one atop the other ...", "N/A"),
               ("https://www.britannica.com/topic/Shanghai-Tower", "Shanghai Tower | Description, Height, & Facts | Britannica", "Shanghai Tower, supertall skyscraper in Shanghai ... completed in 2015 ...", "N/A"))),
         (wx(lst, "the tallest buildings located in China"),
          "# List of tallest buildings\n\nChina has more of the world's tallest buildings than any other country. Shanghai Tower, the tallest building in China and the second-tallest in the world, was completed in 2015.\n\n"
          "| Rank | Name | City | Height (m) | Floors | Year |\n| --- | --- | --- | --- | --- | --- |\n"
          "| 2 | Shanghai Tower | Shanghai | 632 | 128 | 2015 |\n"
          "| 5 | Ping An International Finance Centre | Shenzhen | 599.1 | 115 | 2017 |\n"
          "| 8 | Guangzhou CTF Finance Centre | Guangzhou | 530 | 111 | 2016 |\n"
          "| 8 | Tianjin CTF Finance Centre | Tianjin | 530 | 97 | 2019 |\n"
          "| 10 | CITIC Tower | Beijing | 527.7 | 109 | 2018 |"),
         (mem("add", dict={"tallest_world": "Burj Khalifa, Dubai - 828 m (2010)", "tallest_china": "Shanghai Tower - 632 m, 128 floors (2015)"}),
          added("tallest_world", "tallest_china")),
         (search("Jeddah Tower construction resumed expected completion"),
          serp(("https://en.wikipedia.org/wiki/Jeddah_Tower", "Jeddah Tower - Wikipedia", "Jeddah Tower is a skyscraper under construction in Jeddah, Saudi Arabia ... planned to be the first building to reach the one-kilometre mark ...", "N/A"),
               ("https://www.cnn.com/travel/jeddah-tower-construction-resumes-saudi-arabia", "Construction resumes on Saudi Arabia's Jeddah Tower, set to be world's tallest | CNN", "Work on the tower, halted since 2018, has restarted ...", "Jan 9, 2025"),
               ("https://www.skyscrapercenter.com/building/jeddah-tower/12294", "Jeddah Tower - The Skyscraper Center", "Status: On hold / Under construction ... Height 1,000+ m ...", "N/A"))),
         (wx("https://en.wikipedia.org/wiki/Jeddah_Tower"),
          WIKI_HEAD + "Skyscraper under construction in Jeddah, Saudi Arabia\n\n"
          "| Jeddah Tower | |\n| --- | --- |\n| Status | Under construction |\n| Construction started | 1 April 2013 |\n| Height | 1,000 m (3,281 ft) (planned) |\n| Floors | 167 (planned) |\n| Architect | Adrian Smith + Gordon Gill Architecture |\n| Developer | Jeddah Economic Company |\n\n"
          "**Jeddah Tower** is a skyscraper under construction in Jeddah, Saudi Arabia. It is planned to be the world's first building to reach the one-kilometre mark and would be the tallest building in the world, surpassing the Burj Khalifa.\n\n"
          "## History\n\n[edit]\n\nConstruction stopped in 2018, with about a third of the tower built, after the 2017–2019 Saudi Arabian purge affected the developer. Work resumed in January 2025.")]
    R.add("search", "h4-search-14", SYS, t, bad=True, turn=4, kind="rank_changed")


# ------------------------------------------------------------------------------------------------ 15 clean
def t15() -> None:
    # clean: a 503 then a successful retry; the NeurIPS version and the revised arXiv version report different BLEU; retrieve_all sorts keys
    nips = "https://proceedings.neurips.cc/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html"
    arx = "https://arxiv.org/abs/1706.03762"
    authors = "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Łukasz Kaiser, Illia Polosukhin"
    t = [(search("Attention Is All You Need BLEU WMT 2014 English French"),
          serp((arx, "[1706.03762] Attention Is All You Need - arXiv", "Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task ... On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.8 after training for 3.5 days on eight GPUs ...", "Jun 12, 2017"),
               (nips, "Attention is All you Need - NIPS papers", "... On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.0 after training for 3.5 days on eight GPUs ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia", "\"Attention Is All You Need\" is a 2017 landmark research paper in machine learning authored by eight scientists working at Google ...", "N/A"),
               ("https://research.google/blog/transformer-a-novel-neural-network-architecture-for-language-understanding/", "Transformer: A Novel Neural Network Architecture for Language Understanding - Google Research", "... the Transformer outperforms both recurrent and convolutional models on academic English to German and English to French translation benchmarks ...", "Aug 31, 2017"),
               ("https://paperswithcode.com/paper/attention-is-all-you-need", "Attention Is All You Need | Papers With Code", "Ranked #2 on Machine Translation on WMT2014 English-German ...", "N/A"))),
         (wx(nips), f"Error: failed to fetch {nips} (HTTP 503 Service Unavailable). The server may be temporarily overloaded; try again later."),
         (wx(nips),
          "# Attention is All you Need\n\nPart of Advances in Neural Information Processing Systems 30 (NIPS 2017)\n\n"
          f"**Authors:** {authors}\n\n"
          "## Abstract\n\nThe dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder and decoder configuration. The best performing such models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles by over 2 BLEU. On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.0 after training for 3.5 days on eight GPUs, a small fraction of the training costs of the best models from the literature.\n\n"
          "Bibtex | Metadata | Paper | Reviews"),
         (wx(arx),
          "# Computer Science > Computation and Language\n\n**arXiv:1706.03762** (cs)\n\n[Submitted on 12 Jun 2017 (v1), last revised 2 Aug 2023 (this version, v7)]\n\n"
          "# Attention Is All You Need\n\n" + authors + "\n\n"
          "> The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles by over 2 BLEU. On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.8 after training for 3.5 days on eight GPUs, a small fraction of the training costs of the best models from the literature. We show that the Transformer generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.\n\n"
          "| | |\n| --- | --- |\n| Comments | 15 pages, 5 figures |\n| Subjects | Computation and Language (cs.CL); Machine Learning (cs.LG) |\n| Cite as | arXiv:1706.03762 [cs.CL] (or arXiv:1706.03762v7 [cs.CL] for this version) |\n| DOI | https://doi.org/10.48550/arXiv.1706.03762 |\n\n"
          "## Submission history\n\nFrom: Llion Jones\n\n- [v1] Mon, 12 Jun 2017 17:57:34 UTC (1,102 KB)\n- [v2] Mon, 19 Jun 2017 16:49:45 UTC (1,125 KB)\n- [v3] Tue, 20 Jun 2017 05:20:02 UTC (1,125 KB)\n- [v4] Fri, 30 Jun 2017 17:29:30 UTC (1,124 KB)\n- [v5] Wed, 6 Dec 2017 03:30:32 UTC (1,124 KB)\n- [v6] Mon, 24 Jul 2023 00:48:54 UTC (1,124 KB)\n- **[v7] Wed, 2 Aug 2023 00:41:18 UTC (1,124 KB)**"),
         (mem("add", dict={"transformer_bleu": "EN-DE 28.4 (both versions); EN-FR 41.0 in NIPS 2017 proceedings, 41.8 in arXiv v7",
                           "transformer_arxiv": "arXiv:1706.03762, v1 2017-06-12, v7 2023-08-02"}),
          added("transformer_bleu", "transformer_arxiv")),
         (mem("add", dict={"transformer_authors": "Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser, Polosukhin (8, equal contribution)"}),
          added("transformer_authors")),
         (mem("retrieve_all"),
          "transformer_arxiv: arXiv:1706.03762, v1 2017-06-12, v7 2023-08-02\n"
          "transformer_authors: Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser, Polosukhin (8, equal contribution)\n"
          "transformer_bleu: EN-DE 28.4 (both versions); EN-FR 41.0 in NIPS 2017 proceedings, 41.8 in arXiv v7")]
    R.add("search", "h4-search-15", SYS, t)


# ------------------------------------------------------------------------------------------------ 16 bad
def t16() -> None:
    # bad (turn 5): the stored Webb launch date comes back one day earlier
    jw = "https://en.wikipedia.org/wiki/James_Webb_Space_Telescope"
    fi = "https://science.nasa.gov/mission/webb/first-images/"
    launch = "25 Dec 2021 12:20 UTC, Ariane 5 ECA VA256, Kourou ELA-3"
    t = [(search("James Webb Space Telescope launch date Ariane 5 flight number"),
          serp((jw, "James Webb Space Telescope - Wikipedia", "The James Webb Space Telescope (JWST) is a space telescope designed to conduct infrared astronomy ... launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana ...", "N/A"),
               ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_launch", "ESA - Webb launch", "Webb lifted off on an Ariane 5 from Europe's Spaceport in French Guiana at 13:20 CET on 25 December 2021 ...", "Dec 25, 2021"),
               ("https://www.arianespace.com/mission/ariane-flight-va256/", "Flight VA256 - Arianespace", "Ariane 5 flight VA256 successfully placed the James Webb Space Telescope on its trajectory toward the Sun-Earth L2 point ...", "Dec 25, 2021"),
               ("https://www.nasa.gov/news-release/nasas-webb-telescope-launches-to-see-first-galaxies-distant-worlds/", "NASA's Webb Telescope Launches to See First Galaxies, Distant Worlds - NASA", "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport in French Guiana ...", "Dec 25, 2021"),
               ("https://www.space.com/james-webb-space-telescope-launch-success", "James Webb Space Telescope launches on Christmas | Space", "The $10 billion observatory lifted off on Christmas morning ...", "Dec 25, 2021"),
               ("https://webb.nasa.gov/content/about/faqs/faq.html", "Frequently Asked Questions - Webb/NASA", "Webb will orbit the Sun 1.5 million kilometers (1 million miles) away from the Earth at what is called the second Lagrange point or L2 ...", "N/A"))),
         (wx(jw),
          WIKI_HEAD + "NASA/ESA/CSA space telescope launched in 2021\n\n"
          "| James Webb Space Telescope | |\n| --- | --- |\n| Names | JWST, Webb, NGST |\n| Mission type | Astronomy |\n| Operator | STScI (NASA) |\n| COSPAR ID | 2021-130A |\n| Mission duration | 20 years (planned) |\n"
          "| Launch mass | 6,161.4 kg (13,584 lb) |\n| Launch date | 25 December 2021, 12:20 UTC |\n| Rocket | Ariane 5 ECA (VA256) |\n| Launch site | Centre Spatial Guyanais, ELA-3 |\n| Contractor | Arianespace |\n"
          "| Entered service | 12 July 2022 |\n| Reference system | Sun–Earth L2 orbit |\n| Diameter | 6.5 m (21 ft) |\n| Collecting area | 25.4 m2 (273 sq ft) |\n| Wavelengths | 0.6–28.3 μm |\n\n"
          "The **James Webb Space Telescope** (**JWST**) is a space telescope designed to conduct infrared astronomy. Its high-resolution and high-sensitivity instruments allow it to view objects too old, distant, or faint for the Hubble Space Telescope.\n\n"
          "## Launch and commissioning\n\n[edit]\n\nThe launch took place as scheduled at 12:20 UTC on 25 December 2021 on an Ariane 5 rocket that lifted off from the Guiana Space Centre in French Guiana. ... On 24 January 2022, at 19:00 UTC, Webb arrived at its halo orbit around the Sun–Earth L2 point."),
         (mem("add", dict={"jwst_launch": launch, "jwst_l2_arrival": "24 Jan 2022"}), added("jwst_launch", "jwst_l2_arrival")),
         (search("Webb first full-color images release date"),
          serp((fi, "Webb's First Images - NASA Science", "On July 12, 2022, NASA released the first full-color images and spectroscopic data from the James Webb Space Telescope ...", "N/A"),
               ("https://www.nasa.gov/image-article/nasas-webb-delivers-deepest-infrared-image-of-universe-yet/", "NASA's Webb Delivers Deepest Infrared Image of Universe Yet - NASA", "President Joe Biden unveiled the image of galaxy cluster SMACS 0723 during a White House event Monday, July 11 ...", "Jul 11, 2022"),
               ("https://esawebb.org/news/weic2205/", "ESA/Webb's first full-colour images and spectra", "Today, 12 July 2022, the NASA/ESA/CSA James Webb Space Telescope reveals its first full-colour images ...", "Jul 12, 2022"),
               ("https://www.nytimes.com/interactive/2022/07/12/science/james-webb-telescope-photos-analysis.html", "See the New James Webb Telescope Images - The New York Times", "The Carina Nebula, Stephan's Quintet, the Southern Ring Nebula ...", "Jul 12, 2022"))),
         (mem("retrieve", key_list=["jwst_launch", "jwst_l2_arrival"]),
          json.dumps({"jwst_launch": "24 Dec 2021 12:20 UTC, Ariane 5 ECA VA256, Kourou ELA-3", "jwst_l2_arrival": "24 Jan 2022"}, ensure_ascii=False)),
         (wx(fi),
          "# Webb's First Images\n\nOn July 12, 2022, NASA released the first full-color images and spectroscopic data from the James Webb Space Telescope, marking the official beginning of Webb's general science operations.\n\n"
          "## The first images\n\n- **Webb's First Deep Field (SMACS 0723)** – previewed by President Biden on July 11, 2022\n- **Carina Nebula** – \"Cosmic Cliffs\" in NGC 3324\n- **Stephan's Quintet** – a visual grouping of five galaxies\n- **Southern Ring Nebula** – a planetary nebula about 2,500 light-years away\n- **WASP-96 b (spectrum)** – the distinct signature of water in the atmosphere of a hot gas giant\n\n"
          "The targets were selected by an international committee from NASA, ESA, CSA and the Space Telescope Science Institute.")]
    R.add("search", "h4-search-16", SYS, t, bad=True, turn=5, kind="memory_differs")


# ------------------------------------------------------------------------------------------------ 17 clean
def t17() -> None:
    # clean: a truncated extraction, a call to a tool that does not exist, then the later section read with a goal
    hist = "https://en.wikipedia.org/wiki/Linux_kernel_version_history"
    rel = "https://www.kernel.org/category/releases.html"
    t = [(search("Linux kernel 6.12 LTS release date"),
          serp(("https://kernelnewbies.org/Linux_6.12", "Linux_6.12 - Linux Kernel Newbies", "Linux 6.12 has been released on Sun, 17 Nov 2024. Summary: This release includes PREEMPT_RT, real-time support merged into mainline; sched_ext, a BPF-based scheduler framework ...", "N/A"),
               ("https://www.phoronix.com/news/Linux-6.12-Released", "Linux 6.12 Released With Real-Time Support, sched_ext & Much More - Phoronix", "Linus Torvalds just released Linux 6.12 as the last major kernel version of 2024 and it's expected to be this year's LTS kernel ...", "Nov 17, 2024"),
               (rel, "Releases - The Linux Kernel Archives", "Longterm release kernels: 6.12, 6.6, 6.1, 5.15, 5.10, 5.4 ... Projected EOL ...", "N/A"),
               (hist, "Linux kernel version history - Wikipedia", "This article documents the version history of the Linux kernel ... releases and their end-of-life dates ...", "N/A"),
               ("https://lwn.net/Articles/997826/", "The 6.12 kernel has been released [LWN.net]", "Linus has released the 6.12 kernel ... Headline features include the extensible scheduler class, real-time preemption ...", "Nov 17, 2024"),
               ("https://www.reddit.com/r/linux/comments/1gtm2gx/linux_612_is_the_2024_lts_kernel/", "Linux 6.12 is the 2024 LTS kernel : r/linux", "Greg confirmed 6.12 as the LTS for this year ...", "Nov 18, 2024"))),
         (wx(hist),
          WIKI_HEAD + "This article documents the version history of the Linux kernel. The Linux kernel is a free and open-source, monolithic, Unix-like operating system kernel. It was conceived and created in 1991 by Linus Torvalds.\n\n"
          "Linux kernels have different support levels depending on the version. Usually, each stable version continues to be supported until the next stable version is released. There are some exceptions, such as the Long Term Support (LTS) versions, which are supported for several years.\n\n"
          "## Releases 5.x.y\n\n[edit]\n\n| Version | Original release date | Last maintenance release | Maintainer | EOL / projected EOL |\n| --- | --- | --- | --- | --- |\n"
          "| 5.0 | March 3, 2019 | 5.0.21 | Greg Kroah-Hartman | June 4, 2019 |\n| 5.1 | May 5, 2019 | 5.1.21 | Greg Kroah-Hartman | July 28, 2019 |\n| 5.2 | July 7, 2019 | 5.2.21 | Greg Kroah-Hartman | October 11, 2019 |\n| 5.3 | September 15, 2019 | 5.3.18 | Greg Kroah-Hartman | December 21, 2019 |\n"
          "| 5.4 (LTS) | November 24, 2019 | | Greg Kroah-Hartman & Sasha Levin | December 2025 |\n| 5.5 | January 26, 2020 | 5.5.19 | Greg Kroah-Hartman | April 21, 2020 |\n| 5.6 | March 29, 2020 | 5.6.19 | Greg Kroah-Hartman | June 17, 2020 |\n| 5.7 | May 31, 2020 | 5.7.19 | Greg Kroah-Hartman | August 27, 2020 |\n| 5.8 | August 2, 2020 | 5.8.18 | Greg Kroah-Hartman | November 1, 2020 |\n| 5.9 | October 11, 2020 | 5.9.16 | Greg Kroah-Hartman | December 21, 2020 |\n"
          "| 5.10 (LTS) | December 13, 2020 | | Greg Kroah-Hartman & Sasha Levin | December 2026 |\n| 5.11 | February 14, 2021 | 5.11.22 | Greg Kroah-Hartman | May 19, 2021 |\n| 5.12 | April 25, 2021 | 5.12.19 | Greg Kroah-Hartman | July 20, 2021 |\n| 5.13 | June 27, 2021 | 5.13.19 | Greg Kroah-Hartman | September 18, 2021 |\n| 5.14 | August 29, 2021 | 5.14.21 | Greg Kroah-Hartman | November 21, 2021 |\n"
          "| 5.15 (LTS) | October 31, 2021 | | Greg Kroah-Hartman & Sasha Levin | December 2026 |\n| 5.16 | January 9, 2022 | 5.16.20 | Greg Kroah-Hartman | April 13, 2022 |\n\n"
          "[Content truncated: the page exceeds the extraction limit; 38,214 characters omitted. Pass a goal to extract a specific section.]"),
         (call("browse_page", url=hist, section="Releases 6.x.y"),
          "Error: unknown tool 'browse_page'. Available tools: web_search, web_extractor, dict_memory."),
         (wx(hist, "6.x releases with original release dates and end of life"),
          "# Linux kernel version history\n\n## Releases 6.x.y\n\n| Version | Original release date | Maintainer | EOL / projected EOL |\n| --- | --- | --- | --- |\n"
          "| 6.0 | October 2, 2022 | Greg Kroah-Hartman | January 12, 2023 |\n| 6.1 (LTS) | December 11, 2022 | Greg Kroah-Hartman & Sasha Levin | December 2027 |\n| 6.2 | February 19, 2023 | Greg Kroah-Hartman | May 17, 2023 |\n"
          "| 6.3 | April 23, 2023 | Greg Kroah-Hartman | July 11, 2023 |\n| 6.4 | June 25, 2023 | Greg Kroah-Hartman | September 13, 2023 |\n| 6.5 | August 27, 2023 | Greg Kroah-Hartman | November 28, 2023 |\n"
          "| 6.6 (LTS) | October 30, 2023 | Greg Kroah-Hartman & Sasha Levin | December 2026 |\n| 6.7 | January 7, 2024 | Greg Kroah-Hartman | April 3, 2024 |\n| 6.8 | March 10, 2024 | Greg Kroah-Hartman | May 30, 2024 |\n"
          "| 6.9 | May 12, 2024 | Greg Kroah-Hartman | July 27, 2024 |\n| 6.10 | July 14, 2024 | Greg Kroah-Hartman | October 10, 2024 |\n| 6.11 | September 15, 2024 | Greg Kroah-Hartman | December 5, 2024 |\n"
          "| 6.12 (LTS) | November 17, 2024 | Greg Kroah-Hartman & Sasha Levin | December 2026 |\n| 6.13 | January 19, 2025 | Greg Kroah-Hartman | (current stable) |\n\n"
          "Legend: LTS = longterm release; versions without a note are end-of-life once the next stable release has been out for a few weeks."),
         (wx(rel),
          "# Releases\n\n## Prepatch\n\nPrepatch or \"RC\" kernels are mainline kernel pre-releases that are mostly aimed at other kernel developers and Linux enthusiasts.\n\n"
          "## Mainline\n\nMainline tree is maintained by Linus Torvalds. It's the tree where all new features are introduced.\n\n"
          "## Stable\n\nAfter each mainline kernel is released, it is considered \"stable.\" Any bug fixes for a stable kernel are backported from the mainline tree and applied by a designated stable kernel maintainer.\n\n"
          "## Longterm\n\nThere are usually several \"longterm maintenance\" kernel releases provided for the purposes of backporting bugfixes for older kernel trees.\n\n"
          "| Version | Maintainer | Released | Projected EOL |\n| --- | --- | --- | --- |\n| 6.12 | Greg Kroah-Hartman & Sasha Levin | 2024-11-17 | Dec, 2026 |\n| 6.6 | Greg Kroah-Hartman & Sasha Levin | 2023-10-30 | Dec, 2026 |\n"
          "| 6.1 | Greg Kroah-Hartman & Sasha Levin | 2022-12-11 | Dec, 2027 |\n| 5.15 | Greg Kroah-Hartman & Sasha Levin | 2021-10-31 | Dec, 2026 |\n| 5.10 | Greg Kroah-Hartman & Sasha Levin | 2020-12-13 | Dec, 2026 |\n| 5.4 | Greg Kroah-Hartman & Sasha Levin | 2019-11-24 | Dec, 2025 |"),
         (mem("add", dict={"linux_lts": "6.12 (2024-11-17, EOL Dec 2026); 6.6 (2023-10-30, Dec 2026); 6.1 (2022-12-11, Dec 2027); 5.15 (2021-10-31, Dec 2026); 5.10 (2020-12-13, Dec 2026); 5.4 (2019-11-24, Dec 2025)"}),
          added("linux_lts"))]
    R.add("search", "h4-search-17", SYS, t)


# ------------------------------------------------------------------------------------------------ 18 bad
def t18() -> None:
    # bad (turn 6): the same Wayback snapshot, read a second time, gives the 8GB model the later $399 price
    wb = "https://web.archive.org/web/20070701023622/http://www.apple.com/iphone/"
    nr = "https://www.apple.com/newsroom/2007/09/05Apple-Sets-iPhone-Price-at-399-for-8GB-Model/"
    t = [(search("original iPhone launch price 2007 4GB 8GB"),
          serp(("https://en.wikipedia.org/wiki/IPhone_(1st_generation)", "iPhone (1st generation) - Wikipedia", "The iPhone (retroactively labeled the original iPhone, iPhone 2G ...) ... It was released in the United States on June 29, 2007, at the price of $499 for the 4 GB model and $599 for the 8 GB model, paired with a 2-year AT&T contract ...", "N/A"),
               ("https://www.apple.com/newsroom/2007/01/09Apple-Reinvents-the-Phone-with-iPhone/", "Apple Reinvents the Phone with iPhone - Apple Newsroom", "MACWORLD SAN FRANCISCO—January 9, 2007—Apple today introduced iPhone, combining three products—a revolutionary mobile phone, a widescreen iPod with touch controls, and a breakthrough Internet communications device ...", "Jan 9, 2007"),
               (nr, "Apple Sets iPhone Price at $399 for 8GB Model - Apple Newsroom", "Apple today announced that it has set the price of its 8GB iPhone model at $399, beginning today ...", "Sep 5, 2007"),
               ("https://www.cnet.com/tech/mobile/iphone-launch-day-lines/", "iPhone goes on sale: lines, prices and first impressions - CNET", "Apple's iPhone went on sale at 6 p.m. local time Friday ...", "Jun 29, 2007"),
               ("https://www.theverge.com/2017/6/29/15890488/iphone-10th-anniversary-original-price", "The original iPhone cost $499 - The Verge", "Ten years ago today, the iPhone went on sale in the US ...", "Jun 29, 2017"))),
         (wx("https://en.wikipedia.org/wiki/IPhone_(1st_generation)"),
          WIKI_HEAD + "First smartphone by Apple Inc.\n\n"
          "| iPhone (1st generation) | |\n| --- | --- |\n| Manufacturer | Foxconn (on contract) |\n| Type | Smartphone |\n| First released | June 29, 2007 |\n| Discontinued | July 11, 2008 |\n| Units sold | 6.1 million |\n"
          "| Introductory price | US$499 (4 GB), US$599 (8 GB) |\n| Successor | iPhone 3G |\n| Operating system | iPhone OS 1.0 (final: iPhone OS 3.1.3) |\n| CPU | Samsung 32-bit RISC ARM 1176JZ(F)-S, 412 MHz |\n| Memory | 128 MB eDRAM |\n"
          "| Display | 3.5 in, 320×480 px at 163 ppi |\n| Rear camera | 2.0 MP |\n\n"
          "The **iPhone** (retroactively labeled the **original iPhone**) is the first smartphone designed and marketed by Apple Inc. After years of rumors and speculation, it was officially announced on January 9, 2007, and was later released in the United States on June 29, 2007.\n\n"
          "## Price\n\n[edit]\n\nThe iPhone went on sale at $499 for the 4 GB model and $599 for the 8 GB model, with a two-year AT&T contract. On September 5, 2007, the 8 GB model's price was cut to $399 and the remaining 4 GB units were sold off at $299. Early buyers received a $100 Apple Store credit."),
         (wx(wb),
          "The Wayback Machine - https://web.archive.org/web/20070701023622/http://www.apple.com/iphone/\n\n"
          "# iPhone\n\n**Apple reinvents the phone.**\n\niPhone combines three amazing products — a revolutionary mobile phone, a widescreen iPod with touch controls, and a breakthrough Internet communications device with desktop-class email, web browsing, maps, and searching — into one small and lightweight handheld device.\n\n"
          "## Now available.\n\nBuy iPhone at the Apple Store or at an AT&T store.\n\n| Model | Price |\n| --- | --- |\n| iPhone 4GB | $499 |\n| iPhone 8GB | $599 |\n\n"
          "Requires a new two-year AT&T service plan. iPhone plans start at $59.99 per month.\n\n"
          "Features: Phone · iPod · Internet · Multi-Touch · Visual Voicemail · Safari · Google Maps"),
         (mem("add", dict={"iphone1_us_launch_price": "$499 (4GB) / $599 (8GB), on sale 2007-06-29", "iphone1_price_source": "apple.com/iphone, Wayback capture 2007-07-01"}),
          added("iphone1_us_launch_price", "iphone1_price_source")),
         (search("iPhone price cut September 2007 early adopters $100 credit"),
          serp((nr, "Apple Sets iPhone Price at $399 for 8GB Model - Apple Newsroom", "Apple today announced that it has set the price of its 8GB iPhone model at $399, beginning today ...", "Sep 5, 2007"),
               ("https://www.apple.com/hotnews/openiphoneletter/", "To all iPhone customers - Apple Hot News", "I have received hundreds of emails from iPhone customers who are upset about Apple dropping the price of iPhone by $200 two months after it went on sale ... Steve", "Sep 6, 2007"),
               ("https://www.nytimes.com/2007/09/07/technology/07apple.html", "Apple Offers Credit to Early iPhone Buyers - The New York Times", "Stung by complaints from early iPhone buyers, Apple said it would give them a $100 credit ...", "Sep 7, 2007"),
               ("https://en.wikipedia.org/wiki/IPhone_(1st_generation)#Price", "iPhone (1st generation) - Wikipedia", "On September 5, 2007, the 8 GB model's price was cut to $399 and the remaining 4 GB units were sold off at $299 ...", "N/A"))),
         (wx(wb, "service plan and contract requirements"),
          "The Wayback Machine - https://web.archive.org/web/20070701023622/http://www.apple.com/iphone/\n\n"
          "# iPhone\n\n**Apple reinvents the phone.**\n\n## Now available.\n\nBuy iPhone at the Apple Store or at an AT&T store. iPhone 8GB: $399.\n\n"
          "Requires a new two-year AT&T service plan. iPhone plans start at $59.99 per month and include unlimited data (email and web) and Visual Voicemail. Activation happens in iTunes."),
         (wx(nr),
          "# Apple Sets iPhone Price at $399 for 8GB Model\n\nCUPERTINO, California—September 5, 2007—Apple® today announced that it has set the price of its 8GB iPhone™ model at $399, beginning today. ... Apple is also offering its 4GB model for $299 while supplies last.\n\n"
          "\"iPhone is a breakthrough product and we have the chance to 'go for it' this holiday season,\" said Steve Jobs, Apple's CEO. \"iPhone is already a huge hit and we want to make it even more affordable for even more customers this holiday season.\"\n\n"
          "iPhone is available in the US at Apple's retail stores, AT&T stores and online at www.apple.com."),
         (mem("update", dict={"iphone1_us_launch_price": "$499 (4GB) / $599 (8GB), on sale 2007-06-29; 8GB cut to $399 on 2007-09-05 (4GB $299 while supplies last)"}),
          updated("iphone1_us_launch_price"))]
    R.add("search", "h4-search-18", SYS, t, bad=True, turn=6, kind="content_changed_without_write")


# ------------------------------------------------------------------------------------------------ 19 clean
def t19() -> None:
    # clean: the same Apollo 11 instants given in UTC and in EDT (first step: July 21 UTC = July 20 EDT), durations in two units
    a11 = "https://en.wikipedia.org/wiki/Apollo_11"
    t = [(search("Apollo 11 lunar landing time UTC Eagle"),
          serp((a11, "Apollo 11 - Wikipedia", "Apollo 11 was the first spaceflight to land humans on the Moon. Commander Neil Armstrong and Lunar Module Pilot Buzz Aldrin landed the Apollo Lunar Module Eagle on July 20, 1969, at 20:17 UTC ...", "N/A"),
               ("https://www.nasa.gov/history/july-20-1969-one-giant-leap-for-mankind/", "July 20, 1969: One Giant Leap For Mankind - NASA", "On July 20, 1969, American astronauts Neil Armstrong and Edwin \"Buzz\" Aldrin became the first humans ever to land on the moon ...", "Jul 20, 2019"),
               ("https://airandspace.si.edu/explore/stories/apollo-missions/apollo-11", "Apollo 11 (AS-506) | National Air and Space Museum", "Apollo 11 was the first mission to land humans on the Moon ... Mission duration: 195 hours, 18 minutes, 35 seconds ...", "N/A"),
               ("https://history.nasa.gov/SP-4029/Apollo_11i_Timeline.htm", "Apollo 11 Timeline - NASA History", "Lunar landing 102:45:40 GET ... 20 Jul 1969 20:17:40 GMT ...", "N/A"),
               ("https://www.rmg.co.uk/stories/topics/apollo-11-moon-landing-1969-facts", "Apollo 11 Moon landing: facts and timeline | Royal Museums Greenwich", "At 10.56pm EDT on 20 July (02.56 GMT on 21 July), Neil Armstrong became the first person to step onto the Moon ...", "N/A"))),
         (wx(a11),
          WIKI_HEAD + "First crewed Moon landing (1969)\n\n"
          "| Apollo 11 | |\n| --- | --- |\n| Mission type | Crewed lunar landing |\n| Operator | NASA |\n| Mission duration | 8 days, 3 hours, 18 minutes, 35 seconds |\n| Launch date | July 16, 1969, 13:32:00 UTC |\n| Rocket | Saturn V SA-506 |\n| Launch site | Kennedy LC-39A |\n"
          "| Landing date | July 24, 1969, 16:50:35 UTC |\n| Landing site | North Pacific Ocean |\n| Lunar landing date | July 20, 1969, 20:17:40 UTC |\n| Landing site (Moon) | Mare Tranquillitatis |\n| EVA duration | 2 hours, 31 minutes, 40 seconds |\n| Samples | 21.55 kg (47.5 lb) |\n"
          "| Crew | Neil A. Armstrong, Michael Collins, Edwin E. \"Buzz\" Aldrin Jr. |\n\n"
          "**Apollo 11** was the first spaceflight to land humans on the Moon, conducted by NASA from July 16 to 24, 1969. Commander Neil Armstrong and Lunar Module Pilot Buzz Aldrin landed the Apollo Lunar Module *Eagle* on July 20 at 20:17 UTC, and Armstrong became the first person to step onto the Moon's surface six hours and 39 minutes later, on July 21 at 02:56 UTC. Aldrin joined him 19 minutes later."),
         (mem("add", dict={"apollo11_landing": "1969-07-20 20:17:40 UTC", "apollo11_first_step": "1969-07-21 02:56 UTC"}), added("apollo11_landing", "apollo11_first_step")),
         (wx("https://www.nasa.gov/history/july-20-1969-one-giant-leap-for-mankind/"),
          "# July 20, 1969: One Giant Leap For Mankind\n\nJul 20, 2019\n\nOn July 20, 1969, American astronauts Neil Armstrong (1930-2012) and Edwin \"Buzz\" Aldrin (1930- ) became the first humans ever to land on the moon. About six-and-a-half hours later, Armstrong became the first person to walk on the moon. As he took his first step, Armstrong famously said, \"That's one small step for man, one giant leap for mankind.\"\n\n"
          "The lunar module *Eagle*, with Armstrong and Aldrin aboard, touched down in the Sea of Tranquility at 4:17 p.m. EDT. Armstrong radioed: \"Houston, Tranquility Base here. The Eagle has landed.\"\n\n"
          "At 10:56 p.m. EDT, Armstrong, wearing a bulky spacesuit, climbed down the lunar module's ladder and set foot on the surface. Michael Collins remained in lunar orbit aboard the command module *Columbia*."),
         (search("average distance Earth to Moon km miles"),
          serp(("https://science.nasa.gov/moon/facts/", "Earth's Moon: Facts - NASA Science", "The Moon is an average of 238,855 miles (384,400 km) away from Earth ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Lunar_distance", "Lunar distance - Wikipedia", "The instantaneous Earth–Moon distance ... mean semi-major axis 384,399 km ...", "N/A"),
               ("https://www.space.com/18145-how-far-is-the-moon.html", "How far away is the moon? | Space", "The moon is on average 238,855 miles (384,400 kilometers) away ...", "Feb 10, 2022"))),
         (mem("add", dict={"apollo11_duration": "8 d 3 h 18 min 35 s (= 195 h 18 min 35 s)"}), added("apollo11_duration")),
         (mem("retrieve_all"),
          json.dumps({"apollo11_landing": "1969-07-20 20:17:40 UTC", "apollo11_first_step": "1969-07-21 02:56 UTC", "apollo11_duration": "8 d 3 h 18 min 35 s (= 195 h 18 min 35 s)"}, indent=2)),
         (wx("https://airandspace.si.edu/explore/stories/apollo-missions/apollo-11"),
          "# Apollo 11 (AS-506)\n\nLunar Landing Mission\n\n| | |\n| --- | --- |\n| Launch | July 16, 1969, 9:32 a.m. EDT, Kennedy Space Center |\n| Lunar landing | July 20, 1969, 4:17 p.m. EDT, Sea of Tranquility |\n| Splashdown | July 24, 1969, 12:50 p.m. EDT, Pacific Ocean |\n| Mission duration | 195 hours, 18 minutes, 35 seconds |\n| Recovery ship | USS Hornet |\n\n"
          "Apollo 11 was the first mission to land humans on the Moon. Neil Armstrong and Buzz Aldrin spent about two and a half hours outside the lunar module, collecting 47.5 pounds of lunar material.")]
    R.add("search", "h4-search-19", SYS, t)


# ------------------------------------------------------------------------------------------------ 20 clean
def t20() -> None:
    # clean: an old repository URL redirects to its new owner; the agent renames its memory key properly
    old = "https://github.com/kennethreitz/requests"
    new = "https://github.com/psf/requests"
    t = [(search("kennethreitz requests github"),
          serp((old, "kennethreitz/requests: Python HTTP Requests for Humans™ ✨🍰✨ - GitHub", "Requests is the only Non-GMO HTTP library for Python, safe for human consumption ...", "Mar 6, 2019"),
               (new, "psf/requests: A simple, yet elegant, HTTP library. - GitHub", "Requests is a simple, yet elegant, HTTP library. >>> import requests >>> r = requests.get('https://httpbin.org/basic-auth/user/pass', auth=('user', 'pass')) ...", "N/A"),
               ("https://requests.readthedocs.io/en/latest/", "Requests: HTTP for Humans™ — Requests documentation", "Release v2.32.3. (Installation) Requests is an elegant and simple HTTP library for Python, built for human beings ...", "N/A"),
               ("https://pypi.org/project/requests/", "requests · PyPI", "Python HTTP for Humans. ... pip install requests ...", "N/A"),
               ("https://kennethreitz.org/", "Kenneth Reitz", "Software engineer, author of Requests, Pipenv, and other open source projects ...", "N/A"))),
         (mem("add", dict={"requests_repo": old}), added("requests_repo")),
         (wx(old),
          f"(Redirected from {old} to {new})\n\n"
          "# psf/requests\n\nA simple, yet elegant, HTTP library.\n\n"
          "requests.readthedocs.io/en/latest/\n\n| | |\n| --- | --- |\n| Stars | 52.3k |\n| Forks | 9.4k |\n| Watchers | 1.3k |\n| License | Apache-2.0 |\n| Latest release | v2.32.3 (May 29, 2024) |\n\n"
          "## Requests\n\n**Requests** is a simple, yet elegant, HTTP library.\n\n```python\n>>> import requests\n>>> r = requests.get('https://httpbin.org/basic-auth/user/pass', auth=('user', 'pass'))\n>>> r.status_code\n200\n>>> r.headers['content-type']\n'application/json; charset=utf8'\n```\n\n"
          "Requests allows you to send HTTP/1.1 requests extremely easily. There's no need to manually add query strings to your URLs, or to form-encode your `PUT` & `POST` data — but nowadays, just use the `json` method!\n\n"
          "Requests is one of the most downloaded Python packages today, pulling in around 30M downloads / week — according to GitHub, Requests is currently depended upon by 1,000,000+ repositories."),
         (mem("add", dict={"requests_repo_canonical": new}), added("requests_repo_canonical")),
         (mem("remove", key_list=["requests_repo"]), removed("requests_repo")),
         (mem("retrieve_all"), "{'requests_repo_canonical': 'https://github.com/psf/requests'}"),
         (wx("https://pypi.org/project/requests/"),
          "# requests 2.32.3\n\n`pip install requests`\n\nLatest version · Released: May 29, 2024\n\nPython HTTP for Humans.\n\n"
          "## Navigation\n\n- Project description\n- Release history\n- Download files\n\n"
          "## Meta\n\n- **License:** Apache Software License (Apache 2.0)\n- **Author:** Kenneth Reitz\n- **Requires:** Python >=3.8\n\n"
          "## GitHub Statistics\n\n- Repository: psf/requests\n- Stars: 52,318\n- Forks: 9,371\n- Open issues: 243\n- Open PRs: 68\n\n"
          "## Maintainers\n\n- graffatcolmingov\n- Lukasa\n- nateprewitt"),
         (mem("add", dict={"requests_latest": "2.32.3 (2024-05-29), Python >=3.8"}), added("requests_latest"))]
    R.add("search", "h4-search-20", SYS, t)


# ------------------------------------------------------------------------------------------------ 21 bad
def t21() -> None:
    # bad (turn 7): 4 + 3 keys added, 1 removed, but the remove reply says 7 items remain
    a1 = "https://en.wikipedia.org/wiki/Artemis_I"
    crew = "https://www.nasa.gov/news-release/nasa-names-astronauts-to-next-moon-mission-first-crew-under-artemis/"
    a2 = "https://en.wikipedia.org/wiki/Artemis_II"
    t = [(search("Artemis II crew commander pilot announced"),
          serp((crew, "NASA Names Astronauts to Next Moon Mission, First Crew Under Artemis - NASA", "NASA astronauts Reid Wiseman (commander), Victor Glover (pilot), Christina Koch (mission specialist), and CSA astronaut Jeremy Hansen (mission specialist) will fly around the Moon on Artemis II ...", "Apr 3, 2023"),
               (a2, "Artemis II - Wikipedia", "Artemis II is a planned Moon mission of the Artemis program ... the first crewed flight of the Space Launch System and Orion ...", "N/A"),
               ("https://www.asc-csa.gc.ca/eng/astronauts/canadian/active/bio-jeremy-hansen.asp", "Jeremy Hansen - Canadian Space Agency", "Colonel Jeremy Hansen was selected as a mission specialist on Artemis II, the first crewed mission of NASA's Artemis program ...", "N/A"),
               ("https://www.space.com/artemis-2-astronauts-nasa-moon-mission", "Meet the Artemis 2 astronauts who will fly around the moon | Space", "Reid Wiseman, Victor Glover, Christina Koch and Jeremy Hansen ...", "Apr 3, 2023"),
               (a1, "Artemis I - Wikipedia", "Artemis I was an uncrewed Moon-orbiting mission that was launched in November 2022 ...", "N/A"))),
         (wx(a1),
          WIKI_HEAD + "2022 uncrewed test flight of the Orion spacecraft around the Moon\n\n"
          "| Artemis I | |\n| --- | --- |\n| Names | Exploration Mission-1 (EM-1) |\n| Mission type | Uncrewed lunar orbital test flight |\n| Operator | NASA |\n| Mission duration | 25 days, 10 hours, 53 minutes |\n"
          "| Spacecraft | Orion CM-002 |\n| Launch date | 16 November 2022, 06:47:44 UTC |\n| Rocket | Space Launch System Block 1 |\n| Launch site | Kennedy, LC-39B |\n"
          "| Landing date | 11 December 2022, 17:40:30 UTC |\n| Landing site | Pacific Ocean, off Baja California |\n\n"
          "**Artemis I** was an uncrewed Moon-orbiting mission that was launched in November 2022. As the first major spaceflight of NASA's Artemis program, Artemis I marked the agency's return to lunar exploration after the conclusion of the Apollo program five decades earlier. It was the first integrated flight test of the Orion spacecraft and Space Launch System (SLS) rocket.\n\n"
          "Orion spent about six days in a distant retrograde orbit around the Moon and reached a maximum distance of 432,210 km (268,563 mi) from Earth, the farthest ever traveled by a spacecraft designed to carry humans."),
         (mem("add", dict={"artemis1_launch": "2022-11-16 06:47:44 UTC, SLS Block 1, LC-39B", "artemis1_splashdown": "2022-12-11 17:40:30 UTC, Pacific off Baja California",
                           "artemis2_commander": "Reid Wiseman (NASA)", "artemis2_pilot": "Victor Glover (NASA)"}),
          added("artemis1_launch", "artemis1_splashdown", "artemis2_commander", "artemis2_pilot")),
         (wx(crew),
          "# NASA Names Astronauts to Next Moon Mission, First Crew Under Artemis\n\nApr 03, 2023\n\n"
          "On behalf of the Artemis Generation, NASA and the Canadian Space Agency (CSA) Monday announced the four astronauts who will venture around the Moon on Artemis II, the first crewed mission on NASA's path to establishing a long-term scientific and exploration presence at the Moon.\n\n"
          "The crew members are:\n\n- Commander: Reid Wiseman (NASA)\n- Pilot: Victor Glover (NASA)\n- Mission Specialist: Christina Koch (NASA)\n- Mission Specialist: Jeremy Hansen (CSA)\n\n"
          "The approximately 10-day Artemis II flight test will launch on the agency's powerful Space Launch System rocket, prove the Orion spacecraft's life support systems, and validate the capabilities and techniques needed for humans to live and work in deep space.\n\n"
          "The crew was announced during an event at Ellington Field near NASA's Johnson Space Center in Houston."),
         (mem("add", dict={"artemis2_ms1": "Christina Koch (NASA)", "artemis2_ms2": "Jeremy Hansen (CSA)", "artemis2_target": "NET Sept 2025 (per Jan 2024 update)"}),
          added("artemis2_ms1", "artemis2_ms2", "artemis2_target")),
         (search("Artemis II launch date delay heat shield"),
          serp(("https://www.nasa.gov/news-release/nasa-shares-orion-heat-shield-findings-updates-artemis-moon-missions/", "NASA Shares Orion Heat Shield Findings, Updates Artemis Moon Missions - NASA", "NASA now is targeting April 2026 for Artemis II and mid-2027 for Artemis III ...", "Dec 5, 2024"),
               ("https://www.nasa.gov/news-release/nasa-shares-progress-toward-early-artemis-moon-missions-with-crew/", "NASA Shares Progress Toward Early Artemis Moon Missions with Crew - NASA", "NASA now is targeting September 2025 for Artemis II, the first crewed Artemis mission around the Moon ...", "Jan 9, 2024"),
               ("https://www.reuters.com/technology/space/nasa-delays-artemis-moon-missions-heat-shield-2024-12-05/", "NASA delays Artemis moon missions again over heat shield | Reuters", "NASA on Thursday delayed its next two Artemis missions ... Artemis II to April 2026 ...", "Dec 5, 2024"),
               (a2, "Artemis II - Wikipedia", "Artemis II is a planned Moon mission ... scheduled for no earlier than April 2026 ...", "N/A"))),
         (mem("remove", key_list=["artemis2_target"]), removed("artemis2_target") + " Memory now holds 7 items."),
         (search("Artemis II mission profile hybrid free-return trajectory duration"),
          serp((a2, "Artemis II - Wikipedia", "The crew will travel on a hybrid free-return trajectory around the Moon ... approximately 10-day mission ...", "N/A"),
               ("https://www.nasa.gov/mission/artemis-ii/", "Artemis II - NASA", "NASA's first flight with crew aboard SLS and Orion ... The crew will test Orion's life-support systems ...", "N/A"),
               ("https://www.space.com/artemis-2-mission-explained", "Artemis 2: Everything you need to know | Space", "Artemis 2 will send four astronauts on a free-return trajectory around the moon and back ...", "Jan 8, 2025"))),
         (wx(a2),
          WIKI_HEAD + "Crewed lunar flyby mission of the Artemis program\n\n"
          "| Artemis II | |\n| --- | --- |\n| Mission type | Crewed lunar flyby |\n| Operator | NASA |\n| Mission duration | ~10 days (planned) |\n| Spacecraft | Orion CM-003 |\n| Crew size | 4 |\n"
          "| Members | Reid Wiseman, Victor Glover, Christina Koch, Jeremy Hansen |\n| Launch date | April 2026 (planned) |\n| Rocket | Space Launch System Block 1 |\n| Launch site | Kennedy, LC-39B |\n\n"
          "**Artemis II** is a planned Moon mission of the Artemis program. It will be the second flight of the Space Launch System and the first crewed mission of the Orion spacecraft. The four astronauts will perform a lunar flyby on a hybrid free-return trajectory, the first crewed flight beyond low Earth orbit since Apollo 17 in 1972.")]
    R.add("search", "h4-search-21", SYS, t, bad=True, turn=7, kind="count_mismatch")


# ------------------------------------------------------------------------------------------------ 22 bad
def t22() -> None:
    # bad (turn 6): a key renamed by add+remove is listed under its old name and the new name is missing
    wc = "https://en.wikipedia.org/wiki/2026_FIFA_World_Cup"
    final_old = "MetLife Stadium, East Rutherford NJ - 19 Jul 2026"
    t = [(search("2026 World Cup final venue date"),
          serp(("https://www.fifa.com/en/tournaments/mens/worldcup/canadamexicousa2026/articles/match-schedule-revealed", "FIFA World Cup 26™ match schedule revealed", "New York New Jersey Stadium will host the final on Sunday 19 July 2026, while Mexico City's Estadio Azteca will stage the opening match on 11 June ...", "Feb 4, 2024"),
               (wc, "2026 FIFA World Cup - Wikipedia", "The 2026 FIFA World Cup ... will be the 23rd FIFA World Cup ... jointly hosted by 16 cities in three North American countries ... The final will take place at MetLife Stadium ...", "N/A"),
               ("https://www.nytimes.com/athletic/5250114/2024/02/04/world-cup-2026-final-metlife-stadium/", "2026 World Cup final to be held at MetLife Stadium - The Athletic", "MetLife Stadium in East Rutherford, New Jersey, beat out Dallas's AT&T Stadium to host the final ...", "Feb 4, 2024"),
               ("https://www.espn.com/soccer/story/_/id/39455120/2026-world-cup-schedule-final-metlife-opener-azteca", "2026 World Cup schedule: MetLife to host final, Azteca opener - ESPN", "The tournament will begin on June 11 at Mexico City's Estadio Azteca and end on July 19 ...", "Feb 4, 2024"))),
         (mem("add", dict={"wc2026_final": final_old}), added("wc2026_final")),
         (search("2026 World Cup opening match Estadio Azteca June 11 Mexico"),
          serp(("https://www.fifa.com/en/tournaments/mens/worldcup/canadamexicousa2026/articles/match-schedule-revealed", "FIFA World Cup 26™ match schedule revealed", "New York New Jersey Stadium will host the final on Sunday 19 July 2026, while Mexico City's Estadio Azteca will stage the opening match on 11 June ...", "Feb 4, 2024"),
               ("https://en.wikipedia.org/wiki/Estadio_Azteca", "Estadio Azteca - Wikipedia", "... It will become the first stadium to host three World Cup opening matches, having hosted the openers in 1970 and 1986 ...", "N/A"),
               ("https://apnews.com/article/world-cup-2026-schedule-azteca-metlife", "Estadio Azteca to host 2026 World Cup opener, MetLife the final | AP News", "Mexico will play the opening match at Estadio Azteca on June 11, 2026 ...", "Feb 4, 2024"))),
         (mem("add", dict={"wc2026_final_match": "MetLife Stadium (FIFA: New York New Jersey Stadium), East Rutherford NJ - 19 Jul 2026",
                           "wc2026_opener": "Estadio Azteca, Mexico City - 11 Jun 2026 (Mexico)"}),
          added("wc2026_final_match", "wc2026_opener")),
         (mem("remove", key_list=["wc2026_final"]), removed("wc2026_final")),
         (mem("retrieve_all"),
          "wc2026_final: " + final_old + "\nwc2026_opener: Estadio Azteca, Mexico City - 11 Jun 2026 (Mexico)"),
         (wx(wc),
          WIKI_HEAD + "Association football tournament\n\n"
          "| 2026 FIFA World Cup | |\n| --- | --- |\n| Host countries | Canada, Mexico, United States |\n| Dates | 11 June – 19 July |\n| Teams | 48 (from 6 confederations) |\n| Venue(s) | 16 (in 16 host cities) |\n\n"
          "The **2026 FIFA World Cup** will be the 23rd FIFA World Cup, the quadrennial international men's soccer championship contested by the national teams of the member associations of FIFA. The tournament will take place from June 11 to July 19, 2026. It will be jointly hosted by 16 cities in three North American countries: 11 in the United States, three in Mexico and two in Canada.\n\n"
          "## Format\n\n[edit]\n\nThe tournament will be the first to feature 48 teams, expanded from 32. The teams will be drawn into twelve groups of four; the top two of each group and the eight best third-placed teams advance to a round of 32. A total of 104 matches will be played, up from 64.\n\n"
          "## Venues\n\n[edit]\n\nThe opening match will be played at Estadio Azteca in Mexico City, and the final at MetLife Stadium in East Rutherford, New Jersey."),
         (mem("add", dict={"wc2026_format": "48 teams, 12 groups of 4, round of 32; 104 matches; 16 host cities (11 USA, 3 MEX, 2 CAN)"}), added("wc2026_format"))]
    R.add("search", "h4-search-22", SYS, t, bad=True, turn=6, kind="rename_old_name")


def main() -> None:
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build()
    assert len(R.labels) == 22 and sum(v["bad"] for v in R.labels.values()) == 11
    for tid, rows in ((k, [r for r in R.rows["search"] if r["id"] == k]) for k in R.labels):
        assert 5 <= rows[0]["total_turns"] <= 10, tid
    R.write()


if __name__ == "__main__":
    main()
