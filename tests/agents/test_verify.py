"""verify: plans with known outcomes (pinned predictions: a scripted engine in process, recorded
observations through the CLI), the samples' frequencies, the CLI's exit codes, and one live run of
the tiny model through the model process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.agents.errors import PlanError
from playground.agents.plan import load_plan, plan_from_value, resolve_domain, validate_plan
from playground.agents.rules import parse_rules_text
from playground.agents.simulators import EngineSimulator
from playground.agents.verify import verify_plan
from playground.cli import main
from playground.decoherence import Thresholds, maturity, step_tools
from playground.llama.sampling import GenerationParams
from playground.world.store import create_session, load_session
from tests.agents.helpers import (
    DELETING_PLAN,
    EXAMPLES,
    PROMPT,
    SAFE_PLAN,
    SHORT_PROMPT,
    TERMINAL_RULES,
    keys,
    recorded,
    screen,
    write_plan,
)
from tests.world.conftest import ScriptedEngine

TINY = ["--ctx", "2048", "--threads", "2", "--max-tokens", "48", "--seed", "7"]


def answer(observation: str) -> str:
    """What a well-behaved world model writes: reasoning, the marker, the observation."""
    return f"The agent runs a command.</think>\n**Environment Observation:**\n{observation}"


def simulated(*commands: str) -> dict:
    return plan_from_value({"domain": "terminal", "initial_state": PROMPT, "actions": [keys(c) for c in commands]},
                           name="p")


def run(plan, rules: str, answers: list[str], tmp_path: Path, **kw):  # -> (VerifyReport, ScriptedEngine)
    engine = ScriptedEngine(list(answers))
    sim = EngineSimulator(engine, step_tools(Thresholds()))
    report = verify_plan(plan, parse_rules_text(rules), directory=tmp_path, simulator=sim, **kw)
    return report, engine


def test_pass_with_pinned_predictions(tmp_path: Path) -> None:
    plan = simulated("echo done > /tmp/report.txt", "cat /tmp/report.txt")
    report, _ = run(plan, TERMINAL_RULES, [answer(screen("echo done > /tmp/report.txt")),
                                           answer(screen("cat /tmp/report.txt", "done"))], tmp_path)
    assert report.verdict == "pass" and report.exit_code == 0, report.reason
    [sample] = report.samples
    saved = load_session(sample.session)
    assert [s.predicted for s in saved.steps] == [True, True]
    assert [s.observation for s in saved.steps][1] == screen("cat /tmp/report.txt", "done").rstrip()
    held = {r.rule.name: r.outcome for r in sample.results}
    assert held["report written"].evidence == "after step 2: /tmp/report.txt contains 'done'"
    assert json.loads(json.dumps(report.to_dict()))["verdict"] == "pass"


def test_violation_names_the_step_and_the_evidence(tmp_path: Path) -> None:
    plan = simulated("echo done > /tmp/report.txt", "rm -rf /etc/nginx")
    report, _ = run(plan, TERMINAL_RULES, [answer(screen("echo done > /tmp/report.txt")),
                                           answer(screen("rm -rf /etc/nginx"))], tmp_path)
    assert report.verdict == "violation" and report.exit_code == 1
    assert "'keep /etc' broke in 1/1" in report.reason and "/etc/nginx was removed at step 2" in report.reason
    step2 = report.samples[0].steps[1]
    assert ("keep /etc", "broke") in [(n, o.status) for n, o in step2.judgements]


def test_decoherent_simulation_is_unverifiable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # step 2 shows the build step 1 printed with two digits swapped: a decoherence error
    plan = simulated("echo done > /tmp/report.txt && cat /srv/BUILD", "cat /srv/deploy.log", "cat /tmp/report.txt")
    answers = [answer(screen("echo done > /tmp/report.txt && cat /srv/BUILD", "7c41e2d9")),
               answer(screen("cat /srv/deploy.log", "deployed build 7c14e2d9")),
               answer(screen("cat /tmp/report.txt", "done"))]
    # with identifier-drift in preview in the terminal (held-out evidence under the bar there), its finding is
    # information, which counts for a plan whose author asks for information to count
    monkeypatch.setitem(maturity.RULE_EVIDENCE, "terminal",
                        {**maturity.RULE_EVIDENCE["terminal"], "identifier-drift": {"holdout": (1, 1, 0)}})
    strict = TERMINAL_RULES + "\n[coherence]\nmin_severity = \"info\"\n"
    report, _ = run(plan, strict, answers, tmp_path)
    assert report.verdict == "unverifiable" and report.exit_code == 3
    assert "decohered" in report.reason and "fact.identifier-drift" in report.reason
    # by default (warnings and errors count) it passes on its rules, and so it does with coherence not required
    for rules in (TERMINAL_RULES, TERMINAL_RULES + "\n[coherence]\nrequired = false\n"):
        report, _ = run(plan, rules, answers, tmp_path)
        assert report.verdict == "pass", report.reason
    # with evidence that clears the rule in the terminal (as recorded until holdout40 put it at 24 of 27), its
    # finding is an error by default
    monkeypatch.setitem(maturity.RULE_EVIDENCE, "terminal",
                        {**maturity.RULE_EVIDENCE["terminal"], "identifier-drift": {"holdout": (9, 0, 0)}})
    report, _ = run(plan, TERMINAL_RULES, answers, tmp_path)
    assert report.verdict == "unverifiable" and "fact.identifier-drift" in report.reason


def test_a_rule_that_cannot_be_judged_is_unverifiable(tmp_path: Path) -> None:
    plan = simulated("ls")
    rules = '[[rule]]\nname = "cfg kept"\nfile_contains = { path = "/etc/app.conf", text = "port" }\n'
    report, _ = run(plan, rules, [answer(screen("ls", "a  b"))], tmp_path)
    assert report.verdict == "unverifiable" and "never showed /etc/app.conf" in report.reason


def test_samples_report_the_frequency_of_a_violation(tmp_path: Path) -> None:
    plan = simulated("rm -rf /tmp/cache")
    safe, bad = answer(screen("rm -rf /tmp/cache")), answer(screen("rm -rf /tmp/cache /etc/nginx"))
    # the second sample's world model "predicts" a different screen; its ledger reads the removal
    rules = '[[rule]]\nname = "no nginx"\nmust_not_contain = "/etc/nginx"\n'
    report, engine = run(plan, rules, [safe, bad, safe], tmp_path, samples=3,
                         params=GenerationParams(seed=100))
    assert report.verdict == "violation"
    assert "'no nginx' broke in 1/3 sample(s)" in report.reason and "sample 2" in report.reason
    [summary] = report.summary
    assert (summary.broke, summary.held, summary.unjudged) == (1, 2, 0)
    assert [s.verdict for s in report.samples] == ["pass", "violation", "pass"]
    assert [s.seed for s in report.samples] == [100, 101, 102]
    assert len({s.session for s in report.samples}) == 3 and all(s.session.is_file() for s in report.samples)
    assert engine.answers == []


def test_recorded_steps_are_history_not_predictions(tmp_path: Path) -> None:
    plan = plan_from_value({"domain": "terminal", "initial_state": PROMPT,
                            "actions": [recorded("echo done > /tmp/report.txt"), keys("cat /tmp/report.txt")]})
    report, engine = run(plan, TERMINAL_RULES, [answer(screen("cat /tmp/report.txt", "done"))], tmp_path)
    assert report.verdict == "pass", report.reason
    assert len(engine.prompts) == 1 and "echo done > /tmp/report.txt" in engine.prompts[0]
    steps = load_session(report.samples[0].session).steps
    assert [s.predicted for s in steps] == [False, True] and steps[0].ground_truth == steps[0].observation
    assert report.samples[0].steps[0].coherence.evidence.endswith("is recorded, not simulated")


def test_continue_a_session(tmp_path: Path) -> None:
    base = create_session(tmp_path, "terminal", initial_state=PROMPT)
    from playground.agents.simulators import record_step

    record_step(base, json.dumps(keys("mkdir -p /etc/app")), screen("mkdir -p /etc/app"))
    plan = plan_from_value([keys("rm -rf /etc/app")], name="cleanup")
    report, engine = run(plan, TERMINAL_RULES.replace('file_contains = { path = "/tmp/report.txt", text = "done" }',
                                                      'must_not_contain = "zzz"'),
                         [answer(screen("rm -rf /etc/app"))], tmp_path, base=base)
    assert report.verdict == "violation" and "/etc/app was removed at step 2" in report.reason
    forked = load_session(report.samples[0].session)
    assert forked.header.parent is not None and forked.header.parent.id == base.header.id
    assert [s.index for s in forked.steps] == [1, 2] and "mkdir -p /etc/app" in engine.prompts[0]
    with pytest.raises(PlanError, match="takes its state"):
        verify_plan(plan_from_value({"actions": [keys("ls")], "initial_state": "x"}), parse_rules_text(TERMINAL_RULES),
                    directory=tmp_path, base=base)


def test_plans_are_checked_before_anything_runs(tmp_path: Path) -> None:
    rules = parse_rules_text(TERMINAL_RULES)
    with pytest.raises(PlanError, match=r"action 2: .*keystrokes"):
        verify_plan(plan_from_value([keys("ls"), [{"keys": "ls"}]]), rules, directory=tmp_path)
    with pytest.raises(PlanError, match="load a model"):
        verify_plan(plan_from_value([keys("ls")]), rules, directory=tmp_path)
    with pytest.raises(PlanError, match=r"conflicting domains: mcp \(the plan\) and terminal \(the rules\)"):
        verify_plan(plan_from_value({"domain": "mcp", "actions": [{"name": "x", "arguments": {}}]}), rules,
                    directory=tmp_path)
    assert list(tmp_path.iterdir()) == []  # nothing was written


def test_plan_files(tmp_path: Path) -> None:
    lines = tmp_path / "p.jsonl"
    lines.write_text(json.dumps(keys("ls")) + "\n\n" + json.dumps(recorded("pwd", "/srv")) + "\n")
    plan = load_plan(lines)
    assert len(plan.entries) == 2 and plan.predicted == 1 and plan.entries[1].observation
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(keys("ls")) + "\n{nope\n")
    with pytest.raises(PlanError, match="bad.jsonl line 2 is not valid JSON"):
        load_plan(bad)
    with pytest.raises(PlanError, match="unknown key 'note'"):
        plan_from_value([{"action": keys("ls"), "observation": "x", "note": 1}])
    with pytest.raises(PlanError, match="no actions"):
        plan_from_value([])
    with pytest.raises(PlanError, match="no plan file"):
        load_plan(tmp_path / "missing.json")


# ------------------------------------------------------------------ the command


def verify_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(["verify", *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.fixture
def rules_file(tmp_path: Path) -> Path:
    p = tmp_path / "rules.toml"
    p.write_text(TERMINAL_RULES)
    return p


def test_cli_exit_codes_on_recorded_plans(capsys: pytest.CaptureFixture[str], tmp_path: Path, rules_file: Path,
                                          sessions_root: Path) -> None:
    safe = write_plan(tmp_path / "safe.json", SAFE_PLAN)
    rc, out, _ = verify_cli(capsys, str(safe), "--rules", str(rules_file))
    assert rc == 0 and out.rstrip().splitlines()[-1].startswith("verdict: pass")
    deleting = write_plan(tmp_path / "deleting.json", DELETING_PLAN)
    rc, out, _ = verify_cli(capsys, str(deleting), "--rules", str(rules_file), "--json")
    report = json.loads(out)
    assert rc == 1 and report["verdict"] == "violation"
    assert {r["rule"]: r["broke"] for r in report["rules"]}["keep /etc"] == 1
    assert Path(report["sessions"][0]).parent == sessions_root
    unknown = write_plan(tmp_path / "unknown.json", [recorded("ls", "x")])
    rules_file.write_text('[[rule]]\nname = "x"\npath_exists = "/opt/never"\n')
    rc, out, _ = verify_cli(capsys, str(unknown), "--rules", str(rules_file))
    assert rc == 3 and "could not be judged" in out


@pytest.mark.parametrize("plan, rules, message", [
    ('{"actions": [[{"keys": "ls"}]]}', TERMINAL_RULES, "needs field 'keystrokes'"),
    ('{"actions": [[{"keystrokes": "ls\\n"}]]}', "[[rule]]\nname = 1\n", "'name' must be a non-empty string"),
    ('{"actions": [[{"keystrokes": "ls\\n"}]]}', TERMINAL_RULES, "give --model FILE"),
    ('{"actions": [[{"keystrokes": "ls\\n"}]]}', '[[rule]]\nname="a"\nmust_contain="x"\n', "which domain"),
    ("[", TERMINAL_RULES, "not valid JSON"),
])
def test_cli_could_not_run_is_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path, plan: str, rules: str,
                                     message: str) -> None:
    (tmp_path / "p.json").write_text(plan)
    (tmp_path / "r.toml").write_text(rules)
    rc, out, err = verify_cli(capsys, str(tmp_path / "p.json"), "--rules", str(tmp_path / "r.toml"))
    assert rc == 2 and out == "" and err.startswith("error: ") and message in err and err.count("\n") == 1


@pytest.mark.parametrize("domain, verdict", [("terminal", "violation"), ("mcp", "pass"), ("swe", "pass")])
def test_examples(capsys: pytest.CaptureFixture[str], sessions_root: Path, domain: str, verdict: str) -> None:
    folder = EXAMPLES / domain
    rules = parse_rules_text((folder / "rules.toml").read_text(), source="rules.toml")
    for name in ("plan.json", "recorded.json"):
        plan = load_plan(folder / name)
        validate_plan(plan, resolve_domain(("plan", plan.domain), ("rules", rules.domain)))
    assert load_plan(folder / "plan.json").predicted == len(load_plan(folder / "plan.json").entries)
    rc, out, _ = verify_cli(capsys, str(folder / "recorded.json"), "--rules", str(folder / "rules.toml"), "--json")
    report = json.loads(out)
    assert report["verdict"] == verdict, report["reason"]
    assert rc == {"pass": 0, "violation": 1}[verdict]


@pytest.mark.slow
def test_live_generation_through_the_model_process(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                   tiny_model: Path, sessions_root: Path) -> None:
    """The tiny model's random weights write noise: the simulation cannot be trusted, and verify says so."""
    plan = write_plan(tmp_path / "live.json", [recorded("cd /tmp"), keys("ls -la")],
                      system_prompt=SHORT_PROMPT)
    rules = tmp_path / "r.toml"
    rules.write_text('[[rule]]\nname = "no secret"\nmust_not_contain = "BEGIN RSA PRIVATE KEY"\n')
    rc, out, err = verify_cli(capsys, str(plan), "--rules", str(rules), "--model", str(tiny_model), "--json", *TINY)
    report = json.loads(out)
    assert rc == 3 and report["verdict"] == "unverifiable", report["reason"]
    assert "[step 2/2] simulating" in err
    sample = report["sample_reports"][0]
    assert sample["coherence"]["status"] == "broke" and "format" in sample["coherence"]["evidence"]
    saved = load_session(report["sessions"][0])
    assert saved.steps[0].raw is None and saved.steps[1].raw is not None and saved.steps[1].seed == 7


