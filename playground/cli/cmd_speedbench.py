"""agentworld-play bench MODEL: engine vs bare decode loop vs create_completion, one process."""

from __future__ import annotations

import argparse
import sys

NAME = "bench"
HELP = "benchmark the engine against a bare llama.cpp loop and create_completion"
ORDER = 80


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", help="path to a .gguf file")
    p.add_argument("--lengths", default="128,2048", help="generated tokens per run, comma-separated")
    p.add_argument("--repeats", type=int, default=7, help="rounds per length (median is reported)")
    p.add_argument("--session-steps", type=int, default=10, help="steps of the reuse benchmark (0: skip)")
    p.add_argument("--rerun-steps", default="10,50",
                   help="sessions whose steps 1, n/2 and n are re-run, comma-separated step counts ('' or 0: skip)")
    p.add_argument("--no-naive", action="store_true", help="skip create_completion (it loads the model twice)")
    p.add_argument("--no-bufts-compare", action="store_true",
                   help="skip measuring CPU extra buffer types on vs off (it loads the model a second time)")
    from playground.cli.common import add_extra_bufts_arguments

    add_extra_bufts_arguments(p)
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--gpu-layers", type=int, default=-1)
    p.add_argument("--ctx", type=int, default=None)
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace) -> int:
    from playground.base.textsafe import dumps
    from playground.cli.engines import open_model
    from playground.errors import InvalidParameterError
    from playground.llama.speedbench import BenchReport, bench_load_options
    from playground.runtime.modelprocess import BenchLog

    try:
        lengths = tuple(int(x) for x in args.lengths.split(",") if x.strip())
    except ValueError:
        raise InvalidParameterError(f"--lengths takes comma-separated integers, got {args.lengths!r}") from None
    try:
        rerun_steps = tuple(int(x) for x in args.rerun_steps.split(",") if x.strip() and int(x) != 0)
    except ValueError:
        raise InvalidParameterError(f"--rerun-steps takes comma-separated integers, got {args.rerun_steps!r}") from None
    if any(n < 2 for n in rerun_steps):
        raise InvalidParameterError("--rerun-steps: a session needs at least 2 steps")
    if not lengths or min(lengths) <= 0 or args.repeats <= 0:
        raise InvalidParameterError("lengths and repeats must be positive")
    # The engine, the bare loop it is measured against and create_completion all run in the
    # model process: one process, so the ratios compare like with like.
    from dataclasses import replace

    from playground.cli.common import extra_bufts_mode

    options = replace(bench_load_options(lengths, n_ctx=args.ctx, threads=args.threads, n_gpu_layers=args.gpu_layers,
                                         rerun_steps=rerun_steps), extra_bufts=extra_bufts_mode(args))
    report: BenchReport | None = None
    with open_model(args, options=options) as engine:
        try:
            for item in engine.start_speedbench(lengths=lengths, repeats=args.repeats,
                                                session_steps=args.session_steps, naive=not args.no_naive,
                                                extra_bufts=not args.no_bufts_compare,
                                                rerun_steps=rerun_steps):
                if isinstance(item, BenchLog):
                    print(item.text, file=sys.stderr, flush=True)
                else:
                    report = item
        except KeyboardInterrupt:
            engine.cancel()
            raise
    assert report is not None
    print(dumps(report.to_dict(), indent=2) if args.json else report.format())
    return 0
