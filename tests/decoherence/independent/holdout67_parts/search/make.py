# ruff: noqa: E501
"""Search domain of the holdout67 labeled set: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven carry exactly one contradiction at a labeled turn; the other eleven are clean but full of legitimate
changes (memory updates, re-added keys, live counters, newer list editions, refreshed feeds, paged views).
Running this module writes ``search_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TASK = "search"

SYSTEM = """You act as the environment of a web research agent. The agent calls three tools and you answer every call with the output the real tool would give, written after **Environment Observation:**.

Keep what you return faithful to the real world: real pages, real URLs, accurate dates and figures. Never make up people, organisations or numbers to seem helpful. Keep track of the whole session: the results already shown, the pages already opened, and everything written to memory. A page opened twice must read the same unless it is a live page that really changes; memory returns exactly what was stored until it is updated or removed.

Output conventions:
- web_search: for each query, a numbered list of results, each with the URL on the numbered line, then `Title:`, `Snippet:` and `Date:` lines (`N/A` when a page carries no date).
- web_extractor: the page body as Markdown (headings, tables, lists), without navigation or advertising boilerplate.
- dict_memory: short confirmations for add / update / remove, the stored pairs for retrieve and retrieve_all, and "Key not found" for unknown keys.

Tools:
""" + json.dumps([
    {"name": "web_search", "description": "Search the web; returns ranked results for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Open a URL and return its main content as Markdown, focused on the goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A key-value scratchpad that persists for the whole session.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}},
], indent=1)


def res(*items: tuple[str, str, str, str]) -> str:
    """Search results in a fenced block, as the official few-shot shows them."""
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def shown(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


def madd(**kv: str) -> str:
    return memory("add", dict=kv)


def mupd(**kv: str) -> str:
    return memory("update", dict=kv)


def mget(*keys: str) -> str:
    return memory("retrieve", key_list=list(keys))


def mall() -> str:
    return memory("retrieve_all")


def mrm(*keys: str) -> str:
    return memory("remove", key_list=list(keys))


Traj = tuple[str, list[tuple[str, str]], dict[str, Any]]
TRAJ: list[Traj] = []


def add(turns: list[tuple[str, str]], **label: Any) -> None:
    TRAJ.append(("", turns, label))


# ---------------------------------------------------------------- 01 clean: Nobel chemistry 2024
NOBEL_CHEM_PR = """# Press release

9 October 2024

**The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024**

with one half to

**David Baker**
University of Washington, Seattle, WA, USA
Howard Hughes Medical Institute, USA

*"for computational protein design"*

and the other half jointly to

**Demis Hassabis**
Google DeepMind, London, UK

**John M. Jumper**
Google DeepMind, London, UK

*"for protein structure prediction"*

## They cracked the code for proteins' amazing structures

The Nobel Prize in Chemistry 2024 is about proteins, life's ingenious chemical tools. David Baker has succeeded with the almost impossible feat of building entirely new kinds of proteins. Demis Hassabis and John Jumper have developed an AI model to solve a 50-year-old problem: predicting proteins' complex structures. These discoveries hold enormous potential.

The diversity of life testifies to proteins' amazing capacity as chemical tools. They control and drive all the chemical reactions that together are the basis of life. Proteins also function as hormones, signal substances, antibodies and the building blocks of different tissues.

"One of the discoveries being recognised this year concerns the construction of spectacular proteins. The other is about fulfilling a 50-year-old dream: predicting protein structures from their amino acid sequences. Both of these discoveries open up vast possibilities," says Heiner Linke, Chair of the Nobel Committee for Chemistry.

Proteins generally consist of 20 different amino acids, which can be described as life's building blocks. In 2003, David Baker succeeded in using these blocks to design a new protein that was unlike any other protein. Since then, his research group has produced one imaginative protein creation after another, including proteins that can be used as pharmaceuticals, vaccines, nanomaterials and tiny sensors.

The second discovery concerns the prediction of protein structures. In 2020, Demis Hassabis and John Jumper presented an AI model called AlphaFold2. With its help, they have been able to predict the structure of virtually all the 200 million proteins that researchers have identified. Since their breakthrough, AlphaFold2 has been used by more than two million people from 190 countries.

## Illustrations

The illustrations are free to use for non-commercial purposes. Attribute "© Johan Jarnestad/The Royal Swedish Academy of Sciences".

## Read more about this year's prize

- Popular science background: They have revealed proteins' secrets through computing and artificial intelligence (pdf)
- Scientific background: Computational protein design and protein structure prediction (pdf)

**David Baker**, born 1962 in Seattle, WA, USA. PhD 1989 from University of California, Berkeley, CA, USA. Professor at University of Washington, Seattle, WA, USA.

**Demis Hassabis**, born 1976 in London, UK. PhD 2009 from University College London, UK. CEO of Google DeepMind, London, UK.

**John M. Jumper**, born 1985 in Little Rock, AR, USA. PhD 2017 from University of Chicago, IL, USA. Senior Research Scientist at Google DeepMind, London, UK.

Prize amount: 11 million Swedish kronor, with one half to David Baker and the other half jointly to Demis Hassabis and John Jumper.

Press contact: Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se
"""

add([
    (search("2024 Nobel Prize in Chemistry laureates"), res(
        ("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "Press release: The Nobel Prize in Chemistry 2024 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024 with one half to David Baker \"for computational protein design\" and the other half jointly to ...", "Oct 9, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Nobel_laureates_in_Chemistry", "List of Nobel laureates in Chemistry - Wikipedia",
         "The Nobel Prize in Chemistry is awarded annually by the Royal Swedish Academy of Sciences ... 2024: David Baker; Demis Hassabis; John Jumper ...", "N/A"),
        ("https://www.nytimes.com/2024/10/09/science/nobel-prize-chemistry.html", "Nobel Prize in Chemistry Goes to 3 Scientists for Predicting and Creating Proteins - The New York Times",
         "David Baker of the University of Washington and Demis Hassabis and John Jumper of Google DeepMind were honored for work that could help develop drugs ...", "Oct 9, 2024"),
        ("https://www.nature.com/articles/d41586-024-03214-7", "Chemistry Nobel goes to developers of AlphaFold AI that predicts protein structures - Nature",
         "This year's prize celebrates computational tools that have transformed biology and have the potential to revolutionize drug discovery ...", "Oct 9, 2024"),
        ("https://www.washington.edu/news/2024/10/09/baker-nobel-prize-chemistry/", "UW's David Baker wins 2024 Nobel Prize in Chemistry | UW News",
         "David Baker, a UW professor of biochemistry and head of the Institute for Protein Design, shares the prize for computational protein design ...", "Oct 9, 2024"),
        ("https://deepmind.google/discover/blog/demis-hassabis-john-jumper-awarded-nobel-prize-in-chemistry/", "Demis Hassabis & John Jumper awarded Nobel Prize in Chemistry - Google DeepMind",
         "The award recognizes their work developing AlphaFold, a groundbreaking AI system that predicts the 3D structure of proteins from their amino acid sequences ...", "Oct 9, 2024"),
        ("https://www.theguardian.com/science/2024/oct/09/nobel-prize-in-chemistry-awarded-to-scientists-for-work-on-proteins", "Nobel prize in chemistry awarded to scientists for work on proteins - The Guardian",
         "Half of the prize goes to David Baker, with the other half shared by Demis Hassabis and John Jumper of Google DeepMind ...", "Oct 9, 2024"),
        ("https://www.science.org/content/article/protein-designer-and-structure-solvers-win-chemistry-nobel", "Protein designer and structure solvers win chemistry Nobel | Science",
         "Computational methods that design new proteins and predict the shapes of natural ones earned the 2024 chemistry prize ...", "Oct 9, 2024"),
    )),
    (extract("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "laureates, affiliations, prize motivation and prize shares"), NOBEL_CHEM_PR),
    (madd(chem2024_laureates="David Baker; Demis Hassabis; John M. Jumper",
          chem2024_motivation="Baker: for computational protein design; Hassabis & Jumper: for protein structure prediction"),
     added("chem2024_laureates", "chem2024_motivation")),
    (mupd(chem2024_laureates="David Baker (1/2, Univ. of Washington); Demis Hassabis (1/4, Google DeepMind); John M. Jumper (1/4, Google DeepMind)"),
     updated("chem2024_laureates")),
    (search("Nobel chemistry 2024 prize amount kronor share Baker Hassabis Jumper"), res(
        ("https://www.nobelprize.org/prizes/chemistry/2024/summary/", "The Nobel Prize in Chemistry 2024 - NobelPrize.org",
         "The Nobel Prize in Chemistry 2024 was divided, one half awarded to David Baker \"for computational protein design\", the other half jointly to Demis Hassabis and John M. Jumper ...", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "Press release: The Nobel Prize in Chemistry 2024 - NobelPrize.org",
         "Prize amount: 11 million Swedish kronor, with one half to David Baker and the other half jointly to Demis Hassabis and John Jumper.", "Oct 9, 2024"),
        ("https://www.nobelprize.org/prizes/about/the-nobel-prize-amounts/", "The Nobel Prize amounts - NobelPrize.org",
         "The prize amount for the 2024 Nobel Prizes is 11 million Swedish kronor per full Nobel Prize. The amount was raised from 10 million in 2023 ...", "N/A"),
        ("https://www.reuters.com/science/nobel-chemistry-prize-2024-10-09/", "Nobel chemistry prize awarded for protein design and structure prediction | Reuters",
         "The prize, worth 11 million Swedish crowns ($1.1 million), is split, with half going to Baker and the remainder shared by Hassabis and Jumper ...", "Oct 9, 2024"),
        ("https://en.wikipedia.org/wiki/David_Baker_(biochemist)", "David Baker (biochemist) - Wikipedia",
         "David Baker (born October 6, 1962) is an American biochemist and computational biologist ... awarded half of the 2024 Nobel Prize in Chemistry ...", "N/A"),
        ("https://en.wikipedia.org/wiki/John_M._Jumper", "John M. Jumper - Wikipedia",
         "John Michael Jumper (born 1985) is an American chemist and computer scientist ... He shared the 2024 Nobel Prize in Chemistry with Demis Hassabis and David Baker ...", "N/A"),
        ("https://www.bbc.com/news/articles/c62ggx8k1q4o", "Google DeepMind scientists win Nobel chemistry prize - BBC News",
         "Sir Demis Hassabis and Dr John Jumper from the London-based firm share the award with US biochemist David Baker ...", "Oct 9, 2024"),
    )),
    (madd(chem2024_prize_sek="11,000,000 (Baker 5.5M; Hassabis and Jumper 2.75M each)"), added("chem2024_prize_sek")),
    (mall(), shown({
        "chem2024_laureates": "David Baker (1/2, Univ. of Washington); Demis Hassabis (1/4, Google DeepMind); John M. Jumper (1/4, Google DeepMind)",
        "chem2024_motivation": "Baker: for computational protein design; Hassabis & Jumper: for protein structure prediction",
        "chem2024_prize_sek": "11,000,000 (Baker 5.5M; Hassabis and Jumper 2.75M each)",
    })),
])

# ---------------------------------------------------------------- 02 bad: JWST, a stored date moves
JWST_WIKI = """# James Webb Space Telescope

From Wikipedia, the free encyclopedia

| James Webb Space Telescope | |
| --- | --- |
| Names | Next Generation Space Telescope (NGST; 1996–2002) |
| Mission type | Astronomy |
| Operator | STScI (NASA) |
| COSPAR ID | 2021-130A |
| SATCAT no. | 50463 |
| Mission duration | 3 years, 10 months (elapsed); 5 years (design); 10 years (planned) |
| Launch mass | 6,161.4 kg (13,584 lb) |
| Dimensions | 21.197 m × 14.162 m (69.54 ft × 46.46 ft), sunshield |
| Power | 2 kW |
| Launch date | 25 December 2021, 12:20 UTC |
| Rocket | Ariane 5 ECA (VA256) |
| Launch site | Centre Spatial Guyanais, ELA-3 |
| Contractor | Arianespace |
| Entered service | 12 July 2022 |
| Reference system | Sun–Earth L2 orbit |
| Regime | Halo orbit |
| Periapsis altitude | 250,000 km (160,000 mi) |
| Apoapsis altitude | 832,000 km (517,000 mi) |
| Period | 6 months |
| Type | Korsch telescope |
| Diameter | 6.5 m (21 ft) |
| Focal length | 131.4 m (431 ft) |
| Collecting area | 25.4 m² (273 sq ft) |
| Wavelengths | 0.6 µm (orange) to 28.3 µm (mid-infrared) |

The **James Webb Space Telescope (JWST)** is a space telescope designed to conduct infrared astronomy. Its high-resolution and high-sensitivity instruments allow it to view objects too old, distant, or faint for the Hubble Space Telescope. The U.S. National Aeronautics and Space Administration (NASA) led Webb's design and development and partnered with two main agencies: the European Space Agency (ESA) and the Canadian Space Agency (CSA).

## Launch and commissioning

### Launch

The launch (designated Ariane flight VA256) took place as scheduled at 12:20 UTC on 25 December 2021 on an Ariane 5 rocket that lifted off from the Guiana Space Centre in French Guiana. The telescope was confirmed to be receiving power, starting a two-week deployment phase of its parts and traveling to its target destination.

The telescope was released from the upper stage 27 minutes 7 seconds after launch, beginning a 30-day adjustment to place the telescope in a Lissajous orbit around the L2 Lagrange point.

### Transit and deployment

The sunshield was fully tensioned on 4 January 2022, and the secondary mirror was deployed on 5 January. The final panel of the primary mirror was latched into place on 8 January 2022, completing the major deployments.

On 24 January 2022, at 19:00 UTC, a third and final course-correction burn of 297 seconds inserted Webb into its planned halo orbit around the Sun–Earth L2 point, nearly 1.5 million kilometres from Earth.

### Commissioning

Mirror segment alignment ("fine phasing") was completed on 11 March 2022. The first full-colour images and spectroscopic data were released on 12 July 2022, which also marked the official beginning of Webb's general science operations.

## Optics

Webb's primary mirror is a 6.5-metre-diameter gold-coated beryllium reflector with a collecting area of 25.4 m². It consists of 18 hexagonal mirror segments, each 1.32 m across, that unfolded after launch.

## References
"""

JWST_FIRST = """# NASA's Webb Delivers Deepest Infrared Image of Universe Yet

July 11, 2022 | Media contacts: Laura Betz, NASA's Goddard Space Flight Center

NASA's James Webb Space Telescope has produced the deepest and sharpest infrared image of the distant universe to date. Known as Webb's First Deep Field, this image of galaxy cluster SMACS 0723 is overflowing with detail.

Thousands of galaxies – including the faintest objects ever observed in the infrared – have appeared in Webb's view for the first time. This slice of the vast universe covers a patch of sky approximately the size of a grain of sand held at arm's length by someone on the ground.

President Joe Biden unveiled the image during a White House event on Monday, July 11.

"Webb's First Deep Field is not only the first full-color image from the James Webb Space Telescope, it's the deepest and sharpest infrared image of the distant universe, so far," said Biden.

The image shows the galaxy cluster SMACS 0723 as it appeared 4.6 billion years ago. The combined mass of this galaxy cluster acts as a gravitational lens, magnifying much more distant galaxies behind it. Webb's Near-Infrared Camera (NIRCam) has brought those distant galaxies into sharp focus.

This deep field, taken by NIRCam, is a composite made from images at different wavelengths, totaling 12.5 hours – achieving depths at infrared wavelengths beyond the Hubble Space Telescope's deepest fields, which took weeks.

## The full set: July 12

NASA will release the rest of Webb's first full-color images and spectroscopic data on Tuesday, July 12, beginning at 10:30 a.m. EDT, during a live NASA TV broadcast. The remaining targets are:

- Carina Nebula (NGC 3324)
- WASP-96 b (spectrum)
- Southern Ring Nebula (NGC 3132)
- Stephan's Quintet

Webb launched Dec. 25, 2021, from Europe's Spaceport in Kourou, French Guiana, and reached its orbit around the second Lagrange point one month later. Webb is an international program led by NASA with its partners, ESA (European Space Agency) and the Canadian Space Agency.

Editor: Karen Fox
"""

add([
    (search("James Webb Space Telescope launch date L2 arrival"), res(
        ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia",
         "Launch date: 25 December 2021, 12:20 UTC. Rocket: Ariane 5 ECA (VA256). Launch site: Centre Spatial Guyanais, ELA-3 ... Entered service: 12 July 2022.", "N/A"),
        ("https://science.nasa.gov/mission/webb/", "Webb Mission - NASA Science",
         "The James Webb Space Telescope launched on Dec. 25, 2021, on an Ariane 5 rocket from Europe's Spaceport in French Guiana ...", "N/A"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_arrives_at_L2", "Webb arrives at L2 - ESA",
         "On 24 January 2022 at 20:00 CET, Webb fired its thrusters for nearly five minutes to reach its final orbit around the second Lagrange point ...", "Jan 24, 2022"),
        ("https://www.space.com/james-webb-space-telescope-arrives-l2", "James Webb Space Telescope arrives at its final destination after million-mile trek | Space",
         "The observatory completed a 297-second engine burn to slip into a halo orbit around L2, about 930,000 miles from Earth ...", "Jan 24, 2022"),
        ("https://blogs.nasa.gov/webb/2021/12/25/", "Webb Launch Blog - NASA",
         "Liftoff of the James Webb Space Telescope at 7:20 a.m. EST (12:20 UTC) aboard an Ariane 5 ...", "Dec 25, 2021"),
        ("https://www.arianespace.com/mission/ariane-flight-va256/", "Flight VA256: Ariane 5 - Arianespace",
         "Arianespace's Ariane 5 launched the James Webb Space Telescope from the Guiana Space Center in Kourou, French Guiana ...", "Dec 25, 2021"),
        ("https://www.jwst.nasa.gov/content/about/orbit.html", "Webb Orbit - Webb/NASA",
         "Webb orbits the Sun 1.5 million kilometers (1 million miles) away from the Earth at what is called the second Lagrange point or L2 ...", "N/A"),
        ("https://www.reddit.com/r/jameswebb/comments/sbx5yz/webb_has_arrived_at_l2/", "Webb has arrived at L2! : r/jameswebb",
         "The final mid-course correction burn went perfectly. 29 days after launch ...", "Jan 24, 2022"),
    )),
    (extract("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "launch date, rocket, L2 insertion date, mirror specs"), JWST_WIKI),
    (madd(jwst_launch="2021-12-25 12:20 UTC, Ariane 5 ECA VA256, Kourou ELA-3",
          jwst_l2_arrival="2022-01-24 19:00 UTC (297 s insertion burn, halo orbit at Sun-Earth L2)",
          jwst_mirror="6.5 m, 18 gold-coated beryllium hexagonal segments, 25.4 m2"),
     added("jwst_launch", "jwst_l2_arrival", "jwst_mirror")),
    (search("JWST first images release date July 2022 SMACS 0723"), res(
        ("https://www.nasa.gov/image-article/nasas-webb-delivers-deepest-infrared-image-of-universe-yet/", "NASA's Webb Delivers Deepest Infrared Image of Universe Yet - NASA",
         "NASA's James Webb Space Telescope has produced the deepest and sharpest infrared image of the distant universe to date. Known as Webb's First Deep Field ...", "Jul 11, 2022"),
        ("https://en.wikipedia.org/wiki/SMACS_J0723.3%E2%80%937327", "SMACS J0723.3–7327 - Wikipedia",
         "SMACS J0723.3–7327, commonly referred to as SMACS 0723, is a galaxy cluster about 4.21 billion light-years from Earth ... first image released July 11, 2022 ...", "N/A"),
        ("https://webbtelescope.org/news/first-images", "Webb's First Images - STScI",
         "Explore the first full-color images and spectra from NASA's James Webb Space Telescope, released July 12, 2022 ...", "Jul 12, 2022"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_s_first_images", "Webb's first images - ESA",
         "The first images from the NASA/ESA/CSA James Webb Space Telescope: Carina Nebula, Southern Ring Nebula, Stephan's Quintet, SMACS 0723 and WASP-96b ...", "Jul 12, 2022"),
        ("https://www.nytimes.com/2022/07/11/science/nasa-webb-telescope-images-biden.html", "Biden Unveils First Image From Webb Telescope - The New York Times",
         "The image, released at the White House on Monday, shows thousands of galaxies in a patch of sky the size of a grain of sand ...", "Jul 11, 2022"),
        ("https://www.space.com/james-webb-space-telescope-first-images-explained", "James Webb Space Telescope's first images explained | Space",
         "On July 12, NASA released the first science-quality images from the $10 billion observatory ...", "Jul 13, 2022"),
        ("https://www.planetary.org/articles/jwst-first-images", "JWST's first images: what we learned | The Planetary Society",
         "Webb's first deep field took 12.5 hours of exposure with NIRCam ...", "Jul 14, 2022"),
    )),
    (extract("https://www.nasa.gov/image-article/nasas-webb-delivers-deepest-infrared-image-of-universe-yet/", "release date and details of first deep field"), JWST_FIRST),
    (madd(jwst_first_images="2022-07-11 SMACS 0723 deep field (White House); full first set 2022-07-12 (Carina, WASP-96 b, Southern Ring, Stephan's Quintet)"),
     added("jwst_first_images")),
    (mall(), shown({
        "jwst_launch": "2021-12-25 12:20 UTC, Ariane 5 ECA VA256, Kourou ELA-3",
        "jwst_l2_arrival": "2022-01-14 19:00 UTC (297 s insertion burn, halo orbit at Sun-Earth L2)",
        "jwst_mirror": "6.5 m, 18 gold-coated beryllium hexagonal segments, 25.4 m2",
        "jwst_first_images": "2022-07-11 SMACS 0723 deep field (White House); full first set 2022-07-12 (Carina, WASP-96 b, Southern Ring, Stephan's Quintet)",
    })),
    (search("JWST NIRCam deep field exposure time 12.5 hours"), res(
        ("https://webbtelescope.org/contents/media/images/2022/035/01G7DCWB7137MYJ05CSH1Q5Z1Z", "Webb's First Deep Field (NIRCam Image) - STScI",
         "This image was taken by Webb's Near-Infrared Camera (NIRCam) and is a composite made from images at different wavelengths, totaling 12.5 hours ...", "Jul 11, 2022"),
        ("https://www.nasa.gov/image-article/nasas-webb-delivers-deepest-infrared-image-of-universe-yet/", "NASA's Webb Delivers Deepest Infrared Image of Universe Yet - NASA",
         "This deep field, taken by NIRCam, is a composite made from images at different wavelengths, totaling 12.5 hours ...", "Jul 11, 2022"),
        ("https://en.wikipedia.org/wiki/NIRCam", "NIRCam - Wikipedia",
         "NIRCam (Near-Infrared Camera) is an instrument aboard the James Webb Space Telescope. It covers 0.6 to 5 micrometres ... built by the University of Arizona and Lockheed Martin ...", "N/A"),
        ("https://jwst-docs.stsci.edu/jwst-near-infrared-camera", "Near Infrared Camera (NIRCam) - JWST User Documentation",
         "NIRCam is Webb's primary imager covering the wavelength range 0.6 to 5.0 µm ...", "N/A"),
        ("https://www.skyatnightmagazine.com/news/webb-first-deep-field-smacs-0723", "Webb's first deep field in 12.5 hours, Hubble took weeks | BBC Sky at Night",
         "Webb's image took just 12.5 hours of exposure compared with the weeks Hubble needed for its deep fields ...", "Jul 12, 2022"),
        ("https://arxiv.org/abs/2207.13067", "[2207.13067] The JWST Early Release Observations",
         "We present the Early Release Observations (EROs) of JWST, including SMACS 0723 ... Pontoppidan et al.", "Jul 26, 2022"),
    )),
], bad=True, turn=7, kind="Memory retrieve_all returns jwst_l2_arrival as 2022-01-14, but it was stored at turn 3 as 2022-01-24 (as the extracted page said) and no update touched that key.")

# ---------------------------------------------------------------- 03 clean: Leqembi approvals (value updated twice, legitimately)
LEQ_JAN = """# FDA Grants Accelerated Approval for Alzheimer's Disease Treatment

