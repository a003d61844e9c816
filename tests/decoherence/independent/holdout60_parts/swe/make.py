# ruff: noqa: E501
"""Held-out set h60, domain ``swe``: 22 coding-agent sandbox trajectories (11 clean, 11 with one contradiction).

Each trajectory simulates a coding agent's tools on a repository (OpenHands, SWE-agent, Claude Code, Gemini CLI,
Aider, Cline, Codex CLI) across web frameworks and libraries. File contents are kept as strings and every view
of a file is derived from them, so clean trajectories stay consistent; each bad trajectory alters exactly one
detail of something shown earlier, at the labeled turn.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, bash, call, cat_n, edited, editor, gem_run, gshell, oh_bash

# ---------------------------------------------------------------------------------------------------------------
# system prompt (shortened official SWE world-model prompt; format rules kept)
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

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Review prior interactions, keep every prediction consistent with the established state, and reuse values established earlier (file paths, file contents, commit hashes, test counts, process ids) exactly. Resources created in previous turns persist; deleted ones stay deleted. State transitions must be **deterministic** and **traceable**.

# Environment Execution

- Parse the tool name and arguments, validate required parameters, and dispatch to the matching simulation logic.
- For shell commands, consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors); background processes get plausible PIDs.
- File write operations create or modify files; deletions remove them. Provide realistic timestamps for long-running or background commands.
- Simulate appropriate errors: `No such file or directory`, `Permission denied`, `command not found` (exit code 127), PEP 668 errors for pip, realistic build and test-runner failures.

---

# Key Principles

## Format

Match the real tool's output format exactly:
- Data structure type (JSON, plain text, tables, etc.)
- Indentation, alignment, and spacing
- Line breaks and field ordering
- Special format markers (code blocks, color codes, etc.)

## Factuality

Correct parameter handling and return types, accurate core functionality, no fabricated information.

## Consistency

Correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism

Reasonable numerical values (file sizes, timestamps, PIDs), correct tool-specific behavioral patterns, appropriate error messages, temporal plausibility.

## Quality

No unreasonable truncation or omission; sufficient detail for subsequent reasoning; informative but not excessive.

---

# Input Definitions & Action Space

{harness}

You can simulate the following tools:

{tools}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the tool's result after **Environment Observation:**."""


def _t(name: str, desc: str, props: dict[str, Any], req: list[str]) -> dict[str, Any]:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": req}}


_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}

