"""Pilot tests: the servers dialog on the models screen against a real llama-cpp-python server."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button, DataTable, Input, Static

from playground.settings import Settings
from playground.tui.screens.endpoints import EndpointsScreen
from playground.tui.screens.models import ModelsScreen
from tests.endpoints.conftest import Server, free_port
from tests.hub.conftest import REPO, fake_hub, hf_env, hub_files  # noqa: F401  (fixtures)
from tests.tui.conftest import FakeGpuProbe, focus_on, make_app, wait_for  # noqa: F401  (fixture)


def status(screen: EndpointsScreen) -> str:
    return str(screen.query_one("#endpoints-status", Static).render())


async def click(pilot, screen: EndpointsScreen, button: str) -> None:  # type: ignore[no-untyped-def]
    screen.query_one(f"#{button}", Button).press()
    await pilot.pause()


async def test_add_list_test_save_load_and_remove_a_server_model(make_app, server: Server, fake_hub,  # noqa: F811
                                                                 hf_env, tmp_path: Path,  # noqa: F811
                                                                 monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TINY_SERVER_KEY", "sk-never-written-anywhere")
    app = make_app(settings=Settings(seed=1, catalog_repo=REPO), hub_endpoint=fake_hub.url,
                   gpu_probe=FakeGpuProbe())
    async with app.run_test(size=(140, 44)) as pilot:
        await pilot.press("f3")
        await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen))
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, EndpointsScreen))
        screen = app.screen
        assert screen.query_one("#endpoints-table", DataTable).row_count == 0

        screen.query_one("#ep-url", Input).value = server.url
        await click(pilot, screen, "ep-list")  # GET /v1/models fills the list to pick from
        served = screen.query_one("#endpoints-served", DataTable)
        await wait_for(pilot, lambda: served.row_count == 1)
        assert "serves 1 model" in status(screen)
        await focus_on(pilot, served)
        await pilot.press("enter")  # pick it
        assert screen.query_one("#ep-model", Input).value == "tiny"

        screen.query_one("#ep-name", Input).value = "local-tiny"
        screen.query_one("#ep-key", Input).value = "TINY_SERVER_KEY"
        await click(pilot, screen, "ep-save")
        assert app.settings.endpoints == {"local-tiny": {"url": server.url, "model": "tiny",
                                                         "api_key_env": "TINY_SERVER_KEY"}}
        saved = (tmp_path / "config.toml").read_text()
        assert "[endpoints.local-tiny]" in saved and "sk-never" not in saved
        assert Settings.load(tmp_path / "config.toml").endpoints == app.settings.endpoints

        await click(pilot, screen, "ep-test")  # a real request: the model answers a few tokens
        await wait_for(pilot, lambda: status(screen).startswith("ok: tiny answered"), timeout=60)

        await click(pilot, screen, "ep-load")
        await wait_for(pilot, lambda: app.engine is not None and not app.busy, timeout=60)
        assert app.engine.info.quant_type == "server" and "tiny@127.0.0.1" in app.model_label

        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, EndpointsScreen))
        screen = app.screen
        screen.query_one("#ep-name", Input).value = "local-tiny"
        await click(pilot, screen, "ep-remove")
        assert app.settings.endpoints == {} and "[endpoints" not in (tmp_path / "config.toml").read_text()

        # a wrong port: one red line, nothing else changes
        screen.query_one("#ep-url", Input).value = f"http://127.0.0.1:{free_port()}"
        screen.query_one("#ep-model", Input).value = "tiny"
        screen.query_one("#ep-key", Input).value = ""
        await click(pilot, screen, "ep-test")
        await wait_for(pilot, lambda: "cannot connect to 127.0.0.1" in status(screen))
