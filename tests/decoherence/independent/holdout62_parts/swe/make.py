# ruff: noqa: E501
"""Held-out set h62, domain ``swe``: 22 coding-agent sandbox trajectories (11 with one contradiction).

Each trajectory is a coding agent working on a repository through one harness (OpenHands, SWE-agent,
Claude Code, Gemini CLI, Aider, Cline, Codex CLI); the observations are the tools' outputs. Clean
trajectories carry many legitimate changes (edits, reruns, new commits, moving clocks); the bad ones
carry exactly one detail that drifts with no action that could change it.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
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

TASK = "swe"

HEAD = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Review prior interactions, keep every prediction consistent with the established state, and reuse values established earlier (file paths, file contents, commit hashes, test counts, process ids) accurately. Resources created in previous turns persist; deleted ones stay deleted. Each tool call may modify the state (create/modify/delete files, commits, installed packages); state transitions must be **deterministic** and **traceable**.

---

# Environment Execution

- Parse the tool name and arguments from the input and dispatch to the matching simulation logic.
- For shell commands, consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors, 127 for command not found).
- Simulate realistic errors: missing files (`No such file or directory`), permission problems, invalid parameters, build and test failures with the real tools' messages.
- Provide realistic timestamps, durations and PIDs for long-running or background commands.

---

# Key Principles

## Format
Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special markers.

## Factuality
Content aligns with actual tool behavior: correct parameter handling, accurate core functionality, no fabricated paths or system information.

## Consistency
Correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism
Reasonable numerical values (file sizes, timestamps, PIDs), tool-specific behavioral patterns, temporal plausibility.

## Quality
Complete and useful outputs: no unreasonable truncation, enough detail for subsequent reasoning, balanced verbosity.

---

# Input Definitions & Action Space

You can simulate the following tools:

"""

TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the predicted tool output after **Environment Observation:**.
"""


def _t(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": required}}


_S = {"type": "string"}
_I = {"type": "integer"}
_A = {"type": "array", "items": {"type": "string"}}

TOOLS = {
    "openhands": [
        _t("execute_bash", "Execute a bash command in the terminal within a persistent shell session. Long-running commands should be run in the background. The output is followed by the exit code and the working directory.", {"command": _S, "is_input": _S, "timeout": _I}, ["command"]),
        _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files in plain-text format. `view` shows `cat -n` output; `create` cannot overwrite an existing file; `str_replace` replaces exactly one occurrence of old_str; `insert` inserts after insert_line; `undo_edit` reverts the last edit.", {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": _S, "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": _I, "view_range": {"type": "array", "items": {"type": "integer"}}}, ["command", "path"]),
    ],
    "sweagent": [
        _t("open", "Opens the file at the given path in the editor (100-line window). If line_number is provided, the window is moved to include that line.", {"path": _S, "line_number": _I}, ["path"]),
        _t("goto", "Moves the window to show <line_number>.", {"line_number": _I}, ["line_number"]),
        _t("scroll_down", "Moves the window down 100 lines.", {}, []),
        _t("search_file", "Searches for search_term in file. If file is not provided, searches in the current open file.", {"search_term": _S, "file": _S}, ["search_term"]),
        _t("search_dir", "Searches for search_term in all files in dir.", {"search_term": _S, "dir": _S}, ["search_term"]),
        _t("edit", "Replaces lines <start_line> through <end_line> (inclusive) with the given text in the open file. The replacement text is terminated by a line with only end_of_edit on it.", {"start_line": _I, "end_line": _I, "replacement_text": _S}, ["start_line", "end_line", "replacement_text"]),
        _t("submit", "Submits the current patch.", {}, []),
        _t("bash", "Any other shell command; the output is followed by the open file, the current directory and the prompt.", {"command": _S}, ["command"]),
    ],
    "claude": [
        _t("Bash", "Executes a given bash command in a persistent shell session with optional timeout.", {"command": _S, "description": _S, "timeout": _I}, ["command"]),
        _t("Read", "Reads a file from the local filesystem. Results are returned in cat -n format, with line numbers starting at 1.", {"file_path": _S, "offset": _I, "limit": _I}, ["file_path"]),
        _t("Edit", "Performs exact string replacements in files.", {"file_path": _S, "old_string": _S, "new_string": _S, "replace_all": {"type": "boolean"}}, ["file_path", "old_string", "new_string"]),
        _t("Write", "Writes a file to the local filesystem.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("Grep", "A powerful search tool built on ripgrep.", {"pattern": _S, "path": _S, "glob": _S, "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "-n": {"type": "boolean"}}, ["pattern"]),
        _t("Glob", "Fast file pattern matching tool; returns matching paths sorted by modification time.", {"pattern": _S, "path": _S}, ["pattern"]),
    ],
    "gemini": [
        _t("read_file", "Reads and returns the content of a specified file.", {"absolute_path": _S, "offset": _I, "limit": _I}, ["absolute_path"]),
        _t("write_file", "Writes content to a specified file.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("replace", "Replaces text within a file. Requires old_string to match exactly.", {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _I}, ["file_path", "old_string", "new_string"]),
        _t("list_directory", "Lists the names of files and subdirectories directly within a specified directory path.", {"path": _S, "ignore": _A}, ["path"]),
        _t("glob", "Finds files matching glob patterns, sorted by modification time (newest first).", {"pattern": _S, "path": _S}, ["pattern"]),
        _t("search_file_content", "Searches for a regular expression pattern within the content of files.", {"pattern": _S, "path": _S, "include": _S}, ["pattern"]),
        _t("run_shell_command", "Executes a given shell command as `bash -c <command>`. Returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs, Process Group PGID.", {"command": _S, "description": _S, "directory": _S}, ["command"]),
    ],
    "aider": [
        _t("aider", "One input line or message to an aider chat session: a slash command (/add, /drop, /run, /test, /git, /diff, /undo, /tokens, /ls, /commit) or a SEARCH/REPLACE edit block. Aider prints its output, applies edits, auto-commits them and reports token and cost counters.", {"input": _S}, ["input"]),
    ],
    "cline": [
        _t("execute_command", "Execute a CLI command on the system in the current working directory.", {"command": _S, "requires_approval": {"type": "boolean"}}, ["command", "requires_approval"]),
        _t("read_file", "Read the contents of a file at the specified path.", {"path": _S}, ["path"]),
        _t("write_to_file", "Write content to a file at the specified path (created or overwritten).", {"path": _S, "content": _S}, ["path", "content"]),
        _t("replace_in_file", "Replace sections of content in an existing file using SEARCH/REPLACE blocks.", {"path": _S, "diff": _S}, ["path", "diff"]),
        _t("search_files", "Perform a regex search across files in a specified directory.", {"path": _S, "regex": _S, "file_pattern": _S}, ["path", "regex"]),
        _t("list_files", "List files and directories within the specified directory.", {"path": _S, "recursive": {"type": "boolean"}}, ["path"]),
    ],
    "codex": [
        _t("shell", "Runs a shell command and returns its output as JSON with output and metadata (exit_code, duration_seconds). Use apply_patch as the command to edit files.", {"command": _A, "workdir": _S, "timeout_ms": _I}, ["command"]),
        _t("update_plan", "Updates the task plan.", {"explanation": _S, "plan": {"type": "array"}}, ["plan"]),
    ],
}


def system(harness: str, note: str) -> str:
    return HEAD + json.dumps(TOOLS[harness], indent=2) + "\n\nEnvironment: " + note + TAIL


# ---------------------------------------------------------------- harness formats
def swe_cmd(cmd: str) -> str:
    return "```\n" + cmd + "\n```"


def swe_obs(out: str, open_file: str, cwd: str) -> str:
    return (out.rstrip("\n") + "\n" if out else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swe_window(path: str, total: int, lines: list[str], start: int) -> str:
    above = start - 1
    below = total - (start + len(lines) - 1)
    out = [f"[File: {path} ({total} lines total)]"]
    if above:
        out.append(f"({above} more lines above)")
    out += [f"{i}:{ln}" for i, ln in enumerate(lines, start)]
    if below > 0:
        out.append(f"({below} more lines below)")
    return "\n".join(out)


def cc_read(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}\u2192{ln}" for i, ln in enumerate(text.split("\n"), start))


def cc_edited(path: str, text: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_read(text, start))


def cc_bash(cmd: str, what: str) -> str:
    return call("Bash", command=cmd, description=what)


def cline(tag: str, **params: object) -> str:
    inner = "\n".join(f"<{k}>{v}</{k}>" for k, v in params.items())
    return f"<{tag}>\n{inner}\n</{tag}>"


def cline_cmd(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip()}"


def cline_saved(path: str, content: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n"
            f"{content.rstrip()}\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the "
            "final_file_content shown above as your reference. This content reflects the current state of the file, "
            "including any auto-formatting (e.g., if you used single quotes but the formatter converted them to double "
            "quotes). Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


def codex(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def codex_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def codex_out(out: str, code: int = 0, secs: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}}, ensure_ascii=False)


def aider(text: str) -> str:
    return call("aider", input=text)


def gem_read(path: str) -> str:
    return call("read_file", absolute_path=path)


ROWS = RowSet(Path(__file__).parent)


def add(tid: str, harness: str, note: str, turns: list[tuple[str, str]], state: str, *, bad: bool = False,
        turn: int | None = None, kind: str = "clean") -> None:
    ROWS.add(TASK, tid, system(harness, note), turns, state=state, bad=bad, turn=turn, kind=kind)


def around(text: str, anchor: str, before: int = 4, after: int = 4) -> tuple[str, int]:
    """The lines around the first line containing ``anchor`` and the 1-based number of the first one."""
    lines = text.split("\n")
    i = next(k for k, ln in enumerate(lines) if anchor in ln)
    lo, hi = max(0, i - before), min(len(lines), i + after + 1)
    return "\n".join(lines[lo:hi]), lo + 1


# ---------------------------------------------------------------- 01 Django + pytest, OpenHands (clean)
DJ_MODELS = '''from decimal import Decimal

from django.db import models
from django.utils import timezone


class Supplier(models.Model):
    name = models.CharField(max_length=120, unique=True)
    contact_email = models.EmailField(blank=True)
    lead_time_days = models.PositiveSmallIntegerField(default=7)

    def __str__(self):
        return self.name


class Item(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    supplier = models.ForeignKey(Supplier, on_delete=models.PROTECT, related_name="items")
    quantity = models.PositiveIntegerField(default=0)
    reorder_level = models.PositiveIntegerField(default=10)
    unit_cost = models.DecimalField(max_digits=10, decimal_places=2, default=Decimal("0.00"))
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["sku"]

    def __str__(self):
        return f"{self.sku} {self.name}"

    @property
    def stock_value(self):
        return self.unit_cost * self.quantity

    @property
    def needs_reorder(self):
        return self.quantity < self.reorder_level

    def receive(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.quantity += amount
        self.updated_at = timezone.now()
        self.save(update_fields=["quantity", "updated_at"])

    def issue(self, amount):
        if amount > self.quantity:
            raise ValueError(f"cannot issue {amount}, only {self.quantity} in stock")
        self.quantity -= amount
        self.updated_at = timezone.now()
        self.save(update_fields=["quantity", "updated_at"])
'''

DJ_TEST_TAIL = '''def test_issue_more_than_stock_raises(db):
    item = ItemFactory(quantity=3)
    with pytest.raises(ValueError, match="only 3 in stock"):
        item.issue(5)
    item.refresh_from_db()
    assert item.quantity == 3'''


def t01() -> None:
    root = "/workspace/stockroom"
    state = (f"OpenHands sandbox (Debian 12, Python 3.11.9 in conda env `testbed`). Repository {root} checked out on branch "
             "fix/reorder-threshold. Task: `Item.needs_reorder` must be true when quantity has fallen to the reorder level, not only below it (issue #214).")
    pt_head = ("============================= test session starts ==============================\n"
               "platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0\n"
               "django: version: 5.0.6, settings: stockroom.settings (from ini)\n"
               f"rootdir: {root}\nconfigfile: pytest.ini\nplugins: django-4.8.0, cov-5.0.0\n")
    fixed = DJ_MODELS.replace("return self.quantity < self.reorder_level", "return self.quantity <= self.reorder_level")
    snip, start = around(fixed, "<= self.reorder_level", 3, 3)
    new_test = '''

def test_needs_reorder_false_above_threshold(db):
    item = ItemFactory(quantity=11, reorder_level=10)
    assert item.needs_reorder is False'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"),
         oh_bash("On branch fix/reorder-threshold\nnothing to commit, working tree clean\n"
                 "c41e9a7 (HEAD -> fix/reorder-threshold, origin/main, main) Merge pull request #212 from stockroom/csv-export\n"
                 "0b7d3f2 Add CSV export for low-stock report\n"
                 "9e15a60 Bump django from 5.0.4 to 5.0.6\n"
                 "5a2c8d1 Supplier lead time defaults to 7 days", root)),
        (editor("view", f"{root}/inventory/models.py"), cat_n(f"{root}/inventory/models.py", DJ_MODELS.rstrip("\n"))),
        (bash("python -m pytest inventory"),
         oh_bash(pt_head + "collected 42 items\n\n"
                 "inventory/tests/test_models.py .......F....                              [ 28%]\n"
                 "inventory/tests/test_views.py ..............                             [ 61%]\n"
                 "inventory/tests/test_api.py ................                             [100%]\n\n"
                 "=================================== FAILURES ===================================\n"
                 "_______________________ test_needs_reorder_at_threshold ________________________\n\n"
                 "db = None\n\n"
                 "    def test_needs_reorder_at_threshold(db):\n"
                 "        item = ItemFactory(quantity=10, reorder_level=10)\n"
                 ">       assert item.needs_reorder is True\n"
                 "E       assert False is True\n"
                 "E        +  where False = <Item: SKU-00017 Hex bolt M8>.needs_reorder\n\n"
                 "inventory/tests/test_models.py:58: AssertionError\n"
                 "=========================== short test summary info ============================\n"
                 "FAILED inventory/tests/test_models.py::test_needs_reorder_at_threshold - assert False is True\n"
                 "========================= 1 failed, 41 passed in 3.87s =========================", root, 1)),
        (editor("str_replace", f"{root}/inventory/models.py", old_str="        return self.quantity < self.reorder_level",
                new_str="        return self.quantity <= self.reorder_level"),
         edited(f"{root}/inventory/models.py", snip, start)),
        (bash("python -m pytest inventory -q -k reorder"),
         oh_bash("...                                                                      [100%]\n"
                 "3 passed, 39 deselected in 0.94s", root)),
        (editor("insert", f"{root}/inventory/tests/test_models.py", insert_line=71, new_str=new_test),
         edited(f"{root}/inventory/tests/test_models.py", DJ_TEST_TAIL + new_test, 66)),
        (bash("python -m pytest inventory"),
         oh_bash(pt_head + "collected 43 items\n\n"
                 "inventory/tests/test_models.py .............                             [ 30%]\n"
                 "inventory/tests/test_views.py ..............                             [ 62%]\n"
                 "inventory/tests/test_api.py ................                             [100%]\n\n"
                 "============================== 43 passed in 3.61s ==============================", root)),
        (bash("git status && git diff --stat"),
         oh_bash("On branch fix/reorder-threshold\nChanges not staged for commit:\n"
                 "  (use \"git add <file>...\" to update what will be committed)\n"
                 "  (use \"git restore <file>...\" to discard changes in working directory)\n"
                 "\tmodified:   inventory/models.py\n\tmodified:   inventory/tests/test_models.py\n\n"
                 "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
                 " inventory/models.py            | 2 +-\n"
                 " inventory/tests/test_models.py | 5 +++++\n"
                 " 2 files changed, 6 insertions(+), 1 deletion(-)", root)),
    ]
    add("h62-swe-01", "openhands", f"OpenHands runtime, repository {root} (Django 5.0 project, pytest-django).", turns, state)


def gdiff(path: str, before: str, after: str, index: str) -> str:
    """A `git diff` of one file, hunks from difflib with three lines of context."""
    before, after = before.removesuffix("\n"), after.removesuffix("\n")
    body = list(difflib.unified_diff(before.split("\n"), after.split("\n"), lineterm="", n=3))[2:]
    return (f"diff --git a/{path} b/{path}\nindex {index} 100644\n--- a/{path}\n+++ b/{path}\n" + "\n".join(body))


def lineno(text: str, anchor: str) -> int:
    return next(k for k, ln in enumerate(text.split("\n"), 1) if anchor in ln)


# ---------------------------------------------------------------- 02 Flask + pytest, SWE-agent (bad: setting drifts)
FL_PAGINATION = '''"""Offset pagination helpers shared by the JSON API endpoints."""
from dataclasses import dataclass
from math import ceil

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100


@dataclass(frozen=True)
class Page:
    items: list
    page: int
    per_page: int
    total: int

    @property
    def pages(self) -> int:
        return ceil(self.total / self.per_page)

    def to_dict(self, serialize) -> dict:
        return {
            "items": [serialize(obj) for obj in self.items],
            "page": self.page,
            "per_page": self.per_page,
            "total": self.total,
            "pages": self.pages,
        }


def paginate(query, page: int = 1, per_page: int = DEFAULT_PAGE_SIZE) -> Page:
    page = max(page, 1)
    per_page = min(per_page, MAX_PAGE_SIZE)
    total = query.order_by(None).count()
    items = query.limit(per_page).offset((page - 1) * per_page).all()
    return Page(items=items, page=page, per_page=per_page, total=total)


def page_args(args) -> tuple[int, int]:
    page = args.get("page", 1, type=int)
    per_page = args.get("per_page", DEFAULT_PAGE_SIZE, type=int)
    return page, per_page'''


def t02() -> None:
    p = "/repo/bookshelf/pagination.py"
    src = FL_PAGINATION
    fixed = src.replace("    per_page = min(per_page, MAX_PAGE_SIZE)", "    per_page = max(1, min(per_page, MAX_PAGE_SIZE))")
    n = len(src.split("\n"))
    ln_clamp = lineno(src, "per_page = min(")
    drifted = fixed.replace("MAX_PAGE_SIZE = 100", "MAX_PAGE_SIZE = 50")
    hits = [(k, ln) for k, ln in enumerate(drifted.split("\n"), 1) if "PAGE_SIZE" in ln]
    search = (f'Found {len(hits)} matches for "PAGE_SIZE" in {p}:\n' + "\n".join(f"Line {k}:{ln}" for k, ln in hits)
              + f'\nEnd of matches for "PAGE_SIZE" in {p}')
    n_pp = sum("per_page" in ln for ln in src.split("\n"))
    state = ("SWE-agent environment, container swe-bookshelf-7f3a (Ubuntu 22.04, Python 3.11.8). Repository /repo (Flask 3.0 app `bookshelf`, "
             "Flask-SQLAlchemy, pytest). Issue #97: `GET /api/books?per_page=0` returns a 500 (ZeroDivisionError) instead of a page.\n"
             "(Open file: n/a)\n(Current directory: /repo)\nbash-$")
    fail = f'''.....F......                                                             [100%]
=================================== FAILURES ===================================
________________________ test_list_books_per_page_zero _________________________

client = <FlaskClient <Flask 'bookshelf'>>
seed_books = [<Book 1 'A Wizard of Earthsea'>, <Book 2 'Kindred'>, <Book 3 'Solaris'>, <Book 4 'The Dispossessed'>, ...]

    def test_list_books_per_page_zero(client, seed_books):
>       resp = client.get("/api/books?per_page=0")

tests/test_books_api.py:64:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
/usr/local/lib/python3.11/site-packages/werkzeug/test.py:1162: in get
    return self.open(*args, **kw)
/usr/local/lib/python3.11/site-packages/flask/testing.py:235: in open
    response = super().open(
/usr/local/lib/python3.11/site-packages/flask/app.py:1498: in wsgi_app
    response = self.handle_exception(e)
bookshelf/api/books.py:27: in list_books
    return jsonify(page.to_dict(book_to_json))
bookshelf/pagination.py:{lineno(src, '"pages": self.pages')}: in to_dict
    "pages": self.pages,
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

self = Page(items=[], page=1, per_page=0, total=25)

    @property
    def pages(self) -> int:
>       return ceil(self.total / self.per_page)
E       ZeroDivisionError: division by zero

bookshelf/pagination.py:{lineno(src, "ceil(self.total")}: ZeroDivisionError
=========================== short test summary info ============================
FAILED tests/test_books_api.py::test_list_books_per_page_zero - ZeroDivisionError: division by zero
1 failed, 11 passed in 0.58s'''
    diff = gdiff("bookshelf/pagination.py", src, fixed, "3b1f0c2..8e4d9a7")
    turns = [
        (swe_cmd('search_dir "per_page"'),
         swe_obs(f'Found {4 + n_pp + 3} matches for "per_page" in /repo:\n/repo/bookshelf/api/authors.py (2 matches)\n'
                 f'/repo/bookshelf/api/books.py (2 matches)\n/repo/bookshelf/pagination.py ({n_pp} matches)\n'
                 '/repo/tests/test_books_api.py (3 matches)\nEnd of matches for "per_page" in /repo', "n/a", "/repo")),
        (swe_cmd("open bookshelf/pagination.py"),
         swe_obs(swe_window(p, n, src.split("\n"), 1), p, "/repo")),
        (swe_cmd("python -m pytest tests/test_books_api.py -q"), swe_obs(fail, p, "/repo")),
        (swe_cmd(f"edit {ln_clamp}:{ln_clamp}\n    per_page = max(1, min(per_page, MAX_PAGE_SIZE))\nend_of_edit"),
         swe_obs(swe_window(p, n, fixed.split("\n"), 1) + "\nFile updated. Please review the changes and make sure they are correct "
                 "(correct indentation, no duplicate lines, etc). Edit the file again if necessary.", p, "/repo")),
        (swe_cmd('search_file "PAGE_SIZE"'), swe_obs(search, p, "/repo")),
        (swe_cmd("python -m pytest tests/test_books_api.py -q"),
         swe_obs("............                                                             [100%]\n12 passed in 0.49s", p, "/repo")),
        (swe_cmd("submit"), swe_obs(diff, p, "/repo")),
    ]
    add("h62-swe-02", "sweagent", "SWE-agent (ACI with a 100-line file window), repository /repo.", turns, state, bad=True, turn=5,
        kind="search_file shows MAX_PAGE_SIZE = 50 although the file opened at turn 2 set it to 100 and only the clamp line was edited")


# ---------------------------------------------------------------- 03 FastAPI + httpx, Claude Code (clean)
FA_USAGE = '''from fastapi import APIRouter, Depends, HTTPException, Response, status

from app.deps import get_store
from app.quota import QuotaStore, remaining_calls
from app.schemas import UsageOut

router = APIRouter(prefix="/v1/usage", tags=["usage"])


@router.get("/{api_key_id}", response_model=UsageOut)
async def read_usage(api_key_id: str, store: QuotaStore = Depends(get_store)) -> UsageOut:
    record = await store.get(api_key_id)
    if record is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"unknown key {api_key_id}")
    return UsageOut(
        api_key_id=api_key_id,
        plan=record.plan,
        used=record.used,
        limit=record.limit,
        remaining=remaining_calls(record),
        resets_at=record.window_end,
    )


@router.post("/{api_key_id}/consume", response_model=UsageOut, status_code=status.HTTP_200_OK)
async def consume(api_key_id: str, cost: int = 1, store: QuotaStore = Depends(get_store)) -> UsageOut:
    record = await store.consume(api_key_id, cost)
    if record is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"unknown key {api_key_id}")
    return UsageOut(
        api_key_id=api_key_id,
        plan=record.plan,
        used=record.used,
        limit=record.limit,
        remaining=remaining_calls(record),
        resets_at=record.window_end,
    )'''

FA_QUOTA_TAIL = '''@dataclass
class QuotaRecord:
    plan: str
    used: int
    limit: int
    window_end: datetime


def remaining_calls(record: QuotaRecord) -> int:
    """Calls left in the current window, never negative."""
    return max(record.limit - record.used, 0)'''

FA_TEST = '''import pytest
from httpx import ASGITransport, AsyncClient

from app.main import app


@pytest.mark.anyio
async def test_consume_sets_remaining_header(seeded_store):
    async with AsyncClient(transport=ASGITransport(app=app), base_url="http://test") as client:
        resp = await client.post("/v1/usage/key_free_01/consume", params={"cost": 3})
    assert resp.status_code == 200
    assert resp.headers["x-ratelimit-remaining"] == str(resp.json()["remaining"])


@pytest.mark.anyio
async def test_unknown_key_has_no_remaining_header(seeded_store):
    async with AsyncClient(transport=ASGITransport(app=app), base_url="http://test") as client:
        resp = await client.post("/v1/usage/key_missing/consume")
    assert resp.status_code == 404
    assert "x-ratelimit-remaining" not in resp.headers
'''


def t03() -> None:
    root = "/home/dev/projects/quotaflow"
    up = f"{root}/app/routers/usage.py"
    qp = f"{root}/app/quota.py"
    renamed = FA_USAGE.replace("remaining_calls", "remaining_quota")
    old_consume = '''async def consume(api_key_id: str, cost: int = 1, store: QuotaStore = Depends(get_store)) -> UsageOut:
    record = await store.consume(api_key_id, cost)
    if record is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"unknown key {api_key_id}")
    return UsageOut(
        api_key_id=api_key_id,
        plan=record.plan,
        used=record.used,
        limit=record.limit,
        remaining=remaining_quota(record),'''
    new_consume = '''async def consume(
    api_key_id: str, response: Response, cost: int = 1, store: QuotaStore = Depends(get_store)
) -> UsageOut:
    record = await store.consume(api_key_id, cost)
    if record is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"unknown key {api_key_id}")
    remaining = remaining_quota(record)
    response.headers["X-RateLimit-Remaining"] = str(remaining)
    return UsageOut(
        api_key_id=api_key_id,
        plan=record.plan,
        used=record.used,
        limit=record.limit,
        remaining=remaining,'''
    final = renamed.replace(old_consume, new_consume)
    lines = final.split("\n")
    s0 = lineno(final, "async def consume(") - 1
    snip = "\n".join(lines[s0 - 1:s0 + 16])
    q_renamed = FA_QUOTA_TAIL.replace("remaining_calls", "remaining_quota")
    ql = "\n".join(q_renamed.split("\n")[6:11])
    grep_lines = ["app/quota.py:41:def remaining_calls(record: QuotaRecord) -> int:"] + [
        f"app/routers/usage.py:{k}:{ln}" for k, ln in enumerate(FA_USAGE.split("\n"), 1) if "remaining_calls" in ln]
    state = (f"Claude Code session in {root} (FastAPI 0.111 service, Python 3.12.3, pytest 8.2 with anyio and httpx 0.27). "
             "Git branch feat/ratelimit-header. Task: rename the helper `remaining_calls` to `remaining_quota` everywhere and make "
             "`POST /v1/usage/{id}/consume` return an `X-RateLimit-Remaining` header; add tests.")
    turns = [
        (cc_bash("git status -sb && ls app app/routers tests", "Show branch state and project layout"),
         "## feat/ratelimit-header...origin/feat/ratelimit-header\napp:\n__init__.py\ndeps.py\nmain.py\nquota.py\nrouters\nschemas.py\nsettings.py\n\n"
         "app/routers:\n__init__.py\nhealth.py\nkeys.py\nusage.py\n\ntests:\n__init__.py\nconftest.py\ntest_health.py\ntest_keys.py\ntest_quota.py\ntest_usage.py"),
        (call("Read", file_path=up), cc_read(FA_USAGE)),
        (cc_bash("python -m pytest -q", "Run the test suite"),
         "..................                                                       [100%]\n18 passed in 0.74s"),
        (call("Grep", pattern="remaining_calls", path=root, output_mode="content", **{"-n": True}), "\n".join(grep_lines)),
        (call("Edit", file_path=qp, old_string="def remaining_calls(record: QuotaRecord) -> int:",
              new_string="def remaining_quota(record: QuotaRecord) -> int:"), cc_edited(qp, ql, 39)),
        (call("Edit", file_path=up, old_string="remaining_calls", new_string="remaining_quota", replace_all=True),
         f"The file {up} has been updated. All occurrences of 'remaining_calls' were successfully replaced with 'remaining_quota'."),
        (call("Edit", file_path=up, old_string=old_consume, new_string=new_consume), cc_edited(up, snip, s0)),
        (call("Write", file_path=f"{root}/tests/test_rate_headers.py", content=FA_TEST),
         f"File created successfully at: {root}/tests/test_rate_headers.py"),
        (cc_bash("python -m pytest -q", "Run the test suite again"),
         "....................                                                     [100%]\n20 passed in 0.81s"),
        (cc_bash("git status -sb && grep -rn remaining_calls app tests || echo 'no remaining_calls left'", "Check changes and leftovers"),
         "## feat/ratelimit-header...origin/feat/ratelimit-header\n M app/quota.py\n M app/routers/usage.py\n?? tests/test_rate_headers.py\nno remaining_calls left"),
    ]
    add("h62-swe-03", "claude", f"Claude Code tools, working directory {root}.", turns, state)


# ---------------------------------------------------------------- 04 Go service, Gemini CLI (bad: branch name drifts)
GO_STORE = '''package idempotency

import (
	"context"
	"errors"
	"sync"
	"time"
)

// ErrInFlight is returned when a request with the same key is still being processed.
var ErrInFlight = errors.New("idempotency: request with this key is in flight")

// Record is the stored outcome of a completed request.
type Record struct {
	Key        string
	StatusCode int
	Body       []byte
	CreatedAt  time.Time
	done       bool
}

// Store keeps idempotency records in memory for ttl.
type Store struct {
	mu      sync.Mutex
	ttl     time.Duration
	now     func() time.Time
	records map[string]*Record
}

// NewStore returns an empty Store whose records expire after ttl.
func NewStore(ttl time.Duration) *Store {
	return &Store{ttl: ttl, now: time.Now, records: make(map[string]*Record)}
}

// Begin reserves key. It returns the finished record if one exists and has not expired.
func (s *Store) Begin(_ context.Context, key string) (*Record, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r, ok := s.records[key]; ok && s.now().Sub(r.CreatedAt) < s.ttl {
		if !r.done {
			return nil, ErrInFlight
		}
		return r, nil
	}
	s.records[key] = &Record{Key: key, CreatedAt: s.now()}
	return nil, nil
}

// Finish stores the response for key so that retries replay it.
func (s *Store) Finish(_ context.Context, key string, status int, body []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.records[key]
	if !ok {
		return
	}
	r.StatusCode = status
	r.Body = body
	r.done = true
}
'''


def t04() -> None:
    root = "/home/runner/src/payd"
    mod = "github.com/ledgerline/payd"
    sp = f"{root}/internal/idempotency/store.go"
    state = (f"Gemini CLI 0.1.x session in {root} (Go 1.22.4 module {mod}, linux/amd64). "
             "Task: replayed idempotent responses sometimes return a corrupted body; find and fix the bug, keep `go vet` clean.")
    fail = f'''?   	{mod}/cmd/payd	[no test files]
?   	{mod}/internal/config	[no test files]
ok  	{mod}/internal/httpapi	0.118s
--- FAIL: TestStore (0.00s)
    --- FAIL: TestStore/finish_copies_body (0.00s)
        store_test.go:71: replayed body = "{{\\"id\\":\\"XXXXX\\"}}", want "{{\\"id\\":\\"pay_1\\"}}"
FAIL
FAIL	{mod}/internal/idempotency	0.006s
ok  	{mod}/internal/ledger	0.041s
ok  	{mod}/internal/webhook	0.207s
FAIL'''
    verbose = f'''=== RUN   TestStore
=== RUN   TestStore/new_key_is_reserved
=== RUN   TestStore/in_flight_key_is_rejected
=== RUN   TestStore/finished_key_is_replayed
=== RUN   TestStore/expired_key_is_reserved_again
=== RUN   TestStore/finish_copies_body
--- PASS: TestStore (0.00s)
    --- PASS: TestStore/new_key_is_reserved (0.00s)
    --- PASS: TestStore/in_flight_key_is_rejected (0.00s)
    --- PASS: TestStore/finished_key_is_replayed (0.00s)
    --- PASS: TestStore/expired_key_is_reserved_again (0.00s)
    --- PASS: TestStore/finish_copies_body (0.00s)
PASS
ok  	{mod}/internal/idempotency	0.005s'''
    allok = f'''?   	{mod}/cmd/payd	[no test files]
?   	{mod}/internal/config	[no test files]
ok  	{mod}/internal/httpapi	0.121s
ok  	{mod}/internal/idempotency	0.006s
ok  	{mod}/internal/ledger	(cached)
ok  	{mod}/internal/webhook	(cached)'''
    turns = [
        (gshell("git status && git branch -vv", "Show the current branch and its tracking state."),
         gem_run("git status && git branch -vv",
                 "On branch fix/idempotency-key\nYour branch is up to date with 'origin/fix/idempotency-key'.\n\nnothing to commit, working tree clean\n"
                 "* fix/idempotency-key 7d2f4e1 [origin/fix/idempotency-key] Add idempotency store tests for body replay\n"
                 "  main                3a9c0b8 [origin/main] Merge pull request #88 from ledgerline/webhook-retries\n"
                 "  spike/pg-store      b0c61d5 WIP: postgres-backed idempotency store", pgid=81204)),
        (gem_read(sp), GO_STORE),
        (gshell("git log --oneline --decorate -6", "Show recent history."),
         gem_run("git log --oneline --decorate -6",
                 "7d2f4e1 (HEAD -> fix/idempotent-keys, origin/fix/idempotency-key) Add idempotency store tests for body replay\n"
                 "3a9c0b8 (origin/main, origin/HEAD, main) Merge pull request #88 from ledgerline/webhook-retries\n"
                 "e51b7c2 webhook: exponential backoff with full jitter\n"
                 "c07f9aa webhook: persist delivery attempts\n"
                 "91de3b4 httpapi: require Idempotency-Key on POST /v1/payments\n"
                 "4b28f61 ledger: reject postings with mismatched currencies", pgid=81377)),
        (gshell("go test ./...", "Run all tests."), gem_run("go test ./...", fail, code=1, pgid=81420)),
        (call("replace", file_path=sp, old_string="\tr.Body = body\n", new_string="\tr.Body = append([]byte(nil), body...)\n", expected_replacements=1),
         f"Successfully modified file: {sp} (1 replacements)."),
        (gshell("go test ./internal/idempotency/ -run TestStore -v", "Re-run the store tests verbosely."),
         gem_run("go test ./internal/idempotency/ -run TestStore -v", verbose, pgid=81633)),
        (gshell("go vet ./...", "Vet all packages."), gem_run("go vet ./...", "", pgid=81702)),
        (gshell("go test ./...", "Run the whole suite again."), gem_run("go test ./...", allok, pgid=81759)),
        (call("search_file_content", pattern=r"append\(\[\]byte\(nil\)", path=root, include="*.go"),
         'Found 2 matches for pattern "append\\(\\[\\]byte\\(nil\\)" in path "' + root + '" (filter: "*.go"):\n---\n'
         "File: internal/httpapi/payments.go\nL142: \tbuf := append([]byte(nil), rec.Body...)\n---\n"
         "File: internal/idempotency/store.go\nL58: \tr.Body = append([]byte(nil), body...)\n---"),
        (gshell("git diff --stat", "Summarize the change."),
         gem_run("git diff --stat", " internal/idempotency/store.go | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=81846)),
    ]
    add("h62-swe-04", "gemini", f"Gemini CLI tools, project root {root}.", turns, state, bad=True, turn=3,
        kind="git log shows HEAD on branch fix/idempotent-keys while turn 1 showed the checked-out branch fix/idempotency-key and nothing switched branches")


# ---------------------------------------------------------------- 05 Java Gradle + JUnit, Codex CLI (bad: commit hash drifts)
JV_TAX = '''package com.acme.invoicing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/** Computes VAT per invoice line and per invoice. */
public final class TaxCalculator {

    private static final int SCALE = 2;

    private final BigDecimal rate;

    public TaxCalculator(BigDecimal rate) {
        if (rate.signum() < 0) {
            throw new IllegalArgumentException("rate must not be negative: " + rate);
        }
        this.rate = rate;
    }

    public BigDecimal lineTax(BigDecimal net) {
        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_UP);
    }

    public BigDecimal totalTax(List<BigDecimal> lines) {
        return lines.stream().map(this::lineTax).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
'''


def t05() -> None:
    root = "/workspace/invoicing-core"
    state = (f"Codex CLI (sandbox: workspace-write, approval: on-request) in {root}: Java 21 library built with Gradle 8.7 and JUnit 5.10. "
             "Ticket INV-3412: line-item VAT must use banker's rounding (HALF_EVEN) as required by the tax office spec.")
    gv = '''## bugfix/INV-3412...origin/bugfix/INV-3412

------------------------------------------------------------
Gradle 8.7
------------------------------------------------------------

Build time:   2024-03-22 15:52:46 UTC
Revision:     650af14d7653aa949fce5e886e685efc9cf97c10

Kotlin:       1.9.22
Groovy:       3.0.17
Ant:          Apache Ant(TM) version 1.10.13 compiled on January 4 2023
JVM:          21.0.3 (Eclipse Adoptium 21.0.3+9-LTS)
OS:           Linux 6.5.0-1022-azure amd64
'''
    fail = f'''> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources
> Task :testClasses

> Task :test

TaxCalculatorTest > roundsHalfToEven() FAILED
    org.opentest4j.AssertionFailedError: expected: <0.12> but was: <0.13>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
        at app//com.acme.invoicing.TaxCalculatorTest.roundsHalfToEven(TaxCalculatorTest.java:48)

47 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 14s
4 actionable tasks: 4 executed
'''
    patch = ("*** Begin Patch\n*** Update File: src/main/java/com/acme/invoicing/TaxCalculator.java\n@@\n     public BigDecimal lineTax(BigDecimal net) {\n"
             "-        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_UP);\n+        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_EVEN);\n     }\n*** End Patch")
    one = '''> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 6s
4 actionable tasks: 2 executed, 2 up-to-date
'''
    full = '''> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 9s
4 actionable tasks: 1 executed, 3 up-to-date
'''
    turns = [
        (codex("git status --short --branch && ./gradlew --version", root), codex_out(gv, 0, 2.8)),
        (codex("sed -n '1,80p' src/main/java/com/acme/invoicing/TaxCalculator.java", root), codex_out(JV_TAX, 0, 0.0)),
        (codex("./gradlew test", root, 600000), codex_out(fail, 1, 14.6)),
        (codex_patch(patch, root), codex_out("Success. Updated the following files:\nM src/main/java/com/acme/invoicing/TaxCalculator.java\n", 0, 0.0)),
        (codex("./gradlew test --tests 'com.acme.invoicing.TaxCalculatorTest'", root, 600000), codex_out(one, 0, 6.9)),
        (codex("git add -A && git commit -m 'INV-3412: use HALF_EVEN rounding for line-item tax'", root),
         codex_out("[bugfix/INV-3412 4e7a1c9] INV-3412: use HALF_EVEN rounding for line-item tax\n 1 file changed, 1 insertion(+), 1 deletion(-)\n", 0, 0.1)),
        (codex("./gradlew test", root, 600000), codex_out(full, 0, 9.4)),
        (codex("git log --oneline -4 && git status --short --branch", root),
         codex_out("4e7a1f9 INV-3412: use HALF_EVEN rounding for line-item tax\nd20b6a4 Merge branch 'release/2.14' into main\n"
                   "8c3f0e2 Add TaxCalculatorTest cases from tax office spec\n61ab9d7 Bump junit-jupiter to 5.10.2\n"
                   "## bugfix/INV-3412...origin/bugfix/INV-3412 [ahead 1]\n", 0, 0.0)),
    ]
    add("h62-swe-05", "codex", f"Codex CLI shell tool, workdir {root}.", turns, state, bad=True, turn=8,
        kind="git log lists the new commit as 4e7a1f9 while git commit at turn 6 created it as 4e7a1c9 and nothing amended it")


# ---------------------------------------------------------------- 06 Ruby gem + minitest, Aider (clean)
def mt_run(seed: int, runs: int, asserts: int, secs: float, fails: list[tuple[str, str, str, str]], files: str) -> str:
    dots = ["."] * runs
    for k, _f in enumerate(fails):
        dots[4 + 9 * k] = "F"
    out = (f"Run options: --seed {seed}\n\n# Running:\n\n{''.join(dots)}\n\n"
           f"Finished in {secs:.6f}s, {runs / secs:.4f} runs/s, {asserts / secs:.4f} assertions/s.\n")
    for k, (name, loc, exp, act) in enumerate(fails, 1):
        out += f"\n  {k}) Failure:\n{name} [{loc}]:\nExpected: {exp}\n  Actual: {act}\n"
    out += f"\n{runs} runs, {asserts} assertions, {len(fails)} failures, 0 errors, 0 skips"
    if fails:
        out += ("\nrake aborted!\nCommand failed with status (1): [ruby -w -I\"lib:test\" /home/dev/.gem/ruby/3.3.0/gems/rake-13.2.1/lib/rake/rake_test_loader.rb "
                + files + "]\n/home/dev/.gem/ruby/3.3.0/gems/rake-13.2.1/exe/rake:27:in `<top (required)>'\nTasks: TOP => test\n(See full trace by running task with --trace)")
    return out


def t06() -> None:
    files = '"test/test_helper.rb" "test/test_slugline.rb" "test/test_transliterator.rb"'
    state = ("Aider v0.82.2\nMain model: anthropic/claude-3-7-sonnet-20250219 with diff edit format, infinite output\n"
             "Weak model: anthropic/claude-3-5-haiku-20241022\nGit repo: .git with 23 files\nRepo-map: using 4096 tokens, auto refresh\n"
             "Working directory /home/dev/slugline (Ruby gem `slugline` 0.4.1, Ruby 3.3.1, minitest 5.22, rake 13.2.1). "
             "Issue: `Slugline.slugify(\"Straße\")` gives \"strae\"; ligatures like Æ are dropped too.")
    run1 = mt_run(40211, 24, 31, 0.014386, [("TestTransliterator#test_german_eszett", "test/test_transliterator.rb:27", '"strasse"', '"strae"')], files)
    run1 += "\nAdd 0.4k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded 19 lines of output to the chat."
    edit1 = '''The eszett has no NFKD decomposition, so it is stripped by the final ASCII filter. I'll map it explicitly before normalization.

lib/slugline/transliterator.rb
```ruby
<<<<<<< SEARCH
      "ñ" => "n", "ø" => "o", "å" => "a"
    }.freeze
=======
      "ñ" => "n", "ø" => "o", "å" => "a",
      "ß" => "ss", "ẞ" => "SS"
    }.freeze
>>>>>>> REPLACE
```

Tokens: 3.4k sent, 118 received. Cost: $0.01 message, $0.01 session.
Applied edit to lib/slugline/transliterator.rb
Commit 5c1e2f7 fix: transliterate German eszett to ss
You can use /undo to undo and discard each aider commit.'''
    run2 = mt_run(7730, 24, 31, 0.012051, [], files) + "\nAdd 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"
    edit2 = '''I'll add a test for the AE ligature in both cases.

test/test_transliterator.rb
```ruby
<<<<<<< SEARCH
  def test_german_eszett
    assert_equal "strasse", Slugline::Transliterator.call("straße")
  end
=======
  def test_german_eszett
    assert_equal "strasse", Slugline::Transliterator.call("straße")
  end

  def test_ae_ligature
    assert_equal "aesir", Slugline.slugify("Æsir")
    assert_equal "aether", Slugline.slugify("æther")
  end
>>>>>>> REPLACE
```

Tokens: 4.6k sent, 131 received. Cost: $0.02 message, $0.03 session.
Applied edit to test/test_transliterator.rb
Commit a8d04b3 test: cover AE ligature transliteration
You can use /undo to undo and discard each aider commit.'''
    run3 = mt_run(55102, 25, 32, 0.013377, [("TestTransliterator#test_ae_ligature", "test/test_transliterator.rb:31", '"aesir"', '"sir"')], files)
    run3 += "\nAdd 0.4k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded 19 lines of output to the chat."
    edit3 = '''As expected, Æ and æ are compatibility-only letters without a decomposition, so they get stripped. Adding them to the map:

lib/slugline/transliterator.rb
```ruby
<<<<<<< SEARCH
      "ß" => "ss", "ẞ" => "SS"
    }.freeze
=======
      "ß" => "ss", "ẞ" => "SS",
      "æ" => "ae", "Æ" => "Ae"
    }.freeze
>>>>>>> REPLACE
```

Tokens: 5.9k sent, 104 received. Cost: $0.02 message, $0.05 session.
Applied edit to lib/slugline/transliterator.rb
Commit 91b7e0d fix: transliterate AE ligatures to ae
You can use /undo to undo and discard each aider commit.'''
    run4 = mt_run(2984, 25, 33, 0.012904, [], files) + "\nAdd 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"
    turns = [
        (aider("/add lib/slugline/transliterator.rb test/test_transliterator.rb"),
         "Added lib/slugline/transliterator.rb to the chat\nAdded test/test_transliterator.rb to the chat"),
        (aider("/run bundle exec rake test"), run1),
        (aider("Fix the transliterator so that ß becomes ss (and capital ẞ becomes SS)."), edit1),
        (aider("/run bundle exec rake test"), run2),
        (aider("Add a test that \"Æsir\" slugifies to \"aesir\" and \"æther\" to \"aether\"."), edit2),
        (aider("/run bundle exec rake test"), run3),
        (aider("Make that test pass."), edit3),
        (aider("/run bundle exec rake test"), run4),
        (aider("/git log --oneline -5"),
         "91b7e0d fix: transliterate AE ligatures to ae\na8d04b3 test: cover AE ligature transliteration\n"
         "5c1e2f7 fix: transliterate German eszett to ss\n2f09c6a Release 0.4.1\ne7d3b58 Handle leading and trailing separators in Slugline.slugify"),
    ]
    add("h62-swe-06", "aider", "Aider chat session in /home/dev/slugline; slash commands and model replies are printed as in the terminal.", turns, state)


# ---------------------------------------------------------------- 07 PHP + Pest, Claude Code (clean)
PHP_DISCOUNT = '''<?php

declare(strict_types=1);

namespace InvoicePortal;

final class Discount
{
    public const TYPE_FIXED = 'fixed';
    public const TYPE_PERCENT = 'percent';

    public function __construct(
        private readonly string $type,
        private readonly float $value,
    ) {
        if (! in_array($type, [self::TYPE_FIXED, self::TYPE_PERCENT], true)) {
            throw new \\InvalidArgumentException("Unknown discount type: {$type}");
        }
    }

    public function apply(float $subtotal): float
    {
        $reduced = match ($this->type) {
            self::TYPE_FIXED => $subtotal - $this->value,
            self::TYPE_PERCENT => $subtotal * (1 - $this->value / 100),
        };

        return round($reduced, 2);
    }
}'''

PEST_SUITES = [
    ("Tests\\Unit\\CurrencyTest", ["it formats euros with two decimals", "it formats yen without decimals", "it rejects unknown currency codes", "it converts minor units"]),
    ("Tests\\Unit\\DiscountTest", ["it applies fixed discounts", "it applies percentage discounts", "it caps percentage discounts at 100", "it never returns a negative total for fixed discounts", "it rounds to cents", "it rejects unknown discount types"]),
    ("Tests\\Unit\\InvoiceNumberTest", ["it pads the sequence to six digits", "it prefixes the fiscal year", "it resets the sequence each year"]),
    ("Tests\\Unit\\LineItemTest", ["it multiplies quantity by unit price", "it rejects negative quantities", "it applies the line discount before tax", "it serializes to array"]),
    ("Tests\\Unit\\TaxTest", ["it applies the standard rate", "it applies the reduced rate", "it treats exempt lines as zero", "it rounds per line not per invoice", "it rejects unknown rates"]),
    ("Tests\\Feature\\CreateInvoiceTest", ["it creates a draft invoice", "it validates the customer", "it attaches line items", "it computes totals", "it refuses an empty invoice"]),
    ("Tests\\Feature\\PdfExportTest", ["it renders the header", "it renders line items", "it renders the tax summary", "it includes the payment reference"]),
    ("Tests\\Feature\\SendInvoiceTest", ["it queues the mail", "it marks the invoice as sent", "it refuses to send drafts", "it records the recipient", "it retries on transport failure", "it logs the message id"]),
]


def pest_out(failing: str | None, tests: int, asserts: int, dur: float, only: str | None = None) -> str:
    out = []
    passed = 0
    for suite, names in PEST_SUITES:
        if only and not suite.endswith(only):
            continue
        bad = failing is not None and failing in names
        out.append(f"\n   {'FAIL' if bad else 'PASS'}  {suite}")
        for nm in names:
            if nm == failing:
                out.append(f"  ⨯ {nm}")
            else:
                passed += 1
                out.append(f"  ✓ {nm}")
    text = "\n".join(out) + "\n"
    if failing:
        text += f'''  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Unit\\DiscountTest > {failing}
  Failed asserting that -10.0 is identical to 0.0.

  at tests/Unit/DiscountTest.php:30
     26▕
     27▕ it('caps percentage discounts at 100', function () {{
     28▕     $discount = new Discount(Discount::TYPE_PERCENT, 120);
     29▕
  ➜  30▕     expect($discount->apply(50.0))->toBe(0.0);
     31▕     expect($discount->apply(100.0))->toBe(0.0);
     32▕ }});
     33▕
     34▕ it('never returns a negative total for fixed discounts', function () {{

  1   tests/Unit/DiscountTest.php:30

'''
        text += f"\n  Tests:    1 failed, {passed} passed ({asserts} assertions)\n  Duration: {dur:.2f}s\n"
    else:
        text += f"\n  Tests:    {passed} passed ({asserts} assertions)\n  Duration: {dur:.2f}s\n"
    assert passed + (1 if failing else 0) == tests
    return text


def t07() -> None:
    root = "/home/dev/www/invoice-portal"
    dp = f"{root}/src/Discount.php"
    fixed = PHP_DISCOUNT.replace("        return round($reduced, 2);", "        return round(max($reduced, 0.0), 2);")
    snip, start = around(fixed, "round(max(", 6, 2)
    state = (f"Claude Code session in {root} (PHP 8.3.7, Composer 2.7, Pest 2.34 with PHPUnit 10.5, Xdebug 3.3 for coverage). "
             "Bug report: a 120% promo code produced a negative invoice total.")
    cov = '''
  Currency ......................................................... 100.0 %
  Discount ......................................................... 100.0 %
  Http/Controllers/InvoiceController ......................... 54..61 / 78.4 %
  InvoiceNumber .................................................... 100.0 %
  LineItem ................................................... 48..52 / 91.7 %
  Mail/InvoiceMail ........................................... 22..29 / 80.0 %
  Pdf/InvoicePdf ............................................. 88..97 / 83.3 %
  Services/InvoiceService ............................ 71..74, 102..118 / 76.9 %
  Tax .............................................................. 100.0 %
  ──────────────────────────────────────────────────────────────────────────
                                                               Total: 86.4 %
'''
    diff = gdiff("src/Discount.php", PHP_DISCOUNT, fixed, "a41c07e..5fd2b18")
    turns = [
        (cc_bash("./vendor/bin/pest", "Run the Pest suite"), pest_out("it caps percentage discounts at 100", 37, 78, 0.41)),
        (call("Read", file_path=dp), cc_read(PHP_DISCOUNT)),
        (call("Edit", file_path=dp, old_string="        return round($reduced, 2);", new_string="        return round(max($reduced, 0.0), 2);"),
         cc_edited(dp, snip, start)),
        (cc_bash("./vendor/bin/pest --filter=DiscountTest", "Run only the discount tests"), pest_out(None, 6, 13, 0.09, only="DiscountTest")),
        (cc_bash("XDEBUG_MODE=coverage ./vendor/bin/pest --coverage --min=80", "Run the suite with coverage"),
         pest_out(None, 37, 79, 1.87) + cov),
        (cc_bash("./vendor/bin/pest --parallel", "Run the whole suite in parallel"),
         "\n  " + "." * 37 + "\n\n  Tests:    37 passed (79 assertions)\n  Duration: 0.63s\n  Parallel: 8 processes\n"),
        (cc_bash("git diff", "Show the change"), diff),
    ]
    add("h62-swe-07", "claude", f"Claude Code tools, working directory {root}.", turns, state)


# ---------------------------------------------------------------- 08 Node + mocha, Cline (clean)
JS_TOKENIZER = r"""'use strict';

