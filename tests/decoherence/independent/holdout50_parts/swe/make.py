# ruff: noqa: E501
"""Held-out set 50, domain ``swe``: 22 simulated coding-agent sandbox trajectories.

Each trajectory is a coding agent working on a repository through one harness (OpenHands, SWE-agent,
Claude Code, Gemini CLI, Aider or Cline); the observations are the tools' outputs. Eleven trajectories
hold exactly one contradiction (one detail that drifts from what an earlier observation established, with
no action in between that could change it); the other eleven are clean but full of legitimate changes
(edits that shift lines, new commits, restarts with new process ids, tests going from red to green,
clocks moving). Files are built as Python strings and edited with string operations, so that every view
of a file (``cat -n``, windows, snippets, diffs) follows from the same text. Deterministic, standard
library plus rowkit2 only.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, jblock

TASK = "swe"

BASE_PROMPT = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

{harness}

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context will be provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Review prior interactions, keep every prediction consistent with the established state, and reuse values established in prior turns (file paths, file content, commit hashes, process ids) exactly.

- Each tool call may modify the environment state (create/modify/delete files, commits, running processes). State transitions must be **deterministic** and **traceable**.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.
- For long-running or background commands, simulate appropriate behavior; provide realistic timestamps and plausible PIDs.
- Simulate realistic errors: `No such file or directory`, `Permission denied`, `command not found` (exit code 127), build and test failures with the real tool's messages.

---

# Key Principles

## Format

Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special format markers.

## Factuality

Correct parameter handling and return types, accurate core functionality, no fabricated information.

## Consistency

Correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism

Reasonable numerical values (file sizes, timestamps, PIDs), correct tool-specific behavioral patterns, temporal plausibility.

## Quality

No unreasonable truncation or omission; sufficient detail for subsequent reasoning.

---

# Input Definitions & Action Space

You can simulate the following tools:

{tools}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the predicted tool output after **Environment Observation:**."""


def _tools(defs: list[tuple[str, str, dict, list[str]]]) -> str:
    return json.dumps([{"name": n, "description": d, "parameters": {"type": "object", "properties": p, "required": r}}
                       for n, d, p, r in defs], indent=1, ensure_ascii=False)


_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}

OH_TOOLS = _tools([
    ("execute_bash", "Execute a bash command in the terminal within a persistent shell session. Long-running commands should be run in the background with output redirected to a file. The output reports the exit code, the working directory and the Python interpreter.",
     {"command": _S, "is_input": {"type": "string", "enum": ["true", "false"]}, "timeout": {"type": "number"}}, ["command"]),
    ("str_replace_editor", "Custom editing tool for viewing, creating and editing files in plain-text format. `view` on a file shows `cat -n` output, on a directory lists files up to 2 levels deep; `create` cannot overwrite; `str_replace` needs `old_str` to match exactly and uniquely; `insert` inserts after `insert_line`; `undo_edit` reverts the last edit.",
     {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": _S, "file_text": _S,
      "old_str": _S, "new_str": _S, "insert_line": _I, "view_range": {"type": "array", "items": _I}}, ["command", "path"]),
    ("think", "Log a thought. It does not change the environment.", {"thought": _S}, ["thought"]),
    ("finish", "Signal that the task is complete.", {"message": _S}, ["message"]),
])

SWEA_TOOLS = _tools([
    ("open", "Opens the file at the given path in the editor, showing a 100-line window. If line_number is given the window is moved to include it.", {"path": _S, "line_number": _I}, ["path"]),
    ("goto", "Moves the window to show line_number.", {"line_number": _I}, ["line_number"]),
    ("scroll_down", "Moves the window down 100 lines.", {}, []),
    ("create", "Creates and opens a new file with the given name.", {"filename": _S}, ["filename"]),
    ("edit", "Replaces lines start_line through end_line (inclusive) of the open file with replacement_text, then shows the updated window.", {"start_line": _I, "end_line": _I, "replacement_text": _S}, ["start_line", "end_line", "replacement_text"]),
    ("search_dir", "Searches for search_term in all files in dir (default: current directory).", {"search_term": _S, "dir": _S}, ["search_term"]),
    ("search_file", "Searches for search_term in file (default: the open file).", {"search_term": _S, "file": _S}, ["search_term"]),
    ("find_file", "Finds all files with the given name in dir.", {"file_name": _S, "dir": _S}, ["file_name"]),
    ("bash", "Runs a shell command (non-interactive) in the repository.", {"command": _S}, ["command"]),
    ("submit", "Submits the current diff of the repository as the solution.", {}, []),
])

CC_TOOLS = _tools([
    ("Bash", "Executes a bash command in a persistent shell session with optional timeout. Returns stdout and stderr.", {"command": _S, "description": _S, "timeout": _I, "run_in_background": _B}, ["command"]),
    ("Read", "Reads a file from the local filesystem. Results are returned in cat -n format, with line numbers starting at 1.", {"file_path": _S, "offset": _I, "limit": _I}, ["file_path"]),
    ("Edit", "Performs exact string replacements in files. old_string must be unique unless replace_all is set.", {"file_path": _S, "old_string": _S, "new_string": _S, "replace_all": _B}, ["file_path", "old_string", "new_string"]),
    ("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
    ("Glob", "Fast file pattern matching; returns matching paths sorted by modification time.", {"pattern": _S, "path": _S}, ["pattern"]),
    ("Grep", "Searches file contents with ripgrep. output_mode: content, files_with_matches (default) or count.", {"pattern": _S, "path": _S, "glob": _S, "output_mode": _S, "-n": _B}, ["pattern"]),
    ("TodoWrite", "Creates and updates the session's structured task list.", {"todos": {"type": "array"}}, ["todos"]),
])

GEM_TOOLS = _tools([
    ("list_directory", "Lists the names of files and subdirectories directly within a specified directory path.", {"path": _S, "ignore": {"type": "array"}}, ["path"]),
    ("read_file", "Reads and returns the content of a specified file. For text files it can read specific line ranges.", {"absolute_path": _S, "offset": _I, "limit": _I}, ["absolute_path"]),
    ("search_file_content", "Searches for a regular expression pattern within the content of files in a directory.", {"pattern": _S, "path": _S, "include": _S}, ["pattern"]),
    ("glob", "Finds files matching a glob pattern, sorted by modification time (newest first).", {"pattern": _S, "path": _S}, ["pattern"]),
    ("replace", "Replaces text within a file. old_string must match exactly, including whitespace.", {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _I}, ["file_path", "old_string", "new_string"]),
    ("write_file", "Writes content to a specified file.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
    ("run_shell_command", "Executes a shell command as `bash -c <command>`. Returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", {"command": _S, "description": _S, "directory": _S}, ["command"]),
])

AIDER_TOOLS = """Aider chat session (terminal). The agent's actions are either aider slash commands (`/add <files>`, `/drop`, `/ls`, `/run <shell command>`, `/test <command>`, `/diff`, `/undo`, `/git <args>`, `/tokens`) or SEARCH/REPLACE edit blocks in aider's edit format:

path/to/file
```lang
<<<<<<< SEARCH
exact existing lines
=======
replacement lines
>>>>>>> REPLACE
```

Aider applies each block to the file, reports `Applied edit to <file>`, and auto-commits with a message of its own (`Commit <7-hex> <message>`); `/run` prints the command output followed by the prompt to add it to the chat."""

CLINE_TOOLS = """Cline (VS Code extension) tools, called in XML:
<execute_command><command>...</command><requires_approval>true|false</requires_approval></execute_command>
<read_file><path>...</path></read_file>
<write_to_file><path>...</path><content>...</content></write_to_file>
<replace_in_file><path>...</path><diff>------- SEARCH ... ======= ... +++++++ REPLACE</diff></replace_in_file>
<search_files><path>...</path><regex>...</regex><file_pattern>...</file_pattern></search_files>
<list_files><path>...</path><recursive>true|false</recursive></list_files>

Each result starts with `[tool_name for '<arg>'] Result:` and ends with an <environment_details> block (visible files, open tabs, current time, working directory)."""


def system(harness: str, tools: str) -> str:
    return BASE_PROMPT.replace("{harness}", harness).replace("{tools}", tools)


def numbered(text: str, start: int = 1, end: int | None = None, fmt: str = "{n:6d}\t{line}", base: int = 1) -> str:
    """Lines start..end (1-based within text) of text, numbered as if text began at line `base` of its file."""
    lines = text.split("\n")
    end = len(lines) if end is None else min(end, len(lines))
    return "\n".join(fmt.format(n=i + base - 1, line=lines[i - 1]) for i in range(start, end + 1))


def nlines(text: str) -> int:
    return len(text.split("\n"))


def line_of(text: str, needle: str) -> int:
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise ValueError(needle)


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


# --- OpenHands ---------------------------------------------------------------------------------------
def oh_call(name: str, **kw: object) -> str:
    return jblock({"name": name, "arguments": kw})


def oh_out(out: str, cwd: str, code: int = 0, py: str = "/opt/miniconda3/envs/testbed/bin/python") -> str:
    return ((out.rstrip("\n") + "\n") if out else "") + \
        f"[The command completed with exit code {code}.]\n[Current working directory: {cwd}]\n[Python interpreter: {py}]"


def oh_view(path: str, text: str, start: int = 1, end: int | None = None) -> str:
    return f"Here's the result of running `cat -n` on {path}:\n{numbered(text, start, end)}\n"


def oh_edited(path: str, text: str, new: str) -> str:
    """The snippet OpenHands shows after a str_replace: the changed lines with 4 lines of context."""
    lines = text.split("\n")
    first = text[:text.index(new)].count("\n") + 1
    last = first + new.count("\n")
    s, e = max(1, first - 4), min(len(lines), last + 4)
    return (f"The file {path} has been edited. Here's the result of running `cat -n` on a snippet of {path}:\n"
            f"{numbered(text, s, e)}\nReview the changes and make sure they are as expected. Edit the file again if necessary.")


# --- Claude Code ---------------------------------------------------------------------------------------
def cc_read(text: str, start: int = 1, end: int | None = None, base: int = 1) -> str:
    return numbered(text, start, end, "{n:6d}→{line}", base)


def cc_edited(path: str, text: str, new: str, base: int = 1) -> str:
    lines = text.split("\n")
    first = text[:text.index(new)].count("\n") + 1
    last = first + new.count("\n")
    s, e = max(1, first - 5), min(len(lines), last + 5)
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + numbered(text, s, e, "{n:6d}→{line}", base))


def cc_call(name: str, **kw: object) -> str:
    return jblock({"name": name, "arguments": kw})


# --- Gemini CLI ----------------------------------------------------------------------------------------
def gem_call(name: str, **kw: object) -> str:
    return jblock({"name": name, "arguments": kw})


def gem_shell(cmd: str, out: str, code: int = 0, pgid: int = 40211, err: str = "", directory: str = "(root)", bg: str = "(none)") -> str:
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out.rstrip(chr(10)) if out else '(empty)'}\n"
            f"Stderr: {err.rstrip(chr(10)) if err else '(empty)'}\nError: (none)\nExit Code: {code}\nSignal: (none)\n"
            f"Background PIDs: {bg}\nProcess Group PGID: {pgid}")


# --- SWE-agent -----------------------------------------------------------------------------------------
def swea_window(path: str, text: str, center: int | None = None, first: int | None = None, open_file: str | None = None,
                cwd: str = "/repo", updated: bool = False) -> str:
    lines = text.split("\n")
    n = len(lines)
    if first is None:
        first = 1 if center is None else max(1, min(center - 50, n - 99))
    last = min(n, first + 99)
    out = []
    if updated:
        out.append("File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.")
    out.append(f"[File: {path} ({n} lines total)]")
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out.append(numbered(text, first, last, "{n}:{line}"))
    if last < n:
        out.append(f"({n - last} more lines below)")
    out.append(swea_prompt(open_file or path, cwd))
    return "\n".join(out)


def swea_prompt(open_file: str | None, cwd: str) -> str:
    return f"(Open file: {open_file or 'n/a'})\n(Current directory: {cwd})\nbash-$"


def swea_call(name: str, **kw: object) -> str:
    return jblock({"name": name, "arguments": kw})


# --- Aider ---------------------------------------------------------------------------------------------
def aider_run(out: str, nlines_added: int | None = None) -> str:
    body = out.rstrip("\n")
    k = nlines_added if nlines_added is not None else body.count("\n") + 1
    return f"{body}\nAdd command output to the chat? (Y)es/(N)o/(D)on't ask again [Yes]: y\nAdded {k} lines of output to the chat."


def aider_block(path: str, lang: str, old: str, new: str) -> str:
    return f"{path}\n```{lang}\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```"


# --- Cline ---------------------------------------------------------------------------------------------
def cline_env(visible: str, tabs: list[str], time: str, cwd: str) -> str:
    return (f"\n\n<environment_details>\n# VSCode Visible Files\n{visible}\n\n# VSCode Open Tabs\n{chr(10).join(tabs)}\n\n"
            f"# Current Time\n{time}\n\n# Current Working Directory ({cwd}) Files\nNo files changed since last listing.\n\n"
            f"# Current Mode\nACT MODE\n</environment_details>")


def cline_cmd(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip(chr(10))}"