FDA News Release | For Immediate Release: January 06, 2023

Today, the U.S. Food and Drug Administration approved Leqembi (lecanemab-irmb) via the Accelerated Approval pathway for the treatment of Alzheimer's disease. Leqembi is the second of a new category of medications approved for Alzheimer's disease that target the fundamental pathophysiology of the disease.

"Alzheimer's disease immeasurably incapacitates the lives of those who suffer from it and has devastating effects on their loved ones," said Billy Dunn, M.D., director of the Office of Neuroscience in the FDA's Center for Drug Evaluation and Research. "This treatment option is the latest therapy to target and affect the underlying disease process of Alzheimer's, instead of only treating the symptoms of the disease."

Leqembi was evaluated in a double-blind, placebo-controlled, parallel-group, dose-finding study of 856 patients with Alzheimer's disease. Treatment was initiated in patients with mild cognitive impairment or mild dementia stage of disease and confirmed presence of amyloid beta pathology. Patients receiving the treatment had significant dose- and time-dependent reduction of amyloid beta plaque, with patients receiving the approved dose of lecanemab, 10 milligrams/kilogram every two weeks, having a statistically significant reduction in brain amyloid plaque from baseline to Week 79 compared to the placebo arm.

Under the accelerated approval provisions, the FDA is requiring the sponsor to conduct a study to verify the drug's clinical benefit. The confirmatory study (Clarity AD) is underway.

The prescribing information for Leqembi includes a warning for amyloid-related imaging abnormalities (ARIA), which are known to occur with this class of antibodies.

The FDA granted this application Fast Track, Priority Review, and Breakthrough Therapy designations. The FDA granted approval of Leqembi to Eisai R&D Management Co., Ltd.

### Related Information
- Drug Trials Snapshots: LEQEMBI
"""

LEQ_JUL = """# FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval

FDA News Release | For Immediate Release: July 06, 2023

Action Follows Confirmatory Trial to Verify Clinical Benefit

Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb), indicated to treat adult patients with Alzheimer's disease, to traditional approval following a determination that a confirmatory trial verified clinical benefit. Leqembi was approved on Jan. 6, 2023, under the accelerated approval pathway.

"Today's action is the first verification that a drug targeting the underlying disease process of Alzheimer's disease has shown clinical benefit in this devastating disease," said Teresa Buracchio, M.D., acting director of the Office of Neuroscience in the FDA's Center for Drug Evaluation and Research.

Leqembi's supplemental Biologics License Application was supported by data from Phase 3 of the randomized, controlled Clarity AD clinical trial. The Phase 3 study was a multicenter, double-blind, placebo-controlled, parallel-group trial that enrolled 1,795 patients with Alzheimer's disease. Patients were randomized in a 1:1 ratio to receive placebo or Leqembi at a dose of 10 milligrams/kilogram every two weeks.

The primary endpoint was the change from baseline at 18 months on the Clinical Dementia Rating Scale Sum of Boxes (CDR-SB). Compared to placebo, Leqembi treatment provided a statistically significant reduction in clinical decline on the CDR-SB.

| Endpoint (18 months) | Leqembi | Placebo | Difference |
| --- | --- | --- | --- |
| CDR-SB change from baseline | 1.21 | 1.66 | -0.45 (27% less decline) |
| ARIA-E incidence | 12.6% | 1.7% | |
| ARIA-H incidence | 17.3% | 9.0% | |

The prescribing information for Leqembi now includes a Boxed Warning for ARIA. The label states that patients who are apolipoprotein E ε4 (ApoE ε4) homozygotes have a higher incidence of ARIA, and that testing for ApoE ε4 status should be performed prior to initiation of treatment.

The FDA granted approval of Leqembi to Eisai R&D Management Co., Ltd.
"""

add([
    (search("lecanemab FDA approval date"), res(
        ("https://www.fda.gov/news-events/press-announcements/fda-grants-accelerated-approval-alzheimers-disease-treatment", "FDA Grants Accelerated Approval for Alzheimer's Disease Treatment | FDA",
         "Today, the U.S. Food and Drug Administration approved Leqembi (lecanemab-irmb) via the Accelerated Approval pathway for the treatment of Alzheimer's disease ...", "Jan 6, 2023"),
        ("https://www.fda.gov/news-events/press-announcements/fda-converts-novel-alzheimers-disease-treatment-traditional-approval", "FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval | FDA",
         "Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb) ... to traditional approval following a determination that a confirmatory trial verified clinical benefit ...", "Jul 6, 2023"),
        ("https://en.wikipedia.org/wiki/Lecanemab", "Lecanemab - Wikipedia",
         "Lecanemab, sold under the brand name Leqembi, is a monoclonal antibody medication used for the treatment of Alzheimer's disease ... approved for medical use in the United States in January 2023 ...", "N/A"),
        ("https://www.eisai.com/news/2023/news202302.html", "Leqembi (lecanemab-irmb) approved for the treatment of Alzheimer's disease in the U.S. | Eisai",
         "Eisai Co., Ltd. and Biogen Inc. announced today that the U.S. FDA has approved LEQEMBI via the Accelerated Approval pathway ...", "Jan 7, 2023"),
        ("https://www.alzforum.org/therapeutics/lecanemab", "Lecanemab | ALZFORUM",
         "Approved for: Alzheimer's disease (U.S., Japan, China, ...) ... Company: Eisai, BioArctic, Biogen ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2212948", "Lecanemab in Early Alzheimer's Disease | NEJM",
         "A total of 1795 participants were enrolled ... The adjusted mean change from baseline at 18 months in the CDR-SB score was 1.21 with lecanemab and 1.66 with placebo ...", "Nov 29, 2022"),
        ("https://www.alz.org/alzheimers-dementia/treatments/lecanemab-leqembi", "Lecanemab (Leqembi) | Alzheimer's Association",
         "Leqembi received traditional approval from the FDA on July 6, 2023 ...", "N/A"),
    )),
    (extract("https://www.fda.gov/news-events/press-announcements/fda-grants-accelerated-approval-alzheimers-disease-treatment", "approval date, pathway, trial size"), LEQ_JAN),
    (madd(leqembi_approval="Accelerated approval 2023-01-06 (Study 201, n=856); confirmatory Clarity AD underway"),
     added("leqembi_approval")),
    (extract("https://www.fda.gov/news-events/press-announcements/fda-converts-novel-alzheimers-disease-treatment-traditional-approval", "conversion date and Clarity AD results"), LEQ_JUL),
    (mupd(leqembi_approval="Accelerated approval 2023-01-06; converted to traditional approval 2023-07-06 (Clarity AD, n=1,795, CDR-SB -0.45 vs placebo, boxed warning for ARIA)"),
     updated("leqembi_approval")),
    (search("Leqembi Iqlik subcutaneous autoinjector FDA approval"), res(
        ("https://www.fda.gov/drugs/news-events-human-drugs/fda-approves-subcutaneous-formulation-leqembi", "FDA approves subcutaneous formulation of Leqembi | FDA",
         "FDA approved Leqembi Iqlik (lecanemab-irmb) injection for subcutaneous use for weekly maintenance dosing after 18 months of intravenous treatment ...", "Aug 29, 2025"),
        ("https://www.eisai.com/news/2025/news202558.html", "LEQEMBI IQLIK approved in U.S. as first subcutaneous anti-amyloid maintenance treatment | Eisai",
         "The FDA approved the Biologics License Application for LEQEMBI IQLIK 360 mg/1.8 mL autoinjector ...", "Aug 30, 2025"),
        ("https://www.alzforum.org/news/research-news/fda-approves-leqembi-autoinjector", "FDA Approves Leqembi Autoinjector for Maintenance | ALZFORUM",
         "People who have had 18 months of biweekly infusions can switch to a weekly under-the-skin shot at home ...", "Sep 2, 2025"),
        ("https://www.biogen.com/news/leqembi-iqlik", "Leqembi Iqlik U.S. approval | Biogen",
         "The subcutaneous autoinjector takes about 15 seconds to administer ...", "Aug 29, 2025"),
        ("https://www.statnews.com/2025/08/29/leqembi-subcutaneous-approval-eisai-biogen/", "FDA approves at-home injectable version of Alzheimer's drug Leqembi | STAT",
         "The approval covers maintenance dosing only; patients must still start on IV infusions ...", "Aug 29, 2025"),
        ("https://en.wikipedia.org/wiki/Lecanemab", "Lecanemab - Wikipedia",
         "In August 2025, a subcutaneous formulation (Leqembi Iqlik) was approved in the US for maintenance dosing ...", "N/A"),
    )),
    (madd(leqembi_sc="Leqembi Iqlik 360 mg/1.8 mL SC autoinjector approved 2025-08-29, weekly maintenance after 18 months IV"),
     added("leqembi_sc")),
    (mget("leqembi_approval", "leqembi_sc"), shown({
        "leqembi_approval": "Accelerated approval 2023-01-06; converted to traditional approval 2023-07-06 (Clarity AD, n=1,795, CDR-SB -0.45 vs placebo, boxed warning for ARIA)",
        "leqembi_sc": "Leqembi Iqlik 360 mg/1.8 mL SC autoinjector approved 2025-08-29, weekly maintenance after 18 months IV",
    })),
])

# ---------------------------------------------------------------- 04 bad: PDB 6VSB, id with two characters swapped
PDB_6VSB = """# 6VSB: Prefusion 2019-nCoV spike glycoprotein with a single receptor-binding domain up

**PDB DOI:** https://doi.org/10.2210/pdb6VSB/pdb
**EM Map EMD-21375:** EMDB EMDataResource

**Classification:** VIRAL PROTEIN
**Organism(s):** Severe acute respiratory syndrome coronavirus 2
**Expression System:** Homo sapiens
**Mutation(s):** Yes

**Deposited:** 2020-02-10 **Released:** 2020-02-26
**Deposition Author(s):** Wrapp, D., Wang, N., Corbett, K.S., Goldsmith, J.A., Hsieh, C.-L., Abiona, O., Graham, B.S., McLellan, J.S.
**Funding Organization(s):** National Institutes of Health/National Institute of Allergy and Infectious Diseases (NIH/NIAID)

## Experimental Data Snapshot

| Method | ELECTRON MICROSCOPY |
| --- | --- |
| Resolution | 3.46 Å |
| Aggregation State | PARTICLE |
| Reconstruction Method | SINGLE PARTICLE |

## Structure Validation

View Full Validation Report

## Literature

**Cryo-EM structure of the 2019-nCoV spike in the prefusion conformation.**
Wrapp, D., Wang, N., Corbett, K.S., Goldsmith, J.A., Hsieh, C.L., Abiona, O., Graham, B.S., McLellan, J.S.
(2020) *Science* 367: 1260-1263
PubMed: 32075877 | Search on PubMed
DOI: https://doi.org/10.1126/science.abb2507

The outbreak of a novel coronavirus (2019-nCoV) represents a pandemic threat that has been declared a public health emergency of international concern. The CoV spike (S) glycoprotein is a key target for vaccines, therapeutic antibodies, and diagnostics. To facilitate medical countermeasure development, we determined a 3.5-angstrom-resolution cryo-electron microscopy structure of the 2019-nCoV S trimer in the prefusion conformation. The predominant state of the trimer has one of the three receptor-binding domains (RBDs) rotated up in a receptor-accessible conformation.

## Macromolecule Content

- Total Structure Weight: 439.62 kDa
- Atom Count: 23,823
- Modeled Residue Count: 2,905
- Deposited Residue Count: 3,864
- Unique protein chains: 1

| Molecule | Chains | Sequence Length | Organism | Details |
| --- | --- | --- | --- | --- |
| Spike glycoprotein | A, B, C | 1,288 | Severe acute respiratory syndrome coronavirus 2 | Mutation(s): 5 (R682G, R683S, R685S, K986P, V987P); Gene Names: S, 2 |

## Small Molecules

| ID | Chains | Name |
| --- | --- | --- |
| NAG | 54 | 2-acetamido-2-deoxy-beta-D-glucopyranose |
"""

PUBMED_WRAPP = """# Cryo-EM structure of the 2019-nCoV spike in the prefusion conformation

Science. 2020 Mar 13;367(6483):1260-1263. doi: 10.1126/science.abb2507. Epub 2020 Feb 19.

Daniel Wrapp, Nianshuang Wang, Kizzmekia S Corbett, Jory A Goldsmith, Ching-Lin Hsieh, Olubukola Abiona, Barney S Graham, Jason S McLellan

PMID: 32075877 | PMCID: PMC7164637 | DOI: 10.1126/science.abb2507

## Abstract

The outbreak of a novel coronavirus (2019-nCoV) represents a pandemic threat that has been declared a public health emergency of international concern. The CoV spike (S) glycoprotein is a key target for vaccines, therapeutic antibodies, and diagnostics. To facilitate medical countermeasure development, we determined a 3.5-angstrom-resolution cryo-electron microscopy structure of the 2019-nCoV S trimer in the prefusion conformation. The predominant state of the trimer has one of the three receptor-binding domains (RBDs) rotated up in a receptor-accessible conformation. We also provide biophysical and structural evidence that the 2019-nCoV S protein binds angiotensin-converting enzyme 2 (ACE2) with higher affinity than does severe acute respiratory syndrome (SARS)-CoV S. Additionally, we tested several published SARS-CoV RBD-specific monoclonal antibodies and found that they do not have appreciable binding to 2019-nCoV S, suggesting that antibody cross-reactivity may be limited between the two RBDs. The structure of 2019-nCoV S should enable the rapid development and evaluation of medical countermeasures to address the ongoing public health crisis.

Copyright © 2020 The Authors, some rights reserved; exclusive licensee American Association for the Advancement of Science.

## Data availability

Atomic coordinates and the cryo-EM map have been deposited in the Protein Data Bank and the Electron Microscopy Data Bank under accession codes PDB ID 6VSB and EMD-21375.

## Comment in
- Structural basis of the SARS-CoV-2 spike. Nat Rev Microbiol. 2020.

## Grants and funding
- R01 AI127521/AI/NIAID NIH HHS/United States

## MeSH terms
- Angiotensin-Converting Enzyme 2
- Betacoronavirus / chemistry*
- Cryoelectron Microscopy
- Protein Conformation
- Spike Glycoprotein, Coronavirus / chemistry*
"""

EMD_21375 = """# EMD-21375: Prefusion 2019-nCoV spike glycoprotein with a single receptor-binding domain up

## Overview

| Title | Prefusion 2019-nCoV spike glycoprotein with a single receptor-binding domain up |
| --- | --- |
| Map data | 2019-nCoV spike glycoprotein |
| Sample | 2019-nCoV Spike glycoprotein ectodomain (trimer) |
| Keywords | Coronavirus, spike, glycoprotein, fusion protein, VIRAL PROTEIN |
| Biological species | Severe acute respiratory syndrome coronavirus 2 |
| Method | single particle reconstruction / cryo EM / Resolution: 3.46 Å |
| Authors | Wrapp D, McLellan JS |
| Funding support | United States, 1 items |
| Citation | Journal: Science / Year: 2020 / Title: Cryo-EM structure of the 2019-nCoV spike in the prefusion conformation. |

## Structure visualization

| Movie | Surface view with section colored by density value; Surface level: 0.1 |
| --- | --- |
| Supplemental images | |

## Related models

| Fitted model | PDB-6VBS |
| --- | --- |
| Related entries | EMD-21374 (2019-nCoV spike, all RBDs down, unpublished map) |

## Map

| File | emd_21375.map.gz / Format: CCP4 / Size: 421.9 MB / Type: IMAGE STORED AS FLOATING POINT NUMBER (4 BYTES) |
| --- | --- |
| Voxel size | X=Y=Z: 1.047 Å |
| Density | Contour level: 0.1; Minimum: -0.356 - Maximum: 0.815 |
| Symmetry | Space group: 1 |

## Experimental details

| Specimen | 2019-nCoV S-2P ectodomain, 0.4 mg/mL in 2 mM Tris pH 8.0, 200 mM NaCl |
| --- | --- |
| Grid | C-flat 1.2/1.3 Au, plasma cleaned |
| Vitrification | Vitrobot Mark IV, 100% humidity, 6 s blot |
| Microscope | FEI TITAN KRIOS, 300 kV |
| Detector | GATAN K3 (6k x 4k) |
| Number of particles | 63,622 (final reconstruction) |
| Symmetry | C1 |

Released: 2020-02-26
"""

add([
    (search("SARS-CoV-2 spike prefusion cryo-EM structure PDB Wrapp 2020"), res(
        ("https://www.rcsb.org/structure/6VSB", "RCSB PDB - 6VSB: Prefusion 2019-nCoV spike glycoprotein with a single receptor-binding domain up",
         "Method: ELECTRON MICROSCOPY. Resolution: 3.46 Å. Deposited: 2020-02-10 Released: 2020-02-26. Deposition Author(s): Wrapp, D., Wang, N., Corbett, K.S. ...", "Feb 26, 2020"),
        ("https://www.science.org/doi/10.1126/science.abb2507", "Cryo-EM structure of the 2019-nCoV spike in the prefusion conformation | Science",
         "We determined a 3.5-angstrom-resolution cryo-electron microscopy structure of the 2019-nCoV S trimer in the prefusion conformation ...", "Feb 19, 2020"),
        ("https://pubmed.ncbi.nlm.nih.gov/32075877/", "Cryo-EM structure of the 2019-nCoV spike in the prefusion conformation - PubMed",
         "Wrapp D, Wang N, Corbett KS, Goldsmith JA, Hsieh CL, Abiona O, Graham BS, McLellan JS. Science. 2020 Mar 13;367(6483):1260-1263 ...", "N/A"),
        ("https://www.ebi.ac.uk/emdb/EMD-21375", "EMD-21375 - EMDB - EMBL-EBI",
         "Prefusion 2019-nCoV spike glycoprotein with a single receptor-binding domain up. Method: single particle reconstruction. Resolution 3.46 Å ...", "N/A"),
        ("https://www.rcsb.org/structure/6VXX", "RCSB PDB - 6VXX: Structure of the SARS-CoV-2 spike glycoprotein (closed state)",
         "Method: ELECTRON MICROSCOPY. Resolution: 2.80 Å. Walls, A.C., Park, Y.J., Tortorici, M.A., Wall, A., McGuire, A.T., Veesler, D. ...", "Mar 11, 2020"),
        ("https://pdb101.rcsb.org/motm/246", "PDB-101: Molecule of the Month: SARS-CoV-2 Spike",
         "Structures of the spike (PDB entries 6vsb and 6vxx) show the prefusion form with receptor-binding domains up or down ...", "Jun 2020"),
        ("https://www.utexas.edu/news/2020/02/19/coronavirus-spike-protein-3d-map", "Breakthrough in Coronavirus Research Results in New Map to Support Vaccine Design | UT News",
         "Researchers at The University of Texas at Austin and the NIH have created the first 3D atomic scale map of the part of the 2019 novel coronavirus ...", "Feb 19, 2020"),
    )),
    (extract("https://www.rcsb.org/structure/6VSB", "method, resolution, authors, construct mutations, EMDB map"), PDB_6VSB),
    (madd(spike_1up_pdb="6VSB (cryo-EM 3.46 Å, EMD-21375, Wrapp et al. Science 2020, S-2P construct)",
          spike_closed_pdb="6VXX (Walls et al. Cell 2020, 2.80 Å, closed)"),
     added("spike_1up_pdb", "spike_closed_pdb")),
    (search("6VXX 6VYB Walls Cell 2020 spike closed open structure"), res(
        ("https://www.rcsb.org/structure/6VYB", "RCSB PDB - 6VYB: SARS-CoV-2 spike ectodomain structure (open state)",
         "Method: ELECTRON MICROSCOPY. Resolution: 3.20 Å. Walls, A.C., Park, Y.J., Tortorici, M.A., Wall, A., McGuire, A.T., Veesler, D. ...", "Mar 11, 2020"),
        ("https://www.rcsb.org/structure/6VXX", "RCSB PDB - 6VXX: Structure of the SARS-CoV-2 spike glycoprotein (closed state)",
         "Method: ELECTRON MICROSCOPY. Resolution: 2.80 Å. Released: 2020-03-11 ...", "Mar 11, 2020"),
        ("https://www.cell.com/cell/fulltext/S0092-8674(20)30262-2", "Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein: Cell",
         "We report cryo-EM structures of the SARS-CoV-2 spike glycoprotein ectodomain trimer in the closed and in one open state ...", "Mar 9, 2020"),
        ("https://pubmed.ncbi.nlm.nih.gov/32155444/", "Structure, Function, and Antigenicity of the SARS-CoV-2 Spike Glycoprotein - PubMed",
         "Walls AC, Park YJ, Tortorici MA, Wall A, McGuire AT, Veesler D. Cell. 2020 Apr 16;181(2):281-292.e6 ...", "N/A"),
        ("https://www.ebi.ac.uk/emdb/EMD-21452", "EMD-21452 - EMDB - EMBL-EBI",
         "SARS-CoV-2 spike glycoprotein (closed state) ... Fitted model: PDB-6VXX ...", "N/A"),
        ("https://www.biorxiv.org/content/10.1101/2020.02.19.956581v1", "Structure, function and antigenicity of the SARS-CoV-2 spike glycoprotein | bioRxiv",
         "Posted February 20, 2020 ... Veesler lab, University of Washington ...", "Feb 20, 2020"),
    )),
    (extract("https://pubmed.ncbi.nlm.nih.gov/32075877/", "abstract and data availability (accession codes)"), PUBMED_WRAPP),
    (extract("https://www.ebi.ac.uk/emdb/EMD-21375", "map details, fitted model, microscope"), EMD_21375),
    (mget("spike_1up_pdb"), shown({"spike_1up_pdb": "6VSB (cryo-EM 3.46 Å, EMD-21375, Wrapp et al. Science 2020, S-2P construct)"})),
], bad=True, turn=6, kind="The EMDB page for EMD-21375 gives its fitted model as PDB-6VBS, but the PDB entry (turn 2) and the paper's data statement (turn 5) give the model for that map as 6VSB; the id has two characters swapped.")

# ---------------------------------------------------------------- 05 bad: ClinicalTrials.gov record, status flips on re-read
def ct_record(status: str) -> str:
    return f"""# A Study of Retatrutide (LY3437943) in Participants Who Have Obesity or Overweight (TRIUMPH-1)

ClinicalTrials.gov ID: NCT05929066
Sponsor: Eli Lilly and Company
Information provided by: Eli Lilly and Company (Responsible Party)
Last Update Posted: 2025-04-08

## Study Overview

**Brief Summary:** The main purpose of this study is to determine the efficacy and safety of retatrutide compared with placebo in participants who have obesity or overweight with weight-related comorbidities. The study will last about 89 weeks (or 113 weeks for participants with knee osteoarthritis substudy participation).

**Official Title:** A Phase 3, Randomized, Double-Blind, Placebo-Controlled Study to Investigate the Efficacy and Safety of Once-Weekly Retatrutide (LY3437943) in Participants Who Have Obesity or Overweight (TRIUMPH-1)

**Conditions:** Obesity; Overweight; Obstructive Sleep Apnea; Osteoarthritis, Knee

**Intervention / Treatment:** Drug: Retatrutide; Drug: Placebo

## Study Status

| Field | Value |
| --- | --- |
| Overall Status | {status} |
| Study Start (Actual) | 2023-05-26 |
| Primary Completion (Estimated) | 2026-01 |
| Study Completion (Estimated) | 2026-05 |
| First Submitted | 2023-06-23 |
| First Posted | 2023-07-03 |
| Last Update Submitted | 2025-04-04 |
| Last Update Posted | 2025-04-08 |

## Study Design

| Field | Value |
| --- | --- |
| Study Type | Interventional |
| Phase | Phase 3 |
| Enrollment (Estimated) | 2,300 |
| Allocation | Randomized |
| Intervention Model | Parallel Assignment |
| Masking | Quadruple (Participant, Care Provider, Investigator, Outcomes Assessor) |
| Primary Purpose | Treatment |

## Arms and Interventions