const QUOTE = '"';
const COMMA = ',';

/**
 * Split CSV text into rows of fields. Handles quoted fields and escaped quotes ("").
 * @param {string} text
 * @param {{delimiter?: string}} [opts]
 * @returns {string[][]}
 */
function tokenize(text, opts = {}) {
  const delimiter = opts.delimiter || COMMA;
  const rows = [];
  let row = [];
  let field = '';
  let inQuotes = false;

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === QUOTE && text[i + 1] === QUOTE) {
        field += QUOTE;
        i++;
      } else if (ch === QUOTE) {
        inQuotes = false;
      } else if (ch === '\n') {
        row.push(field);
        rows.push(row);
        row = [];
        field = '';
      } else {
        field += ch;
      }
    } else if (ch === QUOTE) {
      inQuotes = true;
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

module.exports = { tokenize };
"""

JS_INDEX = """'use strict';

const { CsvStream } = require('./lib/csv-stream');
const { CsvWriter } = require('./lib/writer');
const { tokenize } = require('./lib/tokenizer');
const { detectDialect } = require('./lib/dialects');
const { parseLegacy } = require('./lib/legacy-parser');

module.exports = {
  CsvStream,
  CsvWriter,
  tokenize,
  detectDialect,
  // Deprecated since 2.0, scheduled for removal in 3.0.
  parseLegacy,
};
"""

MOCHA_SUITES = [
    ("cli", ["prints help with --help", "reads from stdin when no file is given", "converts csv to json lines", "honours --delimiter", "exits 2 on unreadable file", "writes to --out path", "prints the version"]),
    ("CsvStream", ["emits one object per row", "uses the header row as keys", "supports headers: false", "trims fields when trim is set", "skips empty lines", "handles chunks split inside a field", "handles chunks split inside a quote pair", "emits error on unterminated quote", "respects highWaterMark backpressure (41ms)", "casts numbers when cast is set", "keeps leading zeros as strings", "ends cleanly on empty input"]),
    ("dialects", ["detects comma dialect", "detects semicolon dialect", "detects tab dialect", "detects pipe dialect", "prefers the header line for detection", "falls back to comma", "ignores delimiters inside quotes", "reports confidence", "accepts an explicit override", "-detects semicolon dialect from BOM-prefixed input"]),
    ("legacyParser", ["parses simple rows", "parses quoted fields", "maps headers", "warns once about deprecation", "handles CRLF", "returns [] for empty input", "throws on non-string input"]),
    ("tokenize", ["splits simple rows", "handles a trailing newline", "handles CRLF line endings", "keeps empty fields", "handles quoted commas", "unescapes doubled quotes", "!keeps newlines inside quoted fields", "supports a custom delimiter", "supports tab delimiter", "keeps whitespace inside quotes", "handles a quoted empty field", "handles a final row without newline", "returns [] for empty string", "handles unicode content"]),
    ("CsvWriter", ["writes a header row", "quotes fields containing the delimiter", "quotes fields containing quotes", "quotes fields containing newlines", "writes CRLF when eol is set", "writes objects in header order", "writes arrays as-is", "serializes null as empty", "serializes dates as ISO strings", "flushes on end (77ms)"]),
]


def mocha(skip: set[str], fixed: bool, secs: int) -> str:
    out = ["", "> csv-stream-kit@2.3.0 test", "> mocha --reporter spec", "", ""]
    passing = pending = failing = 0
    for suite, names in MOCHA_SUITES:
        if suite in skip:
            continue
        out.append(f"  {suite}")
        for nm in names:
            if nm.startswith("-"):
                pending += 1
                out.append(f"    - {nm[1:]}")
            elif nm.startswith("!") and not fixed:
                failing += 1
                out.append(f"    {failing}) {nm[1:]}")
            else:
                passing += 1
                out.append(f"    ✔ {nm.lstrip('!')}")
        out.append("")
    out.append(f"\n  {passing} passing ({secs}ms)")
    if pending:
        out.append(f"  {pending} pending")
    if failing:
        out.append(f"  {failing} failing\n")
        out.append('''  1) tokenize
       keeps newlines inside quoted fields:

      AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:
+ actual - expected

  [
    [
      'id',
      'note'
    ],
    [
      '1',
+     'first line'
+   ],
+   [
+     'second line'
-     'first line\\nsecond line'
    ]
  ]

      at Context.<anonymous> (test/tokenizer.spec.js:48:12)
      at process.processImmediate (node:internal/timers:478:21)
''')
    return "\n".join(out)


def t08() -> None:
    fixed = JS_TOKENIZER.replace("""      } else if (ch === '\\n') {
        row.push(field);
        rows.push(row);
        row = [];
        field = '';
      } else {
        field += ch;
      }
    } else if (ch === QUOTE) {""", """      } else {
        field += ch;
      }
    } else if (ch === QUOTE) {""")
    assert fixed != JS_TOKENIZER
    idx2 = JS_INDEX.replace("const { parseLegacy } = require('./lib/legacy-parser');\n", "").replace(
        "  detectDialect,\n  // Deprecated since 2.0, scheduled for removal in 3.0.\n  parseLegacy,\n", "  detectDialect,\n")
    state = ("Cline (VS Code extension) in workspace /home/maya/code/csv-stream-kit, Node v20.12.2, npm 10.5.0. "
             "Task: prepare 3.0 — fix issue #41 (a newline inside a quoted field splits the row) and remove the deprecated legacy parser.")
    diff1 = ("------- SEARCH\n      } else if (ch === '\\n') {\n        row.push(field);\n        rows.push(row);\n        row = [];\n        field = '';\n"
             "      } else {\n        field += ch;\n      }\n    } else if (ch === QUOTE) {\n=======\n      } else {\n        field += ch;\n      }\n"
             "    } else if (ch === QUOTE) {\n+++++++ REPLACE")
    diff2 = ("------- SEARCH\nconst { parseLegacy } = require('./lib/legacy-parser');\n=======\n+++++++ REPLACE\n\n------- SEARCH\n  detectDialect,\n"
             "  // Deprecated since 2.0, scheduled for removal in 3.0.\n  parseLegacy,\n=======\n  detectDialect,\n+++++++ REPLACE")
    tok_only = "\n".join(["", "", "  tokenize"] + [f"    ✔ {nm.lstrip('!')}" for nm in MOCHA_SUITES[4][1]] + ["", "", "  14 passing (31ms)", ""])
    search = ("[search_files for 'legacy-parser|parseLegacy' in '*'] Result:\nFound 5 results.\n\n"
              "index.js\n│----\n│const { detectDialect } = require('./lib/dialects');\n│const { parseLegacy } = require('./lib/legacy-parser');\n│\n│----\n"
              "│  // Deprecated since 2.0, scheduled for removal in 3.0.\n│  parseLegacy,\n│};\n│----\n\n"
              "test/legacy-parser.spec.js\n│----\n│const { parseLegacy } = require('../lib/legacy-parser');\n│\n│----\n"
              "│describe('legacyParser', () => {\n│  it('parses simple rows', () => {\n│    assert.deepStrictEqual(parseLegacy('a,b\\n1,2'), [{ a: '1', b: '2' }]);\n│----\n\n"
              "README.md\n│----\n│> `parseLegacy()` is deprecated and will be removed in 3.0. Use `tokenize()` or `CsvStream`.\n│----")
    turns = [
        (cline("list_files", path=".", recursive="false"),
         "[list_files for '.'] Result:\n.eslintrc.json\n.gitignore\n.mocharc.yml\nCHANGELOG.md\nindex.js\nLICENSE\npackage-lock.json\npackage.json\nREADME.md\nbin/\nlib/\nnode_modules/\ntest/"),
        (cline("execute_command", command="npm test", requires_approval="false"), cline_cmd("npm test", mocha(set(), False, 212))),
        (cline("read_file", path="lib/tokenizer.js"), "[read_file for 'lib/tokenizer.js'] Result:\n" + JS_TOKENIZER.rstrip()),
        (cline("replace_in_file", path="lib/tokenizer.js", diff=diff1), cline_saved("lib/tokenizer.js", fixed)),
        (cline("execute_command", command="npx mocha test/tokenizer.spec.js", requires_approval="false"), cline_cmd("npx mocha test/tokenizer.spec.js", tok_only)),
        (cline("search_files", path=".", regex="legacy-parser|parseLegacy", file_pattern="*"), search),
        (cline("execute_command", command="git rm lib/legacy-parser.js test/legacy-parser.spec.js", requires_approval="true"),
         cline_cmd("git rm lib/legacy-parser.js test/legacy-parser.spec.js", "rm 'lib/legacy-parser.js'\nrm 'test/legacy-parser.spec.js'")),
        (cline("replace_in_file", path="index.js", diff=diff2), cline_saved("index.js", idx2)),
        (cline("execute_command", command="npm test", requires_approval="false"), cline_cmd("npm test", mocha({"legacyParser"}, True, 187))),
        (cline("list_files", path="lib", recursive="false"), "[list_files for 'lib'] Result:\ncsv-stream.js\ndialects.js\ntokenizer.js\nwriter.js"),
        (cline("execute_command", command="git status --short", requires_approval="false"),
         cline_cmd("git status --short", " M index.js\nD  lib/legacy-parser.js\n M lib/tokenizer.js\nD  test/legacy-parser.spec.js")),
    ]
    add("h62-swe-08", "cline", "Cline tools (XML tool calls), workspace /home/maya/code/csv-stream-kit.", turns, state)


# ---------------------------------------------------------------- 09 Ansible role + molecule, Gemini CLI (bad: deleted file listed again)
ANS_MAIN = """---
- name: Install chrony
  ansible.builtin.import_tasks: install.yml
  tags: [chrony, install]

- name: Remove legacy ntpd
  ansible.builtin.import_tasks: legacy_ntp_cleanup.yml
  tags: [chrony, cleanup]

- name: Configure chrony
  ansible.builtin.import_tasks: configure.yml
  tags: [chrony, config]

- name: Manage chronyd service
  ansible.builtin.import_tasks: service.yml
  tags: [chrony, service]
"""

DESTROY = """
PLAY [Destroy] *****************************************************************

TASK [Set async_dir for HOME env] **********************************************
ok: [localhost]

TASK [Destroy molecule instance(s)] ********************************************
changed: [localhost] => (item=debian12)
changed: [localhost] => (item=rocky9)

TASK [Wait for instance(s) deletion to complete] *******************************
{w1}: [localhost] => (item=debian12)
{w2}: [localhost] => (item=rocky9)

PLAY RECAP *********************************************************************
localhost                  : ok=3    changed={c}    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
"""

CREATE = """
PLAY [Create] ******************************************************************

TASK [Set async_dir for HOME env] **********************************************
ok: [localhost]

TASK [Log into a container registry] *******************************************
skipping: [localhost] => (item="debian12 registry username: None specified")
skipping: [localhost] => (item="rocky9 registry username: None specified")
skipping: [localhost]

TASK [Check presence of custom Dockerfiles] ************************************
ok: [localhost] => (item=Dockerfile: None specified)
ok: [localhost] => (item=Dockerfile: None specified)

TASK [Create Dockerfiles from image names] *************************************
changed: [localhost] => (item="Dockerfile: None specified; Image: docker.io/geerlingguy/docker-debian12-ansible:latest")
changed: [localhost] => (item="Dockerfile: None specified; Image: docker.io/geerlingguy/docker-rockylinux9-ansible:latest")

TASK [Create molecule instance(s)] *********************************************
changed: [localhost] => (item=debian12)
changed: [localhost] => (item=rocky9)

TASK [Wait for instance(s) creation to complete] *******************************
FAILED - RETRYING: [localhost]: Wait for instance(s) creation to complete (300 retries left).
changed: [localhost] => (item=debian12)
changed: [localhost] => (item=rocky9)

PLAY RECAP *********************************************************************
localhost                  : ok=5    changed=3    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0
"""


def t09() -> None:
    role = "/home/ops/ansible/roles/chrony"
    mp = f"{role}/tasks/main.yml"
    state = (f"Gemini CLI session in {role} (Ansible core 2.16.6, molecule 24.2.1 with the podman driver, scenario `default` with platforms "
             "debian12 and rocky9). Task: `molecule test` fails at converge; ntpd is no longer installed anywhere, so drop the legacy cleanup step.")
    test_out = ("INFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, converge, idempotence, side_effect, verify, cleanup, destroy\n"
                "INFO     Performing prerun with role_name_check=0...\nINFO     Running default > dependency\n"
                "WARNING  Skipping, missing the requirements file.\nWARNING  Skipping, missing the requirements file.\n"
                "INFO     Running default > cleanup\nWARNING  Skipping, cleanup playbook not configured.\nINFO     Running default > destroy\n"
                "INFO     Sanity checks: 'podman'\n" + DESTROY.format(w1="ok", w2="ok", c=0).replace("changed: [localhost] => (item=debian12)\nchanged: [localhost] => (item=rocky9)\n\nTASK [Wait",
                                                                                                  "ok: [localhost] => (item=debian12)\nok: [localhost] => (item=rocky9)\n\nTASK [Wait")
                + "INFO     Running default > syntax\n\nplaybook: " + role + "/molecule/default/converge.yml\nINFO     Running default > create\n" + CREATE
                + "INFO     Running default > prepare\nWARNING  Skipping, prepare playbook not configured.\nINFO     Running default > converge\n"
                "\nPLAY [Converge] ****************************************************************\n\n"
                "TASK [Gathering Facts] *********************************************************\nok: [rocky9]\nok: [debian12]\n\n"
                "TASK [Include chrony role] *****************************************************\n\n"
                "TASK [chrony : Install chrony package] *****************************************\nchanged: [debian12]\nchanged: [rocky9]\n\n"
                "TASK [chrony : Stop and disable ntpd] ******************************************\n"
                'fatal: [debian12]: FAILED! => {"changed": false, "msg": "Could not find the requested service ntpd: host"}\n'
                'fatal: [rocky9]: FAILED! => {"changed": false, "msg": "Could not find the requested service ntpd: host"}\n\n'
                "PLAY RECAP *********************************************************************\n"
                "debian12                   : ok=2    changed=1    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0\n"
                "rocky9                     : ok=2    changed=1    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0\n\n"
                "CRITICAL Ansible return code was 2, command was: ['ansible-playbook', '--inventory', '/home/ops/.cache/molecule/chrony/default/inventory', "
                "'--skip-tags', 'molecule-notest,notest', '" + role + "/molecule/default/converge.yml']\n"
                "WARNING  An error occurred during the test sequence action: 'converge'. Cleaning up.\n"
                "INFO     Running default > cleanup\nWARNING  Skipping, cleanup playbook not configured.\nINFO     Running default > destroy\n"
                + DESTROY.format(w1="FAILED - RETRYING: [localhost]: Wait for instance(s) deletion to complete (300 retries left).\nchanged", w2="changed", c=2)
                + "INFO     Pruning extra files from scenario ephemeral directory")
    new_main = ANS_MAIN.replace("- name: Remove legacy ntpd\n  ansible.builtin.import_tasks: legacy_ntp_cleanup.yml\n  tags: [chrony, cleanup]\n\n", "")
    converge = ("INFO     default scenario test matrix: dependency, create, prepare, converge\nINFO     Performing prerun with role_name_check=0...\n"
                "INFO     Running default > dependency\nWARNING  Skipping, missing the requirements file.\nWARNING  Skipping, missing the requirements file.\n"
                "INFO     Running default > create\n" + CREATE + "INFO     Running default > prepare\nWARNING  Skipping, prepare playbook not configured.\n"
                "INFO     Running default > converge\n\nPLAY [Converge] ****************************************************************\n\n"
                "TASK [Gathering Facts] *********************************************************\nok: [debian12]\nok: [rocky9]\n\n"
                "TASK [Include chrony role] *****************************************************\n\n"
                "TASK [chrony : Install chrony package] *****************************************\nchanged: [debian12]\nchanged: [rocky9]\n\n"
                "TASK [chrony : Deploy chrony.conf] *********************************************\nchanged: [rocky9]\nchanged: [debian12]\n\n"
                "TASK [chrony : Ensure chrony service is enabled and started] *******************\nchanged: [debian12]\nchanged: [rocky9]\n\n"
                "RUNNING HANDLER [chrony : Restart chrony] **************************************\nchanged: [rocky9]\nchanged: [debian12]\n\n"
                "PLAY RECAP *********************************************************************\n"
                "debian12                   : ok=5    changed=4    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n"
                "rocky9                     : ok=5    changed=4    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0")
    idem = ("INFO     default scenario test matrix: idempotence\nINFO     Performing prerun with role_name_check=0...\nINFO     Running default > idempotence\n\n"
            "PLAY [Converge] ****************************************************************\n\n"
            "TASK [Gathering Facts] *********************************************************\nok: [rocky9]\nok: [debian12]\n\n"
            "TASK [Include chrony role] *****************************************************\n\n"
            "TASK [chrony : Install chrony package] *****************************************\nok: [debian12]\nok: [rocky9]\n\n"
            "TASK [chrony : Deploy chrony.conf] *********************************************\nok: [debian12]\nok: [rocky9]\n\n"
            "TASK [chrony : Ensure chrony service is enabled and started] *******************\nok: [rocky9]\nok: [debian12]\n\n"
            "PLAY RECAP *********************************************************************\n"
            "debian12                   : ok=4    changed=0    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n"
            "rocky9                     : ok=4    changed=0    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n\n"
            "INFO     Idempotence completed successfully.")
    turns = [
        (call("list_directory", path=f"{role}/tasks"),
         f"Directory listing for {role}/tasks:\nconfigure.yml\ninstall.yml\nlegacy_ntp_cleanup.yml\nmain.yml\nservice.yml"),
        (gem_read(mp), ANS_MAIN),
        (gshell("molecule test", "Run the full molecule test sequence."), gem_run("molecule test", test_out, code=1, pgid=120933)),
        (gshell("git rm tasks/legacy_ntp_cleanup.yml", "Delete the legacy ntpd cleanup task file."),
         gem_run("git rm tasks/legacy_ntp_cleanup.yml", "rm 'tasks/legacy_ntp_cleanup.yml'", pgid=121410)),
        (call("replace", file_path=mp, old_string="- name: Remove legacy ntpd\n  ansible.builtin.import_tasks: legacy_ntp_cleanup.yml\n  tags: [chrony, cleanup]\n\n", new_string=""),
         f"Successfully modified file: {mp} (1 replacements)."),
        (call("list_directory", path=f"{role}/tasks"),
         f"Directory listing for {role}/tasks:\nconfigure.yml\ninstall.yml\nlegacy_ntp_cleanup.yml\nmain.yml\nservice.yml"),
        (gshell("molecule converge", "Create the instances and converge the role."), gem_run("molecule converge", converge, pgid=121566)),
        (gshell("molecule idempotence", "Check that a second converge changes nothing."), gem_run("molecule idempotence", idem, pgid=122047)),
    ]
    assert new_main != ANS_MAIN
    add("h62-swe-09", "gemini", f"Gemini CLI tools, role directory {role}.", turns, state, bad=True, turn=6,
        kind="the tasks listing still shows legacy_ntp_cleanup.yml after git rm deleted it at turn 4")


# ---------------------------------------------------------------- 10 C# + xunit, OpenHands (bad: test total does not follow)
CS_CALC = """namespace ShipTrack.Core;

public sealed class RateCalculator
{
    private const decimal VolumetricDivisor = 6000m;
    private readonly RateCard _card;

    public RateCalculator(RateCard card) => _card = card;

    public decimal VolumetricWeightKg(Parcel parcel) =>
        Math.Round(parcel.LengthCm * parcel.WidthCm * parcel.HeightCm / VolumetricDivisor, 2);

    public decimal ChargeableWeightKg(Parcel parcel) =>
        Math.Max(parcel.WeightKg, VolumetricWeightKg(parcel));

    public decimal Quote(Parcel parcel, Zone zone)
    {
        var weight = ChargeableWeightKg(parcel);
        var band = _card.BandFor(zone, weight)
            ?? throw new InvalidOperationException($"No rate band for {weight} kg in zone {zone}");
        var price = band.BasePrice + band.PerKg * Math.Ceiling(weight);
        return parcel.Insured ? price + _card.InsuranceFee : price;
    }
}"""

CS_TEST_TAIL = """    [Theory]
    [InlineData(Zone.Domestic, 2.0, 7.90)]
    [InlineData(Zone.EuropeNear, 2.0, 14.50)]
    [InlineData(Zone.EuropeFar, 2.0, 18.20)]
    public void QuoteUsesZoneBands(Zone zone, double weightKg, double expected)
    {
        var parcel = new Parcel(WeightKg: (decimal)weightKg, LengthCm: 10, WidthCm: 10, HeightCm: 10);

        var quote = _calc.Quote(parcel, zone);

        Assert.Equal((decimal)expected, quote);
    }

    [Fact]
    public void InsuredParcelAddsInsuranceFee()
    {
        var parcel = new Parcel(WeightKg: 1.2m, LengthCm: 20, WidthCm: 15, HeightCm: 10, Insured: true);

        var quote = _calc.Quote(parcel, Zone.Domestic);

        Assert.Equal(7.90m + 2.50m, quote);
    }

    [Fact]
    public void MissingBandThrows()
    {
        var parcel = new Parcel(WeightKg: 40m, LengthCm: 10, WidthCm: 10, HeightCm: 10);

        Assert.Throws<InvalidOperationException>(() => _calc.Quote(parcel, Zone.EuropeFar));
    }
}"""

CS_NEW = """
    [Fact]
    public void ChargeableWeightUsesVolumetricWhenHeavier()
    {
        var parcel = new Parcel(WeightKg: 2m, LengthCm: 40, WidthCm: 30, HeightCm: 40);

        Assert.Equal(9.6m, _calc.ChargeableWeightKg(parcel));
    }

    [Fact]
    public void ChargeableWeightUsesActualWhenHeavier()
    {
        var parcel = new Parcel(WeightKg: 12m, LengthCm: 40, WidthCm: 30, HeightCm: 40);

        Assert.Equal(12m, _calc.ChargeableWeightKg(parcel));
    }"""


def t10() -> None:
    root = "/workspace/ShipTrack"
    cp = f"{root}/src/ShipTrack.Core/RateCalculator.cs"
    tp = f"{root}/tests/ShipTrack.Tests/RateCalculatorTests.cs"
    state = (f"OpenHands sandbox, repository {root} (.NET 8 solution: ShipTrack.Core, ShipTrack.Api, ShipTrack.Tests with xunit 2.8). "
             "Task: carriers now use a volumetric divisor of 5000 cm³/kg; fix the calculator and cover chargeable weight with tests.")
    build = (f"  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
             f"  ShipTrack.Core -> {root}/src/ShipTrack.Core/bin/Debug/net8.0/ShipTrack.Core.dll\n"
             f"  ShipTrack.Api -> {root}/src/ShipTrack.Api/bin/Debug/net8.0/ShipTrack.Api.dll\n"
             f"  ShipTrack.Tests -> {root}/tests/ShipTrack.Tests/bin/Debug/net8.0/ShipTrack.Tests.dll\n")
    runner = (f"Test run for {root}/tests/ShipTrack.Tests/bin/Debug/net8.0/ShipTrack.Tests.dll (.NETCoreApp,Version=v8.0)\n"
              "Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)\nCopyright (c) Microsoft Corporation.  All rights reserved.\n\n"
              "Starting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n")
    fail = (build + runner + "[xUnit.net 00:00:00.41]     ShipTrack.Tests.RateCalculatorTests.VolumetricWeightUsesDivisor5000 [FAIL]\n"
            "  Failed ShipTrack.Tests.RateCalculatorTests.VolumetricWeightUsesDivisor5000 [4 ms]\n  Error Message:\n"
            "   Assert.Equal() Failure: Values differ\nExpected: 9.6\nActual:   8\n  Stack Trace:\n"
            f"     at ShipTrack.Tests.RateCalculatorTests.VolumetricWeightUsesDivisor5000() in {tp}:line 41\n"
            "   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)\n"
            "   at System.Reflection.MethodBaseInvoker.InvokeWithNoArgs(Object obj, BindingFlags invokeAttr)\n  Skipped ShipTrack.Tests.Api.LabelEndpointTests.PrintsZplLabel [1 ms]\n"
            "  Skipped ShipTrack.Tests.Api.LabelEndpointTests.PrintsPdfLabel [1 ms]\n\n"
            "Failed!  - Failed:     1, Passed:   127, Skipped:     2, Total:   130, Duration: 612 ms - ShipTrack.Tests.dll (net8.0)")
    fixed = CS_CALC.replace("VolumetricDivisor = 6000m", "VolumetricDivisor = 5000m")
    snip, start = around(fixed, "5000m", 4, 4)
    tail_start = 60
    tail_lines = CS_TEST_TAIL.split("\n")
    ins_at = tail_start + len(tail_lines) - 2  # after the closing brace of MissingBandThrows
    after_tail = "\n".join(tail_lines[:-1]) + "\n" + CS_NEW + "\n}"
    ed_lines = after_tail.split("\n")
    ed_from = ins_at - 3
    ed_snip = "\n".join(ed_lines[ed_from - tail_start:])
    n_new = len(CS_NEW.split("\n"))
    filt = (build + runner + "\nPassed!  - Failed:     0, Passed:    18, Skipped:     0, Total:    18, Duration: 41 ms - ShipTrack.Tests.dll (net8.0)")
    turns = [
        (bash(f"cd {root} && git branch --show-current && ls && dotnet --version"),
         oh_bash("fix/volumetric-divisor\nREADME.md  ShipTrack.sln  global.json  src  tests\n8.0.302", root)),
        (bash("dotnet test"), oh_bash(fail, root, 1)),
        (editor("view", cp), cat_n(cp, CS_CALC)),
        (editor("str_replace", cp, old_str="    private const decimal VolumetricDivisor = 6000m;", new_str="    private const decimal VolumetricDivisor = 5000m;"),
         edited(cp, snip, start)),
        (bash('dotnet test --filter "FullyQualifiedName~RateCalculatorTests"'), oh_bash(filt, root)),
        (editor("view", tp, view_range=[tail_start, tail_start + len(tail_lines) - 1]), cat_n(tp, CS_TEST_TAIL, tail_start)),
        (editor("insert", tp, insert_line=ins_at, new_str=CS_NEW), edited(tp, ed_snip, ed_from)),
        (bash("dotnet build -nologo"), oh_bash(build + "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:04.21", root)),
        (bash("dotnet test --no-build"),
         oh_bash(runner + "  Skipped ShipTrack.Tests.Api.LabelEndpointTests.PrintsZplLabel [1 ms]\n  Skipped ShipTrack.Tests.Api.LabelEndpointTests.PrintsPdfLabel [1 ms]\n\n"
                 "Passed!  - Failed:     0, Passed:   129, Skipped:     2, Total:   131, Duration: 598 ms - ShipTrack.Tests.dll (net8.0)", root)),
        (bash("git status --short"), oh_bash(" M src/ShipTrack.Core/RateCalculator.cs\n M tests/ShipTrack.Tests/RateCalculatorTests.cs", root)),
        (bash("git commit -am 'Use 5000 cm3/kg volumetric divisor and test chargeable weight'"),
         oh_bash(f"[fix/volumetric-divisor 2b7c9e4] Use 5000 cm3/kg volumetric divisor and test chargeable weight\n 2 files changed, {n_new + 1} insertions(+), 1 deletion(-)", root)),
        (bash("git log --oneline -3"),
         oh_bash("2b7c9e4 (HEAD -> fix/volumetric-divisor) Use 5000 cm3/kg volumetric divisor and test chargeable weight\n"
                 "f83a06d (origin/main, origin/HEAD, main) Add label endpoint tests (skipped until printer mock lands)\n"
                 "11c5e9b Rate card for 2025 zones", root)),
    ]
    add("h62-swe-10", "openhands", f"OpenHands runtime, repository {root}.", turns, state, bad=True, turn=9,
        kind="after two [Fact] tests were added to a suite of 130 (1 failing, now fixed), dotnet test reports Total 131 with 129 passed instead of 132 and 130")


# ---------------------------------------------------------------- 11 Helm chart + helm unittest, Codex CLI (clean)
HELM_VALUES = """# Default values for ledger-api.
replicaCount: 2

