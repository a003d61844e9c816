"""The no_error rule reads errors as tools print them: a corpus of real outputs (tests/agents/data/
error_outputs.toml), each table entry's own example, near misses, and a time bound on long text."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest

from playground.agents.error_detect import detect_error
from playground.agents.error_shapes import ERROR_SHAPES, JSON_SHAPES
from playground.agents.fsview import FileView
from playground.agents.rules import StepFacts, evaluate, parse_rules_text

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

CORPUS = tomllib.loads((Path(__file__).parent / "data" / "error_outputs.toml").read_text(encoding="utf-8"))
ERRORS: list[dict[str, Any]] = CORPUS["error"]
OK: list[dict[str, Any]] = CORPUS["ok"]


def test_the_corpus_is_what_the_issue_asks_for() -> None:
    assert len(ERRORS) >= 30 and len(OK) >= 20
    assert len({e["output"] for e in ERRORS}) == len(ERRORS) and len({o["output"] for o in OK}) == len(OK)
    benign = [o for o in OK if any(w in o["output"].lower() for w in ("error", "fail"))]
    assert len(benign) >= 12  # most successful outputs mention errors in passing


@pytest.mark.parametrize("case", ERRORS, ids=[f"{i}-{e['tool']}" for i, e in enumerate(ERRORS, 1)])
def test_real_error_outputs_are_found_on_their_line(case: dict[str, Any]) -> None:
    hit = detect_error(case["output"])
    assert hit is not None, f"no error found in {case['tool']} output"
    assert (hit.shape, hit.line or 0) == (case["shape"], case["line"])
    if hit.line:
        assert hit.text == case["output"].splitlines()[hit.line - 1]


@pytest.mark.parametrize("case", OK, ids=[f"{i}-{o['tool']}" for i, o in enumerate(OK, 1)])
def test_successful_outputs_show_no_error(case: dict[str, Any]) -> None:
    assert detect_error(case["output"]) is None


@pytest.mark.parametrize("shape", ERROR_SHAPES, ids=[s.id for s in ERROR_SHAPES])
def test_each_table_entry_names_its_own_example(shape: Any) -> None:
    # also checks the table's order: no earlier, more generic entry swallows a specific one
    hit = detect_error(shape.example)
    assert hit is not None and hit.shape == shape.id and hit.family == shape.family


def test_table_ids_are_unique_and_families_named() -> None:
    ids = [s.id for s in ERROR_SHAPES]
    assert len(ids) == len(set(ids))
    assert all(s.id.count(".") == 1 and s.family for s in ERROR_SHAPES)
    assert {"json.is_error", "json.error", "json.ok"} <= {j.id for j in JSON_SHAPES}


@pytest.mark.parametrize("text", [
    "0 errors", "Found 0 errors. Watching for file changes.", "error_count = 0", "Errors: 0", "errors=0",
    "Ran 3 tests in 0.001s",
    "npx eslint --no-error-on-unmatched-pattern src", "root@box:/srv# grep error log.txt", "$ grep -rn error .",
    "All tests passed", "0 failed", "5 passed; 0 failed", "errors.go", "ls\nerrors.go  main.go",
    "gcc -Werror -o app main.c", "no errors found", "level=error is the default", "on_error: retry",
    "def handleError(e):", "tail -f logs/error.log", ">>> raise_errors = False",
])
def test_near_misses_are_not_errors(text: str) -> None:
    assert detect_error(text) is None, text


def test_what_is_input_and_what_is_output() -> None:
    # the same words are an error as output and not as the echoed command
    screen = "root@box:/srv# echo 'fatal: nope'\nfatal: nope\nroot@box:/srv# "
    hit = detect_error(screen)
    assert hit is not None and (hit.line, hit.shape) == (2, "git.fatal")
    assert detect_error("root@box:/srv# echo 'fatal: nope'\nroot@box:/srv# ") is None


def test_json_results_are_read_by_their_fields() -> None:
    assert detect_error('{"ok": 0, "errmsg": "not authorized on admin", "code": 13}').shape == "json.errmsg"
    assert detect_error('{"status": 503, "detail": "down"}').shape == "json.status_code"
    # a mail that talks about an error is data, not a failed tool call
    assert detect_error('{"subject": "Error: build failed", "status": "sent"}') is None
    # a tool's output field is read like a terminal
    hit = detect_error('{"stdout": "ok", "stderr": "Traceback (most recent call last):\\n  File x"}')
    assert hit is not None and hit.shape == "python.traceback" and hit.text.startswith("stderr: ")
    # prose around a JSON result: both are read
    assert detect_error('Result:\n{"isError": true}').shape == "json.is_error"


def test_the_judgement_names_the_line_and_the_entry() -> None:
    rule = parse_rules_text('[[rule]]\nname = "clean"\nno_error = true\n').rules[0]
    steps = [StepFacts(1, 1, "make", None, "cc -c main.c\nok", False, (), FileView(False)),
             StepFacts(2, 2, "make", None, "cc main.o -o app\nmake: *** [Makefile:12: all] Error 2", False, (),
                       FileView(False))]
    result = evaluate(rule, steps)
    assert result.outcome.status == "broke"
    assert result.outcome.evidence == ("step 2 shows an error: line 2: make: *** [Makefile:12: all] Error 2 "
                                       "(make.error)")
    assert [o.status for _, o in result.steps] == ["held", "broke"]


@pytest.mark.parametrize("name, text", [
    ("blank lines", "\n" * 200_000),
    ("one long line", "a" * 400_000),
    ("spaces", " " * 400_000),
    ("benign mentions", "log_level: ERROR\n" * 12_000),
    ("indented E", "E\n" * 100_000),
    ("echoed commands", "root@box:/# fatal: x\n" * 10_000),
    ("unclosed JSON", '{"a":' * 80_000),
])
def test_long_text_is_read_in_bounded_time(name: str, text: str) -> None:
    started = time.perf_counter()
    assert detect_error(text + "\nKilled") is not None
    assert time.perf_counter() - started < 5.0, name
