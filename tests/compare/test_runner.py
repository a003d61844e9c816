"""Comparisons on the tiny model's real F32 / Q8_0 / Q4_K_M / Q2_K files."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import numpy as np
import pytest

from playground.compare import (
    CompareError,
    ModelDone,
    StepDone,
    StepEvent,
    bits_per_weight,
    plan_comparison,
    run_comparison,
)
from playground.compare.scoring import teacher_forced_logits
from playground.llama.engine import Engine, LoadOptions
from playground.errors import InvalidModelFileError, ModelLoadError, OperationCancelled
from playground.llama.events import TokenEvent
from playground.modelfile.checks import inspect_model_file
from tests.compare.conftest import FAST_PARAMS, make_session
from tests.childguard import in_child, run_in_child

OPTIONS = LoadOptions(n_ctx=2048, n_threads=1)


def options_for(_path: Path) -> LoadOptions:
    return OPTIONS


def compare_four(tiny_models, sessions: Path):  # type: ignore[no-untyped-def]
    session = make_session(sessions)
    plan = plan_comparison(session, [tiny_models.q2_k, tiny_models.q8_0, tiny_models.f32, tiny_models.q4_k_m],
                           params=FAST_PARAMS)
    return run_comparison(plan, options_for)


@pytest.fixture(scope="module")
def four_quants(tiny_models, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One comparison of all four files (given low precision first), shared by the tests below;
    run in a child, since quantized models load in-process in run_comparison."""
    return run_in_child(compare_four, tiny_models, tmp_path_factory.mktemp("four") / "sessions")


def test_reference_is_the_highest_precision_file(four_quants) -> None:
    assert [m.quant for m in four_quants.models] == ["F32", "Q2_K", "Q8_0", "Q4_K_M"]
    assert four_quants.models[0].reference and four_quants.reference.quant == "F32"
    bpw = {m.quant: m.bits_per_weight for m in four_quants.models}
    assert bpw["F32"] == 32.0 and bpw["F32"] > bpw["Q8_0"] > bpw["Q4_K_M"] > bpw["Q2_K"]


def test_kl_divergence_grows_and_agreement_falls_as_bits_shrink(four_quants) -> None:
    k = {m.quant: m.kld for m in four_quants.models}
    assert k["Q8_0"].mean < k["Q4_K_M"].mean < k["Q2_K"].mean
    assert k["Q8_0"].p99 < k["Q2_K"].p99
    assert k["Q8_0"].top1 > k["Q4_K_M"].top1 > k["Q2_K"].top1
    assert k["F32"].mean == 0.0 and k["F32"].top1 == 1.0
    # every position of both steps was scored: the reference's tokens plus the one after the prompt
    positions = sum(s.generated_tokens + 1 for s in four_quants.reference.steps)
    assert all(m.kld.positions == positions for m in four_quants.models)


def test_free_running_and_cost_figures(four_quants) -> None:
    ref = four_quants.reference
    assert ref.exact_matches == ref.matchable_steps == 2 and ref.similarity == 1.0
    for m in four_quants.models:
        assert [s.index for s in m.steps] == [1, 2]
        assert m.load_s is not None and m.load_s > 0
        assert m.memory is not None and m.memory.kind == "rss" and m.memory.bytes > 0
        assert m.prompt_tok_s and m.generation_tok_s
        assert m.file_size == Path(m.path).stat().st_size
        for s in m.steps:
            assert s.generated_tokens == FAST_PARAMS.max_tokens  # ignore_eos: all of them
            assert 0.0 <= s.similarity <= 1.0
            # the default checkers ran: the 48-token cap is reported as a generation warning
            assert any(w.kind == "generation" for w in s.warnings)
    assert four_quants.params["seed"] == FAST_PARAMS.seed
    assert four_quants.n_ctx == OPTIONS.n_ctx


def test_the_same_file_against_itself_gives_zero_kl(tiny_models, tmp_path: Path) -> None:
    copy = tmp_path / "copy-of-F32.gguf"
    shutil.copyfile(tiny_models.f32, copy)
    session = make_session(tmp_path / "sessions")
    report = run_comparison(plan_comparison(session, [tiny_models.f32, copy], params=FAST_PARAMS), options_for)
    ref, other = report.models
    assert other.kld.mean == 0.0 and other.kld.p99 == 0.0 and other.kld.max == 0.0
    assert other.kld.top1 == 1.0
    assert [s.raw for s in other.steps] == [s.raw for s in ref.steps]  # same prompt, sampling and seed
    assert other.exact_matches == 2 and other.similarity == 1.0


def test_the_same_path_twice_is_labelled_apart(tiny_models, small_session) -> None:
    plan = plan_comparison(small_session, [tiny_models.q8_0, tiny_models.q8_0], steps=[1])
    assert [m.label for m in plan.models] == ["tiny-Q8_0.gguf", "tiny-Q8_0.gguf #2"]


