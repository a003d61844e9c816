"""agentworld-play step MODEL: run one world-model step (or re-run recorded ones) headless, and save it.

Reasoning streams to stderr, the parsed observation goes to stdout, warnings
and timings to stderr; the step is appended to the session file. Without
--session a new session is created in the sessions directory.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from playground.cli.common import add_load_arguments, add_sampling_arguments

if TYPE_CHECKING:
    from playground.cli.engines import DeltaPrinter
    from playground.world.session import Session, Step

NAME = "step"
HELP = "run one world-model step with a model and append it to a session"
ORDER = 45


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", nargs="?", default=None,
                   help="path to a .gguf file (or a server: --server URL --server-model NAME, or @ENDPOINT)")
    p.add_argument("--session", default=None, help="session to continue (file, name, or example name)")
    p.add_argument("--domain", default=None,
                   help="domain of a new session: mcp, search, terminal, swe, android, web, desktop, custom")
    p.add_argument("--action", default=None, help="the action (JSON for structured domains); '-' reads stdin")
    p.add_argument("--action-file", default=None, help="read the action from a file")
    p.add_argument("--state", default=None, help="state shown with this action (first step: the initial state)")
    p.add_argument("--state-file", default=None, help="read the state from a file")
    p.add_argument("--describe", default=None, metavar="SENTENCE",
                   help="new session: describe the world in a sentence and the model writes its initial state in "
                        "the domain's state format (saved in the header with the sentence); with --action the "
                        "step runs on it, without, the session is saved with no steps")
    p.add_argument("--system-prompt", default=None, help="new session: system prompt text (or @FILE)")
    p.add_argument("--task", default=None,
                   help="new session: the task instruction turn 1 shows (android, desktop), or the simulation "
                        "instruction (search: target query, reference answer); @FILE reads a file")
    p.add_argument("--prompt", choices=("official", "built-in"), default=None,
                   help="new session without --system-prompt: the official prompt (after `prompts pull`) or the "
                        "built-in one (default: the settings file's `prompts`, official when pulled)")
    p.add_argument("--resimulate-from", type=int, default=None, metavar="K",
                   help="re-run the session's recorded actions from step K into a fork")
    p.add_argument("--predict-bench", action="store_true",
                   help="benchmark session: predict its evaluated turns with teacher forcing into a child session")
    p.add_argument("--all-turns", action="store_true", help="with --predict-bench: predict every turn")
    p.add_argument("--concurrency", type=int, default=1, metavar="N",
                   help="with --predict-bench on a server model: N turns in flight at once, 1-64 (servers batch "
                        "them)")
    p.add_argument("--new-fork", action="store_true",
                   help="with --predict-bench: start a new fork even when an interrupted run can be continued")
    p.add_argument("--quiet", action="store_true", help="do not stream the reasoning")
    p.add_argument("--sessions-dir", default=None, help="sessions directory (new sessions and forks go here)")
    add_load_arguments(p)
    # --ctx not given is told apart from --ctx 32768: --predict-bench on a GGUF then asks the fit planner
    p.set_defaults(ctx=DefaultContext(32768))
    add_sampling_arguments(p)


class DefaultContext(int):
    """The context size a command gets when --ctx is not given (an int, marked as the default)."""


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
        try:
            return utf8_text(sys.stdin.read(), f"--{what} -: standard input")
        except UnicodeDecodeError as e:  # a stdin decoding strictly
            raise InvalidParameterError(f"--{what} -: standard input is not valid UTF-8 text ({e.reason} at "
                                        f"byte {e.start})") from None
    if value is not None:
        utf8_text(value, f"--{what}")
    return value


def utf8_text(value: str, option: str) -> str:
    """``value`` from the command line, or a one-line error when it held bytes that are not UTF-8
    (Python passes them on as lone surrogates, which fail later, deep inside, with a traceback)."""
    from playground.errors import InvalidParameterError

    bad = next((i for i, ch in enumerate(value) if "\ud800" <= ch <= "\udfff"), None)
    if bad is not None:
        byte = ord(value[bad]) - 0xDC00 if "\udc80" <= value[bad] <= "\udcff" else None
        what = f"byte 0x{byte:02x}" if byte is not None else "a lone surrogate"
        raise InvalidParameterError(f"{option} is not valid UTF-8 text ({what} at character {bad})")
    return value


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from playground.cli.common import generation_params
    from playground.errors import InvalidParameterError
    from playground.world.domains import get_domain
    from playground.world.errors import StepNotSavedError
    from playground.world.paths import find_session, refuse_symlinks, sessions_dir
    from playground.world.session import ModelIdentity, display_path
    from playground.settings import Settings
    from playground.world.official_prompts import start_session
    from playground.world.store import create_session, load_session

    action = _text_arg(args.action, args.action_file, "action")
    state = _text_arg(args.state, args.state_file, "state")
    describe = _describe_arg(args, state)
    modes = sum([action is not None or describe is not None, args.resimulate_from is not None, args.predict_bench])
    if modes != 1:
        raise InvalidParameterError("give exactly one of --action/--action-file, --resimulate-from K, --predict-bench"
                                    + (" (--describe starts a new session)" if describe is not None else ""))
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
        if action is not None and session.path is not None:
            refuse_symlinks(session.path)  # before the model loads: steps are never appended through a link
    elif args.domain is None:
        raise InvalidParameterError("a new session needs --domain (or continue one with --session)")
    else:
        get_domain(args.domain)  # fail on a typo before loading the model
    system_prompt = args.system_prompt
    if system_prompt is not None and system_prompt.startswith("@"):
        system_prompt = _text_arg(None, system_prompt[1:], "system-prompt")
    elif system_prompt is not None:
        utf8_text(system_prompt, "--system-prompt")
    if system_prompt is not None and session is not None:
        raise InvalidParameterError("--system-prompt only applies to a new session")
    task = args.task
    if task is not None and task.startswith("@"):
        task = _text_arg(None, task[1:], "task")
    elif task is not None:
        utf8_text(task, "--task")
    if task is not None:
        from playground.world.domains import check_task

        if session is not None and task != (session.header.task or ""):
            raise InvalidParameterError(f"--task only applies to a new session: turn 1 of {session.name} was "
                                        "already sent (fork it at step 0 to start over with another task)")
        check_task(session.domain if session is not None else get_domain(args.domain), task)

    from playground.runtime.bulk import check_concurrency

    check_concurrency(args.concurrency)
    if args.concurrency != 1 and not args.predict_bench:
        raise InvalidParameterError("--concurrency works with --predict-bench (teacher-forced turns do not wait "
                                    "for each other)")
    if args.new_fork and not args.predict_bench:
        raise InvalidParameterError("--new-fork works with --predict-bench")
    unfinished = []
    if args.predict_bench and not args.new_fork:
        from playground.runtime.bulk import unfinished_predictions

        assert session is not None
        unfinished = unfinished_predictions(session, base, all_turns=args.all_turns)
    params = generation_params(args)
    if args.predict_bench:
        params = _bench_limits(args, params, session)
    if action is not None:
        # Check the action before the (slow) model load.
        from playground.world.domains import tool_names

        if session is not None:
            session.domain.validate_action(action, tools=session.tools)
        else:
            spec = get_domain(args.domain)
            first_state = state if state is not None else spec.initial_state
            spec.validate_action(action, tools=tool_names(first_state) if spec.id == "mcp" else None)
    from playground.cli.engines import DeltaPrinter, open_model
    from playground.runtime.modelprocess import SessionForked, StepOutcome, StepRecorded
    from playground.runtime.streaming import StepDelta

    with open_model(args) as engine:
        made: dict[str, str] | None = None
        if describe is not None:  # world genesis: the model writes the initial state first
            assert session is None
            made = _genesis(engine, get_domain(args.domain), describe, params, args.quiet, state_out=action is None)
            state = made["state"]
        if session is None:
            # A new session's first state is its initial state (for MCP: the tool list it offers).
            header: dict[str, Any] = dict(model=ModelIdentity.from_info(engine.info), params=params.to_dict(),
                                          seed=params.seed)
            if made is not None:
                header["genesis"] = made
            # no action (--describe alone): the session is saved now, with its initial state and no steps
            defer = action is not None
            # deferred: the file appears with the first saved step, so a failed first step leaves none
            if system_prompt is not None:
                session = create_session(base, args.domain, system_prompt=system_prompt, initial_state=state,
                                         defer=defer, task=task, **header)
            else:
                # which system prompt (official or built-in) is recorded in the session's header
                session, notice = start_session(base, args.domain, args.prompt or Settings.load().prompts,
                                                initial_state=state, quiet_when_absent=args.prompt is None,
                                                defer=defer, task=task, **header)
                if notice:
                    print(f"note: {notice}", file=sys.stderr)
            state = None
        assert session.path is not None
        if action is None and made is not None:  # --describe alone: the world, saved with no steps
            print(f"new session {display_path(session.path)}: its initial state was written from the description; "
                  f"continue with --session {session.path.name}", file=sys.stderr)
            return 0
        resume = _pick_unfinished(unfinished, engine.info, len(session.steps))
        if args.predict_bench or args.resimulate_from is not None:
            # `into`: continue an interrupted prediction in its own fork instead of starting over
            more = {"into": str(resume.path)} if resume is not None else {}
            stream = engine.start_resimulate(session.path, base, params, from_step=args.resimulate_from or 1,
                                             predict=args.predict_bench, all_turns=args.all_turns,
                                             concurrency=args.concurrency, **more)
        else:
            assert action is not None
            stream = engine.start_step(session, action, params, state=state)
        target = Path(session.path)
        recorded = 0
        shown = None if args.quiet else sys.stderr
        printer = DeltaPrinter(shown, shown)
        try:
            for item in stream:
                if isinstance(item, StepDelta):
                    printer(item)
                elif isinstance(item, SessionForked):
                    target = Path(item.path)
                    print(f"writing to {display_path(target)}", file=sys.stderr)
                elif isinstance(item, StepRecorded):  # re-simulation: one per predicted step
                    recorded += 1
                    _show_step(load_session(target).step(item.index), printer)
                    printer = DeltaPrinter(shown, shown)
                elif isinstance(item, StepOutcome):
                    if item.step_index is None and item.message:  # cancelled: nothing was saved
                        print(f"\n{item.message}", file=sys.stderr)
                        return 130
                    if item.step_index is not None and not recorded:
                        recorded += 1
                        _show_step(load_session(target).step(item.step_index), printer)
        except StepNotSavedError as e:  # e.g. a full disk: show what the model said, then the error line
            printer.end_line()
            _show_step(e.step, printer)
            raise
        except KeyboardInterrupt:
            engine.cancel()
            printer.end_line()
            print("cancelled; the step in progress was not saved", file=sys.stderr)
            raise
        except BaseException:
            printer.end_line()  # the error line must not continue the streamed text
            raise
    if not session.on_disk and recorded:
        print(f"new session {display_path(target)}", file=sys.stderr)
    print(f"saved {recorded} step(s) to {display_path(target)}", file=sys.stderr)
    return 0


def _describe_arg(args: argparse.Namespace, state: str | None) -> str | None:
    """--describe, checked before a model loads: a new session only, instead of --state."""
    from playground.errors import InvalidParameterError
    from playground.world.genesis import check_sentence

    if args.describe is None:
        return None
    if args.session:
        raise InvalidParameterError("--describe starts a new session; the world of --session is already set "
                                    "(fork it at step 0 to start over, or leave out --session)")
    if state is not None:
        raise InvalidParameterError("give --describe or --state/--state-file, not both: --describe has the model "
                                    "write the initial state")
    if args.domain is None:
        raise InvalidParameterError("--describe needs --domain: the state is written in that domain's format")
    return check_sentence(utf8_text(args.describe, "--describe"))


def _genesis(engine: Any, domain: Any, sentence: str, params: Any, quiet: bool, *, state_out: bool) -> dict[str, str]:
    """Run the genesis in the model process, streaming it to stderr; the header's genesis record.
    The state goes to stdout when it is the command's result (``state_out``: no step follows)."""
    import sys

    from playground.base.textsafe import visible
    from playground.cli.engines import DeltaPrinter
    from playground.llama.events import GenerationResult
    from playground.runtime.streaming import StepDelta
    from playground.world.genesis import from_result, genesis_messages

    shown = None if quiet else sys.stderr
    printer = DeltaPrinter(shown, shown)
    print(visible(f"describing the world: {sentence}"), file=sys.stderr)
    result = None
    stream = engine.start_generate(genesis_messages(domain, sentence), params)
    try:
        for item in stream:
            if isinstance(item, StepDelta):
                printer(item)
            elif isinstance(item, GenerationResult) or item is None:
                result = item
    except KeyboardInterrupt:
        engine.cancel()
        printer.end_line()
        print("cancelled; nothing was saved", file=sys.stderr)
        raise
    except BaseException:
        printer.end_line()
        raise
    printer.end_line()
    made = from_result(domain, sentence, result)
    print("initial state:", file=sys.stderr)
    print(visible(made.state), file=sys.stdout if state_out else sys.stderr)
    sys.stdout.flush()
    return made.record()


