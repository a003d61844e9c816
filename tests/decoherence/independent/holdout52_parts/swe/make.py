# ruff: noqa: E501
"""Held-out set h52, domain swe: 22 coding-agent sandbox trajectories, 11 of them with exactly one contradiction.

Harnesses: OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline and Codex CLI. Projects: C with make and
autotools, C++ with Bazel and Meson, Zig, Haskell (cabal, stack), OCaml (dune), Scala (sbt), Swift packages,
Dart and Flutter, Lua, Perl, R, bats-tested shell, Erlang (rebar3), Go, Rust, Elixir, TypeScript and Julia.
File contents are kept as Python strings and every edit is applied to them, so line numbers, diffs and diff
stats in clean trajectories follow from the edits; the single contradiction of a bad trajectory is written in
by hand and described in its label.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, call, edited

# ---------------------------------------------------------------------------------------------------------------
# system prompts
# ---------------------------------------------------------------------------------------------------------------

BASE = """# Role and Objective

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

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Review prior interactions to understand what has been done, and keep predictions consistent with the established state.

- Initial state is derived from the context provided or assumed to be an empty environment.
- Each tool call may modify the environment state (create/modify/delete files, commit, build, run tests).
- State transitions must be **deterministic** and **traceable** — the same sequence of tool calls should produce consistent results.
- Values established in prior turns (file paths, file contents, line numbers, commit hashes, branch names, test counts) must be reused accurately. Do not fabricate or alter previously established information.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.

---

# Environment Execution

- Parse the tool name and arguments from the input and validate required parameters before execution.
- For shell commands, consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors, 127 for command not found).
- Build systems and test runners only rebuild what changed since the last run; test counts change only when tests are added, removed, skipped or filtered.
- Provide realistic timestamps that move forward, plausible PIDs, durations and sizes.
- Simulate appropriate errors for non-existent files, invalid parameters, permission issues and build failures.

---

# Key Principles

## Format

Match the real tool's output format exactly:
- Data structure type (JSON, plain text, tables, etc.)
- Indentation, alignment, and spacing
- Line breaks and field ordering
- Special format markers (code blocks, color codes, etc.)

## Factuality

Ensure content aligns with actual tool behavior: correct parameter handling, accurate core functionality, no fabricated paths or system information.

## Consistency

Maintain coherence with prior context: correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism

Produce believable, real-world-like outputs: reasonable numerical values (file sizes, timestamps, PIDs), correct tool-specific behavioral patterns, appropriate error messages, temporal plausibility.

## Quality

Ensure outputs are complete and useful: no unreasonable truncation or omission, sufficient detail for subsequent reasoning, balanced verbosity.

---

# Input Definitions & Action Space

You can simulate the following tools:

{tools}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the predicted observation after **Environment Observation:**."""


def fn(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": desc,
            "parameters": {"type": "object", "properties": props, "required": required}}


STR = {"type": "string"}
NUM = {"type": "integer"}
ARR = {"type": "array", "items": {"type": "string"}}

OH_TOOLS = [
    fn("execute_bash", "Execute a bash command in the terminal. Long-running commands should be run in the background. The output ends with the exit code, the working directory and the Python interpreter in use.",
       {"command": STR, "is_input": {"type": "string", "enum": ["true", "false"]}, "timeout": NUM}, ["command"]),
    fn("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` prints the file with `cat -n`; `create` writes a new file; `str_replace` replaces exactly one occurrence of old_str; `insert` inserts new_str after insert_line; `undo_edit` reverts the last edit.",
       {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": STR,
        "file_text": STR, "old_str": STR, "new_str": STR, "insert_line": NUM, "view_range": {"type": "array", "items": NUM}},
       ["command", "path"]),
]
SWEA_TOOLS = [
    fn("open", "open <path> [<line_number>]: opens the file and shows a 30-line window around the line.", {"path": STR, "line_number": NUM}, ["path"]),
    fn("goto", "goto <line_number>: moves the window of the open file to show the line.", {"line_number": NUM}, ["line_number"]),
    fn("scroll_down", "scroll_down: moves the window down 30 lines.", {}, []),
    fn("create", "create <filename>: creates and opens a new, empty file.", {"filename": STR}, ["filename"]),
    fn("edit", "edit <start_line>:<end_line>\\n<replacement_text>\\nend_of_edit: replaces the given lines of the open file and shows the updated window.", {"start_line": NUM, "end_line": NUM, "replacement_text": STR}, ["start_line", "end_line", "replacement_text"]),
    fn("search_dir", "search_dir <search_term> [<dir>]: searches for the term in all files in dir.", {"search_term": STR, "dir": STR}, ["search_term"]),
    fn("search_file", "search_file <search_term> [<file>]: searches for the term in the open file or the given file.", {"search_term": STR, "file": STR}, ["search_term"]),
    fn("find_file", "find_file <file_name> [<dir>]: finds files with the given name in dir.", {"file_name": STR, "dir": STR}, ["file_name"]),
    fn("submit", "submit: submits the current diff of the repository.", {}, []),
    fn("bash", "Any other shell command, run in the current directory; observations end with the open file, the current directory and the prompt.", {"command": STR}, ["command"]),
]
CC_TOOLS = [
    fn("Bash", "Executes a bash command in a persistent shell session with optional timeout and returns its stdout and stderr.", {"command": STR, "description": STR, "timeout": NUM}, ["command"]),
    fn("Read", "Reads a file from the local filesystem. Results are returned using cat -n format, with line numbers starting at 1 followed by →.", {"file_path": STR, "offset": NUM, "limit": NUM}, ["file_path"]),
    fn("Edit", "Performs exact string replacements in files. old_string must be unique in the file unless replace_all is set.", {"file_path": STR, "old_string": STR, "new_string": STR, "replace_all": {"type": "boolean"}}, ["file_path", "old_string", "new_string"]),
    fn("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": STR, "content": STR}, ["file_path", "content"]),
    fn("Grep", "A search tool built on ripgrep.", {"pattern": STR, "path": STR, "glob": STR, "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "-n": {"type": "boolean"}}, ["pattern"]),
    fn("Glob", "Fast file pattern matching; returns matching paths sorted by modification time.", {"pattern": STR, "path": STR}, ["pattern"]),
]
GEM_TOOLS = [
    fn("read_file", "Reads and returns the content of a file. For large files, offset (0-based line) and limit select a range.", {"absolute_path": STR, "offset": NUM, "limit": NUM}, ["absolute_path"]),
    fn("write_file", "Writes content to a file.", {"file_path": STR, "content": STR}, ["file_path", "content"]),
    fn("replace", "Replaces text within a file. old_string must match exactly, including whitespace.", {"file_path": STR, "old_string": STR, "new_string": STR, "expected_replacements": NUM}, ["file_path", "old_string", "new_string"]),
    fn("list_directory", "Lists the names of files and subdirectories directly within a directory.", {"path": STR}, ["path"]),
    fn("glob", "Finds files matching a glob pattern, sorted by modification time (newest first).", {"pattern": STR, "path": STR}, ["pattern"]),
    fn("search_file_content", "Searches for a regular expression within the content of files.", {"pattern": STR, "path": STR, "include": STR}, ["pattern"]),
    fn("run_shell_command", "Executes a shell command as `bash -c <command>` and returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", {"command": STR, "description": STR, "directory": STR}, ["command"]),
]
AIDER_TOOLS = [
    fn("chat_command", "An aider slash command typed at the prompt: /add, /drop, /run <shell command>, /test, /undo, /diff, /commit, /ls. /run prints the command output and asks whether to add it to the chat.", {"command": STR}, ["command"]),
    fn("edit_blocks", "The assistant's reply with SEARCH/REPLACE blocks; aider applies each block to the named file, reports `Applied edit to <file>` and auto-commits with a short hash and a conventional-commit message.", {"blocks": STR}, ["blocks"]),
]
CLINE_TOOLS = [
    fn("execute_command", "Execute a CLI command in the workspace terminal. Result: `[execute_command for '<command>'] Result:` followed by `Command executed.` and the output.", {"command": STR, "requires_approval": {"type": "boolean"}}, ["command", "requires_approval"]),
    fn("read_file", "Read the contents of a file at the specified path.", {"path": STR}, ["path"]),
    fn("write_to_file", "Write content to a file, creating it if needed.", {"path": STR, "content": STR}, ["path", "content"]),
    fn("replace_in_file", "Replace sections of content in an existing file using SEARCH/REPLACE blocks; the result contains the full final file content.", {"path": STR, "diff": STR}, ["path", "diff"]),
    fn("search_files", "Regex search across files in a directory, with context lines.", {"path": STR, "regex": STR, "file_pattern": STR}, ["path", "regex"]),
    fn("list_files", "List files and directories within the specified directory.", {"path": STR, "recursive": {"type": "boolean"}}, ["path"]),
]
CODEX_TOOLS = [
    fn("shell", "Runs a shell command and returns its output as JSON with `output` and `metadata` (exit_code, duration_seconds). Patches are applied by running [\"apply_patch\", \"*** Begin Patch ... *** End Patch\"].", {"command": ARR, "workdir": STR, "timeout_ms": NUM}, ["command"]),
    fn("update_plan", "Updates the task plan.", {"explanation": STR, "plan": {"type": "array", "items": {"type": "object"}}}, ["plan"]),
]

HARNESS = {
    "oh": ("OpenHands", OH_TOOLS),
    "swea": ("SWE-agent", SWEA_TOOLS),
    "cc": ("Claude Code", CC_TOOLS),
    "gem": ("Gemini CLI", GEM_TOOLS),
    "aider": ("Aider", AIDER_TOOLS),
    "cline": ("Cline", CLINE_TOOLS),
    "codex": ("Codex CLI", CODEX_TOOLS),
}


def system(harness: str, where: str) -> str:
    name, tools = HARNESS[harness]
    line = (f"The agent is driven by the {name} harness and works in a sandbox on the repository at {where}. "
            f"Every observation is exactly what the {name} tool would print for that call.")
    return BASE.replace("{harness}", line).replace("{tools}", json.dumps(tools, indent=2, ensure_ascii=False))


# ---------------------------------------------------------------------------------------------------------------
# file and diff helpers
# ---------------------------------------------------------------------------------------------------------------


def sub(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def line_no(text: str, needle: str, nth: int = 1) -> int:
    hits = [i for i, ln in enumerate(lines_of(text), 1) if needle in ln]
    assert len(hits) >= nth, needle
    return hits[nth - 1]


def git_diff(path: str, old: str, new: str, index: str, ctx: int = 3) -> str:
    a, b = lines_of(old), lines_of(new)
    out = [f"diff --git a/{path} b/{path}", f"index {index} 100644", f"--- a/{path}", f"+++ b/{path}"]
    for ln in list(difflib.unified_diff(a, b, lineterm="", n=ctx))[2:]:
        if ln.startswith("@@"):
            start = int(re.match(r"@@ -(\d+)", ln).group(1))
            for k in range(start - 2, -1, -1):
                if a[k] and (a[k][0].isalpha() or a[k][0] in "_$"):
                    ln = f"{ln} {a[k].rstrip()[:80]}"
                    break
        out.append(ln)
    return "\n".join(out)


def counts(old: str, new: str) -> tuple[int, int]:
    plus = minus = 0
    for ln in list(difflib.unified_diff(lines_of(old), lines_of(new), lineterm="", n=0))[2:]:
        if ln.startswith("+"):
            plus += 1
        elif ln.startswith("-"):
            minus += 1
    return plus, minus


def summary(files: int, plus: int, minus: int) -> str:
    s = f" {files} file{'s' if files != 1 else ''} changed"
    if plus:
        s += f", {plus} insertion{'s' if plus != 1 else ''}(+)"
    if minus:
        s += f", {minus} deletion{'s' if minus != 1 else ''}(-)"
    return s


def diffstat(changes: list[tuple[str, int, int]]) -> str:
    width = max(len(p) for p, _, _ in changes)
    nw = max(len(str(a + d)) for _, a, d in changes)
    rows = [f" {p.ljust(width)} | {str(a + d).rjust(nw)} {'+' * a}{'-' * d}" for p, a, d in changes]
    rows.append(summary(len(changes), sum(a for _, a, _ in changes), sum(d for _, _, d in changes)))
    return "\n".join(rows)


def numbered(text: str, start: int = 1, end: int | None = None, fmt: str = "{n:6d}\t{line}") -> str:
    ls = lines_of(text)
    end = len(ls) if end is None else end
    return "\n".join(fmt.format(n=i, line=ls[i - 1]) for i in range(start, end + 1))


def tail(text: str, n: int) -> str:
    return "\n".join(text.rstrip("\n").split("\n")[-n:])


# ---------------------------------------------------------------------------------------------------------------
# harness helpers
# ---------------------------------------------------------------------------------------------------------------


def oh_bash(cmd: str) -> str:
    return call("execute_bash", command=cmd)


def oh_out(out: str, cwd: str, code: int = 0, py: str = "/usr/bin/python3") -> str:
    body = (out.rstrip("\n") + "\n") if out else ""
    return (body + f"[The command completed with exit code {code}.]\n[Current working directory: {cwd}]\n"
            f"[Python interpreter: {py}]")


def oh_view(path: str, text: str, start: int = 1, end: int | None = None) -> str:
    return f"Here's the result of running `cat -n` on {path}:\n" + numbered(text, start, end) + "\n"


def oh_edited(path: str, new: str, around: int, span: int = 4) -> str:
    ls = lines_of(new)
    lo, hi = max(1, around - span), min(len(ls), around + span)
    return edited(path, "\n".join(ls[lo - 1:hi]), lo)


def swea(cmd: str) -> str:
    return "```\n" + cmd + "\n```"


def swea_obs(body: str, open_file: str, cwd: str) -> str:
    return (body.rstrip("\n") + "\n" if body else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swea_window(path: str, text: str, first: int, last: int) -> str:
    ls = lines_of(text)
    last = min(last, len(ls))
    body = [f"[File: {path} ({len(ls)} lines total)]"]
    if first > 1:
        body.append(f"({first - 1} more lines above)")
    body += [f"{i}:{ls[i - 1]}" for i in range(first, last + 1)]
    if last < len(ls):
        body.append(f"({len(ls) - last} more lines below)")
    return "\n".join(body)


def cc(name: str, **kw) -> str:
    return call(name, **kw)


def cc_read(text: str, start: int = 1, end: int | None = None) -> str:
    return numbered(text, start, end, "{n:6d}→{line}")


def cc_edited(path: str, new: str, around: int, span: int = 5) -> str:
    ls = lines_of(new)
    lo, hi = max(1, around - span), min(len(ls), around + span)
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + numbered(new, lo, hi, "{n:6d}→{line}"))


def gem(cmd: str, out: str, err: str = "", code: int = 0, pgid: int = 40211) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {pgid}")


def gsh(cmd: str, what: str) -> str:
    return call("run_shell_command", command=cmd, description=what)


def aider_run(out: str, added: bool = True) -> str:
    n = len(out.rstrip("\n").split("\n"))
    toks = max(0.1, round(len(out) / 4 / 1000, 1))
    ans = "y" if added else "n"
    tailtxt = f"\nAdded {n} lines of output to the chat." if added else ""
    return f"{out.rstrip()}\n\nAdd {toks}k tokens of command output to the chat? (Y)es/(N)o [Yes]: {ans}{tailtxt}"


def cline_cmd(cmd: str) -> str:
    return f"<execute_command>\n<command>{cmd}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"


def cline_cmd_out(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip()}"


def cline_saved(path: str, content: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n"
            f"{content}\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the final_file_content "
            "shown above as your reference. This content reflects the current state of the file, including any "
            "auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). "
            "Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


def cline_replace(path: str, search: str, replace: str) -> str:
    return (f"<replace_in_file>\n<path>{path}</path>\n<diff>\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n"
            ">>>>>>> REPLACE\n</diff>\n</replace_in_file>")


def codex_sh(cmd: str, workdir: str, timeout: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout)


def codex_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def codex_out(out: str, code: int = 0, secs: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}}, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------------------------
# 01 clean — OpenHands, C library built with GNU make
# ---------------------------------------------------------------------------------------------------------------

TRIM_C = r"""#include <ctype.h>
#include <string.h>

#include "minicsv.h"

/*
 * Trim ASCII whitespace from both ends of buf in place and NUL-terminate it.
 * Returns the new length.
 */
size_t csv_trim(char *buf, size_t len)
{
    size_t start = 0;
    size_t end;

    if (buf == NULL || len == 0)
        return 0;

    end = len - 1;   /* len counts the terminator (pre-1.2 API) */

    while (start < end && isspace((unsigned char)buf[start]))
        start++;

    while (end > start && isspace((unsigned char)buf[end - 1]))
        end--;

    if (start > 0)
        memmove(buf, buf + start, end - start);

    buf[end - start] = '\0';
    return end - start;
}"""

MINICSV_TESTS = ["parse_simple_row", "parse_quoted_field", "parse_escaped_quote", "parse_empty_field",
                 "parse_crlf_line_end", "parse_pipe_dialect", "field_count_basic", "field_count_empty_line",
                 "trim_leading_space", "trim_trailing_space", "trim_no_trailing_space", "trim_all_space",
                 "trim_tabs", "trim_empty"]


def t01(rs: RowSet) -> None:
    root = "/workspace/minicsv"
    cc_flags = "cc -std=c99 -Wall -Wextra -O2 -Iinclude"
    fails = {"trim_leading_space": 'tests/test_trim.c:22: expected "gamma", got "gamm"',
             "trim_no_trailing_space": 'tests/test_trim.c:41: expected "alpha", got "alph"'}

    def run_tests(failing: dict[str, str]) -> str:
        out = ["./build/run_tests"]
        for t in MINICSV_TESTS:
            out.append(f"[ RUN  ] {t}")
            out.append(f"[ FAIL ] {t}: {failing[t]}" if t in failing else f"[  OK  ] {t}")
        n = len(MINICSV_TESTS)
        out.append(f"{n} tests, {n - len(failing)} passed, {len(failing)} failed")
        return "\n".join(out)

    first_build = "\n".join([
        "mkdir -p build",
        f"{cc_flags} -c src/csv.c -o build/csv.o",
        f"{cc_flags} -c src/trim.c -o build/trim.o",
        f"{cc_flags} -c src/dialect.c -o build/dialect.o",
        "ar rcs build/libminicsv.a build/csv.o build/trim.o build/dialect.o",
        f"{cc_flags} tests/test_main.c tests/test_parse.c tests/test_trim.c -Lbuild -lminicsv -o build/run_tests",
    ])
    rebuild = "\n".join([
        f"{cc_flags} -c src/trim.c -o build/trim.o",
        "ar rcs build/libminicsv.a build/csv.o build/trim.o build/dialect.o",
        f"{cc_flags} tests/test_main.c tests/test_parse.c tests/test_trim.c -Lbuild -lminicsv -o build/run_tests",
    ])
    old = "    end = len - 1;   /* len counts the terminator (pre-1.2 API) */"
    fixed = sub(TRIM_C, old, "    end = len;")
    turns = [
        (oh_bash(f"cd {root} && ls -la && git log --oneline -3"), oh_out("""total 40
drwxr-xr-x 6 root root 4096 Mar 11 09:14 .
drwxr-xr-x 3 root root 4096 Mar 11 09:14 ..
drwxr-xr-x 8 root root 4096 Mar 11 09:14 .git
-rw-r--r-- 1 root root   27 Mar 11 09:14 .gitignore
-rw-r--r-- 1 root root 1071 Mar 11 09:14 LICENSE
-rw-r--r-- 1 root root 1893 Mar 11 09:14 Makefile
-rw-r--r-- 1 root root 3320 Mar 11 09:14 README.md
drwxr-xr-x 2 root root 4096 Mar 11 09:14 include
drwxr-xr-x 2 root root 4096 Mar 11 09:14 src
drwxr-xr-x 2 root root 4096 Mar 11 09:14 tests
9c41e7d Merge pull request #55 from lkoval/dialect-pipes
2b08f3a Add pipe-delimited dialect
e61d0c4 Document csv_field_count()""", root)),
        (oh_bash("make test"), oh_out(first_build + "\n" + run_tests(fails) + "\nmake: *** [Makefile:48: test] Error 1", root, 2)),
        (call("str_replace_editor", command="view", path=f"{root}/src/trim.c"), oh_view(f"{root}/src/trim.c", TRIM_C)),
        (call("str_replace_editor", command="str_replace", path=f"{root}/src/trim.c", old_str=old, new_str="    end = len;"),
         oh_edited(f"{root}/src/trim.c", fixed, line_no(fixed, "end = len;"))),
        (oh_bash("make test"), oh_out(rebuild + "\n" + run_tests({}), root)),
        (oh_bash("git diff"), oh_out(git_diff("src/trim.c", TRIM_C, fixed, "5d1c0a2..a7f3e94"), root)),
        (oh_bash("git status --short && ls -la build/"), oh_out(""" M src/trim.c
total 84
drwxr-xr-x 2 root root  4096 Mar 11 09:16 .
drwxr-xr-x 7 root root  4096 Mar 11 09:16 ..
-rw-r--r-- 1 root root  9216 Mar 11 09:16 csv.o
-rw-r--r-- 1 root root  3872 Mar 11 09:16 dialect.o
-rw-r--r-- 1 root root 17042 Mar 11 09:21 libminicsv.a
-rwxr-xr-x 1 root root 39416 Mar 11 09:21 run_tests
-rw-r--r-- 1 root root  2440 Mar 11 09:21 trim.o""", root)),
    ]
    state = (f"OpenHands sandbox, repository {root} (C99 CSV library, GNU make; `make test` builds build/run_tests). "
             "Issue #57: csv_trim() drops the last character of a field that has no trailing whitespace.")
    rs.add("swe", "h52-swe-01", system("oh", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 02 bad — SWE-agent, Zig semver library; an unedited line drifts
# ---------------------------------------------------------------------------------------------------------------

SEMVER_ZIG_56 = r"""    pub fn format(self: Version, comptime _: []const u8, _: std.fmt.FormatOptions, w: anytype) !void {
        try w.print("{d}.{d}.{d}", .{ self.major, self.minor, self.patch });
        if (self.pre.len > 0) try w.print("-{s}", .{self.pre});
        if (self.build.len > 0) try w.print("+{s}", .{self.build});
    }
};

