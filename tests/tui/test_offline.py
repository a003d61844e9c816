"""Offline told by the error's type: a DNS failure (a `.invalid` host never resolves) is "offline"
on the first-run screen and on the models screen, which then lists the files on this machine with
their fit verdicts and opens any file by path (Tab completes it)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from playground.tui.screens.models import ModelsScreen
from playground.tui.screens.play import PlayScreen
from playground.tui.screens.welcome import WelcomeScreen
from tests.tui.conftest import FakeGpuProbe, wait_for
from tests.tui.test_models import settings_for

# RFC 6761: names under .invalid never resolve, so the lookup fails like it does offline
NO_DNS = "http://hub.invalid"


@pytest.fixture
def local_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tmp_path / "models"))
    for name in ("HF_HUB_CACHE", "HF_HUB_OFFLINE", "HF_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "models").mkdir()
    return tmp_path / "models"


async def test_first_run_says_offline_when_the_name_lookup_fails(make_app, local_env: Path) -> None:
    app = make_app(welcome=True, hub_endpoint=NO_DNS)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, WelcomeScreen))
        welcome = app.screen
        await wait_for(pilot, lambda: welcome.checked, timeout=30)
        assert welcome.offline
        note = str(welcome.query_one("#welcome-note").render())
        assert "You are offline" in note and "could not be looked up" in note
        assert "Errno" not in note and "Name or service" not in note  # words, not the errno
        assert "not available offline" in str(welcome.query_one("#welcome-download").render())
        assert not app._notifications


async def test_tab_accepts_the_path_suggestion(make_app, local_env: Path, tiny_model: Path) -> None:
    app = make_app(welcome=True, hub_endpoint=NO_DNS)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, WelcomeScreen))
        await pilot.press("o")
        field = app.screen.query_one("#welcome-path")
        await pilot.press(*str(tiny_model.parent / "tiny-F3"))
        await wait_for(pilot, lambda: field.suggestion == str(tiny_model))
        await pilot.press("tab")  # accepts, and stays in the field
        assert field.value == str(tiny_model) and field.has_focus
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.engine is not None, timeout=30)
        assert isinstance(app.screen, PlayScreen)


async def test_models_screen_offline_lists_local_files_and_opens_one(make_app, local_env: Path,
                                                                     tiny_models) -> None:
    shutil.copy(tiny_models.q8_0, local_env / "kept-Q8_0.gguf")
    loaded = tiny_models.f32  # loaded from outside the models folder and the HF cache
    app = make_app(settings=settings_for(), hub_endpoint=NO_DNS, model_path=loaded,
                   gpu_probe=FakeGpuProbe(used=2 * 2**30))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None, timeout=30)
        await pilot.press("f3")
        await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen) and len(app.screen.rows) == 2)
        screen = app.screen
        hub_line = str(screen.query_one("#hub-line").render())
        assert "offline" in hub_line and "could not be looked up" in hub_line and "o opens a file" in hub_line
        first, kept = screen.rows
        assert first.loaded and first.path == loaded and "loaded" in first.where  # the loaded file, on top
        assert kept.path == local_env / "kept-Q8_0.gguf" and not kept.loaded
        assert {first.plan.verdict, kept.plan.verdict} == {"fits"}  # fit verdicts for a 24 GB card
        assert "fits on GPU" in str(screen.query_one("#models-table").get_row_at(1)[3])
        assert not app._notifications or not any("Hub" in n.message for n in app._notifications)
        await pilot.press("r")  # a refresh offline: the same line, still no toast
        await wait_for(pilot, lambda: not screen.query_one("#models-table").loading)
        assert not any("Hub" in n.message for n in app._notifications)

        await pilot.press("o")
        field = screen.query_one("#open-path")
        assert field.has_focus
        await pilot.press(*str(tiny_models.q4_k_m.parent / "tiny-Q4"))
        await wait_for(pilot, lambda: field.suggestion == str(tiny_models.q4_k_m))
        await pilot.press("tab", "enter")
        await wait_for(pilot, lambda: app.engine is not None and app.engine.info.path == tiny_models.q4_k_m,
                       timeout=30)
        assert not field.display


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_servers_dialog_fits_the_terminal_with_focus_on_the_first_field(make_app, local_env: Path,
                                                                              size: tuple[int, int]) -> None:
    from textual.widgets import Button

    from playground.tui.screens.endpoints import EndpointsScreen

    app = make_app(settings=settings_for(), hub_endpoint=NO_DNS)
    async with app.run_test(size=size) as pilot:
        await pilot.press("f3")
        await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen))
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, EndpointsScreen))
        await pilot.pause()
        dialog = app.screen
        assert app.focused is dialog.query_one("#ep-name")  # the first field, not an empty table
        width, height = size
        for button in dialog.query(Button):
            r = button.region
            assert r.width > 0 and r.y >= 0 and r.bottom <= height and r.right <= width, button.id
        for field in ("#ep-name", "#ep-url", "#ep-model", "#ep-key"):
            assert dialog.query_one(field).region.height >= 1 or dialog.query_one("#endpoints-scroll").max_scroll_y
        assert dialog.query_one("#ep-url").placeholder.startswith("the server's address, e.g.")
        await pilot.press("tab")  # fields in order, each reachable by keyboard
        assert app.focused is dialog.query_one("#ep-url")
