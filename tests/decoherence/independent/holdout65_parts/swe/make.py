# ruff: noqa: E501
"""Held-out set h65, domain ``swe``: 22 coding-agent sandbox trajectories (11 with one contradiction, 11 clean).

Each trajectory simulates the tool outputs a coding agent sees while working on a repository, through one of
several harnesses (OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline, Codex CLI). Half are on
mainstream stacks (Django, Flask, FastAPI, Go, Gradle, xunit, mocha, vitest, cargo, Maven, jest), half on less
common ones (minitest, Pest, molecule, helm unittest, hadolint, sqlfluff, mix, prove, tflint, busted, bats).
Contradictions are single details that drift with no action that could change them; clean trajectories are
full of legitimate changes (edits, renames, deletions, restarts, re-runs with new counts and timings).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, call, cat_n, edited, oh_bash

# ---------------------------------------------------------------------------------------------------------
# System prompt: the official SWE world-model prompt, shortened, with each harness's tool definitions.
# ---------------------------------------------------------------------------------------------------------

BASE = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context will be provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Resources created in previous turns persist and can be referenced in subsequent turns; each tool call may modify the environment state (create/modify/delete files, commits, processes). State transitions must be **deterministic** and **traceable**. Values established in prior turns (file paths, content, hashes, counts) must be reused accurately: do not fabricate or alter previously established information. If a file was just created, subsequent reads should return its content; if a file was deleted, subsequent access should return appropriate errors.

{harness}

---

# Key Principles

## Format

Match the real tool's output format exactly:
- Data structure type (JSON, plain text, tables, etc.)
- Indentation, alignment, and spacing
- Line breaks and field ordering
- Special format markers (code blocks, color codes, etc.)

## Factuality

Ensure content aligns with actual tool behavior: correct parameter handling and return types, accurate core functionality simulation, no fabricated information.

## Consistency

Maintain coherence with prior context: correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism

Produce believable, real-world-like outputs: reasonable numerical values (file sizes, timestamps, PIDs), correct tool-specific behavioral patterns, appropriate error messages, temporal plausibility.

## Quality

Outputs are complete and useful: no unreasonable truncation or omission, sufficient detail for subsequent reasoning, balanced verbosity.

---

# Input Definitions & Action Space

You can simulate the following tools:

{tools}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the tool's output after **Environment Observation:**."""


