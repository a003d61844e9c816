"""``python -m tests.decoherence.bench_check``: what ``check`` costs per step as a session grows.

Terminal sessions of 100, 1,000 and 10,000 generated steps with growing state (new directories and
files every few steps, reads, appends, removals, commits, environment variables, dates; see
test_linear_check's world), checked by the fact engine (every older ledger is deleted). Prints the time per
step and its ratio to the 100-step session's, measured in this process.
"""

from __future__ import annotations

import argparse
import time

from playground.decoherence import check_session
from playground.decoherence.thresholds import Thresholds
from tests.decoherence.test_linear_check import N_CTX, terminal_session


def per_step_ms(steps: int, th: Thresholds) -> float:
    session = terminal_session(steps)
    best = float("inf")
    for _ in range(2):
        t0 = time.perf_counter()
        check_session(session, th, n_ctx=N_CTX)
        best = min(best, time.perf_counter() - t0)
    return best * 1000 / steps


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", default="100,1000,10000", help="session lengths, comma-separated")
    args = ap.parse_args(argv)
    sizes = [int(x) for x in args.steps.split(",")]
    print(f"{'steps':>7} {'fact engine ms/step':>20} {'ratio':>7}")
    base: float | None = None
    for n in sizes:
        ms = per_step_ms(n, Thresholds(surprise=False))
        base = base if base is not None else ms
        print(f"{n:7d} {ms:20.3f} {ms / base:7.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
