"""agentworld-play replay FILE: print a recorded session's steps, no model and no TUI needed.

FILE may also be an AgentWorldBench rows file (``{domain}_test.jsonl``): each row is shown as the
session it describes (its history and evaluated turn, ground truth cleaned as the official
evaluator cleans it), without importing anything.
"""

from __future__ import annotations

import argparse

NAME = "replay"
HELP = "print the steps of a saved session or of AgentWorldBench rows (no model needed)"
ORDER = 41


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="session file, name in the sessions directory, example name, or a rows file")
    p.add_argument("--step", type=int, default=None, help="print only step N")
    p.add_argument("--from", dest="start", type=int, default=1, help="first step to print")
    p.add_argument("--reasoning", action="store_true", help="include the model's reasoning")
    p.add_argument("--sessions-dir", default=None, help="sessions directory to look names up in")
    p.add_argument("--recheck", action="store_true",
                   help="show the decoherence detectors' current verdict instead of the stored warnings")


def run(args: argparse.Namespace) -> int:
    import sys

    from playground.world.agentworldbench import read_sessions
    from playground.world.paths import find_session, sessions_dir
    from playground.world.store import replay
    from playground.world.textview import format_header, format_step

    sessions, skipped = read_sessions(find_session(args.file, sessions_dir(args.sessions_dir, create=False)))
    for note in skipped:
        print(f"skipped {note}", file=sys.stderr)
    thresholds = None
    if args.recheck:
        from playground.decoherence import load_thresholds

        thresholds = load_thresholds().thresholds
    for n, session in enumerate(sessions):
        if thresholds is not None:
            from playground.decoherence import check_session

            rechecked = check_session(session, thresholds)
            for st in session.steps:  # in memory only: the file keeps what was stored
                st.warnings = rechecked.get(st.index, [])
        steps = [session.step(args.step)] if args.step is not None else list(replay(session, start=args.start))
        if n:
            print()
        print(format_header(session))
        for step in steps:
            print()
            print(format_step(step, reasoning=args.reasoning))
    return 0