def _t(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": required}}


S = {"type": "string"}
I = {"type": "integer"}  # noqa: E741
ARR = {"type": "array", "items": {"type": "string"}}
BOOL = {"type": "boolean"}

TOOLS = {
    "openhands": [
        _t("execute_bash", "Execute a bash command in the terminal within a persistent shell session. Output is followed by the exit code and working directory.",
           {"command": S, "is_input": S, "timeout": {"type": "number"}}, ["command"]),
        _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` shows `cat -n` output or a directory tree 2 levels deep; `create` cannot overwrite; `str_replace` replaces exactly one occurrence of old_str; `insert` inserts after insert_line; `undo_edit` reverts the last edit.",
           {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": S, "file_text": S, "old_str": S, "new_str": S, "insert_line": I, "view_range": {"type": "array", "items": I}}, ["command", "path"]),
    ],
    "sweagent": [
        {"name": "open", "signature": "open \"<path>\" [<line_number>]", "docstring": "opens the file at the given path in the editor (100-line window); if line_number is provided, the window is moved to include that line"},
        {"name": "goto", "signature": "goto <line_number>", "docstring": "moves the window to show <line_number>"},
        {"name": "scroll_down", "signature": "scroll_down", "docstring": "moves the window down 100 lines"},
        {"name": "create", "signature": "create <filename>", "docstring": "creates and opens a new file with the given name"},
        {"name": "edit", "signature": "edit <start_line>:<end_line>\n<replacement_text>\nend_of_edit", "docstring": "replaces lines <start_line> through <end_line> (inclusive) of the open file with the given text, then shows the updated window"},
        {"name": "find_file", "signature": "find_file <file_name> [<dir>]", "docstring": "finds all files with the given name in dir"},
        {"name": "search_dir", "signature": "search_dir <search_term> [<dir>]", "docstring": "searches for search_term in all files in dir"},
        {"name": "search_file", "signature": "search_file <search_term> [<file>]", "docstring": "searches for search_term in file (default: the open file)"},
        {"name": "submit", "signature": "submit", "docstring": "submits the current working tree as a patch (git diff)"},
        {"name": "<bash>", "signature": "any non-interactive shell command", "docstring": "runs in /repo; a command with no output prints 'Your command ran successfully and did not produce any output.'"},
    ],
    "claude": [
        _t("Bash", "Executes a bash command in a persistent shell session with optional timeout; returns stdout and stderr.", {"command": S, "description": S, "timeout": I}, ["command"]),
        _t("Read", "Reads a file from the local filesystem. Results are returned in cat -n format, line numbers starting at 1, as `<spaces><n>→<line>`.", {"file_path": S, "offset": I, "limit": I}, ["file_path"]),
        _t("Edit", "Performs exact string replacements in files. Fails if old_string is not unique unless replace_all is set.", {"file_path": S, "old_string": S, "new_string": S, "replace_all": BOOL}, ["file_path", "old_string", "new_string"]),
        _t("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": S, "content": S}, ["file_path", "content"]),
        _t("Grep", "ripgrep-based search. output_mode: content (path:line:text), files_with_matches, count.", {"pattern": S, "path": S, "glob": S, "output_mode": S, "-n": BOOL}, ["pattern"]),
        _t("Glob", "Fast file pattern matching; returns matching paths sorted by modification time.", {"pattern": S, "path": S}, ["pattern"]),
    ],
    "gemini": [
        _t("read_file", "Reads and returns the content of a specified file.", {"absolute_path": S, "offset": I, "limit": I}, ["absolute_path"]),
        _t("write_file", "Writes content to a specified file, creating or overwriting it.", {"file_path": S, "content": S}, ["file_path", "content"]),
        _t("replace", "Replaces text within a file; old_string must match exactly, including whitespace.", {"file_path": S, "old_string": S, "new_string": S, "expected_replacements": I}, ["file_path", "old_string", "new_string"]),
        _t("list_directory", "Lists the names of files and subdirectories directly within a specified directory path.", {"path": S}, ["path"]),
        _t("glob", "Finds files matching a glob pattern, sorted by modification time (newest first).", {"pattern": S, "path": S}, ["pattern"]),
        _t("search_file_content", "Searches for a regular expression pattern within the content of files.", {"pattern": S, "path": S, "include": S}, ["pattern"]),
        _t("run_shell_command", "Executes a given shell command as `bash -c <command>`; returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs, Process Group PGID.", {"command": S, "description": S, "directory": S}, ["command"]),
    ],
    "aider": [
        {"name": "/add <files>", "description": "Add files to the chat so the assistant can edit them"},
        {"name": "/drop <files>", "description": "Remove files from the chat"},
        {"name": "/run <command>", "description": "Run a shell command and optionally add the output to the chat"},
        {"name": "/git <args>", "description": "Run a git command (output excluded from chat)"},
        {"name": "/undo", "description": "Undo the last git commit if it was done by aider"},
        {"name": "/diff", "description": "Display the diff of changes since the last message"},
        {"name": "SEARCH/REPLACE block", "description": "An edit of a file in the chat: the path, then <<<<<<< SEARCH, the exact existing lines, =======, the replacement, >>>>>>> REPLACE. Aider applies it and auto-commits with a generated message."},
    ],
    "cline": [
        _t("execute_command", "Execute a CLI command on the system in the current working directory.", {"command": S, "requires_approval": BOOL}, ["command", "requires_approval"]),
        _t("read_file", "Read the contents of a file at the specified path.", {"path": S}, ["path"]),
        _t("write_to_file", "Write content to a file at the specified path, creating directories as needed.", {"path": S, "content": S}, ["path", "content"]),
        _t("replace_in_file", "Replace sections of content in an existing file using SEARCH/REPLACE blocks.", {"path": S, "diff": S}, ["path", "diff"]),
        _t("search_files", "Regex search across files in a directory, with context.", {"path": S, "regex": S, "file_pattern": S}, ["path", "regex"]),
        _t("list_files", "List files and directories within the specified directory.", {"path": S, "recursive": BOOL}, ["path"]),
    ],
    "codex": [
        _t("shell", "Runs a shell command and returns its output as JSON {\"output\", \"metadata\": {\"exit_code\", \"duration_seconds\"}}. Use [\"apply_patch\", \"*** Begin Patch ... *** End Patch\"] to edit files.", {"command": ARR, "workdir": S, "timeout_ms": I}, ["command"]),
    ],
}

HARNESS = {
    "openhands": "The agent is an OpenHands CodeActAgent working on the repository at {root}. Bash outputs end with the exit code, the working directory and the Python interpreter lines; the editor prints `cat -n` views.",
    "sweagent": "The agent is SWE-agent working on the repository at {root}. The editor shows a 100-line window headed by `[File: <path> (<n> lines total)]` with `(k more lines above/below)` markers; shell commands print their raw output.",
    "claude": "The agent is Claude Code working in {root}. Read returns numbered lines (`<n>→<text>`); Bash returns the command's combined output.",
    "gemini": "The agent is Gemini CLI working in the project {root}. run_shell_command returns the Command / Directory / Stdout / Stderr / Error / Exit Code / Signal / Background PIDs / Process Group PGID block.",
    "aider": "The agent is an Aider chat session in the git repository {root}. Each SEARCH/REPLACE edit is applied and auto-committed; /run prints the command output and asks whether to add it to the chat.",
    "cline": "The agent is Cline (VS Code) working in {root}. Each result starts with `[<tool> for '<arg>'] Result:`.",
    "codex": "The agent is Codex CLI working in {root}. The shell tool returns a JSON object with the command output and metadata.",
}


def sysp(harness: str, root: str) -> str:
    return BASE.replace("{harness}", HARNESS[harness].format(root=root)).replace(
        "{tools}", json.dumps(TOOLS[harness], indent=1, ensure_ascii=False))


# ---------------------------------------------------------------------------------------------------------
# Harness-specific action and observation helpers.
# ---------------------------------------------------------------------------------------------------------


def ob(cmd: str) -> str:
    return call("execute_bash", command=cmd)


def oed(command: str, path: str, **kw) -> str:
    return call("str_replace_editor", command=command, path=path, **kw)


def sw(cmd: str) -> str:
    """A SWE-agent action: a short discussion line is omitted, the command is in a fenced block."""
    return "```\n" + cmd + "\n```"


def sw_window(path: str, lines: list[str], first: int, last: int) -> str:
    n = len(lines)
    last = min(last, n)
    out = [f"[File: {path} ({n} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    for i in range(first, last + 1):
        out.append(f"{i}:{lines[i - 1]}")
    if last < n:
        out.append(f"({n - last} more lines below)")
    return "\n".join(out)


def cc(name: str, **kw) -> str:
    return call(name, **kw)


def cc_read(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{line}" for i, line in enumerate(text.split("\n"), start))


def cc_edited(path: str, text: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_read(text, start))


def gem(name: str, **kw) -> str:
    return call(name, **kw)


def gem_run(cmd: str, out: str, code: int = 0, pgid: int = 40211, directory: str = "(root)", err: str = "(empty)") -> str:
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out.rstrip() if out else '(empty)'}\nStderr: {err}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {pgid}")


def cline(tool: str, **params) -> str:
    inner = "\n".join(f"<{k}>{v}</{k}>" for k, v in params.items())
    return f"<{tool}>\n{inner}\n</{tool}>"


def cline_res(tool: str, arg: str, body: str) -> str:
    return f"[{tool} for '{arg}'] Result:\n{body}"


def cline_cmd(cmd: str, out: str) -> str:
    return cline_res("execute_command", cmd, "Command executed.\nOutput:\n" + out.rstrip())


def cline_saved(path: str, content: str) -> str:
    return cline_res("replace_in_file", path,
                     f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was saved:\n\n"
                     f"<final_file_content path=\"{path}\">\n{content.rstrip()}\n</final_file_content>\n\n"
                     "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference.")


def cx(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(out: str, code: int = 0, dur: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, indent=2, ensure_ascii=False)


def aider_run(out: str) -> str:
    toks = max(0.1, round(len(out) / 4000, 1))
    return out.rstrip() + f"\nAdd {toks}k tokens of command output to the chat? (Y)es/(N)o [Yes]: y"


def sr(path: str, search: str, replace: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


# ---------------------------------------------------------------------------------------------------------
# 01 Django + pytest, OpenHands — clean
# ---------------------------------------------------------------------------------------------------------

D_MODELS = [
    '    room = models.ForeignKey(Room, on_delete=models.PROTECT, related_name="reservations")',
    '    guest = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)',
    '    start = models.DateTimeField()',
    '    end = models.DateTimeField()',
    '    status = models.CharField(max_length=12, choices=Status.choices, default=Status.HELD)',
    '    cancellation_reason = models.TextField(blank=True)',
    '    created_at = models.DateTimeField(auto_now_add=True)',
    '',
    '    def overlaps(self, other):',
    '        """True when both reservations hold the same room at the same moment."""',
    '        if self.room_id != other.room_id:',
    '            return False',
    '        return self.start <= other.end and other.start <= self.end',
    '',
    '    def active_conflicts(self):',
    '        qs = Reservation.objects.filter(room_id=self.room_id, status__in=[Status.HELD, Status.CONFIRMED])',
    '        qs = qs.filter(start__lte=self.end, end__gte=self.start)',
    '        if self.pk:',
    '            qs = qs.exclude(pk=self.pk)',
    '        return qs',
    '',
    '    def clean(self):',
    '        if self.end <= self.start:',
    '            raise ValidationError({"end": "End must be after start."})',
    '        if self.active_conflicts().exists():',
    '            raise ValidationError("This room is already booked for part of that period.")',
    '',
    '    def __str__(self):',
    '        return f"{self.room} {self.start:%Y-%m-%d %H:%M}–{self.end:%H:%M} ({self.get_status_display()})"',
]  # lines 50..78


def _dj(lines: list[str], a: int, b: int) -> str:
    return "\n".join(lines[a - 50:b - 50 + 1])


def t01(rs: RowSet) -> None:
    root = "/workspace/django-bookings"
    m = list(D_MODELS)
    new_test = '''
    def test_back_to_back_reservations_do_not_overlap(self):
        first = make_reservation(self.room, "2024-07-01 10:00", "2024-07-01 14:00")
        second = make_reservation(self.room, "2024-07-01 14:00", "2024-07-01 16:00", save=False)
        self.assertFalse(first.overlaps(second))
        second.full_clean()

    def test_back_to_back_conflict_query_is_empty(self):
        make_reservation(self.room, "2024-07-01 10:00", "2024-07-01 14:00")
        later = make_reservation(self.room, "2024-07-01 14:00", "2024-07-01 15:30", save=False)
        self.assertFalse(later.active_conflicts().exists())'''
    test_ctx = '''    def test_cancelled_reservation_frees_room(self):
        first = make_reservation(self.room, "2024-07-01 10:00", "2024-07-01 12:00")
        first.cancel(reason="guest request")
        second = make_reservation(self.room, "2024-07-01 11:00", "2024-07-01 12:30", save=False)
        second.full_clean()'''
    turns = []
    turns.append((ob(f"cd {root} && git log --oneline -5 && git status"), oh_bash(
        """4e1c9a7 (HEAD -> main, origin/main) Add cancellation reason to Reservation admin
b83d0f2 Bump django to 4.2.13
91aa6ce Reservation list: paginate by 25
0c5e7d4 Merge pull request #212 from ops/celery-beat
e7f3319 Add nightly cleanup of expired holds
On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean""", root)))
    turns.append((ob("grep -rn \"def overlaps\\|def clean\\|def active_conflicts\" reservations/"), oh_bash(
        """reservations/models.py:58:    def overlaps(self, other):
reservations/models.py:64:    def active_conflicts(self):
reservations/models.py:71:    def clean(self):
reservations/forms.py:33:    def clean(self):
reservations/forms.py:47:    def clean_guest_count(self):""", root)))
    turns.append((oed("view", f"{root}/reservations/models.py", view_range=[50, 78]),
                  cat_n(f"{root}/reservations/models.py", _dj(m, 50, 78), 50)))
    turns.append((ob("python -m pytest reservations/tests -q -p no:cacheprovider"), oh_bash(
        """......................................                                    [100%]
38 passed in 2.87s""", root)))
    turns.append((oed("insert", f"{root}/reservations/tests/test_models.py", insert_line=84, new_str=new_test),
                  edited(f"{root}/reservations/tests/test_models.py", test_ctx + "\n" + new_test, 80)))
    turns.append((ob("python -m pytest reservations/tests -q -p no:cacheprovider"), oh_bash(
        """..........................F.F...........                                  [100%]
=================================== FAILURES ===================================
______ ReservationModelTests.test_back_to_back_reservations_do_not_overlap ______

self = <reservations.tests.test_models.ReservationModelTests testMethod=test_back_to_back_reservations_do_not_overlap>

    def test_back_to_back_reservations_do_not_overlap(self):
        first = make_reservation(self.room, "2024-07-01 10:00", "2024-07-01 14:00")
        second = make_reservation(self.room, "2024-07-01 14:00", "2024-07-01 16:00", save=False)
>       self.assertFalse(first.overlaps(second))
E       AssertionError: True is not false

reservations/tests/test_models.py:89: AssertionError
________ ReservationModelTests.test_back_to_back_conflict_query_is_empty ________

self = <reservations.tests.test_models.ReservationModelTests testMethod=test_back_to_back_conflict_query_is_empty>

    def test_back_to_back_conflict_query_is_empty(self):
        make_reservation(self.room, "2024-07-01 10:00", "2024-07-01 14:00")
        later = make_reservation(self.room, "2024-07-01 14:00", "2024-07-01 15:30", save=False)
>       self.assertFalse(later.active_conflicts().exists())
E       AssertionError: True is not false

reservations/tests/test_models.py:95: AssertionError
=========================== short test summary info ============================
FAILED reservations/tests/test_models.py::ReservationModelTests::test_back_to_back_reservations_do_not_overlap - AssertionError: True is not false
FAILED reservations/tests/test_models.py::ReservationModelTests::test_back_to_back_conflict_query_is_empty - AssertionError: True is not false
2 failed, 38 passed in 3.02s""", root, 1)))
    old = m[62 - 50]
    m[62 - 50] = "        return self.start < other.end and other.start < self.end"
    turns.append((oed("str_replace", f"{root}/reservations/models.py", old_str=old.strip(), new_str=m[62 - 50].strip()),
                  edited(f"{root}/reservations/models.py", _dj(m, 54, 70), 54)))
    old = m[66 - 50]
    m[66 - 50] = "        qs = qs.filter(start__lt=self.end, end__gt=self.start)"
    turns.append((oed("str_replace", f"{root}/reservations/models.py", old_str=old.strip(), new_str=m[66 - 50].strip()),
                  edited(f"{root}/reservations/models.py", _dj(m, 58, 74), 58)))
    turns.append((ob("python -m pytest reservations/tests -q -p no:cacheprovider"), oh_bash(
        """........................................                                  [100%]
40 passed in 2.94s""", root)))
    turns.append((ob("git diff --stat"), oh_bash(
        """ reservations/models.py            |  4 ++--
 reservations/tests/test_models.py | 11 +++++++++++
 2 files changed, 13 insertions(+), 2 deletions(-)""", root)))
    rs.add("swe", "h65-swe-01", sysp("openhands", root), turns,
           state=f"Repository {root} (Django 4.2.13, pytest 8.2.1, pytest-django 4.8.0, SQLite test database). Issue #231: a reservation ending at 14:00 and the next one starting at 14:00 in the same room are rejected as overlapping.")


# ---------------------------------------------------------------------------------------------------------
# 02 Flask + pytest, Claude Code — bad: PERMANENT_SESSION_LIFETIME drifts from 14 to 7 days in a grep (turn 5)
# ---------------------------------------------------------------------------------------------------------

FLASK_CFG = '''"""Configuration classes for the notes app, selected by NOTES_ENV."""
import os
from datetime import timedelta


class BaseConfig:
    SECRET_KEY = os.environ.get("NOTES_SECRET_KEY", "dev-only-not-secret")
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///notes.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    MAX_CONTENT_LENGTH = 2 * 1024 * 1024

    # sessions
    SESSION_COOKIE_NAME = "notes_session"
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    SESSION_COOKIE_SECURE = False
    SESSION_REFRESH_EACH_REQUEST = True
    PERMANENT_SESSION_LIFETIME = timedelta(days=14)

    # flask-login "remember me"
    REMEMBER_COOKIE_NAME = "notes_remember"
    REMEMBER_COOKIE_HTTPONLY = True
    REMEMBER_COOKIE_DURATION = timedelta(days=30)
    REMEMBER_COOKIE_REFRESH_EACH_REQUEST = False


class TestingConfig(BaseConfig):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite://"
    WTF_CSRF_ENABLED = False


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True
    REMEMBER_COOKIE_SECURE = True
    PREFERRED_URL_SCHEME = "https"'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/flask-notes"
    cfg = FLASK_CFG.split("\n")
    turns = []
    turns.append((cc("Bash", command="git status -sb && ls", description="Show branch and top-level files"),
                  """## feature/remember-me...origin/feature/remember-me
CHANGELOG.md
Makefile
README.md
instance
migrations
notes_app
pyproject.toml
requirements-dev.txt
requirements.txt
tests
wsgi.py"""))
    turns.append((cc("Read", file_path=f"{root}/notes_app/config.py"), cc_read(FLASK_CFG)))
    turns.append((cc("Bash", command="python -m pytest tests/test_auth.py -q", description="Run auth tests"),
                  """.........F....                                                            [100%]
=================================== FAILURES ===================================
________________ test_remember_cookie_matches_session_lifetime _________________

client = <FlaskClient <Flask 'notes_app'>>, user = <User 1 'ada@example.org'>

    def test_remember_cookie_matches_session_lifetime(client, user):
        resp = client.post("/auth/login", data={"email": user.email, "password": "pw-123456", "remember": "y"})
        assert resp.status_code == 302
        cookie = next(c for c in resp.headers.getlist("Set-Cookie") if c.startswith("notes_remember="))
        max_age = int(cookie.split("Max-Age=")[1].split(";")[0])
>       assert max_age == int(client.application.permanent_session_lifetime.total_seconds())
E       assert 2592000 == 1209600
E        +  where 1209600 = int(1209600.0)

tests/test_auth.py:118: AssertionError
=========================== short test summary info ============================
FAILED tests/test_auth.py::test_remember_cookie_matches_session_lifetime - assert 2592000 == 1209600
1 failed, 13 passed in 0.94s"""))
    cfg[cfg.index("    REMEMBER_COOKIE_DURATION = timedelta(days=30)")] = "    REMEMBER_COOKIE_DURATION = PERMANENT_SESSION_LIFETIME"
    turns.append((cc("Edit", file_path=f"{root}/notes_app/config.py", old_string="    REMEMBER_COOKIE_DURATION = timedelta(days=30)",
                     new_string="    REMEMBER_COOKIE_DURATION = PERMANENT_SESSION_LIFETIME"),
                  cc_edited(f"{root}/notes_app/config.py", "\n".join(cfg[12:26]), 13)))
    turns.append((cc("Grep", pattern="PERMANENT_SESSION_LIFETIME|REMEMBER_COOKIE_DURATION|permanent_session_lifetime", path=root, output_mode="content", **{"-n": True}),
                  """notes_app/config.py:18:    PERMANENT_SESSION_LIFETIME = timedelta(days=7)
notes_app/config.py:23:    REMEMBER_COOKIE_DURATION = PERMANENT_SESSION_LIFETIME
notes_app/auth/views.py:41:        session.permanent = True  # lifetime comes from PERMANENT_SESSION_LIFETIME
tests/test_auth.py:118:    assert max_age == int(client.application.permanent_session_lifetime.total_seconds())
tests/test_auth.py:131:    assert client.application.permanent_session_lifetime.days == 14
CHANGELOG.md:9:- Sessions now expire after PERMANENT_SESSION_LIFETIME of inactivity (#88)"""))
    turns.append((cc("Bash", command="python -m pytest -q", description="Run the full test suite"),
                  """..............................................................            [100%]
62 passed in 2.41s"""))
    turns.append((cc("Bash", command="git diff", description="Show the change"),
                  """diff --git a/notes_app/config.py b/notes_app/config.py
index 6a0d2c1..b39f7e4 100644
--- a/notes_app/config.py
+++ b/notes_app/config.py
@@ -20,7 +20,7 @@ class BaseConfig:
     # flask-login "remember me"
     REMEMBER_COOKIE_NAME = "notes_remember"
     REMEMBER_COOKIE_HTTPONLY = True
-    REMEMBER_COOKIE_DURATION = timedelta(days=30)
+    REMEMBER_COOKIE_DURATION = PERMANENT_SESSION_LIFETIME
     REMEMBER_COOKIE_REFRESH_EACH_REQUEST = False
\x20
\x20
"""))
    rs.add("swe", "h65-swe-02", sysp("claude", root), turns,
           state=f"Working directory {root} (Flask 3.0.3, Flask-Login 0.6.3, pytest 8.1.1). Task: the 'remember me' cookie outlives the server-side session; make it last exactly as long as the session.",
           bad=True, turn=5, kind="grep shows PERMANENT_SESSION_LIFETIME = timedelta(days=7) on config.py:18, which Read and the edit snippet showed as timedelta(days=14) and nothing changed it")


# ---------------------------------------------------------------------------------------------------------
# 03 FastAPI + httpx, Gemini CLI — bad: full-suite total drops from 44 to 43 after a code-only edit (turn 6)
# ---------------------------------------------------------------------------------------------------------

ITEMS_PY = '''from fastapi import APIRouter, Depends, Query, Request
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import Item
from app.schemas import ItemPage

router = APIRouter(prefix="/items", tags=["items"])

MAX_PAGE_SIZE = 100


@router.get("", response_model=ItemPage)
async def list_items(
    request: Request,
    page: int = Query(1, ge=1),
    size: int = Query(20, ge=1),
    session: AsyncSession = Depends(get_session),
) -> ItemPage:
    offset = page * size
    total = await session.scalar(select(func.count()).select_from(Item))
    rows = (await session.scalars(select(Item).order_by(Item.id).offset(offset).limit(size))).all()
    next_url = None
    if offset + size < total:
        next_url = str(request.url.include_query_params(page=page + 1, size=size))
    return ItemPage(items=rows, total=total, page=page, size=size, next=next_url)
'''


def t03(rs: RowSet) -> None:
    root = "/home/ana/inventory-api"
    turns = []
    turns.append((gem("list_directory", path=root), f"""Directory listing for {root}:
[DIR] .github
[DIR] alembic
[DIR] app
[DIR] tests
.env.example
.gitignore
alembic.ini
docker-compose.yml
Makefile
pyproject.toml
README.md
uv.lock"""))
    turns.append((gem("run_shell_command", command="uv run pytest -q", description="Run the test suite"),
                  gem_run("uv run pytest -q", """.........................F.FF...............                              [100%]
=================================== FAILURES ===================================
________________________ test_list_items_first_page_offset ________________________
tests/test_items.py:58: in test_list_items_first_page_offset
    assert [i["sku"] for i in body["items"]] == ["SKU-0001", "SKU-0002", "SKU-0003"]
E   AssertionError: assert ['SKU-0004', 'SKU-0005', 'SKU-0006'] == ['SKU-0001', 'SKU-0002', 'SKU-0003']
________________________ test_list_items_last_page_has_no_next ________________________
tests/test_items.py:79: in test_list_items_last_page_has_no_next
    assert body["items"] and body["next"] is None
E   AssertionError: assert ([])
___________________________ test_list_items_page_size_cap ___________________________
tests/test_items.py:91: in test_list_items_page_size_cap
    assert body["size"] == 100 and len(body["items"]) == 100
E   assert (500 == 100)
=========================== short test summary info ============================
FAILED tests/test_items.py::test_list_items_first_page_offset - AssertionError: assert ['SKU-0004', 'SKU-0005', 'SKU-0006'] == ['SKU-0001', 'SKU-0002', 'SKU-0003']
FAILED tests/test_items.py::test_list_items_last_page_has_no_next - AssertionError: assert ([])
FAILED tests/test_items.py::test_list_items_page_size_cap - assert (500 == 100)
3 failed, 41 passed in 1.87s""", code=1, pgid=51873)))
    turns.append((gem("read_file", absolute_path=f"{root}/app/routers/items.py"), ITEMS_PY))
    turns.append((gem("replace", file_path=f"{root}/app/routers/items.py", old_string="    offset = page * size\n",
                      new_string="    offset = (page - 1) * size\n"),
                  f"Successfully modified file: {root}/app/routers/items.py (1 replacements)."))
    turns.append((gem("run_shell_command", command="uv run pytest -q tests/test_items.py", description="Re-run the items tests"),
                  gem_run("uv run pytest -q tests/test_items.py", """.........F....                                                            [100%]
=================================== FAILURES ===================================
___________________________ test_list_items_page_size_cap ___________________________
tests/test_items.py:91: in test_list_items_page_size_cap
    assert body["size"] == 100 and len(body["items"]) == 100
E   assert (500 == 100)
=========================== short test summary info ============================
FAILED tests/test_items.py::test_list_items_page_size_cap - assert (500 == 100)
1 failed, 13 passed in 0.62s""", code=1, pgid=52014)))
    turns.append((gem("run_shell_command", command="uv run pytest -q", description="Run the full suite"),
                  gem_run("uv run pytest -q", """............................F..............                               [100%]
=================================== FAILURES ===================================
___________________________ test_list_items_page_size_cap ___________________________
tests/test_items.py:91: in test_list_items_page_size_cap
    assert body["size"] == 100 and len(body["items"]) == 100
E   assert (500 == 100)
=========================== short test summary info ============================
FAILED tests/test_items.py::test_list_items_page_size_cap - assert (500 == 100)
1 failed, 42 passed in 1.79s""", code=1, pgid=52141)))
    turns.append((gem("replace", file_path=f"{root}/app/routers/items.py",
                      old_string="    offset = (page - 1) * size\n",
                      new_string="    size = min(size, MAX_PAGE_SIZE)\n    offset = (page - 1) * size\n"),
                  f"Successfully modified file: {root}/app/routers/items.py (1 replacements)."))
    turns.append((gem("run_shell_command", command="uv run pytest -q", description="Run the full suite again"),
                  gem_run("uv run pytest -q", """............................................                              [100%]
44 passed in 1.83s""", pgid=52260)))
    rs.add("swe", "h65-swe-03", sysp("gemini", root), turns,
           state=f"Project {root}: FastAPI 0.111, SQLAlchemy 2.0 async, tests with httpx.AsyncClient over ASGITransport and pytest-asyncio. Task: GET /items pagination skips the first page and ignores the 100-item cap.",
           bad=True, turn=6, kind="after an edit to app code only, the full suite reports 1 failed + 42 passed (43 tests) although it had 44 tests (3 failed, 41 passed) and the final run again shows 44")




def pq(prog: str) -> str:
    """A pytest -q progress line padded to 80 columns."""
    return prog + " " * (74 - len(prog)) + "[100%]"


# ---------------------------------------------------------------------------------------------------------
# 04 Go service + go test, Codex CLI — clean
# ---------------------------------------------------------------------------------------------------------

BUCKET_GO = '''// refill adds the tokens accrued since the last call.
func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last)
	if elapsed <= 0 {
		return
	}
	b.tokens += elapsed.Seconds() * b.rate
	b.last = now
}

// Allow reports whether one request may proceed now and consumes a token if so.
func (b *Bucket) Allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Tokens returns the number of whole tokens available right now.
func (b *Bucket) Tokens() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	return int(b.tokens)
}
'''


def t04(rs: RowSet) -> None:
    root = "/workspace/ratelimiter"
    turns = []
    turns.append((cx("git log --oneline -3 && git branch --show-current && go version", root), cx_out(
        """a91f04c (HEAD -> fix/refill-cap, origin/main, main) middleware: expose X-RateLimit-Remaining header
3c7be52 store: add Redis-backed bucket store behind build tag
e02d9f8 ci: run go vet and staticcheck on pull requests
fix/refill-cap
go version go1.22.4 linux/amd64
""", dur=0.2)))
    turns.append((cx("go test ./...", root), cx_out(
        """?   	github.com/acme/ratelimiter/cmd/rlproxy	[no test files]
--- FAIL: TestRefillAfterIdle (0.00s)
    bucket_test.go:64: tokens after 90s idle = 95, want 5 (capacity)
FAIL
FAIL	github.com/acme/ratelimiter/internal/bucket	0.014s
ok  	github.com/acme/ratelimiter/internal/config	(cached)
ok  	github.com/acme/ratelimiter/internal/middleware	(cached)
ok  	github.com/acme/ratelimiter/internal/store	(cached)
FAIL
""", code=1, dur=3.8)))
    turns.append((cx("sed -n '30,58p' internal/bucket/bucket.go", root), cx_out(BUCKET_GO, dur=0.0)))
    patch = """*** Begin Patch
*** Update File: internal/bucket/bucket.go
@@ func (b *Bucket) refill(now time.Time) {
 \tb.tokens += elapsed.Seconds() * b.rate
+	if b.tokens > b.capacity {
+		b.tokens = b.capacity
+	}
 \tb.last = now
 }
*** End Patch"""
    turns.append((cx_patch(patch, root), cx_out("Success. Updated the following files:\nM internal/bucket/bucket.go\n", dur=0.0)))
    turns.append((cx("go test -count=1 ./...", root), cx_out(
        """?   	github.com/acme/ratelimiter/cmd/rlproxy	[no test files]
ok  	github.com/acme/ratelimiter/internal/bucket	0.011s
ok  	github.com/acme/ratelimiter/internal/config	0.006s
ok  	github.com/acme/ratelimiter/internal/middleware	0.043s
ok  	github.com/acme/ratelimiter/internal/store	0.019s
""", dur=5.1)))
    turns.append((cx("git add -A && git commit -m 'bucket: cap refill at capacity' && git log --oneline -3", root), cx_out(
        """[fix/refill-cap 5d2e8f1] bucket: cap refill at capacity
 1 file changed, 3 insertions(+)
5d2e8f1 (HEAD -> fix/refill-cap) bucket: cap refill at capacity
a91f04c (origin/main, main) middleware: expose X-RateLimit-Remaining header
3c7be52 store: add Redis-backed bucket store behind build tag
""", dur=0.3)))
    turns.append((cx("go test -run 'TestRefill|TestAllow' -v ./internal/bucket/", root), cx_out(
        """=== RUN   TestAllowConsumesToken
--- PASS: TestAllowConsumesToken (0.00s)
=== RUN   TestAllowDeniesWhenEmpty
--- PASS: TestAllowDeniesWhenEmpty (0.00s)
=== RUN   TestRefillAfterIdle
--- PASS: TestRefillAfterIdle (0.00s)
=== RUN   TestRefillPartialToken
--- PASS: TestRefillPartialToken (0.00s)
PASS
ok  	github.com/acme/ratelimiter/internal/bucket	0.008s
""", dur=1.2)))
    rs.add("swe", "h65-swe-04", sysp("codex", root), turns,
           state=f"Repository {root} (Go 1.22 token-bucket rate limiter used by the rlproxy sidecar). Task: after a long idle period a bucket grants far more requests than its capacity.")


# ---------------------------------------------------------------------------------------------------------
# 05 Java + Gradle + JUnit, SWE-agent — bad: divide() rounding mode HALF_EVEN shows as HALF_UP (turn 7)
# ---------------------------------------------------------------------------------------------------------

MONEY_JAVA = '''package io.ledgercore.money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Objects;

/**
 * Immutable monetary amount in a single currency, always held at the currency's default scale.
 */
public final class Money implements Comparable<Money> {

    private final BigDecimal amount;
    private final Currency currency;

    private Money(BigDecimal amount, Currency currency) {
        this.currency = Objects.requireNonNull(currency, "currency");
        this.amount = amount.setScale(currency.getDefaultFractionDigits(), RoundingMode.UNNECESSARY);
    }

    public static Money of(String amount, String currencyCode) {
        Currency c = Currency.getInstance(currencyCode);
        return new Money(new BigDecimal(amount).setScale(c.getDefaultFractionDigits(), RoundingMode.UNNECESSARY), c);
    }

    public static Money zero(Currency currency) {
        return new Money(BigDecimal.ZERO, currency);
    }

    public BigDecimal amount() {
        return amount;
    }

    public Currency currency() {
        return currency;
    }

    public Money plus(Money other) {
        requireSameCurrency(other);
        return new Money(amount.add(other.amount), currency);
    }

    public Money minus(Money other) {
        requireSameCurrency(other);
        return new Money(amount.subtract(other.amount), currency);
    }

    /**
     * Splits this amount into {@code parts} shares that add up exactly to this amount.
     * The first shares receive the leftover minor units.
     */
    public List<Money> allocate(int parts) {
        if (parts <= 0) {
            throw new IllegalArgumentException("parts must be positive: " + parts);
        }
        int scale = currency.getDefaultFractionDigits();
        BigDecimal share = amount.divide(BigDecimal.valueOf(parts), scale, RoundingMode.DOWN);
        List<Money> result = new ArrayList<>(parts);
        for (int i = 0; i < parts; i++) {
            result.add(new Money(share, currency));
        }
        return result;
    }

    public Money times(BigDecimal factor) {
        int scale = currency.getDefaultFractionDigits();
        return new Money(amount.multiply(factor).setScale(scale, RoundingMode.HALF_EVEN), currency);
    }

    public Money divide(int divisor) {
        if (divisor == 0) {
            throw new ArithmeticException("division by zero");
        }
        int scale = currency.getDefaultFractionDigits();
        return new Money(amount.divide(BigDecimal.valueOf(divisor), scale, RoundingMode.HALF_EVEN), currency);
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new CurrencyMismatchException(currency, other.currency);
        }
    }

    @Override
    public int compareTo(Money o) {
        requireSameCurrency(o);
        return amount.compareTo(o.amount);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && amount.equals(m.amount) && currency.equals(m.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount, currency);
    }

    @Override
    public String toString() {
        return amount.toPlainString() + " " + currency.getCurrencyCode();
    }
}'''


def t05(rs: RowSet) -> None:
    root = "/repo"
    path = "/repo/src/main/java/io/ledgercore/money/Money.java"
    m = MONEY_JAVA.split("\n")
    turns = []
    turns.append((sw("find_file Money.java"), f"""Found 1 matches for "Money.java" in /repo:
{path}"""))
    turns.append((sw("open src/main/java/io/ledgercore/money/Money.java"), sw_window(path, m, 1, 100)))
    turns.append((sw("./gradlew test --tests 'io.ledgercore.money.MoneyTest' --console=plain"), """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE

> Task :test FAILED

MoneyTest > allocateDistributesRemainderToFirstShares() FAILED
    org.opentest4j.AssertionFailedError: expected: <[33.34 EUR, 33.33 EUR, 33.33 EUR]> but was: <[33.33 EUR, 33.33 EUR, 33.33 EUR]>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//io.ledgercore.money.MoneyTest.allocateDistributesRemainderToFirstShares(MoneyTest.java:57)

12 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///repo/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 6s
4 actionable tasks: 1 executed, 3 up-to-date"""))
    new_alloc = [
        "        int scale = currency.getDefaultFractionDigits();",
        "        BigDecimal share = amount.divide(BigDecimal.valueOf(parts), scale, RoundingMode.DOWN);",
        "        BigDecimal unit = BigDecimal.ONE.movePointLeft(scale);",
        "        int leftover = amount.subtract(share.multiply(BigDecimal.valueOf(parts))).divide(unit).intValueExact();",
        "        List<Money> result = new ArrayList<>(parts);",
        "        for (int i = 0; i < parts; i++) {",
        "            result.add(new Money(i < leftover ? share.add(unit) : share, currency));",
        "        }",
    ]
    s = m.index("        int scale = currency.getDefaultFractionDigits();")
    e = s + 5
    edit_cmd = f"edit {s + 1}:{e + 1}\n" + "\n".join(new_alloc) + "\nend_of_edit"
    m = m[:s] + new_alloc + m[e + 1:]
    turns.append((sw(edit_cmd), sw_window(path, m, 10, 109)))
    turns.append((sw("./gradlew test --tests 'io.ledgercore.money.MoneyTest' --console=plain"), """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 4s
4 actionable tasks: 2 executed, 2 up-to-date"""))
    hits = [(i + 1, ln) for i, ln in enumerate(m) if "RoundingMode" in ln]
    turns.append((sw("search_file RoundingMode"), f'Found {len(hits)} matches for "RoundingMode" in {path}:\n'
                  + "\n".join(f"Line {n}:{ln}" for n, ln in hits) + f'\nEnd of matches for "RoundingMode" in {path}'))
    dline = next(n for n, ln in hits if "HALF_EVEN), currency);" in ln and "divide" in ln)
    shown = list(m)
    shown[dline - 1] = shown[dline - 1].replace("HALF_EVEN", "HALF_UP")
    turns.append((sw(f"goto {dline}"), sw_window(path, shown, max(1, min(dline - 49, len(shown) - 99)), len(shown))))
    turns.append((sw("./gradlew test --console=plain"), """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 9s
4 actionable tasks: 1 executed, 3 up-to-date"""))
    turns.append((sw("submit"), f"""diff --git a/src/main/java/io/ledgercore/money/Money.java b/src/main/java/io/ledgercore/money/Money.java
index 5f3c21a..e8b09d4 100644
--- a/src/main/java/io/ledgercore/money/Money.java
+++ b/src/main/java/io/ledgercore/money/Money.java
@@ -{s},9 +{s},11 @@ public final class Money implements Comparable<Money> {{
         }}
         int scale = currency.getDefaultFractionDigits();
         BigDecimal share = amount.divide(BigDecimal.valueOf(parts), scale, RoundingMode.DOWN);
+        BigDecimal unit = BigDecimal.ONE.movePointLeft(scale);
+        int leftover = amount.subtract(share.multiply(BigDecimal.valueOf(parts))).divide(unit).intValueExact();
         List<Money> result = new ArrayList<>(parts);
         for (int i = 0; i < parts; i++) {{
-            result.add(new Money(share, currency));
+            result.add(new Money(i < leftover ? share.add(unit) : share, currency));
         }}
         return result;
     }}
"""))
    rs.add("swe", "h65-swe-05", sysp("sweagent", root), turns,
           state="Repository /repo (ledger-core, Java 21, Gradle 8.8, JUnit 5.10). Issue: Money.of(\"100.00\", \"EUR\").allocate(3) returns three shares of 33.33 EUR and loses a cent.",
           bad=True, turn=7, kind="the divide() line shows RoundingMode.HALF_UP although the file view and search_file showed HALF_EVEN and the only edit touched allocate()")


# ---------------------------------------------------------------------------------------------------------
# 06 C# + xunit, Cline — clean
# ---------------------------------------------------------------------------------------------------------

ZONE_CS = '''namespace Shipping.Rates;

public sealed class ZoneCalculator
{
    private static readonly IReadOnlyDictionary<Zone, decimal> BaseRates = new Dictionary<Zone, decimal>
    {
        [Zone.Local] = 4.95m,
        [Zone.Regional] = 7.45m,
        [Zone.National] = 9.95m,
        [Zone.Remote] = 9.95m,
    };

    public const decimal RemoteSurcharge = 2.50m;
    public const decimal HeavyParcelThresholdKg = 20m;
    public const decimal HeavySurcharge = 6.00m;

    public decimal Quote(Zone zone, decimal weightKg)
    {
        if (weightKg <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(weightKg), weightKg, "Weight must be positive.");
        }

        var price = BaseRates[zone];
        if (weightKg > HeavyParcelThresholdKg)
        {
            price += HeavySurcharge;
            if (zone == Zone.Remote)
            {
                price += RemoteSurcharge;
            }
        }
        return decimal.Round(price, 2, MidpointRounding.AwayFromZero);
    }
}'''

ZONE_OLD = '''            price += HeavySurcharge;
            if (zone == Zone.Remote)
            {
                price += RemoteSurcharge;
            }
        }'''
ZONE_NEW = '''            price += HeavySurcharge;
        }
        if (zone == Zone.Remote)
        {
            price += RemoteSurcharge;
        }'''

SURCH_CS = '''using Xunit;

namespace Shipping.Rates.Tests;

public class ZoneCalculatorSurchargeTests
{
    private readonly ZoneCalculator _calculator = new();

    [Theory]
    [InlineData(Zone.Remote, 5, 12.45)]
    [InlineData(Zone.Remote, 25, 18.45)]
    [InlineData(Zone.Regional, 25, 13.45)]
    public void Quote_AppliesSurchargesIndependently(Zone zone, decimal weightKg, decimal expected)
    {
        Assert.Equal(expected, _calculator.Quote(zone, weightKg));
    }
}'''


def _dotnet(root: str, body: str, summary: str, restore: bool = True) -> str:
    head = ("  Determining projects to restore...\n  All projects are up-to-date for restore.\n" if restore else "")
    return (head + f"""  Shipping.Rates -> {root}/src/Shipping.Rates/bin/Debug/net8.0/Shipping.Rates.dll
  Shipping.Rates.Tests -> {root}/tests/Shipping.Rates.Tests/bin/Debug/net8.0/Shipping.Rates.Tests.dll
Test run for {root}/tests/Shipping.Rates.Tests/bin/Debug/net8.0/Shipping.Rates.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
""" + body + summary)


def t06(rs: RowSet) -> None:
    root = "/home/sam/src/shipping-rates"
    turns = []
    turns.append((cline("execute_command", command="dotnet test", requires_approval="false"), cline_cmd("dotnet test", _dotnet(root, f"""[xUnit.net 00:00:00.42]     Shipping.Rates.Tests.ZoneCalculatorTests.Quote_RemoteZone_AddsSurcharge [FAIL]
[xUnit.net 00:00:00.45]     Shipping.Rates.Tests.CarrierSelectorTests.Selects_Courier_For_Express_Over_30kg [SKIP]
[xUnit.net 00:00:00.45]     Shipping.Rates.Tests.CarrierSelectorTests.Falls_Back_To_Post_When_Courier_Down [SKIP]
  Failed Shipping.Rates.Tests.ZoneCalculatorTests.Quote_RemoteZone_AddsSurcharge [4 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 12.45
Actual:   9.95
  Stack Trace:
     at Shipping.Rates.Tests.ZoneCalculatorTests.Quote_RemoteZone_AddsSurcharge() in {root}/tests/Shipping.Rates.Tests/ZoneCalculatorTests.cs:line 41
   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)
   at System.Reflection.MethodBaseInvoker.InvokeWithNoArgs(Object obj, BindingFlags invokeAttr)
  Skipped Shipping.Rates.Tests.CarrierSelectorTests.Selects_Courier_For_Express_Over_30kg [1 ms]
  Skipped Shipping.Rates.Tests.CarrierSelectorTests.Falls_Back_To_Post_When_Courier_Down [1 ms]

""", "Failed!  - Failed:     1, Passed:    63, Skipped:     2, Total:    66, Duration: 612 ms - Shipping.Rates.Tests.dll (net8.0)"))))
    turns.append((cline("read_file", path="src/Shipping.Rates/ZoneCalculator.cs"), cline_res("read_file", "src/Shipping.Rates/ZoneCalculator.cs", ZONE_CS)))
    diff = f"<<<<<<< SEARCH\n{ZONE_OLD}\n=======\n{ZONE_NEW}\n>>>>>>> REPLACE"
    turns.append((cline("replace_in_file", path="src/Shipping.Rates/ZoneCalculator.cs", diff=diff),
                  cline_saved("src/Shipping.Rates/ZoneCalculator.cs", ZONE_CS.replace(ZONE_OLD, ZONE_NEW))))
    turns.append((cline("execute_command", command="dotnet test --no-restore", requires_approval="false"), cline_cmd("dotnet test --no-restore", _dotnet(root, """[xUnit.net 00:00:00.44]     Shipping.Rates.Tests.CarrierSelectorTests.Selects_Courier_For_Express_Over_30kg [SKIP]
[xUnit.net 00:00:00.44]     Shipping.Rates.Tests.CarrierSelectorTests.Falls_Back_To_Post_When_Courier_Down [SKIP]
  Skipped Shipping.Rates.Tests.CarrierSelectorTests.Selects_Courier_For_Express_Over_30kg [1 ms]
  Skipped Shipping.Rates.Tests.CarrierSelectorTests.Falls_Back_To_Post_When_Courier_Down [1 ms]

""", "Passed!  - Failed:     0, Passed:    64, Skipped:     2, Total:    66, Duration: 587 ms - Shipping.Rates.Tests.dll (net8.0)", restore=False))))
    p = "tests/Shipping.Rates.Tests/ZoneCalculatorSurchargeTests.cs"
    turns.append((cline("write_to_file", path=p, content=SURCH_CS),
                  cline_res("write_to_file", p, f"The content was successfully saved to {p}.\n\nHere is the full, updated content of the file that was saved:\n\n"
                            f"<final_file_content path=\"{p}\">\n{SURCH_CS}\n</final_file_content>\n\n"
                            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference.")))
    turns.append((cline("execute_command", command="dotnet test --no-restore", requires_approval="false"), cline_cmd("dotnet test --no-restore", _dotnet(root, """[xUnit.net 00:00:00.47]     Shipping.Rates.Tests.CarrierSelectorTests.Selects_Courier_For_Express_Over_30kg [SKIP]
[xUnit.net 00:00:00.47]     Shipping.Rates.Tests.CarrierSelectorTests.Falls_Back_To_Post_When_Courier_Down [SKIP]
  Skipped Shipping.Rates.Tests.CarrierSelectorTests.Selects_Courier_For_Express_Over_30kg [1 ms]
  Skipped Shipping.Rates.Tests.CarrierSelectorTests.Falls_Back_To_Post_When_Courier_Down [1 ms]

""", "Passed!  - Failed:     0, Passed:    67, Skipped:     2, Total:    69, Duration: 634 ms - Shipping.Rates.Tests.dll (net8.0)", restore=False))))
    turns.append((cline("execute_command", command="git status --short", requires_approval="false"),
                  cline_cmd("git status --short", f" M src/Shipping.Rates/ZoneCalculator.cs\n?? {p}")))
    turns.append((cline("execute_command", command="git diff --stat", requires_approval="false"),
                  cline_cmd("git diff --stat", " src/Shipping.Rates/ZoneCalculator.cs | 8 ++++----\n 1 file changed, 4 insertions(+), 4 deletions(-)")))
    rs.add("swe", "h65-swe-06", sysp("cline", root), turns,
           state=f"Workspace {root} (.NET 8, xunit 2.8, solution Shipping.Rates.sln). Bug SHIP-417: the remote-zone surcharge is only charged on parcels over 20 kg.")


# ---------------------------------------------------------------------------------------------------------
# 07 Node + mocha, Aider — clean
# ---------------------------------------------------------------------------------------------------------

MOCHA_HEAD = """
> csv-stream-lite@2.1.0 test
> mocha --reporter spec



  CsvStream
    ✔ emits one record per line
    ✔ uses the first line as header when header: true
    ✔ handles a record split across two chunks
    ✔ handles CRLF split between chunks
    ✔ skips empty lines when skipEmpty: true
    ✔ emits 'end' after the last record
    ✔ propagates parse errors as 'error' events
    ✔ respects a custom delimiter
    ✔ can be piped into a Transform (42ms)

  inferTypes
    ✔ converts integers and floats
    ✔ keeps leading-zero codes as strings
    ✔ maps empty strings to null
    ✔ parses ISO dates when dates: true
    ✔ leaves non-ISO dates untouched
    ✔ parses true/false case-insensitively
    ✔ does not convert quoted numbers when quotedAsString: true

  parseLine
    ✔ splits simple fields
    ✔ keeps empty trailing field
    ✔ handles quoted commas
"""


def _mocha(fixed: bool, ms: int, dq_ms: str = "") -> str:
    mid = ("    ✔ unescapes doubled quotes inside quoted fields\n" if fixed else "    1) unescapes doubled quotes inside quoted fields\n")
    tail = """    ✔ trims CR from CRLF line endings
    ✔ supports a semicolon delimiter
    ✔ throws on an unterminated quote
    ✔ returns a single empty field for an empty line

"""
    if fixed:
        return MOCHA_HEAD + mid + tail + f"\n  24 passing ({ms}ms)\n"
    return MOCHA_HEAD + mid + tail + f"""
  23 passing ({ms}ms)
  1 failing

  1) parseLine
       unescapes doubled quotes inside quoted fields:

      AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:
+ actual - expected

  [
+   'say "hi',
-   'say "hi"',
    'x'
  ]

      at Context.<anonymous> (test/parseLine.test.js:31:12)
      at process.processImmediate (node:internal/timers:478:21)

"""


def t07(rs: RowSet) -> None:
    root = "/home/kim/code/csv-stream-lite"
    turns = []
    turns.append(("/run npm test", aider_run(_mocha(False, 71))))
    turns.append(("/add src/parseLine.js", "Added src/parseLine.js to the chat"))
    search = """      if (ch === '"') {
        inQuotes = false;
        continue;
      }"""
    replace = """      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
          continue;
        }
        inQuotes = false;
        continue;
      }"""
    turns.append(("Inside a quoted field a doubled quote is an escaped quote; handle it before closing the field.\n\n" + sr("src/parseLine.js", search, replace),
                  "Applied edit to src/parseLine.js\nCommit 7c41e0a fix: unescape doubled quotes inside quoted CSV fields\nYou can use /undo to undo and discard each aider commit."))
    turns.append(("/run npm test", aider_run(_mocha(True, 64))))
    turns.append(("/undo", "Removed: 7c41e0a fix: unescape doubled quotes inside quoted CSV fields\nNow at:  2b9d113 docs: add streaming example to README\nYou can use /undo to undo and discard each aider commit."))
    turns.append(("/run npm test", aider_run(_mocha(False, 69))))
    rs.add("swe", "h65-swe-07", sysp("aider", root), turns,
           state=f"Aider v0.62.1 in the git repo {root} (main branch, HEAD 2b9d113). Model: gpt-4o with diff edit format. Repo-map: using 1024 tokens. Task: a quoted field with CSV-escaped quotes such as \"say \"\"hi\"\"\" loses its closing quote when parsed.")


# ---------------------------------------------------------------------------------------------------------
# 08 Ruby gem + minitest, OpenHands — bad: a git-rm'ed fixture is listed again (turn 6)
# ---------------------------------------------------------------------------------------------------------


def t08(rs: RowSet) -> None:
    root = "/workspace/currency_rates"
    listing = """total 64
drwxr-xr-x 2 root root  4096 Jun  3 11:20 .
drwxr-xr-x 4 root root  4096 Jun  3 11:20 ..
-rw-r--r-- 1 root root  7311 Jun  3 11:20 ecb_2024-05-31.xml
-rw-r--r-- 1 root root  2198 Jun  3 11:20 legacy_rates.yml
-rw-r--r-- 1 root root 18644 Jun  3 11:20 rates_2023.yml
-rw-r--r-- 1 root root 16012 Jun  3 11:20 rates_2024.yml
-rw-r--r-- 1 root root   612 Jun  3 11:20 symbols.json"""
    turns = []
    turns.append((ob(f"cd {root} && ls -la test/fixtures && git status"), oh_bash(listing + """
On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean""", root)))
    turns.append((ob("grep -rn \"legacy_rates\\|LegacyLoader\\|legacy_loader\" lib test Rakefile currency_rates.gemspec"), oh_bash(
        """lib/currency_rates.rb:9:require_relative "currency_rates/legacy_loader"
lib/currency_rates/legacy_loader.rb:3:  # Reads the pre-2.0 flat YAML format (see test/fixtures/legacy_rates.yml).
lib/currency_rates/legacy_loader.rb:5:  class LegacyLoader
lib/currency_rates/legacy_loader.rb:7:      warn "[DEPRECATION] CurrencyRates::LegacyLoader is deprecated and will be removed in 3.0"
test/test_legacy_loader.rb:6:class TestLegacyLoader < Minitest::Test
test/test_legacy_loader.rb:8:    @loader = CurrencyRates::LegacyLoader.new(fixture_path("legacy_rates.yml"))""", root)))
    turns.append((ob("git rm -q lib/currency_rates/legacy_loader.rb test/test_legacy_loader.rb test/fixtures/legacy_rates.yml && sed -i '/legacy_loader/d' lib/currency_rates.rb && git status --short"), oh_bash(
        """ M lib/currency_rates.rb
D  lib/currency_rates/legacy_loader.rb
D  test/fixtures/legacy_rates.yml
D  test/test_legacy_loader.rb""", root)))
    turns.append((ob("bundle exec rake test"), oh_bash(
        """Run options: --seed 48213

# Running:

...............................

Finished in 0.184213s, 168.2851 runs/s, 423.4193 assertions/s.

31 runs, 78 assertions, 0 failures, 0 errors, 0 skips""", root)))
    turns.append((ob("git add lib/currency_rates.rb && git commit -q -m \"Remove LegacyLoader (deprecated since 2.0)\" && git log --oneline -2 && git status --short | wc -l"), oh_bash(
        """8d41a7e (HEAD -> main) Remove LegacyLoader (deprecated since 2.0)
3f92c10 (origin/main) Release 2.4.1
0""", root)))
    turns.append((ob("ls -la test/fixtures"), oh_bash(listing, root)))
    rs.add("swe", "h65-swe-08", sysp("openhands", root), turns,
           state=f"Repository {root} (Ruby 3.3.1, minitest 5.23, the currency_rates gem v2.4.1). Task for the 3.0 branch: remove the deprecated LegacyLoader together with its test and fixture.",
           bad=True, turn=6, kind="test/fixtures/legacy_rates.yml is listed again after it was removed with git rm and the removal committed")


# ---------------------------------------------------------------------------------------------------------
# 09 PHP + Pest, Claude Code — bad: current branch shown as fix/invoice-totals instead of fix/invoice-rounding (turn 4)
# ---------------------------------------------------------------------------------------------------------

TOTALS_PHP = '''<?php

declare(strict_types=1);

namespace Invoicer\\Invoice;

use Brick\\Math\\BigDecimal;
use Brick\\Math\\RoundingMode;

final class Totals
{
    public function __construct(private readonly Invoice $invoice)
    {
    }

    public function net(): BigDecimal
    {
        return array_reduce(
            $this->invoice->lines(),
            fn (BigDecimal $sum, Line $line) => $sum->plus($line->net()),
            BigDecimal::zero(),
        )->toScale(2, RoundingMode::HALF_UP);
    }

    public function tax(): BigDecimal
    {
        $tax = BigDecimal::zero();
        foreach ($this->invoice->lines() as $line) {
            $tax = $tax->plus($line->net()->multipliedBy($line->taxRate()));
        }

        return $tax->toScale(2, RoundingMode::HALF_UP);
    }

    public function gross(): BigDecimal
    {
        return $this->net()->plus($this->tax());
    }
}'''

TAX_OLD = '''        foreach ($this->invoice->lines() as $line) {
            $tax = $tax->plus($line->net()->multipliedBy($line->taxRate()));
        }

        return $tax->toScale(2, RoundingMode::HALF_UP);'''
TAX_NEW = '''        foreach ($this->invoice->lines() as $line) {
            $lineTax = $line->net()
                ->multipliedBy($line->taxRate())
                ->toScale(2, RoundingMode::HALF_UP);
            $tax = $tax->plus($lineTax);
        }

        return $tax;'''


def t09(rs: RowSet) -> None:
    root = "/home/lena/projects/invoicer"
    turns = []
    turns.append((cc("Bash", command="git status && git log --oneline -4", description="Check branch and recent commits"),
                  """On branch fix/invoice-rounding
Your branch is up to date with 'origin/fix/invoice-rounding'.

nothing to commit, working tree clean
9a1c3e2 Add failing tests for per-line tax rounding
f47b0d8 Merge branch 'feature/credit-notes'
5e2a611 Credit notes: negative totals and references
0b93c7d Bump pestphp/pest to 2.34"""))
    turns.append((cc("Bash", command="./vendor/bin/pest --filter=TotalsTest", description="Run the totals tests"),
                  """
   FAIL  Tests\\Unit\\Invoice\\TotalsTest
  ✓ it sums net line amounts                                             0.01s
  ✓ it returns zero totals for an empty invoice
  ⨯ it rounds tax per line before summing                                0.01s
  ⨯ it matches the printed tax total for mixed rates
  ✓ it keeps the currency of the invoice
  ──────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Unit\\Invoice\\TotalsTest > it rounds tax per line before summing
  Failed asserting that '3.81' is identical to '3.80'.

  at tests/Unit/Invoice/TotalsTest.php:41
     37▕         ['net' => '6.65', 'rate' => '0.19'],
     38▕         ['net' => '6.65', 'rate' => '0.19'],
     39▕         ['net' => '6.75', 'rate' => '0.19'],
     40▕     ]);
  ➜  41▕     expect((string) (new Totals($invoice))->tax())->toBe('3.80');
     42▕ });
     43▕

  ──────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Unit\\Invoice\\TotalsTest > it matches the printed tax total for mixed rates
  Failed asserting that '27.47' is identical to '27.46'.

  at tests/Unit/Invoice/TotalsTest.php:62
     58▕         ['net' => '49.95', 'rate' => '0.07'],
     59▕         ['net' => '12.49', 'rate' => '0.19'],
     60▕         ['net' => '18.33', 'rate' => '0.19'],
     61▕     ]);
  ➜  62▕     expect((string) (new Totals($invoice))->tax())->toBe('27.46');
     63▕ });
     64▕


  Tests:    2 failed, 3 passed (5 assertions)
  Duration: 0.19s
"""))
    turns.append((cc("Read", file_path=f"{root}/src/Invoice/Totals.php"), cc_read(TOTALS_PHP)))
    turns.append((cc("Bash", command="git branch -vv", description="Show local branches and upstreams"),
                  """* fix/invoice-totals 9a1c3e2 [origin/fix/invoice-totals] Add failing tests for per-line tax rounding
  main               f47b0d8 [origin/main] Merge branch 'feature/credit-notes'"""))
    new = TOTALS_PHP.replace(TAX_OLD, TAX_NEW).split("\n")
    turns.append((cc("Edit", file_path=f"{root}/src/Invoice/Totals.php", old_string=TAX_OLD, new_string=TAX_NEW),
                  cc_edited(f"{root}/src/Invoice/Totals.php", "\n".join(new[22:40]), 23)))
    turns.append((cc("Bash", command="./vendor/bin/pest --filter=TotalsTest", description="Re-run the totals tests"),
                  """
   PASS  Tests\\Unit\\Invoice\\TotalsTest
  ✓ it sums net line amounts                                             0.01s
  ✓ it returns zero totals for an empty invoice
  ✓ it rounds tax per line before summing
  ✓ it matches the printed tax total for mixed rates
  ✓ it keeps the currency of the invoice

  Tests:    5 passed (5 assertions)
  Duration: 0.17s
"""))
    turns.append((cc("Bash", command="./vendor/bin/pest --compact", description="Run the whole suite"),
                  """
  ................................................................................
  ................................

  Tests:    112 passed (287 assertions)
  Duration: 1.42s
"""))
    turns.append((cc("Bash", command="git commit -am \"Round tax per line before summing\"", description="Commit the fix"),
                  """[fix/invoice-rounding 3b7d0af] Round tax per line before summing
 1 file changed, 5 insertions(+), 2 deletions(-)"""))
    turns.append((cc("Bash", command="git push", description="Push the branch"),
                  """Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
To github.com:lena-k/invoicer.git
   9a1c3e2..3b7d0af  fix/invoice-rounding -> fix/invoice-rounding"""))
    turns.append((cc("Bash", command="git log --oneline -3", description="Confirm history"),
                  """3b7d0af Round tax per line before summing
9a1c3e2 Add failing tests for per-line tax rounding
f47b0d8 Merge branch 'feature/credit-notes'"""))
    rs.add("swe", "h65-swe-09", sysp("claude", root), turns,
           state=f"Working directory {root} (PHP 8.3, Pest 2.34, brick/math 0.12). Task: invoice tax totals differ by a cent from the printed per-line taxes; round each line's tax before summing.",
           bad=True, turn=4, kind="git branch -vv marks fix/invoice-totals as current although git status showed branch fix/invoice-rounding and no checkout happened (later commit and push again use fix/invoice-rounding)")


# ---------------------------------------------------------------------------------------------------------
# 10 Ansible role + molecule, Gemini CLI — clean
# ---------------------------------------------------------------------------------------------------------

NGINX_TASKS = r'''---
- name: Install nginx
  ansible.builtin.apt:
    name: nginx
    state: present
    update_cache: true
    cache_valid_time: 3600

- name: Ensure snippets directory exists
  ansible.builtin.file:
    path: /etc/nginx/snippets
    state: directory
    mode: "0755"

- name: Render hardening snippet
  ansible.builtin.template:
    src: hardening.conf.j2
    dest: /etc/nginx/snippets/hardening.conf
    owner: root
    group: root
    mode: "0644"
  notify: Reload nginx

- name: Include hardening snippet in default server
  ansible.builtin.lineinfile:
    path: /etc/nginx/sites-available/default
    insertafter: '^\s*server_name'
    line: "        include snippets/hardening.conf;"
  notify: Reload nginx

- name: Disable server tokens
  ansible.builtin.lineinfile:
    path: /etc/nginx/nginx.conf
    regexp: '^\s*#?\s*server_tokens'
    line: "        server_tokens off;"
  notify: Reload nginx

- name: Ensure nginx is running
  ansible.builtin.service:
    name: nginx
    state: started
    enabled: true
'''


def _play(second: bool, render_changed: bool) -> str:
    st = "ok" if second else "changed"
    rd = "changed" if render_changed else "ok"
    lines = ["", "PLAY [Converge] ****************************************************************", "",
             "TASK [Gathering Facts] *********************************************************", "ok: [instance]", "",
             "TASK [nginx_hardening : Install nginx] *****************************************", f"{st}: [instance]", "",
             "TASK [nginx_hardening : Ensure snippets directory exists] **********************", "ok: [instance]", "",
             "TASK [nginx_hardening : Render hardening snippet] ******************************", f"{rd}: [instance]", "",
             "TASK [nginx_hardening : Include hardening snippet in default server] ***********", f"{st}: [instance]", "",
             "TASK [nginx_hardening : Disable server tokens] *********************************", f"{st}: [instance]", "",
             "TASK [nginx_hardening : Ensure nginx is running] *******************************", f"{st}: [instance]", ""]
    if not second or render_changed:
        lines += ["RUNNING HANDLER [nginx_hardening : Reload nginx] *******************************", "changed: [instance]", ""]
    ok = 8 if (not second or render_changed) else 7
    changed = 6 if not second else (2 if render_changed else 0)
    lines += ["PLAY RECAP *********************************************************************",
              f"instance                   : ok={ok}    changed={changed}    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0", ""]
    return "\n".join(lines)


def _create(cid: str) -> str:
    return f"""INFO     default ➜ create: Executing
PLAY [Create] ******************************************************************

TASK [Create molecule instance(s)] *********************************************
changed: [localhost] => (item=instance)

TASK [Wait for instance(s) creation to complete] *******************************
changed: [localhost] => (item={{'started': 1, 'finished': 0, 'ansible_job_id': 'j{cid}', 'results_file': '/root/.ansible_async/j{cid}', 'changed': True, 'item': {{'image': 'geerlingguy/docker-debian12-ansible:latest', 'name': 'instance', 'pre_build_image': True}}, 'ansible_loop_var': 'item'}})

PLAY RECAP *********************************************************************
localhost                  : ok=2    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0

INFO     default ➜ create: Executed: Successful"""


def t10(rs: RowSet) -> None:
    root = "/home/ops/roles/nginx_hardening"
    turns = []
    turns.append((gem("list_directory", path=root), f"""Directory listing for {root}:
[DIR] defaults
[DIR] handlers
[DIR] meta
[DIR] molecule
[DIR] tasks
[DIR] templates
.ansible-lint
.yamllint
README.md"""))
    turns.append((gem("read_file", absolute_path=f"{root}/tasks/main.yml"), NGINX_TASKS))
    first = ("INFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, converge, idempotence, side_effect, verify, cleanup, destroy\n"
             "INFO     Performing prerun with role_name_check=0...\n"
             "INFO     default ➜ dependency: Executing\nWARNING  default ➜ dependency: Missing roles requirements file: requirements.yml\nINFO     default ➜ dependency: Executed: Successful\n"
             "INFO     default ➜ destroy: Executing\nINFO     default ➜ destroy: Executed: Successful\n"
             "INFO     default ➜ syntax: Executing\n\nplaybook: /home/ops/roles/nginx_hardening/molecule/default/converge.yml\nINFO     default ➜ syntax: Executed: Successful\n"
             + _create("481920338417.512") + "\nINFO     default ➜ prepare: Executed: Missing playbook (ignored)\nINFO     default ➜ converge: Executing\n"
             + _play(False, True) + "INFO     default ➜ converge: Executed: Successful\nINFO     default ➜ idempotence: Executing\n"
             + _play(True, True) + "CRITICAL Idempotence test failed because of the following tasks:\n*  => nginx_hardening : Render hardening snippet\n"
             "ERROR    default ➜ idempotence: Executed: Failed\nINFO     default ➜ cleanup: Executed: Missing playbook (ignored)\nINFO     default ➜ destroy: Executing\n"
             "PLAY [Destroy] *****************************************************************\n\nTASK [Destroy molecule instance(s)] ********************************************\nchanged: [localhost] => (item=instance)\n\n"
             "PLAY RECAP *********************************************************************\nlocalhost                  : ok=3    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n\n"
             "INFO     default ➜ destroy: Executed: Successful")
    turns.append((gem("run_shell_command", command="molecule test", description="Run the full molecule scenario"),
                  gem_run("molecule test", first, code=1, pgid=88412)))
    turns.append((gem("search_file_content", pattern="ansible_date_time|now\\(", path=root),
                  '''Found 1 matches for pattern "ansible_date_time|now\\(" in path "/home/ops/roles/nginx_hardening":
---
File: templates/hardening.conf.j2
L1: # Managed by Ansible - rendered {{ ansible_date_time.iso8601 }}
---'''))
    turns.append((gem("replace", file_path=f"{root}/templates/hardening.conf.j2",
                      old_string="# Managed by Ansible - rendered {{ ansible_date_time.iso8601 }}", new_string="# {{ ansible_managed }}"),
                  f"Successfully modified file: {root}/templates/hardening.conf.j2 (1 replacements)."))
    second = ("INFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, converge, idempotence, side_effect, verify, cleanup, destroy\n"
              "INFO     Performing prerun with role_name_check=0...\n"
              "INFO     default ➜ dependency: Executing\nWARNING  default ➜ dependency: Missing roles requirements file: requirements.yml\nINFO     default ➜ dependency: Executed: Successful\n"
              "INFO     default ➜ destroy: Executing\nINFO     default ➜ destroy: Executed: Successful\n"
              "INFO     default ➜ syntax: Executing\n\nplaybook: /home/ops/roles/nginx_hardening/molecule/default/converge.yml\nINFO     default ➜ syntax: Executed: Successful\n"
              + _create("702418873160.498") + "\nINFO     default ➜ prepare: Executed: Missing playbook (ignored)\nINFO     default ➜ converge: Executing\n"
              + _play(False, True) + "INFO     default ➜ converge: Executed: Successful\nINFO     default ➜ idempotence: Executing\n"
              + _play(True, False) + "INFO     default ➜ idempotence: Executed: Successful\nINFO     default ➜ side_effect: Executed: Missing playbook (ignored)\n"
              "INFO     default ➜ verify: Executing\n\nPLAY [Verify] ******************************************************************\n\n"
              "TASK [Read rendered snippet] ***************************************************\nok: [instance]\n\n"
              "TASK [Assert security headers are present] *************************************\nok: [instance] => {\n    \"changed\": false,\n    \"msg\": \"All assertions passed\"\n}\n\n"
              "TASK [Check server_tokens] *****************************************************\nok: [instance]\n\n"
              "PLAY RECAP *********************************************************************\ninstance                   : ok=3    changed=0    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n\n"
              "INFO     default ➜ verify: Executed: Successful\nINFO     default ➜ cleanup: Executed: Missing playbook (ignored)\nINFO     default ➜ destroy: Executing\n"
              "PLAY [Destroy] *****************************************************************\n\nTASK [Destroy molecule instance(s)] ********************************************\nchanged: [localhost] => (item=instance)\n\n"
              "PLAY RECAP *********************************************************************\nlocalhost                  : ok=3    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n\n"
              "INFO     default ➜ destroy: Executed: Successful")
    turns.append((gem("run_shell_command", command="molecule test", description="Re-run the scenario after the template fix"),
                  gem_run("molecule test", second, pgid=89107)))
    turns.append((gem("run_shell_command", command="git diff --stat", description="Summarise the change"),
                  gem_run("git diff --stat", " templates/hardening.conf.j2 | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=89960)))
    turns.append((gem("run_shell_command", command="molecule list", description="Check instance state"),
                  gem_run("molecule list", """INFO     Running default > list
                ╷             ╷                  ╷               ╷         ╷
  Instance Name │ Driver Name │ Provisioner Name │ Scenario Name │ Created │ Converged
╶───────────────┼─────────────┼──────────────────┼───────────────┼─────────┼───────────╴
  instance      │ docker      │ ansible          │ default       │ false   │ false
                ╵             ╵                  ╵               ╵         ╵""", pgid=89975)))
    turns.append((gem("run_shell_command", command="git status --short && git log -1 --format='%h %an, %ar: %s'", description="Working tree and last commit"),
                  gem_run("git status --short && git log -1 --format='%h %an, %ar: %s'", " M templates/hardening.conf.j2\ne51a0c9 Olga Petrova, 3 days ago: Add server_tokens off", pgid=90012)))
    rs.add("swe", "h65-swe-10", sysp("gemini", root), turns,
           state=f"Role directory {root} (ansible-core 2.16.6, molecule 24.2.1 with the docker driver, scenario 'default' on geerlingguy/docker-debian12-ansible). Task: `molecule test` fails its idempotence step; make the role idempotent.")


# ---------------------------------------------------------------------------------------------------------
# 11 Helm chart + helm unittest, Codex CLI — clean
# ---------------------------------------------------------------------------------------------------------

SERVICE_YAML = '''apiVersion: v1
kind: Service
metadata:
  name: {{ include "webhook-relay.fullname" . }}
  labels:
    {{- include "webhook-relay.labels" . | nindent 4 }}
spec:
  type: {{ .Values.service.type }}
  ports:
    - port: {{ .Values.service.port }}
      targetPort: {{ .Values.containerPort }}
      protocol: TCP
      name: http
  selector:
    {{- include "webhook-relay.selectorLabels" . | nindent 4 }}
'''


def _hu(fail: bool, ms: str) -> str:
    head = """
### Chart [ webhook-relay ] charts/webhook-relay

 PASS  configmap	charts/webhook-relay/tests/configmap_test.yaml
 PASS  deployment	charts/webhook-relay/tests/deployment_test.yaml
 PASS  ingress	charts/webhook-relay/tests/ingress_test.yaml
"""
    if not fail:
        return head + f""" PASS  service	charts/webhook-relay/tests/service_test.yaml

Charts:      1 passed, 1 total
Test Suites: 4 passed, 4 total
Tests:       18 passed, 18 total
Snapshot:    0 passed, 0 total
Time:        {ms}

"""
    return head + f""" FAIL  service	charts/webhook-relay/tests/service_test.yaml
	- targets the named http port

		- asserts[1] `equal` fail
			Template:	webhook-relay/templates/service.yaml
			DocumentIndex:	0
			ValuesIndex:	0
			Path:	spec.ports[0].targetPort
			Expected to equal:
				http
			Actual:
				8080
			Diff:
				--- Expected
				+++ Actual
				@@ -1,2 +1,2 @@
				-http
				+8080

Charts:      1 failed, 0 passed, 1 total
Test Suites: 1 failed, 3 passed, 4 total
Tests:       1 failed, 17 passed, 18 total
Snapshot:    0 passed, 0 total
Time:        {ms}

Error: plugin "unittest" exited with error
"""


def t11(rs: RowSet) -> None:
    root = "/workspace"
    turns = []
    turns.append((cx("helm unittest charts/webhook-relay", root), cx_out(_hu(True, "38.712ms"), code=1, dur=0.6)))
    turns.append((cx("cat charts/webhook-relay/templates/service.yaml", root), cx_out(SERVICE_YAML, dur=0.0)))
    turns.append((cx_patch("""*** Begin Patch
*** Update File: charts/webhook-relay/templates/service.yaml
@@
     - port: {{ .Values.service.port }}
-      targetPort: {{ .Values.containerPort }}
+      targetPort: http
       protocol: TCP
*** End Patch""", root), cx_out("Success. Updated the following files:\nM charts/webhook-relay/templates/service.yaml\n", dur=0.0)))
    turns.append((cx("helm unittest charts/webhook-relay", root), cx_out(_hu(False, "34.205ms"), dur=0.5)))
    turns.append((cx("grep -nE '^(version|appVersion):' charts/webhook-relay/Chart.yaml", root),
                  cx_out('5:version: 0.7.3\n6:appVersion: "2.4.0"\n', dur=0.0)))
    turns.append((cx_patch("""*** Begin Patch
*** Update File: charts/webhook-relay/Chart.yaml
@@
-version: 0.7.3
+version: 0.7.4
 appVersion: "2.4.0"
*** End Patch""", root), cx_out("Success. Updated the following files:\nM charts/webhook-relay/Chart.yaml\n", dur=0.0)))
    turns.append((cx("helm lint charts/webhook-relay && helm package charts/webhook-relay -d dist/ && git status --short", root), cx_out(
        """==> Linting charts/webhook-relay
[INFO] Chart.yaml: icon is recommended

1 chart(s) linted, 0 chart(s) failed
Successfully packaged chart and saved it to: /workspace/dist/webhook-relay-0.7.4.tgz
 M charts/webhook-relay/Chart.yaml
 M charts/webhook-relay/templates/service.yaml
?? dist/
""", dur=0.9)))
    rs.add("swe", "h65-swe-11", sysp("codex", root), turns,
           state=f"Repository {root} (Helm 3.15.2, helm-unittest plugin 0.5.1, chart charts/webhook-relay). Task: the Service should target the container's named port 'http' instead of a hard-coded number; release it as a patch version.")


# ---------------------------------------------------------------------------------------------------------
# 12 Dockerfiles + hadolint, Cline — bad: the renamed worker Dockerfile is reported under its old name (turn 8)
# ---------------------------------------------------------------------------------------------------------

API_DF = '''FROM python:3.12-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \\
    PYTHONUNBUFFERED=1
RUN apt-get update && apt-get install -y libpq5 curl \\
    && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 app
WORKDIR /app

COPY requirements.txt .
RUN pip install -r requirements.txt

COPY --chown=app:app payments/ payments/
COPY docker/entrypoint.sh /entrypoint.sh

USER app
EXPOSE 8000
ENTRYPOINT ["/entrypoint.sh"]
CMD ["gunicorn", "payments.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "4"]'''

W_DL3042 = "DL3042 warning: Avoid use of cache directory with pip. Use `pip install --no-cache-dir <package>`"
W_DL3059 = "DL3059 info: Multiple consecutive `RUN` instructions. Consider consolidation."


def t12(rs: RowSet) -> None:
    root = "/home/dev/payments"
    turns = []
    turns.append((cline("execute_command", command="ls docker/", requires_approval="false"),
                  cline_cmd("ls docker/", "Dockerfile.api\nDockerfile.worker\nentrypoint.sh")))
    cmd = "hadolint docker/Dockerfile.api docker/Dockerfile.worker"
    turns.append((cline("execute_command", command=cmd, requires_approval="false"), cline_cmd(cmd, f"""docker/Dockerfile.api:5 DL3008 warning: Pin versions in apt get install. Instead of `apt-get install <package>` use `apt-get install <package>=<version>`
docker/Dockerfile.api:5 DL3015 info: Avoid additional packages by specifying `--no-install-recommends`
docker/Dockerfile.api:12 {W_DL3042}
docker/Dockerfile.worker:7 {W_DL3042}
docker/Dockerfile.worker:11 {W_DL3059}""")))
    turns.append((cline("read_file", path="docker/Dockerfile.api"), cline_res("read_file", "docker/Dockerfile.api", API_DF)))
    o1 = "RUN apt-get update && apt-get install -y libpq5 curl \\"
    n1 = "RUN apt-get update && apt-get install -y --no-install-recommends libpq5=15.7-0+deb12u1 curl=7.88.1-10+deb12u6 \\"
    o2 = "RUN pip install -r requirements.txt"
    n2 = "RUN pip install --no-cache-dir -r requirements.txt"
    diff = f"<<<<<<< SEARCH\n{o1}\n=======\n{n1}\n>>>>>>> REPLACE\n\n<<<<<<< SEARCH\n{o2}\n=======\n{n2}\n>>>>>>> REPLACE"
    turns.append((cline("replace_in_file", path="docker/Dockerfile.api", diff=diff),
                  cline_saved("docker/Dockerfile.api", API_DF.replace(o1, n1).replace(o2, n2))))
    cmd = "git mv docker/Dockerfile.api docker/api.Dockerfile && git mv docker/Dockerfile.worker docker/worker.Dockerfile && ls docker/"
    turns.append((cline("execute_command", command=cmd, requires_approval="true"), cline_cmd(cmd, "api.Dockerfile\nentrypoint.sh\nworker.Dockerfile")))
    cmd = "grep -rn \"Dockerfile\" Makefile docker-compose.yml .github/workflows/"
    turns.append((cline("execute_command", command=cmd, requires_approval="false"), cline_cmd(cmd, """Makefile:14:	docker build -f docker/Dockerfile.api -t payments-api:$(VERSION) .
Makefile:15:	docker build -f docker/Dockerfile.worker -t payments-worker:$(VERSION) .
Makefile:22:	hadolint docker/Dockerfile.api docker/Dockerfile.worker
docker-compose.yml:6:      dockerfile: docker/Dockerfile.api
docker-compose.yml:19:      dockerfile: docker/Dockerfile.worker
.github/workflows/ci.yml:41:          dockerfile: docker/Dockerfile.api
.github/workflows/ci.yml:48:          dockerfile: docker/Dockerfile.worker""")))
    cmd = ("sed -i -E 's#docker/Dockerfile\\.(api|worker)#docker/\\1.Dockerfile#g' Makefile docker-compose.yml .github/workflows/ci.yml"
           " && grep -rn \"Dockerfile\" Makefile docker-compose.yml .github/workflows/")
    turns.append((cline("execute_command", command=cmd, requires_approval="true"), cline_cmd(cmd, """Makefile:14:	docker build -f docker/api.Dockerfile -t payments-api:$(VERSION) .
Makefile:15:	docker build -f docker/worker.Dockerfile -t payments-worker:$(VERSION) .
Makefile:22:	hadolint docker/api.Dockerfile docker/worker.Dockerfile
docker-compose.yml:6:      dockerfile: docker/api.Dockerfile
docker-compose.yml:19:      dockerfile: docker/worker.Dockerfile
.github/workflows/ci.yml:41:          dockerfile: docker/api.Dockerfile
.github/workflows/ci.yml:48:          dockerfile: docker/worker.Dockerfile""")))
    cmd = "hadolint docker/*.Dockerfile"
    turns.append((cline("execute_command", command=cmd, requires_approval="false"), cline_cmd(cmd, f"""docker/Dockerfile.worker:7 {W_DL3042}
docker/Dockerfile.worker:11 {W_DL3059}""")))
    rs.add("swe", "h65-swe-12", sysp("cline", root), turns,
           state=f"Workspace {root} (hadolint 2.12.0, Docker images for the payments API and worker). Task: fix the hadolint findings in the API image and rename the Dockerfiles to the <name>.Dockerfile convention, updating every reference.",
           bad=True, turn=8, kind="hadolint reports findings for docker/Dockerfile.worker, the old name of the file that was git-mv'ed to docker/worker.Dockerfile and matched by the glob under its new name")


# ---------------------------------------------------------------------------------------------------------
# 13 SQL migrations + sqlfluff, SWE-agent — clean
# ---------------------------------------------------------------------------------------------------------

V014 = [
    "-- V014: indexes and a reporting view for order lookups",
    "",
    "CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_orders_customer_created",
    "    on orders (customer_id, created_at desc);",
    "",
    "CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_order_items_sku",
    "    ON order_items (sku);",
    "",
    "CREATE OR REPLACE VIEW recent_orders AS",
    "SELECT o.id, o.customer_id, o.created_at, o.total_cents,",
    "       COUNT(*) AS item_count",
    "FROM orders o ",
    "JOIN order_items i ON i.order_id = o.id",
    "WHERE created_at > NOW() - INTERVAL '30 days'",
    "GROUP BY o.id, o.customer_id, o.created_at, o.total_cents;",
]
V014_FIXED = V014[:3] + ["    ON orders (customer_id, created_at DESC);"] + V014[4:9] + [
    "SELECT",
    "    o.id,",
    "    o.customer_id,",
    "    o.created_at,",
    "    o.total_cents,",
    "    COUNT(*) AS item_count",
    "FROM orders AS o",
    "JOIN order_items AS i ON i.order_id = o.id",
    "WHERE created_at > NOW() - INTERVAL '30 days'",
    "GROUP BY o.id, o.customer_id, o.created_at, o.total_cents;",
]


def _fl(line: int, pos: int, code: str, msg: str, rule: str) -> str:
    return f"L:{line:4d} | P:{pos:4d} | {code} | {msg}\n                       | [{rule}]"


def t13(rs: RowSet) -> None:
    f = "migrations/V014__add_order_indexes.sql"
    path = "/repo/" + f
    viol = [
        (4, 5, "CP01", "Keywords must be upper case.", "capitalisation.keywords"),
        (4, 40, "CP01", "Keywords must be upper case.", "capitalisation.keywords"),
        (10, 1, "LT09", "Select targets should be on a new line unless there is only one select", "layout.select_targets"),
        (12, 13, "AL01", "Implicit/explicit aliasing of table.", "aliasing.table"),
        (12, 14, "LT01", "Unnecessary trailing whitespace.", "layout.spacing"),
        (13, 18, "AL01", "Implicit/explicit aliasing of table.", "aliasing.table"),
        (14, 7, "RF02", "Unqualified reference 'created_at' found in select with more than one referenced table.", "references.qualification"),
        (15, len(V014[14]) + 1, "LT12", "Files must end with a single trailing newline.", "layout.end_of_file"),
    ]
    lint = f"== [{f}] FAIL\n" + "\n".join(_fl(*v) for v in viol)
    turns = []
    turns.append((sw("ls migrations/"), """V001__create_customers.sql
V002__create_orders.sql
V003__create_order_items.sql
V004__add_customer_email_unique.sql
V005__orders_status_enum.sql
V006__create_refunds.sql
V007__add_order_currency.sql
V008__create_audit_log.sql
V009__backfill_refunds.sql
V010__drop_legacy_status.sql
V011__create_shipments.sql
V012__add_shipment_tracking.sql
V013__orders_partition_by_month.sql
V014__add_order_indexes.sql"""))
    turns.append((sw(f"sqlfluff lint {f} --dialect postgres"), lint + "\nAll Finished 📜 🎉!"))
    turns.append((sw(f"open {f}"), sw_window(path, V014, 1, 100)))
    fixable = [v for v in viol if v[2] != "RF02"]
    fix = ("==== finding fixable violations ====\n" + f"== [{f}] FAIL\n" + "\n".join(_fl(*v) for v in fixable)
           + f"\n== [{f}] FIXED\n{len(fixable)} fixable linting violations found\n  [1 unfixable linting violations found]\nAll Finished 📜 🎉!")
    turns.append((sw(f"sqlfluff fix {f} --dialect postgres -f"), fix))
    fixed = list(V014_FIXED)
    turns.append((sw(f"open {f}"), sw_window(path, fixed, 1, 100)))
    w = fixed.index("WHERE created_at > NOW() - INTERVAL '30 days'") + 1
    fixed[w - 1] = "WHERE o.created_at > NOW() - INTERVAL '30 days'"
    turns.append((sw(f"edit {w}:{w}\n{fixed[w - 1]}\nend_of_edit"), sw_window(path, fixed, 1, 100)))
    turns.append((sw(f"sqlfluff lint {f} --dialect postgres"), "All Finished 📜 🎉!"))
    turns.append((sw("sqlfluff lint migrations/ --dialect postgres"), "== [migrations/V009__backfill_refunds.sql] FAIL\n"
                  + _fl(12, 8, "AM04", "Query produces an unknown number of result columns.", "ambiguous.column_count") + "\n"
                  + _fl(21, 81, "LT05", "Line is too long (97 > 80).", "layout.long_lines") + "\n"
                  + "== [migrations/V013__orders_partition_by_month.sql] FAIL\n"
                  + _fl(33, 5, "ST06", "Select wildcards then simple targets before calculations and aggregates.", "structure.column_order")
                  + "\nAll Finished 📜 🎉!"))
    rs.add("swe", "h65-swe-13", sysp("sweagent", "/repo"), turns,
           state="Repository /repo (analytics-migrations, Flyway-style SQL migrations for PostgreSQL 16, sqlfluff 3.0.7 with the repo's .sqlfluff: max_line_length = 80, capitalisation_policy = upper). Task: make the new migration V014 pass sqlfluff before it is merged; older migrations are frozen.")


# ---------------------------------------------------------------------------------------------------------
# 14 React + vitest, OpenHands — bad: the newly created test file is missing from the next full run (turn 5)
# ---------------------------------------------------------------------------------------------------------

DEB_TEST = '''import { renderHook, act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebounce } from "./useDebounce";

describe("useDebounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("fires once after the delay", () => {
    const onFire = vi.fn();
    const { result } = renderHook(() => useDebounce(onFire, 300));
    act(() => result.current("a"));
    vi.advanceTimersByTime(299);
    expect(onFire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFire).toHaveBeenCalledWith("a");
  });

  it("restarts the timer on every call", () => {
    const onFire = vi.fn();
    const { result } = renderHook(() => useDebounce(onFire, 300));
    act(() => result.current("a"));
    vi.advanceTimersByTime(200);
    act(() => result.current("ab"));
    vi.advanceTimersByTime(200);
    expect(onFire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onFire).toHaveBeenCalledTimes(1);
    expect(onFire).toHaveBeenCalledWith("ab");
  });

  it("keeps a stable callback identity across renders", () => {
    const { result, rerender } = renderHook(() => useDebounce(vi.fn(), 300));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it("cancels the pending call on unmount", () => {
    const onFire = vi.fn();
    const { result, unmount } = renderHook(() => useDebounce(onFire, 300));
    act(() => result.current("abc"));
    unmount();
    vi.advanceTimersByTime(300);
    expect(onFire).not.toHaveBeenCalled();
  });
});
'''

DEB_SRC = '''import { useCallback, useEffect, useRef } from "react";

export function useDebounce<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => fnRef.current(...args), delay);
    },
    [delay],
  );
}'''

VITEST_FILES = [
    ("src/utils/formatCurrency.test.ts", 9, 6), ("src/utils/dateRange.test.ts", 11, 12),
    ("src/hooks/useLocalStorage.test.ts", 6, 21), ("src/hooks/usePagination.test.ts", 8, 9),
    ("src/api/client.test.ts", 7, 31), ("src/components/KpiCard.test.tsx", 5, 84),
    ("src/components/DataTable.test.tsx", 12, 211), ("src/components/FilterBar.test.tsx", 9, 176),
    ("src/components/DateRangePicker.test.tsx", 6, 142), ("src/pages/Overview.test.tsx", 4, 233),
    ("src/pages/Orders.test.tsx", 6, 301), ("src/store/filters.test.ts", 3, 4),
]


def _vitest(root: str, files: list[tuple[str, int, int]], start: str, dur: str) -> str:
    body = "\n".join(f" ✓ {f}  ({n} tests) {ms}ms" for f, n, ms in files)
    total = sum(n for _, n, _ in files)
    return (f"\n RUN  v1.6.0 {root}\n\n{body}\n\n Test Files  {len(files)} passed ({len(files)})\n"
            f"      Tests  {total} passed ({total})\n   Start at  {start}\n   Duration  {dur}\n")


def t14(rs: RowSet) -> None:
    root = "/workspace/dashboard-ui"
    tl = DEB_TEST.split("\n")
    ln = next(i for i, x in enumerate(tl, 1) if x.strip() == "expect(onFire).not.toHaveBeenCalled();" and i > 40)
    frame = "\n".join(f"     {i}| {tl[i - 1]}" + ("\n       |                      ^" if i == ln else "") for i in range(ln - 2, ln + 3))
    turns = []
    turns.append((ob(f"cd {root} && npx vitest run"), oh_bash(_vitest(root, VITEST_FILES, "10:14:07",
                  "4.81s (transform 612ms, setup 1.21s, collect 2.94s, tests 1.23s, environment 3.02s, prepare 1.37s)"), root)))
    turns.append((oed("create", f"{root}/src/hooks/useDebounce.test.ts", file_text=DEB_TEST),
                  f"File created successfully at: {root}/src/hooks/useDebounce.test.ts"))
    hooks = f"""
 RUN  v1.6.0 {root}

 ❯ src/hooks/useDebounce.test.ts  (4 tests | 1 failed) 38ms
   ❯ useDebounce > cancels the pending call on unmount
     → expected "spy" to not be called at all, but actually been called 1 times
 ✓ src/hooks/useLocalStorage.test.ts  (6 tests) 19ms
 ✓ src/hooks/usePagination.test.ts  (8 tests) 8ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/hooks/useDebounce.test.ts > useDebounce > cancels the pending call on unmount
AssertionError: expected "spy" to not be called at all, but actually been called 1 times

Received:

  1st spy call:

    Array [
      "abc",
    ]


Number of calls: 1

 ❯ src/hooks/useDebounce.test.ts:{ln}:24
{frame}

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 17 passed (18)
   Start at  10:16:40
   Duration  1.62s (transform 143ms, setup 402ms, collect 611ms, tests 65ms, environment 890ms, prepare 318ms)
"""
    turns.append((ob("npx vitest run src/hooks"), oh_bash(hooks, root, 1)))
    old = "  useEffect(() => {\n    fnRef.current = fn;\n  }, [fn]);"
    new = old + "\n\n  useEffect(() => () => clearTimeout(timer.current), []);"
    src = DEB_SRC.replace(old, new).split("\n")
    turns.append((oed("str_replace", f"{root}/src/hooks/useDebounce.ts", old_str=old, new_str=new),
                  edited(f"{root}/src/hooks/useDebounce.ts", "\n".join(src[2:16]), 3)))
    turns.append((ob("npx vitest run"), oh_bash(_vitest(root, VITEST_FILES, "10:18:02",
                  "4.66s (transform 598ms, setup 1.18s, collect 2.87s, tests 1.19s, environment 2.95s, prepare 1.33s)"), root)))
    turns.append((ob("git status --short"), oh_bash(" M src/hooks/useDebounce.ts\n?? src/hooks/useDebounce.test.ts", root)))
    turns.append((ob("npx tsc --noEmit -p tsconfig.json && echo TYPECHECK_OK"), oh_bash("TYPECHECK_OK", root)))
    rs.add("swe", "h65-swe-14", sysp("openhands", root), turns,
           state=f"Repository {root} (React 18.3, Vite 5.2, vitest 1.6.0 with jsdom, @testing-library/react 15). Bug: a debounced search fires after the FilterBar unmounts; add tests for useDebounce and fix it.",
           bad=True, turn=5, kind="the full vitest run lists the same 12 files and 86 tests as before, without src/hooks/useDebounce.test.ts that was created in turn 2 and ran in turn 3 (git status still shows it)")


# ---------------------------------------------------------------------------------------------------------
# 15 Rust + cargo test, Claude Code — clean
# ---------------------------------------------------------------------------------------------------------

RANGE_RS = '''/// Lower and exclusive upper bound for a caret requirement such as `^1.2.3`.
///
/// The left-most non-zero component may not change: `^1.2.3` is `>=1.2.3, <2.0.0`,
/// `^0.2.3` is `>=0.2.3, <0.3.0` and `^0.0.3` is `>=0.0.3, <0.0.4`.
fn caret_bounds(v: &Version) -> (Version, Version) {
    let upper = if v.major > 0 {
        Version::new(v.major + 1, 0, 0)
    } else if v.minor > 0 {
        Version::new(0, v.minor + 1, 0)
    } else {
        Version::new(0, 1, 0)
    };
    (v.clone(), upper)
}

fn tilde_bounds(v: &Version) -> (Version, Version) {
    let upper = if v.minor_given {
        Version::new(v.major, v.minor + 1, 0)
    } else {
        Version::new(v.major + 1, 0, 0)
    };
    (v.clone(), upper)
}
'''

CARET_TEST = '''    #[test]
    fn caret_zero_zero_patch() {
        let r = Range::parse("^0.0.3").unwrap();
        assert!(r.matches(&v("0.0.3")));
        assert_eq!(r.matches(&v("0.0.4")), false, "^0.0.3 must only match 0.0.3");
    }'''

NEW_TESTS = '''

    #[test]
    fn caret_zero_zero_rejects_lower_patch() {
        let r = Range::parse("^0.0.3").unwrap();
        assert!(!r.matches(&v("0.0.2")));
    }

    #[test]
    fn caret_zero_minor_allows_patch_bumps() {
        let r = Range::parse("^0.2.3").unwrap();
        assert!(r.matches(&v("0.2.9")));
        assert!(!r.matches(&v("0.3.0")));
    }'''


def _cargo_ok(n: int, names: list[str], unit_s: str, doc_s: str) -> str:
    lines = "\n".join(f"test range::tests::{x} ... ok" for x in names)
    return f"""{lines}

test result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {unit_s}

   Doc-tests semver_range

running 6 tests
test src/lib.rs - (line 9) ... ok
test src/range.rs - range::Range::matches (line 88) ... ok
test src/range.rs - range::Range::parse (line 41) ... ok
test src/version.rs - version::Version::bump_minor (line 74) ... ok
test src/version.rs - version::Version::bump_patch (line 96) ... ok
test src/version.rs - version::Version::parse (line 27) ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {doc_s}"""


def t15(rs: RowSet) -> None:
    root = "/home/rin/dev/semver-range"
    rl = RANGE_RS.split("\n")  # lines 108..
    turns = []
    turns.append((cc("Bash", command="cargo test 2>&1 | tail -n 24", description="Run the test suite"),
                  """test range::tests::tilde_minor ... ok
test range::tests::tilde_patch ... ok
test range::tests::caret_zero_zero_patch ... FAILED
test range::tests::union_of_two_ranges ... ok
test range::tests::wildcard_major ... ok
test range::tests::wildcard_minor ... ok
test version::tests::prerelease_ordering ... ok

failures:

---- range::tests::caret_zero_zero_patch stdout ----
thread 'range::tests::caret_zero_zero_patch' panicked at src/range.rs:214:9:
assertion `left == right` failed: ^0.0.3 must only match 0.0.3
  left: true
 right: false
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    range::tests::caret_zero_zero_patch

test result: FAILED. 41 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

error: test failed, to rerun pass `--lib`"""))
    turns.append((cc("Grep", pattern="fn caret_bounds", path=f"{root}/src", output_mode="content", **{"-n": True}),
                  "src/range.rs:112:fn caret_bounds(v: &Version) -> (Version, Version) {"))
    turns.append((cc("Read", file_path=f"{root}/src/range.rs", offset=108, limit=24), cc_read(RANGE_RS, 108)))
    rl[118 - 108] = "        Version::new(0, 0, v.patch + 1)"
    turns.append((cc("Edit", file_path=f"{root}/src/range.rs", old_string="    } else {\n        Version::new(0, 1, 0)\n    };",
                     new_string="    } else {\n        Version::new(0, 0, v.patch + 1)\n    };"),
                  cc_edited(f"{root}/src/range.rs", "\n".join(rl[5:13]), 113)))
    names = ["tilde_minor", "tilde_patch", "union_of_two_ranges", "wildcard_major", "wildcard_minor"]
    turns.append((cc("Bash", command="cargo test 2>&1 | tail -n 16", description="Re-run the tests"),
                  _cargo_ok(42, names[3:], "0.01s", "0.41s")))
    turns.append((cc("Edit", file_path=f"{root}/src/range.rs", old_string="caret_bounds", new_string="caret_range", replace_all=True),
                  f"The file {root}/src/range.rs has been updated. All occurrences of 'caret_bounds' were successfully replaced with 'caret_range'."))
    turns.append((cc("Grep", pattern="caret_bounds|caret_range", path=root, output_mode="content", **{"-n": True}),
                  "src/range.rs:112:fn caret_range(v: &Version) -> (Version, Version) {\nsrc/range.rs:167:            Op::Caret => caret_range(&req.version),"))
    new_block = CARET_TEST + NEW_TESTS
    turns.append((cc("Edit", file_path=f"{root}/src/range.rs", old_string=CARET_TEST, new_string=new_block),
                  cc_edited(f"{root}/src/range.rs", "    }\n\n" + new_block + "\n\n    #[test]\n    fn tilde_minor() {", 208)))
    turns.append((cc("Bash", command="cargo test 2>&1 | tail -n 16", description="Run tests with the new cases"),
                  _cargo_ok(44, names[3:], "0.01s", "0.38s")))
    turns.append((cc("Bash", command="cargo clippy --all-targets -- -D warnings", description="Lint"),
                  f"    Checking semver-range v0.4.2 ({root})\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.84s"))
    turns.append((cc("Bash", command="git diff --stat", description="Summarise changes"),
                  " src/range.rs | 19 ++++++++++++++++---\n 1 file changed, 16 insertions(+), 3 deletions(-)"))
    rs.add("swe", "h65-swe-15", sysp("claude", root), turns,
           state=f"Working directory {root} (Rust 1.79, crate semver-range 0.4.2, no dependencies besides dev-dependency proptest). Issue #57: `^0.0.3` matches 0.0.4 and 0.0.9 although caret on 0.0.x must pin the patch version.")


# ---------------------------------------------------------------------------------------------------------
# 16 Terraform module + tflint, Gemini CLI — clean
# ---------------------------------------------------------------------------------------------------------

TF_VARS = '''variable "bucket_name" {
  description = "Globally unique name of the bucket."
  type        = string
}

variable "versioning" {
  description = "Enable object versioning."
  type        = bool
  default     = true
}

variable "noncurrent_days" {
  description = "Days before noncurrent object versions expire."
  type        = number
  default     = 90
}

variable "legacy_acl" {
  description = "Deprecated: canned ACL, ignored since bucket ownership controls were enabled."
  type        = string
  default     = "private"
}

variable "tags" {
  description = "Tags applied to every resource."
  default     = {}
}
'''

TF_VARS_NEW = '''variable "bucket_name" {
  description = "Globally unique name of the bucket."
  type        = string
}

variable "versioning" {
  description = "Enable object versioning."
  type        = bool
  default     = true
}

variable "noncurrent_days" {
  description = "Days before noncurrent object versions expire."
  type        = number
  default     = 90
}

variable "tags" {
  description = "Tags applied to every resource."
  type        = map(string)
  default     = {}
}
'''

RULES = "https://github.com/terraform-linters/tflint-ruleset-terraform/blob/v0.7.0/docs/rules"
TF_INTERP = f'''Warning: [Fixable] Interpolation-only expressions are deprecated in Terraform v0.12.14 (terraform_deprecated_interpolation)

  on main.tf line 27:
  27:   bucket = "${{var.bucket_name}}"

Reference: {RULES}/terraform_deprecated_interpolation.md
'''


def t16(rs: RowSet) -> None:
    root = "/home/ci/infra/modules/s3-bucket"
    turns = []
    first = f'''3 issue(s) found:

Warning: [Fixable] variable "legacy_acl" is declared but not used (terraform_unused_declarations)

  on variables.tf line 18:
  18: variable "legacy_acl" {{

Reference: {RULES}/terraform_unused_declarations.md

Warning: `tags` variable has no type (terraform_typed_variables)

  on variables.tf line 24:
  24: variable "tags" {{

Reference: {RULES}/terraform_typed_variables.md

''' + TF_INTERP
    turns.append((gem("run_shell_command", command="tflint --recursive", description="Lint the module"), gem_run("tflint --recursive", first, code=2, pgid=30114)))
    turns.append((gem("read_file", absolute_path=f"{root}/variables.tf"), TF_VARS))
    turns.append((gem("write_file", file_path=f"{root}/variables.tf", content=TF_VARS_NEW), f"Successfully overwrote file: {root}/variables.tf."))
    turns.append((gem("run_shell_command", command="tflint --recursive", description="Lint again"),
                  gem_run("tflint --recursive", "1 issue(s) found:\n\n" + TF_INTERP, code=2, pgid=30251)))
    turns.append((gem("replace", file_path=f"{root}/main.tf", old_string='  bucket = "${var.bucket_name}"', new_string="  bucket = var.bucket_name"),
                  f"Successfully modified file: {root}/main.tf (1 replacements)."))
    turns.append((gem("run_shell_command", command="tflint --recursive && terraform validate && git status --short", description="Lint, validate and show changes"),
                  gem_run("tflint --recursive && terraform validate && git status --short",
                          "Success! The configuration is valid.\n\n M main.tf\n M variables.tf", pgid=30398)))
    rs.add("swe", "h65-swe-16", sysp("gemini", root), turns,
           state=f"Module {root} (Terraform 1.8.5 already initialised, tflint 0.51.1 with the terraform ruleset 0.7.0 in the 'recommended' preset, AWS provider ~> 5.50). Task: make the module lint-clean; the deprecated legacy_acl input has no callers any more.")


# ---------------------------------------------------------------------------------------------------------
# 17 Elixir/Phoenix + mix test, Aider — bad: a later commit is dated before an earlier `date` and earlier commits (turn 9)
# ---------------------------------------------------------------------------------------------------------

SHOW_OLD = '''  def show(conn, %{"slug" => slug}) do
    case Links.get_link_by_slug(slug) do
      nil ->
        send_resp(conn, 404, "not found")

      link ->
        Links.record_visit!(link)
        redirect(conn, external: link.target_url)
    end
  end'''
SHOW_NEW = '''  def show(conn, %{"slug" => slug}) do
    case Links.get_link_by_slug(slug) do
      nil ->
        send_resp(conn, 404, "not found")

      link ->
        if Links.expired?(link, DateTime.utc_now()) do
          send_resp(conn, 410, "gone")
        else
        Links.record_visit!(link)
        redirect(conn, external: link.target_url)
        end
    end
  end'''


def t17(rs: RowSet) -> None:
    root = "/home/joe/src/shortlinks"
    turns = []
    turns.append(("/git log --format='%h %ad %s' --date=iso -3", """2d5f7aa 2024-06-11 09:12:44 +0200 Add expires_at to links
8e0b6c1 2024-06-10 18:03:10 +0200 Redirect controller: 302 instead of 301
f31c9d2 2024-06-10 16:47:58 +0200 Bump phoenix to 1.7.12"""))
    turns.append(("/run mix test", aider_run("""Running ExUnit with seed: 402117, max_cases: 16

..........................................

  1) test GET /:slug returns 410 for an expired link (ShortlinksWeb.LinkControllerTest)
     test/shortlinks_web/controllers/link_controller_test.exs:48
     ** (RuntimeError) expected response with status 410, got: 302, with body:
     "<html><body>You are being <a href=\\"https://example.org/spring-sale\\">redirected</a>.</body></html>"
     code: assert response(conn, 410) == "gone"
     stacktrace:
       (phoenix 1.7.12) lib/phoenix/test/conn_test.ex:373: Phoenix.ConnTest.response/2
       test/shortlinks_web/controllers/link_controller_test.exs:52: (test)

...........
  2) test GET /:slug does not count a visit for an expired link (ShortlinksWeb.LinkControllerTest)
     test/shortlinks_web/controllers/link_controller_test.exs:57
     Assertion with == failed
     code:  assert Links.get_link!(link.id).visits == 0
     left:  1
     right: 0
     stacktrace:
       test/shortlinks_web/controllers/link_controller_test.exs:61: (test)

...
Finished in 1.2 seconds (0.4s async, 0.8s sync)
58 tests, 2 failures

Randomized with seed 402117""")))
    turns.append(("/add lib/shortlinks/links.ex lib/shortlinks_web/controllers/link_controller.ex",
                  "Added lib/shortlinks/links.ex to the chat\nAdded lib/shortlinks_web/controllers/link_controller.ex to the chat"))
    s1 = "  def get_link_by_slug(slug), do: Repo.get_by(Link, slug: slug)"
    r1 = s1 + '''

  @doc "True when the link has an expiry at or before `now`."
  def expired?(%Link{expires_at: nil}, _now), do: false
  def expired?(%Link{expires_at: at}, now), do: DateTime.compare(at, now) != :gt'''
    turns.append(("First a helper in the context module:\n\n" + sr("lib/shortlinks/links.ex", s1, r1),
                  "Applied edit to lib/shortlinks/links.ex\nCommit 4b8e21c feat: add Links.expired?/2 helper\nYou can use /undo to undo and discard each aider commit."))
    turns.append(("Now answer 410 for expired links without recording a visit:\n\n" + sr("lib/shortlinks_web/controllers/link_controller.ex", SHOW_OLD, SHOW_NEW),
                  "Applied edit to lib/shortlinks_web/controllers/link_controller.ex\nCommit a07d93f fix: return 410 Gone for expired short links\nYou can use /undo to undo and discard each aider commit."))
    turns.append(("/run date && mix test", aider_run("""Tue Jun 11 09:43:10 CEST 2024
Running ExUnit with seed: 88120, max_cases: 16

..........................................................
Finished in 1.1 seconds (0.4s async, 0.7s sync)
58 tests, 0 failures

Randomized with seed 88120""")))
    turns.append(("/run mix format --check-formatted", aider_run("""** (Mix) mix format failed due to --check-formatted.
The following files are not formatted:

  * lib/shortlinks_web/controllers/link_controller.ex""")))
    turns.append(("/run mix format && git commit -am \"style: mix format\"", aider_run("""[main 6c3f0e9] style: mix format
 1 file changed, 2 insertions(+), 2 deletions(-)""")))
    turns.append(("/git log --format='%h %ad %s' --date=iso -6", """6c3f0e9 2024-06-11 09:38:52 +0200 style: mix format
a07d93f 2024-06-11 09:41:27 +0200 fix: return 410 Gone for expired short links
4b8e21c 2024-06-11 09:40:03 +0200 feat: add Links.expired?/2 helper
2d5f7aa 2024-06-11 09:12:44 +0200 Add expires_at to links
8e0b6c1 2024-06-10 18:03:10 +0200 Redirect controller: 302 instead of 301
f31c9d2 2024-06-10 16:47:58 +0200 Bump phoenix to 1.7.12"""))
    turns.append(("/run mix credo --strict", aider_run("""Checking 41 source files ...

  Code Readability
┃
┃ [R] → Modules should have a @moduledoc tag.
┃       lib/shortlinks_web/controllers/link_controller.ex:1:11 #(ShortlinksWeb.LinkController)

Please report incorrect results: https://github.com/rrrene/credo/issues

Analysis took 0.3 seconds (0.03s to load, 0.3s running 59 checks on 41 files)
312 mods/funs, found 1 code readability issue.""")))
    turns.append(("/run git status -sb", aider_run("## main...origin/main [ahead 3]")))
    rs.add("swe", "h65-swe-17", sysp("aider", root), turns,
           state=f"Aider v0.62.1 in the git repo {root} (Elixir 1.16.3, Phoenix 1.7.12, Ecto/Postgres, branch main). Task: expired short links still redirect; they must answer 410 Gone and not count a visit.",
           bad=True, turn=9, kind="commit 6c3f0e9, made after `date` printed 09:43:10 and after commits of 09:40:03 and 09:41:27, is dated 09:38:52")


# ---------------------------------------------------------------------------------------------------------
# 18 Perl module + prove, Codex CLI — bad: default max_files reads 5 in sed right after grep showed 7 (turn 3)
# ---------------------------------------------------------------------------------------------------------

TINY_PM = {
    12: "our $VERSION = '0.09';", 13: "", 14: "my %DEFAULTS = (", 15: "    compress    => 1,",
    16: "    suffix      => '.gz',", 17: "    mode        => 0640,", 18: "    max_files   => 7,",
    19: "    dateext     => 0,", 20: ");", 21: "", 22: "sub new {", 23: "    my ($class, %args) = @_;",
    24: "    my $self = bless { %DEFAULTS, %args }, $class;",
    44: "sub rotate {", 45: "    my ($self) = @_;", 46: "    my $file = $self->{file};",
    47: "    my $keep = $self->{max_files};", 48: "    return 0 unless -e $file;", 49: "",
    50: "    # shift older copies up: file.6 -> file.7, ..., file.1 -> file.2",
    51: "    my $ext = $self->{compress} ? $self->{suffix} : '';", 52: "    for my $i (reverse 1 .. $keep) {",
    53: "        my $from = \"$file.$i$ext\";", 54: "        my $to   = \"$file.\" . ($i + 1) . $ext;",
    55: "        rename $from, $to if -e $from;", 56: "    }",
    57: "    rename $file, \"$file.1\" or croak \"rotate $file: $!\";",
    58: "    $self->_compress(\"$file.1\") if $self->{compress};", 59: "    return 1;", 60: "}", 61: "",
    62: "sub _compress {",
}


def t18(rs: RowSet) -> None:
    root = "/workspace/Log-Rotate-Tiny"
    turns = []
    turns.append((cx("prove -lr t/", root), cx_out("""t/00-load.t ....... ok
t/01-basic.t ...... ok
t/02-rotate.t ..... 1/9\x20
#   Failed test 'keeps max_files rotated copies'
#   at t/02-rotate.t line 48.
#          got: '8'
#     expected: '7'
# Looks like you failed 1 test of 9.
t/02-rotate.t ..... Dubious, test returned 1 (wstat 256, 0x100)
Failed 1/9 subtests\x20
t/03-compress.t ... ok

Test Summary Report
-------------------
t/02-rotate.t   (Wstat: 256 (exited 1) Tests: 9 Failed: 1)
  Failed test:  6
  Non-zero exit status: 1
Files=4, Tests=37,  1 wallclock secs ( 0.03 usr  0.01 sys +  0.41 cusr  0.09 csys =  0.54 CPU)
Result: FAIL
""", code=1, dur=1.3)))
    turns.append((cx("grep -n 'max_files\\|keep' lib/Log/Rotate/Tiny.pm", root), cx_out(
        "18:    max_files   => 7,\n47:    my $keep = $self->{max_files};\n52:    for my $i (reverse 1 .. $keep) {\n", dur=0.0)))
    shown = dict(TINY_PM)
    shown[18] = "    max_files   => 5,"
    body = "\n".join(shown[i] for i in range(12, 25)) + "\n" + "\n".join(shown[i] for i in range(44, 63)) + "\n"
    turns.append((cx("sed -n '12,24p;44,62p' lib/Log/Rotate/Tiny.pm", root), cx_out(body, dur=0.0)))
    turns.append((cx_patch("""*** Begin Patch
*** Update File: lib/Log/Rotate/Tiny.pm
@@ sub rotate {
     my $ext = $self->{compress} ? $self->{suffix} : '';
-    for my $i (reverse 1 .. $keep) {
+    unlink "$file.$keep$ext" if -e "$file.$keep$ext";
+    for my $i (reverse 1 .. $keep - 1) {
         my $from = "$file.$i$ext";
*** End Patch""", root), cx_out("Success. Updated the following files:\nM lib/Log/Rotate/Tiny.pm\n", dur=0.0)))
    turns.append((cx("prove -lr t/", root), cx_out("""t/00-load.t ....... ok
t/01-basic.t ...... ok
t/02-rotate.t ..... ok
t/03-compress.t ... ok
All tests successful.
Files=4, Tests=37,  0 wallclock secs ( 0.03 usr  0.00 sys +  0.39 cusr  0.08 csys =  0.50 CPU)
Result: PASS
""", dur=1.1)))
    turns.append((cx("git diff", root), cx_out("""diff --git a/lib/Log/Rotate/Tiny.pm b/lib/Log/Rotate/Tiny.pm
index 3be1f0a..9c72d4e 100644
--- a/lib/Log/Rotate/Tiny.pm
+++ b/lib/Log/Rotate/Tiny.pm
@@ -49,7 +49,8 @@ sub rotate {
\x20
     # shift older copies up: file.6 -> file.7, ..., file.1 -> file.2
     my $ext = $self->{compress} ? $self->{suffix} : '';
-    for my $i (reverse 1 .. $keep) {
+    unlink "$file.$keep$ext" if -e "$file.$keep$ext";
+    for my $i (reverse 1 .. $keep - 1) {
         my $from = "$file.$i$ext";
         my $to   = "$file." . ($i + 1) . $ext;
         rename $from, $to if -e $from;
""", dur=0.0)))
    rs.add("swe", "h65-swe-18", sysp("codex", root), turns,
           state=f"Repository {root} (Perl 5.38, CPAN dist Log-Rotate-Tiny 0.09, Test::More). Bug report: with the default settings one rotated copy too many is kept.",
           bad=True, turn=3, kind="sed prints line 18 as `max_files => 5`, which grep showed as `max_files => 7` just before with no edit in between")


# ---------------------------------------------------------------------------------------------------------
# 19 Lua library + busted, SWE-agent — clean
# ---------------------------------------------------------------------------------------------------------

PATHX = '''--- Small path helpers for POSIX-style paths.
local M = {}

M.sep = "/"

local function split(path)
  local parts = {}
  for part in path:gmatch("[^/]+") do
    parts[#parts + 1] = part
  end
  return parts
end

function M.is_absolute(path)
  return path:sub(1, 1) == "/"
end

--- Collapse "//", "." and ".." segments without touching the filesystem.
function M.normalize(path)
  if path == "" then
    return "."
  end
  local out = {}
  for _, part in ipairs(split(path)) do
    if part == ".." then
      if #out > 0 and out[#out] ~= ".." then
        out[#out] = nil
      elseif not M.is_absolute(path) then
        out[#out + 1] = ".."
      end
    else
      out[#out + 1] = part
    end
  end
  local joined = table.concat(out, "/")
  if M.is_absolute(path) then
    return "/" .. joined
  end
  return joined == "" and "." or joined
end

function M.join(...)
  local parts = { ... }
  local acc = ""
  for _, p in ipairs(parts) do
    if M.is_absolute(p) then
      acc = p
    elseif acc == "" or acc:sub(-1) == "/" then
      acc = acc .. p
    else
      acc = acc .. "/" .. p
    end
  end
  return M.normalize(acc)
end

function M.basename(path)
  local parts = split(path)
  return parts[#parts] or (M.is_absolute(path) and "/" or "")
end

function M.dirname(path)
  local n = M.normalize(path)
  local dir = n:match("^(.*)/[^/]*$")
  if dir == nil then
    return "."
  end
  return dir == "" and "/" or dir
end

return M'''

JOIN_SPEC = '''local pathx = require("pathx")

describe("pathx.join", function()
  it("joins relative segments with a single separator", function()
    assert.are.same("a/b/c", pathx.join("a", "b/", "c"))
  end)

  it("restarts at an absolute segment", function()
    assert.are.same("/etc/hosts", pathx.join("var", "/etc", "hosts"))
  end)

  it("normalizes ./ and ../ in the result", function()
    assert.are.same("a/c", pathx.join("a", "./b", "../c"))
  end)
end)'''


def t19(rs: RowSet) -> None:
    path = "/repo/src/pathx.lua"
    lines = PATHX.split("\n")
    turns = []
    turns.append((sw("busted"), """●●●●●●●●●●●●●●●●●●●●◼●●●
23 successes / 1 failure / 0 errors / 0 pending : 0.008113 seconds

Failure → spec/normalize_spec.lua @ 14
pathx.normalize collapses ./ segments
spec/normalize_spec.lua:15: Expected objects to be the same.
Passed in:
(string) 'a/./b'
Expected:
(string) 'a/b'"""))
    turns.append((sw("open src/pathx.lua"), sw_window(path, lines, 1, 100)))
    assert lines[30:33] == ["    else", "      out[#out + 1] = part", "    end"]
    repl = ['    elseif part == "." then', "      -- current directory: nothing to add", "    else", "      out[#out + 1] = part", "    end"]
    lines = lines[:30] + repl + lines[33:]
    turns.append((sw("edit 31:33\n" + "\n".join(repl) + "\nend_of_edit"), sw_window(path, lines, 1, 100)))
    turns.append((sw("busted"), """●●●●●●●●●●●●●●●●●●●●●●●●
24 successes / 0 failures / 0 errors / 0 pending : 0.007642 seconds"""))
    hits = [(i, x) for i, x in enumerate(lines, 1) if x.startswith("function M")]
    turns.append((sw('search_file "^function M" src/pathx.lua'), f'Found {len(hits)} matches for "^function M" in {path}:\n'
                  + "\n".join(f"Line {i}:{x}" for i, x in hits) + f'\nEnd of matches for "^function M" in {path}'))
    turns.append((sw("create spec/join_spec.lua"), "[File: /repo/spec/join_spec.lua (1 lines total)]\n1:"))
    spec = JOIN_SPEC.split("\n")
    turns.append((sw("edit 1:1\n" + JOIN_SPEC + "\nend_of_edit"), sw_window("/repo/spec/join_spec.lua", spec, 1, 100)))
    turns.append((sw("busted"), """●●●●●●●●●●●●●●●●●●●●●●●●●●●
27 successes / 0 failures / 0 errors / 0 pending : 0.009305 seconds"""))
    new_file = "\n".join("+" + x for x in spec)
    turns.append((sw("submit"), f"""diff --git a/spec/join_spec.lua b/spec/join_spec.lua
new file mode 100644
index 0000000..4e6d2b1
--- /dev/null
+++ b/spec/join_spec.lua
@@ -0,0 +1,{len(spec)} @@
{new_file}
diff --git a/src/pathx.lua b/src/pathx.lua
index 8f21c0d..b7a94e3 100644
--- a/src/pathx.lua
+++ b/src/pathx.lua
@@ -28,6 +28,8 @@ function M.normalize(path)
       elseif not M.is_absolute(path) then
         out[#out + 1] = ".."
       end
+    elseif part == "." then
+      -- current directory: nothing to add
     else
       out[#out + 1] = part
     end
"""))
    rs.add("swe", "h65-swe-19", sysp("sweagent", "/repo"), turns,
           state="Repository /repo (lua-pathx 1.2.0, Lua 5.4, busted 2.2.0 with .busted setting lpath = ./src/?.lua). Issue: pathx.normalize(\"a/./b\") returns \"a/./b\" instead of \"a/b\"; also add tests for pathx.join.")


# ---------------------------------------------------------------------------------------------------------
# 20 Spring Boot + Maven, Cline — bad: the re-enabled test is reported as skipped again in the full run (turn 10)
# ---------------------------------------------------------------------------------------------------------

ORDER_REQ = '''package com.acme.orders.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

public record OrderRequest(
        @NotBlank String customerId,
        @NotBlank String sku,
        int quantity,
        @NotNull String currency) {
}'''

ORDER_CTRL = '''package com.acme.orders.api;

import com.acme.orders.domain.Order;
import com.acme.orders.service.OrderService;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public OrderResponse create(@RequestBody OrderRequest request) {
        Order order = orders.place(request.customerId(), request.sku(), request.quantity(), request.currency());
        return OrderResponse.from(order);
    }

    @GetMapping("/{id}")
    public OrderResponse get(@PathVariable String id) {
        return OrderResponse.from(orders.get(id));
    }
}'''

MVN_HEAD = """[INFO] Scanning for projects...
[INFO]\x20
[INFO] ----------------------< com.acme:order-service >-----------------------
[INFO] Building order-service 1.4.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO]\x20
[INFO] --- resources:3.3.1:resources (default-resources) @ order-service ---
[INFO] Copying 2 resources from src/main/resources to target/classes
[INFO]\x20
[INFO] --- compiler:3.13.0:compile (default-compile) @ order-service ---
[INFO] {compile}
[INFO]\x20
[INFO] --- resources:3.3.1:testResources (default-testResources) @ order-service ---
[INFO] Copying 1 resource from src/test/resources to target/test-classes
[INFO]\x20
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ order-service ---
[INFO] {tcompile}
[INFO]\x20
[INFO] --- surefire:3.2.5:test (default-test) @ order-service ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]\x20
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
"""
UP = "Nothing to compile - all classes are up to date."
FAIL_BLOCK = """[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 2.871 s <<< FAILURE! -- in com.acme.orders.api.OrderControllerTest
[ERROR] com.acme.orders.api.OrderControllerTest.createOrder_rejectsNegativeQuantity -- Time elapsed: 0.041 s <<< FAILURE!
java.lang.AssertionError: Status expected:<400> but was:<201>
	at org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
	at org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:122)
	at org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:637)
	at org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:214)
	at com.acme.orders.api.OrderControllerTest.createOrder_rejectsNegativeQuantity(OrderControllerTest.java:97)
"""


def _mvn_full(compile_msg: str, tcompile_msg: str, fail: bool, pricing_skipped: int, times: tuple[str, ...], total: str, finished: str) -> str:
    ctl = FAIL_BLOCK if fail else f"[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {times[0]} s -- in com.acme.orders.api.OrderControllerTest\n"
    plev = "WARNING" if pricing_skipped else "INFO"
    body = ("[INFO] Running com.acme.orders.api.OrderControllerTest\n" + ctl
            + "[INFO] Running com.acme.orders.pricing.PricingServiceTest\n"
            + f"[{plev}] Tests run: 9, Failures: 0, Errors: 0, Skipped: {pricing_skipped}, Time elapsed: {times[1]} s -- in com.acme.orders.pricing.PricingServiceTest\n"
            + "[INFO] Running com.acme.orders.domain.OrderTest\n"
            + f"[INFO] Tests run: 21, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {times[2]} s -- in com.acme.orders.domain.OrderTest\n"
            + "[INFO] Running com.acme.orders.repo.OrderRepositoryTest\n"
            + f"[INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {times[3]} s -- in com.acme.orders.repo.OrderRepositoryTest\n"
            + "[INFO] Running com.acme.orders.api.ErrorHandlerTest\n"
            + f"[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {times[4]} s -- in com.acme.orders.api.ErrorHandlerTest\n"
            + "[INFO] Running com.acme.orders.OrderServiceApplicationTests\n"
            + f"[INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {times[5]} s -- in com.acme.orders.OrderServiceApplicationTests\n"
            + "[INFO] \n[INFO] Results:\n[INFO] \n")
    if fail:
        body += ("[ERROR] Failures: \n[ERROR]   OrderControllerTest.createOrder_rejectsNegativeQuantity:97 Status expected:<400> but was:<201>\n[INFO] \n"
                 f"[ERROR] Tests run: 58, Failures: 1, Errors: 0, Skipped: {pricing_skipped}\n[INFO] \n"
                 "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n")
    else:
        lev = "WARNING" if pricing_skipped else "INFO"
        body += (f"[{lev}] Tests run: 58, Failures: 0, Errors: 0, Skipped: {pricing_skipped}\n[INFO] \n"
                 "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n")
    body += (f"[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  {total} s\n"
             f"[INFO] Finished at: {finished}\n[INFO] ------------------------------------------------------------------------")
    return MVN_HEAD.replace("{compile}", compile_msg).replace("{tcompile}", tcompile_msg) + body


def _stat(entries: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in entries)
    nw = len(str(max(a + d for _, a, d in entries)))
    lines = [f" {p.ljust(w)} | {str(a + d).rjust(nw)} {'+' * a}{'-' * d}" for p, a, d in entries]
    ins, dels = sum(a for _, a, _ in entries), sum(d for _, _, d in entries)
    n = len(entries)
    tail = f" {n} file{'s' if n > 1 else ''} changed"
    if ins:
        tail += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        tail += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    return "\n".join(lines) + "\n" + tail


def t20(rs: RowSet) -> None:
    root = "/home/ivan/work/order-service"
    turns = []
    c = "./mvnw test"
    turns.append((cline("execute_command", command=c, requires_approval="false"), cline_cmd(c, _mvn_full(
        UP, UP, True, 1, ("", "0.052", "0.018", "1.934", "0.207", "0.412"), "9.412", "2024-06-14T15:02:47+02:00"))))
    p1 = "src/main/java/com/acme/orders/api/OrderRequest.java"
    turns.append((cline("read_file", path=p1), cline_res("read_file", p1, ORDER_REQ)))
    d1 = ("<<<<<<< SEARCH\nimport jakarta.validation.constraints.NotNull;\n=======\nimport jakarta.validation.constraints.NotNull;\n"
          "import jakarta.validation.constraints.Positive;\n>>>>>>> REPLACE\n\n<<<<<<< SEARCH\n        int quantity,\n=======\n        @Positive int quantity,\n>>>>>>> REPLACE")
    req2 = ORDER_REQ.replace("import jakarta.validation.constraints.NotNull;", "import jakarta.validation.constraints.NotNull;\nimport jakarta.validation.constraints.Positive;").replace("        int quantity,", "        @Positive int quantity,")
    turns.append((cline("replace_in_file", path=p1, diff=d1), cline_saved(p1, req2)))
    p2 = "src/main/java/com/acme/orders/api/OrderController.java"
    turns.append((cline("read_file", path=p2), cline_res("read_file", p2, ORDER_CTRL)))
    d2 = ("<<<<<<< SEARCH\nimport com.acme.orders.service.OrderService;\n=======\nimport com.acme.orders.service.OrderService;\nimport jakarta.validation.Valid;\n>>>>>>> REPLACE\n\n"
          "<<<<<<< SEARCH\n    public OrderResponse create(@RequestBody OrderRequest request) {\n=======\n    public OrderResponse create(@Valid @RequestBody OrderRequest request) {\n>>>>>>> REPLACE")
    ctl2 = ORDER_CTRL.replace("import com.acme.orders.service.OrderService;", "import com.acme.orders.service.OrderService;\nimport jakarta.validation.Valid;").replace("create(@RequestBody", "create(@Valid @RequestBody")
    turns.append((cline("replace_in_file", path=p2, diff=d2), cline_saved(p2, ctl2)))
    turns.append((cline("execute_command", command=c, requires_approval="false"), cline_cmd(c, _mvn_full(
        "Recompiling the module because of changed source code.\n[INFO] Compiling 23 source files with javac [debug release 21] to target/classes", UP, False, 1,
        ("2.914", "0.049", "0.017", "1.902", "0.199", "0.405"), "11.208", "2024-06-14T15:06:31+02:00"))))
    p3 = "src/test/java/com/acme/orders/pricing/PricingServiceTest.java"
    turns.append((cline("search_files", path="src/test", regex="@Disabled"), cline_res("search_files", "@Disabled", f"""Found 1 result.

{p3}
│----
│    @Test
│    @Disabled("flaky until BULK-212 is fixed")
│    void appliesBulkDiscountAboveTenUnits() {{
│----""")))
    c2 = f"sed -i '/^import org.junit.jupiter.api.Disabled;$/d;/@Disabled(\"flaky until BULK-212 is fixed\")/d' {p3} && grep -c Disabled {p3}"
    turns.append((cline("execute_command", command=c2, requires_approval="true"), cline_cmd(c2, "0")))
    c3 = "./mvnw test -Dtest=PricingServiceTest"
    single = MVN_HEAD.replace("{compile}", UP).replace("{tcompile}", "Recompiling the module because of changed source code.\n[INFO] Compiling 6 source files with javac [debug release 21] to target/test-classes") + """[INFO] Running com.acme.orders.pricing.PricingServiceTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.061 s -- in com.acme.orders.pricing.PricingServiceTest
[INFO]\x20
[INFO] Results:
[INFO]\x20
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0
[INFO]\x20
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  4.127 s
[INFO] Finished at: 2024-06-14T15:09:12+02:00
[INFO] ------------------------------------------------------------------------"""
    turns.append((cline("execute_command", command=c3, requires_approval="false"), cline_cmd(c3, single)))
    turns.append((cline("execute_command", command=c, requires_approval="false"), cline_cmd(c, _mvn_full(
        UP, UP, False, 1, ("2.866", "0.058", "0.016", "1.877", "0.201", "0.398"), "9.033", "2024-06-14T15:10:05+02:00"))))
    turns.append((cline("execute_command", command="git status --short", requires_approval="false"),
                  cline_cmd("git status --short", f" M {p2}\n M {p1}\n M {p3}")))
    turns.append((cline("execute_command", command="git diff --stat", requires_approval="false"),
                  cline_cmd("git diff --stat", _stat([(p2, 2, 1), (p1, 2, 1), (p3, 0, 2)]))))
    rs.add("swe", "h65-swe-20", sysp("cline", root), turns,
           state=f"Workspace {root} (Spring Boot 3.3.0, Java 21, Maven wrapper 3.9.7, JUnit 5 + MockMvc). Task ORD-88: POST /api/orders accepts negative quantities; reject them with 400. BULK-212 was fixed last sprint, so also re-enable the disabled pricing test.",
           bad=True, turn=10, kind="the full run reports PricingServiceTest (and the total) with Skipped: 1 although its @Disabled was removed and the single-class run just showed Skipped: 0")


# ---------------------------------------------------------------------------------------------------------
# 21 Bash tool + bats, Aider — bad: the function list loses strip_prerelease() though no edit removed it (turn 6)
# ---------------------------------------------------------------------------------------------------------

BATS_NAMES = [
    "parse_semver splits major minor patch", "parse_semver keeps prerelease and build metadata",
    "parse_semver rejects a leading v", "format_semver round-trips parse_semver", "bump patch on a release",
    "bump minor resets patch", "bump major resets minor and patch", "bump patch on a prerelease releases the same version",
    "bump minor on a prerelease", "bump major on a prerelease", "strip_prerelease drops -rc.1",
    "strip_prerelease drops build metadata too", "cli prints usage without arguments", "cli exits 2 on an invalid version",
]


def _bats(fail8: bool) -> str:
    out = [f"1..{len(BATS_NAMES)}"]
    for i, n in enumerate(BATS_NAMES, 1):
        if fail8 and i == 8:
            out += [f"not ok {i} {n}", "# (in test file test/bump.bats, line 41)", "#   `[ \"$output\" = \"1.4.3\" ]' failed"]
        else:
            out.append(f"ok {i} {n}")
    return "\n".join(out)


def t21(rs: RowSet) -> None:
    root = "/home/pat/src/semver-bump"
    turns = []
    turns.append(("/run bats test/", aider_run(_bats(True))))
    turns.append(("/add lib/semver.sh", "Added lib/semver.sh to the chat"))
    g = "/run grep -n '^[a-z_]*()' lib/semver.sh"
    turns.append((g, aider_run("12:parse_semver() {\n31:format_semver() {\n44:bump_patch() {\n58:bump_minor() {\n70:bump_major() {\n82:strip_prerelease() {")))
    s = '''  local version=$1
  parse_semver "$version" || return 1
  echo "${SEMVER_MAJOR}.${SEMVER_MINOR}.$((SEMVER_PATCH + 1))"'''
    r = '''  local version=$1
  parse_semver "$version" || return 1
  if [ -n "$SEMVER_PRE" ]; then
    strip_prerelease "$version"
    return
  fi
  echo "${SEMVER_MAJOR}.${SEMVER_MINOR}.$((SEMVER_PATCH + 1))"'''
    turns.append(("A patch bump of a prerelease releases that same version, like bump_minor already does:\n\n" + sr("lib/semver.sh", s, r),
                  "Applied edit to lib/semver.sh\nCommit e19c4d2 fix: bump_patch on a prerelease releases the same version\nYou can use /undo to undo and discard each aider commit."))
    turns.append(("/run bats test/", aider_run(_bats(False))))
    turns.append((g, aider_run("12:parse_semver() {\n31:format_semver() {\n44:bump_patch() {\n62:bump_minor() {\n74:bump_major() {")))
    turns.append(("/run bin/semver-bump patch 1.4.3-rc.1 && bin/semver-bump patch 1.4.3 && bin/semver-bump minor 1.5.0-rc.2", aider_run("1.4.3\n1.4.4\n1.5.0")))
    turns.append(("/run shellcheck lib/semver.sh bin/semver-bump", aider_run("""
In bin/semver-bump line 9:
readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
         ^--------^ SC2155 (warning): Declare and assign separately to avoid masking return values.

For more information:
  https://www.shellcheck.net/wiki/SC2155 -- Declare and assign separately to ...""")))
    turns.append(("/git log --oneline -3", """e19c4d2 (HEAD -> main) fix: bump_patch on a prerelease releases the same version
71b0a3d test: cover bumping prereleases
c8e2f94 Add --version flag"""))
    rs.add("swe", "h65-swe-21", sysp("aider", root), turns,
           state=f"Aider v0.62.1 in the git repo {root} (bash 5.2, bats-core 1.11.0, shellcheck 0.10.0; lib/semver.sh holds the helpers sourced by bin/semver-bump). Task: `semver-bump patch 1.4.3-rc.1` prints 1.4.4 instead of 1.4.3.",
           bad=True, turn=6, kind="the function listing no longer shows strip_prerelease() (expected at line 86 after the 4-line insertion), although the edit only touched bump_patch and even calls strip_prerelease")


# ---------------------------------------------------------------------------------------------------------
# 22 TypeScript Express + jest, OpenHands — clean
# ---------------------------------------------------------------------------------------------------------

SIG_TS = '''import { createHmac, timingSafeEqual } from "node:crypto";

export interface VerifyOptions {
  /** Allowed clock skew in seconds. */
  toleranceSec?: number;
  /** Current time in milliseconds (injectable for tests). */
  now?: number;
}

export type VerifyResult = { ok: true } | { ok: false; reason: "malformed" | "signature_expired" | "bad_signature" };

export function verifySignature(body: string, header: string, secret: string, opts: VerifyOptions = {}): VerifyResult {
  const { toleranceSec = 300, now = Date.now() } = opts;
  const match = /^t=(\\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return { ok: false, reason: "malformed" };
  const timestamp = Number(match[1]);
  if (Math.abs(now / 1000 - timestamp) > toleranceSec * 1000) {
    return { ok: false, reason: "signature_expired" };
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  const given = Buffer.from(match[2], "hex");
  if (!timingSafeEqual(Buffer.from(expected, "hex"), given)) {
    return { ok: false, reason: "bad_signature" };
  }
  return { ok: true };
}'''


def t22(rs: RowSet) -> None:
    root = "/workspace/webhooks-gateway"
    turns = []
    turns.append((ob(f"cd {root} && npm test -- --silent 2>&1 | tail -n 60"), oh_bash("""
> webhooks-gateway@1.8.2 test
> jest --silent

PASS src/__tests__/router.test.ts
PASS src/__tests__/retry.test.ts
PASS src/__tests__/queue.test.ts
FAIL src/__tests__/signature.test.ts
  ● verifySignature › rejects signatures older than the tolerance

    expect(received).toBe(expected) // Object.is equality

    Expected: false
    Received: true

      57 |     const header = sign(body, SECRET, t0 - 301);
      58 |     const res = verifySignature(body, header, SECRET, { now: t0 * 1000 });
    > 59 |     expect(res.ok).toBe(false);
         |                    ^
      60 |     expect(res).toEqual({ ok: false, reason: "signature_expired" });
      61 |   });
      62 |

      at Object.<anonymous> (src/__tests__/signature.test.ts:59:20)

  ● verifySignature › rejects timestamps too far in the future

    expect(received).toBe(expected) // Object.is equality

    Expected: false
    Received: true

      65 |     const header = sign(body, SECRET, t0 + 900);
      66 |     const res = verifySignature(body, header, SECRET, { now: t0 * 1000 });
    > 67 |     expect(res.ok).toBe(false);
         |                    ^
      68 |   });
      69 |

      at Object.<anonymous> (src/__tests__/signature.test.ts:67:20)

PASS src/__tests__/health.test.ts
PASS src/__tests__/config.test.ts
PASS src/__tests__/forward.test.ts
PASS src/__tests__/ratelimit.test.ts

Test Suites: 1 failed, 7 passed, 8 total
Tests:       2 failed, 51 passed, 53 total
Snapshots:   0 total
Time:        4.102 s
Ran all test suites.""", root)))
    turns.append((oed("view", f"{root}/src/signature.ts"), cat_n(f"{root}/src/signature.ts", SIG_TS)))
    old = "  if (Math.abs(now / 1000 - timestamp) > toleranceSec * 1000) {"
    new = "  if (Math.abs(now / 1000 - timestamp) > toleranceSec) {"
    sig2 = SIG_TS.replace(old, new).split("\n")
    turns.append((oed("str_replace", f"{root}/src/signature.ts", old_str=old, new_str=new),
                  edited(f"{root}/src/signature.ts", "\n".join(sig2[11:21]), 12)))
    turns.append((ob("npm test -- --silent 2>&1 | tail -n 14"), oh_bash("""PASS src/__tests__/router.test.ts
PASS src/__tests__/signature.test.ts
PASS src/__tests__/retry.test.ts
PASS src/__tests__/queue.test.ts
PASS src/__tests__/health.test.ts
PASS src/__tests__/forward.test.ts
PASS src/__tests__/config.test.ts
PASS src/__tests__/ratelimit.test.ts

Test Suites: 8 passed, 8 total
Tests:       53 passed, 53 total
Snapshots:   0 total
Time:        3.914 s
Ran all test suites.""", root)))
    turns.append((ob("PORT=8081 nohup npm run dev > /tmp/gw.log 2>&1 &"), oh_bash("[1] 40712", root)))
    turns.append((ob("sleep 3; curl -s localhost:8081/healthz"), oh_bash('{"status":"ok","version":"1.8.2","uptime_s":3,"pid":40731}', root)))
    stale = "t=1718360000,v1=" + "9c1e5f0a4b7d22e8a6f3c90b1d4e7a28f5b6c3d9e0a1b2c4d5e6f708192a3b4c"
    turns.append((ob(f"curl -s -w '\\n%{{http_code}}\\n' -X POST localhost:8081/hooks/github -H 'Content-Type: application/json' -H 'X-Signature: {stale}' -d '{{\"action\":\"opened\"}}'"),
                  oh_bash('{"error":"signature_expired"}\n401', root)))
    turns.append((ob("tail -n 5 /tmp/gw.log"), oh_bash("""> tsx watch src/server.ts

2024-06-14T13:21:07.412Z INFO  listening on :8081 (pid 40731)
2024-06-14T13:21:10.088Z INFO  req=7f3a1c GET /healthz 200 1.2ms
2024-06-14T13:21:14.530Z WARN  req=b90e44 POST /hooks/github 401 signature_expired 3.4ms""", root)))
    turns.append((ob("kill %1; sleep 1; PORT=8081 nohup npm run dev > /tmp/gw.log 2>&1 &"),
                  oh_bash("[1]+  Terminated              PORT=8081 nohup npm run dev > /tmp/gw.log 2>&1\n[1] 41057", root)))
    turns.append((ob("sleep 3; curl -s localhost:8081/healthz"), oh_bash('{"status":"ok","version":"1.8.2","uptime_s":3,"pid":41076}', root)))
    turns.append((ob("cat /tmp/gw.log"), oh_bash("""
> webhooks-gateway@1.8.2 dev
> tsx watch src/server.ts

2024-06-14T13:22:31.905Z INFO  listening on :8081 (pid 41076)
2024-06-14T13:22:35.117Z INFO  req=1d6e02 GET /healthz 200 0.9ms""", root)))
    turns.append((ob("git diff --stat"), oh_bash(" src/signature.ts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", root)))
    rs.add("swe", "h65-swe-22", sysp("openhands", root), turns,
           state=f"Repository {root} (Node 20.14, TypeScript 5.4, Express 4.19, jest 29 with ts-jest; `npm run dev` runs tsx watch src/server.ts). Bug: webhook signatures hours old are still accepted.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
