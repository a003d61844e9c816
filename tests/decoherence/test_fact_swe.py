"""The fact engine's SWE binding: shell commands in a coding agent's tools that delete files."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case

ROOT = "/home/omar/src/portal"


def _shell(command: str, stdout: str) -> list[str]:
    return [json.dumps({"name": "run_shell_command", "arguments": {"command": command}}),
            f"Command: {command}\nDirectory: (root)\nStdout: {stdout}\nStderr: (empty)\nError: (none)\n"
            "Exit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 51730"]


def _list(path: str, names: list[str]) -> list[str]:
    return [json.dumps({"name": "list_directory", "arguments": {"path": path}}),
            f"Directory listing for {path}:\n" + "\n".join(names)]


def _case(*turns: list[str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": f"You simulate the tools of Gemini CLI in the project {ROOT}.",
            "turns": list(turns)}


def test_git_rm_deletes_the_files_it_names() -> None:
    app = f"{ROOT}/app"
    case = _case(_shell("git rm -q app/legacy_auth.py && git status --short", "D  app/legacy_auth.py"),
                 _list(app, ["[DIR] routes", "__init__.py", "auth.py", "legacy_auth.py"]))
    assert (2, "listing-deleted-member") in run_case(case) or (2, "deleted-present") in run_case(case)
    kept = _case(_shell("git rm -q --cached app/legacy_auth.py", "(empty)"),
                 _list(app, ["[DIR] routes", "__init__.py", "auth.py", "legacy_auth.py"]))
    assert run_case(kept) == []


def test_a_listing_with_a_note_on_ignored_files_is_read_but_not_complete() -> None:
    app = f"{ROOT}/app"
    case = _case(_shell("git rm -q app/legacy_auth.py", "(empty)"),
                 _list(app, ["[DIR] routes", "auth.py", "legacy_auth.py", "", "(1 git-ignored)"]))
    assert (2, "listing-deleted-member") in run_case(case) or (2, "deleted-present") in run_case(case)
    made = _case([json.dumps({"name": "write_file", "arguments": {"file_path": f"{app}/new.py", "content": "x = 1\n"}}),
                  f"Successfully created and wrote to new file: {app}/new.py."],
                 _list(app, ["[DIR] routes", "auth.py", "", "(1 git-ignored)"]))
    assert run_case(made) == []  # the ignored one may be it: the listing is not complete



def test_a_listing_reads_names_with_the_punctuation_of_route_files() -> None:
    # Remix's `$id.tsx`, Next.js's `[slug]` and `(auth)`: one such name no longer hides the whole listing
    routes = f"{ROOT}/app/routes"
    names = ["[DIR] (auth)", "[DIR] [slug]", "_app.invoices.$invoiceId.tsx", "_app.invoices_.legacy.tsx",
             "robots[.]txt.ts"]
    case = _case(_shell("git rm app/routes/_app.invoices_.legacy.tsx", "rm 'app/routes/_app.invoices_.legacy.tsx'"),
                 _list(routes, names))
    assert {(2, "deleted-present"), (2, "listing-deleted-member")} & set(run_case(case))
    kept = [n for n in names if "legacy" not in n]
    assert run_case(_case(_shell("git rm app/routes/_app.invoices_.legacy.tsx", "(empty)"), _list(routes, kept))) == []
    # near miss: a message is no listing
    assert run_case(_case(_list(routes, names), _list(routes, ["Error: ENOENT, no such directory"]))) == []


def _write(path: str, content: str, result: str) -> list[str]:
    return [json.dumps({"name": "write_file", "arguments": {"file_path": path, "content": content}}), result]


def test_a_file_written_over_adds_nothing_to_its_directory() -> None:
    d = f"{ROOT}/scripts"
    over = _write(f"{d}/load.py", "x = 1\n", f"Successfully overwrote file: {d}/load.py.")
    new = _write(f"{d}/validate.py", "y = 2\n", f"Successfully created and wrote to new file: {d}/validate.py.")
    before = _list(d, ["[DIR] sql", "export.py", "load.py"])
    assert run_case(_case(before, over, new, _list(d, ["[DIR] sql", "export.py", "load.py", "validate.py"]))) == []
    # a new file missing from the listing is still found
    assert (4, "created-absent") in run_case(_case(before, over, new, before))


def test_an_in_place_sed_prints_nothing() -> None:
    from playground.decoherence.effects.shell import silent
    assert silent(["sed", "-i", "/x/d", "README.md"]) and silent(["sed", "-Ei.bak", "s/a/b/", "f"])
    assert not silent(["sed", "-n", "1,5p", "f"])  # near miss: it prints what it reads


def _search(pattern: str, out: str) -> list[str]:
    return [json.dumps({"name": "search_file_content", "arguments": {"pattern": pattern}}), out]


def test_a_file_a_search_finds_lines_in_is_there() -> None:
    moved = _shell("git mv app/routes/shipment.py app/routes/parcel.py", "(empty)")
    found = _search("shipment_routes", 'Found 1 match for pattern "shipment_routes" in the workspace directory:\n'
                                       "---\nFile: app/routes/shipment.py\nL14: def shipment_routes(app):\n---")
    assert run_case(_case(moved, found)) == [(2, "deleted-present")]
    # near miss: the search finds it under its new name
    new = _search("shipment_routes", 'Found 1 match for pattern "shipment_routes" in the workspace directory:\n'
                                     "---\nFile: app/routes/parcel.py\nL14: def shipment_routes(app):\n---")
    assert run_case(_case(moved, new)) == []
    grepped = _shell("grep -n shipment_routes app/routes/shipment.py", "14:def shipment_routes(app):")
    assert run_case(_case(_shell("git rm -q app/routes/shipment.py", "(empty)"), grepped)) == [(2, "deleted-present")]


def test_a_test_run_with_options_that_only_shape_its_report_is_the_same_run() -> None:
    from playground.decoherence.effects.swe import run_key

    assert run_key(["pytest", "tests/tasks", "-q", "--durations=5"]) == "pytest tests/tasks"
    assert run_key(["pytest", "-v", "--tb", "short", "tests"]) == "pytest tests"
    assert run_key(["pytest", "tests", "-x"]) == "pytest tests -x"  # it stops early: another count
    first = _shell("pytest tests -q", "22 passed in 1.27s")
    again = _shell("pytest tests -q --durations=5", "20 passed in 1.31s")
    assert run_case(_case(first, again)) == [(2, "state-changed-without-write")]
    assert run_case(_case(first, _shell("pytest tests -q --durations=5", "22 passed in 1.31s"))) == []


def test_a_build_tool_s_check_goals_write_only_its_build_output() -> None:
    mapper = f"{ROOT}/src/mapper"

    def run(goal: str) -> set[str]:
        case = _case(_list(mapper, ["LegacyMapper.java", "RateMapper.java"]),
                     _shell("git rm -q src/mapper/LegacyMapper.java", "(empty)"),
                     _shell(f"./mvnw -o -q {goal}", "(empty)"),
                     _list(mapper, ["LegacyMapper.java", "RateMapper.java"]))
        return {r for _, r in run_case(case)}
    assert {"deleted-present", "listing-deleted-member"} & run("spotless:check")
    assert {"deleted-present", "listing-deleted-member"} & run("verify")
    assert not {"deleted-present", "listing-deleted-member"} & run("spotless:apply")  # near miss: it rewrites sources