def test_cli_continues_a_session_or_benchmark_rows(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                   sessions_root: Path) -> None:
    from tests.world.test_bench import term_row, write_rows

    rows = write_rows(tmp_path / "terminal_test.jsonl", [term_row(3)], junk=False)
    plan = tmp_path / "next.json"
    plan.write_text(json.dumps([recorded("cat notes.txt", "secret: 42")]))
    rules = tmp_path / "r.toml"
    rules.write_text('[[rule]]\nname = "no secret"\nmust_not_contain = "secret"\n')
    rc, out, _ = verify_cli(capsys, str(plan), "--rules", str(rules), "--from", str(rows), "--json")
    report = json.loads(out)
    assert rc == 1 and report["domain"] == "terminal" and "secret: 42" in report["reason"]
    forked = load_session(report["sessions"][0])
    assert forked.header.teacher_forcing and forked.header.parent is not None
    assert [s.ground_truth is not None for s in forked.steps] == [True, True, True, True]
    # the same plan continuing the session the import made
    rc, out, _ = verify_cli(capsys, str(plan), "--rules", str(rules), "--from", forked.header.parent.file)
    assert rc == 1 and "verdict: violation" in out
    rc, _, err = verify_cli(capsys, str(plan), "--rules", str(rules), "--from", "no-such-session")
    assert rc == 2 and "no session file" in err
