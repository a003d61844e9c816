"""Token surprise: the statistics, the detector, and the real tiny model's log-probabilities."""

from __future__ import annotations

from playground.decoherence import load_thresholds, step_tools

import math
from pathlib import Path

import numpy as np
import pytest

from playground.decoherence import Thresholds
from playground.decoherence.signals import SignalRecorder, check_surprise, surprise_stats
from playground.llama.events import Finished, TokenEvent
from playground.llama.sampling import GenerationParams
from playground.world.session import Step
from playground.world.simulate import run_step
from playground.world.store import create_session, load_session
from tests.decoherence.evalset import S
from tests.decoherence.helpers import session


def test_stats_cover_only_the_observation() -> None:
    # output channel: marker, newline, then the observation "ab cd" in three tokens
    texts = ["**Environment Observation:**", "\n", "ab", " c", "d"]
    lps = [-9.0, -0.5, -0.1, -3.0, -0.2]
    s = surprise_stats(texts, lps, "ab cd", window=2)
    assert s is not None
    assert s["tokens"] == 3 and s["mean_nll"] == pytest.approx((0.1 + 3.0 + 0.2) / 3, abs=1e-4)
    assert s["peak_nll"] == 3.0 and s["peak_text"] == " c" and s["peak_at"] == 2
    assert s["span_nll"] == pytest.approx(1.6) and s["span_text"] == " cd" and s["span_at"] == 2
    forced = surprise_stats(texts, [-9.0, -0.5, None, -3.0, -0.2], "ab cd", window=8)
    assert forced is not None and forced["tokens"] == 2  # forced tokens carry no probability
    assert surprise_stats(texts, lps, "not there") is None


def test_detector_thresholds() -> None:
    stats = {"tokens": 20, "mean_nll": 1.0, "peak_nll": 8.0, "peak_text": "x", "peak_at": 3, "span_nll": 5.5,
             "span_text": "n_9f2c", "span_at": 1, "window": 8}
    st = Step(index=1, action="a", message="m", raw="r", observation="o", signals={"surprise": stats})
    s = session("custom", None, [])
    ws = check_surprise(s, st, Thresholds())
    assert [w.kind for w in ws] == ["signal.surprise"] and "n_9f2c" in ws[0].message
    assert check_surprise(s, st, Thresholds(surprise_span_nll=6.0)) == []
    assert [w.kind for w in check_surprise(s, st, Thresholds(surprise_span_nll=6.0, surprise_mean_nll=0.9))] \
        == ["signal.surprise"]
    assert check_surprise(s, st, Thresholds(surprise_min_tokens=50)) == []
    st.signals = {"surprise": {"tokens": "bad"}}
    assert check_surprise(s, st, Thresholds()) == []


def test_recorder_requests_log_probabilities_only_when_on() -> None:
    assert SignalRecorder(Thresholds()).params(GenerationParams()).logprobs == "output"  # answer tokens only
    assert SignalRecorder(Thresholds(surprise=False)).params(GenerationParams()).logprobs is False
    assert SignalRecorder(Thresholds(disable=("signal",))).params(GenerationParams()).logprobs is False
    rec = SignalRecorder(Thresholds())
    rec.feed(TokenEvent("reasoning", 1, "think", -1.0))
    rec.feed(TokenEvent("output", 2, "ok", -0.25))
    assert rec.texts == ["ok"] and rec.logprobs == [-0.25]


def _log_softmax(logits: np.ndarray) -> np.ndarray:
    m = logits.max()
    return logits - m - math.log(float(np.exp(logits - m).sum()))


def test_engine_log_probabilities_match_the_logits(engine) -> None:  # noqa: ANN001
    """What surprise is built on: each token's log-probability under the raw distribution."""
    prompt = engine.tokenize(engine.render_chat([{"role": "user", "content": "ls"}], enable_thinking=False))
    result = None
    for ev in engine.generate(prompt, GenerationParams(seed=5, max_tokens=6, ignore_eos=True, logprobs=True)):
        if isinstance(ev, Finished):
            result = ev.result
    assert result is not None and result.logprobs is not None and len(result.logprobs) == len(result.tokens) == 6
    for i in (0, 3, 5):
        lp = _log_softmax(engine.eval_logits(prompt + result.tokens[:i]))[result.tokens[i]]
        assert result.logprobs[i] == pytest.approx(float(lp), abs=1e-3)


@pytest.mark.slow
def test_steps_with_the_tiny_model_carry_surprise(engine, tmp_path: Path, isolated_settings: Path) -> None:  # noqa: ANN001
    s = create_session(tmp_path, "custom", system_prompt="You simulate a toy world.")
    params = GenerationParams(seed=9, max_tokens=48)
    step = [o for o in run_step(engine, s, "look around", params, enable_thinking=False,
                                tools=step_tools(load_thresholds().thresholds))][-1]
    assert isinstance(step, Step)
    sur = step.signals["surprise"]  # type: ignore[index]
    assert sur["tokens"] >= 1 and 0 <= sur["mean_nll"] <= sur["peak_nll"] and sur["span_nll"] <= sur["peak_nll"]
    assert step.params["logprobs"] is False  # the user's parameters are recorded as given
    assert load_session(s.path).steps[0].signals == step.signals  # type: ignore[arg-type]
    # a random-weight model surprises itself: with a low limit that is a warning, with a high one not
    tight = Thresholds(surprise_mean_nll=0.01)
    assert [w.kind for w in check_surprise(s, step, tight)] == ["signal.surprise"]
    assert check_surprise(s, step, Thresholds(surprise_mean_nll=99, surprise_span_nll=99)) == []
    # switched off in the settings file: no log-probabilities asked for, nothing stored
    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    isolated_settings.write_text("[decoherence]\nsurprise = false\n")
    step2 = [o for o in run_step(engine, s, "look again", params, enable_thinking=False,
                                 tools=step_tools(load_thresholds().thresholds))][-1]
    assert isinstance(step2, Step) and step2.signals is None


def test_surprise_warning_in_a_checked_session() -> None:
    hot = {"surprise": {"tokens": 12, "mean_nll": 3.1, "peak_nll": 9.0, "peak_text": "q", "peak_at": 0,
                        "span_nll": 6.0, "span_text": "qqq", "span_at": 0, "window": 8}}
    s = session("custom", None, [S("look", "a room", signals=hot), S("look", "a room")])
    from tests.decoherence.helpers import kinds

    assert kinds(s) == {1: ["signal.surprise"]}
