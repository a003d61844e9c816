# ruff: noqa: E501
"""Held-out set h58, domain ``swe``: 22 coding-agent sandbox trajectories, 11 with exactly one contradiction.

Each trajectory is a coding agent working on a repository through one harness (OpenHands, SWE-agent,
Claude Code, Gemini CLI, Aider, Cline or Codex CLI); the observations are the harness's tool outputs.
Clean trajectories are dense with legitimate changes (edits, failing then passing tests, new commits,
restarted daemons, moving clocks); the others hold one detail that drifts with no action to explain it.
Deterministic: no randomness, no clock.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, bash, call, cat_n, edited, editor, gem_run, gshell, oh_bash

# --------------------------------------------------------------------------------------------
# system prompts (the official swe template, shortened, with each harness's tool definitions)
# --------------------------------------------------------------------------------------------

SYS_HEAD = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

The agent: {agent}

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context will be provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Resources created in previous turns persist and can be referenced in subsequent turns. Each tool call may modify the environment state (create/modify/delete files, commits, build artifacts); state transitions must be **deterministic** and **traceable**. Values established in prior turns (file paths, content, hashes, test names and counts) must be reused accurately; do not fabricate or alter previously established information. If a file was just created, subsequent reads should return its content; if a file was deleted, subsequent access should return appropriate errors.

---

# Key Principles

## Format
Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special format markers.

## Factuality
Correct parameter handling and return types; accurate core functionality; no fabricated paths or system information.

## Consistency
Correctly reference resources from previous turns; respect state transitions (create → modify → delete); no contradictions with historical information.

## Realism
Reasonable numerical values (file sizes, timestamps, PIDs, durations); correct tool-specific behavioral patterns; appropriate error messages; temporal plausibility.

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

Write the observation after **Environment Observation:**."""


def _t(name: str, desc: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "name": name,
        "description": desc,
        "parameters": {"type": "object", "properties": props, "required": required},
    }


_S = {"type": "string"}
_I = {"type": "integer"}
_A = {"type": "array", "items": {"type": "string"}}

TOOLS: dict[str, list[dict[str, Any]]] = {
    "openhands": [
        _t(
            "execute_bash",
            "Execute a bash command in the terminal. Long-running commands should be run in the background. The output ends with the exit code, working directory and Python interpreter.",
            {"command": _S, "is_input": {"type": "string", "enum": ["true", "false"]}, "timeout": _I},
            ["command"],
        ),
        _t(
            "str_replace_editor",
            "Custom editing tool for viewing, creating and editing files. `view` shows `cat -n` output, `create` writes a new file, `str_replace` replaces exactly one occurrence of old_str, `insert` adds new_str after insert_line, `undo_edit` reverts the last edit.",
            {
                "command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
                "path": _S,
                "file_text": _S,
                "old_str": _S,
                "new_str": _S,
                "insert_line": _I,
                "view_range": {"type": "array", "items": _I},
            },
            ["command", "path"],
        ),
    ],
    "sweagent": [
        _t(
            "open",
            "open <path> [<line_number>]: opens the file in a 100-line window, optionally centred on line_number",
            {"path": _S, "line_number": _I},
            ["path"],
        ),
        _t("goto", "goto <line_number>: moves the window to show line_number", {"line_number": _I}, ["line_number"]),
        _t("scroll_down", "moves the window down 100 lines", {}, []),
        _t(
            "search_dir",
            "search_dir <search_term> [<dir>]: searches for search_term in all files in dir",
            {"search_term": _S, "dir": _S},
            ["search_term"],
        ),
        _t(
            "search_file",
            "search_file <search_term> [<file>]: searches for search_term in file",
            {"search_term": _S, "file": _S},
            ["search_term"],
        ),
        _t(
            "edit",
            "edit <start_line>:<end_line>\\n<replacement_text>\\nend_of_edit: replaces the lines of the open file and shows the updated window",
            {"start_line": _I, "end_line": _I, "replacement_text": _S},
            ["start_line", "end_line", "replacement_text"],
        ),
        _t("submit", "submits the current diff", {}, []),
        _t("bash", "any other shell command, run in the current directory", {"command": _S}, ["command"]),
    ],
    "claude": [
        _t(
            "Bash",
            "Executes a bash command in a persistent shell session and returns stdout and stderr.",
            {"command": _S, "description": _S, "timeout": _I},
            ["command"],
        ),
        _t(
            "Read",
            "Reads a file; lines are returned in cat -n format (number, arrow, content).",
            {"file_path": _S, "offset": _I, "limit": _I},
            ["file_path"],
        ),
        _t(
            "Edit",
            "Performs exact string replacement in a file.",
            {"file_path": _S, "old_string": _S, "new_string": _S, "replace_all": {"type": "boolean"}},
            ["file_path", "old_string", "new_string"],
        ),
        _t(
            "Write",
            "Writes a file to the local filesystem, overwriting it if it exists.",
            {"file_path": _S, "content": _S},
            ["file_path", "content"],
        ),
        _t(
            "Grep",
            "ripgrep-based content search.",
            {"pattern": _S, "path": _S, "glob": _S, "output_mode": _S, "-n": {"type": "boolean"}},
            ["pattern"],
        ),
        _t("Glob", "Fast file pattern matching.", {"pattern": _S, "path": _S}, ["pattern"]),
    ],
    "gemini": [
        _t(
            "read_file",
            "Reads and returns the content of a specified file.",
            {"absolute_path": _S, "offset": _I, "limit": _I},
            ["absolute_path"],
        ),
        _t(
            "write_file",
            "Writes content to a specified file.",
            {"file_path": _S, "content": _S},
            ["file_path", "content"],
        ),
        _t(
            "replace",
            "Replaces text within a file; old_string must match exactly.",
            {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _I},
            ["file_path", "old_string", "new_string"],
        ),
        _t(
            "list_directory",
            "Lists the names of files and subdirectories directly within a directory.",
            {"path": _S},
            ["path"],
        ),
        _t("glob", "Finds files matching a glob pattern.", {"pattern": _S, "path": _S}, ["pattern"]),
        _t(
            "search_file_content",
            "Searches for a regular expression pattern within files.",
            {"pattern": _S, "path": _S, "include": _S},
            ["pattern"],
        ),
        _t(
            "run_shell_command",
            "Executes a shell command as `bash -c <command>` and returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.",
            {"command": _S, "description": _S, "directory": _S},
            ["command"],
        ),
    ],
    "aider": [
        _t(
            "chat",
            "A plain message to aider: the model answers and proposes SEARCH/REPLACE edits, which aider applies to files in the chat and auto-commits.",
            {"message": _S},
            ["message"],
        ),
        _t(
            "/run",
            "/run <cmd>: runs a shell command and shows its output; aider then asks whether to add the output to the chat.",
            {"cmd": _S},
            ["cmd"],
        ),
        _t("/add", "/add <files>: adds files to the chat so the model may edit them.", {"files": _A}, ["files"]),
        _t("/undo", "/undo: undoes the last git commit if it was made by aider.", {}, []),
        _t("/git", "/git <args>: runs a git command.", {"args": _S}, ["args"]),
        _t("/diff", "/diff: shows the diff of the changes since the last message.", {}, []),
        _t("/tokens", "/tokens: reports the tokens used by the current chat context.", {}, []),
    ],
    "cline": [
        _t(
            "execute_command",
            "Executes a CLI command in the workspace's terminal.",
            {"command": _S, "requires_approval": {"type": "boolean"}},
            ["command", "requires_approval"],
        ),
        _t("read_file", "Reads the contents of a file at the given path.", {"path": _S}, ["path"]),
        _t(
            "write_to_file",
            "Writes full content to a file, creating it if needed.",
            {"path": _S, "content": _S},
            ["path", "content"],
        ),
        _t(
            "replace_in_file",
            "Replaces sections of a file with SEARCH/REPLACE blocks.",
            {"path": _S, "diff": _S},
            ["path", "diff"],
        ),
        _t(
            "search_files",
            "Regex search across files in a directory.",
            {"path": _S, "regex": _S, "file_pattern": _S},
            ["path", "regex"],
        ),
        _t("list_files", "Lists files and directories.", {"path": _S, "recursive": {"type": "boolean"}}, ["path"]),
    ],
    "codex": [
        _t(
            "shell",
            'Runs a command (argv array, usually ["bash", "-lc", ...]) in the sandbox; returns JSON with output and metadata {exit_code, duration_seconds}. Files are edited with the apply_patch command.',
            {"command": _A, "workdir": _S, "timeout_ms": _I},
            ["command"],
        ),
    ],
}

AGENTS = {
    "openhands": "an OpenHands CodeAct agent in a Docker sandbox on the repository at {root}, with the tools execute_bash and str_replace_editor.",
    "sweagent": "a SWE-agent agent on the repository at {root}; it issues one command per turn (its special commands or any bash command), and each observation ends with the open file, the current directory and the `bash-$` prompt.",
    "claude": "Claude Code working in {root} with its Bash, Read, Edit, Write, Grep and Glob tools.",
    "gemini": "Gemini CLI working in the project {root} with its built-in file and shell tools.",
    "aider": "an Aider chat session (git repository {root}, auto-commits on); each turn is one message or slash command typed at the aider prompt, and each observation is what aider prints.",
    "cline": "Cline in VS Code, workspace {root}; each tool result is reported as `[tool_name for 'argument'] Result:` followed by the output.",
    "codex": "Codex CLI in {root} (sandbox workspace-write, network disabled); every call is a `shell` function call and its result is the JSON the harness returns.",
}


def system(harness: str, root: str) -> str:
    return SYS_HEAD.replace("{agent}", AGENTS[harness].format(root=root)).replace(
        "{tools}", json.dumps(TOOLS[harness], indent=1, ensure_ascii=False)
    )


# --------------------------------------------------------------------------------------------
# harness-specific formatting helpers
# --------------------------------------------------------------------------------------------


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def line_no(text: str, needle: str) -> int:
    """1-based number of the first line containing needle."""
    for i, ln in enumerate(lines_of(text), 1):
        if needle in ln:
            return i
    raise AssertionError(needle)


def replace_once(text: str, old: str, new: str, ctx: int = 4) -> tuple[str, str, int]:
    """Apply an exact edit; return (new text, snippet around the edit, first line number of the snippet)."""
    assert text.count(old) == 1, old
    new_text = text.replace(old, new)
    first = text[: text.index(old)].count("\n")
    n_new = new.count("\n") + 1
    all_lines = lines_of(new_text)
    lo, hi = max(0, first - ctx), min(len(all_lines), first + n_new + ctx)
    return new_text, "\n".join(all_lines[lo:hi]), lo + 1


def oh_edit(path: str, text: str, old: str, new: str) -> tuple[tuple[str, str], str]:
    new_text, snip, start = replace_once(text, old, new)
    return (editor("str_replace", path, old_str=old, new_str=new), edited(path, snip, start)), new_text


def arrow(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{ln}" for i, ln in enumerate(lines_of(text), start))


def cc_edit(path: str, text: str, old: str, new: str) -> tuple[tuple[str, str], str]:
    new_text, snip, start = replace_once(text, old, new)
    obs = (
        f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
        + arrow(snip, start)
    )
    return (call("Edit", file_path=path, old_string=old, new_string=new), obs), new_text


def swa(cmd: str, thought: str) -> str:
    return f"DISCUSSION\n{thought}\n\n```\n{cmd}\n```"


def swa_obs(out: str, open_file: str, cwd: str) -> str:
    body = (out.rstrip("\n") + "\n") if out else ""
    return body + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swa_window(path: str, text: str, first: int, last: int) -> str:
    ls = lines_of(text)
    last = min(last, len(ls))
    out = [f"[File: {path} ({len(ls)} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{ls[i - 1]}" for i in range(first, last + 1)]
    if last < len(ls):
        out.append(f"({len(ls) - last} more lines below)")
    return "\n".join(out)


def codex(cmd: str, workdir: str) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir)


def codex_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def codex_out(out: str, code: int = 0, secs: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}}, ensure_ascii=False)


def cline(tool_name: str, **params: Any) -> str:
    inner = "\n".join(f"<{k}>{v}</{k}>" for k, v in params.items())
    return f"<{tool_name}>\n{inner}\n</{tool_name}>"


def cline_cmd(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out}"


def cline_saved(path: str, content: str) -> str:
    return (
        f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
        f'Here is the full, updated content of the file that was saved:\n\n<final_file_content path="{path}">\n{content}\n</final_file_content>\n\n'
        "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
        "This content reflects the current state of the file, including any auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). "
        "Always base your SEARCH/REPLACE operations on this final version to ensure accuracy."
    )


def sr_block(old: str, new: str) -> str:
    return f"------- SEARCH\n{old}\n=======\n{new}\n+++++++ REPLACE"


def aider_sr(path: str, old: str, new: str, lang: str) -> str:
    return f"{path}\n```{lang}\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```"


ROWS: list[tuple[str, str, str, list[tuple[str, str]], str, bool, int | None, str]] = []


def add(
    tid: str,
    harness: str,
    root: str,
    state: str,
    turns: list[tuple[str, str]],
    bad_turn: int | None = None,
    kind: str = "clean",
) -> None:
    ROWS.append((tid, harness, root, turns, state, bad_turn is not None, bad_turn, kind))


# --------------------------------------------------------------------------------------------
# 01  Rust crate, cargo test, OpenHands  (clean)
# --------------------------------------------------------------------------------------------

PRERELEASE_RS = """//! Pre-release identifiers (`1.0.0-alpha.1`), SemVer 2.0.0 section 9.

use crate::error::{Error, ErrorKind};
use std::cmp::Ordering;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Identifier {
    Numeric(u64),
    AlphaNumeric(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Prerelease {
    idents: Vec<Identifier>,
}

impl Prerelease {
    pub const EMPTY: Prerelease = Prerelease { idents: Vec::new() };

    /// Parses the part after `-`; `offset` is its byte position in the full version string.
    pub fn parse(input: &str, offset: usize) -> Result<Self, Error> {
        let mut idents = Vec::new();
        let mut pos = offset;
        for part in input.split('.') {
            if part.is_empty() {
                return Err(Error::new(ErrorKind::EmptySegment, pos));
            }
            if !part.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
                return Err(Error::new(ErrorKind::InvalidCharacter, pos));
            }
            let ident = if part.bytes().all(|b| b.is_ascii_digit()) {
                let n = part
                    .parse::<u64>()
                    .map_err(|_| Error::new(ErrorKind::Overflow, pos))?;
                Identifier::Numeric(n)
            } else {
                Identifier::AlphaNumeric(part.to_owned())
            };
            idents.push(ident);
            pos += part.len() + 1;
        }
        Ok(Prerelease { idents })
    }

    pub fn is_empty(&self) -> bool {
        self.idents.is_empty()
    }

    pub fn identifiers(&self) -> &[Identifier] {
        &self.idents
    }
}

impl PartialOrd for Identifier {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Identifier {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (Identifier::Numeric(a), Identifier::Numeric(b)) => a.cmp(b),
            (Identifier::Numeric(_), Identifier::AlphaNumeric(_)) => Ordering::Less,
            (Identifier::AlphaNumeric(_), Identifier::Numeric(_)) => Ordering::Greater,
            (Identifier::AlphaNumeric(a), Identifier::AlphaNumeric(b)) => a.cmp(b),
        }
    }
}

impl fmt::Display for Prerelease {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, id) in self.idents.iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            match id {
                Identifier::Numeric(n) => write!(f, "{n}")?,
                Identifier::AlphaNumeric(s) => f.write_str(s)?,
            }
        }
        Ok(())
    }
}"""


def t01() -> None:
    root = "/workspace/semverlite"
    state = (
        "Repository /workspace/semverlite (Rust crate `semverlite` 0.6.1), branch main at 4e1c9a7, clean working tree.\n"
        "Toolchain: rustc 1.79.0 (129f3b996 2024-06-10), cargo 1.79.0 (ffa9cf99a 2024-06-03).\n"
        'Issue #212: `Version::parse("1.2.3-01")` returns Ok, but SemVer 2.0.0 says numeric pre-release identifiers MUST NOT include leading zeroes. '
        "Reject them (keep `1.2.3-0` and `1.2.3-0a` valid) and add a regression test."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            bash("cd /workspace/semverlite && git log --oneline -4 && ls -la src tests"),
            oh_bash(
                """4e1c9a7 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #209 from hollis/build-metadata-cmp
b3f07d2 build metadata must be ignored in precedence
91ac5e0 ci: bump actions/checkout to v4
2d6f8b4 Release 0.6.1
src:
total 48
drwxr-xr-x 2 root root 4096 Jun 18 09:12 .
drwxr-xr-x 7 root root 4096 Jun 18 09:12 ..
-rw-r--r-- 1 root root 5212 Jun 18 09:12 cmp.rs
-rw-r--r-- 1 root root 2308 Jun 18 09:12 error.rs
-rw-r--r-- 1 root root 2741 Jun 18 09:12 lib.rs
-rw-r--r-- 1 root root 6894 Jun 18 09:12 parse.rs
-rw-r--r-- 1 root root 2634 Jun 18 09:12 prerelease.rs
-rw-r--r-- 1 root root 4450 Jun 18 09:12 req.rs

tests:
total 20
drwxr-xr-x 2 root root 4096 Jun 18 09:12 .
drwxr-xr-x 7 root root 4096 Jun 18 09:12 ..
-rw-r--r-- 1 root root 7421 Jun 18 09:12 parse.rs
-rw-r--r-- 1 root root 3102 Jun 18 09:12 precedence.rs""",
                root,
            ),
        )
    )
    t.append((editor("view", f"{root}/src/prerelease.rs"), cat_n(f"{root}/src/prerelease.rs", PRERELEASE_RS)))
    t.append(
        (
            bash("grep -n 'pub enum ErrorKind' -A 14 src/error.rs"),
            oh_bash(
                """9:pub enum ErrorKind {
10-    Empty,
11-    UnexpectedEnd,
12-    UnexpectedChar(char),
13-    EmptySegment,
14-    InvalidCharacter,
15-    LeadingZero,
16-    Overflow,
17-    ExcessiveComparators,
18-}
19-
20-#[derive(Debug, Clone, PartialEq, Eq)]
21-pub struct Error {
22-    kind: ErrorKind,
23-    pos: usize,""",
                root,
            ),
        )
    )
    t.append(
        (
            bash("""cat >> tests/parse.rs <<'EOF'

#[test]
fn prerelease_leading_zero_rejected() {
    assert!(Version::parse("1.2.3-01").is_err());
    assert!(Version::parse("1.2.3-alpha.007").is_err());
    assert!(Version::parse("1.2.3-0").is_ok());
    assert!(Version::parse("1.2.3-0a").is_ok());
}
EOF
wc -l tests/parse.rs"""),
            oh_bash("218 tests/parse.rs", root),
        )
    )
    t.append(
        (
            bash("cargo test 2>&1 | tail -n 30"),
            oh_bash(
                """test parse_rejects_empty_major ... ok
test parse_rejects_trailing_dot ... ok
test parse_rejects_whitespace ... ok
test parse_build_metadata_only ... ok
test parse_build_with_hyphen ... ok
test parse_major_minor_patch ... ok
test parse_max_u64_components ... ok
test parse_overflow_component ... ok
test parse_prerelease_alpha_numeric ... ok
test parse_prerelease_numeric ... ok
test prerelease_leading_zero_rejected ... FAILED
test parse_roundtrip_display ... ok
test parse_v_prefix_rejected ... ok
test parse_leading_zero_major_rejected ... ok

failures:

---- prerelease_leading_zero_rejected stdout ----
thread 'prerelease_leading_zero_rejected' panicked at tests/parse.rs:214:5:
assertion failed: Version::parse(\"1.2.3-01\").is_err()
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    prerelease_leading_zero_rejected

test result: FAILED. 27 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

error: test failed, to rerun pass `--test parse`""",
                root,
                101,
            ),
        )
    )
    old = """            let ident = if part.bytes().all(|b| b.is_ascii_digit()) {
                let n = part"""
    new = """            let ident = if part.bytes().all(|b| b.is_ascii_digit()) {
                if part.len() > 1 && part.starts_with('0') {
                    return Err(Error::new(ErrorKind::LeadingZero, pos));
                }
                let n = part"""
    step, _src = oh_edit(f"{root}/src/prerelease.rs", PRERELEASE_RS, old, new)
    t.append(step)
    t.append(
        (
            bash("cargo test 2>&1 | grep -E 'Compiling|Finished|Running|Doc-tests|test result'"),
            oh_bash(
                """   Compiling semverlite v0.6.1 (/workspace/semverlite)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.07s
     Running unittests src/lib.rs (target/debug/deps/semverlite-5f0b8e2c1d9a3b47)
test result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/parse.rs (target/debug/deps/parse-a81c3e0f92d4b615)
test result: ok. 28 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s
     Running tests/precedence.rs (target/debug/deps/precedence-0c7d91e5a2b3f846)
test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
   Doc-tests semverlite
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.91s""",
                root,
            ),
        )
    )
    t.append(
        (
            bash("git diff --stat && cargo clippy --all-targets -q 2>&1 | tail -3; echo clippy-exit=$?"),
            oh_bash(
                """ src/prerelease.rs | 3 +++
 tests/parse.rs    | 8 ++++++++
 2 files changed, 11 insertions(+)
clippy-exit=0""",
                root,
            ),
        )
    )
    t.append(
        (
            bash("git status && git log --oneline -1"),
            oh_bash(
                """On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/prerelease.rs
	modified:   tests/parse.rs

no changes added to commit (use "git add" and/or "git commit -a")
4e1c9a7 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #209 from hollis/build-metadata-cmp""",
                root,
            ),
        )
    )
    add("h58-swe-01", "openhands", root, state, t)


# --------------------------------------------------------------------------------------------
# 02  Go module, go test, Codex CLI  (bad: HEAD hash drifts without a commit)
# --------------------------------------------------------------------------------------------


