"""The SWE binding reads a file's lines from a search by line number wherever it sits in a command line: after
`git diff --stat`, before a check that writes nothing (`cargo fmt --check`), with the lines around each hit
(`-A`/`-B`/`-C`), over a glob's files."""

from __future__ import annotations

import json

from playground.decoherence.effects.shell import only_reads
from playground.decoherence.effects import swe as effects
from playground.decoherence.thresholds import Thresholds
from playground.decoherence.views.numbered import line_hits, path_hits
from tests.decoherence.helpers import kinds, session

FACT = Thresholds()


def bash(command: str, out: str) -> tuple[str, str]:
    return (json.dumps({"name": "execute_bash", "arguments": {"command": command}}),
            f"{out}\n[The command completed with exit code 0.]\n[Current working directory: /repo]")


EDIT = (json.dumps({"name": "str_replace_editor", "arguments": {
    "command": "str_replace", "path": "/repo/app/limits.py", "old_str": "MAX_PAGE = 100",
    "new_str": "MAX_PAGE = 200"}}),
        "The file /repo/app/limits.py has been edited. Here's the result of running `cat -n` on a snippet of "
        "/repo/app/limits.py:\n    11\tDEFAULT_PAGE = 25\n    12\tMAX_PAGE = 200\n    13\t\n"
        "Review the changes and make sure they are as expected. Edit the file again if necessary.")


def test_context_lines_and_globs_are_lines_of_their_files() -> None:
    shown = ["app/a.py:3:x = 1", "app/a.py-4-y = 2", "--", "app/b-2.py:7:z = 3", "app/b-2.py-8-w = 4"]
    assert path_hits(shown, context=True) == [("app/a.py", 3, "x = 1"), ("app/a.py", 4, "y = 2"),
                                              ("app/b-2.py", 7, "z = 3"), ("app/b-2.py", 8, "w = 4")]
    assert path_hits(shown) is None  # without -A/-B/-C a line of another shape is no hit
    assert path_hits(["other-4-y"], context=True) is None  # a context line of a file no hit names
    assert line_hits(["12:a", "13-b", "--", "20:c"], context=True) == [(12, "a"), (13, "b"), (20, "c")]


def test_a_search_after_a_diff_stat_reads_the_edited_line() -> None:
    stat = " app/limits.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"

    def after(value: str) -> tuple[str, str]:
        return bash('git diff --stat && grep -rn "_PAGE" app/',
                    f"{stat}\napp/limits.py:11:DEFAULT_PAGE = 25\napp/limits.py:12:MAX_PAGE = {value}")

    assert kinds(session("swe", "Repository: /repo", [EDIT, after("100")]), FACT) == {2: ["fact.set-value-reverted"]}
    assert kinds(session("swe", "Repository: /repo", [EDIT, after("200")]), FACT) == {}


def test_a_search_with_context_before_a_check_that_writes_nothing() -> None:
    def after(value: str, check: str) -> tuple[str, str]:
        return bash(f'grep -n -A1 "DEFAULT_PAGE" app/*.py && {check} && echo ok',
                    f"app/limits.py:11:DEFAULT_PAGE = 25\napp/limits.py-12-MAX_PAGE = {value}\nok")

    assert kinds(session("swe", "Repository: /repo", [EDIT, after("100", "ruff format --check app")]), FACT) == \
        {2: ["fact.set-value-reverted"]}
    assert kinds(session("swe", "Repository: /repo", [EDIT, after("200", "ruff format --check app")]), FACT) == {}
    # the same formatter without --check rewrites the files: what it shows after is its
    assert kinds(session("swe", "Repository: /repo", [EDIT, after("100", "ruff format app")]), FACT) == {}
    assert effects.checker_dirs(["cargo", "fmt", "--check"]) == ()
    assert effects.checker_dirs(["cargo", "fmt"]) is None
    assert effects.checker_dirs(["prettier", "--check", "-w", "src"]) is None
    # the shell's reading agrees: a formatter told to write as well writes; `iptables -L -w` only waits for a lock
    assert only_reads(["prettier", "--check", "src"]) and not only_reads(["prettier", "--check", "-w", "src"])
    assert only_reads(["iptables", "-L", "-w"])
