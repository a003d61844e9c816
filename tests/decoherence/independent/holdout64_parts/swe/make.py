# ruff: noqa: E501
"""Held-out set h64, domain ``swe``: 22 coding-agent sandbox trajectories, 11 with exactly one contradiction.

Each trajectory drives a repository through one agent harness (OpenHands, SWE-agent, Claude Code, Gemini CLI,
Aider, Cline, Codex CLI) and one toolchain (cargo, go test, CMake/ctest, pytest, terraform test, helm unittest,
alembic, dbt, molecule, vitest, gradle, zig build, cabal, dune, meson, nimble, sqitch, rebar3, gleam, fpm,
Julia Pkg.test, crystal spec). Clean trajectories are full of legitimate change (edits, renames, deletions,
reverts, new runs with new ids and times); bad ones hold one detail that comes back changed with no action that
could change it. Labels give the 1-based turn whose observation first contradicts an earlier one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    RowSet,
    bash,
    call,
    edited,
    editor,
    gem_run,
    gshell,
    oh_bash,
    pj,
)

# ---------------------------------------------------------------------------------------------------------------
# System prompt: the official swe template, shortened, with each harness's tool definitions filled in.
# ---------------------------------------------------------------------------------------------------------------

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

The context will be provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Resources created in previous turns persist and can be referenced in subsequent turns. State transitions must be **deterministic** and **traceable**; maintain an implicit file system tree reflecting all file operations.

- Values established in prior turns (file paths, content, commit hashes, test counts, etc.) must be reused accurately. Do not fabricate or alter previously established information.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.
- For shell commands, consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors). Provide realistic timestamps; background PIDs get plausible values.
- Simulate appropriate errors: `No such file or directory`, `command not found` (exit 127), `Permission denied`, PEP 668 errors for pip, realistic build and test failures.

---

# Key Principles

- **Format**: Match the real tool's output format exactly (structure, indentation, alignment, line breaks, field ordering, special markers).
- **Factuality**: Content aligns with actual tool behavior; no fabricated paths or system information.
- **Consistency**: Correctly reference resources from previous turns; respect create → modify → delete; no contradictions with historical information.
- **Realism**: Reasonable file sizes, timestamps, PIDs, durations; tool-specific behavioral patterns.
- **Quality**: No unreasonable truncation; sufficient detail for subsequent reasoning.

---

# Input Definitions & Action Space

You can simulate the following tools:

{tool_definitions}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the tool's output after **Environment Observation:**."""


def T(name: str, desc: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": desc,
                                             "parameters": {"type": "object", "properties": props, "required": required}}}


def s(desc: str) -> dict[str, Any]:
    return {"type": "string", "description": desc}


def i(desc: str) -> dict[str, Any]:
    return {"type": "integer", "description": desc}


def b(desc: str) -> dict[str, Any]:
    return {"type": "boolean", "description": desc}


OH_TOOLS = [
    T("execute_bash", "Execute a bash command in the terminal within a persistent shell session. Long running commands should be run in the background. Output is followed by the exit code and the working directory.",
      {"command": s("The bash command to execute."), "is_input": s("If 'true', the command is an input to the running process."), "timeout": {"type": "number", "description": "Optional hard timeout in seconds."}}, ["command"]),
    T("str_replace_editor", "Custom editing tool for viewing, creating and editing files in plain-text format. `view` on a file shows `cat -n` output; `str_replace` replaces exactly one occurrence of old_str; `create` cannot overwrite; `undo_edit` reverts the last edit.",
      {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": s("Absolute path to file or directory."),
       "file_text": s("Content for `create`."), "old_str": s("String to replace."), "new_str": s("Replacement string."), "insert_line": i("Line after which to insert."),
       "view_range": {"type": "array", "items": {"type": "integer"}, "description": "[start, end] line range for `view`."}}, ["command", "path"]),
]

SWEA_TOOLS = [
    T("bash", "Run a shell command in the repository container. Commands that produce no output print 'Your command ran successfully and did not produce any output.'", {"command": s("The command to run.")}, ["command"]),
    T("open", "Open the file at the given path in the editor window (100 lines). If line_number is given, the window is moved to include that line.", {"path": s("Path of the file."), "line_number": i("Line to center on.")}, ["path"]),
    T("goto", "Move the window to show line_number.", {"line_number": i("Line number.")}, ["line_number"]),
    T("create", "Create and open a new, empty file.", {"filename": s("Name of the file.")}, ["filename"]),
    T("edit", "Replace lines start_line through end_line (inclusive) of the open file with replacement_text. Indentation matters.", {"start_line": i("First line."), "end_line": i("Last line."), "replacement_text": s("New text.")}, ["start_line", "end_line", "replacement_text"]),
    T("search_file", "Search for search_term in the open file or the given file.", {"search_term": s("Term."), "file": s("File to search (default: open file).")}, ["search_term"]),
    T("search_dir", "Search for search_term in all files under dir.", {"search_term": s("Term."), "dir": s("Directory (default: current).")}, ["search_term"]),
    T("find_file", "Find files whose name matches file_name (shell glob) under dir.", {"file_name": s("Name or glob."), "dir": s("Directory (default: current).")}, ["file_name"]),
    T("submit", "Submit the current state of the repository; prints the patch.", {}, []),
]

CC_TOOLS = [
    T("Bash", "Executes a bash command in a persistent shell session with optional timeout. Returns stdout and stderr.", {"command": s("The command to execute."), "description": s("5-10 word description."), "timeout": i("Timeout in milliseconds (max 600000).")}, ["command"]),
    T("Read", "Reads a file from the local filesystem. Results are returned using cat -n format, with line numbers starting at 1.", {"file_path": s("Absolute path."), "offset": i("Line to start reading from."), "limit": i("Number of lines to read.")}, ["file_path"]),
    T("Edit", "Performs exact string replacements in files. old_string must be unique in the file unless replace_all is set.", {"file_path": s("Absolute path."), "old_string": s("Text to replace."), "new_string": s("Replacement text."), "replace_all": b("Replace all occurrences.")}, ["file_path", "old_string", "new_string"]),
    T("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": s("Absolute path."), "content": s("Content.")}, ["file_path", "content"]),
    T("Grep", "A search tool built on ripgrep. output_mode: content, files_with_matches (default) or count.", {"pattern": s("Regex."), "path": s("File or directory."), "glob": s("Glob filter."), "output_mode": s("content | files_with_matches | count"), "-n": b("Show line numbers.")}, ["pattern"]),
    T("Glob", "Fast file pattern matching; returns matching paths sorted by modification time.", {"pattern": s("Glob pattern."), "path": s("Directory.")}, ["pattern"]),
]

GEM_TOOLS = [
    T("list_directory", "Lists the names of files and subdirectories directly within a specified directory path.", {"path": s("Absolute path.")}, ["path"]),
    T("read_file", "Reads and returns the content of a specified file. For large files, use offset and limit.", {"absolute_path": s("Absolute path."), "offset": i("0-based line offset."), "limit": i("Maximum lines.")}, ["absolute_path"]),
    T("write_file", "Writes content to a specified file in the local filesystem.", {"file_path": s("Absolute path."), "content": s("Content.")}, ["file_path", "content"]),
    T("replace", "Replaces text within a file. old_string must match exactly, including whitespace.", {"file_path": s("Absolute path."), "old_string": s("Exact text."), "new_string": s("Replacement."), "expected_replacements": i("Number of replacements expected.")}, ["file_path", "old_string", "new_string"]),
    T("search_file_content", "Searches for a regular expression pattern within the content of files.", {"pattern": s("Regex."), "path": s("Directory."), "include": s("Glob filter.")}, ["pattern"]),
    T("glob", "Finds files matching specific glob patterns, sorted by modification time (newest first).", {"pattern": s("Glob."), "path": s("Directory.")}, ["pattern"]),
    T("run_shell_command", "Executes a given shell command as `bash -c <command>`. Returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs, Process Group PGID.", {"command": s("Exact bash command."), "description": s("Brief description."), "directory": s("Directory relative to project root.")}, ["command"]),
]

AIDER_TOOLS = [
    T("aider_command", "Type a slash command into the aider chat (/add, /drop, /run, /git, /test, /undo, /diff, /tokens). Output is what aider prints, including its prompts and their answers.", {"command": s("The slash command line.")}, ["command"]),
    T("apply_edits", "Send the assistant's SEARCH/REPLACE blocks to aider, which applies them to files in the chat and auto-commits.", {"edits": s("One or more fenced SEARCH/REPLACE blocks.")}, ["edits"]),
]

CLINE_TOOLS = [
    T("execute_command", "Execute a CLI command in the workspace's terminal. Output is returned after 'Command executed.'", {"command": s("Command."), "requires_approval": b("Whether approval is needed.")}, ["command", "requires_approval"]),
    T("read_file", "Read the contents of a file at the specified path (relative to the workspace).", {"path": s("Path.")}, ["path"]),
    T("write_to_file", "Write content to a file, creating or overwriting it.", {"path": s("Path."), "content": s("Content.")}, ["path", "content"]),
    T("replace_in_file", "Replace sections of a file using SEARCH/REPLACE blocks.", {"path": s("Path."), "diff": s("SEARCH/REPLACE blocks.")}, ["path", "diff"]),
    T("list_files", "List files and directories within the specified directory.", {"path": s("Path."), "recursive": b("List recursively.")}, ["path"]),
    T("search_files", "Regex search across files in a directory, with surrounding context.", {"path": s("Directory."), "regex": s("Rust regex."), "file_pattern": s("Glob filter.")}, ["path", "regex"]),
]

CODEX_TOOLS = [
    T("shell", "Runs a shell command and returns its output as JSON with `output` and `metadata` (exit_code, duration_seconds). Use [\"apply_patch\", patch] to edit files.", {"command": {"type": "array", "items": {"type": "string"}, "description": "argv, e.g. [\"bash\", \"-lc\", \"ls\"]."}, "workdir": s("Working directory."), "timeout_ms": i("Timeout in milliseconds.")}, ["command"]),
]


def system(harness: str, root: str, tools: list[dict[str, Any]]) -> str:
    head = f"Harness: {harness}. Workspace root: {root}.\n\n"
    return BASE.replace("{tool_definitions}", head + pj(tools))


# ---------------------------------------------------------------------------------------------------------------
# Per-harness action and observation helpers.
# ---------------------------------------------------------------------------------------------------------------


def numbered(text: str, start: int = 1, sep: str = "\t", width: int = 6) -> str:
    return "\n".join(f"{n:{width}d}{sep}{line}" for n, line in enumerate(text.split("\n"), start))


# Claude Code
def cc_bash(cmd: str, what: str) -> str:
    return call("Bash", command=cmd, description=what)


def cc_read_call(path: str, offset: int | None = None, limit: int | None = None) -> str:
    kw: dict[str, Any] = {"file_path": path}
    if offset is not None:
        kw["offset"] = offset
    if limit is not None:
        kw["limit"] = limit
    return call("Read", **kw)


def cc_read(text: str, start: int = 1) -> str:
    return numbered(text, start, "→")


def cc_edited(path: str, text: str, start: int) -> str:
    return f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + cc_read(text, start)


# Codex CLI
def cx(cmd: str, workdir: str, timeout_ms: int | None = None) -> str:
    kw: dict[str, Any] = {"command": ["bash", "-lc", cmd], "workdir": workdir}
    if timeout_ms:
        kw["timeout_ms"] = timeout_ms
    return call("shell", **kw)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(out: str, code: int = 0, dur: float = 0.3) -> str:
    return pj({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}})


