"""The first run: no model, no network. Keys only, from the first screen to a replayed example."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from playground.tui.screens.play import PlayScreen
from playground.tui.screens.replay import ReplayScreen
from playground.tui.screens.welcome import WelcomeScreen
from tests.hub.conftest import fake_hub, hf_env, hub_files  # noqa: F401  (fixtures)
from tests.tui.conftest import FakeGpuProbe, wait_for


@pytest.fixture
def closed_port() -> str:
    """A loopback address nothing listens on: the Hub is unreachable, as on a machine offline."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}"


async def test_first_run_offline_to_a_replayed_example_with_keys_only(make_app, closed_port: str) -> None:
    app = make_app(welcome=True, hub_endpoint=closed_port)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, WelcomeScreen))
        welcome = app.screen
        about = str(welcome.query_one("#welcome-about").render())
        assert "Qwen-AgentWorld" in about and about.count("\n") == 1  # what this is, in two lines
        await wait_for(pilot, lambda: welcome.checked, timeout=30)
        note = str(welcome.query_one("#welcome-note").render())
        assert "offline" in note.lower() and "could not be reached" in note
        assert "not available offline" in str(welcome.query_one("#welcome-download").render())
        # offline is said once, in words: not again as notifications
        assert not any("offline" in n.message.lower() for n in app._notifications)
        await pilot.press("d")  # nothing to download: told, and the screen stays
        assert isinstance(app.screen, WelcomeScreen)
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        assert replay.session.header.example and replay.position == 0
        await pilot.press("n")
        assert replay.position == 1
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, PlayScreen))


async def test_first_run_opens_a_gguf_on_disk_with_path_completion(make_app, closed_port: str,
                                                                   tiny_model: Path) -> None:
    app = make_app(welcome=True, hub_endpoint=closed_port)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, WelcomeScreen))
        await pilot.press("o")
        field = app.screen.query_one("#welcome-path")
        assert field.has_focus
        prefix = str(tiny_model.parent / "tiny-F3")
        await pilot.press(*prefix)
        await wait_for(pilot, lambda: field._suggestion == str(tiny_model))
        await pilot.press("right")  # accepts the completion
        assert field.value == str(tiny_model)
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.engine is not None, timeout=30)
        assert isinstance(app.screen, PlayScreen) and app.engine.info.path == tiny_model


async def test_first_run_says_file_not_found(make_app, closed_port: str, tmp_path: Path) -> None:
    app = make_app(welcome=True, hub_endpoint=closed_port)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, WelcomeScreen))
        await pilot.press("o")
        await pilot.press(*str(tmp_path / "missing.gguf"), "enter")
        assert "file not found" in str(app.screen.query_one("#welcome-note").render())
        assert isinstance(app.screen, WelcomeScreen)


async def test_first_run_recommends_a_quant_for_this_gpu_and_downloads_it(make_app, fake_hub, hf_env) -> None:  # noqa: F811
    from playground.tui.screens.models import ModelsScreen
    from tests.tui.test_models import settings_for

    app = make_app(welcome=True, settings=settings_for(), hub_endpoint=fake_hub.url,
                   gpu_probe=FakeGpuProbe(used=2 * 2**30))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, WelcomeScreen))
        welcome = app.screen
        await wait_for(pilot, lambda: welcome.checked, timeout=30)
        r = welcome.recommendation
        assert r is not None and r.verdict == "fits" and r.gpu == "NVIDIA GeForce RTX 4090"
        line = str(welcome.query_one("#welcome-download").render())
        assert r.remote.quant in line and "fits on your GPU" in line and "RTX 4090" in line
        assert "MiB" in line  # its size
        assert str(hf_env) in str(welcome.query_one("#welcome-where").render())  # where it goes
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen))
        models = app.screen
        await wait_for(pilot, lambda: not models.job and any(row.quant == r.remote.quant and row.local is not None
                                                             for row in models.rows), timeout=60)
