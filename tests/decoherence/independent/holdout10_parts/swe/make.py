# ruff: noqa: E501, W291, W293
"""Held-out swe rows (holdout10): 22 agent-harness trajectories, 11 of them with exactly one contradiction.

Harnesses: OpenHands, Gemini CLI, SWE-agent, Claude Code, Codex CLI, Cline, Aider. Written without
looking at the detector; each trajectory function says what it is and, for the bad ones, where the one
contradiction is.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gem_run,
    gshell,
    oh_bash,
)

SWEA_SYSTEM = ("You simulate the environment of SWE-agent solving an issue in the repository {root}. Each action is "
               "one command: the special commands open <path> [<line>], goto <line>, scroll_up, scroll_down, "
               "search_file <term> [<file>], search_dir <term> [<dir>], find_file <name> [<dir>], create <file>, "
               "edit <start>:<end> ... end_of_edit, submit, or any non-interactive bash command. The file viewer "
               "shows a window of 30 lines. Reply with the command output followed by the state line "
               "(Open file / Current directory) and the bash-$ prompt, after **Environment Observation:**.")
CC_SYSTEM = ("You simulate the tools of Claude Code (Read, Edit, MultiEdit, Write, Bash, Grep, Glob, LS) for a session "
             "whose working directory is {root}. Each action is one tool call; reply with the tool result exactly as "
             "Claude Code hands it back to the model, after **Environment Observation:**.")
CODEX_SYSTEM = ("You simulate the sandbox of Codex CLI (workspace-write, no network) in {root}. The agent calls the "
                "`shell` tool with an argv list; commands normally go through bash -lc, and file changes are made "
                "with the apply_patch command. Reply with the JSON the tool returns (output, metadata.exit_code, "
                "metadata.duration_seconds), after **Environment Observation:**.")
CLINE_SYSTEM = ("You simulate the VS Code workspace of the Cline agent, workspace root {root}. Each action is one Cline "
                "tool use in XML (read_file, write_to_file, replace_in_file, search_files, list_files, "
                "execute_command). Reply with the tool result exactly as Cline feeds it back to the model, after "
                "**Environment Observation:**.")
AIDER_SYSTEM = ("You simulate an Aider session (aider v0.82, model claude-3-7-sonnet, diff edit format, auto-commits "
                "on, --yes-always) in the git repository {root}. Each action is what the user types at the aider "
                "prompt: a chat request or an in-chat command (/add, /drop, /run, /test, /diff, /undo, /commit, "
                "/tokens, /ls). Reply with everything aider prints until the next prompt, after "
                "**Environment Observation:**.")


def view(path: str, lines: list[str], a: int = 1, b: int | None = None) -> str:
    b = len(lines) if b is None else b
    return cat_n(path, "\n".join(lines[a - 1:b]), a)


def snip(path: str, lines: list[str], a: int, b: int) -> str:
    """str_replace_editor result showing lines a..b of the file after the edit."""
    a, b = max(a, 1), min(b, len(lines))
    return edited(path, "\n".join(lines[a - 1:b]), a)


def dots(n: int, fails: dict[int, str] | None = None, width: int = 72) -> str:
    """pytest -q progress lines for n tests (fails: 1-based index -> letter)."""
    fails = fails or {}
    chars = "".join(fails.get(i, ".") for i in range(1, n + 1))
    out = []
    for k in range(0, n, width):
        chunk = chars[k:k + width]
        pct = int(100 * min(k + width, n) / n)
        out.append(f"{chunk:<{width}} [{pct:3d}%]")
    return "\n".join(out)


# SWE-agent
def window(path: str, total: int, start: int, lines: list[str]) -> str:
    above, below = start - 1, total - (start - 1 + len(lines))
    out = [f"[File: {path} ({total} lines total)]"]
    if above > 0:
        out.append(f"({above} more lines above)")
    out += [f"{i}:{ln}" for i, ln in enumerate(lines, start)]
    if below > 0:
        out.append(f"({below} more lines below)")
    return "\n".join(out)


def swa(text: str, open_file: str, cwd: str) -> str:
    return (text.rstrip("\n") + "\n" if text else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swcmd(cmd: str) -> str:
    return f"```\n{cmd}\n```"


# Claude Code
def cc_lines(lines: list[str], start: int = 1) -> str:
    return "\n".join(f"{i:>6}\u2192{ln}" for i, ln in enumerate(lines, start))


def cc_edit(path: str, lines: list[str], start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_lines(lines, start))


# Codex CLI
def sh(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def patch(body: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", "*** Begin Patch\n" + body.strip("\n") + "\n*** End Patch\n"], workdir=workdir)


def cx(out: str, code: int = 0, dur: float = 0.2) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, ensure_ascii=False)


# Cline
def cline(tool_name: str, **params: Any) -> str:
    inner = "\n".join(f"<{k}>{v}</{k}>" for k, v in params.items())
    return f"<{tool_name}>\n{inner}\n</{tool_name}>"


def cl_cmd(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip()}"


def cl_saved(path: str, content: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n"
            f"{content}\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the final_file_content "
            "shown above as your reference. This content reflects the current state of the file, including any "
            "auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). "
            "Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


# ---------------------------------------------------------------- 01 / 02: OpenHands, Python
HUMANIZE = '''"""Bits and bytes related humanization."""

from __future__ import annotations

from math import log

suffixes = {
    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB", " RB", " QB"),
    "binary": (" KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB", " RiB", " QiB"),
    "gnu": "KMGTPEZYRQ",
}


def naturalsize(
    value: float | str,
    binary: bool = False,
    gnu: bool = False,
    format: str = "%.1f",
) -> str:
    """Format a number of bytes like a human-readable filesize (e.g. 10 kB).

    By default, decimal suffixes (kB, MB) are used.

    Non-GNU modes are compatible with jinja2's `filesizeformat` filter.

    Examples:
        ```pycon
        >>> naturalsize(3000000)
        '3.0 MB'
        >>> naturalsize(3000, True)
        '2.9 KiB'
        >>> naturalsize(10**28)
        '10.0 RB'

        ```
    """
    if gnu:
        suffix = suffixes["gnu"]
    elif binary:
        suffix = suffixes["binary"]
    else:
        suffix = suffixes["decimal"]

    base = 1024 if (gnu or binary) else 1000
    if isinstance(value, str):
        bytes_ = float(value)
    else:
        bytes_ = value

    abs_bytes = abs(bytes_)

    if abs_bytes == 1 and not gnu:
        return f"{int(bytes_)} Byte"

    if abs_bytes < base:
        return f"{int(bytes_)}B" if gnu else f"{int(bytes_)} Bytes"

    exp = int(min(log(abs_bytes, base), len(suffix)))
    ret: str = format % (bytes_ / (base**exp)) + suffix[exp - 1]
    return ret'''.split("\n")


def t01(rs: RowSet) -> None:
    # bad: OpenHands fixes humanize.naturalsize rounding up to 1024.0 KiB; turn 7's grep prints line 9 (the binary suffix tuple) without " RiB", " QiB", though turn 2 showed it with them and the only edit (turn 4) touched lines 58-60.
    root = "/workspace/python-humanize"
    f = f"{root}/src/humanize/filesize.py"
    src = HUMANIZE
    assert len(src) == 60 and src[58] == "    ret: str = format % (bytes_ / (base**exp)) + suffix[exp - 1]"
    new = src[:58] + ["    if exp < len(suffix) and float(format % (abs_bytes / (base**exp))) >= base:", "        exp += 1"] + src[58:]
    repro = '''cat > /workspace/reproduce_issue.py << 'EOF'
from humanize import naturalsize

print("binary  1048575 ->", repr(naturalsize(1048575, binary=True)))
print("decimal  999999 ->", repr(naturalsize(999999)))
print("gnu     1048575 ->", repr(naturalsize(1048575, gnu=True)))
print("binary     3000 ->", repr(naturalsize(3000, True)))
print("decimal   10**28 ->", repr(naturalsize(10**28)))
EOF
python /workspace/reproduce_issue.py'''
    turns = [
        (bash(f"cd {root} && grep -rn \"naturalsize\" src/ | head -20"),
         oh_bash("src/humanize/__init__.py:5:from humanize.filesize import naturalsize\n"
                 "src/humanize/filesize.py:14:def naturalsize(\n"
                 "src/humanize/filesize.py:28:        >>> naturalsize(3000000)\n"
                 "src/humanize/filesize.py:30:        >>> naturalsize(3000, True)\n"
                 "src/humanize/filesize.py:32:        >>> naturalsize(10**28)", root)),
        (editor("view", f), view(f, src)),
        (bash(repro),
         oh_bash("binary  1048575 -> '1024.0 KiB'\ndecimal  999999 -> '1000.0 kB'\ngnu     1048575 -> '1024.0K'\n"
                 "binary     3000 -> '2.9 KiB'\ndecimal   10**28 -> '10.0 RB'", root)),
        (editor("str_replace", f,
                old_str="    exp = int(min(log(abs_bytes, base), len(suffix)))\n    ret: str = format % (bytes_ / (base**exp)) + suffix[exp - 1]",
                new_str="    exp = int(min(log(abs_bytes, base), len(suffix)))\n    if exp < len(suffix) and float(format % (abs_bytes / (base**exp))) >= base:\n        exp += 1\n    ret: str = format % (bytes_ / (base**exp)) + suffix[exp - 1]"),
         snip(f, new, 54, 62)),
        (bash("python /workspace/reproduce_issue.py"),
         oh_bash("binary  1048575 -> '1.0 MiB'\ndecimal  999999 -> '1.0 MB'\ngnu     1048575 -> '1.0M'\n"
                 "binary     3000 -> '2.9 KiB'\ndecimal   10**28 -> '10.0 RB'", root)),
        (bash(f"cd {root} && python -m pytest tests/test_filesize.py -q 2>&1 | tail -5"),
         oh_bash(dots(41) + "\n41 passed in 0.07s", root)),
        (bash(f"cd {root} && grep -n 'suffixes\\|\"binary\"\\|\"gnu\"' src/humanize/filesize.py"),
         oh_bash('7:suffixes = {\n'
                 '9:    "binary": (" KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB"),\n'
                 '10:    "gnu": "KMGTPEZYRQ",\n'
                 '38:        suffix = suffixes["gnu"]\n'
                 '40:        suffix = suffixes["binary"]\n'
                 '42:        suffix = suffixes["decimal"]', root)),
        (bash("cd /workspace && python -c \"from humanize import naturalsize as n; print(n(2**93, binary=True), n(2**103 - 1, binary=True), n(10**31 - 1))\""),
         oh_bash("8.0 RiB 8.0 QiB 10.0 QB", "/workspace")),
        (bash(f"cd {root} && python -m pytest -q 2>&1 | tail -6"),
         oh_bash(dots(214) + "\n214 passed in 0.61s", root)),
        (bash(f"cd {root} && git status --short && git diff"),
         oh_bash(''' M src/humanize/filesize.py
diff --git a/src/humanize/filesize.py b/src/humanize/filesize.py
index 3b1d0f2..8e6a4c7 100644
--- a/src/humanize/filesize.py
+++ b/src/humanize/filesize.py
@@ -56,5 +56,7 @@ def naturalsize(
         return f"{int(bytes_)}B" if gnu else f"{int(bytes_)} Bytes"
 
     exp = int(min(log(abs_bytes, base), len(suffix)))
+    if exp < len(suffix) and float(format % (abs_bytes / (base**exp))) >= base:
+        exp += 1
     ret: str = format % (bytes_ / (base**exp)) + suffix[exp - 1]
     return ret''', root)),
    ]
    rs.add(task="swe", tid="h10-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (python-humanize, main @ 3b1d0f2). Issue #214: naturalsize(1048575, binary=True) returns '1024.0 KiB' instead of '1.0 MiB'; the same happens for decimal and gnu modes just below each unit boundary.",
           bad=True, turn=7, kind="file line drift: grep shows filesize.py:9 binary suffix tuple without ' RiB', ' QiB' though it was never edited")


ORBIT = '''"""Cron schedule evaluation."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from .errors import InvalidSchedule, NoFireTime
from .fields import CronFields, parse_fields

__all__ = ["Schedule"]

MONTH_MAX_DAYS = {1: 31, 2: 29, 3: 31, 4: 30, 5: 31, 6: 30,
                  7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}


@dataclass(frozen=True, order=True)
class _Slot:
    hour: int
    minute: int


class Schedule:
    """A parsed five-field cron expression.

    >>> Schedule("*/15 9-17 * * 1-5").next_fire(datetime(2024, 5, 3, 17, 50))
    datetime.datetime(2024, 5, 6, 9, 0)
    """

    def __init__(self, expr: str) -> None:
        self.expr = expr.strip()
        try:
            self.fields: CronFields = parse_fields(self.expr)
        except ValueError as exc:
            raise InvalidSchedule(f"{expr!r}: {exc}") from None
        self._slots = sorted(
            _Slot(h, m) for h in self.fields.hours for m in self.fields.minutes
        )

    def __repr__(self) -> str:
        return f"Schedule({self.expr!r})"

    def _next_slot(self, after: time) -> time | None:
        for slot in self._slots:
            if (slot.hour, slot.minute) >= (after.hour, after.minute):
                return time(slot.hour, slot.minute)
        return None

    def _next_day(self, start: date) -> date:
        """Return the first date on or after ``start`` whose day fields match."""
        day = start
        for _ in range(366):
            if self._day_matches(day):
                return day
            day += timedelta(days=1)
        raise NoFireTime(f"{self.expr!r} does not fire within a year of {start}")

    def _day_matches(self, day: date) -> bool:
        dom_ok = day.day in self.fields.days and day.month in self.fields.months
        dow_ok = (day.isoweekday() % 7) in self.fields.weekdays and day.month in self.fields.months
        if self.fields.dom_restricted and self.fields.dow_restricted:
            return dom_ok or dow_ok
        return dom_ok and dow_ok

    def next_fire(self, after: datetime) -> datetime:
        """First fire time strictly after ``after`` (naive, in the schedule's zone)."""
        candidate = after.replace(second=0, microsecond=0) + timedelta(minutes=1)
        while True:
            day = self._next_day(candidate.date())
            if day != candidate.date():
                candidate = datetime.combine(day, time(0, 0))
            slot = self._next_slot(candidate.time())
            if slot is not None:
                return datetime.combine(day, slot)
            candidate = datetime.combine(day + timedelta(days=1), time(0, 0))'''.split("\n")


def t02(rs: RowSet) -> None:
    # clean: OpenHands fixes orbitcron leap-day scheduling; failures fall 2 -> 1 -> 0 and the test count rises 48 -> 49 through the agent's own edits, line numbers shift after an insert, a leftover untracked scratch file is removed.
    root = "/workspace/orbitcron"
    f = f"{root}/src/orbitcron/schedule.py"
    src = ORBIT
    assert len(src) == 75 and src[51] == "        for _ in range(366):"
    v1 = list(src)
    v1[51] = "        for _ in range(366 * 8):"
    v1[55] = '        raise NoFireTime(f"{self.expr!r} does not fire within eight years of {start}")'
    ins = ["        if self.fields.dom_restricted and not self.fields.dow_restricted:",
           "            if not any(d <= MONTH_MAX_DAYS[m] for m in self.fields.months for d in self.fields.days):",
           '                raise InvalidSchedule(f"{expr!r} can never fire")']
    v2 = v1[:38] + ins + v1[38:]
    tf = f"{root}/tests/test_schedule.py"
    fail2 = dots(48, {45: 'F', 46: 'F'}, width=64) + '''
=================================== FAILURES ===================================
______________________ test_leap_day_after_non_leap_year _______________________

    def test_leap_day_after_non_leap_year():
        s = Schedule("0 0 29 2 *")
>       assert s.next_fire(datetime(2025, 3, 1, 12, 0)) == datetime(2028, 2, 29, 0, 0)

tests/test_schedule.py:188:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
src/orbitcron/schedule.py:69: in next_fire
    day = self._next_day(candidate.date())
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

self = Schedule('0 0 29 2 *'), start = datetime.date(2025, 3, 1)

    def _next_day(self, start: date) -> date:
        """Return the first date on or after ``start`` whose day fields match."""
        day = start
        for _ in range(366):
            if self._day_matches(day):
                return day
            day += timedelta(days=1)
>       raise NoFireTime(f"{self.expr!r} does not fire within a year of {start}")
E       orbitcron.errors.NoFireTime: '0 0 29 2 *' does not fire within a year of 2025-03-01

src/orbitcron/schedule.py:56: NoFireTime
________________________ test_impossible_date_rejected _________________________

    def test_impossible_date_rejected():
>       with pytest.raises(InvalidSchedule, match="can never fire"):
E       Failed: DID NOT RAISE <class 'orbitcron.errors.InvalidSchedule'>

tests/test_schedule.py:200: Failed
=========================== short test summary info ============================
FAILED tests/test_schedule.py::test_leap_day_after_non_leap_year - orbitcron.errors.NoFireTime: '0 0 29 2 *' does not fire within a year of 2025-03-01
FAILED tests/test_schedule.py::test_impossible_date_rejected - Failed: DID NOT RAISE <class 'orbitcron.errors.InvalidSchedule'>
2 failed, 46 passed in 0.31s'''
    fail1 = dots(48, {46: 'F'}, width=64) + '''
=================================== FAILURES ===================================
________________________ test_impossible_date_rejected _________________________

    def test_impossible_date_rejected():
>       with pytest.raises(InvalidSchedule, match="can never fire"):
E       Failed: DID NOT RAISE <class 'orbitcron.errors.InvalidSchedule'>

tests/test_schedule.py:200: Failed
=========================== short test summary info ============================
FAILED tests/test_schedule.py::test_impossible_date_rejected - Failed: DID NOT RAISE <class 'orbitcron.errors.InvalidSchedule'>
1 failed, 47 passed in 0.29s'''
    tail = ['def test_impossible_date_rejected():',
            '    with pytest.raises(InvalidSchedule, match="can never fire"):',
            '        Schedule("0 12 30 2 *")',
            '',
            '',
            'def test_dom_and_dow_are_ored_when_both_restricted():',
            '    s = Schedule("0 6 1 * 1")',
            '    # 2024-07-01 is a Monday *and* the 1st; next is Monday 2024-07-08',
            '    assert s.next_fire(datetime(2024, 7, 1, 6, 0)) == datetime(2024, 7, 8, 6, 0)',
            '',
            '',
            'def test_repr_roundtrip():',
            '    assert repr(Schedule(" 5 4 * * * ")) == "Schedule(\'5 4 * * *\')"']
    newtest = ['', '', 'def test_leap_day_skips_2100():',
               '    s = Schedule("30 7 29 2 *")',
               '    # 2100 is not a leap year, so the next Feb 29 after March 2096 is in 2104',
               '    assert s.next_fire(datetime(2096, 3, 1, 0, 0)) == datetime(2104, 2, 29, 7, 30)']
    tlines = tail + newtest
    turns = [
        (bash(f"cd {root} && python -m pytest tests/test_schedule.py -q 2>&1 | tail -40"), oh_bash(fail2, root)),
        (editor("view", f), view(f, src)),
        (editor("str_replace", f,
                old_str='        for _ in range(366):\n            if self._day_matches(day):\n                return day\n            day += timedelta(days=1)\n        raise NoFireTime(f"{self.expr!r} does not fire within a year of {start}")',
                new_str='        for _ in range(366 * 8):\n            if self._day_matches(day):\n                return day\n            day += timedelta(days=1)\n        raise NoFireTime(f"{self.expr!r} does not fire within eight years of {start}")'),
         snip(f, v1, 48, 60)),
        (bash(f"cd {root} && python -m pytest tests/test_schedule.py -q 2>&1 | tail -15"), oh_bash(fail1, root)),
        (bash(f"cd {root} && grep -n \"MONTH_MAX_DAYS\\|def test_impossible\" -A3 src/orbitcron/schedule.py tests/test_schedule.py"),
         oh_bash('''src/orbitcron/schedule.py:13:MONTH_MAX_DAYS = {1: 31, 2: 29, 3: 31, 4: 30, 5: 31, 6: 30,
src/orbitcron/schedule.py-14-                  7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}
src/orbitcron/schedule.py-15-
src/orbitcron/schedule.py-16-
--
tests/test_schedule.py:199:def test_impossible_date_rejected():
tests/test_schedule.py-200-    with pytest.raises(InvalidSchedule, match="can never fire"):
tests/test_schedule.py-201-        Schedule("0 12 30 2 *")
tests/test_schedule.py-202-''', root)),
        (editor("str_replace", f,
                old_str="        self._slots = sorted(\n            _Slot(h, m) for h in self.fields.hours for m in self.fields.minutes\n        )",
                new_str="        self._slots = sorted(\n            _Slot(h, m) for h in self.fields.hours for m in self.fields.minutes\n        )\n" + "\n".join(ins)),
         snip(f, v2, 32, 45)),
        (bash(f"cd {root} && python -m pytest tests/test_schedule.py -q 2>&1 | tail -3"),
         oh_bash(dots(48, width=64) + "\n48 passed in 0.33s", root)),
        (editor("view", tf, view_range=[199, 211]), view(tf, [""] * 198 + tail, 199, 211)),
        (editor("insert", tf, insert_line=211, new_str="\n".join(newtest)),
         snip(tf, [""] * 198 + tlines, 206, 217)),
        (bash(f"cd {root} && python -m pytest tests/test_schedule.py -q 2>&1 | tail -3"),
         oh_bash(dots(49, width=64) + "\n49 passed in 0.30s", root)),
        (bash(f"cd {root} && python -m pytest -q 2>&1 | tail -4 && rm -f /workspace/orbitcron/scratch_leap.py && git status --short"),
         oh_bash(dots(178, {40: "s", 41: "s"}) + "\n176 passed, 2 skipped in 1.84s\n M src/orbitcron/schedule.py\n M tests/test_schedule.py", root)),
        (bash(f"cd {root} && git diff --stat"),
         oh_bash(" src/orbitcron/schedule.py | 7 +++++--\n tests/test_schedule.py    | 6 ++++++\n 2 files changed, 11 insertions(+), 2 deletions(-)", root)),
    ]
    rs.add(task="swe", tid="h10-swe-02", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (orbitcron 0.9.2, a cron-expression library). Issue #57: Schedule('0 0 29 2 *').next_fire() raises NoFireTime when called in a non-leap year, and impossible dates like Feb 30 are accepted silently. A leftover scratch file scratch_leap.py from a previous attempt is untracked in the repo root.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 03 / 04: Gemini CLI, TypeScript and Go
TERMS_TS = '''import { addDays, endOfMonth } from "date-fns";
import type { Customer } from "../customers/types";

