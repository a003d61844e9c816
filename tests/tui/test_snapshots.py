"""What the screens look like at 80x24 and 120x40 (animations off, fixed telemetry, fixed data).

Update the baselines after an intended change (or a Textual bump) with
``pytest tests/tui/test_snapshots.py --snapshot-update`` and review the SVGs. The README's pictures
are copies of some of these (``python -m tests.tui.screenshots`` refreshes them).
"""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from playground.fit.gpu import GpuSampler
from playground.runtime.streaming import StepDelta
from playground.settings import Settings
from playground.tui.app import PlaygroundApp
from playground.tui.messages import StepProgress
from playground.world.paths import example_paths
from playground.world.session import Step
from playground.world.store import append_step, create_session, load_session, new_session
from tests.tui.conftest import FakeGpuProbe, FixedSystemSampler, _NoGpu, wait_for

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]

TERMINAL_STATE = "user@box:~$ ls\nnotes.txt  src\nuser@box:~$"
WRITE = '[\n  {\n    "keystrokes": "echo \'buy bread\' > notes.txt\\n",\n    "duration": 0.5\n  }\n]'
ACTION = '[\n  {\n    "keystrokes": "cat notes.txt\\n",\n    "duration": 0.5\n  }\n]'
WRITTEN = "user@box:~$ echo 'buy bread' > notes.txt\nuser@box:~$"
# what a model that lost track of step 1 predicts: the file holds other text (a real detector finding)
OBSERVATION = "user@box:~$ cat notes.txt\nbuy milk\n  - two litres\nuser@box:~$"


@pytest.fixture
def snap_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    # The sessions directory is shown on screen, so it must not vary between runs: a relative
    # path inside this test's own directory (no fixed path that other runs or users share).
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", "models")
    monkeypatch.setenv("HF_HOME", "hf")
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)

    def factory(gpu: object | None = None, **kwargs: object) -> PlaygroundApp:
        sampler = FixedSystemSampler(gpu_sampler=GpuSampler(gpu or _NoGpu(), pid=1))
        return PlaygroundApp(settings=Settings(), settings_path=tmp_path / "config.toml",
                             sessions_dir=Path("sessions"), telemetry_sampler=sampler,
                             gpu_probe=gpu or _NoGpu(), **kwargs)  # type: ignore[arg-type]

    return factory


async def _settle(pilot) -> None:  # type: ignore[no-untyped-def]
    await wait_for(pilot, lambda: pilot.app.telemetry is not None)
    await _focus_settled(pilot)


async def _focus_settled(pilot) -> None:  # type: ignore[no-untyped-def]
    """Wait for the screen's first focus: a snapshot must not race it."""
    await wait_for(pilot, lambda: pilot.app.focused is not None)
    _still_cursors(pilot)
    await pilot.pause()


def _still_cursors(pilot) -> None:  # type: ignore[no-untyped-def]
    """A blinking cursor (the action editor, inputs) is on or off depending on timing: keep it on."""
    for widget in pilot.app.screen.query("*"):
        if getattr(widget, "cursor_blink", False):
            widget.cursor_blink = False


def _example(name: str) -> Path:
    return next(p for p in example_paths() if p.name == name)


def _session_with_a_warning(directory: Path):  # type: ignore[no-untyped-def]
    """A terminal session of two recorded steps (fixed figures); the second contradicts the first, and
    its warning is what the decoherence detectors find in it, not a hand-written one."""
    from playground.decoherence import step_tools
    from playground.world.simulate import prepare_action
    from playground.world.warning_records import run_checkers

    made = create_session(directory, "terminal", name="shopping-list", initial_state=TERMINAL_STATE)
    # a fixed creation time (the sessions browser shows it): the same file in every run
    made.path.unlink()
    session = new_session(made.path, replace(made.header, id="5e55105e55105e55", created="2026-01-01T00:00:00+00:00"))
    timings = {"prompt_tokens": 1520, "prompt_tokens_evaluated": 120, "prompt_tokens_reused": 1400,
               "prompt_eval_s": 0.05, "time_to_first_token_s": 0.06, "generated_tokens": 96,
               "reasoning_tokens": 40, "generation_s": 1.0, "context_used": 1616, "n_ctx": 32768}
    checkers = step_tools().checkers
    for index, (action, observation, reasoning) in enumerate([
            (WRITE, WRITTEN, "The agent writes the shopping list to notes.txt."),
            (ACTION, OBSERVATION, "notes.txt holds the shopping list written earlier.")], start=1):
        step = Step(index=index, action=action, message=prepare_action(session, action).message,
                    raw=f"<think>{reasoning}</think>\n**Environment Observation:**\n{observation}",
                    reasoning=reasoning, observation=observation, timings=timings, finish_reason="stop",
                    created=f"2026-01-01T00:00:0{index}+00:00")
        step.warnings = run_checkers(checkers, session, step)
        append_step(session, step)
    loaded = load_session(session.path)
    assert not loaded.steps[0].warnings and loaded.steps[1].warnings, "the detectors no longer see it"
    return loaded


def _tiny_model_here(tiny_model: Path) -> Path:
    """The tiny model in the test's models folder: a path shown on screen that is the same in every run."""
    models = Path("models")
    models.mkdir(exist_ok=True)
    target = models / "tiny-F32.gguf"
    if not target.exists():
        shutil.copy(tiny_model, target)
    return target


