# ruff: noqa: E501
"""Held-out swe trajectories (holdout17): software-engineering agent harnesses of several kinds.

Harnesses: OpenHands (execute_bash / str_replace_editor), Gemini CLI, SWE-agent (windowed file viewer),
Claude Code (Read / Edit / Bash / Grep / Glob), Codex CLI (shell with argv, apply_patch), Cline (XML tool
uses) and Aider (chat commands and SEARCH/REPLACE edit blocks).
"""

from __future__ import annotations

import difflib
import json
import re
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
    gshell,
    oh_bash,
)

Turns = list[tuple[str, str]]

# ---------------------------------------------------------------- generic helpers


def span(text: str, first: int, last: int) -> str:
    """Lines first..last (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[first - 1:last])


def line_no(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the nth line containing needle."""
    hits = [i for i, ln in enumerate(text.split("\n"), 1) if needle in ln]
    return hits[nth - 1]


def pyq_dots(n: int, mark: str = ".") -> str:
    """pytest -q progress: one character per test, lines of at most 73 with the percentage at column 80."""
    out, done = [], 0
    while done < n:
        k = min(73, n - done)
        done += k
        out.append((mark * k).ljust(73) + f" [{done * 100 // n:>3}%]")
    return "\n".join(out)


def n_lines(text: str) -> int:
    return len(text.split("\n"))


def sub1(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def gitdiff(path: str, old: str, new: str, index: str, ctx: int = 3) -> str:
    """A `git diff` of one file, hunks with git's default function-name context."""
    a, b = old.split("\n"), new.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {index} 100644", f"--- a/{path}", f"+++ b/{path}"]
    for grp in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(ctx):
        i1, i2, j1, j2 = grp[0][1], grp[-1][2], grp[0][3], grp[-1][4]
        func = next((ln for ln in reversed(a[:i1]) if re.match(r"[A-Za-z_$]", ln)), "")
        out.append(f"@@ -{i1 + 1},{i2 - i1} +{j1 + 1},{j2 - j1} @@" + (f" {func}" if func else ""))
        for tag, x1, x2, y1, y2 in grp:
            if tag == "equal":
                out += [" " + ln for ln in a[x1:x2]]
                continue
            out += ["-" + ln for ln in a[x1:x2]]
            out += ["+" + ln for ln in b[y1:y2]]
    return "\n".join(out)


def numstat(old: str, new: str) -> tuple[int, int]:
    ins = dele = 0
    for tag, x1, x2, y1, y2 in difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False).get_opcodes():
        if tag != "equal":
            dele += x2 - x1
            ins += y2 - y1
    return ins, dele


def stat_line(path: str, ins: int, dele: int, width: int, nw: int = 1) -> str:
    return f" {path.ljust(width)} | {ins + dele:>{nw}} " + "+" * ins + "-" * dele


def stat_summary(files: int, ins: int, dele: int) -> str:
    parts = [f" {files} file{'s' if files != 1 else ''} changed"]
    if ins:
        parts.append(f"{ins} insertion{'s' if ins != 1 else ''}(+)")
    if dele:
        parts.append(f"{dele} deletion{'s' if dele != 1 else ''}(-)")
    return ", ".join(parts)


# ---------------------------------------------------------------- SWE-agent

SWEA_SYSTEM = ("You simulate the environment of SWE-agent solving an issue in the repository {root}. Each turn the agent "
               "sends one command: a bash command, or a special command of the interface: open <path> [<line>], "
               "goto <line>, scroll_up, scroll_down, create <path>, edit <start>:<end> followed by the replacement "
               "lines and end_of_edit, search_dir <term> [<dir>], search_file <term> [<file>], find_file <name> [<dir>], "
               "submit. The file viewer shows a window of {win} lines. Reply with the command's output followed by the "
               "status lines (open file, current directory, prompt) after **Environment Observation:**.")


def swa_foot(open_file: str | None, cwd: str) -> str:
    return f"(Open file: {open_file or 'n/a'})\n(Current directory: {cwd})\nbash-$"


def swa_window(path: str, text: str, first: int, win: int, cwd: str, note: str = "") -> str:
    total = n_lines(text)
    last = min(total, first + win - 1)
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{ln}" for i, ln in enumerate(text.split("\n")[first - 1:last], first)]
    if total > last:
        out.append(f"({total - last} more lines below)")
    if note:
        out.append(note)
    return "\n".join(out) + "\n" + swa_foot(path, cwd)


SWEA_EDITED = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
               "duplicate lines, etc). Edit the file again if necessary.")


def swa_search_file(term: str, path: str, text: str) -> str:
    hits = [(i, ln) for i, ln in enumerate(text.split("\n"), 1) if term in ln]
    out = [f'Found {len(hits)} matches for "{term}" in {path}:']
    out += [f"Line {i}:{ln}" for i, ln in hits]
    out.append(f'End of matches for "{term}" in {path}')
    return "\n".join(out)


# ---------------------------------------------------------------- Claude Code

CC_SYSTEM = ("You simulate the tools of Claude Code (Read, Edit, Write, Bash, Grep, Glob) in the working directory {root}. "
             "Read returns the file with line numbers (`cat -n` style, number then an arrow); Edit replaces an exact "
             "string and shows a numbered snippet; Bash returns the command's stdout and stderr. Reply with the tool "
             "result after **Environment Observation:**.")


def cc_lines(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:>6}\u2192{ln}" for i, ln in enumerate(text.split("\n"), start))


def cc_read(text: str, first: int = 1, last: int | None = None) -> str:
    last = n_lines(text) if last is None else last
    return cc_lines(span(text, first, last), first)


def cc_edit(path: str, text: str, first: int, last: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_read(text, first, last))


# ---------------------------------------------------------------- Codex CLI

CX_SYSTEM = ("You simulate the sandboxed tools of Codex CLI in the workspace {root}: `shell` (runs an argv, usually "
             "[\"bash\", \"-lc\", <script>], in workdir) and `apply_patch` invoked through shell with a patch in the "
             "*** Begin Patch format. Return the JSON result the harness gives the model (output and metadata) after "
             "**Environment Observation:**.")


def cx(script: str, workdir: str, timeout_ms: int | None = None) -> str:
    args: dict[str, Any] = {"command": ["bash", "-lc", script], "workdir": workdir}
    if timeout_ms:
        args["timeout_ms"] = timeout_ms
    return call("shell", **args)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(output: str, code: int = 0, secs: float = 0.1) -> str:
    return json.dumps({"output": output, "metadata": {"exit_code": code, "duration_seconds": secs}}, ensure_ascii=False)


# ---------------------------------------------------------------- Cline

CLINE_SYSTEM = ("You simulate the VS Code workspace of the Cline agent at {root}. The agent uses XML tool calls "
                "(read_file, write_to_file, replace_in_file, search_files, list_files, execute_command). Reply with "
                "the tool result exactly as Cline feeds it back ('[tool for ...] Result:' followed by the content, "
                "then the environment details) after **Environment Observation:**.")


def cline_env(time: str, visible: str, tabs: list[str]) -> str:
    return ("<environment_details>\n# VSCode Visible Files\n" + visible + "\n\n# VSCode Open Tabs\n" + "\n".join(tabs)
            + "\n\n# Current Time\n" + time + "\n\n# Current Mode\nACT MODE\n</environment_details>")


def cline_saved(path: str, text: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            "Here is the full, updated content of the file that was saved:\n\n"
            f'<final_file_content path="{path}">\n{text}\n</final_file_content>\n\n'
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
            "This content reflects the current state of the file, including any auto-formatting (e.g., if you used "
            "single quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE "
            "operations on this final version to ensure accuracy.")


# ---------------------------------------------------------------- Aider

AIDER_SYSTEM = ("You simulate an Aider chat session in the git repository {root} (model edits with SEARCH/REPLACE "
                "blocks, auto-commits on). The agent's turn is either an in-chat command (/add, /run, /diff, /undo, "
                "/git, /test) or the model's reply containing edit blocks. Reply with what Aider prints in the "
                "terminal after **Environment Observation:**.")


def aider_run(output: str, tokens: str) -> str:
    n = len(output.rstrip("\n").split("\n"))
    return (output.rstrip("\n") + f"\nAdd {tokens} tokens of command output to the chat? (Y)es/(N)o [Yes]: y\n"
            f"Added {n} lines of output to the chat.")


# ---------------------------------------------------------------- Gemini CLI helpers


def gem(cmd: str, out: str = "", err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)",
        directory: str = "(root)") -> str:
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def gem_ls(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def gem_grep(pattern: str, where: str, hits: list[tuple[str, list[tuple[int, str]]]]) -> str:
    n = sum(len(h) for _, h in hits)
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}":', "---"]
    for f, lines in hits:
        out.append(f"File: {f}")
        out += [f"L{i}: {ln}" for i, ln in lines]
        out.append("---")
    return "\n".join(out)


# ================================================================ 01 OpenHands / Python

BUCKET = '''"""Token-bucket rate limiting primitives."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Callable

__all__ = ["TokenBucket", "DEFAULT_RATE", "DEFAULT_BURST"]

#: tokens added per second when no rate is given
DEFAULT_RATE = 5.0
#: bucket capacity when no burst is given
DEFAULT_BURST = 20


@dataclass
class TokenBucket:
    rate: float = DEFAULT_RATE
    burst: int = DEFAULT_BURST
    clock: Callable[[], float] = time.monotonic
    _tokens: float = field(init=False)
    _last: float = field(init=False)
    _lock: threading.Lock = field(init=False, repr=False, default_factory=threading.Lock)

    def __post_init__(self) -> None:
        if self.rate <= 0:
            raise ValueError(f"rate must be positive, got {self.rate!r}")
        self._tokens = float(self.burst)
        self._last = self.clock()

    def _refill(self) -> None:
        now = self.clock()
        elapsed = now - self._last
        self._last = now
        self._tokens = min(float(self.burst), self._tokens + elapsed * self.rate)

    def try_acquire(self, n: int = 1) -> bool:
        with self._lock:
            self._refill()
            if self._tokens >= n:
                self._tokens -= n
                return True
            return False

    @property
    def available(self) -> float:
        with self._lock:
            self._refill()
            return self._tokens
'''.rstrip("\n")

SLUICE_REPRO = '''from sluice.bucket import TokenBucket


class Clock:
    def __init__(self, t: float) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


clock = Clock(100.0)
b = TokenBucket(rate=2.0, burst=4, clock=clock)
print("acquired 4:", [b.try_acquire() for _ in range(4)])
clock.t = 98.0
print(f"after clock step back to {clock.t}: available={b.available}")
clock.t = 99.0
print(f"after clock forward to {clock.t}: available={b.available}, try_acquire={b.try_acquire()}")'''


def t01() -> dict[str, Any]:
    # OpenHands, Python rate limiter. BAD: turn 10 views bucket.py lines 10-24 and DEFAULT_BURST reads 25, while turn 2 showed 20 and the only edit (turn 6, confirmed by the diff in turn 9) touched _refill.
    root = "/workspace/sluice"
    path = f"{root}/sluice/bucket.py"
    old_line = "        elapsed = now - self._last"
    new_line = "        elapsed = max(0.0, now - self._last)"
    fixed = sub1(BUCKET, old_line + "\n", new_line + "\n")
    ln = line_no(BUCKET, old_line)
    drift = sub1(fixed, "DEFAULT_BURST = 20", "DEFAULT_BURST = 25")
    turns: Turns = [
        (bash("cd /workspace/sluice && git status && git log --oneline -3"), oh_bash(
            "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
            "e41b7c9 window: allow fractional periods\n0a93d25 docs: document burst semantics\n7f3c118 bump version to 0.6.2", root)),
        (editor("view", path), cat_n(path, BUCKET)),
        (bash('grep -rn "monotonic" sluice/ tests/'), oh_bash(
            "sluice/bucket.py:22:    clock: Callable[[], float] = time.monotonic\n"
            "sluice/window.py:19:    def __init__(self, limit: int, period: float, clock: Callable[[], float] = time.monotonic) -> None:\n"
            'tests/test_bucket.py:9:    """A manually advanced stand-in for time.monotonic."""', root)),
        (editor("create", f"{root}/reproduce_issue.py", file_text=SLUICE_REPRO),
         f"File created successfully at: {root}/reproduce_issue.py"),
        (bash("cd /workspace/sluice && python reproduce_issue.py"), oh_bash(
            "acquired 4: [True, True, True, True]\nafter clock step back to 98.0: available=-4.0\n"
            "after clock forward to 99.0: available=-2.0, try_acquire=False", root)),
        (editor("str_replace", path, old_str=old_line, new_str=new_line), edited(path, span(fixed, ln - 4, ln + 4), ln - 4)),
        (bash("cd /workspace/sluice && python reproduce_issue.py"), oh_bash(
            "acquired 4: [True, True, True, True]\nafter clock step back to 98.0: available=0.0\n"
            "after clock forward to 99.0: available=2.0, try_acquire=True", root)),
        (bash("cd /workspace/sluice && python -m pytest tests -q 2>&1 | tail -n 3"), oh_bash(
            "........................                                                 [100%]\n24 passed in 0.21s", root)),
        (bash("cd /workspace/sluice && git diff"), oh_bash(gitdiff("sluice/bucket.py", BUCKET, fixed, "5c2e91a..b70d4f3"), root)),
        (editor("view", path, view_range=[10, 24]), cat_n(path, span(drift, 10, 24), 10)),
    ]
    return dict(task="swe", tid="h17-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
                state="Repository /workspace/sluice checked out at main (Python 3.11, package `sluice`, tests in tests/).\n"
                      "Issue #212: TokenBucket.available goes negative when the injected clock steps backwards "
                      "(e.g. a wall clock corrected by NTP). Elapsed time should be clamped at zero.",
                bad=True, turn=10, kind="constant in a file reads back with a different value, no edit to that line")


# ================================================================ 02 SWE-agent / Python

FILESIZE = '''"""Bits and bytes related humanization."""

from __future__ import annotations

suffixes = {
    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB", " RB", " QB"),
    "binary": (" KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB"),
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
        >>> naturalsize(300, False, True)
        '300B'
        >>> naturalsize(3000, True)
        '2.9 KiB'
        >>> naturalsize(10**28)
        '10.0 RB'
        ```

    Args:
        value: Number of bytes, or string representation of a number.
        binary: Use binary suffixes (KiB, MiB) with base 2^10 instead of 10^3.
        gnu: Use GNU-style prefixes (K, M) with base 2^10 and no space.
        format: Custom formatter.

    Returns:
        Human readable representation of a filesize.
    """
    if gnu:
        suffix = suffixes["gnu"]
    elif binary:
        suffix = suffixes["binary"]
    else:
        suffix = suffixes["decimal"]

    base = 1024 if (gnu or binary) else 1000
    bytes_ = float(value)
    abs_bytes = bytes_

    if abs_bytes == 1 and not gnu:
        return "%d Byte" % bytes_

    if abs_bytes < base and not gnu:
        return "%d Bytes" % bytes_

    if abs_bytes < base and gnu:
        return "%dB" % bytes_

    for i, s in enumerate(suffix):
        unit = base ** (i + 2)

        if abs_bytes < unit:
            break

    ret: str = format % (base * bytes_ / unit) + s
    return ret'''

HUMANIZE_REPRO = '''from humanize import naturalsize

print(naturalsize(-4096, binary=True))
print(naturalsize(-3000000))
print(naturalsize(4096, binary=True))
print(naturalsize(-300, gnu=True))'''


def t02() -> dict[str, Any]:
    # SWE-agent, humanize (Python). BAD: turn 9 (goto) shows line `abs_bytes = bytes_` again although the edit of turn 7 replaced it with `abs(bytes_)` (and turn 8's run confirmed the fix): the edit is lost.
    root, win = "/humanize", 20
    rel = "src/humanize/filesize.py"
    path = f"{root}/{rel}"
    ln = line_no(FILESIZE, "abs_bytes = bytes_")
    fixed = sub1(FILESIZE, "    abs_bytes = bytes_\n", "    abs_bytes = abs(bytes_)\n")
    rp = f"{root}/reproduce.py"
    turns: Turns = [
        ("find_file filesize.py", f'Found 1 matches for "filesize.py" in {root}:\n{path}\n' + swa_foot(None, root)),
        (f"open {rel} 55", swa_window(path, FILESIZE, 45, win, root)),
        ("create reproduce.py", f"[File: {rp} (1 lines total)]\n1:\n" + swa_foot(rp, root)),
        ("edit 1:1\n" + HUMANIZE_REPRO + "\nend_of_edit", swa_window(rp, HUMANIZE_REPRO, 1, win, root, SWEA_EDITED)),
        ("python reproduce.py", "-4096 Bytes\n-3000000 Bytes\n4.0 KiB\n-300B\n" + swa_foot(rp, root)),
        (f"open {rel} {ln}", swa_window(path, FILESIZE, ln - 9, win, root)),
        (f"edit {ln}:{ln}\n    abs_bytes = abs(bytes_)\nend_of_edit", swa_window(path, fixed, ln - 9, win, root, SWEA_EDITED)),
        ("python reproduce.py", "-4.0 KiB\n-3.0 MB\n4.0 KiB\n-300B\n" + swa_foot(path, root)),
        (f"goto {ln - 4}", swa_window(path, FILESIZE, ln - 13, win, root)),
        ("ls tests", "__init__.py\nconftest.py\ntest_filesize.py\ntest_i18n.py\ntest_lists.py\ntest_number.py\ntest_time.py\n" + swa_foot(path, root)),
    ]
    return dict(task="swe", tid="h17-swe-02", system=SWEA_SYSTEM.format(root=root, win=win), turns=turns,
                state="SWE-agent on python-humanize/humanize at /humanize.\nIssue: naturalsize() ignores the unit for "
                      "negative sizes: naturalsize(-4096, binary=True) returns '-4096 Bytes' instead of '-4.0 KiB'.",
                bad=True, turn=9, kind="edit lost: a line edited earlier reads back with its old content")


# ================================================================ 03 Claude Code / TypeScript

AMOUNT_TS = '''export interface ParseAmountOptions {
  decimalSeparator?: "." | ",";
  /** Treat a trailing minus ("12.50-") as negative, as some bank exports do. */
  trailingMinus?: boolean;
}

const CURRENCY_SYMBOLS = /[€$£¥]|\\b(?:EUR|USD|GBP|CHF)\\b/g;

/**
 * Parse a money amount as found in bank CSV exports into integer minor units (cents).
 * Throws a RangeError for input that is not a number.
 */
export function parseAmount(raw: string, opts: ParseAmountOptions = {}): number {
  const dec = opts.decimalSeparator ?? ".";
  const group = dec === "." ? "," : ".";
  let s = raw.replace(CURRENCY_SYMBOLS, "").replace(/\\s+/g, "");
  let negative = false;

  if (opts.trailingMinus && s.endsWith("-")) {
    negative = true;
    s = s.slice(0, -1);
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1);
  }

  s = s.split(group).join("");
  if (dec === ",") s = s.replace(",", ".");
  if (!/^\\d+(\\.\\d{1,2})?$/.test(s)) {
    throw new RangeError(`not an amount: ${JSON.stringify(raw)}`);
  }
  const [whole, frac = ""] = s.split(".");
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return negative ? -cents : cents;
}'''