def cline_saved(path: str, text: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{text}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference.")


# --- git -----------------------------------------------------------------------------------------------
def git_diff(path: str, old: str, new: str, index: str, mode: str = "100644") -> str:
    """`git diff` of one file, hunk headers with git's default function-name context."""
    a, b = old.split("\n"), new.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {index} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    for line in list(difflib.unified_diff(a, b, lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            m = re.match(r"@@ -(\d+)", line)
            start = int(m.group(1)) if m else 1
            ctx = ""
            for k in range(start - 2, -1, -1):
                if k < len(a) and re.match(r"[A-Za-z_$]", a[k]):
                    ctx = " " + a[k].rstrip()
                    break
            out.append(line + ctx)
        else:
            out.append(line)
    return "\n".join(out)


# ======================================================================================================
# 01 Starlette (Python, OpenHands) — clean
# ======================================================================================================
GZIP_PY = '''import gzip
import io
import typing

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send


class GZipMiddleware:
    def __init__(
        self, app: ASGIApp, minimum_size: int = 500, compresslevel: int = 9
    ) -> None:
        self.app = app
        self.minimum_size = minimum_size
        self.compresslevel = compresslevel

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = Headers(scope=scope)
            if "gzip" in headers.get("Accept-Encoding", ""):
                responder = GZipResponder(
                    self.app, self.minimum_size, compresslevel=self.compresslevel
                )
                await responder(scope, receive, send)
                return
        await self.app(scope, receive, send)


class GZipResponder:
    def __init__(self, app: ASGIApp, minimum_size: int, compresslevel: int = 9) -> None:
        self.app = app
        self.minimum_size = minimum_size
        self.send: Send = unattached_send
        self.initial_message: Message = {}
        self.started = False
        self.content_encoding_set = False
        self.gzip_buffer = io.BytesIO()
        self.gzip_file = gzip.GzipFile(
            mode="wb", fileobj=self.gzip_buffer, compresslevel=compresslevel
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.send = send
        with self.gzip_buffer, self.gzip_file:
            await self.app(scope, receive, self.send_with_gzip)

    async def send_with_gzip(self, message: Message) -> None:
        message_type = message["type"]
        if message_type == "http.response.start":
            # Don't send the initial message until we've determined how to
            # modify the outgoing headers correctly.
            self.initial_message = message
            headers = Headers(raw=self.initial_message["headers"])
            self.content_encoding_set = "content-encoding" in headers
        elif message_type == "http.response.body" and self.content_encoding_set:
            if not self.started:
                self.started = True
                await self.send(self.initial_message)
            await self.send(message)
        elif message_type == "http.response.body" and not self.started:
            self.started = True
            body = message.get("body", b"")
            more_body = message.get("more_body", False)
            if len(body) < self.minimum_size and not more_body:
                # Don't apply GZip to small outgoing responses.
                await self.send(self.initial_message)
                await self.send(message)
            elif not more_body:
                # Standard GZip response.
                self.gzip_file.write(body)
                self.gzip_file.close()
                body = self.gzip_buffer.getvalue()

                headers = MutableHeaders(raw=self.initial_message["headers"])
                headers["Content-Encoding"] = "gzip"
                headers["Content-Length"] = str(len(body))
                headers.add_vary_header("Accept-Encoding")
                message["body"] = body

                await self.send(self.initial_message)
                await self.send(message)
            else:
                # Initial body in streaming GZip response.
                headers = MutableHeaders(raw=self.initial_message["headers"])
                headers["Content-Encoding"] = "gzip"
                headers.add_vary_header("Accept-Encoding")
                del headers["Content-Length"]

                self.gzip_file.write(body)
                message["body"] = self.gzip_buffer.getvalue()
                self.gzip_buffer.seek(0)
                self.gzip_buffer.truncate()

                await self.send(self.initial_message)
                await self.send(message)

        elif message_type == "http.response.body":
            # Remaining body in streaming GZip response.
            body = message.get("body", b"")
            more_body = message.get("more_body", False)

            self.gzip_file.write(body)
            if not more_body:
                self.gzip_file.close()

            message["body"] = self.gzip_buffer.getvalue()
            self.gzip_buffer.seek(0)
            self.gzip_buffer.truncate()

            await self.send(message)


async def unattached_send(message: Message) -> typing.NoReturn:
    raise RuntimeError("send awaitable not set")  # pragma: no cover'''

REPRO_SSE = '''import asyncio

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.responses import StreamingResponse
from starlette.routing import Route
from starlette.testclient import TestClient


async def events():
    for i in range(3):
        yield f"event: tick\\ndata: {i}\\n\\n" + "x" * 400
        await asyncio.sleep(0)


async def stream(request):
    return StreamingResponse(events(), media_type="text/event-stream")


app = Starlette(routes=[Route("/events", stream)], middleware=[Middleware(GZipMiddleware, minimum_size=500)])

with TestClient(app) as client:
    r = client.get("/events", headers={"accept-encoding": "gzip"})
    print("status:", r.status_code)
    for k in ("content-type", "content-encoding", "vary", "transfer-encoding"):
        print(f"{k}: {r.headers.get(k)}")
    print("chunks decoded:", r.text.count("event: tick"))'''


def t01(rs: RowSet) -> None:
    root = "/workspace/encode__starlette"
    gz = f"{root}/starlette/middleware/gzip.py"
    old = '            self.content_encoding_set = "content-encoding" in headers\n'
    new = ('            content_type = headers.get("content-type", "")\n'
           '            self.content_encoding_set = "content-encoding" in headers or content_type.startswith(\n'
           '                "text/event-stream"\n'
           '            )\n')
    gz2 = replace_once(GZIP_PY, old, new)
    sysp = system("You are simulating the sandbox of an OpenHands CodeAct agent: a Docker container with the repository checked out at "
                  f"{root} and a conda environment `testbed` (Python 3.11.9). Tool results are returned exactly as OpenHands prints them.", OH_TOOLS)
    state = (f"Repository: encode/starlette, checked out at {root} (branch master, clean).\n"
             "Issue #2641: \"GZipMiddleware buffers and compresses `text/event-stream` responses, so SSE clients receive nothing until the stream ends.\" "
             "Expected: event-stream responses pass through uncompressed.")
    turns = [
        (oh_call("execute_bash", command=f"cd {root} && git status && git log --oneline -4"),
         oh_out("On branch master\nYour branch is up to date with 'origin/master'.\n\nnothing to commit, working tree clean\n"
                "4c8f0e5 (HEAD -> master, origin/master, origin/HEAD) Version 0.37.2 (#2587)\n"
                "a1d3b72 Fix `url_for` with `root_path` and mounted sub-apps (#2584)\n"
                "0f95c2e Bump the python-packages group with 5 updates (#2579)\n"
                "e6f7b19 Add `max_part_size` to `Request.form()` (#2571)", root)),
        (oh_call("str_replace_editor", command="view", path=gz), oh_view(gz, GZIP_PY)),
        (oh_call("str_replace_editor", command="create", path=f"{root}/reproduce_sse.py", file_text=REPRO_SSE),
         f"File created successfully at: {root}/reproduce_sse.py"),
        (oh_call("execute_bash", command="python reproduce_sse.py"),
         oh_out("status: 200\ncontent-type: text/event-stream; charset=utf-8\ncontent-encoding: gzip\nvary: Accept-Encoding\n"
                "transfer-encoding: chunked\nchunks decoded: 3", root)),
        (oh_call("str_replace_editor", command="str_replace", path=gz, old_str=old.rstrip("\n"), new_str=new.rstrip("\n")),
         oh_edited(gz, gz2, new.rstrip("\n"))),
        (oh_call("execute_bash", command="python reproduce_sse.py"),
         oh_out("status: 200\ncontent-type: text/event-stream; charset=utf-8\ncontent-encoding: None\nvary: None\n"
                "transfer-encoding: chunked\nchunks decoded: 3", root)),
        (oh_call("execute_bash", command="python -m pytest tests/middleware/test_gzip.py -q -p no:cacheprovider 2>&1 | tail -n 5"),
         oh_out("..................                                                       [100%]\n"
                "18 passed in 0.41s", root)),
        (oh_call("execute_bash", command="rm reproduce_sse.py && git status --short && git diff"),
         oh_out(" M starlette/middleware/gzip.py\n" + git_diff("starlette/middleware/gzip.py", GZIP_PY, gz2, "9b2e3f1..c07d4a8"), root)),
    ]
    rs.add(TASK, "h50-swe-01", sysp, turns, state=state)


# ======================================================================================================
# 02 Gin (Go, Claude Code) — grep reports a line two lines off from what Read showed
# ======================================================================================================
GIN_EXCERPT = '''// isUnsafeTrustedProxies checks if Engine.trustedCIDRs contains all IPs, it's not safe if it has (returns true)
func (engine *Engine) isUnsafeTrustedProxies() bool {
	return engine.isTrustedProxy(net.ParseIP("0.0.0.0")) || engine.isTrustedProxy(net.ParseIP("::"))
}

// parseTrustedProxies parse Engine.trustedProxies to Engine.trustedCIDRs
func (engine *Engine) parseTrustedProxies() error {
	trustedCIDRs, err := engine.prepareTrustedCIDRs()
	engine.trustedCIDRs = trustedCIDRs
	return err
}

// isTrustedProxy will check whether the IP address is included in the trusted list according to Engine.trustedCIDRs
func (engine *Engine) isTrustedProxy(ip net.IP) bool {
	if engine.trustedCIDRs == nil {
		return false
	}
	for _, cidr := range engine.trustedCIDRs {
		if cidr.Contains(ip) {
			return true
		}
	}
	return false
}

// validateHeader will parse X-Forwarded-For header and return the trusted client IP address
func (engine *Engine) validateHeader(header string) (clientIP string, valid bool) {
	if header == "" {
		return "", false
	}
	items := strings.Split(header, ",")
	for i := len(items) - 1; i >= 0; i-- {
		ipStr := strings.TrimSpace(items[i])
		ip := net.ParseIP(ipStr)
		if ip == nil {
			break
		}

		// X-Forwarded-For is appended by proxy
		// Check IPs in reverse order and stop when find untrusted proxy
		if (i == 0) || (!engine.isTrustedProxy(ip)) {
			return ipStr, true
		}
	}
	return "", false
}

// updateRouteTree do update to the route tree recursively
func updateRouteTree(n *node) {
	n.path = strings.ReplaceAll(n.path, escapedColon, colon)
	n.fullPath = strings.ReplaceAll(n.fullPath, escapedColon, colon)
	n.indices = strings.ReplaceAll(n.indices, backslash, colon)
	if n.children == nil {
		return
	}'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/src/gin"
    base = 446
    ex = GIN_EXCERPT

    def ln(needle: str) -> int:
        return line_of(ex, needle) + base - 1

    old = "\t\tif ip == nil {\n\t\t\tbreak\n\t\t}"
    new = ("\t\tif ip == nil {\n\t\t\t// Some proxies append the client port (e.g. \"203.0.113.7:51234\").\n"
           "\t\t\tif host, _, err := net.SplitHostPort(ipStr); err == nil {\n\t\t\t\tipStr, ip = host, net.ParseIP(host)\n\t\t\t}\n\t\t}\n"
           "\t\tif ip == nil {\n\t\t\tbreak\n\t\t}")
    ex2 = replace_once(ex, old, new)
    sysp = system("You are simulating the tool environment of Claude Code (Anthropic's CLI coding agent) on a Linux workstation. "
                  f"The project is the Go module github.com/gin-gonic/gin at {root} (go1.22.4 linux/amd64). Bash results are the raw "
                  "stdout/stderr; Read returns `cat -n` style lines (`     N→text`); Grep returns ripgrep results.", CC_TOOLS)
    state = (f"Working directory: {root} (git repository, branch master)\n"
             "User request: \"ClientIP() falls back to the proxy address when X-Forwarded-For entries carry a port, e.g. "
             "`X-Forwarded-For: 203.0.113.7:51234, 10.0.0.3`. Make validateHeader tolerate ip:port entries.\"")
    call_line = ln("!engine.isTrustedProxy(ip)")
    turns = [
        (cc_call("Bash", command="git status -sb && git log --oneline -3 && go version", description="Show repo status, recent commits and Go version"),
         "## master...origin/master\n"
         "3ac729d (HEAD -> master, origin/master) chore(deps): bump golang.org/x/net from 0.25.0 to 0.26.0 (#3981)\n"
         "8e9f2f1 fix(context): check handler is nil before calling it (#3973)\n"
         "1b8d1e8 docs: update the README links for protobuf rendering (#3968)\n"
         "go version go1.22.4 linux/amd64"),
        (cc_call("Grep", pattern="validateHeader", path=root, output_mode="content", **{"-n": True}),
         f"{root}/context.go:793:\t\t\tip, valid := c.engine.validateHeader(c.requestHeader(headerName))\n"
         f"{root}/gin.go:{ln('// validateHeader will parse')}:// validateHeader will parse X-Forwarded-For header and return the trusted client IP address\n"
         f"{root}/gin.go:{ln('func (engine *Engine) validateHeader')}:func (engine *Engine) validateHeader(header string) (clientIP string, valid bool) {{"),
        (cc_call("Read", file_path=f"{root}/gin.go", offset=base, limit=nlines(ex)),
         cc_read(ex, base=base)),
        (cc_call("Bash", command="go test -count=1 -run 'TestContextClientIP|TestEngineTrustedProxies' .", description="Run the existing ClientIP tests"),
         "ok  \tgithub.com/gin-gonic/gin\t0.027s"),
        (cc_call("Grep", pattern="isTrustedProxy", path=root, glob="*.go", output_mode="content", **{"-n": True}),
         f"{root}/context.go:786:\ttrusted := c.engine.isTrustedProxy(remoteIP)\n"
         f"{root}/gin.go:{ln('return engine.isTrustedProxy(net.ParseIP')}:\treturn engine.isTrustedProxy(net.ParseIP(\"0.0.0.0\")) || engine.isTrustedProxy(net.ParseIP(\"::\"))\n"
         f"{root}/gin.go:{ln('// isTrustedProxy will check')}:// isTrustedProxy will check whether the IP address is included in the trusted list according to Engine.trustedCIDRs\n"
         f"{root}/gin.go:{ln('func (engine *Engine) isTrustedProxy')}:func (engine *Engine) isTrustedProxy(ip net.IP) bool {{\n"
         f"{root}/gin.go:{call_line + 2}:\t\tif (i == 0) || (!engine.isTrustedProxy(ip)) {{\n"
         f"{root}/gin_test.go:612:\t\tassert.True(t, router.isTrustedProxy(net.ParseIP(\"192.168.1.33\")))\n"
         f"{root}/gin_test.go:613:\t\tassert.False(t, router.isTrustedProxy(net.ParseIP(\"192.168.2.1\")))"),
        (cc_call("Edit", file_path=f"{root}/gin.go", old_string=old, new_string=new),
         cc_edited(f"{root}/gin.go", ex2, new, base=base)),
        (cc_call("Bash", command="gofmt -l . ; go vet . && go test -count=1 -run 'TestContextClientIP|TestEngineTrustedProxies' -v . 2>&1 | tail -n 6", description="Format check, vet and rerun the ClientIP tests"),
         "=== RUN   TestContextClientIP\n--- PASS: TestContextClientIP (0.00s)\n=== RUN   TestEngineTrustedProxies\n"
         "--- PASS: TestEngineTrustedProxies (0.00s)\nPASS\nok  \tgithub.com/gin-gonic/gin\t0.031s"),
    ]
    rs.add(TASK, "h50-swe-02", sysp, turns, state=state, bad=True, turn=5,
           kind=f"Grep places the isTrustedProxy call inside validateHeader at gin.go:{call_line + 2}, but the unedited file read in turn 3 has it at line {call_line}.")


# ======================================================================================================
# 03 Litestar (Python, SWE-agent) — collected test count drifts with no test file touched
# ======================================================================================================
LS_PATH_PY = '''from __future__ import annotations

import re
from typing import Iterable

__all__ = ("join_paths", "normalize_path")


multi_slash_pattern = re.compile("//+")


def normalize_path(path: str) -> str:
    """Normalize a given path by ensuring it starts with a slash and does not end with a slash.

    Args:
        path: Path string

    Returns:
        Path string
    """
    if path == "/":
        return path
    if not path.startswith("/"):
        path = f"/{path}"
    path = path.rstrip("/")
    return multi_slash_pattern.sub("/", path)


def join_paths(paths: Iterable[str]) -> str:
    """Normalize and joins path fragments.

    Args:
        paths: An iterable of path fragments.

    Returns:
        A normalized joined path string.
    """
    return normalize_path("/".join(paths))'''


def t03(rs: RowSet) -> None:
    p = "/repo/litestar/utils/path.py"
    fixed = replace_once(LS_PATH_PY, '    return multi_slash_pattern.sub("/", path)\n', '    return multi_slash_pattern.sub("/", path) or "/"\n')
    k = line_of(LS_PATH_PY, 'return multi_slash_pattern.sub')
    sysp = system("You are simulating the environment of SWE-agent working on the litestar-org/litestar repository at /repo (Python 3.12.3, "
                  "pytest 8.2.2). Every observation ends with SWE-agent's status lines `(Open file: ...)`, `(Current directory: ...)` and the "
                  "`bash-$` prompt; `open`, `goto` and `edit` show a 100-line window of the open file.", SWEA_TOOLS)
    state = ("<uploaded_files>\n/repo\n</uploaded_files>\nI've uploaded a python code repository in the directory /repo (litestar 2.9.1). "
             "Consider the following issue:\n\nMounting a Router with `path=\"//\"` raises `ImproperlyConfiguredException: path must not be empty`. "
             "`normalize_path(\"///\")` returns `\"\"` instead of `\"/\"`.\n\n(Open file: n/a)\n(Current directory: /repo)\nbash-$")
    t_unit = ("........................................................................ [ 33%]\n"
              "........................................................................ [ 67%]\n"
              "......................................................................   [100%]\n"
              "214 passed in 1.92s")
    diff = git_diff("litestar/utils/path.py", LS_PATH_PY, fixed, "5e41a0c..d92f7b3")
    turns = [
        (swea_call("find_file", file_name="path.py", dir="/repo/litestar"),
         "Found 1 matches for \"path.py\" in /repo/litestar:\n/repo/litestar/utils/path.py\n" + swea_prompt(None, "/repo")),
        (swea_call("open", path="litestar/utils/path.py"), swea_window(p, LS_PATH_PY)),
        (swea_call("bash", command="python -m pytest tests/unit/test_utils/test_path.py -q -p no:randomly"),
         "............                                                             [100%]\n12 passed in 0.08s\n" + swea_prompt(p, "/repo")),
        (swea_call("bash", command="grep -c 'def test_' tests/unit/test_utils/test_path.py && python -m pytest tests/unit/test_utils/test_path.py --collect-only -q | tail -n 1"),
         "9\n14 tests collected in 0.05s\n" + swea_prompt(p, "/repo")),
        (swea_call("edit", start_line=k, end_line=k, replacement_text='    return multi_slash_pattern.sub("/", path) or "/"'),
         swea_window(p, fixed, updated=True)),
        (swea_call("bash", command="python -c \"from litestar.utils.path import normalize_path, join_paths; print(repr(normalize_path('///')), repr(normalize_path('a//b/')), repr(join_paths(['/', '/'])))\""),
         "'/' '/a/b' '/'\n" + swea_prompt(p, "/repo")),
        (swea_call("bash", command="python -m pytest tests/unit/test_utils -q -p no:randomly 2>&1 | tail -n 4"),
         t_unit + "\n" + swea_prompt(p, "/repo")),
        (swea_call("bash", command="git diff --stat"),
         " litestar/utils/path.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n" + swea_prompt(p, "/repo")),
        (swea_call("submit"), diff + "\n"),
    ]
    rs.add(TASK, "h50-swe-03", sysp, turns, state=state, bad=True, turn=4,
           kind="test_path.py collects 14 tests although pytest ran exactly 12 from the same untouched file one turn earlier.")


# ======================================================================================================
# 04 Hono (TypeScript, Cline) — clean
# ======================================================================================================
HONO_INDEX = '''import { Hono } from 'hono'
import { logger } from 'hono/logger'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { nanoid } from 'nanoid'

type Bindings = { LINKS: KVNamespace; BASE_URL: string }

const app = new Hono<{ Bindings: Bindings }>()

app.use('*', logger())
app.use('/api/*', cors({ origin: ['https://admin.short.example'], allowMethods: ['GET', 'POST', 'DELETE'] }))

app.get('/api/health', (c) => c.json({ ok: true }))

app.post('/api/links', async (c) => {
  const body = await c.req.json<{ url?: string; slug?: string }>()
  if (!body.url || !/^https?:\\/\\//.test(body.url)) {
    throw new HTTPException(422, { message: 'url must be an absolute http(s) URL' })
  }
  const slug = body.slug ?? nanoid(7)
  if (await c.env.LINKS.get(slug)) {
    throw new HTTPException(409, { message: `slug "${slug}" is taken` })
  }
  await c.env.LINKS.put(slug, body.url)
  return c.json({ slug, short: `${c.env.BASE_URL}/${slug}`, url: body.url }, 201)
})

app.get('/:slug', async (c) => {
  const url = await c.env.LINKS.get(c.req.param('slug'))
  if (!url) return c.notFound()
  return c.redirect(url, 302)
})

app.onError((err, c) => {
  if (err instanceof HTTPException) return c.json({ error: err.message }, err.status)
  console.error(err)
  return c.json({ error: 'internal error' }, 500)
})

export default app'''


def t04(rs: RowSet) -> None:
    cwd = "/home/maya/code/edge-links"
    old = "  const body = await c.req.json<{ url?: string; slug?: string }>()"
    new = ("  let body: { url?: string; slug?: string }\n  try {\n    body = await c.req.json()\n  } catch {\n"
           "    throw new HTTPException(400, { message: 'request body must be valid JSON' })\n  }")
    fixed = replace_once(HONO_INDEX, old, new)
    sysp = system("You are simulating the VS Code workspace of the Cline extension: the project edge-links (a Hono 4.4 URL shortener for "
                  f"Cloudflare Workers, TypeScript, vitest 1.6) at {cwd}, Node v20.14.0, shell /bin/zsh. Each tool result is rendered as Cline "
                  "feeds it back to the model, followed by the environment_details block.", CLINE_TOOLS)
    state = ("<task>\nPOST /api/links answers 500 when the body is malformed JSON; it should answer 400 with "
             "`{ \"error\": \"request body must be valid JSON\" }`. The failing test is already in src/index.test.ts. Fix it and commit.\n</task>"
             + cline_env("(No visible files)", ["(No open tabs)"], "6/18/2025, 10:11:52 AM (Europe/Berlin, UTC+2:00)", cwd).replace(
                 "No files changed since last listing.", ".dev.vars.example\n.gitignore\npackage.json\npackage-lock.json\nREADME.md\ntsconfig.json\n"
                 "vitest.config.ts\nwrangler.toml\nsrc/\nsrc/index.test.ts\nsrc/index.ts"))

    def env(vis: str, tabs: list[str], t: str) -> str:
        return cline_env(vis, tabs, f"6/18/2025, {t} AM (Europe/Berlin, UTC+2:00)", cwd)

    fail = ("\n RUN  v1.6.0 /home/maya/code/edge-links\n\n"
            "stderr | src/index.test.ts > POST /api/links > returns 400 on malformed JSON\n"
            "SyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)\n"
            "    at parseJSONFromBytes (node:internal/deps/undici/undici:5329:19)\n"
            "    at successSteps (node:internal/deps/undici/undici:5300:27)\n\n"
            " ❯ src/index.test.ts  (6 tests | 1 failed) 48ms\n"
            "   ❯ src/index.test.ts > POST /api/links > returns 400 on malformed JSON\n"
            "     → expected 500 to be 400 // Object.is equality\n\n"
            "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n"
            " FAIL  src/index.test.ts > POST /api/links > returns 400 on malformed JSON\n"
            "AssertionError: expected 500 to be 400 // Object.is equality\n\n- Expected\n+ Received\n\n- 400\n+ 500\n\n"
            " ❯ src/index.test.ts:58:24\n"
            "     56|       body: '{\"url\": \"https://example.com\",',\n"
            "     57|     }, env)\n"
            "     58|     expect(res.status).toBe(400)\n"
            "       |                        ^\n"
            "     59|     expect(await res.json()).toEqual({ error: 'request body must be valid JSON' })\n"
            "     60|   })\n\n"
            "⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯\n\n"
            " Test Files  1 failed (1)\n      Tests  1 failed | 5 passed (6)\n   Start at  10:13:41\n"
            "   Duration  612ms (transform 87ms, setup 0ms, collect 141ms, tests 48ms, environment 0ms, prepare 96ms)\n")
    ok = ("\n RUN  v1.6.0 /home/maya/code/edge-links\n\n ✓ src/index.test.ts  (6 tests) 39ms\n\n"
          " Test Files  1 passed (1)\n      Tests  6 passed (6)\n   Start at  10:16:05\n"
          "   Duration  571ms (transform 92ms, setup 0ms, collect 133ms, tests 39ms, environment 0ms, prepare 88ms)\n")
    log0 = ("On branch fix/json-400\nnothing to commit, working tree clean\n"
            "b7e14c2 (HEAD -> fix/json-400) test: malformed JSON on POST /api/links should be a 400\n"
            "61fa0d9 (origin/main, main) feat: DELETE /api/links/:slug behind admin token\n"
            "f30c8a4 chore: bump hono to 4.4.6")
    turns = [
        ("<execute_command>\n<command>git status && git log --oneline -3</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("git status && git log --oneline -3", log0)
         + env("(No visible files)", ["(No open tabs)"], "10:12:10")),
        ("<read_file>\n<path>src/index.ts</path>\n</read_file>",
         f"[read_file for 'src/index.ts'] Result:\n{HONO_INDEX}" + env("src/index.ts", ["src/index.ts"], "10:12:31")),
        ("<execute_command>\n<command>npx vitest run</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("npx vitest run", fail) + env("src/index.ts", ["src/index.ts"], "10:13:44")),
        (f"<replace_in_file>\n<path>src/index.ts</path>\n<diff>\n------- SEARCH\n{old}\n=======\n{new}\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
         cline_saved("src/index.ts", fixed) + env("src/index.ts", ["src/index.ts"], "10:15:20")),
        ("<execute_command>\n<command>npx vitest run</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("npx vitest run", ok) + env("src/index.ts", ["src/index.ts"], "10:16:07")),
        ("<execute_command>\n<command>git commit -am \"fix: answer 400 on malformed JSON in POST /api/links\"</command>\n<requires_approval>true</requires_approval>\n</execute_command>",
         cline_cmd("git commit -am \"fix: answer 400 on malformed JSON in POST /api/links\"",
                   "[fix/json-400 5d0c2e1] fix: answer 400 on malformed JSON in POST /api/links\n 1 file changed, 6 insertions(+), 1 deletion(-)")
         + env("src/index.ts", ["src/index.ts"], "10:17:02")),
        ("<execute_command>\n<command>git log --oneline -4 && git status -sb</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("git log --oneline -4 && git status -sb",
                   "5d0c2e1 (HEAD -> fix/json-400) fix: answer 400 on malformed JSON in POST /api/links\n"
                   "b7e14c2 test: malformed JSON on POST /api/links should be a 400\n"
                   "61fa0d9 (origin/main, main) feat: DELETE /api/links/:slug behind admin token\n"
                   "f30c8a4 chore: bump hono to 4.4.6\n## fix/json-400")
         + env("src/index.ts", ["src/index.ts"], "10:17:26")),
    ]
    rs.add(TASK, "h50-swe-04", sysp, turns, state=state)


# ======================================================================================================
# 05 Spring Boot (Java, OpenHands) — clean
# ======================================================================================================
SB_CTRL = '''package com.acme.inventory.web;

import com.acme.inventory.domain.Item;
import com.acme.inventory.domain.ItemRepository;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/items")
public class ItemController {

    private final ItemRepository repository;

    public ItemController(ItemRepository repository) {
        this.repository = repository;
    }

    @GetMapping
    public List<Item> list(@RequestParam(defaultValue = "0") int page,
                           @RequestParam(defaultValue = "20") int size) {
        return repository.findAll(PageRequest.of(page, size, Sort.by("sku"))).getContent();
    }

    @GetMapping("/{id}")
    public ResponseEntity<Item> get(@PathVariable Long id) {
        return ResponseEntity.ok(repository.findById(id).orElse(null));
    }

    @PostMapping
    public ResponseEntity<Item> create(@Valid @RequestBody Item item) {
        Item saved = repository.save(item);
        return ResponseEntity.created(URI.create("/api/items/" + saved.getId())).body(saved);
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@PathVariable Long id) {
        if (!repository.existsById(id)) {
            return ResponseEntity.notFound().build();
        }
        repository.deleteById(id);
        return ResponseEntity.noContent().build();
    }
}'''

SB_TEST = '''package com.acme.inventory.web;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.*;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.*;

import com.acme.inventory.domain.Item;
import com.acme.inventory.domain.ItemRepository;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.Pageable;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(ItemController.class)
class ItemControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    ItemRepository repository;

    @Test
    void getExistingItem() throws Exception {
        given(repository.findById(1L)).willReturn(Optional.of(new Item(1L, "SKU-0001", "Hex bolt M8", 240)));
        mvc.perform(get("/api/items/1"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.sku").value("SKU-0001"));
    }

    @Test
    void listUsesSkuSort() throws Exception {
        given(repository.findAll(any(Pageable.class))).willReturn(new PageImpl<>(List.of()));
        mvc.perform(get("/api/items").param("size", "5")).andExpect(status().isOk());
    }

    @Test
    void createReturns201WithLocation() throws Exception {
        given(repository.save(any(Item.class))).willReturn(new Item(7L, "SKU-0007", "Washer M8", 1000));
        mvc.perform(post("/api/items").contentType(MediaType.APPLICATION_JSON)
                .content("{\\"sku\\":\\"SKU-0007\\",\\"name\\":\\"Washer M8\\",\\"quantity\\":1000}"))
            .andExpect(status().isCreated())
            .andExpect(header().string("Location", "/api/items/7"));
    }

    @Test
    void createRejectsNegativeQuantity() throws Exception {
        mvc.perform(post("/api/items").contentType(MediaType.APPLICATION_JSON)
                .content("{\\"sku\\":\\"SKU-0008\\",\\"name\\":\\"Nut M8\\",\\"quantity\\":-3}"))
            .andExpect(status().isBadRequest());
    }

    @Test
    void deleteUnknownItemReturns404() throws Exception {
        given(repository.existsById(42L)).willReturn(false);
        mvc.perform(delete("/api/items/42")).andExpect(status().isNotFound());
    }
}'''


def t05(rs: RowSet) -> None:
    root = "/workspace/inventory-service"
    jdk = "/usr/bin/python3"
    ctrl = f"{root}/src/main/java/com/acme/inventory/web/ItemController.java"
    tst = f"{root}/src/test/java/com/acme/inventory/web/ItemControllerTest.java"
    old = "        return ResponseEntity.ok(repository.findById(id).orElse(null));"
    new = ("        return repository.findById(id)\n                .map(ResponseEntity::ok)\n"
           "                .orElseGet(() -> ResponseEntity.notFound().build());")
    ctrl2 = replace_once(SB_CTRL, old, new)
    ins_after = nlines(SB_TEST) - 1
    add = ("\n    @Test\n    void getUnknownItemReturns404() throws Exception {\n"
           "        given(repository.findById(9999L)).willReturn(Optional.empty());\n"
           "        mvc.perform(get(\"/api/items/9999\")).andExpect(status().isNotFound());\n    }")
    tl = SB_TEST.split("\n")
    test2 = "\n".join(tl[:ins_after] + add.split("\n") + tl[ins_after:])
    ins_first = ins_after + 1
    ins_last = ins_after + add.count("\n") + 1

    def out(s: str, code: int = 0) -> str:
        return oh_out(s, root, code, py=jdk)

    sysp = system("You are simulating the sandbox of an OpenHands agent: an Ubuntu 22.04 container with Temurin JDK 21.0.3, the Maven wrapper "
                  f"(Maven 3.9.7) and a local ~/.m2 cache; the Spring Boot 3.3.1 project inventory-service is at {root}. Tool outputs are "
                  "rendered exactly as OpenHands returns them.", OH_TOOLS)
    state = (f"Repository {root} (branch main). Task: `GET /api/items/{{id}}` answers `200` with an empty body for an id that does not exist; "
             "it must answer `404`. Add a regression test.")
    log1 = ("2025-06-03T14:22:07.512Z  INFO 4139 --- [inventory-service] [           main] c.a.i.InventoryServiceApplication        : "
            f"Starting InventoryServiceApplication using Java 21.0.3 with PID 4139 ({root}/target/classes started by root in {root})\n"
            "2025-06-03T14:22:10.884Z  INFO 4139 --- [inventory-service] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : "
            "Tomcat started on port 8080 (http) with context path '/'\n"
            "2025-06-03T14:22:10.902Z  INFO 4139 --- [inventory-service] [           main] c.a.i.InventoryServiceApplication        : "
            "Started InventoryServiceApplication in 3.981 seconds (process running for 4.466)")
    log2 = ("2025-06-03T14:31:48.207Z  INFO 4596 --- [inventory-service] [           main] c.a.i.InventoryServiceApplication        : "
            f"Starting InventoryServiceApplication using Java 21.0.3 with PID 4596 ({root}/target/classes started by root in {root})\n"
            "2025-06-03T14:31:51.331Z  INFO 4596 --- [inventory-service] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : "
            "Tomcat started on port 8080 (http) with context path '/'\n"
            "2025-06-03T14:31:51.347Z  INFO 4596 --- [inventory-service] [           main] c.a.i.InventoryServiceApplication        : "
            "Started InventoryServiceApplication in 3.702 seconds (process running for 4.139)")
    item1 = '{"id":1,"sku":"SKU-0001","name":"Hex bolt M8","quantity":240}'
    turns = [
        (oh_call("execute_bash", command=f"cd {root} && git log --oneline -3 && ls src/main/java/com/acme/inventory/*"),
         out("e52b7d0 (HEAD -> main, origin/main) Add Flyway V3: item.quantity check constraint\n"
             "9c1f3aa Paginate GET /api/items (default size 20)\n"
             "2d6e845 Initial inventory-service skeleton\n"
             "src/main/java/com/acme/inventory/InventoryServiceApplication.java\n\n"
             "src/main/java/com/acme/inventory/domain:\nItem.java\nItemRepository.java\n\n"
             "src/main/java/com/acme/inventory/web:\nApiExceptionHandler.java\nItemController.java")),
        (oh_call("str_replace_editor", command="view", path=ctrl), oh_view(ctrl, SB_CTRL)),
        (oh_call("execute_bash", command="./mvnw -o test 2>&1 | grep -E 'Tests run:|BUILD|Total time'", timeout=300),
         out("[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 6.214 s -- in com.acme.inventory.InventoryServiceApplicationTests\n"
             "[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.377 s -- in com.acme.inventory.web.ItemControllerTest\n"
             "[INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n[INFO] Total time:  14.902 s")),
        (oh_call("execute_bash", command="nohup ./mvnw -o -q spring-boot:run > /tmp/app.log 2>&1 &"),
         out("[1] 4127")),
        (oh_call("execute_bash", command="sleep 12; curl -s -i localhost:8080/api/items/9999; echo; curl -s localhost:8080/api/items/1; echo; grep -E 'with PID|Tomcat started|Started Inv' /tmp/app.log"),
         out("HTTP/1.1 200 \nContent-Length: 0\nDate: Tue, 03 Jun 2025 14:22:21 GMT\n\n" + item1 + "\n" + log1)),
        (oh_call("str_replace_editor", command="str_replace", path=ctrl, old_str=old, new_str=new),
         oh_edited(ctrl, ctrl2, new)),
        (oh_call("str_replace_editor", command="view", path=tst, view_range=[56, ins_after + 1]),
         oh_view(tst, SB_TEST, 56, ins_after + 1)),
        (oh_call("str_replace_editor", command="insert", path=tst, insert_line=ins_after, new_str=add),
         (f"The file {tst} has been edited. Here's the result of running `cat -n` on a snippet of the edited file:\n"
          f"{numbered(test2, ins_first - 4, ins_last + 1)}\nReview the changes (correct indentation, no duplicate lines, etc). Edit the file again if necessary.")),
        (oh_call("execute_bash", command="./mvnw -o test 2>&1 | grep -E 'Tests run:|BUILD|Total time'", timeout=300),
         out("[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 5.871 s -- in com.acme.inventory.InventoryServiceApplicationTests\n"
             "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.402 s -- in com.acme.inventory.web.ItemControllerTest\n"
             "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n[INFO] Total time:  13.655 s")),
        (oh_call("execute_bash", command="kill %1; sleep 3; nohup ./mvnw -o -q spring-boot:run > /tmp/app.log 2>&1 & sleep 14; curl -s -i localhost:8080/api/items/9999; echo; curl -s localhost:8080/api/items/1; echo; grep -E 'with PID|Tomcat started|Started Inv' /tmp/app.log"),
         out("[1]+  Terminated              nohup ./mvnw -o -q spring-boot:run > /tmp/app.log 2>&1\n[1] 4583\n"
             "HTTP/1.1 404 \nContent-Length: 0\nDate: Tue, 03 Jun 2025 14:32:02 GMT\n\n" + item1 + "\n" + log2)),
    ]
    rs.add(TASK, "h50-swe-05", sysp, turns, state=state)


# ======================================================================================================
# 06 Axum (Rust, Gemini CLI) — the resolved axum version drifts with no dependency change
# ======================================================================================================
AX_TOML = '''[package]
name = "tilecache"
version = "0.3.0"
edition = "2021"
rust-version = "1.75"

[dependencies]
anyhow = "1.0.86"
axum = { version = "0.7.5", features = ["macros"] }
axum-extra = { version = "0.9.3", features = ["typed-header"] }
bytes = "1.6"
moka = { version = "0.12.7", features = ["future"] }
reqwest = { version = "0.12.4", default-features = false, features = ["rustls-tls"] }
serde = { version = "1.0.203", features = ["derive"] }
tokio = { version = "1.38.0", features = ["rt-multi-thread", "macros", "signal"] }
tower-http = { version = "0.5.2", features = ["trace", "compression-gzip"] }
tracing = "0.1.40"
tracing-subscriber = { version = "0.3.18", features = ["env-filter"] }

[dev-dependencies]
http-body-util = "0.1.2"
tower = { version = "0.4.13", features = ["util"] }
'''

AX_MAIN = '''use std::net::SocketAddr;

use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use bytes::Bytes;
use moka::future::Cache;
use tower_http::{compression::CompressionLayer, trace::TraceLayer};
use tracing_subscriber::EnvFilter;

#[derive(Clone)]
struct AppState {
    cache: Cache<(u8, u32, u32), Bytes>,
    upstream: String,
    client: reqwest::Client,
}

async fn tile(
    State(st): State<AppState>,
    Path((z, x, y)): Path<(u8, u32, String)>,
) -> Result<impl IntoResponse, StatusCode> {
    let y: u32 = y
        .strip_suffix(".png")
        .and_then(|s| s.parse().ok())
        .ok_or(StatusCode::BAD_REQUEST)?;
    if z > 19 {
        return Err(StatusCode::NOT_FOUND);
    }
    let body = st
        .cache
        .try_get_with((z, x, y), async {
            let url = format!("{}/{z}/{x}/{y}.png", st.upstream);
            let resp = st.client.get(url).send().await?.error_for_status()?;
            resp.bytes().await
        })
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    Ok((
        [(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "public, max-age=86400")],
        body,
    ))
}

fn app(state: AppState) -> Router {
    Router::new()
        .route("/tiles/:z/:x/:y", get(tile))
        .route("/healthz", get(|| async { "ok" }))
        .layer(CompressionLayer::new())
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::from_default_env())
        .init();
    let state = AppState {
        cache: Cache::new(10_000),
        upstream: std::env::var("UPSTREAM").unwrap_or_else(|_| "https://tile.openstreetmap.org".into()),
        client: reqwest::Client::builder().user_agent("tilecache/0.3").build()?,
    };
    let addr = SocketAddr::from(([0, 0, 0, 0], 8085));
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("listening on {addr}");
    axum::serve(listener, app(state)).await?;
    Ok(())
}
'''


def t06(rs: RowSet) -> None:
    root = "/home/ana/tilecache"
    sysp = system("You are simulating the tools of Gemini CLI (v0.1.9) running in the Rust project tilecache at "
                  f"{root} (rustc 1.79.0, cargo 1.79.0, Debian 12). `run_shell_command` results use Gemini CLI's Command/Directory/Stdout/"
                  "Stderr/Error/Exit Code/Signal/Background PIDs/Process Group PGID layout; `read_file` returns the file text.", GEM_TOOLS)
    state = (f"Project root: {root} (git, branch main). User: \"Slow upstream tile servers hang our requests forever. Add a 10 second "
             "request timeout to the axum router with tower-http's TimeoutLayer.\"")
    toml_old = 'tower-http = { version = "0.5.2", features = ["trace", "compression-gzip"] }'
    toml_new = 'tower-http = { version = "0.5.2", features = ["trace", "compression-gzip", "timeout"] }'
    layer_old = "        .layer(TraceLayer::new_for_http())\n"
    layer_new = "        .layer(TraceLayer::new_for_http())\n        .layer(TimeoutLayer::new(Duration::from_secs(10)))\n"
    use_old = "use std::net::SocketAddr;"
    use_new = "use std::{net::SocketAddr, time::Duration};"
    imp_old = "use tower_http::{compression::CompressionLayer, trace::TraceLayer};"
    imp_new = "use tower_http::{compression::CompressionLayer, timeout::TimeoutLayer, trace::TraceLayer};"
    tree1 = ("tilecache v0.3.0 (/home/ana/tilecache)\n├── anyhow v1.0.86\n├── axum v0.7.5\n├── axum-extra v0.9.3\n├── bytes v1.6.0\n"
             "├── moka v0.12.7\n├── reqwest v0.12.4\n├── serde v1.0.203\n├── tokio v1.38.0\n├── tower-http v0.5.2\n├── tracing v0.1.40\n"
             "└── tracing-subscriber v0.3.18\n[dev-dependencies]\n├── http-body-util v0.1.2\n└── tower v0.4.13")
    turns = [
        (gem_call("list_directory", path=root),
         f"Directory listing for {root}:\n[DIR] .git\n[DIR] src\n[DIR] target\n.gitignore\nCargo.lock\nCargo.toml\nREADME.md\nrustfmt.toml"),
        (gem_call("read_file", absolute_path=f"{root}/Cargo.toml"), AX_TOML),
        (gem_call("read_file", absolute_path=f"{root}/src/main.rs"), AX_MAIN),
        (gem_call("run_shell_command", command="cargo tree --depth 1", description="Show the direct dependencies and their resolved versions."),
         gem_shell("cargo tree --depth 1", tree1, pgid=81734)),
        (gem_call("replace", file_path=f"{root}/Cargo.toml", old_string=toml_old, new_string=toml_new),
         f"Successfully modified file: {root}/Cargo.toml (1 replacements)."),
        (gem_call("replace", file_path=f"{root}/src/main.rs", old_string=imp_old, new_string=imp_new),
         f"Successfully modified file: {root}/src/main.rs (1 replacements)."),
        (gem_call("replace", file_path=f"{root}/src/main.rs", old_string=use_old + "\n", new_string=use_new + "\n"),
         f"Successfully modified file: {root}/src/main.rs (1 replacements)."),
        (gem_call("replace", file_path=f"{root}/src/main.rs", old_string=layer_old, new_string=layer_new),
         f"Successfully modified file: {root}/src/main.rs (1 replacements)."),
        (gem_call("run_shell_command", command="cargo build 2>&1 | tail -n 3 && cargo tree -i axum",
                  description="Build with the timeout layer and show which crates depend on axum."),
         gem_shell("cargo build 2>&1 | tail -n 3 && cargo tree -i axum",
                   "   Compiling tower-http v0.5.2\n   Compiling tilecache v0.3.0 (/home/ana/tilecache)\n"
                   "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 8.62s\n"
                   "axum v0.7.4\n├── axum-extra v0.9.3\n│   └── tilecache v0.3.0 (/home/ana/tilecache)\n└── tilecache v0.3.0 (/home/ana/tilecache)",
                   pgid=82011)),
    ]
    rs.add(TASK, "h50-swe-06", sysp, turns, state=state, bad=True, turn=9,
           kind="cargo tree -i axum resolves axum v0.7.4, but the earlier tree and Cargo.toml had axum v0.7.5 and only tower-http's features changed.")


# ======================================================================================================
# 07 Sinatra (Ruby, Aider) — clean
# ======================================================================================================
def t07(rs: RowSet) -> None:
    sysp = system("You are simulating a terminal running aider 0.62.1 (model claude-3-5-sonnet-20241022, diff edit format, auto-commits on) in "
                  "the git repository /home/kai/src/pastebin-lite, a Sinatra 4.0 app with RSpec 3.13 and rack-test (Ruby 3.3.4). Reply with "
                  "exactly what aider prints for each input.", AIDER_TOOLS)
    state = ("aider launched in /home/kai/src/pastebin-lite:\n"
             "Aider v0.62.1\nMain model: claude-3-5-sonnet-20241022 with diff edit format, infinite output\nWeak model: claude-3-5-haiku-20241022\n"
             "Git repo: .git with 14 files\nRepo-map: using 1024 tokens, auto refresh\n"
             "Task: uploads larger than 64 KiB must be rejected with 413 (spec already written).")
    e1 = aider_block("app.rb", "ruby",
                     "post '/p' do\n  body = request.body.read\n  halt 400, json(error: 'empty paste') if body.strip.empty?",
                     "post '/p' do\n  body = request.body.read\n  halt 400, json(error: 'empty paste') if body.strip.empty?\n"
                     "  halt 413, json(error: 'paste exceeds 64 KiB') if body.bytesize > 64 * 1024")
    e2 = (aider_block("app.rb", "ruby", "set :pastes, {}", "set :pastes, {}\n\nMAX_PASTE_BYTES = 64 * 1024")
          + "\n\n" + aider_block("app.rb", "ruby", "  halt 413, json(error: 'paste exceeds 64 KiB') if body.bytesize > 64 * 1024",
                                 "  halt 413, json(error: 'paste exceeds 64 KiB') if body.bytesize > MAX_PASTE_BYTES"))
    fail = ("Randomized with seed 41207\n.....F.\n\nFailures:\n\n  1) POST /p rejects pastes over 64 KiB with 413\n"
            "     Failure/Error: expect(last_response.status).to eq(413)\n\n       expected: 413\n            got: 201\n\n"
            "       (compared using ==)\n     # ./spec/app_spec.rb:48:in `block (3 levels) in <top (required)>'\n\n"
            "Finished in 0.08412 seconds (files took 0.41318 seconds to load)\n7 examples, 1 failure\n\nFailed examples:\n\n"
            "rspec ./spec/app_spec.rb:44 # POST /p rejects pastes over 64 KiB with 413\n\nRandomized with seed 41207")
    ok = "Randomized with seed 9033\n.......\n\nFinished in 0.07965 seconds (files took 0.40127 seconds to load)\n7 examples, 0 failures\n\nRandomized with seed 9033"
    turns = [
        ("/add app.rb spec/app_spec.rb", "Added app.rb to the chat\nAdded spec/app_spec.rb to the chat"),
        ("/run bundle exec rspec", aider_run(fail)),
        (e1, "Tokens: 4.2k sent, 187 received. Cost: $0.02 message, $0.02 session.\nApplied edit to app.rb\n"
             "Commit 8f3a2c1 fix: Reject pastes larger than 64 KiB with 413"),
        ("/run bundle exec rspec", aider_run(ok)),
        (e2, "Tokens: 5.0k sent, 242 received. Cost: $0.02 message, $0.04 session.\nApplied edit to app.rb\n"
             "Commit c41e9b7 refactor: Extract MAX_PASTE_BYTES constant"),
        ("/undo", "Removed: c41e9b7 refactor: Extract MAX_PASTE_BYTES constant\n"
                  "Now at:  8f3a2c1 fix: Reject pastes larger than 64 KiB with 413\nYou can use /undo to undo and discard each aider commit."),
        ("/git log --oneline -4",
         "8f3a2c1 (HEAD -> main) fix: Reject pastes larger than 64 KiB with 413\n"
         "d0b6e37 spec: 413 for oversized pastes\n"
         "a9e4410 Add raw view at /p/:id/raw\n"
         "57c3f82 Expire pastes after 7 days"),
    ]
    rs.add(TASK, "h50-swe-07", sysp, turns, state=state)


# ======================================================================================================
# 08 Symfony (PHP, Claude Code) — a file removed with git rm shows up again in a later Glob
# ======================================================================================================
SF_LEGACY = '''<?php

namespace App\\Controller;

use App\\Repository\\InvoiceRepository;
use Symfony\\Bundle\\FrameworkBundle\\Controller\\AbstractController;
use Symfony\\Component\\HttpFoundation\\Response;
use Symfony\\Component\\HttpFoundation\\StreamedResponse;
use Symfony\\Component\\Routing\\Attribute\\Route;

/**
 * @deprecated since 2.4, use ExportController::csv() instead; kept for the old admin panel.
 */
class LegacyExportController extends AbstractController
{
    public function __construct(private readonly InvoiceRepository $invoices)
    {
    }

    #[Route('/admin/export/invoices.csv', name: 'legacy_export_csv', methods: ['GET'])]
    public function export(): Response
    {
        $rows = $this->invoices->findBy([], ['issuedAt' => 'DESC']);

        $response = new StreamedResponse(function () use ($rows): void {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['number', 'customer', 'issued_at', 'total', 'currency'], ';');
            foreach ($rows as $invoice) {
                fputcsv($out, [
                    $invoice->getNumber(),
                    $invoice->getCustomer()->getName(),
                    $invoice->getIssuedAt()->format('d.m.Y'),
                    number_format($invoice->getTotalCents() / 100, 2, ',', ''),
                    $invoice->getCurrency(),
                ], ';');
            }
            fclose($out);
        });
        $response->headers->set('Content-Type', 'text/csv; charset=windows-1252');
        $response->headers->set('Content-Disposition', 'attachment; filename="invoices.csv"');

        return $response;
    }
}'''

SF_TWIG = '''{% extends 'base.html.twig' %}

{% block title %}Invoices{% endblock %}

{% block body %}
<div class="d-flex justify-content-between align-items-center mb-3">
    <h1 class="h3 mb-0">Invoices</h1>
    <div class="btn-group">
        <a class="btn btn-primary" href="{{ path('invoice_new') }}">New invoice</a>
        <a class="btn btn-outline-secondary" href="{{ path('legacy_export_csv') }}">Export CSV</a>
    </div>
</div>

{{ form_start(filter_form, {attr: {class: 'row g-2 mb-3'}}) }}
    <div class="col-md-4">{{ form_widget(filter_form.customer) }}</div>
    <div class="col-md-3">{{ form_widget(filter_form.status) }}</div>
    <div class="col-md-2"><button class="btn btn-secondary w-100">Filter</button></div>
{{ form_end(filter_form) }}

<table class="table table-sm table-hover align-middle">
    <thead>
        <tr>
            <th>Number</th>
            <th>Customer</th>
            <th>Issued</th>
            <th class="text-end">Total</th>
            <th>Status</th>
        </tr>
    </thead>
    <tbody>
    {% for invoice in pagination %}
        <tr>
            <td><a href="{{ path('invoice_show', {id: invoice.id}) }}">{{ invoice.number }}</a></td>
            <td>{{ invoice.customer.name }}</td>
            <td>{{ invoice.issuedAt|date('Y-m-d') }}</td>
            <td class="text-end">{{ (invoice.totalCents / 100)|format_currency(invoice.currency) }}</td>
            <td><span class="badge text-bg-{{ invoice.status.color }}">{{ invoice.status.label }}</span></td>
        </tr>
    {% else %}
        <tr><td colspan="5" class="text-muted">No invoices yet.</td></tr>
    {% endfor %}
    </tbody>
</table>

{{ knp_pagination_render(pagination) }}
{% endblock %}'''


def t08(rs: RowSet) -> None:
    root = "/home/lena/projects/invoicer"
    c = f"{root}/src/Controller"
    twig = f"{root}/templates/invoice/index.html.twig"
    old = "href=\"{{ path('legacy_export_csv') }}\""
    new = "href=\"{{ path('invoice_export_csv') }}\""
    twig2 = replace_once(SF_TWIG, old, new)
    tl = line_of(SF_TWIG, "legacy_export_csv")
    sysp = system("You are simulating the tool environment of Claude Code in the Symfony 7.1 application invoicer at "
                  f"{root} (PHP 8.3.8, Composer 2.7.7, PHPUnit 11.2). Bash returns raw stdout/stderr, Read returns `N→text` lines, "
                  "Glob returns absolute paths (most recently modified first), Grep returns ripgrep results.", CC_TOOLS)
    state = (f"cwd: {root}\nUser: \"The old semicolon CSV export (LegacyExportController, /admin/export/invoices.csv) is dead now that "
             "ExportController::csv exists. Remove it, point the invoice list button at the new route, make sure tests pass, and commit.\"")
    ctrl_files = ["ExportController.php", "InvoiceController.php", "LegacyExportController.php", "CustomerController.php",
                  "PaymentWebhookController.php", "AdminDashboardController.php", "SecurityController.php"]
    others = ["Service/CsvInvoiceExporter.php", "Entity/Invoice.php", "Repository/InvoiceRepository.php", "Entity/InvoiceLine.php",
              "Entity/Customer.php", "Repository/CustomerRepository.php", "Entity/Payment.php", "Repository/PaymentRepository.php",
              "Command/RemindOverdueCommand.php", "Service/InvoiceNumberGenerator.php", "Security/ApiTokenAuthenticator.php",
              "EventSubscriber/LocaleSubscriber.php", "Entity/User.php", "Repository/UserRepository.php", "DataFixtures/AppFixtures.php", "Kernel.php"]
    glob2 = [f"{c}/{f}" for f in ctrl_files[:2]] + [f"{root}/src/{o}" for o in others[:3]] + [f"{c}/{f}" for f in ctrl_files[2:]] + \
        [f"{root}/src/{o}" for o in others[3:]]
    deletions = nlines(SF_LEGACY) + 1
    turns = [
        (cc_call("Bash", command="git status -sb && php bin/console --version", description="Check branch and Symfony version"),
         "## feature/csv-export-v2...origin/feature/csv-export-v2\nSymfony 7.1.2 (env: dev, debug: true)"),
        (cc_call("Glob", pattern="src/Controller/*.php", path=root), "\n".join(f"{c}/{f}" for f in ctrl_files)),
        (cc_call("Read", file_path=f"{c}/LegacyExportController.php"), cc_read(SF_LEGACY)),
        (cc_call("Grep", pattern="legacy_export_csv|LegacyExportController", path=root, output_mode="content", **{"-n": True}),
         f"{twig}:{tl}:        <a class=\"btn btn-outline-secondary\" href=\"{{{{ path('legacy_export_csv') }}}}\">Export CSV</a>\n"
         f"{c}/LegacyExportController.php:14:class LegacyExportController extends AbstractController\n"
         f"{c}/LegacyExportController.php:20:    #[Route('/admin/export/invoices.csv', name: 'legacy_export_csv', methods: ['GET'])]"),
        (cc_call("Bash", command="git rm src/Controller/LegacyExportController.php", description="Remove the legacy export controller"),
         "rm 'src/Controller/LegacyExportController.php'"),
        (cc_call("Glob", pattern="src/**/*.php", path=root), "\n".join(glob2)),
        (cc_call("Edit", file_path=twig, old_string=old, new_string=new), cc_edited(twig, twig2, new)),
        (cc_call("Bash", command="php bin/console cache:clear -q && php bin/console debug:router | grep -iE 'name|export'", description="List export routes"),
         "  Name                       Method   Scheme   Host   Path\n"
         "  invoice_export_csv         GET      ANY      ANY    /invoices/export.csv\n"
         "  invoice_export_xlsx        GET      ANY      ANY    /invoices/export.xlsx"),
        (cc_call("Bash", command="php bin/phpunit --filter Export", description="Run export tests"),
         "PHPUnit 11.2.5 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.8\nConfiguration: "
         f"{root}/phpunit.xml.dist\n\n....                                                                4 / 4 (100%)\n\n"
         "Time: 00:00.412, Memory: 34.00 MB\n\nOK (4 tests, 11 assertions)"),
        (cc_call("Bash", command="git status --short", description="Show pending changes"),
         "D  src/Controller/LegacyExportController.php\n M templates/invoice/index.html.twig"),
        (cc_call("Bash", command="git commit -am \"Remove legacy semicolon CSV export endpoint\"", description="Commit the removal"),
         "[feature/csv-export-v2 3e7d91b] Remove legacy semicolon CSV export endpoint\n"
         f" 2 files changed, 1 insertion(+), {deletions} deletions(-)\n delete mode 100644 src/Controller/LegacyExportController.php"),
    ]
    rs.add(TASK, "h50-swe-08", sysp, turns, state=state, bad=True, turn=6,
           kind="Glob still lists src/Controller/LegacyExportController.php right after git rm deleted it in turn 5.")


# ======================================================================================================
# 09 Koa (TypeScript, OpenHands) — the checked-out branch changes name with no checkout
# ======================================================================================================
KOA_APP = '''import Koa from 'koa'
import Router from '@koa/router'
import { bodyParser } from '@koa/bodyparser'
import { verifySignature } from './signature'
import { enqueue } from './queue'
import { logger } from './logger'

export function createApp(): Koa {
  const app = new Koa()
  const router = new Router()

  app.use(async (ctx, next) => {
    const started = Date.now()
    try {
      await next()
    } catch (err: any) {
      ctx.status = err.status ?? 500
      ctx.body = { error: ctx.status === 500 ? 'internal error' : err.message }
      if (ctx.status === 500) logger.error({ err }, 'unhandled error')
    } finally {
      logger.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Date.now() - started })
    }
  })

  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' }))

  router.post('/hooks/:source', async (ctx) => {
    const { source } = ctx.params
    if (!verifySignature(source, ctx.request.rawBody, ctx.get('x-hub-signature-256'))) {
      ctx.throw(401, 'bad signature')
    }
    const id = await enqueue(source, ctx.request.body)
    ctx.status = 202
    ctx.body = { id }
  })

  router.get('/healthz', (ctx) => {
    ctx.body = { ok: true }
  })

  app.use(router.routes()).use(router.allowedMethods())
  return app
}'''


def t09(rs: RowSet) -> None:
    root = "/workspace/webhook-relay"
    f = f"{root}/src/app.ts"
    old = "jsonLimit: '100kb'"
    new = "jsonLimit: '25mb'"
    app2 = replace_once(KOA_APP, old, new)
    py = "/usr/bin/python3"
    sysp = system("You are simulating the sandbox of an OpenHands agent: a Node 20.15.0 container with the TypeScript Koa 2.15 service "
                  f"webhook-relay checked out at {root} (jest 29, ts-jest). Tool results are shown exactly as OpenHands returns them.", OH_TOOLS)
    state = (f"Repository at {root}. Issue: GitHub push deliveries bigger than 100 KB fail with `413 request entity too large`. "
             "GitHub sends up to 25 MB; raise the JSON body limit accordingly.")
    turns = [
        (oh_call("execute_bash", command=f"cd {root} && git status && git log --oneline -2"),
         oh_out("On branch fix/body-limit-413\nYour branch is up to date with 'origin/fix/body-limit-413'.\n\nnothing to commit, working tree clean\n"
                "7c1e9a2 (HEAD -> fix/body-limit-413, origin/fix/body-limit-413) test: reproduce 413 for 180 KB push payload\n"
                "2f04b5d (origin/main, main) chore(deps): @koa/bodyparser 5.1.1", root, py=py)),
        (oh_call("str_replace_editor", command="view", path=f), oh_view(f, KOA_APP)),
        (oh_call("execute_bash", command="git branch -vv"),
         oh_out("  feat/rate-limit          9e3d7a0 [origin/feat/rate-limit: behind 3] feat: token bucket per source\n"
                "* fix/bodyparser-limit    7c1e9a2 [origin/fix/bodyparser-limit] test: reproduce 413 for 180 KB push payload\n"
                "  main                    2f04b5d [origin/main] chore(deps): @koa/bodyparser 5.1.1", root, py=py)),
        (oh_call("str_replace_editor", command="str_replace", path=f, old_str=old, new_str=new),
         oh_edited(f, app2, "  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '25mb', encoding: 'utf-8' }))")),
        (oh_call("execute_bash", command="npm test --silent 2>&1 | tail -n 9"),
         oh_out(" PASS  test/signature.test.ts\n PASS  test/app.test.ts (1.204 s)\n\nTest Suites: 2 passed, 2 total\n"
                "Tests:       14 passed, 14 total\nSnapshots:   0 total\nTime:        2.318 s\nRan all test suites.", root, py=py)),
        (oh_call("execute_bash", command="git diff"),
         oh_out(git_diff("src/app.ts", KOA_APP, app2, "b31c6e4..4a90d17"), root, py=py)),
    ]
    rs.add(TASK, "h50-swe-09", sysp, turns, state=state, bad=True, turn=3,
           kind="git branch -vv marks fix/bodyparser-limit as current, but git status showed branch fix/body-limit-413 and nothing switched branches.")


# ======================================================================================================
# 10 Echo (Go, SWE-agent) — clean
# ======================================================================================================
ECHO_RID = '''package middleware

