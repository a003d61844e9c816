"""The fact engine's SWE binding, more mechanisms: an edit of a file whose whole text is known sets every
line of it (the lines it shifted too); a shell given as an argument vector, with its result in a JSON
envelope, and a patch tool's file headers."""

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


def test_an_edit_whose_snippet_shows_where_it_landed_keeps_the_lines_above() -> None:
    # the file seen in part; the edit's snippet shows its new text on line 4: lines 1-3 are as they were
    part = [_editor("view", VIEWS, view_range=[1, 6]),
            f"Here's the result of running `cat -n` on {VIEWS}:\n" +
            "\n".join(f"{i:6}\t{t}" for i, t in enumerate(TEXT[:6], 1))]
    snippet = "\n".join(f"{i:6}\t{t}" for i, t in enumerate(["def index():", "    return 2", ""], 3))
    edit = [_editor("str_replace", VIEWS, old_str="    return 1", new_str="    return 2"),
            f"The file {VIEWS} has been edited. Here's the result of running `cat -n` on a snippet of "
            f"{VIEWS}:\n{snippet}\nReview the changes and make sure they are as expected."]
    above = _bash("sed -n '1p' app/views.py", "import sys")  # line 1: above the edit, not in its snippet
    assert (3, "state-changed-without-write") in run_case(_case(part, edit, above))
    # near miss: a line below where the edit landed (and not in its snippet) may have changed
    below = _bash('grep -n "^def " app/views.py', "3:def index():\n6:def search(query):")
    assert run_case(_case(part, edit, below)) == []


# A raw read of part of a file: its notice is no line of the file, its status says where the text starts.

SETTINGS = f"{ROOT}/config/settings.py"
NOTICE = ("IMPORTANT: The file content has been truncated.\nStatus: Showing lines 51-53 of 171 total lines.\n"
          "Action: To read more of the file, you can use the 'offset' and 'limit' parameters.\n\n"
          "--- FILE CONTENT (truncated) ---\n")


def _read_part(text: str) -> list[str]:
    return [json.dumps({"name": "read_file", "arguments": {"absolute_path": SETTINGS, "offset": 50, "limit": 3}}),
            NOTICE + text]


def _search(hits: str) -> list[str]:
    return [json.dumps({"name": "search_file_content", "arguments": {"pattern": "LIMIT", "path": ROOT}}),
            f"Found 1 matches for pattern \"LIMIT\" in path \".\":\n---\nFile: config/settings.py\n{hits}\n---"]


def test_a_part_read_numbers_its_text_from_the_line_its_status_names() -> None:
    text = "# --- Celery ---\nTIME_LIMIT = 300\nSOFT_TIME_LIMIT = 240\n"
    assert run_case(_case(_read_part(text), _search("L52: TIME_LIMIT = 300\nL53: SOFT_TIME_LIMIT = 240"))) == []
    changed = run_case(_case(_read_part(text), _search("L52: TIME_LIMIT = 600")))
    assert changed == [(2, "state-changed-without-write")]


def _replace_gemini(old: str, new: str) -> list[str]:
    return [json.dumps({"name": "replace", "arguments": {"file_path": SETTINGS, "old_string": old, "new_string": new}}),
            f"Successfully modified file: {SETTINGS} (1 replacements)."]


def _wc(out: str) -> list[str]:
    return [json.dumps({"name": "run_shell_command", "arguments": {"command": "wc -l config/settings.py"}}),
            f"Command: wc -l config/settings.py\nDirectory: (root)\nStdout: {out}\nStderr: (empty)\nError: (none)\n"
            "Exit Code: 0"]


def test_a_part_read_states_the_line_count_an_edit_of_as_many_lines_keeps() -> None:
    one_for_one = _replace_gemini("TIME_LIMIT = 300", "TIME_LIMIT = 600")
    text = "# --- Celery ---\nTIME_LIMIT = 600\nSOFT_TIME_LIMIT = 240\n"
    grown = NOTICE.replace("of 171 total", "of 174 total")
    found = run_case(_case(_wc("171 config/settings.py"), one_for_one, [_read_part(text)[0], grown + text]))
    assert found == [(3, "state-changed-without-write")]
    assert run_case(_case(_wc("171 config/settings.py"), one_for_one, _read_part(text))) == []
    # an edit that adds lines may change the count
    more = _replace_gemini("TIME_LIMIT = 300", "TIME_LIMIT = 600\nA = 1\nB = 2\nC = 3")
    assert run_case(_case(_wc("171 config/settings.py"), more, [_read_part(text)[0], grown + text])) == []


# ------------------------------------------------------------------ a shell given as an argument vector

def _vector(command: list[str], output: str, code: int = 0) -> list[str]:
    return [json.dumps({"name": "shell", "arguments": {"command": command, "workdir": ROOT}}),
            json.dumps({"output": output, "metadata": {"exit_code": code, "duration_seconds": 0.1}})]


def _patch(body: str, code: int = 0) -> list[str]:
    return _vector(["apply_patch", f"*** Begin Patch\n{body}\n*** End Patch"], "Success. Updated files.", code)


MOVE = "*** Update File: app/retry_policy.py\n*** Move to: app/retry.py\n@@\n-# retry\n+# retry and backoff"


def test_a_vector_shell_runs_its_script_and_a_patch_moves_what_its_headers_name() -> None:
    ls = ["bash", "-lc", "ls app"]
    before = _vector(ls, "retry_policy.py\nviews.py\n")
    assert run_case(_case(before, _patch(MOVE), _vector(ls, "retry_policy.py\nviews.py\n"))) == [
        (3, "deleted-present")]
    assert run_case(_case(before, _patch(MOVE), _vector(ls, "retry.py\nviews.py\n"))) == []
    # a patch that failed moved nothing for sure; a vector that is no shell script is run as its words
    assert run_case(_case(before, _patch(MOVE, code=1), _vector(ls, "retry_policy.py\nviews.py\n"))) == []
    added = "*** Add File: app/backoff.py\n+def delay(n):\n+    return 2 ** n"
    assert (3, "created-absent") in run_case(_case(before, _patch(added),
                                                   _vector(["ls", "app"], "retry_policy.py\nviews.py\n")))
    listed = _vector(["ls", "app"], "backoff.py\nretry_policy.py\nviews.py\n")
    assert run_case(_case(before, _patch(added), listed)) == []


def _claude_bash(command: str, out: str) -> list[str]:
    return [json.dumps({"name": "Bash", "arguments": {"command": command, "description": "run"}}), out]


def test_a_commit_line_is_read_when_the_shell_shows_no_exit_code() -> None:
    # Claude Code's Bash shows no exit code: `git switch -c` may have printed, but the commit's line is its own
    made = _claude_bash('git switch -c fix/units && git commit -am "Accept lowercase units"',
                        "Switched to a new branch 'fix/units'\n[fix/units 5e0d2a4] Accept lowercase units\n"
                        " 1 file changed, 7 insertions(+), 1 deletion(-)")
    log = "git log --oneline -1"
    assert run_case(_case(made, _claude_bash(log, "e51a0c9 (HEAD -> fix/units) Accept lowercase units"))) == [
        (2, "identity-changed")]
    assert run_case(_case(made, _claude_bash(log, "5e0d2a4 (HEAD -> fix/units) Accept lowercase units"))) == []