TOOLS = {
    "openhands": [
        _t("execute_bash", "Execute a bash command in the terminal. Long-running commands should be run in the background. The output ends with the exit code and working directory.", {"command": _S, "is_input": _S, "timeout": _I}, ["command"]),
        _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` shows `cat -n` output, `create` writes a new file, `str_replace` replaces exactly one occurrence of old_str, `insert` inserts after insert_line, `undo_edit` reverts the last edit.", {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": _S, "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": _I, "view_range": {"type": "array", "items": _I}}, ["command", "path"]),
    ],
    "claude": [
        _t("Bash", "Executes a bash command in a persistent shell session and returns stdout and stderr.", {"command": _S, "description": _S, "timeout": _I}, ["command"]),
        _t("Read", "Reads a file from the local filesystem. Lines are returned in cat -n format, numbered from 1, as `N→content`.", {"file_path": _S, "offset": _I, "limit": _I}, ["file_path"]),
        _t("Edit", "Performs an exact string replacement in a file; old_string must be unique in the file.", {"file_path": _S, "old_string": _S, "new_string": _S, "replace_all": _B}, ["file_path", "old_string", "new_string"]),
        _t("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("Grep", "Searches file contents with ripgrep. output_mode: content (path:line:text), files_with_matches, count.", {"pattern": _S, "path": _S, "glob": _S, "output_mode": _S, "-n": _B}, ["pattern"]),
        _t("Glob", "Fast file pattern matching; returns matching paths sorted by modification time, most recent first.", {"pattern": _S, "path": _S}, ["pattern"]),
    ],
    "gemini": [
        _t("read_file", "Reads and returns the content of a file.", {"absolute_path": _S, "offset": _I, "limit": _I}, ["absolute_path"]),
        _t("write_file", "Writes content to a file.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("replace", "Replaces text within a file; old_string must match exactly, including whitespace.", {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _I}, ["file_path", "old_string", "new_string"]),
        _t("list_directory", "Lists the names of files and subdirectories directly within a directory.", {"path": _S, "ignore": {"type": "array", "items": _S}}, ["path"]),
        _t("glob", "Finds files matching a glob pattern, sorted by modification time (newest first).", {"pattern": _S, "path": _S}, ["pattern"]),
        _t("search_file_content", "Searches for a regular expression within the content of files.", {"pattern": _S, "path": _S, "include": _S}, ["pattern"]),
        _t("run_shell_command", "Executes a shell command as `bash -c <command>` and returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", {"command": _S, "description": _S, "directory": _S}, ["command"]),
    ],
    "cline": [
        _t("execute_command", "Execute a CLI command in the project's working directory; the result is the command's output.", {"command": _S, "requires_approval": _B}, ["command", "requires_approval"]),
        _t("read_file", "Read the contents of a file at the specified path (relative to the working directory).", {"path": _S}, ["path"]),
        _t("write_to_file", "Write complete content to a file, creating it (and its directories) if needed.", {"path": _S, "content": _S}, ["path", "content"]),
        _t("replace_in_file", "Replace sections of a file using SEARCH/REPLACE blocks; returns the full updated file content.", {"path": _S, "diff": _S}, ["path", "diff"]),
        _t("list_files", "List files and directories within the specified directory.", {"path": _S, "recursive": _B}, ["path"]),
        _t("search_files", "Regex search across files in a directory, returning matches with surrounding context.", {"path": _S, "regex": _S, "file_pattern": _S}, ["path", "regex"]),
    ],
    "codex": [
        _t("shell", "Runs a shell command and returns its output. Arguments are an argv array (usually [\"bash\", \"-lc\", \"...\"]); file edits are made with [\"apply_patch\", \"*** Begin Patch ... *** End Patch\"]. The result is a JSON object with output and metadata.exit_code / metadata.duration_seconds.", {"command": {"type": "array", "items": _S}, "workdir": _S, "timeout_ms": _I}, ["command"]),
    ],
    "sweagent": [
        _t("bash", "Run commands in a bash shell in /testbed. Commands that produce no output print a confirmation line.", {"command": _S}, ["command"]),
        _t("str_replace_editor", "View, create and edit files: view, create, str_replace, insert, undo_edit.", {"command": _S, "path": _S, "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": _I, "view_range": {"type": "array", "items": _I}}, ["command", "path"]),
        _t("submit", "Submit the current changes (git diff) as the solution.", {}, []),
    ],
    "sweagent_aci": [
        _t("open", "open <path> [<line_number>]: opens the file in a 100-line window, optionally centred on line_number.", {"path": _S, "line_number": _I}, ["path"]),
        _t("goto", "goto <line_number>: moves the window to show line_number.", {"line_number": _I}, ["line_number"]),
        _t("edit", "edit <start_line>:<end_line>\\n<replacement_text>\\nend_of_edit: replaces lines start..end of the open file.", {"start_line": _I, "end_line": _I, "replacement_text": _S}, ["start_line", "end_line", "replacement_text"]),
        _t("search_dir", "search_dir <search_term> [<dir>]: searches for search_term in all files in dir.", {"search_term": _S, "dir": _S}, ["search_term"]),
        _t("search_file", "search_file <search_term> [<file>]: searches for search_term in file (the open file by default).", {"search_term": _S, "file": _S}, ["search_term"]),
        _t("find_file", "find_file <file_name> [<dir>]: finds all files with the given name in dir.", {"file_name": _S, "dir": _S}, ["file_name"]),
        _t("bash", "Any other shell command, e.g. running the test suite.", {"command": _S}, ["command"]),
        _t("submit", "Submits the current file changes.", {}, []),
    ],
    "aider": [
        _t("edit_block", "A SEARCH/REPLACE block naming a file; aider applies it and auto-commits the change with a generated message.", {"path": _S, "search": _S, "replace": _S}, ["path", "search", "replace"]),
        _t("/run", "/run <command>: runs a shell command and offers to add its output to the chat.", {"command": _S}, ["command"]),
        _t("/add", "/add <files>: adds files to the chat so they can be edited.", {"files": _S}, ["files"]),
        _t("/undo", "/undo: undoes the last git commit if it was made by aider.", {}, []),
        _t("/git", "/git <args>: runs a git command.", {"args": _S}, ["args"]),
    ],
}

HARNESS = {
    "openhands": "The agent is an OpenHands CodeActAgent working in {root}. execute_bash results end with `[The command completed with exit code N.]`, the working directory and the Python interpreter; str_replace_editor prints `cat -n` snippets.",
    "claude": "The agent is Claude Code working in {root}. Read returns `N→content` lines; Edit returns a `cat -n` snippet of the edited region; Bash returns the command's stdout and stderr as printed.",
    "gemini": "The agent is Gemini CLI working in the project {root}. run_shell_command results list Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.",
    "cline": "The agent is Cline (VS Code extension) with working directory {root}. Results are prefixed `[tool for 'arg'] Result:`; replace_in_file returns the full saved file inside <final_file_content>.",
    "codex": "The agent is Codex CLI working in {root}. Each shell call returns a JSON object {{\"output\": ..., \"metadata\": {{\"exit_code\": N, \"duration_seconds\": S}}}}; apply_patch prints the files it updated.",
    "sweagent": "The agent is SWE-agent (function-calling tools) working on the repository checked out at {root}.",
    "sweagent_aci": "The agent is SWE-agent with its agent-computer interface, repository at {root}. Every observation ends with `(Open file: ...)`, `(Current directory: ...)` and the `bash-$` prompt; `open` shows `[File: path (N lines total)]` and a numbered window.",
    "aider": "The agent is aider in the git repository {root}: its edits are SEARCH/REPLACE blocks that aider applies and auto-commits; chat commands (/run, /add, /undo, /git) print what aider prints.",
}


def system(harness: str, root: str) -> str:
    return BASE.replace("{harness}", HARNESS[harness].format(root=root)).replace("{tools}", json.dumps(TOOLS[harness], indent=1, ensure_ascii=False))


# ---------------------------------------------------------------------------------------------------------------
# harness helpers
# ---------------------------------------------------------------------------------------------------------------


def lines_of(text: str, a: int, b: int) -> list[tuple[int, str]]:
    ls = text.split("\n")
    return [(i, ls[i - 1]) for i in range(a, min(b, len(ls)) + 1)]


def nlines(text: str) -> int:
    return len(text.split("\n"))


def find_line(text: str, needle: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            return i
    raise KeyError(needle)


def sub1(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


# Claude Code
def cc_bash(cmd: str, desc: str) -> str:
    return call("Bash", command=cmd, description=desc)


def cc_read(path: str, text: str, a: int = 1, b: int | None = None) -> tuple[str, str]:
    b = b or nlines(text)
    act = call("Read", file_path=path) if (a, b) == (1, nlines(text)) else call("Read", file_path=path, offset=a, limit=b - a + 1)
    return act, "\n".join(f"{i:6d}→{ln}" for i, ln in lines_of(text, a, b))


def cc_edit(path: str, old: str, new: str, after: str, a: int, b: int) -> tuple[str, str]:
    body = "\n".join(f"{i:6d}→{ln}" for i, ln in lines_of(after, a, b))
    return (call("Edit", file_path=path, old_string=old, new_string=new),
            f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n{body}")


# Gemini CLI
def g_run(cmd: str, desc: str, out: str, code: int = 0, pgid: int = 40211, err: str = "") -> tuple[str, str]:
    obs = gem_run(cmd, out, code=code, pgid=pgid)
    if err:
        obs = obs.replace("Stderr: (empty)", f"Stderr: {err}")
    if code:
        obs = obs.replace("Error: (none)", f"Error: Command exited with code {code}")
    return gshell(cmd, desc), obs


def g_replace(path: str, old: str, new: str) -> tuple[str, str]:
    return call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."


# Cline
def cl_exec(cmd: str, out: str) -> tuple[str, str]:
    return (call("execute_command", command=cmd, requires_approval=False),
            f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip()}")


def cl_read(path: str, text: str) -> tuple[str, str]:
    return call("read_file", path=path), f"[read_file for '{path}'] Result:\n{text}"


def cl_replace(path: str, search: str, replace: str, after: str) -> tuple[str, str]:
    diff = f"------- SEARCH\n{search}\n=======\n{replace}\n+++++++ REPLACE"
    obs = (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
           f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{after}\n</final_file_content>\n\n"
           "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
           "This content reflects the current state of the file, including any auto-formatting.")
    return call("replace_in_file", path=path, diff=diff), obs


# Codex CLI
def cx(cmd: str, wd: str, out: str, code: int = 0, dur: float = 0.4) -> tuple[str, str]:
    return (call("shell", command=["bash", "-lc", cmd], workdir=wd, timeout_ms=120000),
            json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, ensure_ascii=False))


def cx_patch(wd: str, patch: str, files: list[str]) -> tuple[str, str]:
    out = "Success. Updated the following files:\n" + "\n".join(f"M {f}" for f in files) + "\n"
    return (call("shell", command=["apply_patch", patch], workdir=wd),
            json.dumps({"output": out, "metadata": {"exit_code": 0, "duration_seconds": 0.0}}))


# SWE-agent (ACI)
def aci(cmd: str) -> str:
    return f"```\n{cmd}\n```"


def aci_obs(out: str, open_file: str, cwd: str = "/repo") -> str:
    return f"{out.rstrip()}\n(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def aci_window(path: str, text: str, a: int, b: int) -> str:
    n = nlines(text)
    b = min(b, n)
    head = f"[File: {path} ({n} lines total)]\n"
    if a > 1:
        head += f"({a - 1} more lines above)\n"
    body = "\n".join(f"{i}:{ln}" for i, ln in lines_of(text, a, b))
    tail = f"\n({n - b} more lines below)" if b < n else ""
    return head + body + tail


# Aider
def aider_edit(path: str, search: str, replace: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


def aider_run(out: str, tokens: str, nl: int | None = None) -> str:
    nl = nl if nl is not None else len(out.rstrip("\n").split("\n"))
    return (f"{out.rstrip()}\nAdd {tokens} tokens of command output to the chat? (Y)es/(N)o [Yes]: y\n"
            f"Added {nl} lines of output to the chat.")


def aider_applied(paths: list[str], commit: str, msg: str) -> str:
    return ("\n".join(f"Applied edit to {p}" for p in paths) + f"\nCommit {commit} {msg}\n"
            "You can use /undo to undo and discard each aider commit.")


def unified(path: str, before: str, after: str, idx: str, ctx: int = 3) -> str:
    """A one-hunk git diff between two versions of a file (the changed lines must be contiguous)."""
    a, b = before.split("\n"), after.split("\n")
    s = 0
    while s < min(len(a), len(b)) and a[s] == b[s]:
        s += 1
    ea, eb = len(a), len(b)
    while ea > s and eb > s and a[ea - 1] == b[eb - 1]:
        ea, eb = ea - 1, eb - 1
    c0 = max(0, s - ctx)
    ca = min(len(a), ea + ctx)
    old_n = ca - c0
    new_n = (s - c0) + (eb - s) + (ca - ea)
    head = ""
    for ln in reversed(a[:c0]):
        if ln and (ln[0].isalpha() or ln[0] in "_$"):
            head = " " + ln
            break
    body = [" " + x for x in a[c0:s]] + ["-" + x for x in a[s:ea]] + ["+" + x for x in b[s:eb]] + [" " + x for x in a[ea:ca]]
    return (f"diff --git a/{path} b/{path}\nindex {idx} 100644\n--- a/{path}\n+++ b/{path}\n"
            f"@@ -{c0 + 1},{old_n} +{c0 + 1},{new_n} @@{head}\n" + "\n".join(body))



# ---------------------------------------------------------------------------------------------------------------
# 01 React + vitest, OpenHands — clean
# ---------------------------------------------------------------------------------------------------------------

PRICING = """import type { CartLine, Coupon } from '../types/cart';

export const FREE_SHIPPING_THRESHOLD = 50;
export const STANDARD_SHIPPING = 4.95;

export function subtotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

export function couponAmount(base: number, coupon?: Coupon): number {
  if (!coupon) return 0;
  if (coupon.kind === 'fixed') return Math.min(coupon.value, base);
  return round2((base * coupon.value) / 100);
}

export function shipping(net: number): number {
  return net >= FREE_SHIPPING_THRESHOLD ? 0 : STANDARD_SHIPPING;
}

export function cartTotal(lines: CartLine[], vatRate: number, coupon?: Coupon): number {
  const net = subtotal(lines);
  const gross = net * (1 + vatRate);
  const discount = couponAmount(net, coupon);
  return round2(gross - discount + shipping(net));
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export function formatGBP(n: number): string {
  return `£${n.toFixed(2)}`;
}"""

PRICING_OLD = """  const net = subtotal(lines);
  const gross = net * (1 + vatRate);
  const discount = couponAmount(net, coupon);
  return round2(gross - discount + shipping(net));"""
PRICING_NEW = """  const net = subtotal(lines);
  const discounted = net - couponAmount(net, coupon);
  return round2(discounted * (1 + vatRate) + shipping(discounted));"""


def t01(rs: RowSet) -> None:
    root = "/workspace/shopfront"
    f = f"{root}/src/lib/pricing.ts"
    after = sub1(PRICING, PRICING_OLD, PRICING_NEW)
    turns = [
        (bash("cd /workspace/shopfront && git log --oneline -5 && git status -sb"), oh_bash(
            """3b9f0d2 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #417 from shopfront/deps/vite-5.2
e41a7c9 chore(deps): bump vite from 5.1.6 to 5.2.8
a90d5f1 feat(cart): show per-line savings badge
5c2e8b4 test(cart): cover free-shipping threshold
1f07d33 fix(checkout): keep postcode uppercase
## main...origin/main""", root)),
        (bash("npx vitest run src/components/cart"), oh_bash(
            """
 RUN  v1.4.0 /workspace/shopfront

 ✓ src/components/cart/CartLine.test.tsx  (5 tests) 61ms
 ✓ src/components/cart/FreeShippingBar.test.tsx  (3 tests) 38ms
 ❯ src/components/cart/CartSummary.test.tsx  (6 tests | 1 failed) 94ms
   ❯ src/components/cart/CartSummary.test.tsx > CartSummary > applies a percentage coupon before VAT
     → expected '£99.00' to be '£97.20' // Object.is equality

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/cart/CartSummary.test.tsx > CartSummary > applies a percentage coupon before VAT
AssertionError: expected '£99.00' to be '£97.20' // Object.is equality

- Expected
+ Received

- £97.20
+ £99.00

 ❯ src/components/cart/CartSummary.test.tsx:58:31
     56|     render(<CartSummary lines={lines} coupon={{ kind: 'percent', value: 10 }} vatRate={0.2} />);
     57|     const total = screen.getByTestId('cart-total');
     58|     expect(total.textContent).toBe('£97.20');
       |                               ^
     59|   });
     60|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 13 passed (14)
   Start at  09:14:22
   Duration  1.87s (transform 212ms, setup 301ms, collect 644ms, tests 193ms, environment 1.02s, prepare 318ms)
""", root, 1)),
        (editor("view", f), cat_n(f, PRICING)),
        (editor("str_replace", f, old_str=PRICING_OLD, new_str=PRICING_NEW), edited(f, "\n".join(ln for _, ln in lines_of(after, 16, 28)), 16)),
        (bash("npx vitest run src/components/cart"), oh_bash(
            """
 RUN  v1.4.0 /workspace/shopfront

 ✓ src/components/cart/CartLine.test.tsx  (5 tests) 57ms
 ✓ src/components/cart/FreeShippingBar.test.tsx  (3 tests) 41ms
 ✓ src/components/cart/CartSummary.test.tsx  (6 tests) 88ms

 Test Files  3 passed (3)
      Tests  14 passed (14)
   Start at  09:16:05
   Duration  1.62s (transform 198ms, setup 287ms, collect 601ms, tests 186ms, environment 958ms, prepare 301ms)
""", root)),
        (bash("npx tsc --noEmit -p tsconfig.json && npx vitest run"), oh_bash(
            """
 RUN  v1.4.0 /workspace/shopfront

 ✓ src/lib/pricing.test.ts  (11 tests) 9ms
 ✓ src/lib/format.test.ts  (7 tests) 5ms
 ✓ src/hooks/useCart.test.ts  (9 tests) 27ms
 ✓ src/hooks/useDebounce.test.ts  (4 tests) 112ms
 ✓ src/api/client.test.ts  (8 tests) 33ms
 ✓ src/components/cart/CartLine.test.tsx  (5 tests) 66ms
 ✓ src/components/cart/FreeShippingBar.test.tsx  (3 tests) 44ms
 ✓ src/components/cart/CartSummary.test.tsx  (6 tests) 97ms
 ✓ src/components/checkout/AddressForm.test.tsx  (10 tests) 241ms
 ✓ src/components/checkout/PaymentStep.test.tsx  (6 tests) 188ms
 ✓ src/components/checkout/ReviewStep.test.tsx  (5 tests) 102ms
 ✓ src/components/catalog/ProductCard.test.tsx  (7 tests) 84ms
 ✓ src/components/catalog/ProductGrid.test.tsx  (4 tests) 131ms
 ✓ src/components/catalog/FilterPanel.test.tsx  (8 tests) 176ms
 ✓ src/components/layout/Header.test.tsx  (3 tests) 49ms
 ✓ src/components/layout/MiniCart.test.tsx  (5 tests) 72ms
 ✓ src/pages/CartPage.test.tsx  (4 tests) 158ms
 ✓ src/pages/CheckoutPage.test.tsx  (4 tests) 203ms
 ✓ src/App.test.tsx  (3 tests) 119ms

 Test Files  19 passed (19)
      Tests  112 passed (112)
   Start at  09:16:31
   Duration  4.93s (transform 1.12s, setup 2.87s, collect 5.31s, tests 2.02s, environment 9.44s, prepare 2.96s)
""", root)),
        (bash("git diff"), oh_bash(unified("src/lib/pricing.ts", PRICING, after, "8c41d2e..f03a7b9"), root)),
        (bash('git commit -qam "fix(cart): apply percentage coupon before VAT (#418)" && git log --oneline -3 && git status -sb'), oh_bash(
            """7d2e5a1 (HEAD -> main) fix(cart): apply percentage coupon before VAT (#418)
3b9f0d2 (origin/main, origin/HEAD) Merge pull request #417 from shopfront/deps/vite-5.2
e41a7c9 chore(deps): bump vite from 5.1.6 to 5.2.8
## main...origin/main [ahead 1]""", root)),
    ]
    state = ("OpenHands sandbox (Ubuntu 22.04, Node v20.11.1, npm 10.2.4). Repository /workspace/shopfront (Vite 5 + React 18 + TypeScript, vitest 1.4 with jsdom) cloned at main, dependencies installed.\n"
             "Issue #418: \"Cart total is wrong when a percentage coupon is applied: the discount must be taken off the net price before VAT is added.\"")
    rs.add("swe", "h60-swe-01", system("openhands", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 02 Vue 3 + Playwright, Claude Code — bad: PAGE_SIZE 25 (turn 2) greps as 20 (turn 8)
# ---------------------------------------------------------------------------------------------------------------

INVSTORE = """import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { fetchInvoices } from '@/api/invoices';
import type { Invoice, InvoiceStatus } from '@/types';

export type SortKey = 'number' | 'customer' | 'dueDate' | 'amount';
const PAGE_SIZE = 25;

export const useInvoiceStore = defineStore('invoices', () => {
  const items = ref<Invoice[]>([]);
  const page = ref(1);
  const sortKey = ref<SortKey>('dueDate');
  const sortDir = ref<'asc' | 'desc'>('asc');
  const statusFilter = ref<InvoiceStatus | 'all'>('all');

  async function load() {
    items.value = await fetchInvoices();
  }

  const filtered = computed(() =>
    statusFilter.value === 'all' ? items.value : items.value.filter((i) => i.status === statusFilter.value),
  );

  const sorted = computed(() => {
    const dir = sortDir.value === 'asc' ? 1 : -1;
    return [...filtered.value].sort((a, b) => {
      const av = a[sortKey.value];
      const bv = b[sortKey.value];
      if (typeof av === 'number' && typeof bv === 'number') return (av - bv) * dir;
      return String(av).localeCompare(String(bv)) * dir;
    });
  });

  const pageCount = computed(() => Math.max(1, Math.ceil(sorted.value.length / PAGE_SIZE)));
  const visible = computed(() => sorted.value.slice((page.value - 1) * PAGE_SIZE, page.value * PAGE_SIZE));

  return { items, page, sortKey, sortDir, statusFilter, load, sorted, pageCount, visible };
});"""

INV_OLD = """    return [...filtered.value].sort((a, b) => {
      const av = a[sortKey.value];
      const bv = b[sortKey.value];"""
INV_NEW = """    return [...filtered.value].sort((a, b) => {
      const av = sortValue(a, sortKey.value);
      const bv = sortValue(b, sortKey.value);"""
INV_OLD2 = """export const useInvoiceStore"""
INV_NEW2 = """// dueDate arrives as dd/mm/yyyy from /api/invoices; compare it as yyyymmdd
function sortValue(inv: Invoice, key: SortKey): string | number {
  if (key !== 'dueDate') return inv[key];
  const [d, m, y] = inv.dueDate.split('/');
  return Number(`${y}${m}${d}`);
}

export const useInvoiceStore"""


def t02(rs: RowSet) -> None:
    root = "/home/dev/invoice-portal"
    f = f"{root}/src/stores/invoices.ts"
    mid = sub1(INVSTORE, INV_OLD2, INV_NEW2)
    after = sub1(mid, INV_OLD, INV_NEW)
    grep_lines = [(i, ln) for i, ln in lines_of(after, 1, nlines(after)) if "PAGE_SIZE" in ln]
    grep_out = "\n".join(f"{f}:{i}:{ln}" for i, ln in grep_lines).replace("const PAGE_SIZE = 25;", "const PAGE_SIZE = 20;")
    a0 = find_line(after, "// dueDate arrives")
    turns = [
        (cc_bash("git status && git branch --show-current && git log --oneline -3", "Show branch, status and recent commits"),
         """On branch fix/invoice-due-sort
Your branch is up to date with 'origin/fix/invoice-due-sort'.

nothing to commit, working tree clean
fix/invoice-due-sort
c4e82d1 (HEAD -> fix/invoice-due-sort, origin/fix/invoice-due-sort) e2e: add failing spec for due-date ordering (#233)
90ab1f7 (origin/main, main) feat(invoices): status filter chips
2d6c5e3 chore: bump @playwright/test to 1.43.1"""),
        cc_read(f, INVSTORE),
        (cc_bash("npx playwright test e2e/invoices.spec.ts --project=chromium --reporter=list", "Run invoice e2e specs on chromium"),
         """
Running 7 tests using 4 workers

  ✓  1 [chromium] › invoices.spec.ts:9:3 › invoice list › renders the first page of invoices (1.2s)
  ✓  2 [chromium] › invoices.spec.ts:17:3 › invoice list › paginates at 25 rows per page (1.4s)
  ✓  3 [chromium] › invoices.spec.ts:28:3 › invoice list › filters by status chip (1.1s)
  ✘  4 [chromium] › invoices.spec.ts:41:3 › invoice list › sorts by due date ascending (5.3s)
  ✓  5 [chromium] › invoices.spec.ts:55:3 › invoice list › sorts by amount descending (988ms)
  ✓  6 [chromium] › invoices.spec.ts:66:3 › invoice list › opens invoice detail drawer (1.6s)
  ✓  7 [chromium] › invoices.spec.ts:80:3 › invoice list › keeps sort when changing page (1.3s)


  1) [chromium] › invoices.spec.ts:41:3 › invoice list › sorts by due date ascending ───────────────

    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)

    Locator: getByRole('row').nth(1).getByRole('cell').first()
    Expected string: "INV-2024-0131"
    Received string: "INV-2024-0207"
    Call log:
      - expect.toHaveText with timeout 5000ms
      - waiting for getByRole('row').nth(1).getByRole('cell').first()
      -   locator resolved to <td class="inv-cell inv-cell--number">INV-2024-0207</td>
      -   unexpected value "INV-2024-0207"

      46 |     await page.getByRole('columnheader', { name: 'Due date' }).click();
      47 |     const firstCell = page.getByRole('row').nth(1).getByRole('cell').first();
    > 48 |     await expect(firstCell).toHaveText('INV-2024-0131');
         |                             ^
      49 |   });
      50 |

        at /home/dev/invoice-portal/e2e/invoices.spec.ts:48:29

    attachment #1: screenshot (image/png) ──────────────────────────────────────────────────────────
    test-results/invoices-invoice-list-sorts-by-due-date-ascending-chromium/test-failed-1.png
    ────────────────────────────────────────────────────────────────────────────────────────────────

  1 failed
    [chromium] › invoices.spec.ts:41:3 › invoice list › sorts by due date ascending ────────────────
  6 passed (9.8s)"""),
        (call("Grep", pattern="dueDate", path="src", output_mode="content", **{"-n": True}),
         """/home/dev/invoice-portal/src/types.ts:14:  dueDate: string; // dd/mm/yyyy, as returned by GET /api/invoices
/home/dev/invoice-portal/src/stores/invoices.ts:6:export type SortKey = 'number' | 'customer' | 'dueDate' | 'amount';
/home/dev/invoice-portal/src/stores/invoices.ts:12:  const sortKey = ref<SortKey>('dueDate');
/home/dev/invoice-portal/src/components/InvoiceTable.vue:23:        <th scope="col" :aria-sort="ariaSort('dueDate')" @click="toggleSort('dueDate')">Due date</th>
/home/dev/invoice-portal/src/components/InvoiceTable.vue:41:          <td class="inv-cell inv-cell--due">{{ inv.dueDate }}</td>
/home/dev/invoice-portal/src/mocks/handlers.ts:58:      dueDate: format(addDays(base, i * 3), 'dd/MM/yyyy'),"""),
        cc_edit(f, INV_OLD2, INV_NEW2, mid, a0 - 2, a0 + 9),
        cc_edit(f, INV_OLD, INV_NEW, after, find_line(after, "const sorted") - 1, find_line(after, "const sorted") + 9),
        (cc_bash("npx playwright test e2e/invoices.spec.ts --project=chromium --reporter=list", "Re-run invoice e2e specs"),
         """
Running 7 tests using 4 workers

  ✓  1 [chromium] › invoices.spec.ts:9:3 › invoice list › renders the first page of invoices (1.1s)
  ✓  2 [chromium] › invoices.spec.ts:17:3 › invoice list › paginates at 25 rows per page (1.3s)
  ✓  3 [chromium] › invoices.spec.ts:28:3 › invoice list › filters by status chip (1.0s)
  ✓  4 [chromium] › invoices.spec.ts:41:3 › invoice list › sorts by due date ascending (1.2s)
  ✓  5 [chromium] › invoices.spec.ts:55:3 › invoice list › sorts by amount descending (941ms)
  ✓  6 [chromium] › invoices.spec.ts:66:3 › invoice list › opens invoice detail drawer (1.5s)
  ✓  7 [chromium] › invoices.spec.ts:80:3 › invoice list › keeps sort when changing page (1.4s)

  7 passed (5.2s)"""),
        (call("Grep", pattern="PAGE_SIZE", path="src", output_mode="content", **{"-n": True}), grep_out),
        (cc_bash("npx vitest run src/stores && git add -A && git commit -qm 'fix(invoices): sort due dates chronologically (#233)' && git log --oneline -2", "Run store unit tests and commit"),
         """
 RUN  v1.5.0 /home/dev/invoice-portal

 ✓ src/stores/invoices.spec.ts  (9 tests) 23ms
 ✓ src/stores/session.spec.ts  (4 tests) 11ms

 Test Files  2 passed (2)
      Tests  13 passed (13)
   Start at  16:42:09
   Duration  812ms (transform 104ms, setup 0ms, collect 231ms, tests 34ms, environment 402ms, prepare 176ms)

5f3b0a8 (HEAD -> fix/invoice-due-sort) fix(invoices): sort due dates chronologically (#233)
c4e82d1 (origin/fix/invoice-due-sort) e2e: add failing spec for due-date ordering (#233)"""),
    ]
    state = ("Claude Code session in /home/dev/invoice-portal (Vue 3.4 + Pinia + Vite, Playwright 1.43 e2e against the Vite dev server with MSW mocks, vitest for units). Node 20.12.2.\n"
             "Ticket #233: clicking the \"Due date\" header sorts invoices alphabetically (by day of month) instead of chronologically.")
    rs.add("swe", "h60-swe-02", system("claude", root), turns, state=state, bad=True, turn=8,
           kind="PAGE_SIZE read as 25 on line 7 of src/stores/invoices.ts at turn 2 greps as 20 at turn 8 though only the sort code was edited")


# ---------------------------------------------------------------------------------------------------------------
# 03 SvelteKit + vitest/@testing-library/svelte, Gemini CLI — bad: suite of 64 tests reports 63 after a component-only edit
# ---------------------------------------------------------------------------------------------------------------

BADGE = """<script lang="ts">
  import { units } from '$lib/stores/settings';

  export let meters: number;
  export let precision = 1;

  const KM = 1000;
  const MILE = 1609.344;

  $: label =
    $units === 'imperial'
      ? `${(meters / MILE).toFixed(precision)} mi`
      : `${(meters / KM).toFixed(precision)} km`;
</script>

<span class="badge" title={`${Math.round(meters)} m`} data-testid="distance-badge">{label}</span>

<style>
  .badge {
    display: inline-flex;
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    font-variant-numeric: tabular-nums;
    background: var(--badge-bg, #eef2f7);
  }
</style>"""

BADGE_OLD = """      : `${(meters / KM).toFixed(precision)} km`;"""
BADGE_NEW = """      : meters < KM
        ? `${Math.round(meters)} m`
        : `${(meters / KM).toFixed(precision)} km`;"""

SVELTE_FILES = [
    ("src/lib/utils/geo.test.ts", 14, "12ms"), ("src/lib/utils/gpx.test.ts", 9, "41ms"), ("src/lib/utils/format.test.ts", 6, "4ms"),
    ("src/lib/stores/settings.test.ts", 4, "6ms"), ("src/lib/stores/routes.test.ts", 7, "18ms"),
    ("src/lib/components/DistanceBadge.test.ts", 5, "37ms"), ("src/lib/components/ElevationChart.test.ts", 3, "88ms"),
    ("src/lib/components/RouteCard.test.ts", 5, "64ms"), ("src/lib/components/UnitToggle.test.ts", 2, "29ms"),
    ("src/lib/components/map/TrailLayer.test.ts", 3, "53ms"), ("src/routes/routes/[id]/page.test.ts", 4, "71ms"),
    ("src/routes/page.server.test.ts", 2, "8ms"),
]


def t03(rs: RowSet) -> None:
    root = "/home/ana/code/trailmap"
    f = f"{root}/src/lib/components/DistanceBadge.svelte"
    first = []
    for name, n, ms in SVELTE_FILES:
        if "DistanceBadge" in name:
            first.append(f" ❯ {name}  ({n} tests | 1 failed) {ms}\n   ❯ {name} > DistanceBadge > shows metres below one kilometre\n     → expected '0.8 km' to be '850 m' // Object.is equality")
        else:
            first.append(f" ✓ {name}  ({n} tests) {ms}")
    second = []
    for name, n, ms in SVELTE_FILES:
        n2 = n - 1 if "DistanceBadge" in name else n
        second.append(f" ✓ {name}  ({n2} tests) {int(ms[:-2]) * 9 // 10 + 1}ms")
    run1 = ("\n> trailmap@0.9.3 test\n> vitest --run\n\n\n RUN  v1.6.0 /home/ana/code/trailmap\n\n" + "\n".join(first) + """

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/components/DistanceBadge.test.ts > DistanceBadge > shows metres below one kilometre
AssertionError: expected '0.8 km' to be '850 m' // Object.is equality

- Expected
+ Received

- 850 m
+ 0.8 km

 ❯ src/lib/components/DistanceBadge.test.ts:27:55
     25|     units.set('metric');
     26|     render(DistanceBadge, { meters: 850 });
     27|     expect(screen.getByTestId('distance-badge').textContent).toBe('850 m');
       |                                                       ^
     28|   });
     29|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed | 11 passed (12)
      Tests  1 failed | 63 passed (64)
   Start at  11:03:47
   Duration  3.12s (transform 702ms, setup 1.04s, collect 2.61s, tests 426ms, environment 4.87s, prepare 1.55s)
""")
    run2 = ("\n> trailmap@0.9.3 test\n> vitest --run\n\n\n RUN  v1.6.0 /home/ana/code/trailmap\n\n" + "\n".join(second) + """

 Test Files  12 passed (12)
      Tests  63 passed (63)
   Start at  11:05:12
   Duration  2.94s (transform 688ms, setup 1.01s, collect 2.48s, tests 419ms, environment 4.71s, prepare 1.49s)
""")
    after = sub1(BADGE, BADGE_OLD, BADGE_NEW)
    turns = [
        (call("list_directory", path=f"{root}/src/lib/components"),
         f"""Directory listing for {root}/src/lib/components:
[DIR] map
DistanceBadge.svelte
DistanceBadge.test.ts
ElevationChart.svelte
ElevationChart.test.ts
RouteCard.svelte
RouteCard.test.ts
UnitToggle.svelte
UnitToggle.test.ts"""),
        g_run("npm run test -- --run", "Run the vitest suite once", run1, code=1, pgid=51877),
        (call("read_file", absolute_path=f), BADGE),
        g_replace(f, BADGE_OLD, BADGE_NEW),
        g_run("npm run test -- --run", "Re-run the vitest suite", run2, pgid=52140),
        g_run("npm run check", "Type-check Svelte components", """
> trailmap@0.9.3 check
> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json


====================================
Loading svelte-check in workspace: /home/ana/code/trailmap
Getting Svelte diagnostics...

====================================
svelte-check found 0 errors and 0 warnings""", pgid=52389),
        g_run("git status --short && git diff --stat", "Show changed files", """ M src/lib/components/DistanceBadge.svelte
 src/lib/components/DistanceBadge.svelte | 4 +++-
 1 file changed, 3 insertions(+), 1 deletion(-)""", pgid=52511),
    ]
    assert after.count("\n") == BADGE.count("\n") + 2
    state = ("Gemini CLI in /home/ana/code/trailmap (SvelteKit 2 / Svelte 4 app, vitest 1.6 + @testing-library/svelte with jsdom). git branch main, clean.\n"
             "Task: distances under one kilometre should show in metres (\"850 m\"), not \"0.8 km\"; the failing test already exists.")
    rs.add("swe", "h60-swe-03", system("gemini", root), turns, state=state, bad=True, turn=5,
           kind="suite had 64 tests (DistanceBadge.test.ts with 5) at turn 2; after only a component edit it reports 63 (DistanceBadge 4)")


# ---------------------------------------------------------------------------------------------------------------
# 04 Express + jest + supertest, Cline — clean
# ---------------------------------------------------------------------------------------------------------------


def cl_replace_multi(path: str, blocks: list[tuple[str, str]], before: str) -> tuple[str, str, str]:
    after = before
    for s_, r_ in blocks:
        after = sub1(after, s_, r_)
    diff = "\n".join(f"------- SEARCH\n{s_}\n=======\n{r_}\n+++++++ REPLACE" for s_, r_ in blocks)
    obs = (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
           f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{after}\n</final_file_content>\n\n"
           "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
           "This content reflects the current state of the file, including any auto-formatting.")
    return call("replace_in_file", path=path, diff=diff), obs, after


def jest_frame(text: str, line: int, col: int) -> str:
    out = []
    for i, ln in lines_of(text, line - 2, line + 3):
        body = f" {ln}" if ln else ""
        if i == line:
            out.append(f"    > {i} |{body}")
            out.append("      " + " " * len(str(i)) + " | " + " " * (col - 1) + "^")
        else:
            out.append(f"      {i} |{body}")
    return "\n".join(out)


ACCOUNTS_JS = """const express = require('express');
const Account = require('../models/account');
const { requireAuth } = require('../middleware/auth');
const { CURRENCIES } = require('../config');

const router = express.Router();

router.get('/', requireAuth, async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 20, 100);
    const accounts = await Account.find({ owner: req.user.id }).sort({ createdAt: -1 }).limit(limit).lean();
    res.json({ data: accounts, count: accounts.length });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', requireAuth, async (req, res, next) => {
  try {
    const account = await Account.findOne({ _id: req.params.id, owner: req.user.id }).lean();
    if (!account) return res.status(404).json({ error: 'account_not_found' });
    res.json({ data: account });
  } catch (err) {
    next(err);
  }
});

router.post('/', requireAuth, async (req, res, next) => {
  try {
    const { currency, label } = req.body;
    if (!CURRENCIES.includes(currency)) return res.status(422).json({ error: 'unsupported_currency' });
    const account = await Account.create({ owner: req.user.id, currency, label, balanceMinor: 0 });
    res.status(201).location(`/api/accounts/${account.id}`).json({ data: account });
  } catch (err) {
    next(err);
  }
});

module.exports = router;"""

ACC_BLOCKS = [
    ("const Account = require('../models/account');", "const { isValidObjectId } = require('mongoose');\nconst Account = require('../models/account');"),
    ("router.get('/:id', requireAuth, async (req, res, next) => {\n  try {",
     "router.get('/:id', requireAuth, async (req, res, next) => {\n  if (!isValidObjectId(req.params.id)) return res.status(400).json({ error: 'invalid_account_id' });\n  try {"),
]

ACC_TEST = """const request = require('supertest');
const { MongoMemoryServer } = require('mongodb-memory-server');
const mongoose = require('mongoose');
const app = require('../src/app');
const Account = require('../src/models/account');
const { signToken } = require('../src/lib/jwt');

let mongod;
let token;
let otherToken;

beforeAll(async () => {
  mongod = await MongoMemoryServer.create();
  await mongoose.connect(mongod.getUri());
  token = signToken({ id: 'u_alice' });
  otherToken = signToken({ id: 'u_bob' });
});

afterEach(() => Account.deleteMany({}));

afterAll(async () => {
  await mongoose.disconnect();
  await mongod.stop();
});

describe('/api/accounts', () => {
  describe('GET /api/accounts', () => {
    it("lists only the caller's accounts", async () => {
      await Account.create([{ owner: 'u_alice', currency: 'EUR' }, { owner: 'u_bob', currency: 'USD' }]);
      const res = await request(app).get('/api/accounts').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(1);
    });

    it('caps limit at 100', async () => {
      const res = await request(app).get('/api/accounts?limit=500').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
    });

    it('rejects missing token with 401', async () => {
      const res = await request(app).get('/api/accounts');
      expect(res.status).toBe(401);
    });
  });

  describe('GET /api/accounts/:id', () => {
    it('returns the account', async () => {
      const acc = await Account.create({ owner: 'u_alice', currency: 'EUR' });
      const res = await request(app).get(`/api/accounts/${acc.id}`).set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body.data.currency).toBe('EUR');
    });

    it("returns 404 for another user's account", async () => {
      const acc = await Account.create({ owner: 'u_alice', currency: 'EUR' });
      const res = await request(app).get(`/api/accounts/${acc.id}`).set('Authorization', `Bearer ${otherToken}`);
      expect(res.status).toBe(404);
    });

    it('returns 400 for a malformed id', async () => {
      const res = await request(app)
        .get('/api/accounts/not-an-id')
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_account_id' });
    });
  });

  describe('POST /api/accounts', () => {
    it('creates an account with zero balance', async () => {
      const res = await request(app).post('/api/accounts').set('Authorization', `Bearer ${token}`).send({ currency: 'GBP', label: 'Savings' });
      expect(res.status).toBe(201);
      expect(res.body.data.balanceMinor).toBe(0);
      expect(res.headers.location).toBe(`/api/accounts/${res.body.data._id}`);
    });

    it('rejects unknown currency with 422', async () => {
      const res = await request(app).post('/api/accounts').set('Authorization', `Bearer ${token}`).send({ currency: 'XYZ' });
      expect(res.status).toBe(422);
    });
  });
});"""

ACC_TEST_OLD = """      expect(res.body).toEqual({ error: 'invalid_account_id' });
    });
  });"""
ACC_TEST_NEW = """      expect(res.body).toEqual({ error: 'invalid_account_id' });
    });

    it('returns 404 for an unknown but well-formed id', async () => {
      const res = await request(app)
        .get('/api/accounts/665f1c2e9b1d4a0012ab34cd')
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'account_not_found' });
    });
  });"""


def t04(rs: RowSet) -> None:
    root = "/Users/marco/dev/ledger-api"
    act4, obs4, acc_after = cl_replace_multi("src/routes/accounts.js", ACC_BLOCKS, ACCOUNTS_JS)
    test_after = sub1(ACC_TEST, ACC_TEST_OLD, ACC_TEST_NEW)
    fl = find_line(ACC_TEST, "expect(res.status).toBe(400);")
    health = '{"status":"ok","uptime":1.013,"mongo":"connected","version":"2.3.0"}'
    body400 = '{"error":"invalid_account_id"}'
    jest1 = f""" FAIL  tests/accounts.test.js
  /api/accounts
    GET /api/accounts
      ✓ lists only the caller's accounts (48 ms)
      ✓ caps limit at 100 (21 ms)
      ✓ rejects missing token with 401 (6 ms)
    GET /api/accounts/:id
      ✓ returns the account (14 ms)
      ✓ returns 404 for another user's account (11 ms)
      ✕ returns 400 for a malformed id (19 ms)
    POST /api/accounts
      ✓ creates an account with zero balance (25 ms)
      ✓ rejects unknown currency with 422 (9 ms)

  ● /api/accounts › GET /api/accounts/:id › returns 400 for a malformed id

    expect(received).toBe(expected) // Object.is equality

    Expected: 400
    Received: 500

{jest_frame(ACC_TEST, fl, 26)}

      at Object.toBe (tests/accounts.test.js:{fl}:26)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 7 passed, 8 total
Snapshots:   0 total
Time:        2.417 s, estimated 3 s
Ran all test suites matching /tests\\/accounts.test.js/i."""
    jest2 = """ PASS  tests/accounts.test.js
  /api/accounts
    GET /api/accounts
      ✓ lists only the caller's accounts (51 ms)
      ✓ caps limit at 100 (19 ms)
      ✓ rejects missing token with 401 (5 ms)
    GET /api/accounts/:id
      ✓ returns the account (15 ms)
      ✓ returns 404 for another user's account (10 ms)
      ✓ returns 400 for a malformed id (4 ms)
      ✓ returns 404 for an unknown but well-formed id (8 ms)
    POST /api/accounts
      ✓ creates an account with zero balance (23 ms)
      ✓ rejects unknown currency with 422 (8 ms)

Test Suites: 1 passed, 1 total
Tests:       9 passed, 9 total
Snapshots:   0 total
Time:        2.198 s, estimated 3 s
Ran all test suites matching /tests\\/accounts.test.js/i."""
    turns = [
        (call("list_files", path="src", recursive=True), """[list_files for 'src'] Result:
app.js
config.js
server.js
lib/
lib/jwt.js
lib/money.js
middleware/
middleware/auth.js
middleware/errors.js
middleware/requestId.js
models/
models/account.js
models/transfer.js
models/ledgerEntry.js
routes/
routes/accounts.js
routes/health.js
routes/ledger.js
routes/transfers.js"""),
        cl_read("src/routes/accounts.js", ACCOUNTS_JS),
        cl_exec("npx jest tests/accounts.test.js", jest1),
        (act4, obs4),
        cl_replace("tests/accounts.test.js", ACC_TEST_OLD, ACC_TEST_NEW, test_after),
        cl_exec("npx jest tests/accounts.test.js", jest2),
        cl_exec("npx jest", """ PASS  tests/health.test.js
 PASS  tests/middleware/auth.test.js
 PASS  tests/accounts.test.js
 PASS  tests/ledger.test.js
 PASS  tests/auth.test.js
 PASS  tests/transfers.test.js

Test Suites: 6 passed, 6 total
Tests:       47 passed, 47 total
Snapshots:   2 passed, 2 total
Time:        6.83 s
Ran all test suites."""),
        cl_exec("PORT=4010 node src/server.js > .tmp/ledger.log 2>&1 & sleep 1; curl -s -i localhost:4010/api/accounts/xyz -H 'Authorization: Bearer dev-token'; echo; cat .tmp/ledger.log",
                f"""[1] 48213
HTTP/1.1 400 Bad Request
X-Powered-By: Express
X-Request-Id: 5b0d9c1e-7f8a-4b52-9c0e-2a61f3d4e8b7
Content-Type: application/json; charset=utf-8
Content-Length: {len(body400)}
ETag: W/"1e-Qm3Xn0u3jzYHc1w2b8iCqkM8n1E"
Date: Tue, 11 Jun 2024 08:41:12 GMT
Connection: keep-alive
Keep-Alive: timeout=5

{body400}
ledger-api listening on :4010 (pid 48213, env development)
GET /api/accounts/xyz 400 3.104 ms - {len(body400)}"""),
        cl_exec("kill 48213; sleep 0.5; PORT=4010 node src/server.js > .tmp/ledger.log 2>&1 & sleep 1; curl -s localhost:4010/health; echo; cat .tmp/ledger.log",
                f"""[1]  + 48213 terminated  PORT=4010 node src/server.js > .tmp/ledger.log 2>&1
[1] 48377
{health}
ledger-api listening on :4010 (pid 48377, env development)
GET /health 200 1.211 ms - {len(health)}"""),
        cl_exec("git status --short && git log --oneline -2", """ M src/routes/accounts.js
 M tests/accounts.test.js
a61c0e4 (HEAD -> fix/account-id-validation) chore: add .tmp to .gitignore
e93b7d2 (origin/main, main) feat(transfers): idempotency keys on POST /api/transfers"""),
    ]
    assert nlines(acc_after) == nlines(ACCOUNTS_JS) + 2
    state = ("Cline in VS Code, working directory /Users/marco/dev/ledger-api (Express 4.19 API, Mongoose 8, jest 29 + supertest + mongodb-memory-server). Shell: zsh. Branch fix/account-id-validation.\n"
             "Task: GET /api/accounts/:id returns 500 (CastError) for malformed ids; it must answer 400 {\"error\":\"invalid_account_id\"}. Add coverage for an unknown well-formed id.")
    rs.add("swe", "h60-swe-04", system("cline", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 05 NestJS + jest, Codex CLI — clean
# ---------------------------------------------------------------------------------------------------------------

BOOKSVC = """import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Booking, BookingStatus } from './booking.entity';
import { CreateBookingDto } from './dto/create-booking.dto';
import { Clock } from '../common/clock';

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(Booking) private readonly repo: Repository<Booking>,
    private readonly clock: Clock,
  ) {}

  async findOne(id: string): Promise<Booking> {
    const booking = await this.repo.findOneBy({ id });
    if (!booking) throw new NotFoundException(`Booking ${id} not found`);
    return booking;
  }

  async create(dto: CreateBookingDto): Promise<Booking> {
    if (new Date(dto.startsAt) <= this.clock.now()) {
      throw new BadRequestException('startsAt must be in the future');
    }
    const booking = this.repo.create({ ...dto, status: BookingStatus.Confirmed });
    return this.repo.save(booking);
  }

  async cancel(id: string, reason?: string): Promise<Booking> {
    const booking = await this.findOne(id);
    if (booking.status === BookingStatus.Cancelled) return booking;
    booking.status = BookingStatus.Cancelled;
    booking.cancelReason = reason ?? null;
    booking.cancelledAt = this.clock.now();
    return this.repo.save(booking);
  }
}"""

BOOK_PATCH = """*** Begin Patch
*** Update File: src/bookings/bookings.service.ts
@@   async cancel(id: string, reason?: string): Promise<Booking> {
     const booking = await this.findOne(id);
     if (booking.status === BookingStatus.Cancelled) return booking;
+    if (booking.startsAt <= this.clock.now()) {
+      throw new BadRequestException('Bookings that have already started cannot be cancelled');
+    }
     booking.status = BookingStatus.Cancelled;
     booking.cancelReason = reason ?? null;
*** End Patch"""

BOOK_SPEC_PATCH = """*** Begin Patch
*** Update File: src/bookings/bookings.service.spec.ts
@@     it('stores the cancel reason', async () => {
       repo.findOneBy.mockResolvedValue(booking({ startsAt: at('2024-06-12T09:00:00Z') }));
       const result = await service.cancel('bk_1', 'customer request');
       expect(result.cancelReason).toBe('customer request');
     });
+
+    it('rejects bookings that already started', async () => {
+      repo.findOneBy.mockResolvedValue(booking({ startsAt: at('2024-06-10T08:00:00Z') }));
+      await expect(service.cancel('bk_1')).rejects.toBeInstanceOf(BadRequestException);
+      expect(repo.save).not.toHaveBeenCalled();
+    });
+
+    it('rejects a booking starting exactly now', async () => {
+      repo.findOneBy.mockResolvedValue(booking({ startsAt: at(NOW) }));
+      await expect(service.cancel('bk_1')).rejects.toThrow('already started');
+    });
   });
 });
*** End Patch"""


def t05(rs: RowSet) -> None:
    root = "/home/runner/work/booking-service"
    after = sub1(BOOKSVC, "    if (booking.status === BookingStatus.Cancelled) return booking;\n",
                 "    if (booking.status === BookingStatus.Cancelled) return booking;\n    if (booking.startsAt <= this.clock.now()) {\n      throw new BadRequestException('Bookings that have already started cannot be cancelled');\n    }\n")
    unc = find_line(after, "startsAt must be in the future")
    spec_ins = sum(1 for ln in BOOK_SPEC_PATCH.split("\n") if ln.startswith("+"))
    turns = [
        cx("git log -1 --format='%H%n%an <%ae>%n%ad' && git status --porcelain=v1 -b", root,
           "8e1f4c27d93a0b5e6f21c4d8a97b3e05c1d2f6a9\nPriya Natarajan <priya@roomly.dev>\nMon Jun 10 17:22:41 2024 +0530\n## feat/cancel-guard...origin/feat/cancel-guard\n", dur=0.1),
        cx("npx jest src/bookings", root, """PASS src/bookings/dto/create-booking.dto.spec.ts
PASS src/bookings/bookings.controller.spec.ts
PASS src/bookings/bookings.service.spec.ts

Test Suites: 3 passed, 3 total
Tests:       22 passed, 22 total
Snapshots:   0 total
Time:        4.871 s
Ran all test suites matching /src\\/bookings/i.
""", dur=6.3),
        cx("sed -n '1,80p' src/bookings/bookings.service.ts", root, BOOKSVC + "\n", dur=0.0),
        cx_patch(root, BOOK_PATCH, ["src/bookings/bookings.service.ts"]),
        cx_patch(root, BOOK_SPEC_PATCH, ["src/bookings/bookings.service.spec.ts"]),
        cx("npx jest src/bookings --verbose", root, """PASS src/bookings/bookings.service.spec.ts
  BookingsService
    findOne
      ✓ returns the booking (7 ms)
      ✓ throws NotFoundException for an unknown id (4 ms)
    create
      ✓ persists a confirmed booking (3 ms)
      ✓ rejects startsAt in the past (5 ms)
      ✓ rejects startsAt equal to now (2 ms)
      ✓ keeps the guest count from the dto (2 ms)
    cancel
      ✓ marks a future booking as cancelled (3 ms)
      ✓ sets cancelledAt from the injected clock (2 ms)
      ✓ is idempotent for already-cancelled bookings (2 ms)
      ✓ does not touch the repository when already cancelled (1 ms)
      ✓ stores the cancel reason (2 ms)
      ✓ rejects bookings that already started (4 ms)
      ✓ rejects a booking starting exactly now (2 ms)
PASS src/bookings/bookings.controller.spec.ts
  BookingsController
    ✓ GET /bookings/:id delegates to findOne (11 ms)
    ✓ POST /bookings validates the body (18 ms)
    ✓ POST /bookings returns 201 (9 ms)
    ✓ POST /bookings/:id/cancel returns the cancelled booking (7 ms)
    ✓ POST /bookings/:id/cancel maps BadRequestException to 400 (8 ms)
    ✓ POST /bookings/:id/cancel maps NotFoundException to 404 (6 ms)
    ✓ requires the X-Tenant header (5 ms)
    ✓ rejects an unknown tenant (4 ms)
PASS src/bookings/dto/create-booking.dto.spec.ts
  CreateBookingDto
    ✓ requires startsAt as ISO-8601 (3 ms)
    ✓ requires guests between 1 and 12 (2 ms)
    ✓ trims the note (1 ms)

Test Suites: 3 passed, 3 total
Tests:       24 passed, 24 total
Snapshots:   0 total
Time:        5.204 s
Ran all test suites matching /src\\/bookings/i.
""", dur=6.9),
        cx("npx jest src/bookings --coverage --coverageReporters=text", root, f"""PASS src/bookings/bookings.service.spec.ts
PASS src/bookings/dto/create-booking.dto.spec.ts
PASS src/bookings/bookings.controller.spec.ts
--------------------------|---------|----------|---------|---------|-------------------
File                      | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
--------------------------|---------|----------|---------|---------|-------------------
All files                 |   98.38 |    93.75 |     100 |   98.21 |
 bookings                 |   97.56 |    91.66 |     100 |   97.29 |
  booking.entity.ts       |     100 |      100 |     100 |     100 |
  bookings.controller.ts  |     100 |      100 |     100 |     100 |
  bookings.module.ts      |     100 |      100 |     100 |     100 |
  bookings.service.ts     |   95.83 |     87.5 |     100 |   95.45 | {unc}
 bookings/dto             |     100 |      100 |     100 |     100 |
  create-booking.dto.ts   |     100 |      100 |     100 |     100 |
--------------------------|---------|----------|---------|---------|-------------------

Test Suites: 3 passed, 3 total
Tests:       24 passed, 24 total
Snapshots:   0 total
Time:        7.342 s
Ran all test suites matching /src\\/bookings/i.
""", dur=9.1),
        cx("git add -A && git commit -qm 'fix(bookings): refuse to cancel bookings that already started' && git log -2 --format='%h %an %s' && git diff HEAD~1 --stat", root,
           f"""b27d90e Priya Natarajan fix(bookings): refuse to cancel bookings that already started
8e1f4c2 Priya Natarajan test(bookings): fake clock for service specs
 src/bookings/bookings.service.spec.ts | {spec_ins:>2} {'+' * spec_ins}
 src/bookings/bookings.service.ts      |  3 +++
 2 files changed, {spec_ins + 3} insertions(+)
""", dur=0.3),
    ]
    state = ("Codex CLI (sandbox: workspace-write, network disabled) in /home/runner/work/booking-service — NestJS 10 + TypeORM, jest 29 with ts-jest. Branch feat/cancel-guard.\n"
             "Task: POST /bookings/:id/cancel currently cancels bookings whose start time has already passed; the service must refuse with 400 and the behaviour needs unit tests.")
    rs.add("swe", "h60-swe-05", system("codex", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 06 Rails + rspec, SWE-agent ACI — bad: the edited .floor -> .round line shows .floor again (turn 8)
# ---------------------------------------------------------------------------------------------------------------

REFUND_RB = """# frozen_string_literal: true

# Computes the refund owed for a set of returned order lines.
#
#   RefundCalculator.new(order, returns: [{ line_id: 12, quantity: 1 }]).call
#   # => #<struct RefundCalculator::Result amount_cents=1667, lines=[...], shipping_cents=0>
class RefundCalculator
  Result = Struct.new(:amount_cents, :lines, :shipping_cents, keyword_init: true)
  LineRefund = Struct.new(:line_id, :quantity, :amount_cents, keyword_init: true)

  class InvalidReturn < StandardError; end

  def initialize(order, returns:, refund_shipping: false)
    @order = order
    @returns = returns
    @refund_shipping = refund_shipping
  end

  def call
    lines = @returns.map { |r| refund_for(r) }
    shipping = @refund_shipping ? @order.shipping_cents : 0
    Result.new(amount_cents: lines.sum(&:amount_cents) + shipping, lines: lines, shipping_cents: shipping)
  end

  private

  def refund_for(ret)
    line = @order.line_items.find { |li| li.id == ret[:line_id] }
    raise InvalidReturn, "unknown line #{ret[:line_id]}" unless line

    validate_quantity!(line, ret[:quantity])
    LineRefund.new(line_id: line.id, quantity: ret[:quantity], amount_cents: line_amount(line, ret[:quantity]))
  end

  def validate_quantity!(line, quantity)
    returnable = line.quantity - line.returned_quantity
    raise InvalidReturn, "quantity must be positive" unless quantity.positive?
    raise InvalidReturn, "only #{returnable} of line #{line.id} can be returned" if quantity > returnable
  end

  def line_amount(line, quantity)
    ratio = Rational(quantity, line.quantity)
    # discounts are spread over the line, so refund the same share of the paid total
    amount_cents = (line.total_cents * ratio).floor
    [amount_cents, remaining_refundable(line)].min
  end

  def remaining_refundable(line)
    line.total_cents - line.refunded_cents
  end
end"""


def t06(rs: RowSet) -> None:
    root = "/repo"
    path = "/repo/app/services/refund_calculator.rb"
    ln = find_line(REFUND_RB, ".floor")
    after = REFUND_RB.replace("(line.total_cents * ratio).floor", "(line.total_cents * ratio).round")
    rl = find_line(REFUND_RB, "ratio = Rational")
    upd = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."
    turns = [
        (aci("find_file refund_calculator.rb"), aci_obs('Found 1 matches for "refund_calculator.rb" in /repo:\n/repo/app/services/refund_calculator.rb', "n/a")),
        (aci("open app/services/refund_calculator.rb"), aci_obs(aci_window(path, REFUND_RB, 1, 100), path)),
        (aci("bundle exec rspec spec/services/refund_calculator_spec.rb"), aci_obs("""
Randomized with seed 40127
...F.......

Failures:

  1) RefundCalculator#call with a partial quantity refunds the proportional share rounded to the nearest cent
     Failure/Error: expect(result.amount_cents).to eq(1667)

       expected: 1667
            got: 1666

       (compared using ==)
     # ./spec/services/refund_calculator_spec.rb:38:in `block (4 levels) in <top (required)>'

Finished in 0.41264 seconds (files took 2.31 seconds to load)
11 examples, 1 failure

Failed examples:

rspec ./spec/services/refund_calculator_spec.rb:35 # RefundCalculator#call with a partial quantity refunds the proportional share rounded to the nearest cent

Randomized with seed 40127""", path)),
        (aci("search_dir \"floor\" app"), aci_obs("""Found 3 matches for "floor" in /repo/app:
/repo/app/models/loyalty_tier.rb (1 matches)
/repo/app/services/refund_calculator.rb (1 matches)
/repo/app/services/shipping_quote.rb (1 matches)
End of matches for "floor" in /repo/app""", path)),
        (aci(f"edit {ln}:{ln}\n    amount_cents = (line.total_cents * ratio).round\nend_of_edit"), aci_obs(aci_window(path, after, 1, 100) + "\n" + upd, path)),
        (aci("bundle exec rspec spec/services/refund_calculator_spec.rb"), aci_obs("""
Randomized with seed 8812
...........

Finished in 0.39871 seconds (files took 2.27 seconds to load)
11 examples, 0 failures

Randomized with seed 8812""", path)),
        (aci("bundle exec rspec spec/services"), aci_obs("""
Randomized with seed 51906
...............................................................................................................................................

Finished in 3.18 seconds (files took 2.44 seconds to load)
143 examples, 0 failures

Randomized with seed 51906""", path)),
        (aci("search_file \"ratio\""), aci_obs(f"""Found 2 matches for "ratio" in {path}:
Line {rl}:    ratio = Rational(quantity, line.quantity)
Line {ln}:    amount_cents = (line.total_cents * ratio).floor
End of matches for "ratio" in {path}""", path)),
        (aci("bundle exec rubocop app/services/refund_calculator.rb"), aci_obs("""Inspecting 1 file
.

1 file inspected, no offenses detected""", path)),
        (aci("bundle exec rspec spec/requests/refunds_spec.rb"), aci_obs("""
Randomized with seed 27711
.......

Finished in 1.07 seconds (files took 3.02 seconds to load)
7 examples, 0 failures

Randomized with seed 27711""", path)),
        (aci("git status"), aci_obs("""On branch fix/refund-rounding
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   app/services/refund_calculator.rb

no changes added to commit (use "git add" and/or "git commit -a")""", path)),
    ]
    state = ("SWE-agent (ACI) on /repo, a Rails 7.1.3 storefront (Ruby 3.2.3, rspec-rails 6.1, PostgreSQL test DB prepared). Branch fix/refund-rounding, working tree clean.\n"
             "Issue #1294: refunding 1 of 3 units on a $50.00 line refunds $16.66; finance expects $16.67 (round half up to the nearest cent).")
    rs.add("swe", "h60-swe-06", system("sweagent_aci", root), turns, state=state, bad=True, turn=8,
           kind=f"line {ln} of refund_calculator.rb was edited from .floor to .round at turn 5 but search_file shows .floor again at turn 8")


# ---------------------------------------------------------------------------------------------------------------
# 07 Laravel + phpunit, Aider — bad: aider's commit 5e1c0af shows up as 5e7c0af in git log (turn 4)
# ---------------------------------------------------------------------------------------------------------------


def diffcount(before: str, after: str) -> tuple[int, int]:
    plus = minus = 0
    for ln in difflib.unified_diff(before.split("\n"), after.split("\n"), lineterm="", n=0):
        if ln.startswith("+") and not ln.startswith("+++"):
            plus += 1
        elif ln.startswith("-") and not ln.startswith("---"):
            minus += 1
    return plus, minus


def stat_line(path: str, before: str, after: str, width: int | None = None) -> str:
    p, m = diffcount(before, after)
    w = width or len(path)
    return f" {path:<{w}} | {p + m:>2} {'+' * p}{'-' * m}"


INVTOT = r"""<?php

namespace App\Services;

use App\Models\Invoice;

class InvoiceTotals
{
    public function __construct(private readonly int $vatRateBasisPoints = 2000)
    {
    }

    /**
     * @return array{net: int, vat: int, gross: int}
     */
    public function for(Invoice $invoice): array
    {
        $net = $invoice->lines->sum(fn ($line) => $line->unit_price_cents * $line->quantity);
        $vat = (int) round($net * $this->vatRateBasisPoints / 10000);

        return ['net' => $net, 'vat' => $vat, 'gross' => $net + $vat];
    }
}"""

INVTOT_OLD = r"""        $net = $invoice->lines->sum(fn ($line) => $line->unit_price_cents * $line->quantity);
        $vat = (int) round($net * $this->vatRateBasisPoints / 10000);"""
INVTOT_NEW = r"""        $net = 0;
        $vat = 0;

        // HMRC: VAT may be rounded per line; the practice's accountant requires it
        foreach ($invoice->lines as $line) {
            $lineNet = $line->unit_price_cents * $line->quantity;
            $net += $lineNet;
            $vat += (int) round($lineNet * $this->vatRateBasisPoints / 10000, 0, PHP_ROUND_HALF_UP);
        }"""


def t07(rs: RowSet) -> None:
    root = "/home/dana/src/clinic-booking"
    after = sub1(INVTOT, INVTOT_OLD, INVTOT_NEW)
    p, m = diffcount(INVTOT, after)
    turns = [
        ("/run git log --oneline -4", aider_run("""d41b7a2 (HEAD -> main) Merge branch 'feature/patient-reminders'
8f03c6e Send SMS reminders 24h before appointment
a17e5d9 Add invoice PDF footer with practice VAT number
3c9b20f Bump laravel/framework to 11.9.2""", "0.1k")),
        ("/run php artisan test --filter=InvoiceTotalsTest", aider_run(r"""
   FAIL  Tests\Unit\InvoiceTotalsTest
  ✓ it sums net amounts                                                  0.02s
  ✓ it applies twenty percent vat                                        0.01s
  ⨯ it rounds vat per line before summing                                0.01s
  ✓ it returns zero totals for an empty invoice                          0.01s
  ✓ it honours a reduced vat rate                                        0.01s
  ✓ it computes gross as net plus vat                                    0.01s
  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\Unit\InvoiceTotalsTest > it rounds vat per line before summing
  Failed asserting that 698 is identical to 699.

  at tests/Unit/InvoiceTotalsTest.php:49
     45▕             ['unit_price_cents' => 1163, 'quantity' => 1],
     46▕         ]);
     47▕
     48▕         $totals = (new InvoiceTotals())->for($invoice);
  ➜  49▕         $this->assertSame(699, $totals['vat']);
     50▕         $this->assertSame(3489, $totals['net']);
     51▕     }
     52▕
     53▕     public function test_it_returns_zero_totals_for_an_empty_invoice(): void


  Tests:    1 failed, 5 passed (9 assertions)
  Duration: 0.41s
