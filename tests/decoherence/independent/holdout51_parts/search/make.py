# ruff: noqa: E501
"""Held-out set h51, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one contradiction (an observation that conflicts with what an earlier
observation established, with no action in between that could change it); eleven are clean but full of
legitimate changes (memory updates and removals, paginated or re-sorted lists, live counters, later data
releases, the same figure in another unit or baseline). Written blind, without the checker.
Run: ``python3 -m tests.decoherence.independent.holdout51_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, call, results

TOOLS = [
    {"name": "web_search",
     "description": "Performs a web search for each query and returns the top 10 ranked results (URL, title, snippet, date) per query.",
     "parameters": {"type": "object", "properties": {
         "queries": {"type": "array", "items": {"type": "string"}, "description": "One or more search queries."}},
         "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Fetches a webpage and returns its main content as Markdown, keeping the parts relevant to the goal.",
     "parameters": {"type": "object", "properties": {
         "url": {"type": "string", "description": "The URL of the webpage."},
         "goal": {"type": "string", "description": "What information is wanted from the page."}},
         "required": ["url", "goal"]}},
    {"name": "dict_memory",
     "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add/update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
         "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**: a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and return the exact tool response a real environment would return, with factual accuracy as the top priority and consistency with the whole interaction history.

## Context Awareness

Track and keep consistent across turns:
- **Discovered Facts**: information already returned by searches and extracted pages
- **URL References**: URLs from search results that may be extracted later (extracted content MUST agree with prior snippets for that URL)
- **Memory Contents**: every key-value pair stored with dict_memory, exactly as stored
- **Query Progression**: how queries are refined over the session

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context |
| `web_extractor` | Retrieves a page's full content and adds it to context |
| `dict_memory` | Modifies persistent memory (add/update/retrieve/remove) |

# Tool Execution

### web_search
Output format, 10 results per query, numbered `[1]`, `[2]`, ...:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024
```
Use `N/A` as the date of undated reference pages (Wikipedia, databases); realistic dates for news and blogs. Mix official sites, reference works, news, databases and the occasional forum.

### web_extractor
Return the page as Markdown text: `#` headers, `|` tables, `-` or `1.` lists, `>` for quoted statements; skip ads and footers. Wikipedia pages keep their infobox and sections; news pages their byline and date; official and database pages their structured fields. Content MUST align with prior search snippets and with earlier extractions of the same URL.

### dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | The stored key-value pairs, or `Key not found` |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly what was stored.

## Error Handling
Empty results, inaccessible URLs, and non-existent memory keys get the appropriate error message.

# Available tools

""" + json.dumps(TOOLS, indent=2) + """

Answer each call after **Environment Observation:**."""

Turn = tuple[str, str]
Res = tuple[str, str, str, str]


def sr(*items: Res) -> str:
    """One web_search answer: the ranked list inside a code fence, as the reference environment prints it."""
    return "```\n" + results(*items) + "\n```"


def search(q: str, *items: Res) -> Turn:
    return call("web_search", queries=[q]), sr(*items)


def extract(url: str, goal: str, page: str) -> Turn:
    return call("web_extractor", url=url, goal=goal), page.strip("\n")


def swap(text: str, old: str, new: str) -> str:
    """Change exactly one occurrence (used to plant a single contradiction)."""
    assert text.count(old) == 1, (old, text.count(old))
    return text.replace(old, new)


class Mem:
    """The dict_memory store: each method returns (action, observation) and keeps the state."""

    def __init__(self) -> None:
        self.d: dict[str, str] = {}

    def add(self, **kv: str) -> Turn:
        for k in kv:
            assert k not in self.d, k
        self.d.update(kv)
        return call("dict_memory", operation="add", dict=kv), f"Successfully added items of {list(kv)} to memory."

    def update(self, **kv: str) -> Turn:
        for k in kv:
            assert k in self.d, k
        self.d.update(kv)
        return call("dict_memory", operation="update", dict=kv), f"Successfully updated items of {list(kv)} in memory."

    def remove(self, *keys: str) -> Turn:
        for k in keys:
            del self.d[k]
        return call("dict_memory", operation="remove", key_list=list(keys)), \
            f"Successfully removed items of {list(keys)} from memory."

    def get(self, *keys: str) -> Turn:
        found = {k: self.d[k] for k in keys if k in self.d}
        body = "Retrieved items from memory:\n" + json.dumps(found, indent=2, ensure_ascii=False)
        for k in keys:
            if k not in self.d:
                body += f"\nKey not found: '{k}'"
        return call("dict_memory", operation="retrieve", key_list=list(keys)), body

    def all(self) -> Turn:
        body = f"All items in memory ({len(self.d)}):\n" + json.dumps(self.d, indent=2, ensure_ascii=False)
        return call("dict_memory", operation="retrieve_all"), body


def add(rs: RowSet, n: int, turns: list[Turn], bad: int | None = None, kind: str = "clean") -> None:
    kw: dict[str, Any] = {"bad": bad is not None, "turn": bad, "kind": kind}
    rs.add("search", f"h51-search-{n:02d}", SYSTEM, turns, state="No search history. Memory is empty.", **kw)


# ---------------------------------------------------------------------------------------------- 01 (clean)
SUTTON_WIKI = """# Sutton Hoo

From Wikipedia, the free encyclopedia

Anglo-Saxon burial site in Suffolk, England

| Sutton Hoo | |
| --- | --- |
| Location | Near Woodbridge, Suffolk, England |
| Region | East Anglia |
| Coordinates | 52°05′21″N 1°20′17″E |
| Type | Burial ground |
| History | |
| Periods | Anglo-Saxon (late 6th to early 7th century) |
| Site notes | |
| Excavation dates | 1938–1939, 1965–1971, 1983–1992, 2000–2001 |
| Archaeologists | Basil Brown, Charles Phillips, Rupert Bruce-Mitford, Martin Carver |
| Ownership | National Trust |
| Public access | Yes |

**Sutton Hoo** is the site of two early medieval cemeteries dating from the 6th to 7th centuries near the English town of Woodbridge. Archaeologists have been excavating the area since 1938, when an undisturbed ship burial containing a wealth of Anglo-Saxon artefacts was found. The site is important in establishing the history of the Anglo-Saxon kingdom of East Anglia.

## Discovery

The landowner, **Edith Pretty**, engaged the self-taught local archaeologist **Basil Brown** to investigate the largest burial mounds on her estate. In 1938 Brown opened Mounds 3, 2 and 4, all of which had been robbed in earlier centuries. In May 1939 he began work on **Mound 1**, where he found the rivets and impression of a great ship. Charles Phillips of the University of Cambridge took over direction of the burial chamber excavation in July 1939.

## Mound 1 ship burial

| Feature | Detail |
| --- | --- |
| Ship length | about 27 m (89 ft) |
| Beam | about 4.5 m (14 ft 9 in) |
| Construction | clinker-built oak, over 3,000 iron rivets surviving as impressions |
| Oars | evidence for 40 oarsmen (20 a side) |
| Chamber | gabled timber chamber amidships |
| Body | no body survived; the acidic sand dissolved bone |

The grave goods include the **Sutton Hoo helmet**, a great gold buckle, a pair of shoulder clasps with cloisonné garnets, a purse lid, silver bowls and spoons of Byzantine manufacture, and 37 Merovingian gold coins (plus three blanks and two small ingots). The coins date the burial to the 620s.

## Who was buried?

Most scholars identify the man commemorated in Mound 1 with **Rædwald**, king of East Anglia, who died c. 624. Alternative candidates include his son Eorpwald (d. c. 627) and Sigeberht.

## Treasure trove inquest

On 14 August 1939 a treasure trove inquest held at Sutton ruled that, because the objects had been buried with no intention of recovery, they were the property of the landowner. Edith Pretty then donated the entire find to the British Museum, the largest gift made to the museum by a living donor at that time.

## Later excavations

- 1965–1971: Rupert Bruce-Mitford re-excavated Mound 1 for the British Museum.
- 1983–1992: Martin Carver led a campaign for the Society of Antiquaries, finding sand-body burials and Mound 17, a young man buried with his horse.
- 2000–2001: work ahead of the National Trust visitor centre revealed the Tranmer House cemetery.

## References

1. Carver, Martin (2017). *The Sutton Hoo Story: Encounters with Early England*. Boydell Press.
2. Bruce-Mitford, Rupert (1975–1983). *The Sutton Hoo Ship-Burial*, 3 vols. British Museum Publications.
3. "Sutton Hoo". National Trust. Retrieved 12 March 2025.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Sutton_Hoo&oldid=1279843116"
"""

BM_HELMET = """# The Sutton Hoo helmet

**Museum number:** 1939,1010.93
**Object type:** helmet
**Culture/period:** Early Anglo-Saxon
**Date:** early 7th century
**Production place:** made in England (East Anglia)
**Findspot:** excavated at Sutton Hoo, Mound 1, Suffolk, England, 1939
**Materials:** iron, copper alloy, tin, gold, silver, garnet
**Dimensions:** height 31.8 centimetres; weight 2.5 kilograms
**Acquisition:** donated by Mrs Edith May Pretty, 1939
**On display:** Room 41, Sir Paul and Jill Ruddock Gallery: Sutton Hoo and Europe, AD 300–1100

## Description

Iron helmet with a full face mask, neck guard and cheek guards, covered with tinned copper-alloy panels decorated with die-impressed figural scenes: a dancing warrior pair, a mounted warrior riding down a fallen enemy, and interlace. The eyebrows are inlaid with silver wire and garnets and end in gilded boars' heads; the nose, mouth and eyebrows together form a flying dragon whose wings are the eyebrows.

## Curator's comments

The helmet was found crushed into more than 500 fragments in the burial chamber of the ship in Mound 1. A first reconstruction by Herbert Maryon was displayed in 1947; the present reconstruction was made by Nigel Williams in 1970–1971. A full replica made by the Royal Armouries in 1973 is shown beside it.

## Bibliography

- Bruce-Mitford, R. *The Sutton Hoo Ship-Burial*, vol. 2 (London, 1978), pp. 138–231.
- Marzinzik, S. *The Sutton Hoo Helmet* (London, British Museum Press, 2007).

## Location

On display: Room 41
"""


def t01(rs: RowSet) -> None:
    m = Mem()
    turns = [
        search("Sutton Hoo ship burial Mound 1 excavation 1939 Basil Brown",
               ("https://en.wikipedia.org/wiki/Sutton_Hoo", "Sutton Hoo - Wikipedia", "Sutton Hoo is the site of two early medieval cemeteries dating from the 6th to 7th centuries near Woodbridge, Suffolk. Archaeologists have been excavating the area since 1938 ...", "N/A"),
               ("https://www.nationaltrust.org.uk/visit/suffolk/sutton-hoo", "Sutton Hoo | Suffolk | National Trust", "Explore the Royal Burial Ground where the great ship burial was found in 1939, the Tranmer House exhibition and the 17-metre viewing tower ...", "N/A"),
               ("https://www.britishmuseum.org/collection/death-and-memory/anglo-saxon-ship-burial-sutton-hoo", "Anglo-Saxon ship burial at Sutton Hoo | British Museum", "In 1939, a local archaeologist called Basil Brown began excavating the largest of the burial mounds. He uncovered the remains of a 27-metre-long ship ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Basil_Brown_(archaeologist)", "Basil Brown (archaeologist) - Wikipedia", "Basil John Wait Brown (1888–1977) was an English astronomer and self-taught archaeologist who discovered and excavated the Sutton Hoo ship burial in 1939 ...", "N/A"),
               ("https://www.smithsonianmag.com/history/true-history-sutton-hoo-dig-180976877/", "The True History Behind Netflix's 'The Dig' | Smithsonian", "The film dramatizes the 1939 excavation of an Anglo-Saxon ship burial on Edith Pretty's estate in Suffolk ...", "Jan 29, 2021"),
               ("https://www.english-heritage.org.uk/learn/histories/sutton-hoo/", "Sutton Hoo: the ship burial | English Heritage", "The ship, 89 feet long, was dragged up from the River Deben and lowered into a trench before the chamber was built amidships ...", "N/A"),
               ("https://www.suttonhoo.org/the-discovery/", "The Discovery - Sutton Hoo Society", "Timeline of the 1938 and 1939 seasons: Mounds 3, 2 and 4 in 1938; Mound 1 from May 1939; the inquest of 14 August 1939 ...", "N/A"),
               ("https://www.bbc.co.uk/news/uk-england-suffolk-55853633", "The Dig: What was found at Sutton Hoo? - BBC News", "Edith Pretty gave the treasure to the British Museum, the largest gift ever made by a living donor at the time ...", "Jan 29, 2021"),
               ("https://www.reddit.com/r/AskHistorians/comments/l8k2ye/how_sure_are_we_that_raedwald_is_buried_at_sutton/", "How sure are we that Rædwald is buried at Sutton Hoo? : r/AskHistorians", "The identification rests on the coin dating (c. 610–635) and the royal character of the goods; no inscription names the dead ...", "Jan 30, 2021"),
               ("https://www.archaeology.co.uk/articles/sutton-hoo-ship-reconstruction.htm", "Rebuilding the Sutton Hoo ship | Current Archaeology", "The Sutton Hoo Ship's Company is building a full-size replica of the 27m ship at the Longshed in Woodbridge ...", "Oct 4, 2022")),
        extract("https://en.wikipedia.org/wiki/Sutton_Hoo", "excavation dates, excavators, size of the Mound 1 ship, who was buried", SUTTON_WIKI),
        m.add(site="Sutton Hoo, near Woodbridge, Suffolk (National Trust)", mound1_ship_length="about 27 m (89 ft)",
              likely_burial="Rædwald, king of East Anglia (d. c. 624)", first_excavation="1939, Basil Brown"),
        search("Sutton Hoo helmet British Museum museum number Room 41",
               ("https://www.britishmuseum.org/collection/object/H_1939-1010-93", "helmet | British Museum", "Museum number 1939,1010.93. Iron helmet with face mask, cheek guards and neck guard, excavated at Sutton Hoo Mound 1 ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Sutton_Hoo_helmet", "Sutton Hoo helmet - Wikipedia", "The Sutton Hoo helmet is a decorated Anglo-Saxon helmet found during a 1939 excavation of the Sutton Hoo ship-burial ...", "N/A"),
               ("https://www.britishmuseum.org/collection/galleries/sutton-hoo-and-europe", "Room 41 | Sutton Hoo and Europe, AD 300–1100 | British Museum", "The Sir Paul and Jill Ruddock Gallery displays the Sutton Hoo treasure alongside finds from across early medieval Europe ...", "N/A"),
               ("https://www.britishmuseum.org/blog/sutton-hoo-helmet-jigsaw", "The Sutton Hoo helmet: a 500-piece jigsaw | British Museum blog", "Found crushed into more than 500 fragments, the helmet was reconstructed twice, most recently in 1970–71 ...", "Mar 10, 2021"),
               ("https://www.royalarmouries.org/collection/object/object-24014", "Replica of the Sutton Hoo helmet | Royal Armouries", "Replica made in the Royal Armouries workshops in 1973 ...", "N/A"),
               ("https://www.smarthistory.org/sutton-hoo-helmet/", "Sutton Hoo helmet - Smarthistory", "The face mask combines eyebrows, nose and moustache into a flying dragon ...", "N/A"),
               ("https://www.theguardian.com/culture/2021/jan/30/sutton-hoo-the-dig-british-museum", "Sutton Hoo treasures draw crowds after The Dig | The Guardian", "Visitors to Room 41 at the British Museum have risen since the Netflix film ...", "Jan 30, 2021"),
               ("https://www.worldhistory.org/Sutton_Hoo_Helmet/", "Sutton Hoo Helmet - World History Encyclopedia", "Weighing about 2.5 kg, the helmet is one of only a handful of Anglo-Saxon helmets known ...", "Feb 12, 2020"),
               ("https://www.nationaltrust.org.uk/visit/suffolk/sutton-hoo/history-of-sutton-hoo", "History of Sutton Hoo | National Trust", "Replicas of the helmet and other finds are shown in the High Hall exhibition at Sutton Hoo ...", "N/A"),
               ("https://www.tripadvisor.co.uk/ShowUserReviews-g186338-d187555-r789012345-The_British_Museum-London_England.html", "Sutton Hoo room is a must - The British Museum review", "Room 41 upstairs, the helmet and the gold buckle are the highlights ...", "Jun 3, 2023")),
        extract("https://www.britishmuseum.org/collection/object/H_1939-1010-93", "museum number, dimensions, where it is displayed", BM_HELMET),
        m.update(first_excavation="1938 (Mounds 3, 2, 4) and 1939 (Mound 1), Basil Brown; chamber directed by Charles Phillips from July 1939"),
        m.add(helmet_museum_no="1939,1010.93", helmet_display="British Museum, Room 41 (Sutton Hoo and Europe, AD 300–1100)"),
        m.all(),
    ]
    add(rs, 1, turns)


# ---------------------------------------------------------------------------------------------- 02 (bad, 7)
FDA_PR = """# FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval

**Action Follows Confirmatory Trial to Verify Clinical Benefit**

For Immediate Release: July 06, 2023

Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb), indicated to treat adult patients with Alzheimer's disease, to traditional approval following a determination that a confirmatory trial verified clinical benefit. Leqembi is the first amyloid beta-directed antibody to be converted from an accelerated approval to a traditional approval for the treatment of Alzheimer's disease. The drug works by reducing amyloid plaques that form in the brain, a defining pathophysiological feature of the disease.

> "Today's action is the first verification that a drug targeting the underlying disease process of Alzheimer's disease has shown clinical benefit in this devastating disease," said Teresa Buracchio, M.D., acting director of the Office of Neuroscience in the FDA's Center for Drug Evaluation and Research.

Leqembi was approved on Jan. 6 under the accelerated approval pathway. The prescribing information instructs that treatment with Leqembi should be initiated in patients with mild cognitive impairment or mild dementia stage of disease, the population in which treatment was studied in the clinical trials.

## The confirmatory trial

The efficacy of Leqembi was evaluated using Study 301 (CLARITY AD), a Phase 3 randomized, controlled clinical trial. Study 301 was a multicenter, double-blind, placebo-controlled, parallel-group study that enrolled **1,795 patients** with Alzheimer's disease. Treatment was initiated in patients with mild cognitive impairment or mild dementia stage of disease and confirmed presence of amyloid beta pathology. Patients were randomized in a 1:1 ratio to receive placebo or Leqembi at a dose of 10 milligrams/kilogram, once every two weeks.

Leqembi demonstrated a statistically significant and clinically meaningful reduction of decline from baseline to Month 18 on the primary endpoint, the Clinical Dementia Rating Sum of Boxes (CDR-SB), compared to placebo. Statistically significant differences were also demonstrated for all key secondary endpoints (amyloid PET, ADAS-Cog14, ADCOMS, ADCS MCI-ADL).

## Safety

The prescribing information includes a **boxed warning** regarding amyloid related imaging abnormalities (ARIA). ARIA is known to occur with antibodies of this class and usually does not have symptoms, although serious and life-threatening events, including seizure and status epilepticus, rarely can occur. Patients who are ApoE e4 homozygotes have a higher incidence of ARIA; testing for ApoE e4 status should be performed prior to initiation of treatment.

The FDA granted approval of Leqembi to Eisai R&D Management Co., Ltd.

## Related information

- Drugs@FDA: LEQEMBI (BLA 761269)
- FDA Grants Accelerated Approval for Alzheimer's Disease Treatment (January 6, 2023)

###

Inquiries
Media: Jeremy Kahn, 301-796-8671
Consumer: 888-INFO-FDA
"""

DAF_LEQ = """# Drugs@FDA: FDA-Approved Drugs

## BLA #761269

**Company:** EISAI INC

EMAIL Eisai Inc: https://www.eisai.com/contact

### Products on BLA #761269

| Drug Name | Active Ingredients | Strength | Dosage Form/Route | Marketing Status | TE Code | RLD | RS |
| --- | --- | --- | --- | --- | --- | --- | --- |
| LEQEMBI | LECANEMAB-IRMB | 200MG/2ML (100MG/ML) | INJECTABLE;INTRAVENOUS | Prescription | None | No | No |
| LEQEMBI | LECANEMAB-IRMB | 500MG/5ML (100MG/ML) | INJECTABLE;INTRAVENOUS | Prescription | None | No | No |

### Original Approvals or Tentative Approvals

| Action Date | Submission | Action Type | Submission Classification | Review Priority; Orphan Status | Letters, Reviews, Labels, Patient Package Insert | Notes |
| --- | --- | --- | --- | --- | --- | --- |
| 01/06/2023 | ORIG-1 | Approval | Type 1 - New Molecular Entity | PRIORITY | Label (PDF); Letter (PDF); Review | Accelerated Approval |

### Supplements

| Action Date | Submission | Supplement Categories or Approval Type | Letters, Reviews, Labels, Patient Package Insert | Note |
| --- | --- | --- | --- | --- |
| 07/06/2023 | SUPPL-1 | Efficacy-New Indication | Label (PDF); Letter (PDF) | Conversion to traditional approval; boxed warning added |
| 01/26/2025 | SUPPL-8 | Efficacy-New Dosing Regimen | Label (PDF); Letter (PDF) | IV maintenance dosing every four weeks |

### Labels for BLA #761269

| Date | Submission | Supplement Categories or Approval Type | Label |
| --- | --- | --- | --- |
| 01/26/2025 | SUPPL-8 | Efficacy-New Dosing Regimen | PDF |
| 07/06/2023 | SUPPL-1 | Efficacy-New Indication | PDF |
| 01/06/2023 | ORIG-1 | Approval | PDF |
"""


def t02(rs: RowSet) -> None:
    m = Mem()
    turns = [
        search("FDA Leqembi lecanemab traditional approval July 2023",
               ("https://www.fda.gov/news-events/press-announcements/fda-converts-novel-alzheimers-disease-treatment-traditional-approval", "FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval", "Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb), indicated to treat adult patients with Alzheimer's disease, to traditional approval ...", "Jul 6, 2023"),
               ("https://www.fda.gov/news-events/press-announcements/fda-grants-accelerated-approval-alzheimers-disease-treatment", "FDA Grants Accelerated Approval for Alzheimer's Disease Treatment", "The U.S. Food and Drug Administration approved Leqembi (lecanemab-irmb) via the Accelerated Approval pathway for the treatment of Alzheimer's disease ...", "Jan 6, 2023"),
               ("https://www.eisai.com/news/2023/news202349.html", "FDA Grants Traditional Approval for LEQEMBI (lecanemab-irmb) | Eisai", "Eisai Co., Ltd. and Biogen Inc. announced that the U.S. FDA approved the supplemental Biologics License Application supporting the conversion ...", "Jul 7, 2023"),
               ("https://en.wikipedia.org/wiki/Lecanemab", "Lecanemab - Wikipedia", "Lecanemab, sold under the brand name Leqembi, is a monoclonal antibody medication used for the treatment of Alzheimer's disease ...", "N/A"),
               ("https://www.nytimes.com/2023/07/06/health/alzheimers-drug-leqembi-fda-approval.html", "F.D.A. Grants Full Approval to Alzheimer's Drug Leqembi - The New York Times", "The decision is expected to significantly expand access because Medicare will now cover the drug for many patients ...", "Jul 6, 2023"),
               ("https://www.cms.gov/newsroom/press-releases/statement-broader-medicare-coverage-leqembi-available-following-fda-traditional-approval", "Statement: Broader Medicare Coverage of Leqembi Available | CMS", "Following FDA traditional approval, Medicare covers Leqembi when a physician participates in a registry ...", "Jul 6, 2023"),
               ("https://www.alz.org/news/2023/fda-approves-lecanemab-traditional-approval", "FDA Grants Traditional Approval for Lecanemab | Alzheimer's Association", "The Alzheimer's Association welcomes the traditional approval of Leqembi for people with early Alzheimer's disease ...", "Jul 6, 2023"),
               ("https://www.statnews.com/2023/07/06/leqembi-alzheimers-full-approval-fda/", "FDA grants full approval to Alzheimer's drug Leqembi - STAT", "The label carries a boxed warning about brain swelling and bleeding known as ARIA ...", "Jul 6, 2023"),
               ("https://www.leqembi.com/", "LEQEMBI (lecanemab-irmb) | Official Site", "LEQEMBI is a prescription medicine used to treat people with Alzheimer's disease in the mild cognitive impairment or mild dementia stage ...", "N/A"),
               ("https://www.reddit.com/r/alzheimers/comments/14sq0b1/leqembi_gets_full_fda_approval/", "Leqembi gets full FDA approval : r/alzheimers", "Does anyone know how the infusion schedule works? Every two weeks at 10 mg/kg from what I read ...", "Jul 7, 2023")),
        extract("https://www.fda.gov/news-events/press-announcements/fda-converts-novel-alzheimers-disease-treatment-traditional-approval", "approval dates, confirmatory trial size, sponsor, BLA number", FDA_PR),
        search("Leqembi BLA 761269 Drugs@FDA label",
               ("https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=761269", "Drugs@FDA: FDA-Approved Drugs - LEQEMBI", "BLA 761269. Company: EISAI INC. LEQEMBI (LECANEMAB-IRMB) 200MG/2ML (100MG/ML) and 500MG/5ML ...", "N/A"),
               ("https://www.accessdata.fda.gov/drugsatfda_docs/label/2023/761269s001lbl.pdf", "LEQEMBI (lecanemab-irmb) injection, for intravenous use - Label", "WARNING: AMYLOID RELATED IMAGING ABNORMALITIES. Initial U.S. Approval: 2023 ...", "Jul 2023"),
               ("https://www.accessdata.fda.gov/drugsatfda_docs/appletter/2023/761269Orig1s001ltr.pdf", "BLA 761269/S-001 Approval Letter", "Please refer to your supplemental biologics license application (sBLA), dated and received January 6, 2023 ...", "Jul 2023"),
               ("https://www.accessdata.fda.gov/drugsatfda_docs/nda/2023/761269Orig1s000TOC.cfm", "Drug Approval Package: LEQEMBI", "Application number: 761269Orig1s000. Approval date: 01/06/2023 ...", "N/A"),
               ("https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=ce8f3fb4-3d43-4e05-8a83-2d76b8e5a1f1", "DailyMed - LEQEMBI- lecanemab injection, solution", "BLA761269. Eisai Inc. Boxed warning: ARIA ...", "N/A"),
               ("https://www.fda.gov/media/165244/download", "Summary Basis for Regulatory Action - Leqembi", "BLA 761269 ... Applicant: Eisai R&D Management Co., Ltd. ...", "N/A"),
               ("https://www.drugs.com/history/leqembi.html", "Leqembi FDA Approval History - Drugs.com", "FDA Approved: Yes (First approved January 6, 2023). Brand name: Leqembi. Generic name: lecanemab-irmb ...", "N/A"),
               ("https://www.biogen.com/news/leqembi-fda-traditional-approval", "LEQEMBI Traditional Approval | Biogen", "Eisai serves as the lead of lecanemab development and regulatory submissions globally ...", "Jul 6, 2023"),
               ("https://www.federalregister.gov/documents/2024/03/12/leqembi-regulatory-review-period", "Determination of Regulatory Review Period for Purposes of Patent Extension; LEQEMBI", "FDA has determined the regulatory review period for LEQEMBI, BLA 761269 ...", "Mar 12, 2024"),
               ("https://www.medscape.com/viewarticle/994197", "FDA Approves Lecanemab Label Update With Boxed Warning - Medscape", "The traditional approval comes with a boxed warning on ARIA ...", "Jul 7, 2023")),
        extract("https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=761269", "approval history of BLA 761269", DAF_LEQ),
        m.add(drug="Leqembi (lecanemab-irmb), Eisai", bla="BLA 761269", accelerated_approval="2023-01-06 (ORIG-1)",
              traditional_approval="2023-07-06 (SUPPL-1)", confirmatory_trial="Study 301 / CLARITY AD, n=1,795, 10 mg/kg IV every 2 weeks"),
        search("CLARITY AD lecanemab NEJM van Dyck CDR-SB difference 18 months",
               ("https://www.nejm.org/doi/full/10.1056/NEJMoa2212948", "Lecanemab in Early Alzheimer's Disease | NEJM", "The adjusted mean change from baseline at 18 months in the CDR-SB score was 1.21 with lecanemab and 1.66 with placebo (difference, -0.45) ...", "Jan 5, 2023"),
               ("https://pubmed.ncbi.nlm.nih.gov/36449413/", "Lecanemab in Early Alzheimer's Disease - PubMed", "van Dyck CH, Swanson CJ, Aisen P, et al. N Engl J Med. 2023;388(1):9-21 ...", "N/A"),
               ("https://clinicaltrials.gov/study/NCT03887455", "A Study to Confirm Safety and Efficacy of Lecanemab in Participants With Early Alzheimer's Disease (Clarity AD)", "NCT03887455. Phase 3. Core study (18 months) followed by an open-label extension ...", "N/A"),
               ("https://www.eisai.com/news/2022/news202285.html", "Lecanemab Confirmatory Phase 3 Clarity AD Study Met Primary Endpoint", "Lecanemab reduced clinical decline on the global cognitive and functional scale, CDR-SB, by 27% at 18 months ...", "Sep 28, 2022"),
               ("https://www.alzforum.org/news/conference-coverage/clarity-ad-lecanemab-data-ctad-2022", "CTAD 2022: Clarity AD results presented | Alzforum", "Full data from the 1,795-participant trial were presented in San Francisco and published simultaneously ...", "Dec 1, 2022"),
               ("https://www.thelancet.com/journals/laneur/article/PIIS1474-4422(23)00033-9/fulltext", "Lecanemab: appropriate use and clinical meaning | Lancet Neurology", "A 0.45-point difference on an 18-point scale raises questions about clinical meaningfulness ...", "Mar 2023"),
               ("https://www.nature.com/articles/d41586-022-03081-0", "Alzheimer's drug slows mental decline in trial | Nature", "The antibody slowed decline by 27% compared with placebo ...", "Sep 29, 2022"),
               ("https://www.bmj.com/content/379/bmj.o2912", "Lecanemab: trial results hailed as momentous | The BMJ", "ARIA-E occurred in 12.6% of lecanemab recipients versus 1.7% on placebo ...", "Dec 1, 2022"),
               ("https://en.wikipedia.org/wiki/Lecanemab#Clinical_trials", "Lecanemab - Clinical trials - Wikipedia", "In the Clarity AD trial, lecanemab reduced markers of amyloid and resulted in moderately less decline ...", "N/A"),
               ("https://www.medpagetoday.com/neurology/alzheimersdisease/102000", "Clarity AD: Lecanemab Slows Decline - MedPage Today", "Secondary endpoints including ADAS-Cog14 and ADCS-MCI-ADL also favored lecanemab ...", "Nov 30, 2022")),
    ]
    act, obs = m.get("bla", "traditional_approval")
    turns.append((act, swap(obs, "BLA 761269", "BLA 761296")))
    turns.append(m.add(clarity_ad_primary="CDR-SB change 1.21 vs 1.66 at 18 months (difference -0.45, ~27% slowing); NEJM 2023;388:9-21"))
    add(rs, 2, turns, 7, "the memory returns the stored BLA number as 761296 though BLA 761269 was stored and shown on the FDA pages")


