"""The model process dies with its parent, and a native abort is one line, not a crash.

Real processes and real signals: a small Python parent starts the model process
(:class:`RemoteEngine`) and is killed with SIGKILL; the CLI runs as a subprocess
and its model process is sent SIGABRT; a GGUF whose header makes llama.cpp assert
is loaded through the real command.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import psutil
import pytest

from playground.llama.engine import LoadOptions
from playground.runtime.modelprocess import RemoteEngine

ROOT = Path(__file__).resolve().parents[2]

# Starts the model process, optionally starts a long step, then reports and waits to be killed.
PARENT = textwrap.dedent("""
    import sys, time
    from playground.llama.engine import LoadOptions
    from playground.llama.sampling import GenerationParams
    from playground.runtime.modelprocess import RemoteEngine
    from playground.runtime.streaming import StepDelta
    from playground.world.store import create_session

    model, sessions, mode = sys.argv[1:4]
    engine = RemoteEngine.load(model, LoadOptions(n_ctx=4096, n_threads=1))
    holder = None
    if mode == "held":
        # a process that inherits our end of the pipe (as a program the UI starts might): the
        # pipe then stays open when we die, and only the parent-death signal / pid watch notice
        import os, subprocess
        os.set_inheritable(engine._conn.fileno(), True)
        holder = subprocess.Popen(["sleep", "60"], close_fds=False)
    if mode in ("step", "held"):
        session = create_session(sessions, "terminal")
        # ignore_eos: long enough that, left running, it would finish and append a step
        stream = engine.start_step(session.path, "ls -la", GenerationParams(max_tokens=3500, ignore_eos=True,
                                                                              seed=1))
        for item in stream:
            if isinstance(item, StepDelta) and item.tokens > 0:
                break
        print(engine.pid, engine._log_path, session.path, holder.pid if holder else 0, flush=True)
    else:
        print(engine.pid, engine._log_path, "-", 0, flush=True)
    time.sleep(300)