""", "0.4k")),
        (aider_edit("app/Services/InvoiceTotals.php", INVTOT_OLD, INVTOT_NEW),
         aider_applied(["app/Services/InvoiceTotals.php"], "5e1c0af", "fix: round VAT per invoice line before summing")),
        ("/run git log --oneline -3", aider_run("""5e7c0af (HEAD -> main) fix: round VAT per invoice line before summing
d41b7a2 Merge branch 'feature/patient-reminders'
8f03c6e Send SMS reminders 24h before appointment""", "0.1k")),
        ("/run php artisan test --filter=InvoiceTotalsTest", aider_run(r"""
   PASS  Tests\Unit\InvoiceTotalsTest
  ✓ it sums net amounts                                                  0.02s
  ✓ it applies twenty percent vat                                        0.01s
  ✓ it rounds vat per line before summing                                0.01s
  ✓ it returns zero totals for an empty invoice                          0.01s
  ✓ it honours a reduced vat rate                                        0.01s
  ✓ it computes gross as net plus vat                                    0.01s

  Tests:    6 passed (10 assertions)
  Duration: 0.36s
""", "0.2k")),
        ("/run vendor/bin/phpunit", aider_run("""PHPUnit 10.5.20 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.7
Configuration: /home/dana/src/clinic-booking/phpunit.xml

