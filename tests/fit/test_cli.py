"""agentworld-play quantize / fit / models."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

from playground.cli import build_parser, main
from playground.modelfile.checks import inspect_model_file


def test_commands_are_listed() -> None:
    help_text = build_parser().format_help()
    for cmd in ("quantize", "fit", "models"):
        assert cmd in help_text


# ---------------------------------------------------------------- quantize


def test_quantize_cli(tiny_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "tiny-Q4_K_M.gguf"
    assert main(["quantize", str(tiny_model), str(out), "--type", "Q4_K_M"]) == 0
    captured = capsys.readouterr()
    assert inspect_model_file(out).quant_type == "Q4_K_M"
    assert f"wrote {out}" in captured.out and "kept 19 sensitive tensors" in captured.out
    assert "quantizing" in captured.err and "76/76" in captured.err  # progress on stderr


def test_quantize_dry_run_cli(tiny_model: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["quantize", str(tiny_model), "--type", "IQ2_XS", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "IQ2_XS: about" in out and "needs an importance matrix" in out


def test_quantize_list_types(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["quantize", "x", "--list-types"]) == 0
    out = capsys.readouterr().out
    assert "Q4_K_M" in out and "IQ2_XXS  (needs --imatrix)" in out


@pytest.mark.parametrize("argv, match", [
    (["--type", "Q4_K_M"], "already quantized"),
    (["OUT"], "--type"),
    (["OUT", "--type", "Q7_K"], "unknown quant type"),
])
def test_quantize_cli_errors_are_one_line(tiny_models, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          argv: list[str], match: str) -> None:
    src = tiny_models.q4_k_m if "already" in match else tiny_models.f32
    argv = [str(tmp_path / "o.gguf") if a == "OUT" else a for a in argv]
    if argv and argv[0].startswith("--"):
        argv = [str(tmp_path / "o.gguf"), *argv]
    assert main(["quantize", str(src), *argv]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and match in err and err.count("\n") == 1
    assert not list(tmp_path.iterdir())


# ---------------------------------------------------------------- fit (local)


def test_fit_local_file(tiny_model: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", str(tiny_model), "--ctx", "4096", "--vram", "24"]) == 0
    out = capsys.readouterr().out
    assert "verdict       fits" in out and "24 GB of VRAM (--vram)" in out and "n_gpu_layers=5" in out


def test_fit_json_and_no_gpu(tiny_model: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", str(tiny_model), "--vram", "0", "--json", "--ram", "64"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "offload" and data["n_gpu_layers"] == 0 and data["budget"] == "no GPU (--vram 0)"
    assert data["load_options"]["n_ctx"] == 32768 and data["cpu"]["kv_cache"] > 0


def test_fit_no_fit_exit_code(tiny_model: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", str(tiny_model), "--vram", "0", "--ram", "0.001"]) == 2
    out = capsys.readouterr().out
    assert "verdict       no GPU found, and the model does not fit in RAM" in out
    assert "0.00 GiB" not in out and "118.2 MiB" in out  # small sizes in MiB, not rounded to nothing
    # the saved states a session goes back to are host memory too: 32,768 tokens hold 256 step boundaries
    assert "checkpoints   up to 52.5 MiB of RAM: 256 recurrent-only states of 0.2 MiB" in out


@pytest.mark.parametrize("argv, match", [
    (["--ctx", "0"], "--ctx must be positive"),
    (["--kv-type", "q3"], "unknown KV cache type"),
    (["--vram", "-2"], "cannot be negative"),
])
def test_fit_bad_arguments(tiny_model: Path, capsys: pytest.CaptureFixture[str], argv: list[str], match: str) -> None:
    assert main(["fit", str(tiny_model), "--vram", "8", *argv]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and match in err


def test_fit_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", str(tmp_path / "nope.gguf"), "--vram", "8"]) == 1
    assert "not found" in capsys.readouterr().err


def test_fit_calibrate(tiny_model: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", str(tiny_model), "--vram", "8", "--calibrate", "--ctx", "2048"]) == 0
    assert "measured by llama.cpp" in capsys.readouterr().out


# ---------------------------------------------------------------- fit (Hub)


@pytest.fixture
def hub(tiny_models, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The tiny family on the project's loopback fake Hub (tests/hub/fakehub.py)."""
    from tests.hub.fakehub import FakeHub

    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    for name in ("HF_HUB_OFFLINE", "HF_TOKEN", "HF_ENDPOINT", "HF_HUB_CACHE"):
        monkeypatch.delenv(name, raising=False)
    fake = FakeHub().start()
    fake.add_repo("acme/Tiny-GGUF", {
        "Tiny-F32.gguf": tiny_models.f32,
        "Tiny-Q8_0.gguf": tiny_models.q8_0,
        "Tiny-Q4_K_M.gguf": tiny_models.q4_k_m,
    })
    try:
        yield fake.url
    finally:
        fake.stop()
        import huggingface_hub

        huggingface_hub.close_session()


def test_fit_remote_quant_reads_only_the_header(hub: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", "acme/Tiny-GGUF:Q8_0", "--endpoint", hub, "--vram", "24", "--ctx", "2048"]) == 0
    out = capsys.readouterr().out
    assert "acme/Tiny-GGUF:Q8_0" in out and "verdict       fits" in out


def test_fit_remote_repo_table_marks_the_best(hub: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", "acme/Tiny-GGUF", "--endpoint", hub, "--vram", "24", "--ctx", "2048"]) == 0
    out = capsys.readouterr().out
    best = [line for line in out.splitlines() if "<- best" in line]
    assert len(best) == 1 and "Tiny-GGUF:F32" in best[0]  # everything fits: the highest precision wins
    assert "Q4_K_M" in out and "Q8_0" in out


def test_fit_remote_unknown_quant(hub: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", "acme/Tiny-GGUF:IQ1_S", "--endpoint", hub, "--vram", "24"]) == 1
    assert "no IQ1_S GGUF" in capsys.readouterr().err


# ---------------------------------------------------------------- models


def test_models_lists_local_files_with_a_verdict(tiny_models, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tmp_path / "models"))
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    assert main(["models", "--dir", str(tiny_models.dir), "--vram", "24", "--ctx", "4096"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if str(tiny_models.dir) in line]
    assert len(lines) >= 4 and all(" fits " in line for line in lines)
    assert "Q4_K_M" in out and "MiB" in out
    assert main(["models", "--dir", str(tiny_models.dir), "--vram", "0", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = {Path(r["path"]).name: r for r in data["models"]}
    assert rows[tiny_models.q8_0.name]["verdict"] == "offload" and rows[tiny_models.q8_0.name]["size"] > 0


def test_models_empty(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tmp_path / "models"))
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    assert main(["models", "--vram", "8"]) == 0
    assert "no GGUF models found" in capsys.readouterr().out