# SWE-agent
def swe(body: str, open_file: str, cwd: str) -> str:
    return (body.rstrip("\n") + "\n" if body else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swe_window(path: str, text: str, first: int, total: int) -> str:
    lines = text.split("\n")
    above = first - 1
    below = total - (first + len(lines) - 1)
    out = f"[File: {path} ({total} lines total)]\n"
    if above > 0:
        out += f"({above} more lines above)\n"
    out += "\n".join(f"{n}:{line}" for n, line in enumerate(lines, first))
    if below > 0:
        out += f"\n({below} more lines below)"
    return out


SWE_EDITED = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."


# Cline
def cl_cmd(out: str) -> str:
    return "Command executed.\nOutput:\n" + out.rstrip("\n")


def cl_saved(path: str, content: str) -> str:
    return (f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was saved:\n\n"
            f"<final_file_content path=\"{path}\">\n{content.rstrip(chr(10))}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
            "This content reflects the current state of the file, including any auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). "
            "Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


# Aider
def ai_cmd(cmd: str) -> str:
    return call("aider_command", command=cmd)


def ai_edit(edits: str) -> str:
    return call("apply_edits", edits=edits)


def ai_run(out: str, lines: int, tokens: str) -> str:
    return out.rstrip("\n") + f"\nAdd {tokens} tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {lines} lines of output to the chat."


def sr(path: str, search: str, replace: str, lang: str = "") -> str:
    return f"{path}\n```{lang}\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


# Gemini CLI
def g_read(path: str) -> str:
    return call("read_file", absolute_path=path)


def g_trunc(text: str, first: int, total: int) -> str:
    last = first + len(text.split("\n")) - 1
    return (f"[File content truncated: showing lines {first}-{last} of {total} total lines. Use offset/limit parameters to view more.]\n" + text)


# ---------------------------------------------------------------------------------------------------------------
# 01  Rust crate, cargo test, OpenHands — clean
# ---------------------------------------------------------------------------------------------------------------

RUST_TESTS = [
    "builder::tests::from_iter_small", "builder::tests::from_iter_reserves", "builder::tests::push_str_many",
    "iter::tests::chars_roundtrip", "iter::tests::chunks_forward", "iter::tests::chunks_rev", "iter::tests::lines_trailing_newline",
    "metrics::tests::char_count_ascii", "metrics::tests::char_count_multibyte", "metrics::tests::line_count",
    "node::tests::concat_balances", "node::tests::insert_middle", "node::tests::leaf_meta_compute",
    "node::tests::remove_range", "node::tests::split_at_ascii", "node::tests::split_at_end",
    "node::tests::split_at_multibyte", "node::tests::split_empty", "rope::tests::append_rope",
    "rope::tests::byte_slice", "rope::tests::eq_across_chunking", "rope::tests::insert_char", "rope::tests::to_string_large",
]


def rust_run(fail: bool, secs: str, compile_secs: str) -> str:
    lines = [
        "   Compiling tinyrope v0.4.2 (/workspace/tinyrope)",
        f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {compile_secs}",
        "     Running unittests src/lib.rs (target/debug/deps/tinyrope-5d1f0c2a9e7b3346)",
        "",
        "running 23 tests",
    ]
    for t in RUST_TESTS:
        lines.append(f"test {t} ... {'FAILED' if fail and t.endswith('split_at_multibyte') else 'ok'}")
    lines.append("")
    if fail:
        lines += [
            "failures:", "", "---- node::tests::split_at_multibyte stdout ----", "",
            "thread 'node::tests::split_at_multibyte' panicked at src/node.rs:142:36:",
            "byte index 3 is not a char boundary; it is inside 'è' (bytes 2..4) of `crème brûlée`",
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "",
            "failures:", "    node::tests::split_at_multibyte", "",
            f"test result: FAILED. 22 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}", "",
            "error: test failed, to rerun pass `--lib`",
        ]
    else:
        lines += [
            f"test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}", "",
            "     Running tests/proptest_ops.rs (target/debug/deps/proptest_ops-a07e6b91d2c4f815)", "",
            "running 3 tests",
            "test prop_insert_then_remove_is_identity ... ok",
            "test prop_split_concat_roundtrip ... ok",
            "test prop_len_matches_string ... ok", "",
            "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.87s", "",
            "   Doc-tests tinyrope", "",
            "running 4 tests",
            "test src/rope.rs - rope::Rope::insert (line 88) ... ok",
            "test src/rope.rs - rope::Rope::from_str (line 41) ... ok",
            "test src/iter.rs - iter::Chunks (line 12) ... ok",
            "test src/lib.rs - (line 5) ... ok", "",
            "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s",
        ]
    return "\n".join(lines)


RUST_NODE_BEFORE = """    /// Splits this leaf at the given char index, returning the right half.
    pub fn split_leaf(&mut self, char_idx: usize) -> Leaf {
        debug_assert!(char_idx <= self.meta.chars);
        if char_idx == self.meta.chars {
            return Leaf::default();
        }
        // TODO: this assumes ASCII
        let (left, right) = {
            let (l, r) = self.text.split_at(char_idx);
            (l.to_owned(), r.to_owned())
        };
        self.text = left;
        self.meta = LeafMeta::compute(&self.text);
        Leaf::new(right)
    }

    pub fn char_to_byte(&self, char_idx: usize) -> usize {
        self.text
            .char_indices()
            .nth(char_idx)
            .map_or(self.text.len(), |(b, _)| b)
    }"""

RUST_NODE_AFTER = """        if char_idx == self.meta.chars {
            return Leaf::default();
        }
        let byte_idx = self.char_to_byte(char_idx);
        let (left, right) = {
            let (l, r) = self.text.split_at(byte_idx);
            (l.to_owned(), r.to_owned())
        };
        self.text = left;
        self.meta = LeafMeta::compute(&self.text);"""


def t01(rs: RowSet) -> None:
    root = "/workspace/tinyrope"
    sysm = system("OpenHands CodeActAgent", root, OH_TOOLS)
    state = ("OpenHands sandbox (Ubuntu 22.04, rustc 1.79.0, cargo 1.79.0). Repository /workspace/tinyrope cloned from "
             "github.com/ferrous-text/tinyrope at main. Issue #57: `Rope::split_off` panics on non-ASCII text.")
    turns = [
        (bash("cd /workspace/tinyrope && git log --oneline -4 && git status -sb"),
         oh_bash("e41b07d (HEAD -> main, origin/main, origin/HEAD) node: cache char counts in leaf metadata\n"
                 "3a9f2c8 iter: add Chunks::rev()\nb7d0165 bump criterion to 0.5\n09c44ea builder: reserve capacity from size hint\n"
                 "## main...origin/main", root)),
        (bash("cargo test 2>&1 | tail -n 60"), oh_bash(rust_run(True, "0.02s", "7.12s"), root, 0)),
        (editor("view", f"{root}/src/node.rs", view_range=[134, 155]),
         "Here's the result of running `cat -n` on /workspace/tinyrope/src/node.rs:\n" + numbered(RUST_NODE_BEFORE, 134)),
        (editor("str_replace", f"{root}/src/node.rs",
                old_str="        // TODO: this assumes ASCII\n        let (left, right) = {\n            let (l, r) = self.text.split_at(char_idx);",
                new_str="        let byte_idx = self.char_to_byte(char_idx);\n        let (left, right) = {\n            let (l, r) = self.text.split_at(byte_idx);"),
         edited(f"{root}/src/node.rs", RUST_NODE_AFTER, 137)),
        (bash("cargo test 2>&1 | tail -n 60"), oh_bash(rust_run(False, "0.01s", "3.46s"), root)),
        (bash('git checkout -b fix/split-leaf-utf8 && git commit -qam "node: split leaves on char boundaries (#57)" && git log --oneline -3'),
         oh_bash("Switched to a new branch 'fix/split-leaf-utf8'\n"
                 "5c2e9a1 (HEAD -> fix/split-leaf-utf8) node: split leaves on char boundaries (#57)\n"
                 "e41b07d (origin/main, origin/HEAD, main) node: cache char counts in leaf metadata\n3a9f2c8 iter: add Chunks::rev()", root)),
        (bash("git diff main --stat && git status -sb && git show --format='%H%n%an <%ae>' -s HEAD"),
         oh_bash(" src/node.rs | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n## fix/split-leaf-utf8\n"
                 "5c2e9a1f0b7d34e6a18c2f9d07b45e3c61a8d902\nopenhands <openhands@all-hands.dev>", root)),
        (bash("cargo clippy --all-targets -q 2>&1 | tail -n 20; echo clippy-exit=$?"),
         oh_bash("warning: length comparison to zero\n  --> src/builder.rs:63:12\n   |\n63 |         if self.pending.len() == 0 {\n"
                 "   |            ^^^^^^^^^^^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `self.pending.is_empty()`\n   |\n"
                 "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#len_zero\n"
                 "   = note: `#[warn(clippy::len_zero)]` on by default\n\nclippy-exit=0", root)),
    ]
    rs.add("swe", "h64-swe-01", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 02  Go module, go test, Gemini CLI — bad: git diff shows a different refill line than the replace wrote
# ---------------------------------------------------------------------------------------------------------------

GO_LIMITER = """// Tokens reports the number of tokens currently available.
func (l *Limiter) Tokens() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.refill(l.clock.Now())
	return l.tokens
}

// refill adds tokens for the time elapsed since the last refill. Callers hold l.mu.
func (l *Limiter) refill(now time.Time) {
	elapsed := now.Sub(l.last)
	// a clock that went backwards adds nothing
	if elapsed <= 0 {
		return
	}
	add := int(elapsed.Seconds()) * l.rate
	if add == 0 {
		return
	}
	l.tokens += add
	if l.tokens > l.burst {
		l.tokens = l.burst
	}
	l.last = l.last.Add(time.Duration(float64(add) / float64(l.rate) * float64(time.Second)))
}

// Allow reports whether one token is available and consumes it.
func (l *Limiter) Allow() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.refill(l.clock.Now())
	if l.tokens == 0 {
		return false
	}"""

GO_VTESTS = [
    ("TestBucket_TakeUntilEmpty", "0.00"), ("TestBucket_Capacity", "0.00"), ("TestBucket_ConcurrentTake", "0.04"),
    ("TestNew_InvalidRate", "0.00"), ("TestNew_BurstDefaultsToRate", "0.00"), ("TestLimiter_AllowDrains", "0.00"),
    ("TestLimiter_RefillAfterIdle", "0.00"), ("TestLimiter_RefillCapsAtBurst", "0.00"), ("TestLimiter_ClockBackwards", "0.00"),
    ("TestLimiter_Wait", "0.31"), ("TestLimiter_WaitContextCanceled", "0.05"),
]


def t02(rs: RowSet) -> None:
    root = "/home/dev/ratelimit"
    sysm = system("Gemini CLI 0.4.1", root, GEM_TOOLS)
    state = ("Gemini CLI session in /home/dev/ratelimit (module github.com/kestrel-io/ratelimit, go1.22.5 linux/amd64), "
             "branch main, clean worktree. Task: TestLimiter_RefillAfterIdle fails on CI.")
    vt = "\n".join(f"=== RUN   {n}\n--- PASS: {n} ({d}s)" for n, d in GO_VTESTS)
    turns = [
        (call("list_directory", path=root),
         "Directory listing for /home/dev/ratelimit:\n[DIR] .github\n[DIR] internal\n.gitignore\nLICENSE\nREADME.md\nbucket.go\n"
         "bucket_test.go\ngo.mod\ngo.sum\nlimiter.go\nlimiter_test.go\n\n(2 git-ignored)"),
        (gshell("go test ./... 2>&1", "Run the whole test suite"),
         gem_run("go test ./... 2>&1",
                 "--- FAIL: TestLimiter_RefillAfterIdle (0.00s)\n    limiter_test.go:88: after 750ms idle: Tokens() = 0, want 7\nFAIL\n"
                 "FAIL\tgithub.com/kestrel-io/ratelimit\t0.418s\nok  \tgithub.com/kestrel-io/ratelimit/internal/clock\t0.006s\nFAIL",
                 code=1, pgid=48213)),
        (call("read_file", absolute_path=f"{root}/limiter.go", offset=39, limit=34), g_trunc(GO_LIMITER, 40, 131)),
        (call("replace", file_path=f"{root}/limiter.go", old_string="	add := int(elapsed.Seconds()) * l.rate",
              new_string="	add := int(elapsed.Seconds() * float64(l.rate))", expected_replacements=1),
         "Successfully modified file: /home/dev/ratelimit/limiter.go (1 replacements)."),
        (gshell("go test -count=1 -v ./... 2>&1 | tail -n 40", "Rerun tests verbosely without cache"),
         gem_run("go test -count=1 -v ./... 2>&1 | tail -n 40",
                 vt + "\nPASS\nok  \tgithub.com/kestrel-io/ratelimit\t0.827s\n=== RUN   TestFake_Advance\n--- PASS: TestFake_Advance (0.00s)\n"
                 "=== RUN   TestFake_AfterFires\n--- PASS: TestFake_AfterFires (0.00s)\nPASS\nok  \tgithub.com/kestrel-io/ratelimit/internal/clock\t0.005s",
                 pgid=48377)),
        (gshell("git status --short && git diff", "Review the change"),
         gem_run("git status --short && git diff",
                 " M limiter.go\ndiff --git a/limiter.go b/limiter.go\nindex 3b8e2f1..a94c07d 100644\n--- a/limiter.go\n+++ b/limiter.go\n"
                 "@@ -52,7 +52,7 @@ func (l *Limiter) refill(now time.Time) {\n \tif elapsed <= 0 {\n \t\treturn\n \t}\n"
                 "-\tadd := int(elapsed.Seconds()) * l.rate\n+\tadd := int(elapsed.Seconds() * float64(l.burst))\n \tif add == 0 {\n \t\treturn\n \t}",
                 pgid=48402)),
        (gshell('git commit -am "limiter: keep fractional seconds when refilling"', "Commit the fix"),
         gem_run('git commit -am "limiter: keep fractional seconds when refilling"',
                 "[main 1f7c3d2] limiter: keep fractional seconds when refilling\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=48431)),
    ]
    rs.add("swe", "h64-swe-02", sysm, turns, state=state, bad=True, turn=6,
           kind="git diff shows the new refill line multiplying by l.burst, but the replace at turn 4 wrote float64(l.rate)")

# ---------------------------------------------------------------------------------------------------------------
# 03  C library, CMake + ctest, SWE-agent — bad: search shows the pop line with `% q->cap` instead of `& q->mask`
# ---------------------------------------------------------------------------------------------------------------

RINGQ = """/* ringq.c - bounded single-producer/single-consumer ring queue.
 *
 * Capacity must be a power of two so that indices can be masked.
 */
#include "ringq.h"

#include <stdlib.h>
#include <string.h>

static int is_pow2(uint32_t n) { return n && !(n & (n - 1)); }

int ringq_init(ringq_t *q, uint32_t capacity) {
    if (!is_pow2(capacity)) {
        return RINGQ_EINVAL;
    }
    q->buf = calloc(capacity, sizeof(void *));
    if (q->buf == NULL) {
        return RINGQ_ENOMEM;
    }
    q->cap = capacity;
    q->mask = capacity - 1;
    q->head = 0;
    q->tail = 0;
    return RINGQ_OK;
}

void ringq_free(ringq_t *q) {
    free(q->buf);
    q->buf = NULL;
    q->cap = q->mask = 0;
}

int ringq_push(ringq_t *q, void *item) {
    if (ringq_size(q) == q->cap) {
        return RINGQ_EFULL;
    }
    q->buf[q->head & q->mask] = item;
    q->head = (q->head + 1) & q->mask;
    return RINGQ_OK;
}

int ringq_pop(ringq_t *q, void **out) {
    if (q->head == q->tail) {
        return RINGQ_EEMPTY;
    }
    *out = q->buf[q->tail & q->mask];
    q->tail = (q->tail + 1) & q->mask;
    return RINGQ_OK;
}

int ringq_peek(const ringq_t *q, void **out) {
    if (q->head == q->tail) {
        return RINGQ_EEMPTY;
    }
    *out = q->buf[q->tail & q->mask];
    return RINGQ_OK;
}

uint32_t ringq_size(const ringq_t *q) {
    return q->head - q->tail;
}

void ringq_clear(ringq_t *q) {
    q->head = q->tail = 0;
    memset(q->buf, 0, q->cap * sizeof(void *));
}"""


def ringq_with(**repl: str) -> str:
    lines = RINGQ.split("\n")
    for k, v in repl.items():
        lines[int(k[1:]) - 1] = v
    return "\n".join(lines)


def grep_lines(text: str, term: str, shown: dict[int, str] | None = None) -> tuple[str, int]:
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        if term in line:
            out.append(f"Line {n}:{(shown or {}).get(n, line)}")
    return "\n".join(out), len(out)


def t03(rs: RowSet) -> None:
    root, path = "/repo", "/repo/src/ringq.c"
    sysm = system("SWE-agent 1.0 (windowed file viewer, function calling)", root, SWEA_TOOLS)
    state = ("Container with /repo = libringq (C11, CMake 3.22, gcc 11.4.0). Issue: \"ringq_size() returns a huge number "
             "after the queue wraps around\". No file is open.")
    ctest_fail = """[ 58%] Built target test_push_pop
[ 66%] Linking C executable tests/test_full_empty
[ 75%] Built target test_full_empty
[ 83%] Linking C executable tests/test_wraparound
[ 91%] Built target test_wraparound
[100%] Built target test_clear
Test project /repo/build
    Start 1: test_init
1/6 Test #1: test_init ........................   Passed    0.00 sec
    Start 2: test_push_pop
2/6 Test #2: test_push_pop ....................   Passed    0.00 sec
    Start 3: test_full_empty
3/6 Test #3: test_full_empty ..................***Failed    0.00 sec
test_full_empty.c:22: ringq_push(&q, &v[4]) == RINGQ_EFULL failed (got 0)

    Start 4: test_wraparound
4/6 Test #4: test_wraparound ..................***Failed    0.00 sec
test_wraparound.c:41: ringq_size(&q) == 3 failed (got 4294967295)

    Start 5: test_peek
5/6 Test #5: test_peek ........................   Passed    0.00 sec
    Start 6: test_clear
6/6 Test #6: test_clear .......................   Passed    0.00 sec

67% tests passed, 2 tests failed out of 6

Total Test time (real) =   0.01 sec

The following tests FAILED:
\t  3 - test_full_empty (Failed)
\t  4 - test_wraparound (Failed)
Errors while running CTest"""
    head_hits, nh = grep_lines(RINGQ, "q->head")
    tail_hits, nt = grep_lines(RINGQ, "q->tail", {47: "    q->tail = (q->tail + 1) % q->cap;"})
    after_head = ringq_with(L38="    q->head++;")
    after_both = ringq_with(L38="    q->head++;", L47="    q->tail++;")
    diff = """diff --git a/src/ringq.c b/src/ringq.c
index 6d2a0f3..c81e5b7 100644
--- a/src/ringq.c
+++ b/src/ringq.c
@@ -35,7 +35,7 @@ int ringq_push(ringq_t *q, void *item) {
         return RINGQ_EFULL;
     }
     q->buf[q->head & q->mask] = item;
-    q->head = (q->head + 1) & q->mask;
+    q->head++;
     return RINGQ_OK;
 }
\x20
@@ -44,7 +44,7 @@ int ringq_pop(ringq_t *q, void **out) {
         return RINGQ_EEMPTY;
     }
     *out = q->buf[q->tail & q->mask];
-    q->tail = (q->tail + 1) & q->mask;
+    q->tail++;
     return RINGQ_OK;
 }
 """
    turns = [
        (call("bash", command="cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug > /dev/null && cmake --build build -j8 2>&1 | tail -n 6 && (cd build && ctest --output-on-failure)"),
         swe(ctest_fail, "n/a", root)),
        (call("open", path="src/ringq.c"), swe(swe_window(path, RINGQ, 1, 66), path, root)),
        (call("search_file", search_term="q->head"),
         swe(f'Found {nh} matches for "q->head" in {path}:\n{head_hits}\nEnd of matches for "q->head" in {path}', path, root)),
        (call("search_file", search_term="q->tail"),
         swe(f'Found {nt} matches for "q->tail" in {path}:\n{tail_hits}\nEnd of matches for "q->tail" in {path}', path, root)),
        (call("edit", start_line=38, end_line=38, replacement_text="    q->head++;"),
         swe(swe_window(path, after_head, 1, 66) + "\n" + SWE_EDITED, path, root)),
        (call("edit", start_line=47, end_line=47, replacement_text="    q->tail++;"),
         swe(swe_window(path, after_both, 1, 66) + "\n" + SWE_EDITED, path, root)),
        (call("bash", command="cmake --build build 2>&1 | tail -n 3 && cd build && ctest 2>&1 | tail -n 6"),
         swe("[ 25%] Built target ringq\n[ 91%] Built target test_wraparound\n[100%] Built target test_clear\n"
             "6/6 Test #6: test_clear .......................   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 6\n\n"
             "Total Test time (real) =   0.02 sec", path, "/repo/build")),
        (call("bash", command="cd /repo && git diff"), swe(diff, path, root)),
        (call("submit"), swe(diff, path, root)),
    ]
    rs.add("swe", "h64-swe-03", sysm, turns, state=state, bad=True, turn=4,
           kind="search_file shows line 47 as `q->tail = (q->tail + 1) % q->cap;` though the opened file had `& q->mask` and nothing was edited")

# ---------------------------------------------------------------------------------------------------------------
# 04  Python data library (pandas), pytest, Claude Code — clean
# ---------------------------------------------------------------------------------------------------------------

GAPS = '''"""Gap detection and filling for regularly sampled time series."""

from __future__ import annotations

import pandas as pd

from tsclean._validate import require_datetime_index

__all__ = ["find_gaps", "fill_gaps"]


def find_gaps(df: pd.DataFrame, freq: str) -> pd.DatetimeIndex:
    """Return the timestamps missing from ``df`` at sampling frequency ``freq``."""
    require_datetime_index(df)
    full = _full_range(df, freq)
    return full.difference(df.index)


def fill_gaps(df: pd.DataFrame, freq: str, method: str = "ffill", limit: int | None = None) -> pd.DataFrame:
    """Reindex ``df`` onto a complete range at ``freq`` and fill the new rows.

    ``method`` is one of ``"ffill"``, ``"bfill"``, ``"interpolate"`` or ``"none"``.
    """
    require_datetime_index(df)
    out = df.reindex(_full_range(df, freq))
    if method == "ffill":
        out = out.ffill(limit=limit)
    elif method == "bfill":
        out = out.bfill(limit=limit)
    elif method == "interpolate":
        out = out.interpolate(method="time", limit=limit)
    elif method != "none":
        raise ValueError(f"unknown fill method: {method!r}")
    out.index.name = df.index.name
    return out


def _full_range(df: pd.DataFrame, freq: str) -> pd.DatetimeIndex:
    start = df.index.min().floor(freq).to_datetime64()
    end = df.index.max().ceil(freq).to_datetime64()
    return pd.date_range(start, end, freq=freq)'''

RESAMPLE_SNIP = '''def downsample(df: pd.DataFrame, rule: str, how: str = "mean", origin: str | pd.Timestamp = "start_day") -> pd.DataFrame:
    """Aggregate ``df`` into ``rule`` buckets. Naive indexes only; see ``downsample_tz`` for aware ones."""
    require_datetime_index(df, tz_aware=False)
    if isinstance(origin, pd.Timestamp):
        # resample() wants a naive origin when the index is naive
        origin = origin.to_datetime64()
    grouped = df.resample(rule, origin=origin, label="left", closed="left")
    agg = getattr(grouped, how, None)
    if agg is None:
        raise ValueError(f"unknown aggregation: {how!r}")
    return agg()
'''


def t04(rs: RowSet) -> None:
    root = "/home/maya/code/tsclean"
    sysm = system("Claude Code 1.0.61", root, CC_TOOLS)
    state = ("Claude Code in /home/maya/code/tsclean (Python 3.12.4, pandas 2.2.2, pytest 8.3.2, venv .venv active). "
             "User: \"fill_gaps drops the timezone on tz-aware frames, fix it and commit\".")
    fail_out = """..........................F.....F..............................           [100%]
=================================== FAILURES ===================================
_________________________ test_find_gaps_tz_aware ______________________________

    def test_find_gaps_tz_aware():
        idx = pd.date_range("2024-06-01", periods=24, freq="h", tz="UTC").delete([5, 6])
        df = pd.DataFrame({"v": range(22)}, index=idx)
>       assert len(find_gaps(df, "h")) == 2
E       AssertionError: assert 24 == 2
E        +  where 24 = len(DatetimeIndex(['2024-06-01 00:00:00', '2024-06-01 01:00:00', ...], dtype='datetime64[ns]', freq=None))

tests/test_gaps.py:58: AssertionError
_________________________ test_fill_gaps_preserves_tz __________________________

    def test_fill_gaps_preserves_tz():
        idx = pd.date_range("2024-03-30 22:00", periods=6, freq="h", tz="Europe/Berlin").delete([2, 3])
        df = pd.DataFrame({"load_mw": [410.0, 402.5, 395.0, 391.2]}, index=idx)
        out = fill_gaps(df, "h")
>       assert out.index.tz == df.index.tz
E       AssertionError: assert None == <DstTzInfo 'Europe/Berlin' LMT+0:53:00 STD>
E        +  where None = DatetimeIndex(['2024-03-30 21:00:00', ...], dtype='datetime64[ns]', freq='h').tz

tests/test_gaps.py:97: AssertionError
=========================== short test summary info ============================
FAILED tests/test_gaps.py::test_find_gaps_tz_aware - AssertionError: assert 24 == 2
FAILED tests/test_gaps.py::test_fill_gaps_preserves_tz - AssertionError: assert None == <DstTzInfo 'Europe/Berlin' LMT+0:53:00 STD>
2 failed, 61 passed in 3.12s"""
    gaps_new = GAPS.replace("floor(freq).to_datetime64()", "floor(freq)").replace("ceil(freq).to_datetime64()", "ceil(freq)")
    turns = [
        (cc_bash("git status && git log -1 --format='%h %an %ad' --date=iso", "Check repo state and last commit"),
         "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
         "a83f1e0 Maya Lindqvist 2025-02-14 09:12:55 +0100"),
        (cc_bash("python -m pytest -q 2>&1 | tail -n 40", "Run the full test suite"), fail_out),
        (cc_read_call(f"{root}/src/tsclean/gaps.py"), cc_read(GAPS)),
        (call("Edit", file_path=f"{root}/src/tsclean/gaps.py",
              old_string="    start = df.index.min().floor(freq).to_datetime64()\n    end = df.index.max().ceil(freq).to_datetime64()",
              new_string="    start = df.index.min().floor(freq)\n    end = df.index.max().ceil(freq)"),
         cc_edited(f"{root}/src/tsclean/gaps.py", "\n".join(gaps_new.split("\n")[33:41]), 34)),
        (cc_bash("python -m pytest -q tests/test_gaps.py", "Run the gap tests only"),
         "............                                                              [100%]\n12 passed in 0.41s"),
        (cc_bash("python -m pytest -q 2>&1 | tail -n 3", "Run the full suite again"),
         "...............................................................           [100%]\n63 passed in 2.98s"),
        (call("Grep", pattern="to_datetime64", path=f"{root}/src", output_mode="content", **{"-n": True}),
         f"{root}/src/tsclean/resample.py:27:        origin = origin.to_datetime64()"),
        (cc_read_call(f"{root}/src/tsclean/resample.py", offset=22, limit=11), cc_read(RESAMPLE_SNIP.rstrip("\n"), 22)),
        (cc_bash("git diff --stat && git diff -U1", "Show the pending change"),
         " src/tsclean/gaps.py | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"
         "diff --git a/src/tsclean/gaps.py b/src/tsclean/gaps.py\nindex 51c9e04..e7a2b3d 100644\n--- a/src/tsclean/gaps.py\n+++ b/src/tsclean/gaps.py\n"
         "@@ -38,4 +38,4 @@ def fill_gaps(df: pd.DataFrame, freq: str, method: str = \"ffill\", limit: int | None = None) -> pd.Da\n"
         " def _full_range(df: pd.DataFrame, freq: str) -> pd.DatetimeIndex:\n"
         "-    start = df.index.min().floor(freq).to_datetime64()\n-    end = df.index.max().ceil(freq).to_datetime64()\n"
         "+    start = df.index.min().floor(freq)\n+    end = df.index.max().ceil(freq)\n"
         "     return pd.date_range(start, end, freq=freq)"),
        (cc_bash('git commit -qam "gaps: keep the index timezone when building the full range" && git log -2 --format=\'%h %ad %s\' --date=iso',
                 "Commit and show the last two commits"),
         "c5d07b2 2025-03-03 16:48:21 +0100 gaps: keep the index timezone when building the full range\n"
         "a83f1e0 2025-02-14 09:12:55 +0100 ci: pin pandas<3 until the copy-on-write migration"),
    ]
    rs.add("swe", "h64-swe-04", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 05  Terraform module, terraform test, Codex CLI — bad: final summary counts 7 runs in a 6-run suite
# ---------------------------------------------------------------------------------------------------------------


def tf_test(lifecycle_ok: bool, total_pass: int) -> str:
    life = ['  run "noncurrent_expiration"... pass'] if lifecycle_ok else [
        '  run "noncurrent_expiration"... fail',
        "╷",
        "│ Error: Test assertion failed",
        "│ ",
        '│   on tests/lifecycle.tftest.hcl line 19, in run "noncurrent_expiration":',
        "│   19:     condition     = aws_s3_bucket_lifecycle_configuration.this[0].rule[0].noncurrent_version_expiration[0].noncurrent_days == 30",
        "│     ├────────────────",
        "│     │ aws_s3_bucket_lifecycle_configuration.this[0].rule[0].noncurrent_version_expiration[0].noncurrent_days is 90",
        "│ ",
        "│ noncurrent versions should expire after var.noncurrent_days",
        "╵",
    ]
    lines = [
        "tests/defaults.tftest.hcl... in progress",
        '  run "creates_bucket_with_defaults"... pass',
        '  run "versioning_enabled_by_default"... pass',
        "tests/defaults.tftest.hcl... tearing down",
        "tests/defaults.tftest.hcl... pass",
        "tests/lifecycle.tftest.hcl... in progress",
        *life,
        '  run "no_lifecycle_when_disabled"... pass',
        "tests/lifecycle.tftest.hcl... tearing down",
        f"tests/lifecycle.tftest.hcl... {'pass' if lifecycle_ok else 'fail'}",
        "tests/naming.tftest.hcl... in progress",
        '  run "prefix_applied"... pass',
        '  run "rejects_uppercase"... pass',
        "tests/naming.tftest.hcl... tearing down",
        "tests/naming.tftest.hcl... pass",
        "",
        f"Success! {total_pass} passed, 0 failed." if lifecycle_ok else "Failure! 5 passed, 1 failed.",
    ]
    return "\n".join(lines)


def t05(rs: RowSet) -> None:
    root = "/home/sre/modules/terraform-aws-archive-bucket"
    sysm = system("Codex CLI 0.28.0 (sandbox: workspace-write)", root, CODEX_TOOLS)
    state = ("Codex CLI in /home/sre/modules/terraform-aws-archive-bucket (Terraform module, tests use mock_provider \"aws\"). "
             "User: \"terraform test fails on the lifecycle file, fix the module not the test\".")
    turns = [
        (cx("ls -R tests && terraform version", root),
         cx_out("tests:\ndefaults.tftest.hcl\nlifecycle.tftest.hcl\nnaming.tftest.hcl\nTerraform v1.9.5\non linux_amd64\n"
                "+ provider registry.terraform.io/hashicorp/aws v5.64.0", dur=0.4)),
        (cx("terraform init -backend=false -input=false > /dev/null && terraform test -no-color", root, 120000),
         cx_out(tf_test(False, 0), code=1, dur=9.8)),
        (cx("grep -n 'noncurrent' main.tf variables.tf tests/lifecycle.tftest.hcl", root),
         cx_out('main.tf:44:    noncurrent_version_expiration {\nmain.tf:45:      noncurrent_days = 90\n'
                'variables.tf:31:variable "noncurrent_days" {\nvariables.tf:32:  description = "Days after which noncurrent object versions expire."\n'
                'tests/lifecycle.tftest.hcl:4:    noncurrent_days  = 30\n'
                'tests/lifecycle.tftest.hcl:18:  assert {\n'
                'tests/lifecycle.tftest.hcl:19:    condition     = aws_s3_bucket_lifecycle_configuration.this[0].rule[0].noncurrent_version_expiration[0].noncurrent_days == 30\n'
                'tests/lifecycle.tftest.hcl:20:    error_message = "noncurrent versions should expire after var.noncurrent_days"', dur=0.0)),
        (cx_patch("*** Begin Patch\n*** Update File: main.tf\n@@\n     noncurrent_version_expiration {\n-      noncurrent_days = 90\n+      noncurrent_days = var.noncurrent_days\n     }\n*** End Patch", root),
         cx_out("Success. Updated the following files:\nM main.tf\n", dur=0.0)),
        (cx("terraform test -no-color -filter=tests/lifecycle.tftest.hcl", root, 120000),
         cx_out('tests/lifecycle.tftest.hcl... in progress\n  run "noncurrent_expiration"... pass\n  run "no_lifecycle_when_disabled"... pass\n'
                "tests/lifecycle.tftest.hcl... tearing down\ntests/lifecycle.tftest.hcl... pass\n\nSuccess! 2 passed, 0 failed.", dur=4.1)),
        (cx("terraform test -no-color", root, 120000), cx_out(tf_test(True, 7), dur=9.2)),
        (cx("git diff && git status --short", root),
         cx_out("diff --git a/main.tf b/main.tf\nindex 0c7e41a..5b19d2e 100644\n--- a/main.tf\n+++ b/main.tf\n"
                '@@ -42,7 +42,7 @@ resource "aws_s3_bucket_lifecycle_configuration" "this" {\n'
                "     status = \"Enabled\"\n \n     noncurrent_version_expiration {\n-      noncurrent_days = 90\n+      noncurrent_days = var.noncurrent_days\n"
                "     }\n   }\n }\n M main.tf", dur=0.0)),
    ]
    rs.add("swe", "h64-swe-05", sysm, turns, state=state, bad=True, turn=6,
           kind="full terraform test reports 7 passed, but the suite has only the 6 run blocks listed in the same output and at turn 2")

# ---------------------------------------------------------------------------------------------------------------
# 06  Helm chart, helm unittest, Cline — clean
# ---------------------------------------------------------------------------------------------------------------

HELM_CHART = """apiVersion: v2
name: metrics-gateway
description: Prometheus remote-write gateway with per-tenant limits
type: application
version: 0.7.3
appVersion: "1.14.2"
maintainers:
  - name: platform-observability
    email: obs@northwind.example
dependencies: []"""

HELM_DEPLOY = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "metrics-gateway.fullname" . }}
  labels:
    {{- include "metrics-gateway.labels" . | nindent 4 }}
spec:
  {{- if not .Values.autoscaling.enabled }}
  replicas: {{ .Values.replicaCount }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "metrics-gateway.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      annotations:
        checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}
      labels:
        {{- include "metrics-gateway.selectorLabels" . | nindent 8 }}
    spec:
      serviceAccountName: {{ include "metrics-gateway.serviceAccountName" . }}
      containers:
        - name: gateway
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          args:
            - --config.file=/etc/gateway/config.yaml
            - --web.listen-address=:{{ .Values.service.port }}
          ports:
            - name: http
              containerPort: {{ .Values.service.port }}
          {{- $res := merge (deepCopy .Values.defaults.resources) (.Values.resources | default dict) }}
          resources:
            {{- toYaml $res | nindent 12 }}
          volumeMounts:
            - name: config
              mountPath: /etc/gateway
      volumes:
        - name: config
          configMap:
            name: {{ include "metrics-gateway.fullname" . }}"""


def helm_unit(ok: bool, ms: str) -> str:
    if ok:
        body = (" PASS  deployment\tcharts/metrics-gateway/tests/deployment_test.yaml\n"
                " PASS  service\tcharts/metrics-gateway/tests/service_test.yaml\n\n"
                "Charts:      1 passed, 1 total\nTest Suites: 2 passed, 2 total\nTests:       8 passed, 8 total\n")
    else:
        body = (" FAIL  deployment\tcharts/metrics-gateway/tests/deployment_test.yaml\n"
                "\t- sets resource limits from values\n\n\t\t- asserts[1] `equal` fail\n"
                "\t\t\tTemplate:\tmetrics-gateway/templates/deployment.yaml\n\t\t\tDocumentIndex:\t0\n\t\t\tValuesIndex:\t0\n"
                "\t\t\tPath:\tspec.template.spec.containers[0].resources.limits.memory\n"
                "\t\t\tExpected to equal:\n\t\t\t\t512Mi\n\t\t\tActual:\n\t\t\t\t256Mi\n"
                "\t\t\tDiff:\n\t\t\t\t--- Expected\n\t\t\t\t+++ Actual\n\t\t\t\t@@ -1,2 +1,2 @@\n\t\t\t\t-512Mi\n\t\t\t\t+256Mi\n\n"
                " PASS  service\tcharts/metrics-gateway/tests/service_test.yaml\n\n"
                "Charts:      1 failed, 0 passed, 1 total\nTest Suites: 1 failed, 1 passed, 2 total\nTests:       1 failed, 7 passed, 8 total\n")
    return "\n### Chart [ metrics-gateway ] charts/metrics-gateway\n\n" + body + f"Snapshot:    0 passed, 0 total\nTime:        {ms}\n"


def t06(rs: RowSet) -> None:
    root = "/home/lee/platform-charts"
    sysm = system("Cline 3.20 (VS Code extension)", root, CLINE_TOOLS)
    state = ("VS Code workspace /home/lee/platform-charts (helm v3.15.4, helm-unittest plugin 0.5.2). Task: \"resources.limits set in "
             "values are ignored by metrics-gateway; fix it, bump the chart patch version and package it to /tmp/charts\".")
    fixed = HELM_DEPLOY.replace("{{- $res := merge (deepCopy", "{{- $res := mergeOverwrite (deepCopy")
    turns = [
        (call("list_files", path="charts/metrics-gateway", recursive=True),
         ".helmignore\nChart.yaml\nvalues.yaml\ntemplates/\ntemplates/_helpers.tpl\ntemplates/configmap.yaml\ntemplates/deployment.yaml\n"
         "templates/hpa.yaml\ntemplates/NOTES.txt\ntemplates/service.yaml\ntemplates/serviceaccount.yaml\ntests/\n"
         "tests/deployment_test.yaml\ntests/service_test.yaml"),
        (call("read_file", path="charts/metrics-gateway/Chart.yaml"), HELM_CHART),
        (call("execute_command", command="helm unittest charts/metrics-gateway", requires_approval=False),
         cl_cmd(helm_unit(False, "41.882152ms"))),
        (call("search_files", path="charts/metrics-gateway", regex="memory|defaults:", file_pattern="*.yaml"),
         "Found 5 results.\n\ncharts/metrics-gateway/values.yaml\n│----\n│\n│defaults:\n│  resources:\n│----\n│      cpu: 500m\n│      memory: 256Mi\n"
         "│    requests:\n│----\n│      cpu: 100m\n│      memory: 128Mi\n│resources: {}\n│----\n\n"
         "charts/metrics-gateway/tests/deployment_test.yaml\n│----\n│    set:\n│      resources.limits.memory: 512Mi\n│    asserts:\n│----\n"
         "│          path: spec.template.spec.containers[0].resources.limits.memory\n│          value: 512Mi\n│----"),
        (call("read_file", path="charts/metrics-gateway/templates/deployment.yaml"), HELM_DEPLOY),
        (call("replace_in_file", path="charts/metrics-gateway/templates/deployment.yaml",
              diff="------- SEARCH\n          {{- $res := merge (deepCopy .Values.defaults.resources) (.Values.resources | default dict) }}\n=======\n"
                   "          {{- $res := mergeOverwrite (deepCopy .Values.defaults.resources) (.Values.resources | default dict) }}\n+++++++ REPLACE"),
         cl_saved("charts/metrics-gateway/templates/deployment.yaml", fixed)),
        (call("execute_command", command="helm unittest charts/metrics-gateway", requires_approval=False),
         cl_cmd(helm_unit(True, "38.107411ms"))),
        (call("replace_in_file", path="charts/metrics-gateway/Chart.yaml", diff="------- SEARCH\nversion: 0.7.3\n=======\nversion: 0.7.4\n+++++++ REPLACE"),
         cl_saved("charts/metrics-gateway/Chart.yaml", HELM_CHART.replace("version: 0.7.3", "version: 0.7.4"))),
        (call("execute_command", command="helm lint charts/metrics-gateway && mkdir -p /tmp/charts && helm package charts/metrics-gateway -d /tmp/charts && ls -l /tmp/charts", requires_approval=False),
         cl_cmd("==> Linting charts/metrics-gateway\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed\n"
                "Successfully packaged chart and saved it to: /tmp/charts/metrics-gateway-0.7.4.tgz\ntotal 8\n"
                "-rw-r--r-- 1 lee lee 4127 Sep 18 11:26 metrics-gateway-0.7.4.tgz")),
        (call("execute_command", command="helm template mg charts/metrics-gateway --set resources.limits.memory=1Gi | grep -A7 '  resources:'", requires_approval=False),
         cl_cmd("          resources:\n            limits:\n              cpu: 500m\n              memory: 1Gi\n            requests:\n"
                "              cpu: 100m\n              memory: 128Mi\n          volumeMounts:")),
        (call("execute_command", command="git status --short && git diff --stat", requires_approval=False),
         cl_cmd(" M charts/metrics-gateway/Chart.yaml\n M charts/metrics-gateway/templates/deployment.yaml\n"
                " charts/metrics-gateway/Chart.yaml                | 2 +-\n charts/metrics-gateway/templates/deployment.yaml | 2 +-\n"
                " 2 files changed, 2 insertions(+), 2 deletions(-)")),
    ]
    rs.add("swe", "h64-swe-06", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 07  SQL migrations (Alembic on PostgreSQL), OpenHands — clean
# ---------------------------------------------------------------------------------------------------------------

ALEMBIC_REV = '''"""add invoice due_date index

Revision ID: 8e5b31a0c6d4
Revises: 4c1d9e2f7a30
Create Date: 2025-04-22 10:17:43.518204

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision: str = '8e5b31a0c6d4'
down_revision: Union[str, None] = '4c1d9e2f7a30'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass'''

ALEMBIC_BODY = '''def upgrade() -> None:
    op.create_index(
        "ix_invoices_due_date",
        "invoices",
        ["due_date"],
        unique=False,
        postgresql_where=sa.text("status <> 'paid'"),
    )


def downgrade() -> None:
    op.drop_index("ix_invoices_due_date", table_name="invoices")'''

AL_INFO = ("INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
           "INFO  [alembic.runtime.migration] Will assume transactional DDL.")

INVOICES_D = '''                                          Table "public.invoices"
    Column    |           Type           | Collation | Nullable |                Default
--------------+--------------------------+-----------+----------+--------------------------------------
 id           | integer                  |           | not null | nextval('invoices_id_seq'::regclass)
 customer_id  | integer                  |           | not null |
 number       | character varying(32)    |           | not null |
 amount_cents | bigint                   |           | not null |
 currency     | character(3)             |           | not null | 'EUR'::bpchar
 status       | character varying(16)    |           | not null | 'draft'::character varying
 due_date     | date                     |           |          |
 created_at   | timestamp with time zone |           | not null | now()
Indexes:
    "invoices_pkey" PRIMARY KEY, btree (id)
    "invoices_number_key" UNIQUE CONSTRAINT, btree (number)
    "ix_invoices_customer_id" btree (customer_id)
    "ix_invoices_due_date" btree (due_date) WHERE status::text <> 'paid'::text
Foreign-key constraints:
    "invoices_customer_id_fkey" FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE RESTRICT
Referenced by:
    TABLE "invoice_lines" CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY (invoice_id) REFERENCES invoices(id) ON DELETE CASCADE
'''


def t07(rs: RowSet) -> None:
    root = "/workspace/ledger-api"
    rev = f"{root}/migrations/versions/8e5b31a0c6d4_add_invoice_due_date_index.py"
    sysm = system("OpenHands CodeActAgent", root, OH_TOOLS)
    state = ("OpenHands sandbox; /workspace/ledger-api (FastAPI + SQLAlchemy 2.0, alembic 1.13.2), PostgreSQL 16 running locally with "
             "database `ledger` owned by role `ledger` (PGUSER/PGDATABASE exported). Task: add a partial index on invoices.due_date "
             "for unpaid invoices, with a working downgrade.")
    new_rev = ALEMBIC_REV.split("def upgrade()")[0] + ALEMBIC_BODY
    turns = [
        (bash("cd /workspace/ledger-api && alembic current && alembic heads"),
         oh_bash(f"{AL_INFO}\n4c1d9e2f7a30 (head)\n4c1d9e2f7a30 (head)", root)),
        (bash('alembic revision -m "add invoice due_date index"'),
         oh_bash(f"  Generating {rev} ...  done", root)),
        (editor("view", rev), f"Here's the result of running `cat -n` on {rev}:\n" + numbered(ALEMBIC_REV) + "\n"),
        (editor("str_replace", rev, old_str="def upgrade() -> None:\n    pass\n\n\ndef downgrade() -> None:\n    pass", new_str=ALEMBIC_BODY),
         edited(rev, "\n".join(new_rev.split("\n")[16:]), 17)),
        (bash("alembic upgrade head"),
         oh_bash(f"{AL_INFO}\nINFO  [alembic.runtime.migration] Running upgrade 4c1d9e2f7a30 -> 8e5b31a0c6d4, add invoice due_date index", root)),
        (bash("psql -c '\\d invoices'"), oh_bash(INVOICES_D, root)),
        (bash("alembic downgrade -1 && alembic current"),
         oh_bash(f"{AL_INFO}\nINFO  [alembic.runtime.migration] Running downgrade 8e5b31a0c6d4 -> 4c1d9e2f7a30, add invoice due_date index\n"
                 f"{AL_INFO}\n4c1d9e2f7a30", root)),
        (bash("psql -c '\\di ix_invoices*'"),
         oh_bash("                      List of relations\n Schema |          Name           | Type  | Owner  |  Table\n"
                 "--------+-------------------------+-------+--------+----------\n public | ix_invoices_customer_id | index | ledger | invoices\n(1 row)\n", root)),
        (bash("alembic upgrade head && alembic current && alembic history | head -n 4"),
         oh_bash(f"{AL_INFO}\nINFO  [alembic.runtime.migration] Running upgrade 4c1d9e2f7a30 -> 8e5b31a0c6d4, add invoice due_date index\n"
                 f"{AL_INFO}\n8e5b31a0c6d4 (head)\n"
                 "4c1d9e2f7a30 -> 8e5b31a0c6d4 (head), add invoice due_date index\n1f0a7b3c2e95 -> 4c1d9e2f7a30, add invoices.currency\n"
                 "a62d5e8b0f14 -> 1f0a7b3c2e95, invoice_lines cascade delete\n<base> -> a62d5e8b0f14, initial schema", root)),
    ]
    rs.add("swe", "h64-swe-07", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 08  dbt project (duckdb), Aider — bad: git log shows the aider commit under a different short hash
# ---------------------------------------------------------------------------------------------------------------

FCT_ORDERS = """with orders as (
    select * from {{ ref('stg_orders') }}
),

customers as (
    select * from {{ ref('dim_customers') }}
),

payments as (
    select
        order_id,
        sum(amount_cents) as amount_cents
    from {{ ref('stg_payments') }}
    group by 1
)

select
    orders.order_id,
    customers.customer_id,
    orders.order_date,
    orders.status,
    coalesce(payments.amount_cents, 0) as amount_cents
from orders
left join customers
    on orders.customer_id = customers.customer_id
    and customers.is_active
left join payments on orders.order_id = payments.order_id"""

AV = "accepted_values_stg_orders_status__placed__shipped__completed__return_pending__returned"
REL = "relationships_fct_orders_customer_id__customer_id__ref_dim_customers_"


def dots(prefix: str, width: int = 80) -> str:
    pad = width - len(prefix) - 1
    return prefix + " " + "." * pad if pad > 3 else prefix + " "


def dbt_build(t0: str, t1: str, ok: bool, secs: str) -> str:
    h = "Running with dbt=1.8.7"
    rows = [
        (t0, h), (t0, "Registered adapter: duckdb=1.8.3"), (t0, "Found 14 models, 3 seeds, 27 data tests, 4 sources, 583 macros"), (t0, ""),
        (t0, "Concurrency: 4 threads (target='dev')"), (t0, ""),
        (t0, dots("1 of 9 START sql view model main.stg_orders") + " [RUN]"),
        (t0, dots("1 of 9 OK created sql view model main.stg_orders") + " [OK in 0.08s]"),
        (t0, dots(f"2 of 9 START test {AV}") + " [RUN]"),
        (t0, dots("3 of 9 START test not_null_stg_orders_order_id") + " [RUN]"),
        (t0, dots("4 of 9 START test unique_stg_orders_order_id") + " [RUN]"),
        (t0, dots("3 of 9 PASS not_null_stg_orders_order_id") + " [PASS in 0.05s]"),
        (t0, dots(f"2 of 9 PASS {AV}") + " [PASS in 0.06s]"),
        (t0, dots("4 of 9 PASS unique_stg_orders_order_id") + " [PASS in 0.05s]"),
        (t0, dots("5 of 9 START sql table model main.fct_orders") + " [RUN]"),
        (t1, dots("5 of 9 OK created sql table model main.fct_orders") + " [OK in 0.14s]"),
        (t1, dots("6 of 9 START test not_null_fct_orders_customer_id") + " [RUN]"),
        (t1, dots(f"7 of 9 START test {REL}") + " [RUN]"),
        (t1, dots("8 of 9 START test unique_fct_orders_order_id") + " [RUN]"),
        (t1, dots("6 of 9 FAIL 3 not_null_fct_orders_customer_id" if not ok else "6 of 9 PASS not_null_fct_orders_customer_id")
         + (" [FAIL 3 in 0.05s]" if not ok else " [PASS in 0.04s]")),
        (t1, dots(f"7 of 9 PASS {REL}") + " [PASS in 0.06s]"),
        (t1, dots("8 of 9 PASS unique_fct_orders_order_id") + " [PASS in 0.05s]"),
    ]
    if ok:
        rows += [(t1, dots("9 of 9 START sql table model main.customer_ltv") + " [RUN]"),
                 (t1, dots("9 of 9 OK created sql table model main.customer_ltv") + " [OK in 0.11s]")]
    else:
        rows += [(t1, dots("9 of 9 SKIP relation main.customer_ltv") + " [SKIP]")]
    rows += [(t1, ""), (t1, f"Finished running 1 view model, 6 data tests, 2 table models in 0 hours 0 minutes and {secs} seconds ({secs}s)."), (t1, "")]
    if ok:
        rows += [(t1, "Completed successfully"), (t1, ""), (t1, "Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9")]
    else:
        rows += [(t1, "Completed with 1 error and 0 warnings:"), (t1, ""),
                 (t1, "Failure in test not_null_fct_orders_customer_id (models/marts/schema.yml)"),
                 (t1, "  Got 3 results, configured to fail if != 0"), (t1, ""),
                 (t1, "  compiled code at target/compiled/jaffle_analytics/models/marts/schema.yml/not_null_fct_orders_customer_id.sql"),
                 (t1, ""), (t1, "Done. PASS=7 WARN=0 ERROR=1 SKIP=1 TOTAL=9")]
    return "\n".join(f"{t}  {m}" for t, m in rows)


def t08(rs: RowSet) -> None:
    root = "/home/priya/jaffle_analytics"
    sysm = system("aider 0.85.2 (architect off, auto-commits on, git repo detected)", root, AIDER_TOOLS)
    state = ("aider running in /home/priya/jaffle_analytics (dbt-core 1.8.7 with dbt-duckdb 1.8.3, profile target dev -> "
             "jaffle.duckdb), main branch, clean. Repo-map: 14 models. User: \"not_null on fct_orders.customer_id is failing\".")
    test_t = "12:08:30"
    test_rows = [
        "Running with dbt=1.8.7", "Registered adapter: duckdb=1.8.3", "Found 14 models, 3 seeds, 27 data tests, 4 sources, 583 macros", "",
        "Concurrency: 4 threads (target='dev')", "",
        dots("1 of 3 START test not_null_fct_orders_customer_id") + " [RUN]",
        dots(f"2 of 3 START test {REL}") + " [RUN]",
        dots("3 of 3 START test unique_fct_orders_order_id") + " [RUN]",
        dots("1 of 3 PASS not_null_fct_orders_customer_id") + " [PASS in 0.04s]",
        dots("3 of 3 PASS unique_fct_orders_order_id") + " [PASS in 0.04s]",
        dots(f"2 of 3 PASS {REL}") + " [PASS in 0.05s]",
        "", "Finished running 3 data tests in 0 hours 0 minutes and 0.41 seconds (0.41s).", "", "Completed successfully", "",
        "Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3",
    ]
    turns = [
        (ai_cmd("/run dbt build --select stg_orders+"), ai_run(dbt_build("12:04:12", "12:04:13", False, "1.38"), 36, "2.3k")),
        (ai_cmd("/add models/marts/fct_orders.sql models/marts/schema.yml"),
         "Added models/marts/fct_orders.sql to the chat\nAdded models/marts/schema.yml to the chat"),
        (ai_cmd("/run cat models/marts/fct_orders.sql"), ai_run(FCT_ORDERS, 28, "0.2k")),
        (ai_edit(sr("models/marts/fct_orders.sql", "select\n    orders.order_id,\n    customers.customer_id,",
                    "select\n    orders.order_id,\n    orders.customer_id,", "sql")),
         "models/marts/fct_orders.sql\nApplied edit to models/marts/fct_orders.sql\n"
         "Commit 3f9a2c1 fix: Select customer_id from orders in fct_orders\nYou can use /undo to undo and discard each aider commit."),
        (ai_cmd("/run dbt build --select stg_orders+"), ai_run(dbt_build("12:07:41", "12:07:42", True, "1.52"), 31, "2.0k")),
        (ai_cmd("/run dbt test --select fct_orders"), ai_run("\n".join(f"{test_t}  {r}" for r in test_rows), 18, "1.1k")),
        (ai_cmd("/git log --oneline -4"),
         "3f9a2d1 (HEAD -> main) fix: Select customer_id from orders in fct_orders\n8b04e6a add customer_ltv mart\n"
         "d91c27f stg_payments: amounts in cents\n51a3e0b initial dbt project"),
        (ai_cmd("/run git show --stat HEAD"),
         ai_run("commit 3f9a2c1b7e04d5a62c91f8e3d0b4a7c6e25f1d98 (HEAD -> main)\nAuthor: Priya Raman (aider) <priya@jaffle.dev>\n"
                "Date:   Tue Jul 8 12:06:52 2025 +0530\n\n    fix: Select customer_id from orders in fct_orders\n\n"
                " models/marts/fct_orders.sql | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", 9, "0.1k")),
        (ai_cmd("/run dbt docs generate"),
         ai_run("12:10:05  Running with dbt=1.8.7\n12:10:05  Registered adapter: duckdb=1.8.3\n"
                "12:10:06  Found 14 models, 3 seeds, 27 data tests, 4 sources, 583 macros\n12:10:06  \n"
                "12:10:06  Concurrency: 4 threads (target='dev')\n12:10:06  \n12:10:07  Building catalog\n"
                "12:10:07  Catalog written to /home/priya/jaffle_analytics/target/catalog.json", 8, "0.3k")),
    ]
    rs.add("swe", "h64-swe-08", sysm, turns, state=state, bad=True, turn=7,
           kind="git log lists the aider commit as 3f9a2d1, but aider reported it as 3f9a2c1 at turn 4 (and git show later gives 3f9a2c1b…)")

# ---------------------------------------------------------------------------------------------------------------
# 09  Ansible role, molecule, Gemini CLI — bad: search shows the keepalive default back at 65 after it was set to 30
# ---------------------------------------------------------------------------------------------------------------

NGX_DEFAULTS = """---
# defaults for nginx_hardened
nginx_user: www-data
nginx_worker_processes: auto
nginx_worker_connections: 1024
nginx_server_tokens: "off"
nginx_client_max_body_size: 8m
nginx_client_body_timeout: 12
nginx_client_header_timeout: 12
nginx_send_timeout: 10
nginx_ssl_protocols: "TLSv1.2 TLSv1.3"
nginx_keepalive_timeout: 65
nginx_keepalive_requests: 1000
nginx_hsts_max_age: 31536000
nginx_remove_default_site: true
nginx_log_format: combined
nginx_extra_http_options: []"""

NGX_TASKS = [
    ("Gathering Facts", "ok"), ("nginx_hardened : Install nginx", "changed"), ("nginx_hardened : Ensure log directory", "ok"),
    ("nginx_hardened : Remove default site", "changed"), ("nginx_hardened : Render nginx.conf", "changed"),
    ("nginx_hardened : Render security headers snippet", "changed"), ("nginx_hardened : Render ssl params", "changed"),
    ("nginx_hardened : Generate dhparam (2048)", "changed"), ("nginx_hardened : Restrict permissions on /etc/nginx", "changed"),
    ("nginx_hardened : Validate configuration", "ok"), ("nginx_hardened : Enable and start nginx", "changed"),
    ("nginx_hardened : Open firewall ports", "skipping"),
]


def ansible_task(name: str, res: str) -> str:
    head = f"TASK [{name}] "
    return head + "*" * max(3, 80 - len(head)) + f"\n{res}: [instance]\n"


def t09(rs: RowSet) -> None:
    root = "/home/ops/roles/nginx_hardened"
    sysm = system("Gemini CLI 0.4.1", root, GEM_TOOLS)
    state = ("Gemini CLI in the Ansible role /home/ops/roles/nginx_hardened (ansible-core 2.17.1, molecule 24.7.0 with the docker "
             "driver, testinfra verifier). Instance `instance` (debian:12) is already created. Task: make the role pass the CIS "
             "keepalive check in molecule verify.")
    conv1 = ("INFO     default scenario test matrix: dependency, create, prepare, converge\nINFO     Running default > converge\n\n"
             "PLAY [Converge] ****************************************************************\n\n"
             + "\n".join(ansible_task(n, r) for n, r in NGX_TASKS)
             + "\nRUNNING HANDLER [nginx_hardened : Reload nginx] ********************************\nchanged: [instance]\n\n"
             "PLAY RECAP *********************************************************************\n"
             "instance                   : ok=12   changed=9    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0")
    verify_fail = """INFO     default scenario test matrix: verify
INFO     Running default > verify
INFO     Executing Testinfra tests found in /home/ops/roles/nginx_hardened/molecule/default/tests/...
============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /home/ops/roles/nginx_hardened
plugins: testinfra-10.1.1
collected 6 items

molecule/default/tests/test_default.py ....F.                            [100%]

=================================== FAILURES ===================================
__________________ test_keepalive_timeout[ansible://instance] __________________

host = <testinfra.host.Host ansible://instance>

    def test_keepalive_timeout(host):
        conf = host.file("/etc/nginx/nginx.conf")
>       assert "keepalive_timeout 30;" in conf.content_string
E       assert 'keepalive_timeout 30;' in 'user www-data;\\nworker_processes auto;\\npid /run/nginx.pid;\\ninclude /etc/nginx/modules-enabled/*.conf;\\n\\nevents {\\n    worker_connections 1024;\\n}\\n\\nhttp {\\n...'

molecule/default/tests/test_default.py:38: AssertionError
=========================== short test summary info ============================
FAILED molecule/default/tests/test_default.py::test_keepalive_timeout[ansible://instance]
========================= 1 failed, 5 passed in 2.87s ==========================
CRITICAL Verifier Testinfra failed."""
    verify_ok = """INFO     default scenario test matrix: verify
INFO     Running default > verify
INFO     Executing Testinfra tests found in /home/ops/roles/nginx_hardened/molecule/default/tests/...
============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /home/ops/roles/nginx_hardened
plugins: testinfra-10.1.1
collected 6 items

molecule/default/tests/test_default.py ......                            [100%]

============================== 6 passed in 2.64s ===============================
INFO     Verifier completed successfully."""
    diff_block = ("TASK [nginx_hardened : Render nginx.conf] **************************************\n"
                  "--- before: /etc/nginx/nginx.conf\n+++ after: /home/ops/.ansible/tmp/ansible-local-41877k2x9q/tmp3b1qz9ru/nginx.conf.j2\n"
                  "@@ -18,7 +18,7 @@\n     client_header_timeout 12;\n     send_timeout 10;\n \n-    keepalive_timeout 65;\n"
                  "+    keepalive_timeout 30;\n     keepalive_requests 1000;\n \n     server_tokens off;\n\nchanged: [instance]\n")
    conv2_full = ("INFO     default scenario test matrix: dependency, create, prepare, converge\nINFO     Running default > converge\n\n"
                  "PLAY [Converge] ****************************************************************\n\n"
                  + "\n".join(diff_block if n.endswith("Render nginx.conf") else ansible_task(n, "skipping" if r == "skipping" else "ok")
                              for n, r in NGX_TASKS)
                  + "\nRUNNING HANDLER [nginx_hardened : Reload nginx] ********************************\nchanged: [instance]\n\n"
                  "PLAY RECAP *********************************************************************\n"
                  "instance                   : ok=12   changed=2    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0")
    conv2 = "\n".join([ln for ln in conv2_full.split("\n") if ln and not ln.startswith("ok: ")][-30:])
    idem = ("INFO     default scenario test matrix: idempotence\nINFO     Running default > idempotence\n\n"
            "PLAY [Converge] ****************************************************************\n\n"
            + "\n".join(ansible_task(n, "skipping" if r == "skipping" else "ok") for n, r in NGX_TASKS)
            + "\nPLAY RECAP *********************************************************************\n"
            "instance                   : ok=11   changed=0    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0\n\n"
            "INFO     Idempotence completed successfully.")
    turns = [
        (g_read(f"{root}/defaults/main.yml"), NGX_DEFAULTS),
        (gshell("molecule converge 2>&1 | tail -n 60", "Converge the test instance"), gem_run("molecule converge 2>&1 | tail -n 60", conv1, pgid=20511)),
        (gshell("molecule verify 2>&1", "Run testinfra checks"), gem_run("molecule verify 2>&1", verify_fail, code=1, pgid=20688)),
        (call("replace", file_path=f"{root}/defaults/main.yml", old_string="nginx_keepalive_timeout: 65", new_string="nginx_keepalive_timeout: 30"),
         f"Successfully modified file: {root}/defaults/main.yml (1 replacements)."),
        (gshell("molecule converge -- --diff 2>&1 | grep -v '^ok: \\|^$' | tail -n 30", "Re-converge and show the config diff"),
         gem_run("molecule converge -- --diff 2>&1 | grep -v '^ok: \\|^$' | tail -n 30",
                 conv2, pgid=20934)),
        (gshell("molecule verify 2>&1", "Run testinfra checks again"), gem_run("molecule verify 2>&1", verify_ok, pgid=21102)),
        (gshell("molecule idempotence 2>&1 | tail -n 45", "Check idempotence"), gem_run("molecule idempotence 2>&1 | tail -n 45", idem, pgid=21377)),
        (call("search_file_content", pattern="keepalive", path=root),
         'Found 7 matches for pattern "keepalive" in path ".":\n---\nFile: defaults/main.yml\nL12: nginx_keepalive_timeout: 65\n'
         "L13: nginx_keepalive_requests: 1000\n---\nFile: templates/nginx.conf.j2\nL21:     keepalive_timeout {{ nginx_keepalive_timeout }};\n"
         "L22:     keepalive_requests {{ nginx_keepalive_requests }};\n---\nFile: molecule/default/tests/test_default.py\n"
         "L36: def test_keepalive_timeout(host):\nL38:     assert \"keepalive_timeout 30;\" in conf.content_string\n---\n"
         "File: README.md\nL41: | `nginx_keepalive_timeout` | `65` | Seconds an idle keep-alive connection stays open. |\n---"),
        (gshell("git diff --stat", "Summarise changes"),
         gem_run("git diff --stat", " defaults/main.yml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=21530)),
    ]
    rs.add("swe", "h64-swe-09", sysm, turns, state=state, bad=True, turn=8,
           kind="search shows defaults/main.yml L12 as nginx_keepalive_timeout: 65 although turn 4 replaced it with 30 and converge/verify used 30")

# ---------------------------------------------------------------------------------------------------------------
# 10  TypeScript library, vitest, Claude Code — clean
# ---------------------------------------------------------------------------------------------------------------

CSV_FEED = """  feed(chunk: string, final = false): string[][] {
    const text = this.carry + chunk;
    this.carry = '';
    const end = text.length;
    const rows: string[][] = [];
    let i = 0;
    while (i < end) {
      const ch = text[i];
      if (this.inQuotes) {
        if (ch === QUOTE) {
          if (text[i + 1] === QUOTE) {
            this.field += QUOTE;
            i += 2;
            continue;
          }
          this.inQuotes = false;
          i += 1;
          continue;
        }
        this.field += ch;
        i += 1;
        continue;
      }
      if (ch === QUOTE && this.field === '') {
        this.inQuotes = true;
      } else if (ch === this.delimiter) {
        this.row.push(this.field);
        this.field = '';
      } else if (ch === '\\n') {
        this.row.push(this.field.replace(/\\r$/, ''));"""

CSV_INSERT = """          if (i + 1 === end && !final) {
            // cannot tell "" from a closing quote yet; keep it for the next chunk
            this.carry = QUOTE;
            break;
          }"""


def vitest(ok: bool, start: str, dur: str) -> str:
    bar = "⎯" * 21
    if ok:
        body = (" ✓ test/dialect.test.ts (6 tests) 4ms\n ✓ test/writer.test.ts (9 tests) 6ms\n ✓ test/parser.test.ts (14 tests) 11ms\n"
                " ✓ test/stream.test.ts (8 tests) 29ms\n\n Test Files  4 passed (4)\n      Tests  37 passed (37)\n")
    else:
        body = (" ✓ test/dialect.test.ts (6 tests) 4ms\n ✓ test/writer.test.ts (9 tests) 7ms\n"
                " ❯ test/parser.test.ts (14 tests | 1 failed) 12ms\n"
                "   × quoted fields > unescapes a doubled quote split across chunks 5ms\n"
                "     → expected [ 'id', 'say \"hi' ] to deeply equal [ 'id', 'say \"hi\"' ]\n"
                " ✓ test/stream.test.ts (8 tests) 31ms\n\n"
                f"{bar} Failed Tests 1 {bar}\n\n"
                " FAIL  test/parser.test.ts > quoted fields > unescapes a doubled quote split across chunks\n"
                "AssertionError: expected [ 'id', 'say \"hi' ] to deeply equal [ 'id', 'say \"hi\"' ]\n\n"
                "- Expected\n+ Received\n\n  Array [\n    \"id\",\n-   \"say \\\"hi\\\"\",\n+   \"say \\\"hi\",\n  ]\n\n"
                " ❯ test/parser.test.ts:63:23\n"
                "     61|     const p = new Parser();\n"
                "     62|     const rows = [...p.feed('id,\"say \"\"hi\"'), ...p.feed('\"\"\\n', true)];\n"
                "     63|     expect(rows[0]).toEqual(['id', 'say \"hi\"']);\n"
                "       |                       ^\n"
                "     64|   });\n     65| \n\n"
                + "⎯" * 55 + "[1/1]⎯\n\n"
                " Test Files  1 failed | 3 passed (4)\n      Tests  1 failed | 36 passed (37)\n")
    return f"\n RUN  v2.0.5 /home/ana/work/csv-stream\n\n{body}   Start at  {start}\n   Duration  {dur}\n"


def t10(rs: RowSet) -> None:
    root = "/home/ana/work/csv-stream"
    sysm = system("Claude Code 1.0.61", root, CC_TOOLS)
    state = ("Claude Code in /home/ana/work/csv-stream (TypeScript 5.5, Node 20.15.1, vitest 2.0.5, @vitest/coverage-v8). "
             "User: \"a doubled quote that lands on a chunk boundary loses its closing quote; fix the parser\".")
    after = CSV_FEED.split("\n")
    after = after[:10] + CSV_INSERT.split("\n") + after[10:]
    cov = """ % Coverage report from v8
-------------|---------|----------|---------|---------|-------------------
File         | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
-------------|---------|----------|---------|---------|-------------------
All files    |   94.81 |    90.47 |   96.15 |   94.81 |
 dialect.ts  |     100 |      100 |     100 |     100 |
 index.ts    |     100 |      100 |     100 |     100 |
 parser.ts   |   93.57 |    88.88 |     100 |   93.57 | 93-96,136-140
 stream.ts   |   91.66 |    85.71 |   83.33 |   91.66 | 47-52
 writer.ts   |   97.29 |    93.75 |     100 |   97.29 | 61-62
-------------|---------|----------|---------|---------|-------------------"""
    turns = [
        (cc_bash("npx vitest run 2>&1", "Run the test suite"), vitest(False, "10:39:02", "684ms (transform 211ms, setup 0ms, collect 402ms, tests 54ms, environment 1ms, prepare 598ms)")),
        (cc_read_call(f"{root}/src/parser.ts", offset=40, limit=30), cc_read(CSV_FEED, 40)),
        (call("Edit", file_path=f"{root}/src/parser.ts", old_string="        if (ch === QUOTE) {\n          if (text[i + 1] === QUOTE) {",
              new_string="        if (ch === QUOTE) {\n" + CSV_INSERT + "\n          if (text[i + 1] === QUOTE) {"),
         cc_edited(f"{root}/src/parser.ts", "\n".join(after[5:20]), 45)),
        (cc_bash("npx vitest run 2>&1", "Re-run the tests"), vitest(True, "10:42:18", "655ms (transform 198ms, setup 0ms, collect 377ms, tests 49ms, environment 1ms, prepare 571ms)")),
        (cc_bash("npx vitest run --coverage 2>&1 | tail -n 16", "Run tests with coverage"),
         " Test Files  4 passed (4)\n      Tests  37 passed (37)\n   Start at  10:43:05\n   Duration  1.21s (transform 204ms, setup 0ms, collect 389ms, tests 52ms, environment 1ms, prepare 583ms)\n\n"
         + cov),
        (cc_bash("git diff --stat && git stash list", "Check the diff and stashes"),
         " src/parser.ts | 5 +++++\n 1 file changed, 5 insertions(+)\nstash@{0}: WIP on main: 1d2e3f4 writer: quote fields containing CR"),
    ]
    rs.add("swe", "h64-swe-10", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 11  Java library, Gradle test, SWE-agent — clean
# ---------------------------------------------------------------------------------------------------------------

PT_BEFORE = """        }
        return tokens;
    }

    /**
     * Reads a bracket segment starting at {@code pos}: an index, a quoted name, a wildcard or a filter.
     */
    private Token readBracket() {
        int start = pos; // at '['
        int close = src.indexOf(']', start);
        if (close < 0) {
            throw error("unclosed '['", start);
        }
        pos = close + 1;
        String inner = src.substring(start + 1, close).trim();
        if (inner.equals("*")) {
            return Token.WILDCARD;
        }
        if (inner.startsWith("?(") && inner.endsWith(")")) {
            return Token.filter(inner.substring(2, inner.length() - 1));
        }
        if (inner.startsWith("'") || inner.startsWith("\\"")) {
            return Token.name(unquote(inner, start));
        }
        try {
            return Token.index(Integer.parseInt(inner));
        } catch (NumberFormatException e) {
            throw error("bad index '" + inner + "'", start);
        }
    }

    private String unquote(String s, int at) {
        char q = s.charAt(0);
        if (s.length() < 2 || s.charAt(s.length() - 1) != q) {
            throw error("unterminated string", at);
        }
        return s.substring(1, s.length() - 1);
    }

    private JsonPathException error(String msg, int at) {
        return new JsonPathException(msg + " at position " + at + " in " + src);"""

PT_LOOP = """        int close = start;
        int depth = 0;
        do {
            char c = src.charAt(close);
            if (c == '[') depth++;
            else if (c == ']') depth--;
            close++;
        } while (depth > 0 && close < src.length());
        close = depth == 0 ? close - 1 : -1;"""


def t11(rs: RowSet) -> None:
    root = "/repo"
    path = "/repo/src/main/java/io/lite/jsonpath/PathTokenizer.java"
    sysm = system("SWE-agent 1.0 (windowed file viewer, function calling)", root, SWEA_TOOLS)
    state = ("Container with /repo = jsonpath-lite (Java 17, Gradle 8.8 wrapper, JUnit 5.10). Issue #31: \"filters that contain an "
             "index, like $.items[?(@.tags[0] == 'x')], fail to compile\". No file is open.")
    fail = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources
> Task :testClasses

> Task :test FAILED

JsonPathTest > filterWithNestedIndex() FAILED
    io.lite.jsonpath.JsonPathException: bad index '?(@.tags[0' at position 7 in $.items[?(@.tags[0] == 'x')]
        at app//io.lite.jsonpath.PathTokenizer.error(PathTokenizer.java:110)
        at app//io.lite.jsonpath.PathTokenizer.readBracket(PathTokenizer.java:97)
        at app//io.lite.jsonpath.PathTokenizer.tokenize(PathTokenizer.java:41)
        at app//io.lite.jsonpath.JsonPath.compile(JsonPath.java:28)
        at app//io.lite.jsonpath.JsonPathTest.filterWithNestedIndex(JsonPathTest.java:212)

        Caused by:
        java.lang.NumberFormatException: For input string: "?(@.tags[0"
            at java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)
            at java.base/java.lang.Integer.parseInt(Integer.java:662)
            at java.base/java.lang.Integer.parseInt(Integer.java:778)
            at app//io.lite.jsonpath.PathTokenizer.readBracket(PathTokenizer.java:95)
            ... 4 more

42 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///repo/build/reports/tests/test/index.html

BUILD FAILED in 14s
4 actionable tasks: 4 executed"""
    after = PT_BEFORE.split("\n")
    after = after[:9] + PT_LOOP.split("\n") + after[10:]
    new_test = """cat > src/test/java/io/lite/jsonpath/PathTokenizerTest.java <<'EOF'
package io.lite.jsonpath;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class PathTokenizerTest {
    @Test
    void nestedBracketInFilterIsOneToken() {
        var tokens = new PathTokenizer("$.items[?(@.tags[0] == 'x')]").tokenize();
        assertEquals(3, tokens.size());
        assertEquals("@.tags[0] == 'x'", tokens.get(2).text());
    }

    @Test
    void unclosedBracketReportsPosition() {
        var ex = assertThrows(JsonPathException.class, () -> new PathTokenizer("$.a[?(@.b[1]").tokenize());
        assertTrue(ex.getMessage().contains("position 3"), ex.getMessage());
    }
}
EOF"""
    turns = [
        (call("bash", command="./gradlew test --console=plain 2>&1 | tail -n 40"), swe(fail, "n/a", root)),
        (call("open", path="src/main/java/io/lite/jsonpath/PathTokenizer.java", line_number=87),
         swe(swe_window(path, PT_BEFORE, 70, 164), path, root)),
        (call("edit", start_line=79, end_line=79, replacement_text=PT_LOOP),
         swe(swe_window(path, "\n".join(after), 70, 172) + "\n" + SWE_EDITED, path, root)),
        (call("bash", command="./gradlew test --console=plain 2>&1 | tail -n 8"),
         swe("> Task :classes\n> Task :compileTestJava UP-TO-DATE\n> Task :processTestResources UP-TO-DATE\n> Task :testClasses UP-TO-DATE\n"
             "> Task :test\n\nBUILD SUCCESSFUL in 6s\n4 actionable tasks: 2 executed, 2 up-to-date", path, root)),
        (call("search_dir", search_term="tokenize(", dir="src"),
         swe('Found 6 matches for "tokenize(" in /repo/src:\n/repo/src/main/java/io/lite/jsonpath/JsonPath.java (1 matches)\n'
             "/repo/src/main/java/io/lite/jsonpath/PathTokenizer.java (2 matches)\n/repo/src/test/java/io/lite/jsonpath/JsonPathTest.java (3 matches)\n"
             'End of matches for "tokenize(" in /repo/src', path, root)),
        (call("bash", command=new_test), swe("Your command ran successfully and did not produce any output.", path, root)),
        (call("bash", command="./gradlew test --console=plain -q && grep -o 'tests=\"[0-9]*\"' build/test-results/test/*.xml"),
         swe('build/test-results/test/TEST-io.lite.jsonpath.FilterTest.xml:tests="11"\n'
             'build/test-results/test/TEST-io.lite.jsonpath.JsonPathTest.xml:tests="31"\n'
             'build/test-results/test/TEST-io.lite.jsonpath.PathTokenizerTest.xml:tests="2"', path, root)),
        (call("bash", command="git status --short && git diff --stat"),
         swe(" M src/main/java/io/lite/jsonpath/PathTokenizer.java\n?? src/test/java/io/lite/jsonpath/PathTokenizerTest.java\n"
             " src/main/java/io/lite/jsonpath/PathTokenizer.java | 10 +++++++++-\n 1 file changed, 9 insertions(+), 1 deletion(-)", path, root)),
    ]
    rs.add("swe", "h64-swe-11", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 12  Zig package, zig build test, Codex CLI — bad: deleted legacy_parser.zig shows up again in ls -la
# ---------------------------------------------------------------------------------------------------------------


def zig_summary(lib: int, secs: str, ms: str) -> str:
    return (f"Build Summary: 5/5 steps succeeded; {lib + 5}/{lib + 5} tests passed\ntest success\n"
            f"├─ run test {lib} passed {ms} MaxRSS:2M\n│  └─ zig test Debug native success {secs} MaxRSS:214M\n"
            "└─ run test 5 passed 9ms MaxRSS:1M\n   └─ zig test Debug native success 2s MaxRSS:131M")


def t12(rs: RowSet) -> None:
    root = "/home/kai/src/ztoml"
    sysm = system("Codex CLI 0.28.0 (sandbox: workspace-write, approval: on-request)", root, CODEX_TOOLS)
    state = ("Codex CLI in /home/kai/src/ztoml (TOML 1.0 parser in Zig, branch main). User: \"drop the deprecated legacy parser, "
             "keep the build green, and add a test for dotted keys\".")
    patch = ("*** Begin Patch\n*** Update File: src/parser.zig\n@@ test \"array of tables\" {\n"
             "     try std.testing.expectEqual(@as(usize, 2), arr.items.len);\n }\n+\n+test \"dotted keys create nested tables\" {\n"
             "+    var p = try Parser.init(std.testing.allocator, \"a.b.c = 1\\n\");\n+    defer p.deinit();\n+    const v = try p.parse();\n"
             "+    defer v.deinit(std.testing.allocator);\n"
             "+    try std.testing.expectEqual(@as(i64, 1), v.table.get(\"a\").?.table.get(\"b\").?.table.get(\"c\").?.integer);\n+}\n*** End Patch")
    turns = [
        (cx("ls src && zig version", root), cx_out("legacy_parser.zig\nlexer.zig\nmain.zig\nparser.zig\nroot.zig\nvalue.zig\n0.13.0\n", dur=0.1)),
        (cx("grep -rn 'legacy' src build.zig build.zig.zon", root),
         cx_out('src/root.zig:7:pub const legacy = @import("legacy_parser.zig");\nsrc/root.zig:58:    _ = legacy;\n'
                "src/legacy_parser.zig:1://! Deprecated line-based parser kept for 0.2.x compatibility. Remove in 0.4.\n"
                "src/legacy_parser.zig:214:test \"legacy: inline comments\" {\n", dur=0.0)),
        (cx("git rm -q src/legacy_parser.zig && sed -i '/legacy/d' src/root.zig && git status --short", root),
         cx_out("D  src/legacy_parser.zig\n M src/root.zig\n", dur=0.1)),
        (cx("zig build test --summary all 2>&1", root, 300000), cx_out(zig_summary(41, "7s", "188ms") + "\n", dur=9.7)),
        (cx("ls -la src", root),
         cx_out("total 88\ndrwxr-xr-x 2 kai kai  4096 Oct  2 14:21 .\ndrwxr-xr-x 7 kai kai  4096 Oct  2 14:22 ..\n"
                "-rw-r--r-- 1 kai kai  9312 Sep 28 19:05 legacy_parser.zig\n-rw-r--r-- 1 kai kai 11874 Sep 28 19:05 lexer.zig\n"
                "-rw-r--r-- 1 kai kai  2203 Sep 28 19:05 main.zig\n-rw-r--r-- 1 kai kai 24518 Sep 30 10:47 parser.zig\n"
                "-rw-r--r-- 1 kai kai  2911 Oct  2 14:21 root.zig\n-rw-r--r-- 1 kai kai 14390 Sep 28 19:05 value.zig\n", dur=0.0)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM src/parser.zig\n", dur=0.0)),
        (cx("zig build test --summary all 2>&1", root, 300000), cx_out(zig_summary(42, "6s", "191ms") + "\n", dur=8.4)),
        (cx("git status --short && git diff --stat HEAD", root),
         cx_out("D  src/legacy_parser.zig\n M src/parser.zig\n M src/root.zig\n src/legacy_parser.zig | 236 -------------------------------------------------\n"
                " src/parser.zig        |   8 ++\n src/root.zig          |   2 -\n 3 files changed, 8 insertions(+), 238 deletions(-)\n", dur=0.0)),
    ]
    rs.add("swe", "h64-swe-12", sysm, turns, state=state, bad=True, turn=5,
           kind="ls -la lists src/legacy_parser.zig again although it was removed with git rm at turn 3 (and git status still shows it deleted)")

# ---------------------------------------------------------------------------------------------------------------
# 13  Haskell library, cabal test (hspec), Aider — clean
# ---------------------------------------------------------------------------------------------------------------

HS_LOG = "/home/noor/hs/semver-range/dist-newstyle/build/x86_64-linux/ghc-9.6.6/semver-range-0.3.1/t/spec/test/semver-range-0.3.1-spec.log"


def t13(rs: RowSet) -> None:
    root = "/home/noor/hs/semver-range"
    sysm = system("aider 0.85.2 (auto-commits on, git repo detected)", root, AIDER_TOOLS)
    state = ("aider in /home/noor/hs/semver-range (GHC 9.6.6, cabal-install 3.10.3.0, hspec 2.11), branch main at a27c5f0 "
             "\"release 0.3.1\". User: \"^0.2.3 should not match 0.3.0; fix it and add regression tests\".")
    fail = f"""    caret ranges
      ^1.2.3 allows 1.9.0 [✔]
      ^1.2.3 excludes 2.0.0 [✔]
      ^0.2.3 allows 0.2.9 [✔]
      ^0.2.3 excludes 0.3.0 [✘]
    tilde ranges
      ~1.2.3 allows 1.2.9 [✔]
      ~1.2.3 excludes 1.3.0 [✔]

Failures:

  test/Data/SemVer/RangeSpec.hs:64:7:
  1) Data.SemVer.Range.satisfies.caret ranges ^0.2.3 excludes 0.3.0
       expected: False
        but got: True

  To rerun use: --match "/Data.SemVer.Range/satisfies/caret ranges/^0.2.3 excludes 0.3.0/" --seed 1458921307

Randomized with seed 1458921307

Finished in 0.0119 seconds
87 examples, 1 failure
Test suite spec: FAIL
Test suite logged to:
{HS_LOG}
0 of 1 test suites (0 of 1 test cases) passed.
Error: cabal: Tests failed for test:spec from semver-range-0.3.1."""

    def ok(n: int, secs: str, seed: str, last_caret: str) -> str:
        return (f"      {last_caret} [✔]\n    tilde ranges\n      ~1.2.3 allows 1.2.9 [✔]\n      ~1.2.3 excludes 1.3.0 [✔]\n\n"
                f"Randomized with seed {seed}\n\nFinished in {secs} seconds\n{n} examples, 0 failures\nTest suite spec: PASS\n"
                f"Test suite logged to:\n{HS_LOG}\n1 of 1 test suites (1 of 1 test cases) passed.")

    spec_edit = sr("test/Data/SemVer/RangeSpec.hs",
                   '      it "^0.2.3 excludes 0.3.0" $\n        satisfies (v 0 3 0) (caret (v 0 2 3)) `shouldBe` False',
                   '      it "^0.2.3 excludes 0.3.0" $\n        satisfies (v 0 3 0) (caret (v 0 2 3)) `shouldBe` False\n'
                   '      it "^0.2.3 excludes 0.2.2" $\n        satisfies (v 0 2 2) (caret (v 0 2 3)) `shouldBe` False\n'
                   '      it "^0.9.1 excludes 0.10.0" $\n        satisfies (v 0 10 0) (caret (v 0 9 1)) `shouldBe` False', "haskell")
    turns = [
        (ai_cmd("/run cabal test 2>&1 | tail -n 30"), ai_run(fail, 30, "0.9k")),
        (ai_cmd("/add src/Data/SemVer/Range.hs"), "Added src/Data/SemVer/Range.hs to the chat"),
        (ai_edit(sr("src/Data/SemVer/Range.hs",
                    "caretUpper :: Version -> Version\ncaretUpper (Version ma _ _ _) = Version (ma + 1) 0 0 []",
                    "caretUpper :: Version -> Version\ncaretUpper (Version 0 mi _ _) = Version 0 (mi + 1) 0 []\n"
                    "caretUpper (Version ma _ _ _) = Version (ma + 1) 0 0 []", "haskell")),
         "src/Data/SemVer/Range.hs\nApplied edit to src/Data/SemVer/Range.hs\n"
         "Commit 6b0e91d fix: Bound caret ranges on 0.x versions at the next minor\nYou can use /undo to undo and discard each aider commit."),
        (ai_cmd("/run cabal test --test-show-details=direct 2>&1 | tail -n 13"), ai_run(ok(87, "0.0102", "702215566", "^0.2.3 excludes 0.3.0"), 13, "0.6k")),
        (ai_cmd("/run cabal test --test-show-details=direct --test-options='--match caret' 2>&1 | tail -n 13"),
         ai_run("      ^1.2.3 allows 1.9.0 [✔]\n      ^1.2.3 excludes 2.0.0 [✔]\n"
                "      ^0.2.3 allows 0.2.9 [✔]\n      ^0.2.3 excludes 0.3.0 [✔]\n\nRandomized with seed 88120374\n\n"
                "Finished in 0.0009 seconds\n12 examples, 0 failures\nTest suite spec: PASS\nTest suite logged to:\n"
                f"{HS_LOG}\n1 of 1 test suites (1 of 1 test cases) passed.", 13, "0.3k")),
        (ai_cmd("/add test/Data/SemVer/RangeSpec.hs"), "Added test/Data/SemVer/RangeSpec.hs to the chat"),
        (ai_edit(spec_edit),
         "test/Data/SemVer/RangeSpec.hs\nApplied edit to test/Data/SemVer/RangeSpec.hs\n"
         "Commit d41a7c8 test: Add caret bounds for 0.x lower and upper edges\nYou can use /undo to undo and discard each aider commit."),
        (ai_cmd("/run cabal test --test-show-details=direct 2>&1 | tail -n 13"), ai_run(ok(89, "0.0111", "1930476218", "^0.9.1 excludes 0.10.0"), 13, "0.6k")),
        (ai_cmd("/git log --oneline -3"),
         "d41a7c8 (HEAD -> main) test: Add caret bounds for 0.x lower and upper edges\n"
         "6b0e91d fix: Bound caret ranges on 0.x versions at the next minor\na27c5f0 release 0.3.1"),
        (ai_cmd("/undo"),
         "Removed: d41a7c8 test: Add caret bounds for 0.x lower and upper edges\n"
         "Now at:  6b0e91d fix: Bound caret ranges on 0.x versions at the next minor\nYou can use /undo to undo and discard each aider commit."),
    ]
    rs.add("swe", "h64-swe-13", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 14  OCaml library, dune test (alcotest), OpenHands — bad: renamed function shows under its old name again
# ---------------------------------------------------------------------------------------------------------------

FRAME_ML = """(* Fixed header: 1 byte type/flags, then the remaining length as an MQTT-style
   variable byte integer (1-4 bytes). *)

let parse_header buf off =
  if Bytes.length buf < off + 2 then raise (Truncated "header");
  let byte0 = Char.code (Bytes.get buf off) in
  let kind = kind_of_int (byte0 lsr 4) in
  let flags = byte0 land 0x0f in
  let remaining = Char.code (Bytes.get buf (off + 1)) land 0x7f in
  ({ kind; flags; remaining }, off + 2)

let write_header buf off { kind; flags; remaining } =
  Bytes.set buf off (Char.chr ((int_of_kind kind lsl 4) lor flags));
  Varint.write buf (off + 1) remaining

let header_size { remaining; _ } = 1 + Varint.size remaining

let parse buf =
  (* raises [Truncated] when [buf] ends before the frame does *)
  if Bytes.length buf = 0 then raise (Truncated "empty");
  let total = Bytes.length buf in
  if total > max_frame then
    invalid_arg (Printf.sprintf "Frame.parse: %d bytes exceeds max_frame" total);
  (* header, then [remaining] bytes of body *)
  let hdr, body_off = parse_header buf 0 in
  if total - body_off < hdr.remaining then raise (Truncated "body");
  { header = hdr; body = Bytes.sub buf body_off hdr.remaining }

let encode { header; body } ="""

OC_TESTS = [("frame", "roundtrip small"), ("frame", "roundtrip empty payload"), ("frame", "length over 127"),
            ("frame", "truncated header"), ("varint", "encode 0"), ("varint", "encode 127"), ("varint", "encode 128"),
            ("varint", "decode max"), ("varint", "decode overlong")]


def alcotest(run_id: str, fail: bool) -> str:
    out = ["Testing `wirefmt'.", f"This run has ID `{run_id}`.", ""]
    idx: dict[str, int] = {}
    for suite, name in OC_TESTS:
        k = idx.get(suite, 0)
        idx[suite] = k + 1
        tag = "[FAIL]" if fail and name == "length over 127" else "[OK]"
        out.append(f"  {tag:<14}{suite:<15}{k}   {name}.")
    out.append("")
    if fail:
        box = "─" * 78
        out += [f"┌{box}┐", "│ [FAIL]        frame          2   length over 127.                            │", f"└{box}┘",
                "ASSERT remaining length", "FAIL remaining length", "", "   Expected: `200'", "   Received: `72'", "",
                'Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-19',
                'Called from Dune__exe__Test_frame.test_long in file "test/test_frame.ml", line 31, characters 2-58',
                'Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 181, characters 17-23',
                'Called from Alcotest_engine__Monad.Identity.catch in file "src/alcotest-engine/monad.ml", line 24, characters 31-35', "",
                "Logs saved to `/workspace/wirefmt/_build/default/test/_build/_tests/wirefmt/frame.002.output'.",
                " " + box, "", "Full test results in `/workspace/wirefmt/_build/default/test/_build/_tests/wirefmt'.",
                "1 failure! in 0.002s. 9 tests run."]
    else:
        out += ["Full test results in `/workspace/wirefmt/_build/default/test/_build/_tests/wirefmt'.", "Test Successful in 0.003s. 9 tests run."]
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    root = "/workspace/wirefmt"
    sysm = system("OpenHands CodeActAgent", root, OH_TOOLS)
    state = ("OpenHands sandbox; /workspace/wirefmt (OCaml 5.2.0, dune 3.16, alcotest 1.8.0). Issue: frames whose remaining length "
             "is >= 128 are decoded wrong. Maintainer also asked to rename Frame.parse_header to parse_frame_header everywhere.")
    fixed = FRAME_ML.replace("  let remaining = Char.code (Bytes.get buf (off + 1)) land 0x7f in\n  ({ kind; flags; remaining }, off + 2)",
                             "  let remaining, next = Varint.read buf (off + 1) in\n  ({ kind; flags; remaining }, next)")
    renamed = fixed.replace("parse_header", "parse_frame_header")
    shown = renamed.replace("let parse_frame_header buf off =", "let parse_header buf off =")
    turns = [
        (bash("cd /workspace/wirefmt && dune build 2>&1 | head -n 20 && dune test 2>&1 | tail -n 40"),
         oh_bash(alcotest("Q3V8ZK1A", True), root)),
        (bash("grep -rn 'parse_header' lib test bin"),
         oh_bash("lib/frame.ml:31:let parse_header buf off =\nlib/frame.ml:52:  let hdr, body_off = parse_header buf 0 in\n"
                 "lib/frame.mli:14:val parse_header : Bytes.t -> int -> header * int\ntest/test_frame.ml:28:  let hdr, _ = Frame.parse_header buf 0 in\n"
                 "bin/dump.ml:17:      let hdr, _ = Wirefmt.Frame.parse_header buf 0 in", root)),
        (editor("view", f"{root}/lib/frame.ml", view_range=[28, 45]),
         f"Here's the result of running `cat -n` on {root}/lib/frame.ml:\n" + numbered("\n".join(FRAME_ML.split("\n")[:18]), 28) + "\n"),
        (editor("str_replace", f"{root}/lib/frame.ml",
                old_str="  let remaining = Char.code (Bytes.get buf (off + 1)) land 0x7f in\n  ({ kind; flags; remaining }, off + 2)",
                new_str="  let remaining, next = Varint.read buf (off + 1) in\n  ({ kind; flags; remaining }, next)"),
         edited(f"{root}/lib/frame.ml", "\n".join(fixed.split("\n")[3:14]), 31)),
        (bash("grep -rl 'parse_header' lib test bin | xargs sed -i 's/\\bparse_header\\b/parse_frame_header/g' && grep -rn 'parse_frame_header\\|parse_header' lib test bin"),
         oh_bash("lib/frame.ml:31:let parse_frame_header buf off =\nlib/frame.ml:52:  let hdr, body_off = parse_frame_header buf 0 in\n"
                 "lib/frame.mli:14:val parse_frame_header : Bytes.t -> int -> header * int\n"
                 "test/test_frame.ml:28:  let hdr, _ = Frame.parse_frame_header buf 0 in\n"
                 "bin/dump.ml:17:      let hdr, _ = Wirefmt.Frame.parse_frame_header buf 0 in", root)),
        (editor("view", f"{root}/lib/frame.ml", view_range=[28, 55]),
         f"Here's the result of running `cat -n` on {root}/lib/frame.ml:\n" + numbered("\n".join(shown.split("\n")[:28]), 28) + "\n"),
        (bash("dune build 2>&1 && dune test 2>&1 | tail -n 20"), oh_bash(alcotest("M1P0D7XE", False), root)),
        (bash("printf '\\x30\\xc8\\x01' > /tmp/h.bin && dune exec -- bin/dump.exe /tmp/h.bin header"),
         oh_bash("{ kind = PUBLISH; flags = 0x0; remaining = 200 }", root)),
        (bash("git diff --stat"),
         oh_bash(" bin/dump.ml        | 2 +-\n lib/frame.ml       | 8 ++++----\n lib/frame.mli      | 2 +-\n test/test_frame.ml | 2 +-\n"
                 " 4 files changed, 7 insertions(+), 7 deletions(-)", root)),
        (bash("dune test --force 2>&1 | tail -n 4"),
         oh_bash("  [OK]          varint         4   decode overlong.\n\nFull test results in `/workspace/wirefmt/_build/default/test/_build/_tests/wirefmt'.\n"
                 "Test Successful in 0.002s. 9 tests run.", root)),
    ]
    rs.add("swe", "h64-swe-14", sysm, turns, state=state, bad=True, turn=6,
           kind="view of lib/frame.ml shows line 31 as `let parse_header buf off =` although the sed at turn 5 renamed it to parse_frame_header (grep showed it)")

# ---------------------------------------------------------------------------------------------------------------
# 15  C library, Meson + meson test, Claude Code — bad: the newest test log is stamped before the first run
# ---------------------------------------------------------------------------------------------------------------

SIPHASH = """#define ROTL(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))

#define SIPROUND           \\
    do {                   \\
        v0 += v1;          \\
        v1 = ROTL(v1, 31); \\
        v1 ^= v0;          \\
        v0 = ROTL(v0, 32); \\
        v2 += v3;          \\
        v3 = ROTL(v3, 16); \\
        v3 ^= v2;          \\
        v0 += v3;          \\
        v3 = ROTL(v3, 21); \\
        v3 ^= v0;          \\
        v2 += v1;          \\
        v1 = ROTL(v1, 17); \\
        v1 ^= v2;          \\
        v2 = ROTL(v2, 32); \\
    } while (0)

static inline uint64_t load_le64(const uint8_t *p) {
    return (uint64_t)p[0] | ((uint64_t)p[1] << 8) | ((uint64_t)p[2] << 16) |
           ((uint64_t)p[3] << 24) | ((uint64_t)p[4] << 32) | ((uint64_t)p[5] << 40) |
           ((uint64_t)p[6] << 48) | ((uint64_t)p[7] << 56);
}"""

MESON_SUMMARY = """Ok:                 {ok}
Expected Fail:      0
Fail:               {fail}
Unexpected Pass:    0
Skipped:            0
Timeout:            0

Full log written to /home/rin/proj/libtinyhash/builddir/meson-logs/testlog.txt"""

MESON_ENV = ("Inherited environment: SHELL=/bin/bash LANG=en_US.UTF-8 HOME=/home/rin USER=rin TERM=xterm-256color "
             "PATH=/home/rin/.local/bin:/usr/local/bin:/usr/bin:/bin PWD=/home/rin/proj/libtinyhash CLAUDECODE=1")


def t15(rs: RowSet) -> None:
    root = "/home/rin/proj/libtinyhash"
    sysm = system("Claude Code 1.0.61", root, CC_TOOLS)
    state = ("Claude Code in /home/rin/proj/libtinyhash (C99, meson 1.4.1, ninja 1.11.1, gcc 13.2). Local time is about 16:40 on "
             "2025-05-06. User: \"SipHash test vectors fail after the refactor, find out why\".")
    exe = f"{root}/builddir/tests/test_siphash"
    fixed = SIPHASH.replace("v1 = ROTL(v1, 31);", "v1 = ROTL(v1, 13);")
    turns = [
        (cc_bash("meson setup builddir --buildtype=debug 2>&1 | tail -n 12", "Configure the build directory"),
         "Run-time dependency threads found: YES\nProgram valgrind found: NO\nConfiguring config.h using configuration\n"
         "Build targets in project: 7\n\nlibtinyhash 0.5.0\n\n  User defined options\n    buildtype: debug\n\nFound ninja-1.11.1 at /usr/bin/ninja"),
        (cc_bash("meson test -C builddir 2>&1 | tail -n 20", "Build and run the test suite"),
         f"ninja: Entering directory `{root}/builddir'\n[14/14] Linking target tests/test_table_fuzz\n"
         "1/5 tinyhash:fnv1a_vectors          OK              0.01s\n2/5 tinyhash:murmur3_vectors        OK              0.01s\n"
         "3/5 tinyhash:xxh32_vectors          OK              0.02s\n4/5 tinyhash:siphash_vectors        FAIL            0.01s   exit status 1\n"
         f">>> MALLOC_PERTURB_=173 {exe}\n\n5/5 tinyhash:table_fuzz_smoke       OK              0.34s\n\n" + MESON_SUMMARY.format(ok=4, fail=1)),
        (cc_bash("head -n 3 builddir/meson-logs/testlog.txt && grep -A9 '^=* 4/5 =*$' builddir/meson-logs/testlog.txt", "Inspect the failing test log"),
         "Log of Meson test suite run on 2025-05-06T16:41:09.552114\n\n" + MESON_ENV + "\n"
         "==================================== 4/5 =====================================\ntest:         tinyhash:siphash_vectors\n"
         "start time:   16:41:10\nduration:     0.01s\nresult:       exit status 1\n"
         f"command:      MALLOC_PERTURB_=173 {exe}\n"
         "----------------------------------- stdout -----------------------------------\n"
         "siphash24 vector 0: expected 310e0edd47db6f72 got 9a2b1c7f33d04e15\nsiphash24: 64 of 64 vectors differ"),
        (cc_read_call(f"{root}/src/siphash.c", offset=20, limit=25), cc_read(SIPHASH, 20)),
        (call("Edit", file_path=f"{root}/src/siphash.c", old_string="        v1 = ROTL(v1, 31); \\", new_string="        v1 = ROTL(v1, 13); \\"),
         cc_edited(f"{root}/src/siphash.c", "\n".join(fixed.split("\n")[:11]), 20)),
        (cc_bash("meson test -C builddir 2>&1 | tail -n 16", "Rebuild and rerun the tests"),
         f"ninja: Entering directory `{root}/builddir'\n[2/4] Compiling C object src/libtinyhash.so.0.5.0.p/siphash.c.o\n"
         "[4/4] Linking target tests/test_siphash\n"
         "1/5 tinyhash:fnv1a_vectors          OK              0.01s\n2/5 tinyhash:murmur3_vectors        OK              0.01s\n"
         "3/5 tinyhash:xxh32_vectors          OK              0.02s\n4/5 tinyhash:siphash_vectors        OK              0.01s\n"
         "5/5 tinyhash:table_fuzz_smoke       OK              0.31s\n\n" + MESON_SUMMARY.format(ok=5, fail=0)),
        (cc_bash("meson test -C builddir --repeat 3 siphash_vectors 2>&1", "Repeat the SipHash test"),
         f"ninja: Entering directory `{root}/builddir'\nninja: no work to do.\n"
         "1/3 tinyhash:siphash_vectors        OK              0.01s\n2/3 tinyhash:siphash_vectors        OK              0.01s\n"
         "3/3 tinyhash:siphash_vectors        OK              0.01s\n\n" + MESON_SUMMARY.format(ok=3, fail=0)),
        (cc_bash("head -n 1 builddir/meson-logs/testlog.txt && grep -c '^result:       passed' builddir/meson-logs/testlog.txt && grep '^start time:' builddir/meson-logs/testlog.txt",
                 "Check the latest test log"),
         "Log of Meson test suite run on 2025-05-06T16:38:27.190448\n3\nstart time:   16:38:27\nstart time:   16:38:27\nstart time:   16:38:27"),
    ]
    rs.add("swe", "h64-swe-15", sysm, turns, state=state, bad=True, turn=8,
           kind="testlog.txt of the latest (repeat) run is stamped 16:38:27, earlier than the 16:41:09 log of the first failing run at turn 3")

# ---------------------------------------------------------------------------------------------------------------
# 16  Nim package, nimble test, Cline — clean
# ---------------------------------------------------------------------------------------------------------------

BITPACK = """## Bit-level packing of small integers into byte buffers.

type
  BitBuf* = object
    data*: seq[byte]
    bitLen*: int

proc pack*(buf: var BitBuf, value: int, width: int) =
  ## Appends the low `width` bits of `value`, LSB first.
  assert width in 1..32
  for i in 0 ..< width:
    let byteIdx = buf.bitLen shr 3
    if byteIdx >= buf.data.len:
      buf.data.add 0'u8
    if ((value shr i) and 1) == 1:
      buf.data[byteIdx] = buf.data[byteIdx] or (1'u8 shl (buf.bitLen and 7))
    inc buf.bitLen

proc unpack*(buf: BitBuf, pos: var int, width: int, signed = false): int =
  ## Reads `width` bits starting at bit `pos` and advances `pos`.
  assert width in 1..32
  for i in 0 ..< width:
    let bit = (buf.data[pos shr 3] shr (pos and 7)) and 1
    result = result or (int(bit) shl i)
    inc pos
  if signed and (result and (1 shl width)) != 0:
    result = result - (1 shl width)"""

NIM_TESTS = [("pack", ["pack u12", "pack crosses byte boundary", "pack zero width rejected", "bitLen tracks appended bits"]),
             ("unpack", ["roundtrip unsigned widths 1..32", "unpack at odd offset", "unpack unsigned 1-bit", "unpack signed 5-bit"]),
             ("stream", ["writer flushes partial byte", "reader stops at end", "empty buffer", "unpack past end raises"])]


def nimble_test(fail: bool) -> str:
    out = ["  Verifying dependencies for bitpack@0.2.0",
           "  Compiling /home/jo/nim/bitpack/tests/tpack (from package bitpack) using c backend"]
    for suite, names in NIM_TESTS:
        out.append(f"[Suite] {suite}")
        for n in names:
            if fail and n == "unpack signed 5-bit":
                out += [f"  [FAILED] {n}", "    /home/jo/nim/bitpack/tests/tpack.nim(41, 17): Check failed: unpack(b, p, 5, signed = true) == -3",
                        "    unpack(b, p, 5, signed = true) was 29"]
            else:
                out.append(f"  [OK] {n}")
    if fail:
        out += ["   Error: execution of an external program failed: '/home/jo/nim/bitpack/tests/tpack'",
                "       Tip: 4 messages have been suppressed, use --verbose to show them.",
                "nimble.nim(229)          buildFromDir", "", "    Error:  Build failed for the package: bitpack"]
    else:
        out.append("   Success: All tests passed")
    return "\n".join(out)


def t16(rs: RowSet) -> None:
    root = "/home/jo/nim/bitpack"
    sysm = system("Cline 3.20 (VS Code extension)", root, CLINE_TOOLS)
    state = ("VS Code workspace /home/jo/nim/bitpack (Nim 2.0.8, nimble 0.16.1), branch main at 7d3f0aa. Task: \"signed unpack "
             "returns the raw value for negative numbers\".")
    fixed = BITPACK.replace("(result and (1 shl width)) != 0", "(result and (1 shl (width - 1))) != 0")
    turns = [
        (call("execute_command", command="nimble test 2>&1 | tail -n 25", requires_approval=False), cl_cmd(nimble_test(True))),
        (call("read_file", path="src/bitpack.nim"), BITPACK),
        (call("replace_in_file", path="src/bitpack.nim",
              diff="------- SEARCH\n  if signed and (result and (1 shl width)) != 0:\n=======\n  if signed and (result and (1 shl (width - 1))) != 0:\n+++++++ REPLACE"),
         cl_saved("src/bitpack.nim", fixed)),
        (call("execute_command", command="nimble test 2>&1 | tail -n 25", requires_approval=False), cl_cmd(nimble_test(False))),
        (call("execute_command", command="git log --oneline -1 && git stash && nimble test 2>&1 | grep -c '\\[OK\\]'; git stash pop", requires_approval=False),
         cl_cmd("7d3f0aa (HEAD -> main) stream: add BitReader.atEnd\n"
                "Saved working directory and index state WIP on main: 7d3f0aa stream: add BitReader.atEnd\n11\nOn branch main\n"
                "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
                "  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   src/bitpack.nim\n\n"
                "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
                "Dropped refs/stash@{0} (4be19c7d0a2e6f13b8d5c9a70e1f24d6b3a8c517)")),
        (call("read_file", path="src/bitpack.nim"), fixed),
        (call("execute_command", command="nimble test 2>&1 | grep -c '\\[OK\\]' && git diff --stat", requires_approval=False),
         cl_cmd("12\n src/bitpack.nim | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")),
    ]
    rs.add("swe", "h64-swe-16", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 17  SQL migrations with sqitch (PostgreSQL), Gemini CLI — clean
# ---------------------------------------------------------------------------------------------------------------

SQ_PLAN = """%syntax-version=1.0.0
%project=inventory
%uri=https://github.com/northwind/inventory-db

appschema 2024-11-04T09:12:40Z Dana Okafor <dana@northwind.example> # Add schema for inventory objects.
stock_items [appschema] 2024-11-04T09:31:02Z Dana Okafor <dana@northwind.example> # Stock items per warehouse.
warehouses [appschema] 2024-12-02T14:20:19Z Dana Okafor <dana@northwind.example> # Warehouses table.
warehouses_capacity [warehouses] 2025-01-20T10:58:11Z Dana Okafor <dana@northwind.example> # Add capacity_m3 to warehouses.
stock_reorder_level [stock_items] 2025-03-18T10:02:57Z Sam Ito <sam@northwind.example> # Add reorder_level to stock_items"""

SQ_DEPLOY = """-- Deploy inventory:stock_reorder_level to pg
-- requires: stock_items

BEGIN;

ALTER TABLE appschema.stock_items
    ADD COLUMN reorder_level integer NOT NULL DEFAULT 0
    CHECK (reorder_level >= 0);

COMMIT;
"""

SQ_REVERT = """-- Revert inventory:stock_reorder_level from pg

BEGIN;

ALTER TABLE appschema.stock_items DROP COLUMN reorder_level;

COMMIT;
"""

SQ_VERIFY = """-- Verify inventory:stock_reorder_level on pg

BEGIN;

SELECT reorder_level FROM appschema.stock_items WHERE FALSE;

ROLLBACK;
"""

STOCK_D = """                                            Table "appschema.stock_items"
    Column     |           Type           | Collation | Nullable |                      Default
---------------+--------------------------+-----------+----------+---------------------------------------------------
 id            | integer                  |           | not null | nextval('appschema.stock_items_id_seq'::regclass)
 sku           | text                     |           | not null |
 warehouse_id  | integer                  |           | not null |
 quantity      | integer                  |           | not null | 0
 updated_at    | timestamp with time zone |           | not null | now()
 reorder_level | integer                  |           | not null | 0
Indexes:
    "stock_items_pkey" PRIMARY KEY, btree (id)
    "stock_items_sku_warehouse_id_key" UNIQUE CONSTRAINT, btree (sku, warehouse_id)
Check constraints:
    "stock_items_reorder_level_check" CHECK (reorder_level >= 0)
Foreign-key constraints:
    "stock_items_warehouse_id_fkey" FOREIGN KEY (warehouse_id) REFERENCES appschema.warehouses(id)
"""


def sq_status(change: str, name: str, when: str, by: str, tail: str) -> str:
    return (f"# On database db:pg:inventory\n# Project:  inventory\n# Change:   {change}\n# Name:     {name}\n"
            f"# Deployed: {when}\n# By:       {by}\n# \n{tail}")


def t17(rs: RowSet) -> None:
    root = "/home/dba/inventory-db"
    sysm = system("Gemini CLI 0.4.1", root, GEM_TOOLS)
    state = ("Gemini CLI in /home/dba/inventory-db (sqitch 1.4.1, PostgreSQL 16.3, target db:pg:inventory; sqitch user.name "
             "\"Sam Ito\"). Task: add a non-negative reorder_level column to appschema.stock_items as a sqitch change, and prove "
             "that it reverts cleanly.")
    old_ch, new_ch = "3b7c0e1d9f2a8c4e6b5d7a1f0e3c9b8d2a4f6e71", "9f41c2d8e0b7a63f5c1d2e4b8a09f7c6d3e2b1a0"
    dana, sam = "Dana Okafor <dana@northwind.example>", "Sam Ito <sam@northwind.example>"
    turns = [
        (gshell("sqitch status", "Show deployment status"),
         gem_run("sqitch status", sq_status(old_ch, "warehouses_capacity", "2025-01-20 11:04:33 +00:00", dana, "Nothing to deploy (up-to-date)"), pgid=30114)),
        (gshell("sqitch add stock_reorder_level --requires stock_items -n 'Add reorder_level to stock_items'", "Create the sqitch change"),
         gem_run("sqitch add stock_reorder_level --requires stock_items -n 'Add reorder_level to stock_items'",
                 "Created deploy/stock_reorder_level.sql\nCreated revert/stock_reorder_level.sql\nCreated verify/stock_reorder_level.sql\n"
                 'Added "stock_reorder_level [stock_items]" to sqitch.plan', pgid=30152)),
        (g_read(f"{root}/sqitch.plan"), SQ_PLAN),
        (call("write_file", file_path=f"{root}/deploy/stock_reorder_level.sql", content=SQ_DEPLOY),
         f"Successfully overwrote file: {root}/deploy/stock_reorder_level.sql."),
        (call("write_file", file_path=f"{root}/revert/stock_reorder_level.sql", content=SQ_REVERT),
         f"Successfully overwrote file: {root}/revert/stock_reorder_level.sql."),
        (call("write_file", file_path=f"{root}/verify/stock_reorder_level.sql", content=SQ_VERIFY),
         f"Successfully overwrote file: {root}/verify/stock_reorder_level.sql."),
        (gshell("sqitch deploy", "Deploy the new change"),
         gem_run("sqitch deploy", "Deploying changes to db:pg:inventory\n  + stock_reorder_level .. ok", pgid=30377)),
        (gshell("sqitch status", "Show deployment status"),
         gem_run("sqitch status", sq_status(new_ch, "stock_reorder_level", "2025-03-18 10:06:41 +00:00", sam, "Nothing to deploy (up-to-date)"), pgid=30391)),
        (gshell("psql -d inventory -c '\\d appschema.stock_items'", "Inspect the table"),
         gem_run("psql -d inventory -c '\\d appschema.stock_items'", STOCK_D.rstrip("\n"), pgid=30420)),
        (gshell("sqitch revert --to @HEAD^ -y", "Revert the change"),
         gem_run("sqitch revert --to @HEAD^ -y", "Reverting changes to warehouses_capacity from db:pg:inventory\n  - stock_reorder_level .. ok", pgid=30466)),
        (gshell("sqitch status", "Show deployment status after revert"),
         gem_run("sqitch status", sq_status(old_ch, "warehouses_capacity", "2025-01-20 11:04:33 +00:00", dana,
                                            "Undeployed change:\n  * stock_reorder_level"), pgid=30479)),
        (gshell("sqitch deploy --verify && sqitch log --format oneline --max-count 3", "Redeploy with verification and show the log"),
         gem_run("sqitch deploy --verify && sqitch log --format oneline --max-count 3",
                 "Deploying changes to db:pg:inventory\n  + stock_reorder_level .. ok\nOn database db:pg:inventory\n"
                 f"{new_ch} deploy inventory:stock_reorder_level Add reorder_level to stock_items\n"
                 f"{new_ch} revert inventory:stock_reorder_level Add reorder_level to stock_items\n"
                 f"{new_ch} deploy inventory:stock_reorder_level Add reorder_level to stock_items", pgid=30518)),
    ]
    rs.add("swe", "h64-swe-17", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 18  Erlang/OTP app, rebar3, Cline — bad: search shows cowboy pinned at 2.12.0 in rebar.config that read 2.10.0
# ---------------------------------------------------------------------------------------------------------------

REBAR_CONFIG = """{erl_opts, [debug_info, warnings_as_errors]}.

{deps, [
    {cowboy, "2.10.0"},
    {jsx, "3.1.0"},
    {recon, "2.5.5"}
]}.

{relx, [
    {release, {quota_srv, "0.9.2"}, [quota_srv, sasl]},
    {mode, prod},
    {sys_config, "config/sys.config"},
    {vm_args, "config/vm.args"}
]}.

{profiles, [
    {test, [
        {deps, [{meck, "0.9.2"}]},
        {erl_opts, [nowarn_export_all]}
    ]}
]}.

{shell, [{apps, [quota_srv]}]}."""

QUOTA_BUCKET = """-module(quota_bucket).

-export([new/2, take/2, available/1, refill/2]).

-record(bucket, {limit :: pos_integer(),
                 rate :: pos_integer(),          %% tokens per second
                 tokens :: non_neg_integer(),
                 last :: integer()}).            %% erlang:monotonic_time(millisecond)

-opaque bucket() :: #bucket{}.
-export_type([bucket/0]).

new(Limit, Rate) when Limit > 0, Rate > 0 ->
    #bucket{limit = Limit, rate = Rate, tokens = Limit,
            last = erlang:monotonic_time(millisecond)}.

available(#bucket{tokens = T}) -> T.

take(N, B = #bucket{tokens = T}) when N =< T ->
    {ok, B#bucket{tokens = T - N}};
take(_N, B) ->
    {error, B}.

refill(Now, B = #bucket{limit = Limit, rate = Rate, tokens = T, last = Last}) ->
    Add = ((Now - Last) * Rate) div 1000,
    B#bucket{tokens = min(Limit, T + Add), last = Now}."""


def t18(rs: RowSet) -> None:
    root = "/home/ines/erl/quota_srv"
    sysm = system("Cline 3.20 (VS Code extension)", root, CLINE_TOOLS)
    state = ("VS Code workspace /home/ines/erl/quota_srv (Erlang/OTP 26.2.5, rebar3 3.23.0), branch main. Task: \"quota buckets "
             "overflow their limit after a long idle period; fix quota_bucket and keep eunit green\".")
    turns = [
        (call("read_file", path="rebar.config"), REBAR_CONFIG),
        (call("execute_command", command="rebar3 tree", requires_approval=False),
         cl_cmd("===> Verifying dependencies...\n├─ cowboy─2.10.0 (hex package)\n│  ├─ cowlib─2.12.1 (hex package)\n"
                "│  └─ ranch─1.8.0 (hex package)\n├─ jsx─3.1.0 (hex package)\n└─ recon─2.5.5 (hex package)")),
        (call("search_files", path=".", regex="cowboy", file_pattern="*.{erl,src,config}"),
         "Found 5 results.\n\nrebar.config\n│----\n│{deps, [\n│    {cowboy, \"2.12.0\"},\n│    {jsx, \"3.1.0\"},\n│----\n\n"
         "src/quota_srv.app.src\n│----\n│    {registered, [quota_srv_sup]},\n│    {applications, [kernel, stdlib, cowboy, jsx]},\n│    {env, []},\n│----\n\n"
         "src/quota_http.erl\n│----\n│start(Port) ->\n│    Dispatch = cowboy_router:compile([\n│        {'_', [{\"/v1/quota/:tenant\", ?MODULE, []}]}\n│----\n"
         "│    ]),\n│    {ok, _} = cowboy:start_clear(quota_http_listener,\n│                                 [{port, Port}],\n│----\n"
         "│reply(Status, Body, Req) ->\n│    cowboy_req:reply(Status, #{<<\"content-type\">> => <<\"application/json\">>}, jsx:encode(Body), Req).\n│----"),
        (call("execute_command", command="rebar3 eunit", requires_approval=False),
         cl_cmd("===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling quota_srv\n===> Performing EUnit tests...\n"
                ".......F..........\nFailures:\n\n  1) quota_bucket_tests:refill_caps_at_limit_test/0: module 'quota_bucket_tests'\n"
                "     Failure/Error: ?assertEqual(100, quota_bucket:available(B2))\n       expected: 100\n            got: 130\n"
                "     %% /home/ines/erl/quota_srv/test/quota_bucket_tests.erl:44:in `quota_bucket_tests:-refill_caps_at_limit_test/0-fun-0-/0`\n"
                "     Output: \n\nFinished in 0.214 seconds\n18 tests, 1 failures\n===> Error running tests")),
        (call("replace_in_file", path="src/quota_bucket.erl",
              diff="------- SEARCH\nrefill(Now, B = #bucket{rate = Rate, tokens = T, last = Last}) ->\n    Add = ((Now - Last) * Rate) div 1000,\n"
                   "    B#bucket{tokens = T + Add, last = Now}.\n=======\n"
                   "refill(Now, B = #bucket{limit = Limit, rate = Rate, tokens = T, last = Last}) ->\n    Add = ((Now - Last) * Rate) div 1000,\n"
                   "    B#bucket{tokens = min(Limit, T + Add), last = Now}.\n+++++++ REPLACE"),
         cl_saved("src/quota_bucket.erl", QUOTA_BUCKET)),
        (call("execute_command", command="rebar3 eunit", requires_approval=False),
         cl_cmd("===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling quota_srv\n===> Performing EUnit tests...\n"
                "..................\n\nFinished in 0.198 seconds\n18 tests, 0 failures")),
    ]
    rs.add("swe", "h64-swe-18", sysm, turns, state=state, bad=True, turn=3,
           kind="search_files shows rebar.config pinning cowboy 2.12.0, but the same file read 2.10.0 at turn 1 and rebar3 tree resolved cowboy─2.10.0")

# ---------------------------------------------------------------------------------------------------------------
# 19  Gleam package, gleam test, Codex CLI — clean
# ---------------------------------------------------------------------------------------------------------------

SLUG = """import gleam/list
import gleam/string
import slugify/internal
import slugify/options.{type Options, Options}

pub fn default_options() -> Options {
  Options(separator: "-", max_length: 0, lowercase: True)
}

pub fn slugify(text: String) -> String {
  slugify_with(text, default_options())
}

pub fn slugify_with(text: String, opts: Options) -> String {
  let words =
    text
    |> string.to_graphemes
    |> list.filter_map(fn(g) { internal.keep(g) })
    |> string.concat
    |> string.split(" ")
    |> list.filter(fn(w) { w != "" })
  let slug = string.join(words, opts.separator)
  let slug = case opts.lowercase {
    True -> string.lowercase(slug)
    False -> slug
  }
  case opts.max_length {
    0 -> slug
    n -> string.slice(slug, 0, n)
  }
}"""


def t19(rs: RowSet) -> None:
    root = "/home/lu/gleam/slugify"
    sysm = system("Codex CLI 0.28.0 (sandbox: workspace-write)", root, CODEX_TOOLS)
    state = ("Codex CLI in /home/lu/gleam/slugify (gleam 1.4.1, Erlang/OTP 27, gleeunit), branch main. User: \"accented letters are "
             "dropped instead of folded; also rename the internal module to charmap, then commit\".")
    ok = "..............\nFinished in {s} seconds\n14 tests, 0 failures\n"
    turns = [
        (cx("gleam test 2>&1", root, 120000),
         cx_out("  Compiling gleam_stdlib\n  Compiling gleeunit\n  Compiling slugify\n   Compiled in 2.87s\n    Running slugify_test.main\n"
                ".....F........\nFailures:\n\n  1) slugify_test.strips_diacritics_test: module 'slugify_test'\n     Values were not equal\n"
                "     expected: <<\"creme-brulee\">>\n          got: <<\"crme-brle\">>\n     output: \n\n"
                "Finished in 0.021 seconds\n14 tests, 1 failures\n", code=1, dur=4.2)),
        (cx("cat -n src/slugify.gleam", root), cx_out(numbered(SLUG) + "\n", dur=0.0)),
        (cx_patch("*** Begin Patch\n*** Update File: src/slugify.gleam\n@@\n     text\n     |> string.to_graphemes\n+    |> list.map(internal.fold)\n"
                  "     |> list.filter_map(fn(g) { internal.keep(g) })\n*** End Patch", root),
         cx_out("Success. Updated the following files:\nM src/slugify.gleam\n", dur=0.0)),
        (cx("gleam test 2>&1", root, 120000),
         cx_out("  Compiling slugify\n   Compiled in 0.41s\n    Running slugify_test.main\n" + ok.format(s="0.019"), dur=1.3)),
        (cx("grep -rln 'slugify/internal' src test; git mv src/slugify/internal.gleam src/slugify/charmap.gleam && "
            "sed -i -e 's/slugify\\/internal/slugify\\/charmap/' -e 's/internal\\./charmap./g' src/slugify.gleam && git status --short", root),
         cx_out("src/slugify.gleam\nR  src/slugify/internal.gleam -> src/slugify/charmap.gleam\n M src/slugify.gleam\n", dur=0.1)),
        (cx("gleam test 2>&1 && grep -n 'charmap\\|internal' src/slugify.gleam", root, 120000),
         cx_out("  Compiling slugify\n   Compiled in 0.44s\n    Running slugify_test.main\n" + ok.format(s="0.018")
                + "3:import slugify/charmap\n18:    |> list.map(charmap.fold)\n19:    |> list.filter_map(fn(g) { charmap.keep(g) })\n", dur=1.4)),
        (cx("ls src/slugify test", root), cx_out("src/slugify:\ncharmap.gleam\noptions.gleam\n\ntest:\nslugify_test.gleam\n", dur=0.0)),
        (cx("gleam format --check src test; echo exit=$?", root), cx_out("exit=0\n", dur=0.2)),
        (cx("git add -A && git commit -qm 'Fold diacritics before filtering; rename internal to charmap' && git log --stat -1 --format='%h %s'", root),
         cx_out("e7b19c4 Fold diacritics before filtering; rename internal to charmap\n\n"
                " src/slugify.gleam                             | 5 +++--\n src/slugify/{internal.gleam => charmap.gleam} | 0\n"
                " 2 files changed, 3 insertions(+), 2 deletions(-)\n", dur=0.1)),
    ]
    rs.add("swe", "h64-swe-19", sysm, turns, state=state)

# ---------------------------------------------------------------------------------------------------------------
# 20  Fortran library, fpm test, SWE-agent — bad: find_file no longer lists the test file created at turns 6-7
# ---------------------------------------------------------------------------------------------------------------

MOMENTS = """module fstats_moments
  use, intrinsic :: iso_fortran_env, only: dp => real64
  implicit none
  private
  public :: mean, variance, stddev

contains

  pure function mean(x) result(m)
    real(dp), intent(in) :: x(:)
    real(dp) :: m
    m = sum(x) / size(x)
  end function mean

  !> Sample variance (Bessel-corrected, n - 1 in the denominator).
  pure function variance(x) result(v)
    real(dp), intent(in) :: x(:)
    real(dp) :: v
    integer :: n
    n = size(x)
    if (n < 2) then
      v = 0.0_dp
      return
    end if
    v = sum((x - mean(x))**2) / n
  end function variance

  pure function stddev(x) result(s)
    real(dp), intent(in) :: x(:)
    real(dp) :: s
    s = sqrt(variance(x))
  end function stddev

end module fstats_moments"""

QUANT_TEST = """program test_quantile
  use, intrinsic :: iso_fortran_env, only: dp => real64
  use fstats, only: quantile
  implicit none
  integer :: fails = 0
  call check("q50 of 1..5", quantile([1.0_dp, 2.0_dp, 3.0_dp, 4.0_dp, 5.0_dp], 0.5_dp), 3.0_dp)
  call check("q25 of 1..5", quantile([1.0_dp, 2.0_dp, 3.0_dp, 4.0_dp, 5.0_dp], 0.25_dp), 2.0_dp)
  call check("q100 is max", quantile([4.0_dp, 9.0_dp, 1.0_dp], 1.0_dp), 9.0_dp)
  print '(1x,i0,a,i0,a)', 3, ' checks, ', fails, ' failed'
  if (fails > 0) stop 1
contains
  subroutine check(name, got, want)
    character(*), intent(in) :: name
    real(dp), intent(in) :: got, want
    if (abs(got - want) < 1.0e-9_dp) then
      print '(1x,a,a)', name, ' PASSED'
    else
      print '(1x,a,a,f0.4,a,f0.4)', name, ' FAILED: expected ', want, ' got ', got
      fails = fails + 1
    end if
  end subroutine check
end program test_quantile"""

FPM_BUILT = ("fstats_moments.f90                     done.\nfstats.f90                             done.\nlibfstats.a                            done.\n"
             "test_stats.f90                         done.\ntest_stats                             done.\n[100%] Project compiled successfully.\n")


def t20(rs: RowSet) -> None:
    root = "/repo"
    mpath, tpath = "/repo/src/fstats_moments.f90", "/repo/test/test_quantile.f90"
    sysm = system("SWE-agent 1.0 (windowed file viewer, function calling)", root, SWEA_TOOLS)
    state = ("Container with /repo = fstats (Fortran 2008, fpm 0.10.1, gfortran 12.3). Issue #14: \"variance() should be the sample "
             "variance as documented; also add tests for quantile()\". No file is open.")
    fixed = MOMENTS.replace("    v = sum((x - mean(x))**2) / n", "    v = sum((x - mean(x))**2) / (n - 1)")
    stats_ok = (" mean of 1..4 ............ PASSED\n median even length ...... PASSED\n variance of 1..4 ........ PASSED\n"
                " stddev of 1..4 .......... PASSED\n zscore symmetric ........ PASSED\n 5 checks, 0 failed")
    files4 = ('Found 4 matches for "*.f90" in /repo:\n/repo/app/main.f90\n/repo/src/fstats.f90\n/repo/src/fstats_moments.f90\n/repo/test/test_stats.f90')
    diff = ("diff --git a/src/fstats_moments.f90 b/src/fstats_moments.f90\nindex 2c41d7e..8f03a95 100644\n--- a/src/fstats_moments.f90\n+++ b/src/fstats_moments.f90\n"
            "@@ -22,7 +22,7 @@ contains\n       v = 0.0_dp\n       return\n     end if\n-    v = sum((x - mean(x))**2) / n\n+    v = sum((x - mean(x))**2) / (n - 1)\n"
            "   end function variance\n \n   pure function stddev(x) result(s)\n"
            "diff --git a/test/test_quantile.f90 b/test/test_quantile.f90\nnew file mode 100644\nindex 0000000..5d7e2b1\n--- /dev/null\n+++ b/test/test_quantile.f90\n"
            "@@ -0,0 +1,22 @@\n" + "\n".join("+" + ln for ln in QUANT_TEST.split("\n")))
    turns = [
        (call("bash", command="fpm test 2>&1 | tail -n 15"),
         swe(FPM_BUILT + " mean of 1..4 ............ PASSED\n median even length ...... PASSED\n"
             " variance of 1..4 ........ FAILED: expected 1.6667 got 1.2500\n stddev of 1..4 .......... FAILED: expected 1.2910 got 1.1180\n"
             " zscore symmetric ........ PASSED\n 5 checks, 2 failed\n<ERROR> Execution for object \" test_stats \" returned exit code  1\n"
             "<ERROR> *cmd_run*:stopping due to failed executions\nSTOP 1", "n/a", root)),
        (call("find_file", file_name="*.f90"), swe(files4, "n/a", root)),
        (call("open", path="src/fstats_moments.f90"), swe(swe_window(mpath, MOMENTS, 1, 34), mpath, root)),
        (call("edit", start_line=25, end_line=25, replacement_text="    v = sum((x - mean(x))**2) / (n - 1)"),
         swe(swe_window(mpath, fixed, 1, 34) + "\n" + SWE_EDITED, mpath, root)),
        (call("bash", command="fpm test 2>&1 | tail -n 15"), swe(FPM_BUILT + stats_ok, mpath, root)),
        (call("create", filename="test/test_quantile.f90"), swe(f"[File: {tpath} (1 lines total)]\n1:", tpath, root)),
        (call("edit", start_line=1, end_line=1, replacement_text=QUANT_TEST),
         swe(swe_window(tpath, QUANT_TEST, 1, 22) + "\n" + SWE_EDITED, tpath, root)),
        (call("find_file", file_name="*.f90"), swe(files4, tpath, root)),
        (call("bash", command="fpm test 2>&1 | tail -n 14"),
         swe("test_quantile.f90                      done.\ntest_quantile                          done.\n[100%] Project compiled successfully.\n"
             " q50 of 1..5 PASSED\n q25 of 1..5 PASSED\n q100 is max PASSED\n 3 checks, 0 failed\n" + stats_ok, tpath, root)),
        (call("bash", command="git status --short"), swe(" M src/fstats_moments.f90\n?? test/test_quantile.f90", tpath, root)),
        (call("submit"), swe(diff, tpath, root)),
    ]
    rs.add("swe", "h64-swe-20", sysm, turns, state=state, bad=True, turn=8,
           kind="find_file '*.f90' lists only the original four files, missing test/test_quantile.f90 created and filled at turns 6-7 (fpm builds it next turn)")

# ---------------------------------------------------------------------------------------------------------------
# 21  Julia package, Pkg.test, Claude Code — bad: the fixture row T0001 comes back with a different fare
# ---------------------------------------------------------------------------------------------------------------

TRIPS_JL = '''"""
    fare_per_km(df) -> Vector{Float64}

Metered fare per kilometre for each trip. `fare` already excludes the tip, so the
tip column is not involved.
"""
function fare_per_km(df::AbstractDataFrame)
    km = df.distance_km
    any(<=(0), km) && throw(DomainError(km, "distance_km must be positive"))
    return (df.fare .- df.tip) ./ km
end

"""
    revenue(df) -> Float64

Total money collected: fares plus tips.
"""
revenue(df::AbstractDataFrame) = sum(df.fare) + sum(df.tip)

"""'''

JL_STD = "~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl"


def t21(rs: RowSet) -> None:
    root = "/home/oz/dev/TripStats.jl"
    sysm = system("Claude Code 1.0.61", root, CC_TOOLS)
    state = ("Claude Code in /home/oz/dev/TripStats.jl (Julia 1.10.4 via juliaup; deps CSV.jl 0.10.14, DataFrames.jl 1.6.1), branch "
             "main, clean. User: \"fare_per_km test is red, the fixture is right, fix the code\".")
    fail = f"""     Testing Running tests...
fare_per_km: Test Failed at /home/oz/dev/TripStats.jl/test/runtests.jl:37
  Expression: ≈(fare_per_km(df)[1], 2.18, atol = 0.01)
   Evaluated: 1.8233618233618234 ≈ 2.18 (atol=0.01)

Stacktrace:
 [1] macro expansion
   @ {JL_STD}:672 [inlined]
 [2] macro expansion
   @ ~/dev/TripStats.jl/test/runtests.jl:37 [inlined]
 [3] macro expansion
   @ {JL_STD}:1577 [inlined]
 [4] top-level scope
   @ ~/dev/TripStats.jl/test/runtests.jl:35
Test Summary: | Pass  Fail  Total  Time
TripStats     |   41     1     42  3.1s
  loading     |    4            4  0.9s
  durations   |   12           12  0.6s
  fare_per_km |    7     1      8  0.4s
  aggregates  |   18           18  1.2s
ERROR: LoadError: Some tests did not pass: 41 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /home/oz/dev/TripStats.jl/test/runtests.jl:9
ERROR: Package TripStats errored during testing"""
    fixed = TRIPS_JL.replace("    return (df.fare .- df.tip) ./ km", "    return df.fare ./ km")
    turns = [
        (cc_bash("head -n 6 test/data/trips.csv && wc -l test/data/trips.csv", "Look at the fixture"),
         "trip_id,pickup,dropoff,distance_km,fare,tip\nT0001,2024-03-02T08:14:00,2024-03-02T08:31:00,7.02,15.30,2.50\n"
         "T0002,2024-03-02T08:20:00,2024-03-02T08:29:00,2.41,7.10,0.00\nT0003,2024-03-02T08:22:00,2024-03-02T09:05:00,18.75,38.40,6.00\n"
         "T0004,2024-03-02T08:40:00,2024-03-02T08:47:00,1.96,6.20,1.00\nT0005,2024-03-02T08:51:00,2024-03-02T09:12:00,9.33,19.90,3.00\n"
         "201 test/data/trips.csv"),
        (cc_bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 24", "Run the package tests"), fail),
        (cc_read_call(f"{root}/src/TripStats.jl", offset=30, limit=20), cc_read(TRIPS_JL, 30)),
        (call("Edit", file_path=f"{root}/src/TripStats.jl", old_string="    return (df.fare .- df.tip) ./ km", new_string="    return df.fare ./ km"),
         cc_edited(f"{root}/src/TripStats.jl", "\n".join(fixed.split("\n")[6:11]), 36)),
        (cc_bash("grep -n '^T0001,' test/data/trips.csv; grep -c . test/data/trips.csv", "Check the first fixture row"),
         "2:T0001,2024-03-02T08:14:00,2024-03-02T08:31:00,7.02,15.80,2.50\n201"),
        (cc_bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 4", "Re-run the package tests"),
         "     Testing Running tests...\nTest Summary: | Pass  Total  Time\nTripStats     |   42     42  2.9s\n     Testing TripStats tests passed "),
        (cc_bash("julia --project -e 'using TripStats, CSV, DataFrames; df = CSV.read(\"test/data/trips.csv\", DataFrame); "
                 "println(round(fare_per_km(df)[1]; digits=4)); println(nrow(df))'", "Compute the first fare per km"),
         "2.1795\n200"),
        (cc_bash("git diff", "Show the change"),
         "diff --git a/src/TripStats.jl b/src/TripStats.jl\nindex 4e0b1c9..a7d23f5 100644\n--- a/src/TripStats.jl\n+++ b/src/TripStats.jl\n"
         "@@ -36,7 +36,7 @@ tip column is not involved.\n function fare_per_km(df::AbstractDataFrame)\n     km = df.distance_km\n"
         "     any(<=(0), km) && throw(DomainError(km, \"distance_km must be positive\"))\n-    return (df.fare .- df.tip) ./ km\n+    return df.fare ./ km\n"
         " end\n \n \"\"\""),
        (cc_bash("git commit -qam 'fare_per_km: stop subtracting the tip from a tip-free fare' && git log --oneline -2", "Commit the fix"),
         "5ab9e03 fare_per_km: stop subtracting the tip from a tip-free fare\n0c2d8f1 aggregates: add revenue_by_hour"),
    ]
    rs.add("swe", "h64-swe-21", sysm, turns, state=state, bad=True, turn=5,
           kind="grep shows fixture row T0001 with fare 15.80, but head showed 15.30 at turn 1 and the fixture was never edited (later 2.1795 = 15.30/7.02)")

# ---------------------------------------------------------------------------------------------------------------
# 22  Crystal shard, crystal spec, OpenHands — clean
# ---------------------------------------------------------------------------------------------------------------

FIELD_CR = """    # Expands one comma-separated part ("*", "5", "1-5", "*/15", "10-40/10").
    private def expand(part : String) : Array(Int32)
      range_part, _, step_part = part.partition('/')
      step = step_part.empty? ? 1 : step_part.to_i
      lo, hi = if range_part == "*"
                 {@min, @max}
               elsif range_part.includes?('-')
                 a, b = range_part.split('-', 2)
                 {a.to_i, b.to_i}
               else
                 v = range_part.to_i
                 {v, step_part.empty? ? v : @max}
               end
      raise ArgumentError.new("#{@name}: #{part} out of range #{@min}-#{@max}") if lo < @min || hi > @max
      values = (lo..hi).step(step).to_a
      values = values.map { |v| v == 7 ? 1 : v } if @name == "day-of-week"
      values.uniq.sort
    end"""


def t22(rs: RowSet) -> None:
    root = "/workspace/cron_parser.cr"
    path = f"{root}/src/cron_parser/field.cr"
    sysm = system("OpenHands CodeActAgent", root, OH_TOOLS)
    state = ("OpenHands sandbox; /workspace/cron_parser.cr (Crystal 1.13.1, shard cron_parser 0.6.0). Issue #9: \"`0 0 * * 7` fires on "
             "Monday instead of Sunday\".")
    sloppy = FIELD_CR.replace('      values = values.map { |v| v == 7 ? 1 : v } if @name == "day-of-week"',
                              '      values = values.map { |v| v == 7 ? 0 : v }  if @name == "day-of-week"')
    fail = """..........F................

Failures:

  1) CronParser::Expression#next_after treats day-of-week 7 as Sunday
     Failure/Error: expr.next_after(Time.utc(2025, 6, 4, 12, 0)).should eq Time.utc(2025, 6, 8, 0, 0)

       Expected: 2025-06-08 00:00:00.0 UTC
            got: 2025-06-09 00:00:00.0 UTC

     # spec/expression_spec.cr:58

Finished in 3.91 milliseconds
27 examples, 1 failures, 0 errors, 0 pending

Failed examples:

crystal spec spec/expression_spec.cr:56 # CronParser::Expression#next_after treats day-of-week 7 as Sunday"""
    turns = [
        (bash("cd /workspace/cron_parser.cr && crystal spec 2>&1 | tail -n 25"), oh_bash(fail, root)),
        (editor("view", path, view_range=[30, 47]),
         f"Here's the result of running `cat -n` on {path}:\n" + numbered(FIELD_CR, 30) + "\n"),
        (editor("str_replace", path, old_str='      values = values.map { |v| v == 7 ? 1 : v } if @name == "day-of-week"',
                new_str='      values = values.map { |v| v == 7 ? 0 : v }  if @name == "day-of-week"'),
         edited(path, "\n".join(sloppy.split("\n")[11:18]), 41)),
        (bash("crystal spec 2>&1 | tail -n 4"),
         oh_bash("...........................\n\nFinished in 3.62 milliseconds\n27 examples, 0 failures, 0 errors, 0 pending", root)),
        (bash("crystal tool format --check src spec"),
         oh_bash("formatting 'src/cron_parser/field.cr' produced changes", root, 1)),
        (bash("crystal tool format src/cron_parser/field.cr && git diff"),
         oh_bash("Format src/cron_parser/field.cr\ndiff --git a/src/cron_parser/field.cr b/src/cron_parser/field.cr\nindex 61a0f3c..d2b84e9 100644\n"
                 "--- a/src/cron_parser/field.cr\n+++ b/src/cron_parser/field.cr\n@@ -42,7 +42,7 @@ module CronParser\n"
                 "                end\n"
                 '       raise ArgumentError.new("#{@name}: #{part} out of range #{@min}-#{@max}") if lo < @min || hi > @max\n'
                 "       values = (lo..hi).step(step).to_a\n"
                 '-      values = values.map { |v| v == 7 ? 1 : v } if @name == "day-of-week"\n'
                 '+      values = values.map { |v| v == 7 ? 0 : v } if @name == "day-of-week"\n'
                 "       values.uniq.sort\n     end\n ", root)),
        (bash("crystal spec 2>&1 | tail -n 2 && crystal tool format --check src spec && echo format-ok"),
         oh_bash("Finished in 3.70 milliseconds\n27 examples, 0 failures, 0 errors, 0 pending\nformat-ok", root)),
    ]
    rs.add("swe", "h64-swe-22", sysm, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