import (
	"github.com/labstack/echo/v4"
)

// RequestIDConfig defines the config for RequestID middleware.
type RequestIDConfig struct {
	// Skipper defines a function to skip middleware.
	Skipper Skipper

	// Generator defines a function to generate an ID.
	// Optional. Default value random.String(32).
	Generator func() string

	// RequestIDHandler defines a function which is executed for a request id.
	RequestIDHandler func(echo.Context, string)

	// TargetHeader defines what header to look for to populate the id
	TargetHeader string
}

// DefaultRequestIDConfig is the default RequestID middleware config.
var DefaultRequestIDConfig = RequestIDConfig{
	Skipper:      DefaultSkipper,
	Generator:    generator,
	TargetHeader: echo.HeaderXRequestID,
}

// RequestID returns a X-Request-ID middleware.
func RequestID() echo.MiddlewareFunc {
	return RequestIDWithConfig(DefaultRequestIDConfig)
}

// RequestIDWithConfig returns a X-Request-ID middleware with config.
func RequestIDWithConfig(config RequestIDConfig) echo.MiddlewareFunc {
	// Defaults
	if config.Skipper == nil {
		config.Skipper = DefaultRequestIDConfig.Skipper
	}
	if config.Generator == nil {
		config.Generator = generator
	}
	if config.TargetHeader == "" {
		config.TargetHeader = echo.HeaderXRequestID
	}

	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if config.Skipper(c) {
				return next(c)
			}

			req := c.Request()
			res := c.Response()
			rid := req.Header.Get(config.TargetHeader)
			if rid == "" {
				rid = config.Generator()
			}
			res.Header().Set(config.TargetHeader, rid)
			if config.RequestIDHandler != nil {
				config.RequestIDHandler(c, rid)
			}

			return next(c)
		}
	}
}