# ---------------------------------------------------------------------------------------------- 03 (bad, 6)
def cma_pr(third: str) -> str:
    return f"""# Vodafone / Three merger cleared subject to legally binding commitments

From: Competition and Markets Authority
Published 5 December 2024

**The CMA has cleared the merger between Vodafone and Three, after the companies agreed to a legally binding commitment to deliver a network plan, along with short-term protections for customers.**

The CMA has concluded that the merger will boost competition, subject to the commitments being put in place. Vodafone and Three have committed to invest £11 billion to deliver a combined 5G network across the UK.

## What the CMA found

At provisional findings in September, the CMA identified concerns that the deal could lead to tens of millions of mobile customers, or the MVNOs (mobile virtual network operators) that rely on access to the networks, facing price rises or reductions in the service they receive. The CMA also found that the merged company could deliver a network of a quality greater than either company could achieve alone, which could increase competition between mobile network operators.

## The remedies

To address the concerns, Vodafone and Three have offered remedies that the CMA has accepted:

1. **Network commitment:** a legally binding commitment to deliver the joint network plan over **8 years**, monitored by the CMA and Ofcom.
2. **Retail protections:** capping a selection of the companies' mobile tariffs and data plans for **3 years**, so that customers benefit from the investment in the network.
3. {third}

> "We've concluded that this merger is likely to boost competition, providing that Vodafone and Three commit to deliver their network plan," said Stuart McIntosh, chair of the independent inquiry group. "The legally binding commitments we've secured mean millions of customers will benefit from the deal."

## Next steps

The remedies will be implemented through an order or undertakings. The merged business will be owned 51% by Vodafone Group and 49% by CK Hutchison.

## Contact

Press office: press@cma.gov.uk, 020 3738 6460
Case page: Vodafone / CK Hutchison JV merger inquiry
"""


CMA_THIRD = "**Wholesale protections:** pre-set prices and contractual terms for MVNOs for **3 years**, so that the virtual operators that rely on the network can keep competing."
CMA_THIRD_BAD = "**Spectrum divestment:** releasing part of the combined spectrum holdings to another network operator within **3 years**, so that competition between the remaining networks is preserved."


def t03(rs: RowSet) -> None:
    m = Mem()
    url = "https://www.gov.uk/government/news/vodafone-three-merger-cleared-subject-to-legally-binding-commitments"
    turns = [
        search("CMA Vodafone Three merger final decision remedies December 2024",
               (url, "Vodafone / Three merger cleared subject to legally binding commitments - GOV.UK", "The CMA has cleared the merger between Vodafone and Three, after the companies agreed to a legally binding commitment to deliver a network plan ...", "Dec 5, 2024"),
               ("https://www.gov.uk/cma-cases/vodafone-slash-ck-hutchison-jv-merger-inquiry", "Vodafone / CK Hutchison JV merger inquiry - GOV.UK", "CMA case page: phase 1 decision, reference, provisional findings, remedies notice and final report ...", "N/A"),
               ("https://www.bbc.co.uk/news/articles/c4gm2k5x5lqo", "Vodafone and Three merger gets green light - BBC News", "The deal will create the UK's largest mobile network with around 27 million customers ...", "Dec 5, 2024"),
               ("https://www.reuters.com/business/media-telecom/uk-regulator-clears-vodafone-three-merger-2024-12-05/", "UK regulator clears $19 billion Vodafone-Three merger | Reuters", "Britain's competition regulator approved the merger after the companies agreed to invest 11 billion pounds in a 5G network ...", "Dec 5, 2024"),
               ("https://www.vodafone.com/news/corporate-and-financial/cma-clearance-vodafone-three", "CMA clears merger of Vodafone UK and Three UK | Vodafone Group", "Vodafone welcomes the CMA's decision. Completion is expected in the first half of calendar year 2025 ...", "Dec 5, 2024"),
               ("https://www.ft.com/content/9f0c7a4e-vodafone-three-cma", "Vodafone and Three win approval for £15bn merger | Financial Times", "Regulator accepts commitments including price caps on some tariffs for three years ...", "Dec 5, 2024"),
               ("https://www.ispreview.co.uk/index.php/2024/12/cma-approves-vodafone-and-three-uk-merger.html", "CMA Approves Vodafone and Three UK Merger - ISPreview", "The conditions include an 8-year network plan and protections for MVNOs such as Sky Mobile, giffgaff ...", "Dec 5, 2024"),
               ("https://en.wikipedia.org/wiki/VodafoneThree", "VodafoneThree - Wikipedia", "VodafoneThree is a British mobile network operator formed by the merger of Vodafone UK and Three UK ...", "N/A"),
               ("https://www.theguardian.com/business/2024/dec/05/vodafone-three-merger-approved-cma", "Vodafone-Three merger approved by UK watchdog | The Guardian", "Unions had warned of job losses and higher bills for customers ...", "Dec 5, 2024"),
               ("https://www.ofcom.org.uk/phones-and-broadband/mobile-phones/vodafone-three-merger-monitoring", "Ofcom role in monitoring the Vodafone/Three network commitment", "Ofcom will work with the CMA to monitor delivery of the network plan ...", "Dec 5, 2024")),
        extract(url, "the list of remedies accepted and the ownership split", cma_pr(CMA_THIRD)),
        m.add(cma_final_decision="5 Dec 2024: cleared subject to remedies",
              remedies="8-yr network plan (£11bn 5G); 3-yr retail tariff/data caps; 3-yr MVNO wholesale prices and terms",
              ownership="Vodafone Group 51% / CK Hutchison 49%"),
        search("VodafoneThree merger completion date 2025",
               ("https://www.vodafone.com/news/corporate-and-financial/vodafone-and-three-complete-merger", "Vodafone and Three complete merger | Vodafone Group", "Vodafone Group and CK Hutchison announce the completion of the merger of Vodafone UK and Three UK, creating VodafoneThree ...", "May 31, 2025"),
               ("https://en.wikipedia.org/wiki/VodafoneThree", "VodafoneThree - Wikipedia", "The merger completed on 31 May 2025; the company is headquartered in London ...", "N/A"),
               ("https://www.bbc.co.uk/news/articles/cx2rpd0k1e8o", "Vodafone and Three complete merger to create UK's biggest mobile firm", "The merged company has about 27 million customers ...", "Jun 1, 2025"),
               ("https://www.ckh.com.hk/en/media/press_each.php?id=3518", "CK Hutchison: Completion of the merger of Three UK and Vodafone UK", "CK Hutchison holds a 49% interest in the combined company ...", "May 31, 2025"),
               ("https://www.reuters.com/business/media-telecom/vodafone-three-complete-uk-merger-2025-05-31/", "Vodafone and Three complete UK merger | Reuters", "The combined business will invest 11 billion pounds over eight years ...", "May 31, 2025"),
               ("https://www.ispreview.co.uk/index.php/2025/05/vodafone-and-three-uk-merger-completes.html", "Vodafone and Three UK Merger Completes - ISPreview", "Max Taylor becomes chief executive of VodafoneThree ...", "May 31, 2025"),
               ("https://www.mobilenewscwp.co.uk/news/2025/06/02/vodafonethree-first-day/", "VodafoneThree's first day | Mobile News", "Both brands will continue to operate separately for now ...", "Jun 2, 2025"),
               ("https://www.gov.uk/cma-cases/vodafone-slash-ck-hutchison-jv-merger-inquiry", "Vodafone / CK Hutchison JV merger inquiry - GOV.UK", "Final undertakings accepted ...", "N/A"),
               ("https://www.telegraph.co.uk/business/2025/05/31/vodafone-three-merger-completes/", "Vodafone-Three merger completes | The Telegraph", "The deal values the combined business at about £15bn ...", "May 31, 2025"),
               ("https://www.thisismoney.co.uk/money/bills/article-14766543/vodafone-three-merger-customers.html", "What the Vodafone-Three merger means for customers | This is Money", "Price caps on some tariffs will last three years under the CMA deal ...", "Jun 1, 2025")),
        extract(url, "detail of the wholesale commitment for MVNOs", cma_pr(CMA_THIRD_BAD)),
        m.add(completion="31 May 2025, combined company VodafoneThree"),
    ]
    add(rs, 3, turns, 6, "the re-extracted CMA press release lists a spectrum divestment as the third remedy where the same page earlier listed 3-year wholesale protections for MVNOs")


# ---------------------------------------------------------------------------------------------- 04 (clean)
NASA_2024 = """# Temperatures Rising: NASA Confirms 2024 Warmest Year on Record

Jan 10, 2025 | RELEASE 25-003

Earth's average surface temperature in 2024 was the warmest on record, according to an analysis led by NASA scientists.

Global temperatures in 2024 were **2.30 degrees Fahrenheit (1.28 degrees Celsius)** above the agency's 20th-century baseline (1951–1980), which tops the record set in 2023. The new record comes after 15 consecutive months (June 2023 through August 2024) of monthly temperature records, an unprecedented heat streak.

> "Once again, the temperature record shows how our changing climate is impacting communities across the country and the world," said NASA Administrator Bill Nelson.

NASA scientists further estimate Earth in 2024 was about **2.65 degrees Fahrenheit (1.47 degrees Celsius)** warmer than the mid-19th century average (1850–1900). For more than half of 2024, average temperatures were more than 1.5 degrees Celsius above the baseline, and the annual average, with mathematical uncertainties, may have exceeded the level for the first time.

## Open science analysis

NASA assembles its temperature record, known as the GISS Surface Temperature Analysis (**GISTEMP**), from surface temperature data acquired by tens of thousands of meteorological stations, as well as sea surface temperature data from ship- and buoy-based instruments. The full 2024 surface temperature data set and the complete methodology used for the temperature calculation and its uncertainties are available at:

https://data.giss.nasa.gov/gistemp

## Independent analyses

| Analysis | 2024 vs 1850–1900 |
| --- | --- |
| NASA GISTEMP | about 1.47 °C |
| Copernicus (ERA5) | 1.60 °C |
| Berkeley Earth | 1.62 °C |
| NOAA | 1.46 °C |

Different groups use different methods and baselines; all agree 2024 was the warmest year since records began.

Media contacts: Liz Vlock / Jacob Richmond, NASA Headquarters, Washington, 202-358-1600
"""

GISTEMP_TAB = """GLOBAL Land-Ocean Temperature Index in 0.01 degrees Celsius   base period: 1951-1980

    sources:  GHCN-v4 1880-01/2024-12 + SST: ERSST v5 1880-01/2024-12
    using elimination of outliers and homogeneity adjustment
    Notes: 1950 DJF = Dec 1949 - Feb 1950 ;  ***** = missing

Year   J-D   D-N    DJF  MAM  JJA  SON   Year
2014    74    73     50   74   73   81   2014
2015    89    86     79   88   82  105   2015
2016   101   104    136  113   82   86   2016
2017    92    93     99  102   81   88   2017
2018    85    84     79   90   79   89   2018
2019    98    95     92  107   94  100   2019
2020   101   104    120  111   88   95   2020
2021    85    83     77   83   90   93   2021
2022    89    89     90   87   92   88   2022
2023   117   111     96  100  119  145   2023
2024   128   131    137  133  122  126   2024

Divide by 100 to get changes in degrees Celsius (deg-F: multiply that result by 1.8)
Best estimate for absolute global mean for 1951-1980 is 14.0 deg-C or 57.2 deg-F,
so add that to the temperature change if you want to use an absolute scale
(this note applies to global annual means only, J-D and D-N !)
Year   J-D   D-N    DJF  MAM  JJA  SON   Year
"""


def t04(rs: RowSet) -> None:
    m = Mem()
    turns = [
        search("NASA GISTEMP 2024 global temperature anomaly 1951-1980 baseline",
               ("https://www.nasa.gov/news-release/temperatures-rising-nasa-confirms-2024-warmest-year-on-record/", "Temperatures Rising: NASA Confirms 2024 Warmest Year on Record - NASA", "Global temperatures in 2024 were 2.30 degrees Fahrenheit (1.28 degrees Celsius) above the agency's 20th-century baseline (1951-1980) ...", "Jan 10, 2025"),
               ("https://data.giss.nasa.gov/gistemp/", "GISS Surface Temperature Analysis (GISTEMP v4)", "The GISS Surface Temperature Analysis version 4 (GISTEMP v4) is an estimate of global surface temperature change ...", "N/A"),
               ("https://data.giss.nasa.gov/gistemp/tabledata_v4/GLB.Ts+dSST.txt", "GLB.Ts+dSST.txt - Land-Ocean Temperature Index", "GLOBAL Land-Ocean Temperature Index in 0.01 degrees Celsius base period: 1951-1980 ...", "N/A"),
               ("https://earthobservatory.nasa.gov/world-of-change/global-temperatures", "World of Change: Global Temperatures - NASA Earth Observatory", "The average global temperature on Earth has increased by at least 1.1° Celsius since 1880 ...", "N/A"),
               ("https://climate.nasa.gov/vital-signs/global-temperature/", "Global Surface Temperature | Vital Signs - NASA Climate", "This graph shows the change in global surface temperature compared to the long-term average from 1951 to 1980 ...", "N/A"),
               ("https://www.ncei.noaa.gov/news/global-climate-202412", "Assessing the Global Climate in 2024 | NCEI", "2024 was the warmest year in NOAA's 175-year record, 1.46°C above the pre-industrial average ...", "Jan 10, 2025"),
               ("https://www.carbonbrief.org/state-of-the-climate-2024-first-year-above-1-5c/", "State of the climate: 2024 first calendar year above 1.5C - Carbon Brief", "All major temperature records agree 2024 set a new record; they differ on whether it exceeded 1.5C ...", "Jan 10, 2025"),
               ("https://en.wikipedia.org/wiki/Instrumental_temperature_record", "Instrumental temperature record - Wikipedia", "The main global surface temperature datasets are HadCRUT, GISTEMP, NOAAGlobalTemp, Berkeley Earth and ERA5 ...", "N/A"),
               ("https://www.reddit.com/r/climate/comments/1hy3q2f/nasa_2024_warmest_year_128c/", "NASA: 2024 warmest year, 1.28C over 1951-1980 : r/climate", "Why do NASA and Copernicus give different numbers? Different baselines ...", "Jan 10, 2025"),
               ("https://pubs.giss.nasa.gov/abs/le05000x.html", "Lenssen et al. 2024: A GISTEMPv4 observational uncertainty ensemble", "We present an updated uncertainty analysis of GISTEMP v4 ...", "Jul 2024")),
        extract("https://www.nasa.gov/news-release/temperatures-rising-nasa-confirms-2024-warmest-year-on-record/", "2024 anomaly and baselines used", NASA_2024),
        extract("https://data.giss.nasa.gov/gistemp/tabledata_v4/GLB.Ts+dSST.txt", "annual J-D anomalies 2014-2024", GISTEMP_TAB),
        m.add(gistemp_2024_anom="+1.28 °C vs 1951–1980 (J-D 128 in 0.01 °C)", gistemp_2023_anom="+1.17 °C vs 1951–1980 (J-D 117)",
              gistemp_2024_vs_1850_1900="about +1.47 °C (NASA estimate)"),
        search("Copernicus ERA5 2024 1.6 above pre-industrial first year",
               ("https://climate.copernicus.eu/global-climate-highlights-2024", "Global Climate Highlights 2024 | Copernicus", "2024 was the warmest year on record globally, and the first calendar year with an average global temperature more than 1.5°C above its pre-industrial level: 1.60°C ...", "Jan 10, 2025"),
               ("https://climate.copernicus.eu/copernicus-2024-first-year-exceed-15degc-above-pre-industrial-level", "Copernicus: 2024 is the first year to exceed 1.5°C above pre-industrial level", "The global average temperature for 2024 was 15.10°C; 0.72°C above the 1991-2020 average and 0.12°C higher than 2023 ...", "Jan 10, 2025"),
               ("https://cds.climate.copernicus.eu/datasets/reanalysis-era5-single-levels", "ERA5 hourly data on single levels from 1940 to present", "ERA5 is the fifth generation ECMWF reanalysis for the global climate and weather ...", "N/A"),
               ("https://www.bbc.co.uk/news/articles/c0ql3w4k0wjo", "2024 first year to pass 1.5C global warming limit - BBC News", "Copernicus says 2024 was about 1.6C warmer than the pre-industrial period ...", "Jan 10, 2025"),
               ("https://wmo.int/news/media-centre/wmo-confirms-2024-warmest-year-record-about-155degc-above-pre-industrial-level", "WMO confirms 2024 as warmest year on record at about 1.55°C above pre-industrial level", "Consolidated analysis of six international datasets ...", "Jan 10, 2025"),
               ("https://www.ecmwf.int/en/about/media-centre/news/2025/2024-warmest-year-record", "2024 warmest year on record | ECMWF", "ERA5 shows each month from January to June 2024 was warmer than the corresponding month of any previous year ...", "Jan 10, 2025"),
               ("https://www.theguardian.com/environment/2025/jan/10/world-warming-2024-hottest-year-on-record", "2024 hottest year on record | The Guardian", "Copernicus found the average temperature was 1.6C above pre-industrial levels ...", "Jan 10, 2025"),
               ("https://berkeleyearth.org/global-temperature-report-for-2024/", "Global Temperature Report for 2024 - Berkeley Earth", "2024 was 1.62 ± 0.06 °C above the 1850-1900 average ...", "Jan 10, 2025"),
               ("https://en.wikipedia.org/wiki/2024_in_climate_change", "2024 in climate change - Wikipedia", "Copernicus reported 2024 as the first calendar year exceeding 1.5 °C ...", "N/A"),
               ("https://www.metoffice.gov.uk/about-us/news-and-media/media-centre/weather-and-climate-news/2025/2024-the-warmest-year-on-record", "2024: the warmest year on record - Met Office", "HadCRUT5 puts 2024 at 1.53°C above pre-industrial ...", "Jan 10, 2025")),
        m.add(era5_2024_vs_1850_1900="+1.60 °C (Copernicus C3S, ERA5); +0.72 °C vs 1991–2020"),
    ]
    add(rs, 4, turns)


# ---------------------------------------------------------------------------------------------- 05 (clean)
OA_WORK = """{
  "id": "https://openalex.org/W2194775991",
  "doi": "https://doi.org/10.1109/cvpr.2016.90",
  "title": "Deep Residual Learning for Image Recognition",
  "display_name": "Deep Residual Learning for Image Recognition",
  "publication_year": 2016,
  "publication_date": "2016-06-01",
  "ids": {
    "openalex": "https://openalex.org/W2194775991",
    "doi": "https://doi.org/10.1109/cvpr.2016.90",
    "mag": "2194775991"
  },
  "language": "en",
  "primary_location": {
    "is_oa": false,
    "landing_page_url": "https://doi.org/10.1109/cvpr.2016.90",
    "source": {
      "id": "https://openalex.org/S4363607795",
      "display_name": "2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)",
      "type": "conference"
    }
  },
  "type": "article",
  "authorships": [
    {"author_position": "first", "author": {"display_name": "Kaiming He"}, "institutions": [{"display_name": "Microsoft Research Asia (China)"}]},
    {"author_position": "middle", "author": {"display_name": "Xiangyu Zhang"}, "institutions": [{"display_name": "Microsoft Research Asia (China)"}]},
    {"author_position": "middle", "author": {"display_name": "Shaoqing Ren"}, "institutions": [{"display_name": "Microsoft Research Asia (China)"}]},
    {"author_position": "last", "author": {"display_name": "Jian Sun"}, "institutions": [{"display_name": "Microsoft Research Asia (China)"}]}
  ],
  "biblio": {"volume": null, "issue": null, "first_page": "770", "last_page": "778"},
  "cited_by_count": 214873,
  "fwci": 2179.4,
  "counts_by_year": [
    {"year": 2025, "cited_by_count": 9412},
    {"year": 2024, "cited_by_count": 38620},
    {"year": 2023, "cited_by_count": 37105},
    {"year": 2022, "cited_by_count": 34877},
    {"year": 2021, "cited_by_count": 30291},
    {"year": 2020, "cited_by_count": 24016}
  ],
  "cited_by_api_url": "https://api.openalex.org/works?filter=cites:W2194775991",
  "updated_date": "2025-03-14T09:12:33.118452",
  "created_date": "2016-06-24"
}"""


def oa_list(page: int, rows: list[tuple[str, int, int]]) -> str:
    start = (page - 1) * 5 + 1
    body = "\n".join(f"| {start + i} | {t} | {y} | {c:,} |" for i, (t, y, c) in enumerate(rows))
    return f"""# OpenAlex API: works citing W2194775991

`GET /works?filter=cites:W2194775991&sort=cited_by_count:desc&per-page=5&page={page}`

**meta:** count = 214,902 · db_response_time_ms = {198 + 14 * page} · page = {page} · per_page = 5 · groups_count = null

| # | display_name | publication_year | cited_by_count |
| --- | --- | --- | --- |
{body}

Showing results {start}–{start + 4} of 214,902.
"""


CR_WORK = """{
  "status": "ok",
  "message-type": "work",
  "message-version": "1.0.0",
  "message": {
    "DOI": "10.1109/cvpr.2016.90",
    "type": "proceedings-article",
    "title": ["Deep Residual Learning for Image Recognition"],
    "author": [
      {"given": "Kaiming", "family": "He", "sequence": "first"},
      {"given": "Xiangyu", "family": "Zhang", "sequence": "additional"},
      {"given": "Shaoqing", "family": "Ren", "sequence": "additional"},
      {"given": "Jian", "family": "Sun", "sequence": "additional"}
    ],
    "container-title": ["2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)"],
    "event": {"name": "2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)", "location": "Las Vegas, NV, USA", "start": {"date-parts": [[2016, 6, 27]]}, "end": {"date-parts": [[2016, 6, 30]]}},
    "page": "770-778",
    "publisher": "IEEE",
    "published-print": {"date-parts": [[2016, 6]]},
    "reference-count": 50,
    "is-referenced-by-count": 131406,
    "member": "263",
    "indexed": {"date-time": "2025-03-15T02:41:07Z"},
    "URL": "https://doi.org/10.1109/cvpr.2016.90"
  }
}"""


def t05(rs: RowSet) -> None:
    m = Mem()
    base = "https://api.openalex.org/works?filter=cites:W2194775991&sort=cited_by_count:desc&per-page=5"
    turns = [
        search("OpenAlex API Deep Residual Learning for Image Recognition cited_by_count",
               ("https://openalex.org/works/W2194775991", "Deep Residual Learning for Image Recognition | OpenAlex", "Kaiming He, Xiangyu Zhang, Shaoqing Ren, Jian Sun. 2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR). Cited by ...", "N/A"),
               ("https://docs.openalex.org/api-entities/works/work-object", "Work object | OpenAlex technical documentation", "cited_by_count: The number of citations to this work. counts_by_year: cited_by_count for each of the last ten years ...", "N/A"),
               ("https://docs.openalex.org/api-entities/works/filter-works", "Filter works | OpenAlex technical documentation", "cites: Returns works that cite the given work. This is works that have the given OpenAlex ID in referenced_works ...", "N/A"),
               ("https://arxiv.org/abs/1512.03385", "[1512.03385] Deep Residual Learning for Image Recognition - arXiv", "Deeper neural networks are more difficult to train. We present a residual learning framework ...", "Dec 10, 2015"),
               ("https://openaccess.thecvf.com/content_cvpr_2016/html/He_Deep_Residual_Learning_CVPR_2016_paper.html", "CVPR 2016 Open Access Repository", "Deep Residual Learning for Image Recognition; Kaiming He, Xiangyu Zhang, Shaoqing Ren, Jian Sun; pp. 770-778 ...", "N/A"),
               ("https://groups.google.com/g/openalex-users/c/7fG3hR2mWkE", "cited_by_count differs from count of cites: filter - openalex-users", "The two are computed at different times; the count on the work object is refreshed less often than the index behind the filter ...", "Nov 18, 2024"),
               ("https://www.nature.com/articles/d41586-025-01125-9", "Exclusive: the most-cited papers of the twenty-first century | Nature", "The ResNet paper by Kaiming He and colleagues tops the list across five databases ...", "Apr 15, 2025"),
               ("https://scholar.google.com/citations?view_op=view_citation&citation_for_view=DhtAFkwAAAAJ:ALROH1vI_8AC", "Deep residual learning for image recognition - Google Scholar", "Cited by 250,000+ ...", "N/A"),
               ("https://www.semanticscholar.org/paper/2c03df8b48bf3fa39054345bafabfeff15bfd11d", "Deep Residual Learning for Image Recognition | Semantic Scholar", "Highly influential citations ... Published in CVPR 2016 ...", "N/A"),
               ("https://stackoverflow.com/questions/76654321/openalex-api-get-all-citing-works-pagination", "OpenAlex API: get all citing works with pagination - Stack Overflow", "Use per-page up to 200 and cursor paging for more than 10,000 results ...", "Jul 10, 2023")),
        extract("https://api.openalex.org/works/doi:10.1109/CVPR.2016.90", "OpenAlex id, citation count, counts by year", OA_WORK),
        m.add(resnet_openalex_id="W2194775991", resnet_cited_by="214,873 (OpenAlex work record, updated 2025-03-14)"),
        extract(base + "&page=1", "most-cited works that cite ResNet, first page",
                oa_list(1, [("Attention Is All You Need", 2017, 78412), ("Densely Connected Convolutional Networks", 2017, 38905),
                            ("An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale", 2020, 31870),
                            ("Mask R-CNN", 2017, 27311), ("Feature Pyramid Networks for Object Detection", 2017, 21664)])),
        extract(base + "&page=2", "second page of citing works",
                oa_list(2, [("Focal Loss for Dense Object Detection", 2017, 20118), ("MobileNetV2: Inverted Residuals and Linear Bottlenecks", 2018, 18240),
                            ("Squeeze-and-Excitation Networks", 2018, 17902), ("Grad-CAM: Visual Explanations from Deep Networks via Gradient-Based Localization", 2017, 16355),
                            ("Swin Transformer: Hierarchical Vision Transformer using Shifted Windows", 2021, 15987)])),
        m.update(resnet_cited_by="214,873 on the work record (2025-03-14); 214,902 citing works via cites: filter (queried later)"),
        search("Crossref REST API is-referenced-by-count 10.1109/CVPR.2016.90",
               ("https://api.crossref.org/works/10.1109/CVPR.2016.90", "api.crossref.org/works/10.1109/CVPR.2016.90", "{\"status\":\"ok\",\"message-type\":\"work\",\"message\":{\"DOI\":\"10.1109/cvpr.2016.90\",\"type\":\"proceedings-article\" ...", "N/A"),
               ("https://www.crossref.org/documentation/retrieve-metadata/rest-api/", "REST API - Crossref", "The Crossref REST API gives access to metadata for all records registered with Crossref ...", "N/A"),
               ("https://www.crossref.org/documentation/cited-by/", "Cited-by - Crossref", "is-referenced-by-count counts references from other Crossref records that cite this DOI ...", "N/A"),
               ("https://github.com/CrossRef/rest-api-doc/blob/master/api_format.md", "rest-api-doc/api_format.md - GitHub", "is-referenced-by-count: Count of inbound references deposited with Crossref ...", "N/A"),
               ("https://ieeexplore.ieee.org/document/7780459", "Deep Residual Learning for Image Recognition | IEEE Conference Publication", "2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR), 27-30 June 2016, Las Vegas, NV ...", "Dec 12, 2016"),
               ("https://community.crossref.org/t/why-is-is-referenced-by-count-lower-than-google-scholar/2456", "Why is is-referenced-by-count lower than Google Scholar? - Crossref community", "Crossref only counts citations from members who deposit references and opt in ...", "Mar 2, 2022"),
               ("https://search.crossref.org/?q=10.1109%2FCVPR.2016.90", "Crossref Metadata Search", "Deep Residual Learning for Image Recognition. 2016 IEEE CVPR ...", "N/A"),
               ("https://pypi.org/project/habanero/", "habanero - PyPI", "Python client for the Crossref API: cr.works(ids='10.1109/CVPR.2016.90') ...", "N/A"),
               ("https://stackoverflow.com/questions/59813445/crossref-api-citation-count", "Crossref API citation count - Stack Overflow", "Look at the is-referenced-by-count field in the message ...", "Jan 19, 2020"),
               ("https://dblp.org/rec/conf/cvpr/HeZRS16.html", "dblp: Deep Residual Learning for Image Recognition", "CVPR 2016: 770-778 ...", "N/A")),
        extract("https://api.crossref.org/works/10.1109/CVPR.2016.90", "is-referenced-by-count and event details", CR_WORK),
        m.add(resnet_crossref_refcount="131,406 (Crossref is-referenced-by-count, indexed 2025-03-15; counts only Crossref-deposited references)",
              resnet_venue="CVPR 2016, Las Vegas, pp. 770-778"),
        m.all(),
    ]
    add(rs, 5, turns)