...............................................................  63 / 214 ( 29%)
............................................................... 126 / 214 ( 58%)
............................................................... 189 / 214 ( 88%)
.........................                                       214 / 214 (100%)

Time: 00:07.816, Memory: 58.50 MB

OK (214 tests, 603 assertions)""", "0.2k")),
        ("/run vendor/bin/pint --test app/Services/InvoiceTotals.php", aider_run("""
  PASS   .................................................................... 1 file
""", "0.1k")),
        ("/run git show --stat --format='%an <%ae>%n%ad%n%s' HEAD", aider_run(f"""Dana Whitfield (aider) <dana@clinicbooking.test>
Tue Jun 11 10:14:52 2024 +0100
fix: round VAT per invoice line before summing

 app/Services/InvoiceTotals.php | {p + m:>2} {'+' * p}{'-' * m}
 1 file changed, {p} insertions(+), {m} deletions(-)""", "0.1k")),
    ]
    state = ("aider v0.40.6 (model: sonnet, git repo /home/dana/src/clinic-booking with 412 files, auto-commits on) — Laravel 11.9 app, PHP 8.3.7, PHPUnit 10.5, SQLite in-memory for tests.\n"
             "Files in chat: app/Services/InvoiceTotals.php, tests/Unit/InvoiceTotalsTest.php. Request: VAT must be rounded per invoice line, then summed.")
    rs.add("swe", "h60-swe-07", system("aider", root), turns, state=state, bad=True, turn=4,
           kind="aider committed the fix as 5e1c0af at turn 3 but git log lists the same commit as 5e7c0af at turn 4")


# ---------------------------------------------------------------------------------------------------------------
# 08 Django REST framework + pytest, Aider — clean (commit, /undo, new commit)
# ---------------------------------------------------------------------------------------------------------------

VEH_VIEWS = """from rest_framework import viewsets
from rest_framework.permissions import IsAuthenticated

from .models import Vehicle
from .serializers import VehicleSerializer


class VehicleViewSet(viewsets.ModelViewSet):
    serializer_class = VehicleSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return Vehicle.objects.select_related("depot").order_by("registration")"""

DRF_FAIL_HEAD = """

    @pytest.mark.django_db
    def test_filter_by_depot_code(api_client):
        north = DepotFactory(code="LDN-N")
        VehicleFactory.create_batch(4, depot=north)
        VehicleFactory.create_batch(2)
        resp = api_client.get("/api/vehicles/", {"depot": "LDN-N"})"""


def t08(rs: RowSet) -> None:
    root = "/home/tomasz/work/fleet-api"
    s1 = 'from rest_framework import viewsets\nfrom rest_framework.permissions import IsAuthenticated'
    r1 = 'from django_filters.rest_framework import DjangoFilterBackend\nfrom rest_framework import viewsets\nfrom rest_framework.permissions import IsAuthenticated'
    s2 = '    permission_classes = [IsAuthenticated]'
    r2a = '    permission_classes = [IsAuthenticated]\n    filter_backends = [DjangoFilterBackend]\n    filterset_fields = ["status", "depot"]'
    r2b = '    permission_classes = [IsAuthenticated]\n    filter_backends = [DjangoFilterBackend]\n    filterset_class = VehicleFilter'
    s3 = 'from .models import Vehicle'
    r3 = 'from .filters import VehicleFilter\nfrom .models import Vehicle'
    filters_py = '''import django_filters

from .models import Vehicle


class VehicleFilter(django_filters.FilterSet):
    depot = django_filters.CharFilter(field_name="depot__code", lookup_expr="iexact")

    class Meta:
        model = Vehicle
        fields = ["status", "depot"]'''
    edit1 = aider_edit("vehicles/views.py", s1, r1) + "\n\n" + aider_edit("vehicles/views.py", s2, r2a)
    edit2 = ("vehicles/filters.py\n```\n<<<<<<< SEARCH\n=======\n" + filters_py + "\n>>>>>>> REPLACE\n```\n\n"
             + aider_edit("vehicles/views.py", s1, r1) + "\n\n" + aider_edit("vehicles/views.py", s3, r3) + "\n\n" + aider_edit("vehicles/views.py", s2, r2b))
    makes = [("Ford", "Transit Custom"), ("Mercedes-Benz", "Sprinter 314"), ("Renault", "Master"), ("Vauxhall", "Vivaro"), ("Ford", "E-Transit"),
             ("Peugeot", "e-Expert"), ("Volkswagen", "Crafter"), ("Ford", "Transit Connect"), ("Citroen", "e-Dispatch"), ("Mercedes-Benz", "eVito")]
    regs = ["LK21 WXR", "LK22 BFO", "LK22 HZE", "LN19 AOD", "LN20 UMV", "LN70 KTY", "LR71 CGE", "LR71 PXA", "LS23 DDN", "LS23 JWU"]
    res = []
    for i, ((mk, md), reg) in enumerate(zip(makes, regs)):
        res.append({"id": 1104 + i * 7 - (i % 3) * 2, "registration": reg, "make": mk, "model": md, "status": "active", "depot": "LDN-N",
                    "odometer_km": 18250 + i * 6113 % 41000, "last_seen": f"2024-06-11T0{7 + i % 3}:{(i * 13) % 60:02d}:{(i * 29) % 60:02d}Z"})
    page = {"count": 27, "next": "http://localhost:8000/api/vehicles/?depot=LDN-N&page=3&status=active",
            "previous": "http://localhost:8000/api/vehicles/?depot=LDN-N&status=active", "results": res}
    turns = [
        ("/run git log --oneline -3", aider_run("""a3f9e12 (HEAD -> main) Merge branch 'telemetry-batching'
7c40d1b Batch telemetry inserts with bulk_create
19e6a0f Add unique constraint on Depot.code""", "0.1k")),
        ("/run pytest tests/test_vehicles.py -q", aider_run("""..........FF....                                                        [100%]
=================================== FAILURES ===================================
____________________________ test_filter_by_status _____________________________

api_client = <rest_framework.test.APIClient object at 0x7f3b2c1d5e10>

    @pytest.mark.django_db
    def test_filter_by_status(api_client):
        VehicleFactory.create_batch(3, status="active")
        VehicleFactory.create_batch(2, status="maintenance")
        resp = api_client.get("/api/vehicles/", {"status": "maintenance"})
        assert resp.status_code == 200
>       assert resp.data["count"] == 2
E       assert 5 == 2

tests/test_vehicles.py:88: AssertionError
__________________________ test_filter_by_depot_code ___________________________

api_client = <rest_framework.test.APIClient object at 0x7f3b2c1d7a90>
""" + DRF_FAIL_HEAD + """
        assert resp.status_code == 200
>       assert resp.data["count"] == 4
E       assert 6 == 4

tests/test_vehicles.py:99: AssertionError
=========================== short test summary info ============================
FAILED tests/test_vehicles.py::test_filter_by_status - assert 5 == 2
FAILED tests/test_vehicles.py::test_filter_by_depot_code - assert 6 == 4
2 failed, 14 passed in 2.87s""", "0.6k")),
        (edit1, aider_applied(["vehicles/views.py"], "81c4d07", "feat(vehicles): filter list by status and depot")),
        ("/run pytest tests/test_vehicles.py -q", aider_run("""...........F....                                                        [100%]
=================================== FAILURES ===================================
__________________________ test_filter_by_depot_code ___________________________

api_client = <rest_framework.test.APIClient object at 0x7f91e04c3b50>
""" + DRF_FAIL_HEAD + """
>       assert resp.status_code == 200
E       assert 400 == 200
E        +  where 400 = <Response status_code=400, "application/json">.status_code

tests/test_vehicles.py:98: AssertionError
=========================== short test summary info ============================
FAILED tests/test_vehicles.py::test_filter_by_depot_code - assert 400 == 200
1 failed, 15 passed in 2.91s""", "0.4k")),
        ("/undo", """Removed: 81c4d07 feat(vehicles): filter list by status and depot
Now at:  a3f9e12 Merge branch 'telemetry-batching'
You can use /undo to undo and discard each aider commit."""),
        ("/run git log --oneline -2 && git status --short", aider_run("""a3f9e12 (HEAD -> main) Merge branch 'telemetry-batching'
7c40d1b Batch telemetry inserts with bulk_create""", "0.1k")),
        (edit2, "vehicles/filters.py\nCreate new file? (Y)es/(N)o [Yes]: y\n"
         + aider_applied(["vehicles/filters.py", "vehicles/views.py"], "c52e7b8", "feat(vehicles): VehicleFilter with status and depot code filters")),
        ("/run pytest tests/test_vehicles.py -q", aider_run("""................                                                         [100%]
16 passed in 2.64s""", "0.1k")),
        ("/run python manage.py makemigrations --check --dry-run", aider_run("No changes detected", "0.1k")),
        ("/run pytest -q", aider_run("""........................................................................ [ 37%]
..................s..................................................... [ 75%]
......................s......s.................                          [100%]
=============================== warnings summary ===============================
telemetry/tests/test_ingest.py::test_bulk_insert_chunking
  /home/tomasz/work/fleet-api/.venv/lib/python3.12/site-packages/django/db/models/fields/__init__.py:1659: RuntimeWarning: DateTimeField Reading.recorded_at received a naive datetime (2024-06-01 00:00:00) while time zone support is active.
    warnings.warn(

-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html
188 passed, 3 skipped, 1 warning in 11.42s""", "0.3k")),
        ("/run curl -s -H 'Authorization: Token 3b7e0c9d51a24f6f8e2a6c0d4b19f7aa' 'http://localhost:8000/api/vehicles/?status=active&depot=LDN-N&page=2' | python -m json.tool",
         aider_run(json.dumps(page, indent=4), "0.9k")),
        ("/run git log --oneline -3", aider_run("""c52e7b8 (HEAD -> main) feat(vehicles): VehicleFilter with status and depot code filters
a3f9e12 Merge branch 'telemetry-batching'
7c40d1b Batch telemetry inserts with bulk_create""", "0.1k")),
    ]
    state = ("aider v0.41.0 in /home/tomasz/work/fleet-api (Django 5.0.6, djangorestframework 3.15.1, django-filter 24.2, pytest-django; SQLite test DB). Auto-commits on. "
             "`python manage.py runserver` is running in another terminal on :8000 with autoreload; REST_FRAMEWORK PAGE_SIZE is 10.\n"
             "Files in chat: vehicles/views.py, vehicles/models.py, tests/test_vehicles.py. Request: GET /api/vehicles/ must filter by ?status= and by depot code (?depot=LDN-N).")
    rs.add("swe", "h60-swe-08", system("aider", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 09 Spring Boot + Maven + JUnit 5, Claude Code — bad: git-rm'ed LegacyOrderMapperTest runs again after clean test (turn 8)
# ---------------------------------------------------------------------------------------------------------------

ORDERSVC = """package com.acme.orders.service;

import com.acme.orders.domain.Order;
import com.acme.orders.domain.OrderLine;
import com.acme.orders.domain.OrderStatus;
import com.acme.orders.repo.OrderRepository;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.UUID;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository orders;

    public OrderService(OrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    public Order get(UUID id) {
        return orders.findById(id).orElseThrow(() -> new OrderNotFoundException(id));
    }

    public BigDecimal total(Order order) {
        BigDecimal sum = BigDecimal.ZERO;
        for (OrderLine line : order.getLines()) {
            sum = sum.add(line.getUnitPrice().multiply(BigDecimal.valueOf(line.getQuantity())));
        }
        BigDecimal discount = sum.multiply(order.getDiscountPercent()).divide(BigDecimal.valueOf(100), RoundingMode.HALF_UP);
        return sum.subtract(discount);
    }

    @Transactional
    public Order submit(UUID id) {
        Order order = get(id);
        if (order.getStatus() != OrderStatus.DRAFT) {
            throw new IllegalStateException("Order " + id + " is " + order.getStatus());
        }
        order.setTotal(total(order));
        order.setStatus(OrderStatus.SUBMITTED);
        return orders.save(order);
    }
}"""

MVN_HEAD = """[INFO] Scanning for projects...
[INFO]
[INFO] ----------------------< com.acme:orders-service >-----------------------
[INFO] Building orders-service 0.7.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
"""


def mvn_tests(rows: list[tuple[str, int, str]], fail: str | None = None) -> str:
    out = ["[INFO] -------------------------------------------------------", "[INFO]  T E S T S", "[INFO] -------------------------------------------------------"]
    for cls, n, t in rows:
        out.append(f"[INFO] Running com.acme.orders.{cls}")
        if fail and cls == "OrderServiceTest":
            out.append(f"[ERROR] Tests run: {n}, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: {t} s <<< FAILURE! -- in com.acme.orders.{cls}")
            out.append(fail)
        else:
            if cls == "OrderControllerTest":
                out.append("15:02:41.204 [main] INFO org.springframework.test.context.support.AnnotationConfigContextLoaderUtils -- Could not detect default configuration classes for test class [com.acme.orders.OrderControllerTest]: OrderControllerTest does not declare any static, non-private, non-final, nested classes annotated with @Configuration.")
            out.append(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in com.acme.orders.{cls}")
    return "\n".join(out)


def t09(rs: RowSet) -> None:
    root = "/home/sam/projects/orders-service"
    f = f"{root}/src/main/java/com/acme/orders/service/OrderService.java"
    old = "        return sum.subtract(discount);"
    new = "        return sum.subtract(discount).setScale(2, RoundingMode.HALF_UP);"
    after = sub1(ORDERSVC, old, new)
    el = find_line(after, "setScale(2")
    fail = """[ERROR] com.acme.orders.OrderServiceTest.totalAppliesPercentDiscountAndRoundsToCents -- Time elapsed: 0.018 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <90.74> but was: <90.7375>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
	at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
	at org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
	at com.acme.orders.OrderServiceTest.totalAppliesPercentDiscountAndRoundsToCents(OrderServiceTest.java:64)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1596)
"""
    run1 = (MVN_HEAD + """[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ orders-service ---
[INFO] Copying 2 resources from src/main/resources to target/classes
[INFO]
[INFO] --- compiler:3.11.0:compile (default-compile) @ orders-service ---
[INFO] Nothing to compile - all classes are up to date
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ orders-service ---
[INFO] Copying 1 resource from src/test/resources to target/test-classes
[INFO]
[INFO] --- compiler:3.11.0:testCompile (default-testCompile) @ orders-service ---
[INFO] Nothing to compile - all classes are up to date
[INFO]
[INFO] --- surefire:3.1.2:test (default-test) @ orders-service ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]
""" + mvn_tests([("LegacyOrderMapperTest", 4, "0.052"), ("OrderServiceTest", 9, "0.311"), ("OrderControllerTest", 6, "2.874"), ("OrdersApplicationTests", 1, "0.412")], fail) + """
[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   OrderServiceTest.totalAppliesPercentDiscountAndRoundsToCents:64 expected: <90.74> but was: <90.7375>
[INFO]
[ERROR] Tests run: 20, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  9.812 s
[INFO] Finished at: 2024-06-11T15:02:44+02:00
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.1.2:test (default-test) on project orders-service: There are test failures.
[ERROR]
[ERROR] Please refer to /home/sam/projects/orders-service/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.""")
    run2 = (MVN_HEAD + """[INFO]
[INFO] --- clean:3.3.2:clean (default-clean) @ orders-service ---
[INFO] Deleting /home/sam/projects/orders-service/target
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ orders-service ---
[INFO] Copying 2 resources from src/main/resources to target/classes
[INFO]
[INFO] --- compiler:3.11.0:compile (default-compile) @ orders-service ---
[INFO] Changes detected - recompiling the module! :source
[INFO] Compiling 14 source files with javac [debug release 21] to target/classes
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ orders-service ---
[INFO] Copying 1 resource from src/test/resources to target/test-classes
[INFO]
[INFO] --- compiler:3.11.0:testCompile (default-testCompile) @ orders-service ---
[INFO] Changes detected - recompiling the module! :dependency
[INFO] Compiling 4 source files with javac [debug release 21] to target/test-classes
[INFO]
[INFO] --- surefire:3.1.2:test (default-test) @ orders-service ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]
""" + mvn_tests([("LegacyOrderMapperTest", 4, "0.049"), ("OrderServiceTest", 9, "0.297"), ("OrderControllerTest", 6, "2.915"), ("OrdersApplicationTests", 1, "0.398")]).replace("15:02:41.204", "15:09:17.660") + """
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 20, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  14.206 s
[INFO] Finished at: 2024-06-11T15:09:21+02:00
[INFO] ------------------------------------------------------------------------""")
    turns = [
        (cc_bash("git status -sb && ls src/main/java/com/acme/orders/legacy/ src/test/java/com/acme/orders/", "Show branch and list legacy/test sources"),
         """## chore/drop-legacy-mapper...origin/chore/drop-legacy-mapper
src/main/java/com/acme/orders/legacy/:
LegacyOrderMapper.java

