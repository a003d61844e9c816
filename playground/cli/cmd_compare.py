"""agentworld-play compare SESSION --models A.gguf B.gguf ...: what each quant level changes.

Runs the chosen steps of a session on every file, one model loaded at a time,
with identical prompts, sampling and seed, and reports against the file with
the most bits per weight: KL divergence and top-1 agreement (teacher-forced on
the reference's tokens), whether the observation matches the reference's,
warnings, load time, memory and speed. The table goes to stdout (or the JSON
report with --json), progress to stderr; the report is saved as
<session>.compare.json next to the session (examples: in the sessions directory).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, TextIO

from playground.cli.common import add_load_arguments, add_sampling_arguments

if TYPE_CHECKING:
    from playground.endpoints import EndpointSpec

NAME = "compare"
HELP = "run a session's steps on several quant levels and compare them"
ORDER = 46


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("session", help="session file, name in the sessions directory, or example name")
    p.add_argument("--models", nargs="+", required=True, metavar="GGUF",
                   help="two or more GGUF files of one model (the one with most bits per weight is the reference); "
                        "@NAME adds an endpoint from the settings file, --server/--server-model one more "
                        "(a server model counts as BF16: the reference over local quants)")
    p.add_argument("--steps", default="all", help="steps to run: N, N-M, a comma-separated list, or all (default)")
    p.add_argument("--json", action="store_true", help="print the report as JSON instead of the table")
    p.add_argument("--out", default=None, help="where to save the report (default: <session>.compare.json)")
    p.add_argument("--no-save", action="store_true", help="do not save the report")
    p.add_argument("--kld-top-k", type=int, default=None, metavar="K",
                   help="reference tokens kept per position for the KL divergence (default 512)")
    p.add_argument("--no-fit", action="store_true",
                   help="load every file with --gpu-layers as given instead of planning each one to fit the GPU")
    p.add_argument("--no-thinking", action="store_true", help="answer without a reasoning block")
    p.add_argument("--sessions-dir", default=None, help="sessions directory (names are looked up there)")
    add_load_arguments(p)
    add_sampling_arguments(p)


def run(args: argparse.Namespace) -> int:
    import sys
    import threading
    from pathlib import Path

    from playground.base.textsafe import dumps
    from playground.cli.common import generation_params, load_options
    from playground.compare import default_report_path, format_table, parse_steps, plan_comparison, save_report
    from playground.compare.host import run_comparison_in_process
    from playground.compare.runner import DEFAULT_TOP_K
    from playground.world.paths import find_session, sessions_dir
    from playground.world.session import display_path
    from playground.world.store import load_session

    base = sessions_dir(args.sessions_dir)
    session = load_session(find_session(args.session, base))
    for n in session.notes:
        print(f"note: {session.name} line {n.line}: {n.message}", file=sys.stderr)
    steps = parse_steps(args.steps, [s.index for s in session.steps])
    plan = plan_comparison(session, _models(args), steps=steps, params=generation_params(args),
                           enable_thinking=not args.no_thinking,
                           top_k=args.kld_top_k if args.kld_top_k is not None else DEFAULT_TOP_K)
    out = Path(args.out).expanduser() if args.out else default_report_path(
        session.path, example=session.header.example, sessions_dir=base)  # type: ignore[arg-type]
    if not args.no_save and not out.parent.is_dir():
        from playground.compare import ReportError

        raise ReportError(f"cannot save the report: the directory {out.parent} does not exist")
    # The models load and run in the comparison process, never in this one (see cli/engines.py).
    fixed = load_options(args) if args.no_fit else None
    n_models = len(plan.models)
    print(f"comparing {n_models} files on {session.name} step(s) {args.steps} · seed {plan.params.seed} · "
          f"reference {plan.reference.label} ({plan.reference.bits_per_weight:.2f} bpw)", file=sys.stderr)
    progress = _Progress(n_models, sys.stderr)
    cancel = threading.Event()
    try:
        report = run_comparison_in_process(plan, n_ctx=args.ctx, n_threads=args.threads, kv_type=args.kv_type,
                                           flash_attn=args.flash_attn, options=fixed, on_event=progress,
                                           cancel=cancel)
    except KeyboardInterrupt:
        cancel.set()
        print("\ncancelled; no report was saved", file=sys.stderr)
        raise
    if not args.no_save:
        saved = save_report(report, out)
        print(f"saved the report to {display_path(saved)}", file=sys.stderr)
    if args.json:
        print(dumps(report.to_dict(), indent=1))
    else:
        print(format_table(report))
        for m in report.models:
            if "server" in m.load_options:
                print(f"{m.label}: served model; KLD {m.load_options.get('kld', '')}")
                for step, why in sorted(m.load_options.get("kld_unscored", {}).items()):
                    print(f"  step {step}: no KLD ({why})")
    return 0


def _models(args: argparse.Namespace) -> list[str | EndpointSpec]:
    """The --models entries (paths, @NAME endpoints) plus a --server model, in order."""
    from playground.cli.engines import endpoint_for

    out: list[str | EndpointSpec] = []
    plain = argparse.Namespace(server=None, server_model=None, api_key_env=None)
    for m in args.models:
        spec = endpoint_for(plain, m) if m.startswith("@") else None
        out.append(spec if spec is not None else m)
    if args.server is not None:
        out.append(endpoint_for(args, None))
    elif args.server_model is not None or args.api_key_env is not None:
        from playground.endpoints import EndpointError

        raise EndpointError("--server-model and --api-key-env need --server URL")
    return out


class _Progress:
    """Prints the comparison's progress, one line per model and step (never per token)."""

    def __init__(self, n_models: int, stream: TextIO) -> None:
        self.n = n_models
        self.out = stream

    def __call__(self, ev: object) -> None:
        from playground.compare import ModelDone, ModelReady, ModelStarting, StepDone, StepStarting

        w = self.out.write
        if isinstance(ev, ModelStarting):
            w(f"[{ev.model + 1}/{self.n}] {ev.label}{' (reference)' if ev.reference else ''}: loading … ")
        elif isinstance(ev, ModelReady):
            w(f"{ev.load_s:.2f} s\n")
        elif isinstance(ev, StepStarting):
            w(f"  step {ev.step}: ")
        elif isinstance(ev, StepDone):
            r = ev.run
            t = r.timings
            k = r.kld
            kld = f" · KLD {k.mean:.4f} · top-1 {100 * k.top1:.1f}%" if k else ""
            if r.exact_match is None:
                obs = "no reference observation to match"
            else:
                obs = "observation matches" if r.exact_match else f"observation {r.similarity:.2f} similar"
            w(f"{r.generated_tokens:,} tokens at {t.get('generation_tok_s', 0):,.1f} tok/s ({r.finish_reason})"
              f"{kld} · {obs} · {len(r.warnings)} warning(s)\n")
        elif isinstance(ev, ModelDone) and ev.run.error:
            w(f"\n  failed: {ev.run.error}\n")
        else:
            return
        self.out.flush()
