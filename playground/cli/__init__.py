"""Command line entry point.

Subcommands live in ``playground/cli/cmd_*.py``; each defines ``NAME``, ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``, and is found by name here, so
adding a command touches no shared file. Command modules import only argparse
at module level (``--help`` and ``--version`` must not load llama.cpp or
Textual); heavy imports happen inside ``run``.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from types import ModuleType
from typing import Callable, Sequence

from playground import __version__


def _command_modules() -> list[ModuleType]:
    import playground.cli as pkg

    mods = []
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.name.startswith("cmd_"):
            mods.append(importlib.import_module(f"playground.cli.{info.name}"))
    return sorted(mods, key=lambda m: getattr(m, "ORDER", 50))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="agentworld-play",
        description="A local playground for language world models (Qwen-AgentWorld). "
        "Run without a command to open the terminal UI.",
    )
    parser.add_argument("--version", action="version", version=f"agentworld-play {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true", help="log llama.cpp and debug output to stderr")
    ui = parser.add_argument_group("terminal UI (no command)")
    ui.add_argument("--model", dest="ui_model", metavar="FILE",
                    help="load this GGUF at start (with a fit plan for your GPU)")
    ui.add_argument("--sessions-dir", dest="ui_sessions_dir", metavar="DIR", help="where your sessions are saved "
                    "(default: $AGENTWORLD_SESSIONS_DIR or the per-user data directory)")
    ui.add_argument("--ctx", dest="ui_ctx", type=int, metavar="N", help="context size for the model loaded at start")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for mod in _command_modules():
        p = sub.add_parser(mod.NAME, help=mod.HELP, description=getattr(mod, "DESCRIPTION", mod.HELP))
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # Everything a command prints goes through the terminal sanitiser: session files, model
    # output and file names are data, and an escape sequence in them must be shown, not obeyed
    # (OSC 52 writes the clipboard, OSC 0 retitles the window). Commands also clean the text they
    # print themselves; this is the one choke point that catches what they forget, error lines
    # included. The terminal UI gets the real streams back (it writes escape sequences on purpose).
    from playground.base.textsafe import GuardedStream

    real = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = GuardedStream(sys.stdout), GuardedStream(sys.stderr)
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.verbose:
            import logging

            logging.basicConfig(level=logging.DEBUG, format="%(name)s: %(message)s")
        run = getattr(args, "_run", None)
        if run is None:
            sys.stdout, sys.stderr = real
            from playground.cli.launch import launch_tui

            return _run_command(launch_tui, args)
        return _run_command(run, args)
    finally:
        sys.stdout, sys.stderr = real


def _run_command(run: Callable[[argparse.Namespace], int | None], args: argparse.Namespace) -> int:
    from playground.errors import PlaygroundError

    try:
        return int(run(args) or 0)
    except PlaygroundError as e:
        from playground.base.textsafe import visible

        print(f"error: {visible(str(e))}", file=sys.stderr)  # messages quote file names and file contents
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