def _bench_limits(args: argparse.Namespace, params: Any, session: Session | None) -> Any:
    """Upstream's limits for a benchmark prediction: max tokens 32768 unless given, and (a GGUF, no
    --ctx) the context the fit planner picks for this GPU; a note names the turns it cuts."""
    import sys
    from dataclasses import replace

    from playground.cli.engines import endpoint_for
    from playground.world.bench_limits import BENCH_MAX_TOKENS, context_cut, planned_context

    if args.max_tokens is None:
        params = replace(params, max_tokens=BENCH_MAX_TOKENS)
    if endpoint_for(args, args.model) is not None:
        return params  # the server has its own context
    if isinstance(args.ctx, DefaultContext) and args.model is not None:
        choice = planned_context(args.model, kv_type=args.kv_type, flash_attn=args.flash_attn)
        args.ctx = choice.n_ctx
        print(f"note: context {choice.n_ctx:,} tokens: {choice.reason} (--ctx overrides it)", file=sys.stderr)
    if session is not None:
        from playground.world.agentworldbench import evaluated_turns

        turns = None if args.all_turns or not session.is_bench else evaluated_turns(session)
        cut = context_cut(session, args.ctx, params.max_tokens, turns)
        if cut:
            print(f"note: {cut}", file=sys.stderr)
    return params


