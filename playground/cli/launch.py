"""Opening the TUI (the default action) with a clear message when it cannot run."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playground.errors import InvalidModelFileError, InvalidParameterError

# llama.cpp cannot hold a chat turn in less (LoadOptions.validate says the same)
MIN_CTX = 64


def check_flags(args: argparse.Namespace) -> None:
    """Refuse bad ``--model``/``--ctx`` before the TUI starts: a one-line error instead of a UI
    that silently ignores them."""
    model = getattr(args, "ui_model", None)
    if model:
        path = Path(model).expanduser()
        if not path.exists():
            raise InvalidModelFileError(f"--model {model}: file not found")
        if not path.is_file():
            raise InvalidModelFileError(f"--model {model}: not a file")
    ctx = getattr(args, "ui_ctx", None)
    if ctx is not None and ctx < MIN_CTX:
        raise InvalidParameterError(f"--ctx {ctx} is too small: a chat turn needs at least {MIN_CTX} tokens")


def launch_tui(args: argparse.Namespace) -> int:
    check_flags(args)
    try:
        from playground.tui.app import run_app
    except ImportError as e:
        print(f"error: the terminal UI is not available ({e}); see agentworld-play --help", file=sys.stderr)
        return 1
    return run_app(args)
