"""agentworld-play export FILE --format md|json|bench: a transcript, a JSON document, or AgentWorldBench rows."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

NAME = "export"
HELP = "export a session as Markdown, JSON, or AgentWorldBench rows"
ORDER = 43


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="session file, name in the sessions directory, or example name")
    p.add_argument("--format", choices=("md", "json", "bench"), default="md",
                   help="md: readable transcript; json: the whole session; bench: AgentWorldBench rows (an imported "
                        "session's rows + gen; any other session one row per step) for eval.py and check")
    p.add_argument("-o", "--output", default=None, help="write to this file instead of stdout")
    p.add_argument("--no-reasoning", action="store_true", help="md: leave the reasoning out")
    p.add_argument("--sessions-dir", default=None, help="sessions directory to look names up in")


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from playground.base.textsafe import json_text, visible
    from playground.world.agentworldbench import export_bench_text
    from playground.world.export import to_json_text, to_markdown
    from playground.world.paths import find_session, sessions_dir
    from playground.world.store import load_session

    session = load_session(find_session(args.file, sessions_dir(args.sessions_dir, create=False)))
    if args.format == "md":
        # shown as escapes even in a file: it is read in a terminal (cat, less -R) sooner or later
        text = visible(to_markdown(session, reasoning=not args.no_reasoning))
    elif args.format == "json":
        text = json_text(to_json_text(session))  # C1 and bidi as \uXXXX: the same data, nothing raw
    else:
        text = json_text(export_bench_text(session))
    for n in session.notes:
        print(f"note: {session.name} line {n.line}: {n.message}", file=sys.stderr)
    if args.output:
        out = Path(args.output).expanduser()
        _write_output(out, text.encode("utf-8"))
        print(f"wrote {out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def _write_output(out: "Path", data: bytes) -> None:
    """The whole file or none of it (a full disk leaves any earlier file as it was): DiskFullError
    names the path and the size; other write errors are one line too."""
    from playground.base.atomicfile import write_atomic
    from playground.errors import PlaygroundError

    if out.is_dir():
        raise PlaygroundError(f"{out} is a directory; give the output file name")
    if not out.parent.is_dir():
        raise PlaygroundError(f"cannot write {out}: the directory {out.parent} does not exist")
    try:
        if out.exists() and not out.is_file():  # /dev/stdout, a pipe: nothing to replace, write through
            with out.open("wb") as f:
                f.write(data)
        else:
            write_atomic(out, [data], suffix=".export")
    except OSError as e:
        raise PlaygroundError(f"cannot write {out}: {e.strerror or e}") from None