AMOUNT_TEST = '''import { describe, expect, it } from "vitest";
import { parseAmount } from "../src/amount";

describe("parseAmount", () => {
  it("parses a plain decimal amount", () => {
    expect(parseAmount("12.50")).toBe(1250);
  });

  it("strips grouping separators", () => {
    expect(parseAmount("1,234,567.89")).toBe(123456789);
  });

  it("supports a comma decimal separator", () => {
    expect(parseAmount("1.234,5", { decimalSeparator: "," })).toBe(123450);
  });

  it("removes currency symbols and codes", () => {
    expect(parseAmount("€ 40.00")).toBe(4000);
    expect(parseAmount("USD 3.10")).toBe(310);
  });

  it("handles a leading minus", () => {
    expect(parseAmount("-7.05")).toBe(-705);
  });

  it("handles a trailing minus when enabled", () => {
    expect(parseAmount("7.05-", { trailingMinus: true })).toBe(-705);
  });

  it("pads a single fractional digit", () => {
    expect(parseAmount("0.5")).toBe(50);
  });

  it("rejects three fractional digits", () => {
    expect(() => parseAmount("1.005")).toThrow(RangeError);
  });

  it("rejects empty input", () => {
    expect(() => parseAmount("  ")).toThrow(/not an amount/);
  });
});'''


def vitest(files: list[tuple[str, int, int]], start: str, dur: str, total_override: int | None = None) -> str:
    out = [" RUN  v1.6.0 /home/dev/ledgerline", ""]
    out += [f" \u2713 {f}  ({n} tests) {ms}ms" for f, n, ms in files]
    total = sum(n for _, n, _ in files) if total_override is None else total_override
    out += ["", f" Test Files  {len(files)} passed ({len(files)})", f"      Tests  {total} passed ({total})",
            f"   Start at  {start}", f"   Duration  {dur}"]
    return "\n".join(out)


def t03() -> dict[str, Any]:
    # Claude Code, ledgerline (TypeScript, vitest). BAD: turn 9 full run reports 51 tests while turn 1 had 48 (amount.test.ts 9) and the agent added exactly 2 tests (turn 6, confirmed 11 in turn 7): the listed files still sum to 50.
    root = "/home/dev/ledgerline"
    src, test = f"{root}/src/amount.ts", f"{root}/test/amount.test.ts"
    old_neg = '''  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1);
  }'''
    new_neg = old_neg + '''
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1);
  }'''
    amount2 = sub1(AMOUNT_TS, old_neg, new_neg)
    old_last = '''  it("rejects empty input", () => {
    expect(() => parseAmount("  ")).toThrow(/not an amount/);
  });'''
    new_last = old_last + '''

  it("treats parentheses as a negative amount", () => {
    expect(parseAmount("(1,234.50)")).toBe(-123450);
  });

  it("accepts parentheses around a currency amount", () => {
    expect(parseAmount("(€ 12,00)", { decimalSeparator: "," })).toBe(-1200);
  });'''
    test2 = sub1(AMOUNT_TEST, old_last, new_last)
    files1 = [("test/dates.test.ts", 11, 9), ("test/amount.test.ts", 9, 4), ("test/columns.test.ts", 6, 5),
              ("test/dedupe.test.ts", 8, 12), ("test/csv.test.ts", 10, 21), ("test/import.test.ts", 4, 38)]
    files2 = [("test/dates.test.ts", 11, 8), ("test/amount.test.ts", 11, 5), ("test/columns.test.ts", 6, 5),
              ("test/dedupe.test.ts", 8, 11), ("test/csv.test.ts", 10, 19), ("test/import.test.ts", 4, 36)]
    fn = line_no(AMOUNT_TS, "export function parseAmount")
    ng = line_no(AMOUNT_TS, 'if (s.startsWith("-"))')
    lt = line_no(AMOUNT_TEST, "rejects empty input")
    i1, d1 = numstat(AMOUNT_TS, amount2)
    i2, d2 = numstat(AMOUNT_TEST, test2)
    turns: Turns = [
        (call("Bash", command="npx vitest run", description="Run the full test suite"),
         vitest(files1, "10:14:07", "1.02s (transform 187ms, setup 0ms, collect 402ms, tests 89ms, environment 1ms, prepare 1.21s)")),
        (call("Grep", pattern="parseAmount", path="src", output_mode="content", **{"-n": True}),
         f"src/amount.ts:{fn}:export function parseAmount(raw: string, opts: ParseAmountOptions = {{}}): number {{\n"
         'src/import.ts:4:import { parseAmount } from "./amount";\n'
         "src/import.ts:57:      amount: parseAmount(row[cols.amount], { decimalSeparator: profile.decimal, trailingMinus: profile.trailingMinus }),\n"
         "src/preview.ts:12:import { parseAmount } from \"./amount\";\n"
         "src/preview.ts:31:    const cents = safe(() => parseAmount(cell, opts));"),
        (call("Read", file_path=src), cc_read(AMOUNT_TS)),
        (call("Read", file_path=test), cc_read(AMOUNT_TEST)),
        (call("Edit", file_path=src, old_string=old_neg, new_string=new_neg), cc_edit(src, amount2, ng - 4, ng + 12)),
        (call("Edit", file_path=test, old_string=old_last, new_string=new_last), cc_edit(test, test2, lt - 3, n_lines(test2))),
        (call("Bash", command="npx vitest run test/amount.test.ts", description="Run the amount tests"),
         vitest([("test/amount.test.ts", 11, 5)], "10:19:42", "388ms (transform 61ms, setup 0ms, collect 70ms, tests 5ms, environment 0ms, prepare 164ms)")),
        (call("Bash", command="npx tsc --noEmit && echo 'tsc: ok'", description="Type-check the project"), "tsc: ok"),
        (call("Bash", command="npx vitest run", description="Run the full test suite again"),
         vitest(files2, "10:21:05", "998ms (transform 179ms, setup 0ms, collect 396ms, tests 84ms, environment 1ms, prepare 1.18s)", total_override=51)),
        (call("Bash", command="git diff --stat", description="Summarize the changes"),
         stat_line("src/amount.ts", i1, d1, 19) + "\n" + stat_line("test/amount.test.ts", i2, d2, 19) + "\n"
         + stat_summary(2, i1 + i2, d1 + d2)),
    ]
    return dict(task="swe", tid="h17-swe-03", system=CC_SYSTEM.format(root=root), turns=turns,
                state="Claude Code in /home/dev/ledgerline (TypeScript library that imports bank CSV statements; vitest).\n"
                      "User: some banks export negative amounts in accounting style, e.g. \"(1,234.50)\"; make parseAmount accept that, with tests.",
                bad=True, turn=9, kind="test total in a summary line does not follow the tests added (48 + 2)")


# ================================================================ 04 Codex CLI / Go

DECODER_GO = '''package codec

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

const headerLen = 6

var (
	ErrShortHeader   = errors.New("kvwire: short frame header")
	ErrFrameTooLarge = errors.New("kvwire: frame too large")
)

// DefaultMaxFrameSize bounds a single frame's payload unless overridden.
const DefaultMaxFrameSize = 4 << 20

// Decoder reads length-prefixed frames from a stream.
type Decoder struct {
	r   *bufio.Reader
	max uint32
}

// NewDecoder returns a Decoder reading from r.
func NewDecoder(r io.Reader) *Decoder {
	return &Decoder{r: bufio.NewReaderSize(r, 32<<10), max: DefaultMaxFrameSize}
}

// SetMaxFrameSize changes the largest payload Next accepts.
func (d *Decoder) SetMaxFrameSize(n uint32) { d.max = n }

// Buffered reports how many bytes are buffered but not yet decoded.
func (d *Decoder) Buffered() int { return d.r.Buffered() }

// Next reads the next frame from the underlying reader. It returns io.EOF
// when the stream ends cleanly between frames.
func (d *Decoder) Next() (Frame, error) {
	var hdr [headerLen]byte
	n, err := d.r.Read(hdr[:])
	if err != nil {
		return Frame{}, err
	}
	if n < headerLen {
		return Frame{}, ErrShortHeader
	}
	size := binary.BigEndian.Uint32(hdr[1:5])
	if size > d.max {
		return Frame{}, fmt.Errorf("%w: %d > %d", ErrFrameTooLarge, size, d.max)
	}
	buf := make([]byte, size)
	if _, err := d.r.Read(buf); err != nil {
		return Frame{}, err
	}
	return Frame{Kind: Kind(hdr[0]), Flags: hdr[5], Payload: buf}, nil
}'''


def nl_ba(text: str, first: int, last: int) -> str:
    return "\n".join(f"{i:>6}\t{ln}" for i, ln in enumerate(text.split("\n")[first - 1:last], first))


