"""Pilot tests: the play screen's consistency judge (the judge-consistency preview rule).

The judge is the `judge` setting's endpoint (a loopback server answering canned JSON, as
tests/decoherence/test_judge_consistency.py uses it), or the loaded world model itself when no judge
is set (the real tiny model: it answers gibberish, which is dropped and counted). Results are
information in the warnings panel with the drop counts; the session file is never changed.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

from playground.decoherence import judged
from playground.decoherence.judged import KIND
from playground.settings import Settings
from playground.tui import actions
from playground.tui.screens.play import PlayScreen
from playground.tui.screens.play_panels import JUDGE_KIND
from playground.tui.widgets.stepview import WarningsPanel
from playground.world.store import load_session
from tests.decoherence.test_judge_consistency import (
    CASES,
    MODEL,
    CannedJudge,
    drifted_build,
    install_standin_prompts,
    write_session,
)
from tests.tui.conftest import notifications, press, wait_for

FREE = next(c for c in CASES["positives"] if c["name"] == "free-total-memory-doubles")


@pytest.fixture
def canned() -> Iterator[CannedJudge]:
    judge = CannedJudge()
    judge.loopback.start()
    try:
        yield judge
    finally:
        judge.loopback.stop()


def shown(screen: PlayScreen) -> list[Any]:
    return screen.query_one("#warnings", WarningsPanel).warnings


def test_the_key_is_in_the_one_registry() -> None:
    spec = actions.BY_ID["play.judge"]
    assert (spec.key, spec.action) == ("alt+j", "judge_consistency")
    assert spec in actions.palette_specs("play")  # the palette and the help screen list it
    assert not actions.keymap_clashes({})


async def test_the_judge_key_shows_a_proven_contradiction_as_information(
        make_app, tmp_path: Path, canned: CannedJudge, monkeypatch: pytest.MonkeyPatch) -> None:
    install_standin_prompts(monkeypatch)
    canned.answer = FREE["judge"]
    settings = Settings(seed=1, judge="@canned", endpoints={"canned": {"url": canned.url, "model": MODEL}})
    app = make_app(settings=settings)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        path = Path(write_session(app.sessions_dir, FREE, "free.jsonl"))
        before = path.read_bytes()
        screen.open_session(load_session(path))
        await pilot.pause()
        assert shown(screen) == []  # the rules found nothing here
        await press(pilot, "alt+j")  # from the editor, where the focus is
        await wait_for(pilot, lambda: any(w.kind == JUDGE_KIND for w in shown(screen)))
        kinds = {w.kind: w for w in shown(screen)}
        assert kinds[KIND].severity == "info" and kinds[KIND].step == 2
        assert kinds[KIND].evidence["earlier_step"] == 1 and kinds[KIND].evidence["judge"] == MODEL
        assert "1 judge call, 1 accepted, 0 dropped" in kinds[JUDGE_KIND].message
        assert any(n.title == "consistency judge (preview)" for n in await notifications(pilot))
        assert path.read_bytes() == before  # information only: the session file is not changed
        # the result stays with its step: shown again when the step is selected again
        screen.select_step(1)
        await pilot.pause()
        assert shown(screen) == []
        screen.select_step(2)
        await pilot.pause()
        assert KIND in {w.kind for w in shown(screen)}
        # a made-up quote is dropped and counted, and replaces the earlier result for the step
        canned.answer = FREE["judge"].replace("7962", "8192")
        await press(pilot, "alt+j")
        await wait_for(pilot, lambda: any("quote not found 1" in w.message for w in shown(screen)))
        assert KIND not in {w.kind for w in shown(screen)} and len(canned.requests) == 2
        assert not app.busy


async def test_the_judge_says_why_it_is_not_asked(make_app, canned: CannedJudge,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(seed=1, judge="@canned", endpoints={"canned": {"url": canned.url, "model": MODEL}})
    app = make_app(settings=settings)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        path = Path(write_session(app.sessions_dir, FREE, "free.jsonl"))
        screen.open_session(load_session(path))
        await pilot.pause()
        await press(pilot, "alt+j")  # nothing pulled: one line saying how to get the official prompt
        await wait_for(pilot, lambda: not screen.judge.running)
        errors = [n for n in await notifications(pilot) if n.severity == "error"]
        assert errors and "agentworld-play prompts pull" in errors[-1].message
        install_standin_prompts(monkeypatch)
        screen.select_step(1)  # step 1 shows nothing earlier steps established
        await pilot.pause()
        await press(pilot, "alt+j")
        await wait_for(pilot, lambda: not screen.judge.running)
        assert any("nothing to ask the judge" in n.message for n in await notifications(pilot))
        P = FREE["state"]
        loud = Path(write_session(app.sessions_dir, {**FREE, "turns": drifted_build(P)}, "loud.jsonl"))
        from playground.decoherence import check_session

        session = load_session(loud)
        for step in session.steps:  # the warnings check gives, as the step runner records them
            step.warnings = check_session(session)[step.index]
        screen.open_session(session)
        await pilot.pause()
        await press(pilot, "alt+j")
        assert any("already found a contradiction at step 2" in n.message for n in await notifications(pilot))
        assert canned.requests == [] and not screen.judge.running


@pytest.mark.slow
async def test_the_world_model_judges_when_no_judge_is_set(make_app, tmp_path: Path, tiny_model: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    install_standin_prompts(monkeypatch)
    settings = Settings(seed=1, max_tokens=48, reasoning_budget=16, n_ctx=8192)
    # and after each step the rules find no contradiction in (the tiny model's gibberish fails only its
    # format checks, which say nothing about consistency)
    settings.extra = {"decoherence": {"judge_consistency": True}}
    app = make_app(settings=settings, model_path=tiny_model)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        path = Path(write_session(app.sessions_dir, FREE, "free.jsonl"))
        screen.open_session(load_session(path))
        await pilot.pause()
        # the judge's first question waits for the test: the tiny model answers within a pause, and the
        # busy mark would be gone before the test could see it
        asked = threading.Event()
        real = judged.chat_judge

        def held(*args: Any, **kwargs: Any) -> Any:
            ask = real(*args, **kwargs)

            def waiting(messages: list[dict[str, str]]) -> str:
                asked.wait(30)
                return ask(messages)

            return waiting

        monkeypatch.setattr(judged, "chat_judge", held)
        await press(pilot, "alt+j")
        assert app.busy == "consistency judge"  # the world model is busy judging: no step meanwhile
        asked.set()
        await wait_for(pilot, lambda: any(w.kind == JUDGE_KIND for w in shown(screen)), timeout=60)
        summary = next(w for w in shown(screen) if w.kind == JUDGE_KIND)
        # the tiny model answers gibberish: dropped and counted, nothing accepted
        assert "1 judge call, 0 accepted, 1 dropped (unparseable 1)" in summary.message
        assert summary.severity == "info" and not app.busy
        # with judge_consistency on, a step is judged as soon as it is recorded
        screen.query_one("#action").load_text('[{"keystrokes": "free -m\\n", "duration": 1}]')
        await press(pilot, "ctrl+s")
        await wait_for(pilot, lambda: len(screen.session.steps) == 3 and not screen._stepping, timeout=60)
        await wait_for(pilot, lambda: "consistency judge, step 3" in str(screen.query_one("#status").render()),
                       timeout=60)
        await wait_for(pilot, lambda: not app.busy)