pub const ParseError = error{ InvalidVersion, InvalidPrerelease };

/// Parses a SemVer 2.0.0 string such as "1.4.0-rc.1+build.7".
pub fn parse(text: []const u8) ParseError!Version {
    var rest = text;
    var v = Version{ .major = 0, .minor = 0, .patch = 0 };
    if (std.mem.indexOfScalar(u8, rest, '+')) |i| {
        v.build = rest[i + 1 ..];
        rest = rest[0..i];
    }
    if (std.mem.indexOfScalar(u8, rest, '-')) |i| {
        v.pre = rest[i + 1 ..];
        rest = rest[0..i];
        var it = std.mem.splitScalar(u8, v.pre, '.');
        while (it.next()) |ident| try validatePrereleaseIdent(ident);
    }
    var parts = std.mem.splitScalar(u8, rest, '.');
    v.major = try parseNumber(parts.next() orelse return error.InvalidVersion);
    v.minor = try parseNumber(parts.next() orelse return error.InvalidVersion);
    v.patch = try parseNumber(parts.next() orelse return error.InvalidVersion);
    if (parts.next() != null) return error.InvalidVersion;
    return v;
}

/// Validates one dot-separated prerelease identifier (SemVer 2.0.0, item 9).
fn validatePrereleaseIdent(ident: []const u8) ParseError!void {
    if (ident.len == 0) return error.InvalidPrerelease;
    var all_digits = true;
    for (ident) |c| {
        switch (c) {
            '0'...'9' => {},
            'a'...'z', 'A'...'Z', '-' => all_digits = false,
            else => return error.InvalidPrerelease,
        }
    }
    if (all_digits and ident.len > 1 and ident[1] == '0') {
        return error.InvalidPrerelease;
    }
}

fn parseNumber(s: []const u8) ParseError!u64 {
    if (s.len == 0) return error.InvalidVersion;
    if (s.len > 1 and s[0] == '0') return error.InvalidVersion;
    return std.fmt.parseInt(u64, s, 10) catch error.InvalidVersion;
}

pub fn order(a: Version, b: Version) std.math.Order {
    if (a.major != b.major) return std.math.order(a.major, b.major);
    if (a.minor != b.minor) return std.math.order(a.minor, b.minor);
    if (a.patch != b.patch) return std.math.order(a.patch, b.patch);
    return comparePre(a.pre, b.pre);
}
"""


def t02(rs: RowSet) -> None:
    root = "/zig-semver"
    path = f"{root}/src/semver.zig"
    # lines 1-55 and 115-248 are never shown; they are kept as placeholders so numbering and totals hold
    head = [f"// line {i}" for i in range(1, 56)]
    body = SEMVER_ZIG_56.rstrip("\n").split("\n")
    total = 248
    rest = [f"// line {i}" for i in range(56 + len(body), total + 1)]
    text = "\n".join(head + body + rest)
    assert len(lines_of(text)) == total and "ident[1]" in lines_of(text)[97] and "'-' =>" in lines_of(text)[93]
    fixed = text.replace("ident[1] == '0'", "ident[0] == '0'")
    drifted = fixed.replace("'a'...'z', 'A'...'Z', '-' => all_digits = false,", "'a'...'z', 'A'...'Z' => all_digits = false,")
    seed = "0x8c1d2e47"
    fail_out = f"""test
└─ run test 23/24 passed, 1 failed
error: 'semver.test.reject leading zero in numeric prerelease identifier' failed: expected error.InvalidPrerelease, found semver.Version{{ .major = 1, .minor = 0, .patch = 0, .pre = {{ 97, 108, 112, 104, 97, 46, 48, 49 }}, .build = {{  }} }}
/usr/local/zig-linux-x86_64-0.13.0/lib/std/testing.zig:37:13: 0x1040a61 in expectError__anon_3712 (test)
            return error.TestExpectedError;
            ^
{root}/src/semver.zig:231:5: 0x1041b2e in test.reject leading zero in numeric prerelease identifier (test)
    try std.testing.expectError(error.InvalidPrerelease, parse("1.0.0-alpha.01"));
    ^
error: while executing test 'semver.test.reject leading zero in numeric prerelease identifier', the following command exited with code 1 (expected exited with code 0):
{root}/.zig-cache/o/3b9d0e61c2f4a7f1d6c08e5a2f9b7c13/test --seed={seed}
Build Summary: 1/3 steps succeeded; 1 failed; 23/24 tests passed; 1 failed
test transitive failure
└─ run test 23/24 passed, 1 failed
error: the following build command failed with exit code 1:
{root}/.zig-cache/o/8f0a47d19c3e5b26e71d0c94aa3f5e08/build /usr/local/zig-linux-x86_64-0.13.0/zig {root} {root}/.zig-cache /root/.cache/zig --seed {seed} -Z7d3c91e04b2a6f58 test"""
    diff = git_diff("src/semver.zig", text, fixed, "0c3d9a1..e54b7f2")
    turns = [
        (swea('find_file "semver.zig"'), swea_obs(f'Found 1 matches for "semver.zig" in {root}:\n{root}/src/semver.zig', "n/a", root)),
        (swea("zig build test 2>&1 | tail -20"), swea_obs(fail_out, "n/a", root)),
        (swea("open src/semver.zig 88"), swea_obs(swea_window(path, text, 73, 102), path, root)),
        (swea('search_file "ident.len > 1"'), swea_obs(f'Found 1 matches for "ident.len > 1" in {path}:\nLine 98:    if (all_digits and ident.len > 1 and ident[1] == \'0\') {{\nEnd of matches for "ident.len > 1" in {path}', path, root)),
        (swea("edit 98:98\n    if (all_digits and ident.len > 1 and ident[0] == '0') {\nend_of_edit"),
         swea_obs(swea_window(path, fixed, 83, 112) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", path, root)),
        (swea("goto 80"), swea_obs(swea_window(path, drifted, 65, 94), path, root)),
        (swea("zig build test --summary all"), swea_obs("""Build Summary: 3/3 steps succeeded; 24/24 tests passed
test success
└─ run test 24 passed 14ms MaxRSS:2M
   └─ zig test Debug native success 2s MaxRSS:204M""", path, root)),
        (swea("git diff"), swea_obs(diff, path, root)),
        (swea("submit"), "<<SUBMISSION||\n" + diff + "\n||SUBMISSION>>"),
    ]
    state = (f"SWE-agent on {root} (Zig 0.13 SemVer library, tests in src/semver.zig). Issue #19: `parse(\"1.0.0-alpha.01\")` "
             "is accepted although numeric prerelease identifiers must not have leading zeros.")
    rs.add("swe", "h52-swe-02", system("swea", root), turns, state=state, bad=True, turn=6,
           kind="After only line 98 was edited, line 94 of src/semver.zig comes back without the '-' case ('a'...'z', 'A'...'Z' => ...) shown at turns 3 and 5.")


# ---------------------------------------------------------------------------------------------------------------
# 03 bad — Aider, Lua slug library tested with busted; a commit hash changes
# ---------------------------------------------------------------------------------------------------------------


def t03(rs: RowSet) -> None:
    root = "/home/dev/luaslug"
    state = f"""Terminal running aider in {root} (Lua 5.4 library, specs run with busted).

Aider v0.82.1
Main model: anthropic/claude-3-7-sonnet-20250219 with diff edit format, infinite output
Weak model: anthropic/claude-3-5-haiku-20241022
Git repo: .git with 21 files
Repo-map: using 4096 tokens, auto refresh

Task: issue #12, `slugify("hello, world")` returns "hello--world" instead of "hello-world"."""
    fail = """●●●●●●●◼●●●●
11 successes / 1 failure / 0 errors / 0 pending : 0.006381 seconds

Failure → spec/slug_spec.lua @ 34
slugify collapses repeated separators
spec/slug_spec.lua:35: Expected objects to be the same.
Passed in:
(string) 'hello--world'
Expected:
(string) 'hello-world'"""
    edit1 = """The separator pattern matches a single character, so each non-word character becomes its own separator. Make it match runs:

src/slug/init.lua
```lua
<<<<<<< SEARCH
  s = s:gsub("[^%w]", sep)
=======
  s = s:gsub("[^%w]+", sep)
>>>>>>> REPLACE
```"""
    edit2 = """Add a spec for leading and trailing punctuation:

spec/slug_spec.lua
```lua
<<<<<<< SEARCH
  it("collapses repeated separators", function()
    assert.are.same("hello-world", slug.slugify("hello, world"))
  end)
=======
  it("collapses repeated separators", function()
    assert.are.same("hello-world", slug.slugify("hello, world"))
  end)

  it("strips leading and trailing separators", function()
    assert.are.same("draft-v2", slug.slugify("  ¡Draft v2!  "))
  end)
>>>>>>> REPLACE
```"""
    turns = [
        ("/add src/slug/init.lua spec/slug_spec.lua", "Added src/slug/init.lua to the chat\nAdded spec/slug_spec.lua to the chat"),
        ("/run busted", aider_run(fail)),
        (edit1, "Applied edit to src/slug/init.lua\nCommit 4e7a90c fix: collapse runs of separator characters in slugify\nYou can use /undo to undo and discard each aider commit."),
        ("/run busted", aider_run("●●●●●●●●●●●●\n12 successes / 0 failures / 0 errors / 0 pending : 0.005874 seconds", added=False)),
        ("/run git log --oneline -4", aider_run("""4e7a09c fix: collapse runs of separator characters in slugify
d13b5f8 Add sep argument to slugify
a902c4e Strip accents before lowering
71fe0b2 Initial luarocks layout""", added=False)),
        ("/run luacheck --std max+busted src spec", aider_run("""Checking spec/slug_spec.lua                       OK
Checking src/slug/init.lua                        OK

Total: 0 warnings / 0 errors in 2 files""", added=False)),
        (edit2, "Applied edit to spec/slug_spec.lua\nCommit 9d2c1e8 test: cover leading and trailing separators\nYou can use /undo to undo and discard each aider commit."),
        ("/run busted", aider_run("●●●●●●●●●●●●●\n13 successes / 0 failures / 0 errors / 0 pending : 0.006012 seconds", added=False)),
    ]
    rs.add("swe", "h52-swe-03", system("aider", root), turns, state=state, bad=True, turn=5,
           kind="git log lists the slugify fix as 4e7a09c although aider reported committing it as 4e7a90c at turn 3.")


# ---------------------------------------------------------------------------------------------------------------
# 04 clean — Claude Code, C++ geohash library built with Bazel
# ---------------------------------------------------------------------------------------------------------------

GEOHASH_H = """#pragma once

#include <string>
#include <utility>

namespace geohash {

// Longest geohash this library produces or accepts (5 bits per character).
inline constexpr int kMaxPrecision = 11;

// Encodes a WGS84 coordinate; throws std::out_of_range if precision is not in [1, kMaxPrecision].
std::string Encode(double lat, double lon, int precision);

// Returns the centre of the cell as {lat, lon}.
std::pair<double, double> Decode(const std::string& hash);

// The cells directly north and south of hash.
std::pair<std::string, std::string> NorthSouth(const std::string& hash);

}  // namespace geohash"""

ENCODE_TEST = """#include "geohash/geohash.h"

#include <stdexcept>

#include "gtest/gtest.h"

namespace geohash {
namespace {

TEST(EncodeTest, KnownPointPrecision5) {
  EXPECT_EQ(Encode(57.64911, 10.40744, 5), "u4pru");
}

TEST(EncodeTest, KnownPointPrecision9) {
  EXPECT_EQ(Encode(57.64911, 10.40744, 9), "u4pruydqq");
}

TEST(EncodeTest, FullPrecision) {
  EXPECT_EQ(Encode(57.64911, 10.40744, 12), "u4pruydqqvj8");
}

TEST(EncodeTest, Equator) {
  EXPECT_EQ(Encode(0.0, 0.0, 6), "s00000");
}

TEST(EncodeTest, RejectsPrecisionZero) {
  EXPECT_THROW(Encode(1.0, 1.0, 0), std::out_of_range);
}

TEST(EncodeTest, RejectsPrecisionThirteen) {
  EXPECT_THROW(Encode(1.0, 1.0, 13), std::out_of_range);
}

}  // namespace
}  // namespace geohash"""


def gtest_log(names: list[str], failing: dict[str, str]) -> str:
    n = len(names)
    out = ["Running main() from gmock_main.cc", f"[==========] Running {n} tests from 1 test suite.",
           "[----------] Global test environment set-up.", f"[----------] {n} tests from EncodeTest"]
    for t in names:
        out.append(f"[ RUN      ] EncodeTest.{t}")
        if t in failing:
            out += [failing[t], f"[  FAILED  ] EncodeTest.{t} (0 ms)"]
        else:
            out.append(f"[       OK ] EncodeTest.{t} (0 ms)")
    out += [f"[----------] {n} tests from EncodeTest (0 ms total)", "", "[----------] Global test environment tear-down",
            f"[==========] {n} tests from 1 test suite ran. (0 ms total)", f"[  PASSED  ] {n - len(failing)} tests."]
    if failing:
        out += [f"[  FAILED  ] {len(failing)} test, listed below:"] + [f"[  FAILED  ] EncodeTest.{t}" for t in failing]
        out += ["", f" {len(failing)} FAILED TEST"]
    return "\n".join(out)


