"""Run ``info`` and a real load + short generation on GGUF files, in a child process.

The fault tests must see a native abort, a signal or a hang as a test failure, not as
pytest dying, so the risky part runs here: ``python -m tests.faults.probe`` reads one
file path per line on stdin and answers one JSON line per file on stdout. The parent
(:class:`Prober`) restarts the child when it dies and reports how it died.

Per file the answer holds ``info``: ``{"rc", "out", "err"}`` from the real CLI
(``agentworld-play info``), and, when info succeeded, ``load``: ``{"ok": true}``,
``{"error": one-line message}`` (a domain error) or ``{"traceback": ...}``.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]


def _info(path: str) -> dict[str, Any]:
    from playground.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(["info", path])
        except SystemExit as e:  # argparse
            rc = int(e.code or 0)
        except Exception:  # the CLI let a non-domain exception out: what the user would see
            return {"rc": "traceback", "out": out.getvalue(), "err": traceback.format_exc()}
    return {"rc": rc, "out": out.getvalue(), "err": err.getvalue()}


def _load(path: str) -> dict[str, Any]:
    from playground.errors import PlaygroundError
    from playground.llama.engine import Engine, LoadOptions
    from playground.llama.sampling import GenerationParams

    try:
        eng = Engine.load(path, LoadOptions(n_ctx=256, n_batch=64, n_threads=1))
        try:
            prompt = eng.render_chat([{"role": "user", "content": "ls -la"}])
            eng.run(prompt, GenerationParams(max_tokens=4, seed=1))
        finally:
            eng.close()
        return {"ok": True}
    except PlaygroundError as e:
        return {"error": str(e)}
    except Exception:
        return {"traceback": traceback.format_exc()}


def serve() -> None:
    """The child: one JSON answer line per path line."""
    # Answers go to a private copy of stdout; anything native code prints goes to stderr.
    answers = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    for line in sys.stdin:
        path = line.strip()
        if not path:
            continue
        answer: dict[str, Any] = {"path": path, "info": _info(path)}
        if answer["info"]["rc"] == 0:
            answer["load"] = _load(path)
        answers.write(json.dumps(answer) + "\n")
        answers.flush()


@dataclass
class ProbeResult:
    path: str
    seconds: float
    info: dict[str, Any] | None = None
    load: dict[str, Any] | None = None
    died: str | None = None  # "SIGABRT", "exit 3", "timeout after 10 s" ...


def _how(rc: int) -> str:
    """How a child ended, from its return code: ``signal SIGABRT`` or ``exit 3``."""
    return f"signal {signal.Signals(-rc).name}" if rc < 0 else f"exit {rc}"


class Prober:
    """A long-lived probe child, restarted after each death (Python start-up costs ~1 s)."""

    def __init__(self, timeout: float = 10.0, env: dict[str, str] | None = None) -> None:
        self.timeout = timeout
        self.env = env or {}
        self._proc: subprocess.Popen[str] | None = None

    def _start(self) -> subprocess.Popen[str]:
        env = dict(os.environ, PYTHONPATH=str(REPO), **self.env)
        return subprocess.Popen(
            [sys.executable, "-m", "tests.faults.probe"], cwd=REPO, env=env, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            start_new_session=True,
        )

    def probe(self, path: Path) -> ProbeResult:
        import selectors

        if self._proc is not None and (rc := self._proc.poll()) is not None:
            # it died between probes (a child only dies while it reads a file, or when it is killed): say how,
            # and start a fresh one on the next probe (a death is never passed over by restarting quietly)
            self._proc = None
            return ProbeResult(str(path), 0.0, died=_how(rc))
        if self._proc is None:
            self._proc = self._start()
        proc = self._proc
        assert proc.stdin and proc.stdout
        t0 = time.monotonic()
        proc.stdin.write(f"{path}\n")
        proc.stdin.flush()
        sel = selectors.DefaultSelector()
        sel.register(proc.stdout, selectors.EVENT_READ)
        # The first probe of a fresh child includes its imports: allow it more time.
        ready = sel.select(self.timeout)
        sel.close()
        elapsed = time.monotonic() - t0
        if not ready:
            self.close()
            return ProbeResult(str(path), elapsed, died=f"timeout after {self.timeout:.0f} s")
        line = proc.stdout.readline()
        if not line:
            rc = proc.wait(timeout=5)
            self._proc = None
            return ProbeResult(str(path), elapsed, died=_how(rc))
        answer = json.loads(line)
        return ProbeResult(str(path), elapsed, info=answer["info"], load=answer.get("load"))

    def warm_up(self, path: Path) -> None:
        """Pay the child's import cost outside any timed probe."""
        self.probe(path)

    def close(self) -> None:
        if self._proc is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self._proc.pid, signal.SIGKILL)
            self._proc.wait()
            self._proc = None


if __name__ == "__main__":
    serve()