# ---------------------------------------------------------------------------------------------- 06 (bad, 5)
def fa_page(updated: str, elapsed: str, remaining: str, pos: str, flown: str, left: str, log_tail: str) -> str:
    return f"""# BAW117 / BA117 British Airways Flight Tracking and History

**British Airways 117** · Boeing 777-300ER (twin-jet) (B77W) · G-STBH
**En Route / On Time** · {elapsed} elapsed · {remaining} remaining

| | Origin | Destination |
| --- | --- | --- |
| Airport | London Heathrow (LHR / EGLL) | New York John F. Kennedy Intl (JFK / KJFK) |
| Terminal / Gate | Terminal 5 · Gate B36 | Terminal 8 · Gate — |
| Gate departure | Wed 08:27 GMT (scheduled 08:20) | |
| Takeoff | Wed 08:41 GMT · runway 27R | |
| Landing | | Wed 10:58 EST (estimated) |
| Gate arrival | | Wed 11:09 EST (estimated; scheduled 11:05, 4 minutes late) |

## Flight Details

| Field | Value |
| --- | --- |
| Route | BPK7G BPK UN601 LESLU ... NATB ... PORTI3 |
| Planned distance | 3,459 mi |
| Flown | {flown} |
| To go | {left} |
| Current position | {pos} |
| Altitude | 37,000 ft (filed FL370) |
| Ground speed | 552 mph |
| Average delay (last 2 weeks) | 12 minutes |

## Track log (latest)

| Time (GMT) | Latitude | Longitude | Course | kts | Altitude (ft) | Reporting facility |
| --- | --- | --- | --- | --- | --- | --- |
{log_tail}

Page updated {updated} GMT · Data source: ADS-B (FlightAware network) and Eurocontrol
"""


FA_LOG_1 = """| 10:31 | 54.92 | -19.71 | ← 276° | 484 | 37,000 | FlightAware ADS-B (EINN) |
| 10:38 | 55.02 | -20.63 | ← 277° | 481 | 37,000 | FlightAware ADS-B (EINN) |
| 10:45 | 55.11 | -22.54 | ← 277° | 480 | 37,000 | Satellite ADS-B |
| 10:52 | 55.18 | -23.88 | ← 278° | 480 | 37,000 | Satellite ADS-B |
| 10:55 | 55.21 | -24.48 | ← 278° | 479 | 37,000 | Satellite ADS-B |"""

FA_LOG_2 = """| 10:17 | 54.66 | -17.52 | ← 275° | 486 | 37,000 | FlightAware ADS-B (EINN) |
| 10:24 | 54.80 | -18.60 | ← 276° | 485 | 37,000 | FlightAware ADS-B (EINN) |
| 10:31 | 54.92 | -19.71 | ← 276° | 484 | 37,000 | FlightAware ADS-B (EINN) |
| 10:35 | 54.98 | -20.20 | ← 276° | 482 | 37,000 | FlightAware ADS-B (EINN) |
| 10:38 | 55.02 | -20.63 | ← 277° | 481 | 37,000 | FlightAware ADS-B (EINN) |"""

FR24 = """# BA117 - British Airways - Live Flight Status (Flightradar24)

**BA117 / BAW117** · British Airways · LHR → JFK

| | |
| --- | --- |
| Aircraft | Boeing 777-336(ER) (B77W) |
| Registration | G-STBH |
| Serial number (MSN) | 44613 |
| Age | 9 years |
| Status | Estimated 11:01 EST |
| Scheduled departure | 08:20 GMT |
| Actual departure | 08:41 GMT (takeoff) |
| Scheduled arrival | 11:05 EST |
| Estimated arrival | 11:01 EST |
| Calibrated altitude | 37,000 ft |
| Ground speed | 476 kts |
| Track | 279° |
| Position | 56.04°N, 30.87°W |
| Squawk | 2000 |
| Radar | T-AUS (Satellite) |

Last position update: 11:20:07 GMT · Distance flown 1,512 mi · Remaining 1,947 mi

Flight history (last 7 days): BA117 G-STBE 11 Feb landed 11:14 EST; 10 Feb G-STBF landed 10:52 EST; 09 Feb G-STBL landed 11:27 EST ...
"""

BA_STATUS = """# Flight status | BA117 | British Airways

**London Heathrow (LHR) to New York JFK (JFK)** · Wednesday 12 February 2025

| | Departure | Arrival |
| --- | --- | --- |
| Airport | London Heathrow, Terminal 5 | New York JFK, Terminal 8 |
| Scheduled | 08:20 | 11:05 |
| Actual / Expected | Departed 08:27 | Expected 11:06 |
| Status | Departed | In flight |

Operated by British Airways · Aircraft: Boeing 777-300 · Flight duration: 7h 45m

All times are local to each airport. Baggage reclaim information is shown after landing. For connecting flights at JFK, allow at least 1 hour 30 minutes for international-to-domestic connections.
"""


def t06(rs: RowSet) -> None:
    m = Mem()
    fa = "https://www.flightaware.com/live/flight/BAW117"
    turns = [
        search("BA117 London Heathrow to JFK flight status today",
               (fa, "BAW117 (BA117) British Airways Flight Tracking and History - FlightAware", "Track British Airways #117 flight from London Heathrow to John F Kennedy Intl ... En Route / On Time ...", "N/A"),
               ("https://www.flightradar24.com/data/flights/ba117", "BA117 (BAW117) British Airways Flight Tracking and History - Flightradar24", "BA117 flight history and live status: LHR → JFK, Boeing 777-336(ER) ...", "N/A"),
               ("https://www.britishairways.com/travel/flightstatus/public/en_gb?flight=BA117", "Flight status | British Airways", "Check the status of BA117 London Heathrow to New York JFK ...", "N/A"),
               ("https://www.flightstats.com/v2/flight-tracker/BA/117", "BA117 Flight Status - FlightStats", "BA 117 British Airways London LHR to New York JFK; scheduled 08:20 GMT, arrives 11:05 EST ...", "N/A"),
               ("https://www.flightera.net/en/flight/British+Airways-London-New+York/BA117", "BA117 British Airways - Flightera", "On-time performance of BA117 over the last 30 days: 78% ...", "N/A"),
               ("https://www.jfkairport.com/flight-tracker/arrivals", "JFK Airport Arrivals - Flight Tracker", "Live arrivals at John F. Kennedy International Airport, Terminal 8 ...", "N/A"),
               ("https://www.heathrow.com/departures", "Flight departures | Heathrow", "Terminal 5 departures: BA117 New York JFK 08:20 ...", "N/A"),
               ("https://www.planespotters.net/airframe/boeing-777-300er-g-stbh-british-airways/2l0x7k", "G-STBH British Airways Boeing 777-300ER - Planespotters.net", "Boeing 777-336(ER), MSN 44613, delivered 2016 ...", "N/A"),
               ("https://www.seatguru.com/airlines/British_Airways/British_Airways_Boeing_777-300ER.php", "British Airways Boeing 777-300ER seat map - SeatGuru", "Seat map for the 777-300ER operated on BA's London-New York routes ...", "N/A"),
               ("https://www.flyertalk.com/forum/british-airways-executive-club/2143387-ba117-lhr-jfk.html", "BA117 LHR-JFK - FlyerTalk Forums", "BA117 usually pushes back on time and arrives early at T8 ...", "Jan 20, 2025")),
        extract(fa, "current status, position, and estimated arrival",
                fa_page("10:55:41", "2h 14m", "5h 14m", "55.21°N, 24.48°W (North Atlantic, west of Ireland)", "1,182 mi", "2,277 mi", FA_LOG_1)),
        m.add(baw117_departed="LHR T5 gate 08:27 GMT, takeoff 08:41 GMT (rwy 27R), 12 Feb 2025",
              baw117_eta="JFK T8 gate 11:09 EST (FlightAware, 10:55 GMT)"),
        search("BAW117 live position flightradar24 G-STBH",
               ("https://www.flightradar24.com/data/flights/ba117", "BA117 (BAW117) British Airways - Flightradar24", "Live flight status: BA117 LHR-JFK, G-STBH, Boeing 777-336(ER) ...", "N/A"),
               ("https://www.flightradar24.com/data/aircraft/g-stbh", "G-STBH - Boeing 777-336(ER) - British Airways - Flightradar24", "Aircraft history: BA117 LHR-JFK today, BA112 JFK-LHR yesterday ...", "N/A"),
               (fa, "BAW117 (BA117) British Airways Flight Tracking and History - FlightAware", "En Route / On Time ... Boeing 777-300ER G-STBH ...", "N/A"),
               ("https://globe.adsbexchange.com/?icao=407a3c", "ADS-B Exchange - G-STBH", "Unfiltered ADS-B track for hex 407A3C ...", "N/A"),
               ("https://www.radarbox.com/data/flights/BA117", "BA117 Live Tracking - RadarBox", "BA117 British Airways live status and historical data ...", "N/A"),
               ("https://www.planefinder.net/flight/BA117", "BA117 - Plane Finder", "Live tracking of British Airways BA117 ...", "N/A"),
               ("https://www.airfleets.net/ficheapp/plane-b777-44613.htm", "British Airways G-STBH Boeing 777 - airfleets.net", "MSN 44613, line 1384, first flight 2016 ...", "N/A"),
               ("https://www.reddit.com/r/flightradar24/comments/1an8k3d/why_do_atlantic_flights_show_satellite/", "Why do Atlantic flights show 'satellite' on FR24? : r/flightradar24", "Over the ocean positions come from space-based ADS-B ...", "Feb 10, 2024"),
               ("https://www.flightaware.com/live/fleet/BAW", "British Airways (BA) - FlightAware fleet tracker", "British Airways flights en route: 214 ...", "N/A"),
               ("https://nats.aero/blog/2019/03/space-based-ads-b-north-atlantic/", "Space-based ADS-B over the North Atlantic - NATS", "Aireon coverage allows reduced separation on the North Atlantic tracks ...", "Mar 28, 2019")),
        extract(fa, "remaining flight time and latest track log",
                fa_page("10:38:12", "1h 57m", "5h 31m", "55.02°N, 20.63°W (North Atlantic, west of Ireland)", "1,021 mi", "2,438 mi", FA_LOG_2)),
        extract("https://www.flightradar24.com/data/flights/ba117", "live position and estimated arrival", FR24),
        m.update(baw117_eta="JFK landing est. 11:01 EST (FR24 at 11:20 GMT); FlightAware gate est. 11:09 EST at 10:55 GMT"),
        extract("https://www.britishairways.com/travel/flightstatus/public/en_gb?flight=BA117", "expected arrival time and terminal", BA_STATUS),
        m.all(),
    ]
    add(rs, 6, turns, 5, "the FlightAware page re-extracted later says it was updated at 10:38 GMT with 1h57m elapsed, behind the 10:55 GMT update and 2h14m already shown")


# ---------------------------------------------------------------------------------------------- 07 (clean)
def fred(code: str, title: str, adj: str, obs: list[tuple[str, str]]) -> str:
    rows = "\n".join(f"| {d} | {v} |" for d, v in obs)
    return f"""# {title} ({code})

| Observation | Units | Frequency |
| --- | --- | --- |
| Dec 2024: {obs[0][1]} | Index Jan 2000=100, {adj} | Monthly |

Updated: Feb 25, 2025 9:01 AM CST · Next Release Date: Mar 25, 2025

## Observations (latest)

| Date | Value |
| --- | --- |
{rows}

1Y | 5Y | 10Y | Max · Jan 1987 to Dec 2024

## Notes

For more information regarding the index, please visit Standard & Poor's. There is more information about home price sales pairs in the Methodology section. Copyright, 2016, Standard & Poor's Financial Services LLC. Reprinted with permission.

Source: S&P Dow Jones Indices LLC · Release: S&P CoreLogic Case-Shiller Home Price Indices
Units: Index Jan 2000=100, {adj}
Suggested citation: S&P Dow Jones Indices LLC, S&P CoreLogic Case-Shiller U.S. National Home Price Index [{code}], retrieved from FRED, Federal Reserve Bank of St. Louis; https://fred.stlouisfed.org/series/{code}
"""


def t07(rs: RowSet) -> None:
    m = Mem()
    nsa = [("2024-12-01", "324.398"), ("2024-11-01", "325.061"), ("2024-10-01", "326.559"), ("2024-09-01", "327.869"),
           ("2024-08-01", "329.289"), ("2024-07-01", "329.712"), ("2023-12-01", "312.200")]
    sa = [("2024-12-01", "327.021"), ("2024-11-01", "325.771"), ("2024-10-01", "324.487"), ("2024-09-01", "323.259"),
          ("2024-08-01", "322.104"), ("2024-07-01", "321.530"), ("2023-12-01", "314.702")]
    turns = [
        search("FRED CSUSHPINSA Case-Shiller national home price index December 2024",
               ("https://fred.stlouisfed.org/series/CSUSHPINSA", "S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPINSA) | FRED", "Graph and download economic data for S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPINSA) from Jan 1987 to Dec 2024 ...", "N/A"),
               ("https://fred.stlouisfed.org/series/CSUSHPISA", "S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPISA) | FRED", "Seasonally Adjusted. Index Jan 2000=100 ...", "N/A"),
               ("https://www.spglobal.com/spdji/en/indices/indicators/sp-corelogic-case-shiller-us-national-home-price-nsa-index/", "S&P CoreLogic Case-Shiller U.S. National Home Price NSA Index", "The index measures the change in the value of the U.S. residential housing market ...", "N/A"),
               ("https://www.spglobal.com/spdji/en/documents/indexnews/announcements/20250225-case-shiller.pdf", "S&P CoreLogic Case-Shiller Index Records 3.9% Annual Gain in December 2024", "The U.S. National Index reported a 3.9% annual return for December, up from a 3.7% annual gain in the previous month ...", "Feb 25, 2025"),
               ("https://www.reuters.com/markets/us/us-home-prices-rise-december-2025-02-25/", "US home prices rise in December | Reuters", "Home prices rose 3.9% year-on-year in December ...", "Feb 25, 2025"),
               ("https://www.cnbc.com/2025/02/25/case-shiller-home-prices-december-2024.html", "Home prices hit record high in December - CNBC", "New York led the 20 cities with a 7.2% annual gain ...", "Feb 25, 2025"),
               ("https://en.wikipedia.org/wiki/Case%E2%80%93Shiller_index", "Case–Shiller index - Wikipedia", "The S&P CoreLogic Case–Shiller Home Price Indices are repeat-sales house price indices for the United States ...", "N/A"),
               ("https://fred.stlouisfed.org/graph/?g=1CXyZ", "FRED Graph: Case-Shiller NSA vs SA", "Compare the seasonally adjusted and not seasonally adjusted national index ...", "N/A"),
               ("https://www.calculatedriskblog.com/2025/02/case-shiller-national-house-price-index.html", "Case-Shiller: National House Price Index Up 3.9% year-over-year in December", "The seasonally adjusted National Index increased 0.4% month-over-month ...", "Feb 25, 2025"),
               ("https://www.reddit.com/r/REBubble/comments/1ixq2sd/caseshiller_december_2024/", "Case-Shiller December 2024 : r/REBubble", "NSA index fell for the 5th straight month, which is normal seasonality ...", "Feb 25, 2025")),
        extract("https://fred.stlouisfed.org/series/CSUSHPINSA", "latest observations", fred("CSUSHPINSA", "S&P CoreLogic Case-Shiller U.S. National Home Price Index", "Not Seasonally Adjusted", nsa)),
        extract("https://fred.stlouisfed.org/series/CSUSHPISA", "latest observations", fred("CSUSHPISA", "S&P CoreLogic Case-Shiller U.S. National Home Price Index", "Seasonally Adjusted", sa)),
        m.add(cs_national_nsa_dec2024="324.398 (NSA, Jan 2000=100)", cs_national_sa_dec2024="327.021 (SA)",
              cs_yoy_dec2024="+3.9% (NSA 324.398 vs 312.200 in Dec 2023)"),
        search("Case-Shiller January 2025 national index annual gain 4.1%",
               ("https://www.spglobal.com/spdji/en/documents/indexnews/announcements/20250325-case-shiller.pdf", "S&P CoreLogic Case-Shiller Index Reports 4.1% Annual Home Price Gain for January 2025", "The U.S. National Index posted a 4.1% annual gain for January, up from a 3.9% rise in the previous month ...", "Mar 25, 2025"),
               ("https://www.reuters.com/markets/us/us-home-price-growth-january-2025-03-25/", "US home price growth picks up in January | Reuters", "National index up 4.1% year on year ...", "Mar 25, 2025"),
               ("https://fred.stlouisfed.org/series/CSUSHPINSA", "S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPINSA) | FRED", "Jan 1987 to Jan 2025. Updated: Mar 25, 2025 ...", "N/A"),
               ("https://www.calculatedriskblog.com/2025/03/case-shiller-national-house-price-index.html", "Case-Shiller: National House Price Index Up 4.1% year-over-year in January", "Annual price increases picked up slightly ...", "Mar 25, 2025"),
               ("https://www.cnbc.com/2025/03/25/case-shiller-home-prices-january-2025.html", "Home price growth accelerated in January - CNBC", "New York again posted the biggest annual gain, 7.7% ...", "Mar 25, 2025"),
               ("https://www.marketwatch.com/story/home-prices-january-case-shiller-2025", "Home prices keep climbing | MarketWatch", "The 20-city index rose 4.7% ...", "Mar 25, 2025"),
               ("https://www.realtor.com/research/case-shiller-january-2025/", "Case-Shiller January 2025 analysis - Realtor.com", "Prices rose 4.1% in January ...", "Mar 25, 2025"),
               ("https://www.nar.realtor/research-and-statistics/housing-statistics/existing-home-sales", "Existing-Home Sales - National Association of REALTORS", "Median existing-home price for all housing types ...", "N/A"),
               ("https://www.fhfa.gov/data/hpi", "FHFA House Price Index", "The FHFA HPI is a broad measure of the movement of single-family house prices ...", "N/A"),
               ("https://www.bloomberg.com/news/articles/2025-03-25/us-home-prices-rose-4-1-in-january", "US Home Prices Rose 4.1% in January - Bloomberg", "Home prices in the US accelerated ...", "Mar 25, 2025")),
        m.add(cs_yoy_jan2025="+4.1% (S&P release of Mar 25, 2025)"),
        m.get("cs_national_nsa_dec2024", "cs_yoy_dec2024", "cs_yoy_jan2025"),
    ]
    add(rs, 7, turns)


# ---------------------------------------------------------------------------------------------- 08 (bad, 9)
BHAM_NEWS = """# Section 114 notice issued

Published: Tuesday, 5th September 2023

Birmingham City Council's Interim Director of Finance (Section 151 Officer), Fiona Greenway, has today issued a report under Section 114(3) of the Local Government Finance Act 1988.

The report has been issued because the council has a potential liability arising from equal pay claims, currently estimated at between **£650 million and £760 million**, and it does not have the resources to meet the full cost of this obligation.

## What does a Section 114 notice mean?

A Section 114 notice means that no new expenditure is permitted, with the exception of safeguarding vulnerable people and statutory services. Existing commitments and contracts will continue to be honoured. The council must hold a meeting of Full Council within 21 days to consider the report.

> "Birmingham City Council is facing a financial challenge like no other," said Councillor John Cotton, Leader of Birmingham City Council. "We will now work with government and our partners to find a way forward, and the council will continue to provide essential services to residents."

## Background

| Item | Detail |
| --- | --- |
| Notice issued by | Fiona Greenway, Interim Director of Finance (S151) |
| Date | 5 September 2023 |
| Legal basis | Section 114(3), Local Government Finance Act 1988 |
| Main cause | Equal pay liability, estimated £650m–£760m |
| Other pressures | Oracle ERP implementation costs; in-year budget gap |
| Full Council to consider report | within 21 days |

## Contact

Media enquiries: press.office@birmingham.gov.uk · 0121 303 3287
"""

BHAM_CMIS = """# City Council - Monday, 25 September 2023 14:00

**Venue:** Council Chamber, Council House, Victoria Square, Birmingham, B1 1BB
**Contact:** Committee Services, committeeservices@birmingham.gov.uk
**Meeting status:** Meeting held · Minutes: approved at meeting of 7 November 2023

## Agenda

| No. | Item | Reports |
| --- | --- | --- |
| 1 | Notice of recording / webcast | — |
| 2 | Declarations of interests | — |
| 3 | Minutes of the meeting of 12 September 2023 | PDF 412 KB |
| 4 | Lord Mayor's announcements | — |
| 5 | Petitions | — |
| 6 | Section 114 Reports: Reports of the Director of Finance (S151 Officer) dated 5 September 2023 and 22 September 2023 | PDF 1.8 MB; Appendix 1 PDF 644 KB; Appendix 2 PDF 903 KB |
| 7 | Appointment of Commissioners: statement by the Leader | PDF 188 KB |

## Item 6: Decision

The Council:

1. Noted the Section 114(3) report of 5 September 2023 concerning the potential equal pay liability, and the further Section 114 report of 22 September 2023 concerning the council's inability to set a balanced budget for 2023/24 (in-year gap of **£87 million**);
2. Agreed the spending controls in Appendix 1, to remain in place until lifted by the S151 Officer;
3. Noted that the Secretary of State for Levelling Up, Housing and Communities has announced his intention to appoint Commissioners.

**Vote:** For 71 · Against 0 · Abstentions 4
"""


def t08(rs: RowSet) -> None:
    m = Mem()
    turns = [
        search("Birmingham City Council section 114 notice September 2023 equal pay",
               ("https://www.birmingham.gov.uk/news/article/1324/section_114_notice_issued", "Section 114 notice issued | Birmingham City Council", "Birmingham City Council's Interim Director of Finance has today issued a report under Section 114(3) of the Local Government Finance Act 1988 ...", "Sep 5, 2023"),
               ("https://www.bbc.co.uk/news/uk-england-birmingham-66715050", "Birmingham City Council issues section 114 notice - BBC News", "Europe's largest local authority has effectively declared itself bankrupt over equal pay claims of up to £760m ...", "Sep 5, 2023"),
               ("https://www.theguardian.com/society/2023/sep/05/birmingham-city-council-bankrupt-section-114-notice", "Birmingham city council declares itself effectively bankrupt | The Guardian", "Labour-run council faces equal pay liabilities estimated at £650m-£760m ...", "Sep 5, 2023"),
               ("https://birmingham.cmis.uk/birmingham/Meetings/tabid/70/ctl/ViewMeetingPublic/mid/397/Meeting/21054/Committee/2/Default.aspx", "City Council - 25 September 2023 | Birmingham CMIS", "Agenda item 6: Section 114 Reports ...", "N/A"),
               ("https://www.gov.uk/government/news/birmingham-city-council-commissioners-appointed", "Commissioners appointed at Birmingham City Council - GOV.UK", "Max Caller CBE will act as Lead Commissioner ...", "Oct 5, 2023"),
               ("https://en.wikipedia.org/wiki/Birmingham_City_Council_financial_crisis", "Birmingham City Council financial crisis - Wikipedia", "On 5 September 2023 the council issued a section 114 notice ...", "N/A"),
               ("https://www.birminghammail.co.uk/news/midlands-news/birmingham-council-bankrupt-what-happens-27667890", "Birmingham council 'bankrupt': what happens now - Birmingham Live", "Only essential spending will be allowed ...", "Sep 6, 2023"),
               ("https://www.lgcplus.com/finance/birmingham-issues-section-114-05-09-2023/", "Birmingham issues section 114 - LGC", "The s151 officer said the council could not meet the cost of equal pay ...", "Sep 5, 2023"),
               ("https://www.instituteforgovernment.org.uk/explainer/local-authority-section-114-notices", "Section 114 notices explained | Institute for Government", "A section 114 notice bans all new spending except for statutory services ...", "N/A"),
               ("https://www.reddit.com/r/brum/comments/16alq3z/birmingham_city_council_issues_section_114_notice/", "Birmingham City Council issues section 114 notice : r/brum", "What does this mean for bin collections? ...", "Sep 5, 2023")),
        extract("https://www.birmingham.gov.uk/news/article/1324/section_114_notice_issued", "date, who issued it, size of the equal pay liability", BHAM_NEWS),
        m.add(s114_date="5 September 2023 (Fiona Greenway, interim S151 officer)", equal_pay_liability="£650m–£760m (estimate at Sept 2023)",
              draft_note="check whether a second s114 notice was issued later in September 2023"),
        search("Birmingham City Council second section 114 notice 2023 in-year budget gap",
               ("https://www.bbc.co.uk/news/uk-england-birmingham-66887143", "Birmingham City Council issues second section 114 notice - BBC News", "The council said it could not balance its budget for this financial year, with a gap of £87m ...", "Sep 22, 2023"),
               ("https://birmingham.cmis.uk/birmingham/Meetings/tabid/70/ctl/ViewMeetingPublic/mid/397/Meeting/21054/Committee/2/Default.aspx", "City Council - 25 September 2023 | Birmingham CMIS", "Section 114 Reports of the Director of Finance dated 5 September 2023 and 22 September 2023 ...", "N/A"),
               ("https://www.birminghammail.co.uk/news/midlands-news/birmingham-council-second-section-114-27781234", "Council issues second section 114 notice - Birmingham Live", "A second notice said there was an £87m hole in this year's budget ...", "Sep 22, 2023"),
               ("https://www.localgov.co.uk/Birmingham-issues-second-section-114-notice/58012", "Birmingham issues second section 114 notice | LocalGov", "The second report relates to the in-year budget position ...", "Sep 25, 2023"),
               ("https://www.theguardian.com/society/2023/sep/25/birmingham-council-meeting-section-114", "Birmingham councillors back spending controls | The Guardian", "Councillors voted to accept spending controls at an emergency meeting ...", "Sep 25, 2023"),
               ("https://en.wikipedia.org/wiki/Birmingham_City_Council_financial_crisis", "Birmingham City Council financial crisis - Wikipedia", "A second section 114 notice followed on 22 September 2023 ...", "N/A"),
               ("https://www.gov.uk/government/speeches/birmingham-city-council-statement", "Birmingham City Council: oral statement to Parliament - GOV.UK", "The Secretary of State set out his intention to appoint commissioners ...", "Sep 19, 2023"),
               ("https://www.cipfa.org/policy-and-guidance/articles/section-114-notices", "Section 114 notices - CIPFA", "List of s114 notices issued since 2018 ...", "N/A"),
               ("https://www.grantthornton.co.uk/insights/birmingham-section-114-lessons/", "Lessons from Birmingham's section 114 - Grant Thornton", "The equal pay liability and Oracle ...", "Nov 2, 2023"),
               ("https://www.expressandstar.com/news/politics/2023/09/22/birmingham-second-notice/", "Birmingham council issues second notice - Express & Star", "The council says it faces an £87m shortfall ...", "Sep 22, 2023")),
        extract("https://birmingham.cmis.uk/birmingham/Meetings/tabid/70/ctl/ViewMeetingPublic/mid/397/Meeting/21054/Committee/2/Default.aspx", "what the council decided on the section 114 reports", BHAM_CMIS),
        m.add(second_s114="22 September 2023: in-year 2023/24 budget gap £87m", full_council_25sep2023="noted both s114 reports; spending controls agreed (71-0-4)"),
        m.remove("draft_note"),
        search("Birmingham council tax rise 2024/25 9.99% commissioners budget approved",
               ("https://www.bbc.co.uk/news/uk-england-birmingham-68474839", "Birmingham council tax to rise by 21% over two years - BBC News", "Councillors approved a budget with council tax rising 9.99% in 2024/25 and again in 2025/26 ...", "Mar 5, 2024"),
               ("https://www.birmingham.gov.uk/news/article/1402/budget_2024_25_agreed", "Budget 2024/25 agreed | Birmingham City Council", "Full Council has agreed the budget for 2024/25, with savings and a council tax increase of 9.99% ...", "Mar 5, 2024"),
               ("https://www.gov.uk/government/news/council-tax-referendum-limit-birmingham", "Birmingham allowed to raise council tax above referendum limit - GOV.UK", "The government agreed Birmingham could increase council tax by up to 10% in each of the next two years ...", "Feb 19, 2024"),
               ("https://www.theguardian.com/society/2024/mar/05/birmingham-council-cuts-approved", "Birmingham councillors approve £300m of cuts | The Guardian", "Cuts over two years and a 21% council tax rise ...", "Mar 5, 2024"),
               ("https://www.birminghammail.co.uk/news/midlands-news/birmingham-council-tax-2024-28754312", "How much your council tax bill will go up - Birmingham Live", "Use our calculator to see what the 9.99% rise means for each band ...", "Mar 6, 2024"),
               ("https://en.wikipedia.org/wiki/Birmingham_City_Council_financial_crisis", "Birmingham City Council financial crisis - Wikipedia", "Council tax was increased by 9.99% in each of 2024/25 and 2025/26 ...", "N/A"),
               ("https://www.localgov.co.uk/Birmingham-budget-approved/59221", "Birmingham budget approved amid cuts | LocalGov", "The budget includes exceptional financial support of £1.255bn ...", "Mar 6, 2024"),
               ("https://www.lgcplus.com/finance/birmingham-budget-2024/", "Birmingham sets budget - LGC", "Commissioners supported the proposals ...", "Mar 5, 2024"),
               ("https://www.reddit.com/r/brum/comments/1b7g0qk/council_tax_up_21_over_two_years/", "Council tax up 21% over two years : r/brum", "Libraries and streetlights next? ...", "Mar 5, 2024"),
               ("https://www.itv.com/news/central/2024-03-05/birmingham-council-approves-budget", "Birmingham City Council approves budget - ITV News", "Protests outside the Council House as councillors met ...", "Mar 5, 2024")),
    ]
    kept = dict(m.d)
    m.d = {"s114_date": kept["s114_date"], "equal_pay_liability": kept["equal_pay_liability"],
           "draft_note": "check whether a second s114 notice was issued later in September 2023",
           "second_s114": kept["second_s114"], "full_council_25sep2023": kept["full_council_25sep2023"]}
    turns.append(m.all())
    m.d = kept
    turns.append(m.add(council_tax_2024_26="+9.99% in 2024/25 and +9.99% in 2025/26 (about 21% over two years), budget agreed 5 Mar 2024"))
    add(rs, 8, turns, 9, "the memory listing still holds draft_note, which was removed two turns earlier")