func generator() string {
	return randomString(32)
}'''


def t10(rs: RowSet) -> None:
    p = "/repo/middleware/request_id.go"
    old1 = '\t\t\tif rid == "" {\n'
    new1 = ('\t\t\t// Do not trust oversized ids coming from the client: they end up in\n'
            '\t\t\t// access logs and response headers.\n\t\t\tif rid == "" || len(rid) > maxRequestIDLength {\n')
    v1 = replace_once(ECHO_RID, old1, new1)
    old2 = ')\n\n// RequestIDConfig'
    new2 = ')\n\n// maxRequestIDLength is the longest incoming request id that is propagated as is.\nconst maxRequestIDLength = 128\n\n// RequestIDConfig'
    v2 = replace_once(v1, old2, new2)
    l_if = line_of(ECHO_RID, 'if rid == "" {')
    l_imp_end = line_of(ECHO_RID, ")")

    def matches(text: str, term: str) -> str:
        hits = [(i, ln) for i, ln in enumerate(text.split("\n"), 1) if term in ln]
        body = "\n".join(f"Line {i}:{ln}" for i, ln in hits)
        return f"Found {len(hits)} matches for \"{term}\" in {p}:\n{body}\nEnd of matches for \"{term}\" in {p}"

    sysp = system("You are simulating the environment of SWE-agent on the labstack/echo repository (v4.12.0) at /repo with go1.22.5. "
                  "Each observation ends with `(Open file: ...)`, `(Current directory: ...)` and the `bash-$` prompt; `open` and `edit` "
                  "show a 100-line window of the file with `N:` line prefixes.", SWEA_TOOLS)
    state = ("<uploaded_files>\n/repo\n</uploaded_files>\nIssue: RequestID middleware propagates any client supplied X-Request-Id, "
             "including multi-kilobyte values that bloat access logs. Ids longer than 128 bytes should be replaced by a generated one.\n\n"
             "(Open file: n/a)\n(Current directory: /repo)\nbash-$")
    test_add = ('cat >> middleware/request_id_test.go <<\'EOF\'\n\nfunc TestRequestID_OversizedIDReplaced(t *testing.T) {\n'
                '\te := echo.New()\n\treq := httptest.NewRequest(http.MethodGet, "/", nil)\n'
                '\treq.Header.Set(echo.HeaderXRequestID, randomString(129))\n\trec := httptest.NewRecorder()\n'
                '\tc := e.NewContext(req, rec)\n\th := RequestID()(func(c echo.Context) error { return c.String(http.StatusOK, "test") })\n\n'
                '\tassert.NoError(t, h(c))\n\tassert.Len(t, rec.Header().Get(echo.HeaderXRequestID), 32)\n}\nEOF')
    run1 = ("=== RUN   TestRequestID\n--- PASS: TestRequestID (0.00s)\n=== RUN   TestMustBeUniqueIDPerRequest\n--- PASS: TestMustBeUniqueIDPerRequest (0.00s)\n"
            "=== RUN   TestRequestIDWithConfig\n--- PASS: TestRequestIDWithConfig (0.00s)\n=== RUN   TestRequestID_IDNotAltered\n"
            "--- PASS: TestRequestID_IDNotAltered (0.00s)\n=== RUN   TestRequestIDConfigDifferentHeader\n--- PASS: TestRequestIDConfigDifferentHeader (0.00s)\n"
            "PASS\nok  \tgithub.com/labstack/echo/v4/middleware\t0.014s")
    run2 = run1.replace("PASS\nok  \tgithub.com/labstack/echo/v4/middleware\t0.014s",
                        "=== RUN   TestRequestID_OversizedIDReplaced\n--- PASS: TestRequestID_OversizedIDReplaced (0.00s)\n"
                        "PASS\nok  \tgithub.com/labstack/echo/v4/middleware\t0.016s")
    turns = [
        (swea_call("find_file", file_name="request_id.go"),
         "Found 1 matches for \"request_id.go\" in /repo:\n/repo/middleware/request_id.go\n" + swea_prompt(None, "/repo")),
        (swea_call("open", path="middleware/request_id.go"), swea_window(p, ECHO_RID)),
        (swea_call("search_file", search_term="rid"), matches(ECHO_RID, "rid") + "\n" + swea_prompt(p, "/repo")),
        (swea_call("edit", start_line=l_if, end_line=l_if, replacement_text=new1.rstrip("\n")), swea_window(p, v1, updated=True)),
        (swea_call("edit", start_line=l_imp_end, end_line=l_imp_end + 1,
                   replacement_text=")\n\n// maxRequestIDLength is the longest incoming request id that is propagated as is.\nconst maxRequestIDLength = 128\n"),
         swea_window(p, v2, updated=True)),
        (swea_call("search_file", search_term="maxRequestIDLength"), matches(v2, "maxRequestIDLength") + "\n" + swea_prompt(p, "/repo")),
        (swea_call("bash", command="go test ./middleware/ -run 'RequestID' -v 2>&1 | tail -n 12"),
         run1 + "\n" + swea_prompt(p, "/repo")),
        (swea_call("bash", command=test_add), swea_prompt(p, "/repo")),
        (swea_call("bash", command="go test ./middleware/ -run 'RequestID' -v 2>&1 | tail -n 14"),
         run2 + "\n" + swea_prompt(p, "/repo")),
    ]
    rs.add(TASK, "h50-swe-10", sysp, turns, state=state)


# ======================================================================================================
# 11 Actix-web (Rust, Cline) — git diff shows a max_age value other than the one written and served
# ======================================================================================================
AC_MAIN = '''use actix_cors::Cors;
use actix_web::{http::header, middleware::Logger, web, App, HttpServer};
use sqlx::postgres::PgPoolOptions;

mod handlers;
mod session;

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    dotenvy::dotenv().ok();
    env_logger::init_from_env(env_logger::Env::new().default_filter_or("info"));
    let database_url = std::env::var("DATABASE_URL").expect("DATABASE_URL must be set");
    let pool = PgPoolOptions::new()
        .max_connections(16)
        .connect(&database_url)
        .await
        .expect("cannot connect to postgres");
    let key = session::load_key();

    log::info!("starting ledger-api on 0.0.0.0:8088");
    HttpServer::new(move || {
        let cors = Cors::default()
            .allowed_origin("https://app.ledger.example")
            .allowed_methods(vec!["GET", "POST", "PATCH", "DELETE"])
            .allowed_headers(vec![header::AUTHORIZATION, header::CONTENT_TYPE])
            .supports_credentials()
            .max_age(600);
        App::new()
            .app_data(web::Data::new(pool.clone()))
            .wrap(session::middleware(key.clone()))
            .wrap(cors)
            .wrap(Logger::new("%a \\"%r\\" %s %b %Dms"))
            .configure(handlers::routes)
    })
    .bind(("0.0.0.0", 8088))?
    .workers(4)
    .run()
    .await
}'''

AC_SESSION = '''use actix_session::{config::PersistentSession, storage::CookieSessionStore, SessionMiddleware};
use actix_web::cookie::{time::Duration, Key, SameSite};
use base64::{engine::general_purpose::STANDARD, Engine as _};

