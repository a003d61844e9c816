"""Search trajectories for the labeled set (see evalset.py)."""

from __future__ import annotations

import json

from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import Inject, S, Traj

PY_ORG = "https://www.python.org/downloads/release/python-3120/"
WHATSNEW = "https://docs.python.org/3/whatsnew/3.12.html"

PYTHON_RELEASE = Traj(
    name="search-python-release",
    domain="search",
    title="When was Python 3.12 released, and what is new in it",
    state="Search engine home page. No queries yet.",
    steps=[
        S({"action": "search", "query": "python 3.12 release date"},
          "1. Python Release Python 3.12.0 | Python.org\n"
          f"   {PY_ORG}\n"
          "   Python 3.12.0 is the newest major release of the Python programming language. Release Date: Oct. 2, 2023.\n"
          "\n"
          "2. Status of Python versions - Python Developer's Guide\n"
          "   https://devguide.python.org/versions/\n"
          "   3.12: bugfix, first released 2023-10-02, end of life 2028-10 ...\n"
          "\n"
          "3. PEP 693 – Python 3.12 Release Schedule | peps.python.org\n"
          "   https://peps.python.org/pep-0693/\n"
          "   This document describes the development and release schedule for Python 3.12.\n"
          "\n"
          "4. Python 3.12 is out: here's what changed - Real Python\n"
          "   https://realpython.com/python312-new-features/\n"
          "   Python 3.12 was released on October 2, 2023. Better error messages, f-string changes ..."),
        S({"action": "open", "url": PY_ORG},
          f"URL: {PY_ORG}\n"
          "Title: Python Release Python 3.12.0 | Python.org\n"
          "\n"
          "Python 3.12.0\n"
          "Release Date: Oct. 2, 2023\n"
          "This is the stable release of Python 3.12.0\n"
          "Python 3.12.0 is the newest major release of the Python programming language, and it contains many new "
          "features and optimizations.\n"
          "Major new features of the 3.12 series, compared to 3.11\n"
          "- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).\n"
          "- Support for the buffer protocol in Python code (PEP 688).\n"
          "- A new debugging/profiling API (PEP 669).\n"
          "- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).\n"
          "Files\n"
          "- Windows installer (64-bit)\n"
          "- macOS 64-bit universal2 installer"),
        S({"action": "find", "pattern": "Oct. 2, 2023", "url": PY_ORG},
          "Found 1 match for \"Oct. 2, 2023\":\n"
          "  Release Date: Oct. 2, 2023"),
        S({"action": "search", "query": "python 3.12 new features"},
          "1. What's New In Python 3.12 — Python 3.12.3 documentation\n"
          f"   {WHATSNEW}\n"
          "   This article explains the new features in Python 3.12, compared to 3.11 ...\n"
          "\n"
          "2. Python 3.12 is out: here's what changed - Real Python\n"
          "   https://realpython.com/python312-new-features/\n"
          "   Better error messages, more flexible f-strings, a per-interpreter GIL ...\n"
          "\n"
          "3. Python Release Python 3.12.0 | Python.org\n"
          f"   {PY_ORG}\n"
          "   The stable release of Python 3.12.0 ..."),
        S({"action": "open", "url": WHATSNEW},
          f"URL: {WHATSNEW}\n"
          "Title: What’s New In Python 3.12 — Python 3.12.3 documentation\n"
          "\n"
          "What’s New In Python 3.12\n"
          "Editor: Adam Turner\n"
          "This article explains the new features in Python 3.12, compared to 3.11.\n"
          "Summary – Release highlights\n"
          "New syntax features:\n"
          "- PEP 695, type parameter syntax and the type statement\n"
          "New grammar features:\n"
          "- PEP 701, f-strings in the grammar\n"
          "Interpreter improvements:\n"
          "- PEP 684, a unique per-interpreter GIL\n"
          "- PEP 669, low impact monitoring\n"
          "- Improved 'Did you mean ...' suggestions for NameError, ImportError, and SyntaxError exceptions"),
        S({"action": "find", "pattern": "PEP 695", "url": WHATSNEW},
          "Found 1 match for \"PEP 695\":\n"
          "  - PEP 695, type parameter syntax and the type statement"),
        S({"action": "search", "query": "python 3.12 release date"},
          "1. Python Release Python 3.12.0 | Python.org\n"
          f"   {PY_ORG}\n"
          "   Python 3.12.0 is the newest major release of the Python programming language. Release Date: Oct. 2, 2023.\n"
          "\n"
          "2. Status of Python versions - Python Developer's Guide\n"
          "   https://devguide.python.org/versions/\n"
          "   3.12: bugfix, first released 2023-10-02, end of life 2028-10 ...\n"
          "\n"
          "3. PEP 693 – Python 3.12 Release Schedule | peps.python.org\n"
          "   https://peps.python.org/pep-0693/\n"
          "   This document describes the development and release schedule for Python 3.12.\n"
          "\n"
          "4. Python 3.12 is out: here's what changed - Real Python\n"
          "   https://realpython.com/python312-new-features/\n"
          "   Python 3.12 was released on October 2, 2023. Better error messages, f-string changes ..."),
        S({"action": "find", "pattern": "asyncio.TaskGroup", "url": WHATSNEW},
          "No matches for \"asyncio.TaskGroup\" on this page."),
        S({"action": "open", "url": PY_ORG},
          f"URL: {PY_ORG}\n"
          "Title: Python Release Python 3.12.0 | Python.org\n"
          "\n"
          "Python 3.12.0\n"
          "Release Date: Oct. 2, 2023\n"
          "This is the stable release of Python 3.12.0\n"
          "Python 3.12.0 is the newest major release of the Python programming language, and it contains many new "
          "features and optimizations.\n"
          "Major new features of the 3.12 series, compared to 3.11\n"
          "- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).\n"
          "- Support for the buffer protocol in Python code (PEP 688).\n"
          "- A new debugging/profiling API (PEP 669).\n"
          "- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).\n"
          "Files\n"
          "- Windows installer (64-bit)\n"
          "- macOS 64-bit universal2 installer"),
    ],
    injects=[
        Inject("title-swapped", 7, ["search.title"], "the release page comes back under another page's title",
               replace=("1. Python Release Python 3.12.0 | Python.org", "1. Download Python | Python.org")),
        Inject("find-misses-date", 3, ["search.find"], "find says the release date is not on the page it was on",
               obs="No matches for \"Oct. 2, 2023\" on this page."),
        Inject("find-misses-pep", 6, ["search.find"], "find misses PEP 695 though the page lists it",
               obs="No matches for \"PEP 695\" on this page."),
        Inject("release-date-changed", 9, ["search.page"], "the page opened again gives another release date",
               replace=("Release Date: Oct. 2, 2023", "Release Date: Sept. 19, 2023")),
        Inject("page-replaced", 9, ["search.page"], "the page opened again is a different page",
               obs=f"URL: {PY_ORG}\n"
                   "Title: Python Release Python 3.12.0 | Python.org\n"
                   "\n"
                   "Download the latest source release\n"
                   "Looking for a specific release?\n"
                   "Python releases by version number:\n"
                   "Python 3.11.9 April 2, 2024 Download Release Notes\n"
                   "Python 3.12.3 April 9, 2024 Download Release Notes\n"
                   "Python 3.10.14 March 19, 2024 Download Release Notes\n"
                   "View older releases"),
        Inject("whatsnew-title-changed", 5, ["search.title"], "the docs page has an unrelated title",
               replace=("Title: What’s New In Python 3.12 — Python 3.12.3 documentation",
                        "Title: Built-in Functions — Python 3.12.3 documentation"), gap=GONE["search.title"]),
    ],
)