def t04() -> dict[str, Any]:
    # Codex CLI, kvwire (Go). BAD: turn 9 `git log` lists the agent's commit as 5e81c2f, but turn 7's `git commit` created it as 3b7d0a8 and nothing amended or rewrote it.
    root = "/home/dev/src/kvwire"
    old_hdr = '''	n, err := d.r.Read(hdr[:])
	if err != nil {
		return Frame{}, err
	}
	if n < headerLen {
		return Frame{}, ErrShortHeader
	}'''
    new_hdr = '''	if _, err := io.ReadFull(d.r, hdr[:]); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return Frame{}, ErrShortHeader
		}
		return Frame{}, err
	}'''
    fixed = sub1(DECODER_GO, old_hdr, new_hdr)
    fixed = sub1(fixed, "	if _, err := d.r.Read(buf); err != nil {", "	if _, err := io.ReadFull(d.r, buf); err != nil {")
    ins, dele = numstat(DECODER_GO, fixed)
    patch = ("*** Begin Patch\n*** Update File: codec/decoder.go\n@@ func (d *Decoder) Next() (Frame, error) {\n 	var hdr [headerLen]byte\n"
             + "\n".join("-" + ln for ln in old_hdr.split("\n")) + "\n" + "\n".join("+" + ln for ln in new_hdr.split("\n"))
             + "\n 	size := binary.BigEndian.Uint32(hdr[1:5])\n@@\n 	buf := make([]byte, size)\n-	if _, err := d.r.Read(buf); err != nil {\n"
             "+	if _, err := io.ReadFull(d.r, buf); err != nil {\n 		return Frame{}, err\n*** End Patch")
    nx = line_no(DECODER_GO, "// Next reads")
    rd = [(i, ln) for i, ln in enumerate(DECODER_GO.split("\n"), 1) if "Read(" in ln]
    pk = "github.com/kestrel-io/kvwire"
    turns: Turns = [
        (cx("git status -sb && git log --oneline -5", root), cx_out(
            "## main...origin/main\n9f2c4e1 codec: reject frames over MaxFrameSize\nd03a7be encoder: pool header buffers\n"
            "61be2f0 ci: test on go1.22\nc7a95d4 decoder: expose Buffered()\n2e4f8a0 README: document the wire format\n", secs=0.0)),
        (cx('rg -n "\\.Read\\(" --type go', root), cx_out(
            "".join(f"codec/decoder.go:{i}:{ln}\n" for i, ln in rd)
            + "codec/decoder_test.go:23:\treturn s.r.Read(p[:n])\nserver/conn.go:141:\t\tn, err := c.nc.Read(c.scratch[:])\n", secs=0.0)),
        (cx(f"nl -ba codec/decoder.go | sed -n '{nx},{n_lines(DECODER_GO)}p'", root), cx_out(nl_ba(DECODER_GO, nx, n_lines(DECODER_GO)) + "\n", secs=0.0)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM codec/decoder.go\n", secs=0.0)),
        (cx("gofmt -l codec && go vet ./codec/...", root, 120000), cx_out("", secs=1.4)),
        (cx("go test ./codec/...", root, 120000), cx_out(f"ok  \t{pk}/codec\t0.019s\n", secs=2.7)),
        (cx('git checkout -b fix/short-read && git commit -am "codec: use io.ReadFull in Decoder.Next"', root), cx_out(
            "Switched to a new branch 'fix/short-read'\n[fix/short-read 3b7d0a8] codec: use io.ReadFull in Decoder.Next\n"
            + stat_summary(1, ins, dele) + "\n", secs=0.1)),
        (cx("go test -race ./...", root, 300000), cx_out(
            f"?   \t{pk}\t[no test files]\nok  \t{pk}/codec\t1.112s\n?   \t{pk}/internal/bufpool\t[no test files]\n"
            f"ok  \t{pk}/server\t2.448s\n", secs=14.9)),
        (cx("git log --oneline -3", root), cx_out(
            "5e81c2f codec: use io.ReadFull in Decoder.Next\n9f2c4e1 codec: reject frames over MaxFrameSize\nd03a7be encoder: pool header buffers\n", secs=0.0)),
        (cx("git diff main --stat", root), cx_out(
            stat_line("codec/decoder.go", ins, dele, 16) + "\n" + stat_summary(1, ins, dele) + "\n", secs=0.0)),
    ]
    return dict(task="swe", tid="h17-swe-04", system=CX_SYSTEM.format(root=root), turns=turns,
                state="Codex CLI (sandbox: workspace-write) in /home/dev/src/kvwire, a Go framing library.\n"
                      "Task: Decoder.Next returns ErrShortHeader or a truncated payload when the underlying reader returns "
                      "short reads (e.g. TLS record boundaries). Fix it and commit on a new branch fix/short-read.",
                bad=True, turn=9, kind="commit hash of the agent's commit changes between git outputs")


# ================================================================ 05 Gemini CLI / Rust

GEOTESS_LIB = '''//! Geohash-style tessellation of the globe into nested cells.
//!
//! The v2 encoding (base-32, z-order) is the default. The v1 base-36 codec is kept
//! for reading archives produced before 0.7.

#![forbid(unsafe_code)]

mod bbox;
mod decode;
mod encode;
mod neighbors;
mod legacy_codec;

pub use bbox::BoundingBox;
pub use decode::{decode, decode_bbox, DecodeError};
pub use encode::{encode, encode_with_precision, MAX_PRECISION};
pub use neighbors::{neighbor, neighbors, Direction};

#[deprecated(since = "0.7.0", note = "use the v2 codec (`encode` / `decode`)")]
pub use legacy_codec::{decode_v1, encode_v1};

/// A cell identifier in the v2 alphabet.
pub type Cell = String;
'''


def t05() -> dict[str, Any]:
    # Gemini CLI, geotess (Rust). BAD: turn 7 lists src/ with legacy_codec.rs, which turn 6 removed with `git rm` (its status output shows the deletion); nothing restored it.
    root = "/home/pia/src/geotess"
    lib = f"{root}/src/lib.rs"
    rm_mod_old, rm_mod_new = "mod neighbors;\nmod legacy_codec;\n", "mod neighbors;\n"
    rm_use_old = ('\n#[deprecated(since = "0.7.0", note = "use the v2 codec (`encode` / `decode`)")]\n'
                  "pub use legacy_codec::{decode_v1, encode_v1};\n")
    lib2 = sub1(GEOTESS_LIB, rm_mod_old, rm_mod_new)
    lib3 = sub1(lib2, rm_use_old, "")
    comp = "   Compiling geotess v0.8.3 (/home/pia/src/geotess)\n"
    unit = ["bbox::tests::contains_edges", "bbox::tests::expand_wraps_antimeridian", "bbox::tests::intersects_disjoint",
            "decode::tests::bbox_of_empty_is_world", "decode::tests::rejects_bad_char", "decode::tests::roundtrip_precision_1_to_12",
            "encode::tests::clamps_latitude", "encode::tests::known_vectors", "encode::tests::precision_bounds",
            "neighbors::tests::east_of_dateline", "neighbors::tests::north_pole_has_no_north", "neighbors::tests::ring_of_eight"]
    integ = ["random_points_roundtrip", "cells_nest", "neighbors_are_adjacent", "bbox_covers_cell", "encode_matches_fixture"]
    test_out = (f"\nrunning {len(unit)} tests\n" + "\n".join(f"test {t} ... ok" for t in unit)
                + f"\n\ntest result: ok. {len(unit)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
                + f"\nrunning {len(integ)} tests\n" + "\n".join(f"test {t} ... ok" for t in integ)
                + f"\n\ntest result: ok. {len(integ)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s\n\n"
                + "\nrunning 3 tests\ntest src/encode.rs - encode::encode (line 27) ... ok\ntest src/decode.rs - decode::decode (line 41) ... ok\n"
                "test src/neighbors.rs - neighbors::neighbors (line 18) ... ok\n\n"
                "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s\n")
    turns: Turns = [
        (call("list_directory", path=f"{root}/src"), gem_ls(f"{root}/src", ["bin"],
         ["bbox.rs", "decode.rs", "encode.rs", "legacy_codec.rs", "lib.rs", "neighbors.rs"])),
        (call("search_file_content", pattern="legacy_codec|encode_v1|decode_v1"), gem_grep(
            "legacy_codec|encode_v1|decode_v1", ".", [
                ("CHANGELOG.md", [(9, "- `legacy_codec` (the v1 base-36 format) is deprecated and will be removed in 0.9.")]),
                ("src/legacy_codec.rs", [(14, "pub fn encode_v1(lat: f64, lon: f64, precision: usize) -> String {"),
                                         (52, "pub fn decode_v1(cell: &str) -> Option<(f64, f64)> {")]),
                ("src/lib.rs", [(line_no(GEOTESS_LIB, "mod legacy_codec"), "mod legacy_codec;"),
                                (line_no(GEOTESS_LIB, "pub use legacy_codec"), "pub use legacy_codec::{decode_v1, encode_v1};")]),
                ("tests/v1_compat.rs", [(2, "use geotess::{decode_v1, encode_v1};"),
                                        (7, '    assert_eq!(encode_v1(48.8566, 2.3522, 7), "k3pz0qa");'),
                                        (12, '    let (lat, lon) = decode_v1("k3pz0qa").unwrap();')]),
            ])),
        (call("read_file", absolute_path=lib), GEOTESS_LIB),
        (call("replace", file_path=lib, old_string=rm_mod_old, new_string=rm_mod_new),
         f"Successfully modified file: {lib} (1 replacements)."),
        (call("replace", file_path=lib, old_string=rm_use_old, new_string=""),
         f"Successfully modified file: {lib} (1 replacements)."),
        (gshell("git rm -q src/legacy_codec.rs tests/v1_compat.rs && git status --short",
                "Remove the v1 codec module and its compatibility tests from the index and working tree."),
         gem("git rm -q src/legacy_codec.rs tests/v1_compat.rs && git status --short",
             "D  src/legacy_codec.rs\n M src/lib.rs\nD  tests/v1_compat.rs", pgid=88120)),
        (call("list_directory", path=f"{root}/src"), gem_ls(f"{root}/src", ["bin"],
         ["bbox.rs", "decode.rs", "encode.rs", "legacy_codec.rs", "lib.rs", "neighbors.rs"])),
        (gshell("cargo build", "Build the crate to make sure nothing else referenced the v1 codec."),
         gem("cargo build", err=comp + "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.07s", pgid=88164)),
        (gshell("cargo test", "Run unit, integration and doc tests."),
         gem("cargo test", test_out, err=comp + "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.92s\n"
             "     Running unittests src/lib.rs (target/debug/deps/geotess-5b0e2c7d1a9f3e48)\n"
             "     Running tests/roundtrip.rs (target/debug/deps/roundtrip-c41d9a06e7b25f13)\n   Doc-tests geotess", pgid=88230)),
        (gshell("cargo clippy --all-targets -- -D warnings", "Lint with clippy, failing on warnings."),
         gem("cargo clippy --all-targets -- -D warnings", err="    Checking geotess v0.8.3 (/home/pia/src/geotess)\n"
             "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.66s", pgid=88301)),
    ]
    assert lib3.count("legacy") == 0
    return dict(task="swe", tid="h17-swe-05", system=GEM_SYSTEM.format(root=root), turns=turns,
                state="Gemini CLI in /home/pia/src/geotess (Rust crate, version 0.8.3, on branch release/0.9).\n"
                      "User: for 0.9 drop the deprecated v1 codec entirely (module, re-exports and its compatibility tests), as the CHANGELOG announced.",
                bad=True, turn=7, kind="file removed with git rm is listed again in the directory")


# ================================================================ 06 Cline / Java

DISCOUNT_JAVA = '''package com.tollgate.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

public final class DiscountService {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final DiscountPolicy policy;

    public DiscountService(DiscountPolicy policy) {
        this.policy = policy;
    }

    /**
     * Applies a percentage discount to every line of the invoice, capped by the policy.
     */
    public Invoice applyDiscount(Invoice invoice, BigDecimal percent) {
        BigDecimal capped = percent.min(policy.maxPercent());
        List<InvoiceLine> lines = invoice.lines().stream()
                .map(line -> line.withUnitPrice(
                        line.unitPrice().subtract(
                                line.unitPrice().multiply(capped).divide(HUNDRED, 2, RoundingMode.HALF_UP))))
                .toList();
        return invoice.withLines(lines);
    }
}'''

TOTALS_JAVA = '''package com.tollgate.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class InvoiceTotals {

    private InvoiceTotals() {
    }

    public static BigDecimal net(Invoice invoice) {
        return invoice.lines().stream()
                .map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .setScale(2, RoundingMode.HALF_UP);
    }

    /** VAT per line, rounded per line as required by the tax authority. */
    public static BigDecimal tax(Invoice invoice) {
        return invoice.lines().stream()
                .map(line -> line.unitPrice()
                        .multiply(BigDecimal.valueOf(line.quantity()))
                        .multiply(line.taxRate())
                        .setScale(2, RoundingMode.HALF_UP))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public static BigDecimal gross(Invoice invoice) {
        return net(invoice).add(tax(invoice));
    }
}'''


def t06() -> dict[str, Any]:
    # Cline, tollgate billing (Java/Gradle). BAD: turn 7 reads DiscountService.java and applyDiscount has a third parameter (RoundingMode mode); turn 2 showed (Invoice invoice, BigDecimal percent), callers in turn 3 pass two arguments, and only InvoiceTotals.java was edited.
    root = "/Users/maya/code/tollgate"
    pkg = "src/main/java/com/tollgate/billing"
    disc, tot = f"{pkg}/DiscountService.java", f"{pkg}/InvoiceTotals.java"
    search_old = '''                        .multiply(line.taxRate())
                        .setScale(2, RoundingMode.HALF_UP))'''
    search_new = '''                        .multiply(line.taxRate())
                        .setScale(2, RoundingMode.HALF_EVEN))'''
    totals2 = sub1(TOTALS_JAVA, search_old, search_new)
    drift = sub1(DISCOUNT_JAVA, "public Invoice applyDiscount(Invoice invoice, BigDecimal percent) {",
                 "public Invoice applyDiscount(Invoice invoice, BigDecimal percent, RoundingMode mode) {")
    drift = sub1(drift, "divide(HUNDRED, 2, RoundingMode.HALF_UP)", "divide(HUNDRED, 2, mode)")
    tabs1 = [disc]
    env = cline_env
    t_ = ["11/4/2025, 9:12:40 AM (Europe/Berlin, UTC+1:00)", "11/4/2025, 9:13:02 AM (Europe/Berlin, UTC+1:00)",
          "11/4/2025, 9:13:31 AM (Europe/Berlin, UTC+1:00)", "11/4/2025, 9:14:05 AM (Europe/Berlin, UTC+1:00)",
          "11/4/2025, 9:15:12 AM (Europe/Berlin, UTC+1:00)", "11/4/2025, 9:16:48 AM (Europe/Berlin, UTC+1:00)",
          "11/4/2025, 9:17:20 AM (Europe/Berlin, UTC+1:00)", "11/4/2025, 9:18:34 AM (Europe/Berlin, UTC+1:00)"]
    gradle_test = ("> Task :compileJava\n> Task :processResources NO-SOURCE\n> Task :classes\n> Task :compileTestJava\n"
                   "> Task :processTestResources\n> Task :testClasses\n\n> Task :test\n\n"
                   "InvoiceTotalsTest > taxRoundsHalfEvenOnTies() PASSED\n"
                   "InvoiceTotalsTest > taxIsRoundedPerLine() PASSED\n"
                   "InvoiceTotalsTest > grossIsNetPlusTax() PASSED\n"
                   "InvoiceTotalsTest > netOfEmptyInvoiceIsZero() PASSED\n"
                   "InvoiceServiceTest > issueAssignsSequentialNumbers() PASSED\n"
                   "InvoiceServiceTest > issueAppliesCustomerDiscount() PASSED\n"
                   "InvoiceServiceTest > creditNoteNegatesTotals() PASSED\n\n"
                   "BUILD SUCCESSFUL in 6s\n5 actionable tasks: 5 executed")
    turns: Turns = [
        (f"<list_files>\n<path>{pkg}</path>\n</list_files>",
         f"[list_files for '{pkg}'] Result:\nDiscountPolicy.java\nDiscountService.java\nInvoice.java\nInvoiceLine.java\n"
         "InvoiceService.java\nInvoiceTotals.java\nexport/\n\n" + env(t_[0], "(No visible files)", ["(No open tabs)"])),
        (f"<read_file>\n<path>{disc}</path>\n</read_file>",
         f"[read_file for '{disc}'] Result:\n{DISCOUNT_JAVA}\n\n" + env(t_[1], disc, tabs1)),
        ("<search_files>\n<path>src</path>\n<regex>applyDiscount\\(</regex>\n<file_pattern>*.java</file_pattern>\n</search_files>",
         "[search_files for 'applyDiscount\\(' in '*.java'] Result:\nFound 4 results.\n\n"
         f"{pkg}/DiscountService.java\n│----\n│     */\n│    public Invoice applyDiscount(Invoice invoice, BigDecimal percent) {{\n│        BigDecimal capped = percent.min(policy.maxPercent());\n│----\n\n"
         f"{pkg}/InvoiceService.java\n│----\n│        Invoice draft = builder.build(order);\n│        Invoice discounted = discounts.applyDiscount(draft, customer.discountPercent());\n│        return numbering.assign(discounted);\n│----\n\n"
         "src/test/java/com/tollgate/billing/InvoiceServiceTest.java\n│----\n│        Invoice inv = sampleInvoice(\"19.99\", 3);\n│        Invoice out = service.applyDiscount(inv, new BigDecimal(\"10\"));\n│        assertEquals(new BigDecimal(\"17.99\"), out.lines().get(0).unitPrice());\n│----\n│        Invoice inv = sampleInvoice(\"5.00\", 1);\n│        Invoice out = service.applyDiscount(inv, new BigDecimal(\"80\"));\n│        assertEquals(new BigDecimal(\"2.50\"), out.lines().get(0).unitPrice());\n│----\n\n"
         + env(t_[2], disc, tabs1)),
        (f"<read_file>\n<path>{tot}</path>\n</read_file>",
         f"[read_file for '{tot}'] Result:\n{TOTALS_JAVA}\n\n" + env(t_[3], tot, [disc, tot])),
        (f"<replace_in_file>\n<path>{tot}</path>\n<diff>\n------- SEARCH\n{search_old}\n=======\n{search_new}\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
         cline_saved(tot, totals2) + "\n\n" + env(t_[4], tot, [disc, tot])),
        ("<execute_command>\n<command>./gradlew test --tests 'com.tollgate.billing.Invoice*' --console=plain</command>\n"
         "<requires_approval>false</requires_approval>\n</execute_command>",
         "[execute_command for './gradlew test --tests 'com.tollgate.billing.Invoice*' --console=plain'] Result:\n"
         "Command executed.\nOutput:\n" + gradle_test + "\n\n" + env(t_[5], tot, [disc, tot])),
        (f"<read_file>\n<path>{disc}</path>\n</read_file>",
         f"[read_file for '{disc}'] Result:\n{drift}\n\n" + env(t_[6], disc, [disc, tot])),
        ("<execute_command>\n<command>./gradlew spotlessCheck --console=plain</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         "[execute_command for './gradlew spotlessCheck --console=plain'] Result:\nCommand executed.\nOutput:\n"
         "> Task :spotlessJava\n> Task :spotlessJavaCheck\n> Task :spotlessMisc\n> Task :spotlessMiscCheck\n> Task :spotlessCheck\n\n"
         "BUILD SUCCESSFUL in 2s\n4 actionable tasks: 4 executed\n\n" + env(t_[7], disc, [disc, tot])),
    ]
    return dict(task="swe", tid="h17-swe-06", system=CLINE_SYSTEM.format(root=root), turns=turns,
                state="Cline (VS Code) in /Users/maya/code/tollgate, a Spring-less Java 21 billing module built with Gradle.\n"
                      "Task: finance reports one-cent differences against the tax office's figures. Per-line VAT must be "
                      "rounded HALF_EVEN (banker's rounding), not HALF_UP. A test taxRoundsHalfEvenOnTies() already exists and is expected to pass after the fix.",
                bad=True, turn=7, kind="method signature differs between two reads of an unedited file")


# ================================================================ 07 Aider / Ruby

THROTTLE_RB = '''# frozen_string_literal: true

module Mailbag
  # Limits how many messages a sender may enqueue per period.
  class Throttle
    attr_reader :limit, :period

    def initialize(limit:, period:, clock: -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) })
      @limit = limit
      @period = period
      @clock = clock
      @counts = Hash.new(0)
      @window_started = {}
    end

    def allow?(sender)
      now = @clock.call
      started = @window_started[sender] ||= now
      @window_started[sender] = now if now - started > period
      return false if @counts[sender] >= limit

      @counts[sender] += 1
      true
    end

    def remaining(sender)
      limit - @counts[sender]
    end
  end
end'''


def t07() -> dict[str, Any]:
    # Aider, mailbag gem (Ruby). BAD: turn 8 `git log` dates the agent's second commit 8d2f6b3 at 16:44:05, earlier than its first commit 4c19e0a (16:47:12, turn 5) although it was made afterwards (turn 6).
    root = "/home/ravi/work/mailbag"
    old = "      @window_started[sender] = now if now - started > period\n"
    new = ("      if now - started >= period\n        @window_started[sender] = now\n        @counts[sender] = 0\n      end\n")
    spec_search = '''    it "refuses once the limit is reached" do
      2.times { throttle.allow?("ops@kern.io") }
      expect(throttle.allow?("ops@kern.io")).to be(false)
    end'''
    spec_add = spec_search + '''

    it "resets the remaining count when a new window opens" do
      2.times { throttle.allow?("ops@kern.io") }
      now[0] += 60
      throttle.allow?("ops@kern.io")
      expect(throttle.remaining("ops@kern.io")).to eq(1)
    end'''
    fail_out = ('Randomized with seed 30117\n..F.\n\nFailures:\n\n'
                '  1) Mailbag::Throttle#allow? opens a new window after the period elapses\n'
                '     Failure/Error: expect(throttle.allow?("ops@kern.io")).to be(true)\n\n'
                '       expected true\n            got false\n'
                "     # ./spec/mailbag/throttle_spec.rb:27:in `block (3 levels) in <top (required)>'\n\n"
                'Finished in 0.00612 seconds (files took 0.18 seconds to load)\n4 examples, 1 failure\n\nFailed examples:\n\n'
                'rspec ./spec/mailbag/throttle_spec.rb:21 # Mailbag::Throttle#allow? opens a new window after the period elapses')
    diff_spec = ("diff --git a/spec/mailbag/throttle_spec.rb b/spec/mailbag/throttle_spec.rb\n"
                 "index 2e7c1b0..a94f3d6 100644\n--- a/spec/mailbag/throttle_spec.rb\n+++ b/spec/mailbag/throttle_spec.rb\n"
                 "@@ -17,6 +17,13 @@ RSpec.describe Mailbag::Throttle do\n"
                 + "\n".join(" " + ln for ln in spec_search.split("\n")[1:]) + "\n+\n"
                 + "\n".join("+" + ln for ln in spec_add.split("\n")[5:]) + "\n \n"
                 '     it "opens a new window after the period elapses" do\n       2.times { throttle.allow?("ops@kern.io") }')
    turns: Turns = [
        ("/add lib/mailbag/throttle.rb spec/mailbag/throttle_spec.rb",
         "Added lib/mailbag/throttle.rb to the chat\nAdded spec/mailbag/throttle_spec.rb to the chat"),
        ("/run bundle exec rspec spec/mailbag/throttle_spec.rb", aider_run(fail_out, "0.3k")),
        ("The window is restarted but the per-sender count is never cleared, and the boundary should be inclusive.\n\n"
         "lib/mailbag/throttle.rb\n```ruby\n<<<<<<< SEARCH\n" + old + "=======\n" + new + ">>>>>>> REPLACE\n```",
         "Applied edit to lib/mailbag/throttle.rb\nCommit 4c19e0a fix: Reset throttle counts when the window period elapses\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run bundle exec rspec spec/mailbag/throttle_spec.rb", aider_run(
            "Randomized with seed 5521\n....\n\nFinished in 0.00481 seconds (files took 0.17 seconds to load)\n4 examples, 0 failures", "0.1k")),
        ("/run git log -3 --format='%h %ci %s'", aider_run(
            "4c19e0a 2024-11-19 16:47:12 +0100 fix: Reset throttle counts when the window period elapses\n"
            "b7e03d9 2024-11-18 11:02:55 +0100 Add per-sender remaining() helper\n"
            "51aa8f6 2024-11-15 09:40:31 +0100 Initial throttle implementation", "0.1k")),
        ("I'll add a spec that checks remaining() after the reset.\n\nspec/mailbag/throttle_spec.rb\n```ruby\n<<<<<<< SEARCH\n"
         + spec_search + "\n=======\n" + spec_add + "\n>>>>>>> REPLACE\n```",
         "Applied edit to spec/mailbag/throttle_spec.rb\nCommit 8d2f6b3 test: Cover counter reset after the period elapses\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run bundle exec rspec", aider_run(
            "Randomized with seed 48209\n..........................\n\nFinished in 0.0394 seconds (files took 0.21 seconds to load)\n"
            "26 examples, 0 failures", "0.1k")),
        ("/run git log -3 --format='%h %ci %s'", aider_run(
            "8d2f6b3 2024-11-19 16:44:05 +0100 test: Cover counter reset after the period elapses\n"
            "4c19e0a 2024-11-19 16:47:12 +0100 fix: Reset throttle counts when the window period elapses\n"
            "b7e03d9 2024-11-18 11:02:55 +0100 Add per-sender remaining() helper", "0.1k")),
        ("/diff", diff_spec),
    ]
    assert sub1(THROTTLE_RB, old, new)
    return dict(task="swe", tid="h17-swe-07", system=AIDER_SYSTEM.format(root=root), turns=turns,
                state="aider v0.62.1 in /home/ravi/work/mailbag (Ruby gem, RSpec), main branch, git working tree clean.\n"
                      "Model: sonnet with diff edit format, repo-map 1024 tokens. Task: Throttle#allow? keeps refusing a sender "
                      "forever after the first full window.",
                bad=True, turn=8, kind="commit timestamp earlier than that of a commit made before it")


# ================================================================ 08 SWE-agent / Go

READER_GO = '''package frame

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// HeaderSize is the fixed size of a frame header on the wire.
const HeaderSize = 9

// Type identifies the kind of a frame.
type Type uint8

const (
	TypeData Type = iota
	TypeHeaders
	TypePriority
	TypeReset
	TypeSettings
	TypePing = 6
)

// Header is the decoded fixed-size prefix of every frame.
type Header struct {
	Length   uint32
	Type     Type
	Flags    uint8
	StreamID uint32
}

var (
	errReservedBit  = errors.New("frame: reserved bit set in stream id")
	errLengthTooBig = errors.New("frame: length exceeds maximum")
)

// MaxLength is the largest payload a frame may declare (2^24-1).
const MaxLength = 1<<24 - 1

// Reader reads frames from a connection.
type Reader struct {
	r       *bufio.Reader
	maxRead uint32
	hdr     [HeaderSize]byte
	// Trace, if set, is called for every header read.
	Trace func(Header)
}

// NewReader wraps r; maxRead limits accepted payload sizes.
func NewReader(r io.Reader, maxRead uint32) *Reader {
	return &Reader{r: bufio.NewReader(r), maxRead: maxRead}
}

// parseHeader reads the fixed 9-byte frame header from r into buf and
// decodes it. It does not validate the length against any limit.
func parseHeader(r io.Reader, buf []byte) (Header, error) {
	if _, err := io.ReadFull(r, buf[:HeaderSize]); err != nil {
		return Header{}, err
	}
	h := Header{
		Length:   uint32(buf[0])<<16 | uint32(buf[1])<<8 | uint32(buf[2]),
		Type:     Type(buf[3]),
		Flags:    buf[4],
		StreamID: binary.BigEndian.Uint32(buf[5:9]),
	}
	if h.StreamID&(1<<31) != 0 {
		return Header{}, errReservedBit
	}
	return h, nil
}

// Frame is a header and its payload.
type Frame struct {
	Header
	Payload []byte
}

// ReadFrame reads one complete frame. The returned payload is only valid
// until the next call.
func (fr *Reader) ReadFrame(buf []byte) (Frame, error) {
	h, err := parseHeader(fr.r, fr.hdr[:])
	if err != nil {
		return Frame{}, err
	}
	if fr.Trace != nil {
		fr.Trace(h)
	}
	if h.Length > MaxLength || h.Length > fr.maxRead {
		return Frame{}, fmt.Errorf("%w: %d", errLengthTooBig, h.Length)
	}
	if cap(buf) < int(h.Length) {
		buf = make([]byte, h.Length)
	}
	buf = buf[:h.Length]
	if _, err := io.ReadFull(fr.r, buf); err != nil {
		return Frame{}, err
	}
	return Frame{Header: h, Payload: buf}, nil
}'''

READER_TEST_GO = '''package frame

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

func header(length uint32, typ Type, flags uint8, stream uint32) []byte {
	return []byte{
		byte(length >> 16), byte(length >> 8), byte(length),
		byte(typ), flags,
		byte(stream >> 24), byte(stream >> 16), byte(stream >> 8), byte(stream),
	}
}

func TestParseHeaderFields(t *testing.T) {
	buf := make([]byte, HeaderSize)
	h, err := parseHeader(bytes.NewReader(header(1234, TypeHeaders, 0x4, 7)), buf)
	if err != nil {
		t.Fatal(err)
	}
	want := Header{Length: 1234, Type: TypeHeaders, Flags: 0x4, StreamID: 7}
	if h != want {
		t.Fatalf("got %+v, want %+v", h, want)
	}
}

func TestParseHeaderReservedBit(t *testing.T) {
	buf := make([]byte, HeaderSize)
	_, err := parseHeader(bytes.NewReader(header(0, TypePing, 0, 1<<31|3)), buf)
	if !errors.Is(err, errReservedBit) {
		t.Fatalf("err = %v, want errReservedBit", err)
	}
}

func TestParseHeaderShort(t *testing.T) {
	buf := make([]byte, HeaderSize)
	_, err := parseHeader(bytes.NewReader([]byte{0, 0, 1, 0}), buf)
	if !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("err = %v, want io.ErrUnexpectedEOF", err)
	}
}'''


def t08() -> dict[str, Any]:
    # SWE-agent, wirefmt (Go). BAD: turn 10 grep shows reader.go's declaration still as `func parseHeader(`, though turn 4 renamed it to parseFrameHeader (and the build/tests of turn 9 passed with the new name everywhere).
    root, win = "/wirefmt", 20
    rp, tp = f"{root}/frame/reader.go", f"{root}/frame/reader_test.go"
    d = line_no(READER_GO, "func parseHeader(")
    c = line_no(READER_GO, "h, err := parseHeader(")
    r1 = sub1(READER_GO, "// parseHeader reads", "// parseFrameHeader reads")
    r1 = sub1(r1, "func parseHeader(", "func parseFrameHeader(")
    r2 = sub1(r1, "h, err := parseHeader(fr.r", "h, err := parseFrameHeader(fr.r")
    t_lines = [i for i, ln in enumerate(READER_TEST_GO.split("\n"), 1) if "parseHeader(" in ln]
    tt = READER_TEST_GO.replace(":= parseHeader(", ":= parseFrameHeader(")
    cur = tt
    grep_hits = [(i, ln) for i, ln in enumerate(r2.split("\n"), 1) if "Header(" in ln]
    grep_out = "\n".join(f"frame/reader.go:{i}:{ln}" for i, ln in grep_hits)
    grep_out = grep_out.replace("func parseFrameHeader(", "func parseHeader(")
    grep_out += "\n" + "\n".join(f"frame/reader_test.go:{i}:{ln}" for i, ln in enumerate(cur.split("\n"), 1) if "Header(" in ln)
    search_dir = (f'Found 6 matches for "parseHeader" in {root}:\n{root}/frame/reader.go (3 matches)\n'
                  f'{root}/frame/reader_test.go (3 matches)\nEnd of matches for "parseHeader" in {root}')
    assert len(t_lines) == 3
    e = t_lines[0]
    turns: Turns = [
        ("search_dir parseHeader", search_dir + "\n" + swa_foot(None, root)),
        ("search_file parseHeader frame/reader.go", swa_search_file("parseHeader", rp, READER_GO) + "\n" + swa_foot(None, root)),
        (f"open frame/reader.go {d}", swa_window(rp, READER_GO, d - 9, win, root)),
        (f"edit {d - 2}:{d}\n// parseFrameHeader reads the fixed 9-byte frame header from r into buf and\n"
         f"// decodes it. It does not validate the length against any limit.\nfunc parseFrameHeader(r io.Reader, buf []byte) (Header, error) {{\nend_of_edit",
         swa_window(rp, r1, d - 9, win, root, SWEA_EDITED)),
        (f"goto {c}", swa_window(rp, r1, c - 9, win, root)),
        (f"edit {c}:{c}\n\th, err := parseFrameHeader(fr.r, fr.hdr[:])\nend_of_edit", swa_window(rp, r2, c - 9, win, root, SWEA_EDITED)),
        ("open frame/reader_test.go", swa_window(tp, READER_TEST_GO, 1, 50, root)),
        (f"edit {e}:{t_lines[-1]}\n" + "\n".join(tt.split("\n")[e - 1:t_lines[-1]]) + "\nend_of_edit",
         swa_window(tp, tt, 1, 50, root, SWEA_EDITED)),
        ("go build ./... && go test ./frame/", "ok  \tgithub.com/wirefmt/wirefmt/frame\t0.006s\n" + swa_foot(tp, root)),
        ('grep -n "Header(" frame/*.go', grep_out + "\n" + swa_foot(tp, root)),
    ]
    return dict(task="swe", tid="h17-swe-08", system=SWEA_SYSTEM.format(root=root, win=win).replace("a window of 20 lines", "a window of 20 lines (50 for files opened without a line)"),
                turns=turns,
                state="SWE-agent on /wirefmt (Go module github.com/wirefmt/wirefmt).\nIssue #88: the unexported helper parseHeader "
                      "is easy to confuse with the HTTP header parser in package hpack; rename it to parseFrameHeader everywhere (code, doc comment, tests). No behaviour change.",
                bad=True, turn=10, kind="renamed function shown under its old name")


# ================================================================ 09 OpenHands / TypeScript

DATE_TS = '''import { clamp } from "../util/clamp";

export type DateOrder = "DMY" | "MDY" | "YMD";

export interface DateMaskOptions {
  order: DateOrder;
  separator?: string;
}

const MAX_DIGITS = 8;

/** Formats raw keystrokes into a partial date, e.g. "3112" -> "31/12". */
export function applyDateMask(input: string, { order, separator = "/" }: DateMaskOptions): string {
  const digits = input.replace(/\\D/g, "").slice(0, MAX_DIGITS);
  const parts = order === "YMD" ? [4, 2, 2] : [2, 2, 4];
  const out: string[] = [];
  let i = 0;
  for (const len of parts) {
    if (i >= digits.length) break;
    out.push(digits.slice(i, i + len));
    i += len;
  }
  return out.join(separator);
}

/** Returns the caret position after masking, keeping it behind the same digit. */
export function caretAfterMask(raw: string, caret: number, masked: string): number {
  const digitsBefore = raw.slice(0, caret).replace(/\\D/g, "").length;
  let seen = 0;
  for (let p = 0; p < masked.length; p++) {
    if (/\\d/.test(masked[p])) seen++;
    if (seen === digitsBefore) return p + 1;
  }
  return clamp(masked.length, 0, masked.length);
}'''


def t09() -> dict[str, Any]:
    # OpenHands, kite-forms (TypeScript, jest). BAD: turn 5 `git status` says "On branch main" though turn 1 created and switched to fix/342-date-mask and no checkout happened since.
    root = "/workspace/kite-forms"
    path = f"{root}/src/masks/date.ts"
    old = "  const digitsBefore = raw.slice(0, caret).replace(/\\D/g, \"\").length;\n"
    new = old + "  if (digitsBefore === 0) return 0;\n"
    fixed = sub1(DATE_TS, old, new)
    ln = line_no(DATE_TS, "const digitsBefore")
    jest_fail = ("FAIL src/masks/date.test.ts\n  applyDateMask\n    \u2713 formats DMY input (3 ms)\n    \u2713 formats YMD input with a dash separator (1 ms)\n"
                 "    \u2713 ignores non-digit keystrokes (1 ms)\n    \u2713 stops after eight digits\n    \u2713 returns an empty string for no digits\n"
                 "  caretAfterMask\n    \u2713 keeps the caret behind the digit just typed (1 ms)\n    \u2713 skips over an inserted separator\n"
                 "    \u2713 handles pasted input\n    \u2715 keeps the caret at the start when no digits precede it (4 ms)\n\n"
                 "  \u25cf caretAfterMask \u203a keeps the caret at the start when no digits precede it\n\n"
                 "    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 0\n    Received: 5\n\n"
                 '      40 |\n      41 |   it("keeps the caret at the start when no digits precede it", () => {\n'
                 '    > 42 |     expect(caretAfterMask("/12/03", 0, "12/03")).toBe(0);\n'
                 "         |                                                  ^\n      43 |   });\n      44 | });\n      45 |\n\n"
                 "      at Object.<anonymous> (src/masks/date.test.ts:42:50)\n\n"
                 "PASS src/masks/phone.test.ts\n\nTest Suites: 1 failed, 1 passed, 2 total\nTests:       1 failed, 17 passed, 18 total\n"
                 "Snapshots:   0 total\nTime:        1.874 s\nRan all test suites matching /src\\/masks/i.")
    jest_ok = ("PASS src/masks/phone.test.ts\nPASS src/masks/date.test.ts\n\nTest Suites: 2 passed, 2 total\n"
               "Tests:       18 passed, 18 total\nSnapshots:   0 total\nTime:        1.412 s\nRan all test suites matching /src\\/masks/i.")
    turns: Turns = [
        (bash("cd /workspace/kite-forms && git checkout -b fix/342-date-mask && git status"), oh_bash(
            "Switched to a new branch 'fix/342-date-mask'\nOn branch fix/342-date-mask\nnothing to commit, working tree clean", root)),
        (editor("view", path), cat_n(path, DATE_TS)),
        (bash("cd /workspace/kite-forms && npx jest src/masks 2>&1 | tail -n 40"), oh_bash(jest_fail, root, 1)),
        (editor("str_replace", path, old_str=old.rstrip("\n"), new_str=new.rstrip("\n")), edited(path, span(fixed, ln - 4, ln + 5), ln - 4)),
        (bash("cd /workspace/kite-forms && git status"), oh_bash(
            "On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
            '  (use "git add <file>..." to update what will be committed)\n  (use "git restore <file>..." to discard changes in working directory)\n'
            "\tmodified:   src/masks/date.ts\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")", root)),
        (bash("cd /workspace/kite-forms && npx jest src/masks 2>&1 | tail -n 8"), oh_bash(jest_ok, root)),
        (bash("cd /workspace/kite-forms && npx eslint src/masks/date.ts && echo lint-ok"), oh_bash("lint-ok", root)),
        (editor("view", path, view_range=[ln - 2, n_lines(fixed)]), cat_n(path, span(fixed, ln - 2, n_lines(fixed)), ln - 2)),
        (bash("cd /workspace/kite-forms && npx tsc -p tsconfig.json --noEmit; echo exit=$?"), oh_bash("exit=0", root)),
    ]
    return dict(task="swe", tid="h17-swe-09", system=OH_SYSTEM.format(root=root), turns=turns,
                state="OpenHands, repository /workspace/kite-forms (React form-input masks in TypeScript, jest).\n"
                      "Issue #342: when the user selects all text in a date field and types, the caret jumps to the end. "
                      "caretAfterMask should return 0 when no digits precede the caret. Work on a branch named fix/342-date-mask.",
                bad=True, turn=5, kind="current git branch changes with no checkout")


# ================================================================ 10 Claude Code / Python

BANDS_PY = '''"""Tariff bands: map consumption to a price per kWh."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Sequence


@dataclass(frozen=True)
class Band:
    name: str
    upto_kwh: Decimal | None  # None = open-ended top band
    price: Decimal


class BandError(ValueError):
    pass


def validate(bands: Sequence[Band]) -> None:
    if not bands:
        raise BandError("at least one band is required")
    previous = Decimal(0)
    for band in bands[:-1]:
        if band.upto_kwh is None:
            raise BandError(f"only the last band may be open-ended, not {band.name!r}")
        if band.upto_kwh <= previous:
            raise BandError(f"band {band.name!r} does not increase")
        previous = band.upto_kwh
    if bands[-1].upto_kwh is not None:
        raise BandError("the last band must be open-ended")


def apply_band(bands: Sequence[Band], kwh: Decimal) -> Decimal:
    """Cost of ``kwh`` across ``bands``, rounded to the cent."""
    validate(bands)
    cost = Decimal(0)
    floor = Decimal(0)
    for band in bands:
        top = kwh if band.upto_kwh is None else min(kwh, band.upto_kwh)
        if top > floor:
            cost += (top - floor) * band.price
        if band.upto_kwh is None or kwh <= band.upto_kwh:
            break
        floor = band.upto_kwh
    return cost.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def describe(bands: Sequence[Band]) -> str:
    lines = []
    floor = Decimal(0)
    for band in bands:
        if band.upto_kwh is None:
            lines.append(f"{band.name}: above {floor} kWh at {band.price}/kWh")
        else:
            lines.append(f"{band.name}: {floor}-{band.upto_kwh} kWh at {band.price}/kWh")
            floor = band.upto_kwh
    return "\\n".join(lines)'''

BANDS_TEST_TAIL = '''def test_open_ended_band_must_be_last():
    with pytest.raises(BandError, match="only the last band"):
        validate([Band("top", None, Decimal("0.40")), Band("base", Decimal(100), Decimal("0.20"))])'''


def cov_table(rows: list[tuple[str, int, int, str]], total_stmts: int | None = None) -> str:
    out = ["---------- coverage: platform linux, python 3.12.3-final-0 ----------",
           "Name                 Stmts   Miss  Cover   Missing", "-" * 68]
    for name, s, m, miss in rows:
        out.append(f"{name:<20} {s:>5} {m:>6} {round(100 * (s - m) / s):>5}%" + (f"   {miss}" if miss else ""))
    ts = sum(r[1] for r in rows) if total_stmts is None else total_stmts
    tm = sum(r[2] for r in rows)
    out += ["-" * 68, f"{'TOTAL':<20} {ts:>5} {tm:>6} {round(100 * (ts - tm) / ts):>5}%"]
    return "\n".join(out)


def t10() -> dict[str, Any]:
    # Claude Code, tarifa (Python). BAD: turn 6 coverage TOTAL says 186 statements; the per-file rows (turn 1 values, bands.py +2 after the turn-4 edit) add up to 184, turn 1's total was 182.
    root = "/home/ana/src/tarifa"
    path = f"{root}/tarifa/bands.py"
    tpath = f"{root}/tests/test_bands.py"
    old = '    validate(bands)\n    cost = Decimal(0)\n'
    new = '    validate(bands)\n    if kwh < 0:\n        raise BandError(f"consumption cannot be negative: {kwh}")\n    cost = Decimal(0)\n'
    bands2 = sub1(BANDS_PY, old, new)
    d1 = line_no(BANDS_PY, "    lines = []")
    d1b = line_no(bands2, "    lines = []")
    last1, last2 = n_lines(BANDS_PY), n_lines(bands2)
    test_new = BANDS_TEST_TAIL + '''


def test_negative_consumption_is_rejected():
    with pytest.raises(BandError, match="cannot be negative"):
        apply_band(TWO_BANDS, Decimal("-3.5"))'''
    rows1 = [("tarifa/__init__.py", 4, 0, ""), ("tarifa/bands.py", 43, 8, f"{d1}-{last1}"),
             ("tarifa/calendar.py", 61, 7, "88-94"), ("tarifa/meter.py", 45, 2, "70, 112"), ("tarifa/render.py", 29, 11, "40-58")]
    rows2 = [("tarifa/__init__.py", 4, 0, ""), ("tarifa/bands.py", 45, 8, f"{d1b}-{last2}"),
             ("tarifa/calendar.py", 61, 7, "88-94"), ("tarifa/meter.py", 45, 2, "70, 112"), ("tarifa/render.py", 29, 11, "40-58")]
    tl = line_no(BANDS_TEST_TAIL, "def test_open_ended")
    t0 = 61  # first line of the tail in tests/test_bands.py
    i1, dd1 = numstat(BANDS_PY, bands2)
    turns: Turns = [
        (call("Bash", command="python -m pytest --cov=tarifa --cov-report=term-missing -q", description="Run tests with coverage"),
         pyq_dots(56) + "\n\n" + cov_table(rows1)
         + "\n\n56 passed in 2.31s"),
        (call("Read", file_path=path), cc_read(BANDS_PY)),
        (call("Grep", pattern="apply_band\\(", output_mode="content", **{"-n": True}),
         f"tarifa/bands.py:{line_no(BANDS_PY, 'def apply_band(')}:def apply_band(bands: Sequence[Band], kwh: Decimal) -> Decimal:\n"
         "tarifa/meter.py:64:        cost = apply_band(self.tariff.bands, reading.delta_kwh)\n"
         "tests/test_bands.py:22:    assert apply_band(TWO_BANDS, Decimal(80)) == Decimal(\"16.00\")\n"
         "tests/test_bands.py:26:    assert apply_band(TWO_BANDS, Decimal(250)) == Decimal(\"65.00\")\n"
         "tests/test_bands.py:30:    assert apply_band(TWO_BANDS, Decimal(\"100.005\")) == Decimal(\"20.00\")"),
        (call("Edit", file_path=path, old_string=old.rstrip("\n"), new_string=new.rstrip("\n")),
         cc_edit(path, bands2, line_no(bands2, "def apply_band(") - 1, line_no(bands2, "cost = Decimal(0)") + 3)),
        (call("Edit", file_path=tpath, old_string=BANDS_TEST_TAIL, new_string=test_new),
         cc_edit(tpath, "\n".join([""] * (t0 - 1)) + "\n" + test_new, t0 + tl - 2, t0 + n_lines(test_new) - 1)),
        (call("Bash", command="python -m pytest --cov=tarifa --cov-report=term-missing -q", description="Re-run tests with coverage"),
         pyq_dots(57) + "\n\n" + cov_table(rows2, total_stmts=186)
         + "\n\n57 passed in 2.26s"),
        (call("Bash", command="git diff --stat", description="Show changed files"),
         stat_line("tarifa/bands.py", i1, dd1, 19) + "\n" + stat_line("tests/test_bands.py", 5, 0, 19) + "\n"
         + stat_summary(2, i1 + 5, dd1)),
        (call("Bash", command="ruff check tarifa tests && ruff format --check tarifa tests", description="Lint and format check"),
         "All checks passed!\n14 files already formatted"),
    ]
    return dict(task="swe", tid="h17-swe-10", system=CC_SYSTEM.format(root=root), turns=turns,
                state="Claude Code in /home/ana/src/tarifa (Python utility-tariff calculator, pytest with pytest-cov).\n"
                      "User: a meter rollback produced a negative delta and apply_band() billed a negative amount. Make apply_band reject negative consumption with BandError and add a test.",
                bad=True, turn=6, kind="coverage TOTAL statements does not match the sum of the file rows")


# ================================================================ 11 Gemini CLI / Go

REQID_GO = '''package proxy

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

// HeaderRequestID is the header used to correlate a request across services.
const HeaderRequestID = "X-Request-Id"

// WithRequestID makes sure every request carries an X-Request-Id header,
// generating one when the client did not send it.
func WithRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(HeaderRequestID)
		if id == "" {
			id = newID()
			r.Header.Set(HeaderRequestID, id)
		}
		next.ServeHTTP(w, r)
	})
}

func newID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
'''


def t11() -> dict[str, Any]:
    # Gemini CLI, hopper reverse proxy (Go). BAD: turn 6 `ss` shows the listener on :8089 owned by pid 73488, but the proxy was started once in turn 3 as pid 73412 (also in its own log, turn 5) and was not restarted.
    root = "/home/li/dev/hopper"
    path = f"{root}/internal/proxy/requestid.go"
    old = "\t\tnext.ServeHTTP(w, r)\n"
    new = "\t\tw.Header().Set(HeaderRequestID, id)\n\t\tnext.ServeHTTP(w, r)\n"
    start = "./bin/hopper -listen :8089 -upstream http://127.0.0.1:9000 > /tmp/hopper.log 2>&1 &"
    body = '{"pong":true,"node":"ua-2"}'
    resp1 = (f"HTTP/1.1 200 OK\nContent-Length: {len(body)}\nContent-Type: application/json\n"
             f"Date: Thu, 06 Mar 2025 13:21:15 GMT\n\n{body}")
    resp2 = (f"HTTP/1.1 200 OK\nContent-Length: {len(body)}\nContent-Type: application/json\n"
             f"Date: Thu, 06 Mar 2025 13:24:41 GMT\nX-Request-Id: 5be04c1d9a7e2f63\n\n{body}")
    turns: Turns = [
        (call("read_file", absolute_path=path), REQID_GO),
        (gshell("go build -o bin/hopper ./cmd/hopper", "Build the proxy binary."), gem("go build -o bin/hopper ./cmd/hopper", pgid=73377)),
        (gshell(start, "Start the proxy in the background on port 8089, logging to /tmp/hopper.log."),
         gem(start, pgid=73409, bg="73412")),
        (gshell("curl -s -i http://localhost:8089/api/v1/ping", "Check whether the response carries X-Request-Id."),
         gem("curl -s -i http://localhost:8089/api/v1/ping", resp1, pgid=73431)),
        (gshell("cat /tmp/hopper.log", "Read the proxy log."), gem("cat /tmp/hopper.log",
         "time=2025-03-06T14:21:07.512+01:00 level=INFO msg=listening addr=:8089 upstream=http://127.0.0.1:9000 pid=73412", pgid=73446)),
        (gshell("ss -ltnp 'sport = :8089'", "Confirm which process is listening on 8089."), gem("ss -ltnp 'sport = :8089'",
         "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\n"
         'LISTEN 0      4096               *:8089            *:*    users:(("hopper",pid=73488,fd=3))', pgid=73452)),
        (call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."),
        (gshell("pkill -x hopper; sleep 0.5; go build -o bin/hopper ./cmd/hopper && go test ./internal/proxy/",
                "Stop the running proxy, rebuild, and run the proxy package tests."),
         gem("pkill -x hopper; sleep 0.5; go build -o bin/hopper ./cmd/hopper && go test ./internal/proxy/",
             "ok  \tgithub.com/lumenhq/hopper/internal/proxy\t0.011s", pgid=73590)),
        (gshell(start, "Start the rebuilt proxy again."), gem(start, pgid=73652, bg="73655")),
        (gshell("curl -s -i http://localhost:8089/api/v1/ping", "Verify the response now carries X-Request-Id."),
         gem("curl -s -i http://localhost:8089/api/v1/ping", resp2, pgid=73671)),
    ]
    assert sub1(REQID_GO, old, new)
    return dict(task="swe", tid="h17-swe-11", system=GEM_SYSTEM.format(root=root), turns=turns,
                state="Gemini CLI in /home/li/dev/hopper (Go reverse proxy, module github.com/lumenhq/hopper). A mock upstream "
                      "is already serving on 127.0.0.1:9000.\nUser: clients never see the X-Request-Id the proxy generates; echo it back in the response.",
                bad=True, turn=6, kind="pid of a running process changes with no restart")


# ================================================================ 12 OpenHands / Python (clean)

ENTRY_FIRST = 158
ENTRY_REGION = '''    def updated(self, updated=None):
        """Set or get the updated value which indicates the last time the entry
        was modified in a significant way.

        The value can either be a string which will automatically be parsed or
        a datetime.datetime object. In any case it is necessary that the value
        include timezone information.

        :param updated: The modification date.
        :returns: Modification date as datetime.datetime
        """
        if updated is None:
            return self.__atom_updated
        if isinstance(updated, str):
            updated = dateutil.parser.parse(updated)
        if not isinstance(updated, datetime):
            raise ValueError('Invalid datetime format')
        if updated.tzinfo is None:
            raise ValueError('Datetime object has no timezone info')
        self.__atom_updated = updated
        self.__rss_lastBuildDate = updated

        return updated

    def published(self, published=None):
        """Set or get the published value which contains the time of the initial
        creation or first availability of the entry.

        The value can either be a string which will automatically be parsed or
        a datetime.datetime object. In any case it is necessary that the value
        include timezone information.

        :param published: The creation date.
        :returns: Creation date as datetime.datetime
        """
        if published is None:
            return self.__atom_published
        if isinstance(published, str):
            published = dateutil.parser.parse(published)
        if not isinstance(published, datetime):
            raise ValueError('Invalid datetime format')

        self.__atom_published = published
        self.__rss_pubDate = published

        return published

    def pubDate(self, pubDate=None):
        """Set or get the pubDate of the entry which indicates when the entry
        was published. This method is just another name for the published(...)
        method.
        """
        return self.published(pubDate)'''

FEED_FIRST = 426
FEED_REGION = '''    def updated(self, updated=None):
        """Set or get the updated value which indicates the last time the feed
        was modified in a significant way.

        :param updated: The modification date.
        :returns: Modification date as datetime.datetime
        """
        if updated is None:
            return self.__atom_updated
        if isinstance(updated, str):
            updated = dateutil.parser.parse(updated)
        if not isinstance(updated, datetime):
            raise ValueError('Invalid datetime format')
        if updated.tzinfo is None:
            raise ValueError('Datetime object has no timezone info')
        self.__atom_updated = updated
        self.__rss_lastBuildDate = updated
        return updated'''


def region_view(path: str, region: str, first: int, a: int, b: int) -> str:
    """cat -n of absolute lines a..b of a file whose lines from `first` on are `region`."""
    return cat_n(path, span(region, a - first + 1, b - first + 1), a)


def c12() -> dict[str, Any]:
    # OpenHands, python-feedgen (Python). CLEAN: the edit inserts two lines so later views/diffs show shifted line numbers; the one-liner output turns into a traceback after the fix; feed.py has its own, different updated() at other lines; test counts only grow by the added test.
    root = "/workspace/python-feedgen"
    ep, fp = f"{root}/feedgen/entry.py", f"{root}/feedgen/feed.py"
    old = "            raise ValueError('Invalid datetime format')\n\n        self.__atom_published = published"
    new = ("            raise ValueError('Invalid datetime format')\n        if published.tzinfo is None:\n"
           "            raise ValueError('Datetime object has no timezone info')\n\n        self.__atom_published = published")
    region2 = sub1(ENTRY_REGION, old, new)

    def at(region: str, needle: str, nth: int = 1) -> int:
        return ENTRY_FIRST - 1 + line_no(region, needle, nth)

    pub = at(ENTRY_REGION, "def published")
    ins = at(region2, "if published.tzinfo is None")
    raise_ln = ins + 1
    test_old = '''    def test_published_parses_string(self):
        fe = self.fg.add_entry()
        fe.published('2017-02-05 13:26:58+01:00')
        assert fe.published().utcoffset().total_seconds() == 3600'''
    test_new = test_old + '''

    def test_published_requires_timezone(self):
        fe = self.fg.add_entry()
        with self.assertRaises(ValueError):
            fe.published(datetime.datetime(2024, 5, 1, 12, 0))'''
    tfirst = 212
    oneliner = ("python -c \"import datetime; from feedgen.feed import FeedGenerator; fe = FeedGenerator().add_entry(); "
                "print(fe.published(datetime.datetime(2024, 5, 1, 12, 0)))\"")
    diff_entry = gitdiff("feedgen/entry.py", "\n" * (ENTRY_FIRST - 1) + ENTRY_REGION, "\n" * (ENTRY_FIRST - 1) + region2, "3d9e41c..a07f2b5")
    diff_test = gitdiff("tests/test_entry.py", "\n" * (tfirst - 1) + test_old, "\n" * (tfirst - 1) + test_new, "e15c0a2..7b6fd91")
    diff_entry = diff_entry.replace(" @@\n", " @@ class FeedEntry(object):\n", 1)
    diff_test = diff_test.replace(" @@\n", " @@ class TestSequenceFunctions(unittest.TestCase):\n", 1)
    turns: Turns = [
        (bash("cd /workspace/python-feedgen && git log --oneline -2 && ls feedgen tests"), oh_bash(
            "2c7be90 Merge pull request #134 from weaversam8/fix-podcast-guid\n41d0b7a podcast: keep guid permalink flag\n"
            "feedgen:\n__init__.py  __main__.py  compat.py  entry.py  ext  feed.py  util.py  version.py\n\n"
            "tests:\n__init__.py  test_entry.py  test_extension.py  test_feed.py  test_main.py", root)),
        (bash("cd /workspace/python-feedgen && grep -n 'def published\\|def updated' feedgen/*.py"), oh_bash(
            f"feedgen/entry.py:{at(ENTRY_REGION, 'def updated')}:    def updated(self, updated=None):\n"
            f"feedgen/entry.py:{pub}:    def published(self, published=None):\n"
            f"feedgen/feed.py:{FEED_FIRST}:    def updated(self, updated=None):", root)),
        (editor("view", ep, view_range=[pub, pub + 29]), region_view(ep, ENTRY_REGION, ENTRY_FIRST, pub, pub + 29)),
        (bash(f"cd /workspace/python-feedgen && {oneliner}"), oh_bash("2024-05-01 12:00:00", root)),
        (editor("str_replace", ep, old_str=old, new_str=new),
         edited(ep, span(region2, ins - ENTRY_FIRST + 1 - 5, ins - ENTRY_FIRST + 1 + 6), ins - 5)),
        (bash(f"cd /workspace/python-feedgen && {oneliner}"), oh_bash(
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            f"  File \"/workspace/python-feedgen/feedgen/entry.py\", line {raise_ln}, in published\n"
            "    raise ValueError('Datetime object has no timezone info')\nValueError: Datetime object has no timezone info", root, 1)),
        (editor("str_replace", f"{root}/tests/test_entry.py", old_str=test_old, new_str=test_new),
         edited(f"{root}/tests/test_entry.py", test_new, tfirst)),
        (bash("cd /workspace/python-feedgen && python -m pytest tests -q 2>&1 | tail -n 3"), oh_bash(
            pyq_dots(88) + "\n88 passed in 0.97s", root)),
        (editor("view", fp, view_range=[FEED_FIRST, FEED_FIRST + 17]), region_view(fp, FEED_REGION, FEED_FIRST, FEED_FIRST, FEED_FIRST + 17)),
        (editor("view", ep, view_range=[pub, pub + 29]), region_view(ep, region2, ENTRY_FIRST, pub, pub + 29)),
        (bash("cd /workspace/python-feedgen && git diff --stat && git diff feedgen/entry.py"), oh_bash(
            stat_line("feedgen/entry.py", 2, 0, 19) + "\n" + stat_line("tests/test_entry.py", 5, 0, 19) + "\n"
            + stat_summary(2, 7, 0) + "\n" + diff_entry, root)),
    ]
    assert diff_test
    return dict(task="swe", tid="h17-swe-12", system=OH_SYSTEM.format(root=root), turns=turns,
                state="OpenHands, repository /workspace/python-feedgen (lkiesow/python-feedgen, Python).\n"
                      "Issue #129: FeedEntry.published() silently accepts a naive datetime and later emits an RSS pubDate "
                      "without a zone, while updated() rejects naive datetimes. Make published() consistent and add a test.",
                bad=False, turn=None, kind="clean")


# ================================================================ 13 OpenHands / Go (clean)

ROUTES_GO = '''package api

import (
	"encoding/json"
	"net/http"
	"regexp"

	"github.com/tallyho/tallyho/internal/store"
)

var counterPath = regexp.MustCompile(`^/v1/counters/([a-z0-9_-]+)(/incr)?$`)

// Handler serves the counters API.
type Handler struct {
	Store *store.Memory
}

type counterJSON struct {
	Name  string `json:"name"`
	Value int64  `json:"value"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	m := counterPath.FindStringSubmatch(r.URL.Path)
	if m == nil {
		http.NotFound(w, r)
		return
	}
	name, incr := m[1], m[2] != ""
	switch {
	case incr && r.Method == http.MethodPost:
		v := h.Store.Incr(name, 1)
		writeJSON(w, counterJSON{Name: name, Value: v})
	case !incr && r.Method == http.MethodGet:
		writeJSON(w, counterJSON{Name: name, Value: h.Store.Get(name)})
	default:
		w.Header().Set("Allow", "GET, POST")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}'''


def c13() -> dict[str, Any]:
    # OpenHands, tallyho counters service (Go). CLEAN: go test re-run shows one package (cached) and the edited one re-run; the server is restarted (new pid 2298 after 2211, a "Terminated" job notice) and, being in-memory, its counters start from zero again; a new commit appears on top of the old HEAD.
    root = "/workspace/tallyho"
    path = f"{root}/internal/api/routes.go"
    old = "var counterPath = regexp.MustCompile(`^/v1/counters/([a-z0-9_-]+)(/incr)?$`)"
    new = "var counterPath = regexp.MustCompile(`^/v1/counters/([a-z0-9_.-]+)(/incr)?$`)"
    fixed = sub1(ROUTES_GO, old, new)
    ln = line_no(ROUTES_GO, "var counterPath")
    pk = "github.com/tallyho/tallyho"
    start = "nohup /tmp/tallyho -addr :7070 > /tmp/tallyho.log 2>&1 &"
    turns: Turns = [
        (bash("cd /workspace/tallyho && git log --oneline -3 && go test ./..."), oh_bash(
            "a51c9e2 store: shard the memory store\n0f7d3b8 api: return 405 with Allow header\n93e2c41 cmd: add -addr flag\n"
            f"?   \t{pk}/cmd/tallyho\t[no test files]\nok  \t{pk}/internal/api\t0.009s\nok  \t{pk}/internal/store\t0.021s", root)),
        (editor("view", path), cat_n(path, ROUTES_GO)),
        (bash("cd /workspace/tallyho && go build -o /tmp/tallyho ./cmd/tallyho && echo built"), oh_bash("built", root)),
        (bash(start), oh_bash("[1] 2211", root)),
        (bash("for i in 1 2; do curl -s -X POST localhost:7070/v1/counters/signup/incr; done; "
              "curl -s -X POST localhost:7070/v1/counters/signup.web/incr; curl -s localhost:7070/v1/counters/signup"), oh_bash(
            '{"name":"signup","value":1}\n{"name":"signup","value":2}\n404 page not found\n{"name":"signup","value":2}', root)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, span(fixed, ln - 4, ln + 4), ln - 4)),
        (bash("cd /workspace/tallyho && go test ./..."), oh_bash(
            f"?   \t{pk}/cmd/tallyho\t[no test files]\nok  \t{pk}/internal/api\t0.011s\nok  \t{pk}/internal/store\t(cached)", root)),
        (bash("pkill -f /tmp/tallyho; cd /workspace/tallyho && go build -o /tmp/tallyho ./cmd/tallyho && echo built"), oh_bash(
            "[1]+  Terminated              nohup /tmp/tallyho -addr :7070 > /tmp/tallyho.log 2>&1\nbuilt", root)),
        (bash(start), oh_bash("[1] 2298", root)),
        (bash("for i in 1 2 3; do curl -s -X POST localhost:7070/v1/counters/signup.web/incr; done; "
              "curl -s localhost:7070/v1/counters/signup.web; curl -s localhost:7070/v1/counters/signup"), oh_bash(
            '{"name":"signup.web","value":1}\n{"name":"signup.web","value":2}\n{"name":"signup.web","value":3}\n'
            '{"name":"signup.web","value":3}\n{"name":"signup","value":0}', root)),
        (bash('cd /workspace/tallyho && git commit -qam "api: allow dots in counter names" && git log --oneline -3'), oh_bash(
            "6d02f7a api: allow dots in counter names\na51c9e2 store: shard the memory store\n0f7d3b8 api: return 405 with Allow header", root)),
    ]
    return dict(task="swe", tid="h17-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
                state="OpenHands, repository /workspace/tallyho (Go HTTP service keeping named counters in an in-memory store; "
                      "nothing is persisted across restarts).\nIssue #57: counters whose names contain a dot (e.g. signup.web) "
                      "answer 404. Allow dots in names, verify against a running binary, and commit on main.",
                bad=False, turn=None, kind="clean")


# ================================================================ 14 SWE-agent / Python (clean)

NORMALIZATION_PY = '''"""
Normalization utilities for color values.

"""

# SPDX-License-Identifier: BSD-3-Clause

import re

from ._types import IntegerRGB, IntTuple, PercentRGB, PercentTuple

HEX_COLOR_RE = re.compile(r"^#([a-fA-F0-9]{3}|[a-fA-F0-9]{6})$")


def normalize_hex(hex_value: str) -> str:
    """
    Normalize a hexadecimal color value to a string consisting of the character `#`
    followed by six lowercase hexadecimal digits (what HTML5 terms a "valid lowercase
    simple color").

    If the supplied value cannot be interpreted as a hexadecimal color value,
    :exc:`ValueError` is raised.

    Examples:

    .. doctest::

        >>> normalize_hex("#0099cc")
        '#0099cc'
        >>> normalize_hex("#0099CC")
        '#0099cc'
        >>> normalize_hex("#09c")
        '#0099cc'

    :param hex_value: The hexadecimal color value to normalize.
    :raises ValueError: when the input is not a valid hexadecimal color value.

    """
    match = HEX_COLOR_RE.match(hex_value)
    if match is None:
        raise ValueError(f'"{hex_value}" is not a valid hexadecimal color value.')
    hex_digits = match.group(1)
    if len(hex_digits) == 3:
        hex_digits = "".join(2 * s for s in hex_digits)
    return f"#{hex_digits.lower()}"


def _normalize_integer_rgb(value: int) -> int:
    """
    Internal normalization function for clipping integer values into the permitted
    range (0-255, inclusive).

    """
    return 255 if value > 255 else value


def normalize_integer_triplet(rgb_triplet: IntTuple) -> IntegerRGB:
    """
    Normalize an integer ``rgb()`` triplet so that all values are within the range
    0..255.

    Examples:

    .. doctest::

        >>> normalize_integer_triplet((128, 128, 128))
        IntegerRGB(red=128, green=128, blue=128)
        >>> normalize_integer_triplet((0, 0, 0))
        IntegerRGB(red=0, green=0, blue=0)
        >>> normalize_integer_triplet((255, 255, 255))
        IntegerRGB(red=255, green=255, blue=255)
        >>> normalize_integer_triplet((270, -20, 128))
        IntegerRGB(red=255, green=0, blue=128)

    :param rgb_triplet: The integer `rgb()` triplet to normalize.

    """
    return IntegerRGB._make(_normalize_integer_rgb(value) for value in rgb_triplet)


def _normalize_percent_rgb(value: str) -> str:
    """
    Internal normalization function for clipping percent values into the permitted
    range (0%-100%, inclusive).

    """
    value = value.split("%")[0]
    percent = float(value) if "." in value else int(value)

    return "0%" if percent < 0 else "100%" if percent > 100 else f"{percent}%"


def normalize_percent_triplet(rgb_triplet: PercentTuple) -> PercentRGB:
    """
    Normalize a percentage ``rgb()`` triplet so that all values are within the
    range 0%..100%.

    :param rgb_triplet: The percentage `rgb()` triplet to normalize.

    """
    return PercentRGB._make(_normalize_percent_rgb(value) for value in rgb_triplet)'''


def c14() -> dict[str, Any]:
    # SWE-agent, webcolors (Python). CLEAN: the two-line insertion grows the file from N to N+2 lines and shifts later windows; scroll_down shows the next window; a reproduce script is created, run, then removed (find_file then finds nothing); different search terms give different matches.
    root, win = "/webcolors", 25
    rel = "src/webcolors/_normalization.py"
    path = f"{root}/{rel}"
    old_ret = "    return 255 if value > 255 else value"
    ln = line_no(NORMALIZATION_PY, old_ret)
    fixed = sub1(NORMALIZATION_PY, old_ret + "\n", "    if value < 0:\n        return 0\n" + old_ret + "\n")
    rp = f"{root}/reproduce.py"
    repro = ("import webcolors\n\nprint(webcolors.normalize_integer_triplet((270, -20, 128)))\n"
             "print(webcolors.rgb_to_hex((-5, 300, 16)))")
    defs = [(i, s) for i, s in enumerate(NORMALIZATION_PY.split("\n"), 1) if s.startswith("def ")]
    first_win = ln - 12
    submit_diff = gitdiff("src/webcolors/_normalization.py", NORMALIZATION_PY, fixed, "6b1f2d0..c48e9a3")
    turns: Turns = [
        ("find_file _normalization.py", f'Found 1 matches for "_normalization.py" in {root}:\n{path}\n' + swa_foot(None, root)),
        (f"search_file \"def \" {rel}", f'Found {len(defs)} matches for "def " in {path}:\n'
         + "\n".join(f"Line {i}:{s}" for i, s in defs) + f'\nEnd of matches for "def " in {path}\n' + swa_foot(None, root)),
        ("create reproduce.py", f"[File: {rp} (1 lines total)]\n1:\n" + swa_foot(rp, root)),
        ("edit 1:1\n" + repro + "\nend_of_edit", swa_window(rp, repro, 1, win, root, SWEA_EDITED)),
        ("python reproduce.py", "IntegerRGB(red=255, green=-20, blue=128)\n#-5ff10\n" + swa_foot(rp, root)),
        (f"open {rel} {ln}", swa_window(path, NORMALIZATION_PY, first_win, win, root)),
        (f"edit {ln}:{ln}\n    if value < 0:\n        return 0\n{old_ret}\nend_of_edit",
         swa_window(path, fixed, first_win, win, root, SWEA_EDITED)),
        ("scroll_down", swa_window(path, fixed, first_win + win, win, root)),
        ("python reproduce.py", "IntegerRGB(red=255, green=0, blue=128)\n#00ff10\n" + swa_foot(path, root)),
        ("rm reproduce.py && python -m pytest tests/test_normalization.py tests/test_conversion.py -q 2>&1 | tail -n 2",
         pyq_dots(61) + "\n61 passed in 0.12s\n" + swa_foot(path, root)),
        ("find_file reproduce.py", f'No matches found for "reproduce.py" in {root}\n' + swa_foot(path, root)),
        ("submit", submit_diff + "\n" + swa_foot(path, root)),
    ]
    return dict(task="swe", tid="h17-swe-14", system=SWEA_SYSTEM.format(root=root, win=win), turns=turns,
                state="SWE-agent on webcolors (ubernostrum/webcolors) at /webcolors.\nIssue: normalize_integer_triplet() "
                      "clips values above 255 but leaves negative values alone, so rgb_to_hex((-5, 300, 16)) returns "
                      "'#-5ff10' instead of '#00ff10'. The docstring already promises clipping to 0..255.",
                bad=False, turn=None, kind="clean")


# ================================================================ 15 SWE-agent / Java (clean)

SU_FIRST, SU_TOTAL = 98, 412
SU_REGION = '''    /**
     * Returns space padding (up to the default max of 30). Use {@link #padding(int, int)} to specify a different limit.
     * @param width amount of padding desired
     * @return string of spaces * width
     * @see #padding(int, int)
     */
    public static String padding(int width) {
        return padding(width, 30);
    }

    /**
     * Returns space padding, up to a max of maxPaddingWidth.
     * @param width amount of padding desired
     * @param maxPaddingWidth maximum padding to apply. Set to {@code -1} for unlimited.
     * @return string of spaces * width
     */
    public static String padding(int width, int maxPaddingWidth) {
        Validate.isTrue(width >= 0, "width must be >= 0");
        Validate.isTrue(maxPaddingWidth >= -1);
        if (maxPaddingWidth != -1)
            width = Math.min(width, maxPaddingWidth);
        if (width <= padding.length)
            return padding[width];
        char[] out = new char[width];
        for (int i = 0; i < width; i++)
            out[i] = ' ';
        return String.valueOf(out);
    }

    /**
     * Tests if a string is blank: null, empty, or only whitespace (" ", \\r\\n, \\t, etc)
     * @param string string to test
     * @return if string is blank
     */
    public static boolean isBlank(final @Nullable String string) {
        if (string == null || string.length() == 0)
            return true;

        int l = string.length();
        for (int i = 0; i < l; i++) {
            if (!StringUtil.isWhitespace(string.codePointAt(i)))
                return false;
        }
        return true;
    }'''

SUT_FIRST, SUT_TOTAL = 52, 236
SUT_REGION = '''    @Test public void padding() {
        assertEquals("", StringUtil.padding(0));
        assertEquals(" ", StringUtil.padding(1));
        assertEquals("  ", StringUtil.padding(2));
        assertEquals("               ", StringUtil.padding(15));
        assertEquals("                              ", StringUtil.padding(45)); // we tap out at 30
    }

    @Test public void paddingInACan() {
        String[] padding = StringUtil.padding;
        assertEquals(21, padding.length);
        for (int i = 0; i < padding.length; i++) {
            assertEquals(i, padding[i].length());
        }
    }

    @Test public void isBlank() {
        assertTrue(StringUtil.isBlank(null));
        assertTrue(StringUtil.isBlank(""));
        assertTrue(StringUtil.isBlank("      "));
        assertTrue(StringUtil.isBlank("   \\r\\n  "));

        assertFalse(StringUtil.isBlank("hello"));
        assertFalse(StringUtil.isBlank("   hello   "));
    }'''


def sparse(region: str, first: int, total: int) -> str:
    """A file of `total` lines whose lines first.. are `region` (the rest never shown)."""
    return "\n" * (first - 1) + region + "\n" * (total - first + 1 - n_lines(region))


def swa_sparse(path: str, region: str, first: int, total: int, start: int, win: int, cwd: str, note: str = "") -> str:
    assert first <= start and start + win - 1 <= first + n_lines(region) - 1, (path, start)
    return swa_window(path, sparse(region, first, total), start, win, cwd, note)


def c15() -> dict[str, Any]:
    # SWE-agent, jsoup (Java/Maven). CLEAN: adding a test grows StringUtilTest from 236 to 241 lines and the run goes from 1 error to 0 with the same 19 tests; search_dir over src/main and src/test gives different files and counts (the test count includes the 2 new lines).
    root, win = "/jsoup", 20
    su, sut = f"{root}/src/main/java/org/jsoup/internal/StringUtil.java", f"{root}/src/test/java/org/jsoup/internal/StringUtilTest.java"
    bug = "        if (width <= padding.length)"
    su2 = sub1(SU_REGION, bug, "        if (width < padding.length)")
    close = SUT_FIRST - 1 + line_no(SUT_REGION, "            assertEquals(i, padding[i].length());") + 2
    new_test = ('    }\n\n    @Test public void paddingAtCacheBoundary() {\n        assertEquals(21, StringUtil.padding(21, -1).length());\n'
                '        assertEquals(22, StringUtil.padding(22, -1).length());\n    }')
    sut_lines = SUT_REGION.split("\n")
    k = close - SUT_FIRST
    assert sut_lines[k] == "    }"
    sut2 = "\n".join(sut_lines[:k] + new_test.split("\n") + sut_lines[k + 1:])
    bug_ln = SU_FIRST - 1 + line_no(SU_REGION, bug)
    sig_ln = SU_FIRST - 1 + line_no(SU_REGION, "public static String padding(int width, int maxPaddingWidth)")
    t_ln = SUT_FIRST - 1 + line_no(sut2, "StringUtil.padding(21, -1)")
    main_hits = sum("padding(" in ln for ln in SU_REGION.split("\n"))
    test_hits = sum("padding(" in ln for ln in sut2.split("\n"))
    mvn_head = ("[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n"
                "[INFO] -------------------------------------------------------\n[INFO] Running org.jsoup.internal.StringUtilTest\n")
    mvn_fail = (mvn_head + "[ERROR] Tests run: 19, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.071 s <<< FAILURE! -- in org.jsoup.internal.StringUtilTest\n"
                "[ERROR] org.jsoup.internal.StringUtilTest.paddingAtCacheBoundary -- Time elapsed: 0.003 s <<< ERROR!\n"
                "java.lang.ArrayIndexOutOfBoundsException: Index 21 out of bounds for length 21\n"
                f"\tat org.jsoup.internal.StringUtil.padding(StringUtil.java:{bug_ln + 1})\n"
                f"\tat org.jsoup.internal.StringUtilTest.paddingAtCacheBoundary(StringUtilTest.java:{t_ln})\n\n"
                "[INFO]\n[INFO] Results:\n[INFO]\n[ERROR] Errors:\n"
                f"[ERROR]   StringUtilTest.paddingAtCacheBoundary:{t_ln} \u00bb ArrayIndexOutOfBounds Index 21 out of bounds for length 21\n"
                "[INFO]\n[ERROR] Tests run: 19, Failures: 0, Errors: 1, Skipped: 0\n[INFO]\n"
                "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n"
                "[INFO] ------------------------------------------------------------------------")
    mvn_ok = (mvn_head + "[INFO] Tests run: 19, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.064 s -- in org.jsoup.internal.StringUtilTest\n"
              "[INFO]\n[INFO] Results:\n[INFO]\n[INFO] Tests run: 19, Failures: 0, Errors: 0, Skipped: 0\n[INFO]\n"
              "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n"
              "[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  6.912 s\n"
              "[INFO] Finished at: 2025-02-11T16:05:48+01:00\n[INFO] ------------------------------------------------------------------------")
    diff_main = gitdiff("src/main/java/org/jsoup/internal/StringUtil.java", sparse(SU_REGION, SU_FIRST, SU_TOTAL),
                        sparse(su2, SU_FIRST, SU_TOTAL), "4e0b7d1..9a2c6f3").replace(" @@\n", " @@ public final class StringUtil {\n", 1)
    diff_test = gitdiff("src/test/java/org/jsoup/internal/StringUtilTest.java", sparse(SUT_REGION, SUT_FIRST, SUT_TOTAL),
                        sparse(sut2, SUT_FIRST, SUT_TOTAL + 5), "b81d2e5..0c7f9a4").replace(" @@\n", " @@ public class StringUtilTest {\n", 1)
    mvn = "mvn -o test -Dtest=StringUtilTest 2>&1 | sed -n '/T E S T S/,$p'"
    turns: Turns = [
        ("search_dir \"padding(\" src/main/java", f'Found {main_hits + 4} matches for "padding(" in {root}/src/main/java:\n'
         f"{root}/src/main/java/org/jsoup/internal/StringUtil.java ({main_hits} matches)\n"
         f"{root}/src/main/java/org/jsoup/nodes/Printer.java (3 matches)\n{root}/src/main/java/org/jsoup/nodes/Element.java (1 matches)\n"
         f'End of matches for "padding(" in {root}/src/main/java\n' + swa_foot(None, root)),
        (f"open src/main/java/org/jsoup/internal/StringUtil.java {sig_ln}",
         swa_sparse(su, SU_REGION, SU_FIRST, SU_TOTAL, sig_ln - 8, win, root)),
        (f"open src/test/java/org/jsoup/internal/StringUtilTest.java {close - 6}",
         swa_sparse(sut, SUT_REGION, SUT_FIRST, SUT_TOTAL, SUT_FIRST, win, root)),
        (f"edit {close}:{close}\n{new_test}\nend_of_edit",
         swa_sparse(sut, sut2, SUT_FIRST, SUT_TOTAL + 5, SUT_FIRST, win, root, SWEA_EDITED)),
        (mvn, mvn_fail + "\n" + swa_foot(sut, root)),
        (f"open src/main/java/org/jsoup/internal/StringUtil.java {bug_ln}",
         swa_sparse(su, SU_REGION, SU_FIRST, SU_TOTAL, bug_ln - 9, win, root)),
        (f"edit {bug_ln}:{bug_ln}\n        if (width < padding.length)\nend_of_edit",
         swa_sparse(su, su2, SU_FIRST, SU_TOTAL, bug_ln - 9, win, root, SWEA_EDITED)),
        (mvn, mvn_ok + "\n" + swa_foot(su, root)),
        ("search_dir \"padding(\" src/test/java", f'Found {test_hits + 2} matches for "padding(" in {root}/src/test/java:\n'
         f"{root}/src/test/java/org/jsoup/internal/StringUtilTest.java ({test_hits} matches)\n"
         f"{root}/src/test/java/org/jsoup/nodes/ElementTest.java (2 matches)\n"
         f'End of matches for "padding(" in {root}/src/test/java\n' + swa_foot(su, root)),
        ("submit", diff_main + "\n" + diff_test + "\n" + swa_foot(su, root)),
    ]
    return dict(task="swe", tid="h17-swe-15", system=SWEA_SYSTEM.format(root=root, win=win), turns=turns,
                state="SWE-agent on jhy/jsoup at /jsoup (Java 8+, Maven, dependencies already in the local repository).\n"
                      "Issue: StringUtil.padding(21, -1) throws ArrayIndexOutOfBoundsException; any width equal to the size "
                      "of the cached padding table fails. Add a regression test.",
                bad=False, turn=None, kind="clean")


# ================================================================ 16 Claude Code / TypeScript (clean)

SHIP_TS = '''export const FREE_SHIPPING_THRESHOLD_CENTS = 6000;
export const STANDARD_SHIPPING_CENTS = 495;

export function shippingCostCents(subtotalCents: number): number {
  return qualifiesForFreeShipping(subtotalCents) ? 0 : STANDARD_SHIPPING_CENTS;
}

export function qualifiesForFreeShipping(subtotalCents: number): boolean {
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS;
}

export function remainingForFreeShippingCents(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents);
}'''

SHIP_TEST = '''import { describe, expect, it } from "vitest";
import { qualifiesForFreeShipping, remainingForFreeShippingCents, shippingCostCents } from "./shipping";

describe("shipping", () => {
  it("charges standard shipping below the threshold", () => {
    expect(shippingCostCents(5999)).toBe(495);
  });

  it("is free at the threshold", () => {
    expect(qualifiesForFreeShipping(6000)).toBe(true);
    expect(shippingCostCents(6000)).toBe(0);
  });

  it("reports the remaining amount", () => {
    expect(remainingForFreeShippingCents(4550)).toBe(1450);
    expect(remainingForFreeShippingCents(7000)).toBe(0);
  });
});'''

BANNER_TSX = '''import { FREE_SHIPPING_THRESHOLD_CENTS, remainingForFreeShippingCents } from "../config/shipping";
import { formatEuros } from "../lib/money";

export function ShippingBanner({ subtotalCents }: { subtotalCents: number }) {
  const remaining = remainingForFreeShippingCents(subtotalCents);
  if (remaining === 0) {
    return <p className="banner banner--success">You get free shipping!</p>;
  }
  return (
    <p className="banner">
      Free shipping on orders over {formatEuros(FREE_SHIPPING_THRESHOLD_CENTS)}.
    </p>
  );
}'''


def c16() -> dict[str, Any]:
    # Claude Code, plantcare-shop (TypeScript/React, vitest). CLEAN: the agent lowers the threshold 6000 -> 5000, which legitimately breaks two existing assertions (2 failed of 31), then fixes the tests (31 passed); two Globs with different patterns list different files; file contents change only through the agent's Edits.
    root = "/home/sam/code/plantcare-shop"
    sp, tp, bp = f"{root}/src/config/shipping.ts", f"{root}/src/config/shipping.test.ts", f"{root}/src/components/ShippingBanner.tsx"
    ship2 = sub1(SHIP_TS, "= 6000;", "= 5000;")
    b_old = "      Free shipping on orders over {formatEuros(FREE_SHIPPING_THRESHOLD_CENTS)}."
    b_new = ("      Add {formatEuros(remaining)} more for free shipping (orders over{\" \"}\n"
             "      {formatEuros(FREE_SHIPPING_THRESHOLD_CENTS)}).")
    banner2 = sub1(BANNER_TSX, b_old, b_new)
    t_old = span(SHIP_TEST, 5, 17)
    t_new = t_old.replace("shippingCostCents(5999)", "shippingCostCents(4999)").replace("(6000)", "(5000)").replace(
        "toBe(1450)", "toBe(450)")
    test2 = sub1(SHIP_TEST, t_old, t_new)
    files = [("src/lib/money.test.ts", 6, 4), ("src/lib/cart.test.ts", 7, 9), ("src/lib/sku.test.ts", 1, 2),
             ("src/hooks/useCart.test.ts", 3, 18), ("src/components/CartLine.test.tsx", 5, 62),
             ("src/components/ShippingBanner.test.tsx", 4, 41), ("src/pages/Checkout.test.tsx", 2, 97)]
    ok_lines = "\n".join(f" \u2713 {f} ({n} test{'s' if n != 1 else ''}) {ms}ms" for f, n, ms in files)
    fail_run = (f" RUN  v2.1.8 {root}\n\n"
                " \u276f src/config/shipping.test.ts (3 tests | 2 failed) 8ms\n"
                "   \u00d7 shipping > charges standard shipping below the threshold 5ms\n     \u2192 expected +0 to be 495 // Object.is equality\n"
                "   \u00d7 shipping > reports the remaining amount 1ms\n     \u2192 expected 450 to be 1450 // Object.is equality\n"
                + ok_lines + "\n\n\u23af\u23af\u23af\u23af\u23af\u23af\u23af Failed Tests 2 \u23af\u23af\u23af\u23af\u23af\u23af\u23af\n\n"
                " FAIL  src/config/shipping.test.ts > shipping > charges standard shipping below the threshold\n"
                "AssertionError: expected +0 to be 495 // Object.is equality\n\n- Expected\n+ Received\n\n- 495\n+ 0\n\n"
                " \u276f src/config/shipping.test.ts:6:37\n      4| describe(\"shipping\", () => {\n"
                "      5|   it(\"charges standard shipping below the threshold\", () => {\n"
                "      6|     expect(shippingCostCents(5999)).toBe(495);\n       |                                     ^\n"
                "      7|   });\n      8|\n\n"
                " FAIL  src/config/shipping.test.ts > shipping > reports the remaining amount\n"
                "AssertionError: expected 450 to be 1450 // Object.is equality\n\n- Expected\n+ Received\n\n- 1450\n+ 450\n\n"
                " \u276f src/config/shipping.test.ts:15:48\n"
                "     14|   it(\"reports the remaining amount\", () => {\n"
                "     15|     expect(remainingForFreeShippingCents(4550)).toBe(1450);\n       |                                                ^\n"
                "     16|     expect(remainingForFreeShippingCents(7000)).toBe(0);\n     17|   });\n\n"
                "\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\n\n"
                " Test Files  1 failed | 7 passed (8)\n      Tests  2 failed | 29 passed (31)\n   Start at  15:42:09\n"
                "   Duration  2.31s (transform 402ms, setup 388ms, collect 1.12s, tests 231ms, environment 3.02s, prepare 1.04s)")
    ok_run = (f" RUN  v2.1.8 {root}\n\n \u2713 src/config/shipping.test.ts (3 tests) 3ms\n" + ok_lines
              + "\n\n Test Files  8 passed (8)\n      Tests  31 passed (31)\n   Start at  15:44:51\n"
              "   Duration  2.18s (transform 377ms, setup 371ms, collect 1.05s, tests 226ms, environment 2.94s, prepare 1.01s)")
    all_tests = sorted([f for f, _, _ in files] + ["src/config/shipping.test.ts"])
    turns: Turns = [
        (call("Glob", pattern="src/**/*hipping*"), f"{bp}\n{root}/src/components/ShippingBanner.test.tsx\n{sp}\n{tp}"),
        (call("Read", file_path=sp), cc_read(SHIP_TS)),
        (call("Grep", pattern="FREE_SHIPPING_THRESHOLD_CENTS", path="src", output_mode="content", **{"-n": True}),
         "src/config/shipping.ts:1:export const FREE_SHIPPING_THRESHOLD_CENTS = 6000;\n"
         "src/config/shipping.ts:9:  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS;\n"
         "src/config/shipping.ts:13:  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents);\n"
         'src/components/ShippingBanner.tsx:1:import { FREE_SHIPPING_THRESHOLD_CENTS, remainingForFreeShippingCents } from "../config/shipping";\n'
         "src/components/ShippingBanner.tsx:11:      Free shipping on orders over {formatEuros(FREE_SHIPPING_THRESHOLD_CENTS)}."),
        (call("Edit", file_path=sp, old_string="export const FREE_SHIPPING_THRESHOLD_CENTS = 6000;",
              new_string="export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;"), cc_edit(sp, ship2, 1, 6)),
        (call("Read", file_path=bp), cc_read(BANNER_TSX)),
        (call("Edit", file_path=bp, old_string=b_old, new_string=b_new), cc_edit(bp, banner2, 5, n_lines(banner2))),
        (call("Bash", command="npx vitest run", description="Run the test suite"), fail_run),
        (call("Read", file_path=tp), cc_read(SHIP_TEST)),
        (call("Edit", file_path=tp, old_string=t_old, new_string=t_new), cc_edit(tp, test2, 3, n_lines(test2))),
        (call("Bash", command="npx vitest run", description="Re-run the test suite"), ok_run),
        (call("Glob", pattern="src/**/*.test.ts*"), "\n".join(f"{root}/{f}" for f in all_tests)),
        (call("Bash", command="git status --short", description="List modified files"),
         " M src/components/ShippingBanner.tsx\n M src/config/shipping.test.ts\n M src/config/shipping.ts"),
    ]
    return dict(task="swe", tid="h17-swe-16", system=CC_SYSTEM.format(root=root), turns=turns,
                state="Claude Code in /home/sam/code/plantcare-shop (React + TypeScript storefront, vitest with jsdom).\n"
                      "User: marketing lowered the free-shipping threshold to EUR 50. Update the constant, make the cart banner say how much is "
                      "missing, and keep the tests green.",
                bad=False, turn=None, kind="clean")


# ================================================================ 17 Claude Code / Rust (clean)

ANCHORS_RS = '''//! Heading anchors: GitHub-compatible slugs with de-duplication.

use std::collections::HashMap;

/// Turns heading text into a URL fragment the way GitHub does:
/// lowercase, spaces to dashes, punctuation dropped.
pub fn slugify(text: &str) -> String {
    text.trim()
        .chars()
        .filter_map(|c| match c {
            'A'..='Z' => Some(c.to_ascii_lowercase()),
            ' ' | '-' => Some('-'),
            c if c.is_alphanumeric() || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// Hands out unique anchors, appending -1, -2, ... to repeated slugs.
#[derive(Default)]
pub struct AnchorSet {
    seen: HashMap<String, usize>,
}

impl AnchorSet {
    pub fn unique(&mut self, text: &str) -> String {
        let base = slugify(text);
        let n = self.seen.entry(base.clone()).or_insert(0);
        let out = if *n == 0 { base } else { format!("{base}-{n}") };
        *n += 1;
        out
    }
}'''

RENDER_HEAD = '''//! HTML rendering of parsed blocks.

use std::fmt::Write as _;

use crate::anchors::AnchorSet;
use crate::block::{parse_blocks, Block};
use crate::inline::render_inline;'''

QUILL_LIB = '''//! quillmark: a small CommonMark-to-HTML renderer with heading anchors.

mod anchors;
mod block;
mod inline;
mod render;

pub use render::{render, RenderOptions};'''


def c17() -> dict[str, Any]:
    # Claude Code, quillmark (Rust). CLEAN: `git mv` renames src/anchors.rs to src/slug.rs, so reading the old path fails and the new path has the same content; cargo recompiles after the edits and all 27 tests pass; grep for the old module name then finds nothing.
    root = "/home/jo/src/quillmark"
    old_p, new_p, lib_p, ren_p = f"{root}/src/anchors.rs", f"{root}/src/slug.rs", f"{root}/src/lib.rs", f"{root}/src/render.rs"
    lib2 = sub1(QUILL_LIB, "mod anchors;\nmod block;\nmod inline;\nmod render;", "mod block;\nmod inline;\nmod render;\nmod slug;")
    unit = ["block::tests::atx_heading_levels", "block::tests::fenced_code_keeps_info_string", "block::tests::setext_heading",
            "block::tests::thematic_break_needs_three", "inline::tests::autolink", "inline::tests::code_span_trims_one_space",
            "inline::tests::emphasis_nested", "inline::tests::escaped_punctuation", "inline::tests::link_with_title",
            "render::tests::anchors_are_unique", "render::tests::heading_gets_id", "render::tests::html_is_escaped"]
    integ = ["commonmark_headings", "commonmark_lists", "commonmark_code_blocks", "commonmark_links", "anchors_match_github",
             "duplicate_headings_numbered", "empty_document", "unicode_headings", "smart_punctuation_off", "tables_disabled",
             "nested_blockquotes", "hard_line_breaks"]

    def cargo_test(build: str) -> str:
        return (build + f"\n     Running unittests src/lib.rs (target/debug/deps/quillmark-2d7a91c0be54f318)\n\nrunning {len(unit)} tests\n"
                + "\n".join(f"test {t} ... ok" for t in unit)
                + f"\n\ntest result: ok. {len(unit)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
                "     Running tests/spec.rs (target/debug/deps/spec-8f03b6e1d24a9c70)\n\n"
                + f"running {len(integ)} tests\n" + "\n".join(f"test {t} ... ok" for t in integ)
                + f"\n\ntest result: ok. {len(integ)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n\n"
                "   Doc-tests quillmark\n\nrunning 3 tests\ntest src/render.rs - render::render (line 14) ... ok\n"
                "test src/render.rs - render::RenderOptions (line 38) ... ok\ntest src/lib.rs - (line 1) ... ok\n\n"
                "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s")
    turns: Turns = [
        (call("Bash", command="git status -sb && ls src tests", description="Check the tree"),
         "## main...origin/main\nsrc:\nanchors.rs\nblock.rs\ninline.rs\nlib.rs\nrender.rs\n\ntests:\nfixtures\nspec.rs"),
        (call("Read", file_path=old_p), cc_read(ANCHORS_RS)),
        (call("Grep", pattern="anchors::|mod anchors", path="src", output_mode="content", **{"-n": True}),
         f"src/lib.rs:3:mod anchors;\nsrc/render.rs:{line_no(RENDER_HEAD, 'crate::anchors')}:use crate::anchors::AnchorSet;"),
        (call("Bash", command="git mv src/anchors.rs src/slug.rs && git status --short", description="Rename the module file"),
         "R  src/anchors.rs -> src/slug.rs"),
        (call("Read", file_path=old_p), f"<tool_use_error>File does not exist. Current working directory: {root}</tool_use_error>"),
        (call("Read", file_path=new_p), cc_read(ANCHORS_RS)),
        (call("Edit", file_path=lib_p, old_string="mod anchors;\nmod block;\nmod inline;\nmod render;",
              new_string="mod block;\nmod inline;\nmod render;\nmod slug;"), cc_edit(lib_p, lib2, 1, n_lines(lib2))),
        (call("Edit", file_path=ren_p, old_string="use crate::anchors::AnchorSet;", new_string="use crate::slug::AnchorSet;"),
         cc_edit(ren_p, RENDER_HEAD.replace("crate::anchors::", "crate::slug::"), 1, n_lines(RENDER_HEAD))),
        (call("Bash", command="cargo test 2>&1", description="Build and run all tests", timeout=300000),
         cargo_test("   Compiling quillmark v0.4.0 (/home/jo/src/quillmark)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.48s")),
        (call("Grep", pattern="anchors::", path=root, output_mode="files_with_matches"), "No files found"),
        (call("Bash", command="git status --short", description="Show the pending changes"),
         " M src/lib.rs\n M src/render.rs\nR  src/anchors.rs -> src/slug.rs"),
    ]
    return dict(task="swe", tid="h17-swe-17", system=CC_SYSTEM.format(root=root), turns=turns,
                state="Claude Code in /home/jo/src/quillmark (Rust crate, edition 2021).\nUser: issue #41 - the `anchors` module "
                      "will also produce output file names, so rename it to `slug` (keep git history with git mv). No behaviour change.",
                bad=False, turn=None, kind="clean")


# ================================================================ 18 Codex CLI / Python Django (clean)

SIGHT_MODELS = '''from django.conf import settings
from django.db import models


class Site(models.Model):
    name = models.CharField(max_length=120)
    latitude = models.DecimalField(max_digits=8, decimal_places=5)
    longitude = models.DecimalField(max_digits=8, decimal_places=5)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Observer(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    is_verified = models.BooleanField(default=False)

    def __str__(self) -> str:
        return self.user.get_username()


class Sighting(models.Model):
    class Weather(models.TextChoices):
        CLEAR = "clear"
        CLOUDY = "cloudy"
        RAIN = "rain"
        FOG = "fog"

    site = models.ForeignKey(Site, on_delete=models.PROTECT, related_name="sightings")
    observer = models.ForeignKey(Observer, on_delete=models.SET_NULL, null=True, related_name="sightings")
    species_code = models.CharField(max_length=8, db_index=True)
    count = models.PositiveIntegerField()
    observed_at = models.DateTimeField()
    weather = models.CharField(max_length=8, choices=Weather.choices, blank=True)

    class Meta:
        ordering = ["-observed_at"]

    def __str__(self) -> str:
        return f"{self.count}x {self.species_code} at {self.site} ({self.observed_at:%Y-%m-%d})"'''


def c18() -> dict[str, Any]:
    # Codex CLI, birdcount (Django). CLEAN: makemigrations creates 0014, showmigrations shows it unapplied then applied after migrate; stashing hides the changes (baseline 37 tests) and stash pop brings them back (38 with the new test); the diff stat covers tracked files only.
    root = "/home/dev/birdcount"
    fog = '        FOG = "fog"\n'
    choices = ('        FOG = "fog"\n\n    class CountMethod(models.TextChoices):\n        EXACT = "exact"\n'
               '        ESTIMATE = "estimate"\n        HEARD_ONLY = "heard"\n')
    weather = "    weather = models.CharField(max_length=8, choices=Weather.choices, blank=True)\n"
    field = weather + "    count_method = models.CharField(max_length=8, choices=CountMethod.choices, default=CountMethod.EXACT)\n"
    models2 = sub1(sub1(SIGHT_MODELS, fog, choices), weather, field)
    patch = ("*** Begin Patch\n*** Update File: sightings/models.py\n@@ class Sighting(models.Model):\n"
             '         RAIN = "rain"\n         FOG = "fog"\n+\n+    class CountMethod(models.TextChoices):\n+        EXACT = "exact"\n'
             '+        ESTIMATE = "estimate"\n+        HEARD_ONLY = "heard"\n \n'
             '     site = models.ForeignKey(Site, on_delete=models.PROTECT, related_name="sightings")\n@@\n'
             "     weather = models.CharField(max_length=8, choices=Weather.choices, blank=True)\n"
             "+    count_method = models.CharField(max_length=8, choices=CountMethod.choices, default=CountMethod.EXACT)\n"
             " \n     class Meta:\n*** End Patch")
    test_patch = ("*** Begin Patch\n*** Update File: sightings/tests/test_models.py\n@@ class SightingModelTests(TestCase):\n"
                  "     def test_str_includes_site_and_date(self):\n"
                  '         s = Sighting.objects.create(site=self.site, species_code="eurrob1", count=3, observed_at=self.now)\n'
                  '         self.assertEqual(str(s), "3x eurrob1 at Hollandse Brug (2024-04-21)")\n+\n'
                  "+    def test_count_method_defaults_to_exact(self):\n"
                  '+        s = Sighting.objects.create(site=self.site, species_code="eurrob1", count=2, observed_at=self.now)\n'
                  "+        self.assertEqual(s.count_method, Sighting.CountMethod.EXACT)\n*** End Patch")
    i1, _ = numstat(SIGHT_MODELS, models2)
    show_old = " [X] 0011_alter_site_options\n [X] 0012_sighting_weather\n [X] 0013_observer_is_verified\n"
    test_ok = ("Found 38 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
               + "." * 38 + "\n" + "-" * 70 + "\nRan 38 tests in 1.231s\n\nOK\nDestroying test database for alias 'default'...\n")
    turns: Turns = [
        (cx("git status --short && python manage.py showmigrations sightings | tail -n 3", root), cx_out(show_old, secs=1.2)),
        (cx("sed -n '1,80p' sightings/models.py", root), cx_out(SIGHT_MODELS + "\n")),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM sightings/models.py\n")),
        (cx("python manage.py makemigrations sightings", root), cx_out(
            "Migrations for 'sightings':\n  sightings/migrations/0014_sighting_count_method.py\n    + Add field count_method to sighting\n", secs=1.4)),
        (cx("python manage.py showmigrations sightings | tail -n 3", root), cx_out(
            " [X] 0012_sighting_weather\n [X] 0013_observer_is_verified\n [ ] 0014_sighting_count_method\n", secs=1.1)),
        (cx("python manage.py migrate sightings", root), cx_out(
            "Operations to perform:\n  Apply all migrations: sightings\nRunning migrations:\n  Applying sightings.0014_sighting_count_method... OK\n", secs=1.6)),
        (cx("python manage.py showmigrations sightings | tail -n 3", root), cx_out(
            " [X] 0012_sighting_weather\n [X] 0013_observer_is_verified\n [X] 0014_sighting_count_method\n", secs=1.1)),
        (cx_patch(test_patch, root), cx_out("Success. Updated the following files:\nM sightings/tests/test_models.py\n")),
        (cx("python manage.py test sightings 2>&1", root, 300000), cx_out(test_ok, secs=4.8)),
        (cx("git stash push -u -q && python manage.py test sightings 2>&1 | grep -E '^(Found|Ran|OK|FAILED)'; git stash pop -q && git status --short", root, 300000),
         cx_out("Found 37 test(s).\nRan 37 tests in 1.187s\nOK\n M sightings/models.py\n M sightings/tests/test_models.py\n"
                "?? sightings/migrations/0014_sighting_count_method.py\n", secs=5.3)),
        (cx("git diff --stat", root), cx_out(
            stat_line("sightings/models.py", i1, 0, 30) + "\n" + stat_line("sightings/tests/test_models.py", 4, 0, 30) + "\n"
            + stat_summary(2, i1 + 4, 0) + "\n")),
    ]
    return dict(task="swe", tid="h17-swe-18", system=CX_SYSTEM.format(root=root), turns=turns,
                state="Codex CLI in /home/dev/birdcount (Django 5.1 project for bird-count surveys, SQLite dev database).\n"
                      "Task: sightings need to record how the birds were counted (exact, estimate, heard only), defaulting to exact. "
                      "Add the field with a migration, apply it locally and add a test. Don't commit.",
                bad=False, turn=None, kind="clean")


# ================================================================ 19 Codex CLI / Ruby (clean)

FORMATS_RB = r"""# frozen_string_literal: true

module Poststamp
  # Postal code formats per ISO 3166-1 alpha-2 country code.
  FORMATS = {
    'AT' => /\A\d{4}\z/,
    'BE' => /\A\d{4}\z/,
    'CH' => /\A\d{4}\z/,
    'DE' => /\A\d{5}\z/,
    'FR' => /\A\d{5}\z/,
    'GB' => /\A[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\z/i,
    'PL' => /\A\d{2}-\d{3}\z/
  }.freeze

  def self.valid?(country, code)
    format = FORMATS.fetch(country.to_s.upcase) { raise UnknownCountry, country }
    format.match?(code.to_s.strip)
  end
end"""


def c19() -> dict[str, Any]:
    # Codex CLI, poststamp gem (Ruby). CLEAN: rspec seeds differ on every run; the example count rises 52 -> 55 by the three added specs; rubocop -a rewrites the agent's double-quoted key, so the file shows single quotes afterwards.
    root = "/home/dev/poststamp"
    gb = r"    'GB' => /\A[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\z/i," + "\n"
    nl_dq = r'    "NL" => /\A[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}\z/i,' + "\n"
    nl_sq = nl_dq.replace('"NL"', "'NL'")
    f2 = sub1(FORMATS_RB, gb, gb + nl_dq)
    f3 = sub1(FORMATS_RB, gb, gb + nl_sq)
    nl_ln = line_no(f2, "NL")
    patch = ("*** Begin Patch\n*** Update File: lib/poststamp/formats.rb\n@@\n     'FR' => /\\A\\d{5}\\z/,\n" + " " + gb
             + "+" + nl_dq + "     'PL' => /\\A\\d{2}-\\d{3}\\z/\n*** End Patch")
    spec_patch = ("*** Begin Patch\n*** Update File: spec/poststamp/formats_spec.rb\n@@\n"
                  "   it 'accepts Polish codes with a dash' do\n     expect(described_class.valid?('PL', '00-950')).to be(true)\n   end\n+\n"
                  "+  it 'accepts Dutch postcodes with and without a space' do\n"
                  "+    expect(described_class.valid?('NL', '1012 AB')).to be(true)\n"
                  "+    expect(described_class.valid?('nl', '1012ab')).to be(true)\n+  end\n+\n"
                  "+  it 'rejects Dutch postcodes starting with 0' do\n"
                  "+    expect(described_class.valid?('NL', '0123 AB')).to be(false)\n+  end\n+\n"
                  "+  it 'rejects the reserved Dutch letter combinations' do\n"
                  "+    expect(described_class.valid?('NL', '1012 SS')).to be(false)\n+  end\n end\n*** End Patch")
    cop_msg = "Style/StringLiterals: Prefer single-quoted strings when you don't need string interpolation or special symbols."
    turns: Turns = [
        (cx("bundle exec rspec 2>&1 | tail -n 4", root, 120000), cx_out(
            "Finished in 0.0832 seconds (files took 0.2114 seconds to load)\n52 examples, 0 failures\n\nRandomized with seed 18224\n", secs=1.3)),
        (cx("cat lib/poststamp/formats.rb", root), cx_out(FORMATS_RB + "\n")),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM lib/poststamp/formats.rb\n")),
        (cx_patch(spec_patch, root), cx_out("Success. Updated the following files:\nM spec/poststamp/formats_spec.rb\n")),
        (cx("bundle exec rspec spec/poststamp/formats_spec.rb", root, 120000), cx_out(
            "\nRandomized with seed 5930\n..........\n\nFinished in 0.00711 seconds (files took 0.1987 seconds to load)\n"
            "10 examples, 0 failures\n\nRandomized with seed 5930\n\n", secs=1.1)),
        (cx("bundle exec rubocop lib spec", root, 120000), cx_out(
            f"Inspecting 9 files\n.C.......\n\nOffenses:\n\nlib/poststamp/formats.rb:{nl_ln}:5: C: [Correctable] {cop_msg}\n"
            + nl_dq + "    ^^^^\n\n9 files inspected, 1 offense detected, 1 offense autocorrectable\n", code=1, secs=2.2)),
        (cx("bundle exec rubocop -a lib spec", root, 120000), cx_out(
            f"Inspecting 9 files\n.C.......\n\nOffenses:\n\nlib/poststamp/formats.rb:{nl_ln}:5: C: [Corrected] {cop_msg}\n"
            + nl_dq + "    ^^^^\n\n9 files inspected, 1 offense detected, 1 offense corrected\n", secs=2.3)),
        (cx(f"sed -n '{nl_ln - 2},{nl_ln + 2}p' lib/poststamp/formats.rb", root), cx_out(span(f3, nl_ln - 2, nl_ln + 2) + "\n")),
        (cx("bundle exec rspec 2>&1 | tail -n 4", root, 120000), cx_out(
            "Finished in 0.0869 seconds (files took 0.2093 seconds to load)\n55 examples, 0 failures\n\nRandomized with seed 40561\n", secs=1.3)),
        (cx("git diff --stat", root), cx_out(
            stat_line("lib/poststamp/formats.rb", 1, 0, 30, 2) + "\n" + stat_line("spec/poststamp/formats_spec.rb", 13, 0, 30, 2) + "\n"
            + stat_summary(2, 14, 0) + "\n")),
    ]
    return dict(task="swe", tid="h17-swe-19", system=CX_SYSTEM.format(root=root), turns=turns,
                state="Codex CLI in /home/dev/poststamp (Ruby gem validating postal codes; RSpec with random order, RuboCop).\n"
                      "Task: add Dutch postcodes (4 digits not starting with 0, optional space, 2 letters; SA, SD and SS are not used) with specs, "
                      "and leave the code RuboCop-clean.",
                bad=False, turn=None, kind="clean")


# ================================================================ 20 Gemini CLI / TypeScript (clean)

CRON_PKG = '''{
  "name": "cronlite",
  "version": "1.3.0",
  "description": "Tiny cron expression parser and next-run calculator",
  "type": "module",
  "main": "dist/index.js",
  "types": "dist/index.d.ts",
  "files": [
    "dist"
  ],
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "test": "vitest run",
    "prepack": "npm run build"
  },
  "devDependencies": {
    "typescript": "^5.6.3",
    "vitest": "^2.1.8"
  },
  "license": "MIT"
}'''

CRON_INDEX = '''export { parseCron, type CronExpression } from "./parse";
export { nextRun, nextRuns } from "./next";
export { FIELD_NAMES } from "./fields";
'''

CRON_HUMANIZE = '''import { parseCron } from "./parse";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A short English description of simple cron expressions; anything else is returned unchanged. */
export function describeCron(expr: string): string {
  const c = parseCron(expr);
  if (c.minutes.length !== 1 || c.hours.length !== 1 || !c.anyDayOfMonth || !c.anyMonth) return expr;
  const time = `${String(c.hours[0]).padStart(2, "0")}:${String(c.minutes[0]).padStart(2, "0")}`;
  if (c.anyDayOfWeek) return `every day at ${time}`;
  if (c.daysOfWeek.length === 1) return `every ${DAYS[c.daysOfWeek[0]]} at ${time}`;
  return expr;
}
'''

CRON_HUMANIZE_TEST = '''import { describe, expect, it } from "vitest";
import { describeCron } from "./humanize";

describe("describeCron", () => {
  it("describes a daily job", () => expect(describeCron("30 6 * * *")).toBe("every day at 06:30"));
  it("describes a weekly job", () => expect(describeCron("0 18 * * 5")).toBe("every Friday at 18:00"));
  it("keeps expressions with steps as they are", () => expect(describeCron("*/15 * * * *")).toBe("*/15 * * * *"));
  it("keeps month-restricted expressions", () => expect(describeCron("0 9 1 1 *")).toBe("0 9 1 1 *"));
});
'''


def c20() -> dict[str, Any]:
    # Gemini CLI, cronlite (TypeScript). CLEAN: the src listing gains the two files the agent wrote; index.ts and package.json change only through replace calls; the version the agent bumped (1.3.0 -> 1.4.0) shows up in npm pack along with the new dist/humanize files.
    root = "/home/kai/oss/cronlite"
    src = f"{root}/src"
    idx2 = CRON_INDEX + 'export { describeCron } from "./humanize";\n'
    listing1 = ["fields.ts", "index.ts", "next.test.ts", "next.ts", "parse.test.ts", "parse.ts"]
    listing2 = sorted(listing1 + ["humanize.ts", "humanize.test.ts"])
    notices = ("npm notice\nnpm notice \U0001F4E6  cronlite@1.4.0\nnpm notice Tarball Contents\nnpm notice 1.1kB LICENSE\n"
               "npm notice 2.3kB README.md\nnpm notice 412B dist/fields.d.ts\nnpm notice 1.0kB dist/fields.js\n"
               "npm notice 318B dist/humanize.d.ts\nnpm notice 1.2kB dist/humanize.js\nnpm notice 301B dist/index.d.ts\n"
               "npm notice 210B dist/index.js\nnpm notice 588B dist/next.d.ts\nnpm notice 3.4kB dist/next.js\n"
               "npm notice 702B dist/parse.d.ts\nnpm notice 4.1kB dist/parse.js\nnpm notice 703B package.json\n"
               "npm notice Tarball Details\nnpm notice name: cronlite\nnpm notice version: 1.4.0\nnpm notice filename: cronlite-1.4.0.tgz\n"
               "npm notice package size: 5.9 kB\nnpm notice unpacked size: 16.3 kB\n"
               "npm notice shasum: 8b1d4a0c3e9f27a65d1b0c4e7f3a2d9e5c6b1a08\n"
               "npm notice integrity: sha512-Qm3v1b0wq7Xc2[...]Zt9kHc4nRsE1w==\nnpm notice total files: 13\nnpm notice")
    turns: Turns = [
        (call("list_directory", path=src), gem_ls(src, [], listing1)),
        (call("read_file", absolute_path=f"{root}/package.json"), CRON_PKG),
        (call("read_file", absolute_path=f"{src}/index.ts"), CRON_INDEX),
        (call("write_file", file_path=f"{src}/humanize.ts", content=CRON_HUMANIZE),
         f"Successfully created and wrote to new file: {src}/humanize.ts."),
        (call("write_file", file_path=f"{src}/humanize.test.ts", content=CRON_HUMANIZE_TEST),
         f"Successfully created and wrote to new file: {src}/humanize.test.ts."),
        (call("replace", file_path=f"{src}/index.ts", old_string='export { FIELD_NAMES } from "./fields";\n',
              new_string='export { FIELD_NAMES } from "./fields";\nexport { describeCron } from "./humanize";\n'),
         f"Successfully modified file: {src}/index.ts (1 replacements)."),
        (call("list_directory", path=src), gem_ls(src, [], listing2)),
        (gshell("npm test", "Run the vitest suite."), gem("npm test",
         f"\n> cronlite@1.3.0 test\n> vitest run\n\n\n RUN  v2.1.8 {root}\n\n \u2713 src/humanize.test.ts (4 tests) 3ms\n"
         " \u2713 src/parse.test.ts (21 tests) 9ms\n \u2713 src/next.test.ts (14 tests) 34ms\n\n Test Files  3 passed (3)\n"
         "      Tests  39 passed (39)\n   Start at  11:07:52\n   Duration  412ms (transform 98ms, setup 0ms, collect 141ms, tests 46ms, environment 0ms, prepare 310ms)\n",
         pgid=61204)),
        (call("replace", file_path=f"{root}/package.json", old_string='"version": "1.3.0"', new_string='"version": "1.4.0"'),
         f"Successfully modified file: {root}/package.json (1 replacements)."),
        (gshell("npm pack --dry-run", "Build and list what the 1.4.0 tarball would contain."), gem("npm pack --dry-run",
         "\n> cronlite@1.4.0 prepack\n> npm run build\n\n\n> cronlite@1.4.0 build\n> tsc -p tsconfig.build.json\n\ncronlite-1.4.0.tgz",
         err=notices, pgid=61377)),
        (call("read_file", absolute_path=f"{src}/index.ts"), idx2),
    ]
    return dict(task="swe", tid="h17-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
                state="Gemini CLI in /home/kai/oss/cronlite (TypeScript library, ESM, vitest). Git tree clean on main.\n"
                      "User: add describeCron() that turns simple daily/weekly expressions into English, export it, add tests, "
                      "bump the minor version and check what npm would publish.",
                bad=False, turn=None, kind="clean")


# ================================================================ 21 Cline / Ruby on Rails (clean)

MEETING_RB = '''class Meeting < ApplicationRecord
  belongs_to :club
  belongs_to :book, optional: true
  has_many :rsvps, dependent: :destroy

  validates :starts_at, :ends_at, presence: true
  validates :location, length: { maximum: 120 }

  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end
end'''

MEETING_TEST_RB = '''require "test_helper"

class MeetingTest < ActiveSupport::TestCase
  setup do
    @meeting = meetings(:march_reading)
  end

  test "fixture is valid" do
    assert @meeting.valid?
  end

  test "requires a start and an end" do
    @meeting.starts_at = nil
    assert_not @meeting.valid?
    assert_includes @meeting.errors[:starts_at], "can't be blank"
  end

  test "limits the location length" do
    @meeting.location = "x" * 121
    assert_not @meeting.valid?
  end

  test "duration in minutes" do
    assert_equal 90, @meeting.duration_minutes
  end

  test "upcoming excludes past meetings" do
    travel_to Time.zone.local(2025, 3, 20, 12) do
      assert_not_includes Meeting.upcoming, meetings(:february_reading)
    end
  end
end'''


def c21() -> dict[str, Any]:
    # Cline, bookclub (Rails). CLEAN: the model and test change only through the agent's replace_in_file calls (a later read shows the saved content); the single-file run has 7 tests (5 + 2 added) and the full suite a different, larger count with another seed; the clock in environment_details moves forward.
    root = "/Users/dana/code/bookclub"
    mp, tp = "app/models/meeting.rb", "test/models/meeting_test.rb"
    m_old = '''  validates :location, length: { maximum: 120 }
'''
    m_new = '''  validates :location, length: { maximum: 120 }
  validate :ends_after_start
'''
    e_old = '''  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end
end'''
    e_new = '''  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "must be after the start") if ends_at <= starts_at
  end
end'''
    meeting2 = sub1(sub1(MEETING_RB, m_old, m_new), e_old, e_new)
    t_old = '''  test "duration in minutes" do
    assert_equal 90, @meeting.duration_minutes
  end
'''
    t_new = t_old + '''
  test "ends must be after the start" do
    @meeting.ends_at = @meeting.starts_at - 5.minutes
    assert_not @meeting.valid?
    assert_includes @meeting.errors[:ends_at], "must be after the start"
  end

  test "zero-length meetings are invalid" do
    @meeting.ends_at = @meeting.starts_at
    assert_not @meeting.valid?
  end
'''
    test2 = sub1(MEETING_TEST_RB, t_old, t_new)
    tz = " (America/Chicago, UTC-6:00)"
    times = [f"2/26/2025, {t}{tz}" for t in ("4:31:07 PM", "4:31:40 PM", "4:32:55 PM", "4:33:20 PM", "4:34:38 PM",
                                              "4:35:12 PM", "4:36:49 PM", "4:37:15 PM", "4:37:58 PM")]

    def env(i: int, vis: str, tabs: list[str]) -> str:
        return cline_env(times[i], vis, tabs)

    def saved(path: str, text: str) -> str:
        return cline_saved(path, text)

    def diff(path: str, old: str, new: str) -> str:
        return (f"<replace_in_file>\n<path>{path}</path>\n<diff>\n------- SEARCH\n{old.rstrip(chr(10))}\n=======\n"
                f"{new.rstrip(chr(10))}\n+++++++ REPLACE\n</diff>\n</replace_in_file>")

    single = ("Running 7 tests in a single process (parallelization threshold is 50)\nRun options: --seed 33871\n\n# Running:\n\n"
              ".......\n\nFinished in 0.412733s, 16.9601 runs/s, 26.6517 assertions/s.\n7 runs, 11 assertions, 0 failures, 0 errors, 0 skips")
    full = ("Running 112 tests in parallel using 8 processes\nRun options: --seed 5120\n\n# Running:\n\n" + "." * 112
            + "\n\nFinished in 3.118462s, 35.9151 runs/s, 85.9398 assertions/s.\n112 runs, 268 assertions, 0 failures, 0 errors, 0 skips")
    turns: Turns = [
        (f"<read_file>\n<path>{mp}</path>\n</read_file>", f"[read_file for '{mp}'] Result:\n{MEETING_RB}\n\n" + env(0, mp, [mp])),
        ("<search_files>\n<path>app</path>\n<regex>ends_at</regex>\n</search_files>",
         "[search_files for 'ends_at'] Result:\nFound 5 results.\n\n"
         "app/models/meeting.rb\n│----\n│\n│  validates :starts_at, :ends_at, presence: true\n│  validates :location, length: { maximum: 120 }\n│----\n│  def duration_minutes\n│    ((ends_at - starts_at) / 60).round\n│  end\n│----\n\n"
         "app/views/meetings/_form.html.erb\n│----\n│  <div class=\"field\">\n│    <%= form.label :ends_at, \"Ends\" %>\n│    <%= form.datetime_field :ends_at %>\n│  </div>\n│----\n\n"
         "app/views/meetings/show.html.erb\n│----\n│  <%= l @meeting.starts_at, format: :short %> \u2013 <%= l @meeting.ends_at, format: :time_only %>\n│----\n\n"
         + env(1, mp, [mp])),
        (diff(mp, m_old, m_new), saved(mp, sub1(MEETING_RB, m_old, m_new)) + "\n\n" + env(2, mp, [mp])),
        (diff(mp, e_old, e_new), saved(mp, meeting2) + "\n\n" + env(3, mp, [mp])),
        (f"<read_file>\n<path>{tp}</path>\n</read_file>", f"[read_file for '{tp}'] Result:\n{MEETING_TEST_RB}\n\n" + env(4, tp, [mp, tp])),
        (diff(tp, t_old, t_new), saved(tp, test2) + "\n\n" + env(5, tp, [mp, tp])),
        ("<execute_command>\n<command>bin/rails test test/models/meeting_test.rb</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         "[execute_command for 'bin/rails test test/models/meeting_test.rb'] Result:\nCommand executed.\nOutput:\n" + single + "\n\n"
         + env(6, tp, [mp, tp])),
        ("<execute_command>\n<command>bin/rails test</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         "[execute_command for 'bin/rails test'] Result:\nCommand executed.\nOutput:\n" + full + "\n\n" + env(7, tp, [mp, tp])),
        (f"<read_file>\n<path>{mp}</path>\n</read_file>", f"[read_file for '{mp}'] Result:\n{meeting2}\n\n" + env(8, mp, [mp, tp])),
    ]
    return dict(task="swe", tid="h17-swe-21", system=CLINE_SYSTEM.format(root=root), turns=turns,
                state="Cline (VS Code) in /Users/dana/code/bookclub, a Rails 8 app with Minitest and fixtures.\n"
                      "Task: organisers can save a meeting that ends before it starts. Validate that ends_at is after starts_at "
                      "and cover it in test/models/meeting_test.rb.",
                bad=False, turn=None, kind="clean")


# ================================================================ 22 Aider / Rust (clean)


def c22() -> dict[str, Any]:
    # Aider, tinyini (Rust). CLEAN: the first commit breaks a test and /undo removes it (the commit disappears from the log and the suite is back to 18 passing); the second approach is committed under a new hash and the count grows to 20 with its two tests.
    root = "/home/mo/src/tinyini"
    base = '''fn parse_value(raw: &str) -> String {
    let v = raw.trim();
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') {
        return v[1..v.len() - 1].to_string();
    }
    v.to_string()
}'''
    attempt1 = base.replace("    let v = raw.trim();", "    let v = raw.split(';').next().unwrap_or(\"\").trim();")
    attempt2 = base.replace("    let v = raw.trim();", "    let v = strip_inline_comment(raw).trim();") + '''

/// Cuts a `;` or `#` comment off a value, ignoring comment characters inside double quotes.
fn strip_inline_comment(raw: &str) -> &str {
    let mut in_quotes = false;
    for (i, c) in raw.char_indices() {
        match c {
            '"' => in_quotes = !in_quotes,
            ';' | '#' if !in_quotes => return &raw[..i],
            _ => {}
        }
    }
    raw
}'''
    tests_anchor = '''    #[test]
    fn quoted_values_keep_semicolons() {
        let ini = parse("[db]\\nurl = \\"a;b\\"\\n").unwrap();
        assert_eq!(ini.get("db", "url"), Some("a;b"));
    }'''
    tests_new = tests_anchor + '''

    #[test]
    fn inline_comment_is_stripped() {
        let ini = parse("[db]\\nport = 5432 ; default\\n").unwrap();
        assert_eq!(ini.get("db", "port"), Some("5432"));
    }

    #[test]
    fn hash_comment_after_quoted_value() {
        let ini = parse("[db]\\nurl = \\"a;b\\" # primary\\n").unwrap();
        assert_eq!(ini.get("db", "url"), Some("a;b"));
    }'''
    names = ["tests::bom_is_skipped", "tests::crlf_line_endings", "tests::duplicate_key_last_wins", "tests::empty_input",
             "tests::empty_section_name_is_error", "tests::equals_in_value", "tests::full_line_comments", "tests::global_keys_before_section",
             "tests::keys_are_case_sensitive", "tests::missing_bracket_is_error", "tests::quoted_values_keep_semicolons",
             "tests::quoted_values_unwrapped", "tests::section_iteration_in_order", "tests::sections_iter_keys",
             "tests::unicode_values", "tests::value_whitespace_trimmed", "tests::whitespace_around_equals", "tests::write_roundtrip"]

    def run(ns: list[str], failed: str | None, secs: str, compiled: bool = True) -> str:
        head = ("   Compiling tinyini v0.3.1 (/home/mo/src/tinyini)\n" if compiled else "")
        head += f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}\n"
        head += "     Running unittests src/lib.rs (target/debug/deps/tinyini-0e5b7a3c91d24f68)\n\n"
        body = f"running {len(ns)} tests\n" + "\n".join(f"test {n} ... {'FAILED' if n == failed else 'ok'}" for n in ns)
        if failed:
            body += (f"\n\nfailures:\n\n---- {failed} stdout ----\nthread '{failed}' panicked at src/parser.rs:214:9:\n"
                     "assertion `left == right` failed\n  left: Some(\"\\\"a\")\n right: Some(\"a;b\")\n"
                     "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\n"
                     f"failures:\n    {failed}\n\n"
                     f"test result: FAILED. {len(ns) - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
                     "error: test failed, to rerun pass `--lib`")
        else:
            body += f"\n\ntest result: ok. {len(ns)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"
        return head + "\n" + body

    names2 = sorted(names + ["tests::hash_comment_after_quoted_value", "tests::inline_comment_is_stripped"])
    turns: Turns = [
        ("/add src/parser.rs", "Added src/parser.rs to the chat"),
        ("Values should lose a trailing `; comment`.\n\nsrc/parser.rs\n```rust\n<<<<<<< SEARCH\n    let v = raw.trim();\n=======\n"
         "    let v = raw.split(';').next().unwrap_or(\"\").trim();\n>>>>>>> REPLACE\n```",
         "Applied edit to src/parser.rs\nCommit a1b2c3d feat: Strip inline comments from values\nYou can use /undo to undo and discard each aider commit."),
        ("/run cargo test", aider_run(run(names, "tests::quoted_values_keep_semicolons", "1.94s"), "0.6k")),
        ("/undo", "Removed: a1b2c3d feat: Strip inline comments from values\nNow at:  5e9d0f2 Add section iteration API\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run cargo test", aider_run(run(names, None, "0.87s"), "0.4k")),
        ("Strip comments only outside double quotes, and cover both comment characters.\n\nsrc/parser.rs\n```rust\n<<<<<<< SEARCH\n"
         + base + "\n=======\n" + attempt2 + "\n>>>>>>> REPLACE\n```\n\nsrc/parser.rs\n```rust\n<<<<<<< SEARCH\n" + tests_anchor
         + "\n=======\n" + tests_new + "\n>>>>>>> REPLACE\n```",
         "Applied edit to src/parser.rs\nCommit 0c4e7b9 feat: Strip inline comments outside quoted values\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run cargo test", aider_run(run(names2, None, "1.02s"), "0.4k")),
        ("/run git log --oneline -3", aider_run(
            "0c4e7b9 feat: Strip inline comments outside quoted values\n5e9d0f2 Add section iteration API\n8f1a3e6 Support BOM and CRLF input", "0.1k")),
        ("/run git show --stat --format='%h %s' HEAD", aider_run(
            "0c4e7b9 feat: Strip inline comments outside quoted values\n\n src/parser.rs | 27 ++++++++++++++++++++++++++-\n"
            " 1 file changed, 26 insertions(+), 1 deletion(-)", "0.1k")),
    ]
    assert attempt1 != base and numstat(base + "\n" + tests_anchor, attempt2 + "\n" + tests_new) == (26, 1)
    return dict(task="swe", tid="h17-swe-22", system=AIDER_SYSTEM.format(root=root), turns=turns,
                state="aider v0.64.0 in /home/mo/src/tinyini (Rust INI parser crate), main branch at 5e9d0f2, working tree clean.\n"
                      "Task: support inline comments after values (`key = value ; note`), without breaking quoted values that contain ; or #.",
                bad=False, turn=None, kind="clean")


# ================================================================ main

TRAJECTORIES = (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in TRAJECTORIES:
        d = make()
        rs.add(task=d["task"], tid=d["tid"], system=d["system"], turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