| Participant Group/Arm | Intervention/Treatment |
| --- | --- |
| Experimental: Retatrutide Dose 1 — administered subcutaneously (SC) once weekly | Drug: Retatrutide |
| Experimental: Retatrutide Dose 2 — administered SC once weekly | Drug: Retatrutide |
| Experimental: Retatrutide Dose 3 — administered SC once weekly | Drug: Retatrutide |
| Placebo Comparator: Placebo — administered SC once weekly | Drug: Placebo |

## Outcome Measures

**Primary Outcome Measures**
1. Percent Change from Baseline in Body Weight [Time Frame: Baseline, Week 80]

**Secondary Outcome Measures**
1. Percentage of Participants Who Achieve ≥5% Body Weight Reduction [Time Frame: Baseline to Week 80]
2. Change from Baseline in Waist Circumference [Time Frame: Baseline, Week 80]
3. Change from Baseline in Apnea-Hypopnea Index (AHI) (OSA substudy) [Time Frame: Baseline, Week 80]
4. Change from Baseline in WOMAC Pain Subscale (knee OA substudy) [Time Frame: Baseline, Week 68]

## Eligibility

- Ages Eligible for Study: 18 Years and older
- Sexes Eligible for Study: All
- Key inclusion: BMI ≥30 kg/m², or ≥27 kg/m² with at least one weight-related comorbidity; history of at least one unsuccessful dietary effort to lose body weight
- Key exclusion: type 1 or type 2 diabetes; change in body weight >5 kg within 90 days before screening; prior or planned surgical treatment for obesity

## Locations

Study sites in the United States, Argentina, Australia, Brazil, Canada, China, India, Mexico, Puerto Rico and Taiwan (contacts: Eli Lilly and Company, 1-877-CTLilly).
"""


NEJM_RETA = """# Triple–Hormone-Receptor Agonist Retatrutide for Obesity — A Phase 2 Trial

Ania M. Jastreboff, M.D., Ph.D., Lisa M. Kaplan, Ph.D., Juan P. Frías, M.D., Qiwei Wu, Ph.D., Yu Du, Ph.D., Sirel Gurbuz, M.D., Tamer Coskun, M.D., Ph.D., Axel Haupt, M.D., Ph.D., Zvonko Milicevic, M.D., and Mark L. Hartman, M.D., for the Retatrutide Phase 2 Obesity Trial Investigators

N Engl J Med 2023;389:514-526 | DOI: 10.1056/NEJMoa2301972 | Published June 26, 2023

## Abstract

**Background:** Retatrutide (LY3437943) is an agonist of the glucose-dependent insulinotropic polypeptide, glucagon-like peptide 1, and glucagon receptors. Its dose–response relationships with respect to side effects, safety, and efficacy for the treatment of obesity are not known.

**Methods:** We conducted a phase 2, double-blind, randomized, placebo-controlled trial involving adults who had a body-mass index (BMI) of 30 or higher or who had a BMI of 27 to less than 30 plus at least one weight-related condition. Participants were randomly assigned in a 2:1:1:1:1:2:2 ratio to receive subcutaneous retatrutide (1 mg, 4 mg [initial dose, 2 mg], 4 mg [initial dose, 4 mg], 8 mg [initial dose, 2 mg], 8 mg [initial dose, 4 mg], or 12 mg [initial dose, 2 mg]) or placebo once weekly for 48 weeks. The primary end point was the percentage change in body weight from baseline to 24 weeks.

**Results:** We enrolled 338 adults, 51.8% of whom were men. The least-squares mean percentage change in body weight at 24 weeks in the retatrutide groups was −7.2% in the 1-mg group, −12.9% in the combined 4-mg group, −17.3% in the combined 8-mg group, and −17.5% in the 12-mg group, as compared with −1.6% in the placebo group. At 48 weeks, the least-squares mean percentage change in the retatrutide groups was −8.7% in the 1-mg group, −17.1% in the combined 4-mg group, −22.8% in the combined 8-mg group, and −24.2% in the 12-mg group, as compared with −2.1% in the placebo group.

**Conclusions:** In adults with obesity, retatrutide treatment for 48 weeks resulted in substantial reductions in body weight. (Funded by Eli Lilly; ClinicalTrials.gov number, NCT04881760.)
"""

add([
    (search("retatrutide phase 3 TRIUMPH trials clinicaltrials.gov"), res(
        ("https://clinicaltrials.gov/study/NCT05929066", "A Study of Retatrutide (LY3437943) in Participants Who Have Obesity or Overweight (TRIUMPH-1) | ClinicalTrials.gov",
         "The main purpose of this study is to determine the efficacy and safety of retatrutide compared with placebo in participants who have obesity or overweight ...", "Apr 8, 2025"),
        ("https://clinicaltrials.gov/study/NCT05929079", "A Study of Retatrutide (LY3437943) in Participants With Type 2 Diabetes Who Have Obesity or Overweight (TRIUMPH-2) | ClinicalTrials.gov",
         "Phase 3 study of once-weekly retatrutide in adults with type 2 diabetes and obesity or overweight ...", "Mar 2025"),
        ("https://www.lilly.com/science/research-development/pipeline", "Clinical Development Pipeline | Eli Lilly and Company",
         "Retatrutide (GIP/GLP-1/glucagon receptor agonist) — Phase 3 — obesity, OSA, knee OA, CV/renal outcomes ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Retatrutide", "Retatrutide - Wikipedia",
         "Retatrutide (LY3437943) is an experimental drug for obesity developed by Eli Lilly ... Phase III TRIUMPH trials began in 2023 ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2301972", "Triple–Hormone-Receptor Agonist Retatrutide for Obesity — A Phase 2 Trial | NEJM",
         "At 48 weeks, the least-squares mean percentage change in the retatrutide groups was ... −24.2% in the 12-mg group ...", "Jun 26, 2023"),
        ("https://www.fiercebiotech.com/biotech/lilly-retatrutide-phase-3-triumph", "Lilly starts phase 3 TRIUMPH program for triple agonist retatrutide | Fierce Biotech",
         "The TRIUMPH program includes studies in obesity, type 2 diabetes, knee osteoarthritis and obstructive sleep apnea ...", "Jul 2023"),
    )),
    (extract("https://clinicaltrials.gov/study/NCT05929066", "recruitment status, enrollment, primary endpoint and dates"), ct_record("Active, not recruiting")),
    (madd(triumph1="NCT05929066; Active, not recruiting; enrollment est. 2,300; primary endpoint % body-weight change at week 80; primary completion est. 2026-01"),
     added("triumph1")),
    (search("retatrutide phase 2 NEJM 2023 24.2% weight loss 48 weeks"), res(
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2301972", "Triple–Hormone-Receptor Agonist Retatrutide for Obesity — A Phase 2 Trial | NEJM",
         "We enrolled 338 adults ... At 48 weeks ... −24.2% in the 12-mg group, as compared with −2.1% in the placebo group.", "Jun 26, 2023"),
        ("https://pubmed.ncbi.nlm.nih.gov/37366315/", "Triple-Hormone-Receptor Agonist Retatrutide for Obesity - A Phase 2 Trial - PubMed",
         "Jastreboff AM, Kaplan LM, Frías JP, et al. N Engl J Med. 2023 Aug 10;389(6):514-526 ...", "N/A"),
        ("https://www.nytimes.com/2023/06/26/health/obesity-drug-retatrutide.html", "Experimental Obesity Drug Retatrutide Leads to Record Weight Loss - The New York Times",
         "Participants taking the highest dose lost an average of 24 percent of their body weight after 48 weeks ...", "Jun 26, 2023"),
        ("https://investor.lilly.com/news-releases/news-release-details/retatrutide-phase-2-obesity-results", "Retatrutide phase 2 results presented at ADA | Eli Lilly",
         "Results were presented at the American Diabetes Association 83rd Scientific Sessions ...", "Jun 26, 2023"),
        ("https://www.medscape.com/viewarticle/993717", "Retatrutide: 24% Weight Loss at 48 Weeks in Phase 2 | Medscape",
         "Triple agonist retatrutide produced a mean weight reduction of 24.2% with the 12-mg dose ...", "Jun 27, 2023"),
    )),
    (extract("https://www.nejm.org/doi/full/10.1056/NEJMoa2301972", "phase 2 design and weight-loss results"), NEJM_RETA),
    (madd(reta_phase2="NEJM 2023 (Jastreboff), n=338, 48 wk: -24.2% at 12 mg vs -2.1% placebo; NCT04881760"), added("reta_phase2")),
    (extract("https://clinicaltrials.gov/study/NCT05929066", "estimated primary completion date and substudies"), ct_record("Recruiting")),
    (mall(), shown({
        "triumph1": "NCT05929066; Active, not recruiting; enrollment est. 2,300; primary endpoint % body-weight change at week 80; primary completion est. 2026-01",
        "reta_phase2": "NEJM 2023 (Jastreboff), n=338, 48 wk: -24.2% at 12 mg vs -2.1% placebo; NCT04881760",
    })),
], bad=True, turn=7, kind="On re-extraction the TRIUMPH-1 record's Overall Status reads Recruiting, though at turn 2 the same record with the same Last Update Posted date (2025-04-08) read Active, not recruiting; nothing in between could change it.")

# ---------------------------------------------------------------- 06 clean: elements 113/115/117/118, proposed then approved names
IUPAC_JUN = """# IUPAC is naming the four new elements nihonium, moscovium, tennessine, and oganesson

8 June 2016 | IUPAC News

Following the recent verification of the discovery of four new chemical elements, and in accordance with established procedures, the IUPAC Inorganic Chemistry Division has reviewed and considered the following proposals and is pleased to present these for public review:

| Element | Proposed name | Symbol | Named after |
| --- | --- | --- | --- |
| 113 | Nihonium | Nh | Nihon, one of the two ways to say "Japan" in Japanese |
| 115 | Moscovium | Mc | Moscow region, home of the Joint Institute for Nuclear Research (JINR), Dubna |
| 117 | Tennessine | Ts | Tennessee (Oak Ridge National Laboratory, Vanderbilt University, University of Tennessee) |
| 118 | Oganesson | Og | Professor Yuri Oganessian, pioneer of superheavy element research |

The proposed names were made by the discoverers: RIKEN (Japan) for element 113; JINR Dubna and Lawrence Livermore National Laboratory for elements 115 and 118; and JINR, Oak Ridge, Vanderbilt and LLNL for element 117.

IUPAC is now launching a five-month public review, ending 8 November 2016, prior to formal approval by the IUPAC Council. Until then, the temporary systematic names ununtrium (Uut), ununpentium (Uup), ununseptium (Uus) and ununoctium (Uuo) remain in use.

"It is a pleasure to see that specific places and names (country, state, city, and scientist) related to the new elements is recognized in these four names," said Jan Reedijk, President of the Inorganic Chemistry Division.
"""

IUPAC_NOV = """# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

30 November 2016 | IUPAC News

On 28 November 2016, IUPAC approved the name and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.

As provided in the recommendations, the names were proposed by the discoverers, reviewed by the Inorganic Chemistry Division, and submitted to a five-month public review that ended on 8 November 2016. The IUPAC Bureau then gave final approval.

| Z | Name | Symbol | Discoverer credited |
| --- | --- | --- | --- |
| 113 | nihonium | Nh | RIKEN Nishina Center for Accelerator-Based Science (Japan) |
| 115 | moscovium | Mc | JINR Dubna (Russia), LLNL and ORNL (USA) |
| 117 | tennessine | Ts | JINR Dubna, ORNL, Vanderbilt University, LLNL |
| 118 | oganesson | Og | JINR Dubna and LLNL |

The new names replace the temporary systematic names and complete the seventh row of the periodic table. Oganesson is only the second element to be named after a living scientist, after seaborgium.

"The chemistry community is eager to see its most cherished table finally being completed down to the seventh row," said Professor Jan Reedijk.
"""

OG_WIKI = """# Oganesson

From Wikipedia, the free encyclopedia

| Oganesson, 118Og | |
| --- | --- |
| Pronunciation | /ˌɒɡəˈnɛsɒn/ |
| Mass number | [294] |
| Oganesson in the periodic table | group 18, period 7, p-block |
| Atomic number (Z) | 118 |
| Electron configuration | [Rn] 5f14 6d10 7s2 7p6 (predicted) |
| Phase at STP | solid (predicted) |
| CAS Number | 54144-19-3 |
| Naming | after Yuri Oganessian |
| Discovery | Joint Institute for Nuclear Research and Lawrence Livermore National Laboratory (2002) |

**Oganesson** is a synthetic chemical element; it has symbol **Og** and atomic number 118. It was first synthesized in 2002 at the Joint Institute for Nuclear Research (JINR) in Dubna, near Moscow, Russia, by a joint team of Russian and American scientists. In December 2015, it was recognized as one of four new elements by the Joint Working Party of the international scientific bodies IUPAC and IUPAP. It was formally named on 28 November 2016. The name honors the nuclear physicist Yuri Oganessian, who played a leading role in the discovery of the heaviest elements in the periodic table. Before 2016 it was known by the temporary systematic name **ununoctium** (Uuo).

Oganesson has the highest atomic number and highest atomic mass of all known elements. The radioactive oganesson-294 atom is highly unstable, and since 2005 only five (possibly six) atoms of the nucleus have been detected. Its half-life is about 0.7 ms.

## Isotopes

| Isotope | Half-life | Decay mode | Discovery year | Reaction |
| --- | --- | --- | --- | --- |
| 294Og | 0.58 ms (+0.44/−0.18) | α, SF | 2002 | 249Cf(48Ca,3n) |
| 295Og | 181 ms (unconfirmed) | α | 2011 | 251Cf(48Ca,3n) |

## History

Late-1998, Polish physicist Robert Smolańczuk published calculations on the fusion of atomic nuclei towards the synthesis of superheavy atoms, including oganesson. In 1999, researchers at Lawrence Berkeley National Laboratory claimed the synthesis of elements 116 and 118, but the claim was retracted in 2001. The first decay of atoms of oganesson was observed in 2002 at JINR by a team led by Yuri Oganessian; the discovery was announced in 2006 after further experiments.
"""

add([
    (search("IUPAC names elements 113 115 117 118 announcement"), res(
        ("https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/", "IUPAC Announces the Names of the Elements 113, 115, 117, and 118 - IUPAC",
         "On 28 November 2016, IUPAC approved the name and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og) ...", "Nov 30, 2016"),
        ("https://iupac.org/iupac-is-naming-the-four-new-elements-nihonium-moscovium-tennessine-and-oganesson/", "IUPAC is naming the four new elements nihonium, moscovium, tennessine, and oganesson - IUPAC",
         "IUPAC is now launching a five-month public review, ending 8 November 2016, prior to formal approval by the IUPAC Council ...", "Jun 8, 2016"),
        ("https://en.wikipedia.org/wiki/Period_7_element", "Period 7 element - Wikipedia",
         "The seventh period was completed with the naming of nihonium, moscovium, tennessine and oganesson in November 2016 ...", "N/A"),
        ("https://www.nature.com/articles/nature.2016.20069", "Four chemical elements added to periodic table | Nature",
         "Elements 113, 115, 117 and 118 were verified by IUPAC and IUPAP, completing the seventh row of the periodic table ...", "Jan 4, 2016"),
        ("https://www.rsc.org/news-events/articles/2016/nov/new-element-names/", "New element names are official | RSC",
         "Nihonium, moscovium, tennessine and oganesson are now the official names of elements 113, 115, 117 and 118 ...", "Dec 1, 2016"),
        ("https://www.ornl.gov/news/tennessine-officially-named", "Element 117 officially named tennessine | ORNL",
         "Tennessine recognizes the contribution of the Tennessee region, including ORNL, Vanderbilt University and the University of Tennessee ...", "Nov 30, 2016"),
        ("https://www.sciencenews.org/article/new-elements-names-approved", "It's official: Four new elements have names | Science News",
         "After a five-month public comment period, the names have been made official ...", "Nov 30, 2016"),
    )),
    (extract("https://iupac.org/iupac-is-naming-the-four-new-elements-nihonium-moscovium-tennessine-and-oganesson/", "proposed names, symbols and review timeline"), IUPAC_JUN),
    (madd(element_113="nihonium (Nh), proposed 2016-06-08", element_115="moscovium (Mc), proposed 2016-06-08",
          element_117="tennessine (Ts), proposed 2016-06-08", element_118="oganesson (Og), proposed 2016-06-08"),
     added("element_113", "element_115", "element_117", "element_118")),
    (extract("https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/", "date of final approval"), IUPAC_NOV),
    (mupd(element_113="nihonium (Nh), approved 2016-11-28 (RIKEN)", element_115="moscovium (Mc), approved 2016-11-28 (JINR/LLNL/ORNL)",
          element_117="tennessine (Ts), approved 2016-11-28 (JINR/ORNL/Vanderbilt/LLNL)", element_118="oganesson (Og), approved 2016-11-28 (JINR/LLNL)"),
     updated("element_113", "element_115", "element_117", "element_118")),
    (search("oganesson atomic mass half-life Og-294"), res(
        ("https://en.wikipedia.org/wiki/Oganesson", "Oganesson - Wikipedia",
         "Oganesson is a synthetic chemical element; it has symbol Og and atomic number 118 ... Its half-life is about 0.7 ms ...", "N/A"),
        ("https://pubchem.ncbi.nlm.nih.gov/element/Oganesson", "Oganesson | Og (Element) - PubChem",
         "Atomic Mass: [294]. Electron configuration [Rn]5f14 6d10 7s2 7p6 (predicted) ...", "N/A"),
        ("https://www.rsc.org/periodic-table/element/118/oganesson", "Oganesson - Element information, properties and uses | Periodic Table",
         "Half-life of most stable isotope 294Og: 0.7 ms ... discovered 2002 by scientists at Dubna and Livermore ...", "N/A"),
        ("https://www.britannica.com/science/oganesson", "Oganesson | Discovery, Symbol, & Facts | Britannica",
         "Oganesson (Og), artificially produced transuranium element with atomic number 118 ... formerly called ununoctium ...", "N/A"),
        ("https://journals.aps.org/prc/abstract/10.1103/PhysRevC.74.044602", "Synthesis of the isotopes of elements 118 and 116 in the 249Cf and 245Cm+48Ca fusion reactions | Phys. Rev. C",
         "Oganessian Yu. Ts. et al. ... three decay chains attributed to 294118 ...", "Oct 9, 2006"),
        ("https://www.chemistryworld.com/news/oganesson-relativistic-effects/", "Oganesson may not behave like a noble gas | Chemistry World",
         "Relativistic effects smear out the electron shells of element 118 ...", "Jan 2018"),
    )),
    (extract("https://en.wikipedia.org/wiki/Oganesson", "mass number, half-life, discovery and former name"), OG_WIKI),
    (mall(), shown({
        "element_113": "nihonium (Nh), approved 2016-11-28 (RIKEN)",
        "element_115": "moscovium (Mc), approved 2016-11-28 (JINR/LLNL/ORNL)",
        "element_117": "tennessine (Ts), approved 2016-11-28 (JINR/ORNL/Vanderbilt/LLNL)",
        "element_118": "oganesson (Og), approved 2016-11-28 (JINR/LLNL)",
    })),
])

# ---------------------------------------------------------------- 07 clean: measles 2025, stale snippet vs updated page, outbreak page refreshed
CDC_MEASLES = """# Measles Cases and Outbreaks

Updated March 14, 2025

## Current year data

As of March 13, 2025, a total of **301** confirmed\\* measles cases were reported by 14 jurisdictions: Alaska, California, Florida, Georgia, Kentucky, Maryland, New Jersey, New Mexico, New York City, Pennsylvania, Rhode Island, Texas, Vermont, and Washington.

There have been 3 outbreaks (defined as 3 or more related cases) reported in 2025, and 93% of confirmed cases (280 of 301) are outbreak-associated. For comparison, 16 outbreaks were reported during 2024 and 69% of cases (198 of 285) were outbreak-associated.

| Age | Cases | Percent |
| --- | --- | --- |
| Under 5 years | 99 | 33% |
| 5-19 years | 149 | 50% |
| 20+ years | 46 | 15% |
| Age unknown | 7 | 2% |

| Vaccination status | Percent |
| --- | --- |
| Unvaccinated or unknown | 95% |
| One MMR dose | 3% |
| Two MMR doses | 2% |

**Hospitalizations:** 17% of cases hospitalized (50 of 301). **Deaths:** 2 confirmed deaths from measles in 2025.

CDC updates these data every Friday by noon ET.

\\*Case counts are preliminary and subject to change.
"""


def dshs(asof: str, counties: list[tuple[str, int]], hosp: int) -> str:
    total = sum(n for _, n in counties)
    rows = "\n".join(f"| {c} | {n} |" for c, n in counties)
    return f"""# Measles Outbreak – March 2025

Texas Department of State Health Services | Updated {asof} (updates every Tuesday and Friday)

## Outbreak summary (South Plains / Panhandle region)

- **Cases:** {total}
- **Hospitalized over course of outbreak:** {hosp}
- **Deaths:** 1 (school-aged child, unvaccinated, Lubbock hospital, Feb. 26)

Since late January, Texas has reported {total} cases in the South Plains and Panhandle regions. Due to the highly contagious nature of this disease, additional cases are likely to occur in the outbreak area and the surrounding communities. Of the cases, all but a handful are in people who were unvaccinated or whose vaccination status is unknown.

## Cases by county

| County | Cases |
| --- | --- |
{rows}

## Cases by age group

Most cases are among children and teens aged 5-17. Counts by age group are posted on the data page.

## What you can do