def _pick_unfinished(forks: list[Session], info: Any, total: int) -> Session | None:
    """The newest interrupted prediction fork this model can continue (its predictions are this
    model's); a note for each one passed over."""
    import sys

    from playground.base.textsafe import visible
    from playground.runtime.bulk import predicted_by
    from playground.world.session import ModelIdentity, display_path

    me = ModelIdentity.from_info(info)
    chosen = None
    for fork in forks:
        models = predicted_by(fork)
        assert fork.path is not None
        if chosen is None and models <= {me}:
            chosen = fork
            print(visible(f"continuing the interrupted run in {display_path(fork.path)}: {len(fork.steps)} of "
                          f"{total} turns are there (--new-fork starts over)"), file=sys.stderr)
        elif chosen is None:
            names = ", ".join(sorted(m.label for m in models))
            print(visible(f"note: {display_path(fork.path)} holds an unfinished run by {names}; this model "
                          "starts a new fork"), file=sys.stderr)
    return chosen


def _show_step(step: Step, printer: DeltaPrinter) -> None:
    """A recorded step: its meta line and warnings to stderr, the observation to stdout."""
    import sys

    from playground.base.textsafe import visible
    from playground.world.textview import format_meta

    if printer.printed:
        print("", file=sys.stderr)
    print(visible(f"[step {step.index}] {format_meta(step)}"), file=sys.stderr)
    for w in step.warnings:
        print(visible(f"  {w.severity} ({w.kind}): {w.message}"), file=sys.stderr)
    print(visible(step.observation if step.observation is not None else ""))
    sys.stdout.flush()
