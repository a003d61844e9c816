# ruff: noqa: E501
"""Held-out set h61, domain swe: 22 coding-agent sandbox trajectories written blind.

Each trajectory is an agent (OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline or Codex CLI)
working on a repository; observations are the tools' outputs. Eleven hold exactly one contradiction (an
observation that conflicts with an earlier one with no action in between that could change it), eleven
are clean but full of legitimate changes (edits, new tests, new commits, moving clocks, new ids).
"""

from __future__ import annotations

import json
from pathlib import Path

from ...rowkit2 import RowSet, call, cat_n, edited, gem_run, gshell, oh_bash

SYSTEM_TEMPLATE = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

The agent driving this environment is {agent}. It works on the repository at `{root}`.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

When provided with previous tool calls and their results, review them to understand what has been done, keep every prediction consistent with the established state, and make sure files, variables and other resources created earlier are still available. The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call.

- Resources created in previous turns persist and can be referenced in subsequent turns.
- State transitions must be **deterministic** and **traceable**; maintain an implicit file system tree reflecting all file operations.
- Values established in prior turns (file paths, content, hashes, versions, test counts) must be reused accurately. Do not fabricate or alter previously established information.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.

---

# Environment Execution

- For shell commands, consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors, 127 for command not found).
- File write operations create or modify files; deletions remove them.
- For long-running commands provide realistic timings and timestamps; background PIDs get plausible values.
- Simulate realistic errors: missing files, invalid parameters, permission issues, build and test failures.

---

# Key Principles

## Format
Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special format markers.

## Factuality
Ensure content aligns with actual tool behavior: correct parameter handling and return types, no fabricated paths or system information.

## Consistency
Correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism
Reasonable numerical values (file sizes, timestamps, PIDs, durations), correct tool-specific behavioral patterns, appropriate error messages.

## Quality
No unreasonable truncation or omission; sufficient detail for subsequent reasoning; balanced verbosity.

---

# Input Definitions & Action Space

You can simulate the following tools:

{tools}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the tool's output after **Environment Observation:** and nothing else.
"""


def _t(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": required}}


_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}
_A = {"type": "array", "items": {"type": "string"}}

TOOLS = {
    "openhands": [
        _t("execute_bash", "Execute a bash command in the terminal. Long-running commands should be run in the background. The output ends with the exit code, the working directory and the Python interpreter.", {"command": _S, "is_input": _S, "timeout": _I}, ["command"]),
        _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` shows `cat -n` output; `create` writes a new file; `str_replace` replaces exactly one occurrence of old_str; `insert` inserts new_str after insert_line; `undo_edit` reverts the last edit.", {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": _S, "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": _I, "view_range": {"type": "array", "items": _I}}, ["command", "path"]),
        _t("finish", "Signals the completion of the current task.", {"message": _S}, []),
    ],
    "gemini": [
        _t("read_file", "Reads and returns the content of a specified file. Supports offset and limit for large files.", {"absolute_path": _S, "offset": _I, "limit": _I}, ["absolute_path"]),
        _t("write_file", "Writes content to a specified file, creating it if needed.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("replace", "Replaces text within a file. old_string must match exactly, including whitespace.", {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _I}, ["file_path", "old_string", "new_string"]),
        _t("list_directory", "Lists the names of files and subdirectories directly within a specified directory path.", {"path": _S, "ignore": _A}, ["path"]),
        _t("glob", "Finds files matching a glob pattern, sorted by modification time (newest first).", {"pattern": _S, "path": _S}, ["pattern"]),
        _t("search_file_content", "Searches for a regular expression pattern within the content of files.", {"pattern": _S, "path": _S, "include": _S}, ["pattern"]),
        _t("run_shell_command", "Executes a given shell command as `bash -c <command>`. Returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", {"command": _S, "description": _S, "directory": _S}, ["command"]),
    ],
    "claude": [
        _t("Bash", "Executes a given bash command in a persistent shell session with optional timeout.", {"command": _S, "description": _S, "timeout": _I}, ["command"]),
        _t("Read", "Reads a file from the local filesystem. Results are returned using cat -n format, with line numbers starting at 1.", {"file_path": _S, "offset": _I, "limit": _I}, ["file_path"]),
        _t("Edit", "Performs exact string replacements in files. old_string must be unique in the file.", {"file_path": _S, "old_string": _S, "new_string": _S, "replace_all": _B}, ["file_path", "old_string", "new_string"]),
        _t("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("Grep", "A search tool built on ripgrep.", {"pattern": _S, "path": _S, "glob": _S, "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "-n": _B}, ["pattern"]),
        _t("Glob", "Fast file pattern matching tool.", {"pattern": _S, "path": _S}, ["pattern"]),
    ],
    "sweagent": [
        _t("open", "opens the file at the given path in the editor. If line_number is provided, the window will be moved to include that line", {"path": _S, "line_number": _I}, ["path"]),
        _t("goto", "moves the window to show <line_number>", {"line_number": _I}, ["line_number"]),
        _t("scroll_down", "moves the window down 100 lines", {}, []),
        _t("create", "creates and opens a new file with the given name", {"filename": _S}, ["filename"]),
        _t("search_dir", "searches for search_term in all files in dir", {"search_term": _S, "dir": _S}, ["search_term"]),
        _t("search_file", "searches for search_term in file", {"search_term": _S, "file": _S}, ["search_term"]),
        _t("find_file", "finds all files with the given name in dir", {"file_name": _S, "dir": _S}, ["file_name"]),
        _t("edit", "replaces lines <start_line> through <end_line> (inclusive) with the given text in the open file", {"start_line": _I, "end_line": _I, "replacement_text": _S}, ["start_line", "end_line", "replacement_text"]),
        _t("submit", "submits your current code and terminates the session", {}, []),
        _t("bash", "any other shell command, run in the repository root", {"command": _S}, ["command"]),
    ],
    "aider": [
        _t("/run", "Run a shell command and optionally add the output to the chat", {"command": _S}, ["command"]),
        _t("/test", "Run a shell command and add the output to the chat on non-zero exit code", {"command": _S}, ["command"]),
        _t("edit", "SEARCH/REPLACE blocks applied to files in the chat; aider auto-commits each applied edit", {"blocks": _S}, ["blocks"]),
        _t("/add", "Add files to the chat so aider can edit them or review them in detail", {"files": _A}, ["files"]),
    ],
    "cline": [
        _t("execute_command", "Execute a CLI command on the system in the current working directory.", {"command": _S, "requires_approval": _B}, ["command", "requires_approval"]),
        _t("read_file", "Read the contents of a file at the specified path.", {"path": _S}, ["path"]),
        _t("write_to_file", "Write content to a file at the specified path, creating it or overwriting it.", {"path": _S, "content": _S}, ["path", "content"]),
        _t("replace_in_file", "Replace sections of content in an existing file using SEARCH/REPLACE blocks.", {"path": _S, "diff": _S}, ["path", "diff"]),
        _t("list_files", "List files and directories within the specified directory.", {"path": _S, "recursive": _B}, ["path"]),
        _t("search_files", "Perform a regex search across files in a specified directory.", {"path": _S, "regex": _S, "file_pattern": _S}, ["path", "regex"]),
    ],
    "codex": [
        _t("shell", "Runs a shell command and returns its output as JSON {output, metadata: {exit_code, duration_seconds}}. apply_patch is invoked as command [\"apply_patch\", patch].", {"command": _A, "workdir": _S, "timeout_ms": _I}, ["command"]),
        _t("update_plan", "Updates the task plan.", {"explanation": _S, "plan": {"type": "array"}}, ["plan"]),
    ],
}

AGENTS = {
    "openhands": "an OpenHands CodeAct agent (tools execute_bash and str_replace_editor)",
    "gemini": "Gemini CLI (tools read_file, write_file, replace, list_directory, glob, search_file_content, run_shell_command)",
    "claude": "Claude Code (tools Bash, Read, Edit, Write, Grep, Glob)",
    "sweagent": "SWE-agent with its Agent-Computer Interface (open, goto, edit, search_file, find_file and plain bash); every observation ends with the open file, the current directory and the `bash-$` prompt",
    "aider": "Aider in chat mode (/run and /test commands, SEARCH/REPLACE edit blocks with auto-commit)",
    "cline": "Cline in VS Code (execute_command, read_file, write_to_file, replace_in_file, list_files, search_files)",
    "codex": "Codex CLI (the shell tool, with apply_patch for edits)",
}


def system(harness: str, root: str) -> str:
    tools = json.dumps(TOOLS[harness], indent=1, ensure_ascii=False)
    return SYSTEM_TEMPLATE.replace("{agent}", AGENTS[harness]).replace("{root}", root).replace("{tools}", tools)


def numbered(text: str, start: int = 1, arrow: bool = False) -> str:
    sep = "→" if arrow else "\t"
    return "\n".join(f"{i:6d}{sep}{line}" for i, line in enumerate(text.split("\n"), start))


def lines_of(text: str, a: int, b: int) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[a - 1:b])


# Claude Code
def cc_bash(cmd: str, what: str) -> str:
    return call("Bash", command=cmd, description=what)


def cc_read(path: str, text: str, start: int = 1) -> str:
    return numbered(text, start, arrow=True)


def cc_edited(path: str, snippet: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + numbered(snippet, start, arrow=True))


# SWE-agent
def sw_act(cmd: str) -> str:
    return "```\n" + cmd + "\n```"


def sw_obs(out: str, open_file: str, cwd: str) -> str:
    return (out.rstrip("\n") + "\n" if out else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def sw_window(path: str, text: str, first: int, last: int) -> str:
    ls = text.split("\n")
    n = len(ls)
    first, last = max(1, first), min(n, last)
    head = f"[File: {path} ({n} lines total)]\n"
    if first > 1:
        head += f"({first - 1} more lines above)\n"
    body = "\n".join(f"{i}:{ls[i - 1]}" for i in range(first, last + 1))
    tail = f"\n({n - last} more lines below)" if last < n else ""
    return head + body + tail


# Cline
def cl_cmd(cmd: str, approval: bool = False) -> str:
    return call("execute_command", command=cmd, requires_approval=approval)


def cl_out(out: str) -> str:
    return "Command executed.\nOutput:\n" + out.rstrip("\n")


def cl_saved(path: str, content: str) -> str:
    return (f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was saved:\n\n"
            f"<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
            "This content reflects the current state of the file, including any auto-formatting (e.g., if you used single "
            "quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this "
            "final version to ensure accuracy.")


# Codex CLI
def cx(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(out: str, code: int = 0, secs: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}}, ensure_ascii=False)


# Aider
def ai_run(out: str, lines: int | None = None) -> str:
    n = lines if lines is not None else len(out.rstrip("\n").split("\n"))
    return out.rstrip("\n") + f"\nAdd {max(0.1, round(len(out) / 4000, 1))}k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {n} lines of output to the chat."


def ai_edit(path: str, commit: str, msg: str) -> str:
    return (f"Applied edit to {path}\nCommit {commit} {msg}\nYou can use /undo to undo and discard each aider commit.")


def ln(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the line holding the nth occurrence of needle."""
    seen = 0
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            seen += 1
            if seen == nth:
                return i
    raise KeyError(needle)


def nlines(text: str) -> int:
    return len(text.split("\n"))


# ---------------------------------------------------------------- 01 Rust / cargo test / OpenHands (clean)
BUCKET_RS = """//! A token-bucket rate limiter.

use std::time::{Duration, Instant};

/// A classic token bucket: `capacity` tokens, refilled at `rate_per_sec`.
#[derive(Debug, Clone)]
pub struct TokenBucket {
    capacity: u32,
    rate_per_sec: u32,
    tokens: u32,
    last_refill: Instant,
}

impl TokenBucket {
    /// Creates a full bucket.
    pub fn new(capacity: u32, rate_per_sec: u32) -> Self {
        Self::with_start(capacity, rate_per_sec, Instant::now())
    }

    /// Creates a full bucket whose clock starts at `start` (useful in tests).
    pub fn with_start(capacity: u32, rate_per_sec: u32, start: Instant) -> Self {
        assert!(capacity > 0, "capacity must be positive");
        TokenBucket {
            capacity,
            rate_per_sec,
            tokens: capacity,
            last_refill: start,
        }
    }

    /// Tokens currently available (without refilling).
    pub fn available(&self) -> u32 {
        self.tokens
    }

    /// Capacity of the bucket.
    pub fn capacity(&self) -> u32 {
        self.capacity
    }

    /// Time until `n` tokens are available, or `None` if `n` exceeds capacity.
    pub fn time_until(&self, n: u32) -> Option<Duration> {
        if n > self.capacity {
            return None;
        }
        let missing = n.saturating_sub(self.tokens) as u64;
        Some(Duration::from_millis(missing * 1000 / self.rate_per_sec.max(1) as u64))
    }

    /// Adds tokens accrued since the last refill, never exceeding `capacity`.
    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last_refill);
        let new_tokens = (elapsed.as_millis() as u64 * self.rate_per_sec as u64) / 1000;
        if new_tokens == 0 {
            return;
        }
        self.tokens = (self.tokens as u64 + new_tokens) as u32;
        if self.tokens > self.capacity {
            self.tokens = self.capacity;
        }
        self.last_refill = now;
    }

    /// Takes `n` tokens if available at `now`.
    pub fn try_acquire_at(&mut self, n: u32, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= n {
            self.tokens -= n;
            true
        } else {
            false
        }
    }

    /// Takes `n` tokens if available.
    pub fn try_acquire(&mut self, n: u32) -> bool {
        self.try_acquire_at(n, Instant::now())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_full() {
        let b = TokenBucket::new(10, 5);
        assert_eq!(b.available(), 10);
    }

    #[test]
    fn acquire_consumes_tokens() {
        let t0 = Instant::now();
        let mut b = TokenBucket::with_start(10, 5, t0);
        assert!(b.try_acquire_at(4, t0));
        assert_eq!(b.available(), 6);
    }

    #[test]
    fn refills_over_time() {
        let t0 = Instant::now();
        let mut b = TokenBucket::with_start(10, 5, t0);
        assert!(b.try_acquire_at(10, t0));
        assert!(b.try_acquire_at(2, t0 + Duration::from_millis(400)));
        assert_eq!(b.available(), 0);
    }

    #[test]
    fn refill_after_long_idle_caps_at_capacity() {
        let t0 = Instant::now();
        let mut b = TokenBucket::with_start(10, 1, t0);
        assert!(b.try_acquire_at(10, t0));
        // ~136 years idle: the refilled sum no longer fits in a u32.
        assert!(b.try_acquire_at(0, t0 + Duration::from_secs(u32::MAX as u64 + 7)));
        assert_eq!(b.available(), 10);
    }

    #[test]
    fn acquire_more_than_capacity_fails() {
        let mut b = TokenBucket::new(5, 1);
        assert!(!b.try_acquire(6));
        assert_eq!(b.available(), 5);
    }
}"""

BUCKET_OLD = """        self.tokens = (self.tokens as u64 + new_tokens) as u32;
        if self.tokens > self.capacity {
            self.tokens = self.capacity;
        }"""
BUCKET_NEW = """        let total = (self.tokens as u64).saturating_add(new_tokens);
        self.tokens = total.min(self.capacity as u64) as u32;"""
BUCKET_TEST = """
    #[test]
    fn refill_never_exceeds_capacity_near_u32_max() {
        let t0 = Instant::now();
        let mut b = TokenBucket::with_start(u32::MAX, u32::MAX, t0);
        assert!(b.try_acquire_at(1, t0));
        assert!(b.try_acquire_at(0, t0 + Duration::from_secs(3)));
        assert_eq!(b.available(), u32::MAX);
    }"""

RUST_UNIT = (["bucket::tests::" + n for n in ["acquire_consumes_tokens", "acquire_more_than_capacity_fails", "refill_after_long_idle_caps_at_capacity", "refills_over_time", "starts_full"]]
             + ["keyed::tests::" + n for n in ["distinct_keys_are_independent", "evicts_idle_keys", "len_counts_keys", "purge_removes_expired", "same_key_shares_bucket", "with_capacity_preallocates", "zero_rate_never_refills"]]
             + ["window::tests::" + n for n in ["allows_up_to_limit", "blocks_over_limit", "counts_reset_after_window", "empty_window_has_zero_count", "hits_in_previous_window_weigh_partially", "limit_one", "rejects_zero_window", "remaining_saturates", "reset_clears_counts", "slides_weight_linearly", "weights_sum_to_one"]])
RUST_DOC = ["src/keyed.rs - keyed::KeyedLimiter (line 12)", "src/lib.rs - (line 7)", "src/window.rs - window::SlidingWindow (line 9)", "src/window.rs - window::SlidingWindow::hit (line 58)"]


