"""agentworld-play check FILE...: re-run the decoherence detectors on saved or imported sessions.

Exit status: 0 when no warning reaches ``--min-severity``, 1 when one does, 2 when a file cannot
be read (or another error): usable as a trajectory verifier in scripts. ``--eval`` scores the
detectors on the labeled set instead; ``--thresholds`` prints every threshold and its meaning.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playground.decoherence.report import SessionCheck
    from playground.decoherence.thresholds import Thresholds
    from playground.runtime.modelprocess import RemoteEngine
    from playground.world.session import Session

NAME = "check"
HELP = "re-run the decoherence detectors on sessions (exit 1 when warnings are found)"
DESCRIPTION = ("Re-run the decoherence detectors (format, per-domain state ledgers, model signals, context "
               "pressure) on saved or imported sessions and print a report. Exit status 0: nothing at or above "
               "--min-severity; 1: something is; 2: a file could not be checked.")
ORDER = 42


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="*", metavar="FILE",
                   help="session file, name in the sessions directory, or example name")
    p.add_argument("--min-severity", choices=("info", "warning", "error"), default="warning",
                   help="lowest severity that makes the exit status 1 (default: %(default)s)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--info", action="store_true", help="also list info-level findings")
    p.add_argument("--set", dest="assignments", action="append", default=[], metavar="NAME=VALUE",
                   help="override a threshold for this run (repeatable; see --thresholds)")
    p.add_argument("--disable", action="append", default=[], metavar="KIND",
                   help="silence a warning kind or a whole detector, e.g. terminal.job or signal (repeatable)")
    p.add_argument("--n-ctx", type=int, default=None,
                   help="context size to judge context pressure of steps without recorded token counts")
    p.add_argument("--sessions-dir", default=None, help="sessions directory to look names up in")
    p.add_argument("--thresholds", action="store_true", help="print the effective thresholds and exit")
    p.add_argument("--eval", dest="eval_dir", nargs="?", const="", default=None, metavar="DIR",
                   help="score the detectors on a labeled set (default: the one in tests/decoherence/data)")
    g = p.add_argument_group("self-consistency (needs a model)")
    g.add_argument("--consistency", metavar="MODEL", default=None,
                   help="also resample steps with this GGUF and compare (slow: k generations per step)")
    g.add_argument("-k", type=int, default=None, help="resamples per step (default: the consistency_k threshold)")
    g.add_argument("--step", dest="steps", type=int, action="append", default=None,
                   help="only resample this step (repeatable; default: every step with an observation)")
    g.add_argument("--max-tokens", type=int, default=None, help="tokens per resample (reasoning + answer)")
    g.add_argument("--ctx", type=int, default=16384, help="context size to load the model with (default %(default)s)")
    g.add_argument("--gpu-layers", type=int, default=-1, help="layers to offload to the GPU (-1: all)")
    g.add_argument("--threads", type=int, default=None, help="CPU threads")
    g.add_argument("--server-model", default=None, metavar="NAME",
                   help="with --consistency URL: the model on that OpenAI-compatible server (or use @ENDPOINT)")
    g.add_argument("--api-key-env", default=None, metavar="VAR", help="NAME of the variable with the server's API key")


def run(args: argparse.Namespace) -> int:
    import json
    import sys

    from playground.errors import PlaygroundError

    try:
        return _run(args, json, sys)
    except PlaygroundError as e:
        # exit 2, not main()'s 1: 1 means "warnings found" here
        print(f"error: {e}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, json: ModuleType, sys: ModuleType) -> int:
    from playground.decoherence import check_session, load_thresholds
    from playground.decoherence.thresholds import parse_assignments
    from playground.errors import PlaygroundError

    loaded = load_thresholds(parse_assignments(args.assignments), disable=args.disable)
    for problem in loaded.problems:
        print(f"note: {problem}", file=sys.stderr)
    th = loaded.thresholds
    if args.thresholds:
        return _print_thresholds(th, json, args.json)
    if args.eval_dir is not None:
        return _evaluate(args, th, json)
    if not args.files:
        raise PlaygroundError("name at least one session file (or use --eval or --thresholds)")

    from playground.decoherence.report import SessionCheck, format_check
    from playground.world.paths import find_session, sessions_dir
    from playground.world.agentworldbench import read_sessions

    directory = sessions_dir(args.sessions_dir, create=False)
    checks = []
    status = 0
    engine = _load_engine(args) if args.consistency else None
    try:
        for name in args.files:
            try:
                # a session file, or an AgentWorldBench rows file: one session (and report) per row
                sessions, skipped = read_sessions(find_session(name, directory))
            except PlaygroundError as e:
                print(f"error: {e}", file=sys.stderr)
                status = 2
                continue
            for note in skipped:
                print(f"error: {note}", file=sys.stderr)
                status = 2
            for session in sessions:
                check = SessionCheck(session, check_session(session, th, n_ctx=args.n_ctx))
                if engine is not None:
                    _consistency(engine, session, check, args, th)
                checks.append(check)
                if check.failing(args.min_severity) and status == 0:
                    status = 1
                if not args.json:
                    print(format_check(check, args.min_severity, show_info=args.info))
    finally:
        if engine is not None:
            engine.close()
    if args.json:
        out = [c.to_dict(args.min_severity) for c in checks]
        from playground.base.textsafe import dumps

        print(dumps(out[0] if len(out) == 1 and len(args.files) == 1 else out, indent=2))
    return status


def _print_thresholds(th: Thresholds, json: ModuleType, as_json: bool) -> int:
    from playground.decoherence.thresholds import SETTINGS_TABLE, Thresholds

    if as_json:
        print(json.dumps(th.to_dict(), indent=2))
        return 0
    print(f"decoherence thresholds (settings file table [{SETTINGS_TABLE}], or --set NAME=VALUE):")
    values = th.to_dict()
    for name, default, doc in Thresholds.describe():
        value = values[name]
        mark = "" if value == (list(default) if isinstance(default, tuple) else default) else "   (changed)"
        print(f"  {name} = {value!r}{mark}")
        if doc:
            print(f"      {doc}")
    return 0


def _evaluate(args: argparse.Namespace, th: Thresholds, json: ModuleType) -> int:
    """Score the detectors on labeled sets: a DIR given (session files or AgentWorldBench rows), or both
    sets shipped with the source (the first, hand-written sessions; the second, benchmark rows).
    Exit 0 when every set meets its bar."""
    from pathlib import Path

    from playground.decoherence.evaluation import (
        EvalSetError,
        default_eval_dir,
        default_row_dir,
        evaluate,
        evaluate_rows,
        is_row_set,
    )

    if args.eval_dir:
        dirs = [Path(args.eval_dir)]
    else:
        dirs = [d for d in (default_eval_dir(), default_row_dir()) if d is not None]
    if not dirs:
        raise EvalSetError("no labeled set found next to the source; pass its directory: --eval DIR")
    results: dict[str, object] = {}
    ok = True
    for directory in dirs:
        if is_row_set(directory):
            rows = evaluate_rows(directory, th)
            results[str(directory)] = rows.to_dict()
            ok = ok and rows.meets()
            text = rows.format()
        else:
            report = evaluate(directory, th)
            results[str(directory)] = report.to_dict()
            o = report.overall
            ok = ok and o.precision >= 0.9 and o.recall >= 0.9
            text = report.format()
        if not args.json:
            if len(dirs) > 1:
                print(f"== {directory}")
            print(text + ("\n" if len(dirs) > 1 else ""))
    if args.json:
        print(json.dumps(next(iter(results.values())) if len(results) == 1 else results, indent=2))
    return 0 if ok else 1


def _load_engine(args: argparse.Namespace) -> RemoteEngine:
    from playground.cli.engines import open_model
    from playground.llama.engine import LoadOptions

    # in the model process, like every model the CLI loads
    return open_model(args, args.consistency, options=LoadOptions(n_ctx=args.ctx, n_gpu_layers=args.gpu_layers,
                                                                  n_threads=args.threads))


def _consistency(engine: RemoteEngine, session: Session, check: SessionCheck, args: argparse.Namespace,
                 th: Thresholds) -> None:
    from playground.decoherence.common import checked_text

    assert session.path is not None  # read_sessions gives every session a path
    steps = args.steps or [s.index for s in session.steps if checked_text(s)]
    if session.path.is_file():
        _resample(engine, session.path, session, steps, check, args, th)
        return
    # a row of an AgentWorldBench file ("rows.jsonl:N"): the model process reads sessions from
    # files, so it gets the row as a session file of its own for the duration of the check
    import tempfile

    from playground.world.store import dump_line, write_new_file

    with tempfile.TemporaryDirectory(prefix="agentworld-check-") as tmp:
        path = Path(tmp) / "row.jsonl"
        write_new_file(path, [dump_line(session.header.to_dict()), *(dump_line(s.to_dict()) for s in session.steps)])
        _resample(engine, path, session, steps, check, args, th)


def _resample(engine: RemoteEngine, path: Path, session: Session, steps: list[int], check: SessionCheck,
              args: argparse.Namespace, th: Thresholds) -> None:
    import sys
    from dataclasses import replace

    from playground.llama.sampling import GenerationParams

    for index in steps:
        step = session.step(index)
        params = None
        if args.max_tokens is not None:
            try:
                base = GenerationParams.from_dict(step.params) if step.params else GenerationParams()
            except (TypeError, ValueError):
                base = GenerationParams()
            params = replace(base, max_tokens=args.max_tokens).validate()
        print(f"resampling step {index} ({args.k or th.consistency_k}x) ...", file=sys.stderr, flush=True)
        rep = None
        try:
            for item in engine.start_consistency(path, index, args.k, params=params, thresholds=th):
                rep = item  # the job sends one thing: the report
        except KeyboardInterrupt:
            engine.cancel()
            raise
        assert rep is not None
        check.consistency[index] = rep
        check.warnings.setdefault(index, []).extend(rep.warnings(th))