# ---------------------------------------------------------------------------------------------- 09 (bad, 5)
STEAM_BG3 = """# Baldur's Gate 3 on Steam

Baldur's Gate 3 is a story-rich, party-based RPG set in the universe of Dungeons & Dragons, where your choices shape a tale of fellowship and betrayal, survival and sacrifice, and the lure of absolute power.

| | |
| --- | --- |
| Recent Reviews | Overwhelmingly Positive (97% of 21,614) |
| All Reviews | Overwhelmingly Positive (96% of 655,874) |
| Release Date | 3 Aug, 2023 |
| Developer | Larian Studios |
| Publisher | Larian Studios |
| Tags | RPG, Choices Matter, Character Customization, Story Rich, Turn-Based Combat, Fantasy, CRPG, Co-op |

## Buy Baldur's Gate 3

- Baldur's Gate 3: $59.99 — Add to Cart
- Baldur's Gate 3 - Digital Deluxe Edition: $79.99 — Add to Cart

## About This Game

Gather your party and return to the Forgotten Realms in a tale of fellowship and betrayal, sacrifice and survival, and the lure of absolute power. Mysterious abilities are awakening inside you, drawn from a mind flayer parasite planted in your brain.

## Features

- Single-player or cooperative multiplayer for up to 4 players
- 12 classes and 46 subclasses, 11 races and 31 subraces
- Based on the D&D 5th Edition rule set

## System Requirements (Windows, minimum)

| | |
| --- | --- |
| OS | Windows 10 64-bit |
| Processor | Intel i5 4690 / AMD FX 8350 |
| Memory | 8 GB RAM |
| Graphics | Nvidia GTX 970 / RX 480 (4GB+ of VRAM) |
| Storage | 150 GB available space (SSD required) |

Languages: English, French, German, Spanish - Spain, Polish, Russian, Simplified Chinese, Turkish, Portuguese - Brazil, Italian, Spanish - Latin America, Traditional Chinese, Ukrainian, Korean, Japanese

Steam App ID: 1086940
"""

STEAMDB_BG3 = """# Baldur's Gate 3 · AppID: 1086940 · Charts · SteamDB

| | |
| --- | --- |
| Players right now | 63,218 (updated 4 minutes ago) |
| 24-hour peak | 88,402 |
| All-time peak | **875,343** — 6 August 2023 16:00 UTC |

## Monthly breakdown (peak concurrent players)

| Month | Peak | Gain | % Gain |
| --- | --- | --- | --- |
| Last 30 days | 101,773 | -4,115 | -3.88% |
| January 2025 | 105,888 | +9,402 | +9.74% |
| December 2024 | 96,486 | -3,917 | -3.90% |
| November 2024 | 100,403 | +12,660 | +14.43% |
| October 2024 | 87,743 | -1,582 | -1.77% |
| ... | | | |
| September 2023 | 559,201 | -316,142 | -36.12% |
| August 2023 | 875,343 | +800,712 | +1072.90% |
| July 2023 | 74,631 | | |

Store release: 3 August 2023 (Early Access: 6 October 2020)
Owners estimate (Boxleiter method): 15,000,000 .. 20,000,000
"""


def t09(rs: RowSet) -> None:
    m = Mem()
    steam = "https://store.steampowered.com/app/1086940/Baldurs_Gate_3/"
    turns = [
        search("Baldur's Gate 3 Steam release date Larian Studios",
               (steam, "Baldur's Gate 3 on Steam", "Baldur's Gate 3 is a story-rich, party-based RPG set in the universe of Dungeons & Dragons ... Release Date: 3 Aug, 2023. Developer: Larian Studios ...", "Aug 3, 2023"),
               ("https://en.wikipedia.org/wiki/Baldur%27s_Gate_3", "Baldur's Gate 3 - Wikipedia", "It was released for Windows in August 2023, for PlayStation 5 in September 2023, for macOS in September 2023 and for Xbox Series X/S in December 2023 ...", "N/A"),
               ("https://baldursgate3.game/", "Baldur's Gate 3 - Official Website", "Gather your party and return to the Forgotten Realms ...", "N/A"),
               ("https://www.ign.com/articles/baldurs-gate-3-release-date-moved-up-pc-ps5-delay", "Baldur's Gate 3 PC Release Date Moved Up to August 3, PS5 Delayed - IGN", "Larian is moving the PC launch forward by four weeks, while the PS5 version moves to September 6 ...", "Jun 29, 2023"),
               ("https://steamdb.info/app/1086940/charts/", "Baldur's Gate 3 - Steam Charts · SteamDB", "Players right now, 24-hour peak, and all-time peak for Baldur's Gate 3 ...", "N/A"),
               ("https://larian.com/games/baldurs-gate-3", "Baldur's Gate 3 | Larian Studios", "Baldur's Gate 3, from the creators of Divinity: Original Sin 2 ...", "N/A"),
               ("https://www.pcgamer.com/baldurs-gate-3-review/", "Baldur's Gate 3 review | PC Gamer", "Score 97% ...", "Aug 3, 2023"),
               ("https://www.metacritic.com/game/baldurs-gate-3/", "Baldur's Gate 3 Reviews - Metacritic", "Metascore 96 (PC) based on 108 critic reviews ...", "N/A"),
               ("https://www.reddit.com/r/BaldursGate3/comments/15gqz1c/its_out/", "It's out! : r/BaldursGate3", "Steam unlocked at 17:00 CEST on August 3 ...", "Aug 3, 2023"),
               ("https://store.steampowered.com/news/app/1086940", "Baldur's Gate 3 - Steam News Hub", "Patch 7 Hotfix #26, Patch 8 announcement ...", "N/A")),
        extract(steam, "release date, developer, reviews, app id", STEAM_BG3),
        m.add(bg3_pc_release="3 Aug 2023 (Steam)", bg3_steam_appid="1086940", bg3_steam_reviews="96% positive of 655,874 (all reviews, at time of check)"),
        extract("https://steamdb.info/app/1086940/charts/", "all-time peak concurrent players and when it happened", STEAMDB_BG3),
        search("Baldur's Gate 3 PS5 release September 6 2023 Steam all-time peak players",
               ("https://blog.playstation.com/2023/09/06/baldurs-gate-3-out-now-ps5/", "Baldur's Gate 3 is out now on PS5 - PlayStation.Blog", "Baldur's Gate 3 launches today on PlayStation 5 ...", "Sep 6, 2023"),
               ("https://steamdb.info/app/1086940/charts/", "Baldur's Gate 3 - Steam Charts · SteamDB", "All-time peak 875,343 on 13 August 2023 ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Baldur%27s_Gate_3", "Baldur's Gate 3 - Wikipedia", "The PlayStation 5 version was released on 6 September 2023 ...", "N/A"),
               ("https://www.eurogamer.net/baldurs-gate-3-steam-concurrent-players-record", "Baldur's Gate 3 passes 800,000 concurrent players on Steam | Eurogamer", "Larian's RPG hit a new peak over its first weekend ...", "Aug 7, 2023"),
               ("https://www.gamesradar.com/baldurs-gate-3-ps5-release-date/", "Baldur's Gate 3 PS5 release date and details | GamesRadar+", "The PS5 version arrived on September 6, with split-screen co-op ...", "Sep 6, 2023"),
               ("https://www.pushsquare.com/reviews/ps5/baldurs_gate_3", "Baldur's Gate 3 PS5 Review | Push Square", "10/10 ...", "Sep 6, 2023"),
               ("https://store.playstation.com/en-us/concept/10002429", "Baldur's Gate 3 - PS5 | PlayStation Store", "Release: 9/6/2023. Publisher: Larian Studios ...", "N/A"),
               ("https://www.thegamer.com/baldurs-gate-3-steam-player-count-record/", "Baldur's Gate 3 steam player count record | TheGamer", "The game became one of the most-played on Steam ever ...", "Aug 8, 2023"),
               ("https://www.reddit.com/r/PS5/comments/16bn8i9/baldurs_gate_3_is_out_now/", "Baldur's Gate 3 is out now : r/PS5", "Preload finished, 91 GB ...", "Sep 6, 2023"),
               ("https://www.vg247.com/baldurs-gate-3-ps5-xbox-release", "Baldur's Gate 3 PS5 and Xbox release timeline | VG247", "Xbox Series X/S version released December 6, 2023 ...", "Dec 6, 2023")),
        m.add(bg3_ps5_release="6 Sep 2023", bg3_steam_alltime_peak="875,343 concurrent (SteamDB)"),
    ]
    add(rs, 9, turns, 5, "a search result for the SteamDB charts page dates the 875,343 all-time peak to 13 August 2023, while the extracted page gave 6 August 2023")


# ---------------------------------------------------------------------------------------------- 10 (clean)
WORLDS_WIKI = """# 2024 League of Legends World Championship

From Wikipedia, the free encyclopedia

| 2024 League of Legends World Championship | |
| --- | --- |
| Tournament information | |
| Sport | League of Legends |
| Location | Germany, France, United Kingdom |
| Dates | September 25 – November 2, 2024 |
| Administrator | Riot Games |
| Tournament format(s) | Play-in stage: 2 groups, double elimination; Swiss stage: 16 teams; Knockout stage: 8 teams, single elimination |
| Venue(s) | Riot Games Arena (Berlin); Verti Music Hall (Berlin); Accor Arena (Paris); The O2 Arena (London) |
| Teams | 20 |
| Purse | US$2,225,000 |
| Final positions | |
| Champions | T1 (5th title) |
| Runner-up | Bilibili Gaming |
| Tournament statistics | |
| Finals MVP | Lee "Faker" Sang-hyeok (T1) |

The **2024 League of Legends World Championship** was the fourteenth world championship for League of Legends, the esports tournament organised by Riot Games. It was held in Europe from September 25 to November 2, 2024, with the Play-in and Swiss stages and the quarterfinals in Berlin, the semifinals in Paris, and the final at The O2 Arena in London.

T1 defeated Bilibili Gaming 3–2 in the final to win their second consecutive and fifth overall title, extending their record. Faker was named Finals MVP for the second time.

## Knockout stage

| Round | Match | Result | Venue |
| --- | --- | --- | --- |
| Semifinal | T1 vs Gen.G | 3–1 | Accor Arena, Paris |
| Semifinal | Bilibili Gaming vs Weibo Gaming | 3–1 | Accor Arena, Paris |
| Final | T1 vs Bilibili Gaming | 3–2 | The O2 Arena, London (November 2, 2024) |

## Final

Bilibili Gaming led the series 2–1 after three games before T1 won games four and five to take the title. It was the first best-of-five world final to go the full distance since 2022.

## See also

- 2024 Mid-Season Invitational
- 2025 League of Legends World Championship
"""

WORLDS_LIQ = """# World Championship 2024 - Liquipedia League of Legends Wiki

**Organizer:** Riot Games · **Type:** Offline · **Location:** Berlin, Paris, London · **Prize Pool:** $2,225,000 USD · **Start Date:** 2024-09-25 · **End Date:** 2024-11-02 · **Teams:** 20

## Prize Pool (top 8)

| Place | $ USD | % | Team |
| --- | --- | --- | --- |
| 1st | $445,000 | 20% | T1 |
| 2nd | $333,750 | 15% | Bilibili Gaming |
| 3rd-4th | $178,000 | 8% | Gen.G |
| 3rd-4th | $178,000 | 8% | Weibo Gaming |
| 5th-8th | $111,250 | 5% | FlyQuest |
| 5th-8th | $111,250 | 5% | Hanwha Life Esports |
| 5th-8th | $111,250 | 5% | LNG Esports |
| 5th-8th | $111,250 | 5% | Top Esports |

## Grand Final (November 2, 2024, The O2 Arena)

| Game | Blue side | Red side | Winner | Duration |
| --- | --- | --- | --- | --- |
| 1 | Bilibili Gaming | T1 | T1 | 29:43 |
| 2 | T1 | Bilibili Gaming | Bilibili Gaming | 35:12 |
| 3 | Bilibili Gaming | T1 | Bilibili Gaming | 29:08 |
| 4 | T1 | Bilibili Gaming | T1 | 37:51 |
| 5 | Bilibili Gaming | T1 | T1 | 33:37 |

**Finals MVP:** Faker · Series: T1 3–2 Bilibili Gaming
"""

FAKER_WIKI = """# Faker (gamer)

From Wikipedia, the free encyclopedia

| Faker | |
| --- | --- |
| Name | Lee Sang-hyeok |
| Born | May 7, 1996, Seoul, South Korea |
| Team | T1 |
| Role | Mid |
| Career | 2013–present |
| Championships | World Championship (2013, 2015, 2016, 2023, 2024); Mid-Season Invitational (2016, 2017) |

**Lee Sang-hyeok** (born May 7, 1996), better known as **Faker**, is a South Korean professional League of Legends player for T1. He is widely regarded as the greatest player in the game's history.

## Career highlights

- Five-time world champion: 2013, 2015, 2016, 2023 and 2024, all with T1 (known as SK Telecom T1 until 2019).
- Finals MVP at the 2016 and 2024 World Championships.
- Gold medal at the 2022 Asian Games with South Korea.
- Inducted as the first member of the League of Legends Hall of Legends in 2024.
"""


def t10(rs: RowSet) -> None:
    m = Mem()
    turns = [
        search("League of Legends Worlds 2024 final result T1 Bilibili Gaming",
               ("https://en.wikipedia.org/wiki/2024_League_of_Legends_World_Championship", "2024 League of Legends World Championship - Wikipedia", "T1 defeated Bilibili Gaming 3–2 in the final to win their second consecutive and fifth overall title ...", "N/A"),
               ("https://lolesports.com/en-US/news/t1-win-worlds-2024", "T1 are your 2024 World Champions | LoL Esports", "T1 came back from 1-2 down to defeat BLG at The O2 Arena ...", "Nov 2, 2024"),
               ("https://liquipedia.net/leagueoflegends/World_Championship/2024", "World Championship 2024 - Liquipedia League of Legends Wiki", "Prize pool $2,225,000 USD; Berlin, Paris, London; 2024-09-25 to 2024-11-02 ...", "N/A"),
               ("https://www.espn.com/esports/story/_/id/42156712/t1-win-league-legends-worlds-2024", "T1 beat BLG to win fifth League of Legends world title - ESPN", "Faker earned Finals MVP honors as T1 won in five games in London ...", "Nov 2, 2024"),
               ("https://www.dexerto.com/league-of-legends/t1-win-worlds-2024-blg-final-2970512/", "T1 win Worlds 2024 after five-game thriller against BLG - Dexerto", "T1 defend their title ...", "Nov 2, 2024"),
               ("https://www.theverge.com/2024/11/2/24286011/league-of-legends-worlds-2024-t1-faker", "T1 win League of Legends Worlds 2024 - The Verge", "Faker's fifth world championship ...", "Nov 2, 2024"),
               ("https://www.reddit.com/r/leagueoflegends/comments/1ghxq9c/t1_vs_bilibili_gaming_2024_world_championship/", "T1 vs. Bilibili Gaming / 2024 World Championship - Final / Post-Match Discussion", "T1 win 3-2 ...", "Nov 2, 2024"),
               ("https://escharts.com/tournaments/lol/worlds-2024", "Worlds 2024 viewership - Esports Charts", "Peak viewers 6.94M during the final (excluding Chinese platforms) ...", "Nov 3, 2024"),
               ("https://www.bbc.co.uk/news/articles/c0l0d5xx2ndo", "League of Legends world final at the O2 - BBC News", "Thousands of fans watched T1 win in London ...", "Nov 3, 2024"),
               ("https://www.invenglobal.com/articles/19876/faker-finals-mvp-worlds-2024", "Faker named Finals MVP at Worlds 2024 - Inven Global", "Faker is named Finals MVP for the second time ...", "Nov 3, 2024")),
        extract("https://en.wikipedia.org/wiki/2024_League_of_Legends_World_Championship", "final result, venue, date, finals MVP", WORLDS_WIKI),
        m.add(worlds2024_winner="T1 (5th title)", final_score="3–2", final_venue="The O2 Arena, London, 2 Nov 2024", finals_mvp="Faker"),
        search("Worlds 2024 final game by game BLG T1 game durations liquipedia",
               ("https://liquipedia.net/leagueoflegends/World_Championship/2024", "World Championship 2024 - Liquipedia League of Legends Wiki", "Grand Final: T1 3–2 Bilibili Gaming. Prize pool distribution ...", "N/A"),
               ("https://gol.gg/tournament/tournament-matchlist/World%20Championship%202024/", "World Championship 2024 matchlist - Games of Legends", "Final: T1 3-2 BLG, game times and picks ...", "N/A"),
               ("https://lol.fandom.com/wiki/2024_Season_World_Championship/Main_Event", "2024 Season World Championship/Main Event - Leaguepedia", "Knockout stage bracket and match history ...", "N/A"),
               ("https://lolesports.com/en-US/vod/worlds-2024-final", "Worlds 2024 Final VODs | LoL Esports", "Watch every game of T1 vs BLG ...", "Nov 2, 2024"),
               ("https://oracleselixir.com/matches/worlds-2024", "Worlds 2024 match data - Oracle's Elixir", "Game-level statistics for every Worlds 2024 match ...", "N/A"),
               ("https://www.dotesports.com/league-of-legends/news/worlds-2024-final-recap", "Worlds 2024 final recap - Dot Esports", "BLG took a 2-1 lead before T1 answered ...", "Nov 3, 2024"),
               ("https://www.reddit.com/r/leagueoflegends/comments/1ghyw0a/worlds_2024_final_game_5_stats/", "Worlds 2024 Final game 5 stats : r/leagueoflegends", "Game 5 lasted about 33 minutes ...", "Nov 3, 2024"),
               ("https://www.ggrecon.com/articles/worlds-2024-prize-pool/", "Worlds 2024 prize pool: how much T1 won - GGRecon", "The base prize pool was $2,225,000 ...", "Nov 3, 2024"),
               ("https://www.esports.net/news/lol/worlds-2024-final-t1-blg/", "Worlds 2024 final: T1 vs BLG - esports.net", "Match recap and statistics ...", "Nov 3, 2024"),
               ("https://en.wikipedia.org/wiki/Bilibili_Gaming", "Bilibili Gaming - Wikipedia", "BLG reached the final of the 2024 World Championship ...", "N/A")),
        extract("https://liquipedia.net/leagueoflegends/World_Championship/2024", "prize distribution for top 8 and game-by-game final results", WORLDS_LIQ),
        m.update(final_score="3–2 vs Bilibili Gaming (BLG led 2–1; T1 won games 4 and 5)"),
        extract("https://en.wikipedia.org/wiki/Faker_(gamer)", "number and years of world titles", FAKER_WIKI),
        m.add(faker_titles="5 (2013, 2015, 2016, 2023, 2024); Finals MVP 2016 and 2024", t1_prize_2024="$445,000 (20% of $2,225,000)"),
        m.all(),
    ]
    add(rs, 10, turns)


# ---------------------------------------------------------------------------------------------- 11 (clean)
W50B_LIST = """# The World's 50 Best Restaurants 2024: 1-50

The list was revealed on 5 June 2024 at a ceremony at the Wynn Las Vegas, USA. The 51-100 list was published on 22 May 2024.

| Rank | Restaurant | City | Movement |
| --- | --- | --- | --- |
| 1 | Disfrutar | Barcelona, Spain | Up 1 |
| 2 | Asador Etxebarri | Atxondo, Spain | Up 2 |
| 3 | Table by Bruno Verjus | Paris, France | Up 29 |
| 4 | Diverxo | Madrid, Spain | Up 16 |
| 5 | Maido | Lima, Peru | Up 1 |

Previous No.1 restaurants (including Central, Lima, No.1 in 2023, and Geranium, Copenhagen, No.1 in 2022) move to the Best of the Best list and are no longer eligible.

## Special awards 2024 (selection)

| Award | Winner |
| --- | --- |
| The World's Best Female Chef | Janaína Torres |
"""

DISFRUTAR = """# Disfrutar

**Barcelona, Spain** · The World's 50 Best Restaurants 2024: **No.1**

Opened in 2014 by Oriol Castro, Eduard Xatruch and Mateu Casañas, three chefs who spent years together in the kitchen of elBulli, Disfrutar ("enjoy" in Catalan and Spanish) serves long tasting menus in a pair of dining rooms on Carrer de Villarroel in the Eixample.

## Ranking history

| Year | Rank |
| --- | --- |
| 2024 | 1 |
| 2023 | 2 |
| 2022 | 3 |
| 2021 | 5 |
| 2019 | 9 |
| 2018 | 18 |

## Signature dishes

- Multi-spherical pesto with pistachio and eel
- Panchino stuffed with caviar and sour cream
- Beetroot meringue with yoghurt and mustard ice cream

Address: Carrer de Villarroel, 163, 08036 Barcelona
Website: disfrutarbarcelona.com
"""


def t11(rs: RowSet) -> None:
    m = Mem()
    turns = [
        search("World's 50 Best Restaurants 2024 number one Disfrutar Las Vegas ceremony",
               ("https://www.theworlds50best.com/list/1-50", "The World's 50 Best Restaurants 2024 | 1-50", "Disfrutar in Barcelona is named The World's Best Restaurant 2024 ...", "Jun 5, 2024"),
               ("https://www.theworlds50best.com/stories/News/disfrutar-worlds-best-restaurant-2024.html", "Disfrutar is The World's Best Restaurant 2024", "The Barcelona restaurant climbs from No.2 to the top of the list at a ceremony in Las Vegas ...", "Jun 5, 2024"),
               ("https://www.theworlds50best.com/list/51-100", "The World's 50 Best Restaurants 2024 | 51-100", "The extended list, revealed ahead of the ceremony ...", "May 22, 2024"),
               ("https://www.cnn.com/travel/worlds-50-best-restaurants-2024/index.html", "World's 50 Best Restaurants 2024: Disfrutar named No. 1 - CNN", "Spain dominates the top of the list with three restaurants in the top four ...", "Jun 6, 2024"),
               ("https://www.theguardian.com/food/article/2024/jun/06/disfrutar-worlds-best-restaurant", "Barcelona's Disfrutar named world's best restaurant | The Guardian", "Run by three former elBulli chefs ...", "Jun 6, 2024"),
               ("https://en.wikipedia.org/wiki/The_World%27s_50_Best_Restaurants", "The World's 50 Best Restaurants - Wikipedia", "An annual list compiled by William Reed since 2002 ...", "N/A"),
               ("https://www.eater.com/2024/6/5/24171744/worlds-50-best-restaurants-2024-list", "The World's 50 Best Restaurants 2024 list - Eater", "The full list, and what it says about fine dining ...", "Jun 5, 2024"),
               ("https://www.finedininglovers.com/article/worlds-50-best-restaurants-2024", "World's 50 Best Restaurants 2024: the full list | Fine Dining Lovers", "Asador Etxebarri at No.2 and Table by Bruno Verjus at No.3 ...", "Jun 5, 2024"),
               ("https://www.reddit.com/r/finedining/comments/1d8v3qk/worlds_50_best_2024/", "World's 50 Best 2024 : r/finedining", "Disfrutar deserved it, best meal of my life ...", "Jun 5, 2024"),
               ("https://www.lavanguardia.com/comer/20240605/disfrutar-mejor-restaurante-mundo.html", "Disfrutar, mejor restaurante del mundo | La Vanguardia", "El restaurante de Castro, Xatruch y Casañas ...", "Jun 5, 2024")),
        extract("https://www.theworlds50best.com/list/1-50", "top five of the 2024 list and where the ceremony was", W50B_LIST),
        m.add(w50b_2024_no1="Disfrutar (Barcelona)", w50b_2024_ceremony="Wynn Las Vegas, 5 June 2024", w50b_2023_no1="Central (Lima)"),
        search("Disfrutar World's 50 Best ranking history 2022 2023",
               ("https://www.theworlds50best.com/the-list/1-10/Disfrutar.html", "Disfrutar | The World's 50 Best Restaurants", "Ranked No.1 in 2024. Opened in 2014 by Oriol Castro, Eduard Xatruch and Mateu Casañas ...", "N/A"),
               ("https://www.theworlds50best.com/stories/News/worlds-50-best-restaurants-2023-list.html", "The World's 50 Best Restaurants 2023: the list", "Central is No.1; Disfrutar is No.2 ...", "Jun 20, 2023"),
               ("https://www.theworlds50best.com/stories/News/worlds-50-best-restaurants-2022-list.html", "The World's 50 Best Restaurants 2022: the list", "Geranium is No.1; Disfrutar climbs to No.3 ...", "Jul 18, 2022"),
               ("https://en.wikipedia.org/wiki/Disfrutar", "Disfrutar - Wikipedia", "Disfrutar is a restaurant in Barcelona opened in 2014 ...", "N/A"),
               ("https://guide.michelin.com/en/catalunya/barcelona/restaurant/disfrutar", "Disfrutar - MICHELIN Guide", "Three Stars: Exceptional cuisine, worth a special journey ...", "N/A"),
               ("https://www.disfrutarbarcelona.com/en/", "Disfrutar Barcelona", "Reservations open on the first day of each month ...", "N/A"),
               ("https://www.elpais.com/gastronomia/2024-06-05/disfrutar-numero-uno.html", "Disfrutar, número uno | El País", "De tercero en 2022 a segundo en 2023 y primero en 2024 ...", "Jun 5, 2024"),
               ("https://www.foodandwine.com/disfrutar-barcelona-worlds-best-restaurant-8657432", "Inside Disfrutar, the World's Best Restaurant - Food & Wine", "The tasting menu runs to more than 30 courses ...", "Jun 10, 2024"),
               ("https://www.tripadvisor.com/Restaurant_Review-g187497-d7137410-Reviews-Disfrutar-Barcelona_Catalonia.html", "DISFRUTAR, Barcelona - Tripadvisor", "4.8 of 5 ...", "N/A"),
               ("https://www.reddit.com/r/finedining/comments/1f0dj2x/disfrutar_barcelona_august_2024/", "Disfrutar, Barcelona (August 2024) : r/finedining", "Classic menu vs Festival menu ...", "Aug 24, 2024")),
        extract("https://www.theworlds50best.com/the-list/1-10/Disfrutar.html", "ranking history and chefs", DISFRUTAR),
        m.update(w50b_2024_no1="Disfrutar (Barcelona), chefs Castro, Xatruch and Casañas; No.3 in 2022, No.2 in 2023, No.1 in 2024"),
    ]
    add(rs, 11, turns)