def test_teacher_forced_logits_match_the_engine(engine) -> None:
    """Every scored row equals what the engine computes for that prefix, and the engine stays usable."""
    prompt = engine.tokenize(engine.render_chat([{"role": "user", "content": "ls -la"}]))
    first = engine.run(prompt, FAST_PARAMS)
    rows = np.concatenate(list(teacher_forced_logits(engine, prompt, first.tokens, chunk=7)))
    assert rows.shape == (len(first.tokens) + 1, engine.n_vocab)
    for j in (0, 1, 8, len(first.tokens)):
        expect = engine.eval_logits(prompt + first.tokens[:j])
        np.testing.assert_allclose(rows[j], expect, atol=2e-3)
        assert rows[j].argmax() == expect.argmax()
    again = engine.run(prompt, FAST_PARAMS)
    assert again.tokens == first.tokens


def test_plan_refuses_bad_input(tiny_models, small_session, tmp_path: Path) -> None:
    with pytest.raises(CompareError, match="at least two"):
        plan_comparison(small_session, [tiny_models.f32])
    with pytest.raises(InvalidModelFileError):
        plan_comparison(small_session, [tiny_models.f32, tmp_path / "missing.gguf"])
    with pytest.raises(CompareError, match="no step 9"):
        plan_comparison(small_session, [tiny_models.f32, tiny_models.q8_0], steps=[9])
    with pytest.raises(CompareError, match="no steps chosen"):
        plan_comparison(small_session, [tiny_models.f32, tiny_models.q8_0], steps=[])
    empty = make_session(tmp_path / "empty", steps=0)
    with pytest.raises(CompareError, match="no steps"):
        plan_comparison(empty, [tiny_models.f32, tiny_models.q8_0])


def test_parse_steps() -> None:
    from playground.compare import parse_steps

    assert parse_steps("all", [1, 2, 3, 4]) == [1, 2, 3, 4]
    assert parse_steps("2", [1, 2, 3]) == [2]
    assert parse_steps("1-2, 4", [1, 2, 3, 4]) == [1, 2, 4]
    for bad, msg in (("0", "no step 0"), ("3-2", "start is after"), ("x", "bad step range"),
                     ("1-999999999", "no step 5")):
        with pytest.raises(CompareError, match=msg):
            parse_steps(bad, [1, 2, 3, 4])


@in_child
def test_cancel_stops_and_frees_every_model(tiny_models, small_session) -> None:
    cancel = threading.Event()
    engines: list[Engine] = []

    def loader(path, options, progress=None):  # type: ignore[no-untyped-def]
        engines.append(Engine.load(path, options, progress=progress))
        return engines[-1]

    def on_event(ev: object) -> None:
        if isinstance(ev, StepEvent) and isinstance(ev.event, TokenEvent) and ev.model == 1:
            cancel.set()  # the user presses Esc while the second model generates

    plan = plan_comparison(small_session, [tiny_models.f32, tiny_models.q8_0], params=FAST_PARAMS)
    with pytest.raises(OperationCancelled):
        run_comparison(plan, options_for, on_event=on_event, cancel=cancel, loader=loader)
    assert len(engines) == 2 and all(e.closed for e in engines)


@in_child
def test_a_failing_model_is_reported_and_the_rest_goes_on(tiny_models, small_session) -> None:
    def loader(path, options, progress=None):  # type: ignore[no-untyped-def]
        if Path(path) == tiny_models.q4_k_m:
            raise ModelLoadError("llama.cpp could not load tiny-Q4_K_M.gguf: out of memory")
        return Engine.load(path, options, progress=progress)

    events: list[object] = []
    plan = plan_comparison(small_session, [tiny_models.f32, tiny_models.q4_k_m, tiny_models.q2_k],
                           steps=[1], params=FAST_PARAMS)
    report = run_comparison(plan, options_for, on_event=events.append, loader=loader)
    failed = next(m for m in report.models if m.quant == "Q4_K_M")
    assert "out of memory" in failed.error and failed.steps == []
    assert next(m for m in report.models if m.quant == "Q2_K").kld.positions > 0
    assert sum(isinstance(e, ModelDone) for e in events) == 3
    assert sum(isinstance(e, StepDone) for e in events) == 2


def test_a_failing_reference_stops_the_comparison(tiny_models, small_session) -> None:
    def loader(path, options, progress=None):  # type: ignore[no-untyped-def]
        raise ModelLoadError("no memory")

    plan = plan_comparison(small_session, [tiny_models.f32, tiny_models.q8_0], steps=[1], params=FAST_PARAMS)
    with pytest.raises(CompareError, match="reference tiny-F32.gguf failed: no memory"):
        run_comparison(plan, options_for, loader=loader)


def test_bits_per_weight_from_the_header(tiny_models) -> None:
    info = inspect_model_file(tiny_models.q8_0)
    n_el = sum(t.n_elements for t in info.header.tensors)
    assert bits_per_weight(info) == pytest.approx(8 * info.tensor_bytes / n_el)
