"""The fact engine's SWE binding on Claude Code's tools: ``{"type": "tool_use", "name": "Read", "input":
{...}}`` calls (Read, Edit, Write, Bash), views that number each line ``N→text``, an Edit's snippet."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case

ROOT = "/Users/ana/code/tiles"
GRID = f"{ROOT}/src/grid.ts"
TEXT = ["export function cells(n: number): number[] {", "  const out: number[] = [];",
        "  for (let i = 0; i < n; i++) out.push(i);", "  return out;", "}"]


def _use(name: str, **kw: Any) -> str:
    return json.dumps({"type": "tool_use", "name": name, "input": kw})


def _numbered(lines: list[str], first: int = 1) -> str:
    return "\n".join(f"{first + i:6}→{t}" for i, t in enumerate(lines))


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": f"Working directory {ROOT}. Make cells() start at 1.",
            "turns": [list(t) for t in turns]}


READ = (_use("Read", file_path=GRID), _numbered(TEXT))
NEW = "  for (let i = 1; i <= n; i++) out.push(i);"
EDIT = (_use("Edit", file_path=GRID, old_string=TEXT[2], new_string=NEW),
        f"The file {GRID} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
        + _numbered([TEXT[1], NEW, TEXT[3]], 2))
TESTS = (_use("Bash", command="npx vitest run", description="Run the tests"),
         " RUN  v1.6.0 /Users/ana/code/tiles\n\n ✓ test/grid.test.ts (3 tests) 4ms\n\n Test Files  1 passed (1)\n"
         "      Tests  3 passed (3)")


def test_an_edited_line_read_back_as_it_was_is_reverted() -> None:
    lost = (_use("Read", file_path=GRID, offset=3, limit=1), _numbered([TEXT[2]], 3))
    assert (4, "set-value-reverted") in run_case(_case(READ, EDIT, TESTS, lost))
    kept = (_use("Read", file_path=GRID, offset=3, limit=1), _numbered([NEW], 3))
    assert run_case(_case(READ, EDIT, TESTS, kept)) == []


def test_a_line_read_twice_with_no_edit_between_reads_the_same() -> None:
    drifted = (_use("Read", file_path=GRID), _numbered(TEXT[:3] + ["  return out.slice();"] + TEXT[4:]))
    assert (3, "state-changed-without-write") in run_case(_case(READ, TESTS, drifted))
    # near misses: a Write of the file in between; an Edit of every occurrence (where it lands is not said)
    write = (_use("Write", file_path=GRID, content="\n".join(TEXT[:3] + ["  return out.slice();"] + TEXT[4:]) + "\n"),
             f"File created successfully at: {GRID}")
    assert run_case(_case(READ, write, drifted)) == []
    every = (_use("Edit", file_path=GRID, old_string="out", new_string="res", replace_all=True),
             f"The file {GRID} has been updated. All occurrences of 'out' were successfully replaced with 'res'.")
    renamed = (_use("Read", file_path=GRID), _numbered([t.replace("out", "res") for t in TEXT]))
    assert run_case(_case(READ, every, renamed)) == []


def test_a_test_run_of_another_toolchain_writes_only_its_build_output() -> None:
    # Maven, Gradle, RSpec, .NET test runs check and report: a source file read before reads the same after
    drifted = (_use("Read", file_path=GRID), _numbered(TEXT[:3] + ["  return out.slice();"] + TEXT[4:]))
    for command in ("mvn -q test -Dtest=GridTest", "./gradlew test", "bundle exec rspec spec/grid_spec.rb",
                    "dotnet test"):
        run = (_use("Bash", command=command), "Tests run: 3, Failures: 0, Errors: 0, Skipped: 0")
        assert (3, "state-changed-without-write") in run_case(_case(READ, run, drifted)), command
    # near miss: a goal that writes sources (a formatter, a code generator) may change any file
    spotless = (_use("Bash", command="mvn spotless:apply"), "[INFO] BUILD SUCCESS")
    assert run_case(_case(READ, spotless, drifted)) == []


def test_a_file_git_rm_removed_matched_again_by_glob_is_deleted_present() -> None:
    rm = (_use("Bash", command="git rm -q src/grid.ts", description="Remove the grid"), "")
    listed = (_use("Glob", pattern="src/**/*.ts"), f"{ROOT}/src/index.ts\n{GRID}")
    assert (3, "deleted-present") in run_case(_case(READ, rm, listed))
    # near misses: the file restored before the glob; a glob that lists no path (nothing matched)
    back = (_use("Bash", command="git checkout -- src/grid.ts", description="Restore it"), "")
    assert run_case(_case(READ, rm, back, listed)) == []
    assert run_case(_case(READ, rm, (_use("Glob", pattern="src/**/*.ts"), "No files found"))) == []


def test_the_project_named_by_the_harness_line_places_relative_paths() -> None:
    # "Claude Code session in /path": the shell runs there, so `ls -1 src` lists the directory the Write used
    case = _case((_use("Write", file_path=f"{ROOT}/src/rows.ts", content="export const rows = 3;\n"),
                  f"File created successfully at: {ROOT}/src/rows.ts"),
                 (_use("Bash", command="ls -1 src", description="List the sources"), "grid.ts\nindex.ts"))
    case["state"] = f"Claude Code session in {ROOT} (TypeScript, vitest). Add a rows constant."
    assert run_case(case) == [(2, "created-absent")]
    listed = (_use("Bash", command="ls -1 src", description="List the sources"), "grid.ts\nindex.ts\nrows.ts")
    assert run_case({**case, "turns": [case["turns"][0], list(listed)]}) == []


def test_grep_content_lines_are_lines_of_their_files() -> None:
    # Claude Code's Grep prints ``path:N:text``, as grep -rn does
    hit = f"{GRID}:4:  return out.slice();\n{ROOT}/src/other.ts:9:  return out;"
    grep = (_use("Grep", pattern="return out", path=f"{ROOT}/src", output_mode="content", **{"-n": True}), hit)
    assert (3, "state-changed-without-write") in run_case(_case(READ, TESTS, grep))
    same = (grep[0], f"{GRID}:4:  return out;")
    assert run_case(_case(READ, TESTS, same)) == []