BOILING = Traj(
    name="search-memory-boiling-point",
    domain="search",
    title="Look up boiling points and keep them in memory",
    state="Search engine home page. Memory tools: memory_write, memory_read, memory_delete, memory_list.",
    steps=[
        S({"action": "search", "query": "boiling point of water at 2000 m altitude"},
          "1. Boiling point of water at altitude - Engineering ToolBox\n"
          "   https://www.engineeringtoolbox.com/boiling-points-water-altitude-d_1344.html\n"
          "   Altitude (m) vs boiling point (°C): 0 m 100.0, 1000 m 96.7, 2000 m 93.4, 3000 m 90.0 ...\n"
          "\n"
          "2. High-altitude cooking - Wikipedia\n"
          "   https://en.wikipedia.org/wiki/High-altitude_cooking\n"
          "   At higher altitudes water boils at a lower temperature because of the lower air pressure ..."),
        S({"action": "open", "url": "https://www.engineeringtoolbox.com/boiling-points-water-altitude-d_1344.html"},
          "URL: https://www.engineeringtoolbox.com/boiling-points-water-altitude-d_1344.html\n"
          "Title: Boiling point of water at altitude\n"
          "\n"
          "The boiling point of water depends on the atmospheric pressure, which falls with altitude.\n"
          "Altitude (m) | Pressure (kPa) | Boiling point (°C)\n"
          "0 | 101.3 | 100.0\n"
          "1000 | 89.9 | 96.7\n"
          "2000 | 79.5 | 93.4\n"
          "3000 | 70.1 | 90.0\n"
          "4000 | 61.6 | 86.7"),
        S({"action": "memory_write", "key": "bp_2000m", "value": "93.4 °C"},
          "Stored memory 'bp_2000m'."),
        S({"action": "search", "query": "boiling point of water in Denver"},
          "1. What Is the Boiling Point of Water in Denver? - Colorado State University Extension\n"
          "   https://extension.colostate.edu/topic-areas/nutrition-food-safety-health/high-altitude-food-preparation-p41/\n"
          "   In Denver (1,609 m, 5,280 ft) water boils at about 202 °F (94.9 °C) ...\n"
          "\n"
          "2. High-altitude cooking - Wikipedia\n"
          "   https://en.wikipedia.org/wiki/High-altitude_cooking\n"
          "   In Denver, water boils at approximately 95 °C ..."),
        S({"action": "memory_write", "key": "bp_denver", "value": "94.9 °C (1,609 m)"},
          "Stored memory 'bp_denver'."),
        S({"action": "memory_read", "key": "bp_2000m"},
          "bp_2000m: 93.4 °C"),
        S({"action": "memory_write", "key": "bp_2000m", "value": "93.3 °C"},
          "Updated memory 'bp_2000m'."),
        S({"action": "memory_read", "key": "bp_2000m"},
          "bp_2000m: 93.3 °C"),
        S({"action": "memory_delete", "key": "bp_denver"},
          "Deleted memory 'bp_denver'."),
        S({"action": "memory_list"},
          "1 memory stored:\n- bp_2000m"),
        S({"action": "memory_read", "key": "bp_denver"},
          "Error: no memory stored under 'bp_denver'."),
    ],
    injects=[
        Inject("read-other-value", 6, ["search.memory"], "the stored value reads back as another number",
               obs="bp_2000m: 94.9 °C"),
        Inject("overwrite-lost", 8, ["search.memory"], "after the overwrite the old value comes back",
               obs="bp_2000m: 93.4 °C"),
        Inject("deleted-key-listed", 10, ["search.memory"], "the deleted key is still listed",
               obs="2 memories stored:\n- bp_2000m\n- bp_denver"),
        Inject("deleted-key-readable", 11, ["search.memory"], "the deleted key still has its value",
               obs="bp_denver: 94.9 °C (1,609 m)"),
        Inject("stored-key-missing", 10, ["search.memory"], "the listing forgets a stored key",
               obs="No memories stored."),
        Inject("wikipedia-retitled", 4, ["search.title"], "the same Wikipedia URL under an unrelated title",
               replace=("2. High-altitude cooking - Wikipedia", "2. Denver International Airport - Wikipedia")),
    ],
)