export const DEFAULT_NET_DAYS = 30;

export type PaymentTerms =
  | { kind: "net"; days: number }
  | { kind: "eom"; extraDays: number };

/**
 * Resolve the payment terms for a customer. `netDays` of 0 means
 * "due on receipt"; undefined falls back to the account default.
 */
export function resolveTerms(customer: Customer): PaymentTerms {
  if (customer.termsCode === "EOM") {
    return { kind: "eom", extraDays: customer.eomExtraDays ?? 0 };
  }
  return { kind: "net", days: customer.netDays || DEFAULT_NET_DAYS };
}

export function dueDate(issuedAt: Date, terms: PaymentTerms): Date {
  switch (terms.kind) {
    case "net":
      return addDays(issuedAt, terms.days);
    case "eom":
      return addDays(endOfMonth(issuedAt), terms.extraDays);
  }
}

export function describeTerms(terms: PaymentTerms): string {
  if (terms.kind === "eom") {
    return terms.extraDays === 0 ? "End of month" : `EOM + ${terms.extraDays}`;
  }
  return terms.days === 0 ? "Due on receipt" : `Net ${terms.days}`;
}
'''

TERMS_TEST = '''import { describe, expect, it } from "vitest";
import { describeTerms, dueDate, resolveTerms } from "../terms";

const base = { id: "cus_8812", name: "Harbor Dental", termsCode: "NET" as const };

describe("resolveTerms", () => {
  it("uses the customer's net days", () => {
    expect(resolveTerms({ ...base, netDays: 45 })).toEqual({ kind: "net", days: 45 });
  });

  it("falls back to the account default", () => {
    expect(resolveTerms({ ...base })).toEqual({ kind: "net", days: 30 });
  });

  it("handles end-of-month terms", () => {
    expect(resolveTerms({ ...base, termsCode: "EOM", eomExtraDays: 10 })).toEqual({ kind: "eom", extraDays: 10 });
  });
});

describe("dueDate", () => {
  it("adds net days to the issue date", () => {
    const due = dueDate(new Date(2024, 4, 20), { kind: "net", days: 15 });
    expect(describeTerms({ kind: "net", days: 15 })).toBe("Net 15");
    expect(due.getDate()).toBe(4);
  });
});
'''

NEW_TERMS_CASE = '''  it("treats netDays 0 as due on receipt", () => {
    const terms = resolveTerms({ ...base, netDays: 0 });
    expect(terms).toEqual({ kind: "net", days: 0 });
    expect(describeTerms(terms)).toBe("Due on receipt");
  });

'''


def t03(rs: RowSet) -> None:
    # bad: Gemini CLI fixes `netDays || DEFAULT_NET_DAYS` in a TS billing app; turn 8's read_file shows terms.ts line 18 still with `||`, though turn 4 replaced it with `??` (and turn 6's tests passed on it); no edit reverted it.
    root = "/home/dev/ledgerline"
    f = f"{root}/src/billing/terms.ts"
    tf = f"{root}/src/billing/__tests__/terms.test.ts"
    fixed = TERMS_TS.replace("customer.netDays || DEFAULT_NET_DAYS", "customer.netDays ?? DEFAULT_NET_DAYS")
    anchor = '  it("handles end-of-month terms", () => {\n'
    vitest = '''
 RUN  v1.6.0 /home/dev/ledgerline

 ✓ src/billing/__tests__/invoice.test.ts  (11 tests) 14ms
 ✓ src/billing/__tests__/terms.test.ts  (5 tests) 6ms

 Test Files  2 passed (2)
      Tests  16 passed (16)
   Start at  10:14:52
   Duration  812ms (transform 96ms, setup 0ms, collect 188ms, tests 20ms, environment 0ms, prepare 161ms)
'''
    turns = [
        (call("search_file_content", pattern="netDays"),
         '''Found 6 matches for pattern "netDays" in path ".":
---
File: src/billing/terms.ts
L11:  * Resolve the payment terms for a customer. `netDays` of 0 means
L18:   return { kind: "net", days: customer.netDays || DEFAULT_NET_DAYS };
---
File: src/customers/types.ts
L9:   netDays?: number;
---
File: src/billing/__tests__/terms.test.ts
L8:     expect(resolveTerms({ ...base, netDays: 45 })).toEqual({ kind: "net", days: 45 });
---
File: src/importers/quickbooks.ts
L47:     netDays: row["Terms (days)"] === "" ? undefined : Number(row["Terms (days)"]),
---
File: src/api/customers.routes.ts
L63:     netDays: z.number().int().min(0).max(120).optional(),
---'''),
        (call("read_file", absolute_path=f), TERMS_TS),
        (call("read_file", absolute_path=tf), TERMS_TEST),
        (call("replace", file_path=f, old_string='  return { kind: "net", days: customer.netDays || DEFAULT_NET_DAYS };',
              new_string='  return { kind: "net", days: customer.netDays ?? DEFAULT_NET_DAYS };'),
         f"Successfully modified file: {f} (1 replacements)."),
        (call("replace", file_path=tf, old_string=anchor, new_string=NEW_TERMS_CASE + anchor),
         f"Successfully modified file: {tf} (1 replacements)."),
        (gshell("npx vitest run src/billing", "Run the billing unit tests"),
         gem_run("npx vitest run src/billing", vitest, pgid=51873)),
        (gshell("npx tsc --noEmit -p tsconfig.json", "Type-check the project"),
         gem_run("npx tsc --noEmit -p tsconfig.json", "", pgid=51990)),
        (call("read_file", absolute_path=f), TERMS_TS),
        (gshell("git diff --stat", "Summarize the working tree changes"),
         gem_run("git diff --stat", " src/billing/__tests__/terms.test.ts | 6 ++++++\n src/billing/terms.ts               | 2 +-\n 2 files changed, 7 insertions(+), 1 deletion(-)", pgid=52044)),
    ]
    assert fixed != TERMS_TS
    rs.add(task="swe", tid="h10-swe-03", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (ledgerline, a TypeScript invoicing service; vitest, Node 20). Bug LL-382: customers configured with netDays: 0 (due on receipt) get invoices due in 30 days.",
           bad=True, turn=8, kind="edit lost: terms.ts line 18 reads back `customer.netDays || DEFAULT_NET_DAYS` after the `??` replace")


DEPLOY_GO = '''package cmd

import (
\t"fmt"
\t"time"

\t"github.com/spf13/cobra"

\t"github.com/northwind-labs/shipit/internal/plan"
\t"github.com/northwind-labs/shipit/internal/remote"
)

type deployOptions struct {
\tenv      string
\ttimeout  time.Duration
\tparallel int
}

func newDeployCmd() *cobra.Command {
\topts := &deployOptions{}
\tcmd := &cobra.Command{
\t\tUse:   "deploy <service>",
\t\tShort: "Roll a service out to an environment",
\t\tArgs:  cobra.ExactArgs(1),
\t\tRunE: func(cmd *cobra.Command, args []string) error {
\t\t\tp, err := plan.Build(args[0], opts.env)
\t\t\tif err != nil {
\t\t\t\treturn err
\t\t\t}
\t\t\tfmt.Fprintf(cmd.OutOrStdout(), "deploying %s to %s (%d steps)\\n", p.Service, p.Env, len(p.Steps))
\t\t\treturn remote.Apply(cmd.Context(), p, remote.Options{Timeout: opts.timeout, Parallel: opts.parallel})
\t\t},
\t}
\tcmd.Flags().StringVarP(&opts.env, "env", "e", "staging", "target environment")
\tcmd.Flags().DurationVar(&opts.timeout, "timeout", 10*time.Minute, "abort the rollout after this long")
\tcmd.Flags().IntVar(&opts.parallel, "parallel", 2, "hosts updated at once")
\treturn cmd
}
'''

DRYRUN_TEST = '''package cmd

import (
\t"bytes"
\t"strings"
\t"testing"
)

func TestDeployDryRunPrintsPlan(t *testing.T) {
\tvar out bytes.Buffer
\tc := newDeployCmd()
\tc.SetOut(&out)
\tc.SetArgs([]string{"billing-api", "--env", "prod", "--dry-run"})
\tif err := c.Execute(); err != nil {
\t\tt.Fatalf("execute: %v", err)
\t}
\tgot := out.String()
\tif !strings.HasPrefix(got, "deploying billing-api to prod (") {
\t\tt.Fatalf("unexpected header: %q", got)
\t}
\tif !strings.Contains(got, " 1. ") {
\t\tt.Errorf("plan steps not listed: %q", got)
\t}
\tif remoteApplyCalls != 0 {
\t\tt.Errorf("dry run applied the plan (%d calls)", remoteApplyCalls)
\t}
}
'''


def t04(rs: RowSet) -> None:
    # clean: Gemini CLI adds --dry-run to a Go cobra CLI; test count 3 -> 4 after a new test file, a commit creates a new hash, then the branch is renamed and shows up under its new name only.
    root = "/home/dev/src/shipit"
    f = f"{root}/cmd/deploy.go"
    run3 = '''=== RUN   TestDeployRequiresService
--- PASS: TestDeployRequiresService (0.00s)
=== RUN   TestDeployDefaultEnv
--- PASS: TestDeployDefaultEnv (0.01s)
=== RUN   TestDeployTimeoutFlag
--- PASS: TestDeployTimeoutFlag (0.00s)
PASS
ok  \tgithub.com/northwind-labs/shipit/cmd\t0.214s'''
    run4 = '''=== RUN   TestDeployRequiresService
--- PASS: TestDeployRequiresService (0.00s)
=== RUN   TestDeployDefaultEnv
--- PASS: TestDeployDefaultEnv (0.00s)
=== RUN   TestDeployTimeoutFlag
--- PASS: TestDeployTimeoutFlag (0.00s)
=== RUN   TestDeployDryRunPrintsPlan
--- PASS: TestDeployDryRunPrintsPlan (0.01s)
PASS
ok  \tgithub.com/northwind-labs/shipit/cmd\t0.238s'''
    n_test = DRYRUN_TEST.count("\n")
    turns = [
        (gshell("git status -sb && git log --oneline -3", "Check branch and recent history"),
         gem_run("git status -sb && git log --oneline -3",
                 "## main...origin/main\nc3e91a4 (HEAD -> main, origin/main) remote: retry ssh dial on EOF\n7f20b58 plan: order steps by dependency\ne4a1d03 Bump cobra to v1.8.1", pgid=30117)),
        (call("search_file_content", pattern="dry.?run", include="**/*.go"),
         'No matches found for pattern "dry.?run" in path "." (filter: "**/*.go").'),
        (call("read_file", absolute_path=f), DEPLOY_GO),
        (call("replace", file_path=f, old_string="\tparallel int\n}", new_string="\tparallel int\n\tdryRun   bool\n}"),
         f"Successfully modified file: {f} (1 replacements)."),
        (call("replace", file_path=f,
              old_string='\t\t\tfmt.Fprintf(cmd.OutOrStdout(), "deploying %s to %s (%d steps)\\n", p.Service, p.Env, len(p.Steps))\n',
              new_string='\t\t\tfmt.Fprintf(cmd.OutOrStdout(), "deploying %s to %s (%d steps)\\n", p.Service, p.Env, len(p.Steps))\n\t\t\tif opts.dryRun {\n\t\t\t\tfor i, s := range p.Steps {\n\t\t\t\t\tfmt.Fprintf(cmd.OutOrStdout(), "%2d. %s\\n", i+1, s)\n\t\t\t\t}\n\t\t\t\treturn nil\n\t\t\t}\n'),
         f"Successfully modified file: {f} (1 replacements)."),
        (call("replace", file_path=f,
              old_string='\tcmd.Flags().IntVar(&opts.parallel, "parallel", 2, "hosts updated at once")\n',
              new_string='\tcmd.Flags().IntVar(&opts.parallel, "parallel", 2, "hosts updated at once")\n\tcmd.Flags().BoolVar(&opts.dryRun, "dry-run", false, "print the rollout plan without applying it")\n'),
         f"Successfully modified file: {f} (1 replacements)."),
        (gshell("go test ./cmd/ -run Deploy -v", "Run the existing deploy command tests"),
         gem_run("go test ./cmd/ -run Deploy -v", run3, pgid=30468)),
        (call("write_file", file_path=f"{root}/cmd/deploy_dryrun_test.go", content=DRYRUN_TEST),
         f"Successfully created and wrote to new file: {root}/cmd/deploy_dryrun_test.go."),
        (gshell("go test ./cmd/ -run Deploy -v", "Run the deploy tests including the new dry-run test"),
         gem_run("go test ./cmd/ -run Deploy -v", run4, pgid=30712)),
        (gshell('git switch -c feat/deploy-dry-run && git add -A && git commit -m "deploy: add --dry-run flag"', "Commit the change on a feature branch"),
         gem_run('git switch -c feat/deploy-dry-run && git add -A && git commit -m "deploy: add --dry-run flag"',
                 f"[feat/deploy-dry-run 71c9e0d] deploy: add --dry-run flag\n 2 files changed, {8 + n_test} insertions(+)\n create mode 100644 cmd/deploy_dryrun_test.go", pgid=30855).replace("Stderr: (empty)", "Stderr: Switched to a new branch 'feat/deploy-dry-run'")),
        (gshell("git branch -m feat/dry-run && git log --oneline -3 && git branch", "Rename the branch to the team's naming scheme"),
         gem_run("git branch -m feat/dry-run && git log --oneline -3 && git branch",
                 "71c9e0d (HEAD -> feat/dry-run) deploy: add --dry-run flag\nc3e91a4 (origin/main, main) remote: retry ssh dial on EOF\n7f20b58 plan: order steps by dependency\n* feat/dry-run\n  main", pgid=30902)),
        (gshell("go vet ./... && gofmt -l . && go build -o /tmp/shipit . && /tmp/shipit deploy billing-api -e prod --dry-run", "Vet, check formatting and try the flag"),
         gem_run("go vet ./... && gofmt -l . && go build -o /tmp/shipit . && /tmp/shipit deploy billing-api -e prod --dry-run",
                 "deploying billing-api to prod (4 steps)\n 1. drain lb pool billing-api-prod (2 hosts at a time)\n 2. pull image registry.northwind.io/billing-api:2024.06.3\n 3. restart systemd unit billing-api.service\n 4. health-check http://:8443/readyz, re-enable in pool", pgid=31066)),
    ]
    rs.add(task="swe", tid="h10-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Go module github.com/northwind-labs/shipit at {root} (on main, clean). Task: add a --dry-run flag to `shipit deploy` that prints the plan and exits without touching hosts. cmd/deploy_test.go already has a remoteApplyCalls counter wired into a fake remote.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 05 / 06: SWE-agent, Python and Java
EPW_TAIL = """    if str(filename).startswith('http'):
        # Attempts to download online EPW file
        # See comments above for possible online sources
        request = Request(filename, headers={'User-Agent': (
            'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_5) AppleWebKit/537.36 '
            '(KHTML, like Gecko) Chrome/75.0.3770.142 Safari/537.36')})
        response = urlopen(request)
        csvdata = io.StringIO(response.read().decode(errors='ignore'))
    else:
        # Assume it's accessible via the file system
        csvdata = open(str(filename), 'r')
    try:
        data, meta = parse_epw(csvdata, coerce_year)
    finally:
        csvdata.close()
    return data, meta


def parse_epw(csvdata, coerce_year=None):
    \"\"\"
    Given a file-like buffer with data in Energy Plus Weather (EPW) format,
    parse the data into a dataframe.

    Parameters
    ----------
    csvdata : file-like buffer
        a file-like buffer containing data in the EPW format
    coerce_year : int, optional
        If supplied, the year of the data will be set to this value. This can
        be a useful feature because EPW data is composed of data from
        different years.

    Returns
    -------
    data : DataFrame
        A pandas dataframe with the columns described in the table
        below.
    metadata : dict
        The site metadata available in the file.

    See Also
    --------
    pvlib.iotools.read_epw
    \"\"\"
    # Read line with metadata
    firstline = csvdata.readline()

    head = ['loc', 'city', 'state-prov', 'country', 'data_type', 'WMO_code',
            'latitude', 'longitude', 'TZ', 'altitude']
    meta = dict(zip(head, firstline.rstrip('\\n').split(",")))

    meta['altitude'] = float(meta['altitude'])
    meta['latitude'] = float(meta['latitude'])
    meta['longitude'] = float(meta['longitude'])
    meta['TZ'] = float(meta['TZ'])

    colnames = ['year', 'month', 'day', 'hour', 'minute', 'data_source_unct',
                'temp_air', 'temp_dew', 'relative_humidity',
                'atmospheric_pressure', 'etr', 'etrn', 'ghi_infrared', 'ghi',
                'dni', 'dhi', 'global_hor_illum', 'direct_normal_illum',
                'diffuse_horizontal_illum', 'zenith_luminance',
                'wind_direction', 'wind_speed', 'total_sky_cover',
                'opaque_sky_cover', 'visibility', 'ceiling_height',
                'present_weather_observation', 'present_weather_codes',
                'precipitable_water', 'aerosol_optical_depth', 'snow_depth',
                'days_since_last_snowfall', 'albedo',
                'liquid_precipitation_depth', 'liquid_precipitation_quantity']

    # We only have to skip 6 rows instead of 7 because we have already used
    # the realine call above.
    data = pd.read_csv(csvdata, header=None, skiprows=6, names=colnames)

    # Change to single year if requested
    if coerce_year is not None:
        data["year"] = coerce_year

    # create index that supplies correct date and time zone information
    dts = data[['month', 'day']].astype(str).apply(lambda x: x.str.zfill(2))
    hrs = (data['hour'] - 1).astype(str).str.zfill(2)
    dtscat = data['year'].astype(str) + dts['month'] + dts['day'] + hrs
    idx = pd.to_datetime(dtscat, format='%Y%m%d%H')
    idx = idx.dt.tz_localize(int(meta['TZ']) * 3600)
    data.index = idx

    return data, meta""".split("\n")


def t05(rs: RowSet) -> None:
    # bad: SWE-agent fixes pvlib parse_epw truncating half-hour time zones; turn 7's search_file shows `def parse_epw(csvdata, coerce_year=None, tz_offset=None):` at line 226, though turn 3 showed it as `def parse_epw(csvdata, coerce_year=None):` and nothing edited epw.py in between.
    repo = "/pvlib__pvlib-python"
    rel = "pvlib/iotools/epw.py"
    f = f"{repo}/{rel}"
    first = 208
    lines = {first + i: t for i, t in enumerate(EPW_TAIL)}
    total = max(lines)
    assert total == 292 and lines[226].startswith("def parse_epw(") and "tz_localize" in lines[289]

    def win(a: int, b: int, src: dict[int, str]) -> str:
        return window(f, total, a, [src[i] for i in range(a, b + 1)])

    fixed = dict(lines)
    fixed[289] = "    idx = idx.dt.tz_localize(int(meta['TZ'] * 3600))"
    rp = f"{repo}/reproduce.py"
    repro = ["import io", "from pvlib.iotools import parse_epw", "",
             "header = 'LOCATION,New Delhi,DL,IND,ISHRAE,421820,28.58,77.20,5.5,216.0\\n'",
             "filler = ''.join(f'HEADER{i},x\\n' for i in range(6))",
             "row = '1999,1,1,{h},60,?,8.1,4.2,76,98900,0,0,270,0,0,0,0,0,0,0,300,1.5,0,0,3000,77777,9,999999999,12,0.08,0,88,0.2,0,1\\n'",
             "buf = io.StringIO(header + filler + ''.join(row.format(h=h) for h in (1, 2, 3)))",
             "data, meta = parse_epw(buf)",
             "print(meta['TZ'])",
             "print(data.index[:3])"]
    turns = [
        (swcmd("find_file epw.py"),
         swa(f'Found 1 matches for "epw.py" in {repo}:\n{f}', "n/a", repo)),
        (swcmd(f"open {rel} 280"), swa(win(263, 292, lines), f, repo)),
        (swcmd("search_file \"def parse_epw\""),
         swa(f'Found 1 matches for "def parse_epw" in {f}:\nLine 226:def parse_epw(csvdata, coerce_year=None):\nEnd of matches for "def parse_epw" in {f}', f, repo)),
        (swcmd("create reproduce.py"), swa(window(rp, 1, 1, [""]), rp, repo)),
        (swcmd("edit 1:1\n" + "\n".join(repro) + "\nend_of_edit"),
         swa("File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.\n" + window(rp, len(repro), 1, repro), rp, repo)),
        (swcmd("python reproduce.py"),
         swa("5.5\nDatetimeIndex(['1999-01-01 00:00:00+05:00', '1999-01-01 01:00:00+05:00',\n               '1999-01-01 02:00:00+05:00'],\n              dtype='datetime64[ns, UTC+05:00]', freq=None)", rp, repo)),
        (swcmd(f"search_file \"parse_epw\" {rel}"),
         swa(f'Found 3 matches for "parse_epw" in {f}:\nLine 192:    pvlib.iotools.parse_epw\nLine 220:        data, meta = parse_epw(csvdata, coerce_year)\nLine 226:def parse_epw(csvdata, coerce_year=None, tz_offset=None):\nEnd of matches for "parse_epw" in {f}', rp, repo)),
        (swcmd(f"open {rel} 289"), swa(win(263, 292, lines), f, repo)),
        (swcmd("edit 289:289\n    idx = idx.dt.tz_localize(int(meta['TZ'] * 3600))\nend_of_edit"),
         swa("File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.\n" + win(263, 292, fixed), f, repo)),
        (swcmd("python reproduce.py"),
         swa("5.5\nDatetimeIndex(['1999-01-01 00:00:00+05:30', '1999-01-01 01:00:00+05:30',\n               '1999-01-01 02:00:00+05:30'],\n              dtype='datetime64[ns, UTC+05:30]', freq=None)", f, repo)),
        (swcmd("rm reproduce.py && python -m pytest pvlib/tests/iotools/test_epw.py -q 2>&1 | tail -3"),
         swa("........ss                                                               [100%]\n8 passed, 2 skipped in 1.42s", f, repo)),
        (swcmd("submit"),
         f'''diff --git a/{rel} b/{rel}
