"""`agentworld-play pull` end to end against the loopback Hub (in process and as a real process)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playground.cli import main
from tests.hub.conftest import REPO

ROOT = Path(__file__).resolve().parents[2]


def test_pull_a_quant(fake_hub, hf_env, hub_files, capsys) -> None:
    assert main(["pull", REPO, "--quant", "q8_0", "--endpoint", fake_hub.url]) == 0
    out, err = capsys.readouterr()
    path = Path(out.strip().splitlines()[-1])
    assert path.is_file() and path.read_bytes() == hub_files.bytes("Tiny-AgentWorld-Q8_0.gguf")
    assert str(path).startswith(str(hf_env))
    assert "100.0%" in err and "/s ETA" in err
    # Again: already cached, nothing transferred.
    gets = len(fake_hub.requests("GET", "/cdn/"))
    assert main(["pull", f"{REPO}:Q8_0", "--endpoint", fake_hub.url]) == 0
    assert capsys.readouterr().out.strip() == str(path)
    assert len(fake_hub.requests("GET", "/cdn/")) == gets


def test_pull_list_and_errors(fake_hub, hf_env, capsys) -> None:
    assert main(["pull", REPO, "--list", "--endpoint", fake_hub.url]) == 0
    out = capsys.readouterr().out
    assert "BF16" in out and "2 shards" in out and "UD-Q4_K_M" in out and "mmproj" not in out
    assert main(["pull", "acme/nope", "--quant", "Q8_0", "--endpoint", fake_hub.url]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: repo acme/nope not found") and err.count("\n") == 1
    assert main(["pull", REPO, "--quant", "IQ1_S", "--endpoint", fake_hub.url]) == 1
    assert "available: BF16, F32, Q8_0, UD-Q4_K_M" in capsys.readouterr().err


def test_pull_a_single_shard_path_fetches_the_whole_split(fake_hub, hf_env, capsys) -> None:
    name = "BF16/Tiny-AgentWorld-BF16-00002-of-00002.gguf"
    assert main(["pull", f"{REPO}/{name}", "--endpoint", fake_hub.url]) == 0
    first = Path(capsys.readouterr().out.strip())
    assert first.name.endswith("00001-of-00002.gguf") and first.with_name(Path(name).name).is_file()


def test_pull_uses_a_copy_in_the_models_dir(fake_hub, hf_env, hub_files, capsys) -> None:
    mdir = Path(os.environ["AGENTWORLD_MODELS_DIR"])
    mdir.mkdir(parents=True)
    shutil.copy(hub_files.files["Tiny-AgentWorld-Q8_0.gguf"], mdir / "Tiny-AgentWorld-Q8_0.gguf")
    assert main(["pull", REPO, "--quant", "Q8_0", "--endpoint", fake_hub.url]) == 0
    out, err = capsys.readouterr()
    assert out.strip() == str(mdir / "Tiny-AgentWorld-Q8_0.gguf") and "already on disk" in err
    assert not fake_hub.requests("GET", "/cdn/")


def test_pull_default_quant_uses_the_fit_planner(fake_hub, hf_env, hub_files, capsys) -> None:
    import psutil

    from playground.fit import planner as fit

    from playground.modelfile.header import read_header
    from playground.hub.catalog import list_repo_ggufs

    assert main(["pull", REPO, "--endpoint", fake_hub.url, "--vram", "0.01", "--ctx", "1024"]) == 0
    out, err = capsys.readouterr()
    path = Path(out.strip())
    # The planner, given the same headers read from the local files, makes the same choice.
    local = {m.quant: [read_header(hub_files.files[f]) for f in m.files]
             for m in list_repo_ggufs(REPO, endpoint=fake_hub.url)}
    expected = fit.pick_quant(local, n_ctx=1024, vram_budget_bytes=10_000_000,
                              ram_bytes=psutil.virtual_memory().total)
    assert f"picked {expected} for n_ctx=1024: 10.0 MB VRAM budget" in err
    expected_file = next(n for n in hub_files.files if n.endswith(f"-{expected}.gguf")
                         or (expected == "BF16" and "00001-of" in n))
    assert path.is_file() and path.name == Path(expected_file).name
    header_reads = [r for r in fake_hub.requests("GET", "/cdn/") if r.range and r.range.startswith("bytes=0-")]
    assert len(header_reads) == 5  # each candidate's header (both BF16 shards) read by range, once


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT delivery differs on Windows")
def test_ctrl_c_then_rerun_resumes(fake_hub, hf_env, hub_files) -> None:
    fake_hub.throttle_s = 0.01  # ~3 s for the 20 MB file
    cmd = [sys.executable, "-m", "playground", "pull", REPO, "--quant", "F32", "--endpoint", fake_hub.url]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    blobs = hf_env / "models--unsloth--Tiny-AgentWorld-GGUF" / "blobs"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        parts = list(blobs.glob("*.part")) if blobs.exists() else []
        if parts and parts[0].stat().st_size > 1_000_000:
            break
        time.sleep(0.05)
    else:
        proc.kill()
        pytest.fail("the download never started")
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert "run the same command again to resume" in err
    [part] = blobs.glob("*.part")
    kept = part.stat().st_size
    assert 1_000_000 < kept < len(hub_files.bytes("Tiny-AgentWorld-F32.gguf"))

    fake_hub.throttle_s = 0.0
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert fake_hub.requests("GET", "/cdn/")[-1].range == f"bytes={kept}-"
    assert Path(r.stdout.strip()).read_bytes() == hub_files.bytes("Tiny-AgentWorld-F32.gguf")
