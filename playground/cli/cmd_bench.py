"""agentworld-play bench MODEL: engine vs bare decode loop vs create_completion, one process."""

from __future__ import annotations

import argparse
import json
import sys

NAME = "bench"
HELP = "benchmark the engine against a bare llama.cpp loop and create_completion"
ORDER = 80


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", help="path to a .gguf file")
    p.add_argument("--lengths", default="128,2048", help="generated tokens per run, comma-separated")
    p.add_argument("--repeats", type=int, default=7, help="rounds per length (median is reported)")
    p.add_argument("--session-steps", type=int, default=10, help="steps of the reuse benchmark (0: skip)")
    p.add_argument("--no-naive", action="store_true", help="skip create_completion (it loads the model twice)")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--gpu-layers", type=int, default=-1)
    p.add_argument("--ctx", type=int, default=None)
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace) -> int:
    from playground.bench import run_bench
    from playground.errors import InvalidParameterError

    try:
        lengths = tuple(int(x) for x in args.lengths.split(",") if x.strip())
    except ValueError:
        raise InvalidParameterError(f"--lengths takes comma-separated integers, got {args.lengths!r}") from None
    if not lengths or min(lengths) <= 0 or args.repeats <= 0:
        raise InvalidParameterError("lengths and repeats must be positive")
    report = run_bench(args.model, lengths=lengths, repeats=args.repeats, n_ctx=args.ctx,
                       threads=args.threads, n_gpu_layers=args.gpu_layers,
                       session_steps=args.session_steps, naive=not args.no_naive,
                       log=lambda s: print(s, file=sys.stderr, flush=True))
    print(json.dumps(report.to_dict(), indent=2) if args.json else report.format())
    return 0
