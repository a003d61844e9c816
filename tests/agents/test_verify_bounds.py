"""verify's inputs have bounds: user regexes (time, size, nesting), rules and plan files (regular
files only, size, nesting, dotted keys), the same rules and plans over the services, the sample
count; and what the command prints when it cannot run (--json included)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from playground.agents.errors import PlanError, RulesError
from playground.agents.fsview import FileView
from playground.agents.inputbounds import MAX_NESTING, toml_shape_problem
from playground.agents.plan import load_plan, plan_from_value
from playground.agents.rules import StepFacts, evaluate, load_rules, parse_rules_text, rules_from_value
from playground.agents.saferegex import MAX_GROUP_DEPTH, compile_pattern
from playground.agents.verify import verify_plan
from playground.cli import main
from tests.agents.helpers import ROOT, SAFE_PLAN, TERMINAL_RULES, recorded, write_plan

SLOW = "(x+x+)+y"  # backtracks without end on a long run of x (even the regex package's guards give up)


def facts(observation: str, n: int = 1, action: str = "x") -> StepFacts:
    return StepFacts(n, n, action, None, observation, False, (), FileView(False))


def one_rule(toml: str) -> Any:
    return parse_rules_text('[[rule]]\nname = "r"\n' + toml).rules[0]


def one_line_error(exc: pytest.ExceptionInfo[Exception], *words: str) -> str:
    text = str(exc.value)
    assert "\n" not in text and len(text) < 300, text
    for w in words:
        assert w in text, text
    return text


# ------------------------------------------------------------------------- regular expressions

def test_the_issue_pattern_ends_at_once() -> None:
    started = time.perf_counter()
    result = evaluate(one_rule("must_match = '(a+)+$'"), [facts("a" * 40 + "!")])
    assert time.perf_counter() - started < 2
    assert result.outcome.status == "broke"  # the line ends in "!": no match, found at once


def test_a_search_that_runs_out_of_time_is_unjudged_not_a_pass() -> None:
    rule = one_rule(f"must_not_match = '{SLOW}'")
    steps = [facts("x" * 5000, 1), facts("x" * 5000, 2), facts("fine", 3)]
    started = time.perf_counter()
    result = evaluate(rule, steps)
    elapsed = time.perf_counter() - started
    assert elapsed < 5, elapsed  # one time-out, not one per step
    assert result.outcome.status == "unjudged"
    assert "ran out of time" in result.outcome.evidence and "\n" not in result.outcome.evidence
    statuses = [o.status for _, o in result.steps]
    assert statuses == ["unjudged", "unjudged", "unjudged"]
    assert "not searched" in result.steps[1][1].evidence


@pytest.mark.parametrize("toml", [
    f"must_contain = 'x'\naction_matches = '{SLOW}'",
    f"json_path = '$.v'\nmatches = '{SLOW}'",
])
def test_every_user_regex_is_time_bounded(toml: str) -> None:
    obs = json.dumps({"v": "x" * 5000})
    result = evaluate(one_rule(toml), [facts(obs, action="x" * 5000)])
    assert result.outcome.status == "unjudged" and "ran out of time" in result.outcome.evidence


def test_verify_says_unverifiable_for_a_pattern_that_ran_out_of_time(tmp_path: Path) -> None:
    plan = plan_from_value({"domain": "terminal", "actions": [recorded("cat big", "x" * 5000)]})
    rules = parse_rules_text(f"[[rule]]\nname = 'no y'\nmust_not_match = '{SLOW}'\n")
    report = verify_plan(plan, rules, directory=tmp_path)
    assert report.verdict == "unverifiable" and "could not be judged" in report.reason
    assert "ran out of time" in report.reason


@pytest.mark.parametrize("pattern, words", [
    ("(" * 5000 + ")" * 5000, ["10,000 characters", "at most 2,000"]),
    ("(" * 60 + "a" + ")" * 60, [f"more than {MAX_GROUP_DEPTH} deep"]),
    ("(?:(?:a{1000}){1000}){10}", ["repeats too much"]),
    ("(?:abcdefghij){20000}", ["repeats too much"]),
    ("(", ["not a valid regular expression"]),
])
def test_patterns_too_large_to_compile_are_one_line_errors(pattern: str, words: list[str]) -> None:
    started = time.perf_counter()
    with pytest.raises(RulesError) as e:
        parse_rules_text(f"[[rule]]\nname = 'r'\nmust_match = '''{pattern}'''\n", source="r.toml")
    assert time.perf_counter() - started < 2
    assert one_line_error(e, *words).startswith("r.toml: rule 'r': must_match ")


def test_ordinary_patterns_keep_python_syntax() -> None:
    p = compile_pattern(r"(?P<n>\d{1,3})\s+passed\b(?=.*in)", ignore_case=True)
    assert p.span("== 12 PASSED in 0.1s") == (3, 12)
    assert compile_pattern(r"^\d+ passed$").search("a\n3 passed\nb")  # multi-line ^ and $
    assert compile_pattern(r"[a-z]{3}-\d{2,4}").search("abc-123")


# ----------------------------------------------------------------------------- files

def test_rules_and_plans_must_be_regular_files(tmp_path: Path) -> None:
    fifo = tmp_path / "rules.fifo"
    os.mkfifo(fifo)
    started = time.perf_counter()
    with pytest.raises(RulesError) as e:
        load_rules(fifo)
    one_line_error(e, "FIFO", "not a regular file")
    with pytest.raises(PlanError) as p:
        load_plan(fifo)
    one_line_error(p, "FIFO")
    with pytest.raises(RulesError) as e:
        load_rules(tmp_path)
    one_line_error(e, "is a directory")
    if Path("/dev/null").exists():
        with pytest.raises(PlanError) as p:
            load_plan("/dev/null")
        one_line_error(p, "character device")
    assert time.perf_counter() - started < 2
    with pytest.raises(RulesError) as e:
        load_rules(tmp_path / "missing.toml")
    one_line_error(e, "no rules file at")


def test_size_limits(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_text("# padding\n" * 110_000)
    with pytest.raises(RulesError) as e:
        load_rules(big)
    one_line_error(e, "big.toml is", "at most 1,048,576")
    with pytest.raises(RulesError) as e:
        rules_from_value("#" * (1024 * 1024 + 1))
    one_line_error(e, "at most 1,048,576")
    plan = tmp_path / "big.json"
    plan.write_text(json.dumps([recorded("ls", "x" * 1000)] * 5000))
    with pytest.raises(PlanError) as p:
        load_plan(plan)
    one_line_error(p, "big.json is", "at most 4,194,304")
    binary = tmp_path / "bin.toml"
    binary.write_bytes(b"\xff\xfe")
    with pytest.raises(RulesError) as e:
        load_rules(binary)
    one_line_error(e, "not UTF-8")


DEEP_TOML = {
    "100k nested arrays": "x = " + "[" * 100_000 + "]" * 100_000,
    "50k nested inline tables": "x = " + "{a = " * 50_000 + "1" + "}" * 50_000,
    "a key of 100k dotted parts": "a" + ".a" * 100_000 + " = 1",
    "a table header of 100k parts": "[" + "a." * 100_000 + "a]",
    "65 levels": "x = " + "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1),
    "dotted key in deep tables": "[" + ".".join(["ttt"] * 40) + "]\n" + ".".join(["kkk"] * 30) + " = 1",
}


@pytest.mark.parametrize("name", DEEP_TOML)
def test_deep_toml_is_refused_before_parsing(name: str) -> None:
    started = time.perf_counter()
    with pytest.raises(RulesError) as e:
        parse_rules_text(DEEP_TOML[name], source="deep.toml")
    assert time.perf_counter() - started < 2, name
    one_line_error(e, f"more than {MAX_NESTING} deep")


@pytest.mark.parametrize("text", [
    "x = " + "[" * 30 + "1" + "]" * 30,  # deep, but within the bound
    "x = '" + "[" * 500 + "'",  # brackets inside a literal string
    'x = "' + "{" * 500 + '\\"' + '"',  # ... inside a basic string with an escaped quote
    'x = """\n' + "[" * 500 + '\n"""',  # ... inside a multi-line string
    "# " + "[" * 500 + "\nx = 1",  # ... inside a comment
    "x = 1.5\ny = 1979-05-27T07:32:00.999\n" + "\n".join(f"k{i}.v = {i}.0" for i in range(300)),
    "[[rule]]\nname = 'a'\nfile_contains = { path = '/x', text = 'a.b.c' }\n[a.b.c]\nd.e.f = [{g.h = [[1]]}]",
])
def test_the_depth_scan_reads_strings_comments_and_values(text: str) -> None:
    assert toml_shape_problem(text) is None


def test_many_dotted_keys_stay_fast() -> None:
    text = "".join(f"x.k{i} = 1\n" for i in range(70_000))  # ~0.9 MiB
    started = time.perf_counter()
    with pytest.raises(RulesError) as e:
        parse_rules_text(text, source="keys.toml")
    assert time.perf_counter() - started < 5
    one_line_error(e, "unknown top-level key 'x'")


def _deep(levels: int, leaf: Any, kind: str = "list") -> Any:
    value = leaf
    for _ in range(levels):
        value = [value] if kind == "list" else {"a": value}
    return value


def test_service_values_have_the_same_bounds() -> None:
    # rules as a JSON object (HTTP /v1/verify, MCP verify_plan) and as TOML text
    deep_rules = {"rule": [{"name": "a", "json_path": "$.a", "equals": _deep(100_000, 1)}]}
    with pytest.raises(RulesError) as e:
        rules_from_value(deep_rules)
    one_line_error(e, "rules: the rules nests objects or lists more than 64 deep")
    with pytest.raises(RulesError) as e:
        rules_from_value(DEEP_TOML["100k nested arrays"])
    one_line_error(e, "more than 64 deep")
    wide = {"rule": [{"name": f"r{i}", "must_contain": "x"} for i in range(40_000)]}
    with pytest.raises(RulesError) as e:
        rules_from_value(wide)
    one_line_error(e, "more than 100,000 values")
    with pytest.raises(PlanError) as p:
        plan_from_value([_deep(100_000, "ls", "dict")])
    one_line_error(p, "plan: the plan nests objects or lists more than 64 deep")
    assert rules_from_value({"rule": [{"name": "a", "must_contain": "x"}]}).rules[0].name == "a"


def test_deep_plan_files(tmp_path: Path) -> None:
    very = tmp_path / "very.json"
    very.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(PlanError) as p:
        load_plan(very)
    one_line_error(p, "nests more than 64")
    some = tmp_path / "some.json"
    some.write_text(json.dumps([_deep(200, "ls")]))
    with pytest.raises(PlanError) as p:
        load_plan(some)
    one_line_error(p, "more than 64 deep")
    lines = tmp_path / "lines.jsonl"
    lines.write_text(json.dumps(recorded("ls", "x")) + "\n" + json.dumps(_deep(200, "ls")) + "\n")
    with pytest.raises(PlanError) as p:
        load_plan(lines)
    one_line_error(p, "lines.jsonl line 2: the plan nests")


# --------------------------------------------------------------------------- samples and the command

def test_samples_use_the_shared_bounds(tmp_path: Path) -> None:
    plan = plan_from_value({"domain": "terminal", "actions": SAFE_PLAN})
    with pytest.raises(PlanError) as p:
        verify_plan(plan, parse_rules_text(TERMINAL_RULES), directory=tmp_path, samples=21)
    one_line_error(p, "from 1 to 20")
    assert verify_plan(plan, parse_rules_text(TERMINAL_RULES), directory=tmp_path, samples=20).verdict == "pass"


def test_json_on_stdout_when_verify_cannot_run(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                               sessions_root: Path) -> None:
    plan = write_plan(tmp_path / "p.json", SAFE_PLAN)
    rules = tmp_path / "r.toml"
    rules.write_text("[[rule]\n")
    rc = main(["verify", str(plan), "--rules", str(rules), "--json"])
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert rc == 2 and report["verdict"] == "error" and report["exit_code"] == 2
    assert "not valid TOML" in report["error"] and report["reason"] == report["error"]
    assert err.startswith("error: ") and err.count("\n") == 1
    rules.write_text(TERMINAL_RULES)
    rc = main(["verify", str(plan), "--rules", str(rules), "--json", "--samples", "50"])
    report = json.loads(capsys.readouterr().out)
    assert rc == 2 and "'--samples' must be an integer from 1 to 20, got 50" == report["error"]


def _cli(*args: str, timeout: float = 60) -> tuple[int, str, str, float]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "playground", "verify", *args], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    return r.returncode, r.stdout, r.stderr, time.perf_counter() - started


@pytest.fixture
def plan_file(tmp_path: Path) -> Path:
    return write_plan(tmp_path / "p.json", [recorded("cat notes", "a" * 40 + "!", "x" * 5000)])


def test_the_issue_inputs_end_in_one_line_within_seconds(tmp_path: Path, plan_file: Path,
                                                         sessions_root: Path) -> None:
    catastrophic = tmp_path / "catastrophic.toml"
    catastrophic.write_text("[[rule]]\nname = 'as'\nmust_not_match = '(a+)+$'\n"
                            f"[[rule]]\nname = 'xs'\nmust_not_match = '{SLOW}'\n")
    rc, out, err, took = _cli(str(plan_file), "--rules", str(catastrophic))
    assert rc == 3 and took < 20, (rc, took, err)  # the x pattern ran out of time: unverifiable
    assert out.rstrip().splitlines()[-1].startswith("verdict: unverifiable: rule 'xs' could not be judged")
    deep = tmp_path / "deep.toml"
    deep.write_text(DEEP_TOML["100k nested arrays"])
    fifo = tmp_path / "rules.fifo"
    os.mkfifo(fifo)
    for rules, words in ((deep, "more than 64 deep"), (fifo, "FIFO")):
        rc, out, err, took = _cli(str(plan_file), "--rules", str(rules), timeout=30)
        assert rc == 2 and took < 20 and out == ""
        assert err.startswith("error: ") and err.count("\n") == 1 and words in err, err
    rc, out, err, took = _cli(str(fifo), "--rules", str(deep), "--json", timeout=30)  # the rules fail first
    assert rc == 2 and json.loads(out)["verdict"] == "error" and err.count("\n") == 1
