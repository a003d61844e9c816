"""Opening the TUI (the default action) with a clear message when it cannot run."""

from __future__ import annotations

import argparse
import sys


def launch_tui(args: argparse.Namespace) -> int:
    try:
        from playground.tui.app import run_app
    except ImportError as e:
        print(f"error: the terminal UI is not available ({e}); see agentworld-play --help", file=sys.stderr)
        return 1
    return run_app(args)
