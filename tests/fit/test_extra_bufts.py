"""llama.cpp's CPU extra buffer types (weight repacking) decided per machine by a probe.

On CPUs with AMX this llama.cpp build crashes on the first decode of any quantized model with
extra buffer types on. The machine running these tests may have no AMX, so the crash is
injected into the real probe child (``AGENTWORLD_PROBE_FAULT``): it kills itself with SIGSEGV
right where llama.cpp crashes on those CPUs, and everything after it (the fallback, the cache,
the one-line note, the loads that follow) is the real code path.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from playground.errors import InvalidParameterError
from playground.llama import bufprobe, native
from playground.llama.engine import Engine, LoadOptions
from playground.llama.sampling import GenerationParams
from tests.childguard import in_child

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_probe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A cache of its own, so the probe really runs; the process memo is dropped on both sides."""
    cache = tmp_path / "cpu-probe.json"
    monkeypatch.setenv(bufprobe.CACHE_ENV, str(cache))
    bufprobe.forget()
    yield cache
    bufprobe.forget()


@pytest.fixture
def crashing_probe(fresh_probe: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(bufprobe.FAULT_ENV, "extra-bufts")
    return fresh_probe


def test_the_probe_gives_a_verdict_on_this_machine(fresh_probe: Path) -> None:
    result = bufprobe.run_probe()
    # ok on a CPU without the defect, crashed (and decoded without) on an AMX CPU: never "the
    # probe itself broke", which would leave every machine on the default
    assert result.outcome in ("ok", "crashed"), result.detail


def test_an_injected_crash_turns_them_off_and_is_remembered(crashing_probe: Path) -> None:
    decision = bufprobe.decide("auto", {"Q8_0": 12, "F32": 20})
    assert decision.extra_bufts is False
    assert decision.source == "probe"
    assert "SIGSEGV" in decision.note and "--extra-bufts on" in decision.note
    assert "\n" not in decision.note
    stored = json.loads(crashing_probe.read_text())
    (entry,) = stored.values()
    assert entry["outcome"] == "crashed" and "decoding" in entry["detail"]

    bufprobe.forget()  # a new process: the answer comes from the file, no child runs
    again = bufprobe.decide("auto", {"Q4_K": 3})
    assert (again.extra_bufts, again.source) == (False, "cache")


@in_child
def test_a_quantized_model_loads_and_decodes_after_the_fallback(crashing_probe: Path, tiny_models) -> None:
    with Engine.load(tiny_models.q8_0, LoadOptions(n_ctx=512, n_threads=2)) as eng:
        assert eng.buffers.extra_bufts is False
        assert any("extra buffer types are off" in n for n in eng.info.notes)
        result = eng.run("<|im_start|>user\nls<|im_end|>\n<|im_start|>assistant\n",
                         GenerationParams(max_tokens=4, seed=1, ignore_eos=True))
        assert result.timings.generated_tokens == 4


def test_f32_files_need_no_probe(crashing_probe: Path, tiny_models) -> None:
    with Engine.load(tiny_models.f32, LoadOptions(n_ctx=256, n_threads=1)) as eng:
        assert (eng.buffers.extra_bufts, eng.buffers.source) == (True, "not needed")
    assert not crashing_probe.exists()  # nothing was probed


def test_the_users_word_wins_over_the_probe(crashing_probe: Path) -> None:
    assert bufprobe.decide("on", {"Q8_0": 1}).label == "on (setting)"
    off = bufprobe.decide("off", {"Q8_0": 1})
    assert off.label == "off (setting)" and "setting" in off.note
    assert not crashing_probe.exists()
    with pytest.raises(InvalidParameterError, match="auto, on or off"):
        bufprobe.decide("maybe")
    with pytest.raises(InvalidParameterError, match="auto, on or off"):
        LoadOptions(extra_bufts="yes").validate()


@in_child
def test_the_flag_reaches_llama_cpp(tiny_models) -> None:
    """Off really turns llama.cpp's repacking off: with it on, this build repacks Q4_K weights
    into a CPU_REPACK buffer on x86 CPUs with AVX2 (what llama.cpp logs); with it off, never."""
    def repack_buffers(mode: str) -> list[str]:
        mark = native.log_mark()
        with Engine.load(tiny_models.q4_k_m, LoadOptions(n_ctx=256, n_threads=1, extra_bufts=mode)):
            pass
        return [ln for ln in native.log_since(mark) if "REPACK" in ln.upper() or "AMX" in ln.upper()]

    assert repack_buffers("off") == []
    system = native.llama().llama_print_system_info().decode()
    if "AVX2 = 1" in system or "AMX_INT8 = 1" in system:
        assert repack_buffers("on"), "with extra buffer types on, llama.cpp repacked nothing"


def _cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "playground", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=240)


