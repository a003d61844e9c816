# ruff: noqa: E501
"""Held-out set holdout30, domain ``search``: 22 deep-research trajectories (web_search, web_extractor,
dict_memory), 11 with exactly one world-model contradiction and 11 clean ones full of legitimate change.

Run ``python -m tests.decoherence.independent.holdout30_parts.search.make`` from the repository root; it writes
``search_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

T = "search"


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def ev(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def added(keys: list[str]) -> str:
    return f"Successfully added items of {keys!r} to memory."


def updated(keys: list[str]) -> str:
    return f"Successfully updated items of {keys!r} in memory."


def removed(keys: list[str]) -> str:
    return f"Successfully removed items of {keys!r} from memory."


def got(obj: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(obj, indent=2, ensure_ascii=False)


def state(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


# ---------------------------------------------------------------------------------------------------------
# 01  chemistry, PubChem (mainstream) -- BAD at 6: CAS number of the same PubChem record drifts
# ---------------------------------------------------------------------------------------------------------
def t01() -> dict[str, Any]:
    pc = "https://pubchem.ncbi.nlm.nih.gov/compound/980"
    wp = "https://en.wikipedia.org/wiki/4-Nitrophenol"
    g1 = "CAS number, melting point, water solubility and pKa of 4-nitrophenol"
    g2 = "cross-check melting point, solubility and pKa of 4-nitrophenol"
    g3 = "GHS hazard classification and identifiers of 4-nitrophenol"
    turns = [
        (search("4-nitrophenol CAS number melting point", "4-nitrophenol pKa water solubility 25 °C"),
         fence(results(
             (pc, "4-Nitrophenol | C6H5NO3 | CID 980 - PubChem", "4-Nitrophenol | C6H5NO3 | CID 980 - structure, chemical names, physical and chemical properties, classification, patents, literature, biological activities, safety/hazards/toxicity information ...", "2024-03-09"),
             (wp, "4-Nitrophenol - Wikipedia", "4-Nitrophenol (also called p-nitrophenol or 4-hydroxynitrobenzene) is a phenolic compound that has a nitro group at the opposite position of the hydroxyl group on the benzene ring ...", "2023-11-27"),
             ("https://www.sigmaaldrich.com/US/en/product/sial/241326", "4-Nitrophenol ReagentPlus, 99% | 100-02-7 - Sigma-Aldrich", "4-Nitrophenol ReagentPlus®, 99%; CAS Number: 100-02-7; EC Number: 202-811-6; Linear Formula: O2NC6H4OH; mp 113-114 °C (lit.) ...", "2024-02-01"),
             ("https://webbook.nist.gov/cgi/cbook.cgi?ID=C100027", "Phenol, 4-nitro- - NIST Chemistry WebBook", "Formula: C6H5NO3; Molecular weight: 139.1088; CAS Registry Number: 100-02-7; Other names: p-Nitrophenol; 4-Hydroxynitrobenzene ...", "2023-06-14"),
             ("https://www.chemicalbook.com/ChemicalProductProperty_EN_CB6254238.htm", "4-Nitrophenol | 100-02-7 - ChemicalBook", "Melting point 110-115 °C; Boiling point 279 °C; water solubility 16 g/L (25 °C); pka 7.15 (at 25 °C) ...", "2024-01-19"),
         ))),
        (extract(pc, g1),
         "# 4-Nitrophenol | C6H5NO3 | CID 980 - PubChem\n\n"
         "**PubChem CID:** 980  \n**Molecular Formula:** C6H5NO3  \n"
         "**Synonyms:** 4-NITROPHENOL; p-Nitrophenol; 100-02-7; 4-Hydroxynitrobenzene; Phenol, 4-nitro-; PNP; ...  \n"
         "**Molecular Weight:** 139.11 g/mol  \n**Dates:** Create: 2005-03-25 · Modify: 2024-03-09\n\n"
         "## Description\n4-nitrophenol is a member of the class of 4-nitrophenols that is phenol in which the hydrogen that is para to the hydroxy group has been replaced by a nitro group. It has a role as a human xenobiotic metabolite and a mouse metabolite. It is a conjugate acid of a 4-nitrophenolate.\n\n"
         "## 2 Names and Identifiers\n### 2.1 Computed Descriptors\n"
         "- IUPAC Name: 4-nitrophenol\n- InChI: InChI=1S/C6H5NO3/c8-6-3-1-5(2-4-6)7(9)10/h1-4,8H\n"
         "- InChIKey: BTJIUGUIPKRLHP-UHFFFAOYSA-N\n- Canonical SMILES: C1=CC(=CC=C1[N+](=O)[O-])O\n"
         "### 2.3 Other Identifiers\n- CAS: 100-02-7\n- European Community (EC) Number: 202-811-6\n- UNII: Y92ZL45L4R\n"
         "- ChEBI ID: CHEBI:16836\n- DSSTox Substance ID: DTXSID0021834\n- UN Number: 1663\n\n"
         "## 3 Chemical and Physical Properties\n### 3.1 Computed Properties\n"
         "| Property | Value |\n|---|---|\n| Molecular Weight | 139.11 g/mol |\n| XLogP3 | 1.9 |\n| Hydrogen Bond Donor Count | 1 |\n| Hydrogen Bond Acceptor Count | 3 |\n| Exact Mass | 139.026943 Da |\n| Topological Polar Surface Area | 66 Å² |\n\n"
         "### 3.2 Experimental Properties\n"
         "- **Physical Description:** Colorless to light yellow crystals, odorless. Darkens on exposure to light.\n"
         "- **Boiling Point:** 279 °C (decomposes)\n"
         "- **Melting Point:** 113-114 °C; 237 °F (114 °C)\n"
         "- **Solubility:** In water, 1.6X10+4 mg/L at 25 °C; very soluble in ethanol, chloroform, ether\n"
         "- **Density:** 1.479 g/cu cm at 20 °C\n"
         "- **Vapor Pressure:** 9.79X10-5 mm Hg at 20 °C\n"
         "- **LogP:** log Kow = 1.91\n"
         "- **Dissociation Constants:** pKa = 7.15 at 25 °C\n"
         "- **Henry's Law Constant:** 4.15X10-10 atm-cu m/mol at 20 °C\n\n"
         "[... sections 4-13 (Spectral Information, Related Records, Safety and Hazards, Toxicity, Literature, Patents) not shown ...]"),
        (memory("add", dict={"pnp_cid": "980", "pnp_cas": "100-02-7", "mp_C": "113-114 °C (PubChem)", "solubility_25C": "1.6e4 mg/L = 16 g/L (PubChem, 25 °C)", "pka_pubchem": "7.15 at 25 °C"}),
         added(["pnp_cid", "pnp_cas", "mp_C", "solubility_25C", "pka_pubchem"])),
        (search("4-nitrophenol pKa CRC Handbook dissociation constants of organic acids"),
         fence(results(
             ("https://www.hbcpnetbase.com/faces/documents/05_33/05_33_0001.xhtml", "Dissociation Constants of Organic Acids and Bases - CRC Handbook of Chemistry and Physics", "This table lists the dissociation (ionization) constants of over 1070 organic acids, bases, and amphoteric compounds ... 4-Nitrophenol 25 °C pKa 7.15 ...", "2023-07-01"),
             ("https://organicchemistrydata.org/hansreich/resources/pka/pka_data/pka-compilation-williams.pdf", "pKa Data Compiled by R. Williams", "Phenols: phenol 9.99; 4-chlorophenol 9.38; 3-nitrophenol 8.28; 4-nitrophenol 7.14; 2,4-dinitrophenol 4.09 ...", "2022-04-07"),
             (wp, "4-Nitrophenol - Wikipedia", "Acidity (pKa) 7.15 (H2O) ... In solution, 4-nitrophenol has a dissociation constant (pKa) of 7.15 at 25 °C ...", "2023-11-27"),
             ("https://pubs.acs.org/doi/10.1021/je60027a022", "Thermodynamic pK values of nitrophenols | J. Chem. Eng. Data", "Thermodynamic dissociation constants of 2-, 3- and 4-nitrophenol determined spectrophotometrically at 25 °C ...", "1965-10-01"),
         ))),
        (extract(wp, g2),
         ev(wp, g2,
            "Chembox: IUPAC name 4-Nitrophenol; Other names p-Nitrophenol, 4-Hydroxynitrobenzene; CAS Number 100-02-7; PubChem CID 980; ChEBI CHEBI:16836; EC Number 202-811-6. "
            "Chemical formula C6H5NO3; Molar mass 139.110 g·mol−1; Appearance colourless to light yellow crystals; Density 1.479 g/cm3; "
            "Melting point 113 to 114 °C (235 to 237 °F; 386 to 387 K); Boiling point 279 °C (534 °F; 552 K); "
            "Solubility in water 10 g/L (15 °C), 16 g/L (25 °C); Acidity (pKa) 7.15 (H2O). "
            "Body text: 'In solution, 4-nitrophenol has a dissociation constant (pKa) of 7.15 at 25 °C. ... Because of this, it is used as a pH indicator: it is colourless below pH 5.4 and yellow above pH 7.5.' "
            "Page footer: This page was last edited on 27 November 2023, at 09:12 (UTC).",
            "Wikipedia agrees with PubChem: CAS 100-02-7, mp 113-114 °C, water solubility 16 g/L at 25 °C (10 g/L at 15 °C) and pKa 7.15 in water at 25 °C. "
            "The CRC value cited in search results is also 7.15; the Williams compilation gives 7.14.")),
        (extract(pc, g3),
         ev(pc, g3,
            "Header: 4-Nitrophenol | C6H5NO3 | CID 980. Dates: Create: 2005-03-25 · Modify: 2024-03-09. "
            "2.3 Other Identifiers: CAS 100-01-6; European Community (EC) Number 202-811-6; UNII Y92ZL45L4R; UN Number 1663; ChEBI CHEBI:16836. "
            "9.2 Hazards Identification, GHS Classification (aggregated from 1,254 reports by companies from 24 notifications to the ECHA C&L Inventory): "
            "Pictogram(s): Irritant, Health Hazard; Signal: Warning; "
            "H302 (99.8%): Harmful if swallowed [Warning Acute toxicity, oral]; "
            "H312 (92.1%): Harmful in contact with skin [Warning Acute toxicity, dermal]; "
            "H332 (92.3%): Harmful if inhaled [Warning Acute toxicity, inhalation]; "
            "H373 (95.6%): May cause damage to organs (kidney, liver) through prolonged or repeated exposure [Warning Specific target organ toxicity, repeated exposure]. "
            "Precautionary Statement Codes: P260, P261, P264, P270, P271, P280, P301+P317, P302+P352, P304+P340, P314, P317, P321, P330, P362+P364, P501. "
            "NFPA 704: Health 3, Flammability 1, Instability 2. DOT hazard class 6.1 (Poisonous materials).",
            "PubChem lists 4-nitrophenol under CAS 100-01-6 (EC 202-811-6, UN 1663). GHS classification: Warning; Acute Tox. 4 via oral, dermal and inhalation routes (H302, H312, H332) and STOT RE 2 (H373, kidney and liver).")),
        (memory("retrieve", key_list=["mp_C", "pka_pubchem"]),
         got({"mp_C": "113-114 °C (PubChem)", "pka_pubchem": "7.15 at 25 °C"})),
        (memory("add", dict={"ghs": "Warning; H302, H312, H332 (Acute Tox. 4), H373 (STOT RE 2, kidney/liver); UN 1663, class 6.1", "pka_crc": "7.15 (CRC, 25 °C); Williams compilation 7.14"}),
         added(["ghs", "pka_crc"])),
    ]
    return dict(tid="h30-search-01", turns=turns, bad=True, turn=6,
                kind="CAS number on the same PubChem record changes between two extractions with the same modify date",
                state=state("Give the CAS number, melting point, water solubility and pKa of 4-nitrophenol, with the GHS hazard statements, citing PubChem and one independent source.", "2024-03-14"))


# ---------------------------------------------------------------------------------------------------------
# 02  markets, Yahoo Finance / Reuters (mainstream) -- clean: live quotes move between reads
# ---------------------------------------------------------------------------------------------------------
def _yq(name: str, sym: str, price: str, chg: str, when: str, prev: str, opn: str, rng: str, wk: str, vol: str,
        avg: str, cap: str, beta: str, pe: str, eps: str, earn: str, div: str, tgt: str) -> str:
    return (f"# {name} ({sym}) Stock Price, News, Quote & History - Yahoo Finance\n\n"
            f"NasdaqGS - Nasdaq Real Time Price. Currency in USD\n\n**{price}** {chg}\n"
            f"As of {when}. Market open.\n\n"
            "| | | | |\n|---|---|---|---|\n"
            f"| Previous Close | {prev} | Market Cap (intraday) | {cap} |\n"
            f"| Open | {opn} | Beta (5Y Monthly) | {beta} |\n"
            f"| Day's Range | {rng} | PE Ratio (TTM) | {pe} |\n"
            f"| 52 Week Range | {wk} | EPS (TTM) | {eps} |\n"
            f"| Volume | {vol} | Earnings Date | {earn} |\n"
            f"| Avg. Volume | {avg} | Forward Dividend & Yield | {div} |\n"
            f"| | | 1y Target Est | {tgt} |\n\n"
            "## Recent News\n")


def t02() -> dict[str, Any]:
    nv, ms, ap = ("https://finance.yahoo.com/quote/NVDA/", "https://finance.yahoo.com/quote/MSFT/",
                  "https://finance.yahoo.com/quote/AAPL/")
    rt = "https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/"
    nvda1 = _yq("NVIDIA Corporation", "NVDA", "135.21", "+4.23 (+3.23%)", "11:42 AM EDT", "130.98", "130.69",
                "130.69 - 136.33", "39.23 - 136.33", "148,206,511", "391,042,766", "3.326T", "1.76", "79.07", "1.71",
                "Aug 28, 2024", "0.04 (0.03%)", "141.27") + \
        "- Nvidia passes Microsoft as world's most valuable company (Reuters, 21 minutes ago)\n- Nvidia stock: What the 10-for-1 split means for investors (Yahoo Finance Video, 2 hours ago)\n- Semiconductor ETFs climb to record as AI trade broadens (Bloomberg, 3 hours ago)"
    nvda2 = _yq("NVIDIA Corporation", "NVDA", "135.92", "+4.94 (+3.77%)", "12:09 PM EDT", "130.98", "130.69",
                "130.69 - 136.33", "39.23 - 136.33", "171,884,020", "391,042,766", "3.343T", "1.76", "79.49", "1.71",
                "Aug 28, 2024", "0.04 (0.03%)", "141.27") + \
        "- Nvidia passes Microsoft as world's most valuable company (Reuters, 48 minutes ago)\n- Jensen Huang's net worth tops $117 billion as Nvidia rallies (Bloomberg, 12 minutes ago)\n- Nvidia stock: What the 10-for-1 split means for investors (Yahoo Finance Video, 2 hours ago)"
    msft = _yq("Microsoft Corporation", "MSFT", "446.10", "+3.53 (+0.80%)", "11:51 AM EDT", "442.57", "443.26",
               "441.91 - 447.41", "309.45 - 448.31", "9,874,102", "19,563,880", "3.316T", "0.89", "38.66", "11.54",
               "Jul 23, 2024", "3.00 (0.68%)", "502.77") + \
        "- Nvidia passes Microsoft as world's most valuable company (Reuters, 30 minutes ago)\n- Microsoft delays Recall feature for Copilot+ PCs (The Verge, 4 hours ago)"
    aapl = _yq("Apple Inc.", "AAPL", "213.40", "-3.27 (-1.51%)", "11:55 AM EDT", "216.67", "217.59",
               "212.65 - 218.63", "164.08 - 220.20", "41,390,552", "64,120,430", "3.272T", "1.25", "33.19", "6.43",
               "Aug 1, 2024", "1.00 (0.46%)", "212.88") + \
        "- Apple slips as Nvidia and Microsoft vie for top spot (Investor's Business Daily, 26 minutes ago)\n- Apple Intelligence: what's coming to iPhone this fall (CNET, 5 hours ago)"
    turns = [
        (search("NVIDIA market cap today", "Microsoft Apple market capitalization June 2024"),
         fence(results(
             (nv, "NVIDIA Corporation (NVDA) Stock Price, News, Quote - Yahoo Finance", "NVDA 135.08 +4.10 (+3.13%) · At 11:38 AM EDT · Market Cap 3.323T · Find the latest NVIDIA Corporation (NVDA) stock quote, history, news ...", "2024-06-18"),
             (rt, "Nvidia becomes world's most valuable company, overtaking Microsoft", "Nvidia's shares rose as much as 3.5% on Tuesday, lifting its market value above Microsoft's ... 17 minutes ago", "2024-06-18"),
             ("https://companiesmarketcap.com/", "Companies ranked by Market Cap - CompaniesMarketCap.com", "Rank 1 NVIDIA $3.322 T; 2 Microsoft $3.314 T; 3 Apple $3.281 T; 4 Alphabet $2.176 T; 5 Amazon $1.903 T (delayed prices) ...", "2024-06-18"),
             (ms, "Microsoft Corporation (MSFT) Stock Price, News, Quote - Yahoo Finance", "MSFT 445.71 +3.14 (+0.71%) · At 11:37 AM EDT · Market Cap 3.313T ...", "2024-06-18"),
             (ap, "Apple Inc. (AAPL) Stock Price, News, Quote - Yahoo Finance", "AAPL 214.02 -2.65 (-1.22%) · At 11:37 AM EDT · Market Cap 3.282T ...", "2024-06-18"),
         ))),
        (extract(nv, "current NVIDIA share price and market capitalization"), nvda1),
        (memory("add", dict={"nvda_price": "135.21 (Yahoo, 11:42 EDT)", "nvda_mcap": "3.326T (Yahoo intraday, 11:42 EDT)"}),
         added(["nvda_price", "nvda_mcap"])),
        (extract(ms, "current Microsoft share price and market capitalization"), msft),
        (extract(ap, "current Apple share price and market capitalization"), aapl),
        (memory("add", dict={"msft_mcap": "3.316T (Yahoo, 11:51 EDT, 446.10)", "aapl_mcap": "3.272T (Yahoo, 11:55 EDT, 213.40)"}),
         added(["msft_mcap", "aapl_mcap"])),
        (extract(nv, "refresh NVIDIA price and market cap before writing the comparison"), nvda2),
        (memory("update", dict={"nvda_price": "135.92 (Yahoo, 12:09 EDT)", "nvda_mcap": "3.343T (Yahoo intraday, 12:09 EDT)"}),
         updated(["nvda_price", "nvda_mcap"])),
        (search("Nvidia overtakes Microsoft most valuable company market value"),
         fence(results(
             (rt, "Nvidia becomes world's most valuable company, overtaking Microsoft", "Nvidia's shares rose 3.5% to $135.58, giving the chip designer a market value of $3.335 trillion and pushing it past Microsoft ... 52 minutes ago", "2024-06-18"),
             ("https://www.cnbc.com/2024/06/18/nvidia-passes-microsoft-in-market-cap-is-most-valuable-public-company.html", "Nvidia passes Microsoft in market cap, becomes most valuable public company", "Nvidia's market cap reached about $3.34 trillion on Tuesday, topping Microsoft at $3.32 trillion and Apple at $3.29 trillion ... 25 minutes ago", "2024-06-18"),
             ("https://www.bloomberg.com/news/articles/2024-06-18/nvidia-tops-microsoft", "Nvidia Tops Microsoft as World's Most Valuable Company on AI Boom", "The stock has climbed more than 170% this year ... market value of roughly $3.3 trillion ... 1 hour ago", "2024-06-18"),
             ("https://www.ft.com/content/nvidia-most-valuable", "Nvidia becomes world's most valuable company", "Chipmaker's market capitalisation tops $3.3tn as investors pile into AI ... 33 minutes ago", "2024-06-18"),
         ))),
        (memory("retrieve_all"),
         got({"nvda_price": "135.92 (Yahoo, 12:09 EDT)", "nvda_mcap": "3.343T (Yahoo intraday, 12:09 EDT)",
              "msft_mcap": "3.316T (Yahoo, 11:51 EDT, 446.10)", "aapl_mcap": "3.272T (Yahoo, 11:55 EDT, 213.40)"})),
    ]
    return dict(tid="h30-search-02", turns=turns, bad=False, turn=None, kind="clean",
                state=state("Right now, what is NVIDIA's market capitalization, and is it larger than Microsoft's and Apple's? Give the time of each quote.", "2024-06-18"))


# ---------------------------------------------------------------------------------------------------------
# 03  elections, NZ Electoral Commission live results (less common) -- clean: count progresses on the night
# ---------------------------------------------------------------------------------------------------------
PARTIES_NZ = ["National Party", "Labour Party", "Green Party", "ACT New Zealand", "New Zealand First Party",
              "Te Pāti Māori", "The Opportunity Party (TOP)", "Other parties"]


def _nz(stamp: str, places: str, votes: list[int], elect: list[int], seats: list[int]) -> str:
    tot = sum(votes)
    rows = []
    for p, v, e, s in zip(PARTIES_NZ, votes, elect, seats):
        rows.append(f"| {p} | {v:,} | {100 * v / tot:.2f} | {e if e else '-'} | {s if s else '-'} |")
    return (f"# 2023 General Election - Preliminary Count\n\nOverall Results\n\n*Last updated: {stamp}*\n\n"
            f"Voting places counted: {places}\n\nTotal party votes counted: {tot:,}\n\n"
            "| Party | Party Votes | % Votes | Electorate Seats (leading) | Total Seats (projected) |\n|---|---|---|---|---|\n"
            + "\n".join(rows)
            + f"\n| **Total** | **{tot:,}** | **100.00** | **{sum(elect)}** | **{sum(seats)}** |\n\n"
            "Results are preliminary and include advance votes and election day votes counted in voting places. "
            "Special votes (including overseas votes) will be included in the official count. Official results will be declared on Friday 3 November 2023.\n\n"
            "[Party Status] [Electorate Status] [Party Votes by Electorate] [Download CSV]")


def t03() -> dict[str, Any]:
    url = "https://electionresults.govt.nz/electionresults_2023_preliminary/"
    wc = "https://electionresults.govt.nz/electionresults_2023_preliminary/electorate-details-62.html"
    a_votes = [412837, 259114, 101926, 93408, 67011, 20562, 21337, 18950]
    b_votes = [801202, 552046, 221380, 183903, 132710, 53844, 41512, 39877]
    a = _nz("8:47pm, Saturday 14 October 2023", "1,204 of 2,652 (45.4%)", a_votes, [44, 20, 2, 2, 0, 4, 0, 0], [51, 33, 13, 12, 8, 4, 0, 0])
    b = _nz("10:21pm, Saturday 14 October 2023", "2,411 of 2,652 (90.9%)", b_votes, [45, 18, 3, 2, 0, 4, 0, 0], [50, 34, 14, 11, 8, 4, 0, 0])
    ta, tb = sum(a_votes), sum(b_votes)
    turns = [
        (search("New Zealand election 2023 results live", "electionresults.govt.nz preliminary party vote"),
         fence(results(
             (url, "Overall Results - 2023 General Election - Preliminary Count", "Voting places counted: 1,071 of 2,652 (40.4%) · National Party 41.19% · Labour Party 25.37% · Green Party 9.81% ...", "2023-10-14"),
             ("https://www.rnz.co.nz/news/political/500134/live-election-2023-results", "LIVE: Election 2023 results as they come in | RNZ News", "National is on track to form a government with ACT, with 40 percent of the vote counted ... updated 6 minutes ago", "2023-10-14"),
             ("https://www.nzherald.co.nz/nz/politics/election-2023-live-results/", "Election 2023 live results: National surges ahead - NZ Herald", "Live: National leads on the party vote with more than a third of votes counted; Labour concedes seats in the regions ... 3 minutes ago", "2023-10-14"),
             ("https://www.stuff.co.nz/politics/election-2023-results-map", "Election 2023 results map: every electorate - Stuff", "Interactive map of the 72 electorates, updating as voting places report ...", "2023-10-14"),
         ))),
        (extract(url, "party vote shares, counting progress and projected seats"), a),
        (memory("add", dict={"snapshot_2047": f"45.4% of places counted; National {100 * a_votes[0] / ta:.2f}%, Labour {100 * a_votes[1] / ta:.2f}%; projected Nat 51 + ACT 12 = 63 of 121"}),
         added(["snapshot_2047"])),
        (search("NZ election night National ACT majority without NZ First projection"),
         fence(results(
             ("https://www.rnz.co.nz/news/political/500134/live-election-2023-results", "LIVE: Election 2023 results as they come in | RNZ News", "With 80 percent counted, National and ACT would have 61 seats, exactly half of a 121-seat Parliament ... updated 2 minutes ago", "2023-10-14"),
             ("https://www.1news.co.nz/2023/10/14/live-updates-election-night-2023/", "Live updates: Election night 2023 | 1News", "Christopher Luxon expected to address supporters shortly; National-ACT bloc narrowing as count progresses ... 9 minutes ago", "2023-10-14"),
             ("https://www.newsroom.co.nz/2023/10/14/election-night-specials", "Why special votes could still change the numbers", "About 567,000 special votes are expected, historically favouring Labour and the Greens ...", "2023-10-14"),
         ))),
        (extract(url, "latest party vote shares and projected seats"), b),
        (memory("update", dict={"snapshot_2047": "superseded; see latest", "latest": f"10:21pm, 90.9% of places counted; National {100 * b_votes[0] / tb:.2f}%, Labour {100 * b_votes[1] / tb:.2f}%, Green {100 * b_votes[2] / tb:.2f}%; projected Nat 50 + ACT 11 = 61 of 121, specials pending"}),
         updated(["snapshot_2047", "latest"])),
        (extract(wc, "who is leading in Wellington Central"),
         "# Wellington Central - Electorate Status - 2023 General Election - Preliminary Count\n\n*Last updated: 10:24pm, Saturday 14 October 2023*\n\n"
         "Voting places counted: 41 of 44 (93.2%)\n\n"
         "| Candidate | Party | Votes | Margin |\n|---|---|---|---|\n"
         "| PAUL, Tamatha | Green Party | 12,810 | 4,806 |\n| SHEERAN, Scott | National Party | 8,004 | |\n| OMER, Ibrahim | Labour Party | 6,901 | |\n"
         "| LIM, Andrew | ACT New Zealand | 1,512 | |\n| RAKEI, Jacob | The Opportunity Party (TOP) | 744 | |\n| Informal candidate votes | | 212 | |\n\n"
         "Party vote in this electorate: Green Party 29.87%, Labour Party 25.02%, National Party 24.11%, ACT New Zealand 7.40%, TOP 5.23%, NZ First 2.97%, other 5.40%.\n\n"
         "[Back to Electorate Status] [Party Votes by Voting Place]"),
        (memory("retrieve_all"),
         got({"snapshot_2047": "superseded; see latest",
              "latest": f"10:21pm, 90.9% of places counted; National {100 * b_votes[0] / tb:.2f}%, Labour {100 * b_votes[1] / tb:.2f}%, Green {100 * b_votes[2] / tb:.2f}%; projected Nat 50 + ACT 11 = 61 of 121, specials pending"})),
    ]
    return dict(tid="h30-search-03", turns=turns, bad=False, turn=None, kind="clean",
                state=state("On election night, what are the preliminary party-vote shares in New Zealand's 2023 general election, can National and ACT govern alone on the projected seats, and who leads in Wellington Central?", "2023-10-14"))


# ---------------------------------------------------------------------------------------------------------
# 04  court ruling, CourtListener / Justia (less common) -- BAD at 7: an updated memory key reads back old
# ---------------------------------------------------------------------------------------------------------
def t04() -> dict[str, Any]:
    cl = "https://www.courtlistener.com/opinion/9502561/loper-bright-enterprises-v-raimondo/"
    sc = "https://www.supremecourt.gov/opinions/23pdf/22-451_7m58.pdf"
    ju = "https://supreme.justia.com/cases/federal/us/603/22-451/"
    turns = [
        (search("Loper Bright Enterprises v. Raimondo decision vote", "Loper Bright overrules Chevron opinion date"),
         fence(results(
             (ju, "Loper Bright Enterprises v. Raimondo, 603 U.S. ___ (2024) - Justia", "Decided June 28, 2024 ... The Administrative Procedure Act requires courts to exercise their independent judgment ... Chevron is overruled. Roberts, C.J., delivered the opinion of the Court ... 6-3 ...", "2024-06-28"),
             (cl, "Loper Bright Enterprises v. Raimondo - CourtListener", "Supreme Court of the United States · Date Filed: June 28, 2024 · Docket Number: 22-451 · Citation: 603 U.S. 369 ...", "2024-06-29"),
             ("https://www.scotusblog.com/case-files/cases/loper-bright-enterprises-v-raimondo/", "Loper Bright Enterprises v. Raimondo - SCOTUSblog", "Holding: The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority ... Judgment: Vacated and remanded, 6-3, in an opinion by Chief Justice John Roberts on June 28, 2024.", "2024-06-28"),
             ("https://www.nytimes.com/2024/06/28/us/supreme-court-chevron-ruling.html", "Supreme Court Strikes Down Chevron, Curtailing Power of Federal Agencies", "The 6-to-3 decision, overruling a 1984 precedent, is likely to have a wide-ranging impact ...", "2024-06-28"),
         ))),
        (memory("add", dict={"case": "Loper Bright Enterprises v. Raimondo, No. 22-451 (consolidated with Relentless, Inc. v. Department of Commerce, No. 22-1219)", "decided": "2024-06-28", "vote": "6-3", "majority_author": "Roberts, C.J."}),
         added(["case", "decided", "vote", "majority_author"])),
        (extract(cl, "vote breakdown, opinion authors and any recusals"),
         "# Loper Bright Enterprises v. Raimondo\n\n**Supreme Court of the United States**  \nDate Filed: June 28, 2024  \nStatus: Published  \nCitations: 603 U.S. 369, 144 S. Ct. 2244  \n"
         "Docket Number: 22-451  \nJudges: Roberts, Thomas, Alito, Sotomayor, Kagan, Gorsuch, Kavanaugh, Barrett, Jackson  \n"
         "Argued: January 17, 2024\n\n---\n\n(Slip Opinion) OCTOBER TERM, 2023\n\nSyllabus\n\nLOPER BRIGHT ENTERPRISES ET AL. v. RAIMONDO, SECRETARY OF COMMERCE, ET AL.\n\n"
         "CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE DISTRICT OF COLUMBIA CIRCUIT\n\nNo. 22-451. Argued January 17, 2024—Decided June 28, 2024*\n\n"
         "The Court granted certiorari in these cases limited to the question whether Chevron U.S.A. Inc. v. Natural Resources Defense Council, Inc., 467 U.S. 837, should be overruled or clarified. ...\n\n"
         "Held: The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled. Pp. 7-35.\n\n"
         "No. 22-451, 45 F. 4th 359; No. 22-1219, 62 F. 4th 621, vacated and remanded.\n\n"
         "ROBERTS, C.J., delivered the opinion of the Court, in which THOMAS, ALITO, GORSUCH, KAVANAUGH, and BARRETT, JJ., joined. THOMAS, J., and GORSUCH, J., filed concurring opinions. "
         "KAGAN, J., filed a dissenting opinion, in which SOTOMAYOR, J., joined, and in which JACKSON, J., joined as it applies to No. 22-1219. "
         "JACKSON, J., took no part in the consideration or decision of the case in No. 22-451.\n\n"
         "*Together with No. 22-1219, Relentless, Inc., et al. v. Department of Commerce, et al., on certiorari to the United States Court of Appeals for the First Circuit.\n\n"
         "[Cited by 1,412 opinions] [Download PDF] [Authorities (61)]"),
        (memory("update", dict={"vote": "6-2 in No. 22-451 (Jackson recused); 6-3 in No. 22-1219 (Relentless)"}),
         updated(["vote"])),
        (search("Loper Bright Kagan dissent 'humility' agencies expertise", "Chevron overruled statutory stare decisis prior cases"),
         fence(results(
             ("https://www.scotusblog.com/2024/06/supreme-court-strikes-down-chevron-curtailing-power-of-federal-agencies/", "Supreme Court strikes down Chevron, curtailing power of federal agencies - SCOTUSblog", "Kagan, joined by Sotomayor and (in the Relentless case) Jackson, dissented ... 'a rule of judicial humility gives way to a rule of judicial hubris' ...", "2024-06-28"),
             (sc, "22-451 Loper Bright Enterprises v. Raimondo (06/28/2024)", "Slip opinion ... 'we do not call into question prior cases that relied on the Chevron framework. The holdings of those cases that specific agency actions are lawful ... are still subject to statutory stare decisis' ...", "2024-06-28"),
             ("https://www.lawfaremedia.org/article/what-loper-bright-means", "What Loper Bright Means for the Administrative State - Lawfare", "The Court was careful to say that prior Chevron-based holdings retain stare decisis effect ...", "2024-07-02"),
         ))),
        (extract(sc, "what the majority said about prior cases decided under Chevron"),
         ev(sc, "what the majority said about prior cases decided under Chevron",
            "Slip op. at 34-35: 'The dissent ends by quoting Chevron ... But we do not call into question prior cases that relied on the Chevron framework. The holdings of those cases that specific agency actions are lawful—including the Clean Air Act holding of Chevron itself—are still subject to statutory stare decisis despite our change in interpretive methodology. See CBOCS West, Inc. v. Humphries, 553 U.S. 442, 457 (2008). Mere reliance on Chevron cannot constitute a \"special justification\" for overruling such a holding, because to say a precedent relied on Chevron is, at best, \"just an argument that the precedent was wrongly decided.\" Halliburton Co. v. Erica P. John Fund, Inc., 573 U.S. 258, 266 (2014).' "
            "Final paragraph: 'Chevron is overruled. Courts must exercise their independent judgment in deciding whether an agency has acted within its statutory authority, as the APA requires. ... The judgments of the Courts of Appeals for the District of Columbia Circuit in No. 22-451 and for the First Circuit in No. 22-1219 are vacated, and the cases are remanded for further proceedings consistent with this opinion. It is so ordered.'",
            "The majority expressly preserved prior holdings reached under Chevron: they keep statutory stare decisis, and reliance on Chevron alone is not a special justification to overrule them. Both judgments below were vacated and remanded.")),
        (memory("retrieve", key_list=["vote", "decided"]),
         got({"vote": "6-3", "decided": "2024-06-28"})),
        (memory("add", dict={"overruled": "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984)", "prior_cases": "Chevron-era holdings keep statutory stare decisis (slip op. 34-35)"}),
         added(["overruled", "prior_cases"])),
        (memory("retrieve", key_list=["overruled", "majority_author"]),
         got({"overruled": "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984)", "majority_author": "Roberts, C.J."})),
    ]
    return dict(tid="h30-search-04", turns=turns, bad=True, turn=7,
                kind="memory key updated to a new value reads back its old value",
                state=state("Summarise Loper Bright Enterprises v. Raimondo: date, exact vote in each consolidated case, author, and what it says about earlier Chevron-based decisions.", "2024-07-10"))


# ---------------------------------------------------------------------------------------------------------
# 05  software release, PyPI / GitHub (mainstream) -- clean: a new version is published mid-session
# ---------------------------------------------------------------------------------------------------------
def _pypi(ver: str, date: str, banner: str) -> str:
    return (f"# pandas {ver}\n\n`pip install pandas`\n\n{banner}Released: {date}\n\n"
            "Powerful data structures for data analysis, time series, and statistics\n\n"
            "## Navigation\n- Project description\n- Release history\n- Download files\n\n"
            "## Verified details\n*These details have been verified by PyPI*\n"
            "- Maintainers: jbrockmendel, jorisvandenbossche, jreback, lithomas1, mroeschke, TomAugspurger, WillAyd\n\n"
            "## Unverified details\n- License: BSD License (BSD 3-Clause License ...)\n- Author: The Pandas Development Team\n"
            "- Requires: Python >=3.9\n- Provides-Extra: test, pyarrow, performance, computation, fss, aws, gcp, excel, parquet, feather, hdf5, spss, postgresql, mysql, sql-other, html, xml, plot, output-formatting, clipboard, compression, consortium-standard, all\n\n"
            "## Classifiers\n- Development Status :: 5 - Production/Stable\n- Programming Language :: Python :: 3.9\n- Programming Language :: Python :: 3.10\n"
            "- Programming Language :: Python :: 3.11\n- Programming Language :: Python :: 3.12\n- Topic :: Scientific/Engineering\n\n"
            "## Project description\n<div align=\"center\"><img src=\"https://pandas.pydata.org/static/img/pandas.svg\"></div>\n\n"
            "pandas: powerful Python data analysis toolkit\n\n| Testing | CI - Test, Coverage |\n| Package | PyPI Latest Release, conda-forge |\n"
            "| Meta | Powered by NumFOCUS, DOI, License - BSD 3-Clause, Slack |\n\n"
            "## What is it?\n**pandas** is a Python package that provides fast, flexible, and expressive data structures designed to make working with \"relational\" or \"labeled\" data both easy and intuitive. ...")


def t05() -> dict[str, Any]:
    pypi = "https://pypi.org/project/pandas/"
    gh = "https://github.com/pandas-dev/pandas/releases"
    wn = "https://pandas.pydata.org/docs/whatsnew/v2.2.2.html"
    turns = [
        (search("pandas latest release version", "pandas release Python version support"),
         fence(results(
             (pypi, "pandas · PyPI", "pandas 2.2.1 · pip install pandas · Released: Feb 23, 2024 · Powerful data structures for data analysis, time series, and statistics ...", "2024-02-23"),
             (gh, "Releases · pandas-dev/pandas - GitHub", "Pandas 2.2.1 ... We are pleased to announce the release of pandas 2.2.1. This release includes some new features, bug fixes, and performance improvements ...", "2024-02-23"),
             ("https://pandas.pydata.org/docs/whatsnew/index.html", "Release notes — pandas documentation", "Version 2.2: What's new in 2.2.1 (February 22, 2024); What's new in 2.2.0 (January 19, 2024) ...", "2024-02-23"),
             ("https://pypistats.org/packages/pandas", "pandas - PyPI Download Stats", "Downloads last day: 8,412,559; last week: 54,903,318; last month: 218,770,412 ...", "2024-04-09"),
         ))),
        (extract(pypi, "latest pandas version, release date and required Python"),
         _pypi("2.2.1", "Feb 23, 2024", "")),
        (memory("add", dict={"latest": "2.2.1 (PyPI, released 2024-02-23)", "requires_python": ">=3.9 (classifiers 3.9-3.12)"}),
         added(["latest", "requires_python"])),
        (extract(gh, "most recent pandas release and its notes"),
         "# Releases · pandas-dev/pandas\n\n## Pandas 2.2.2  `v2.2.2`  Latest\n**lithomas1** released this 23 minutes ago · 41 commits to main since this release  \n`d9cdd2e`\n\n"
         "We are pleased to announce the release of pandas 2.2.2. This is a patch release in the 2.2.x series and includes some regression and bug fixes. We recommend that all users upgrade to this version.\n\n"
         "Note: pandas 2.2.2 is the first version of pandas that is generally compatible with the upcoming numpy 2.0 release, and wheels for pandas 2.2.2 will work with both numpy 1.x and 2.x.\n\n"
         "See the full whatsnew for a list of all the changes.\n\n"
         "Pandas 2.2.2 supports Python 3.9 and higher.\n\nThe release will be available on the defaults and conda-forge channels: `conda install pandas`\n\nOr via PyPI: `python3 -m pip install --upgrade pandas`\n\n"
         "Please report any issues with the release on the pandas issue tracker.\n\nThanks to all the contributors who made this release possible.\n\n"
         "▸ Assets 3 (pandas-2.2.2.tar.gz, Source code (zip), Source code (tar.gz))\n\n👍 38  🎉 21  🚀 9  — 52 people reacted\n\n"
         "---\n\n## Pandas 2.2.1  `v2.2.1`\n**lithomas1** released this Feb 23 · 452 commits to main since this release  \n`bdc79c1`\n\n"
         "We are pleased to announce the release of pandas 2.2.1. This release includes some new features, bug fixes, and performance improvements. We recommend that all users upgrade to this version. ...\n\n"
         "---\n\n## Pandas 2.2.0  `v2.2.0`\n**lithomas1** released this Jan 20 · 669 commits to main since this release  \n`f538741`\n\n"
         "We are pleased to announce the release of pandas 2.2.0. This release includes some new features, bug fixes, and performance improvements. ...\n\n"
         "[Previous] [Next]"),
        (extract(pypi, "confirm whether 2.2.2 is now on PyPI"),
         _pypi("2.2.2", "Apr 10, 2024", "")
         + "\n\n## Release history\n- **2.2.2** Apr 10, 2024\n- 2.2.1 Feb 23, 2024\n- 2.2.0 Jan 20, 2024\n- 2.2.0rc0 Jan 9, 2024\n- 2.1.4 Dec 8, 2023\n- 2.1.3 Nov 10, 2023\n- ..."),
        (memory("update", dict={"latest": "2.2.2 (PyPI + GitHub, released 2024-04-10; first pandas generally compatible with numpy 2.0)"}),
         updated(["latest"])),
        (search("pandas 2.2.2 release notes numpy 2.0 compatibility"),
         fence(results(
             (wn, "What's new in 2.2.2 (April 10, 2024) — pandas 2.2.2 documentation", "These are the changes in pandas 2.2.2. See Release notes for a full changelog including other versions of pandas. Pandas 2.2.2 is now compatible with numpy 2.0 ...", "2024-04-10"),
             (gh, "Release Pandas 2.2.2 · pandas-dev/pandas - GitHub", "We are pleased to announce the release of pandas 2.2.2 ... 1 hour ago", "2024-04-10"),
             ("https://github.com/pandas-dev/pandas/issues/55519", "Numpy 2.0 compatibility tracker · Issue #55519", "Tracking issue for numpy 2.0 support; wheels built against numpy 2.0.0rc1 ...", "2024-04-10"),
             ("https://pypistats.org/packages/pandas", "pandas - PyPI Download Stats", "Downloads last day: 8,366,204; last week: 55,120,871; last month: 219,402,036 ...", "2024-04-10"),
         ))),
        (extract(wn, "main changes and fixes in pandas 2.2.2"),
         "# What's new in 2.2.2 (April 10, 2024)\n\nThese are the changes in pandas 2.2.2. See Release notes for a full changelog including other versions of pandas.\n\n"
         "## Pandas 2.2.2 is now compatible with numpy 2.0\nPandas 2.2.2 is the first version of pandas that is generally compatible with the upcoming numpy 2.0 release, and wheels for pandas 2.2.2 will work with both numpy 1.x and 2.x.\n\n"
         "One major caveat is that arrays created with numpy 2.0's new `StringDtype` will convert to object dtyped arrays upon Series/DataFrame creation. Full support for numpy 2.0's StringDtype is expected to land in pandas 3.0.\n\n"
         "As usual please report any bugs discovered to our issue tracker\n\n"
         "## Fixed regressions\n- `DataFrame.__dataframe__()` was producing incorrect data buffers when the column's type was a pandas nullable one with missing values (GH 56702)\n"
         "- `DataFrame.__dataframe__()` was producing incorrect data buffers when the column's type was a pyarrow nullable type with missing values (GH 57664)\n"
         "- Avoid issuing a spurious `DeprecationWarning` when a custom `DataFrame` or `Series` subclass method is called (GH 57553)\n"
         "- Fixed regression in precision of `to_datetime()` with string and `unit` input (GH 57051)\n\n"
         "## Bug fixes\n- `DataFrame.__dataframe__()` was producing incorrect data buffers when the column's type was nullable boolean (GH 55332)\n"
         "- `DataFrame.__dataframe__()` was showing bytemask instead of bitmask for 'string[pyarrow]' validity buffer (GH 57762)\n"
         "- `DataFrame.__dataframe__()` was showing non-null validity buffer (instead of None) 'string[pyarrow]' without missing values (GH 57761)\n"
         "- `DataFrame.to_sql()` was failing to find the right table when using the schema argument (GH 57539)\n\n"
         "## Contributors\nA total of 20 people contributed patches to this release. People with a \"+\" by their names contributed a patch for the first time. ..."),
        (memory("retrieve_all"),
         got({"latest": "2.2.2 (PyPI + GitHub, released 2024-04-10; first pandas generally compatible with numpy 2.0)",
              "requires_python": ">=3.9 (classifiers 3.9-3.12)"})),
    ]
    return dict(tid="h30-search-05", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What is the latest pandas release, when was it published, which Python versions does it support, and what are its headline changes?", "2024-04-10"))


# ---------------------------------------------------------------------------------------------------------
# 06  public health, CDC (mainstream) -- BAD at 6: a key added earlier is reported missing
# ---------------------------------------------------------------------------------------------------------
def t06() -> dict[str, Any]:
    cdc = "https://www.cdc.gov/measles/data-research/index.html"
    mmwr = "https://www.cdc.gov/mmwr/volumes/73/wr/mm7314a1.htm"
    turns = [
        (search("CDC measles cases 2024 United States total", "measles outbreaks 2024 CDC jurisdictions"),
         fence(results(
             (cdc, "Measles Cases and Outbreaks | Measles (Rubeola) | CDC", "As of December 31, 2024, a total of 285 measles cases were reported by 33 jurisdictions ... There have been 16 outbreaks (defined as 3 or more related cases) reported in 2024 ...", "2025-01-08"),
             ("https://www.aap.org/en/news-room/news-releases/measles-2024", "Measles cases in 2024 highest since 2019 - AAP", "The United States recorded 285 measles cases in 2024, more than four times the 59 cases of 2023 ...", "2025-01-10"),
             ("https://www.cidrap.umn.edu/measles/us-measles-cases-2024-total", "US measles total for 2024 reaches 285 | CIDRAP", "CDC's final 2024 update shows 285 cases; 40% of patients were hospitalized ...", "2025-01-09"),
             ("https://www.who.int/news-room/fact-sheets/detail/measles", "Measles - World Health Organization (WHO)", "Measles is a highly contagious disease caused by a virus ... In 2023, there were an estimated 107 500 measles deaths ...", "2024-11-14"),
         ))),
        (extract(cdc, "2024 US measles case count, number of outbreaks, jurisdictions, vaccination status and hospitalizations"),
         "# Measles Cases and Outbreaks\n\n*Updated on January 8, 2025*\n\n"
         "## Measles cases in 2024\nAs of December 31, 2024, a total of **285** measles cases were reported by 33 jurisdictions: Arizona, California, Colorado, District of Columbia, Florida, Georgia, Idaho, Illinois, Indiana, Louisiana, Maryland, Massachusetts, Michigan, Minnesota, Missouri, Montana, New Jersey, New Mexico, New York City, New York State, North Carolina, Ohio, Oregon, Pennsylvania, Rhode Island, South Carolina, Tennessee, Texas, Utah, Vermont, Virginia, Washington, and West Virginia.\n\n"
         "There have been **16** outbreaks (defined as 3 or more related cases) reported in 2024, and 69% of cases (198 of 285) are outbreak-associated. For comparison, 4 outbreaks were reported during 2023 and 48% of cases (28 of 59) were outbreak-associated.\n\n"
         "### Age\n- Under 5 years: 119 (42%)\n- 5-19 years: 76 (27%)\n- 20+ years: 88 (31%)\n- Age unknown: 2 (1%)\n\n"
         "### Vaccination Status\n- Unvaccinated or Unknown: 89%\n- One MMR dose: 6%\n- Two MMR doses: 5%\n\n"
         "### Hospitalizations\n40% of cases hospitalized (114 of 285)\n- Under 5 years: 53% (63 of 119)\n- 5-19 years: 25% (19 of 76)\n- 20+ years: 36% (32 of 88)\n\n"
         "### Deaths\nThere have been 0 confirmed deaths from measles in 2024.\n\n"
         "## Yearly measles cases (1985-2024)\n| Year | Cases |\n|---|---|\n| 2019 | 1,274 |\n| 2020 | 13 |\n| 2021 | 49 |\n| 2022 | 121 |\n| 2023 | 59 |\n| 2024 | 285 |\n\n"
         "Note: Case counts are updated weekly on Wednesdays; 2024 data are preliminary and subject to change."),
        (memory("add", dict={"us_2024_cases": "285 (CDC, as of 2024-12-31, page updated 2025-01-08)", "us_2024_outbreaks": "16; 69% of cases (198/285) outbreak-associated", "us_2024_jurisdictions": "33", "us_2024_hosp": "40% (114/285)"}),
         added(["us_2024_cases", "us_2024_outbreaks", "us_2024_jurisdictions", "us_2024_hosp"])),
        (search("MMWR measles United States 2020-2023 cases imported"),
         fence(results(
             (mmwr, "Measles — United States, January 1, 2020–March 28, 2024 | MMWR", "During January 1, 2020–March 28, 2024, a total of 339 measles cases were reported ... 2023: 59 cases ... most cases among unvaccinated children ...", "2024-04-11"),
             ("https://www.cdc.gov/measles/data-research/index.html", "Measles Cases and Outbreaks | CDC", "Yearly measles cases: 2022 121; 2023 59; 2024 285 ...", "2025-01-08"),
             ("https://jamanetwork.com/journals/jama/fullarticle/2815732", "Measles in the US, 2023-2024 | JAMA", "Imported cases accounted for most US measles cases in early 2024 ...", "2024-05-02"),
         ))),
        (extract(mmwr, "number of US measles cases in 2023 and share imported"),
         ev(mmwr, "number of US measles cases in 2023 and share imported",
            "Summary: 'During January 1, 2020-March 28, 2024, a total of 339 confirmed measles cases were reported to CDC; 97 cases were reported during the first quarter of 2024 alone, representing a 17-fold increase over the mean number of cases reported during the first quarter of 2020-2023.' "
            "Results: 'Among the 339 cases, 309 (91%) were in patients who were unvaccinated or whose vaccination status was unknown ... Of the 339 cases, 30 (9%) were in persons who had received ≥1 MMR dose.' Table 1: cases by year 2020 13; 2021 49; 2022 121; 2023 59; 2024 (through Mar 28) 97. "
            "'Most cases (88%) were associated with importation; 2023 included 4 outbreaks.' Published April 11, 2024 / 73(14);295-300.",
            "MMWR 73(14) reports 59 US measles cases in 2023 (4 outbreaks) and 97 cases in the first quarter of 2024; 88% of 2020-2024 cases were import-associated.")),
        (memory("retrieve", key_list=["us_2024_cases"]),
         "Key not found: us_2024_cases"),
        (memory("add", dict={"us_2023_cases": "59 (MMWR 73(14); CDC yearly table)", "us_2023_outbreaks": "4; 48% (28/59) outbreak-associated"}),
         added(["us_2023_cases", "us_2023_outbreaks"])),
    ]
    return dict(tid="h30-search-06", turns=turns, bad=True, turn=6,
                kind="memory key added earlier (never removed) is reported as not found",
                state=state("How many measles cases and outbreaks did CDC report in the US for 2024, and how does that compare with 2023?", "2025-01-20"))


# ---------------------------------------------------------------------------------------------------------
# 07  mountaineering, Himalayan Database (less common) -- BAD at 4: return to Camp IV timed before the summit
# ---------------------------------------------------------------------------------------------------------
def t07() -> dict[str, Any]:
    ex = "https://www.himalayandatabase.com/scripts/expedition.php?expid=EVER24117"
    mb = "https://www.himalayandatabase.com/scripts/member.php?expid=EVER24117&membid=03"
    ht = "https://thehimalayantimes.com/nepal/hungarian-climber-varga-summits-everest-without-guide-rope-fixing-team"
    turns = [
        (search("Himalayan Database EVER24117 expedition Everest 2024", "Elena Varga Everest summit May 2024"),
         fence(results(
             (ex, "Expedition EVER24117 - The Himalayan Database", "Everest, Spring 2024, S Col-SE Ridge, 8K Expeditions; leader Lakpa Dendi Sherpa; 5 members, 6 hired; success ...", "2024-09-30"),
             (ht, "Hungarian climber Varga summits Everest - The Himalayan Times", "Elena Varga, 41, reached the top of Mt Everest on Sunday morning along with Pasang Nurbu Sherpa, according to the expedition organiser ...", "2024-05-19"),
             ("https://www.explorersweb.com/everest-2024-summit-wave-may-19/", "Everest 2024: Big Summit Wave on May 19 - ExplorersWeb", "Over 100 climbers summited from the south side on Sunday in good weather ...", "2024-05-20"),
             ("https://www.himalayandatabase.com/", "The Himalayan Database", "The Himalayan Database is a compilation of records for all expeditions that have climbed in the Nepal Himalaya, based on the expedition archives of Elizabeth Hawley ...", "2024-09-30"),
         ))),
        (extract(ex, "route, summit date and times, oxygen use and members of expedition EVER24117"),
         "# Expedition EVER24117\n\n| Field | Value |\n|---|---|\n| Peak | Everest (EVER), 8849 m |\n| Year/Season | 2024 Spring |\n| Route | S Col-SE Ridge |\n| Nationality | Multinational |\n"
         "| Sponsor/Agency | 8K Expeditions |\n| Leader | Lakpa Dendi Sherpa |\n| Base camp arrival | 14 Apr 2024 |\n| Highest camp | Camp IV, South Col, 7950 m |\n| Summit bid start | 18 May 2024, 21:30 from Camp IV |\n"
         "| Result | Success (main peak) |\n| Termination date | 23 May 2024 |\n| Members / hired | 5 / 6 |\n| Summiters (members / hired) | 3 / 3 |\n| Deaths | 0 |\n| Supplemental O2 | Used above Camp III (climbing and sleeping) |\n\n"
         "## Ascents\n| Date | Time | Member | Citizenship | O2 |\n|---|---|---|---|---|\n"
         "| 19 May 2024 | 06:10 | Ahmed Al-Harthy | Oman | Yes |\n| 19 May 2024 | 06:10 | Mingma Tenzing Sherpa (hired) | Nepal | Yes |\n"
         "| 19 May 2024 | 06:45 | Elena Varga | Hungary | Yes |\n| 19 May 2024 | 06:45 | Pasang Nurbu Sherpa (hired) | Nepal | Yes |\n"
         "| 19 May 2024 | 07:20 | Tomasz Wierzbicki | Poland | Yes |\n| 19 May 2024 | 07:20 | Dawa Gyalje Sherpa (hired) | Nepal | Yes |\n\n"
         "## Members not reaching summit\n- Kenji Morooka (Japan): turned back at the Balcony (8400 m) at 02:40, 19 May, cold hands\n- Sanna Lindqvist (Sweden): did not leave Camp IV, illness\n\n"
         "## Notes\nCamps: BC 5300 m (14 Apr), C1 6050 m, C2 6400 m, C3 7160 m, C4 7950 m (occupied 18 May 15:20). All summiters back at C4 by late morning 19 May; team at BC 21 May.\n\n"
         "Source: Expedition reports and interviews, Kathmandu, 23 May 2024. Record last revised 30 Sep 2024."),
        (memory("add", dict={"exp": "EVER24117, Everest S Col-SE Ridge, 8K Expeditions, leader Lakpa Dendi Sherpa", "varga_summit": "2024-05-19 06:45 with Pasang Nurbu Sherpa", "o2": "yes, above C3", "bid_start": "2024-05-18 21:30 from C4"}),
         added(["exp", "varga_summit", "o2", "bid_start"])),
        (extract(mb, "Elena Varga's ascent and descent details"),
         "# Member record: EVER24117 / 03\n\n| Field | Value |\n|---|---|\n| Name | Elena Varga |\n| Sex / Age | F / 41 |\n| Citizenship | Hungary |\n| Residence | Budapest |\n| Occupation | Anaesthesiologist |\n"
         "| Expedition role | Climber |\n| Prior 8000 m summits | Cho Oyu (2019), Manaslu (2022) |\n| Peak | Everest 8849 m |\n| Route | S Col-SE Ridge |\n| Summit | Yes, 19 May 2024 |\n| Oxygen | Used (climbing, descending, sleeping) |\n"
         "| Highpoint | 8849 m |\n| Death | No |\n| Injury | Mild frostbite, two fingers (left hand) |\n\n"
         "## Notes\nLeft Camp IV 21:30 on 18 May with Pasang Nurbu Sherpa. Delayed 40 min at the Hillary Step by a queue. After the summit, descended to Camp IV, arriving 05:50 on 19 May; continued to Camp II on 20 May and to base camp on 21 May. "
         "Treated for frostbite at the HRA clinic at base camp.\n\nRecord last revised 30 Sep 2024."),
        (search("Everest May 19 2024 summit wave number of climbers south side"),
         fence(results(
             ("https://www.explorersweb.com/everest-2024-summit-wave-may-19/", "Everest 2024: Big Summit Wave on May 19 - ExplorersWeb", "Department of Tourism figures suggest 118 climbers summited from Nepal on Sunday ... queues at the Hillary Step ...", "2024-05-20"),
             (ht, "Hungarian climber Varga summits Everest - The Himalayan Times", "Elena Varga, 41, reached the top of Mt Everest on Sunday morning ...", "2024-05-19"),
             ("https://kathmandupost.com/national/2024/05/20/everest-summits-2024-spring", "Over 400 summits so far this season - The Kathmandu Post", "The season's tally rose past 400 after a crowded weekend on the mountain ...", "2024-05-20"),
         ))),
        (extract(ht, "what the article says about Varga's summit"),
         ev(ht, "what the article says about Varga's summit",
            "'Elena Varga, 41, reached the top of Mt Everest (8,849 m) at 6:45 am on Sunday along with Pasang Nurbu Sherpa, according to Lakpa Dendi Sherpa, managing director of 8K Expeditions.' "
            "'Varga, an anaesthesiologist from Budapest, had earlier climbed Cho Oyu and Manaslu.' 'Omani climber Ahmed Al-Harthy and Polish climber Tomasz Wierzbicki from the same team also summited on Sunday morning.' "
            "Published: May 19, 2024.",
            "The Himalayan Times confirms that Varga summited at 6:45 am on Sunday 19 May 2024 with Pasang Nurbu Sherpa, on an 8K Expeditions team with Al-Harthy and Wierzbicki.")),
        (memory("update", dict={"o2": "yes: above C3, climbing, descending and sleeping (member record)"}),
         updated(["o2"])),
        (memory("add", dict={"injury": "mild frostbite, two fingers left hand; treated at HRA clinic, BC", "teammates": "Al-Harthy (06:10), Wierzbicki (07:20); Morooka turned back at Balcony; Lindqvist stayed at C4"}),
         added(["injury", "teammates"])),
        (memory("retrieve_all"),
         got({"exp": "EVER24117, Everest S Col-SE Ridge, 8K Expeditions, leader Lakpa Dendi Sherpa", "varga_summit": "2024-05-19 06:45 with Pasang Nurbu Sherpa",
              "o2": "yes: above C3, climbing, descending and sleeping (member record)", "bid_start": "2024-05-18 21:30 from C4",
              "injury": "mild frostbite, two fingers left hand; treated at HRA clinic, BC", "teammates": "Al-Harthy (06:10), Wierzbicki (07:20); Morooka turned back at Balcony; Lindqvist stayed at C4"})),
    ]
    return dict(tid="h30-search-07", turns=turns, bad=True, turn=4,
                kind="member record has the climber back at camp before the summit time the expedition record gave",
                state=state("For Himalayan Database expedition EVER24117, when did Elena Varga summit Everest, by which route, with or without supplemental oxygen, and how did her descent go?", "2024-10-12"))


# ---------------------------------------------------------------------------------------------------------
# 08  mountaineering, 8000ers.com / Wikipedia / Peakbagger (less common) -- clean: re-sorted, units, sources differ
# ---------------------------------------------------------------------------------------------------------
E8 = [  # name, height m, first ascent, first ascensionists
    ("Mount Everest", 8849, "1953-05-29", "Edmund Hillary, Tenzing Norgay"),
    ("K2", 8611, "1954-07-31", "Achille Compagnoni, Lino Lacedelli"),
    ("Kangchenjunga", 8586, "1955-05-25", "Joe Brown, George Band"),
    ("Lhotse", 8516, "1956-05-18", "Fritz Luchsinger, Ernst Reiss"),
    ("Makalu", 8485, "1955-05-15", "Lionel Terray, Jean Couzy"),
    ("Cho Oyu", 8188, "1954-10-19", "Herbert Tichy, Joseph Jöchler, Pasang Dawa Lama"),
    ("Dhaulagiri I", 8167, "1960-05-13", "K. Diemberger, P. Diener, E. Forrer, A. Schelbert, Nawang Dorje, Nima Dorje"),
    ("Manaslu", 8163, "1956-05-09", "Toshio Imanishi, Gyalzen Norbu"),
    ("Nanga Parbat", 8126, "1953-07-03", "Hermann Buhl"),
    ("Annapurna I", 8091, "1950-06-03", "Maurice Herzog, Louis Lachenal"),
    ("Gasherbrum I", 8080, "1958-07-05", "Pete Schoening, Andy Kauffman"),
    ("Broad Peak", 8051, "1957-06-09", "F. Wintersteller, M. Schmuck, K. Diemberger, H. Buhl"),
    ("Gasherbrum II", 8035, "1956-07-07", "Fritz Moravec, Josef Larch, Hans Willenpart"),
    ("Shishapangma", 8027, "1964-05-02", "Xu Jing and 9 others (China)"),
]


def _e8_table(rows: list[tuple[str, int, str, str]]) -> str:
    out = ["| # | Mountain | Height (m) | First ascent | First ascensionists |", "|---|---|---|---|---|"]
    for i, (n, h, d, who) in enumerate(rows, 1):
        out.append(f"| {i} | {n} | {h} | {d} | {who} |")
    return "\n".join(out)


def t08() -> dict[str, Any]:
    site = "https://www.8000ers.com/cms/en/8000ers-mainmenu-205.html"
    site2 = "https://www.8000ers.com/cms/en/8000ers-mainmenu-205.html?sort=first_ascent"
    wp = "https://en.wikipedia.org/wiki/Eight-thousander"
    pb = "https://www.peakbagger.com/list.aspx?lid=2919"
    by_h = _e8_table(E8)
    by_d = _e8_table(sorted(E8, key=lambda r: r[2]))
    order = [f"{n} ({d})" for n, _h, d, _w in sorted(E8, key=lambda r: r[2])]
    wp_rows = "\n".join(f"| {i} | {n} | {h:,} | {round(h / 0.3048):,} | {d[:4]} |" for i, (n, h, d, _w) in enumerate(E8, 1))
    turns = [
        (search("14 eight-thousanders first ascent dates list", "8000ers.com main summits heights"),
         fence(results(
             (site, "8000ers.com - The 14 main summits", "The fourteen main summits over 8000 m with their heights, first ascents and first ascensionists, by Eberhard Jurgalski ...", "2024-01-15"),
             (wp, "Eight-thousander - Wikipedia", "The eight-thousanders are the 14 mountains that are more than 8,000 metres (26,247 ft) in height above sea level ... All are in the Himalayas and Karakoram ...", "2024-05-02"),
             ("https://www.britannica.com/list/the-14-eight-thousanders", "The 14 Eight-Thousanders | Britannica", "Everest, K2, Kangchenjunga ... Annapurna I was the first to be climbed, in 1950 ...", "2023-08-21"),
             (pb, "Eight-thousanders - Peakbagger.com", "List of the 14 peaks over 8000 meters, with elevations in feet and meters and ascent statistics ...", "2024-03-11"),
         ))),
        (extract(site, "heights and first ascents of the 14 main summits"),
         "# The 14 main summits over 8000 m\n\n*Last update: 15.01.2024 — heights according to latest surveys (Everest: Nepal/China 2020 joint survey)*\n\n"
         "Sorted by: **Height** | [First ascent](?sort=first_ascent)\n\n" + by_h
         + "\n\nNote: the list includes only the 14 independent main summits. Subsidiary summits (e.g. Lhotse Middle, Yalung Kang) are listed on the page 'All 8000 m summits'."),
        (extract(site2, "list the 14 main summits in order of first ascent"),
         "# The 14 main summits over 8000 m\n\n*Last update: 15.01.2024 — heights according to latest surveys (Everest: Nepal/China 2020 joint survey)*\n\n"
         "Sorted by: [Height](?sort=height) | **First ascent**\n\n" + by_d
         + "\n\nNote: the list includes only the 14 independent main summits. Subsidiary summits (e.g. Lhotse Middle, Yalung Kang) are listed on the page 'All 8000 m summits'."),
        (memory("add", dict={"first_ascent_order": order, "first_climbed": "Annapurna I, 1950-06-03 (Herzog, Lachenal)", "last_climbed": "Shishapangma, 1964-05-02 (Chinese team, Xu Jing)"}),
         added(["first_ascent_order", "first_climbed", "last_climbed"])),
        (extract(wp, "heights in metres and feet of the 14 eight-thousanders"),
         "# Eight-thousander\n\nThe **eight-thousanders** are the 14 mountains recognised by the International Mountaineering and Climbing Federation (UIAA) as being more than 8,000 metres (26,247 ft) in height above sea level, and which are sufficiently independent from neighbouring peaks. ...\n\n"
         "## Eight-thousanders\n| Rank | Name | Height (m) | Height (ft) | First ascent |\n|---|---|---|---|---|\n" + wp_rows
         + "\n\n## History\nAnnapurna I was the first eight-thousander to be climbed, by Maurice Herzog and Louis Lachenal on 3 June 1950. Shishapangma, entirely within Tibet, was the last, climbed by a Chinese expedition on 2 May 1964. ...\n\n"
         "This page was last edited on 2 May 2024, at 18:05 (UTC)."),
        (search("eight-thousanders elevation feet Broad Peak 8047 Gasherbrum I 8068"),
         fence(results(
             (pb, "Eight-thousanders - Peakbagger.com", "Broad Peak 26,401 ft / 8047 m; Gasherbrum I 26,470 ft / 8068 m; Shishapangma 26,335 ft / 8027 m ...", "2024-03-11"),
             ("https://www.summitpost.org/broad-peak/150416", "Broad Peak : Climbing, Hiking & Mountaineering : SummitPost", "Elevation: 26,401 ft / 8047 m ... older surveys give 8051 m ...", "2022-09-03"),
             ("https://www.alpineclub.org.uk/heights-of-8000ers", "A note on the heights of the 8000ers - Alpine Club", "Different surveys disagree by up to 20 m for several Karakoram summits ...", "2021-12-10"),
         ))),
        (extract(pb, "elevations of Broad Peak and Gasherbrum I in feet and metres"),
         ev(pb, "elevations of Broad Peak and Gasherbrum I in feet and metres",
            "Peakbagger list 'Eight-thousanders' (14 peaks), columns Rank / Peak / Elevation-Ft / Elevation-M / Prominence-Ft: "
            "1 Mount Everest 29,032 / 8849; 2 K2 28,251 / 8611; 3 Kangchenjunga 28,169 / 8586; 4 Lhotse 27,940 / 8516; 5 Makalu 27,838 / 8485; 6 Cho Oyu 26,864 / 8188; 7 Dhaulagiri I 26,795 / 8167; 8 Manaslu 26,781 / 8163; 9 Nanga Parbat 26,660 / 8126; 10 Annapurna I 26,545 / 8091; "
            "11 Gasherbrum I 26,470 / 8068; 12 Broad Peak 26,401 / 8047; 13 Gasherbrum II 26,362 / 8035; 14 Shishapangma 26,335 / 8027. Footnote: 'Elevations for Gasherbrum I and Broad Peak use the 2019 SRTM-based values; many sources still give 8080 m and 8051 m.'",
            "Peakbagger gives Gasherbrum I as 8068 m (26,470 ft) and Broad Peak as 8047 m (26,401 ft), lower than the 8080 m and 8051 m used by 8000ers.com and Wikipedia, because it uses a different survey; the other 12 heights match.")),
        (memory("add", dict={"heights_note": "8000ers.com and Wikipedia: GI 8080 m (26,509 ft), Broad Peak 8051 m (26,414 ft); Peakbagger (SRTM 2019): GI 8068 m, BP 8047 m. Use 8000ers values, footnote Peakbagger."}),
         added(["heights_note"])),
        (memory("retrieve_all"),
         got({"first_ascent_order": order, "first_climbed": "Annapurna I, 1950-06-03 (Herzog, Lachenal)", "last_climbed": "Shishapangma, 1964-05-02 (Chinese team, Xu Jing)",
              "heights_note": "8000ers.com and Wikipedia: GI 8080 m (26,509 ft), Broad Peak 8051 m (26,414 ft); Peakbagger (SRTM 2019): GI 8068 m, BP 8047 m. Use 8000ers values, footnote Peakbagger."})),
    ]
    return dict(tid="h30-search-08", turns=turns, bad=False, turn=None, kind="clean",
                state=state("List the 14 eight-thousanders in order of first ascent, with heights in metres and feet; which was climbed last, and do sources agree on the heights?", "2024-06-03"))


# ---------------------------------------------------------------------------------------------------------
# 09  film box office, Box Office Mojo (mainstream) -- BAD at 9: a removed memory key is back in retrieve_all
# ---------------------------------------------------------------------------------------------------------
def _bom(title: str, tid: str, dom: str, dpct: str, intl: str, ipct: str, ww: str, opening: str, theaters: str,
         budget: str, release: str, mpaa: str, run: str, genres: str, dist: str, extra: str) -> str:
    return (f"# {title}\n\n*boxofficemojo.com/title/{tid}/*\n\n"
            "| Performance | |\n|---|---|\n"
            f"| Domestic ({dpct}) | {dom} |\n| International ({ipct}) | {intl} |\n| Worldwide | {ww} |\n\n"
            "| Summary details | |\n|---|---|\n"
            f"| Domestic Distributor | {dist} |\n| Domestic Opening | {opening} |\n| Budget | {budget} |\n| Earliest Release Date | {release} |\n"
            f"| MPAA | {mpaa} |\n| Running Time | {run} |\n| Genres | {genres} |\n| Widest Release | {theaters} theaters |\n\n"
            f"{extra}\n\n*Data as of January 31, 2024.*")


def t09() -> dict[str, Any]:
    opp = "https://www.boxofficemojo.com/title/tt15398776/"
    bar = "https://www.boxofficemojo.com/title/tt1517268/"
    var = "https://variety.com/2023/film/box-office/barbenheimer-box-office-record-combined-1235681203/"
    turns = [
        (search("Oppenheimer box office opening weekend domestic worldwide", "Barbie box office total worldwide"),
         fence(results(
             (opp, "Oppenheimer - Box Office Mojo", "Domestic $326,171,635 · International $630,601,385 · Worldwide $956,773,020 · Domestic Opening $82,455,420 ...", "2024-01-31"),
             (bar, "Barbie - Box Office Mojo", "Domestic $636,238,421 · International $809,400,000 · Worldwide $1,445,638,421 · Domestic Opening $162,022,044 ...", "2024-01-31"),
             ("https://variety.com/2024/film/box-office/oppenheimer-950-million-worldwide-1235877010/", "'Oppenheimer' Crosses $950 Million Worldwide After Oscar Nominations", "Christopher Nolan's 'Oppenheimer' has now grossed roughly $950 million worldwide, becoming the highest-grossing biopic ...", "2024-01-24"),
             ("https://www.the-numbers.com/movie/Oppenheimer-(2023)", "Oppenheimer (2023) - Financial Information - The Numbers", "Domestic Box Office $326,171,635; International $630,601,385; Worldwide $956,773,020; Production Budget $100,000,000 ...", "2024-01-31"),
         ))),
        (extract(opp, "Oppenheimer domestic opening, domestic total and worldwide total"),
         _bom("Oppenheimer (2023)", "tt15398776", "$326,171,635", "34.1%", "$630,601,385", "65.9%", "$956,773,020", "$82,455,420", "3,761",
              "$100,000,000", "July 19, 2023 (Domestic)", "R", "3 hr", "Biography, Drama, History", "Universal Pictures",
              "| Release | Rank | Domestic | International | Worldwide |\n|---|---|---|---|---|\n| Original Release | 6 | $324,641,935 | $630,601,385 | $955,243,320 |\n| 2024 Re-release | - | $1,529,700 | - | $1,529,700 |\n\n"
              "By Region (selected): United Kingdom $85,210,476; Germany $45,115,398; France $40,822,164; Australia $29,447,902; Japan — (not yet released)")),
        (memory("add", dict={"opp_opening": "$82,455,420 (BOM, dom.)", "opp_dom": "$326,171,635 (BOM, as of 2024-01-31)", "opp_ww": "$956,773,020 (BOM, as of 2024-01-31)", "opp_ww_news": "~$950M (Variety, 2024-01-24)"}),
         added(["opp_opening", "opp_dom", "opp_ww", "opp_ww_news"])),
        (extract(bar, "Barbie domestic opening, domestic total and worldwide total"),
         _bom("Barbie (2023)", "tt1517268", "$636,238,421", "44.0%", "$809,400,000", "56.0%", "$1,445,638,421", "$162,022,044", "4,337",
              "$145,000,000", "July 19, 2023 (Domestic)", "PG-13", "1 hr 54 min", "Adventure, Comedy, Fantasy", "Warner Bros.",
              "| Release | Rank | Domestic | International | Worldwide |\n|---|---|---|---|---|\n| Original Release | 1 | $636,238,421 | $809,400,000 | $1,445,638,421 |\n\n"
              "By Region (selected): United Kingdom $95,737,158; Mexico $74,112,604; Australia $62,102,349; Brazil $46,370,815; Germany $42,012,116")),
        (memory("add", dict={"barbie_opening": "$162,022,044 (BOM, dom.)", "barbie_dom": "$636,238,421", "barbie_ww": "$1,445,638,421"}),
         added(["barbie_opening", "barbie_dom", "barbie_ww"])),
        (memory("remove", key_list=["opp_ww_news"]),
         removed(["opp_ww_news"])),
        (search("Barbenheimer combined box office record opening weekend"),
         fence(results(
             (var, "'Barbenheimer' Box Office Sets Records With Combined $244 Million Opening", "'Barbie' opened to $162 million and 'Oppenheimer' to $82.4 million, the fourth-biggest box office weekend of all time ...", "2023-07-23"),
             ("https://www.boxofficemojo.com/weekend/2023W29/", "Domestic 2023 Weekend 29 - July 21-23, 2023 - Box Office Mojo", "1 Barbie $162,022,044; 2 Oppenheimer $82,455,420; 3 Sound of Freedom $20,137,338 ...", "2023-07-24"),
             ("https://www.hollywoodreporter.com/movies/movie-news/barbenheimer-box-office-2-billion/", "'Barbenheimer' Tops $2 Billion Worldwide", "The two films have now earned a combined $2 billion globally ...", "2023-08-27"),
         ))),
        (extract(var, "combined opening weekend of Barbie and Oppenheimer and its rank"),
         ev(var, "combined opening weekend of Barbie and Oppenheimer and its rank",
            "'Greta Gerwig's \"Barbie\" collected a mighty $155 million from 4,243 North American theaters in its opening weekend, while Christopher Nolan's \"Oppenheimer\" generated $80.5 million from 3,610 venues ...' "
            "Update (Monday, July 24, 2023): 'According to final figures, \"Barbie\" opened to $162 million and \"Oppenheimer\" to $82.4 million, together propelling the fourth-biggest weekend in box office history, with $244 million combined for the two films.' "
            "'It's the first time a film with an all-female director has opened above $100 million domestically.'",
            "Sunday estimates were $155M (Barbie) and $80.5M (Oppenheimer); Monday actuals raised them to $162M and $82.4M, $244M combined, the fourth-biggest domestic weekend ever. "
            "Theater counts in the article are opening counts (4,243 / 3,610), lower than the widest-release counts on Box Office Mojo.")),
        (memory("retrieve_all"),
         got({"opp_opening": "$82,455,420 (BOM, dom.)", "opp_dom": "$326,171,635 (BOM, as of 2024-01-31)", "opp_ww": "$956,773,020 (BOM, as of 2024-01-31)", "opp_ww_news": "~$950M (Variety, 2024-01-24)",
              "barbie_opening": "$162,022,044 (BOM, dom.)", "barbie_dom": "$636,238,421", "barbie_ww": "$1,445,638,421"})),
        (memory("add", dict={"combined_opening": "$244.5M (162.0 + 82.5, BOM actuals)", "combined_ww": "$2,402,411,441 (BOM, as of 2024-01-31)"}),
         added(["combined_opening", "combined_ww"])),
    ]
    return dict(tid="h30-search-09", turns=turns, bad=True, turn=9,
                kind="memory key removed earlier is listed again by retrieve_all",
                state=state("Compare Oppenheimer and Barbie at the box office: domestic opening, domestic total and worldwide total, and their combined opening weekend.", "2024-02-01"))


# ---------------------------------------------------------------------------------------------------------
# 10  chemistry, NIST WebBook / Dortmund Data Bank / CAMEO (less common) -- clean: units, sources, removed key
# ---------------------------------------------------------------------------------------------------------
def t10() -> dict[str, Any]:
    nist = "https://webbook.nist.gov/cgi/cbook.cgi?ID=C108883&Mask=4"
    ddb = "https://www.ddbst.com/en/EED/PCP/VAP_C29.php"
    cam = "https://cameochemicals.noaa.gov/chemical/4672"
    turns = [
        (search("toluene normal boiling point NIST", "toluene vapor pressure 25 °C kPa"),
         fence(results(
             (nist, "Toluene - NIST Chemistry WebBook (Phase change data)", "Tboil 383.8 ± 0.3 K (AVG) ... Antoine Equation Parameters log10(P) = A − (B / (T + C)) P = vapor pressure (bar) ...", "2023-06-14"),
             (ddb, "Vapor Pressure of Toluene - Dortmund Data Bank", "Vapor pressure of Toluene from Dortmund Data Bank: table of experimental data points T [K] P [kPa] ...", "2022-11-02"),
             (cam, "TOLUENE | CAMEO Chemicals | NOAA", "Boiling Point: 231.1 °F at 760 mmHg; Vapor Pressure: 22 mmHg at 68 °F; Flash Point: 40 °F ...", "2024-01-09"),
             ("https://en.wikipedia.org/wiki/Toluene", "Toluene - Wikipedia", "Boiling point 110.6 °C (231.1 °F; 383.8 K); Vapor pressure 2.8 kPa (20 °C) ...", "2024-05-28"),
         ))),
        (extract(nist, "normal boiling point of toluene and Antoine parameters"),
         "# Toluene\n\n- **Formula:** C7H8\n- **Molecular weight:** 92.1384\n- **IUPAC Standard InChIKey:** YXFVVABEGXRONW-UHFFFAOYSA-N\n- **CAS Registry Number:** 108-88-3\n- **Other names:** Benzene, methyl-; Methylbenzene; Toluol; Phenylmethane\n\n"
         "## Phase change data\n| Quantity | Value | Units | Method | Reference | Comment |\n|---|---|---|---|---|---|\n"
         "| Tboil | 383.8 ± 0.3 | K | AVG | N/A | Average of 74 out of 83 values; Individual data points |\n"
         "| Tfus | 178. ± 2. | K | AVG | N/A | Average of 38 out of 42 values; Individual data points |\n"
         "| Ttriple | 178.15 ± 0.02 | K | N/A | Ziegler and Andrews, 1942 | |\n"
         "| Tc | 591.8 ± 0.4 | K | AVG | N/A | Average of 21 out of 23 values |\n"
         "| Pc | 41.1 ± 0.3 | bar | AVG | N/A | Average of 14 out of 16 values |\n"
         "| ΔvapH° | 38.1 ± 0.1 | kJ/mol | AVG | N/A | Average of 13 values |\n\n"
         "## Antoine Equation Parameters\nlog10(P) = A − (B / (T + C)); P = vapor pressure (bar), T = temperature (K)\n\n"
         "| Temperature (K) | A | B | C | Reference |\n|---|---|---|---|---|\n"
         "| 308.52 - 384.66 | 4.07827 | 1343.943 | -53.773 | Williamham, Taylor, et al., 1945 |\n| 273. - 323. | 4.14157 | 1377.578 | -50.507 | Pitzer and Scott, 1943 |\n\n"
         "Data compilation copyright by the U.S. Secretary of Commerce on behalf of the U.S.A. All rights reserved."),
        (memory("add", dict={"bp": "383.8 ± 0.3 K (NIST average of 74 values)", "vp_draft": "~3.79 kPa at 298.15 K from NIST Antoine (Williamham 1945), extrapolated below its 308.52 K range"}),
         added(["bp", "vp_draft"])),
        (extract(ddb, "measured vapor pressure of toluene near 25 °C"),
         "# Vapor Pressure of Toluene\n\nDortmund Data Bank — Selected experimental data (sample from 1,438 data points in DDB)\n\n"
         "| T [K] | P [kPa] | State | Reference |\n|---|---|---|---|\n"
         "| 273.15 | 0.89 | l | Pitzer K.S., Scott D.W. (1943) |\n| 283.15 | 1.67 | l | Pitzer K.S., Scott D.W. (1943) |\n| 293.15 | 2.91 | l | Munday E.B. et al. (1980) |\n"
         "| 298.15 | 3.79 | l | Munday E.B. et al. (1980) |\n| 303.15 | 4.89 | l | Munday E.B. et al. (1980) |\n| 313.15 | 7.89 | l | Goral M. et al. (2004) |\n"
         "| 333.15 | 18.5 | l | Goral M. et al. (2004) |\n| 353.15 | 38.9 | l | Goral M. et al. (2004) |\n| 373.15 | 74.2 | l | Willingham C.B. et al. (1945) |\n| 383.75 | 101.3 | l | Willingham C.B. et al. (1945) |\n\n"
         "Normal boiling point (DDB recommended): 383.78 K (110.63 °C).\n\n"
         "The data represented are a small sub list of all available data in the Dortmund Data Bank. For more data or any further information please search the DDB or contact DDBST GmbH."),
        (memory("update", dict={"bp": "383.8 K = 110.65 °C (NIST avg); DDB recommends 383.78 K = 110.63 °C"}),
         updated(["bp"])),
        (extract(cam, "boiling point, vapor pressure and flash point of toluene in US units"),
         ev(cam, "boiling point, vapor pressure and flash point of toluene in US units",
            "Physical Properties: Chemical Formula C7H8; Flash Point 40 °F (NTP, 1992); Lower Explosive Limit 1.2 %; Upper Explosive Limit 7.1 %; Autoignition Temperature 896 °F; "
            "Melting Point -139 °F (NTP, 1992); Vapor Pressure 22 mmHg at 68 °F; 36.7 mmHg at 86 °F (NTP, 1992); Vapor Density (Relative to Air) 3.14 (NTP, 1992); Specific Gravity 0.867 at 68 °F; "
            "Boiling Point 231.1 °F at 760 mmHg (NTP, 1992); Molecular Weight 92.14; Water Solubility less than 1 mg/mL at 72 °F (NTP, 1992). Page last modified: January 9, 2024.",
            "CAMEO gives bp 231.1 °F at 760 mmHg (= 110.6 °C, 383.7 K) and vapor pressure 22 mmHg at 68 °F (20 °C, = 2.9 kPa) and 36.7 mmHg at 86 °F (30 °C, = 4.89 kPa); flash point 40 °F.")),
        (memory("add", dict={"vp25": "3.79 kPa = 28.4 mmHg at 298.15 K (DDB measured, Munday 1980; NIST Antoine extrapolation also 3.79)", "us_units": "bp 231.1 °F; vp 22 mmHg at 68 °F (CAMEO)"}),
         added(["vp25", "us_units"])),
        (memory("remove", key_list=["vp_draft"]),
         removed(["vp_draft"])),
        (memory("retrieve", key_list=["vp_draft"]),
         "Key not found: vp_draft"),
        (memory("retrieve_all"),
         got({"bp": "383.8 K = 110.65 °C (NIST avg); DDB recommends 383.78 K = 110.63 °C",
              "vp25": "3.79 kPa = 28.4 mmHg at 298.15 K (DDB measured, Munday 1980; NIST Antoine extrapolation also 3.79)",
              "us_units": "bp 231.1 °F; vp 22 mmHg at 68 °F (CAMEO)"})),
    ]
    return dict(tid="h30-search-10", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What are toluene's normal boiling point and its vapor pressure at 25 °C? Reconcile NIST, DDB and CAMEO values and give SI and US units.", "2024-06-11"))


# ---------------------------------------------------------------------------------------------------------
# 11  software release, Forgejo on Codeberg (less common) -- BAD at 8: the tag's commit hash changes
# ---------------------------------------------------------------------------------------------------------
def t11() -> dict[str, Any]:
    rel = "https://codeberg.org/forgejo/forgejo/releases/tag/v7.0.4"
    tags = "https://codeberg.org/forgejo/forgejo/tags"
    blog = "https://forgejo.org/2024-06-release-v7-0-4/"
    notes = "https://codeberg.org/forgejo/forgejo/src/branch/forgejo/RELEASE-NOTES.md"
    go = "https://groups.google.com/g/golang-announce/c/XbxouI9gY7k"
    turns = [
        (search("Forgejo v7.0.4 release", "Forgejo 7.0.4 security fix"),
         fence(results(
             (blog, "Forgejo security release v7.0.4 | Forgejo – Beyond coding. We forge.", "The Forgejo v7.0.4 release contains a security fix for a vulnerability allowing users with write access to bypass branch protection ... Go 1.22.4 ...", "2024-06-04"),
             (rel, "v7.0.4 - forgejo/forgejo - Codeberg.org", "Forgejo v7.0.4 · security fix and bug fixes · 87 commits to v7.0/forgejo since this release ...", "2024-06-04"),
             ("https://forgejo.org/docs/latest/admin/upgrade/", "Upgrade guide | Forgejo", "Forgejo v7.0 is a Long Term Support release; upgrading from v1.21 requires ...", "2024-05-30"),
             ("https://www.reddit.com/r/selfhosted/comments/1d7z3q1/forgejo_704_security_release/", "Forgejo 7.0.4 security release : r/selfhosted", "Upgrade now if you use AGit with protected branches ...", "2024-06-04"),
         ))),
        (extract(rel, "release date, tagged commit and summary of Forgejo v7.0.4"),
         "# forgejo/forgejo — Releases\n\n## v7.0.4  `Stable`\n**earl-warren** released this 2024-06-04 · 87 commits to v7.0/forgejo since this release\n\n"
         "🏷 v7.0.4 · ⎇ v7.0/forgejo · `3c8ae5d1b2` · 🔑 Signed (GPG key 0xEB114F5E6C0DC2BCDD183550A4B61A2DC5923710)\n\n"
         "The Forgejo v7.0.4 release notes are available online.\n\n"
         "This is a security release. It contains a fix for a vulnerability allowing users with write access to a repository to bypass branch protection when pushing with AGit. "
         "It is also built with Go 1.22.4, which fixes CVE-2024-24789 (archive/zip) and CVE-2024-24790 (net/netip).\n\n"
         "- **Security** Branch protection is enforced on AGit pushes (forgejo#4041)\n- **Bug fix** The `forgejo doctor` command no longer fails on repositories without a default branch (forgejo#3917)\n"
         "- **Bug fix** Fix 500 error on the user settings page when the avatar file is missing (forgejo#3962)\n- **Bug fix** Correctly render CITATION.cff when it contains a DOI with a trailing slash (forgejo#3985)\n\n"
         "### Downloads\n- forgejo-7.0.4-linux-amd64.xz (32 MiB)\n- forgejo-7.0.4-linux-arm64.xz (29 MiB)\n- forgejo-7.0.4-linux-arm-6.xz (29 MiB)\n- forgejo-src-7.0.4.tar.gz (51 MiB)\n- Source code (ZIP)\n- Source code (TAR.GZ)\n\n"
         "## v7.0.3\n**earl-warren** released this 2024-05-20 · 161 commits to v7.0/forgejo since this release\n\n🏷 v7.0.3 · `a91f0e6c47` · 🔑 Signed\n\n"
         "This is a bug fix release. ..."),
        (memory("add", dict={"tag": "v7.0.4 (Forgejo LTS branch v7.0/forgejo)", "commit": "3c8ae5d1b2 (signed)", "date": "2024-06-04", "security": "AGit push bypassed branch protection (forgejo#4041); built with Go 1.22.4"}),
         added(["tag", "commit", "date", "security"])),
        (extract(blog, "details of the security fix and who is affected"),
         "# Forgejo security release v7.0.4\n\n*June 4, 2024 · The Forgejo release team*\n\n"
         "The Forgejo v7.0.4 release contains a security fix for a vulnerability allowing users with write access to a repository to push commits that bypass branch protection rules, when using AGit. "
         "Instances where protected branches are used and where users who should not be able to push to those branches have write access are affected.\n\n"
         "## Timeline\n- 2024-05-29: the vulnerability is reported privately via security@forgejo.org\n- 2024-05-30: a fix is prepared and reviewed in a private repository\n- 2024-06-04: v7.0.4 is published together with this announcement\n\n"
         "## Go 1.22.4\nThe binaries and container images are built with Go 1.22.4, released the same day, which fixes CVE-2024-24789 (mishandling of zip archives with data before the first header) and CVE-2024-24790 (IPv4-mapped IPv6 addresses wrongly classified by net/netip).\n\n"
         "## Upgrading\nThe recommended method is to download the binary or the container image and restart. A database migration is **not** required when upgrading from v7.0.3.\n\n"
         "The v1.21 branch is no longer maintained; users of v1.21 should upgrade to v7.0 (LTS, supported until 16 July 2025)."),
        (search("CVE-2024-24789 archive/zip Go 1.22.4", "CVE-2024-24790 net/netip IsPrivate IsLoopback"),
         fence(results(
             (go, "[security] Go 1.22.4 and Go 1.21.11 are released - golang-announce", "archive/zip: mishandling of corrupt central directory record (CVE-2024-24789); net/netip: unexpected behavior from Is methods for IPv4-mapped IPv6 addresses (CVE-2024-24790) ...", "2024-06-04"),
             ("https://nvd.nist.gov/vuln/detail/CVE-2024-24790", "NVD - CVE-2024-24790", "The various Is methods (IsPrivate, IsLoopback, etc) did not work as expected for IPv4-mapped IPv6 addresses ... CVSS 3.1 9.8 CRITICAL ...", "2024-06-18"),
             ("https://nvd.nist.gov/vuln/detail/CVE-2024-24789", "NVD - CVE-2024-24789", "The archive/zip package's handling of certain types of invalid zip files differs from the behavior of most zip implementations ... CVSS 3.1 5.5 MEDIUM ...", "2024-06-18"),
         ))),
        (extract(go, "what Go 1.22.4 fixes"),
         ev(go, "what Go 1.22.4 fixes",
            "'Hello gophers, We have just released Go versions 1.22.4 and 1.21.11, minor point releases. These minor releases include 2 security fixes following the security policy: "
            "- archive/zip: mishandling of corrupt central directory record. The archive/zip package's handling of certain types of invalid zip files differed from the behavior of most zip implementations. This is CVE-2024-24789 and Go issue https://go.dev/issue/66869. "
            "- net/netip: unexpected behavior from Is methods for IPv4-mapped IPv6 addresses. The various Is methods (IsPrivate, IsLoopback, etc) did not work as expected for IPv4-mapped IPv6 addresses, returning false for addresses which would return true in their traditional IPv4 forms. This is CVE-2024-24790 and Go issue https://go.dev/issue/67680.' "
            "Posted Tue, Jun 4, 2024, 18:58 by the Go team.",
            "Go 1.22.4 (4 June 2024) fixes CVE-2024-24789 (archive/zip) and CVE-2024-24790 (net/netip Is* methods on IPv4-mapped IPv6 addresses).")),
        (memory("add", dict={"cves": "none assigned for the AGit branch-protection bypass; Go toolchain CVE-2024-24789 and CVE-2024-24790 fixed by building with Go 1.22.4"}),
         added(["cves"])),
        (extract(tags, "list recent Forgejo tags with their commits and dates"),
         "# forgejo/forgejo — Tags\n\n| Tag | Commit | Date | Downloads |\n|---|---|---|---|\n"
         "| v8.0.0-dev | `e7f2a94c01` | 2024-06-05 | ZIP · TAR.GZ |\n| v7.0.4 | `3c8ae9d7b2` | 2024-06-04 | ZIP · TAR.GZ |\n| v7.0.3 | `a91f0e6c47` | 2024-05-20 | ZIP · TAR.GZ |\n"
         "| v7.0.2 | `f1e0c4d2a8` | 2024-05-01 | ZIP · TAR.GZ |\n| v7.0.1 | `6b2d7c0e13` | 2024-04-26 | ZIP · TAR.GZ |\n| v7.0.0 | `0d1c5e2b9a` | 2024-04-23 | ZIP · TAR.GZ |\n"
         "| v1.21.11-2 | `5c4e8e9f70` | 2024-04-18 | ZIP · TAR.GZ |\n| v1.21.11-1 | `9a2b13dd4e` | 2024-04-17 | ZIP · TAR.GZ |\n| v1.21.11-0 | `47c2d0e8b3` | 2024-04-16 | ZIP · TAR.GZ |\n| v7.0.0-rc2 | `c0ffe3a1d2` | 2024-04-09 | ZIP · TAR.GZ |\n\n"
         "Showing 1-10 of 482 tags · [Next →]"),
        (extract(notes, "the 7.0.4 section of RELEASE-NOTES.md"),
         "## 7.0.4\n\nThe Forgejo v7.0.4 release contains a security fix for a vulnerability allowing users with write access to bypass branch protection when pushing with AGit. "
         "It is also built with Go 1.22.4.\n\n"
         "<!--start release-notes-assistant-->\n\n<!--URL:https://codeberg.org/forgejo/forgejo-->\n- Security bug fixes\n  - [PR](https://codeberg.org/forgejo/forgejo/pulls/4041): AGit pushes are now checked against branch protection rules.\n"
         "- Bug fixes\n  - [PR](https://codeberg.org/forgejo/forgejo/pulls/3917): `forgejo doctor check` no longer fails on repositories without a default branch.\n"
         "  - [PR](https://codeberg.org/forgejo/forgejo/pulls/3962): fix 500 error on /user/settings when the avatar file is missing from storage.\n"
         "  - [PR](https://codeberg.org/forgejo/forgejo/pulls/3985): render CITATION.cff files that contain a DOI with a trailing slash.\n"
         "- Included for completeness but not worth a release note\n  - [PR](https://codeberg.org/forgejo/forgejo/pulls/4012): Update module golang.org/x/net to v0.26.0\n<!--end release-notes-assistant-->\n\n"
         "## 7.0.3\n\nThis is a bug fix release. ..."),
        (memory("update", dict={"security": "AGit push bypassed branch protection (PR forgejo#4041, reported 2024-05-29); built with Go 1.22.4 (CVE-2024-24789, CVE-2024-24790); no DB migration from 7.0.3"}),
         updated(["security"])),
        (memory("retrieve", key_list=["date", "cves"]),
         got({"date": "2024-06-04", "cves": "none assigned for the AGit branch-protection bypass; Go toolchain CVE-2024-24789 and CVE-2024-24790 fixed by building with Go 1.22.4"})),
    ]
    return dict(tid="h30-search-11", turns=turns, bad=True, turn=8,
                kind="commit hash of the same release tag differs between the release page and the tags list",
                state=state("Which commit is Forgejo v7.0.4 tagged at, when was it released, and what security fixes does it include?", "2024-06-12"))


# ---------------------------------------------------------------------------------------------------------
# 12  court ruling, ECtHR HUDOC (less common) -- clean: paginated search, truncated view, press release view
# ---------------------------------------------------------------------------------------------------------
def t12() -> dict[str, Any]:
    hj = "https://hudoc.echr.coe.int/eng?i=001-233206"
    pr = "https://hudoc.echr.coe.int/eng-press?i=003-7919428-11026177"
    sw = "https://www.swissinfo.ch/eng/politics/swiss-parliament-rejects-echr-climate-ruling/78104215"
    q = "KlimaSeniorinnen v Switzerland judgment Grand Chamber"
    turns = [
        (search(q),
         fence(results(
             (pr, "Press release: Switzerland violated the Convention by failing to take sufficient climate measures - HUDOC", "Verein KlimaSeniorinnen Schweiz and Others v. Switzerland (application no. 53600/20) ... Grand Chamber judgment ... 9 April 2024 ...", "2024-04-09"),
             (hj, "CASE OF VEREIN KLIMASENIORINNEN SCHWEIZ AND OTHERS v. SWITZERLAND - HUDOC", "GRAND CHAMBER ... (Application no. 53600/20) JUDGMENT STRASBOURG 9 April 2024 ...", "2024-04-09"),
             ("https://www.bbc.com/news/science-environment-68768598", "Swiss women win landmark climate case at Europe court - BBC News", "The European Court of Human Rights ruled that Switzerland's efforts to meet its emission targets had been woefully inadequate ...", "2024-04-09"),
             ("https://en.wikipedia.org/wiki/Verein_KlimaSeniorinnen_Schweiz_and_Others_v_Switzerland", "Verein KlimaSeniorinnen Schweiz and Others v Switzerland - Wikipedia", "Verein KlimaSeniorinnen Schweiz and Others v Switzerland (2024) is a case decided by the Grand Chamber ... first time an international court ruled ...", "2024-06-14"),
             ("https://www.theguardian.com/environment/2024/apr/09/european-court-victory-swiss-women-climate-case", "Older Swiss women win landmark climate case at European court - The Guardian", "More than 2,000 women, most in their 70s, argued ...", "2024-04-09"),
         ))),
        (search(q + " page 2", "KlimaSeniorinnen Article 8 violation sixteen votes to one"),
         fence(results(
             ("https://www.ejiltalk.org/the-klimaseniorinnen-judgment-a-first-reading/", "The KlimaSeniorinnen Judgment: A First Reading - EJIL: Talk!", "The Court held, by sixteen votes to one, that there had been a violation of Article 8, and by the same majority a violation of Article 6 § 1 ...", "2024-04-11"),
             (hj, "CASE OF VEREIN KLIMASENIORINNEN SCHWEIZ AND OTHERS v. SWITZERLAND - HUDOC", "... Holds, by sixteen votes to one, that there has been a violation of Article 8 of the Convention ...", "2024-04-09"),
             (sw, "Swiss parliament rejects ECHR climate ruling - SWI swissinfo.ch", "The House of Representatives followed the Senate in adopting a declaration saying Switzerland has already done enough ... 12 June 2024", "2024-06-12"),
             ("https://www.verfassungsblog.de/klimaseniorinnen-standing/", "Standing in KlimaSeniorinnen - Verfassungsblog", "Why the association, but not the four individual applicants, was admitted ...", "2024-04-15"),
         ))),
        (extract(hj, "operative provisions and vote counts of the judgment"),
         "GRAND CHAMBER\n\nCASE OF VEREIN KLIMASENIORINNEN SCHWEIZ AND OTHERS v. SWITZERLAND\n\n(Application no. 53600/20)\n\nJUDGMENT\n\nArt 8 • Positive obligations • Respect for private and family life • ...\n\nSTRASBOURG\n\n9 April 2024\n\n"
         "This judgment is final.\n\nIn the case of Verein KlimaSeniorinnen Schweiz and Others v. Switzerland,\nThe European Court of Human Rights, sitting as a Grand Chamber composed of:\n"
         "Síofra O'Leary, President, Marko Bošnjak, Georges Ravarani, Gabriele Kucsko-Stadlmayer, Pere Pastor Vilanova, Arnfinn Bårdsen, Krzysztof Wojtyczek, Tim Eicke, Lətif Hüseynov, ... judges, and Marialena Tsirli, Registrar,\n\n"
         "Having deliberated in private on 29 March 2023 and on 14 February 2024,\nDelivers the following judgment, which was adopted on the last-mentioned date: ...\n\n"
         "[Document truncated — showing the first 6,000 of 409,816 characters. Request a section to see more.]"),
        (memory("add", dict={"case": "Verein KlimaSeniorinnen Schweiz and Others v. Switzerland, no. 53600/20, ECtHR Grand Chamber, judgment 9 April 2024 (final)", "vote": "Art. 8 violation 16-1 (search snippets; operative part not yet read)"}),
         added(["case", "vote"])),
        (extract(pr, "holding, vote counts, standing of the association and individual applicants, just satisfaction"),
         ev(pr, "holding, vote counts, standing of the association and individual applicants, just satisfaction",
            "ECHR 081 (2024), 09.04.2024. 'In today's Grand Chamber judgment in the case of Verein KlimaSeniorinnen Schweiz and Others v. Switzerland (application no. 53600/20) the European Court of Human Rights held: "
            "by sixteen votes to one, that there had been a violation of Article 8 (right to respect for private and family life) of the European Convention on Human Rights, and by sixteen votes to one, that there had been a violation of Article 6 § 1 (access to court).' "
            "'The Court found that the four individual applicants did not fulfil the victim-status criteria under Article 34 of the Convention and declared their complaints inadmissible. However, the applicant association had the right (locus standi) to bring a complaint ...' "
            "'Just satisfaction: Switzerland was to pay the applicant association 80,000 euros (EUR) in respect of costs and expenses.' Judge Eicke expressed a dissenting opinion. "
            "'The Court also delivered decisions in two other climate cases today: Carême v. France and Duarte Agostinho and Others v. Portugal and 32 Others, both declared inadmissible.'",
            "Press release ECHR 081 (2024): violations of Art. 8 and Art. 6 §1, each by 16 votes to 1 (Judge Eicke dissenting); the association had standing, the four individual women were not victims (inadmissible); EUR 80,000 costs. Carême and Duarte Agostinho inadmissible the same day.")),
        (memory("update", dict={"vote": "Art. 8 violation 16-1; Art. 6 §1 violation 16-1 (Eicke dissenting); individual applicants inadmissible, association has standing; EUR 80,000 costs (press release ECHR 081 (2024))"}),
         updated(["vote"])),
        (extract(sw, "how the Swiss parliament responded"),
         "# Swiss parliament rejects ECHR climate ruling\n\n*SWI swissinfo.ch · June 12, 2024 - 15:42 · Updated June 12, 2024 - 17:05*\n\n"
         "The House of Representatives on Wednesday followed the Senate in adopting a declaration stating that Switzerland already meets its climate obligations and that it sees no reason to act further on the judgment of the European Court of Human Rights.\n\n"
         "The declaration passed the House by 111 votes to 72, with 7 abstentions. The Senate had approved an identical text on June 5 by 31 votes to 11.\n\n"
         "The declaration is not legally binding. Implementation of the judgment is supervised by the Committee of Ministers of the Council of Europe; Switzerland must report on the measures taken by October 2024.\n\n"
         "The KlimaSeniorinnen said they were 'disappointed but not surprised', noting that more than 2,500 women are now members of the association."),
        (memory("add", dict={"swiss_response": "Declaration rejecting further action: Senate 31-11 (5 June 2024), House 111-72, 7 abst. (12 June 2024); non-binding; CoM supervision, report due Oct 2024"}),
         added(["swiss_response"])),
        (memory("retrieve_all"),
         got({"case": "Verein KlimaSeniorinnen Schweiz and Others v. Switzerland, no. 53600/20, ECtHR Grand Chamber, judgment 9 April 2024 (final)",
              "vote": "Art. 8 violation 16-1; Art. 6 §1 violation 16-1 (Eicke dissenting); individual applicants inadmissible, association has standing; EUR 80,000 costs (press release ECHR 081 (2024))",
              "swiss_response": "Declaration rejecting further action: Senate 31-11 (5 June 2024), House 111-72, 7 abst. (12 June 2024); non-binding; CoM supervision, report due Oct 2024"})),
    ]
    return dict(tid="h30-search-12", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What did the ECtHR Grand Chamber decide in Verein KlimaSeniorinnen v. Switzerland (vote on each article, standing, remedies) and how did Switzerland respond?", "2024-06-20"))


# ---------------------------------------------------------------------------------------------------------
# 13  elections, Estonian electoral service valimised.ee (less common) -- BAD at 5: a stored value changes
# ---------------------------------------------------------------------------------------------------------
EE = [("Eesti Reformierakond", 190632, 37), ("Eesti Konservatiivne Rahvaerakond", 97966, 17), ("Eesti Keskerakond", 93254, 16),
      ("Erakond Eesti 200", 81329, 14), ("Sotsiaaldemokraatlik Erakond", 56584, 9), ("Isamaa Erakond", 50118, 8),
      ("Eesti Ühendatud Vasakpartei", 14605, 0), ("Erakond Parempoolsed", 14013, 0), ("Erakond Eestimaa Rohelised", 5886, 0),
      ("Üksikkandidaadid", 5731, 0)]


def t13() -> dict[str, Any]:
    res = "https://rk2023.valimised.ee/en/election-result/index.html"
    err = "https://news.err.ee/1608902324/record-51-percent-of-votes-cast-online-in-riigikogu-election"
    tot = sum(v for _p, v, _s in EE)
    rows = "\n".join(f"| {p} | {v:,} | {100 * v / tot:.2f} | {s} |" for p, v, s in EE)
    seats = {p: s for p, _v, s in EE if s}
    turns = [
        (search("Estonia 2023 Riigikogu election results seats turnout", "valimised.ee 2023 election result"),
         fence(results(
             (res, "Election result - Riigikogu Elections 2023", "Voter turnout 63.7% ... Eesti Reformierakond 31.2% 37 mandates; EKRE 16.1% 17; Keskerakond 15.3% 16; Eesti 200 13.3% 14 ...", "2023-03-06"),
             ("https://en.wikipedia.org/wiki/2023_Estonian_parliamentary_election", "2023 Estonian parliamentary election - Wikipedia", "Parliamentary elections were held in Estonia on 5 March 2023 ... The Reform Party won 37 seats ... Turnout 63.7% ...", "2024-02-02"),
             (err, "Record 51 percent of votes cast online in Riigikogu election | ERR News", "For the first time, more than half of all votes were cast online ...", "2023-03-06"),
             ("https://www.politico.eu/europe-poll-of-polls/estonia/", "Estonia — National parliament voting intention - POLITICO", "Poll of polls for the Riigikogu ...", "2024-05-01"),
         ))),
        (extract(res, "votes, vote shares and seats by party, turnout and e-votes"),
         "# Riigikogu Elections 2023 — Election result\n\n*Election day 5 March 2023 · Results determined by the National Electoral Committee on 9 March 2023*\n\n"
         "| Indicator | Value |\n|---|---|\n| Voters in the list | 966,129 |\n| Participated | 615,009 |\n| Voter turnout | 63.7% |\n| Valid ballots | " + f"{tot:,}" + " |\n"
         "| Invalid ballots | 4,891 |\n| Electronic votes counted | 313,514 (51.0% of participants) |\n| Advance votes (paper) | 94,827 |\n\n"
         "## Votes and mandates\n| Party / candidate | Votes | % | Mandates |\n|---|---|---|---|\n" + rows
         + f"\n| **Total** | **{tot:,}** | **100.00** | **101** |\n\n"
         "Mandates distributed: personal mandates 6, district mandates 54, compensation mandates 41. Electoral threshold 5%.\n\n[Results by electoral district] [Results by county] [Elected members]"),
        (memory("add", dict={"turnout": "63.7% (615,009 of 966,129)", "e_votes": "313,514 = 51.0% of participants", "seats": seats, "largest": f"Reform, 190,632 votes ({100 * 190632 / tot:.2f}%), 37 of 101"}),
         added(["turnout", "e_votes", "seats", "largest"])),
        (search("Estonia 2023 e-voting share record i-voting votes"),
         fence(results(
             (err, "Record 51 percent of votes cast online in Riigikogu election | ERR News", "A total of 313,514 people voted online, making up 51 percent of all participants ...", "2023-03-06"),
             ("https://e-estonia.com/i-voting-2023-record/", "i-Voting hits record high in 2023 elections - e-Estonia", "For the first time, i-votes outnumbered paper ballots in a Riigikogu election ...", "2023-03-10"),
             ("https://www.valimised.ee/en/internet-voting/statistics", "Statistics about Internet Voting in Estonia", "Riigikogu elections: 2007 5.5%; 2011 24.3%; 2015 30.5%; 2019 43.8%; 2023 51.0% ...", "2023-03-09"),
         ))),
        (memory("retrieve", key_list=["turnout", "e_votes"]),
         got({"turnout": "63.1% (615,009 of 966,129)", "e_votes": "313,514 = 51.0% of participants"})),
        (extract(err, "online voting share and comparison with previous elections"),
         ev(err, "online voting share and comparison with previous elections",
            "'A record 313,514 people cast their vote online in this year's Riigikogu election, or 51 percent of all voters, the State Electoral Office (RVT) said on Monday. This is the first time more than half of votes in a Riigikogu election have been cast electronically.' "
            "'In the 2019 Riigikogu elections, 247,232 votes were cast online, or 43.8 percent of the total.' 'E-voting ran from February 27 to March 4; Reform Party voters made up the largest share of i-voters.' Published 06.03.2023 11:20.",
            "ERR: 313,514 online votes, 51% of voters, first time above half; 2019 comparison 247,232 online votes (43.8%).")),
        (memory("add", dict={"e_votes_2019": "247,232 = 43.8% (ERR)", "pm_after": "Kaja Kallas (Reform), third cabinet with Eesti 200 and SDE, sworn in 17 April 2023"}),
         added(["e_votes_2019", "pm_after"])),
        (memory("retrieve", key_list=["seats", "largest"]),
         got({"seats": seats, "largest": f"Reform, 190,632 votes ({100 * 190632 / tot:.2f}%), 37 of 101"})),
    ]
    return dict(tid="h30-search-13", turns=turns, bad=True, turn=5,
                kind="stored turnout value reads back different with no update",
                state=state("Summarise Estonia's 2023 Riigikogu election: seats by party, turnout and the share of votes cast online, and how that compares with 2019.", "2024-05-14"))


# ---------------------------------------------------------------------------------------------------------
# 14  public health, WHO / CDC MMWR (mainstream) -- clean: rounding, estimated vs reported, sources differ
# ---------------------------------------------------------------------------------------------------------
def t14() -> dict[str, Any]:
    nr = "https://www.who.int/news/item/14-11-2024-measles-cases-surge-worldwide--infecting-10.3-million-people-in-2023"
    fs = "https://www.who.int/news-room/fact-sheets/detail/measles"
    mm = "https://www.cdc.gov/mmwr/volumes/73/wr/mm7345a4.htm"
    ip = "https://immunizationdata.who.int/global/wiise-detail-page/measles-reported-cases-and-incidence"
    turns = [
        (search("global measles cases 2023 estimate WHO", "measles deaths 2023 worldwide"),
         fence(results(
             (nr, "Measles cases surge worldwide, infecting 10.3 million people in 2023", "An estimated 10.3 million cases of measles occurred in 2023, a 20% increase over 2022 ... 2 days ago", "2024-11-14"),
             (fs, "Measles - World Health Organization (WHO)", "In 2023, there were an estimated 107 500 measles deaths – mostly among unvaccinated or under vaccinated children under the age of 5 years ...", "2024-11-14"),
             (mm, "Progress Toward Measles Elimination — Worldwide, 2000–2023 | MMWR", "Estimated measles cases increased 20%, from 8,645,000 in 2022 to 10,341,000 in 2023; estimated deaths decreased 8% ...", "2024-11-14"),
             ("https://www.reuters.com/business/healthcare-pharmaceuticals/measles-cases-rose-20-2023-2024-11-14/", "Measles cases rose 20% in 2023 as vaccination gaps persist - Reuters", "Some 10.3 million people caught measles in 2023, according to the World Health Organization and the U.S. CDC ...", "2024-11-14"),
         ))),
        (extract(nr, "estimated global measles cases and deaths in 2023 and change from 2022"),
         "# Measles cases surge worldwide, infecting 10.3 million people in 2023\n\n*14 November 2024 | Joint News Release | Geneva / Atlanta*\n\n"
         "An estimated 10.3 million cases of measles occurred in 2023, a 20% increase over 2022, according to new estimates from the World Health Organization (WHO) and the U.S. Centers for Disease Control and Prevention (CDC). "
         "Inadequate immunization coverage globally is driving the surge in cases.\n\n"
         "More than 22 million children missed their first dose of measles vaccine in 2023. Globally, an estimated 83% of children received their first dose of measles vaccine by their first birthday, while only 74% received the second recommended dose.\n\n"
         "Measles outbreaks occurred in 57 countries in 2023, affecting all regions except the Americas, compared to 36 countries the previous year. The European region saw a large increase.\n\n"
         "An estimated 107,500 people, mostly children under age 5, died due to measles in 2023. While this represents an 8% decrease from the previous year, too many children are still dying from this preventable disease.\n\n"
         "\"The measles vaccine has saved more lives than any other vaccine in the past 50 years,\" said Dr Tedros Adhanom Ghebreyesus, WHO Director-General. ..."),
        (memory("add", dict={"cases_2023": "10.3 million estimated (+20% vs 2022) — WHO/CDC news release 14 Nov 2024", "deaths_2023": "107,500 estimated (-8% vs 2022)", "coverage": "MCV1 83%, MCV2 74%; 22M+ children missed MCV1; outbreaks in 57 countries (36 in 2022)"}),
         added(["cases_2023", "deaths_2023", "coverage"])),
        (extract(fs, "key facts about measles deaths and vaccination"),
         ev(fs, "key facts about measles deaths and vaccination",
            "Key facts: 'Measles is a highly contagious, serious airborne disease caused by a virus that causes more than 100 000 deaths every year.' 'In 2023, there were an estimated 107 500 measles deaths – mostly among unvaccinated or under vaccinated children under the age of 5 years.' "
            "'Measles vaccination averted 60 million deaths between 2000 and 2023.' Page header: '14 November 2024'.",
            "WHO fact sheet (updated 14 November 2024): 107 500 estimated measles deaths in 2023; vaccination averted 60 million deaths in 2000-2023.")),
        (extract(mm, "exact estimated cases and deaths for 2022 and 2023"),
         ev(mm, "exact estimated cases and deaths for 2022 and 2023",
            "Weekly / November 14, 2024 / 73(45);1036-1042. Abstract: 'During 2000-2023, estimated measles deaths decreased 88%, from 888,000 to 107,500, and an estimated 60.3 million measles deaths were averted.' "
            "Results, Disease Incidence: 'The number of estimated measles cases increased 20%, from 8,645,000 in 2022 to 10,341,000 in 2023. Estimated measles deaths decreased 8%, from 116,800 in 2022 to 107,500 in 2023.' "
            "'The number of reported measles cases increased 88%, from 171,153 in 2022 to 321,582 in 2023; reported measles incidence increased 79%, from 22 to 40 cases per 1 million population.' "
            "Immunization: 'Estimated MCV1 coverage: 83% in 2023 (86% in 2019); MCV2: 74% in 2023.'",
            "MMWR 73(45): estimated cases 8,645,000 (2022) → 10,341,000 (2023), +20%; estimated deaths 116,800 → 107,500, -8%; reported (surveillance) cases 171,153 → 321,582, incidence 22 → 40 per million.")),
        (memory("update", dict={"cases_2023": "10,341,000 estimated (≈10.3 million; 8,645,000 in 2022, +20%) — MMWR 73(45)", "deaths_2023": "107,500 estimated (116,800 in 2022, -8%)"}),
         updated(["cases_2023", "deaths_2023"])),
        (extract(ip, "reported measles cases worldwide in 2023"),
         "# Measles reported cases and incidence\n\n*WHO Immunization Data portal · Data as of 15 July 2024 (WUENIC 2024 revision); provisional for 2023*\n\n"
         "Region: Global · Antigen: Measles\n\n| Year | Reported cases | Incidence rate per 1,000,000 total population |\n|---|---|---|\n"
         "| 2019 | 873,373 | 113.5 |\n| 2020 | 159,073 | 20.4 |\n| 2021 | 123,171 | 15.7 |\n| 2022 | 205,173 | 25.9 |\n| 2023 | 664,110 | 83.2 |\n\n"
         "Note: Reported cases are those notified by Member States through the Joint Reporting Form and may differ from cases reported through monthly surveillance or from modelled estimates. Provisional data are subject to change as countries submit revised reports."),
        (memory("add", dict={"reported_cases_note": "Reported cases differ by source: MMWR surveillance 321,582 (2023); WHO JRF portal 664,110 (provisional, data as of 15 Jul 2024). Both far below the modelled 10.3M estimate; cite the estimate as headline."}),
         added(["reported_cases_note"])),
        (memory("retrieve_all"),
         got({"cases_2023": "10,341,000 estimated (≈10.3 million; 8,645,000 in 2022, +20%) — MMWR 73(45)", "deaths_2023": "107,500 estimated (116,800 in 2022, -8%)",
              "coverage": "MCV1 83%, MCV2 74%; 22M+ children missed MCV1; outbreaks in 57 countries (36 in 2022)",
              "reported_cases_note": "Reported cases differ by source: MMWR surveillance 321,582 (2023); WHO JRF portal 664,110 (provisional, data as of 15 Jul 2024). Both far below the modelled 10.3M estimate; cite the estimate as headline."})),
    ]
    return dict(tid="h30-search-14", turns=turns, bad=False, turn=None, kind="clean",
                state=state("How many measles cases and deaths were estimated worldwide in 2023, how did they change from 2022, and why do reported case counts differ from the estimates?", "2024-11-16"))


# ---------------------------------------------------------------------------------------------------------
# 15  spaceflight, Jonathan's Space Report (less common) -- BAD at 3: per-country count / total changes on the same page
# ---------------------------------------------------------------------------------------------------------
JAN24 = [
    ("2024 Jan  1 0340", "PSLV-C58", "XPoSat", "Sriharikota FLP", "India", "S"),
    ("2024 Jan  3 0344", "Falcon 9", "Starlink G7-9", "Vandenberg SLC4E", "USA", "S"),
    ("2024 Jan  3 2304", "Falcon 9", "Ovzon 3", "Cape Canaveral SLC40", "USA", "S"),
    ("2024 Jan  7 2235", "Falcon 9", "Starlink G6-35", "Cape Canaveral SLC40", "USA", "S"),
    ("2024 Jan  8 0718", "Vulcan Centaur", "Peregrine Mission One", "Cape Canaveral SLC41", "USA", "S"),
    ("2024 Jan  9 0703", "Chang Zheng 2C", "Einstein Probe", "Xichang LC3", "China", "S"),
    ("2024 Jan 11 0352", "Lijian-1", "Tianmu-1 15-18", "Jiuquan LS-130", "China", "S"),
    ("2024 Jan 14 0859", "Falcon 9", "Starlink G7-10", "Vandenberg SLC4E", "USA", "S"),
    ("2024 Jan 17 1427", "Chang Zheng 7", "Tianzhou-7", "Wenchang LC201", "China", "S"),
    ("2024 Jan 18 2149", "Falcon 9", "Axiom Mission 3 (Dragon C212)", "Kennedy LC39A", "USA", "S"),
    ("2024 Jan 20 0545", "Qaem-100", "Soraya", "Shahrud", "Iran", "S"),
    ("2024 Jan 23 0103", "Falcon 9", "Starlink G6-36", "Cape Canaveral SLC40", "USA", "S"),
    ("2024 Jan 23 0903", "Kuaizhou-1A", "Tianyi-33 and 2 others", "Jiuquan LS-95A", "China", "F"),
    ("2024 Jan 24 2335", "Falcon 9", "Starlink G7-11", "Vandenberg SLC4E", "USA", "S"),
    ("2024 Jan 26 0303", "Chang Zheng 2D", "Yunhai-3 04", "Jiuquan LC43/94", "China", "S"),
    ("2024 Jan 28 0110", "Simorgh", "Mahda, Kayhan-2, Hatef-1", "Semnan LC2", "Iran", "S"),
    ("2024 Jan 28 0157", "Falcon 9", "Starlink G6-37", "Cape Canaveral SLC40", "USA", "S"),
    ("2024 Jan 29 0557", "Falcon 9", "Starlink G7-12", "Vandenberg SLC4E", "USA", "S"),
    ("2024 Jan 30 1707", "Falcon 9", "NG-20 (Cygnus S.S. Patricia Hilliard Robertson)", "Cape Canaveral SLC40", "USA", "S"),
    ("2024 Jan 31 0634", "Electron", "Four of a Kind (Spire, NorthStar x3)", "Mahia LC1B", "USA", "S"),
    ("2024 Jan 31 0825", "Chang Zheng 2C", "Shiyan-25", "Xichang LC2", "China", "S"),
]


def t15() -> dict[str, Any]:
    url = "https://planet4589.org/space/jsr/back/news.835.txt"
    sn = "https://spacenews.com/kuaizhou-1a-failure-january-2024/"
    log = "\n".join(f"{d:17s} {lv:16s} {pl:52s} {site:22s} {c:6s} {o}" for d, lv, pl, site, c, o in JAN24)
    turns = [
        (search("orbital launches January 2024 total worldwide", "Jonathan's Space Report January 2024 launch failure"),
         fence(results(
             (url, "Jonathan's Space Report No. 835", "Jonathan's Space Report No. 835 2024 Feb 3 Somerville, MA ... orbital launch attempts in January 2024 ...", "2024-02-03"),
             ("https://nextspaceflight.com/launches/past/?search=2024-01", "Past launches - Next Spaceflight", "Filter by month: January 2024 ...", "2024-02-01"),
             (sn, "Kuaizhou-1A fails, losing three satellites - SpaceNews", "A Chinese Kuaizhou-1A solid rocket failed Jan. 23, ending a streak of successes for the launcher ...", "2024-01-23"),
             ("https://en.wikipedia.org/wiki/2024_in_spaceflight", "2024 in spaceflight - Wikipedia", "Orbital launches by country, by month ...", "2024-02-10"),
         ))),
        (extract(url, "list of orbital launch attempts in January 2024 with outcomes"),
         "Jonathan's Space Report\nNo. 835                                                 2024 Feb 3 Somerville, MA\n-----------------------------------------------------------------------------\n\n"
         "Orbital launch log, 2024 January (UTC)\n\nDate UT           Launch Vehicle   Payload                                              Site                   Nation Result\n"
         + log
         + "\n\nSummary: 21 orbital launch attempts in 2024 January: USA 12, China 6, Iran 2, India 1. 20 successes, 1 failure (Kuaizhou-1A, Jan 23).\n"
         "Note: Peregrine's launch was successful; the spacecraft's propulsion failure after separation does not count as a launch failure.\n"
         "Note: Electron counted under USA (Rocket Lab USA), launched from New Zealand.\n\n|JSR: Jonathan McDowell, Somerville MA 02143 USA, planet4589.org|"),
        (extract(url, "summary statistics of January 2024 launches by country and success"),
         ev(url, "summary statistics of January 2024 launches by country and success",
            "Header: 'Jonathan's Space Report No. 835, 2024 Feb 3 Somerville, MA'. Launch statistics for 2024 January: "
            "| Nation | Attempts | Successes | Failures | — USA 12 / 12 / 0; China 7 / 6 / 1; Iran 2 / 2 / 0; India 1 / 1 / 0; Total 22 / 21 / 1. "
            "'The only failure of the month was the Kuaizhou-1A on Jan 23 from Jiuquan, which lost Tianyi-33 and two other satellites.' "
            "'Falcon 9 flew 10 times in January (including the Axiom-3 crewed mission), Chinese vehicles flew from Jiuquan, Xichang and Wenchang.'",
            "JSR No. 835 summary table: USA 12, China 7 (1 failure), Iran 2, India 1; 22 attempts, 21 successes, 1 failure (Kuaizhou-1A, 23 Jan).")),
        (memory("add", dict={"jan2024_falcon9": "10 Falcon 9 launches incl. Axiom-3 (JSR 835 log)", "jan2024_failure": "Kuaizhou-1A, 2024-01-23, Jiuquan, Tianyi-33 + 2 lost", "iran": "2 (Qaem-100 Soraya 20 Jan; Simorgh 28 Jan)"}),
         added(["jan2024_falcon9", "jan2024_failure", "iran"])),
        (search("Kuaizhou-1A failure January 23 2024 cause Tianyi-33"),
         fence(results(
             (sn, "Kuaizhou-1A fails, losing three satellites - SpaceNews", "The Kuaizhou-1A lifted off from Jiuquan at 4:03 a.m. Eastern Jan. 23 ... Expace said the failure is under investigation ...", "2024-01-23"),
             ("https://www.scmp.com/news/china/science/article/3249545/chinese-rocket-kuaizhou-1a-fails", "Chinese Kuaizhou-1A rocket fails in rare setback - SCMP", "The failure ended a run of 12 consecutive successes for the solid-fuelled rocket ...", "2024-01-24"),
             ("https://www.xinhuanet.com/english/20240123/kuaizhou-1a.html", "China's Kuaizhou-1A launch fails - Xinhua", "The rocket's flight was abnormal ... the cause is being further analyzed ...", "2024-01-23"),
         ))),
        (extract(sn, "what happened in the Kuaizhou-1A failure and which satellites were lost"),
         ev(sn, "what happened in the Kuaizhou-1A failure and which satellites were lost",
            "'HELSINKI — A Chinese Kuaizhou-1A solid rocket failed Jan. 23, losing three satellites including the Tianyi-33 remote sensing satellite. The Kuaizhou-1A lifted off from Jiuquan Satellite Launch Center at 4:03 a.m. Eastern (0903 UTC) ... "
            "Expace, the launch services provider under China Aerospace Science and Industry Corp. (CASIC), said the flight was abnormal and the cause is under investigation. The failure ended a run of 12 consecutive successes for the solid rocket dating back to 2021.' "
            "'The three satellites were Tianyi-33 for Spacety, and two smaller payloads for Xiamen University and a commercial customer.' Published January 23, 2024.",
            "Kuaizhou-1A (Expace/CASIC) failed 23 Jan 2024, 09:03 UTC from Jiuquan; three satellites lost including Spacety's Tianyi-33; ended a 12-launch success streak; cause under investigation.")),
        (memory("update", dict={"jan2024_failure": "Kuaizhou-1A (Expace/CASIC), 2024-01-23 09:03 UTC, Jiuquan; Tianyi-33 (Spacety) + 2 lost; ended 12-flight success streak; cause under investigation"}),
         updated(["jan2024_failure"])),
        (memory("retrieve_all"),
         got({"jan2024_falcon9": "10 Falcon 9 launches incl. Axiom-3 (JSR 835 log)",
              "jan2024_failure": "Kuaizhou-1A (Expace/CASIC), 2024-01-23 09:03 UTC, Jiuquan; Tianyi-33 (Spacety) + 2 lost; ended 12-flight success streak; cause under investigation",
              "iran": "2 (Qaem-100 Soraya 20 Jan; Simorgh 28 Jan)"})),
    ]
    return dict(tid="h30-search-15", turns=turns, bad=True, turn=3,
                kind="same report's launch count for one country and the total change between two extractions",
                state=state("How many orbital launch attempts were made worldwide in January 2024, by which countries, and which one failed and why?", "2024-02-12"))


# ---------------------------------------------------------------------------------------------------------
# 16  film box office, Box Office Mojo / Deadline (mainstream) -- clean: Sunday estimates replaced by Monday actuals
# ---------------------------------------------------------------------------------------------------------
def _wk(stamp: str, note: str, rows: list[tuple[str, ...]]) -> str:
    head = ("# Domestic 2024 Weekend 24\n\nJune 14-16, 2024\n\n" + f"*{stamp}*\n\n{note}\n\n"
            "| Rank | LW | Release | Gross | %± LW | Theaters | Change | Average | Total Gross | Weeks | Distributor |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
    return head + "\n".join("| " + " | ".join(r) + " |" for r in rows) + "\n\n[Previous weekend] [Next weekend] [Calendar grosses]"


def t16() -> dict[str, Any]:
    wk = "https://www.boxofficemojo.com/weekend/2024W24/"
    dl = "https://deadline.com/2024/06/box-office-inside-out-2-opening-1235972604/"
    tn = "https://www.the-numbers.com/box-office-chart/daily/2024/06/15"
    est = _wk("Estimates as of Sunday, June 16, 2024, 10:05 AM PT", "Weekend grosses are studio estimates and will be updated with actuals on Monday.", [
        ("1", "-", "Inside Out 2", "$155,000,000", "-", "4,440", "-", "$34,909", "$155,000,000", "1", "Walt Disney Studios Motion Pictures"),
        ("2", "1", "Bad Boys: Ride or Die", "$33,800,000", "-39.5%", "3,885", "-", "$8,700", "$104,600,000", "2", "Sony Pictures Releasing"),
        ("3", "2", "The Watchers", "$3,700,000", "-48.1%", "2,723", "-", "$1,358", "$13,500,000", "2", "Warner Bros."),
        ("4", "4", "Kingdom of the Planet of the Apes", "$3,500,000", "-32.6%", "2,450", "-1,030", "$1,428", "$160,000,000", "6", "20th Century Studios"),
        ("5", "5", "IF", "$3,300,000", "-33.2%", "2,694", "-702", "$1,224", "$100,000,000", "5", "Paramount Pictures"),
        ("6", "3", "The Garfield Movie", "$3,100,000", "-44.9%", "2,929", "-1,056", "$1,058", "$85,300,000", "4", "Sony Pictures Releasing"),
    ])
    act = _wk("Actuals, updated Monday, June 17, 2024, 12:48 PM PT", "Weekend grosses are actuals reported by distributors.", [
        ("1", "-", "Inside Out 2", "$154,201,673", "-", "4,440", "-", "$34,730", "$154,201,673", "1", "Walt Disney Studios Motion Pictures"),
        ("2", "1", "Bad Boys: Ride or Die", "$33,416,920", "-40.2%", "3,885", "-", "$8,601", "$104,216,920", "2", "Sony Pictures Releasing"),
        ("3", "2", "The Watchers", "$3,622,708", "-49.2%", "2,723", "-", "$1,330", "$13,422,708", "2", "Warner Bros."),
        ("4", "4", "Kingdom of the Planet of the Apes", "$3,540,115", "-31.8%", "2,450", "-1,030", "$1,445", "$160,040,115", "6", "20th Century Studios"),
        ("5", "5", "IF", "$3,311,406", "-33.0%", "2,694", "-702", "$1,229", "$100,011,406", "5", "Paramount Pictures"),
        ("6", "3", "The Garfield Movie", "$3,064,275", "-45.5%", "2,929", "-1,056", "$1,046", "$85,264,275", "4", "Sony Pictures Releasing"),
    ])
    turns = [
        (search("Inside Out 2 opening weekend box office", "Inside Out 2 box office Friday previews"),
         fence(results(
             (dl, "'Inside Out 2' Opens To $155M, Biggest Animated Debut Since 'Incredibles 2' - Deadline", "Disney/Pixar's Inside Out 2 is heading to a $155M opening at 4,440 theaters, the best start for an animated feature since Incredibles 2 ... 3 hours ago", "2024-06-16"),
             (wk, "Domestic 2024 Weekend 24 - Box Office Mojo", "Inside Out 2 $155,000,000 · Bad Boys: Ride or Die $33,800,000 · The Watchers $3,700,000 ...", "2024-06-16"),
             (tn, "Daily Box Office for Saturday, June 15, 2024 - The Numbers", "Inside Out 2 $45,922,520 Saturday; running total $110,224,531 ...", "2024-06-16"),
             ("https://variety.com/2024/film/box-office/inside-out-2-box-office-opening-weekend-record-1236037950/", "'Inside Out 2' Box Office Opening: $155 Million - Variety", "... and $295 million globally, including $140 million from 52 international markets ...", "2024-06-16"),
         ))),
        (extract(wk, "Inside Out 2 weekend gross and theater count"), est),
        (memory("add", dict={"io2_opening": "$155,000,000 (Sunday studio estimate, BOM 2024-06-16)", "io2_theaters": "4,440", "io2_global": "$295M incl. $140M international (Variety, estimate)"}),
         added(["io2_opening", "io2_theaters", "io2_global"])),
        (extract(tn, "Inside Out 2 daily grosses Friday and Saturday"),
         "# Daily Box Office for Saturday, June 15, 2024\n\n| Rank | Yd | Movie | Distributor | Gross | Change | Thtrs | Per Thtr | Total Gross | Days |\n|---|---|---|---|---|---|---|---|---|---|\n"
         "| 1 | (1) | Inside Out 2 | Walt Disney | $45,922,520 | -29% | 4,440 | $10,343 | $110,224,531 | 2 |\n"
         "| 2 | (2) | Bad Boys: Ride or Die | Sony Pictures | $12,611,442 | +28% | 3,885 | $3,246 | $93,264,131 | 10 |\n"
         "| 3 | (3) | The Watchers | Warner Bros. | $1,385,004 | +10% | 2,723 | $509 | $12,444,099 | 9 |\n\n"
         "Friday, June 14: Inside Out 2 $64,302,011 (includes $13,000,000 from Thursday previews).\n\n*Figures for Saturday are studio reports; Sunday's report will be posted Monday.*"),
        (extract(dl, "how the opening compares with earlier animated debuts and audience scores"),
         ev(dl, "how the opening compares with earlier animated debuts and audience scores",
            "'SUNDAY AM: Disney/Pixar's Inside Out 2 is landing a $155M opening at 4,440 theaters, the best start for an animated feature since Incredibles 2 ($182.6M) in June 2018 ... the second-best opening ever for an animated movie.' "
            "'The sequel drew an A CinemaScore and a 96% PostTrak audience score; 56% female.' 'Friday was $64.3M including $13M Thursday previews; Saturday $45.9M.' "
            "'Overseas, the film earned $140M from 52 markets, for a $295M global start.' Updated June 16, 2024 9:22am.",
            "Deadline (Sunday): $155M estimate, 2nd-best animated opening after Incredibles 2's $182.6M; A CinemaScore; Fri $64.3M (incl. $13M previews), Sat $45.9M; $295M worldwide.")),
        (extract(wk, "Monday actuals for Inside Out 2"), act),
        (memory("update", dict={"io2_opening": "$154,201,673 (Monday actuals, BOM 2024-06-17; Sunday estimate was $155.0M)"}),
         updated(["io2_opening"])),
        (search("Inside Out 2 opening weekend actuals Monday"),
         fence(results(
             ("https://www.boxofficemojo.com/release/rl1442547969/", "Inside Out 2 - Box Office Mojo", "Domestic Opening $154,201,673 · 4,440 theaters ...", "2024-06-17"),
             ("https://deadline.com/2024/06/inside-out-2-box-office-monday-1235973311/", "'Inside Out 2' Actuals Come In At $154.2M; Monday Looks Like $17M+ - Deadline", "Final weekend figures put the Pixar sequel at $154.2M, slightly below Sunday's $155M estimate ... 35 minutes ago", "2024-06-17"),
             ("https://www.the-numbers.com/movie/Inside-Out-2-(2024)", "Inside Out 2 (2024) - The Numbers", "Opening Weekend: $154,201,673 · Theaters: 4,440 · Domestic Releases: June 14th, 2024 (Wide) by Walt Disney ...", "2024-06-17"),
         ))),
        (memory("retrieve_all"),
         got({"io2_opening": "$154,201,673 (Monday actuals, BOM 2024-06-17; Sunday estimate was $155.0M)", "io2_theaters": "4,440",
              "io2_global": "$295M incl. $140M international (Variety, estimate)"})),
    ]
    return dict(tid="h30-search-16", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What did Inside Out 2 gross in its domestic opening weekend, how much came on each day, and how does it rank among animated openings?", "2024-06-17"))


# ---------------------------------------------------------------------------------------------------------
# 17  legislation, Congress.gov (mainstream) -- BAD at 10: bill's status tracker goes back a stage, no new action
# ---------------------------------------------------------------------------------------------------------
def _s870(tracker: str, body: str) -> str:
    return ("# S.870 - Fire Grants and Safety Act\n\n118th Congress (2023-2024)\n\n"
            "| | |\n|---|---|\n| Sponsor | Sen. Peters, Gary C. [D-MI] (Introduced 03/22/2023) |\n| Committees | Senate - Commerce, Science, and Transportation; House - Science, Space, and Technology |\n"
            "| Committee Report | S. Rept. 118-62 |\n| Latest Action | 06/28/2024 Presented to President. (All Actions) |\n| Roll Call Votes | There have been 3 roll call votes |\n\n"
            f"**Tracker:** {tracker}\n\n{body}")


def t17() -> dict[str, Any]:
    cg = "https://www.congress.gov/bill/118th-congress/senate-bill/870/all-info"
    tx = "https://www.congress.gov/bill/118th-congress/senate-bill/870/text"
    ans = "https://www.ans.org/news/article-6155/congress-passes-the-advance-act/"
    nrc = "https://www.nrc.gov/about-nrc/governing-laws/advance-act.html"
    actions = ("## Actions Overview\n| Date | Actions Overview |\n|---|---|\n| 06/28/2024 | Presented to President. |\n"
               "| 06/18/2024 | Resolving differences -- Senate actions: Senate agreed to the House amendment to S. 870 by Yea-Nay Vote. 88 - 2. Record Vote Number: 205. |\n"
               "| 05/08/2024 | Passed/agreed to in House: On motion to suspend the rules and pass the bill, as amended Agreed to by the Yeas and Nays: (2/3 required): 393 - 13 (Roll no. 175). |\n"
               "| 07/27/2023 | Passed/agreed to in Senate: Passed Senate with an amendment by Yea-Nay Vote. 95 - 2. Record Vote Number: 214. |\n"
               "| 03/22/2023 | Introduced in Senate |\n\n"
               "## Titles\nShort title as passed House: Fire Grants and Safety Act; Accelerating Deployment of Versatile, Advanced Nuclear for Clean Energy Act of 2024 (ADVANCE Act of 2024) ...")
    full = "Introduced > Passed Senate > Passed House > Resolving Differences > **To President** > Became Law"
    turns = [
        (search("ADVANCE Act S.870 status", "ADVANCE Act nuclear licensing fees advanced reactors"),
         fence(results(
             (cg, "S.870 - 118th Congress (2023-2024): Fire Grants and Safety Act | Congress.gov", "Latest Action: 06/28/2024 Presented to President ... includes the ADVANCE Act of 2024 ...", "2024-06-28"),
             (ans, "Congress passes the ADVANCE Act - ANS / Nuclear Newswire", "The Senate voted 88-2 to pass the ADVANCE Act as part of S. 870, sending the bill to President Biden ...", "2024-06-18"),
             (nrc, "ADVANCE Act of 2024 | NRC.gov", "Information on the NRC's implementation of the Accelerating Deployment of Versatile, Advanced Nuclear for Clean Energy Act ...", "2024-06-26"),
             ("https://www.epw.senate.gov/public/index.cfm/advance-act", "ADVANCE Act - U.S. Senate Committee on Environment and Public Works", "Capito, Carper, Whitehouse bill to modernize the NRC and reduce fees for advanced reactor applicants ...", "2024-06-18"),
         ))),
        (extract(cg, "current status of S.870 and its vote history"), _s870(full, actions)),
        (memory("add", dict={"bill": "S.870 (Fire Grants and Safety Act; carries the ADVANCE Act of 2024)", "status": "To President (presented 06/28/2024), not yet signed", "votes": "Senate 95-2 (07/27/2023); House 393-13 (05/08/2024); Senate concurred 88-2 (06/18/2024)"}),
         added(["bill", "status", "votes"])),
        (search("ADVANCE Act reduced hourly rate advanced reactor applicants NRC fees section 201"),
         fence(results(
             (tx, "Text - S.870 - 118th Congress (2023-2024): Fire Grants and Safety Act", "SEC. 201. FEES FOR ADVANCED REACTOR APPLICATION REVIEW ... reduced hourly rate ...", "2024-06-28"),
             ("https://www.nei.org/news/2024/advance-act-what-it-means", "What the ADVANCE Act Means for Nuclear - NEI", "Lower review fees for advanced reactor applicants, prizes for first-of-a-kind licensing ...", "2024-06-19"),
             (ans, "Congress passes the ADVANCE Act - ANS / Nuclear Newswire", "... reduces the hourly fees charged to advanced reactor applicants ...", "2024-06-18"),
         ))),
        (extract(ans, "what the ADVANCE Act changes for fees and licensing"),
         ev(ans, "what the ADVANCE Act changes for fees and licensing",
            "'The Senate on June 18 voted 88-2 to pass the Fire Grants and Safety Act (S. 870), which includes the ADVANCE Act. The House passed the bill in May by a vote of 393-13. The legislation now heads to President Biden, who is expected to sign it.' "
            "Key provisions listed: 'reduces the hourly rate for advanced reactor applicants and pre-applicants'; 'establishes prizes for the first advanced reactor licensed and for the first to use isotopes'; 'directs the NRC to develop a framework for licensing microreactors'; 'requires the NRC to update its mission statement so as not to unnecessarily limit the benefits of nuclear technology'; 'extends Price-Anderson Act indemnification to 2065'.",
            "ANS: passed Senate 88-2 on 18 June, House 393-13 in May; awaiting Biden's signature. Reduces hourly fees for advanced reactor applicants and pre-applicants, creates licensing prizes, microreactor framework, NRC mission update, Price-Anderson extended to 2065.")),
        (memory("add", dict={"fees": "Reduced hourly rate for advanced reactor applicants and pre-applicants (ADVANCE Act, fees section)", "other": "licensing prizes; microreactor framework; NRC mission statement update; Price-Anderson to 2065"}),
         added(["fees", "other"])),
        (extract(tx, "exact text of the advanced reactor fee provision"),
         ev(tx, "exact text of the advanced reactor fee provision",
            "Division B (ADVANCE Act of 2024), Title II, 'SEC. 201. FEES FOR ADVANCED REACTOR APPLICATION REVIEW. (a) Definitions ... (3) REDUCED HOURLY RATE.—The term \"reduced hourly rate\" means an hourly rate charged against an advanced reactor applicant or a pre-applicant that is equal to the lesser of— (A) the amount equal to the hourly rate determined under the fee rule ...; and (B) the quotient obtained by dividing— (i) the full cost of mission direct program salaries and benefits of the Commission ... by (ii) mission direct full-time equivalent hours ...' "
            "'(b) REDUCED HOURLY RATE.—Section 6101(c)(2)(A) of the Omnibus Budget Reconciliation Act of 1990 is amended ... by charging the reduced hourly rate to advanced reactor applicants and pre-applicants, beginning October 1, 2025.'",
            "Sec. 201 defines a reduced hourly rate (lesser of the standard rate and mission-direct salaries and benefits per mission-direct FTE hour) charged to advanced reactor applicants and pre-applicants from 1 October 2025.")),
        (memory("update", dict={"fees": "Sec. 201: reduced hourly rate = lesser of standard NRC hourly rate and mission-direct salaries+benefits / mission-direct FTE hours; for advanced reactor applicants and pre-applicants from 2025-10-01"}),
         updated(["fees"])),
        (search("Biden signs ADVANCE Act", "S.870 signed into law"),
         fence(results(
             ("https://www.ans.org/news/article-6178/advance-act-awaits-signature/", "ADVANCE Act awaits President's signature - ANS", "With the bill presented to the White House on June 28, the president has 10 days (excluding Sundays) to act ...", "2024-06-29"),
             ("https://www.whitehouse.gov/briefing-room/legislation/", "Legislation | The White House", "Bills signed: H.R. 7423 ..., S. 1351 ... (no entry for S. 870)", "2024-06-30"),
             ("https://www.utilitydive.com/news/advance-act-nuclear-nrc-congress-biden/719622/", "Congress sends nuclear licensing overhaul to Biden | Utility Dive", "The ADVANCE Act heads to the president's desk after an 88-2 Senate vote ...", "2024-06-19"),
         ))),
        (extract(cg, "confirm whether S.870 has been signed"),
         _s870("Introduced > Passed Senate > **Passed House** > Resolving Differences > To President > Became Law",
               actions.split("\n\n## Titles")[0])),
        (extract(nrc, "how the NRC plans to implement the ADVANCE Act"),
         "# ADVANCE Act of 2024\n\n*Page Last Reviewed/Updated Wednesday, June 26, 2024*\n\n"
         "Congress has passed the Accelerating Deployment of Versatile, Advanced Nuclear for Clean Energy (ADVANCE) Act of 2024. Once the bill is enacted, the NRC will post information here on its implementation.\n\n"
         "The NRC has established an internal working group to prepare for implementation, including:\n- updating the agency's mission statement;\n- the fee provisions for advanced reactor applicants and pre-applicants;\n"
         "- reports to Congress on licensing timelines, microreactors, and brownfield/retired fossil sites;\n- guidance on the licensing of fusion machines under the byproduct material framework.\n\n"
         "Questions may be sent to ADVANCEAct@nrc.gov."),
        (memory("retrieve", key_list=["fees", "other"]),
         got({"fees": "Sec. 201: reduced hourly rate = lesser of standard NRC hourly rate and mission-direct salaries+benefits / mission-direct FTE hours; for advanced reactor applicants and pre-applicants from 2025-10-01",
              "other": "licensing prizes; microreactor framework; NRC mission statement update; Price-Anderson to 2065"})),
    ]
    return dict(tid="h30-search-17", turns=turns, bad=True, turn=10,
                kind="bill's status tracker shows an earlier stage than before while its latest action is unchanged",
                state=state("What is the current legislative status of the ADVANCE Act (carried in S.870), how did each chamber vote, and what does it change about NRC fees for advanced reactors?", "2024-07-01"))


# ---------------------------------------------------------------------------------------------------------
# 18  climate statistics, NOAA / Copernicus / NASA (mainstream) -- clean: baselines, units, a newer data release
# ---------------------------------------------------------------------------------------------------------
def t18() -> dict[str, Any]:
    noaa = "https://www.ncei.noaa.gov/access/monitoring/monthly-report/global/202313"
    c3s = "https://climate.copernicus.eu/global-climate-highlights-2023"
    cag = "https://www.ncei.noaa.gov/access/monitoring/climate-at-a-glance/global/time-series/globe/land_ocean/12/12/1850-2024"
    nasa = "https://www.nasa.gov/news-release/nasa-analysis-confirms-2023-as-warmest-year-on-record/"
    ann = [(2023, 1.18), (2016, 1.03), (2020, 0.98), (2019, 0.95), (2015, 0.93), (2017, 0.91), (2022, 0.86), (2021, 0.84), (2018, 0.82), (2014, 0.73)]
    rows_c = "\n".join(f"| {i} | {y} | {a:.2f} |" for i, (y, a) in enumerate(ann, 1))
    rank = {y: i for i, (y, _a) in enumerate(ann, 1)}
    rows_f = "\n".join(f"| {y} | {a * 1.8:.2f} | {rank[y]} |" for y, a in sorted(ann, key=lambda r: -r[0]))
    turns = [
        (search("2023 global temperature anomaly NOAA warmest year", "Copernicus 2023 1.48 °C pre-industrial"),
         fence(results(
             (noaa, "Annual 2023 Global Climate Report | NCEI", "Earth's average land and ocean surface temperature in 2023 was 1.18°C (2.12°F) above the 20th-century average ... warmest year in NOAA's 174-year record ...", "2024-01-12"),
             (c3s, "Global Climate Highlights 2023 | Copernicus", "2023 is confirmed as the warmest calendar year in global temperature data records going back to 1850 ... 1.48°C warmer than the 1850-1900 pre-industrial level ...", "2024-01-09"),
             (nasa, "NASA Analysis Confirms 2023 as Warmest Year on Record", "Earth's average surface temperature in 2023 was the warmest on record ... about 2.1 degrees Fahrenheit (1.2 degrees Celsius) above the average for NASA's baseline period (1951-1980) ...", "2024-01-12"),
             ("https://www.metoffice.gov.uk/about-us/news-and-media/media-centre/press-release/2024/2023-the-warmest-year", "2023: the warmest year on record globally - Met Office", "HadCRUT5: 1.46 ± 0.12 °C above 1850-1900 ...", "2024-01-12"),
         ))),
        (extract(noaa, "2023 annual anomaly, baseline, rank and top-10 warmest years"),
         "# Annual 2023 Global Climate Report\n\n*NOAA National Centers for Environmental Information, Monthly Global Climate Report for Annual 2023, published online January 2024*\n\n"
         "## Temperature\nEarth's average land and ocean surface temperature in 2023 was 1.18°C (2.12°F) above the 20th-century average of 13.9°C (57.0°F). This ranks as the warmest year in NOAA's 174-year record (1850-2023). "
         "This value is 0.15°C (0.27°F) more than the previous record set in 2016. Compared to the pre-industrial period (1850-1900), 2023 was 1.35°C (2.43°F) warmer.\n\n"
         "The 10 warmest years in the 174-year record have all occurred during the last decade (2014-2023).\n\n"
         "| Rank | Year | Anomaly (°C) vs 1901-2000 |\n|---|---|---|\n" + rows_c
         + "\n\nSeptember 2023 had the largest monthly anomaly in the record (+1.44°C). Each month from June to December 2023 set a record for that month."),
        (memory("add", dict={"noaa_2023": "+1.18 °C (+2.12 °F) vs 1901-2000; +1.35 °C vs 1850-1900; warmest of 174 years; +0.15 °C over 2016 (NOAA annual report, Jan 2024)"}),
         added(["noaa_2023"])),
        (extract(c3s, "2023 anomaly relative to 1850-1900 and to 1991-2020, and absolute global mean"),
         ev(c3s, "2023 anomaly relative to 1850-1900 and to 1991-2020, and absolute global mean",
            "'2023 is confirmed as the warmest calendar year in global temperature data records going back to 1850.' 'The global average temperature in 2023 was 14.98°C, 0.17°C higher than the previous highest annual value in 2016.' "
            "'2023 was 0.60°C warmer than the 1991-2020 average and 1.48°C warmer than the 1850-1900 pre-industrial level.' 'It is likely that a 12-month period ending in January or February 2024 will exceed 1.5°C above the pre-industrial level.' Published 9 January 2024.",
            "ERA5 (Copernicus): 2023 global mean 14.98 °C; +0.60 °C vs 1991-2020; +1.48 °C vs 1850-1900; 0.17 °C above 2016.")),
        (memory("add", dict={"c3s_2023": "+1.48 °C vs 1850-1900; +0.60 °C vs 1991-2020; 14.98 °C absolute; +0.17 °C over 2016 (ERA5)"}),
         added(["c3s_2023"])),
        (extract(cag, "annual global anomalies in °F, most recent years, and the latest data point"),
         "# Climate at a Glance: Global Time Series\n\nGlobal Land and Ocean, January-December Temperature Anomalies\n\n"
         "*Units: Degrees Fahrenheit · Base Period: 1901-2000 · Data retrieved: February 20, 2024 · Most recent data: January 2024 (added February 14, 2024)*\n\n"
         "| Year | Anomaly (°F) | Rank (of 174) |\n|---|---|---|\n" + rows_f
         + "\n\nLatest monthly value: January 2024, +2.29°F (+1.27°C) above the 20th-century January average — warmest January on record. The annual series ends with 2023 until the 2024 annual value is complete.\n\n"
         "[Download CSV] [Switch units: °C] [Change base period]"),
        (extract(nasa, "NASA's 2023 anomaly and baseline"),
         ev(nasa, "NASA's 2023 anomaly and baseline",
            "'Earth's average surface temperature in 2023 was the warmest on record, according to an analysis by NASA. Global temperatures last year were around 2.1 degrees Fahrenheit (1.2 degrees Celsius) above the average for NASA's baseline period (1951-1980), scientists from NASA's Goddard Institute for Space Studies (GISS) in New York reported.' "
            "'NASA and NOAA's analyses are produced independently and use slightly different methods, so the exact values differ slightly, but both find 2023 to be the warmest year.' Jan 12, 2024, RELEASE 24-002.",
            "NASA GISTEMP: 2023 about +1.2 °C (+2.1 °F) vs 1951-1980, warmest year on record; values differ slightly from NOAA because of methods and baseline.")),
        (memory("update", dict={"noaa_2023": "+1.18 °C (+2.12 °F) vs 1901-2000; +1.35 °C vs 1850-1900; warmest of 174 years; +0.15 °C over 2016 (NOAA). Jan 2024 then +1.27 °C, warmest January (CAG, added 2024-02-14)"}),
         updated(["noaa_2023"])),
        (memory("add", dict={"nasa_2023": "≈ +1.2 °C (+2.1 °F) vs 1951-1980 (GISTEMP)", "baselines_note": "Differences are baselines: 1901-2000 (NOAA 1.18), 1850-1900 (NOAA 1.35, C3S 1.48, Met Office 1.46), 1951-1980 (NASA 1.2), 1991-2020 (C3S 0.60)"}),
         added(["nasa_2023", "baselines_note"])),
        (memory("retrieve_all"),
         got({"noaa_2023": "+1.18 °C (+2.12 °F) vs 1901-2000; +1.35 °C vs 1850-1900; warmest of 174 years; +0.15 °C over 2016 (NOAA). Jan 2024 then +1.27 °C, warmest January (CAG, added 2024-02-14)",
              "c3s_2023": "+1.48 °C vs 1850-1900; +0.60 °C vs 1991-2020; 14.98 °C absolute; +0.17 °C over 2016 (ERA5)",
              "nasa_2023": "≈ +1.2 °C (+2.1 °F) vs 1951-1980 (GISTEMP)",
              "baselines_note": "Differences are baselines: 1901-2000 (NOAA 1.18), 1850-1900 (NOAA 1.35, C3S 1.48, Met Office 1.46), 1951-1980 (NASA 1.2), 1991-2020 (C3S 0.60)"})),
    ]
    return dict(tid="h30-search-18", turns=turns, bad=False, turn=None, kind="clean",
                state=state("How much warmer was 2023 than the long-term average according to NOAA, Copernicus and NASA, why do their numbers differ, and is 2023 the warmest year?", "2024-02-20"))


# ---------------------------------------------------------------------------------------------------------
# 19  engineering, Wikipedia (mainstream) -- BAD at 7: a search snippet of the same page gives a different span
# ---------------------------------------------------------------------------------------------------------
def t19() -> dict[str, Any]:
    lst = "https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans"
    can = "https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge"
    aka = "https://en.wikipedia.org/wiki/Akashi_Kaiky%C5%8D_Bridge"
    br = [("1915 Çanakkale Bridge", 2023, "Dardanelles", "Turkey", 2022), ("Akashi Kaikyō Bridge", 1991, "Akashi Strait", "Japan", 1998),
          ("Yangsigang Yangtze River Bridge", 1700, "Yangtze River", "China", 2019), ("Nansha Bridge (Shiziyang span)", 1688, "Pearl River", "China", 2019),
          ("Xihoumen Bridge", 1650, "Xihoumen Strait", "China", 2009), ("Great Belt Bridge (East Bridge)", 1624, "Great Belt", "Denmark", 1998),
          ("Osman Gazi Bridge", 1550, "Gulf of İzmit", "Turkey", 2016), ("Yi Sun-sin Bridge", 1545, "Gwangyang Bay", "South Korea", 2012),
          ("Runyang Bridge", 1490, "Yangtze River", "China", 2005), ("Nanjing Fourth Yangtze Bridge", 1418, "Yangtze River", "China", 2012)]
    rows = "\n".join(f"| {i} | {n} | {m:,} | {round(m / 0.3048):,} | {w} | {c} | {y} |" for i, (n, m, w, c, y) in enumerate(br, 1))
    turns = [
        (search("longest suspension bridge main span in the world 2024", "1915 Çanakkale Bridge main span length"),
         fence(results(
             (lst, "List of longest suspension bridge spans - Wikipedia", "This list ranks the world's suspension bridges by length of main span ... The 1915 Çanakkale Bridge in Turkey has the longest span ...", "2024-03-02"),
             (can, "1915 Çanakkale Bridge - Wikipedia", "The 1915 Çanakkale Bridge is a road suspension bridge in Çanakkale Province in northwestern Turkey. Situated just south of the town of Gelibolu, the bridge spans the Dardanelles strait ...", "2024-02-11"),
             ("https://www.guinnessworldrecords.com/world-records/longest-suspension-bridge-span", "Longest suspension bridge span | Guinness World Records", "The longest suspension bridge span measures 2,023 m (6,637 ft) and was achieved by the 1915 Çanakkale Bridge ... verified on 18 March 2022 ...", "2022-03-18"),
             ("https://www.reuters.com/world/middle-east/turkey-opens-worlds-longest-suspension-bridge-2022-03-18/", "Turkey opens world's longest suspension bridge between Europe and Asia", "President Erdogan opened the bridge over the Dardanelles on Friday ...", "2022-03-18"),
         ))),
        (extract(lst, "top 10 suspension bridges by main span with lengths and year opened"),
         "# List of longest suspension bridge spans\n\nThis list ranks the world's suspension bridges by length of main span, which is the distance between suspension towers. ...\n\n"
         "## Completed suspension bridges\n| Rank | Name | Main span (m) | Main span (ft) | Crossing | Country | Year opened |\n|---|---|---|---|---|---|---|\n" + rows
         + "\n\n## Under construction\n| Name | Main span (m) | Country | Expected completion |\n|---|---|---|---|\n| Zhangjinggao Yangtze River Bridge | 2,300 | China | 2028 |\n| Shiziyang Bridge (Shenzhen-Zhongshan Link, 2nd) | 2,180 | China | 2028 |\n\n"
         "This page was last edited on 2 March 2024, at 14:20 (UTC)."),
        (memory("add", dict={"longest": "1915 Çanakkale Bridge, main span 2,023 m (6,637 ft), Turkey, 2022", "second": "Akashi Kaikyō Bridge, 1,991 m (6,532 ft), Japan, 1998", "future": "Zhangjinggao Yangtze River Bridge 2,300 m u/c, expected 2028"}),
         added(["longest", "second", "future"])),
        (extract(can, "main span, total length, tower height, opening date"),
         "# 1915 Çanakkale Bridge\n\n**1915 Çanakkale Köprüsü**\n\n| | |\n|---|---|\n| Carries | 6 lanes of O-7 motorway |\n| Crosses | Dardanelles |\n| Locale | Gelibolu (Europe) – Lapseki (Asia), Çanakkale Province, Turkey |\n"
         "| Design | Suspension bridge |\n| Total length | 4,608 m (15,118 ft) |\n| Height | 318 m (1,043 ft) (towers) |\n| Longest span | 2,023 m (6,637 ft) |\n| Clearance below | 70 m (230 ft) |\n"
         "| Construction start | 18 March 2017 |\n| Opened | 18 March 2022 |\n| Toll | ₺200 (cars, 2022) |\n\n"
         "The 1915 Çanakkale Bridge is a road suspension bridge in Çanakkale Province in northwestern Turkey. Situated just south of the town of Gelibolu, the bridge spans the Dardanelles strait, about 10 km south of the Sea of Marmara. "
         "Opened on 18 March 2022, it is the longest suspension bridge in the world, with a main span of 2,023 m (6,637 ft), surpassing the Akashi Kaikyō Bridge in Japan by 32 m (105 ft).\n\n"
         "The bridge's name honours the 1915 Naval Operations in the Dardanelles; the 2,023 m span refers to the 100th anniversary of the Republic in 2023, and the 318 m towers refer to 18 March, the anniversary of the naval victory.\n\n"
         "This page was last edited on 11 February 2024, at 07:43 (UTC)."),
        (memory("add", dict={"canakkale_opened": "18 March 2022", "canakkale_total": "4,608 m; towers 318 m", "span_symbolism": "2,023 m = Republic centenary 2023; 318 m towers = 18 March"}),
         added(["canakkale_opened", "canakkale_total", "span_symbolism"])),
        (extract(aka, "main span, total length and opening date of the Akashi Kaikyō Bridge"),
         ev(aka, "main span, total length and opening date of the Akashi Kaikyō Bridge",
            "Infobox: Crosses Akashi Strait; Total length 3,911 m (12,831 ft); Height 282.8 m (928 ft) (towers); Longest span 1,991 m (6,532 ft); Opened 5 April 1998. "
            "Text: 'The Akashi Kaikyō Bridge ... has the second-longest central span of any suspension bridge in the world, at 1,991 metres (6,532 ft), behind the 1915 Çanakkale Bridge, which opened in March 2022.' "
            "'The central span was originally 1,990 m; the Great Hanshin earthquake of 17 January 1995 moved the towers so that the span increased by 0.8 m.' Last edited on 29 January 2024.",
            "Akashi Kaikyō Bridge: main span 1,991 m (6,532 ft), total 3,911 m, towers 282.8 m, opened 5 April 1998; now second to the 1915 Çanakkale Bridge.")),
        (search("1915 Çanakkale Bridge tower height 318 m span symbolism"),
         fence(results(
             (can, "1915 Çanakkale Bridge - Wikipedia", "Opened on 18 March 2022, it is the longest suspension bridge in the world, with a main span of 2,032 m (6,667 ft), surpassing the Akashi Kaikyō Bridge ...", "2024-02-11"),
             ("https://www.1915canakkale.com/en/bridge", "The Bridge | 1915 Çanakkale Bridge and Motorway", "The towers, 318 m high, symbolise 18 March; the red-and-white towers ...", "2023-05-04"),
             ("https://www.cowi.com/about/projects/1915-canakkale-bridge", "1915 Çanakkale Bridge - COWI", "COWI was the lead designer ... steel towers 318 m tall ...", "2022-04-01"),
         ))),
        (memory("add", dict={"difference_m": "32 m (2,023 - 1,991); 105 ft"}),
         added(["difference_m"])),
        (memory("retrieve", key_list=["canakkale_opened", "second"]),
         got({"canakkale_opened": "18 March 2022", "second": "Akashi Kaikyō Bridge, 1,991 m (6,532 ft), Japan, 1998"})),
    ]
    return dict(tid="h30-search-19", turns=turns, bad=True, turn=7,
                kind="search snippet of the same unedited page gives a different main-span length than the extracted page",
                state=state("Which suspension bridge has the longest main span as of 2024, when did it open, and by how much does it exceed the Akashi Kaikyō Bridge?", "2024-03-20"))


# ---------------------------------------------------------------------------------------------------------
# 20  athletics, World Athletics (mainstream) -- clean: record ratified mid-session, records page re-stamped
# ---------------------------------------------------------------------------------------------------------
def _wa(stamp: str, men: str, pending: str) -> str:
    return ("# World Records | World Athletics\n\n*Records › Senior › Road running*\n\n" + f"*Last updated: {stamp}*\n\n"
            "| Discipline | Sex | Performance | Competitor | Nat | Venue | Date |\n|---|---|---|---|---|---|---|\n"
            + men
            + "| Marathon | Women (mixed) | 2:11:53 | Tigst ASSEFA | ETH | Berlin (GER) | 24 SEP 2023 |\n"
            "| Marathon | Women (women only) | 2:17:01 | Mary Jepkosgei KEITANY | KEN | London (GBR) | 23 APR 2017 |\n"
            "| Half Marathon | Men | 57:31 | Jacob KIPLIMO | UGA | Lisboa (POR) | 21 NOV 2021 |\n"
            "| Half Marathon | Women (mixed) | 1:02:52 | Letesenbet GIDEY | ETH | Valencia (ESP) | 24 OCT 2021 |\n"
            "| 10 Kilometres | Men | 26:24 | Rhonex KIPRUTO | KEN | Valencia (ESP) | 12 JAN 2020 |\n\n"
            + pending
            + "Records are subject to ratification by World Athletics. Performances are listed only after ratification.")


def t20() -> dict[str, Any]:
    rec = "https://worldathletics.org/records/by-category/world-records"
    news = "https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified"
    wp = "https://en.wikipedia.org/wiki/Marathon_world_record_progression"
    old = "| Marathon | Men | 2:01:09 | Eliud KIPCHOGE | KEN | Berlin (GER) | 25 SEP 2022 |\n"
    new = "| Marathon | Men | 2:00:35 | Kelvin KIPTUM | KEN | Chicago, IL (USA) | 08 OCT 2023 |\n"
    turns = [
        (search("men's marathon world record official", "Kelvin Kiptum 2:00:35 ratified"),
         fence(results(
             (rec, "World Records | World Athletics", "Official world records in road running: Marathon Men 2:01:09 Eliud Kipchoge (KEN) Berlin 25 SEP 2022 ...", "2024-02-01"),
             ("https://en.wikipedia.org/wiki/Kelvin_Kiptum", "Kelvin Kiptum - Wikipedia", "Kelvin Kiptum is a Kenyan long-distance runner who holds the marathon world record of 2:00:35, set at the 2023 Chicago Marathon, pending ratification ...", "2024-01-30"),
             ("https://www.nytimes.com/2023/10/08/sports/kelvin-kiptum-chicago-marathon-world-record.html", "Kelvin Kiptum Breaks Marathon World Record in Chicago - The New York Times", "Kiptum, 23, finished in 2 hours 35 seconds, 34 seconds faster than Eliud Kipchoge's mark ...", "2023-10-08"),
             ("https://www.runnersworld.com/news/a45328765/kelvin-kiptum-marathon-world-record-ratification/", "When Will Kiptum's World Record Be Ratified? - Runner's World", "World Athletics typically takes several months to ratify road records ...", "2024-01-15"),
         ))),
        (extract(rec, "current men's and women's marathon world records"),
         _wa("1 February 2024", old, "**Pending ratification:** Marathon Men 2:00:35 Kelvin KIPTUM (KEN), Chicago 08 OCT 2023.\n\n")),
        (memory("add", dict={"men_wr": "2:01:09 Kipchoge, Berlin 25 Sep 2022 (ratified); Kiptum 2:00:35 Chicago 8 Oct 2023 pending (WA records page, updated 1 Feb 2024)", "women_wr": "2:11:53 Assefa, Berlin 24 Sep 2023 (mixed); 2:17:01 Keitany, London 2017 (women only)"}),
         added(["men_wr", "women_wr"])),
        (search("World Athletics ratifies Kiptum marathon world record"),
         fence(results(
             (news, "Kiptum's marathon world record ratified | PRESS-RELEASES | World Athletics", "Kelvin Kiptum's marathon world record of 2:00:35 has been ratified ... 2 hours ago", "2024-02-06"),
             ("https://www.bbc.com/sport/athletics/68216342", "Kelvin Kiptum: World Athletics ratifies Kenyan's marathon world record - BBC Sport", "The 24-year-old's time from Chicago in October is now officially the world record ... 1 hour ago", "2024-02-06"),
             ("https://www.letsrun.com/news/2024/02/kiptum-world-record-ratified/", "It's Official: Kiptum's 2:00:35 Ratified - LetsRun.com", "Ratification came four months after the race ... 46 minutes ago", "2024-02-06"),
         ))),
        (extract(news, "what was ratified and when"),
         ev(news, "what was ratified and when",
            "'Kelvin Kiptum's marathon world record of 2:00:35 has been ratified. The 23-year-old Kenyan ran the fastest time in history at the Chicago Marathon on 8 October 2023, taking 34 seconds off the previous world record of 2:01:09 set by Eliud Kipchoge in Berlin in 2022.' "
            "Also ratified: 'Tigst Assefa's women's marathon world record of 2:11:53 (Berlin, 24 September 2023)' was ratified earlier. Press release dated 06 FEB 2024.",
            "World Athletics press release (6 Feb 2024): Kiptum's 2:00:35 (Chicago, 8 Oct 2023) is ratified as the men's marathon world record, 34 s faster than Kipchoge's 2:01:09.")),
        (extract(rec, "confirm the men's marathon record now listed"),
         _wa("6 February 2024", new, "")),
        (memory("update", dict={"men_wr": "2:00:35 Kelvin Kiptum, Chicago 8 Oct 2023 — ratified 6 Feb 2024 (WA press release; records page updated 6 Feb 2024); previous 2:01:09 Kipchoge 2022"}),
         updated(["men_wr"])),
        (memory("add", dict={"pace": "2:00:35 = 7,235 s → 2:51.5 /km, 4:36.0 /mile"}),
         added(["pace"])),
        (extract(wp, "men's marathon world record progression since 2014"),
         "# Marathon world record progression\n\n## Men\n| Time | Name | Nationality | Date | Event/Place | Source | Notes |\n|---|---|---|---|---|---|---|\n"
         "| 2:02:57 | Dennis Kimetto | Kenya | 28 September 2014 | Berlin Marathon | IAAF | |\n| 2:01:39 | Eliud Kipchoge | Kenya | 16 September 2018 | Berlin Marathon | IAAF | |\n"
         "| 2:01:09 | Eliud Kipchoge | Kenya | 25 September 2022 | Berlin Marathon | World Athletics | |\n| 2:00:35 | Kelvin Kiptum | Kenya | 8 October 2023 | Chicago Marathon | World Athletics | Ratified 6 February 2024 |\n\n"
         "Note: Kipchoge's 1:59:40 at the 2019 INEOS 1:59 Challenge in Vienna is not eligible as a record (paced, not an open race).\n\n"
         "This page was last edited on 6 February 2024, at 16:12 (UTC)."),
        (memory("retrieve_all"),
         got({"men_wr": "2:00:35 Kelvin Kiptum, Chicago 8 Oct 2023 — ratified 6 Feb 2024 (WA press release; records page updated 6 Feb 2024); previous 2:01:09 Kipchoge 2022",
              "women_wr": "2:11:53 Assefa, Berlin 24 Sep 2023 (mixed); 2:17:01 Keitany, London 2017 (women only)",
              "pace": "2:00:35 = 7,235 s → 2:51.5 /km, 4:36.0 /mile"})),
    ]
    return dict(tid="h30-search-20", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What is the official men's marathon world record, has Kelvin Kiptum's Chicago time been ratified, and what average pace does it represent?", "2024-02-06"))


# ---------------------------------------------------------------------------------------------------------
# 21  archaeology, Cambridge Core journal page (less common) -- BAD at 5: the same article's page range changes
# ---------------------------------------------------------------------------------------------------------
def t21() -> dict[str, Any]:
    cc = "https://www.cambridge.org/core/journals/radiocarbon/article/bayesian-chronology-for-the-vinca-settlement-at-belo-brdo/6F3A1C0D2E9B47A58C1D0E7F2B3A4C5D"
    doi = "https://doi.org/10.1017/RDC.2023.47"
    turns = [
        (search("Radiocarbon 2023 Bayesian chronology Vinča Belo Brdo AMS dates", "Belo Brdo Vinča tell duration radiocarbon"),
         fence(results(
             (cc, "A Bayesian Chronology for the Vinča Settlement at Belo Brdo: New AMS Dates from the 2019–2021 Excavations | Radiocarbon | Cambridge Core", "We present 64 new AMS radiocarbon dates from the 2019–2021 excavations at Vinča-Belo Brdo ... occupation began in 5305–5230 cal BC ...", "2023-06-12"),
             ("https://www.researchgate.net/publication/371522904", "A Bayesian Chronology for the Vinča Settlement at Belo Brdo (PDF) - ResearchGate", "Radiocarbon 65(4) ... 64 new dates ... duration of about 800 years ...", "2023-06-15"),
             ("https://www.sciencedirect.com/science/article/pii/S0305440321001072", "Chronology of the Vinča culture: a Bayesian review - Journal of Archaeological Science", "Vinča A to D phases, 5400–4600 cal BC ...", "2021-07-20"),
             ("https://scholar.google.com/scholar?cites=1204417754310588016", "Cited by 7 - Google Scholar", "Articles citing 'A Bayesian Chronology for the Vinča Settlement at Belo Brdo' ...", "2024-03-28"),
         ))),
        (extract(cc, "full citation details and main conclusions"),
         "# A Bayesian Chronology for the Vinča Settlement at Belo Brdo: New AMS Dates from the 2019–2021 Excavations\n\n"
         "Ana Petrović (a1), Thomas K. Harland (a2), Nenad Lazić (a1) and Sabine Weiler (a3)\n\n"
         "*Radiocarbon*, Volume 65, Issue 4, August 2023, pp. 871–894\n\nDOI: https://doi.org/10.1017/RDC.2023.47\n\n"
         "Published online by Cambridge University Press: 12 June 2023\n\n"
         "Open Access · © The Author(s), 2023. Published by Cambridge University Press on behalf of the University of Arizona\n\n"
         "## Abstract\nWe present 64 new accelerator mass spectrometry (AMS) radiocarbon dates on short-lived samples (animal bone, charred cereal grains) from the 2019–2021 excavations at Vinča-Belo Brdo, Serbia. "
         "Combined with 38 previously published dates in a Bayesian model, they indicate that occupation of the tell began in 5305–5230 cal BC (95% probability) and ended in 4540–4470 cal BC (95% probability), a duration of 695–815 years. "
         "Horizon-level modelling suggests that the densest phase of house construction (Horizons 6–4) lasted only 90–140 years, between c. 4850 and 4720 cal BC. We discuss implications for the Vinča C/D transition and for the pace of building renewal on Late Neolithic tells.\n\n"
         "## Keywords\nBayesian modelling; Late Neolithic; Serbia; tell settlements; Vinča culture\n\n"
         "## Metrics\nFull text views: 1,142 · Abstract views: 2,386 · PDF downloads: 503 · Dimensions citations: 7\n\n"
         "## How to cite\nPetrović A, Harland TK, Lazić N and Weiler S (2023) A Bayesian chronology for the Vinča settlement at Belo Brdo: new AMS dates from the 2019–2021 excavations. Radiocarbon 65(4), 871–894. https://doi.org/10.1017/RDC.2023.47"),
        (memory("add", dict={"citation": "Petrović A, Harland TK, Lazić N, Weiler S (2023). Radiocarbon 65(4), 871–894. doi:10.1017/RDC.2023.47 (online 12 Jun 2023)", "dates": "64 new AMS + 38 published; start 5305–5230 cal BC, end 4540–4470 cal BC (95%), duration 695–815 yr"}),
         added(["citation", "dates"])),
        (search("Vinča Belo Brdo Horizons 6-4 house construction 90-140 years"),
         fence(results(
             (cc, "A Bayesian Chronology for the Vinča Settlement at Belo Brdo ... | Radiocarbon | Cambridge Core", "... the densest phase of house construction (Horizons 6–4) lasted only 90–140 years ...", "2023-06-12"),
             ("https://www.antiquity.ac.uk/projgall/vinca-belo-brdo-2022", "Renewed excavations at Vinča-Belo Brdo - Antiquity Project Gallery", "The 2019–2021 seasons exposed three superimposed burnt houses in Trench 26 ...", "2022-10-04"),
             ("https://www.academia.edu/98712344/Building_renewal_on_Balkan_tells", "Building renewal on Balkan tells - Academia.edu", "House lifespans of 15–25 years ...", "2023-02-17"),
         ))),
        (extract(doi, "journal, volume, issue and page range for the reference list"),
         ev(doi, "journal, volume, issue and page range for the reference list",
            "(Resolved to cambridge.org/core/journals/radiocarbon/article/bayesian-chronology-for-the-vinca-settlement-at-belo-brdo/6F3A1C0D2E9B47A58C1D0E7F2B3A4C5D) "
            "'A Bayesian Chronology for the Vinča Settlement at Belo Brdo: New AMS Dates from the 2019–2021 Excavations', Ana Petrović, Thomas K. Harland, Nenad Lazić and Sabine Weiler. "
            "Radiocarbon, Volume 65, Issue 4, August 2023, pp. 971–994. DOI: https://doi.org/10.1017/RDC.2023.47. Published online by Cambridge University Press: 12 June 2023. Open Access.",
            "Radiocarbon vol. 65, issue 4 (August 2023), pages 971–994, DOI 10.1017/RDC.2023.47, published online 12 June 2023.")),
        (memory("add", dict={"construction_peak": "Horizons 6–4 in 90–140 yr, c. 4850–4720 cal BC", "samples": "short-lived only: animal bone, charred cereal grains"}),
         added(["construction_peak", "samples"])),
    ]
    return dict(tid="h30-search-21", turns=turns, bad=True, turn=5,
                kind="page range of the same article differs between its landing page and the DOI-resolved page",
                state=state("Find the 2023 Radiocarbon article on the Bayesian chronology of Vinča-Belo Brdo: give a full citation and its main chronological conclusions.", "2024-04-02"))


# ---------------------------------------------------------------------------------------------------------
# 22  security advisory, NVD / oss-security / Debian tracker (less common) -- clean: NVD record modified later
# ---------------------------------------------------------------------------------------------------------
def _nvd(modified: str, refs: list[str]) -> str:
    return ("# CVE-2024-3094 Detail\n\n**AWAITING ANALYSIS**\n\nThis vulnerability is currently awaiting analysis.\n\n"
            "## Description\nMalicious code was discovered in the upstream tarballs of xz, starting with version 5.6.0. Through a series of complex obfuscations, the liblzma build process extracts a prebuilt object file from a disguised test file existing in the source code, which is then used to modify specific functions in the liblzma code. "
            "This results in a modified liblzma library that can be used by any software linked against this library, intercepting and modifying the data interaction with this library.\n\n"
            "## Metrics\nCVSS Version 4.0 | **CVSS Version 3.x** | CVSS Version 2.0\n\n"
            "NVD enrichment efforts reference publicly available information to associate vector strings.\n\n"
            "| Source | Base Score | Vector |\n|---|---|---|\n| NIST: NVD | N/A | NVD assessment not yet provided. |\n"
            "| CNA: Red Hat, Inc. | **10.0 CRITICAL** | CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H |\n\n"
            f"## References to Advisories, Solutions, and Tools\n({len(refs)} references)\n" + "\n".join(f"- {r}" for r in refs)
            + "\n\n## Weakness Enumeration\n| CWE-ID | CWE Name | Source |\n|---|---|---|\n| CWE-506 | Embedded Malicious Code | Red Hat, Inc. |\n\n"
            "## Change History\n"
            f"| NVD Published Date | 03/29/2024 |\n|---|---|\n| NVD Last Modified | {modified} |\n| Source | Red Hat, Inc. |")


def t22() -> dict[str, Any]:
    nvd = "https://nvd.nist.gov/vuln/detail/CVE-2024-3094"
    ow = "https://www.openwall.com/lists/oss-security/2024/03/29/4"
    deb = "https://security-tracker.debian.org/tracker/CVE-2024-3094"
    r1 = ["https://access.redhat.com/security/cve/CVE-2024-3094", "https://bugzilla.redhat.com/show_bug.cgi?id=2272210",
          "https://www.openwall.com/lists/oss-security/2024/03/29/4", "https://www.redhat.com/en/blog/urgent-security-alert-fedora-41-and-rawhide-users",
          "https://tukaani.org/xz-backdoor/", "https://www.cisa.gov/news-events/alerts/2024/03/29/reported-supply-chain-compromise-affecting-xz-utils-data-compression-library-cve-2024-3094",
          "https://lists.debian.org/debian-security-announce/2024/msg00057.html", "https://news.ycombinator.com/item?id=39865810"]
    r2 = r1 + ["https://gist.github.com/thesamesam/223949d5a074ebc3dce9ee78baad9e27", "https://security.archlinux.org/CVE-2024-3094",
               "https://ubuntu.com/security/CVE-2024-3094", "https://www.suse.com/security/cve/CVE-2024-3094.html",
               "https://github.com/advisories/GHSA-rxwq-x6h5-x525", "https://www.vicarius.io/vsociety/vulnerabilities/cve-2024-3094"]
    turns = [
        (search("CVE-2024-3094 CVSS score affected versions", "xz backdoor liblzma 5.6.0 5.6.1"),
         fence(results(
             (nvd, "NVD - CVE-2024-3094", "Malicious code was discovered in the upstream tarballs of xz, starting with version 5.6.0 ... CNA: Red Hat, Inc. Base Score: 10.0 CRITICAL ...", "2024-03-30"),
             (ow, "oss-security - backdoor in upstream xz/liblzma leading to ssh server compromise", "After observing a few odd symptoms around liblzma (part of the xz package) on Debian sid installations over the last weeks ...", "2024-03-29"),
             ("https://www.cisa.gov/news-events/alerts/2024/03/29/reported-supply-chain-compromise-affecting-xz-utils-data-compression-library-cve-2024-3094", "Reported Supply Chain Compromise Affecting XZ Utils Data Compression Library, CVE-2024-3094 | CISA", "CISA recommends developers and users downgrade XZ Utils to an uncompromised version—such as XZ Utils 5.4.6 Stable ...", "2024-03-29"),
             (deb, "CVE-2024-3094 - Debian Security Tracker", "xz-utils: sid fixed in 5.6.1+really5.4.5-1; bookworm not affected ...", "2024-03-31"),
         ))),
        (extract(nvd, "CVSS score, source of the score, description and dates"), _nvd("03/30/2024", r1)),
        (memory("add", dict={"cvss": "10.0 CRITICAL (CNA Red Hat, CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H); NVD own score not yet provided", "affected": "xz/liblzma upstream tarballs 5.6.0 and 5.6.1", "nvd_status": "Awaiting Analysis; published 03/29/2024, last modified 03/30/2024 (8 refs)"}),
         added(["cvss", "affected", "nvd_status"])),
        (extract(ow, "who reported the backdoor, when, and which versions"),
         ev(ow, "who reported the backdoor, when, and which versions",
            "'Date: Fri, 29 Mar 2024 08:51:26 -0700. From: Andres Freund. Subject: [oss-security] backdoor in upstream xz/liblzma leading to ssh server compromise.' "
            "'After observing a few odd symptoms around liblzma (part of the xz package) on Debian sid installations over the last weeks (logins with ssh taking a lot of CPU, valgrind errors) I figured out the answer: The upstream xz repository and the xz tarballs have been backdoored.' "
            "'At first I thought this was a compromise of debian's package, but it turns out to be upstream.' '== Compromised Release Tarball == One portion of the backdoor is solely in the distributed tarballs ... 5.6.0 and 5.6.1.' "
            "'== Affected Systems == ... the backdoor only is active on x86-64 linux, when built with gcc and the gnu linker, as part of a debian or RPM package build, and sshd is linked via libsystemd.'",
            "Andres Freund reported on 29 Mar 2024 (oss-security) that the xz 5.6.0 and 5.6.1 release tarballs were backdoored; the payload targets x86-64 Linux sshd linked to liblzma via libsystemd in deb/rpm builds.")),
        (extract(deb, "which Debian releases are affected and fixed versions"),
         "# CVE-2024-3094\n\n| Name | CVE-2024-3094 |\n|---|---|\n| Description | Malicious code was discovered in the upstream tarballs of xz, starting with version 5.6.0. ... |\n| Source | CVE (at NVD; CERT, LWN, oss-sec, fulldisc, Red Hat, Ubuntu, Gentoo, SUSE bugzilla/CVE, GitHub advisories/code/issues, web search, more) |\n"
         "| Debian Bugs | 1068024 |\n\n"
         "## Vulnerable and fixed packages\n| Source Package | Release | Version | Status |\n|---|---|---|---|\n"
         "| xz-utils (PTS) | bullseye | 5.2.5-2.1~deb11u1 | fixed |\n| | bookworm | 5.4.1-0.2 | fixed |\n| | trixie | 5.6.1+really5.4.5-1 | fixed |\n| | sid | 5.6.1+really5.4.5-1 | fixed |\n\n"
         "| Package | Type | Release | Fixed Version | Urgency | Origin | Debian Bugs |\n|---|---|---|---|---|---|---|\n| xz-utils | source | (unstable) | 5.6.1+really5.4.5-1 | | | 1068024 |\n\n"
         "## Notes\nhttps://www.openwall.com/lists/oss-security/2024/03/29/4\nOnly affects 5.6.0 and 5.6.1 as uploaded to unstable (and testing via migration). Stable releases bullseye and bookworm never had the affected versions; listed as 'fixed' because the vulnerable code was never present."),
        (extract(nvd, "recheck the NVD record for updates before finalising"), _nvd("04/01/2024", r2)),
        (memory("update", dict={"nvd_status": "Awaiting Analysis; published 03/29/2024, last modified 04/01/2024 (now 14 refs incl. GHSA-rxwq-x6h5-x525); score still CNA 10.0 only"}),
         updated(["nvd_status"])),
        (memory("add", dict={"debian": "sid/trixie fixed in 5.6.1+really5.4.5-1 (bug 1068024); bullseye/bookworm never shipped 5.6.x", "reporter": "Andres Freund, oss-security 2024-03-29; targets x86-64 sshd via libsystemd"}),
         added(["debian", "reporter"])),
        (memory("retrieve_all"),
         got({"cvss": "10.0 CRITICAL (CNA Red Hat, CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H); NVD own score not yet provided",
              "affected": "xz/liblzma upstream tarballs 5.6.0 and 5.6.1",
              "nvd_status": "Awaiting Analysis; published 03/29/2024, last modified 04/01/2024 (now 14 refs incl. GHSA-rxwq-x6h5-x525); score still CNA 10.0 only",
              "debian": "sid/trixie fixed in 5.6.1+really5.4.5-1 (bug 1068024); bullseye/bookworm never shipped 5.6.x",
              "reporter": "Andres Freund, oss-security 2024-03-29; targets x86-64 sshd via libsystemd"})),
    ]
    return dict(tid="h30-search-22", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What is the CVSS score of CVE-2024-3094 (the xz backdoor), who assigned it, which versions are affected, and which Debian releases are safe?", "2024-04-01"))


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in ALL:
        d = fn()
        rs.add(task=T, tid=d["tid"], system=SEARCH_SYSTEM, turns=d["turns"], state=d["state"], bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