src/test/java/com/acme/orders/:
LegacyOrderMapperTest.java
OrderControllerTest.java
OrderServiceTest.java
OrdersApplicationTests.java"""),
        (cc_bash("./mvnw -B test", "Run the unit test suite"), run1),
        cc_read(f, ORDERSVC),
        cc_edit(f, old, new, after, el - 6, el + 2),
        (cc_bash("git rm -q src/main/java/com/acme/orders/legacy/LegacyOrderMapper.java src/test/java/com/acme/orders/LegacyOrderMapperTest.java && git status -s", "Remove the unused legacy mapper and its test"),
         """D  src/main/java/com/acme/orders/legacy/LegacyOrderMapper.java
 M src/main/java/com/acme/orders/service/OrderService.java
D  src/test/java/com/acme/orders/LegacyOrderMapperTest.java"""),
        (call("Grep", pattern="LegacyOrderMapper", path=root, output_mode="files_with_matches"), "No files found"),
        (cc_bash("./mvnw -B -q compile && git status -s", "Compile quietly and re-check status"),
         """D  src/main/java/com/acme/orders/legacy/LegacyOrderMapper.java
 M src/main/java/com/acme/orders/service/OrderService.java
D  src/test/java/com/acme/orders/LegacyOrderMapperTest.java"""),
        (cc_bash("./mvnw -B clean test", "Clean build and run all tests"), run2),
        (cc_bash("./mvnw -B -q spotless:check", "Check formatting"), "(No content)"),
        (cc_bash("git commit -qam 'Round order totals to cents; drop unused LegacyOrderMapper' && git log --oneline -2", "Commit the change"),
         """e5a09c3 (HEAD -> chore/drop-legacy-mapper) Round order totals to cents; drop unused LegacyOrderMapper
71b2d4f (origin/chore/drop-legacy-mapper) Mark LegacyOrderMapper as deprecated"""),
    ]
    state = ("Claude Code in /home/sam/projects/orders-service (Spring Boot 3.3.0, Java 21, Maven wrapper 3.9.6, JUnit 5, Surefire 3.1.2). Branch chore/drop-legacy-mapper, clean.\n"
             "Task: OrderService.total() must return amounts rounded to cents (HALF_UP); also delete the unused LegacyOrderMapper and its test.")
    rs.add("swe", "h60-swe-09", system("claude", root), turns, state=state, bad=True, turn=8,
           kind="LegacyOrderMapperTest was git rm'ed at turn 5 (grep finds nothing) yet mvn clean test at turn 8 compiles and runs it (4 tests, 20 total)")


# ---------------------------------------------------------------------------------------------------------------
# 10 ASP.NET Core + xUnit, Gemini CLI — clean
# ---------------------------------------------------------------------------------------------------------------

ITEMSCTL = """using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Controllers;

[ApiController]
[Route("api/[controller]")]
public class ItemsController(InventoryDbContext db, ILogger<ItemsController> logger) : ControllerBase
{
    private const int MaxPageSize = 100;

    [HttpGet]
    public async Task<ActionResult<PagedResult<ItemDto>>> List([FromQuery] int page = 1, [FromQuery] int pageSize = 20, CancellationToken ct = default)
    {
        pageSize = Math.Clamp(pageSize, 1, MaxPageSize);
        var query = db.Items.AsNoTracking().OrderBy(i => i.Sku);
        var total = await query.CountAsync(ct);
        var items = await query
            .Skip(page * pageSize)
            .Take(pageSize)
            .Select(i => new ItemDto(i.Id, i.Sku, i.Name, i.QuantityOnHand))
            .ToListAsync(ct);
        logger.LogDebug("Listed {Count} of {Total} items (page {Page})", items.Count, total, page);
        return new PagedResult<ItemDto>(items, page, pageSize, total);
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<ItemDto>> Get(int id, CancellationToken ct)
    {
        var item = await db.Items.FindAsync([id], ct);
        return item is null ? NotFound() : new ItemDto(item.Id, item.Sku, item.Name, item.QuantityOnHand);
    }
}"""

PAGING_TESTS = """using Inventory.Api.Controllers;
using Inventory.Api.Models;
using Inventory.Api.Tests.Support;
using Microsoft.Extensions.Logging.Abstractions;

namespace Inventory.Api.Tests;

public class ItemsPagingTests
{
    [Fact]
    public async Task List_PageBelowOne_IsTreatedAsFirstPage()
    {
        await using var db = TestDb.WithItems(45);
        var controller = new ItemsController(db, NullLogger<ItemsController>.Instance);

        var result = await controller.List(page: 0, pageSize: 20);

        var paged = Assert.IsType<PagedResult<ItemDto>>(result.Value);
        Assert.Equal(1, paged.Page);
        Assert.Equal("SKU-0001", paged.Items[0].Sku);
    }
}"""


def dotnet_build(extra: str = "") -> str:
    return f"""  Determining projects to restore...
  All projects are up-to-date for restore.
/home/li/src/Inventory.Api/src/Inventory.Api/Services/StockAlertService.cs(41,36): warning CS1998: This async method lacks 'await' operators and will run synchronously. Consider using the 'await' operator to await non-blocking API calls, or 'await Task.Run(...)' to do CPU-bound work on a background thread. [/home/li/src/Inventory.Api/src/Inventory.Api/Inventory.Api.csproj]
  Inventory.Api -> /home/li/src/Inventory.Api/src/Inventory.Api/bin/Debug/net8.0/Inventory.Api.dll
/home/li/src/Inventory.Api/tests/Inventory.Api.Tests/ItemsControllerTests.cs(58,9): warning xUnit2013: Do not use Assert.Equal() to check for collection size. Use Assert.Single instead. (https://xunit.net/xunit.analyzers/rules/xUnit2013) [/home/li/src/Inventory.Api/tests/Inventory.Api.Tests/Inventory.Api.Tests.csproj]
  Inventory.Api.Tests -> /home/li/src/Inventory.Api/tests/Inventory.Api.Tests/bin/Debug/net8.0/Inventory.Api.Tests.dll
Test run for /home/li/src/Inventory.Api/tests/Inventory.Api.Tests/bin/Debug/net8.0/Inventory.Api.Tests.dll (.NETCoreApp,Version=v8.0)
Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
{extra}"""


def t10(rs: RowSet) -> None:
    root = "/home/li/src/Inventory.Api"
    f = f"{root}/src/Inventory.Api/Controllers/ItemsController.cs"
    old = "        pageSize = Math.Clamp(pageSize, 1, MaxPageSize);"
    new = "        page = Math.Max(page, 1);\n        pageSize = Math.Clamp(pageSize, 1, MaxPageSize);"
    old2 = "            .Skip(page * pageSize)"
    new2 = "            .Skip((page - 1) * pageSize)"
    sl = find_line(ITEMSCTL, ".Skip(")
    run1 = dotnet_build("""[xUnit.net 00:00:01.12]     Inventory.Api.Tests.ItemsControllerTests.List_FirstPage_StartsAtFirstSku [FAIL]
  Failed Inventory.Api.Tests.ItemsControllerTests.List_FirstPage_StartsAtFirstSku [212 ms]
  Error Message:
   Assert.Equal() Failure: Strings differ
                 ↓ (pos 6)
Expected: "SKU-0001"
Actual:   "SKU-0021"
                 ↑ (pos 6)
  Stack Trace:
     at Inventory.Api.Tests.ItemsControllerTests.List_FirstPage_StartsAtFirstSku() in /home/li/src/Inventory.Api/tests/Inventory.Api.Tests/ItemsControllerTests.cs:line 41
--- End of stack trace from previous location ---

Failed!  - Failed:     1, Passed:    37, Skipped:     0, Total:    38, Duration: 1 s - Inventory.Api.Tests.dll (net8.0)""")
    run2 = dotnet_build("\nPassed!  - Failed:     0, Passed:    39, Skipped:     0, Total:    39, Duration: 1 s - Inventory.Api.Tests.dll (net8.0)")
    turns = [
        g_run("dotnet test --nologo", "Build the solution and run the xUnit tests", run1, code=1, pgid=88120),
        (call("search_file_content", pattern=r"\.Skip\(", include="src/**/*.cs"),
         f"""Found 2 matches for pattern "\\.Skip\\(" in the workspace directory (filter: "src/**/*.cs"):
---
File: src/Inventory.Api/Controllers/ItemsController.cs
L{sl}:             .Skip(page * pageSize)
---
File: src/Inventory.Api/Controllers/MovementsController.cs
L37:             .Skip((page - 1) * pageSize)
---"""),
        (call("read_file", absolute_path=f), ITEMSCTL),
        (call("replace", file_path=f, old_string=old + "\n        var query = db.Items.AsNoTracking().OrderBy(i => i.Sku);\n        var total = await query.CountAsync(ct);\n        var items = await query\n" + old2,
              new_string=new + "\n        var query = db.Items.AsNoTracking().OrderBy(i => i.Sku);\n        var total = await query.CountAsync(ct);\n        var items = await query\n" + new2),
         f"Successfully modified file: {f} (1 replacements)."),
        (call("write_file", file_path=f"{root}/tests/Inventory.Api.Tests/ItemsPagingTests.cs", content=PAGING_TESTS),
         f"Successfully created and wrote to new file: {root}/tests/Inventory.Api.Tests/ItemsPagingTests.cs."),
        g_run("dotnet test --nologo", "Re-run the tests", run2, pgid=88467),
    ]
    state = ("Gemini CLI in /home/li/src/Inventory.Api (ASP.NET Core 8 Web API + EF Core 8, tests in tests/Inventory.Api.Tests with xUnit 2.8 and the EF in-memory provider). .NET SDK 8.0.301.\n"
             "Bug: GET /api/items?page=1 skips the first 20 items; page=0 should behave like page 1.")
    rs.add("swe", "h60-swe-10", system("gemini", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 11 Elixir Phoenix + ExUnit, Cline — clean
# ---------------------------------------------------------------------------------------------------------------

CATALOG_EX = r'''defmodule Tidepool.Catalog do
  @moduledoc """
  The Catalog context: products and categories.
  """

  import Ecto.Query, warn: false

  alias Tidepool.Repo
  alias Tidepool.Catalog.{Category, Product}

  @doc """
  Returns the list of products, newest first.

  ## Options

    * `:category_id` - only products in this category
    * `:include_archived` - include archived products (default `false`)
  """
  def list_products(opts \\ []) do
    Product
    |> maybe_filter_category(opts[:category_id])
    |> order_by([p], desc: p.inserted_at, desc: p.id)
    |> Repo.all()
  end

  defp maybe_filter_category(query, nil), do: query
  defp maybe_filter_category(query, id), do: where(query, [p], p.category_id == ^id)

  def get_product!(id), do: Repo.get!(Product, id)

  def create_product(attrs \\ %{}) do
    %Product{}
    |> Product.changeset(attrs)
    |> Repo.insert()
  end

  def archive_product(%Product{} = product) do
    product
    |> Ecto.Changeset.change(archived_at: DateTime.utc_now(:second))
    |> Repo.update()
  end

  def list_categories, do: Repo.all(from c in Category, order_by: c.name)
end'''

CAT_S = r'''    |> maybe_filter_category(opts[:category_id])
    |> order_by([p], desc: p.inserted_at, desc: p.id)
    |> Repo.all()
  end

  defp maybe_filter_category(query, nil), do: query
  defp maybe_filter_category(query, id), do: where(query, [p], p.category_id == ^id)'''
CAT_R = r'''    |> maybe_filter_category(opts[:category_id])
    |> maybe_exclude_archived(Keyword.get(opts, :include_archived, false))
    |> order_by([p], desc: p.inserted_at, desc: p.id)
    |> Repo.all()
  end

  defp maybe_filter_category(query, nil), do: query
  defp maybe_filter_category(query, id), do: where(query, [p], p.category_id == ^id)

  defp maybe_exclude_archived(query, true = _include_archived), do: query
  defp maybe_exclude_archived(query, false = _include_archived), do: where(query, [p], is_nil(p.archived_at))'''
CAT_FMT_OLD = "  defp maybe_exclude_archived(query, false = _include_archived), do: where(query, [p], is_nil(p.archived_at))"
CAT_FMT_NEW = "  defp maybe_exclude_archived(query, false = _include_archived),\n    do: where(query, [p], is_nil(p.archived_at))"

CATALOG_TEST = r'''defmodule Tidepool.CatalogTest do
  use Tidepool.DataCase, async: true

  import Tidepool.CatalogFixtures

  alias Tidepool.Catalog
  alias Tidepool.Catalog.Product

  describe "create_product/1" do
    test "with valid data creates a product" do
      category = category_fixture()
      attrs = %{name: "Kelp crisps", sku: "KC-100", price: Decimal.new("3.49"), category_id: category.id}

      assert {:ok, %Product{} = product} = Catalog.create_product(attrs)
      assert product.name == "Kelp crisps"
      assert product.archived_at == nil
    end

    test "with a duplicate sku returns an error changeset" do
      product_fixture(sku: "DUP-1")
      assert {:error, changeset} = Catalog.create_product(%{name: "Again", sku: "DUP-1", price: 1})
      assert "has already been taken" in errors_on(changeset).sku
    end
  end

  describe "list_products/1" do
    test "returns products newest first" do
      older = product_fixture()
      newer = product_fixture()
      assert Enum.map(Catalog.list_products(), & &1.id) == [newer.id, older.id]
    end

    test "excludes archived products by default" do
      archived = product_fixture()
      {:ok, _} = Catalog.archive_product(archived)
      live = product_fixture()
      assert Enum.map(Catalog.list_products(), & &1.id) == [live.id]
    end

    test "filters by category" do
      category = category_fixture()
      inside = product_fixture(category_id: category.id)
      _outside = product_fixture()
      assert Enum.map(Catalog.list_products(category_id: category.id), & &1.id) == [inside.id]
    end
  end
end'''

CT_S = r'''      assert Enum.map(Catalog.list_products(), & &1.id) == [live.id]
    end
'''
CT_R = r'''      assert Enum.map(Catalog.list_products(), & &1.id) == [live.id]
    end

    test "includes archived products when asked" do
      archived = product_fixture()
      {:ok, _} = Catalog.archive_product(archived)
      live = product_fixture()
      ids = Enum.map(Catalog.list_products(include_archived: true), & &1.id)
      assert ids == [live.id, archived.id]
    end
'''


def t11(rs: RowSet) -> None:
    root = "/home/ines/dev/tidepool"
    cat1 = sub1(CATALOG_EX, CAT_S, CAT_R)
    cat2 = sub1(cat1, CAT_FMT_OLD, CAT_FMT_NEW)
    test1 = sub1(CATALOG_TEST, CT_S, CT_R)
    tl = find_line(CATALOG_TEST, 'test "excludes archived products by default"')
    al = find_line(CATALOG_TEST, "== [live.id]")
    p1, _ = diffcount(CATALOG_EX, cat2)
    p2, _ = diffcount(CATALOG_TEST, test1)
    w = len("test/tidepool/catalog_test.exs")
    turns = [
        cl_exec("mix test test/tidepool/catalog_test.exs", f"""Running ExUnit with seed: 48213, max_cases: 16

...

  1) test list_products/1 excludes archived products by default (Tidepool.CatalogTest)
     test/tidepool/catalog_test.exs:{tl}
     Assertion with == failed
     code:  assert Enum.map(Catalog.list_products(), & &1.id) == [live.id]
     left:  [413, 412]
     right: [413]
     stacktrace:
       test/tidepool/catalog_test.exs:{al}: (test)

.
Finished in 0.3 seconds (0.3s async, 0.00s sync)
5 tests, 1 failure"""),
        cl_read("lib/tidepool/catalog.ex", CATALOG_EX),
        cl_replace("lib/tidepool/catalog.ex", CAT_S, CAT_R, cat1),
        cl_exec("mix test test/tidepool/catalog_test.exs", """Compiling 1 file (.ex)
Running ExUnit with seed: 7311, max_cases: 16

.....
Finished in 0.2 seconds (0.2s async, 0.00s sync)
5 tests, 0 failures"""),
        cl_replace("test/tidepool/catalog_test.exs", CT_S.rstrip("\n"), CT_R.rstrip("\n"), test1),
        cl_exec("mix test test/tidepool/catalog_test.exs", """Running ExUnit with seed: 90517, max_cases: 16

......
Finished in 0.2 seconds (0.2s async, 0.00s sync)
6 tests, 0 failures"""),
        cl_exec("mix format --check-formatted", """** (Mix) mix format failed due to --check-formatted.
The following files are not formatted:

  * lib/tidepool/catalog.ex
"""),
        cl_exec("mix format && mix format --check-formatted && git diff --stat", f""" {'lib/tidepool/catalog.ex':<{w}} | {p1:>2} {'+' * p1}
 {'test/tidepool/catalog_test.exs':<{w}} | {p2:>2} {'+' * p2}
 2 files changed, {p1 + p2} insertions(+)"""),
        cl_exec("mix test", """Compiling 1 file (.ex)
Running ExUnit with seed: 3390, max_cases: 16
Excluding tags: [:integration]

""" + "." * 148 + """
Finished in 2.1 seconds (1.6s async, 0.5s sync)
150 tests, 0 failures, 2 excluded"""),
    ]
    state = ("Cline in VS Code, working directory /home/ines/dev/tidepool (Phoenix 1.7.12 app, Elixir 1.16.2 / OTP 26, Ecto 3.11 with Postgres sandbox for tests). Branch fix/archived-products.\n"
             "Task: Catalog.list_products/1 must hide archived products unless include_archived: true is passed (the option is already documented).")
    rs.add("swe", "h60-swe-11", system("cline", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 12 Kotlin + Gradle, Codex CLI — bad: after DateParsersTest was renamed to InstantParsersTest, gradle reports DateParsersTest (turn 6)
# ---------------------------------------------------------------------------------------------------------------

DATEPARSERS = """package io.timeline.core

import java.time.Instant
import java.time.LocalDateTime
import java.time.OffsetDateTime
import java.time.ZoneOffset
import java.time.format.DateTimeFormatter
import java.time.format.DateTimeParseException

/**
 * Lenient parsers for the timestamp formats found in imported event feeds.
 */
object DateParsers {
    private val compactOffset = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssXX")

    fun parseInstant(raw: String): Instant {
        val text = raw.trim()
        if (text.endsWith("Z")) return Instant.parse(text)
        return try {
            OffsetDateTime.parse(text, compactOffset).toInstant()
        } catch (e: DateTimeParseException) {
            LocalDateTime.parse(text).toInstant(ZoneOffset.UTC)
        }
    }

    fun parseEpochMillis(raw: String): Instant = Instant.ofEpochMilli(raw.trim().toLong())