- Ensure children are up to date on MMR vaccination; an early dose is recommended for infants 6-11 months in Gaines, Lubbock, Terry and Lynn counties.
- Stay home if you have symptoms and call ahead before visiting a clinic.
"""


C_MAR14 = [("Gaines", 174), ("Terry", 36), ("Dawson", 12), ("Lubbock", 10), ("Yoakum", 9), ("Lynn", 6), ("Cochran", 3),
           ("Ector", 2), ("Martin", 2), ("Garza", 2), ("Dallas", 1), ("Lamar", 1), ("Travis", 1)]
C_MAR18 = [("Gaines", 188), ("Terry", 38), ("Dawson", 13), ("Lubbock", 11), ("Yoakum", 9), ("Lynn", 7), ("Cochran", 4),
           ("Ector", 2), ("Martin", 2), ("Garza", 2), ("Dallas", 1), ("Lamar", 1), ("Travis", 1)]

add([
    (search("CDC measles cases 2025 total"), res(
        ("https://www.cdc.gov/measles/data-research/index.html", "Measles Cases and Outbreaks | Measles (Rubeola) | CDC",
         "As of March 6, 2025, a total of 222 confirmed measles cases were reported by 12 jurisdictions ...", "Mar 7, 2025"),
        ("https://www.dshs.texas.gov/news-updates/measles-outbreak-2025", "Measles Outbreak – March 2025 | Texas DSHS",
         "Since late January, Texas has reported 198 cases in the South Plains and Panhandle regions ...", "Mar 7, 2025"),
        ("https://www.nbcnews.com/health/health-news/measles-cases-us-2025-rcna195100", "U.S. measles cases top 2024's total as Texas outbreak grows - NBC News",
         "The CDC said Friday that 222 cases had been reported across 12 jurisdictions ...", "Mar 7, 2025"),
        ("https://www.who.int/news-room/fact-sheets/detail/measles", "Measles - World Health Organization (WHO)",
         "Measles is a highly contagious disease caused by a virus ... two doses of measles vaccine ...", "Nov 14, 2024"),
        ("https://www.nytimes.com/interactive/2025/health/measles-outbreak-map.html", "Measles Outbreak Map: Tracking Cases in the U.S. - The New York Times",
         "The number of cases this year has already exceeded ... Texas and New Mexico account for the majority ...", "Mar 11, 2025"),
        ("https://www.kff.org/other/measles-tracker/", "Measles Outbreak Tracker | KFF",
         "A weekly look at measles cases and outbreaks in the U.S. based on CDC data ...", "Mar 10, 2025"),
    )),
    (extract("https://www.cdc.gov/measles/data-research/index.html", "current national case count, jurisdictions, hospitalizations"), CDC_MEASLES),
    (madd(us_measles_2025="301 confirmed cases, 14 jurisdictions, 3 outbreaks, 50 hospitalized, 2 deaths (CDC, as of 2025-03-13)"),
     added("us_measles_2025")),
    (search("Texas measles outbreak DSHS case count Gaines County"), res(
        ("https://www.dshs.texas.gov/news-updates/measles-outbreak-2025", "Measles Outbreak – March 2025 | Texas DSHS",
         "Since late January, Texas has reported 259 cases in the South Plains and Panhandle regions ... 34 hospitalized ...", "Mar 14, 2025"),
        ("https://www.texastribune.org/2025/03/14/texas-measles-outbreak-cases-gaines-county/", "Texas measles outbreak reaches 259 cases | The Texas Tribune",
         "Gaines County, the epicenter, accounts for 174 of the cases ...", "Mar 14, 2025"),
        ("https://www.lubbockonline.com/story/news/health/2025/03/14/measles-south-plains-update/", "Measles cases in South Plains rise again | Lubbock Avalanche-Journal",
         "The state health department reported 36 cases in Terry County and 10 in Lubbock County ...", "Mar 14, 2025"),
        ("https://www.cidrap.umn.edu/measles/texas-measles-outbreak-grows", "Texas measles outbreak grows | CIDRAP",
         "Texas officials reported more measles cases today, raising the outbreak total ...", "Mar 14, 2025"),
        ("https://www.nmhealth.org/news/disease/2025/3/", "NMDOH measles update | New Mexico Department of Health",
         "Lea County cases linked to the West Texas outbreak ...", "Mar 13, 2025"),
    )),
    (extract("https://www.dshs.texas.gov/news-updates/measles-outbreak-2025", "outbreak total, hospitalizations, cases by county"), dshs("March 14, 2025", C_MAR14, 34)),
    (madd(texas_outbreak="259 cases, 34 hospitalized, 1 death; Gaines 174 (DSHS, as of 2025-03-14)"), added("texas_outbreak")),
    (extract("https://www.dshs.texas.gov/news-updates/measles-outbreak-2025", "check for the Tuesday update"), dshs("March 18, 2025", C_MAR18, 36)),
    (mupd(texas_outbreak="279 cases, 36 hospitalized, 1 death; Gaines 188 (DSHS, as of 2025-03-18)"), updated("texas_outbreak")),
    (mall(), shown({
        "us_measles_2025": "301 confirmed cases, 14 jurisdictions, 3 outbreaks, 50 hospitalized, 2 deaths (CDC, as of 2025-03-13)",
        "texas_outbreak": "279 cases, 36 hospitalized, 1 death; Gaines 188 (DSHS, as of 2025-03-18)",
    })),
])

# ---------------------------------------------------------------- 08 bad: RFC 9110 notes, a removed memory key shows again
RFC9110 = """Internet Engineering Task Force (IETF)                  R. Fielding, Ed.
Request for Comments: 9110                                         Adobe
STD: 97                                               M. Nottingham, Ed.
Obsoletes: 2818, 7230, 7231, 7232, 7233, 7235,                    Fastly
           7538, 7615, 7694                                J. Reschke, Ed.
Updates: 3864                                                 greenbytes
Category: Standards Track                                      June 2022
ISSN: 2070-1721

# HTTP Semantics

## Abstract

The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions. In this definition are core protocol elements, extensibility mechanisms, and the "http" and "https" Uniform Resource Identifier (URI) schemes.

This document updates RFC 3864 and obsoletes RFCs 2818, 7231, 7232, 7233, 7235, 7538, 7615, 7694, and portions of 7230.

## Status of This Memo

This is an Internet Standards Track document.

This document is a product of the Internet Engineering Task Force (IETF). It represents the consensus of the IETF community. It has received public review and has been approved for publication by the Internet Engineering Steering Group (IESG). Further information on Internet Standards is available in Section 2 of RFC 7841.

Information about the current status of this document, any errata, and how to provide feedback on it may be obtained at https://www.rfc-editor.org/info/rfc9110.

## Table of Contents

1. Introduction
   1.1. Purpose
   1.2. History and Evolution
   1.3. Core Semantics
   1.4. Specifications Obsoleted by This Document
2. Conformance
3. Terminology and Core Concepts
4. Identifiers in HTTP
5. Fields
6. Message Abstraction
7. Routing HTTP Messages
8. Representation Data and Metadata
9. Methods
10. Message Context
11. HTTP Authentication
12. Content Negotiation
13. Conditional Requests
14. Range Requests
15. Status Codes
16. Extending HTTP
17. Security Considerations
18. IANA Considerations

### 1.4. Specifications Obsoleted by This Document

| Title | Reference | See |
| --- | --- | --- |
| HTTP Over TLS | RFC 2818 | B.1 |
| HTTP/1.1 Message Syntax and Routing [*] | RFC 7230 | B.2 |
| HTTP/1.1 Semantics and Content | RFC 7231 | B.3 |
| HTTP/1.1 Conditional Requests | RFC 7232 | B.4 |
| HTTP/1.1 Range Requests | RFC 7233 | B.5 |
| HTTP/1.1 Authentication | RFC 7235 | B.6 |
| HTTP Status Code 308 (Permanent Redirect) | RFC 7538 | B.7 |
| HTTP Authentication-Info and Proxy-Authentication-Info Response Header Fields | RFC 7615 | B.8 |
| HTTP Client-Initiated Content-Encoding | RFC 7694 | B.9 |

[*] This document only obsoletes the portions of RFC 7230 that are independent of the HTTP/1.1 messaging syntax and connection management; the remaining bits of RFC 7230 are obsoleted by "HTTP/1.1" [HTTP/1.1].
"""

add([
    (search("RFC 9110 HTTP Semantics obsoletes"), res(
        ("https://www.rfc-editor.org/rfc/rfc9110.html", "RFC 9110: HTTP Semantics",
         "This document updates RFC 3864 and obsoletes RFCs 2818, 7231, 7232, 7233, 7235, 7538, 7615, 7694, and portions of 7230.", "Jun 2022"),
        ("https://datatracker.ietf.org/doc/rfc9110/", "RFC 9110 - HTTP Semantics - IETF Datatracker",
         "Internet Standard. STD 97. Obsoletes RFC 2818, RFC 7230, RFC 7231 ... Updates RFC 3864. Authors: Roy T. Fielding, Mark Nottingham, Julian Reschke ...", "Jun 2022"),
        ("https://httpwg.org/specs/rfc9110.html", "RFC 9110 - HTTP Semantics - HTTP Working Group",
         "The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems ...", "N/A"),
        ("https://www.mnot.net/blog/2022/06/06/http-core", "A New HTTP Specification - mark nottingham",
         "RFC 9110, 9111 and 9112 are now published, replacing the RFC 723x series ...", "Jun 6, 2022"),
        ("https://developer.mozilla.org/en-US/docs/Web/HTTP/Resources_and_specifications", "HTTP resources and specifications - HTTP | MDN",
         "RFC 9110 HTTP Semantics — Internet Standard ...", "N/A"),
        ("https://stackoverflow.com/questions/72467612/is-rfc-7231-obsolete", "Is RFC 7231 obsolete? - Stack Overflow",
         "Yes, since June 2022 RFC 7231 has been obsoleted by RFC 9110 ...", "Jun 1, 2022"),
    )),
    (extract("https://www.rfc-editor.org/rfc/rfc9110.html", "header: STD number, obsoletes, updates, date, editors"), RFC9110),
    (madd(rfc9110_std="STD 97, Standards Track, June 2022; editors Fielding, Nottingham, Reschke",
          rfc9110_obsoletes="2818, 7230 (portions), 7231, 7232, 7233, 7235, 7538, 7615, 7694; updates 3864",
          todo_caching="check whether RFC 7234 (caching) is covered -> likely RFC 9111"),
     added("rfc9110_std", "rfc9110_obsoletes", "todo_caching")),
    (search("RFC 9111 HTTP Caching obsoletes 7234"), res(
        ("https://www.rfc-editor.org/rfc/rfc9111.html", "RFC 9111: HTTP Caching",
         "This document defines HTTP caches and the associated header fields that control cache behavior ... This document obsoletes RFC 7234.", "Jun 2022"),
        ("https://datatracker.ietf.org/doc/rfc9111/", "RFC 9111 - HTTP Caching - IETF Datatracker",
         "Internet Standard. STD 98. Obsoletes RFC 7234. Authors: Roy T. Fielding, Mark Nottingham, Julian Reschke ...", "Jun 2022"),
        ("https://httpwg.org/specs/rfc9111.html", "RFC 9111 - HTTP Caching - HTTP Working Group",
         "The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol ... This document defines HTTP caches ...", "N/A"),
        ("https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching", "HTTP caching - HTTP | MDN",
         "The HTTP cache stores a response associated with a request and reuses the stored response for subsequent requests ... see RFC 9111 ...", "N/A"),
        ("https://www.mnot.net/cache_docs/", "Caching Tutorial for Web Authors and Webmasters",
         "A cache is a store of web responses ... updated for RFC 9111 ...", "N/A"),
    )),
    (mrm("todo_caching"), removed("todo_caching")),
    (madd(rfc9111="HTTP Caching, STD 98, June 2022, obsoletes RFC 7234"), added("rfc9111")),
    (mall(), shown({
        "rfc9110_std": "STD 97, Standards Track, June 2022; editors Fielding, Nottingham, Reschke",
        "rfc9110_obsoletes": "2818, 7230 (portions), 7231, 7232, 7233, 7235, 7538, 7615, 7694; updates 3864",
        "todo_caching": "check whether RFC 7234 (caching) is covered -> likely RFC 9111",
        "rfc9111": "HTTP Caching, STD 98, June 2022, obsoletes RFC 7234",
    })),
    (search("RFC 9112 HTTP/1.1 message syntax STD 99"), res(
        ("https://www.rfc-editor.org/rfc/rfc9112.html", "RFC 9112: HTTP/1.1",
         "This document specifies the HTTP/1.1 message syntax, message parsing, connection management, and related security concerns. This document obsoletes portions of RFC 7230.", "Jun 2022"),
        ("https://datatracker.ietf.org/doc/rfc9112/", "RFC 9112 - HTTP/1.1 - IETF Datatracker",
         "Internet Standard. STD 99. Obsoletes RFC 7230 ...", "Jun 2022"),
        ("https://httpwg.org/specs/rfc9112.html", "RFC 9112 - HTTP/1.1 - HTTP Working Group",
         "HTTP/1.1 message syntax, parsing and connection management ...", "N/A"),
        ("https://www.rfc-editor.org/rfc/rfc9113.html", "RFC 9113: HTTP/2",
         "This specification describes an optimized expression of the semantics of HTTP ... obsoletes RFCs 7540 and 8740.", "Jun 2022"),
        ("https://www.rfc-editor.org/rfc/rfc9114.html", "RFC 9114: HTTP/3",
         "This document defines a mapping of HTTP semantics over the QUIC transport protocol ...", "Jun 2022"),
    )),
], bad=True, turn=7, kind="retrieve_all still lists todo_caching, which was removed at turn 5 (with a success message) and never added back.")

# ---------------------------------------------------------------- 09 bad: USGS Noto feed, "updated" time goes backwards
NOTO_EVENT = """# M 7.5 - 2024 Noto Peninsula, Japan Earthquake

2024-01-01 07:10:09 (UTC) | 37.498°N 137.242°E | 10.0 km depth

Review Status: REVIEWED

## Impact

| Product | Value |
| --- | --- |
| Did You Feel It? | 2,146 responses, max CDI IX |
| ShakeMap | MMI IX (Violent) |
| PAGER | ORANGE (estimated fatalities), RED (estimated economic losses) |
| Tsunami | Tsunami warnings issued by JMA; see tsunami.gov |

## Origin

| Field | Value |
| --- | --- |
| Magnitude | 7.5 Mww |
| Location | 37.498°N 137.242°E |
| Depth | 10.0 km |
| Origin Time | 2024-01-01 07:10:09.475 UTC |
| Number of Stations | 187 |
| Minimum Distance | 1.41° (156.6 km) |
| Travel Time Residual | 0.98 s |
| Azimuthal Gap | 27° |
| Catalog | us |
| Event id | us6000m0xl |

## Tectonic Summary

The January 1, 2024, M 7.5 earthquake near the west coast of Honshu, Japan, occurred as the result of reverse faulting at shallow depth. Focal mechanism solutions indicate rupture occurred on a moderately dipping fault striking either northeast or southwest. The event occurred on the eastern margin of the Sea of Japan, in a region of active crustal shortening. The Noto Peninsula has experienced an intense earthquake swarm since late 2020, including a M 6.2 event on May 5, 2023.

## Nearby Places

- 42 km NE of Anamizu, Japan
- 52 km NNE of Nanao, Japan
- 99 km NNE of Toyama, Japan
"""


def usgs_feed(updated_at: str) -> str:
    return f"""# USGS Significant Earthquakes, Past Week

Feed: https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom
Updated: {updated_at}

| Time (UTC) | Magnitude | Location | Depth | Event id | Alert |
| --- | --- | --- | --- | --- | --- |
| 2024-01-01 07:10:09 | M 7.5 | 2024 Noto Peninsula, Japan Earthquake | 10.0 km | us6000m0xl | orange |
| 2024-01-01 07:18:41 | M 6.2 | 20 km NE of Anamizu, Japan | 10.0 km | us6000m0yh | green |
| 2024-01-01 07:56:37 | M 5.9 | 12 km N of Wajima, Japan | 10.0 km | us6000m0zg | green |
| 2023-12-31 22:44:12 | M 5.4 | Central Mid-Atlantic Ridge | 10.0 km | us6000m0u8 | — |
| 2023-12-28 15:12:23 | M 6.0 | 94 km SW of Kokopo, Papua New Guinea | 51.3 km | us6000m0dy | green |
| 2023-12-27 09:36:05 | M 4.4 | 6 km WSW of Norris, Montana | 8.2 km | us6000m08c | — |

6 significant earthquakes in the past 7 days.

Significance is determined by a combination of magnitude, number of Did You Feel It responses, and PAGER alert level.
"""


NOTO_JT = """# Over 1,000 aftershocks strike Noto Peninsula after New Year's Day quake

The Japan Times | January 2, 2024 | Kyodo, JIJI

More than 1,000 aftershocks have struck the Noto Peninsula region since a magnitude 7.6 earthquake hit Ishikawa Prefecture on New Year's Day, the Japan Meteorological Agency said Tuesday, warning that strong tremors could continue for about a week.

The agency said aftershocks with a seismic intensity of 1 or higher on the Japanese scale to 7 numbered 1,039 as of 8 a.m. Tuesday (23:00 UTC Monday). The largest, a magnitude 6.2 quake, occurred nine minutes after the main shock.

The main shock, which registered the maximum intensity of 7 in the town of Shika, triggered tsunami warnings along the Sea of Japan coast. Waves of at least 1.2 meters were observed at Wajima port.

JMA puts the magnitude at 7.6 on its own scale; the U.S. Geological Survey estimates it at 7.5.

At least 48 people have been confirmed dead in Ishikawa, with the toll expected to rise as rescuers reach collapsed houses in Wajima and Suzu. A large fire destroyed around 200 buildings in the Asaichi morning market district of Wajima.

"Please stay vigilant for strong shaking for about a week, especially in the next two to three days," a JMA official said at a news conference.
"""

add([
    (search("USGS M7.5 Noto Peninsula earthquake January 1 2024 event page"), res(
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/executive", "M 7.5 - 2024 Noto Peninsula, Japan Earthquake | USGS",
         "2024-01-01 07:10:09 (UTC) 37.498°N 137.242°E 10.0 km depth ... PAGER: orange ...", "Jan 1, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Noto_earthquake", "2024 Noto earthquake - Wikipedia",
         "On 1 January 2024, at 16:10 JST, a Mw 7.5 earthquake struck the Noto Peninsula in Ishikawa Prefecture, Japan ...", "N/A"),
        ("https://www.jma.go.jp/jma/press/2401/01a/202401011810.html", "Press release: 2024 Noto Peninsula Earthquake | JMA",
         "The Japan Meteorological Agency named the event \"Reiwa 6 Noto Peninsula Earthquake\" ... Mj 7.6, maximum intensity 7 ...", "Jan 1, 2024"),
        ("https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom", "USGS Significant Earthquakes, Past Week",
         "M 7.5 - 2024 Noto Peninsula, Japan Earthquake ... M 6.2 - 20 km NE of Anamizu, Japan ...", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/strong-earthquake-hits-central-japan-2024-01-01/", "Strong quake hits central Japan, tsunami warning issued | Reuters",
         "A magnitude 7.5 earthquake struck central Japan on Monday, prompting residents in some coastal areas to evacuate ...", "Jan 1, 2024"),
        ("https://temblor.net/earthquake-insights/noto-peninsula-earthquake-2024/", "Noto Peninsula earthquake strikes after years-long swarm | Temblor",
         "The M7.5 shock ruptured a reverse fault system beneath the peninsula that had hosted a swarm since 2020 ...", "Jan 2, 2024"),
    )),
    (extract("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/executive", "origin time, location, depth, magnitude type"), NOTO_EVENT),
    (madd(noto_mainshock="M7.5 Mww, 2024-01-01 07:10:09 UTC, 37.498N 137.242E, depth 10 km, us6000m0xl, PAGER orange"),
     added("noto_mainshock")),
    (extract("https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom", "largest aftershocks listed with event ids"), usgs_feed("2024-01-02 03:15:44 UTC")),
    (search("Noto earthquake aftershocks count JMA January 2 2024"), res(
        ("https://www.japantimes.co.jp/news/2024/01/02/japan/noto-aftershocks/", "Over 1,000 aftershocks strike Noto Peninsula after New Year's Day quake | The Japan Times",
         "Aftershocks with a seismic intensity of 1 or higher numbered 1,039 as of 8 a.m. Tuesday ...", "Jan 2, 2024"),
        ("https://www3.nhk.or.jp/nhkworld/en/news/20240102_10/", "Strong aftershocks continue in Noto region | NHK WORLD-JAPAN News",
         "JMA warns strong tremors could continue for about a week ...", "Jan 2, 2024"),
        ("https://www.jma.go.jp/jma/press/2401/02a/202401021000.html", "Aftershock activity of the 2024 Noto Peninsula Earthquake | JMA",
         "Number of earthquakes with seismic intensity 1 or greater since 16:10 on January 1 ...", "Jan 2, 2024"),
        ("https://apnews.com/article/japan-earthquake-tsunami-noto-ishikawa-2024", "Japan quake death toll rises as rescuers search rubble | AP News",
         "Aftershocks continued to rattle Ishikawa prefecture ...", "Jan 2, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Noto_earthquake", "2024 Noto earthquake - Wikipedia",
         "The mainshock was followed by a large number of aftershocks, the largest a M6.2 ...", "N/A"),
    )),
    (extract("https://www.japantimes.co.jp/news/2024/01/02/japan/noto-aftershocks/", "aftershock count and largest aftershock"), NOTO_JT),
    (extract("https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom", "re-check feed for new significant events"), usgs_feed("2024-01-02 02:51:18 UTC")),
    (madd(noto_aftershocks="JMA: 1,039 felt aftershocks (shindo >=1) by 2024-01-02 08:00 JST; largest M6.2 at 07:18:41 UTC (us6000m0yh)"),
     added("noto_aftershocks")),
], bad=True, turn=7, kind="The re-fetched USGS significant-week feed shows Updated 2024-01-02 02:51:18 UTC, earlier than the 03:15:44 UTC stamp the same feed showed at turn 4, with identical entries; a feed's update time cannot go backwards.")

# ---------------------------------------------------------------- 10 clean: Geekbench charts, live averages drift, re-sorted results
def gb_chart(n: int, sc: int, mc: int, ultra_sc: int, ultra_mc: int) -> str:
    return f"""# Mac Benchmarks - Geekbench

Geekbench 6 scores are calibrated against a baseline score of 2500 (which is the score of an Intel Core i7-12700). Higher scores are better, with double the score indicating double the performance. The charts are updated as new results are uploaded to the Geekbench Browser.

## Single-Core

| Device | CPU | Score |
| --- | --- | --- |
| MacBook Pro (16-inch, 2024) | Apple M4 Max @ 4.5 GHz (16 cores) | {sc:,} |
| MacBook Pro (14-inch, 2024) | Apple M4 Max @ 4.5 GHz (16 cores) | {sc - 14:,} |
| Mac mini (2024) | Apple M4 Pro @ 4.5 GHz (14 cores) | 3,794 |
| iMac (24-inch, 2024) | Apple M4 @ 4.4 GHz (10 cores) | 3,712 |
| Mac Studio (2025) | Apple M3 Ultra @ 4.1 GHz (32 cores) | {ultra_sc:,} |
| MacBook Air (15-inch, M3, 2024) | Apple M3 @ 4.1 GHz (8 cores) | 3,073 |

## Multi-Core

| Device | CPU | Score |
| --- | --- | --- |
| Mac Studio (2025) | Apple M3 Ultra @ 4.1 GHz (32 cores) | {ultra_mc:,} |
| MacBook Pro (16-inch, 2024) | Apple M4 Max @ 4.5 GHz (16 cores) | {mc:,} |
| MacBook Pro (14-inch, 2024) | Apple M4 Max @ 4.5 GHz (16 cores) | {mc - 412:,} |
| Mac mini (2024) | Apple M4 Pro @ 4.5 GHz (14 cores) | 22,604 |
| Mac Studio (2023) | Apple M2 Ultra @ 3.5 GHz (24 cores) | 21,351 |
| iMac (24-inch, 2024) | Apple M4 @ 4.4 GHz (10 cores) | 14,716 |

Based on {n:,} Geekbench 6 results for the MacBook Pro (16-inch, 2024) with Apple M4 Max (16 cores).
"""


add([
    (search("Apple M4 Max Geekbench 6 single-core multi-core score"), res(
        ("https://browser.geekbench.com/mac-benchmarks", "Mac Benchmarks - Geekbench",
         "Geekbench 6 scores are calibrated against a baseline score of 2500 ... MacBook Pro (16-inch, 2024) Apple M4 Max ...", "N/A"),
        ("https://www.macrumors.com/2024/11/01/m4-max-chip-geekbench-results/", "M4 Max Chip Beats M2 Ultra in Geekbench Results - MacRumors",
         "The M4 Max earned a single-core score of around 4,060 and a multi-core score of 26,675 in an early leaked result ...", "Nov 1, 2024"),
        ("https://www.tomshardware.com/pc-components/cpus/apple-m4-max-benchmarks", "Apple M4 Max benchmarks: fastest single-thread CPU we've tested | Tom's Hardware",
         "In Geekbench 6 the 16-core M4 Max scored ...", "Nov 12, 2024"),
        ("https://www.notebookcheck.net/Apple-M4-Max-16-cores-Processor-Benchmarks-and-Specs.905458.0.html", "Apple M4 Max (16 cores) Processor - Benchmarks and Specs - Notebookcheck",
         "12 performance cores and 4 efficiency cores, up to 4.5 GHz, TSMC N3E ...", "N/A"),
        ("https://www.reddit.com/r/macbookpro/comments/1gk8c2x/m4_max_geekbench_results/", "M4 Max Geekbench results are insane : r/macbookpro",
         "Got 4,020 single / 26,480 multi on my 16\" ...", "Nov 8, 2024"),
        ("https://www.apple.com/newsroom/2024/10/new-macbook-pro-features-m4-family-of-chips-and-apple-intelligence/", "New MacBook Pro features M4 family of chips - Apple",
         "M4 Max with up to 16-core CPU and 40-core GPU ...", "Oct 30, 2024"),
    )),
    (extract("https://browser.geekbench.com/mac-benchmarks", "M4 Max and M3 Ultra chart averages"), gb_chart(1842, 3912, 25745, 3221, 27747)),
    (madd(m4max_gb6="SC 3912 / MC 25745 (Geekbench Browser chart avg, MBP 16 2024 M4 Max 16C, 1,842 results)",
          m3ultra_gb6="SC 3221 / MC 27747 (Mac Studio 2025)"),
     added("m4max_gb6", "m3ultra_gb6")),
    (search("Geekbench 6 M3 Ultra vs M4 Max multi-core"), res(
        ("https://www.macrumors.com/2025/03/11/m3-ultra-vs-m4-max-benchmarks/", "M3 Ultra vs. M4 Max: Benchmarks Compared - MacRumors",
         "The M3 Ultra wins in multi-core thanks to its 32-core CPU, while the M4 Max leads in single-core ...", "Mar 11, 2025"),
        ("https://browser.geekbench.com/mac-benchmarks", "Mac Benchmarks - Geekbench",
         "Mac Studio (2025) Apple M3 Ultra @ 4.1 GHz (32 cores) ... MacBook Pro (16-inch, 2024) Apple M4 Max ...", "N/A"),
        ("https://www.theverge.com/2025/3/11/mac-studio-m3-ultra-review", "Mac Studio M3 Ultra review | The Verge",
         "In Geekbench 6, the M3 Ultra's multicore lead over the M4 Max is smaller than you might expect ...", "Mar 11, 2025"),
        ("https://www.apple.com/newsroom/2025/03/apple-unveils-new-mac-studio/", "Apple unveils new Mac Studio - Apple",
         "M3 Ultra features a 32-core CPU with 24 performance cores ...", "Mar 5, 2025"),
        ("https://www.anandtech.com/forums/threads/m3-ultra-geekbench.2612/", "M3 Ultra Geekbench thread | forums",
         "Multi-core scaling is limited by Geekbench 6's workload design ...", "Mar 13, 2025"),
    )),
    (extract("https://browser.geekbench.com/mac-benchmarks", "re-check the chart averages"), gb_chart(1851, 3915, 25771, 3221, 27752)),
    (mupd(m4max_gb6="SC 3915 / MC 25771 (Geekbench Browser chart avg, MBP 16 2024 M4 Max 16C, 1,851 results)",
          m3ultra_gb6="SC 3221 / MC 27752 (Mac Studio 2025)"),
     updated("m4max_gb6", "m3ultra_gb6")),
    (mall(), shown({
        "m4max_gb6": "SC 3915 / MC 25771 (Geekbench Browser chart avg, MBP 16 2024 M4 Max 16C, 1,851 results)",
        "m3ultra_gb6": "SC 3221 / MC 27752 (Mac Studio 2025)",
    })),
])

# ---------------------------------------------------------------- 11 clean: arXiv versions, live citation count
ATTN_ABS = """# Attention Is All You Need

