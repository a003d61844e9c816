# ruff: noqa: E501
"""Held-out set h53, domain ``swe``: 22 coding-agent sandbox trajectories (11 clean, 11 with one contradiction).

Each trajectory drives a different stack (Django, FastAPI, Flask, Rails, Laravel, Elixir, Kotlin, .NET, Deno,
Bun, alembic, flyway, Go, Rust, Express, Crystal, Zig, Haskell, Gleam, OCaml, Clojure, Spring) through one of
several agent harnesses (OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline, Codex CLI). Observations
follow the output format of each harness's tools. Written blind, without reading any checker; deterministic,
standard library plus rowkit2 only.
"""

from __future__ import annotations

import json
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
    pj,
)

TASK = "swe"

SYSTEM_HEAD = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Resources created in previous turns persist; values established in prior turns (file paths, file contents, hashes, test counts, etc.) must be reused accurately. State transitions must be **deterministic** and **traceable**: if a file was just created, subsequent reads return its content; if it was deleted, subsequent access returns an appropriate error. Do not fabricate or alter previously established information.

---

# Environment Execution

- Parse the tool name and arguments, validate required parameters, and dispatch to the matching simulation logic.
- For shell commands, consider the working directory, produce stdout/stderr as appropriate, and return realistic exit codes (0 for success, non-zero for errors, 127 for command not found).
- File write operations create or modify files; deletions remove resources. Long-running or background commands get plausible PIDs and timestamps.
- Simulate realistic errors: `No such file or directory`, `Permission denied`, PEP 668 errors for pip, build and test failures in the build system's own words.

---

# Key Principles

## Format
Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special format markers.

## Factuality
Ensure content aligns with actual tool behavior: correct parameter handling and return types, no fabricated paths or system information.

## Consistency
Correctly reference resources from previous turns, respect state transitions (create → modify → delete), and never contradict historical information.

## Realism
Reasonable numerical values (file sizes, timestamps, PIDs, durations), correct tool-specific behavioral patterns, temporal plausibility.

## Quality
No unreasonable truncation or omission; sufficient detail for subsequent reasoning; balanced verbosity.

---

# Input Definitions & Action Space

"""

SYSTEM_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the observation after **Environment Observation:**."""


def _t(name: str, desc: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"name": name, "description": desc,
            "parameters": {"type": "object", "properties": props, "required": required}}


_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}

HARNESS_TOOLS: dict[str, list[dict[str, Any]]] = {
    "OpenHands": [
        _t("execute_bash", "Execute a bash command in the terminal. Output ends with the exit code and the working directory (and the Python interpreter in Python sandboxes).", {"command": _S, "is_input": _S, "timeout": _I}, ["command"]),
        _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` prints the file with `cat -n`; `str_replace` replaces exactly one occurrence and prints a snippet; `create` writes a new file.", {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": _S, "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": _I, "view_range": {"type": "array", "items": _I}}, ["command", "path"]),
    ],
    "Claude Code": [
        _t("Bash", "Executes a bash command in a persistent shell session and returns stdout and stderr.", {"command": _S, "description": _S, "timeout": _I}, ["command"]),
        _t("Read", "Reads a file from the local filesystem. Output uses cat -n format with line numbers followed by an arrow.", {"file_path": _S, "offset": _I, "limit": _I}, ["file_path"]),
        _t("Edit", "Performs exact string replacement in a file and shows a snippet of the edited file.", {"file_path": _S, "old_string": _S, "new_string": _S, "replace_all": _B}, ["file_path", "old_string", "new_string"]),
        _t("Write", "Writes a file to the local filesystem.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("Grep", "Searches file contents with ripgrep.", {"pattern": _S, "path": _S, "glob": _S, "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "-n": _B}, ["pattern"]),
        _t("Glob", "Fast file pattern matching; returns matching paths sorted by modification time.", {"pattern": _S, "path": _S}, ["pattern"]),
    ],
    "SWE-agent": [
        _t("open", "open <path> [<line_number>]: opens the file in the editor window (100 lines) and optionally moves to the line.", {"path": _S, "line_number": _I}, ["path"]),
        _t("goto", "goto <line_number>: moves the window to show the line.", {"line_number": _I}, ["line_number"]),
        _t("scroll_down", "scroll_down: moves the window down 100 lines.", {}, []),
        _t("create", "create <filename>: creates and opens a new file.", {"filename": _S}, ["filename"]),
        _t("edit", "edit <start_line>:<end_line>\\n<replacement_text>\\nend_of_edit: replaces the lines in the open file and shows the updated window.", {"start_line": _I, "end_line": _I, "replacement_text": _S}, ["start_line", "end_line", "replacement_text"]),
        _t("search_dir", "search_dir <search_term> [<dir>]: searches for the term in all files in dir.", {"search_term": _S, "dir": _S}, ["search_term"]),
        _t("search_file", "search_file <search_term> [<file>]: searches for the term in the file.", {"search_term": _S, "file": _S}, ["search_term"]),
        _t("find_file", "find_file <file_name> [<dir>]: finds all files with the given name.", {"file_name": _S, "dir": _S}, ["file_name"]),
        _t("bash", "Any other shell command, run in the repository; output is followed by the open file, the current directory and the prompt.", {"command": _S}, ["command"]),
    ],
    "Gemini CLI": [
        _t("read_file", "Reads and returns the content of a file.", {"absolute_path": _S, "offset": _I, "limit": _I}, ["absolute_path"]),
        _t("write_file", "Writes content to a file.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("replace", "Replaces text within a file.", {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _I}, ["file_path", "old_string", "new_string"]),
        _t("list_directory", "Lists the names of files and subdirectories directly within a directory.", {"path": _S}, ["path"]),
        _t("glob", "Finds files matching a glob pattern, sorted by modification time (newest first).", {"pattern": _S, "path": _S}, ["pattern"]),
        _t("search_file_content", "Searches for a regular expression pattern within the content of files.", {"pattern": _S, "path": _S, "include": _S}, ["pattern"]),
        _t("run_shell_command", "Executes a shell command as `bash -c <command>` and reports Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", {"command": _S, "description": _S, "directory": _S}, ["command"]),
    ],
    "Cline": [
        _t("execute_command", "Execute a CLI command on the system.", {"command": _S, "requires_approval": _B}, ["command", "requires_approval"]),
        _t("read_file", "Read the contents of a file at the specified path.", {"path": _S}, ["path"]),
        _t("replace_in_file", "Replace sections of content in an existing file using SEARCH/REPLACE blocks; returns the full updated file.", {"path": _S, "diff": _S}, ["path", "diff"]),
        _t("write_to_file", "Write content to a file at the specified path.", {"path": _S, "content": _S}, ["path", "content"]),
        _t("list_files", "List files and directories within the specified directory.", {"path": _S, "recursive": _B}, ["path"]),
        _t("search_files", "Regex search across files in a directory, with context.", {"path": _S, "regex": _S, "file_pattern": _S}, ["path", "regex"]),
    ],
    "Codex CLI": [
        _t("shell", "Runs a command (argv list) and returns JSON with output and metadata (exit_code, duration_seconds). `apply_patch` takes a patch in the *** Begin Patch format.", {"command": {"type": "array", "items": _S}, "workdir": _S, "timeout_ms": _I}, ["command"]),
    ],
    "Aider": [
        _t("/run", "/run <command>: runs a shell command and shows its output, then asks whether to add it to the chat.", {"command": _S}, ["command"]),
        _t("/add", "/add <files>: adds files to the chat so they can be edited.", {"files": _S}, ["files"]),
        _t("/git", "/git <args>: runs a git command.", {"args": _S}, ["args"]),
        _t("/diff", "/diff: shows the diff of changes since the last message.", {}, []),
        _t("edit", "A SEARCH/REPLACE block on a file in the chat; aider applies it and auto-commits with a generated message.", {"path": _S, "search": _S, "replace": _S}, ["path", "search", "replace"]),
    ],
}


def system(harness: str, root: str) -> str:
    tools = json.dumps(HARNESS_TOOLS[harness], indent=1, ensure_ascii=False)
    return (SYSTEM_HEAD + f"The agent harness is **{harness}**, working on the repository at `{root}`. "
            f"You can simulate the following tools:\n\n{tools}" + SYSTEM_TAIL)


# ---- OpenHands ---------------------------------------------------------------------------------------

def oh(out: str, cwd: str, code: int = 0, py: str | None = "/opt/miniconda3/envs/testbed/bin/python") -> str:
    tail = f"[The command completed with exit code {code}.]\n[Current working directory: {cwd}]"
    if py:
        tail += f"\n[Python interpreter: {py}]"
    return ((out.rstrip("\n") + "\n") if out else "") + tail


# ---- Claude Code -------------------------------------------------------------------------------------

def arrow(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:>6}→{line}" for i, line in enumerate(text.split("\n"), start))


def cc_edit(path: str, text: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + arrow(text, start))


# ---- SWE-agent ---------------------------------------------------------------------------------------

def sa_act(cmd: str) -> str:
    return "```\n" + cmd + "\n```"


def sa_tail(open_file: str, cwd: str) -> str:
    return f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def sa_window(path: str, text: str, first: int = 1, last: int | None = None) -> str:
    lines = text.split("\n")
    last = len(lines) if last is None else min(last, len(lines))
    body = "\n".join(f"{i}:{lines[i - 1]}" for i in range(first, last + 1))
    head = f"[File: {path} ({len(lines)} lines total)]\n"
    if first > 1:
        head += f"({first - 1} more lines above)\n"
    tail = f"\n({len(lines) - last} more lines below)" if last < len(lines) else ""
    return head + body + tail


SA_UPDATED = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
              "duplicate lines, etc). Edit the file again if necessary.")


# ---- Gemini CLI --------------------------------------------------------------------------------------

def g_read(path: str) -> str:
    return call("read_file", absolute_path=path)


def g_run(cmd: str, out: str, err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)") -> str:
    """Gemini CLI run_shell_command result with stderr and background PIDs."""
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


# ---- Cline -------------------------------------------------------------------------------------------

def cl_cmd(cmd: str) -> str:
    return f"<execute_command>\n<command>{cmd}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"


def cl_out(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip()}"


def cl_read(path: str) -> str:
    return f"<read_file>\n<path>{path}</path>\n</read_file>"


def cl_replace(path: str, search: str, replace: str) -> str:
    return (f"<replace_in_file>\n<path>{path}</path>\n<diff>\n------- SEARCH\n{search}\n=======\n{replace}\n"
            f"+++++++ REPLACE\n</diff>\n</replace_in_file>")


def cl_saved(path: str, content: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n"
            f"{content}\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the final_file_content "
            f"shown above as your reference. This content reflects the current state of the file, including any "
            f"auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). "
            f"Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


# ---- Codex CLI ---------------------------------------------------------------------------------------

def cx(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(out: str, code: int = 0, secs: float = 0.1) -> str:
    return pj({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}})


# ---- Aider -------------------------------------------------------------------------------------------

def ai_block(path: str, search: str, replace: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


def ai_run(out: str) -> str:
    return (f"{out.rstrip()}\nAdd command output to the chat? (Y)es/(N)o [Yes]: y\n"
            f"Added {len(out.rstrip().splitlines())} lines of output to the chat.")


# ---- shared ------------------------------------------------------------------------------------------

def swap(text: str, old: str, new: str) -> str:
    """Replace exactly one occurrence (guards the fixtures below against silent no-ops)."""
    assert text.count(old) == 1, old
    return text.replace(old, new)


def snip(text: str, first: int, last: int) -> str:
    """Lines first..last (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[first - 1:last])


def progress(total: int, marks: dict[int, str] | None = None, width: int = 80) -> str:
    """pytest -q progress lines: one char per test, the percentage at the right margin."""
    marks = marks or {}
    chars = [marks.get(i, ".") for i in range(1, total + 1)]
    per = width - 8
    out, done = [], 0
    for k in range(0, total, per):
        chunk = chars[k:k + per]
        done += len(chunk)
        pct = f"[{done * 100 // total:3d}%]"
        out.append("".join(chunk).ljust(per) + " " + pct)
    return "\n".join(out)


def stat(files: list[tuple[str, int, int]]) -> str:
    """git diff --stat for (path, insertions, deletions) rows."""
    w = max(len(p) for p, _, _ in files)
    cw = max(len(str(a + d)) for _, a, d in files)
    rows = [f" {p.ljust(w)} | {str(a + d).rjust(cw)} {'+' * a}{'-' * d}" for p, a, d in files]
    ins, dels = sum(a for _, a, _ in files), sum(d for _, _, d in files)
    n = len(files)
    summary = f" {n} file{'s' if n > 1 else ''} changed"
    if ins:
        summary += f", {ins} insertion{'s' if ins > 1 else ''}(+)"
    if dels:
        summary += f", {dels} deletion{'s' if dels > 1 else ''}(-)"
    return "\n".join(rows + [summary])


# =====================================================================================================
# 01  Django + poetry, OpenHands — clean
# =====================================================================================================

DJ_MODELS = '''from datetime import date
from decimal import Decimal

from django.db import models
from django.db.models import F, Sum
from django.utils import timezone


class InvoiceQuerySet(models.QuerySet):
    def open(self):
        return self.filter(status__in=[Invoice.Status.SENT, Invoice.Status.PARTIAL])

    def overdue(self, today: date | None = None):
        today = today or timezone.localdate()
        return self.open().filter(due_date__lte=today)

    def with_balance(self):
        return self.annotate(
            paid_total=Sum("payments__amount", default=Decimal("0.00")),
        ).annotate(balance=F("total") - F("paid_total"))


class Invoice(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        SENT = "sent", "Sent"
        PARTIAL = "partial", "Partially paid"
        PAID = "paid", "Paid"
        VOID = "void", "Void"

    number = models.CharField(max_length=32, unique=True)
    customer = models.ForeignKey("crm.Customer", on_delete=models.PROTECT, related_name="invoices")
    issued_on = models.DateField()
    due_date = models.DateField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.DRAFT)
    total = models.DecimalField(max_digits=12, decimal_places=2)
    currency = models.CharField(max_length=3, default="EUR")

    objects = InvoiceQuerySet.as_manager()

    class Meta:
        ordering = ["-issued_on", "number"]
        indexes = [models.Index(fields=["status", "due_date"])]

    def __str__(self) -> str:
        return f"{self.number} ({self.get_status_display()})"

    @property
    def is_overdue(self) -> bool:
        return Invoice.objects.overdue().filter(pk=self.pk).exists()'''


def t01(rs: RowSet) -> None:
    root = "/workspace/ledgerly"
    path = f"{root}/billing/models.py"
    fixed = swap(DJ_MODELS, "due_date__lte=today", "due_date__lt=today")
    py = "/workspace/ledgerly/.venv/bin/python"
    mgr = "<django.db.models.manager.ManagerFromInvoiceQuerySet object at 0x7f3b2c21a9d0>"
    fail = f"""{progress(24, {9: "F"})}
=================================== FAILURES ===================================
______________________ test_invoice_due_today_not_overdue ______________________

invoice_factory = <function invoice_factory.<locals>.make at 0x7f3b2c1e4d30>

    @pytest.mark.django_db
    def test_invoice_due_today_not_overdue(invoice_factory):
        today = date(2024, 5, 14)
        inv = invoice_factory(status=Invoice.Status.SENT, due_date=today)
>       assert inv not in Invoice.objects.overdue(today=today)
E       assert <Invoice: INV-2024-0113 (Sent)> not in <InvoiceQuerySet [<Invoice: INV-2024-0113 (Sent)>]>
E        +  where <InvoiceQuerySet [<Invoice: INV-2024-0113 (Sent)>]> = <bound method InvoiceQuerySet.overdue of {mgr}>(today=datetime.date(2024, 5, 14))
E        +    where <bound method InvoiceQuerySet.overdue of {mgr}> = {mgr}.overdue
E        +      where {mgr} = Invoice.objects

billing/tests/test_invoices.py:88: AssertionError
=========================== short test summary info ============================
FAILED billing/tests/test_invoices.py::test_invoice_due_today_not_overdue - assert <Invoice: INV-2024-0113 (Sent)> not in <InvoiceQuerySet [<Invoice: INV-2024-0113 (Sent)>]>
1 failed, 23 passed in 1.84s"""
    full = progress(215, {41: "s", 42: "s", 160: "s"}) + "\n212 passed, 3 skipped in 14.62s"
    diff = """diff --git a/billing/models.py b/billing/models.py
index 4e1b9a7..c2d05f3 100644
--- a/billing/models.py
+++ b/billing/models.py
@@ -12,7 +12,7 @@ class InvoiceQuerySet(models.QuerySet):
\x20
     def overdue(self, today: date | None = None):
         today = today or timezone.localdate()
-        return self.open().filter(due_date__lte=today)
+        return self.open().filter(due_date__lt=today)
\x20
     def with_balance(self):
         return self.annotate("""
    nlines = len(DJ_MODELS.split("\n"))
    turns = [
        (bash("cd /workspace/ledgerly && git checkout -b fix/overdue-due-today && git log --oneline -3"),
         oh("""Switched to a new branch 'fix/overdue-due-today'
3b8e71d (HEAD -> fix/overdue-due-today, origin/main, origin/HEAD, main) Merge pull request #418 from ledgerly/chore/django-5.0.6
a0c94f2 Bump django from 5.0.4 to 5.0.6
6e15d3b billing: add PARTIAL status to open() queryset""", root, py=py)),
        (editor("view", path, view_range=[1, nlines]), cat_n(path, DJ_MODELS)),
        (bash("poetry run pytest billing/tests/test_invoices.py -q"), oh(fail, root, 1, py=py)),
        (editor("str_replace", path, old_str="        return self.open().filter(due_date__lte=today)",
                new_str="        return self.open().filter(due_date__lt=today)"),
         edited(path, snip(fixed, 11, 19), 11)),
        (bash("poetry run pytest billing/tests/test_invoices.py -q"),
         oh(progress(24) + "\n24 passed in 1.71s", root, py=py)),
        (bash("poetry run python manage.py makemigrations billing --check --dry-run"),
         oh("No changes detected in app 'billing'", root, py=py)),
        (bash("poetry run pytest -q -p no:cacheprovider"), oh(full, root, py=py)),
        (bash("git diff"), oh(diff, root, py=py)),
        (bash('git commit -am "billing: invoices due today are not overdue (#421)" && git log --oneline -3'),
         oh("""[fix/overdue-due-today 7c41e0a] billing: invoices due today are not overdue (#421)
 1 file changed, 1 insertion(+), 1 deletion(-)
7c41e0a (HEAD -> fix/overdue-due-today) billing: invoices due today are not overdue (#421)
3b8e71d (origin/main, origin/HEAD, main) Merge pull request #418 from ledgerly/chore/django-5.0.6
a0c94f2 Bump django from 5.0.4 to 5.0.6""", root, py=py)),
    ]
    state = ("OpenHands sandbox, user `openhands`, repository /workspace/ledgerly (Django 5.0.6, Python 3.12, "
             "dependencies managed by poetry in /workspace/ledgerly/.venv, SQLite test database). Branch `main`, clean "
             "working tree. Issue #421: \"Invoices due today show up in the overdue report; only invoices past their "
             "due date should.\"")
    rs.add(TASK, "h53-swe-01", system("OpenHands", root), turns, state=state)


# =====================================================================================================
# 02  FastAPI + uv, Claude Code — contradiction: DEFAULT_PAGE_SIZE line drifts in a Grep
# =====================================================================================================

FA_LINKS = '''from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import Link
from app.schemas import LinkCreate, LinkOut, LinkPage
from app.shortcode import new_code

router = APIRouter(prefix="/links", tags=["links"])

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 200


@router.get("", response_model=LinkPage)
async def list_links(
    owner: str | None = None,
    offset: int = Query(0, ge=0),
    limit: int = Query(DEFAULT_PAGE_SIZE, ge=1),
    session: AsyncSession = Depends(get_session),
) -> LinkPage:
    stmt = select(Link).order_by(Link.created_at.desc())
    if owner is not None:
        stmt = stmt.where(Link.owner == owner)
    rows = (await session.scalars(stmt.offset(offset).limit(limit))).all()
    return LinkPage(items=[LinkOut.model_validate(r) for r in rows], offset=offset, limit=limit)


@router.post("", response_model=LinkOut, status_code=status.HTTP_201_CREATED)
async def create_link(payload: LinkCreate, session: AsyncSession = Depends(get_session)) -> LinkOut:
    link = Link(code=new_code(), target=str(payload.target), owner=payload.owner,
                created_at=datetime.now(timezone.utc))
    session.add(link)
    await session.commit()
    await session.refresh(link)
    return LinkOut.model_validate(link)


@router.get("/{code}", response_model=LinkOut)
async def get_link(code: str, session: AsyncSession = Depends(get_session)) -> LinkOut:
    link = await session.scalar(select(Link).where(Link.code == code))
    if link is None:
        raise HTTPException(status_code=404, detail=f"link {code!r} not found")
    return LinkOut.model_validate(link)'''

FA_TESTS_84 = '''async def test_list_links_default_limit(client, seed_links):
    await seed_links(60)
    resp = await client.get("/links")
    assert resp.status_code == 200
    body = resp.json()
    assert body["limit"] == 50
    assert len(body["items"]) == 50


async def test_list_links_limit_above_max(client):
    resp = await client.get("/links", params={"limit": 500})
    assert resp.status_code == 422
    detail = resp.json()["detail"][0]
    assert detail["loc"] == ["query", "limit"]
    assert detail["type"] == "less_than_equal"


async def test_list_links_limit_at_max(client, seed_links):
    await seed_links(5)
    resp = await client.get("/links", params={"limit": 200})'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/shortlink-api"
    path = f"{root}/app/routers/links.py"
    fixed = swap(FA_LINKS, "limit: int = Query(DEFAULT_PAGE_SIZE, ge=1),", "limit: int = Query(DEFAULT_PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE),")
    fail = f"""{progress(40, {11: "F"})}
=================================== FAILURES ===================================
_______________________ test_list_links_limit_above_max ________________________

client = <httpx.AsyncClient object at 0x7f1e9c3b2a10>

    async def test_list_links_limit_above_max(client):
        resp = await client.get("/links", params={{"limit": 500}})
>       assert resp.status_code == 422
E       assert 200 == 422
E        +  where 200 = <Response [200 OK]>.status_code

tests/test_links.py:95: AssertionError
=========================== short test summary info ============================
FAILED tests/test_links.py::test_list_links_limit_above_max - assert 200 == 422
1 failed, 39 passed in 0.93s"""
    grep = f"""{root}/app/routers/links.py:14:DEFAULT_PAGE_SIZE = 25
{root}/app/routers/links.py:15:MAX_PAGE_SIZE = 200
{root}/app/routers/links.py:22:    limit: int = Query(DEFAULT_PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE),
{root}/app/routers/tags.py:9:from app.routers.links import DEFAULT_PAGE_SIZE
{root}/app/routers/tags.py:17:    limit: int = Query(DEFAULT_PAGE_SIZE, ge=1),"""
    diff = """diff --git a/app/routers/links.py b/app/routers/links.py
index 9d1c3e2..5b7f0a8 100644
--- a/app/routers/links.py
+++ b/app/routers/links.py
@@ -19,7 +19,7 @@ MAX_PAGE_SIZE = 200
 async def list_links(
     owner: str | None = None,
     offset: int = Query(0, ge=0),
-    limit: int = Query(DEFAULT_PAGE_SIZE, ge=1),
+    limit: int = Query(DEFAULT_PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE),
     session: AsyncSession = Depends(get_session),
 ) -> LinkPage:
     stmt = select(Link).order_by(Link.created_at.desc())"""
    turns = [
        (call("Bash", command="uv run pytest -q", description="Run the test suite"), fail),
        (call("Read", file_path=path), arrow(FA_LINKS)),
        (call("Read", file_path=f"{root}/tests/test_links.py", offset=84, limit=20), arrow(FA_TESTS_84, 84)),
        (call("Edit", file_path=path, old_string="    limit: int = Query(DEFAULT_PAGE_SIZE, ge=1),",
              new_string="    limit: int = Query(DEFAULT_PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE),"),
         cc_edit(path, snip(fixed, 17, 28), 17)),
        (call("Grep", pattern="PAGE_SIZE", path=f"{root}/app", output_mode="content", **{"-n": True}), grep),
        (call("Bash", command="uv run pytest -q", description="Re-run the test suite"),
         progress(40) + "\n40 passed in 0.88s"),
        (call("Bash", command="git diff", description="Show the change"), diff),
        (call("Bash", command="uv run ruff check app tests && uv run ruff format --check app tests",
              description="Lint and format check"), "All checks passed!\n23 files already formatted"),
    ]
    state = ("Claude Code session in /home/dev/shortlink-api (FastAPI 0.111, SQLAlchemy 2.0 async, Python 3.12; "
             "environment managed by uv, .venv already synced). Branch `fix/limit-cap`. Bug report: GET /links?limit=500 "
             "returns 500 rows instead of a 422 validation error; the documented maximum page size is 200.")
    rs.add(TASK, "h53-swe-02", system("Claude Code", root), turns, state=state, bad=True, turn=5,
           kind="Grep shows links.py line 14 as DEFAULT_PAGE_SIZE = 25 though the earlier Read showed 50 and no edit touched that line")


# =====================================================================================================
# 03  Flask + poetry, SWE-agent — contradiction: a commit hash in git log changes
# =====================================================================================================

FL_EXPORT = '''import csv
import io
from datetime import timezone

from flask import Blueprint, Response, request
from flask_login import current_user, login_required

from bookmarks.models import Bookmark

bp = Blueprint("export", __name__, url_prefix="/api/bookmarks")

FIELDS = ["url", "title", "tags", "created_at", "archived"]


def _row(bm: Bookmark) -> list[str]:
    return [
        bm.url,
        bm.title or "",
        " ".join(sorted(t.name for t in bm.tags)),
        bm.created_at.astimezone(timezone.utc).isoformat(timespec="seconds"),
        "1" if bm.archived else "0",
    ]


@bp.get("/export")
@login_required
def export_bookmarks() -> Response:
    fmt = request.args.get("format", "csv")
    if fmt != "csv":
        return Response(f"unsupported format: {fmt}\\n", status=400, mimetype="text/plain")
    query = Bookmark.query.filter_by(owner_id=current_user.id).order_by(Bookmark.created_at)
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(FIELDS)
    for bm in query:
        buf.write(",".join(_row(bm)) + "\\n")
    return Response(
        buf.getvalue(),
        mimetype="text/csv",
        headers={"Content-Disposition": "attachment; filename=bookmarks.csv"},
    )'''


def t03(rs: RowSet) -> None:
    root = "/flask-bookmarks"
    path = f"{root}/bookmarks/api/export.py"
    old_line = '        buf.write(",".join(_row(bm)) + "\\n")'
    n = FL_EXPORT.split("\n").index(old_line) + 1
    fixed = swap(FL_EXPORT, old_line, "        writer.writerow(_row(bm))")
    log = """e41b7d2 (HEAD -> main, origin/main) Merge pull request #231 from tkoval/tag-normalize
9a03c5f Normalize tag names to lowercase on save
58d1e60 Bump Werkzeug to 3.0.3
c2f7a19 Add /api/bookmarks/export endpoint"""
    log2 = swap(log, "9a03c5f", "4b7e19a")
    tests = """tests/api/test_export.py::test_export_requires_login PASSED                [ 14%]
tests/api/test_export.py::test_export_header_row PASSED                    [ 28%]
tests/api/test_export.py::test_export_only_own_bookmarks PASSED            [ 42%]
tests/api/test_export.py::test_export_orders_by_created_at PASSED          [ 57%]
tests/api/test_export.py::test_export_title_with_comma_is_quoted PASSED    [ 71%]
tests/api/test_export.py::test_export_title_with_quotes_is_escaped PASSED  [ 85%]
tests/api/test_export.py::test_export_rejects_unknown_format PASSED        [100%]

============================== 7 passed in 0.44s ==============================="""
    turns = [
        (sa_act("git log --oneline -4"), log + "\n" + sa_tail("n/a", root)),
        (sa_act("find_file export.py"),
         f'Found 1 matches for "export.py" in {root}:\n{path}\n' + sa_tail("n/a", root)),
        (sa_act("open bookmarks/api/export.py"), sa_window(path, FL_EXPORT) + "\n" + sa_tail(path, root)),
        (sa_act(f"edit {n}:{n}\n        writer.writerow(_row(bm))\nend_of_edit"),
         sa_window(path, fixed) + "\n" + SA_UPDATED + "\n" + sa_tail(path, root)),
        (sa_act("poetry run pytest tests/api/test_export.py -v -p no:cacheprovider 2>&1 | tail -9"),
         tests + "\n" + sa_tail(path, root)),
        (sa_act("git diff --stat"), stat([("bookmarks/api/export.py", 1, 1)]) + "\n" + sa_tail(path, root)),
        (sa_act("git status --short && git log --oneline -4"),
         " M bookmarks/api/export.py\n" + log2 + "\n" + sa_tail(path, root)),
    ]
    state = ("SWE-agent container, repository /flask-bookmarks (Flask 3.0, Flask-Login, SQLAlchemy; poetry virtualenv). "
             "Issue #233: \"CSV export is broken when a bookmark title contains a comma: the row gets an extra column.\"")
    rs.add(TASK, "h53-swe-03", system("SWE-agent", root), turns, state=state, bad=True, turn=7,
           kind="git log shows the commit 'Normalize tag names to lowercase on save' as 4b7e19a, earlier 9a03c5f, with no commit or rebase in between")


# =====================================================================================================
# 04  Rails + rspec, Cline — clean
# =====================================================================================================

RB_ORDER = '''class Order < ApplicationRecord
  REFUND_WINDOW = 30.days

  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :refunds, dependent: :restrict_with_error

  enum :status, { pending: 0, paid: 1, shipped: 2, delivered: 3, cancelled: 4 }, validate: true

  validates :number, presence: true, uniqueness: true
  validates :placed_at, presence: true

  scope :recent, -> { order(placed_at: :desc) }
  scope :refundable, -> { where(status: %i[paid shipped delivered]).where(placed_at: REFUND_WINDOW.ago..) }

  def total_cents
    line_items.sum("quantity * unit_price_cents")
  end

  def refunded_cents
    refunds.sum(:amount_cents)
  end

  def refundable?
    return false if cancelled? || pending?

    placed_at <= REFUND_WINDOW.ago && refunded_cents < total_cents
  end
end'''


def t04(rs: RowSet) -> None:
    root = "/Users/maya/code/tidepool"
    fixed = swap(RB_ORDER, "placed_at <= REFUND_WINDOW.ago", "placed_at >= REFUND_WINDOW.ago")
    c1 = "bundle exec rspec spec/models/order_spec.rb"
    r1 = """Randomized with seed 40213
.....F..F.....

Failures:

  1) Order#refundable? is true for a paid order placed 3 days ago
     Failure/Error: expect(order).to be_refundable
       expected `#<Order id: 7, customer_id: 7, number: "R-100237", status: "paid", placed_at: "2024-06-04 09:41:16.208114000 +0000", created_at: "2024-06-07 09:41:16.209731000 +0000", updated_at: "2024-06-07 09:41:16.209731000 +0000">.refundable?` to be truthy, got false
     # ./spec/models/order_spec.rb:41:in `block (3 levels) in <top (required)>'

  2) Order#refundable? is false for an order placed 45 days ago
     Failure/Error: expect(order).not_to be_refundable
       expected `#<Order id: 10, customer_id: 10, number: "R-100240", status: "delivered", placed_at: "2024-04-23 09:41:16.377052000 +0000", created_at: "2024-06-07 09:41:16.378390000 +0000", updated_at: "2024-06-07 09:41:16.378390000 +0000">.refundable?` to be falsey, got true
     # ./spec/models/order_spec.rb:48:in `block (3 levels) in <top (required)>'

Finished in 0.41237 seconds (files took 1.87 seconds to load)
14 examples, 2 failures

Failed examples:

rspec ./spec/models/order_spec.rb:38 # Order#refundable? is true for a paid order placed 3 days ago
rspec ./spec/models/order_spec.rb:45 # Order#refundable? is false for an order placed 45 days ago

Randomized with seed 40213"""
    r2 = """Randomized with seed 8841
..............

Finished in 0.38702 seconds (files took 1.79 seconds to load)
14 examples, 0 failures

Randomized with seed 8841"""
    dots = "".join("*" if i in (57, 58, 203, 341) else "." for i in range(1, 387))
    dots = "\n".join(dots[k:k + 100] for k in range(0, 386, 100))
    r3 = f"""Randomized with seed 52117
{dots}

Pending: (Failures listed here are expected and do not affect your suite's status)

  1) Customers::Merge merges loyalty points across accounts
     # Loyalty points migration lands in TID-412
     # ./spec/services/customers/merge_spec.rb:61

  2) Customers::Merge keeps the oldest marketing consent
     # Loyalty points migration lands in TID-412
     # ./spec/services/customers/merge_spec.rb:74

  3) Webhooks::Stripe handles charge.dispute.created
     # Not yet implemented
     # ./spec/requests/webhooks/stripe_spec.rb:118

  4) Reports::MonthlyRevenue exports to XLSX
     # Temporarily skipped with xit
     # ./spec/reports/monthly_revenue_spec.rb:52