def t04(rs: RowSet) -> None:
    root = "/home/dev/geohash-cc"
    cache = "/home/dev/.cache/bazel/_bazel_dev/4f1c2e7a9b0d3e56a8c1f2b7d9e04a31/execroot/_main/bazel-out/k8-fastbuild/testlogs"
    names = ["KnownPointPrecision5", "KnownPointPrecision9", "FullPrecision", "Equator", "RejectsPrecisionZero", "RejectsPrecisionThirteen"]
    exc = 'unknown file: Failure\nC++ exception with description "precision must be in [1, 11]" thrown in the test body.'

    def pad(target: str, status: str) -> str:
        return f"{target:<73}{status}"

    run1 = "\n".join([
        "INFO: Invocation ID: 6a1d0f3e-92b4-4c7e-8f15-3d2a7b9c0e41",
        "INFO: Analyzed 7 targets (58 packages loaded, 1437 targets configured).",
        "INFO: Found 3 targets and 4 test targets...",
        f"FAIL: //geohash:encode_test (see {cache}/geohash/encode_test/test.log)",
        "INFO: Elapsed time: 38.912s, Critical Path: 21.47s",
        "INFO: 61 processes: 14 internal, 47 linux-sandbox.",
        "INFO: Build completed, 1 test FAILED, 61 total actions",
        pad("//geohash:decode_test", "PASSED in 0.1s"),
        pad("//geohash:encode_test", "FAILED in 0.1s"),
        f"  {cache}/geohash/encode_test/test.log",
        pad("//geohash:neighbors_test", "PASSED in 0.1s"),
        pad("//util:strings_test", "PASSED in 0.0s"),
        "",
        "Executed 4 out of 4 tests: 3 tests pass and 1 fails locally.",
        "There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.",
    ])
    log1 = ("exec ${PAGER:-/usr/bin/less} \"$0\" || exit 1\nExecuting tests from //geohash:encode_test\n"
            "-----------------------------------------------------------------------------\n"
            + gtest_log(names, {"FullPrecision": exc}))
    h_fixed = sub(GEOHASH_H, "inline constexpr int kMaxPrecision = 11;", "inline constexpr int kMaxPrecision = 12;")
    run2 = "\n".join([
        "INFO: Invocation ID: c27e5b18-0d4f-4a93-b6e2-71f8a0c3d95e",
        "INFO: Analyzed 7 targets (0 packages loaded, 0 targets configured).",
        "INFO: Found 3 targets and 4 test targets...",
        "INFO: Elapsed time: 6.204s, Critical Path: 4.88s",
        "INFO: 11 processes: 1 internal, 10 linux-sandbox.",
        "INFO: Build completed successfully, 11 total actions",
        pad("//util:strings_test", "(cached) PASSED in 0.0s"),
        pad("//geohash:decode_test", "PASSED in 0.1s"),
        pad("//geohash:encode_test", "PASSED in 0.1s"),
        pad("//geohash:neighbors_test", "PASSED in 0.1s"),
        "",
        "Executed 3 out of 4 tests: 4 tests pass.",
    ])
    new_test = """TEST(EncodeTest, FullPrecision) {
  EXPECT_EQ(Encode(57.64911, 10.40744, 12), "u4pruydqqvj8");
}

TEST(EncodeTest, TwelveCharactersAtMaxPrecision) {
  EXPECT_EQ(Encode(-33.8688, 151.2093, kMaxPrecision).size(), 12u);
}"""
    old_test = """TEST(EncodeTest, FullPrecision) {
  EXPECT_EQ(Encode(57.64911, 10.40744, 12), "u4pruydqqvj8");
}"""
    t_fixed = sub(ENCODE_TEST, old_test, new_test)
    names2 = names[:3] + ["TwelveCharactersAtMaxPrecision"] + names[3:]
    run3 = "\n".join([
        "INFO: Invocation ID: 0b93e4d7-58a1-4f26-9c0e-e4a7d21b6f83",
        "INFO: Analyzed target //geohash:encode_test (0 packages loaded, 0 targets configured).",
        "INFO: Found 1 test target...",
        "INFO: From Testing //geohash:encode_test:",
        "==================== Test output for //geohash:encode_test:",
        gtest_log(names2, {}),
        "================================================================================",
        "Target //geohash:encode_test up-to-date:",
        "  bazel-bin/geohash/encode_test",
        "INFO: Elapsed time: 3.771s, Critical Path: 3.02s",
        "INFO: 4 processes: 1 internal, 3 linux-sandbox.",
        "INFO: Build completed successfully, 4 total actions",
        pad("//geohash:encode_test", "PASSED in 0.1s"),
        "",
        "Executed 1 out of 1 test: 1 test passes.",
    ])
    grep = """geohash/geohash.h:9:inline constexpr int kMaxPrecision = 11;
geohash/geohash.cc:38:  if (precision < 1 || precision > kMaxPrecision) {
geohash/geohash.cc:40:                            std::to_string(kMaxPrecision) + "]");
geohash/neighbors.cc:17:  const int precision = std::min<int>(hash.size(), kMaxPrecision);"""
    turns = [
        (cc("Bash", command="bazel test //...", description="Run the whole test suite"), run1),
        (cc("Bash", command="cat bazel-testlogs/geohash/encode_test/test.log", description="Show the failing test log"), log1),
        (cc("Grep", pattern="kMaxPrecision", path=f"{root}/geohash", output_mode="content", **{"-n": True}), grep),
        (cc("Read", file_path=f"{root}/geohash/geohash.h"), cc_read(GEOHASH_H)),
        (cc("Edit", file_path=f"{root}/geohash/geohash.h", old_string="inline constexpr int kMaxPrecision = 11;", new_string="inline constexpr int kMaxPrecision = 12;"),
         cc_edited(f"{root}/geohash/geohash.h", h_fixed, 9)),
        (cc("Bash", command="bazel test //...", description="Re-run all tests"), run2),
        (cc("Bash", command="git diff --stat", description="Check what changed"), diffstat([("geohash/geohash.h", *counts(GEOHASH_H, h_fixed))])),
        (cc("Read", file_path=f"{root}/geohash/encode_test.cc", offset=18, limit=18), cc_read(ENCODE_TEST, 18, 35)),
        (cc("Edit", file_path=f"{root}/geohash/encode_test.cc", old_string=old_test, new_string=new_test),
         cc_edited(f"{root}/geohash/encode_test.cc", t_fixed, line_no(t_fixed, "TwelveCharacters"))),
        (cc("Bash", command="bazel test //geohash:encode_test --test_output=all", description="Run encode tests with output"), run3),
    ]
    state = (f"Claude Code session in {root} (C++17, Bazel 7.1.1, GoogleTest). Issue #31: geohash::Encode(lat, lon, 12) "
             "throws std::out_of_range although 12 characters (60 bits) is the documented maximum.")
    rs.add("swe", "h52-swe-04", system("cc", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 05 clean — Gemini CLI, Haskell library built with cabal
# ---------------------------------------------------------------------------------------------------------------

ROMAN_HS = """module Data.Roman
  ( toRoman
  , fromRoman
  ) where

import Data.List (isPrefixOf)

numerals :: [(Int, String)]
numerals =
  [ (1000, "M"), (900, "CM"), (500, "D"), (400, "CD")
  , (100, "C"), (90, "XC"), (50, "L"), (40, "XL")
  , (10, "X"), (9, "IX"), (5, "V"), (1, "I")
  ]

-- | Converts a positive integer to Roman numerals (standard subtractive form).
toRoman :: Int -> String
toRoman 0 = ""
toRoman n = case dropWhile ((> n) . fst) numerals of
  ((v, r) : _) -> r ++ toRoman (n - v)
  [] -> error "toRoman: negative input"

-- | Parses a Roman numeral; Nothing for the empty string or unknown letters.
fromRoman :: String -> Maybe Int
fromRoman "" = Nothing
fromRoman s = go s
  where
    go "" = Just 0
    go str = case [ (v, r) | (v, r) <- numerals, r `isPrefixOf` str ] of
      ((v, r) : _) -> (v +) <$> go (drop (length r) str)
      [] -> Nothing
"""


def hspec(fails: dict[str, tuple[str, str, str]], seed: int, secs: str) -> str:
    groups = [("toRoman", ["converts 1 to I", "converts 4 to IV", "converts 9 to IX", "converts 40 to XL",
                           "converts 1994 to MCMXCIV", "converts 3999 to MMMCMXCIX"]),
              ("fromRoman", ["parses XLII", "parses MCMXC", "parses XIV", "rejects the empty string", "round-trips 1..3999"])]
    out = ["", "Data.Roman"]
    for g, items in groups:
        out.append(f"  {g}")
        for it in items:
            out.append(f"    {it} [{'✘' if it in fails else '✔'}]")
            if it.startswith("round-trips"):
                out.append("      +++ OK, passed 100 tests.")
    if fails:
        out += ["", "Failures:"]
        for k, (it, (loc, exp, got)) in enumerate(fails.items(), 1):
            grp = "toRoman" if it.startswith("converts") else "fromRoman"
            out += ["", f"  {loc}: ", f"  {k}) Data.Roman.{grp} {it}", f"       expected: {exp}", f"        but got: {got}",
                    "", f'  To rerun use: --match "/Data.Roman/{grp}/{it}/" --seed {seed}']
    total = sum(len(i) for _, i in groups)
    out += ["", f"Randomized with seed {seed}", "", f"Finished in {secs} seconds",
            f"{total} examples, {len(fails)} failure{'s' if len(fails) != 1 else ''}"]
    return "\n".join(out)


def t05(rs: RowSet) -> None:
    root = "/home/user/hs-roman"
    dist = "dist-newstyle/build/x86_64-linux/ghc-9.6.4/hs-roman-0.2.0.0"
    log = f"{root}/{dist}/t/roman-test/test/hs-roman-0.2.0.0-roman-test.log"
    cmd = "cabal test --test-show-details=direct"
    fails = {"converts 4 to IV": ("test/RomanSpec.hs:12:5", '"IV"', '"IIII"'),
             "converts 1994 to MCMXCIV": ("test/RomanSpec.hs:18:5", '"MCMXCIV"', '"MCMXCIIII"'),
             "parses XIV": ("test/RomanSpec.hs:29:5", "Just 14", "Just 16")}
    build1 = f"""Resolving dependencies...
Build profile: -w ghc-9.6.4 -O1
In order, the following will be built (use -v for more details):
 - hs-roman-0.2.0.0 (lib) (first run)
 - hs-roman-0.2.0.0 (test:roman-test) (first run)
Configuring library for hs-roman-0.2.0.0..
Preprocessing library for hs-roman-0.2.0.0..
Building library for hs-roman-0.2.0.0..
[1 of 1] Compiling Data.Roman       ( src/Data/Roman.hs, {dist}/build/Data/Roman.o, {dist}/build/Data/Roman.dyn_o )
Configuring test suite 'roman-test' for hs-roman-0.2.0.0..
Preprocessing test suite 'roman-test' for hs-roman-0.2.0.0..
Building test suite 'roman-test' for hs-roman-0.2.0.0..
[1 of 2] Compiling RomanSpec        ( test/RomanSpec.hs, {dist}/t/roman-test/build/roman-test/roman-test-tmp/RomanSpec.o )
[2 of 2] Compiling Main             ( test/Spec.hs, {dist}/t/roman-test/build/roman-test/roman-test-tmp/Main.o )
[3 of 3] Linking {dist}/t/roman-test/build/roman-test/roman-test
Running 1 test suites...
Test suite roman-test: RUNNING...
{hspec(fails, 1460349917, "0.0043")}
Test suite roman-test: FAIL
Test suite logged to:
{log}
0 of 1 test suites (0 of 1 test cases) passed."""
    err1 = "Error: cabal: Tests failed for test:roman-test from hs-roman-0.2.0.0."
    fixed = sub(ROMAN_HS, '(5, "V"), (1, "I")', '(5, "V"), (4, "IV"), (1, "I")')
    build2 = f"""Build profile: -w ghc-9.6.4 -O1
In order, the following will be built (use -v for more details):
 - hs-roman-0.2.0.0 (lib) (file src/Data/Roman.hs changed)
 - hs-roman-0.2.0.0 (test:roman-test) (dependency rebuilt)
Preprocessing library for hs-roman-0.2.0.0..
Building library for hs-roman-0.2.0.0..
[1 of 1] Compiling Data.Roman       ( src/Data/Roman.hs, {dist}/build/Data/Roman.o, {dist}/build/Data/Roman.dyn_o ) [Source file changed]
Preprocessing test suite 'roman-test' for hs-roman-0.2.0.0..
Building test suite 'roman-test' for hs-roman-0.2.0.0..
[1 of 2] Compiling RomanSpec        ( test/RomanSpec.hs, {dist}/t/roman-test/build/roman-test/roman-test-tmp/RomanSpec.o ) [Data.Roman changed]
[3 of 3] Linking {dist}/t/roman-test/build/roman-test/roman-test [Objects changed]
Running 1 test suites...
Test suite roman-test: RUNNING...
{hspec({}, 902217415, "0.0039")}
Test suite roman-test: PASS
Test suite logged to:
{log}
1 of 1 test suites (1 of 1 test cases) passed."""
    run3 = tail(hspec({}, 1187734590, "0.0041") + f"\nTest suite roman-test: PASS\nTest suite logged to:\n{log}\n1 of 1 test suites (1 of 1 test cases) passed.", 5)
    p, m = counts(ROMAN_HS, fixed)
    turns = [
        (gsh(cmd, "Build the library and run the hspec suite."), gem(cmd, build1, err1, 1, 51873)),
        (call("read_file", absolute_path=f"{root}/src/Data/Roman.hs"), ROMAN_HS),
        (call("replace", file_path=f"{root}/src/Data/Roman.hs", old_string='(5, "V"), (1, "I")', new_string='(5, "V"), (4, "IV"), (1, "I")'),
         f"Successfully modified file: {root}/src/Data/Roman.hs (1 replacements)."),
        (gsh(cmd, "Rebuild and rerun the tests."), gem(cmd, build2, "", 0, 52290)),
        (gsh("git diff --stat && git log --oneline -1", "Show the change and the current commit."),
         gem("git diff --stat && git log --oneline -1", diffstat([("src/Data/Roman.hs", p, m)]) + "\nb3e8f01 Add fromRoman and round-trip property", "", 0, 52417)),
        (gsh(cmd + " 2>&1 | tail -5", "Run the suite once more without changes."), gem(cmd + " 2>&1 | tail -5", run3, "", 0, 52533)),
    ]
    state = (f"Gemini CLI in {root} (Haskell, cabal 3.10, GHC 9.6.4, hspec + QuickCheck). Task: toRoman 4 should be \"IV\"; "
             "the maintainers report wrong results for numbers containing 4.")
    rs.add("swe", "h52-swe-05", system("gem", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 06 bad — Cline, Dart package; the total test count grows without a new test
# ---------------------------------------------------------------------------------------------------------------

FORMAT_DART = """/// Formats a [Duration] for display, e.g. `1h 05m` or `42s`.
String formatDuration(Duration d, {bool showSeconds = false}) {
  if (d.isNegative) {
    return '-${formatDuration(-d, showSeconds: showSeconds)}';
  }
  final hours = d.inHours;
  final minutes = d.inMinutes.remainder(60);
  final seconds = d.inMilliseconds.remainder(60000) ~/ 1000;

  if (hours > 0) {
    final base = '${hours}h ${minutes}m';
    return showSeconds ? '$base ${_two(seconds)}s' : base;
  }
  if (minutes > 0) {
    return showSeconds ? '${minutes}m ${_two(seconds)}s' : '${minutes}m';
  }
  return '${seconds}s';
}

String _two(int n) => n.toString().padLeft(2, '0');"""

DART_FORMAT_TESTS = ["formats zero", "formats seconds only", "formats 59 seconds", "formats one minute",
                     "formats minutes without seconds", "formats minutes with seconds", "pads seconds below ten",
                     "pads minutes below ten", "formats hours and minutes", "formats hours with seconds",
                     "formats more than 24 hours", "formats negative durations", "formats negative with seconds",
                     "rounds half seconds up", "rounds below half down", "ignores microseconds",
                     "drops seconds when showSeconds is false", "keeps zero seconds when showSeconds is true",
                     "formats exactly ten minutes", "formats one hour ten minutes", "formats 23h 59m",
                     "formats 100 hours 30 minutes", "handles Duration.zero with showSeconds", "formats 10m 10s",
                     "formats 99 minutes as hours", "formats negative minutes"]
DART_PARSE_TESTS = ["parses seconds", "parses minutes", "parses hours", "parses combined units",
                    "parses with spaces", "parses uppercase units", "parses zero", "parses leading zeros",
                    "parses negative durations", "parses milliseconds suffix", "rejects empty input",
                    "rejects unknown unit suffix", "rejects missing number", "rejects duplicated units",
                    "round-trips formatDuration output", "accepts fractional hours"]


def dart_expanded(files: list[tuple[str, list[str]]], fails: dict[str, str], clock: str = "00:01") -> str:
    ok = bad = 0
    out = []
    for k, (f, names) in enumerate(files):
        out.append(f"{'00:00' if k == 0 else clock} +{ok}{f' -{bad}' if bad else ''}: loading test/{f}")
        for n in names:
            full = f"test/{f}: {'formatDuration' if f.startswith('format') else 'parseDuration'} {n}"
            counter = f"+{ok}{f' -{bad}' if bad else ''}"
            out.append(f"{clock} {counter}: {full}")
            if n in fails:
                bad += 1
                out.append(f"{clock} +{ok} -{bad}: {full} [E]")
                out.append(fails[n])
            else:
                ok += 1
    out.append(f"{clock} +{ok}{f' -{bad}' if bad else ''}: {'Some tests failed.' if bad else 'All tests passed!'}")
    return "\n".join(out)


def t06(rs: RowSet) -> None:
    root = "/home/dev/duration_fmt"
    pads = """  Expected: '1h 05m'
    Actual: '1h 5m'
     Which: is different.
            Expected: 1h 05m
              Actual: 1h 5m
                         ^
             Differ at offset 3

  package:matcher                 expect
  test/format_test.dart 47:7      main.<fn>.<fn>
  """
    rounds = """  Expected: '2s'
    Actual: '1s'
     Which: is different.
            Expected: 2s
              Actual: 1s
                      ^
             Differ at offset 0

  package:matcher                 expect
  test/format_test.dart 92:7      main.<fn>.<fn>
  """
    files = [("format_test.dart", DART_FORMAT_TESTS), ("parse_test.dart", DART_PARSE_TESTS)]
    run1 = dart_expanded(files, {"pads minutes below ten": pads, "rounds half seconds up": rounds})
    fix1 = sub(FORMAT_DART, "    final base = '${hours}h ${minutes}m';", "    final base = '${hours}h ${_two(minutes)}m';")
    run2 = dart_expanded(files[:1], {"rounds half seconds up": rounds})
    fix2 = sub(fix1, "  final seconds = d.inMilliseconds.remainder(60000) ~/ 1000;", "  final seconds = (d.inMilliseconds.remainder(60000) / 1000).round();")
    total = len(DART_FORMAT_TESTS) + len(DART_PARSE_TESTS)
    assert total == 42
    bad_tail = "\n".join([f"00:01 +{total - 1}: test/parse_test.dart: parseDuration round-trips formatDuration output",
                          f"00:01 +{total}: test/parse_test.dart: parseDuration accepts fractional hours",
                          f"00:01 +{total + 1}: All tests passed!"])
    p, m = counts(FORMAT_DART, fix2)
    listing = """.gitignore
analysis_options.yaml
CHANGELOG.md
LICENSE
pubspec.lock
pubspec.yaml
README.md
example/
example/duration_fmt_example.dart
lib/
lib/duration_fmt.dart
lib/src/
lib/src/format.dart
lib/src/parse.dart
test/
test/format_test.dart
test/parse_test.dart"""
    search = """[search_files for 'rounds half' in 'test'] Result:
Found 1 result.

test/format_test.dart
│----
│
│    test('rounds half seconds up', () {
│      expect(formatDuration(const Duration(milliseconds: 1500)), '2s');
│    });
│
│----"""
    publish = """Publishing duration_fmt 0.4.1 to https://pub.dev:
├── CHANGELOG.md (<1 KB)
├── LICENSE (1 KB)
├── README.md (2 KB)
├── analysis_options.yaml (<1 KB)
├── example
│   └── duration_fmt_example.dart (<1 KB)
├── lib
│   ├── duration_fmt.dart (<1 KB)
│   └── src
│       ├── format.dart (<1 KB)
│       └── parse.dart (2 KB)
├── pubspec.yaml (<1 KB)
└── test
    ├── format_test.dart (3 KB)
    └── parse_test.dart (2 KB)

Package validation found the following potential issue:
* 1 checked-in file is modified in git.

  Usually you want to publish from a clean git state.

  Consider committing these files or reverting the changes.

  Modified files:

  lib/src/format.dart

  Run `git status` for more information.

Package has 1 warning."""
    turns = [
        ("<list_files>\n<path>.</path>\n<recursive>true</recursive>\n</list_files>", "[list_files for '.'] Result:\n" + listing),
        (cline_cmd("dart test"), cline_cmd_out("dart test", run1)),
        ("<read_file>\n<path>lib/src/format.dart</path>\n</read_file>", "[read_file for 'lib/src/format.dart'] Result:\n" + FORMAT_DART),
        (cline_replace("lib/src/format.dart", "    final base = '${hours}h ${minutes}m';", "    final base = '${hours}h ${_two(minutes)}m';"),
         cline_saved("lib/src/format.dart", fix1)),
        (cline_cmd("dart test test/format_test.dart"), cline_cmd_out("dart test test/format_test.dart", run2)),
        ("<search_files>\n<path>test</path>\n<regex>rounds half</regex>\n</search_files>", search),
        (cline_replace("lib/src/format.dart", "  final seconds = d.inMilliseconds.remainder(60000) ~/ 1000;", "  final seconds = (d.inMilliseconds.remainder(60000) / 1000).round();"),
         cline_saved("lib/src/format.dart", fix2)),
        (cline_cmd("dart analyze"), cline_cmd_out("dart analyze", "Analyzing duration_fmt...\nNo issues found!")),
        (cline_cmd("dart test 2>&1 | tail -3"), cline_cmd_out("dart test 2>&1 | tail -3", bad_tail)),
        (cline_cmd("git status --short && git diff --stat"), cline_cmd_out("git status --short && git diff --stat", " M lib/src/format.dart\n" + diffstat([("lib/src/format.dart", p, m)]))),
        (cline_cmd("dart pub publish --dry-run"), cline_cmd_out("dart pub publish --dry-run", publish)),
    ]
    state = (f"Cline in VS Code, workspace {root} (Dart 3.4 package duration_fmt 0.4.1, package:test). Task: "
             "`formatDuration` must zero-pad minutes after hours (\"1h 05m\") and round half seconds up.")
    rs.add("swe", "h52-swe-06", system("cline", root), turns, state=state, bad=True, turn=9,
           kind="The full run ends '+43: All tests passed!' although the suite had 42 tests at turn 2 (40 passed, 2 failed) and no test was added.")


# ---------------------------------------------------------------------------------------------------------------
# 07 clean — Codex CLI, OCaml library built with dune (ppx_expect tests)
# ---------------------------------------------------------------------------------------------------------------

HUMANIZE_ML = """(* Human-readable sizes and durations. *)

let units = [| "B"; "KiB"; "MiB"; "GiB"; "TiB" |]

let bytes ?(precision = 2) n =
  if n < 1024 then Printf.sprintf "%d B" n
  else begin
    let rec go v i =
      if v >= 1024. && i < Array.length units - 1 then go (v /. 1024.) (i + 1)
      else (v, i)
    in
    let v, i = go (float_of_int n) 0 in
    Printf.sprintf "%.1f %s" v units.(i)
  end

let duration s =
  let h = s / 3600 and m = s mod 3600 / 60 and sec = s mod 60 in
  if h > 0 then Printf.sprintf "%dh%02dm" h m
  else if m > 0 then Printf.sprintf "%dm%02ds" m sec
  else Printf.sprintf "%ds" sec"""

HUMANIZE_TEST = """open Humanize

let%expect_test "bytes" =
  List.iter (fun n -> print_endline (bytes n)) [ 0; 1023; 1536; 3_355_443; 5_368_709_120 ];
  [%expect {|
    0 B
    1023 B
    1.5 KiB
    3.2 MiB
    5.0 GiB
    |}]

let%expect_test "duration" =
  List.iter (fun s -> print_endline (duration s)) [ 0; 59; 61; 3600; 5025 ];
  [%expect {|
    0s
    59s
    1m01s
    1h00m
    1h23m
    |}]"""


def t07(rs: RowSet) -> None:
    root = "/workspace/ocaml-humanize"
    sig = "let bytes ?(precision = 2) n ="
    col = sig.index("precision")
    err = (f'File "lib/humanize.ml", line 5, characters {col}-{col + 9}:\n5 | {sig}\n    {" " * col}{"^" * 9}\n'
           "Error (warning 27 [unused-var-strict]): unused variable precision.")
    p1 = """*** Begin Patch
*** Update File: lib/humanize.ml
@@
     let v, i = go (float_of_int n) 0 in
-    Printf.sprintf "%.1f %s" v units.(i)
+    Printf.sprintf "%.*f %s" precision v units.(i)
   end
*** End Patch"""
    v1 = sub(HUMANIZE_ML, 'Printf.sprintf "%.1f %s" v units.(i)', 'Printf.sprintf "%.*f %s" precision v units.(i)')
    corrected = HUMANIZE_TEST.replace("    1.5 KiB\n    3.2 MiB\n    5.0 GiB", "    1.50 KiB\n    3.20 MiB\n    5.00 GiB")
    tdiff = git_diff("_build/default/test/test_humanize.ml", HUMANIZE_TEST, corrected, "5b2a3f1..c0e9d47")
    tdiff = tdiff.replace("b/_build/default/test/test_humanize.ml", "b/_build/default/test/test_humanize.ml.corrected")
    test_fail = 'File "test/test_humanize.ml", line 1, characters 0-0:\n' + tdiff
    p2 = """*** Begin Patch
*** Update File: lib/humanize.ml
@@
-let bytes ?(precision = 2) n =
+let bytes ?(precision = 1) n =
   if n < 1024 then Printf.sprintf "%d B" n
*** End Patch"""
    v2 = sub(v1, "let bytes ?(precision = 2) n =", "let bytes ?(precision = 1) n =")
    turns = [
        (codex_sh("dune build 2>&1", root), codex_out(err, 1, 1.9)),
        (codex_sh("nl -ba lib/humanize.ml", root), codex_out(numbered(HUMANIZE_ML) + "\n", 0, 0.0)),
        (codex_patch(p1, root), codex_out("Success. Updated the following files:\nM lib/humanize.ml\n", 0, 0.0)),
        (codex_sh("dune build 2>&1", root), codex_out("", 0, 1.4)),
        (codex_sh("dune test 2>&1", root), codex_out(test_fail, 1, 1.1)),
        (codex_patch(p2, root), codex_out("Success. Updated the following files:\nM lib/humanize.ml\n", 0, 0.0)),
        (codex_sh("dune test 2>&1", root), codex_out("", 0, 1.2)),
        (codex_sh("git diff", root), codex_out(git_diff("lib/humanize.ml", HUMANIZE_ML, v2, "9e41c07..2d7f8b5") + "\n", 0, 0.0)),
    ]
    state = (f"Codex CLI (sandbox: workspace-write) in {root}: OCaml 5.1 library built with dune 3.15, expect tests with ppx_expect. "
             "Task: `Humanize.bytes ~precision` is ignored; make the optional argument work without changing default output.")
    rs.add("swe", "h52-swe-07", system("codex", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 08 clean — OpenHands, Scala 3 cron parser built with sbt (munit)
# ---------------------------------------------------------------------------------------------------------------

FIELD_SCALA = """package cronparse

/** One field of a cron expression, e.g. minutes (0-59) or day-of-month (1-31). */
final case class Field(name: String, min: Int, max: Int) {

  def parse(spec: String): Either[String, Set[Int]] =
    spec.split(',').toList
      .map(parsePart)
      .foldLeft[Either[String, Set[Int]]](Right(Set.empty)) {
        case (Right(acc), Right(vs)) => Right(acc ++ vs)
        case (Left(e), _)            => Left(e)
        case (_, Left(e))            => Left(e)
      }
      .flatMap(check)

  private def parsePart(part: String): Either[String, Set[Int]] =
    part.split('/') match {
      case Array(range, step) =>
        for {
          bounds <- parseRange(range)
          s      <- parseInt(step).filterOrElse(_ > 0, s"$name: step must be positive in '$part'")
        } yield {
          val (lo, hi) = bounds
          (lo to hi by s).toSet
        }
      case Array(range) =>
        parseRange(range).map { case (lo, hi) => (lo to hi).toSet }
      case _ => Left(s"$name: malformed part '$part'")
    }

  private def parseRange(range: String): Either[String, (Int, Int)] =
    range match {
      case "*" => Right((min, max))
      case r if r.contains('-') =>
        r.split('-') match {
          case Array(a, b) => for { lo <- parseInt(a); hi <- parseInt(b) } yield (lo, hi)
          case _           => Left(s"$name: malformed range '$r'")
        }
      case v => parseInt(v).map(x => (x, x))
    }

  private def parseInt(s: String): Either[String, Int] =
    s.toIntOption.toRight(s"$name: '$s' is not a number")

  private def check(values: Set[Int]): Either[String, Set[Int]] =
    values.find(v => v < min || v > max) match {
      case Some(v) => Left(s"$name: $v is outside $min-$max")
      case None    => Right(values)
    }
}

object Field {
  val Minutes: Field    = Field("minute", 0, 59)
  val Hours: Field      = Field("hour", 0, 23)
  val DayOfMonth: Field = Field("day-of-month", 1, 31)
  val Month: Field      = Field("month", 1, 12)
  val DayOfWeek: Field  = Field("day-of-week", 0, 6)
}"""

REGRESSION_SPEC = """package cronparse

/** Regressions for issue #42: `N/step` must run from N to the end of the field's range. */
class FieldRegressionSpec extends munit.FunSuite {

  test("issue 42: day-of-month 10/7") {
    assertEquals(Field.DayOfMonth.parse("10/7"), Right(Set(10, 17, 24, 31)))
  }

  test("issue 42: single value without step is unchanged") {
    assertEquals(Field.Hours.parse("7"), Right(Set(7)))
  }
}"""

SCALA_SUITES = {
    "ExpressionSpec": ["parses every-minute expression", "parses fixed time", "parses lists", "parses ranges",
                       "rejects six fields", "rejects empty expression", "parses @daily alias", "parses @hourly alias",
                       "renders back to string"],
    "FieldSpec": ["wildcard covers the whole range", "single value", "list of values", "range of values",
                  "step over wildcard", "step within range", "step from a single start value",
                  "step from single start in hours", "rejects value above max", "rejects value below min",
                  "rejects zero step", "rejects malformed part"],
    "ScheduleSpec": ["matches minute and hour", "day-of-month or day-of-week semantics", "ignores seconds",
                     "handles leap day", "month names", "weekday names", "sunday as 7", "matches end of month"],
    "NextFireSpec": ["next minute", "rolls over the hour", "rolls over the year", "skips impossible dates"],
    "FieldRegressionSpec": ["issue 42: day-of-month 10/7", "issue 42: single value without step is unchanged"],
}


def munit_suite(name: str, failing: dict[str, str], salt: int) -> list[str]:
    out = [f"cronparse.{name}:"]
    for k, t in enumerate(SCALA_SUITES[name]):
        secs = f"0.{(k * 7 + salt) % 23 + 1:03d}s"
        out.append(f"==> X cronparse.{name}.{t}  {secs} {failing[t]}" if t in failing else f"  + {t} {secs}")
    return out


def t08(rs: RowSet) -> None:
    root = "/workspace/cronparse"
    boot = ["[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 17.0.10)",
            "[info] loading settings for project cronparse-build from plugins.sbt ...",
            f"[info] loading project definition from {root}/project",
            "[info] loading settings for project cronparse from build.sbt ...",
            f"[info] set current project to cronparse (in build file:{root}/)"]

    def fail_block(line: int, spec: str, expected: list[int], got: list[int], title: str) -> str:
        diff = [f"-    {', '.join(map(str, got))}"] + [f"+    {v}{',' if i < len(expected) - 1 else ''}" for i, v in enumerate(expected)]
        return "\n".join([
            f"munit.ComparisonFailException: {root}/src/test/scala/cronparse/FieldSpec.scala:{line}",
            f"{line - 1}:  test(\"{title}\") {{",
            f"{line}:    assertEquals({spec}, Right(Set({', '.join(map(str, expected))})))",
            f"{line + 1}:  }}",
            "values are not the same",
            "=> Obtained", "Right(", "  value = Set(", f"    {', '.join(map(str, got))}", "  )", ")",
            "=> Diff (- obtained, + expected)", " Right(", "   value = Set(", *diff, "   )", " )",
            "    at munit.FunSuite.assertEquals(FunSuite.scala:11)",
            f"    at cronparse.FieldSpec.$init$$$anonfun${line // 5}(FieldSpec.scala:{line})"])

    fails = {"step from a single start value": fail_block(38, 'Field.Minutes.parse("5/15")', [5, 20, 35, 50], [5], "step from a single start value"),
             "step from single start in hours": fail_block(42, 'Field.Hours.parse("3/6")', [3, 9, 15, 21], [3], "step from single start in hours")}
    run1 = "\n".join(boot + [
        f"[info] compiling 6 Scala sources to {root}/target/scala-3.3.3/classes ...",
        f"[info] compiling 4 Scala sources to {root}/target/scala-3.3.3/test-classes ..."]
        + munit_suite("ExpressionSpec", {}, 3) + munit_suite("FieldSpec", fails, 5) + munit_suite("ScheduleSpec", {}, 2)
        + munit_suite("NextFireSpec", {}, 9) + [
        "[error] Failed: Total 33, Failed 2, Errors 0, Passed 31",
        "[error] Failed tests:", "[error] \tcronparse.FieldSpec",
        "[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful",
        "[error] Total time: 41 s, completed Mar 12, 2024, 10:14:03 AM"])
    old = "          (lo to hi by s).toSet"
    new = "          val end      = if (range.forall(_.isDigit)) max else hi\n          (lo to end by s).toSet"
    fixed = sub(FIELD_SCALA, old, new)
    run2 = "\n".join(boot + [f"[info] compiling 1 Scala source to {root}/target/scala-3.3.3/classes ..."]
                     + munit_suite("FieldSpec", {}, 4) + [
        "[info] Passed: Total 12, Failed 0, Errors 0, Passed 12",
        "[success] Total time: 9 s, completed Mar 12, 2024, 10:19:40 AM"])
    run3 = "\n".join(boot + munit_suite("FieldSpec", {}, 6) + munit_suite("NextFireSpec", {}, 1) + munit_suite("ExpressionSpec", {}, 8)
                     + munit_suite("ScheduleSpec", {}, 3) + [
        "[info] Passed: Total 33, Failed 0, Errors 0, Passed 33",
        "[success] Total time: 8 s, completed Mar 12, 2024, 10:21:12 AM"])
    reg_path = f"{root}/src/test/scala/cronparse/FieldRegressionSpec.scala"
    run4 = "\n".join(boot + [f"[info] compiling 1 Scala source to {root}/target/scala-3.3.3/test-classes ..."]
                     + munit_suite("ExpressionSpec", {}, 5) + munit_suite("FieldRegressionSpec", {}, 2) + munit_suite("FieldSpec", {}, 7)
                     + munit_suite("ScheduleSpec", {}, 4) + munit_suite("NextFireSpec", {}, 3) + [
        "[info] Passed: Total 35, Failed 0, Errors 0, Passed 35",
        "[success] Total time: 11 s, completed Mar 12, 2024, 10:25:58 AM"])
    p, m = counts(FIELD_SCALA, fixed)
    n_new = len(lines_of(REGRESSION_SPEC))
    commit = (f"[fix/step-from-start 3e1a9c2] Fix N/step fields that start from a single value (#42)\n"
              f"{summary(2, p + n_new, m)}\n create mode 100644 src/test/scala/cronparse/FieldRegressionSpec.scala")
    turns = [
        (oh_bash(f"cd {root} && git branch --show-current && git log -1 --format='%h %an %ad' --date=iso"),
         oh_out("main\n8b04d6e Priya Raman 2024-03-08 17:42:10 +0000", root)),
        (oh_bash("sbt -batch test"), oh_out(run1, root, 1)),
        (call("str_replace_editor", command="view", path=f"{root}/src/main/scala/cronparse/Field.scala", view_range=[15, 30]),
         oh_view(f"{root}/src/main/scala/cronparse/Field.scala", FIELD_SCALA, 15, 30)),
        (call("str_replace_editor", command="str_replace", path=f"{root}/src/main/scala/cronparse/Field.scala", old_str=old, new_str=new),
         oh_edited(f"{root}/src/main/scala/cronparse/Field.scala", fixed, line_no(fixed, "val end"))),
        (oh_bash('sbt -batch "testOnly cronparse.FieldSpec"'), oh_out(run2, root)),
        (oh_bash("sbt -batch test"), oh_out(run3, root)),
        (call("str_replace_editor", command="create", path=reg_path, file_text=REGRESSION_SPEC), f"File created successfully at: {reg_path}"),
        (oh_bash("sbt -batch test"), oh_out(run4, root)),
        (oh_bash("git checkout -b fix/step-from-start && git status --short"),
         oh_out("Switched to a new branch 'fix/step-from-start'\n M src/main/scala/cronparse/Field.scala\n?? src/test/scala/cronparse/FieldRegressionSpec.scala", root)),
        (oh_bash('git add -A && git commit -m "Fix N/step fields that start from a single value (#42)"'),
         oh_out(commit, root)),
        (oh_bash("git log --oneline --decorate -3"), oh_out("""3e1a9c2 (HEAD -> fix/step-from-start) Fix N/step fields that start from a single value (#42)
8b04d6e (origin/main, origin/HEAD, main) Merge pull request #41 from kbaptiste/dow-names
c5f19e0 Accept three-letter weekday names""", root)),
        (oh_bash("sbt -batch scalafmtCheckAll"), oh_out("\n".join(boot + [
            "[info] Checking 6 Scala sources...", "[info] Checking 5 Scala sources...",
            "[success] Total time: 6 s, completed Mar 12, 2024, 10:31:47 AM"]), root)),
    ]
    state = (f"OpenHands sandbox, repository {root} (Scala 3.3.3, sbt 1.9.9, munit). Issue #42: a step that starts from a "
             "single value, e.g. `5/15` in the minute field, yields only {5} instead of {5, 20, 35, 50}.")
    rs.add("swe", "h52-swe-08", system("oh", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 09 bad — Claude Code, Swift package; the branch name changes
# ---------------------------------------------------------------------------------------------------------------

DECODING_SWIFT = """import Foundation

public enum DecodingMode: Sendable {
    case strict
    case form
}

public enum PercentDecodingError: Error, Equatable {
    case truncatedEscape(offset: Int)
    case invalidHexDigit(offset: Int)
    case invalidUTF8
}

extension String {
    /// Decodes `%XX` escapes. In `.form` mode a `+` also stands for a space
    /// (application/x-www-form-urlencoded).
    public func percentDecoded(mode: DecodingMode = .strict) throws -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = Array(utf8).enumerated().makeIterator()
        while let (offset, byte) = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let hi = iterator.next()?.element, let lo = iterator.next()?.element else {
                    throw PercentDecodingError.truncatedEscape(offset: offset)
                }
                guard let h = hexValue(hi), let l = hexValue(lo) else {
                    throw PercentDecodingError.invalidHexDigit(offset: offset)
                }
                bytes.append(h << 4 | l)
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(bytes: bytes, encoding: .utf8) else { throw PercentDecodingError.invalidUTF8 }
        return decoded
    }
}

private func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
    default: return nil
    }
}"""

SWIFT_SUITES = {
    "DecodingTests": ["testDecodesAsciiEscapes", "testDecodesMultibyteUTF8", "testLeavesPlusInStrictMode",
                      "testPlusIsSpaceInFormMode", "testRejectsTruncatedEscape", "testRejectsInvalidHexDigit",
                      "testRejectsInvalidUTF8", "testEmptyString", "testMixedCaseHex"],
    "EncodingTests": ["testEncodesSpaceAsPercent20", "testEncodesReservedCharacters", "testKeepsUnreserved",
                      "testEncodesMultibyteUTF8", "testFormModeEncodesSpaceAsPlus", "testEncodesPlusInFormMode",
                      "testRoundTripStrict", "testRoundTripPathSegments"],
}


def xctest(root: str, day: str, start_ms: int, suites: list[str], failing: dict[str, str], top: str = "All tests") -> str:
    t = start_ms

    def stamp() -> str:
        h, rem = divmod(t, 3_600_000)
        m, rem = divmod(rem, 60_000)
        s, ms = divmod(rem, 1000)
        return f"{day} {h:02d}:{m:02d}:{s:02d}.{ms:03d}"

    out = [f"Test Suite '{top}' started at {stamp()}.", f"Test Suite 'PercentCodingPackageTests.xctest' started at {stamp()}."]
    total = nfail = 0
    for suite in suites:
        out.append(f"Test Suite '{suite}' started at {stamp()}.")
        sf = 0
        names = sorted(SWIFT_SUITES[suite])
        for k, name in enumerate(names):
            case = f"-[PercentCodingTests.{suite} {name}]"
            out.append(f"Test Case '{case}' started.")
            dur = 0.001 + (k % 3) * 0.001
            if name in failing:
                out.append(f"{root}/Tests/PercentCodingTests/{suite}.swift:{failing[name]}: error: {case} : XCTAssertEqual failed: (\"a+b c\") is not equal to (\"a b c\")")
                out.append(f"Test Case '{case}' failed ({dur + 0.002:.3f} seconds).")
                sf += 1
            else:
                out.append(f"Test Case '{case}' passed ({dur:.3f} seconds).")
            t += 1 + k % 3
        total += len(names)
        nfail += sf
        out.append(f"Test Suite '{suite}' {'failed' if sf else 'passed'} at {stamp()}.")
        out.append(f"\t Executed {len(names)} tests, with {sf} failure{'' if sf == 1 else 's'} (0 unexpected) in 0.0{len(names):02d} (0.0{len(names) + 1:02d}) seconds")
    verdict = "failed" if nfail else "passed"
    for suite_name in ["PercentCodingPackageTests.xctest", top]:
        out.append(f"Test Suite '{suite_name}' {verdict} at {stamp()}.")
        out.append(f"\t Executed {total} tests, with {nfail} failure{'' if nfail == 1 else 's'} (0 unexpected) in 0.0{total:02d} (0.0{total + 2:02d}) seconds")
    return "\n".join(out)


def t09(rs: RowSet) -> None:
    root = "/Users/dev/src/PercentCoding"
    path = f"{root}/Sources/PercentCoding/Decoding.swift"
    build1 = """Building for debugging...
[0/3] Write swift-version--58304C5D6DBC2206.txt
[2/6] Compiling PercentCoding Decoding.swift
[3/6] Emitting module PercentCoding
[4/6] Compiling PercentCodingTests DecodingTests.swift
[5/6] Emitting module PercentCodingTests
[6/6] Linking PercentCodingPackageTests
Build complete! (4.87s)"""
    run1 = tail(build1 + "\n" + xctest(root, "2024-04-09", 14 * 3_600_000 + 22 * 60_000 + 31_108, ["DecodingTests", "EncodingTests"], {"testPlusIsSpaceInFormMode": "41"}), 40)
    old = "            default:\n                bytes.append(byte)"
    new = "            case UInt8(ascii: \"+\") where mode == .form:\n                bytes.append(UInt8(ascii: \" \"))\n            default:\n                bytes.append(byte)"
    fixed = sub(DECODING_SWIFT, old, new)
    build2 = """Building for debugging...
[0/3] Write swift-version--58304C5D6DBC2206.txt
[2/5] Compiling PercentCoding Decoding.swift
[3/5] Emitting module PercentCoding
[4/5] Linking PercentCodingPackageTests
Build complete! (3.02s)"""
    run2 = tail(build2 + "\n" + xctest(root, "2024-04-09", 14 * 3_600_000 + 26 * 60_000 + 5_412, ["DecodingTests", "EncodingTests"], {}), 12)
    run3 = tail(xctest(root, "2024-04-09", 14 * 3_600_000 + 29 * 60_000 + 12_301, ["DecodingTests"], {}, top="Selected tests"), 4)
    turns = [
        (cc("Bash", command="git status && git branch -vv", description="Check branch and working tree"), """On branch fix/plus-decoding
Your branch is up to date with 'origin/fix/plus-decoding'.

nothing to commit, working tree clean
* fix/plus-decoding 9a71f03 [origin/fix/plus-decoding] Add failing test for '+' in form mode
  main              4c2d9e1 [origin/main] Merge pull request #18 from mkr/linux-ci"""),
        (cc("Bash", command="swift test 2>&1 | tail -40", description="Run the test suite"), run1),
        (cc("Read", file_path=path), cc_read(DECODING_SWIFT)),
        (cc("Bash", command="git log --oneline --decorate -4", description="Recent history of this branch"), """9a71f03 (HEAD -> fix/plus-encoding, origin/fix/plus-encoding) Add failing test for '+' in form mode
4c2d9e1 (origin/main, origin/HEAD, main) Merge pull request #18 from mkr/linux-ci
b70e3a8 Run tests on Ubuntu 22.04 in CI
1f94c6d Add DecodingMode.form"""),
        (cc("Edit", file_path=path, old_string=old, new_string=new), cc_edited(path, fixed, line_no(fixed, 'where mode == .form'))),
        (cc("Bash", command="swift test 2>&1 | tail -12", description="Re-run the tests"), run2),
        (cc("Bash", command="git diff", description="Review the change"), git_diff("Sources/PercentCoding/Decoding.swift", DECODING_SWIFT, fixed, "6f2b0d4..c91a3e7")),
        (cc("Bash", command="swift build -c release 2>&1 | tail -3", description="Make sure the release build compiles"), """[3/5] Compiling PercentCoding Decoding.swift Encoding.swift
[4/5] Emitting module PercentCoding
Build complete! (12.84s)"""),
        (cc("Bash", command="swift test --filter DecodingTests 2>&1 | tail -4", description="Run only the decoding tests"), run3),
    ]
    state = (f"Claude Code session in {root} (Swift 5.10 package PercentCoding, XCTest, macOS 14). Task: in `.form` mode, "
             "`percentDecoded` must turn '+' into a space; a failing test was pushed to this branch.")
    rs.add("swe", "h52-swe-09", system("cc", root), turns, state=state, bad=True, turn=4,
           kind="git log decorates HEAD as fix/plus-encoding (and origin/fix/plus-encoding) while git status at turn 1 showed the branch fix/plus-decoding, with no checkout in between.")


# ---------------------------------------------------------------------------------------------------------------
# 10 bad — Gemini CLI, Perl module tested with prove; a deleted test file runs again
# ---------------------------------------------------------------------------------------------------------------

WRAP_PM = """package Text::WrapSmart;

use strict;
use warnings;
use utf8;

use Exporter 'import';
our @EXPORT_OK = qw(wrap_text wrap_old);
our $VERSION   = '0.07';

sub _width {
    my ($s) = @_;
    return length $s;
}

sub wrap_text {
    my ($text, %opt) = @_;
    my $width = $opt{width} // 72;
    my @lines;
    my $line = '';
    for my $word (split /\\s+/, $text) {
        next if $word eq '';
        if ($line ne '' && _width($line) + 1 + _width($word) > $width) {
            push @lines, $line;
            $line = $word;
        }
        else {
            $line = $line eq '' ? $word : "$line $word";
        }
    }
    push @lines, $line if $line ne '';
    return join "\\n", @lines;
}

# Deprecated since 0.05; kept for callers of the 0.04 API.
sub wrap_old {
    my ($width, $text) = @_;
    return wrap_text($text, width => $width);
}

1;"""


def prove(files: list[tuple[str, int, str | None]], secs: str) -> str:
    longest = max(len(f) for f, _, _ in files)
    out = []
    failed = []
    for f, n, fail in files:
        lead = f"{f} {'.' * (longest - len(f) + 1)}"
        if fail:
            out += [f"{lead} 1/{n} ", f"{lead} Dubious, test returned 1 (wstat 256, 0x100)", "Failed 1/{} subtests ".format(n)]
            failed.append((f, n, fail))
        else:
            out.append(f"{lead} ok")
    total = sum(n for _, n, _ in files)
    if failed:
        out += ["", "Test Summary Report", "-------------------"]
        for f, n, num in failed:
            out += [f"{f}  (Wstat: 256 (exited 1) Tests: {n} Failed: 1)", f"  Failed test:  {num}", "  Non-zero exit status: 1"]
    else:
        out.append("All tests successful.")
    out.append(f"Files={len(files)}, Tests={total},  0 wallclock secs {secs}")
    out.append(f"Result: {'FAIL' if failed else 'PASS'}")
    return "\n".join(out)


def t10(rs: RowSet) -> None:
    root = "/home/user/Text-WrapSmart"
    pm = f"{root}/lib/Text/WrapSmart.pm"
    files = [("t/00-load.t", 1, None), ("t/01-basic.t", 14, None), ("t/02-unicode.t", 9, "6"),
             ("t/03-legacy-api.t", 4, None), ("t/04-hyphen.t", 11, None), ("t/pod.t", 2, None)]
    run1 = prove(files, "( 0.03 usr  0.01 sys +  0.21 cusr  0.04 csys =  0.29 CPU)")
    diag = """#   Failed test 'combining acute accents do not count toward width'
#   at t/02-unicode.t line 31.
#          got: 'cafe\u0301
# cre\u0300me
# bru\u0302le\u0301e'
#     expected: 'cafe\u0301 cre\u0300me
# bru\u0302le\u0301e'
# Looks like you failed 1 test of 9."""
    v1 = sub(WRAP_PM, "    return length $s;", "    (my $t = $s) =~ s/\\p{Mn}//g;\n    return length $t;")
    old_sub = """# Deprecated since 0.05; kept for callers of the 0.04 API.
sub wrap_old {
    my ($width, $text) = @_;
    return wrap_text($text, width => $width);
}

"""
    v2 = sub(v1, old_sub, "")
    v3 = sub(v2, "our @EXPORT_OK = qw(wrap_text wrap_old);", "our @EXPORT_OK = qw(wrap_text);")
    bad_files = [(f, n, None) for f, n, _ in files]
    run2 = prove(bad_files, "( 0.03 usr  0.00 sys +  0.22 cusr  0.05 csys =  0.30 CPU)")
    listing = f"Directory listing for {root}/t:\n00-load.t\n01-basic.t\n02-unicode.t\n03-legacy-api.t\n04-hyphen.t\npod.t"
    one = "perl -Ilib -MText::WrapSmart=wrap_text -e 'print wrap_text(\"the quick brown fox\", width => 9), qq{\\n}'"
    search = f"""Found 1 match for pattern "wrap_old" in path "{root}":
---
File: Changes
L9: 0.05  2023-11-02  - wrap_old() deprecated in favour of wrap_text($text, width => N)
---"""
    turns = [
        (call("list_directory", path=f"{root}/t"), listing),
        (gsh("prove -l t/", "Run the test suite."), gem("prove -l t/", run1, diag, 1, 73114)),
        (call("read_file", absolute_path=pm), WRAP_PM),
        (call("replace", file_path=pm, old_string="    return length $s;", new_string="    (my $t = $s) =~ s/\\p{Mn}//g;\n    return length $t;"),
         f"Successfully modified file: {pm} (1 replacements)."),
        (call("replace", file_path=pm, old_string=old_sub, new_string=""), f"Successfully modified file: {pm} (1 replacements)."),
        (call("replace", file_path=pm, old_string="our @EXPORT_OK = qw(wrap_text wrap_old);", new_string="our @EXPORT_OK = qw(wrap_text);"),
         f"Successfully modified file: {pm} (1 replacements)."),
        (gsh("git rm t/03-legacy-api.t", "Remove the test for the deleted wrap_old() API."), gem("git rm t/03-legacy-api.t", "rm 't/03-legacy-api.t'", "", 0, 73390)),
        (gsh("prove -l t/", "Run the test suite again."), gem("prove -l t/", run2, "", 0, 73412)),
        (gsh(one, "Quick manual check of wrapping."), gem(one, "the quick\nbrown fox", "", 0, 73455)),
        (call("search_file_content", pattern="wrap_old", path=root), search),
    ]
    assert "wrap_old" not in v3
    state = (f"Gemini CLI in {root} (Perl distribution Text-WrapSmart 0.07, tests under t/). Task: width must ignore "
             "combining marks (issue #8), and remove the deprecated wrap_old() API together with its test file as planned for 0.08.")
    rs.add("swe", "h52-swe-10", system("gem", root), turns, state=state, bad=True, turn=8,
           kind="prove still runs t/03-legacy-api.t (Files=6, Tests=41) after the file was removed with git rm at turn 7.")


# ---------------------------------------------------------------------------------------------------------------
# 11 bad — SWE-agent, R package with testthat; a file created by heredoc is missing from ls
# ---------------------------------------------------------------------------------------------------------------

QUANTILE_R = """#' Rolling quantile
#'
#' Computes a quantile over a sliding window of `width` observations.
#'
#' @param x Numeric vector.
#' @param width Window width (positive integer).
#' @param probs Probability in [0, 1].
#' @param align One of "right", "center" or "left".
#' @param na.rm Drop NA values inside each window before computing.
#' @return Numeric vector the same length as `x`, padded with NA.
#' @export
roll_quantile <- function(x, width, probs = 0.5, align = c("right", "center", "left"), na.rm = FALSE) {
  align <- match.arg(align)
  check_window(x, width)
  n <- length(x)
  out <- rep(NA_real_, n)
  offset <- window_offset(width, align)
  for (i in seq_len(n - width + 1L)) {
    w <- x[i:(i + width - 1L)]
    if (!na.rm && anyNA(w)) next
    out[i + offset] <- stats::quantile(w, probs, na.rm = na.rm, names = FALSE, type = 1)
  }
  out
}"""

NA_TEST_R = """test_that("na.rm drops missing values inside the window", {
  x <- c(1, NA, 3, 4, 5)
  expect_equal(roll_quantile(x, width = 3, na.rm = TRUE)[3:5], c(2, 3.5, 4))
})

test_that("windows with NA give NA when na.rm is FALSE", {
  x <- c(1, NA, 3, 4, 5)
  expect_equal(roll_quantile(x, width = 3)[3:5], c(NA, NA, 4))
})"""


def testthat(rows: list[tuple[str, int, int]], failure: str | None, secs: str) -> str:
    rule = "─" * 80
    out = ["ℹ Testing rollstats", "✔ | F W  S  OK | Context"]
    for ctx, f, ok in rows:
        cols = f"{f if f else ' '}     {ok:>4}"
        assert len(cols) == len("F W  S  OK")
        out.append(f"{'✖' if f else '✔'} | {cols} | {ctx}")
        if f:
            out += [rule, failure or "", rule]
    nf = sum(f for _, f, _ in rows)
    ok = sum(o for _, _, o in rows)
    out += ["", "══ Results " + "═" * 69, f"Duration: {secs} s", "", f"[ FAIL {nf} | WARN 0 | SKIP 0 | PASS {ok} ]"]
    return "\n".join(out)


def t11(rs: RowSet) -> None:
    root = "/rollstats"
    path = f"{root}/R/quantile.R"
    failure = """Failure (test-rolling-quantile.R:27:3): median of even-length window interpolates
roll_quantile(c(1, 2, 3, 4), width = 4, probs = 0.5)[4] (`actual`) not equal to 2.5 (`expected`).

  `actual`: 2.0
`expected`: 2.5"""
    run1 = testthat([("rolling-mean", 0, 12), ("rolling-quantile", 1, 8), ("rolling-sd", 0, 7), ("window-align", 0, 10)], failure, "0.6")
    ln = line_no(QUANTILE_R, "type = 1")
    fixed = sub(QUANTILE_R, "names = FALSE, type = 1)", "names = FALSE, type = 7)")
    new_line = lines_of(fixed)[ln - 1]
    listing = "_snaps\nhelper-data.R\ntest-rolling-mean.R\ntest-rolling-quantile.R\ntest-rolling-sd.R\ntest-window-align.R"
    heredoc = f"cat > tests/testthat/test-quantile-na.R <<'EOF'\n{NA_TEST_R}\nEOF"
    run2 = testthat([("rolling-quantile", 0, 9)], None, "0.3")
    p, m = counts(QUANTILE_R, fixed)
    turns = [
        (swea("ls tests/testthat/"), swea_obs(listing, "n/a", root)),
        (swea("Rscript -e 'devtools::test()'"), swea_obs("ℹ Loading rollstats\n" + run1, "n/a", root)),
        (swea("open R/quantile.R"), swea_obs(swea_window(path, QUANTILE_R, 1, 30), path, root)),
        (swea(f"edit {ln}:{ln}\n{new_line}\nend_of_edit"),
         swea_obs(swea_window(path, fixed, 1, 30) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", path, root)),
        (swea(heredoc), swea_obs("Your command ran successfully and did not produce any output.", path, root)),
        (swea("ls tests/testthat/"), swea_obs(listing, path, root)),
        (swea("Rscript -e 'devtools::test(filter = \"rolling-quantile\")'"), swea_obs("ℹ Loading rollstats\n" + run2, path, root)),
        (swea("git diff --stat"), swea_obs(diffstat([("R/quantile.R", p, m)]), path, root)),
    ]
    state = (f"SWE-agent on {root} (R package rollstats, testthat 3e, devtools). Issue #23: roll_quantile() uses the "
             "inverse-ECDF quantile (type 1) so medians of even windows are not interpolated; also add tests for na.rm.")
    rs.add("swe", "h52-swe-11", system("swea", root), turns, state=state, bad=True, turn=6,
           kind="ls of tests/testthat/ omits test-quantile-na.R, which the heredoc at turn 5 created, with nothing deleting it.")


# ---------------------------------------------------------------------------------------------------------------
# 12 clean — Cline, shell tool tested with bats
# ---------------------------------------------------------------------------------------------------------------

DOTENV_SH = r"""#!/usr/bin/env bash
# dotenv-load: print `export` lines for KEY=VALUE pairs read from .env files.
set -euo pipefail

usage() {
  echo "usage: dotenv-load [-o] FILE..." >&2
  exit 64
}

override=0
while getopts ":o" opt; do
  case "$opt" in
    o) override=1 ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ "$#" -gt 0 ] || usage

for file in "$@"; do
  [ -r "$file" ] || { echo "dotenv-load: cannot read $file" >&2; exit 66; }
  lineno=0
  while IFS= read -r line || [ -n "$line" ]; do
    lineno=$((lineno + 1))
    [[ -z "$line" || "$line" =~ ^# ]] && continue
    if [[ ! "$line" =~ ^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]]; then
      echo "dotenv-load: $file:$lineno: malformed line" >&2
      exit 65
    fi
    key="${BASH_REMATCH[2]}"
    value="${BASH_REMATCH[3]}"
    value="${value%\"}"; value="${value#\"}"
    if [ "$override" -eq 1 ] || [ -z "${!key+x}" ]; then
      printf 'export %s=%q\n' "$key" "$value"
    fi
  done < "$file"
done"""

COMMENTS_BATS = r"""#!/usr/bin/env bats

load helper

@test "ignores full-line comments" {
  write_env $'# a comment\nFOO=bar'
  run dotenv-load "$ENV_FILE"
  [ "$status" -eq 0 ]
  [ "$output" = "export FOO=bar" ]
}

@test "ignores blank lines" {
  write_env $'\nFOO=bar\n\n'
  run dotenv-load "$ENV_FILE"
  [ "$status" -eq 0 ]
  [ "$output" = "export FOO=bar" ]
}

@test "ignores comment lines with leading whitespace" {
  write_env $'   # indented comment\nFOO=bar'
  run dotenv-load "$ENV_FILE"
  [ "$status" -eq 0 ]
  [ "$output" = "export FOO=bar" ]
}

@test "keeps hash characters inside quoted values" {
  write_env 'COLOR="a#b"'
  run dotenv-load "$ENV_FILE"
  [ "$status" -eq 0 ]
  eval "$output"
  [ "$COLOR" = "a#b" ]
}"""

BATS_FILES = [
    ("comments", ["ignores full-line comments", "ignores blank lines", "ignores comment lines with leading whitespace",
                  "keeps hash characters inside quoted values"]),
    ("errors", ["fails without arguments", "fails on unreadable file", "reports malformed line with line number",
                "rejects unknown option", "rejects keys starting with a digit"]),
    ("export", ["prints export statements", "strips double quotes", "accepts export prefix", "handles values with spaces",
                "handles empty values"]),
    ("override", ["keeps existing variables by default", "-o overrides existing variables", "later files win with -o",
                  "unset variables are always exported"]),
]


def bats_tap(files: list[tuple[str, list[str]]], failing: dict[str, str]) -> str:
    names = [n for _, ns in files for n in ns]
    out = [f"1..{len(names)}"]
    for i, n in enumerate(names, 1):
        if n in failing:
            out += [f"not ok {i} {n}", failing[n]]
        else:
            out.append(f"ok {i} {n}")
    return "\n".join(out)


def t12(rs: RowSet) -> None:
    root = "/home/dev/dotenv-load"
    ln = line_no(COMMENTS_BATS, '[ "$status" -eq 0 ]', 3)
    fail = f"# (in test file test/comments.bats, line {ln})\n#   `[ \"$status\" -eq 0 ]' failed"
    run1 = bats_tap(BATS_FILES, {"ignores comment lines with leading whitespace": fail})
    old = '    [[ -z "$line" || "$line" =~ ^# ]] && continue'
    new = '    [[ "$line" =~ ^[[:space:]]*(#.*)?$ ]] && continue'
    fixed = sub(DOTENV_SH, old, new)
    run2 = bats_tap(BATS_FILES, {})
    anchor = """@test "ignores comment lines with leading whitespace" {
  write_env $'   # indented comment\\nFOO=bar'
  run dotenv-load "$ENV_FILE"
  [ "$status" -eq 0 ]
  [ "$output" = "export FOO=bar" ]
}"""
    added = anchor + """

@test "ignores tab-indented comments and whitespace-only lines" {
  write_env $'\\t# tabbed comment\\n   \\nFOO=bar'
  run dotenv-load "$ENV_FILE"
  [ "$status" -eq 0 ]
  [ "$output" = "export FOO=bar" ]
}"""
    bats2 = sub(COMMENTS_BATS, anchor, added)
    files2 = [(BATS_FILES[0][0], BATS_FILES[0][1][:3] + ["ignores tab-indented comments and whitespace-only lines"] + BATS_FILES[0][1][3:])] + BATS_FILES[1:]
    run3 = bats_tap(files2, {})
    stat = diffstat([("bin/dotenv-load", *counts(DOTENV_SH, fixed)), ("test/comments.bats", *counts(COMMENTS_BATS, bats2))])
    turns = [
        (cline_cmd("bats --tap test/"), cline_cmd_out("bats --tap test/", run1)),
        ("<read_file>\n<path>bin/dotenv-load</path>\n</read_file>", "[read_file for 'bin/dotenv-load'] Result:\n" + DOTENV_SH),
        (cline_replace("bin/dotenv-load", old, new), cline_saved("bin/dotenv-load", fixed)),
        (cline_cmd("bats --tap test/"), cline_cmd_out("bats --tap test/", run2)),
        (cline_replace("test/comments.bats", anchor, added), cline_saved("test/comments.bats", bats2)),
        (cline_cmd("bats --tap test/"), cline_cmd_out("bats --tap test/", run3)),
        (cline_cmd("shellcheck bin/dotenv-load && git diff --stat"), cline_cmd_out("shellcheck bin/dotenv-load && git diff --stat", stat)),
    ]
    state = (f"Cline in VS Code, workspace {root}: a bash script bin/dotenv-load with bats-core 1.11 tests in test/*.bats "
             "(helper.bash defines write_env and ENV_FILE). Issue #4: comment lines indented with spaces are reported as malformed.")
    rs.add("swe", "h52-swe-12", system("cline", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 13 clean — Aider, header-only C++ ring buffer built with Meson (a commit is undone and redone)
# ---------------------------------------------------------------------------------------------------------------

MESON_HEAD = """The Meson build system
Version: 1.3.2
Source dir: /home/dev/ringbuf
Build dir: /home/dev/ringbuf/build
Build type: native build
Project name: ringbuf
Project version: 0.2.0
C++ compiler for the host machine: c++ (gcc 13.2.0 "c++ (Ubuntu 13.2.0-23ubuntu4) 13.2.0")
C++ linker for the host machine: c++ ld.bfd 2.42
Host machine cpu family: x86_64
Host machine cpu: x86_64
Build targets in project: 1"""


def meson_test(names: list[str], fails: dict[str, str], perturb: list[int], secs: list[str]) -> str:
    n = len(names)
    out = []
    for i, name in enumerate(names, 1):
        label = f"{i}/{n} ringbuf:unit / {name}"
        if name in fails:
            out.append(f"{label:<38} FAIL            {secs[i - 1]}   exit status 1")
            out.append(f">>> MALLOC_PERTURB_={perturb[i - 1]} ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_summary=1 "
                       f"UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_summary=1:print_stacktrace=1 "
                       f"/home/dev/ringbuf/build/tests/test_ringbuf {name}")
            out.append("―" * 37 + " ✀  " + "―" * 37)
            out.append("stderr:")
            out.append(fails[name])
            out.append("―" * 78)
            out.append("")
        else:
            out.append(f"{label:<38} OK              {secs[i - 1]}")
    ok = n - len(fails)
    out += ["", f"Ok:                 {ok}   ", "Expected Fail:      0   ", f"Fail:               {len(fails)}   ",
            "Unexpected Pass:    0   ", "Skipped:            0   ", "Timeout:            0   ", "",
            "Full log written to /home/dev/ringbuf/build/meson-logs/testlog.txt"]
    return "\n".join(out)


def t13(rs: RowSet) -> None:
    root = "/home/dev/ringbuf"
    enter = "ninja: Entering directory `/home/dev/ringbuf/build'"
    compile_ = "[1/2] Compiling C++ object tests/test_ringbuf.p/test_ringbuf.cpp.o\n[2/2] Linking target tests/test_ringbuf"
    three = ["push_pop", "wraparound", "capacity"]
    setup = MESON_HEAD + "\n\nFound ninja-1.11.1 at /usr/bin/ninja"
    run1 = f"{enter}\n{compile_}\n" + meson_test(three, {"wraparound": "test_ringbuf.cpp:41: wraparound: expected pop() == 5, got 4"}, [87, 201, 14], ["0.01s"] * 3)
    run2 = f"{enter}\n{compile_}\n" + meson_test(three, {}, [133, 9, 240], ["0.01s", "0.01s", "0.00s"])
    run3 = (f"{enter}\n[0/1] Regenerating build files.\n{MESON_HEAD}\nFound ninja-1.11.1 at /usr/bin/ninja\nCleaning... 0 files.\n{compile_}\n"
            + meson_test(three + ["wraparound_odd"], {}, [51, 178, 66, 220], ["0.01s", "0.01s", "0.00s", "0.01s"]))
    edit1 = """The read index is never wrapped, so after N pops `head_` points past the array. Since the tests use power-of-two capacities, wrap it with a mask:

include/ringbuf.hpp
```cpp
<<<<<<< SEARCH
    ++head_;
=======
    head_ = (head_ + 1) & (N - 1);
>>>>>>> REPLACE
```"""
    edit2 = """A mask is only correct for power-of-two N, and `static_assert` allows any positive N. Use modulo instead and cover an odd capacity:

include/ringbuf.hpp
```cpp
<<<<<<< SEARCH
    ++head_;
=======
    head_ = (head_ + 1) % N;
>>>>>>> REPLACE
```

tests/test_ringbuf.cpp
```cpp
<<<<<<< SEARCH
int main(int argc, char** argv) {
=======
static int test_wraparound_odd() {
  rb::RingBuffer<int, 3> b;
  for (int round = 0; round < 5; ++round) {
    for (int i = 0; i < 3; ++i) CHECK(b.push(round * 10 + i));
    for (int i = 0; i < 3; ++i) CHECK(b.pop() == round * 10 + i);
  }
  return 0;
}

int main(int argc, char** argv) {
>>>>>>> REPLACE
```

tests/test_ringbuf.cpp
```cpp
<<<<<<< SEARCH
  if (name == "capacity") return test_capacity();
=======
  if (name == "capacity") return test_capacity();
  if (name == "wraparound_odd") return test_wraparound_odd();
>>>>>>> REPLACE
```

meson.build
```meson
<<<<<<< SEARCH
foreach name : ['push_pop', 'wraparound', 'capacity']
=======
foreach name : ['push_pop', 'wraparound', 'capacity', 'wraparound_odd']
>>>>>>> REPLACE
```"""
    turns = [
        ("/run meson setup build", aider_run(setup, added=False)),
        ("/run meson test -C build", aider_run(run1)),
        ("/add include/ringbuf.hpp tests/test_ringbuf.cpp meson.build",
         "Added include/ringbuf.hpp to the chat\nAdded meson.build to the chat\nAdded tests/test_ringbuf.cpp to the chat"),
        (edit1, "Applied edit to include/ringbuf.hpp\nCommit 5b7e2c1 fix: wrap ring buffer head index with a bit mask\nYou can use /undo to undo and discard each aider commit."),
        ("/run meson test -C build", aider_run(run2, added=False)),
        ("/undo", "Removed: 5b7e2c1 fix: wrap ring buffer head index with a bit mask\nNow at:  e09a4d3 Add capacity() accessor\nYou can use /undo to undo and discard each aider commit."),
        (edit2, "Applied edit to include/ringbuf.hpp\nApplied edit to tests/test_ringbuf.cpp\nApplied edit to meson.build\n"
                "Commit 8c3f6d0 fix: wrap ring buffer head index modulo capacity and test odd capacity\nYou can use /undo to undo and discard each aider commit."),
        ("/run meson test -C build", aider_run(run3, added=False)),
        ("/run git log --oneline -3", aider_run("""8c3f6d0 fix: wrap ring buffer head index modulo capacity and test odd capacity
e09a4d3 Add capacity() accessor
61b2f7a Initial ring buffer with push/pop""", added=False)),
    ]
    state = f"""Terminal running aider in {root} (header-only C++17 ring buffer, Meson 1.3 + ninja, no build directory yet).

Aider v0.82.1
Main model: openai/gpt-4.1 with diff edit format
Weak model: openai/gpt-4.1-mini
Git repo: .git with 9 files
Repo-map: using 1024 tokens, auto refresh

Task: popping after the buffer has wrapped returns garbage (issue #3)."""
    rs.add("swe", "h52-swe-13", system("aider", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 14 bad — Codex CLI, Haskell library built with stack; a renamed function is back under its old name
# ---------------------------------------------------------------------------------------------------------------

FRONTMATTER_HS = """{-# LANGUAGE OverloadedStrings #-}
module Text.FrontMatter
  ( parseHeader
  , FrontMatter (..)
  , Field (..)
  , renderFrontMatter
  ) where

import Data.Char (isSpace)
import Data.Text (Text)
import qualified Data.Text as T

-- | A single @key: value@ entry from the front matter block.
data Field = Field
  { fieldKey   :: !Text
  , fieldValue :: !Text
  } deriving (Eq, Show)

-- | Front matter plus the remaining document body.
data FrontMatter = FrontMatter
  { fmFields :: [Field]
  , fmBody   :: Text
  } deriving (Eq, Show)

fence :: Text
fence = "---"

isFence :: Text -> Bool
isFence = (== fence) . T.stripEnd

parseField :: Text -> Either String Field
parseField ln = case T.breakOn ":" ln of
  (k, rest)
    | T.null rest -> Left ("missing ':' in " <> T.unpack ln)
    | otherwise   -> Right (Field (T.strip k) (T.strip (T.drop 1 rest)))

-- | Split a document into its front matter and body.
-- Documents without a leading fence have no fields.
parseHeader :: Text -> Either String FrontMatter
parseHeader doc = case T.lines doc of
  (l : ls) | isFence l ->
    case break isFence ls of
      (_, [])         -> Left "unterminated front matter"
      (hdr, _ : body) -> do
        fields <- traverse parseField (filter (not . T.all isSpace) hdr)
        pure (FrontMatter fields (T.unlines body))
  _ -> Right (FrontMatter [] doc)

renderFrontMatter :: FrontMatter -> Text
renderFrontMatter (FrontMatter fs body) =
  T.unlines (fence : map renderField fs ++ [fence]) <> body
  where
    renderField (Field k v) = k <> ": " <> v"""

MAIN_HS = """module Main (main) where

import qualified Data.Text.IO as TIO
import System.Environment (getArgs)
import System.Exit (exitFailure)
import System.IO (hPutStrLn, stderr)
import Text.FrontMatter (Field (..), FrontMatter (..), parseHeader)

main :: IO ()
main = do
  args <- getArgs
  case args of
    [path] -> do
      doc <- TIO.readFile path
      case parseHeader doc of
        Left err -> hPutStrLn stderr ("mdfront: " <> err) >> exitFailure
        Right fm -> mapM_ (\\(Field k v) -> TIO.putStrLn (k <> "\\t" <> v)) (fmFields fm)
    _ -> hPutStrLn stderr "usage: mdfront FILE.md" >> exitFailure"""

SPEC_HS = """{-# LANGUAGE OverloadedStrings #-}
import Test.Hspec
import Text.FrontMatter

main :: IO ()
main = hspec $ do
  describe "parseHeader" $ do
    it "returns no fields when there is no fence" $
      parseHeader "# Title\\n" `shouldBe` Right (FrontMatter [] "# Title\\n")
    it "parses key/value pairs" $
      fmap fmFields (parseHeader "---\\ntitle: Hello\\ndate: 2024-05-01\\n---\\nbody\\n")
        `shouldBe` Right [Field "title" "Hello", Field "date" "2024-05-01"]
    it "keeps the body after the closing fence" $
      fmap fmBody (parseHeader "---\\na: 1\\n---\\nline one\\nline two\\n") `shouldBe` Right "line one\\nline two\\n"
    it "strips whitespace around keys and values" $
      fmap fmFields (parseHeader "---\\n  a :  b  \\n---\\n") `shouldBe` Right [Field "a" "b"]
    it "keeps colons inside values" $
      fmap fmFields (parseHeader "---\\nurl: https://x.org\\n---\\n") `shouldBe` Right [Field "url" "https://x.org"]
    it "ignores blank lines inside the block" $
      fmap fmFields (parseHeader "---\\na: 1\\n\\nb: 2\\n---\\n") `shouldBe` Right [Field "a" "1", Field "b" "2"]
    it "accepts CRLF fences" $
      fmap fmFields (parseHeader "---\\r\\na: 1\\r\\n---\\r\\n") `shouldBe` Right [Field "a" "1"]
    it "rejects an unterminated block" $
      parseHeader "---\\na: 1\\n" `shouldBe` Left "unterminated front matter"
    it "rejects a line without a colon" $
      parseHeader "---\\nnope\\n---\\n" `shouldBe` Left "missing ':' in nope"
    it "treats a fence that is not on the first line as body" $
      fmap fmFields (parseHeader "intro\\n---\\na: 1\\n---\\n") `shouldBe` Right []
  describe "renderFrontMatter" $ do
    it "renders an empty block" $
      renderFrontMatter (FrontMatter [] "x\\n") `shouldBe` "---\\n---\\nx\\n"
    it "renders fields in order" $
      renderFrontMatter (FrontMatter [Field "b" "2", Field "a" "1"] "") `shouldBe` "---\\nb: 2\\na: 1\\n---\\n"
    it "round-trips through the parser" $
      let fm = FrontMatter [Field "title" "T"] "body\\n"
       in parseHeader (renderFrontMatter fm) `shouldBe` Right fm
    it "does not add a trailing newline to the body" $
      renderFrontMatter (FrontMatter [] "x") `shouldBe` "---\\n---\\nx\""""

CHANGELOG_MD = """# Changelog for mdfront

## 0.3.0.0 — 2024-04-18

* Support CRLF line endings inside the front matter block.
* `renderFrontMatter` emits fields in their original order.

## 0.2.0.0 — 2024-02-02

* Initial Hackage release."""


def t14(rs: RowSet) -> None:
    root = "/workspace/mdfront"
    spec = SPEC_HS
    files = {"src/Text/FrontMatter.hs": FRONTMATTER_HS, "app/Main.hs": MAIN_HS, "test/Spec.hs": spec}

    def rg(pattern: str, texts: dict[str, str]) -> str:
        out = []
        for path in ["test/Spec.hs", "src/Text/FrontMatter.hs", "app/Main.hs"]:
            for i, ln in enumerate(lines_of(texts[path]), 1):
                if re.search(pattern, ln):
                    out.append(f"{path}:{i}:{ln}")
        return "\n".join(out)

    renamed = {p: re.sub(r"\bparseHeader\b", "parseFrontMatter", t) for p, t in files.items()}
    sig = line_no(FRONTMATTER_HS, "parseHeader ::")
    patch1 = """*** Begin Patch
*** Update File: src/Text/FrontMatter.hs
@@
 module Text.FrontMatter
-  ( parseHeader
+  ( parseFrontMatter
   , FrontMatter (..)
@@
 -- Documents without a leading fence have no fields.
-parseHeader :: Text -> Either String FrontMatter
-parseHeader doc = case T.lines doc of
+parseFrontMatter :: Text -> Either String FrontMatter
+parseFrontMatter doc = case T.lines doc of
   (l : ls) | isFence l ->
*** End Patch"""
    sed_cmd = r"sed -i 's/\bparseHeader\b/parseFrontMatter/g' app/Main.hs test/Spec.hs"
    lo, hi = sig - 4, sig + 10
    section = "\n".join(lines_of(FRONTMATTER_HS)[lo - 1:hi])
    build = f"""mdfront> configure (lib + exe)
Configuring mdfront-0.3.0.0...
mdfront> build (lib + exe) with ghc-9.6.6
Preprocessing library for mdfront-0.3.0.0..
Building library for mdfront-0.3.0.0..
[1 of 2] Compiling Paths_mdfront
[2 of 2] Compiling Text.FrontMatter
Preprocessing executable 'mdfront' for mdfront-0.3.0.0..
Building executable 'mdfront' for mdfront-0.3.0.0..
[1 of 2] Compiling Main
[2 of 2] Compiling Paths_mdfront
[3 of 3] Linking .stack-work/dist/x86_64-linux/ghc-9.6.6/build/mdfront/mdfront
mdfront> copy/register
Installing library in {root}/.stack-work/install/x86_64-linux/4b1f0c2e9d7a3e6f/9.6.6/lib/x86_64-linux-ghc-9.6.6/mdfront-0.3.0.0-8Gk2xQn1r5JHc0FvZyB6wT
Installing executable mdfront in {root}/.stack-work/install/x86_64-linux/4b1f0c2e9d7a3e6f/9.6.6/bin
Registering library for mdfront-0.3.0.0.."""
    its = [ln.strip()[4:].split('" $')[0] for ln in lines_of(spec) if ln.strip().startswith('it "')]
    assert len(its) == 14
    hs_lines = ["", "parseFrontMatter"] + [f"  {t} [✔]" for t in its[:10]] + ["renderFrontMatter"] + [f"  {t} [✔]" for t in its[10:]]
    test = f"""mdfront> configure (lib + exe + test)
Configuring mdfront-0.3.0.0...
mdfront> build (lib + exe + test) with ghc-9.6.6
Preprocessing library for mdfront-0.3.0.0..
Building library for mdfront-0.3.0.0..
Preprocessing test suite 'mdfront-test' for mdfront-0.3.0.0..
Building test suite 'mdfront-test' for mdfront-0.3.0.0..
[1 of 2] Compiling Main
[2 of 2] Compiling Paths_mdfront
[3 of 3] Linking .stack-work/dist/x86_64-linux/ghc-9.6.6/build/mdfront-test/mdfront-test
Preprocessing executable 'mdfront' for mdfront-0.3.0.0..
Building executable 'mdfront' for mdfront-0.3.0.0..
mdfront> copy/register
Installing library in {root}/.stack-work/install/x86_64-linux/4b1f0c2e9d7a3e6f/9.6.6/lib/x86_64-linux-ghc-9.6.6/mdfront-0.3.0.0-8Gk2xQn1r5JHc0FvZyB6wT
Installing executable mdfront in {root}/.stack-work/install/x86_64-linux/4b1f0c2e9d7a3e6f/9.6.6/bin
Registering library for mdfront-0.3.0.0..
mdfront> test (suite: mdfront-test)
{chr(10).join(hs_lines)}

Finished in 0.0012 seconds
14 examples, 0 failures

mdfront> Test suite mdfront-test passed
Completed 2 action(s)."""
    cl = sub(CHANGELOG_MD, "# Changelog for mdfront\n", "# Changelog for mdfront\n\n## Unreleased\n\n* Renamed `parseHeader` to `parseFrontMatter` (breaking).\n")
    patch2 = """*** Begin Patch
*** Update File: CHANGELOG.md
@@
 # Changelog for mdfront
{BLANK}
+## Unreleased
+
+* Renamed `parseHeader` to `parseFrontMatter` (breaking).
+
 ## 0.3.0.0 — 2024-04-18
*** End Patch""".replace("{BLANK}", " ")
    changes = [("CHANGELOG.md", *counts(CHANGELOG_MD, cl))] + [(p, *counts(files[p], renamed[p])) for p in ["app/Main.hs", "src/Text/FrontMatter.hs", "test/Spec.hs"]]
    head_bad = "\n".join(lines_of(renamed["src/Text/FrontMatter.hs"])[:12]).replace("( parseFrontMatter", "( parseHeader")
    turns = [
        (codex_sh('rg -n "parseHeader" --type haskell', root), codex_out(rg(r"parseHeader", files) + "\n", 0, 0.0)),
        (codex_sh(f"sed -n '{lo},{hi}p' src/Text/FrontMatter.hs", root), codex_out(section + "\n", 0, 0.0)),
        (codex_patch(patch1, root), codex_out("Success. Updated the following files:\nM src/Text/FrontMatter.hs\n", 0, 0.0)),
        (codex_sh(sed_cmd, root), codex_out("", 0, 0.0)),
        (codex_sh('rg -n "parseHeader|parseFrontMatter" --type haskell', root), codex_out(rg(r"parseHeader|parseFrontMatter", renamed) + "\n", 0, 0.0)),
        (codex_sh("stack build --fast 2>&1", root, 600000), codex_out(build + "\n", 0, 21.7)),
        (codex_sh("stack test --fast 2>&1", root, 600000), codex_out(test + "\n", 0, 14.2)),
        (codex_patch(patch2, root), codex_out("Success. Updated the following files:\nM CHANGELOG.md\n", 0, 0.0)),
        (codex_sh("git diff --stat", root), codex_out(diffstat(changes) + "\n", 0, 0.0)),
        (codex_sh("sed -n '1,12p' src/Text/FrontMatter.hs", root), codex_out(head_bad + "\n", 0, 0.0)),
        (codex_sh('git add -A && git commit -m "Rename parseHeader to parseFrontMatter"', root),
         codex_out(f"[main a41c09e] Rename parseHeader to parseFrontMatter\n{summary(4, sum(c[1] for c in changes), sum(c[2] for c in changes))}\n", 0, 0.1)),
    ]
    state = (f"Codex CLI (approval: on-request, sandbox: workspace-write) in {root}: Haskell library mdfront 0.3.0.0 with stack "
             "(resolver lts-22.33, GHC 9.6.6) and hspec. Task: rename `parseHeader` to `parseFrontMatter` everywhere and note it in the changelog.")
    rs.add("swe", "h52-swe-14", system("codex", root), turns, state=state, bad=True, turn=10,
           kind="The module's export list shows `( parseHeader` again, though the patch at turn 3 renamed it and rg at turn 5 found parseFrontMatter there.")


# ---------------------------------------------------------------------------------------------------------------
# 15 clean — Claude Code, C library with autotools (version bump regenerates the build)
# ---------------------------------------------------------------------------------------------------------------

DECODE_C = r"""#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "base32.h"

static int b32_value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= '2' && c <= '7')
        return c - '2' + 26;
    return -1;
}

/*
 * Decode RFC 4648 base32 text into out. Returns the number of bytes written,
 * or -1 on invalid input or if out is too small.
 */
ssize_t base32_decode(const char *in, size_t len, uint8_t *out, size_t outlen)
{
    uint32_t buffer = 0;
    int bits = 0;
    size_t n = 0;

    for (size_t i = 0; i < len; i++) {
        if (in[i] == '=')
            break;
        int v = b32_value(in[i]);
        if (v < 0)
            return -1;
        buffer = (buffer << 5) | (uint32_t)v;
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            if (n == outlen)
                return -1;
            out[n++] = (uint8_t)(buffer >> bits);
        }
    }
    return (ssize_t)n;
}"""

CONFIGURE_AC = """AC_PREREQ([2.71])
AC_INIT([libbase32], [0.3.1], [https://github.com/hollis-k/libbase32/issues])
AC_CONFIG_SRCDIR([src/decode.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AC_CONFIG_HEADERS([config.h])
AM_INIT_AUTOMAKE([foreign subdir-objects -Wall -Werror])
AM_SILENT_RULES([yes])
AM_PROG_AR
LT_INIT
AC_PROG_CC
AC_TYPE_SSIZE_T
AC_CONFIG_FILES([Makefile libbase32.pc])
AC_OUTPUT"""


def t15(rs: RowSet) -> None:
    root = "/home/dev/libbase32"
    autoreconf = """libtoolize: putting auxiliary files in AC_CONFIG_AUX_DIR, 'build-aux'.
libtoolize: copying file 'build-aux/ltmain.sh'
libtoolize: putting macros in AC_CONFIG_MACRO_DIRS, 'm4'.
libtoolize: copying file 'm4/libtool.m4'
libtoolize: copying file 'm4/ltoptions.m4'
libtoolize: copying file 'm4/ltsugar.m4'
libtoolize: copying file 'm4/ltversion.m4'
libtoolize: copying file 'm4/lt~obsolete.m4'
configure.ac:9: installing 'build-aux/ar-lib'
configure.ac:9: installing 'build-aux/compile'
configure.ac:10: installing 'build-aux/config.guess'
configure.ac:10: installing 'build-aux/config.sub'
configure.ac:7: installing 'build-aux/install-sh'
configure.ac:7: installing 'build-aux/missing'
Makefile.am: installing 'build-aux/depcomp'
parallel-tests: installing 'build-aux/test-driver'"""

    def summary_block(version: str, passed: int, failed: int) -> str:
        return f"""============================================================================
Testsuite summary for libbase32 {version}
============================================================================
# TOTAL: {passed + failed}
# PASS:  {passed}
# SKIP:  0
# XFAIL: 0
# FAIL:  {failed}
# XPASS: 0
# ERROR: 0
============================================================================"""

    check1 = f"""make  tests/test_encode tests/test_decode tests/test_roundtrip
make[1]: Entering directory '{root}'
  CC       tests/test_encode.o
  CCLD     tests/test_encode
  CC       tests/test_decode.o
  CCLD     tests/test_decode
  CC       tests/test_roundtrip.o
  CCLD     tests/test_roundtrip
make[1]: Leaving directory '{root}'
make  check-TESTS
make[1]: Entering directory '{root}'
make[2]: Entering directory '{root}'
PASS: tests/test_encode
FAIL: tests/test_decode
PASS: tests/test_roundtrip
{summary_block("0.3.1", 2, 1)}
See ./test-suite.log
Please report to https://github.com/hollis-k/libbase32/issues
============================================================================
make[2]: *** [Makefile:1187: test-suite.log] Error 1
make[2]: Leaving directory '{root}'
make[1]: *** [Makefile:1295: check-TESTS] Error 2
make[1]: Leaving directory '{root}'
make: *** [Makefile:1561: check-am] Error 2"""
    log = """test_decode: rfc4648 vectors ... ok (7)
test_decode: rejects invalid characters ... ok (4)
test_decode: output buffer too small ... ok
test_decode: lowercase input ...
tests/test_decode.c:48: expected 6 bytes, got -1 for "mzxw6ytboi======"
FAIL tests/test_decode (exit status: 1)"""
    old = "    if (c >= 'A' && c <= 'Z')\n        return c - 'A';"
    new = old + "\n    if (c >= 'a' && c <= 'z')\n        return c - 'a';"
    fixed = sub(DECODE_C, old, new)
    grep2 = "PASS: tests/test_encode\nPASS: tests/test_decode\nPASS: tests/test_roundtrip\n" + "\n".join(
        ln for ln in summary_block("0.3.1", 3, 0).split("\n") if ln.startswith("# "))
    ac2 = sub(CONFIGURE_AC, "[0.3.1]", "[0.3.2]")
    sed3 = "\n".join(summary_block("0.3.2", 3, 0).split("\n")[1:-1])
    cmd9 = "autoreconf -fi && ./configure --quiet && make check 2>&1 | sed -n '/Testsuite summary/,/^# ERROR/p'"
    turns = [
        (cc("Bash", command="autoreconf -fi && ./configure --quiet", description="Generate and run configure"), autoreconf),
        (cc("Bash", command="make -j8 >/dev/null && make check", description="Build and run the test suite"), check1),
        (cc("Bash", command="cat tests/test_decode.log", description="Show the failing test log"), log),
        (cc("Read", file_path=f"{root}/src/decode.c"), cc_read(DECODE_C)),
        (cc("Edit", file_path=f"{root}/src/decode.c", old_string=old, new_string=new), cc_edited(f"{root}/src/decode.c", fixed, line_no(fixed, "c - 'a'"))),
        (cc("Bash", command="make check 2>&1 | grep -E '^(PASS|FAIL|# )'", description="Re-run tests"), grep2),
        (cc("Read", file_path=f"{root}/configure.ac"), cc_read(CONFIGURE_AC)),
        (cc("Edit", file_path=f"{root}/configure.ac", old_string="[0.3.1]", new_string="[0.3.2]"), cc_edited(f"{root}/configure.ac", ac2, 2)),
        (cc("Bash", command=cmd9, description="Regenerate with the new version and re-run tests"), autoreconf + "\n" + sed3),
        (cc("Bash", command="git status --short", description="List modified files"), " M configure.ac\n M src/decode.c"),
    ]
    state = (f"Claude Code session in {root} (C library, autoconf 2.71, automake 1.16.5, libtool 2.4.7). Issue #14: "
             "base32_decode() rejects lowercase input although RFC 4648 decoders may accept it; ship the fix as 0.3.2.")
    rs.add("swe", "h52-swe-15", system("cc", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 16 clean — Gemini CLI, Flutter app (analyzer issue count goes down as issues are fixed)
# ---------------------------------------------------------------------------------------------------------------

HABIT_DART = """import 'package:clock/clock.dart';

/// A habit and the days on which it was completed.
class Habit {
  Habit({required this.id, required this.name, Set<DateTime>? completions})
      : completions = completions ?? <DateTime>{};

  final String id;
  final String name;
  final Set<DateTime> completions;

  static DateTime _day(DateTime t) => DateTime(t.year, t.month, t.day);

  void complete(DateTime when) => completions.add(_day(when));

  bool isDoneOn(DateTime when) => completions.contains(_day(when));

  /// Number of consecutive days up to and including today (or yesterday,
  /// if today is not done yet) on which the habit was completed.
  int get currentStreak {
    final today = _day(clock.now());
    var day = _day(DateTime.now());
    if (!completions.contains(day)) {
      day = day.subtract(const Duration(days: 1));
    }
    var streak = 0;
    while (completions.contains(day)) {
      streak++;
      day = day.subtract(const Duration(days: 1));
    }
    return streak;
  }
}"""

BADGE_DART = """import 'package:flutter/material.dart';

/// Small badge with the current streak; shows a flame from three days on.
class StreakBadge extends StatelessWidget {
  const StreakBadge({super.key, required this.streak});

  final int streak;

  @override
  Widget build(BuildContext context) {
    final hot = streak >= 3;
    return Row(
      mainAxisSize: MainAxisSize.min,
      children: [
        if (hot)
          Icon(Icons.local_fire_department, size: 16, color: Colors.deepOrange),
        const SizedBox(width: 4),
        Text('$streak', style: Theme.of(context).textTheme.labelLarge),
      ],
    );
  }
}"""

FLUTTER_TESTS = [("habit_test.dart", "Habit", ["complete normalises time of day", "isDoneOn ignores time of day",
                                                "completing twice counts once", "currentStreak is zero without completions",
                                                "currentStreak counts consecutive days ending today",
                                                "currentStreak falls back to yesterday when today is open",
                                                "currentStreak is zero when the last completion is older than yesterday"]),
                 ("widget_test.dart", "", ["StreakBadge shows the streak number", "StreakBadge shows a flame from three days",
                                           "StreakBadge hides the flame below three days", "HabitTile strikes through completed habits",
                                           "HabitTile toggles on tap"])]


def flutter_run(root: str, fails: dict[str, str], times: list[str]) -> str:
    ok = bad = 0
    out = []
    k = 0
    for f, group, names in FLUTTER_TESTS:
        out.append(f"{times[min(k, len(times) - 1)]} +{ok}{f' -{bad}' if bad else ''}: loading {root}/test/{f}")
        for n in names:
            k += 1
            tm = times[min(k, len(times) - 1)]
            full = f"{root}/test/{f}: {group + ' ' if group else ''}{n}"
            out.append(f"{tm} +{ok}{f' -{bad}' if bad else ''}: {full}")
            if n in fails:
                bad += 1
                out += [f"{tm} +{ok} -{bad}: {full} [E]", fails[n]]
            else:
                ok += 1
    out.append(f"{times[-1]} +{ok}{f' -{bad}' if bad else ''}: {'Some tests failed.' if bad else 'All tests passed!'}")
    return "\n".join(out)


def t16(rs: RowSet) -> None:
    root = "/home/user/habit_tracker"
    hline = line_no(HABIT_DART, "final today")
    hcol = lines_of(HABIT_DART)[hline - 1].index("today") + 1
    bline = line_no(BADGE_DART, "Icon(Icons.local_fire_department")
    bcol = lines_of(BADGE_DART)[bline - 1].index("Icon") + 1
    warn = f"warning • The value of the local variable 'today' isn't used • lib/models/habit.dart:{hline}:{hcol} • unused_local_variable"
    dep = "   info • 'withOpacity' is deprecated and shouldn't be used. Use .withValues() to avoid precision loss • lib/widgets/habit_tile.dart:42:38 • deprecated_member_use"
    const = f"   info • Use 'const' with the constructor to improve performance • lib/widgets/streak_badge.dart:{bline}:{bcol} • prefer_const_constructors"

    def analyze(issues: list[str], secs: str) -> str:
        n = len(issues)
        return "Analyzing habit_tracker...\n\n" + "\n".join(issues) + f"\n\n{n} issue{'s' if n != 1 else ''} found. (ran in {secs}s)"

    def fail(exp: int, line: int) -> str:
        return f"""  Expected: <{exp}>
    Actual: <0>

  package:matcher                                     expect
  package:flutter_test/src/widget_tester.dart 474:18  expect
  test/habit_test.dart {line}:9                           main.<fn>.<fn>.<fn>
  package:clock/src/default.dart 52:55                withClock
  test/habit_test.dart {line - 4}:7                           main.<fn>.<fn>
  """
    fails = {"currentStreak counts consecutive days ending today": fail(3, 44),
             "currentStreak falls back to yesterday when today is open": fail(2, 55)}
    t1 = ["00:00", "00:02", "00:02", "00:02", "00:02", "00:03", "00:03", "00:03", "00:04", "00:04", "00:04", "00:04", "00:05", "00:05"]
    run1 = flutter_run(root, fails, t1)
    fixed = sub(HABIT_DART, "    var day = _day(DateTime.now());", "    var day = today;")
    run2 = flutter_run(root, {}, ["00:00", "00:02", "00:02", "00:02", "00:02", "00:02", "00:02", "00:03", "00:03", "00:03", "00:03", "00:03", "00:04", "00:04"])
    badge2 = sub(BADGE_DART, "          Icon(Icons.local_fire_department", "          const Icon(Icons.local_fire_department")
    shown = "\n".join(lines_of(BADGE_DART)[8:])
    total_b = len(lines_of(BADGE_DART))
    turns = [
        (gsh("flutter analyze", "Run the analyzer."), gem("flutter analyze", analyze([warn, dep, const], "3.1"), "", 1, 90211)),
        (gsh("flutter test", "Run all tests."), gem("flutter test", run1, "", 1, 90377)),
        (call("read_file", absolute_path=f"{root}/lib/models/habit.dart"), HABIT_DART),
        (call("replace", file_path=f"{root}/lib/models/habit.dart", old_string="    var day = _day(DateTime.now());", new_string="    var day = today;"),
         f"Successfully modified file: {root}/lib/models/habit.dart (1 replacements)."),
        (gsh("flutter test", "Run all tests again."), gem("flutter test", run2, "", 0, 90502)),
        (gsh("flutter analyze", "Re-run the analyzer."), gem("flutter analyze", analyze([dep, const], "2.4"), "", 1, 90618)),
        (call("read_file", absolute_path=f"{root}/lib/widgets/streak_badge.dart", offset=8, limit=20),
         f"[File content truncated: showing lines 9-{total_b} of {total_b} total lines. Use offset/limit parameters to view more.]\n{shown}"),
        (call("replace", file_path=f"{root}/lib/widgets/streak_badge.dart", old_string="          Icon(Icons.local_fire_department", new_string="          const Icon(Icons.local_fire_department"),
         f"Successfully modified file: {root}/lib/widgets/streak_badge.dart (1 replacements)."),
        (gsh("flutter analyze", "Check the remaining issues."), gem("flutter analyze", analyze([dep], "2.2"), "", 1, 90744)),
    ]
    assert "const Icon" in badge2 and "var day = today;" in fixed
    state = (f"Gemini CLI in {root} (Flutter 3.22 app, tests use package:clock's withClock pinned to 2024-03-14). Task: "
             "streak tests fail on CI; fix the streak computation and clean up the analyzer warnings you touch.")
    rs.add("swe", "h52-swe-16", system("gem", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 17 bad — OpenHands, Erlang library with rebar3; a new Common Test run directory is timestamped in the past
# ---------------------------------------------------------------------------------------------------------------

TOKENBUCKET_ERL = """-module(tokenbucket).

-export([new/2, take/2, take/3, available/2]).

-record(bucket, {
    capacity :: pos_integer(),
    rate :: number(),          %% tokens per second
    tokens :: number(),
    updated :: integer()       %% monotonic milliseconds
}).

-opaque bucket() :: #bucket{}.
-export_type([bucket/0]).

-spec new(pos_integer(), number()) -> bucket().
new(Capacity, Rate) when Capacity > 0, Rate > 0 ->
    #bucket{capacity = Capacity, rate = Rate, tokens = Capacity,
            updated = erlang:monotonic_time(millisecond)}.

-spec take(bucket(), integer()) -> {ok, bucket()} | {error, empty}.
take(B, Now) ->
    take(B, 1, Now).

-spec take(bucket(), pos_integer(), integer()) -> {ok, bucket()} | {error, empty}.
take(B0, N, Now) ->
    B = refill(B0, Now),
    case B#bucket.tokens >= N of
        true -> {ok, B#bucket{tokens = B#bucket.tokens - N}};
        false -> {error, empty}
    end.

-spec available(bucket(), integer()) -> number().
available(B, Now) ->
    (refill(B, Now))#bucket.tokens.

refill(#bucket{capacity = Cap, rate = Rate, tokens = T, updated = U} = B, Now) ->
    Elapsed = max(0, U - Now),
    B#bucket{tokens = min(Cap, T + Elapsed * Rate / 1000)}."""


def t17(rs: RowSet) -> None:
    root = "/workspace/tokenbucket"
    logs = f"{root}/_build/test/logs"
    head = "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling tokenbucket"
    ct1 = f"""{head}
===> Running Common Test suites...
%%% bucket_SUITE: ...
%%% bucket_SUITE ==> refill_after_idle: FAILED
%%% bucket_SUITE ==> {{{{badmatch,{{error,empty}}}},
 [{{bucket_SUITE,refill_after_idle,1,
                [{{file,"{root}/test/bucket_SUITE.erl"}},{{line,58}}]}},
  {{test_server,ts_tc,3,[{{file,"test_server.erl"}},{{line,1793}}]}},
  {{test_server,run_test_case_eval1,6,[{{file,"test_server.erl"}},{{line,1302}}]}},
  {{test_server,run_test_case_eval,9,[{{file,"test_server.erl"}},{{line,1234}}]}}]}}

%%% bucket_SUITE: .
%%% limiter_SUITE: ...
Failed 1 tests. Passed 7 tests.
Results written to "{logs}/index.html".
===> Failures occurred running tests: 1"""
    old = "    Elapsed = max(0, U - Now),\n    B#bucket{tokens = min(Cap, T + Elapsed * Rate / 1000)}."
    new = "    Elapsed = max(0, Now - U),\n    B#bucket{tokens = min(Cap, T + Elapsed * Rate / 1000), updated = Now}."
    fixed = sub(TOKENBUCKET_ERL, old, new)
    ct2 = f"""{head}
===> Running Common Test suites...
%%% bucket_SUITE: .....
%%% limiter_SUITE: ...
All 8 tests passed.
Results written to "{logs}/index.html"."""
    ct3 = f"""{head}
===> Running Common Test suites...
%%% bucket_SUITE: .
All 1 tests passed.
Results written to "{logs}/index.html".
{logs}/ct_run.nonode@nohost.2024-05-14_10.41.56"""
    dialyzer = f"""{head}
===> Dialyzer starting, this may take a while...
===> Updating plt...
===> Resolving project files...
===> Updating base plt...
===> Resolving base files...
===> Checking 165 files in {root}/_build/default/rebar3_26.2.2_plt...
===> Doing success typing analysis...
===> Resolving project files...
===> Analyzing 2 files with {root}/_build/default/rebar3_26.2.2_plt..."""
    ls1 = """all_runs.html
ct_default.css
ct_run.nonode@nohost.2024-05-14_10.38.41
index.html
jquery-latest.js
jquery.tablesorter.min.js
last_link.html
last_name
variables-nonode@nohost"""
    p, m = counts(TOKENBUCKET_ERL, fixed)
    path = f"{root}/src/tokenbucket.erl"
    py = "/usr/bin/python3"
    turns = [
        (oh_bash(f"cd {root} && date -u && rebar3 version"), oh_out("Tue May 14 10:38:02 UTC 2024\nrebar 3.22.1 on Erlang/OTP 26 Erts 14.2.2", root, py=py)),
        (oh_bash("rebar3 ct"), oh_out(ct1, root, 1, py)),
        (oh_bash("ls _build/test/logs/"), oh_out(ls1, root, py=py)),
        (call("str_replace_editor", command="view", path=path, view_range=[33, 38]), oh_view(path, TOKENBUCKET_ERL, 33, 38)),
        (call("str_replace_editor", command="str_replace", path=path, old_str=old, new_str=new), oh_edited(path, fixed, line_no(fixed, "updated = Now"))),
        (oh_bash("rebar3 ct"), oh_out(ct2, root, py=py)),
        (oh_bash("ls _build/test/logs/ | grep ct_run"), oh_out("ct_run.nonode@nohost.2024-05-14_10.38.41\nct_run.nonode@nohost.2024-05-14_10.44.19", root, py=py)),
        (oh_bash("rebar3 ct --suite=test/bucket_SUITE --case=refill_after_idle && cat _build/test/logs/last_name"), oh_out(ct3, root, py=py)),
        (oh_bash("rebar3 eunit"), oh_out(f"{head}\n===> Performing EUnit tests...\n......\n\nFinished in 0.071 seconds\n6 tests, 0 failures", root, py=py)),
        (oh_bash("rebar3 dialyzer"), oh_out(dialyzer, root, py=py)),
        (oh_bash("git diff --stat"), oh_out(diffstat([("src/tokenbucket.erl", p, m)]), root, py=py)),
        (oh_bash("date -u"), oh_out("Tue May 14 10:51:37 UTC 2024", root, py=py)),
    ]
    state = (f"OpenHands sandbox, repository {root} (Erlang/OTP 26 token-bucket library, rebar3, Common Test suites in test/). "
             "Issue #6: a bucket never refills after it has been drained.")
    rs.add("swe", "h52-swe-17", system("oh", root), turns, state=state, bad=True, turn=8,
           kind="The new Common Test run directory is stamped 2024-05-14_10.41.56, earlier than the 10.44.19 run listed at turn 7, though it was created after it.")


# ---------------------------------------------------------------------------------------------------------------
# 18 bad — Cline, Go module; the diff stat does not follow from a pure insertion
# ---------------------------------------------------------------------------------------------------------------

BOOL_GO = """package parse

import (
	"fmt"
	"strings"
)

// ParseBool parses the boolean spellings accepted in environment variables.
// It is more lenient than strconv.ParseBool about case and surrounding spaces.
func ParseBool(s string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "t", "true":
		return true, nil
	case "0", "f", "false":
		return false, nil
	}
	return false, fmt.Errorf("parse: invalid boolean %q", s)
}"""


def t18(rs: RowSet) -> None:
    root = "/home/dev/envconf"
    mod = "github.com/tomasz-w/envconf"
    run1 = f"""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
?   \t{mod}/cmd/envconf-dump\t[no test files]
ok  \t{mod}\t0.006s
--- FAIL: TestParseBool (0.00s)
    --- FAIL: TestParseBool/yes (0.00s)
        bool_test.go:31: ParseBool("yes") = false, parse: invalid boolean "yes"; want true, <nil>
    --- FAIL: TestParseBool/Off (0.00s)
        bool_test.go:31: ParseBool(" Off ") = false, parse: invalid boolean " Off "; want false, <nil>
FAIL
FAIL\t{mod}/internal/parse\t0.004s
ok  \t{mod}/internal/tags\t0.003s
FAIL"""
    search = """\t case "0", "f", "false":
\t\treturn false, nil"""
    search = search.replace("\t case", "\tcase")
    replace = search + """
\tcase "yes", "y", "on":
\t\treturn true, nil
\tcase "no", "n", "off":
\t\treturn false, nil"""
    fixed = sub(BOOL_GO, search, replace)
    p, m = counts(BOOL_GO, fixed)
    assert (p, m) == (4, 0)
    run2 = f"""?   \t{mod}/cmd/envconf-dump\t[no test files]
ok  \t{mod}\t0.005s
ok  \t{mod}/internal/parse\t0.004s
ok  \t{mod}/internal/tags\t(cached)"""
    subs = ["1", "true", "TRUE", "t", "0", "false", "f", "yes", "Off", "bogus", "empty"]
    verbose = ["=== RUN   TestParseBool"] + [f"=== RUN   TestParseBool/{s}" for s in subs]
    verbose += ["--- PASS: TestParseBool (0.00s)"] + [f"    --- PASS: TestParseBool/{s} (0.00s)" for s in subs]
    verbose += ["PASS", f"ok  \t{mod}/internal/parse\t0.003s"]
    found = """[search_files for 'ParseBool' in '.'] Result:
Found 7 results.

decode.go
│----
│	case reflect.Bool:
│		b, err := parse.ParseBool(raw)
│		if err != nil {
│----

internal/parse/bool.go
│----
│
│// ParseBool parses the boolean spellings accepted in environment variables.
│// It is more lenient than strconv.ParseBool about case and surrounding spaces.
│func ParseBool(s string) (bool, error) {
│	switch strings.ToLower(strings.TrimSpace(s)) {
│----

internal/parse/bool_test.go
│----
│
│func TestParseBool(t *testing.T) {
│	tests := []struct {
│----
│		t.Run(tt.name, func(t *testing.T) {
│			got, err := ParseBool(tt.in)
│			if got != tt.want || (err != nil) != tt.wantErr {
│			t.Errorf("ParseBool(%q) = %v, %v; want %v, <nil>", tt.in, got, err, tt.want)
│----"""
    bad_stat = " internal/parse/bool.go | 6 ++++--\n 1 file changed, 4 insertions(+), 2 deletions(-)"
    turns = [
        (cline_cmd("git status && go test ./..."), cline_cmd_out("git status && go test ./...", run1)),
        ("<read_file>\n<path>internal/parse/bool.go</path>\n</read_file>", "[read_file for 'internal/parse/bool.go'] Result:\n" + BOOL_GO),
        (cline_replace("internal/parse/bool.go", search, replace), cline_saved("internal/parse/bool.go", fixed)),
        (cline_cmd("go test ./..."), cline_cmd_out("go test ./...", run2)),
        (cline_cmd("gofmt -l . && go vet ./..."), "[execute_command for 'gofmt -l . && go vet ./...'] Result:\nCommand executed."),
        ("<search_files>\n<path>.</path>\n<regex>ParseBool</regex>\n<file_pattern>*.go</file_pattern>\n</search_files>", found),
        (cline_cmd("go test -run TestParseBool -v ./internal/parse"), cline_cmd_out("go test -run TestParseBool -v ./internal/parse", "\n".join(verbose))),
        (cline_cmd("git status --short"), cline_cmd_out("git status --short", " M internal/parse/bool.go")),
        (cline_cmd("git diff --stat"), cline_cmd_out("git diff --stat", bad_stat)),
    ]
    state = (f"Cline in VS Code, workspace {root} (Go 1.22 module {mod}). Issue #11: ENVCONF booleans should also accept "
             "yes/no, y/n and on/off in any case.")
    rs.add("swe", "h52-swe-18", system("cline", root), turns, state=state, bad=True, turn=9,
           kind="git diff --stat reports 4 insertions and 2 deletions in bool.go, but the only change was the turn-3 edit that inserted 4 lines and removed none.")


# ---------------------------------------------------------------------------------------------------------------
# 19 clean — SWE-agent, Rust crate (an edit adds a line, so line numbers and totals shift)
# ---------------------------------------------------------------------------------------------------------------

PARSE_RS = """//! Parsing of human-readable sizes such as `"1.5 GiB"` or `"300kb"`.

use crate::ByteSize;
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    InvalidNumber(String),
    UnknownUnit(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty size string"),
            ParseError::InvalidNumber(n) => write!(f, "invalid number {n:?}"),
            ParseError::UnknownUnit(u) => write!(f, "unknown unit {u:?}"),
        }
    }
}

impl std::error::Error for ParseError {}

fn unit_multiplier(unit: &str) -> Option<u64> {
    match unit.to_ascii_lowercase().as_str() {
        "" | "b" => Some(1),
        "k" | "kb" => Some(1_000),
        "kib" => Some(1 << 10),
        "m" | "mb" => Some(1_000_000),
        "mib" => Some(1 << 20),
        "g" | "gb" => Some(1_000_000_000),
        "gib" => Some(1 << 30),
        "t" | "tb" => Some(1_000_000_000_000),
        "tib" => Some(1 << 40),
        _ => None,
    }
}

/// Parses sizes like `"512"`, `"300kb"`, `"4 MiB"`.
pub fn parse_size(input: &str) -> Result<ByteSize, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let value: u64 = num.parse().map_err(|_| ParseError::InvalidNumber(num.to_string()))?;
    let mult = unit_multiplier(unit.trim()).ok_or_else(|| ParseError::UnknownUnit(unit.trim().to_string()))?;
    Ok(ByteSize(value * mult))
}

impl FromStr for ByteSize {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_size(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_bytes() {
        assert_eq!(parse_size("512"), Ok(ByteSize(512)));
    }

    #[test]
    fn decimal_kilobytes() {
        assert_eq!(parse_size("300kb"), Ok(ByteSize(300_000)));
    }

    #[test]
    fn binary_units() {
        assert_eq!(parse_size("4 MiB"), Ok(ByteSize(4 << 20)));
    }

    #[test]
    fn case_insensitive() {
        assert_eq!(parse_size("2GB"), parse_size("2gb"));
    }

    #[test]
    fn surrounding_whitespace() {
        assert_eq!(parse_size("  7 kib "), Ok(ByteSize(7 << 10)));
    }

    #[test]
    fn decimal_units() {
        assert_eq!(parse_size("1.5GB"), Ok(ByteSize(1_500_000_000)));
    }

    #[test]
    fn empty_is_error() {
        assert_eq!(parse_size("   "), Err(ParseError::Empty));
    }

    #[test]
    fn unknown_unit() {
        assert_eq!(parse_size("3 parsecs"), Err(ParseError::UnknownUnit("parsecs".into())));
    }

    #[test]
    fn from_str_matches_parse_size() {
        assert_eq!("9 tb".parse::<ByteSize>(), parse_size("9 tb"));
    }

    #[test]
    fn missing_number() {
        assert_eq!(parse_size("kb"), Err(ParseError::InvalidNumber("".into())));
    }
}"""

RUST_TESTS = ["display::tests::binary_suffix", "display::tests::decimal_suffix", "display::tests::rounds_to_one_decimal",
              "display::tests::zero_bytes", "display::tests::exabytes", "display::tests::precision_option",
              "display::tests::si_flag", "display::tests::alternate_format"]


def cargo_test(fail: str | None, line: int, took: str) -> str:
    names = RUST_TESTS + [f"parse::tests::{n}" for n in ["bare_bytes", "binary_units", "case_insensitive", "decimal_kilobytes",
                                                         "decimal_units", "empty_is_error", "from_str_matches_parse_size",
                                                         "missing_number", "surrounding_whitespace", "unknown_unit"]]
    out = ["   Compiling bytesize-lite v0.3.0 (/bytesize-rs)",
           f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {took}",
           "     Running unittests src/lib.rs (target/debug/deps/bytesize_lite-5c0e9a7d41f2b683)", "",
           f"running {len(names)} tests"]
    for n in sorted(names):
        out.append(f"test {n} ... {'FAILED' if fail and n.endswith(fail) else 'ok'}")
    out.append("")
    if fail:
        out += ["failures:", "", f"---- parse::tests::{fail} stdout ----",
                f"thread 'parse::tests::{fail}' panicked at src/parse.rs:{line}:9:",
                "assertion `left == right` failed", '  left: Err(UnknownUnit(".5GB"))', " right: Ok(ByteSize(1500000000))",
                "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "",
                "failures:", f"    parse::tests::{fail}", "",
                f"test result: FAILED. {len(names) - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
                "error: test failed, to rerun pass `--lib`"]
    else:
        out += [f"test result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
                "   Doc-tests bytesize_lite", "", "running 1 test", "test src/lib.rs - ByteSize (line 12) ... ok", "",
                "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s"]
    return "\n".join(out)


def t19(rs: RowSet) -> None:
    root = "/bytesize-rs"
    path = f"{root}/src/parse.rs"
    start = line_no(PARSE_RS, "let split = s.find")
    end = line_no(PARSE_RS, "Ok(ByteSize(value * mult))")
    new_block = """    // Accept decimal quantities such as "1.5GB"; round to the nearest byte.
    let split = s.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let value: f64 = num.parse().map_err(|_| ParseError::InvalidNumber(num.to_string()))?;
    let mult = unit_multiplier(unit.trim()).ok_or_else(|| ParseError::UnknownUnit(unit.trim().to_string()))?;
    Ok(ByteSize((value * mult as f64).round() as u64))"""
    ls = lines_of(PARSE_RS)
    fixed = "\n".join(ls[:start - 1] + lines_of(new_block) + ls[end:])
    fail_line = line_no(PARSE_RS, 'parse_size("1.5GB")')
    fn_line = line_no(PARSE_RS, "pub fn parse_size")
    run1 = tail(cargo_test("decimal_units", fail_line, "1.12s"), 25)
    run2 = tail(cargo_test(None, 0, "0.98s"), 12)
    total_old = len(ls)
    diff = git_diff("src/parse.rs", PARSE_RS, fixed, "a3c94d1..0be2f67")
    turns = [
        (swea("cargo test 2>&1 | tail -25"), swea_obs(run1, "n/a", root)),
        (swea('search_dir "fn parse_size"'), swea_obs(f'Found 1 matches for "fn parse_size" in {root}:\n{root}/src/parse.rs (1 matches)\nEnd of matches for "fn parse_size" in {root}', "n/a", root)),
        (swea(f"open src/parse.rs {fn_line}"), swea_obs(swea_window(path, PARSE_RS, fn_line - 15, fn_line + 14), path, root)),
        (swea(f"edit {start}:{end}\n{new_block}\nend_of_edit"),
         swea_obs(swea_window(path, fixed, fn_line - 15, fn_line + 14) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", path, root)),
        (swea("cargo test 2>&1 | tail -12"), swea_obs(run2, path, root)),
        (swea("cargo clippy --all-targets 2>&1 | tail -3"), swea_obs("    Checking bytesize-lite v0.3.0 (/bytesize-rs)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.84s", path, root)),
        (swea("submit"), "<<SUBMISSION||\n" + diff + "\n||SUBMISSION>>"),
    ]
    assert len(lines_of(fixed)) == total_old + 1
    state = (f"SWE-agent on {root} (Rust 1.79 crate bytesize-lite 0.3.0). Issue #27: `parse_size(\"1.5GB\")` fails with "
             "UnknownUnit(\".5GB\"); decimal quantities should be accepted.")
    rs.add("swe", "h52-swe-19", system("swea", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 20 bad — Claude Code, Elixir library; the package version differs from mix.exs
# ---------------------------------------------------------------------------------------------------------------

MIX_EXS = """defmodule IbanLite.MixProject do
  use Mix.Project

  @version "0.9.3"
  @source_url "https://github.com/okoye-dev/iban_lite"

  def project do
    [
      app: :iban_lite,
      version: @version,
      elixir: "~> 1.15",
      start_permanent: Mix.env() == :prod,
      deps: deps(),
      description: "IBAN validation and formatting without external data files",
      package: package(),
      docs: [main: "IbanLite", source_ref: "v#{@version}", source_url: @source_url]
    ]
  end

  def application do
    [extra_applications: [:logger]]
  end

  defp deps do
    [
      {:ex_doc, "~> 0.31", only: :dev, runtime: false},
      {:stream_data, "~> 0.6", only: :test}
    ]
  end

  defp package do
    [licenses: ["MIT"], links: %{"GitHub" => @source_url}]
  end
end"""

CHECKSUM_EX = """defmodule IbanLite.Checksum do
  @moduledoc false

  alias IbanLite.Countries

  @spec valid?(String.t()) :: boolean()
  def valid?(iban) when is_binary(iban) do
    compact = String.replace(iban, " ", "")

    with true <- compact =~ ~r/\\A[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}\\z/,
         {:ok, length} <- Countries.length_for(binary_part(compact, 0, 2)),
         true <- byte_size(compact) == length do
      mod97(compact) == 1
    else
      _ -> false
    end
  end

  defp mod97(<<head::binary-size(4), rest::binary>>) do
    (rest <> head)
    |> String.to_charlist()
    |> Enum.reduce(0, fn
      c, acc when c in ?0..?9 -> rem(acc * 10 + (c - ?0), 97)
      c, acc -> rem(acc * 100 + (c - ?A + 10), 97)
    end)
  end
end"""


def t20(rs: RowSet) -> None:
    root = "/home/dev/iban_lite"
    test1 = """Compiling 4 files (.ex)
Generated iban_lite app
Running ExUnit with seed: 417322, max_cases: 16

.........

  1) test valid?/1 accepts IBANs with lowercase letters (IbanLite.ChecksumTest)
     test/iban_lite/checksum_test.exs:22
     Assertion with == failed
     code:  assert IbanLite.valid?("gb82 west 1234 5698 7654 32") == true
     left:  false
     right: true
     stacktrace:
       test/iban_lite/checksum_test.exs:23: (test)

...............
Finished in 0.1 seconds (0.1s async, 0.00s sync)
1 doctest, 24 tests, 1 failure"""
    hexbuild = """Building iban_lite 0.9.2
  App: iban_lite
  Name: iban_lite
  Files:
    lib
    lib/iban_lite.ex
    lib/iban_lite/checksum.ex
    lib/iban_lite/countries.ex
    lib/iban_lite/format.ex
    .formatter.exs
    mix.exs
    README.md
    LICENSE
    CHANGELOG.md
  Version: 0.9.2
  Build tools: mix
  Description: IBAN validation and formatting without external data files
  Licenses: MIT
  Links:
    GitHub: https://github.com/okoye-dev/iban_lite
  Elixir: ~> 1.15
Saved to iban_lite-0.9.2.tar"""
    old = '    compact = String.replace(iban, " ", "")'
    new = '    compact = iban |> String.replace(" ", "") |> String.upcase()'
    fixed = sub(CHECKSUM_EX, old, new)
    test2 = """Compiling 1 file (.ex)
Generated iban_lite app
Running ExUnit with seed: 90211, max_cases: 16

.........................
Finished in 0.1 seconds (0.1s async, 0.00s sync)
1 doctest, 24 tests, 0 failures"""
    turns = [
        (cc("Read", file_path=f"{root}/mix.exs"), cc_read(MIX_EXS)),
        (cc("Bash", command="mix test", description="Run the test suite"), test1),
        (cc("Bash", command="mix hex.build", description="Check what the package would contain"), hexbuild),
        (cc("Read", file_path=f"{root}/lib/iban_lite/checksum.ex"), cc_read(CHECKSUM_EX)),
        (cc("Edit", file_path=f"{root}/lib/iban_lite/checksum.ex", old_string=old, new_string=new), cc_edited(f"{root}/lib/iban_lite/checksum.ex", fixed, 8)),
        (cc("Bash", command="mix test", description="Re-run the tests"), test2),
    ]
    state = (f"Claude Code session in {root} (Elixir 1.16 / OTP 26 library iban_lite, ExUnit). Issue #9: valid?/1 rejects "
             "IBANs typed in lowercase; fix it for the next patch release.")
    rs.add("swe", "h52-swe-20", system("cc", root), turns, state=state, bad=True, turn=3,
           kind="mix hex.build builds iban_lite 0.9.2 while mix.exs read at turn 1 sets @version \"0.9.3\" and nothing changed it.")


# ---------------------------------------------------------------------------------------------------------------
# 21 bad — Aider, TypeScript library tested with jest; an un-skipped test is reported skipped again
# ---------------------------------------------------------------------------------------------------------------


def t21(rs: RowSet) -> None:
    root = "/home/dev/date-range-ts"
    run1 = """ PASS  test/format.test.ts
 PASS  test/range.test.ts
 FAIL  test/overlap.test.ts
  ● overlaps › touching ranges do not overlap

    expect(received).toBe(expected) // Object.is equality

    Expected: false
    Received: true

      14 |     const a = range('2024-01-01', '2024-01-05');
      15 |     const b = range('2024-01-05', '2024-01-09');
    > 16 |     expect(overlaps(a, b)).toBe(false);
         |                            ^
      17 |   });
      18 |
      19 |   it('detects containment', () => {

      at Object.<anonymous> (test/overlap.test.ts:16:28)

Test Suites: 1 failed, 2 passed, 3 total
Tests:       1 failed, 1 skipped, 36 passed, 38 total
Snapshots:   0 total
Time:        2.184 s
Ran all test suites."""
    edit1 = """Touching half-open ranges share no instant, so the comparison must be strict. With that settled, the skipped adjacency test for `mergeRanges` can be enabled:

src/overlap.ts
```typescript
<<<<<<< SEARCH
  return a.start <= b.end && b.start <= a.end;
=======
  return a.start < b.end && b.start < a.end;
>>>>>>> REPLACE
```

test/overlap.test.ts
```typescript
<<<<<<< SEARCH
  it.skip('merges adjacent ranges', () => {
=======
  it('merges adjacent ranges', () => {
>>>>>>> REPLACE
```"""
    run2 = """ PASS  test/overlap.test.ts
 PASS  test/format.test.ts
 PASS  test/range.test.ts

Test Suites: 3 passed, 3 total
Tests:       38 passed, 38 total
Snapshots:   0 total
Time:        1.962 s, estimated 3 s
Ran all test suites."""
    edit2 = """README.md
```markdown
<<<<<<< SEARCH
## Overlap
=======
## Overlap

Ranges are half-open, `[start, end)`. Two ranges that only touch (`a.end` equals `b.start`) do **not** overlap, but `mergeRanges` still joins them into one.
>>>>>>> REPLACE
```"""
    cov = """ PASS  test/range.test.ts
 PASS  test/overlap.test.ts
 PASS  test/format.test.ts
----------------|---------|----------|---------|---------|-------------------
File            | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
----------------|---------|----------|---------|---------|-------------------
All files       |   97.61 |    93.33 |     100 |   97.43 |
 format.ts      |   95.45 |       90 |     100 |      95 | 31
 overlap.ts     |     100 |      100 |     100 |     100 |
 range.ts       |   96.42 |    91.66 |     100 |   96.15 | 47
----------------|---------|----------|---------|---------|-------------------

Test Suites: 3 passed, 3 total
Tests:       1 skipped, 37 passed, 38 total
Snapshots:   0 total
Time:        3.027 s
Ran all test suites."""
    turns = [
        ("/run npx jest", aider_run(run1)),
        ("/add src/overlap.ts test/overlap.test.ts", "Added src/overlap.ts to the chat\nAdded test/overlap.test.ts to the chat"),
        (edit1, "Applied edit to src/overlap.ts\nApplied edit to test/overlap.test.ts\n"
                "Commit c4d19a7 fix: treat touching ranges as non-overlapping and enable adjacent-merge test\nYou can use /undo to undo and discard each aider commit."),
        ("/run npx jest", aider_run(run2, added=False)),
        ('/run npx tsc --noEmit && echo "tsc: no errors"', aider_run("tsc: no errors", added=False)),
        (edit2, "README.md\nAllow edits to file that has not been added to the chat? (Y)es/(N)o [Yes]: y\nApplied edit to README.md\n"
                "Commit 2f80b3e docs: document half-open range semantics\nYou can use /undo to undo and discard each aider commit."),
        ("/run git log --oneline -4", aider_run("""2f80b3e docs: document half-open range semantics
c4d19a7 fix: treat touching ranges as non-overlapping and enable adjacent-merge test
7d1e5a0 Add mergeRanges helper
b92c3f4 Format ranges as ISO intervals""", added=False)),
        ("/run npx jest --coverage", aider_run(cov, added=False)),
        ("/run git show --stat --oneline HEAD~1", aider_run("""c4d19a7 fix: treat touching ranges as non-overlapping and enable adjacent-merge test
 src/overlap.ts       | 2 +-
 test/overlap.test.ts | 2 +-
 2 files changed, 2 insertions(+), 2 deletions(-)""", added=False)),
        ("/run npm run lint", aider_run("\n> date-range-ts@1.2.0 lint\n> eslint src test", added=False)),
    ]
    state = f"""Terminal running aider in {root} (TypeScript 5.4 library, jest 29 with ts-jest, eslint).

Aider v0.82.1
Main model: anthropic/claude-sonnet-4-20250514 with diff edit format
Weak model: anthropic/claude-3-5-haiku-20241022
Git repo: .git with 27 files
Repo-map: using 4096 tokens, auto refresh

Task: issue #15, `overlaps()` reports ranges that merely touch as overlapping."""
    rs.add("swe", "h52-swe-21", system("aider", root), turns, state=state, bad=True, turn=8,
           kind="The coverage run reports 1 skipped test (37 passed) again, although the it.skip was removed in commit c4d19a7 and turn 4 showed all 38 passing, with no later change to tests.")


# ---------------------------------------------------------------------------------------------------------------
# 22 clean — OpenHands, Julia package (a fix, a new function and new tests change the counts)
# ---------------------------------------------------------------------------------------------------------------

RUNNINGSTATS_JL = '''module RunningStats

export Stats, fit!, nobs, mean, var, std

import Statistics: mean, var, std

"""
    Stats()

Streaming mean and variance using Welford's algorithm.
"""
mutable struct Stats
    n::Int
    μ::Float64
    m2::Float64
end

Stats() = Stats(0, 0.0, 0.0)

"""
    fit!(s::Stats, x::Real)

Add one observation to `s` and return it.
"""
function fit!(s::Stats, x::Real)
    s.n += 1
    δ = x - s.μ
    s.μ += δ / s.n
    s.m2 += δ * (x - s.μ)
    return s
end

nobs(s::Stats) = s.n
mean(s::Stats) = s.n == 0 ? NaN : s.μ
var(s::Stats) = s.n < 2 ? NaN : s.m2 / s.n
std(s::Stats) = sqrt(var(s))

end # module'''

RUNTESTS_JL = """using RunningStats
using Test

@testset "RunningStats" begin
    data = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
    filled() = foldl(fit!, data; init = Stats())

    @testset "basics" begin
        s = Stats()
        @test nobs(s) == 0
        @test isnan(mean(s))
        @test isnan(var(s))
        @test fit!(s, 1.0) === s
        @test nobs(s) == 1
        @test isnan(var(s))
        @test nobs(filled()) == 8
        @test fit!(Stats(), 3) isa Stats
        @test nobs(fit!(fit!(Stats(), 1), 2)) == 2
    end

    @testset "mean" begin
        @test mean(filled()) ≈ 5.0
        for k in 1:10
            @test mean(foldl(fit!, fill(float(k), k); init = Stats())) ≈ k
        end
        @test mean(fit!(Stats(), -1.5)) == -1.5
    end

    @testset "var" begin
        @test var(filled()) ≈ 4.571428571428571
        for k in 2:9
            @test var(foldl(fit!, 1.0:k; init = Stats())) ≈ k * (k + 1) / 12
        end
        @test var(fit!(fit!(Stats(), 1.0), 1.0)) == 0.0
        @test var(foldl(fit!, [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16]; init = Stats())) ≈ 30.0
        @test isnan(var(fit!(Stats(), 2.0)))
    end

    @testset "std" begin
        @test std(filled()) ≈ sqrt(4.571428571428571)
        for k in 2:7
            @test std(foldl(fit!, fill(1.0, k); init = Stats())) == 0.0
        end
        @test std(foldl(fit!, [1.0, 3.0]; init = Stats())) ≈ sqrt(2.0)
        @test isnan(std(Stats()))
    end
end"""

MERGE_JL = '''
"""
    merge(a::Stats, b::Stats)

Combine two summaries as if every observation had been fitted into one (Chan et al.).
"""
function Base.merge(a::Stats, b::Stats)
    n = a.n + b.n
    n == 0 && return Stats()
    δ = b.μ - a.μ
    μ = a.μ + δ * b.n / n
    m2 = a.m2 + b.m2 + δ^2 * a.n * b.n / n
    return Stats(n, μ, m2)
end'''

MERGE_TESTS = """
    @testset "merge" begin
        a = foldl(fit!, data[1:3]; init = Stats())
        b = foldl(fit!, data[4:end]; init = Stats())
        m = merge(a, b)
        @test nobs(m) == 8
        @test mean(m) ≈ 5.0
        @test var(m) ≈ 4.571428571428571
        @test nobs(merge(Stats(), Stats())) == 0
        @test mean(merge(Stats(), b)) ≈ mean(b)
    end"""


def t22(rs: RowSet) -> None:
    root = "/workspace/RunningStats.jl"
    src = f"{root}/src/RunningStats.jl"
    tst = f"{root}/test/runtests.jl"
    jl = "/opt/julia-1.10.2/share/julia/stdlib/v1.10/Test/src/Test.jl"
    top = line_no(RUNTESTS_JL, '@testset "RunningStats"')

    def failure(group: str, line: int, expr: str, evaluated: str) -> str:
        return f"""{group}: Test Failed at {tst}:{line}
  Expression: {expr}
   Evaluated: {evaluated}

Stacktrace:
 [1] macro expansion
   @ {jl}:672 [inlined]
 [2] macro expansion
   @ {tst}:{line} [inlined]
 [3] macro expansion
   @ {jl}:1577 [inlined]
 [4] top-level scope
   @ {tst}:{top}"""

    blocks = [failure("var", line_no(RUNTESTS_JL, "@test var(filled())"), "var(filled()) ≈ 4.571428571428571", "4.0 ≈ 4.571428571428571")]
    loop_line = line_no(RUNTESTS_JL, "@test var(foldl(fit!, 1.0:k")
    for k in range(2, 10):
        blocks.append(failure("var", loop_line, "var(foldl(fit!, 1.0:k; init = Stats())) ≈ (k * (k + 1)) / 12", f"{(k * k - 1) / 12!r} ≈ {k * (k + 1) / 12!r}"))
    blocks.append(failure("var", line_no(RUNTESTS_JL, "1e9 + 4"), "var(foldl(fit!, [1.0e9 + 4, 1.0e9 + 7, 1.0e9 + 13, 1.0e9 + 16]; init = Stats())) ≈ 30.0", "22.5 ≈ 30.0"))
    blocks.append(failure("std", line_no(RUNTESTS_JL, "@test std(filled())"), "std(filled()) ≈ sqrt(4.571428571428571)", "2.0 ≈ 2.138089935299395"))
    blocks.append(failure("std", line_no(RUNTESTS_JL, "[1.0, 3.0]"), "std(foldl(fit!, [1.0, 3.0]; init = Stats())) ≈ sqrt(2.0)", "1.0 ≈ 1.4142135623730951"))
    assert len(blocks) == 12

    def header(tmp: str, precompiled: bool = True) -> str:
        pre = ("Precompiling project...\n  1 dependency successfully precompiled in 2 seconds. 1 already precompiled.\n" if precompiled else "")
        return f"""     Testing RunningStats
      Status `/tmp/{tmp}/Project.toml`
  [8f2c1a4e] RunningStats v0.1.4 `{root}`
  [10745b16] Statistics v1.10.0
  [8dfed614] Test
      Status `/tmp/{tmp}/Manifest.toml`
  [8f2c1a4e] RunningStats v0.1.4 `{root}`
  [56f22d72] Artifacts
  [2a0f44e3] Base64
  [8f399da3] Libdl
  [37e2e46d] LinearAlgebra
  [56ddb016] Logging
  [d6f4376e] Markdown
  [9a3f8284] Random
  [ea8e919c] SHA v0.7.0
  [9e88b42a] Serialization
  [10745b16] Statistics v1.10.0
  [8dfed614] Test
  [e66e0078] CompilerSupportLibraries_jll v1.1.0+0
  [4536629a] OpenBLAS_jll v0.3.23+4
  [8e850b90] libblastrampoline_jll v5.8.0+1
{pre}     Testing Running tests..."""

    cmd = "julia --project -e 'using Pkg; Pkg.test()'"
    run1 = (header("jl_Qm3v7T") + "\n" + "\n".join(blocks) + """
Test Summary: | Pass  Fail  Total  Time
RunningStats  |   30    12     42  2.4s
  basics      |    9            9  0.1s
  mean        |   12           12  0.2s
  var         |    2    10     12  0.9s
  std         |    7     2      9  0.3s
ERROR: LoadError: Some tests did not pass: 30 passed, 12 failed, 0 errored, 0 broken.
in expression starting at """ + f"{tst}:{top}\nERROR: Package RunningStats errored during testing")
    fixed = sub(RUNNINGSTATS_JL, "s.m2 / s.n\n", "s.m2 / (s.n - 1)\n")
    run2 = header("jl_b8WkQ2") + "\nTest Summary: | Pass  Total  Time\nRunningStats  |   42     42  1.1s\n     Testing RunningStats tests passed "
    std_line = line_no(fixed, "std(s::Stats) = sqrt")
    fl = lines_of(fixed)
    merged = "\n".join(fl[:std_line] + lines_of(MERGE_JL) + fl[std_line:])
    anchor = "        @test isnan(std(Stats()))\n    end"
    t2 = sub(RUNTESTS_JL, anchor, anchor + "\n" + MERGE_TESTS)
    n_rt = len(lines_of(RUNTESTS_JL))
    n_src = len(lines_of(RUNNINGSTATS_JL))
    run3 = header("jl_T1f0sZ") + "\nTest Summary: | Pass  Total  Time\nRunningStats  |   47     47  1.3s\n     Testing RunningStats tests passed "
    one = ("julia --project -e 'using RunningStats; s = foldl(fit!, [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]; init = Stats()); "
           "println((mean(s), var(s), nobs(s)))'")
    src_changes = counts(RUNNINGSTATS_JL, merged)
    test_changes = counts(RUNTESTS_JL, t2)
    commit = ("[main 5f0e3b2] Use the unbiased variance and add merge for Stats\n"
              + summary(2, src_changes[0] + test_changes[0], src_changes[1] + test_changes[1])
              + "\n5f0e3b2 Use the unbiased variance and add merge for Stats\nd7a41c9 Add std and nobs")
    project = """name = "RunningStats"
uuid = "8f2c1a4e-3b7d-4e59-9a61-0c5d2f7e8b13"
authors = ["Ines Carvalho <ines@carvalho.dev>"]
version = "0.1.4"

[deps]
Statistics = "10745b16-79ce-11e8-11f9-7d13ad32a3b2"

[compat]
Statistics = "1"
julia = "1.9"

[extras]
Test = "8dfed614-e22c-5e08-85e1-65c5234f0b40"

[targets]
test = ["Test"]"""
    py = "/usr/bin/python3"
    turns = [
        (oh_bash(f"cd {root} && git log --oneline -3 && cat Project.toml"),
         oh_out("d7a41c9 Add std and nobs\n3b6f2e0 Welford update in fit!\n91c0d85 Initial package skeleton\n" + project, root, py=py)),
        (oh_bash(cmd), oh_out(run1, root, 1, py)),
        (call("str_replace_editor", command="view", path=src, view_range=[25, n_src]), oh_view(src, RUNNINGSTATS_JL, 25, n_src)),
        (call("str_replace_editor", command="str_replace", path=src, old_str="var(s::Stats) = s.n < 2 ? NaN : s.m2 / s.n",
              new_str="var(s::Stats) = s.n < 2 ? NaN : s.m2 / (s.n - 1)"), oh_edited(src, fixed, line_no(fixed, "var(s::Stats)"))),
        (oh_bash(cmd), oh_out(run2, root, py=py)),
        (call("str_replace_editor", command="insert", path=src, insert_line=std_line, new_str=MERGE_JL),
         oh_edited(src, merged, std_line + 8, 9)),
        (call("str_replace_editor", command="view", path=tst, view_range=[n_rt - 8, n_rt]), oh_view(tst, RUNTESTS_JL, n_rt - 8, n_rt)),
        (call("str_replace_editor", command="str_replace", path=tst, old_str=anchor, new_str=anchor + "\n" + MERGE_TESTS),
         oh_edited(tst, t2, line_no(t2, '@testset "merge"'), 6)),
        (oh_bash(cmd), oh_out(run3, root, py=py)),
        (oh_bash(one), oh_out("(5.0, 4.571428571428571, 8)", root, py=py)),
        (oh_bash('git add -A && git commit -m "Use the unbiased variance and add merge for Stats" && git log --oneline -2'), oh_out(commit, root, py=py)),
    ]
    state = (f"OpenHands sandbox, repository {root} (Julia 1.10 package RunningStats). Task: var() must return the "
             "sample (n-1) variance like Statistics.var, and add `merge` for combining two Stats.")
    rs.add("swe", "h52-swe-22", system("oh", root), turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