    fun parseAny(raw: String): Instant =
        if (raw.trim().all { it.isDigit() }) parseEpochMillis(raw) else parseInstant(raw)
}"""

KT_PATCH = """*** Begin Patch
*** Update File: src/main/kotlin/io/timeline/core/InstantParsers.kt
@@ object InstantParsers {
-    private val compactOffset = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssXX")
+    private val offsetFormats = listOf(
+        DateTimeFormatter.ISO_OFFSET_DATE_TIME,
+        DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssXX"),
+    )
@@     fun parseInstant(raw: String): Instant {
         val text = raw.trim()
         if (text.endsWith("Z")) return Instant.parse(text)
-        return try {
-            OffsetDateTime.parse(text, compactOffset).toInstant()
-        } catch (e: DateTimeParseException) {
-            LocalDateTime.parse(text).toInstant(ZoneOffset.UTC)
-        }
+        for (format in offsetFormats) {
+            try {
+                return OffsetDateTime.parse(text, format).toInstant()
+            } catch (e: DateTimeParseException) {
+                // try the next format
+            }
+        }
+        return LocalDateTime.parse(text).toInstant(ZoneOffset.UTC)
     }
*** End Patch"""

KT_TESTS = [
    ("parses zulu timestamps()", "PASSED"), ("parses compact offsets()", "PASSED"), ("parses offset with colon()", "FAILED"),
    ("parses epoch millis()", "PASSED"), ("treats local timestamps as UTC()", "PASSED"),
]
TL_TESTS = ["orders events by instant()", "merges overlapping spans()", "drops duplicate event ids()", "buckets by calendar day in the given zone()",
            "keeps insertion order for equal instants()", "rejects spans that end before they start()", "parses feed rows with mixed timestamp formats()"]


def t12(rs: RowSet) -> None:
    root = "/home/ops/src/timeline-core"
    renamed = DATEPARSERS.replace("DateParsers", "InstantParsers")
    final = sub1(renamed, '    private val compactOffset = DateTimeFormatter.ofPattern("yyyy-MM-dd\'T\'HH:mm:ssXX")',
                 '    private val offsetFormats = listOf(\n        DateTimeFormatter.ISO_OFFSET_DATE_TIME,\n        DateTimeFormatter.ofPattern("yyyy-MM-dd\'T\'HH:mm:ssXX"),\n    )')
    final = sub1(final, """        return try {
            OffsetDateTime.parse(text, compactOffset).toInstant()
        } catch (e: DateTimeParseException) {
            LocalDateTime.parse(text).toInstant(ZoneOffset.UTC)
        }""", """        for (format in offsetFormats) {
            try {
                return OffsetDateTime.parse(text, format).toInstant()
            } catch (e: DateTimeParseException) {
                // try the next format
            }
        }
        return LocalDateTime.parse(text).toInstant(ZoneOffset.UTC)""")
    p, m = diffcount(DATEPARSERS, final)
    stat_rows = [("README.md", 4), (".../core/{DateParsers.kt => InstantParsers.kt}", p + m), ("src/main/kotlin/io/timeline/core/Timeline.kt", 4),
                 (".../{DateParsersTest.kt => InstantParsersTest.kt}", 12)]
    sw = max(len(n) for n, _ in stat_rows)

    def gradle_tests(cls: str, fail: bool) -> str:
        out = []
        for name, res in KT_TESTS:
            res = res if fail else "PASSED"
            out.append(f"\n{cls} > {name} {res}")
            if res == "FAILED":
                out.append("    java.time.format.DateTimeParseException at DateParsersTest.kt:27")
        for name in TL_TESTS:
            out.append(f"\nTimelineTest > {name} PASSED")
        return "\n".join(out)

    run1 = ("""> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE

> Task :test
""" + gradle_tests("DateParsersTest", True) + """

12 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/ops/src/timeline-core/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 14s
4 actionable tasks: 2 executed, 2 up-to-date
""")
    run2 = ("""> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses

> Task :test
""" + gradle_tests("DateParsersTest", False) + """

BUILD SUCCESSFUL in 21s
4 actionable tasks: 4 executed
""")
    turns = [
        cx("git ls-files src README.md && git log --oneline -1", root, """README.md
src/main/kotlin/io/timeline/core/DateParsers.kt
src/main/kotlin/io/timeline/core/Event.kt
src/main/kotlin/io/timeline/core/Span.kt
src/main/kotlin/io/timeline/core/Timeline.kt
src/main/kotlin/io/timeline/core/ZoneBuckets.kt
src/test/kotlin/io/timeline/core/DateParsersTest.kt
src/test/kotlin/io/timeline/core/TimelineTest.kt
0c6f2e9 Merge pull request #58 from timeline/dependabot/gradle/kotlin-1.9.24
""", dur=0.1),
        cx("./gradlew test --console=plain", root, run1, code=1, dur=16.8),
        cx("sed -n '1,60p' src/main/kotlin/io/timeline/core/DateParsers.kt", root, DATEPARSERS + "\n", dur=0.0),
        cx("git mv src/main/kotlin/io/timeline/core/DateParsers.kt src/main/kotlin/io/timeline/core/InstantParsers.kt && "
           "git mv src/test/kotlin/io/timeline/core/DateParsersTest.kt src/test/kotlin/io/timeline/core/InstantParsersTest.kt && "
           "sed -i 's/DateParsers/InstantParsers/g' $(git grep -l DateParsers) && git status --short", root,
           """ M README.md
RM src/main/kotlin/io/timeline/core/DateParsers.kt -> src/main/kotlin/io/timeline/core/InstantParsers.kt
 M src/main/kotlin/io/timeline/core/Timeline.kt
RM src/test/kotlin/io/timeline/core/DateParsersTest.kt -> src/test/kotlin/io/timeline/core/InstantParsersTest.kt
""", dur=0.2),
        cx_patch(root, KT_PATCH, ["src/main/kotlin/io/timeline/core/InstantParsers.kt"]),
        cx("./gradlew test --console=plain", root, run2, dur=23.4),
        cx("./gradlew ktlintCheck --console=plain", root, """> Task :runKtlintCheckOverMainSourceSet
> Task :runKtlintCheckOverTestSourceSet
> Task :ktlintMainSourceSetCheck
> Task :ktlintTestSourceSetCheck
> Task :ktlintKotlinScriptCheck UP-TO-DATE
> Task :ktlintCheck

BUILD SUCCESSFUL in 4s
6 actionable tasks: 5 executed, 1 up-to-date
""", dur=5.1),
        cx("git add -A && git status --short", root, """M  README.md
R  src/main/kotlin/io/timeline/core/DateParsers.kt -> src/main/kotlin/io/timeline/core/InstantParsers.kt
M  src/main/kotlin/io/timeline/core/Timeline.kt
R  src/test/kotlin/io/timeline/core/DateParsersTest.kt -> src/test/kotlin/io/timeline/core/InstantParsersTest.kt
""", dur=0.1),
        cx("git commit -qm 'Rename DateParsers to InstantParsers; accept +hh:mm offsets' && git log -1 --stat --format='%h %s'", root, "4f8a1d3 Rename DateParsers to InstantParsers; accept +hh:mm offsets\n\n" + "\n".join(
            f" {name:<{sw}} | {n:>2} {'+' * (n // 2 if n != p + m else p)}{'-' * (n // 2 if n != p + m else m)}" for name, n in stat_rows) + f"""
 4 files changed, {p + 2 + 2 + 6} insertions(+), {m + 2 + 2 + 6} deletions(-)
""", dur=0.2),
    ]
    state = ("Codex CLI (approval: on-request) in /home/ops/src/timeline-core — a Kotlin 1.9.24 JVM library built with Gradle 8.7 (JUnit 5, ktlint plugin; testLogging prints passed/failed events). Branch main, clean.\n"
             "Task: rename DateParsers to InstantParsers (file, test and all references) and make parseInstant accept offsets with a colon, e.g. 2024-03-10T08:00:00+02:00.")
    rs.add("swe", "h60-swe-12", system("codex", root), turns, state=state, bad=True, turn=6,
           kind="DateParsersTest was renamed to InstantParsersTest (git mv + sed) at turn 4, yet gradle's turn-6 test log reports the tests under DateParsersTest")


# ---------------------------------------------------------------------------------------------------------------
# 13 TypeScript library with tsc + eslint, SWE-agent (tools) — bad: after fixing 2 of 5 errors eslint sums 4 errors / 6 problems (turn 5)
# ---------------------------------------------------------------------------------------------------------------

QS_PARSE = """import { decode } from './utils';
import type { ParseOptions, ParsedQuery, QueryValue } from './types';

const DEFAULTS: Required<ParseOptions> = {
  delimiter: '&',
  depth: 5,
  arrayLimit: 20,
  allowDots: false,
};

export function parse(input: string, options: ParseOptions = {}): ParsedQuery {
  let depth = options.depth ?? DEFAULTS.depth;
  const opts = { ...DEFAULTS, ...options, depth };
  const result: ParsedQuery = {};
  const clean = input.startsWith('?') ? input.slice(1) : input;
  if (!clean) return result;

  for (const part of clean.split(opts.delimiter)) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    assign(result, splitKey(decode(rawKey), opts), decode(rawValue), opts);
  }
  return result;
}

function splitKey(key: string, opts: Required<ParseOptions>): string[] {
  const normalised = opts.allowDots ? key.replace(/\\.([^.[]+)/g, '[$1]') : key;
  const first = normalised.split('[', 1)[0];
  let segments = [first];
  const re = /\\[([^\\]]*)\\]/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(normalised)) !== null && segments.length <= opts.depth) {
    segments.push(match[1]);
  }
  return segments;
}

function assign(target: any, path: string[], value: string, opts: Required<ParseOptions>): void {
  let node = target as Record<string, QueryValue>;
  path.forEach((seg, i) => {
    const last = i === path.length - 1;
    const key = seg === '' ? String(Array.isArray(node) ? node.length : Object.keys(node).length) : seg;
    if (last) {
      node[key] = value;
      return;
    }
    if (node[key] === undefined) node[key] = /^\\d+$/.test(path[i + 1]) && Number(path[i + 1]) < opts.arrayLimit ? [] : {};
    node = node[key] as Record<string, QueryValue>;
  });
}"""


def t13(rs: RowSet) -> None:
    root = "/testbed"
    f = "/testbed/src/parse.ts"

    def pos(text: str, needle: str, word: str) -> str:
        ln = find_line(text, needle)
        col = text.split("\n")[ln - 1].index(word) + 1
        return f"{ln}:{col}"

    e1 = pos(QS_PARSE, "let depth", "depth")
    e2 = pos(QS_PARSE, "let segments", "segments")
    e3 = pos(QS_PARSE, "target: any", "any")
    mid = sub1(QS_PARSE, "  let depth = options", "  const depth = options")
    after = sub1(mid, "  let segments = [first];", "  const segments = [first];")
    l1, l2 = find_line(QS_PARSE, "let depth"), find_line(QS_PARSE, "let segments")
    parse_block = f"""/testbed/src/parse.ts
  {e1:<5}  error  'depth' is never reassigned. Use 'const' instead     prefer-const
  {e2:<5}  error  'segments' is never reassigned. Use 'const' instead  prefer-const
  {e3:<5}  error  Unexpected any. Specify a different type             @typescript-eslint/no-explicit-any
"""
    rest = """
/testbed/src/stringify.ts
   8:10  error    'encodeKey' is defined but never used  @typescript-eslint/no-unused-vars
  19:5   error    Unexpected console statement           no-console
  33:14  warning  Forbidden non-null assertion           @typescript-eslint/no-non-null-assertion

/testbed/src/utils.ts
  5:17  warning  Missing return type on function  @typescript-eslint/explicit-function-return-type
"""
    lint1 = "\n" + parse_block + rest + """
✖ 7 problems (5 errors, 2 warnings)
  2 errors and 0 warnings potentially fixable with the `--fix` option.
"""
    lint2 = f"""
/testbed/src/parse.ts
  {e3}  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any
""" + rest + """
✖ 6 problems (4 errors, 2 warnings)
"""
    turns = [
        (call("bash", command="cd /testbed && npx eslint src --max-warnings=0"), lint1),
        (call("str_replace_editor", command="view", path=f), cat_n(f, QS_PARSE)),
        (call("str_replace_editor", command="str_replace", path=f, old_str="  let depth = options.depth ?? DEFAULTS.depth;", new_str="  const depth = options.depth ?? DEFAULTS.depth;"),
         edited(f, "\n".join(ln for _, ln in lines_of(mid, l1 - 4, l1 + 4)), l1 - 4)),
        (call("str_replace_editor", command="str_replace", path=f, old_str="  let segments = [first];", new_str="  const segments = [first];"),
         edited(f, "\n".join(ln for _, ln in lines_of(after, l2 - 4, l2 + 4)), l2 - 4)),
        (call("bash", command="cd /testbed && npx eslint src --max-warnings=0"), lint2),
        (call("bash", command="cd /testbed && npx tsc --noEmit -p ."), "Your command ran successfully and did not produce any output."),
    ]
    state = ("SWE-agent on /testbed: `qs-lite`, a zero-dependency TypeScript query-string library (TypeScript 5.4, eslint 8.57 with @typescript-eslint 7, strict tsconfig). Commit 2b71c90 checked out.\n"
             "Issue #77: CI fails on `npm run lint`; fix the lint errors in src/parse.ts without changing behaviour.")
    rs.add("swe", "h60-swe-13", system("sweagent", root), turns, state=state, bad=True, turn=5,
           kind="eslint found 5 errors / 7 problems; after two prefer-const fixes it lists 3 errors but sums them as 4 errors / 6 problems")


# ---------------------------------------------------------------------------------------------------------------
# 14 SolidJS + vitest, Claude Code — clean (Glob order follows mtime after the edit)
# ---------------------------------------------------------------------------------------------------------------

COLUMN_TSX = """import { For, Show, createSignal, type Component } from 'solid-js';
import { useBoard } from '../store/board';
import type { ColumnId } from '../store/types';
import Card from './Card';
import styles from './Column.module.css';

const Column: Component<{ id: ColumnId; title: string }> = (props) => {
  const [board, { moveCard }] = useBoard();
  const [over, setOver] = createSignal(false);
  const cards = () => board.cards.filter((c) => c.column === props.id);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const cardId = e.dataTransfer?.getData('text/plain');
    if (cardId) moveCard(cardId, props.id);
  };

  return (
    <section
      class={styles.column}
      classList={{ [styles.over]: over() }}
      data-testid={`column-${props.id}`}
      onDragOver={() => setOver(true)}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h2>
        {props.title} <span class={styles.count}>{cards().length}</span>
      </h2>
      <Show when={cards().length > 0} fallback={<p class={styles.empty}>No cards</p>}>
        <For each={cards()}>{(card) => <Card card={card} />}</For>
      </Show>
    </section>
  );
};

export default Column;"""


def t14(rs: RowSet) -> None:
    root = "/home/kai/dev/solid-kanban"
    f = f"{root}/src/components/Column.tsx"
    old = "      onDragOver={() => setOver(true)}"
    new = "      onDragOver={(e) => {\n        e.preventDefault();\n        setOver(true);\n      }}"
    after = sub1(COLUMN_TSX, old, new)
    el = find_line(after, "onDragOver")
    p, m = diffcount(COLUMN_TSX, after)
    files1 = ["src/components/Card.tsx", "src/components/Board.test.tsx", "src/App.tsx", "src/components/Column.test.tsx", "src/components/Board.tsx",
              "src/components/Column.tsx", "src/components/NewCardForm.tsx", "src/components/Card.test.tsx", "src/components/NewCardForm.test.tsx", "src/index.tsx"]
    files2 = ["src/components/Column.tsx"] + [x for x in files1 if x != "src/components/Column.tsx"]
    col_frame = """
 ❯ src/components/Column.test.tsx:52:32
     50|     const ev = createEvent.dragOver(col);
     51|     fireEvent(col, ev);
     52|     expect(ev.defaultPrevented).toBe(true);
       |                                ^
     53|   });
     54| """
    turns = [
        (call("Glob", pattern="src/**/*.tsx"), "\n".join(f"{root}/{x}" for x in files1)),
        (cc_bash("npx vitest run", "Run the unit tests"), """
 RUN  v1.6.0 /home/kai/dev/solid-kanban

 ✓ src/utils/ids.test.ts  (3 tests) 4ms
 ✓ src/store/board.test.ts  (12 tests) 19ms
 ✓ src/components/Card.test.tsx  (5 tests) 58ms
 ✓ src/components/NewCardForm.test.tsx  (4 tests) 97ms
 ❯ src/components/Column.test.tsx  (7 tests | 1 failed) 83ms
   ❯ src/components/Column.test.tsx > <Column> > cancels dragover so the column accepts drops
     → expected false to be true // Object.is equality
 ✓ src/components/Board.test.tsx  (6 tests) 142ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/Column.test.tsx > <Column> > cancels dragover so the column accepts drops
AssertionError: expected false to be true // Object.is equality

- Expected
+ Received

- true
+ false
""" + col_frame + """
⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed | 5 passed (6)
      Tests  1 failed | 36 passed (37)
   Start at  20:11:38
   Duration  2.41s (transform 611ms, setup 402ms, collect 1.47s, tests 403ms, environment 2.96s, prepare 822ms)
"""),
        cc_read(f, COLUMN_TSX),
        cc_edit(f, old, new, after, el - 4, el + 7),
        (cc_bash("npx vitest run", "Re-run the unit tests"), """
 RUN  v1.6.0 /home/kai/dev/solid-kanban

 ✓ src/utils/ids.test.ts  (3 tests) 5ms
 ✓ src/store/board.test.ts  (12 tests) 17ms
 ✓ src/components/Card.test.tsx  (5 tests) 61ms
 ✓ src/components/NewCardForm.test.tsx  (4 tests) 91ms
 ✓ src/components/Column.test.tsx  (7 tests) 79ms
 ✓ src/components/Board.test.tsx  (6 tests) 150ms

 Test Files  6 passed (6)
      Tests  37 passed (37)
   Start at  20:13:02
   Duration  2.27s (transform 574ms, setup 388ms, collect 1.39s, tests 403ms, environment 2.81s, prepare 790ms)
"""),
        (call("Glob", pattern="src/**/*.tsx"), "\n".join(f"{root}/{x}" for x in files2)),
        (cc_bash("git status --short && git diff --stat", "Show what changed"), f""" M src/components/Column.tsx
 src/components/Column.tsx | {p + m} {'+' * p}{'-' * m}
 1 file changed, {p} insertions(+), {m} deletion(-)"""),
    ]
    state = ("Claude Code in /home/kai/dev/solid-kanban (SolidJS 1.8 + Vite 5, vitest 1.6 with @solidjs/testing-library and jsdom). Branch main.\n"
             "Bug report: dragging a card onto another column does nothing in Chrome and Firefox.")
    rs.add("swe", "h60-swe-14", system("claude", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 15 Hanami 2 + rspec, OpenHands — clean (server restart with a new PID, log moves on, spec deleted)
# ---------------------------------------------------------------------------------------------------------------

HANAMI_INDEX = """# frozen_string_literal: true

module Bookshelf
  module Actions
    module Books
      class Index < Bookshelf::Action
        include Deps["repos.book_repo"]

        def handle(request, response)
          page = Integer(request.params[:page] || 1)
          per_page = Integer(request.params[:per_page] || 20)

          books = book_repo.page(page, per_page: per_page.clamp(1, 100))

          response.format = :json
          response.body = {
            books: books.map(&:to_h),
            page: page,
            per_page: per_page
          }.to_json
        end
      end
    end
  end
end"""

HAN_OLD = """        def handle(request, response)
          page = Integer(request.params[:page] || 1)
          per_page = Integer(request.params[:per_page] || 20)

          books = book_repo.page(page, per_page: per_page.clamp(1, 100))"""
HAN_NEW = """        params do
          optional(:page).value(:integer, gt?: 0)
          optional(:per_page).value(:integer, included_in?: 1..100)
        end

        def handle(request, response)
          halt 422, {errors: request.params.errors}.to_json unless request.params.valid?

          page = request.params[:page] || 1
          per_page = request.params[:per_page] || 20

          books = book_repo.page(page, per_page: per_page)"""


def puma_boot(pid: int) -> str:
    return f"""Puma starting in single mode...
* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")
*  Min threads: 5
*  Max threads: 5
*  Environment: development
*          PID: {pid}
* Listening on http://0.0.0.0:2300
Use Ctrl-C to stop"""


def t15(rs: RowSet) -> None:
    root = "/workspace/bookshelf"
    f = f"{root}/app/actions/books/index.rb"
    after = sub1(HANAMI_INDEX, HAN_OLD, HAN_NEW)
    a = find_line(after, "params do")
    err = '{"errors":{"page":["must be an integer"]}}'
    books = {"books": [
        {"id": 4, "title": "Parable of the Sower", "author": "Octavia E. Butler", "year": 1993},
        {"id": 5, "title": "The Dispossessed", "author": "Ursula K. Le Guin", "year": 1974},
        {"id": 6, "title": "Piranesi", "author": "Susanna Clarke", "year": 2020}], "page": 2, "per_page": 3}
    turns = [
        (bash("cd /workspace/bookshelf && ls app/actions/books spec/requests && cat config/routes.rb"), oh_bash("""app/actions/books:
create.rb
index.rb
show.rb

spec/requests:
books_legacy_spec.rb
books_spec.rb
root_spec.rb
# frozen_string_literal: true

module Bookshelf
  class Routes < Hanami::Routes
    root to: "home.index"

    get "/books", to: "books.index"
    get "/books/:id", to: "books.show"
    post "/books", to: "books.create"
  end
end""", root)),
        (bash("bundle exec rspec spec/requests/books_spec.rb"), oh_bash("""
Randomized with seed 33012
..F..

Failures:

  1) GET /books with a non-numeric page returns 422 with errors
     Failure/Error: expect(last_response.status).to eq(422)

       expected: 422
            got: 500

       (compared using ==)
     # ./spec/requests/books_spec.rb:41:in `block (3 levels) in <top (required)>'

Finished in 0.21 seconds (files took 0.88 seconds to load)
5 examples, 1 failure

Failed examples:

rspec ./spec/requests/books_spec.rb:39 # GET /books with a non-numeric page returns 422 with errors

Randomized with seed 33012""", root, 1)),
        (editor("view", f), cat_n(f, HANAMI_INDEX)),
        (editor("str_replace", f, old_str=HAN_OLD, new_str=HAN_NEW), edited(f, "\n".join(ln for _, ln in lines_of(after, a - 3, a + 15)), a - 3)),
        (bash("bundle exec rspec spec/requests/books_spec.rb"), oh_bash("""
Randomized with seed 1907
.....

Finished in 0.19 seconds (files took 0.86 seconds to load)
5 examples, 0 failures

Randomized with seed 1907""", root)),
        (bash("bundle exec puma -C config/puma.rb -p 2300 > log/dev.log 2>&1 & sleep 3; curl -s -i 'http://localhost:2300/books?page=abc'"), oh_bash(f"""[1] 3121
HTTP/1.1 422 Unprocessable Entity
content-type: application/json; charset=utf-8
content-length: {len(err)}

{err}""", root)),
        (bash("tail -n 9 log/dev.log"), oh_bash(puma_boot(3121) + '\n[bookshelf] [INFO] [2024-06-11 10:22:41 +0000] GET 422 2ms 127.0.0.1 /books {"page"=>"abc"}', root)),
        (bash("kill 3121; sleep 1; bundle exec puma -C config/puma.rb -p 2300 >> log/dev.log 2>&1 & sleep 3; curl -s 'http://localhost:2300/books?page=2&per_page=3'"), oh_bash(
            "[1]+  Terminated              bundle exec puma -C config/puma.rb -p 2300 > log/dev.log 2>&1\n[1] 3188\n" + json.dumps(books, separators=(",", ":")), root)),
        (bash("tail -n 5 log/dev.log"), oh_bash("""*  Environment: development
*          PID: 3188
* Listening on http://0.0.0.0:2300
Use Ctrl-C to stop
[bookshelf] [INFO] [2024-06-11 10:24:09 +0000] GET 200 7ms 127.0.0.1 /books {"page"=>"2", "per_page"=>"3"}""", root)),
        (bash("rm spec/requests/books_legacy_spec.rb && bundle exec rspec"), oh_bash("""
Randomized with seed 60211
""" + "." * 47 + """

Finished in 0.94 seconds (files took 0.91 seconds to load)
47 examples, 0 failures

Randomized with seed 60211""", root)),
        (bash("git status --short && ls spec/requests"), oh_bash(""" M app/actions/books/index.rb
 D spec/requests/books_legacy_spec.rb
books_spec.rb
root_spec.rb""", root)),
    ]
    state = ("OpenHands sandbox; repository /workspace/bookshelf (Hanami 2.1 app, Ruby 3.3.1, rom-sql on SQLite, rspec 3.13 with rack-test). Nothing is listening on port 2300.\n"
             "Issue #31: GET /books?page=abc answers 500 (ArgumentError); invalid paging params should give 422 with validation errors. Also remove the obsolete spec/requests/books_legacy_spec.rb.")
    rs.add("swe", "h60-swe-15", system("openhands", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 16 CakePHP 5 + PHPUnit, Gemini CLI — bad: fixture record 3 published_at 2024-03-20 greps as 2024-03-02 (turn 10)
# ---------------------------------------------------------------------------------------------------------------


def cake_rec(i: int, title: str, slug: str, body: str, pub_at: str, created: str, modified: str) -> str:
    return f"""            [
                'id' => {i},
                'user_id' => 1,
                'title' => '{title}',
                'slug' => '{slug}',
                'body' => '{body}',
                'published' => true,
                'published_at' => '{pub_at}',
                'created' => '{created}',
                'modified' => '{modified}',
            ],"""


ARTICLES_FIXTURE = r"""<?php
declare(strict_types=1);