def t02() -> None:
    root = "/home/dev/ratelimit"
    state = (
        "Codex CLI 0.21.0 in /home/dev/ratelimit (module github.com/kestrel-io/ratelimit, go 1.22), approval mode on-request, sandbox workspace-write, network disabled.\n"
        "User: `go test ./...` is red on main: bucket.AllowN lets a request through when fewer than n tokens are left. Fix it, keep the other packages green, don't commit."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            codex("git log --oneline -5 && git status -sb && go version", root),
            codex_out(
                """9c4e2d1 (HEAD -> main, origin/main) bucket: clamp refill on clock skew
e71b0a3 sliding: use monotonic clock readings
3fa8c55 docs: add examples for Limiter.Wait
b02d9e4 ci: test on go1.21 and go1.22
6a1f7c0 gcra: handle zero burst
## main...origin/main
go version go1.22.4 linux/amd64
""",
                0,
                0.1,
            ),
        )
    )
    t.append(
        (
            codex("go test ./... 2>&1 | tail -25", root),
            codex_out(
                """ok  \tgithub.com/kestrel-io/ratelimit\t0.014s
--- FAIL: TestTokenBucketAllowN (0.00s)
    bucket_test.go:142: AllowN(3) with 2 tokens left = true, want false
    bucket_test.go:146: Tokens() after rejected AllowN(3) = -1, want 2
FAIL
FAIL\tgithub.com/kestrel-io/ratelimit/bucket\t0.021s
ok  \tgithub.com/kestrel-io/ratelimit/gcra\t0.009s
?   \tgithub.com/kestrel-io/ratelimit/internal/clock\t[no test files]
ok  \tgithub.com/kestrel-io/ratelimit/sliding\t0.133s
FAIL
""",
                0,
                6.8,
            ),
        )
    )
    t.append(
        (
            codex("grep -n 'func (b \\*Bucket)' bucket/bucket.go && sed -n '74,115p' bucket/bucket.go", root),
            codex_out(
                """61:func (b *Bucket) Capacity() int {
66:func (b *Bucket) Tokens() float64 {
74:func (b *Bucket) Allow() bool {
79:func (b *Bucket) AllowN(n int) bool {
94:func (b *Bucket) Reset() {
101:func (b *Bucket) refill(now time.Time) {
113:func (b *Bucket) Wait(ctx context.Context) error {
func (b *Bucket) Allow() bool {
\treturn b.AllowN(1)
}

// AllowN reports whether n tokens are available now and, if so, takes them.
func (b *Bucket) AllowN(n int) bool {
\tb.mu.Lock()
\tdefer b.mu.Unlock()
\tb.refill(b.clock.Now())
\tif b.tokens < 1 {
\t\treturn false
\t}
\tb.tokens -= float64(n)
\treturn true
}

// Reset refills the bucket to capacity, as if it had been idle forever.
// It is safe to call concurrently with Allow.
//
// Before v0.4 Reset emptied the bucket; see CHANGELOG.md.
func (b *Bucket) Reset() {
\tb.mu.Lock()
\tdefer b.mu.Unlock()
\tb.tokens = float64(b.capacity)
\tb.lastRefill = b.clock.Now()
}

func (b *Bucket) refill(now time.Time) {
\telapsed := now.Sub(b.lastRefill)
\tif elapsed < 0 {
\t\t// clock skew (e.g. VM migration): never mint tokens for negative time
\t\tb.lastRefill = now
\t\treturn
\t}
\tb.tokens = math.Min(float64(b.capacity), b.tokens+elapsed.Seconds()*b.rate)
\tb.lastRefill = now
}

// Wait blocks until a token is available or ctx is done.
func (b *Bucket) Wait(ctx context.Context) error {
\tfor {
\t\tif b.Allow() {
""",
                0,
                0.0,
            ),
        )
    )
    patch = """*** Begin Patch
*** Update File: bucket/bucket.go
@@ func (b *Bucket) AllowN(n int) bool {
 \tb.refill(b.clock.Now())
-\tif b.tokens < 1 {
+\tif n <= 0 {
+\t\treturn true
+\t}
+\tif b.tokens < float64(n) {
 \t\treturn false
 \t}
*** End Patch"""
    t.append(
        (codex_patch(patch, root), codex_out("Success. Updated the following files:\nM bucket/bucket.go\n", 0, 0.0))
    )
    t.append(
        (
            codex("go test ./bucket -run 'TestTokenBucket' -v -count=1", root),
            codex_out(
                """=== RUN   TestTokenBucketBurst
--- PASS: TestTokenBucketBurst (0.00s)
=== RUN   TestTokenBucketRefill
--- PASS: TestTokenBucketRefill (0.00s)
=== RUN   TestTokenBucketAllowN
--- PASS: TestTokenBucketAllowN (0.00s)
=== RUN   TestTokenBucketAllowNZero
--- PASS: TestTokenBucketAllowNZero (0.00s)
=== RUN   TestTokenBucketReset
--- PASS: TestTokenBucketReset (0.00s)
=== RUN   TestTokenBucketClockSkew
--- PASS: TestTokenBucketClockSkew (0.00s)
=== RUN   TestTokenBucketWaitCancel
--- PASS: TestTokenBucketWaitCancel (0.05s)
PASS
ok  \tgithub.com/kestrel-io/ratelimit/bucket\t0.068s
""",
                0,
                1.9,
            ),
        )
    )
    t.append(
        (
            codex("go test ./...", root),
            codex_out(
                """ok  \tgithub.com/kestrel-io/ratelimit\t(cached)
ok  \tgithub.com/kestrel-io/ratelimit/bucket\t0.019s
ok  \tgithub.com/kestrel-io/ratelimit/gcra\t(cached)
?   \tgithub.com/kestrel-io/ratelimit/internal/clock\t[no test files]
ok  \tgithub.com/kestrel-io/ratelimit/sliding\t(cached)
""",
                0,
                2.3,
            ),
        )
    )
    t.append(
        (
            codex("git diff --stat && git log -1 --format='%H %an <%ae> %s'", root),
            codex_out(
                """ bucket/bucket.go | 5 ++++-
 1 file changed, 4 insertions(+), 1 deletion(-)
9c4e2b7e5a0f3c81d64b2a97f0e13c5d8a6b4f20 Mira Okafor <mira@kestrel.io> bucket: clamp refill on clock skew
""",
                0,
                0.0,
            ),
        )
    )
    t.append((codex("go vet ./... && gofmt -l . && echo vet-fmt-clean", root), codex_out("vet-fmt-clean\n", 0, 3.1)))
    add(
        "h58-swe-02",
        "codex",
        root,
        state,
        t,
        7,
        "git log -1 gives HEAD as 9c4e2b7… though turn 1 showed HEAD at 9c4e2d1 and nothing was committed in between",
    )


# --------------------------------------------------------------------------------------------
# 03  C++ with CMake and ctest, SWE-agent  (bad: total test count grows without a new test)
# --------------------------------------------------------------------------------------------

POLYGON_CPP = """// quadkit — polygon utilities
// SPDX-License-Identifier: MIT

#include "quadkit/polygon.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "quadkit/segment.hpp"

namespace qk {

namespace {

// Twice the signed area of triangle (a, b, c); > 0 when counter-clockwise.
double cross(const Point& a, const Point& b, const Point& c) {
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

bool on_segment(const Point& p, const Point& a, const Point& b, double eps) {
    if (std::fabs(cross(a, b, p)) > eps) {
        return false;
    }
    return p.x >= std::min(a.x, b.x) - eps && p.x <= std::max(a.x, b.x) + eps &&
           p.y >= std::min(a.y, b.y) - eps && p.y <= std::max(a.y, b.y) + eps;
}

}  // namespace

Polygon::Polygon(std::vector<Point> vertices) : vertices_(std::move(vertices)) {
    if (vertices_.size() < 3) {
        throw std::invalid_argument("qk::Polygon needs at least 3 vertices");
    }
    if (vertices_.front() == vertices_.back()) {
        vertices_.pop_back();  // accept explicitly closed rings
    }
}

std::size_t Polygon::size() const noexcept { return vertices_.size(); }

const Point& Polygon::operator[](std::size_t i) const { return vertices_.at(i); }

BoundingBox Polygon::bounds() const {
    BoundingBox box{vertices_[0], vertices_[0]};
    for (const auto& v : vertices_) {
        box.min.x = std::min(box.min.x, v.x);
        box.min.y = std::min(box.min.y, v.y);
        box.max.x = std::max(box.max.x, v.x);
        box.max.y = std::max(box.max.y, v.y);
    }
    return box;
}

bool Polygon::is_convex() const {
    const std::size_t n = vertices_.size();
    int sign = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double c = cross(vertices_[i], vertices_[(i + 1) % n], vertices_[(i + 2) % n]);
        if (c == 0.0) {
            continue;
        }
        const int s = c > 0 ? 1 : -1;
        if (sign != 0 && s != sign) {
            return false;
        }
        sign = s;
    }
    return true;
}

// Shoelace formula; positive for counter-clockwise rings.
double signed_area(const Polygon& poly) {
    double acc = 0.0;
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Point& a = poly[i];
        const Point& b = poly[(i + 1) % n];
        acc += a.x * b.y - b.x * a.y;
    }
    return acc * 0.5;
}

// Area enclosed by the ring, independent of orientation.
double area(const Polygon& poly) {
    double acc = 0.0;
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Point& a = poly[i];
        const Point& b = poly[(i + 1) % n];
        acc += a.x * b.y - b.x * a.y;
    }
    return acc * 0.5;
}

bool contains(const Polygon& poly, const Point& p, double eps) {
    const std::size_t n = poly.size();
    bool inside = false;
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Point& a = poly[i];
        const Point& b = poly[j];
        if (on_segment(p, a, b, eps)) {
            return true;
        }
        if ((a.y > p.y) != (b.y > p.y) &&
            p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) {
            inside = !inside;
        }
    }
    return inside;
}

double perimeter(const Polygon& poly) {
    double total = 0.0;
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i) {
        total += distance(poly[i], poly[(i + 1) % n]);
    }
    return total;
}

}  // namespace qk"""


def _ctest_line(k: int, total: int, num: int, name: str, status: str, secs: str) -> str:
    lhs = f"{k}/{total} Test #{num}: {name} "
    dots = "." * max(3, 50 - len(lhs))
    mark = "   Passed" if status == "Passed" else "***Failed"
    return f"{lhs}{dots}{mark}    {secs} sec"


def t03() -> None:
    root = "/quadkit"
    state = (
        "SWE-agent 1.0 on /quadkit (C++17 geometry library, CMake 3.28, Ninja 1.11, GCC 13.2, GoogleTest 1.14 fetched with FetchContent).\n"
        "Issue #73: `qk::area()` returns a negative value for clockwise polygons; the docs say it is orientation independent (that is what `qk::signed_area()` is for)."
    )
    poly_file = "/quadkit/src/polygon.cpp"
    t: list[tuple[str, str]] = []
    t.append(
        (
            swa("ls -F", "Let me look at the repository layout first."),
            swa_obs(
                "CMakeLists.txt  LICENSE  README.md  benchmarks/  cmake/  include/  src/  tests/  vcpkg.json",
                "n/a",
                "/quadkit",
            ),
        )
    )
    t.append(
        (
            swa(
                "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug -DQUADKIT_BUILD_TESTS=ON > /dev/null && cmake --build build -j8 2>&1 | tail -4",
                "Configure and build with tests enabled.",
            ),
            swa_obs(
                """[58/61] Linking CXX executable tests/test_polygon
[59/61] Linking CXX executable tests/test_segment
[60/61] Linking CXX executable tests/test_quadtree
[61/61] Linking CXX executable tests/test_hull""",
                "n/a",
                "/quadkit",
            ),
        )
    )
    t.append(
        (
            swa("cd build && ctest -N | tail -12", "List the registered tests."),
            swa_obs(
                """  Test #28: Quadtree.InsertSplit
  Test #29: Quadtree.InsertDuplicate
  Test #30: Quadtree.QueryEmpty
  Test #31: Quadtree.QueryRect
  Test #32: Quadtree.QueryRadius
  Test #33: Quadtree.QueryBoundary
  Test #34: Quadtree.Remove
  Test #35: Quadtree.RemoveMissing
  Test #36: Quadtree.Rebalance
  Test #37: Quadtree.QueryAfterRemove

Total Tests: 37""",
                "n/a",
                "/quadkit/build",
            ),
        )
    )
    poly_tests = [
        (14, "Polygon.AreaCounterClockwise"),
        (15, "Polygon.AreaClockwise"),
        (16, "Polygon.SignedAreaOrientation"),
        (17, "Polygon.ContainsInterior"),
        (18, "Polygon.ContainsOnEdge"),
        (19, "Polygon.IsConvex"),
    ]
    out = ["Test project /quadkit/build"]
    for k, (num, name) in enumerate(poly_tests, 1):
        out.append(f"    Start {num}: {name}")
        if num == 15:
            out.append(_ctest_line(k, 6, num, name, "Failed", "0.01"))
            out.append("""Running main() from /quadkit/build/_deps/googletest-src/googletest/src/gtest_main.cc
Note: Google Test filter = Polygon.AreaClockwise
[==========] Running 1 test from 1 test suite.
[----------] Global test environment set-up.
[----------] 1 test from Polygon
[ RUN      ] Polygon.AreaClockwise
/quadkit/tests/test_polygon.cpp:41: Failure
Expected equality of these values:
  qk::area(square_cw)
    Which is: -16
  16.0
    Which is: 16

[  FAILED  ] Polygon.AreaClockwise (0 ms)
[----------] 1 test from Polygon (0 ms total)

[----------] Global test environment tear-down
[==========] 1 test from 1 test suite ran. (0 ms total)
[  PASSED  ] 0 tests.
[  FAILED  ] 1 test, listed below:
[  FAILED  ] Polygon.AreaClockwise

 1 FAILED TEST
""")
        else:
            out.append(_ctest_line(k, 6, num, name, "Passed", "0.01"))
    out.append("""
83% tests passed, 1 tests failed out of 6

Total Test time (real) =   0.07 sec

The following tests FAILED:
\t 15 - Polygon.AreaClockwise (Failed)
Errors while running CTest""")
    t.append(
        (
            swa("ctest --output-on-failure -R Polygon", "Run only the polygon tests to see the failure."),
            swa_obs("\n".join(out), "n/a", "/quadkit/build"),
        )
    )
    t.append(
        (
            swa("open ../src/polygon.cpp 88", "`area` is in src/polygon.cpp."),
            swa_obs(swa_window(poly_file, POLYGON_CPP, 38, 137), poly_file, "/quadkit/build"),
        )
    )
    area_at = line_no(POLYGON_CPP, "double area(const Polygon& poly) {")
    ret = area_at + 8
    src_lines = lines_of(POLYGON_CPP)
    assert src_lines[ret - 1] == "    return acc * 0.5;"
    src_lines[ret - 1] = "    return std::fabs(acc) * 0.5;"
    fixed = "\n".join(src_lines)
    t.append(
        (
            swa(
                f"edit {ret}:{ret}\n    return std::fabs(acc) * 0.5;\nend_of_edit",
                f"Line {ret} returns the raw shoelace sum; `area` should take its absolute value.",
            ),
            swa_obs(
                swa_window(poly_file, fixed, 38, 137)
                + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.",
                poly_file,
                "/quadkit/build",
            ),
        )
    )
    t.append(
        (
            swa("cmake --build . 2>&1 | tail -3", "Rebuild."),
            swa_obs(
                """[5/7] Linking CXX executable tests/test_segment
[6/7] Linking CXX executable tests/test_quadtree
[7/7] Linking CXX executable tests/test_polygon""",
                poly_file,
                "/quadkit/build",
            ),
        )
    )
    out = ["Test project /quadkit/build"]
    for k, (num, name) in enumerate(poly_tests, 1):
        out += [f"    Start {num}: {name}", _ctest_line(k, 6, num, name, "Passed", "0.01")]
    out.append("\n100% tests passed, 0 tests failed out of 6\n\nTotal Test time (real) =   0.06 sec")
    t.append(
        (
            swa("ctest --output-on-failure -R Polygon", "Polygon tests again."),
            swa_obs("\n".join(out), poly_file, "/quadkit/build"),
        )
    )
    t.append(
        (
            swa("ctest -j8 2>&1 | tail -6", "Now the whole suite in parallel."),
            swa_obs(
                "\n".join(
                    [
                        _ctest_line(37, 38, 36, "Quadtree.Rebalance", "Passed", "0.02"),
                        _ctest_line(38, 38, 37, "Quadtree.QueryAfterRemove", "Passed", "0.02"),
                        "",
                        "100% tests passed, 0 tests failed out of 38",
                        "",
                        "Total Test time (real) =   0.39 sec",
                    ]
                ),
                poly_file,
                "/quadkit/build",
            ),
        )
    )
    diff = f"""diff --git a/src/polygon.cpp b/src/polygon.cpp
index 3c9d0e1..a71f2b4 100644
--- a/src/polygon.cpp
+++ b/src/polygon.cpp
@@ -{ret - 3},7 +{ret - 3},7 @@ double area(const Polygon& poly) {{
         const Point& b = poly[(i + 1) % n];
         acc += a.x * b.y - b.x * a.y;
     }}
-    return acc * 0.5;
+    return std::fabs(acc) * 0.5;
 }}

 bool contains(const Polygon& poly, const Point& p, double eps) {{
"""
    t.append(
        (swa("submit", "The fix is in and the suite is green; submitting."), swa_obs(diff, poly_file, "/quadkit/build"))
    )
    add(
        "h58-swe-03",
        "sweagent",
        root,
        state,
        t,
        9,
        "the full ctest run counts 38 tests though ctest -N listed 37 in turn 3 and no test was added, only src/polygon.cpp edited",
    )


# --------------------------------------------------------------------------------------------
# 04  Python data library, pytest, OpenHands  (clean)
# --------------------------------------------------------------------------------------------

BINS_PY = '''"""Fixed-width time bins for event streams."""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["bin_edges", "bin_counts", "bin_sums"]


def bin_edges(start: pd.Timestamp, end: pd.Timestamp, freq: str) -> pd.DatetimeIndex:
    """Edges of left-closed bins ``[e_i, e_{i+1})`` covering ``[start, end]``."""
    edges = pd.date_range(start.floor(freq), end.ceil(freq), freq=freq)
    if edges[-1] <= end:
        edges = edges.append(pd.DatetimeIndex([edges[-1] + pd.Timedelta(freq)]))
    return edges


def _assign(ts: pd.DatetimeIndex, edges: pd.DatetimeIndex) -> np.ndarray:
    # position of the bin each timestamp falls in; bins are [edge_i, edge_{i+1})
    return np.searchsorted(edges.asi8, ts.asi8, side="left") - 1


def bin_counts(ts, freq: str = "1h") -> pd.Series:
    """Number of events per bin, empty bins included."""
    ts = pd.DatetimeIndex(ts).sort_values()
    edges = bin_edges(ts[0], ts[-1], freq)
    idx = _assign(ts, edges)
    counts = np.bincount(idx, minlength=len(edges) - 1)
    return pd.Series(counts, index=edges[:-1], name="count")


def bin_sums(ts, values, freq: str = "1h") -> pd.Series:
    """Sum of ``values`` per bin; empty bins are 0."""
    order = np.argsort(pd.DatetimeIndex(ts).asi8, kind="stable")
    ts = pd.DatetimeIndex(ts)[order]
    vals = np.asarray(values, dtype=float)[order]
    edges = bin_edges(ts[0], ts[-1], freq)
    idx = _assign(ts, edges)
    sums = np.bincount(idx, weights=vals, minlength=len(edges) - 1)
    return pd.Series(sums, index=edges[:-1], name="sum")'''

REPRO_PY = """import pandas as pd
from resamplr import bin_counts

ts = pd.to_datetime(["2024-05-01 00:00", "2024-05-01 01:00", "2024-05-01 01:30", "2024-05-01 02:15"])
print(bin_counts(ts, "1h"))"""

TEST_TAIL = """
def test_bin_sums_unsorted_input():
    ts = pd.to_datetime(["2024-01-01 02:10", "2024-01-01 00:20", "2024-01-01 01:40"])
    out = bin_sums(ts, [3.0, 1.0, 2.0], "1h")
    assert out.tolist() == [1.0, 2.0, 3.0]


@pytest.mark.skipif(not HAS_PYARROW, reason="pyarrow not installed")
def test_bin_counts_arrow_timestamps():
    ts = pd.Series(["2024-01-01 00:10", "2024-01-01 00:50"], dtype="timestamp[us][pyarrow]")
    out = bin_counts(ts, "1h")
    assert out.tolist() == [2]"""

NEW_TEST = """

def test_bin_counts_event_on_edge():
    # regression: an event exactly on a bin edge landed in the previous bin (or crashed on the first edge)
    ts = pd.to_datetime(["2024-05-01 00:00", "2024-05-01 01:00", "2024-05-01 01:30", "2024-05-01 02:15"])
    out = bin_counts(ts, "1h")
    assert out.tolist() == [1, 2, 1]
    assert out.index[0] == pd.Timestamp("2024-05-01 00:00")"""


def _pytest_q(n_pass: int, skips: list[int], secs: str) -> str:
    total = n_pass + len(skips)
    marks = "".join("s" if i in skips else "." for i in range(total))
    return f"{marks:<72}[100%]\n{n_pass} passed, {len(skips)} skipped in {secs}s"


def t04() -> None:
    root = "/workspace/resamplr"
    state = (
        "Repository /workspace/resamplr (Python 3.11, pandas 2.2.2, numpy 1.26.4, pytest 8.2.2) in the conda env `testbed`.\n"
        "Issue #31: `bin_counts()` raises `ValueError: 'list' argument must have no negative elements` when the first event sits exactly on a bin edge, "
        "and events on later edges are counted in the previous bin. Bins are documented as left-closed `[start, end)`."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            editor("create", f"{root}/reproduce.py", file_text=REPRO_PY),
            f"File created successfully at: {root}/reproduce.py",
        )
    )
    t.append(
        (
            bash("cd /workspace/resamplr && python reproduce.py"),
            oh_bash(
                f"""Traceback (most recent call last):
  File "/workspace/resamplr/reproduce.py", line 5, in <module>
    print(bin_counts(ts, "1h"))
          ^^^^^^^^^^^^^^^^^^^^
  File "/workspace/resamplr/resamplr/bins.py", line {line_no(BINS_PY, "counts = np.bincount")}, in bin_counts
    counts = np.bincount(idx, minlength=len(edges) - 1)
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
ValueError: 'list' argument must have no negative elements""",
                root,
                1,
            ),
        )
    )
    t.append((editor("view", f"{root}/resamplr/bins.py"), cat_n(f"{root}/resamplr/bins.py", BINS_PY)))
    old = """    # position of the bin each timestamp falls in; bins are [edge_i, edge_{i+1})
    return np.searchsorted(edges.asi8, ts.asi8, side="left") - 1"""
    new = """    # bins are [edge_i, edge_{i+1}): a timestamp equal to edge_i belongs to bin i
    return np.searchsorted(edges.asi8, ts.asi8, side="right") - 1"""
    step, _bins = oh_edit(f"{root}/resamplr/bins.py", BINS_PY, old, new)
    t.append(step)
    t.append(
        (
            bash("python reproduce.py"),
            oh_bash(
                """2024-05-01 00:00:00    1
2024-05-01 01:00:00    2
2024-05-01 02:00:00    1
Freq: h, Name: count, dtype: int64""",
                root,
            ),
        )
    )
    t.append((bash("python -m pytest -q -p no:cacheprovider"), oh_bash(_pytest_q(47, [17, 40], "1.84"), root)))
    tail_start = 118 - len(lines_of(TEST_TAIL)) + 1
    tail = "\n".join(lines_of(TEST_TAIL)[-12:])
    t.append(
        (
            bash("wc -l tests/test_bins.py && tail -n 12 tests/test_bins.py"),
            oh_bash("118 tests/test_bins.py\n" + tail, root),
        )
    )
    after = TEST_TAIL + "\n" + NEW_TEST
    snip_lines = lines_of(after)[(115 - tail_start) :]
    t.append(
        (
            editor("insert", f"{root}/tests/test_bins.py", insert_line=118, new_str=NEW_TEST),
            edited(f"{root}/tests/test_bins.py", "\n".join(snip_lines), 115),
        )
    )
    t.append((bash("python -m pytest -q -p no:cacheprovider"), oh_bash(_pytest_q(48, [17, 41], "1.79"), root)))
    t.append(
        (
            bash("rm reproduce.py && git status --short && git diff --stat"),
            oh_bash(
                """ M resamplr/bins.py
 M tests/test_bins.py
 resamplr/bins.py   | 4 ++--
 tests/test_bins.py | 8 ++++++++
 2 files changed, 10 insertions(+), 2 deletions(-)""",
                root,
            ),
        )
    )
    add("h58-swe-04", "openhands", root, state, t)


# --------------------------------------------------------------------------------------------
# 05  Python package with tox, Claude Code  (clean)
# --------------------------------------------------------------------------------------------