# ---------------------------------------------------------------------------------------------- 12 (clean)
PAS_OBJ = ["POMMEL", "HILT PLATE", "MOUNT", "POMMEL", "STRIP", "HILT COLLAR", "SWORD PYRAMID", "MOUNT", "POMMEL",
           "CROSS", "HILT PLATE", "STRIP", "POMMEL", "MOUNT", "HILT COLLAR", "SWORD PYRAMID", "STRIP", "MOUNT",
           "POMMEL", "HILT PLATE", "MOUNT", "POMMEL", "STRIP", "HELMET"]
PAS_MAT = ["Gold", "Gold", "Silver", "Gold", "Silver-gilt", "Gold", "Gold", "Copper alloy", "Silver", "Gold", "Gold",
           "Gold", "Gold", "Silver", "Gold", "Gold", "Silver", "Gold", "Gold", "Gold", "Silver-gilt", "Silver-gilt", "Gold", "Silver"]
PAS = [(f"WMID-{(0x3B6721 * (i + 7) * 2654435761) % 0xFFFFFF:06X}", PAS_OBJ[i], PAS_MAT[i], f"2010-{1 + i // 4:02d}-{3 + (i % 4) * 6:02d}") for i in range(24)]


def pas_rows(rows: list[tuple[str, str, str, str]]) -> str:
    return "\n".join(f"| {r} | {mat} {obj.lower()} (Staffordshire Hoard, Treasure case 2009 T461) | {obj} | EARLY MEDIEVAL | Hammerwich, Staffordshire | {d} |"
                     for r, obj, mat, d in rows)


def pas_page(title: str, rows: list[tuple[str, str, str, str]], first: int, total: int, page: int, pages: int) -> str:
    return f"""# {title}

Portable Antiquities Scheme database · Search results

**{total} records** found · Showing {first}–{first + len(rows) - 1} · Page {page} of {pages} · 10 per page · Sorted by: date created (oldest first)

| Record ID | Title | Object type | Broad period | Parish / County | Created |
| --- | --- | --- | --- | --- | --- |
{pas_rows(rows)}

Export: CSV · KML · JSON (logged-in users) · Your search: q = staffordshire hoard{'' if 'Pommel' not in title else ' · objecttype = POMMEL'}
"""


STAFFS_WIKI = """# Staffordshire Hoard

From Wikipedia, the free encyclopedia

| Staffordshire Hoard | |
| --- | --- |
| Material | Gold, silver, garnet |
| Size | over 3,500 items; 5.1 kg gold, 1.4 kg silver |
| Created | 7th century |
| Discovered | 5 July 2009, Hammerwich, near Lichfield, Staffordshire |
| Discovered by | Terry Herbert |
| Present location | Birmingham Museum and Art Gallery; Potteries Museum & Art Gallery, Stoke-on-Trent |

The **Staffordshire Hoard** is the largest hoard of Anglo-Saxon gold and silver metalwork yet found. It was discovered in a field near Hammerwich by Terry Herbert, a metal detectorist, on 5 July 2009. The hoard consists of over 3,500 items, nearly all of them martial: sword pommels, hilt collars and plates, mounts from helmets and scabbards, and a few Christian objects such as a large gold processional cross.

## Treasure process

The find was reported to the Portable Antiquities Scheme and excavated by Birmingham Archaeology. On 24 September 2009 the South Staffordshire coroner declared it treasure. In November 2009 the Treasure Valuation Committee valued it at **£3.285 million**, the sum shared equally between the finder and the landowner, Fred Johnson. The hoard was bought in 2010 by Birmingham City Council and Stoke-on-Trent City Council after a public appeal.

## Display

Items are displayed at Birmingham Museum and Art Gallery, the Potteries Museum & Art Gallery in Stoke-on-Trent, Lichfield Cathedral and Tamworth Castle.
"""


def t12(rs: RowSet) -> None:
    m = Mem()
    q = "https://finds.org.uk/database/search/results/q/staffordshire+hoard"
    pommels = [r for r in PAS if r[1] == "POMMEL"]
    turns = [
        search("Portable Antiquities Scheme database Staffordshire Hoard records",
               (q, "Search results | Portable Antiquities Scheme", "24 records found for staffordshire hoard ... Early Medieval gold pommel, Hammerwich ...", "N/A"),
               ("https://finds.org.uk/treasure/news/staffordshire-hoard", "The Staffordshire Hoard | Treasure | Portable Antiquities Scheme", "The largest hoard of Anglo-Saxon gold ever found, reported in July 2009 ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Staffordshire_Hoard", "Staffordshire Hoard - Wikipedia", "The Staffordshire Hoard is the largest hoard of Anglo-Saxon gold and silver metalwork yet found ...", "N/A"),
               ("https://www.staffordshirehoard.org.uk/", "Staffordshire Hoard - official website", "Discover the hoard at Birmingham Museum and Art Gallery and the Potteries Museum ...", "N/A"),
               ("https://finds.org.uk/database/help/search", "Searching the database | Portable Antiquities Scheme", "Filter by object type, broad period, county and parish ...", "N/A"),
               ("https://www.britishmuseum.org/our-work/departments/portable-antiquities-and-treasure", "Portable Antiquities and Treasure | British Museum", "The PAS is managed by the British Museum ...", "N/A"),
               ("https://archaeologydataservice.ac.uk/archives/view/staffshoard_2017/", "The Staffordshire Hoard: an Anglo-Saxon Treasure - ADS", "Digital archive of the research project, catalogue of 681 catalogue entries ...", "2019"),
               ("https://www.bbc.co.uk/news/uk-england-stoke-staffordshire-8272024", "Anglo-Saxon gold hoard found in Staffordshire - BBC News", "A metal detector enthusiast has found the largest haul of Anglo-Saxon gold ...", "Sep 24, 2009"),
               ("https://www.reddit.com/r/metaldetecting/comments/9sd0q2/how_do_i_search_the_pas_database/", "How do I search the PAS database? : r/metaldetecting", "Use the advanced search and filter by object type ...", "Oct 29, 2018"),
               ("https://finds.org.uk/counties/staffordshire", "Staffordshire | Portable Antiquities Scheme", "Finds Liaison Officer for Staffordshire and West Midlands ...", "N/A")),
        extract(q, "list of records, page 1", pas_page("Search results: staffordshire hoard", PAS[:10], 1, 24, 1, 3)),
        extract(q + "/page/2", "list of records, page 2", pas_page("Search results: staffordshire hoard", PAS[10:20], 11, 24, 2, 3)),
        m.add(pas_staffs_hoard_hits="24 records for 'staffordshire hoard' (3 pages of 10)", pas_first_record=f"{PAS[0][0]} (gold pommel)"),
        extract(q + "/objecttype/POMMEL", "pommels only", pas_page("Search results: staffordshire hoard · Pommel", pommels, 1, len(pommels), 1, 1)),
        m.update(pas_staffs_hoard_hits=f"24 records for 'staffordshire hoard'; {len(pommels)} of them with object type POMMEL"),
        search("Staffordshire Hoard found July 2009 Terry Herbert valued £3.285 million",
               ("https://en.wikipedia.org/wiki/Staffordshire_Hoard", "Staffordshire Hoard - Wikipedia", "Discovered 5 July 2009 by Terry Herbert ... valued at £3.285 million ...", "N/A"),
               ("https://www.theguardian.com/culture/2009/nov/26/staffordshire-hoard-valued", "Staffordshire hoard valued at £3.285m | The Guardian", "The treasure valuation committee put the figure on the hoard, to be split between finder and landowner ...", "Nov 26, 2009"),
               ("https://www.birminghammuseums.org.uk/collections/staffordshire-hoard", "The Staffordshire Hoard | Birmingham Museums", "See the hoard in the Staffordshire Hoard gallery at Birmingham Museum and Art Gallery ...", "N/A"),
               ("https://www.bbc.co.uk/news/uk-england-stoke-staffordshire-11930124", "Staffordshire Hoard saved for the nation - BBC News", "The £3.3m target has been reached ...", "Mar 23, 2010"),
               ("https://www.stokemuseums.org.uk/pmag/staffordshire-hoard/", "Staffordshire Hoard | Potteries Museum & Art Gallery", "A permanent display of hoard items in Stoke-on-Trent ...", "N/A"),
               ("https://www.smithsonianmag.com/history/staffordshire-hoard-anglo-saxon-treasure-180966917/", "The Staffordshire Hoard | Smithsonian", "Terry Herbert was sweeping a farmer's field in July 2009 ...", "Nov 2017"),
               ("https://www.nationalgeographic.com/history/article/staffordshire-hoard", "Anglo-Saxon Hoard - National Geographic", "More than 3,500 pieces of gold and silver ...", "N/A"),
               ("https://www.artfund.org/supporting-museums/art-weve-helped-buy/artwork/11247/staffordshire-hoard", "Staffordshire Hoard | Art Fund", "Art Fund led the campaign to raise £3.285m ...", "N/A"),
               ("https://www.lichfieldmercury.co.uk/news/local-news/staffordshire-hoard-10-years-on-3079456", "Staffordshire Hoard ten years on - Lichfield Mercury", "Ten years after Terry Herbert's find ...", "Jul 5, 2019"),
               ("https://www.reddit.com/r/AskHistorians/comments/3f9l1x/staffordshire_hoard_why_only_martial_items/", "Why is the Staffordshire hoard almost all martial items? : r/AskHistorians", "No dress items or coins, unlike most hoards ...", "Jul 31, 2015")),
        extract("https://en.wikipedia.org/wiki/Staffordshire_Hoard", "discovery date, finder, valuation, owners", STAFFS_WIKI),
        m.add(staffs_hoard_found="5 July 2009, Hammerwich near Lichfield, by Terry Herbert", staffs_hoard_value="£3.285m (Treasure Valuation Committee, Nov 2009)"),
        m.remove("pas_first_record"),
        m.all(),
    ]
    add(rs, 12, turns)


# ---------------------------------------------------------------------------------------------- 13 (bad, 8)
EMA_CASGEVY = """# Casgevy

exagamglogene autotemcel

**Authorised** · This medicine is authorised for use in the European Union.

## Overview

Casgevy is a medicine used to treat patients aged 12 years and older with:

- **transfusion-dependent beta thalassaemia**, a blood disorder in which patients need frequent blood transfusions;
- **severe sickle cell disease** with recurrent vaso-occlusive crises (VOCs).

It is used in patients for whom haematopoietic stem cell transplantation is appropriate and a human leukocyte antigen (HLA)-matched related donor is not available.

Casgevy is a gene therapy: it is made from the patient's own blood stem cells, which are edited with CRISPR/Cas9 at the erythroid-specific enhancer region of the BCL11A gene so that the cells produce fetal haemoglobin.

Casgevy has been given **'conditional authorisation'**. This means that there is more evidence to come about the medicine, which the company is required to provide.

## Product information

| Field | Value |
| --- | --- |
| Name | Casgevy |
| Agency product number | EMEA/H/C/005763 |
| Active substance | exagamglogene autotemcel |
| International non-proprietary name (INN) | exagamglogene autotemcel |
| Therapeutic area (MeSH) | beta-Thalassemia; Anemia, Sickle Cell |
| Anatomical therapeutic chemical (ATC) code | B06AX05 |
| Additional monitoring | yes |
| Conditional approval | yes |
| Advanced therapy (ATMP) | yes |
| PRIME: priority medicine | yes |
| Marketing authorisation holder | Vertex Pharmaceuticals (Ireland) Limited |
| Opinion adopted | 14/12/2023 |
| Date of issue of marketing authorisation valid throughout the European Union | 09/02/2024 |

## Authorisation details

The main studies: one study in patients with transfusion-dependent beta thalassaemia (CLIMB-111) and one in patients with severe sickle cell disease (CLIMB-121). In the thalassaemia study, 39 of 42 patients with sufficient follow-up did not need a transfusion for at least 12 months; in the sickle cell study, 28 of 29 evaluable patients had no severe VOCs for at least 12 months.

## Documents

- Casgevy : EPAR - Medicine overview (PDF/148.2 KB) · First published: 14/02/2024
- Casgevy : EPAR - Product information (PDF/1.1 MB) · Last updated: 19/12/2024
- Casgevy : EPAR - Public assessment report (PDF/3.9 MB) · First published: 14/02/2024
"""

CT_CLIMB121 = """# A Safety and Efficacy Study Evaluating CTX001 in Subjects With Severe Sickle Cell Disease

**ClinicalTrials.gov ID:** NCT03745287
**Sponsor:** Vertex Pharmaceuticals Incorporated
**Information provided by:** Vertex Pharmaceuticals Incorporated (Responsible Party)
**Last Update Posted:** 2024-11-05

## Study Overview

**Brief Summary:** This is a single-arm, open-label, multi-site, single-dose Phase 1/2/3 study in subjects with severe sickle cell disease (SCD). The study will evaluate the safety and efficacy of autologous CRISPR-Cas9 modified CD34+ human hematopoietic stem and progenitor cells (hHSPCs) using CTX001.

| Field | Value |
| --- | --- |
| Official Title | A Phase 1/2/3 Study of the Safety and Efficacy of a Single Dose of Autologous CRISPR-Cas9 Modified CD34+ Human Hematopoietic Stem and Progenitor Cells (CTX001) in Subjects With Severe Sickle Cell Disease |
| Acronym | CLIMB-121 |
| Other Study ID Numbers | CTX001-121; 2018-001320-19 (EudraCT) |
| Overall Status | Active, not recruiting |
| Study Start (Actual) | 2018-11-27 |
| Primary Completion (Estimated) | 2025-06 |
| Study Completion (Estimated) | 2025-08 |
| Enrollment (Actual) | 63 |
| Study Type | Interventional |
| Phase | Phase 2, Phase 3 |
| Intervention | Biological: CTX001 (exagamglogene autotemcel) |

## Outcome Measures

**Primary:** Proportion of subjects who have not experienced any severe vaso-occlusive crises for at least 12 consecutive months (VF12) [Time Frame: From 60 days after last RBC transfusion up to 24 months after CTX001 infusion]

**Secondary:** Proportion of subjects free from inpatient hospitalization for severe VOCs for at least 12 months (HF12); fetal hemoglobin concentration over time; engraftment; safety.

## Locations

United States (11 sites), Canada (1), Germany (1), Italy (1), United Kingdom (2), Belgium (1), France (1)
"""


def t13(rs: RowSet) -> None:
    m = Mem()
    epar = "https://www.ema.europa.eu/en/medicines/human/EPAR/casgevy"
    pivotal = "CLIMB-111 / NCT03655678 (transfusion-dependent beta thalassaemia); CLIMB-121 / NCT03745287 (severe sickle cell disease)"
    turns = [
        search("EMA Casgevy exagamglogene autotemcel EPAR conditional marketing authorisation",
               (epar, "Casgevy | European Medicines Agency (EMA)", "Casgevy is a medicine used to treat patients aged 12 years and older with transfusion-dependent beta thalassaemia or severe sickle cell disease ...", "N/A"),
               ("https://www.ema.europa.eu/en/news/first-gene-editing-therapy-treat-beta-thalassemia-severe-sickle-cell-disease", "First gene editing therapy to treat beta thalassemia and severe sickle cell disease | EMA", "EMA has recommended granting a conditional marketing authorisation for Casgevy ...", "Dec 15, 2023"),
               ("https://news.vrtx.com/news-releases/news-release-details/vertex-receives-ec-conditional-marketing-authorization-casgevy", "Vertex Receives European Commission Conditional Marketing Authorization for CASGEVY", "First CRISPR-based therapy authorized in the EU ...", "Feb 13, 2024"),
               ("https://en.wikipedia.org/wiki/Exagamglogene_autotemcel", "Exagamglogene autotemcel - Wikipedia", "Exagamglogene autotemcel, sold under the brand name Casgevy, is a gene therapy for sickle cell disease and beta thalassemia ...", "N/A"),
               ("https://ec.europa.eu/health/documents/community-register/html/h1787.htm", "Union Register of medicinal products - Casgevy", "EU/1/23/1787. Date of authorisation 09/02/2024 ...", "N/A"),
               ("https://www.gov.uk/government/news/mhra-authorises-world-first-gene-therapy-that-aims-to-cure-sickle-cell-disease-and-transfusion-dependent-thalassemia", "MHRA authorises world-first gene therapy | GOV.UK", "Casgevy authorised in the UK on 16 November 2023 ...", "Nov 16, 2023"),
               ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-gene-therapies-treat-patients-sickle-cell-disease", "FDA Approves First Gene Therapies to Treat Patients with Sickle Cell Disease", "Casgevy and Lyfgenia approved on December 8, 2023 ...", "Dec 8, 2023"),
               ("https://www.nature.com/articles/d41586-023-03590-6", "UK first to approve CRISPR treatment for diseases | Nature", "The approval of Casgevy marks a milestone for gene editing ...", "Nov 16, 2023"),
               ("https://www.crisprtx.com/about-us/press-releases-and-presentations/casgevy-ec-approval", "CRISPR Therapeutics: CASGEVY EU approval", "Conditional marketing authorization for patients 12 years and older ...", "Feb 13, 2024"),
               ("https://www.fiercepharma.com/pharma/vertex-crispr-casgevy-eu-approval", "Vertex, CRISPR's Casgevy wins EU nod - Fierce Pharma", "The European Commission grants conditional approval ...", "Feb 13, 2024")),
        extract(epar, "authorisation date, marketing authorisation holder, pivotal studies", EMA_CASGEVY),
        m.add(casgevy_ec_date="9 Feb 2024 (conditional MA, EU-wide)", casgevy_mah="Vertex Pharmaceuticals (Ireland) Limited",
              casgevy_trials="CLIMB-111 (TDT), CLIMB-121 (SCD)"),
        search("CLIMB-121 NCT03745287 exa-cel sickle cell trial status enrollment",
               ("https://clinicaltrials.gov/study/NCT03745287", "A Safety and Efficacy Study Evaluating CTX001 in Subjects With Severe Sickle Cell Disease | ClinicalTrials.gov", "NCT03745287. Phase 2, Phase 3. Active, not recruiting. Sponsor: Vertex Pharmaceuticals Incorporated ...", "N/A"),
               ("https://clinicaltrials.gov/study/NCT03655678", "A Safety and Efficacy Study Evaluating CTX001 in Subjects With Transfusion-Dependent β-Thalassemia | ClinicalTrials.gov", "NCT03655678 (CLIMB-111) ...", "N/A"),
               ("https://www.nejm.org/doi/full/10.1056/NEJMoa2309676", "Exagamglogene Autotemcel for Severe Sickle Cell Disease | NEJM", "Exa-cel infusion was followed by engraftment and increases in fetal hemoglobin in patients with severe sickle cell disease ...", "Apr 24, 2024"),
               ("https://www.clinicaltrialsregister.eu/ctr-search/trial/2018-001320-19/GB", "EU Clinical Trials Register - 2018-001320-19", "A Phase 1/2/3 Study ... CTX001 in Subjects With Severe Sickle Cell Disease ...", "N/A"),
               ("https://classic.clinicaltrials.gov/ct2/show/NCT03745287", "CTX001 in Severe Sickle Cell Disease - Full Text View", "Estimated enrollment ...", "N/A"),
               ("https://www.isrctn.com/search?q=CTX001", "ISRCTN search: CTX001", "No trials found in ISRCTN; see ClinicalTrials.gov ...", "N/A"),
               ("https://news.vrtx.com/news-releases/news-release-details/vertex-presents-positive-long-term-data-casgevy-eha-2024", "Vertex presents long-term CASGEVY data at EHA 2024", "Durable results in CLIMB-111 and CLIMB-121 ...", "Jun 14, 2024"),
               ("https://ashpublications.org/blood/article/142/Supplement%201/1052/", "Exa-cel in SCD: updated results | Blood (ASH 2023)", "Updated efficacy analysis of CLIMB-121 ...", "Nov 2, 2023"),
               ("https://www.sicklecelldisease.org/2023/12/08/casgevy/", "What Casgevy means for the SCD community - SCDAA", "Questions and answers about the trial and access ...", "Dec 8, 2023"),
               ("https://www.reddit.com/r/sicklecell/comments/18dx8mv/anyone_in_the_climb121_trial/", "Anyone in the CLIMB-121 trial? : r/sicklecell", "My brother was patient 14 ...", "Dec 8, 2023")),
        extract("https://clinicaltrials.gov/study/NCT03745287", "status, enrollment, primary outcome", CT_CLIMB121),
        m.add(casgevy_pivotal_trials=pivotal),
        m.remove("casgevy_trials"),
    ]
    bad = {"casgevy_ec_date": m.d["casgevy_ec_date"], "casgevy_mah": m.d["casgevy_mah"], "casgevy_trials": pivotal}
    turns.append((call("dict_memory", operation="retrieve_all"),
                   f"All items in memory ({len(bad)}):\n" + json.dumps(bad, indent=2, ensure_ascii=False)))
    turns += [
        search("NICE exagamglogene autotemcel sickle cell disease recommendation January 2025",
               ("https://www.nice.org.uk/guidance/ta1044", "Exagamglogene autotemcel for treating severe sickle cell disease in people 12 years and over | NICE", "Exagamglogene autotemcel is recommended, within its marketing authorisation, only if it is used within a managed access agreement ...", "Jan 31, 2025"),
               ("https://www.nice.org.uk/news/articles/nice-recommends-exa-cel-sickle-cell", "Exa-cel recommended for sickle cell disease | NICE", "Around 50 people a year are expected to be eligible ...", "Jan 31, 2025"),
               ("https://www.england.nhs.uk/2025/01/nhs-to-roll-out-gene-therapy-sickle-cell/", "NHS to roll out life-changing gene therapy for sickle cell disease", "NHS England has agreed a confidential deal with Vertex ...", "Jan 31, 2025"),
               ("https://www.nice.org.uk/guidance/ta1003", "Exagamglogene autotemcel for treating transfusion-dependent beta-thalassaemia | NICE", "Recommended within a managed access agreement (August 2024) ...", "Aug 8, 2024"),
               ("https://www.bbc.co.uk/news/articles/c3e3q9jx8vvo", "Sickle cell gene therapy approved for NHS use - BBC News", "The treatment costs about £1.65m per patient at list price ...", "Jan 31, 2025"),
               ("https://www.theguardian.com/society/2025/jan/31/sickle-cell-gene-therapy-nhs", "Sickle cell gene-editing therapy approved for NHS | The Guardian", "Deal follows earlier rejection in draft guidance ...", "Jan 31, 2025"),
               ("https://www.sicklecellsociety.org/exa-cel-nice-decision/", "Sickle Cell Society welcomes NICE decision on exa-cel", "A historic moment for the sickle cell community ...", "Jan 31, 2025"),
               ("https://news.vrtx.com/news-releases/news-release-details/vertex-nhs-england-agreement-casgevy-scd", "Vertex and NHS England reach agreement on CASGEVY for SCD", "Eligible patients in England can now access CASGEVY ...", "Jan 31, 2025"),
               ("https://pharmaphorum.com/news/nice-backs-vertexs-casgevy-sickle-cell", "NICE backs Vertex's Casgevy for sickle cell - pharmaphorum", "U-turn after a draft rejection in 2024 ...", "Jan 31, 2025"),
               ("https://www.reddit.com/r/sicklecell/comments/1ieo0zp/nice_approves_casgevy/", "NICE approves Casgevy! : r/sicklecell", "Finally in England ...", "Jan 31, 2025")),
        m.add(casgevy_nice_scd="recommended within managed access agreement, 31 Jan 2025 (TDT: Aug 2024)"),
        m.get("casgevy_ec_date"),
    ]
    add(rs, 13, turns, 8, "the memory lists the pivotal-trials value under the old key casgevy_trials, which was removed after it was re-added as casgevy_pivotal_trials, and casgevy_pivotal_trials is missing")


# ---------------------------------------------------------------------------------------------- 14 (clean)
XBOX_WIRE = """# Welcoming Activision Blizzard King to Team Xbox

Phil Spencer, CEO, Microsoft Gaming · October 13, 2023

Today, we officially welcome Activision Blizzard King to Team Xbox. Together, we will create stories and experiences that bring players together, in ways that are respectful, fun, and welcoming for all. From Call of Duty, World of Warcraft and Candy Crush to Overwatch, Diablo and Crash Bandicoot, these franchises join our studios at Bethesda and Xbox Game Studios.

## The deal

| Item | Detail |
| --- | --- |
| Announced | January 18, 2022 |
| Price | $95.00 per share, all cash |
| Transaction value at announcement | $68.7 billion, inclusive of Activision Blizzard's net cash |
| Closed | October 13, 2023 |
| Regulatory path | Restructured deal cleared by the UK CMA on October 13, 2023, with cloud streaming rights outside the EEA sold to Ubisoft |

> "Gaming is the most dynamic and exciting category in entertainment across all platforms today," said Satya Nadella at the time of the announcement.

## What happens next

Activision Blizzard King will keep operating its studios; games will come to Game Pass over time, beginning with titles from the Activision catalog in 2024. Bobby Kotick will remain CEO of Activision Blizzard until December 29, 2023, reporting to Phil Spencer.
"""


def msft_pr(q: str, date: str, ended: str, rev: str, revg: str, op: str, opg: str, ni: str, nig: str, eps: str, epsg: str,
            pbp: str, ic: str, mpc: str, xbox: str, azure: str) -> str:
    return f"""# Microsoft Cloud strength drives {q} results

REDMOND, Wash. — {date} — Microsoft Corp. today announced the following results for the quarter ended {ended}, as compared to the corresponding period of last fiscal year:

- Revenue was **{rev}** and increased {revg}
- Operating income was {op} and increased {opg}
- Net income was {ni} and increased {nig}
- Diluted earnings per share was {eps} and increased {epsg}

## Business Highlights

| Segment | Revenue | Growth |
| --- | --- | --- |
| Productivity and Business Processes | {pbp} | |
| Intelligent Cloud | {ic} | Azure and other cloud services revenue growth {azure} |
| More Personal Computing | {mpc} | |

More Personal Computing:
- Xbox content and services revenue increased {xbox}
- Windows OEM and Devices revenue results are discussed in the earnings call

Microsoft returned capital to shareholders in the form of share repurchases and dividends during the quarter.

## Non-GAAP

The results above are presented on a GAAP basis; the quarter includes the impact of the Activision Blizzard acquisition completed October 13, 2023 (purchase accounting adjustments, integration and transaction-related expenses).

Investor Relations: https://www.microsoft.com/en-us/investor · Webcast: https://www.microsoft.com/en-us/investor/events
"""


