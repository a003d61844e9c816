"""agentworld-play import-bench FILE.jsonl: AgentWorldBench rows as sessions carrying the ground truth."""

from __future__ import annotations

import argparse

NAME = "import-bench"
HELP = "import AgentWorldBench rows ({domain}_test.jsonl) as sessions"
ORDER = 42


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="an AgentWorldBench JSONL file")
    p.add_argument("--out", default=None,
                   help="directory for the sessions (default: the sessions directory)")
    p.add_argument("--sessions-dir", default=None, help="sessions directory (same as --out)")


def run(args: argparse.Namespace) -> int:
    import sys

    from playground.world.agentworldbench import import_bench
    from playground.world.paths import sessions_dir
    from playground.world.session import display_path

    directory = sessions_dir(args.out or args.sessions_dir)
    report = import_bench(args.file, directory)
    for p in report.problems:
        print(f"skipped line {p.line}: {p.message}", file=sys.stderr)
    print(f"imported {report.rows} row(s) as {len(report.sessions)} session(s) into {display_path(directory)}")
    for s in report.sessions:
        turns = ", ".join(str(e["step"]) for e in (s.header.bench or {}).get("rows", []))
        print(f"  {s.name}  ({len(s.steps)} steps, evaluated turn {turns})")
    return 0