index 5b21c3e..f0a9d47 100644
--- a/{rel}
+++ b/{rel}
@@ -286,7 +286,7 @@ def parse_epw(csvdata, coerce_year=None):
     hrs = (data['hour'] - 1).astype(str).str.zfill(2)
     dtscat = data['year'].astype(str) + dts['month'] + dts['day'] + hrs
     idx = pd.to_datetime(dtscat, format='%Y%m%d%H')
-    idx = idx.dt.tz_localize(int(meta['TZ']) * 3600)
+    idx = idx.dt.tz_localize(int(meta['TZ'] * 3600))
     data.index = idx
 
     return data, meta
'''),
    ]
    rs.add(task="swe", tid="h10-swe-05", system=SWEA_SYSTEM.format(root=repo), turns=turns,
           state=f"Repository {repo} (pvlib-python). Issue: read_epw/parse_epw localize the index with a whole-hour offset for sites in half-hour time zones (TZ = 5.5 for New Delhi gives +05:00 instead of +05:30).",
           bad=True, turn=7, kind="signature drift: parse_epw shown with an extra tz_offset parameter though epw.py was never edited")


JSOUP_SU = r'''    /**
     * Tests if a code point is "whitespace" as defined in the HTML spec. Used for output HTML.
     * @param c code point to test
     * @return true if code point is whitespace, false otherwise
     * @see #isActuallyWhitespace(int)
     */
    public static boolean isWhitespace(int c){
        return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
    }

    /**
     * Tests if a code point is "whitespace" as defined by what it looks like. Used for Element.text etc.
     * @param c code point to test
     * @return true if code point is whitespace, false otherwise
     */
    public static boolean isActuallyWhitespace(int c){
        return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == 160;
        // 160 is &nbsp; (non-breaking space). Not in the spec but expected.
    }

    public static boolean isInvisibleChar(int c) {
        return c == 8203 || c == 173; // zero width sp, soft hyphen
        // previously also included zw non join, zw join - but removing those breaks semantic meaning of text
    }

    /**
     * Normalise the whitespace within this string; multiple spaces collapse to a single, and all whitespace characters
     * (e.g. newline, tab) convert to a simple space.
     * @param string content to normalise
     * @return normalised string
     */
    public static String normaliseWhitespace(String string) {
        StringBuilder sb = StringUtil.borrowBuilder();
        appendNormalisedWhitespace(sb, string, false);
        return StringUtil.releaseBuilder(sb);
    }

    /**
     * After normalizing the whitespace within a string, appends it to a string builder.
     * @param accum builder to append to
     * @param string string to normalize whitespace within
     * @param stripLeading set to true if you wish to remove any leading whitespace
     */
    public static void appendNormalisedWhitespace(StringBuilder accum, String string, boolean stripLeading) {
        boolean lastWasWhite = false;
        boolean reachedNonWhite = false;

        int len = string.length();
        int c;
        for (int i = 0; i < len; i+= Character.charCount(c)) {
            c = string.codePointAt(i);
            if (isActuallyWhitespace(c)) {
                if ((stripLeading && !reachedNonWhite) || lastWasWhite)
                    continue;
                accum.append(' ');
                lastWasWhite = true;
            }
            else if (!isInvisibleChar(c)) {
                accum.appendCodePoint(c);
                lastWasWhite = false;'''.split("\n")

JSOUP_TEST = r'''    @Test public void normaliseWhiteSpace() {
        assertEquals(" ", normaliseWhitespace("    \r \n \r\n"));
        assertEquals(" hello there ", normaliseWhitespace("   hello   \r \n  there    \n"));
        assertEquals("hello", normaliseWhitespace("hello"));
        assertEquals("hello there", normaliseWhitespace("hello\nthere"));
    }

    @Test public void normaliseWhiteSpaceHandlesHighSurrogates() {
        String test71540chars = "\ud869\udeb2\u304b\u309a  1";
        String test71540charsExpectedSingleWhitespace = "\ud869\udeb2\u304b\u309a 1";

        assertEquals(test71540charsExpectedSingleWhitespace, normaliseWhitespace(test71540chars));
        String extractedText = Jsoup.parse(test71540chars).text();
        assertEquals(test71540charsExpectedSingleWhitespace, extractedText);
    }

    @Test public void resolvesRelativeUrls() {
        assertEquals("http://example.com/one/two?three", resolve("http://example.com", "./one/two?three"));
        assertEquals("http://example.com/one/two?three", resolve("http://example.com?one", "./one/two?three"));
        assertEquals("http://example.com/one/two?three#four", resolve("http://example.com", "./one/two?three#four"));
        assertEquals("https://example.com/one", resolve("http://example.com/", "https://example.com/one"));
    }

    @Test public void isAscii() {
        assertTrue(StringUtil.isAscii(""));
        assertTrue(StringUtil.isAscii("example.com"));
        assertTrue(StringUtil.isAscii("One Two"));
        assertFalse(StringUtil.isAscii("🧔"));
        assertFalse(StringUtil.isAscii("测试"));
        assertFalse(StringUtil.isAscii("测试.com"));'''.split("\n")

JSOUP_NEW_TEST = r'''    }

    @Test public void normaliseWhitespaceDropsWordJoinerAndBom() {
        assertEquals("one two", normaliseWhitespace("one\u2060 \uFEFFtwo"));
        assertEquals("ab", Jsoup.parse("<p>a\u2060b</p>").text());
    }'''.split("\n")


def mvn_tail(classes: list[tuple[str, int, str]], total_time: str, finished: str) -> str:
    out = ["[INFO] -------------------------------------------------------", "[INFO]  T E S T S",
           "[INFO] -------------------------------------------------------"]
    for name, n, el in classes:
        out += [f"[INFO] Running {name}", f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {el} s - in {name}"]
    n = sum(c[1] for c in classes)
    out += ["[INFO] ", "[INFO] Results:", "[INFO] ", f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0", "[INFO] ",
            "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD SUCCESS",
            "[INFO] ------------------------------------------------------------------------",
            f"[INFO] Total time:  {total_time} s", f"[INFO] Finished at: {finished}",
            "[INFO] ------------------------------------------------------------------------"]
    return "\n".join(out)


def t06(rs: RowSet) -> None:
    # clean: SWE-agent (Multi-SWE-bench style) makes jsoup drop U+2060/U+FEFF in normalised text; an edit grows StringUtil.java 412 -> 413 lines so a later search reports isInvisibleChar's call site at 163 instead of 162, the test file grows 268 -> 273 lines, tests 24 -> 25.
    repo = "/jhy__jsoup"
    rel = "src/main/java/org/jsoup/internal/StringUtil.java"
    f = f"{repo}/{rel}"
    trel = "src/test/java/org/jsoup/internal/StringUtilTest.java"
    tf = f"{repo}/{trel}"
    old = {105 + i: t for i, t in enumerate(JSOUP_SU)}
    assert old[126].startswith("        return c == 8203") and "isInvisibleChar" in old[162]
    new_lines = [old[i] for i in range(105, 126)] + [
        "        return c == 8203 || c == 173 || c == 8288 || c == 65279;",
        "        // zero width sp, soft hyphen, word joiner, zero width no-break space (BOM)"] + [old[i] for i in range(127, 165)]
    new = {105 + i: t for i, t in enumerate(new_lines)}
    told = {75 + i: t for i, t in enumerate(JSOUP_TEST)}
    assert told[89] == "    }" and told[88].startswith("        assertEquals(test71540")
    tnew_lines = [told[i] for i in range(75, 89)] + JSOUP_NEW_TEST + [told[i] for i in range(90, 105)]
    tnew = {75 + i: t for i, t in enumerate(tnew_lines)}
    upd = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.\n"
    turns = [
        (swcmd("find_file StringUtil.java"),
         swa(f'Found 1 matches for "StringUtil.java" in {repo}:\n{f}', "n/a", repo)),
        (swcmd(f"open {rel} 120"), swa(window(f, 412, 105, [old[i] for i in range(105, 135)]), f, repo)),
        (swcmd("scroll_down"), swa(window(f, 412, 135, [old[i] for i in range(135, 165)]), f, repo)),
        (swcmd("edit 126:126\n        return c == 8203 || c == 173 || c == 8288 || c == 65279;\n        // zero width sp, soft hyphen, word joiner, zero width no-break space (BOM)\nend_of_edit"),
         swa(upd + window(f, 413, 111, [new[i] for i in range(111, 141)]), f, repo)),
        (swcmd("search_file isInvisibleChar"),
         swa(f'Found 2 matches for "isInvisibleChar" in {f}:\nLine 125:    public static boolean isInvisibleChar(int c) {{\nLine 163:            else if (!isInvisibleChar(c)) {{\nEnd of matches for "isInvisibleChar" in {f}', f, repo)),
        (swcmd("mvn -o -Dtest=StringUtilTest test 2>&1 | tail -20"),
         swa(mvn_tail([("org.jsoup.internal.StringUtilTest", 24, "0.052")], "4.871", "2024-06-11T09:16:02Z"), f, repo)),
        (swcmd(f"open {trel} 90"), swa(window(tf, 268, 75, [told[i] for i in range(75, 105)]), tf, repo)),
        (swcmd("edit 89:89\n" + "\n".join(JSOUP_NEW_TEST) + "\nend_of_edit"),
         swa(upd + window(tf, 273, 75, [tnew[i] for i in range(75, 105)]), tf, repo)),
        (swcmd("mvn -o -Dtest='StringUtilTest,ElementTest' test 2>&1 | tail -20"),
         swa(mvn_tail([("org.jsoup.nodes.ElementTest", 301, "0.612"), ("org.jsoup.internal.StringUtilTest", 25, "0.034")], "6.204", "2024-06-11T09:18:44Z"), tf, repo)),
        (swcmd("submit"),
         f'''diff --git a/{rel} b/{rel}
index 0e3c8a1..a4b92d7 100644
--- a/{rel}
+++ b/{rel}
@@ -123,7 +123,8 @@ public final class StringUtil {{
     }}
 
     public static boolean isInvisibleChar(int c) {{
-        return c == 8203 || c == 173; // zero width sp, soft hyphen
+        return c == 8203 || c == 173 || c == 8288 || c == 65279;
+        // zero width sp, soft hyphen, word joiner, zero width no-break space (BOM)
         // previously also included zw non join, zw join - but removing those breaks semantic meaning of text
     }}
 
diff --git a/{trel} b/{trel}
index 7d51f08..c2e6b19 100644
--- a/{trel}
+++ b/{trel}
@@ -87,6 +87,11 @@ public class StringUtilTest {{
         String extractedText = Jsoup.parse(test71540chars).text();
         assertEquals(test71540charsExpectedSingleWhitespace, extractedText);
     }}
+
+    @Test public void normaliseWhitespaceDropsWordJoinerAndBom() {{
+        assertEquals("one two", normaliseWhitespace("one\\u2060 \\uFEFFtwo"));
+        assertEquals("ab", Jsoup.parse("<p>a\\u2060b</p>").text());
+    }}
 
     @Test public void resolvesRelativeUrls() {{
         assertEquals("http://example.com/one/two?three", resolve("http://example.com", "./one/two?three"));
'''),
    ]
    rs.add(task="swe", tid="h10-swe-06", system=SWEA_SYSTEM.format(root=repo), turns=turns,
           state=f"Repository {repo} (jsoup 1.17.3-SNAPSHOT, Java 8, Maven, dependencies cached for offline builds). Issue: Element.text() keeps U+2060 WORD JOINER and U+FEFF ZERO WIDTH NO-BREAK SPACE characters that should be treated as invisible like U+200B.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 07 / 08: Claude Code, Rust and TypeScript
UNITS_RS = '''//! Parsing of byte counts given on the command line (`--skip`, `--length`).

use std::num::ParseIntError;

#[derive(Debug, PartialEq, Eq)]
pub enum ByteCountError {
    Empty,
    Number(ParseIntError),
    UnknownUnit(String),
    Overflow,
}

const UNITS: &[(&str, u64)] = &[
    ("", 1),
    ("b", 1),
    ("kB", 1_000),
    ("MB", 1_000_000),
    ("GB", 1_000_000_000),
    ("KiB", 1 << 10),
    ("MiB", 1 << 20),
    ("GiB", 1 << 30),
];

/// Parse `512`, `0x200` or `4KiB` style arguments into a byte count.
pub fn parse_byte_count(input: &str) -> Result<u64, ByteCountError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ByteCountError::Empty);
    }
    if let Some(hex) = s.strip_prefix("0x") {
        return u64::from_str_radix(hex, 16).map_err(ByteCountError::Number);
    }
    let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (digits, unit) = s.split_at(split);
    let n: u64 = digits.parse().map_err(ByteCountError::Number)?;
    let mult = UNITS
        .iter()
        .find(|(name, _)| *name == unit)
        .map(|(_, m)| *m)
        .ok_or_else(|| ByteCountError::UnknownUnit(unit.to_string()))?;
    n.checked_mul(mult).ok_or(ByteCountError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_plain_number() {
        assert_eq!(parse_byte_count("512"), Ok(512));
    }

    #[test]
    fn accepts_hex() {
        assert_eq!(parse_byte_count("0x200"), Ok(512));
    }

    #[test]
    fn binary_units() {
        assert_eq!(parse_byte_count("4KiB"), Ok(4096));
        assert_eq!(parse_byte_count("1GiB"), Ok(1 << 30));
    }

    #[test]
    fn rejects_empty() {
        assert_eq!(parse_byte_count("  "), Err(ByteCountError::Empty));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse_byte_count("3parsecs"), Err(ByteCountError::UnknownUnit("parsecs".into())));
    }

    #[test]
    fn detects_overflow() {
        assert_eq!(parse_byte_count("99999999999GiB"), Err(ByteCountError::Overflow));
    }
}'''.split("\n")


def t07(rs: RowSet) -> None:
    # bad: Claude Code makes a Rust CLI accept `4kib` / `2 MiB`; turn 7 commits as 5e0d2a4, turn 9's git log lists the same commit as e51a0c9 with no amend, rebase or new commit in between (turn 8 only ran clippy).
    root = "/home/maya/src/hexpeek"
    f = f"{root}/src/units.rs"
    src = UNITS_RS
    i_find = src.index("        .find(|(name, _)| *name == unit)")
    v1 = list(src)
    v1[i_find] = "        .find(|(name, _)| name.eq_ignore_ascii_case(unit.trim_start()))"
    add = ["", "    #[test]", "    fn accepts_lowercase_and_spaced_units() {",
           '        assert_eq!(parse_byte_count("4kib"), Ok(4096));',
           '        assert_eq!(parse_byte_count("2 MiB"), Ok(2 << 20));', "    }"]
    v2 = v1[:-1] + add + v1[-1:]
    cargo = '''   Compiling hexpeek v0.6.1 (/home/maya/src/hexpeek)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.87s
     Running unittests src/main.rs (target/debug/deps/hexpeek-3f9c2a1b7d4e8f60)

running 7 tests
test units::tests::accepts_hex ... ok
test units::tests::accepts_lowercase_and_spaced_units ... ok
test units::tests::accepts_plain_number ... ok
test units::tests::binary_units ... ok
test units::tests::detects_overflow ... ok
test units::tests::rejects_empty ... ok
test units::tests::rejects_unknown_unit ... ok

test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 31 filtered out; finished in 0.00s'''
    turns = [
        (call("Bash", command="git status -sb && git log --oneline -4", description="Check branch state and recent commits"),
         "## main...origin/main\n9c41e7b (HEAD -> main, origin/main) Merge pull request #88 from lvn/color-offsets\n2d07f3e Color the offset column by region\n61a8be0 Add -s as an alias for --skip\nf4c9d12 Release 0.6.1"),
        (call("Grep", **{"pattern": "parse_byte_count", "output_mode": "content", "-n": True}),
         f"{root}/src/units.rs:25:pub fn parse_byte_count(input: &str) -> Result<u64, ByteCountError> {{\n"
         f"{root}/src/units.rs:50:        assert_eq!(parse_byte_count(\"512\"), Ok(512));\n"
         f"{root}/src/units.rs:55:        assert_eq!(parse_byte_count(\"0x200\"), Ok(512));\n"
         f"{root}/src/units.rs:60:        assert_eq!(parse_byte_count(\"4KiB\"), Ok(4096));\n"
         f"{root}/src/units.rs:61:        assert_eq!(parse_byte_count(\"1GiB\"), Ok(1 << 30));\n"
         f"{root}/src/units.rs:66:        assert_eq!(parse_byte_count(\"  \"), Err(ByteCountError::Empty));\n"
         f"{root}/src/units.rs:71:        assert_eq!(parse_byte_count(\"3parsecs\"), Err(ByteCountError::UnknownUnit(\"parsecs\".into())));\n"
         f"{root}/src/units.rs:76:        assert_eq!(parse_byte_count(\"99999999999GiB\"), Err(ByteCountError::Overflow));\n"
         f"{root}/src/cli.rs:6:use crate::units::parse_byte_count;\n"
         f"{root}/src/cli.rs:41:    #[arg(short = 's', long, value_parser = parse_byte_count, default_value = \"0\")]\n"
         f"{root}/src/cli.rs:47:    #[arg(short = 'n', long, value_parser = parse_byte_count)]"),
        (call("Read", file_path=f), cc_lines(src)),
        (call("Edit", file_path=f, old_string="        .find(|(name, _)| *name == unit)",
              new_string="        .find(|(name, _)| name.eq_ignore_ascii_case(unit.trim_start()))"),
         cc_edit(f, v1[i_find - 4:i_find + 5], i_find - 3)),
        (call("Edit", file_path=f,
              old_string='        assert_eq!(parse_byte_count("99999999999GiB"), Err(ByteCountError::Overflow));\n    }\n}',
              new_string='        assert_eq!(parse_byte_count("99999999999GiB"), Err(ByteCountError::Overflow));\n    }\n' + "\n".join(add) + "\n}"),
         cc_edit(f, v2[-10:], len(v2) - 9)),
        (call("Bash", command="cargo test units 2>&1 | tail -15", description="Run the units tests"), cargo),
        (call("Bash", command='git switch -c fix/unit-case && git commit -am "Accept lowercase and space-separated size units"', description="Commit on a new branch"),
         "Switched to a new branch 'fix/unit-case'\n[fix/unit-case 5e0d2a4] Accept lowercase and space-separated size units\n 1 file changed, 7 insertions(+), 1 deletion(-)"),
        (call("Bash", command="cargo clippy --all-targets -- -D warnings 2>&1 | tail -3", description="Lint with clippy"),
         "    Checking hexpeek v0.6.1 (/home/maya/src/hexpeek)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.94s"),
        (call("Bash", command="git log --oneline -3", description="Confirm the commit"),
         "e51a0c9 (HEAD -> fix/unit-case) Accept lowercase and space-separated size units\n9c41e7b (origin/main, main) Merge pull request #88 from lvn/color-offsets\n2d07f3e Color the offset column by region"),
        (call("Bash", command="git push -u origin fix/unit-case 2>&1", description="Push the branch"),
         "remote: \nremote: Create a pull request for 'fix/unit-case' on GitHub by visiting:\nremote:      https://github.com/maya-lindqvist/hexpeek/pull/new/fix/unit-case\nremote: \nTo github.com:maya-lindqvist/hexpeek.git\n * [new branch]      fix/unit-case -> fix/unit-case\nbranch 'fix/unit-case' set up to track 'origin/fix/unit-case'."),
    ]
    rs.add(task="swe", tid="h10-swe-07", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Rust crate hexpeek 0.6.1 at {root} (a hex viewer CLI). Issue #91: `hexpeek -n 4kib file.bin` and `-n \"2 MiB\"` fail with 'unknown unit'; units should be case-insensitive and may be separated by a space.",
           bad=True, turn=9, kind="commit hash drift: commit 5e0d2a4 listed as e51a0c9 with no amend or new commit")


SCHED_TS = '''import { DateTime } from "luxon";

export interface DepartureWindow {
  from: DateTime;
  to: DateTime;
}

const TERMINAL_ZONE = "America/Vancouver";

/**
 * Parse a "HH:mm-HH:mm" window on a sailing date into terminal-local DateTimes.
 * Windows that cross midnight ("23:30-01:15") end on the following day.
 */
export function parseDepartureWindow(date: string, window: string): DepartureWindow {
  const [start, end] = window.split("-").map((s) => s.trim());
  const from = DateTime.fromISO(`${date}T${start}`, { zone: "utc" });
  let to = DateTime.fromISO(`${date}T${end}`, { zone: "utc" });
  if (to <= from) {
    to = to.plus({ days: 1 });
  }
  return { from, to };
}

export function minutesUntilDeparture(now: DateTime, w: DepartureWindow): number {
  return Math.max(0, Math.round(w.from.diff(now, "minutes").minutes));
}'''.split("\n")

SCHED_TEST_TAIL = '''  it("works across the midnight rollover", () => {
    const w = parseDepartureWindow("2024-07-04", "23:30-01:15");
    const now = w.from.minus({ minutes: 20 });
    expect(minutesUntilDeparture(now, w)).toBe(20);
  });
});'''.split("\n")


def jest_out(tests: list[tuple[str, list[tuple[str, int]]]], failed: set[str], time_s: str, snap: str, extra: str = "") -> str:
    n = sum(len(t) for _, t in tests)
    head = "FAIL" if failed else "PASS"
    out = [f"{head} src/lib/schedule.test.ts"]
    for group, items in tests:
        out.append(f"  {group}")
        for name, ms in items:
            mark = "\u2715" if name in failed else "\u2713"
            out.append(f"    {mark} {name}" + (f" ({ms} ms)" if ms else ""))
    out.append("")
    if extra:
        out += [extra, ""]
    nf = len(failed)
    tl = f"{nf} failed, {n - nf} passed, {n} total" if nf else f"{n} passed, {n} total"
    out += [f"Test Suites: {'1 failed' if nf else '1 passed'}, 1 total", f"Tests:       {tl}", f"Snapshots:   {snap}",
            f"Time:        {time_s} s", "Ran all test suites matching /src\\/lib\\/schedule.test.ts/i."]
    return "\n".join(out)


def t08(rs: RowSet) -> None:
    # clean: Claude Code fixes a ferry-schedule API parsing times in UTC; failures 1 -> 0, tests 9 -> 10, a snapshot is written then passes, Glob ordering changes after edits (mtime order) and a narrower pattern lists fewer files.
    root = "/home/nora/src/ferry-api"
    f = f"{root}/src/lib/schedule.ts"
    tf = f"{root}/src/lib/schedule.test.ts"
    fixed = [ln.replace('{ zone: "utc" }', "{ zone: TERMINAL_ZONE }") for ln in SCHED_TS]
    groups = [("parseDepartureWindow", [("parses a same-day window", 3), ("rolls windows that cross midnight to the next day", 1),
                                       ("interprets times in terminal local time", 5), ("trims whitespace around the dash", 0),
                                       ("handles the DST spring-forward gap", 2)]),
              ("minutesUntilDeparture", [("counts whole minutes", 1), ("never goes negative", 0), ("rounds to the nearest minute", 0),
                                         ("works across the midnight rollover", 1)])]
    groups10 = [groups[0], ("minutesUntilDeparture", groups[1][1] + [("renders the summer timetable consistently", 6)])]
    fail_detail = '''  \u25cf parseDepartureWindow \u203a interprets times in terminal local time

    expect(received).toBe(expected) // Object.is equality

    Expected: "2024-07-04T23:30:00.000-07:00"
    Received: "2024-07-04T23:30:00.000Z"

      31 |   it("interprets times in terminal local time", () => {
      32 |     const w = parseDepartureWindow("2024-07-04", "23:30-01:15");
    > 33 |     expect(w.from.toISO()).toBe("2024-07-04T23:30:00.000-07:00");
         |                            ^
      34 |     expect(w.to.toISO()).toBe("2024-07-05T01:15:00.000-07:00");
      35 |   });
      36 |

      at Object.<anonymous> (src/lib/schedule.test.ts:33:28)'''
    snap_case = ['', '  it("renders the summer timetable consistently", () => {',
                 '    const table = ["06:20-06:50", "08:40-09:10", "23:30-01:15"].map((w) => {',
                 '      const { from, to } = parseDepartureWindow("2024-07-04", w);',
                 '      return `${from.toFormat("HH:mm ZZZZ")} -> ${to.toFormat("ccc HH:mm")}`;',
                 '    });', '    expect(table).toMatchSnapshot();', '  });']
    tail_start = 58
    new_tail = SCHED_TEST_TAIL[:-1] + snap_case + SCHED_TEST_TAIL[-1:]
    turns = [
        (call("Glob", pattern="src/**/*.ts"),
         "\n".join(f"{root}/{p}" for p in ["src/routes/sailings.ts", "src/lib/schedule.ts", "src/lib/schedule.test.ts", "src/routes/fares.ts",
                                          "src/lib/fares.ts", "src/lib/tides.ts", "src/index.ts", "src/db/pool.ts", "src/routes/health.ts"])),
        (call("Grep", **{"pattern": "parseDepartureWindow", "output_mode": "content", "-n": True}),
         f"{root}/src/lib/schedule.ts:14:export function parseDepartureWindow(date: string, window: string): DepartureWindow {{\n"
         f"{root}/src/routes/sailings.ts:4:import {{ minutesUntilDeparture, parseDepartureWindow }} from \"../lib/schedule\";\n"
         f"{root}/src/routes/sailings.ts:38:      const w = parseDepartureWindow(row.sailing_date, row.window);\n"
         f"{root}/src/lib/schedule.test.ts:3:import {{ minutesUntilDeparture, parseDepartureWindow }} from \"./schedule\";\n"
         f"{root}/src/lib/schedule.test.ts:8:    const w = parseDepartureWindow(\"2024-07-04\", \"06:20-06:50\");\n"
         f"{root}/src/lib/schedule.test.ts:14:    const w = parseDepartureWindow(\"2024-07-04\", \"23:30-01:15\");\n"
         f"{root}/src/lib/schedule.test.ts:32:    const w = parseDepartureWindow(\"2024-07-04\", \"23:30-01:15\");\n"
         f"{root}/src/lib/schedule.test.ts:59:    const w = parseDepartureWindow(\"2024-07-04\", \"23:30-01:15\");"),
        (call("Read", file_path=f), cc_lines(SCHED_TS)),
        (call("Bash", command="npx jest src/lib/schedule.test.ts 2>&1", description="Run the schedule tests"),
         jest_out(groups, {"interprets times in terminal local time"}, "1.412", "0 total", fail_detail)),
        (call("Edit", file_path=f, old_string='{ zone: "utc" }', new_string="{ zone: TERMINAL_ZONE }", replace_all=True),
         f"The file {f} has been updated. All occurrences of '{{ zone: \"utc\" }}' were successfully replaced with '{{ zone: TERMINAL_ZONE }}'."),
        (call("Bash", command="npx jest src/lib/schedule.test.ts 2>&1", description="Re-run the schedule tests"),
         jest_out(groups, set(), "1.187", "0 total")),
        (call("Read", file_path=tf, offset=tail_start, limit=10), cc_lines(SCHED_TEST_TAIL, tail_start)),
        (call("Edit", file_path=tf, old_string="    expect(minutesUntilDeparture(now, w)).toBe(20);\n  });\n});",
              new_string="    expect(minutesUntilDeparture(now, w)).toBe(20);\n  });\n" + "\n".join(snap_case) + "\n});"),
         cc_edit(tf, new_tail, tail_start)),
        (call("Bash", command="npx jest src/lib/schedule.test.ts 2>&1", description="Run tests and write the new snapshot"),
         jest_out(groups10, set(), "1.306", "1 written, 1 total", "\u203a 1 snapshot written.\nSnapshot Summary\n \u203a 1 snapshot written from 1 test suite.")),
        (call("Bash", command="npx jest src/lib/schedule.test.ts 2>&1", description="Confirm the snapshot is stable"),
         jest_out(groups10, set(), "0.954", "1 passed, 1 total")),
        (call("Glob", pattern="src/lib/*.ts"),
         "\n".join(f"{root}/src/lib/{p}" for p in ["schedule.test.ts", "schedule.ts", "fares.ts", "tides.ts"])),
        (call("Bash", command="npx tsc --noEmit && npx eslint src/lib && git status --short", description="Type-check, lint and list changes"),
         " M src/lib/schedule.test.ts\n M src/lib/schedule.ts\n?? src/lib/__snapshots__/"),
    ]
    assert fixed != SCHED_TS
    rs.add(task="swe", tid="h10-swe-08", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Node/TypeScript service at {root} (ferry-api: Express, luxon, Jest). Ticket FERRY-219: departure windows are parsed in UTC, so the sailings endpoint reports departures seven hours off in summer.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 09 / 10: Codex CLI, Go and Rust
HANDLER_GO = '''// ingestReading handles POST /v2/stations/{id}/readings.
func (h *Handler) ingestReading(w http.ResponseWriter, r *http.Request) {
\tstationID := chi.URLParam(r, "id")
\tif _, ok := h.stations.Get(stationID); !ok {
\t\thttp.Error(w, "unknown station", http.StatusNotFound)
\t\treturn
\t}
\tdefer r.Body.Close()

\tvar reading *model.Reading
\tvar err error

\tif r.Header.Get(legacy.SchemaHeader) == "v1" {
\t\treading, err = legacy.DecodeLegacy(r.Body)
\t} else {
\t\treading, err = model.DecodeReading(r.Body)
\t}
\tif err != nil {
\t\thttp.Error(w, err.Error(), http.StatusBadRequest)
\t\treturn
\t}
\treading.StationID = stationID

\tif err := h.store.Insert(r.Context(), reading); err != nil {
\t\th.log.Error("insert reading", "station", stationID, "err", err)
\t\thttp.Error(w, "storage error", http.StatusInternalServerError)
\t\treturn
\t}
\tw.WriteHeader(http.StatusAccepted)
}'''


def t09(rs: RowSet) -> None:
    # bad: Codex CLI removes a deprecated Go decoder; the turn-4 patch deletes internal/legacy/v1compat.go and v1compat_test.go (turn 7's go test even reports internal/legacy as [no test files]), but turn 8's ls lists v1compat_test.go again.
    root = "/home/dev/src/tidepool"
    mod = "github.com/tidepool-io/tidepool"
    body = '''*** Update File: internal/api/handler.go
