"""Helper processes (the model process, the quantizer): start, silence, diagnose.

Both run native code that may crash or print. They are started with the
"spawn" method (no inherited threads or locks), their stdout/stderr go to a
log file (a TUI owns the terminal; a crash message is still kept and shown to
the user in one line), and the parent tells a crash apart from a clean exit.

They also die with their parent. A model process outliving a killed UI would keep
the model's memory and could still append a step to a session nobody is watching.
Every child is started through :func:`_bootstrap`, which (1) asks Linux for a
parent-death signal (``prctl(PR_SET_PDEATHSIG)``) and (2) starts a watchdog thread
polling the parent's pid, the portable fallback. Either way the child removes its
log file if it is empty and exits at once with :func:`exit_orphaned`, even while
its main thread is inside llama.cpp. Children whose reader sees the pipe close
call the same function.
"""

from __future__ import annotations

import multiprocessing
import os
import re
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable, NoReturn

_ready = False

#: How often a child's watchdog checks that its parent still lives (the portable fallback).
PARENT_POLL_S = 0.2
#: The parent-death signal. Not SIGKILL: Linux sends it when the *thread* that started the
#: child ends (the TUI loads models from worker threads), so the handler checks that the
#: parent process really is gone before exiting.
PDEATH_SIGNAL = getattr(signal, "SIGUSR2", None)

# In a child: the parent's pid and the log file, set by _bootstrap.
_parent_pid: int | None = None
_child_log: str | None = None


def ensure_spawn_ready() -> None:
    """Start multiprocessing's resource tracker while sys.stderr is a real file.

    The tracker is started on the first spawn and passes ``sys.stderr.fileno()`` on; inside
    a Textual app sys.stderr is a capture object without a usable descriptor, and the spawn
    fails with "bad value(s) in fds_to_keep". Call this before the UI takes over the terminal.
    """
    global _ready
    if _ready:
        return
    from multiprocessing import resource_tracker

    real = sys.stderr
    try:
        if sys.__stderr__ is not None:
            sys.stderr = sys.__stderr__
        resource_tracker.ensure_running()
    finally:
        sys.stderr = real
    _ready = True


def spawn(target: Callable[..., Any], args: tuple[Any, ...], name: str) -> tuple[Any, Any, str]:
    """Start ``target(conn, log_path, *args)`` in a spawned process; returns (process, conn, log_path)."""
    ensure_spawn_ready()
    fd, log_path = tempfile.mkstemp(prefix=f"{name}-", suffix=".log")
    os.close(fd)
    ctx = multiprocessing.get_context("spawn")
    conn, child_conn = ctx.Pipe(duplex=True)
    process = ctx.Process(target=_bootstrap, args=(target, os.getpid(), child_conn, log_path, *args), name=name,
                          daemon=True)
    process.start()
    child_conn.close()
    return process, conn, log_path


def redirect_output(log_path: str | None) -> None:
    """In the child: send fds 1 and 2 (Python's and native code's prints) to ``log_path``."""
    if not log_path:
        return
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)


def output_tail(log_path: str | None, limit: int = 300) -> str:
    """The last non-empty line the child printed (e.g. a GGML_ABORT message)."""
    if not log_path:
        return ""
    try:
        text = Path(log_path).read_text(errors="replace")
    except OSError:
        return ""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return lines[-1][:limit] if lines else ""


def remove_log(log_path: str | None) -> None:
    if log_path:
        try:
            os.unlink(log_path)
        except OSError:
            pass


def remove_log_if_empty(log_path: str | None) -> None:
    """Remove ``log_path`` when nothing was written to it (a non-empty log is evidence of a crash)."""
    if log_path:
        try:
            if os.stat(log_path).st_size == 0:
                os.unlink(log_path)
        except OSError:
            pass


# ------------------------------------------------------------- child side: die with the parent

def _bootstrap(target: Callable[..., Any], parent_pid: int, conn: Any, log_path: str, *args: Any) -> None:
    """The first code a spawned child runs: tie its life to the parent, then run ``target``."""
    global _parent_pid, _child_log
    _parent_pid, _child_log = parent_pid, log_path
    # On GGML_ASSERT, ggml forks a debugger to print a backtrace. With gdb installed and the
    # assert hit by two threads at once this deadlocks: the process hangs instead of aborting
    # (measured: a NaN rms epsilon). Without it the abort is immediate and the assert line is
    # still printed to the log, which is what the user is shown.
    os.environ["GGML_NO_BACKTRACE"] = "1"
    _set_parent_death_signal()
    if not parent_alive():  # the parent died while this process was starting
        exit_orphaned()
    threading.Thread(target=_watch_parent, name="parent-watchdog", daemon=True).start()
    target(conn, log_path, *args)


def _set_parent_death_signal() -> None:
    """Linux: have the kernel signal this process when its parent dies (no-op elsewhere)."""
    if not sys.platform.startswith("linux") or PDEATH_SIGNAL is None:
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        signal.signal(PDEATH_SIGNAL, _on_parent_death_signal)  # first: SIGUSR2's default action kills
        libc.prctl(pr_set_pdeathsig, int(PDEATH_SIGNAL), 0, 0, 0)
    except (OSError, AttributeError, ValueError):
        pass  # the watchdog thread still notices within PARENT_POLL_S