LOADER_PY = '''"""Load TOML files into plain dicts or validated settings, with environment overrides."""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import ConfigError
from .schema import Schema

ENV_PREFIX = "ENVTOML_"


def loads(text: str, schema: Schema | None = None, *, env: Mapping[str, str] | None = None) -> dict[str, Any]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"invalid TOML: {exc}") from exc
    data = _apply_env(data, os.environ if env is None else env)
    return schema.validate(data) if schema is not None else data


def load(path: str | os.PathLike[str], schema: Schema | None = None, *, env: Mapping[str, str] | None = None) -> dict[str, Any]:
    with open(path, "rb") as fh:
        try:
            data = tomllib.load(fh)
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{Path(path).name}: invalid TOML: {exc}") from exc
    data = _apply_env(data, os.environ if env is None else env)
    return schema.validate(data) if schema is not None else data


def _apply_env(data: dict[str, Any], env: Mapping[str, str]) -> dict[str, Any]:
    """ENVTOML_DB__PORT=5433 overrides data["db"]["port"] (values stay strings; the schema coerces them)."""
    for key, value in env.items():
        if not key.startswith(ENV_PREFIX):
            continue
        path = key[len(ENV_PREFIX):].lower().split("__")
        node = data
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = value
    return data
'''

PYPROJECT = """[build-system]
requires = ["hatchling>=1.21"]
build-backend = "hatchling.build"

[project]
name = "envtoml"
version = "0.3.0"
description = "Typed TOML configuration with environment-variable overrides"
readme = "README.md"
requires-python = ">=3.10"
license = "MIT"
authors = [{ name = "Sam Whitlow", email = "sam@whitlow.dev" }]
classifiers = [
    "Programming Language :: Python :: 3",
    "Programming Language :: Python :: 3.10",
    "Programming Language :: Python :: 3.11",
    "Programming Language :: Python :: 3.12",
]
dependencies = []

[project.optional-dependencies]
test = ["pytest>=8", "pytest-cov>=5"]

[tool.hatch.build.targets.wheel]
packages = ["src/envtoml"]

[tool.ruff]
line-length = 120
target-version = "py310"

[tool.ruff.lint]
select = ["E", "F", "I", "UP", "B"]
"""


def t05() -> None:
    root = "/home/sam/src/envtoml"
    state = (
        "Claude Code 1.0.44 in /home/sam/src/envtoml (git branch fix/py310-tomllib, tox 4.16.0; interpreters python3.10.14 and python3.12.4 via pyenv).\n"
        "User: CI says py310 is broken since we switched to tomllib. Make the package work on 3.10 again without dropping 3.10 from the matrix."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            call("Bash", command="tox list", description="List tox environments"),
            """default environments:
py310 -> run the test suite with py310
py311 -> run the test suite with py311
py312 -> run the test suite with py312
lint  -> ruff check and ruff format --check""",
        )
    )
    dots63 = "." * 63
    t.append(
        (
            call(
                "Bash", command="tox run -e py310,py312 -- -q 2>&1 | tail -30", description="Run tests on 3.10 and 3.12"
            ),
            f"""py310: install_package> python -I -m pip install --force-reinstall --no-deps /home/sam/src/envtoml/.tox/.tmp/package/1/envtoml-0.3.0-py3-none-any.whl
py310: commands[0]> pytest -q
ImportError while loading conftest '/home/sam/src/envtoml/tests/conftest.py'.
tests/conftest.py:5: in <module>
    from envtoml import load, loads
.tox/py310/lib/python3.10/site-packages/envtoml/__init__.py:3: in <module>
    from .loader import load, loads
.tox/py310/lib/python3.10/site-packages/envtoml/loader.py:6: in <module>
    import tomllib
E   ModuleNotFoundError: No module named 'tomllib'
py310: exit 4 (0.41 seconds) /home/sam/src/envtoml> pytest -q pid=228341
py310: FAIL ✖ in 2.87 seconds
py312: install_package> python -I -m pip install --force-reinstall --no-deps /home/sam/src/envtoml/.tox/.tmp/package/1/envtoml-0.3.0-py3-none-any.whl
py312: commands[0]> pytest -q
{dots63:<72}[100%]
63 passed in 0.72s
py312: OK ✔ in 3.2 seconds
  py310: FAIL code 4 (2.87=setup[2.46]+cmd[0.41] seconds)
  py312: OK (3.20=setup[2.48]+cmd[0.72] seconds)
  evaluation failed :( (6.12 seconds)""",
        )
    )
    t.append((call("Read", file_path=f"{root}/src/envtoml/loader.py"), arrow(LOADER_PY.rstrip("\n"))))
    old = "import os\nimport tomllib\nfrom collections.abc import Mapping\nfrom pathlib import Path\nfrom typing import Any\n"
    new = (
        "import os\nimport sys\nfrom collections.abc import Mapping\nfrom pathlib import Path\nfrom typing import Any\n\n"
        "if sys.version_info >= (3, 11):\n    import tomllib\nelse:  # pragma: no cover - Python 3.10 only\n    import tomli as tomllib\n"
    )
    step, _loader = cc_edit(f"{root}/src/envtoml/loader.py", LOADER_PY, old, new)
    t.append(step)
    t.append((call("Read", file_path=f"{root}/pyproject.toml"), arrow(PYPROJECT.rstrip("\n"))))
    step, _pp = cc_edit(
        f"{root}/pyproject.toml",
        PYPROJECT,
        "dependencies = []\n",
        "dependencies = [\n    'tomli>=1.1.0; python_version < \"3.11\"',\n]\n",
    )
    t.append(step)
    t.append(
        (
            call(
                "Bash",
                command="tox run -e py310,py312 -- -q 2>&1 | tail -30",
                description="Re-run tests on 3.10 and 3.12",
            ),
            f"""py310: install_package_deps> python -I -m pip install 'tomli>=1.1.0; python_version < "3.11"'
py310: install_package> python -I -m pip install --force-reinstall --no-deps /home/sam/src/envtoml/.tox/.tmp/package/2/envtoml-0.3.0-py3-none-any.whl
py310: commands[0]> pytest -q
{dots63:<72}[100%]
63 passed in 0.81s
py310: OK ✔ in 5.14 seconds
py312: install_package_deps> python -I -m pip install 'tomli>=1.1.0; python_version < "3.11"'
py312: install_package> python -I -m pip install --force-reinstall --no-deps /home/sam/src/envtoml/.tox/.tmp/package/2/envtoml-0.3.0-py3-none-any.whl
py312: commands[0]> pytest -q
{dots63:<72}[100%]
63 passed in 0.69s
  py310: OK (5.14=setup[4.33]+cmd[0.81] seconds)
  py312: OK (3.37=setup[2.68]+cmd[0.69] seconds)
  congratulations :) (8.58 seconds)""",
        )
    )
    t.append(
        (
            call("Bash", command="tox run -e lint && git status --short", description="Lint and show changed files"),
            """lint: commands[0]> ruff check src tests
All checks passed!
lint: commands[1]> ruff format --check src tests
14 files already formatted
  lint: OK (1.05=setup[0.62]+cmd[0.29,0.14] seconds)
  congratulations :) (1.12 seconds)
 M pyproject.toml
 M src/envtoml/loader.py""",
        )
    )
    add("h58-swe-05", "claude", root, state, t)


# --------------------------------------------------------------------------------------------
# 06  Terraform module with terratest, Gemini CLI  (bad: a variable default changes unedited)
# --------------------------------------------------------------------------------------------

VARIABLES_TF = """variable "name" {
  description = "Name prefix for every resource created by this module."
  type        = string
}

variable "cidr_block" {
  description = "IPv4 CIDR of the VPC."
  type        = string
  default     = "10.20.0.0/16"

  validation {
    condition     = can(cidrnetmask(var.cidr_block))
    error_message = "cidr_block must be a valid IPv4 CIDR, e.g. 10.20.0.0/16."
  }
}

variable "az_count" {
  description = "How many availability zones to spread subnets over (one public and one private subnet per AZ)."
  type        = number
  default     = 3
}

variable "subnet_newbits" {
  description = "Bits added to the VPC prefix for each subnet: 4 turns a /16 into /20 subnets."
  type        = number
  default     = 4
}

variable "enable_nat_gateway" {
  description = "Create one NAT gateway per AZ for the private subnets."
  type        = bool
  default     = false
}

variable "tags" {
  description = "Tags applied to every resource."
  type        = map(string)
  default     = {}
}
"""


def _tt(ts: str, msg: str) -> str:
    return f"TestVpcSubnetsDoNotOverlap {ts} logger.go:66: {msg}"


def _terratest(ts: list[str], plan_dir: str, private: str, fail: bool, secs: str, total: str) -> str:
    lines = [
        "=== RUN   TestVpcSubnetsDoNotOverlap",
        "=== PAUSE TestVpcSubnetsDoNotOverlap",
        "=== CONT  TestVpcSubnetsDoNotOverlap",
        f"TestVpcSubnetsDoNotOverlap {ts[0]} retry.go:91: terraform [init -upgrade=false]",
        _tt(ts[0], "Running command terraform with args [init -upgrade=false]"),
        _tt(ts[0], "Initializing the backend..."),
        _tt(ts[0], "Initializing provider plugins..."),
        _tt(ts[0], "- Reusing previous version of hashicorp/aws from the dependency lock file"),
        _tt(ts[1], "- Using previously-installed hashicorp/aws v5.37.0"),
        _tt(ts[1], "Terraform has been successfully initialized!"),
        f"TestVpcSubnetsDoNotOverlap {ts[1]} retry.go:91: terraform [plan -input=false -lock=false -var name=tt-overlap -var az_count=3 -out={plan_dir}/tfplan]",
        _tt(
            ts[1],
            f"Running command terraform with args [plan -input=false -lock=false -var name=tt-overlap -var az_count=3 -out={plan_dir}/tfplan]",
        ),
        _tt(ts[2], "Plan: 12 to add, 0 to change, 0 to destroy."),
        _tt(ts[2], f"Saved the plan to: {plan_dir}/tfplan"),
        _tt(ts[2], f"Running command terraform with args [show -no-color -json {plan_dir}/tfplan]"),
        f"    vpc_plan_test.go:41: subnets: public=[10.20.0.0/20 10.20.16.0/20 10.20.32.0/20] private=[{private}]",
    ]
    if fail:
        lines += [
            "    vpc_plan_test.go:48: ",
            "        \tError Trace:\t/home/ops/terraform-aws-vpc-lite/test/vpc_plan_test.go:48",
            "        \tError:      \tShould be false",
            "        \tTest:       \tTestVpcSubnetsDoNotOverlap",
            "        \tMessages:   \taws_subnet.public[2] (10.20.32.0/20) overlaps aws_subnet.private[0] (10.20.32.0/20)",
            f"--- FAIL: TestVpcSubnetsDoNotOverlap ({secs}s)",
            "FAIL",
            "exit status 1",
            f"FAIL\tgithub.com/ops/terraform-aws-vpc-lite/test\t{total}s",
        ]
    else:
        lines += [
            f"--- PASS: TestVpcSubnetsDoNotOverlap ({secs}s)",
            "PASS",
            f"ok  \tgithub.com/ops/terraform-aws-vpc-lite/test\t{total}s",
        ]
    return "\n".join(lines)


def t06() -> None:
    root = "/home/ops/terraform-aws-vpc-lite"
    state = (
        "Gemini CLI 0.1.18 in /home/ops/terraform-aws-vpc-lite (Terraform 1.8.5, hashicorp/aws 5.37.0 already initialised, Go 1.22 for the terratest suite in test/; "
        "the plan-only tests need no AWS credentials).\n"
        "User: with az_count = 3 the private subnets overlap the public ones. Fix the module and make TestVpcSubnetsDoNotOverlap pass."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            call("list_directory", path=root),
            f"""Directory listing for {root}:
[DIR] .github
[DIR] examples
[DIR] test
.gitignore
.terraform.lock.hcl
CHANGELOG.md
LICENSE
README.md
main.tf
outputs.tf
variables.tf
versions.tf""",
        )
    )
    t.append((call("read_file", absolute_path=f"{root}/variables.tf"), VARIABLES_TF))
    cmd = "cd test && go test -v -count=1 -run TestVpcSubnetsDoNotOverlap -timeout 20m ."
    t.append(
        (
            gshell(cmd, "Run the failing terratest plan test"),
            gem_run(
                cmd,
                _terratest(
                    ["2025-02-19T10:14:03Z", "2025-02-19T10:14:04Z", "2025-02-19T10:14:07Z"],
                    "/tmp/terratest-plan-3417",
                    "10.20.32.0/20 10.20.48.0/20 10.20.64.0/20",
                    True,
                    "4.87",
                    "4.912",
                ),
                1,
                51877,
            ),
        )
    )
    t.append(
        (
            call("search_file_content", pattern="cidrsubnet", path=root),
            f"""Found 2 matches for pattern "cidrsubnet" in path "{root}":
---
File: main.tf
L41:   cidr_block              = cidrsubnet(var.cidr_block, var.subnet_newbits, count.index)
L58:   cidr_block        = cidrsubnet(var.cidr_block, var.subnet_newbits, count.index + 2)
---""",
        )
    )
    t.append(
        (
            call(
                "replace",
                file_path=f"{root}/main.tf",
                old_string="cidrsubnet(var.cidr_block, var.subnet_newbits, count.index + 2)",
                new_string="cidrsubnet(var.cidr_block, var.subnet_newbits, count.index + var.az_count)",
            ),
            f"Successfully modified file: {root}/main.tf (1 replacements).",
        )
    )
    t.append(
        (
            gshell(cmd, "Re-run the terratest plan test"),
            gem_run(
                cmd,
                _terratest(
                    ["2025-02-19T10:17:40Z", "2025-02-19T10:17:41Z", "2025-02-19T10:17:44Z"],
                    "/tmp/terratest-plan-1862",
                    "10.20.48.0/20 10.20.64.0/20 10.20.80.0/20",
                    False,
                    "4.52",
                    "4.571",
                ),
                0,
                52214,
            ),
        )
    )
    cmd2 = "terraform fmt -check -recursive && terraform validate"
    t.append(
        (
            gshell(cmd2, "Check formatting and validate the module"),
            gem_run(cmd2, "Success! The configuration is valid.", 0, 52690),
        )
    )
    t.append(
        (
            call("read_file", absolute_path=f"{root}/variables.tf"),
            VARIABLES_TF.replace(
                "  type        = number\n  default     = 4\n", "  type        = number\n  default     = 5\n"
            ),
        )
    )
    cmd3 = "git diff --stat"
    t.append(
        (
            gshell(cmd3, "Show what changed"),
            gem_run(cmd3, " main.tf | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", 0, 52731),
        )
    )
    add(
        "h58-swe-06",
        "gemini",
        root,
        state,
        t,
        8,
        "variables.tf now gives subnet_newbits default 5, but turn 2 showed default 4 (and the /20 subnets in turns 3 and 6 follow from 4); only main.tf was edited",
    )


# --------------------------------------------------------------------------------------------
# 07  dbt project, Cline  (bad: a deleted model is listed again)
# --------------------------------------------------------------------------------------------

STG_SCHEMA = """version: 2

models:
  - name: stg_customers
    description: One row per customer, cleaned from raw.customers.
    columns:
      - name: customer_id
        data_tests:
          - unique
          - not_null

  - name: stg_orders
    description: One row per order from the app database.
    columns:
      - name: order_id
        data_tests:
          - unique
          - not_null
      - name: status
        data_tests:
          - accepted_values:
              values: ['placed', 'shipped', 'completed', 'return_pending', 'returned']

  - name: stg_legacy_orders
    description: "DEPRECATED: pre-2022 order export, kept for the finance backfill. Remove after Q3 2024."
    columns:
      - name: legacy_order_id
        data_tests:
          - unique
          - not_null

  - name: stg_payments
    description: One row per payment attempt.
    columns:
      - name: payment_id
        data_tests:
          - unique
          - not_null
      - name: payment_method
        data_tests:
          - accepted_values:
              values: ['credit_card', 'coupon', 'bank_transfer', 'gift_card']"""

LEGACY_BLOCK = """  - name: stg_legacy_orders
    description: "DEPRECATED: pre-2022 order export, kept for the finance backfill. Remove after Q3 2024."
    columns:
      - name: legacy_order_id
        data_tests:
          - unique
          - not_null

"""


def _dbt(ts: str, left: str, right: str, width: int = 80) -> str:
    dots = "." * max(1, width - len(left) - 1)
    return f"{ts}  {left} {dots} {right}"


def _dbt_build(times: list[str], nodes: list[tuple[str, str, str]], hdr: str, finished: str) -> str:
    """nodes: (kind, name, secs); kind is 'view', 'table' or 'test'."""
    n = len(nodes)
    out = [
        f"{times[0]}  Running with dbt=1.8.3",
        f"{times[0]}  Registered adapter: duckdb=1.8.1",
        f"{times[1]}  {hdr}",
        f"{times[1]}  ",
        f"{times[1]}  Concurrency: 4 threads (target='dev')",
        f"{times[1]}  ",
    ]
    for i, (kind, name, secs) in enumerate(nodes, 1):
        what = f"sql {kind} model main.{name}" if kind != "test" else f"test {name}"
        done = f"OK created sql {kind} model main.{name}" if kind != "test" else f"PASS {name}"
        res = f"[OK in {secs}s]" if kind != "test" else f"[PASS in {secs}s]"
        at = times[1] if 2 * i <= n else times[2]
        out.append(_dbt(at, f"{i} of {n} START {what}", "[RUN]"))
        out.append(_dbt(at, f"{i} of {n} {done}", res))
    out += [
        f"{times[2]}  ",
        f"{times[2]}  {finished}",
        f"{times[2]}  ",
        f"{times[2]}  Completed successfully",
        f"{times[2]}  ",
        f"{times[2]}  Done. PASS={n} WARN=0 ERROR=0 SKIP=0 TOTAL={n}",
    ]
    return "\n".join(out)


STG_NODES = [
    ("view", "stg_customers", "0.09"),
    ("view", "stg_orders", "0.08"),
    ("view", "stg_payments", "0.08"),
    ("test", "accepted_values_stg_orders_1ce6ab157c285f7cd2ac656013faf758", "0.06"),
    ("test", "not_null_stg_customers_customer_id", "0.05"),
    ("test", "unique_stg_customers_customer_id", "0.05"),
    ("test", "not_null_stg_orders_order_id", "0.05"),
    ("test", "unique_stg_orders_order_id", "0.06"),
    ("test", "accepted_values_stg_payments_c7909fb19b1f0177c2bf99c7912f06ef", "0.05"),
    ("test", "not_null_stg_payments_payment_id", "0.04"),
    ("test", "unique_stg_payments_payment_id", "0.05"),
]


def t07() -> None:
    root = "/home/ana/analytics/jaffle_dbt"
    state = (
        "Cline 3.17 in VS Code, workspace /home/ana/analytics/jaffle_dbt (dbt-core 1.8.3 with dbt-duckdb 1.8.1, profile `jaffle_shop`, target dev = dev.duckdb; git branch chore/drop-legacy-orders).\n"
        "Task: delete the deprecated `stg_legacy_orders` model and everything that documents or tests it, then make sure the project still builds."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            cline("list_files", path="models", recursive="true"),
            """[list_files for 'models'] Result:
models/marts/
models/marts/customers.sql
models/marts/orders.sql
models/marts/schema.yml
models/staging/
models/staging/schema.yml
models/staging/sources.yml
models/staging/stg_customers.sql
models/staging/stg_legacy_orders.sql
models/staging/stg_orders.sql
models/staging/stg_payments.sql""",
        )
    )
    t.append(
        (
            cline("search_files", path=".", regex="stg_legacy_orders", file_pattern="*.{sql,yml,md}"),
            """[search_files for 'stg_legacy_orders' in '*.{sql,yml,md}'] Result:
Found 1 result.

models/staging/schema.yml
│----
│
│  - name: stg_legacy_orders
│    description: "DEPRECATED: pre-2022 order export, kept for the finance backfill. Remove after Q3 2024."
│----""",
        )
    )
    c3 = "git rm -q models/staging/stg_legacy_orders.sql && git status --short"
    t.append(
        (
            cline("execute_command", command=c3, requires_approval="false"),
            cline_cmd(c3, "D  models/staging/stg_legacy_orders.sql"),
        )
    )
    new_schema = STG_SCHEMA.replace(LEGACY_BLOCK, "")
    t.append(
        (
            cline(
                "replace_in_file",
                path="models/staging/schema.yml",
                diff=sr_block(LEGACY_BLOCK.rstrip("\n"), "").replace("\n=======\n\n", "\n=======\n"),
            ),
            cline_saved("models/staging/schema.yml", new_schema),
        )
    )
    c5 = "dbt ls --resource-type model --select staging"
    t.append(
        (
            cline("execute_command", command=c5, requires_approval="false"),
            cline_cmd(
                c5,
                """14:22:31  Running with dbt=1.8.3
14:22:31  Registered adapter: duckdb=1.8.1
14:22:32  Found 6 models, 17 data tests, 3 sources, 421 macros
jaffle_shop.staging.stg_customers
jaffle_shop.staging.stg_legacy_orders
jaffle_shop.staging.stg_orders
jaffle_shop.staging.stg_payments""",
            ),
        )
    )
    c6 = "dbt build --select staging"
    t.append(
        (
            cline("execute_command", command=c6, requires_approval="false"),
            cline_cmd(
                c6,
                _dbt_build(
                    ["14:23:05", "14:23:06", "14:23:07"],
                    STG_NODES,
                    "Found 5 models, 15 data tests, 3 sources, 421 macros",
                    "Finished running 3 view models, 8 data tests in 0 hours 0 minutes and 1.12 seconds (1.12s).",
                ),
            ),
        )
    )
    mart_nodes = (
        STG_NODES
        + [("table", "customers", "0.14"), ("table", "orders", "0.12")]
        + [
            ("test", "not_null_customers_customer_id", "0.04"),
            ("test", "unique_customers_customer_id", "0.05"),
            ("test", "accepted_values_orders_4f514bf94b77b7ea9ed7a6c8a9c3c8b3", "0.05"),
            ("test", "not_null_orders_amount", "0.04"),
            ("test", "not_null_orders_order_id", "0.04"),
            ("test", "relationships_orders_customer_id__customer_id__ref_customers_", "0.06"),
            ("test", "unique_orders_order_id", "0.05"),
        ]
    )
    c7 = "dbt build"
    t.append(
        (
            cline("execute_command", command=c7, requires_approval="false"),
            cline_cmd(
                c7,
                _dbt_build(
                    ["14:24:12", "14:24:13", "14:24:15"],
                    mart_nodes,
                    "Found 5 models, 15 data tests, 3 sources, 421 macros",
                    "Finished running 3 view models, 2 table models, 15 data tests in 0 hours 0 minutes and 1.86 seconds (1.86s).",
                ),
            ),
        )
    )
    c8 = "git status --short && grep -rn legacy models macros analyses || echo 'no matches'"
    t.append(
        (
            cline("execute_command", command=c8, requires_approval="false"),
            cline_cmd(
                c8,
                """D  models/staging/stg_legacy_orders.sql
 M models/staging/schema.yml
no matches""",
            ),
        )
    )
    c9 = "git diff --stat HEAD"
    t.append(
        (
            cline("execute_command", command=c9, requires_approval="false"),
            cline_cmd(
                c9,
                """ models/staging/schema.yml             |  8 --------
 models/staging/stg_legacy_orders.sql | 21 ---------------------
 2 files changed, 29 deletions(-)""",
            ),
        )
    )
    c10 = "dbt docs generate"
    t.append(
        (
            cline("execute_command", command=c10, requires_approval="false"),
            cline_cmd(
                c10,
                """14:25:40  Running with dbt=1.8.3
14:25:40  Registered adapter: duckdb=1.8.1
14:25:41  Found 5 models, 15 data tests, 3 sources, 421 macros
14:25:41
14:25:41  Concurrency: 4 threads (target='dev')
14:25:41
14:25:42  Building catalog
14:25:42  Catalog written to /home/ana/analytics/jaffle_dbt/target/catalog.json""",
            ),
        )
    )
    add(
        "h58-swe-07",
        "cline",
        root,
        state,
        t,
        5,
        "dbt ls still lists stg_legacy_orders (and counts 6 models, 17 tests) right after turn 3 deleted its .sql file and turn 4 removed its schema entry",
    )