def t14(rs: RowSet) -> None:
    m = Mem()
    q2 = "https://www.microsoft.com/en-us/investor/earnings/fy-2024-q2/press-release-webcast"
    q3 = "https://www.microsoft.com/en-us/investor/earnings/fy-2024-q3/press-release-webcast"
    turns = [
        search("Microsoft completes Activision Blizzard acquisition October 13 2023 $68.7 billion",
               ("https://news.xbox.com/en-us/2023/10/13/welcoming-activision-blizzard-king-to-team-xbox/", "Welcoming Activision Blizzard King to Team Xbox - Xbox Wire", "Today, we officially welcome Activision Blizzard King to Team Xbox ...", "Oct 13, 2023"),
               ("https://news.microsoft.com/2022/01/18/microsoft-to-acquire-activision-blizzard-to-bring-the-joy-and-community-of-gaming-to-everyone-across-every-device/", "Microsoft to acquire Activision Blizzard - Stories", "Microsoft will acquire Activision Blizzard for $95.00 per share, in an all-cash transaction valued at $68.7 billion, inclusive of Activision Blizzard's net cash ...", "Jan 18, 2022"),
               ("https://www.gov.uk/government/news/microsoft-activision-deal-prevents-cloud-gaming-competition-being-harmed", "CMA clears Microsoft / Activision restructured deal - GOV.UK", "Microsoft's restructured deal to buy Activision has been approved ...", "Oct 13, 2023"),
               ("https://www.reuters.com/technology/microsoft-closes-69-billion-activision-deal-after-uk-approval-2023-10-13/", "Microsoft closes $69 billion Activision deal after UK approval | Reuters", "Microsoft completed its acquisition after Britain's competition regulator approved it ...", "Oct 13, 2023"),
               ("https://en.wikipedia.org/wiki/Acquisition_of_Activision_Blizzard_by_Microsoft", "Acquisition of Activision Blizzard by Microsoft - Wikipedia", "The acquisition was completed on October 13, 2023 ...", "N/A"),
               ("https://www.theverge.com/2023/10/13/23791235/microsoft-activision-blizzard-acquisition-complete-finalized", "Microsoft officially owns Activision Blizzard - The Verge", "The largest acquisition in gaming history is done ...", "Oct 13, 2023"),
               ("https://www.ftc.gov/legal-library/browse/cases-proceedings/2210077-microsoftactivision-blizzard-matter", "Microsoft/Activision Blizzard, In the Matter of | FTC", "Administrative complaint filed December 8, 2022 ...", "N/A"),
               ("https://www.ubisoft.com/en-us/company/about-us/news/ubisoft-cloud-streaming-rights-activision", "Ubisoft acquires cloud streaming rights for Activision Blizzard games", "Rights for current and new Activision Blizzard PC and console games outside the EEA for 15 years ...", "Aug 22, 2023"),
               ("https://www.bloomberg.com/news/articles/2023-10-13/microsoft-completes-activision-deal", "Microsoft Completes $69 Billion Activision Deal - Bloomberg", "Deal closes after 21 months of regulatory review ...", "Oct 13, 2023"),
               ("https://www.reddit.com/r/xbox/comments/176xr5n/microsoft_officially_owns_activision_blizzard/", "Microsoft officially owns Activision Blizzard : r/xbox", "When does Call of Duty come to Game Pass? ...", "Oct 13, 2023")),
        extract("https://news.xbox.com/en-us/2023/10/13/welcoming-activision-blizzard-king-to-team-xbox/", "closing date, price per share, deal value", XBOX_WIRE),
        m.add(atvi_close_date="13 Oct 2023", atvi_price="$95.00 per share, all cash", atvi_value="$68.7B (announced value, incl. ATVI net cash)",
              todo_fy24q2="find Xbox content & services growth and Activision contribution in FY24 Q2"),
        search("Microsoft FY24 Q2 earnings Xbox content and services 61% Activision net impact",
               (q2, "FY24 Q2 Press Release - Investor Relations - Microsoft", "Revenue was $62.0 billion and increased 18% ... Xbox content and services revenue increased 61% ...", "Jan 30, 2024"),
               ("https://www.microsoft.com/en-us/investor/earnings/fy-2024-q2/performance", "FY24 Q2 Performance - Microsoft Investor Relations", "Segment revenue and operating income ...", "Jan 30, 2024"),
               ("https://www.theverge.com/2024/1/30/24056014/microsoft-xbox-revenue-activision-blizzard-q2-2024-earnings", "Xbox revenue jumps thanks to Activision Blizzard - The Verge", "Xbox content and services revenue increased 61 percent, with 55 points from the Activision acquisition ...", "Jan 30, 2024"),
               ("https://www.cnbc.com/2024/01/30/microsoft-msft-q2-earnings-report-2024.html", "Microsoft earnings beat estimates - CNBC", "EPS $2.93 vs. $2.78 expected; revenue $62.02 billion vs. $61.12 billion expected ...", "Jan 30, 2024"),
               ("https://www.gamesindustry.biz/microsoft-gaming-revenue-q2-fy24-activision", "Microsoft gaming revenue up 49% after Activision deal | GamesIndustry.biz", "Gaming revenue grew 49% year-on-year ...", "Jan 31, 2024"),
               ("https://www.sec.gov/Archives/edgar/data/789019/000095017024008814/msft-20231231.htm", "Microsoft Form 10-Q for the quarter ended December 31, 2023", "Business combinations: Activision Blizzard, Inc. ...", "Jan 30, 2024"),
               ("https://www.reuters.com/technology/microsoft-beats-quarterly-revenue-estimates-ai-demand-2024-01-30/", "Microsoft beats revenue estimates on AI demand | Reuters", "Azure and other cloud services grew 30% ...", "Jan 30, 2024"),
               ("https://seekingalpha.com/article/4665443-microsoft-corporation-msft-q2-2024-earnings-call-transcript", "Microsoft Q2 2024 Earnings Call Transcript | Seeking Alpha", "Amy Hood: Xbox content and services revenue increased 61% ...", "Jan 30, 2024"),
               ("https://www.reddit.com/r/xbox/comments/1aezz7q/microsoft_q2_fy24_xbox_content_and_services_up_61/", "Microsoft Q2 FY24: Xbox content and services up 61% : r/xbox", "Hardware down 9% ...", "Jan 30, 2024"),
               ("https://www.windowscentral.com/gaming/xbox/xbox-earnings-q2-fy24", "Xbox earnings Q2 FY24 - Windows Central", "Activision adds 55 points of growth ...", "Jan 30, 2024")),
        extract(q2, "headline results and Xbox content and services growth",
                msft_pr("second quarter", "January 30, 2024", "December 31, 2023", "$62.0 billion", "18% (up 16% in constant currency)",
                        "$27.0 billion", "33% (up 31% in constant currency)", "$21.9 billion", "33% (up 31% in constant currency)",
                        "$2.93", "33% (up 31% in constant currency)", "$19.2 billion (up 13%)", "$25.9 billion (up 20%)",
                        "$16.9 billion (up 19%)", "61% (up 60% in constant currency) with 55 points of net impact from the Activision acquisition", "30%")),
        m.add(msft_fy24q2_revenue="$62.0B (quarter ended 31 Dec 2023), net income $21.9B, EPS $2.93",
              msft_fy24q2_xbox_cs="+61% YoY, incl. 55 pts net impact from Activision"),
        extract(q3, "headline results and Xbox content and services growth",
                msft_pr("third quarter", "April 25, 2024", "March 31, 2024", "$61.9 billion", "17% (up 17% in constant currency)",
                        "$27.6 billion", "23% (up 23% in constant currency)", "$21.9 billion", "20% (up 20% in constant currency)",
                        "$2.94", "20% (up 20% in constant currency)", "$19.6 billion (up 12%)", "$26.7 billion (up 21%)",
                        "$15.6 billion (up 17%)", "62% (up 61% in constant currency) with 61 points of net impact from the Activision acquisition", "31%")),
        m.add(msft_fy24q3_revenue="$61.9B (quarter ended 31 Mar 2024), net income $21.9B, EPS $2.94",
              msft_fy24q3_xbox_cs="+62% YoY, incl. 61 pts net impact from Activision"),
        search("Microsoft 10-Q Activision Blizzard total purchase price $75.4 billion",
               ("https://www.sec.gov/Archives/edgar/data/789019/000095017024008814/msft-20231231.htm", "msft-20231231 - 10-Q - SEC.gov", "On October 13, 2023, we completed our acquisition of Activision Blizzard, Inc. for a total purchase price of $75.4 billion, consisting primarily of cash ...", "Jan 30, 2024"),
               ("https://www.microsoft.com/en-us/investor/sec-filings", "SEC Filings - Microsoft Investor Relations", "10-Q for the quarter ended December 31, 2023 ...", "N/A"),
               ("https://www.gamesindustry.biz/microsoft-paid-754bn-for-activision-blizzard", "Microsoft paid $75.4bn for Activision Blizzard, filing shows | GamesIndustry.biz", "Higher than the $68.7bn announced in 2022, which was net of Activision's cash ...", "Jan 31, 2024"),
               ("https://en.wikipedia.org/wiki/Acquisition_of_Activision_Blizzard_by_Microsoft", "Acquisition of Activision Blizzard by Microsoft - Wikipedia", "The final purchase price recorded was $75.4 billion ...", "N/A"),
               ("https://www.reuters.com/technology/microsoft-activision-goodwill-2024-01-30/", "Microsoft books $50.9 bln goodwill on Activision | Reuters", "Goodwill and intangible assets from the deal ...", "Jan 30, 2024"),
               ("https://www.theverge.com/2024/1/30/activision-blizzard-purchase-price", "Microsoft's final Activision bill: $75.4 billion - The Verge", "The figure includes cash acquired ...", "Jan 30, 2024"),
               ("https://www.axios.com/2024/01/31/microsoft-activision-price", "Microsoft's Activision price tag - Axios", "The $68.7 billion headline figure was net of Activision's cash pile ...", "Jan 31, 2024"),
               ("https://www.investopedia.com/microsoft-activision-deal-explained-7566031", "Microsoft-Activision Deal Explained - Investopedia", "The all-cash deal at $95 per share ...", "Oct 16, 2023"),
               ("https://www.reddit.com/r/stocks/comments/1aeyq6o/msft_10q_activision_754b/", "MSFT 10-Q: Activision $75.4B : r/stocks", "Why is it higher than 68.7? Net cash ...", "Jan 31, 2024"),
               ("https://www.fool.com/investing/2024/02/01/microsoft-activision-accounting/", "What Microsoft's Activision accounting tells investors | The Motley Fool", "Purchase price allocation ...", "Feb 1, 2024")),
        m.update(atvi_value="$68.7B announced Jan 2022 (net of ATVI cash); $75.4B total purchase price per FY24 Q2 10-Q"),
        m.remove("todo_fy24q2"),
        m.all(),
    ]
    add(rs, 14, turns)


# ---------------------------------------------------------------------------------------------- 15 (bad, 6)
def newlyn_series() -> dict[int, int]:
    x, out = 20240202, {}
    for y in range(1915, 2024):
        x = (1103515245 * x + 12345) % 2 ** 31
        out[y] = round(6955 + 1.8 * (y - 1915) + (x % 61) - 30)
    return out


NEWLYN = newlyn_series()


def rlr_file(vals: dict[int, int]) -> str:
    return "\n".join(f"{y:4d};{v:6d};N;000" for y, v in vals.items())


PSMSL_STATION = """# Newlyn

| Field | Value |
| --- | --- |
| Station ID | 202 |
| Latitude | 50.103 |
| Longitude | -5.543 |
| GLOSS ID | 241 |
| Country | United Kingdom |
| Time span of data | 1915 – 2023 |
| Completeness (%) | 100 |
| Frequency | Monthly and annual |
| Coastline code | 170 |
| Station code | 161 |
| Date of last update | 05 Apr 2024 |

## Data

- Monthly RLR data: https://psmsl.org/data/obtaining/rlr.monthly.data/202.rlrdata
- Annual RLR data: https://psmsl.org/data/obtaining/rlr.annual.data/202.rlrdata
- Metric data: https://psmsl.org/data/obtaining/met.monthly.data/202.metdata

## RLR information

The Revised Local Reference (RLR) datum at Newlyn is defined to be approximately 7,000 mm below mean sea level, to avoid negative numbers in the resulting RLR monthly and annual mean values. Data are supplied by the National Oceanography Centre (British Oceanographic Data Centre).

## File format

Each line: `year; mean sea level (mm); missing-days flag; flag for attention`. Missing years are given the value -99999.
"""


def t15(rs: RowSet) -> None:
    m = Mem()
    rlr = "https://psmsl.org/data/obtaining/rlr.annual.data/202.rlrdata"
    good = rlr_file(NEWLYN)
    v1990 = NEWLYN[1990]
    line = f"1990;{v1990:6d};N;000"
    bad = swap(good, line, f"1990;{v1990 - 27:6d};N;000")
    turns = [
        search("PSMSL Newlyn station 202 annual mean sea level RLR data",
               ("https://psmsl.org/data/obtaining/stations/202.php", "PSMSL: Newlyn", "Station ID 202. Latitude 50.103, Longitude -5.543. Time span of data 1915 – 2023 ...", "N/A"),
               (rlr, "202.rlrdata", "1915; ... annual RLR mean sea level values for Newlyn ...", "N/A"),
               ("https://psmsl.org/data/obtaining/", "Obtaining tide gauge data | PSMSL", "Data for over 2000 tide gauges are available as monthly and annual means ...", "N/A"),
               ("https://psmsl.org/data/obtaining/notes.php", "Notes on RLR data format | PSMSL", "Annual files: year; value; missing-days flag; flag for attention ...", "N/A"),
               ("https://ntslf.org/tgi/portinfo?port=Newlyn", "Newlyn | National Tidal and Sea Level Facility", "Newlyn tide gauge, Cornwall; the datum for Ordnance Datum Newlyn ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Ordnance_datum", "Ordnance datum - Wikipedia", "Ordnance Datum Newlyn is the mean sea level measured at Newlyn between 1915 and 1921 ...", "N/A"),
               ("https://www.bodc.ac.uk/data/hosted_data_systems/sea_level/uk_tide_gauge_network/", "UK Tide Gauge Network | BODC", "Processed data from the UK National Tide Gauge Network ...", "N/A"),
               ("https://tidesandcurrents.noaa.gov/sltrends/sltrends_station.shtml?id=170-161", "Relative Sea Level Trend 170-161 Newlyn, United Kingdom | NOAA", "The relative sea level trend is 1.85 mm/year ...", "N/A"),
               ("https://www.historicengland.org.uk/listing/the-list/list-entry/1393482", "Newlyn Tidal Observatory | Historic England", "Grade II listed tidal observatory at the end of the South Pier ...", "N/A"),
               ("https://www.reddit.com/r/geography/comments/xk1p3h/newlyn_sea_level_record/", "Newlyn sea level record : r/geography", "The PSMSL annual file starts in 1915 ...", "Sep 21, 2022")),
        extract("https://psmsl.org/data/obtaining/stations/202.php", "station metadata and data links", PSMSL_STATION),
        extract(rlr, "annual mean sea level values", good),
        m.add(newlyn_id="PSMSL 202", newlyn_1990_msl_mm=f"{v1990} mm (RLR)", newlyn_2023_msl_mm=f"{NEWLYN[2023]} mm (RLR)"),
        search("Newlyn tide gauge sea level rise trend mm per year since 1915",
               ("https://tidesandcurrents.noaa.gov/sltrends/sltrends_station.shtml?id=170-161", "Relative Sea Level Trend 170-161 Newlyn | NOAA Tides & Currents", "1.85 +/- 0.1 mm/yr based on monthly mean sea level data from 1915 to 2023 ...", "N/A"),
               ("https://www.metoffice.gov.uk/research/climate/maps-and-data/uk-climate-extremes/sea-level", "UK sea level rise | Met Office", "Sea level around the UK has risen by about 16 cm since the start of the 20th century ...", "N/A"),
               ("https://os.copernicus.org/articles/14/1037/2018/", "Araújo and Pugh: Sea levels at Newlyn 1915–2016 | Ocean Science", "Analysis of the 100-year Newlyn record ...", "2018"),
               ("https://noc.ac.uk/news/newlyn-100-years-sea-level", "100 years of sea level measurement at Newlyn | NOC", "The rate over the last 30 years is higher than the century average ...", "Apr 30, 2015"),
               ("https://psmsl.org/products/trends/", "PSMSL: Relative sea level trends", "Linear trends for stations with at least 40 years of data ...", "N/A"),
               ("https://www.ukclimateprojections.metoffice.gov.uk/sea-level", "UKCP18 sea level projections", "Projected sea level rise at Newlyn by 2100 ...", "N/A"),
               ("https://www.bbc.co.uk/news/science-environment-32514436", "Newlyn sea level: a century of records - BBC News", "The gauge has recorded a rise of about 20 cm ...", "Apr 30, 2015"),
               ("https://www.carbonbrief.org/uk-sea-level-rise-newlyn/", "UK sea level rise accelerating - Carbon Brief", "Newlyn shows acceleration since the 1990s ...", "Aug 12, 2019"),
               ("https://climate.copernicus.eu/sea-level", "Sea level | Copernicus", "Global mean sea level has risen by about 3.3 mm per year since 1993 ...", "N/A"),
               ("https://www.reddit.com/r/climate/comments/12r9bq4/newlyn_tide_gauge_100_years/", "Newlyn tide gauge 100 years : r/climate", "Graph of the PSMSL annual data ...", "Apr 19, 2023")),
        extract(rlr, "values for 1985-1995", bad),
        m.add(newlyn_trend="about +1.85 mm/yr, 1915–2023 (NOAA from PSMSL monthly data)"),
        search("NOAA relative sea level trend Newlyn 170-161",
               ("https://tidesandcurrents.noaa.gov/sltrends/sltrends_station.shtml?id=170-161", "Relative Sea Level Trend 170-161 Newlyn, United Kingdom", "The relative sea level trend is 1.85 millimeters/year with a 95% confidence interval of +/- 0.10 mm/yr ...", "N/A"),
               ("https://tidesandcurrents.noaa.gov/sltrends/sltrends_global.html", "Global Sea Level Trends - NOAA", "Trends for stations outside the United States, from PSMSL data ...", "N/A"),
               ("https://tidesandcurrents.noaa.gov/sltrends/faq.html", "Sea Level Trends FAQ - NOAA", "Non-US trends are computed from PSMSL monthly RLR data ...", "N/A"),
               ("https://psmsl.org/data/obtaining/stations/202.php", "PSMSL: Newlyn", "Station ID 202 ...", "N/A"),
               ("https://tidesandcurrents.noaa.gov/sltrends/sltrends_station.shtml?id=190-091", "Relative Sea Level Trend 190-091 Brest, France | NOAA", "1.00 mm/yr since 1807 ...", "N/A"),
               ("https://www.ntslf.org/data/uk-network-real-time", "UK tide gauge network real-time data - NTSLF", "Newlyn live tide levels ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Newlyn", "Newlyn - Wikipedia", "Newlyn is a town and fishing port in south-west Cornwall ...", "N/A"),
               ("https://www.tidetimes.org.uk/newlyn-tide-times", "Newlyn Tide Times - tidetimes.org.uk", "High and low tide times for Newlyn ...", "N/A"),
               ("https://www.sciencedirect.com/science/article/pii/S0278434318301237", "Sea level trends at UK tide gauges - Continental Shelf Research", "Vertical land movement at Newlyn ...", "2019"),
               ("https://www.reddit.com/r/AskScienceDiscussion/comments/tgy0a9/why_does_noaa_list_uk_tide_gauges/", "Why does NOAA list UK tide gauges? : r/AskScienceDiscussion", "They compute trends for PSMSL stations worldwide ...", "Mar 18, 2022")),
        m.get("newlyn_1990_msl_mm", "newlyn_2023_msl_mm"),
    ]
    add(rs, 15, turns, 6, f"the re-fetched Newlyn annual file gives 1990 as {v1990 - 27} mm where the same file earlier read {v1990} mm")


# ---------------------------------------------------------------------------------------------- 16 (bad, 10)
ARXIV_ATT = """# Computer Science > Computation and Language

**arXiv:1706.03762** (cs)

[Submitted on 12 Jun 2017 (v1), last revised 2 Aug 2023 (this version, v7)]

# Title: Attention Is All You Need

Authors: Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin

> Abstract: The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles by over 2 BLEU. On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.8 after training for 3.5 days on eight GPUs, a small fraction of the training costs of the best models from the literature. We show that the Transformer generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.

| | |
| --- | --- |
| Comments | 15 pages, 5 figures |
| Subjects | Computation and Language (cs.CL); Machine Learning (cs.LG) |
| Cite as | arXiv:1706.03762 [cs.CL] (or arXiv:1706.03762v7 [cs.CL] for this version) |
| DOI | https://doi.org/10.48550/arXiv.1706.03762 |

## Submission history

From: Llion Jones [view email]

- [v1] Mon, 12 Jun 2017 17:57:34 UTC (1,102 KB)
- [v2] Mon, 19 Jun 2017 16:49:45 UTC (1,125 KB)
- [v3] Tue, 20 Jun 2017 05:20:02 UTC (1,125 KB)
- [v4] Fri, 30 Jun 2017 17:29:30 UTC (1,124 KB)
- [v5] Wed, 6 Dec 2017 03:30:32 UTC (1,124 KB)
- [v6] Mon, 24 Jul 2023 00:48:54 UTC (1,124 KB)
- [v7] Wed, 2 Aug 2023 00:41:18 UTC (1,124 KB)

Full-text links: View PDF · HTML (experimental) · TeX Source · Other Formats
"""

NIPS_ATT = """# Attention is All you Need

Part of **Advances in Neural Information Processing Systems 30 (NIPS 2017)**

Bibtex · Metadata · Paper · Reviews

**Authors:** Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Łukasz Kaiser, Illia Polosukhin

## Abstract

The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder and decoder configuration. The best performing such models also connect the encoder and decoder through an attentionm echanisms. We propose a novel, simple network architecture based solely onan attention mechanism, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. ...

## Bibtex

```
@inproceedings{NIPS2017_3f5ee243,
 author = {Vaswani, Ashish and Shazeer, Noam and Parmar, Niki and Uszkoreit, Jakob and Jones, Llion and Gomez, Aidan N and Kaiser, \\L ukasz and Polosukhin, Illia},
 booktitle = {Advances in Neural Information Processing Systems},
 editor = {I. Guyon and U. Von Luxburg and S. Bengio and H. Wallach and R. Fergus and S. Vishwanathan and R. Garnett},
 pages = {5998--6008},
 publisher = {Curran Associates, Inc.},
 title = {Attention is All you Need},
 volume = {30},
 year = {2017}
}
```
"""

S2_ATT = """# Attention is All you Need | Semantic Scholar

**Ashish Vaswani, Noam M. Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin**

Published in Neural Information Processing Systems · 12 June 2017 · Computer Science

| Metric | Value |
| --- | --- |
| Citations | 153,418 |
| Highly Influential Citations | 17,902 |
| References | 41 |
| Corpus ID | 13756489 |

TLDR: A new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely is proposed, which generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.

## Citation intent

| Intent | Count |
| --- | --- |
| Background | 88,204 |
| Methods | 41,377 |
| Results | 2,913 |

## Topics

Transformer · Sequence transduction · BLEU · Machine translation · Self-attention
"""


def t16(rs: RowSet) -> None:
    m = Mem()
    abs_url = "https://arxiv.org/abs/1706.03762"
    s2 = "https://www.semanticscholar.org/paper/Attention-is-All-you-Need-Vaswani-Shazeer/204e3073870fae3d05bcbc2f6a8e263d9b72e776"
    nips = "https://papers.nips.cc/paper_files/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html"
    turns = [
        search("Attention Is All You Need arXiv 1706.03762",
               (abs_url, "[1706.03762] Attention Is All You Need - arXiv", "The dominant sequence transduction models are based on complex recurrent or convolutional neural networks ... Comments: 15 pages, 5 figures ...", "Jun 12, 2017"),
               ("https://arxiv.org/pdf/1706.03762", "arXiv:1706.03762v7 [cs.CL] 2 Aug 2023 (PDF)", "Provided proper attribution is provided, Google hereby grants permission to reproduce the tables and figures in this paper ...", "Aug 2, 2023"),
               (nips, "Attention is All you Need - NIPS papers", "Part of Advances in Neural Information Processing Systems 30 (NIPS 2017) ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia", "\"Attention Is All You Need\" is a 2017 landmark research paper in machine learning authored by eight scientists working at Google ...", "N/A"),
               (s2, "Attention is All you Need | Semantic Scholar", "A new simple network architecture, the Transformer ... Citations ...", "N/A"),
               ("https://paperswithcode.com/paper/attention-is-all-you-need", "Attention Is All You Need | Papers With Code", "Transformer implementations in PyTorch and TensorFlow ...", "N/A"),
               ("https://research.google/pubs/attention-is-all-you-need/", "Attention is All you Need - Google Research", "NIPS 2017 ...", "N/A"),
               ("https://www.wired.com/story/eight-google-employees-invented-modern-ai-transformers-paper/", "8 Google Employees Invented Modern AI. Here's the Inside Story | WIRED", "They met by chance, got hooked on an idea, and wrote the Transformers paper ...", "Mar 20, 2024"),
               ("https://jalammar.github.io/illustrated-transformer/", "The Illustrated Transformer - Jay Alammar", "A visual walkthrough of the model from the paper ...", "Jun 27, 2018"),
               ("https://www.reddit.com/r/MachineLearning/comments/6gwqiw/r_170603762_attention_is_all_you_need_sota_nmt/", "[R] 1706.03762 Attention Is All You Need : r/MachineLearning", "SOTA NMT with no recurrence ...", "Jun 13, 2017")),
        extract(abs_url, "authors, comments, version history", ARXIV_ATT),
        m.add(transformer_arxiv="1706.03762 (cs.CL)", transformer_authors="8 (Vaswani et al.)",
              transformer_versions="7 versions: v1 12 Jun 2017 ... v7 2 Aug 2023", transformer_comments="15 pages, 5 figures"),
        search("Attention is All you Need NIPS 2017 proceedings pages 5998-6008",
               (nips, "Attention is All you Need - NIPS papers", "Advances in Neural Information Processing Systems 30 (NIPS 2017) ... pages 5998--6008 ...", "N/A"),
               ("https://proceedings.neurips.cc/paper/2017/file/3f5ee243547dee91fbd053c1c4a845aa-Paper.pdf", "Attention is All you Need (PDF) - NeurIPS Proceedings", "31st Conference on Neural Information Processing Systems (NIPS 2017), Long Beach, CA, USA ...", "N/A"),
               ("https://dblp.org/rec/conf/nips/VaswaniSPUJGKP17.html", "dblp: Attention is All you Need", "NIPS 2017: 5998-6008 ...", "N/A"),
               ("https://dl.acm.org/doi/10.5555/3295222.3295349", "Attention is all you need | Proceedings of NIPS'17 - ACM DL", "NIPS'17: Proceedings of the 31st International Conference on Neural Information Processing Systems ...", "N/A"),
               ("https://scholar.google.com/scholar?cluster=2960712678066186980", "Attention is all you need - Google Scholar", "A Vaswani, N Shazeer, N Parmar ... Advances in neural information processing systems 30 ...", "N/A"),
               ("https://neurips.cc/Conferences/2017/Schedule?showEvent=9081", "NIPS 2017 Schedule: Attention is All you Need", "Poster, Mon Dec 4th ...", "N/A"),
               ("https://openreview.net/forum?id=rk3b0XWuVr", "Attention is All you Need | OpenReview", "Imported from NeurIPS proceedings ...", "N/A"),
               ("https://www.semanticscholar.org/venue?name=Neural%20Information%20Processing%20Systems", "Neural Information Processing Systems | Semantic Scholar", "Top papers ...", "N/A"),
               ("https://stackoverflow.com/questions/61187520/how-to-cite-attention-is-all-you-need", "How to cite Attention Is All You Need - Stack Overflow", "Use the NeurIPS BibTeX, not arXiv ...", "Apr 13, 2020"),
               ("https://www.reddit.com/r/LaTeX/comments/ko8q3x/citing_nips_papers_page_numbers/", "Citing NIPS papers page numbers : r/LaTeX", "The 5998-6008 numbering comes from the Curran volume ...", "Jan 1, 2021")),
        extract(nips, "venue, page numbers, bibtex", NIPS_ATT),
        m.add(transformer_venue="NIPS 2017 (Advances in NeurIPS 30), pp. 5998–6008, Curran Associates"),
        search("Semantic Scholar Attention Is All You Need citations highly influential",
               (s2, "Attention is All you Need | Semantic Scholar", "Corpus ID: 13756489 ... Highly Influential Citations ...", "N/A"),
               ("https://api.semanticscholar.org/graph/v1/paper/arXiv:1706.03762?fields=citationCount", "Semantic Scholar API: arXiv:1706.03762", "{\"paperId\": \"204e3073870fae3d05bcbc2f6a8e263d9b72e776\", \"citationCount\": ...}", "N/A"),
               ("https://www.semanticscholar.org/product/api", "Semantic Scholar Academic Graph API", "Fields: citationCount, influentialCitationCount, referenceCount ...", "N/A"),
               ("https://www.nature.com/articles/d41586-025-01125-9", "Exclusive: the most-cited papers of the twenty-first century | Nature", "Attention Is All You Need ranks seventh ...", "Apr 15, 2025"),
               ("https://scholar.google.com/citations?user=oR9sCGYAAAAJ", "Ashish Vaswani - Google Scholar", "Attention is all you need, cited by ...", "N/A"),
               ("https://www.semanticscholar.org/faq#influential-citations", "What are highly influential citations? - Semantic Scholar FAQ", "Citations where the cited paper has a significant impact on the citing paper ...", "N/A"),
               ("https://openalex.org/works/W2963403868", "Attention Is All You Need | OpenAlex", "Cited by ...", "N/A"),
               ("https://www.connectedpapers.com/main/204e3073870fae3d05bcbc2f6a8e263d9b72e776/graph", "Connected Papers | Attention is All you Need", "Graph of related papers ...", "N/A"),
               ("https://www.researchgate.net/publication/317558625_Attention_Is_All_You_Need", "Attention Is All You Need | ResearchGate", "June 2017 ...", "N/A"),
               ("https://www.reddit.com/r/MachineLearning/comments/1b8e9kq/d_most_cited_ml_papers_2024/", "[D] Most cited ML papers 2024 : r/MachineLearning", "Transformer paper passed 100k on Semantic Scholar ...", "Mar 6, 2024")),
        extract(s2, "citation counts and references", S2_ATT),
        m.update(transformer_authors="8: Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser, Polosukhin (Google Brain / Google Research / U. Toronto)"),
        search("Attention Is All You Need transformer paper versions revised 2023",
               ("https://arxiv.org/abs/1706.03762v7", "[1706.03762v7] Attention Is All You Need - arXiv", "[Submitted on 12 Jun 2017 (v1), last revised 2 Aug 2023 (this version, v7)] ... Comments: 15 pages, 4 figures ...", "Aug 2, 2023"),
               ("https://arxiv.org/abs/1706.03762v5", "[1706.03762v5] Attention Is All You Need", "Version 5, 6 Dec 2017 ...", "Dec 6, 2017"),
               ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia", "The paper introduced the Transformer and is among the most-cited papers of the 21st century ...", "N/A"),
               ("https://www.reddit.com/r/MachineLearning/comments/15gq7p5/d_why_was_attention_is_all_you_need_updated_in/", "[D] Why was Attention Is All You Need updated in 2023? : r/MachineLearning", "v6/v7 added an attribution note and removed author emails ...", "Aug 3, 2023"),
               ("https://news.ycombinator.com/item?id=36905411", "Attention Is All You Need (2017) revised | Hacker News", "Note the new permission statement on the first page ...", "Jul 27, 2023"),
               ("https://www.ft.com/content/37bb01af-ee46-4483-982f-ef3921436a50", "Transformers: the Google scientists who pioneered an AI revolution | FT", "All eight authors have since left Google ...", "Jul 23, 2023"),
               ("https://arxiv.org/abs/1706.03762v1", "[1706.03762v1] Attention Is All You Need", "Version 1, 12 Jun 2017 ...", "Jun 12, 2017"),
               ("https://huggingface.co/papers/1706.03762", "Paper page - Attention Is All You Need - Hugging Face", "Models citing this paper ...", "N/A"),
               ("https://www.youtube.com/watch?v=iDulhoQ2pro", "Attention Is All You Need (paper explained) - YouTube", "Yannic Kilcher walks through the paper ...", "Nov 28, 2017"),
               ("https://lilianweng.github.io/posts/2018-06-24-attention/", "Attention? Attention! | Lil'Log", "A summary of attention mechanisms leading to the Transformer ...", "Jun 24, 2018")),
        m.add(transformer_s2_citations="153,418 citations; 17,902 highly influential; 41 references (Semantic Scholar, at time of check)"),
        m.all(),
    ]
    add(rs, 16, turns, 10, "a search result for arXiv 1706.03762v7 gives its comments as 15 pages, 4 figures, while the extracted v7 page said 15 pages, 5 figures")


