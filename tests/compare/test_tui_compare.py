"""The compare screen driven with the real tiny models (Pilot), plus a snapshot."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.compare import load_report, save_report
from playground.compare.cost import MemoryUse
from playground.compare.kld import KldStats
from playground.compare.report import CompareReport, ModelRun, SessionRef, StepRun, default_report_path
from playground.fit.gpu import GpuSampler
from playground.settings import Settings
from playground.world.warning_records import WorldWarning
from tests.compare.conftest import make_session
from tests.tui.conftest import FixedSystemSampler, _NoGpu, notifications, wait_for


@pytest.fixture(autouse=True)
def model_dirs(tiny_models, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The screen lists the tiny models as the user's local models; no Hugging Face cache."""
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tiny_models.dir))
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf-cache"))


def settings(**kw: object) -> Settings:
    s = Settings(seed=1, max_tokens=160, reasoning_budget=100, n_ctx=2048)
    for k, v in kw.items():
        setattr(s, k, v)
    return s


async def open_compare(pilot, app, session_path: Path):  # type: ignore[no-untyped-def]
    await pilot.press("f5")
    screen = app.screen
    await wait_for(pilot, lambda: type(screen).__name__ == "CompareScreen")
    select = screen.query_one("#compare-session")
    await wait_for(pilot, lambda: str(session_path) in [v for _, v in select._options])
    select.value = str(session_path)
    await wait_for(pilot, lambda: screen.session is not None and screen.session.path == session_path)
    models = screen.query_one("#compare-models")
    await wait_for(pilot, lambda: models.option_count >= 4)
    return screen