Finished in 21.64 seconds (files took 2.04 seconds to load)
386 examples, 0 failures, 4 pending

Randomized with seed 52117"""
    mig = """
database: tidepool_development

 Status   Migration ID    Migration Name
--------------------------------------------------
   up     20240108141203  Create customers
   up     20240108141519  Create orders
   up     20240112093044  Create line items
   up     20240219160812  Create refunds
   up     20240402111530  Add placed at to orders
   up     20240521084417  Add index to orders on status and placed at
"""
    c5 = 'git add app/models/order.rb && git commit -m "Fix Order#refundable? window comparison" && git log -1 --stat'
    r5 = """[fix/refund-window 2d9f6b0] Fix Order#refundable? window comparison
 1 file changed, 1 insertion(+), 1 deletion(-)
commit 2d9f6b0c4e1a7358d2f09b6ae31c87d5f4e02a19
Author: Maya Lindqvist <maya@tidepool.dev>
Date:   Fri Jun 7 11:48:02 2024 +0200

    Fix Order#refundable? window comparison

 app/models/order.rb | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)"""
    turns = [
        (cl_cmd(c1), cl_out(c1, r1)),
        (cl_read("app/models/order.rb"), f"[read_file for 'app/models/order.rb'] Result:\n{RB_ORDER}"),
        (cl_replace("app/models/order.rb", "    placed_at <= REFUND_WINDOW.ago && refunded_cents < total_cents",
                    "    placed_at >= REFUND_WINDOW.ago && refunded_cents < total_cents"),
         cl_saved("app/models/order.rb", fixed)),
        (cl_cmd(c1), cl_out(c1, r2)),
        (cl_cmd("bundle exec rspec"), cl_out("bundle exec rspec", r3)),
        (cl_cmd("bin/rails db:migrate:status"), cl_out("bin/rails db:migrate:status", mig)),
        (cl_cmd(c5), cl_out(c5, r5)),
    ]
    state = ("Cline in VS Code, workspace /Users/maya/code/tidepool (Rails 7.1, Ruby 3.3.1, rspec-rails 6.1, PostgreSQL 16). "
             "Branch `fix/refund-window`. Support ticket: recent orders cannot be refunded while 2-month-old orders can.")
    rs.add(TASK, "h53-swe-04", system("Cline", root), turns, state=state)


# =====================================================================================================
# 05  Laravel + phpunit, Gemini CLI — clean
# =====================================================================================================

LV_CTRL = r'''<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\StoreNoteRequest;
use App\Http\Resources\NoteResource;
use App\Models\Note;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class NoteController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $query = $request->user()->notes()->latest('updated_at');

        if ($request->filled('tag')) {
            $query->whereHas('tags', fn ($q) => $q->where('slug', $request->string('tag')));
        }

        $total = $request->user()->notes()->withTrashed()->count();

        return NoteResource::collection($query->paginate(20))
            ->additional(['meta' => ['total_notes' => $total]]);
    }

    public function store(StoreNoteRequest $request): JsonResponse
    {
        $note = $request->user()->notes()->create($request->validated());

        return (new NoteResource($note))->response()->setStatusCode(201);
    }

    public function destroy(Request $request, Note $note): JsonResponse
    {
        $this->authorize('delete', $note);
        $note->delete();

        return response()->json(null, 204);
    }

    public function restore(Request $request, int $id): NoteResource
    {
        $note = $request->user()->notes()->onlyTrashed()->findOrFail($id);
        $note->restore();

        return new NoteResource($note);
    }
}
'''

LV_TRASH_TEST = r'''<?php

namespace Tests\Feature;

use App\Models\Note;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class NoteTrashTest extends TestCase
{
    use RefreshDatabase;

    public function test_total_ignores_trashed_notes_of_the_user(): void
    {
        $user = User::factory()->create();
        Note::factory()->count(3)->for($user)->create();
        Note::factory()->count(2)->for($user)->create()->each->delete();

        $this->actingAs($user)->getJson('/api/notes')
            ->assertOk()
            ->assertJsonPath('meta.total_notes', 3);
    }

    public function test_total_is_zero_when_everything_is_trashed(): void
    {
        $user = User::factory()->create();
        Note::factory()->count(2)->for($user)->create()->each->delete();

        $this->actingAs($user)->getJson('/api/notes')
            ->assertJsonPath('meta.total_notes', 0);
    }

    public function test_restoring_a_note_counts_it_again(): void
    {
        $user = User::factory()->create();
        $note = Note::factory()->for($user)->create();
        $note->delete();

        $this->actingAs($user)->postJson("/api/notes/{$note->id}/restore")->assertOk();
        $this->actingAs($user)->getJson('/api/notes')
            ->assertJsonPath('meta.total_notes', 1);
    }
}
'''


def t05(rs: RowSet) -> None:
    root = "/home/runner/work/quillpad"
    ctrl = f"{root}/app/Http/Controllers/Api/NoteController.php"
    lines = LV_CTRL.split("\n")
    l_with = next(i for i, ln in enumerate(lines, 1) if "withTrashed" in ln)
    l_only = next(i for i, ln in enumerate(lines, 1) if "onlyTrashed" in ln)
    c3 = "php artisan test --filter=NoteApiTest"
    r3 = """
   FAIL  Tests\\Feature\\NoteApiTest
  ✓ it lists only the users own notes                                    0.21s
  ✓ it paginates notes twenty per page                                   0.05s
  ⨯ it reports total notes excluding trashed ones                        0.03s
  ✓ it filters notes by tag                                              0.03s
  ✓ it creates a note                                                    0.02s
  ✓ it validates the note title                                          0.02s
  ✓ it soft deletes a note                                               0.02s
  ✓ it restores a trashed note                                           0.02s
  ✓ it forbids deleting another users note                               0.02s
  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\NoteApiTest > it reports total notes excluding trashed ones
  Failed asserting that 7 is identical to 6.

  at tests/Feature/NoteApiTest.php:64
     60▕         Note::factory()->count(6)->for($user)->create();
     61▕         Note::factory()->for($user)->create()->delete();
     62▕
     63▕         $this->actingAs($user)->getJson('/api/notes')
  ➜  64▕             ->assertJsonPath('meta.total_notes', 6);
     65▕     }
     66▕


  Tests:    1 failed, 8 passed (31 assertions)
  Duration: 0.58s