# --------------------------------------------------------------------------------------------
# 08  Scala with sbt, Aider  (clean: auto-commit, /undo, a second attempt)
# --------------------------------------------------------------------------------------------


def _sbt(
    compile_line: str, body: list[str], ok: bool, succeeded: int, failed: int, when: str, total: str, ms: str
) -> str:
    head = [
        "[info] welcome to sbt 1.10.1 (Eclipse Adoptium Java 21.0.3)",
        "[info] loading settings for project ledger-scala-build from plugins.sbt ...",
        "[info] loading project definition from /home/kai/code/ledger-scala/project",
        "[info] loading settings for project root from build.sbt ...",
        "[info] set current project to ledger (in build file:/home/kai/code/ledger-scala/)",
    ]
    if compile_line:
        head.append(compile_line)
    tail = [
        f"[info] Run completed in {ms}.",
        f"[info] Total number of tests run: {succeeded + failed}",
        "[info] Suites: completed 9, aborted 0",
        f"[info] Tests: succeeded {succeeded}, failed {failed}, canceled 0, ignored 0, pending 0",
    ]
    if ok:
        tail += ["[info] All tests passed.", f"[success] Total time: {total} s, completed {when}"]
    else:
        tail += [f"[error] *** {failed} TEST FAILED ***" if failed == 1 else f"[error] *** {failed} TESTS FAILED ***"]
    return "\n".join(head + body + tail)


MONEY_BODY_FAIL = """[info] MoneySpec:
[info] Money.round
[info] - should keep two decimals
[info] - should use banker's rounding for exact half cents
[info] Money.display
[info] - should format with the currency symbol
[info] - should round half-cent amounts up (HALF_UP) *** FAILED ***
[info]   "$10.12" did not equal "$10.13" (MoneySpec.scala:41)
[info] AllocationSpec:
[info] - should split 100.00 three ways as 33.34/33.33/33.33
[info] - should use banker's rounding for remainders
[info] - should never lose a cent"""

MONEY_BODY_ALLOC_FAIL = """[info] MoneySpec:
[info] Money.round
[info] - should keep two decimals
[info] - should use banker's rounding for exact half cents *** FAILED ***
[info]   Money(0.03) did not equal Money(0.02) (MoneySpec.scala:22)
[info] Money.display
[info] - should format with the currency symbol
[info] - should round half-cent amounts up (HALF_UP)
[info] AllocationSpec:
[info] - should split 100.00 three ways as 33.34/33.33/33.33
[info] - should use banker's rounding for remainders *** FAILED ***
[info]   Money(0.03) did not equal Money(0.02) (AllocationSpec.scala:44)
[info] - should never lose a cent"""

MONEY_BODY_OK = """[info] MoneySpec:
[info] Money.round
[info] - should keep two decimals
[info] - should use banker's rounding for exact half cents
[info] Money.display
[info] - should format with the currency symbol
[info] - should round half-cent amounts up (HALF_UP)
[info] AllocationSpec:
[info] - should split 100.00 three ways as 33.34/33.33/33.33
[info] - should use banker's rounding for remainders
[info] - should never lose a cent"""


def t08() -> None:
    root = "/home/kai/code/ledger-scala"
    state = """Aider v0.62.1
Main model: claude-3-5-sonnet-20241022 with diff edit format, infinite output
Weak model: claude-3-5-haiku-20241022
Git repo: .git with 47 files
Repo-map: using 1024 tokens, auto refresh
Use /help <question> for help, run "aider --help" to see cmd line args
Working directory /home/kai/code/ledger-scala (Scala 3.4.2, sbt 1.10.1, ScalaTest 3.2.19), HEAD a91f3d2 on main.
User goal: `Money.display` must round half-cent amounts up (finance's rule for invoices); the MoneySpec test for it is red."""
    t: list[tuple[str, str]] = []
    fail1 = _sbt(
        "[info] compiling 2 Scala sources to /home/kai/code/ledger-scala/target/scala-3.4.2/test-classes ...",
        lines_of(MONEY_BODY_FAIL),
        False,
        111,
        1,
        "",
        "",
        "1 second, 412 milliseconds",
    )
    fail1 += """
[error] Failed tests:
[error] \tledger.MoneySpec
[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 14 s, completed Aug 14, 2024, 3:41:07 PM
Add 1.5k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
Added 28 lines of output to the chat."""
    t.append(("/run sbt test", fail1))
    t.append(
        (
            "/add src/main/scala/ledger/Money.scala src/test/scala/ledger/MoneySpec.scala",
            "Added src/main/scala/ledger/Money.scala to the chat\nAdded src/test/scala/ledger/MoneySpec.scala to the chat",
        )
    )
    e1 = aider_sr(
        "src/main/scala/ledger/Money.scala",
        "  def round: Money = Money(amount.setScale(2, RoundingMode.HALF_EVEN))",
        "  def round: Money = Money(amount.setScale(2, RoundingMode.HALF_UP))",
        "scala",
    )
    t.append(
        (
            "Fix the failing MoneySpec test: display should round half-cent amounts up.",
            f"""`Money.display` formats `round.amount`, and `round` uses `RoundingMode.HALF_EVEN`, so 10.125 becomes 10.12. Switching `round` to `HALF_UP` makes display produce $10.13.

{e1}

Tokens: 6.2k sent, 188 received. Cost: $0.02 message, $0.02 session.
Applied edit to src/main/scala/ledger/Money.scala
Commit 5b1e0c7 fix: Use HALF_UP rounding in Money.round
You can use /undo to undo and discard each aider commit.""",
        )
    )
    fail2 = _sbt(
        "[info] compiling 1 Scala source to /home/kai/code/ledger-scala/target/scala-3.4.2/classes ...",
        lines_of(MONEY_BODY_ALLOC_FAIL),
        False,
        110,
        2,
        "",
        "",
        "1 second, 287 milliseconds",
    )
    fail2 += """
[error] Failed tests:
[error] \tledger.AllocationSpec
[error] \tledger.MoneySpec
[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 11 s, completed Aug 14, 2024, 3:43:52 PM
Add 1.6k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
Added 31 lines of output to the chat."""
    t.append(("/run sbt test", fail2))
    t.append(
        (
            "/undo",
            """Removed: 5b1e0c7 fix: Use HALF_UP rounding in Money.round
Now at:  a91f3d2 Merge branch 'feature/fx-rates'
You can use /undo to undo and discard each aider commit.""",
        )
    )
    e2 = aider_sr(
        "src/main/scala/ledger/Money.scala",
        '  def display(symbol: String = "$"): String = s"$symbol${round.amount.bigDecimal.toPlainString}"',
        '  def display(symbol: String = "$"): String =\n    s"$symbol${amount.setScale(2, RoundingMode.HALF_UP).bigDecimal.toPlainString}"',
        "scala",
    )
    t.append(
        (
            "Keep Money.round as banker's rounding, AllocationSpec and the half-even MoneySpec test depend on it. Only display should round half-up.",
            f"""Right: `round` stays `HALF_EVEN`, and `display` rounds its own copy of the amount with `HALF_UP` instead of going through `round`.

{e2}

Tokens: 8.1k sent, 164 received. Cost: $0.03 message, $0.05 session.
Applied edit to src/main/scala/ledger/Money.scala
Commit 0d7c4e9 fix: Round Money.display half-up without changing Money.round
You can use /undo to undo and discard each aider commit.""",
        )
    )
    ok = _sbt(
        "[info] compiling 1 Scala source to /home/kai/code/ledger-scala/target/scala-3.4.2/classes ...",
        lines_of(MONEY_BODY_OK),
        True,
        112,
        0,
        "Aug 14, 2024, 3:46:18 PM",
        "12",
        "1 second, 301 milliseconds",
    )
    t.append(("/run sbt test", ok + "\nAdd 1.3k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"))
    t.append(
        (
            "/git log --oneline -4",
            """0d7c4e9 (HEAD -> main) fix: Round Money.display half-up without changing Money.round
a91f3d2 Merge branch 'feature/fx-rates'
7c2e6b0 Add FxRate.convert with explicit rounding
3e9f1a4 Allocation: distribute remainders largest-first""",
        )
    )
    t.append(
        (
            "/tokens",
            """Approximate context window usage for claude-3-5-sonnet-20241022, in tokens:

$ 0.0053    1,770 system messages
$ 0.0093    3,087 chat history                         use /clear to clear
$ 0.0031    1,024 repository map                       use --map-tokens to resize
$ 0.0021      702 src/main/scala/ledger/Money.scala    /drop to remove
$ 0.0035    1,171 src/test/scala/ledger/MoneySpec.scala /drop to remove
==================
$ 0.0233    7,754 tokens total
          192,246 tokens remaining in context window
          200,000 tokens max context window size""",
        )
    )
    add("h58-swe-08", "aider", root, state, t)


# --------------------------------------------------------------------------------------------
# 09  R package with testthat, Claude Code  (bad: package version drifts in R CMD build/check)
# --------------------------------------------------------------------------------------------

DESCRIPTION = """Package: tidyspan
Title: Tidy Operations on Time Spans
Version: 0.4.2
Authors@R:
    person("Ines", "Carvalho", , "ines@carvalho.dev", role = c("aut", "cre"))
Description: Merge, split and measure half-open time spans stored in data
    frames, with support for grouped data and overlapping intervals.
License: MIT + file LICENSE
Encoding: UTF-8
Roxygen: list(markdown = TRUE)
RoxygenNote: 7.3.1
Imports:
    dplyr (>= 1.1.0),
    rlang,
    vctrs
Suggests:
    testthat (>= 3.0.0)
Config/testthat/edition: 3"""

SPAN_MERGE_R = """#' Merge overlapping spans
#'
#' @param data A data frame with `start` and `end` columns (half-open `[start, end)`).
#' @param touch If `TRUE`, spans that only touch (`end == next start`) are merged too.
#' @return A data frame with one row per merged span, keeping the grouping of `data`.
#' @export
span_merge <- function(data, touch = FALSE) {
  check_span_cols(data)
  dplyr::group_modify(data, function(d, key) merge_sorted(d[order(d$start), ], touch))
}

merge_sorted <- function(d, touch) {
  if (nrow(d) == 0) {
    return(d[0, c("start", "end")])
  }
  starts <- d$start[1]
  ends <- d$end[1]
  for (i in seq_len(nrow(d))[-1]) {
    cur_end <- ends[length(ends)]
    joins <- if (touch) d$start[i] < cur_end else d$start[i] < cur_end
    if (joins) {
      ends[length(ends)] <- max(cur_end, d$end[i])
    } else {
      starts <- c(starts, d$start[i])
      ends <- c(ends, d$end[i])
    }
  }
  vctrs::data_frame(start = starts, end = ends)
}"""


def _testthat(merge_line: str, failure: str, fail: int, passed: int, dur: str) -> str:
    return f"""ℹ Testing tidyspan
✔ | F W  S  OK | Context
✔ |         14 | span_gaps
{merge_line}
{failure}✔ |     1   31 | span_split
✔ |         19 | span_utils

══ Results ═════════════════════════════════════════════════════════════════════
Duration: {dur} s

── Skipped tests (1) ───────────────────────────────────────────────────────────
• On CRAN (1): test-span_split.R:71:3

[ FAIL {fail} | WARN 0 | SKIP 1 | PASS {passed} ]"""


def t09() -> None:
    root = "/home/ines/pkgs/tidyspan"
    state = (
        "Claude Code 1.0.51 in /home/ines/pkgs/tidyspan (R 4.4.1, devtools 2.4.5, testthat 3.2.1; git branch main).\n"
        "User: span_merge(touch = TRUE) doesn't merge spans that touch ([1,3) and [3,5) should become [1,5)). Fix it and make sure R CMD check is still clean before I send 0.4.2 to CRAN."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            call("Bash", command="ls && git log --oneline -3", description="Look at the package and recent history"),
            """DESCRIPTION
LICENSE
LICENSE.md
NAMESPACE
NEWS.md
R
README.Rmd
README.md
man
tests
tidyspan.Rproj
f41c2aa (HEAD -> main) Bump version to 0.4.2
8d03e6b span_merge(): support grouped data frames
17bb9d0 Add span_gaps()""",
        )
    )
    t.append((call("Read", file_path=f"{root}/DESCRIPTION"), arrow(DESCRIPTION)))
    failure = """────────────────────────────────────────────────────────────────────────────────
Failure (test-span_merge.R:58:3): adjacent spans are merged when touch = TRUE
nrow(out) (`actual`) not equal to 1L (`expected`).

  `actual`: 2
`expected`: 1
────────────────────────────────────────────────────────────────────────────────
"""
    t.append(
        (
            call("Bash", command="Rscript -e 'devtools::test()'", description="Run the testthat suite"),
            _testthat("✖ | 1       22 | span_merge", failure, 1, 86, "1.9"),
        )
    )
    t.append((call("Read", file_path=f"{root}/R/span_merge.R"), arrow(SPAN_MERGE_R)))
    step, _src = cc_edit(
        f"{root}/R/span_merge.R",
        SPAN_MERGE_R,
        "    joins <- if (touch) d$start[i] < cur_end else d$start[i] < cur_end",
        "    joins <- if (touch) d$start[i] <= cur_end else d$start[i] < cur_end",
    )
    t.append(step)
    t.append(
        (
            call("Bash", command="Rscript -e 'devtools::test()'", description="Re-run the testthat suite"),
            _testthat("✔ |         23 | span_merge", "", 0, 87, "1.7"),
        )
    )
    t.append(
        (
            call(
                "Bash",
                command="R CMD build . && R CMD check --no-manual tidyspan_*.tar.gz",
                description="Build the tarball and run R CMD check",
            ),
            """* checking for file ‘./DESCRIPTION’ ... OK
* preparing ‘tidyspan’:
* checking DESCRIPTION meta-information ... OK
* installing the package to process help pages
* saving partial Rd database
* checking for LF line-endings in source and make files and shell scripts
* checking for empty or unneeded directories
* building ‘tidyspan_0.4.1.tar.gz’
* using log directory ‘/home/ines/pkgs/tidyspan/tidyspan.Rcheck’
* using R version 4.4.1 (2024-06-14)
* using platform: x86_64-pc-linux-gnu
* R was compiled by
    gcc (Ubuntu 13.2.0-23ubuntu4) 13.2.0
    GNU Fortran (Ubuntu 13.2.0-23ubuntu4) 13.2.0
* running under: Ubuntu 24.04 LTS
* using session charset: UTF-8
* using option ‘--no-manual’
* checking for file ‘tidyspan/DESCRIPTION’ ... OK
* this is package ‘tidyspan’ version ‘0.4.1’
* package encoding: UTF-8
* checking package namespace information ... OK
* checking package dependencies ... OK
* checking if this is a source package ... OK
* checking if there is a namespace ... OK
* checking for executable files ... OK
* checking for hidden files and directories ... OK
* checking for portable file names ... OK
* checking for sufficient/correct file permissions ... OK
* checking whether package ‘tidyspan’ can be installed ... OK
* checking installed package size ... OK
* checking package directory ... OK
* checking DESCRIPTION meta-information ... OK
* checking top-level files ... OK
* checking for left-over files ... OK
* checking index information ... OK
* checking package subdirectories ... OK
* checking code files for non-ASCII characters ... OK
* checking R files for syntax errors ... OK
* checking whether the package can be loaded ... OK
* checking whether the namespace can be loaded with stated dependencies ... OK
* checking dependencies in R code ... OK
* checking S3 generic/method consistency ... OK
* checking R code for possible problems ... OK
* checking Rd files ... OK
* checking Rd metadata ... OK
* checking Rd cross-references ... OK
* checking for missing documentation entries ... OK
* checking for code/documentation mismatches ... OK
* checking Rd \\usage sections ... OK
* checking examples ... OK
* checking for unstated dependencies in ‘tests’ ... OK
* checking tests ...
  Running ‘testthat.R’
 OK
* checking PDF version of manual ... SKIPPED
* DONE

Status: OK""",
        )
    )
    t.append(
        (
            call("Bash", command="git status --short", description="Show working tree changes"),
            """ M R/span_merge.R
?? tidyspan.Rcheck/
?? tidyspan_0.4.2.tar.gz""",
        )
    )
    t.append(
        (
            call(
                "Bash",
                command="rm -rf tidyspan.Rcheck tidyspan_0.4.2.tar.gz && git diff",
                description="Clean build artifacts and show the diff",
            ),
            f"""diff --git a/R/span_merge.R b/R/span_merge.R
index 5e02b1c..c94a7d8 100644
--- a/R/span_merge.R
+++ b/R/span_merge.R
@@ -{line_no(SPAN_MERGE_R, "joins <-") - 3},7 +{line_no(SPAN_MERGE_R, "joins <-") - 3},7 @@ merge_sorted <- function(d, touch) {{
   ends <- d$end[1]
   for (i in seq_len(nrow(d))[-1]) {{
     cur_end <- ends[length(ends)]
-    joins <- if (touch) d$start[i] < cur_end else d$start[i] < cur_end
+    joins <- if (touch) d$start[i] <= cur_end else d$start[i] < cur_end
     if (joins) {{
       ends[length(ends)] <- max(cur_end, d$end[i])
     }} else {{""",
        )
    )
    add(
        "h58-swe-09",
        "claude",
        root,
        state,
        t,
        7,
        "R CMD build/check report tidyspan version 0.4.1, but DESCRIPTION read in turn 2 says Version: 0.4.2 (HEAD is 'Bump version to 0.4.2') and it was never edited",
    )


# --------------------------------------------------------------------------------------------
# 10  Java with Gradle and JUnit, Gemini CLI  (clean: daemon stopped and restarted with a new PID)
# --------------------------------------------------------------------------------------------

SLICE_JAVA = """package dev.jsonpathlite.path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;

/**
 * {@code [start:end:step]} on arrays. Follows RFC 9535 section 2.3.4: negative indices count from the end,
 * missing bounds default to the whole array, step 0 selects nothing.
 */
final class ArraySliceOperator implements PathOperator {

    private final Integer start;
    private final Integer end;
    private final int step;

    ArraySliceOperator(Integer start, Integer end, int step) {
        this.start = start;
        this.end = end;
        this.step = step;
    }

    @Override
    public void apply(JsonNode node, List<JsonNode> out) {
        if (!node.isArray() || step == 0) {
            return;
        }
        ArrayNode array = (ArrayNode) node;
        int len = array.size();
        if (step > 0) {
            int lower = start == null ? 0 : clamp(start, len);
            int upper = end == null ? len : clamp(end, len);
            for (int i = lower; i < upper; i += step) {
                out.add(array.get(i));
            }
        } else {
            int lower = end == null ? -1 : clamp(end, len);
            int upper = start == null ? len - 1 : Math.min(clamp(start, len), len - 1);
            for (int i = upper; i > lower; i += step) {
                out.add(array.get(i));
            }
        }
    }

    private static int clamp(int index, int len) {
        int normalized = index >= 0 ? index : len - index;
        return Math.max(0, Math.min(normalized, len));
    }

    @Override
    public String toString() {
        return "[" + (start == null ? "" : start) + ":" + (end == null ? "" : end) + ":" + step + "]";
    }
}
"""

GRADLE_FAIL = """Starting a Gradle Daemon (subsequent builds will be faster)
> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test

SliceTest > negativeStartSlice() FAILED
    org.opentest4j.AssertionFailedError: expected: <["Moby Dick","The Lord of the Rings"]> but was: <[]>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
        at app//dev.jsonpathlite.SliceTest.negativeStartSlice(SliceTest.java:58)

Results: FAILURE (214 tests, 213 passed, 1 failed, 0 skipped)

214 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/dev/jsonpath-lite/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 18s
4 actionable tasks: 1 executed, 3 up-to-date"""


def t10() -> None:
    root = "/home/dev/jsonpath-lite"
    state = (
        "Gemini CLI 0.1.21 in /home/dev/jsonpath-lite (Java 21, Gradle 8.7 wrapper, JUnit 5.10; build.gradle prints a `Results:` summary line after the test task).\n"
        "User: `$..book[-2:]` returns nothing; it should return the last two books. Fix it, and restart the Gradle daemon afterwards, it has been acting up."
    )
    t: list[tuple[str, str]] = []
    c1 = "./gradlew test --console=plain"
    t.append((gshell(c1, "Run the test suite"), gem_run(c1, GRADLE_FAIL, 1, 48177)))
    t.append(
        (
            call("search_file_content", pattern="class ArraySliceOperator", path=root),
            f"""Found 1 match for pattern "class ArraySliceOperator" in path "{root}":
---
File: src/main/java/dev/jsonpathlite/path/ArraySliceOperator.java
L{line_no(SLICE_JAVA, "final class ArraySliceOperator")}: final class ArraySliceOperator implements PathOperator {{
---""",
        )
    )
    path = f"{root}/src/main/java/dev/jsonpathlite/path/ArraySliceOperator.java"
    t.append((call("read_file", absolute_path=path), SLICE_JAVA))
    t.append(
        (
            call(
                "replace",
                file_path=path,
                old_string="int normalized = index >= 0 ? index : len - index;",
                new_string="int normalized = index >= 0 ? index : len + index;",
            ),
            f"Successfully modified file: {path} (1 replacements).",
        )
    )
    t.append(
        (
            gshell(c1, "Re-run the test suite"),
            gem_run(
                c1,
                """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

Results: SUCCESS (214 tests, 214 passed, 0 failed, 0 skipped)

BUILD SUCCESSFUL in 6s
4 actionable tasks: 2 executed, 2 up-to-date""",
                0,
                48395,
            ),
        )
    )
    c6 = "./gradlew --status"
    t.append(
        (
            gshell(c6, "Show Gradle daemon status"),
            gem_run(
                c6,
                """   PID STATUS   INFO
 48211 IDLE     8.7

Only Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.7/userguide/gradle_daemon.html#sec:status""",
                0,
                48620,
            ),
        )
    )
    c7 = "./gradlew --stop && ./gradlew test --console=plain --rerun-tasks"
    t.append(
        (
            gshell(c7, "Stop the daemon and run every task again on a fresh one"),
            gem_run(
                c7,
                """Stopping Daemon(s)
1 Daemon stopped
Starting a Gradle Daemon, 1 stopped Daemon could not be reused, use --status for details
> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources
> Task :testClasses
> Task :test

Results: SUCCESS (214 tests, 214 passed, 0 failed, 0 skipped)

BUILD SUCCESSFUL in 27s
4 actionable tasks: 4 executed""",
                0,
                50712,
            ),
        )
    )
    t.append(
        (
            gshell(c6, "Confirm the new daemon"),
            gem_run(
                c6,
                """   PID STATUS   INFO
 50764 IDLE     8.7

Only Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.7/userguide/gradle_daemon.html#sec:status

   PID STATUS   INFO
 48211 STOPPED  (stop command received)""",
                0,
                51038,
            ),
        )
    )
    add("h58-swe-10", "gemini", root, state, t)


# --------------------------------------------------------------------------------------------
# 11  TypeScript with vitest, Cline  (clean: snapshot updated on purpose)
# --------------------------------------------------------------------------------------------