RUST = Traj(
    name="search-json-async-runtimes",
    domain="search",
    title="Compare Rust async runtimes (JSON results)",
    state="Search API. Results are returned as JSON.",
    steps=[
        S({"action": "search", "query": "rust async runtime comparison"},
          json.dumps({"query": "rust async runtime comparison", "results": [
              {"title": "Tokio - An asynchronous Rust runtime", "url": "https://tokio.rs/",
               "snippet": "Tokio is an asynchronous runtime for the Rust programming language."},
              {"title": "async-std", "url": "https://async.rs/",
               "snippet": "Async version of the Rust standard library."},
              {"title": "smol - A small and fast async runtime for Rust", "url": "https://github.com/smol-rs/smol",
               "snippet": "A small and fast async runtime. This crate simply re-exports other smaller async crates."}]},
              indent=2)),
        S({"action": "open", "url": "https://tokio.rs/"},
          json.dumps({"url": "https://tokio.rs/", "title": "Tokio - An asynchronous Rust runtime",
                      "content": "Build reliable network applications without compromising speed.\n"
                                 "Tokio is an asynchronous runtime for the Rust programming language. It provides "
                                 "the building blocks needed for writing network applications.\n"
                                 "Reliable: Tokio's APIs are memory-safe, thread-safe, and misuse-resistant.\n"
                                 "Fast: Tokio's zero-cost abstractions give you bare-metal performance.\n"
                                 "Easy: async/await reduces the complexity of writing asynchronous applications."},
                     indent=2)),
        S({"action": "search", "query": "async-std vs tokio 2024"},
          json.dumps({"query": "async-std vs tokio 2024", "results": [
              {"title": "Tokio - An asynchronous Rust runtime", "url": "https://tokio.rs/",
               "snippet": "Tokio is an asynchronous runtime for the Rust programming language."},
              {"title": "async-std", "url": "https://async.rs/",
               "snippet": "async-std is discontinued; consider smol instead."},
              {"title": "Async Rust: tokio vs async-std in 2024 | corrode Rust Consulting",
               "url": "https://corrode.dev/blog/async/", "snippet": "The state of async Rust: runtimes ..."}]},
              indent=2)),
        S({"action": "open", "url": "https://corrode.dev/blog/async/"},
          json.dumps({"url": "https://corrode.dev/blog/async/",
                      "title": "Async Rust: tokio vs async-std in 2024 | corrode Rust Consulting",
                      "content": "The state of async Rust: runtimes\n"
                                 "Tokio is the de-facto standard runtime; most of the ecosystem depends on it.\n"
                                 "async-std was officially discontinued in March 2025."}, indent=2)),
        S({"action": "open", "url": "https://tokio.rs/"},
          json.dumps({"url": "https://tokio.rs/", "title": "Tokio - An asynchronous Rust runtime",
                      "content": "Build reliable network applications without compromising speed.\n"
                                 "Tokio is an asynchronous runtime for the Rust programming language. It provides "
                                 "the building blocks needed for writing network applications.\n"
                                 "Reliable: Tokio's APIs are memory-safe, thread-safe, and misuse-resistant.\n"
                                 "Fast: Tokio's zero-cost abstractions give you bare-metal performance.\n"
                                 "Easy: async/await reduces the complexity of writing asynchronous applications."},
                     indent=2)),
    ],
    injects=[
        Inject("tokio-retitled", 3, ["search.title"], "tokio.rs now carries smol's title",
               replace=('"title": "Tokio - An asynchronous Rust runtime"',
                        '"title": "smol - A small and fast async runtime for Rust"')),
        Inject("tokio-page-differs", 5, ["search.page"], "tokio.rs opened again shows a different page",
               obs=json.dumps({"url": "https://tokio.rs/", "title": "Tokio - An asynchronous Rust runtime",
                               "content": "Tokio 1.36 released\nPosted February 2, 2024\n"
                                          "We are happy to announce Tokio 1.36. This release adds the JoinSet "
                                          "builder, a new io::Join utility and improvements to the runtime "
                                          "metrics.\nThanks to all contributors."}, indent=2)),
    ],
)

