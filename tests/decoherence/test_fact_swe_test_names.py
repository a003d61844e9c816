"""The SWE binding's test names: a verbose run lists every test of what it selected, and a test's name changes
only with an edit that writes it (or anything that may change test files wholesale)."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.views.named_tests import named_tests, selection, short_name
from tests.decoherence.test_rules import run_case

ROOT = "/home/dev/durafmt"


def _shell(command: str, stdout: str) -> list[str]:
    return [json.dumps({"name": "run_shell_command", "arguments": {"command": command}}),
            f"Command: {command}\nDirectory: (root)\nStdout: {stdout}\nStderr: (empty)\nError: (none)\n"
            "Exit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 51730"]


def _replace(path: str, old: str, new: str) -> list[str]:
    return [json.dumps({"name": "replace", "arguments": {"file_path": f"{ROOT}/{path}", "old_string": old,
                                                         "new_string": new}}),
            f"Successfully modified file: {ROOT}/{path} (1 replacements)."]


def _case(*turns: list[str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": f"You simulate the tools of Gemini CLI in the project {ROOT}.",
            "turns": list(turns)}


def _run(*names: str) -> list[str]:
    return _shell("go test -v -run 'TestParse' ./...", "\n".join(f"--- PASS: {n} (0.00s)" for n in names)
                  + "\nPASS\nok  \tgithub.com/dev/durafmt\t0.004s")


FIRST = _run("TestParseSimple", "TestParseFractional", "TestParseInvalid")


def test_runner_lines_and_selections() -> None:
    assert named_tests(["tests/t.py::TestA::test_b[1] PASSED [ 50%]", "FAILED tests/t.py::test_c - x"]) == (
        ["tests/t.py::TestA::test_b[1]", "tests/t.py::test_c"], True)
    assert named_tests(["FAILED tests/t.py::test_c - assert 1 == 2", "1 failed, 7 passed"]) == (
        ["tests/t.py::test_c"], False)  # a summary names the failures only
    assert named_tests(["test parse::tests::comma ... ok", "parse::tests::dup: test"])[0] == [
        "parse::tests::comma", "parse::tests::dup"]
    assert selection(["pytest", "-q", "--tb=short", "tests/t.py", "-k", "td"]) == selection(
        ["pytest", "-v", "tests/t.py", "-k", "td"]) == "pytest tests/t.py -k td"
    assert selection(["cargo", "test", "--lib", "--", "--list"]) == selection(["cargo", "test", "--lib"])
    assert selection(["cargo", "build"]) is None
    assert [short_name(n) for n in ("tests/t.py::TestA::test_b[1]", "TestParse/empty", "a::tests::x")] == [
        "test_b", "TestParse", "x"]


def test_a_test_renamed_between_two_runs_of_the_same_selection() -> None:
    drifted = _run("TestParseSimple", "TestParseFraction", "TestParseInvalid")
    found = run_case(_case(FIRST, _shell("gofmt -l .", ""), drifted))
    assert (3, "listing-member-changed") in found or (3, "unlisted-then-present") in found


def test_an_edit_that_writes_the_name_or_adds_a_test_excuses_it() -> None:
    renamed = _run("TestParseSimple", "TestParseFraction", "TestParseInvalid")
    # near misses: the test renamed by an edit; a test added by an edit; a run that selects other tests
    assert run_case(_case(FIRST, _replace("parse_test.go", "func TestParseFractional(", "func TestParseFraction("),
                          renamed)) == []
    added = _run("TestParseSimple", "TestParseFractional", "TestParseSpaced", "TestParseInvalid")
    assert run_case(_case(FIRST, _replace("parse_test.go", "}\n", "}\n\nfunc TestParseSpaced(t *testing.T) {}\n"),
                          added)) == []
    other = _shell("go test -v ./...", "--- PASS: TestFormat (0.00s)\nPASS")
    assert run_case(_case(FIRST, other)) == []



def _codex(command: str, output: str) -> list[str]:
    return [json.dumps({"name": "shell", "arguments": {"command": ["bash", "-lc", command], "workdir": ROOT}}),
            json.dumps({"output": output, "metadata": {"exit_code": 0, "duration_seconds": 0.4}})]


def test_a_harness_that_runs_an_argument_vector_is_read_the_same() -> None:
    lines = "--- PASS: TestParseSimple (0.00s)\n--- PASS: TestParse{} (0.00s)\nPASS"
    run = "go test -v -run TestParse ./..."
    found = run_case(_case(_codex(run, lines.format("Fractional")), _codex(run, lines.format("Fraction"))))
    assert (2, "listing-member-changed") in found or (2, "unlisted-then-present") in found
    assert run_case(_case(_codex(run, lines.format("Fractional")), _codex(run, lines.format("Fractional")))) == []
