# ruff: noqa: E501
"""Held-out set 59, domain swe: 22 coding-agent sandbox trajectories (11 clean, 11 with one contradiction).

Each trajectory follows one agent harness (OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline,
Codex CLI) working on a repository with a real test or lint tool. Derived figures (line numbers, grep hits,
test totals) are computed from the file texts below so that the clean rows stay consistent; each bad row
changes exactly one detail, named in its label.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gem_run,
    gshell,
    jblock,
    oh_bash,
)

BASE = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

In this session the tool calls come from {harness}, working on the repository at `{root}`.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Review prior interactions to understand what has been done, keep predictions consistent with the established state, and remember that files, branches, commits and other resources created earlier persist.

- State transitions must be **deterministic** and **traceable** — the same sequence of tool calls should produce consistent results.
- Values established in prior turns (file paths, content, hashes, counts) must be reused accurately. Do not fabricate or alter previously established information.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.

---

# Environment Execution

- For shell commands, consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors, 127 for a missing command).
- For long-running or background commands, simulate appropriate behavior; provide realistic timestamps, durations and PIDs.
- Simulate appropriate errors for non-existent files, invalid parameters, permission issues and build or test failures.

---

# Key Principles

## Format

Match the real tool's output format exactly:
- Data structure type (JSON, plain text, tables, etc.)
- Indentation, alignment, and spacing
- Line breaks and field ordering
- Special format markers (code blocks, color codes, etc.)

## Factuality

Ensure content aligns with actual tool behavior: correct parameter handling and return types, accurate core functionality, no fabricated paths or system information.

## Consistency

Maintain coherence with prior context:
- Correctly reference resources from previous turns
- Respect state transitions (create → modify → delete)
- No contradictions with historical information

## Realism

Produce believable, real-world-like outputs: reasonable numerical values (file sizes, timestamps, PIDs), correct tool-specific behavioral patterns, appropriate error messages, temporal plausibility.

## Quality

Outputs are complete and useful: no unreasonable truncation, sufficient detail for subsequent reasoning, balanced verbosity.

---

# Input Definitions & Action Space

You can simulate the following tools:

{tools}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the tool's output after **Environment Observation:** and nothing else."""


def _t(name: str, desc: str, props: dict[str, Any], req: list[str]) -> dict[str, Any]:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": req}}


STR: dict[str, Any] = {"type": "string"}
NUM: dict[str, Any] = {"type": "integer"}
BOOL: dict[str, Any] = {"type": "boolean"}

TOOLS: dict[str, list[dict[str, Any]]] = {
    "openhands": [
        _t(
            "execute_bash",
            "Execute a bash command in the terminal. Long-running commands should be backgrounded. The output ends with the exit code, the working directory and the Python interpreter.",
            {"command": STR, "is_input": {"type": "string", "enum": ["true", "false"]}, "timeout": NUM},
            ["command"],
        ),
        _t(
            "str_replace_editor",
            "Custom editing tool for viewing, creating and editing files. `view` prints `cat -n` output, `create` writes a new file, `str_replace` replaces one unique occurrence of old_str, `insert` inserts after insert_line, `undo_edit` reverts the last edit.",
            {
                "command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
                "path": STR,
                "file_text": STR,
                "old_str": STR,
                "new_str": STR,
                "insert_line": NUM,
                "view_range": {"type": "array", "items": NUM},
            },
            ["command", "path"],
        ),
    ],
    "sweagent": [
        _t(
            "open",
            "open <path> [<line_number>]: opens the file and shows a 100-line window centred on line_number",
            {"path": STR, "line_number": NUM},
            ["path"],
        ),
        _t("goto", "goto <line_number>: moves the window to show line_number", {"line_number": NUM}, ["line_number"]),
        _t("scroll_down", "moves the window down 100 lines", {}, []),
        _t("create", "create <filename>: creates and opens a new file", {"filename": STR}, ["filename"]),
        _t(
            "edit",
            "edit <start_line>:<end_line>\\n<replacement_text>\\nend_of_edit: replaces lines start..end of the open file, then shows the window",
            {"start_line": NUM, "end_line": NUM, "replacement_text": STR},
            ["start_line", "end_line", "replacement_text"],
        ),
        _t(
            "search_dir",
            "search_dir <search_term> [<dir>]: searches for search_term in all files in dir",
            {"search_term": STR, "dir": STR},
            ["search_term"],
        ),
        _t(
            "search_file",
            "search_file <search_term> [<file>]: searches for search_term in file",
            {"search_term": STR, "file": STR},
            ["search_term"],
        ),
        _t(
            "find_file",
            "find_file <file_name> [<dir>]: finds all files with the given name in dir",
            {"file_name": STR, "dir": STR},
            ["file_name"],
        ),
        _t("submit", "submits the current file changes as a patch", {}, []),
        _t(
            "bash",
            "any other line is run as a bash command; every observation ends with the open file, the current directory and the bash-$ prompt",
            {"command": STR},
            ["command"],
        ),
    ],
    "claude": [
        _t(
            "Bash",
            "Executes a bash command in a persistent shell session and returns stdout and stderr.",
            {"command": STR, "description": STR, "timeout": NUM},
            ["command"],
        ),
        _t(
            "Read",
            "Reads a file; returns lines in cat -n format (line number, then an arrow, then the line).",
            {"file_path": STR, "offset": NUM, "limit": NUM},
            ["file_path"],
        ),
        _t(
            "Edit",
            "Performs an exact string replacement in a file and shows a cat -n snippet of the result.",
            {"file_path": STR, "old_string": STR, "new_string": STR, "replace_all": BOOL},
            ["file_path", "old_string", "new_string"],
        ),
        _t(
            "Write",
            "Writes a file to the local filesystem, overwriting it if it exists.",
            {"file_path": STR, "content": STR},
            ["file_path", "content"],
        ),
        _t(
            "Grep",
            "ripgrep-based search. output_mode: content (path:line:text with -n), files_with_matches or count.",
            {"pattern": STR, "path": STR, "glob": STR, "output_mode": STR, "-n": BOOL},
            ["pattern"],
        ),
        _t(
            "Glob",
            "Fast file pattern matching; returns matching paths sorted by modification time.",
            {"pattern": STR, "path": STR},
            ["pattern"],
        ),
    ],
    "gemini": [
        _t(
            "read_file",
            "Reads and returns the content of a specified file.",
            {"absolute_path": STR, "offset": NUM, "limit": NUM},
            ["absolute_path"],
        ),
        _t(
            "write_file",
            "Writes content to a specified file.",
            {"file_path": STR, "content": STR},
            ["file_path", "content"],
        ),
        _t(
            "replace",
            "Replaces text within a file; old_string must match exactly.",
            {"file_path": STR, "old_string": STR, "new_string": STR, "expected_replacements": NUM},
            ["file_path", "old_string", "new_string"],
        ),
        _t(
            "list_directory",
            "Lists the names of files and subdirectories directly within a directory.",
            {"path": STR, "ignore": {"type": "array", "items": STR}},
            ["path"],
        ),
        _t(
            "glob",
            "Finds files matching a glob pattern, sorted by modification time.",
            {"pattern": STR, "path": STR},
            ["pattern"],
        ),
        _t(
            "search_file_content",
            "Searches for a regular expression within files; returns matching lines with file paths and line numbers.",
            {"pattern": STR, "path": STR, "include": STR},
            ["pattern"],
        ),
        _t(
            "run_shell_command",
            "Executes a shell command as `bash -c <command>`; returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.",
            {"command": STR, "description": STR, "directory": STR},
            ["command"],
        ),
    ],
    "aider": [
        _t("/add", "/add <files>: add files to the chat so they can be edited", {"files": STR}, ["files"]),
        _t(
            "/run",
            "/run <command>: run a shell command and offer to add its output to the chat",
            {"command": STR},
            ["command"],
        ),
        _t("/diff", "/diff: show the diff of the changes since the last message", {}, []),
        _t("/undo", "/undo: undo the last git commit if it was made by aider", {}, []),
        _t(
            "edit",
            "a reply holding SEARCH/REPLACE blocks; aider applies them, prints token usage and auto-commits with a short hash",
            {"blocks": STR},
            ["blocks"],
        ),
    ],
    "cline": [
        _t(
            "execute_command",
            "Execute a CLI command in the workspace; returns `Command executed.` and the output.",
            {"command": STR, "requires_approval": BOOL},
            ["command", "requires_approval"],
        ),
        _t("read_file", "Read the contents of a file at the specified path.", {"path": STR}, ["path"]),
        _t(
            "write_to_file",
            "Write content to a file, creating it if needed.",
            {"path": STR, "content": STR},
            ["path", "content"],
        ),
        _t(
            "replace_in_file",
            "Apply SEARCH/REPLACE blocks to a file; returns the final file content.",
            {"path": STR, "diff": STR},
            ["path", "diff"],
        ),
        _t(
            "search_files",
            "Regex search across files in a directory, with context.",
            {"path": STR, "regex": STR, "file_pattern": STR},
            ["path", "regex"],
        ),
        _t("list_files", "List files and directories in a directory.", {"path": STR, "recursive": BOOL}, ["path"]),
    ],
    "codex": [
        _t(
            "shell",
            'Runs a command (argv array, usually ["bash", "-lc", ...]); returns a JSON string with `output` and `metadata` (exit_code, duration_seconds). `apply_patch` as argv[0] applies a patch in the *** Begin Patch format.',
            {"command": {"type": "array", "items": STR}, "workdir": STR, "timeout_ms": NUM},
            ["command"],
        ),
    ],
}

HARNESS = {
    "openhands": "an OpenHands CodeAct agent (execute_bash, str_replace_editor)",
    "sweagent": "a SWE-agent agent (ACI commands plus bash)",
    "claude": "Claude Code (Bash, Read, Edit, Write, Grep, Glob)",
    "gemini": "Gemini CLI (read_file, write_file, replace, list_directory, glob, search_file_content, run_shell_command)",
    "aider": "Aider (slash commands and SEARCH/REPLACE edit replies, with git auto-commits)",
    "cline": "Cline (XML tool calls: execute_command, read_file, write_to_file, replace_in_file, search_files, list_files)",
    "codex": "Codex CLI (the shell function, with apply_patch)",
}


def system(harness: str, root: str) -> str:
    return (
        BASE.replace("{harness}", HARNESS[harness])
        .replace("{root}", root)
        .replace("{tools}", json.dumps(TOOLS[harness], indent=2, ensure_ascii=False))
    )


# ---- generic text helpers -------------------------------------------------------------------------


def nlines(text: str) -> int:
    return len(text.split("\n"))


def span(text: str, a: int, b: int) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[a - 1 : b])