async def test_compare_step_on_three_quants_end_to_end(make_app, tiny_models) -> None:
    app = make_app(settings=settings(), model_path=tiny_models.q8_0)
    async with app.run_test(size=(110, 34)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        session = make_session(app.sessions_dir)
        screen = await open_compare(pilot, app, session.path)
        # the loaded model is ticked already; tick F32 in the list, add Q2_K by typing its path
        assert [p.name for p in screen.selected_models()] == ["tiny-Q8_0.gguf"]
        screen.query_one("#compare-models").select(str(tiny_models.f32))
        path_input = screen.query_one("#compare-path")
        path_input.focus()
        path_input.value = str(tiny_models.q2_k)
        await pilot.press("enter")
        assert {p.name for p in screen.selected_models()} == {"tiny-Q8_0.gguf", "tiny-F32.gguf", "tiny-Q2_K.gguf"}
        assert screen._step() == 2  # the last step by default

        app.simulate_key("ctrl+s")
        await wait_for(pilot, lambda: screen.running)
        assert app.busy == "comparison" and app.engine is None  # the app's model made room for the quants
        await wait_for(pilot, lambda: not screen.running, timeout=60)

        report = load_report(default_report_path(session.path))
        assert report == screen.report
        assert [m.quant for m in report.models] == ["F32", "Q8_0", "Q2_K"] and report.steps == [2]
        assert report.params["seed"] == 1 and report.params["max_tokens"] == 160
        columns = screen._columns()
        assert [c.border_title for c in columns] == ["tiny-F32.gguf (ref)", "tiny-Q8_0.gguf", "tiny-Q2_K.gguf"]
        # what each column shows is the model's answer; the quants are marked where they differ
        for column, run in zip(columns, report.models):
            shown = str(column.text_widget.render())
            assert (run.steps[0].observation or "(no observation)")[:20].strip() in shown
        assert not columns[0].has_class("-differs") and columns[2].has_class("-differs")
        assert "KLD" in str(columns[1].query_one(".column-meters").render())
        table = screen.query_one("#compare-table")
        assert table.row_count == 3
        assert str(table.get_row_at(0)[0]) == "tiny-F32.gguf (ref)"

        # columns scroll together
        await pilot.pause(0.2)
        first, second = columns[0].scroller, columns[1].scroller
        y = min(first.max_scroll_y, second.max_scroll_y)
        assert y > 0 and first.scroll_y == second.scroll_y == 0
        first.scroll_to(y=y, animate=False, immediate=True)
        await pilot.pause(0.1)
        assert second.scroll_y == y and columns[2].scroller.scroll_y == min(y, columns[2].scroller.max_scroll_y)
        second.scroll_to(y=0, animate=False, immediate=True)
        await pilot.pause(0.1)
        assert first.scroll_y == 0

        # the app's model is back, the engine slot is free
        await wait_for(pilot, lambda: app.engine is not None and not app.busy)
        assert app.engine.info.path == tiny_models.q8_0


class FirstToken:
    """Wraps the screen's event forwarder (it runs in the worker thread) so that a test acts at the
    reference's first streamed token, before the comparison can finish: the tiny model answers in
    about 0.1 s, faster than a key press travels through a busy CI machine. ``hold`` keeps the worker
    there until :meth:`release`; ``then`` runs there, in the worker thread."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *, hold: bool = False, then=None) -> None:  # type: ignore[no-untyped-def]
        import threading

        from playground.compare.host import ColumnStream, ProcessStarted
        from playground.tui.screens import compare

        self.reached, self._go = threading.Event(), threading.Event()
        self.pid: int | None = None
        original = compare._Forwarder.__call__
        gate = self

        def forward(forwarder: compare._Forwarder, ev: object) -> None:
            if isinstance(ev, ProcessStarted):
                gate.pid = ev.pid
            if isinstance(ev, ColumnStream) and not gate.reached.is_set():
                if then is not None:
                    then(gate)
                gate.reached.set()
                if hold:
                    gate._go.wait(30)
            original(forwarder, ev)

        monkeypatch.setattr(compare._Forwarder, "__call__", forward)

    def release(self) -> None:
        self._go.set()


async def start_comparison(pilot, app, tiny_models, gate: FirstToken):  # type: ignore[no-untyped-def]
    """F32 (the app's model) against Q4_K_M on a new session; returns once the reference's first
    token reached ``gate``."""
    await wait_for(pilot, lambda: app.engine is not None)
    session = make_session(app.sessions_dir)
    screen = await open_compare(pilot, app, session.path)
    screen.query_one("#compare-models").select(str(tiny_models.q4_k_m))
    app.simulate_key("ctrl+s")
    await wait_for(pilot, lambda: screen.running)
    await wait_for(pilot, gate.reached.is_set, timeout=30)
    return screen, session


async def test_cancel_saves_nothing_and_restores_the_model(make_app, tiny_models, monkeypatch) -> None:
    gate = FirstToken(monkeypatch, hold=True)
    app = make_app(settings=settings(max_tokens=4000, reasoning_budget=0), model_path=tiny_models.f32)
    async with app.run_test(size=(110, 34)) as pilot:
        screen, session = await start_comparison(pilot, app, tiny_models, gate)
        app.simulate_key("escape")  # while the reference streams
        await wait_for(pilot, lambda: screen._cancel is not None and screen._cancel.is_set())
        gate.release()
        await wait_for(pilot, lambda: not screen.running, timeout=30)
        assert not default_report_path(session.path).exists()
        assert any("no report was saved" in n.message for n in await notifications(pilot))
        await wait_for(pilot, lambda: app.engine is not None and not app.busy)
        assert app.engine.info.path == tiny_models.f32
async def test_a_killed_comparison_process_is_reported_and_the_app_goes_on(make_app, tiny_models, monkeypatch) -> None:
    import os
    import signal

    def crash(gate: FirstToken) -> None:  # a native crash while the reference streams
        assert gate.pid not in (os.getpid(), None)
        os.kill(gate.pid, signal.SIGKILL)  # type: ignore[arg-type]

    gate = FirstToken(monkeypatch, then=crash)
    app = make_app(settings=settings(max_tokens=4000, reasoning_budget=0), model_path=tiny_models.f32)
    async with app.run_test(size=(110, 34)) as pilot:
        screen, session = await start_comparison(pilot, app, tiny_models, gate)
        await wait_for(pilot, lambda: not screen.running, timeout=30)
        errors = [n.message for n in await notifications(pilot) if n.severity == "error"]
        assert any("comparison process died (signal SIGKILL)" in m for m in errors)
        assert not default_report_path(session.path).exists()
        await wait_for(pilot, lambda: app.engine is not None and not app.busy)  # the app's model is back
        assert app.engine.info.path == tiny_models.f32


async def test_refuses_to_start_without_two_models(make_app, tiny_models) -> None:
    app = make_app(settings=settings())
    async with app.run_test(size=(110, 34)) as pilot:
        session = make_session(app.sessions_dir)
        screen = await open_compare(pilot, app, session.path)
        assert screen.selected_models() == []
        screen.query_one("#compare-models").select(str(tiny_models.f32))
        await pilot.press("ctrl+s")
        assert not screen.running and not app.busy
        assert any("two or more models" in n.message for n in app._notifications)
        path_input = screen.query_one("#compare-path")
        path_input.focus()
        path_input.value = str(session.path)  # not a GGUF file
        await pilot.press("enter")
        assert any("is not a .gguf file" in n.message for n in app._notifications)


# ------------------------------------------------------------------ snapshot

def _fixed_report(session_path: Path) -> CompareReport:
    """A finished comparison with fixed figures (real runs have varying timings)."""
    def step(raw_obs: str, reasoning: str, **kw: object) -> StepRun:
        return StepRun(index=2, raw="", reasoning=reasoning, observation=raw_obs, finish_reason="stop",
                       generated_tokens=120, timings={"prompt_tok_s": 2400.0, "generation_tok_s": 95.5}, **kw)

    obs = "total 8\n-rw-r--r-- 1 user user  120 Mar  3 10:01 notes.txt\nuser@box:~$ "
    ref = step(obs, "The agent lists the directory; notes.txt was created in step 1.", exact_match=True,
               similarity=1.0, kld=KldStats(121, 0.0, 0.0, 0.0, 0.0, 1.0))
    q8 = step(obs, "The agent lists the directory; notes.txt was made in step 1.", exact_match=True,
              similarity=1.0, kld=KldStats(121, 0.0121, 0.004, 0.0913, 0.2, 0.967))
    q2 = step("total 4\n-rw-r--r-- 1 user user  88 Mar  3 10:01 note.txt\nuser@box:~$ ",
              "The agent lists files. There is note.txt from before.", exact_match=False, similarity=0.86,
              kld=KldStats(121, 0.3342, 0.2, 2.417, 3.1, 0.711),
              warnings=[WorldWarning("decoherence", "warning", 2, "notes.txt became note.txt", {})])

    def run(label: str, quant: str, bpw: float, size: int, s: StepRun, mem: int, load: float,
            reference: bool = False) -> ModelRun:
        return ModelRun(label, f"/models/{label}", quant, "ab" * 32, bpw, size, reference=reference,
                        load_options={"n_ctx": 8192}, load_s=load, memory=MemoryUse("vram", mem, mem // 9, mem),
                        prompt_tok_s=2400.0, generation_tok_s=95.5, steps=[s], kld=s.kld)

    models = [run("AgentWorld-Q8_0.gguf", "Q8_0", 8.5, 36 * 2**30, ref, 37 * 2**30, 21.3, reference=True),
              run("AgentWorld-Q4_K_M.gguf", "Q4_K_M", 4.89, 21 * 2**30, q8, 22 * 2**30, 11.8),
              run("AgentWorld-Q2_K.gguf", "Q2_K", 2.96, 13 * 2**30, q2, 14 * 2**30, 7.2)]
    return CompareReport(SessionRef(str(session_path), "id", "", "terminal"), [2], {"seed": 7}, True, 8192, 512,
                         models, "2025-06-01T12:00:00+00:00")


def test_snapshot_of_a_saved_comparison(snap_compare, tmp_path: Path, monkeypatch) -> None:
    from playground.tui.app import PlaygroundApp

    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tmp_path / "no-models"))  # an empty model list
    # paths on screen must not vary between runs: relative ones inside this test's directory
    monkeypatch.chdir(tmp_path)
    session = make_session(Path("sessions"))
    save_report(_fixed_report(session.path), default_report_path(session.path))
    sampler = FixedSystemSampler(gpu_sampler=GpuSampler(_NoGpu(), pid=1))
    app = PlaygroundApp(settings=Settings(), settings_path=tmp_path / "config.toml",
                        sessions_dir=Path("sessions"), telemetry_sampler=sampler)

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await wait_for(pilot, lambda: pilot.app.telemetry is not None)
        await pilot.press("f5")
        screen = pilot.app.screen
        select = screen.query_one("#compare-session")
        listed = str(Path("sessions") / session.path.name)  # as the screen lists it: relative
        await wait_for(pilot, lambda: listed in [v for _, v in select._options])
        select.value = listed
        await wait_for(pilot, lambda: screen.report is not None and len(screen._columns()) == 3)
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=(120, 34), run_before=run_before)


async def test_the_play_screens_session_is_offered_first(make_app, tiny_models) -> None:
    app = make_app(settings=settings())
    async with app.run_test(size=(110, 34)) as pilot:
        session = make_session(app.sessions_dir, steps=3)
        other = make_session(app.sessions_dir / "more", steps=1)  # not in the sessions dir listing
        app.screen.open_session(session)
        await pilot.pause()
        await pilot.press("f5")
        screen = app.screen
        select = screen.query_one("#compare-session")
        await wait_for(pilot, lambda: bool(select._options) and select.value == str(session.path))
        labels = [str(label) for label, value in select._options if isinstance(value, str)]  # no blank
        assert labels[0] == f"▶ {session.name}" and str(other.path) not in [v for _, v in select._options]
        assert any("terminal-example" in label for label in labels)  # examples are offered too
        await wait_for(pilot, lambda: screen.session is not None)
        assert screen._step() == 3
        assert "no saved comparison" in str(screen.query_one("#compare-status").render())