# ---------------------------------------------------------------------------------------------- 17 (clean)
DB_MONTHS = [("Januar", "Jan", 63.8), ("Februar", "Feb", 66.3), ("März", "Mar", 60.4), ("April", "Apr", 66.9), ("Mai", "May", 63.1),
             ("Juni", "Jun", 52.7), ("Juli", "Jul", 57.2), ("August", "Aug", 59.8), ("September", "Sep", 60.6),
             ("Oktober", "Oct", 62.0), ("November", "Nov", 66.0), ("Dezember", "Dec", 71.0)]


def db_de() -> str:
    rows = "\n".join(f"| {de} 2024 | {v:.1f} %".replace(".", ",") + " |" for de, _, v in DB_MONTHS)
    return f"""# Pünktlichkeitswerte

Stand: 11.02.2025

Ein Halt gilt als pünktlich, wenn die planmäßige Ankunftszeit um weniger als sechs Minuten überschritten wird. Gemessen wird an allen rund 5.400 Halten, an denen Züge der DB planmäßig halten.

## Pünktlichkeit DB Fernverkehr (Jahreswerte)

| Jahr | Pünktlichkeit Fernverkehr |
| --- | --- |
| 2024 | 62,5 % |
| 2023 | 64,0 % |
| 2022 | 65,2 % |
| 2021 | 75,2 % |

## Monatswerte DB Fernverkehr

| Monat | Pünktlichkeit |
| --- | --- |
| Januar 2025 | 67,8 % |
{rows}

Hinweis: Ausfälle von Zügen fließen nicht in die Pünktlichkeitsquote ein. Die Werte für den Regionalverkehr (DB Regio) werden gesondert ausgewiesen.
"""


def db_en() -> str:
    rows = "\n".join(f"| {en} 2024 | {v:.1f}% |" for _, en, v in DB_MONTHS)
    return f"""# Punctuality figures

As of: 11 Feb 2025

A stop is considered punctual if the scheduled arrival time is exceeded by less than six minutes. All of the roughly 5,400 stations at which DB trains are scheduled to stop are included.

## DB long-distance punctuality (annual)

| Year | Long-distance punctuality |
| --- | --- |
| 2024 | 62.5% |
| 2023 | 64.0% |
| 2022 | 65.2% |
| 2021 | 75.2% |

## Monthly values, DB long-distance

| Month | Punctuality |
| --- | --- |
| Jan 2025 | 67.8% |
{rows}

Note: cancelled trains are not included in the punctuality rate.
"""


TAGESSCHAU = """# Bahn-Bilanz 2024: So unpünktlich wie seit Jahren nicht

Stand: 07.01.2025 14:12 Uhr

Die Deutsche Bahn hat ihr Pünktlichkeitsziel für den Fernverkehr 2024 klar verfehlt. Nur **62,5 Prozent** der Fernzüge erreichten ihr Ziel mit weniger als sechs Minuten Verspätung. Im Jahr zuvor waren es noch 64,0 Prozent gewesen.

Besonders schlecht lief der Juni: Während der Fußball-Europameisterschaft und nach dem Hochwasser in Süddeutschland kamen nur 52,7 Prozent der Fernzüge pünktlich an. Am besten war der Dezember mit 71,0 Prozent.

> "Das ist nicht zufriedenstellend", sagte ein Bahnsprecher. Ursache sei vor allem die marode Infrastruktur mit zahlreichen Baustellen.

Im Regionalverkehr waren gut 90 Prozent der Züge pünktlich. Für 2025 peilt die Bahn im Fernverkehr einen Wert zwischen 65 und 70 Prozent an.
"""


def t17(rs: RowSet) -> None:
    m = Mem()
    de = "https://www.deutschebahn.com/de/konzern/konzernprofil/zahlen_fakten/puenktlichkeitswerte-6878476"
    en = "https://www.deutschebahn.com/en/group/profile/facts_figures/punctuality_figures-6929210"
    turns = [
        search("Deutsche Bahn Pünktlichkeit Fernverkehr 2024 Jahreswert",
               (de, "Pünktlichkeitswerte | Deutsche Bahn AG", "Pünktlichkeit DB Fernverkehr 2024: 62,5 % ... Monatswerte ...", "N/A"),
               ("https://www.tagesschau.de/wirtschaft/unternehmen/bahn-puenktlichkeit-2024-100.html", "Bahn-Bilanz 2024: So unpünktlich wie seit Jahren nicht | tagesschau.de", "Nur 62,5 Prozent der Fernzüge erreichten ihr Ziel mit weniger als sechs Minuten Verspätung ...", "Jan 7, 2025"),
               ("https://www.spiegel.de/wirtschaft/deutsche-bahn-puenktlichkeit-2024-a-5f0c2f8e", "Deutsche Bahn: Pünktlichkeit im Fernverkehr 2024 gesunken - DER SPIEGEL", "Im Vorjahr lag die Quote noch bei 64 Prozent ...", "Jan 7, 2025"),
               (en, "Punctuality figures | Deutsche Bahn AG", "DB long-distance punctuality 2024: 62.5% ...", "N/A"),
               ("https://de.statista.com/statistik/daten/studie/13602/umfrage/puenktlichkeit-der-deutschen-bahn/", "Pünktlichkeit der DB im Fernverkehr bis 2024 | Statista", "Pünktlichkeitsquote 2010 bis 2024 ...", "N/A"),
               ("https://www.zeit.de/mobilitaet/2025-01/deutsche-bahn-puenktlichkeit-fernverkehr", "Bahn verfehlt Pünktlichkeitsziel erneut | ZEIT ONLINE", "Die Bahn nennt Baustellen als Hauptgrund ...", "Jan 7, 2025"),
               ("https://de.wikipedia.org/wiki/P%C3%BCnktlichkeit_im_Schienenverkehr", "Pünktlichkeit im Schienenverkehr - Wikipedia", "Die DB misst Pünktlichkeit mit einer Toleranz von 5:59 Minuten ...", "N/A"),
               ("https://www.allianz-pro-schiene.de/themen/puenktlichkeit/", "Pünktlichkeit im europäischen Vergleich - Allianz pro Schiene", "Schweiz und Österreich deutlich pünktlicher ...", "N/A"),
               ("https://www.reddit.com/r/de/comments/1hvr5g8/bahn_pünktlichkeit_2024_625/", "Bahn Pünktlichkeit 2024: 62,5% : r/de", "Und Ausfälle zählen nicht mal mit ...", "Jan 7, 2025"),
               ("https://www.bundestag.de/presse/hib/kurzmeldungen-1039846", "Pünktlichkeit im Fernverkehr - Deutscher Bundestag", "Antwort der Bundesregierung auf eine Kleine Anfrage ...", "Dec 12, 2024")),
        extract(de, "Jahreswerte und Monatswerte Fernverkehr", db_de()),
        m.add(db_fv_punct_2024="62,5 % (< 6 min late, cancellations excluded)", db_fv_punct_2023="64,0 %"),
        search("Deutsche Bahn long-distance punctuality January 2025 English figures",
               (en, "Punctuality figures | Deutsche Bahn AG", "As of 11 Feb 2025. Long-distance Jan 2025: 67.8% ...", "N/A"),
               ("https://www.deutschebahn.com/en/presse/press_releases/db-punctuality-january-2025", "DB long-distance punctuality in January | Deutsche Bahn", "Long-distance trains were more punctual in January than a year earlier ...", "Feb 11, 2025"),
               ("https://www.railjournal.com/passenger/main-line/db-punctuality-2024/", "DB long-distance punctuality falls to 62.5% in 2024 | International Railway Journal", "The operator blamed the condition of the network and construction works ...", "Jan 8, 2025"),
               ("https://www.dw.com/en/deutsche-bahn-trains-late-2024/a-71247765", "Deutsche Bahn: long-distance trains late more often in 2024 | DW", "Only 62.5% of long-distance trains arrived on time ...", "Jan 7, 2025"),
               ("https://www.thelocal.de/20250107/deutsche-bahn-punctuality-2024", "Deutsche Bahn's punctuality fell again in 2024 - The Local", "A train counts as on time if less than six minutes late ...", "Jan 7, 2025"),
               (de, "Pünktlichkeitswerte | Deutsche Bahn AG", "Stand: 11.02.2025 ...", "N/A"),
               ("https://www.railwaygazette.com/policy/db-punctuality-2024/", "DB punctuality 2024 | Railway Gazette International", "Infrastructure works blamed ...", "Jan 8, 2025"),
               ("https://www.reuters.com/business/deutsche-bahn-punctuality-2024-2025-01-07/", "Deutsche Bahn misses punctuality goal | Reuters", "DB aims for 65%-70% in 2025 ...", "Jan 7, 2025"),
               ("https://www.reddit.com/r/germany/comments/1iml2zq/db_january_2025_punctuality/", "DB January 2025 punctuality : r/germany", "67.8% is still awful but better ...", "Feb 11, 2025"),
               ("https://www.iamexpat.de/expat-info/german-expat-news/deutsche-bahn-punctuality", "Deutsche Bahn punctuality explained - IamExpat", "How DB measures lateness ...", "Feb 12, 2025")),
        extract(en, "annual and monthly long-distance punctuality", db_en()),
        m.update(db_fv_punct_2024="62.5% (< 6 min late, cancellations excluded); worst month Jun 2024 52.7%"),
        extract("https://www.tagesschau.de/wirtschaft/unternehmen/bahn-puenktlichkeit-2024-100.html", "Bewertung der Jahreszahlen", TAGESSCHAU),
        m.add(db_fv_punct_2025_01="67.8% (January 2025; DB 2025 target 65–70%)"),
    ]
    add(rs, 17, turns)


# ---------------------------------------------------------------------------------------------- 18 (bad, 3)
def ons_dec(wales: str) -> str:
    return f"""# UK House Price Index: December 2024

Monthly house price movements, including average price by property type, sales and cash mortgage sales, as well as information on the rental market.

Release date: 19 February 2025 · Next release: 26 March 2025
Contact: Housing market and inflation team, hpi@ons.gov.uk, +44 1633 651810

## Main points

- Average UK house prices increased by **4.6%**, to **£268,000**, in the 12 months to December 2024 (provisional estimate), up from 3.3% in the 12 months to November 2024.
- Average house prices increased in England to £291,000 (4.8%), in Wales to {wales} (3.3%), and in Scotland to £191,000 (5.5%), in the 12 months to December 2024.
- Average house prices in Northern Ireland increased by 6.2% to £180,000 in the 12 months to Quarter 4 (Oct to Dec) 2024.
- The North West was the English region with the highest annual house price inflation (8.1%), and London had the lowest (1.0%).

## Average price by country

| Country | Average price, Dec 2024 | Annual change |
| --- | --- | --- |
| United Kingdom | £268,000 | 4.6% |
| England | £291,000 | 4.8% |
| Wales | {wales} | 3.3% |
| Scotland | £191,000 | 5.5% |
| Northern Ireland (Q4 2024) | £180,000 | 6.2% |

## Regional house prices (England)

| Region | Average price | Annual change |
| --- | --- | --- |
| London | £551,000 | 1.0% |
| South East | £384,000 | 3.2% |
| North West | £226,000 | 8.1% |
| North East | £161,000 | 6.7% |

## Measuring the data

The UK HPI is calculated by HM Land Registry, Registers of Scotland, Land and Property Services Northern Ireland, and the Office for National Statistics. Estimates for the most recent months are provisional and are likely to be updated as more data are incorporated.
"""


ONS_JAN = """# UK House Price Index: January 2025

Release date: 26 March 2025 · Next release: 23 April 2025

## Main points

- Average UK house prices increased by **4.9%**, to **£269,000**, in the 12 months to January 2025 (provisional estimate), up from 4.6% in the 12 months to December 2024.
- Average house prices increased in England to £293,000 (5.0%), in Wales to £207,000 (3.1%), and in Scotland to £190,000 (6.2%), in the 12 months to January 2025.
- The North West remained the English region with the highest annual inflation (9.3%); London had the lowest (1.3%).

## Average price by country

| Country | Average price, Jan 2025 | Annual change |
| --- | --- | --- |
| United Kingdom | £269,000 | 4.9% |
| England | £293,000 | 5.0% |
| Wales | £207,000 | 3.1% |
| Scotland | £190,000 | 6.2% |
"""


def t18(rs: RowSet) -> None:
    m = Mem()
    url = "https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/december2024"
    turns = [
        search("ONS UK House Price Index December 2024 average price annual change",
               (url, "UK House Price Index: December 2024 - Office for National Statistics", "Average UK house prices increased by 4.6%, to £268,000, in the 12 months to December 2024 (provisional estimate) ...", "Feb 19, 2025"),
               ("https://www.gov.uk/government/statistics/uk-house-price-index-for-december-2024", "UK House Price Index for December 2024 - GOV.UK", "HM Land Registry release of the UK HPI ...", "Feb 19, 2025"),
               ("https://landregistry.data.gov.uk/app/ukhpi", "UK House Price Index - HM Land Registry", "Search and download UK HPI data by region and property type ...", "N/A"),
               ("https://www.bbc.co.uk/news/articles/c5y4k0x0d7vo", "UK house prices rise at fastest rate for two years - BBC News", "Average prices rose 4.6% in the year to December ...", "Feb 19, 2025"),
               ("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/november2024", "UK House Price Index: November 2024 - ONS", "Average UK house prices increased by 3.3% ...", "Jan 22, 2025"),
               ("https://www.theguardian.com/money/2025/feb/19/uk-house-prices-rents-december-ons", "UK house prices rise 4.6% | The Guardian", "Rents continue to climb as well ...", "Feb 19, 2025"),
               ("https://www.propertyindustryeye.com/ons-hpi-december-2024/", "ONS: house prices up 4.6% - Property Industry Eye", "The North West saw the biggest rise ...", "Feb 19, 2025"),
               ("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/privaterentandhousepricesuk/february2025", "Private rent and house prices, UK: February 2025 - ONS", "Average UK monthly private rents increased by 8.7% ...", "Feb 19, 2025"),
               ("https://www.reddit.com/r/HousingUK/comments/1it2xqk/ons_house_prices_up_46/", "ONS: house prices up 4.6% : r/HousingUK", "London basically flat again ...", "Feb 19, 2025"),
               ("https://www.which.co.uk/news/article/house-prices-uk-aRtYl5n3WqJ8", "House prices: latest UK figures - Which?", "What the ONS, Halifax and Nationwide say ...", "Feb 20, 2025")),
        extract(url, "main points and average prices", ons_dec("£210,000")),
        extract(url, "average price by country table", ons_dec("£201,000")),
        m.add(uk_avg_price_dec2024="£268,000 (ONS/HMLR UK HPI, provisional)", uk_hpi_yoy_dec2024="+4.6%", england_avg_dec2024="£291,000 (+4.8%)"),
        search("ONS UK House Price Index January 2025",
               ("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/january2025", "UK House Price Index: January 2025 - ONS", "Average UK house prices increased by 4.9%, to £269,000, in the 12 months to January 2025 ...", "Mar 26, 2025"),
               ("https://www.gov.uk/government/statistics/uk-house-price-index-for-january-2025", "UK House Price Index for January 2025 - GOV.UK", "HM Land Registry release ...", "Mar 26, 2025"),
               ("https://www.bbc.co.uk/news/articles/cz7n0p1e2x2o", "House prices rise ahead of stamp duty change - BBC News", "Buyers rushed to complete before April ...", "Mar 26, 2025"),
               ("https://www.propertyindustryeye.com/ons-hpi-january-2025/", "ONS HPI January 2025 - Property Industry Eye", "Annual growth of 4.9% ...", "Mar 26, 2025"),
               ("https://www.theguardian.com/money/2025/mar/26/uk-house-prices-january-ons", "UK house prices up 4.9% | The Guardian", "Rental growth slowed slightly ...", "Mar 26, 2025"),
               ("https://landregistry.data.gov.uk/app/ukhpi/browse?from=2024-01-01&to=2025-01-01&location=http%3A%2F%2Flandregistry.data.gov.uk%2Fid%2Fregion%2Funited-kingdom", "UK HPI browse: United Kingdom 2024-2025", "Average price, index, annual change ...", "N/A"),
               ("https://www.reuters.com/world/uk/uk-house-prices-january-2025-03-26/", "UK house price growth picks up | Reuters", "Stamp duty deadline boosts activity ...", "Mar 26, 2025"),
               ("https://www.ft.com/content/uk-house-prices-january-2025", "UK house price inflation at two-year high | FT", "ONS data show ...", "Mar 26, 2025"),
               ("https://www.reddit.com/r/HousingUK/comments/1jkd2ys/ons_january_2025/", "ONS January 2025 : r/HousingUK", "Stamp duty rush ...", "Mar 26, 2025"),
               ("https://www.zoopla.co.uk/discover/property-news/house-price-index/", "Zoopla House Price Index", "Our latest index ...", "Mar 2025")),
        extract("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/january2025", "main points", ONS_JAN),
        m.add(uk_avg_price_jan2025="£269,000", uk_hpi_yoy_jan2025="+4.9%"),
    ]
    add(rs, 18, turns, 3, "the re-extracted December 2024 ONS bulletin gives Wales an average price of £201,000 where the same page just gave £210,000")


# ---------------------------------------------------------------------------------------------- 19 (clean)
LEGISTAR_LL97 = """# The New York City Council - File #: Int 1253-2018

| Field | Value |
| --- | --- |
| File #: | Int 1253-2018 |
| Version: | A |
| Name: | Commitment to achieve certain reductions in greenhouse gas emissions by 2050. |
| Type: | Introduction |
| Status: | Enacted |
| Committee: | Committee on Environmental Protection |
| On agenda: | 11/20/2018 |
| Enactment date: | 5/17/2019 |
| Law number: | 2019/097 |
| Title: | A Local Law to amend the New York city charter and the administrative code of the city of New York, in relation to the commitment to achieve certain reductions in greenhouse gas emissions by 2050 |
| Sponsors: | Costa G. Constantinides, Corey D. Johnson, Ben Kallos, Antonio Reynoso, Stephen T. Levin, Carlina Rivera, Brad S. Lander, Margaret S. Chin, ... |
| Attachments: | 1. Summary of Int. No. 1253-A, 2. Int. No. 1253, 3. November 20, 2018 - Stated Meeting Agenda, 4. Committee Report 12/4/18, 5. Hearing Testimony 12/4/18, 6. Committee Report 4/17/19, 7. April 18, 2019 - Stated Meeting Agenda, 8. Int. No. 1253-A (FINAL), 9. Fiscal Impact Statement, 10. Local Law 97 |

## History (9)

| Date | Ver. | Action By | Action | Result |
| --- | --- | --- | --- | --- |
| 5/17/2019 | A | City Council | Recved from Mayor by Council | |
| 5/17/2019 | A | Administration | City Charter Rule Adopted | |
| 4/18/2019 | A | City Council | Sent to Mayor by Council | |
| 4/18/2019 | A | City Council | Approved by Council | Pass (45-2) |
| 4/17/2019 | A | Committee on Environmental Protection | Approved by Committee | Pass |
| 4/17/2019 | * | Committee on Environmental Protection | Amendment Proposed by Comm | |
| 12/4/2018 | * | Committee on Environmental Protection | Hearing Held by Committee | |
| 11/20/2018 | * | City Council | Referred to Comm by Council | |
| 11/20/2018 | * | City Council | Introduced by Council | |
"""

DOB_LL97 = """# Local Law 97

NYC Department of Buildings · Sustainability

Local Law 97 was passed as part of the Climate Mobilization Act in April 2019 and is one of the most ambitious plans for reducing emissions in the nation. LL97 requires most buildings over **25,000 square feet** to meet new energy efficiency and greenhouse gas emissions limits by 2024, with stricter limits coming into effect in 2030. The goal is to reduce the emissions produced by the city's largest buildings 40% by 2030 and net zero by 2050.

## Compliance periods

| Period | Limits |
| --- | --- |
| 2024–2029 | First emissions limits apply (about 20% of covered buildings affected) |
| 2030–2034 | Stricter limits (about 75% of covered buildings affected without upgrades) |
| 2035–2050 | Further tightening to net zero |

## Reporting

- Owners of covered buildings must file an annual emissions report, certified by a registered design professional.
- The first reports, for calendar year 2024 emissions, are due **May 1, 2025**.

## Penalties

| Violation | Penalty |
| --- | --- |
| Emissions over the annual limit | **$268 per metric ton** of CO2e over the limit |
| Failure to file a report | $0.50 per square foot of gross floor area, per month |
| False statement | up to $500,000, plus criminal penalties |

Contact: LL97@buildings.nyc.gov · Building Energy Exchange LL97 help
"""


def t19(rs: RowSet) -> None:
    m = Mem()
    leg = "https://legistar.council.nyc.gov/LegislationDetail.aspx?ID=3761078&GUID=B938F26C-E9B9-4B9F-B981-1BB2BB52A486"
    dob = "https://www.nyc.gov/site/buildings/codes/ll97-greenhouse-gas-emissions-reductions.page"
    turns = [
        search("NYC Council Int 1253-2018 Local Law 97 legistar",
               (leg, "The New York City Council - File #: Int 1253-2018", "Commitment to achieve certain reductions in greenhouse gas emissions by 2050. Status: Enacted ...", "N/A"),
               (dob, "Local Law 97 - Buildings - NYC.gov", "LL97 requires most buildings over 25,000 square feet to meet new energy efficiency and greenhouse gas emissions limits by 2024 ...", "N/A"),
               ("https://www.nyc.gov/assets/buildings/local_laws/ll97of2019.pdf", "Local Law 97 of 2019 (PDF)", "Local Laws of The City of New York for the Year 2019, No. 97 ...", "N/A"),
               ("https://council.nyc.gov/press/2019/04/18/1748/", "Council Passes Climate Mobilization Act - New York City Council", "The Council voted on the Climate Mobilization Act, a package including Int. 1253 ...", "Apr 18, 2019"),
               ("https://en.wikipedia.org/wiki/Climate_Mobilization_Act", "Climate Mobilization Act - Wikipedia", "Local Law 97 caps emissions from buildings larger than 25,000 square feet ...", "N/A"),
               ("https://www.nytimes.com/2019/04/18/nyregion/nyc-climate-change-buildings.html", "New York Passes Sweeping Bills to Cut Emissions From Buildings - NYT", "The legislation targets the city's largest buildings ...", "Apr 18, 2019"),
               ("https://be-exchange.org/ll97/", "Local Law 97 | Building Energy Exchange", "Guides to compliance, limits and penalties ...", "N/A"),
               ("https://www.urbangreencouncil.org/ll97/", "Local Law 97 - Urban Green Council", "What LL97 requires and when ...", "N/A"),
               ("https://www.cityandstateny.com/policy/2019/04/climate-mobilization-act-passes/", "Climate Mobilization Act passes City Council - City & State", "Constantinides' bill passes 45-2 ...", "Apr 18, 2019"),
               ("https://www.reddit.com/r/nyc/comments/bf4ubf/nyc_passes_climate_mobilization_act/", "NYC passes Climate Mobilization Act : r/nyc", "What does this mean for co-ops? ...", "Apr 19, 2019")),
        extract(leg, "status, vote, enactment date, law number", LEGISTAR_LL97),
        m.add(ll97_file="Int 1253-2018 (version A)", ll97_law_number="Local Law 97 of 2019 (2019/097)",
              ll97_vote="Approved by Council 45-2 at the Stated Meeting of 4/18/2019; enacted 5/17/2019"),
        search("Local Law 97 first compliance period emissions report due date penalty per ton",
               (dob, "Local Law 97 - Buildings - NYC.gov", "The first reports, for calendar year 2024 emissions, are due May 1, 2025 ... $268 per metric ton ...", "N/A"),
               ("https://www.nyc.gov/assets/buildings/rules/1_RCNY_103-14_LL97.pdf", "1 RCNY §103-14 - LL97 rules (PDF)", "Rules on emissions calculation and reporting ...", "N/A"),
               ("https://be-exchange.org/ll97-penalties/", "LL97 penalties explained | BE-Ex", "$268 per tCO2e above the limit ...", "N/A"),
               ("https://www.crainsnewyork.com/real-estate/ll97-first-reports-due", "Landlords brace for first LL97 filings | Crain's New York", "Reports due May 1, 2025 ...", "Jan 14, 2025"),
               ("https://www.nyc.gov/site/sustainablebuildings/ll97/local-law-97.page", "Local Law 97 - NYC Accelerator", "Free assistance for building owners ...", "N/A"),
               ("https://www.urbangreencouncil.org/ll97-2024-compliance/", "LL97 2024 compliance - Urban Green Council", "Most buildings already meet 2024 limits ...", "Mar 2024"),
               ("https://www.nytimes.com/2024/12/20/nyregion/local-law-97-buildings.html", "New York's building emissions law faces first test - NYT", "Penalties begin with 2024 emissions ...", "Dec 20, 2024"),
               ("https://www.reddit.com/r/NYCapartments/comments/1h7x2kq/ll97_fines/", "LL97 fines : r/NYCapartments", "Our co-op board says assessment incoming ...", "Dec 6, 2024"),
               ("https://www.realestateny.com/ll97-extension/", "Good faith efforts and LL97 extensions - Real Estate Weekly", "Owners can apply for a reporting extension ...", "Feb 2025"),
               ("https://www.nyc.gov/site/buildings/codes/ll97-faq.page", "LL97 FAQ - NYC Buildings", "Covered building list updated annually ...", "N/A")),
        extract(dob, "report due date and penalty", DOB_LL97),
        m.update(ll97_file="Int 1253-2018-A, became Local Law 97 of 2019"),
        m.add(ll97_penalty="$268 per metric ton CO2e over limit; first reports (2024 emissions) due 1 May 2025; covers most buildings > 25,000 sq ft"),
    ]
    add(rs, 19, turns)


# ---------------------------------------------------------------------------------------------- 20 (clean)
HK_RELEASES = [("Windows", "Team Cherry", "Feb 24, 2017"), ("Linux", "Team Cherry", "Apr 11, 2017"),
               ("Macintosh", "Team Cherry", "Apr 11, 2017"), ("Nintendo Switch", "Team Cherry", "Jun 12, 2018"),
               ("PlayStation 4", "Team Cherry", "Sep 25, 2018"), ("Xbox One", "Team Cherry", "Sep 25, 2018")]


