"""A server a test starts does not outlive a test process that is killed (tests/childguard.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# A stand-in for a pytest process: starts a long-lived child the way the fixtures do, says its
# pid, then waits to be killed (as a native crash or a timeout would end it).
HOLDER = """
import sys, time
from tests.childguard import popen_tied
child = popen_tied([sys.executable, "-c", "import time; time.sleep(120)"])
print(child.pid, flush=True)
time.sleep(120)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie waiting for its reaper is dead for our purpose
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_a_killed_test_process_takes_its_server_with_it() -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None
        child = int(holder.stdout.readline())
        assert _alive(child)
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
        deadline = time.monotonic() + 5
        while _alive(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(child), "the child outlived the killed test process"
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()


def test_stop_ends_the_whole_group() -> None:
    from tests.childguard import popen_tied, stop

    proc = popen_tied([sys.executable, "-c", "import subprocess, sys, time; "
                       "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(120)']); "
                       "print(p.pid, flush=True); time.sleep(120)"], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    grandchild = int(proc.stdout.readline())
    stop(proc, wait=5)
    deadline = time.monotonic() + 5
    while _alive(grandchild) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is not None and not _alive(grandchild)
