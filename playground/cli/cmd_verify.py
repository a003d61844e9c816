"""agentworld-play verify PLAN --rules RULES.toml: simulate a plan and judge the predicted world.

Exit codes: 0 pass, 1 violation, 3 unverifiable (the simulation decohered or a rule could not be
judged), 2 could not run (bad plan, bad rules, no model, the model failed), 130 interrupted.
With ``--json`` stdout is always one JSON object: the report, or ``{"verdict": "error", "error":
"...", "reason": "...", "exit_code": 2}`` when it could not run (``"interrupted"`` and 130 when
interrupted); the one-line message also goes to stderr.
"""

from __future__ import annotations

import argparse
from typing import Any

from playground.cli.common import add_load_arguments, add_sampling_arguments

NAME = "verify"
HELP = "simulate a plan of agent actions and check the predicted world against rules"
DESCRIPTION = (
    "Simulate PLAN (a JSON/JSONL list of actions in the domain's own format; an entry "
    '{"action": ..., "observation": "..."} is a recorded step and is not predicted) into a saved '
    "session, then judge every step by the rules in RULES (TOML: text/regex that must or must not "
    "appear, JSON paths on tool results, file facts such as 'not deleted', no errors, coherence). "
    "Exit 0: pass, 1: violation, 3: unverifiable, 2: could not run. See examples/ in the repository."
)
ORDER = 47
EXIT_COULD_NOT_RUN = 2


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("plan", help="plan file (.json or .jsonl)")
    p.add_argument("--rules", required=True, help="rules file (.toml)")
    p.add_argument("--model", default=None, help="GGUF file that simulates the steps (or use --server; not needed "
                                                 "when every step of the plan is recorded)")
    p.add_argument("--domain", default=None, help="the plan's domain, when neither the plan nor the rules name it")
    p.add_argument("--from", dest="from_session", default=None, metavar="SESSION",
                   help="continue this session (file, name, example) or AgentWorldBench rows file "
                        "(its first trajectory): each sample forks its last step")
    p.add_argument("--samples", type=int, default=1, metavar="K",
                   help="simulate K times (1-20); a rule broken in any sample is a violation, with its frequency")
    p.add_argument("--json", action="store_true",
                   help="print the report as JSON (for scripts); when it cannot run: "
                        '{"verdict": "error", "error": "..."}')
    p.add_argument("--quiet", action="store_true", help="no progress on stderr; only failing judgements")
    p.add_argument("--sessions-dir", default=None, help="where the simulated sessions are saved")
    add_load_arguments(p)
    add_sampling_arguments(p)


def _base_session(arg: str, directory: Any) -> Any:  # -> Session (lazy imports keep --help fast)
    import sys

    from playground.world.agentworldbench import import_bench
    from playground.world.errors import SessionFormatError
    from playground.world.paths import find_session
    from playground.world.store import load_session

    path = find_session(arg, directory)
    try:
        return load_session(path)
    except SessionFormatError:
        report = import_bench(path, directory)  # not a session: AgentWorldBench rows?
        if len(report.sessions) > 1:
            print(f"note: {path.name} holds {len(report.sessions)} trajectories; continuing the first",
                  file=sys.stderr)
        return report.sessions[0]


def _print_json_failure(verdict: str, message: str, code: int) -> None:
    from playground.base.textsafe import dumps

    # the same keys a report has for its verdict and its reason, so a script reads both alike
    print(dumps({"verdict": verdict, "error": message, "reason": message, "exit_code": code}, indent=2))


def run(args: argparse.Namespace) -> int:
    import sys

    from playground.errors import PlaygroundError

    try:
        return _run(args)
    except PlaygroundError as e:
        message = " ".join(str(e).split())  # one line, whatever an error carried
        print(f"error: {message}", file=sys.stderr)
        if getattr(args, "json", False):
            _print_json_failure("error", message, EXIT_COULD_NOT_RUN)
        return EXIT_COULD_NOT_RUN


def _run(args: argparse.Namespace) -> int:
    import sys

    from playground.agents.limits import check_samples
    from playground.agents.plan import load_plan, resolve_domain, validate_plan
    from playground.agents.rules import load_rules
    from playground.agents.simulators import ProcessSimulator
    from playground.agents.verify import Progress, render_text, verify_plan
    from playground.cli.common import generation_params
    from playground.world.paths import sessions_dir

    check_samples(args.samples, "--samples")
    rules = load_rules(args.rules)
    plan = load_plan(args.plan)
    directory = sessions_dir(args.sessions_dir)
    base = _base_session(args.from_session, directory) if args.from_session else None
    params = generation_params(args)
    # every action is checked before the (slow) model load
    spec = resolve_domain(("--domain", args.domain), ("the plan", plan.domain), ("the rules", rules.domain),
                          ("the session", base.header.domain if base is not None else None))
    validate_plan(plan, spec, tools=base.tools if base is not None else None)
    from playground.cli.engines import endpoint_for, open_model

    server = endpoint_for(args, args.model)  # checks the server flags before anything loads
    if plan.predicted and args.model is None and server is None:
        from playground.agents.errors import PlanError

        raise PlanError(f"{plan.predicted} of the plan's {len(plan.entries)} actions have no recorded observation; "
                        "give --model FILE (or --server URL --server-model NAME) to simulate them")

    def progress(p: Progress) -> None:
        if not args.quiet:
            sample = f"sample {p.sample}/{p.samples}, " if p.samples > 1 else ""
            what = "recorded" if p.recorded else "simulating"
            print(f"[{sample}step {p.plan_step}/{p.steps}] {what}", file=sys.stderr, flush=True)

    engine = None
    try:
        if plan.predicted:
            engine = open_model(args, args.model)  # the model process: a GGUF or a server model
        simulator = ProcessSimulator(engine) if engine is not None else None
        try:
            report = verify_plan(plan, rules, directory=directory, simulator=simulator, params=params,
                                 samples=args.samples, base=base, domain=spec.id, on_progress=progress)
        except KeyboardInterrupt:
            if engine is not None:
                engine.cancel()
            message = "interrupted; the step in progress was not saved"
            print(message, file=sys.stderr)
            if args.json:
                _print_json_failure("interrupted", message, 130)
            return 130
    finally:
        if engine is not None:
            engine.close()
    if args.json:
        from playground.base.textsafe import dumps

        print(dumps(report.to_dict(), indent=2))  # C1 and bidi as \uXXXX, like every JSON the CLI prints
    else:
        print(render_text(report, show_held=not args.quiet))
    return report.exit_code