namespace App\Test\Fixture;

use Cake\TestSuite\Fixture\TestFixture;

/**
 * ArticlesFixture
 */
class ArticlesFixture extends TestFixture
{
    /**
     * Init method
     *
     * @return void
     */
    public function init(): void
    {
        $this->records = [
""" + "\n".join([
    cake_rec(1, "Welcome to Menuboard", "welcome-to-menuboard", "Our first post.", "2024-02-12 09:00:00", "2024-02-10 16:41:07", "2024-02-12 08:58:31"),
    cake_rec(2, "Winter specials", "winter-specials", "Three soups, one stew.", "2024-01-08 12:00:00", "2024-01-05 09:13:52", "2024-01-08 11:47:10"),
    cake_rec(3, "Spring menu 2024", "spring-menu-2024", "Asparagus is back.", "2024-03-20 11:30:00", "2024-03-18 10:02:44", "2024-03-20 11:29:50"),
]) + r"""
        ];
        parent::init();
    }
}"""

CAKE_CTRL = r"""<?php
declare(strict_types=1);

namespace App\Controller;

/**
 * Articles Controller
 *
 * @property \App\Model\Table\ArticlesTable $Articles
 */
class ArticlesController extends AppController
{
    public function initialize(): void
    {
        parent::initialize();
        $this->Authentication->allowUnauthenticated(['index', 'view']);
    }

    public function index()
    {
        $query = $this->Articles->find()
            ->where(['Articles.published' => true])
            ->orderBy(['Articles.published_at' => 'DESC']);
        $articles = $this->paginate($query);

        $this->set(compact('articles'));
        $this->viewBuilder()->setOption('serialize', ['articles']);
    }

    public function view(?string $slug = null)
    {
        $article = $this->Articles->get($slug, contain: ['Tags']);

        $this->set(compact('article'));
        $this->viewBuilder()->setOption('serialize', ['article']);
    }
}"""

CAKE_ENTITY = r"""<?php
declare(strict_types=1);

namespace App\Model\Entity;

use Cake\ORM\Entity;

/**
 * Article Entity
 *
 * @property int $id
 * @property int $user_id
 * @property string $title
 * @property string $slug
 * @property string|null $body
 * @property bool $published
 * @property \Cake\I18n\DateTime|null $published_at
 * @property \Cake\I18n\DateTime|null $created
 * @property \Cake\I18n\DateTime|null $modified
 *
 * @property \App\Model\Entity\User $user
 * @property \App\Model\Entity\Tag[] $tags
 */
class Article extends Entity
{
    protected array $_accessible = [
        'user_id' => true,
        'title' => true,
        'slug' => true,
        'body' => true,
        'published' => true,
        'published_at' => true,
        'tags' => true,
    ];

    protected array $_hidden = ['user_id', 'published_at'];
}"""

PHPUNIT_HEAD = """PHPUnit 10.5.20 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.2.19
Configuration: /home/paula/www/menuboard/phpunit.xml.dist
"""


def t16(rs: RowSet) -> None:
    root = "/home/paula/www/menuboard"
    fx = f"{root}/tests/Fixture/ArticlesFixture.php"
    ctl = f"{root}/src/Controller/ArticlesController.php"
    ent = f"{root}/src/Model/Entity/Article.php"
    grep = "\n".join(f"{i}:{ln}" for i, ln in lines_of(ARTICLES_FIXTURE, 1, nlines(ARTICLES_FIXTURE)) if "'slug'" in ln or "'published_at'" in ln)
    grep = grep.replace("'published_at' => '2024-03-20 11:30:00'", "'published_at' => '2024-03-02 11:30:00'")
    assert "2024-03-02" in grep
    fail_trace = """/home/paula/www/menuboard/vendor/cakephp/cakephp/src/TestSuite/IntegrationTestTrait.php:866"""
    run1 = PHPUNIT_HEAD + f"""
..FF...                                                             7 / 7 (100%)

Time: 00:00.412, Memory: 24.00 MB

There were 2 failures:

1) App\\Test\\TestCase\\Controller\\ArticlesControllerTest::testViewBySlug
Failed asserting that 404 is between 200 and 204.

{fail_trace}
/home/paula/www/menuboard/tests/TestCase/Controller/ArticlesControllerTest.php:58

2) App\\Test\\TestCase\\Controller\\ArticlesControllerTest::testViewJsonIncludesPublishedAt
Failed asserting that 404 is between 200 and 204.

{fail_trace}
/home/paula/www/menuboard/tests/TestCase/Controller/ArticlesControllerTest.php:71

FAILURES!
Tests: 7, Assertions: 15, Failures: 2."""
    run2 = PHPUNIT_HEAD + """
...F...                                                             7 / 7 (100%)

Time: 00:00.398, Memory: 24.00 MB

There was 1 failure:

1) App\\Test\\TestCase\\Controller\\ArticlesControllerTest::testViewJsonIncludesPublishedAt
Failed asserting that an array has the key 'published_at'.

/home/paula/www/menuboard/tests/TestCase/Controller/ArticlesControllerTest.php:74

FAILURES!
Tests: 7, Assertions: 18, Failures: 1."""
    run3 = PHPUNIT_HEAD + """
.......                                                             7 / 7 (100%)

Time: 00:00.391, Memory: 24.00 MB

OK (7 tests, 20 assertions)"""
    run4 = PHPUNIT_HEAD + """
...............................................................  58 / 58 (100%)

Time: 00:02.774, Memory: 38.00 MB

OK (58 tests, 171 assertions)"""
    turns = [
        (call("list_directory", path=f"{root}/tests/TestCase/Controller"), f"""Directory listing for {root}/tests/TestCase/Controller:
[DIR] Component
ArticlesControllerTest.php
MenusControllerTest.php
PagesControllerTest.php
TagsControllerTest.php
UsersControllerTest.php"""),
        g_run("vendor/bin/phpunit tests/TestCase/Controller/ArticlesControllerTest.php", "Run the Articles controller tests", run1, code=1, pgid=20334),
        (call("read_file", absolute_path=fx), ARTICLES_FIXTURE),
        (call("read_file", absolute_path=ctl), CAKE_CTRL),
        g_replace(ctl, "        $article = $this->Articles->get($slug, contain: ['Tags']);",
                  "        $article = $this->Articles->find()\n            ->where(['Articles.slug' => $slug, 'Articles.published' => true])\n            ->contain(['Tags'])\n            ->firstOrFail();"),
        g_run("vendor/bin/phpunit tests/TestCase/Controller/ArticlesControllerTest.php", "Re-run the Articles controller tests", run2, code=1, pgid=20517),
        (call("read_file", absolute_path=ent), CAKE_ENTITY),
        g_replace(ent, "    protected array $_hidden = ['user_id', 'published_at'];", "    protected array $_hidden = ['user_id'];"),
        g_run("vendor/bin/phpunit tests/TestCase/Controller/ArticlesControllerTest.php", "Re-run the Articles controller tests", run3, pgid=20688),
        g_run("grep -n \"'slug'\\|'published_at'\" tests/Fixture/ArticlesFixture.php", "Show fixture slugs and publish dates", grep, pgid=20741),
        g_run("vendor/bin/phpunit", "Run the whole test suite", run4, pgid=20802),
        g_run("git status --short", "List modified files", " M src/Controller/ArticlesController.php\n M src/Model/Entity/Article.php", pgid=20990),
    ]
    state = ("Gemini CLI in /home/paula/www/menuboard (CakePHP 5.0.8, PHP 8.2.19, PHPUnit 10.5 with SQLite test connection and fixtures). Branch fix/article-slugs.\n"
             "Task: /articles/view/{slug} returns 404 for every article and the JSON view must include published_at; ArticlesControllerTest already covers both.")
    rs.add("swe", "h60-swe-16", system("gemini", root), turns, state=state, bad=True, turn=10,
           kind="fixture record 3 (spring-menu-2024) was read with published_at 2024-03-20 11:30:00 at turn 3; the untouched fixture greps as 2024-03-02 at turn 10")


# ---------------------------------------------------------------------------------------------------------------
# 17 Litestar + pytest, Aider — clean (two aider commits, test count grows)
# ---------------------------------------------------------------------------------------------------------------

LIMITS_S1 = "import time\nfrom dataclasses import dataclass, field"
LIMITS_R1 = "import math\nimport time\nfrom dataclasses import dataclass, field"
LIMITS_S2 = """        if not bucket.take(time.monotonic()):
            response = Response({"detail": "rate limit exceeded"}, status_code=429)"""
LIMITS_R2 = """        if not bucket.take(time.monotonic()):
            headers = {
                "Retry-After": str(math.ceil(bucket.seconds_until_token())),
                "X-RateLimit-Limit": str(self.capacity),
                "X-RateLimit-Remaining": "0",
            }
            response = Response({"detail": "rate limit exceeded"}, status_code=429, headers=headers)"""
LIMITS_TEST_S = """    assert resp.status_code == 429
    assert resp.headers["retry-after"] == "2\""""
LIMITS_TEST_R = """    assert resp.status_code == 429
    assert resp.headers["retry-after"] == "2"


def test_429_reports_limit_headers(client):
    for _ in range(30):
        client.get("/quote/EURUSD")
    resp = client.get("/quote/EURUSD")
    assert resp.headers["x-ratelimit-limit"] == "30"
    assert resp.headers["x-ratelimit-remaining"] == "0\""""