"""
    r6 = """
   PASS  Tests\\Feature\\NoteApiTest
  ✓ it lists only the users own notes                                    0.19s
  ✓ it paginates notes twenty per page                                   0.05s
  ✓ it reports total notes excluding trashed ones                        0.03s
  ✓ it filters notes by tag                                              0.03s
  ✓ it creates a note                                                    0.02s
  ✓ it validates the note title                                          0.02s
  ✓ it soft deletes a note                                               0.02s
  ✓ it restores a trashed note                                           0.02s
  ✓ it forbids deleting another users note                               0.02s

  Tests:    9 passed (32 assertions)
  Duration: 0.52s
"""
    c8 = "php artisan test tests/Feature/NoteTrashTest.php"
    r8 = """
   PASS  Tests\\Feature\\NoteTrashTest
  ✓ total ignores trashed notes of the user                              0.20s
  ✓ total is zero when everything is trashed                             0.03s
  ✓ restoring a note counts it again                                     0.04s

  Tests:    3 passed (7 assertions)
  Duration: 0.36s
"""
    dots = "." * 151
    r9 = "\n" + "\n".join("  " + dots[k:k + 70] for k in range(0, 151, 70)) + "\n\n  Tests:    151 passed (418 assertions)\n  Duration: 6.12s\n"
    r10 = """
  GET|HEAD        api/notes ........................................ notes.index › Api\\NoteController@index
  POST            api/notes ........................................ notes.store › Api\\NoteController@store
  DELETE          api/notes/{note} ............................. notes.destroy › Api\\NoteController@destroy
  POST            api/notes/{id}/restore ....................... notes.restore › Api\\NoteController@restore

                                                                                          Showing [4] routes
"""
    old = "$total = $request->user()->notes()->withTrashed()->count();"
    new = "$total = $request->user()->notes()->count();"
    turns = [
        (call("list_directory", path=f"{root}/app/Http/Controllers/Api"),
         f"Directory listing for {root}/app/Http/Controllers/Api:\nAuthController.php\nNoteController.php\nNotebookController.php\nTagController.php"),
        (g_read(ctrl), LV_CTRL),
        (gshell(c3, "Run the note API feature tests"), gem_run(c3, r3, 1, pgid=31877)),
        (call("search_file_content", pattern="withTrashed|onlyTrashed", path="app"),
         f"""Found 3 matches for pattern "withTrashed|onlyTrashed" in path "app":
---
File: Console/Commands/PurgeTrashedNotes.php
L27: Note::onlyTrashed()->where('deleted_at', '<', now()->subDays(30))->forceDelete();
---
File: Http/Controllers/Api/NoteController.php
L{l_with}: {old}
L{l_only}: $note = $request->user()->notes()->onlyTrashed()->findOrFail($id);
---"""),
        (call("replace", file_path=ctrl, old_string=old, new_string=new),
         f"Successfully modified file: {ctrl} (1 replacements)."),
        (gshell(c3, "Re-run the note API feature tests"), gem_run(c3, r6, pgid=31954)),
        (call("write_file", file_path=f"{root}/tests/Feature/NoteTrashTest.php", content=LV_TRASH_TEST),
         f"Successfully created and wrote to new file: {root}/tests/Feature/NoteTrashTest.php."),
        (gshell(c8, "Run the new trash tests"), gem_run(c8, r8, pgid=32018)),
        (gshell("php artisan test --compact", "Run the whole suite"),
         gem_run("php artisan test --compact", r9, pgid=32103)),
        (gshell("php artisan route:list --path=api/notes", "List the note routes"),
         gem_run("php artisan route:list --path=api/notes", r10, pgid=32240)),
        (gshell("git status --short", "Show changed files"),
         gem_run("git status --short", " M app/Http/Controllers/Api/NoteController.php\n?? tests/Feature/NoteTrashTest.php", pgid=32266)),
    ]
    state = ("Gemini CLI in /home/runner/work/quillpad (Laravel 11, PHP 8.3, PHPUnit 11 via `php artisan test`, SQLite in-memory "
             "test database). Bug: the `meta.total_notes` figure returned by GET /api/notes counts notes that are in the trash.")
    rs.add(TASK, "h53-swe-05", system("Gemini CLI", root), turns, state=state)


# =====================================================================================================
# 06  Elixir / Phoenix + mix, Codex CLI — contradiction: a git-rm'd migration is listed again
# =====================================================================================================

def t06(rs: RowSet) -> None:
    wd = "/workspace/beacon"
    migs = ["20240205101544_create_users.exs", "20240205101602_create_users_auth_tokens.exs",
            "20240212150930_create_posts.exs", "20240226083311_create_comments.exs",
            "20240311094512_add_slug_to_posts.exs", "20240318120301_add_slug_to_posts.exs",
            "20240402171245_add_published_at_to_posts.exs", "20240415092210_create_post_reactions.exs"]
    dup = "priv/repo/migrations/20240318120301_add_slug_to_posts.exs"
    r2 = """** (Ecto.MigrationError) migrations can't be executed, migration name add_slug_to_posts is duplicated
    (ecto_sql 3.11.1) lib/ecto/migrator.ex:739: Ecto.Migrator.ensure_no_duplication!/1
    (ecto_sql 3.11.1) lib/ecto/migrator.ex:520: Ecto.Migrator.run_maybe_in_transaction/4
    (ecto_sql 3.11.1) lib/ecto/migrator.ex:438: Ecto.Migrator.run/4
    (ecto_sql 3.11.1) lib/ecto/migrator.ex:150: Ecto.Migrator.with_repo/3
    (ecto_sql 3.11.1) lib/mix/tasks/ecto.migrate.ex:151: anonymous fn/5 in Mix.Tasks.Ecto.Migrate.run/2
    (elixir 1.16.2) lib/enum.ex:987: Enum."-each/2-lists^foreach/1-0-"/2
    (mix 1.16.2) lib/mix/task.ex:478: anonymous fn/3 in Mix.Task.run_task/5
"""
    r3 = """1c1
< defmodule Beacon.Repo.Migrations.AddSlugToPosts do
---
> defmodule Beacon.Repo.Migrations.AddSlugToPostsAgain do
"""
    mods = [("20240205101544", "CreateUsers", ["create table users", "create index users_email_index"]),
            ("20240205101602", "CreateUsersAuthTokens", ["create table users_tokens", "create index users_tokens_user_id_index", "create index users_tokens_context_token_index"]),
            ("20240212150930", "CreatePosts", ["create table posts", "create index posts_author_id_index"]),
            ("20240226083311", "CreateComments", ["create table comments", "create index comments_post_id_index"]),
            ("20240311094512", "AddSlugToPosts", ["alter table posts", "create index posts_slug_index"]),
            ("20240402171245", "AddPublishedAtToPosts", ["alter table posts"]),
            ("20240415092210", "CreatePostReactions", ["create table post_reactions", "create index post_reactions_post_id_kind_index"])]
    log, ms = [], 402
    for ver, mod, steps in mods:
        log.append(f"10:14:02.{ms:03d} [info] == Running {ver} Beacon.Repo.Migrations.{mod}.change/0 forward")
        for st in steps:
            ms += 3
            log.append(f"\n10:14:02.{ms:03d} [info] {st}")
        ms += 4
        log.append(f"\n10:14:02.{ms:03d} [info] == Migrated {ver} in 0.0s\n")
        ms += 2
    r6 = "The database for Beacon.Repo has been dropped\nThe database for Beacon.Repo has been created\n\n" + "\n".join(log)
    r7 = ("Running ExUnit with seed: 482913, max_cases: 32\n\n" + "." * 87 +
          "\nFinished in 2.1 seconds (0.9s async, 1.2s sync)\n87 tests, 0 failures\n")
    kept = [m for m in migs if m != dup.rsplit("/", 1)[1]]
    turns = [
        (cx("ls priv/repo/migrations", wd), cx_out("\n".join(migs) + "\n", secs=0.0)),
        (cx("mix test", wd), cx_out(r2, 1, 4.7)),
        (cx("diff priv/repo/migrations/20240311094512_add_slug_to_posts.exs " + dup, wd), cx_out(r3, 1, 0.0)),
        (cx(f"git rm {dup}", wd), cx_out(f"rm '{dup}'\n", secs=0.0)),
        (cx("ls priv/repo/migrations && git status --short", wd),
         cx_out("\n".join(migs) + f"\nD  {dup}\n", secs=0.0)),
        (cx("MIX_ENV=test mix ecto.reset", wd), cx_out(r6, secs=3.2)),
        (cx("mix test", wd), cx_out(r7, secs=6.8)),
        (cx("mix format --check-formatted && mix compile --warnings-as-errors --force", wd),
         cx_out("Compiling 34 files (.ex)\nGenerated beacon app\n", secs=9.4)),
        (cx("ls priv/repo/migrations | wc -l && git status --short", wd),
         cx_out(f"{len(kept)}\nD  {dup}\n", secs=0.0)),
    ]
    state = ("Codex CLI (sandbox: workspace-write) in /workspace/beacon, a Phoenix 1.7 blog (Elixir 1.16.2, OTP 26, ecto_sql 3.11, "
             "PostgreSQL 16 on localhost). Task: `mix test` fails before running any test; find and remove the duplicated migration.")
    rs.add(TASK, "h53-swe-06", system("Codex CLI", wd), turns, state=state, bad=True, turn=5,
           kind="after git rm of 20240318120301_add_slug_to_posts.exs, ls still lists that migration file")


# =====================================================================================================
# 07  Kotlin + gradle, Aider — clean
# =====================================================================================================

KT_TESTS = {
    "dev.kite.ratelimit.KtorPluginTest": ["allows requests under the limit", "rejects with 429 over the limit",
                                          "sets Retry-After on rejection", "exposes X-RateLimit-Remaining",
                                          "keys by API token when present", "falls back to remote address",
                                          "skips excluded routes", "applies per-route overrides"],
    "dev.kite.ratelimit.RateLimiterRegistryTest": ["returns the same bucket per key", "creates buckets lazily",
                                                   "evicts idle buckets after ttl", "honours burst config",
                                                   "is safe under concurrent access", "reports bucket count"],
    "dev.kite.ratelimit.SlidingWindowTest": ["counts requests inside the window", "drops requests older than window",
                                             "weights previous window proportionally", "resets after two windows",
                                             "limit of zero rejects everything", "handles clock going forward by days",
                                             "window of one second", "peek does not consume", "rejects negative limits"],
    "dev.kite.ratelimit.TokenBucketTest": ["starts full", "consumes one token by default", "rejects when empty",
                                           "refills proportionally to elapsed time", "consumes several tokens at once",
                                           "refill does not exceed capacity", "available rounds down",
                                           "rejects a request larger than capacity"],
}


def kt_run(extra: str | None, fail: bool) -> str:
    out = ["> Task :checkKotlinGradlePluginConfigurationErrors", "> Task :compileKotlin " + ("UP-TO-DATE" if extra is None else ""),
           "> Task :compileJava NO-SOURCE", "> Task :classes UP-TO-DATE", "> Task :compileTestKotlin",
           "> Task :compileTestJava NO-SOURCE", "> Task :testClasses", "> Task :test", ""]
    out = [ln.rstrip() for ln in out]
    n = 0
    for cls, names in KT_TESTS.items():
        out.append(cls)
        out.append("")
        tests = names + ([extra] if extra and cls.endswith("TokenBucketTest") else [])
        for name in tests:
            n += 1
            if fail and name == "refill does not exceed capacity":
                out += [f"  Test {name} FAILED", "",
                        "  org.opentest4j.AssertionFailedError: expected: <10> but was: <70>",
                        "      at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)",
                        "      at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)",
                        "      at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:166)",
                        "      at app//dev.kite.ratelimit.TokenBucketTest.refill does not exceed capacity(TokenBucketTest.kt:38)", ""]
            else:
                out.append(f"  Test {name} PASSED")
        out.append("")
    if fail:
        out += [f"FAILURE: Executed {n} tests in 2.6s (1 failed)", "", "", "> Task :test FAILED", "",
                "FAILURE: Build failed with an exception.", "", "* What went wrong:", "Execution failed for task ':test'.",
                "> There were failing tests. See the report at: file:///home/lee/src/kite-ratelimit/build/reports/tests/test/index.html",
                "", "* Try:", "> Run with --scan to get full insights.", "", "BUILD FAILED in 7s",
                "5 actionable tasks: 3 executed, 2 up-to-date"]
    else:
        out += [f"SUCCESS: Executed {n} tests in 2.4s", "", "", "BUILD SUCCESSFUL in 9s",
                "5 actionable tasks: 4 executed, 1 up-to-date"]
    return "\n".join(out)


def t07(rs: RowSet) -> None:
    root = "/home/lee/src/kite-ratelimit"
    main = "src/main/kotlin/dev/kite/ratelimit/TokenBucket.kt"
    test = "src/test/kotlin/dev/kite/ratelimit/TokenBucketTest.kt"
    new_test = "refill after a long idle period stays at capacity"
    fix_search = "        tokens += elapsed * refillPerSecond"
    fix_replace = "        tokens = minOf(capacity.toDouble(), tokens + elapsed * refillPerSecond)"
    t_search = """        clock.advance(Duration.ofSeconds(30))
        assertEquals(10, bucket.available())
    }
}"""
    t_replace = """        clock.advance(Duration.ofSeconds(30))
        assertEquals(10, bucket.available())
    }

    @Test
    fun `refill after a long idle period stays at capacity`() {
        val clock = MutableClock(Instant.parse("2024-03-01T00:00:00Z"))
        val bucket = TokenBucket(capacity = 10, refillPerSecond = 2.0, clock = clock)
        repeat(10) { assertTrue(bucket.tryConsume()) }
        clock.advance(Duration.ofHours(1))
        assertEquals(10, bucket.available())
        assertFalse(bucket.tryConsume(11))
    }
}"""
    turns = [
        ("/run ./gradlew test", ai_run(kt_run(None, True))),
        (f"/add {main} {test}",
         f"Added {main} to the chat\nAdded {test} to the chat\n" + "─" * 80 + f"\n{main} {test}\n>"),
        (ai_block(main, fix_search, fix_replace),
         f"Tokens: 4.1k sent, 212 received. Cost: $0.02 message, $0.03 session.\nApplied edit to {main}\n"
         "Commit 5b1e0c7 fix: clamp token refill to bucket capacity\nYou can use /undo to undo and discard each aider commit."),
        (ai_block(test, t_search, t_replace),
         f"Tokens: 4.6k sent, 298 received. Cost: $0.02 message, $0.05 session.\nApplied edit to {test}\n"
         "Commit 0d83f6e test: cover refill after a long idle period\nYou can use /undo to undo and discard each aider commit."),
        ("/run ./gradlew test", ai_run(kt_run(new_test, False))),
        ("/git log --oneline -4", """0d83f6e (HEAD -> main) test: cover refill after a long idle period
5b1e0c7 fix: clamp token refill to bucket capacity
a93d4f2 Add burst config to RateLimitSettings
71c08be Ktor plugin: expose X-RateLimit-Remaining header"""),
    ]
    state = ("aider 0.62 (auto-commits on) in /home/lee/src/kite-ratelimit, a Kotlin 1.9 / Ktor 2.3 rate-limiting library built "
             "with Gradle 8.7 and the test-logger plugin. HEAD is a93d4f2 on `main`, clean. Bug: TokenBucket lets a burst far above "
             "its capacity through after the bucket has been idle.")
    rs.add(TASK, "h53-swe-07", system("Aider", root), turns, state=state)


# =====================================================================================================
# 08  C# / dotnet test, OpenHands — clean
# =====================================================================================================

CS_PRORATION = '''namespace Harbor.Billing.Proration;

public sealed class ProrationCalculator
{
    private readonly TimeProvider _time;

    public ProrationCalculator(TimeProvider time) => _time = time;

    public decimal CreditForUnusedTime(Subscription sub, DateOnly changeDate)
    {
        var period = sub.CurrentPeriod;
        var totalDays = period.End.DayNumber - period.Start.DayNumber;
        var unusedDays = period.End.DayNumber - changeDate.DayNumber;
        if (unusedDays <= 0)
        {
            return 0m;
        }

        var amount = sub.Plan.MonthlyPrice * unusedDays / totalDays;
        return Math.Round(amount, 2);
    }

    public decimal ChargeForNewPlan(Plan plan, BillingPeriod period, DateOnly changeDate)
    {
        var totalDays = period.End.DayNumber - period.Start.DayNumber;
        var remainingDays = period.End.DayNumber - changeDate.DayNumber;
        var amount = plan.MonthlyPrice * remainingDays / totalDays;
        return Math.Round(amount, 2);
    }
}'''

CS_TOTALS_24 = '''    public decimal Tax(IEnumerable<InvoiceLine> lines, decimal rate)
    {
        var net = lines.Sum(l => l.UnitPrice * l.Quantity);
        return _tax.Compute(net, rate);
    }

    public decimal GrandTotal(IEnumerable<InvoiceLine> lines, decimal rate)
    {
        var subtotal = lines.Sum(l => l.UnitPrice * l.Quantity);
        return Math.Round(subtotal + Tax(lines, rate), 2);
    }
}'''


def dn_head(root: str) -> str:
    return f"""  Determining projects to restore...
  All projects are up-to-date for restore.
  Harbor.Billing -> {root}/src/Harbor.Billing/bin/Debug/net8.0/Harbor.Billing.dll
  Harbor.Billing.Tests -> {root}/tests/Harbor.Billing.Tests/bin/Debug/net8.0/Harbor.Billing.Tests.dll
Test run for {root}/tests/Harbor.Billing.Tests/bin/Debug/net8.0/Harbor.Billing.Tests.dll (.NETCoreApp,Version=v8.0)
Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
"""


def t08(rs: RowSet) -> None:
    root = "/workspace/Harbor.Billing"
    path = f"{root}/src/Harbor.Billing/Proration/ProrationCalculator.cs"
    totals = f"{root}/src/Harbor.Billing/Invoicing/InvoiceTotals.cs"
    mode = "Math.Round(amount, 2, MidpointRounding.AwayFromZero)"
    fixed = CS_PRORATION.replace("Math.Round(amount, 2)", mode)
    rounds = [i for i, ln in enumerate(CS_PRORATION.split("\n"), 1) if "Math.Round" in ln]
    tname = "Harbor.Billing.Tests.Proration.ProrationCalculatorTests"
    fail = dn_head(root) + f"""[xUnit.net 00:00:00.41]     {tname}.CreditForUnusedTime_RoundsHalfCentAwayFromZero(day: 16, expected: 7.25) [FAIL]