image:
  repository: ghcr.io/acme/ledger-api
  pullPolicy: IfNotPresent
  tag: ""

imagePullSecrets: []
nameOverride: ""
fullnameOverride: ""

serviceAccount:
  create: true
  annotations: {}
  name: ""

podAnnotations: {}

service:
  type: ClusterIP
  port: 8080

resources:
  requests:
    cpu: 100m
    memory: 256Mi
  limits:
    memory: 512Mi

autoscaling:
  enabled: false
  minReplicas: 2
  maxReplicas: 6
  targetCPUUtilizationPercentage: 75

nodeSelector: {}
tolerations: []
affinity: {}
"""

HELM_LABELS = """  labels:
    helm.sh/chart: ledger-api-0.7.3
    app.kubernetes.io/name: ledger-api
    app.kubernetes.io/instance: rel
    app.kubernetes.io/version: "1.12.0"
    app.kubernetes.io/managed-by: Helm"""


def helm_ut(failed: bool, ms: str) -> str:
    head = "\n### Chart [ ledger-api ] .\n\n PASS  deployment tests\ttests/deployment_test.yaml\n"
    if failed:
        body = (" FAIL  hpa tests\ttests/hpa_test.yaml\n\t- should not render when autoscaling is disabled\n\n"
                "\t\t- asserts[0] `hasDocuments` fail\n\t\t\tTemplate:\tledger-api/templates/hpa.yaml\n"
                "\t\t\tExpected documents count to be:\n\t\t\t\t0\n\t\t\tActual:\n\t\t\t\t1\n\n")
        tail = ("Charts:      1 failed, 0 passed, 1 total\nTest Suites: 1 failed, 3 passed, 4 total\nTests:       1 failed, 16 passed, 17 total\n"
                f"Snapshot:    0 passed, 0 total\nTime:        {ms}\n\nError: plugin \"unittest\" exited with error\n")
    else:
        body = " PASS  hpa tests\ttests/hpa_test.yaml\n"
        tail = ("Charts:      1 passed, 1 total\nTest Suites: 4 passed, 4 total\nTests:       17 passed, 17 total\n"
                f"Snapshot:    0 passed, 0 total\nTime:        {ms}\n")
    return head + body + " PASS  ingress tests\ttests/ingress_test.yaml\n PASS  service tests\ttests/service_test.yaml\n\n" + tail


def t11() -> None:
    root = "/workspace/platform-charts/charts/ledger-api"
    state = (f"Codex CLI (sandbox: workspace-write) in {root} (Helm v3.15.2, helm-unittest plugin 0.5.1). "
             "Task: the HorizontalPodAutoscaler is rendered even when `autoscaling.enabled` is false; make `helm unittest` pass.")
    patch = ("*** Begin Patch\n*** Update File: templates/hpa.yaml\n@@\n+{{- if .Values.autoscaling.enabled }}\n apiVersion: autoscaling/v2\n kind: HorizontalPodAutoscaler\n"
             "@@\n           type: Utilization\n           averageUtilization: {{ .Values.autoscaling.targetCPUUtilizationPercentage }}\n+{{- end }}\n*** End Patch")
    dep = ("---\n# Source: ledger-api/templates/deployment.yaml\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: rel-ledger-api\n"
           + HELM_LABELS + "\nspec:\n  replicas: 3\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: ledger-api\n      app.kubernetes.io/instance: rel\n"
           "  template:\n    metadata:\n      labels:\n")
    hpa = ("0\n---\n# Source: ledger-api/templates/hpa.yaml\napiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: rel-ledger-api\n"
           + HELM_LABELS + "\nspec:\n  scaleTargetRef:\n    apiVersion: apps/v1\n    kind: Deployment\n    name: rel-ledger-api\n  minReplicas: 2\n  maxReplicas: 6\n"
           "  metrics:\n    - type: Resource\n      resource:\n        name: cpu\n        target:\n          type: Utilization\n          averageUtilization: 75\n")
    turns = [
        (codex("sed -n '1,40p' values.yaml && helm version --short && helm plugin list", root),
         codex_out(HELM_VALUES + "v3.15.2+g1a500d5\nNAME    \tVERSION\tDESCRIPTION                                                  \n"
                   "unittest\t0.5.1  \tUnit test for helm chart in YAML with ease to keep your chart...\n", 0, 0.3)),
        (codex("helm unittest .", root), codex_out(helm_ut(True, "52.913ms"), 1, 0.4)),
        (codex_patch(patch, root), codex_out("Success. Updated the following files:\nM templates/hpa.yaml\n", 0, 0.0)),
        (codex("helm unittest .", root), codex_out(helm_ut(False, "47.208ms"), 0, 0.3)),
        (codex("helm template rel . --set replicaCount=3 -s templates/deployment.yaml | sed -n '1,21p'", root), codex_out(dep, 0, 0.2)),
        (codex("helm template rel . | grep -c 'kind: HorizontalPodAutoscaler'; helm template rel . --set autoscaling.enabled=true -s templates/hpa.yaml", root),
         codex_out(hpa, 0, 0.3)),
    ]
    add("h62-swe-11", "codex", f"Codex CLI shell tool, workdir {root}.", turns, state)


# ---------------------------------------------------------------- 12 Dockerfile + hadolint, Cline (clean)
DF_OLD = """FROM python:3.12-slim