def test_step_on_a_quantized_model_says_so_in_one_line(crashing_probe: Path, tiny_models, tmp_path: Path) -> None:
    import os

    env = {**os.environ, "AGENTWORLD_SESSIONS_DIR": str(tmp_path)}
    proc = _cli("step", str(tiny_models.q8_0), "--ctx", "4096", "--domain", "terminal", "--action", "ls",
                "--max-tokens", "8", env=env)
    assert proc.returncode == 0, proc.stderr
    notes = [ln for ln in proc.stderr.splitlines() if "extra buffer types are off" in ln]
    assert len(notes) == 1 and notes[0].startswith("note: ")
    assert len(list(tmp_path.glob("*.jsonl"))) == 1  # the step was saved


def test_fit_reports_which_is_used(crashing_probe: Path, tiny_models) -> None:
    import os

    env = {**os.environ}
    auto = _cli("fit", str(tiny_models.q8_0), "--vram", "0", "--ctx", "1024", env=env)
    assert auto.returncode == 0, auto.stderr
    assert "extra buffer types off (probe)" in auto.stdout
    forced = _cli("fit", str(tiny_models.q8_0), "--vram", "0", "--ctx", "1024", "--extra-bufts", "on", "--json",
                  env=env)
    data = json.loads(forced.stdout)
    assert (data["extra_bufts"], data["extra_bufts_source"]) == (True, "setting")


def test_bench_measures_both_where_both_work(tiny_models) -> None:
    import os

    if not bufprobe.decide("auto", {"Q8_0": 1}).extra_bufts:
        pytest.skip("this CPU crashes with extra buffer types (the probe said so): only off can be measured, "
                    "see test_bench_never_loads_them_where_they_crash")
    proc = _cli("bench", str(tiny_models.q8_0), "--lengths", "16", "--repeats", "1", "--session-steps", "0",
                "--no-naive", "--json", env={**os.environ})
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["extra_bufts"] in ("on (probe)", "on (cache)")
    b = report["bufts"]
    assert b["on_prompt_tok_s"] > 0 and b["off_prompt_tok_s"] > 0 and b["off_gen_tok_s"] > 0


def test_bench_never_loads_them_where_they_crash(crashing_probe: Path, tiny_models) -> None:
    import os

    proc = _cli("bench", str(tiny_models.q8_0), "--lengths", "16", "--repeats", "1", "--session-steps", "0",
                "--no-naive", env={**os.environ})
    assert proc.returncode == 0, proc.stderr
    assert "CPU extra buffer types off (probe)" in proc.stdout
    assert "only off measured" in proc.stdout


def test_the_probe_command_asks_again_and_remembers(crashing_probe: Path) -> None:
    import os

    proc = subprocess.run([sys.executable, "-m", "playground.llama.bufprobe"], cwd=ROOT, env={**os.environ},
                          capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("crashed: signal SIGSEGV")
    (entry,) = json.loads(crashing_probe.read_text()).values()
    assert entry["outcome"] == "crashed"
