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
    from playground.bench.chat import ChatModel
    from playground.decoherence.judged import JudgedSession
    from playground.decoherence.report import SessionCheck
    from playground.decoherence.thresholds import Thresholds
    from playground.runtime.modelprocess import RemoteEngine
    from playground.world.session import Session
    from playground.world.warning_records import WorldWarning

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
    p.add_argument("--rules", action="store_true",
                   help="list every warning kind of the state checks with its level (stable fails check, preview "
                        "is information) and the held-out evidence behind it, and exit")
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
    j = p.add_argument_group("consistency judge (preview: information only, never the exit status)")
    j.add_argument("--judge-consistency", action="store_true",
                   help="ask a judge model the official consistency question about each step the rules found "
                        "no contradiction in but that shows again what earlier steps established (needs `prompts "
                        "pull`); "
                        "a claim is kept only when its quotes are in the cited steps and no action since "
                        "touched the thing")
    j.add_argument("--judge", default=None, metavar="MODEL",
                   help="the judge: a .gguf file (run in the model process, loaded with --ctx/--gpu-layers/"
                        "--threads) or @NAME of an endpoint (default: the `judge` setting)")
    j.add_argument("--judge-server", default=None, metavar="URL", help="the judge on an OpenAI-compatible server")
    j.add_argument("--judge-model", default=None, metavar="NAME", help="the judge's model name on that server")
    j.add_argument("--judge-api-key-env", default=None, metavar="VAR",
                   help="NAME of the variable with the judge server's API key")


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
    if args.rules:
        return _print_rules(th, json, args.json)
    if args.eval_dir is not None:
        return _evaluate(args, th, json)
    if not args.files:
        raise PlaygroundError("name at least one session file (or use --eval or --thresholds)")
    if not args.judge_consistency and any((args.judge, args.judge_server, args.judge_model, args.judge_api_key_env)):
        raise PlaygroundError("--judge, --judge-server, --judge-model and --judge-api-key-env go with "
                              "--judge-consistency")

    from playground.decoherence.report import SessionCheck, format_check
    from playground.world.paths import find_session, sessions_dir
    from playground.world.agentworldbench import read_sessions

    directory = sessions_dir(args.sessions_dir, create=False)
    checks = []
    judgements: dict[int, JudgedSession] = {}
    status = 0
    judge = _Judge(args) if args.judge_consistency else None
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
                # after the exit status is decided: a preview rule's warnings never change it
                judged = judge.session(session, check.warnings) if judge is not None else None
                if judge is not None and judge.error is not None:
                    print(f"error: {judge.error}", file=sys.stderr)
                    status = 2
                    judge.error = None
                if judged is not None:
                    judgements[id(check)] = judged
                if not args.json:
                    print(format_check(check, args.min_severity, show_info=args.info))
                    if judged is not None:
                        print(_Judge.format(judged))
    finally:
        if engine is not None:
            engine.close()
        if judge is not None:
            judge.close()
    if args.json:
        out = [c.to_dict(args.min_severity) | ({"judge_consistency": judgements[id(c)].to_dict()}
                                               if id(c) in judgements else {}) for c in checks]
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


def _print_rules(th: Thresholds, json: ModuleType, as_json: bool) -> int:
    from playground.decoherence.levels import as_dicts, kind_levels, preview_domains
    from playground.decoherence.domains import bindings
    from playground.decoherence.maturity import binding_evidence_text, rules_here_text

    levels, domains = kind_levels(), preview_domains()
    if as_json:
        print(json.dumps({"kinds": [{**d, "disabled": th.is_disabled(d["kind"])} for d in as_dicts(levels)],
                          "fact_engine_preview_domains": domains,
                          "bindings": {d: binding_evidence_text(d) for d in sorted(bindings())},
                          "rules_by_domain": {d: rules_here_text(d) for d in sorted(bindings())}}, indent=2))
        return 0
    width = max(len(k.kind) for k in levels)
    print("fact engine:")
    if domains:
        print(f"  (in the {', '.join(domains)} domains a fact-engine finding is information, unless its rule "
              "has its own level there (below), until a held-out set clears those bindings)")
        for d in domains:
            print(f"  - {binding_evidence_text(d)}")
    print("  (a rule with enough held-out evidence in a domain has its own level there)")
    for d in sorted(bindings()):
        for line in rules_here_text(d):
            print(f"  - {line}")
    for k in levels:
        off = "  (disabled)" if th.is_disabled(k.kind) else ""
        print(f"  {k.kind:{width}}  {k.level:7}  {k.summary}{off}")
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


