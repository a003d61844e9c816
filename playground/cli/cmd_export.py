"""agentworld-play export FILE --format md|json|bench: a transcript, a JSON document, or benchmark predictions."""

from __future__ import annotations

import argparse

NAME = "export"
HELP = "export a session as Markdown, JSON, or AgentWorldBench predictions"
ORDER = 43


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="session file, name in the sessions directory, or example name")
    p.add_argument("--format", choices=("md", "json", "bench"), default="md",
                   help="md: readable transcript; json: the whole session; bench: rows + gen for the official judge")
    p.add_argument("-o", "--output", default=None, help="write to this file instead of stdout")
    p.add_argument("--no-reasoning", action="store_true", help="md: leave the reasoning out")
    p.add_argument("--sessions-dir", default=None, help="sessions directory to look names up in")


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from playground.world.agentworldbench import export_predictions_text
    from playground.world.export import to_json_text, to_markdown
    from playground.world.paths import find_session, sessions_dir
    from playground.world.store import load_session

    session = load_session(find_session(args.file, sessions_dir(args.sessions_dir, create=False)))
    if args.format == "md":
        text = to_markdown(session, reasoning=not args.no_reasoning)
    elif args.format == "json":
        text = to_json_text(session)
    else:
        text = export_predictions_text(session)
    for n in session.notes:
        print(f"note: {session.name} line {n.line}: {n.message}", file=sys.stderr)
    if args.output:
        out = Path(args.output)
        out.write_text(text, encoding="utf-8")
        print(f"wrote {out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0