@@ func (h *Handler) ingestReading(w http.ResponseWriter, r *http.Request) {
 \tdefer r.Body.Close()
 
-\tvar reading *model.Reading
-\tvar err error
-
-\tif r.Header.Get(legacy.SchemaHeader) == "v1" {
-\t\treading, err = legacy.DecodeLegacy(r.Body)
-\t} else {
-\t\treading, err = model.DecodeReading(r.Body)
-\t}
+\tif r.Header.Get(legacy.SchemaHeader) == "v1" {
+\t\thttp.Error(w, "schema v1 was removed in 0.9; send v2 readings", http.StatusGone)
+\t\treturn
+\t}
+\treading, err := model.DecodeReading(r.Body)
 \tif err != nil {
*** Update File: internal/api/handler_test.go
@@
-func TestIngestLegacyV1(t *testing.T) {
+func TestIngestV1IsGone(t *testing.T) {
@@
-\tif rec.Code != http.StatusAccepted {
-\t\tt.Fatalf("v1 reading: got %d, want 202", rec.Code)
+\tif rec.Code != http.StatusGone {
+\t\tt.Fatalf("v1 reading: got %d, want 410", rec.Code)
 \t}
*** Delete File: internal/legacy/v1compat.go
*** Delete File: internal/legacy/v1compat_test.go'''
    turns = [
        (sh("rg -n 'v1compat|DecodeLegacy' --type go --type md", root),
         cx("internal/api/handler.go:53:\t\treading, err = legacy.DecodeLegacy(r.Body)\n"
            "internal/legacy/v1compat.go:18:func DecodeLegacy(r io.Reader) (*model.Reading, error) {\n"
            "internal/legacy/v1compat_test.go:12:func TestDecodeLegacyRoundTrip(t *testing.T) {\n"
            "internal/legacy/v1compat_test.go:31:func TestDecodeLegacyRejectsNegativeDepth(t *testing.T) {\n"
            "docs/CHANGELOG.md:41:- Deprecated the v1compat decoder (`legacy.DecodeLegacy`); it will be removed in 0.9.\n", dur=0.1)),
        (sh("sed -n 40,69p internal/api/handler.go", root), cx(HANDLER_GO + "\n", dur=0.0)),
        (sh("ls internal/legacy && cat internal/legacy/headers.go && rg -n 'V1|v1' internal/api/handler_test.go", root),
         cx("doc.go\nheaders.go\nv1compat.go\nv1compat_test.go\npackage legacy\n\n// SchemaHeader selects the payload schema of an ingest request.\nconst SchemaHeader = \"X-Tidepool-Schema\"\n"
            "88:func TestIngestLegacyV1(t *testing.T) {\n92:\treq.Header.Set(legacy.SchemaHeader, \"v1\")\n96:\t\tt.Fatalf(\"v1 reading: got %d, want 202\", rec.Code)\n", dur=0.1)),
        (patch(body, root),
         cx("Success. Updated the following files:\nM internal/api/handler.go\nM internal/api/handler_test.go\nD internal/legacy/v1compat.go\nD internal/legacy/v1compat_test.go\n", dur=0.0)),
        (sh("go build ./... && echo BUILD_OK", root), cx("BUILD_OK\n", dur=6.8)),
        (sh("go vet ./...", root), cx("", dur=4.1)),
        (sh("go test ./... 2>&1", root, timeout_ms=300000),
         cx(f"?   \t{mod}/cmd/tidepoold\t[no test files]\nok  \t{mod}/internal/api\t0.412s\n?   \t{mod}/internal/legacy\t[no test files]\n"
            f"ok  \t{mod}/internal/model\t0.087s\nok  \t{mod}/internal/store\t1.204s\n", dur=9.6)),
        (sh("ls -l internal/legacy", root),
         cx("total 12\n-rw-r--r-- 1 dev dev  212 Mar  4 10:02 doc.go\n-rw-r--r-- 1 dev dev  141 Mar  4 10:02 headers.go\n-rw-r--r-- 1 dev dev 1873 Mar  4 10:02 v1compat_test.go\n", dur=0.0)),
        (sh("git status --short", root),
         cx(" M internal/api/handler.go\n M internal/api/handler_test.go\n D internal/legacy/v1compat.go\n D internal/legacy/v1compat_test.go\n", dur=0.0)),
    ]
    rs.add(task="swe", tid="h10-swe-09", system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Go service tidepool (module {mod}) checked out at {root}, branch release/0.9. Task: remove the deprecated v1 reading decoder (internal/legacy/v1compat.go and its tests) and make the ingest endpoint answer 410 Gone for v1 payloads.",
           bad=True, turn=8, kind="deleted file present: internal/legacy/v1compat_test.go listed by ls after the patch deleted it")


CSV_OUT_RS = r'''// CSV output
use std::io::{self, Write};

use crate::report::{LanguageStats, Report};

/// Quote a field per RFC 4180 when it contains a comma, quote or newline.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

pub fn write_csv<W: Write>(out: &mut W, report: &Report) -> io::Result<()> {
    writeln!(out, "language,files,code,comments,blanks")?;
    for LanguageStats { name, files, code, comments, blanks } in &report.languages {
        writeln!(out, "{},{},{},{},{}", field(name), files, code, comments, blanks)?;
    }
    writeln!(
        out,
        "Total,{},{},{},{}",
        report.total.files, report.total.code, report.total.comments, report.total.blanks
    )
}

#[cfg(test)]
mod tests {
    use super::field;

    #[test]
    fn plain_fields_are_unquoted() {
        assert_eq!(field("Rust"), "Rust");
    }

    #[test]
    fn commas_are_quoted() {
        assert_eq!(field("C, C++ header"), "\"C, C++ header\"");
    }
}
'''

OUTPUT_MOD_RS = '''mod csv_out;
mod json;
mod table;

pub use csv_out::write_csv;
pub use json::write_json;
pub use table::write_table;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
    Csv,
}
'''


def cargo_q(n: int, ignored_at: int, secs: str) -> str:
    s = "".join("i" if i == ignored_at else "." for i in range(1, n + 1))
    return f"\nrunning {n} tests\n{s}\ntest result: ok. {n - 1} passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in {secs}s\n\n"


def t10(rs: RowSet) -> None:
    # clean: Codex CLI renames src/output/csv_out.rs to csv.rs with apply_patch (Move to), adds a test (42 -> 43 tests), and the file shows up under its new name only: unstaged as D + ??, staged as a rename.
    root = "/home/ines/src/loc-report"
    n_old = CSV_OUT_RS.count("\n")
    body1 = '''*** Update File: src/output/csv_out.rs
*** Move to: src/output/csv.rs
@@
-// CSV output
+// CSV output (RFC 4180 quoting)
 use std::io::{self, Write};
*** Update File: src/output/mod.rs
@@
-mod csv_out;
+mod csv;
 mod json;
 mod table;
 
-pub use csv_out::write_csv;
+pub use csv::write_csv;
 pub use json::write_json;'''
    body2 = r'''*** Update File: src/output/csv.rs
@@
     fn commas_are_quoted() {
         assert_eq!(field("C, C++ header"), "\"C, C++ header\"");
     }
+
+    #[test]
+    fn embedded_quotes_are_doubled() {
+        assert_eq!(field("say \"hi\", then go"), "\"say \"\"hi\"\", then go\"");
+    }
 }'''
    turns = [
        (sh("cargo test -q 2>&1 | tail -5", root), cx(cargo_q(42, 17, "0.03"), dur=21.4)),
        (sh("cat src/output/mod.rs && echo ---- && cat src/output/csv_out.rs", root), cx(OUTPUT_MOD_RS + "----\n" + CSV_OUT_RS, dur=0.0)),
        (patch(body1, root), cx("Success. Updated the following files:\nM src/output/csv.rs\nM src/output/mod.rs\n", dur=0.0)),
        (sh("cargo build 2>&1 | tail -3", root),
         cx("   Compiling loc-report v0.3.0 (/home/ines/src/loc-report)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.41s\n", dur=3.6)),
        (patch(body2, root), cx("Success. Updated the following files:\nM src/output/csv.rs\n", dur=0.0)),
        (sh("cargo test -q 2>&1 | tail -5", root), cx(cargo_q(43, 17, "0.02"), dur=4.9)),
        (sh("ls src/output && rg -n 'csv_out' src Cargo.toml || echo 'no csv_out references'", root),
         cx("csv.rs\njson.rs\nmod.rs\ntable.rs\nno csv_out references\n", dur=0.0)),
        (sh("cargo run -q -- --format csv tests/fixtures/mini", root),
         cx("language,files,code,comments,blanks\nRust,4,212,31,40\nTOML,1,14,0,2\nMarkdown,1,0,27,9\nTotal,6,226,58,51\n", dur=1.2)),
        (sh("git status --short && git diff --stat", root),
         cx(f" M src/output/mod.rs\n D src/output/csv_out.rs\n?? src/output/csv.rs\n src/output/csv_out.rs | {n_old} {'-' * n_old}\n src/output/mod.rs     |  4 ++--\n 2 files changed, 2 insertions(+), {n_old + 2} deletions(-)\n", dur=0.0)),
        (sh("git add -A && git status --short", root),
         cx("R  src/output/csv_out.rs -> src/output/csv.rs\nM  src/output/mod.rs\n", dur=0.0)),
    ]
    rs.add(task="swe", tid="h10-swe-10", system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Rust CLI loc-report 0.3.0 at {root} (counts lines of code per language). Task: rename the module src/output/csv_out.rs to csv.rs to match json.rs/table.rs, and cover embedded quotes in the CSV quoting helper with a test.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 11 / 12: Cline, Ruby and Python
SHIPMENT_RB = '''class Shipment < ApplicationRecord
  DIM_DIVISOR = 5000 # cm^3 per kg (IATA volumetric)

  belongs_to :account
  has_many :parcels, dependent: :destroy

  validates :service_level, inclusion: { in: %w[economy standard express] }
  validates :reference, length: { maximum: 40 }, allow_nil: true

  scope :in_transit, -> { where(status: "in_transit") }

  # Billable weight is the greater of actual and volumetric weight, rounded up
  # to the next half kilogram.
  def billable_weight
    actual = parcels.sum(&:weight_kg)
    volumetric = parcels.sum { |p| p.length_cm * p.width_cm * p.height_cm / DIM_DIVISOR }
    round_up_half([actual, volumetric].max)
  end

  def express?
    service_level == "express"
  end

  def tracking_url
    return nil if tracking_number.blank?

    "https://track.parcelhub.io/#{tracking_number}"
  end

  private

  def round_up_half(kg)
    (kg * 2).round / 2.0
  end
end'''

SHIPMENT_SPEC = '''require "rails_helper"

RSpec.describe Shipment, type: :model do
  let(:account) { Account.create!(name: "Kestrel Outdoor", plan: "growth") }
  let(:shipment) { Shipment.new(account: account, service_level: "standard") }

  describe "validations" do
    it "accepts known service levels" do
      expect(shipment).to be_valid
    end

    it "rejects unknown service levels" do
      shipment.service_level = "overnight"
      expect(shipment).not_to be_valid
    end

    it "limits the customer reference to 40 characters" do
      shipment.reference = "R" * 41
      expect(shipment).not_to be_valid
    end
  end

  describe "#express?" do
    it "is true for express shipments" do
      shipment.service_level = "express"
      expect(shipment).to be_express
    end

    it "is false otherwise" do
      expect(shipment).not_to be_express
    end
  end

  describe "#billable_weight" do
    it "uses actual weight when heavier" do
      shipment.parcels.build(weight_kg: 12.0, length_cm: 40, width_cm: 30, height_cm: 20)
      expect(shipment.billable_weight).to eq(12.0)
    end

    it "uses volumetric weight when bulkier" do
      shipment.parcels.build(weight_kg: 2.0, length_cm: 50, width_cm: 40, height_cm: 40)
      expect(shipment.billable_weight).to eq(16.0)
    end

    it "rounds up to the next half kilogram" do
      shipment.parcels.build(weight_kg: 3.1, length_cm: 20, width_cm: 20, height_cm: 20)
      expect(shipment.billable_weight).to eq(3.5)
    end

    it "sums all parcels" do
      shipment.parcels.build(weight_kg: 1.0, length_cm: 10, width_cm: 10, height_cm: 10)
      shipment.parcels.build(weight_kg: 1.5, length_cm: 10, width_cm: 10, height_cm: 10)
      expect(shipment.billable_weight).to eq(2.5)
    end

    it "is zero without parcels" do
      expect(shipment.billable_weight).to eq(0.0)
    end
  end

  describe "#tracking_url" do
    it "is nil before a label is bought" do
      expect(shipment.tracking_url).to be_nil
    end

    it "links to the tracking page" do
      shipment.tracking_number = "PH4471902218"
      expect(shipment.tracking_url).to eq("https://track.parcelhub.io/PH4471902218")
    end
  end

  describe ".in_transit" do
    it "includes shipments in transit" do
      s = Shipment.create!(account: account, service_level: "express", status: "in_transit")
      expect(Shipment.in_transit).to include(s)
    end

    it "excludes delivered shipments" do
      s = Shipment.create!(account: account, service_level: "economy", status: "delivered")
      expect(Shipment.in_transit).not_to include(s)
    end
  end
end'''

SPEC_NEW = '''
    it "does not truncate volumetric weight of small parcels" do
      shipment.parcels.build(weight_kg: 0.4, length_cm: 30, width_cm: 20, height_cm: 9)
      expect(shipment.billable_weight).to eq(1.5)
    end

    it "keeps exact half kilograms unchanged" do
      shipment.parcels.build(weight_kg: 2.5, length_cm: 10, width_cm: 10, height_cm: 10)
      expect(shipment.billable_weight).to eq(2.5)
    end'''


def rspec(n: int, fails: list[tuple[int, str, int, int, str, str]], seed: int, secs: str, load: str) -> str:
    """Progress-format rspec output; fails: (position, full name, example line, failing line, expected, got)."""
    prog = "".join("F" if any(p == i for p, *_ in fails) else "." for i in range(1, n + 1))
    out = [f"Randomized with seed {seed}", "", prog, ""]
    if fails:
        out += ["Failures:", ""]
        for k, (_, name, _, at, exp, got) in enumerate(fails, 1):
            out += [f"  {k}) {name}", f"     Failure/Error: expect(shipment.billable_weight).to eq({exp})", "",
                    f"       expected: {exp}", f"            got: {got}", "", "       (compared using ==)",
                    f"     # ./spec/models/shipment_spec.rb:{at}:in `block (3 levels) in <top (required)>'", ""]
    out.append(f"Finished in {secs} seconds (files took {load} seconds to load)")
    out.append(f"{n} examples, {len(fails)} failure{'' if len(fails) == 1 else 's'}")
    if fails:
        out += ["", "Failed examples:", ""] + [f"rspec ./spec/models/shipment_spec.rb:{ln} # {name}" for _, name, ln, *_ in fails]
    out += ["", f"Randomized with seed {seed}"]
    return "\n".join(out)


def t11(rs: RowSet) -> None:
    # bad: Cline fixes Shipment#billable_weight in a Rails app; the spec file had 14 examples (turn 1, turn 4), turn 6 adds two `it` blocks, but turn 7's run of the same file reports 15 examples (15 dots).
    root = "/Users/ana/code/parcelhub"
    model_fixed = SHIPMENT_RB.replace("p.height_cm / DIM_DIVISOR }", "p.height_cm / DIM_DIVISOR.to_f }").replace("(kg * 2).round / 2.0", "(kg * 2).ceil / 2.0")
    spec_lines = SHIPMENT_SPEC.split("\n")
    ex_line = next(i for i, t in enumerate(spec_lines, 1) if 'it "rounds up to the next half kilogram"' in t)
    anchor = '''    it "is zero without parcels" do
      expect(shipment.billable_weight).to eq(0.0)
    end'''
    spec_new = SHIPMENT_SPEC.replace(anchor, anchor + "\n" + SPEC_NEW)
    assert SHIPMENT_SPEC.count('    it "') == 14 and spec_new.count('    it "') == 16 and model_fixed != SHIPMENT_RB
    name = "Shipment#billable_weight rounds up to the next half kilogram"
    diff1 = '''------- SEARCH
    volumetric = parcels.sum { |p| p.length_cm * p.width_cm * p.height_cm / DIM_DIVISOR }
=======
    volumetric = parcels.sum { |p| p.length_cm * p.width_cm * p.height_cm / DIM_DIVISOR.to_f }
+++++++ REPLACE

------- SEARCH
    (kg * 2).round / 2.0
=======
    (kg * 2).ceil / 2.0
+++++++ REPLACE'''
    diff2 = f'''------- SEARCH
{anchor}
=======
{anchor}
{SPEC_NEW}
+++++++ REPLACE'''
    cmd1 = "bundle exec rspec spec/models/shipment_spec.rb"
    turns = [
        (cline("execute_command", command=cmd1, requires_approval="false"),
         cl_cmd(cmd1, rspec(14, [(9, name, ex_line, ex_line + 2, "3.5", "3.0")], 40127, "0.41237", "2.18"))),
        (cline("read_file", path="app/models/shipment.rb"), "[read_file for 'app/models/shipment.rb'] Result:\n" + SHIPMENT_RB),
        (cline("replace_in_file", path="app/models/shipment.rb", diff=diff1), cl_saved("app/models/shipment.rb", model_fixed)),
        (cline("execute_command", command=cmd1, requires_approval="false"), cl_cmd(cmd1, rspec(14, [], 8813, "0.38902", "2.04"))),
        (cline("read_file", path="spec/models/shipment_spec.rb"), "[read_file for 'spec/models/shipment_spec.rb'] Result:\n" + SHIPMENT_SPEC),
        (cline("replace_in_file", path="spec/models/shipment_spec.rb", diff=diff2), cl_saved("spec/models/shipment_spec.rb", spec_new)),
        (cline("execute_command", command=cmd1, requires_approval="false"), cl_cmd(cmd1, rspec(15, [], 55290, "0.40118", "2.11"))),
        (cline("execute_command", command="bundle exec rspec", requires_approval="false"),
         cl_cmd("bundle exec rspec", "Randomized with seed 17764\n\n" + "." * 64 + "*" + "." * 140 + "*" + "." * 93 + "*" + "." * 16 +
                "\n\nPending: (Failures listed here are expected and do not affect your suite's status)\n\n"
                "  1) Api::V2::RatesController GET /rates returns carrier surcharges\n     # waiting on DHL sandbox credentials\n     # ./spec/requests/api/v2/rates_spec.rb:58\n\n"
                "  2) LabelPurchaseJob retries on carrier timeouts\n     # flaky on CI, see PH-1204\n     # ./spec/jobs/label_purchase_job_spec.rb:41\n\n"
                "  3) Webhooks::Shopify::OrdersCreate maps gift notes\n     # Not yet implemented\n     # ./spec/requests/webhooks/shopify/orders_create_spec.rb:77\n\n"
                "Finished in 6.81 seconds (files took 2.37 seconds to load)\n316 examples, 0 failures, 3 pending\n\nRandomized with seed 17764")),
        (cline("execute_command", command="bundle exec rubocop app/models/shipment.rb spec/models/shipment_spec.rb", requires_approval="false"),
         cl_cmd("bundle exec rubocop app/models/shipment.rb spec/models/shipment_spec.rb",
                "Inspecting 2 files\n..\n\n2 files inspected, no offenses detected")),
    ]
    rs.add(task="swe", tid="h10-swe-11", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Rails 7.1 app parcelhub at {root} (RSpec, SQLite in test). Ticket PH-1187: billable weight is rounded to the nearest half kilogram instead of up, and small parcels get their volumetric weight truncated to whole kilograms.",
           bad=True, turn=7, kind="test count does not follow the edit: 14 examples + 2 added reported as 15")


MODELS_PY = '''from django.db import models


class Supplier(models.Model):
    name = models.CharField(max_length=120, unique=True)
    lead_time_days = models.PositiveSmallIntegerField(default=14)

    def __str__(self):
        return self.name


class SeedLot(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    variety = models.CharField(max_length=120)
    supplier = models.ForeignKey(Supplier, on_delete=models.PROTECT, related_name="lots")
    packets_on_hand = models.PositiveIntegerField(default=0)
    germination_rate = models.DecimalField(max_digits=4, decimal_places=1, null=True, blank=True)
    received_on = models.DateField()

    class Meta:
        ordering = ["variety", "sku"]

    def __str__(self):
        return f"{self.variety} ({self.sku})"'''

REORDER_TESTS = '''from datetime import date

from django.test import TestCase

from inventory.models import SeedLot, Supplier


class ReorderTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.supplier = Supplier.objects.create(name="Prairie Roots Seed Co.", lead_time_days=10)

    def lot(self, **kw):
        defaults = {"sku": "TOM-BRAN-025", "variety": "Brandywine tomato", "supplier": self.supplier, "received_on": date(2024, 2, 12)}
        return SeedLot.objects.create(**{**defaults, **kw})

    def test_default_threshold(self):
        self.assertEqual(self.lot().reorder_threshold, 25)

    def test_needs_reorder_below_threshold(self):
        self.assertTrue(self.lot(packets_on_hand=24).needs_reorder)

    def test_not_at_threshold(self):
        self.assertFalse(self.lot(packets_on_hand=25).needs_reorder)
'''


def t12(rs: RowSet) -> None:
    # clean: Cline adds a reorder threshold to a Django inventory app; a new migration 0008 is created, applied and then listed, the app's tests go 23 -> 26 after a new test file, and the search finds the new property in the new places only.
    root = "/Users/pat/code/greenhouse-ops"
    migs = ["0001_initial", "0002_supplier_lead_time_days", "0003_seedlot_received_on", "0004_alter_seedlot_options",
            "0005_seedlot_sku_unique", "0006_remove_seedlot_notes", "0007_seedlot_germination_rate"]
    new_models = MODELS_PY.replace('    received_on = models.DateField()\n', '    received_on = models.DateField()\n    reorder_threshold = models.PositiveIntegerField(default=25)\n') + \
        "\n\n    @property\n    def needs_reorder(self):\n        return self.packets_on_hand < self.reorder_threshold"
    diff = '''------- SEARCH
    received_on = models.DateField()
=======
    received_on = models.DateField()
    reorder_threshold = models.PositiveIntegerField(default=25)
+++++++ REPLACE

------- SEARCH
    def __str__(self):
        return f"{self.variety} ({self.sku})"
=======
    def __str__(self):
        return f"{self.variety} ({self.sku})"

    @property
    def needs_reorder(self):
        return self.packets_on_hand < self.reorder_threshold
+++++++ REPLACE'''

    def show(done: list[str]) -> str:
        return "inventory\n" + "\n".join(f" [X] {m}" for m in done)

    def djtest(n: int, secs: str) -> str:
        return (f"Found {n} test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
                f"{'.' * n}\n----------------------------------------------------------------------\nRan {n} tests in {secs}s\n\nOK\n"
                "Destroying test database for alias 'default'...")
    m8 = "0008_seedlot_reorder_threshold"
    turns = [
        (cline("execute_command", command="python manage.py showmigrations inventory", requires_approval="false"),
         cl_cmd("python manage.py showmigrations inventory", show(migs))),
        (cline("read_file", path="inventory/models.py"), "[read_file for 'inventory/models.py'] Result:\n" + MODELS_PY),
        (cline("replace_in_file", path="inventory/models.py", diff=diff), cl_saved("inventory/models.py", new_models)),
        (cline("execute_command", command="python manage.py makemigrations inventory", requires_approval="false"),
         cl_cmd("python manage.py makemigrations inventory", f"Migrations for 'inventory':\n  inventory/migrations/{m8}.py\n    + Add field reorder_threshold to seedlot")),
        (cline("execute_command", command="python manage.py migrate inventory", requires_approval="true"),
         cl_cmd("python manage.py migrate inventory", f"Operations to perform:\n  Apply all migrations: inventory\nRunning migrations:\n  Applying inventory.{m8}... OK")),
        (cline("execute_command", command="python manage.py showmigrations inventory", requires_approval="false"),
         cl_cmd("python manage.py showmigrations inventory", show(migs + [m8]))),
        (cline("execute_command", command="python manage.py test inventory", requires_approval="false"),
         cl_cmd("python manage.py test inventory", djtest(23, "0.412"))),
        (cline("write_to_file", path="inventory/tests/test_reorder.py", content=REORDER_TESTS),
         "[write_to_file for 'inventory/tests/test_reorder.py'] Result:\nThe content was successfully saved to inventory/tests/test_reorder.py.\n\n"
         "Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"inventory/tests/test_reorder.py\">\n"
         + REORDER_TESTS + "\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference."),
        (cline("execute_command", command="python manage.py test inventory", requires_approval="false"),
         cl_cmd("python manage.py test inventory", djtest(26, "0.447"))),
        (cline("search_files", path=".", regex="needs_reorder|reorder_threshold", file_pattern="*.py"),
         "[search_files for 'needs_reorder|reorder_threshold' in '*.py'] Result:\nFound 8 results.\n\n"
         "inventory/models.py\n\u2502----\n\u2502    received_on = models.DateField()\n\u2502    reorder_threshold = models.PositiveIntegerField(default=25)\n\u2502\n\u2502----\n"
         "\u2502    @property\n\u2502    def needs_reorder(self):\n\u2502        return self.packets_on_hand < self.reorder_threshold\n\u2502----\n\n"
         f"inventory/migrations/{m8}.py\n\u2502----\n\u2502            model_name=\"seedlot\",\n\u2502            name=\"reorder_threshold\",\n\u2502            field=models.PositiveIntegerField(default=25),\n\u2502----\n\n"
         "inventory/tests/test_reorder.py\n\u2502----\n\u2502    def test_default_threshold(self):\n\u2502        self.assertEqual(self.lot().reorder_threshold, 25)\n\u2502\n\u2502----\n"
         "\u2502    def test_needs_reorder_below_threshold(self):\n\u2502        self.assertTrue(self.lot(packets_on_hand=24).needs_reorder)\n\u2502\n\u2502    def test_not_at_threshold(self):\n\u2502        self.assertFalse(self.lot(packets_on_hand=25).needs_reorder)\n\u2502----"),
        (cline("list_files", path="inventory/migrations"),
         "[list_files for 'inventory/migrations'] Result:\n__init__.py\n" + "\n".join(f"{m}.py" for m in migs + [m8])),
    ]
    rs.add(task="swe", tid="h10-swe-12", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Django 5.0 project greenhouse-ops at {root} (apps: inventory, orders, scheduling; SQLite in dev). Task: give each seed lot a reorder threshold (default 25 packets) and a needs_reorder flag, with a migration and tests.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 13 / 14: Aider, Java and Ruby
def aider_reply(prose: str, blocks: list[tuple[str, str, str, str]], sent: str, recv: int, msg: str, session: str,
                commit: str, subject: str) -> str:
    out = [prose, ""]
    for path, lang, old, new in blocks:
        out += [path, f"```{lang}", "<<<<<<< SEARCH", old, "=======", new, ">>>>>>> REPLACE", "```", ""]
    out.append(f"Tokens: {sent} sent, {recv} received. Cost: ${msg} message, ${session} session.")
    for path in dict.fromkeys(b[0] for b in blocks):
        out.append(f"Applied edit to {path}")
    out.append(f"Commit {commit} {subject}")
    return "\n".join(out)


def aider_run(cmd: str, output: str, ktok: str) -> str:
    n = output.count("\n") + 1
    return f"{output}\nAdd {ktok}k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {n} lines of output to the chat."


def t13(rs: RowSet) -> None:
    # bad: Aider adds capped exponential backoff to a Java job runner; message costs $0.03, $0.04, $0.04 give session totals $0.03, $0.07, $0.11, then turn 8 reports "$0.04 message, $0.19 session" (should be about $0.15).
    root = "/home/kofi/dev/quarry-scheduler"
    jr = "src/main/java/io/quarry/sched/JobRunner.java"
    jt = "src/test/java/io/quarry/sched/JobRunnerTest.java"
    r1 = aider_reply(
        "I'll replace the linear retry delay with a capped exponential backoff: 500 ms doubled per attempt, never more than 30 s.",
        [(jr, "java", "    private static final int MAX_ATTEMPTS = 5;",
          "    private static final int MAX_ATTEMPTS = 5;\n    private static final long BASE_DELAY_MS = 500L;\n    private static final long MAX_DELAY_MS = 30_000L;"),
         (jr, "java", "    Duration retryDelay(int attempt) {\n        return Duration.ofMillis(500L * attempt);\n    }",
          "    Duration retryDelay(int attempt) {\n        long millis = BASE_DELAY_MS << Math.min(attempt - 1, 16);\n        return Duration.ofMillis(Math.min(millis, MAX_DELAY_MS));\n    }")],
        "6.8k", 541, "0.03", "0.03", "4b7e2d1", "feat: Use capped exponential backoff for job retries")
    r2 = aider_reply(
        "I'll add a test that walks the attempts and checks the doubling and the 30 s cap.",
        [(jt, "java", "    @Test\n    void givesUpAfterMaxAttempts() {",
          "    @Test\n    void retryDelayDoublesAndIsCapped() {\n        JobRunner runner = new JobRunner(clock, store);\n"
          "        assertEquals(Duration.ofMillis(500), runner.retryDelay(1));\n        assertEquals(Duration.ofMillis(1000), runner.retryDelay(2));\n"
          "        assertEquals(Duration.ofMillis(16_000), runner.retryDelay(6));\n        assertEquals(Duration.ofSeconds(30), runner.retryDelay(7));\n"
          "        assertEquals(Duration.ofSeconds(30), runner.retryDelay(40));\n    }\n\n    @Test\n    void givesUpAfterMaxAttempts() {")],
        "9.4k", 618, "0.04", "0.07", "a90c3f5", "test: Cover retry backoff doubling and cap")
    gradle1 = '''> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses

> Task :test

JobRunnerTest > runsJobOnce() PASSED

JobRunnerTest > retriesFailedJob() PASSED

JobRunnerTest > retryDelayDoublesAndIsCapped() PASSED

JobRunnerTest > givesUpAfterMaxAttempts() PASSED

BUILD SUCCESSFUL in 14s
4 actionable tasks: 4 executed'''
    r3 = aider_reply(
        "To avoid synchronized retries across workers I'll apply ±20% jitter around the capped delay, using the runner's injected Random so tests stay deterministic. The cap is applied after jitter so the delay never exceeds 30 s.",
        [(jr, "java", "        long millis = BASE_DELAY_MS << Math.min(attempt - 1, 16);\n        return Duration.ofMillis(Math.min(millis, MAX_DELAY_MS));",
          "        long millis = BASE_DELAY_MS << Math.min(attempt - 1, 16);\n        double factor = 0.8 + 0.4 * random.nextDouble();\n"
          "        return Duration.ofMillis(Math.min((long) (millis * factor), MAX_DELAY_MS));"),
         (jt, "java", "        JobRunner runner = new JobRunner(clock, store);\n        assertEquals(Duration.ofMillis(500), runner.retryDelay(1));\n        assertEquals(Duration.ofMillis(1000), runner.retryDelay(2));",
          "        JobRunner runner = new JobRunner(clock, store, new FixedRandom(0.5));\n        assertEquals(Duration.ofMillis(500), runner.retryDelay(1));\n        assertEquals(Duration.ofMillis(1000), runner.retryDelay(2));")],
        "10.9k", 702, "0.04", "0.11", "2f61b08", "feat: Add 20% jitter to retry backoff")
    gradle2 = '''> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses

> Task :test

CronTriggerTest > firesOnMinuteBoundary() PASSED

CronTriggerTest > skipsDstGap() PASSED

JobRunnerTest > runsJobOnce() PASSED

JobRunnerTest > retriesFailedJob() PASSED

JobRunnerTest > retryDelayDoublesAndIsCapped() PASSED

JobRunnerTest > givesUpAfterMaxAttempts() PASSED

LeaseStoreTest > expiredLeaseIsReclaimed() PASSED

LeaseStoreTest > renewExtendsDeadline() PASSED

BUILD SUCCESSFUL in 19s
4 actionable tasks: 3 executed, 1 up-to-date'''
    r4 = aider_reply(
        "I'll log the computed delay at debug level right before the retry is scheduled.",
        [(jr, "java", "            Duration delay = retryDelay(attempt);\n            scheduler.schedule(() -> run(job, attempt + 1), delay);",
          "            Duration delay = retryDelay(attempt);\n            log.debug(\"job {} attempt {} failed, retrying in {} ms\", job.id(), attempt, delay.toMillis());\n"
          "            scheduler.schedule(() -> run(job, attempt + 1), delay);")],
        "11.6k", 233, "0.04", "0.19", "e07c9d3", "feat: Log retry delay at debug level")
    turns = [
        (f"/add {jr}", f"Added {jr} to the chat"),
        ("Make the retry delay in JobRunner exponential: start at 500ms, double each attempt, cap at 30 seconds.", r1),
        (f"/add {jt}", f"Added {jt} to the chat"),
        ("Add a unit test for the doubling and the 30s cap.", r2),
        ("/run ./gradlew test --tests '*JobRunnerTest'", aider_run("./gradlew test", gradle1, "0.2")),
        ("Add +/-20% jitter to the delay so workers don't retry in lockstep. Keep the test deterministic.", r3),
        ("/run ./gradlew test", aider_run("./gradlew test", gradle2, "0.3")),
        ("Also log the computed delay at debug level when a retry is scheduled.", r4),
        ("/run git log --oneline -5",
         aider_run("git log", "e07c9d3 (HEAD -> main) feat: Log retry delay at debug level\n2f61b08 feat: Add 20% jitter to retry backoff\n"
                   "a90c3f5 test: Cover retry backoff doubling and cap\n4b7e2d1 feat: Use capped exponential backoff for job retries\n"
                   "0c5d8aa Merge branch 'lease-renewal'", "0.1")),
    ]
    rs.add(task="swe", tid="h10-swe-13", system=AIDER_SYSTEM.format(root=root), turns=turns,
           state=f"Aider started in {root} (Java 21, Gradle; scheduler library). Repo-map: using 1024 tokens, auto refresh. Git repo: .git with 148 files. No files in the chat yet; session cost $0.00.",
           bad=True, turn=8, kind="session cost total does not match its parts: $0.11 + $0.04 reported as $0.19")


def minitest(runs: int, asserts: int, secs: float, seed: int, fail: str = "") -> str:
    dots_ = "." * (runs - (1 if fail else 0)) + ("F" if fail else "")
    out = f"Run options: --seed {seed}\n\n# Running:\n\n{dots_}\n\nFinished in {secs:.6f}s, {runs / secs:.4f} runs/s, {asserts / secs:.4f} assertions/s.\n\n"
    if fail:
        out += fail + "\n\n"
    return out + f"{runs} runs, {asserts} assertions, {1 if fail else 0} failures, 0 errors, 0 skips"


def t14(rs: RowSet) -> None:
    # clean: Aider adds WARNING callouts to a Ruby kramdown extension; the first attempt breaks a test and is undone with /undo (commit gone, HEAD back to 6b02c77, test passes again), session cost keeps rising (undo refunds nothing), tests grow 31 -> 33.
    root = "/home/gus/src/kramdown-callouts"
    pr = "lib/kramdown/callouts/parser.rb"
    pt = "test/parser_test.rb"
    r1 = aider_reply(
        "I'll add WARNING to the recognised kinds and tighten the marker regex so only the exact uppercase GitHub syntax matches.",
        [(pr, "ruby", '      KINDS = %w[NOTE TIP IMPORTANT].freeze\n      MARKER = /\\A\\[!(#{KINDS.join("|")})\\]\\s*\\z/i',
          '      KINDS = %w[NOTE TIP IMPORTANT WARNING].freeze\n      MARKER = /\\A\\[!(#{KINDS.join("|")})\\]\\s*\\z/')],
        "4.9k", 388, "0.02", "0.02", "1d8e4fa", "feat: Support WARNING callouts")
    fail = '''  1) Failure:
ParserTest#test_lowercase_marker_is_accepted [test/parser_test.rb:48]:
Expected nil to match /callout-note/.'''
    r2 = aider_reply(
        "Keeping the marker case-insensitive this time, and adding both WARNING and CAUTION so the set matches GitHub's five alert types.",
        [(pr, "ruby", "      KINDS = %w[NOTE TIP IMPORTANT].freeze", "      KINDS = %w[NOTE TIP IMPORTANT WARNING CAUTION].freeze")],
        "6.1k", 512, "0.03", "0.05", "8f3c51b", "feat: Support WARNING and CAUTION callouts")
    r3 = aider_reply(
        "I'll add one test per new kind next to the existing NOTE test.",
        [(pt, "ruby", "  def test_lowercase_marker_is_accepted",
          "  def test_warning_callout\n    html = render(\"> [!WARNING]\\n> Back up first.\")\n    assert_match(/callout-warning/, html)\n    refute_match(/\\[!WARNING\\]/, html)\n  end\n\n"
          "  def test_caution_callout\n    html = render(\"> [!CAUTION]\\n> Irreversible.\")\n    assert_match(/callout-caution/, html)\n    refute_match(/\\[!CAUTION\\]/, html)\n  end\n\n"
          "  def test_lowercase_marker_is_accepted")],
        "7.4k", 455, "0.03", "0.08", "c27a9e0", "test: Cover WARNING and CAUTION callouts")
    turns = [
        (f"/add {pr}", f"Added {pr} to the chat"),
        ("Support GitHub-style `> [!WARNING]` callouts in the parser.", r1),
        ("/run bundle exec rake test", aider_run("rake test", minitest(31, 57, 0.043118, 28105, fail), "0.2")),
        ("/undo", "Removed: 1d8e4fa feat: Support WARNING callouts\nNow at:  6b02c77 Bump version to 0.4.1\nYou can use /undo to undo and discard each aider commit."),
        ("/run bundle exec rake test", aider_run("rake test", minitest(31, 58, 0.039702, 5510), "0.1")),
        ("Try again, but keep marker matching case-insensitive (there's a test for lowercase markers). Add CAUTION too.", r2),
        ("/run bundle exec rake test", aider_run("rake test", minitest(31, 58, 0.041377, 61954), "0.1")),
        (f"/add {pt}", f"Added {pt} to the chat"),
        ("Add tests for WARNING and CAUTION.", r3),
        ("/run bundle exec rake test", aider_run("rake test", minitest(33, 62, 0.045930, 19288), "0.1")),
        ("/run git log --oneline -4",
         aider_run("git log", "c27a9e0 (HEAD -> main) test: Cover WARNING and CAUTION callouts\n8f3c51b feat: Support WARNING and CAUTION callouts\n"
                   "6b02c77 (origin/main) Bump version to 0.4.1\n3e0a9b4 Strip marker paragraph when it is the only child", "0.1")),
    ]
    rs.add(task="swe", tid="h10-swe-14", system=AIDER_SYSTEM.format(root=root), turns=turns,
           state=f"Aider started in {root} (Ruby gem kramdown-callouts 0.4.1, minitest). Repo-map: using 1024 tokens. HEAD is 6b02c77 (main, in sync with origin). No files in the chat; session cost $0.00.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 15 / 16: OpenHands, Go and Java
HEALTH_GO = '''package health

import (
\t"encoding/json"
\t"net/http"

\t"github.com/gatekeeper-proxy/gatekeeper/internal/pool"
)

type Handler struct {
\tpool *pool.Pool
}

func NewHandler(p *pool.Pool) *Handler { return &Handler{pool: p} }

type report struct {
\tStatus    string `json:"status"`
\tUpstreams int    `json:"upstreams"`
\tHealthy   int    `json:"healthy"`
\tReason    string `json:"reason,omitempty"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
\trep := report{Status: "ok", Upstreams: h.pool.Size(), Healthy: h.pool.Healthy()}
\tcode := http.StatusOK
\tif rep.Healthy == 0 {
\t\trep.Status, rep.Reason = "unhealthy", "no healthy upstreams"
\t\tcode = http.StatusServiceUnavailable
\t}
\tw.Header().Set("Content-Type", "application/json")
\tw.WriteHeader(code)
\t_ = json.NewEncoder(w).Encode(rep)
}'''.split("\n")


def t15(rs: RowSet) -> None:
    # bad: OpenHands fixes a Go proxy's /healthz; turn 2 starts ./bin/gkproxy as [1] 48213 and turn 4's log shows pid=48213, but turn 8's ps lists the same, never-restarted process (etime 03:12 since turn 2) as PID 48271.
    root = "/workspace/gatekeeper"
    f = f"{root}/internal/health/handler.go"
    src = HEALTH_GO
    i = src.index("\tif rep.Healthy == 0 {")
    new = list(src)
    new[i] = "\tif rep.Upstreams > 0 && rep.Healthy == 0 {"
    turns = [
        (bash(f"cd {root} && go build -o bin/gkproxy ./cmd/gkproxy && ls -la bin/"),
         oh_bash("total 14608\ndrwxr-xr-x 2 root root     4096 Jun 18 09:41 .\ndrwxr-xr-x 9 root root     4096 Jun 18 09:40 ..\n-rwxr-xr-x 1 root root 14949281 Jun 18 09:41 gkproxy", root)),
        (bash("./bin/gkproxy --config examples/dev.yaml > /tmp/gk.log 2>&1 &"), oh_bash("[1] 48213", root)),
        (bash("sleep 1; curl -si localhost:8089/healthz"),
         oh_bash('HTTP/1.1 503 Service Unavailable\nContent-Type: application/json\nDate: Tue, 18 Jun 2024 09:41:37 GMT\nContent-Length: 81\n\n{"status":"unhealthy","upstreams":0,"healthy":0,"reason":"no healthy upstreams"}', root)),
        (bash("cat /tmp/gk.log"),
         oh_bash('time=2024-06-18T09:41:36.204Z level=INFO msg="gkproxy starting" version=0.7.2 pid=48213 listen=:8089 config=examples/dev.yaml\n'
                 'time=2024-06-18T09:41:36.205Z level=INFO msg="static route" path=/docs/ dir=./site\n'
                 'time=2024-06-18T09:41:36.205Z level=INFO msg="static route" path=/assets/ dir=./site/assets\n'
                 'time=2024-06-18T09:41:36.205Z level=WARN msg="no upstream pools configured; proxy routes disabled"\n'
                 'time=2024-06-18T09:41:37.311Z level=INFO msg=request method=GET path=/healthz status=503 dur=0.21ms', root)),
        (editor("view", f), view(f, src)),
        (editor("str_replace", f, old_str="\tif rep.Healthy == 0 {", new_str="\tif rep.Upstreams > 0 && rep.Healthy == 0 {"),
         snip(f, new, i - 3, i + 6)),
        (bash(f"cd {root} && go test ./internal/health/... 2>&1"),
         oh_bash("ok  \tgithub.com/gatekeeper-proxy/gatekeeper/internal/health\t0.014s", root)),
        (bash("ps -o pid,etime,args -C gkproxy"),
         oh_bash("    PID     ELAPSED COMMAND\n  48271       03:12 ./bin/gkproxy --config examples/dev.yaml", root)),
        (bash(f"kill 48213; sleep 0.5; cd {root} && go build -o bin/gkproxy ./cmd/gkproxy && (./bin/gkproxy --config examples/dev.yaml > /tmp/gk.log 2>&1 &); sleep 1; curl -si localhost:8089/healthz"),
         oh_bash('[1]+  Terminated              ./bin/gkproxy --config examples/dev.yaml > /tmp/gk.log 2>&1\nHTTP/1.1 200 OK\nContent-Type: application/json\nDate: Tue, 18 Jun 2024 09:45:02 GMT\nContent-Length: 42\n\n{"status":"ok","upstreams":0,"healthy":0}', root)),
        (bash("pgrep -a gkproxy && tail -n 2 /tmp/gk.log"),
         oh_bash('48590 ./bin/gkproxy --config examples/dev.yaml\ntime=2024-06-18T09:45:01.633Z level=WARN msg="no upstream pools configured; proxy routes disabled"\n'
                 'time=2024-06-18T09:45:02.118Z level=INFO msg=request method=GET path=/healthz status=200 dur=0.18ms', root)),
    ]
    rs.add(task="swe", tid="h10-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (gatekeeper, a Go reverse proxy, v0.7.2). Issue #142: with a config that only has static routes and no upstream pools, /healthz returns 503 and the orchestrator keeps restarting the container.",
           bad=True, turn=8, kind="pid drift: running gkproxy started as 48213 (job line and log) shown by ps as 48271 with no restart")


TARIFF = '''    private static final LocalTime NIGHT_START = LocalTime.of(22, 0);
    private static final LocalTime NIGHT_END = LocalTime.of(6, 0);
    private static final BigDecimal NIGHT_FACTOR = new BigDecimal("0.70");

    private final Map<VehicleClass, BigDecimal> baseRates;
    private final ZoneId zone;

    public TariffCalculator(Map<VehicleClass, BigDecimal> baseRates, ZoneId zone) {
        this.baseRates = Map.copyOf(baseRates);
        this.zone = zone;
    }

    public BigDecimal charge(Passage passage) {
        BigDecimal base = baseRates.get(passage.vehicleClass());
        if (base == null) {
            throw new IllegalArgumentException("no rate for " + passage.vehicleClass());
        }
        LocalTime local = passage.timestamp().atZone(zone).toLocalTime();
        BigDecimal amount = isNight(local) ? base.multiply(NIGHT_FACTOR) : base;
        return amount.setScale(2, RoundingMode.HALF_EVEN);
    }

    static boolean isNight(LocalTime t) {
        return !t.isBefore(NIGHT_START) && t.isBefore(NIGHT_END);
    }

    public ZoneId zone() {
        return zone;
    }
}'''.split("\n")

TARIFF_TEST = '''    @Test
    void dayRateAtNoon() {
        assertEquals(new BigDecimal("6.00"), calc.charge(car("2024-03-14T12:00:00Z")));
    }

    @Test
    void nightDiscountAppliesAcrossMidnight() {
        assertEquals(new BigDecimal("4.20"), calc.charge(car("2024-03-14T23:30:00Z")));
        assertEquals(new BigDecimal("4.20"), calc.charge(car("2024-03-15T02:15:00Z")));
    }

    @Test
    void unknownVehicleClassIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> calc.charge(passage(VehicleClass.TRAILER, "2024-03-14T12:00:00Z")));
    }
}'''.split("\n")


def t16(rs: RowSet) -> None:
    # clean: OpenHands fixes a night-tariff window that wraps midnight in a Maven project; failures 1 -> 0, a new test takes the class from 12 to 13 tests, `mvn clean verify` rebuilds target/ and the module total (87) is the sum of the four classes.
    root = "/workspace/tollgate"
    pkg = "src/main/java/io/tollgate/core"
    f = f"{root}/{pkg}/TariffCalculator.java"
    tf = f"{root}/src/test/java/io/tollgate/core/TariffCalculatorTest.java"
    old = {40 + k: t for k, t in enumerate(TARIFF)}
    assert old[63].startswith("        return !t.isBefore(NIGHT_START) &&") and max(old) == 69
    new_lines = [old[k] for k in range(40, 63)] + ["        // the window wraps past midnight: 22:00 <= t or t < 06:00",
                                                   "        return !t.isBefore(NIGHT_START) || t.isBefore(NIGHT_END);"] + [old[k] for k in range(64, 70)]
    told = {80 + k: t for k, t in enumerate(TARIFF_TEST)}
    assert told[87].startswith('        assertEquals(new BigDecimal("4.20"), calc.charge(car("2024-03-14T23:30')
    ins = ["", "    @Test", "    void nightWindowBoundaries() {",
           '        assertEquals(new BigDecimal("4.20"), calc.charge(car("2024-03-14T22:00:00Z")));',
           '        assertEquals(new BigDecimal("6.00"), calc.charge(car("2024-03-15T06:00:00Z")));', "    }"]
    tnew = [told[k] for k in range(80, 90)] + ins + [told[k] for k in range(90, 96)]
    fail = '''[ERROR] Tests run: 12, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.094 s <<< FAILURE! -- in io.tollgate.core.TariffCalculatorTest
[ERROR] io.tollgate.core.TariffCalculatorTest.nightDiscountAppliesAcrossMidnight -- Time elapsed: 0.006 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <4.20> but was: <6.00>
\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:177)
\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)
\tat io.tollgate.core.TariffCalculatorTest.nightDiscountAppliesAcrossMidnight(TariffCalculatorTest.java:87)

[ERROR] Failures:
[ERROR]   TariffCalculatorTest.nightDiscountAppliesAcrossMidnight:87 expected: <4.20> but was: <6.00>
[ERROR] Tests run: 12, Failures: 1, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project tollgate-core: There are test failures.'''
    grep_cmd = "mvn -o test -Dtest=TariffCalculatorTest 2>&1 | grep -E 'Tests run|BUILD'"
    classes = [("io.tollgate.core.InvoiceAggregatorTest", 19, "0.212"), ("io.tollgate.core.PassageParserTest", 21, "0.077"),
               ("io.tollgate.core.PlateNormalizerTest", 34, "0.041"), ("io.tollgate.core.TariffCalculatorTest", 13, "0.088")]
    verify = "\n".join(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {el} s -- in {c}" for c, n, el in classes)
    verify += f"\n[INFO] Tests run: {sum(c[1] for c in classes)}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] Building jar: {root}/target/tollgate-core-2.3.0-SNAPSHOT.jar\n[INFO] BUILD SUCCESS"
    turns = [
        (bash(f"cd {root} && mvn -q -o test -Dtest=TariffCalculatorTest 2>&1 | tail -20"), oh_bash(fail, root)),
        (bash(f"cd {root} && grep -n 'NIGHT_\\|isNight' {pkg}/TariffCalculator.java"),
         oh_bash('40:    private static final LocalTime NIGHT_START = LocalTime.of(22, 0);\n41:    private static final LocalTime NIGHT_END = LocalTime.of(6, 0);\n'
                 '42:    private static final BigDecimal NIGHT_FACTOR = new BigDecimal("0.70");\n58:        BigDecimal amount = isNight(local) ? base.multiply(NIGHT_FACTOR) : base;\n'
                 '62:    static boolean isNight(LocalTime t) {\n63:        return !t.isBefore(NIGHT_START) && t.isBefore(NIGHT_END);', root)),
        (editor("view", f, view_range=[40, 69]), cat_n(f, "\n".join(old[k] for k in range(40, 70)), 40)),
        (editor("str_replace", f, old_str="        return !t.isBefore(NIGHT_START) && t.isBefore(NIGHT_END);",
                new_str="        // the window wraps past midnight: 22:00 <= t or t < 06:00\n        return !t.isBefore(NIGHT_START) || t.isBefore(NIGHT_END);"),
         edited(f, "\n".join(new_lines[59 - 40:69 - 40]), 59)),
        (bash(f"cd {root} && {grep_cmd}"),
         oh_bash("[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.081 s -- in io.tollgate.core.TariffCalculatorTest\n[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", root)),
        (editor("view", tf, view_range=[80, 95]), cat_n(tf, "\n".join(told[k] for k in range(80, 96)), 80)),
        (editor("insert", tf, insert_line=89, new_str="\n".join(ins)), edited(tf, "\n".join(tnew[85 - 80:99 - 80]), 85)),
        (bash(f"cd {root} && {grep_cmd}"),
         oh_bash("[INFO] Tests run: 13, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.085 s -- in io.tollgate.core.TariffCalculatorTest\n[INFO] Tests run: 13, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", root)),
        (bash(f"cd {root} && mvn -o clean verify 2>&1 | grep -E 'Tests run:|Building jar|BUILD|Deleting'"),
         oh_bash(f"[INFO] Deleting {root}/target\n" + verify, root)),
        (bash(f"cd {root} && ls -la target/*.jar && git status --short"),
         oh_bash(f"-rw-r--r-- 1 root root 48211 Jun 18 11:07 target/tollgate-core-2.3.0-SNAPSHOT.jar\n M {pkg}/TariffCalculator.java\n M src/test/java/io/tollgate/core/TariffCalculatorTest.java", root)),
    ]
    rs.add(task="swe", tid="h10-swe-16", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (tollgate-core 2.3.0-SNAPSHOT, Java 17, Maven, dependencies cached for offline builds). Bug TG-88: passages between 22:00 and 06:00 should get the 30% night discount, but nothing is discounted.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 17 / 18: Gemini CLI, Python and Rust
TALLY_HTTP = '''"""HTTP client with retries for the Tally bank-feed API."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import httpx

log = logging.getLogger(__name__)

RETRY_STATUSES = frozenset({429, 502, 503, 504})


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 5
    base: float = 0.5
    cap: float = 20.0

    def delay(self, attempt: int) -> float:
        """Seconds to sleep before retry number ``attempt`` (1-based)."""
        return min(self.cap, self.base * 2 ** (attempt - 1))


def send(client: httpx.Client, request: httpx.Request, policy: RetryPolicy = RetryPolicy()) -> httpx.Response:
    for attempt in range(1, policy.attempts + 1):
        response = client.send(request)
        if response.status_code not in RETRY_STATUSES or attempt == policy.attempts:
            return response
        wait = policy.delay(attempt)
        retry_after = response.headers.get("Retry-After")
        if retry_after and retry_after.isdigit():
            wait = max(wait, float(retry_after))
        log.info("retrying %s %s in %.2fs (status %s)", request.method, request.url, wait, response.status_code)
        time.sleep(wait)
    raise AssertionError("unreachable")
'''

JITTER_TEST = '''import random

import pytest

from tally_sync.http import RetryPolicy


@pytest.mark.parametrize("attempt", [1, 2, 3, 6, 9])
def test_full_jitter_stays_within_backoff(attempt):
    policy = RetryPolicy()
    backoff = RetryPolicy(jitter=False).delay(attempt)
    random.seed(attempt)
    for _ in range(200):
        assert 0 <= policy.delay(attempt) <= backoff


def test_jitter_can_be_disabled():
    assert RetryPolicy(jitter=False).delay(3) == 2.0
'''


def t17(rs: RowSet) -> None:
    # bad: Gemini CLI adds full jitter to a Python client's retry backoff on a new branch; turn 1 switches to fix/retry-jitter and turn 10's git status confirms it, but turn 11's commit output reports "[main 3c1f0a9]" with no checkout in between.
    root = "/home/li/projects/tally-sync"
    f = f"{root}/tally_sync/http.py"
    old_delay = '''    cap: float = 20.0

    def delay(self, attempt: int) -> float:
        """Seconds to sleep before retry number ``attempt`` (1-based)."""
        return min(self.cap, self.base * 2 ** (attempt - 1))'''
    new_delay = '''    cap: float = 20.0
    jitter: bool = True

    def delay(self, attempt: int) -> float:
        """Seconds to sleep before retry number ``attempt`` (1-based).

        With ``jitter`` the delay is drawn uniformly from [0, backoff] ("full jitter").
        """
        backoff = min(self.cap, self.base * 2 ** (attempt - 1))
        return random.uniform(0, backoff) if self.jitter else backoff'''
    fail = '''.....F.                                                                  [100%]
=================================== FAILURES ===================================
_________________________ test_delay_doubles_and_caps __________________________

    def test_delay_doubles_and_caps():
        policy = RetryPolicy()
>       assert [policy.delay(n) for n in range(1, 8)] == [0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 20.0]
E       assert [0.31874215046337194, 0.9113290218395384, 1.2731100944101265, 3.0522045810387703, 5.820914617209394, 14.81023306126005, ...] == [0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 20.0]
E         At index 0 diff: 0.31874215046337194 != 0.5
E         Use -v to get more diff

tests/test_http.py:52: AssertionError
=========================== short test summary info ============================
FAILED tests/test_http.py::test_delay_doubles_and_caps - assert [0.31874215046337194, 0.9113290218395384, 1.2731100944101265, 3.0522045810387703, 5.820914617209394, 14.81023306126005, ...] == [0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 20.0]
1 failed, 6 passed in 0.38s'''
    n_new = JITTER_TEST.count("\n")
    status = '''On branch fix/retry-jitter
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   tally_sync/http.py
\tmodified:   tests/test_http.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\ttests/test_backoff_jitter.py

no changes added to commit (use "git add" and/or "git commit -a")'''
    turns = [
        (gshell("git switch -c fix/retry-jitter", "Create a feature branch"),
         gem_run("git switch -c fix/retry-jitter", "", pgid=72210).replace("Stderr: (empty)", "Stderr: Switched to a new branch 'fix/retry-jitter'")),
        (call("read_file", absolute_path=f), TALLY_HTTP),
        (call("replace", file_path=f, old_string="import logging\nimport time\n", new_string="import logging\nimport random\nimport time\n"),
         f"Successfully modified file: {f} (1 replacements)."),
        (call("replace", file_path=f, old_string=old_delay, new_string=new_delay), f"Successfully modified file: {f} (1 replacements)."),
        (gshell("python -m pytest tests/test_http.py -q", "Run the HTTP client tests"),
         gem_run("python -m pytest tests/test_http.py -q", fail, code=1, pgid=72388)),
        (call("replace", file_path=f"{root}/tests/test_http.py",
              old_string="def test_delay_doubles_and_caps():\n    policy = RetryPolicy()\n",
              new_string="def test_delay_doubles_and_caps():\n    policy = RetryPolicy(jitter=False)\n"),
         f"Successfully modified file: {root}/tests/test_http.py (1 replacements)."),
        (gshell("python -m pytest tests/test_http.py -q", "Re-run the HTTP client tests"),
         gem_run("python -m pytest tests/test_http.py -q", ".......                                                                  [100%]\n7 passed in 0.31s", pgid=72430)),
        (call("write_file", file_path=f"{root}/tests/test_backoff_jitter.py", content=JITTER_TEST),
         f"Successfully created and wrote to new file: {root}/tests/test_backoff_jitter.py."),
        (gshell("python -m pytest -q", "Run the whole test suite"),
         gem_run("python -m pytest -q", dots(39) + "\n39 passed in 0.92s", pgid=72502)),
        (gshell("git status", "Review the working tree"), gem_run("git status", status, pgid=72561)),
        (gshell('git add -A && git commit -m "Add full jitter to retry backoff"', "Commit the change"),
         gem_run('git add -A && git commit -m "Add full jitter to retry backoff"',
                 f"[main 3c1f0a9] Add full jitter to retry backoff\n 3 files changed, {9 + n_new} insertions(+), 3 deletions(-)\n create mode 100644 tests/test_backoff_jitter.py", pgid=72597)),
        (gshell("git push -u origin fix/retry-jitter", "Push the branch"),
         gem_run("git push -u origin fix/retry-jitter",
                 "branch 'fix/retry-jitter' set up to track 'origin/fix/retry-jitter'.", pgid=72640).replace(
                     "Stderr: (empty)", "Stderr: remote:\nremote: To create a merge request for fix/retry-jitter, visit:\nremote:   https://gitlab.com/tally-labs/tally-sync/-/merge_requests/new?merge_request%5Bsource_branch%5D=fix%2Fretry-jitter\nremote:\nTo gitlab.com:tally-labs/tally-sync.git\n * [new branch]      fix/retry-jitter -> fix/retry-jitter")),
    ]
    rs.add(task="swe", tid="h10-swe-17", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Python project tally-sync at {root} (on main, clean; pytest). Task: many workers retry the bank-feed API in lockstep after outages; add full jitter to RetryPolicy.delay on a branch fix/retry-jitter and push it.",
           bad=True, turn=11, kind="branch state drift: commit lands on [main ...] though the session is on fix/retry-jitter and never switched")


STORE_RS = '''/// Rebuild the per-bucket counters after loading a snapshot.
pub fn recount(buckets: &mut [Bucket]) -> Stats {
    let mut stats = Stats::default();
    // Buckets are small (<= 64 entries), so a linear pass is fine here.
    // TODO(olu): persist the counters in the snapshot header instead.
    //
    // Keep the bucket order stable while counting.
    for i in 0..buckets.len() {
        let n = buckets[i].entries.len() as u64;
        stats.entries += n;
        if n > stats.max_len {
            stats.max_len = n;
        }
        buckets[i].dirty = false;
    }
    stats
}

/// Look up `key`, returning the stored value if present.
pub fn get<'a>(buckets: &'a [Bucket], key: &str) -> Option<&'a str> {
    let idx = bucket_index(key, buckets.len());
    let bucket = &buckets[idx];
    if bucket.entries.len() == 0 {
        return None;
    }
    bucket
        .entries
        .iter()
        .find(|e| e.key == key)
        .map(|e| e.value.as_str())'''

CLI_RS = '''fn parse_target(arg: &str) -> Target {
    // `@name` refers to a saved alias, anything else is a path.
    //
    // Aliases are resolved later, once the config is loaded.
    //
    // Note: a bare "@" is treated as a path named "@".
    if arg.starts_with('@') && arg.len() > 1 {
        Target::Alias(arg[1..].to_string())
    } else {
        Target::Path(PathBuf::from(arg))
    }
}
'''


def t18(rs: RowSet) -> None:
    # clean: Gemini CLI clears clippy warnings in a Rust CLI; 3 warnings -> 1 -> 0 as the agent fixes them, glob lists files newest-first so edited files move to the top, read_file windows show different line ranges.
    root = "/home/olu/code/skein"
    warn_loop = '''warning: the loop variable `i` is only used to index `buckets`
  --> src/store.rs:48:14
   |
48 |     for i in 0..buckets.len() {
   |              ^^^^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_range_loop
   = note: `#[warn(clippy::needless_range_loop)]` on by default
help: consider using an iterator
   |
48 |     for <item> in buckets.iter_mut() {
   |         ~~~~~~    ~~~~~~~~~~~~~~~~~~
'''
    warn_len = '''warning: length comparison to zero
  --> src/store.rs:63:8
   |
63 |     if bucket.entries.len() == 0 {
   |        ^^^^^^^^^^^^^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `bucket.entries.is_empty()`
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#len_zero
   = note: `#[warn(clippy::len_zero)]` on by default
'''
    warn_strip = '''warning: stripping a prefix manually
  --> src/cli.rs:33:23
   |
33 |         Target::Alias(arg[1..].to_string())
   |                       ^^^^^^^^
   |
note: the prefix was tested here
  --> src/cli.rs:32:5
   |
32 |     if arg.starts_with('@') && arg.len() > 1 {
   |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#manual_strip
   = note: `#[warn(clippy::manual_strip)]` on by default
help: try using the `strip_prefix` method
   |
32 ~     if let Some(<stripped>) = arg.strip_prefix('@') {
33 ~         Target::Alias(<stripped>.to_string())
   |
'''
    ck = "    Checking skein v0.2.0 (/home/olu/code/skein)\n"
    clippy3 = ck + warn_strip + "\n" + warn_loop + "\n" + warn_len + "\nwarning: `skein` (bin \"skein\") generated 3 warnings (run `cargo clippy --fix --bin \"skein\"` to apply 1 suggestion)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.86s"
    clippy1 = ck + warn_strip + "\nwarning: `skein` (bin \"skein\") generated 1 warning\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.71s"
    clippy0 = ck + "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.64s"
    store = f"{root}/src/store.rs"
    cli = f"{root}/src/cli.rs"
    tests = "\n".join(f"test {t} ... ok" for t in [
        "cli::tests::alias_target", "cli::tests::bare_at_is_a_path", "cli::tests::path_target", "snapshot::tests::header_roundtrip",
        "snapshot::tests::rejects_bad_magic", "snapshot::tests::truncated_body_is_an_error", "store::tests::get_missing_key",
        "store::tests::get_present_key", "store::tests::insert_overwrites", "store::tests::recount_clears_dirty",
        "store::tests::recount_counts_entries", "store::tests::recount_tracks_max_len"])
    turns = [
        (gshell("cargo clippy --all-targets 2>&1 | tail -60", "Run clippy on all targets"), gem_run("cargo clippy --all-targets 2>&1 | tail -60", clippy3, pgid=18820)),
        (call("read_file", absolute_path=store, offset=40, limit=30),
         "[File content truncated: showing lines 41-70 of 118 total lines. Use offset/limit parameters to view more.]\n" + STORE_RS),
        (call("replace", file_path=store,
              old_string="    for i in 0..buckets.len() {\n        let n = buckets[i].entries.len() as u64;",
              new_string="    for bucket in buckets.iter_mut() {\n        let n = bucket.entries.len() as u64;"),
         f"Successfully modified file: {store} (1 replacements)."),
        (call("replace", file_path=store, old_string="        buckets[i].dirty = false;", new_string="        bucket.dirty = false;"),
         f"Successfully modified file: {store} (1 replacements)."),
        (call("replace", file_path=store, old_string="    if bucket.entries.len() == 0 {", new_string="    if bucket.entries.is_empty() {"),
         f"Successfully modified file: {store} (1 replacements)."),
        (gshell("cargo clippy --all-targets 2>&1 | tail -30", "Re-run clippy"), gem_run("cargo clippy --all-targets 2>&1 | tail -30", clippy1, pgid=18904)),
        (call("glob", pattern="src/**/*.rs"),
         f'Found 6 file(s) matching "src/**/*.rs" within {root}, sorted by modification time (newest first):\n'
         + "\n".join(f"{root}/src/{p}" for p in ["store.rs", "main.rs", "snapshot.rs", "cli.rs", "config.rs", "hash.rs"])),
        (call("read_file", absolute_path=cli, offset=25, limit=12),
         "[File content truncated: showing lines 26-37 of 71 total lines. Use offset/limit parameters to view more.]\n" + CLI_RS.rstrip("\n")),
        (call("replace", file_path=cli,
              old_string="    if arg.starts_with('@') && arg.len() > 1 {\n        Target::Alias(arg[1..].to_string())\n    } else {\n        Target::Path(PathBuf::from(arg))\n    }",
              new_string="    match arg.strip_prefix('@') {\n        Some(name) if !name.is_empty() => Target::Alias(name.to_string()),\n        _ => Target::Path(PathBuf::from(arg)),\n    }"),
         f"Successfully modified file: {cli} (1 replacements)."),
        (gshell("cargo clippy --all-targets -- -D warnings 2>&1 | tail -5", "Confirm clippy is clean"),
         gem_run("cargo clippy --all-targets -- -D warnings 2>&1 | tail -5", clippy0, pgid=18977)),
        (gshell("cargo test 2>&1 | tail -20", "Run the test suite"),
         gem_run("cargo test 2>&1 | tail -20", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.14s\n     Running unittests src/main.rs (target/debug/deps/skein-6a0d93e2c1f47b85)\n\nrunning 12 tests\n" + tests +
                 "\n\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", pgid=19031)),
        (call("glob", pattern="src/**/*.rs"),
         f'Found 6 file(s) matching "src/**/*.rs" within {root}, sorted by modification time (newest first):\n'
         + "\n".join(f"{root}/src/{p}" for p in ["cli.rs", "store.rs", "main.rs", "snapshot.rs", "config.rs", "hash.rs"])),
    ]
    rs.add(task="swe", tid="h10-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Rust project skein 0.2.0 at {root} (a small key-value snapshot tool). Task: CI now runs `cargo clippy -- -D warnings`; make clippy pass without changing behaviour.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 19 / 20: Claude Code, Python and Go
SIFT_CONFIG = '''"""Configuration loading for sift."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_PATHS = (
    Path("sift.toml"),
    Path.home() / ".config" / "sift" / "config.toml",
)


@dataclass
class Config:
    patterns: list[str] = field(default_factory=list)
    exclude: list[str] = field(default_factory=lambda: ["*.gz", "*.zst"])
    context: int = 2
    color: bool = True
    max_line_bytes: int = 4096


def _find(path: Path | None) -> Path | None:
    if path is not None:
        return path
    env = os.environ.get("SIFT_CONFIG")
    if env:
        return Path(env)
    return next((p for p in DEFAULT_PATHS if p.is_file()), None)


def load_cfg(path: Path | None = None) -> Config:
    """Load the configuration file, falling back to defaults.

    ``load_cfg()`` looks at ``$SIFT_CONFIG``, ./sift.toml and
    ~/.config/sift/config.toml in that order.
    """
    found = _find(path)
    if found is None:
        return Config()
    with found.open("rb") as fh:
        raw = tomllib.load(fh)
    known = {k: v for k, v in raw.get("sift", {}).items() if k in Config.__dataclass_fields__}
    return Config(**known)'''.split("\n")

SIFT_CLI_PART = '''def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.version:
        print(f"sift {__version__}")
        return 0
    try:
        cfg = load_cfg(args.config)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        print(f"sift: cannot read config: {exc}", file=sys.stderr)
        return 2
    patterns = args.patterns or cfg.patterns
    if not patterns:
        print("sift: no patterns given and none configured", file=sys.stderr)
        return 2
    return run_search(patterns, args.paths or ["."], cfg)'''.split("\n")

SIFT_TEST = '''from pathlib import Path

from sift.config import Config, load_cfg


def write(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "sift.toml"
    p.write_text(body, encoding="utf-8")
    return p


def test_defaults_when_no_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SIFT_CONFIG", raising=False)
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    assert load_cfg() == Config()


def test_reads_known_keys(tmp_path):
    p = write(tmp_path, '[sift]\\ncontext = 5\\ncolor = false\\n')
    cfg = load_cfg(p)
    assert (cfg.context, cfg.color) == (5, False)


def test_unknown_keys_are_ignored(tmp_path):
    p = write(tmp_path, '[sift]\\ncontext = 1\\nfancy = "yes"\\n')
    assert load_cfg(p).context == 1'''.split("\n")


def t19(rs: RowSet) -> None:
    # bad: Claude Code renames load_cfg -> load_config with replace_all edits; turn 9's Grep finds no load_cfg left, but turn 10's Read of config.py shows the docstring line still as ``load_cfg()`` (the def line right above is renamed).
    root = "/home/ravi/src/sift"
    f = f"{root}/sift/config.py"
    cli = f"{root}/sift/cli.py"
    tf = f"{root}/tests/test_config.py"
    src = SIFT_CONFIG
    d = next(i for i, t in enumerate(src, 1) if t.startswith("def load_cfg("))
    doc = next(i for i, t in enumerate(src, 1) if "``load_cfg()``" in t)
    ren = [t.replace("load_cfg", "load_config") for t in src]
    shown = list(ren)
    shown[doc - 1] = src[doc - 1]
    cli_start = 51
    call_ln = cli_start + next(i for i, t in enumerate(SIFT_CLI_PART) if "load_cfg(" in t)
    tcalls = [i for i, t in enumerate(SIFT_TEST, 1) if "load_cfg" in t]
    grep = [f"{root}/sift/cli.py:12:from .config import Config, load_cfg", f"{root}/sift/cli.py:{call_ln}:        cfg = load_cfg(args.config)",
            f"{f}:{d}:{src[d - 1]}", f"{f}:{doc}:{src[doc - 1]}"] + [f"{tf}:{i}:{SIFT_TEST[i - 1]}" for i in tcalls]
    ok = "All occurrences of 'load_cfg' were successfully replaced with 'load_config'."
    turns = [
        (call("Grep", **{"pattern": "load_cfg", "glob": "**/*.py", "output_mode": "content", "-n": True}), "\n".join(grep)),
        (call("Read", file_path=f), cc_lines(src)),
        (call("Edit", file_path=f, old_string="load_cfg", new_string="load_config", replace_all=True), f"The file {f} has been updated. {ok}"),
        (call("Read", file_path=cli, offset=cli_start, limit=len(SIFT_CLI_PART)), cc_lines(SIFT_CLI_PART, cli_start)),
        (call("Edit", file_path=cli, old_string="load_cfg", new_string="load_config", replace_all=True), f"The file {cli} has been updated. {ok}"),
        (call("Read", file_path=tf), cc_lines(SIFT_TEST)),
        (call("Edit", file_path=tf, old_string="load_cfg", new_string="load_config", replace_all=True), f"The file {tf} has been updated. {ok}"),
        (call("Bash", command="python -m pytest -q 2>&1 | tail -3", description="Run the test suite"), dots(46) + "\n46 passed in 0.58s"),
        (call("Grep", **{"pattern": "load_cfg", "glob": "**/*.py", "output_mode": "content", "-n": True}), "No matches found"),
        (call("Read", file_path=f, offset=d - 2, limit=16), cc_lines(shown[d - 3:d + 13], d - 2)),
        (call("Bash", command="git diff --stat", description="Summarize the rename"),
         " sift/cli.py          | 4 ++--\n sift/config.py       | 4 ++--\n tests/test_config.py | 8 ++++----\n 3 files changed, 8 insertions(+), 8 deletions(-)"),
    ]
    assert len(tcalls) == 4 and doc == d + 3
    rs.add(task="swe", tid="h10-swe-19", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Python CLI sift (a log search tool) at {root}. Task from the maintainer: rename sift.config.load_cfg to load_config everywhere (code, tests, docstrings) before the 1.0 API freeze; no alias needed.",
           bad=True, turn=10, kind="renamed name shown under its old name: config.py docstring still reads ``load_cfg()`` after replace_all and an empty Grep")


BUCKET_GO = '''package bucket

import (
\t"sync"
\t"time"
)

// Bucket is a token bucket: it holds up to capacity tokens and gains
// rate tokens per second.
type Bucket struct {
\tmu       sync.Mutex
\tcapacity int64
\trate     int64 // tokens per second
\ttokens   int64
\tlast     time.Time
\tnow      func() time.Time
}

func New(capacity, rate int64, now func() time.Time) *Bucket {
\treturn &Bucket{capacity: capacity, rate: rate, tokens: capacity, last: now(), now: now}
}

// refill adds the tokens earned since the last call. Callers hold b.mu.
func (b *Bucket) refill() {
\tt := b.now()
\telapsed := t.Sub(b.last)
\tb.tokens += int64(elapsed) * b.rate / int64(time.Second)
\tif b.tokens > b.capacity {
\t\tb.tokens = b.capacity
\t}
\tb.last = t
}

// Allow takes n tokens if available.
func (b *Bucket) Allow(n int64) bool {
\tb.mu.Lock()
\tdefer b.mu.Unlock()
\tb.refill()
\tif b.tokens < n {
\t\treturn false
\t}
\tb.tokens -= n
\treturn true
}

// Tokens reports the tokens currently available.
func (b *Bucket) Tokens() int64 {
\tb.mu.Lock()
\tdefer b.mu.Unlock()
\tb.refill()
\treturn b.tokens
}'''.split("\n")

REFILL_TEST = '''package bucket

import (
\t"testing"
\t"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func TestRefillLongIdleDoesNotOverflow(t *testing.T) {
\tclk := &fakeClock{t: time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC)}
\tb := New(500, 1_000_000, clk.Now)
\tif !b.Allow(500) {
\t\tt.Fatal("could not drain a full bucket")
\t}
\tclk.Advance(3 * time.Hour)
\tif got := b.Tokens(); got != 500 {
\t\tt.Fatalf("after 3h idle: got %d tokens, want 500", got)
\t}
}

func TestRefillPartialSecond(t *testing.T) {
\tclk := &fakeClock{t: time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC)}
\tb := New(10, 4, clk.Now)
\tb.Allow(10)
\tclk.Advance(750 * time.Millisecond)
\tif got := b.Tokens(); got != 3 {
\t\tt.Fatalf("after 750ms: got %d tokens, want 3", got)
\t}
}
'''


def t20(rs: RowSet) -> None:
    # clean: Claude Code adds refill tests to a Go token bucket, one fails (int64 overflow), the fix makes it pass; coverage rises 71.4% -> 83.9%, Glob order follows modification times, the new test file appears in Glob and git status.
    root = "/home/ken/src/ratelimitd"
    mod = "github.com/ravenmoor/ratelimitd"
    f = f"{root}/internal/bucket/bucket.go"
    tf = f"{root}/internal/bucket/refill_test.go"
    src = BUCKET_GO
    i = src.index("\tb.tokens += int64(elapsed) * b.rate / int64(time.Second)")
    fix = ["\tearned := elapsed.Seconds() * float64(b.rate)", "\tif earned >= float64(b.capacity-b.tokens) {", "\t\tb.tokens = b.capacity",
           "\t\tb.last = t", "\t\treturn", "\t}", "\tb.tokens += int64(earned)"]
    new = src[:i] + fix + src[i + 1:]
    fat = next(k for k, t in enumerate(REFILL_TEST.split("\n"), 1) if "after 3h idle" in t)
    existing = ["TestNewStartsFull", "TestAllowDrains", "TestAllowRejectsWhenEmpty", "TestRefillAfterOneSecond", "TestConcurrentAllow"]

    def vrun(fail: bool, cov: str, secs: str) -> str:
        out = []
        for name in existing:
            out += [f"=== RUN   {name}", f"--- PASS: {name} (0.00s)"]
        out.append("=== RUN   TestRefillLongIdleDoesNotOverflow")
        if fail:
            out += [f"    refill_test.go:{fat}: after 3h idle: got -7646744073 tokens, want 500", "--- FAIL: TestRefillLongIdleDoesNotOverflow (0.00s)"]
        else:
            out.append("--- PASS: TestRefillLongIdleDoesNotOverflow (0.00s)")
        out += ["=== RUN   TestRefillPartialSecond", "--- PASS: TestRefillPartialSecond (0.00s)"]
        if fail:
            out += ["FAIL", f"coverage: {cov} of statements", f"FAIL\t{mod}/internal/bucket\t{secs}s", "FAIL"]
        else:
            out += ["PASS", f"coverage: {cov} of statements", f"ok  \t{mod}/internal/bucket\t{secs}s\tcoverage: {cov} of statements"]
        return "\n".join(out)
    turns = [
        (call("Bash", command="go test ./internal/bucket/ -cover", description="Baseline coverage for the bucket package"),
         f"ok  \t{mod}/internal/bucket\t0.009s\tcoverage: 71.4% of statements"),
        (call("Read", file_path=f), cc_lines(src)),
        (call("Grep", **{"pattern": "func \\(b \\*Bucket\\)", "path": f"{root}/internal", "output_mode": "content", "-n": True}),
         "\n".join(f"{f}:{k}:{t}" for k, t in enumerate(src, 1) if t.startswith("func (b *Bucket)"))),
        (call("Write", file_path=tf, content=REFILL_TEST), f"File created successfully at: {tf}"),
        (call("Bash", command="go test ./internal/bucket/ -cover -count=1 -v 2>&1 | tail -25", description="Run the bucket tests verbosely"),
         vrun(True, "80.6%", "0.011")),
        (call("Edit", file_path=f, old_string="\tb.tokens += int64(elapsed) * b.rate / int64(time.Second)\n", new_string="\n".join(fix) + "\n"),
         cc_edit(f, new[i - 3:i + len(fix) + 5], i - 2)),
        (call("Bash", command="go test ./internal/bucket/ -cover -count=1 -v 2>&1 | tail -25", description="Re-run the bucket tests"),
         vrun(False, "83.9%", "0.010")),
        (call("Glob", pattern="internal/bucket/*.go"),
         "\n".join(f"{root}/internal/bucket/{p}" for p in ["bucket.go", "refill_test.go", "bucket_test.go", "doc.go"])),
        (call("Bash", command="go vet ./... && go test ./... -count=1 2>&1", description="Vet and run every package"),
         f"?   \t{mod}/cmd/ratelimitd\t[no test files]\nok  \t{mod}/internal/bucket\t0.012s\nok  \t{mod}/internal/config\t0.006s\n"
         f"ok  \t{mod}/internal/server\t0.187s\nok  \t{mod}/internal/store\t0.044s"),
        (call("Bash", command="git status --short", description="List changed files"), " M internal/bucket/bucket.go\n?? internal/bucket/refill_test.go"),
    ]
    rs.add(task="swe", tid="h10-swe-20", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Go service ratelimitd at {root} (module {mod}). Task: the refill logic in internal/bucket has no direct tests; add tests for refill and fix anything they uncover.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 21 / 22: Codex CLI, TypeScript and Ruby
REL_TS = '''const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** Human-friendly distance from `to` to `from`, e.g. "3 days ago" or "in 2 hours". */
export function formatRelative(from: Date, to: Date, locale = "en"): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const diff = Math.round((from.getTime() - to.getTime()) / 1000);
  for (const [unit, secs] of UNITS) {
    if (Math.abs(diff) >= secs) {
      return rtf.format(Math.trunc(diff / secs), unit);
    }
  }
  return rtf.format(Math.trunc(diff / 60), "minute");
}
'''

REL_TEST_TAIL = '''  it("uses days for under a week", () => {
    const to = new Date("2024-05-01T12:00:00Z");
    expect(formatRelative(new Date("2024-04-28T12:00:00Z"), to)).toBe("3 days ago");
  });

  it("says yesterday with numeric auto", () => {
    expect(formatRelative(new Date("2024-04-30T12:00:00Z"), new Date("2024-05-01T12:00:00Z"))).toBe("yesterday");
  });

  it("formats sub-minute differences in seconds", () => {
    const to = new Date("2024-05-01T12:00:00Z");
    expect(formatRelative(new Date(to.getTime() + 30_000), to)).toBe("in 30 seconds");
  });

  it("localizes", () => {
    const to = new Date("2024-05-01T12:00:00Z");
    expect(formatRelative(new Date("2024-05-01T10:00:00Z"), to, "de")).toBe("vor 2 Stunden");
  });
});
'''


def vitest(files: list[tuple[str, int, str]], start: str, duration: str, fail: str = "") -> str:
    n_tests = sum(n for _, n, _ in files)
    out = ["", " RUN  v1.6.0 /home/jo/src/hearth-ui", ""]
    if fail:
        name, n, ms = files[0]
        out += [f" \u276f {name}  ({n} tests | 1 failed) {ms}", fail, ""]
    else:
        out += [f" \u2713 {name}  ({n} tests) {ms}" for name, n, ms in files] + [""]
    if fail:
        out += [" Test Files  1 failed (1)", f"      Tests  1 failed | {n_tests - 1} passed ({n_tests})"]
    else:
        out += [f" Test Files  {len(files)} passed ({len(files)})", f"      Tests  {n_tests} passed ({n_tests})"]
    out += [f"   Start at  {start}", f"   Duration  {duration}", ""]
    return "\n".join(out)


def t21(rs: RowSet) -> None:
    # bad: Codex CLI fixes formatRelative in a TS UI library; vitest runs start at 09:41:07, 09:42:31 and 09:43:58, then turn 9's full run reports "Start at 09:39:12", earlier than the previous runs.
    root = "/home/jo/src/hearth-ui"
    t = "src/utils/relativeTime.test.ts"
    fail = f'''   \u276f {t} > formatRelative > formats sub-minute differences in seconds
     \u2192 expected 'this minute' to be 'in 30 seconds' // Object.is equality

\u23af\u23af\u23af\u23af\u23af\u23af\u23af Failed Tests 1 \u23af\u23af\u23af\u23af\u23af\u23af\u23af

 FAIL  {t} > formatRelative > formats sub-minute differences in seconds
AssertionError: expected 'this minute' to be 'in 30 seconds' // Object.is equality

- Expected
+ Received

- in 30 seconds
+ this minute

 \u276f {t}:41:65
     39|   it("formats sub-minute differences in seconds", () => {{
     40|     const to = new Date("2024-05-01T12:00:00Z");
     41|     expect(formatRelative(new Date(to.getTime() + 30_000), to)).toBe("in 30 seconds");
       |                                                                 ^
     42|   }});
     43|

\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af'''
    body1 = '''*** Update File: src/utils/relativeTime.ts
@@
       return rtf.format(Math.trunc(diff / secs), unit);
     }
   }
-  return rtf.format(Math.trunc(diff / 60), "minute");
+  // under a minute: "now", "in 30 seconds", "12 seconds ago"
+  return rtf.format(diff, "second");
 }'''
    body2 = '''*** Update File: src/utils/relativeTime.test.ts
@@
     expect(formatRelative(new Date("2024-05-01T10:00:00Z"), to, "de")).toBe("vor 2 Stunden");
   });
+
+  it("says now for the same instant", () => {
+    const to = new Date("2024-05-01T12:00:00Z");
+    expect(formatRelative(to, to)).toBe("now");
+  });
+
+  it("switches to minutes at 60 seconds", () => {
+    const to = new Date("2024-05-01T12:00:00Z");
+    expect(formatRelative(new Date(to.getTime() - 60_000), to)).toBe("1 minute ago");
+  });
 });'''
    tail_numbered = "\n".join(f"{k}\t{ln}" for k, ln in enumerate(REL_TEST_TAIL.rstrip("\n").split("\n"), 30))
    all_files = [("src/components/Avatar/Avatar.test.tsx", 9, "41ms"), ("src/components/Badge/Badge.test.tsx", 6, "18ms"),
                 ("src/components/Button/Button.test.tsx", 14, "77ms"), ("src/components/Card/Card.test.tsx", 5, "22ms"),
                 ("src/components/Checkbox/Checkbox.test.tsx", 11, "63ms"), ("src/components/Dialog/Dialog.test.tsx", 12, "148ms"),
                 ("src/components/Dropdown/Dropdown.test.tsx", 16, "201ms"), ("src/components/Field/Field.test.tsx", 8, "35ms"),
                 ("src/components/Menu/Menu.test.tsx", 10, "119ms"), ("src/components/Pagination/Pagination.test.tsx", 9, "44ms"),
                 ("src/components/Radio/Radio.test.tsx", 7, "39ms"), ("src/components/Select/Select.test.tsx", 13, "166ms"),
                 ("src/components/Spinner/Spinner.test.tsx", 3, "9ms"), ("src/components/Switch/Switch.test.tsx", 6, "31ms"),
                 ("src/components/Tabs/Tabs.test.tsx", 9, "88ms"), ("src/components/Toast/Toast.test.tsx", 7, "71ms"),
                 ("src/components/Tooltip/Tooltip.test.tsx", 5, "57ms"), ("src/hooks/useDebounce.test.ts", 4, "12ms"),
                 ("src/hooks/useMediaQuery.test.ts", 3, "8ms"), ("src/utils/classNames.test.ts", 6, "4ms"),
                 ("src/utils/formatBytes.test.ts", 5, "3ms"), ("src/utils/plural.test.ts", 4, "3ms"), (t, 14, "10ms")]
    assert len(all_files) == 23
    turns = [
        (sh(f"npx vitest run {t}", root), cx(vitest([(t, 12, "9ms")], "09:41:07", "1.12s (transform 61ms, setup 0ms, collect 48ms, tests 9ms, environment 402ms, prepare 118ms)", fail), code=1, dur=2.3)),
        (sh("cat -n src/utils/relativeTime.ts", root), cx("\n".join(f"{k:6d}\t{ln}" for k, ln in enumerate(REL_TS.rstrip("\n").split("\n"), 1)) + "\n", dur=0.0)),
        (sh(f"sed -n '30,60p' {t} | nl -ba -v30", root), cx(tail_numbered + "\n", dur=0.0)),
        (patch(body1, root), cx("Success. Updated the following files:\nM src/utils/relativeTime.ts\n", dur=0.0)),
        (sh(f"npx vitest run {t}", root), cx(vitest([(t, 12, "8ms")], "09:42:31", "1.04s (transform 58ms, setup 0ms, collect 45ms, tests 8ms, environment 391ms, prepare 112ms)"), dur=2.1)),
        (patch(body2, root), cx(f"Success. Updated the following files:\nM {t}\n", dur=0.0)),
        (sh(f"npx vitest run {t}", root), cx(vitest([(t, 14, "10ms")], "09:43:58", "1.09s (transform 60ms, setup 0ms, collect 47ms, tests 10ms, environment 398ms, prepare 115ms)"), dur=2.2)),
        (sh("npx tsc -p tsconfig.json --noEmit && npx eslint src/utils --max-warnings 0", root), cx("", dur=7.9)),
        (sh("npx vitest run", root), cx(vitest(all_files, "09:39:12", "6.87s (transform 1.92s, setup 1.10s, collect 5.31s, tests 1.19s, environment 9.84s, prepare 2.67s)"), dur=8.4)),
        (sh("git status --short", root), cx(" M src/utils/relativeTime.test.ts\n M src/utils/relativeTime.ts\n", dur=0.0)),
    ]
    rs.add(task="swe", tid="h10-swe-21", system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"React component library hearth-ui at {root} (TypeScript, vitest 1.6, jsdom). Issue #311: formatRelative shows \"this minute\" for anything under a minute; it should say \"now\" or count seconds.",
           bad=True, turn=9, kind="clock backwards: full vitest run 'Start at 09:39:12' after runs at 09:41:07, 09:42:31, 09:43:58")


WREN_PARSER = '''# frozen_string_literal: true

require "time"
require "nokogiri"

module Wren
  # Turns RSS 2.0 and Atom documents into Entry structs.
  class FeedParser
    Entry = Struct.new(:guid, :title, :url, :published_at, :summary, keyword_init: true)

    ATOM_NS = "http://www.w3.org/2005/Atom"

    def self.parse(xml)
      new(Nokogiri::XML(xml)).entries
    end

    def initialize(doc)
      @doc = doc
    end

    def entries
      atom? ? atom_entries : rss_items
    end

    private

    def atom?
      @doc.root&.namespace&.href == ATOM_NS
    end

    def rss_items
      @doc.xpath("//channel/item").map do |item|
        Entry.new(
          guid: text(item, "guid") || text(item, "link"),
          title: text(item, "title"),
          url: text(item, "link"),
          published_at: time(text(item, "pubDate")),
          summary: text(item, "description")
        )
      end
    end

    def atom_entries
      @doc.xpath("//a:entry", "a" => ATOM_NS).map do |entry|
        Entry.new(
          guid: text(entry, "a:id"),
          title: text(entry, "a:title"),
          url: entry.at_xpath("a:link[@rel='alternate' or not(@rel)]/@href", "a" => ATOM_NS)&.value,
          published_at: time(text(entry, "a:published")),
          summary: text(entry, "a:summary") || text(entry, "a:content")
        )
      end
    end

    def text(node, path)
      found = node.at_xpath(path, "a" => ATOM_NS)
      value = found&.text&.strip
      value.nil? || value.empty? ? nil : value
    end

    def time(value)
      value && Time.parse(value).utc
    rescue ArgumentError
      nil
    end
  end
end'''.split("\n")


def t22(rs: RowSet) -> None:
    # clean: Codex CLI makes a Ruby feed reader fall back to <updated> for Atom entries; the dev server is restarted after the fix (pid 71834 -> 71902), the same two entries now carry dates, and a second page (offset=2) shows different entries of the same 38.
    root = "/home/mia/src/wren-feeds"
    p = "lib/wren/feed_parser.rb"
    src = WREN_PARSER
    assert len(src) <= 80

    def page(offset: int, items: list[tuple[str, str, str | None]]) -> str:
        ents = [{"guid": g, "title": ti, "published_at": pub} for g, ti, pub in items]
        return json.dumps({"feed": "rust-blog", "total": 38, "offset": offset, "limit": 2, "entries": ents}, separators=(",", ":")) + "\n"
    e = [("https://blog.rust-lang.org/2024/06/13/Rust-1.79.0.html", "Announcing Rust 1.79.0", "2024-06-13T00:00:00Z"),
         ("https://blog.rust-lang.org/2024/05/17/enabling-rust-lld-on-linux.html", "Faster linking times on nightly on Linux using `rust-lld`", "2024-05-17T00:00:00Z"),
         ("https://blog.rust-lang.org/2024/05/02/Rust-1.78.0.html", "Announcing Rust 1.78.0", "2024-05-02T00:00:00Z"),
         ("https://blog.rust-lang.org/2024/04/09/cve-2024-24576.html", "Security advisory for the standard library (CVE-2024-24576)", "2024-04-09T00:00:00Z")]
    fail = '''  1) Failure:
FeedParserTest#test_atom_entry_without_published_uses_updated [test/feed_parser_test.rb:88]:
Expected: 2024-06-02 08:15:00 UTC
  Actual: nil'''
    body = '''*** Update File: lib/wren/feed_parser.rb
@@
           url: entry.at_xpath("a:link[@rel='alternate' or not(@rel)]/@href", "a" => ATOM_NS)&.value,
-          published_at: time(text(entry, "a:published")),
+          published_at: time(text(entry, "a:published") || text(entry, "a:updated")),
           summary: text(entry, "a:summary") || text(entry, "a:content")'''
    start = "bundle exec rackup -p 9292 -D -P tmp/rack.pid && sleep 1 && cat tmp/rack.pid"
    q = "curl -s 'http://localhost:9292/api/entries?feed=rust-blog&limit=2"
    turns = [
        (sh("bundle exec ruby -Itest test/feed_parser_test.rb", root), cx(minitest(12, 31, 0.087412, 41766, fail) + "\n", code=1, dur=1.4)),
        (sh(f"sed -n '1,40p' {p}", root), cx("\n".join(src[:40]) + "\n", dur=0.0)),
        (sh(f"sed -n '41,80p' {p}", root), cx("\n".join(src[40:80]) + "\n", dur=0.0)),
        (sh(start, root), cx("71834\n", dur=1.9)),
        (sh(q + "'", root), cx(page(0, [(g, ti, None) for g, ti, _ in e[:2]]), dur=0.1)),
        (patch(body, root), cx(f"Success. Updated the following files:\nM {p}\n", dur=0.0)),
        (sh("bundle exec ruby -Itest test/feed_parser_test.rb", root), cx(minitest(12, 31, 0.081904, 2210) + "\n", dur=1.3)),
        (sh("kill $(cat tmp/rack.pid) && sleep 1 && " + start, root), cx("71902\n", dur=3.1)),
        (sh(q + "'", root), cx(page(0, e[:2]), dur=0.1)),
        (sh(q + "&offset=2'", root), cx(page(2, e[2:4]), dur=0.1)),
        (sh("git diff --stat", root), cx(f" {p} | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n", dur=0.0)),
    ]
    rs.add(task="swe", tid="h10-swe-22", system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Ruby (Rack + Nokogiri) feed reader wren-feeds at {root}; feeds are cached under data/feeds and parsed when the server boots. Issue #64: Atom feeds whose entries only have <updated> (e.g. the Rust blog) show no dates.",
           bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