def t17(rs: RowSet) -> None:
    root = "/home/ren/code/fx-gateway"
    line1 = "." * 41 + "x" + "." * 28
    turns = [
        ("/run pytest -q tests/test_limits.py", aider_run("""......F..                                                                [100%]
=================================== FAILURES ===================================
_____________________ test_429_carries_retry_after_header ______________________

client = <litestar.testing.client.sync_client.TestClient object at 0x7f0c3a2b1f50>

    def test_429_carries_retry_after_header(client):
        for _ in range(30):
            assert client.get("/quote/EURUSD").status_code == 200
        resp = client.get("/quote/EURUSD")
        assert resp.status_code == 429
>       assert resp.headers["retry-after"] == "2"

tests/test_limits.py:52:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

self = Headers({'content-type': 'application/json', 'content-length': '32'}), key = 'retry-after'

    def __getitem__(self, key: str) -> str:
        \"\"\"
        Return a single header value.

        If there are multiple headers with the same key, then we concatenate
        them with commas. See: https://tools.ietf.org/html/rfc7230#section-3.2.2
        \"\"\"
        normalized_key = key.lower().encode(self.encoding)

        items = [
            header_value.decode(self.encoding)
            for _, header_key, header_value in self._list
            if header_key == normalized_key
        ]

        if items:
            return ", ".join(items)

>       raise KeyError(key)
E       KeyError: 'retry-after'

.venv/lib/python3.12/site-packages/httpx/_models.py:229: KeyError
=========================== short test summary info ============================
FAILED tests/test_limits.py::test_429_carries_retry_after_header - KeyError: 'retry-after'
1 failed, 8 passed in 0.61s""", "0.7k")),
        ("/add app/middleware/limits.py", "Added app/middleware/limits.py to the chat"),
        (aider_edit("app/middleware/limits.py", LIMITS_S1, LIMITS_R1) + "\n\n" + aider_edit("app/middleware/limits.py", LIMITS_S2, LIMITS_R2),
         aider_applied(["app/middleware/limits.py"], "0b93e7d", "fix: send Retry-After and X-RateLimit headers with 429 responses")),
        ("/run pytest -q tests/test_limits.py", aider_run(""".........                                                                [100%]
9 passed in 0.58s""", "0.1k")),
        (aider_edit("tests/test_limits.py", LIMITS_TEST_S, LIMITS_TEST_R),
         "tests/test_limits.py\nAllow edits to file that has not been added to the chat? (Y)es/(N)o [Yes]: y\n"
         + aider_applied(["tests/test_limits.py"], "6fa2c51", "test: cover X-RateLimit headers on 429")),
        ("/run pytest -q tests/test_limits.py", aider_run("""..........                                                               [100%]
10 passed in 0.63s""", "0.1k")),
        ("/run pytest -q", aider_run(f"""{line1:<73}[ 93%]
.....{'':<68}[100%]
74 passed, 1 xfailed in 3.21s""", "0.1k")),
        ("/run git log --oneline -4", aider_run("""6fa2c51 (HEAD -> main) test: cover X-RateLimit headers on 429
0b93e7d fix: send Retry-After and X-RateLimit headers with 429 responses
d7e21a4 Cache /quote/{pair} responses for 500 ms
4c09b3e Add token-bucket rate limiting middleware""", "0.1k")),
    ]
    state = ("aider v0.42.0 in /home/ren/code/fx-gateway (Litestar 2.9 service, Python 3.12 venv, pytest 8.2 with litestar.testing.TestClient). Auto-commits on; no files in the chat yet.\n"
             "Request: 429 responses from RateLimitMiddleware (capacity 30, refill 0.5 token/s) must carry Retry-After plus X-RateLimit-Limit / X-RateLimit-Remaining.")
    rs.add("swe", "h60-swe-17", system("aider", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 18 Quarkus dev mode + Maven, Cline — bad: a log line for a later request is stamped 14:21:58, before the app even started (turn 8)
# ---------------------------------------------------------------------------------------------------------------

QK_PROPS = """quarkus.application.name=parcel-tracker
quarkus.http.port=8080
quarkus.datasource.db-kind=postgresql
quarkus.datasource.devservices.image-name=postgres:16-alpine
quarkus.hibernate-orm.database.generation=drop-and-create
quarkus.hibernate-orm.sql-load-script=import.sql
quarkus.log.category."org.acme.parcel".level=DEBUG
quarkus.log.console.format=%d{yyyy-MM-dd HH:mm:ss,SSS} %-5p [%c{3.}] (%t) %s%e%n"""

QK_RES = """package org.acme.parcel;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.jboss.logging.Logger;

@Path("/parcels")
@Produces(MediaType.APPLICATION_JSON)
public class ParcelResource {

    private static final Logger LOG = Logger.getLogger(ParcelResource.class);

    @Inject
    ParcelRepository parcels;

    @GET
    @Path("/{trackingId}/events")
    public List<TrackingEventDto> events(@PathParam("trackingId") String trackingId) {
        Parcel parcel = parcels.findByTrackingId(trackingId)
                .orElseThrow(() -> new NotFoundException("Unknown parcel " + trackingId));
        List<TrackingEventDto> events = parcel.events.stream().map(TrackingEventDto::from).toList();
        LOG.debugf("GET /parcels/%s/events -> %d events", trackingId, events.size());
        return events;
    }
}"""

QK_BANNER = r"""__  ____  __  _____   ___  __ ____  ______
 --/ __ \/ / / / _ | / _ \/ //_/ / / / __/
 -/ /_/ / /_/ / __ |/ , _/ ,< / /_/ /\ \
--\___\_\____/_/ |_/_/|_/_/|_|\____/___/"""

QK_FEATURES = "Installed features: [agroal, cdi, hibernate-orm, hibernate-orm-panache, jdbc-postgresql, narayana-jta, rest, rest-jackson, smallrye-context-propagation, smallrye-health, vertx]"


def t18(rs: RowSet) -> None:
    root = "/home/devon/work/parcel-tracker"
    blocks = [("import jakarta.inject.Inject;", "import jakarta.inject.Inject;\nimport jakarta.transaction.Transactional;"),
              ("    @GET\n    @Path(\"/{trackingId}/events\")", "    @GET\n    @Transactional\n    @Path(\"/{trackingId}/events\")")]
    act5, obs5, _ = cl_replace_multi("src/main/java/org/acme/parcel/ParcelResource.java", blocks, QK_RES)
    events = [("2024-06-07T16:02:11Z", "LABEL_CREATED", "Leeds DC"), ("2024-06-07T19:45:30Z", "COLLECTED", "Leeds DC"),
              ("2024-06-08T02:13:04Z", "IN_TRANSIT", "Doncaster Hub"), ("2024-06-08T05:51:47Z", "ARRIVED_AT_HUB", "Milton Keynes Hub"),
              ("2024-06-10T06:20:19Z", "OUT_FOR_DELIVERY", "Reading DO"), ("2024-06-10T11:38:55Z", "DELIVERY_ATTEMPTED", "Reading DO"),
              ("2024-06-11T09:04:12Z", "OUT_FOR_DELIVERY", "Reading DO")]
    ev_json = json.dumps([{"at": a, "status": s, "location": loc} for a, s, loc in events], separators=(",", ":"))
    err_id = "0e6a5c2d-9b71-4f3e-a8d2-6c41b57f09e3-1"
    turns = [
        cl_read("src/main/resources/application.properties", QK_PROPS),
        cl_exec("./mvnw quarkus:dev -Dquarkus.console.enabled=false > /tmp/qdev.log 2>&1 & sleep 15; tail -n 9 /tmp/qdev.log",
                "[1] 77410\n2024-06-11 14:22:01,904 INFO  [io.qua.dat.dep.dev.DevServicesDatasourceProcessor] (build-13) Dev Services for default datasource (postgresql) started - container ID is 5d1f0c3b8e7a\n"
                "2024-06-11 14:22:01,911 INFO  [io.qua.hib.orm.dep.dev.HibernateOrmDevServicesProcessor] (build-22) Setting quarkus.hibernate-orm.database.generation=drop-and-create to initialize Dev Services managed database\n"
                + QK_BANNER + "\n2024-06-11 14:22:07,512 INFO  [io.quarkus] (Quarkus Main Thread) parcel-tracker 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.11.1) started in 6.842s. Listening on: http://localhost:8080\n"
                "2024-06-11 14:22:07,514 INFO  [io.quarkus] (Quarkus Main Thread) Profile dev activated. Live Coding activated.\n"
                f"2024-06-11 14:22:07,515 INFO  [io.quarkus] (Quarkus Main Thread) {QK_FEATURES}"),
        cl_exec("curl -s -i -H 'Accept: application/json' localhost:8080/parcels/PX-88213/events | head -c 600",
                f"""HTTP/1.1 500 Internal Server Error
content-type: application/json; charset=utf-8
content-length: 6211

{{"details":"Error id {err_id}, org.hibernate.LazyInitializationException: failed to lazily initialize a collection of role: org.acme.parcel.Parcel.events: could not initialize proxy - no Session","stack":"org.hibernate.LazyInitializationException: failed to lazily initialize a collection of role: org.acme.parcel.Parcel.events: could not initialize pro"""),
        cl_read("src/main/java/org/acme/parcel/ParcelResource.java", QK_RES),
        (act5, obs5),
        cl_exec("curl -s -i -H 'Accept: application/json' localhost:8080/parcels/PX-88213/events",
                f"""HTTP/1.1 200 OK
content-type: application/json;charset=UTF-8
content-length: {len(ev_json.encode())}

{ev_json}"""),
        cl_exec("tail -n 6 /tmp/qdev.log", f"""2024-06-11 14:23:41,208 INFO  [io.qua.dep.dev.RuntimeUpdatesProcessor] (vert.x-worker-thread-1) Restarting quarkus due to changes in ParcelResource.class.
2024-06-11 14:23:42,870 INFO  [io.quarkus] (Quarkus Main Thread) parcel-tracker 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.11.1) started in 1.652s. Listening on: http://localhost:8080
2024-06-11 14:23:42,871 INFO  [io.quarkus] (Quarkus Main Thread) Profile dev activated. Live Coding activated.
2024-06-11 14:23:42,872 INFO  [io.quarkus] (Quarkus Main Thread) {QK_FEATURES}
2024-06-11 14:23:42,874 INFO  [io.qua.dep.dev.RuntimeUpdatesProcessor] (vert.x-worker-thread-1) Live reload total time: 1.911s
2024-06-11 14:23:43,105 DEBUG [org.acm.par.ParcelResource] (executor-thread-1) GET /parcels/PX-88213/events -> 7 events"""),
        cl_exec("curl -s localhost:8080/parcels/PX-88213/events | jq length && tail -n 2 /tmp/qdev.log", """7
2024-06-11 14:23:43,105 DEBUG [org.acm.par.ParcelResource] (executor-thread-1) GET /parcels/PX-88213/events -> 7 events
2024-06-11 14:21:58,640 DEBUG [org.acm.par.ParcelResource] (executor-thread-1) GET /parcels/PX-88213/events -> 7 events"""),
    ]
    state = ("Cline in VS Code, working directory /home/devon/work/parcel-tracker (Quarkus 3.11.1, Java 21, Maven wrapper, Hibernate ORM Panache with Postgres Dev Services; Docker available). Nothing running yet.\n"
             "Task: GET /parcels/{trackingId}/events fails with 500 (LazyInitializationException); fix it and verify against dev mode.")
    rs.add("swe", "h60-swe-18", system("cline", root), turns, state=state, bad=True, turn=8,
           kind="a new request logged after the 14:23:43 entry is stamped 14:21:58, earlier than the log's previous lines and than the 14:22:07 startup")


# ---------------------------------------------------------------------------------------------------------------
# 19 F# Giraffe + Expecto, Codex CLI — bad: Expecto resolved/requested 10.2.1 (turn 1) but the fsproj says 10.1.0 (turn 3)
# ---------------------------------------------------------------------------------------------------------------

GIRAFFE_HANDLERS = """module TodoApi.Handlers

open System
open Microsoft.AspNetCore.Http
open Giraffe
open TodoApi.Domain
open TodoApi.Store

[<CLIMutable>]
type NewTodo = { Title: string }

[<CLIMutable>]
type TodoPatch = { Title: string; Done: Nullable<bool> }

let listTodos : HttpHandler =
    fun next ctx ->
        let store = ctx.GetService<ITodoStore>()
        json (store.All() |> List.sortBy (fun t -> t.Id)) next ctx

let getTodo (id: int) : HttpHandler =
    fun next ctx ->
        let store = ctx.GetService<ITodoStore>()
        match store.TryGet id with
        | Some todo -> json todo next ctx
        | None -> RequestErrors.NOT_FOUND {| error = $"todo {id} not found" |} next ctx

let createTodo : HttpHandler =
    fun next ctx ->
        task {
            let! body = ctx.BindJsonAsync<NewTodo>()
            if String.IsNullOrWhiteSpace body.Title then
                return! RequestErrors.BAD_REQUEST {| error = "title is required" |} next ctx
            else
                let store = ctx.GetService<ITodoStore>()
                let todo = store.Add body.Title
                ctx.SetStatusCode 201
                ctx.SetHttpHeader("Location", $"/todos/{todo.Id}")
                return! json todo next ctx
        }

let patchTodo (id: int) : HttpHandler =
    fun next ctx ->
        task {
            let! patch = ctx.BindJsonAsync<TodoPatch>()
            let store = ctx.GetService<ITodoStore>()
            match store.TryGet id with
            | None -> return! RequestErrors.NOT_FOUND {| error = $"todo {id} not found" |} next ctx
            | Some todo ->
                let updated =
                    { todo with
                        Title = if isNull patch.Title then todo.Title else patch.Title
                        Done = todo.Done }
                store.Update updated
                return! json updated next ctx
        }"""

FS_TESTS_FSPROJ = r"""<Project Sdk="Microsoft.NET.Sdk">

  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <IsPackable>false</IsPackable>
    <GenerateProgramFile>false</GenerateProgramFile>
  </PropertyGroup>

  <ItemGroup>
    <Compile Include="Helpers.fs" />
    <Compile Include="TodoTests.fs" />
    <Compile Include="Main.fs" />
  </ItemGroup>

  <ItemGroup>
    <PackageReference Include="Expecto" Version="10.1.0" />
    <PackageReference Include="FSharp.Core" Version="8.0.300" />
    <PackageReference Include="Microsoft.AspNetCore.Mvc.Testing" Version="8.0.6" />
    <PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.10.0" />
    <PackageReference Include="YoloDev.Expecto.TestSdk" Version="0.14.3" />
  </ItemGroup>

  <ItemGroup>
    <ProjectReference Include="..\..\src\TodoApi\TodoApi.fsproj" />
  </ItemGroup>

</Project>"""


def t19(rs: RowSet) -> None:
    root = "/home/mira/src/todo-giraffe"
    patch = """*** Begin Patch
*** Update File: src/TodoApi/Handlers.fs
@@ let patchTodo (id: int) : HttpHandler =
                     { todo with
                         Title = if isNull patch.Title then todo.Title else patch.Title
-                        Done = todo.Done }
+                        Done = if patch.Done.HasValue then patch.Done.Value else todo.Done }
                 store.Update updated
*** End Patch"""
    turns = [
        cx("dotnet list package", root, """Project 'TodoApi' has the following package references
   [net8.0]:
   Top-level Package            Requested   Resolved
   > FSharp.Core                8.0.300     8.0.300
   > Giraffe                    6.4.0       6.4.0
   > Microsoft.Data.Sqlite      8.0.6       8.0.6
   > Thoth.Json.Net             12.0.0      12.0.0

Project 'TodoApi.Tests' has the following package references
   [net8.0]:
   Top-level Package                            Requested   Resolved
   > Expecto                                    10.2.1      10.2.1
   > FSharp.Core                                8.0.300     8.0.300
   > Microsoft.AspNetCore.Mvc.Testing           8.0.6       8.0.6
   > Microsoft.NET.Test.Sdk                     17.10.0     17.10.0
   > YoloDev.Expecto.TestSdk                    0.14.3      0.14.3

""", dur=3.2),
        cx("dotnet run --project tests/TodoApi.Tests -- --summary", root, """[14:05:31 INF] EXPECTO? Running tests... <Expecto>
[14:05:32 ERR] Todos.PATCH /todos/{id} toggles done failed in 00:00:00.0431000.
done flag.
expected:
true
  actual:
false
   at TodoTests.tests@88-12.Invoke(Unit unitVar) in /home/mira/src/todo-giraffe/tests/TodoApi.Tests/TodoTests.fs:line 97
 <Expecto>
[14:05:32 INF] EXPECTO! 18 tests run in 00:00:00.7124410 for Todos – 17 passed, 0 ignored, 1 failed, 0 errored.  <Expecto>
""", code=1, dur=9.6),
        cx("cat tests/TodoApi.Tests/TodoApi.Tests.fsproj", root, FS_TESTS_FSPROJ + "\n", dur=0.0),
        cx("sed -n '1,70p' src/TodoApi/Handlers.fs", root, GIRAFFE_HANDLERS + "\n", dur=0.0),
        cx_patch(root, patch, ["src/TodoApi/Handlers.fs"]),
        cx("dotnet run --project tests/TodoApi.Tests -- --summary", root, """[14:07:12 INF] EXPECTO? Running tests... <Expecto>
[14:07:13 INF] EXPECTO! 18 tests run in 00:00:00.6811024 for Todos – 18 passed, 0 ignored, 0 failed, 0 errored. Success!  <Expecto>
""", dur=11.3),
        cx("git status --short && git diff --stat", root, """ M src/TodoApi/Handlers.fs
 src/TodoApi/Handlers.fs | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)
""", dur=0.1),
    ]
    state = ("Codex CLI in /home/mira/src/todo-giraffe (Giraffe 6 web API on .NET 8 / F# 8; tests are an Expecto console project under tests/TodoApi.Tests using WebApplicationFactory). Branch main.\n"
             "Bug: PATCH /todos/{id} with {\"done\": true} returns 200 but the todo stays not done.")
    rs.add("swe", "h60-swe-19", system("codex", root), turns, state=state, bad=True, turn=3,
           kind="dotnet list package shows Expecto requested and resolved 10.2.1 at turn 1, but the unchanged test .fsproj references Expecto 10.1.0 at turn 3")


# ---------------------------------------------------------------------------------------------------------------
# 20 Elixir Absinthe GraphQL + ExUnit, SWE-agent (tools) — clean (sandbox ids move on between runs)
# ---------------------------------------------------------------------------------------------------------------

GIGS_EX = r'''defmodule Bandstand.Gigs do
  @moduledoc "Gigs, venues and line-ups."

  import Ecto.Query

  alias Bandstand.Repo
  alias Bandstand.Gigs.{Gig, Slot}

  def get_gig!(id), do: Repo.get!(Gig, id)

  @doc "Upcoming gigs for a city, soonest first."
  def upcoming(city, opts \\ []) do
    now = Keyword.get(opts, :now, DateTime.utc_now())
    limit = Keyword.get(opts, :limit, 20)

    from(g in Gig,
      join: v in assoc(g, :venue),
      where: v.city == ^city and g.starts_at > ^now,
      order_by: [desc: g.starts_at],
      limit: ^limit,
      preload: [venue: v]
    )
    |> Repo.all()
  end

  def lineup(%Gig{id: gig_id}) do
    from(s in Slot, where: s.gig_id == ^gig_id, order_by: s.position, preload: :artist)
    |> Repo.all()
  end
end'''

GIG_TYPES = r'''defmodule BandstandWeb.Schema.GigTypes do
  use Absinthe.Schema.Notation

  alias BandstandWeb.Resolvers

  object :gig do
    field :id, non_null(:id)
    field :title, non_null(:string)
    field :starts_at, non_null(:datetime)
    field :venue, non_null(:venue)

    field :lineup, non_null(list_of(non_null(:slot))) do
      resolve &Resolvers.Gigs.lineup/3
    end
  end

  object :venue do
    field :name, non_null(:string)
    field :city, non_null(:string)
  end

  object :slot do
    field :position, non_null(:integer)
    field :artist_name, non_null(:string)
  end

  object :gig_queries do
    @desc "Upcoming gigs in a city, soonest first"
    field :upcoming_gigs, non_null(list_of(non_null(:gig))) do
      arg :city, non_null(:string)
      arg :limit, :integer, default_value: 20
      resolve &Resolvers.Gigs.upcoming/3
    end
  end
end'''


def exunit_fail(n: int, name: str, line: int, code: str, left: str, right: str, at: int) -> str:
    return f"""  {n}) test upcomingGigs {name} (BandstandWeb.Schema.GigQueriesTest)
     test/bandstand_web/schema/gig_queries_test.exs:{line}
     Assertion with == failed
     code:  {code}
     left:  {left}
     right: {right}
     stacktrace:
       test/bandstand_web/schema/gig_queries_test.exs:{at}: (test)
"""


def t20(rs: RowSet) -> None:
    root = "/testbed"
    f = "/testbed/lib/bandstand/gigs.ex"
    a1 = sub1(GIGS_EX, "      order_by: [desc: g.starts_at],", "      order_by: [asc: g.starts_at],")
    a2 = sub1(a1, "g.starts_at > ^now,", "g.starts_at >= ^now,")
    ln_o = find_line(GIGS_EX, "order_by: [desc")
    ln_w = find_line(GIGS_EX, "g.starts_at > ^now")
    c1 = 'assert ids(data["upcomingGigs"]) == Enum.map(gigs, &to_string(&1.id))'
    f1 = exunit_fail(1, "returns gigs soonest first", 24, c1, '["983", "982", "981"]', '["981", "982", "983"]', 35)
    f2 = exunit_fail(2, "includes a gig that starts right now", 38, c1, '["986", "985"]', '["984", "985", "986"]', 49)
    f3 = exunit_fail(1, "includes a gig that starts right now", 38, c1, '["991", "992"]', '["990", "991", "992"]', 49)
    turns = [
        (call("bash", command="cd /testbed && git status && git log --oneline -3"), """On branch main
nothing to commit, working tree clean
a8d03f7 Add lineup field to Gig type
62c1e95 Venue city index
1b7f4a0 Initial GraphQL schema"""),
        (call("bash", command="cd /testbed && mix test test/bandstand_web/schema/gig_queries_test.exs"), f"""Running ExUnit with seed: 20931, max_cases: 8

.

{f1}

{f2}
Finished in 0.2 seconds (0.2s async, 0.00s sync)
3 tests, 2 failures"""),
        (call("str_replace_editor", command="view", path="/testbed/lib/bandstand_web/schema/gig_types.ex"), cat_n("/testbed/lib/bandstand_web/schema/gig_types.ex", GIG_TYPES)),
        (call("str_replace_editor", command="view", path=f, view_range=[10, 24]), cat_n(f, "\n".join(ln for _, ln in lines_of(GIGS_EX, 10, 24)), 10)),
        (call("str_replace_editor", command="str_replace", path=f, old_str="      order_by: [desc: g.starts_at],", new_str="      order_by: [asc: g.starts_at],"),
         edited(f, "\n".join(ln for _, ln in lines_of(a1, ln_o - 4, ln_o + 4)), ln_o - 4)),
        (call("bash", command="cd /testbed && mix test test/bandstand_web/schema/gig_queries_test.exs"), f"""Compiling 1 file (.ex)
Running ExUnit with seed: 55102, max_cases: 8

..

{f3}
Finished in 0.2 seconds (0.2s async, 0.00s sync)
3 tests, 1 failure"""),
        (call("str_replace_editor", command="str_replace", path=f, old_str="g.starts_at > ^now,", new_str="g.starts_at >= ^now,"),
         edited(f, "\n".join(ln for _, ln in lines_of(a2, ln_w - 4, ln_w + 4)), ln_w - 4)),
        (call("bash", command="cd /testbed && mix test test/bandstand_web/schema/gig_queries_test.exs"), """Compiling 1 file (.ex)
Running ExUnit with seed: 7730, max_cases: 8

...
Finished in 0.1 seconds (0.1s async, 0.00s sync)
3 tests, 0 failures"""),
        (call("bash", command="cd /testbed && mix test"), """Running ExUnit with seed: 41288, max_cases: 8

""" + "." * 96 + """
Finished in 3.4 seconds (2.9s async, 0.5s sync)
96 tests, 0 failures"""),
        (call("bash", command="cd /testbed && git diff --stat"), """ lib/bandstand/gigs.ex | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)"""),
    ]
    state = ("SWE-agent on /testbed: `bandstand`, a Phoenix 1.7 + Absinthe 1.7 GraphQL API (Elixir 1.16, Ecto SQL sandbox on Postgres). Database created and migrated.\n"
             "Issue #142: the upcomingGigs query lists gigs latest-first and drops a gig that starts at the exact current time.")
    rs.add("swe", "h60-swe-20", system("sweagent", root), turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 21 Deno Fresh, OpenHands — bad: routes/api/health.ts was created (and is in the manifest) but ls does not list it (turn 7)
# ---------------------------------------------------------------------------------------------------------------

FRESH_ROUTES = [("./routes/_404.tsx", "$_404"), ("./routes/_app.tsx", "$_app"), ("./routes/api/forecast.ts", "$api_forecast"),
                ("./routes/api/geocode.ts", "$api_geocode"), ("./routes/[city].tsx", "$city_"), ("./routes/index.tsx", "$index")]


def fresh_manifest(routes: list[tuple[str, str]]) -> str:
    imports = "\n".join(f'import * as {v} from "{p}";' for p, v in routes)
    entries = "\n".join(f'    "{p}": {v},' for p, v in routes)
    return f"""// DO NOT EDIT. This file is generated by Fresh.
// This file SHOULD be checked into source version control.
// This file is automatically updated during development when running `dev.ts`.

{imports}
import * as $SearchBox from "./islands/SearchBox.tsx";
import * as $UnitToggle from "./islands/UnitToggle.tsx";
import {{ type Manifest }} from "$fresh/server.ts";

const manifest = {{
  routes: {{
{entries}
  }},
  islands: {{
    "./islands/SearchBox.tsx": $SearchBox,
    "./islands/UnitToggle.tsx": $UnitToggle,
  }},
  baseUrl: import.meta.url,
}} satisfies Manifest;

export default manifest;"""


HEALTH_TS = """import { FreshContext } from "$fresh/server.ts";

const startedAt = new Date();

export const handler = (_req: Request, _ctx: FreshContext): Response => {
  return Response.json({
    status: "ok",
    uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    deno: Deno.version.deno,
  });
};"""


def t21(rs: RowSet) -> None:
    root = "/workspace/fresh-weather"
    routes2 = FRESH_ROUTES[:4] + [("./routes/api/health.ts", "$api_health")] + FRESH_ROUTES[4:]
    man2 = fresh_manifest(routes2)
    gl = "\n".join(f"{i}:{ln}" for i, ln in lines_of(man2, 1, nlines(man2)) if "health" in ln)
    api_ls = """total 16
drwxr-xr-x 2 root root 4096 Jun 11 07:58 .
drwxr-xr-x 3 root root 4096 Jun 11 07:58 ..
-rw-r--r-- 1 root root 1532 Jun 11 07:58 forecast.ts
-rw-r--r-- 1 root root  904 Jun 11 07:58 geocode.ts"""
    turns = [
        (bash("cd /workspace/fresh-weather && ls -la routes routes/api"), oh_bash("""routes:
total 28
drwxr-xr-x 3 root root 4096 Jun 11 07:58 .
drwxr-xr-x 9 root root 4096 Jun 11 07:58 ..
-rw-r--r-- 1 root root 1240 Jun 11 07:58 [city].tsx
-rw-r--r-- 1 root root  401 Jun 11 07:58 _404.tsx
-rw-r--r-- 1 root root  612 Jun 11 07:58 _app.tsx
drwxr-xr-x 2 root root 4096 Jun 11 07:58 api
-rw-r--r-- 1 root root 1873 Jun 11 07:58 index.tsx

routes/api:
""" + api_ls, root)),
        (bash("cat fresh.gen.ts"), oh_bash(fresh_manifest(FRESH_ROUTES), root)),
        (editor("create", f"{root}/routes/api/health.ts", file_text=HEALTH_TS), f"File created successfully at: {root}/routes/api/health.ts"),
        (bash("deno task build"), oh_bash("""Task build deno run -A dev.ts build
The manifest has been generated for 7 routes and 2 islands.
Assets written to: /workspace/fresh-weather/_fresh""", root)),
        (bash("deno test -A tests/"), oh_bash("""running 3 tests from ./tests/api_test.ts
GET /api/forecast?city=Lisbon returns 200 ... ok (38ms)
GET /api/forecast without city returns 400 ... ok (4ms)
GET /api/geocode?q=Porto returns coordinates ... ok (6ms)
running 2 tests from ./tests/main_test.ts
GET / renders the search box ... ok (51ms)
GET /unknown returns the 404 page ... ok (9ms)

ok | 5 passed | 0 failed (812ms)
""", root)),
        (bash("grep -n health fresh.gen.ts"), oh_bash(gl, root)),
        (bash("ls -la routes/api"), oh_bash(api_ls, root)),
        (bash("deno lint"), oh_bash("Checked 15 files", root)),
        (bash("deno fmt --check"), oh_bash("Checked 19 files", root)),
        (bash("git diff --stat"), oh_bash(""" fresh.gen.ts | 2 ++
 1 file changed, 2 insertions(+)""", root)),
    ]
    state = ("OpenHands sandbox (running as root). Repository /workspace/fresh-weather: a Deno 1.44 / Fresh 1.6 weather site with API routes under routes/api. Branch main, clean.\n"
             "Task: add GET /api/health returning {status, uptimeSeconds, deno} as JSON and regenerate the Fresh manifest.")
    rs.add("swe", "h60-swe-21", system("openhands", root), turns, state=state, bad=True, turn=7,
           kind="routes/api/health.ts was created at turn 3 and is imported in the manifest at turn 6, yet ls -la routes/api at turn 7 lists only forecast.ts and geocode.ts")


# ---------------------------------------------------------------------------------------------------------------
# 22 Lit web component + @web/test-runner (Chromium + Firefox), Gemini CLI — clean
# ---------------------------------------------------------------------------------------------------------------

DATE_PICKER = """import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import './calendar-grid.js';

@customElement('date-picker')
export class DatePicker extends LitElement {
  static styles = css`
    :host { display: inline-block; position: relative; font: inherit; }
    button { font: inherit; padding: 0.25rem 0.75rem; border: 1px solid var(--dp-border, #c9ced6); border-radius: 6px; }
    calendar-grid { position: absolute; top: calc(100% + 4px); left: 0; z-index: 10; }
  `;

  /** ISO date (yyyy-mm-dd) of the selected day. */
  @property({ type: String, reflect: true }) value = '';
  @property({ type: String }) min?: string;
  @property({ type: String }) max?: string;
  @state() private open = false;

  private get selected(): Date | null {
    if (!this.value) return null;
    const [y, m, d] = this.value.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }

  private get label(): string {
    const date = this.selected;
    if (!date) return 'Pick a date';
    return date.toLocaleDateString(undefined, { timeZone: 'UTC' });
  }

  private onPick(e: CustomEvent<{ value: string }>) {
    this.value = e.detail.value;
    this.open = false;
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  render() {
    return html`
      <button part="trigger" aria-haspopup="dialog" aria-expanded=${this.open} @click=${() => (this.open = !this.open)}>
        ${this.label}
      </button>
      ${this.open
        ? html`<calendar-grid .value=${this.value} .min=${this.min} .max=${this.max} @pick=${this.onPick}></calendar-grid>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'date-picker': DatePicker;
  }
}"""


def t22(rs: RowSet) -> None:
    root = "/home/yuki/oss/lit-datepicker"
    f = f"{root}/src/date-picker.ts"
    old = "    return date.toLocaleDateString(undefined, { timeZone: 'UTC' });"
    new = "    const locale = this.closest('[lang]')?.getAttribute('lang') || navigator.language;\n    return date.toLocaleDateString(locale, { timeZone: 'UTC' });"
    sl = find_line(DATE_PICKER, "toLocaleDateString")
    wtr = "npx web-test-runner 'src/**/*.test.ts' --node-resolve --playwright --browsers chromium firefox"
    run1 = """
src/date-picker.test.ts:

 ❌ <date-picker> > formats the selected date with the nearest lang attribute
      AssertionError: expected '6/11/2024' to equal '11.6.2024'
      + expected - actual

      -6/11/2024
      +11.6.2024

      at n.<anonymous> (src/date-picker.test.ts:44:36)

Chromium: |██████████████████████████████| 4/4 test files | 30 passed, 1 failed
Firefox:  |██████████████████████████████| 4/4 test files | 30 passed, 1 failed

Finished running tests in 6.3s with 2 failed tests.
"""
    run2 = """
Chromium: |██████████████████████████████| 4/4 test files | 31 passed, 0 failed
Firefox:  |██████████████████████████████| 4/4 test files | 31 passed, 0 failed

Finished running tests in 5.8s, all tests passed! 🎉
"""
    turns = [
        g_run(wtr, "Run the component tests in Chromium and Firefox", run1, code=1, pgid=61502),
        (call("search_file_content", pattern="toLocaleDateString", path=f"{root}/src"),
         f"""Found 2 matches for pattern "toLocaleDateString" in path "{root}/src":
---
File: calendar-grid.ts
L57:       const label = day.toLocaleDateString(this.locale, {{ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }});
---
File: date-picker.ts
L{sl}:     return date.toLocaleDateString(undefined, {{ timeZone: 'UTC' }});
---"""),
        (call("read_file", absolute_path=f), DATE_PICKER),
        g_replace(f, old, new),
        g_run(wtr, "Re-run the component tests", run2, pgid=61877),
        g_run("npx tsc --noEmit && npx eslint src && git status --short", "Type-check, lint and list changes", " M src/date-picker.ts", pgid=62034),
    ]
    state = ("Gemini CLI in /home/yuki/oss/lit-datepicker (Lit 3 web component library, TypeScript 5.4, @web/test-runner 0.18 with the Playwright launcher, @open-wc/testing). Branch fix/lang-format.\n"
             "Issue #19: <date-picker> inside <div lang=\"de-DE\"> still shows dates as 6/11/2024; it should format with the nearest lang attribute.")
    rs.add("swe", "h60-swe-22", system("gemini", root), turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