pub fn load_key() -> Key {
    let raw = std::env::var("SESSION_KEY").expect("SESSION_KEY must be set (64 bytes, base64)");
    let bytes = STANDARD.decode(raw.trim()).expect("SESSION_KEY is not valid base64");
    Key::from(&bytes)
}

pub fn middleware(key: Key) -> SessionMiddleware<CookieSessionStore> {
    SessionMiddleware::builder(CookieSessionStore::default(), key)
        .cookie_name("ledger_sid".to_owned())
        .cookie_same_site(SameSite::Lax)
        .cookie_secure(true)
        .session_lifecycle(PersistentSession::default().session_ttl(Duration::hours(8)))
        .build()
}'''


def t11(rs: RowSet) -> None:
    cwd = "/Users/omar/dev/ledger-api"
    m_old, m_new = "            .max_age(600);", "            .max_age(86400);"
    s_old = "        .session_lifecycle(PersistentSession::default().session_ttl(Duration::hours(8)))"
    s_new = "        .session_lifecycle(PersistentSession::default().session_ttl(Duration::hours(12)))"
    main2 = replace_once(AC_MAIN, m_old, m_new)
    sess2 = replace_once(AC_SESSION, s_old, s_new)
    sysp = system("You are simulating the VS Code workspace of the Cline extension on macOS 14.5 (zsh): the actix-web 4.8 service "
                  f"ledger-api at {cwd} (rustc 1.79.0, a local Postgres 16 on :5432, .env present). Each tool result is rendered as Cline "
                  "feeds it back, followed by environment_details.", CLINE_TOOLS)

    def env(vis: str, tabs: list[str], t: str) -> str:
        return cline_env(vis, tabs, f"6/26/2025, {t} AM (Europe/Madrid, UTC+2:00)", cwd)

    state = ("<task>\nBrowsers send a CORS preflight before nearly every PATCH because Access-Control-Max-Age is only 10 minutes: raise it to "
             "24 hours. Also the night shift gets logged out mid-shift; raise the session TTL from 8 to 12 hours.\n</task>"
             + env("(No visible files)", ["(No open tabs)"], "9:31:40"))
    tabs2 = ["src/main.rs", "src/session.rs"]
    search = ("[search_files for 'max_age|session_ttl' in '*.rs'] Result:\nFound 2 results.\n\nsrc/main.rs\n│----\n"
              "│            .supports_credentials()\n│            .max_age(600);\n│        App::new()\n│----\n\nsrc/session.rs\n│----\n"
              "│        .cookie_secure(true)\n│" + s_old + "\n│        .build()\n│----")
    tests = ("   Compiling ledger-api v0.6.2 (/Users/omar/dev/ledger-api)\n"
             "    Finished `test` profile [unoptimized + debuginfo] target(s) in 16.38s\n"
             "     Running unittests src/main.rs (target/debug/deps/ledger_api-3f9c2d71a0b4e6c8)\n\nrunning 11 tests\n"
             "test handlers::accounts::tests::rejects_negative_opening_balance ... ok\n"
             "test handlers::accounts::tests::serializes_account_with_iso_currency ... ok\n"
             "test handlers::entries::tests::balanced_entry_is_accepted ... ok\n"
             "test handlers::entries::tests::unbalanced_entry_is_rejected ... ok\n"
             "test handlers::entries::tests::entry_lines_are_sorted_by_account ... ok\n"
             "test handlers::entries::tests::amounts_are_minor_units ... ok\n"
             "test handlers::reports::tests::trial_balance_sums_to_zero ... ok\n"
             "test handlers::reports::tests::period_filter_is_inclusive ... ok\n"
             "test handlers::tests::health_returns_version ... ok\n"
             "test handlers::tests::unknown_route_is_json_404 ... ok\n"
             "test session::tests::cookie_is_secure_and_lax ... ok\n\n"
             "test result: ok. 11 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s")
    preflight = ("cargo run -q > /tmp/ledger.log 2>&1 & sleep 6; curl -s -i -X OPTIONS http://localhost:8088/api/entries/42 "
                 "-H 'Origin: https://app.ledger.example' -H 'Access-Control-Request-Method: PATCH'")
    pre_out = ("HTTP/1.1 200 OK\ncontent-length: 0\naccess-control-allow-origin: https://app.ledger.example\n"
               "access-control-allow-credentials: true\naccess-control-allow-methods: DELETE, GET, PATCH, POST\n"
               "access-control-allow-headers: authorization, content-type\naccess-control-max-age: 86400\n"
               "vary: Origin, Access-Control-Request-Method, Access-Control-Request-Headers\ndate: Thu, 26 Jun 2025 07:43:18 GMT")
    bad_diff = git_diff("src/main.rs", AC_MAIN, main2, "8d21f4c..a6e0b93").replace("+            .max_age(86400);", "+            .max_age(8640);")
    diff = bad_diff + "\n" + git_diff("src/session.rs", AC_SESSION, sess2, "c3b7e18..51fd2a0")
    turns = [
        ("<list_files>\n<path>src</path>\n<recursive>true</recursive>\n</list_files>",
         "[list_files for 'src'] Result:\nhandlers/\nhandlers/accounts.rs\nhandlers/entries.rs\nhandlers/mod.rs\nhandlers/reports.rs\nmain.rs\nsession.rs"
         + env("(No visible files)", ["(No open tabs)"], "9:31:52")),
        ("<read_file>\n<path>src/main.rs</path>\n</read_file>", f"[read_file for 'src/main.rs'] Result:\n{AC_MAIN}" + env("src/main.rs", ["src/main.rs"], "9:32:10")),
        ("<search_files>\n<path>src</path>\n<regex>max_age|session_ttl</regex>\n<file_pattern>*.rs</file_pattern>\n</search_files>",
         search + env("src/main.rs", ["src/main.rs"], "9:32:27")),
        (f"<replace_in_file>\n<path>src/main.rs</path>\n<diff>\n------- SEARCH\n{m_old}\n=======\n{m_new}\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
         cline_saved("src/main.rs", main2) + env("src/main.rs", ["src/main.rs"], "9:33:45")),
        ("<execute_command>\n<command>cargo check 2>&1 | tail -n 2</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("cargo check 2>&1 | tail -n 2", "    Checking ledger-api v0.6.2 (/Users/omar/dev/ledger-api)\n"
                   "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.84s") + env("src/main.rs", ["src/main.rs"], "9:34:02")),
        ("<read_file>\n<path>src/session.rs</path>\n</read_file>",
         f"[read_file for 'src/session.rs'] Result:\n{AC_SESSION}" + env("src/session.rs", tabs2, "9:34:20")),
        (f"<replace_in_file>\n<path>src/session.rs</path>\n<diff>\n------- SEARCH\n{s_old}\n=======\n{s_new}\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
         cline_saved("src/session.rs", sess2) + env("src/session.rs", tabs2, "9:35:03")),
        ("<execute_command>\n<command>cargo test 2>&1 | tail -n 18</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("cargo test 2>&1 | tail -n 18", tests) + env("src/session.rs", tabs2, "9:35:41")),
        (f"<execute_command>\n<command>{preflight}</command>\n<requires_approval>true</requires_approval>\n</execute_command>",
         cline_cmd(preflight, pre_out) + env("src/session.rs", tabs2, "9:43:19")),
        ("<execute_command>\n<command>git --no-pager diff</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("git --no-pager diff", diff) + env("src/session.rs", tabs2, "9:43:40")),
    ]
    rs.add(TASK, "h50-swe-11", sysp, turns, state=state, bad=True, turn=10,
           kind="git diff shows `.max_age(8640)` in src/main.rs, but turn 4 wrote `.max_age(86400)` and the running server answered access-control-max-age: 86400.")


# ======================================================================================================
# 12 Micronaut (Java, Gemini CLI) — clean
# ======================================================================================================
MN_GEO = '''package com.example.geofence.geo;

public final class GeoMath {

    public static final double EARTH_RADIUS_KM = 6371.0088;

    private GeoMath() {
    }

    /** Great-circle distance between two WGS84 points, in kilometres. */
    public static double haversineKm(double lat1, double lon1, double lat2, double lon2) {
        double dLat = lat2 - lat1;
        double dLon = lon2 - lon1;
        double a = Math.pow(Math.sin(dLat / 2), 2)
                + Math.cos(lat1) * Math.cos(lat2) * Math.pow(Math.sin(dLon / 2), 2);
        return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
    }

    public static boolean withinRadius(double lat, double lon, double centerLat, double centerLon, double radiusKm) {
        return haversineKm(lat, lon, centerLat, centerLon) <= radiusKm;
    }
}
'''

MN_EDGE = '''package com.example.geofence.geo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class GeoMathEdgeCasesTest {

    @Test
    void samePointIsZero() {
        assertEquals(0.0, GeoMath.haversineKm(52.52, 13.405, 52.52, 13.405), 1e-9);
    }

    @Test
    void crossesAntimeridian() {
        assertEquals(22.24, GeoMath.haversineKm(0.0, 179.9, 0.0, -179.9), 0.01);
    }
}
'''


def t12(rs: RowSet) -> None:
    root = "/home/ruth/geo-fence"
    g = f"{root}/src/main/java/com/example/geofence/geo/GeoMath.java"
    old = ("        double dLat = lat2 - lat1;\n        double dLon = lon2 - lon1;\n        double a = Math.pow(Math.sin(dLat / 2), 2)\n"
           "                + Math.cos(lat1) * Math.cos(lat2) * Math.pow(Math.sin(dLon / 2), 2);")
    new = ("        double dLat = Math.toRadians(lat2 - lat1);\n        double dLon = Math.toRadians(lon2 - lon1);\n"
           "        double a = Math.pow(Math.sin(dLat / 2), 2)\n"
           "                + Math.cos(Math.toRadians(lat1)) * Math.cos(Math.toRadians(lat2)) * Math.pow(Math.sin(dLon / 2), 2);")
    sysp = system("You are simulating the tools of Gemini CLI in the Micronaut 4.5 project geo-fence at "
                  f"{root} (Gradle 8.8 wrapper, OpenJDK 17.0.11, Ubuntu 24.04). run_shell_command results use Gemini CLI's layout; "
                  "read_file returns the file text; glob lists absolute paths newest first.", GEM_TOOLS)
    state = (f"Project root: {root}. User: \"GeoMathTest is red since the refactor and fences match points hundreds of km away. Fix the "
             "distance computation and add tests for the same-point and antimeridian cases.\"")
    main_files = ["src/main/java/com/example/geofence/geo/GeoMath.java", "src/main/java/com/example/geofence/FenceController.java",
                  "src/main/java/com/example/geofence/FenceRepository.java", "src/main/java/com/example/geofence/Fence.java",
                  "src/main/java/com/example/geofence/Application.java", "src/test/java/com/example/geofence/geo/GeoMathTest.java",
                  "src/test/java/com/example/geofence/FenceControllerTest.java"]
    glob1 = (f"Found {len(main_files)} file(s) matching \"**/*.java\" within {root}, sorted by modification time (newest first):\n"
             + "\n".join(f"{root}/{f}" for f in main_files))
    fail = ("> Task :compileJava UP-TO-DATE\n> Task :processResources UP-TO-DATE\n> Task :classes UP-TO-DATE\n"
            "> Task :compileTestJava UP-TO-DATE\n> Task :processTestResources UP-TO-DATE\n> Task :testClasses UP-TO-DATE\n\n> Task :test\n\n"
            "GeoMathTest > distanceBerlinToParis() FAILED\n    org.opentest4j.AssertionFailedError at GeoMathTest.java:14\n\n"
            "GeoMathTest > pointOutsideFenceIsRejected() FAILED\n    org.opentest4j.AssertionFailedError at GeoMathTest.java:26\n\n"
            "7 tests completed, 2 failed\n\n> Task :test FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            "Execution failed for task ':test'.\n> There were failing tests. See the report at: "
            f"file://{root}/build/reports/tests/test/index.html\n\n* Try:\n> Run with --scan to get full insights.\n\n"
            "BUILD FAILED in 6s\n6 actionable tasks: 1 executed, 5 up-to-date")
    ok1 = ("> Task :compileJava\n> Task :processResources UP-TO-DATE\n> Task :classes\n> Task :compileTestJava UP-TO-DATE\n"
           "> Task :processTestResources UP-TO-DATE\n> Task :testClasses UP-TO-DATE\n> Task :test\n\nBUILD SUCCESSFUL in 7s\n"
           "6 actionable tasks: 3 executed, 3 up-to-date\n"
           "build/test-results/test/TEST-com.example.geofence.FenceControllerTest.xml:tests=\"3\" skipped=\"0\" failures=\"0\" errors=\"0\"\n"
           "build/test-results/test/TEST-com.example.geofence.geo.GeoMathTest.xml:tests=\"4\" skipped=\"0\" failures=\"0\" errors=\"0\"")
    ok2 = ("> Task :compileJava UP-TO-DATE\n> Task :processResources UP-TO-DATE\n> Task :classes UP-TO-DATE\n> Task :compileTestJava\n"
           "> Task :processTestResources UP-TO-DATE\n> Task :testClasses\n> Task :test\n\nBUILD SUCCESSFUL in 6s\n"
           "6 actionable tasks: 3 executed, 3 up-to-date\n"
           "build/test-results/test/TEST-com.example.geofence.FenceControllerTest.xml:tests=\"3\" skipped=\"0\" failures=\"0\" errors=\"0\"\n"
           "build/test-results/test/TEST-com.example.geofence.geo.GeoMathEdgeCasesTest.xml:tests=\"2\" skipped=\"0\" failures=\"0\" errors=\"0\"\n"
           "build/test-results/test/TEST-com.example.geofence.geo.GeoMathTest.xml:tests=\"4\" skipped=\"0\" failures=\"0\" errors=\"0\"")
    cmd_t = "./gradlew test --console=plain"
    cmd_ok = cmd_t + " && grep -o 'tests=\"[0-9]*\" skipped=\"[0-9]*\" failures=\"[0-9]*\" errors=\"[0-9]*\"' build/test-results/test/*.xml"
    edge = f"{root}/src/test/java/com/example/geofence/geo/GeoMathEdgeCasesTest.java"
    tests_glob = [edge, f"{root}/src/test/java/com/example/geofence/geo/GeoMathTest.java",
                  f"{root}/src/test/java/com/example/geofence/FenceControllerTest.java"]
    turns = [
        (gem_call("glob", pattern="**/*.java", path=root), glob1),
        (gem_call("read_file", absolute_path=g), MN_GEO),
        (gem_call("run_shell_command", command=cmd_t, description="Run the test suite to see the failures."),
         gem_shell(cmd_t, fail, code=1, pgid=23710)),
        (gem_call("replace", file_path=g, old_string=old, new_string=new), f"Successfully modified file: {g} (1 replacements)."),
        (gem_call("run_shell_command", command=cmd_ok, description="Re-run the tests and show per-class counts."),
         gem_shell(cmd_ok, ok1, pgid=23984)),
        (gem_call("write_file", file_path=edge, content=MN_EDGE), f"Successfully created and wrote to new file: {edge}."),
        (gem_call("run_shell_command", command=cmd_ok, description="Run the tests including the new edge cases."),
         gem_shell(cmd_ok, ok2, pgid=24219)),
        (gem_call("glob", pattern="**/*Test.java", path=root),
         f"Found 3 file(s) matching \"**/*Test.java\" within {root}, sorted by modification time (newest first):\n" + "\n".join(tests_glob)),
    ]
    rs.add(TASK, "h50-swe-12", sysp, turns, state=state)


# ======================================================================================================
# 13 pandas ETL (Python, Claude Code) — clean
# ======================================================================================================
PD_TRANSFORM = '''"""Cleaning and aggregation steps for the monthly orders export."""
from __future__ import annotations

import logging

import pandas as pd

log = logging.getLogger(__name__)

DTYPES = {
    "order_id": "string",
    "customer_id": "string",
    "sku": "string",
    "quantity": "Int64",
    "unit_price": "float64",
    "currency": "category",
    "channel": "category",
}


def load(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, dtype=DTYPES, parse_dates=["order_ts"])
    log.info("loaded %s rows (%d columns)", f"{len(df):,}", df.shape[1])
    return df


def clean(df: pd.DataFrame) -> pd.DataFrame:
    missing = df["customer_id"].isna()
    log.info("dropped %d rows with missing customer_id", int(missing.sum()))
    df = df.loc[~missing].copy()
    df["amount"] = (df["quantity"] * df["unit_price"]).round(2)
    return df