SLUGIFY_TS = r"""import { transliterate } from "./transliterate";

export interface SlugOptions {
  separator?: string;
  lowercase?: boolean;
  maxLength?: number;
}

const DEFAULTS: Required<SlugOptions> = { separator: "-", lowercase: true, maxLength: 80 };

export function slugify(input: string, options: SlugOptions = {}): string {
  const { separator, lowercase, maxLength } = { ...DEFAULTS, ...options };
  let s = transliterate(input.normalize("NFKD")).replace(/[\u0300-\u036f]/g, "");
  if (lowercase) s = s.toLowerCase();
  s = s.replace(/[^a-zA-Z0-9]/g, separator);
  s = trimSeparator(s, separator);
  return s.length > maxLength ? trimSeparator(s.slice(0, maxLength), separator) : s;
}

function trimSeparator(s: string, sep: string): string {
  const esc = sep.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return s.replace(new RegExp(`^(?:${esc})+|(?:${esc})+$`, "g"), "");
}"""

VITEST_TAIL = "   Duration  {d} (transform {a}, setup 0ms, collect {b}, tests {c}, environment 0ms, prepare {p})"


def t11() -> None:
    root = "/home/lee/work/slugkit"
    state = (
        "Cline 3.17 in VS Code, workspace /home/lee/work/slugkit (TypeScript 5.4, vitest 1.6.0, node 20.14; package slugkit@2.3.0).\n"
        'Task (issue #58): `slugify("Hello,  World!")` gives `hello---world`; runs of separators should collapse into one. '
        "The snapshot corpus was recorded with the old behaviour, update it once the change is intended."
    )
    t: list[tuple[str, str]] = []
    t.append((cline("read_file", path="src/slugify.ts"), f"[read_file for 'src/slugify.ts'] Result:\n{SLUGIFY_TS}"))
    new_src = SLUGIFY_TS.replace(
        "s = s.replace(/[^a-zA-Z0-9]/g, separator);", "s = s.replace(/[^a-zA-Z0-9]+/g, separator);"
    )
    t.append(
        (
            cline(
                "replace_in_file",
                path="src/slugify.ts",
                diff=sr_block(
                    "  s = s.replace(/[^a-zA-Z0-9]/g, separator);", "  s = s.replace(/[^a-zA-Z0-9]+/g, separator);"
                ),
            ),
            cline_saved("src/slugify.ts", new_src),
        )
    )
    c3 = "npx vitest run"
    t.append(
        (
            cline("execute_command", command=c3, requires_approval="false"),
            cline_cmd(
                c3,
                """
 RUN  v1.6.0 /home/lee/work/slugkit

 ✓ test/transliterate.test.ts  (18 tests) 9ms
 ✓ test/options.test.ts  (9 tests) 6ms
 ❯ test/slugify.test.ts  (15 tests | 1 failed) 14ms
   ❯ test/slugify.test.ts > slugify > matches the snapshot corpus
     → Snapshot `slugify > matches the snapshot corpus 1` mismatched

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/slugify.test.ts > slugify > matches the snapshot corpus
Error: Snapshot `slugify > matches the snapshot corpus 1` mismatched

- Expected
+ Received

  [
    "hello-world",
-   "hello---world",
+   "hello-world",
    "cafe-au-lait",
-   "a---b---c",
+   "a-b-c",
    "strasse",
  ]

 ❯ test/slugify.test.ts:71:43
     69|   it("matches the snapshot corpus", () => {
     70|     const corpus = ["Hello World", "Hello,  World!", "Café au lait", "a / b / c", "Straße"];
     71|     expect(corpus.map((s) => slugify(s))).toMatchSnapshot();
       |                                           ^
     72|   });
     73| });

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Snapshots  1 failed
 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 41 passed (42)
   Start at  10:02:17
"""
                + VITEST_TAIL.format(d="612ms", a="88ms", b="143ms", c="29ms", p="301ms"),
            ),
        )
    )
    c4 = "npx vitest run -u"
    t.append(
        (
            cline("execute_command", command=c4, requires_approval="false"),
            cline_cmd(
                c4,
                """
 RUN  v1.6.0 /home/lee/work/slugkit

 ✓ test/transliterate.test.ts  (18 tests) 8ms
 ✓ test/options.test.ts  (9 tests) 6ms
 ✓ test/slugify.test.ts  (15 tests) 12ms

 Snapshots  1 updated
 Test Files  3 passed (3)
      Tests  42 passed (42)
   Start at  10:03:41
"""
                + VITEST_TAIL.format(d="574ms", a="81ms", b="139ms", c="26ms", p="287ms"),
            ),
        )
    )
    c5 = "git diff --stat && git diff test/__snapshots__"
    t.append(
        (
            cline("execute_command", command=c5, requires_approval="false"),
            cline_cmd(
                c5,
                """ src/slugify.ts                          | 2 +-
 test/__snapshots__/slugify.test.ts.snap | 4 ++--
 2 files changed, 3 insertions(+), 3 deletions(-)
diff --git a/test/__snapshots__/slugify.test.ts.snap b/test/__snapshots__/slugify.test.ts.snap
index 2b7f0d4..e81c3a9 100644
--- a/test/__snapshots__/slugify.test.ts.snap
+++ b/test/__snapshots__/slugify.test.ts.snap
@@ -3,9 +3,9 @@
 exports[`slugify > matches the snapshot corpus 1`] = `
 [
   "hello-world",
-  "hello---world",
+  "hello-world",
   "cafe-au-lait",
-  "a---b---c",
+  "a-b-c",
   "strasse",
 ]
 `;""",
            ),
        )
    )
    t.append(
        (
            cline("execute_command", command=c3, requires_approval="false"),
            cline_cmd(
                c3,
                """
 RUN  v1.6.0 /home/lee/work/slugkit

 ✓ test/options.test.ts  (9 tests) 5ms
 ✓ test/transliterate.test.ts  (18 tests) 9ms
 ✓ test/slugify.test.ts  (15 tests) 11ms

 Test Files  3 passed (3)
      Tests  42 passed (42)
   Start at  10:04:26
"""
                + VITEST_TAIL.format(d="559ms", a="79ms", b="131ms", c="25ms", p="276ms"),
            ),
        )
    )
    c7 = "npx tsc --noEmit && npm run lint"
    t.append(
        (
            cline("execute_command", command=c7, requires_approval="false"),
            cline_cmd(
                c7,
                """
> slugkit@2.3.0 lint
> eslint src test
""",
            ),
        )
    )
    add("h58-swe-11", "cline", root, state, t)


# --------------------------------------------------------------------------------------------
# 12  Julia package, Pkg.test, OpenHands  (bad: test total after adding two tests is off by one)
# --------------------------------------------------------------------------------------------

VAR_JL = '''"""
    rolling_var(x, w; corrected=true)

Variance of each length-`w` window of `x` (`length(x) - w + 1` values). With `corrected=true`
(the default, like `Statistics.var`) the sum of squared deviations is divided by `w - 1`.
"""
function rolling_var(x::AbstractVector{<:Real}, w::Integer; corrected::Bool=true)
    n = length(x)
    1 <= w <= n || throw(ArgumentError("window $w must be between 1 and length(x) = $n"))
    out = Vector{Float64}(undef, n - w + 1)
    s = 0.0
    s2 = 0.0
    @inbounds for i in 1:w
        s += x[i]
        s2 += x[i]^2
    end
    denom = w
    out[1] = (s2 - s^2 / w) / denom
    @inbounds for i in (w + 1):n
        s += x[i] - x[i - w]
        s2 += x[i]^2 - x[i - w]^2
        out[i - w + 1] = (s2 - s^2 / w) / denom
    end
    return out
end

rolling_std(x, w; kw...) = sqrt.(rolling_var(x, w; kw...))'''

VAR_TEST_JL = """using RollingStats
using Random
using Statistics
using Test

naive_var(x, w; corrected=true) = [var(view(x, i:(i + w - 1)); corrected) for i in 1:(length(x) - w + 1)]

@testset "rolling var" begin
    @testset "matches Statistics.var on random data" begin
        for seed in 1:11, w in (2, 5, 9)
            x = randn(MersenneTwister(seed), 40)
            @test rolling_var(x, w) ≈ naive_var(x, w)
        end
    end

    @testset "window bounds" begin
        @test_throws ArgumentError rolling_var([1.0, 2.0], 0)
        @test_throws ArgumentError rolling_var([1.0, 2.0], 3)
    end

    @testset "integer input" begin
        @test rolling_var([1, 2, 3, 4], 4) ≈ [var([1, 2, 3, 4])]
        @test eltype(rolling_var([1, 2, 3], 2)) == Float64
    end

    @testset "small windows" begin
        @test length(rolling_var(collect(1.0:10.0), 3)) == 8
        @test all(>=(0), rolling_var([5.0, 5.0, 5.0, 5.0], 2))
        @test rolling_var([1.0, 2.0, 4.0, 7.0], 2) ≈ [0.5, 2.0, 4.5]
        @test rolling_std([1.0, 3.0], 2) ≈ [sqrt(2.0)]
    end
end"""

JL_STATUS = """     Testing RollingStats
      Status `/tmp/jl_{tmp}/Project.toml`
  [7e3c9a52] RollingStats v0.3.1 `/workspace/RollingStats.jl`
  [9a3f8284] Random
  [10745b16] Statistics v1.10.0
  [8dfed614] Test
      Status `/tmp/jl_{tmp}/Manifest.toml`
  [7e3c9a52] RollingStats v0.3.1 `/workspace/RollingStats.jl`
  [56f22d72] Artifacts
  [2a0f44e3] Base64
  [b77e0a4c] InteractiveUtils
  [8f399da3] Libdl
  [37e2e46d] LinearAlgebra
  [56ddb016] Logging
  [d6f4376e] Markdown
  [9a3f8284] Random
  [ea8e919c] SHA v0.7.0
  [9e88b42a] Serialization
  [2f01184e] SparseArrays v1.10.0
  [10745b16] Statistics v1.10.0
  [8dfed614] Test
  [e66e0078] CompilerSupportLibraries_jll v1.1.1+0
  [4536629a] OpenBLAS_jll v0.3.23+4
  [bea87d4a] SuiteSparse_jll v7.2.1+1
  [8e850b90] libblastrampoline_jll v5.8.0+1
     Testing Running tests..."""


def t12() -> None:
    root = "/workspace/RollingStats.jl"
    state = (
        'Repository /workspace/RollingStats.jl (Julia 1.10.4, package RollingStats 0.3.1; test/runtests.jl wraps the suites in `@testset verbose=true "RollingStats"`).\n'
        "Issue #19: `rolling_var` documents `corrected=true` like `Statistics.var`, but returns the population variance. "
        "Fix it and add tests for `corrected=false`."
    )
    fail_at = line_no(VAR_TEST_JL, "@test rolling_var([1.0, 2.0, 4.0, 7.0], 2)")
    set_at = line_no(VAR_TEST_JL, '@testset "rolling var"')
    t: list[tuple[str, str]] = []
    t.append(
        (
            bash("cd /workspace/RollingStats.jl && cat Project.toml && git log --oneline -2"),
            oh_bash(
                """name = "RollingStats"
uuid = "7e3c9a52-1f0b-4c8d-9a6e-2b5d8f41c0a7"
authors = ["Tomasz Wróbel <tw@rollingstats.dev>"]
version = "0.3.1"

[deps]
Random = "9a3f8284-a2c9-5f02-9a11-845980a1fd5c"
Statistics = "10745b16-79ce-11e8-11f9-7d13ad32a3b2"

[compat]
julia = "1.9"

[extras]
Test = "8dfed614-e22c-5e08-85e1-65c5234f0b40"

[targets]
test = ["Test"]
c0f5e81 (HEAD -> main) rolling_quantile: O(log w) updates with a sorted window
9ad2317 Add rolling_std""",
                root,
            ),
        )
    )
    t.append(
        (
            bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 60"),
            oh_bash(
                JL_STATUS.format(tmp="Xk3q9b")
                + f"""
rolling var: Test Failed at /workspace/RollingStats.jl/test/var.jl:{fail_at}
  Expression: rolling_var([1.0, 2.0, 4.0, 7.0], 2) ≈ [0.5, 2.0, 4.5]
   Evaluated: [0.25, 1.0, 2.25] ≈ [0.5, 2.0, 4.5]

Stacktrace:
 [1] macro expansion
   @ /opt/julia-1.10.4/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]
 [2] macro expansion
   @ /workspace/RollingStats.jl/test/var.jl:{fail_at} [inlined]
 [3] macro expansion
   @ /opt/julia-1.10.4/share/julia/stdlib/v1.10/Test/src/Test.jl:1577 [inlined]
 [4] top-level scope
   @ /workspace/RollingStats.jl/test/var.jl:{set_at}
Test Summary:          | Pass  Fail  Total  Time
RollingStats           |  141     1    142  6.8s
  rolling mean         |   38            38  1.2s
  rolling var          |   40     1     41  2.9s
  rolling quantile     |   63            63  2.1s
ERROR: LoadError: Some tests did not pass: 141 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /workspace/RollingStats.jl/test/runtests.jl:6
ERROR: Package RollingStats errored during testing""",
                root,
            ),
        )
    )
    t.append((editor("view", f"{root}/src/var.jl"), cat_n(f"{root}/src/var.jl", VAR_JL)))
    step, _v = oh_edit(f"{root}/src/var.jl", VAR_JL, "    denom = w\n", "    denom = corrected ? w - 1 : w\n")
    t.append(step)
    old_t = "        @test rolling_var([1.0, 2.0, 4.0, 7.0], 2) ≈ [0.5, 2.0, 4.5]\n"
    new_t = (
        old_t + "        @test rolling_var([1.0, 2.0, 4.0, 7.0], 2; corrected=false) ≈ [0.25, 1.0, 2.25]\n"
        "        @test rolling_std([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], 8; corrected=false) ≈ [2.0]\n"
    )
    step, _vt = oh_edit(f"{root}/test/var.jl", VAR_TEST_JL, old_t, new_t)
    t.append(step)
    t.append(
        (
            bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 60"),
            oh_bash(
                JL_STATUS.format(tmp="bP7wQe")
                + """
Test Summary:          | Pass  Total  Time
RollingStats           |  145    145  6.1s
  rolling mean         |   38     38  1.1s
  rolling var          |   44     44  2.6s
  rolling quantile     |   63     63  2.0s
     Testing RollingStats tests passed """,
                root,
            ),
        )
    )
    t.append(
        (
            bash("git diff --stat"),
            oh_bash(
                """ src/var.jl  | 2 +-
 test/var.jl | 2 ++
 2 files changed, 3 insertions(+), 1 deletion(-)""",
                root,
            ),
        )
    )
    t.append(
        (
            bash(
                "julia --project -e 'using RollingStats; @show rolling_var([1.0, 2.0, 4.0, 7.0], 2) rolling_var([5.0], 1)'"
            ),
            oh_bash(
                """rolling_var([1.0, 2.0, 4.0, 7.0], 2) = [0.5, 2.0, 4.5]
rolling_var([5.0], 1) = [NaN]""",
                root,
            ),
        )
    )
    add(
        "h58-swe-12",
        "openhands",
        root,
        state,
        t,
        6,
        "after adding exactly two @test lines to 'rolling var' (41 tests in turn 2), the run reports 44 there and 145 in total instead of 43 and 144",
    )


# --------------------------------------------------------------------------------------------
# 13  Haskell with cabal and hspec, SWE-agent  (clean: random seeds and example counts change legitimately)
# --------------------------------------------------------------------------------------------

LEXER_HS = r"""{-# LANGUAGE OverloadedStrings #-}
-- | Tokeniser for TOML 1.0 documents.
module Tomlette.Lexer
  ( Token (..)
  , integer
  , float
  , bareKey
  ) where

import Data.Char (digitToInt, isAlphaNum, isDigit, isHexDigit, isOctDigit)
import Data.Text (Text)
import qualified Data.Text as T
import Data.Void (Void)
import Text.Megaparsec
import Text.Megaparsec.Char
import qualified Text.Megaparsec.Char.Lexer as L

type Parser = Parsec Void Text

data Token
  = TBareKey Text
  | TString Text
  | TInteger Integer
  | TFloat Double
  | TBool Bool
  | TEquals
  | TDot
  | TComma
  | TLBracket
  | TRBracket
  | TNewline
  deriving (Eq, Show)

sc :: Parser ()
sc = L.space hspace1 (L.skipLineComment "#") empty

lexeme :: Parser a -> Parser a
lexeme = L.lexeme sc

bareKey :: Parser Text
bareKey = lexeme $ takeWhile1P (Just "key character") (\c -> isAlphaNum c || c == '_' || c == '-')

-- | Decimal, hexadecimal (0x), octal (0o) or binary (0b) integer; decimals may be signed.
-- Underscores are allowed between digits: @1_000@.
integer :: Parser Integer
integer = lexeme $ choice
  [ try (string "0x") *> radix 16 isHexDigit
  , try (string "0o") *> radix 8 isOctDigit
  , try (string "0b") *> radix 2 (`elem` ("01" :: String))
  , L.signed (pure ()) decimal
  ]

decimal :: Parser Integer
decimal = do
  ds <- digitsWith isDigit
  if length ds > 1 && head ds == '0'
    then fail "leading zeros are not allowed"
    else pure (foldl (\acc d -> acc * 10 + toInteger (digitToInt d)) 0 ds)

radix :: Integer -> (Char -> Bool) -> Parser Integer
radix base ok = foldl (\acc d -> acc * base + toInteger (digitToInt d)) 0 <$> digitsWith ok

-- | One or more digits; an underscore must sit between two digits.
digitsWith :: (Char -> Bool) -> Parser String
digitsWith ok = do
  first <- satisfy ok
  rest <- many (satisfy ok)
  pure (first : rest)

float :: Parser Double
float = lexeme $ L.signed (pure ()) L.float"""

LEXER_SPEC = r"""{-# LANGUAGE OverloadedStrings #-}
{-# LANGUAGE ScopedTypeVariables #-}
module LexerSpec (spec) where

import Data.Bifunctor (first)
import Data.Either (isLeft)
import Data.Text (Text)
import qualified Data.Text as T
import Test.Hspec
import Test.Hspec.QuickCheck (prop)
import Text.Megaparsec (eof, errorBundlePretty, parse)
import Tomlette.Lexer

runInt :: Text -> Either String Integer
runInt = first errorBundlePretty . parse (integer <* eof) ""

runFloat :: Text -> Either String Double
runFloat = first errorBundlePretty . parse (float <* eof) ""

spec :: Spec
spec = describe "Tomlette.Lexer" $ do
  describe "integer" $ do
    it "parses decimal" $ do
      runInt "42" `shouldBe` Right 42
      runInt "-17" `shouldBe` Right (-17)
      runInt "+99" `shouldBe` Right 99
    it "parses hex, octal and binary" $ do
      runInt "0xDEADbeef" `shouldBe` Right 3735928559
      runInt "0o755" `shouldBe` Right 493
      runInt "0b1101" `shouldBe` Right 13
    it "rejects leading zeros" $
      runInt "007" `shouldSatisfy` isLeft
    prop "round-trips non-negative decimals" $ \(n :: Word) ->
      runInt (T.pack (show n)) == Right (toInteger n)
    it "accepts underscores between digits" $
      runInt "1_000" `shouldBe` Right 1000
    it "rejects a trailing underscore" $
      runInt "1_" `shouldSatisfy` isLeft
  describe "float" $ do
    it "parses exponents" $
      runFloat "6.626e-34" `shouldBe` Right 6.626e-34
    it "parses signed fractions" $
      runFloat "-0.5" `shouldBe` Right (-0.5)"""

HS_LOG = "/tomlette/dist-newstyle/build/x86_64-linux/ghc-9.6.5/tomlette-0.2.0.0/t/tomlette-test/test/tomlette-0.2.0.0-tomlette-test.log"


def _hspec_ok(seed: int, secs: str, n: int) -> str:
    return f"""Randomized with seed {seed}

Finished in {secs} seconds
{n} examples, 0 failures
Test suite tomlette-test: PASS
Test suite logged to:
{HS_LOG}
1 of 1 test suites (1 of 1 test cases) passed."""


def t13() -> None:
    root = "/tomlette"
    state = (
        "SWE-agent 1.0 on /tomlette (Haskell TOML library, GHC 9.6.5, cabal-install 3.10.3, megaparsec 9.6, hspec 2.11 with --randomize in the test-suite options).\n"
        "Issue #57: integers with underscores such as `1_000` fail to parse although TOML 1.0 allows them; there is already a failing spec for it."
    )
    lexer = f"{root}/src/Tomlette/Lexer.hs"
    spec = f"{root}/test/LexerSpec.hs"
    t: list[tuple[str, str]] = []
    t.append(
        (
            swa('search_dir "Underscore" src', "Let me find where integers are lexed."),
            swa_obs(
                f"""Found 1 matches for "Underscore" in {root}/src:
{root}/src/Tomlette/Lexer.hs (1 matches)
End of matches for "Underscore" in {root}/src""",
                "n/a",
                root,
            ),
        )
    )
    t.append(
        (
            swa("open src/Tomlette/Lexer.hs 70", "The digit loop is near the end of Lexer.hs."),
            swa_obs(swa_window(lexer, LEXER_HS, 20, 119), lexer, root),
        )
    )
    fail_line = line_no(LEXER_SPEC, 'runInt "1_000"')
    t.append(
        (
            swa("cabal test 2>&1 | tail -22", "Reproduce with the test suite."),
            swa_obs(
                f"""    rejects leading zeros [✔]
    round-trips non-negative decimals [✔]
      +++ OK, passed 100 tests.
    accepts underscores between digits [✘]
    rejects a trailing underscore [✔]
  float
    parses exponents [✔]
    parses signed fractions [✔]

Failures:

  test/LexerSpec.hs:{fail_line}:7:
  1) Tomlette.Lexer.integer accepts underscores between digits
       expected: Right 1000
        but got: Left "1:2:\\n  |\\n1 | 1_000\\n  |  ^\\nunexpected '_'\\nexpecting digit or end of input\\n"

  To rerun use: --match "/Tomlette.Lexer/integer/accepts underscores between digits/" --seed 1837462019

Randomized with seed 1837462019

Finished in 0.0213 seconds
142 examples, 1 failure
Test suite tomlette-test: FAIL""",
                lexer,
                root,
            ),
        )
    )
    rest_at = line_no(LEXER_HS, "  rest <- many (satisfy ok)")
    new_line = "  rest <- many (satisfy ok <|> try (char '_' *> satisfy ok))"
    fixed = LEXER_HS.replace("  rest <- many (satisfy ok)", new_line)
    t.append(
        (
            swa(
                f"edit {rest_at}:{rest_at}\n{new_line}\nend_of_edit",
                "Allow an underscore only when a digit follows it; `try` backtracks so a trailing `_` is left for `eof` to reject.",
            ),
            swa_obs(
                swa_window(lexer, fixed, 20, 119)
                + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.",
                lexer,
                root,
            ),
        )
    )
    t.append(
        (
            swa("cabal build 2>&1 | tail -5", "Rebuild the library."),
            swa_obs(
                """Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - tomlette-0.2.0.0 (lib) (file src/Tomlette/Lexer.hs changed)
Building library for tomlette-0.2.0.0..
[3 of 6] Compiling Tomlette.Lexer ( src/Tomlette/Lexer.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/tomlette-0.2.0.0/build/Tomlette/Lexer.o, dist-newstyle/build/x86_64-linux/ghc-9.6.5/tomlette-0.2.0.0/build/Tomlette/Lexer.dyn_o )""",
                lexer,
                root,
            ),
        )
    )
    t.append(
        (
            swa("cabal test 2>&1 | tail -8", "Run the suite again."),
            swa_obs(_hspec_ok(402771356, "0.0198", 142), lexer, root),
        )
    )
    t.append(
        (
            swa("open test/LexerSpec.hs 38", "Add regression examples next to the existing underscore specs."),
            swa_obs(swa_window(spec, LEXER_SPEC, 1, 100), spec, root),
        )
    )
    trail_at = line_no(LEXER_SPEC, 'runInt "1_" `shouldSatisfy` isLeft')
    added = """      runInt "1_" `shouldSatisfy` isLeft
    it "rejects a double underscore" $
      runInt "1__000" `shouldSatisfy` isLeft
    it "accepts underscores in hex literals" $
      runInt "0xdead_beef" `shouldBe` Right 3735928559"""
    spec2 = LEXER_SPEC.replace('      runInt "1_" `shouldSatisfy` isLeft', added)
    t.append(
        (
            swa(
                f"edit {trail_at}:{trail_at}\n{added}\nend_of_edit",
                "Two more examples: a doubled underscore and a hex literal with an underscore.",
            ),
            swa_obs(
                swa_window(spec, spec2, 1, 100)
                + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.",
                spec,
                root,
            ),
        )
    )
    t.append(
        (
            swa("cabal test 2>&1 | tail -8", "And the full suite with the new examples."),
            swa_obs(_hspec_ok(1190552847, "0.0224", 144), spec, root),
        )
    )
    add("h58-swe-13", "sweagent", root, state, t)


