"""Self-consistency: scoring with scripted resamples, and cheap resampling with the real tiny model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.decoherence import Thresholds
from playground.decoherence.consistency import ConsistencyReport, Sample, check_consistency, mask, outcome, score, units
from playground.llama.sampling import GenerationParams
from playground.world.errors import SessionStepError
from playground.world.session import Step
from playground.world.simulate import run_step
from playground.world.store import create_session
from tests.decoherence.evalset import K
from tests.world.conftest import ScriptedEngine

P = "alex@devbox"


def test_volatile_text_is_masked_and_json_is_compared_by_leaves() -> None:
    assert mask("built 2025-03-14T10:02:11Z in 0.52s, id 9f2c4e1a77") == "built <time> in <qty>, id <hex>"
    assert units('{"id": "n1", "tags": ["a", "b"], "at": "2025-01-01T00:00:00Z"}') == \
        {'$.id="n1"', '$.tags[]="a"', '$.tags[]="b"', "$.at=\"<time>\""}
    assert units("a\n\n  b  c\n") == {"a", "b c"}
    assert outcome("cat: x: No such file or directory") == "error" and outcome("hello") == "ok"
    assert outcome('{"error": {"code": 404}}') == "error" and outcome('{"id": 1}') == "ok"


def _report(recorded: str, *alts: str) -> ConsistencyReport:
    r = ConsistencyReport(3, recorded, outcome(recorded))
    r.samples = [Sample(a, outcome(a), i, 100, 1, 10, 0.1, "stop") for i, a in enumerate(alts)]
    return score(r)


def test_scoring_flags_an_outlier_recording() -> None:
    agree = _report("a\nb\nc", "a\nb\nc", "a\nb\nc", "a\nb\nd")
    assert agree.agreement > 0.6 and agree.support > 0.6 and agree.warnings() == []
    outlier = _report("x\ny\nz", "a\nb\nc", "a\nb\nc", "a\nb\nc", "a\nb\nc")
    assert outlier.agreement == 1.0 and outlier.support == 0.0 and outlier.disputed == ["x", "y", "z"]
    ws = outlier.warnings()
    assert [(w.kind, w.severity) for w in ws] == [("signal.consistency", "warning")]
    assert ws[0].evidence["k"] == 4 and ws[0].evidence["disputed"] == ["x", "y", "z"]
    flipped = _report("file removed", "rm: cannot remove 'f': No such file or directory",
                      "rm: cannot remove 'f': No such file or directory", "rm: f: No such file or directory")
    assert flipped.outcome_agreement == 0.0 and "an error" in flipped.warnings()[0].message
    unsure = _report("p", "q", "r", "s")
    assert [(w.kind, w.severity) for w in unsure.warnings()] == [("signal.consistency", "info")]
    assert outlier.warnings(Thresholds(disable=("signal",))) == []


def test_check_consistency_resamples_the_recorded_prompt(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal")
    good = f"ok</think>\n**Environment Observation:**\n{P}:~$ ls\nnotes.txt\n{P}:~$"
    eng = ScriptedEngine([good])
    step = list(run_step(eng, s, json.dumps(K("ls")), GenerationParams(seed=4, max_tokens=64)))[-1]
    assert isinstance(step, Step)
    before = s.path.read_bytes()  # type: ignore[union-attr]
    other = f"ok</think>\n**Environment Observation:**\n{P}:~$ ls\nreport.pdf\n{P}:~$"
    eng.answers = [good, good, other]
    rep = check_consistency(eng, s, 1, k=3)
    assert eng.prompts[-3:] == [eng.prompts[0]] * 3  # the recorded step's own prompt, every time
    assert [x.seed for x in rep.samples] == [5, 6, 7]  # seeds after the recorded one
    assert rep.k == 3 and rep.warnings() == [] and 0 < rep.support < 1
    assert s.path.read_bytes() == before  # type: ignore[union-attr]
    with pytest.raises(SessionStepError):
        check_consistency(eng, s, 2)


@pytest.mark.slow
def test_resamples_with_the_tiny_model_evaluate_one_prompt_token(engine, tmp_path: Path) -> None:  # noqa: ANN001
    s = create_session(tmp_path, "custom", system_prompt="You simulate a toy world. " * 20)
    params = GenerationParams(seed=1, max_tokens=24)
    for action in ("look", "open the door"):
        list(run_step(engine, s, action, params, enable_thinking=False))
    before = s.path.read_bytes()  # type: ignore[union-attr]
    rep = check_consistency(engine, s, 2, k=4, params=GenerationParams(max_tokens=24))
    assert rep.k == 4 and s.path.read_bytes() == before  # type: ignore[union-attr]
    prompt_tokens = rep.samples[0].prompt_tokens
    assert prompt_tokens > 200
    # the checkpoint saved one token before the end of this prompt serves every resample
    assert [x.prompt_tokens_evaluated for x in rep.samples] == [1, 1, 1, 1]
    assert len({x.observation for x in rep.samples}) >= 2  # different seeds, different text
    # an earlier step: its checkpoint was evicted or never made; the first resample pays, the rest do not
    engine.reset()
    rep1 = check_consistency(engine, s, 1, k=3, params=GenerationParams(max_tokens=16))
    evaluated = [x.prompt_tokens_evaluated for x in rep1.samples]
    assert evaluated[0] == rep1.samples[0].prompt_tokens and evaluated[1:] == [1, 1]


@pytest.mark.slow
def test_check_command_resamples_with_a_model(engine, tiny_model: Path, tmp_path: Path,  # noqa: ANN001
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from playground.cli import main

    s = create_session(tmp_path, "custom", system_prompt="You simulate a toy world.")
    list(run_step(engine, s, "look", GenerationParams(seed=2, max_tokens=16), enable_thinking=False))
    before = s.path.read_bytes()  # type: ignore[union-attr]
    code = main(["check", str(s.path), "--consistency", str(tiny_model), "-k", "2", "--max-tokens", "12",
                 "--ctx", "2048", "--threads", "2", "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert code in (0, 1) and code == (1 if doc["failing"] else 0)
    rep = doc["consistency"]["1"]
    assert rep["k"] == 2 and [x["prompt_tokens_evaluated"] for x in rep["samples"]][1:] == [1]
    assert s.path.read_bytes() == before  # type: ignore[union-attr]


@pytest.mark.slow
def test_check_command_resamples_agentworldbench_rows(tiny_model: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from playground.cli import main

    # rows are sessions without a file of their own ("rows.jsonl:N"); the check must still resample them
    row = {"task": "terminal", "id": "t-1", "system_str": "You simulate a Linux shell.",
           "prompt": ["### Turn 1\n**Action:**\n```json\n[{\"keystrokes\": \"pwd\\n\", \"duration\": 0.5}]\n```"],
           "response": ["**Environment Observation:**\nroot@box:~# pwd\n/root\nroot@box:~# "],
           "current_prompt": "", "turn_idx": 1, "total_turns": 1}
    rows = tmp_path / "terminal_test.jsonl"
    rows.write_text(json.dumps(row) + "\n")
    before = rows.read_bytes()
    code = main(["check", str(rows), "--consistency", str(tiny_model), "-k", "2", "--max-tokens", "8",
                 "--ctx", "2048", "--threads", "2", "--json"])
    captured = capsys.readouterr()
    assert "error" not in captured.err
    doc = json.loads(captured.out)
    assert code == (1 if doc["failing"] else 0) and doc["consistency"]["1"]["k"] == 2
    assert rows.read_bytes() == before