async def _model_loaded(pilot) -> None:  # type: ignore[no-untyped-def]
    """The model is loaded and its "loaded in x s" toast (a time that varies) is gone."""
    await wait_for(pilot, lambda: pilot.app.engine is not None, timeout=60)
    await pilot.pause()
    pilot.app.clear_notifications()
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_play_empty(snap_compare, snap_app, size) -> None:
    assert snap_compare(snap_app(), terminal_size=size, run_before=_settle)


# The play pictures show what a user meets: a loaded model (the tiny one) and the GPU meter of the
# card it sits on (a 24 GB card, its desktop using a little; the tiny model itself needs none).
class DesktopGpu(FakeGpuProbe):
    """A 24 GB card running the desktop only: 1 GiB used, idle and cool."""

    def __init__(self) -> None:
        super().__init__(used=1 * 2**30, process=None)

    def utilization(self, index: int) -> float:
        return 3.0

    def temperature(self, index: int) -> float:
        return 41.0


@pytest.mark.parametrize("size", SIZES)
def test_play_finished_with_a_warning(snap_compare, snap_app, tiny_model, size) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await _model_loaded(pilot)
        pilot.app.screen.open_session(_session_with_a_warning(Path("sessions")))
        await pilot.pause()

    app = snap_app(DesktopGpu(), model_path=_tiny_model_here(tiny_model))
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_play_streaming(snap_compare, snap_app, tiny_model, size) -> None:
    """Mid-step: what the step worker's messages put on screen (the same handlers a real step feeds)."""
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await _model_loaded(pilot)
        screen = pilot.app.screen
        session = _session_with_a_warning(Path("sessions"))
        screen.open_session(session)
        screen._stepping = True
        state, title = screen._state_before(session, None)
        screen._show_panels(state, title, ACTION, "step 3 · action", "", "step 3 · predicting …")
        screen.query_one("#warnings").show([])
        reasoning = screen.query_one("#reasoning")
        reasoning.set_text("")
        reasoning.collapsed = False
        screen.on_step_progress(StepProgress(StepDelta(
            phase="output", reasoning="The agent prints notes.txt. It was written in step 1 with the list, so ",
            output="user@box:~$ cat notes.txt\nbuy ", tokens=57, reasoning_tokens=41, tok_s=48.5)))
        await pilot.pause()

    app = snap_app(DesktopGpu(), model_path=_tiny_model_here(tiny_model))
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_first_run(snap_compare, snap_app, size) -> None:
    """No model, and the Hub unreachable (a closed loopback port)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        endpoint = f"http://127.0.0.1:{s.getsockname()[1]}"

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await wait_for(pilot, lambda: pilot.app.telemetry is not None)  # nothing takes focus here
        await wait_for(pilot, lambda: getattr(pilot.app.screen, "checked", False), timeout=30)
        await pilot.pause()

    assert snap_compare(snap_app(welcome=True, hub_endpoint=endpoint), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_sessions(snap_compare, snap_app, size) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        _session_with_a_warning(Path("sessions"))
        await pilot.press("f4")
        await wait_for(pilot, lambda: bool(getattr(pilot.app.screen, "summaries", None)))
        await _focus_settled(pilot)

    assert snap_compare(snap_app(), terminal_size=size, run_before=run_before)


def test_replay(snap_compare, snap_app) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        from playground.tui.screens.replay import ReplayScreen

        await _settle(pilot)
        pilot.app.push_screen(ReplayScreen(load_session(_example("web-example.jsonl"))))
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()

    assert snap_compare(snap_app(), terminal_size=(100, 32), run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_help(snap_compare, snap_app, size) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await pilot.press("f1")
        await pilot.pause()

    assert snap_compare(snap_app(), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_settings(snap_compare, snap_app, size) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        from textual.widgets import Input

        await _settle(pilot)
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: bool(pilot.app.screen.query(Input)))
        _still_cursors(pilot)
        await pilot.pause()

    assert snap_compare(snap_app(), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_models(snap_compare, snap_app, tiny_models, size) -> None:
    app = snap_app(FakeGpuProbe(used=2 * 2**30))
    models = Path("models")  # relative to the test's directory, like the sessions
    models.mkdir()
    shutil.copy(tiny_models.f32, models / "tiny-F32.gguf")
    shutil.copy(tiny_models.q4_k_m, models / "tiny-Q4_K_M.gguf")
    app.settings.catalog_repo = ""  # local files only: the screen must not depend on a network

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await pilot.press("f3")
        await wait_for(pilot, lambda: bool(getattr(pilot.app.screen, "rows", None))
                       and pilot.app.screen.rows[0].plan is not None)
        await _focus_settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_compare(snap_compare, snap_app, size) -> None:
    from playground.compare import save_report
    from playground.compare.report import default_report_path
    from tests.compare.conftest import make_session
    from tests.compare.test_tui_compare import _fixed_report

    session = make_session(Path("sessions"))
    save_report(_fixed_report(session.path), default_report_path(session.path))

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await pilot.press("f5")
        screen = pilot.app.screen
        select = screen.query_one("#compare-session")
        listed = str(Path("sessions") / session.path.name)  # as the screen lists it: relative
        await wait_for(pilot, lambda: listed in [v for _, v in select._options])
        select.value = listed
        await wait_for(pilot, lambda: screen.report is not None and len(screen._columns()) == 3)
        await _focus_settled(pilot)

    assert snap_compare(snap_app(), terminal_size=size, run_before=run_before)