arXiv:1706.03762 [cs.CL]

Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin

{banner}## Abstract

The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles by over 2 BLEU. On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.8 after training for 3.5 days on eight GPUs, a small fraction of the training costs of the best models from the literature. We show that the Transformer generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.

| Field | Value |
| --- | --- |
| Comments | 15 pages, 5 figures |
| Subjects | Computation and Language (cs.CL); Machine Learning (cs.LG) |
| Cite as | arXiv:1706.03762 [cs.CL] (or arXiv:1706.03762{ver} [cs.CL] for this version) |
| DOI | https://doi.org/10.48550/arXiv.1706.03762 |

## Submission history

From: Llion Jones

{history}
"""

HIST_ALL = """- [v1] Mon, 12 Jun 2017 17:57:34 UTC (1,102 KB)
- [v2] Mon, 19 Jun 2017 16:49:45 UTC (1,125 KB)
- [v3] Tue, 20 Jun 2017 05:20:02 UTC (1,125 KB)
- [v4] Fri, 30 Jun 2017 17:29:30 UTC (1,124 KB)
- [v5] Wed, 6 Dec 2017 03:30:32 UTC (1,124 KB)
- [v6] Mon, 24 Jul 2023 00:48:54 UTC (1,124 KB)
- [v7] Wed, 2 Aug 2023 00:41:18 UTC (1,124 KB)"""

ATTN_V7 = ATTN_ABS.format(banner="", ver="v7", history=HIST_ALL)
ATTN_V1 = ATTN_ABS.format(
    banner="> This is an older version of this paper (v1, submitted 12 Jun 2017). A newer version, v7, is available.\n\n",
    ver="v1", history=HIST_ALL)


def s2_page(cites: str, infl: str) -> str:
    return f"""# Attention is All you Need

Ashish Vaswani, Noam M. Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin

Published in Neural Information Processing Systems, 12 June 2017 · Computer Science

**TLDR:** A new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely is proposed, which generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.

| Metric | Value |
| --- | --- |
| Citations | {cites} |
| Highly influential citations | {infl} |
| References | 41 |

Venue: NIPS 2017 (Advances in Neural Information Processing Systems 30), pp. 5998–6008
arXiv: 1706.03762 · DBLP: conf/nips/VaswaniSPUJGKP17 · Corpus ID: 13756489

## Topics
Transformer, Machine translation, BLEU, Attention mechanism, Encoder-decoder, Constituency parsing

## Citations ({cites})
Sorted by most influential:
1. BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding (Devlin et al., 2019)
2. Language Models are Few-Shot Learners (Brown et al., 2020)
3. An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale (Dosovitskiy et al., 2020)
4. Exploring the Limits of Transfer Learning with a Unified Text-to-Text Transformer (Raffel et al., 2019)
5. LLaMA: Open and Efficient Foundation Language Models (Touvron et al., 2023)
"""


add([
    (search("Attention Is All You Need arXiv 1706.03762"), res(
        ("https://arxiv.org/abs/1706.03762", "[1706.03762] Attention Is All You Need - arXiv",
         "We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely ...", "Jun 12, 2017"),
        ("https://papers.nips.cc/paper/7181-attention-is-all-you-need", "Attention is All you Need - NeurIPS Proceedings",
         "Part of Advances in Neural Information Processing Systems 30 (NIPS 2017) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia",
         "\"Attention Is All You Need\" is a 2017 landmark research paper in machine learning authored by eight scientists working at Google ...", "N/A"),
        ("https://www.semanticscholar.org/paper/Attention-is-All-you-Need-Vaswani-Shazeer/204e3073870fae3d05bcbc2f6a8e263d9b72e776", "Attention is All you Need | Semantic Scholar",
         "Citations: 148,312 ... Highly influential citations ...", "N/A"),
        ("https://research.google/pubs/attention-is-all-you-need/", "Attention is All You Need - Google Research",
         "The dominant sequence transduction models are based on complex recurrent or convolutional neural networks ...", "N/A"),
        ("https://paperswithcode.com/paper/attention-is-all-you-need", "Attention Is All You Need | Papers With Code",
         "Ranked #2 on Machine Translation on WMT2014 English-French ...", "N/A"),
    )),
    (extract("https://arxiv.org/abs/1706.03762", "authors, versions and submission history"), ATTN_V7),
    (madd(transformer_arxiv="1706.03762; v1 2017-06-12, latest v7 2023-08-02", transformer_venue="NIPS 2017 (NeurIPS 30), pp. 5998-6008"),
     added("transformer_arxiv", "transformer_venue")),
    (extract("https://arxiv.org/abs/1706.03762v1", "what the first version looked like"), ATTN_V1),
    (search("Attention Is All You Need citation count Semantic Scholar"), res(
        ("https://www.semanticscholar.org/paper/Attention-is-All-you-Need-Vaswani-Shazeer/204e3073870fae3d05bcbc2f6a8e263d9b72e776", "Attention is All you Need | Semantic Scholar",
         "Citations: 148,312 ... Highly influential citations 17,104 ...", "N/A"),
        ("https://scholar.google.com/citations?view_op=view_citation&citation_for_view=oR9sCGYAAAAJ:zYLM7Y9cAGgC", "Attention is all you need - Google Scholar",
         "A Vaswani, N Shazeer, N Parmar, J Uszkoreit, L Jones ... Cited by 180000+ ...", "N/A"),
        ("https://www.nature.com/articles/d41586-025-01125-9", "These are the most-cited research papers of all time | Nature",
         "The transformer paper has become one of the most highly cited papers of the twenty-first century ...", "Apr 15, 2025"),
        ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia",
         "As of 2025, the paper has been cited more than 173,000 times, placing it among the top ten most-cited papers of the 21st century ...", "N/A"),
        ("https://www.ft.com/content/37bb01af-ee46-4483-982f-ef3921436a50", "Transformers: the Google scientists who pioneered an AI revolution | FT",
         "All eight authors of the paper have since left Google ...", "Jul 23, 2023"),
    )),
    (extract("https://www.semanticscholar.org/paper/Attention-is-All-you-Need-Vaswani-Shazeer/204e3073870fae3d05bcbc2f6a8e263d9b72e776", "citation count"), s2_page("148,355", "17,109")),
    (madd(transformer_citations="148,355 (Semantic Scholar, at time of check; snippet a little earlier showed 148,312)"), added("transformer_citations")),
    (mall(), shown({
        "transformer_arxiv": "1706.03762; v1 2017-06-12, latest v7 2023-08-02",
        "transformer_venue": "NIPS 2017 (NeurIPS 30), pp. 5998-6008",
        "transformer_citations": "148,355 (Semantic Scholar, at time of check; snippet a little earlier showed 148,312)",
    })),
])

# ---------------------------------------------------------------- 12 bad: Nobel physics 2023, a laureate drops out of the press release
PHYS23_SUMMARY = """# The Nobel Prize in Physics 2023

**Pierre Agostini**
Prize share: 1/3
Affiliation at the time of the award: The Ohio State University, Columbus, OH, USA

**Ferenc Krausz**
Prize share: 1/3
Affiliation at the time of the award: Max Planck Institute of Quantum Optics, Garching, Germany; Ludwig-Maximilians-Universität München, Munich, Germany

**Anne L'Huillier**
Prize share: 1/3
Affiliation at the time of the award: Lund University, Lund, Sweden

The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter."

## Prize motivation

"for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"

## Facts

- Announced: 3 October 2023
- Prize amount: 11 million Swedish kronor, to be shared equally between the laureates
- Anne L'Huillier is the fifth woman awarded the Nobel Prize in Physics, after Marie Curie (1903), Maria Goeppert Mayer (1963), Donna Strickland (2018) and Andrea Ghez (2020).
"""

PHYS23_PR = """# Press release

3 October 2023

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to

**Pierre Agostini**
The Ohio State University, Columbus, USA

**Anne L'Huillier**
Lund University, Sweden

*"for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"*

## Experiments with light capture the shortest of moments

The laureates are being recognised for their experiments, which have given humanity new tools for exploring the world of electrons inside atoms and molecules. They have demonstrated a way to create extremely short pulses of light that can be used to measure the rapid processes in which electrons move or change energy.

Fast-moving events flow into each other when perceived by humans, just like a film that consists of still images is perceived as continual movement. If we want to investigate really brief events, we need special technology. In the world of electrons, changes occur in a few tenths of an attosecond – an attosecond is so short that there are as many in one second as there have been seconds since the birth of the universe.

In 1987, Anne L'Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas. Each overtone is a light wave with a given number of cycles for each cycle in the laser light. They are caused by the laser light interacting with atoms in the gas; it gives some electrons extra energy that is then emitted as light. Anne L'Huillier has continued to explore this phenomenon, laying the ground for subsequent breakthroughs.

In 2001, Pierre Agostini succeeded in producing and investigating a series of consecutive light pulses, in which each pulse lasted just 250 attoseconds. At the same time, the laureates' work was being extended to isolating a single light pulse that lasted 650 attoseconds.

"We can now open the door to the world of electrons. Attosecond physics gives us the opportunity to understand mechanisms that are governed by electrons. The next step will be utilising them," says Eva Olsson, Chair of the Nobel Committee for Physics.

There are potential applications in many different areas. In electronics, for example, it is important to understand and control how electrons behave in a material. Attosecond pulses can also be used to identify different molecules, such as in medical diagnostics.

Prize amount: 11 million Swedish kronor, to be shared equally between the laureates.

Press contact: Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se
"""

add([
    (search("2023 Nobel Prize in Physics attosecond laureates"), res(
        ("https://www.nobelprize.org/prizes/physics/2023/summary/", "The Nobel Prize in Physics 2023 - NobelPrize.org",
         "The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier \"for experimental methods that generate attosecond pulses of light ...\"", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2023/press-release/", "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to Pierre Agostini, Ferenc Krausz, Anne L'Huillier ...", "Oct 3, 2023"),
        ("https://www.nature.com/articles/d41586-023-03047-w", "Physics Nobel scooped by trio who made attosecond light pulses | Nature",
         "Pierre Agostini, Ferenc Krausz and Anne L'Huillier share the prize for tools that capture electrons in motion ...", "Oct 3, 2023"),
        ("https://news.osu.edu/ohio-state-professor-emeritus-pierre-agostini-wins-nobel-prize-in-physics/", "Ohio State's Pierre Agostini wins Nobel Prize in physics | Ohio State News",
         "Agostini, professor emeritus of physics, shares the 2023 prize ...", "Oct 3, 2023"),
        ("https://www.mpq.mpg.de/nobel-prize-2023-ferenc-krausz", "Nobel Prize in Physics 2023 for Ferenc Krausz | MPQ",
         "Director at the Max Planck Institute of Quantum Optics in Garching ...", "Oct 3, 2023"),
        ("https://www.lunduniversity.lu.se/article/anne-lhuillier-awarded-nobel-prize-physics", "Anne L'Huillier awarded the Nobel Prize in Physics | Lund University",
         "Professor of atomic physics at Lund University ...", "Oct 3, 2023"),
    )),
    (extract("https://www.nobelprize.org/prizes/physics/2023/summary/", "laureates, shares, affiliations"), PHYS23_SUMMARY),
    (madd(phys2023_laureates="Pierre Agostini (Ohio State); Ferenc Krausz (MPQ Garching / LMU); Anne L'Huillier (Lund) — 1/3 each",
          phys2023_motivation="experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"),
     added("phys2023_laureates", "phys2023_motivation")),
    (search("Anne L'Huillier fifth woman Nobel physics"), res(
        ("https://www.nobelprize.org/prizes/physics/2023/lhuillier/facts/", "Anne L'Huillier – Facts – 2023 - NobelPrize.org",
         "Born: 16 August 1958, Paris, France. Affiliation at the time of the award: Lund University ...", "N/A"),
        ("https://www.scientificamerican.com/article/anne-lhuillier-becomes-fifth-woman-to-win-physics-nobel/", "Anne L'Huillier Becomes Fifth Woman to Win Physics Nobel | Scientific American",
         "She joins Marie Curie, Maria Goeppert Mayer, Donna Strickland and Andrea Ghez ...", "Oct 3, 2023"),
        ("https://en.wikipedia.org/wiki/Anne_L%27Huillier", "Anne L'Huillier - Wikipedia",
         "Anne Geneviève L'Huillier (born 16 August 1958) is a French-Swedish physicist ... high harmonic generation ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2023/press-release/", "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org",
         "In 1987, Anne L'Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas ...", "Oct 3, 2023"),
        ("https://www.theguardian.com/science/2023/oct/03/nobel-prize-in-physics-awarded-for-study-of-electrons-in-atoms", "Nobel prize in physics awarded for study of electrons in atoms | The Guardian",
         "L'Huillier said she was teaching when she got the call ...", "Oct 3, 2023"),
    )),
    (extract("https://www.nobelprize.org/prizes/physics/2023/press-release/", "what each laureate contributed"), PHYS23_PR),
    (madd(phys2023_amount="SEK 11 million, shared equally"), added("phys2023_amount")),
    (search("Ferenc Krausz isolated attosecond pulse 2001 650 as"), res(
        ("https://www.nature.com/articles/35107000", "Attosecond metrology | Nature",
         "Hentschel M, Kienberger R, Spielmann Ch, ... Krausz F. Nature 414, 509–513 (2001) ... isolated sub-femtosecond soft-X-ray pulses of 650 ± 150 as ...", "Nov 29, 2001"),
        ("https://www.nobelprize.org/prizes/physics/2023/krausz/facts/", "Ferenc Krausz – Facts – 2023 - NobelPrize.org",
         "Born: 17 May 1962, Mór, Hungary. Affiliation at the time of the award: Max Planck Institute of Quantum Optics ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Ferenc_Krausz", "Ferenc Krausz - Wikipedia",
         "Ferenc Krausz (born 17 May 1962) is a Hungarian-Austrian physicist working in attosecond science ...", "N/A"),
        ("https://www.science.org/doi/10.1126/science.1059413", "Observation of a Train of Attosecond Pulses from High Harmonic Generation | Science",
         "Paul PM, Toma ES, Breger P, ... Agostini P. Science 292, 1689 (2001) ... 250 as ...", "Jun 1, 2001"),
        ("https://www.attoworld.de/", "attoworld - Laboratory for Attosecond Physics",
         "Research group of Ferenc Krausz at LMU and MPQ ...", "N/A"),
    )),
], bad=True, turn=5, kind="The re-read press release names only Pierre Agostini and Anne L'Huillier as the 2023 physics laureates, though the prize summary (turn 2) and the search snippets list three, Ferenc Krausz included; the laureate list lost a member.")

# ---------------------------------------------------------------- 13 clean: progeria / lonafarnib, a key removed then re-added with a new value
ZOKINVY_FDA = """# FDA Approves First Treatment for Hutchinson-Gilford Progeria Syndrome and Some Progeroid Laminopathies

FDA News Release | For Immediate Release: November 20, 2020

Today, the U.S. Food and Drug Administration approved Zokinvy (lonafarnib) capsules to reduce the risk of death due to Hutchinson-Gilford Progeria Syndrome and for the treatment of certain processing-deficient progeroid laminopathies in patients 1 year of age and older with a body surface area of 0.39 square meters and above.

Hutchinson-Gilford Progeria Syndrome (HGPS), commonly called progeria, and progeroid laminopathies are extremely rare genetic conditions that cause premature aging. Most patients with progeria die from heart failure, heart attack or stroke before the age of 15. The rarity of the disease means that, worldwide, there are fewer than 400 patients with HGPS and progeroid laminopathies.

"Today's approval brings the first FDA-approved treatment for patients with progeria and processing-deficient progeroid laminopathies," said Eric Rubin, M.D., Ph.D., director of the Division of Rare Diseases and Medical Genetics in the FDA's Center for Drug Evaluation and Research.

The effectiveness of Zokinvy for HGPS was demonstrated in an observational cohort survival study that compared survival data from two Phase 2 studies (n=62) to a matched, untreated group. Treatment with Zokinvy increased the average survival time of patients with HGPS by 2.5 years.

Zokinvy is a farnesyltransferase inhibitor; it prevents the build-up of defective progerin or progerin-like protein.

The most common side effects were gastrointestinal (vomiting, diarrhea, nausea), infections, decreased appetite, and fatigue.

Zokinvy received Priority Review, Breakthrough Therapy, Orphan Drug and Rare Pediatric Disease designations. The FDA granted the approval of Zokinvy to Eiger BioPharmaceuticals, Inc.
"""

add([
    (search("lonafarnib Zokinvy FDA approval progeria date"), res(
        ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-treatment-hutchinson-gilford-progeria-syndrome-and-some-progeroid-laminopathies", "FDA Approves First Treatment for Hutchinson-Gilford Progeria Syndrome and Some Progeroid Laminopathies | FDA",
         "Today, the U.S. Food and Drug Administration approved Zokinvy (lonafarnib) capsules to reduce the risk of death due to Hutchinson-Gilford Progeria Syndrome ...", "Nov 20, 2020"),
        ("https://www.progeriaresearch.org/zokinvy/", "Zokinvy (lonafarnib) | The Progeria Research Foundation",
         "The first-ever treatment for progeria, approved by the FDA on November 20, 2020 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Lonafarnib", "Lonafarnib - Wikipedia",
         "Lonafarnib, sold under the brand name Zokinvy, is a medication used to reduce the risk of death due to Hutchinson–Gilford progeria syndrome ...", "N/A"),
        ("https://jamanetwork.com/journals/jama/fullarticle/2680726", "Association of Lonafarnib Treatment vs No Treatment With Mortality Rate in Patients With Hutchinson-Gilford Progeria Syndrome | JAMA",
         "Gordon LB et al. JAMA. 2018;319(16):1687-1695 ... mortality rate 3.7% vs 33.3% ...", "Apr 24, 2018"),
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/zokinvy", "Zokinvy | European Medicines Agency",
         "Marketing authorisation in the EU granted on 18 July 2022 ...", "N/A"),
        ("https://www.statnews.com/2020/11/20/fda-approves-first-drug-progeria/", "FDA approves first drug for progeria | STAT",
         "Eiger BioPharmaceuticals' lonafarnib, originally developed by Merck/Schering-Plough as a cancer drug ...", "Nov 20, 2020"),
    )),
    (extract("https://www.fda.gov/news-events/press-announcements/fda-approves-first-treatment-hutchinson-gilford-progeria-syndrome-and-some-progeroid-laminopathies", "approval date, evidence, sponsor"), ZOKINVY_FDA),
    (madd(zokinvy_approval="2020-11-20 (US FDA), age >=1 y and BSA >=0.39 m2; +2.5 y mean survival (n=62 vs matched untreated)",
          zokinvy_sponsor="Eiger BioPharmaceuticals"),
     added("zokinvy_approval", "zokinvy_sponsor")),
    (search("Hutchinson-Gilford progeria prevalence LMNA c.1824C>T progerin"), res(
        ("https://medlineplus.gov/genetics/condition/hutchinson-gilford-progeria-syndrome/", "Hutchinson-Gilford progeria syndrome: MedlinePlus Genetics",
         "This condition is very rare; it is reported to occur in 1 in 4 million newborns worldwide ... mutations in the LMNA gene ...", "N/A"),
        ("https://rarediseases.info.nih.gov/diseases/7467/hutchinson-gilford-progeria", "Hutchinson-Gilford progeria | GARD",
         "About 90% of cases are caused by a recurrent de novo c.1824C>T (p.Gly608Gly) variant in LMNA ...", "N/A"),
        ("https://www.ncbi.nlm.nih.gov/books/NBK1121/", "Hutchinson-Gilford Progeria Syndrome - GeneReviews - NCBI Bookshelf",
         "The classic HGPS variant c.1824C>T activates a cryptic splice site, producing progerin, which lacks 50 amino acids ...", "Jan 19, 2023"),
        ("https://www.progeriaresearch.org/quick-facts/", "Quick Facts | The Progeria Research Foundation",
         "PRF has identified 151 children and young adults with progeria ... in 52 countries ...", "N/A"),
        ("https://www.nature.com/articles/nature01629", "Recurrent de novo point mutations in lamin A cause Hutchinson–Gilford progeria syndrome | Nature",
         "Eriksson M et al. Nature 423, 293–298 (2003) ...", "Apr 16, 2003"),
    )),
    (madd(hgps_gene="LMNA c.1824C>T (p.G608G) in ~90%; cryptic splice site -> progerin (lacks 50 aa); ~1 in 4 million births"),
     added("hgps_gene")),
    (mrm("zokinvy_sponsor"), removed("zokinvy_sponsor")),
    (search("Zokinvy rights acquired Sentynl Therapeutics Eiger bankruptcy"), res(
        ("https://www.businesswire.com/news/home/sentynl-therapeutics-completes-acquisition-of-zokinvy", "Sentynl Therapeutics Completes Acquisition of Zokinvy (lonafarnib) | Business Wire",
         "Sentynl Therapeutics, a Zydus Lifesciences company, today announced it has completed the acquisition of worldwide rights to Zokinvy from Eiger BioPharmaceuticals ...", "2024"),
        ("https://www.fiercepharma.com/pharma/eiger-bankruptcy-zokinvy-sale-sentynl", "Bankrupt Eiger sells progeria drug Zokinvy to Sentynl | Fierce Pharma",
         "The bankruptcy court approved the sale of Eiger's commercial asset ...", "2024"),
        ("https://www.zokinvy.com/", "ZOKINVY (lonafarnib) capsules | Official Site",
         "Zokinvy is distributed by Sentynl Therapeutics, Inc. ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Eiger_BioPharmaceuticals", "Eiger BioPharmaceuticals - Wikipedia",
         "In April 2024, Eiger filed for Chapter 11 bankruptcy protection ...", "N/A"),
        ("https://www.progeriaresearch.org/news/zokinvy-access-update/", "Zokinvy access update | PRF",
         "Families can continue to access Zokinvy without interruption following the transfer to Sentynl ...", "2024"),
    )),
    (madd(zokinvy_sponsor="Sentynl Therapeutics (Zydus group), acquired worldwide rights from Eiger BioPharmaceuticals in 2024"),
     added("zokinvy_sponsor")),
    (mall(), shown({
        "zokinvy_approval": "2020-11-20 (US FDA), age >=1 y and BSA >=0.39 m2; +2.5 y mean survival (n=62 vs matched untreated)",
        "hgps_gene": "LMNA c.1824C>T (p.G608G) in ~90%; cryptic splice site -> progerin (lacks 50 aa); ~1 in 4 million births",
        "zokinvy_sponsor": "Sentynl Therapeutics (Zydus group), acquired worldwide rights from Eiger BioPharmaceuticals in 2024",
    })),
])


# ---------------------------------------------------------------- TOP500 list pages (shared by 14 and 19)
def top500(edition: str, rows: list[tuple[int, str, str, str, str, str]], note: str) -> str:
    body = "\n".join(f"| {r} | {s} | {c} | {rmax} | {rpeak} | {pw} |" for r, s, c, rmax, rpeak, pw in rows)
    return f"""# {edition} | TOP500