WORKDIR /app

RUN apt-get update && apt-get install -y libvips42 curl

COPY requirements.txt .
RUN pip install -r requirements.txt

COPY . .

RUN useradd --create-home app
USER app

EXPOSE 8000
HEALTHCHECK CMD curl -f http://localhost:8000/healthz || exit 1
CMD gunicorn thumbnailer.wsgi:app --bind 0.0.0.0:8000 --workers 3
"""

DF_NEW = """FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \\
    PYTHONUNBUFFERED=1

WORKDIR /app

RUN apt-get update \\
    && apt-get install -y --no-install-recommends libvips42 curl \\
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt

COPY . .

RUN useradd --create-home app
USER app

EXPOSE 8000
HEALTHCHECK CMD curl -f http://localhost:8000/healthz || exit 1
CMD ["gunicorn", "thumbnailer.wsgi:app", "--bind", "0.0.0.0:8000", "--workers", "3"]
"""


def t12() -> None:
    pin = DF_NEW.replace("libvips42 curl \\", "libvips42=8.14.1-3+deb12u1 curl=7.88.1-10+deb12u7 \\")
    apt_old = lineno(DF_OLD, "RUN apt-get")
    apt_new = lineno(DF_NEW, "RUN apt-get")
    dl3008 = "DL3008 warning: Pin versions in apt get install. Instead of `apt-get install <package>` use `apt-get install <package>=<version>`"
    lint1 = (f"Dockerfile:{apt_old} {dl3008}\nDockerfile:{apt_old} DL3009 info: Delete the apt-get lists after installing something\n"
             f"Dockerfile:{apt_old} DL3015 info: Avoid additional packages by specifying `--no-install-recommends`\n"
             f"Dockerfile:{lineno(DF_OLD, 'RUN pip')} DL3042 warning: Avoid use of cache directory with pip. Use `pip install --no-cache-dir <package>`\n"
             f"Dockerfile:{lineno(DF_OLD, 'CMD gunicorn')} DL3025 warning: Use arguments JSON notation for CMD and ENTRYPOINT arguments")
    d1 = ("------- SEARCH\nFROM python:3.12-slim\n\nWORKDIR /app\n\nRUN apt-get update && apt-get install -y libvips42 curl\n\nCOPY requirements.txt .\n"
          "RUN pip install -r requirements.txt\n=======\nFROM python:3.12-slim\n\nENV PYTHONDONTWRITEBYTECODE=1 \\\n    PYTHONUNBUFFERED=1\n\nWORKDIR /app\n\n"
          "RUN apt-get update \\\n    && apt-get install -y --no-install-recommends libvips42 curl \\\n    && rm -rf /var/lib/apt/lists/*\n\n"
          "COPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n+++++++ REPLACE\n\n------- SEARCH\n"
          "CMD gunicorn thumbnailer.wsgi:app --bind 0.0.0.0:8000 --workers 3\n=======\n"
          'CMD ["gunicorn", "thumbnailer.wsgi:app", "--bind", "0.0.0.0:8000", "--workers", "3"]\n+++++++ REPLACE')
    d2 = ("------- SEARCH\n    && apt-get install -y --no-install-recommends libvips42 curl \\\n=======\n"
          "    && apt-get install -y --no-install-recommends libvips42=8.14.1-3+deb12u1 curl=7.88.1-10+deb12u7 \\\n+++++++ REPLACE")
    build = """#0 building with "default" instance using docker driver

#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 598B done
#1 DONE 0.0s

#2 [internal] load metadata for docker.io/library/python:3.12-slim
#2 DONE 1.2s

#3 [internal] load .dockerignore
#3 transferring context: 112B done
#3 DONE 0.0s

#4 [1/7] FROM docker.io/library/python:3.12-slim@sha256:2fba8e70a87bcc9f6edd20dda0a1d4adb32046d2acbca7361bc61da5a106a914
#4 resolve docker.io/library/python:3.12-slim@sha256:2fba8e70a87bcc9f6edd20dda0a1d4adb32046d2acbca7361bc61da5a106a914 0.0s done
#4 DONE 0.0s

#5 [internal] load build context
#5 transferring context: 48.31kB 0.0s done
#5 DONE 0.0s

#6 [2/7] WORKDIR /app
#6 DONE 0.0s

#7 [3/7] RUN apt-get update     && apt-get install -y --no-install-recommends libvips42 curl     && rm -rf /var/lib/apt/lists/*
#7 0.402 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]
#7 0.517 Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]
#7 0.561 Get:3 http://deb.debian.org/debian-security bookworm-security InRelease [48.0 kB]
#7 0.833 Get:4 http://deb.debian.org/debian bookworm/main amd64 Packages [8789 kB]
#7 2.114 Fetched 9309 kB in 2s (4772 kB/s)
#7 2.901 Reading package lists...
#7 3.640 The following NEW packages will be installed:
#7 3.641   curl libcurl4 libvips42 libglib2.0-0 libheif1 libjpeg62-turbo libpng16-16 libwebp7 libexif12 liborc-0.4-0
#7 3.702 0 upgraded, 38 newly installed, 0 to remove and 0 not upgraded.
#7 3.702 Need to get 21.6 MB of archives.
#7 11.93 Setting up libvips42:amd64 (8.14.1-3+deb12u1) ...
#7 11.95 Setting up curl (7.88.1-10+deb12u7) ...
#7 11.97 Processing triggers for libc-bin (2.36-9+deb12u7) ...
#7 DONE 12.4s

#8 [4/7] COPY requirements.txt .
#8 DONE 0.0s

#9 [5/7] RUN pip install --no-cache-dir -r requirements.txt
#9 1.822 Collecting gunicorn==22.0.0 (from -r requirements.txt (line 1))
#9 2.104 Collecting flask==3.0.3 (from -r requirements.txt (line 2))
#9 2.310 Collecting pyvips==2.2.3 (from -r requirements.txt (line 3))
#9 7.462 Successfully installed Jinja2-3.1.4 MarkupSafe-2.1.5 Werkzeug-3.0.3 blinker-1.8.2 cffi-1.16.0 click-8.1.7 flask-3.0.3 gunicorn-22.0.0 itsdangerous-2.2.0 packaging-24.1 pkgconfig-1.5.5 pycparser-2.22 pyvips-2.2.3
#9 DONE 8.1s

#10 [6/7] COPY . .
#10 DONE 0.1s

#11 [7/7] RUN useradd --create-home app
#11 DONE 0.4s

#12 exporting to image
#12 exporting layers
#12 exporting layers 1.1s done
#12 writing image sha256:7c41f0e6b2d94a1b5e38c07f9d2a6e1f83b5c0d74e9a26f1b8d3c5e0a4f7b219 done
#12 naming to docker.io/library/thumbnailer:dev done
#12 DONE 1.1s"""
    state = ("Cline (VS Code) in workspace /home/sam/src/thumbnailer, hadolint 2.12.0 and Docker 26.1.4 (BuildKit) installed. "
             "Task: make the Dockerfile pass hadolint with no findings, and check that the image still builds.")
    turns = [
        (cline("read_file", path="Dockerfile"), "[read_file for 'Dockerfile'] Result:\n" + DF_OLD.rstrip()),
        (cline("execute_command", command="hadolint Dockerfile", requires_approval="false"), cline_cmd("hadolint Dockerfile", lint1)),
        (cline("replace_in_file", path="Dockerfile", diff=d1), cline_saved("Dockerfile", DF_NEW)),
        (cline("execute_command", command="hadolint Dockerfile", requires_approval="false"), cline_cmd("hadolint Dockerfile", f"Dockerfile:{apt_new} {dl3008}")),
        (cline("execute_command", command="docker build --progress=plain -t thumbnailer:dev .", requires_approval="false"),
         cline_cmd("docker build --progress=plain -t thumbnailer:dev .", build)),
        (cline("replace_in_file", path="Dockerfile", diff=d2), cline_saved("Dockerfile", pin)),
        (cline("execute_command", command='hadolint Dockerfile && echo "hadolint: no findings"', requires_approval="false"),
         cline_cmd('hadolint Dockerfile && echo "hadolint: no findings"', "hadolint: no findings")),
    ]
    add("h62-swe-12", "cline", "Cline tools (XML tool calls), workspace /home/sam/src/thumbnailer.", turns, state)


# ---------------------------------------------------------------- 13 SQL migrations + sqlfluff, SWE-agent (bad: a file line drifts)
SQL_V14 = """-- V014: refunds issued against captured payments
create table refunds (
    id BIGSERIAL PRIMARY KEY,
    payment_id BIGINT NOT NULL REFERENCES payments (id),
    reason_code VARCHAR(32) NOT NULL,
    note TEXT,
    amount_cents BIGINT NOT NULL,
    currency CHAR(3) NOT NULL,
    status VARCHAR(16)  NOT NULL DEFAULT 'pending',
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    processed_at TIMESTAMPTZ
);

CREATE INDEX refunds_payment_id_idx ON refunds(payment_id);

CREATE INDEX refunds_status_idx
    ON refunds (status)
    WHERE status <> 'processed';

ALTER TABLE refunds
    ADD CONSTRAINT refunds_amount_positive CHECK (amount_cents > 0);"""


def t13() -> None:
    fp = "/repo/migrations/V014__add_refunds.sql"
    rel = "migrations/V014__add_refunds.sql"
    src = SQL_V14
    fixed = src.replace("create table refunds (", "CREATE TABLE refunds (").replace("VARCHAR(16)  NOT NULL", "VARCHAR(16) NOT NULL").replace(
        "ON refunds(payment_id);", "ON refunds (payment_id);")
    lines = src.split("\n")
    n = len(lines)
    p_dbl = lines[8].index("  NOT") + 1
    p_br = lines[13].index("(") + 1
    p_eof = len(lines[-1]) + 1
    viol = (f"== [{rel}] FAIL\n"
            "L:   2 | P:   1 | CP01 | Keywords must be consistently upper case.\n                       | [capitalisation.keywords]\n"
            "L:   2 | P:   8 | CP01 | Keywords must be consistently upper case.\n                       | [capitalisation.keywords]\n"
            f"L:   9 | P:  {p_dbl} | LT01 | Expected only single space before 'NOT' keyword.\n                       | Found '  '. [layout.spacing]\n"
            f"L:  14 | P:  {p_br} | LT01 | Expected single whitespace between naked identifier\n                       | and start bracket '('. [layout.spacing]\n"
            f"L:  21 | P:  {p_eof} | LT12 | Files must end with a single trailing newline.\n                       | [layout.end_of_file]\n")
    drift = src.replace("amount_cents BIGINT NOT NULL", "amount_cents INTEGER NOT NULL")
    hits = [(k, ln) for k, ln in enumerate(drift.split("\n"), 1) if "amount_cents" in ln]
    search = (f'Found {len(hits)} matches for "amount_cents" in {fp}:\n' + "\n".join(f"Line {k}:{ln}" for k, ln in hits)
              + f'\nEnd of matches for "amount_cents" in {fp}')
    body = list(difflib.unified_diff(src.split("\n")[:-1] + [lines[-1] + "\u27c2"], fixed.split("\n"), lineterm="", n=3))[2:]
    body = [("-" + lines[-1] + "\n\\ No newline at end of file") if ln.endswith("\u27c2") else ln for ln in body]
    diff = f"diff --git a/{rel} b/{rel}\nindex 0c5d2e8..e71a9f4 100644\n--- a/{rel}\n+++ b/{rel}\n" + "\n".join(body)
    mig = ("V001__init.sql                     V006__add_merchants.sql            V011__payment_methods.sql\n"
           "V002__customers.sql                V007__merchant_settlements.sql     V012__add_payment_status_idx.sql\n"
           "V003__payments.sql                 V008__webhooks.sql                 V013__captures.sql\n"
           "V004__payment_events.sql           V009__backfill_event_types.sql     V014__add_refunds.sql\n"
           "V005__currencies.sql               V010__drop_legacy_ledger.sql")
    state = ("SWE-agent environment (Ubuntu 22.04, Python 3.11, sqlfluff 3.0.7; `.sqlfluff` sets dialect = postgres and capitalisation_policy = upper). "
             "Repository /repo (payments service, Flyway migrations). Issue #311: CI lint job fails on the new refunds migration.\n"
             "(Open file: n/a)\n(Current directory: /repo)\nbash-$")
    fix_out = (f"==== finding fixable violations ====\n{viol}==== fixing violations ====\n5 fixable linting violations found\n"
               f"== [{rel}] FIXED\n5 fixable linting violations fixed\nAll Finished 📜 🎉!")
    dir_out = ("== [migrations/V009__backfill_event_types.sql] FAIL\n"
               "L:  12 | P:  81 | LT05 | Line is too long (96 > 80).\n                       | [layout.long_lines]\nAll Finished 📜 🎉!")
    turns = [
        (swe_cmd("ls migrations"), swe_obs(mig, "n/a", "/repo")),
        (swe_cmd(f"open {rel}"), swe_obs(swe_window(fp, n, lines, 1), fp, "/repo")),
        (swe_cmd(f"sqlfluff lint {rel}"), swe_obs(viol + "All Finished 📜 🎉!", fp, "/repo")),
        (swe_cmd('search_file "amount_cents"'), swe_obs(search, fp, "/repo")),
        (swe_cmd(f"sqlfluff fix {rel}"), swe_obs(fix_out, fp, "/repo")),
        (swe_cmd(f"open {rel}"), swe_obs(swe_window(fp, n, fixed.split("\n"), 1), fp, "/repo")),
        (swe_cmd("sqlfluff lint migrations/"), swe_obs(dir_out, fp, "/repo")),
        (swe_cmd("git diff --stat"), swe_obs(f" {rel} | 8 ++++----\n 1 file changed, 4 insertions(+), 4 deletions(-)", fp, "/repo")),
        (swe_cmd("submit"), swe_obs(diff, fp, "/repo")),
    ]
    add("h62-swe-13", "sweagent", "SWE-agent (ACI with a 100-line file window), repository /repo.", turns, state, bad=True, turn=4,
        kind="search_file shows line 7 as amount_cents INTEGER NOT NULL while the file opened at turn 2 had amount_cents BIGINT NOT NULL and nothing edited it")