def daily_revenue(df: pd.DataFrame) -> pd.DataFrame:
    log.info("%s orders, revenue %s EUR", f"{len(df):,}", f"{df['amount'].sum():,.2f}")
    out = (
        df.assign(day=df["order_ts"].dt.date)
        .groupby("day", as_index=False)
        .agg(orders=("order_id", "count"), revenue=("amount", "sum"))
    )
    out["revenue"] = out["revenue"].round(2)
    return out'''


def t13(rs: RowSet) -> None:
    root = "/home/ines/work/sales-etl"
    f = f"{root}/etl/transform.py"
    old = "    df = df.loc[~missing].copy()\n"
    new = ("    df = df.loc[~missing]\n    dupes = df.duplicated(subset=\"order_id\", keep=\"last\")\n"
           "    log.info(\"dropped %d duplicate order_id rows\", int(dupes.sum()))\n    df = df.loc[~dupes].copy()\n")
    t2 = replace_once(PD_TRANSFORM, old, new)
    sysp = system("You are simulating the tool environment of Claude Code in the repository sales-etl at "
                  f"{root} (Python 3.12.4 venv with pandas 2.2.2, pytest 8.2). Bash returns raw stdout/stderr, Read returns `N→text` lines, "
                  "TodoWrite confirms the list update.", CC_TOOLS)
    state = (f"cwd: {root}\nUser: \"May's daily revenue is higher than the finance ledger. I suspect the export repeats orders that were "
             "edited after checkout (same order_id, several rows). Fix the pipeline and regenerate data/out/daily_revenue.csv.\"")
    todo_ok = "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable"
    todos1 = [{"content": "Confirm duplicate order_id rows in the May export", "status": "in_progress", "activeForm": "Confirming duplicate order_id rows"},
              {"content": "Deduplicate orders in etl/transform.py", "status": "pending", "activeForm": "Deduplicating orders"},
              {"content": "Regenerate daily_revenue.csv and run tests", "status": "pending", "activeForm": "Regenerating output and running tests"}]
    todos2 = [dict(todos1[0], status="completed"), dict(todos1[1], status="completed"), dict(todos1[2], status="in_progress")]
    run = "python -m etl.run --input data/raw/orders_2025-05.csv --out data/out/"
    out1 = ("2025-06-09 16:02:11,482 INFO etl.run: reading data/raw/orders_2025-05.csv\n"
            "2025-06-09 16:02:12,907 INFO etl.transform: loaded 48,213 rows (11 columns)\n"
            "2025-06-09 16:02:12,951 INFO etl.transform: dropped 117 rows with missing customer_id\n"
            "2025-06-09 16:02:13,204 INFO etl.transform: 48,096 orders, revenue 2,431,877.25 EUR\n"
            "2025-06-09 16:02:13,377 INFO etl.run: wrote data/out/daily_revenue.csv (31 rows, 1,184 bytes)\n"
            "2025-06-09 16:02:13,379 INFO etl.run: done in 1.90s")
    out2 = ("2025-06-09 16:09:47,015 INFO etl.run: reading data/raw/orders_2025-05.csv\n"
            "2025-06-09 16:09:48,388 INFO etl.transform: loaded 48,213 rows (11 columns)\n"
            "2025-06-09 16:09:48,431 INFO etl.transform: dropped 117 rows with missing customer_id\n"
            "2025-06-09 16:09:48,502 INFO etl.transform: dropped 342 duplicate order_id rows\n"
            "2025-06-09 16:09:48,736 INFO etl.transform: 47,754 orders, revenue 2,412,972.75 EUR\n"
            "2025-06-09 16:09:48,904 INFO etl.run: wrote data/out/daily_revenue.csv (31 rows, 1,184 bytes)\n"
            "2025-06-09 16:09:48,906 INFO etl.run: done in 1.89s")
    head1 = "day,orders,revenue\n2025-05-01,1512,76204.10\n2025-05-02,1734,88915.60\n2025-05-03,1401,70118.45\n2025-05-04,1288,64930.75\n2025-05-05,1655,83772.30"
    head2 = "day,orders,revenue\n2025-05-01,1512,76204.10\n2025-05-02,1614,82505.60\n2025-05-03,1401,70118.45\n2025-05-04,1250,62825.50\n2025-05-05,1655,83772.30"
    dup_cmd = ("python - <<'EOF'\nimport pandas as pd\nfrom etl.transform import load, clean\ndf = clean(load('data/raw/orders_2025-05.csv'))\n"
               "d = df[df.duplicated('order_id', keep='last')]\nprint(len(d), round(d['amount'].sum(), 2))\n"
               "print(d.groupby(d['order_ts'].dt.date).size().head(3).to_string())\nEOF")
    turns = [
        (cc_call("TodoWrite", todos=todos1), todo_ok),
        (cc_call("Bash", command="git log --oneline -3 && ls -la data/raw data/out", description="Recent commits and data files"),
         "b4f19e0 (HEAD -> main) Add channel breakdown to monthly report\n0a7d2c6 Parse order_ts as datetime\n9315e8b Initial ETL skeleton\n"
         "data/out:\ntotal 12\ndrwxr-xr-x 2 ines ines 4096 Jun  2 09:14 .\ndrwxr-xr-x 4 ines ines 4096 May 28 17:40 ..\n"
         "-rw-r--r-- 1 ines ines 1184 Jun  2 09:14 daily_revenue.csv\n\n"
         "data/raw:\ntotal 6192\ndrwxr-xr-x 2 ines ines    4096 Jun  2 09:11 .\ndrwxr-xr-x 4 ines ines    4096 May 28 17:40 ..\n"
         "-rw-r--r-- 1 ines ines 6331877 Jun  2 09:11 orders_2025-05.csv"),
        (cc_call("Read", file_path=f), cc_read(PD_TRANSFORM)),
        (cc_call("Bash", command=run, description="Run the pipeline as is"), out1),
        (cc_call("Bash", command="head -n 6 data/out/daily_revenue.csv", description="First days of the output"), head1),
        (cc_call("Bash", command=dup_cmd, description="Count duplicated order_id rows and their amount"),
         "342 18904.5\norder_ts\n2025-05-02    120\n2025-05-04     38\n2025-05-09     27"),
        (cc_call("Edit", file_path=f, old_string=old, new_string=new), cc_edited(f, t2, new.rstrip("\n"))),
        (cc_call("TodoWrite", todos=todos2), todo_ok),
        (cc_call("Bash", command=run, description="Regenerate the output"), out2),
        (cc_call("Bash", command="head -n 6 data/out/daily_revenue.csv && ls -l data/out", description="Check regenerated output"),
         head2 + "\ntotal 4\n-rw-r--r-- 1 ines ines 1184 Jun  9 16:09 daily_revenue.csv"),
        (cc_call("Bash", command="python -m pytest -q", description="Run tests"),
         "......                                                                   [100%]\n6 passed in 0.87s"),
        (cc_call("Bash", command="git status --short && git diff --stat", description="Show pending changes"),
         " M data/out/daily_revenue.csv\n M etl/transform.py\n data/out/daily_revenue.csv | 12 ++++++------\n"
         " etl/transform.py           |  5 ++++-\n 2 files changed, 10 insertions(+), 7 deletions(-)"),
    ]
    rs.add(TASK, "h50-swe-13", sysp, turns, state=state)


# ======================================================================================================
# 14 Lark grammar (Python, Aider) — an aider commit comes back under a different short hash
# ======================================================================================================
def t14(rs: RowSet) -> None:
    sysp = system("You are simulating a terminal running aider 0.58.1 (model gpt-4o-2024-08-06, diff edit format, auto-commits on) in the "
                  "git repository /home/tomas/code/cfgql, a small query language for config files built on lark 1.2.2 (Python 3.11.9, "
                  "pytest 8.3). Reply with exactly what aider prints for each input.", AIDER_TOOLS)
    state = ("aider launched in /home/tomas/code/cfgql:\nAider v0.58.1\nMain model: gpt-4o-2024-08-06 with diff edit format\n"
             "Weak model: gpt-4o-mini\nGit repo: .git with 23 files\nRepo-map: using 1024 tokens, auto refresh\n"
             "Task: string literals containing escaped quotes (`\"say \\\"hi\\\"\"`) fail to parse; the test is already written.")
    e1 = aider_block("cfgql/grammar.lark", "lark", 'STRING: /"[^"]*"/', 'STRING: /"(?:[^"\\\\]|\\\\.)*"/')
    e2 = (aider_block("cfgql/parser.py", "python", "from lark import Lark, Transformer, v_args",
                      "import json\n\nfrom lark import Lark, Transformer, v_args")
          + "\n\n" + aider_block("cfgql/parser.py", "python", "    def string(self, s):\n        return s[1:-1]",
                                 "    def string(self, s):\n        return json.loads(s)"))
    fail1 = (".......F................                                                 [100%]\n"
             "=================================== FAILURES ===================================\n"
             "________________________ test_string_with_escaped_quote ________________________\n\n"
             "    def test_string_with_escaped_quote():\n>       q = parse('name = \"say \\\\\"hi\\\\\"\"')\n\n"
             "tests/test_parser.py:61: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ \n"
             "cfgql/parser.py:48: in parse\n    return _transformer.transform(_parser.parse(text))\n"
             ".venv/lib/python3.11/site-packages/lark/lark.py:658: in parse\n    return self.parser.parse(text, start=start, on_error=on_error)\n"
             "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ \n"
             "E   lark.exceptions.UnexpectedCharacters: No terminal matches 'h' in the current parser context, at line 1 col 15\n"
             "E   \nE   name = \"say \\\"hi\\\"\"\nE                 ^\nE   Expected one of: \nE   \t* AND\nE   \t* OR\nE   \t* RPAR\nE   \t* $END\n"
             "=========================== short test summary info ============================\n"
             "FAILED tests/test_parser.py::test_string_with_escaped_quote - lark.exceptions.UnexpectedCharacters: No terminal matches 'h' in the cur...\n"
             "1 failed, 23 passed in 0.31s")
    fail2 = (".......F................                                                 [100%]\n"
             "=================================== FAILURES ===================================\n"
             "________________________ test_string_with_escaped_quote ________________________\n\n"
             "    def test_string_with_escaped_quote():\n        q = parse('name = \"say \\\\\"hi\\\\\"\"')\n"
             ">       assert q.value == 'say \"hi\"'\n"
             "E       assert 'say \\\\\"hi\\\\\"' == 'say \"hi\"'\nE         \nE         - say \"hi\"\nE         + say \\\"hi\\\"\nE         ?     +   +\n\n"
             "tests/test_parser.py:62: AssertionError\n"
             "=========================== short test summary info ============================\n"
             "FAILED tests/test_parser.py::test_string_with_escaped_quote - assert 'say \\\\\"hi\\\\\"' == 'say \"hi\"'\n"
             "1 failed, 23 passed in 0.29s")
    ok = "........................                                                 [100%]\n24 passed in 0.27s"
    turns = [
        ("/add cfgql/grammar.lark cfgql/parser.py", "Added cfgql/grammar.lark to the chat\nAdded cfgql/parser.py to the chat"),
        ("/run pytest -q tests/test_parser.py", aider_run(fail1)),
        (e1, "Tokens: 3.6k sent, 98 received. Cost: $0.01 message, $0.01 session.\nApplied edit to cfgql/grammar.lark\n"
             "Commit 2e9d4b7 fix: Allow escaped quotes in string literals"),
        ("/run pytest -q tests/test_parser.py", aider_run(fail2)),
        (e2, "Tokens: 4.9k sent, 141 received. Cost: $0.02 message, $0.03 session.\nApplied edit to cfgql/parser.py\n"
             "Commit 7a31c5e fix: Decode escape sequences in string literals"),
        ("/run pytest -q", aider_run("...................................................                      [100%]\n51 passed in 0.58s")),
        ("/git log --oneline -4",
         "7a31c5e (HEAD -> main) fix: Decode escape sequences in string literals\n"
         "2e9d4b1 fix: Allow escaped quotes in string literals\n"
         "c18f0a3 test: escaped quotes in string literals\n"
         "5b62e99 feat: IN operator for list membership"),
        ("/run pytest -q tests/test_parser.py", aider_run(ok)),
    ]
    rs.add(TASK, "h50-swe-14", sysp, turns, state=state, bad=True, turn=7,
           kind="git log lists the grammar fix as 2e9d4b1, but aider committed it as 2e9d4b7 in turn 3 and nothing rewrote history.")


# ======================================================================================================
# 15 Cobra CLI (Go, Gemini CLI) — clean
# ======================================================================================================
CB_EXPORT = '''package cmd

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/ghx-dev/ghx/internal/gh"
)

var (
	exportRepo  string
	exportOut   string
	exportState string
	exportLimit int
)

var exportCmd = &cobra.Command{
	Use:   "export",
	Short: "Export issues of a repository as JSON",
	Example: `  ghx export --repo acme/api --out issues.json
  ghx export --repo acme/api --state closed --limit 50`,
	RunE: func(cmd *cobra.Command, args []string) error {
		client, err := gh.NewClientFromEnv()
		if err != nil {
			return err
		}
		issues, err := client.ListIssues(cmd.Context(), exportRepo, exportState, exportLimit)
		if err != nil {
			return fmt.Errorf("listing issues of %s: %w", exportRepo, err)
		}
		w := os.Stdout
		if exportOut != "" && exportOut != "-" {
			f, err := os.Create(exportOut)
			if err != nil {
				return err
			}
			defer f.Close()
			w = f
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(issues); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "exported %d issues from %s\\n", len(issues), exportRepo)
		return nil
	},
}

