"""agentworld-play bench-ui MODEL: generation speed through the headless app vs the engine alone."""

from __future__ import annotations

import argparse
import sys

NAME = "bench-ui"
HELP = "benchmark a step driven through the (headless) terminal UI against the engine alone"
ORDER = 81


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", help="path to a .gguf file")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--max-tokens", type=int, default=2048)
    p.add_argument("--ctx", type=int, default=8192)
    p.add_argument("--seed", type=int, default=7)


def run(args: argparse.Namespace) -> int:
    from playground.errors import InvalidParameterError
    from playground.tui.uibench import run_ui_bench

    if args.rounds <= 0 or args.max_tokens <= 0:
        raise InvalidParameterError("rounds and max tokens must be positive")
    report = run_ui_bench(args.model, rounds=args.rounds, max_tokens=args.max_tokens, n_ctx=args.ctx,
                          seed=args.seed, log=lambda s: print(s, file=sys.stderr, flush=True))
    print(report.format())
    return 0
