"""The fact engine's SWE binding, more mechanisms: an edit of a file whose whole text is known sets every
line of it (the lines it shifted too)."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case

ROOT = "/workspace/shop"
VIEWS = f"{ROOT}/app/views.py"
TEXT = ["import os", "", "def index():", "    return 1", "", "def search(q):", "    page = int(q)",
        "    return page", "", "def detail(pk):", "    return pk"]


def _editor(command: str, path: str, **kw: Any) -> str:
    return json.dumps({"name": "str_replace_editor", "arguments": {"command": command, "path": path, **kw}})


def _view(path: str, lines: list[str]) -> list[str]:
    body = "\n".join(f"{i:6}\t{t}" for i, t in enumerate(lines, 1))
    return [_editor("view", path), f"Here's the result of running `cat -n` on {path}:\n{body}\n"]


def _replace(path: str, old: str, new: str) -> list[str]:
    return [_editor("str_replace", path, old_str=old, new_str=new),
            f"The file {path} has been edited. Review the changes and make sure they are as expected."]


def _bash(command: str, out: str) -> list[str]:
    return [json.dumps({"name": "execute_bash", "arguments": {"command": command}}),
            f"{out}\n[The command completed with exit code 0.]\n[Current working directory: {ROOT}]"]


def _case(*turns: list[str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": f"Repository {ROOT}. Task: fix the search page.",
            "turns": list(turns)}


EDIT = _replace(VIEWS, "    page = int(q)\n",
                "    try:\n        page = int(q)\n    except ValueError:\n        page = 1\n")


def test_an_edit_of_a_known_file_shifts_the_lines_below_it() -> None:
    # three lines added at line 7: `def detail` moves from 10 to 13, the lines above stay
    shifted = _bash('grep -n "^def " app/views.py', "3:def index():\n6:def search(q):\n13:def detail(pk):")
    assert run_case(_case(_view(VIEWS, TEXT), EDIT, shifted)) == []
    stale = _bash('grep -n "^def " app/views.py', "3:def index():\n6:def search(q):\n10:def detail(pk):")
    assert (3, "set-value-reverted") in run_case(_case(_view(VIEWS, TEXT), EDIT, stale))
    moved_above = _bash('grep -n "^def " app/views.py', "4:def index():\n6:def search(q):\n13:def detail(pk):")
    assert (3, "set-value-reverted") in run_case(_case(_view(VIEWS, TEXT), EDIT, moved_above))


def test_a_later_edit_keeps_what_an_earlier_one_set() -> None:
    # the first edit's line reads back as it was before it, after a second edit elsewhere in the file
    second = _replace(VIEWS, "def detail(pk):", "def detail(pk: int):")
    lost = _bash("sed -n '7,8p' app/views.py", "    page = int(q)\n    return page")
    assert (4, "set-value-reverted") in run_case(_case(_view(VIEWS, TEXT), EDIT, second, lost))
    kept = _bash("sed -n '7,8p' app/views.py", "    try:\n        page = int(q)")
    assert run_case(_case(_view(VIEWS, TEXT), EDIT, second, kept)) == []


def test_an_edit_of_a_file_seen_only_in_part_sets_no_shifted_line() -> None:
    # the view showed lines 1-6 only: where the edit lands, and what moved, is not known
    part = [_editor("view", VIEWS, view_range=[1, 6]),
            f"Here's the result of running `cat -n` on {VIEWS}:\n" +
            "\n".join(f"{i:6}\t{t}" for i, t in enumerate(TEXT[:6], 1))]
    stale = _bash('grep -n "^def " app/views.py', "3:def index():\n6:def search(q):\n10:def detail(pk):")
    assert run_case(_case(part, EDIT, stale)) == []