# --------------------------------------------------------------------------------------------
# 14  Zig, zig build test, Codex CLI  (bad: the commit lands on a branch with a different name)
# --------------------------------------------------------------------------------------------


def t14() -> None:
    root = "/home/max/src/ringq"
    state = (
        "Codex CLI 0.24.0 in /home/max/src/ringq (Zig 0.13.0, a generic fixed-capacity ring queue), sandbox workspace-write.\n"
        "User: the wraparound test I pushed on my branch fails; fix RingQueue so it passes, then commit on the same branch."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            codex("git status && git branch -vv", root),
            codex_out(
                """On branch fix/ringq-wraparound
Your branch is up to date with 'origin/fix/ringq-wraparound'.

nothing to commit, working tree clean
* fix/ringq-wraparound 3b8e0f2 [origin/fix/ringq-wraparound] test: reproduce wraparound bug at capacity boundary
  main                 a6d19c4 [origin/main] build: require zig 0.13
""",
                0,
                0.0,
            ),
        )
    )
    t.append(
        (
            codex("zig build test --summary all 2>&1 | tail -30", root),
            codex_out(
                """test
└─ run test 47/48 passed, 1 failed
error: 'RingQueue.test.push/pop across the wrap boundary keeps FIFO order' failed:
/usr/lib/zig/std/testing.zig:93:17: 0x103a1fd in expectEqual__anon_2931 (test)
                return error.TestExpectedEqual;
                ^
/home/max/src/ringq/src/RingQueue.zig:118:5: 0x103a6c1 in test.push/pop across the wrap boundary keeps FIFO order (test)
    try std.testing.expectEqual(@as(u32, 5), q.pop().?);
    ^
error: while executing test 'RingQueue.test.push/pop across the wrap boundary keeps FIFO order', the following test command failed:
/home/max/src/ringq/.zig-cache/o/5b3d1e07a4c2f9b8e6d0a1c3f7e2b9d4/test --listen=-
Build Summary: 2/4 steps succeeded; 1 failed; 47/48 tests passed; 1 failed
test transitive failure
└─ run test 47/48 passed, 1 failed
error: the following build command failed with exit code 1:
/home/max/src/ringq/.zig-cache/o/0e7d4a91c38b25f6d1a0c9e7b3f8d2a4/build /usr/bin/zig /home/max/src/ringq /home/max/src/ringq/.zig-cache /home/max/.cache/zig --seed 0x8a1f3c2e -Z4d2b9e1f0a7c3d5e test --summary all
""",
                0,
                7.4,
            ),
        )
    )
    t.append(
        (
            codex("sed -n '40,72p' src/RingQueue.zig", root),
            codex_out(
                """        pub fn init(allocator: std.mem.Allocator, capacity: usize) !Self {
            std.debug.assert(capacity > 0);
            return .{ .buf = try allocator.alloc(T, capacity), .head = 0, .len = 0 };
        }

        pub fn deinit(self: *Self, allocator: std.mem.Allocator) void {
            allocator.free(self.buf);
            self.* = undefined;
        }

        pub fn push(self: *Self, item: T) error{Full}!void {
            if (self.len == self.buf.len) return error.Full;
            const idx = (self.head + self.len) % self.buf.len;
            self.buf[idx] = item;
            self.len += 1;
        }

        pub fn pop(self: *Self) ?T {
            if (self.len == 0) return null;
            const item = self.buf[self.head];
            self.head = (self.head + 1) % self.len;
            self.len -= 1;
            return item;
        }

        pub fn peek(self: *const Self) ?T {
            if (self.len == 0) return null;
            return self.buf[self.head];
        }

        pub fn count(self: *const Self) usize {
            return self.len;
        }
""",
                0,
                0.0,
            ),
        )
    )
    patch = """*** Begin Patch
*** Update File: src/RingQueue.zig
@@ pub fn pop(self: *Self) ?T {
             const item = self.buf[self.head];
-            self.head = (self.head + 1) % self.len;
+            self.head = (self.head + 1) % self.buf.len;
             self.len -= 1;
*** End Patch"""
    t.append(
        (codex_patch(patch, root), codex_out("Success. Updated the following files:\nM src/RingQueue.zig\n", 0, 0.0))
    )
    t.append(
        (
            codex("zig build test --summary all 2>&1 | tail -8", root),
            codex_out(
                """Build Summary: 3/3 steps succeeded; 48/48 tests passed
test success
└─ run test 48 passed 4ms MaxRSS:2M
   └─ zig test Debug native success 2s MaxRSS:201M
""",
                0,
                3.2,
            ),
        )
    )
    t.append(
        (
            codex("git add -A && git commit -m 'ring: wrap head with buffer length, not item count'", root),
            codex_out(
                """[fix/ringq-wrap 7d2a9e1] ring: wrap head with buffer length, not item count
 1 file changed, 1 insertion(+), 1 deletion(-)
""",
                0,
                0.1,
            ),
        )
    )
    t.append(
        (
            codex("git log --oneline -3 && git status -sb", root),
            codex_out(
                """7d2a9e1 (HEAD -> fix/ringq-wraparound) ring: wrap head with buffer length, not item count
3b8e0f2 (origin/fix/ringq-wraparound) test: reproduce wraparound bug at capacity boundary
a6d19c4 (origin/main, main) build: require zig 0.13
## fix/ringq-wraparound...origin/fix/ringq-wraparound [ahead 1]
""",
                0,
                0.0,
            ),
        )
    )
    add(
        "h58-swe-14",
        "codex",
        root,
        state,
        t,
        6,
        "git commit reports the branch as fix/ringq-wrap, but turn 1 showed the checked-out branch fix/ringq-wraparound and no checkout or rename happened",
    )


# --------------------------------------------------------------------------------------------
# 15  Nim with nimble test, Gemini CLI  (bad: the new commit is dated before the session started)
# --------------------------------------------------------------------------------------------

PARSER_NIM = r"""## Parser for .env files.

import std/[strutils, tables]

type
  DotenvError* = object of ValueError
    line*: int

proc unquote(value: string, line: int): string =
  if value.len >= 2 and value[0] == '"' and value[^1] == '"':
    result = value[1 .. ^2].multiReplace(("\\n", "\n"), ("\\\"", "\""), ("\\\\", "\\"))
  elif value.len >= 2 and value[0] == '\'' and value[^1] == '\'':
    result = value[1 .. ^2]
  elif value.len > 0 and value[0] in {'"', '\''}:
    raise (ref DotenvError)(msg: "unterminated quote on line " & $line, line: line)
  else:
    result = value.split(" #", 1)[0].strip()

proc parseDotenv*(text: string): OrderedTable[string, string] =
  result = initOrderedTable[string, string]()
  var lineNo = 0
  for raw in text.splitLines():
    inc lineNo
    let line = raw.strip()
    if line.len == 0 or line.startsWith('#'):
      continue
    let eq = line.find('=')
    if eq <= 0:
      raise (ref DotenvError)(msg: "expected KEY=VALUE on line " & $lineNo, line: lineNo)
    let key = line[0 ..< eq].strip()
    if not key.allCharsInSet(IdentChars):
      raise (ref DotenvError)(msg: "invalid key '" & key & "' on line " & $lineNo, line: lineNo)
    result[key] = unquote(line[eq + 1 .. ^1].strip(), lineNo)
"""

TEXPORT_NIM = """import std/[tables, unittest]
import dotenv/parser

suite "export prefix":
  test "export followed by a tab":
    check parseDotenv("export\\tTOKEN=abc")["TOKEN"] == "abc"

  test "exported quoted value keeps spaces":
    check parseDotenv("export GREETING=\\"hello there\\"")["GREETING"] == "hello there"

  test "a key literally named export":
    check parseDotenv("export=1")["export"] == "1"
"""

NIM_BASIC_OK = """[Suite] basic
  [OK] simple pairs
  [OK] comments and blank lines
  [OK] whitespace around '='
  [OK] inline comments after unquoted values
  [OK] duplicate keys keep the last value
  [OK] keeps insertion order
  [OK] export prefix is ignored"""

NIM_REST_OK = """  Compiling /home/pat/code/nimdotenv/tests/tquotes (from package nimdotenv) using c backend
[Suite] quotes
  [OK] double quotes with escapes
  [OK] single quotes are literal
  [OK] empty quoted value
  [OK] hash inside quotes is not a comment
  [OK] unterminated double quote raises
  [OK] unterminated single quote raises
   Success: Execution finished
  Compiling /home/pat/code/nimdotenv/tests/tstrict (from package nimdotenv) using c backend
[Suite] strict
  [OK] rejects missing '='
  [OK] rejects empty key
  [OK] rejects keys with dashes
  [OK] error carries the line number
   Success: Execution finished
   Success: All tests passed"""


def t15() -> None:
    root = "/home/pat/code/nimdotenv"
    state = (
        "Gemini CLI 0.1.22 in /home/pat/code/nimdotenv (Nim 2.0.8, nimble 0.16.1; package nimdotenv 0.2.1, branch main).\n"
        "User: lines like `export FOO=bar` (as written by `set -a` shell scripts) must parse as FOO=bar. A failing test is already in tests/tbasic.nim. "
        "Fix it, add a couple of edge-case tests, and commit."
    )
    t: list[tuple[str, str]] = []
    c1 = "date -u && nim -v | head -1 && git log -1 --format='%h %ad %s' --date=iso"
    t.append(
        (
            gshell(c1, "Check the clock, compiler and last commit"),
            gem_run(
                c1,
                """Tue Mar 11 14:52:07 UTC 2025
Nim Compiler Version 2.0.8 [Linux: amd64]
e4b07c1 2025-03-10 18:21:44 +0000 parse: support quoted values with escapes""",
                0,
                90412,
            ),
        )
    )
    t.append((call("read_file", absolute_path=f"{root}/src/dotenv/parser.nim"), PARSER_NIM))
    c3 = "nimble test"
    t.append(
        (
            gshell(c3, "Run the test suite"),
            gem_run(
                c3,
                f"""  Verifying dependencies for nimdotenv@0.2.1
  Compiling {root}/tests/tbasic (from package nimdotenv) using c backend
[Suite] basic
  [OK] simple pairs
  [OK] comments and blank lines
  [OK] whitespace around '='
  [OK] inline comments after unquoted values
  [OK] duplicate keys keep the last value
  [OK] keeps insertion order
{root}/tests/tbasic.nim(44) tbasic
{root}/src/dotenv/parser.nim({line_no(PARSER_NIM, 'raise (ref DotenvError)(msg: "invalid key')}) parseDotenv
    Unhandled exception: invalid key 'export FOO' on line 1 [DotenvError]
  [FAILED] export prefix is ignored
Error: execution of an external program failed: '{root}/tests/tbasic'
     Error: Execution failed with exit code 1
        ... Command: /usr/bin/nim c --noNimblePath -d:NimblePkgVersion=0.2.1 --path:{root}/src -r --path:. {root}/tests/tbasic""",
                1,
                90587,
            ),
        )
    )
    old = "    let key = line[0 ..< eq].strip()\n"
    new = (
        "    var key = line[0 ..< eq].strip()\n"
        '    if key.startsWith("export ") or key.startsWith("export\\t"):\n'
        "      key = key[7 .. ^1].strip()\n"
    )
    t.append(
        (
            call("replace", file_path=f"{root}/src/dotenv/parser.nim", old_string=old, new_string=new),
            f"Successfully modified file: {root}/src/dotenv/parser.nim (1 replacements).",
        )
    )
    t.append(
        (
            gshell(c3, "Re-run the test suite"),
            gem_run(
                c3,
                f"""  Verifying dependencies for nimdotenv@0.2.1
  Compiling {root}/tests/tbasic (from package nimdotenv) using c backend
{NIM_BASIC_OK}
   Success: Execution finished
{NIM_REST_OK}""",
                0,
                91133,
            ),
        )
    )
    t.append(
        (
            call("write_file", file_path=f"{root}/tests/texport.nim", content=TEXPORT_NIM),
            f"Successfully created and wrote to new file: {root}/tests/texport.nim.",
        )
    )
    t.append(
        (
            gshell(c3, "Run all tests including the new file"),
            gem_run(
                c3,
                f"""  Verifying dependencies for nimdotenv@0.2.1
  Compiling {root}/tests/tbasic (from package nimdotenv) using c backend
{NIM_BASIC_OK}
   Success: Execution finished
  Compiling {root}/tests/texport (from package nimdotenv) using c backend
[Suite] export prefix
  [OK] export followed by a tab
  [OK] exported quoted value keeps spaces
  [OK] a key literally named export
   Success: Execution finished
{NIM_REST_OK}""",
                0,
                91760,
            ),
        )
    )
    ins = 3 + len(TEXPORT_NIM.rstrip("\n").split("\n"))
    c8 = "git add -A && git commit -m \"parse: accept 'export' prefix\""
    t.append(
        (
            gshell(c8, "Commit the fix and the tests"),
            gem_run(
                c8,
                f"""[main 5c2f9ad] parse: accept 'export' prefix
 2 files changed, {ins} insertions(+), 1 deletion(-)
 create mode 100644 tests/texport.nim""",
                0,
                92025,
            ),
        )
    )
    c9 = "date -u && ls -l --time-style='+%F %T' tests/"
    t.append(
        (
            gshell(c9, "Check the time and the test directory"),
            gem_run(
                c9,
                """Tue Mar 11 15:08:02 UTC 2025
total 1688
-rw-r--r-- 1 pat pat     64 2025-02-27 09:14:51 config.nims
-rwxr-xr-x 1 pat pat 431208 2025-03-11 15:05:31 tbasic
-rw-r--r-- 1 pat pat   1422 2025-03-10 18:19:02 tbasic.nim
-rwxr-xr-x 1 pat pat 408344 2025-03-11 15:05:34 texport
-rw-r--r-- 1 pat pat    394 2025-03-11 15:04:51 texport.nim
-rwxr-xr-x 1 pat pat 418976 2025-03-11 15:05:37 tquotes
-rw-r--r-- 1 pat pat    988 2025-03-10 18:21:30 tquotes.nim
-rwxr-xr-x 1 pat pat 412632 2025-03-11 15:05:40 tstrict
-rw-r--r-- 1 pat pat    731 2025-02-27 09:14:51 tstrict.nim""",
                0,
                92310,
            ),
        )
    )
    c10 = "git log -3 --format='%h %ad %an %s' --date=iso"
    t.append(
        (
            gshell(c10, "Show the latest commits"),
            gem_run(
                c10,
                """5c2f9ad 2025-03-11 14:41:18 +0000 Pat Okonkwo parse: accept 'export' prefix
e4b07c1 2025-03-10 18:21:44 +0000 Pat Okonkwo parse: support quoted values with escapes
71d3a08 2025-02-27 09:16:02 +0000 Pat Okonkwo tests: strict mode errors carry line numbers""",
                0,
                92388,
            ),
        )
    )
    c11 = "nimble check"
    t.append((gshell(c11, "Validate the .nimble file"), gem_run(c11, "   Success: nimdotenv is valid!", 0, 92471)))
    add(
        "h58-swe-15",
        "gemini",
        root,
        state,
        t,
        10,
        "the commit made in turn 8 is dated 14:41:18, earlier than the 14:52:07 clock of turn 1 and the 15:04:51 mtime of the file it adds",
    )


# --------------------------------------------------------------------------------------------
# 16  OCaml with dune and ppx_expect, Aider  (clean: expect output promoted on purpose)
# --------------------------------------------------------------------------------------------


def t16() -> None:
    root = "/home/yuki/dev/iso8601-ml"
    state = """Aider v0.70.0
Main model: gpt-4o-2024-08-06 with diff edit format
Weak model: gpt-4o-mini
Git repo: .git with 23 files
Repo-map: using 1024 tokens, auto refresh
Working directory /home/yuki/dev/iso8601-ml (OCaml 5.2.0, dune 3.16, ppx_expect v0.17), HEAD 61b0e9a on main.
User goal: `Date.of_string` accepts impossible dates such as 2023-02-29 and 2024-04-31; make validation calendar-aware."""
    t: list[tuple[str, str]] = []
    t.append(
        ("/add lib/date.ml test/test_date.ml", "Added lib/date.ml to the chat\nAdded test/test_date.ml to the chat")
    )
    e1 = aider_sr(
        "lib/date.ml",
        """let validate ~year ~month ~day =
  if month < 1 || month > 12 then Error (Printf.sprintf "month %d out of range" month)
  else if day < 1 || day > 31 then Error (Printf.sprintf "day %d out of range" day)
  else Ok { year; month; day }""",
        """let is_leap y = (y mod 4 = 0 && y mod 100 <> 0) || y mod 400 = 0

let days_in_month ~year = function
  | 2 -> if is_leap year then 29 else 28
  | 4 | 6 | 9 | 11 -> 30
  | _ -> 31

let validate ~year ~month ~day =
  if month < 1 || month > 12 then Error (Printf.sprintf "month %d out of range" month)
  else if day < 1 || day > days_in_month ~year month then
    Error (Printf.sprintf "day %d out of range for %04d-%02d" day year month)
  else Ok { year; month; day }""",
        "ocaml",
    )
    t.append(
        (
            "Make validate reject days past the end of the month, with leap years. Put the year-month in the error message.",
            f"""I'll add `is_leap` and `days_in_month`, and check the day against the real month length.

{e1}

Tokens: 3.9k sent, 241 received. Cost: $0.01 message, $0.01 session.
Applied edit to lib/date.ml
Commit a4f7e21 fix: Validate day against month length, including leap years
You can use /undo to undo and discard each aider commit.""",
        )
    )
    t.append(
        (
            "/run dune test",
            """File "test/test_date.ml", line 1, characters 0-0:
------ test/test_date.ml
++++++ test/test_date.ml.corrected
File "test/test_date.ml", line 18, characters 0-1:
 |let%expect_test "range checks" =
 |  List.iter print_result ["2024-00-10"; "2024-13-01"; "2024-01-00"; "2024-01-32"];
 |  [%expect {|
 |    2024-00-10 -> Error: month 0 out of range
 |    2024-13-01 -> Error: month 13 out of range
-|    2024-01-00 -> Error: day 0 out of range
-|    2024-01-32 -> Error: day 32 out of range |}]
+|    2024-01-00 -> Error: day 0 out of range for 2024-01
+|    2024-01-32 -> Error: day 32 out of range for 2024-01 |}]
 |
 |let%expect_test "calendar validation" =
 |  List.iter print_result ["2024-02-29"; "2023-02-29"; "2024-02-30"; "2024-04-31"];
 |  [%expect {|
 |    2024-02-29 -> Ok
-|    2023-02-29 -> Ok
-|    2024-02-30 -> Ok
-|    2024-04-31 -> Ok |}]
+|    2023-02-29 -> Error: day 29 out of range for 2023-02
+|    2024-02-30 -> Error: day 30 out of range for 2024-02
+|    2024-04-31 -> Error: day 31 out of range for 2024-04 |}]
Add 0.4k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
Added 27 lines of output to the chat.""",
        )
    )
    t.append(
        (
            "/run dune promote",
            "Promoting _build/default/test/test_date.ml.corrected to test/test_date.ml.\nAdd 0.0k tokens of command output to the chat? (Y)es/(N)o [Yes]: n",
        )
    )
    t.append(
        (
            "/run dune test --force 2>&1 && echo 'dune test: ok'",
            "dune test: ok\nAdd 0.0k tokens of command output to the chat? (Y)es/(N)o [Yes]: n",
        )
    )
    t.append(("/commit", "Commit 9e02c5d test: Update expected output for calendar-aware validation"))
    t.append(
        (
            "/git log --oneline -4",
            """9e02c5d (HEAD -> main) test: Update expected output for calendar-aware validation
a4f7e21 fix: Validate day against month length, including leap years
61b0e9a Parse week dates (YYYY-Www-D)
d2c84f3 Add Date.to_string round-trip tests""",
        )
    )
    t.append(
        (
            "/ls",
            """Repo files not in the chat:

  .gitignore
  .ocamlformat
  README.md
  bin/dune
  bin/main.ml
  dune-project
  iso8601.opam
  lib/date.mli
  lib/dune
  lib/week.ml
  lib/week.mli
  test/dune
  test/test_week.ml

Files in chat:

  lib/date.ml
  test/test_date.ml""",
        )
    )
    add("h58-swe-16", "aider", root, state, t)


# --------------------------------------------------------------------------------------------
# 17  Elixir with mix test, Cline  (clean: new test file, mix format rewrites it, seeds change)
# --------------------------------------------------------------------------------------------

PARSER_EX = '''defmodule CronLite.Parser do
  @moduledoc """
  Parses the five fields of a cron expression into sorted lists of integers.
  """

  @fields [:minute, :hour, :day, :month, :weekday]
  @ranges %{minute: 0..59, hour: 0..23, day: 1..31, month: 1..12, weekday: 0..6}

  @spec parse(String.t()) :: {:ok, map()} | {:error, String.t()}
  def parse(expr) when is_binary(expr) do
    parts = String.split(expr, ~r/\\s+/, trim: true)

    if length(parts) == 5 do
      @fields
      |> Enum.zip(parts)
      |> Enum.reduce_while({:ok, %{}}, fn {field, text}, {:ok, acc} ->
        case parse_field(text, Map.fetch!(@ranges, field)) do
          {:ok, values} -> {:cont, {:ok, Map.put(acc, field, values)}}
          {:error, reason} -> {:halt, {:error, "#{field}: #{reason}"}}
        end
      end)
    else
      {:error, "expected 5 fields, got #{length(parts)}"}
    end
  end

  defp parse_field(text, range) do
    text
    |> String.split(",")
    |> Enum.reduce_while({:ok, []}, fn item, {:ok, acc} ->
      case parse_item(item, range) do
        {:ok, values} -> {:cont, {:ok, acc ++ values}}
        error -> {:halt, error}
      end
    end)
    |> case do
      {:ok, values} -> {:ok, values |> Enum.uniq() |> Enum.sort()}
      error -> error
    end
  end

  defp parse_item("*", range), do: {:ok, Enum.to_list(range)}

  defp parse_item("*/" <> step, range) do
    case Integer.parse(step) do
      {n, ""} when n > 0 -> {:ok, Enum.take_every(range, n)}
      _ -> {:error, "invalid step #{inspect(step)}"}
    end
  end

  defp parse_item(item, range) do
    case String.split(item, "-") do
      [a] ->
        with {:ok, n} <- number(a, range), do: {:ok, [n]}

      [a, b] ->
        with {:ok, x} <- number(a, range), {:ok, y} <- number(b, range) do
          {:ok, Enum.to_list(x..y//1)}
        end

      _ ->
        {:error, "invalid item #{inspect(item)}"}
    end
  end

  defp number(text, first..last//1 = range) do
    case Integer.parse(text) do
      {n, ""} when n in range -> {:ok, n}
      {n, ""} -> {:error, "#{n} out of range #{first}..#{last}"}
      _ -> {:error, "not a number: #{inspect(text)}"}
    end
  end
end'''