""")


def _gone(pid: int) -> bool:
    """Ended (a zombie waiting for a reaper that is not its old parent counts as ended)."""
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def _start_parent(model: Path, sessions: Path, mode: str) -> tuple[subprocess.Popen[str], int, str, str, int]:
    parent = subprocess.Popen([sys.executable, "-c", PARENT, str(model), str(sessions), mode], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = parent.stdout.readline() if parent.stdout else ""
    if not line:
        parent.kill()
        pytest.fail(f"the parent did not start: {parent.communicate()[1][-2000:]}")
    pid, log, session, holder = line.split()
    return parent, int(pid), log, session, int(holder)


def _kill_and_time(parent: subprocess.Popen[str], child: int) -> float:
    t0 = time.monotonic()
    parent.send_signal(signal.SIGKILL)
    parent.wait(10)
    while not _gone(child) and time.monotonic() - t0 < 10:
        time.sleep(0.05)
    return time.monotonic() - t0


@pytest.mark.parametrize("mode", ["idle", "step", "held"])
def test_model_process_dies_with_a_killed_parent(tiny_model: Path, tmp_path: Path, mode: str) -> None:
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    parent, child, log, session, holder = _start_parent(tiny_model, sessions, mode)
    try:
        assert not _gone(child) and Path(log).exists()
        took = _kill_and_time(parent, child)
        assert _gone(child), "the model process outlived its parent"
        assert took < 2.0, f"the model process took {took:.2f} s to follow its parent"
        assert not Path(log).exists(), "the empty log file was left behind"
        if mode != "idle":
            # the step was running when the parent died: nothing may be appended for nobody
            time.sleep(1.0)
            lines = Path(session).read_text().splitlines()
            assert len(lines) == 1, "a step was written after the parent was gone"
    finally:
        if parent.poll() is None:
            parent.kill()
        if not _gone(child):
            os.kill(child, signal.SIGKILL)
        if holder and not _gone(holder):
            os.kill(holder, signal.SIGKILL)


def test_model_process_outlives_the_thread_that_loaded_it(tiny_model: Path, tmp_path: Path) -> None:
    """Linux sends the parent-death signal when the *thread* that started the child ends: the
    TUI loads models in worker threads, so that signal must not stop the model process."""
    box: list[RemoteEngine] = []
    loader = threading.Thread(target=lambda: box.append(RemoteEngine.load(tiny_model, LoadOptions(n_ctx=1024,
                                                                                                  n_threads=1))))
    loader.start()
    loader.join(60)
    engine = box[0]
    try:
        time.sleep(0.5)  # the watchdog polls every 0.2 s
        assert engine._process.is_alive()
        from playground.llama.sampling import GenerationParams

        items = list(engine.start_generate([{"role": "user", "content": "hi"}], GenerationParams(max_tokens=8,
                                                                                                  seed=1)))
        assert items[-1].timings.generated_tokens > 0
    finally:
        engine.close()


def _cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "playground", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=timeout)


def _one_error_line(r: subprocess.CompletedProcess[str]) -> str:
    assert r.returncode == 1, r.stderr[-2000:]
    assert "Traceback" not in r.stderr
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert lines and lines[-1].startswith("error: "), r.stderr[-2000:]
    assert sum(ln.startswith("error: ") for ln in lines) == 1
    return lines[-1]


def test_native_abort_while_loading_is_one_line(tiny_model: Path, tmp_path: Path) -> None:
    """expert_used_count = 0 trips a GGML_ASSERT in llama.cpp's loader. Whether the header check
    catches it first or llama.cpp aborts in the model process, the user gets one line."""
    from tests.faults.ggufedit import rewrite_metadata

    bad = tmp_path / "zero-experts.gguf"
    bad.write_bytes(rewrite_metadata(tiny_model.read_bytes(), {"qwen35moe.expert_used_count": 0}))
    t0 = time.monotonic()
    r = _cli("generate", str(bad), "hi", "--max-tokens", "4", "--ctx", "512")
    assert time.monotonic() - t0 < 60
    line = _one_error_line(r)
    if "llama.cpp aborted" in line:
        assert line.startswith("error: llama.cpp aborted while loading zero-experts.gguf: ")
        assert "GGML_ASSERT" in line and "/" not in line.split(": ", 2)[2].split(":")[0]


def test_model_process_crash_mid_generation_is_one_line(tiny_model: Path) -> None:
    """SIGABRT to the model process while the speed benchmark generates: the command ends with
    'llama.cpp aborted while generating ...', exit 1, and no process is left."""
    cli = subprocess.Popen([sys.executable, "-m", "playground", "bench", str(tiny_model), "--lengths", "3000",
                            "--repeats", "50", "--session-steps", "0", "--no-naive", "--threads", "1"],
                           cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert cli.stderr is not None
        first = cli.stderr.readline()  # "3000 tokens, round 1/50": the model process is generating
        assert "round 1/50" in first, first + cli.stderr.read()[-2000:]
        children = [p for p in psutil.Process(cli.pid).children() if "spawn_main" in " ".join(p.cmdline())]
        assert len(children) == 1
        children[0].send_signal(signal.SIGABRT)
        out, err = cli.communicate(timeout=60)
        r = subprocess.CompletedProcess(cli.args, cli.returncode, out, first + err)
        line = _one_error_line(r)
        assert line.startswith(f"error: llama.cpp aborted while generating with {tiny_model.name}")
        assert "SIGABRT" in line
        assert _gone(children[0].pid)
    finally:
        if cli.poll() is None:
            cli.kill()


def test_step_action_that_is_not_utf8_is_one_line(tiny_model: Path) -> None:
    r = subprocess.run([sys.executable.encode(), b"-m", b"playground", b"step", bytes(tiny_model), b"--domain",
                        b"terminal", b"--action", b"ls \xff\xfe -la"], capture_output=True, cwd=ROOT, timeout=120)
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 1 and "Traceback" not in err
    assert err.strip().splitlines() == ["error: --action is not valid UTF-8 text (byte 0xff at character 3)"]


def test_step_action_from_stdin_that_is_not_utf8_is_one_line(tiny_model: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "playground", "step", str(tiny_model), "--domain", "terminal",
                        "--action", "-"], input=b"ls \xff\n", capture_output=True, cwd=ROOT, timeout=120)
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 1 and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("error: --action -: standard input is not valid UTF-8 text")
