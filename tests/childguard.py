"""Processes a test starts (servers, CLIs) die with the test process, however it ends.

A fixture's ``finally`` does not run when the test process itself is killed (a native crash in
llama.cpp, pytest-timeout, a CI limit); a server it started would then live on with no parent
and keep its port. Linux delivers a parent-death signal to a child that asked for one
(``prctl(PR_SET_PDEATHSIG)``, set between fork and exec); the child also gets a process group
of its own, so :func:`stop` ends whatever it started in turn.

:func:`in_child` is the other half: a test whose native code may crash runs in a child, so the
crash fails that test with its reason instead of killing the test process.
"""

from __future__ import annotations

import ctypes
import functools
import multiprocessing
import os
import signal
import subprocess
import sys
import tempfile
from typing import Any, Callable

import pytest

_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:  # runs in the child between fork and exec: async-signal-safe calls only
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def popen_tied(cmd: list[str], **kwargs: Any) -> subprocess.Popen[Any]:
    """``subprocess.Popen`` for a child that must not outlive the test process.

    The parent-death signal fires when the *thread* that started the child ends, so start it from
    the test's (or session fixture's) main thread, as pytest does."""
    return subprocess.Popen(cmd, preexec_fn=_die_with_parent, start_new_session=True, **kwargs)


def stop(proc: subprocess.Popen[Any], wait: float = 10.0) -> None:
    """Terminate the child's whole process group, then kill it if it does not end in ``wait`` s."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except (ProcessLookupError, PermissionError):
            proc.terminate()
        try:
            proc.wait(wait)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                proc.kill()
            proc.wait(wait)


# ------------------------------------------------------------------ tests that run in a child

#: A test in a child gets this long before it is killed (pytest-timeout's limit is 300 s).
CHILD_TEST_TIMEOUT_S = 240.0


def in_child(test: Callable[..., None]) -> Callable[..., None]:
    """Run a test's body in a spawned child process, so a native crash (llama.cpp on a quantized
    model: the AMX segfault, an assert) fails this one test with the line llama.cpp printed,
    instead of ending the whole test run. Fixture values are passed to the child, so they must
    pickle (paths, sessions, models: yes; ``capsys``, ``monkeypatch``: no). The guard in
    ``tests/conftest.py`` fails a test that loads a quantized model in the test process itself."""

    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        run_in_child(test, *args, **kwargs)

    return run


def run_in_child(func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``func(*args, **kwargs)`` in a spawned child; its return value (which must pickle) comes
    back. ``func`` is found in the child by module and qualified name (a module-level function,
    or a test decorated with :func:`in_child`). A crash or an exception fails the calling test."""
    from playground.base.childproc import crash_line, exit_text

    ctx = multiprocessing.get_context("spawn")
    fd, log_path = tempfile.mkstemp(prefix="test-child-", suffix=".log")
    os.close(fd)
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child_body, args=(child, log_path, func.__module__, func.__qualname__, args, kwargs),
                       name=f"test-{func.__name__}", daemon=False)  # not daemonic: the test may start children
    proc.start()
    child.close()
    try:
        outcome = parent.recv() if parent.poll(CHILD_TEST_TIMEOUT_S) else None
    except (EOFError, OSError):
        outcome = None
    proc.join(10)
    if proc.is_alive():
        proc.kill()
        proc.join()
    try:
        if outcome is None:
            line = crash_line(log_path)
            pytest.fail(f"the child process of {func.__qualname__} died ({exit_text(proc.exitcode)})"
                        + (f": {line}" if line else ""), pytrace=False)
        if outcome[0] == "skip":
            pytest.skip(outcome[1])
        if outcome[0] == "error":
            pytest.fail(f"in the child process of {func.__qualname__}:\n{outcome[1]}", pytrace=False)
        return outcome[1]
    finally:
        parent.close()
        try:
            os.unlink(log_path)
        except OSError:
            pass


def _child_body(conn: Any, log_path: str, module: str, qualname: str, args: tuple[Any, ...],
                kwargs: dict[str, Any]) -> None:
    import importlib
    import traceback

    _die_with_parent()  # a killed test run takes this child with it
    fd = os.open(log_path, os.O_WRONLY | os.O_TRUNC)
    os.dup2(fd, 1)  # native prints (an assert line before an abort) go where the parent reads them
    os.dup2(fd, 2)
    os.close(fd)
    os.environ["GGML_NO_BACKTRACE"] = "1"
    target: Any = importlib.import_module(module)
    for part in qualname.split("."):
        target = getattr(target, part)
    target = getattr(target, "__wrapped__", target)
    try:
        result = target(*args, **kwargs)
    except pytest.skip.Exception as e:
        conn.send(("skip", str(e)))
    except BaseException:  # an assertion or any error: its traceback, as the test process shows it
        conn.send(("error", traceback.format_exc()))
    else:
        conn.send(("ok", result))
