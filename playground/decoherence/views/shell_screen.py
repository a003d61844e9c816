"""The shell screen: which lines are prompts (``user@host:dir$`` and ``[user@host dir]$``), the command
typed after each, the output under it, and where the commands an action typed are on the screen."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Protocol, Sequence

_PROMPT_FULL = re.compile(r"^(?:\([^()\s]+\)\s*)?(?P<user>[A-Za-z_][\w.-]*)@(?P<host>[\w.-]+):"
                          r"(?P<cwd>~[^\s$#]*|/[^\s$#]*)(?P<sigil>[$#])(?:[ \t](?P<cmd>.*))?$")
_PROMPT_BASE = re.compile(r"^(?:\([^()\s]+\)\s*)?\[(?P<user>[A-Za-z_][\w.-]*)@(?P<host>[\w.-]+)[ \t]+"
                          r"(?P<cwd>[^\]\s]+)\](?P<sigil>[$#])(?:[ \t](?P<cmd>.*))?$")


class Typed(Protocol):
    """A command line an action typed."""

    @property
    def line(self) -> str: ...


@dataclass(frozen=True)
class Prompt:
    user: str
    host: str
    cwd: str  # as shown
    style: str  # "full" (user@host:path$) or "base" ([user@host dir]$)
    line: str


@dataclass
class Segment:
    """A prompt with the command typed after it and the lines under it (the first segment of a screen
    that does not start at a prompt has none)."""

    prompt: Prompt | None
    cmd: str
    output: list[str] = field(default_factory=list)


def parse_prompt(line: str) -> tuple[Prompt, str] | None:
    """The prompt a line starts with and the command typed after it; None when it is no prompt."""
    line = line.rstrip()
    for style, rx in (("full", _PROMPT_FULL), ("base", _PROMPT_BASE)):
        m = rx.match(line)
        if m:
            return Prompt(m["user"], m["host"], m["cwd"], style, line), (m["cmd"] or "").strip()
    return None


def parse_screen(text: str) -> list[Segment]:
    segments: list[Segment] = []
    for line in text.split("\n"):
        p = parse_prompt(line)
        if p is not None:
            segments.append(Segment(p[0], p[1]))
        elif segments:
            segments[-1].output.append(line.rstrip())
        else:
            segments.append(Segment(None, "", [line.rstrip()]))
    return segments


def _norm_cmd(text: str) -> str:
    return " ".join(text.split())


def align(typed: Sequence[Typed], segments: list[Segment]) -> tuple[int, int, int]:
    """Where the typed commands are on the screen: (first typed command found, its segment, how many
    typed commands follow in order). Commands before the first one found are not on the screen (a
    ``clear``, or output scrolled away)."""
    best = (0, 0, 0)
    for ti, tc in enumerate(typed):
        want = _norm_cmd(tc.line)
        for i, seg in enumerate(segments):
            if seg.prompt is None or _norm_cmd(seg.cmd) != want:
                continue
            n = 1
            while (ti + n < len(typed) and i + n < len(segments) and segments[i + n].prompt is not None
                   and _norm_cmd(segments[i + n].cmd) == _norm_cmd(typed[ti + n].line)):
                n += 1
            if n > best[2] or (n == best[2] and n > 0 and (ti, i) >= best[:2]):
                best = (ti, i, n)
        if best[2]:
            break  # the earliest typed command that is on the screen anchors the rest
    return best