def lineno(text: str, needle: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            return i
    raise KeyError(needle)


def hits(text: str, pattern: str) -> list[tuple[int, str]]:
    return [(i, ln) for i, ln in enumerate(text.split("\n"), 1) if re.search(pattern, ln)]


def nl_ba(text: str, a: int = 1, b: int | None = None) -> str:
    ls = text.split("\n")
    b = len(ls) if b is None else b
    return "\n".join(f"{i:6d}\t{ls[i - 1]}" for i in range(a, b + 1))


# ---- Claude Code ----------------------------------------------------------------------------------


def cc_lines(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{ln}" for i, ln in enumerate(text.split("\n"), start))


def cc_edited(path: str, text: str, a: int, b: int) -> str:
    return (
        f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
        + cc_lines(span(text, a, b), a)
    )


def cc(name: str, **kw: Any) -> str:
    return call(name, **kw)


# ---- SWE-agent ------------------------------------------------------------------------------------


def swe_win(path: str, text: str, first: int = 1, size: int = 100) -> str:
    ls = text.split("\n")
    total = len(ls)
    last = min(total, first + size - 1)
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{ls[i - 1]}" for i in range(first, last + 1)]
    if last < total:
        out.append(f"({total - last} more lines below)")
    return "\n".join(out)


def swe_foot(open_file: str, cwd: str) -> str:
    return f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


SWE_EDITED = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."


# ---- Cline ----------------------------------------------------------------------------------------


def cline(tool_name: str, **params: Any) -> str:
    body = "".join(f"<{k}>{v}</{k}>\n" for k, v in params.items())
    return f"<{tool_name}>\n{body}</{tool_name}>"


def cline_out(out: str) -> str:
    return "Command executed.\nOutput:\n" + out


def cline_saved(path: str, content: str) -> str:
    return (
        f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was saved:\n\n"
        f'<final_file_content path="{path}">\n{content}\n</final_file_content>\n\n'
        "IMPORTANT: For any future changes to this file, use the final_file_content shown above as a reference. This content "
        "reflects the current state of the file, including any auto-formatting (e.g., if you used single quotes but the "
        "formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this final version to ensure accuracy."
    )


def sr(search: str, replace: str) -> str:
    return f"------- SEARCH\n{search}\n=======\n{replace}\n+++++++ REPLACE"


# ---- Codex CLI ------------------------------------------------------------------------------------


def cx(cmd: str, workdir: str) -> str:
    return jblock(
        {"name": "shell", "arguments": {"command": ["bash", "-lc", cmd], "workdir": workdir, "timeout_ms": 120000}}
    )


def cx_patch(patch: str, workdir: str) -> str:
    return jblock({"name": "shell", "arguments": {"command": ["apply_patch", patch], "workdir": workdir}})


def cx_out(out: str, code: int = 0, dur: float = 0.4) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, ensure_ascii=False)


# ---- Aider ----------------------------------------------------------------------------------------


def aider_run(out: str) -> str:
    out = out.rstrip("\n")
    toks = max(0.1, round(len(out) / 4 / 1000, 1))
    return (
        out + f"\nAdd {toks}k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\n"
        f"Added {nlines(out)} lines of output to the chat."
    )


def aider_block(path: str, lang: str, search: str, replace: str) -> str:
    return f"{path}\n```{lang}\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


# ---- Gemini CLI -----------------------------------------------------------------------------------


def gem_read(path: str) -> str:
    return call("read_file", absolute_path=path)


def gem_replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


# =================================================================================================
# 01  Django + pytest, OpenHands (clean)
# =================================================================================================

DJ_MODELS = """from datetime import date

from django.db import models
from django.utils import timezone


class Coupon(models.Model):
    code = models.CharField(max_length=32, unique=True)
    percent_off = models.PositiveSmallIntegerField()
    starts_on = models.DateField(default=date.today)
    expires_on = models.DateField(null=True, blank=True)
    max_redemptions = models.PositiveIntegerField(default=0)
    times_redeemed = models.PositiveIntegerField(default=0)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["-starts_on", "code"]

    def __str__(self):
        return f"{self.code} ({self.percent_off}%)"

    def is_valid(self, today=None):
        today = today or timezone.localdate()
        if not self.active:
            return False
        if today < self.starts_on:
            return False
        if self.expires_on is not None and today >= self.expires_on:
            return False
        if self.max_redemptions and self.times_redeemed >= self.max_redemptions:
            return False
        return True

    def redeem(self):
        if not self.is_valid():
            raise ValueError(f"coupon {self.code} is not redeemable")
        self.times_redeemed = models.F("times_redeemed") + 1
        self.save(update_fields=["times_redeemed"])"""

DJ_OLD = "        if self.expires_on is not None and today >= self.expires_on:"
DJ_NEW = "        if self.expires_on is not None and today > self.expires_on:"

DJ_TEST = """from datetime import date, timedelta

import pytest

from shopfront.coupons.tests.factories import CouponFactory


@pytest.mark.django_db
def test_coupon_invalid_day_after_expiry():
    c = CouponFactory(expires_on=date(2024, 3, 31))
    assert c.is_valid(today=date(2024, 3, 31) + timedelta(days=1)) is False


@pytest.mark.django_db
def test_coupon_valid_on_start_day():
    c = CouponFactory(starts_on=date(2024, 4, 1), expires_on=None)
    assert c.is_valid(today=date(2024, 4, 1)) is True
"""

PYTEST_HEAD_DJ = """============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0
django: version: 4.2.11, settings: shopfront.settings.test (from ini)
rootdir: /workspace/shopfront
configfile: pytest.ini
plugins: django-4.8.0, cov-5.0.0, factoryboy-2.7.0"""


def t01(rs: RowSet) -> None:
    root = "/workspace/shopfront"
    mp = f"{root}/shopfront/coupons/models.py"
    fixed = DJ_MODELS.replace(DJ_OLD, DJ_NEW)
    ln = lineno(DJ_MODELS, DJ_OLD)
    tp = f"{root}/shopfront/coupons/tests/test_expiry_boundary.py"
    test_lines = nlines(DJ_TEST.rstrip("\n"))
    turns = [
        (
            bash("cd /workspace/shopfront && git status && git log --oneline -3"),
            oh_bash(
                """On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
a93c4e1 (HEAD -> main, origin/main, origin/HEAD) views: paginate coupon admin list
7f02b8d coupons: add max_redemptions limit
e15d6a0 Merge pull request #212 from shopfront/fix-currency-rounding""",
                root,
            ),
        ),
        (editor("view", mp), cat_n(mp, DJ_MODELS)),
        (
            bash("python -m pytest shopfront/coupons"),
            oh_bash(
                PYTEST_HEAD_DJ
                + """
collected 24 items

shopfront/coupons/tests/test_models.py .......F.....                     [ 54%]
shopfront/coupons/tests/test_views.py ...........                        [100%]

=================================== FAILURES ===================================
_______________________ test_coupon_valid_on_expiry_day ________________________

    @pytest.mark.django_db
    def test_coupon_valid_on_expiry_day():
        c = CouponFactory(code="SPRING24", percent_off=15, expires_on=date(2024, 3, 31))
>       assert c.is_valid(today=date(2024, 3, 31)) is True
E       assert False is True
E        +  where False = <bound method Coupon.is_valid of <Coupon: SPRING24 (15%)>>(today=datetime.date(2024, 3, 31))
E        +    where <bound method Coupon.is_valid of <Coupon: SPRING24 (15%)>> = <Coupon: SPRING24 (15%)>.is_valid
E        +    and   datetime.date(2024, 3, 31) = date(2024, 3, 31)

shopfront/coupons/tests/test_models.py:88: AssertionError
=========================== short test summary info ============================
FAILED shopfront/coupons/tests/test_models.py::test_coupon_valid_on_expiry_day - assert False is True
========================= 1 failed, 23 passed in 2.41s =========================""",
                root,
                1,
            ),
        ),
        (editor("str_replace", mp, old_str=DJ_OLD, new_str=DJ_NEW), edited(mp, span(fixed, ln - 4, ln + 4), ln - 4)),
        (editor("create", tp, file_text=DJ_TEST), f"File created successfully at: {tp}"),
        (
            bash("python -m pytest shopfront/coupons"),
            oh_bash(
                PYTEST_HEAD_DJ
                + """
collected 26 items

shopfront/coupons/tests/test_expiry_boundary.py ..                       [  7%]
shopfront/coupons/tests/test_models.py .............                     [ 57%]
shopfront/coupons/tests/test_views.py ...........                        [100%]

============================== 26 passed in 2.58s ==============================""",
                root,
            ),
        ),
        (
            bash("git status && git diff --stat"),
            oh_bash(
                """On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   shopfront/coupons/models.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	shopfront/coupons/tests/test_expiry_boundary.py

no changes added to commit (use "git add" and/or "git commit -a")
 shopfront/coupons/models.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""",
                root,
            ),
        ),
        (
            bash(
                'git add -A && git commit -q -m "coupons: treat expires_on as inclusive" && git show --stat --oneline HEAD && git log --oneline -4'
            ),
            oh_bash(
                f"""5b7e0d4 (HEAD -> main) coupons: treat expires_on as inclusive
 shopfront/coupons/models.py                     |  2 +-
 shopfront/coupons/tests/test_expiry_boundary.py | {test_lines:2d} {"+" * test_lines}
 2 files changed, {test_lines + 1} insertions(+), 1 deletion(-)
5b7e0d4 (HEAD -> main) coupons: treat expires_on as inclusive
a93c4e1 (origin/main, origin/HEAD) views: paginate coupon admin list
7f02b8d coupons: add max_redemptions limit
e15d6a0 Merge pull request #212 from shopfront/fix-currency-rounding""",
                root,
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-01",
        system("openhands", root),
        turns,
        state="OpenHands runtime, /workspace/shopfront (Django 4.2 shop backend, conda env `testbed`). Issue #231: coupons stop working on their expiry date; they should be valid through the end of expires_on.",
    )


# =================================================================================================
# 02  Flask + pytest, Claude Code (bad: a config value changes without an edit)
# =================================================================================================

FL_CONFIG = """import os
from datetime import timedelta

basedir = os.path.abspath(os.path.dirname(__file__))


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-not-secret")
    SQLALCHEMY_DATABASE_URI = os.environ.get(
        "DATABASE_URL", "sqlite:///" + os.path.join(basedir, "..", "pasteboard.db")
    )
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    MAX_PASTE_BYTES = 512 * 1024
    PASTE_TTL = timedelta(days=30)
    SESSION_COOKIE_NAME = "pb_session"
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    SESSION_COOKIE_SECURE = False
    REMEMBER_COOKIE_DURATION = timedelta(days=14)
    PERMANENT_SESSION_LIFETIME = timedelta(hours=12)


class DevelopmentConfig(Config):
    DEBUG = True
    SQLALCHEMY_ECHO = False


class TestingConfig(Config):
    TESTING = True
    WTF_CSRF_ENABLED = False
    SQLALCHEMY_DATABASE_URI = "sqlite://"


class ProductionConfig(Config):
    PREFERRED_URL_SCHEME = "https"
    PROXY_FIX_X_FOR = 1


config = {
    "development": DevelopmentConfig,
    "testing": TestingConfig,
    "production": ProductionConfig,
    "default": DevelopmentConfig,
}"""

FL_OLD = """    PREFERRED_URL_SCHEME = "https"
    PROXY_FIX_X_FOR = 1"""
FL_NEW = """    PREFERRED_URL_SCHEME = "https"
    PROXY_FIX_X_FOR = 1
    SESSION_COOKIE_SECURE = True
    REMEMBER_COOKIE_SECURE = True"""


def t02(rs: RowSet) -> None:
    root = "/home/dev/pasteboard"
    cp = f"{root}/pasteboard/config.py"
    new = FL_CONFIG.replace(FL_OLD, FL_NEW)
    ins = lineno(new, "REMEMBER_COOKIE_SECURE = True")
    bad_view = new.replace('SESSION_COOKIE_SAMESITE = "Lax"', 'SESSION_COOKIE_SAMESITE = "Strict"')
    grep_out = "\n".join(
        f"pasteboard/config.py:{i}:{ln}" for i, ln in hits(bad_view, r"SESSION_COOKIE|REMEMBER_COOKIE")
    )
    grep_out += '\npasteboard/auth/views.py:48:        login_user(user, remember=form.remember.data, duration=current_app.config["REMEMBER_COOKIE_DURATION"])'
    turns = [
        (
            cc("Bash", command="ls -la && git branch --show-current", description="List repo root and current branch"),
            """total 64
drwxr-xr-x  8 dev dev 4096 May  6 10:12 .
drwxr-x--- 19 dev dev 4096 May  6 09:58 ..
-rw-r--r--  1 dev dev  118 Apr 29 16:40 .flake8
drwxr-xr-x  8 dev dev 4096 May  6 10:12 .git
drwxr-xr-x  3 dev dev 4096 Apr 12 11:03 .github
-rw-r--r--  1 dev dev  412 Apr 12 11:03 .gitignore
-rw-r--r--  1 dev dev 1071 Apr 12 11:03 LICENSE
-rw-r--r--  1 dev dev 2384 Apr 29 16:40 README.md
drwxr-xr-x  6 dev dev 4096 May  6 10:11 pasteboard
-rw-r--r--  1 dev dev  906 Apr 29 16:40 pyproject.toml
-rw-r--r--  1 dev dev  241 Apr 29 16:40 requirements.txt
drwxr-xr-x  3 dev dev 4096 May  6 10:11 tests
drwxr-xr-x  5 dev dev 4096 Apr 12 11:05 .venv
fix/cookie-flags""",
        ),
        (cc("Read", file_path=cp), cc_lines(FL_CONFIG)),
        (
            cc("Bash", command="python -m pytest tests/test_config.py -q", description="Run config tests"),
            """.......F..F                                                              [100%]
=================================== FAILURES ===================================
____________________ test_production_session_cookie_secure _____________________

    def test_production_session_cookie_secure():
        app = create_app("production")
>       assert app.config["SESSION_COOKIE_SECURE"] is True
E       assert False is True

tests/test_config.py:58: AssertionError
____________________ test_production_remember_cookie_secure ____________________

    def test_production_remember_cookie_secure():
        app = create_app("production")
>       assert app.config["REMEMBER_COOKIE_SECURE"] is True
E       KeyError: 'REMEMBER_COOKIE_SECURE'

tests/test_config.py:76: KeyError
=========================== short test summary info ============================
FAILED tests/test_config.py::test_production_session_cookie_secure - assert False is True
FAILED tests/test_config.py::test_production_remember_cookie_secure - KeyError: 'REMEMBER_COOKIE_SECURE'
2 failed, 9 passed in 0.47s""",
        ),
        (cc("Edit", file_path=cp, old_string=FL_OLD, new_string=FL_NEW), cc_edited(cp, new, ins - 6, ins + 4)),
        (
            cc(
                "Grep",
                pattern="SESSION_COOKIE|REMEMBER_COOKIE",
                path="pasteboard",
                output_mode="content",
                **{"-n": True},
            ),
            grep_out,
        ),
        (
            cc("Bash", command="python -m pytest tests/test_config.py -q", description="Re-run config tests"),
            """...........                                                              [100%]
11 passed in 0.41s""",
        ),
        (
            cc("Bash", command="git diff", description="Show working tree diff"),
            f"""diff --git a/pasteboard/config.py b/pasteboard/config.py
index 5d2c81e..b907f3a 100644
--- a/pasteboard/config.py
+++ b/pasteboard/config.py
@@ -{ins - 4},6 +{ins - 4},8 @@ class TestingConfig(Config):
 class ProductionConfig(Config):
     PREFERRED_URL_SCHEME = "https"
     PROXY_FIX_X_FOR = 1
+    SESSION_COOKIE_SECURE = True
+    REMEMBER_COOKIE_SECURE = True
\x20
\x20
 config = {{""",
        ),
        (
            cc(
                "Bash",
                command='git commit -am "config: mark session and remember cookies Secure in production" && git log --oneline -2',
                description="Commit the fix",
            ),
            """[fix/cookie-flags 0c3d9e1] config: mark session and remember cookies Secure in production
 1 file changed, 2 insertions(+)
0c3d9e1 (HEAD -> fix/cookie-flags) config: mark session and remember cookies Secure in production
6a1f4b8 (origin/main, origin/HEAD, main) paste: enforce MAX_PASTE_BYTES on upload""",
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-02",
        system("claude", root),
        turns,
        state="Claude Code session in /home/dev/pasteboard (Flask pastebin, Python 3.12 venv). Task: production cookies are sent without the Secure flag; make test_config.py pass.",
        bad=True,
        turn=5,
        kind='grep shows SESSION_COOKIE_SAMESITE = "Strict" in config.py, but the file read at turn 2 had "Lax" and only ProductionConfig was edited since',
    )


# =================================================================================================
# 03  Go service + go test, Codex CLI (bad: HEAD's hash changes without a commit)
# =================================================================================================


def tabs(text: str) -> str:
    """Turn leading 4-space indentation into tabs (gofmt style), keeping inner alignment spaces."""
    return "\n".join(re.sub(r"^((?:    )+)", lambda m: "\t" * (len(m.group(1)) // 4), ln) for ln in text.split("\n"))


GO_BAL = tabs("""package ledger

import (
    "errors"
    "time"

    "github.com/shopspring/decimal"
)

// EntryKind distinguishes ordinary postings from reversals.
type EntryKind uint8

const (
    KindPosting EntryKind = iota
    KindReversal
)

var ErrCurrencyMismatch = errors.New("ledger: currency mismatch")

type Entry struct {
    ID        string
    AccountID string
    Kind      EntryKind
    Amount    decimal.Decimal // always positive; Kind decides the sign
    Currency  string
    PostedAt  time.Time
    Reverses  string // ID of the reversed entry when Kind == KindReversal
}

// Balance sums the entries of one account up to and including asOf.
func Balance(entries []Entry, currency string, asOf time.Time) (decimal.Decimal, error) {
    total := decimal.Zero
    for _, e := range entries {
        if e.PostedAt.After(asOf) {
            continue
        }
        if e.Currency != currency {
            return decimal.Zero, ErrCurrencyMismatch
        }
        total = total.Add(e.Amount)
    }
    return total, nil
}""")

GO_PATCH = "\n".join(
    [
        "*** Begin Patch",
        "*** Update File: internal/ledger/balance.go",
        "@@ func Balance(entries []Entry, currency string, asOf time.Time) (decimal.Decimal, error) {",
        " \t\tif e.Currency != currency {",
        " \t\t\treturn decimal.Zero, ErrCurrencyMismatch",
        " \t\t}",
        "+\t\tif e.Kind == KindReversal {",
        "+\t\t\ttotal = total.Sub(e.Amount)",
        "+\t\t\tcontinue",
        "+\t\t}",
        " \t\ttotal = total.Add(e.Amount)",
        "*** End Patch",
    ]
)

GO_PKG = "github.com/acme/ledgerd/internal/ledger"


def t03(rs: RowSet) -> None:
    root = "/home/dev/ledgerd"
    subs = [
        "empty",
        "single_posting",
        "future_entry_ignored",
        "reversal_cancels_posting",
        "partial_reversal",
        "currency_mismatch",
    ]
    run1 = "=== RUN   TestBalance\n" + "\n".join(
        f"=== RUN   TestBalance/{s}"
        + (
            {
                "reversal_cancels_posting": "\n    balance_test.go:71: Balance() = 250, want 0",
                "partial_reversal": "\n    balance_test.go:71: Balance() = 180, want 20",
            }.get(s, "")
        )
        for s in subs
    )
    run1 += "\n--- FAIL: TestBalance (0.00s)\n" + "\n".join(
        f"    --- {'FAIL' if s in ('reversal_cancels_posting', 'partial_reversal') else 'PASS'}: TestBalance/{s} (0.00s)"
        for s in subs
    )
    run1 += f"\nFAIL\nFAIL\t{GO_PKG}\t0.006s\nFAIL\n"
    pa = ["integer", "two_decimals", "negative", "rejects_three_decimals", "rejects_empty"]
    run2 = "=== RUN   TestBalance\n" + "\n".join(f"=== RUN   TestBalance/{s}" for s in subs)
    run2 += "\n--- PASS: TestBalance (0.00s)\n" + "\n".join(f"    --- PASS: TestBalance/{s} (0.00s)" for s in subs)
    run2 += "\n=== RUN   TestEntryValidate\n--- PASS: TestEntryValidate (0.00s)\n=== RUN   TestParseAmount\n"
    run2 += "\n".join(f"=== RUN   TestParseAmount/{s}" for s in pa)
    run2 += "\n--- PASS: TestParseAmount (0.00s)\n" + "\n".join(
        f"    --- PASS: TestParseAmount/{s} (0.00s)" for s in pa
    )
    run2 += f"\nPASS\nok  \t{GO_PKG}\t0.007s\n"
    turns = [
        (
            cx("git log --oneline -3 && git status -sb", root),
            cx_out(
                """3e9b0f2 (HEAD -> main, origin/main) ledger: add reversal entry type
b71c04a api: expose /accounts/{id}/balance
02d9e5f store: batch-insert entries in one transaction
## main...origin/main
""",
                0,
                0.1,
            ),
        ),
        (cx("sed -n '1,60p' internal/ledger/balance.go", root), cx_out(GO_BAL + "\n", 0, 0.0)),
        (cx("go test ./internal/ledger/ -run TestBalance -v", root), cx_out(run1, 1, 2.3)),
        (
            cx_patch(GO_PATCH, root),
            cx_out("Success. Updated the following files:\nM internal/ledger/balance.go\n", 0, 0.0),
        ),
        (cx("go test ./internal/ledger/ -v", root), cx_out(run2, 0, 1.1)),
        (cx("go vet ./... && gofmt -l . && echo clean", root), cx_out("clean\n", 0, 3.4)),
        (
            cx("git stash list; git log -1 --format='%H %an <%ae> %ad%n    %s' --date=iso", root),
            cx_out(
                """3e9b0f7a4c12d8e5b6f0913a27c4d5e8f1b2a3c6 Mara Ilić <mara@acme.dev> 2024-05-21 17:42:09 +0200
    ledger: add reversal entry type
""",
                0,
                0.1,
            ),
        ),
        (
            cx("go test ./...", root),
            cx_out(
                f"""?   \tgithub.com/acme/ledgerd/cmd/ledgerd\t[no test files]
ok  \tgithub.com/acme/ledgerd/internal/api\t0.041s
ok  \t{GO_PKG}\t0.006s
ok  \tgithub.com/acme/ledgerd/internal/store\t0.118s
""",
                0,
                6.8,
            ),
        ),
        (
            cx("git status -sb && git diff --stat", root),
            cx_out(
                """## main...origin/main
 M internal/ledger/balance.go
 internal/ledger/balance.go | 4 ++++
 1 file changed, 4 insertions(+)
""",
                0,
                0.1,
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-03",
        system("codex", root),
        turns,
        state="Codex CLI in /home/dev/ledgerd (Go 1.22 module github.com/acme/ledgerd), sandbox workspace-write, approval on-request. Task: account balances ignore reversal entries (ticket LED-88).",
        bad=True,
        turn=7,
        kind="git log -1 prints HEAD as 3e9b0f7a…, but turn 1 showed HEAD at 3e9b0f2 and nothing was committed since",
    )


# =================================================================================================
# 04  FastAPI + httpx tests, Gemini CLI (clean)
# =================================================================================================

FA_PROJ = """from fastapi import APIRouter, Depends, Query
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import Project
from app.schemas import ProjectOut, ProjectPage

router = APIRouter(prefix="/v1/projects", tags=["projects"])


@router.get("", response_model=ProjectPage)
async def list_projects(
    cursor: int | None = Query(default=None, ge=0),
    limit: int = Query(default=20, ge=1, le=100),
    session: AsyncSession = Depends(get_session),
) -> ProjectPage:
    stmt = select(Project).order_by(Project.id).limit(limit)
    if cursor is not None:
        stmt = stmt.where(Project.id >= cursor)
    rows = (await session.scalars(stmt)).all()
    next_cursor = rows[-1].id if len(rows) == limit else None
    return ProjectPage(items=[ProjectOut.model_validate(r) for r in rows], next_cursor=next_cursor)


@router.get("/{project_id}", response_model=ProjectOut)
async def get_project(project_id: int, session: AsyncSession = Depends(get_session)) -> ProjectOut:
    project = await session.get(Project, project_id)
    if project is None:
        raise HTTPException(status_code=404, detail="project not found")
    return ProjectOut.model_validate(project)"""

FA_PROJ = FA_PROJ.replace(
    "from fastapi import APIRouter, Depends, Query", "from fastapi import APIRouter, Depends, HTTPException, Query"
)

FA_TEST = """import pytest

pytestmark = pytest.mark.anyio


async def test_pages_cover_all_projects_once(client, seed_projects):
    seen, cursor = [], None
    while True:
        params = {"limit": 7} | ({"cursor": cursor} if cursor is not None else {})
        body = (await client.get("/v1/projects", params=params)).json()
        seen += [p["id"] for p in body["items"]]
        cursor = body["next_cursor"]
        if cursor is None:
            break
    assert seen == sorted(p.id for p in seed_projects)


async def test_cursor_past_end_returns_empty_page(client, seed_projects):
    body = (await client.get("/v1/projects", params={"cursor": 10_000})).json()
    assert body == {"items": [], "next_cursor": None}


async def test_limit_above_max_is_rejected(client):
    r = await client.get("/v1/projects", params={"limit": 101})
    assert r.status_code == 422
"""


def t04(rs: RowSet) -> None:
    root = "/home/dev/quota-api"
    pp = f"{root}/app/routers/projects.py"
    old = "        stmt = stmt.where(Project.id >= cursor)"
    new = "        stmt = stmt.where(Project.id > cursor)"
    tp = f"{root}/tests/test_projects_pagination.py"
    srch = ['Found {n} matches for pattern "next_cursor" in path ".":', "---", "File: app/routers/projects.py"]
    srch += [f"L{i}: {ln.strip()}" for i, ln in hits(FA_PROJ, "next_cursor")]
    srch += [
        "---",
        "File: app/schemas.py",
        "L31: next_cursor: int | None = None",
        "---",
        "File: tests/test_projects.py",
        'L59: r2 = await client.get("/v1/projects", params={"limit": 20, "cursor": page1["next_cursor"]})',
        'L73: assert body["next_cursor"] is None',
        "---",
        "File: tests/test_projects_pagination.py",
    ]
    srch += [f"L{i}: {ln.strip()}" for i, ln in hits(FA_TEST, "next_cursor")] + ["---"]
    n = sum(1 for s in srch if s.startswith("L"))
    srch[0] = srch[0].format(n=n)
    turns = [
        (
            call("list_directory", path=f"{root}/app"),
            f"Directory listing for {root}/app:\n[DIR] __pycache__\n[DIR] routers\n__init__.py\nconfig.py\ndb.py\nmain.py\nmodels.py\nschemas.py",
        ),
        (gem_read(pp), FA_PROJ),
        (
            gshell("python -m pytest tests/test_projects.py -q", "Run the project listing tests"),
            gem_run(
                "python -m pytest tests/test_projects.py -q",
                """......F.                                                                 [100%]
=================================== FAILURES ===================================
________________ test_list_projects_second_page_does_not_repeat ________________

client = <httpx.AsyncClient object at 0x7f3b2c1d9e50>
seed_projects = [<app.models.Project object at 0x7f3b2c1e0a10>, <app.models.Project object at 0x7f3b2c1e0b50>, ...]

    async def test_list_projects_second_page_does_not_repeat(client, seed_projects):
        r1 = await client.get("/v1/projects", params={"limit": 20})
        page1 = r1.json()
        r2 = await client.get("/v1/projects", params={"limit": 20, "cursor": page1["next_cursor"]})
        page2 = r2.json()
>       assert page2["items"][0]["id"] != page1["items"][-1]["id"]
E       assert 20 != 20

tests/test_projects.py:61: AssertionError
=========================== short test summary info ============================
FAILED tests/test_projects.py::test_list_projects_second_page_does_not_repeat - assert 20 != 20
1 failed, 7 passed in 0.93s""",
                1,
                51877,
            ),
        ),
        (call("replace", file_path=pp, old_string=old, new_string=new, expected_replacements=1), gem_replaced(pp)),
        (
            gshell("python -m pytest tests/test_projects.py -q", "Re-run the project listing tests"),
            gem_run(
                "python -m pytest tests/test_projects.py -q",
                """........                                                                 [100%]
8 passed in 0.88s""",
                0,
                51940,
            ),
        ),
        (call("write_file", file_path=tp, content=FA_TEST), f"Successfully created and wrote to new file: {tp}."),
        (
            gshell("python -m pytest -q", "Run the whole test suite"),
            gem_run(
                "python -m pytest -q",
                "." * 44
                + " " * (73 - 44)
                + """[100%]
44 passed in 2.87s""",
                0,
                52066,
            ),
        ),
        (call("search_file_content", pattern="next_cursor", path="."), "\n".join(srch)),
        (
            gshell("git status --short", "Show changed files"),
            gem_run("git status --short", " M app/routers/projects.py\n?? tests/test_projects_pagination.py", 0, 52140),
        ),
        (
            gshell("ruff check app tests && ruff format --check app tests", "Lint and format check"),
            gem_run(
                "ruff check app tests && ruff format --check app tests",
                "All checks passed!\n19 files already formatted",
                0,
                52187,
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-04",
        system("gemini", root),
        turns,
        state="Gemini CLI (gemini-2.5-pro) in /home/dev/quota-api, a FastAPI service with SQLAlchemy async and httpx.AsyncClient tests (anyio). Bug report: the second page of GET /v1/projects repeats the last project of the first page.",
    )


# =================================================================================================
# 05  Java + Gradle + JUnit 5, SWE-agent (clean)
# =================================================================================================

JV_MF = """package io.invoicekit.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;
import java.util.Objects;

/**
 * Formats monetary amounts for invoices and credit notes.
 *
 * <p>Amounts are rounded to the currency's default fraction digits using
 * commercial rounding (half up) before they are rendered.
 */
public final class MoneyFormatter {

    private final Locale locale;
    private final Currency currency;

    public MoneyFormatter(Locale locale, Currency currency) {
        this.locale = Objects.requireNonNull(locale, "locale");
        this.currency = Objects.requireNonNull(currency, "currency");
    }

    public static MoneyFormatter of(String languageTag, String currencyCode) {
        return new MoneyFormatter(Locale.forLanguageTag(languageTag), Currency.getInstance(currencyCode));
    }

    public BigDecimal round(BigDecimal amount) {
        int digits = Math.max(0, currency.getDefaultFractionDigits());
        return amount.setScale(digits, RoundingMode.HALF_DOWN);
    }

    public String format(BigDecimal amount) {
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        nf.setCurrency(currency);
        nf.setMinimumFractionDigits(currency.getDefaultFractionDigits());
        nf.setMaximumFractionDigits(currency.getDefaultFractionDigits());
        return nf.format(round(amount));
    }

    public Locale locale() {
        return locale;
    }

    public Currency currency() {
        return currency;
    }
}"""

JV_TAX = """package io.invoicekit.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/**
 * One VAT line of an invoice: the net base of all items sharing a rate.
 */
public record TaxLine(BigDecimal rate, BigDecimal netBase) {

    public TaxLine {
        Objects.requireNonNull(rate, "rate");
        Objects.requireNonNull(netBase, "netBase");
        if (rate.signum() < 0) {
            throw new IllegalArgumentException("negative tax rate: " + rate);
        }
    }

    /**
     * VAT amount of this line.
     *
     * <p>Statutory rounding for the legacy AT/DE credit-note export (see
     * docs/adr/0007-credit-note-rounding.md). Do not change to HALF_UP:
     * credit notes must mirror the amounts of the original 2019 invoices.
     */
    public BigDecimal taxAmount() {
        return netBase.multiply(rate).setScale(2, RoundingMode.HALF_DOWN);
    }

    public BigDecimal gross() {
        return netBase.add(taxAmount());
    }
}"""


def t05(rs: RowSet) -> None:
    root = "/invoicekit"
    rel = "src/main/java/io/invoicekit/format/MoneyFormatter.java"
    mf = f"{root}/{rel}"
    tax = f"{root}/src/main/java/io/invoicekit/tax/TaxLine.java"
    ln = lineno(JV_MF, "RoundingMode.HALF_DOWN")
    fixed = JV_MF.replace("RoundingMode.HALF_DOWN", "RoundingMode.HALF_UP")
    gradle_ok1 = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 7s
3 actionable tasks: 2 executed, 1 up-to-date"""
    turns = [
        (
            'find_file "MoneyFormatter.java"',
            f'Found 1 matches for "MoneyFormatter.java" in {root}:\n{mf}\n' + swe_foot("n/a", root),
        ),
        (f"open {rel}", swe_win(mf, JV_MF) + "\n" + swe_foot(mf, root)),
        (
            "./gradlew test --tests 'io.invoicekit.format.MoneyFormatterTest'",
            """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses

> Task :test FAILED

MoneyFormatterTest > roundsHalfCentUp() FAILED
    org.opentest4j.AssertionFailedError at MoneyFormatterTest.java:29

6 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///invoicekit/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 9s
3 actionable tasks: 2 executed, 1 up-to-date
"""
            + swe_foot(mf, root),
        ),
        (
            f"edit {ln}:{ln}\n        return amount.setScale(digits, RoundingMode.HALF_UP);\nend_of_edit",
            swe_win(mf, fixed) + "\n" + SWE_EDITED + "\n" + swe_foot(mf, root),
        ),
        ("./gradlew test --tests 'io.invoicekit.format.MoneyFormatterTest'", gradle_ok1 + "\n" + swe_foot(mf, root)),
        (
            'search_dir "RoundingMode.HALF_DOWN"',
            f'Found 1 matches for "RoundingMode.HALF_DOWN" in {root}:\n{tax} (1 matches)\nEnd of matches for "RoundingMode.HALF_DOWN" in {root}\n'
            + swe_foot(mf, root),
        ),
        ("open src/main/java/io/invoicekit/tax/TaxLine.java 27", swe_win(tax, JV_TAX) + "\n" + swe_foot(tax, root)),
        (
            "./gradlew test",
            """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 12s
3 actionable tasks: 1 executed, 2 up-to-date
"""
            + swe_foot(tax, root),
        ),
        (
            "git diff",
            f"""diff --git a/{rel} b/{rel}
index 8a3e0c1..e41b97d 100644
--- a/{rel}
+++ b/{rel}
@@ -{ln - 3},7 +{ln - 3},7 @@ public final class MoneyFormatter {{
\x20
     public BigDecimal round(BigDecimal amount) {{
         int digits = Math.max(0, currency.getDefaultFractionDigits());
-        return amount.setScale(digits, RoundingMode.HALF_DOWN);
+        return amount.setScale(digits, RoundingMode.HALF_UP);
     }}
\x20
     public String format(BigDecimal amount) {{
"""
            + swe_foot(tax, root),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-05",
        system("sweagent", root),
        turns,
        state="SWE-agent on /invoicekit (Java 17, Gradle 8.7 wrapper, JUnit 5). Issue #57: MoneyFormatter renders 2.345 EUR as 2,34 € instead of 2,35 €; the class doc promises commercial (half up) rounding.\n(Open file: n/a)\n(Current directory: /invoicekit)\nbash-$",
    )


# =================================================================================================
# 06  Rails + RSpec, Aider (bad: the auto-commit's hash changes in git log)
# =================================================================================================

RB_INV = """class Invoice < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { draft: 0, issued: 1, paid: 2, void: 3 }

  validates :number, presence: true, uniqueness: { scope: :customer_id }
  validates :currency, inclusion: { in: %w[EUR USD GBP CHF] }

  def subtotal
    line_items.sum { |li| li.quantity * li.unit_price }
  end

  def tax_total
    (line_items.sum { |li| li.quantity * li.unit_price * li.tax_rate }).round(2)
  end

  def total
    subtotal + tax_total
  end
end"""

RB_OLD = "    (line_items.sum { |li| li.quantity * li.unit_price * li.tax_rate }).round(2)"
RB_NEW = "    line_items.sum { |li| (li.quantity * li.unit_price * li.tax_rate).round(2) }"


def t06(rs: RowSet) -> None:
    root = "/home/kai/src/billing-rails"
    ln = lineno(RB_INV, RB_OLD)
    turns = [
        (
            "/add app/models/invoice.rb spec/models/invoice_spec.rb",
            "Added app/models/invoice.rb to the chat\nAdded spec/models/invoice_spec.rb to the chat",
        ),
        (
            "/run bundle exec rspec spec/models/invoice_spec.rb",
            aider_run("""
Randomized with seed 40917
.....F..F.....

Failures:

  1) Invoice#tax_total rounds each line before summing
     Failure/Error: expect(invoice.tax_total).to eq(BigDecimal("3.82"))

       expected: 0.382e1
            got: 0.381e1

       (compared using ==)
     # ./spec/models/invoice_spec.rb:42:in `block (3 levels) in <top (required)>'

  2) Invoice#total adds the rounded tax to the subtotal
     Failure/Error: expect(invoice.total).to eq(BigDecimal("23.82"))

       expected: 0.2382e2
            got: 0.2381e2

       (compared using ==)
     # ./spec/models/invoice_spec.rb:58:in `block (3 levels) in <top (required)>'

Finished in 0.41357 seconds (files took 2.1 seconds to load)
14 examples, 2 failures

Failed examples:

rspec ./spec/models/invoice_spec.rb:36 # Invoice#tax_total rounds each line before summing
rspec ./spec/models/invoice_spec.rb:52 # Invoice#total adds the rounded tax to the subtotal

Randomized with seed 40917"""),
        ),
        (
            aider_block("app/models/invoice.rb", "ruby", RB_OLD, RB_NEW),
            "Tokens: 5.2k sent, 187 received. Cost: $0.02 message, $0.04 session.\nApplied edit to app/models/invoice.rb\n"
            "Commit 8d41c07 fix: round tax per line item before summing",
        ),
        (
            "/run bundle exec rspec spec/models/invoice_spec.rb",
            aider_run("""
Randomized with seed 18822
..............

Finished in 0.38804 seconds (files took 2.04 seconds to load)
14 examples, 0 failures

Randomized with seed 18822"""),
        ),
        (
            "/run git log --oneline -4",
            aider_run("""8d14c07 (HEAD -> main) fix: round tax per line item before summing
e3a92b5 Add invoice PDF footer with bank details
1c07f4d Merge branch 'currency-chf'
9b5e2a0 Validate currency against supported list"""),
        ),
        (
            "/run bundle exec rubocop app/models/invoice.rb",
            aider_run("""Inspecting 1 file
.

1 file inspected, no offenses detected"""),
        ),
        (
            "/diff",
            f"""diff --git a/app/models/invoice.rb b/app/models/invoice.rb
index 4b1e7c2..9f3d0a8 100644
--- a/app/models/invoice.rb
+++ b/app/models/invoice.rb
@@ -{ln - 3},7 +{ln - 3},7 @@ class Invoice < ApplicationRecord
   end
\x20
   def tax_total
-{RB_OLD}
+{RB_NEW}
   end
\x20
   def total""",
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-06",
        system("aider", root),
        turns,
        state="""Aider v0.62.1
Main model: claude-3-5-sonnet-20241022 with diff edit format, infinite output
Weak model: claude-3-5-haiku-20241022
Git repo: .git with 214 files
Repo-map: using 1024 tokens, auto refresh
Task: invoice tax totals are off by a cent; rounding must happen per line item (spec/models/invoice_spec.rb).""",
        bad=True,
        turn=5,
        kind="git log shows the aider commit as 8d14c07, but aider reported it as Commit 8d41c07 at turn 3 and nothing was committed or amended since",
    )


# =================================================================================================
# 07  Node + mocha, Cline (clean)
# =================================================================================================

JS_COND = """'use strict';

/**
 * Parse an If-None-Match / If-Match header into a list of entity tags.
 * Returns ['*'] for the wildcard.
 */
function parseEtagList(header) {
  if (!header) return [];
  if (header.trim() === '*') return ['*'];
  return header.split(',').map((tag) => tag.trim()).filter(Boolean);
}

function stripWeak(tag) {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * RFC 9110 section 13.1.2: If-None-Match uses the weak comparison function.
 */
function isNotModified(req, etag) {
  const tags = parseEtagList(req.headers['if-none-match']);
  if (tags.length === 0 || !etag) return false;
  if (tags[0] === '*') return true;
  return tags.some((tag) => tag === etag);
}

function isPreconditionFailed(req, etag) {
  const header = req.headers['if-match'];
  if (!header) return false;
  const tags = parseEtagList(header);
  if (tags[0] === '*') return !etag;
  // strong comparison: weak tags never match
  return !tags.some((tag) => !tag.startsWith('W/') && tag === etag);
}

module.exports = { parseEtagList, isNotModified, isPreconditionFailed, stripWeak };"""

JS_MW = """'use strict';

const { computeEtag } = require('./etag');
const { buildCacheControl } = require('./cache-control');
const { parseEtagList, isNotModified, isPreconditionFailed } = require('./conditional');

module.exports = function conditionalCache(options = {}) {
  const cacheControl = buildCacheControl(options);
  return function conditionalCacheMiddleware(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const tags = parseEtagList(req.headers['if-match']);
      if (tags.length && isPreconditionFailed(req, res.get('ETag'))) {
        return res.status(412).end();
      }
      return next();
    }
    const send = res.send.bind(res);
    res.send = (body) => {
      const etag = computeEtag(body, { weak: options.weak !== false });
      res.set('ETag', etag);
      res.set('Cache-Control', cacheControl);
      if (isNotModified(req, etag)) return res.status(304).end();
      return send(body);
    };
    return next();
  };
};"""


def cline_search(files: list[tuple[str, str]], pattern: str) -> str:
    blocks, n = [], 0
    for path, text in files:
        ls = text.split("\n")
        found = [i for i, ln in enumerate(ls) if re.search(pattern, ln)]
        if not found:
            continue
        n += len(found)
        parts = [path, "│----"]
        for i in found:
            ctx = ls[max(0, i - 1) : i + 2]
            parts += ["│" + c for c in ctx] + ["│----"]
        blocks.append("\n".join(parts))
    return f"Found {n} results.\n\n" + "\n\n".join(blocks)


MOCHA_SUITES = {
    "cache-control": [
        "builds public, max-age from options",
        "adds s-maxage when sharedMaxAge is set",
        "adds immutable for fingerprinted assets",
        "emits no-store when store is false",
        "emits private for authenticated responses",
        "rejects negative maxAge",
        "rounds fractional seconds down",
        "adds stale-while-revalidate",
        "adds stale-if-error",
        "orders directives deterministically",
        "omits max-age when noCache is set",
        "accepts a string override",
    ],
    "conditional": None,
    "etag": [
        "hashes a string body",
        "hashes a Buffer body",
        "hashes a JSON object by its serialisation",
        "prefixes W/ when weak",
        "omits W/ when strong",
        "quotes the tag",
        "is stable across calls",
        "differs for different bodies",
        "uses the length prefix",
        "handles an empty body",
        "handles a 1 MiB body",
        "accepts a custom hash function",
        "rejects a non-string custom tag",
        "supports base64url encoding",
    ],
    "middleware": [
        "sets ETag on GET responses",
        "sets Cache-Control on GET responses",
        "returns 304 when If-None-Match matches",
        "returns 200 when If-None-Match differs",
        "ignores If-None-Match on POST",
        "returns 412 when If-Match fails on PUT",
        "passes PUT through when If-Match matches",
        "handles HEAD like GET",
        "keeps the body on 200",
        "sends no body on 304",
        "respects weak: false",
        "calls next() once",
    ],
}
MOCHA_COND = [
    (
        "parseEtagList()",
        ["returns [] for a missing header", "returns ['*'] for the wildcard", "splits and trims a list"],
    ),
    (
        "isNotModified()",
        [
            "matches an identical strong tag",
            "matches a weak tag against a strong etag",
            "matches a strong tag against a weak etag",
            "returns true for *",
        ],
    ),
    (
        "isPreconditionFailed()",
        ["fails when no strong tag matches", "passes with the wildcard when the resource exists"],
    ),
]


def mocha_cond(failing: bool) -> list[str]:
    out, k = ["  conditional"], 0
    for grp, names in MOCHA_COND:
        out.append(f"    {grp}")
        for name in names:
            if failing and "weak" in name and name.startswith("matches a"):
                k += 1
                out.append(f"      {k}) {name}")
            else:
                out.append(f"      ✔ {name}")
    return out


def t07(rs: RowSet) -> None:
    root = "/home/dev/express-conditional-cache"
    fixed = JS_COND.replace(
        "  return tags.some((tag) => tag === etag);", "  return tags.some((tag) => stripWeak(tag) === stripWeak(etag));"
    )
    fail_out = (
        "\n\n"
        + "\n".join(mocha_cond(True))
        + """


  7 passing (11ms)
  2 failing

  1) conditional
       isNotModified()
         matches a weak tag against a strong etag:

      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

false !== true

      + expected - actual

      -false
      +true

      at Context.<anonymous> (test/conditional.test.js:38:14)
      at process.processImmediate (node:internal/timers:478:21)

  2) conditional
       isNotModified()
         matches a strong tag against a weak etag:

      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

false !== true

      + expected - actual

      -false
      +true

      at Context.<anonymous> (test/conditional.test.js:44:14)
      at process.processImmediate (node:internal/timers:478:21)


"""
    )
    ok_out = "\n\n" + "\n".join(mocha_cond(False)) + "\n\n\n  9 passing (8ms)\n\n"
    full = ["", "> express-conditional-cache@2.3.1 test", "> nyc --reporter=text mocha", "", ""]
    total = 0
    for suite, names in MOCHA_SUITES.items():
        if names is None:
            full += mocha_cond(False)
            total += 9
        else:
            full.append(f"  {suite}")
            full += [f"    ✔ {n}" for n in names]
            total += len(names)
    full += [
        "",
        "",
        f"  {total} passing (164ms)",
        "",
        """-------------------|---------|----------|---------|---------|-------------------
File               | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
-------------------|---------|----------|---------|---------|-------------------
All files          |   97.41 |    92.85 |     100 |   97.36 |
 cache-control.js  |   95.65 |    90.47 |     100 |   95.45 | 41
 conditional.js    |     100 |      100 |     100 |     100 |
 etag.js           |   96.42 |    88.88 |     100 |   96.29 | 27
 index.js          |     100 |      100 |     100 |     100 |
 middleware.js     |   96.29 |    93.75 |     100 |   96.15 | 31
-------------------|---------|----------|---------|---------|-------------------""",
    ]
    turns = [
        (
            cline("list_files", path="lib", recursive="false"),
            "cache-control.js\nconditional.js\netag.js\nindex.js\nmiddleware.js",
        ),
        (cline("read_file", path="lib/conditional.js"), JS_COND),
        (
            cline("execute_command", command="npx mocha test/conditional.test.js", requires_approval="false"),
            cline_out(fail_out),
        ),
        (
            cline(
                "replace_in_file",
                path="lib/conditional.js",
                diff=sr(
                    "  return tags.some((tag) => tag === etag);",
                    "  return tags.some((tag) => stripWeak(tag) === stripWeak(etag));",
                ),
            ),
            cline_saved("lib/conditional.js", fixed),
        ),
        (
            cline("execute_command", command="npx mocha test/conditional.test.js", requires_approval="false"),
            cline_out(ok_out),
        ),
        (cline("execute_command", command="npm test", requires_approval="false"), cline_out("\n".join(full))),
        (
            cline("search_files", path="lib", regex="parseEtagList", file_pattern="*.js"),
            cline_search([("lib/conditional.js", fixed), ("lib/middleware.js", JS_MW)], "parseEtagList"),
        ),
        (
            cline("execute_command", command="git status --short && git stash list | wc -l", requires_approval="false"),
            cline_out(" M lib/conditional.js\n0"),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-07",
        system("cline", root),
        turns,
        state='Cline (VS Code extension, Plan/Act: Act mode) in /home/dev/express-conditional-cache, an Express middleware package tested with mocha and nyc. Issue: 304 is never returned when the client sends W/"..." against a strong ETag.',
    )


# =================================================================================================
# 08  C# + xunit, OpenHands (bad: test total grows without a new test)
# =================================================================================================

CS_CALC = """namespace Tariffy.Core.Pricing;

public sealed class PriceCalculator
{
    private readonly ITaxTable _taxTable;
    private readonly IDiscountPolicy _discounts;

    public PriceCalculator(ITaxTable taxTable, IDiscountPolicy discounts)
    {
        _taxTable = taxTable;
        _discounts = discounts;
    }

    public PriceBreakdown Calculate(Cart cart, string regionCode)
    {
        ArgumentNullException.ThrowIfNull(cart);
        var rate = _taxTable.RateFor(regionCode);
        decimal net = 0m;
        foreach (var line in cart.Lines)
        {
            net += line.UnitPrice * line.Quantity;
        }

        var discount = _discounts.DiscountFor(cart, net);
        var taxable = net - discount;
        var tax = Math.Round(taxable * rate, 2);
        return new PriceBreakdown(net, discount, tax, taxable + tax);
    }
}"""

CS_OLD = "        var tax = Math.Round(taxable * rate, 2);"
CS_NEW = "        var tax = Math.Round(taxable * rate, 2, MidpointRounding.AwayFromZero);"

DOTNET_HEAD = """  Determining projects to restore...
  All projects are up-to-date for restore.
  Tariffy.Core -> /workspace/Tariffy/src/Tariffy.Core/bin/Debug/net8.0/Tariffy.Core.dll
  Tariffy.Core.Tests -> /workspace/Tariffy/tests/Tariffy.Core.Tests/bin/Debug/net8.0/Tariffy.Core.Tests.dll
Test run for /workspace/Tariffy/tests/Tariffy.Core.Tests/bin/Debug/net8.0/Tariffy.Core.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.9.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern."""

DOTNET_SKIP = """  Skipped Tariffy.Core.Tests.Regions.RegionCatalogTests.Lookup_UsesRemoteCatalog [1 ms]"""


def t08(rs: RowSet) -> None:
    root = "/workspace/Tariffy"
    cp = f"{root}/src/Tariffy.Core/Pricing/PriceCalculator.cs"
    ln = lineno(CS_CALC, CS_OLD)
    fixed = CS_CALC.replace(CS_OLD, CS_NEW)
    fails = ""
    for net, exp, act in (("14.90", "0.75", "0.74"), ("9.70", "0.49", "0.48")):
        name = f"Tariffy.Core.Tests.Pricing.PriceCalculatorTests.Tax_IsRoundedHalfAwayFromZero(net: {net}, rate: 0.05, expected: {exp})"
        fails += f"""  Failed {name} [3 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: {exp}
Actual:   {act}
  Stack Trace:
     at Tariffy.Core.Tests.Pricing.PriceCalculatorTests.Tax_IsRoundedHalfAwayFromZero(Decimal net, Decimal rate, Decimal expected) in /workspace/Tariffy/tests/Tariffy.Core.Tests/Pricing/PriceCalculatorTests.cs:line 47
   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)
   at System.Reflection.MethodBaseInvoker.InvokeDirectByRefWithFewArgs(Object obj, Span`1 copyOfArgs, BindingFlags invokeAttr)
"""
    turns = [
        (
            bash("cd /workspace/Tariffy && dotnet --version && git log --oneline -2 && git status -s | wc -l"),
            oh_bash(
                """8.0.204
c51e2aa (HEAD -> main, origin/main) Regions: cache tax table per request
90f3d7b Pricing: apply cart-level discounts before tax
0""",
                root,
            ),
        ),
        (editor("view", cp), cat_n(cp, CS_CALC)),
        (
            bash("dotnet test tests/Tariffy.Core.Tests --nologo"),
            oh_bash(
                DOTNET_HEAD
                + """
[xUnit.net 00:00:00.41]     Tariffy.Core.Tests.Pricing.PriceCalculatorTests.Tax_IsRoundedHalfAwayFromZero(net: 14.90, rate: 0.05, expected: 0.75) [FAIL]
[xUnit.net 00:00:00.41]     Tariffy.Core.Tests.Pricing.PriceCalculatorTests.Tax_IsRoundedHalfAwayFromZero(net: 9.70, rate: 0.05, expected: 0.49) [FAIL]
"""
                + fails
                + DOTNET_SKIP
                + """

Failed!  - Failed:     2, Passed:    37, Skipped:     1, Total:    40, Duration: 212 ms - Tariffy.Core.Tests.dll (net8.0)""",
                root,
                1,
            ),
        ),
        (editor("str_replace", cp, old_str=CS_OLD, new_str=CS_NEW), edited(cp, span(fixed, ln - 4, ln + 3), ln - 4)),
        (
            bash("git diff"),
            oh_bash(
                f"""diff --git a/src/Tariffy.Core/Pricing/PriceCalculator.cs b/src/Tariffy.Core/Pricing/PriceCalculator.cs
index 3fd81c0..a7c2e95 100644
--- a/src/Tariffy.Core/Pricing/PriceCalculator.cs
+++ b/src/Tariffy.Core/Pricing/PriceCalculator.cs
@@ -{ln - 3},7 +{ln - 3},7 @@ public sealed class PriceCalculator
\x20
         var discount = _discounts.DiscountFor(cart, net);
         var taxable = net - discount;
-{CS_OLD}
+{CS_NEW}
         return new PriceBreakdown(net, discount, tax, taxable + tax);
     }}
 }}""",
                root,
            ),
        ),
        (
            bash("dotnet test tests/Tariffy.Core.Tests --nologo"),
            oh_bash(
                DOTNET_HEAD.replace(
                    "  All projects are up-to-date for restore.\n", "  All projects are up-to-date for restore.\n"
                )
                + "\n"
                + DOTNET_SKIP
                + """

Passed!  - Failed:     0, Passed:    41, Skipped:     1, Total:    42, Duration: 198 ms - Tariffy.Core.Tests.dll (net8.0)""",
                root,
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-08",
        system("openhands", root),
        turns,
        state="OpenHands runtime, /workspace/Tariffy (.NET 8 solution: src/Tariffy.Core, tests/Tariffy.Core.Tests with xunit 2.7). Issue #118: VAT amounts at exact half cents are rounded to even (0.745 -> 0.74) instead of away from zero.",
        bad=True,
        turn=6,
        kind="after editing only PriceCalculator.cs the test run reports Total 42 / Passed 41, but the same project had Total 40 (37 passed, 2 failed, 1 skipped) at turn 3 and no test was added",
    )


# =================================================================================================
# 09  PHP + Pest (Laravel), Claude Code (bad: a deleted test file runs again)
# =================================================================================================

PEST_SUITES: list[tuple[str, list[tuple[str, str]]]] = [
    ("Tests\\Unit\\ExampleTest", [("that true is true", "0.01s")]),
    (
        "Tests\\Unit\\Money\\MoneyTest",
        [
            ("it adds amounts in the same currency", "0.01s"),
            ("it refuses to add different currencies", "0.01s"),
            ("it allocates cents without losing any", "0.01s"),
            ("it formats with the locale", "0.02s"),
        ],
    ),
    (
        "Tests\\Unit\\Money\\TaxRateTest",
        [("it parses a percentage", "0.01s"), ("it rejects rates above 100", "0.01s"), ("it rounds half up", "0.01s")],
    ),
    (
        "Tests\\Feature\\Auth\\AuthenticationTest",
        [
            ("login screen can be rendered", "0.11s"),
            ("users can authenticate using the login screen", "0.07s"),
            ("users can not authenticate with invalid password", "0.24s"),
            ("users can logout", "0.03s"),
        ],
    ),
    (
        "Tests\\Feature\\Auth\\PasswordResetTest",
        [
            ("reset password link screen can be rendered", "0.03s"),
            ("reset password link can be requested", "0.05s"),
            ("reset password screen can be rendered", "0.04s"),
            ("password can be reset with valid token", "0.06s"),
        ],
    ),
    (
        "Tests\\Feature\\ExportTest",
        [
            ("it exports invoices as csv", "0.12s"),
            ("it streams large exports in chunks", "0.21s"),
            ("it forbids exports for other tenants", "0.04s"),
        ],
    ),
    (
        "Tests\\Feature\\InvoiceIndexTest",
        [
            ("it lists invoices newest first", "0.08s"),
            ("it paginates by 25", "0.09s"),
            ("it filters by status", "0.05s"),
            ("it filters by customer", "0.05s"),
            ("it searches by number", "0.06s"),
            ("it hides drafts from viewers", "0.04s"),
        ],
    ),
    (
        "Tests\\Feature\\InvoicePdfTest",
        [
            ("it renders a pdf", "0.31s"),
            ("it includes the bank details footer", "0.18s"),
            ("it uses the tenant logo", "0.09s"),
        ],
    ),
    (
        "Tests\\Feature\\Settings\\ProfileTest",
        [
            ("profile page is displayed", "0.05s"),
            ("profile information can be updated", "0.06s"),
            ("email verification status is unchanged when the email address is unchanged", "0.04s"),
            ("user can delete their account", "0.05s"),
            ("correct password must be provided to delete account", "0.04s"),
        ],
    ),
    (
        "Tests\\Feature\\Settings\\TenantSettingsTest",
        [
            ("it updates the invoice prefix", "0.05s"),
            ("it validates the vat id", "0.04s"),
            ("it uploads a logo", "0.11s"),
            ("it rejects logos above 2 MB", "0.03s"),
            ("it audits changes", "0.04s"),
        ],
    ),
]
LEGACY = (
    "Tests\\Feature\\LegacyExportTest",
    [("it downloads the legacy csv export", "0.09s"), ("it keeps the legacy column order", "0.03s")],
)
LEGACY_FAIL = """  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\LegacyExportTest > it downloads the legacy csv export
  Expected response status code [200] but received 404.
Failed asserting that 404 is identical to 200.

  at tests/Feature/LegacyExportTest.php:14
     10▕ it('downloads the legacy csv export', function () {
     11▕     $user = User::factory()->hasInvoices(3)->create();
     12▕
     13▕     $this->actingAs($user)->get('/invoices/export/legacy.csv')
  ➜  14▕         ->assertOk()
     15▕         ->assertHeader('content-type', 'text/csv; charset=UTF-8');
     16▕ });

  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\LegacyExportTest > it keeps the legacy column order
  Expected response status code [200] but received 404.
Failed asserting that 404 is identical to 200.

  at tests/Feature/LegacyExportTest.php:23
     19▕     $user = User::factory()->hasInvoices(1)->create();
     20▕
     21▕     $response = $this->actingAs($user)->get('/invoices/export/legacy.csv');
     22▕
  ➜  23▕     $response->assertOk();
     24▕     expect(str_getcsv(strtok($response->streamedContent(), "\\n")))
     25▕         ->toBe(['Nr', 'Datum', 'Kunde', 'Netto', 'MwSt', 'Brutto']);
"""


def pest_block(cls: str, tests: list[tuple[str, str]], failing: bool = False) -> str:
    mark = "⨯" if failing else "✓"
    head = f"   {'FAIL' if failing else 'PASS'}  {cls}"
    return head + "\n" + "\n".join(f"  {mark} {n}".ljust(74) + t.rjust(6) + "  " for n, t in tests)


PHP_ROUTES = """<?php

use App\\Http\\Controllers\\DashboardController;
use App\\Http\\Controllers\\ExportController;
use App\\Http\\Controllers\\InvoiceController;
use App\\Http\\Controllers\\InvoicePdfController;
use App\\Http\\Controllers\\ProfileController;
use App\\Http\\Controllers\\TenantSettingsController;
use Illuminate\\Support\\Facades\\Route;

Route::get('/', fn () => redirect()->route('dashboard'));

Route::middleware(['auth', 'verified'])->group(function () {
    Route::get('/dashboard', DashboardController::class)->name('dashboard');

    Route::get('/invoices', [InvoiceController::class, 'index'])->name('invoices.index');
    Route::get('/invoices/{invoice}', [InvoiceController::class, 'show'])->name('invoices.show');
    Route::get('/invoices/{invoice}/pdf', InvoicePdfController::class)->name('invoices.pdf');

    // The legacy export (/invoices/export/legacy.csv) was removed in 3.0, see UPGRADE.md.
    Route::get('/invoices/export.csv', ExportController::class)->name('invoices.export');

    Route::get('/settings/tenant', [TenantSettingsController::class, 'edit'])->name('tenant.edit');
    Route::patch('/settings/tenant', [TenantSettingsController::class, 'update'])->name('tenant.update');

    Route::get('/profile', [ProfileController::class, 'edit'])->name('profile.edit');
    Route::patch('/profile', [ProfileController::class, 'update'])->name('profile.update');
    Route::delete('/profile', [ProfileController::class, 'destroy'])->name('profile.destroy');
});

require __DIR__.'/auth.php';"""


def t09(rs: RowSet) -> None:
    root = "/home/dev/invoice-portal"
    export = PEST_SUITES[5]
    n_ok = sum(len(t) for _, t in PEST_SUITES)
    filtered = (
        "\n"
        + pest_block(*export)
        + "\n\n"
        + pest_block(*LEGACY, failing=True)
        + "\n"
        + LEGACY_FAIL
        + "\n\n  Tests:    2 failed, 3 passed (9 assertions)\n  Duration: 1.12s\n"
    )
    blocks = (
        [pest_block(c, t) for c, t in PEST_SUITES[:6]]
        + [pest_block(*LEGACY, failing=True)]
        + [pest_block(c, t) for c, t in PEST_SUITES[6:]]
    )
    full = (
        "\n"
        + "\n\n".join(blocks)
        + "\n"
        + LEGACY_FAIL
        + f"\n\n  Tests:    2 failed, {n_ok} passed (97 assertions)\n  Duration: 3.07s\n"
    )
    turns = [
        (
            cc("Bash", command="ls tests/Feature tests/Unit", description="List test directories"),
            "tests/Feature:\nAuth\nExportTest.php\nInvoiceIndexTest.php\nInvoicePdfTest.php\nLegacyExportTest.php\nSettings\n\ntests/Unit:\nExampleTest.php\nMoney",
        ),
        (cc("Bash", command="vendor/bin/pest --filter=Export", description="Run the export tests"), filtered),
        (cc("Read", file_path=f"{root}/routes/web.php"), cc_lines(PHP_ROUTES)),
        (
            cc(
                "Bash",
                command="git rm -q tests/Feature/LegacyExportTest.php && git status --short",
                description="Delete the obsolete legacy export test",
            ),
            "D  tests/Feature/LegacyExportTest.php",
        ),
        (
            cc("Grep", pattern="LegacyExport", path=root, output_mode="files_with_matches"),
            f"Found 2 files\n{root}/app/Providers/AppServiceProvider.php\n{root}/app/Services/LegacyExportFormatter.php",
        ),
        (
            cc(
                "Bash",
                command="git rm -q app/Services/LegacyExportFormatter.php && sed -i '/LegacyExportFormatter/d' app/Providers/AppServiceProvider.php && git status --short",
                description="Remove the unused formatter and its binding",
            ),
            " M app/Providers/AppServiceProvider.php\nD  app/Services/LegacyExportFormatter.php\nD  tests/Feature/LegacyExportTest.php",
        ),
        (cc("Bash", command="vendor/bin/pest", description="Run the full test suite"), full),
        (
            cc(
                "Bash",
                command="git diff --cached --stat && git diff --stat",
                description="Summarise staged and unstaged changes",
            ),
            """ app/Services/LegacyExportFormatter.php | 58 ----------------------------------
 tests/Feature/LegacyExportTest.php     | 26 ------------------
 2 files changed, 84 deletions(-)
 app/Providers/AppServiceProvider.php | 1 -
 1 file changed, 1 deletion(-)""",
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-09",
        system("claude", root),
        turns,
        state="Claude Code in /home/dev/invoice-portal (Laravel 11, PHP 8.3, Pest 2.34). Task: the legacy CSV export route was removed in 3.0; clean up what is left of it so the suite is green.",
        bad=True,
        turn=7,
        kind="the full Pest run still executes Tests\\Feature\\LegacyExportTest, but that file was deleted with git rm at turn 4 (and is shown deleted at turn 6)",
    )


# =================================================================================================
# 10  Ruby gem + minitest, Aider (clean)
# =================================================================================================

RB_PARSER = """# frozen_string_literal: true

module TinyDuration
  # Parses ISO 8601 durations such as "P1DT2H30M" into seconds.
  class Parser
    PATTERN = /\\AP(?:(?<days>\\d+)D)?(?:T(?:(?<hours>\\d+)H)?(?:(?<minutes>\\d+)M)?(?:(?<seconds>\\d+)S)?)?\\z/

    def self.parse(text)
      new(text).seconds
    end

    def initialize(text)
      @text = text.to_s.strip
    end

    def seconds
      m = PATTERN.match(@text)
      raise ParseError, "not an ISO 8601 duration: #{@text.inspect}" if m.nil? || @text == "P" || @text.end_with?("T")

      (m[:days].to_i * 86_400) + (m[:hours].to_i * 3600) + (m[:minutes].to_i * 60) + m[:seconds].to_i
    end
  end
end"""

RB_P_OLD = "(?:(?<seconds>\\d+)S)?)?\\z/"
RB_P_NEW = "(?:(?<seconds>\\d+(?:[.,]\\d+)?)S)?)?\\z/"
RB_S_OLD = "(m[:minutes].to_i * 60) + m[:seconds].to_i"
RB_S_NEW = '(m[:minutes].to_i * 60) + m[:seconds].to_s.tr(",", ".").to_r'


def t10(rs: RowSet) -> None:
    root = "/home/ana/src/tinyduration"
    pat_line = [ln for ln in RB_PARSER.split("\n") if "PATTERN =" in ln][0]
    sum_line = [ln for ln in RB_PARSER.split("\n") if "m[:days]" in ln][0]
    edit = (
        aider_block("lib/tinyduration/parser.rb", "ruby", pat_line + "\n", pat_line.replace(RB_P_OLD, RB_P_NEW) + "\n")
        .replace("\n\n=======", "\n=======")
        .replace("\n\n>>>>>>>", "\n>>>>>>>")
    )
    edit += "\n\n" + aider_block("lib/tinyduration/parser.rb", "ruby", sum_line, sum_line.replace(RB_S_OLD, RB_S_NEW))
    test_edit = aider_block(
        "test/test_parser.rb",
        "ruby",
        """  def test_rejects_trailing_t
    assert_raises(TinyDuration::ParseError) { TinyDuration::Parser.parse("P1DT") }
  end""",
        """  def test_rejects_trailing_t
    assert_raises(TinyDuration::ParseError) { TinyDuration::Parser.parse("P1DT") }
  end

  def test_fractional_seconds_with_comma
    assert_equal Rational(5, 2), TinyDuration::Parser.parse("PT2,5S")
  end

  def test_fraction_only_allowed_on_seconds
    assert_raises(TinyDuration::ParseError) { TinyDuration::Parser.parse("PT1.5M") }
    assert_raises(TinyDuration::ParseError) { TinyDuration::Parser.parse("P0.5D") }
    assert_raises(TinyDuration::ParseError) { TinyDuration::Parser.parse("PT1.S") }
  end""",
    )
    turns = [
        (
            "/add lib/tinyduration/parser.rb test/test_parser.rb",
            "Added lib/tinyduration/parser.rb to the chat\nAdded test/test_parser.rb to the chat",
        ),
        (
            "/run bundle exec rake test",
            aider_run("""Run options: --seed 52817

# Running:

.........F.............

Finished in 0.006214s, 3701.3196 runs/s, 6598.0045 assertions/s.

  1) Failure:
TestParser#test_fractional_seconds [test/test_parser.rb:41]:
Expected TinyDuration::ParseError to not be raised: not an ISO 8601 duration: "PT1.5S".

23 runs, 41 assertions, 1 failures, 0 errors, 0 skips
rake aborted!
Command failed with status (1)

Tasks: TOP => test
(See full trace by running task with --trace)"""),
        ),
        (
            edit,
            "Tokens: 3.9k sent, 241 received. Cost: $0.02 message, $0.02 session.\nApplied edit to lib/tinyduration/parser.rb\n"
            "Commit 1f7c2ad fix: accept fractional seconds in duration parser",
        ),
        (
            "/run bundle exec rake test",
            aider_run("""Run options: --seed 7749

# Running:

.......................

Finished in 0.005871s, 3917.5609 runs/s, 7153.8068 assertions/s.

23 runs, 42 assertions, 0 failures, 0 errors, 0 skips"""),
        ),
        (
            test_edit,
            "Tokens: 4.6k sent, 198 received. Cost: $0.02 message, $0.04 session.\nApplied edit to test/test_parser.rb\n"
            "Commit 9a3e5d0 test: cover comma decimals and fractions outside seconds",
        ),
        (
            "/run bundle exec rake test",
            aider_run("""Run options: --seed 31006

# Running:

.........................

Finished in 0.006402s, 3905.0297 runs/s, 7185.2546 assertions/s.

25 runs, 46 assertions, 0 failures, 0 errors, 0 skips"""),
        ),
        (
            "/run git log --oneline -3",
            aider_run("""9a3e5d0 (HEAD -> main) test: cover comma decimals and fractions outside seconds
1f7c2ad fix: accept fractional seconds in duration parser
44b0c19 (tag: v0.4.1, origin/main) Release 0.4.1"""),
        ),
        (
            "/undo",
            "Removed: 9a3e5d0 test: cover comma decimals and fractions outside seconds\nNow at:  1f7c2ad fix: accept fractional seconds in duration parser",
        ),
        (
            "/run bundle exec rake test",
            aider_run("""Run options: --seed 60213

# Running:

.......................

Finished in 0.005733s, 4011.8611 runs/s, 7326.0074 assertions/s.

23 runs, 42 assertions, 0 failures, 0 errors, 0 skips"""),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-10",
        system("aider", root),
        turns,
        state="""Aider v0.62.1
Main model: gpt-4o-2024-08-06 with diff edit format
Weak model: gpt-4o-mini
Git repo: .git with 37 files
Repo-map: using 1024 tokens, auto refresh
Task (tinyduration gem, minitest via rake): "PT1.5S" is rejected; fractional seconds are allowed by ISO 8601.""",
    )


# =================================================================================================
# 11  Helm chart + helm-unittest, Codex CLI (clean)
# =================================================================================================

HELM_DEPLOY = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "webhook-relay.fullname" . }}
  labels:
    {{- include "webhook-relay.labels" . | nindent 4 }}
spec:
  replicas: {{ .Values.replicaCount }}
  selector:
    matchLabels:
      {{- include "webhook-relay.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      annotations:
        checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}
      labels:
        {{- include "webhook-relay.selectorLabels" . | nindent 8 }}
    spec:
      serviceAccountName: {{ include "webhook-relay.serviceAccountName" . }}
      containers:
        - name: relay
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: 8080
          envFrom:
            - configMapRef:
                name: {{ include "webhook-relay.fullname" . }}
          readinessProbe:
            httpGet:
              path: /healthz
              port: http
          resources:
            requests:
              cpu: 50m
              memory: 64Mi
            limits:
              memory: 512Mi"""

HELM_RES_OLD = """          resources:
            requests:
              cpu: 50m
              memory: 64Mi
            limits:
              memory: 512Mi"""
HELM_RES_NEW = """          resources:
            {{- toYaml .Values.resources | nindent 12 }}"""


def t11(rs: RowSet) -> None:
    root = "/home/dev/charts/charts/webhook-relay"
    fail = """
### Chart [ webhook-relay ] .

 PASS  configmap	tests/configmap_test.yaml
 FAIL  deployment	tests/deployment_test.yaml
	- should set resource limits from values

		- asserts[0] `equal` fail
			Template:	webhook-relay/templates/deployment.yaml
			DocumentIndex:	0
			ValuesIndex:	0
			Path:	spec.template.spec.containers[0].resources.limits.memory
			Expected to equal:
				256Mi
			Actual:
				512Mi
			Diff:
				--- Expected
				+++ Actual
				@@ -1,2 +1,2 @@
				-256Mi
				+512Mi

 PASS  service	tests/service_test.yaml

Charts:      1 failed, 0 passed, 1 total
Test Suites: 1 failed, 2 passed, 3 total
Tests:       1 failed, 13 passed, 14 total
Snapshot:    0 passed, 0 total
Time:        18.231ms

Error: plugin "unittest" exited with error
"""
    ok = """
### Chart [ webhook-relay ] .

 PASS  configmap	tests/configmap_test.yaml
 PASS  deployment	tests/deployment_test.yaml
 PASS  service	tests/service_test.yaml

Charts:      1 passed, 1 total
Test Suites: 3 passed, 3 total
Tests:       14 passed, 14 total
Snapshot:    0 passed, 0 total
Time:        16.904ms

"""
    patch = (
        "*** Begin Patch\n*** Update File: templates/deployment.yaml\n@@\n"
        + "\n".join(
            " " + ln
            for ln in span(
                HELM_DEPLOY, lineno(HELM_DEPLOY, "readinessProbe:"), lineno(HELM_DEPLOY, "port: http")
            ).split("\n")
        )
        + "\n"
        + "\n".join("-" + ln for ln in HELM_RES_OLD.split("\n"))
        + "\n"
        + "\n".join("+" + ln for ln in HELM_RES_NEW.split("\n"))
        + "\n*** End Patch"
    )
    turns = [
        (
            cx("ls templates tests && cat Chart.yaml && sed -n '/^resources:/,/^[a-z]/p' values.yaml", root),
            cx_out(
                """templates:
NOTES.txt
_helpers.tpl
configmap.yaml
deployment.yaml
service.yaml
serviceaccount.yaml

tests:
configmap_test.yaml
deployment_test.yaml
service_test.yaml
apiVersion: v2
name: webhook-relay
description: Relays inbound webhooks to internal services with retries and signing
type: application
version: 0.7.2
appVersion: "1.14.0"
maintainers:
  - name: platform-team
    email: platform@acme.dev
resources:
  requests:
    cpu: 50m
    memory: 64Mi
  limits:
    memory: 256Mi

nodeSelector: {}
""",
                0,
                0.1,
            ),
        ),
        (cx("helm unittest .", root), cx_out(fail, 1, 0.9)),
        (
            cx("nl -ba templates/deployment.yaml | sed -n '28,45p'", root),
            cx_out(nl_ba(HELM_DEPLOY, 28, nlines(HELM_DEPLOY)) + "\n", 0, 0.0),
        ),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM templates/deployment.yaml\n", 0, 0.0)),
        (cx("helm unittest .", root), cx_out(ok, 0, 0.8)),
        (
            cx_patch(
                '*** Begin Patch\n*** Update File: Chart.yaml\n@@\n type: application\n-version: 0.7.2\n+version: 0.7.3\n appVersion: "1.14.0"\n*** End Patch',
                root,
            ),
            cx_out("Success. Updated the following files:\nM Chart.yaml\n", 0, 0.0),
        ),
        (
            cx("helm lint . && helm template rel . --set resources.limits.memory=384Mi | grep -A6 'resources:'", root),
            cx_out(
                """==> Linting .
[INFO] Chart.yaml: icon is recommended

1 chart(s) linted, 0 chart(s) failed
          resources:
            limits:
              memory: 384Mi
            requests:
              cpu: 50m
              memory: 64Mi
""",
                0,
                0.6,
            ),
        ),
        (
            cx("git diff --stat && grep -n '^version' Chart.yaml", root),
            cx_out(
                """ charts/webhook-relay/Chart.yaml                | 2 +-
 charts/webhook-relay/templates/deployment.yaml | 6 +-----
 2 files changed, 2 insertions(+), 6 deletions(-)
5:version: 0.7.3
""",
                0,
                0.1,
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-11",
        system("codex", root),
        turns,
        state="Codex CLI (gpt-5-codex) in /home/dev/charts/charts/webhook-relay, a Helm 3 chart tested with the helm-unittest plugin v0.5.1. Task: the deployment ignores .Values.resources; fix it and bump the chart patch version.",
    )


# =================================================================================================
# 12  Ansible role + molecule, Gemini CLI (bad: a default's value changes without an edit)
# =================================================================================================

AN_DEFAULTS = """---
# Defaults for nginx_hardened
nginx_user: www-data
nginx_worker_processes: auto
nginx_worker_connections: 1024
nginx_keepalive_timeout: 65
nginx_server_tokens: "off"
nginx_client_max_body_size: 8m
nginx_ssl_protocols: "TLSv1.2 TLSv1.3"
nginx_ssl_session_timeout: 1d
nginx_hsts_max_age: 63072000
nginx_log_dir: /var/log/nginx
nginx_sites: []"""

AN_TPL = """# {{ ansible_managed }}
user {{ nginx_user }};
worker_processes {{ nginx_worker_processes }};
pid /run/nginx.pid;
include /etc/nginx/modules-enabled/*.conf;

events {
    worker_connections {{ nginx_worker_connections }};
}

http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    keepalive_timeout {{ nginx_keepalive_timeout }};
    client_max_body_size {{ nginx_client_max_body_size }};

    include /etc/nginx/mime.types;
    default_type application/octet-stream;

    ssl_protocols {{ nginx_ssl_protocols }};
    ssl_prefer_server_ciphers off;
    ssl_session_timeout {{ nginx_ssl_session_timeout }};

    access_log {{ nginx_log_dir }}/access.log;
    error_log {{ nginx_log_dir }}/error.log;

    gzip on;

    include /etc/nginx/conf.d/*.conf;
    include /etc/nginx/sites-enabled/*;
}"""

AN_TASKS = """---
- name: Install nginx
  ansible.builtin.apt:
    name: nginx
    state: present
    update_cache: true
    cache_valid_time: 3600

- name: Create log directory
  ansible.builtin.file:
    path: "{{ nginx_log_dir }}"
    state: directory
    owner: "{{ nginx_user }}"
    group: adm
    mode: "0750"

- name: Render nginx.conf
  ansible.builtin.template:
    src: nginx.conf.j2
    dest: /etc/nginx/nginx.conf
    owner: root
    group: root
    mode: "0644"
    validate: nginx -t -c %s
  notify: Reload nginx

- name: Remove default site
  ansible.builtin.file:
    path: /etc/nginx/sites-enabled/default
    state: absent
  notify: Reload nginx

- name: Ensure nginx is started and enabled
  ansible.builtin.service:
    name: nginx
    state: started
    enabled: true"""

MOL_PRE = """INFO     default scenario test matrix: dependency, create, prepare, converge
INFO     Performing prerun with role_name_check=0...
INFO     Running default > dependency
WARNING  Skipping, missing the requirements file.
WARNING  Skipping, missing the requirements file.
INFO     Running default > create
WARNING  Skipping, instances already created.
INFO     Running default > prepare
WARNING  Skipping, prepare playbook not configured.
INFO     Running default > converge"""

TESTINFRA = [
    "test_nginx_installed",
    "test_worker_user",
    "test_log_dir_owner",
    "test_default_site_removed",
    "test_nginx_running",
    "test_server_tokens_off",
]


def mol_play(changed: set[str], handler: bool) -> str:
    tasks = [
        "Install nginx",
        "Create log directory",
        "Render nginx.conf",
        "Remove default site",
        "Ensure nginx is started and enabled",
    ]
    out = [
        "",
        "PLAY [Converge] " + "*" * 64,
        "",
        "TASK [Gathering Facts] " + "*" * 57,
        "ok: [instance]",
        "",
        "TASK [Include nginx_hardened] " + "*" * 50,
        "",
    ]
    for t in tasks:
        head = f"TASK [nginx_hardened : {t}] "
        out += [head + "*" * max(3, 80 - len(head)), ("changed" if t in changed else "ok") + ": [instance]", ""]
    if handler:
        head = "RUNNING HANDLER [nginx_hardened : Reload nginx] "
        out += [head + "*" * (80 - len(head)), "changed: [instance]", ""]
    ok = len(tasks) + 1 + (1 if handler else 0)
    ch = len(changed) + (1 if handler else 0)
    out += [
        "PLAY RECAP " + "*" * 69,
        f"instance                   : ok={ok:<4} changed={ch:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0",
        "",
    ]
    return "\n".join(out)


def t12(rs: RowSet) -> None:
    root = "/home/dev/roles/nginx_hardened"
    tpl = f"{root}/templates/nginx.conf.j2"
    old = "    client_max_body_size {{ nginx_client_max_body_size }};"
    new = old + "\n    server_tokens {{ nginx_server_tokens }};"
    fail_verify = """INFO     default scenario test matrix: verify
INFO     Performing prerun with role_name_check=0...
INFO     Running default > verify
INFO     Executing Testinfra tests found in /home/dev/roles/nginx_hardened/molecule/default/tests/...
============================= test session starts ==============================
platform linux -- Python 3.11.6, pytest-7.4.4, pluggy-1.3.0
rootdir: /home/dev/roles/nginx_hardened
plugins: testinfra-10.0.0
collected 6 items

molecule/default/tests/test_default.py .....F                            [100%]

=================================== FAILURES ===================================
___________________ test_server_tokens_off[ansible://instance] ___________________

host = <testinfra.host.Host ansible://instance>

    def test_server_tokens_off(host):
        cfg = host.file("/etc/nginx/nginx.conf")
>       assert cfg.contains(r"^\\s*server_tokens off;")
E       AssertionError: assert False
E        +  where False = <bound method File.contains of <file /etc/nginx/nginx.conf>>('^\\\\s*server_tokens off;')
E        +    where <bound method File.contains of <file /etc/nginx/nginx.conf>> = <file /etc/nginx/nginx.conf>.contains

molecule/default/tests/test_default.py:41: AssertionError
=========================== short test summary info ============================
FAILED molecule/default/tests/test_default.py::test_server_tokens_off[ansible://instance] - AssertionError: assert False
========================= 1 failed, 5 passed in 4.12s ==========================
CRITICAL Verifier failed."""
    ok_verify = """INFO     default scenario test matrix: verify
INFO     Performing prerun with role_name_check=0...
INFO     Running default > verify
INFO     Executing Testinfra tests found in /home/dev/roles/nginx_hardened/molecule/default/tests/...
============================= test session starts ==============================
platform linux -- Python 3.11.6, pytest-7.4.4, pluggy-1.3.0
rootdir: /home/dev/roles/nginx_hardened
plugins: testinfra-10.0.0
collected 6 items

molecule/default/tests/test_default.py ......                            [100%]

============================== 6 passed in 3.87s ===============================
INFO     Verifier completed successfully."""
    bad_defaults = AN_DEFAULTS.replace("nginx_user: www-data", "nginx_user: nginx")
    srch = (
        ["defaults/main.yml", bad_defaults],
        ["meta/argument_specs.yml", "\n" * 7 + "      nginx_user:"],
        [
            "molecule/default/tests/test_default.py",
            "\n" * 13
            + 'def test_worker_user(host):\n    workers = host.process.filter(comm="nginx", user=host.ansible.get_variables()["nginx_user"])',
        ],
        ["tasks/main.yml", AN_TASKS],
        ["templates/nginx.conf.j2", AN_TPL],
    )
    body, n = [], 0
    for path, text in srch:
        hs = hits(text, "nginx_user")
        n += len(hs)
        body += ["---", f"File: {path}"] + [f"L{i}: {ln.strip()}" for i, ln in hs]
    search_out = f'Found {n} matches for pattern "nginx_user" in path ".":\n' + "\n".join(body + ["---"])
    conv_cmd = "molecule converge && molecule verify"
    turns = [
        (gem_read(f"{root}/defaults/main.yml"), AN_DEFAULTS),
        (gem_read(tpl), AN_TPL),
        (
            gshell(conv_cmd, "Converge the test instance and run testinfra"),
            gem_run(conv_cmd, MOL_PRE + "\n" + mol_play(set(), False) + "\n" + fail_verify, 1, 77310),
        ),
        (call("search_file_content", pattern="nginx_user", path="."), search_out),
        (call("replace", file_path=tpl, old_string=old, new_string=new, expected_replacements=1), gem_replaced(tpl)),
        (
            gshell("molecule converge", "Apply the template change"),
            gem_run("molecule converge", MOL_PRE + "\n" + mol_play({"Render nginx.conf"}, True), 0, 77944),
        ),
        (gshell("molecule verify", "Run testinfra"), gem_run("molecule verify", ok_verify, 0, 78102)),
        (
            gshell("molecule idempotence", "Check the role is idempotent"),
            gem_run(
                "molecule idempotence",
                """INFO     default scenario test matrix: idempotence
INFO     Performing prerun with role_name_check=0...
INFO     Running default > idempotence
"""
                + mol_play(set(), False)
                + "\nINFO     Idempotence completed successfully.",
                0,
                78250,
            ),
        ),
        (
            gshell("git diff --stat && git status --short", "Summarise changes"),
            gem_run(
                "git diff --stat && git status --short",
                " templates/nginx.conf.j2 | 1 +\n 1 file changed, 1 insertion(+)\n M templates/nginx.conf.j2",
                0,
                78391,
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-12",
        system("gemini", root),
        turns,
        state="Gemini CLI in /home/dev/roles/nginx_hardened, an Ansible role tested with molecule 6 (docker driver, instance `instance` already created) and testinfra. Task: the CIS check reports that nginx advertises its version; make server_tokens follow nginx_server_tokens.",
        bad=True,
        turn=4,
        kind="search shows defaults/main.yml L3 as nginx_user: nginx, but read_file at turn 1 showed nginx_user: www-data and the defaults file was never edited",
    )


# =================================================================================================
# 13  SQL migration + sqlfluff, SWE-agent (clean)
# =================================================================================================

SQL_V1 = """-- V0042: order event log for the fulfilment timeline
-- Author: data-platform, 2024-06-11

create table "order_events" (
    id bigserial primary key,
    order_id bigint not null references orders (id) on delete cascade,
    event_type text not null,
    payload jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
);

CREATE INDEX order_events_order_id_created_at_idx ON order_events (order_id, created_at DESC);

CREATE INDEX order_events_event_type_idx ON order_events (event_type) WHERE event_type IN ('shipped', 'delivered', 'returned', 'cancelled');

COMMENT ON TABLE order_events IS 'Append-only fulfilment timeline, one row per state change.';"""

SQL_TABLE_NEW = """CREATE TABLE order_events (
    id BIGSERIAL PRIMARY KEY,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    event_type TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT 'system',
    payload JSONB NOT NULL DEFAULT '{}'::JSONB,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);"""

SQL_IDX_OLD = "CREATE INDEX order_events_event_type_idx ON order_events (event_type) WHERE event_type IN ('shipped', 'delivered', 'returned', 'cancelled');"
SQL_IDX_NEW = """CREATE INDEX order_events_event_type_idx ON order_events (event_type)
WHERE event_type IN ('shipped', 'delivered', 'returned', 'cancelled');"""

SQL_KW = ["create", "table", "primary", "key", "not", "null", "references", "on", "delete", "cascade", "default"]
SQL_TY = ["bigserial", "bigint", "text", "jsonb", "timestamptz"]


def sqlfluff(path: str, text: str) -> str:
    found: list[tuple[int, int, str, str, str]] = []
    for i, ln in enumerate(text.split("\n"), 1):
        if ln.startswith("--"):
            continue
        code = re.sub(r"'[^']*'", lambda m: " " * len(m.group(0)), ln)
        for m in re.finditer(r"[a-z_]+", code):
            w = m.group(0)
            if w in SQL_KW:
                found.append((i, m.start() + 1, "CP01", "Keywords must be upper case.", "capitalisation.keywords"))
            elif w in SQL_TY:
                found.append((i, m.start() + 1, "CP05", "Datatypes must be upper case.", "capitalisation.types"))
        for m in re.finditer(r'"([a-z_]+)"', code):
            found.append(
                (i, m.start() + 1, "RF06", f'Unnecessary quoted identifier "{m.group(1)}".', "references.quoting")
            )
        if len(ln) > 100:
            found.append((i, 1, "LT05", f"Line is too long ({len(ln)} > 100).", "layout.long_lines"))
    if not found:
        return "All Finished 📜 🎉!"
    out = [f"== [{path}] FAIL"]
    for i, p, codename, msg, rule in sorted(found):
        out += [f"L:{i:4d} | P:{p:4d} | {codename} | {msg}", f"                       | [{rule}]"]
    return "\n".join(out + ["All Finished 📜 🎉!"])


def t13(rs: RowSet) -> None:
    root = "/warehouse-migrations"
    rel = "migrations/V0042__add_order_events.sql"
    fp = f"{root}/{rel}"
    v2 = SQL_V1.replace("\n".join(SQL_V1.split("\n")[3:10]), SQL_TABLE_NEW)
    idx = lineno(v2, "order_events_event_type_idx")
    v3 = v2.replace(SQL_IDX_OLD, SQL_IDX_NEW)
    lint = f"sqlfluff lint {rel} --dialect postgres"
    turns = [
        (
            "ls migrations | tail -5 && cat .sqlfluff",
            """V0038__customer_tags.sql
V0039__drop_legacy_carts.sql
V0040__orders_add_channel.sql
V0041__backfill_order_channel.sql
V0042__add_order_events.sql
[sqlfluff]
dialect = postgres
max_line_length = 100

[sqlfluff:rules:capitalisation.keywords]
capitalisation_policy = upper

[sqlfluff:rules:capitalisation.types]
extended_capitalisation_policy = upper
"""
            + swe_foot("n/a", root),
        ),
        (lint, sqlfluff(rel, SQL_V1) + "\n" + swe_foot("n/a", root)),
        (f"open {rel}", swe_win(fp, SQL_V1) + "\n" + swe_foot(fp, root)),
        (
            "edit 4:10\n" + SQL_TABLE_NEW + "\nend_of_edit",
            swe_win(fp, v2) + "\n" + SWE_EDITED + "\n" + swe_foot(fp, root),
        ),
        (lint, sqlfluff(rel, v2) + "\n" + swe_foot(fp, root)),
        (
            f"edit {idx}:{idx}\n" + SQL_IDX_NEW + "\nend_of_edit",
            swe_win(fp, v3) + "\n" + SWE_EDITED + "\n" + swe_foot(fp, root),
        ),
        (lint, sqlfluff(rel, v3) + "\n" + swe_foot(fp, root)),
        (
            "git status --short && git diff --stat",
            f" M {rel}\n {rel} | 16 +++++++++-------\n 1 file changed, 9 insertions(+), 7 deletions(-)\n"
            + swe_foot(fp, root),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-13",
        system("sweagent", root),
        turns,
        state="SWE-agent on /warehouse-migrations (Flyway migrations for Postgres 15, linted with sqlfluff 3.0.5 in CI). Task: CI rejects V0042__add_order_events.sql; make it pass sqlfluff and add a NOT NULL `source` column defaulting to 'system'.\n(Open file: n/a)\n(Current directory: /warehouse-migrations)\nbash-$",
    )


# =================================================================================================
# 14  Dockerfile + hadolint, Cline (bad: a file just written is missing from ls -la)
# =================================================================================================

DF_V1 = """FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \\
    PYTHONUNBUFFERED=1

WORKDIR /app

RUN apt-get update && apt-get install -y --no-install-recommends libvips42 curl && rm -rf /var/lib/apt/lists/*

RUN pip install --upgrade pip
COPY requirements.txt .
RUN pip install -r requirements.txt

COPY src/ ./src/
RUN useradd --create-home --uid 10001 worker
USER worker

HEALTHCHECK --interval=30s --timeout=3s CMD curl -fsS http://localhost:8000/healthz || exit 1
CMD python -m src.worker --concurrency $WORKER_CONCURRENCY"""

DF_SR = [
    ("RUN pip install --upgrade pip", "RUN pip install --no-cache-dir --upgrade pip"),
    ("RUN pip install -r requirements.txt", "RUN pip install --no-cache-dir -r requirements.txt"),
    ("CMD python -m src.worker --concurrency $WORKER_CONCURRENCY", 'CMD ["python", "-m", "src.worker"]'),
]

HADO_CFG = """ignored:
  - DL3008
trustedRegistries:
  - docker.io
  - ghcr.io"""


def hado(text: str, ignore: set[str]) -> str:
    out = []
    for i, ln in enumerate(text.split("\n"), 1):
        if "apt-get install" in ln and "=" not in ln.split("install", 1)[1]:
            out.append(
                (
                    i,
                    "DL3008",
                    "warning",
                    "Pin versions in apt get install. Instead of `apt-get install <package>` use `apt-get install <package>=<version>`",
                )
            )
        if ln.startswith("RUN pip install") and "-r " not in ln and "==" not in ln:
            out.append(
                (
                    i,
                    "DL3013",
                    "warning",
                    "Pin versions in pip. Instead of `pip install <package>` use `pip install <package>==<version>` or `pip install --requirement <requirements file>`",
                )
            )
        if ln.startswith("RUN pip install") and "--no-cache-dir" not in ln:
            out.append(
                (
                    i,
                    "DL3042",
                    "warning",
                    "Avoid use of cache directory with pip. Use `pip install --no-cache-dir <package>`",
                )
            )
        if ln.startswith("CMD ") and not ln.startswith("CMD ["):
            out.append((i, "DL3025", "warning", "Use arguments JSON notation for CMD and ENTRYPOINT arguments"))
    return "\n".join(f"Dockerfile:{i} {c} {lvl}: {msg}" for i, c, lvl, msg in out if c not in ignore)


def t14(rs: RowSet) -> None:
    root = "/home/dev/imgproc-worker"
    v2 = DF_V1
    for a, b in DF_SR:
        v2 = v2.replace(a, b)
    v3 = v2.replace("RUN pip install --no-cache-dir --upgrade pip", "RUN pip install --no-cache-dir pip==24.0")
    turns = [
        (
            cline("execute_command", command="hadolint Dockerfile", requires_approval="false"),
            cline_out(hado(DF_V1, set())),
        ),
        (cline("read_file", path="Dockerfile"), DF_V1),
        (
            cline("replace_in_file", path="Dockerfile", diff="\n\n".join(sr(a, b) for a, b in DF_SR)),
            cline_saved("Dockerfile", v2),
        ),
        (cline("write_to_file", path=".hadolint.yaml", content=HADO_CFG), cline_saved(".hadolint.yaml", HADO_CFG)),
        (
            cline("execute_command", command="ls -la", requires_approval="false"),
            cline_out(f"""total 52
drwxr-xr-x  6 dev dev 4096 Jun 14 11:26 .
drwxr-xr-x 14 dev dev 4096 Jun  3 09:12 ..
-rw-r--r--  1 dev dev   61 Jun  3 09:14 .dockerignore
drwxr-xr-x  8 dev dev 4096 Jun 14 11:02 .git
drwxr-xr-x  3 dev dev 4096 Jun  3 09:14 .github
-rw-r--r--  1 dev dev  118 Jun  3 09:14 .gitignore
-rw-r--r--  1 dev dev  {len(v2.encode()) + 1} Jun 14 11:25 Dockerfile
-rw-r--r--  1 dev dev 1893 Jun  3 09:14 README.md
-rw-r--r--  1 dev dev  644 Jun 10 16:48 pyproject.toml
-rw-r--r--  1 dev dev  173 Jun 10 16:48 requirements.txt
drwxr-xr-x  3 dev dev 4096 Jun 10 16:48 src
drwxr-xr-x  2 dev dev 4096 Jun 10 16:48 tests"""),
        ),
        (
            cline("execute_command", command="hadolint Dockerfile", requires_approval="false"),
            cline_out(hado(v2, {"DL3008"})),
        ),
        (
            cline(
                "replace_in_file",
                path="Dockerfile",
                diff=sr("RUN pip install --no-cache-dir --upgrade pip", "RUN pip install --no-cache-dir pip==24.0"),
            ),
            cline_saved("Dockerfile", v3),
        ),
        (
            cline(
                "execute_command",
                command='hadolint Dockerfile && echo "hadolint: clean (exit $?)"',
                requires_approval="false",
            ),
            cline_out((hado(v3, {"DL3008"}) + "\n" if hado(v3, {"DL3008"}) else "") + "hadolint: clean (exit 0)"),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-14",
        system("cline", root),
        turns,
        state="Cline in Act mode, workspace /home/dev/imgproc-worker (Python image-processing worker). hadolint 2.12.0 is installed. Task: make the Dockerfile pass hadolint in CI; apt packages are pinned by the base image digest, so DL3008 may be ignored in a repo config.",
        bad=True,
        turn=5,
        kind="ls -la lists no .hadolint.yaml, but the file was written at turn 4 and hadolint later applies its ignore list",
    )


# =================================================================================================
# 15  TypeScript + Jest, Cline (clean)
# =================================================================================================

TS_ROLLOUT = """import { murmur3 } from './hash';

/** Number of buckets a user id is hashed into. */
export const BUCKETS = 10_000;

/**
 * Returns the bucket (0..BUCKETS-1) of a user for a given flag key.
 * The flag key salts the hash so that rollouts are independent between flags.
 */
export function bucketOf(flagKey: string, userId: string): number {
  return murmur3(`${flagKey}:${userId}`) % BUCKETS;
}

/** True when the user falls inside the first `percentage` percent of buckets. */
export function inRollout(flagKey: string, userId: string, percentage: number): boolean {
  if (percentage <= 0) return false;
  if (percentage >= 100) return true;
  return bucketOf(flagKey, userId) <= Math.floor(percentage * 100);
}"""

TS_INDEX = """export type { EvaluationContext, Flag, FlagSet, Variant } from './types';
export { evaluateAll, evaluateFlag } from './eval';
export { BUCKETS, bucketOf, inRollout } from './rollout';
export { FlagClient } from './client';"""

TS_CLIENT = """import type { EvaluationContext, FlagSet, Variant } from './types';
import { evaluateAll, evaluateFlag } from './eval';

export interface FlagClientOptions {
  endpoint: string;
  refreshIntervalMs?: number;
  fetch?: typeof globalThis.fetch;
}

export class FlagClient {
  private flags: FlagSet = {};
  private timer?: ReturnType<typeof setInterval>;

  constructor(private readonly options: FlagClientOptions) {}

  async start(): Promise<void> {
    await this.refresh();
    const every = this.options.refreshIntervalMs ?? 30_000;
    this.timer = setInterval(() => void this.refresh(), every);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  variant(key: string, ctx: EvaluationContext): Variant | undefined {
    const flag = this.flags[key];
    return flag ? evaluateFlag(flag, ctx) : undefined;
  }

  all(ctx: EvaluationContext): Record<string, Variant> {
    return evaluateAll(this.flags, ctx);
  }

  private async refresh(): Promise<void> {
    const doFetch = this.options.fetch ?? globalThis.fetch;
    const res = await doFetch(this.options.endpoint, { headers: { accept: 'application/json' } });
    if (res.ok) this.flags = (await res.json()) as FlagSet;
  }
}"""

TS_EVAL_TEST = """import { describe, expect, it } from '@jest/globals';
import { evaluateFlag } from '../src/eval';
import type { Flag } from '../src/types';

const flag: Flag = {
  key: 'beta-nav',
  enabled: true,
  rollout: 25,
  variants: { on: true, off: false },
  fallback: 'off',
};

describe('evaluateFlag', () => {
  it('returns the fallback when the flag is disabled', () => {
    expect(evaluateFlag({ ...flag, enabled: false }, { userId: 'u1' })).toBe(false);
  });

  it('returns on for users inside the rollout', () => {
    expect(evaluateFlag(flag, { userId: 'user-0007' })).toBe(true);
  });

  it('returns the fallback without a user id', () => {
    expect(evaluateFlag(flag, {})).toBe(false);
  });
});"""

ROLLOUT_TESTS = [
    (
        "bucketOf",
        [
            ("is stable for the same flag and user", " (3 ms)"),
            ("differs between flags", " (1 ms)"),
            ("stays within 0..9999", " (41 ms)"),
        ],
    ),
    (
        "inRollout",
        [
            ("is false at 0%", " (1 ms)"),
            ("is true at 100%", ""),
            ("excludes the user whose bucket equals the threshold", " (2 ms)"),
            ("is monotonic in the percentage", " (18 ms)"),
        ],
    ),
]


def jest_rollout(fail: bool) -> str:
    out = [f" {'FAIL' if fail else 'PASS'}  test/rollout.test.ts", "  rollout"]
    for grp, tests in ROLLOUT_TESTS:
        out.append(f"    {grp}")
        for name, t in tests:
            bad = fail and "threshold" in name
            out.append(f"      {'✕' if bad else '✓'} {name}{t}")
    return "\n".join(out)


def tsc_err(path: str, text: str, needle: str, spec: str) -> str:
    ln = lineno(text, needle)
    line = text.split("\n")[ln - 1]
    col = line.index(spec) + 1
    return (
        f"{path}:{ln}:{col} - error TS2307: Cannot find module {spec} or its corresponding type declarations.\n\n{ln} {line}\n{' ' * (len(str(ln)) + col)}{'~' * len(spec)}\n",
        ln,
    )


def t15(rs: RowSet) -> None:
    root = "/home/dev/feature-flags-sdk"
    fixed = TS_ROLLOUT.replace("<= Math.floor(percentage * 100)", "< Math.floor(percentage * 100)")
    line39 = "    expect(inRollout('beta-nav', 'user-4821', 1)).toBe(false);"
    col = line39.index("toBe") + 1
    fail = (
        jest_rollout(True)
        + f"""

  ● rollout › inRollout › excludes the user whose bucket equals the threshold

    expect(received).toBe(expected) // Object.is equality

    Expected: false
    Received: true

      37 |   it('excludes the user whose bucket equals the threshold', () => {{
      38 |     expect(bucketOf('beta-nav', 'user-4821')).toBe(100);
    > 39 | {line39}
         | {" " * (col - 1)}^
      40 |   }});
      41 |
      42 |   it('is monotonic in the percentage', () => {{

      at Object.<anonymous> (test/rollout.test.ts:39:{col})

Test Suites: 1 failed, 1 total
Tests:       1 failed, 6 passed, 7 total
Snapshots:   0 total
Time:        1.284 s
Ran all test suites matching /rollout/i."""
    )
    ok = (
        jest_rollout(False)
        + """

Test Suites: 1 passed, 1 total
Tests:       7 passed, 7 total
Snapshots:   0 total
Time:        1.102 s, estimated 2 s
Ran all test suites matching /rollout/i."""
    )
    e1, l1 = tsc_err("src/client.ts", TS_CLIENT, "from './eval'", "'./eval'")
    e2, l2 = tsc_err("test/eval.test.ts", TS_EVAL_TEST, "from '../src/eval'", "'../src/eval'")
    tsc = (
        e1
        + "\n"
        + e2
        + f"""

Found 2 errors in 2 files.

Errors  Files
     1  src/client.ts:{l1}
     1  test/eval.test.ts:{l2}"""
    )
    idx2 = TS_INDEX.replace("from './eval'", "from './evaluate'")
    client2 = TS_CLIENT.replace("from './eval'", "from './evaluate'")
    test2 = TS_EVAL_TEST.replace("from '../src/eval'", "from '../src/evaluate'")
    turns = [
        (
            cline("list_files", path="src", recursive="false"),
            "client.ts\neval.ts\nhash.ts\nindex.ts\nrollout.ts\ntypes.ts",
        ),
        (cline("read_file", path="src/rollout.ts"), TS_ROLLOUT),
        (cline("execute_command", command="npx jest rollout", requires_approval="false"), cline_out(fail)),
        (
            cline(
                "replace_in_file",
                path="src/rollout.ts",
                diff=sr(
                    "  return bucketOf(flagKey, userId) <= Math.floor(percentage * 100);",
                    "  return bucketOf(flagKey, userId) < Math.floor(percentage * 100);",
                ),
            ),
            cline_saved("src/rollout.ts", fixed),
        ),
        (cline("execute_command", command="npx jest rollout", requires_approval="false"), cline_out(ok)),
        (
            cline(
                "execute_command",
                command="git mv src/eval.ts src/evaluate.ts && git status --short",
                requires_approval="true",
            ),
            cline_out("R  src/eval.ts -> src/evaluate.ts\n M src/rollout.ts"),
        ),
        (
            cline(
                "replace_in_file",
                path="src/index.ts",
                diff=sr(
                    "export { evaluateAll, evaluateFlag } from './eval';",
                    "export { evaluateAll, evaluateFlag } from './evaluate';",
                ),
            ),
            cline_saved("src/index.ts", idx2),
        ),
        (
            cline("list_files", path="src", recursive="false"),
            "client.ts\nevaluate.ts\nhash.ts\nindex.ts\nrollout.ts\ntypes.ts",
        ),
        (cline("execute_command", command="npx tsc --noEmit", requires_approval="false"), cline_out(tsc)),
        (
            cline(
                "replace_in_file",
                path="src/client.ts",
                diff=sr(
                    "import { evaluateAll, evaluateFlag } from './eval';",
                    "import { evaluateAll, evaluateFlag } from './evaluate';",
                ),
            ),
            cline_saved("src/client.ts", client2),
        ),
        (
            cline(
                "replace_in_file",
                path="test/eval.test.ts",
                diff=sr(
                    "import { evaluateFlag } from '../src/eval';", "import { evaluateFlag } from '../src/evaluate';"
                ),
            ),
            cline_saved("test/eval.test.ts", test2),
        ),
        (
            cline(
                "execute_command",
                command="npx tsc --noEmit && npx jest && git status --short",
                requires_approval="false",
            ),
            cline_out(
                """ PASS  test/rollout.test.ts
 PASS  test/hash.test.ts
 PASS  test/eval.test.ts
 PASS  test/client.test.ts

Test Suites: 4 passed, 4 total
Tests:       38 passed, 38 total
Snapshots:   0 total
Time:        2.117 s
Ran all test suites.
M  src/client.ts
R  src/eval.ts -> src/evaluate.ts
 M src/index.ts
 M src/rollout.ts
 M test/eval.test.ts""".replace("M  src/client.ts", " M src/client.ts")
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-15",
        system("cline", root),
        turns,
        state="Cline in Act mode, workspace /home/dev/feature-flags-sdk (TypeScript 5.4, Jest 29 with ts-jest). Tasks: (1) a 1% rollout admits users from 101 buckets instead of 100; (2) rename src/eval.ts to src/evaluate.ts (the `eval` file name trips the security linter) and fix the imports.",
    )


# =================================================================================================
# 16  Bash scripts + shellcheck + bats, OpenHands (bad: the log's clock runs backwards)
# =================================================================================================

SH_V1 = """#!/usr/bin/env bash
# Rotate pg_dump archives, keeping the newest N.
set -euo pipefail

DIR=""
KEEP=7
LOG="${PGROTATE_LOG:-$(dirname "$0")/../logs/rotate.log}"

usage() { echo "usage: $0 --dir DIR [--keep N]" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR=$2; shift 2 ;;
    --keep) KEEP=$2; shift 2 ;;
    *) usage ;;
  esac
done
[ -n "$DIR" ] || usage

log() { printf '%s %s\\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >> $LOG; }

log "rotate start dir=$DIR keep=$KEEP"
for f in $(ls -1t $DIR/*.dump | tail -n +$((KEEP + 1))); do
  rm -f $f
  log "removed $(basename $f)"
done
log "rotate done\""""

SH_OLD = SH_V1[SH_V1.index("log() {") :]
SH_NEW = """log() { printf '%s %s\\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >> "$LOG"; }

log "rotate start dir=$DIR keep=$KEEP"
find "$DIR" -maxdepth 1 -name '*.dump' -printf '%T@ %p\\n' | sort -rn | tail -n +$((KEEP + 1)) | cut -d' ' -f2- |
while IFS= read -r f; do
  rm -f -- "$f"
  log "removed $(basename "$f")"
done
log "rotate done\""""


def sc_block(path: str, text: str, needle: str, marks: list[tuple[str, str, str]], fix: str) -> str:
    ln = lineno(text, needle)
    line = text.split("\n")[ln - 1]
    out = [f"In {path} line {ln}:", line]
    pos = 0
    for tok, codename, msg in marks:
        c = line.index(tok, pos)
        pos = c + 1
        bar = "^--" if len(tok) <= 2 else "^" + "-" * (len(tok) - 2) + "^"
        out.append(" " * c + f"{bar} {codename} (info): {msg}")
    return "\n".join(out) + f"\n\nDid you mean:\n{fix}\n"


BATS = [
    "prints usage without --dir",
    "rejects unknown options",
    "keeps the newest N dumps",
    "defaults to keeping 7",
    "ignores files that are not .dump",
    "does nothing when fewer than N dumps exist",
    "logs start and done lines",
    "logs every removed file",
    "honours PGROTATE_LOG",
    "handles file names with spaces",
    "handles an empty directory",
    "exits non-zero when the directory is missing",
]


def t16(rs: RowSet) -> None:
    root = "/workspace/pgbackup-scripts"
    sp = f"{root}/bin/pg-rotate.sh"
    q = "Double quote to prevent globbing and word splitting."
    blocks = [
        sc_block("bin/pg-rotate.sh", SH_V1, ">> $LOG", [("$LOG", "SC2086", q)], SH_NEW.split("\n")[0]),
        sc_block(
            "bin/pg-rotate.sh",
            SH_V1,
            "for f in",
            [
                ("ls -1t $DIR/*.dump", "SC2012", "Use find instead of ls to better handle non-alphanumeric filenames."),
                ("$DIR", "SC2086", q),
            ],
            'for f in $(ls -1t "$DIR"/*.dump | tail -n +$((KEEP + 1))); do',
        ),
        sc_block("bin/pg-rotate.sh", SH_V1, "  rm -f $f", [("$f", "SC2086", q)], '  rm -f "$f"'),
        sc_block("bin/pg-rotate.sh", SH_V1, "basename $f", [("$f", "SC2086", q)], '  log "removed $(basename "$f")"'),
    ]
    sc_out = (
        "\n"
        + "\n\n".join(blocks)
        + """
For more information:
  https://www.shellcheck.net/wiki/SC2012 -- Use find instead of ls to better ...
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ..."""
    )
    new = SH_V1.replace(SH_OLD, SH_NEW)
    a = lineno(new, "log() {")
    bats = "1..12\n" + "\n".join(f"ok {i} {n}" for i, n in enumerate(BATS, 1))
    first = """2024-06-03T14:21:07Z rotate start dir=/tmp/pgb-fixture keep=3
2024-06-03T14:21:07Z removed db-2024-05-31.dump
2024-06-03T14:21:07Z removed db-2024-05-30.dump
2024-06-03T14:21:07Z removed db-2024-05-29.dump
2024-06-03T14:21:07Z rotate done"""
    turns = [
        (
            bash("cd /workspace/pgbackup-scripts && ls -la bin test logs"),
            oh_bash(
                """bin:
total 16
drwxr-xr-x 2 openhands openhands 4096 Jun  3 13:52 .
drwxr-xr-x 7 openhands openhands 4096 Jun  3 13:52 ..
-rwxr-xr-x 1 openhands openhands 2214 Jun  3 13:52 pg-dump-all.sh
-rwxr-xr-x 1 openhands openhands  """
                + str(len(SH_V1.encode()) + 1)
                + """ Jun  3 13:52 pg-rotate.sh

logs:
total 12
drwxr-xr-x 2 openhands openhands 4096 Jun  3 13:52 .
drwxr-xr-x 7 openhands openhands 4096 Jun  3 13:52 ..
-rw-r--r-- 1 openhands openhands 1187 May 28 02:00 rotate.log

test:
total 20
drwxr-xr-x 3 openhands openhands 4096 Jun  3 13:52 .
drwxr-xr-x 7 openhands openhands 4096 Jun  3 13:52 ..
-rw-r--r-- 1 openhands openhands 3409 Jun  3 13:52 pg-rotate.bats
drwxr-xr-x 2 openhands openhands 4096 Jun  3 13:52 test_helper""",
                root,
            ),
        ),
        (bash("shellcheck bin/pg-rotate.sh"), oh_bash(sc_out, root, 1)),
        (editor("view", sp), cat_n(sp, SH_V1)),
        (editor("str_replace", sp, old_str=SH_OLD, new_str=SH_NEW), edited(sp, span(new, a - 2, nlines(new)), a - 2)),
        (bash("shellcheck bin/pg-rotate.sh && echo 'shellcheck: clean'"), oh_bash("shellcheck: clean", root)),
        (bash("bats test/"), oh_bash(bats, root)),
        (bash("./bin/pg-rotate.sh --dir /tmp/pgb-fixture --keep 3 && tail -n 5 logs/rotate.log"), oh_bash(first, root)),
        (
            bash("./bin/pg-rotate.sh --dir /tmp/pgb-fixture --keep 2 && tail -n 8 logs/rotate.log"),
            oh_bash(
                first
                + """
2024-06-03T14:09:52Z rotate start dir=/tmp/pgb-fixture keep=2
2024-06-03T14:09:52Z removed db-2024-06-01.dump
2024-06-03T14:09:52Z rotate done""",
                root,
            ),
        ),
        (
            bash("ls -l --time-style=long-iso /tmp/pgb-fixture"),
            oh_bash(
                """total 7716
-rw-r--r-- 1 openhands openhands 3944107 2024-06-02 02:00 db-2024-06-02.dump
-rw-r--r-- 1 openhands openhands 3951760 2024-06-03 02:00 db-2024-06-03.dump""",
                root,
            ),
        ),
        (
            bash("git diff --stat"),
            oh_bash(" bin/pg-rotate.sh | 9 +++++----\n 1 file changed, 5 insertions(+), 4 deletions(-)", root),
        ),
        (bash("git status --short --ignored"), oh_bash(" M bin/pg-rotate.sh\n!! logs/rotate.log", root)),
    ]
    rs.add(
        "swe",
        "h59-swe-16",
        system("openhands", root),
        turns,
        state="OpenHands runtime, /workspace/pgbackup-scripts (bash tooling for Postgres backups; shellcheck 0.9.0 and bats-core 1.11 installed). A fixture directory /tmp/pgb-fixture holds six dumps db-2024-05-29.dump .. db-2024-06-03.dump, each with its date as mtime. Task: make bin/pg-rotate.sh shellcheck-clean and safe for file names with spaces.",
        bad=True,
        turn=8,
        kind="the second rotation logs 14:09:52Z, earlier than the 14:21:07Z lines the first rotation wrote just before (the log's clock runs backwards)",
    )


# =================================================================================================
# 17  Spring Boot + Maven + JUnit, Codex CLI (clean)
# =================================================================================================

JV_STATUS = """package com.acme.orders.domain;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

public enum OrderStatus {
    PENDING,
    PAID,
    PACKED,
    SHIPPED,
    DELIVERED,
    CANCELLED,
    REFUNDED;

    private static final Map<OrderStatus, Set<OrderStatus>> ALLOWED = Map.of(
            PENDING, EnumSet.of(PAID, CANCELLED),
            PAID, EnumSet.of(PACKED, CANCELLED, REFUNDED),
            PACKED, EnumSet.of(SHIPPED, CANCELLED),
            SHIPPED, EnumSet.of(DELIVERED, CANCELLED),
            DELIVERED, EnumSet.of(REFUNDED),
            CANCELLED, EnumSet.noneOf(OrderStatus.class),
            REFUNDED, EnumSet.noneOf(OrderStatus.class));

    public boolean canTransitionTo(OrderStatus next) {
        return ALLOWED.getOrDefault(this, Set.of()).contains(next);
    }

    public boolean isTerminal() {
        return ALLOWED.get(this).isEmpty();
    }
}"""


def t17(rs: RowSet) -> None:
    root = "/home/dev/order-service"
    rel = "src/main/java/com/acme/orders/domain/OrderStatus.java"
    ln = lineno(JV_STATUS, "SHIPPED, EnumSet.of(DELIVERED, CANCELLED)")
    mvn_fail = """[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.061 s <<< FAILURE! -- in com.acme.orders.domain.OrderStatusTest
[ERROR] com.acme.orders.domain.OrderStatusTest.shippedOrderCannotBeCancelled -- Time elapsed: 0.004 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <false> but was: <true>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
	at org.junit.jupiter.api.AssertFalse.failNotFalse(AssertFalse.java:63)
	at org.junit.jupiter.api.AssertFalse.assertFalse(AssertFalse.java:36)
	at org.junit.jupiter.api.AssertFalse.assertFalse(AssertFalse.java:31)
	at org.junit.jupiter.api.Assertions.assertFalse(Assertions.java:231)
	at com.acme.orders.domain.OrderStatusTest.shippedOrderCannotBeCancelled(OrderStatusTest.java:48)

[ERROR] Failures:\x20
[ERROR]   OrderStatusTest.shippedOrderCannotBeCancelled:48 expected: <false> but was: <true>
[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project order-service: There are test failures.
[ERROR]\x20
[ERROR] Please refer to /home/dev/order-service/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]
[ERROR]\x20
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR]\x20
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException
"""
    full_tail = """[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.048 s -- in com.acme.orders.domain.OrderStatusTest
[INFO] Running com.acme.orders.domain.OrderTotalsTest
[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.033 s -- in com.acme.orders.domain.OrderTotalsTest
[INFO] Running com.acme.orders.api.OrderControllerTest
[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.912 s -- in com.acme.orders.api.OrderControllerTest
[INFO] Running com.acme.orders.persistence.OrderRepositoryIT
[WARNING] Tests run: 6, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 4.207 s -- in com.acme.orders.persistence.OrderRepositoryIT
[INFO]\x20
[INFO] Results:
[INFO]\x20
[WARNING] Tests run: 126, Failures: 0, Errors: 0, Skipped: 2
[INFO]\x20
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  38.412 s
[INFO] Finished at: 2024-06-18T10:47:31+02:00
[INFO] ------------------------------------------------------------------------
"""
    turns = [
        (cx("mvn -q -Dtest=OrderStatusTest test", root), cx_out(mvn_fail, 1, 14.2)),
        (cx(f"nl -ba {rel}", root), cx_out(nl_ba(JV_STATUS) + "\n", 0, 0.0)),
        (
            cx_patch(
                f"*** Begin Patch\n*** Update File: {rel}\n@@\n             PACKED, EnumSet.of(SHIPPED, CANCELLED),\n-            SHIPPED, EnumSet.of(DELIVERED, CANCELLED),\n+            SHIPPED, EnumSet.of(DELIVERED),\n             DELIVERED, EnumSet.of(REFUNDED),\n*** End Patch",
                root,
            ),
            cx_out(f"Success. Updated the following files:\nM {rel}\n", 0, 0.0),
        ),
        (cx("mvn -q -Dtest=OrderStatusTest test", root), cx_out("", 0, 11.7)),
        (cx("mvn test 2>&1 | tail -n 20", root), cx_out(full_tail, 0, 41.3)),
        (
            cx("git diff", root),
            cx_out(
                f"""diff --git a/{rel} b/{rel}
index 0b6d2f4..7e19ac3 100644
--- a/{rel}
+++ b/{rel}
@@ -{ln - 3},7 +{ln - 3},7 @@ public enum OrderStatus {{
             PENDING, EnumSet.of(PAID, CANCELLED),
             PAID, EnumSet.of(PACKED, CANCELLED, REFUNDED),
             PACKED, EnumSet.of(SHIPPED, CANCELLED),
-            SHIPPED, EnumSet.of(DELIVERED, CANCELLED),
+            SHIPPED, EnumSet.of(DELIVERED),
             DELIVERED, EnumSet.of(REFUNDED),
             CANCELLED, EnumSet.noneOf(OrderStatus.class),
             REFUNDED, EnumSet.noneOf(OrderStatus.class));
""",
                0,
                0.1,
            ),
        ),
        (
            cx("git status -sb && git log --oneline -1", root),
            cx_out(
                f"""## feature/ORD-412-status-guard...origin/feature/ORD-412-status-guard
 M {rel}
d2f70a9 (HEAD -> feature/ORD-412-status-guard, origin/feature/ORD-412-status-guard) ORD-412: add OrderStatusTest cases for shipped orders
""",
                0,
                0.1,
            ),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-17",
        system("codex", root),
        turns,
        state="Codex CLI in /home/dev/order-service (Spring Boot 3.2, Maven 3.9, JUnit 5, Java 21), branch feature/ORD-412-status-guard. Ticket ORD-412: shipped orders can still be cancelled; a shipped order may only become DELIVERED.",
    )


# =================================================================================================
# 18  Elixir + ExUnit, Gemini CLI (clean)
# =================================================================================================

EX_TB = '''defmodule RateLimiter.TokenBucket do
  @moduledoc """
  A token bucket kept in a plain struct. Callers pass the current monotonic
  time in milliseconds so the module stays pure and easy to test.
  """

  @enforce_keys [:capacity, :refill_per_sec]
  defstruct [:capacity, :refill_per_sec, tokens: nil, updated_at: nil]

  @type t :: %__MODULE__{
          capacity: pos_integer(),
          refill_per_sec: number(),
          tokens: float() | nil,
          updated_at: integer() | nil
        }

  def new(capacity, refill_per_sec) when capacity > 0 and refill_per_sec > 0 do
    %__MODULE__{capacity: capacity, refill_per_sec: refill_per_sec}
  end

  @spec take(t(), integer(), pos_integer()) :: {:ok, t()} | {:error, :rate_limited, t()}
  def take(%__MODULE__{} = bucket, now_ms, n \\\\ 1) do
    bucket = refill(bucket, now_ms)

    if bucket.tokens >= n do
      {:ok, %{bucket | tokens: bucket.tokens - n}}
    else
      {:error, :rate_limited, bucket}
    end
  end

  defp refill(%__MODULE__{tokens: nil} = b, now_ms) do
    %{b | tokens: b.capacity * 1.0, updated_at: now_ms}
  end

  defp refill(%__MODULE__{} = b, now_ms) do
    elapsed = now_ms - b.updated_at
    tokens = b.tokens + elapsed * b.refill_per_sec
    %{b | tokens: min(tokens, b.capacity * 1.0), updated_at: now_ms}
  end
end'''

EX_OLD = "    tokens = b.tokens + elapsed * b.refill_per_sec"
EX_NEW_RAW = "    tokens = b.tokens + (elapsed/1000) * b.refill_per_sec"
EX_NEW_FMT = "    tokens = b.tokens + elapsed / 1000 * b.refill_per_sec"


def gem_run2(cmd: str, out: str, err: str, code: int, pgid: int) -> str:
    return (
        f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
        f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {pgid}"
    )


def t18(rs: RowSet) -> None:
    root = "/home/dev/rate_limiter_ex"
    fp = f"{root}/lib/rate_limiter/token_bucket.ex"
    raw = EX_TB.replace(EX_OLD, EX_NEW_RAW)
    fmt = EX_TB.replace(EX_OLD, EX_NEW_FMT.replace("elapsed / 1000", "(elapsed / 1000)"))
    t1 = "mix test test/token_bucket_test.exs"
    turns = [
        (gem_read(fp), EX_TB),
        (
            gshell(t1, "Run the token bucket tests"),
            gem_run(
                t1,
                """Running ExUnit with seed: 614021, max_cases: 32

.....

  1) test take/3 refills refill_per_sec tokens per second, not per millisecond (RateLimiter.TokenBucketTest)
     test/token_bucket_test.exs:31
     match (=) failed
     code:  assert {:error, :rate_limited, _} = TokenBucket.take(bucket, 1_100)
     left:  {:error, :rate_limited, _}
     right: {:ok, %RateLimiter.TokenBucket{capacity: 2, refill_per_sec: 1, tokens: 1.0, updated_at: 1100}}
     stacktrace:
       test/token_bucket_test.exs:36: (test)

.
Finished in 0.04 seconds (0.04s async, 0.00s sync)
7 tests, 1 failure

Randomized with seed 614021""",
                2,
                60211,
            ),
        ),
        (
            call("replace", file_path=fp, old_string=EX_OLD, new_string=EX_NEW_RAW, expected_replacements=1),
            gem_replaced(fp),
        ),
        (
            gshell(t1, "Re-run the token bucket tests"),
            gem_run(
                t1,
                """Compiling 1 file (.ex)
Generated rate_limiter app
Running ExUnit with seed: 288410, max_cases: 32

.......
Finished in 0.03 seconds (0.03s async, 0.00s sync)
7 tests, 0 failures

Randomized with seed 288410""",
                0,
                60377,
            ),
        ),
        (
            gshell("mix format --check-formatted", "Check formatting"),
            gem_run2(
                "mix format --check-formatted",
                "",
                """** (Mix) mix format failed due to --check-formatted.
The following files are not formatted:

  * lib/rate_limiter/token_bucket.ex""",
                1,
                60452,
            ),
        ),
        (
            gshell("mix format && mix format --check-formatted && echo formatted", "Format and re-check"),
            gem_run("mix format && mix format --check-formatted && echo formatted", "formatted", 0, 60518),
        ),
        (gem_read(fp), fmt),
        (
            gshell("mix test", "Run the full suite"),
            gem_run(
                "mix test",
                """Running ExUnit with seed: 90210, max_cases: 32

......................
Finished in 0.1 seconds (0.06s async, 0.04s sync)
22 tests, 0 failures

Randomized with seed 90210""",
                0,
                60604,
            ),
        ),
    ]
    assert raw != fmt
    rs.add(
        "swe",
        "h59-swe-18",
        system("gemini", root),
        turns,
        state="Gemini CLI in /home/dev/rate_limiter_ex (Elixir 1.16 / OTP 26 library). Issue: after a burst the bucket refills within milliseconds; refill_per_sec is applied per millisecond.",
    )


# =================================================================================================
# 19  Terraform + tflint, Aider (bad: the installed provider version changes without init)
# =================================================================================================

TF_VARS = """variable "domain_name" {
  description = "Apex domain served by the CloudFront distribution"
  type        = string
}

variable "bucket_name" {
  description = "Name of the S3 bucket holding the site"
  type        = string
}

variable "tags" {
  description = "Tags applied to every resource"
  type        = map(string)
  default     = {}
}

variable "log_prefix" {
  description = "Prefix for access logs (unused since logging moved to the shared bucket)"
  type        = string
  default     = "static-site/"
}

variable "price_class" {
  description = "CloudFront price class"
  default     = "PriceClass_100"
}"""

TF_LOG_BLOCK = """variable "log_prefix" {
  description = "Prefix for access logs (unused since logging moved to the shared bucket)"
  type        = string
  default     = "static-site/"
}

"""


def t19(rs: RowSet) -> None:
    root = "/home/lena/infra/terraform-aws-static-site"
    lp = lineno(TF_VARS, 'variable "log_prefix"')
    pc = lineno(TF_VARS, 'variable "price_class"')
    edit = aider_block(
        "variables.tf",
        "hcl",
        TF_LOG_BLOCK
        + 'variable "price_class" {\n  description = "CloudFront price class"\n  default     = "PriceClass_100"\n}',
        'variable "price_class" {\n  description = "CloudFront price class"\n  type        = string\n  default     = "PriceClass_100"\n}',
    )
    turns = [
        ("/add main.tf variables.tf", "Added main.tf to the chat\nAdded variables.tf to the chat"),
        (
            "/run terraform init -backend=false",
            aider_run("""
Initializing provider plugins...
- Reusing previous version of hashicorp/aws from the dependency lock file
- Installing hashicorp/aws v5.31.0...
- Installed hashicorp/aws v5.31.0 (signed by HashiCorp)

Terraform has been successfully initialized!

You may now begin working with Terraform. Try running "terraform plan" to see
any changes that are required for your infrastructure. All Terraform commands
should now work.

If you ever set or change modules or backend configuration for Terraform,
rerun this command to reinitialize your working directory. If you forget, other
commands will detect it and remind you to do so if necessary."""),
        ),
        (
            "/run tflint",
            aider_run(f"""2 issue(s) found:

Warning: variable "log_prefix" is declared but not used (terraform_unused_declarations)

  on variables.tf line {lp}:
  {lp}: variable "log_prefix" {{

Reference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/v0.5.0/docs/rules/terraform_unused_declarations.md

Warning: `price_class` variable has no type (terraform_typed_variables)

  on variables.tf line {pc}:
  {pc}: variable "price_class" {{

Reference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/v0.5.0/docs/rules/terraform_typed_variables.md"""),
        ),
        (
            edit,
            "Tokens: 6.3k sent, 164 received. Cost: $0.02 message, $0.03 session.\nApplied edit to variables.tf\n"
            "Commit 2b7d1e4 chore: drop unused log_prefix variable and type price_class",
        ),
        ("/run tflint && echo 'tflint: ok'", aider_run("tflint: ok")),
        ("/run terraform validate", aider_run("Success! The configuration is valid.")),
        (
            "/run terraform version",
            aider_run("""Terraform v1.7.5
on linux_amd64
+ provider registry.terraform.io/hashicorp/aws v5.46.0"""),
        ),
        ("/run terraform fmt -check -recursive && echo 'fmt: ok'", aider_run("fmt: ok")),
        (
            "/run git log --oneline -3",
            aider_run("""2b7d1e4 (HEAD -> main) chore: drop unused log_prefix variable and type price_class
f4c8a91 (origin/main) Add Route53 alias records for www and apex
6e0d3b7 Use OAC instead of OAI for the bucket policy"""),
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-19",
        system("aider", root),
        turns,
        state="""Aider v0.62.1
Main model: claude-3-5-sonnet-20241022 with diff edit format, infinite output
Weak model: claude-3-5-haiku-20241022
Git repo: .git with 19 files
Repo-map: using 1024 tokens, auto refresh
Task: make `tflint` (ruleset terraform v0.5.0) pass on this Terraform module without changing the provider lock.""",
        bad=True,
        turn=7,
        kind="terraform version reports hashicorp/aws v5.46.0, but init at turn 2 installed v5.31.0 from the lock file and no init -upgrade ran since",
    )


# =================================================================================================
# 20  Rust + cargo, OpenHands (bad: a renamed file reappears under its old name)
# =================================================================================================

RS_EOF = """    fn eof(&mut self) -> Result<Token, ParseError> {
        self.pos = self.src.len();
        return Ok(Token::Eof);
    }"""

RS_TESTS = [
    "parser::tests::bare_key",
    "parser::tests::dotted_key",
    "parser::tests::quoted_key_with_dot",
    "parser::tests::inline_table",
    "query::tests::index_out_of_range",
    "query::tests::wildcard_index",
    "value::tests::display_roundtrip",
]


def cargo_tail(mod: str) -> str:
    names = [n.replace("parser::", mod + "::") for n in RS_TESTS]
    return (
        "\n".join(f"test {n} ... ok" for n in names)
        + """

test result: ok. 31 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

   Doc-tests tomlq

running 3 tests
test src/lib.rs - (line 7) ... ok
test src/query.rs - query::Query::parse (line 41) ... ok
test src/value.rs - value::Value::as_str (line 88) ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s"""
    )


def t20(rs: RowSet) -> None:
    root = "/workspace/tomlq"
    pp = f"{root}/src/parser.rs"
    start = 91
    eof_ln = start + 2
    fixed = RS_EOF.replace("        return Ok(Token::Eof);", "        Ok(Token::Eof)")
    turns = [
        (
            bash('cd /workspace/tomlq && ls src && grep -n "mod \\|pub use" src/lib.rs'),
            oh_bash(
                """error.rs
lib.rs
main.rs
parse.rs
query.rs
value.rs
1:pub mod error;
2:mod parse;
3:pub mod query;
4:pub mod value;
6:pub use parse::parse_document;""",
                root,
            ),
        ),
        (bash("cargo test 2>&1 | tail -n 17"), oh_bash(cargo_tail("parse"), root)),
        (
            bash(
                "git mv src/parse.rs src/parser.rs && sed -i 's/^mod parse;/mod parser;/' src/lib.rs && grep -rn 'parse::' src/"
            ),
            oh_bash(
                """src/lib.rs:6:pub use parse::parse_document;
src/query.rs:3:use crate::parse::{Lexer, Token};
src/query.rs:118:        let mut lx = crate::parse::Lexer::new(input);""",
                root,
            ),
        ),
        (
            bash(
                "sed -i 's/crate::parse::/crate::parser::/g' src/query.rs && sed -i 's/^pub use parse::/pub use parser::/' src/lib.rs && grep -rn 'parse::\\|parser::' src/ && git status --short"
            ),
            oh_bash(
                """src/lib.rs:6:pub use parser::parse_document;
src/query.rs:3:use crate::parser::{Lexer, Token};
src/query.rs:118:        let mut lx = crate::parser::Lexer::new(input);
 M src/lib.rs
R  src/parse.rs -> src/parser.rs
 M src/query.rs""",
                root,
            ),
        ),
        (
            bash("cargo build 2>&1 | tail -n 3"),
            oh_bash(
                """   Compiling tomlq v0.3.1 (/workspace/tomlq)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.84s""",
                root,
            ),
        ),
        (
            bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -n 20"),
            oh_bash(
                f"""    Checking tomlq v0.3.1 (/workspace/tomlq)
error: unneeded `return` statement
  --> src/parse.rs:{eof_ln}:9
   |
{eof_ln} |         return Ok(Token::Eof);
   |         ^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_return
   = note: `-D clippy::needless-return` implied by `-D warnings`
   = help: to override `-D warnings` add `#[allow(clippy::needless_return)]`
help: remove `return`
   |
{eof_ln} -         return Ok(Token::Eof);
{eof_ln} +         Ok(Token::Eof)
   |

error: could not compile `tomlq` (lib) due to 1 previous error
warning: build failed, waiting for other jobs to finish...
error: could not compile `tomlq` (lib test) due to 1 previous error""",
                root,
            ),
        ),
        (
            editor("view", pp, view_range=[start - 2, start + 4]),
            cat_n(
                pp,
                "\n".join(["", "    /// Consumes the rest of the input and yields the end-of-file token."])
                + "\n"
                + RS_EOF
                + "\n",
                start - 2,
            ).rstrip("\n")
            + "\n",
        ),
        (
            editor(
                "str_replace",
                pp,
                old_str="        self.pos = self.src.len();\n        return Ok(Token::Eof);",
                new_str="        self.pos = self.src.len();\n        Ok(Token::Eof)",
            ),
            edited(
                pp,
                "\n    /// Consumes the rest of the input and yields the end-of-file token.\n" + fixed + "\n",
                start - 2,
            ),
        ),
        (
            bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -n 3"),
            oh_bash(
                """    Checking tomlq v0.3.1 (/workspace/tomlq)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.12s""",
                root,
            ),
        ),
        (bash("cargo test 2>&1 | tail -n 17"), oh_bash(cargo_tail("parser"), root)),
    ]
    rs.add(
        "swe",
        "h59-swe-20",
        system("openhands", root),
        turns,
        state="OpenHands runtime, /workspace/tomlq (Rust 1.79 crate: a jq-like query tool for TOML). Task: rename the private module `parse` to `parser` (file src/parse.rs) and keep `cargo clippy -- -D warnings` clean.",
        bad=True,
        turn=6,
        kind="clippy reports its error in src/parse.rs, but that file was renamed to src/parser.rs with git mv at turn 3",
    )


# =================================================================================================
# 21  OCaml + dune + alcotest, Claude Code (clean)
# =================================================================================================

ML_SEMVER = """type t = {
  major : int;
  minor : int;
  patch : int;
  pre : string list;
  build : string list;
}

let is_numeric s = s <> "" && String.for_all (function '0' .. '9' -> true | _ -> false) s

let compare_ident a b =
  match (is_numeric a, is_numeric b) with
  | true, true -> compare a b
  | true, false -> -1
  | false, true -> 1
  | false, false -> String.compare a b

let rec compare_pre a b =
  match (a, b) with
  | [], [] -> 0
  | [], _ -> 1
  | _, [] -> -1
  | x :: xs, y :: ys ->
      let c = compare_ident x y in
      if c <> 0 then c else compare_pre xs ys

let compare v1 v2 =
  let c = Int.compare v1.major v2.major in
  if c <> 0 then c
  else
    let c = Int.compare v1.minor v2.minor in
    if c <> 0 then c
    else
      let c = Int.compare v1.patch v2.patch in
      if c <> 0 then c else compare_pre v1.pre v2.pre"""

ML_OLD = "  | true, true -> compare a b"
ML_NEW = "  | true, true -> Int.compare (int_of_string a) (int_of_string b)"

ML_TEST = """let v = Semver.of_string_exn

let check_cmp msg expected a b =
  Alcotest.(check int) msg expected (Semver.compare (v a) (v b))

let compare_cases =
  [
    Alcotest.test_case "core versions" `Quick (fun () -> check_cmp "1.2.3 < 1.10.0" (-1) "1.2.3" "1.10.0");
    Alcotest.test_case "release beats prerelease" `Quick (fun () -> check_cmp "1.0.0 > 1.0.0-rc.1" 1 "1.0.0" "1.0.0-rc.1");
    Alcotest.test_case "numeric prerelease identifiers" `Quick (fun () ->
        check_cmp "1.0.0-alpha.2 < 1.0.0-alpha.10" (-1) "1.0.0-alpha.2" "1.0.0-alpha.10");
    Alcotest.test_case "build metadata ignored" `Quick (fun () -> check_cmp "1.0.0+a = 1.0.0+b" 0 "1.0.0+a" "1.0.0+b");
  ]"""

ML_T_OLD = """        check_cmp "1.0.0-alpha.2 < 1.0.0-alpha.10" (-1) "1.0.0-alpha.2" "1.0.0-alpha.10");"""
ML_T_NEW = (
    ML_T_OLD
    + """
    Alcotest.test_case "alphanumeric after numeric" `Quick (fun () ->
        check_cmp "1.0.0-alpha.9 < 1.0.0-alpha.beta" (-1) "1.0.0-alpha.9" "1.0.0-alpha.beta");"""
)

ALCO = [
    ("parse", ["plain version.", "prerelease and build.", "rejects leading zeros.", "rejects empty identifiers."]),
    (
        "compare",
        ["core versions.", "release beats prerelease.", "numeric prerelease identifiers.", "build metadata ignored."],
    ),
    ("to_string", ["roundtrip."]),
]


def alco(run_id: str, fail: bool, extra: bool) -> str:
    groups = [(g, list(ts)) for g, ts in ALCO]
    if extra:
        groups[1][1].insert(3, "alphanumeric after numeric.")
    out = ["Testing `semver'.", f"This run has ID `{run_id}'.", ""]
    n = 0
    for g, ts in groups:
        for i, name in enumerate(ts):
            n += 1
            tag = "[FAIL]" if fail and name.startswith("numeric prerelease") else "[OK]"
            out.append(f"  {tag:<14}{g:<15}{i}   {name}")
    out += ["", ""]
    return "\n".join(out), n


def t21(rs: RowSet) -> None:
    root = "/home/dev/semver-ml"
    lp = f"{root}/lib/semver.ml"
    tp = f"{root}/test/test_semver.ml"
    fixed = ML_SEMVER.replace(ML_OLD, ML_NEW)
    ln = lineno(ML_SEMVER, ML_OLD)
    test2 = ML_TEST.replace(ML_T_OLD, ML_T_NEW)
    tl = lineno(test2, "alphanumeric after numeric")
    body1, n1 = alco("Q2ZK7J1B", True, False)
    fail = (
        body1
        + """
┌──────────────────────────────────────────────────────────────────────────────┐
│ [FAIL]        compare          2   numeric prerelease identifiers.           │
└──────────────────────────────────────────────────────────────────────────────┘
ASSERT 1.0.0-alpha.2 < 1.0.0-alpha.10
FAIL 1.0.0-alpha.2 < 1.0.0-alpha.10

   Expected: `-1'
   Received: `1'

Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-261
Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 181, characters 17-23
Called from Alcotest_engine__Monad.Identity.catch in file "src/alcotest-engine/monad.ml", line 24, characters 31-35

Logs saved to `~/semver-ml/_build/default/test/_build/_tests/semver/compare.002.output'.
 ──────────────────────────────────────────────────────────────────────────────

Full test results in `~/semver-ml/_build/default/test/_build/_tests/semver'.
"""
        + f'1 failure! in 0.002s. {n1} tests run.\nFile "test/dune", line 2, characters 7-18:\n2 |  (name test_semver)\n           ^^^^^^^^^^^'
    )
    body2, n2 = alco("M3R8XQ0C", False, False)
    body3, n3 = alco("H7TB2WZD", False, True)
    ok2 = (
        body2
        + f"Full test results in `~/semver-ml/_build/default/test/_build/_tests/semver'.\nTest Successful in 0.001s. {n2} tests run."
    )
    ok3 = (
        body3
        + f"Full test results in `~/semver-ml/_build/default/test/_build/_tests/semver'.\nTest Successful in 0.001s. {n3} tests run."
    )
    added = nlines(ML_T_NEW) - nlines(ML_T_OLD)
    turns = [
        (
            cc("Bash", command="ls && head -5 dune-project", description="Look at the project layout"),
            "CHANGES.md\nLICENSE\nREADME.md\n_build\ndune-project\nlib\nsemver.opam\ntest\n(lang dune 3.11)\n(name semver)\n(generate_opam_files true)\n(source (github acme/semver-ml))\n(license ISC)",
        ),
        (cc("Read", file_path=lp), cc_lines(ML_SEMVER)),
        (cc("Bash", command="dune test 2>&1", description="Run the alcotest suite"), fail),
        (cc("Edit", file_path=lp, old_string=ML_OLD, new_string=ML_NEW), cc_edited(lp, fixed, ln - 3, ln + 4)),
        (cc("Bash", command="dune test 2>&1", description="Re-run the tests"), ok2),
        (cc("Edit", file_path=tp, old_string=ML_T_OLD, new_string=ML_T_NEW), cc_edited(tp, test2, tl - 3, tl + 3)),
        (cc("Bash", command="dune test 2>&1", description="Run the tests with the new case"), ok3),
        (
            cc(
                "Bash",
                command='dune build 2>&1 | head -20; echo "exit=${PIPESTATUS[0]}"',
                description="Full build, warnings as errors in dev profile",
            ),
            "exit=0",
        ),
        (
            cc("Bash", command="git status --short && git diff --stat", description="Summarise changes"),
            f""" M lib/semver.ml
 M test/test_semver.ml
 lib/semver.ml       | 2 +-
 test/test_semver.ml | {added} {"+" * added}
 2 files changed, {added + 1} insertions(+), 1 deletion(-)""",
        ),
    ]
    rs.add(
        "swe",
        "h59-swe-21",
        system("claude", root),
        turns,
        state="Claude Code in /home/dev/semver-ml (OCaml 5.1 library built with dune 3.11, tests with alcotest 1.7). Bug: 1.0.0-alpha.10 sorts before 1.0.0-alpha.2; SemVer 2.0 says numeric identifiers compare numerically.",
    )


# =================================================================================================
# 22  Haskell + cabal + hspec, SWE-agent (bad: the current branch changes without a checkout)
# =================================================================================================

HS_LITE = """{-# LANGUAGE OverloadedStrings #-}

-- | Minimal ISO 8601 date parsing: calendar dates, ordinal dates and week dates.
module Data.Time.ISO8601.Lite
  ( ParseError (..)
  , parseCalendarDate
  , parseOrdinalDate
  , parseWeekDate
  ) where

import Data.Char (isDigit)
import Data.Text (Text)
import qualified Data.Text as T
import Data.Time.Calendar (Day, fromGregorianValid)
import Data.Time.Calendar.OrdinalDate (fromOrdinalDateValid)
import Data.Time.Calendar.WeekDate (fromWeekDateValid)

data ParseError
  = BadFormat Text
  | OutOfRange Text
  deriving (Eq, Show)

-- | Exactly @n@ ASCII digits, then the rest of the input.
digits :: Int -> Text -> Maybe (Int, Text)
digits n t =
  let (d, rest) = T.splitAt n t
   in if T.length d == n && T.all isDigit d then Just (read (T.unpack d), rest) else Nothing

inRange :: Text -> Maybe Day -> Either ParseError Day
inRange t = maybe (Left (OutOfRange t)) Right

-- | @YYYY-MM-DD@
parseCalendarDate :: Text -> Either ParseError Day
parseCalendarDate t =
  case T.splitOn "-" t of
    [ys, ms, ds]
      | Just (y, "") <- digits 4 ys
      , Just (m, "") <- digits 2 ms
      , Just (d, "") <- digits 2 ds ->
          inRange t (fromGregorianValid (fromIntegral y) m d)
    _ -> Left (BadFormat t)

-- | @YYYY-DDD@
parseOrdinalDate :: Text -> Either ParseError Day
parseOrdinalDate t =
  case T.splitOn "-" t of
    [ys, ds]
      | Just (y, "") <- digits 4 ys
      , Just (d, "") <- digits 3 ds ->
          inRange t (fromOrdinalDateValid (fromIntegral y) d)
    _ -> Left (BadFormat t)

-- | @YYYY-Www-D@, e.g. @2024-W01-1@ is Monday 1 January 2024.
parseWeekDate :: Text -> Either ParseError Day
parseWeekDate t =
  case T.splitOn "-" t of
    [ys, ws, ds]
      | Just wd <- T.stripPrefix "W" ws
      , Just (y, "") <- digits 4 ys
      , Just (w, "") <- digits 2 wd
      , Just (d, "") <- digits 1 ds ->
          inRange t (fromWeekDateValid (fromIntegral y) (w - 1) d)
    _ -> Left (BadFormat t)"""

HS_OLD = "          inRange t (fromWeekDateValid (fromIntegral y) (w - 1) d)"
HS_NEW = "          inRange t (fromWeekDateValid (fromIntegral y) w d)"


def t22(rs: RowSet) -> None:
    root = "/iso8601-lite"
    rel = "src/Data/Time/ISO8601/Lite.hs"
    fp = f"{root}/{rel}"
    ln = lineno(HS_LITE, HS_OLD)
    fixed = HS_LITE.replace(HS_OLD, HS_NEW)
    diff = f"""diff --git a/{rel} b/{rel}
index 5be09c2..c81f7d4 100644
--- a/{rel}
+++ b/{rel}
@@ -{ln - 3},5 +{ln - 3},5 @@ parseWeekDate t =
       , Just (y, "") <- digits 4 ys
       , Just (w, "") <- digits 2 wd
       , Just (d, "") <- digits 1 ds ->
-{HS_OLD}
+{HS_NEW}
     _ -> Left (BadFormat t)
"""
    turns = [
        (
            "git status && git log --oneline -2",
            """On branch fix/iso-week-parse
nothing to commit, working tree clean
4c1d2e9 (HEAD -> fix/iso-week-parse) Add week-date parser skeleton
9ab03f1 (origin/main, origin/HEAD, main) Release 0.2.0
"""
            + swe_foot("n/a", root),
        ),
        (f"open {rel} {ln}", swe_win(fp, HS_LITE) + "\n" + swe_foot(fp, root)),
        (
            "git branch -vv",
            """  fix/iso-week-parse 4c1d2e9 Add week-date parser skeleton
* main               9ab03f1 [origin/main] Release 0.2.0
"""
            + swe_foot(fp, root),
        ),
        (f"edit {ln}:{ln}\n{HS_NEW}\nend_of_edit", swe_win(fp, fixed) + "\n" + SWE_EDITED + "\n" + swe_foot(fp, root)),
        (
            "cabal test 2>&1 | tail -n 22",
            """Running 1 test suites...
Test suite iso8601-lite-test: RUNNING...

Data.Time.ISO8601.Lite
  parseCalendarDate
    parses 2024-02-29 [✔]
    rejects 2023-02-29 [✔]
    rejects 2024-2-29 [✔]
  parseOrdinalDate
    parses 2024-060 [✔]
    rejects 2023-366 [✔]
  parseWeekDate
    parses 2024-W01-1 as 2024-01-01 [✔]
    parses 2020-W53-7 as 2021-01-03 [✔]
    rejects 2021-W53-1 [✔]
    rejects 2024-W1-1 [✔]

Finished in 0.0012 seconds
9 examples, 0 failures
Test suite iso8601-lite-test: PASS
Test suite logged to:
/iso8601-lite/dist-newstyle/build/x86_64-linux/ghc-9.6.4/iso8601-lite-0.2.0/t/iso8601-lite-test/test/iso8601-lite-0.2.0-iso8601-lite-test.log
1 of 1 test suites (1 of 1 test cases) passed.
"""
            + swe_foot(fp, root),
        ),
        ("submit", diff),
    ]
    rs.add(
        "swe",
        "h59-swe-22",
        system("sweagent", root),
        turns,
        state='SWE-agent on /iso8601-lite (Haskell library, GHC 9.6.4, cabal 3.10, hspec). Issue #14: parseWeekDate is off by one week: "2024-W02-1" returns 2024-01-01 and "2024-W01-1" fails with OutOfRange.\n(Open file: n/a)\n(Current directory: /iso8601-lite)\nbash-$',
        bad=True,
        turn=3,
        kind="git branch -vv marks main as the current branch, but turn 1 showed HEAD on fix/iso-week-parse and no checkout happened",
    )


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (
        t01,
        t02,
        t03,
        t04,
        t05,
        t06,
        t07,
        t08,
        t09,
        t10,
        t11,
        t12,
        t13,
        t14,
        t15,
        t16,
        t17,
        t18,
        t19,
        t20,
        t21,
        t22,
    ):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
