"""Pilot tests: the play screen driven with the real tiny model."""

from __future__ import annotations

from pathlib import Path

from playground.settings import Settings
from playground.tui.screens.play import PlayScreen
from playground.tui.widgets.stepview import ReasoningPanel
from playground.tui.widgets.timeline import Timeline
from playground.world.store import load_session
from tests.tui.conftest import notifications, press, wait_for


def fast_settings(**kw: object) -> Settings:
    s = Settings(seed=1, max_tokens=48, reasoning_budget=16, n_ctx=4096)
    for k, v in kw.items():
        setattr(s, k, v)
    return s


async def step_once(pilot, screen: PlayScreen, steps_after: int) -> None:  # type: ignore[no-untyped-def]
    """Press ctrl+s and wait until the step is recorded (the session then has ``steps_after``)."""
    await press(pilot, "ctrl+s")
    await wait_for(pilot, lambda: screen.session is not None and len(screen.session.steps) == steps_after
                   and not screen._stepping, timeout=60)  # a shared, busy machine can be slow
    await pilot.pause()  # what the done handler started (meters refresh)


async def test_starts_without_model(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert "no model loaded" in str(app.screen.query_one("#status").render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert any("no model is loaded" in n.message for n in app._notifications)
        assert app.screen.session is None  # nothing was created


async def test_step_end_to_end_with_real_model(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await step_once(pilot, screen, 1)
        session = load_session(screen.session.path)
        assert len(session.steps) == 1
        step = session.steps[0]
        assert step.raw and step.timings["generated_tokens"] > 0
        assert step.model is not None and step.model.quant == "F32"
        # which system prompt the session used is recorded (nothing pulled: the built-in one)
        assert session.header.prompt is not None and session.header.prompt["name"] == "built-in:terminal"
        # the UI shows the recorded step and the meters got the throughput
        assert screen.query_one("#timeline", Timeline).step_indexes == [1]
        assert app.throughput.last is not None and app.throughput.last.generated_tokens > 0
        assert "tok/s" in str(screen.query_one("#meter-tps").render())
        # a second step reuses the first one's checkpoint
        await step_once(pilot, screen, 2)
        t2 = load_session(screen.session.path).steps[1].timings
        assert t2["prompt_tokens_reused"] > 0
        assert t2["prompt_tokens_evaluated"] < t2["prompt_tokens"] / 2


async def test_invalid_action_is_refused_before_running(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        app.screen.query_one("#action").load_text('[{"keystrokes": ')
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert any(n.title == "step not started" for n in app._notifications)
        assert app.screen.session is None and not app.busy


def session_files(app) -> list[Path]:  # type: ignore[no-untyped-def]
    return sorted(app.sessions_dir.glob("*.jsonl")) if app.sessions_dir.exists() else []


async def test_cancel_saves_nothing(make_app, tiny_model: Path) -> None:
    """A cancelled first step leaves no session file (it used to leave a header-only, 0-step one)
    and the action the user typed stays in the editor."""
    # ignore_eos: the tiny model's answer cannot end before the escape arrives
    app = make_app(settings=fast_settings(max_tokens=5000, reasoning_budget=0), model_path=tiny_model,
                   generation_overrides={"ignore_eos": True})
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        typed = '[{"keystrokes": "cat notes.txt\\n", "duration": 0.5}]'
        screen.query_one("#action").load_text(typed)
        # Both keys are queued at once, as a user typing them: escape is handled right after ctrl+s,
        # while the 1.5k-token prompt is still being evaluated. (pilot.press would wait for the
        # app to go idle between keys, i.e. for the step to end.)
        app.simulate_key("ctrl+s")
        app.simulate_key("escape")
        # waits for the outcome, not for _stepping to flip twice: the cancelled step can start
        # and end between two polls
        await wait_for(pilot, lambda: not screen._stepping
                       and any("nothing was saved" in n.message for n in app._notifications))
        assert screen.session is None and session_files(app) == []
        assert screen.query_one("#action").text == typed
        assert app._exception is None
        assert app.busy == ""


async def test_cancel_during_a_later_step_keeps_the_typed_action(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await step_once(pilot, screen, 1)
        app.settings.max_tokens, app.settings.reasoning_budget = 5000, 0
        app.generation_overrides["ignore_eos"] = True  # the answer cannot end before the escape arrives
        typed = '[{"keystrokes": "echo second\\n", "duration": 0.5}]'
        screen.query_one("#action").load_text(typed)
        before = len(app._notifications)
        app.simulate_key("ctrl+s")
        app.simulate_key("escape")
        await wait_for(pilot, lambda: not screen._stepping and len(app._notifications) > before
                       and any("nothing was saved" in n.message for n in list(app._notifications)[before:]))
        assert screen.query_one("#action").text == typed  # was reset to the template
        assert len(load_session(screen.session.path).steps) == 1


async def test_prompt_too_long_says_the_context_needed_and_leaves_no_file(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(n_ctx=256), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await press(pilot, "ctrl+s")
        await wait_for(pilot, lambda: not screen._stepping
                       and any(n.title in ("step failed", "step not started") for n in app._notifications))
        note = next(n for n in await notifications(pilot) if n.title in ("step failed", "step not started"))
        assert "needs a context of at least" in note.message and "ctrl+l" in note.message
        assert session_files(app) == [] and screen.session is None


async def test_quitting_mid_step_leaves_no_empty_session(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(max_tokens=100_000, reasoning_budget=0), model_path=tiny_model,
                   generation_overrides={"ignore_eos": True})
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        app.simulate_key("ctrl+s")
        await wait_for(pilot, lambda: screen._stepping and screen.query_one("#reasoning", ReasoningPanel).text)
        assert session_files(app) == []  # a new session's file appears only with its first saved step
    assert session_files(app) == []


async def test_fork_from_selected_step(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        for n in (1, 2):
            await step_once(pilot, screen, n)
        original = screen.session.path
        timeline = screen.query_one("#timeline", Timeline)
        assert timeline.step_indexes == [1, 2] and timeline.highlighted == 1
        timeline.highlighted = 0
        await pilot.pause()
        assert screen.selected == 1
        await press(pilot, "ctrl+f")
        await wait_for(pilot, lambda: screen.session.path != original)
        fork = load_session(screen.session.path)
        assert len(fork.steps) == 1 and fork.header.parent.step == 1
        assert len(load_session(original).steps) == 2  # the parent is untouched


async def test_rerun_selected_step(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await step_once(pilot, screen, 1)
        first = screen.session
        app.settings.seed = 2
        await press(pilot, "ctrl+r")
        await wait_for(pilot, lambda: screen.session is not first and len(screen.session.steps) == 1
                       and not screen._stepping)
        rerun = load_session(screen.session.path)
        assert rerun.header.parent.step == 0
        assert rerun.steps[0].action == first.steps[0].action
        assert rerun.steps[0].seed == 2


async def test_keymap_remap_from_settings(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(keymap={"play.step": "ctrl+j"}), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await press(pilot, "ctrl+j")
        await wait_for(pilot, lambda: screen.session is not None and len(screen.session.steps) == 1
                       and not screen._stepping)


async def test_domain_switch_resets_template(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#domain").value = "mcp"
        await pilot.pause()
        from playground.world.domains import get_domain

        assert screen.query_one("#action").text == get_domain("mcp").action_template
        assert screen.domain_id == "mcp"


async def test_thinking_off_renders_a_closed_think_block(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(thinking=False), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await step_once(pilot, screen, 1)
        step = load_session(screen.session.path).steps[0]
        assert not step.raw.startswith("<think>")  # the model was asked to answer directly


async def test_resample_selected_step(make_app, tiny_model: Path) -> None:
    settings = fast_settings()
    settings.extra["decoherence"] = {"no_such_threshold": 1}  # a bad setting: told once per action

    def told() -> int:
        return sum("no_such_threshold" in m for m in messages)

    app = make_app(settings=settings, model_path=tiny_model)
    # every notification, also those that timed out and left the screen (on a slow machine the
    # first one can expire before the resample ends)
    messages: list[str] = []
    notify = app.notify

    def recording_notify(message: str, *args: object, **kwargs: object) -> None:
        messages.append(message)
        notify(message, *args, **kwargs)  # type: ignore[arg-type]

    app.notify = recording_notify  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await step_once(pilot, screen, 1)
        before = screen.session.path.read_bytes()
        told_before = told()
        await pilot.press("f8")
        await wait_for(pilot, lambda: any(n.title == "self-consistency" for n in app._notifications), timeout=60)
        assert not screen._stepping and app.busy == ""
        note = next(n for n in app._notifications if n.title == "self-consistency")
        assert "resamples" in note.message and "agreement" in note.message
        assert screen.session.path.read_bytes() == before  # the check never writes the session
        assert told() == told_before + 1


async def test_killed_model_process_is_reported_and_app_survives(make_app, tiny_model: Path) -> None:
    import os
    import signal

    app = make_app(settings=fast_settings(max_tokens=100_000, reasoning_budget=0), model_path=tiny_model,
                   generation_overrides={"ignore_eos": True})
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        app.simulate_key("ctrl+s")
        await wait_for(pilot, lambda: screen._stepping)
        await wait_for(pilot, lambda: "tok/s" in str(screen.query_one("#status").render()))
        os.kill(app.engine.pid, signal.SIGKILL)
        await wait_for(pilot, lambda: not screen._stepping)
        failed = [n for n in await notifications(pilot) if n.title == "step failed"]
        assert failed and "model process died" in failed[0].message and "SIGKILL" in failed[0].message
        assert session_files(app) == []  # nothing half-saved, not even a header-only file
        assert app.busy == "" and app.engine is None and "died" in app.model_label
        # the app still works: load the model again and step
        app.load_model(tiny_model)
        await wait_for(pilot, lambda: app.engine is not None)
        app.generation_overrides.clear()
        app.settings.max_tokens = 32
        await press(pilot, "ctrl+s")
        await wait_for(pilot, lambda: screen.session is not None and not screen._stepping
                       and len(load_session(screen.session.path).steps) == 1)


async def test_closing_the_app_stops_the_model_process_and_threads(make_app, tiny_model: Path) -> None:
    """Quitting while a model loads (or after) leaves no model process and no thread running our code."""
    import multiprocessing
    import sys
    import time
    import traceback

    import playground

    package_dir = str(Path(playground.__file__).parent)

    def busy_threads() -> list[str]:
        return [str(tid) for tid, frame in sys._current_frames().items()
                if any(f.filename.startswith(package_dir) for f in traceback.extract_stack(frame))]

    for wait_loaded in (False, True):
        app = make_app(settings=fast_settings())
        async with app.run_test(size=(100, 30)) as pilot:
            # started here rather than at mount: on a slow machine the load could finish before
            # run_test hands over, and this case must quit while it is in flight
            assert app.load_model(tiny_model)
            if wait_loaded:
                await wait_for(pilot, lambda app=app: app.engine is not None)
            else:  # quit at once: the model process is still starting (importing llama.cpp, loading)
                assert app.busy == "model load"
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and (multiprocessing.active_children() or busy_threads()):
            time.sleep(0.05)
        assert multiprocessing.active_children() == [], wait_loaded
        assert busy_threads() == [], wait_loaded


async def test_model_process_and_sampler_stop_when_shutdown_skips_unmount(make_app, tiny_model: Path) -> None:
    """Textual can abort its shutdown before the app's Unmount (a widget prune cancelled midway;
    seen with the old ListView timeline). The sampler thread runs in the event loop's executor,
    which the loop's close waits for: it must notice the app stopped and do what on_unmount does."""
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        engine = app.engine
        sampler_workers = [w for w in app.workers if w.group == "telemetry"]
        assert sampler_workers and not sampler_workers[0].is_finished
        app._running = False  # what an aborted App._shutdown leaves behind
        try:
            await wait_for(pilot, lambda: engine.closed and all(w.is_finished for w in sampler_workers))
            assert app._quitting.is_set() and not engine._process.is_alive()
        finally:
            app._running = True  # let run_test shut the app down as usual
