"""The command line: fast start-up, clear one-line errors, the engine commands."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from playground.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "playground", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_version_and_help() -> None:
    from playground import __version__

    v = run_cli("--version")
    assert v.returncode == 0 and __version__ in v.stdout
    h = run_cli("--help")
    assert h.returncode == 0
    for cmd in ("info", "generate", "bench"):
        assert cmd in h.stdout


def test_help_imports_neither_llama_nor_textual() -> None:
    code = (
        "import sys\n"
        "from playground.cli import build_parser\n"
        "build_parser().format_help()\n"
        "bad = [m for m in ('llama_cpp', 'textual', 'numpy', 'huggingface_hub') if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr


def test_core_imports_without_textual() -> None:
    """The core must not depend on Textual: import it with textual made unimportable."""
    code = (
        "import sys, pkgutil, importlib\n"
        "sys.modules['textual'] = None\n"
        "import playground\n"
        "for m in pkgutil.walk_packages(playground.__path__, 'playground.'):\n"
        "    if m.name.startswith('playground.tui') or m.name.endswith('__main__'):\n"
        "        continue\n"
        "    importlib.import_module(m.name)\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr


def test_info(tiny_model: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["info", str(tiny_model)]) == 0
    out = capsys.readouterr().out
    assert "qwen35moe" in out and "F32" in out


def test_info_defect_note(tiny_models, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["info", str(tiny_models.defect)]) == 0
    assert "MTP" in capsys.readouterr().out


@pytest.mark.parametrize("make, match", [
    (lambda d: d / "missing.gguf", "not found"),
    (lambda d: d, "is a directory"),
    (lambda d: (d / "x.gguf").write_bytes(b"hello world") and d / "x.gguf", "not a GGUF file"),
])
def test_bad_file_is_one_line_error(tmp_path: Path, make, match: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = make(tmp_path)
    assert main(["info", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and match in err
    assert err.count("\n") == 1


def test_generate_streams(tiny_model: Path) -> None:
    r = run_cli("generate", str(tiny_model), "ls -la", "--max-tokens", "30", "--seed", "1",
                "--reasoning-budget", "8", "--ctx", "1024")
    assert r.returncode == 0, r.stderr
    assert "[output]" in r.stderr and "tok/s" in r.stderr


def test_generate_bad_limit(tiny_model: Path) -> None:
    r = run_cli("generate", str(tiny_model), "hi", "--max-tokens", "0")
    assert r.returncode == 1
    assert r.stderr.strip().startswith("error: max_tokens must be positive")


def test_generate_truncated_model(tiny_model: Path, tmp_path: Path) -> None:
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(tiny_model.read_bytes()[:1_000_000])
    r = run_cli("generate", str(cut), "hi")
    assert r.returncode == 1 and "truncated" in r.stderr


def test_bench_runs(tiny_model: Path) -> None:
    r = run_cli("bench", str(tiny_model), "--lengths", "16,32", "--repeats", "1", "--session-steps", "3",
                "--json")
    assert r.returncode == 0, r.stderr
    import json

    report = json.loads(r.stdout)
    assert [x["length"] for x in report["lengths"]] == [16, 32]
    assert report["lengths"][0]["engine_ratio"] > 0
    assert report["lengths"][0]["naive"] > 0
    s = report["session"]
    assert s["evaluated_with_reuse"] < s["evaluated_without_reuse"]


@pytest.mark.slow  # six commands, each starting a model process
def test_model_commands_run_no_native_code_in_the_cli_process(tiny_models, tmp_path: Path) -> None:
    """step, generate, bench, check --consistency and compare load and generate in the model (or
    comparison) process: llama.cpp's library is never mapped into the CLI's own process, so a
    native abort cannot take the command down with a core dump."""
    code = (
        "import sys, glob\n"
        "from playground.cli import main\n"
        "f32, q8, sessions = sys.argv[1:4]\n"
        "assert main(['step', f32, '--domain', 'terminal', '--action', 'ls', '--max-tokens', '24', '--seed', '3',\n"
        "             '--reasoning-budget', '8', '--ctx', '2048', '--quiet', '--sessions-dir', sessions]) == 0\n"
        "session = glob.glob(sessions + '/*.jsonl')[0]\n"
        "assert main(['step', f32, '--session', session, '--resimulate-from', '1', '--max-tokens', '16',\n"
        "             '--ctx', '2048', '--quiet', '--sessions-dir', sessions]) == 0\n"
        "assert main(['generate', f32, 'hi', '--max-tokens', '8', '--ctx', '1024']) == 0\n"
        "assert main(['bench', f32, '--lengths', '8', '--repeats', '1', '--session-steps', '2', '--no-naive']) == 0\n"
        "assert main(['check', session, '--consistency', f32, '-k', '1', '--max-tokens', '8', '--ctx', '2048'])\\\n"
        "    in (0, 1)\n"
        "assert main(['compare', session, '--models', f32, q8, '--max-tokens', '8', '--ctx', '2048',\n"
        "             '--no-save']) == 0\n"
        "maps = open('/proc/self/maps').read()\n"
        "assert 'libllama' not in maps and 'libggml' not in maps, 'llama.cpp was loaded into the CLI process'\n"
        "assert 'llama_cpp' not in sys.modules\n"
        "print('ok')\n"
    )
    if not Path("/proc/self/maps").exists():
        pytest.skip("needs /proc to see the mapped libraries")
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    r = subprocess.run([sys.executable, "-c", code, str(tiny_models.f32), str(tiny_models.q8_0), str(sessions)],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stderr[-3000:]


def test_default_context_holds_the_default_token_budget() -> None:
    # a default `step` run must not warn that the requested tokens do not fit the context
    from playground.cli import build_parser
    from playground.llama.sampling import GenerationParams

    for argv in (["step", "m.gguf"], ["generate", "m.gguf", "hi"], ["verify", "plan.json", "--rules", "r.toml"]):
        args = build_parser().parse_args(argv)
        cmd = argv[0]
        assert args.ctx >= GenerationParams().max_tokens + 4096, cmd  # room for a long first prompt too
