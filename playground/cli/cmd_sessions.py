"""agentworld-play sessions list|fork|import|path: manage saved sessions without the TUI."""

from __future__ import annotations

import argparse

NAME = "sessions"
HELP = "list, fork and import saved sessions"
ORDER = 40


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--sessions-dir", default=None,
                   help="sessions directory (default: $AGENTWORLD_SESSIONS_DIR or the per-user data directory)")
    sub = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    ls = sub.add_parser("list", help="list sessions with domain, steps, model and date")
    ls.add_argument("dir", nargs="?", default=None, help="directory to list (default: the sessions directory)")
    ls.add_argument("--examples", action="store_true", help="list the shipped example sessions")
    ls.add_argument("--json", action="store_true", help="print JSON")
    fk = sub.add_parser("fork", help="start a new session from the first STEP steps of FILE")
    fk.add_argument("file", help="session file, name in the sessions directory, or example name")
    fk.add_argument("step", type=int, help="last step to keep (0: only the setup)")
    fk.add_argument("--name", default=None, help="file name for the fork")
    im = sub.add_parser("import", help="copy a session file into the sessions directory")
    im.add_argument("file", help="a session .jsonl file")
    im.add_argument("--name", default=None, help="file name inside the sessions directory")
    pa = sub.add_parser("path", help="print the sessions directory")
    for sp in (ls, fk, im, pa):  # accepted after the action too
        sp.add_argument("--sessions-dir", default=argparse.SUPPRESS, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from playground.base.textsafe import dumps, visible
    from playground.world.paths import example_paths, find_session, sessions_dir
    from playground.world.session import display_path
    from playground.world.store import fork_session, import_session_file, list_sessions, load_session, summarize

    base = sessions_dir(args.sessions_dir)
    if args.action == "path":
        print(base)
        return 0
    if args.action == "fork":
        src = load_session(find_session(args.file, base))
        fork = fork_session(src, args.step, base, name=args.name)
        print(f"forked {src.name} after step {args.step} -> {fork.path}")
        return 0
    if args.action == "import":
        imported = import_session_file(args.file, base, name=args.name)
        print(f"imported {Path(args.file).name} ({len(imported.steps)} steps) -> {imported.path}")
        for n in imported.notes:
            print(f"note: line {n.line}: {n.message}")
        return 0
    # list
    if args.examples:
        summaries = [summarize(load_session(p)) for p in example_paths()]
        where = "shipped examples"
    else:
        directory = Path(args.dir).expanduser() if args.dir else base
        summaries = list_sessions(directory)
        where = display_path(directory)
    if args.json:
        print(dumps([s.to_dict() for s in summaries], indent=2))
        return 0
    if not summaries:
        print(f"no sessions in {where}")
        return 0
    print(f"{len(summaries)} session(s) in {where}")
    print(f"{'DATE':16}  {'DOMAIN':8}  {'STEPS':>5}  {'MODEL':28}  FILE")
    for s in summaries:
        if s.error:
            print(visible(f"{'?':16}  {'?':8}  {'?':>5}  {'':28}  {s.path.name}  [unreadable: {s.error}]"))
            continue
        flags = []
        if s.example:
            flags.append("example")
        if s.bench:
            flags.append("bench")
        if s.parent:
            flags.append(f"fork of {s.parent}")
        if s.problems:
            flags.append(f"{s.problems} skipped line(s)")
        extra = f"  [{', '.join(flags)}]" if flags else ""
        title = f"  {s.title}" if s.title else ""
        print(visible(f"{s.date:16}  {s.domain:8}  {s.steps:>5}  {s.model[:28]:28}  {s.path.name}{title}{extra}"))
    return 0
