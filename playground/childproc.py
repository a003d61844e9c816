"""Helper processes (the model process, the quantizer): start, silence, diagnose.

Both run native code that may crash or print. They are started with the
"spawn" method (no inherited threads or locks), their stdout/stderr go to a
log file (a TUI owns the terminal; a crash message is still kept and shown to
the user in one line), and the parent tells a crash apart from a clean exit.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

_ready = False


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
    process = ctx.Process(target=target, args=(child_conn, log_path, *args), name=name, daemon=True)
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


def death_message(what: str, when: str, process: Any, log_path: str | None) -> str:
    """One line: 'the model process died while loading (signal SIGKILL): <last line it printed>'."""
    tail = output_tail(log_path)
    return (f"the {what} process died{' ' + when if when else ''} ({exit_text(process.exitcode)})"
            + (f": {tail}" if tail else ""))