def hk_rel(order: str) -> str:
    rows = sorted(HK_RELEASES, key=lambda r: r[0]) if order == "platform" else HK_RELEASES
    body = "\n".join(f"| {p} | {pub} | {d} |" for p, pub, d in rows)
    return f"""# Hollow Knight releases - MobyGames

Sorted by: {order}

| Platform | Publisher | Release date |
| --- | --- | --- |
{body}

6 releases · Country: Worldwide · Developer: Team Cherry
Also released: Hollow Knight: Voidheart Edition (PlayStation 4, Xbox One, 2018)
"""


HK_MOBY = """# Hollow Knight (2017) - MobyGames

| | |
| --- | --- |
| Released | February 24, 2017 on Windows |
| Releases by Date | 2017 Windows, Linux, Macintosh · 2018 Nintendo Switch, PlayStation 4, Xbox One |
| Developers | Team Cherry |
| Publishers | Team Cherry |
| Genre | Action, Role-playing (RPG) |
| Perspective | Side view |
| Gameplay | Platform, Metroidvania |
| Setting | Fantasy |
| Moby Score | 8.6 (#1,412) |
| Collected By | 2,311 players |
| Credits | 11 people |

## Description

Hollow Knight is a 2D action-adventure game set in Hallownest, a vast ruined kingdom of insects and heroes. The player explores twisting caverns, battles tainted creatures and befriends bizarre bugs, all in a classic, hand-drawn 2D style. Funded on Kickstarter in 2014, the game received four free content packs after release: Hidden Dreams, The Grimm Troupe, Lifeblood and Godmaster.

## Critic reviews

| Platform | Critics | Score |
| --- | --- | --- |
| Windows | 18 | 89% |
| Nintendo Switch | 26 | 91% |
| PlayStation 4 | 9 | 88% |
"""

SILKSONG_WIKI = """# Hollow Knight: Silksong

From Wikipedia, the free encyclopedia

| Hollow Knight: Silksong | |
| --- | --- |
| Developer(s) | Team Cherry |
| Publisher(s) | Team Cherry |
| Engine | Unity |
| Platform(s) | Linux, macOS, Nintendo Switch, Nintendo Switch 2, PlayStation 4, PlayStation 5, Windows, Xbox One, Xbox Series X/S |
| Release | September 4, 2025 |
| Genre(s) | Metroidvania |
| Mode(s) | Single-player |

**Hollow Knight: Silksong** is a 2025 Metroidvania game developed and published by Team Cherry, the sequel to Hollow Knight (2017). Players control Hornet, princess-protector of Hallownest, who is captured and brought to the kingdom of Pharloom.

## Development

Silksong began as planned downloadable content for Hollow Knight before growing into a full sequel, announced in February 2019. After years of delays, Team Cherry announced the release date on August 21, 2025, and the game launched simultaneously on all platforms on September 4, 2025, with day-one availability on Xbox Game Pass.
"""


def t20(rs: RowSet) -> None:
    m = Mem()
    moby = "https://www.mobygames.com/game/89711/hollow-knight/"
    turns = [
        search("MobyGames Hollow Knight release dates platforms",
               (moby, "Hollow Knight (2017) - MobyGames", "Released February 24, 2017 on Windows. Also on: Linux, Macintosh, Nintendo Switch, PlayStation 4, Xbox One ...", "N/A"),
               (moby + "releases/", "Hollow Knight releases - MobyGames", "Release dates, publishers and product codes for every platform ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Hollow_Knight", "Hollow Knight - Wikipedia", "Hollow Knight is a 2017 Metroidvania game developed and published by Team Cherry ...", "N/A"),
               ("https://www.hollowknight.com/", "Hollow Knight - Team Cherry", "Forge your own path in Hollow Knight! ...", "N/A"),
               ("https://store.steampowered.com/app/367520/Hollow_Knight/", "Hollow Knight on Steam", "Release Date: 24 Feb, 2017 ...", "N/A"),
               ("https://www.igdb.com/games/hollow-knight", "Hollow Knight | IGDB", "First released Feb 24, 2017 ...", "N/A"),
               ("https://www.nintendo.com/us/store/products/hollow-knight-switch/", "Hollow Knight for Nintendo Switch", "Release date: 06/12/18 ...", "N/A"),
               ("https://www.kickstarter.com/projects/11662585/hollow-knight", "Hollow Knight by Team Cherry - Kickstarter", "2,158 backers pledged A$57,138 ...", "N/A"),
               ("https://www.reddit.com/r/HollowKnight/comments/5vmvzo/hollow_knight_is_out/", "Hollow Knight is out! : r/HollowKnight", "Released on Steam today ...", "Feb 24, 2017"),
               ("https://hollowknight.fandom.com/wiki/Hollow_Knight", "Hollow Knight | Hollow Knight Wiki | Fandom", "Console versions released in September 2018 ...", "N/A")),
        extract(moby, "first release date and platforms", HK_MOBY),
        extract(moby + "releases/", "release dates per platform", hk_rel("platform")),
        m.add(hk_first_release="24 Feb 2017 (Windows)", hk_switch_release="12 Jun 2018", hk_ps4_xb1_release="25 Sep 2018"),
        search("Hollow Knight Silksong release date September 4 2025 platforms",
               ("https://en.wikipedia.org/wiki/Hollow_Knight:_Silksong", "Hollow Knight: Silksong - Wikipedia", "Hollow Knight: Silksong is a 2025 Metroidvania game ... released on September 4, 2025 ...", "N/A"),
               ("https://www.hollowknightsilksong.com/", "Hollow Knight: Silksong - Official site", "Out now on PC, Mac, Linux, Switch, Switch 2, PlayStation and Xbox ...", "N/A"),
               ("https://www.ign.com/articles/hollow-knight-silksong-release-date-september-4", "Hollow Knight: Silksong Release Date Is September 4 - IGN", "Team Cherry announced the date during a Gamescom showcase ...", "Aug 21, 2025"),
               ("https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/", "Hollow Knight: Silksong on Steam", "Release Date: 4 Sep, 2025 ...", "N/A"),
               ("https://www.mobygames.com/game/245317/hollow-knight-silksong/", "Hollow Knight: Silksong (2025) - MobyGames", "Released September 4, 2025 on Windows, Macintosh, Linux ...", "N/A"),
               ("https://news.xbox.com/en-us/2025/08/21/hollow-knight-silksong-game-pass/", "Hollow Knight: Silksong arrives on Game Pass September 4 - Xbox Wire", "Day one with Game Pass ...", "Aug 21, 2025"),
               ("https://www.theverge.com/news/hollow-knight-silksong-release-date", "Silksong finally has a release date - The Verge", "Six and a half years after its announcement ...", "Aug 21, 2025"),
               ("https://www.eurogamer.net/hollow-knight-silksong-steam-crash-launch", "Silksong launch overwhelms storefronts | Eurogamer", "Steam, PlayStation Store and eShop struggled at launch ...", "Sep 4, 2025"),
               ("https://www.reddit.com/r/Silksong/comments/1mw3q7x/its_real_september_4/", "IT'S REAL. SEPTEMBER 4. : r/Silksong", "After 2,373 days ...", "Aug 21, 2025"),
               ("https://www.polygon.com/hollow-knight-silksong-review/", "Hollow Knight: Silksong review - Polygon", "A worthy sequel ...", "Sep 4, 2025")),
        extract("https://en.wikipedia.org/wiki/Hollow_Knight:_Silksong", "release date and platforms", SILKSONG_WIKI),
        m.add(silksong_release="4 Sep 2025, simultaneous on all 9 platforms (Windows, macOS, Linux, Switch, Switch 2, PS4, PS5, Xbox One, Xbox Series X/S)"),
        extract(moby + "releases/?sort=date", "release dates in chronological order", hk_rel("date")),
        m.update(hk_first_release="24 Feb 2017 (Windows); Linux and Macintosh 11 Apr 2017"),
        m.all(),
    ]
    add(rs, 20, turns)


# ---------------------------------------------------------------------------------------------- 21 (bad, 7)
CAND = {  # name: (SNo, FED, rating)
    "Nepomniachtchi, Ian": (1, "FID", 2758), "Vidit, Santosh Gujrathi": (2, "IND", 2727), "Gukesh D": (3, "IND", 2743),
    "Nakamura, Hikaru": (4, "USA", 2789), "Caruana, Fabiano": (5, "USA", 2803), "Praggnanandhaa R": (6, "IND", 2747),
    "Abasov, Nijat": (7, "AZE", 2632), "Firouzja, Alireza": (8, "FRA", 2760)}


def cand_table(title: str, rd: int, rows: list[tuple[str, str, int]], stamp: str) -> str:
    body = "\n".join(f"| {i} | {CAND[n][0]} | GM {n} | {CAND[n][1]} | {CAND[n][2]} | {p} | {rd} | {w} |" for i, (n, p, w) in enumerate(rows, 1))
    return f"""# FIDE Candidates Tournament 2024

Last update {stamp}, Creator/Last Upload: FIDE (Licence 2)

{title}

| Rk. | SNo | Name | FED | RtgI | Pts. | Games | TB1 |
| --- | --- | --- | --- | --- | --- | --- | --- |
{body}

Tie Break1: The greater number of victories (variable)
Toronto, Canada · The Great Hall · 2024/04/03 to 2024/04/22 · Round-robin, 8 players, double (14 rounds) · Time control: 120 min/40 moves + 30 min/20 moves + 15 min + 30 s from move 61
"""


R14 = """# FIDE Candidates Tournament 2024

Last update 22.04.2024 02:14:37, Creator/Last Upload: FIDE (Licence 2)

Pairings/Results, Round 14 on 2024/04/21 at 14:30

| Bo. | SNo | White | Rtg | Pts. | Result | Pts. | Black | Rtg | SNo |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 4 | GM Nakamura, Hikaru | 2789 | 8 | ½ - ½ | 8½ | GM Gukesh D | 2743 | 3 |
| 2 | 5 | GM Caruana, Fabiano | 2803 | 8 | ½ - ½ | 8 | GM Nepomniachtchi, Ian | 2758 | 1 |
| 3 | 2 | GM Vidit, Santosh Gujrathi | 2727 | 5½ | ½ - ½ | 3 | GM Abasov, Nijat | 2632 | 7 |
| 4 | 8 | GM Firouzja, Alireza | 2760 | 5 | 0 - 1 | 6 | GM Praggnanandhaa R | 2747 | 6 |

Pts. = points before the round.
"""


def t21(rs: RowSet) -> None:
    m = Mem()
    base = "https://chess-results.com/tnr869790.aspx?lan=1&art=1&rd="
    after13 = [("Gukesh D", "8½", 5), ("Nakamura, Hikaru", "8", 5), ("Caruana, Fabiano", "8", 5), ("Nepomniachtchi, Ian", "8", 3),
               ("Praggnanandhaa R", "6", 2), ("Vidit, Santosh Gujrathi", "5½", 3), ("Firouzja, Alireza", "5", 2), ("Abasov, Nijat", "3", 0)]
    final_bad = [("Gukesh D", "9", 5), ("Nakamura, Hikaru", "8½", 5), ("Caruana, Fabiano", "8½", 5), ("Nepomniachtchi, Ian", "8½", 3),
                 ("Praggnanandhaa R", "7", 3), ("Vidit, Santosh Gujrathi", "6", 3), ("Firouzja, Alireza", "5", 2), ("Abasov, Nijat", "4", 0)]
    turns = [
        search("chess-results FIDE Candidates 2024 Toronto standings",
               (base + "13", "FIDE Candidates Tournament 2024 - Chess-Results Server", "Ranking crosstable after Round 13: 1. Gukesh D 8½ ...", "N/A"),
               ("https://chess-results.com/tnr869790.aspx?lan=1&art=2&rd=14", "Pairings/Results Round 14 - Chess-Results Server", "Nakamura - Gukesh, Caruana - Nepomniachtchi ...", "N/A"),
               ("https://candidates.fide.com/", "FIDE Candidates Tournament 2024 | Toronto", "April 3-22, 2024 · The Great Hall, Toronto ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Candidates_Tournament_2024", "Candidates Tournament 2024 - Wikipedia", "The Candidates Tournament 2024 was an eight-player double round-robin chess tournament held in Toronto ...", "N/A"),
               ("https://www.chess.com/events/2024-fide-candidates-tournament", "2024 FIDE Candidates Tournament - Chess.com", "Live standings, games and results ...", "N/A"),
               ("https://chessbase.com/post/candidates-2024-round-13", "Candidates R13: Gukesh takes sole lead before final round | ChessBase", "Gukesh leads by half a point with one round to go ...", "Apr 21, 2024"),
               ("https://lichess.org/broadcast/fide-candidates-2024--open/round-13/", "FIDE Candidates 2024 Open | Round 13 - lichess.org", "Broadcast with engine evaluation ...", "Apr 20, 2024"),
               ("https://ratings.fide.com/tournament_information.phtml?event=342671", "FIDE Ratings: Candidates Tournament 2024", "Rated standard event, 8 players ...", "N/A"),
               ("https://www.reddit.com/r/chess/comments/1c9a2nl/candidates_2024_round_13_results/", "Candidates 2024 Round 13 results : r/chess", "Gukesh half a point clear of Hikaru, Fabi and Ian ...", "Apr 20, 2024"),
               ("https://www.fide.com/news/2961", "Candidates Round 13: Gukesh leads going into final day | FIDE", "Three players half a point behind ...", "Apr 21, 2024")),
        extract(base + "13", "standings after round 13", cand_table("Ranking crosstable after Round 13", 13, after13, "21.04.2024 00:41:09")),
        m.add(gukesh_after_r13="8½/13, sole leader", chasers_after_r13="Nakamura, Caruana, Nepomniachtchi 8/13", abasov_after_r13="3/13"),
        search("Candidates 2024 round 14 Nakamura Gukesh draw Caruana Nepomniachtchi result",
               ("https://chess-results.com/tnr869790.aspx?lan=1&art=2&rd=14", "Pairings/Results Round 14 - Chess-Results Server", "Bo. 1 Nakamura ½ - ½ Gukesh; Bo. 2 Caruana ½ - ½ Nepomniachtchi ...", "N/A"),
               ("https://www.fide.com/news/2965", "Gukesh wins the 2024 FIDE Candidates Tournament | FIDE", "17-year-old Gukesh D becomes the youngest ever challenger ...", "Apr 22, 2024"),
               ("https://www.chess.com/news/view/2024-fide-candidates-tournament-round-14", "Gukesh Wins Candidates, Becomes Youngest-Ever Challenger - Chess.com", "Caruana missed a win against Nepomniachtchi that would have forced a tiebreak ...", "Apr 22, 2024"),
               ("https://en.wikipedia.org/wiki/Candidates_Tournament_2024", "Candidates Tournament 2024 - Wikipedia", "Gukesh won the tournament with 9/14 ...", "N/A"),
               ("https://www.theguardian.com/sport/2024/apr/22/gukesh-candidates-chess-toronto", "Gukesh, 17, wins Candidates to become youngest world title challenger | The Guardian", "He will face Ding Liren ...", "Apr 22, 2024"),
               ("https://chessbase.com/post/candidates-2024-round-14", "Gukesh wins the Candidates! | ChessBase", "Final round report ...", "Apr 22, 2024"),
               ("https://www.reddit.com/r/chess/comments/1c9w0ln/gukesh_wins_the_candidates/", "GUKESH WINS THE CANDIDATES : r/chess", "Fabi had it ...", "Apr 22, 2024"),
               ("https://www.espn.com/espn/story/_/id/40001234/gukesh-candidates-chess", "Gukesh wins Candidates - ESPN", "India's teenage star ...", "Apr 22, 2024"),
               ("https://lichess.org/broadcast/fide-candidates-2024--open/round-14/", "FIDE Candidates 2024 Open | Round 14 - lichess.org", "Final round broadcast ...", "Apr 21, 2024"),
               ("https://www.nytimes.com/2024/04/22/crosswords/chess/gukesh-candidates.html", "17-Year-Old Wins Chess Candidates - NYT", "Dommaraju Gukesh of India ...", "Apr 22, 2024")),
        extract("https://chess-results.com/tnr869790.aspx?lan=1&art=2&rd=14", "results of round 14", R14),
        m.add(r14_results="Nakamura–Gukesh ½–½; Caruana–Nepomniachtchi ½–½; Vidit–Abasov ½–½; Firouzja–Praggnanandhaa 0–1"),
        extract(base + "14", "final standings", cand_table("Final Ranking crosstable after 14 Rounds", 14, final_bad, "22.04.2024 02:14:37")),
        search("Gukesh Candidates 2024 winner youngest challenger 9/14 Ding Liren",
               ("https://www.fide.com/news/2965", "Gukesh wins the 2024 FIDE Candidates Tournament | FIDE", "Gukesh finished with 9/14, half a point ahead of Nakamura, Caruana and Nepomniachtchi ...", "Apr 22, 2024"),
               ("https://en.wikipedia.org/wiki/Gukesh_Dommaraju", "Gukesh Dommaraju - Wikipedia", "In April 2024, he won the Candidates Tournament, becoming the youngest ever challenger ...", "N/A"),
               ("https://www.chess.com/news/view/2024-fide-candidates-tournament-round-14", "Gukesh Wins Candidates - Chess.com", "At 17, Gukesh breaks Kasparov's record as youngest challenger ...", "Apr 22, 2024"),
               ("https://www.bbc.co.uk/sport/articles/c9x8k0z2pz3o", "Gukesh: Indian teenager wins Candidates - BBC Sport", "He will play Ding Liren for the world title ...", "Apr 22, 2024"),
               ("https://en.wikipedia.org/wiki/World_Chess_Championship_2024", "World Chess Championship 2024 - Wikipedia", "Ding Liren vs Gukesh, Singapore, November 25 - December 12, 2024 ...", "N/A"),
               ("https://www.thehindu.com/sport/other-sports/gukesh-wins-candidates/article68092834.ece", "Gukesh wins Candidates | The Hindu", "Chennai teen's historic triumph ...", "Apr 22, 2024"),
               ("https://www.chessbase.in/news/Gukesh-wins-Candidates-2024", "Gukesh wins Candidates 2024 | ChessBase India", "Full final standings ...", "Apr 22, 2024"),
               ("https://www.reddit.com/r/chess/comments/1ca3h0x/final_standings_candidates_2024/", "Final standings Candidates 2024 : r/chess", "Gukesh 9, Hikaru/Fabi/Ian 8.5, Pragg 7 ...", "Apr 22, 2024"),
               ("https://www.espn.in/chess/story/_/id/39984412/gukesh-candidates-history", "Gukesh makes history - ESPN India", "Youngest winner ...", "Apr 22, 2024"),
               ("https://www.fide.com/calendar/world-championship-2024", "FIDE World Championship Match 2024", "Singapore ...", "N/A")),
        m.add(candidates2024_winner="Gukesh D, 9/14 (5 wins, 1 loss); challenger vs Ding Liren"),
        m.all(),
    ]
    add(rs, 21, turns, 7, "the final standings give Abasov 4 points although he had 3 after round 13 and only drew Vidit in round 14, so 3½ should follow")


# ---------------------------------------------------------------------------------------------- 22 (bad, 9)
MICHELIN_NY3 = """# MICHELIN Guide New York: Three Stars restaurants

Filters: New York, NY · Distinction: Three MICHELIN Stars · 4 restaurants

| Restaurant | Neighborhood | Cuisine | Price |
| --- | --- | --- | --- |
| Eleven Madison Park | Flatiron | Contemporary | $$$$ |
| Le Bernardin | Midtown West | Seafood | $$$$ |
| Masa | Midtown West | Japanese | $$$$ |
| Per Se | Midtown West | Contemporary | $$$$ |

Three Stars: Exceptional cuisine, worth a special journey!
"""

MICHELIN_LB = """# Le Bernardin

155 West 51st St., New York, 10019, USA
$$$$ · Seafood

**Three Stars: Exceptional cuisine, worth a special journey!**

## MICHELIN Guide's Point Of View

Chef Eric Ripert and owner Maguy Le Coze have presided over this temple to seafood for decades, and it still sets the standard. The dining room is elegant and the service is formal but warm. Fish is the star of every plate, cooked with precision and paired with sauces of remarkable depth: barely cooked scallop with brown butter dashi, or a seared fluke with a tangy vinaigrette. The Chef's Tasting menu is the way to go; there is also a more casual lounge menu.

## Facilities & Services

- Air conditioning
- Interesting wine list
- Wheelchair access

## Information

| | |
| --- | --- |
| Telephone | +1 212-554-1515 |
| Website | https://www.le-bernardin.com |
| Opening hours | Monday–Friday: 12:00–14:30, 17:00–22:30; Saturday: 17:00–22:30; Sunday: closed |
"""

LB_ABOUT = """# About Le Bernardin

Le Bernardin was founded in Paris in **1972** by siblings Maguy and Gilbert Le Coze, who served only fish, simply prepared. The restaurant moved to New York in **1986**, opening at 155 West 51st Street in the Equitable Building, and earned four stars from The New York Times within three months.

After Gilbert Le Coze's death in 1994, Eric Ripert, who had joined the kitchen in 1991, became executive chef; he is now co-owner with Maguy Le Coze.

## Recognition

- Three MICHELIN stars in every edition of the MICHELIN Guide New York since the first, published in 2005
- Four stars from The New York Times in five consecutive reviews

## Visit

155 West 51st Street, New York, NY 10019 · 212-554-1515
Reservations open 30 days in advance.
"""


def t22(rs: RowSet) -> None:
    m = Mem()
    lb = "https://guide.michelin.com/us/en/new-york-state/new-york/restaurant/le-bernardin"
    turns = [
        search("Michelin Guide New York three star restaurants list",
               ("https://guide.michelin.com/us/en/new-york-state/new-york/restaurants/3-stars-michelin", "New York Three MICHELIN Star restaurants - the MICHELIN Guide USA", "Eleven Madison Park, Le Bernardin, Masa, Per Se ...", "N/A"),
               ("https://guide.michelin.com/us/en/article/michelin-guide-ceremony/new-york-michelin-guide-2024", "The 2024 MICHELIN Guide New York - the MICHELIN Guide", "All the stars in New York for 2024 ...", "Nov 12, 2024"),
               ("https://en.wikipedia.org/wiki/List_of_Michelin-starred_restaurants_in_New_York_City", "List of Michelin-starred restaurants in New York City - Wikipedia", "Three-star restaurants by year since the 2006 guide ...", "N/A"),
               ("https://ny.eater.com/maps/nyc-michelin-star-restaurants", "Every Michelin-Starred Restaurant in NYC - Eater NY", "The full list of NYC's one-, two- and three-star restaurants ...", "Nov 13, 2024"),
               (lb, "Le Bernardin - New York - a MICHELIN Guide Restaurant", "155 West 51st St., New York, 10019, USA · $$$$ · Seafood · Three Stars ...", "N/A"),
               ("https://www.timeout.com/newyork/restaurants/michelin-star-restaurants-nyc", "Every Michelin-starred restaurant in NYC - Time Out", "Four restaurants hold three stars ...", "Nov 13, 2024"),
               ("https://www.nytimes.com/2024/11/12/dining/michelin-stars-nyc-2024.html", "Michelin Stars in New York 2024 - NYT", "No new three-star restaurants this year ...", "Nov 12, 2024"),
               ("https://www.reddit.com/r/FoodNYC/comments/1gpx0lb/michelin_2024_nyc/", "Michelin 2024 NYC : r/FoodNYC", "Still the same four at three stars ...", "Nov 12, 2024"),
               ("https://guide.michelin.com/us/en/article/features/what-do-michelin-stars-mean", "What Do MICHELIN Stars Mean? - the MICHELIN Guide", "Three Stars: exceptional cuisine, worth a special journey ...", "N/A"),
               ("https://www.forbes.com/sites/michelin-new-york-2024/", "Michelin Guide New York 2024: the full list - Forbes", "Masa, Per Se, Le Bernardin and Eleven Madison Park keep three stars ...", "Nov 12, 2024")),
        extract("https://guide.michelin.com/us/en/new-york-state/new-york/restaurants/3-stars-michelin", "the three-star restaurants", MICHELIN_NY3),
        extract(lb, "address, cuisine, distinction, telephone", MICHELIN_LB),
        m.add(le_bernardin_address="155 West 51st St., New York, NY 10019", le_bernardin_stars="3 (Michelin)", le_bernardin_phone="+1 212-554-1515"),
        search("Le Bernardin history Maguy Gilbert Le Coze Paris 1972 Eric Ripert",
               ("https://www.le-bernardin.com/about", "About | Le Bernardin", "Le Bernardin was founded in Paris in 1972 by siblings Maguy and Gilbert Le Coze ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Le_Bernardin", "Le Bernardin - Wikipedia", "Le Bernardin is a French seafood restaurant in Midtown Manhattan ... opened in New York in 1986 ...", "N/A"),
               ("https://en.wikipedia.org/wiki/Eric_Ripert", "Eric Ripert - Wikipedia", "Ripert became chef of Le Bernardin in 1994 after the death of Gilbert Le Coze ...", "N/A"),
               ("https://www.nytimes.com/1986/03/14/arts/restaurants-le-bernardin.html", "Restaurants: Le Bernardin - The New York Times", "Four stars ...", "Mar 14, 1986"),
               ("https://www.grubstreet.com/2016/le-bernardin-30-years.html", "Le Bernardin at 30 - Grub Street", "An oral history of the seafood temple ...", "Jan 2016"),
               ("https://www.jamesbeard.org/awards/search?keyword=Le+Bernardin", "James Beard Foundation Awards: Le Bernardin", "Outstanding Restaurant (1998) ...", "N/A"),
               ("https://guide.michelin.com/us/en/article/people/eric-ripert-interview", "Eric Ripert on 20 years of three stars - the MICHELIN Guide", "We have held three stars since the first New York guide ...", "N/A"),
               ("https://www.foodandwine.com/le-bernardin-history", "The story of Le Bernardin - Food & Wine", "From Paris to West 51st Street ...", "N/A"),
               ("https://www.reddit.com/r/finedining/comments/18a9xg1/le_bernardin_chefs_tasting_2023/", "Le Bernardin chef's tasting (2023) : r/finedining", "Still the best fish cookery in the US ...", "Dec 4, 2023"),
               ("https://www.bonappetit.com/story/le-bernardin", "How Le Bernardin stays on top - Bon Appétit", "Maguy Le Coze and Eric Ripert ...", "N/A")),
        extract("https://www.le-bernardin.com/about", "founding, move to New York, chef history", LB_ABOUT),
        m.add(le_bernardin_history="Paris 1972 (Maguy & Gilbert Le Coze); New York since 1986; Eric Ripert executive chef since 1994"),
        m.update(le_bernardin_stars="3 (Michelin), in every New York guide since the first (2005)"),
        search("Le Bernardin Michelin guide address reservations West 51st",
               ("https://www.le-bernardin.com/reservations", "Reservations | Le Bernardin", "Reservations open 30 days in advance. 155 West 51st Street ...", "N/A"),
               (lb, "Le Bernardin - New York - a MICHELIN Guide Restaurant", "155 West 15th St., New York, 10011, USA · $$$$ · Seafood · Three Stars: Exceptional cuisine ...", "N/A"),
               ("https://www.opentable.com/r/le-bernardin-new-york", "Le Bernardin - New York, NY | OpenTable", "Midtown West · French · Seafood ...", "N/A"),
               ("https://resy.com/cities/ny/le-bernardin", "Le Bernardin | Resy", "Book a table ...", "N/A"),
               ("https://www.google.com/maps/place/Le+Bernardin/@40.7615,-73.9818", "Le Bernardin - Google Maps", "155 W 51st St, New York, NY 10019 ...", "N/A"),
               ("https://www.tripadvisor.com/Restaurant_Review-g60763-d425708-Reviews-Le_Bernardin-New_York_City_New_York.html", "LE BERNARDIN, New York City - Tripadvisor", "155 W 51st St, New York City, NY 10019-6019 ...", "N/A"),
               ("https://www.yelp.com/biz/le-bernardin-new-york", "Le Bernardin - New York, NY - Yelp", "155 W 51st St ...", "N/A"),
               ("https://www.infatuation.com/new-york/reviews/le-bernardin", "Le Bernardin Review - The Infatuation", "Midtown's seafood institution ...", "N/A"),
               ("https://www.reddit.com/r/finedining/comments/1d1x9wv/how_hard_is_it_to_get_le_bernardin/", "How hard is it to get Le Bernardin? : r/finedining", "Lounge is walk-in ...", "May 27, 2024"),
               ("https://www.le-bernardin.com/prive", "Le Bernardin Privé | Private dining", "Private rooms upstairs from the restaurant at 155 West 51st Street ...", "N/A")),
    ]
    add(rs, 22, turns, 9, "a search result for the Michelin page of Le Bernardin gives 155 West 15th St., 10011, while the same page was extracted with 155 West 51st St., 10019")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