{note}

| Rank | System | Cores | Rmax (PFlop/s) | Rpeak (PFlop/s) | Power (kW) |
| --- | --- | --- | --- | --- | --- |
{body}

Rmax and Rpeak values are in PFlop/s. For more details about other fields, check the TOP500 description.

Rpeak values are calculated using the advertised clock rate of the CPU. For the efficiency of the systems you should take into account the Turbo CPU clock rate where it applies.
"""


NOV24 = [
    (1, "El Capitan - HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, Slingshot-11, TOSS, HPE; DOE/NNSA/LLNL, United States", "11,039,616", "1,742.00", "2,746.38", "29,581"),
    (2, "Frontier - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11, HPE Cray OS, HPE; DOE/SC/Oak Ridge National Laboratory, United States", "9,066,176", "1,353.00", "2,055.72", "24,607"),
    (3, "Aurora - HPE Cray EX - Intel Exascale Compute Blade, Xeon CPU Max 9470 52C 2.4GHz, Intel Data Center GPU Max, Slingshot-11, Intel; DOE/SC/Argonne National Laboratory, United States", "9,264,128", "1,012.00", "1,980.01", "38,698"),
    (4, "Eagle - Microsoft NDv5, Xeon Platinum 8480C 48C 2GHz, NVIDIA H100, NVIDIA Infiniband NDR, Microsoft Azure; Microsoft Azure, United States", "2,073,600", "561.20", "846.84", ""),
    (5, "HPC6 - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11, RHEL 8.9, HPE; Eni S.p.A., Italy", "3,143,520", "477.90", "606.97", "8,461"),
    (6, "Supercomputer Fugaku - Supercomputer Fugaku, A64FX 48C 2.2GHz, Tofu interconnect D, Fujitsu; RIKEN Center for Computational Science, Japan", "7,630,848", "442.01", "537.21", "29,899"),
    (7, "Alps - HPE Cray EX254n, NVIDIA Grace 72C 3.1GHz, NVIDIA GH200 Superchip, Slingshot-11, HPE Cray OS, HPE; Swiss National Supercomputing Centre (CSCS), Switzerland", "2,121,600", "434.90", "574.84", "7,124"),
    (8, "LUMI - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11, HPE; EuroHPC/CSC, Finland", "2,752,704", "379.70", "531.51", "7,107"),
    (9, "Leonardo - BullSequana XH2000, Xeon Platinum 8358 32C 2.6GHz, NVIDIA A100 SXM4 64 GB, Quad-rail NVIDIA HDR100 Infiniband, EVIDEN; EuroHPC/CINECA, Italy", "1,824,768", "241.20", "306.31", "7,494"),
    (10, "Tuolumne - HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, Slingshot-11, TOSS, HPE; DOE/NNSA/LLNL, United States", "1,161,216", "208.10", "288.88", "3,387"),
]
NOV24_NOTE = "The 64th edition of the TOP500 was published November 18, 2024 at SC24 in Atlanta. El Capitan at Lawrence Livermore National Laboratory is the new No. 1, the third system to exceed 1 EFlop/s on HPL."
NOV24_BAD = [r if r[0] != 2 else (2, r[1], r[2], "1,335.00", r[4], r[5]) for r in NOV24]

GREEN_NOV24 = """# November 2024 | Green500

The most energy-efficient system on the Green500 is again JEDI, the JUPITER Exascale Development Instrument at Forschungszentrum Jülich, with 72.73 GFlops/Watt.

| Rank | TOP500 Rank | System | Cores | Rmax (PFlop/s) | Power (kW) | Energy Efficiency (GFlops/watts) |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 224 | JEDI - BullSequana XH3000, Grace Hopper Superchip 72C 3GHz, NVIDIA GH200 Superchip, Quad-Rail NVIDIA InfiniBand NDR200, ParTec/EVIDEN; EuroHPC/FZJ, Germany | 19,584 | 4.50 | 67 | 72.733 |
| 2 | 122 | ROMEO-2025 - BullSequana XH3000, Grace Hopper Superchip 72C 3GHz, NVIDIA GH200 Superchip, Quad-Rail NVIDIA InfiniBand NDR200, EVIDEN; ROMEO HPC Center - Champagne-Ardenne, France | 47,328 | 9.86 | 160 | 70.912 |
| 3 | 11 | Adastra 2 - HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, Slingshot-11, RHEL, HPE; GENCI-CINES, France | 16,128 | 2.53 | 37 | 69.098 |
| 4 | 128 | Isambard-AI phase 1 - HPE Cray EX254n, NVIDIA Grace 72C 3.1GHz, NVIDIA GH200 Superchip, Slingshot-11, HPE; University of Bristol, United Kingdom | 34,272 | 7.42 | 117 | 68.835 |
| 5 | 10 | Tuolumne - HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, Slingshot-11, TOSS, HPE; DOE/NNSA/LLNL, United States | 1,161,216 | 208.10 | 3,387 | 61.444 |

El Capitan, the new No. 1 on the TOP500, ranks 18th on the Green500 with 58.89 GFlops/Watt. Frontier reaches 54.98 GFlops/Watt.
"""

add([
    (search("TOP500 November 2024 list El Capitan Rmax"), res(
        ("https://top500.org/lists/top500/2024/11/", "November 2024 | TOP500",
         "El Capitan at Lawrence Livermore National Laboratory is the new No. 1 ... HPL score of 1.742 EFlop/s ...", "Nov 18, 2024"),
        ("https://top500.org/lists/top500/list/2024/11/", "TOP500 List - November 2024 | TOP500",
         "1. El Capitan - HPE Cray EX255a ... 2. Frontier ... 3. Aurora ...", "Nov 18, 2024"),
        ("https://www.llnl.gov/article/52061/lawrence-livermore-national-laboratorys-el-capitan-verified-worlds-fastest-supercomputer", "LLNL's El Capitan verified as world's fastest supercomputer | LLNL",
         "El Capitan achieved 1.742 exaFLOPs on the High Performance Linpack benchmark ...", "Nov 18, 2024"),
        ("https://www.hpcwire.com/2024/11/18/el-capitan-tops-top500/", "El Capitan Takes the Crown on the 64th TOP500 List | HPCwire",
         "Frontier drops to No. 2 despite an improved 1.353 EFlop/s run ...", "Nov 18, 2024"),
        ("https://en.wikipedia.org/wiki/El_Capitan_(supercomputer)", "El Capitan (supercomputer) - Wikipedia",
         "El Capitan is an exascale supercomputer hosted at LLNL ... 1.742 exaFLOPS Rmax ...", "N/A"),
        ("https://www.nextplatform.com/2024/11/18/el-capitan-top500/", "El Capitan Is The World's Fastest Supercomputer | The Next Platform",
         "44,544 AMD MI300A APUs ...", "Nov 18, 2024"),
    )),
    (extract("https://top500.org/lists/top500/2024/11/", "top 10 systems with Rmax and Rpeak"), top500("November 2024", NOV24, NOV24_NOTE)),
    (madd(top500_nov2024_no1="El Capitan (LLNL) Rmax 1,742.00 PF, Rpeak 2,746.38 PF, 29,581 kW",
          top500_nov2024_no2="Frontier (ORNL) Rmax 1,353.00 PF, Rpeak 2,055.72 PF"),
     added("top500_nov2024_no1", "top500_nov2024_no2")),
    (search("Green500 November 2024 JEDI GFlops/W"), res(
        ("https://top500.org/lists/green500/2024/11/", "November 2024 | Green500 | TOP500",
         "The most energy-efficient system on the Green500 is again JEDI ... with 72.73 GFlops/Watt ...", "Nov 18, 2024"),
        ("https://www.fz-juelich.de/en/news/archive/press-release/2024/jedi-green500", "JEDI remains the most energy-efficient supercomputer | Forschungszentrum Jülich",
         "JEDI, the first module of the exascale computer JUPITER, defends its first place in the Green500 ...", "Nov 18, 2024"),
        ("https://www.hpcwire.com/2024/11/18/green500-nov-2024/", "Grace Hopper sweeps the Green500 top spots | HPCwire",
         "Four of the top five systems use NVIDIA GH200 or AMD MI300A ...", "Nov 19, 2024"),
        ("https://top500.org/lists/green500/list/2024/11/", "Green500 List - November 2024 | TOP500",
         "1. JEDI ... 2. ROMEO-2025 ... 3. Adastra 2 ...", "Nov 18, 2024"),
        ("https://www.romeo.univ-reims.fr/news/romeo-2025-green500", "ROMEO-2025 ranked 2nd on the Green500 | ROMEO",
         "70.91 GFlops/W ...", "Nov 2024"),
    )),
    (extract("https://top500.org/lists/green500/2024/11/", "top energy-efficiency systems"), GREEN_NOV24),
    (madd(green500_nov2024_no1="JEDI (FZJ) 72.733 GFlops/W; El Capitan 18th at 58.89"), added("green500_nov2024_no1")),
    (extract("https://top500.org/lists/top500/2024/11/", "power figures of the top 10"), top500("November 2024", NOV24_BAD, NOV24_NOTE)),
    (mall(), shown({
        "top500_nov2024_no1": "El Capitan (LLNL) Rmax 1,742.00 PF, Rpeak 2,746.38 PF, 29,581 kW",
        "top500_nov2024_no2": "Frontier (ORNL) Rmax 1,353.00 PF, Rpeak 2,055.72 PF",
        "green500_nov2024_no1": "JEDI (FZJ) 72.733 GFlops/W; El Capitan 18th at 58.89",
    })),
], bad=True, turn=7, kind="Re-extracting the same November 2024 TOP500 page gives Frontier an Rmax of 1,335.00 PF, while the identical page at turn 2 (and the stored note) gave 1,353.00 PF; a published list edition does not change.")

# ---------------------------------------------------------------- 15 clean: Voyager 1, live distance grows between reads
def voyager(ts: str, v1e: str, v1s: str, rtlt: str, v2e: str, v2s: str) -> str:
    return f"""# Where Are Voyager 1 and Voyager 2 Now?

NASA Science | Voyager mission status (live)

Values below are computed in real time from the trajectory solutions. Page time: {ts}

## Voyager 1

| Quantity | Value |
| --- | --- |
| Distance from Earth | {v1e} km |
| Distance from the Sun | {v1s} km |
| Round-trip light time | {rtlt} |
| Velocity with respect to the Sun | 16.99 km/s |

## Voyager 2

| Quantity | Value |
| --- | --- |
| Distance from Earth | {v2e} km |
| Distance from the Sun | {v2s} km |
| Velocity with respect to the Sun | 15.37 km/s |

## Instrument status

| Instrument | Voyager 1 | Voyager 2 |
| --- | --- | --- |
| Cosmic Ray Subsystem (CRS) | Off (Feb. 25, 2025) | On |
| Low-Energy Charged Particle (LECP) | On | Off (scheduled March 24, 2025) |
| Magnetometer (MAG) | On | On |
| Plasma Wave Subsystem (PWS) | On | On |
| Plasma Science (PLS) | Off (2007) | Off (Oct. 2024) |

Voyager 1 crossed the heliopause on Aug. 25, 2012; Voyager 2 crossed it on Nov. 5, 2018. Both spacecraft are in interstellar space.
"""


VGR_ART = """# NASA Turns Off 2 Voyager Science Instruments to Extend Mission

March 5, 2025 | NASA Jet Propulsion Laboratory

Mission engineers at NASA's Jet Propulsion Laboratory in Southern California turned off the cosmic ray subsystem experiment on Voyager 1 on Feb. 25 and will shut off Voyager 2's low-energy charged particle instrument on March 24. Three science instruments will continue to operate on each spacecraft.

The activities are part of an ongoing effort to manage diminishing power supplies for the twin probes. Both spacecraft are powered by radioisotope thermoelectric generators, which lose about 4 watts of power each year.

"The Voyagers have been deep space rock stars since launch, and we want to keep it that way as long as possible," said Suzanne Dodd, Voyager project manager at JPL. "But electrical power is running low. If we don't turn off an instrument on each Voyager now, they would probably have only a few more months of power before we would need to declare end of mission."

Launched in 1977, the twin Voyager spacecraft have been traveling for more than 47 years. Voyager 1 is more than 15 billion miles (25 billion kilometers) from Earth, and Voyager 2 is more than 13 billion miles (21 billion kilometers) away.

Voyager 1's cosmic ray subsystem was used to measure cosmic rays, including protons from the galaxy and the Sun. Voyager 2's low-energy charged particle instrument measures the various ions, electrons, and cosmic rays originating from our solar system and galaxy.

Each Voyager is also carrying a magnetometer and a plasma wave subsystem; Voyager 1's LECP will remain on.
"""

add([
    (search("Voyager 1 distance from Earth now"), res(
        ("https://science.nasa.gov/mission/voyager/where-are-voyager-1-and-voyager-2-now/", "Where Are Voyager 1 and Voyager 2 Now? - NASA Science",
         "Voyager 1 distance from Earth: 24,9xx,xxx,xxx km ... Round-trip light time ... values computed in real time ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia",
         "As of 2025, Voyager 1 is about 166 AU from Earth, the most distant human-made object ...", "N/A"),
        ("https://theskylive.com/voyager1-tracker", "Voyager 1 Tracker | TheSkyLive",
         "Voyager 1 is currently at a distance of about 166.7 AU from Earth ...", "N/A"),
        ("https://www.space.com/voyager-1-one-light-day-from-earth", "Voyager 1 will be one light-day from Earth in 2026 | Space",
         "Signals currently take about 23 hours to reach the spacecraft ...", "Dec 2024"),
        ("https://voyager.jpl.nasa.gov/mission/status/", "Mission Status - Voyager - JPL",
         "Distance from Earth, distance from Sun, round-trip light time ...", "N/A"),
    )),
    (extract("https://science.nasa.gov/mission/voyager/where-are-voyager-1-and-voyager-2-now/", "current distance of Voyager 1 and 2"),
     voyager("2025-03-07 16:02:10 UTC", "24,938,419,203", "25,063,770,158", "46:12:49 (hh:mm:ss)", "20,938,722,654", "20,953,041,870")),
    (madd(v1_distance="24,938,419,203 km from Earth; RTLT 46:12:49 (NASA live, 2025-03-07 16:02 UTC)"), added("v1_distance")),
    (search("Voyager 1 cosmic ray subsystem turned off 2025 power"), res(
        ("https://www.jpl.nasa.gov/news/nasa-turns-off-2-voyager-science-instruments-to-extend-mission/", "NASA Turns Off 2 Voyager Science Instruments to Extend Mission | JPL",
         "Engineers turned off the cosmic ray subsystem experiment on Voyager 1 on Feb. 25 and will shut off Voyager 2's low-energy charged particle instrument on March 24 ...", "Mar 5, 2025"),
        ("https://www.nytimes.com/2025/03/05/science/nasa-voyager-instruments-power.html", "NASA Shuts Off Instruments on Voyager Probes to Save Power | NYT",
         "The twin spacecraft lose about 4 watts of power a year ...", "Mar 5, 2025"),
        ("https://www.space.com/space-exploration/voyager-instruments-shut-down-2025", "NASA shuts down 2 Voyager instruments | Space",
         "Three instruments will keep working on each probe ...", "Mar 6, 2025"),
        ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia",
         "On February 25, 2025, the cosmic ray subsystem was turned off ...", "N/A"),
        ("https://arstechnica.com/space/2025/03/voyager-instruments-off/", "NASA turns off instruments on Voyagers to stretch their lives | Ars Technica",
         "The mission could continue into the 2030s with one instrument each ...", "Mar 5, 2025"),
    )),
    (extract("https://www.jpl.nasa.gov/news/nasa-turns-off-2-voyager-science-instruments-to-extend-mission/", "which instruments and when"), VGR_ART),
    (extract("https://science.nasa.gov/mission/voyager/where-are-voyager-1-and-voyager-2-now/", "refresh live distance"),
     voyager("2025-03-07 16:41:55 UTC", "24,938,478,911", "25,063,810,679", "46:12:50 (hh:mm:ss)", "20,938,771,033", "20,953,078,527")),
    (mupd(v1_distance="24,938,478,911 km from Earth; RTLT 46:12:50 (NASA live, 2025-03-07 16:41 UTC)"), updated("v1_distance")),
    (mget("v1_distance"), shown({"v1_distance": "24,938,478,911 km from Earth; RTLT 46:12:50 (NASA live, 2025-03-07 16:41 UTC)"})),
])

# ---------------------------------------------------------------- 16 bad: Python latest version, update reverts on retrieve
PY313 = """# Python 3.13.0

Release Date: Oct. 7, 2024

This is the stable release of Python 3.13.0

Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations compared to Python 3.12.

## Major new features of the 3.13 series, compared to 3.12

- A new and improved interactive interpreter, based on PyPy's, featuring multi-line editing and color support, as well as colorized exception tracebacks.
- An experimental free-threaded build mode, which disables the Global Interpreter Lock, allowing threads to run more concurrently. The build mode is available as an experimental feature in the Windows and macOS installers as well. (PEP 703)
- A preliminary, experimental JIT, providing the ground work for significant performance improvements. (PEP 744)
- The locals() builtin function (and its C equivalent) now has well-defined semantics when mutating the returned mapping. (PEP 667)
- A modified version of mimalloc is now included, optional but enabled by default if supported by the platform.
- Docstrings now have their leading indentation stripped, reducing memory use and the size of .pyc files.
- The dbm module has a new dbm.sqlite3 backend that is used by default when creating new files.
- The minimum supported macOS version was changed from 10.9 to 10.13 (High Sierra).
- WASI is now a Tier 2 supported platform. Emscripten is no longer an officially supported platform.
- iOS and Android are now Tier 3 supported platforms. (PEP 730, PEP 738)
- Support for type defaults in type parameters. (PEP 696)
- A new type narrowing annotation, typing.TypeIs. (PEP 742)
- PEP 594 (Removing dead batteries from the standard library) scheduled removals of many deprecated modules: aifc, audioop, chunk, cgi, cgitb, crypt, imghdr, mailcap, msilib, nis, nntplib, ossaudiodev, pipes, sndhdr, spwd, sunau, telnetlib, uu, xdrlib, lib2to3.

## Files

| Version | Operating System | Size |
| --- | --- | --- |
| Gzipped source tarball | Source release | 27.4 MB |
| XZ compressed source tarball | Source release | 21.2 MB |
| macOS 64-bit universal2 installer | macOS | 66.1 MB |
| Windows installer (64-bit) | Windows | 27.3 MB |
| Windows installer (ARM64) | Windows | 26.6 MB |
"""

PEP719 = """# PEP 719 – Python 3.13 Release Schedule

Author: Thomas Wouters
Status: Active
Type: Informational
Topic: Release
Created: 26-May-2023
Python-Version: 3.13

## Release Manager and Crew

- 3.13 Release Manager: Thomas Wouters
- Windows installers: Steve Dower
- Mac installers: Ned Deily
- Documentation: Julien Palard

## Release Schedule

### 3.13.0 schedule

- 3.13 development begins: Monday, 2023-05-22
- 3.13.0 alpha 1: Friday, 2023-10-13
- 3.13.0 beta 1: Wednesday, 2024-05-08 (No new features beyond this point.)
- 3.13.0 candidate 1: Monday, 2024-08-01
- 3.13.0 candidate 2: Friday, 2024-09-06
- 3.13.0 candidate 3: Tuesday, 2024-10-01
- 3.13.0 final: Monday, 2024-10-07

### Bugfix releases

Expected:

- 3.13.1: Tuesday, 2024-12-03
- 3.13.2: Tuesday, 2025-02-04
- 3.13.3: Tuesday, 2025-04-08

### 3.13 Lifespan

3.13 will receive bugfix updates approximately every two months for approximately 24 months. Around the time of the release of 3.15.0 final, the final 3.13 bugfix update will be released. After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.13.0 final, so until approximately October 2029.
"""

add([
    (search("latest Python 3.12 bugfix release"), res(
        ("https://www.python.org/downloads/release/python-3127/", "Python Release Python 3.12.7 | Python.org",
         "Release Date: Oct. 1, 2024. This is the seventh maintenance release of Python 3.12 ...", "Oct 1, 2024"),
        ("https://www.python.org/downloads/", "Download Python | Python.org",
         "Looking for a specific release? Python 3.12.7 Oct. 1, 2024 ... Python 3.11.10 Sept. 7, 2024 ...", "N/A"),
        ("https://docs.python.org/3.12/whatsnew/changelog.html", "Changelog — Python 3.12.7 documentation",
         "Python 3.12.7 final. Release date: 2024-10-01 ...", "N/A"),
        ("https://peps.python.org/pep-0693/", "PEP 693 – Python 3.12 Release Schedule",
         "3.12.7: Tuesday, 2024-10-01 ...", "N/A"),
        ("https://discuss.python.org/t/python-3-12-7-released/66212", "Python 3.12.7 released - Discussions on Python.org",
         "Python 3.12.7 is out with ~100 bugfixes ...", "Oct 1, 2024"),
    )),
    (madd(py_latest="3.12.7 (released 2024-10-01)", py_pep_freethreading="PEP 703 (making the GIL optional)"),
     added("py_latest", "py_pep_freethreading")),
    (search("Python 3.13.0 released October 2024"), res(
        ("https://www.python.org/downloads/release/python-3130/", "Python Release Python 3.13.0 | Python.org",
         "Release Date: Oct. 7, 2024. This is the stable release of Python 3.13.0 ...", "Oct 7, 2024"),
        ("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13 documentation",
         "Python 3.13 is the latest stable release of the Python programming language ... experimental free-threaded build ...", "N/A"),
        ("https://discuss.python.org/t/python-3-13-0-final-released/67312", "Python 3.13.0 (final) released - Discussions on Python.org",
         "This is the stable release of Python 3.13.0 ... a new interactive interpreter, experimental JIT ...", "Oct 7, 2024"),
        ("https://realpython.com/python313-new-features/", "Python 3.13: Cool New Features for You to Try | Real Python",
         "Python 3.13 was published on October 7, 2024 ...", "Oct 7, 2024"),
        ("https://lwn.net/Articles/992862/", "Python 3.13.0 released [LWN.net]",
         "Version 3.13.0 of the Python language has been released ...", "Oct 7, 2024"),
    )),
    (extract("https://www.python.org/downloads/release/python-3130/", "release date and major new features"), PY313),
    (mupd(py_latest="3.13.0 (released 2024-10-07)"), updated("py_latest")),
    (extract("https://peps.python.org/pep-0719/", "expected 3.13 bugfix dates and support window"), PEP719),
    (mget("py_latest", "py_pep_freethreading"), shown({
        "py_latest": "3.12.7 (released 2024-10-01)",
        "py_pep_freethreading": "PEP 703 (making the GIL optional)",
    })),
    (search("PEP 744 JIT compilation Python 3.13 copy-and-patch"), res(
        ("https://peps.python.org/pep-0744/", "PEP 744 – JIT Compilation | peps.python.org",
         "Author: Brandt Bucher, Savannah Ostrowski ... Status: Draft ... the experimental JIT compiler added in CPython 3.13 ...", "N/A"),
        ("https://docs.python.org/3/whatsnew/3.13.html#an-experimental-just-in-time-jit-compiler", "What's New In Python 3.13 — experimental JIT",
         "When CPython is configured and built using the --enable-experimental-jit option, a just-in-time compiler is added ...", "N/A"),
        ("https://tonybaloney.github.io/posts/python-gets-a-jit.html", "Python 3.13 gets a JIT - Anthony Shaw",
         "The JIT uses a technique called copy-and-patch ...", "Jan 9, 2024"),
        ("https://github.com/python/cpython/pull/113465", "GH-113464: A copy-and-patch JIT compiler · python/cpython",
         "This is a draft PR adding an experimental JIT compiler ...", "Dec 2023"),
        ("https://fredrikbk.com/publications/copy-and-patch.pdf", "Copy-and-Patch Compilation (Xu, Kjolstad) - OOPSLA 2021",
         "A fast compilation technique for high-level languages and bytecode ...", "2021"),
    )),
], bad=True, turn=7, kind="Retrieving py_latest returns the old value 3.12.7 (released 2024-10-01), although turn 5 updated it to 3.13.0 (released 2024-10-07) with a success message; the update silently reverted.")

# ---------------------------------------------------------------- 17 bad: CRISPR patents, an added key is missing
PAT_359 = """# US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products