def _on_parent_death_signal(_signum: int, _frame: Any) -> None:
    if not parent_alive():  # the starting thread ending also sends it: only a dead parent counts
        exit_orphaned()


def _watch_parent() -> None:
    # Runs Python every PARENT_POLL_S, which works while the main thread sits in a native call
    # (ctypes releases the GIL); os._exit from here ends the whole process.
    while True:
        time.sleep(PARENT_POLL_S)
        if not parent_alive():
            exit_orphaned()


def parent_alive() -> bool:
    """In a child: whether the process that started it is still its parent (True outside a child)."""
    return _parent_pid is None or os.getppid() == _parent_pid


def exit_orphaned() -> NoReturn:
    """In a child whose parent is gone (or closed the pipe): remove an empty log and exit now.
    No cleanup runs: nothing may be written for a parent that is not there to see it, and the
    operating system frees the model's memory."""
    remove_log_if_empty(_child_log)
    os._exit(0)


def ensure_parent_alive() -> None:
    """In a child, before writing anything lasting (a session step): exit if the parent is gone."""
    if not parent_alive():
        exit_orphaned()


def exit_text(code: int | None) -> str:
    """A process exit code as words: "signal SIGKILL", "exit code 3"."""
    if code is None:
        return "did not report"
    if code < 0:
        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"exit code {code}"


def stop(process: Any, conn: Any, wait: float = 10.0) -> None:
    """Wait for ``process`` to end, terminating and then killing it if it does not."""
    process.join(wait)
    if process.is_alive():
        process.terminate()
        process.join(wait)
    if process.is_alive():
        process.kill()
        process.join()
    conn.close()


def receive(conn: Any, process: Any, wait: float) -> Any | None:
    """In the parent: the child's next message, or None when it sent nothing within ``wait``
    seconds and is still running. Raises EOFError (or OSError) when the child has ended and
    nothing it sent is left to read: the caller reports the death."""
    if conn.poll(wait):
        return conn.recv()
    if process.is_alive():
        return None
    if conn.poll(0):  # sent just before it ended
        return conn.recv()
    raise EOFError(f"the {process.name} process ended")


def send_error(conn: Any, kind: str, error: Exception, what: str) -> None:
    """In the child: send the exception itself (the parent re-raises the same domain error), or
    its text when it is not a domain error or does not pickle. ``what``: "model", "comparison"."""
    from playground.errors import PlaygroundError

    if not isinstance(error, PlaygroundError):
        error = PlaygroundError(f"unexpected error in the {what} process: {error}")
    try:
        conn.send((kind, error))
    except Exception:
        conn.send((kind, PlaygroundError(str(error))))


#: Signals that mean native code gave up (GGML_ASSERT/GGML_ABORT, a division by zero, a bad pointer).
NATIVE_CRASH_SIGNALS = frozenset(getattr(signal, n) for n in ("SIGABRT", "SIGFPE", "SIGSEGV", "SIGBUS", "SIGILL",
                                                                "SIGTRAP") if hasattr(signal, n))
# What llama.cpp/ggml (and the C++ runtime) print just before they abort.
_CAUSE = re.compile(r"GGML_ASSERT|GGML_ABORT|\bassert|Assertion|terminate called|what\(\)|\berror\b|fatal",
                    re.IGNORECASE)


def crash_line(log_path: str | None, limit: int = 300) -> str:
    """The line of a crashed child's log that says why: the first assert/abort/error line, else the
    last line (a backtrace follows the assert line when a debugger is installed)."""
    if not log_path:
        return ""
    try:
        text = Path(log_path).read_text(errors="replace")
    except OSError:
        return ""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    cause = next((ln for ln in lines if _CAUSE.search(ln)), lines[-1] if lines else "")
    # "/tmp/pip-install-x/.../ggml/src/ggml-cpu/ops.cpp:4132: GGML_ASSERT(eps >= 0.0f) failed": the
    # build directory says nothing to the user; the file name and line still locate the check.
    cause = re.sub(r"^\S*/(?=[^/\s]+:\d+:)", "", cause)
    return cause[:limit]


def death_message(what: str, when: str, process: Any, log_path: str | None) -> str:
    """One line. A native crash: 'llama.cpp aborted while loading X: <the assert line it printed>';
    any other end: 'the model process died while loading X (signal SIGKILL): <last line it printed>'."""
    from playground.base.textsafe import visible

    code = process.exitcode
    when = f" {when}" if when else ""
    if code is not None and code < 0 and -code in NATIVE_CRASH_SIGNALS:
        cause = crash_line(log_path)
        return visible(f"llama.cpp aborted{when}: {cause}" if cause else f"llama.cpp aborted{when} ({exit_text(code)})")
    tail = output_tail(log_path)
    return visible(f"the {what} process died{when} ({exit_text(code)})" + (f": {tail}" if tail else ""))
