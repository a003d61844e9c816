"""Pilot tests: the models screen against the loopback Hub (real huggingface_hub), real quantizer, real load."""

from __future__ import annotations

import shutil
from pathlib import Path

from playground.settings import Settings
from playground.tui.screens.models import ModelsScreen
from playground.tui.screens.quantize_dialog import QuantizeDialog
from tests.hub.conftest import REPO, fake_hub, hf_env, hub_files  # noqa: F401  (fixtures)
from tests.tui.conftest import FakeGpuProbe, wait_for


def settings_for(hub_repo: str = REPO) -> Settings:
    return Settings(seed=1, n_ctx=4096, catalog_repo=hub_repo, max_tokens=32)


async def open_models(app, pilot) -> ModelsScreen:  # type: ignore[no-untyped-def]
    await pilot.press("f3")
    await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen) and bool(app.screen.rows))
    return app.screen


def row_index(screen: ModelsScreen, quant: str) -> int:
    return next(i for i, r in enumerate(screen.rows) if r.quant == quant)


async def test_catalog_fit_download_and_load(make_app, fake_hub, hf_env) -> None:  # noqa: F811
    app = make_app(settings=settings_for(), hub_endpoint=fake_hub.url, gpu_probe=FakeGpuProbe(used=2 * 2**30))
    async with app.run_test(size=(140, 40)) as pilot:
        screen = await open_models(app, pilot)
        quants = {r.quant for r in screen.rows}
        assert {"F32", "Q8_0", "UD-Q4_K_M", "BF16"} <= quants
        assert "RTX 4090" in str(screen.query_one("#gpu-line").render())
        bf16 = next(r for r in screen.rows if r.quant == "BF16")
        assert len(bf16.remote.files) >= 2  # split shards grouped as one model
        table = screen.query_one("#models-table")
        table.move_cursor(row=row_index(screen, "Q8_0"))
        await wait_for(pilot, lambda: screen.rows[row_index(screen, "Q8_0")].plan is not None)
        q8 = screen.rows[row_index(screen, "Q8_0")]
        assert q8.plan.verdict == "fits" and q8.local is None
        assert "fits entirely on the GPU" in str(screen.query_one("#plan-detail").render())
        await pilot.press("enter")  # not downloaded yet: refused with a hint
        await pilot.pause()
        assert app.engine is None and any("press d to download" in n.message for n in app._notifications)
        await pilot.press("d")
        await wait_for(pilot, lambda: not screen.job and any(r.quant == "Q8_0" and r.local is not None
                                                             for r in screen.rows))
        assert any("downloaded and verified" in n.message for n in app._notifications)
        table.move_cursor(row=row_index(screen, "Q8_0"))
        await pilot.pause()
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.engine is not None)
        assert app.engine.info.quant_type == "Q8_0"
        assert app.plan is not None and "Q8_0" in app.model_label


async def test_download_cancel_then_resume(make_app, fake_hub, hf_env) -> None:  # noqa: F811
    fake_hub.throttle_s = 0.02  # ~3 MB/s: the download takes a while
    app = make_app(settings=settings_for(), hub_endpoint=fake_hub.url)
    async with app.run_test(size=(140, 40)) as pilot:
        screen = await open_models(app, pilot)
        screen.query_one("#models-table").move_cursor(row=row_index(screen, "F32"))
        await pilot.pause()
        app.simulate_key("d")
        await wait_for(pilot, lambda: screen.job == "download" and screen.query_one("#job-line").display)
        await wait_for(pilot, lambda: screen.query_one("#job-bar").progress > 0.05)
        app.simulate_key("escape")
        await wait_for(pilot, lambda: not screen.job)
        assert any("cancelled" in n.message for n in app._notifications)
        parts = list(hf_env.rglob("*.part"))
        assert parts and parts[0].stat().st_size > 0  # kept for the resume
        fake_hub.throttle_s = 0.0
        screen.query_one("#models-table").move_cursor(row=row_index(screen, "F32"))
        await pilot.pause()
        await pilot.press("d")
        await wait_for(pilot, lambda: not screen.job and any(r.quant == "F32" and r.local is not None
                                                             for r in screen.rows))
        # (header reads ask for bytes=0-...; a resume asks from where the .part ends)
        ranged = [r for r in fake_hub.requests("GET") if r.range and not r.range.startswith("bytes=0-")]
        assert ranged, "the second download resumed with a Range request"


async def test_quantize_local_file(make_app, tiny_model: Path, tmp_path: Path, monkeypatch) -> None:
    models = tmp_path / "models"
    models.mkdir()
    shutil.copy(tiny_model, models / "tiny-F32.gguf")
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(models))
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    app = make_app(settings=settings_for(hub_repo=""))
    async with app.run_test(size=(140, 40)) as pilot:
        screen = await open_models(app, pilot)
        assert [r.quant for r in screen.rows] == ["F32"]
        assert screen.rows[0].plan is not None  # local files are planned right away
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, QuantizeDialog))
        dialog = app.screen
        await wait_for(pilot, lambda: "about" in str(dialog.query_one("#quantize-estimate").render()))
        dialog.query_one("#qtype").value = "Q8_0"
        await wait_for(pilot, lambda: dialog.query_one("#qout").value.endswith("Q8_0.gguf"))
        dialog.query_one("#quantize-go").press()
        await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen) and not screen.job
                       and any(r.quant == "Q8_0" for r in screen.rows), timeout=60)
        assert (models / "tiny-Q8_0.gguf").exists()
        assert not list(models.glob("*.partial"))


async def test_catalog_error_is_shown_not_raised(make_app, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tmp_path / "models"))
    app = make_app(settings=settings_for(hub_repo="nobody/nothing"), hub_endpoint="http://127.0.0.1:9")
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("f3")
        # a refused connection is "offline": said once on the screen, not as a toast
        await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen)
                       and "refused" in str(app.screen.query_one("#hub-line").render()))
        assert not any("catalog" in n.message for n in app._notifications)
        assert app.screen.rows == []
        assert "no NVIDIA GPU found" in str(app.screen.query_one("#gpu-line").render())