United States | Download PDF | Find Prior Art | Similar

**Inventor:** Feng Zhang
**Current Assignee:** Broad Institute Inc; Massachusetts Institute of Technology

## Worldwide applications
2013 US

## Application US14/054,414 events

- 2012-12-12: Priority to US201261736527P
- 2013-10-15: Application filed by Broad Institute Inc, Massachusetts Institute of Technology
- 2014-04-15: Application granted
- 2014-04-15: Publication of US8697359B1
- Status: Active
- 2033-10-15: Anticipated expiration

## Abstract

The invention provides for systems, methods, and compositions for altering expression of target gene sequences and related gene products. Provided are vectors and vector systems, some of which encode one or more components of a CRISPR complex, as well as methods for the design and use of such vectors. Also provided are methods of directing CRISPR complex formation in eukaryotic cells and methods for selecting specific cells by introducing precise mutations utilizing the CRISPR/Cas system.

## Claims (20)

1. A method of altering expression of at least one gene product comprising introducing into a eukaryotic cell containing and expressing a DNA molecule having a target sequence and encoding the gene product an engineered, non-naturally occurring Clustered Regularly Interspersed Short Palindromic Repeats (CRISPR)—CRISPR associated (Cas) (CRISPR-Cas) system comprising one or more vectors comprising: a) a first regulatory element operable in a eukaryotic cell operably linked to at least one nucleotide sequence encoding a CRISPR-Cas system guide RNA that hybridizes with the target sequence, and b) a second regulatory element operable in a eukaryotic cell operably linked to a nucleotide sequence encoding a Type-II Cas9 protein, wherein components (a) and (b) are located on same or different vectors of the system, whereby the guide RNA targets the target sequence and the Cas9 protein cleaves the DNA molecule, whereby expression of the at least one gene product is altered; and, wherein the Cas9 protein and the guide RNA do not naturally occur together.

2. The method of claim 1, wherein the expression of two or more gene products is altered.

## Cited By (1,100+) | Family Cites | Legal Events

| Date | Code | Title | Description |
| --- | --- | --- | --- |
| 2014-03-25 | AS | Assignment | Owner: BROAD INSTITUTE INC.; MASSACHUSETTS INSTITUTE OF TECHNOLOGY |
| 2014-04-15 | STCF | Information on status: patent grant | PATENTED CASE |
| 2016-01-11 | AS | Interference | Interference No. 106,048 declared with CVC application 13/842,859 |
| 2017-10-04 | MAFP | Maintenance fee payment | 4th year, large entity |
| 2021-10-15 | MAFP | Maintenance fee payment | 8th year, large entity |
"""

add([
    (search("US 8697359 CRISPR patent Broad Institute Feng Zhang"), res(
        ("https://patents.google.com/patent/US8697359B1/en", "US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products - Google Patents",
         "Inventor: Feng Zhang. Current Assignee: Broad Institute Inc, Massachusetts Institute of Technology. Priority 2012-12-12 ... Granted 2014-04-15 ...", "Apr 15, 2014"),
        ("https://www.broadinstitute.org/crispr/journalists-statement-and-background-crispr-patent-process", "Statement and background on the CRISPR patent process | Broad Institute",
         "The first CRISPR patent was issued to Broad in April 2014 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing#Patents_and_commercialization", "CRISPR gene editing - Wikipedia",
         "The USPTO granted Broad's patent 8,697,359 in April 2014 under an accelerated review ...", "N/A"),
        ("https://www.nature.com/articles/nbt.3526", "Titanic clash over CRISPR patents turns ugly | Nature Biotechnology",
         "The interference declared in January 2016 pits UC Berkeley against the Broad ...", "Mar 2016"),
        ("https://ipwatchdog.com/2014/04/15/broad-crispr-patent/", "Broad Institute receives first CRISPR-Cas9 patent | IPWatchdog",
         "Patent No. 8,697,359 claims methods in eukaryotic cells ...", "Apr 15, 2014"),
    )),
    (extract("https://patents.google.com/patent/US8697359B1/en", "inventor, dates, claim 1, legal events"), PAT_359),
    (madd(broad_patent="US 8,697,359 B1, filed 2013-10-15, granted 2014-04-15, inventor Feng Zhang, Broad/MIT, priority 2012-12-12"),
     added("broad_patent")),
    (search("PTAB interference 106115 decision CVC Broad 2022 Federal Circuit 2025"), res(
        ("https://www.uspto.gov/sites/default/files/documents/106115-Decision-on-Priority.pdf", "Interference No. 106,115 - Decision on Priority | USPTO PTAB",
         "Judgment on priority is entered against Senior Party (CVC) ... Broad awarded priority for eukaryotic CRISPR-Cas9 ...", "Feb 28, 2022"),
        ("https://www.cafc.uscourts.gov/opinions-orders/22-1594.OPINION.5-12-2025_2510223.pdf", "Regents of the University of California v. Broad Institute, No. 22-1594 (Fed. Cir. 2025)",
         "We vacate the Board's decision on conception and remand ... affirmed in part ...", "May 12, 2025"),
        ("https://www.science.org/content/article/crispr-patent-fight-broad-wins-again", "Broad Institute wins latest round in CRISPR patent fight | Science",
         "The PTAB ruled that the Broad team was first to invent CRISPR-Cas9 in eukaryotic cells ...", "Feb 28, 2022"),
        ("https://www.statnews.com/2025/05/12/crispr-patent-appeals-court-uc-berkeley-broad/", "Appeals court revives UC's CRISPR patent fight | STAT",
         "The Federal Circuit said the PTAB applied the wrong standard for conception ...", "May 12, 2025"),
        ("https://patentlyo.com/patent/2025/05/crispr-conception-remand.html", "CRISPR: Federal Circuit remands on conception | Patently-O",
         "The court held the Board erred by requiring knowledge that the invention would work ...", "May 13, 2025"),
    )),
    (madd(ptab_106115="PTAB Interference 106,115: priority to Broad, 2022-02-28",
          cafc_2025="Fed. Cir. No. 22-1594 (2025-05-12): vacated PTAB conception ruling, remanded"),
     added("ptab_106115", "cafc_2025")),
    (search("CVC Doudna Charpentier first US CRISPR patent 10,266,850"), res(
        ("https://patents.google.com/patent/US10266850B2/en", "US10266850B2 - Methods and compositions for RNA-directed target DNA modification - Google Patents",
         "Inventors: Jennifer A. Doudna, Martin Jinek, Krzysztof Chylinski, Emmanuelle Charpentier ... Granted 2019-04-23 ...", "Apr 23, 2019"),
        ("https://news.berkeley.edu/2019/02/08/uc-granted-crispr-patent/", "UC gets CRISPR patent | Berkeley News",
         "The USPTO has issued patents covering methods of using CRISPR-Cas9 in any cellular or non-cellular setting ...", "Feb 8, 2019"),
        ("https://en.wikipedia.org/wiki/CRISPR_patent_dispute", "CRISPR patent dispute - Wikipedia",
         "The University of California, University of Vienna and Emmanuelle Charpentier (collectively CVC) ...", "N/A"),
        ("https://www.genengnews.com/news/cvc-crispr-patents-2019/", "CVC's CRISPR patent portfolio grows | GEN",
         "CVC now has more than a dozen US patents ...", "2019"),
        ("https://www.ipwatchdog.com/2019/04/23/cvc-crispr-patent-issues/", "CVC CRISPR patent issues | IPWatchdog",
         "US 10,266,850 issued to the Regents of the University of California ...", "Apr 23, 2019"),
    )),
    (mall(), shown({
        "broad_patent": "US 8,697,359 B1, filed 2013-10-15, granted 2014-04-15, inventor Feng Zhang, Broad/MIT, priority 2012-12-12",
        "ptab_106115": "PTAB Interference 106,115: priority to Broad, 2022-02-28",
    })),
    (madd(cvc_patent="US 10,266,850 B2 (Doudna, Jinek, Chylinski, Charpentier), granted 2019-04-23"), added("cvc_patent")),
], bad=True, turn=7, kind="retrieve_all lists broad_patent and ptab_106115 but not cafc_2025, which was added in the same successful call as ptab_106115 at turn 5 and never removed.")

# ---------------------------------------------------------------- 18 clean: Myanmar M7.7, feed refreshed with a new event and a later timestamp
MYANMAR = """# M 7.7 - 2025 Mandalay, Burma (Myanmar) Earthquake

2025-03-28 06:20:52 (UTC) | 22.011°N 95.936°E | 10.0 km depth

Review Status: REVIEWED

| Product | Value |
| --- | --- |
| ShakeMap | MMI IX (Violent) |
| PAGER | RED (estimated fatalities and economic losses) |
| Did You Feel It? | 1,100+ responses |

## Origin

| Field | Value |
| --- | --- |
| Magnitude | 7.7 Mww |
| Origin Time | 2025-03-28 06:20:52.715 UTC |
| Location | 22.011°N 95.936°E |
| Depth | 10.0 km |
| Event id | us7000pn9s |

## Tectonic Summary

The March 28, 2025, M 7.7 earthquake in Myanmar occurred as the result of strike-slip faulting between the India and Eurasia plates. Focal mechanism solutions indicate that rupture occurred on a near-vertical, north-south striking fault, consistent with the Sagaing Fault. Preliminary finite-fault models suggest a rupture length of several hundred kilometers.

## Nearby Places

- 16 km NNW of Sagaing, Myanmar
- 19 km WNW of Mandalay, Myanmar
"""

MY_ROWS = [
    ("2025-03-28 06:20:52", "M 7.7", "2025 Mandalay, Burma (Myanmar) Earthquake", "10.0 km", "us7000pn9s", "red"),
    ("2025-03-28 06:32:04", "M 6.7", "30 km S of Sagaing, Burma (Myanmar)", "10.0 km", "us7000pna0", "yellow"),
    ("2025-03-26 02:10:44", "M 5.6", "67 km SW of Tonga Islands", "35.0 km", "us7000pm6y", "green"),
    ("2025-03-25 01:43:21", "M 6.7", "Off West Coast of the South Island, New Zealand", "33.0 km", "us7000pltm", "green"),
]


def my_feed(updated_at: str, extra: list[tuple[str, str, str, str, str, str]]) -> str:
    rows = extra + MY_ROWS
    body = "\n".join(f"| {a} | {b} | {c} | {d} | {e} | {f} |" for a, b, c, d, e, f in rows)
    return f"""# USGS Significant Earthquakes, Past Week

Feed: https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom
Updated: {updated_at}

| Time (UTC) | Magnitude | Location | Depth | Event id | Alert |
| --- | --- | --- | --- | --- | --- |
{body}

{len(rows)} significant earthquakes in the past 7 days.
"""


add([
    (search("USGS M7.7 Myanmar earthquake March 28 2025"), res(
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us7000pn9s/executive", "M 7.7 - 2025 Mandalay, Burma (Myanmar) Earthquake | USGS",
         "2025-03-28 06:20:52 (UTC) 22.011°N 95.936°E 10.0 km depth ... PAGER red ...", "Mar 28, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Myanmar_earthquake", "2025 Myanmar earthquake - Wikipedia",
         "On 28 March 2025, at 12:50:52 MMT, a Mw 7.7 earthquake struck the Sagaing Region of Myanmar ...", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/myanmar-earthquake-2025-03-28/", "Powerful quake hits Myanmar and Thailand | Reuters",
         "A 7.7 magnitude earthquake struck central Myanmar, with tremors felt in Bangkok where a high-rise under construction collapsed ...", "Mar 28, 2025"),
        ("https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom", "USGS Significant Earthquakes, Past Week",
         "M 7.7 - 2025 Mandalay, Burma (Myanmar) Earthquake ... M 6.7 - 30 km S of Sagaing ...", "N/A"),
        ("https://temblor.net/earthquake-insights/m7-7-myanmar-sagaing-fault/", "Sagaing Fault ruptures in M7.7 Myanmar earthquake | Temblor",
         "The rupture may extend more than 400 km along the Sagaing Fault ...", "Mar 29, 2025"),
    )),
    (extract("https://earthquake.usgs.gov/earthquakes/eventpage/us7000pn9s/executive", "origin, depth, fault"), MYANMAR),
    (madd(myanmar_mainshock="M7.7 Mww, 2025-03-28 06:20:52 UTC, 22.011N 95.936E, depth 10 km, us7000pn9s, strike-slip Sagaing Fault"),
     added("myanmar_mainshock")),
    (extract("https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom", "aftershocks in the significant list"), my_feed("2025-03-28 09:41:03 UTC", [])),
    (madd(myanmar_aftershocks="M6.7 at 06:32:04 UTC (us7000pna0), 12 min after mainshock"), added("myanmar_aftershocks")),
    (search("Myanmar earthquake aftershock M5.1 March 29 2025"), res(
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us7000pnp2/executive", "M 5.1 - 12 km NW of Sagaing, Burma (Myanmar) | USGS",
         "2025-03-29 05:46:59 (UTC) 22.000°N 95.870°E 10.0 km depth ...", "Mar 29, 2025"),
        ("https://apnews.com/article/myanmar-earthquake-aftershock-mandalay-2025", "Strong aftershock rattles Mandalay as rescuers dig | AP News",
         "A magnitude 5.1 aftershock struck near Sagaing on Saturday ...", "Mar 29, 2025"),
        ("https://www.bbc.com/news/articles/myanmar-earthquake-latest", "Myanmar earthquake: death toll rises above 1,600 | BBC News",
         "Aftershocks continued on Saturday as rescuers searched collapsed buildings in Mandalay ...", "Mar 29, 2025"),
        ("https://reliefweb.int/report/myanmar/myanmar-earthquake-flash-update-2", "Myanmar: Earthquake Flash Update No. 2 | ReliefWeb",
         "Strong aftershocks continue in Sagaing and Mandalay regions ...", "Mar 29, 2025"),
        ("https://www.gfz.de/en/press/news/details/myanmar-earthquake", "Myanmar earthquake: GFZ analysis | GFZ",
         "Supershear rupture may have contributed to the strong shaking ...", "Mar 31, 2025"),
    )),
    (extract("https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/significant_week.atom", "refresh to see new significant aftershocks"),
     my_feed("2025-03-29 08:12:55 UTC", [("2025-03-29 05:46:59", "M 5.1", "12 km NW of Sagaing, Burma (Myanmar)", "10.0 km", "us7000pnp2", "green")])),
    (mupd(myanmar_aftershocks="M6.7 at 06:32:04 UTC (us7000pna0), 12 min after mainshock; M5.1 2025-03-29 05:46:59 UTC (us7000pnp2)"),
     updated("myanmar_aftershocks")),
    (mall(), shown({
        "myanmar_mainshock": "M7.7 Mww, 2025-03-28 06:20:52 UTC, 22.011N 95.936E, depth 10 km, us7000pn9s, strike-slip Sagaing Fault",
        "myanmar_aftershocks": "M6.7 at 06:32:04 UTC (us7000pna0), 12 min after mainshock; M5.1 2025-03-29 05:46:59 UTC (us7000pnp2)",
    })),
])

# ---------------------------------------------------------------- 19 clean: TOP500 editions, Frontier's Rmax and rank legitimately change
JUN24 = [
    (1, "Frontier - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11, HPE Cray OS, HPE; DOE/SC/Oak Ridge National Laboratory, United States", "8,699,904", "1,206.00", "1,714.81", "22,786"),
    (2, "Aurora - HPE Cray EX - Intel Exascale Compute Blade, Xeon CPU Max 9470 52C 2.4GHz, Intel Data Center GPU Max, Slingshot-11, Intel; DOE/SC/Argonne National Laboratory, United States", "9,264,128", "1,012.00", "1,980.01", "38,698"),
    (3, "Eagle - Microsoft NDv5, Xeon Platinum 8480C 48C 2GHz, NVIDIA H100, NVIDIA Infiniband NDR, Microsoft Azure; Microsoft Azure, United States", "2,073,600", "561.20", "846.84", ""),
    (4, "Supercomputer Fugaku - Supercomputer Fugaku, A64FX 48C 2.2GHz, Tofu interconnect D, Fujitsu; RIKEN Center for Computational Science, Japan", "7,630,848", "442.01", "537.21", "29,899"),
    (5, "Alps - HPE Cray EX254n, NVIDIA Grace 72C 3.1GHz, NVIDIA GH200 Superchip, Slingshot-11, HPE Cray OS, HPE; Swiss National Supercomputing Centre (CSCS), Switzerland", "1,305,600", "270.00", "353.75", "5,194"),
    (6, "LUMI - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11, HPE; EuroHPC/CSC, Finland", "2,752,704", "379.70", "531.51", "7,107"),
]
JUN24 = [JUN24[0], JUN24[1], JUN24[2], JUN24[3], (5, *JUN24[5][1:]), (6, *JUN24[4][1:])]
JUN24_NOTE = "The 63rd edition of the TOP500 was published May 13, 2024 at ISC 2024 in Hamburg. Frontier remains the No. 1 system and the only one to exceed 1 EFlop/s on HPL by a wide margin; Aurora is the second exascale system."

FRONTIER_SYS = """# Frontier - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11, HPE Cray OS

Site: DOE/SC/Oak Ridge National Laboratory | System URL: https://www.olcf.ornl.gov/frontier/

| Field | Value |
| --- | --- |
| Manufacturer | HPE |
| Processor | AMD Optimized 3rd Generation EPYC 64C 2GHz |
| Interconnect | Slingshot-11 |
| Installation Year | 2021 |
| Operating System | HPE Cray OS |

## List Rank History

| List | Rank | System | Vendor | Total Cores | Rmax (PFlop/s) | Rpeak (PFlop/s) | Power (kW) |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 11/2024 | 2 | HPE Cray EX235a | HPE | 9,066,176 | 1,353.00 | 2,055.72 | 24,607 |
| 06/2024 | 1 | HPE Cray EX235a | HPE | 8,699,904 | 1,206.00 | 1,714.81 | 22,786 |
| 11/2023 | 1 | HPE Cray EX235a | HPE | 8,699,904 | 1,194.00 | 1,679.82 | 22,703 |
| 06/2023 | 1 | HPE Cray EX235a | HPE | 8,699,904 | 1,194.00 | 1,679.82 | 22,703 |
| 11/2022 | 1 | HPE Cray EX235a | HPE | 8,730,112 | 1,102.00 | 1,685.65 | 21,100 |
| 06/2022 | 1 | HPE Cray EX235a | HPE | 8,730,112 | 1,102.00 | 1,685.65 | 21,100 |

Frontier's November 2024 entry reflects an expanded configuration and a new HPL run.
"""

add([
    (search("TOP500 June 2024 Frontier Aurora exascale"), res(
        ("https://top500.org/lists/top500/2024/06/", "June 2024 | TOP500",
         "Frontier remains the No. 1 system ... Aurora is the second exascale system at 1.012 EFlop/s ...", "May 13, 2024"),
        ("https://www.ornl.gov/news/frontier-keeps-top-spot-june-2024", "Frontier keeps top spot on TOP500 | ORNL",
         "Frontier posted an HPL score of 1.206 exaflops ...", "May 13, 2024"),
        ("https://www.anl.gov/article/aurora-breaks-exascale-barrier", "Aurora supercomputer breaks exascale barrier | Argonne",
         "Aurora achieved 1.012 exaflops using 87% of the system ...", "May 13, 2024"),
        ("https://www.hpcwire.com/2024/05/13/top500-june-2024/", "Aurora joins the exascale club on the 63rd TOP500 | HPCwire",
         "Microsoft's Eagle holds third place ...", "May 13, 2024"),
        ("https://en.wikipedia.org/wiki/TOP500", "TOP500 - Wikipedia",
         "The TOP500 project ranks and details the 500 most powerful non-distributed computer systems ...", "N/A"),
    )),
    (extract("https://top500.org/lists/top500/2024/06/", "top systems"), top500("June 2024", JUN24, JUN24_NOTE)),
    (madd(frontier_rmax="1,206.00 PF (June 2024 list, No. 1)"), added("frontier_rmax")),
    (search("TOP500 November 2024 El Capitan new number one Frontier second"), res(
        ("https://top500.org/lists/top500/2024/11/", "November 2024 | TOP500",
         "El Capitan at Lawrence Livermore National Laboratory is the new No. 1 ... Frontier No. 2 with 1.353 EFlop/s ...", "Nov 18, 2024"),
        ("https://www.llnl.gov/article/52061/lawrence-livermore-national-laboratorys-el-capitan-verified-worlds-fastest-supercomputer", "LLNL's El Capitan verified as world's fastest supercomputer | LLNL",
         "El Capitan achieved 1.742 exaFLOPs ...", "Nov 18, 2024"),
        ("https://www.ornl.gov/news/frontier-improves-hpl-november-2024", "Frontier posts improved HPL score | ORNL",
         "After an upgrade, Frontier's HPL result rose to 1.353 exaflops ...", "Nov 18, 2024"),
        ("https://www.hpcwire.com/2024/11/18/el-capitan-tops-top500/", "El Capitan Takes the Crown on the 64th TOP500 List | HPCwire",
         "Frontier drops to No. 2 despite an improved 1.353 EFlop/s run ...", "Nov 18, 2024"),
        ("https://www.theregister.com/2024/11/18/top500_el_capitan/", "El Capitan dethrones Frontier | The Register",
         "The new system from HPE and AMD packs 44,544 MI300A APUs ...", "Nov 18, 2024"),
    )),
    (extract("https://top500.org/lists/top500/2024/11/", "top 10 of the new list"), top500("November 2024", NOV24, NOV24_NOTE)),
    (mupd(frontier_rmax="1,353.00 PF (Nov 2024 list, No. 2 behind El Capitan at 1,742.00 PF); was 1,206.00 PF in June 2024"),
     updated("frontier_rmax")),
    (extract("https://top500.org/system/180047", "Frontier rank history across lists"), FRONTIER_SYS),
    (mall(), shown({"frontier_rmax": "1,353.00 PF (Nov 2024 list, No. 2 behind El Capitan at 1,742.00 PF); was 1,206.00 PF in June 2024"})),
])

# ---------------------------------------------------------------- 20 bad: PubMed paging, total result count does not follow
SOHONOS = """# FDA Approves First Treatment for Fibrodysplasia Ossificans Progressiva

Ipsen press release | August 16, 2023

Ipsen announced today that the U.S. Food and Drug Administration (FDA) has approved Sohonos™ (palovarotene) capsules, an oral retinoic acid receptor gamma (RARγ) agonist, as a medicine to reduce the volume of new heterotopic ossification in adults and pediatric patients aged 8 years and older for females and 10 years and older for males with fibrodysplasia ossificans progressiva (FOP).

FOP is an ultra-rare genetic disorder caused by a gain-of-function variant in the ACVR1 gene (most often c.617G>A; R206H). It affects approximately 400 people in the U.S. and leads to bone forming in muscles, tendons and ligaments.

The approval is based on the Phase III MOVE trial, in which patients treated with palovarotene showed a 54% reduction in annualized new HO volume versus untreated participants from the natural history study (weighted linear mixed-effects model).