STEP_TEST_RAW = """defmodule CronLite.StepTest do
  use ExUnit.Case, async: true
  alias CronLite.Parser

  test "weekday 7 and 0 collapse to Sunday" do
    assert {:ok, %{weekday: [0, 1]}} = Parser.parse("0 0 * * 7,1,0")
  end

  test "weekday wildcard still yields 0..6" do
    assert {:ok, %{weekday: [0,1,2,3,4,5,6]}} = Parser.parse("0 0 * * *")
  end

  test "weekday range ending in 7" do
    assert {:ok, %{weekday: [0, 5, 6]}} = Parser.parse( "0 0 * * 5-7" )
  end
end
"""

STEP_TEST_FMT = STEP_TEST_RAW.replace("[0,1,2,3,4,5,6]", "[0, 1, 2, 3, 4, 5, 6]").replace(
    'Parser.parse( "0 0 * * 5-7" )', 'Parser.parse("0 0 * * 5-7")'
)


def _exunit(seed: int, dots: str, tail: str, compiled: bool = False) -> str:
    head = "Compiling 1 file (.ex)\nGenerated cron_lite app\n" if compiled else ""
    return f"{head}Running ExUnit with seed: {seed}, max_cases: 16\n\n{dots}\n{tail}"


def t17() -> None:
    root = "/home/ossi/src/cron_lite"
    state = (
        "Cline 3.18 in VS Code, workspace /home/ossi/src/cron_lite (Elixir 1.17.2, Erlang/OTP 27, credo 1.7; git branch feat/weekday-seven).\n"
        'Task: cron allows both 0 and 7 for Sunday, but `CronLite.Parser.parse("0 0 * * 7")` returns an error. Make 7 an alias of 0, '
        "add tests for the edge cases, and keep `mix format --check-formatted` and credo clean."
    )
    t: list[tuple[str, str]] = []
    c1 = "mix test"
    fail = """  1) test weekday 7 is an alias for Sunday (CronLite.ParserTest)
     test/cron_lite/parser_test.exs:64
     match (=) failed
     code:  assert {:ok, %{weekday: [0]}} = Parser.parse("0 0 * * 7")
     left:  {:ok, %{weekday: [0]}}
     right: {:error, "weekday: 7 out of range 0..6"}
     stacktrace:
       test/cron_lite/parser_test.exs:65: (test)
"""
    t.append(
        (
            cline("execute_command", command=c1, requires_approval="false"),
            cline_cmd(
                c1,
                _exunit(
                    482913,
                    "." * 41 + "\n\n" + fail + "\n" + "." * 45,
                    "Finished in 0.3 seconds (0.3s async, 0.00s sync)\n87 tests, 1 failure",
                ),
            ),
        )
    )
    t.append(
        (
            cline("read_file", path="lib/cron_lite/parser.ex"),
            f"[read_file for 'lib/cron_lite/parser.ex'] Result:\n{PARSER_EX}",
        )
    )
    b1 = sr_block(
        "  @ranges %{minute: 0..59, hour: 0..23, day: 1..31, month: 1..12, weekday: 0..6}",
        "  @ranges %{minute: 0..59, hour: 0..23, day: 1..31, month: 1..12, weekday: 0..7}",
    )
    b2 = sr_block(
        "          {:ok, values} -> {:cont, {:ok, Map.put(acc, field, values)}}",
        "          {:ok, values} -> {:cont, {:ok, Map.put(acc, field, normalize(field, values))}}",
    )
    b3 = sr_block(
        "  defp parse_field(text, range) do",
        "  # cron accepts 7 as well as 0 for Sunday\n"
        "  defp normalize(:weekday, values), do: values |> Enum.map(&rem(&1, 7)) |> Enum.uniq() |> Enum.sort()\n"
        "  defp normalize(_field, values), do: values\n\n  defp parse_field(text, range) do",
    )
    parser2 = (
        PARSER_EX.replace("weekday: 0..6}", "weekday: 0..7}")
        .replace("Map.put(acc, field, values)}}", "Map.put(acc, field, normalize(field, values))}}")
        .replace(
            "  defp parse_field(text, range) do",
            "  # cron accepts 7 as well as 0 for Sunday\n"
            "  defp normalize(:weekday, values), do: values |> Enum.map(&rem(&1, 7)) |> Enum.uniq() |> Enum.sort()\n"
            "  defp normalize(_field, values), do: values\n\n  defp parse_field(text, range) do",
        )
    )
    t.append(
        (
            cline("replace_in_file", path="lib/cron_lite/parser.ex", diff="\n\n".join([b1, b2, b3])),
            cline_saved("lib/cron_lite/parser.ex", parser2),
        )
    )
    c4 = "mix test test/cron_lite/parser_test.exs"
    t.append(
        (
            cline("execute_command", command=c4, requires_approval="false"),
            cline_cmd(
                c4,
                _exunit(
                    118204,
                    "." * 23,
                    "Finished in 0.1 seconds (0.1s async, 0.00s sync)\n23 tests, 0 failures",
                    compiled=True,
                ),
            ),
        )
    )
    t.append(
        (
            cline("execute_command", command=c1, requires_approval="false"),
            cline_cmd(
                c1, _exunit(91027, "." * 87, "Finished in 0.3 seconds (0.3s async, 0.00s sync)\n87 tests, 0 failures")
            ),
        )
    )
    t.append(
        (
            cline("write_to_file", path="test/cron_lite/step_test.exs", content=STEP_TEST_RAW),
            "[write_to_file for 'test/cron_lite/step_test.exs'] Result:\nThe content was successfully saved to test/cron_lite/step_test.exs.\n\n"
            'Here is the full, updated content of the file that was saved:\n\n<final_file_content path="test/cron_lite/step_test.exs">\n'
            + STEP_TEST_RAW
            + "</final_file_content>",
        )
    )
    t.append(
        (
            cline("execute_command", command=c1, requires_approval="false"),
            cline_cmd(
                c1, _exunit(650331, "." * 90, "Finished in 0.3 seconds (0.3s async, 0.00s sync)\n90 tests, 0 failures")
            ),
        )
    )
    c8 = "mix format --check-formatted"
    t.append(
        (
            cline("execute_command", command=c8, requires_approval="false"),
            cline_cmd(
                c8,
                """** (Mix) mix format failed due to --check-formatted.
The following files are not formatted:

  * lib/cron_lite/parser.ex
  * test/cron_lite/step_test.exs
""",
            ),
        )
    )
    c9 = "mix format && mix format --check-formatted && git status --short"
    t.append(
        (
            cline("execute_command", command=c9, requires_approval="false"),
            cline_cmd(
                c9,
                """ M lib/cron_lite/parser.ex
?? test/cron_lite/step_test.exs""",
            ),
        )
    )
    t.append(
        (
            cline("read_file", path="test/cron_lite/step_test.exs"),
            f"[read_file for 'test/cron_lite/step_test.exs'] Result:\n{STEP_TEST_FMT}",
        )
    )
    c11 = "mix credo --strict"
    t.append(
        (
            cline("execute_command", command=c11, requires_approval="false"),
            cline_cmd(
                c11,
                """Checking 10 source files ...

Please report incorrect results: https://github.com/rrrene/credo/issues

Analysis took 0.2 seconds (0.03s to load, 0.2s running 61 checks on 10 files)
49 mods/funs, found no issues.

Use `mix credo explain` to explain issues, `mix credo --help` for options.""",
            ),
        )
    )
    c12 = "mix test --cover"
    t.append(
        (
            cline("execute_command", command=c12, requires_approval="false"),
            cline_cmd(
                c12,
                """Compiling 1 file (.ex)
Generated cron_lite app
Cover compiling modules ...
Running ExUnit with seed: 739105, max_cases: 16

"""
                + "." * 90
                + """
Finished in 0.4 seconds (0.4s async, 0.00s sync)
90 tests, 0 failures

Generating cover results ...

Percentage | Module
-----------|--------------------------
   100.00% | CronLite
    97.14% | CronLite.Matcher
   100.00% | CronLite.Parser
    95.83% | CronLite.Schedule
-----------|--------------------------
    97.80% | Total

Generated HTML coverage results in "cover" directory""",
            ),
        )
    )
    add("h58-swe-17", "cline", root, state, t)


# --------------------------------------------------------------------------------------------
# 18  C with Meson, Claude Code  (bad: a file created in turn 2 is missing from the listing)
# --------------------------------------------------------------------------------------------

OVERFLOW_C = r"""#include <stdio.h>

#include "tinyring.h"

#define CHECK(cond, ...)                                      \
    do {                                                      \
        if (!(cond)) {                                        \
            fprintf(stderr, "%s:%d: ", __FILE__, __LINE__);   \
            fprintf(stderr, __VA_ARGS__);                     \
            fputc('\n', stderr);                              \
            return 1;                                         \
        }                                                     \
    } while (0)

int main(void)
{
    tr_ring *r = tr_new(4, 0);
    CHECK(r != NULL, "tr_new failed");
    for (int i = 0; i < 4; i++)
        CHECK(tr_push(r, i) == 0, "push %d failed", i);
    int rc = tr_push(r, 99);
    CHECK(rc == TR_EFULL, "push into full ring returned %d, expected TR_EFULL (%d)", rc, TR_EFULL);
    CHECK(tr_len(r) == 4, "len after rejected push is %zu", tr_len(r));
    int v = -1;
    CHECK(tr_pop(r, &v) == 0 && v == 0, "oldest element lost: popped %d", v);
    tr_free(r);

    tr_ring *w = tr_new(2, TR_OVERWRITE);
    tr_push(w, 1);
    tr_push(w, 2);
    CHECK(tr_push(w, 3) == 0, "overwrite ring refused a push");
    CHECK(tr_pop(w, &v) == 0 && v == 2, "overwrite ring kept %d", v);
    tr_free(w);
    return 0;
}
"""

TINYRING_C = r"""/* tinyring — fixed-capacity ring buffer of ints. SPDX-License-Identifier: BSD-2-Clause */
#include "tinyring.h"

#include <stdlib.h>

struct tr_ring {
    int *buf;
    size_t cap;
    size_t head;
    size_t len;
    unsigned flags;
};

tr_ring *tr_new(size_t cap, unsigned flags)
{
    if (cap == 0)
        return NULL;
    tr_ring *r = malloc(sizeof *r);
    if (!r)
        return NULL;
    r->buf = calloc(cap, sizeof *r->buf);
    if (!r->buf) {
        free(r);
        return NULL;
    }
    r->cap = cap;
    r->head = 0;
    r->len = 0;
    r->flags = flags;
    return r;
}

void tr_free(tr_ring *r)
{
    if (r) {
        free(r->buf);
        free(r);
    }
}

size_t tr_len(const tr_ring *r) { return r->len; }

int tr_push(tr_ring *r, int value)
{
    if (r->len == r->cap) {
        /* full: drop the oldest element to make room */
        r->head = (r->head + 1) % r->cap;
        r->len--;
    }
    r->buf[(r->head + r->len) % r->cap] = value;
    r->len++;
    return 0;
}

int tr_pop(tr_ring *r, int *out)
{
    if (r->len == 0)
        return TR_EEMPTY;
    *out = r->buf[r->head];
    r->head = (r->head + 1) % r->cap;
    r->len--;
    return 0;
}"""

MESON_BUILD = """tests = ['basic', 'iter', 'resize']

foreach t : tests
  exe = executable('test_' + t, 'test_' + t + '.c',
    dependencies : tinyring_dep,
    c_args : ['-DTR_TESTING'])
  test(t, exe, suite : 'unit', timeout : 10)
endforeach"""


def _meson_summary(ok: int, fail: int) -> str:
    return f"""Ok:                 {ok}
Expected Fail:      0
Fail:               {fail}
Unexpected Pass:    0
Skipped:            0
Timeout:            0

Full log written to /home/ravi/proj/tinyring/build/meson-logs/testlog.txt"""


def t18() -> None:
    root = "/home/ravi/proj/tinyring"
    state = (
        "Claude Code 1.0.38 in /home/ravi/proj/tinyring (C11 library, Meson 1.4.1, Ninja 1.11.1, GCC 13; build directory build/ already configured).\n"
        "User: tr_push silently overwrites the oldest element when the ring is full, even without TR_OVERWRITE. It should return TR_EFULL instead. Add a test first."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            call("Bash", command="ls tests/ && cat tests/meson.build", description="Look at the existing tests"),
            "meson.build\ntest_basic.c\ntest_iter.c\ntest_resize.c\n" + MESON_BUILD,
        )
    )
    t.append(
        (
            call("Write", file_path=f"{root}/tests/test_overflow.c", content=OVERFLOW_C),
            f"File created successfully at: {root}/tests/test_overflow.c",
        )
    )
    step, _mb = cc_edit(
        f"{root}/tests/meson.build",
        MESON_BUILD,
        "tests = ['basic', 'iter', 'resize']",
        "tests = ['basic', 'iter', 'overflow', 'resize']",
    )
    t.append(step)
    t.append(
        (
            call("Bash", command="ls -la tests/", description="List the tests directory"),
            """total 28
drwxr-xr-x 2 ravi ravi 4096 Jan 22 16:40 .
drwxr-xr-x 7 ravi ravi 4096 Jan 22 11:03 ..
-rw-r--r-- 1 ravi ravi  239 Jan 22 16:41 meson.build
-rw-r--r-- 1 ravi ravi 2214 Jan 14 09:27 test_basic.c
-rw-r--r-- 1 ravi ravi 1850 Jan 14 09:27 test_iter.c
-rw-r--r-- 1 ravi ravi 2467 Jan 20 15:12 test_resize.c""",
        )
    )
    t.append(
        (
            call("Bash", command="meson compile -C build 2>&1 | tail -6", description="Build, picking up the new test"),
            """ninja: Entering directory `/home/ravi/proj/tinyring/build'
[1/4] Regenerating build files.
The Meson build system
Build type: native build
[2/4] Compiling C object tests/test_overflow.p/test_overflow.c.o
[3/4] Linking target tests/test_overflow""",
        )
    )
    check_line = line_no(OVERFLOW_C, "CHECK(rc == TR_EFULL")
    t.append(
        (
            call("Bash", command="meson test -C build", description="Run the test suite"),
            f"""ninja: Entering directory `/home/ravi/proj/tinyring/build'
ninja: no work to do.
1/4 basic            OK              0.01s
2/4 iter             OK              0.01s
3/4 overflow         FAIL            0.01s   exit status 1
>>> MALLOC_PERTURB_=142 /home/ravi/proj/tinyring/build/tests/test_overflow
――――――――――――――――――――――――――――――――――――― ✀  ――――――――――――――――――――――――――――――――――――――
stderr:
../tests/test_overflow.c:{check_line}: push into full ring returned 0, expected TR_EFULL (-2)
――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――

4/4 resize           OK              0.02s

Summary of Failures:

3/4 overflow FAIL            0.01s   exit status 1

{_meson_summary(3, 1)}""",
        )
    )
    start = line_no(TINYRING_C, "size_t tr_len(const tr_ring *r)")
    sl = lines_of(TINYRING_C)[start - 1 : start - 1 + 14]
    t.append((call("Read", file_path=f"{root}/src/tinyring.c", offset=start, limit=14), arrow("\n".join(sl), start)))
    step, _c = cc_edit(
        f"{root}/src/tinyring.c",
        TINYRING_C,
        "    if (r->len == r->cap) {\n        /* full: drop the oldest element to make room */",
        "    if (r->len == r->cap) {\n        if (!(r->flags & TR_OVERWRITE))\n            return TR_EFULL;\n        /* overwrite mode: drop the oldest element to make room */",
    )
    t.append(step)
    t.append(
        (
            call("Bash", command="meson test -C build", description="Rebuild and run the tests"),
            f"""ninja: Entering directory `/home/ravi/proj/tinyring/build'
[1/6] Compiling C object src/libtinyring.a.p/tinyring.c.o
[2/6] Linking static target src/libtinyring.a
[3/6] Linking target tests/test_basic
[4/6] Linking target tests/test_iter
[5/6] Linking target tests/test_overflow
[6/6] Linking target tests/test_resize
1/4 basic            OK              0.01s
2/4 iter             OK              0.01s
3/4 overflow         OK              0.01s
4/4 resize           OK              0.02s

{_meson_summary(4, 0)}""",
        )
    )
    add(
        "h58-swe-18",
        "claude",
        root,
        state,
        t,
        4,
        "ls -la tests/ does not list test_overflow.c, which the Write in turn 2 created (and turns 5-6 compile and run)",
    )


# --------------------------------------------------------------------------------------------
# 19  Fortran with fpm, OpenHands  (clean)
# --------------------------------------------------------------------------------------------

MEDIAN_F90 = """module fstats_median
  use, intrinsic :: iso_fortran_env, only: dp => real64
  implicit none
  private
  public :: median

contains

  !> Median of x; x itself is not modified.
  pure function median(x) result(m)
    real(dp), intent(in) :: x(:)
    real(dp) :: m
    real(dp), allocatable :: s(:)
    integer :: n

    n = size(x)
    if (n == 0) error stop "median: empty array"
    s = x
    call insertion_sort(s)
    if (mod(n, 2) == 1) then
      m = s((n + 1) / 2)
    else
      m = s(n / 2 + 1)
    end if
  end function median

  pure subroutine insertion_sort(a)
    real(dp), intent(inout) :: a(:)
    integer :: i, j
    real(dp) :: key

    do i = 2, size(a)
      key = a(i)
      j = i - 1
      do while (j >= 1)
        if (a(j) <= key) exit
        a(j + 1) = a(j)
        j = j - 1
      end do
      a(j + 1) = key
    end do
  end subroutine insertion_sort

end module fstats_median"""

FPM_TESTS = [
    ("median odd", "PASS"),
    ("median even", "PASS"),
    ("median unsorted", "PASS"),
    ("median single", "PASS"),
    ("mean", "PASS"),
    ("variance", "PASS"),
]


def _fpm_lines(results: list[tuple[str, str]]) -> str:
    return "\n".join(f" {name} {'.' * (34 - len(name))} {res}" for name, res in results)


def t19() -> None:
    root = "/workspace/fstats"
    state = (
        "Repository /workspace/fstats (Fortran 2018 statistics library built with fpm 0.10.1 and gfortran 13.2).\n"
        "Issue #8: `median([1, 2, 3, 4])` returns 3.0; for an even number of values it must return the mean of the two middle values (2.5)."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            bash("cd /workspace/fstats && cat fpm.toml && ls src test"),
            oh_bash(
                """name = "fstats"
version = "0.2.0"
license = "MIT"
author = "Lena Hofmann"
maintainer = "lena.hofmann@uni-potsdam.example"

[build]
auto-executables = false
auto-tests = true

[fortran]
implicit-typing = false
implicit-external = false
source-form = "free"
src:
fstats.f90
fstats_median.f90
fstats_moments.f90
test:
check.f90""",
                root,
            ),
        )
    )
    fail = list(FPM_TESTS)
    fail[1] = ("median even", "FAIL\n   expected   2.5000000000000000      got   3.0000000000000000")
    t.append(
        (
            bash("fpm test 2>&1 | tail -n 22"),
            oh_bash(
                f"""fstats_median.f90                      done.
fstats_moments.f90                     done.
fstats.f90                             done.
libfstats.a                            done.
check.f90                              done.
check                                  done.
[100%] Project compiled successfully.
{_fpm_lines(fail)}
 5 of 6 tests passed, 1 failed
ERROR STOP 1

Error termination. Backtrace:
#0  0x7f3b8c623960 in ???
#1  0x7f3b8c6244d9 in ???
#2  0x7f3b8c625a2f in ???
#3  0x55d0e4a0f7c1 in MAIN__
\tat test/check.f90:58
#4  0x55d0e4a0f80e in main
\tat test/check.f90:61
<ERROR> Execution for object " check " returned exit code  1
<ERROR> *cmd_run*:stopping due to failed executions
STOP 1""",
                root,
            ),
        )
    )
    t.append((editor("view", f"{root}/src/fstats_median.f90"), cat_n(f"{root}/src/fstats_median.f90", MEDIAN_F90)))
    step, _m = oh_edit(
        f"{root}/src/fstats_median.f90",
        MEDIAN_F90,
        "      m = s(n / 2 + 1)\n",
        "      m = (s(n / 2) + s(n / 2 + 1)) / 2.0_dp\n",
    )
    t.append(step)
    t.append(
        (
            bash("fpm test 2>&1 | tail -n 12"),
            oh_bash(
                f"""fstats_median.f90                      done.
fstats.f90                             done.
libfstats.a                            done.
check                                  done.
[100%] Project compiled successfully.
{_fpm_lines(FPM_TESTS)}
 6 of 6 tests passed""",
                root,
            ),
        )
    )
    at = line_no(MEDIAN_F90, "      m = s(n / 2 + 1)")
    t.append(
        (
            bash("git diff"),
            oh_bash(
                f"""diff --git a/src/fstats_median.f90 b/src/fstats_median.f90
index 4c1a9e2..b7d03f5 100644
--- a/src/fstats_median.f90
+++ b/src/fstats_median.f90
@@ -{at - 3},7 +{at - 3},7 @@ contains
     if (mod(n, 2) == 1) then
       m = s((n + 1) / 2)
     else
-      m = s(n / 2 + 1)
+      m = (s(n / 2) + s(n / 2 + 1)) / 2.0_dp
     end if
   end function median
 """,
                root,
            ),
        )
    )
    add("h58-swe-19", "openhands", root, state, t)


# --------------------------------------------------------------------------------------------
# 20  D with dub, SWE-agent  (bad: a call renamed by sed shows its old name again)
# --------------------------------------------------------------------------------------------

READER_D = """module wsframe.reader;

import std.conv : to;
import std.exception : enforce;
import wsframe.header;
import wsframe.mask : unmask;

/// Incremental reader: feed it bytes as they arrive, take complete frames out.
struct FrameReader
{
    private ubyte[] pending;
    private size_t maxPayload;

    this(size_t maxPayload) @safe pure nothrow
    {
        this.maxPayload = maxPayload;
    }

    /// Appends bytes received from the socket.
    void feed(const(ubyte)[] data) @safe pure nothrow
    {
        pending ~= data;
    }

    /// Number of buffered bytes not yet consumed by a frame.
    size_t buffered() const @safe pure nothrow @nogc
    {
        return pending.length;
    }

    /// A complete frame: header plus unmasked payload.
    static struct Frame
    {
        FrameHeader header;
        ubyte[] payload;
    }

    /**
     * Returns the next complete frame, or `false` in `ok` if more bytes are needed.
     * Throws `FrameException` for protocol errors (oversized payload, bad opcode).
     */
    Frame next(out bool ok) @safe
    {
        ok = false;
        if (pending.length < 2)
            return Frame.init;

        FrameHeader hdr;
        try
        {
            hdr = parseHeader(pending[]);
        }
        catch (ShortBufferException)
        {
            // parseHeader threw: not enough bytes yet
            return Frame.init;
        }

        enforce!FrameException(hdr.payloadLength <= maxPayload,
            "payload of " ~ hdr.payloadLength.to!string ~ " bytes exceeds the limit");

        const total = hdr.headerLength + hdr.payloadLength;
        if (pending.length < total)
            return Frame.init;

        auto payload = pending[hdr.headerLength .. total].dup;
        if (hdr.masked)
            unmask(payload, hdr.maskKey);
        pending = pending[total .. $];
        ok = true;
        return Frame(hdr, payload);
    }
}"""

