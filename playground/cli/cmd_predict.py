"""agentworld-play predict ROWS.jsonl MODEL: predict every row of an AgentWorldBench test file.

As upstream's ``eval.py infer`` does (each row one turn with its real history, temperature 0.6,
up to 32,768 tokens), with rows in flight at once on a server, a progress line, and resume: the
output is written when every row has an answer; until then a journal beside it keeps each
finished row, and running the same command again predicts only what is missing.
"""

from __future__ import annotations

import argparse
from typing import Any

from playground.cli.cmd_step import DefaultContext
from playground.cli.common import add_load_arguments, add_sampling_arguments

NAME = "predict"
HELP = "predict every row of an AgentWorldBench test file (upstream's eval.py infer), resumably"
ORDER = 47
SERVER_CONCURRENCY = 8  # rows in flight on a server unless --concurrency says otherwise
SHOWN_FAILURES = 20


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("rows", metavar="ROWS.jsonl", help="an AgentWorldBench test file ({domain}_test.jsonl)")
    p.add_argument("model", nargs="?", default=None,
                   help="path to a .gguf file (or a server: --server URL --server-model NAME, or @ENDPOINT)")
    p.add_argument("--out", default=None, metavar="FILE",
                   help="the predictions file (default: <input stem>.predictions.jsonl beside the input)")
    p.add_argument("--concurrency", type=int, default=None, metavar="N",
                   help=f"rows in flight at once, 1-64 (default: 1 for a GGUF, which runs one at a time; "
                        f"{SERVER_CONCURRENCY} for a server)")
    add_load_arguments(p)
    # --ctx not given: a GGUF gets the largest context the fit planner finds room for (as step --predict-bench)
    p.set_defaults(ctx=DefaultContext(32768))
    add_sampling_arguments(p)


def run(args: argparse.Namespace) -> int:
    import sys
    from dataclasses import replace
    from pathlib import Path

    from playground.base.textsafe import visible
    from playground.bench.chat import ProcessChat, check_concurrency, open_chat
    from playground.bench.predict import finish_without_generating, open_predictions
    from playground.cli.common import generation_params
    from playground.cli.engines import endpoint_for
    from playground.errors import InvalidParameterError
    from playground.world.bench_limits import BENCH_MAX_TOKENS

    spec = endpoint_for(args, args.model)
    if spec is None and not args.model:
        raise InvalidParameterError("give a model file (.gguf), or a server model: --server URL --server-model NAME")
    identity = spec.label if spec is not None else Path(args.model).name
    concurrency = args.concurrency if args.concurrency is not None else (SERVER_CONCURRENCY if spec else 1)
    check_concurrency(concurrency, None if spec is not None else ProcessChat(None))
    params = generation_params(args)
    if args.max_tokens is None:
        params = replace(params, max_tokens=BENCH_MAX_TOKENS)  # eval.py run_inference's default

    plan = open_predictions(args.rows, args.out, model=identity)  # before the (slow) model load
    for note in plan.notes:
        print(visible(f"note: {note}"), file=sys.stderr)
    todo = plan.todo
    if not todo:
        if finish_without_generating(plan):  # an earlier run predicted them all but did not write the output
            print(visible(f"wrote {len(plan.rows)} rows to {plan.out} (all predicted by earlier runs)"),
                  file=sys.stderr)
        else:
            print(visible(f"all {len(plan.rows)} rows of {plan.source.name} have a prediction in {plan.out}; "
                          "nothing to do (give another --out to predict them again)"), file=sys.stderr)
        return 0

    options = None
    if spec is None:
        options = _gguf_options(args, params, todo)
    print(visible(f"predicting {len(todo)} of {len(plan.rows)} rows of {plan.source.name} with {identity} "
                  f"({concurrency} in flight) -> {plan.out}"), file=sys.stderr)
    chat = open_chat(args.model, spec, options)
    try:
        info = getattr(getattr(chat, "engine", None), "info", None)
        for note in getattr(info, "notes", None) or ():
            print(visible(f"note: {note}"), file=sys.stderr)
        check_concurrency(concurrency, chat)
        return _run(plan, chat, params, concurrency)
    finally:
        chat.close()


def _gguf_options(args: argparse.Namespace, params: Any, todo: list[Any]) -> Any:
    """Loading options for a GGUF: without --ctx, the context the fit planner picks for this machine
    (upstream serves 262,144); a note names the rows that may not fit."""
    import sys

    from playground.base.textsafe import visible
    from playground.bench.predict import context_note
    from playground.cli.common import load_options
    from playground.world.bench_limits import planned_context

    if isinstance(args.ctx, DefaultContext):
        choice = planned_context(args.model, kv_type=args.kv_type, flash_attn=args.flash_attn)
        args.ctx = choice.n_ctx
        print(f"note: context {choice.n_ctx:,} tokens: {choice.reason} (--ctx overrides it)", file=sys.stderr)
    cut = context_note(todo, args.ctx, params.max_tokens)
    if cut:
        print(visible(f"note: {cut}"), file=sys.stderr)
    return load_options(args, args.model)


def _run(plan: Any, chat: Any, params: Any, concurrency: int) -> int:
    import sys

    from playground.base.textsafe import visible
    from playground.bench.predict import PredictRun, format_duration, format_progress
    from playground.cli.progress import LineProgress
    from playground.errors import PlaygroundError

    progress = LineProgress(sys.stderr)
    job = PredictRun(plan, chat, params, concurrency=concurrency,
                     on_progress=lambda p: progress.show(f"predict: {format_progress(p)}", p.done / p.total,
                                                         final=p.done == p.total))
    kept = f"{plan.journal.name} keeps the rows that finished; run the same command again to continue"
    try:
        job.run()
    except KeyboardInterrupt:
        progress.finish()
        print(visible(f"cancelled: {len(job.gens)} of {job.total} rows have a prediction; {kept}"), file=sys.stderr)
        return 130
    except PlaygroundError:
        progress.finish()
        print(visible(f"note: {len(job.gens)} of {job.total} rows have a prediction; {kept}"), file=sys.stderr)
        raise
    progress.finish()
    if job.cancelled:
        print(visible(f"cancelled: {len(job.gens)} of {job.total} rows have a prediction; {kept}"), file=sys.stderr)
        return 130
    elapsed = format_duration(job.elapsed_s)
    print(visible(f"wrote {job.total} rows to {plan.out} ({job.predicted} predicted in {elapsed}, "
                  f"{len(plan.done)} from before)"), file=sys.stderr)
    if job.empty:
        print(f"note: {job.empty} answer(s) are empty (the reasoning used up --max-tokens, typically); the judge "
              "counts them as failed, as upstream's does", file=sys.stderr)
    if not job.failures:
        return 0
    print(visible(f"{len(job.failures)} row(s) failed; they have gen \"\" in the output, as upstream writes them:"),
          file=sys.stderr)
    for f in job.failures[:SHOWN_FAILURES]:
        print(visible(f"  {f.label}: {f.reason}"), file=sys.stderr)
    if len(job.failures) > SHOWN_FAILURES:
        print(f"  ... and {len(job.failures) - SHOWN_FAILURES} more", file=sys.stderr)
    print(visible(f"hint: run the same command again to retry only these {len(job.failures)} row(s) "
                  f"({plan.journal.name} keeps the others)"), file=sys.stderr)
    return 1