class _Judge:
    """The consistency judge of one ``check`` run: the model is opened at the first step it is asked
    about (a run whose sessions re-read nothing loads nothing), each domain's question read once."""

    def __init__(self, args: argparse.Namespace) -> None:
        from playground.cli.cmd_judge import judge_source

        self.args = args
        self.path, self.spec = judge_source(args)  # flags, else the `judge` setting; one-line errors now
        if self.spec is not None:
            self.spec.check()  # the key's variable is set, before anything is checked
        self.label = str(self.spec.model) if self.spec is not None else Path(str(self.path)).name
        self.chat: ChatModel | None = None
        self.definitions: dict[str, str | None] = {}  # domain -> its question (None: told it is missing)
        self.error: str | None = None  # a session could not be judged (its domain's prompt is missing)

    def _open(self) -> ChatModel:
        if self.chat is None:
            from playground.bench.chat import open_chat
            from playground.cli.common import extra_bufts_mode
            from playground.llama.engine import LoadOptions

            if self.spec is not None:
                self.chat = open_chat(None, self.spec)
            else:
                a = self.args
                self.chat = open_chat(self.path, options=LoadOptions(
                    n_ctx=a.ctx, n_gpu_layers=a.gpu_layers, n_threads=a.threads, extra_bufts=extra_bufts_mode(a)))
        return self.chat

    def ask(self, messages: list[dict[str, str]]) -> str:
        from playground.decoherence.judged import chat_judge

        return chat_judge(self._open())(messages)

    def session(self, session: Session, warnings: dict[int, list[WorldWarning]]) -> JudgedSession | None:
        import sys

        from playground.decoherence.judged import (
            JudgePromptError,
            Verdict,
            consistency_definition,
            judge_session,
            rule_silent_steps,
        )

        domain = session.domain.id
        if domain not in self.definitions:
            try:
                self.definitions[domain] = consistency_definition(domain)
            except JudgePromptError as e:
                self.definitions[domain] = None
                self.error = str(e)  # told once per domain
        definition = self.definitions[domain]
        if definition is None:
            return None

        def judged(v: Verdict) -> None:
            print(f"judged step {v.step} of {session.name}: {'accepted' if v.warning else v.dropped}",
                  file=sys.stderr, flush=True)

        out = judge_session(session, self.ask, definition, rule_silent_steps(warnings), judge_label=self.label,
                            on_verdict=judged)
        if out.stopped:
            print(f"note: the consistency judge stopped: {out.stopped}", file=sys.stderr)
        return out

    @staticmethod
    def format(judged: JudgedSession) -> str:
        from playground.base.textsafe import visible

        lines = [f"  judge-consistency (preview, information only): {judged.tally.line()}"]
        for w in judged.warnings:
            ev = w.evidence if isinstance(w.evidence, dict) else {}
            where = "initial state" if ev.get("earlier_step") == 0 else f"step {ev.get('earlier_step')}"
            lines.append(f"  i step {w.step:<3} {w.kind}  {w.message}")
            lines.append(f"{'':31}{where}: {ev.get('earlier_text', '')!r}  |  here: {ev.get('text', '')!r}")
        return visible("\n".join(lines))

    def close(self) -> None:
        if self.chat is not None:
            self.chat.close()
            self.chat = None