[xUnit.net 00:00:00.42]     {tname}.ChargeForNewPlan_RoundsHalfCentAwayFromZero(day: 9, expected: 12.35) [FAIL]
  Failed {tname}.CreditForUnusedTime_RoundsHalfCentAwayFromZero(day: 16, expected: 7.25) [3 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 7.25
Actual:   7.24
  Stack Trace:
     at {tname}.CreditForUnusedTime_RoundsHalfCentAwayFromZero(Int32 day, Decimal expected) in {root}/tests/Harbor.Billing.Tests/Proration/ProrationCalculatorTests.cs:line 47
  Failed {tname}.ChargeForNewPlan_RoundsHalfCentAwayFromZero(day: 9, expected: 12.35) [< 1 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 12.35
Actual:   12.34
  Stack Trace:
     at {tname}.ChargeForNewPlan_RoundsHalfCentAwayFromZero(Int32 day, Decimal expected) in {root}/tests/Harbor.Billing.Tests/Proration/ProrationCalculatorTests.cs:line 63

Failed!  - Failed:     2, Passed:   141, Skipped:     0, Total:   143, Duration: 612 ms - Harbor.Billing.Tests.dll (net8.0)"""
    filt = dn_head(root) + "\nPassed!  - Failed:     0, Passed:    18, Skipped:     0, Total:    18, Duration: 97 ms - Harbor.Billing.Tests.dll (net8.0)"
    full1 = dn_head(root) + "\nPassed!  - Failed:     0, Passed:   143, Skipped:     0, Total:   143, Duration: 588 ms - Harbor.Billing.Tests.dll (net8.0)"
    full2 = dn_head(root) + "\nPassed!  - Failed:     0, Passed:   143, Skipped:     0, Total:   143, Duration: 571 ms - Harbor.Billing.Tests.dll (net8.0)"
    sed = f"sed -i 's/Math.Round(amount, 2)/{mode}/' src/Harbor.Billing/Proration/ProrationCalculator.cs"
    grep = f"""src/Harbor.Billing/Invoicing/InvoiceTotals.cs:33:        return Math.Round(subtotal + Tax(lines, rate), 2);
src/Harbor.Billing/Proration/ProrationCalculator.cs:{rounds[0]}:        return {mode};
src/Harbor.Billing/Proration/ProrationCalculator.cs:{rounds[1]}:        return {mode};
src/Harbor.Billing/Tax/TaxCalculator.cs:22:        return Math.Round(net * rate, 2, MidpointRounding.AwayFromZero);"""
    totals_fixed = CS_TOTALS_24.replace("Math.Round(subtotal + Tax(lines, rate), 2)",
                                        "Math.Round(subtotal + Tax(lines, rate), 2, MidpointRounding.AwayFromZero)")
    turns = [
        (bash("cd /workspace/Harbor.Billing && dotnet test --nologo"), oh(fail, root, 1, py=None)),
        (editor("view", path), cat_n(path, CS_PRORATION)),
        (editor("str_replace", path, old_str="        return Math.Round(amount, 2);",
                new_str=f"        return {mode};"),
         f"ERROR:\nNo replacement was performed. Multiple occurrences of old_str `        return Math.Round(amount, 2);` in lines {rounds}. Please ensure it is unique."),
        (bash(sed + f" && sed -n '{rounds[0]}p;{rounds[1]}p' src/Harbor.Billing/Proration/ProrationCalculator.cs"),
         oh(f"        return {mode};\n        return {mode};", root, py=None)),
        (bash('dotnet test --nologo --filter "FullyQualifiedName~Proration"'), oh(filt, root, py=None)),
        (bash("dotnet test --nologo"), oh(full1, root, py=None)),
        (bash('grep -rn "Math.Round" src/'), oh(grep, root, py=None)),
        (editor("view", totals, view_range=[24, 35]), cat_n(totals, CS_TOTALS_24, 24)),
        (editor("str_replace", totals, old_str="        return Math.Round(subtotal + Tax(lines, rate), 2);",
                new_str="        return Math.Round(subtotal + Tax(lines, rate), 2, MidpointRounding.AwayFromZero);"),
         edited(totals, snip(totals_fixed, 2, 12), 25)),
        (bash("dotnet test --nologo && git diff --stat"),
         oh(full2 + "\n" + stat([("src/Harbor.Billing/Invoicing/InvoiceTotals.cs", 1, 1), ("src/Harbor.Billing/Proration/ProrationCalculator.cs", 2, 2)]), root, py=None)),
    ]
    assert fixed.count(mode) == 2
    state = ("OpenHands sandbox, repository /workspace/Harbor.Billing (.NET 8 SDK 8.0.204, xUnit 2.7). Issue: mid-cycle plan changes "
             "are off by one cent when the prorated amount ends in a half cent; finance expects half-cents rounded away from zero.")
    rs.add(TASK, "h53-swe-08", system("OpenHands", root), turns, state=state)


# =====================================================================================================
# 09  Deno + Hono, Gemini CLI — contradiction: dev server listens on 8080 though PORT = 8000
# =====================================================================================================

DENO_JSON = '''{
  "tasks": {
    "dev": "deno run --watch --allow-net --allow-env --allow-read main.ts",
    "test": "deno test --allow-net --allow-read",
    "check": "deno fmt --check && deno lint && deno check main.ts"
  },
  "imports": {
    "@std/assert": "jsr:@std/assert@^0.225.3",
    "hono": "jsr:@hono/hono@^4.4.6"
  },
  "compilerOptions": {
    "strict": true
  }
}
'''

DENO_MAIN = '''import { Hono } from "hono";
import { logger } from "hono/logger";
import { feedsRouter } from "./routes/feeds.ts";
import { loadFeeds } from "./feeds/registry.ts";

const PORT = 8000;

const app = new Hono();
app.use("*", logger());

const feeds = await loadFeeds("./feeds.json");

app.get("/health", (c) => c.json({ status: "ok", feeds: feeds.size }));
app.route("/feeds", feedsRouter(feeds));

Deno.serve({ port: PORT, hostname: "0.0.0.0" }, app.fetch);
'''

DENO_PARSE = '''export interface Entry {
  id: string;
  title: string;
  link: string;
  updated: Date;
}

const TAG = (name: string) => new RegExp(`<${name}[^>]*>([\\\\s\\\\S]*?)</${name}>`);

function text(xml: string, name: string): string {
  return xml.match(TAG(name))?.[1].trim() ?? "";
}

export function parseUpdated(raw: string): Date {
  // Atom uses RFC 3339; some feeds omit the seconds.
  const m = raw.match(/^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})(?::(\\d{2}))?Z$/);
  if (!m) throw new RangeError(`bad date: ${raw}`);
  const [, y, mo, d, h, mi, s] = m;
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +(s ?? 0)));
}

export function parseAtomEntry(xml: string): Entry {
  return {
    id: text(xml, "id"),
    title: text(xml, "title"),
    link: xml.match(/<link[^>]*href="([^"]+)"/)?.[1] ?? "",
    updated: parseUpdated(text(xml, "updated")),
  };
}
'''

DENO_OLD_BODY = '''  const m = raw.match(/^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})(?::(\\d{2}))?Z$/);
  if (!m) throw new RangeError(`bad date: ${raw}`);
  const [, y, mo, d, h, mi, s] = m;
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +(s ?? 0)));'''

DENO_NEW_BODY = '''  const withSeconds = raw.replace(/T(\\d{2}):(\\d{2})(Z|[+-]\\d{2}:\\d{2})$/, "T$1:$2:00$3");
  const d = new Date(withSeconds);
  if (Number.isNaN(d.getTime())) throw new RangeError(`bad date: ${raw}`);
  return d;'''

DENO_TESTS = {
    "./feeds/parse.test.ts": ["parses an Atom entry", "parses Atom updated dates without seconds",
                              "parses Atom updated dates with offsets", "rejects garbage dates",
                              "extracts the alternate link", "trims whitespace in titles"],
    "./feeds/registry.test.ts": ["loads feeds.json", "rejects duplicate feed ids", "rejects non-https urls",
                                 "caches entries per feed", "expires cache after ttl", "sorts entries newest first",
                                 "limits entries per feed", "ignores entries without id", "reports feed count"],
    "./routes/feeds.test.ts": ["GET /feeds lists feed ids", "GET /feeds/:id returns entries", "GET /feeds/:id honours limit",
                               "GET /feeds/:id rejects limit over 50", "GET /feeds/unknown is 404",
                               "GET /feeds/:id sets cache-control", "GET /health reports feed count"],
}


def deno_test(fail: bool) -> str:
    out, ms = [], [1, 0, 1, 0, 0, 0, 2, 0, 0, 1, 3, 0, 0, 0, 0, 4, 1, 1, 0, 0, 1, 0]
    k = 0
    for f, names in DENO_TESTS.items():
        out.append(f"running {len(names)} tests from {f}")
        for name in names:
            bad = fail and name == "parses Atom updated dates with offsets"
            out.append(f"{name} ... {'FAILED' if bad else 'ok'} ({ms[k]}ms)")
            k += 1
    throw_line = DENO_PARSE.split("\n").index("  if (!m) throw new RangeError(`bad date: ${raw}`);") + 1
    if fail:
        out += ["", " ERRORS ", "", "parses Atom updated dates with offsets => ./feeds/parse.test.ts:21:6",
                "error: RangeError: bad date: 2024-06-03T09:15+02:00",
                "  if (!m) throw new RangeError(`bad date: ${raw}`);", "                ^",
                f"    at parseUpdated (file:///home/user/deno-feeds/feeds/parse.ts:{throw_line}:17)",
                "    at file:///home/user/deno-feeds/feeds/parse.test.ts:22:18", "", " FAILURES ", "",
                "parses Atom updated dates with offsets => ./feeds/parse.test.ts:21:6", "",
                "FAILED | 21 passed | 1 failed (48ms)", ""]
    else:
        out += ["", "ok | 22 passed | 0 failed (45ms)", ""]
    return "\n".join(out)


def t09(rs: RowSet) -> None:
    root = "/home/user/deno-feeds"
    entries = pj({"feed": "deno-blog", "entries": [
        {"id": "tag:deno.com,2024:blog/v1.44", "title": "Deno 1.44: Private npm registries, improved Node.js compat, and performance boosts",
         "link": "https://deno.com/blog/v1.44", "updated": "2024-05-30T16:00:00.000Z"},
        {"id": "tag:deno.com,2024:blog/jsr-is-not-another-package-manager", "title": "JSR Is Not Another Package Manager",
         "link": "https://deno.com/blog/jsr-is-not-another-package-manager", "updated": "2024-05-21T14:30:00.000Z"}]})
    dev = "deno task dev > /tmp/dev.log 2>&1 & sleep 2 && cat /tmp/dev.log"
    turns = [
        (g_read(f"{root}/deno.json"), DENO_JSON),
        (g_read(f"{root}/main.ts"), DENO_MAIN),
        (gshell("deno task test", "Run the test suite"),
         g_run("deno task test", deno_test(True), "Task test deno test --allow-net --allow-read\nerror: Test failed", 1, pgid=20931)),
        (g_read(f"{root}/feeds/parse.ts"), DENO_PARSE),
        (call("replace", file_path=f"{root}/feeds/parse.ts", old_string=DENO_OLD_BODY, new_string=DENO_NEW_BODY),
         f"Successfully modified file: {root}/feeds/parse.ts (1 replacements)."),
        (gshell("deno task test", "Re-run the test suite"),
         g_run("deno task test", deno_test(False), "Task test deno test --allow-net --allow-read", pgid=21007)),
        (gshell(dev, "Start the dev server in the background and show its log"),
         g_run(dev, "Task dev deno run --watch --allow-net --allow-env --allow-read main.ts\nWatcher Process started.\nListening on http://0.0.0.0:8080/",
               pgid=21044, bg="51822")),
        (gshell("curl -s localhost:8000/health", "Check the health endpoint"),
         g_run("curl -s localhost:8000/health", '{"status":"ok","feeds":3}', pgid=21102)),
        (gshell('curl -s "localhost:8000/feeds/deno-blog?limit=2" | jq .', "Fetch two entries of a feed"),
         g_run('curl -s "localhost:8000/feeds/deno-blog?limit=2" | jq .', entries, pgid=21139)),
        (gshell("kill 51822 && tail -n 4 /tmp/dev.log", "Stop the dev server and show the request log"),
         g_run("kill 51822 && tail -n 4 /tmp/dev.log",
               "<-- GET /health\n--> GET /health 200 1ms\n<-- GET /feeds/deno-blog?limit=2\n--> GET /feeds/deno-blog?limit=2 200 38ms",
               pgid=21171)),
    ]
    state = ("Gemini CLI in /home/user/deno-feeds, a small Atom feed aggregator on Deno 1.44 + Hono 4 (feeds.json lists 3 feeds). "
             "Bug: entries whose <updated> carries a UTC offset (e.g. 2024-06-03T09:15+02:00) crash the parser.")
    rs.add(TASK, "h53-swe-09", system("Gemini CLI", root), turns, state=state, bad=True, turn=7,
           kind="the dev server reports listening on port 8080 while main.ts hardcodes const PORT = 8000 (and later curls on 8000 succeed)")


# =====================================================================================================
# 10  Bun + Hono, Claude Code — contradiction: renamed file listed again under its old path
# =====================================================================================================

def bun_test() -> str:
    files = {
        "test/auth.test.ts": ["auth > rejects missing token", "auth > rejects expired token", "auth > accepts valid token",
                              "auth > sets user on context", "auth > rate limits failed attempts"],
        "test/health.test.ts": ["GET /health > returns ok", "GET /health > includes db latency", "GET /health > is not cached"],
        "test/posts.test.ts": ["posts > creates a post with a slug", "posts > dedupes slugs with a suffix", "posts > lists posts newest first",
                               "posts > paginates", "posts > 404 for unknown slug", "posts > updates title and keeps slug",
                               "posts > deletes a post", "posts > requires auth to create"],
        "test/slugify.test.ts": ["slugify > lowercases and hyphenates", "slugify > strips diacritics", "slugify > collapses dashes",
                                 "slugify > trims leading and trailing dashes", "slugify > keeps digits", "slugify > caps length at 80"],
        "test/tags.test.ts": ["tags > creates a tag", "tags > slugifies tag names", "tags > lists tags with counts",
                              "tags > merges two tags", "tags > rejects empty names"],
    }
    out = ["bun test v1.1.13 (bd6a6051)"]
    t = [0.41, 0.12, 0.09, 0.2, 1.84, 0.33, 2.1, 0.05, 3.27, 1.9, 0.71, 1.02, 0.6, 0.44, 1.15, 0.9,
         0.08, 0.06, 0.04, 0.05, 0.03, 0.07, 1.3, 0.88, 1.41, 2.02, 0.57]
    k = 0
    for f, names in files.items():
        out += ["", f"{f}:"]
        for n in names:
            out.append(f"✓ {n} [{t[k]:.2f}ms]")
            k += 1
    out += ["", " 27 pass", " 0 fail", " 61 expect() calls", "Ran 27 tests across 5 files. [142.00ms]"]
    return "\n".join(out)


def t10(rs: RowSet) -> None:
    root = "/Users/ana/dev/pebble-api"
    mv = ("git mv src/utils/slugify.ts src/lib/slug.ts && sed -i '' 's#../utils/slugify#../lib/slug#' src/routes/posts.ts src/routes/tags.ts "
          "&& sed -i '' 's#../src/utils/slugify#../src/lib/slug#' test/slugify.test.ts")
    glob = "\n".join(f"{root}/{p}" for p in ["src/db/client.ts", "src/middleware/auth.ts", "src/routes/health.ts",
                                             "src/utils/slugify.ts", "src/index.ts", "src/routes/posts.ts", "src/routes/tags.ts"])
    turns = [
        (call("Grep", pattern="slugify", path=root, output_mode="files_with_matches"),
         f"Found 4 files\n{root}/src/routes/posts.ts\n{root}/src/routes/tags.ts\n{root}/src/utils/slugify.ts\n{root}/test/slugify.test.ts"),
        (call("Bash", command=mv + ' && grep -rn "lib/slug" src test', description="Move slugify into src/lib and update imports"),
         'src/routes/posts.ts:3:import { slugify } from "../lib/slug";\nsrc/routes/tags.ts:2:import { slugify } from "../lib/slug";\n'
         'test/slugify.test.ts:1:import { slugify } from "../src/lib/slug";'),
        (call("Bash", command="bun test", description="Run tests"), bun_test()),
        (call("Bash", command="git status --short", description="Check working tree"),
         "R  src/utils/slugify.ts -> src/lib/slug.ts\n M src/routes/posts.ts\n M src/routes/tags.ts\n M test/slugify.test.ts"),
        (call("Glob", pattern="src/**/*.ts", path=root), glob),
        (call("Bash", command="bunx tsc --noEmit && echo typecheck-ok", description="Type-check"), "typecheck-ok"),
    ]
    state = ("Claude Code session in /Users/ana/dev/pebble-api (Bun 1.1.13, Hono 4, TypeScript 5.4, macOS). Task: move the slug helper "
             "from src/utils/slugify.ts to src/lib/slug.ts (src/utils is being removed) and keep everything green.")
    rs.add(TASK, "h53-swe-10", system("Claude Code", root), turns, state=state, bad=True, turn=5,
           kind="after git mv to src/lib/slug.ts (confirmed by git status), Glob lists src/utils/slugify.ts and no src/lib/slug.ts")


# =====================================================================================================
# 11  alembic migrations, SWE-agent — clean
# =====================================================================================================

ALEMBIC_REV = '''"""add index on items sku

Revision ID: 8d2e5b7a1f03
Revises: 3f9a1c2e7b44
Create Date: 2024-07-02 13:05:41.227918

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision: str = '8d2e5b7a1f03'
down_revision: Union[str, None] = '3f9a1c2e7b44'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass'''

ALEMBIC_BODY = '''def upgrade() -> None:
    op.create_index("ix_items_sku", "items", ["sku"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_items_sku", table_name="items")'''


def t11(rs: RowSet) -> None:
    root = "/alembic-inventory"
    path = f"{root}/migrations/versions/8d2e5b7a1f03_add_index_on_items_sku.py"
    ctx = "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL."
    lines = ALEMBIC_REV.split("\n")
    start = lines.index("def upgrade() -> None:") + 1
    edited_rev = "\n".join(lines[:start - 1]) + "\n" + ALEMBIC_BODY
    hist = """c71d09e4b2a8 -> 3f9a1c2e7b44 (head), add supplier_id to items
5a0be3f81d6c -> c71d09e4b2a8, create suppliers table
1e94c2d7a0f5 -> 5a0be3f81d6c, add reorder_level to items
<base> -> 1e94c2d7a0f5, create items table"""
    psql = """              List of relations
 Schema |     Name     | Type  | Owner | Table
--------+--------------+-------+-------+-------
 public | ix_items_sku | index | stock | items
(1 row)
"""
    turns = [
        (sa_act("alembic current"), f"{ctx}\n3f9a1c2e7b44 (head)\n" + sa_tail("n/a", root)),
        (sa_act("alembic history"), hist + "\n" + sa_tail("n/a", root)),
        (sa_act('alembic revision -m "add index on items sku"'),
         f"  Generating {path} ...  done\n" + sa_tail("n/a", root)),
        (sa_act("open migrations/versions/8d2e5b7a1f03_add_index_on_items_sku.py"),
         sa_window(path, ALEMBIC_REV) + "\n" + sa_tail(path, root)),
        (sa_act(f"edit {start}:{len(lines)}\n{ALEMBIC_BODY}\nend_of_edit"),
         sa_window(path, edited_rev) + "\nFile updated. Please review the changes and make sure they are correct "
         "(correct indentation, no duplicate lines, etc). Edit the file again if necessary.\n" + sa_tail(path, root)),
        (sa_act("alembic upgrade head"),
         f"{ctx}\nINFO  [alembic.runtime.migration] Running upgrade 3f9a1c2e7b44 -> 8d2e5b7a1f03, add index on items sku\n" + sa_tail(path, root)),
        (sa_act("alembic current && alembic history | head -3"),
         f"{ctx}\n8d2e5b7a1f03 (head)\n3f9a1c2e7b44 -> 8d2e5b7a1f03 (head), add index on items sku\n"
         "c71d09e4b2a8 -> 3f9a1c2e7b44, add supplier_id to items\n5a0be3f81d6c -> c71d09e4b2a8, create suppliers table\n" + sa_tail(path, root)),
        (sa_act("alembic downgrade -1 && alembic upgrade head && psql -d inventory -c '\\di ix_items_sku'"),
         f"{ctx}\nINFO  [alembic.runtime.migration] Running downgrade 8d2e5b7a1f03 -> 3f9a1c2e7b44, add index on items sku\n"
         f"{ctx}\nINFO  [alembic.runtime.migration] Running upgrade 3f9a1c2e7b44 -> 8d2e5b7a1f03, add index on items sku\n" + psql + sa_tail(path, root)),
    ]
    state = ("SWE-agent container, repository /alembic-inventory (SQLAlchemy 2.0 + alembic 1.13, PostgreSQL 15 database `inventory` "
             "owned by role `stock`, DATABASE_URL exported). Task: SKU lookups do sequential scans; add a unique index on items.sku "
             "as a new alembic revision and check that it upgrades and downgrades cleanly.")
    rs.add(TASK, "h53-swe-11", system("SWE-agent", root), turns, state=state)


# =====================================================================================================
# 12  flyway migrations, Codex CLI — clean
# =====================================================================================================

FW_HEAD = """Flyway OSS Edition 10.15.0 by Redgate

See release notes here: https://rd.gt/416ObMi
Database: jdbc:postgresql://localhost:5432/ledger (PostgreSQL 16.3)"""

FW_ROWS = [("1", "init", "2024-02-14 10:02:11"), ("2", "add accounts", "2024-02-14 10:02:11"),
           ("3", "add transactions", "2024-03-01 09:47:36"), ("4", "add currency to accounts", "2024-04-18 15:20:03"),
           ("5", "create transfer view", "2024-05-07 12:11:58"), ("6", "add refunds", "2024-06-20 16:41:07")]


def fw_info(rows: list[tuple[str, str, str, str]]) -> str:
    cols = ["Category", "Version", "Description", "Type", "Installed On", "State", "Undoable"]
    data = [["Versioned", v, d, "SQL", on, st, "No"] for v, d, on, st in rows]
    w = [max(len(c), *(len(r[i]) for r in data)) for i, c in enumerate(cols)]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.ljust(x) for c, x in zip(cells, w)) + " |"
    applied = [v for v, _, _, st in rows if st == "Success"]
    return "\n".join([FW_HEAD, f"Schema version: {applied[-1]}", "", sep, line(cols), sep] + [line(r) for r in data] + [sep, ""])


FW_V6 = """CREATE TABLE refunds (
    id             BIGSERIAL PRIMARY KEY,
    transaction_id BIGINT NOT NULL REFERENCES transactions(id),
    amount_cents   BIGINT NOT NULL CHECK (amount_cents > 0),
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_refunds_transaction_id ON refunds(transaction_id);
"""


def t12(rs: RowSet) -> None:
    wd = "/workspace/ledger-db"
    files = ["V1__init.sql", "V2__add_accounts.sql", "V3__add_transactions.sql", "V4__add_currency_to_accounts.sql",
             "V5__create_transfer_view.sql", "V6__add_refunds.sql"]
    base = [(v, d, on, "Success") for v, d, on in FW_ROWS]
    pending = base + [("7", "add refund reason", "", "Pending")]
    done = base + [("7", "add refund reason", "2024-07-09 11:23:48", "Success")]
    add = """*** Begin Patch
*** Add File: sql/V7__add_refund_reason.sql
+ALTER TABLE refunds
+    ADD COLUMN reason TEXT NOT NULL DEFAULT 'unspecified'
+        CHECK (reason IN ('unspecified', 'duplicate', 'fraudulent', 'requested_by_customer'));
*** End Patch"""
    upd = """*** Begin Patch
*** Update File: sql/V7__add_refund_reason.sql
@@
+-- Reason values mirror the payment provider's refund.reason enum.
 ALTER TABLE refunds
*** End Patch"""
    fw = "flyway -configFiles=conf/flyway.toml"
    migrate = FW_HEAD + """
Successfully validated 7 migrations (execution time 00:00.031s)
Current version of schema "public": 6
Migrating schema "public" to version "7 - add refund reason"
Successfully applied 1 migration to schema "public", now at version v7 (execution time 00:00.048s)
"""
    desc = """                                        Table "public.refunds"
     Column     |           Type           | Collation | Nullable |               Default
----------------+--------------------------+-----------+----------+-------------------------------------
 id             | bigint                   |           | not null | nextval('refunds_id_seq'::regclass)
 transaction_id | bigint                   |           | not null |
 amount_cents   | bigint                   |           | not null |
 created_at     | timestamp with time zone |           | not null | now()
 reason         | text                     |           | not null | 'unspecified'::text
Indexes:
    "refunds_pkey" PRIMARY KEY, btree (id)
    "idx_refunds_transaction_id" btree (transaction_id)
Check constraints:
    "refunds_amount_cents_check" CHECK (amount_cents > 0)
    "refunds_reason_check" CHECK (reason = ANY (ARRAY['unspecified'::text, 'duplicate'::text, 'fraudulent'::text, 'requested_by_customer'::text]))
Foreign-key constraints:
    "refunds_transaction_id_fkey" FOREIGN KEY (transaction_id) REFERENCES transactions(id)

"""
    bad_val = FW_HEAD + """
ERROR: Validate failed: Migrations have failed validation
Migration checksum mismatch for migration version 7
-> Applied to database : 1188296563
-> Resolved locally    : -402338125
Either revert the changes to the migration, or run repair to update the schema history.
Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE
"""
    repair = FW_HEAD + """
Repairing Schema History table for version 7 (Description: add refund reason, Type: SQL, Checksum: -402338125)  ...
Successfully repaired schema history table "public"."flyway_schema_history" (execution time 00:00.027s).
"""
    turns = [
        (cx("ls sql/", wd), cx_out("\n".join(files) + "\n", secs=0.0)),
        (cx(f"{fw} info", wd), cx_out(fw_info(base), secs=2.3)),
        (cx("cat sql/V6__add_refunds.sql", wd), cx_out(FW_V6, secs=0.0)),
        (cx_patch(add, wd), cx_out("Success. Updated the following files:\nA sql/V7__add_refund_reason.sql\n", secs=0.0)),
        (cx(f"{fw} info", wd), cx_out(fw_info(pending), secs=2.1)),
        (cx(f"{fw} migrate", wd), cx_out(migrate, secs=2.6)),
        (cx(f"{fw} info", wd), cx_out(fw_info(done), secs=2.2)),
        (cx('psql "$LEDGER_DB_URL" -c "\\d refunds"', wd), cx_out(desc, secs=0.1)),
        (cx(f"{fw} validate", wd), cx_out(FW_HEAD + "\nSuccessfully validated 7 migrations (execution time 00:00.019s)\n", secs=2.0)),
        (cx_patch(upd, wd), cx_out("Success. Updated the following files:\nM sql/V7__add_refund_reason.sql\n", secs=0.0)),
        (cx(f"{fw} validate", wd), cx_out(bad_val, 1, 2.0)),
        (cx(f"{fw} repair", wd), cx_out(repair, secs=2.2)),
    ]
    state = ("Codex CLI (approval: on-request) in /workspace/ledger-db: SQL migrations applied with the Flyway 10 CLI "
             "(conf/flyway.toml points at jdbc:postgresql://localhost:5432/ledger, locations=filesystem:sql). Task: add a `reason` "
             "column to refunds as migration V7 and apply it to the local database.")
    rs.add(TASK, "h53-swe-12", system("Codex CLI", wd), turns, state=state)


# =====================================================================================================
# 13  Go, Cline — contradiction: Evict's body shows RLock though it was Lock and never edited
# =====================================================================================================

GO_STORE = '''package cache

import (
	"container/list"
	"sync"
	"time"
)

type entry struct {
	key     string
	value   []byte
	expires time.Time
}

// Store is a size-bounded LRU cache with per-entry TTLs.
type Store struct {
	mu    sync.RWMutex
	max   int
	ll    *list.List
	items map[string]*list.Element
	hits  int64
	miss  int64
	now   func() time.Time
}

func New(max int) *Store {
	return &Store{max: max, ll: list.New(), items: make(map[string]*list.Element), now: time.Now}
}

func (s *Store) Get(key string) ([]byte, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	el, ok := s.items[key]
	if !ok || s.now().After(el.Value.(*entry).expires) {
		s.miss++
		return nil, false
	}
	s.ll.MoveToFront(el)
	s.hits++
	return el.Value.(*entry).value, true
}

func (s *Store) Set(key string, value []byte, ttl time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if el, ok := s.items[key]; ok {
		s.ll.MoveToFront(el)
		e := el.Value.(*entry)
		e.value, e.expires = value, s.now().Add(ttl)
		return
	}
	s.items[key] = s.ll.PushFront(&entry{key: key, value: value, expires: s.now().Add(ttl)})
	if s.ll.Len() > s.max {
		s.removeOldest()
	}
}

func (s *Store) Evict(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	el, ok := s.items[key]
	if !ok {
		return false
	}
	s.ll.Remove(el)
	delete(s.items, key)
	return true
}

func (s *Store) Stats() (hits, misses int64, size int) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.hits, s.miss, s.ll.Len()
}

func (s *Store) removeOldest() {
	el := s.ll.Back()
	if el == nil {
		return
	}
	s.ll.Remove(el)
	delete(s.items, el.Value.(*entry).key)
}
'''

GO_SEARCH = """func (s *Store) Get(key string) ([]byte, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()"""
GO_REPLACE = """func (s *Store) Get(key string) ([]byte, bool) {
	// Get mutates the LRU order and the counters, so it needs the write lock.
	s.mu.Lock()
	defer s.mu.Unlock()"""


def cline_search(path: str, text: str, needle: str) -> tuple[int, str]:
    lines = text.split("\n")
    hits = [i for i, ln in enumerate(lines) if needle in ln]
    groups: list[list[int]] = []
    for i in hits:
        lo, hi = max(0, i - 1), min(len(lines) - 1, i + 1)
        if groups and lo <= groups[-1][1] + 1:
            groups[-1][1] = hi
        else:
            groups.append([lo, hi])
    body = [path, "│----"]
    for g in groups:
        body += [f"│{lines[j]}" for j in range(g[0], g[1] + 1)]
        body.append("│----")
    return len(hits), "\n".join(body)


def grep_a3(text: str, pattern: str) -> str:
    lines = text.split("\n")
    out, last = [], -10
    for i, ln in enumerate(lines):
        if ln.startswith(pattern):
            if out and i > last + 1:
                out.append("--")
            out.append(f"{i + 1}:{ln}")
            for j in range(i + 1, min(i + 4, len(lines))):
                out.append(f"{j + 1}-{lines[j]}")
            last = min(i + 3, len(lines) - 1)
    return "\n".join(out)


def t13(rs: RowSet) -> None:
    root = "/home/dev/kvcache"
    fixed = swap(GO_STORE, GO_SEARCH, GO_REPLACE)
    mod = "github.com/halyard/kvcache"
    hits_line = GO_STORE.split("\n").index("\ts.hits++") + 1
    race = f"""==================
WARNING: DATA RACE
Read at 0x00c0001a2060 by goroutine 11:
  {mod}/cache.(*Store).Get()
      {root}/cache/store.go:{hits_line} +0x1c4
  {mod}/cache.TestConcurrentGet.func1()
      {root}/cache/store_test.go:71 +0x84

Previous write at 0x00c0001a2060 by goroutine 10:
  {mod}/cache.(*Store).Get()
      {root}/cache/store.go:{hits_line} +0x1d8
  {mod}/cache.TestConcurrentGet.func1()
      {root}/cache/store_test.go:71 +0x84

Goroutine 11 (running) created at:
  {mod}/cache.TestConcurrentGet()
      {root}/cache/store_test.go:69 +0x7c
  testing.tRunner()
      /usr/local/go/src/testing/testing.go:1689 +0x180
  testing.(*T).Run.gowrap1()
      /usr/local/go/src/testing/testing.go:1742 +0x40

Goroutine 10 (finished) created at:
  {mod}/cache.TestConcurrentGet()
      {root}/cache/store_test.go:69 +0x7c
  testing.tRunner()
      /usr/local/go/src/testing/testing.go:1689 +0x180
  testing.(*T).Run.gowrap1()
      /usr/local/go/src/testing/testing.go:1742 +0x40
==================
--- FAIL: TestConcurrentGet (0.01s)
    testing.go:1398: race detected during execution of test
FAIL
FAIL	{mod}/cache	0.047s
?   	{mod}/cmd/kvcached	[no test files]
ok  	{mod}/internal/wire	1.018s
ok  	{mod}/server	1.094s
FAIL"""
    ok = f"""ok  	{mod}/cache	1.062s
?   	{mod}/cmd/kvcached	[no test files]
ok  	{mod}/internal/wire	(cached)
ok  	{mod}/server	1.101s"""
    n_hits, found = cline_search("cache/store.go", fixed, "s.mu.")
    grep = grep_a3(fixed, "func (s *Store)").replace("\ts.mu.Lock()\n" + f"{fixed.split(chr(10)).index('func (s *Store) Evict(key string) bool {') + 3}-\tdefer s.mu.Unlock()",
                                                     "\ts.mu.RLock()\n" + f"{fixed.split(chr(10)).index('func (s *Store) Evict(key string) bool {') + 3}-\tdefer s.mu.RUnlock()")
    assert "RLock()\n" in grep.split("Evict")[1].split("--")[0]
    bench = f"""goos: linux
goarch: amd64
pkg: {mod}/cache
cpu: AMD EPYC 7763 64-Core Processor
BenchmarkGetHit-16         	 9184516	       131.2 ns/op	       0 B/op	       0 allocs/op
BenchmarkGetMiss-16        	14204017	        84.61 ns/op	       0 B/op	       0 allocs/op
BenchmarkSet-16            	 4422961	       270.9 ns/op	      80 B/op	       2 allocs/op
BenchmarkParallelGet-16    	 5120388	       236.4 ns/op	       0 B/op	       0 allocs/op
PASS
ok  	{mod}/cache	6.118s"""
    runv = f"""=== RUN   TestEvictRemovesEntry
--- PASS: TestEvictRemovesEntry (0.00s)
=== RUN   TestEvictMissingKey
--- PASS: TestEvictMissingKey (0.00s)
=== RUN   TestConcurrentGet
--- PASS: TestConcurrentGet (0.01s)
=== RUN   TestConcurrentSetEvict
--- PASS: TestConcurrentSetEvict (0.02s)
PASS
ok  	{mod}/cache	1.041s"""
    c1 = "go test -race ./..."
    c7 = "go test -race -run 'TestEvict|TestConcurrent' -v ./cache"
    c8 = 'grep -n -A3 "^func (s \\*Store)" cache/store.go'
    c9 = "go test -run '^$' -bench . -benchmem ./cache"
    c11 = 'git commit -am "cache: take the write lock in Get (fixes data race)"'
    turns = [
        (cl_cmd(c1), cl_out(c1, race)),
        (cl_read("cache/store.go"), f"[read_file for 'cache/store.go'] Result:\n{GO_STORE}"),
        (cl_replace("cache/store.go", GO_SEARCH, GO_REPLACE), cl_saved("cache/store.go", fixed)),
        (cl_cmd(c1), cl_out(c1, ok)),
        (cl_cmd("go vet ./... && echo vet-ok"), cl_out("go vet ./... && echo vet-ok", "vet-ok")),
        ("<search_files>\n<path>cache</path>\n<regex>s\\.mu\\.</regex>\n<file_pattern>*.go</file_pattern>\n</search_files>",
         f"[search_files for 's\\.mu\\.' in '*.go'] Result:\nFound {n_hits} results.\n\n{found}"),
        (cl_cmd(c7), cl_out(c7, runv)),
        (cl_cmd(c8), cl_out(c8, grep)),
        (cl_cmd(c9), cl_out(c9, bench)),
        (cl_cmd("git diff --stat"), cl_out("git diff --stat", stat([("cache/store.go", 3, 2)]))),
        (cl_cmd(c11), cl_out(c11, "[fix/get-race 41c9e7d] cache: take the write lock in Get (fixes data race)\n 1 file changed, 3 insertions(+), 2 deletions(-)")),
    ]
    state = ("Cline in VS Code, workspace /home/dev/kvcache (module github.com/halyard/kvcache, Go 1.22.3, linux/amd64). Branch "
             "`fix/get-race`. CI reports `go test -race` failing intermittently in the cache package.")
    rs.add(TASK, "h53-swe-13", system("Cline", root), turns, state=state, bad=True, turn=8,
           kind="grep shows Evict taking s.mu.RLock()/RUnlock() though the file (read and saved earlier) has s.mu.Lock()/Unlock() there and Evict was never edited")


# =====================================================================================================
# 14  Rust / cargo, OpenHands — clean
# =====================================================================================================

RS_PARSE_OLD = '''    let (core, pre) = match input.split_once('-') {
        Some((c, p)) => (c, Some(p)),
        None => (input, None),
    };
    let (core, build) = match core.split_once('+') {
        Some((c, b)) => (c, Some(b)),
        None => (core, None),
    };'''

RS_PARSE_NEW = '''    let (rest, build) = match input.split_once('+') {
        Some((r, b)) => (r, Some(b)),
        None => (input, None),
    };
    let (core, pre) = match rest.split_once('-') {
        Some((c, p)) => (c, Some(p)),
        None => (rest, None),
    };'''

RS_PARSE = '''use crate::{Error, Identifier, Version};

pub(crate) fn parse_version(input: &str) -> Result<Version, Error> {
    let input = input.trim();
    if input.is_empty() {
        return Err(Error::Empty);
    }
''' + RS_PARSE_OLD + '''
    let mut nums = core.splitn(3, '.').map(parse_numeric);
    let major = nums.next().ok_or(Error::MissingPart("major"))??;
    let minor = nums.next().ok_or(Error::MissingPart("minor"))??;
    let patch = nums.next().ok_or(Error::MissingPart("patch"))??;
    let pre = match pre {
        Some(p) => p.split('.').map(Identifier::parse).collect::<Result<Vec<_>, _>>()?,
        None => Vec::new(),
    };
    let build = build.map(|b| b.split('.').map(str::to_owned).collect()).unwrap_or_default();
    Ok(Version { major, minor, patch, pre, build })
}

fn parse_numeric(part: &str) -> Result<u64, Error> {
    if part.len() > 1 && part.starts_with('0') {
        return Err(Error::LeadingZero(part.to_owned()));
    }
    part.parse().map_err(|_| Error::NotNumeric(part.to_owned()))
}'''

RS_CMP = '''fn cmp_pre(a: &[Identifier], b: &[Identifier]) -> Ordering {
    // A version without pre-release identifiers has higher precedence.
    match (a.is_empty(), b.is_empty()) {
        (true, true) => return Ordering::Equal,
        (true, false) => return Ordering::Greater,
        (false, true) => return Ordering::Less,
        (false, false) => {}
    }
    for (x, y) in a.iter().zip(b) {
        if x != y {
            return x.cmp(y);
        }
    }
    return a.len().cmp(&b.len());
}'''

RS_TESTS = ["cmp::tests::build_metadata_ignored_in_ordering", "cmp::tests::major_dominates", "cmp::tests::minor_breaks_ties",
            "cmp::tests::numeric_identifiers_compare_numerically", "cmp::tests::numeric_lower_than_alphanumeric",
            "cmp::tests::patch_breaks_ties", "cmp::tests::prerelease_lower_than_release", "cmp::tests::shorter_prerelease_lower",
            "cmp::tests::spec_example_ordering", "cmp::tests::equal_versions", "display::tests::roundtrip_plain",
            "display::tests::roundtrip_prerelease", "display::tests::roundtrip_build", "display::tests::roundtrip_full",
            "ident::tests::alnum_identifier", "ident::tests::empty_identifier_rejected", "ident::tests::hyphen_allowed",
            "ident::tests::invalid_char_rejected", "ident::tests::numeric_identifier", "ident::tests::numeric_leading_zero_rejected",
            "parse::tests::parse_build_only", "parse::tests::parse_empty", "parse::tests::parse_leading_zero_major",
            "parse::tests::parse_leading_zero_minor", "parse::tests::parse_missing_minor", "parse::tests::parse_missing_patch",
            "parse::tests::parse_not_numeric", "parse::tests::parse_plain", "parse::tests::parse_prerelease",
            "parse::tests::parse_prerelease_with_build_metadata", "parse::tests::parse_prerelease_with_hyphen",
            "parse::tests::parse_trims_whitespace", "parse::tests::parse_zero_version", "parse::tests::parse_huge_numbers",
            "req::tests::caret_major", "req::tests::caret_zero_minor", "req::tests::caret_zero_zero", "req::tests::exact",
            "req::tests::greater_equal", "req::tests::less_than", "req::tests::tilde_minor", "req::tests::tilde_patch",
            "req::tests::wildcard_minor", "req::tests::prerelease_needs_opt_in", "req::tests::multiple_comparators",
            "serde_impl::tests::deserialize_str", "serde_impl::tests::serialize_str"]


def cargo_test(fail: bool) -> str:
    root = "/workspace/semverlite"
    out = [f"   Compiling semverlite v0.4.2 ({root})",
           f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {'1.37' if fail else '1.29'}s",
           "     Running unittests src/lib.rs (target/debug/deps/semverlite-3f1c9a2be47d5e10)", "",
           f"running {len(RS_TESTS)} tests"]
    bad = "parse::tests::parse_prerelease_with_build_metadata"
    for t in sorted(RS_TESTS):
        out.append(f"test {t} ... {'FAILED' if fail and t == bad else 'ok'}")
    if fail:
        out += ["", "failures:", "", f"---- {bad} stdout ----",
                f"thread '{bad}' panicked at src/parse.rs:88:50:",
                "called `Result::unwrap()` on an `Err` value: InvalidIdentifier(\"1+build\")",
                "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "",
                "failures:", f"    {bad}", "",
                f"test result: FAILED. {len(RS_TESTS) - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s",
                "", "error: test failed, to rerun pass `--lib`"]
    else:
        out += ["", f"test result: ok. {len(RS_TESTS)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s",
                "", "   Doc-tests semverlite", "", "running 5 tests",
                "test src/lib.rs - (line 7) ... ok", "test src/lib.rs - Version::parse (line 41) ... ok",
                "test src/req.rs - VersionReq::matches (line 63) ... ok", "test src/lib.rs - Version::is_prerelease (line 88) ... ok",
                "test src/req.rs - VersionReq::parse (line 29) ... ok", "",
                "test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s", ""]
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    root = "/workspace/semverlite"
    path = f"{root}/src/parse.rs"
    cmp_path = f"{root}/src/cmp.rs"
    fixed = swap(RS_PARSE, RS_PARSE_OLD, RS_PARSE_NEW)
    ret = "    return a.len().cmp(&b.len());"
    ret_line = 14 + RS_CMP.split("\n").index(ret) + 1
    stmt = ret.strip()
    clippy = f"""    Checking semverlite v0.4.2 ({root})
error: unneeded `return` statement
  --> src/cmp.rs:{ret_line}:5
   |
{ret_line} |     {stmt}
   |     {"^" * len(stmt)}
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_return
   = note: `-D clippy::needless-return` implied by `-D warnings`
   = help: to override `-D warnings` add `#[allow(clippy::needless_return)]`
help: remove `return`
   |
{ret_line} -     {stmt}
{ret_line} +     a.len().cmp(&b.len())
   |

error: could not compile `semverlite` (lib) due to 1 previous error"""
    cmp_fixed = swap(RS_CMP, ret, "    a.len().cmp(&b.len())")
    clean = f"""    Checking semverlite v0.4.2 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.64s

running {len(RS_TESTS)} tests
{"." * len(RS_TESTS)}
test result: ok. {len(RS_TESTS)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s


running 5 tests
.....
test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.39s
"""
    n_lines = len(RS_PARSE.split("\n"))
    turns = [
        (bash("cd /workspace/semverlite && cargo test"), oh(cargo_test(True), root, 101, py=None)),
        (editor("view", path, view_range=[1, n_lines]), cat_n(path, RS_PARSE)),
        (editor("str_replace", path, old_str=RS_PARSE_OLD, new_str=RS_PARSE_NEW), edited(path, snip(fixed, 4, 19), 4)),
        (bash("cargo test"), oh(cargo_test(False), root, py=None)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh(clippy, root, 101, py=None)),
        (editor("str_replace", cmp_path, old_str=ret, new_str="    a.len().cmp(&b.len())"),
         edited(cmp_path, snip(cmp_fixed, 9, 15), 23)),
        (bash("cargo clippy --all-targets -- -D warnings && cargo test -q"), oh(clean, root, py=None)),
    ]
    state = ("OpenHands sandbox, repository /workspace/semverlite (a small SemVer 2.0 crate, v0.4.2; rustc 1.78.0, clippy). "
             "Issue #57: `Version::parse(\"1.0.0-rc.1+build.5\")` fails with InvalidIdentifier although it is valid SemVer.")
    rs.add(TASK, "h53-swe-14", system("OpenHands", root), turns, state=state)


# =====================================================================================================
# 15  Express + jest, Aider — contradiction: jest total grows from 63 to 64 with no test added
# =====================================================================================================

ETA_OLD = """function estimateDelivery(shippedAt, transitDays) {
  let eta = new Date(shippedAt);
  eta = addDays(eta, transitDays);
  return eta;
}"""

ETA_NEW = """function estimateDelivery(shippedAt, transitDays) {
  let eta = new Date(shippedAt);
  let remaining = transitDays;
  while (remaining > 0) {
    eta = addDays(eta, 1);
    if (!isWeekend(eta)) remaining -= 1;
  }
  return eta;
}"""


def jest_summary(passed: int, failed: int, suites_failed: int, secs: str) -> str:
    total = passed + failed
    st = f"{suites_failed} failed, {8 - suites_failed} passed, 8 total" if suites_failed else "8 passed, 8 total"
    tt = f"{failed} failed, {passed} passed, {total} total" if failed else f"{passed} passed, {total} total"
    return (f"Test Suites: {st}\nTests:       {tt}\nSnapshots:   3 passed, 3 total\nTime:        {secs} s\n"
            "Ran all test suites.")


def t15(rs: RowSet) -> None:
    suites = ["src/routes/__tests__/parcels.test.js", "src/services/__tests__/carriers.test.js",
              "src/services/__tests__/eta.test.js", "src/utils/__tests__/tracking-number.test.js",
              "src/routes/__tests__/webhooks.test.js", "src/middleware/__tests__/auth.test.js",
              "src/services/__tests__/notify.test.js", "src/db/__tests__/repository.test.js"]
    fail_block = """  ● estimateDelivery › skips weekends when counting transit days

    expect(received).toEqual(expected) // deep equality

    Expected: 2024-03-18T00:00:00.000Z
    Received: 2024-03-16T00:00:00.000Z

      14 |   test('skips weekends when counting transit days', () => {
      15 |     const eta = estimateDelivery(new Date('2024-03-14T00:00:00Z'), 2);
    > 16 |     expect(eta).toEqual(new Date('2024-03-18T00:00:00Z'));
         |                 ^
      17 |   });
      18 |
      19 |   test('a Friday shipment with 1 transit day arrives Monday', () => {

      at Object.toEqual (src/services/__tests__/eta.test.js:16:17)

  ● estimateDelivery › a Friday shipment with 1 transit day arrives Monday

    expect(received).toEqual(expected) // deep equality

    Expected: 2024-03-18T00:00:00.000Z
    Received: 2024-03-16T00:00:00.000Z

      19 |   test('a Friday shipment with 1 transit day arrives Monday', () => {
      20 |     const eta = estimateDelivery(new Date('2024-03-15T00:00:00Z'), 1);
    > 21 |     expect(eta).toEqual(new Date('2024-03-18T00:00:00Z'));
         |                 ^
      22 |   });
      23 |
      24 |   test('zero transit days returns the ship date', () => {

      at Object.toEqual (src/services/__tests__/eta.test.js:21:17)
"""
    r1 = []
    for s in suites:
        if s.endswith("eta.test.js"):
            r1 += [f"FAIL {s}", fail_block]
        else:
            r1.append(f"PASS {s}")
    run1 = "\n".join(r1) + "\n" + jest_summary(61, 2, 1, "3.412")
    order2 = [suites[i] for i in (1, 0, 3, 2, 5, 4, 7, 6)]
    run2 = "\n".join(f"PASS {s}" for s in order2) + "\n\n" + jest_summary(64, 0, 0, "3.187")
    cov = ("\n".join(f"PASS {s}" for s in suites) + "\n\n=============================== Coverage summary ===============================\n"
           "Statements   : 91.37% ( 455/498 )\nBranches     : 84.12% ( 159/189 )\nFunctions    : 93.1% ( 108/116 )\n"
           "Lines        : 91.84% ( 439/478 )\n================================================================================\n"
           + jest_summary(63, 0, 0, "4.906"))
    path = "src/services/eta.js"
    turns = [
        ("/run npx jest", ai_run(run1)),
        (f"/add {path}", f"Added {path} to the chat\n" + "─" * 80 + f"\n{path}\n>"),
        (ai_block(path, ETA_OLD, ETA_NEW),
         f"Tokens: 3.2k sent, 187 received. Cost: $0.01 message, $0.02 session.\nApplied edit to {path}\n"
         "Commit 81c4d2e fix: count only business days in delivery ETA\nYou can use /undo to undo and discard each aider commit."),
        ("/run npx jest", ai_run(run2)),
        ("/run npx jest --coverage --coverageReporters=text-summary", ai_run(cov)),
        ("/git log --oneline -3", """81c4d2e (HEAD -> main) fix: count only business days in delivery ETA
2bd7e40 Add carrier webhook signature check
c90f5a3 Bump express from 4.18.2 to 4.19.2"""),
        ("/run npm run lint", ai_run("\n> parcel-tracker@1.8.0 lint\n> eslint src --max-warnings=0\n")),
    ]
    state = ("aider 0.62 (auto-commits on, model claude-3-5-sonnet) in /home/sam/work/parcel-tracker, an Express 4 API with jest 29 "
             "and date-fns 3 (TZ=UTC). HEAD 2bd7e40 on `main`. Bug: delivery ETAs land on Saturdays and Sundays; carriers only "
             "deliver on business days. src/services/eta.js imports addDays and isWeekend from date-fns.")
    rs.add(TASK, "h53-swe-15", system("Aider", "/home/sam/work/parcel-tracker"), turns, state=state, bad=True, turn=4,
           kind="after an edit to src/services/eta.js only, jest reports 64 tests in total where it had 63 (and 63 again in the next run)")


# =====================================================================================================
# 16  Crystal / Kemal, Gemini CLI — contradiction: the clock goes back 20 minutes
# =====================================================================================================

CR_NOTE = '''require "db"
require "json"

module KemalNotes
  class Note
    include DB::Serializable

    getter id : Int64
    getter title : String
    getter body : String
    getter created_at : Time
    getter updated_at : Time

    def excerpt(limit : Int32 = 140) : String
      return body if body.size <= limit
      cut = body[0, limit]
      if idx = cut.rindex(' ')
        cut = cut[0, idx + 1]
      end
      "#{cut}…"
    end

    def to_json(json : JSON::Builder)
      json.object do
        json.field "id", id
        json.field "title", title
        json.field "excerpt", excerpt
        json.field "updated_at", updated_at.to_rfc3339
      end
    end
  end
end
'''


def t16(rs: RowSet) -> None:
    root = "/home/kai/projects/kemal-notes"
    fixed = swap(CR_NOTE, "cut = cut[0, idx + 1]", "cut = cut[0, idx]")
    size = len(fixed.encode("utf-8"))
    spec1 = """.........F........................

Failures:

  1) Note#excerpt truncates on a word boundary
     Failure/Error: note.excerpt(20).should eq "The quick brown fox…"

       Expected: "The quick brown fox…"
            got: "The quick brown fox …"

     # spec/models/note_spec.cr:27

Finished in 14.1 milliseconds
34 examples, 1 failures, 0 errors, 0 pending

Failed examples:

crystal spec spec/models/note_spec.cr:25 # Note#excerpt truncates on a word boundary"""
    spec2 = "." * 34 + "\n\nFinished in 12.4 milliseconds\n34 examples, 0 failures, 0 errors, 0 pending"
    ls = f"""total 12
-rw-r--r-- 1 kai kai {size:4d} 2024-03-12 14:09:51.402118330 +0000 note.cr
-rw-r--r-- 1 kai kai 1148 2024-02-27 18:22:40.118204561 +0000 notebook.cr
-rw-r--r-- 1 kai kai  412 2024-02-27 18:22:40.118204561 +0000 tag.cr
Tue Mar 12 14:11:26 UTC 2024"""
    c6 = "ls -l --time-style=full-iso src/models/ && date -u"
    c8 = "git status --short && git diff --stat"
    turns = [
        (gshell("date -u && crystal --version", "Check the time and the compiler version"),
         g_run("date -u && crystal --version", "Tue Mar 12 14:32:07 UTC 2024\nCrystal 1.11.2 [4a1c1d9f] (2024-01-18)\n\nLLVM: 15.0.7\nDefault target: x86_64-unknown-linux-gnu", pgid=77410)),
        (gshell("crystal spec", "Run the specs"), g_run("crystal spec", spec1, code=1, pgid=77436)),
        (g_read(f"{root}/src/models/note.cr"), CR_NOTE),
        (call("replace", file_path=f"{root}/src/models/note.cr", old_string="        cut = cut[0, idx + 1]",
              new_string="        cut = cut[0, idx]"),
         f"Successfully modified file: {root}/src/models/note.cr (1 replacements)."),
        (gshell("crystal spec", "Re-run the specs"), g_run("crystal spec", spec2, pgid=77502)),
        (gshell(c6, "Check modification times"), g_run(c6, ls, pgid=77531)),
        (gshell("shards build --release --no-debug", "Build the release binary"),
         g_run("shards build --release --no-debug", "Dependencies are satisfied\nBuilding: kemal-notes", pgid=77540)),
        (gshell(c8, "Show the pending change"),
         g_run(c8, " M src/models/note.cr\n" + stat([("src/models/note.cr", 1, 1)]), pgid=77618)),
    ]
    state = ("Gemini CLI in /home/kai/projects/kemal-notes (Crystal 1.11, Kemal 1.5, crystal-db with SQLite). Bug: note "
             "excerpts end with a space before the ellipsis (\"The quick brown fox …\").")
    rs.add(TASK, "h53-swe-16", system("Gemini CLI", root), turns, state=state, bad=True, turn=6,
           kind="date -u reads 14:11:26 (and note.cr, edited after turn 1, shows mtime 14:09:51) though turn 1's date -u already read 14:32:07")


# =====================================================================================================
# 17  Zig, Claude Code — clean
# =====================================================================================================

ZIG_RING = '''const std = @import("std");
const testing = std.testing;

pub fn RingBuffer(comptime T: type) type {
    return struct {
        const Self = @This();

        buf: []T,
        head: usize = 0,
        len: usize = 0,

        pub fn init(buf: []T) Self {
            return .{ .buf = buf };
        }

        pub fn push(self: *Self, item: T) void {
            const tail = (self.head + self.len) % self.buf.len;
            self.buf[tail] = item;
            if (self.len == self.buf.len) {
                self.head = (self.head + 1) % self.buf.len;
            } else {
                self.len += 1;
            }
        }

        pub fn pop(self: *Self) ?T {
            if (self.len == 0) return null;
            const item = self.buf[self.head];
            self.head += 1;
            self.len -= 1;
            return item;
        }

        pub fn peek(self: Self) ?T {
            if (self.len == 0) return null;
            return self.buf[self.head];
        }

        pub fn count(self: Self) usize {
            return self.len;
        }

        pub fn isFull(self: Self) bool {
            return self.len == self.buf.len;
        }

        pub fn clear(self: *Self) void {
            self.head = 0;
            self.len = 0;
        }
    };
}

test "push and pop" {
    var storage: [4]u32 = undefined;
    var rb = RingBuffer(u32).init(&storage);
    rb.push(10);
    rb.push(20);
    try testing.expectEqual(@as(?u32, 10), rb.pop());
    try testing.expectEqual(@as(?u32, 20), rb.pop());
}

test "pop on empty returns null" {
    var storage: [2]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    try testing.expectEqual(@as(?u8, null), rb.pop());
}

test "count tracks pushes and pops" {
    var storage: [4]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(1);
    rb.push(2);
    rb.push(3);
    _ = rb.pop();
    try testing.expectEqual(@as(usize, 2), rb.count());
}

test "overwrites oldest when full" {
    var storage: [2]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(1);
    rb.push(2);
    rb.push(3);
    try testing.expectEqual(@as(?u8, 2), rb.pop());
}

test "peek returns oldest without removing" {
    var storage: [3]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(7);
    try testing.expectEqual(@as(?u8, 7), rb.peek());
    try testing.expectEqual(@as(usize, 1), rb.count());
}

test "clear empties the buffer" {
    var storage: [3]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(1);
    rb.push(2);
    rb.clear();
    try testing.expectEqual(@as(usize, 0), rb.count());
    try testing.expectEqual(@as(?u8, null), rb.pop());
}

test "capacity of one" {
    var storage: [1]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(5);
    rb.push(6);
    try testing.expectEqual(@as(?u8, 6), rb.pop());
}

test "works with structs" {
    const Point = struct { x: i32, y: i32 };
    var storage: [2]Point = undefined;
    var rb = RingBuffer(Point).init(&storage);
    rb.push(.{ .x = 1, .y = -1 });
    try testing.expectEqual(Point{ .x = 1, .y = -1 }, rb.pop().?);
}

test "isFull after capacity pushes" {
    var storage: [3]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(1);
    rb.push(2);
    rb.push(3);
    try testing.expect(rb.isFull());
}

test "interleaved push and pop" {
    var storage: [4]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(1);
    try testing.expectEqual(@as(?u8, 1), rb.pop());
    rb.push(2);
    try testing.expectEqual(@as(?u8, 2), rb.pop());
    rb.push(3);
    try testing.expectEqual(@as(?u8, 3), rb.pop());
}

test "count never exceeds capacity" {
    var storage: [2]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    for (0..5) |i| rb.push(@intCast(i));
    try testing.expectEqual(@as(usize, 2), rb.count());
}

test "wraps around after capacity" {
    var storage: [3]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    rb.push(1);
    rb.push(2);
    _ = rb.pop();
    rb.push(3);
    rb.push(4);
    try testing.expectEqual(@as(?u8, 2), rb.pop());
    try testing.expectEqual(@as(?u8, 3), rb.pop());
    try testing.expectEqual(@as(?u8, 4), rb.pop());
}'''

ZIG_NEW_TEST = '''

test "pop keeps wrapping after many cycles" {
    var storage: [3]u16 = undefined;
    var rb = RingBuffer(u16).init(&storage);
    var i: u16 = 0;
    while (i < 100) : (i += 1) {
        rb.push(i);
        try testing.expectEqual(@as(?u16, i), rb.pop());
    }
    try testing.expectEqual(@as(usize, 0), rb.count());
}'''


def t17(rs: RowSet) -> None:
    root = "/home/zoe/src/zig-ringbuf"
    path = f"{root}/src/ring.zig"
    lines = ZIG_RING.split("\n")
    item_line = lines.index("            const item = self.buf[self.head];") + 1
    last_pop = len(lines) - 1
    fixed = swap(ZIG_RING, "            self.head += 1;", "            self.head = (self.head + 1) % self.buf.len;")
    final = fixed + ZIG_NEW_TEST
    panic = f"""0.12.0
test
└─ run test failure
thread 48213 panic: index out of bounds: index 3, len 3
{path}:{item_line}:35: 0x1040c1e in pop (test)
            const item = self.buf[self.head];
                                  ^
{path}:{last_pop}:52: 0x1041a0f in test.wraps around after capacity (test)
    try testing.expectEqual(@as(?u8, 4), rb.pop());
                                                   ^
/usr/lib/zig/lib/compiler/test_runner.zig:157:25: 0x104ba90 in mainTerminal (test)
        if (test_fn.func()) |_| {{
                        ^
/usr/lib/zig/lib/compiler/test_runner.zig:37:28: 0x1041fbb in main (test)
        return mainTerminal();
                           ^
/usr/lib/zig/lib/std/start.zig:501:22: 0x1040a79 in posixCallMainAndExit (test)
            root.main();
                     ^
???:?:?: 0x0 in ??? (???)
error: the following command terminated unexpectedly:
{root}/.zig-cache/o/5a1e0f3b9c27d84e61f0b2ad73c9e415/test
Build Summary: 1/3 steps succeeded; 1 failed
test transitive failure
└─ run test failure
   └─ zig test Debug native success 1s MaxRSS:178M
error: the following build command failed with exit code 1:
{root}/.zig-cache/o/0c7d2e91f4b8a35e6d1c09f2b7a4e880/build /usr/lib/zig/zig {root} {root}/.zig-cache /home/zoe/.cache/zig --seed 0x8a3d41f2 -Z1f6b3c0d9e2a7f48 test --summary all"""

    def ok(n: int, ms: int, rss: int) -> str:
        return (f"Build Summary: 3/3 steps succeeded; {n}/{n} tests passed\ntest success\n└─ run test {n} passed {ms}ms MaxRSS:1M\n"
                f"   └─ zig test Debug native success 1s MaxRSS:{rss}M")
    pop_start = lines.index("        pub fn pop(self: *Self) ?T {") + 1
    new_lines = ZIG_NEW_TEST.count("\n")
    tail_from = len(lines) - 4
    turns = [
        (call("Bash", command="zig version && zig build test --summary all", description="Run the tests"), panic),
        (call("Read", file_path=path, limit=52), arrow(snip(ZIG_RING, 1, 52))),
        (call("Edit", file_path=path, old_string="            self.head += 1;\n            self.len -= 1;",
              new_string="            self.head = (self.head + 1) % self.buf.len;\n            self.len -= 1;"),
         cc_edit(path, snip(fixed, pop_start - 2, pop_start + 8), pop_start - 2)),
        (call("Bash", command="zig build test --summary all", description="Re-run the tests"), ok(12, 2, 183)),
        (call("Edit", file_path=path,
              old_string="    try testing.expectEqual(@as(?u8, 4), rb.pop());\n}",
              new_string="    try testing.expectEqual(@as(?u8, 4), rb.pop());\n}" + ZIG_NEW_TEST),
         cc_edit(path, snip(final, last_pop - 2, len(final.split("\n"))), last_pop - 2)),
        (call("Bash", command="zig build test --summary all", description="Run the tests with the new case"), ok(13, 3, 181)),
        (call("Read", file_path=path, offset=tail_from), arrow(snip(final, tail_from, len(final.split("\n"))), tail_from)),
        (call("Bash", command="git diff --stat", description="Summarise the change"), stat([("src/ring.zig", 1 + new_lines, 1)])),
        (call("Bash", command="zig fmt --check src/ build.zig && echo fmt-ok", description="Check formatting"), "fmt-ok"),
    ]
    state = ("Claude Code session in /home/zoe/src/zig-ringbuf (Zig 0.12.0, linux x86_64; a generic ring buffer in src/ring.zig "
             "with 12 unit tests run by `zig build test`). Bug report: popping after the buffer has wrapped crashes in Debug builds.")
    rs.add(TASK, "h53-swe-17", system("Claude Code", root), turns, state=state)


# =====================================================================================================
# 18  Haskell / cabal + hspec, Codex CLI — clean
# =====================================================================================================

HS_SPECS = {
    "parseIni": ["parses an empty document", "parses a single section", "parses several sections",
                 "parses keys before the first section into the global section", "strips whitespace around keys",
                 "strips whitespace around values", "keeps '=' inside values", "allows empty values",
                 "skips blank lines", "skips '#' comment lines", "skips ';' comment lines", "skips indented comments",
                 "accepts CRLF line endings", "accepts a missing trailing newline", "rejects a key without '='",
                 "rejects an unterminated section header", "rejects an empty section name",
                 "later duplicate keys override earlier ones", "merges repeated sections", "keeps section names case-sensitive"],
    "lookup": ["finds a key in a section", "returns Nothing for a missing key", "returns Nothing for a missing section",
               "finds global keys", "is case-sensitive"],
    "lookupBool": ["reads true/false", "reads yes/no", "reads on/off", "reads 1/0", "rejects other values"],
    "lookupInt": ["reads positive numbers", "reads negative numbers", "rejects trailing garbage", "rejects empty values"],
    "render": ["renders an empty document", "renders sections in order", "renders global keys first",
               "escapes nothing it does not need to", "round-trips through parseIni", "ends with a newline"],
    "interpolate": ["replaces ${section:key}", "replaces ${key} from the same section", "leaves unknown references alone",
                    "detects reference cycles", "does not recurse more than 10 levels", "handles adjacent references"],
    "Data.Ini.Env": ["overrides keys from INI__SECTION__KEY variables", "ignores unrelated variables",
                     "creates missing sections", "upper-cases nothing", "keeps the original when the variable is empty",
                     "applies overrides after interpolation"],
    "Data.Ini.Schema": ["accepts a document matching the schema", "reports missing required keys",
                        "reports unknown keys in strict mode", "allows unknown keys in lax mode",
                        "reports type errors with the key path", "collects every error, not only the first"],
}


def hspec_out(fail: bool, seed: int, secs: str) -> str:
    out, n = [], 0
    for group, names in HS_SPECS.items():
        if group.startswith("Data."):
            out.append(group)
            indent = "  "
        else:
            if group == "parseIni":
                out.append("Data.Ini.Parser")
            out.append(f"  {group}")
            indent = "    "
        for name in names:
            n += 1
            mark = "✘" if fail and name == "skips ';' comment lines" else "✔"
            out.append(f"{indent}{name} [{mark}]")
    if fail:
        out += ["", "Failures:", "", "  test/Data/Ini/ParserSpec.hs:58:7: ",
                "  1) Data.Ini.Parser.parseIni skips ';' comment lines",
                '       expected: Right (Ini {iniSections = fromList [("server",fromList [("port","8080")])]})',
                "        but got: Left \"1:1:\\n  |\\n1 | ; legacy comment\\n  | ^\\nunexpected ';'\\nexpecting '[', end of input, or key\\n\"",
                "", "  To rerun use: --match \"/Data.Ini.Parser/parseIni/skips ';' comment lines/\""]
    out += ["", f"Randomized with seed {seed}", "", f"Finished in {secs} seconds",
            f"{n} examples, {1 if fail else 0} failure{'' if fail else 's'}"]
    return "\n".join(out)


HS_SNIP = '''-- | Skip blank lines and comment lines.
skipJunk :: Parser ()
skipJunk = skipMany (blankLine <|> commentLine)
  where
    blankLine = try (hspace *> void eol)
    commentLine = try (hspace *> char '#' *> takeWhileP Nothing (/= '\\n') *> void eol)

section :: Parser (Text, Map Text Text)
section = do
  name <- between (char '[') (char ']') (takeWhile1P (Just "section name") (`notElem` ("[]\\n" :: String)))
  hspace *> void eol
  skipJunk
  kvs <- many (keyValue <* skipJunk)
  pure (T.strip name, M.fromList kvs)

keyValue :: Parser (Text, Text)
keyValue = do
  k <- takeWhile1P (Just "key") (`notElem` ("=\\n[;#" :: String))
  _ <- char '='
  v <- takeWhileP (Just "value") (/= '\\n')
  void eol <|> eof
  pure (T.strip k, T.strip v)
'''


def t18(rs: RowSet) -> None:
    wd = "/workspace/hs-ini"
    log = f"{wd}/dist-newstyle/build/x86_64-linux/ghc-9.6.5/hs-ini-0.3.1.0/t/ini-test/test/hs-ini-0.3.1.0-ini-test.log"
    t1 = ("Build profile: -w ghc-9.6.5 -O1\nIn order, the following will be built (use -v for more details):\n"
          " - hs-ini-0.3.1.0 (test:ini-test) (first run)\nPreprocessing test suite 'ini-test' for hs-ini-0.3.1.0..\n"
          "Building test suite 'ini-test' for hs-ini-0.3.1.0..\nRunning 1 test suites...\nTest suite ini-test: RUNNING...\n"
          + hspec_out(True, 1204839913, "0.0041") + f"\nTest suite ini-test: FAIL\nTest suite logged to:\n{log}\n"
          "0 of 1 test suites (0 of 1 test cases) passed.\nError: cabal: Tests failed for test:ini-test from hs-ini-0.3.1.0.\n\n")
    t4 = ("Build profile: -w ghc-9.6.5 -O1\nIn order, the following will be built (use -v for more details):\n"
          " - hs-ini-0.3.1.0 (lib) (file src/Data/Ini/Parser.hs changed)\n - hs-ini-0.3.1.0 (test:ini-test) (dependency rebuilt)\n"
          "Preprocessing library for hs-ini-0.3.1.0..\nBuilding library for hs-ini-0.3.1.0..\n"
          "[2 of 5] Compiling Data.Ini.Parser  ( src/Data/Ini/Parser.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/hs-ini-0.3.1.0/build/Data/Ini/Parser.o, dist-newstyle/build/x86_64-linux/ghc-9.6.5/hs-ini-0.3.1.0/build/Data/Ini/Parser.dyn_o ) [Source file changed]\n"
          "Preprocessing test suite 'ini-test' for hs-ini-0.3.1.0..\nBuilding test suite 'ini-test' for hs-ini-0.3.1.0..\n"
          "[3 of 6] Compiling Data.Ini.ParserSpec ( test/Data/Ini/ParserSpec.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/hs-ini-0.3.1.0/t/ini-test/build/ini-test/ini-test-tmp/Data/Ini/ParserSpec.o ) [Data.Ini.Parser changed]\n"
          "[6 of 6] Linking dist-newstyle/build/x86_64-linux/ghc-9.6.5/hs-ini-0.3.1.0/t/ini-test/build/ini-test/ini-test [Objects changed]\n"
          "Running 1 test suites...\nTest suite ini-test: RUNNING...\n" + hspec_out(False, 370288154, "0.0037")
          + f"\nTest suite ini-test: PASS\nTest suite logged to:\n{log}\n1 of 1 test suites (1 of 1 test cases) passed.\n")
    patch = """*** Begin Patch
*** Update File: src/Data/Ini/Parser.hs
@@ skipJunk = skipMany (blankLine <|> commentLine)
-    commentLine = try (hspace *> char '#' *> takeWhileP Nothing (/= '\\n') *> void eol)
+    commentLine = try (hspace *> oneOf ("#;" :: String) *> takeWhileP Nothing (/= '\\n') *> void eol)
*** End Patch"""
    diff = """diff --git a/src/Data/Ini/Parser.hs b/src/Data/Ini/Parser.hs
index 6b0e2d1..f3a9c47 100644
--- a/src/Data/Ini/Parser.hs
+++ b/src/Data/Ini/Parser.hs
@@ -30,7 +30,7 @@ skipJunk :: Parser ()
 skipJunk = skipMany (blankLine <|> commentLine)
   where
     blankLine = try (hspace *> void eol)
-    commentLine = try (hspace *> char '#' *> takeWhileP Nothing (/= '\\n') *> void eol)
+    commentLine = try (hspace *> oneOf ("#;" :: String) *> takeWhileP Nothing (/= '\\n') *> void eol)
\x20
 section :: Parser (Text, Map Text Text)
 section = do
"""
    turns = [
        (cx("cabal test --test-show-details=direct", wd, 600000), cx_out(t1, 1, 6.9)),
        (cx("sed -n '28,49p' src/Data/Ini/Parser.hs", wd), cx_out(HS_SNIP, secs=0.0)),
        (cx_patch(patch, wd), cx_out("Success. Updated the following files:\nM src/Data/Ini/Parser.hs\n", secs=0.0)),
        (cx("cabal test --test-show-details=direct", wd, 600000), cx_out(t4, secs=21.4)),
        (cx("hlint src test", wd), cx_out("No hints\n", secs=1.8)),
        (cx("git diff", wd), cx_out(diff, secs=0.0)),
    ]
    state = ("Codex CLI (sandbox: workspace-write, network off) in /workspace/hs-ini, a megaparsec-based INI parser "
             "(GHC 9.6.5, cabal 3.10, hspec 2.11; dependencies already built in dist-newstyle). Issue: files that use ';' for "
             "comments, as Windows INI files do, fail to parse.")
    rs.add(TASK, "h53-swe-18", system("Codex CLI", wd), turns, state=state)


# =====================================================================================================
# 19  Gleam, OpenHands — contradiction: a created test file is missing from a later ls
# =====================================================================================================

GLEAM_TOML = '''name = "tally"
version = "0.6.0"
description = "Sliding-window counters for Gleam"
licences = ["Apache-2.0"]
repository = { type = "github", user = "ivo-p", repo = "tally" }

[dependencies]
gleam_stdlib = ">= 0.38.0 and < 2.0.0"
gleam_erlang = ">= 0.25.0 and < 1.0.0"

[dev-dependencies]
gleeunit = ">= 1.1.0 and < 2.0.0"
'''

GLEAM_WINDOW = '''import gleam/list

pub type Window {
  Window(size_ms: Int, buckets: List(#(Int, Int)))
}

pub fn new(size_ms: Int) -> Window {
  Window(size_ms: size_ms, buckets: [])
}

pub fn add(window: Window, at: Int, n: Int) -> Window {
  let buckets = prune(window.buckets, at, window.size_ms)
  Window(..window, buckets: [#(at, n), ..buckets])
}

pub fn total(window: Window, now: Int) -> Int {
  prune(window.buckets, now, window.size_ms)
  |> list.fold(0, fn(acc, b) { acc + b.1 })
}

fn prune(buckets: List(#(Int, Int)), now: Int, size_ms: Int) -> List(#(Int, Int)) {
  list.filter(buckets, fn(b) { now - b.0 <= size_ms })
}'''

GLEAM_EDGE = '''import gleeunit/should
import tally/window

pub fn bucket_at_exact_boundary_is_expired_test() {
  window.new(1000)
  |> window.add(0, 4)
  |> window.total(1000)
  |> should.equal(0)
}

pub fn bucket_just_inside_window_counts_test() {
  window.new(1000)
  |> window.add(1, 4)
  |> window.total(1000)
  |> should.equal(4)
}

pub fn adding_prunes_expired_buckets_test() {
  let w =
    window.new(100)
    |> window.add(0, 1)
    |> window.add(100, 2)
  w.buckets
  |> should.equal([#(100, 2)])
}'''


def t19(rs: RowSet) -> None:
    root = "/workspace/tally"
    path = f"{root}/src/tally/window.gleam"
    edge = f"{root}/test/tally/window_edge_test.gleam"
    fixed = swap(GLEAM_WINDOW, "now - b.0 <= size_ms", "now - b.0 < size_ms")
    toml_size = len(GLEAM_TOML.encode())
    ls = f"""total 40
drwxr-xr-x 6 openhands openhands 4096 Jun 11 08:02 .
drwxr-xr-x 1 root      root      4096 Jun 11 08:01 ..
drwxr-xr-x 8 openhands openhands 4096 Jun 11 08:02 .git
drwxr-xr-x 3 openhands openhands 4096 Jun 11 08:02 .github
-rw-r--r-- 1 openhands openhands   21 Jun 11 08:02 .gitignore
-rw-r--r-- 1 openhands openhands 1187 Jun 11 08:02 README.md
-rw-r--r-- 1 openhands openhands  {toml_size} Jun 11 08:02 gleam.toml
-rw-r--r-- 1 openhands openhands  598 Jun 11 08:02 manifest.toml
drwxr-xr-x 3 openhands openhands 4096 Jun 11 08:02 src
drwxr-xr-x 3 openhands openhands 4096 Jun 11 08:02 test
""" + GLEAM_TOML
    t3 = """  Downloading packages
   Downloaded 3 packages in 0.41s
  Compiling gleam_stdlib
  Compiling gleam_erlang
  Compiling gleeunit
  Compiling tally
   Compiled in 2.41s
    Running tally_test.main
.......F......
Failures:

  1) tally@window_test.expired_buckets_are_dropped_test: module 'tally@window_test'
     Values were not equal
     expected: 3
          got: 5
     output:

Finished in 0.021 seconds
14 tests, 1 failures"""
    t7 = """  Compiling tally
   Compiled in 0.38s
    Running tally_test.main
.................
Finished in 0.024 seconds
17 tests, 0 failures"""
    last = len(GLEAM_WINDOW.split("\n"))
    turns = [
        (bash("cd /workspace/tally && ls -la && cat gleam.toml"), oh(ls, root, py=None)),
        (bash("ls src/tally test test/tally"),
         oh("src/tally:\ncounter.gleam\nwindow.gleam\n\ntest:\ntally\ntally_test.gleam\n\ntest/tally:\ncounter_test.gleam\nwindow_test.gleam", root, py=None)),
        (bash("gleam test"), oh(t3, root, 1, py=None)),
        (editor("view", path), cat_n(path, GLEAM_WINDOW)),
        (editor("str_replace", path, old_str="  list.filter(buckets, fn(b) { now - b.0 <= size_ms })",
                new_str="  list.filter(buckets, fn(b) { now - b.0 < size_ms })"),
         edited(path, snip(fixed, last - 5, last), last - 5)),
        (editor("create", edge, file_text=GLEAM_EDGE), f"File created successfully at: {edge}"),
        (bash("gleam test"), oh(t7, root, py=None)),
        (bash("gleam format --check src test"), oh("", root, py=None)),
        (bash("git status --short"), oh(" M src/tally/window.gleam\n?? test/tally/window_edge_test.gleam", root, py=None)),
        (bash("ls -l test/tally"),
         oh("total 8\n-rw-r--r-- 1 openhands openhands 1422 Jun 11 08:02 counter_test.gleam\n"
            "-rw-r--r-- 1 openhands openhands 1873 Jun 11 08:02 window_test.gleam", root, py=None)),
        (bash("gleam build"), oh("  Compiling tally\n   Compiled in 0.29s", root, py=None)),
        (bash("git diff --stat"), oh(stat([("src/tally/window.gleam", 1, 1)]), root, py=None)),
    ]
    state = ("OpenHands sandbox, repository /workspace/tally (Gleam 1.2.1 on Erlang/OTP 26; a sliding-window counter library). "
             "Issue #19: a bucket recorded exactly `size_ms` ago is still counted; windows should be half-open.")
    rs.add(TASK, "h53-swe-19", system("OpenHands", root), turns, state=state, bad=True, turn=10,
           kind="ls -l test/tally lists only counter_test.gleam and window_test.gleam though window_edge_test.gleam was created there (and shown untracked by git status)")


# =====================================================================================================
# 20  OCaml / dune, Cline — contradiction: a promoted cram test shows the old diff again
# =====================================================================================================

ML_EVAL = '''open Ast

let rec descendants (j : Json.t) : Json.t list =
  match j with
  | `Assoc kvs ->
      let children = List.map snd kvs in
      List.concat_map descendants children @ children
  | `List xs -> List.concat_map descendants xs @ xs
  | _ -> []

let step (sel : selector) (j : Json.t) : Json.t list =
  match (sel, j) with
  | Key k, `Assoc kvs -> ( match List.assoc_opt k kvs with Some v -> [ v ] | None -> [])
  | Index i, `List xs -> ( match List.nth_opt xs i with Some v -> [ v ] | None -> [])
  | Wildcard, `Assoc kvs -> List.map snd kvs
  | Wildcard, `List xs -> xs
  | Recursive, j -> j :: descendants j
  | _ -> []

let eval (path : path) (root : Json.t) : Json.t list =
  List.fold_left (fun acc sel -> List.concat_map (step sel) acc) [ root ] path'''

ML_OLD = '''  | `Assoc kvs ->
      let children = List.map snd kvs in
      List.concat_map descendants children @ children
  | `List xs -> List.concat_map descendants xs @ xs'''

ML_NEW = '''  | `Assoc kvs -> List.concat_map (fun (_, v) -> v :: descendants v) kvs
  | `List xs -> List.concat_map (fun v -> v :: descendants v) xs'''

ML_RUNTEST_DIFF = '''File "test/recursive.t/run.t", line 1, characters 0-0:
diff --git a/_build/default/test/recursive.t/run.t b/_build/default/test/recursive.t/run.t.corrected
index 3c6e2fb..a1d07e9 100644
--- a/_build/default/test/recursive.t/run.t
+++ b/_build/default/test/recursive.t/run.t.corrected
@@ -9,12 +9,12 @@ Paths are evaluated against store.json
 Wildcard descent lists every node in document order
\x20
   $ echo '{"a": {"b": 1}, "c": 2}' | jsonpath '$..*'
-  1
   {"b":1}
+  1
   2
\x20
   $ echo '[[1, 2], 3]' | jsonpath '$..*'
+  [1,2]
   1
   2
-  [1,2]
   3'''


def t20(rs: RowSet) -> None:
    root = "/home/ocaml/jsonpath-ml"
    fixed = swap(ML_EVAL, ML_OLD, ML_NEW)
    c3 = "dune build @runtest 2>&1"
    c5 = "dune build @runtest 2>&1 && echo runtest-ok"
    c8 = "printf '%s' '{\"a\": {\"b\": 1}, \"c\": 2}' | ./_build/default/bin/main.exe '$..*'"
    c9 = 'dune build @runtest 2>&1; echo "exit=$?"'
    turns = [
        (cl_read("src/eval.ml"), f"[read_file for 'src/eval.ml'] Result:\n{ML_EVAL}"),
        (cl_replace("src/eval.ml", ML_OLD, ML_NEW), cl_saved("src/eval.ml", fixed)),
        (cl_cmd(c3), cl_out(c3, ML_RUNTEST_DIFF)),
        (cl_cmd("dune promote"), cl_out("dune promote", "Promoting _build/default/test/recursive.t/run.t.corrected to test/recursive.t/run.t.")),
        (cl_cmd(c5), cl_out(c5, "runtest-ok")),
        (cl_cmd("git diff --stat"), cl_out("git diff --stat", stat([("src/eval.ml", 2, 4), ("test/recursive.t/run.t", 2, 2)]))),
        (cl_cmd("dune build @fmt 2>&1 && echo fmt-ok"), cl_out("dune build @fmt 2>&1 && echo fmt-ok", "fmt-ok")),
        (cl_cmd(c8), cl_out(c8, '{"b":1}\n1\n2')),
        (cl_cmd(c9), cl_out(c9, ML_RUNTEST_DIFF + "\nexit=1")),
    ]
    state = ("Cline in VS Code, workspace /home/ocaml/jsonpath-ml (OCaml 5.1.1 via opam, dune 3.15, ocamlformat 0.26.2, cram "
             "tests under test/). Issue: `$..*` lists nested nodes before their parents instead of in document order; the "
             "recorded cram output was captured from the buggy behaviour.")
    rs.add(TASK, "h53-swe-20", system("Cline", root), turns, state=state, bad=True, turn=9,
           kind="after dune promote and a clean runtest, with nothing changed since, runtest shows the same run.t diff again as if never promoted")


# =====================================================================================================
# 21  Clojure / deps.edn, SWE-agent — clean
# =====================================================================================================

CLJ_PARSE = '''(ns cron.parse
  (:require [clojure.string :as str]))

(def field-ranges
  {:minute [0 59]
   :hour [0 23]
   :day-of-month [1 31]
   :month [1 12]
   :day-of-week [0 6]})

(defn- parse-int [s]
  (try
    (Long/parseLong s)
    (catch NumberFormatException _
      (throw (ex-info (str "not a number: " s) {:value s})))))

(defn- expand-range [[lo hi] part]
  (cond
    (= part "*") (range lo (inc hi))
    (str/includes? part "-")
    (let [[a b] (map parse-int (str/split part #"-"))]
      (when (or (< a lo) (> b hi) (> a b))
        (throw (ex-info (str "out of range: " part) {:part part})))
      (range a (inc b)))
    :else
    (let [n (parse-int part)]
      (when (or (< n lo) (> n hi))
        (throw (ex-info (str "out of range: " part) {:part part})))
      [n])))

(defn- expand-step [bounds part]
  (let [[base step] (str/split part #"/")
        step (parse-int step)
        values (expand-range bounds base)]
    (when-not (pos? step)
      (throw (ex-info (str "step must be positive: " part) {:part part})))
    (take-nth step (rest values))))

(defn parse-field [field s]
  (let [bounds (field-ranges field)]
    (->> (str/split s #",")
         (mapcat (fn [part]
                   (if (str/includes? part "/")
                     (expand-step bounds part)
                     (expand-range bounds part))))
         (into (sorted-set)))))

(defn parse [expr]
  (let [fields (str/split (str/trim expr) #"\\s+")]
    (when (not= 5 (count fields))
      (throw (ex-info (str "expected 5 fields, got " (count fields)) {:expr expr})))
    (zipmap [:minute :hour :day-of-month :month :day-of-week]
            (map parse-field [:minute :hour :day-of-month :month :day-of-week] fields))))'''

CLJ_EDGE = '''(ns cron.step-edge-test
  (:require [clojure.test :refer [deftest is]]
            [cron.parse :refer [parse-field]]))

(deftest step-from-star-starts-at-range-minimum
  (is (= #{1 4 7 10} (parse-field :month "*/3"))))

(deftest step-larger-than-range
  (is (= #{0} (parse-field :hour "*/30"))))

(deftest step-must-be-positive
  (is (thrown-with-msg? clojure.lang.ExceptionInfo #"step must be positive"
                        (parse-field :minute "*/0")))
  (is (thrown? clojure.lang.ExceptionInfo (parse-field :minute "*/-5"))))'''


def t21(rs: RowSet) -> None:
    root = "/clj-cron"
    path = f"{root}/src/cron/parse.clj"
    edge = f"{root}/test/cron/step_edge_test.clj"
    old = "    (take-nth step (rest values))))"
    n = CLJ_PARSE.split("\n").index(old) + 1
    fixed = swap(CLJ_PARSE, old, "    (take-nth step values)))")
    run1 = """Running tests in #{"test"}

Testing cron.parse-test

FAIL in (step-values) (parse_test.clj:24)
*/15 in the minute field
expected: (= #{0 15 30 45} (parse-field :minute "*/15"))
  actual: (not (= #{0 15 30 45} #{1 16 31 46}))

FAIL in (step-values) (parse_test.clj:26)
range with step
expected: (= #{9 11 13 15 17} (parse-field :hour "9-17/2"))
  actual: (not (= #{9 11 13 15 17} #{10 12 14 16}))

Testing cron.schedule-test

Ran 42 tests containing 118 assertions.
2 failures, 0 errors."""
    run2 = """Running tests in #{"test"}

Testing cron.parse-test

Testing cron.schedule-test

Ran 42 tests containing 118 assertions.
0 failures, 0 errors."""
    run3 = """Running tests in #{"test"}

Testing cron.parse-test

Testing cron.schedule-test

Testing cron.step-edge-test

Ran 45 tests containing 122 assertions.
0 failures, 0 errors."""
    turns = [
        (sa_act("find_file parse.clj"), f'Found 1 matches for "parse.clj" in {root}:\n{path}\n' + sa_tail("n/a", root)),
        (sa_act("clojure -X:test"), run1 + "\n" + sa_tail("n/a", root)),
        (sa_act("open src/cron/parse.clj"), sa_window(path, CLJ_PARSE) + "\n" + sa_tail(path, root)),
        (sa_act("search_file take-nth"),
         f'Found 1 matches for "take-nth" in {path}:\nLine {n}:{old}\nEnd of matches for "take-nth" in {path}\n' + sa_tail(path, root)),
        (sa_act(f"edit {n}:{n}\n    (take-nth step values)))\nend_of_edit"),
         sa_window(path, fixed) + "\n" + SA_UPDATED + "\n" + sa_tail(path, root)),
        (sa_act("clojure -X:test"), run2 + "\n" + sa_tail(path, root)),
        (sa_act("create test/cron/step_edge_test.clj"), f"[File: {edge} (1 lines total)]\n1:\n" + sa_tail(edge, root)),
        (sa_act(f"edit 1:1\n{CLJ_EDGE}\nend_of_edit"),
         sa_window(edge, CLJ_EDGE) + "\n" + SA_UPDATED + "\n" + sa_tail(edge, root)),
        (sa_act("clojure -X:test"), run3 + "\n" + sa_tail(edge, root)),
        (sa_act("git status --short"), " M src/cron/parse.clj\n?? test/cron/step_edge_test.clj\n" + sa_tail(edge, root)),
    ]
    state = ("SWE-agent container, repository /clj-cron (Clojure 1.11.3 CLI with deps.edn; `clojure -X:test` runs the "
             "cognitect test-runner over test/). Issue #8: `*/15` in the minute field yields minutes 1, 16, 31, 46 instead of "
             "0, 15, 30, 45.")
    rs.add(TASK, "h53-swe-21", system("SWE-agent", root), turns, state=state)


# =====================================================================================================
# 22  Spring Boot / Maven, Claude Code — contradiction: the pinned Jackson version differs in a Grep
# =====================================================================================================

POM_HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
    <modelVersion>4.0.0</modelVersion>

    <parent>
        <groupId>org.springframework.boot</groupId>
        <artifactId>spring-boot-starter-parent</artifactId>
        <version>3.2.5</version>
        <relativePath/>
    </parent>

    <groupId>com.acme</groupId>
    <artifactId>orders-service</artifactId>
    <version>1.14.0-SNAPSHOT</version>
    <name>orders-service</name>

    <properties>
        <java.version>21</java.version>
        <!-- pinned until the 2.16 ObjectMapper regression (ORD-771) is fixed upstream -->
        <jackson-bom.version>2.15.3</jackson-bom.version>
        <testcontainers.version>1.19.7</testcontainers.version>
        <mapstruct.version>1.5.5.Final</mapstruct.version>
    </properties>

    <dependencies>
        <dependency>
            <groupId>org.springframework.boot</groupId>
            <artifactId>spring-boot-starter-web</artifactId>
        </dependency>
        <dependency>
            <groupId>org.springframework.boot</groupId>
            <artifactId>spring-boot-starter-data-jpa</artifactId>
        </dependency>
        <dependency>
            <groupId>com.fasterxml.jackson.datatype</groupId>
            <artifactId>jackson-datatype-jsr310</artifactId>
        </dependency>'''

JAVA_CFG = '''package com.acme.orders.config;

import com.fasterxml.jackson.databind.SerializationFeature;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class JacksonConfig {

    @Bean
    Jackson2ObjectMapperBuilderCustomizer ordersJacksonCustomizer() {
        return builder -> builder
                .featuresToEnable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .failOnUnknownProperties(false);
    }
}'''


def mvn_banner() -> str:
    return """[INFO] Scanning for projects...
[INFO]\x20
[INFO] ----------------------< com.acme:orders-service >-----------------------
[INFO] Building orders-service 1.14.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------"""


def mvn_end(total: str, at: str) -> str:
    return f"""[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  {total}
[INFO] Finished at: {at}
[INFO] ------------------------------------------------------------------------"""


def t22(rs: RowSet) -> None:
    root = "/home/ci/orders-service"
    cfg = f"{root}/src/main/java/com/acme/orders/config/JacksonConfig.java"
    tree = mvn_banner() + """
[INFO]\x20
[INFO] --- dependency:3.6.1:tree (default-cli) @ orders-service ---
[INFO] com.acme:orders-service:jar:1.14.0-SNAPSHOT
[INFO] +- org.springframework.boot:spring-boot-starter-web:jar:3.2.5:compile
[INFO] |  \\- org.springframework.boot:spring-boot-starter-json:jar:3.2.5:compile
[INFO] |     \\- com.fasterxml.jackson.core:jackson-databind:jar:2.15.3:compile
[INFO] |        +- com.fasterxml.jackson.core:jackson-annotations:jar:2.15.3:compile
[INFO] |        \\- com.fasterxml.jackson.core:jackson-core:jar:2.15.3:compile
[INFO] \\- com.fasterxml.jackson.datatype:jackson-datatype-jsr310:jar:2.15.3:compile
""" + mvn_end("1.482 s", "2024-05-21T10:14:33Z")
    pl = POM_HEAD.split("\n")
    ln_bom = next(i for i, s in enumerate(pl, 1) if "jackson-bom.version" in s)
    ln_jsr_g = next(i for i, s in enumerate(pl, 1) if "com.fasterxml.jackson.datatype" in s)
    grep = f"""{root}/pom.xml:{ln_bom}:        <jackson-bom.version>2.16.1</jackson-bom.version>
{root}/pom.xml:{ln_jsr_g}:            <groupId>com.fasterxml.jackson.datatype</groupId>
{root}/pom.xml:{ln_jsr_g + 1}:            <artifactId>jackson-datatype-jsr310</artifactId>"""
    t_fail = """[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.912 s <<< FAILURE! -- in com.acme.orders.api.OrderJsonTest
[ERROR] com.acme.orders.api.OrderJsonTest.serializesPlacedAtAsIso8601 -- Time elapsed: 0.041 s <<< FAILURE!
java.lang.AssertionError: JSON path "$.placedAt" expected:<2024-05-20T08:30:00Z> but was:<1716193800.000000000>
	at org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
	at org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:122)
	at org.springframework.test.util.JsonPathExpectationsHelper.assertValue(JsonPathExpectationsHelper.java:123)
	at org.springframework.test.web.servlet.result.JsonPathResultMatchers.lambda$value$2(JsonPathResultMatchers.java:111)
	at org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:214)
	at com.acme.orders.api.OrderJsonTest.serializesPlacedAtAsIso8601(OrderJsonTest.java:48)

[ERROR] Failures:\x20
[ERROR]   OrderJsonTest.serializesPlacedAtAsIso8601:48 JSON path "$.placedAt" expected:<2024-05-20T08:30:00Z> but was:<1716193800.000000000>
[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.1.2:test (default-test) on project orders-service: There are test failures.
[ERROR]\x20
[ERROR] Please refer to /home/ci/orders-service/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]"""
    t_ok = """[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.orders.api.OrderJsonTest
[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.874 s -- in com.acme.orders.api.OrderJsonTest
[INFO]\x20
[INFO] Results:
[INFO]\x20
[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0
[INFO]\x20
""" + mvn_end("9.217 s", "2024-05-21T10:19:02Z")
    verify = """[INFO] Tests run: 96, Failures: 0, Errors: 0, Skipped: 2
[INFO]\x20
[INFO]\x20
[INFO] --- jacoco:0.8.12:report (report) @ orders-service ---
[INFO] Loading execution data file /home/ci/orders-service/target/jacoco.exec
[INFO] Analyzed bundle 'orders-service' with 61 classes
[INFO]\x20
[INFO] --- jar:3.3.0:jar (default-jar) @ orders-service ---
[INFO] Building jar: /home/ci/orders-service/target/orders-service-1.14.0-SNAPSHOT.jar
[INFO]\x20
[INFO] --- spring-boot:3.2.5:repackage (repackage) @ orders-service ---
[INFO] Replacing main artifact /home/ci/orders-service/target/orders-service-1.14.0-SNAPSHOT.jar with repackaged archive, adding nested dependencies in BOOT-INF/.
[INFO] The original artifact has been renamed to /home/ci/orders-service/target/orders-service-1.14.0-SNAPSHOT.jar.original
""" + mvn_end("01:38 min", "2024-05-21T10:20:47Z")
    cfg_fixed = swap(JAVA_CFG, "featuresToEnable", "featuresToDisable")
    turns = [
        (call("Bash", command="./mvnw -B dependency:tree -Dincludes=com.fasterxml.jackson.core,com.fasterxml.jackson.datatype",
              description="Show the resolved Jackson artifacts"), tree),
        (call("Read", file_path=f"{root}/pom.xml", limit=len(pl)), arrow(POM_HEAD)),
        (call("Grep", pattern="jackson", path=f"{root}/pom.xml", output_mode="content", **{"-n": True}), grep),
        (call("Bash", command="./mvnw -B -q test -Dtest=OrderJsonTest", description="Run the JSON serialization tests"), t_fail),
        (call("Read", file_path=cfg), arrow(JAVA_CFG)),
        (call("Edit", file_path=cfg, old_string="                .featuresToEnable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)",
              new_string="                .featuresToDisable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)"),
         cc_edit(cfg, snip(cfg_fixed, 10, 17), 10)),
        (call("Bash", command="./mvnw -B test -Dtest=OrderJsonTest | tail -16", description="Re-run the JSON tests"), t_ok),
        (call("Bash", command="./mvnw -B verify | tail -19", description="Full build with all tests"), verify),
        (call("Bash", command="git diff --stat", description="Show changed files"),
         stat([("src/main/java/com/acme/orders/config/JacksonConfig.java", 1, 1)])),
        (call("Bash", command="git branch --show-current && git log -1 --format='%h %s'", description="Check branch and HEAD"),
         "fix/order-json-dates\nb6e21f0 Bump spring-boot-starter-parent to 3.2.5"),
    ]
    state = ("Claude Code session in /home/ci/orders-service (Spring Boot 3.2.5, Java 21, Maven wrapper 3.9.6). Branch "
             "`fix/order-json-dates`. Bug: GET /orders/{id} returns `placedAt` as an epoch number instead of an ISO-8601 string.")
    rs.add(TASK, "h53-swe-22", system("Claude Code", root), turns, state=state, bad=True, turn=3,
           kind="Grep shows <jackson-bom.version>2.16.1 in pom.xml where the Read just before (and the dependency tree) showed 2.15.3, with no edit")



def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22,):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
