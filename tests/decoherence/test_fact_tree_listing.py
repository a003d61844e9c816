"""`tree` read as listings: each directory it shows with entries under it is complete (hidden entries only
with -a, all but what -I's patterns match), so a renamed or removed file it shows again is found."""

from __future__ import annotations

from playground.decoherence.views.text import tree_dirs
from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "jo@dev:~/tidewater$"
TREE = """src
└── tidewater
    ├── __init__.py
    ├── cli.py
    └── utils.py
tests
├── data
│   └── sample.json
└── test_utils.py

3 directories, 5 files"""


def test_a_trees_directories_and_their_entries() -> None:
    assert tree_dirs(TREE.split("\n")) == [
        ("src", ["tidewater"]), ("src/tidewater", ["__init__.py", "cli.py", "utils.py"]),
        ("tests", ["data", "test_utils.py"]), ("tests/data", ["sample.json"])]
    ascii_tree = ".\n|-- run -> bin/run\n`-- lib\n    `-- b.py"
    assert tree_dirs(ascii_tree.split("\n")) == [(".", ["run", "lib"]), ("./lib", ["b.py"])]
    assert tree_dirs(["tree: command not found", "  x"]) is None
    # sizes, modes or dates in brackets (-h, -p, -D) and quoted names (-Q) are not part of the name
    sized = ["/srv/app", "├── [4.0K]  conf", "│   └── [-rw-r--r--  312]  app.ini", '└── [1.2K]  "run me.sh"']
    assert tree_dirs(sized) == [("/srv/app", ["conf", "run me.sh"]), ("/srv/app/conf", ["app.ini"])]


def test_a_file_renamed_then_shown_by_tree_under_its_old_name() -> None:
    moved = ("git mv src/tidewater/utils.py src/tidewater/timeutil.py", "")
    found = run_case(terminal_case(PROMPT, moved, ("tree src tests", TREE)))
    assert (2, "deleted-present") in found or (2, "renamed-old-name") in found
    # near misses: the new name shown; the new file among what -I leaves out; a hidden file without -a
    renamed = TREE.replace("utils.py\ntests", "timeutil.py\ntests")
    assert run_case(terminal_case(PROMPT, moved, ("tree src tests", renamed))) == []
    made = ("touch src/tidewater/cache.pyc src/tidewater/.env", "")
    assert run_case(terminal_case(PROMPT, made, ("tree -I '*.pyc|__pycache__' src tests", TREE))) == []
