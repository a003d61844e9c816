"""agentworld-play replay FILE: print a recorded session's steps, no model and no TUI needed."""

from __future__ import annotations

import argparse

NAME = "replay"
HELP = "print the steps of a saved session (no model needed)"
ORDER = 41


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="session file, name in the sessions directory, or example name")
    p.add_argument("--step", type=int, default=None, help="print only step N")
    p.add_argument("--from", dest="start", type=int, default=1, help="first step to print")
    p.add_argument("--reasoning", action="store_true", help="include the model's reasoning")
    p.add_argument("--sessions-dir", default=None, help="sessions directory to look names up in")
    p.add_argument("--recheck", action="store_true",
                   help="show the decoherence detectors' current verdict instead of the stored warnings")


def run(args: argparse.Namespace) -> int:
    from playground.world.paths import find_session, sessions_dir
    from playground.world.store import load_session, replay
    from playground.world.textview import format_header, format_step

    session = load_session(find_session(args.file, sessions_dir(args.sessions_dir, create=False)))
    if args.recheck:
        from playground.decoherence import check_session, load_thresholds

        rechecked = check_session(session, load_thresholds().thresholds)
        for st in session.steps:  # in memory only: the file keeps what was stored
            st.warnings = rechecked.get(st.index, [])
    if args.step is not None:
        steps = [session.step(args.step)]
    else:
        steps = list(replay(session, start=args.start))
    print(format_header(session))
    for step in steps:
        print()
        print(format_step(step, reasoning=args.reasoning))
    return 0