| Item | Detail |
| --- | --- |
| Brand / generic | Sohonos / palovarotene |
| Approval date | August 16, 2023 |
| Indication | Reduce volume of new HO in FOP (females ≥8 y, males ≥10 y) |
| Pivotal trial | MOVE (NCT03312634) |
| Boxed warning | Embryo-fetal toxicity; premature epiphyseal closure in growing pediatric patients |

Health Canada approved Sohonos in January 2022.
"""


def pubmed(page: int, total: int, items: list[tuple[str, str, str, str]]) -> str:
    pages = -(-total // 10)
    first = (page - 1) * 10 + 1
    body = "\n\n".join(f"{first + i}. **{t}**\n   {a}\n   {j}\n   PMID: {p}" for i, (t, a, j, p) in enumerate(items))
    return f"""# palovarotene - Search Results - PubMed

{total} results | Sorted by: Best match | Page {page} of {pages}

{body}
"""


PM1 = [
    ("Palovarotene for Fibrodysplasia Ossificans Progressiva (FOP): Results of a Randomized, Placebo-Controlled, Double-Blind Phase 3 Trial.", "Pignolo RJ, Hsiao EC, Al Mukaddam M, et al.", "J Bone Miner Res. 2023 Mar;38(3):381-394.", "36583535"),
    ("Palovarotene: First Approval.", "Hoy SM.", "Drugs. 2022 May;82(6):711-716.", "35380371"),
    ("Palovarotene inhibits heterotopic ossification and maintains limb mobility and growth in mice with the human ACVR1(R206H) Fibrodysplasia Ossificans Progressiva (FOP) mutation.", "Chakkalakal SA, Uchibe K, Convente MR, et al.", "J Bone Miner Res. 2016 Sep;31(9):1666-75.", "27097883"),
    ("Potent inhibition of heterotopic ossification by nuclear retinoic acid receptor-γ agonists.", "Shimono K, Tung WE, Macolino C, et al.", "Nat Med. 2011 Apr;17(4):454-60.", "21460849"),
    ("Fibrodysplasia ossificans progressiva: current concepts from bench to bedside.", "Meng X, Wang H, Hao J.", "Arthritis Res Ther. 2022 Jan 4;24(1):11.", "34983621"),
    ("Palovarotene reduces heterotopic ossification in juvenile FOP mice but exhibits pronounced skeletal toxicity.", "Lees-Shepard JB, Nicholas SE, Stoessel SJ, et al.", "Elife. 2018 Sep 18;7:e40814.", "30226468"),
    ("Sohonos (palovarotene) for fibrodysplasia ossificans progressiva.", "[No authors listed]", "Med Lett Drugs Ther. 2024 Jan 8;66(1693):1-3.", "38169324"),
    ("Retinoic acid receptor gamma agonists in heterotopic ossification: a review.", "Sinha S, Uchibe K, Usami Y, et al.", "Front Endocrinol. 2021;12:640101.", "33841335"),
    ("Natural history of fibrodysplasia ossificans progressiva: cross-sectional analysis of annotated baseline phenotypes.", "Pignolo RJ, Baujat G, Brown MA, et al.", "Orphanet J Rare Dis. 2019 May 3;14(1):98.", "31053156"),
    ("Safety and efficacy of palovarotene in the phase 2 trials in FOP (PVO-1A-201/202).", "Pignolo RJ, Baujat G, Hsiao EC, et al.", "Bone. 2022 Jul;160:116421.", "35452875"),
]
PM2 = [
    ("Heterotopic ossification: clinical features, basic researches, and mechanical stimulations.", "Xu Y, Huang M, He W, et al.", "Front Cell Dev Biol. 2022;10:770931.", "35145964"),
    ("The retinoic acid receptor-γ agonist palovarotene attenuates heterotopic ossification after trauma in a rat model.", "Pavey GJ, Qureshi AT, Tomasino AM, et al.", "Bone. 2016 Sep;90:159-67.", "27368930"),
    ("Premature growth plate closure in children with FOP treated with palovarotene.", "Hsiao EC, Pignolo RJ, et al.", "J Bone Miner Res. 2024;39(2):145-155.", "38477738"),
    ("Fibrodysplasia ossificans progressiva: what have we achieved and where are we now?", "Kaplan FS, Al Mukaddam M, Stanley A, et al.", "Expert Opin Orphan Drugs. 2020;8(4):115-124.", "32944402"),
    ("Palovarotene for the prevention of heterotopic ossification in multiple osteochondromas: the MOVE-MO trial.", "Inubushi T, et al.", "Orphanet J Rare Dis. 2023;18:112.", "37161479"),
    ("Effects of palovarotene on emphysema in a mouse model (RARγ agonism).", "Hind M, Stinchcombe S.", "Am J Physiol Lung Cell Mol Physiol. 2009;296(3):L434-41.", "19112099"),
    ("Drug approval: palovarotene for FOP in Canada and the US.", "Smith T.", "Nat Rev Drug Discov. 2023 Oct;22(10):780.", "37658248"),
    ("Acvr1 R206H causes ectopic ossification through activin A signaling.", "Hatsell SJ, Idone V, Wolken DM, et al.", "Sci Transl Med. 2015 Sep 2;7(303):303ra137.", "26333933"),
    ("Garetosmab in fibrodysplasia ossificans progressiva: a randomized, double-blind, placebo-controlled phase 2 trial.", "Di Rocco M, Forleo-Neto E, Pignolo RJ, et al.", "Nat Med. 2023 Oct;29(10):2615-2624.", "37770652"),
    ("Emerging therapies for fibrodysplasia ossificans progressiva.", "Smilde BJ, Botman E, de Ruiter RD, et al.", "Calcif Tissue Int. 2022 Jun;110(6):649-659.", "35106618"),
]

add([
    (search("palovarotene Sohonos FDA approval FOP August 2023"), res(
        ("https://www.ipsen.com/press-releases/fda-approves-sohonos-palovarotene-fop/", "FDA Approves First Treatment for Fibrodysplasia Ossificans Progressiva | Ipsen",
         "Sohonos (palovarotene) capsules approved to reduce the volume of new heterotopic ossification in females aged 8+ and males aged 10+ with FOP ...", "Aug 16, 2023"),
        ("https://www.fda.gov/drugs/news-events-human-drugs/fda-approves-first-treatment-fibrodysplasia-ossificans-progressiva", "FDA approves first treatment for FOP | FDA",
         "On August 16, 2023, the FDA approved Sohonos (palovarotene) ...", "Aug 16, 2023"),
        ("https://en.wikipedia.org/wiki/Palovarotene", "Palovarotene - Wikipedia",
         "Palovarotene, sold under the brand name Sohonos, is a medication used for the treatment of fibrodysplasia ossificans progressiva ...", "N/A"),
        ("https://www.ifopa.org/sohonos_approval", "Sohonos approved in the US | IFOPA",
         "The International FOP Association celebrates the first FDA-approved treatment ...", "Aug 16, 2023"),
        ("https://clinicaltrials.gov/study/NCT03312634", "An Efficacy and Safety Study of Palovarotene for the Treatment of FOP (MOVE) | ClinicalTrials.gov",
         "Phase 3, open-label; 107 participants ...", "N/A"),
    )),
    (extract("https://www.ipsen.com/press-releases/fda-approves-sohonos-palovarotene-fop/", "approval date, indication, pivotal trial"), SOHONOS),
    (madd(sohonos="palovarotene (Sohonos), US approval 2023-08-16, FOP, females >=8 y / males >=10 y; MOVE NCT03312634, -54% new HO volume"),
     added("sohonos")),
    (extract("https://pubmed.ncbi.nlm.nih.gov/?term=palovarotene", "list of papers, first page"), pubmed(1, 187, PM1)),
    (extract("https://pubmed.ncbi.nlm.nih.gov/?term=palovarotene&page=2", "second page of results"), pubmed(2, 178, PM2)),
    (madd(pm_move="Pignolo RJ et al. J Bone Miner Res 2023;38(3):381-394, PMID 36583535 (MOVE phase 3)"), added("pm_move")),
    (search("MOVE trial palovarotene heterotopic ossification reduction premature physeal closure"), res(
        ("https://pubmed.ncbi.nlm.nih.gov/36583535/", "Palovarotene for Fibrodysplasia Ossificans Progressiva (FOP): Results of a Randomized ... Phase 3 Trial - PubMed",
         "... a 54% reduction in mean annualized new HO volume versus untreated participants ... premature physeal closure in 10 of 37 ...", "N/A"),
        ("https://www.fda.gov/media/171844/download", "Sohonos prescribing information | FDA",
         "WARNING: EMBRYO-FETAL TOXICITY AND PREMATURE EPIPHYSEAL CLOSURE IN GROWING PEDIATRIC PATIENTS ...", "Aug 2023"),
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/sohonos", "Sohonos: withdrawn application | EMA",
         "Ipsen withdrew its application for the marketing authorisation of Sohonos in 2023 after the CHMP's negative trend vote ...", "N/A"),
        ("https://www.ifopa.org/move_trial_results", "MOVE trial results | IFOPA",
         "Palovarotene reduced new heterotopic bone formation compared with natural history ...", "N/A"),
        ("https://jbmr.onlinelibrary.wiley.com/doi/10.1002/jbmr.4762", "Palovarotene for FOP: Results of the MOVE Phase 3 Trial | JBMR",
         "Pignolo RJ, Hsiao EC, Al Mukaddam M, et al. ...", "Dec 2022"),
    )),
], bad=True, turn=5, kind="Page 2 of the same PubMed query reports 178 results (18 pages), but page 1 a moment earlier reported 187 results (19 pages) for the identical search; the total does not follow.")

# ---------------------------------------------------------------- 21 clean: ISO 8601 editions and RFC 3339 update, stored value corrected
ISO_2004 = """# ISO 8601:2004 - Data elements and interchange formats — Information interchange — Representation of dates and times

| Field | Value |
| --- | --- |
| Status | Withdrawn |
| Publication date | 2004-12 |
| Stage | Withdrawal of International Standard [95.99] |
| Edition | 3 |
| Number of pages | 33 |
| Technical Committee | ISO/TC 154 Processes, data elements and documents in commerce, industry and administration |
| ICS | 01.140.30 |

## Abstract

ISO 8601:2004 is applicable whenever representation of dates in the Gregorian calendar, times in the 24-hour timekeeping system, time intervals and recurring time intervals or of the formats of these representations are included in information interchange.

## Life cycle

- Previously: ISO 8601:2000 (Withdrawn)
- Now: Withdrawn — ISO 8601:2004
- Revised by: ISO 8601-1:2019; ISO 8601-2:2019
"""

ISO_2019 = """# ISO 8601-1:2019 - Date and time — Representations for information interchange — Part 1: Basic rules

| Field | Value |
| --- | --- |
| Status | Published |
| Publication date | 2019-02 |
| Stage | International Standard confirmed [90.93] |
| Edition | 1 |
| Number of pages | 28 |
| Technical Committee | ISO/TC 154 |
| ICS | 01.140.30 |

## Abstract

This document specifies representations of dates of the Gregorian calendar and times based on the 24-hour timekeeping system, including recurring time intervals, and representations of clock times, time intervals and durations. Part 2 (ISO 8601-2:2019) specifies extensions, including the Extended Date/Time Format (EDTF).

## Life cycle

- Previously: ISO 8601:2004 (Withdrawn)
- Now: Published — ISO 8601-1:2019
- Amendments: ISO 8601-1:2019/Amd 1:2022 — Technical corrections (published 2022-10)
- Confirmed: 2024 systematic review
"""

RFC9557 = """Internet Engineering Task Force (IETF)                        U. Sharma
Request for Comments: 9557                                   Igalia, S.L.
Updates: 3339                                                 C. Bormann
Category: Standards Track                          Universität Bremen TZI
ISSN: 2070-1721                                               April 2024

# Date and Time on the Internet: Timestamps with Additional Information

## Abstract

This document defines an extension to the timestamp format defined in RFC 3339 for representing additional information, including a time zone.

It updates RFC 3339 in the specific interpretation of the local offset Z, which is no longer understood to "imply that UTC is the preferred reference point for the specified time".

## 1. Introduction

Dates and times are used in a very diverse set of Internet applications, all the way from server-side logging to calendaring and scheduling. RFC 3339 defines a syntax for timestamps, based on ISO 8601, that has become widely used. However, it does not provide a way to attach a time zone name or a calendar to a timestamp.

This specification defines the Internet Extended Date/Time Format (IXDTF), which adds optional suffix elements in square brackets, for example:

    1996-12-19T16:39:57-08:00[America/Los_Angeles]
    1996-12-19T16:39:57-08:00[America/Los_Angeles][u-ca=hebrew]

## 2. Updating RFC 3339

RFC 3339 section 4.3 stated that "-00:00" differs semantically from "Z". This document changes that: "Z" now means the same as "-00:00" — the time in UTC is known, but the offset to local time is unknown.
"""

add([
    (search("ISO 8601 current version 2019 part 1 part 2"), res(
        ("https://www.iso.org/iso-8601-date-and-time-format.html", "ISO 8601 — Date and time format",
         "ISO 8601 is an internationally agreed way to represent dates ... The latest version is ISO 8601-1:2019 and ISO 8601-2:2019 ...", "N/A"),
        ("https://www.iso.org/standard/40874.html", "ISO 8601:2004 - Data elements and interchange formats — Representation of dates and times",
         "ISO 8601:2004 is applicable whenever representation of dates in the Gregorian calendar ... third edition ...", "N/A"),
        ("https://www.iso.org/standard/70907.html", "ISO 8601-1:2019 - Date and time — Representations for information interchange — Part 1: Basic rules",
         "This document specifies representations of dates of the Gregorian calendar and times based on the 24-hour timekeeping system ...", "N/A"),
        ("https://en.wikipedia.org/wiki/ISO_8601", "ISO 8601 - Wikipedia",
         "The first edition was published in 1988 ... the current version is ISO 8601-1:2019 + Amd 1:2022 ...", "N/A"),
        ("https://www.loc.gov/standards/datetime/", "Extended Date/Time Format (EDTF) Specification | Library of Congress",
         "EDTF is now incorporated into ISO 8601-2:2019 ...", "N/A"),
    )),
    (madd(iso8601_current="ISO 8601:2004 (3rd edition)"), added("iso8601_current")),
    (extract("https://www.iso.org/standard/40874.html", "status of the 2004 edition"), ISO_2004),
    (extract("https://www.iso.org/standard/70907.html", "status and amendments of Part 1"), ISO_2019),
    (mupd(iso8601_current="ISO 8601-1:2019 + Amd 1:2022 (Part 1, basic rules); Part 2 (extensions, EDTF) ISO 8601-2:2019; 2004 edition withdrawn"),
     updated("iso8601_current")),
    (search("RFC 3339 updated by RFC 9557 IXDTF time zone suffix"), res(
        ("https://www.rfc-editor.org/rfc/rfc9557.html", "RFC 9557: Date and Time on the Internet: Timestamps with Additional Information",
         "This document defines an extension to the timestamp format defined in RFC 3339 ... It updates RFC 3339 in the specific interpretation of the local offset Z ...", "Apr 2024"),
        ("https://datatracker.ietf.org/doc/rfc3339/", "RFC 3339 - Date and Time on the Internet: Timestamps - IETF Datatracker",
         "Proposed Standard. Updated by RFC 9557 ...", "Jul 2002"),
        ("https://www.rfc-editor.org/rfc/rfc3339.html", "RFC 3339: Date and Time on the Internet: Timestamps",
         "This document defines a date and time format for use in Internet protocols that is a profile of the ISO 8601 standard ...", "Jul 2002"),
        ("https://tc39.es/proposal-temporal/docs/strings.html", "String Persistence, Parsing, and Formatting | Temporal proposal",
         "Temporal uses the RFC 9557 format with bracketed time zone annotations ...", "N/A"),
        ("https://datatracker.ietf.org/wg/sedate/about/", "Serialising Extended Data About Times and Events (sedate) - IETF",
         "The SEDATE working group produced RFC 9557 ...", "N/A"),
    )),
    (extract("https://www.rfc-editor.org/rfc/rfc9557.html", "what it changes in RFC 3339"), RFC9557),
    (madd(rfc3339_update="RFC 9557 (Apr 2024, Sharma & Bormann) updates RFC 3339: IXDTF bracket suffixes; 'Z' now same as '-00:00'"),
     added("rfc3339_update")),
    (mall(), shown({
        "iso8601_current": "ISO 8601-1:2019 + Amd 1:2022 (Part 1, basic rules); Part 2 (extensions, EDTF) ISO 8601-2:2019; 2004 edition withdrawn",
        "rfc3339_update": "RFC 9557 (Apr 2024, Sharma & Bormann) updates RFC 3339: IXDTF bracket suffixes; 'Z' now same as '-00:00'",
    })),
])


# ---------------------------------------------------------------- 22 bad: Arrokoth, database page shows the renamed object under its old designation only
def sbdb(name: str) -> str:
    return f"""# {name} - JPL Small-Body Database Lookup

Classification: TransNeptunian Object | SPK-ID: 2486958

## Orbital Elements at Epoch 2460600.5 (2024-Oct-17.0) TDB

| Element | Value | Uncertainty (1-sigma) | Units |
| --- | --- | --- | --- |
| e | 0.04172 | 1.1e-05 | |
| a | 44.581 | 0.0013 | au |
| q | 42.721 | 0.0011 | au |
| i | 2.4512 | 8.3e-06 | deg |
| node | 158.998 | 0.00012 | deg |
| peri | 174.42 | 0.041 | deg |
| period | 108,720 (297.66) | 4.9 | d (yr) |

Orbit determination: JPL 56, data-arc 5,923 days, 1,121 observations used.

## Physical Parameters

| Parameter | Value | Reference |
| --- | --- | --- |
| dimensions | 36 x 20 x 10 km | Spencer et al. (2020) |
| rotation period | 15.92 h | Stern et al. (2019) |
| geometric albedo | 0.21 | Stern et al. (2019) |
| absolute magnitude H | 11.1 | MPC |

## Discovery Circumstances

Discovered 2014-Jun-26 by M. W. Buie et al. (New Horizons search team) using the Hubble Space Telescope.
Flyby by New Horizons on 2019-Jan-01 05:33 UTC at 3,538 km.
"""


ARROKOTH_NASA = """# New Horizons Kuiper Belt Flyby Object Officially Named 'Arrokoth'

NASA | November 12, 2019

The farthest and most primitive object ever explored by a spacecraft, 2014 MU69, now has an official name: Arrokoth. The name, which means "sky" in the Powhatan/Algonquian language, was given with the consent of Powhatan elders and representatives.

Arrokoth was discovered in 2014 by New Horizons mission scientists using the Hubble Space Telescope, and it was nicknamed "Ultima Thule" before the flyby of January 1, 2019. The name was approved by the International Astronomical Union and its Minor Planet Center, which published the designation (486958) Arrokoth on November 8, 2019.

"The name 'Arrokoth' reflects the inspiration of looking to the skies and wondering about the stars and worlds beyond our own," said Alan Stern, New Horizons principal investigator from the Southwest Research Institute.

New Horizons flew past Arrokoth at a distance of about 3,500 kilometers, capturing images that show a contact binary of two lobes joined at a narrow neck, about 36 kilometers long.
"""

add([
    (search("486958 Arrokoth 2014 MU69 orbit JPL"), res(
        ("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=486958", "486958 Arrokoth (2014 MU69) - JPL Small-Body Database Lookup",
         "Classification: TransNeptunian Object. SPK-ID: 2486958. a = 44.58 au, e = 0.042, i = 2.45 deg ...", "N/A"),
        ("https://minorplanetcenter.net/db_search/show_object?object_id=486958", "(486958) Arrokoth = 2014 MU69 | Minor Planet Center",
         "Orbit type: Distant object (classical KBO). Discovered 2014 June 26 by M. W. Buie et al. ...", "N/A"),
        ("https://en.wikipedia.org/wiki/486958_Arrokoth", "486958 Arrokoth - Wikipedia",
         "486958 Arrokoth (provisional designation 2014 MU69) is a trans-Neptunian object and contact binary 36 km long ... visited by New Horizons on 1 January 2019 ...", "N/A"),
        ("https://www.nasa.gov/solar-system/new-horizons-kuiper-belt-flyby-object-officially-named-arrokoth/", "New Horizons Kuiper Belt Flyby Object Officially Named 'Arrokoth' - NASA",
         "The farthest and most primitive object ever explored by a spacecraft, 2014 MU69, now has an official name: Arrokoth ...", "Nov 12, 2019"),
        ("https://pluto.jhuapl.edu/Mission/Arrokoth.php", "Arrokoth | New Horizons - JHUAPL",
         "Arrokoth is a cold classical Kuiper Belt object about 6.6 billion km from the Sun ...", "N/A"),
    )),
    (extract("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=486958", "orbital elements and physical parameters"), sbdb("486958 Arrokoth (2014 MU69)")),
    (madd(arrokoth_orbit="a 44.581 au, e 0.04172, i 2.4512 deg, P 297.66 yr (JPL SBDB, epoch 2024-Oct-17)",
          arrokoth_size="36 x 20 x 10 km, rotation 15.92 h, albedo 0.21"),
     added("arrokoth_orbit", "arrokoth_size")),
    (search("Arrokoth name meaning officially named November 2019"), res(
        ("https://www.nasa.gov/solar-system/new-horizons-kuiper-belt-flyby-object-officially-named-arrokoth/", "New Horizons Kuiper Belt Flyby Object Officially Named 'Arrokoth' - NASA",
         "The name, which means \"sky\" in the Powhatan/Algonquian language ...", "Nov 12, 2019"),
        ("https://www.minorplanetcenter.net/mpec/K19/MPC-117226.pdf", "Minor Planet Circular (486958) Arrokoth citation | MPC",
         "(486958) Arrokoth = 2014 MU69 ... Arrokoth means sky in the Powhatan/Algonquian language ...", "Nov 8, 2019"),
        ("https://www.nytimes.com/2019/11/13/science/ultima-thule-arrokoth-new-horizons.html", "Ultima Thule, Space Rock Visited by NASA, Is Renamed Arrokoth | NYT",
         "The nickname had drawn criticism for its associations with Nazi ideology ...", "Nov 13, 2019"),
        ("https://en.wikipedia.org/wiki/486958_Arrokoth", "486958 Arrokoth - Wikipedia",
         "Named Arrokoth in November 2019; nicknamed Ultima Thule before the flyby ...", "N/A"),
        ("https://www.space.com/ultima-thule-renamed-arrokoth.html", "Ultima Thule gets a new name: Arrokoth | Space",
         "The name was approved by the IAU ...", "Nov 12, 2019"),
    )),
    (extract("https://www.nasa.gov/solar-system/new-horizons-kuiper-belt-flyby-object-officially-named-arrokoth/", "naming date and meaning"), ARROKOTH_NASA),
    (madd(arrokoth_name="(486958) Arrokoth, named 2019-11-08 (MPC), 'sky' in Powhatan/Algonquian; formerly 2014 MU69, nickname Ultima Thule"),
     added("arrokoth_name")),
    (extract("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=486958", "discovery circumstances and flyby details"), sbdb("486958 (2014 MU69)")),
    (mget("arrokoth_orbit", "arrokoth_name"), shown({
        "arrokoth_orbit": "a 44.581 au, e 0.04172, i 2.4512 deg, P 297.66 yr (JPL SBDB, epoch 2024-Oct-17)",
        "arrokoth_name": "(486958) Arrokoth, named 2019-11-08 (MPC), 'sky' in Powhatan/Algonquian; formerly 2014 MU69, nickname Ultima Thule",
    })),
], bad=True, turn=7, kind="The re-extracted JPL SBDB page titles the object 486958 (2014 MU69), dropping the name Arrokoth it carried on the same page at turn 2; an object named in 2019 shows again under its old provisional designation only.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for i, (_, turns, label) in enumerate(TRAJ, 1):
        rs.add(TASK, f"h67-search-{i:02d}", SYSTEM, turns, **label)
    rs.write()


if __name__ == "__main__":
    main()
