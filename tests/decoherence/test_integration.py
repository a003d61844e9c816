"""Wiring: the step runner runs the detectors on every new step; the step's new field; the labeled set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.decoherence import (
    DETECTORS,
    DecoherenceChecker,
    Thresholds,
    check_session,
    load_thresholds,
    step_checkers,
    step_tools,
)
from playground.decoherence.evaluation import evaluate
from playground.llama.sampling import GenerationParams
from playground.world.paths import example_paths
from playground.world.session import SCHEMA_VERSION, Step
from playground.world.simulate import run_step
from playground.world.store import create_session, load_session
from playground.world.warning_records import DEFAULT_CHECKERS
from tests.decoherence import evalset
from tests.decoherence.evalset import K
from tests.world.conftest import ScriptedEngine

P = "alex@devbox"
PARAMS = GenerationParams(seed=3, max_tokens=64)


def answer(screen: str) -> str:
    return f"thinking</think>\n**Environment Observation:**\n{screen}"


def test_new_steps_get_decoherence_warnings(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal")
    eng = ScriptedEngine([answer(f"{P}:~$ touch a.txt && rm a.txt\n{P}:~$"),
                          answer(f"{P}:~$ ls\na.txt\n{P}:~$")])
    tools = step_tools(Thresholds())
    first = list(run_step(eng, s, json.dumps(K("touch a.txt && rm a.txt")), PARAMS, tools=tools))[-1]
    second = list(run_step(eng, s, json.dumps(K("ls")), PARAMS, tools=tools))[-1]
    assert isinstance(first, Step) and first.warnings == []
    assert isinstance(second, Step) and [w.kind for w in second.warnings] == ["fact.deleted-present"]
    assert second.warnings[0].evidence["earlier_step"] == 1
    stored = load_session(s.path).steps[1].warnings  # type: ignore[arg-type]
    assert stored == second.warnings
    # what the runner stored is what `check` finds again
    assert check_session(load_session(s.path))[2] == second.warnings  # type: ignore[arg-type]


def test_step_tools_follow_the_thresholds_they_are_given(isolated_settings: Path) -> None:
    assert len(step_tools(load_thresholds().thresholds).checkers) == len(DEFAULT_CHECKERS) + 1
    isolated_settings.parent.mkdir(parents=True)
    isolated_settings.write_text("[decoherence]\nenabled = false\n")
    assert step_tools(load_thresholds().thresholds).checkers == DEFAULT_CHECKERS


def test_the_step_runner_reads_no_settings_by_itself(isolated_settings: Path, tmp_path: Path) -> None:
    # a settings file that would break every step's checks if the core read it implicitly
    isolated_settings.parent.mkdir(parents=True)
    isolated_settings.write_text("[decoherence]\ncontext_warn_fraction = \"oops\"\n")
    s = create_session(tmp_path, "terminal")
    eng = ScriptedEngine([answer(f"{P}:~$ ls\n{P}:~$")])
    step = list(run_step(eng, s, json.dumps(K("ls")), PARAMS))[-1]
    assert isinstance(step, Step)
    checkers = step_checkers(Thresholds())
    assert checkers[-1] is step_checkers(Thresholds())[-1]  # kept, so its ledger follows the session


def test_the_incremental_ledger_agrees_with_a_full_recheck() -> None:
    name = "terminal-flask-project--pwd-wrong.jsonl"
    s = load_session(evalset.DATA / name)
    checker = DecoherenceChecker(Thresholds())
    from playground.world.session import Session
    from playground.world.warning_records import run_checkers

    live = {}
    for i, st in enumerate(s.steps):
        view = Session(s.path, s.header, s.steps[:i])
        live[st.index] = run_checkers([*DEFAULT_CHECKERS, checker], view, st)
    assert live == check_session(s)
    assert [w.kind for w in live[12]] == ["fact.set-value-reverted"]  # the shell's directory


def test_a_crashing_detector_is_contained(monkeypatch: pytest.MonkeyPatch) -> None:
    from playground.decoherence.domains import terminal

    def boom(self, *a, **k):  # noqa: ANN001, ANN002, ANN003
        raise RuntimeError("binding bug")

    monkeypatch.setattr(terminal.TerminalSession, "step", boom)
    s = load_session(evalset.DATA / "terminal-tmux-scrollback.jsonl")
    out = check_session(s)
    assert all([w.kind for w in ws] == ["checker"] and ws[0].severity == "info" for ws in out.values())


def test_old_session_files_without_signals_still_load(tmp_path: Path) -> None:
    for p in example_paths():
        raw = p.read_text()
        assert '"signals"' not in raw  # written before the field existed
        s = load_session(p)
        assert s.notes == [] and all(st.signals is None for st in s.steps)
        assert all("signals" not in st.to_dict() for st in s.steps)  # and nothing new is written for them
    st = Step(index=1, action="a", message="m", signals={"surprise": {"tokens": 3, "mean_nll": 0.5}})
    assert Step.from_dict(json.loads(json.dumps(st.to_dict()))).signals == st.signals
    assert SCHEMA_VERSION == 1
    bad = tmp_path / "bad.jsonl"
    header = load_session(example_paths()[0]).header.to_dict()
    bad.write_text(json.dumps(header) + "\n" + json.dumps({**st.to_dict(), "signals": [1]}) + "\n")
    loaded = load_session(bad)
    # a malformed metadata object costs only itself: the step loads without it, with a note naming it
    assert [s.signals for s in loaded.steps] == [None] and "signals" in loaded.notes[0].message


# ---------------------------------------------------------------- labeled set

def test_the_labeled_set_is_what_the_generator_writes(tmp_path: Path) -> None:
    doc = evalset.build(tmp_path)
    shipped = sorted(p.name for p in evalset.DATA.iterdir())
    assert sorted(p.name for p in tmp_path.iterdir()) == shipped
    for name in shipped:
        assert (tmp_path / name).read_bytes() == (evalset.DATA / name).read_bytes(), \
            f"{name} is stale: run python -m tests.decoherence.evalset"
    domains = {load_session(tmp_path / n).header.domain for n in doc["files"]}
    assert {"terminal", "mcp", "search"} <= domains
    clean = [n for n, e in doc["files"].items() if not e["labels"]]
    injected = [n for n, e in doc["files"].items() if e["labels"]]
    assert len(clean) >= 15 and len(injected) >= 60


def test_precision_and_recall_targets_on_the_labeled_set() -> None:
    report = evaluate(evalset.DATA)
    o = report.overall
    assert o.precision >= 0.9 and o.recall >= 0.9, report.format()
    for name in ("terminal", "mcp", "search"):
        c = report.per_detector[name]
        assert c.tp >= 10 and c.precision >= 0.9 and c.recall >= 0.9, report.format()
    assert set(report.per_detector) <= set(DETECTORS)


def test_known_gaps_are_still_missed() -> None:
    # strict, as an xfail is: an injection found again must lose its gap (evalset.Inject.gap)
    gaps = {f"{t.name}--{i.name}.jsonl" for t in evalset.all_trajectories() for i in t.injects if i.gap}
    report = evaluate(evalset.DATA)
    assert {m.file for m in report.misses if m.what == "known gap"} == gaps
    assert report.gaps == len(gaps)


@pytest.mark.parametrize("path", example_paths(), ids=lambda p: p.stem)
def test_the_shipped_examples_are_clean(path: Path) -> None:
    found = check_session(load_session(path))
    assert all(ws == [] for ws in found.values()), found
