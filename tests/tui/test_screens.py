"""Pilot tests: sessions browser, replay, help, settings, themes, meters."""

from __future__ import annotations

from pathlib import Path

from playground.settings import Settings
from playground.tui.screens.help import HelpScreen
from playground.tui.screens.replay import ReplayScreen
from playground.tui.screens.sessions import SessionsScreen
from playground.tui.screens.settings import SettingsScreen
from playground.tui import actions
from playground.world.store import load_session
from tests.tui.conftest import FakeGpuProbe, press, wait_for


def palette_offers(app, text: str) -> bool:  # type: ignore[no-untyped-def]
    """The command palette lists a match for what was typed, highlighted (enter would run it)."""
    from textual.command import CommandList

    results = app.screen.query_one(CommandList)
    return results.option_count > 0 and results.highlighted is not None and \
        text.lower() in str(results.get_option_at_index(results.highlighted).prompt).lower()


async def test_sessions_browser_lists_examples_and_replays(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f4")
        await wait_for(pilot, lambda: isinstance(app.screen, SessionsScreen) and app.screen.summaries)
        screen = app.screen
        names = [s.path.name for s in screen.summaries]
        assert {"terminal-example.jsonl", "mcp-example.jsonl", "web-example.jsonl"} <= set(names)
        table = screen.query_one("#sessions-table")
        table.move_cursor(row=names.index("terminal-example.jsonl"))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        assert replay.position == 0
        first_obs = replay.query_one("#state").text
        await pilot.press("n")
        await pilot.pause()
        assert replay.position == 1 and replay.query_one("#state").text != first_obs
        await pilot.press("end")
        await pilot.pause()
        assert replay.position == len(replay.session.steps) - 1
        await pilot.press("p")
        await pilot.pause()
        assert replay.position == len(replay.session.steps) - 2


async def test_replay_fork_opens_play_screen(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f4")
        await wait_for(pilot, lambda: isinstance(app.screen, SessionsScreen) and app.screen.summaries)
        names = [s.path.name for s in app.screen.summaries]
        app.screen.query_one("#sessions-table").move_cursor(row=names.index("mcp-example.jsonl"))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("n")
        await press(pilot, "f")
        await wait_for(pilot, lambda: getattr(app.screen, "SCOPE", "") == "play")
        play = app.screen
        fork = load_session(play.session.path)
        assert fork.header.parent is not None and fork.header.parent.step == 2
        assert len(fork.steps) == 2 and not fork.header.example
        assert play.session.path.parent == tmp_path / "sessions"


async def test_open_example_in_play_copies_it(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f4")
        await wait_for(pilot, lambda: isinstance(app.screen, SessionsScreen) and app.screen.summaries)
        names = [s.path.name for s in app.screen.summaries]
        app.screen.query_one("#sessions-table").move_cursor(row=names.index("web-example.jsonl"))
        await pilot.press("o")
        await wait_for(pilot, lambda: getattr(app.screen, "SCOPE", "") == "play")
        assert app.screen.session.path.parent == tmp_path / "sessions"
        assert app.screen.domain_id == "web"


async def test_help_lists_every_binding_with_remapped_keys(make_app) -> None:
    app = make_app(settings=Settings(keymap={"play.step": "ctrl+j"}))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        table = app.screen.query_one("#help-table")
        assert table.row_count == len(actions.ACTIONS)
        rows = [table.get_row_at(i) for i in range(table.row_count)]
        step_row = next(r for r in rows if r[2] == "play.step")
        assert step_row[1] == "ctrl+j"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)


async def test_unknown_keymap_id_is_reported(make_app) -> None:
    app = make_app(settings=Settings(keymap={"play.nope": "x"}))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert any("play.nope" in n.message for n in app._notifications)


async def test_theme_switch_persists(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.theme == "agentworld-dark"
        assert {"agentworld-light", "phosphor", "dusk"} <= set(app.available_themes)
        await pilot.press("ctrl+t")
        await pilot.pause()
        await pilot.press(*"phosphor")
        await wait_for(pilot, lambda: palette_offers(app, "phosphor"))
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.theme == "phosphor")
    assert 'theme = "phosphor"' in (tmp_path / "config.toml").read_text()
    again = make_app(settings=Settings.load(tmp_path / "config.toml"))
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert again.theme == "phosphor"


async def test_command_palette_offers_registry_actions(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        for spec in actions.palette_specs("play"):
            assert spec.description in titles
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Sessions")
        await wait_for(pilot, lambda: palette_offers(app, "Sessions"))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SessionsScreen))


async def test_settings_dialog_validates_and_saves(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        dialog = app.screen
        dialog.query_one("#set-temperature").value = "hot"
        await pilot.click("#settings-save")
        await wait_for(pilot, lambda: "not a number" in str(dialog.query_one("#settings-error").render()))
        dialog.query_one("#set-temperature").value = "0.3"
        dialog.query_one("#set-reasoning_budget").value = "2048"
        dialog.query_one("#settings-save").press()
        await wait_for(pilot, lambda: not isinstance(app.screen, SettingsScreen))
        assert app.settings.temperature == 0.3 and app.settings.reasoning_budget == 2048
    saved = Settings.load(tmp_path / "config.toml")
    assert saved.temperature == 0.3 and saved.reasoning_budget == 2048


async def test_meters_without_gpu_use_real_nvml_path(make_app) -> None:
    """This machine has no NVIDIA driver: the real NVML probe must say so, not crash."""
    app = make_app(telemetry_interval=0.05)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.telemetry is not None)
        text = str(app.screen.query_one("#meter-gpu").render())
        assert "no NVIDIA GPU found" in text
        assert "RAM" in str(app.screen.query_one("#meter-sys").render())


async def test_meters_with_fake_gpu(make_app) -> None:
    probe = FakeGpuProbe()
    app = make_app(gpu_probe=probe, telemetry_interval=0.05)
    async with app.run_test(size=(140, 30)) as pilot:
        await wait_for(pilot, lambda: app.telemetry is not None and app.telemetry.gpus)
        text = str(app.screen.query_one("#meter-gpu").render())
        assert "RTX 4090" in text and "21.0/24.0 GiB" in text and "(app 20.0)" in text
        assert "87%" in text and "71°C" in text and " W" not in text  # power not supported
        probe.fail = True
        await wait_for(pilot, lambda: "GPU is lost" in str(app.screen.query_one("#meter-gpu").render()))