func init() {
	rootCmd.AddCommand(exportCmd)
	exportCmd.Flags().StringVar(&exportRepo, "repo", "", "repository in OWNER/NAME form (required)")
	exportCmd.Flags().StringVar(&exportOut, "out", "-", "file to write, - for stdout")
	exportCmd.Flags().StringVar(&exportState, "state", "open", "issue state: open, closed or all")
	exportCmd.Flags().IntVar(&exportLimit, "limit", 500, "maximum number of issues")
	_ = exportCmd.MarkFlagRequired("repo")
}
'''


def t15(rs: RowSet) -> None:
    root = "/home/sam/src/ghx"
    f = f"{root}/cmd/export.go"
    flag_old = '\texportCmd.Flags().StringVar(&exportOut, "out", "-", "file to write, - for stdout")'
    flag_new = ('\texportCmd.Flags().StringVarP(&exportOut, "output", "o", "-", "file to write, - for stdout")\n'
                '\texportCmd.Flags().StringVar(&exportOut, "out", "-", "file to write, - for stdout")\n'
                '\t_ = exportCmd.Flags().MarkDeprecated("out", "use --output instead")')
    ex_old = "ghx export --repo acme/api --out issues.json"
    ex_new = "ghx export --repo acme/api -o issues.json"
    sysp = system("You are simulating the tools of Gemini CLI in the Go module github.com/ghx-dev/ghx at "
                  f"{root} (a Cobra 1.8.1 command line tool, go1.22.5 linux/amd64, GITHUB_TOKEN set). run_shell_command results use Gemini "
                  "CLI's Command/Directory/Stdout/Stderr/Error/Exit Code/Signal/Background PIDs/Process Group PGID layout.", GEM_TOOLS)
    state = (f"Project root: {root}. User: \"Every other subcommand uses --output/-o; rename export's --out to --output with -o, but keep "
             "--out working as a deprecated alias so existing scripts don't break.\"")
    gflags = ("\nGlobal Flags:\n      --config string   config file (default \"/home/sam/.config/ghx/config.yaml\")\n"
              "  -v, --verbose         verbose output")
    help1 = ("Export issues of a repository as JSON\n\nUsage:\n  ghx export [flags]\n\nExamples:\n"
             "  ghx export --repo acme/api --out issues.json\n  ghx export --repo acme/api --state closed --limit 50\n\nFlags:\n"
             "  -h, --help           help for export\n      --limit int      maximum number of issues (default 500)\n"
             "      --out string     file to write, - for stdout (default \"-\")\n"
             "      --repo string    repository in OWNER/NAME form (required)\n"
             "      --state string   issue state: open, closed or all (default \"open\")\n" + gflags)
    help2 = ("Export issues of a repository as JSON\n\nUsage:\n  ghx export [flags]\n\nExamples:\n"
             "  ghx export --repo acme/api -o issues.json\n  ghx export --repo acme/api --state closed --limit 50\n\nFlags:\n"
             "  -h, --help            help for export\n      --limit int       maximum number of issues (default 500)\n"
             "  -o, --output string   file to write, - for stdout (default \"-\")\n"
             "      --repo string     repository in OWNER/NAME form (required)\n"
             "      --state string    issue state: open, closed or all (default \"open\")\n" + gflags)
    b = "go build -o bin/ghx . && ./bin/ghx export --help"
    r1 = "./bin/ghx export --repo acme/api --out /tmp/old.json; ./bin/ghx export --repo acme/api -o /tmp/new.json; ls -l /tmp/old.json /tmp/new.json bin/ghx"
    turns = [
        (gem_call("read_file", absolute_path=f), CB_EXPORT),
        (gem_call("run_shell_command", command="go run . export --help", description="Show the current help of the export command."),
         gem_shell("go run . export --help", help1, pgid=61402)),
        (gem_call("replace", file_path=f, old_string=flag_old, new_string=flag_new), f"Successfully modified file: {f} (1 replacements)."),
        (gem_call("replace", file_path=f, old_string=ex_old, new_string=ex_new), f"Successfully modified file: {f} (1 replacements)."),
        (gem_call("run_shell_command", command=b, description="Rebuild and show the new help."), gem_shell(b, help2, pgid=61877)),
        (gem_call("run_shell_command", command=r1, description="Export once with the deprecated flag and once with the new one."),
         gem_shell(r1, "-rwxr-xr-x 1 sam sam 11874304 Jul  8 15:21 bin/ghx\n-rw-r--r-- 1 sam sam   402318 Jul  8 15:22 /tmp/new.json\n"
                       "-rw-r--r-- 1 sam sam   402318 Jul  8 15:22 /tmp/old.json",
                   err="Flag --out has been deprecated, use --output instead\nexported 214 issues from acme/api\nexported 214 issues from acme/api",
                   pgid=62015)),
        (gem_call("run_shell_command", command="cmp /tmp/old.json /tmp/new.json && echo identical; gofmt -l . ; go vet ./... && go test ./... 2>&1",
                  description="Compare both exports, vet and test."),
         gem_shell("cmp /tmp/old.json /tmp/new.json && echo identical; gofmt -l . ; go vet ./... && go test ./... 2>&1",
                   "identical\n?   \tgithub.com/ghx-dev/ghx\t[no test files]\nok  \tgithub.com/ghx-dev/ghx/cmd\t0.041s\n"
                   "ok  \tgithub.com/ghx-dev/ghx/internal/gh\t0.112s", pgid=62230)),
    ]
    rs.add(TASK, "h50-swe-15", sysp, turns, state=state)


# ======================================================================================================
# 16 Chevrotain (TypeScript, OpenHands) — clean
# ======================================================================================================
CV_PARSER = '''import { CstParser, createToken, Lexer } from 'chevrotain'

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\\s+/, group: Lexer.SKIPPED })
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\\d+(\\.\\d+)?/ })
export const CellRef = createToken({ name: 'CellRef', pattern: /[A-Z]{1,3}[1-9]\\d*/i })
export const AdditionOperator = createToken({ name: 'AdditionOperator', pattern: Lexer.NA })
export const Plus = createToken({ name: 'Plus', pattern: /\\+/, categories: AdditionOperator })
export const Minus = createToken({ name: 'Minus', pattern: /-/, categories: AdditionOperator })
export const MultiplicationOperator = createToken({ name: 'MultiplicationOperator', pattern: Lexer.NA })
export const Times = createToken({ name: 'Times', pattern: /\\*/, categories: MultiplicationOperator })
export const Div = createToken({ name: 'Div', pattern: /\\//, categories: MultiplicationOperator })
export const LParen = createToken({ name: 'LParen', pattern: /\\(/ })
export const RParen = createToken({ name: 'RParen', pattern: /\\)/ })

export const allTokens = [
  WhiteSpace,
  NumberLiteral,
  CellRef,
  Plus,
  Minus,
  Times,
  Div,
  LParen,
  RParen,
  AdditionOperator,
  MultiplicationOperator,
]
export const FormulaLexer = new Lexer(allTokens)

export class FormulaParser extends CstParser {
  constructor() {
    super(allTokens)
    this.performSelfAnalysis()
  }

  public expression = this.RULE('expression', () => {
    this.SUBRULE(this.multiplication, { LABEL: 'lhs' })
    this.MANY(() => {
      this.CONSUME(AdditionOperator)
      this.SUBRULE2(this.multiplication, { LABEL: 'rhs' })
    })
  })

  private multiplication = this.RULE('multiplication', () => {
    this.SUBRULE(this.atomic, { LABEL: 'lhs' })
    this.MANY(() => {
      this.CONSUME(MultiplicationOperator)
      this.SUBRULE2(this.atomic, { LABEL: 'rhs' })
    })
  })

  private atomic = this.RULE('atomic', () => {
    this.OR([
      { ALT: () => this.CONSUME(NumberLiteral) },
      { ALT: () => this.CONSUME(CellRef) },
      {
        ALT: () => {
          this.CONSUME(LParen)
          this.SUBRULE(this.expression)
          this.CONSUME(RParen)
        },
      },
    ])
  })
}

export const parser = new FormulaParser()'''

CV_EVAL = '''import type { IToken } from 'chevrotain'
import { FormulaLexer, parser, Plus, Times } from './parser'

export type Sheet = Record<string, number>

const BaseVisitor = parser.getBaseCstVisitorConstructor()

class Evaluator extends BaseVisitor {
  constructor(private readonly sheet: Sheet) {
    super()
    this.validateVisitor()
  }

  expression(ctx: any): number {
    return this.fold(ctx, (a, b, op) => (op.tokenType === Plus ? a + b : a - b))
  }

  multiplication(ctx: any): number {
    return this.fold(ctx, (a, b, op) => (op.tokenType === Times ? a * b : a / b))
  }

  atomic(ctx: any): number {
    if (ctx.NumberLiteral) return Number(ctx.NumberLiteral[0].image)
    if (ctx.CellRef) return this.cell(ctx.CellRef[0])
    return this.visit(ctx.expression)
  }

  private fold(ctx: any, apply: (a: number, b: number, op: IToken) => number): number {
    let acc: number = this.visit(ctx.lhs)
    const ops: IToken[] = ctx.AdditionOperator ?? ctx.MultiplicationOperator ?? []
    ops.forEach((op, i) => {
      acc = apply(acc, this.visit(ctx.rhs[i]), op)
    })
    return acc
  }

  private cell(tok: IToken): number {
    const key = tok.image.toUpperCase()
    if (!(key in this.sheet)) throw new RangeError(`#REF! ${tok.image}`)
    return this.sheet[key]
  }
}

export function evaluate(formula: string, sheet: Sheet = {}): number {
  const lexed = FormulaLexer.tokenize(formula.replace(/^=/, ''))
  if (lexed.errors.length) throw new SyntaxError(lexed.errors[0].message)
  parser.input = lexed.tokens
  const cst = parser.expression()
  if (parser.errors.length) throw new SyntaxError(parser.errors[0].message)
  return new Evaluator(sheet).visit(cst)
}'''


def t16(rs: RowSet) -> None:
    root = "/workspace/formula-lang"
    pp, ep = f"{root}/src/parser.ts", f"{root}/src/evaluator.ts"
    p_old = "pattern: /[A-Z]{1,3}[1-9]\\d*/i"
    p_new = "pattern: /\\$?[A-Z]{1,3}\\$?[1-9]\\d*/i"
    e_old = "    const key = tok.image.toUpperCase()"
    e_new = "    const key = tok.image.replace(/\\$/g, '').toUpperCase()"
    p2 = replace_once(CV_PARSER, p_old, p_new)
    e2 = replace_once(CV_EVAL, e_old, e_new)
    py = "/usr/bin/python"
    lk = line_of(CV_EVAL, "const key = tok.image")

    def out(s: str, code: int = 0) -> str:
        return oh_out(s, root, code, py=py)

    def grep(files: list[tuple[str, str]], term: str) -> str:
        return "\n".join(f"{name}:{i}:{ln}" for name, text in files for i, ln in enumerate(text.split("\n"), 1) if term in ln)

    sysp = system("You are simulating the sandbox of an OpenHands agent: a Node 20.15.1 container with the TypeScript project formula-lang "
                  f"(a spreadsheet formula evaluator on chevrotain 11.0.3, tested with vitest 2.0.3) at {root}. Tool outputs are rendered "
                  "exactly as OpenHands returns them.", OH_TOOLS)
    state = (f"Repository at {root} (branch main). Issue #41: absolute references such as `=$A$1*2` or `=B$3+1` fail with "
             "`unexpected character: ->$<-`; they should evaluate like relative references.")
    log1 = ("a7c09e3 (HEAD -> main, origin/main) Case-insensitive cell references\n"
            "31f6b2d Split multiplication rule for correct precedence\n"
            "e08d4c5 Add #REF! error for unknown cells\n"
            "5d9a771 Token categories for operators\n"
            "c2b14f0 Leading '=' is optional")
    fail = (" ❯ test/evaluator.test.ts (19 tests | 2 failed) 24ms\n"
            "   × cell references > resolves absolute reference $A$1\n"
            "     → unexpected character: ->$<- at offset: 0, skipped 1 characters.\n"
            "   × cell references > resolves mixed reference B$3\n"
            "     → unexpected character: ->$<- at offset: 1, skipped 1 characters.\n"
            " ✓ test/lexer.test.ts (12 tests) 6ms\n\n"
            "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯\n\n"
            " Test Files  1 failed | 1 passed (2)\n      Tests  2 failed | 29 passed (31)\n   Start at  11:02:37\n"
            "   Duration  418ms (transform 71ms, setup 0ms, collect 156ms, tests 30ms, environment 0ms, prepare 104ms)")
    ok = (" ✓ test/lexer.test.ts (12 tests) 6ms\n ✓ test/evaluator.test.ts (19 tests) 21ms\n\n"
          " Test Files  2 passed (2)\n      Tests  31 passed (31)\n   Start at  11:05:12\n"
          "   Duration  402ms (transform 69ms, setup 0ms, collect 149ms, tests 27ms, environment 0ms, prepare 98ms)")
    turns = [
        (oh_call("execute_bash", command=f"cd {root} && git log --oneline -5"), out(log1)),
        (oh_call("execute_bash", command="grep -rn 'CellRef' src/"),
         out(grep([("src/evaluator.ts", CV_EVAL), ("src/parser.ts", CV_PARSER)], "CellRef"))),
        (oh_call("str_replace_editor", command="view", path=pp, view_range=[1, 14]), oh_view(pp, CV_PARSER, 1, 14)),
        (oh_call("execute_bash", command="npx vitest run 2>&1 | tail -n 16"), out(fail, 0)),
        (oh_call("str_replace_editor", command="str_replace", path=pp, old_str=p_old, new_str=p_new),
         oh_edited(pp, p2, "export const CellRef = createToken({ name: 'CellRef', pattern: /\\$?[A-Z]{1,3}\\$?[1-9]\\d*/i })")),
        (oh_call("str_replace_editor", command="view", path=ep, view_range=[lk - 1, lk + 4]), oh_view(ep, CV_EVAL, lk - 1, lk + 4)),
        (oh_call("str_replace_editor", command="str_replace", path=ep, old_str=e_old, new_str=e_new), oh_edited(ep, e2, e_new)),
        (oh_call("execute_bash", command="npx vitest run 2>&1 | tail -n 8"), out(ok)),
        (oh_call("execute_bash", command="git commit -qam 'Support absolute and mixed cell references ($A$1, B$3)' && git log --oneline -3 && git show --stat --format= HEAD"),
         out("f41d8b2 (HEAD -> main) Support absolute and mixed cell references ($A$1, B$3)\n"
             "a7c09e3 (origin/main) Case-insensitive cell references\n31f6b2d Split multiplication rule for correct precedence\n"
             " src/evaluator.ts | 2 +-\n src/parser.ts    | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)")),
    ]
    rs.add(TASK, "h50-swe-16", sysp, turns, state=state)


# ======================================================================================================
# 17 clap (Rust, SWE-agent) — a file renamed with git mv is listed again under its old name
# ======================================================================================================
CL_MAIN = '''use anyhow::Result;
use clap::{Parser, Subcommand};

mod cmd;
mod reader;

/// Fast CSV swiss-army knife.
#[derive(Parser)]
#[command(name = "csvtool", version, about, long_about = None)]
struct Cli {
    /// Field delimiter (default: ',')
    #[arg(short, long, global = true, default_value_t = ',')]
    delimiter: char,

    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Print the first N rows
    Head(cmd::head::Args),
    /// Column statistics (count, nulls, min, max, mean)
    Stats(cmd::stats::Args),
    /// Select and reorder columns
    Select(cmd::select::Args),
    /// Write rows as JSON lines or a JSON array
    Export(cmd::export::Args),
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Commands::Head(args) => cmd::head::run(args, cli.delimiter),
        Commands::Stats(args) => cmd::stats::run(args, cli.delimiter),
        Commands::Select(args) => cmd::select::run(args, cli.delimiter),
        Commands::Export(args) => cmd::export::run(args, cli.delimiter),
    }
}'''


def t17(rs: RowSet) -> None:
    p = "/repo/src/main.rs"
    s = line_of(CL_MAIN, "/// Write rows as JSON")
    e = line_of(CL_MAIN, "Commands::Export(args)")
    lines = CL_MAIN.split("\n")
    block_old = "\n".join(lines[s - 1:e])
    block_new = (block_old.replace("    Export(cmd::export::Args),", "    #[command(alias = \"export\")]\n    Dump(cmd::dump::Args),")
                 .replace("Commands::Export(args) => cmd::export::run", "Commands::Dump(args) => cmd::dump::run"))
    m2 = replace_once(CL_MAIN, block_old, block_new)
    sysp = system("You are simulating the environment of SWE-agent on the Rust repository csvtool at /repo (clap 4.5.8 with the derive "
                  "feature, rustc 1.79.0). Each observation ends with `(Open file: ...)`, `(Current directory: ...)` and the `bash-$` "
                  "prompt; `open` and `edit` show a 100-line window with `N:` line prefixes.", SWEA_TOOLS)
    state = ("<uploaded_files>\n/repo\n</uploaded_files>\nIssue: rename the `export` subcommand to `dump` (the module too: "
             "src/cmd/export.rs -> src/cmd/dump.rs) and keep `export` working as a hidden alias.\n\n(Open file: n/a)\n(Current directory: /repo)\nbash-$")
    help_out = ("Fast CSV swiss-army knife\n\nUsage: csvtool [OPTIONS] <COMMAND>\n\nCommands:\n  head    Print the first N rows\n"
                "  stats   Column statistics (count, nulls, min, max, mean)\n  select  Select and reorder columns\n"
                "  dump    Write rows as JSON lines or a JSON array\n  help    Print this message or the help of the given subcommand(s)\n\n"
                "Options:\n  -d, --delimiter <DELIMITER>  Field delimiter (default: ',') [default: ,]\n  -h, --help                   Print help\n"
                "  -V, --version                Print version")
    turns = [
        (swea_call("bash", command="ls src src/cmd && cat src/cmd/mod.rs"),
         "src:\ncmd\nmain.rs\nreader.rs\n\nsrc/cmd:\nexport.rs\nhead.rs\nmod.rs\nselect.rs\nstats.rs\n"
         "pub mod export;\npub mod head;\npub mod select;\npub mod stats;\n" + swea_prompt(None, "/repo")),
        (swea_call("bash", command="git mv src/cmd/export.rs src/cmd/dump.rs && sed -i 's/^pub mod export;/pub mod dump;/' src/cmd/mod.rs && git status --short"),
         "R  src/cmd/export.rs -> src/cmd/dump.rs\n M src/cmd/mod.rs\n" + swea_prompt(None, "/repo")),
        (swea_call("open", path="src/main.rs"), swea_window(p, CL_MAIN)),
        (swea_call("edit", start_line=s, end_line=e, replacement_text=block_new), swea_window(p, m2, updated=True)),
        (swea_call("bash", command="cargo build 2>&1 | tail -n 3"),
         "   Compiling csvtool v0.4.1 (/repo)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.27s\n" + swea_prompt(p, "/repo")),
        (swea_call("bash", command="find src -name '*.rs' | sort && cat src/cmd/mod.rs"),
         "src/cmd/export.rs\nsrc/cmd/head.rs\nsrc/cmd/mod.rs\nsrc/cmd/select.rs\nsrc/cmd/stats.rs\nsrc/main.rs\nsrc/reader.rs\n"
         "pub mod dump;\npub mod head;\npub mod select;\npub mod stats;\n" + swea_prompt(p, "/repo")),
        (swea_call("bash", command="./target/debug/csvtool --help && printf 'a,b\\n1,2\\n' | ./target/debug/csvtool export"),
         help_out + "\n{\"a\":\"1\",\"b\":\"2\"}\n" + swea_prompt(p, "/repo")),
    ]
    rs.add(TASK, "h50-swe-17", sysp, turns, state=state, bad=True, turn=6,
           kind="find lists src/cmd/export.rs (and no dump.rs) although turn 2 renamed it to src/cmd/dump.rs with git mv.")


# ======================================================================================================
# 18 Roda (Ruby, Cline) — the access log's timestamp for a later request goes backwards
# ======================================================================================================
RD_APP = '''# frozen_string_literal: true

require 'roda'
require 'json'
require 'time'
require_relative 'lib/checks'

class StatusBoard < Roda
  plugin :json
  plugin :halt
  plugin :common_logger, $stdout

  CHECKS = Checks.load(File.expand_path('config/checks.yml', __dir__))

  route do |r|
    r.root do
      r.redirect '/api/status'
    end

    r.on 'api' do
      r.get 'status' do
        results = CHECKS.map(&:call)
        response.status = results.all?(&:ok?) ? 200 : 503
        {
          status: results.all?(&:ok?) ? 'ok' : 'degraded',
          checked_at: Time.now.utc.iso8601,
          checks: results.map(&:to_h)
        }
      end

      r.get 'checks', String do |name|
        check = CHECKS.find { |c| c.name == name } or r.halt(404, { error: "unknown check #{name}" })
        check.call.to_h
      end
    end
  end
end'''


def t18(rs: RowSet) -> None:
    cwd = "/home/priya/dev/status-board"
    old = "        response.status = results.all?(&:ok?) ? 200 : 503\n"
    new = old + "        response['Cache-Control'] = 'public, max-age=30'\n"
    app2 = replace_once(RD_APP, old, new)
    sysp = system("You are simulating the VS Code workspace of the Cline extension on Ubuntu 24.04 (bash): the Roda 3.81 app status-board "
                  f"at {cwd} (Ruby 3.3.3, Puma 6.4.2, minitest). Each tool result is rendered as Cline feeds it back, followed by "
                  "environment_details.", CLINE_TOOLS)

    def env(vis: str, tabs: list[str], t: str) -> str:
        return cline_env(vis, tabs, f"7/2/2025, {t} PM (Europe/Amsterdam, UTC+2:00)", cwd)

    state = ("<task>\nOur status page polls /api/status every 5 s per open browser tab and hammers the checks. Let browsers and the CDN "
             "cache /api/status for 30 seconds.\n</task>" + env("(No visible files)", ["(No open tabs)"], "2:04:41"))

    def body(ts: str, ms: tuple[str, str, str]) -> str:
        return json.dumps({"status": "ok", "checked_at": ts, "checks": [
            {"name": "postgres", "ok": True, "ms": float(ms[0])}, {"name": "redis", "ok": True, "ms": float(ms[1])},
            {"name": "smtp", "ok": True, "ms": float(ms[2])}]}, separators=(",", ":"))

    b1 = body("2025-07-02T12:05:31Z", ("3.1", "0.8", "41.7"))
    b2 = body("2025-07-02T12:07:19Z", ("2.7", "0.9", "38.2"))

    def boot(pid: int) -> str:
        return ("Puma starting in single mode...\n* Puma version: 6.4.2 (ruby 3.3.3-p89) (\"The Eagle of Durango\")\n*  Min threads: 0\n"
                f"*  Max threads: 5\n*  Environment: development\n*          PID: {pid}\n* Listening on http://127.0.0.1:9292\n"
                "* Listening on http://[::1]:9292\nUse Ctrl-C to stop")

    req1 = f'127.0.0.1 - - [02/Jul/2025:14:05:31 +0200] "GET /api/status HTTP/1.1" 200 {len(b1)} 0.0458'
    req2 = f'127.0.0.1 - - [02/Jul/2025:14:01:19 +0200] "GET /api/status HTTP/1.1" 200 {len(b2)} 0.0421'
    hdr1 = f"HTTP/1.1 200 OK\ncontent-type: application/json\nContent-Length: {len(b1)}\n\n{b1}"
    hdr2 = f"HTTP/1.1 200 OK\ncontent-type: application/json\ncache-control: public, max-age=30\nContent-Length: {len(b2)}\n\n{b2}"
    c3 = "curl -si localhost:9292/api/status; echo; cat log/dev.log"
    c5 = "kill 38214; sleep 1; bundle exec rackup -p 9292 >> log/dev.log 2>&1 & sleep 3; curl -si localhost:9292/api/status; echo; tail -n 14 log/dev.log"
    tests = ("Run options: --seed 27719\n\n# Running:\n\n.........\n\nFinished in 0.214903s, 41.8794 runs/s, 97.7185 assertions/s.\n\n"
             "9 runs, 21 assertions, 0 failures, 0 errors, 0 skips")
    tabs = ["app.rb"]
    turns = [
        ("<read_file>\n<path>app.rb</path>\n</read_file>", f"[read_file for 'app.rb'] Result:\n{RD_APP}" + env("app.rb", tabs, "2:04:58")),
        ("<execute_command>\n<command>mkdir -p log && bundle exec rackup -p 9292 > log/dev.log 2>&1 &</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("mkdir -p log && bundle exec rackup -p 9292 > log/dev.log 2>&1 &", "[1] 38214") + env("app.rb", tabs, "2:05:12")),
        (f"<execute_command>\n<command>{c3}</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd(c3, hdr1 + "\n" + boot(38214) + "\n" + req1) + env("app.rb", tabs, "2:05:33")),
        (f"<replace_in_file>\n<path>app.rb</path>\n<diff>\n------- SEARCH\n{old.rstrip()}\n=======\n{new.rstrip()}\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
         cline_saved("app.rb", app2) + env("app.rb", tabs, "2:06:48")),
        (f"<execute_command>\n<command>{c5}</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd(c5, "[2] 38467\n" + hdr2 + "\n" + req1 + "\n- Gracefully stopping, waiting for requests to finish\n"
                   "=== puma shutdown: 2025-07-02 14:07:14 +0200 ===\n- Goodbye!\n" + boot(38467) + "\n" + req2)
         + env("app.rb", tabs, "2:07:21")),
        ("<execute_command>\n<command>bundle exec rake test</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("bundle exec rake test", tests) + env("app.rb", tabs, "2:07:58")),
        ("<execute_command>\n<command>git status --short && git diff --stat</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
         cline_cmd("git status --short && git diff --stat", " M app.rb\n?? log/\n app.rb | 1 +\n 1 file changed, 1 insertion(+)") + env("app.rb", tabs, "2:08:10")),
        ("<execute_command>\n<command>git add app.rb && git commit -m \"Cache /api/status for 30 seconds\"</command>\n<requires_approval>true</requires_approval>\n</execute_command>",
         cline_cmd("git add app.rb && git commit -m \"Cache /api/status for 30 seconds\"",
                   "[main 6b0e2f9] Cache /api/status for 30 seconds\n 1 file changed, 1 insertion(+)") + env("app.rb", tabs, "2:08:31")),
    ]
    rs.add(TASK, "h50-swe-18", sysp, turns, state=state, bad=True, turn=5,
           kind="the access log stamps the request made after the restart 14:01:19, earlier than the 14:05:31 request and the 14:07:14 shutdown before it.")


# ======================================================================================================
# 19 picocli (Java, Aider) — clean
# ======================================================================================================
def t19(rs: RowSet) -> None:
    main = "src/main/java/dev/logslice/LogSlice.java"
    test = "src/test/java/dev/logslice/SinceParserTest.java"
    sysp = system("You are simulating a terminal running aider 0.60.1 (model claude-3-5-sonnet-20240620, diff edit format, auto-commits on) "
                  "in the git repository /home/lee/src/logslice, a picocli 4.7.6 command line tool built with Maven 3.9.8 on JDK 21. "
                  "Reply with exactly what aider prints for each input.", AIDER_TOOLS)
    state = ("aider launched in /home/lee/src/logslice:\nAider v0.60.1\nMain model: claude-3-5-sonnet-20240620 with diff edit format, "
             "prompt cache, infinite output\nWeak model: claude-3-haiku-20240307\nGit repo: .git with 17 files\n"
             "Repo-map: using 1024 tokens, auto refresh\nTask: add a --since option (ISO-8601 instant or relative age such as 15m, 2h, 1d).")
    e1 = (aider_block(main, "java",
                      "    @Option(names = {\"-l\", \"--level\"}, description = \"Minimum level: ${COMPLETION-CANDIDATES}\", defaultValue = \"INFO\")\n    Level level;",
                      "    @Option(names = {\"-l\", \"--level\"}, description = \"Minimum level: ${COMPLETION-CANDIDATES}\", defaultValue = \"INFO\")\n    Level level;\n\n"
                      "    @Option(names = \"--since\", description = \"Only lines at or after this time: ISO-8601 instant or a relative age like 15m, 2h, 1d\")\n    String since;")
          + "\n\n" + aider_block(main, "java", "    public static void main(String[] args) {",
                                 "    static Instant parseSince(String value, Instant now) {\n        if (value.matches(\"\\\\d+[smhd]\")) {\n"
                                 "            long n = Long.parseLong(value.substring(0, value.length() - 1));\n"
                                 "            Duration age = switch (value.charAt(value.length() - 1)) {\n"
                                 "                case 's' -> Duration.ofSeconds(n);\n                case 'm' -> Duration.ofMinutes(n);\n"
                                 "                case 'h' -> Duration.ofHours(n);\n                default -> Duration.ofDays(n);\n            };\n"
                                 "            return now.minus(age);\n        }\n        return Instant.parse(value);\n    }\n\n"
                                 "    public static void main(String[] args) {"))
    e2 = aider_block(main, "java", "import java.time.Instant;", "import java.time.Duration;\nimport java.time.Instant;")
    tsrc = ("package dev.logslice;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\nimport static org.junit.jupiter.api.Assertions.assertThrows;\n\n"
            "import java.time.Instant;\nimport java.time.format.DateTimeParseException;\nimport org.junit.jupiter.api.Test;\n\nclass SinceParserTest {\n\n"
            "    private static final Instant NOW = Instant.parse(\"2025-03-14T12:00:00Z\");\n\n"
            "    @Test\n    void minutes() {\n        assertEquals(Instant.parse(\"2025-03-14T11:45:00Z\"), LogSlice.parseSince(\"15m\", NOW));\n    }\n\n"
            "    @Test\n    void days() {\n        assertEquals(Instant.parse(\"2025-03-13T12:00:00Z\"), LogSlice.parseSince(\"1d\", NOW));\n    }\n\n"
            "    @Test\n    void isoInstant() {\n        assertEquals(Instant.parse(\"2025-03-01T00:00:00Z\"), LogSlice.parseSince(\"2025-03-01T00:00:00Z\", NOW));\n    }\n\n"
            "    @Test\n    void garbageIsRejected() {\n        assertThrows(DateTimeParseException.class, () -> LogSlice.parseSince(\"yesterday\", NOW));\n    }\n}")
    e3 = aider_block(test, "java", "", tsrc).replace("<<<<<<< SEARCH\n\n=======", "<<<<<<< SEARCH\n=======")
    others = [".github/workflows/ci.yml", ".gitignore", ".mvn/wrapper/maven-wrapper.properties", "LICENSE", "README.md", "mvnw", "mvnw.cmd",
              "pom.xml", "src/main/java/dev/logslice/Level.java", "src/main/java/dev/logslice/LevelConverter.java",
              "src/main/java/dev/logslice/LineFilter.java", "src/main/java/dev/logslice/LogLine.java", "src/main/java/dev/logslice/OutputFormat.java",
              "src/test/java/dev/logslice/LineFilterTest.java", "src/test/java/dev/logslice/LogSliceTest.java", "src/test/resources/sample.log"]
    assert len(others) + 1 == 17
    mvn = "/run mvn -B test | grep -E 'Tests run|BUILD|ERROR'"
    t14 = ("[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.118 s -- in dev.logslice.LineFilterTest\n"
           "[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.071 s -- in dev.logslice.LogSliceTest\n"
           "[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
    t18 = ("[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.109 s -- in dev.logslice.LineFilterTest\n"
           "[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.023 s -- in dev.logslice.SinceParserTest\n"
           "[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.066 s -- in dev.logslice.LogSliceTest\n"
           "[INFO] Tests run: 18, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
    comp_err = ("[ERROR] COMPILATION ERROR : \n"
                "[ERROR] /home/lee/src/logslice/src/main/java/dev/logslice/LogSlice.java:[64,13] cannot find symbol\n"
                "  symbol:   class Duration\n  location: class dev.logslice.LogSlice\n"
                "[ERROR] /home/lee/src/logslice/src/main/java/dev/logslice/LogSlice.java:[65,31] cannot find symbol\n"
                "  symbol:   variable Duration\n  location: class dev.logslice.LogSlice\n"
                "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project logslice: Compilation failure: Compilation failure: \n"
                "[ERROR] -> [Help 1]")
    turns = [
        (f"/add {main}", f"Added {main} to the chat"),
        (mvn, aider_run(t14)),
        (e1, "Tokens: 6.8k sent, 402 received. Cost: $0.03 message, $0.03 session.\nApplied edit to " + main +
             "\nCommit 1f6e3d4 feat: Add --since option accepting ISO-8601 instants or relative ages"),
        ("/run mvn -B -q compile", aider_run(comp_err)),
        (e2, "Tokens: 7.9k sent, 61 received. Cost: $0.03 message, $0.06 session.\nApplied edit to " + main +
             "\nCommit 9ac0b17 fix: Import java.time.Duration"),
        (mvn, aider_run(t14.replace("0.118 s", "0.121 s").replace("0.071 s", "0.069 s"))),
        (f"/add {test}", f"No files matched '{test}'. Do you want to create /home/lee/src/logslice/{test}? (Y)es/(N)o [Yes]: y\nAdded {test} to the chat"),
        (e3, "Tokens: 8.6k sent, 389 received. Cost: $0.03 message, $0.09 session.\nApplied edit to " + test +
             "\nCommit 5c7a9e2 test: Cover relative and ISO-8601 --since values"),
        (mvn, aider_run(t18)),
        ("/ls", "Repo files not in the chat:\n" + "\n".join(f"  {x}" for x in others) + f"\n\nFiles in chat:\n  {main}\n  {test}"),
    ]
    rs.add(TASK, "h50-swe-19", sysp, turns, state=state)


# ======================================================================================================
# 20 league/csv (PHP, OpenHands) — the database holds a different count than the import reported
# ======================================================================================================
LC_IMPORTER = '''<?php

declare(strict_types=1);

namespace App;

use League\\Csv\\Reader;
use League\\Csv\\Statement;
use PDO;

final class MemberImporter
{
    /** @var list<array{int, string}> */
    private array $skipped = [];

    public function __construct(private readonly PDO $db)
    {
    }

    public function import(string $path, bool $dryRun = false): ImportResult
    {
        $csv = Reader::createFromPath($path, 'r');
        $csv->setHeaderOffset(0);

        $seen = [];
        $rows = [];
        $line = 1;
        foreach ((new Statement())->process($csv) as $record) {
            $line++;
            $email = strtolower(trim($record['email'] ?? ''));
            if ($email === '') {
                $this->skip($line, 'missing email');
                continue;
            }
            if (!filter_var($email, FILTER_VALIDATE_EMAIL)) {
                $this->skip($line, 'invalid email');
                continue;
            }
            if (isset($seen[$email])) {
                $this->skip($line, 'duplicate email');
                continue;
            }
            $seen[$email] = true;
            $rows[] = [$email, trim($record['first_name']), trim($record['last_name']), $record['joined_on'] ?: null];
        }

        if ($dryRun) {
            return ImportResult::dryRun($line - 1, count($rows), $this->skipped);
        }

        return $this->write($line - 1, $rows);
    }

    private function skip(int $line, string $reason): void
    {
        $this->skipped[] = [$line, $reason];
    }

    /** @param list<array{string, string, string, ?string}> $rows */
    private function write(int $read, array $rows): ImportResult
    {
        $this->db->beginTransaction();
        $this->db->exec('INSERT INTO import_batches (started_at) VALUES (CURRENT_TIMESTAMP)');
        $batch = (int) $this->db->lastInsertId();
        $stmt = $this->db->prepare('INSERT INTO members (email, first_name, last_name, joined_on, batch_id) VALUES (?, ?, ?, ?, ?)');
        foreach ($rows as $row) {
            $stmt->execute([...$row, $batch]);
        }
        $this->db->commit();

        return ImportResult::committed($batch, $read, count($rows), $this->skipped);
    }
}'''


def t20(rs: RowSet) -> None:
    root = "/workspace/member-import"
    f = f"{root}/src/MemberImporter.php"
    old = "        $csv = Reader::createFromPath($path, 'r');\n        $csv->setHeaderOffset(0);"
    new = ("        $csv = Reader::createFromPath($path, 'r');\n"
           "        $stats = \\League\\Csv\\Info::getDelimiterStats($csv, [',', ';', \"\\t\"], 10);\n"
           "        $csv->setDelimiter((string) array_search(max($stats), $stats, true));\n"
           "        $csv->setHeaderOffset(0);")
    f2 = replace_once(LC_IMPORTER, old, new)
    py = "/usr/bin/python3"

    def out(s: str, code: int = 0) -> str:
        return oh_out(s, root, code, py=py)

    sysp = system("You are simulating the sandbox of an OpenHands agent: a PHP 8.3.9 container (Composer 2.7.7, sqlite3 3.45.1) with the "
                  f"project member-import at {root}, which uses league/csv 9.16.0 and PHPUnit 10.5. Tool outputs are rendered exactly as "
                  "OpenHands returns them.", OH_TOOLS)
    state = (f"Repository at {root}. Ticket OPS-2291: the club's new members export (data/members.csv, saved from Excel) imports nothing: "
             "every row is skipped as `missing email`. Make the importer cope with the file, then run the real import.")
    invalid = [(37, "anna.schulz@web"), (112, "k.meier@@gmx.de"), (198, "lukas.brandt gmail.com"), (243, "—"), (390, "info@"),
               (451, "m.yilmaz@t-online,de"), (587, "jonas..weber@posteo.de"), (702, "@icloud.com"), (815, "sabine.koch@"),
               (964, "tel. 0171 2345678"), (1133, "p.nowak@outlook")]
    dupes = [(288, "lea.hoffmann@gmx.de", 41), (509, "t.richter@web.de", 77), (677, "m.wolf@posteo.de", 654), (741, "jan.krueger@gmail.com", 212),
             (1002, "s.becker@t-online.de", 15), (1188, "nina.schaefer@web.de", 930)]
    rep_rows = sorted([(ln, "invalid email", em) for ln, em in invalid] + [(ln, "duplicate email", f"{em} (first seen on line {first})") for ln, em, first in dupes])
    report = "\n".join(f"| {ln:>5} | {why:<15} | {what:<48} |" for ln, why, what in rep_rows)
    sep = "+-------+-----------------+" + "-" * 50 + "+"
    head = "| line  | reason          | " + "value".ljust(48) + " |"
    table = f"{sep}\n{head}\n{sep}\n{report}\n{sep}"
    dry2 = ("member-import 1.3.0 — dry run\nfile: data/members.csv (1204 data rows, delimiter \";\")\n"
            "processed 1204 rows: 1187 would be imported, 17 skipped\n  invalid email: 11\n  duplicate email: 6")
    turns = [
        (oh_call("execute_bash", command=f"cd {root} && wc -l data/members.csv && head -n 3 data/members.csv && git log --oneline -1"),
         out("1205 data/members.csv\nemail;first_name;last_name;joined_on;section\nkarin.vogel@gmx.de;Karin;Vogel;2019-03-01;Tennis\n"
             "d.lange@web.de;Dieter;Lange;2021-09-15;Rudern\n4e2a9c7 (HEAD -> main) Add --report=skipped option")),
        (oh_call("str_replace_editor", command="view", path=f), oh_view(f, LC_IMPORTER)),
        (oh_call("execute_bash", command="php bin/import.php data/members.csv --dry-run"),
         out("member-import 1.3.0 — dry run\nfile: data/members.csv (1204 data rows, delimiter \",\")\n"
             "processed 1204 rows: 0 would be imported, 1204 skipped\n  missing email: 1204")),
        (oh_call("str_replace_editor", command="str_replace", path=f, old_str=old, new_str=new), oh_edited(f, f2, new)),
        (oh_call("execute_bash", command="php bin/import.php data/members.csv --dry-run"), out(dry2)),
        (oh_call("execute_bash", command="vendor/bin/phpunit --colors=never"),
         out("PHPUnit 10.5.27 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.9\nConfiguration: /workspace/member-import/phpunit.xml\n\n"
             "............                                                      12 / 12 (100%)\n\nTime: 00:00.094, Memory: 10.00 MB\n\nOK (12 tests, 31 assertions)")),
        (oh_call("execute_bash", command="php bin/import.php data/members.csv --dry-run --report=skipped"), out(dry2 + "\n\n" + table)),
        (oh_call("execute_bash", command="php bin/import.php data/members.csv"),
         out("member-import 1.3.0\nfile: data/members.csv (1204 data rows, delimiter \";\")\n"
             "processed 1204 rows: 1187 imported, 17 skipped\n  invalid email: 11\n  duplicate email: 6\nbatch #58 committed in 2.41s")),
        (oh_call("execute_bash", command="sqlite3 -header -column var/members.db \"SELECT batch_id, COUNT(*) AS members FROM members GROUP BY batch_id ORDER BY batch_id DESC LIMIT 3; SELECT COUNT(*) AS total FROM members;\""),
         out("batch_id  members\n--------  -------\n58        1178   \n57        64     \n56        212    \n"
             "total\n-----\n9431 ")),
        (oh_call("execute_bash", command="git status --short"), out(" M src/MemberImporter.php\n M var/members.db")),
        (oh_call("execute_bash", command="git diff -- src/"),
         out(git_diff("src/MemberImporter.php", LC_IMPORTER, f2, "0b7d31e..e95fa24"))),
    ]
    rs.add(TASK, "h50-swe-20", sysp, turns, state=state, bad=True, turn=9,
           kind="sqlite shows 1178 members in batch 58, but the import that committed batch #58 one turn earlier reported 1187 imported rows.")


# ======================================================================================================
# 21 DuckDB (SQL/Python, Claude Code) — a table created in turn 3 is missing from .tables
# ======================================================================================================
def t21(rs: RowSet) -> None:
    root = "/home/jonas/analytics/tripstats"
    sysp = system("You are simulating the tool environment of Claude Code in the analytics repository tripstats at "
                  f"{root} (DuckDB CLI v1.0.0, Python 3.12, macOS 14.5 on arm64). Bash returns raw stdout/stderr; DuckDB prints its "
                  "default box-drawing result tables.", CC_TOOLS)
    state = (f"cwd: {root}\nUser: \"Build a daily_trips table in warehouse.duckdb from trips_2024_01 (trips, revenue, average distance per "
             "pickup day, January only) and save the SQL under models/ so we can rebuild it.\"")
    tables = ("payment_types    trips_2024_01    trips_2024_03    zones          \n"
              "rate_codes       trips_2024_02    vendors        ")
    sql = ("CREATE TABLE daily_trips AS\nSELECT CAST(tpep_pickup_datetime AS DATE) AS day,\n       count(*) AS trips,\n"
           "       round(sum(total_amount), 2) AS revenue,\n       round(avg(trip_distance), 2) AS avg_miles\nFROM trips_2024_01\n"
           "WHERE tpep_pickup_datetime >= '2024-01-01' AND tpep_pickup_datetime < '2024-02-01'\nGROUP BY ALL;\n")
    create = f"duckdb warehouse.duckdb <<'SQL'\n{sql}SELECT count(*) FROM daily_trips;\nSQL"
    first5 = ("┌────────────┬───────┬────────────┬───────────┐\n│    day     │ trips │  revenue   │ avg_miles │\n"
              "│    date    │ int64 │   double   │  double   │\n├────────────┼───────┼────────────┼───────────┤\n"
              "│ 2024-01-01 │ 80475 │ 2345821.43 │      4.12 │\n│ 2024-01-02 │ 71201 │ 2021554.18 │      3.96 │\n"
              "│ 2024-01-03 │ 81913 │ 2188932.07 │      3.41 │\n│ 2024-01-04 │ 98207 │ 2553120.66 │      3.22 │\n"
              "│ 2024-01-05 │ 98844 │ 2601476.90 │      3.35 │\n└────────────┴───────┴────────────┴───────────┘")
    turns = [
        (cc_call("Bash", command="duckdb --version && ls -lh data/", description="DuckDB version and raw data files"),
         "v1.0.0 1f98600c2c\ntotal 298M\n-rw-r--r--  1 jonas  staff    48M Jun 11 10:02 yellow_tripdata_2024-01.parquet\n"
         "-rw-r--r--  1 jonas  staff    48M Jun 11 10:03 yellow_tripdata_2024-02.parquet\n"
         "-rw-r--r--  1 jonas  staff    57M Jun 11 10:03 yellow_tripdata_2024-03.parquet\n"
         "-rw-r--r--  1 jonas  staff    12K Jun 11 10:04 taxi_zone_lookup.csv\n"
         "-rw-r--r--  1 jonas  staff   145M Jun 12 16:40 warehouse.duckdb.bak"),
        (cc_call("Bash", command="duckdb warehouse.duckdb -c '.tables'", description="List tables in the warehouse"), tables),
        (cc_call("Bash", command=create, description="Create daily_trips and count its rows"),
         "┌──────────────┐\n│ count_star() │\n│    int64     │\n├──────────────┤\n│           31 │\n└──────────────┘"),
        (cc_call("Bash", command="duckdb warehouse.duckdb -c '.tables'", description="List tables again"), tables),
        (cc_call("Write", file_path=f"{root}/models/daily_trips.sql", content="-- Rebuild: duckdb warehouse.duckdb < models/daily_trips.sql\n"
                 "DROP TABLE IF EXISTS daily_trips;\n" + sql),
         f"File created successfully at: {root}/models/daily_trips.sql"),
        (cc_call("Bash", command="duckdb warehouse.duckdb -c 'SELECT * FROM daily_trips ORDER BY day LIMIT 5'", description="First days of daily_trips"),
         first5),
        (cc_call("Bash", command="duckdb warehouse.duckdb -c 'SELECT min(day), max(day), sum(trips), count(*) FROM daily_trips'", description="Range and totals"),
         "┌────────────┬────────────┬────────────┬──────────────┐\n│ min(\"day\") │ max(\"day\") │ sum(trips) │ count_star() │\n"
         "│    date    │    date    │   int128   │    int64     │\n├────────────┼────────────┼────────────┼──────────────┤\n"
         "│ 2024-01-01 │ 2024-01-31 │    2964606 │           31 │\n└────────────┴────────────┴────────────┴──────────────┘"),
    ]
    rs.add(TASK, "h50-swe-21", sysp, turns, state=state, bad=True, turn=4,
           kind=".tables lists the same seven tables as before, without daily_trips, right after turn 3 created it and counted its 31 rows.")


# ======================================================================================================
# 22 Guzzle (PHP, SWE-agent) — clean
# ======================================================================================================
GZ_RETRY = '''<?php

namespace GuzzleHttp;

use GuzzleHttp\\Promise as P;
use GuzzleHttp\\Promise\\PromiseInterface;
use Psr\\Http\\Message\\RequestInterface;
use Psr\\Http\\Message\\ResponseInterface;

/**
 * Middleware that retries requests based on the boolean result of
 * invoking the provided "decider" function.
 *
 * @final
 */
class RetryMiddleware
{
    /**
     * @var callable(RequestInterface, array): PromiseInterface
     */
    private $nextHandler;

    /**
     * @var callable
     */
    private $decider;

    /**
     * @var callable(int)
     */
    private $delay;

    /**
     * @param callable                                            $decider     Function that accepts the number of retries,
     *                                                                         a request, [response], and [exception] and
     *                                                                         returns true if the request is to be
     *                                                                         retried.
     * @param callable(RequestInterface, array): PromiseInterface $nextHandler Next handler to invoke.
     * @param (callable(int): int)|null                           $delay       Function that accepts the number of retries
     *                                                                         and returns the number of
     *                                                                         milliseconds to delay.
     */
    public function __construct(callable $decider, callable $nextHandler, ?callable $delay = null)
    {
        $this->decider = $decider;
        $this->nextHandler = $nextHandler;
        $this->delay = $delay ?: __CLASS__.'::exponentialDelay';
    }

    /**
     * Default exponential backoff delay function.
     *
     * @return int milliseconds.
     */
    public static function exponentialDelay(int $retries): int
    {
        return (int) 2 ** ($retries - 1) * 1000;
    }

    public function __invoke(RequestInterface $request, array $options): PromiseInterface
    {
        if (!isset($options['retries'])) {
            $options['retries'] = 0;
        }

        $fn = $this->nextHandler;

        return $fn($request, $options)
            ->then(
                $this->onFulfilled($request, $options),
                $this->onRejected($request, $options)
            );
    }

    /**
     * Execute fulfilled closure
     */
    private function onFulfilled(RequestInterface $request, array $options): callable
    {
        return function ($value) use ($request, $options) {
            if (!($this->decider)(
                $options['retries'],
                $request,
                $value,
                null
            )) {
                return $value;
            }

            return $this->doRetry($request, $options, $value);
        };
    }

    /**
     * Execute rejected closure
     */
    private function onRejected(RequestInterface $req, array $options): callable
    {
        return function ($reason) use ($req, $options) {
            if (!($this->decider)(
                $options['retries'],
                $req,
                null,
                $reason
            )) {
                return P\\Create::rejectionFor($reason);
            }

            return $this->doRetry($req, $options);
        };
    }

    private function doRetry(RequestInterface $request, array $options, ?ResponseInterface $response = null): PromiseInterface
    {
        $options['delay'] = ($this->delay)(++$options['retries'], $response, $request);

        return $this($request, $options);
    }
}'''


def t22(rs: RowSet) -> None:
    p = "/guzzle/src/RetryMiddleware.php"
    l_ret = line_of(GZ_RETRY, "return (int) 2 ** ($retries - 1) * 1000;")
    v1 = replace_once(GZ_RETRY, "        return (int) 2 ** ($retries - 1) * 1000;",
                      "        return (int) \\min(2 ** \\max(0, $retries - 1) * 1000, self::MAX_DELAY_MS);")
    l_cls = line_of(v1, "class RetryMiddleware")
    v2 = replace_once(v1, "class RetryMiddleware\n{\n",
                      "class RetryMiddleware\n{\n    /**\n     * Upper bound of the default exponential backoff, in milliseconds.\n     */\n"
                      "    public const MAX_DELAY_MS = 60000;\n\n")

    def hits(text: str, term: str) -> list[int]:
        return [i for i, ln in enumerate(text.split("\n"), 1) if term in ln]

    sysp = system("You are simulating the environment of SWE-agent on the guzzle/guzzle repository (7.9.x branch) at /guzzle with PHP 8.2.20 "
                  "and PHPUnit 9.6. Each observation ends with `(Open file: ...)`, `(Current directory: ...)` and the `bash-$` prompt; `open`, "
                  "`goto` and `edit` show a 100-line window of the file with `N:` line prefixes.", SWEA_TOOLS)
    state = ("<uploaded_files>\n/guzzle\n</uploaded_files>\nIssue #3199: with a decider allowing many retries, "
             "`RetryMiddleware::exponentialDelay(64)` throws `TypeError: Return value must be of type int, float returned`. "
             "Cap the default backoff at 60 seconds.\n\n(Open file: n/a)\n(Current directory: /guzzle)\nbash-$")
    n_src1 = len(hits(GZ_RETRY, "exponentialDelay"))
    sd1 = ("Found 6 matches for \"exponentialDelay\" in /guzzle:\n/guzzle/CHANGELOG.md (1 matches)\n"
           f"/guzzle/src/RetryMiddleware.php ({n_src1} matches)\n/guzzle/tests/RetryMiddlewareTest.php ({5 - n_src1} matches)\n"
           "End of matches for \"exponentialDelay\" in /guzzle")
    n_max = len(hits(v2, "MAX_DELAY_MS"))
    sd2 = (f"Found {n_max} matches for \"MAX_DELAY_MS\" in /guzzle:\n/guzzle/src/RetryMiddleware.php ({n_max} matches)\n"
           "End of matches for \"MAX_DELAY_MS\" in /guzzle")
    turns = [
        (swea_call("search_dir", search_term="exponentialDelay"), sd1 + "\n" + swea_prompt(None, "/guzzle")),
        (swea_call("open", path="src/RetryMiddleware.php", line_number=l_ret), swea_window(p, GZ_RETRY, center=l_ret, cwd="/guzzle")),
        (swea_call("edit", start_line=l_ret, end_line=l_ret,
                   replacement_text="        return (int) \\min(2 ** \\max(0, $retries - 1) * 1000, self::MAX_DELAY_MS);"),
         swea_window(p, v1, center=l_ret, cwd="/guzzle", updated=True)),
        (swea_call("edit", start_line=l_cls, end_line=l_cls + 1,
                   replacement_text="class RetryMiddleware\n{\n    /**\n     * Upper bound of the default exponential backoff, in milliseconds.\n     */\n"
                                    "    public const MAX_DELAY_MS = 60000;\n"),
         swea_window(p, v2, center=l_cls, cwd="/guzzle", updated=True)),
        (swea_call("bash", command="vendor/bin/phpunit tests/RetryMiddlewareTest.php && php -r 'require \"vendor/autoload.php\"; var_dump(GuzzleHttp\\RetryMiddleware::exponentialDelay(0), GuzzleHttp\\RetryMiddleware::exponentialDelay(3), GuzzleHttp\\RetryMiddleware::exponentialDelay(64));'"),
         "PHPUnit 9.6.19 by Sebastian Bergmann and contributors.\n\n.............                                                     13 / 13 (100%)\n\n"
         "Time: 00:00.031, Memory: 8.00 MB\n\nOK (13 tests, 31 assertions)\nint(1000)\nint(4000)\nint(60000)\n" + swea_prompt(p, "/guzzle")),
        (swea_call("search_dir", search_term="MAX_DELAY_MS"), sd2 + "\n" + swea_prompt(p, "/guzzle")),
    ]
    rs.add(TASK, "h50-swe-22", sysp, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
