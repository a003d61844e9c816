"""agentworld-play judge FILE...: score predictions with the official judge, resumably."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from playground.cli.common import add_extra_bufts_arguments

if TYPE_CHECKING:
    from playground.bench.chat import ChatModel
    from playground.bench.judging import JudgeProgress, JudgeReport

NAME = "judge"
HELP = "score predictions (rows with gen, or sessions) with the official AgentWorldBench judge, resumably"
DESCRIPTION = (
    "Judge predicted AgentWorldBench rows (a predictions file: rows plus `gen`, as `predict` and `export "
    "--format bench` write them) or sessions (their steps that have a real result next to the prediction) "
    "with the official judge: upstream's judge messages and prompts (`prompts pull` first), temperature "
    "0.6, up to 3 attempts per row, upstream's parser. The judge is a GGUF (--judge FILE, run in the model "
    "process) or a served model (--judge-server URL --judge-model NAME: vLLM, SGLang, llama-server or any "
    "OpenAI-compatible API); without either, the `judge` setting. Results go to <file>.judged.jsonl beside "
    "each input (or --out), readable by upstream's `eval.py score`; each row is kept as it finishes, so "
    "running the same command again judges only what is missing."
)
ORDER = 47


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="+", metavar="FILE", help="predictions (rows with gen) or session files")
    j = p.add_argument_group("the judge model (default: the `judge` setting)")
    j.add_argument("--judge", default=None, metavar="MODEL",
                   help="a .gguf file (run in the model process), or @NAME of an endpoint in the settings file")
    j.add_argument("--judge-server", default=None, metavar="URL", help="an OpenAI-compatible server, e.g. "
                                                                        "http://gpu-box:8000")
    j.add_argument("--judge-model", default=None, metavar="NAME", help="the model name the server lists")
    j.add_argument("--judge-api-key-env", default=None, metavar="VAR",
                   help="NAME of the environment variable holding the server's API key (the key is never stored)")
    r = p.add_argument_group("judging")
    r.add_argument("--concurrency", type=int, default=None, metavar="N",
                   help="rows judged at once, 1-64 (default: 4 on a server, 1 for a GGUF)")
    r.add_argument("--retries", type=int, default=3, metavar="N", help="attempts per row (default %(default)s)")
    r.add_argument("--temperature", type=float, default=0.6, help="the judge's temperature (default %(default)s)")
    r.add_argument("--max-tokens", type=int, default=32768,
                   help="the judge's reasoning + answer tokens (default %(default)s)")
    r.add_argument("--upstream-messages", action="store_true",
                   help="send upstream's judge messages exactly, without the output diagnostics the GUI judge "
                        "prompts ask for (upstream's eval.py never computes them)")
    r.add_argument("--rejudge-failed", action="store_true", help="ask again about rows whose judgement failed")
    r.add_argument("--out", default=None, metavar="FILE",
                   help="write every input's judgements to this one file (default: <file>.judged.jsonl beside each)")
    r.add_argument("--json", action="store_true", help="print the counts and scores as JSON")
    g = p.add_argument_group("loading a GGUF judge")
    g.add_argument("--ctx", type=int, default=65536, help="context size in tokens (default %(default)s)")
    g.add_argument("--gpu-layers", type=int, default=None, help="layers on the GPU (default: the fit planner's)")
    g.add_argument("--threads", type=int, default=None, help="CPU threads (default: physical cores)")
    g.add_argument("--flash-attn", choices=("auto", "on", "off"), default="auto")
    g.add_argument("--kv-type", default="f16", help="KV cache type: f16, q8_0, q4_0 ...")
    add_extra_bufts_arguments(g)


def judge_source(args: argparse.Namespace) -> tuple[str | None, Any]:
    """(GGUF path, None) or (None, EndpointSpec) from the flags, else the `judge` setting; one-line errors."""
    from dataclasses import replace

    from playground.endpoints import EndpointSpec
    from playground.errors import InvalidParameterError

    if args.judge and args.judge_server:
        raise InvalidParameterError("give --judge or --judge-server, not both")
    if args.judge_server:
        if not args.judge_model:
            raise InvalidParameterError("--judge-server needs --judge-model NAME (GET /v1/models on the server "
                                        "lists them)")
        return None, EndpointSpec(args.judge_server, args.judge_model, args.judge_api_key_env).validate()
    choice = args.judge
    if not choice:
        if args.judge_model:
            raise InvalidParameterError("--judge-model needs --judge-server URL")
        from playground.settings import Settings

        choice = Settings.load().judge.strip()
        if not choice:
            raise InvalidParameterError("no judge model: give --judge MODEL.gguf, or --judge-server URL --judge-model "
                                        "NAME, or set `judge` in the settings file (a .gguf path or @ENDPOINT)")
    if choice.startswith("@"):
        from playground.endpoints.registry import find_endpoint
        from playground.settings import Settings

        spec = find_endpoint(Settings.load(), choice[1:])
        return None, replace(spec, model=args.judge_model or spec.model,
                             api_key_env=args.judge_api_key_env or spec.api_key_env).validate()
    if args.judge_model or args.judge_api_key_env:
        raise InvalidParameterError("--judge-model and --judge-api-key-env go with --judge-server (or an @ENDPOINT)")
    from pathlib import Path

    path = Path(choice).expanduser()
    if not path.is_file():
        raise InvalidParameterError(f"judge model: no file at {path}")
    return str(path), None


def open_judge(args: argparse.Namespace, path: str | None, spec: Any) -> ChatModel:
    from playground.bench.chat import open_chat

    if spec is not None:
        spec.check()  # the key's variable is set: one line before anything is asked
        return open_chat(None, spec)
    from playground.cli.common import load_options

    return open_chat(path, options=load_options(args, path))


def _duration(s: float) -> str:
    s = int(s)
    if s >= 3600:
        return f"{s // 3600}h{s % 3600 // 60:02d}m"
    if s >= 60:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s}s"


def progress_text(p: JudgeProgress) -> str:
    rate = p.done / p.elapsed_s if p.elapsed_s > 0 else 0.0
    eta = _duration((p.total - p.done) / rate) if rate > 0 else "?"
    per = f"{rate * 60:.1f} rows/min" if rate < 1 else f"{rate:.1f} rows/s"
    return f"judging {p.done}/{p.total} rows  {p.failed} failed  {per}  ETA {eta}"


def _summary(rows: list[dict[str, Any]]) -> tuple[str | None, Any]:
    """(the score summary as text, as JSON) from playground.bench.scores."""
    from playground.bench.scores import format_summary, summarize, summary_json

    summary = summarize(rows)
    return format_summary(summary), summary_json(summary)


def run(args: argparse.Namespace) -> int:
    import json
    import threading

    from playground.base.textsafe import visible
    from playground.bench.chat import check_concurrency
    from playground.bench.judge_messages import load_judge_prompts
    from playground.bench.judging import JudgeInputError, judge_file, judge_params, plan_outputs
    from playground.cli.progress import LineProgress
    from playground.errors import InvalidParameterError
    from playground.world.session import display_path

    if args.retries < 1:
        raise InvalidParameterError(f"--retries must be at least 1, got {args.retries}")
    if args.concurrency is not None:
        check_concurrency(args.concurrency)
    params = judge_params(args.temperature, args.max_tokens)
    from pathlib import Path

    for f in args.files:  # before the prompts: a missing file is the first thing to say
        if not Path(f).is_file():
            raise JudgeInputError(f"no file at {f}" if not Path(f).exists() else f"{f} is not a file")
    prompts = load_judge_prompts()
    outputs = plan_outputs(args.files, prompts, args.out)
    items = [i for o in outputs for i in o.items]
    if not any(i.skip is None for i in items):
        names = ", ".join(Path(f).name for f in args.files)
        why = {i.skip for i in items if i.skip}
        if why <= {"No model generation"} or not items:
            raise JudgeInputError(f"nothing to judge in {names}: no row has a prediction ('gen'); predict them first "
                                  "(agentworld-play predict FILE)")
        raise JudgeInputError(f"nothing to judge in {names}: {sorted(why)[0]}")
    path, spec = judge_source(args)
    if spec is None and args.concurrency is not None:  # before a model is loaded for nothing
        from typing import cast

        from playground.bench.chat import ChatModel, ProcessChat

        check_concurrency(args.concurrency, cast(ChatModel, ProcessChat))

    judge = open_judge(args, path, spec)
    err = sys.stderr
    bar = LineProgress(err, step_pct=5.0)
    cancel = threading.Event()
    report: JudgeReport | None = None
    try:
        concurrency = check_concurrency(args.concurrency or (1 if spec is None else 4), judge)
        print(f"judge: {visible(judge.label)}  ({concurrency} at once, up to {args.retries} attempts per row)",
              file=err)

        def show(p: JudgeProgress) -> None:
            bar.show(progress_text(p), p.done / max(1, p.total), final=p.done == p.total)

        report = judge_file(args.files, judge, prompts, out=args.out, params=params, retries=args.retries,
                            diagnostics=not args.upstream_messages, concurrency=concurrency,
                            rejudge_failed=args.rejudge_failed, cancel=cancel, progress=show, outputs=outputs)
    except KeyboardInterrupt:
        cancel.set()
        bar.finish()
        print("interrupted: the rows judged so far are kept; run the same command again to resume", file=err)
        return 130
    finally:
        bar.finish()
        judge.close()

    for note in report.notes:
        print(f"note: {visible(note)}", file=err)
    totals = report.totals()
    try:
        text, summary = _summary(report.rows())
    except ImportError:  # the score summary module is not part of this build
        text, summary = None, None
    if args.json:
        files = [{"output": str(o.path), "inputs": [str(i.path) for i in o.inputs], "written": o.written,
                  **o.counts()} for o in report.outputs]
        print(json.dumps({"judge_model": report.judge_model, "complete": report.complete, "files": files,
                          "totals": totals, "summary": summary}, indent=2))
    else:
        for o in report.outputs:
            c = o.counts()
            state = "written" if o.written else f"not written yet: {c['missing']} rows to go"
            print(f"{display_path(o.path)}: {c['judged']} judged, {c['failed']} failed, {c['not_judgeable']} not "
                  f"judgeable ({c['asked']} asked now, {c['reused']} from before); {state}")
        if text:
            print(text)
    if not report.complete:
        print("stopped before every row was judged: run the same command again to resume", file=err)
        return 1
    return 0