COOKIES = Traj(
    name="search-markdown-recipe",
    domain="search",
    title="A cookie recipe (markdown result links)",
    state="Search engine home page. No queries yet.",
    steps=[
        S({"action": "search", "query": "brown butter chocolate chip cookies"},
          "1. [Brown Butter Chocolate Chip Cookies Recipe](https://www.seriouseats.com/brown-butter-chocolate-chip-cookies)"
          " - Browning the butter adds a nutty, toffee-like flavor ...\n"
          "2. [Brown Butter Chocolate Chip Cookies - Sally's Baking Addiction]"
          "(https://sallysbakingaddiction.com/brown-butter-chocolate-chip-cookies/) - Chewy, soft-baked ...\n"
          "3. [The Best Chocolate Chip Cookie Recipe Ever | Joy Food Sunshine]"
          "(https://joyfoodsunshine.com/the-most-amazing-chocolate-chip-cookies/) - crispy edges ..."),
        S({"action": "open", "url": "https://www.seriouseats.com/brown-butter-chocolate-chip-cookies"},
          "# Brown Butter Chocolate Chip Cookies Recipe\n"
          "\n"
          "Prep 20 mins · Cook 12 mins · Chill 1 hr · Makes 24 cookies\n"
          "\n"
          "## Ingredients\n"
          "- 2 sticks (225g) unsalted butter\n"
          "- 1 cup (200g) dark brown sugar\n"
          "- 1/2 cup (100g) granulated sugar\n"
          "- 2 large eggs\n"
          "- 1 teaspoon vanilla extract\n"
          "- 2 1/4 cups (280g) all-purpose flour\n"
          "- 1 teaspoon baking soda\n"
          "- 1 teaspoon kosher salt\n"
          "- 8 ounces (225g) dark chocolate, chopped\n"
          "\n"
          "## Directions\n"
          "1. Brown the butter in a saucepan until it smells nutty; cool for 15 minutes.\n"
          "2. Whisk in both sugars, then the eggs and vanilla.\n"
          "3. Fold in flour, baking soda and salt, then the chocolate.\n"
          "4. Chill the dough for at least 1 hour, then bake at 350°F for 11 to 13 minutes."),
        S({"action": "find", "pattern": "baking soda"},
          "2 matches for \"baking soda\":\n"
          "  - 1 teaspoon baking soda\n"
          "  3. Fold in flour, baking soda and salt, then the chocolate."),
        S({"action": "find", "pattern": "cornstarch"},
          "No matches for \"cornstarch\"."),
        S({"action": "search", "query": "brown butter cookies how long to chill dough"},
          "1. [Brown Butter Chocolate Chip Cookies Recipe](https://www.seriouseats.com/brown-butter-chocolate-chip-cookies)"
          " - Chill the dough for at least 1 hour ...\n"
          "2. [Should You Chill Cookie Dough? - King Arthur Baking]"
          "(https://www.kingarthurbaking.com/blog/2019/04/09/chill-cookie-dough) - Chilling gives flavor time to develop"),
    ],
    injects=[
        Inject("recipe-retitled", 5, ["search.title"], "the same recipe URL carries another recipe's title",
               replace=("[Brown Butter Chocolate Chip Cookies Recipe](https://www.seriouseats.com/brown-butter-"
                        "chocolate-chip-cookies) - Chill",
                        "[The Best Oatmeal Raisin Cookies](https://www.seriouseats.com/brown-butter-"
                        "chocolate-chip-cookies) - Chill"), gap=GONE["search.title"]),
        Inject("find-misses-soda", 3, ["search.find"], "find reports nothing for an ingredient on the page",
               obs="No matches for \"baking soda\"."),
    ],
)

TRAJECTORIES = [PYTHON_RELEASE, BOILING, RUST, COOKIES]
