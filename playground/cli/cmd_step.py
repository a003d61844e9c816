"""agentworld-play step MODEL: run one world-model step (or re-run recorded ones) headless, and save it.

Reasoning streams to stderr, the parsed observation goes to stdout, warnings
and timings to stderr; the step is appended to the session file. Without
--session a new session is created in the sessions directory.
"""

from __future__ import annotations

import argparse

from playground.cli.common import add_load_arguments, add_sampling_arguments

NAME = "step"
HELP = "run one world-model step with a model and append it to a session"
ORDER = 45


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", help="path to a .gguf file")
    p.add_argument("--session", default=None, help="session to continue (file, name, or example name)")
    p.add_argument("--domain", default=None,
                   help="domain of a new session: mcp, search, terminal, swe, android, web, desktop, custom")
    p.add_argument("--action", default=None, help="the action (JSON for structured domains); '-' reads stdin")
    p.add_argument("--action-file", default=None, help="read the action from a file")
    p.add_argument("--state", default=None, help="state shown with this action (first step: the initial state)")
    p.add_argument("--state-file", default=None, help="read the state from a file")
    p.add_argument("--system-prompt", default=None, help="new session: system prompt text (or @FILE)")
    p.add_argument("--resimulate-from", type=int, default=None, metavar="K",
                   help="re-run the session's recorded actions from step K into a fork")
    p.add_argument("--predict-bench", action="store_true",
                   help="benchmark session: predict its evaluated turns with teacher forcing into a child session")
    p.add_argument("--all-turns", action="store_true", help="with --predict-bench: predict every turn")
    p.add_argument("--quiet", action="store_true", help="do not stream the reasoning")
    p.add_argument("--sessions-dir", default=None, help="sessions directory (new sessions and forks go here)")
    add_load_arguments(p)
    add_sampling_arguments(p)


def _text_arg(value: str | None, file: str | None, what: str) -> str | None:
    import sys
    from pathlib import Path

    from playground.errors import InvalidParameterError

    if value is not None and file is not None:
        raise InvalidParameterError(f"give --{what} or --{what}-file, not both")
    if file is not None:
        try:
            return Path(file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise InvalidParameterError(f"cannot read --{what}-file {file}: {e}") from None
    if value == "-":
        return sys.stdin.read()
    return value


def run(args: argparse.Namespace) -> int:
    import sys
    import threading
    from pathlib import Path

    from playground.cli.common import generation_params, load_options
    from playground.errors import InvalidParameterError
    from playground.events import ChannelSwitch, Notice, PromptProgress, TokenEvent
    from playground.world.domains import get_domain
    from playground.world.paths import find_session, sessions_dir
    from playground.world.session import ModelIdentity, Step, display_path
    from playground.world.simulate import Forked, StepCancelled, resimulate, run_step
    from playground.world.store import create_session, load_session
    from playground.textsafe import visible
    from playground.world.textview import format_meta

    action = _text_arg(args.action, args.action_file, "action")
    state = _text_arg(args.state, args.state_file, "state")
    modes = sum([action is not None, args.resimulate_from is not None, args.predict_bench])
    if modes != 1:
        raise InvalidParameterError("give exactly one of --action/--action-file, --resimulate-from K, --predict-bench")
    if (args.resimulate_from is not None or args.predict_bench) and not args.session:
        raise InvalidParameterError("--resimulate-from and --predict-bench need --session")
    base = sessions_dir(args.sessions_dir)
    session = load_session(find_session(args.session, base)) if args.session else None
    if session is not None:
        for n in session.notes:
            print(f"note: {session.name} line {n.line}: {n.message}", file=sys.stderr)
        if args.domain and get_domain(args.domain).id != session.domain.id:
            raise InvalidParameterError(f"{session.name} is a {session.domain.id} session, not {args.domain}")
        if session.header.example and action is not None:
            raise InvalidParameterError(f"{session.name} is a shipped example; fork it first: "
                                        f"agentworld-play sessions fork {session.name} {len(session.steps)}")
    elif args.domain is None:
        raise InvalidParameterError("a new session needs --domain (or continue one with --session)")
    else:
        get_domain(args.domain)  # fail on a typo before loading the model
    system_prompt = args.system_prompt
    if system_prompt is not None and system_prompt.startswith("@"):
        system_prompt = _text_arg(None, system_prompt[1:], "system-prompt")
    if system_prompt is not None and session is not None:
        raise InvalidParameterError("--system-prompt only applies to a new session")

    params = generation_params(args)
    if action is not None:
        # Check the action before the (slow) model load.
        from playground.world.domains import tool_names

        if session is not None:
            session.domain.validate_action(action, tools=session.tools)
        else:
            spec = get_domain(args.domain)
            first_state = state if state is not None else spec.initial_state
            spec.validate_action(action, tools=tool_names(first_state) if spec.id == "mcp" else None)
    from playground.engine import Engine

    cancel = threading.Event()
    with Engine.load(args.model, load_options(args, args.model)) as engine:
        for note in engine.info.notes:
            print(f"note: {note}", file=sys.stderr)
        if session is None:
            # A new session's first state is its initial state (for MCP: the tool list it offers).
            session = create_session(base, args.domain, system_prompt=system_prompt, initial_state=state,
                                     model=ModelIdentity.from_info(engine.info), params=params.to_dict(),
                                     seed=params.seed)
            state = None
            print(f"new session {display_path(session.path)}", file=sys.stderr)
        if args.predict_bench:
            from playground.world.agentworldbench import predict

            outputs = predict(engine, session, base, params, cancel, all_turns=args.all_turns)
        elif args.resimulate_from is not None:
            outputs = resimulate(engine, session, args.resimulate_from, base, params, cancel)
        else:
            assert action is not None
            outputs = run_step(engine, session, action, params, cancel, state=state)
        recorded = 0
        try:
            for out in outputs:
                if isinstance(out, TokenEvent):
                    if not args.quiet:
                        sys.stderr.write(visible(out.text))
                        sys.stderr.flush()
                elif isinstance(out, ChannelSwitch):
                    if not args.quiet:
                        print(f"\n[{out.channel}]", file=sys.stderr)
                elif isinstance(out, Notice):
                    print(f"note: {out.message}", file=sys.stderr)
                elif isinstance(out, PromptProgress):
                    pass
                elif isinstance(out, Forked):
                    print(f"writing to {display_path(out.session.path)}", file=sys.stderr)
                elif isinstance(out, StepCancelled):
                    print(f"\nstep {out.index}: {out.message}", file=sys.stderr)
                    return 130
                elif isinstance(out, Step):
                    recorded += 1
                    if not args.quiet:
                        print("", file=sys.stderr)
                    print(f"[step {out.index}] {format_meta(out)}", file=sys.stderr)
                    for w in out.warnings:
                        print(f"  {w.severity} ({w.kind}): {w.message}", file=sys.stderr)
                    print(out.observation if out.observation is not None else "")
                    sys.stdout.flush()
        except KeyboardInterrupt:
            cancel.set()
            print("\ncancelled; the step in progress was not saved", file=sys.stderr)
            raise
    print(f"saved {recorded} step(s) to {display_path(Path(session.path) if session.path else None)}"
          if not (args.resimulate_from or args.predict_bench) else f"saved {recorded} step(s)", file=sys.stderr)
    return 0
