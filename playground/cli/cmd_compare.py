"""agentworld-play compare SESSION --models A.gguf B.gguf ...: what each quant level changes.

Runs the chosen steps of a session on every file, one model loaded at a time,
with identical prompts, sampling and seed, and reports against the file with
the most bits per weight: KL divergence and top-1 agreement (teacher-forced on
the reference's tokens), whether the observation matches the reference's,
warnings, load time, memory and speed. The table goes to stdout (or the JSON
report with --json), progress to stderr; the report is saved as
<session>.compare.json next to the session (examples: in the sessions directory).

With a judge (--judge, --judge-server/--judge-model, or the `judge` setting) every
answer that has a truth (the step's ground truth, else the reference's observation)
is also scored by the official judge: five dimensions and the total per quant, on
upstream's 0-100 scale (compare/judged.py).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, TextIO

from playground.cli.common import add_load_arguments, add_sampling_arguments

if TYPE_CHECKING:
    from playground.bench.judge_messages import JudgePrompts
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
    j = p.add_argument_group("judge (scores every answer against the ground truth, else the reference's observation; "
                             "default: the `judge` setting)")
    j.add_argument("--judge", default=None, metavar="MODEL",
                   help="a .gguf file (loaded after the quants, in the model process), or @NAME of an endpoint in "
                        "the settings file")
    j.add_argument("--judge-server", default=None, metavar="URL",
                   help="an OpenAI-compatible server for the judge (it judges beside the comparison)")
    j.add_argument("--judge-model", default=None, metavar="NAME", help="the judge's model name on that server")
    j.add_argument("--judge-api-key-env", default=None, metavar="VAR",
                   help="NAME of the environment variable holding the judge server's API key")
    j.add_argument("--judge-concurrency", type=int, default=None, metavar="N",
                   help="answers judged at once on a judge server, 1-64 (default 4; a GGUF judge runs one)")
    j.add_argument("--judge-max-tokens", type=int, default=None, metavar="N",
                   help="the judge's reasoning + answer tokens (default 32768, upstream's)")
    j.add_argument("--no-judge", action="store_true", help="no judge scores, even when the `judge` setting names one")


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

    choice = _judge_choice(args)  # before anything runs: a misconfigured judge is one line, at once
    prompts = _judge_prompts() if choice is not None else None
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
    progress = _Progress(plan, sys.stderr)
    cancel = threading.Event()
    judge = None
    if choice is not None:
        from playground.bench.judging import JUDGE_MAX_TOKENS, judge_params
        from playground.compare.judged import CompareJudge

        assert prompts is not None
        judge = CompareJudge(choice, prompts, session, cancel=cancel, on_event=progress,
                             params=judge_params(max_tokens=args.judge_max_tokens or JUDGE_MAX_TOKENS))
    interrupted = False
    try:
        if judge is not None:
            judge.begin()  # a served judge: opened now, judging beside the comparison

        def on_event(ev: object) -> None:
            progress(ev)
            if judge is not None:
                judge.on_compare_event(ev)

        report = run_comparison_in_process(plan, n_ctx=args.ctx, n_threads=args.threads, kv_type=args.kv_type,
                                           flash_attn=args.flash_attn, options=fixed, on_event=on_event,
                                           cancel=cancel)
    except BaseException as e:
        if isinstance(e, KeyboardInterrupt):
            cancel.set()
            print("\ncancelled; no report was saved", file=sys.stderr)
        if judge is not None:  # a served judge stops with the comparison
            judge.close()
        raise
    if judge is not None:
        progress.judging()
        try:
            judge.finish()  # a GGUF judge is loaded now, the quants being done
        except KeyboardInterrupt:  # stops the judge; the comparison and the verdicts so far are kept
            cancel.set()
            interrupted = True
            judge.finish()
        finally:
            judge.close()
        judge.attach(report)
        progress.judged(judge)
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
    return 130 if interrupted else 0


def _judge_choice(args: argparse.Namespace) -> Any:
    """The judge the flags name, else the `judge` setting; None without one (or with --no-judge).
    -> playground.compare.judged.JudgeChoice | None"""
    from playground.errors import InvalidParameterError

    flags = args.judge or args.judge_server or args.judge_model or args.judge_api_key_env
    tuning = args.judge_concurrency is not None or args.judge_max_tokens is not None
    if args.no_judge and flags:
        raise InvalidParameterError("--no-judge goes without --judge, --judge-server and --judge-model")
    if not flags:
        from playground.settings import Settings

        if args.no_judge or not Settings.load().judge.strip():
            if tuning:
                raise InvalidParameterError("--judge-concurrency and --judge-max-tokens go with a judge (--judge, "
                                            "--judge-server, or the `judge` setting)")
            return None
    if args.judge_max_tokens is not None and args.judge_max_tokens < 1:
        raise InvalidParameterError(f"--judge-max-tokens must be at least 1, got {args.judge_max_tokens}")
    from playground.cli.cmd_judge import judge_source
    from playground.cli.common import load_options
    from playground.compare.judged import judge_choice

    path, spec = judge_source(args)
    if spec is not None:
        spec.check()  # the key's variable is set
    return judge_choice(path, spec, options_for=lambda p: load_options(args, p), concurrency=args.judge_concurrency)


def _judge_prompts() -> JudgePrompts:
    """The official judge prompts (pulled with `prompts pull`); one line when they are not there."""
    from playground.bench.judge_messages import load_judge_prompts
    from playground.world.official_prompts import OfficialPromptError

    try:
        return load_judge_prompts()
    except OfficialPromptError as e:
        raise OfficialPromptError(f"{e} (or compare without the judge: --no-judge)") from None


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
    """Prints the comparison's progress, one line per model and step (never per token), then the judge's:
    one line per verdict while it judges after the comparison (a served judge's verdicts that came
    during the comparison are only counted: their lines would cut the step lines)."""

    def __init__(self, plan: Any, stream: TextIO) -> None:
        self.plan = plan
        self.n = len(plan.models)
        self.out = stream
        self._after = False  # the comparison is done
        self._open = False  # a model's or step's line waits for its end
        self._held: list[str] = []  # judge lines that came while a line was open

    def judging(self) -> None:
        self._after = True
        self._release()

    def judged(self, judge: Any) -> None:
        w = self.out.write
        if judge.done:
            w(f"judge: {judge.done} answer(s) judged by {judge.choice.label}, {judge.failed} failed "
              f"({judge.elapsed_s:.1f} s)\n")
        elif judge.error is None:
            w("judge: no answer had a truth to judge against (a ground truth, or the reference's observation)\n")
        self.out.flush()

    def __call__(self, ev: object) -> None:
        from playground.compare import ModelDone, ModelReady, ModelStarting, StepDone, StepStarting
        from playground.compare.judged import JudgeOpening, JudgeScored, JudgeStopped

        w = self.out.write
        if isinstance(ev, ModelStarting):
            w(f"[{ev.model + 1}/{self.n}] {ev.label}{' (reference)' if ev.reference else ''}: loading … ")
            self._open = True
        elif isinstance(ev, ModelReady):
            w(f"{ev.load_s:.2f} s\n")
            self._release()
        elif isinstance(ev, StepStarting):
            w(f"  step {ev.step}: ")
            self._open = True
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
            self._release()
        elif isinstance(ev, ModelDone) and ev.run.error:
            w(f"\n  failed: {ev.run.error}\n")
            self._release()
        elif isinstance(ev, JudgeOpening):
            line = (f"judge: {ev.label} (served) judges each file's answers as it finishes\n" if ev.served
                    else f"judge: loading {ev.label} (the quants are done) …\n")
            self._line(line)
        elif isinstance(ev, JudgeStopped):
            kept = "the verdicts so far are kept" if ev.done else "no judge scores"
            self._line(f"judge: {ev.error}; {kept}\n")
        elif isinstance(ev, JudgeScored) and self._after:
            v = ev.verdict
            what = (f"failed: {v.error}" if v.failed else
                    f"total {v.total_score:.2f} (" + " ".join(f"{d}={n}" for d, n in v.scores.items()) + ")")
            w(f"  judged {self.plan.models[ev.model].label} step {ev.step} [{ev.done}/{ev.total}]: {what}\n")
        else:
            return
        self.out.flush()

    def _line(self, line: str) -> None:
        self._held.append(line)
        if not self._open:
            self._release()

    def _release(self) -> None:
        self._open = False
        for line in self._held:
            self.out.write(line)
        self._held.clear()
        self.out.flush()
