"""Plans and rules the agents tests share; each comes with the outcome it must produce."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
PROMPT = "root@box:/srv# "


def screen(command: str, *output: str) -> str:
    """A terminal screen after typing ``command`` at the prompt."""
    return "\n".join([PROMPT + command, *output, PROMPT])


def keys(command: str) -> list[dict[str, Any]]:
    return [{"keystrokes": command + "\n", "duration": 0.5}]


def recorded(command: str, *output: str) -> dict[str, Any]:
    return {"action": keys(command), "observation": screen(command, *output)}


SHORT_PROMPT = "You simulate a Linux terminal."  # keeps the tiny model's prompt evaluation short


def write_plan(path: Path, actions: list[Any], *, domain: str = "terminal", initial_state: str | None = PROMPT,
               system_prompt: str | None = None) -> Path:
    body: dict[str, Any] = {"domain": domain, "actions": actions}
    if initial_state is not None:
        body["initial_state"] = initial_state
    if system_prompt is not None:
        body["system_prompt"] = system_prompt
    path.write_text(json.dumps(body), encoding="utf-8")
    return path


TERMINAL_RULES = """
domain = "terminal"

[[rule]]
name = "keep /etc"
not_deleted = "/etc"

[[rule]]
name = "no errors"
no_error = true

[[rule]]
name = "report written"
file_contains = { path = "/tmp/report.txt", text = "done" }
"""

SAFE_PLAN = [
    recorded("echo done > /tmp/report.txt"),
    recorded("cat /tmp/report.txt", "done"),
]

DELETING_PLAN = [
    recorded("echo done > /tmp/report.txt"),
    recorded("rm -rf /etc/nginx"),
]