def t01(rs: RowSet) -> None:
    root = "/workspace/tinyrate"
    path = root + "/src/bucket.rs"

    def bsh(cmd: str) -> str:
        return call("execute_bash", command=cmd)

    def ed(**kw: object) -> str:
        return call("str_replace_editor", **kw)

    panic_line = ln(BUCKET_RS, "assert_eq!(b.available(), 10);", 2)
    t2_lines = []
    for name in RUST_UNIT:
        t2_lines.append(f"test {name} ... {'FAILED' if name.endswith('long_idle_caps_at_capacity') else 'ok'}")
    out2 = ("   Compiling tinyrate v0.4.2 (/workspace/tinyrate)\n"
            "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.41s\n"
            "     Running unittests src/lib.rs (target/debug/deps/tinyrate-3f9c0a1d2b7e4c55)\n\n"
            "running 23 tests\n" + "\n".join(t2_lines) + "\n\nfailures:\n\n"
            "---- bucket::tests::refill_after_long_idle_caps_at_capacity stdout ----\n\n"
            f"thread 'bucket::tests::refill_after_long_idle_caps_at_capacity' panicked at src/bucket.rs:{panic_line}:9:\n"
            "assertion `left == right` failed\n  left: 6\n right: 10\n"
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\n"
            "failures:\n    bucket::tests::refill_after_long_idle_caps_at_capacity\n\n"
            "test result: FAILED. 22 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            "error: test failed, to rerun pass `--lib`")
    a3, b3 = ln(BUCKET_RS, "/// Adds tokens accrued"), ln(BUCKET_RS, "pub fn try_acquire_at") + 8
    fixed = BUCKET_RS.replace(BUCKET_OLD, BUCKET_NEW)
    s4 = ln(fixed, "let total =")
    unit_ok = "\n".join(f"test {n} ... ok" for n in RUST_UNIT)
    doc_ok = "\n".join(f"test {d} ... ok" for d in RUST_DOC)
    out5 = ("   Compiling tinyrate v0.4.2 (/workspace/tinyrate)\n"
            "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.94s\n"
            "     Running unittests src/lib.rs (target/debug/deps/tinyrate-3f9c0a1d2b7e4c55)\n\n"
            f"running 23 tests\n{unit_ok}\n\n"
            "test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            "   Doc-tests tinyrate\n\n"
            f"running 4 tests\n{doc_ok}\n\n"
            "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s")
    ins_at = ln(fixed, "assert_eq!(b.available(), 5);") + 1
    final = "\n".join(fixed.split("\n")[:ins_at] + BUCKET_TEST.split("\n") + fixed.split("\n")[ins_at:])
    test_end = ins_at + nlines(BUCKET_TEST)
    bucket_tests = sorted([n for n in RUST_UNIT if n.startswith("bucket::")] + ["bucket::tests::refill_never_exceeds_capacity_near_u32_max"])
    out7 = ("   Compiling tinyrate v0.4.2 (/workspace/tinyrate)\n"
            "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.88s\n"
            "     Running unittests src/lib.rs (target/debug/deps/tinyrate-3f9c0a1d2b7e4c55)\n\n"
            "running 6 tests\n" + "\n".join(f"test {n} ... ok" for n in bucket_tests) + "\n\n"
            "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 18 filtered out; finished in 0.00s\n\n"
            "   Doc-tests tinyrate\n\nrunning 0 tests\n\n"
            "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 4 filtered out; finished in 0.00s")
    turns = [
        (bsh("cd /workspace/tinyrate && git log --oneline -5 && git status"),
         oh_bash("a41c9e2 (HEAD -> main, origin/main) window: document weighting formula\n"
                 "7d03b5f keyed: evict idle keys lazily on access\n"
                 "f2e81aa bucket: add try_acquire_at for deterministic tests\n"
                 "0c9d4b1 (tag: v0.4.2) release 0.4.2\n"
                 "9e6a7f3 ci: test on 1.74 MSRV\n"
                 "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean", root)),
        (bsh("cargo test 2>&1"), oh_bash(out2, root, 101)),
        (ed(command="view", path=path, view_range=[a3, b3]), cat_n(path, lines_of(BUCKET_RS, a3, b3), a3)),
        (ed(command="str_replace", path=path, old_str=BUCKET_OLD, new_str=BUCKET_NEW),
         edited(path, lines_of(fixed, s4 - 6, s4 + 5), s4 - 6)),
        (bsh("cargo test 2>&1"), oh_bash(out5, root)),
        (ed(command="insert", path=path, insert_line=ins_at, new_str=BUCKET_TEST),
         edited(path, lines_of(final, ins_at - 3, test_end + 1), ins_at - 3)),
        (bsh("cargo test bucket:: 2>&1"), oh_bash(out7, root)),
        (bsh("git diff --stat && git status --short"),
         oh_bash(" src/bucket.rs | 15 +++++++++++----\n 1 file changed, 11 insertions(+), 4 deletions(-)\n M src/bucket.rs", root)),
    ]
    rs.add("swe", "h61-swe-01", system("openhands", root), turns,
           state="Repository /workspace/tinyrate (Rust crate `tinyrate` 0.4.2, no dependencies), branch main, clean tree.\n"
                 "Issue #57: after a very long idle period a TokenBucket can report fewer tokens than its capacity instead of a full bucket.")


# ---------------------------------------------------------------- 02 Go / go test / Gemini CLI (contradiction: a line in the diff context)
OVERRIDE_GO = """// Package env applies environment-variable overrides to a decoded config tree.
package env

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// sep separates path segments in variable names: CONFLOAD_DB__POOL__MAX_IDLE -> db.pool.max_idle.
const sep = "__"

// FromOS applies overrides from the process environment.
func FromOS(cfg map[string]any, prefix string) error {
	return Apply(cfg, os.Environ(), prefix)
}

// Apply walks environ ("NAME=value" pairs) and sets every variable that starts
// with prefix into cfg, creating intermediate maps as needed.
func Apply(cfg map[string]any, environ []string, prefix string) error {
	if !strings.HasSuffix(prefix, "_") {
		prefix += "_"
	}
	for _, kv := range environ {
		name, value, ok := strings.Cut(kv, "=")
		if !ok {
			continue
		}
		if !strings.HasPrefix(name, prefix) {
			continue
		}
		key := strings.ToLower(strings.TrimPrefix(name, prefix))
		parts := strings.Split(key, "_")
		if err := setPath(cfg, parts, value); err != nil {
			return fmt.Errorf("env %s: %w", name, err)
		}
	}
	return nil
}

func setPath(cfg map[string]any, parts []string, raw string) error {
	cur := cfg
	for i, p := range parts {
		if p == "" {
			return fmt.Errorf("empty path segment at %d", i)
		}
		if i == len(parts)-1 {
			cur[p] = coerce(raw)
			return nil
		}
		next, ok := cur[p].(map[string]any)
		if !ok {
			next = map[string]any{}
			cur[p] = next
		}
		cur = next
	}
	return nil
}

// coerce turns "true", "42" and "1.5" into bool, int and float64; anything else stays a string.
func coerce(raw string) any {
	if b, err := strconv.ParseBool(raw); err == nil {
		return b
	}
	if n, err := strconv.Atoi(raw); err == nil {
		return n
	}
	if f, err := strconv.ParseFloat(raw, 64); err == nil {
		return f
	}
	return raw
}
"""


def t02(rs: RowSet) -> None:
    root = "/home/dev/confload"
    f = root + "/internal/env/override.go"
    split_at = ln(OVERRIDE_GO, 'strings.Split(key, "_")')
    h = split_at - 3
    ctx = OVERRIDE_GO.split("\n")[h - 1:h + 6]
    ctx_drift = [c.replace("strings.TrimPrefix(name, prefix)", "name[len(prefix):]") for c in ctx]
    diff_lines = []
    for c in ctx_drift:
        if 'strings.Split(key, "_")' in c:
            diff_lines += ["-" + c, "+" + c.replace('"_"', "sep")]
        else:
            diff_lines.append(" " + c)
    diff = ("diff --git a/internal/env/override.go b/internal/env/override.go\n"
            "index 3be1f07..9a6c2d4 100644\n--- a/internal/env/override.go\n+++ b/internal/env/override.go\n"
            f"@@ -{h},7 +{h},7 @@ func Apply(cfg map[string]any, environ []string, prefix string) error {{\n" + "\n".join(diff_lines))
    test1 = ("ok  \tgithub.com/ridgeway/confload\t0.014s\n"
             "?   \tgithub.com/ridgeway/confload/cmd/confdump\t[no test files]\n"
             "--- FAIL: TestOverrideNested (0.00s)\n"
             "    override_test.go:58: Apply: env CONFLOAD_DB__POOL__MAX_IDLE: empty path segment at 1\n"
             "FAIL\nFAIL\tgithub.com/ridgeway/confload/internal/env\t0.011s\n"
             "ok  \tgithub.com/ridgeway/confload/internal/merge\t0.009s\nFAIL")
    test2 = ("ok  \tgithub.com/ridgeway/confload\t0.013s\n"
             "?   \tgithub.com/ridgeway/confload/cmd/confdump\t[no test files]\n"
             "ok  \tgithub.com/ridgeway/confload/internal/env\t0.010s\n"
             "ok  \tgithub.com/ridgeway/confload/internal/merge\t(cached)")
    turns = [
        (gshell("git status -sb && git log --oneline -4", "Check branch and recent history"),
         gem_run("git status -sb && git log --oneline -4",
                 "## main...origin/main\nb7a90c4 (HEAD -> main, origin/main, origin/HEAD) merge: keep slice order when overlaying\n"
                 "41e0d2a cmd/confdump: add --format=yaml\nd9f3c57 env: coerce numeric overrides\n6a12e8b (tag: v0.7.0) v0.7.0", pgid=81342)),
        (gshell("go test ./...", "Run the whole test suite"), gem_run("go test ./...", test1, code=1, pgid=81377)),
        (call("read_file", absolute_path=f), OVERRIDE_GO.rstrip("\n")),
        (call("search_file_content", pattern=r"strings\.Split\(", include="*.go"),
         'Found 2 matches for pattern "strings\\.Split\\(" in path "." (filter: "*.go"):\n---\n'
         f"File: internal/env/override.go\nL{split_at}: \t\tparts := strings.Split(key, \"_\")\n---\n"
         "File: internal/merge/merge.go\nL88: \tsegs := strings.Split(path, \".\")\n---"),
        (call("replace", file_path=f, old_string='\t\tparts := strings.Split(key, "_")', new_string="\t\tparts := strings.Split(key, sep)"),
         f"Successfully modified file: {f} (1 replacements)."),
        (gshell("git --no-pager diff", "Review the change"), gem_run("git --no-pager diff", diff, pgid=81455)),
        (gshell("go test ./...", "Re-run the test suite"), gem_run("go test ./...", test2, pgid=81471)),
        (gshell("go vet ./... && gofmt -l .", "Vet and check formatting"), gem_run("go vet ./... && gofmt -l .", "", pgid=81519)),
        (gshell('git commit -am "env: split override names on the __ separator" && git log --oneline -3', "Commit the fix"),
         gem_run('git commit -am "env: split override names on the __ separator" && git log --oneline -3',
                 "[main 5d2c8e1] env: split override names on the __ separator\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"
                 "5d2c8e1 (HEAD -> main) env: split override names on the __ separator\n"
                 "b7a90c4 (origin/main, origin/HEAD) merge: keep slice order when overlaying\n41e0d2a cmd/confdump: add --format=yaml", pgid=81530)),
    ]
    rs.add("swe", "h61-swe-02", system("gemini", root), turns,
           state="Go module github.com/ridgeway/confload (go 1.22) checked out at /home/dev/confload.\n"
                 "Task: nested overrides such as CONFLOAD_DB__POOL__MAX_IDLE=16 are rejected; make the env package honour the documented `__` separator.",
           bad=True, turn=6, kind="The git diff context shows the key line as `name[len(prefix):]`, but read_file showed `strings.TrimPrefix(name, prefix)` and only the Split line was edited.")


# ---------------------------------------------------------------- 03 C++ / CMake + ctest / Claude Code (contradiction: ctest total)
DECODE_CPP = """#include "geohash/geohash.hpp"

#include <stdexcept>
#include <string>

namespace geohash {
namespace {

constexpr std::string_view kAlphabet = "0123456789bcdefghjkmnpqrstuvwxyz";

int char_index(char c) {
    const auto pos = kAlphabet.find(c);
    if (pos == std::string_view::npos) {
        throw std::invalid_argument(std::string("invalid geohash character: ") + c);
    }
    return static_cast<int>(pos);
}

}  // namespace

Box decode_bbox(std::string_view hash) {
    if (hash.empty() || hash.size() > kMaxPrecision) {
        throw std::invalid_argument("geohash length must be in [1, 12]");
    }
    double lat_lo = -90.0, lat_hi = 90.0;
    float lon_lo = -180.0f, lon_hi = 180.0f;
    bool even = true;
    for (char c : hash) {
        const int idx = char_index(c);
        for (int bit = 4; bit >= 0; --bit) {
            const bool set = (idx >> bit) & 1;
            if (even) {
                const float mid = (lon_lo + lon_hi) / 2.0f;
                (set ? lon_lo : lon_hi) = mid;
            } else {
                const double mid = (lat_lo + lat_hi) / 2.0;
                (set ? lat_lo : lat_hi) = mid;
            }
            even = !even;
        }
    }
    return Box{lat_lo, lat_hi, lon_lo, lon_hi};
}

LatLon decode(std::string_view hash) {
    const Box b = decode_bbox(hash);
    return LatLon{(b.lat_lo + b.lat_hi) / 2.0, (b.lon_lo + b.lon_hi) / 2.0};
}

}  // namespace geohash
"""

GEO_TESTS = (["EncodeTest." + n for n in ["Origin", "SanFrancisco", "Sydney", "NorthPole", "SouthPole", "Precision1", "Precision12", "RejectsPrecision0", "RejectsPrecision13", "ClampsLatitude", "WrapsLongitude", "KnownVectors"]]
             + ["DecodeTest." + n for n in ["Origin", "NegativeLongitude", "NegativeLatitude", "Precision1Center", "UppercaseRejected", "InvalidCharacter", "EmptyRejected", "TooLongRejected", "BoxContainsPoint", "KnownVectors"]]
             + ["NeighborsTest." + n for n in ["North", "South", "East", "West", "AllEight", "NearPole", "Precision1", "WrapsAntimeridian", "AdjacentShareEdge"]]
             + ["BBoxTest." + n for n in ["CoversSmallBox", "SingleCell", "CrossesEquator", "CrossesPrimeMeridian", "MaxCellsLimit", "EmptyBoxThrows", "PrecisionAutoSelect", "Deduplicates"]]
             + ["RoundTripTest." + n for n in ["RandomPoints/0", "RandomPoints/1", "RandomPoints/2", "RandomPoints/3", "GridPoints/0", "GridPoints/1", "GridPoints/2", "GridPoints/3"]])


def t03(rs: RowSet) -> None:
    root = "/home/ana/src/geohash-cpp"
    n = len(GEO_TESTS)
    width = 50
    fails = {"DecodeTest.NegativeLongitude": "/home/ana/src/geohash-cpp/tests/decode_test.cpp:41: Failure\n"
             "The difference between p.lon and -122.41941550000001 is 7.6293945312784217e-06, which exceeds 1e-6, where\n"
             "p.lon evaluates to -122.41940787434578,\n-122.41941550000001 evaluates to -122.41941550000001, and\n"
             "1e-6 evaluates to 9.9999999999999995e-07.",
             "NeighborsTest.WrapsAntimeridian": "/home/ana/src/geohash-cpp/tests/neighbors_test.cpp:67: Failure\n"
             "Expected equality of these values:\n  neighbor(\"xbpbpbpbpbpb\", Direction::East)\n    Which is: \"800000000001\"\n  \"800000000000\""}
    out = ["Internal ctest changing into directory: /home/ana/src/geohash-cpp/build",
           "Test project /home/ana/src/geohash-cpp/build"]
    failed_ids = []
    for i, name in enumerate(GEO_TESTS, 1):
        out.append(f"      Start {i:>2}: {name}")
        dots = " " + "." * (width - len(name))
        if name in fails:
            failed_ids.append((i, name))
            out.append(f"{i:>2}/{n} Test {'#' + str(i):>3}: {name}{dots}***Failed    0.01 sec")
            suite, case = name.split(".")
            out += ["Running main() from ./googletest/src/gtest_main.cc", f"Note: Google Test filter = {name}",
                    "[==========] Running 1 test from 1 test suite.", "[----------] Global test environment set-up.",
                    f"[----------] 1 test from {suite}", f"[ RUN      ] {name}", fails[name], f"[  FAILED  ] {name} (0 ms)",
                    f"[----------] 1 test from {suite} (0 ms total)", "", "[----------] Global test environment tear-down",
                    "[==========] 1 test from 1 test suite ran. (0 ms total)", "[  PASSED  ] 0 tests.",
                    "[  FAILED  ] 1 test, listed below:", f"[  FAILED  ] {name}", "", " 1 FAILED TEST", ""]
        else:
            out.append(f"{i:>2}/{n} Test {'#' + str(i):>3}: {name}{dots}   Passed    0.00 sec")
    out += ["", f"96% tests passed, 2 tests failed out of {n}", "", "Total Test time (real) =   0.31 sec", "",
            "The following tests FAILED:"] + [f"\t {i:>2} - {nm} (Failed)" for i, nm in failed_ids] + [
        "Errors while running CTest",
        "Output from these tests are in: /home/ana/src/geohash-cpp/build/Testing/Temporary/LastTest.log",
        "Use \"--rerun-failed --output-on-failure\" to re-run the failed cases verbosely."]
    old = """    float lon_lo = -180.0f, lon_hi = 180.0f;
    bool even = true;
    for (char c : hash) {
        const int idx = char_index(c);
        for (int bit = 4; bit >= 0; --bit) {
            const bool set = (idx >> bit) & 1;
            if (even) {
                const float mid = (lon_lo + lon_hi) / 2.0f;"""
    new = old.replace("float lon_lo = -180.0f, lon_hi = 180.0f;", "double lon_lo = -180.0, lon_hi = 180.0;").replace(
        "const float mid = (lon_lo + lon_hi) / 2.0f;", "const double mid = (lon_lo + lon_hi) / 2.0;")
    fixed = DECODE_CPP.replace(old, new)
    e0 = ln(fixed, "double lat_lo = -90.0")
    build1 = ("[  8%] Building CXX object src/CMakeFiles/geohash.dir/encode.cpp.o\n"
              "[ 16%] Building CXX object src/CMakeFiles/geohash.dir/decode.cpp.o\n"
              "[ 25%] Building CXX object src/CMakeFiles/geohash.dir/neighbors.cpp.o\n"
              "[ 33%] Building CXX object src/CMakeFiles/geohash.dir/bbox.cpp.o\n"
              "[ 41%] Linking CXX static library libgeohash.a\n[ 41%] Built target geohash\n"
              "[ 50%] Building CXX object tests/CMakeFiles/geohash_tests.dir/encode_test.cpp.o\n"
              "[ 58%] Building CXX object tests/CMakeFiles/geohash_tests.dir/decode_test.cpp.o\n"
              "[ 66%] Building CXX object tests/CMakeFiles/geohash_tests.dir/neighbors_test.cpp.o\n"
              "[ 75%] Building CXX object tests/CMakeFiles/geohash_tests.dir/bbox_test.cpp.o\n"
              "[ 83%] Building CXX object tests/CMakeFiles/geohash_tests.dir/roundtrip_test.cpp.o\n"
              "[ 91%] Linking CXX executable geohash_tests\n[100%] Built target geohash_tests")
    build2 = ("[ 16%] Building CXX object src/CMakeFiles/geohash.dir/decode.cpp.o\n"
              "[ 41%] Linking CXX static library libgeohash.a\n[ 41%] Built target geohash\n"
              "[ 91%] Linking CXX executable geohash_tests\n[100%] Built target geohash_tests")
    turns = [
        (cc_bash("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug -DGEOHASH_BUILD_TESTS=ON", "Configure the project with tests"),
         "-- The CXX compiler identification is GNU 13.2.0\n-- Detecting CXX compiler ABI info\n-- Detecting CXX compiler ABI info - done\n"
         "-- Check for working CXX compiler: /usr/bin/c++ - skipped\n-- Detecting CXX compile features\n-- Detecting CXX compile features - done\n"
         "-- Found GTest: /usr/lib/x86_64-linux-gnu/cmake/GTest/GTestConfig.cmake (found version \"1.14.0\")\n"
         "-- geohash 1.2.0: tests ON, benchmarks OFF\n-- Configuring done (0.7s)\n-- Generating done (0.0s)\n"
         "-- Build files have been written to: /home/ana/src/geohash-cpp/build"),
        (cc_bash("cmake --build build -j8", "Build library and tests"), build1),
        (cc_bash("ctest --test-dir build --output-on-failure", "Run the test suite"), "\n".join(out)),
        (call("Read", file_path=root + "/src/decode.cpp"), cc_read(root + "/src/decode.cpp", DECODE_CPP.rstrip("\n"))),
        (call("Edit", file_path=root + "/src/decode.cpp", old_string=old, new_string=new),
         cc_edited(root + "/src/decode.cpp", lines_of(fixed, e0 - 4, e0 + 13), e0 - 4)),
        (cc_bash("cmake --build build -j8", "Rebuild after the fix"), build2),
        (cc_bash("ctest --test-dir build -j8 2>&1 | tail -4", "Re-run the tests, summary only"),
         f"100% tests passed, 0 tests failed out of {n + 1}\n\nTotal Test time (real) =   0.12 sec"),
        (cc_bash("git diff --stat", "Show the size of the change"),
         " src/decode.cpp | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)"),
        (cc_bash("git commit -am 'decode: accumulate longitude bounds in double' && git log --oneline -2", "Commit the fix"),
         "[fix/decode-lon-precision 2c7e91d] decode: accumulate longitude bounds in double\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"
         "2c7e91d (HEAD -> fix/decode-lon-precision) decode: accumulate longitude bounds in double\n"
         "e04b3aa (origin/main, origin/HEAD, main) bbox: cap cover at max_cells"),
    ]
    rs.add("swe", "h61-swe-03", system("claude", root), turns,
           state="C++17 library geohash-cpp 1.2.0 at /home/ana/src/geohash-cpp, branch fix/decode-lon-precision (from main at e04b3aa), GoogleTest 1.14 installed.\n"
                 "Bug report: decoding 12-character hashes west of Greenwich is off by several microdegrees.",
           bad=True, turn=7, kind=f"After only a source fix, ctest reports {n + 1} tests where the earlier run counted {n}; no test was added.")


# ---------------------------------------------------------------- 04 Python data library / pytest / SWE-agent (clean)
RESHAPE_PY = '''"""Reshaping helpers built on top of pandas."""
from __future__ import annotations

from typing import Sequence

import pandas as pd

__all__ = ["melt_wide", "spread_long"]


def _as_list(cols: str | Sequence[str] | None) -> list[str]:
    if cols is None:
        return []
    if isinstance(cols, str):
        return [cols]
    return list(cols)


def melt_wide(
    df: pd.DataFrame,
    id_cols: str | Sequence[str],
    value_name: str = "value",
    var_name: str = "variable",
    sort: bool = True,
) -> pd.DataFrame:
    """Turn wide columns into (variable, value) rows, keeping ``id_cols``.

    Rows are returned grouped by the id columns; within a group the original
    column order is kept.
    """
    ids = _as_list(id_cols)
    missing = [c for c in ids if c not in df.columns]
    if missing:
        raise KeyError(f"id columns not found: {missing}")
    long = df.melt(id_vars=ids, var_name=var_name, value_name=value_name)
    if not sort:
        return long.reset_index(drop=True)
    order = {c: i for i, c in enumerate(df.columns)}
    long["_col_order"] = long[var_name].map(order)
    out = (
        long.groupby(ids, sort=True, group_keys=False)
        .apply(lambda g: g.sort_values("_col_order"))
        .drop(columns="_col_order")
    )
    return out.reset_index(drop=True)


def spread_long(
    df: pd.DataFrame,
    id_cols: str | Sequence[str],
    var_name: str = "variable",
    value_name: str = "value",
    fill_value: object = None,
) -> pd.DataFrame:
    """Inverse of :func:`melt_wide`."""
    ids = _as_list(id_cols)
    wide = df.pivot_table(
        index=ids,
        columns=var_name,
        values=value_name,
        aggfunc="first",
        fill_value=fill_value,
        dropna=False,
    )
    wide.columns.name = None
    return wide.reset_index()'''

REPRO_PY = '''import numpy as np
import pandas as pd
from tidyframe import melt_wide

df = pd.DataFrame({
    "site": ["A", "B", np.nan],
    "jan": [1.0, 2.0, 3.0],
    "feb": [4.0, 5.0, 6.0],
})
out = melt_wide(df, id_cols="site")
print(out)
print("rows:", len(out))'''

PD_WARN = ("DeprecationWarning: DataFrameGroupBy.apply operated on the grouping columns. This behavior is deprecated, and in a future "
           "version of pandas the grouping columns will be excluded from the operation. Either pass `include_groups=False` to exclude "
           "the groupings or explicitly select the grouping columns after groupby to silence this warning.")


def t04(rs: RowSet) -> None:
    root = "/tidyframe"

    def swo(out: str, open_file: str = "n/a") -> str:
        return sw_obs(out, open_file, root)

    f = root + "/tidyframe/reshape.py"
    rp = root + "/reproduce.py"
    g = ln(RESHAPE_PY, "long.groupby(ids")
    fixed_lines = RESHAPE_PY.split("\n")
    fixed_lines[g - 1:g] = ["        # dropna=False keeps rows whose id value is missing (GH-212)",
                            "        long.groupby(ids, sort=True, group_keys=False, dropna=False)"]
    fixed = "\n".join(fixed_lines)
    ap1, ap2 = ln(RESHAPE_PY, ".apply(lambda g"), ln(fixed, ".apply(lambda g")
    warn1 = f"{f}:{ap1}: {PD_WARN}\n  .apply(lambda g: g.sort_values(\"_col_order\"))"
    warn2 = f"{f}:{ap2}: {PD_WARN}\n  .apply(lambda g: g.sort_values(\"_col_order\"))"
    upd = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."
    turns = [
        (sw_act("find_file reshape.py"), swo(f'Found 1 matches for "reshape.py" in /tidyframe:\n{f}')),
        (sw_act("create reproduce.py"), swo(f"[File: {rp} (1 lines total)]\n1:", rp)),
        (sw_act("edit 1:1\n" + REPRO_PY + "\nend_of_edit"), swo(sw_window(rp, REPRO_PY, 1, 100) + "\n" + upd, rp)),
        (sw_act("python reproduce.py"),
         swo(warn1 + "\n  site variable  value\n0    A      jan    1.0\n1    A      feb    4.0\n2    B      jan    2.0\n3    B      feb    5.0\nrows: 4", rp)),
        (sw_act(f"open tidyframe/reshape.py {g}"), swo(sw_window(f, RESHAPE_PY, 1, 100), f)),
        (sw_act(f"edit {g}:{g}\n" + "\n".join(fixed_lines[g - 1:g + 1]) + "\nend_of_edit"),
         swo(sw_window(f, fixed, 1, 100) + "\n" + upd, f)),
        (sw_act("python reproduce.py"),
         swo(warn2 + "\n  site variable  value\n0    A      jan    1.0\n1    A      feb    4.0\n2    B      jan    2.0\n3    B      feb    5.0\n"
                "4  NaN      jan    3.0\n5  NaN      feb    6.0\nrows: 6", f)),
        (sw_act("pytest tests/test_reshape.py -q"),
         swo("..............                                                           [100%]\n"
                "=============================== warnings summary ===============================\n"
                f"tests/test_reshape.py: 6 warnings\n  {warn2.replace(chr(10), chr(10) + '  ')}\n\n"
                "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n14 passed, 6 warnings in 0.52s", f)),
        (sw_act("rm reproduce.py"), swo("", f)),
        (sw_act("pytest -q"),
         swo("..........................................................               [ 95%]\n"
                "...                                                                      [100%]\n"
                "=============================== warnings summary ===============================\n"
                f"tests/test_reshape.py: 6 warnings\ntests/test_summarize.py: 1 warning\n  {warn2.replace(chr(10), chr(10) + '  ')}\n\n"
                "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n61 passed, 7 warnings in 1.87s", f)),
    ]
    rs.add("swe", "h61-swe-04", system("sweagent", root), turns,
           state="Repository /tidyframe (tidyframe 0.9.1 on pandas 2.2.2, Python 3.11). Issue #212: `melt_wide` silently drops rows whose id column is NaN.")


# ---------------------------------------------------------------- 05 dbt (duckdb) / Cline (clean)
FCT_ORDERS_SQL = """with orders as (
    select * from {{ ref('stg_orders') }}
),

payments as (
    select * from {{ ref('stg_payments') }}
)

select
    orders.order_id,
    orders.customer_id,
    orders.order_date,
    orders.status,
    payments.payment_method,
    payments.amount
from orders
left join payments
    on orders.order_id = payments.order_id"""

FCT_ORDERS_FIXED = """with orders as (
    select * from {{ ref('stg_orders') }}
),

payments as (
    select
        order_id,
        string_agg(payment_method, ',' order by payment_method) as payment_methods,
        sum(amount) as amount
    from {{ ref('stg_payments') }}
    group by order_id
)

select
    orders.order_id,
    orders.customer_id,
    orders.order_date,
    orders.status,
    payments.payment_methods,
    coalesce(payments.amount, 0) as amount
from orders
left join payments
    on orders.order_id = payments.order_id"""

DBT_NODES = [
    ("seed", "raw_customers", 100), ("seed", "raw_orders", 99), ("seed", "raw_payments", 102),
    ("view", "stg_customers", 0), ("view", "stg_orders", 0), ("view", "stg_payments", 0),
    ("test", "not_null_stg_customers_customer_id", 0), ("test", "unique_stg_customers_customer_id", 0),
    ("test", "accepted_values_stg_orders_status__placed__shipped__completed__return_pending__returned", 0),
    ("test", "not_null_stg_orders_order_id", 0), ("test", "unique_stg_orders_order_id", 0),
    ("test", "not_null_stg_payments_payment_id", 0),
    ("view", "int_customer_orders", 0), ("view", "int_payment_methods", 0), ("table", "dim_customers", 0),
    ("table", "fct_orders", 0), ("test", "not_null_fct_orders_amount", 0), ("test", "not_null_fct_orders_order_id", 0),
    ("test", "relationships_fct_orders_customer_id__customer_id__ref_dim_customers_", 0), ("test", "unique_fct_orders_order_id", 0),
    ("table", "agg_monthly_revenue", 0), ("test", "not_null_agg_monthly_revenue_revenue", 0),
    ("test", "unique_agg_monthly_revenue_order_month", 0), ("view", "customers", 0),
]


def _dbt_clock(sec: int) -> str:
    return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"


def dbt_build(nodes: list[tuple[str, str, int]], start: int, fail: str | None = None, skip: tuple[str, ...] = (),
              secs: float = 2.71, jit: int = 0) -> str:
    n = len(nodes)
    t = start
    out = [f"{_dbt_clock(t)}  Running with dbt=1.8.3", f"{_dbt_clock(t)}  Registered adapter: duckdb=1.8.1"]
    t += 1
    out += [f"{_dbt_clock(t)}  Found 9 models, 3 seeds, 12 data tests, 417 macros", f"{_dbt_clock(t)}  ",
            f"{_dbt_clock(t)}  Concurrency: 4 threads (target='dev')", f"{_dbt_clock(t)}  "]
    for i, (kind, name, rows) in enumerate(nodes, 1):
        if i % 7 == 0:
            t += 1
        c = _dbt_clock(t)
        if kind == "seed":
            start_desc, res_desc, tag = f"seed file main.{name}", f"OK loaded seed file main.{name}", f"[INSERT {rows} in 0.{6 + (i + jit) % 3:02d}s]"
        elif kind == "test":
            start_desc = f"test {name}"
            if name == fail:
                res_desc, tag = f"FAIL 3 {name}", "[FAIL 3 in 0.04s]"
            elif name in skip:
                res_desc, tag = f"SKIP test {name}", "[SKIP]"
            else:
                res_desc, tag = f"PASS {name}", f"[PASS in 0.0{3 + (i + jit) % 4}s]"
        else:
            start_desc = f"sql {kind} model main.{name}"
            if name in skip:
                res_desc, tag = f"SKIP relation main.{name}", "[SKIP]"
            else:
                res_desc, tag = f"OK created sql {kind} model main.{name}", f"[OK in 0.{(5 + i + jit) % 9 + 1:02d}s]"
        pre = f"{i} of {n} "
        if tag != "[SKIP]":
            out.append(f"{c}  {pre}START {start_desc} " + "." * max(3, 72 - len(pre + start_desc)) + " [RUN]")
        out.append(f"{c}  {pre}{res_desc} " + "." * max(3, 72 - len(pre + res_desc)) + f" {tag}")
    t += 1
    c = _dbt_clock(t)
    seeds = sum(k == "seed" for k, _, _ in nodes)
    views = sum(k == "view" for k, _, _ in nodes)
    tables = sum(k == "table" for k, _, _ in nodes)
    tests = sum(k == "test" for k, _, _ in nodes)
    parts = ([f"{seeds} seeds"] if seeds else []) + ([f"{views} view models"] if views else []) + [f"{tests} data tests"] + ([f"{tables} table models"] if tables else [])
    out += [f"{c}  ", f"{c}  Finished running {', '.join(parts)} in 0 hours 0 minutes and {secs:.2f} seconds ({secs:.2f}s).", f"{c}  "]
    if fail:
        out += [f"{c}  Completed with 1 error, 0 partial successes, and 0 warnings:", f"{c}  ",
                f"{c}  Failure in test {fail} (models/marts/schema.yml)", f"{c}    Got 3 results, configured to fail if != 0", f"{c}  ",
                f"{c}    compiled code at target/compiled/jaffle_metrics/models/marts/schema.yml/{fail}.sql", f"{c}  "]
        ok = n - 1 - len(skip)
        out.append(f"{c}  Done. PASS={ok} WARN=0 ERROR=1 SKIP={len(skip)} TOTAL={n}")
    else:
        out += [f"{c}  Completed successfully", f"{c}  ", f"{c}  Done. PASS={n} WARN=0 ERROR=0 SKIP=0 TOTAL={n}"]
    return "\n".join(out)


def t05(rs: RowSet) -> None:
    root = "/Users/maya/code/jaffle_metrics"
    skip = ("agg_monthly_revenue", "not_null_agg_monthly_revenue_revenue", "unique_agg_monthly_revenue_order_month")
    sub = [nd for nd in DBT_NODES if nd[1] == "fct_orders" or "fct_orders" in nd[1] or "agg_monthly" in nd[1]]
    hdr = lambda t: (f"{_dbt_clock(t)}  Running with dbt=1.8.3\n{_dbt_clock(t)}  Registered adapter: duckdb=1.8.1\n"  # noqa: E731
                     f"{_dbt_clock(t + 1)}  Found 9 models, 3 seeds, 12 data tests, 417 macros\n{_dbt_clock(t + 1)}  \n"
                     f"{_dbt_clock(t + 1)}  Concurrency: 4 threads (target='dev')\n{_dbt_clock(t + 1)}  \n")
    show_dup = (hdr(50741) + f"{_dbt_clock(50742)}  Previewing inline node:\n"
                "| order_id | n |\n| -------- | - |\n|       14 | 2 |\n|       57 | 2 |\n|       81 | 2 |")
    show_fct = (hdr(51012) + f"{_dbt_clock(51013)}  Previewing node 'fct_orders':\n"
                "| order_id | customer_id | order_date | status    | payment_methods | amount |\n"
                "| -------- | ----------- | ---------- | --------- | --------------- | ------ |\n"
                "|        1 |           1 | 2018-01-01 | returned  | credit_card     |     10 |\n"
                "|        2 |           3 | 2018-01-02 | completed | credit_card     |     20 |\n"
                "|        3 |          94 | 2018-01-04 | completed | coupon          |      1 |\n"
                "|        4 |          50 | 2018-01-05 | completed | credit_card     |     25 |\n"
                "|        5 |          64 | 2018-01-05 | completed | bank_transfer   |     17 |")
    diff = """------- SEARCH
payments as (
    select * from {{ ref('stg_payments') }}
)
=======
payments as (
    select
        order_id,
        string_agg(payment_method, ',' order by payment_method) as payment_methods,
        sum(amount) as amount
    from {{ ref('stg_payments') }}
    group by order_id
)
+++++++ REPLACE
------- SEARCH
    payments.payment_method,
    payments.amount
=======
    payments.payment_methods,
    coalesce(payments.amount, 0) as amount
+++++++ REPLACE"""
    turns = [
        (cl_cmd("dbt build"), cl_out(dbt_build(DBT_NODES, 50529, fail="unique_fct_orders_order_id", skip=skip))),
        (call("read_file", path="models/marts/fct_orders.sql"), FCT_ORDERS_SQL),
        (cl_cmd("dbt show --inline \"select order_id, count(*) as n from {{ ref('fct_orders') }} group by 1 having count(*) > 1 order by 1\""),
         cl_out(show_dup)),
        (call("replace_in_file", path="models/marts/fct_orders.sql", diff=diff), cl_saved("models/marts/fct_orders.sql", FCT_ORDERS_FIXED)),
        (cl_cmd("dbt build --select fct_orders+"), cl_out(dbt_build(sub, 50868, secs=1.02, jit=1))),
        (cl_cmd("dbt build"), cl_out(dbt_build(DBT_NODES, 50931, secs=2.58, jit=2))),
        (cl_cmd("dbt show --select fct_orders --limit 5"), cl_out(show_fct)),
        (cl_cmd("git status --short && git diff --stat"),
         cl_out(" M models/marts/fct_orders.sql\n models/marts/fct_orders.sql | 11 ++++++++---\n 1 file changed, 8 insertions(+), 3 deletions(-)")),
        (cl_cmd("duckdb jaffle.duckdb -c \"select count(*) as n, count(distinct order_id) as d from main.fct_orders\""),
         cl_out("┌───────┬───────┐\n│   n   │   d   │\n│ int64 │ int64 │\n├───────┼───────┤\n│    99 │    99 │\n└───────┴───────┘")),
    ]
    rs.add("swe", "h61-swe-05", system("cline", root), turns,
           state="VS Code workspace /Users/maya/code/jaffle_metrics: a dbt 1.8 project on dbt-duckdb (profile `jaffle`, target dev, database jaffle.duckdb).\n"
                 "Task: `dbt build` fails on the uniqueness test of fct_orders; fix the model without loosening the test.")


# ---------------------------------------------------------------- 06 Terraform / terraform test / Codex CLI (contradiction: branch name)
SG_VARIABLES_TF = """variable "name" {
  description = "Name of the security group."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC the group belongs to."
  type        = string
}

variable "ingress_rules" {
  description = "Ingress rules: one object per port range and CIDR list."
  type = list(object({
    description = optional(string, "")
    from_port   = number
    to_port     = number
    protocol    = optional(string, "tcp")
    cidr_blocks = list(string)
  }))
  default = []

  validation {
    condition = alltrue([
      for r in var.ingress_rules : r.from_port >= 0 && r.to_port <= 65535 && r.from_port <= r.to_port
    ])
    error_message = "Each ingress rule needs 0 <= from_port <= to_port <= 65535."
  }
}

variable "egress_prefix_list_ids" {
  description = "Managed prefix lists allowed for egress; empty means 0.0.0.0/0."
  type        = list(string)
  default     = []
}

variable "tags" {
  description = "Tags applied to every resource."
  type        = map(string)
  default     = {}
}"""


def t06(rs: RowSet) -> None:
    root = "/home/ci/terraform-aws-sg-rules"
    br = "fix/ingress-cidr-validation"
    patch = """*** Begin Patch
*** Update File: variables.tf
@@ variable "ingress_rules" {
     error_message = "Each ingress rule needs 0 <= from_port <= to_port <= 65535."
   }
+
+  validation {
+    condition = alltrue(flatten([
+      for r in var.ingress_rules : [for c in r.cidr_blocks : can(cidrnetmask(c))]
+    ]))
+    error_message = "Every cidr_blocks entry must be a valid IPv4 CIDR, e.g. 10.0.0.0/16."
+  }
 }
<BLANK>
 variable "egress_prefix_list_ids" {
*** End Patch""".replace("<BLANK>", " ")
    init = ("\nInitializing the backend...\n\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching \">= 5.30.0, < 6.0.0\"...\n"
            "- Installing hashicorp/aws v5.54.1...\n- Installed hashicorp/aws v5.54.1 (signed by HashiCorp)\n\n"
            "Terraform has created a lock file .terraform.lock.hcl to record the provider\nselections it made above. Include this file in your version control repository\n"
            "so that Terraform can guarantee to make the same selections by default when\nyou run \"terraform init\" in the future.\n\n"
            "Terraform has been successfully initialized!\n")
    test_fail = ("tests/defaults.tftest.hcl... in progress\n  run \"creates_security_group\"... pass\n  run \"default_egress_is_open\"... pass\n"
                 "tests/defaults.tftest.hcl... tearing down\ntests/defaults.tftest.hcl... pass\n"
                 "tests/validation.tftest.hcl... in progress\n  run \"accepts_valid_cidr\"... pass\n  run \"rejects_invalid_cidr\"... fail\n"
                 "╷\n│ Error: Missing expected failure\n│ \n│   on tests/validation.tftest.hcl line 27, in run \"rejects_invalid_cidr\":\n"
                 "│   27:   expect_failures = [\n│   28:     var.ingress_rules,\n│   29:   ]\n│ \n"
                 "│ The checkable object, var.ingress_rules, was expected to report an error but did not.\n╵\n"
                 "  run \"rejects_port_out_of_range\"... pass\ntests/validation.tftest.hcl... tearing down\ntests/validation.tftest.hcl... fail\n\n"
                 "Failure! 4 passed, 1 failed.\n")
    test_ok = ("tests/defaults.tftest.hcl... in progress\n  run \"creates_security_group\"... pass\n  run \"default_egress_is_open\"... pass\n"
               "tests/defaults.tftest.hcl... tearing down\ntests/defaults.tftest.hcl... pass\n"
               "tests/validation.tftest.hcl... in progress\n  run \"accepts_valid_cidr\"... pass\n  run \"rejects_invalid_cidr\"... pass\n"
               "  run \"rejects_port_out_of_range\"... pass\ntests/validation.tftest.hcl... tearing down\ntests/validation.tftest.hcl... pass\n\n"
               "Success! 5 passed, 0 failed.\n")
    turns = [
        (cx("git status -sb && git log --oneline -3", root),
         cx_out(f"## {br}...origin/{br}\n3f0a9d2 (HEAD -> {br}, origin/{br}) tests: add validation cases for ingress rules\n"
                "8b14c6e (origin/main, origin/HEAD, main) egress: allow managed prefix lists\n51d7e20 (tag: v2.3.0) docs: regenerate README inputs table\n", secs=0.0)),
        (cx("terraform init -backend=false -input=false", root), cx_out(init, secs=6.4)),
        (cx("terraform test", root), cx_out(test_fail, code=1, secs=9.8)),
        (cx("nl -ba variables.tf | sed -n '1,60p'", root), cx_out(numbered(SG_VARIABLES_TF) + "\n", secs=0.0)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM variables.tf\n", secs=0.0)),
        (cx("terraform fmt -check -recursive && terraform validate", root), cx_out("Success! The configuration is valid.\n\n", secs=2.1)),
        (cx("terraform test", root), cx_out(test_ok, secs=9.1)),
        (cx("git add variables.tf && git commit -m 'variables: validate ingress CIDR blocks'", root),
         cx_out("[fix/cidr-validation 9b2e4f1] variables: validate ingress CIDR blocks\n 1 file changed, 7 insertions(+)\n", secs=0.1)),
        (cx("git status -sb", root), cx_out(f"## {br}...origin/{br} [ahead 1]\n?? .terraform.lock.hcl\n", secs=0.0)),
        (cx("git log --oneline -2", root),
         cx_out(f"9b2e4f1 (HEAD -> {br}) variables: validate ingress CIDR blocks\n3f0a9d2 (origin/{br}) tests: add validation cases for ingress rules\n", secs=0.0)),
    ]
    rs.add("swe", "h61-swe-06", system("codex", root), turns,
           state=f"Terraform module terraform-aws-sg-rules at {root} (Terraform v1.8.5), branch {br}.\n"
                 "Task: the new test `rejects_invalid_cidr` fails; add input validation so malformed CIDR blocks are rejected at plan time.",
           bad=True, turn=8, kind=f"The commit is reported on branch fix/cidr-validation although git status showed the checked-out branch {br} and no branch was switched or renamed.")


# ---------------------------------------------------------------- 07 Helm chart / helm unittest / OpenHands (contradiction: rendered replicas)
LEDGER_VALUES = """# Default values for ledger-api.
replicaCount: 2

image:
  repository: ghcr.io/northwind/ledger-api
  # Overrides the image tag whose default is the chart appVersion.
  tag: ""
  pullPolicy: IfNotPresent

imagePullSecrets: []
nameOverride: ""
fullnameOverride: ""

serviceAccount:
  create: true
  name: ""

podAnnotations: {}

service:
  type: ClusterIP
  port: 8080

resources:
  requests:
    cpu: 250m
    memory: 256Mi
  limits:
    memory: 512Mi

podDisruptionBudget:
  enabled: false
  minAvailable: 1

autoscaling:
  enabled: false
  minReplicas: 2
  maxReplicas: 6
  targetCPUUtilizationPercentage: 70
"""

PDB_TPL = """{{- if .Values.podDisruptionBudget.enabled }}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "ledger-api.fullname" . }}
  labels:
    {{- include "ledger-api.labels" . | nindent 4 }}
spec:
  minAvailable: {{ .Values.podDisruptionBudget.minAvailable }}
  selector:
    matchLabels:
      {{- include "ledger-api.selectorLabels" . | nindent 6 }}
{{- end }}
"""

PDB_TEST = """suite: pdb
templates:
  - templates/pdb.yaml
tests:
  - it: is not rendered by default
    asserts:
      - hasDocuments:
          count: 0
  - it: renders minAvailable when enabled
    set:
      podDisruptionBudget.enabled: true
      podDisruptionBudget.minAvailable: 2
    asserts:
      - isKind:
          of: PodDisruptionBudget
      - equal:
          path: spec.minAvailable
          value: 2
  - it: selects the deployment pods
    set:
      podDisruptionBudget.enabled: true
    asserts:
      - equal:
          path: spec.selector.matchLabels["app.kubernetes.io/instance"]
          value: RELEASE-NAME
"""


def _ledger_deploy(replicas: int) -> str:
    return f"""---
# Source: ledger-api/templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ledger-ledger-api
  labels:
    helm.sh/chart: ledger-api-0.8.1
    app.kubernetes.io/name: ledger-api
    app.kubernetes.io/instance: ledger
    app.kubernetes.io/version: "3.14.2"
    app.kubernetes.io/managed-by: Helm
spec:
  replicas: {replicas}
  selector:
    matchLabels:
      app.kubernetes.io/name: ledger-api
      app.kubernetes.io/instance: ledger
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ledger-api
        app.kubernetes.io/instance: ledger
    spec:
      serviceAccountName: ledger-ledger-api
      containers:
        - name: ledger-api
          image: "ghcr.io/northwind/ledger-api:3.14.2"
          imagePullPolicy: IfNotPresent
          ports:
            - name: http
              containerPort: 8080
              protocol: TCP
          readinessProbe:
            httpGet:
              path: /healthz
              port: http
          resources:
            limits:
              memory: 512Mi
            requests:
              cpu: 250m
              memory: 256Mi"""


def t07(rs: RowSet) -> None:
    root = "/workspace/charts/ledger-api"
    pdb_rendered = """---
# Source: ledger-api/templates/pdb.yaml
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ledger-ledger-api
  labels:
    helm.sh/chart: ledger-api-0.8.1
    app.kubernetes.io/name: ledger-api
    app.kubernetes.io/instance: ledger
    app.kubernetes.io/version: "3.14.2"
    app.kubernetes.io/managed-by: Helm
spec:
  minAvailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ledger-api
      app.kubernetes.io/instance: ledger"""
    ut1 = ("\n### Chart [ ledger-api ] .\n\n PASS  deployment\ttests/deployment_test.yaml\n PASS  service\ttests/service_test.yaml\n\n"
           "Charts:      1 passed, 1 total\nTest Suites: 2 passed, 2 total\nTests:       9 passed, 9 total\nSnapshot:    0 passed, 0 total\nTime:        38.604ms\n")
    ut2 = ("\n### Chart [ ledger-api ] .\n\n PASS  deployment\ttests/deployment_test.yaml\n PASS  pdb\ttests/pdb_test.yaml\n PASS  service\ttests/service_test.yaml\n\n"
           "Charts:      1 passed, 1 total\nTest Suites: 3 passed, 3 total\nTests:       12 passed, 12 total\nSnapshot:    0 passed, 0 total\nTime:        47.113ms\n")
    turns = [
        (call("str_replace_editor", command="view", path=root + "/values.yaml"), cat_n(root + "/values.yaml", LEDGER_VALUES)),
        (call("execute_bash", command="cd /workspace/charts/ledger-api && helm lint . && helm template ledger . -s templates/deployment.yaml"),
         oh_bash("==> Linting .\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed\n" + _ledger_deploy(2), root)),
        (call("str_replace_editor", command="create", path=root + "/templates/pdb.yaml", file_text=PDB_TPL),
         f"File created successfully at: {root}/templates/pdb.yaml"),
        (call("execute_bash", command="helm unittest ."), oh_bash(ut1, root)),
        (call("execute_bash", command="helm template ledger . --set podDisruptionBudget.enabled=true -s templates/pdb.yaml -s templates/deployment.yaml"),
         oh_bash(pdb_rendered + "\n" + _ledger_deploy(3), root)),
        (call("str_replace_editor", command="create", path=root + "/tests/pdb_test.yaml", file_text=PDB_TEST),
         f"File created successfully at: {root}/tests/pdb_test.yaml"),
        (call("execute_bash", command="helm unittest . && git status --short"),
         oh_bash(ut2 + "?? templates/pdb.yaml\n?? tests/pdb_test.yaml", root)),
    ]
    rs.add("swe", "h61-swe-07", system("openhands", root), turns,
           state="Helm chart ledger-api 0.8.1 (appVersion 3.14.2) at /workspace/charts/ledger-api; helm v3.15.2 with the helm-unittest plugin 0.5.1.\n"
                 "Task: add an optional PodDisruptionBudget driven by values.podDisruptionBudget, with unit tests.",
           bad=True, turn=5, kind="The rendered Deployment shows replicas: 3, but values.yaml sets replicaCount: 2 (rendered as 2 in turn 2) and only --set podDisruptionBudget.enabled was passed.")


# ---------------------------------------------------------------- 08 SQL migrations / Alembic on PostgreSQL / Aider (clean)
def _invoices_table(with_due: bool) -> str:
    rows = [" id           | bigint                   |           | not null | nextval('invoices_id_seq'::regclass)",
            " customer_id  | bigint                   |           | not null | ",
            " number       | character varying(32)    |           | not null | ",
            " amount_cents | integer                  |           | not null | ",
            " currency     | character(3)             |           | not null | 'EUR'::bpchar",
            " issued_at    | timestamp with time zone |           | not null | now()",
            " status       | character varying(16)    |           | not null | 'draft'::character varying"]
    idx = ['    "invoices_pkey" PRIMARY KEY, btree (id)', '    "invoices_number_key" UNIQUE CONSTRAINT, btree (number)',
           '    "ix_invoices_customer_id" btree (customer_id)']
    if with_due:
        rows.append(" due_date     | date                     |           | not null | ")
        idx.append('    "ix_invoices_due_date" btree (due_date)')
    return ("                                      Table \"public.invoices\"\n"
            "    Column    |           Type           | Collation | Nullable |               Default\n"
            "--------------+--------------------------+-----------+----------+--------------------------------------\n"
            + "\n".join(rows) + "\nIndexes:\n" + "\n".join(idx) + "\nForeign-key constraints:\n"
            '    "invoices_customer_id_fkey" FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE RESTRICT\n')


def t08(rs: RowSet) -> None:
    root = "/home/lee/billing-svc"
    mig = "migrations/versions/20240611_0942_5e0b7a93c1d4_add_invoices_due_date.py"
    info = "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
    edit = f"""{mig}
```python
<<<<<<< SEARCH
def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
=======
def upgrade() -> None:
    op.add_column("invoices", sa.Column("due_date", sa.Date(), nullable=True))
    op.execute("UPDATE invoices SET due_date = (issued_at + interval '30 days')::date")
    op.alter_column("invoices", "due_date", nullable=False)
    op.create_index("ix_invoices_due_date", "invoices", ["due_date"])


def downgrade() -> None:
    op.drop_index("ix_invoices_due_date", table_name="invoices")
    op.drop_column("invoices", "due_date")
>>>>>>> REPLACE
```"""
    turns = [
        ("/run alembic current && psql -d billing_dev -c '\\d invoices'", ai_run(info + "c41f7be2d9a0 (head)\n" + _invoices_table(False))),
        ('/run alembic revision -m "add invoices.due_date"', ai_run(f"  Generating {root}/{mig} ...  done")),
        (f"/add {mig}", f"Added {mig} to the chat"),
        (edit, ai_edit(mig, "7a3e0c1", "feat: add invoices.due_date with 30-day backfill")),
        ("/run alembic upgrade head", ai_run(info + "INFO  [alembic.runtime.migration] Running upgrade c41f7be2d9a0 -> 5e0b7a93c1d4, add invoices.due_date")),
        ("/run psql -d billing_dev -c '\\d invoices'", ai_run(_invoices_table(True))),
        ("/run alembic downgrade -1 && alembic upgrade head",
         ai_run(info + "INFO  [alembic.runtime.migration] Running downgrade 5e0b7a93c1d4 -> c41f7be2d9a0, add invoices.due_date\n"
                + info + "INFO  [alembic.runtime.migration] Running upgrade c41f7be2d9a0 -> 5e0b7a93c1d4, add invoices.due_date")),
        ("/run git log --oneline -3 && alembic current",
         ai_run("7a3e0c1 (HEAD -> feature/invoice-due-date) feat: add invoices.due_date with 30-day backfill\n"
                "d20f9b8 invoices: expose status filter in list endpoint\nb6e4a51 migrations: add ix_invoices_customer_id\n"
                + info + "5e0b7a93c1d4 (head)")),
    ]
    rs.add("swe", "h61-swe-08", system("aider", root), turns,
           state="Aider v0.59 in /home/lee/billing-svc (git repo, branch feature/invoice-due-date at d20f9b8), Alembic 1.13 against the local PostgreSQL 16 database billing_dev.\n"
                 "Task: add a non-null invoices.due_date column (issued_at + 30 days for existing rows) as a reversible migration.")


# ---------------------------------------------------------------- 09 Ansible role / molecule / Claude Code (clean)
CHRONY_J2 = """# Generated by Ansible on {{ ansible_date_time.iso8601 }} - do not edit by hand
{% for server in chrony_servers %}
server {{ server }} iburst
{% endfor %}
{% for pool in chrony_pools %}
pool {{ pool }} iburst maxsources {{ chrony_pool_maxsources }}
{% endfor %}

driftfile /var/lib/chrony/chrony.drift
makestep {{ chrony_makestep_threshold }} {{ chrony_makestep_limit }}
rtcsync
{% if chrony_allow | length > 0 %}
{% for net in chrony_allow %}
allow {{ net }}
{% endfor %}
{% endif %}
keyfile /etc/chrony/chrony.keys
logdir /var/log/chrony
log {{ chrony_log | join(' ') }}"""


def ptask(title: str) -> str:
    return title + " " + "*" * max(3, 79 - len(title))


def recap(ok: int, changed: int) -> str:
    return (ptask("PLAY RECAP") + f"\ninstance                   : ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n")


def _converge(states: dict[str, str], handler: bool, play: str = "Converge") -> str:
    out = [ptask(f"PLAY [{play}]"), "", ptask("TASK [Gathering Facts]"), "ok: [instance]", ""]
    for t in ["Install chrony", "Deploy chrony.conf", "Ensure chronyd is enabled and running"]:
        out += [ptask(f"TASK [chrony : {t}]"), f"{states.get(t, 'ok')}: [instance]", ""]
    if handler:
        out += [ptask("RUNNING HANDLER [chrony : restart chrony]"), "changed: [instance]", ""]
    ok = 4 + int(handler)
    changed = sum(v == "changed" for v in states.values()) + int(handler)
    return "\n".join(out) + "\n" + recap(ok, changed)


def t09(rs: RowSet) -> None:
    root = "/home/ops/roles/chrony"
    tpl = root + "/templates/chrony.conf.j2"
    create = ("INFO     Running default > create\n\n" + ptask("PLAY [Create]") + "\n\n" + ptask("TASK [Create docker network(s)]") + "\nskipping: [localhost]\n\n"
              + ptask("TASK [Create molecule instance(s)]") + "\nchanged: [localhost] => (item=instance)\n\n"
              + ptask("TASK [Wait for instance(s) creation to complete]") + "\nFAILED - RETRYING: [localhost]: Wait for instance(s) creation to complete (300 retries left).\n"
              "changed: [localhost] => (item={'failed': 0, 'started': 1, 'finished': 0, 'ansible_job_id': 'j{JOB}.{PID}', 'results_file': '/home/ops/.ansible_async/j{JOB}.{PID}', 'changed': True, 'item': {'image': 'geerlingguy/docker-debian12-ansible:latest', 'name': 'instance', 'pre_build_image': True, 'privileged': True}, 'ansible_loop_var': 'item'})\n\n"
              + recap(2, 2).replace("instance                  ", "localhost                 ").replace("skipped=0", "skipped=1"))
    all_changed = {"Install chrony": "changed", "Deploy chrony.conf": "changed", "Ensure chronyd is enabled and running": "changed"}
    conv1 = ("INFO     default scenario test matrix: dependency, create, prepare, converge\nINFO     Performing prerun with role_name_check=0...\n"
             "INFO     Running default > dependency\nWARNING  Skipping, missing the requirements file.\nWARNING  Skipping, missing the requirements file.\n"
             + create.replace("{JOB}", "803529113674").replace("{PID}", "1937") + "INFO     Running default > prepare\nWARNING  Skipping, prepare playbook not configured.\n"
             "INFO     Running default > converge\n\n" + _converge(all_changed, True))
    idem_fail = ("INFO     Running default > idempotence\n\n" + _converge({"Deploy chrony.conf": "changed"}, True)
                 + "\nCRITICAL Idempotence test failed because of the following tasks:\n*  => chrony : Deploy chrony.conf\n")
    fixed = CHRONY_J2.replace("# Generated by Ansible on {{ ansible_date_time.iso8601 }} - do not edit by hand", "{{ ansible_managed | comment }}")
    conv2 = ("INFO     default scenario test matrix: dependency, create, prepare, converge\nINFO     Performing prerun with role_name_check=0...\n"
             "INFO     Running default > dependency\nWARNING  Skipping, missing the requirements file.\nWARNING  Skipping, missing the requirements file.\n"
             "INFO     Running default > create\nWARNING  Skipping, instances already created.\nINFO     Running default > prepare\n"
             "WARNING  Skipping, prepare playbook not configured.\nINFO     Running default > converge\n\n" + _converge({"Deploy chrony.conf": "changed"}, True))
    idem_ok = "INFO     Running default > idempotence\n\n" + _converge({}, False) + "\nINFO     Idempotence completed successfully.\n"
    verify = ("INFO     Running default > verify\nINFO     Running Ansible Verifier\n\n" + ptask("PLAY [Verify]") + "\n\n" + ptask("TASK [Gathering Facts]")
              + "\nok: [instance]\n\n" + ptask("TASK [Check chronyd is active]") + "\nok: [instance]\n\n" + ptask("TASK [Read chrony.conf]") + "\nok: [instance]\n\n"
              + ptask("TASK [Assert the managed header and pool line are present]") + "\nok: [instance] => {\n    \"changed\": false,\n    \"msg\": \"All assertions passed\"\n}\n\n"
              + recap(4, 0) + "\nINFO     Verifier completed successfully.\n")
    destroy = ("INFO     Running default > destroy\n\n" + ptask("PLAY [Destroy]") + "\n\n" + ptask("TASK [Destroy molecule instance(s)]")
               + "\nchanged: [localhost] => (item=instance)\n\n" + ptask("TASK [Wait for instance(s) deletion to complete]")
               + "\nchanged: [localhost] => (item=instance)\n\n" + ptask("TASK [Delete docker networks(s)]") + "\nskipping: [localhost]\n\n"
               + recap(2, 2).replace("instance                  ", "localhost                 ").replace("skipped=0", "skipped=1")
               + "\nINFO     Pruning extra files from scenario ephemeral directory\n")
    turns = [
        (cc_bash("cd /home/ops/roles/chrony && molecule converge", "Create the test container and converge the role"), conv1),
        (cc_bash("molecule idempotence", "Check the role is idempotent"), idem_fail),
        (call("Read", file_path=tpl), cc_read(tpl, CHRONY_J2)),
        (call("Edit", file_path=tpl, old_string="# Generated by Ansible on {{ ansible_date_time.iso8601 }} - do not edit by hand",
              new_string="{{ ansible_managed | comment }}"),
         cc_edited(tpl, lines_of(fixed, 1, 6), 1)),
        (cc_bash("molecule converge", "Converge again with the stable header"), conv2),
        (cc_bash("molecule idempotence", "Re-check idempotence"), idem_ok),
        (cc_bash("molecule verify", "Run the verifier playbook"), verify),
        (cc_bash("docker ps --filter label=creator=molecule --format '{{.ID}} {{.Names}} {{.Image}} {{.Status}}'", "Show the molecule container"),
         "4c1d9e7a2b33 instance geerlingguy/docker-debian12-ansible:latest Up 6 minutes"),
        (cc_bash("molecule destroy && molecule create && docker ps --filter label=creator=molecule --format '{{.ID}} {{.Names}} {{.Image}} {{.Status}}'",
                 "Recreate the instance from scratch"),
         destroy + create.replace("{JOB}", "117204958310").replace("{PID}", "4410")
         + "e81f0b5d6c20 instance geerlingguy/docker-debian12-ansible:latest Up 3 seconds"),
    ]
    rs.add("swe", "h61-swe-09", system("claude", root), turns,
           state="Ansible role `chrony` at /home/ops/roles/chrony (ansible-core 2.17, molecule 24.6 with the docker driver, scenario `default` on Debian 12).\n"
                 "Task: `molecule test` fails at the idempotence step; make the role idempotent.")


# ---------------------------------------------------------------- 10 Java / Maven surefire / Gemini CLI (contradiction: deleted file listed again)
def t10(rs: RowSet) -> None:
    root = "/home/dev/invoice-core"
    tdir = root + "/src/test/java/com/acme/invoice"
    suites = [("CurrencyRoundingTest", 9, "0.041"), ("InvoiceBuilderTest", 7, "0.018"), ("InvoiceServiceTest", 11, "0.212"),
              ("LegacyTaxCalculatorTest", 6, "0.009"), ("LineItemTest", 8, "0.006"), ("TaxCalculatorTest", 10, "0.027"),
              ("VatRegistryTest", 7, "0.133")]

    def mvn(skip_legacy: bool, secs: str, stamp: str) -> str:
        rows = [s for s in suites if not (skip_legacy and s[0].startswith("Legacy"))]
        total = sum(n for _, n, _ in rows)
        body = "\n".join(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in com.acme.invoice.{c}" for c, n, t in rows)
        return (body + f"\n[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"
                f"[INFO] Total time:  {secs} s\n[INFO] Finished at: {stamp}")
    listing = "\n".join(["[DIR] fixtures"] + [c + ".java" for c, _, _ in suites])
    cmd_mvn = 'mvn -B test | grep -E "Tests run|BUILD|Total time|Finished at"'
    rm_cmd = "git rm src/main/java/com/acme/invoice/LegacyTaxCalculator.java src/test/java/com/acme/invoice/LegacyTaxCalculatorTest.java"
    svc = root + "/src/main/java/com/acme/invoice/InvoiceService.java"
    turns = [
        (call("list_directory", path=tdir), f"Directory listing for {tdir}:\n{listing}"),
        (gshell(cmd_mvn, "Run the unit tests"), gem_run(cmd_mvn, mvn(False, "6.912", "2024-05-21T10:14:37+02:00"), pgid=52211)),
        (gshell(rm_cmd, "Remove the deprecated calculator and its test"),
         gem_run(rm_cmd, "rm 'src/main/java/com/acme/invoice/LegacyTaxCalculator.java'\nrm 'src/test/java/com/acme/invoice/LegacyTaxCalculatorTest.java'", pgid=52290)),
        (call("search_file_content", pattern="LegacyTaxCalculator", path="src"),
         'Found 1 match for pattern "LegacyTaxCalculator" in path "src":\n---\nFile: main/java/com/acme/invoice/InvoiceService.java\n'
         "L58:                 .orElseGet(() -> LegacyTaxCalculator.fallback(line));\n---"),
        (call("replace", file_path=svc, old_string="                .orElseGet(() -> LegacyTaxCalculator.fallback(line));",
              new_string="                .orElseThrow(() -> new MissingVatRateException(line.countryCode()));"),
         f"Successfully modified file: {svc} (1 replacements)."),
        (call("list_directory", path=tdir), f"Directory listing for {tdir}:\n{listing}"),
        (gshell(cmd_mvn, "Run the unit tests again"), gem_run(cmd_mvn, mvn(True, "6.455", "2024-05-21T10:19:02+02:00"), pgid=52347)),
    ]
    rs.add("swe", "h61-swe-10", system("gemini", root), turns,
           state="Maven project invoice-core 3.2.0-SNAPSHOT (Java 21, JUnit 5, surefire 3.2.5) at /home/dev/invoice-core.\n"
                 "Task: remove the deprecated LegacyTaxCalculator (and its test); missing VAT rates must raise MissingVatRateException instead.",
           bad=True, turn=6, kind="The test directory listing still shows LegacyTaxCalculatorTest.java after `git rm` deleted it in turn 3.")


# ---------------------------------------------------------------- 11 TypeScript / vitest / SWE-agent (clean)
SLUGIFY_TS = r"""import { CHAR_MAP } from "./charmap";

export interface SlugifyOptions {
  separator?: string;
  lower?: boolean;
  maxLength?: number;
}

const DEFAULTS: Required<SlugifyOptions> = {
  separator: "-",
  lower: true,
  maxLength: 0,
};

export function slugify(input: string, options: SlugifyOptions = {}): string {
  const opts = { ...DEFAULTS, ...options };
  let s = input.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  s = s.replace(/[^A-Za-z0-9\s-]/g, "");
  s = Array.from(s, (ch) => CHAR_MAP[ch] ?? ch).join("");
  s = s.trim().replace(/[\s-]+/g, opts.separator);
  if (opts.lower) s = s.toLowerCase();
  if (opts.maxLength > 0 && s.length > opts.maxLength) {
    s = s.slice(0, opts.maxLength).replace(new RegExp(`${escape(opts.separator)}+$`), "");
  }
  return s;
}

function escape(sep: string): string {
  return sep.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}"""

UNICODE_TEST_TS = r"""import { describe, expect, it } from "vitest";
import { slugify } from "../src/slugify";

describe("unicode", () => {
  it("strips combining accents", () => {
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
  });

  it("keeps digits", () => {
    expect(slugify("Ünïcode 2024")).toBe("unicode-2024");
  });

  it("transliterates German sharp s", () => {
    expect(slugify("Straße")).toBe("strasse");
  });

  it("transliterates Danish ø", () => {
    expect(slugify("København")).toBe("kobenhavn");
  });

  it("drops emoji", () => {
    expect(slugify("launch 🚀 day")).toBe("launch-day");
  });

  it("handles full-width characters", () => {
    expect(slugify("ＡＢＣ")).toBe("abc");
  });

  it("collapses mixed whitespace", () => {
    expect(slugify("a\u00a0\tb")).toBe("a-b");
  });

  it("returns empty string for symbols only", () => {
    expect(slugify("@#$%")).toBe("");
  });
});"""


def t11(rs: RowSet) -> None:
    root = "/slugkit"
    src, tst = root + "/src/slugify.ts", root + "/test/unicode.test.ts"
    a = ln(SLUGIFY_TS, "s = s.replace(/[^A-Za-z0-9")
    lines = SLUGIFY_TS.split("\n")
    fixed_lines = lines[:]
    fixed_lines[a - 1], fixed_lines[a] = lines[a], lines[a - 1]
    fixed = "\n".join(fixed_lines)
    upd = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."

    def fail_block(title: str, got: str, want: str, needle: str) -> str:
        no = ln(UNICODE_TEST_TS, needle)
        line = UNICODE_TEST_TS.split("\n")[no - 1]
        col = line.index(".toBe(") + 2
        ctx = "\n".join(f"    {k:>2}|{(' ' + UNICODE_TEST_TS.split(chr(10))[k - 1]) if UNICODE_TEST_TS.split(chr(10))[k - 1] else ''}" for k in range(no - 2, no + 1))
        return (f" FAIL  test/unicode.test.ts > unicode > {title}\nAssertionError: expected '{got}' to be '{want}' // Object.is equality\n\n"
                f"- Expected\n+ Received\n\n- {want}\n+ {got}\n\n ❯ test/unicode.test.ts:{no}:{col}\n{ctx}\n"
                f"       |{' ' * col}^\n    {no + 1:>2}|   }});\n")
    run1 = (" RUN  v1.6.0 /slugkit\n\n ✓ test/separator.test.ts (6 tests) 4ms\n ✓ test/maxlength.test.ts (5 tests) 3ms\n"
            " ❯ test/unicode.test.ts (8 tests | 2 failed) 9ms\n   × unicode > transliterates German sharp s\n     → expected 'strae' to be 'strasse'\n"
            "   × unicode > transliterates Danish ø\n     → expected 'kbenhavn' to be 'kobenhavn'\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯\n\n"
            + fail_block("transliterates German sharp s", "strae", "strasse", 'slugify("Straße")') + "\n⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯\n\n"
            + fail_block("transliterates Danish ø", "kbenhavn", "kobenhavn", 'slugify("København")') + "\n⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯\n\n"
            " Test Files  1 failed | 2 passed (3)\n      Tests  2 failed | 17 passed (19)\n   Start at  11:03:52\n"
            "   Duration  412ms (transform 61ms, setup 0ms, collect 88ms, tests 16ms, environment 0ms, prepare 143ms)\n")
    run2 = (" RUN  v1.6.0 /slugkit\n\n ✓ test/separator.test.ts (6 tests) 3ms\n ✓ test/maxlength.test.ts (5 tests) 3ms\n ✓ test/unicode.test.ts (8 tests) 5ms\n\n"
            " Test Files  3 passed (3)\n      Tests  19 passed (19)\n   Start at  11:05:20\n"
            "   Duration  389ms (transform 58ms, setup 0ms, collect 80ms, tests 11ms, environment 0ms, prepare 131ms)\n")
    n_t = nlines(UNICODE_TEST_TS)
    new_tail = """  });

  it("transliterates Polish ł", () => {
    expect(slugify("Łódź Wrocław")).toBe("lodz-wroclaw");
  });
});"""
    test_new = "\n".join(UNICODE_TEST_TS.split("\n")[:n_t - 2] + new_tail.split("\n"))
    run3 = (" RUN  v1.6.0 /slugkit\n\n ✓ test/separator.test.ts (6 tests) 4ms\n ✓ test/maxlength.test.ts (5 tests) 2ms\n ✓ test/unicode.test.ts (9 tests) 6ms\n\n"
            " Test Files  3 passed (3)\n      Tests  20 passed (20)\n   Start at  11:07:41\n"
            "   Duration  401ms (transform 64ms, setup 0ms, collect 83ms, tests 12ms, environment 0ms, prepare 137ms)\n")
    turns = [
        (sw_act("npx vitest run"), sw_obs(run1, "n/a", root)),
        (sw_act("open src/slugify.ts"), sw_obs(sw_window(src, SLUGIFY_TS, 1, 100), src, root)),
        (sw_act(f"edit {a}:{a + 1}\n{fixed_lines[a - 1]}\n{fixed_lines[a]}\nend_of_edit"), sw_obs(sw_window(src, fixed, 1, 100) + "\n" + upd, src, root)),
        (sw_act("npx vitest run"), sw_obs(run2, src, root)),
        (sw_act(f"open test/unicode.test.ts {n_t - 1}"), sw_obs(sw_window(tst, UNICODE_TEST_TS, 1, 100), tst, root)),
        (sw_act(f"edit {n_t - 1}:{n_t}\n{new_tail}\nend_of_edit"), sw_obs(sw_window(tst, test_new, 1, 100) + "\n" + upd, tst, root)),
        (sw_act("npx vitest run"), sw_obs(run3, tst, root)),
    ]
    rs.add("swe", "h61-swe-11", system("sweagent", root), turns,
           state="Repository /slugkit (TypeScript, vitest 1.6.0, Node 20). Issue #88: `slugify(\"Straße\")` returns \"strae\" instead of \"strasse\"; letters listed in CHAR_MAP are dropped.")


# ---------------------------------------------------------------- 12 Zig / zig build test / Codex CLI (clean)
def t12(rs: RowSet) -> None:
    root = "/home/kai/zig-ini"
    grep1 = """62:fn parseValue(raw: []const u8) []const u8 {
63-    const trimmed = std.mem.trim(u8, raw, " \\t");
64-    if (trimmed.len >= 2 and trimmed[0] == '"' and trimmed[trimmed.len - 1] == '"') {
65-        return trimmed[1 .. trimmed.len - 1];
66-    }
67-    return trimmed;
68-}
69-
70-pub const Entry = struct {
71-    section: []const u8,
72-    key: []const u8,
73-    value: []const u8,
74-};
75-
76-pub fn next(self: *Parser) !?Entry {"""
    patch1 = """*** Begin Patch
*** Update File: src/parser.zig
@@ fn parseValue(raw: []const u8) []const u8 {
-    const trimmed = std.mem.trim(u8, raw, " \\t");
+    var end = raw.len;
+    if (std.mem.indexOfAny(u8, raw, ";#")) |i| {
+        if (i == 0 or raw[i - 1] == ' ' or raw[i - 1] == '\\t') end = i;
+    }
+    const trimmed = std.mem.trim(u8, raw[0..end], " \\t");
     if (trimmed.len >= 2 and trimmed[0] == '"' and trimmed[trimmed.len - 1] == '"') {
*** End Patch"""
    patch2 = """*** Begin Patch
*** Update File: src/parser.zig
@@ test "empty section name is an error" {
     var p = Parser.init("[]\\nkey = 1\\n");
     try std.testing.expectError(error.EmptySectionName, p.next());
 }
+
+test "comment marker inside a value is kept" {
+    var p = Parser.init("[ui]\\nbg = a#b\\nport = 8080 # http\\n");
+    const bg = (try p.next()).?;
+    try std.testing.expectEqualStrings("a#b", bg.value);
+    const port = (try p.next()).?;
+    try std.testing.expectEqualStrings("8080", port.value);
+}
*** End of File
*** End Patch"""
    fail = ("test\n└─ run test 14/15 passed, 1 failed\n"
            "error: 'parser.test.inline comment is stripped from value' failed:\n"
            "    ====== expected this output: =========\n    8080␃\n\n    ======== instead found this: =========\n    8080 ; http port␃\n\n"
            "    ======================================\n    First difference occurs on line 1:\n    expected:\n    8080\n        ^ ('\\x00')\n"
            "    found:\n    8080 ; http port\n        ^ (' ')\n"
            "    /usr/local/lib/zig/std/testing.zig:631:9: 0x1041c2f in expectEqualStrings (test)\n"
            "            return error.TestExpectedEqual;\n            ^\n"
            "    /home/kai/zig-ini/src/parser.zig:171:5: 0x1043a18 in test.inline comment is stripped from value (test)\n"
            "        try std.testing.expectEqualStrings(\"8080\", e.value);\n        ^\n"
            "error: while executing test 'parser.test.inline comment is stripped from value', the following test command failed:\n"
            "/home/kai/zig-ini/.zig-cache/o/9f4be21c07d35a1e6b0c88f2d41a7e35/test --seed=0x6a1c3e9f --listen=-\n"
            "Build Summary: 1/3 steps succeeded; 1 failed; 14/15 tests passed; 1 failed\n"
            "test transitive failure\n└─ run test 14/15 passed, 1 failed\n"
            "error: the following build command failed with exit code 1:\n"
            "/home/kai/zig-ini/.zig-cache/o/5c0d7e1b93aa46f2e8d14b7c6a0f9e21/build /usr/local/bin/zig /home/kai/zig-ini /home/kai/zig-ini/.zig-cache /home/kai/.cache/zig --seed 0x6a1c3e9f -Z2d8c51f0a7be9c43 test --summary all\n")
    ok15 = ("Build Summary: 3/3 steps succeeded; 15/15 tests passed\ntest success\n└─ run test 15 passed 3ms MaxRSS:1M\n"
            "   └─ zig test Debug native success 2s MaxRSS:201M\n")
    ok16 = ("Build Summary: 3/3 steps succeeded; 16/16 tests passed\ntest success\n└─ run test 16 passed 3ms MaxRSS:1M\n"
            "   └─ zig test Debug native success 2s MaxRSS:203M\n")
    turns = [
        (cx("git log --oneline -3 && git status -s", root),
         cx_out("e6c1a07 (HEAD -> main, origin/main) parser: reject empty section names\n1b9f3d2 build: move to zig 0.13 build API\n7a44e58 readme: usage example\n", secs=0.0)),
        (cx("zig build test --summary all", root, 300000), cx_out(fail, code=1, secs=4.7)),
        (cx("wc -l src/parser.zig && grep -n 'fn parseValue' -A 14 src/parser.zig", root), cx_out("187 src/parser.zig\n" + grep1 + "\n", secs=0.0)),
        (cx_patch(patch1, root), cx_out("Success. Updated the following files:\nM src/parser.zig\n", secs=0.0)),
        (cx("zig build test --summary all", root, 300000), cx_out(ok15, secs=3.9)),
        (cx_patch(patch2, root), cx_out("Success. Updated the following files:\nM src/parser.zig\n", secs=0.0)),
        (cx("zig build test --summary all", root, 300000), cx_out(ok16, secs=3.6)),
        (cx("wc -l src/parser.zig && grep -n 'fn parseValue' -A 8 src/parser.zig", root),
         cx_out("199 src/parser.zig\n62:fn parseValue(raw: []const u8) []const u8 {\n63-    var end = raw.len;\n"
                "64-    if (std.mem.indexOfAny(u8, raw, \";#\")) |i| {\n65-        if (i == 0 or raw[i - 1] == ' ' or raw[i - 1] == '\\t') end = i;\n"
                "66-    }\n67-    const trimmed = std.mem.trim(u8, raw[0..end], \" \\t\");\n"
                "68-    if (trimmed.len >= 2 and trimmed[0] == '\"' and trimmed[trimmed.len - 1] == '\"') {\n"
                "69-        return trimmed[1 .. trimmed.len - 1];\n70-    }\n", secs=0.0)),
        (cx("zig fmt --check src/ build.zig", root), cx_out("", secs=0.2)),
        (cx("git diff --stat", root), cx_out(" src/parser.zig | 14 +++++++++++++-\n 1 file changed, 13 insertions(+), 1 deletion(-)\n", secs=0.0)),
        (cx("git commit -am 'parser: strip inline ; and # comments after values' && git log --oneline -2", root),
         cx_out("[main 0d83f5b] parser: strip inline ; and # comments after values\n 1 file changed, 13 insertions(+), 1 deletion(-)\n"
                "0d83f5b (HEAD -> main) parser: strip inline ; and # comments after values\ne6c1a07 (origin/main) parser: reject empty section names\n", secs=0.1)),
    ]
    rs.add("swe", "h61-swe-12", system("codex", root), turns,
           state="Zig library zig-ini at /home/kai/zig-ini (Zig 0.13.0), branch main, clean tree.\n"
                 "Issue #9: values keep trailing inline comments (`port = 8080 ; http port` yields \"8080 ; http port\").")


# ---------------------------------------------------------------- 13 Haskell / cabal test / OpenHands (contradiction: GHC version in build path)
BASE58_HS = """{-# LANGUAGE OverloadedStrings #-}
-- |
-- Module      : Data.Base58
-- Description : Base58 encoding with the Bitcoin alphabet.
module Data.Base58
  ( encode
  , decode
  , alphabet
  ) where

import qualified Data.ByteString as BS
import qualified Data.ByteString.Char8 as BC
import Data.ByteString (ByteString)
import Data.Base58.Alphabet (alphabet, indexOf)
import Data.Base58.Internal (bytesToInteger, integerToBytes, toBase58, fromBase58)

-- | Encode bytes as Base58 (Bitcoin alphabet).
--
-- Every leading zero byte becomes a leading @1@.
encode :: ByteString -> ByteString
encode bs = BC.replicate zeros '1' <> BC.pack (map (BC.index alphabet) digits)
  where
    zeros  = max 0 (BS.length (BS.takeWhile (== 0) bs) - 1)
    digits = toBase58 (bytesToInteger (BS.drop zeros bs))

-- | Decode Base58 text; 'Nothing' on characters outside the alphabet.
decode :: ByteString -> Maybe ByteString
decode txt = do
  ds <- traverse indexOf (BC.unpack rest)
  pure (BS.replicate ones 0 <> integerToBytes (fromBase58 ds))
  where
    ones = BS.length (BC.takeWhile (== '1') txt)
    rest = BS.drop ones txt"""


def t13(rs: RowSet) -> None:
    root = "/workspace/base58-hs"
    hs = root + "/src/Data/Base58.hs"
    d = "dist-newstyle/build/x86_64-linux/ghc-9.6.4/base58-hs-0.3.1"

    def obj(mod: str) -> str:
        p = mod.replace(".", "/")
        return f"( src/{p}.hs, {d}/build/{p}.o, {d}/build/{p}.dyn_o )"
    build = ("Resolving dependencies...\nBuild profile: -w ghc-9.6.4 -O1\nIn order, the following will be built (use -v for more details):\n"
             " - base58-hs-0.3.1 (lib) (first run)\n - base58-hs-0.3.1 (test:base58-tests) (first run)\n"
             "Configuring library for base58-hs-0.3.1..\nPreprocessing library for base58-hs-0.3.1..\nBuilding library for base58-hs-0.3.1..\n"
             f"[1 of 3] Compiling Data.Base58.Alphabet {obj('Data.Base58.Alphabet')}\n"
             f"[2 of 3] Compiling Data.Base58.Internal {obj('Data.Base58.Internal')}\n"
             f"[3 of 3] Compiling Data.Base58      {obj('Data.Base58')}\n"
             "Configuring test suite 'base58-tests' for base58-hs-0.3.1..\nPreprocessing test suite 'base58-tests' for base58-hs-0.3.1..\n"
             "Building test suite 'base58-tests' for base58-hs-0.3.1..\n"
             f"[1 of 2] Compiling Main             ( test/Main.hs, {d}/t/base58-tests/build/base58-tests/base58-tests-tmp/Main.o )\n"
             f"[2 of 2] Linking {d}/t/base58-tests/build/base58-tests/base58-tests")

    def test_run(ok: bool, seed: int, secs: str, rebuilt: bool) -> str:
        head = ("Build profile: -w ghc-9.6.4 -O1\nIn order, the following will be built (use -v for more details):\n"
                + (" - base58-hs-0.3.1 (lib) (file src/Data/Base58.hs changed)\n - base58-hs-0.3.1 (test:base58-tests) (dependency rebuilt)\n"
                   "Preprocessing library for base58-hs-0.3.1..\nBuilding library for base58-hs-0.3.1..\n"
                   f"[3 of 3] Compiling Data.Base58      {obj('Data.Base58')} [Source file changed]\n"
                   if rebuilt else " - base58-hs-0.3.1 (test:base58-tests) (ephemeral targets)\n")
                + "Preprocessing test suite 'base58-tests' for base58-hs-0.3.1..\nBuilding test suite 'base58-tests' for base58-hs-0.3.1..\n"
                + (f"[2 of 2] Linking {d}/t/base58-tests/build/base58-tests/base58-tests [Objects changed]\n" if rebuilt else "")
                + "Running 1 test suites...\nTest suite base58-tests: RUNNING...\n\n")
        mark = "✔" if ok else "✘"
        body = ("Data.Base58\n  encode\n    encodes the empty string [✔]\n    encodes \"hello world\" [✔]\n"
                f"    preserves leading zero bytes as '1' [{mark}]\n  decode\n    decodes known vectors [✔]\n"
                "    rejects characters outside the alphabet [✔]\n    restores leading zero bytes [✔]\n  roundtrip\n"
                "    decode . encode == Just [✔]\n      +++ OK, passed 100 tests.\n\n")
        if ok:
            tail = (f"Finished in {secs} seconds\n7 examples, 0 failures\nTest suite base58-tests: PASS\nTest suite logged to:\n"
                    f"{root}/{d}/t/base58-tests/test/base58-hs-0.3.1-base58-tests.log\n1 of 1 test suites (1 of 1 test cases) passed.")
        else:
            tail = ("Failures:\n\n  test/Main.hs:24:7: \n  1) Data.Base58.encode preserves leading zero bytes as '1'\n"
                    "       expected: \"11ZiCa\"\n        but got: \"1ZiCa\"\n\n"
                    f"  To rerun use: --match \"/Data.Base58/encode/preserves leading zero bytes as '1'/\" --seed {seed}\n\n"
                    f"Randomized with seed {seed}\n\nFinished in {secs} seconds\n7 examples, 1 failure\n\nTest suite base58-tests: FAIL\nTest suite logged to:\n"
                    f"{root}/{d}/t/base58-tests/test/base58-hs-0.3.1-base58-tests.log\n0 of 1 test suites (0 of 1 test cases) passed.\n"
                    "Error: cabal: Tests failed for test:base58-tests from base58-hs-0.3.1.")
        return head + body + tail
    a, b = ln(BASE58_HS, "-- | Encode bytes"), ln(BASE58_HS, "rest = BS.drop")
    old = "    zeros  = max 0 (BS.length (BS.takeWhile (== 0) bs) - 1)"
    new = "    zeros  = BS.length (BS.takeWhile (== 0) bs)"
    fixed = BASE58_HS.replace(old, new)
    z = ln(fixed, "zeros  = BS.length")
    turns = [
        (call("execute_bash", command="cd /workspace/base58-hs && ghc --version && cabal --version"),
         oh_bash("The Glorious Glasgow Haskell Compilation System, version 9.6.4\ncabal-install version 3.10.2.1\ncompiled using version 3.10.2.1 of the Cabal library ", root)),
        (call("execute_bash", command="cabal build all 2>&1 | tail -20"), oh_bash(build, root)),
        (call("execute_bash", command="cabal test"), oh_bash(test_run(False, 1448207725, "0.0063", False), root, 1)),
        (call("execute_bash", command="cabal list-bin test:base58-tests"),
         oh_bash(f"{root}/dist-newstyle/build/x86_64-linux/ghc-9.4.8/base58-hs-0.3.1/t/base58-tests/build/base58-tests/base58-tests", root)),
        (call("str_replace_editor", command="view", path=hs, view_range=[a, b]), cat_n(hs, lines_of(BASE58_HS, a, b), a)),
        (call("str_replace_editor", command="str_replace", path=hs, old_str=old, new_str=new), edited(hs, lines_of(fixed, z - 4, z + 5), z - 4)),
        (call("execute_bash", command="cabal test"), oh_bash(test_run(True, 0, "0.0058", True), root)),
        (call("execute_bash", command="git --no-pager diff"),
         oh_bash("diff --git a/src/Data/Base58.hs b/src/Data/Base58.hs\nindex 0c3f2a1..b7e19d4 100644\n--- a/src/Data/Base58.hs\n+++ b/src/Data/Base58.hs\n"
                 f"@@ -{z - 3},7 +{z - 3},7 @@ -- Every leading zero byte becomes a leading @1@.\n"
                 + "\n".join(" " + x for x in BASE58_HS.split("\n")[z - 4:z - 1]) + f"\n-{old}\n+{new}\n"
                 + "\n".join(" " + x for x in BASE58_HS.split("\n")[z:z + 3]), root)),
    ]
    rs.add("swe", "h61-swe-13", system("openhands", root), turns,
           state="Haskell package base58-hs 0.3.1 at /workspace/base58-hs (hspec + QuickCheck test suite `base58-tests`).\n"
                 "Issue #14: `encode` drops one of several leading zero bytes (\"\\0\\0abc\" encodes to \"1ZiCa\").",
           bad=True, turn=4, kind="cabal list-bin places the test binary under ghc-9.4.8, but ghc --version reported 9.6.4 and every build path used ghc-9.6.4 with no compiler change.")


# ---------------------------------------------------------------- 14 OCaml / dune + alcotest / Cline (contradiction: created file missing from ls)
DATETIME_LEX_ML = """(* Scanning of RFC 3339 dates and times inside TOML values. *)

type time = { hour : int; minute : int; sec : int; nanos : int }

let is_digit c = c >= '0' && c <= '9'

let int_of_digits (s : Cursor.t) n =
  let v = ref 0 in
  for _ = 1 to n do
    match Cursor.next s with
    | Some c when is_digit c -> v := (!v * 10) + (Char.code c - 48)
    | _ -> Cursor.error s "expected digit"
  done;
  !v

let expect (s : Cursor.t) c =
  match Cursor.next s with
  | Some c' when c' = c -> ()
  | _ -> Cursor.error s (Printf.sprintf "expected '%c'" c)

let digits (s : Cursor.t) =
  let b = Buffer.create 9 in
  while (match Cursor.peek s with Some c -> is_digit c | None -> false) do
    Buffer.add_char b (Option.get (Cursor.next s))
  done;
  Buffer.contents b

let fraction_to_nanos frac =
  let f = if String.length frac > 9 then String.sub frac 0 9 else frac in
  int_of_string f * int_of_float (10. ** float_of_int (9 - String.length f))

let scan_time (s : Cursor.t) =
  let hour = int_of_digits s 2 in
  expect s ':';
  let minute = int_of_digits s 2 in
  expect s ':';
  let sec = int_of_digits s 2 in
  { hour; minute; sec; nanos = 0 }
"""

TEST_DATETIME_ML = """open Tomlette

let datetime = Alcotest.testable Value.pp_datetime Value.equal_datetime

let parse_dt s =
  match Parser.parse_string ("t = " ^ s) with
  | Ok doc -> (
      match Table.find_opt "t" doc with
      | Some (Value.Datetime d) -> d
      | _ -> Alcotest.fail "expected a datetime")
  | Error e -> Alcotest.failf "parse error: %s" (Parser.string_of_error e)

let case name input expected =
  Alcotest.test_case name `Quick (fun () ->
      Alcotest.check datetime "same datetime" expected (parse_dt input))

let tests =
  [
    case "offset datetime" "1979-05-27T07:32:00Z"
      (Value.datetime ~offset:0 (1979, 5, 27) (7, 32, 0, 0));
    case "local datetime" "1979-05-27T07:32:00"
      (Value.datetime (1979, 5, 27) (7, 32, 0, 0));
    case "fractional seconds" "1979-05-27T07:32:00.999999"
      (Value.datetime (1979, 5, 27) (7, 32, 0, 999_999_000));
    case "local date" "1979-05-27" (Value.date (1979, 5, 27));
    case "lowercase t separator" "1979-05-27t07:32:00Z"
      (Value.datetime ~offset:0 (1979, 5, 27) (7, 32, 0, 0));
  ]
"""

TOML_SUITES = {
    "lexer": ["bare keys", "quoted keys", "dotted keys", "basic strings", "literal strings", "multiline strings",
              "integers with underscores", "floats and exponents"],
    "parser": ["empty document", "key-value pairs", "standard tables", "inline tables", "arrays of tables", "nested arrays",
               "duplicate key is an error", "redefining a table is an error", "comments are ignored", "offset datetime value"],
    "datetime": ["offset datetime", "local datetime", "fractional seconds", "local date", "lowercase t separator"],
}


def _alcotest(suites: list[str], run_id: str, secs: str, failing: str | None = None) -> str:
    out = ["Testing `tomlette'.", f"This run has ID `{run_id}'.", ""]
    w = max(len(s) for s in suites) + 10
    fail_line = ""
    for s in suites:
        for i, name in enumerate(TOML_SUITES[s]):
            tag = "[FAIL]" if name == failing and s == "datetime" else "[OK]"
            line = f"  {tag:<14}{s:<{w}}{i:>2}   {name}."
            out.append(line)
            if tag == "[FAIL]":
                fail_line = line
    total = sum(len(TOML_SUITES[s]) for s in suites)
    res = "~/dev/tomlette/_build/default/test/_build/_tests/tomlette"
    if failing:
        box = "─" * 78
        out += ["", f"┌{box}┐", f"│{fail_line:<78}│", f"└{box}┘",
                "FAIL parse error: line 1, column 24: unexpected '.' after value", "",
                "Raised at Alcotest_engine__Test.fail in file \"src/alcotest-engine/test.ml\", line 170, characters 2-29",
                "Called from Alcotest_engine__Core.Make.protect_test.(fun) in file \"src/alcotest-engine/core.ml\", line 181, characters 17-23",
                "Called from Alcotest_engine__Monad.Identity.catch in file \"src/alcotest-engine/monad.ml\", line 24, characters 31-35", "",
                f"Logs saved to `{res}/datetime.002.output'.", " " + box, "",
                f"Full test results in `{res}'.", f"1 failure! in {secs}s. {total} tests run.",
                "File \"test/dune\", line 2, characters 7-20:", "2 |  (name test_tomlette)", "           ^^^^^^^^^^^^^"]
    else:
        out += ["", f"Full test results in `{res}'.", f"Test Successful in {secs}s. {total} tests run."]
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    root = "/home/ines/dev/tomlette"
    dune0 = "(test\n (name test_tomlette)\n (modules test_tomlette test_lexer test_parser)\n (libraries tomlette alcotest))\n"
    dune1 = dune0.replace("test_parser)", "test_parser test_datetime)")
    main0 = "let () =\n  Alcotest.run \"tomlette\"\n    [\n      (\"lexer\", Test_lexer.tests);\n      (\"parser\", Test_parser.tests);\n    ]\n"
    main1 = main0.replace("      (\"parser\", Test_parser.tests);\n", "      (\"parser\", Test_parser.tests);\n      (\"datetime\", Test_datetime.tests);\n")
    lex1 = DATETIME_LEX_ML.replace("  { hour; minute; sec; nanos = 0 }\n",
                                   "  let nanos =\n    if Cursor.peek s = Some '.' then (\n      ignore (Cursor.next s);\n"
                                   "      fraction_to_nanos (digits s))\n    else 0\n  in\n  { hour; minute; sec; nanos }\n")
    ls = (f"total 28\ndrwxr-xr-x 2 ines ines 4096 Jun 14 10:38 .\ndrwxr-xr-x 8 ines ines 4096 Jun 14 09:05 ..\n"
          f"-rw-r--r-- 1 ines ines {len(dune1.encode()):>4} Jun 14 10:39 dune\n-rw-r--r-- 1 ines ines 2214 Jun  3 16:27 test_lexer.ml\n"
          f"-rw-r--r-- 1 ines ines 3391 Jun  3 16:27 test_parser.ml\n-rw-r--r-- 1 ines ines {len(main1.encode()):>4} Jun 14 10:41 test_tomlette.ml")
    turns = [
        (cl_cmd("dune build @runtest 2>&1"), cl_out(_alcotest(["lexer", "parser"], "Q7Y2KD4M", "0.004"))),
        (call("list_files", path="test", recursive=False), "dune\ntest_lexer.ml\ntest_parser.ml\ntest_tomlette.ml"),
        (call("read_file", path="test/dune"), dune0.rstrip("\n")),
        (call("write_to_file", path="test/test_datetime.ml", content=TEST_DATETIME_ML), cl_saved("test/test_datetime.ml", TEST_DATETIME_ML.rstrip("\n"))),
        (call("replace_in_file", path="test/dune", diff="------- SEARCH\n (modules test_tomlette test_lexer test_parser)\n=======\n (modules test_tomlette test_lexer test_parser test_datetime)\n+++++++ REPLACE"),
         cl_saved("test/dune", dune1.rstrip("\n"))),
        (call("replace_in_file", path="test/test_tomlette.ml", diff="------- SEARCH\n      (\"parser\", Test_parser.tests);\n=======\n      (\"parser\", Test_parser.tests);\n      (\"datetime\", Test_datetime.tests);\n+++++++ REPLACE"),
         cl_saved("test/test_tomlette.ml", main1.rstrip("\n"))),
        (cl_cmd("dune build @runtest 2>&1"), cl_out("(cd _build/default/test && ./test_tomlette.exe)\n" + _alcotest(["lexer", "parser", "datetime"], "JX3T0R6B", "0.006", "fractional seconds"))),
        (call("replace_in_file", path="lib/datetime_lex.ml", diff="------- SEARCH\n  { hour; minute; sec; nanos = 0 }\n=======\n  let nanos =\n    if Cursor.peek s = Some '.' then (\n      ignore (Cursor.next s);\n      fraction_to_nanos (digits s))\n    else 0\n  in\n  { hour; minute; sec; nanos }\n+++++++ REPLACE"),
         cl_saved("lib/datetime_lex.ml", lex1.rstrip("\n"))),
        (cl_cmd("ls -la test/"), cl_out(ls)),
        (cl_cmd("dune build @runtest 2>&1 | tail -3 && git status --short"),
         cl_out("\nFull test results in `~/dev/tomlette/_build/default/test/_build/_tests/tomlette'.\nTest Successful in 0.005s. 23 tests run.\n"
                " M lib/datetime_lex.ml\n M test/dune\n M test/test_tomlette.ml\n?? test/test_datetime.ml")),
    ]
    rs.add("swe", "h61-swe-14", system("cline", root), turns,
           state="VS Code workspace /home/ines/dev/tomlette: an OCaml TOML parser built with dune 3.15 (OCaml 5.1.1, alcotest 1.7).\n"
                 "Task: add tests for RFC 3339 datetimes and make fractional seconds parse.",
           bad=True, turn=9, kind="`ls -la test/` no longer lists test_datetime.ml, which write_to_file created in turn 4 and nothing deleted (git status later still shows it).")


# ---------------------------------------------------------------- 15 SQL migrations / Sqitch on PostgreSQL / Claude Code (clean)
def t15(rs: RowSet) -> None:
    root = "/home/rui/db/ledger-sqitch"
    new_id = "b83e0d7c5a91f2e64d0c7a3b9e18f5d2c6a04b17"

    def status(cid: str, name: str, when: str) -> str:
        return (f"# On database db:pg:ledger_dev\n# Project:  ledger\n# Change:   {cid}\n# Name:     {name}\n# Deployed: {when}\n"
                "# By:       Rui Costa <rui@northwind.dev>\n# \nNothing to deploy (up-to-date)")
    deploy = ("-- Deploy ledger:transfers_fee to pg\n-- requires: transfers\n\nBEGIN;\n\nALTER TABLE ledger.transfers\n"
              "    ADD COLUMN fee_cents integer NOT NULL DEFAULT 0\n    CONSTRAINT transfers_fee_nonnegative CHECK (fee_cents >= 0);\n\nCOMMIT;")
    revert = "-- Revert ledger:transfers_fee from pg\n\nBEGIN;\n\nALTER TABLE ledger.transfers DROP COLUMN fee_cents;\n\nCOMMIT;"
    verify = "-- Verify ledger:transfers_fee on pg\n\nBEGIN;\n\nSELECT fee_cents FROM ledger.transfers WHERE FALSE;\n\nROLLBACK;"
    turns = [
        (cc_bash("cd /home/rui/db/ledger-sqitch && sqitch status", "Show the deployment status"),
         status("6a1b2f0c8d3e94f7a52c1e0b9d4f6a7e8c2b1d30", "accounts_balance_idx", "2024-06-03 16:22:41 +0100")),
        (cc_bash("sqitch add transfers_fee --requires transfers -n 'Add fee_cents to transfers.'", "Add a new change to the plan"),
         "Created deploy/transfers_fee.sql\nCreated revert/transfers_fee.sql\nCreated verify/transfers_fee.sql\nAdded \"transfers_fee [transfers]\" to sqitch.plan"),
        (call("Write", file_path=root + "/deploy/transfers_fee.sql", content=deploy + "\n"), cc_edited(root + "/deploy/transfers_fee.sql", deploy, 1)),
        (call("Write", file_path=root + "/revert/transfers_fee.sql", content=revert + "\n"), cc_edited(root + "/revert/transfers_fee.sql", revert, 1)),
        (call("Write", file_path=root + "/verify/transfers_fee.sql", content=verify + "\n"), cc_edited(root + "/verify/transfers_fee.sql", verify, 1)),
        (cc_bash("sqitch deploy --verify", "Deploy and verify the new change"),
         "Deploying changes to db:pg:ledger_dev\n  + transfers_fee .. ok"),
        (cc_bash("sqitch status && psql -d ledger_dev -c '\\d ledger.transfers'", "Check status and the table definition"),
         status(new_id, "transfers_fee", "2024-06-14 11:17:36 +0100") + "\n"
         "                                     Table \"ledger.transfers\"\n"
         "    Column    |           Type           | Collation | Nullable |                   Default\n"
         "--------------+--------------------------+-----------+----------+---------------------------------------------\n"
         " id           | bigint                   |           | not null | nextval('ledger.transfers_id_seq'::regclass)\n"
         " from_account | bigint                   |           | not null | \n"
         " to_account   | bigint                   |           | not null | \n"
         " amount_cents | bigint                   |           | not null | \n"
         " created_at   | timestamp with time zone |           | not null | now()\n"
         " fee_cents    | integer                  |           | not null | 0\n"
         "Indexes:\n    \"transfers_pkey\" PRIMARY KEY, btree (id)\n    \"transfers_created_at_idx\" btree (created_at)\n"
         "Check constraints:\n    \"transfers_amount_positive\" CHECK (amount_cents > 0)\n    \"transfers_fee_nonnegative\" CHECK (fee_cents >= 0)\n"
         "Foreign-key constraints:\n    \"transfers_from_account_fkey\" FOREIGN KEY (from_account) REFERENCES ledger.accounts(id)\n"
         "    \"transfers_to_account_fkey\" FOREIGN KEY (to_account) REFERENCES ledger.accounts(id)"),
        (cc_bash("sqitch rebase -y --onto @HEAD^", "Check the change reverts and redeploys cleanly"),
         "Reverting changes to accounts_balance_idx from db:pg:ledger_dev\n  - transfers_fee .. ok\n"
         "Deploying changes to db:pg:ledger_dev\n  + transfers_fee .. ok"),
        (cc_bash("sqitch status && sqitch log -n 3 --format oneline", "Confirm the final state"),
         status(new_id, "transfers_fee", "2024-06-14 11:20:03 +0100") + "\n"
         "deploy b83e0d7c transfers_fee Add fee_cents to transfers.\n"
         "revert b83e0d7c transfers_fee Add fee_cents to transfers.\n"
         "deploy b83e0d7c transfers_fee Add fee_cents to transfers."),
    ]
    rs.add("swe", "h61-swe-15", system("claude", root), turns,
           state="Sqitch project `ledger` at /home/rui/db/ledger-sqitch (sqitch 1.4.1, engine pg, target db:pg:ledger_dev on PostgreSQL 16).\n"
                 "Task: add a non-negative fee_cents column to ledger.transfers as a new, revertible change.")


# ---------------------------------------------------------------- 16 Nix flake / nix flake check / Aider (contradiction: locked nixpkgs revision)
def t16(rs: RowSet) -> None:
    root = "/home/sam/proj/hashtool"
    meta = ("Resolved URL:  git+file:///home/sam/proj/hashtool\n"
            "Locked URL:    git+file:///home/sam/proj/hashtool?ref=refs/heads/main&rev=4d7a2c9e1b08f3d56a9e2c7b1f0d4e8a3c6b5f92\n"
            "Description:   hashtool: fast file hashing CLI\nPath:          /nix/store/9vq2s1w8k0d3l6x4m7c5p2b8h1j0r4n6-source\n"
            "Revision:      4d7a2c9e1b08f3d56a9e2c7b1f0d4e8a3c6b5f92\nRevisions:     57\nLast modified: 2024-06-12 17:48:03\nInputs:\n"
            "├───flake-utils: github:numtide/flake-utils/b1d9ab70662946ef0850d488da1c9019f3a9752a (2024-03-11 08:33:50)\n"
            "│   └───systems: github:nix-systems/default/da67096a3b9bf56a91d16901293e51ba5b49a27e (2023-04-09 08:27:08)\n"
            "└───nixpkgs: github:NixOS/nixpkgs/9a9dae8f6319600fa9aebde37f340975cab4b8c0 (2024-06-07 18:26:40)")
    drv = "/nix/store/xk3h9m2q7v1c8b0n5d4f6g2j8l0p1r3s-hashtool-0.5.0.drv"
    check_fail = (f"error: builder for '{drv}' failed with exit code 2;\n       last 10 log lines:\n"
                  "       > patching sources\n       > configuring\n       > no configure script, doing nothing\n       > building\n"
                  "       > build flags: SHELL=/nix/store/4bj2kxdm1462fzcc2i2s4dn33g2angcc-bash-5.2p32/bin/bash\n"
                  "       > cc -O2 -Wall -Iinclude -c src/main.c -o build/main.o\n       > src/xxh.c:3:10: fatal error: xxhash.h: No such file or directory\n"
                  "       >     3 | #include <xxhash.h>\n       >       |          ^~~~~~~~~~\n       > make: *** [Makefile:18: build/xxh.o] Error 1\n"
                  f"       For full logs, run 'nix log {drv}'.\n"
                  "error: 1 dependencies of derivation '/nix/store/b0m7f3q1x9c2v5n8k4h6d1s3a7p0z2r5-hashtool-tests-0.5.0.drv' failed to build")
    edit = """flake.nix
```nix
<<<<<<< SEARCH
          buildInputs = [ pkgs.openssl ];
=======
          buildInputs = [ pkgs.openssl pkgs.xxHash ];
>>>>>>> REPLACE
```"""
    check_ok = ("hashtool> building\nhashtool> cc -O2 -Wall -Iinclude -c src/main.c -o build/main.o\nhashtool> cc -O2 -Wall -Iinclude -c src/xxh.c -o build/xxh.o\n"
                "hashtool> cc -O2 -Wall -Iinclude -c src/crc32.c -o build/crc32.o\nhashtool> cc -o build/hashtool build/main.o build/xxh.o build/crc32.o -lcrypto -lxxhash\n"
                "hashtool> installing\nhashtool> post-installation fixup\nhashtool> shrinking RPATHs of ELF executables and libraries in /nix/store/r5w1c8n3k6d0q2m9x4v7b1l5j8h2f0s3-hashtool-0.5.0\n"
                "hashtool-tests> running tests\nhashtool-tests> test_crc32 ........ ok\nhashtool-tests> test_xxh64 ........ ok\n"
                "hashtool-tests> test_sha256 ....... ok\nhashtool-tests> 3/3 tests passed")
    turns = [
        ("/run nix flake metadata", ai_run(meta)),
        ("/run nix flake check -L", ai_run(check_fail)),
        ("/run jq -r '.nodes.nixpkgs.locked | \"\\(.rev) \\(.lastModified)\"' flake.lock", ai_run("3c1b6f0e4a2d8b97c5e1f3a0d6b9c2e8f4a7d1b5 1717784800")),
        (edit, ai_edit("flake.nix", "c92d04e", "fix: add xxHash to hashtool buildInputs")),
        ("/run nix flake check -L 2>&1 | tail -15", ai_run(check_ok)),
        ("/run git log --oneline -3 && git status --short",
         ai_run("c92d04e (HEAD -> main) fix: add xxHash to hashtool buildInputs\n4d7a2c9 crc32: table-driven implementation\n81be3f5 add --algo flag")),
    ]
    rs.add("swe", "h61-swe-16", system("aider", root), turns,
           state="Aider v0.59 in /home/sam/proj/hashtool, a C CLI packaged as a Nix flake (nix 2.22), branch main, clean tree.\n"
                 "Task: `nix flake check` fails to build the package; fix the flake without updating its inputs.",
           bad=True, turn=3, kind="flake.lock reports nixpkgs locked at 3c1b6f0e…, but nix flake metadata showed it locked at 9a9dae8f… and no update or lock command ran.")


# ---------------------------------------------------------------- 17 C / Meson + ninja / Gemini CLI (clean)
CRC16_C = """#include "crckit/crc16.h"

/* Reflected (LSB-first) CRC-16 core. */
static uint16_t crc16_reflected(const uint8_t *buf, size_t len, uint16_t poly_rev, uint16_t init) {
    uint16_t crc = init;
    for (size_t i = 0; i < len; i++) {
        crc ^= buf[i];
        for (int k = 0; k < 8; k++) {
            crc = (crc & 1u) ? (uint16_t)((crc >> 1) ^ poly_rev) : (uint16_t)(crc >> 1);
        }
    }
    return crc;
}

/* Normal (MSB-first) CRC-16 core. */
static uint16_t crc16_normal(const uint8_t *buf, size_t len, uint16_t poly, uint16_t init) {
    uint16_t crc = init;
    for (size_t i = 0; i < len; i++) {
        crc ^= (uint16_t)(buf[i] << 8);
        for (int k = 0; k < 8; k++) {
            crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ poly) : (uint16_t)(crc << 1);
        }
    }
    return crc;
}

uint16_t crckit_crc16_ccitt(const uint8_t *buf, size_t len) {
    return crc16_normal(buf, len, 0x1021u, 0xFFFFu);
}

uint16_t crckit_crc16_xmodem(const uint8_t *buf, size_t len) {
    return crc16_normal(buf, len, 0x1021u, 0x0000u);
}

uint16_t crckit_crc16_modbus(const uint8_t *buf, size_t len) {
    return crc16_reflected(buf, len, 0xA001u, 0x0000u);
}
"""

MESON_SETUP = """The Meson build system
Version: 1.4.1
Source dir: /home/ludo/src/crckit
Build dir: /home/ludo/src/crckit/build
Build type: native build
Project name: crckit
Project version: 0.6.0
C compiler for the host machine: cc (gcc 13.2.0 "cc (GCC) 13.2.0")
C linker for the host machine: cc ld.bfd 2.42
Host machine cpu family: x86_64
Host machine cpu: x86_64
Program python3 found: YES (/usr/bin/python3)
Build targets in project: 9

crckit 0.6.0

  User defined options
    buildtype: debug

Found ninja-1.12.1 at /usr/bin/ninja"""

MESON_ENV = ("MALLOC_PERTURB_={mp} MESON_TEST_ITERATION=1 UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_summary=1:print_stacktrace=1 "
             "ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_summary=1 MSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_summary=1:print_stacktrace=1")


def _meson_tests(tests: list[tuple[str, str]], failing: str | None = None, mp: int = 163) -> str:
    n = len(tests)
    out = []
    for i, (suite, name) in enumerate(tests, 1):
        label = f"{i}/{n} crckit:{suite} / {name}"
        if name == failing:
            out.append(f"{label:<42} FAIL            0.01s   exit status 1")
            out.append(f">>> {MESON_ENV.format(mp=mp)} /home/ludo/src/crckit/build/tests/test_{suite} {name.split('_')[-1]}")
            out += ["――――――――――――――――――――――――――――――――――――― ✀  ――――――――――――――――――――――――――――――――――――――", "stdout:",
                    "crc16 modbus: check value mismatch: got 0xBB3D, expected 0x4B37", "―" * 80, ""]
        else:
            out.append(f"{label:<42} OK              0.01s")
    fails = 1 if failing else 0
    if failing:
        idx = [nm for _, nm in tests].index(failing) + 1
        out += ["", "Summary of Failures:", "", f"{idx}/{n} crckit:crc16 / {failing} FAIL            0.01s   exit status 1"]
    out += ["", f"Ok:                 {n - fails}", "Expected Fail:      0", f"Fail:               {fails}", "Unexpected Pass:    0",
            "Skipped:            0", "Timeout:            0", "", "Full log written to /home/ludo/src/crckit/build/meson-logs/testlog.txt"]
    return "\n".join(out)


def t17(rs: RowSet) -> None:
    root = "/home/ludo/src/crckit"
    t7 = [("crc8", "crc8"), ("crc16", "crc16_ccitt"), ("crc16", "crc16_modbus"), ("crc32", "crc32"), ("crc32", "crc32c"),
          ("crc64", "crc64_ecma"), ("crc64", "crc64_xz")]
    t8 = t7[:3] + [("crc16", "crc16_xmodem")] + t7[3:]
    build1 = ("ninja: Entering directory `/home/ludo/src/crckit/build'\n"
              "[1/14] Compiling C object src/libcrckit.so.0.6.0.p/crc8.c.o\n[2/14] Compiling C object src/libcrckit.so.0.6.0.p/crc16.c.o\n"
              "[3/14] Compiling C object src/libcrckit.so.0.6.0.p/crc32.c.o\n[4/14] Compiling C object src/libcrckit.so.0.6.0.p/crc64.c.o\n"
              "[5/14] Linking target src/libcrckit.so.0.6.0\n[6/14] Generating symbol file src/libcrckit.so.0.6.0.p/libcrckit.so.0.6.0.symbols\n"
              "[7/14] Compiling C object tests/test_crc8.p/test_crc8.c.o\n[8/14] Compiling C object tests/test_crc16.p/test_crc16.c.o\n"
              "[9/14] Compiling C object tests/test_crc32.p/test_crc32.c.o\n[10/14] Compiling C object tests/test_crc64.p/test_crc64.c.o\n"
              "[11/14] Linking target tests/test_crc8\n[12/14] Linking target tests/test_crc16\n[13/14] Linking target tests/test_crc32\n"
              "[14/14] Linking target tests/test_crc64\n")
    f = root + "/src/crc16.c"
    mb = root + "/tests/meson.build"
    rebuild = ("ninja: Entering directory `/home/ludo/src/crckit/build'\n[1/3] Compiling C object src/libcrckit.so.0.6.0.p/crc16.c.o\n"
               "[2/3] Linking target src/libcrckit.so.0.6.0\n[3/3] Generating symbol file src/libcrckit.so.0.6.0.p/libcrckit.so.0.6.0.symbols\n")
    regen = ("ninja: Entering directory `/home/ludo/src/crckit/build'\n[0/1] Regenerating build files.\n" + MESON_SETUP.split("\nFound ninja")[0]
             + "\nFound ninja-1.12.1 at /usr/bin/ninja\nCleaning... 0 files.\n"
             "ninja: no work to do.\n")
    turns = [
        (gshell("meson setup build --buildtype=debug", "Configure the Meson build directory"),
         gem_run("meson setup build --buildtype=debug", MESON_SETUP, pgid=61102)),
        (gshell("meson test -C build", "Build and run the test suite"),
         gem_run("meson test -C build", build1 + _meson_tests(t7, "crc16_modbus", 163), code=1, pgid=61188)),
        (call("read_file", absolute_path=f), CRC16_C.rstrip("\n")),
        (call("replace", file_path=f, old_string="    return crc16_reflected(buf, len, 0xA001u, 0x0000u);",
              new_string="    return crc16_reflected(buf, len, 0xA001u, 0xFFFFu);"),
         f"Successfully modified file: {f} (1 replacements)."),
        (gshell("meson test -C build crc16_modbus", "Re-run the failing test"),
         gem_run("meson test -C build crc16_modbus", rebuild + _meson_tests([("crc16", "crc16_modbus")]), pgid=61240)),
        (call("replace", file_path=mb,
              old_string="test('crc16_modbus', test_crc16, args: ['modbus'], suite: 'crc16')",
              new_string="test('crc16_modbus', test_crc16, args: ['modbus'], suite: 'crc16')\ntest('crc16_xmodem', test_crc16, args: ['xmodem'], suite: 'crc16')"),
         f"Successfully modified file: {mb} (1 replacements)."),
        (gshell("meson test -C build", "Run the whole suite with the new test"),
         gem_run("meson test -C build", regen + _meson_tests(t8), pgid=61297)),
        (gshell("meson test -C build --suite crc16", "Run only the CRC-16 suite"),
         gem_run("meson test -C build --suite crc16", "ninja: Entering directory `/home/ludo/src/crckit/build'\nninja: no work to do.\n"
                 + _meson_tests([t for t in t8 if t[0] == "crc16"]), pgid=61315)),
        (gshell("git status --short && git diff --stat", "Summarise the changes"),
         gem_run("git status --short && git diff --stat", " M src/crc16.c\n M tests/meson.build\n src/crc16.c       | 2 +-\n tests/meson.build | 1 +\n 2 files changed, 2 insertions(+), 1 deletion(-)", pgid=61330)),
    ]
    rs.add("swe", "h61-swe-17", system("gemini", root), turns,
           state="C library crckit 0.6.0 at /home/ludo/src/crckit, built with Meson 1.4.1 and ninja 1.12.1.\n"
                 "Bug: crckit_crc16_modbus(\"123456789\") returns 0xBB3D (the CRC-16/ARC value) instead of 0x4B37; also register the existing XMODEM vectors as a test.")


# ---------------------------------------------------------------- 18 Elixir / mix test / SWE-agent (clean)
PLUG_ETAG_EX = r'''defmodule PlugETag do
  @moduledoc """
  Adds an `ETag` header to responses and answers conditional `GET`/`HEAD`
  requests with `304 Not Modified`.

      plug PlugETag, generator: PlugETag.Generators.SHA1, methods: ["GET", "HEAD"]
  """

  @behaviour Plug

  import Plug.Conn

  @default_methods ["GET", "HEAD"]

  @impl true
  def init(opts) do
    %{
      generator: Keyword.get(opts, :generator, PlugETag.Generators.SHA1),
      methods: Keyword.get(opts, :methods, @default_methods),
      weak: Keyword.get(opts, :weak, false)
    }
  end

  @impl true
  def call(conn, config) do
    if conn.method in config.methods do
      register_before_send(conn, &handle(&1, config))
    else
      conn
    end
  end

  defp handle(%Plug.Conn{status: 200} = conn, config) do
    case etag_for(conn, config) do
      nil ->
        conn

      etag ->
        conn = put_resp_header(conn, "etag", etag)

        if fresh?(conn, etag) do
          %{conn | status: 304, resp_body: ""}
        else
          conn
        end
    end
  end

  defp handle(conn, _config), do: conn

  defp etag_for(%Plug.Conn{resp_body: body} = conn, config) do
    case get_resp_header(conn, "etag") do
      [existing | _] -> existing
      [] -> body |> IO.iodata_to_binary() |> config.generator.generate() |> format(config.weak)
    end
  end

  defp format(nil, _weak), do: nil
  defp format(hash, true), do: ~s(W/"#{hash}")
  defp format(hash, false), do: ~s("#{hash}")

  defp fresh?(conn, etag) do
    conn
    |> get_req_header("if-none-match")
    |> Enum.flat_map(&String.split(&1, ",", trim: true))
    |> Enum.map(&String.trim/1)
    |> Enum.any?(fn candidate -> candidate == "*" or candidate == etag end)
  end
end'''

PLUG_ETAG_TEST = r'''defmodule PlugETagTest do
  use ExUnit.Case, async: true
  import Plug.Test
  import Plug.Conn

  defp run(conn, body, opts \\ []) do
    conn
    |> PlugETag.call(PlugETag.init(opts))
    |> send_resp(200, body)
  end

  describe "ETag header" do
    test "is added to 200 responses" do
      conn = conn(:get, "/") |> run("hello")
      assert [etag] = get_resp_header(conn, "etag")
      assert etag =~ ~r/^"[0-9a-f]{40}"$/
    end

    test "is weak when configured" do
      conn = conn(:get, "/") |> run("hello", weak: true)
      assert [<<"W/", _::binary>>] = get_resp_header(conn, "etag")
    end

    test "keeps an ETag set by the application" do
      conn = conn(:get, "/") |> put_resp_header("etag", ~s("v1")) |> run("hello")
      assert get_resp_header(conn, "etag") == [~s("v1")]
    end

    test "is not added to POST responses" do
      conn = conn(:post, "/") |> run("hello")
      assert get_resp_header(conn, "etag") == []
    end

    test "is not added to non-200 responses" do
      conn = conn(:get, "/") |> PlugETag.call(PlugETag.init([])) |> send_resp(404, "nope")
      assert get_resp_header(conn, "etag") == []
    end

    test "is stable for the same body" do
      [a] = conn(:get, "/") |> run("same") |> get_resp_header("etag")
      [b] = conn(:get, "/") |> run("same") |> get_resp_header("etag")
      assert a == b
    end
  end

  describe "If-None-Match" do
    setup do
      [etag] = conn(:get, "/") |> run("hello") |> get_resp_header("etag")
      %{etag: etag}
    end

    test "returns 304 on an exact match", %{etag: etag} do
      conn = conn(:get, "/") |> put_req_header("if-none-match", etag) |> run("hello")
      assert conn.status == 304
      assert conn.resp_body == ""
    end

    test "returns 200 when the tag differs" do
      conn = conn(:get, "/") |> put_req_header("if-none-match", ~s("other")) |> run("hello")
      assert conn.status == 200
    end

    test "accepts a list of tags", %{etag: etag} do
      conn = conn(:get, "/") |> put_req_header("if-none-match", ~s("a", #{etag}, "b")) |> run("hello")
      assert conn.status == 304
    end

    test "accepts the wildcard" do
      conn = conn(:get, "/") |> put_req_header("if-none-match", "*") |> run("hello")
      assert conn.status == 304
    end

    test "matches a weak validator against a strong ETag", %{etag: etag} do
      conn =
        conn(:get, "/")
        |> put_req_header("if-none-match", "W/" <> etag)
        |> run("hello")

      assert conn.status == 304
    end

    test "HEAD requests are answered too", %{etag: etag} do
      conn = conn(:head, "/") |> put_req_header("if-none-match", etag) |> run("hello")
      assert conn.status == 304
    end

    test "ignores whitespace around tags", %{etag: etag} do
      conn = conn(:get, "/") |> put_req_header("if-none-match", "  #{etag}  ") |> run("hello")
      assert conn.status == 304
    end
  end

  describe "generators" do
    test "MD5 generator produces 32 hex chars" do
      conn = conn(:get, "/") |> run("hello", generator: PlugETag.Generators.MD5)
      assert [etag] = get_resp_header(conn, "etag")
      assert etag =~ ~r/^"[0-9a-f]{32}"$/
    end

    test "a generator returning nil skips the header" do
      conn = conn(:get, "/") |> run("hello", generator: PlugETag.Generators.Null)
      assert get_resp_header(conn, "etag") == []
    end
  end
end'''


def t18(rs: RowSet) -> None:
    root = "/plug_etag"
    lib, tst = root + "/lib/plug_etag.ex", root + "/test/plug_etag_test.exs"
    upd = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."
    t_line = ln(PLUG_ETAG_TEST, 'test "matches a weak validator')
    a_line = ln(PLUG_ETAG_TEST, "assert conn.status == 304", 4)
    run1 = ("Compiling 3 files (.ex)\nGenerated plug_etag app\nRunning ExUnit with seed: 480213, max_cases: 16\n\n"
            "" + "." * 40 + "\n\n"
            "  1) test If-None-Match matches a weak validator against a strong ETag (PlugETagTest)\n"
            f"     test/plug_etag_test.exs:{t_line}\n     Assertion with == failed\n     code:  assert conn.status == 304\n"
            f"     left:  200\n     right: 304\n     stacktrace:\n       test/plug_etag_test.exs:{a_line}: (test)\n\n"
            ".\nFinished in 0.09 seconds (0.06s async, 0.03s sync)\n42 tests, 1 failure\n\nRandomized with seed 480213")
    grep = "\n".join(f"Line {i}:{line}" for i, line in enumerate(PLUG_ETAG_EX.split("\n"), 1) if "if-none-match" in line or "fresh?" in line)
    nfound = sum(1 for line in PLUG_ETAG_EX.split("\n") if "if-none-match" in line or "fresh?" in line)
    f_any = ln(PLUG_ETAG_EX, "|> Enum.any?")
    new_block = ['    |> Enum.any?(fn candidate -> candidate == "*" or opaque(candidate) == opaque(etag) end)', "  end", "",
                 "  # RFC 9110 section 13.1.2: If-None-Match uses the weak comparison function.", '  defp opaque("W/" <> tag), do: tag',
                 "  defp opaque(tag), do: tag"]
    lib_lines = PLUG_ETAG_EX.split("\n")
    lib_fixed = "\n".join(lib_lines[:f_any - 1] + new_block + lib_lines[f_any + 1:])
    ws_end = ln(PLUG_ETAG_TEST, 'test "ignores whitespace around tags"') + 3
    new_test = ["    end", "", '    test "a weak ETag matches a strong validator" do', "      conn =", '        conn(:get, "/")',
                '        |> put_req_header("if-none-match", ~s("#{PlugETag.Generators.SHA1.generate("hello")}"))',
                '        |> run("hello", weak: true)', "", "      assert conn.status == 304", "    end"]
    tl = PLUG_ETAG_TEST.split("\n")
    test_fixed = "\n".join(tl[:ws_end - 1] + new_test + tl[ws_end:])
    w1 = max(1, ws_end - 49)
    turns = [
        (sw_act("mix test"), sw_obs(run1, "n/a", root)),
        (sw_act('search_file "none-match\\|fresh?" lib/plug_etag.ex'),
         sw_obs(f'Found {nfound} matches for "none-match\\|fresh?" in {lib}:\n{grep}\nEnd of matches for "none-match\\|fresh?" in {lib}', "n/a", root)),
        (sw_act(f"open lib/plug_etag.ex {f_any}"), sw_obs(sw_window(lib, PLUG_ETAG_EX, 1, 100), lib, root)),
        (sw_act(f"edit {f_any}:{f_any + 1}\n" + "\n".join(new_block) + "\nend_of_edit"),
         sw_obs(sw_window(lib, lib_fixed, 1, 100) + "\n" + upd, lib, root)),
        (sw_act("mix test"),
         sw_obs("Compiling 1 file (.ex)\nRunning ExUnit with seed: 91377, max_cases: 16\n\n" + "." * 42 + "\n"
                "\nFinished in 0.08 seconds (0.05s async, 0.03s sync)\n42 tests, 0 failures\n\nRandomized with seed 91377", lib, root)),
        (sw_act(f"open test/plug_etag_test.exs {ws_end}"), sw_obs(sw_window(tst, PLUG_ETAG_TEST, w1, w1 + 99), tst, root)),
        (sw_act(f"edit {ws_end}:{ws_end}\n" + "\n".join(new_test) + "\nend_of_edit"),
         sw_obs(sw_window(tst, test_fixed, w1, w1 + 99) + "\n" + upd, tst, root)),
        (sw_act("mix test test/plug_etag_test.exs"),
         sw_obs("Running ExUnit with seed: 7731, max_cases: 16\n\n" + "." * 16 + "\nFinished in 0.05 seconds (0.05s async, 0.00s sync)\n"
                "16 tests, 0 failures\n\nRandomized with seed 7731", tst, root)),
        (sw_act("mix test"),
         sw_obs("Running ExUnit with seed: 256044, max_cases: 16\n\n" + "." * 43 + "\n"
                "Finished in 0.1 seconds (0.07s async, 0.03s sync)\n43 tests, 0 failures\n\nRandomized with seed 256044", tst, root)),
    ]
    rs.add("swe", "h61-swe-18", system("sweagent", root), turns,
           state="Repository /plug_etag (Elixir 1.16, OTP 26, plug 1.15). Issue #31: `If-None-Match: W/\"<etag>\"` never yields 304 although If-None-Match must use weak comparison.")


# ---------------------------------------------------------------- 19 Gleam / gleam test / Codex CLI (contradiction: line count after a +6 patch)
DO_PARSE_GLEAM = """fn do_parse(
  input: String,
  field: List(String),
  row: List(String),
  rows: List(List(String)),
) -> Result(List(List(String)), ParseError) {
  case input {
    "" ->
      case field, row {
        [], [] -> Ok(list.reverse(rows))
        _, _ -> Ok(list.reverse([finish_row(field, row), ..rows]))
      }
    "\\"" <> rest ->
      case field {
        [] -> do_quoted(rest, [], row, rows)
        _ -> Error(UnexpectedQuote(position: list.length(rows) + 1))
      }
    "," <> rest -> do_parse(rest, [], [finish_field(field), ..row], rows)
    "\\n" <> rest ->
      do_parse(rest, [], [], [finish_row(field, row), ..rows])
    _ -> {
      let assert Ok(#(char, rest)) = string.pop_grapheme(input)
      do_parse(rest, [char, ..field], row, rows)
    }
  }
}"""


def t19(rs: RowSet) -> None:
    root = "/home/noor/gleam_csv"
    patch1 = """*** Begin Patch
*** Update File: src/gleam_csv/parser.gleam
@@ fn do_parse(
     "\\n" <> rest ->
       do_parse(rest, [], [], [finish_row(field, row), ..rows])
+    // CRLF is a single grapheme, so it has to be matched explicitly.
+    "\\r\\n" <> rest ->
+      do_parse(rest, [], [], [finish_row(field, row), ..rows])
+    // A lone CR (classic Mac line ending) also ends a record.
+    "\\r" <> rest ->
+      do_parse(rest, [], [], [finish_row(field, row), ..rows])
     _ -> {
       let assert Ok(#(char, rest)) = string.pop_grapheme(input)
*** End Patch"""
    patch2 = """*** Begin Patch
*** Update File: test/gleam_csv_test.gleam
@@ pub fn trailing_newline_is_ignored_test() {
   gleam_csv.parse("a,b\\n")
   |> should.equal(Ok([["a", "b"]]))
 }
+
+pub fn lone_cr_line_endings_test() {
+  gleam_csv.parse("a,b\\r1,2")
+  |> should.equal(Ok([["a", "b"], ["1", "2"]]))
+}
*** End of File
*** End Patch"""
    fail = ("  Compiling gleam_stdlib\n  Compiling gleeunit\n  Compiling gleam_csv\n   Compiled in 1.84s\n    Running gleam_csv_test.main\n"
            ".....F...........\nFailures:\n\n  1) gleam_csv_test.crlf_line_endings_test: module 'gleam_csv_test'\n     Values were not equal\n"
            "     expected: Ok([[\"a\", \"b\"], [\"1\", \"2\"]])\n          got: Ok([[\"a\", \"b\\r\\n1\", \"2\"]])\n     output: \n\n"
            "Finished in 0.019 seconds\n17 tests, 1 failures\n")
    turns = [
        (cx("git status -sb && gleam --version", root), cx_out("## main...origin/main\ngleam 1.2.1\n", secs=0.1)),
        (cx("wc -l src/gleam_csv/parser.gleam test/gleam_csv_test.gleam", root),
         cx_out("  212 src/gleam_csv/parser.gleam\n  148 test/gleam_csv_test.gleam\n  360 total\n", secs=0.0)),
        (cx("gleam test", root, 300000), cx_out(fail, code=1, secs=6.2)),
        (cx("nl -ba src/gleam_csv/parser.gleam | sed -n '88,113p'", root), cx_out(numbered(DO_PARSE_GLEAM, 88) + "\n", secs=0.0)),
        (cx_patch(patch1, root), cx_out("Success. Updated the following files:\nM src/gleam_csv/parser.gleam\n", secs=0.0)),
        (cx("gleam test", root, 300000),
         cx_out("  Compiling gleam_csv\n   Compiled in 0.43s\n    Running gleam_csv_test.main\n.................\nFinished in 0.018 seconds\n17 tests, 0 failures\n", secs=1.9)),
        (cx("wc -l src/gleam_csv/parser.gleam", root), cx_out("214 src/gleam_csv/parser.gleam\n", secs=0.0)),
        (cx_patch(patch2, root), cx_out("Success. Updated the following files:\nM test/gleam_csv_test.gleam\n", secs=0.0)),
        (cx("gleam test", root, 300000),
         cx_out("  Compiling gleam_csv\n   Compiled in 0.39s\n    Running gleam_csv_test.main\n..................\nFinished in 0.020 seconds\n18 tests, 0 failures\n", secs=1.8)),
        (cx("git diff --stat", root),
         cx_out(" src/gleam_csv/parser.gleam | 6 ++++++\n test/gleam_csv_test.gleam  | 5 +++++\n 2 files changed, 11 insertions(+)\n", secs=0.0)),
        (cx("gleam format --check src test", root), cx_out("", secs=0.3)),
    ]
    rs.add("swe", "h61-swe-19", system("codex", root), turns,
           state="Gleam package gleam_csv at /home/noor/gleam_csv (gleam 1.2.1, Erlang target), branch main, clean tree.\n"
                 "Issue #6: files with Windows (CRLF) line endings are parsed into a single row.",
           bad=True, turn=7, kind="wc -l reports 214 lines for parser.gleam, but it had 212 and the only change was a patch adding 6 lines (218 expected; git diff --stat later confirms +6).")


# ---------------------------------------------------------------- 20 Nim / nimble test / OpenHands (contradiction: commit date of an unchanged HEAD)
SEMVER_SNIP = """proc cmpIdent(a, b: string): int =
  ## Compares two prerelease identifiers (semver 2.0.0, section 11.4).
  let aNum = a.allCharsInSet(Digits)
  let bNum = b.allCharsInSet(Digits)
  if aNum and bNum:
    result = cmp(a, b)
  elif aNum:
    result = -1
  elif bNum:
    result = 1
  else:
    result = cmp(a, b)

proc cmp*(a, b: Version): int =
  ## Semver precedence; build metadata is ignored.
  result = cmp(a.major, b.major)
  if result != 0: return
  result = cmp(a.minor, b.minor)
  if result != 0: return
  result = cmp(a.patch, b.patch)
  if result != 0: return
  if a.prerelease.len == 0 or b.prerelease.len == 0:
    # A version without prerelease has higher precedence.
    return cmp(b.prerelease.len, a.prerelease.len)
  for i in 0 ..< min(a.prerelease.len, b.prerelease.len):
    result = cmpIdent(a.prerelease[i], b.prerelease[i])
    if result != 0: return
  result = cmp(a.prerelease.len, b.prerelease.len)"""

TCOMPARE_NIM = """import std/unittest
import semverlite

suite "parsing":
  test "plain version":
    let v = parseVersion("1.2.3")
    check v.major == 1 and v.minor == 2 and v.patch == 3

  test "with prerelease":
    check parseVersion("1.0.0-alpha.1").prerelease == @["alpha", "1"]

  test "with build metadata":
    check parseVersion("1.0.0+20130313144700").build == @["20130313144700"]

  test "rejects leading zeros":
    expect ValueError:
      discard parseVersion("01.0.0")

suite "comparison":
  test "major minor patch":
    check parseVersion("1.2.3") < parseVersion("1.10.0")
    check parseVersion("2.0.0") > parseVersion("1.99.99")

  test "prerelease is lower than release":
    check parseVersion("1.0.0-rc.1") < parseVersion("1.0.0")

  test "prerelease numeric identifiers compare numerically":
    check parseVersion("1.0.0-alpha.2") < parseVersion("1.0.0-alpha.10")
    check parseVersion("1.0.0-rc.9") < parseVersion("1.0.0-rc.11")

  test "build metadata is ignored":
    check cmp(parseVersion("1.0.0+a"), parseVersion("1.0.0+b")) == 0"""


def t20(rs: RowSet) -> None:
    root = "/workspace/semverlite"
    src, tst = root + "/src/semverlite.nim", root + "/tests/tcompare.nim"
    start = 55

    def nimble(names_fail: tuple[str, ...], extra: bool, failing_checks: list[str]) -> str:
        out = ["  Verifying dependencies for semverlite@0.4.0", f"  Compiling {root}/tests/tcompare (from package semverlite) using c backend",
               "[Suite] parsing", "  [OK] plain version", "  [OK] with prerelease", "  [OK] with build metadata", "  [OK] rejects leading zeros", "",
               "[Suite] comparison", "  [OK] major minor patch", "  [OK] prerelease is lower than release"]
        out += failing_checks
        name = "prerelease numeric identifiers compare numerically"
        out.append(f"  [{'FAILED' if name in names_fail else 'OK'}] {name}")
        if extra:
            out.append("  [OK] numeric identifiers sort before alphanumeric ones")
        out.append("  [OK] build metadata is ignored")
        if names_fail:
            out += ["       Error: Execution failed with exit code 1", f"        ... Command: {root}/tests/tcompare"]
        else:
            out.append("   Success: All tests passed")
        return "\n".join(out)
    c1 = ln(TCOMPARE_NIM, 'parseVersion("1.0.0-alpha.2")')
    checks = [f"    {tst}({c1}, 32): Check failed: parseVersion(\"1.0.0-alpha.2\") < parseVersion(\"1.0.0-alpha.10\")",
              f"    {tst}({c1 + 1}, 29): Check failed: parseVersion(\"1.0.0-rc.9\") < parseVersion(\"1.0.0-rc.11\")"]
    old = "  if aNum and bNum:\n    result = cmp(a, b)"
    new = "  if aNum and bNum:\n    result = cmp(parseBiggestUInt(a), parseBiggestUInt(b))"
    fixed = SEMVER_SNIP.replace(old, new)
    ins = ln(TCOMPARE_NIM, 'parseVersion("1.0.0-rc.9")')
    new_test = ('\n  test "numeric identifiers sort before alphanumeric ones":\n'
                '    check parseVersion("1.0.0-alpha.1") < parseVersion("1.0.0-alpha.beta")\n'
                '    check parseVersion("1.0.0-2") < parseVersion("1.0.0-10")')
    tc2 = "\n".join(TCOMPARE_NIM.split("\n")[:ins] + new_test.split("\n") + TCOMPARE_NIM.split("\n")[ins:])
    bash_ = lambda c: call("execute_bash", command=c)  # noqa: E731
    turns = [
        (bash_("cd /workspace/semverlite && git log -1 --format='%H%n%an <%ae>%n%ad' --date=iso && git status -s"),
         oh_bash("e3b8d1a0c4f29765b1d8e2c3a7f04b6d95c1e8f2\nHiro Tanaka <hiro@semverlite.dev>\n2024-03-12 14:07:31 +0100", root)),
        (bash_("nimble test 2>&1 | tail -25"), oh_bash(nimble(("prerelease numeric identifiers compare numerically",), False, checks), root)),
        (bash_("grep -n 'proc cmpIdent' -A 11 src/semverlite.nim"),
         oh_bash("\n".join(f"{start + i}{':' if i == 0 else '-'}{line}" for i, line in enumerate(SEMVER_SNIP.split("\n")[:12])), root)),
        (call("str_replace_editor", command="view", path=src, view_range=[start + 13, start + 27]),
         cat_n(src, lines_of(SEMVER_SNIP, 14, 28), start + 13)),
        (call("str_replace_editor", command="str_replace", path=src, old_str=old, new_str=new),
         edited(src, lines_of(fixed, 1, 10), start)),
        (bash_("nimble test 2>&1 | tail -25"), oh_bash(nimble((), False, []), root)),
        (call("str_replace_editor", command="insert", path=tst, insert_line=ins, new_str=new_test),
         edited(tst, lines_of(tc2, ins - 3, ins + 6), ins - 3)),
        (bash_("nimble test 2>&1 | tail -25"), oh_bash(nimble((), True, []), root)),
        (bash_("git diff --stat"),
         oh_bash(" src/semverlite.nim  | 2 +-\n tests/tcompare.nim | 4 ++++\n 2 files changed, 5 insertions(+), 1 deletion(-)", root)),
        (bash_("git log -3 --format='%h %ad %an: %s' --date=iso"),
         oh_bash("e3b8d1a 2024-03-12 14:02:31 +0100 Hiro Tanaka: compare: ignore build metadata\n"
                 "5c07f3e 2024-03-11 21:40:12 +0100 Hiro Tanaka: parse: reject leading zeros in numeric identifiers\n"
                 "a91d2b6 2024-03-09 10:15:58 +0100 Mara Lindqvist: ci: test against Nim 2.0 and devel", root)),
        (bash_("nim --version | head -1"), oh_bash("Nim Compiler Version 2.0.4 [Linux: amd64]", root)),
        (bash_("git status -s"), oh_bash(" M src/semverlite.nim\n M tests/tcompare.nim", root)),
    ]
    rs.add("swe", "h61-swe-20", system("openhands", root), turns,
           state="Nim package semverlite 0.4.0 at /workspace/semverlite (Nim 2.0.4, nimble 0.16.1), clean tree.\n"
                 "Issue #12: prerelease identifiers are compared as strings, so 1.0.0-alpha.10 sorts before 1.0.0-alpha.2.",
           bad=True, turn=10, kind="git log dates HEAD e3b8d1a at 14:02:31, but turn 1 showed the same commit at 14:07:31 and no commit or rebase happened.")


# ---------------------------------------------------------------- 21 Julia / Pkg.test / Cline (clean)
MERGE_JL = '''"""
    merge!(a::Acc, b::Acc) -> a

Fold the observations summarised by `b` into `a` (Chan et al. parallel update).
"""
function merge!(a::Acc, b::Acc)
    b.n == 0 && return a
    if a.n == 0
        a.n, a.mean, a.m2 = b.n, b.mean, b.m2
        a.min, a.max = b.min, b.max
        return a
    end
    n = a.n + b.n
    delta = b.mean - a.mean
    a.mean += delta * b.n / n
    a.m2 += b.m2 + delta^2 * a.n / n
    a.n = n
    a.min = min(a.min, b.min)
    a.max = max(a.max, b.max)
    return a
end'''

RUNTESTS_JL = """using RunningStats
using Statistics
using Test

@testset "RunningStats" begin
    samples = [
        [1.0],
        [1.0, 2.0],
        [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0],
        collect(1.0:10.0),
        [-3.5, 0.0, 3.5],
        fill(42.0, 5),
        [1e9, 1e9 + 1, 1e9 + 2],
    ]

    @testset "basics" begin
        for xs in samples
            acc = fit!(Acc(), xs)
            @test nobs(acc) == length(xs)
            @test mean(acc) ≈ mean(xs)
        end
    end

    @testset "weighted" begin
        for xs in samples[2:end]
            w = collect(1.0:length(xs))
            acc = fit!(WeightedAcc(), xs, w)
            @test mean(acc) ≈ sum(w .* xs) / sum(w)
            @test weightsum(acc) ≈ sum(w)
        end
    end

    @testset "merge!" begin
        splits = [
            ([1.0, 2.0, 3.0], [4.0]),
            ([10.0], [20.0]),
            (collect(1.0:9.0), [100.0]),
            ([2.0, 4.0, 4.0, 4.0], [5.0, 5.0, 7.0, 9.0]),
        ]
        for (xs, ys) in splits
            a = fit!(Acc(), xs)
            b = fit!(Acc(), ys)
            merge!(a, b)
            @test nobs(a) == length(xs) + length(ys)
            @test mean(a) ≈ mean(vcat(xs, ys))
            @test var(a) ≈ var(vcat(xs, ys))
        end
    end
end"""


def _pkg_status(tmp: str) -> str:
    return (f"     Testing RunningStats\n      Status `/tmp/{tmp}/Project.toml`\n"
            "  [9c3e1a52] RunningStats v0.3.2 `~/.julia/dev/RunningStats`\n  [10745b16] Statistics v1.10.0\n  [8dfed614] Test v1.10.0\n"
            f"      Status `/tmp/{tmp}/Manifest.toml`\n  [9c3e1a52] RunningStats v0.3.2 `~/.julia/dev/RunningStats`\n"
            "  [56f22d72] Artifacts v1.11.0\n  [2a0f44e3] Base64\n  [b77e0a4c] InteractiveUtils\n  [8f399da3] Libdl\n"
            "  [37e2e46d] LinearAlgebra\n  [56ddb016] Logging\n  [d6f4376e] Markdown\n  [9a3f8284] Random\n  [ea8e919c] SHA v0.7.0\n"
            "  [9e88b42a] Serialization\n  [2f01184e] SparseArrays v1.10.0\n  [10745b16] Statistics v1.10.0\n  [8dfed614] Test v1.10.0\n"
            "  [e66e0078] CompilerSupportLibraries_jll v1.1.1+0\n  [4536629a] OpenBLAS_jll v0.3.23+4\n  [bea87d4a] SuiteSparse_jll v7.2.1+1\n"
            "  [8e850b90] libblastrampoline_jll v5.8.0+1\n     Testing Running tests...")


def t21(rs: RowSet) -> None:
    root = "/home/vera/.julia/dev/RunningStats"
    vline = ln(RUNTESTS_JL, "@test var(a) ≈")
    mline = ln(RUNTESTS_JL, '@testset "merge!"')
    fail = (_pkg_status("jl_Xk2P1q") + f"\nmerge!: Test Failed at {root}/test/runtests.jl:{vline}\n"
            "  Expression: var(a) ≈ var(vcat(xs, ys))\n   Evaluated: 2.642857142857143 ≈ 4.571428571428571\n\nStacktrace:\n"
            " [1] macro expansion\n   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]\n"
            f" [2] macro expansion\n   @ ~/.julia/dev/RunningStats/test/runtests.jl:{vline} [inlined]\n"
            " [3] macro expansion\n   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:1577 [inlined]\n"
            f" [4] macro expansion\n   @ ~/.julia/dev/RunningStats/test/runtests.jl:{mline} [inlined]\n"
            "Test Summary: | Pass  Fail  Total  Time\nRunningStats  |   37     1     38  2.1s\n  basics      |   14           14  0.2s\n"
            "  weighted    |   12           12  0.3s\n  merge!      |   11     1     12  0.9s\n"
            "ERROR: LoadError: Some tests did not pass: 37 passed, 1 failed, 0 errored, 0 broken.\n"
            f"in expression starting at {root}/test/runtests.jl:5\nERROR: Package RunningStats errored during testing")
    fixed = MERGE_JL.replace("a.m2 += b.m2 + delta^2 * a.n / n", "a.m2 += b.m2 + delta^2 * a.n * b.n / n")
    tests2 = RUNTESTS_JL.replace("            ([2.0, 4.0, 4.0, 4.0], [5.0, 5.0, 7.0, 9.0]),\n",
                                 "            ([2.0, 4.0, 4.0, 4.0], [5.0, 5.0, 7.0, 9.0]),\n            ([1.0, 2.0], [3.0, 4.0, 5.0]),\n")
    pre = "Precompiling project...\n  1 dependency successfully precompiled in 2 seconds. 3 already precompiled.\n"
    turns = [
        (cl_cmd("julia --project -e 'using Pkg; Pkg.test()'"), cl_out(fail)),
        (call("read_file", path="src/merge.jl"), MERGE_JL),
        (call("replace_in_file", path="src/merge.jl", diff="------- SEARCH\n    a.m2 += b.m2 + delta^2 * a.n / n\n=======\n    a.m2 += b.m2 + delta^2 * a.n * b.n / n\n+++++++ REPLACE"),
         cl_saved("src/merge.jl", fixed)),
        (cl_cmd("julia --project -e 'using Pkg; Pkg.test()'"),
         cl_out(pre + _pkg_status("jl_R7mWc9") + "\nTest Summary: | Pass  Total  Time\nRunningStats  |   38     38  1.8s\n     Testing RunningStats tests passed ")),
        (call("replace_in_file", path="test/runtests.jl",
              diff="------- SEARCH\n            ([2.0, 4.0, 4.0, 4.0], [5.0, 5.0, 7.0, 9.0]),\n=======\n            ([2.0, 4.0, 4.0, 4.0], [5.0, 5.0, 7.0, 9.0]),\n            ([1.0, 2.0], [3.0, 4.0, 5.0]),\n+++++++ REPLACE"),
         cl_saved("test/runtests.jl", tests2)),
        (cl_cmd("julia --project -e 'using Pkg; Pkg.test()'"),
         cl_out(_pkg_status("jl_c0TqLd") + "\nTest Summary: | Pass  Total  Time\nRunningStats  |   41     41  1.7s\n     Testing RunningStats tests passed ")),
        (cl_cmd("julia --project -e 'using RunningStats, Statistics; a = fit!(Acc(), [1.0, 2, 3, 4]); merge!(a, fit!(Acc(), [10.0, 20])); println(\"n=\", nobs(a), \" mean=\", mean(a), \" var=\", var(a))'"),
         cl_out("n=6 mean=6.666666666666667 var=52.66666666666667")),
        (cl_cmd("git diff --stat"),
         cl_out(" src/merge.jl     | 2 +-\n test/runtests.jl | 1 +\n 2 files changed, 2 insertions(+), 1 deletion(-)")),
    ]
    rs.add("swe", "h61-swe-21", system("cline", root), turns,
           state="VS Code workspace ~/.julia/dev/RunningStats (Julia 1.10.4 via juliaup; package RunningStats v0.3.2, developed with Pkg.develop).\n"
                 "Issue #4: `merge!` of two accumulators gives a variance that is too small when both sides hold more than one observation.")


# ---------------------------------------------------------------- 22 Erlang / rebar3 eunit / Claude Code (contradiction: locked dependency version)
ERL_ULID = """%% @doc ULID generation (https://github.com/ulid/spec).
-module(erl_ulid).

-export([new/0, monotonic/0, encode/2, timestamp/1, to_json/1]).

-define(LAST_KEY, {?MODULE, last}).
-define(ALPHABET, <<"0123456789ABCDEFGHJKMNPQRSTVWXYZ">>).

%% @doc Returns a new ULID for the current millisecond.
-spec new() -> binary().
new() ->
    encode(erlang:system_time(millisecond), crypto:strong_rand_bytes(10)).

%% @doc Returns a new ULID, strictly greater than the previous one
%% generated by this process within the same millisecond.
-spec monotonic() -> binary().
monotonic() ->
    Now = erlang:system_time(millisecond),
    Rand = case get(?LAST_KEY) of
               {Now, Prev} -> next_random(Prev);
               _ -> crypto:strong_rand_bytes(10)
           end,
    put(?LAST_KEY, {Now, Rand}),
    encode(Now, Rand).

next_random(_Prev) ->
    crypto:strong_rand_bytes(10).

%% @doc Encodes a 48-bit millisecond timestamp and 80 random bits.
-spec encode(non_neg_integer(), <<_:80>>) -> binary().
encode(Ms, <<Rand:80>>) when Ms < 1 bsl 48 ->
    <<Int:128>> = <<Ms:48, Rand:80>>,
    list_to_binary([char(Int bsr (5 * I) band 31) || I <- lists:seq(25, 0, -1)]).

%% @doc Extracts the millisecond timestamp of a ULID.
-spec timestamp(binary()) -> non_neg_integer().
timestamp(<<Ts:10/binary, _:16/binary>>) ->
    lists:foldl(fun(C, Acc) -> Acc * 32 + value(C) end, 0, binary_to_list(Ts)).

%% @doc ULID as a JSON string (via jsx).
-spec to_json(binary()) -> binary().
to_json(Ulid) ->
    jsx:encode(Ulid).

char(V) -> binary:at(?ALPHABET, V).

value(C) ->
    {Pos, 1} = binary:match(?ALPHABET, <<C>>),
    Pos."""


def t22(rs: RowSet) -> None:
    root = "/home/olu/src/erl_ulid"
    src = root + "/src/erl_ulid.erl"
    old = "next_random(_Prev) ->\n    crypto:strong_rand_bytes(10)."
    new = "next_random(Prev) ->\n    <<N:80>> = Prev,\n    <<(N + 1):80>>."
    fixed = ERL_ULID.replace(old, new)
    k = ln(fixed, "next_random(Prev) ->")
    tests = ["new_is_26_chars_test", "new_uses_crockford_alphabet_test", "monotonic_same_ms_test", "monotonic_new_ms_resets_test",
             "encode_known_vector_test", "encode_rejects_49_bit_ts_test", "timestamp_roundtrip_test", "sort_order_matches_time_test",
             "to_json_quotes_test", "many_unique_test"]
    eunit_fail = ("===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling erl_ulid\n===> Performing EUnit tests...\n"
                  "..F.......\nFailures:\n\n  1) erl_ulid_tests:monotonic_same_ms_test/0\n     Failure/Error: ?assert(A < B)\n"
                  "       expected: true\n            got: false\n"
                  "     %% /home/olu/src/erl_ulid/test/erl_ulid_tests.erl:41:in `erl_ulid_tests:-monotonic_same_ms_test/0-fun-0-/0`\n"
                  "     Output: \n\nFinished in 0.071 seconds\n10 tests, 1 failures\n===> Error running tests")
    eunit_ok = ("===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling erl_ulid\n===> Performing EUnit tests...\n"
                "..........\nFinished in 0.066 seconds\n10 tests, 0 failures")
    lock = ('{"1.2.0",\n[{<<"jsx">>,{pkg,<<"jsx">>,<<"3.0.0">>},0},\n {<<"telemetry">>,{pkg,<<"telemetry">>,<<"1.2.1">>},0}]}.\n[\n'
            '{pkg_hash,[\n {<<"jsx">>, <<"20A170ABD4335FC6DB24D5FAD1E5D677C55DADF83D1B20A8A33B5FE159892A39">>},\n'
            ' {<<"telemetry">>, <<"DAD9CE9D8EFFC621708F99EAC538EF1CBE05D6A874DD741DE2E689C47FEAFED5">>}]},\n'
            '{pkg_hash_ext,[\n {<<"jsx">>, <<"37BECA0435F5CA8A2F45F76A46211E76418FBEF80C36F0361C249FC75059DC6D">>},\n'
            ' {<<"telemetry">>, <<"A3A3C7E3B1D7A92E3C1B3B8E12F7C2E4A6C3B2E9D0F07A8C1E6B5D4C3A2F1E0D">>}]}\n].')
    turns = [
        (cc_bash("cd /home/olu/src/erl_ulid && rebar3 version && git status -sb", "Check tool versions and branch"),
         "rebar 3.23.0 on Erlang/OTP 26 Erts 14.2.5\n## fix/monotonic-increment...origin/fix/monotonic-increment"),
        (cc_bash("rebar3 tree", "Show the dependency tree"),
         "===> Verifying dependencies...\n├─ jsx─3.1.0 (hex package)\n└─ telemetry─1.2.1 (hex package)"),
        (cc_bash("rebar3 eunit", "Run the EUnit tests"), eunit_fail),
        (call("Read", file_path=src), cc_read(src, ERL_ULID)),
        (call("Edit", file_path=src, old_string=old, new_string=new), cc_edited(src, lines_of(fixed, k - 6, k + 6), k - 6)),
        (cc_bash("cat rebar.lock", "Check the locked dependency versions"), lock),
        (cc_bash("rebar3 eunit -v | tail -14", "Re-run the tests verbosely"),
         "===> Performing EUnit tests...\n======================== EUnit ========================\nmodule 'erl_ulid_tests'\n"
         + "\n".join(f"  erl_ulid_tests: {t}...ok" for t in tests[:8]) + "\n  [done in 0.052 s]\n=======================================================\n  All 10 tests passed."),
        (cc_bash("rebar3 eunit && git diff --stat", "Final run and change summary"),
         eunit_ok + "\n src/erl_ulid.erl | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)"),
    ]
    rs.add("swe", "h61-swe-22", system("claude", root), turns,
           state="Erlang library erl_ulid at /home/olu/src/erl_ulid (rebar3 3.23, OTP 26), branch fix/monotonic-increment.\n"
                 "Issue #3: two ULIDs from monotonic/0 within the same millisecond are not guaranteed to sort in creation order.",
           bad=True, turn=6, kind="rebar.lock locks jsx at 3.0.0, but rebar3 tree showed jsx 3.1.0 and no dependency was upgraded or unlocked.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