CHANGELOG_MD = """# Changelog

## 0.4.0 - 2024-11-02
- `FrameReader`: incremental parsing of fragmented frames.
- Reject payloads larger than the configured limit with `FrameException`.

## 0.3.1 - 2024-09-18
- Fix 64-bit payload lengths on 32-bit targets.

## 0.3.0 - 2024-08-30
- Add masking helpers (`mask`, `unmask`)."""


def _grep_d(reader: str, name_hdr: str) -> str:
    hits = [f"./source/wsframe/reader.d:{i}:{ln}" for i, ln in enumerate(lines_of(reader), 1) if name_hdr in ln]
    return "\n".join(
        [
            f"./README.md:31:auto hdr = {name_hdr}(bytes);",
            f"./source/wsframe/header.d:42:/// {name_hdr} decodes the 2-14 byte frame header at the start of `buf`.",
            f"./source/wsframe/header.d:43:FrameHeader {name_hdr}(const(ubyte)[] buf) @safe pure",
            f"./source/wsframe/header.d:97:    auto h = {name_hdr}(cast(const(ubyte)[]) [0x81, 0x05]);",
        ]
        + hits
        + [f"./tests/header_test.d:12:    auto h = {name_hdr}(frame);"]
    )


DUB_TEST = """Generating test runner configuration 'wsframe-test-library' for 'library' (library).
    Starting Performing "unittest" build using /usr/bin/dmd for x86_64.
    Building wsframe 0.4.0: building configuration [wsframe-test-library]
     Linking wsframe-test-library
     Running wsframe-test-library
14 modules passed unittests"""


def t20() -> None:
    root = "/wsframe"
    state = (
        "SWE-agent 1.0 on /wsframe (D WebSocket frame codec, dub 1.37, DMD 2.109.1).\n"
        "Issue #31: rename the public function `parseHeader` to `parseFrameHeader` (it clashes with the HTTP header parser in vibe-d users' code); "
        "update every call site, the README and the changelog. No deprecated alias is wanted."
    )
    renamed = READER_D.replace("parseHeader", "parseFrameHeader")
    reader = f"{root}/source/wsframe/reader.d"
    t: list[tuple[str, str]] = []
    t.append(
        (
            swa('search_dir "parseHeader"', "Find every use of the old name."),
            swa_obs(
                f"""Found 7 matches for "parseHeader" in {root}:
{root}/README.md (1 matches)
{root}/source/wsframe/header.d (3 matches)
{root}/source/wsframe/reader.d (2 matches)
{root}/tests/header_test.d (1 matches)
End of matches for "parseHeader" in {root}""",
                "n/a",
                root,
            ),
        )
    )
    t.append(
        (
            swa("grep -rn parseHeader --include=*.d --include=*.md .", "Show the matching lines."),
            swa_obs(_grep_d(READER_D, "parseHeader"), "n/a", root),
        )
    )
    t.append(
        (
            swa(
                "sed -i 's/\\bparseHeader\\b/parseFrameHeader/g' README.md source/wsframe/header.d source/wsframe/reader.d tests/header_test.d",
                "Every match is the function itself, so a word-boundary sed over those four files is safe.",
            ),
            swa_obs("", "n/a", root),
        )
    )
    t.append(
        (
            swa(
                "grep -rn 'parseHeader\\|parseFrameHeader' --include=*.d --include=*.md .",
                "Check that only the new name is left.",
            ),
            swa_obs(_grep_d(renamed, "parseFrameHeader"), "n/a", root),
        )
    )
    t.append((swa("dub test 2>&1 | tail -8", "Build and run the unittests."), swa_obs(DUB_TEST, "n/a", root)))
    t.append(
        (
            swa("open CHANGELOG.md", "Now the changelog entry."),
            swa_obs(swa_window(f"{root}/CHANGELOG.md", CHANGELOG_MD, 1, 100), f"{root}/CHANGELOG.md", root),
        )
    )
    entry = "\n## Unreleased\n- Rename `parseHeader` to `parseFrameHeader` (#31). There is no alias; update call sites.\n- README examples use the new name.\n"
    cl2 = CHANGELOG_MD.replace("# Changelog\n\n", "# Changelog\n" + entry + "\n", 1)
    t.append(
        (
            swa(f"edit 2:2\n{entry}end_of_edit", "Add an Unreleased section at the top."),
            swa_obs(
                swa_window(f"{root}/CHANGELOG.md", cl2, 1, 100)
                + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.",
                f"{root}/CHANGELOG.md",
                root,
            ),
        )
    )
    t.append(
        (
            swa("dub test 2>&1 | tail -8", "Run the unittests once more."),
            swa_obs(DUB_TEST, f"{root}/CHANGELOG.md", root),
        )
    )
    t.append(
        (
            swa("git diff --stat", "Summary of the change."),
            swa_obs(
                """ CHANGELOG.md              | 4 ++++
 README.md                 | 2 +-
 source/wsframe/header.d   | 6 +++---
 source/wsframe/reader.d   | 4 ++--
 tests/header_test.d       | 2 +-
 5 files changed, 11 insertions(+), 7 deletions(-)""",
                f"{root}/CHANGELOG.md",
                root,
            ),
        )
    )
    call_at = line_no(READER_D, "hdr = parseHeader(pending[]);")
    shown = lines_of(renamed)
    shown[call_at - 1] = shown[call_at - 1].replace("parseFrameHeader", "parseHeader")
    t.append(
        (
            swa(f"open source/wsframe/reader.d {call_at}", "Last look at the reader's call site before submitting."),
            swa_obs(swa_window(reader, "\n".join(shown), max(1, call_at - 50), call_at + 49), reader, root),
        )
    )
    add(
        "h58-swe-20",
        "sweagent",
        root,
        state,
        t,
        10,
        f"reader.d line {call_at} calls parseHeader again, though the sed in turn 3 renamed it and the grep in turn 4 showed parseFrameHeader there",
    )


# --------------------------------------------------------------------------------------------
# 21  SQLMesh project, Aider  (bad: the rendered query names a column differently from the model file)
# --------------------------------------------------------------------------------------------

ORDERS_DAILY_SQL = """MODEL (
  name sushi.orders_daily,
  kind INCREMENTAL_BY_TIME_RANGE (
    time_column order_date
  ),
  start '2024-01-01',
  cron '@daily',
  grain (order_date, waiter_id),
  audits (not_null(columns := (order_date, waiter_id)))
);

SELECT
  o.event_date AS order_date,
  o.waiter_id AS waiter_id,
  COUNT(DISTINCT o.id) AS num_orders,
  SUM(oi.quantity * i.price)::DOUBLE AS revenue
FROM sushi.orders AS o
JOIN sushi.order_items AS oi
  ON o.id = oi.order_id AND o.event_date = oi.event_date
JOIN sushi.items AS i
  ON oi.item_id = i.id AND oi.event_date = i.event_date
WHERE
  o.event_date BETWEEN @start_ds AND @end_ds
GROUP BY
  o.event_date,
  o.waiter_id"""


def t21() -> None:
    root = "/home/mo/data/sushi_sqlmesh"
    state = """Aider v0.72.1
Main model: claude-3-5-sonnet-20241022 with diff edit format, infinite output
Weak model: claude-3-5-haiku-20241022
Git repo: .git with 38 files
Repo-map: using 1024 tokens, auto refresh
Working directory /home/mo/data/sushi_sqlmesh (SQLMesh 0.141.1, DuckDB gateway `local`; today is 2024-07-01), HEAD 2b7d90e on main.
User goal: add a `refund_total` column to sushi.orders_daily, plan it into a dev environment and cover it with a unit test."""
    t: list[tuple[str, str]] = []
    t.append(
        (
            "/run cat models/orders_daily.sql",
            ORDERS_DAILY_SQL
            + "\nAdd 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded 26 lines of output to the chat.",
        )
    )
    t.append(
        (
            "/run sqlmesh info",
            """Models: 7
Macros: 2
Data warehouse connection succeeded
State backend connection succeeded
Test connection succeeded
Add 0.0k tokens of command output to the chat? (Y)es/(N)o [Yes]: n""",
        )
    )
    t.append(
        (
            "/run sqlmesh render sushi.orders_daily",
            """SELECT
  "o"."event_date" AS "order_date",
  "o"."waiter_id" AS "waiter_id",
  COUNT(DISTINCT "o"."id") AS "num_orders",
  CAST(SUM("oi"."quantity" * "i"."price") AS DOUBLE) AS "total_revenue"
FROM "sushi"."orders" AS "o"
JOIN "sushi"."order_items" AS "oi"
  ON "o"."id" = "oi"."order_id" AND "o"."event_date" = "oi"."event_date"
JOIN "sushi"."items" AS "i"
  ON "oi"."item_id" = "i"."id" AND "oi"."event_date" = "i"."event_date"
WHERE
  "o"."event_date" BETWEEN '2024-06-30' AND '2024-06-30'
GROUP BY
  "o"."event_date",
  "o"."waiter_id"
Add 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: n""",
        )
    )
    t.append(
        (
            "/add models/orders_daily.sql tests/test_orders_daily.yaml",
            "Added models/orders_daily.sql to the chat\nAdded tests/test_orders_daily.yaml to the chat",
        )
    )
    e1 = aider_sr(
        "models/orders_daily.sql",
        "  SUM(oi.quantity * i.price)::DOUBLE AS revenue",
        "  SUM(oi.quantity * i.price)::DOUBLE AS revenue,\n  SUM(CASE WHEN o.status = 'refunded' THEN oi.quantity * i.price ELSE 0 END)::DOUBLE AS refund_total",
        "sql",
    )
    t.append(
        (
            "Add refund_total: the value of items on orders whose status is 'refunded'.",
            f"""I'll add `refund_total` next to `revenue`, using the same price expression but only for refunded orders. It is additive, so the change is non-breaking for downstream models.

{e1}

Tokens: 5.3k sent, 201 received. Cost: $0.02 message, $0.02 session.
Applied edit to models/orders_daily.sql
Commit 8b41d0e feat: Add refund_total to orders_daily
You can use /undo to undo and discard each aider commit.""",
        )
    )
    t.append(
        (
            "/run sqlmesh plan dev --auto-apply",
            """======================================================================
Successfully Ran 3 tests against duckdb
----------------------------------------------------------------------
New environment `dev` will be created from `prod`

Differences from the `prod` environment:

Models:
├── Directly Modified:
│   └── sushi__dev.orders_daily
└── Indirectly Modified:
    └── sushi__dev.waiter_revenue_by_day
---

+++

@@ -14,7 +14,8 @@

   o.event_date AS order_date,
   o.waiter_id AS waiter_id,
   COUNT(DISTINCT o.id) AS num_orders,
-  SUM(oi.quantity * i.price)::DOUBLE AS revenue
+  SUM(oi.quantity * i.price)::DOUBLE AS revenue,
+  SUM(CASE WHEN o.status = 'refunded' THEN oi.quantity * i.price ELSE 0 END)::DOUBLE AS refund_total
 FROM sushi.orders AS o
 JOIN sushi.order_items AS oi
   ON o.id = oi.order_id AND o.event_date = oi.event_date
Directly Modified: sushi__dev.orders_daily (Non-breaking)
└── Indirectly Modified Children:
    └── sushi__dev.waiter_revenue_by_day (Indirect Non-breaking)
Models needing backfill (missing dates):
└── sushi__dev.orders_daily: 2024-01-01 - 2024-06-30
Creating physical table ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 100.0% • 1/1 • 0:00:00

All model versions have been created successfully

[1/1] sushi__dev.orders_daily evaluated in 0.34s
Evaluating models ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 100.0% • 1/1 • 0:00:00


All model batches have been executed successfully

Virtually Updating 'dev' ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 100.0% • 0:00:00

The target environment has been updated successfully
Add 0.6k tokens of command output to the chat? (Y)es/(N)o [Yes]: n""",
        )
    )
    t.append(
        (
            "/run sqlmesh fetchdf \"select order_date, sum(revenue) as revenue, sum(refund_total) as refunds from sushi__dev.orders_daily where order_date >= '2024-06-28' group by 1 order by 1\"",
            """  order_date  revenue  refunds
0 2024-06-28  4127.35   212.40
1 2024-06-29  3980.10     0.00
2 2024-06-30  4411.85    96.75
Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
Added 4 lines of output to the chat.""",
        )
    )
    e2 = aider_sr(
        "tests/test_orders_daily.yaml",
        """  outputs:
    query:
      - {order_date: '2024-06-28', waiter_id: 3, num_orders: 1, revenue: 25.0}""",
        """  outputs:
    query:
      - {order_date: '2024-06-28', waiter_id: 3, num_orders: 1, revenue: 25.0}

test_orders_daily_refunds:
  model: sushi.orders_daily
  vars:
    start: '2024-06-29'
    end: '2024-06-29'
  inputs:
    sushi.orders:
      - {id: 1, waiter_id: 7, status: 'completed', event_date: '2024-06-29'}
      - {id: 2, waiter_id: 7, status: 'refunded', event_date: '2024-06-29'}
    sushi.order_items:
      - {order_id: 1, item_id: 10, quantity: 2, event_date: '2024-06-29'}
      - {order_id: 2, item_id: 10, quantity: 1, event_date: '2024-06-29'}
    sushi.items:
      - {id: 10, price: 12.5, event_date: '2024-06-29'}
  outputs:
    query:
      - {order_date: '2024-06-29', waiter_id: 7, num_orders: 2, revenue: 37.5, refund_total: 12.5}""",
        "yaml",
    )
    t.append(
        (
            "Append a unit test to tests/test_orders_daily.yaml with one completed and one refunded order for the same waiter.",
            f"""I'll append a test case with two orders for waiter 7 on 2024-06-29: 2 × 12.50 completed and 1 × 12.50 refunded, so revenue is 37.50 and refund_total 12.50.

{e2}

Tokens: 6.9k sent, 388 received. Cost: $0.03 message, $0.05 session.
Applied edit to tests/test_orders_daily.yaml
Commit c25e7a9 test: Add refund_total unit test for orders_daily
You can use /undo to undo and discard each aider commit.""",
        )
    )
    t.append(
        (
            "/run sqlmesh test",
            """....
----------------------------------------------------------------------
Ran 4 tests in 0.161s

OK
Add 0.0k tokens of command output to the chat? (Y)es/(N)o [Yes]: n""",
        )
    )
    t.append(
        (
            "/run sqlmesh table_diff prod:dev sushi.orders_daily --skip-grain-check",
            """Schema Diff Between 'PROD' and 'DEV' environments for model 'sushi.orders_daily':
└── Added Columns:
    └── refund_total (DOUBLE)

Row Counts:
└──  FULL MATCH: 1092 rows (100.0%)

COMMON ROWS column comparison stats:
            pct_match
num_orders      100.0
revenue         100.0
Add 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: n""",
        )
    )
    t.append(
        (
            "/git log --oneline -3",
            """c25e7a9 (HEAD -> main) test: Add refund_total unit test for orders_daily
8b41d0e feat: Add refund_total to orders_daily
2b7d90e Add waiter_revenue_by_day model""",
        )
    )
    add(
        "h58-swe-21",
        "aider",
        root,
        state,
        t,
        3,
        "sqlmesh render names the sum column total_revenue, but the model file shown in turn 1 aliases it revenue and nothing was edited in between",
    )


# --------------------------------------------------------------------------------------------
# 22  Gleam with gleam test, Codex CLI  (clean: git stash hides the fix, stash pop brings it back)
# --------------------------------------------------------------------------------------------

CSV_GLEAM = r"""import gleam/list
import gleam/string

pub type ParseError {
  UnterminatedQuote(line: Int)
}

/// Parses CSV text (RFC 4180: comma separated, LF or CRLF line endings).
pub fn parse(input: String) -> Result(List(List(String)), ParseError) {
  input
  |> string.replace("\r\n", "\n")
  |> string.to_graphemes
  |> do_parse([], [], "", False, 1)
}

fn do_parse(
  chars: List(String),
  rows: List(List(String)),
  row: List(String),
  field: String,
  quoted: Bool,
  line: Int,
) -> Result(List(List(String)), ParseError) {
  case chars, quoted {
    [], True -> Error(UnterminatedQuote(line))
    [], False ->
      case row, field {
        [], "" -> Ok(list.reverse(rows))
        _, _ -> Ok(list.reverse([list.reverse([field, ..row]), ..rows]))
      }
    ["\"", ..rest], True -> do_parse(rest, rows, row, field, False, line)
    ["\"", "\"", ..rest], True ->
      do_parse(rest, rows, row, field <> "\"", True, line)
    ["\"", ..rest], False -> do_parse(rest, rows, row, field, True, line)
    [",", ..rest], False -> do_parse(rest, rows, [field, ..row], "", False, line)
    ["\n", ..rest], False ->
      do_parse(rest, [list.reverse([field, ..row]), ..rows], [], "", False, line + 1)
    ["\n" as c, ..rest], True ->
      do_parse(rest, rows, row, field <> c, True, line + 1)
    [c, ..rest], _ -> do_parse(rest, rows, row, field <> c, quoted, line)
  }
}"""


def _gleam_warn(src: str) -> str:
    at = line_no(src, '    ["\\"", "\\"", ..rest], True ->')
    pad = " " * len(str(at))
    return f"""warning: Unreachable pattern
{pad} ┌─ /home/june/code/csvlite/src/csvlite.gleam:{at}:5
{pad} │
{at} │     ["\\"", "\\"", ..rest], True ->
{pad} │     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^

This pattern cannot be reached as a previous pattern matches the same
values.

Hint: It can be safely removed.
"""


GLEAM_FAIL = """Failures:

  1) csvlite_test.quoted_field_with_escaped_quote_test: module 'csvlite_test'
     Values were not equal
     expected: Ok([["a", "say \\"hi\\"", "c"]])
          got: Ok([["a", "say hi", "c"]])
     output:
"""


def _gleam_test(compiled: str, warn: str, dots: str, fail: str, secs: str, n: int, nfail: int) -> str:
    return (
        f"  Compiling csvlite\n{warn}   Compiled in {compiled}s\n    Running csvlite_test.main\n{dots}\n"
        + (fail + "\n" if fail else "")
        + f"Finished in {secs} seconds\n{n} tests, {nfail} failures\n"
    )


def t22() -> None:
    root = "/home/june/code/csvlite"
    state = (
        "Codex CLI 0.27.0 in /home/june/code/csvlite (Gleam 1.4.1 on Erlang/OTP 27, gleeunit 1.2), sandbox workspace-write.\n"
        'User: `csvlite.parse` mangles doubled quotes inside quoted fields (`"say ""hi"""` should give `say "hi"`). Fix it, '
        "show me the test going red without the fix, add a test for newlines inside quotes, and make sure `gleam format --check` passes."
    )
    t: list[tuple[str, str]] = []
    t.append(
        (
            codex("gleam --version && git status -sb && ls src test", root),
            codex_out(
                """gleam 1.4.1
## main...origin/main
src:
csvlite
csvlite.gleam
test:
csvlite_test.gleam
""",
                0,
                0.1,
            ),
        )
    )
    warn = _gleam_warn(CSV_GLEAM)
    t.append(
        (
            codex("gleam test", root),
            codex_out(_gleam_test("0.41", warn, "." * 12 + "F" + "." * 6, GLEAM_FAIL, "0.012", 19, 1), 1, 2.3),
        )
    )
    t.append(
        (
            codex("sed -n '16,45p' src/csvlite.gleam", root),
            codex_out("\n".join(lines_of(CSV_GLEAM)[15:45]) + "\n", 0, 0.0),
        )
    )
    patch = r"""*** Begin Patch
*** Update File: src/csvlite.gleam
@@ fn do_parse(
-    ["\"", ..rest], True -> do_parse(rest, rows, row, field, False, line)
     ["\"", "\"", ..rest], True ->
       do_parse(rest, rows, row, field <> "\"", True, line)
+    ["\"", ..rest], True -> do_parse(rest, rows, row, field, False, line)
     ["\"", ..rest], False -> do_parse(rest, rows, row, field, True, line)
*** End Patch"""
    t.append(
        (codex_patch(patch, root), codex_out("Success. Updated the following files:\nM src/csvlite.gleam\n", 0, 0.0))
    )
    t.append((codex("gleam test", root), codex_out(_gleam_test("0.37", "", "." * 19, "", "0.011", 19, 0), 0, 1.9)))
    t.append(
        (
            codex("git stash && gleam test", root),
            codex_out(
                "Saved working directory and index state WIP on main: 3e7d1a2 Add header row support\n"
                + _gleam_test("0.39", warn, "." * 12 + "F" + "." * 6, GLEAM_FAIL, "0.012", 19, 1),
                1,
                2.2,
            ),
        )
    )
    t.append(
        (
            codex("git stash pop && git status --short", root),
            codex_out(
                """On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/csvlite.gleam

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (5f1c0e9d2b7a4c83e6f0a1b2c3d4e5f607182930)
 M src/csvlite.gleam
""",
                0,
                0.1,
            ),
        )
    )
    t.append((codex("gleam test", root), codex_out(_gleam_test("0.36", "", "." * 19, "", "0.010", 19, 0), 0, 1.8)))
    patch2 = r"""*** Begin Patch
*** Update File: test/csvlite_test.gleam
@@
+
+pub fn quoted_field_with_newline_test() {
+  csvlite.parse("id,note\n1,\"first line\nsecond line\"\n") |> should.equal(Ok([["id", "note"], ["1", "first line\nsecond line"]]))
+}
*** End Patch"""
    t.append(
        (
            codex_patch(patch2, root),
            codex_out("Success. Updated the following files:\nM test/csvlite_test.gleam\n", 0, 0.0),
        )
    )
    t.append(
        (
            codex("gleam format --check src test", root),
            codex_out(
                """error: These files have not been formatted

test/csvlite_test.gleam
""",
                1,
                0.2,
            ),
        )
    )
    t.append(
        (
            codex("gleam format src test && gleam format --check src test && gleam test", root),
            codex_out(_gleam_test("0.40", "", "." * 20, "", "0.011", 20, 0), 0, 2.0),
        )
    )
    t.append(
        (
            codex("git diff --stat && git stash list | wc -l", root),
            codex_out(
                """ src/csvlite.gleam       | 2 +-
 test/csvlite_test.gleam | 5 +++++
 2 files changed, 6 insertions(+), 1 deletion(-)
0
""",
                0,
                0.0,
            ),
        )
    )
    add("h58-swe-22", "codex", root, state, t)


# --------------------------------------------------------------------------------------------


def main() -> None:
    for build in (
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
        build()
    rs = RowSet(Path(__file__).parent)
    for tid, harness, root, turns, state, bad, bad_turn, kind in sorted(ROWS, key=lambda r: r[0]):
        rs.add("swe", tid, system(harness, root), turns, state=state, bad=bad, turn=bad_turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