# ---------------------------------------------------------------- 14 Rust crate + cargo test, Aider (clean)
RS_LIB_TESTS = ["format::tests::formats_hours", "format::tests::formats_minutes", "format::tests::formats_zero", "format::tests::pads_seconds",
                "parse::tests::parses_compound", "parse::tests::parses_hours", "parse::tests::parses_minutes", "parse::tests::parses_seconds_suffix",
                "parse::tests::rejects_empty", "parse::tests::rejects_overflow", "parse::tests::rejects_unknown_unit", "parse::tests::trims_whitespace",
                "store::tests::adds_entry", "store::tests::rejects_duplicate_id", "store::tests::removes_entry", "store::tests::round_trips_json",
                "store::tests::sums_by_tag", "summary::tests::groups_by_day", "summary::tests::sorts_by_total"]


def t14() -> None:
    root = "/home/jo/src/tallyho"
    state = ("Aider v0.82.2\nMain model: anthropic/claude-3-7-sonnet-20250219 with diff edit format, infinite output\n"
             "Weak model: anthropic/claude-3-5-haiku-20241022\nGit repo: .git with 31 files\nRepo-map: using 4096 tokens, auto refresh\n"
             "Added src/parse.rs to the chat.\n"
             f"Working directory {root} (Rust crate `tallyho` 0.3.2, a time-tracking CLI; rustc 1.79.0, cargo 1.79.0). "
             "Issue #12: `tallyho log 90s` fails with `unknown unit 's'`.")
    fail_lines = "\n".join(f"test {t} ... {'FAILED' if t.endswith('seconds_suffix') else 'ok'}" for t in RS_LIB_TESTS)
    run1 = (f"   Compiling tallyho v0.3.2 ({root})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.84s\n"
            "     Running unittests src/lib.rs (target/debug/deps/tallyho-5f0c2a9d3e1b7c48)\n\n"
            f"running 19 tests\n{fail_lines}\n\nfailures:\n\n---- parse::tests::parses_seconds_suffix stdout ----\n"
            "thread 'parse::tests::parses_seconds_suffix' panicked at src/parse.rs:58:9:\nassertion `left == right` failed\n"
            "  left: Err(UnknownUnit('s'))\n right: Ok(90s)\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\n"
            "failures:\n    parse::tests::parses_seconds_suffix\n\n"
            "test result: FAILED. 18 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            "error: test failed, to rerun pass `--lib`\nAdd 1.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded 43 lines of output to the chat.")
    edit_a = """`unit_secs` only knows minutes and hours. Adding seconds:

src/parse.rs
```rust
<<<<<<< SEARCH
    match unit {
        'm' => Ok(60),
=======
    match unit {
        's' => Ok(1),
        'm' => Ok(60),
>>>>>>> REPLACE
```

Tokens: 4.2k sent, 87 received. Cost: $0.01 message, $0.01 session.
Applied edit to src/parse.rs
Commit 6a1d2e4 fix: accept seconds suffix in parse_duration
You can use /undo to undo and discard each aider commit."""
    undo = ("Removed: 6a1d2e4 fix: accept seconds suffix in parse_duration\nNow at:  0c9f5b1 Add --json flag to summary\n"
            "You can use /undo to undo and discard each aider commit.")
    edit_b = """I'll add the `s` unit again and cover a compound duration that ends in seconds.

src/parse.rs
```rust
<<<<<<< SEARCH
    match unit {
        'm' => Ok(60),
=======
    match unit {
        's' => Ok(1),
        'm' => Ok(60),
>>>>>>> REPLACE
```

src/parse.rs
```rust
<<<<<<< SEARCH
    #[test]
    fn parses_seconds_suffix() {
=======
    #[test]
    fn parses_compound_with_seconds() {
        assert_eq!(parse_duration("1h30m15s"), Ok(Duration::from_secs(5415)));
    }

    #[test]
    fn parses_seconds_suffix() {
>>>>>>> REPLACE
```

Tokens: 5.0k sent, 196 received. Cost: $0.02 message, $0.03 session.
Applied edit to src/parse.rs
Commit b73e0a8 fix: accept s suffix and test compound durations with seconds
You can use /undo to undo and discard each aider commit."""
    lib2 = sorted(RS_LIB_TESTS + ["parse::tests::parses_compound_with_seconds"])
    ok_lines = "\n".join(f"test {t} ... ok" for t in lib2)
    run2 = (f"   Compiling tallyho v0.3.2 ({root})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.97s\n"
            "     Running unittests src/lib.rs (target/debug/deps/tallyho-5f0c2a9d3e1b7c48)\n\n"
            f"running 20 tests\n{ok_lines}\n\ntest result: ok. 20 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            "     Running unittests src/main.rs (target/debug/deps/tallyho-0b6d4f9e21a73c5d)\n\nrunning 0 tests\n\n"
            "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            "     Running tests/cli.rs (target/debug/deps/cli-a3e81f06c2d4b795)\n\nrunning 4 tests\n"
            "test log_accepts_seconds ... ok\ntest log_rejects_unknown_unit ... ok\ntest summary_json_is_valid ... ok\ntest summary_text_groups_by_day ... ok\n\n"
            "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s\n\n"
            "   Doc-tests tallyho\n\nrunning 1 test\ntest src/parse.rs - parse::parse_duration (line 12) ... ok\n\n"
            "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.18s\n\n"
            "Add 0.9k tokens of command output to the chat? (Y)es/(N)o [Yes]: n")
    turns = [
        (aider("/run cargo test"), run1),
        (aider("Fix parse_duration so that an `s` suffix means seconds."), edit_a),
        (aider("/undo"), undo),
        (aider("Redo that fix, and also add a test for a compound duration ending in seconds, e.g. 1h30m15s."), edit_b),
        (aider("/run cargo test"), run2),
        (aider("/git log --oneline -3"),
         "b73e0a8 fix: accept s suffix and test compound durations with seconds\n0c9f5b1 Add --json flag to summary\n9d4e27a Store entries as JSON lines"),
    ]
    add("h62-swe-14", "aider", f"Aider chat session in {root}; slash commands and model replies are printed as in the terminal.", turns, state)


# ---------------------------------------------------------------- 15 Elixir + ExUnit, OpenHands (bad: file mtime earlier than an earlier clock)
EX_BACKOFF = '''defmodule Beacon.Backoff do
  @moduledoc """
  Exponential backoff with an upper bound, used by the webhook dispatcher.
  """

  @default_base 100
  @default_max 30_000

  @doc """
  Returns the delay in milliseconds before retry number `attempt` (0-based).

      iex> Beacon.Backoff.delay(3)
      800
  """
  @spec delay(non_neg_integer(), keyword()) :: pos_integer()
  def delay(attempt, opts \\\\ []) when is_integer(attempt) and attempt >= 0 do
    base = Keyword.get(opts, :base, @default_base)
    max = Keyword.get(opts, :max, @default_max)

    max(base * Integer.pow(2, attempt), max)
  end
end
'''


def t15() -> None:
    root = "/workspace/beacon"
    bp = f"{root}/lib/beacon/backoff.ex"
    fixed = EX_BACKOFF.replace("    max(base * Integer.pow(2, attempt), max)", "    min(base * Integer.pow(2, attempt), max)")
    snip, start = around(fixed, "min(base", 4, 2)
    size = len(fixed.encode())
    state = (f"OpenHands sandbox, repository {root} (Elixir 1.17.2 / OTP 27 Mix project `beacon`, a webhook dispatcher). "
             "Bug: retries of failed webhooks wait far longer than the 30 s cap.")
    fail = """Compiling 14 files (.ex)
Generated beacon app
Running ExUnit with seed: 118204, max_cases: 32

.........................

  1) doctest Beacon.Backoff.delay/2 (1) (Beacon.BackoffTest)
     test/beacon/backoff_test.exs:3
     Doctest failed
     doctest:
       iex> Beacon.Backoff.delay(3)
       800
     code:  Beacon.Backoff.delay(3) === 800
     left:  30000
     right: 800
     stacktrace:
       lib/beacon/backoff.ex:12: Beacon.Backoff (module)

.................

  2) test caps the delay at :max (Beacon.BackoffTest)
     test/beacon/backoff_test.exs:17
     Assertion with == failed
     code:  assert Backoff.delay(10, base: 100, max: 30_000) == 30_000
     left:  102400
     right: 30000
     stacktrace:
       test/beacon/backoff_test.exs:18: (test)

....................
Finished in 0.9 seconds (0.6s async, 0.3s sync)
1 doctest, 63 tests, 2 failures

Randomized with seed 118204"""
    one = ("Compiling 1 file (.ex)\nGenerated beacon app\nRunning ExUnit with seed: 903311, max_cases: 32\n\n........\n"
           "Finished in 0.04 seconds (0.04s async, 0.00s sync)\n1 doctest, 7 tests, 0 failures\n\nRandomized with seed 903311")
    full = ("Running ExUnit with seed: 5521, max_cases: 32\n\n" + "." * 64 + "\nFinished in 0.8 seconds (0.6s async, 0.2s sync)\n"
            "1 doctest, 63 tests, 0 failures\n\nRandomized with seed 5521")
    turns = [
        (bash(f"cd {root} && date && git log -1 --format='%h %ad %s' --date=iso"),
         oh_bash("Tue Mar 18 14:22:51 UTC 2025\n4c0e9b7 2025-03-14 17:05:33 +0100 Dispatcher: retry on 5xx with backoff", root)),
        (bash("mix test"), oh_bash(fail, root, 2)),
        (editor("view", bp), cat_n(bp, EX_BACKOFF.rstrip("\n"))),
        (editor("str_replace", bp, old_str="    max(base * Integer.pow(2, attempt), max)", new_str="    min(base * Integer.pow(2, attempt), max)"),
         edited(bp, snip, start)),
        (bash("mix test test/beacon/backoff_test.exs"), oh_bash(one, root)),
        (bash("mix format --check-formatted && echo formatted"), oh_bash("formatted", root)),
        (bash("ls -l --time-style=full-iso lib/beacon/backoff.ex test/beacon/backoff_test.exs"),
         oh_bash(f"-rw-r--r-- 1 openhands openhands  {size} 2025-03-18 13:58:07.412903118 +0000 lib/beacon/backoff.ex\n"
                 "-rw-r--r-- 1 openhands openhands 1187 2025-03-11 09:41:52.000000000 +0000 test/beacon/backoff_test.exs", root)),
        (bash("mix test"), oh_bash(full, root)),
        (bash("git diff"), oh_bash(gdiff("lib/beacon/backoff.ex", EX_BACKOFF, fixed, "8a03f5c..c2d71e9"), root)),
        (bash("date"), oh_bash("Tue Mar 18 14:31:09 UTC 2025", root)),
    ]
    add("h62-swe-15", "openhands", f"OpenHands runtime, repository {root}.", turns, state, bad=True, turn=7,
        kind="backoff.ex, edited at turn 4 after `date` printed 14:22:51, shows an mtime of 13:58:07 the same day")


# ---------------------------------------------------------------- 16 React + Jest snapshots, Gemini CLI (clean)
TSX_BADGE = """import clsx from 'clsx';

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'cancelled';

const LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

export function OrderBadge({ status }: { status: OrderStatus }) {
  const announce = status === 'cancelled';
  return (
    <span
      className={clsx('badge', `badge--${status}`)}
      role={announce ? 'status' : undefined}
      aria-label={announce ? `Order status: ${LABELS[status]}` : undefined}
    >
      {LABELS[status]}
    </span>
  );
}
"""


def t16() -> None:
    root = "/home/lee/apps/orders-dashboard"
    state = (f"Gemini CLI session in {root} (React 18.3 + TypeScript 5.4, Jest 29.7 with ts-jest and @testing-library/react 15). "
             "Task: CI is red after the accessibility change to OrderBadge; review it and bring the snapshots up to date.")
    passes = ["src/utils/currency.test.ts", "src/hooks/useOrders.test.tsx", "src/components/OrderList.test.tsx", "src/pages/Dashboard.test.tsx",
              "src/components/Filters.test.tsx", "src/api/client.test.ts", "src/utils/dates.test.ts"]
    badge_fail = """FAIL src/components/OrderBadge.test.tsx
  ● OrderBadge › renders the cancelled state

    expect(received).toMatchSnapshot()

    Snapshot name: `OrderBadge renders the cancelled state 1`

    - Snapshot  - 0
    + Received  + 2

      <span
    +   aria-label="Order status: Cancelled"
        class="badge badge--cancelled"
    +   role="status"
      >
        Cancelled
      </span>

      21 |   it('renders the cancelled state', () => {
      22 |     const { container } = render(<OrderBadge status="cancelled" />);
    > 23 |     expect(container.firstChild).toMatchSnapshot();
         |                                  ^
      24 |   });
      25 | });
      26 |

      at Object.toMatchSnapshot (src/components/OrderBadge.test.tsx:23:34)

 › 1 snapshot failed."""
    obsolete = "   ↳ src/components/OrderList.test.tsx\n       • OrderList renders the legacy table layout 1\n"
    run1 = ("\n".join(f"PASS {p}" for p in passes[:3]) + "\n" + badge_fail + "\n" + "\n".join(f"PASS {p}" for p in passes[3:])
            + "\n\nSnapshot Summary\n › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.\n"
            " › 1 snapshot obsolete from 1 test suite. To remove it, run `npm test -- -u`.\n" + obsolete
            + "\nTest Suites: 1 failed, 7 passed, 8 total\nTests:       1 failed, 41 passed, 42 total\n"
            "Snapshots:   1 failed, 1 obsolete, 11 passed, 12 total\nTime:        4.118 s\nRan all test suites.")
    order2 = ["src/utils/dates.test.ts", "src/components/OrderBadge.test.tsx", "src/utils/currency.test.ts", "src/api/client.test.ts",
              "src/components/OrderList.test.tsx", "src/hooks/useOrders.test.tsx", "src/components/Filters.test.tsx", "src/pages/Dashboard.test.tsx"]
    run2 = ("\n".join(f"PASS {p}" for p in order2) + "\n › 1 snapshot updated.\n › 1 snapshot removed.\n\nSnapshot Summary\n"
            " › 1 snapshot updated from 1 test suite.\n › 1 snapshot removed from 1 test suite.\n" + obsolete
            + "\nTest Suites: 8 passed, 8 total\nTests:       42 passed, 42 total\nSnapshots:   1 removed, 1 updated, 11 passed, 12 total\n"
            "Time:        3.87 s\nRan all test suites.")
    order3 = ["src/components/OrderBadge.test.tsx", "src/utils/currency.test.ts", "src/utils/dates.test.ts", "src/hooks/useOrders.test.tsx",
              "src/api/client.test.ts", "src/components/OrderList.test.tsx", "src/pages/Dashboard.test.tsx", "src/components/Filters.test.tsx"]
    run3 = ("\n".join(f"PASS {p}" for p in order3) + "\n\nTest Suites: 8 passed, 8 total\nTests:       42 passed, 42 total\n"
            "Snapshots:   12 passed, 12 total\nTime:        3.412 s, estimated 4 s\nRan all test suites.")
    snaps = ["src/components/__snapshots__/OrderBadge.test.tsx.snap", "src/components/__snapshots__/OrderList.test.tsx.snap",
             "src/pages/__snapshots__/Dashboard.test.tsx.snap", "src/components/__snapshots__/Filters.test.tsx.snap"]
    turns = [
        (gshell("npx jest --ci", "Run the Jest suite in CI mode."), gem_run("npx jest --ci", run1, code=1, pgid=52310)),
        (gem_read(f"{root}/src/components/OrderBadge.tsx"), TSX_BADGE),
        (gshell("git log -1 --stat --format='%h %an %ad %s' --date=short", "Show the last commit."),
         gem_run("git log -1 --stat --format='%h %an %ad %s' --date=short",
                 "e4b90a2 Priya Nair 2024-06-03 OrderBadge: announce cancellations to screen readers\n\n"
                 " src/components/OrderBadge.tsx | 8 ++++++--\n 1 file changed, 6 insertions(+), 2 deletions(-)", pgid=52488)),
        (gshell("npx jest -u", "Update the changed snapshot and remove the obsolete one."), gem_run("npx jest -u", run2, pgid=52517)),
        (gshell("npx jest --ci", "Re-run in CI mode."), gem_run("npx jest --ci", run3, pgid=52790)),
        (call("glob", pattern="src/**/__snapshots__/*.snap", path=root),
         f'Found {len(snaps)} file(s) matching "src/**/__snapshots__/*.snap" within {root}, sorted by modification time (newest first):\n'
         + "\n".join(f"{root}/{s}" for s in snaps)),
        (call("search_file_content", pattern="aria-label", path=f"{root}/src"),
         f'Found 3 matches for pattern "aria-label" in path "{root}/src":\n---\nFile: components/OrderBadge.tsx\n'
         "L18:       aria-label={announce ? `Order status: ${LABELS[status]}` : undefined}\n---\n"
         "File: components/__snapshots__/OrderBadge.test.tsx.snap\nL32:   aria-label=\"Order status: Cancelled\"\n---\n"
         "File: components/Filters.tsx\nL41:         aria-label=\"Filter by status\"\n---"),
        (gshell("git status --short", "List changed files."),
         gem_run("git status --short", " M src/components/__snapshots__/OrderBadge.test.tsx.snap\n M src/components/__snapshots__/OrderList.test.tsx.snap", pgid=52902)),
    ]
    add("h62-swe-16", "gemini", f"Gemini CLI tools, project root {root}.", turns, state)


# ---------------------------------------------------------------- 17 Terraform module + tflint/terraform test, Claude Code (bad: renamed variable back)
TF_VARS = """variable "name" {
  description = "Name prefix for all bastion resources."
  type        = string
}

variable "vpc_id" {
  description = "VPC to place the bastion in."
  type        = string
}

variable "subnet_id" {
  description = "Public subnet for the bastion instance."
  type        = string
}

variable "instance_type" {
  description = "EC2 instance type."
  default     = "t3.micro"
}

variable "allowed_cidrs" {
  description = "CIDR blocks allowed to reach SSH."
  type        = list(string)
  default     = []
}

variable "legacy_ami" {
  description = "Deprecated: the AMI is now looked up through SSM."
  type        = string
  default     = ""
}

variable "tags" {
  description = "Extra tags for every resource."
  type        = map(string)
  default     = {}
}
"""

TF_TEST = """mock_provider "aws" {}

variables {
  name      = "ci"
  vpc_id    = "vpc-0a1b2c3d4e5f60718"
  subnet_id = "subnet-0f1e2d3c4b5a69788"
}

run "defaults" {
  command = plan

  assert {
    condition     = aws_instance.bastion.instance_type == "t3.micro"
    error_message = "default instance type should be t3.micro"
  }
}

run "custom_type" {
  command = plan

  variables {
    instance_type = "t3.small"
  }

  assert {
    condition     = aws_instance.bastion.instance_type == "t3.small"
    error_message = "instance_type variable not applied"
  }
}
"""


def t17() -> None:
    root = "/home/dev/infra/modules/bastion"
    vp, mp, tp = f"{root}/variables.tf", f"{root}/main.tf", f"{root}/tests/bastion.tftest.hcl"
    old_var = 'variable "instance_type" {\n  description = "EC2 instance type."\n  default     = "t3.micro"\n}'
    new_var = 'variable "bastion_instance_type" {\n  description = "EC2 instance type for the bastion host."\n  type        = string\n  default     = "t3.micro"\n}'
    vars2 = TF_VARS.replace(old_var, new_var)
    vsnip, vstart = around(vars2, 'variable "bastion_instance_type"', 1, 5)
    test2 = TF_TEST.replace('    instance_type = "t3.small"', '    bastion_instance_type = "t3.small"')
    tsnip, tstart = around(test2, "bastion_instance_type =", 3, 3)
    grep = ([f"variables.tf:{k}:{ln}" for k, ln in enumerate(TF_VARS.split("\n"), 1) if "instance_type" in ln]
            + ["main.tf:23:  instance_type               = var.instance_type"]
            + [f"tests/bastion.tftest.hcl:{k}:{ln}" for k, ln in enumerate(TF_TEST.split("\n"), 1) if "instance_type" in ln]
            + ['README.md:31:| <a name="input_instance_type"></a> [instance\\_type](#input\\_instance\\_type) | EC2 instance type. | `any` | `"t3.micro"` | no |'])
    l_it, l_la = lineno(TF_VARS, 'variable "instance_type"'), lineno(TF_VARS, 'variable "legacy_ami"')
    lint = ("2 issue(s) found:\n\n"
            f"variables.tf:{l_it}:1: Warning - `instance_type` variable has no type (terraform_typed_variables)\n"
            f"variables.tf:{l_la}:1: Warning - variable \"legacy_ami\" is declared but not used (terraform_unused_declarations)")
    drift = vars2.replace('variable "bastion_instance_type" {', 'variable "instance_type" {')
    heads = "\n".join(f"{k}:{ln}" for k, ln in enumerate(drift.split("\n"), 1) if ln.startswith("variable"))
    main_snip = ('resource "aws_instance" "bastion" {\n  ami                         = data.aws_ssm_parameter.al2023.value\n'
                 "  instance_type               = var.bastion_instance_type\n  subnet_id                   = var.subnet_id\n"
                 "  vpc_security_group_ids      = [aws_security_group.bastion.id]\n  associate_public_ip_address = true")
    state = (f"Claude Code session in {root} (Terraform 1.8.5, tflint 0.51.1 with the terraform ruleset, AWS provider 5.54.1). "
             "Task: rename the input `instance_type` to `bastion_instance_type` (module-wide naming convention, ticket PLAT-882), give it a type, and keep `terraform test` green.")
    turns = [
        (cc_bash("ls && terraform version", "List module files and show Terraform version"),
         "README.md\nmain.tf\noutputs.tf\ntests\nvariables.tf\nversions.tf\nTerraform v1.8.5\non linux_amd64\n+ provider registry.terraform.io/hashicorp/aws v5.54.1"),
        (call("Read", file_path=vp), cc_read(TF_VARS.rstrip("\n"))),
        (cc_bash("tflint --format compact", "Lint the module"), lint),
        (call("Grep", pattern="instance_type", path=root, output_mode="content", **{"-n": True}), "\n".join(grep)),
        (call("Edit", file_path=vp, old_string=old_var, new_string=new_var), cc_edited(vp, vsnip, vstart)),
        (call("Edit", file_path=mp, old_string="var.instance_type", new_string="var.bastion_instance_type", replace_all=True),
         f"The file {mp} has been updated. All occurrences of 'var.instance_type' were successfully replaced with 'var.bastion_instance_type'."),
        (call("Edit", file_path=tp, old_string='    instance_type = "t3.small"', new_string='    bastion_instance_type = "t3.small"'),
         cc_edited(tp, tsnip, tstart)),
        (cc_bash("terraform init -backend=false -input=false && terraform validate", "Initialise without backend and validate"),
         "Initializing the backend...\nInitializing modules...\nInitializing provider plugins...\n"
         "- Reusing previous version of hashicorp/aws from the dependency lock file\n- Using previously-installed hashicorp/aws v5.54.1\n\n"
         "Terraform has been successfully initialized!\n\nYou may now begin working with Terraform. Try running \"terraform plan\" to see\n"
         "any changes that are required for your infrastructure. All Terraform commands\nshould now work.\n\n"
         "If you ever set or change modules or backend configuration for Terraform,\nrerun this command to reinitialize your working directory. If you forget, other\n"
         "commands will detect it and remind you to do so if necessary.\nSuccess! The configuration is valid.\n"),
        (cc_bash("terraform test", "Run the module tests"),
         'tests/bastion.tftest.hcl... in progress\n  run "defaults"... pass\n  run "custom_type"... pass\n'
         "tests/bastion.tftest.hcl... tearing down\ntests/bastion.tftest.hcl... pass\n\nSuccess! 2 passed, 0 failed."),
        (cc_bash("grep -n '^variable' variables.tf && sed -n '21,26p' main.tf", "List variable blocks and the instance resource"),
         heads + "\n" + main_snip),
        (cc_bash("git diff --stat", "Summarise the change"),
         " main.tf                  | 2 +-\n tests/bastion.tftest.hcl | 2 +-\n variables.tf             | 5 +++--\n 3 files changed, 5 insertions(+), 4 deletions(-)"),
    ]
    add("h62-swe-17", "claude", f"Claude Code tools, working directory {root}.", turns, state, bad=True, turn=10,
        kind="variables.tf lists variable \"instance_type\" again although turn 5 renamed it to bastion_instance_type and nothing reverted it")


# ---------------------------------------------------------------- 18 Rails + RSpec, Codex CLI (bad: migration status reverts)
RAILS_MIGS = [("20240905101233", "Create customers"), ("20240905101512", "Create products"), ("20240912083044", "Create orders"),
              ("20240912083301", "Create order items"), ("20241003142210", "Add sku to products"), ("20241118091547", "Add status to orders"),
              ("20250114160302", "Create active storage tables.active storage"), ("20250203111859", "Add discount cents to orders"),
              ("20250211093015", "Add placed at to orders"), ("20250301120000", "Add index to orders on customer and placed at")]


def mig_status(last_up: bool) -> str:
    rows = []
    for k, (mid, name) in enumerate(RAILS_MIGS):
        up = k < len(RAILS_MIGS) - 1 or last_up
        rows.append(f"{'   up   ' if up else '  down  '}  {mid}  {name}")
    return ("\ndatabase: storefront_development\n\n Status   Migration ID    Migration Name\n--------------------------------------------------\n"
            + "\n".join(rows) + "\n\n")


def t18() -> None:
    root = "/workspace/storefront"
    mig = "db/migrate/20250301120000_add_index_to_orders_on_customer_and_placed_at.rb"
    state = (f"Codex CLI (sandbox: workspace-write) in {root} (Rails 7.1.3, Ruby 3.3.1, PostgreSQL 16 in the dev container, RSpec 3.13). "
             "Task: apply the pending index migration for the order history page, make sure schema.rb is updated and the suite passes.")
    mig_src = ("class AddIndexToOrdersOnCustomerAndPlacedAt < ActiveRecord::Migration[7.1]\n  disable_ddl_transaction!\n\n  def change\n"
               "    add_index :orders, [:customer_id, :placed_at],\n              order: { placed_at: :desc },\n              algorithm: :concurrently,\n"
               '              name: "index_orders_on_customer_id_and_placed_at_desc"\n  end\nend\n')
    migrate = ("== 20250301120000 AddIndexToOrdersOnCustomerAndPlacedAt: migrating ============\n"
               '-- add_index(:orders, [:customer_id, :placed_at], {:order=>{:placed_at=>:desc}, :algorithm=>:concurrently, :name=>"index_orders_on_customer_id_and_placed_at_desc"})\n'
               "   -> 0.0214s\n== 20250301120000 AddIndexToOrdersOnCustomerAndPlacedAt: migrated (0.0216s) ===\n\n")
    dots = ("." * 70 + "*" + "." * 60 + "*" + "." * 50 + "*" + "." * 31)
    rspec = (f"\nRandomized with seed 28197\n{dots}\n\nPending: (Failures listed here are expected and do not affect your suite's status)\n\n"
             "  1) Checkout with a gift card applies the balance before the card charge\n     # gift cards ship in 2025.2\n     # ./spec/system/checkout_spec.rb:88\n\n"
             "  2) Orders::Export streams CSV in batches of 1000\n     # Temporarily skipped with xit\n     # ./spec/services/orders/export_spec.rb:41\n\n"
             "  3) Product search ranks exact SKU matches first\n     # waiting on pg_trgm in CI\n     # ./spec/requests/products/search_spec.rb:57\n\n\n"
             "Finished in 12.84 seconds (files took 2.31 seconds to load)\n214 examples, 0 failures, 3 pending\n\nRandomized with seed 28197\n\n")
    schema_diff = """diff --git a/db/schema.rb b/db/schema.rb
index 5e02c1a..9b7f4d3 100644
--- a/db/schema.rb
+++ b/db/schema.rb
@@ -10,7 +10,7 @@
 #
 # It's strongly recommended that you check this file into your version control system.
\x20
-ActiveRecord::Schema[7.1].define(version: 2025_02_11_093015) do
+ActiveRecord::Schema[7.1].define(version: 2025_03_01_120000) do
   # These are extensions that must be enabled in order to support this database
   enable_extension "plpgsql"
\x20
@@ -68,6 +68,7 @@ ActiveRecord::Schema[7.1].define(version: 2025_02_11_093015) do
     t.datetime "updated_at", null: false
     t.integer "discount_cents", default: 0, null: false
     t.datetime "placed_at"
+    t.index ["customer_id", "placed_at"], name: "index_orders_on_customer_id_and_placed_at_desc", order: { placed_at: :desc }
     t.index ["customer_id"], name: "index_orders_on_customer_id"
     t.index ["status"], name: "index_orders_on_status"
   end
"""
    turns = [
        (codex("bin/rails db:migrate:status", root), codex_out(mig_status(False), 0, 2.1)),
        (codex(f"sed -n '1,20p' {mig}", root), codex_out(mig_src, 0, 0.0)),
        (codex("bin/rails db:migrate", root), codex_out(migrate, 0, 2.6)),
        (codex("bin/rails db:migrate:status", root), codex_out(mig_status(False), 0, 2.0)),
        (codex("git status --short", root), codex_out(" M db/schema.rb\n", 0, 0.0)),
        (codex("bundle exec rspec", root, 600000), codex_out(rspec, 0, 16.2)),
        (codex("git diff db/schema.rb", root), codex_out(schema_diff, 0, 0.0)),
    ]
    assert dots.count(".") + dots.count("*") == 214
    add("h62-swe-18", "codex", f"Codex CLI shell tool, workdir {root}.", turns, state, bad=True, turn=4,
        kind="db:migrate:status still shows 20250301120000 as down right after db:migrate applied it at turn 3")


# ---------------------------------------------------------------- 19 Lua library + busted, SWE-agent (clean)
LUA_SEMVER = """local semver = {}

local function parse_prerelease(s)
  local ids = {}
  for id in s:gmatch("[^.]+") do
    ids[#ids + 1] = tonumber(id) or id
  end
  return ids
end

function semver.parse(v)
  local major, minor, patch, rest = v:match("^v?(%d+)%.(%d+)%.(%d+)(.*)$")
  if not major then
    return nil, "invalid version: " .. tostring(v)
  end
  local pre, build = rest:match("^%-([%w%.%-]+)"), rest:match("%+([%w%.%-]+)$")
  return {
    major = tonumber(major),
    minor = tonumber(minor),
    patch = tonumber(patch),
    prerelease = pre and parse_prerelease(pre) or {},
    build = build,
  }
end

local function cmp(a, b)
  if a < b then return -1 elseif a > b then return 1 end
  return 0
end

local function compare_prerelease(a, b)
  local n = math.max(#a, #b)
  for i = 1, n do
    local x, y = a[i], b[i]
    if x == nil then return -1 end
    if y == nil then return 1 end
    if type(x) ~= type(y) then
      return type(x) == "number" and -1 or 1
    end
    local c = cmp(x, y)
    if c ~= 0 then return c end
  end
  return 0
end

function semver.compare(a, b)
  local va, vb = semver.parse(a), semver.parse(b)
  for _, k in ipairs({ "major", "minor", "patch" }) do
    local c = cmp(va[k], vb[k])
    if c ~= 0 then return c end
  end
  return compare_prerelease(va.prerelease, vb.prerelease)
end

function semver.satisfies(v, min, max)
  return semver.compare(v, min) >= 0 and semver.compare(v, max) < 0
end

return semver"""


def t19() -> None:
    fp = "/repo/src/semver.lua"
    src = LUA_SEMVER
    ln = lineno(src, "  return compare_prerelease(va.prerelease")
    repl = ("  local pa, pb = #va.prerelease, #vb.prerelease\n  if pa == 0 and pb > 0 then return 1 end\n"
            "  if pa > 0 and pb == 0 then return -1 end\n  return compare_prerelease(va.prerelease, vb.prerelease)")
    fixed = src.replace("  return compare_prerelease(va.prerelease, vb.prerelease)", repl)

    def search(text: str) -> str:
        hits = [(k, x) for k, x in enumerate(text.split("\n"), 1) if "prerelease" in x]
        return (f'Found {len(hits)} matches for "prerelease" in {fp}:\n' + "\n".join(f"Line {k}:{x}" for k, x in hits)
                + f'\nEnd of matches for "prerelease" in {fp}')
    state = ("SWE-agent environment (Ubuntu 22.04, Lua 5.4.6, LuaRocks 3.11, busted 2.2.0). Repository /repo (`lua-semver` rock). "
             "Issue #23: `semver.compare(\"1.0.0-alpha\", \"1.0.0\")` returns 1, but a pre-release must sort before its release.\n"
             "(Open file: n/a)\n(Current directory: /repo)\nbash-$")
    fail = ("●●●●●●●●●●●●●●●●●●◼●●\n20 successes / 1 failure / 0 errors / 0 pending : 0.006125 seconds\n\n"
            "Failure → spec/semver_spec.lua @ 57\nsemver compare treats a prerelease as lower than the release\n"
            "spec/semver_spec.lua:58: Expected objects to be the same.\nPassed in:\n(number) 1\nExpected:\n(number) -1")
    n0, n1 = len(src.split("\n")), len(fixed.split("\n"))
    turns = [
        (swe_cmd("busted"), swe_obs(fail, "n/a", "/repo")),
        (swe_cmd("open src/semver.lua"), swe_obs(swe_window(fp, n0, src.split("\n"), 1), fp, "/repo")),
        (swe_cmd('search_file "prerelease"'), swe_obs(search(src), fp, "/repo")),
        (swe_cmd(f"edit {ln}:{ln}\n{repl}\nend_of_edit"),
         swe_obs(swe_window(fp, n1, fixed.split("\n"), 1) + "\nFile updated. Please review the changes and make sure they are correct "
                 "(correct indentation, no duplicate lines, etc). Edit the file again if necessary.", fp, "/repo")),
        (swe_cmd('search_file "prerelease"'), swe_obs(search(fixed), fp, "/repo")),
        (swe_cmd("busted"), swe_obs("●●●●●●●●●●●●●●●●●●●●●\n21 successes / 0 failures / 0 errors / 0 pending : 0.005893 seconds", fp, "/repo")),
        (swe_cmd("git diff --stat"), swe_obs(" src/semver.lua | 3 +++\n 1 file changed, 3 insertions(+)", fp, "/repo")),
        (swe_cmd("submit"), swe_obs(gdiff("src/semver.lua", src, fixed, "b83e1d4..47c0a9e"), fp, "/repo")),
    ]
    add("h62-swe-19", "sweagent", "SWE-agent (ACI with a 100-line file window), repository /repo.", turns, state)


# ---------------------------------------------------------------- 20 Perl module + prove, Cline (clean)
PERL_MOD = """package Log::Rotate::Tiny;

use strict;
use warnings;

use File::Copy qw(move);
use Carp qw(croak);

our $VERSION = '0.08';

sub new {
    my ($class, %args) = @_;
    croak "file is required" unless defined $args{file};
    return bless {
        file => $args{file},
        keep => $args{keep} // 5,
        gzip => $args{gzip} // 0,
    }, $class;
}

sub rotate {
    my ($self) = @_;
    my $file = $self->{file};
    return 0 unless -e $file;

    my $ext = $self->{gzip} ? '.gz' : '';
    for (my $i = $self->{keep}; $i >= 1; $i--) {
        my $from = "$file.$i$ext";
        my $to   = "$file." . ($i + 1) . $ext;
        move($from, $to) if -e $from;
    }
    move($file, "$file.1") or croak "cannot rotate $file: $!";
    if ($self->{gzip}) {
        system('gzip', '-f', "$file.1") == 0 or croak "gzip failed for $file.1";
    }
    return 1;
}

1;
"""


def prove(files: list[tuple[str, str]], summary: str) -> str:
    width = max(len(f) for f, _ in files) + 2
    out = []
    for f, res in files:
        out.append(f"{f} {'.' * (width - len(f))} {res}")
    return "\n".join(out) + "\n" + summary


def t20() -> None:
    fixed = PERL_MOD.replace("    for (my $i = $self->{keep}; $i >= 1; $i--) {", "    for (my $i = $self->{keep} - 1; $i >= 1; $i--) {")
    d1 = ("------- SEARCH\n    for (my $i = $self->{keep}; $i >= 1; $i--) {\n=======\n"
          "    for (my $i = $self->{keep} - 1; $i >= 1; $i--) {\n+++++++ REPLACE")
    fail_rotate = ("1/12 \n#   Failed test 'keeps only 5 generations'\n#   at t/01-rotate.t line 47.\n#          got: '6'\n#     expected: '5'\n"
                   "# Looks like you failed 1 test of 12.\nt/01-rotate.t ... Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/12 subtests ")
    run1 = prove([("t/00-load.t", "ok"), ("t/01-rotate.t", fail_rotate), ("t/02-gzip.t", "ok"), ("t/03-options.t", "ok"), ("t/pod.t", "ok")],
                 "\nTest Summary Report\n-------------------\nt/01-rotate.t   (Wstat: 256 (exited 1) Tests: 12 Failed: 1)\n  Failed test:  9\n"
                 "  Non-zero exit status: 1\nFiles=5, Tests=41,  1 wallclock secs ( 0.02 usr  0.01 sys +  0.31 cusr  0.09 csys =  0.43 CPU)\nResult: FAIL")
    run2 = prove([("t/01-rotate.t", "ok")], "All tests successful.\nFiles=1, Tests=12,  0 wallclock secs ( 0.01 usr  0.00 sys +  0.08 cusr  0.02 csys =  0.11 CPU)\nResult: PASS")
    run3 = prove([("t/00-load.t", "ok"), ("t/01-rotate.t", "ok"), ("t/02-compress.t", "ok"), ("t/03-options.t", "ok"), ("t/pod.t", "ok")],
                 "All tests successful.\nFiles=5, Tests=41,  0 wallclock secs ( 0.03 usr  0.01 sys +  0.29 cusr  0.08 csys =  0.41 CPU)\nResult: PASS")
    manifest = "Changes\nlib/Log/Rotate/Tiny.pm\nMakefile.PL\nMANIFEST\nREADME.md\nt/00-load.t\nt/01-rotate.t\nt/02-compress.t\nt/03-options.t\nt/pod.t\n"
    state = ("Cline (VS Code) in workspace /home/kim/src/Log-Rotate-Tiny (Perl 5.38.2, Test::More 1.302198, prove from Test::Harness 3.48). "
             "Bug #7: with keep => 5 a sixth rotated file is left behind. Also rename t/02-gzip.t to t/02-compress.t as asked in the review.")
    turns = [
        (cline("execute_command", command="prove -lr t/", requires_approval="false"), cline_cmd("prove -lr t/", run1)),
        (cline("read_file", path="lib/Log/Rotate/Tiny.pm"), "[read_file for 'lib/Log/Rotate/Tiny.pm'] Result:\n" + PERL_MOD.rstrip()),
        (cline("replace_in_file", path="lib/Log/Rotate/Tiny.pm", diff=d1), cline_saved("lib/Log/Rotate/Tiny.pm", fixed)),
        (cline("execute_command", command="prove -l t/01-rotate.t", requires_approval="false"), cline_cmd("prove -l t/01-rotate.t", run2)),
        (cline("execute_command", command="git mv t/02-gzip.t t/02-compress.t", requires_approval="true"),
         "[execute_command for 'git mv t/02-gzip.t t/02-compress.t'] Result:\nCommand executed."),
        (cline("list_files", path="t", recursive="false"),
         "[list_files for 't'] Result:\nt/00-load.t\nt/01-rotate.t\nt/02-compress.t\nt/03-options.t\nt/pod.t"),
        (cline("execute_command", command="prove -lr t/", requires_approval="false"), cline_cmd("prove -lr t/", run3)),
        (cline("search_files", path=".", regex="02-gzip", file_pattern="*"),
         "[search_files for '02-gzip' in '*'] Result:\nFound 1 result.\n\nMANIFEST\n│----\n│t/01-rotate.t\n│t/02-gzip.t\n│t/03-options.t\n│----"),
        (cline("replace_in_file", path="MANIFEST", diff="------- SEARCH\nt/02-gzip.t\n=======\nt/02-compress.t\n+++++++ REPLACE"),
         cline_saved("MANIFEST", manifest)),
    ]
    add("h62-swe-20", "cline", "Cline tools (XML tool calls), workspace /home/kim/src/Log-Rotate-Tiny.", turns, state)


# ---------------------------------------------------------------- 21 OCaml + dune/alcotest, Aider (bad: session cost goes down)
def alco(run_id: str, names: list[tuple[str, int, str]], fail: str | None, secs: str) -> str:
    home = "~/src/ini_lite/_build/default/test/_build/_tests/ini"
    out = [f"Testing `ini'.\nThis run has ID `{run_id}'.\n"]
    for grp, k, nm in names:
        tag = "[FAIL]" if nm == fail else "[OK]  "
        out.append(f"  {tag}        {grp:<15}{k}   {nm}.")
    text = "\n".join(out) + "\n"
    if fail:
        text += f'''
┌──────────────────────────────────────────────────────────────────────────────┐
│ [FAIL]        parse          3   {fail}.{' ' * (44 - len(fail))}│
└──────────────────────────────────────────────────────────────────────────────┘
ASSERT parses
FAIL parses

   Expected: `Ok [("", "a", "1")]'
   Received: `Error "line 1: expected key = value"'

Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 196, characters 4-19
Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 186, characters 17-23
Called from Alcotest_engine__Monad.Identity.catch in file "src/alcotest-engine/monad.ml", line 24, characters 31-35

Logs saved to `{home}/parse.003.output'.
 ──────────────────────────────────────────────────────────────────────────────

Full test results in `{home}'.
1 failure! in {secs}. {len(names)} tests run.'''
    else:
        text += f"\nFull test results in `{home}'.\nTest Successful in {secs}. {len(names)} tests run."
    return text


def t21() -> None:
    base = [("parse", 0, "empty input"), ("parse", 1, "single section"), ("parse", 2, "key without section"), ("parse", 3, "full-line comments"),
            ("parse", 4, "duplicate keys keep last"), ("errors", 0, "unterminated section header"), ("errors", 1, "line without equals sign")]
    later = [("parse", 0, "inline comments"), ("parse", 1, "empty input"), ("parse", 2, "single section"), ("parse", 3, "key without section"),
             ("parse", 4, "full-line comments"), ("parse", 5, "duplicate keys keep last"), ("parse", 6, "colon separator"),
             ("errors", 0, "unterminated section header"), ("errors", 1, "line without equals sign")]
    state = ("Aider v0.82.2\nMain model: anthropic/claude-3-7-sonnet-20250219 with diff edit format, infinite output\n"
             "Weak model: anthropic/claude-3-5-haiku-20241022\nGit repo: .git with 12 files\nRepo-map: using 4096 tokens, auto refresh\n"
             "Working directory ~/src/ini_lite (OCaml 5.1.1, dune 3.15.2, alcotest 1.7.0, ocamlformat 0.26.2). "
             "Task: `#` comment lines make the INI parser fail; fix it and extend the parser a little.")
    run1 = ("File \"test/dune\", line 2, characters 7-15:\n2 |  (name test_ini)\n           ^^^^^^^^\n"
            + alco("Q8ZJ3K2M", base, "full-line comments", "0.001s")
            + "\nAdd 0.8k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded 31 lines of output to the chat.")
    e1 = """Lines starting with `#` fall through to `parse_pair`, which rejects them. I'll treat them as comments like `;`.

lib/ini.ml
```ocaml
<<<<<<< SEARCH
    if line = "" || line.[0] = ';' then parse_lines section acc (lineno + 1) rest
=======
    if line = "" || line.[0] = ';' || line.[0] = '#' then
      parse_lines section acc (lineno + 1) rest
>>>>>>> REPLACE
```

Tokens: 5.8k sent, 142 received. Cost: $0.02 message, $0.02 session.
Applied edit to lib/ini.ml
Commit 3e8f0b2 fix: treat lines starting with # as comments
You can use /undo to undo and discard each aider commit."""
    e2 = """I'll strip a trailing `; comment` from values before splitting the pair, and add a test for it.

lib/ini.ml
```ocaml
<<<<<<< SEARCH
let parse_pair lineno line =
  match String.index_opt line '=' with
=======
let strip_inline_comment s =
  match String.index_opt s ';' with
  | Some i -> String.trim (String.sub s 0 i)
  | None -> s

let parse_pair lineno line =
  let line = strip_inline_comment line in
  match String.index_opt line '=' with
>>>>>>> REPLACE
```

test/test_ini.ml
```ocaml
<<<<<<< SEARCH
let parse_tests =
  [
=======
let test_inline_comment () =
  check_parse "a = 1 ; note" (Ok [ ("", "a", "1") ])

let parse_tests =
  [
    test_case "inline comments" `Quick test_inline_comment;
>>>>>>> REPLACE
```

Tokens: 7.1k sent, 264 received. Cost: $0.03 message, $0.05 session.
Applied edit to lib/ini.ml
Applied edit to test/test_ini.ml
Commit 58c1da4 feat: strip inline ; comments from values
You can use /undo to undo and discard each aider commit."""
    e3 = """I'll accept `:` when a line has no `=`, and test it.

lib/ini.ml
```ocaml
<<<<<<< SEARCH
  let line = strip_inline_comment line in
  match String.index_opt line '=' with
=======
  let line = strip_inline_comment line in
  let sep = match String.index_opt line '=' with Some i -> Some i | None -> String.index_opt line ':' in
  match sep with
>>>>>>> REPLACE
```

test/test_ini.ml
```ocaml
<<<<<<< SEARCH
let parse_tests =
=======
let test_colon () = check_parse "[s]\\nk: v" (Ok [ ("s", "k", "v") ])

let parse_tests =
>>>>>>> REPLACE
```

test/test_ini.ml
```ocaml
<<<<<<< SEARCH
    test_case "duplicate keys keep last" `Quick test_duplicate_keys;
  ]
=======
    test_case "duplicate keys keep last" `Quick test_duplicate_keys;
    test_case "colon separator" `Quick test_colon;
  ]
>>>>>>> REPLACE
```

Tokens: 8.3k sent, 301 received. Cost: $0.02 message, $0.04 session.
Applied edit to lib/ini.ml
Applied edit to test/test_ini.ml
Commit c7a94e1 feat: accept ':' as key/value separator
You can use /undo to undo and discard each aider commit."""
    fmt = """File "lib/ini.ml", line 1, characters 0-0:
diff --git a/_build/default/lib/ini.ml b/_build/default/lib/.formatted/ini.ml
index 6b0e2d1..f41a8c7 100644
--- a/_build/default/lib/ini.ml
+++ b/_build/default/lib/.formatted/ini.ml
@@ -17,7 +17,11 @@ let strip_inline_comment s =
\x20
 let parse_pair lineno line =
   let line = strip_inline_comment line in
-  let sep = match String.index_opt line '=' with Some i -> Some i | None -> String.index_opt line ':' in
+  let sep =
+    match String.index_opt line '=' with
+    | Some i -> Some i
+    | None -> String.index_opt line ':'
+  in
   match sep with
   | None -> Error (Printf.sprintf "line %d: expected key = value" lineno)
   | Some i ->
Add 0.3k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"""
    turns = [
        (aider("/add lib/ini.ml test/test_ini.ml"), "Added lib/ini.ml to the chat\nAdded test/test_ini.ml to the chat"),
        (aider("/run dune build @runtest"), run1),
        (aider("Fix the parser so that lines starting with # are comments."), e1),
        (aider("/run dune build @runtest"), alco("7VN2PX1C", base, None, "0.001s") + "\nAdd 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"),
        (aider("Also strip inline comments after values, like `a = 1 ; note`, with a test."), e2),
        (aider("And accept `k: v` as well as `k = v`, with a test."), e3),
        (aider("/run dune build @runtest"), alco("L0TQ6W9E", later, None, "0.002s") + "\nAdd 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"),
        (aider("/git log --oneline -5"),
         "c7a94e1 feat: accept ':' as key/value separator\n58c1da4 feat: strip inline ; comments from values\n3e8f0b2 fix: treat lines starting with # as comments\n"
         "a09d5f3 Add errors test group\n6e2b18c Initial INI parser"),
        (aider("/run dune build @fmt"), fmt),
        (aider("/run dune promote"), "Promoting _build/default/lib/.formatted/ini.ml to lib/ini.ml.\nAdd 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"),
    ]
    add("h62-swe-21", "aider", "Aider chat session in ~/src/ini_lite; slash commands and model replies are printed as in the terminal.", turns, state, bad=True, turn=6,
        kind="aider reports the session cost as $0.04 after a $0.02 message although the previous message had already brought it to $0.05")


# ---------------------------------------------------------------- 22 Vue + vitest, OpenHands (bad: vitest version drifts)
TS_CART = """import { computed, ref } from 'vue';

export interface CartLine {
  sku: string;
  name: string;
  unitPriceCents: number;
  qty: number;
}

const TAX_RATE = 0.19;

export function useCart(initial: CartLine[] = []) {
  const lines = ref<CartLine[]>([...initial]);

  const subtotalCents = computed(() =>
    lines.value.reduce((sum, l) => sum + l.unitPriceCents * l.qty, 0),
  );
  const taxCents = computed(() => Math.floor(subtotalCents.value * TAX_RATE));
  const totalCents = computed(() => subtotalCents.value + taxCents.value);

  function add(line: CartLine) {
    const existing = lines.value.find((l) => l.sku === line.sku);
    if (existing) existing.qty += line.qty;
    else lines.value.push({ ...line });
  }

  function remove(sku: string) {
    lines.value = lines.value.filter((l) => l.sku !== sku);
  }

  return { lines, subtotalCents, taxCents, totalCents, add, remove };
}"""

VUE_SUMMARY = """<script setup lang="ts">
import { useCart, type CartLine } from '@/composables/useCart';
import { formatEuro } from '@/utils/money';

const props = defineProps<{ items: CartLine[] }>();
const { lines, subtotalCents, taxCents, totalCents } = useCart(props.items);
</script>

<template>
  <section class="cart-summary" aria-labelledby="cart-summary-title">
    <h2 id="cart-summary-title">Order summary</h2>
    <ul>
      <li v-for="line in lines" :key="line.sku" data-test="line">
        {{ line.qty }} × {{ line.name }}
        <span>{{ formatEuro(line.unitPriceCents * line.qty) }}</span>
      </li>
    </ul>
    <dl>
      <dt>Subtotal</dt>
      <dd data-test="subtotal">{{ formatEuro(subtotalCents) }}</dd>
      <dt>VAT (19%)</dt>
      <dd data-test="tax">{{ formatEuro(taxCents) }}</dd>
      <dt>Total</dt>
      <dd data-test="total">{{ formatEuro(totalCents) }}</dd>
    </dl>
  </section>
</template>"""

CART_SPEC = """import { describe, expect, it } from 'vitest';
import { useCart } from './useCart';

const shirt = { sku: 'TS-01', name: 'T-shirt', unitPriceCents: 1299, qty: 2 };

describe('useCart', () => {
  it('sums line totals', () => {
    expect(useCart([shirt]).subtotalCents.value).toBe(2598);
  });

  it('rounds VAT half up to the cent', () => {
    expect(useCart([shirt]).taxCents.value).toBe(494);
  });

  it('merges quantities for the same sku', () => {
    const cart = useCart([shirt]);
    cart.add({ ...shirt, qty: 1 });
    expect(cart.lines.value).toHaveLength(1);
    expect(cart.lines.value[0].qty).toBe(3);
  });

  it('removes a line by sku', () => {
    const cart = useCart([shirt]);
    cart.remove('TS-01');
    expect(cart.totalCents.value).toBe(0);
  });
});
"""


def t22() -> None:
    root = "/workspace/shop-ui"
    cp = f"{root}/src/composables/useCart.ts"
    fixed = TS_CART.replace("Math.floor(subtotalCents.value * TAX_RATE)", "Math.round(subtotalCents.value * TAX_RATE)")
    snip, start = around(fixed, "Math.round(", 3, 2)
    state = (f"OpenHands sandbox, repository {root} (Vue 3.4 + Vite 5 + TypeScript, vitest with @vue/test-utils and jsdom, @vitest/coverage-v8). "
             "Bug: the cart shows €4.93 VAT on a €25.98 subtotal; finance expects €4.94 (round to nearest cent).")
    files = [("src/utils/money.spec.ts", 5, "4ms"), ("src/stores/catalog.spec.ts", 9, "12ms"), ("src/components/ProductCard.spec.ts", 7, "61ms"),
             ("src/composables/useSearch.spec.ts", 6, "9ms"), ("src/router/guards.spec.ts", 5, "7ms")]
    fail = (f"\n RUN  v1.6.0 {root}\n\n"
            + "\n".join(f" ✓ {f}  ({n} tests) {t}" for f, n, t in files[:2])
            + "\n ❯ src/components/CartSummary.spec.ts  (6 tests | 1 failed) 48ms\n"
            "   ❯ src/components/CartSummary.spec.ts > CartSummary > rounds VAT to the nearest cent\n"
            "     → expected '€4.93' to be '€4.94' // Object.is equality\n"
            + "\n".join(f" ✓ {f}  ({n} tests) {t}" for f, n, t in files[2:])
            + "\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n"
            " FAIL  src/components/CartSummary.spec.ts > CartSummary > rounds VAT to the nearest cent\n"
            "AssertionError: expected '€4.93' to be '€4.94' // Object.is equality\n\n- Expected\n+ Received\n\n- €4.94\n+ €4.93\n\n"
            " ❯ src/components/CartSummary.spec.ts:57:53\n"
            "     55|       props: { items: [{ sku: 'TS-01', name: 'T-shirt', unitPriceCents: 1299, qty: 2 }] },\n"
            "     56|     });\n"
            "     57|     expect(wrapper.get('[data-test=\"tax\"]').text()).toBe('€4.94');\n"
            "       |                                                     ^\n"
            "     58|     expect(wrapper.get('[data-test=\"total\"]').text()).toBe('€30.92');\n"
            "     59|   });\n\n"
            "⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯\n\n"
            " Test Files  1 failed | 5 passed (6)\n      Tests  1 failed | 37 passed (38)\n   Start at  10:42:17\n"
            "   Duration  2.31s (transform 412ms, setup 0ms, collect 1.08s, tests 141ms, environment 1.71s, prepare 688ms)\n")
    one = (f"\n RUN  v1.6.0 {root}\n\n ✓ src/components/CartSummary.spec.ts  (6 tests) 44ms\n\n"
           " Test Files  1 passed (1)\n      Tests  6 passed (6)\n   Start at  10:44:03\n"
           "   Duration  1.12s (transform 201ms, setup 0ms, collect 396ms, tests 44ms, environment 402ms, prepare 97ms)\n")
    all_files = files[:2] + [("src/components/CartSummary.spec.ts", 6, "45ms")] + files[2:] + [("src/composables/useCart.spec.ts", 4, "3ms")]

    def ok_run(ver: str, start_at: str, dur: str, extra: str = "") -> str:
        return (f"\n RUN  v{ver} {root}\n{extra}\n" + "\n".join(f" ✓ {f}  ({n} tests) {t}" for f, n, t in all_files)
                + f"\n\n Test Files  7 passed (7)\n      Tests  42 passed (42)\n   Start at  {start_at}\n   Duration  {dur}\n")
    cov = """
 % Coverage report from v8
-------------------|---------|----------|---------|---------|-------------------
File               | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
-------------------|---------|----------|---------|---------|-------------------
All files          |   91.42 |    86.95 |   88.88 |   91.42 |
 components        |   94.28 |     87.5 |     100 |   94.28 |
  CartSummary.vue  |     100 |      100 |     100 |     100 |
  ProductCard.vue  |   89.65 |       80 |     100 |   89.65 | 41-43
 composables       |   92.85 |    90.90 |   85.71 |   92.85 |
  useCart.ts       |     100 |      100 |     100 |     100 |
  useSearch.ts     |   85.71 |    83.33 |      75 |   85.71 | 27-30
 router            |   87.50 |    75.00 |     100 |   87.50 |
  guards.ts        |   87.50 |    75.00 |     100 |   87.50 | 18-19
 stores            |   88.88 |    83.33 |   83.33 |   88.88 |
  catalog.ts       |   88.88 |    83.33 |   83.33 |   88.88 | 52-55,61
 utils             |     100 |      100 |     100 |     100 |
  money.ts         |     100 |      100 |     100 |     100 |
-------------------|---------|----------|---------|---------|-------------------"""
    turns = [
        (bash(f"cd {root} && node -v && npx vitest --version"), oh_bash("v20.11.1\nvitest/1.6.0 linux-x64 node-v20.11.1", root)),
        (bash("npx vitest run"), oh_bash(fail, root, 1)),
        (editor("view", f"{root}/src/components/CartSummary.vue"), cat_n(f"{root}/src/components/CartSummary.vue", VUE_SUMMARY)),
        (editor("view", cp), cat_n(cp, TS_CART)),
        (editor("str_replace", cp, old_str="  const taxCents = computed(() => Math.floor(subtotalCents.value * TAX_RATE));",
                new_str="  const taxCents = computed(() => Math.round(subtotalCents.value * TAX_RATE));"), edited(cp, snip, start)),
        (bash("npx vitest run src/components/CartSummary.spec.ts"), oh_bash(one, root)),
        (bash("git status --short && git stash list | wc -l"), oh_bash(" M src/composables/useCart.ts\n0", root)),
        (editor("create", f"{root}/src/composables/useCart.spec.ts", file_text=CART_SPEC), f"File created successfully at: {root}/src/composables/useCart.spec.ts"),
        (bash("npx vitest run"), oh_bash(ok_run("1.6.0", "10:46:29", "2.18s (transform 455ms, setup 0ms, collect 1.19s, tests 141ms, environment 1.83s, prepare 702ms)"), root)),
        (bash("npx vue-tsc --noEmit"), oh_bash("", root)),
        (bash("npx vitest run --coverage"),
         oh_bash(ok_run("1.5.2", "10:48:52", "3.04s (transform 498ms, setup 0ms, collect 1.27s, tests 152ms, environment 1.79s, prepare 731ms)",
                        "      Coverage enabled with v8\n") + cov, root)),
        (bash("git status --short"), oh_bash(" M src/composables/useCart.ts\n?? src/composables/useCart.spec.ts", root)),
    ]
    add("h62-swe-22", "openhands", f"OpenHands runtime, repository {root}.", turns, state, bad=True, turn=11,
        kind="the coverage run prints vitest v1.5.2 while --version and every earlier run showed v1.6.0 and nothing reinstalled it")


def main() -> None:
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build()
    ROWS.write()


if __name__ == "__main__":
    main()
