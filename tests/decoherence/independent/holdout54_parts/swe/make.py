# ruff: noqa: E501
"""Held-out swe trajectories for holdout54: 22 coding-agent sandbox sessions, 11 with exactly one contradiction.

Frontend, mobile, JVM and Go repositories (React/Vite/Vitest, Nuxt, SvelteKit, Angular/Jest, React Native,
Android/gradle, iOS/xcodebuild, Flutter, Electron, Maven/JUnit, go test, plus less common stacks such as
Ember, Stencil, Lit, Tauri, NativeScript, Capacitor, Elm, Qwik, Gleam/Lustre, Kotlin Multiplatform and
SolidStart) driven through OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline and Codex CLI. Every
observation follows its harness's own output format. A label's turn is the 1-based turn whose observation
first contradicts an earlier one.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, bash, call, cat_n, edited, editor, oh_bash

SYS = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Review prior interactions to understand what has been done, keep every prediction consistent with the established state, and make sure files, variables and other resources created earlier are still available.

- Values established in prior turns (file paths, file contents, commit hashes, branch names, test counts, etc.) must be reused accurately. Do not fabricate or alter previously established information.
- Each tool call may modify the environment state (create/modify/delete files, commits, processes). State transitions must be **deterministic** and **traceable**; maintain an implicit file system tree reflecting all file operations.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.

---

# Environment Execution

- For shell commands, consider the working directory context, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors).
- For long-running or background commands, simulate appropriate behavior; background PIDs should be assigned plausible values, and timestamps should be realistic.
- Simulate appropriate errors: non-existent files (`No such file or directory`), invalid parameters, `Permission denied`, `command not found` (exit code 127), PEP 668 errors for pip, realistic build-system and test-runner failures.

---

# Key Principles

## Format
Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special format markers.

## Factuality
Correct parameter handling and return types, accurate core functionality, no fabricated information (non-existent paths, wrong system info).

## Consistency
Correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism
Reasonable numerical values (file sizes, timestamps, PIDs), correct tool-specific behavioral patterns, temporal plausibility.

## Quality
No unreasonable truncation or omission; sufficient detail for subsequent reasoning; balanced verbosity.

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

Write the predicted tool output after **Environment Observation:**."""


def _t(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": required}}


STR = {"type": "string"}
NUM = {"type": "integer"}

OH_TOOLS = [
    _t("execute_bash", "Execute a bash command in the terminal within a persistent shell session. The output ends with the exit code, the working directory and the Python interpreter.",
       {"command": STR, "is_input": {"type": "string", "enum": ["true", "false"]}, "timeout": NUM}, ["command"]),
    _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` prints the file with `cat -n`; `create` writes a new file; `str_replace` replaces exactly one occurrence of old_str and prints a `cat -n` snippet around the change; `insert` inserts after insert_line; `undo_edit` reverts the last edit.",
       {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": STR, "file_text": STR, "old_str": STR, "new_str": STR, "insert_line": NUM, "view_range": {"type": "array", "items": NUM}}, ["command", "path"]),
]

SWA_TOOLS = [
    {"signature": "open <path> [<line_number>]", "docstring": "opens the file at the given path in the editor (100-line window). If line_number is provided, the window is moved to include that line"},
    {"signature": "goto <line_number>", "docstring": "moves the window to show <line_number>"},
    {"signature": "scroll_down / scroll_up", "docstring": "moves the window down or up 100 lines"},
    {"signature": "create <filename>", "docstring": "creates and opens a new file with the given name"},
    {"signature": "edit <start_line>:<end_line>\n<replacement_text>\nend_of_edit", "docstring": "replaces lines <start_line> through <end_line> (inclusive) of the open file with the given text and shows the updated window"},
    {"signature": "search_dir <search_term> [<dir>]", "docstring": "searches for search_term in all files in dir (default: current directory) and lists the files with match counts"},
    {"signature": "search_file <search_term> [<file>]", "docstring": "searches for search_term in file (default: the open file) and lists matching lines"},
    {"signature": "find_file <file_name> [<dir>]", "docstring": "finds all files with the given name in dir"},
    {"signature": "submit", "docstring": "submits the current diff of the repository"},
    {"signature": "<any bash command>", "docstring": "non-interactive shell commands run in the repository; commands with no output print 'Your command ran successfully and did not produce any output.'"},
]

CC_TOOLS = [
    _t("Bash", "Executes a bash command in a persistent shell session and returns its stdout and stderr.", {"command": STR, "description": STR, "timeout": NUM}, ["command"]),
    _t("Read", "Reads a file from the local filesystem. Results are returned in cat -n format, with line numbers starting at 1 (or offset).", {"file_path": STR, "offset": NUM, "limit": NUM}, ["file_path"]),
    _t("Edit", "Performs an exact string replacement in a file and shows a snippet of the edited file.", {"file_path": STR, "old_string": STR, "new_string": STR, "replace_all": {"type": "boolean"}}, ["file_path", "old_string", "new_string"]),
    _t("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": STR, "content": STR}, ["file_path", "content"]),
    _t("Glob", "Fast file pattern matching; returns matching absolute paths sorted by modification time.", {"pattern": STR, "path": STR}, ["pattern"]),
    _t("Grep", "Searches file contents with ripgrep.", {"pattern": STR, "path": STR, "glob": STR, "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "-n": {"type": "boolean"}}, ["pattern"]),
]

GEM_TOOLS = [
    _t("read_file", "Reads and returns the content of a file (absolute path).", {"absolute_path": STR, "offset": NUM, "limit": NUM}, ["absolute_path"]),
    _t("write_file", "Writes content to a file.", {"file_path": STR, "content": STR}, ["file_path", "content"]),
    _t("replace", "Replaces text within a file; old_string must match exactly.", {"file_path": STR, "old_string": STR, "new_string": STR, "expected_replacements": NUM}, ["file_path", "old_string", "new_string"]),
    _t("list_directory", "Lists the names of files and subdirectories directly within a directory.", {"path": STR}, ["path"]),
    _t("glob", "Finds files matching a glob pattern.", {"pattern": STR, "path": STR}, ["pattern"]),
    _t("search_file_content", "Searches for a regular expression within the content of files.", {"pattern": STR, "path": STR, "include": STR}, ["pattern"]),
    _t("run_shell_command", "Executes a shell command as `bash -c <command>` and returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", {"command": STR, "description": STR, "directory": STR}, ["command"]),
]

CLINE_TOOLS = [
    {"name": "execute_command", "parameters": ["command", "requires_approval"], "description": "Execute a CLI command in the project directory; the result contains the command output."},
    {"name": "read_file", "parameters": ["path"], "description": "Read the contents of a file (path relative to the working directory)."},
    {"name": "write_to_file", "parameters": ["path", "content"], "description": "Write the complete content of a file, creating it if needed."},
    {"name": "replace_in_file", "parameters": ["path", "diff"], "description": "Apply SEARCH/REPLACE blocks to a file; the result shows the full updated file in <final_file_content>."},
    {"name": "search_files", "parameters": ["path", "regex", "file_pattern"], "description": "Regex search across files with surrounding context."},
    {"name": "list_files", "parameters": ["path", "recursive"], "description": "List files and directories."},
]

CODEX_TOOLS = [
    _t("shell", "Runs a command (argv array) in workdir and returns JSON with output and metadata (exit_code, duration_seconds). File edits are made with the apply_patch command (`*** Begin Patch` ... `*** End Patch`).",
       {"command": {"type": "array", "items": STR}, "workdir": STR, "timeout_ms": NUM}, ["command"]),
    _t("update_plan", "Updates the task plan shown to the user.", {"explanation": STR, "plan": {"type": "array"}}, ["plan"]),
]

AIDER_TOOLS = [
    {"input": "/add <files>", "effect": "adds files to the chat; aider prints `Added <file> to the chat`"},
    {"input": "/run <shell command>", "effect": "runs the command, prints its output, then asks `Add N tokens of command output to the chat? (Y)es/(N)o [Yes]:`"},
    {"input": "/git <args>", "effect": "runs git with the given arguments and prints its output"},
    {"input": "/diff, /undo", "effect": "shows the diff of the last aider commit / reverts it"},
    {"input": "SEARCH/REPLACE edit blocks", "effect": "aider applies them, prints `Applied edit to <file>` and auto-commits, printing `Commit <short hash> <message>`"},
]


def sysp(harness: str, tools: list) -> str:
    return SYS.replace("{harness}", harness).replace("{tools}", json.dumps(tools, indent=1, ensure_ascii=False))


def sys_oh(root: str) -> str:
    return sysp(f"The agent is an OpenHands CodeActAgent working on the repository at {root} inside the OpenHands sandbox. execute_bash output ends with `[The command completed with exit code N.]`, the current working directory and the Python interpreter; str_replace_editor prints `cat -n` views and edit snippets.", OH_TOOLS)


def sys_swa(root: str) -> str:
    return sysp(f"The agent is SWE-agent with its default command set, working in the repository at {root}. File views show `[File: <path> (<N> lines total)]` with numbered lines and the lines above/below the window; every observation ends with the `(Open file: ...)`, `(Current directory: ...)` and `bash-$` status lines.", SWA_TOOLS)


def sys_cc(root: str) -> str:
    return sysp(f"The agent is Claude Code working in {root}. Read returns lines as `<line number>→<content>`; Edit reports the update and shows a numbered snippet; Bash returns the raw stdout and stderr of the command.", CC_TOOLS)


def sys_gem(root: str) -> str:
    return sysp(f"The agent is Gemini CLI with the project root {root}. run_shell_command returns the Command / Directory / Stdout / Stderr / Error / Exit Code / Signal / Background PIDs / Process Group PGID block; replace and write_file report success messages; read_file returns the file content.", GEM_TOOLS)


def sys_cline(root: str) -> str:
    return sysp(f"The agent is Cline (VS Code extension) with the workspace {root}. Actions are XML tool uses; results are reported as `[<tool> for '<arg>'] Result:` followed by the output, and file edits echo the full saved file in <final_file_content>.", CLINE_TOOLS)


def sys_codex(root: str) -> str:
    return sysp(f"The agent is Codex CLI working in {root}. Each shell call returns a JSON object {{\"output\": ..., \"metadata\": {{\"exit_code\": ..., \"duration_seconds\": ...}}}}; apply_patch reports the files it added, modified or deleted.", CODEX_TOOLS)


def sys_aider(root: str) -> str:
    return sysp(f"The agent is an Aider chat session in the git repository {root} (auto-commits on). The agent's inputs are slash commands or SEARCH/REPLACE edit blocks, and the observation is exactly what aider prints in the terminal.", AIDER_TOOLS)


# ---- harness helpers -------------------------------------------------------------------------------------

def sw(cmd: str) -> str:
    return "```\n" + cmd + "\n```"


def sw_obs(out: str, open_file: str = "n/a", cwd: str = "/repo") -> str:
    return (out.rstrip("\n") + "\n" if out else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


SW_EMPTY = "Your command ran successfully and did not produce any output."


def sw_view(path: str, text: str, first: int = 1, window: int = 100) -> str:
    lines = text.split("\n")
    total = len(lines)
    last = min(total, first + window - 1)
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{lines[i - 1]}" for i in range(first, last + 1)]
    if last < total:
        out.append(f"({total - last} more lines below)")
    return "\n".join(out)


def cc_lines(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:>6}→{ln}" for i, ln in enumerate(text.split("\n"), start))


def cc_edit(path: str, snippet: str, start: int) -> str:
    return f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + cc_lines(snippet, start)


def cc_bash(cmd: str, what: str) -> str:
    return call("Bash", command=cmd, description=what)


def gem(cmd: str, out: str, code: int = 0, pgid: int = 40211, bg: str = "(none)", err: str = "(empty)") -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def gsh(cmd: str, what: str) -> str:
    return call("run_shell_command", command=cmd, description=what)


def cline(tool: str, **params: str) -> str:
    return f"<{tool}>\n" + "".join(f"<{k}>{v}</{k}>\n" for k, v in params.items()) + f"</{tool}>"


def cline_exec(cmd: str) -> str:
    return cline("execute_command", command=cmd, requires_approval="false")


def cline_cmd(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out}"


def cline_saved(path: str, content: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. This content reflects the current state of the file, including any auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


def sr_block(search: str, replace: str) -> str:
    return f"------- SEARCH\n{search}\n=======\n{replace}\n+++++++ REPLACE"


def cx(cmd: str, root: str, timeout: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=root, timeout_ms=timeout)


def cx_patch(patch: str, root: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=root)


def cx_out(out: str, code: int = 0, dur: float = 0.4) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, ensure_ascii=False)


def aider_edit(path: str, lang: str, search: str, replace: str, note: str) -> str:
    return f"{note}\n\n{path}\n```{lang}\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


def aider_applied(path: str, commit: str, msg: str) -> str:
    return f"Applied edit to {path}\nCommit {commit} {msg}\nYou can use /undo to undo and discard each aider commit."


def aider_run(out: str, tokens: str) -> str:
    n = len(out.rstrip("\n").split("\n"))
    return out.rstrip("\n") + f"\nAdd {tokens} tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {n} lines of output to the chat."


# ---- git helpers -------------------------------------------------------------------------------------------

def gdiff(path: str, old: str, new: str, idx: str) -> str:
    """`git diff` of one file, hunks from difflib with git's default funcname context."""
    ol = old.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {idx} 100644", f"--- a/{path}", f"+++ b/{path}"]
    for line in list(difflib.unified_diff(ol, new.split("\n"), lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            start = int(re.match(r"@@ -(\d+)", line).group(1))
            for j in range(start - 2, -1, -1):
                if re.match(r"[A-Za-z_$]", ol[j]):
                    line += " " + ol[j]
                    break
        out.append(line)
    return "\n".join(out)


def counts(old: str, new: str) -> tuple[int, int]:
    lines = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0))[2:]
    return (sum(1 for x in lines if x.startswith("+")), sum(1 for x in lines if x.startswith("-")))


def dstat(files: list[tuple[str, int, int]]) -> str:
    width = max(len(p) for p, _, _ in files)
    nw = max(len(str(i + d)) for _, i, d in files)
    rows = [f" {p.ljust(width)} | {str(i + d).rjust(nw)} {'+' * i}{'-' * d}" for p, i, d in files]
    ins, dels = sum(i for _, i, _ in files), sum(d for _, _, d in files)
    n = len(files)
    summary = f" {n} file{'s' if n != 1 else ''} changed"
    if ins:
        summary += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        summary += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    return "\n".join(rows + [summary])


def line_of(text: str, needle: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            return i
    raise ValueError(needle)


def window(text: str, lo: int, hi: int) -> str:
    return "\n".join(text.split("\n")[lo - 1:hi])


# ---- 01 React + Vite + Vitest, OpenHands (contradiction: a constant's value drifts) --------------------

PAG_OLD = """import { useMemo, useState } from 'react';

export const DEFAULT_PAGE_SIZE = 20;

export interface PaginationState<T> {
  page: number;
  pageSize: number;
  totalPages: number;
  pageItems: T[];
  setPage: (page: number) => void;
}

export function usePagination<T>(items: T[], pageSize: number = DEFAULT_PAGE_SIZE): PaginationState<T> {
  const [page, setPageRaw] = useState(1);
  const totalPages = Math.max(1, Math.floor(items.length / pageSize));

  const setPage = (next: number) => {
    setPageRaw(Math.min(Math.max(1, next), totalPages));
  };

  const pageItems = useMemo(
    () => items.slice((page - 1) * pageSize, page * pageSize),
    [items, page, pageSize],
  );

  return { page, pageSize, totalPages, pageItems, setPage };
}"""
PAG_NEW = PAG_OLD.replace("Math.floor(items.length / pageSize)", "Math.ceil(items.length / pageSize)")


def t01(rs: RowSet) -> None:
    root = "/workspace/pantry-ui"
    f = f"{root}/src/hooks/usePagination.ts"
    ln = line_of(PAG_NEW, "Math.ceil")
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"), oh_bash(
            "On branch fix/pagination-count\nYour branch is up to date with 'origin/fix/pagination-count'.\n\nnothing to commit, working tree clean\n"
            "b71e0d3 (HEAD -> fix/pagination-count, origin/fix/pagination-count) Add e2e fixture with 41 pantry items\n"
            "4c2a9f6 (origin/main, origin/HEAD, main) Merge pull request #87 from pantry-ui/feat/expiry-badges\n"
            "e09d1a4 feat: show expiry badges on item rows", root)),
        (editor("view", f), cat_n(f, PAG_OLD)),
        (bash("npx vitest run src/hooks"), oh_bash(
            """
 RUN  v1.6.0 /workspace/pantry-ui

 ❯ src/hooks/usePagination.test.ts  (5 tests | 1 failed) 24ms
   ❯ src/hooks/usePagination.test.ts > usePagination > rounds a partial last page up
     → expected 2 to be 3 // Object.is equality
 ✓ src/hooks/useExpiry.test.ts  (6 tests) 11ms
 ✓ src/hooks/useDebouncedValue.test.ts  (3 tests) 8ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/hooks/usePagination.test.ts > usePagination > rounds a partial last page up
AssertionError: expected 2 to be 3 // Object.is equality

- Expected
+ Received

- 3
+ 2

 ❯ src/hooks/usePagination.test.ts:31:39
     29|     const items = Array.from({ length: 41 }, (_, i) => ({ id: i + 1 }));
     30|     const { result } = renderHook(() => usePagination(items));
     31|     expect(result.current.totalPages).toBe(3);
       |                                       ^
     32|   });
     33|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 13 passed (14)
   Start at  09:41:07
   Duration  1.38s (transform 96ms, setup 212ms, collect 187ms, tests 43ms, environment 1.02s, prepare 241ms)
""", root, 1)),
        (editor("str_replace", f, old_str="  const totalPages = Math.max(1, Math.floor(items.length / pageSize));",
                new_str="  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));"),
         edited(f, window(PAG_NEW, ln - 4, ln + 4), ln - 4)),
        (bash('grep -rn "PAGE_SIZE" src/'), oh_bash(
            "src/hooks/usePagination.ts:3:export const DEFAULT_PAGE_SIZE = 25;\n"
            "src/hooks/usePagination.ts:13:export function usePagination<T>(items: T[], pageSize: number = DEFAULT_PAGE_SIZE): PaginationState<T> {\n"
            "src/components/InventoryTable.tsx:4:import { DEFAULT_PAGE_SIZE, usePagination } from '../hooks/usePagination';\n"
            "src/components/InventoryTable.tsx:38:  const { page, totalPages, pageItems, setPage } = usePagination(items, DEFAULT_PAGE_SIZE);\n"
            "src/components/InventoryTable.tsx:71:        Showing {pageItems.length} of {items.length} items ({DEFAULT_PAGE_SIZE} per page)\n"
            "src/components/PageSizeSelect.tsx:3:const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];", root)),
        (bash("npx vitest run"), oh_bash(
            """
 RUN  v1.6.0 /workspace/pantry-ui

 ✓ src/hooks/usePagination.test.ts  (5 tests) 19ms
 ✓ src/hooks/useExpiry.test.ts  (6 tests) 12ms
 ✓ src/hooks/useDebouncedValue.test.ts  (3 tests) 9ms
 ✓ src/utils/units.test.ts  (9 tests) 6ms
 ✓ src/components/InventoryTable.test.tsx  (7 tests) 188ms
 ✓ src/components/ExpiryBadge.test.tsx  (4 tests) 41ms
 ✓ src/components/PageSizeSelect.test.tsx  (3 tests) 57ms

 Test Files  7 passed (7)
      Tests  37 passed (37)
   Start at  09:42:55
   Duration  2.71s (transform 241ms, setup 688ms, collect 912ms, tests 332ms, environment 3.87s, prepare 604ms)
""", root)),
        (bash("git diff"), oh_bash(gdiff("src/hooks/usePagination.ts", PAG_OLD, PAG_NEW, "3f1c2a7..8d90b4e"), root)),
        (bash('git commit -am "fix(pagination): round partial last page up" && git log --oneline -2'), oh_bash(
            "[fix/pagination-count 9e3f5a1] fix(pagination): round partial last page up\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"
            "9e3f5a1 (HEAD -> fix/pagination-count) fix(pagination): round partial last page up\n"
            "b71e0d3 (origin/fix/pagination-count) Add e2e fixture with 41 pantry items", root)),
    ]
    rs.add("swe", "h54-swe-01", sys_oh(root), turns,
           state="OpenHands runtime (nodejs 22, npm). Repository /workspace/pantry-ui (React 18 + Vite 5 + Vitest 1.6) checked out on branch fix/pagination-count.\nTask: the inventory table shows 2 pages for 41 items; the last partial page is missing. Fix the page count.",
           bad=True, turn=5, kind="grep shows DEFAULT_PAGE_SIZE = 25 on line 3 of usePagination.ts, which the file view showed as 20 and no edit touched")


# ---- 02 Go with go test, SWE-agent (clean) --------------------------------------------------------------

BUCKET_OLD = """// Package bucket implements a token-bucket rate limiter.
package bucket

import (
	"sync"
	"time"
)

// Clock abstracts time for tests.
type Clock interface {
	Now() time.Time
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// Bucket is a token bucket that refills at rate tokens per second up to burst.
type Bucket struct {
	mu     sync.Mutex
	rate   float64
	burst  int
	tokens float64
	last   time.Time
	clock  Clock
}

// Option configures a Bucket.
type Option func(*Bucket)

// WithClock overrides the clock used by the bucket.
func WithClock(c Clock) Option {
	return func(b *Bucket) { b.clock = c }
}

// New returns a bucket that starts full.
func New(rate float64, burst int, opts ...Option) *Bucket {
	b := &Bucket{rate: rate, burst: burst, clock: realClock{}}
	for _, o := range opts {
		o(b)
	}
	b.tokens = float64(burst)
	b.last = b.clock.Now()
	return b
}

// Allow reports whether one request may proceed now and consumes a token if so.
func (b *Bucket) Allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens >= 0 {
		b.tokens--
		return true
	}
	return false
}

// Tokens returns the number of whole tokens currently available.
func (b *Bucket) Tokens() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	return int(b.tokens)
}

// Burst returns the maximum number of tokens the bucket holds.
func (b *Bucket) Burst() int { return b.burst }

func (b *Bucket) refill() {
	now := b.clock.Now()
	elapsed := now.Sub(b.last).Seconds()
	if elapsed <= 0 {
		return
	}
	b.tokens += elapsed * b.rate
	if b.tokens > float64(b.burst) {
		b.tokens = float64(b.burst)
	}
	b.last = now
}"""
BUCKET_OLD_BLOCK = """	if b.tokens >= 0 {
		b.tokens--
		return true
	}
	return false"""
BUCKET_NEW_BLOCK = """	// A request needs a whole token; fractional refills accumulate until then.
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true"""
BUCKET_NEW = BUCKET_OLD.replace(BUCKET_OLD_BLOCK, BUCKET_NEW_BLOCK)


def t02(rs: RowSet) -> None:
    path = "/repo/pkg/bucket/bucket.go"
    s = line_of(BUCKET_OLD, "if b.tokens >= 0 {")
    matches = [(i, ln) for i, ln in enumerate(BUCKET_NEW.split("\n"), 1) if "tokens" in ln]
    search = (f'Found {len(matches)} matches for "tokens" in {path}:\n'
              + "\n".join(f"Line {i}:{ln}" for i, ln in matches) + f'\nEnd of matches for "tokens" in {path}')
    turns = [
        (sw("find_file bucket.go"), sw_obs('Found 1 matches for "bucket.go" in /repo:\n/repo/pkg/bucket/bucket.go')),
        (sw("open pkg/bucket/bucket.go"), sw_obs(sw_view(path, BUCKET_OLD), path)),
        (sw("go test ./pkg/bucket/..."), sw_obs(
            "--- FAIL: TestBurstLimit (0.00s)\n    bucket_test.go:41: allowed 6 requests in a burst, want 5\nFAIL\n"
            "FAIL\tgithub.com/kestrel-labs/throttle/pkg/bucket\t0.006s\nFAIL", path)),
        (sw(f"edit {s}:{s + 4}\n{BUCKET_NEW_BLOCK}\nend_of_edit"), sw_obs(sw_view(path, BUCKET_NEW), path)),
        (sw("go test ./pkg/bucket/..."), sw_obs("ok  \tgithub.com/kestrel-labs/throttle/pkg/bucket\t0.005s", path)),
        (sw("go test ./..."), sw_obs(
            "?   \tgithub.com/kestrel-labs/throttle/cmd/throttle-demo\t[no test files]\n"
            "ok  \tgithub.com/kestrel-labs/throttle/internal/fakeclock\t0.003s\n"
            "ok  \tgithub.com/kestrel-labs/throttle/pkg/bucket\t(cached)\n"
            "ok  \tgithub.com/kestrel-labs/throttle/pkg/middleware\t0.031s\n"
            "ok  \tgithub.com/kestrel-labs/throttle/pkg/window\t0.012s", path)),
        (sw('search_file "tokens"'), sw_obs(search, path)),
        (sw("gofmt -l . && go vet ./..."), sw_obs(SW_EMPTY, path)),
        (sw("git diff"), sw_obs(gdiff("pkg/bucket/bucket.go", BUCKET_OLD, BUCKET_NEW, "5be1f07..c21a9d3"), path)),
    ]
    rs.add("swe", "h54-swe-02", sys_swa("/repo"), turns,
           state="SWE-agent session in /repo, the Go 1.22 module github.com/kestrel-labs/throttle (go.mod, cmd/, internal/, pkg/bucket, pkg/middleware, pkg/window).\nIssue #143: \"Bucket.Allow lets burst+1 requests through right after creation\". (Open file: n/a) (Current directory: /repo)")


# ---- 03 Ember.js with QUnit, Claude Code (clean) ------------------------------------------------------------

ISBN_OLD = """import { helper } from '@ember/component/helper';

const ISBN10 = /^(\\d{1})(\\d{3})(\\d{5})([\\dX])$/;
const ISBN13 = /^(97[89])(\\d{1})(\\d{3})(\\d{5})(\\d)$/;

export function formatIsbn([raw]) {
  if (!raw) {
    return '';
  }
  const digits = String(raw).replace(/[^\\dX]/gi, '');
  let match = digits.match(ISBN13);
  if (match) {
    return match.slice(1).join('-');
  }
  match = digits.match(ISBN10);
  if (match) {
    return match.slice(1).join('-');
  }
  return String(raw);
}

export default helper(formatIsbn);"""
ISBN_OLD_LINE = "  const digits = String(raw).replace(/[^\\dX]/gi, '');"
ISBN_NEW_LINE = "  const digits = String(raw).replace(/[^\\dX]/gi, '').toUpperCase();"
ISBN_NEW = ISBN_OLD.replace(ISBN_OLD_LINE, ISBN_NEW_LINE)

EMBER_TESTS = [
    ("Acceptance | catalog", ["visiting /catalog lists every book", "filtering by author narrows the grid", "borrowing a book shows the loan banner"]),
    ("Acceptance | loans", ["visiting /loans shows active loans", "returning a loan removes it from the list"]),
    ("Integration | Component | book-tile", ["it renders title and author", "it exposes the book id for tests", "it shows the formatted ISBN", "it calls @onBorrow when the button is clicked"]),
    ("Integration | Component | loan-banner", ["it renders the due date", "it hides itself when dismissed"]),
    ("Integration | Component | search-box", ["it debounces input", "it clears on Escape", "it submits on Enter"]),
    ("Integration | Component | shelf-grid", ["it renders one tile per book", "it shows the empty state"]),
    ("Integration | Helper | format-isbn", ["returns empty string for empty input", "formats ISBN-13", "formats ISBN-10 with lowercase check digit", "leaves unknown formats untouched"]),
    ("Integration | Helper | due-in", ["it says today for same-day loans", "it pluralises days"]),
    ("Unit | Route | catalog", ["it exists", "it loads books sorted by title"]),
    ("Unit | Route | loans", ["it exists"]),
    ("Unit | Service | library", ["borrow() creates a loan", "borrow() refuses a second loan of the same copy", "return() closes the loan", "dueDate is 21 days after borrowing"]),
    ("Unit | Model | book", ["it exists", "displayTitle includes the subtitle"]),
]


def t03(rs: RowSet) -> None:
    root = "/home/dev/ember-shelf"
    hf = f"{root}/app/helpers/format-isbn.js"
    ln = line_of(ISBN_NEW, ".toUpperCase()")
    tap, n, ms = [], 0, [31, 9, 14, 22, 7, 12, 5, 4, 16, 6, 3, 11, 8, 5, 17, 13, 6, 4, 9, 3, 5, 2, 3, 4, 2, 3, 7, 2, 5, 4, 3, 6, 2]
    for mod, names in EMBER_TESTS:
        for name in names:
            tap.append(f"ok {n + 1} Chrome 126.0 - [{ms[n % len(ms)]} ms] - {mod}: {name}")
            n += 1
    full = ("Building...\nEnvironment: test\ncleaning up...\nBuilt project successfully. Stored in \"/tmp/tests-dist-2024618-58213-ffsq3v.4m0w\".\n"
            + "\n".join(tap) + f"\n\n1..{n}\n# tests {n}\n# pass  {n}\n# skip  0\n# todo  0\n# fail  0\n")
    turns = [
        (cc_bash("git status -sb && ls app/components tests/integration/components", "Check branch and list components"),
         "## main...origin/main\napp/components:\nbook-card.hbs\nbook-card.js\nloan-banner.hbs\nsearch-box.hbs\nsearch-box.js\nshelf-grid.hbs\nshelf-grid.js\n\n"
         "tests/integration/components:\nbook-card-test.js\nloan-banner-test.js\nsearch-box-test.js\nshelf-grid-test.js"),
        (call("Read", file_path=hf), cc_lines(ISBN_OLD)),
        (cc_bash('npx ember test --filter "format-isbn"', "Run the format-isbn helper tests"),
         """Building...
Environment: test
cleaning up...
Built project successfully. Stored in "/tmp/tests-dist-2024618-41523-1w3m2x.9kq7".
ok 1 Chrome 126.0 - [12 ms] - Integration | Helper | format-isbn: returns empty string for empty input
ok 2 Chrome 126.0 - [4 ms] - Integration | Helper | format-isbn: formats ISBN-13
not ok 3 Chrome 126.0 - [5 ms] - Integration | Helper | format-isbn: formats ISBN-10 with lowercase check digit
    ---
        actual: >
            080442957x
        expected: >
            0-804-42957-X
        stack: >
            at Object.<anonymous> (http://localhost:7357/assets/tests.js:412:14)
        message: >
            Element [data-test-isbn] has text "0-804-42957-X"
        negative: >
            false
        browser log: |
    ...
ok 4 Chrome 126.0 - [3 ms] - Integration | Helper | format-isbn: leaves unknown formats untouched

1..4
# tests 4
# pass  3
# skip  0
# todo  0
# fail  1
"""),
        (call("Edit", file_path=hf, old_string=ISBN_OLD_LINE, new_string=ISBN_NEW_LINE),
         cc_edit(hf, window(ISBN_NEW, ln - 5, ln + 5), ln - 5)),
        (cc_bash("git mv app/components/book-card.hbs app/components/book-tile.hbs && git mv app/components/book-card.js app/components/book-tile.js && "
                 "git mv tests/integration/components/book-card-test.js tests/integration/components/book-tile-test.js && "
                 "grep -rlE 'BookCard|book-card' app tests | xargs sed -i 's/BookCard/BookTile/g; s/book-card/book-tile/g' && "
                 "grep -rnE 'BookTile|book-tile' app tests", "Rename book-card to book-tile and update references"),
         "app/components/book-tile.js:4:export default class BookTileComponent extends Component {\n"
         "app/components/book-tile.hbs:1:<article class=\"book-tile\" data-test-book-tile={{@book.id}}>\n"
         "app/styles/app.css:88:.book-tile {\n"
         "app/styles/app.css:96:.book-tile__cover {\n"
         "app/templates/catalog.hbs:14:      <BookTile @book={{book}} @onBorrow={{this.borrow}} />\n"
         "tests/integration/components/book-tile-test.js:6:module('Integration | Component | book-tile', function (hooks) {\n"
         "tests/integration/components/book-tile-test.js:12:    await render(hbs`<BookTile @book={{this.book}} />`);\n"
         "tests/integration/components/book-tile-test.js:19:    assert.dom('[data-test-book-tile]').hasAttribute('data-test-book-tile', '7');"),
        (cc_bash("npx ember test", "Run the full test suite"), full),
    ]
    rs.add("swe", "h54-swe-03", sys_cc(root), turns,
           state="Claude Code in /home/dev/ember-shelf (Ember 5.8 app, ember-qunit, testem with headless Chrome 126), branch main, clean tree.\nTask: ISBN-10 values with a lowercase x check digit are shown unformatted; also rename the <BookCard> component to <BookTile>.")


# ---- 04 Java with Maven and JUnit, Gemini CLI (contradiction: a commit hash drifts) ---------------------------

INTEREST = """package com.ledgerly.core;

import com.ledgerly.core.daycount.DayCountConvention;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.Objects;

/**
 * Computes simple and daily-compounded interest for ledger accounts.
 *
 * <p>All monetary results are rounded to the account currency's minor unit. Ledgerly follows
 * banker's rounding (round half to even) for every posted amount, see ADR-0007.
 */
public final class InterestCalculator {

    private static final MathContext CTX = MathContext.DECIMAL128;
    private static final int SCALE = 2;
    private static final RoundingMode MODE = RoundingMode.HALF_UP;

    private final DayCountConvention dayCount;

    public InterestCalculator(DayCountConvention dayCount) {
        this.dayCount = Objects.requireNonNull(dayCount, "dayCount");
    }

    /** Annual rate is a decimal fraction, e.g. 0.0425 for 4.25%. */
    public BigDecimal simpleInterest(BigDecimal principal, BigDecimal annualRate, LocalDate from, LocalDate to) {
        BigDecimal yearFraction = dayCount.yearFraction(from, to);
        BigDecimal raw = principal.multiply(annualRate, CTX).multiply(yearFraction, CTX);
        return raw.setScale(SCALE, MODE);
    }

    /** Compounds daily on the outstanding balance and returns the interest part only. */
    public BigDecimal compoundedDaily(BigDecimal principal, BigDecimal annualRate, LocalDate from, LocalDate to) {
        BigDecimal daily = annualRate.divide(BigDecimal.valueOf(dayCount.daysInYear(from)), CTX);
        BigDecimal balance = principal;
        for (LocalDate d = from; d.isBefore(to); d = d.plusDays(1)) {
            balance = balance.add(balance.multiply(daily, CTX), CTX);
        }
        return balance.subtract(principal, CTX).setScale(SCALE, MODE);
    }
}"""
MODE_OLD = "    private static final RoundingMode MODE = RoundingMode.HALF_UP;"
MODE_NEW = "    private static final RoundingMode MODE = RoundingMode.HALF_EVEN;"

MVN_HEAD = """[INFO] Scanning for projects...
[INFO]
[INFO] ---------------------< com.ledgerly:ledger-core >----------------------
[INFO] Building ledger-core 3.4.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ ledger-core ---
[INFO] Copying 3 resources from src/main/resources to target/classes
[INFO]
[INFO] --- compiler:3.13.0:compile (default-compile) @ ledger-core ---
{compile}
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ ledger-core ---
[INFO] Copying 2 resources from src/test/resources to target/test-classes
[INFO]
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ ledger-core ---
{tcompile}
[INFO]
[INFO] --- surefire:3.2.5:test (default-test) @ ledger-core ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------"""

LEDGER_CLASSES = [
    ("com.ledgerly.core.AccountTest", 14, "0.212"), ("com.ledgerly.core.InterestCalculatorTest", 6, "0.087"),
    ("com.ledgerly.core.LedgerTest", 19, "0.344"), ("com.ledgerly.core.PostingRulesTest", 11, "0.051"),
    ("com.ledgerly.core.daycount.ActualActualTest", 9, "0.019"), ("com.ledgerly.core.daycount.Thirty360Test", 7, "0.012"),
    ("com.ledgerly.core.fx.FxConverterTest", 12, "0.064"), ("com.ledgerly.core.fx.RateTableTest", 8, "0.031"),
    ("com.ledgerly.core.money.MoneyTest", 21, "0.046"), ("com.ledgerly.core.money.AllocationTest", 10, "0.022"),
    ("com.ledgerly.core.statement.StatementBuilderTest", 13, "0.297"), ("com.ledgerly.core.statement.StatementFormatterTest", 9, "0.118"),
    ("com.ledgerly.core.validation.IbanValidatorTest", 6, "0.015"), ("com.ledgerly.core.validation.JournalValidatorTest", 3, "0.009"),
]


def t04(rs: RowSet) -> None:
    root = "/home/ana/ledger-core"
    jf = f"{root}/src/main/java/com/ledgerly/core/InterestCalculator.java"
    mode_line = line_of(INTEREST, MODE_OLD.strip())
    fail_run = MVN_HEAD.format(
        compile="[INFO] Changes detected - recompiling the module! :source\n[INFO] Compiling 47 source files with javac [debug release 17] to target/classes",
        tcompile="[INFO] Changes detected - recompiling the module! :source\n[INFO] Compiling 31 source files with javac [debug release 17] to target/test-classes") + """
[INFO] Running com.ledgerly.core.InterestCalculatorTest
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.091 s <<< FAILURE! -- in com.ledgerly.core.InterestCalculatorTest
[ERROR] com.ledgerly.core.InterestCalculatorTest.roundsHalfToEven -- Time elapsed: 0.012 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <12.34> but was: <12.35>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
	at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
	at org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
	at com.ledgerly.core.InterestCalculatorTest.roundsHalfToEven(InterestCalculatorTest.java:88)

[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   InterestCalculatorTest.roundsHalfToEven:88 expected: <12.34> but was: <12.35>
[INFO]
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  4.412 s
[INFO] Finished at: 2024-07-02T10:14:38+02:00
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project ledger-core: There are test failures.
[ERROR]
[ERROR] Please refer to /home/ana/ledger-core/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]
[ERROR]
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR]
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException"""
    pass_run = MVN_HEAD.format(
        compile="[INFO] Recompiling the module because of changed source code.\n[INFO] Compiling 47 source files with javac [debug release 17] to target/classes",
        tcompile="[INFO] Nothing to compile - all classes are up to date.") + """
[INFO] Running com.ledgerly.core.InterestCalculatorTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.083 s -- in com.ledgerly.core.InterestCalculatorTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  3.871 s
[INFO] Finished at: 2024-07-02T10:16:02+02:00
[INFO] ------------------------------------------------------------------------"""
    total = sum(n for _, n, _ in LEDGER_CLASSES)
    runs = "\n".join(f"[INFO] Running {c}\n[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in {c}" for c, n, t in LEDGER_CLASSES)
    verify = MVN_HEAD.format(compile="[INFO] Nothing to compile - all classes are up to date.", tcompile="[INFO] Nothing to compile - all classes are up to date.") + f"""
{runs}
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO]
[INFO] --- jar:3.4.1:jar (default-jar) @ ledger-core ---
[INFO] Building jar: /home/ana/ledger-core/target/ledger-core-3.4.0-SNAPSHOT.jar
[INFO]
[INFO] --- jacoco:0.8.12:report (report) @ ledger-core ---
[INFO] Loading execution data file /home/ana/ledger-core/target/jacoco.exec
[INFO] Analyzed bundle 'ledger-core' with 47 classes
[INFO]
[INFO] --- jacoco:0.8.12:check (check) @ ledger-core ---
[INFO] Loading execution data file /home/ana/ledger-core/target/jacoco.exec
[INFO] Analyzed bundle 'ledger-core' with 47 classes
[INFO] All coverage checks have been met.
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  11.208 s
[INFO] Finished at: 2024-07-02T10:18:51+02:00
[INFO] ------------------------------------------------------------------------"""
    turns = [
        (gsh("git log --oneline -4 && git status -sb", "Show recent commits and the branch status."), gem(
            "git log --oneline -4 && git status -sb",
            "9c2e41b (HEAD -> fix/interest-rounding, origin/main, origin/HEAD, main) Merge pull request #212 from ledgerly/chore/bump-junit-5.10.3\n"
            "07fd3a1 chore(deps): bump junit-jupiter from 5.10.2 to 5.10.3\n"
            "d58b6e0 feat(statement): add accrued interest line to monthly statement\n"
            "a2391cc test: cover leap-year day count in ActualActual\n## fix/interest-rounding", pgid=38114)),
        (call("search_file_content", pattern="RoundingMode\\.", include="**/*.java"),
         'Found 5 matches for pattern "RoundingMode\\." in path "." (filter: "**/*.java"):\n---\n'
         f"File: src/main/java/com/ledgerly/core/InterestCalculator.java\nL{mode_line}: {MODE_OLD.strip()}\n---\n"
         "File: src/main/java/com/ledgerly/core/money/Money.java\nL58: return new Money(amount.setScale(currency.getDefaultFractionDigits(), RoundingMode.HALF_EVEN), currency);\n"
         "L74: BigDecimal share = amount.divide(BigDecimal.valueOf(parts), currency.getDefaultFractionDigits(), RoundingMode.DOWN);\n---\n"
         "File: src/main/java/com/ledgerly/core/fx/FxConverter.java\nL42: .setScale(6, RoundingMode.HALF_EVEN);\n---\n"
         "File: src/test/java/com/ledgerly/core/InterestCalculatorTest.java\nL88: assertEquals(new BigDecimal(\"12.34\").setScale(2, RoundingMode.UNNECESSARY), calc.simpleInterest(principal, rate, from, to));\n---"),
        (call("read_file", absolute_path=jf), INTEREST),
        (gsh("mvn -B test -Dtest=InterestCalculatorTest", "Run the InterestCalculator tests."),
         gem("mvn -B test -Dtest=InterestCalculatorTest", fail_run, code=1, pgid=38190)),
        (call("replace", file_path=jf, old_string=MODE_OLD, new_string=MODE_NEW),
         f"Successfully modified file: {jf} (1 replacements)."),
        (gsh("mvn -B test -Dtest=InterestCalculatorTest", "Re-run the InterestCalculator tests."),
         gem("mvn -B test -Dtest=InterestCalculatorTest", pass_run, pgid=38302)),
        (gsh("git status -sb && git log --oneline -1", "Check the working tree and HEAD."), gem(
            "git status -sb && git log --oneline -1",
            "## fix/interest-rounding\n M src/main/java/com/ledgerly/core/InterestCalculator.java\n"
            "9c2e41f (HEAD -> fix/interest-rounding, origin/main, origin/HEAD, main) Merge pull request #212 from ledgerly/chore/bump-junit-5.10.3", pgid=38355)),
        (gsh("mvn -B verify", "Run the full build with coverage checks."), gem("mvn -B verify", verify, pgid=38371)),
        (gsh('git commit -am "fix(interest): round posted interest half-to-even (ADR-0007)"', "Commit the fix."), gem(
            'git commit -am "fix(interest): round posted interest half-to-even (ADR-0007)"',
            "[fix/interest-rounding 5d7a0c3] fix(interest): round posted interest half-to-even (ADR-0007)\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=38502)),
        (gsh("git log --oneline -3", "Show the new history."), gem(
            "git log --oneline -3",
            "5d7a0c3 (HEAD -> fix/interest-rounding) fix(interest): round posted interest half-to-even (ADR-0007)\n"
            "9c2e41b (origin/main, origin/HEAD, main) Merge pull request #212 from ledgerly/chore/bump-junit-5.10.3\n"
            "07fd3a1 chore(deps): bump junit-jupiter from 5.10.2 to 5.10.3", pgid=38517)),
    ]
    rs.add("swe", "h54-swe-04", sys_gem(root), turns,
           state="Gemini CLI, project root /home/ana/ledger-core (Maven 3.9.8, JDK 17, JUnit 5.10.3), branch fix/interest-rounding created from main.\nTask: posted interest amounts are rounded half-up, but ADR-0007 requires banker's rounding; fix InterestCalculator.",
           bad=True, turn=7, kind="git log shows the merge commit at HEAD as 9c2e41f, but turn 1 showed the same commit as 9c2e41b and no commit was made in between")


# ---- 05 Tauri (Rust + Svelte), Codex CLI (contradiction: a removed file is listed again) ------------------

HIST_TEST_FAIL = """   Compiling clipnest v0.6.2 (/Users/mia/code/clipnest/src-tauri)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 38.71s
     Running unittests src/main.rs (target/debug/deps/clipnest-3f6a0c1d2b9e8a47)

running 9 tests
test commands::history::tests::dedupes_consecutive_entries ... ok
test commands::history::tests::pins_survive_trim ... ok
test commands::history::tests::trims_to_max_entries ... FAILED
test commands::history::tests::search_is_case_insensitive ... ok
test commands::settings::tests::default_max_entries_is_200 ... ok
test commands::settings::tests::rejects_zero_max_entries ... ok
test commands::settings::tests::round_trips_through_json ... ok
test tray::tests::menu_has_quit_item ... ok
test tray::tests::template_icon_on_macos ... ok

failures:

---- commands::history::tests::trims_to_max_entries stdout ----
thread 'commands::history::tests::trims_to_max_entries' panicked at src/commands/history.rs:118:9:
assertion `left == right` failed
  left: 201
 right: 200
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    commands::history::tests::trims_to_max_entries

test result: FAILED. 8 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

error: test failed, to rerun pass `--bin clipnest`
"""


def t05(rs: RowSet) -> None:
    root = "/Users/mia/code/clipnest"
    patch = ("*** Begin Patch\n*** Update File: src-tauri/src/commands/history.rs\n@@ fn trim(&mut self) {\n"
             "-        while self.entries.len() > self.max_entries + 1 {\n+        while self.entries.len() > self.max_entries {\n*** End Patch")
    pass_out = HIST_TEST_FAIL.replace("target(s) in 38.71s", "target(s) in 4.12s").replace(
        "trims_to_max_entries ... FAILED", "trims_to_max_entries ... ok").split("\nfailures:")[0] + (
        "\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n"
        "   Doc-tests clipnest\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n")
    turns = [
        (cx("ls -la src-tauri/icons", root), cx_out(
            """total 1792
drwxr-xr-x  12 mia  staff     384 May 29 21:07 .
drwxr-xr-x  11 mia  staff     352 Jun  4 09:12 ..
-rw-r--r--   1 mia  staff    2247 May 14 10:31 128x128.png
-rw-r--r--   1 mia  staff    4823 May 14 10:31 128x128@2x.png
-rw-r--r--   1 mia  staff     974 May 14 10:31 32x32.png
-rw-r--r--   1 mia  staff  276411 May 14 10:31 icon.icns
-rw-r--r--   1 mia  staff   37710 May 14 10:31 icon.ico
-rw-r--r--   1 mia  staff   52876 May 14 10:31 icon.png
-rw-r--r--   1 mia  staff     702 Feb 11 16:48 tray-legacy.png
-rw-r--r--   1 mia  staff    1391 Feb 11 16:48 tray-legacy@2x.png
-rw-r--r--   1 mia  staff     618 May 29 21:07 tray-template.png
-rw-r--r--   1 mia  staff    1204 May 29 21:07 tray-template@2x.png
""", dur=0.1)),
        (cx("rg -n 'tray-legacy' --hidden -g '!.git' . || echo 'no references'; git rm src-tauri/icons/tray-legacy.png src-tauri/icons/tray-legacy@2x.png", root),
         cx_out("no references\nrm 'src-tauri/icons/tray-legacy.png'\nrm 'src-tauri/icons/tray-legacy@2x.png'\n", dur=0.2)),
        (cx("cd src-tauri && cargo test", root, 600000), cx_out(HIST_TEST_FAIL, code=101, dur=41.3)),
        (cx("ls -la src-tauri/icons && git status --short", root), cx_out(
            """total 1784
drwxr-xr-x  11 mia  staff     352 Jun  4 09:20 .
drwxr-xr-x  11 mia  staff     352 Jun  4 09:12 ..
-rw-r--r--   1 mia  staff    2247 May 14 10:31 128x128.png
-rw-r--r--   1 mia  staff    4823 May 14 10:31 128x128@2x.png
-rw-r--r--   1 mia  staff     974 May 14 10:31 32x32.png
-rw-r--r--   1 mia  staff  276411 May 14 10:31 icon.icns
-rw-r--r--   1 mia  staff   37710 May 14 10:31 icon.ico
-rw-r--r--   1 mia  staff   52876 May 14 10:31 icon.png
-rw-r--r--   1 mia  staff    1391 Feb 11 16:48 tray-legacy@2x.png
-rw-r--r--   1 mia  staff     618 May 29 21:07 tray-template.png
-rw-r--r--   1 mia  staff    1204 May 29 21:07 tray-template@2x.png
D  src-tauri/icons/tray-legacy.png
D  src-tauri/icons/tray-legacy@2x.png
""", dur=0.1)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM src-tauri/src/commands/history.rs\n", dur=0.0)),
        (cx("cd src-tauri && cargo test", root, 600000), cx_out(pass_out, dur=6.8)),
        (cx("git status --short && git diff --stat", root), cx_out(
            "D  src-tauri/icons/tray-legacy.png\nD  src-tauri/icons/tray-legacy@2x.png\n M src-tauri/src/commands/history.rs\n"
            + dstat([("src-tauri/src/commands/history.rs", 1, 1)]) + "\n", dur=0.1)),
    ]
    rs.add("swe", "h54-swe-05", sys_codex(root), turns,
           state="Codex CLI (approval mode: auto-edit, sandbox: workspace-write) in /Users/mia/code/clipnest, a Tauri 1.6 clipboard manager (Svelte frontend in src/, Rust backend in src-tauri/), macOS 14, branch cleanup/tray-icons.\nTask: remove the unused legacy tray icons and fix the failing history trimming test.",
           bad=True, turn=4, kind="ls lists src-tauri/icons/tray-legacy@2x.png again after git rm removed it in turn 2 (git status still shows it deleted)")


# ---- 06 Kotlin Android with gradle, Cline (clean) ---------------------------------------------------------------

DIST_OLD = """package com.triplog.util

import java.text.DecimalFormat
import java.text.DecimalFormatSymbols
import java.util.Locale

enum class DistanceUnit { KILOMETERS, MILES }

object DistanceFormatter {

    private const val METERS_PER_KM = 1000.0
    private const val METERS_PER_MILE = 1609.344

    private val symbols = DecimalFormatSymbols.getInstance(Locale.US)
    private val oneDecimal = DecimalFormat("0.0", symbols)

    fun format(meters: Double, unit: DistanceUnit): String = when (unit) {
        DistanceUnit.KILOMETERS -> "${oneDecimal.format(meters / METERS_PER_KM)} km"
        DistanceUnit.MILES -> "${oneDecimal.format(Math.floor(meters / METERS_PER_MILE * 10) / 10)} mi"
    }
}"""
DIST_OLD_LINE = '        DistanceUnit.MILES -> "${oneDecimal.format(Math.floor(meters / METERS_PER_MILE * 10) / 10)} mi"'
DIST_NEW_LINE = '        DistanceUnit.MILES -> "${oneDecimal.format(meters / METERS_PER_MILE)} mi"'
DIST_NEW = DIST_OLD.replace(DIST_OLD_LINE, DIST_NEW_LINE)

DTEST_OLD = """package com.triplog.util

import org.junit.Assert.assertEquals
import org.junit.Test

class DistanceFormatterTest {

    @Test
    fun formatsKilometersWithOneDecimal() {
        assertEquals("12.4 km", DistanceFormatter.format(12_380.0, DistanceUnit.KILOMETERS))
    }

    @Test
    fun formatsZero() {
        assertEquals("0.0 km", DistanceFormatter.format(0.0, DistanceUnit.KILOMETERS))
        assertEquals("0.0 mi", DistanceFormatter.format(0.0, DistanceUnit.MILES))
    }

    @Test
    fun formatsMilesWithOneDecimal() {
        assertEquals("3.1 mi", DistanceFormatter.format(4_950.0, DistanceUnit.MILES))
    }
}"""
DTEST_SEARCH = """    @Test
    fun formatsMilesWithOneDecimal() {
        assertEquals("3.1 mi", DistanceFormatter.format(4_950.0, DistanceUnit.MILES))
    }"""
DTEST_REPLACE = DTEST_SEARCH + """

    @Test
    fun roundsShortAndLongMileDistancesToNearestTenth() {
        assertEquals("0.5 mi", DistanceFormatter.format(800.0, DistanceUnit.MILES))
        assertEquals("26.2 mi", DistanceFormatter.format(42_195.0, DistanceUnit.MILES))
    }"""
DTEST_NEW = DTEST_OLD.replace(DTEST_SEARCH, DTEST_REPLACE)

GRADLE_TASKS_1 = """> Task :app:preBuild UP-TO-DATE
> Task :app:preDebugBuild UP-TO-DATE
> Task :app:checkKotlinGradlePluginConfigurationErrors
> Task :app:checkDebugAarMetadata
> Task :app:generateDebugResValues
> Task :app:mapDebugSourceSetPaths
> Task :app:generateDebugResources
> Task :app:mergeDebugResources
> Task :app:packageDebugResources
> Task :app:parseDebugLocalResources
> Task :app:createDebugCompatibleScreenManifests
> Task :app:extractDeepLinksDebug
> Task :app:processDebugMainManifest
> Task :app:processDebugManifest
> Task :app:processDebugManifestForPackage
> Task :app:processDebugResources
> Task :app:compileDebugKotlin
> Task :app:javaPreCompileDebug
> Task :app:compileDebugJavaWithJavac NO-SOURCE
> Task :app:bundleDebugClassesToCompileJar
> Task :app:preDebugUnitTestBuild UP-TO-DATE
> Task :app:processDebugJavaRes NO-SOURCE
> Task :app:bundleDebugClassesToRuntimeJar
> Task :app:compileDebugUnitTestKotlin
> Task :app:javaPreCompileDebugUnitTest
> Task :app:compileDebugUnitTestJavaWithJavac NO-SOURCE
> Task :app:processDebugUnitTestJavaRes NO-SOURCE
> Task :app:testDebugUnitTest"""


def t06(rs: RowSet) -> None:
    root = "/Users/jordan/AndroidStudioProjects/TripLog"
    src = "app/src/main/java/com/triplog/util/DistanceFormatter.kt"
    tst = "app/src/test/java/com/triplog/util/DistanceFormatterTest.kt"
    c1 = "./gradlew :app:testDebugUnitTest"
    fl = line_of(DTEST_OLD, '"3.1 mi"')
    run1 = ("Starting a Gradle Daemon (subsequent builds will be faster)\n" + GRADLE_TASKS_1 + f"""

DistanceFormatterTest > formatsMilesWithOneDecimal FAILED
    org.junit.ComparisonFailure at DistanceFormatterTest.kt:{fl}

8 tests completed, 1 failed

> Task :app:testDebugUnitTest FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:testDebugUnitTest'.
> There were failing tests. See the report at: file:///Users/jordan/AndroidStudioProjects/TripLog/app/build/reports/tests/testDebugUnitTest/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 52s
21 actionable tasks: 21 executed""")
    up = {"checkDebugAarMetadata", "generateDebugResValues", "mapDebugSourceSetPaths", "generateDebugResources", "mergeDebugResources",
          "packageDebugResources", "parseDebugLocalResources", "createDebugCompatibleScreenManifests", "extractDeepLinksDebug",
          "processDebugMainManifest", "processDebugManifest", "processDebugManifestForPackage", "processDebugResources",
          "javaPreCompileDebug", "javaPreCompileDebugUnitTest"}
    tasks2 = []
    for line in GRADLE_TASKS_1.split("\n"):
        name = line.split(":app:")[1]
        tasks2.append(line + " UP-TO-DATE" if name in up else line)
    run2 = "\n".join(tasks2) + "\n\nBUILD SUCCESSFUL in 9s\n21 actionable tasks: 6 executed, 15 up-to-date"
    c3 = "grep -ho '<testsuite name=\"[^\"]*\" tests=\"[0-9]*\" skipped=\"[0-9]*\" failures=\"[0-9]*\"' app/build/test-results/testDebugUnitTest/*.xml"
    c4 = "./gradlew --stop && ./gradlew :app:lintDebug"
    lint = """Stopping Daemon(s)
1 Daemon stopped
Starting a Gradle Daemon, 1 stopped Daemon could not be reused, use --status for details
> Task :app:preBuild UP-TO-DATE
> Task :app:preDebugBuild UP-TO-DATE
> Task :app:checkKotlinGradlePluginConfigurationErrors
> Task :app:generateDebugResValues UP-TO-DATE
> Task :app:generateDebugResources UP-TO-DATE
> Task :app:mergeDebugResources UP-TO-DATE
> Task :app:processDebugMainManifest UP-TO-DATE
> Task :app:processDebugManifest UP-TO-DATE
> Task :app:processDebugResources UP-TO-DATE
> Task :app:compileDebugKotlin UP-TO-DATE
> Task :app:generateDebugLintModel
> Task :app:lintAnalyzeDebug
> Task :app:lintReportDebug
Wrote HTML report to file:///Users/jordan/AndroidStudioProjects/TripLog/app/build/reports/lint-results-debug.html
> Task :app:lintDebug

BUILD SUCCESSFUL in 1m 4s
11 actionable tasks: 4 executed, 7 up-to-date"""
    turns = [
        (cline_exec("git status && git log --oneline -3"), cline_cmd("git status && git log --oneline -3",
            "On branch bugfix/miles-rounding\nnothing to commit, working tree clean\n"
            "a83c5e1 (HEAD -> bugfix/miles-rounding, origin/develop, develop) Merge branch 'feature/offline-maps' into develop\n"
            "f2d7094 Cache tile bundles per region\n6be1c3a Bump AGP to 8.5.0")),
        (cline("read_file", path=src), f"[read_file for '{src}'] Result:\n{DIST_OLD}"),
        (cline_exec(c1), cline_cmd(c1, run1)),
        (cline("replace_in_file", path=src, diff=sr_block(DIST_OLD_LINE, DIST_NEW_LINE)), cline_saved(src, DIST_NEW)),
        (cline("read_file", path=tst), f"[read_file for '{tst}'] Result:\n{DTEST_OLD}"),
        (cline("replace_in_file", path=tst, diff=sr_block(DTEST_SEARCH, DTEST_REPLACE)), cline_saved(tst, DTEST_NEW)),
        (cline_exec(c1), cline_cmd(c1, run2)),
        (cline_exec(c3), cline_cmd(c3,
            '<testsuite name="com.triplog.data.TripRepositoryTest" tests="3" skipped="0" failures="0"\n'
            '<testsuite name="com.triplog.util.DistanceFormatterTest" tests="4" skipped="0" failures="0"\n'
            '<testsuite name="com.triplog.util.DurationFormatterTest" tests="2" skipped="0" failures="0"')),
        (cline_exec("./gradlew --status"), cline_cmd("./gradlew --status",
            "   PID STATUS   INFO\n 48213 IDLE     8.7\n\nOnly Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.7/userguide/gradle_daemon.html#sec:status")),
        (cline_exec(c4), cline_cmd(c4, lint)),
        (cline_exec("./gradlew --status"), cline_cmd("./gradlew --status",
            "   PID STATUS   INFO\n 49877 IDLE     8.7\n 48213 STOPPED  (stop command received)\n\nOnly Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.7/userguide/gradle_daemon.html#sec:status")),
    ]
    rs.add("swe", "h54-swe-06", sys_cline(root), turns,
           state="Cline in VS Code, workspace /Users/jordan/AndroidStudioProjects/TripLog (Android app, Kotlin 1.9.24, AGP 8.5.0, Gradle 8.7, JDK 17), branch bugfix/miles-rounding.\nTask: miles are truncated instead of rounded (4.95 km shows as 3.0 mi); fix DistanceFormatter and add a test.")


# ---- 07 Stencil web components, Aider (contradiction: the suite's total test count drops) ---------------------

STENCIL_BUILD = """[{m}:{s0}]  @stencil/core
[{m}:{s1}]  v4.19.2 🍔
[{m}:{s2}]  transpile started ...
[{m}:{s3}]  transpile finished in {tr}
[{m}:{s3}]  type checking started ...
[{m}:{s4}]  type checking finished in {tc}
[{m}:{s4}]  generate styles started ...
[{m}:{s5}]  generate styles finished in {gs}
[{m}:{s5}]  bundling components started ...
[{m}:{s6}]  bundling components finished in {bc}
[{m}:{s6}]  build finished in {bf}
"""

TOAST_FAIL_TIMER = """  ● hb-toast › clears the auto-dismiss timer when closed manually

    expect(jest.fn()).toHaveBeenCalledTimes(expected)

    Expected number of calls: 1
    Received number of calls: 2

      58 |     jest.advanceTimersByTime(5000);
      59 |     await page.waitForChanges();
    > 60 |     expect(dismissed).toHaveBeenCalledTimes(1);
         |                       ^
      61 |   });
      62 |
      63 |   it('announces itself with role="status" for non-critical variants', async () => {

      at Object.<anonymous> (src/components/hb-toast/test/hb-toast.spec.tsx:60:23)
"""
TOAST_FAIL_ROLE = """  ● hb-toast › announces itself with role="status" for non-critical variants

    expect(received).toEqualAttribute(attribute, value)

    Expected "status", received "alert"

      66 |       html: `<hb-toast variant="info" message="Saved"></hb-toast>`,
      67 |     });
    > 68 |     expect(page.root).toEqualAttribute('role', 'status');
         |                       ^
      69 |   });
      70 | });

      at Object.<anonymous> (src/components/hb-toast/test/hb-toast.spec.tsx:68:23)
"""
HB_SUITES = ["src/components/hb-badge/test/hb-badge.spec.tsx", "src/components/hb-button/test/hb-button.spec.tsx",
             "src/components/hb-dialog/test/hb-dialog.spec.tsx", "src/components/hb-toast/test/hb-toast.spec.tsx",
             "src/components/hb-tabs/test/hb-tabs.spec.tsx", "src/components/hb-tooltip/test/hb-tooltip.spec.tsx",
             "src/utils/test/format.spec.ts", "src/utils/test/focus-trap.spec.ts"]


def t07(rs: RowSet) -> None:
    root = "/home/elif/src/harbor-ui"
    tsx = "src/components/hb-toast/hb-toast.tsx"
    b1 = STENCIL_BUILD.format(m="31", s0="07.4", s1="07.6", s2="09.1", s3="11.8", s4="14.9", s5="15.2", s6="16.1", tr="2.66 s", tc="3.09 s", gs="165 ms", bc="741 ms", bf="8.71 s")
    full1 = b1 + "\n[31:16.1]  jest args: --spec\n" + "\n".join(
        (" FAIL  " + s + "\n" + TOAST_FAIL_TIMER + "\n" + TOAST_FAIL_ROLE) if "hb-toast" in s else " PASS  " + s for s in HB_SUITES) + """

Test Suites: 1 failed, 7 passed, 8 total
Tests:       2 failed, 31 passed, 33 total
Snapshots:   4 passed, 4 total
Time:        6.842 s
Ran all test suites."""
    b2 = STENCIL_BUILD.format(m="36", s0="42.0", s1="42.2", s2="43.5", s3="45.6", s4="48.1", s5="48.3", s6="48.9", tr="2.07 s", tc="2.51 s", gs="142 ms", bc="603 ms", bf="6.93 s")
    one1 = b2 + "\n[36:48.9]  jest args: --spec hb-toast\n FAIL  src/components/hb-toast/test/hb-toast.spec.tsx\n" + TOAST_FAIL_ROLE + """
Test Suites: 1 failed, 1 total
Tests:       1 failed, 5 passed, 6 total
Snapshots:   0 total
Time:        2.114 s
Ran all test suites matching /hb-toast/i."""
    b3 = STENCIL_BUILD.format(m="39", s0="10.3", s1="10.5", s2="11.7", s3="13.7", s4="16.0", s5="16.2", s6="16.8", tr="1.98 s", tc="2.33 s", gs="139 ms", bc="588 ms", bf="6.52 s")
    one2 = b3 + """
[39:16.8]  jest args: --spec hb-toast
 PASS  src/components/hb-toast/test/hb-toast.spec.tsx

Test Suites: 1 passed, 1 total
Tests:       6 passed, 6 total
Snapshots:   0 total
Time:        1.987 s
Ran all test suites matching /hb-toast/i."""
    b4 = STENCIL_BUILD.format(m="40", s0="02.9", s1="03.1", s2="04.4", s3="06.4", s4="08.8", s5="09.0", s6="09.6", tr="2.01 s", tc="2.38 s", gs="151 ms", bc="612 ms", bf="6.71 s")
    full2 = b4 + "\n[40:09.6]  jest args: --spec\n" + "\n".join(" PASS  " + s for s in HB_SUITES) + """

Test Suites: 8 passed, 8 total
Tests:       32 passed, 32 total
Snapshots:   4 passed, 4 total
Time:        6.115 s
Ran all test suites."""
    e1s = """  @Method()
  async close() {
    this.open = false;
    this.hbDismiss.emit({ reason: 'manual' });
  }"""
    e1r = """  @Method()
  async close() {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    this.open = false;
    this.hbDismiss.emit({ reason: 'manual' });
  }"""
    e2s = """      <Host role="alert" aria-live="assertive" class={{ toast: true, [`toast--${this.variant}`]: true, 'toast--open': this.open }}>"""
    e2r = """      <Host
        role={this.variant === 'critical' ? 'alert' : 'status'}
        aria-live={this.variant === 'critical' ? 'assertive' : 'polite'}
        class={{ toast: true, [`toast--${this.variant}`]: true, 'toast--open': this.open }}
      >"""
    turns = [
        ("/add src/components/hb-toast/hb-toast.tsx src/components/hb-toast/test/hb-toast.spec.tsx",
         "Added src/components/hb-toast/hb-toast.tsx to the chat\nAdded src/components/hb-toast/test/hb-toast.spec.tsx to the chat"),
        ("/run npx stencil test --spec", aider_run(full1, "1.6k")),
        (aider_edit(tsx, "tsx", e1s, e1r, "The auto-dismiss timer keeps running after a manual close, so `hbDismiss` fires a second time. Clear it in `close()`:"),
         aider_applied(tsx, "8b31f0e", "fix: clear auto-dismiss timer when toast is closed manually")),
        ("/run npx stencil test --spec -- hb-toast", aider_run(one1, "0.7k")),
        (aider_edit(tsx, "tsx", e2s, e2r, "Only critical toasts should interrupt screen readers; the others should be polite status messages:"),
         aider_applied(tsx, "c2e9a47", "fix: use role=status for non-critical toasts")),
        ("/run npx stencil test --spec -- hb-toast", aider_run(one2, "0.4k")),
        ("/run npx stencil test --spec", aider_run(full2, "0.6k")),
        ("/git log --oneline -4",
         "c2e9a47 (HEAD -> fix/toast-a11y) fix: use role=status for non-critical toasts\n"
         "8b31f0e fix: clear auto-dismiss timer when toast is closed manually\n"
         "5a0d6b2 (origin/main, main) chore(release): v2.14.0\n"
         "e3c4f19 feat(hb-tabs): support vertical orientation"),
    ]
    rs.add("swe", "h54-swe-07", sys_aider(root), turns,
           state="Aider v0.50.1\nModel: claude-3-5-sonnet-20240620 with diff edit format, infinite output\nGit repo: .git with 214 files\nRepo-map: using 1024 tokens, auto refresh\n"
                 "Working in /home/elif/src/harbor-ui (Stencil 4.19 design system, Jest spec tests), branch fix/toast-a11y.\nTask: hb-toast fires hbDismiss twice after a manual close and uses role=alert for every variant.",
           bad=True, turn=7, kind="full spec run reports 32 tests in total after only two source edits, while the same suites held 33 tests (2 failed, 31 passed) in turn 2 and no test was removed")


# ---- 08 Swift iOS with xcodebuild, Claude Code (clean) -------------------------------------------------------

BREW = """import Foundation

/// A coffee-to-water ratio such as 1:16.
struct BrewRatio: Equatable, Codable {
    /// Grams of water per gram of coffee.
    var waterPerGram: Double

    init(waterPerGram: Double) {
        precondition(waterPerGram > 0, "ratio must be positive")
        self.waterPerGram = waterPerGram
    }

    /// Water (grams) needed for a dose of coffee (grams), rounded to the nearest gram.
    func water(forDose dose: Double) -> Int {
        Int(dose * waterPerGram)
    }

    /// Coffee dose (grams) for a target amount of water, to one decimal place.
    func dose(forWater water: Double) -> Double {
        (water / waterPerGram * 10).rounded() / 10
    }

    var label: String {
        let formatted = waterPerGram.truncatingRemainder(dividingBy: 1) == 0
            ? String(Int(waterPerGram))
            : String(format: "%.1f", waterPerGram)
        return "1:\\(formatted)"
    }
}"""
BREW_NEW = BREW.replace("        Int(dose * waterPerGram)", "        Int((dose * waterPerGram).rounded())")

BTEST = """import XCTest
@testable import Brewlog

final class BrewRatioTests: XCTestCase {

    func testLabelForWholeRatio() {
        XCTAssertEqual(BrewRatio(waterPerGram: 16).label, "1:16")
    }

    func testLabelForFractionalRatio() {
        XCTAssertEqual(BrewRatio(waterPerGram: 15.5).label, "1:15.5")
    }

    func testDoseForWaterRoundsToTenth() {
        XCTAssertEqual(BrewRatio(waterPerGram: 16).dose(forWater: 250), 15.6, accuracy: 0.0001)
    }

    func testWaterForDoseWholeNumbers() {
        XCTAssertEqual(BrewRatio(waterPerGram: 16).water(forDose: 15), 240)
    }

    func testWaterForDoseRoundsToNearestGram() {
        // 18.5 g at 1:15.5 is 286.75 g of water
        let ratio = BrewRatio(waterPerGram: 15.5)

        XCTAssertEqual(ratio.water(forDose: 18.5), 287)
    }
}"""
BT_OLD = """        XCTAssertEqual(ratio.water(forDose: 18.5), 287)
    }
}"""
BT_NEW = """        XCTAssertEqual(ratio.water(forDose: 18.5), 287)
    }

    func testWaterForDoseWithQuarterRatio() {
        // 19.5 g at 1:15.25 is 297.375 g; 20 g is exactly 305 g
        let ratio = BrewRatio(waterPerGram: 15.25)
        XCTAssertEqual(ratio.water(forDose: 19.5), 297)
        XCTAssertEqual(ratio.water(forDose: 20), 305)
    }
}"""
BTEST_NEW = BTEST.replace(BT_OLD, BT_NEW)

XC_SUITES = [
    ("BrewRatioTests", ["testDoseForWaterRoundsToTenth", "testLabelForFractionalRatio", "testLabelForWholeRatio", "testWaterForDoseRoundsToNearestGram", "testWaterForDoseWholeNumbers"]),
    ("BrewTimerTests", ["testBloomPhaseLasts45Seconds", "testPauseKeepsElapsedTime", "testPhasesAreOrdered", "testResetClearsElapsedTime", "testResumeAfterPause", "testTickAdvancesOneSecond", "testTotalDurationSumsPhases"]),
    ("GrindSettingTests", ["testClampsToBurrRange", "testCoarserIncrementsByOne", "testDescriptionForEspresso", "testFinerDecrementsByOne"]),
    ("RecipeStoreTests", ["testDeleteRemovesRecipe", "testDuplicateNamesAreSuffixed", "testFavoritesSortFirst", "testLoadFromEmptyStore", "testMigratesV1Schema", "testSaveAndReload", "testSearchIsCaseInsensitive", "testUpdateKeepsIdentifier"]),
]
UDID = "F3D2A190-5B7C-4C0E-A1D8-9E6B2C47D815"


def _xc_run(extra: list[str], failing: str | None, compiled: list[str], secs: tuple[str, str]) -> str:
    out = [f"▸ Compiling {c}" for c in compiled] + ["▸ Linking Brewlog", "▸ Signing Brewlog.app (in target 'Brewlog' from project 'Brewlog')",
                                                   "▸ Linking BrewlogTests", "▸ Build Succeeded", "All tests", "Test Suite BrewlogTests.xctest started"]
    times = ["0.001", "0.000", "0.000", "0.002", "0.000", "0.011", "0.004", "0.003", "0.006", "0.002", "0.017", "0.001", "0.000", "0.001", "0.000", "0.000", "0.038", "0.021", "0.019", "0.008", "0.055", "0.043", "0.012", "0.031", "0.001"]
    n = fails = 0
    for suite, tests in XC_SUITES:
        out.append(suite)
        for t in sorted(tests + (extra if suite == "BrewRatioTests" else [])):
            if t == failing:
                out.append(f"    ✗ {t}, XCTAssertEqual failed: (\"286\") is not equal to (\"287\")")
                fails += 1
            else:
                out.append(f"    ✓ {t} ({times[n % len(times)]} seconds)")
            n += 1
    out.append("")
    if failing:
        ln = line_of(BTEST, "forDose: 18.5), 287")
        out += ["", "BrewlogTests.BrewRatioTests", f"  {failing}, XCTAssertEqual failed: (\"286\") is not equal to (\"287\")",
                f"  /Users/sam/dev/Brewlog/BrewlogTests/BrewRatioTests.swift:{ln}", "  ```", "        XCTAssertEqual(ratio.water(forDose: 18.5), 287)", "  ```", ""]
    out.append(f"\t Executed {n} test{'s' if n != 1 else ''}, with {fails} failure{'s' if fails != 1 else ''} (0 unexpected) in {secs[0]} ({secs[1]}) seconds")
    return "\n".join(out)


def t08(rs: RowSet) -> None:
    root = "/Users/sam/dev/Brewlog"
    mf, tf = f"{root}/Brewlog/Models/BrewRatio.swift", f"{root}/BrewlogTests/BrewRatioTests.swift"
    xcb = f"xcodebuild test -scheme Brewlog -destination 'platform=iOS Simulator,id={UDID}' -only-testing:BrewlogTests 2>&1 | xcpretty"
    ln = line_of(BREW_NEW, "rounded())")
    tl = line_of(BTEST_NEW, "func testWaterForDoseWithQuarterRatio")
    ins1, del1 = counts(BREW, BREW_NEW)
    ins2, del2 = counts(BTEST, BTEST_NEW)
    summary = {
        "devicesAndConfigurations": [{"device": {"architecture": "arm64", "deviceId": UDID, "deviceName": "iPhone 15 Pro", "modelName": "iPhone 15 Pro", "osVersion": "18.0", "platform": "iOS Simulator"},
                                      "expectedFailures": 0, "failedTests": 0, "passedTests": 25, "skippedTests": 0,
                                      "testPlanConfiguration": {"configurationId": "1", "configurationName": "Test Scheme Action"}}],
        "environmentDescription": "Brewlog · Built with macOS 14.6.1", "expectedFailures": 0, "failedTests": 0, "finishTime": 1727170387.412,
        "passedTests": 25, "result": "Passed", "skippedTests": 0, "startTime": 1727170371.063, "testFailures": [], "title": "Test - Brewlog",
        "topInsights": [], "totalTestCount": 25}
    turns = [
        (cc_bash("xcrun simctl list devices available | grep -E 'iPhone 15'", "List available iPhone 15 simulators"),
         "    iPhone 15 (6C1E2A7B-3F4D-4E8A-9B21-0D5C7E3A9F12) (Shutdown) \n    iPhone 15 Plus (A0B3C8D1-77E2-4F19-8C6A-2E9D41B7C350) (Shutdown) \n"
         f"    iPhone 15 Pro ({UDID}) (Booted) \n    iPhone 15 Pro Max (1B8E4F26-C9A3-4D57-B02E-7F61A3D9E4C8) (Shutdown) "),
        (call("Read", file_path=mf), cc_lines(BREW)),
        (cc_bash(xcb, "Run the unit tests on the booted iPhone 15 Pro simulator"),
         _xc_run([], "testWaterForDoseRoundsToNearestGram", ["BrewRatio.swift", "BrewTimer.swift", "GrindSetting.swift", "Recipe.swift", "RecipeStore.swift", "BrewlogApp.swift", "ContentView.swift", "TimerView.swift",
                                                            "BrewRatioTests.swift", "BrewTimerTests.swift", "GrindSettingTests.swift", "RecipeStoreTests.swift"], ("0.412", "0.438"))),
        (call("Edit", file_path=mf, old_string="        Int(dose * waterPerGram)", new_string="        Int((dose * waterPerGram).rounded())"),
         cc_edit(mf, window(BREW_NEW, ln - 5, ln + 5), ln - 5)),
        (call("Edit", file_path=tf, old_string=BT_OLD, new_string=BT_NEW),
         cc_edit(tf, window(BTEST_NEW, tl - 5, len(BTEST_NEW.split("\n"))), tl - 5)),
        (cc_bash(xcb, "Re-run the unit tests"),
         _xc_run(["testWaterForDoseWithQuarterRatio"], None, ["BrewRatio.swift", "BrewRatioTests.swift"], ("0.397", "0.421"))),
        (cc_bash('xcrun xcresulttool get test-results summary --path "$(ls -td ~/Library/Developer/Xcode/DerivedData/Brewlog-*/Logs/Test/*.xcresult | head -1)"', "Summarize the latest test result bundle"),
         json.dumps(summary, indent=2, ensure_ascii=False).replace('": ', '" : ')),
        (cc_bash("git diff --stat", "Show changed files"),
         dstat([("Brewlog/Models/BrewRatio.swift", ins1, del1), ("BrewlogTests/BrewRatioTests.swift", ins2, del2)])),
        (cc_bash('git commit -am "Round water amount to the nearest gram" && git log --oneline -1', "Commit the fix"),
         f"[main 4f7e2c9] Round water amount to the nearest gram\n 2 files changed, {ins1 + ins2} insertions(+), {del1 + del2} deletion(-)\n"
         "4f7e2c9 (HEAD -> main) Round water amount to the nearest gram"),
    ]
    rs.add("swe", "h54-swe-08", sys_cc(root), turns,
           state="Claude Code in /Users/sam/dev/Brewlog (SwiftUI app, Xcode 16.0, iOS 18.0 simulators, xcpretty installed), branch main, clean tree.\nTask: the water amount for 18.5 g at 1:15.5 shows 286 g instead of 287 g; fix the rounding and cover it with a test.")


# ---- 09 Lit with @web/test-runner, OpenHands (clean) ---------------------------------------------------------

DATEU = """export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const MS_PER_DAY = 86_400_000;

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Returns the first day of the week containing `date`, at local midnight. */
export function startOfWeek(date: Date, firstDayOfWeek: Weekday = 0): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const diff = start.getDay() - firstDayOfWeek;
  return addDays(start, -diff);
}

export function daysBetween(a: Date, b: Date): number {
  const utcA = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const utcB = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((utcB - utcA) / MS_PER_DAY);
}

export function isSameDay(a: Date, b: Date): boolean {
  return daysBetween(a, b) === 0;
}"""
DU_OLD = "  const diff = start.getDay() - firstDayOfWeek;"
DU_NEW = "  const diff = (start.getDay() - firstDayOfWeek + 7) % 7;"


def t09(rs: RowSet) -> None:
    root = "/workspace/lit-datepicker"
    f = f"{root}/src/date-utils.ts"
    new = DATEU.replace(DU_OLD, DU_NEW)
    ln = line_of(new, DU_NEW.strip())
    wtr = 'npx web-test-runner "test/**/*.test.ts" --node-resolve'
    turns = [
        (bash(f"cd {root} && ls src test && git log --oneline -2"), oh_bash(
            "src:\ndate-utils.ts\nindex.ts\nlegacy-calendar.ts\nlit-datepicker.ts\nstyles.ts\n\ntest:\ndate-utils.test.ts\nkeyboard-nav.test.ts\nlegacy-calendar.test.ts\nlit-datepicker.test.ts\n"
            "e5a01c7 (HEAD -> main) docs: mark <legacy-calendar> as removed in 3.0\n91bd4f2 feat!: drop the IE11 build", root)),
        (editor("view", f), cat_n(f, DATEU)),
        (bash(wtr), oh_bash(
            """
test/date-utils.test.ts:

 ❌ startOfWeek > respects firstDayOfWeek=1 for a Sunday
      AssertionError: expected 11 to equal 4
      + expected - actual

      -11
      +4

      at o.<anonymous> (test/date-utils.test.ts:27:42)

Chrome: |██████████████████████████████| 4/4 test files | 37 passed, 1 failed, 0 skipped

Finished running tests in 2.8s with 1 failed tests.
""", root, 1)),
        (editor("str_replace", f, old_str=DU_OLD, new_str=DU_NEW), edited(f, window(new, ln - 4, ln + 4), ln - 4)),
        (bash("git rm -q src/legacy-calendar.ts test/legacy-calendar.test.ts && (grep -rn 'legacy-calendar' src test index.html || echo 'no references left')"),
         oh_bash("no references left", root)),
        (bash(wtr), oh_bash(
            "\nChrome: |██████████████████████████████| 3/3 test files | 34 passed, 0 failed, 0 skipped\n\nFinished running tests in 2.1s, all tests passed! 🎉\n", root)),
        (bash("ls src test"), oh_bash(
            "src:\ndate-utils.ts\nindex.ts\nlit-datepicker.ts\nstyles.ts\n\ntest:\ndate-utils.test.ts\nkeyboard-nav.test.ts\nlit-datepicker.test.ts", root)),
        (bash("git status --short"), oh_bash(" M src/date-utils.ts\nD  src/legacy-calendar.ts\nD  test/legacy-calendar.test.ts", root)),
    ]
    rs.add("swe", "h54-swe-09", sys_oh(root), turns,
           state="OpenHands runtime, repository /workspace/lit-datepicker (Lit 3 web component, TypeScript, @web/test-runner with Chrome via puppeteer), branch main.\nTask: startOfWeek returns the following Monday for Sundays when the week starts on Monday; also delete the deprecated <legacy-calendar> element and its test.")


# ---- 10 Vue + Nuxt, Gemini CLI (clean) ---------------------------------------------------------------------

RECIPES = ["miso-glazed-aubergine", "charred-corn-salad", "lemon-ricotta-pancakes", "smoky-black-bean-chili", "saffron-risotto",
           "harissa-roast-carrots", "coconut-dal", "brown-butter-gnocchi", "tomato-galette", "sesame-noodles",
           "shakshuka", "pea-and-mint-soup", "chicken-adobo", "mushroom-stroganoff", "zaatar-flatbreads",
           "peach-cobbler", "pumpkin-laksa", "herby-falafel", "cacio-e-pepe", "kimchi-fried-rice",
           "banana-bread", "french-onion-soup", "tuna-nicoise"]

RECIPE_API = """import { z } from 'zod';
import { listRecipes } from '../utils/recipes';

const Query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  tag: z.string().optional(),
});

export default defineEventHandler(async (event) => {
  const { page, limit, tag } = await getValidatedQuery(event, Query.parse);
  const all = await listRecipes({ tag });
  const start = page * limit;
  const items = all.slice(start, start + limit);

  return {
    total: all.length,
    page,
    limit,
    items,
  };
});"""


def _nuxt_log(t: list[str], nitro: str) -> str:
    return f"""Nuxt 3.12.4 with Nitro 2.9.7

  ➜ Local:    http://localhost:3000/
  ➜ Network:  use --host to expose

  ➜ DevTools: press Shift + Alt + D in the browser (v1.3.9)

ℹ Using default Tailwind CSS file                                            nuxt:tailwindcss {t[0]}
✔ Vite client built in 61ms                                                                  {t[1]}
✔ Vite server built in 488ms                                                                 {t[1]}
✔ Nuxt Nitro server built in {nitro}                                                   nitro {t[2]}
ℹ Vite client warmed up in 3ms                                                               {t[2]}
ℹ Vite server warmed up in 412ms                                                             {t[2]}"""


def _page(page: int, start: int) -> str:
    return json.dumps({"total": 23, "page": page, "items": RECIPES[start:start + 5]}, indent=2)


def t10(rs: RowSet) -> None:
    root = "/home/lea/work/nuxt-recipes"
    api = f"{root}/server/api/recipes.get.ts"
    dev = "npx nuxi dev --port 3000 > /tmp/nuxt-dev.log 2>&1 &"
    q = "curl -s 'http://localhost:3000/api/recipes?page={p}&limit=5' | jq '{{total, page, items: [.items[].slug]}}'"
    turns = [
        (gsh(dev, "Start the Nuxt dev server in the background."), gem(dev, "", pgid=51820, bg="51822")),
        (gsh("sleep 4; cat /tmp/nuxt-dev.log", "Check the dev server log."), gem("sleep 4; cat /tmp/nuxt-dev.log", _nuxt_log(["09:12:44", "09:12:45", "09:12:46"], "702 ms"), pgid=51901)),
        (gsh(q.format(p=2), "Fetch page 2 of the recipes API."), gem(q.format(p=2), _page(2, 10), pgid=51933)),
        (call("read_file", absolute_path=api), RECIPE_API),
        (call("replace", file_path=api, old_string="  const start = page * limit;", new_string="  const start = (page - 1) * limit;"),
         f"Successfully modified file: {api} (1 replacements)."),
        (gsh("kill 51822; sleep 1; " + dev, "Restart the dev server."), gem("kill 51822; sleep 1; " + dev, "", pgid=52388, bg="52390")),
        (gsh("sleep 4; cat /tmp/nuxt-dev.log", "Check the new dev server log."), gem("sleep 4; cat /tmp/nuxt-dev.log", _nuxt_log(["09:16:21", "09:16:22", "09:16:23"], "655 ms"), pgid=52431)),
        (gsh(q.format(p=2), "Fetch page 2 again."), gem(q.format(p=2), _page(2, 5), pgid=52460)),
        (gsh(q.format(p=5), "Fetch the last page."), gem(q.format(p=5), _page(5, 20), pgid=52477)),
    ]
    rs.add("swe", "h54-swe-10", sys_gem(root), turns,
           state="Gemini CLI, project root /home/lea/work/nuxt-recipes (Nuxt 3.12 + Vue 3.4, Nitro server routes, 23 seeded recipes ordered newest first), branch fix/recipes-pagination.\nTask: /api/recipes skips the first page of results; page 2 shows recipes 11-15 when limit=5.")


# ---- 11 NativeScript, SWE-agent (contradiction: a renamed call shows under its old name) ------------------

PACE_OLD = """/**
 * Formats a pace from a total duration (seconds) and distance (meters) as m:ss per kilometre.
 */
export function formatPace(durationSec: number, distanceM: number): string {
  if (distanceM <= 0 || durationSec <= 0) {
    return '--:--';
  }
  const secPerKm = durationSec / (distanceM / 1000);
  const minutes = Math.floor(secPerKm / 60);
  const seconds = Math.round(secPerKm % 60);
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

export function paceToSpeedKmh(secPerKm: number): number {
  return secPerKm > 0 ? 3600 / secPerKm : 0;
}"""
PACE_FN_NEW = """export function formatPacePerKm(durationSec: number, distanceM: number): string {
  if (distanceM <= 0 || durationSec <= 0) {
    return '--:--';
  }
  // Round the whole pace first so 59.6 s carries into the next minute instead of printing ":60".
  const totalSec = Math.round(durationSec / (distanceM / 1000));
  const minutes = Math.floor(totalSec / 60);
  const seconds = totalSec % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}"""
PACE_NEW = "\n".join(PACE_OLD.split("\n")[:3]) + "\n" + PACE_FN_NEW + "\n" + "\n".join(PACE_OLD.split("\n")[12:])

RUNDETAIL = """import { Observable, ApplicationSettings, Utils } from '@nativescript/core';
import { RunRecord, RunStore } from '~/services/run-store';
import { formatPace } from '~/utils/pace';
import { formatDistance } from '~/utils/distance';
import { formatDuration } from '~/utils/duration';

export class RunDetailViewModel extends Observable {
  private run: RunRecord;
  private readonly store: RunStore;

  constructor(runId: string, store: RunStore = RunStore.shared) {
    super();
    this.store = store;
    this.run = this.store.get(runId);
    this.refresh();
  }

  get title(): string {
    return this.run.name || 'Untitled run';
  }

  get useMiles(): boolean {
    return ApplicationSettings.getBoolean('units.miles', false);
  }

  onToggleFavorite(): void {
    this.run = this.store.update(this.run.id, { favorite: !this.run.favorite });
    this.notifyPropertyChange('favorite', this.run.favorite);
  }

  onShare(): void {
    const text = `${this.title}: ${this.get('distanceLabel')} in ${this.get('durationLabel')} (${this.get('paceLabel')} /km)`;
    Utils.openUrl(`mailto:?subject=${encodeURIComponent(this.title)}&body=${encodeURIComponent(text)}`);
  }

  onDelete(): void {
    this.store.remove(this.run.id);
    this.notify({ eventName: 'deleted', object: this });
  }

  private refresh(): void {
    this.set('favorite', this.run.favorite);
    this.set('startedAt', new Date(this.run.startedAt).toLocaleString());
    this.set('distanceLabel', formatDistance(this.run.distanceM, this.useMiles));
    this.set('durationLabel', formatDuration(this.run.durationSec));
    this.set('elevationLabel', `${Math.round(this.run.elevationGainM)} m`);
    this.set('heartRateLabel', this.run.avgHeartRate ? `${this.run.avgHeartRate} bpm` : '—');
    this.set('paceLabel', formatPace(this.run.durationSec, this.run.distanceM));
    this.set('splits', this.run.splits.map((s, i) => ({ index: i + 1, label: formatPace(s.durationSec, s.distanceM) })));
  }
}"""

PACE_SPEC_LINES = [
    (1, "import { formatPace, paceToSpeedKmh } from './pace';"),
    (5, "    expect(formatPace(1500, 5000)).toBe('5:00');"),
    (9, "    expect(formatPace(1798, 5000)).toBe('6:00');"),
    (13, "    expect(formatPace(0, 5000)).toBe('--:--');"),
]
HIST_LINES = [(2, "import { formatPace } from '~/utils/pace';"), (22, "      paceLabel: formatPace(run.durationSec, run.distanceM),")]


def _ren(s: str) -> str:
    return re.sub(r"\bformatPace\b", "formatPacePerKm", s)


def t11(rs: RowSet) -> None:
    pace, rd = "/repo/app/utils/pace.ts", "/repo/app/views/run-detail/run-detail-view-model.ts"
    rd_hits = [(i, ln) for i, ln in enumerate(RUNDETAIL.split("\n"), 1) if "formatPace" in ln]
    ren = _ren
    grep = ([f"app/utils/pace.spec.ts:{i}:{ren(t)}" for i, t in PACE_SPEC_LINES] + [f"app/utils/pace.ts:4:{PACE_FN_NEW.split(chr(10))[0]}"]
            + [f"app/views/history/history-view-model.ts:{i}:{ren(t)}" for i, t in HIST_LINES]
            + [f"app/views/run-detail/run-detail-view-model.ts:{i}:{ren(t)}" for i, t in rd_hits])
    hist = "/repo/app/views/history/history-view-model.ts"
    hist_search = (f'Found 2 matches for "formatPace" in {hist}:\nLine {HIST_LINES[0][0]}:{ren(HIST_LINES[0][1])}\n'
                   f'Line {HIST_LINES[1][0]}:{HIST_LINES[1][1]}\nEnd of matches for "formatPace" in {hist}')
    ins_p, del_p = counts(PACE_OLD, PACE_NEW)
    turns = [
        (sw('search_dir "formatPace" app'), sw_obs(
            f'Found {4 + 1 + 2 + len(rd_hits)} matches for "formatPace" in /repo/app:\n/repo/app/utils/pace.spec.ts (4 matches)\n/repo/app/utils/pace.ts (1 matches)\n'
            f'/repo/app/views/history/history-view-model.ts (2 matches)\n/repo/app/views/run-detail/run-detail-view-model.ts ({len(rd_hits)} matches)\n'
            'End of matches for "formatPace" in /repo/app')),
        (sw("open app/utils/pace.ts"), sw_obs(sw_view(pace, PACE_OLD), pace)),
        (sw(f"edit 4:12\n{PACE_FN_NEW}\nend_of_edit"), sw_obs(sw_view(pace, PACE_NEW), pace)),
        (sw("open app/views/run-detail/run-detail-view-model.ts"), sw_obs(sw_view(rd, RUNDETAIL), rd)),
        (sw("sed -i 's/\\bformatPace\\b/formatPacePerKm/g' app/utils/pace.spec.ts app/views/history/history-view-model.ts app/views/run-detail/run-detail-view-model.ts"),
         sw_obs(SW_EMPTY, rd)),
        (sw('grep -rn "formatPace" app'), sw_obs("\n".join(grep), rd)),
        (sw("npx jest app/utils"), sw_obs(
            " PASS  app/utils/pace.spec.ts\n PASS  app/utils/distance.spec.ts\n PASS  app/utils/duration.spec.ts\n\n"
            "Test Suites: 3 passed, 3 total\nTests:       14 passed, 14 total\nSnapshots:   0 total\nTime:        1.482 s\nRan all test suites matching /app\\/utils/i.", rd)),
        (sw('search_file "formatPace" app/views/history/history-view-model.ts'), sw_obs(hist_search, rd)),
        (sw("git diff --stat"), sw_obs(dstat([("app/utils/pace.spec.ts", 4, 4), ("app/utils/pace.ts", ins_p, del_p),
                                               ("app/views/history/history-view-model.ts", 2, 2),
                                               ("app/views/run-detail/run-detail-view-model.ts", len(rd_hits), len(rd_hits))]), rd)),
    ]
    rs.add("swe", "h54-swe-11", sys_swa("/repo"), turns,
           state="SWE-agent session in /repo, a NativeScript 8.7 running-log app (TypeScript, app/ with views/, utils/, services/; Jest for utils).\nIssue #58: \"Pace shows 5:60 /km for a 29:58 5K; please also rename formatPace to formatPacePerKm before we add miles.\" (Open file: n/a) (Current directory: /repo)",
           bad=True, turn=8, kind="search_file shows line 22 of history-view-model.ts still calling formatPace, though the sed rename ran and turn 6's grep showed that line as formatPacePerKm")


# ---- 12 Flutter, Codex CLI (contradiction: an edited file's mtime predates the session clock) -----------------

STREAK = """import 'package:clock/clock.dart';

import 'streak_summary.dart';

/// Computes habit streaks from the days a habit was checked off.
class StreakCalculator {
  StreakCalculator({Clock? clock}) : _clock = clock ?? const Clock();

  final Clock _clock;

  /// Normalises [dt] to a calendar day.
  static DateTime _day(DateTime dt) => DateTime(dt.year, dt.month, dt.day);

  StreakSummary summarize(Iterable<DateTime> completions) {
    final days = completions.map(_day).toSet().toList()..sort();
    if (days.isEmpty) {
      return const StreakSummary(current: 0, longest: 0);
    }

    var longest = 1;
    var run = 1;
    for (var i = 1; i < days.length; i++) {
      final gap = days[i].difference(days[i - 1]).inDays;
      if (gap == 1) {
        run++;
        if (run > longest) longest = run;
      } else {
        run = 1;
      }
    }

    final today = _day(_clock.now());
    final last = days.last;
    final current = today.difference(last).inDays == 0 ? run : 0;
    return StreakSummary(current: current, longest: longest);
  }
}
"""
STREAK_NEW = STREAK.replace(
    "  static DateTime _day(DateTime dt) => DateTime(dt.year, dt.month, dt.day);",
    "  /// Uses UTC so that day differences are not skewed by DST transitions.\n  static DateTime _day(DateTime dt) => DateTime.utc(dt.year, dt.month, dt.day);").replace(
    "    final current = today.difference(last).inDays == 0 ? run : 0;",
    "    final sinceLast = today.difference(last).inDays;\n    // A streak stays alive until a whole day has been missed.\n    final current = sinceLast <= 1 ? run : 0;")

FLUTTER_FAIL = """00:01 +0: loading /home/kai/dev/habit_loop/test/streak/streak_calculator_test.dart
00:02 +0: StreakCalculator returns zero for no completions
00:02 +1: StreakCalculator counts consecutive days
00:02 +2: StreakCalculator resets the run after a gap
00:02 +3: StreakCalculator keeps the streak across the spring DST change
00:02 +3 -1: StreakCalculator keeps the streak across the spring DST change [E]
  Expected: <5>
    Actual: <2>

  package:matcher                                     expect
  package:flutter_test/src/widget_tester.dart 474:18  expect
  test/streak/streak_calculator_test.dart 44:7        main.<fn>.<fn>

00:02 +3 -1: StreakCalculator treats a completion yesterday as an active streak
00:02 +3 -2: StreakCalculator treats a completion yesterday as an active streak [E]
  Expected: <3>
    Actual: <0>

  package:matcher                                     expect
  package:flutter_test/src/widget_tester.dart 474:18  expect
  test/streak/streak_calculator_test.dart 57:7        main.<fn>.<fn>

00:02 +3 -2: StreakCalculator ignores duplicate completions on the same day
00:02 +4 -2: StreakSummary equality
00:02 +5 -2: StreakSummary toString
00:03 +6 -2: Some tests failed."""


def t12(rs: RowSet) -> None:
    root = "/home/kai/dev/habit_loop"
    size_old = len(STREAK.encode())
    size_new = len(STREAK_NEW.encode())
    ins, dels = counts(STREAK, STREAK_NEW)
    patch = ("*** Begin Patch\n*** Update File: lib/src/streak/streak_calculator.dart\n@@ class StreakCalculator {\n"
             "   /// Normalises [dt] to a calendar day.\n-  static DateTime _day(DateTime dt) => DateTime(dt.year, dt.month, dt.day);\n"
             "+  /// Uses UTC so that day differences are not skewed by DST transitions.\n+  static DateTime _day(DateTime dt) => DateTime.utc(dt.year, dt.month, dt.day);\n"
             "@@ StreakSummary summarize(Iterable<DateTime> completions) {\n     final last = days.last;\n"
             "-    final current = today.difference(last).inDays == 0 ? run : 0;\n+    final sinceLast = today.difference(last).inDays;\n"
             "+    // A streak stays alive until a whole day has been missed.\n+    final current = sinceLast <= 1 ? run : 0;\n*** End Patch")
    ls1 = (f"total 16\n-rw-r--r-- 1 kai kai {size_old} 2024-05-02 09:14 streak_calculator.dart\n-rw-r--r-- 1 kai kai 1766 2024-05-02 09:14 streak_repository.dart\n"
           "-rw-r--r-- 1 kai kai  904 2024-04-19 17:38 streak_summary.dart\n-rw-r--r-- 1 kai kai 3120 2024-05-27 11:02 streak_widget.dart\n")
    ls2 = (f"total 16\n-rw-r--r-- 1 kai kai {size_new} 2024-06-11 14:09 streak_calculator.dart\n-rw-r--r-- 1 kai kai 1766 2024-05-02 09:14 streak_repository.dart\n"
           "-rw-r--r-- 1 kai kai  904 2024-04-19 17:38 streak_summary.dart\n-rw-r--r-- 1 kai kai 3120 2024-05-27 11:02 streak_widget.dart\n"
           " M lib/src/streak/streak_calculator.dart\n")
    turns = [
        (cx("date && ls -l --time-style=long-iso lib/src/streak/", root), cx_out("Tue Jun 11 14:20:05 CEST 2024\n" + ls1, dur=0.1)),
        (cx("sed -n '1,80p' lib/src/streak/streak_calculator.dart", root), cx_out(STREAK, dur=0.0)),
        (cx("flutter test test/streak", root, 300000), cx_out(FLUTTER_FAIL + "\n", code=1, dur=9.6)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM lib/src/streak/streak_calculator.dart\n", dur=0.0)),
        (cx("flutter test test/streak", root, 300000), cx_out(
            "00:01 +0: loading /home/kai/dev/habit_loop/test/streak/streak_calculator_test.dart\n00:02 +0: StreakCalculator returns zero for no completions\n"
            "00:02 +1: StreakCalculator counts consecutive days\n00:02 +2: StreakCalculator resets the run after a gap\n"
            "00:02 +3: StreakCalculator keeps the streak across the spring DST change\n00:02 +4: StreakCalculator treats a completion yesterday as an active streak\n"
            "00:02 +5: StreakCalculator ignores duplicate completions on the same day\n00:02 +6: StreakSummary equality\n00:02 +7: StreakSummary toString\n"
            "00:02 +8: All tests passed!\n", dur=7.2)),
        (cx("ls -l --time-style=long-iso lib/src/streak/ && git status --short", root), cx_out(ls2, dur=0.1)),
        (cx("git diff --stat", root), cx_out(dstat([("lib/src/streak/streak_calculator.dart", ins, dels)]) + "\n", dur=0.1)),
    ]
    rs.add("swe", "h54-swe-12", sys_codex(root), turns,
           state="Codex CLI (full-auto) in /home/kai/dev/habit_loop, a Flutter 3.22.2 / Dart 3.4.3 habit tracker on Ubuntu 22.04 (TZ=Europe/Berlin), branch fix/streak-dst.\nTask: streaks break across the March DST change and a habit done yesterday shows a current streak of 0.",
           bad=True, turn=6, kind="ls shows streak_calculator.dart modified at 2024-06-11 14:09, earlier than the 14:20:05 clock read in turn 1 although the patch was applied after that")


# ---- 13 Ionic + Capacitor, Cline (clean) ---------------------------------------------------------------

CAP_GRADLE = """apply plugin: 'com.android.application'

android {
    namespace "app.parkpass.mobile"
    compileSdk rootProject.ext.compileSdkVersion
    defaultConfig {
        applicationId "app.parkpass.mobile"
        minSdkVersion rootProject.ext.minSdkVersion
        targetSdkVersion rootProject.ext.targetSdkVersion
        versionCode 41
        versionName "2.3.0"
        testInstrumentationRunner "androidx.test.runner.AndroidJUnitRunner"
        aaptOptions {
             // Files and dirs to omit from the packaged assets dir, modified to accommodate modern web apps.
             // Default: https://android.googlesource.com/platform/frameworks/base/+/282e181b58cf72b6ca770dc7ca5f91f135444502/tools/aapt/AaptAssets.cpp#61
            ignoreAssetsPattern '!.svn:!.git:!.ds_store:!*.scc:.*:!CVS:!thumbs.db:!picasa.ini:!*~'
        }
    }
    buildTypes {
        release {
            minifyEnabled false
            proguardFiles getDefaultProguardFile('proguard-android.txt'), 'proguard-rules.pro'
        }
    }
}

repositories {
    google()
    mavenCentral()
    flatDir{
        dirs '../capacitor-cordova-android-plugins/src/main/libs', 'libs'
    }
}

dependencies {
    implementation fileTree(include: ['*.jar'], dir: 'libs')
    implementation "androidx.appcompat:appcompat:$androidxAppCompatVersion"
    implementation "androidx.coordinatorlayout:coordinatorlayout:$androidxCoordinatorLayoutVersion"
    implementation "androidx.core:core-splashscreen:$coreSplashScreenVersion"
    implementation project(':capacitor-android')
    testImplementation "junit:junit:$junitVersion"
    androidTestImplementation "androidx.test.ext:junit:$androidxJunitVersion"
    androidTestImplementation "androidx.test.espresso:espresso-core:$androidxEspressoCoreVersion"
    implementation project(':capacitor-cordova-android-plugins')
}

apply from: 'capacitor.build.gradle'

try {
    def servicesJSON = file('google-services.json')
    if (servicesJSON.text) {
        apply plugin: 'com.google.gms.google-services'
    }
} catch(Exception e) {
    logger.info("google-services.json not found, google-services plugin not applied. Push Notifications won't work")
}"""
CAP_SEARCH = '        versionCode 41\n        versionName "2.3.0"'
CAP_REPLACE = '        versionCode 42\n        versionName "2.3.1"'

CAP_PLUGINS = "       @capacitor/app@6.0.0\n       @capacitor/geolocation@6.0.1\n       @capacitor/haptics@6.0.0\n       @capacitor/preferences@6.0.1"


def t13(rs: RowSet) -> None:
    root = "/Users/priya/code/parkpass"
    gf = "android/app/build.gradle"
    vc = line_of(CAP_GRADLE, "versionCode")
    c1 = 'head -12 package.json && grep -n "versionCode\\|versionName" android/app/build.gradle'
    c2 = 'grep -n "MARKETING_VERSION\\|CURRENT_PROJECT_VERSION" ios/App/App.xcodeproj/project.pbxproj'
    c5 = ("sed -i '' 's/MARKETING_VERSION = 2.3.0;/MARKETING_VERSION = 2.3.1;/; s/CURRENT_PROJECT_VERSION = 118;/CURRENT_PROJECT_VERSION = 119;/' ios/App/App.xcodeproj/project.pbxproj && " + c2)
    c6 = "npm run build && npx cap sync"
    c8 = 'grep -n "versionCode\\|versionName" android/app/build.gradle && node -p "require(\'./package.json\').version"'
    pkg = """{
  "name": "parkpass",
  "version": "2.3.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "tsc && vite build",
    "preview": "vite preview",
    "test.e2e": "cypress run",
    "test.unit": "vitest",
    "lint": "eslint\""""
    sync = f"""
> parkpass@2.3.1 build
> tsc && vite build

vite v5.2.12 building for production...
transforming...
✓ 1243 modules transformed.
rendering chunks...
computing gzip size...
dist/index.html                                0.71 kB │ gzip:   0.41 kB
dist/assets/index-C9vQx2Lp.css                38.12 kB │ gzip:   7.02 kB
dist/assets/focus-visible-supuXXMI.js          0.99 kB │ gzip:   0.52 kB
dist/assets/web-Bq3rTn2k.js                    1.84 kB │ gzip:   0.79 kB
dist/assets/swipe-back-D2l4oWj0.js             2.31 kB │ gzip:   1.17 kB
dist/assets/index-BvH3kq2X.js                611.48 kB │ gzip: 171.36 kB

(!) Some chunks are larger than 500 kB after minification. Consider:
- Using dynamic import() to code-split the application
- Use build.rollupOptions.output.manualChunks to improve chunking: https://rollupjs.org/configuration-options/#output-manualchunks
- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.
✓ built in 9.84s
✔ Copying web assets from dist to android/app/src/main/assets/public in 41.03ms
✔ Creating capacitor.config.json in android/app/src/main/assets in 1.22ms
✔ copy android in 88.41ms
✔ Updating Android plugins in 6.87ms
[info] Found 4 Capacitor plugins for android:
{CAP_PLUGINS}
✔ update android in 102.55ms
✔ Copying web assets from dist to ios/App/App/public in 36.48ms
✔ Creating capacitor.config.json in ios/App/App in 0.89ms
✔ copy ios in 71.20ms
✔ Updating iOS plugins in 9.02ms
[info] Found 4 Capacitor plugins for ios:
{CAP_PLUGINS}
✔ Updating iOS native dependencies with pod install in 6.12s
✔ update ios in 6.17s
[info] Sync finished in 6.482s"""
    turns = [
        (cline_exec(c1), cline_cmd(c1, pkg + f'\n{vc}:        versionCode 41\n{vc + 1}:        versionName "2.3.0"')),
        (cline_exec(c2), cline_cmd(c2, "316:\t\t\t\tCURRENT_PROJECT_VERSION = 118;\n321:\t\t\t\tMARKETING_VERSION = 2.3.0;\n340:\t\t\t\tCURRENT_PROJECT_VERSION = 118;\n345:\t\t\t\tMARKETING_VERSION = 2.3.0;")),
        (cline("replace_in_file", path=gf, diff=sr_block(CAP_SEARCH, CAP_REPLACE)), cline_saved(gf, CAP_GRADLE.replace(CAP_SEARCH, CAP_REPLACE))),
        (cline_exec("npm version 2.3.1 --no-git-tag-version"), cline_cmd("npm version 2.3.1 --no-git-tag-version", "v2.3.1")),
        (cline_exec(c5), cline_cmd(c5, "316:\t\t\t\tCURRENT_PROJECT_VERSION = 119;\n321:\t\t\t\tMARKETING_VERSION = 2.3.1;\n340:\t\t\t\tCURRENT_PROJECT_VERSION = 119;\n345:\t\t\t\tMARKETING_VERSION = 2.3.1;")),
        (cline_exec(c6), cline_cmd(c6, sync)),
        (cline_exec("git status --short"), cline_cmd("git status --short",
            " M android/app/build.gradle\n M ios/App/App.xcodeproj/project.pbxproj\n M package-lock.json\n M package.json")),
        (cline_exec(c8), cline_cmd(c8, f'{vc}:        versionCode 42\n{vc + 1}:        versionName "2.3.1"\n2.3.1')),
    ]
    rs.add("swe", "h54-swe-13", sys_cline(root), turns,
           state="Cline in VS Code, workspace /Users/priya/code/parkpass (Ionic React 8 + Capacitor 6 app with android/ and ios/ native projects, macOS 14), branch release/2.3.1.\nTask: prepare the 2.3.1 hotfix release: bump the web version, the Android versionCode/versionName and the iOS marketing version and build number, then sync the native projects.")


# ---- 14 Angular with Jest, OpenHands (contradiction: a fixed test fails again after a docs-only edit) -----------

PIPE = """import { Pipe, PipeTransform } from '@angular/core';
import { VehicleStatus } from '../../core/models/vehicle';

const LABELS: Record<VehicleStatus, string> = {
  [VehicleStatus.Moving]: 'On route',
  [VehicleStatus.Idle]: 'Idle',
  [VehicleStatus.Charging]: 'Charging',
  [VehicleStatus.Maintenance]: 'In workshop',
  [VehicleStatus.Offline]: 'Offline',
};

@Pipe({
  name: 'vehicleStatus',
  standalone: true,
})
export class VehicleStatusPipe implements PipeTransform {
  transform(status: VehicleStatus | null | undefined): string {
    if (status == null) {
      return 'Unknown';
    }
    return LABELS[status] ?? 'Unknown';
  }
}"""
README_PART = """## Vehicle status labels

The dashboard maps telemetry states to the labels dispatchers use on the radio:

| Telemetry state | Label shown |
| --- | --- |
| `MOVING` | On route |
| `IDLE` | Idle |
| `CHARGING` | Charging |
| `MAINTENANCE` | In workshop |
| `OFFLINE` | Offline |"""

PIPE_FAIL = """ FAIL  src/app/shared/pipes/vehicle-status.pipe.spec.ts
  ● VehicleStatusPipe › maps IDLE to "Parked"

    expect(received).toBe(expected) // Object.is equality

    Expected: "Parked"
    Received: "Idle"

      17 |
      18 |   it('maps IDLE to "Parked"', () => {
    > 19 |     expect(pipe.transform(VehicleStatus.Idle)).toBe('Parked');
         |                                                ^
      20 |   });
      21 |
      22 |   it('maps MAINTENANCE to "In workshop"', () => {

      at src/app/shared/pipes/vehicle-status.pipe.spec.ts:19:48
"""
NG_SUITES = [
    ("src/app/core/services/telemetry.service.spec.ts", 14), ("src/app/core/services/vehicle-api.service.spec.ts", 11),
    ("src/app/core/services/auth.service.spec.ts", 9), ("src/app/core/interceptors/auth.interceptor.spec.ts", 5),
    ("src/app/core/interceptors/retry.interceptor.spec.ts", 6), ("src/app/core/guards/dispatcher.guard.spec.ts", 4),
    ("src/app/core/store/fleet.reducer.spec.ts", 18), ("src/app/core/store/fleet.selectors.spec.ts", 12),
    ("src/app/core/store/fleet.effects.spec.ts", 10), ("src/app/features/map/fleet-map.component.spec.ts", 9),
    ("src/app/features/map/vehicle-marker.component.spec.ts", 7), ("src/app/features/map/cluster.util.spec.ts", 8),
    ("src/app/features/list/vehicle-list.component.spec.ts", 13), ("src/app/features/list/vehicle-filter.component.spec.ts", 8),
    ("src/app/features/list/sort.util.spec.ts", 6), ("src/app/features/detail/vehicle-detail.component.spec.ts", 11),
    ("src/app/features/detail/trip-timeline.component.spec.ts", 7), ("src/app/features/alerts/alert-feed.component.spec.ts", 9),
    ("src/app/features/alerts/alert-rules.spec.ts", 10), ("src/app/shared/pipes/relative-time.pipe.spec.ts", 4),
    ("src/app/shared/pipes/battery-level.pipe.spec.ts", 3), ("src/app/shared/pipes/vehicle-status.pipe.spec.ts", 5),
    ("src/app/shared/components/status-chip.component.spec.ts", 6), ("src/app/shared/components/empty-state.component.spec.ts", 3),
    ("src/app/shared/utils/geo.spec.ts", 8), ("src/app/app.component.spec.ts", 3), ("src/app/app.routes.spec.ts", 2),
]


def t14(rs: RowSet) -> None:
    root = "/workspace/fleet-dashboard"
    pf, rf = f"{root}/src/app/shared/pipes/vehicle-status.pipe.ts", f"{root}/README.md"
    suites = NG_SUITES
    total = sum(n for _, n in suites)
    pnew = PIPE.replace("[VehicleStatus.Idle]: 'Idle',", "[VehicleStatus.Idle]: 'Parked',")
    pl = line_of(pnew, "'Parked'")
    r0 = 41
    rl = r0 + line_of(README_PART, "`IDLE`") - 1
    rnew = README_PART.replace("| `IDLE` | Idle |", "| `IDLE` | Parked |")
    full = "\n".join((PIPE_FAIL.rstrip("\n") if "vehicle-status" in s else f" PASS  {s}") for s, _ in suites) + f"""

Test Suites: 1 failed, {len(suites) - 1} passed, {len(suites)} total
Tests:       1 failed, {total - 1} passed, {total} total
Snapshots:   6 passed, 6 total
Time:        14.226 s
Ran all test suites."""
    turns = [
        (bash(f"cd {root} && npx jest --listTests | wc -l && git branch --show-current"), oh_bash(f"{len(suites)}\nfix/vehicle-status-pipe", root)),
        (editor("view", pf), cat_n(pf, PIPE)),
        (bash("npx jest src/app/shared/pipes"), oh_bash(
            " PASS  src/app/shared/pipes/relative-time.pipe.spec.ts\n PASS  src/app/shared/pipes/battery-level.pipe.spec.ts\n" + PIPE_FAIL +
            "\nTest Suites: 1 failed, 2 passed, 3 total\nTests:       1 failed, 11 passed, 12 total\nSnapshots:   0 total\nTime:        3.218 s\nRan all test suites matching /src\\/app\\/shared\\/pipes/i.", root, 1)),
        (editor("str_replace", pf, old_str="  [VehicleStatus.Idle]: 'Idle',", new_str="  [VehicleStatus.Idle]: 'Parked',"),
         edited(pf, window(pnew, pl - 4, pl + 4), pl - 4)),
        (bash("npx jest src/app/shared/pipes"), oh_bash(
            " PASS  src/app/shared/pipes/battery-level.pipe.spec.ts\n PASS  src/app/shared/pipes/vehicle-status.pipe.spec.ts\n PASS  src/app/shared/pipes/relative-time.pipe.spec.ts\n"
            "\nTest Suites: 3 passed, 3 total\nTests:       12 passed, 12 total\nSnapshots:   0 total\nTime:        2.874 s\nRan all test suites matching /src\\/app\\/shared\\/pipes/i.", root)),
        (editor("str_replace", rf, old_str="| `IDLE` | Idle |", new_str="| `IDLE` | Parked |"),
         edited(rf, window(rnew, rl - r0 + 1 - 4, rl - r0 + 1 + 3), rl - 4)),
        (bash("git diff --stat"), oh_bash(dstat([("README.md", 1, 1), ("src/app/shared/pipes/vehicle-status.pipe.ts", 1, 1)]), root)),
        (bash("npx jest --silent"), oh_bash(full, root, 1)),
        (bash("npx jest src/app/shared/pipes/vehicle-status.pipe.spec.ts"), oh_bash(
            " PASS  src/app/shared/pipes/vehicle-status.pipe.spec.ts\n  VehicleStatusPipe\n    ✓ maps MOVING to \"On route\" (3 ms)\n    ✓ maps IDLE to \"Parked\" (1 ms)\n"
            "    ✓ maps MAINTENANCE to \"In workshop\" (1 ms)\n    ✓ returns Unknown for null (1 ms)\n    ✓ returns Unknown for an unmapped value\n\n"
            "Test Suites: 1 passed, 1 total\nTests:       5 passed, 5 total\nSnapshots:   0 total\nTime:        1.904 s\nRan all test suites matching /src\\/app\\/shared\\/pipes\\/vehicle-status.pipe.spec.ts/i.", root)),
    ]
    rs.add("swe", "h54-swe-14", sys_oh(root), turns,
           state="OpenHands runtime, repository /workspace/fleet-dashboard (Angular 17 standalone components, jest-preset-angular 14), branch fix/vehicle-status-pipe.\nTask: dispatchers want idle vehicles labelled \"Parked\"; update VehicleStatusPipe and the status table in the README.",
           bad=True, turn=8, kind="full jest run reports vehicle-status.pipe.spec.ts failing with Received \"Idle\" again, after turn 5 showed it passing and only README.md changed since")


# ---- 15 Elm with elm-test, Aider (clean) ------------------------------------------------------------------

def _elm(tests: int, seed: int, ms: int, fail: bool) -> str:
    head = (f"elm-test 0.19.1-revision12\n--------------------------\n\nCompiling > Starting tests\n\n"
            f"Running {tests} tests. To reproduce these results, run: elm-test --fuzz 100 --seed {seed}\n\n")
    if fail:
        return head + ("↓ BoardTest\n↓ moveCard\n✗ keeps the moved card at the target index\n\n"
                       "    [\"c1\",\"c3\",\"c2\"]\n    ╷\n    │ Expect.equal\n    ╵\n    [\"c1\",\"c2\",\"c3\"]\n\n\n\n"
                       f"TEST RUN FAILED\n\nDuration: {ms} ms\nPassed:   {tests - 1}\nFailed:   1\n")
    return head + f"TEST RUN PASSED\n\nDuration: {ms} ms\nPassed:   {tests}\nFailed:   0\n"


def t15(rs: RowSet) -> None:
    root = "/home/ines/code/elm-kanban"
    s1 = """moveCard : CardId -> ColumnId -> Int -> Board -> Board
moveCard cardId target index board =
    let
        without =
            removeCard cardId board
    in
    case findCard cardId board of
        Just card ->
            updateColumn target (\\col -> { col | cards = col.cards ++ [ card ] }) without

        Nothing ->
            board"""
    r1 = """moveCard : CardId -> ColumnId -> Int -> Board -> Board
moveCard cardId target index board =
    let
        without =
            removeCard cardId board

        insertAt card cards =
            List.take index cards ++ card :: List.drop index cards
    in
    case findCard cardId board of
        Just card ->
            updateColumn target (\\col -> { col | cards = insertAt card col.cards }) without

        Nothing ->
            board"""
    s2 = """        , test "keeps the moved card at the target index" <|"""
    r2 = """        , fuzz (Fuzz.intRange 0 5) "never loses or duplicates cards" <|
            \\index ->
                sampleBoard
                    |> moveCard "c2" "doing" index
                    |> allCardIds
                    |> List.sort
                    |> Expect.equal (List.sort (allCardIds sampleBoard))
        , test "keeps the moved card at the target index" <|"""
    turns = [
        ("/run npx elm-test", aider_run(_elm(19, 283746291018, 412, True), "0.4k")),
        ("/add src/Board.elm tests/BoardTest.elm", "Added src/Board.elm to the chat\nAdded tests/BoardTest.elm to the chat"),
        (aider_edit("src/Board.elm", "elm", s1, r1, "`moveCard` always appends the card to the end of the target column and ignores `index`. Insert it at the requested position instead:"),
         aider_applied("src/Board.elm", "1f4c7aa", "fix: insert moved card at target index in moveCard")),
        ("/run npx elm-test", aider_run(_elm(19, 96713302455, 398, False), "0.1k")),
        (aider_edit("tests/BoardTest.elm", "elm", s2, r2, "Let's also add a fuzz test so that moving a card to any index never drops or duplicates cards:"),
         aider_applied("tests/BoardTest.elm", "6d02b8e", "test: fuzz moveCard to check no cards are lost")),
        ("/run npx elm-test", aider_run(_elm(20, 185206650291, 436, False), "0.1k")),
    ]
    rs.add("swe", "h54-swe-15", sys_aider(root), turns,
           state="Aider v0.50.1\nModel: gpt-4o-2024-08-06 with diff edit format\nGit repo: .git with 23 files\nRepo-map: using 1024 tokens, auto refresh\n"
                 "Working in /home/ines/code/elm-kanban (Elm 0.19.1 kanban board, elm-explorations/test 2.2.0, node-test-runner 0.19.1-revision12), branch fix/move-card-order.\nTask: dragging a card into the middle of a column always drops it at the bottom.")


# ---- 16 React Native, Claude Code (contradiction: a newly written file is missing from the listing) -------------

RN_SCREEN = """import React, { useEffect, useState } from 'react';
import { ActivityIndicator, FlatList, StyleSheet, Text, TextInput, View } from 'react-native';
import { searchStations, Station } from '../api/stations';
import { StationRow } from '../components/StationRow';
import { useTheme } from '../hooks/useTheme';

export function SearchScreen() {
  const theme = useTheme();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Station[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setResults([]);
      return;
    }
    let cancelled = false;
    setLoading(true);
    searchStations(q)
      .then((stations) => {
        if (!cancelled) setResults(stations);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [query]);

  return (
    <View style={[styles.container, { backgroundColor: theme.background }]}>
      <TextInput
        testID="station-search"
        value={query}
        onChangeText={setQuery}
        placeholder="Search tide stations"
        autoCorrect={false}
        style={[styles.input, { color: theme.text, borderColor: theme.border }]}
      />
      {loading ? <ActivityIndicator style={styles.spinner} /> : null}
      <FlatList
        data={results}
        keyExtractor={(s) => s.id}
        renderItem={({ item }) => <StationRow station={item} />}
        ListEmptyComponent={query.length >= 2 && !loading ? <Text style={styles.empty}>No stations found</Text> : null}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, padding: 16 },
  input: { borderWidth: StyleSheet.hairlineWidth, borderRadius: 8, paddingHorizontal: 12, height: 44 },
  spinner: { marginTop: 16 },
  empty: { marginTop: 24, textAlign: 'center', opacity: 0.6 },
});"""
USE_DEBOUNCE = """import { useEffect, useState } from 'react';

/** Returns `value` once it has stopped changing for `delayMs`. */
export function useDebounce<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);

  return debounced;
}
"""
HOOKS = ["index.ts", "useAppState.ts", "useAuth.ts", "useKeyboardVisible.ts", "useNetworkStatus.ts", "usePrevious.ts", "useRefreshOnFocus.ts", "useTheme.ts"]


def t16(rs: RowSet) -> None:
    root = "/Users/leo/dev/tidepool-mobile"
    sf = f"{root}/src/screens/SearchScreen.tsx"
    imp_old = "import { useTheme } from '../hooks/useTheme';"
    imp_new = "import { useDebounce } from '../hooks/useDebounce';\nimport { useTheme } from '../hooks/useTheme';"
    v1 = RN_SCREEN.replace(imp_old, imp_new)
    b_old = "  const [loading, setLoading] = useState(false);\n\n  useEffect(() => {\n    const q = query.trim();"
    b_new = "  const [loading, setLoading] = useState(false);\n  const debouncedQuery = useDebounce(query, 300);\n\n  useEffect(() => {\n    const q = debouncedQuery.trim();"
    d_old, d_new = "  }, [query]);", "  }, [debouncedQuery]);"
    v2 = v1.replace(b_old, b_new).replace(d_old, d_new)
    l1 = line_of(v1, "useDebounce")
    l2 = line_of(v2, "const debouncedQuery")
    glob_order = ["useRefreshOnFocus.ts", "useTheme.ts", "index.ts", "useNetworkStatus.ts", "useKeyboardVisible.ts", "useAppState.ts", "usePrevious.ts", "useAuth.ts"]
    turns = [
        (call("Glob", pattern="src/hooks/*.ts"), "\n".join(f"{root}/src/hooks/{h}" for h in glob_order)),
        (call("Read", file_path=sf), cc_lines(RN_SCREEN)),
        (call("Write", file_path=f"{root}/src/hooks/useDebounce.ts", content=USE_DEBOUNCE), f"File created successfully at: {root}/src/hooks/useDebounce.ts"),
        (call("Edit", file_path=sf, old_string=imp_old, new_string=imp_new), cc_edit(sf, window(v1, 1, l1 + 5), 1)),
        (call("Edit", file_path=sf, old_string=b_old + "\n" + window(RN_SCREEN, 15, 31), new_string=b_new + "\n" + window(RN_SCREEN, 15, 30) + "\n" + d_new),
         cc_edit(sf, window(v2, l2 - 4, l2 + 21), l2 - 4)),
        (cc_bash("ls -1 src/hooks", "List the hooks directory"), "\n".join(HOOKS)),
        (cc_bash("npx jest src/screens/__tests__/SearchScreen.test.tsx", "Run the SearchScreen tests"),
         " PASS  src/screens/__tests__/SearchScreen.test.tsx\n  SearchScreen\n    ✓ does not search for a single character (41 ms)\n"
         "    ✓ searches once after typing stops (63 ms)\n    ✓ shows the empty state when nothing matches (27 ms)\n\n"
         "Test Suites: 1 passed, 1 total\nTests:       3 passed, 3 total\nSnapshots:   0 total\nTime:        2.913 s\n"
         "Ran all test suites matching /src\\/screens\\/__tests__\\/SearchScreen.test.tsx/i."),
        (cc_bash("npx tsc --noEmit && echo 'tsc ok' && git status --short", "Type-check and show changes"),
         "tsc ok\n M src/screens/SearchScreen.tsx\n?? src/hooks/useDebounce.ts"),
    ]
    rs.add("swe", "h54-swe-16", sys_cc(root), turns,
           state="Claude Code in /Users/leo/dev/tidepool-mobile (React Native 0.74 app, TypeScript, jest with the react-native preset), branch feat/debounced-search.\nTask: the station search fires a request on every keystroke; add a reusable useDebounce hook in src/hooks and use it in SearchScreen.",
           bad=True, turn=6, kind="ls -1 src/hooks omits useDebounce.ts, which Write created in turn 3 (and git status later still lists it)")


# ---- 17 Qwik, Gemini CLI (clean) --------------------------------------------------------------------------

PH_OLD = """import { component$, useSignal, useVisibleTask$ } from '@builder.io/qwik';
import { Chart, LineController, LineElement, PointElement, LinearScale, TimeScale, Tooltip } from 'chart.js';
import 'chartjs-adapter-date-fns';

export interface PricePoint {
  at: string;
  cents: number;
}

Chart.register(LineController, LineElement, PointElement, LinearScale, TimeScale, Tooltip);

export const PriceHistory = component$<{ points: PricePoint[] }>(({ points }) => {
  const canvas = useSignal<HTMLCanvasElement>();

  // eslint-disable-next-line qwik/no-use-visible-task
  useVisibleTask$(({ track, cleanup }) => {
    track(() => points);
    if (!canvas.value) return;
    const chart = new Chart(canvas.value, {
      type: 'line',
      data: { datasets: [{ data: points.map((p) => ({ x: p.at, y: p.cents / 100 })), tension: 0.25 }] },
      options: { scales: { x: { type: 'time' } }, plugins: { legend: { display: false } } },
    });
    cleanup(() => chart.destroy());
  });

  return <canvas ref={canvas} width={640} height={240} aria-label="Price history" />;
});"""
PH_R1_OLD = """import { Chart, LineController, LineElement, PointElement, LinearScale, TimeScale, Tooltip } from 'chart.js';
import 'chartjs-adapter-date-fns';
"""
PH_R2_OLD = window(PH_OLD, 10, 19)
PH_R2_NEW = """export const PriceHistory = component$<{ points: PricePoint[] }>(({ points }) => {
  const canvas = useSignal<HTMLCanvasElement>();

  // eslint-disable-next-line qwik/no-use-visible-task
  useVisibleTask$(async ({ track, cleanup }) => {
    track(() => points);
    if (!canvas.value) return;
    // chart.js is ~200 kB: load it only when the chart becomes visible.
    const [{ Chart, LineController, LineElement, PointElement, LinearScale, TimeScale, Tooltip }] = await Promise.all([
      import('chart.js'),
      import('chartjs-adapter-date-fns'),
    ]);
    Chart.register(LineController, LineElement, PointElement, LinearScale, TimeScale, Tooltip);
    const chart = new Chart(canvas.value, {"""
PH_NEW = PH_OLD.replace(PH_R1_OLD, "").replace(PH_R2_OLD, PH_R2_NEW)


def _vite(files: list[tuple[str, int, float]], manifest: tuple[str, str], secs: str) -> str:
    rows = [f"dist/q-manifest.json{'':17}{manifest[0]:>7} kB │ gzip: {manifest[1]:>5} kB"]
    for name, size, gz in files:
        rows.append(f"dist/build/{name}{'':10}{size / 1000:>10.2f} kB │ gzip: {gz:>5.2f} kB")
    return ("> qwik-shop@0.4.0 build.client\n> vite build\n\nvite v5.2.11 building for production...\n✓ 214 modules transformed.\n"
            + "\n".join(rows) + f"\n✓ built in {secs}")


def t17(rs: RowSet) -> None:
    root = "/home/noor/src/qwik-shop"
    pf = f"{root}/src/components/price-history/price-history.tsx"
    common = [("q-BZ9eXo2H.js", 318, 0.24), ("q-DYs3nW0k.js", 881, 0.51), ("q-Cf8uR1Vd.js", 1941, 0.97)]
    before = common + [("q-B7kLm2Qa.js", 6908, 2.88), ("q-Bx1Yc0mT.css", 9843, 2.61), ("q-D0pW5tXe.js", 48217, 16.40), ("q-DkT4vN8e.js", 204113, 70.03)]
    after = common + [("q-Bn0aP4sL.js", 2608, 1.23), ("q-B7kLm2Qa.js", 6908, 2.88), ("q-Bx1Yc0mT.css", 9843, 2.61), ("q-D0pW5tXe.js", 48217, 16.40), ("q-CQ3m8hZr.js", 201866, 69.12)]
    by_size = sorted(after, key=lambda f: -f[1])
    total = sum(-(-s // 4096) * 4 for _, s, _ in after)
    ls = f"total {total}\n" + "\n".join(f"-rw-r--r-- 1 noor noor {s:>6} Aug  6 15:42 {n}" for n, s, _ in by_size[:7])
    ins, dels = counts(PH_OLD, PH_NEW)
    b = "npm run build.client"
    turns = [
        (gsh(b, "Build the client bundle to see current chunk sizes."), gem(b, _vite(before, ("41.37", "6.28"), "3.82s"), pgid=60114)),
        (call("search_file_content", pattern="from 'chart\\.js'", path="src"),
         "Found 1 match for pattern \"from 'chart\\.js'\" in path \"src\":\n---\nFile: components/price-history/price-history.tsx\n"
         f"L2: {PH_OLD.split(chr(10))[1]}\n---"),
        (call("read_file", absolute_path=pf), PH_OLD),
        (call("replace", file_path=pf, old_string=PH_R1_OLD, new_string=""), f"Successfully modified file: {pf} (1 replacements)."),
        (call("replace", file_path=pf, old_string=PH_R2_OLD, new_string=PH_R2_NEW), f"Successfully modified file: {pf} (1 replacements)."),
        (gsh(b, "Rebuild the client bundle."), gem(b, _vite(after, ("41.92", "6.35"), "3.71s"), pgid=60377)),
        (gsh("ls -lS dist/build | head -8", "List the largest build chunks."), gem("ls -lS dist/build | head -8", ls, pgid=60402)),
        (gsh("git diff --stat", "Summarize the change."), gem("git diff --stat", dstat([("src/components/price-history/price-history.tsx", ins, dels)]), pgid=60418)),
    ]
    rs.add("swe", "h54-swe-17", sys_gem(root), turns,
           state="Gemini CLI, project root /home/noor/src/qwik-shop (Qwik 1.5 + Qwik City storefront, Vite 5), branch perf/lazy-chart.\nTask: the product page ships chart.js in the price-history segment even for visitors who never scroll to the chart; load it lazily.")


# ---- 18 Electron, Codex CLI (clean) ---------------------------------------------------------------------

def t18(rs: RowSet) -> None:
    root = "/home/ren/code/markpad"
    patch = ("*** Begin Patch\n*** Update File: src/preload/index.ts\n@@ contextBridge.exposeInMainWorld('markpad', {\n"
             "   saveFile: (payload: SavePayload) => ipcRenderer.invoke('file:save', payload),\n"
             "-  saveFileAs: (payload: SavePayload) => ipcRenderer.invoke('file:saveAs', payload),\n"
             "+  saveFileAs: (payload: SavePayload) => ipcRenderer.invoke('file:save-as', payload),\n*** End Patch")
    vitest = """
 RUN  v2.0.5 /home/ren/code/markpad

 ✓ src/main/ipc/files.test.ts (9 tests) 38ms
 ✓ src/main/ipc/export.test.ts (5 tests) 64ms
 ✓ src/main/menu.test.ts (7 tests) 12ms
 ✓ src/preload/index.test.ts (4 tests) 9ms
 ✓ src/renderer/lib/markdown.test.ts (12 tests) 47ms
 ✓ src/renderer/lib/recent-files.test.ts (5 tests) 8ms

 Test Files  6 passed (6)
      Tests  42 passed (42)
   Start at  16:05:31
   Duration  1.84s (transform 402ms, setup 0ms, collect 911ms, tests 178ms, environment 1ms, prepare 693ms)
"""
    eb = """  • electron-builder  version=24.13.3 os=6.8.0-40-generic
  • loaded configuration  file=package.json ("build" field)
  • writing effective config  file=dist/builder-effective-config.yaml
  • packaging       platform=linux arch=x64 electron=31.3.1 appOutDir=dist/linux-unpacked
  • building        target=AppImage arch=x64 file=dist/Markpad-1.8.3.AppImage
  • application Linux category is set to default "Utility"  reason=linux.category is not set and cannot map from macOS docs=https://www.electron.build/configuration/linux
"""
    turns = [
        (cx("git log --oneline -3 && git describe --tags && node -p \"require('./package.json').version\"", root), cx_out(
            "c04e9b2 (HEAD -> main, origin/main) docs: add screenshots for 1.8 release notes\n8a71f3d feat(export): export current note as PDF\n"
            "2f5dd90 (tag: v1.8.2) chore(release): 1.8.2\nv1.8.2-2-gc04e9b2\n1.8.2\n", dur=0.2)),
        (cx("rg -n \"ipcMain.handle|ipcRenderer.invoke\" src", root), cx_out(
            "src/main/ipc/files.ts:14:  ipcMain.handle('file:open', async (_event, filePath?: string) => {\n"
            "src/main/ipc/files.ts:29:  ipcMain.handle('file:save', async (_event, payload: SavePayload) => {\n"
            "src/main/ipc/files.ts:41:  ipcMain.handle('file:save-as', async (event, payload: SavePayload) => {\n"
            "src/main/ipc/export.ts:9:  ipcMain.handle('export:pdf', async (event, options: PdfOptions) => {\n"
            "src/preload/index.ts:8:  openFile: (filePath?: string) => ipcRenderer.invoke('file:open', filePath),\n"
            "src/preload/index.ts:9:  saveFile: (payload: SavePayload) => ipcRenderer.invoke('file:save', payload),\n"
            "src/preload/index.ts:10:  saveFileAs: (payload: SavePayload) => ipcRenderer.invoke('file:saveAs', payload),\n"
            "src/preload/index.ts:11:  exportPdf: (options: PdfOptions) => ipcRenderer.invoke('export:pdf', options),\n", dur=0.1)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM src/preload/index.ts\n", dur=0.0)),
        (cx("npx vitest run", root), cx_out(vitest, dur=3.1)),
        (cx("git commit -am \"fix(preload): invoke file:save-as for Save As\"", root), cx_out(
            "[main 3b9e0d1] fix(preload): invoke file:save-as for Save As\n 1 file changed, 1 insertion(+), 1 deletion(-)\n", dur=0.2)),
        (cx("npm version patch -m \"chore(release): %s\"", root), cx_out("v1.8.3\n", dur=1.4)),
        (cx("git log --oneline -3 && git describe --tags && node -p \"require('./package.json').version\"", root), cx_out(
            "71ac5f2 (HEAD -> main, tag: v1.8.3) chore(release): 1.8.3\n3b9e0d1 fix(preload): invoke file:save-as for Save As\n"
            "c04e9b2 (origin/main) docs: add screenshots for 1.8 release notes\nv1.8.3\n1.8.3\n", dur=0.2)),
        (cx("npx electron-builder --linux AppImage --publish never && ls -l dist/*.AppImage", root, 600000), cx_out(
            eb + "-rwxr-xr-x 1 ren ren 104857903 Aug 14 16:09 dist/Markpad-1.8.3.AppImage\n", dur=74.6)),
    ]
    rs.add("swe", "h54-swe-18", sys_codex(root), turns,
           state="Codex CLI (auto-edit) in /home/ren/code/markpad, an Electron 31 markdown editor (main/preload/renderer in src/, Vitest, electron-builder), Ubuntu 24.04, branch main.\nTask: \"Save As\" does nothing because the preload bridge invokes the wrong IPC channel; fix it, cut a patch release and build the Linux AppImage.")


# ---- 19 Gleam + Lustre, Cline (contradiction: a locked dependency version changes) ----------------------------

GLEAM_TOML = """name = "lustre_todo"
version = "0.3.0"
target = "javascript"

# Fill out these fields if you intend to generate HTML documentation or publish
# your project to the Hex package manager.
#
# description = ""
# licences = ["Apache-2.0"]
# repository = { type = "github", user = "", repo = "" }
# links = [{ title = "Website", href = "" }]

[dependencies]
gleam_stdlib = ">= 0.34.0 and < 2.0.0"
lustre = ">= 4.2.0 and < 5.0.0"
gleam_json = ">= 1.0.0 and < 2.0.0"

[dev-dependencies]
gleeunit = ">= 1.0.0 and < 2.0.0\""""
FILTER = """import gleam/list
import lustre_todo/item.{type Item}

pub type Filter {
  All
  Active
  Completed
}

pub fn apply(items: List(Item), filter: Filter) -> List(Item) {
  case filter {
    All -> items
    Active -> list.filter(items, fn(i) { i.done })
    Completed -> list.filter(items, fn(i) { !i.done })
  }
}

pub fn to_string(filter: Filter) -> String {
  case filter {
    All -> "all"
    Active -> "active"
    Completed -> "completed"
  }
}

pub fn from_string(value: String) -> Filter {
  case value {
    "active" -> Active
    "completed" -> Completed
    _ -> All
  }
}"""
F_OLD = "    Active -> list.filter(items, fn(i) { i.done })\n    Completed -> list.filter(items, fn(i) { !i.done })"
F_NEW = "    Active -> list.filter(items, fn(i) { !i.done })\n    Completed -> list.filter(items, fn(i) { i.done })"


def t19(rs: RowSet) -> None:
    root = "/home/tomas/code/lustre_todo"
    g = "grep -E 'name = \"(gleam_json|gleam_stdlib|gleeunit|lustre)\",' manifest.toml"
    manifest = (
        '  { name = "gleam_json", version = "1.0.1", build_tools = ["gleam"], requirements = ["gleam_stdlib", "thoas"], otp_app = "gleam_json", source = "hex", outer_checksum = "9063D14D25406326C0255BDA0021541E797D8A7A12573D849462CAFED459F6EB" },\n'
        '  { name = "gleam_stdlib", version = "0.38.0", build_tools = ["gleam"], requirements = [], otp_app = "gleam_stdlib", source = "hex", outer_checksum = "663CF11861179AF415A625307447775C09404E752FF99A24E2057C835319F1BE" },\n'
        '  { name = "gleeunit", version = "1.1.2", build_tools = ["gleam"], requirements = ["gleam_stdlib"], otp_app = "gleeunit", source = "hex", outer_checksum = "72CDC3D3F719478F26C4E2C5FED3E657AC81EC14A47D2D2DEBB8693CA3220C3B" },\n'
        '  { name = "lustre", version = "4.3.1", build_tools = ["gleam"], requirements = ["gleam_erlang", "gleam_json", "gleam_otp", "gleam_stdlib"], otp_app = "lustre", source = "hex", outer_checksum = "E7DB1D6D7C1F3A9B0E5CF1B2D7F6C8E44A13BB0E9D2A6C71F58E0B3D4A9C2E61" },')
    deps = ("gleam_erlang 0.25.0\ngleam_json 1.0.1\ngleam_otp 0.10.0\ngleam_stdlib 0.38.0\ngleeunit 1.1.2\nlustre 4.2.6\nthoas 1.2.1")
    compile_all = ("  Compiling thoas\n  Compiling gleam_stdlib\n  Compiling gleam_erlang\n  Compiling gleam_json\n  Compiling gleam_otp\n  Compiling gleeunit\n"
                   "  Compiling lustre\n  Compiling lustre_todo\n   Compiled in 3.12s\n    Running lustre_todo_test.main\n")
    fail = compile_all + """F.F..
❌ filter_test.active_hides_completed_test: Failed
should.equal
  expected: [Item(id: 2, title: "Buy oat milk", done: False), Item(id: 3, title: "Call the landlord", done: False)]
       got: [Item(id: 1, title: "Water the plants", done: True)]
❌ filter_test.completed_shows_only_done_test: Failed
should.equal
  expected: [Item(id: 1, title: "Water the plants", done: True)]
       got: [Item(id: 2, title: "Buy oat milk", done: False), Item(id: 3, title: "Call the landlord", done: False)]

5 tests, 2 failures"""
    ok = "  Compiling lustre_todo\n   Compiled in 0.38s\n    Running lustre_todo_test.main\n.....\n5 tests, 0 failures"
    ins, dels = counts(FILTER, FILTER.replace(F_OLD, F_NEW))
    turns = [
        (cline("read_file", path="gleam.toml"), f"[read_file for 'gleam.toml'] Result:\n{GLEAM_TOML}"),
        (cline_exec(g), cline_cmd(g, manifest)),
        (cline_exec("gleam deps list"), cline_cmd("gleam deps list", deps)),
        (cline_exec("gleam test"), cline_cmd("gleam test", fail)),
        (cline("read_file", path="src/lustre_todo/filter.gleam"), f"[read_file for 'src/lustre_todo/filter.gleam'] Result:\n{FILTER}"),
        (cline("replace_in_file", path="src/lustre_todo/filter.gleam", diff=sr_block(F_OLD, F_NEW)),
         cline_saved("src/lustre_todo/filter.gleam", FILTER.replace(F_OLD, F_NEW))),
        (cline_exec("gleam test"), cline_cmd("gleam test", ok)),
        (cline_exec("git diff --stat"), cline_cmd("git diff --stat", dstat([("src/lustre_todo/filter.gleam", ins, dels)]))),
    ]
    rs.add("swe", "h54-swe-19", sys_cline(root), turns,
           state="Cline in VS Code, workspace /home/tomas/code/lustre_todo (Gleam 1.3.2 Lustre app compiled to JavaScript, gleeunit tests, manifest.toml committed), branch fix/filters.\nTask: the Active and Completed filter tabs show each other's items.",
           bad=True, turn=3, kind="gleam deps list reports lustre 4.2.6 while the committed manifest.toml read in turn 2 locks lustre at 4.3.1 and nothing updated dependencies")


# ---- 20 Kotlin Multiplatform, SWE-agent (contradiction: a commit's author date drifts) ----------------------------

MERGER = """package app.orbit.notes.sync

import app.orbit.notes.model.Note
import kotlinx.datetime.Instant

/**
 * Resolves conflicts between the local copy of a note and the copy returned by the server.
 *
 * The rule is last-writer-wins on [Note.updatedAt]; when both sides were edited at the same instant
 * the server copy wins so that every device converges on the same content.
 */
class NoteMerger(private val deviceId: String) {

    sealed interface Result {
        data class KeepLocal(val note: Note) : Result
        data class TakeRemote(val note: Note) : Result
    }

    fun merge(local: Note?, remote: Note?): Result? {
        if (local == null && remote == null) return null
        if (local == null) return Result.TakeRemote(remote!!)
        if (remote == null) return Result.KeepLocal(local)
        if (local.contentHash == remote.contentHash) return Result.TakeRemote(remote)

        return when {
            local.updatedAt > remote.updatedAt -> Result.KeepLocal(local)
            local.updatedAt < remote.updatedAt -> Result.TakeRemote(remote)
            else -> tieBreak(local, remote)
        }
    }

    private fun tieBreak(local: Note, remote: Note): Result =
        if (local.editedBy == deviceId) Result.KeepLocal(local) else Result.TakeRemote(remote)

    fun mergeAll(local: List<Note>, remote: List<Note>): List<Result> {
        val ids = (local.map { it.id } + remote.map { it.id }).distinct()
        val localById = local.associateBy { it.id }
        val remoteById = remote.associateBy { it.id }
        return ids.mapNotNull { id -> merge(localById[id], remoteById[id]) }
    }

    fun isStale(note: Note): Boolean = note.updatedAt == EPOCH

    companion object {
        val EPOCH: Instant = Instant.fromEpochMilliseconds(0)
    }
}"""
M_OLD = """            else -> tieBreak(local, remote)
        }
    }

    private fun tieBreak(local: Note, remote: Note): Result =
        if (local.editedBy == deviceId) Result.KeepLocal(local) else Result.TakeRemote(remote)"""
M_NEW = """            // Equal timestamps: the server copy wins so every device converges.
            else -> Result.TakeRemote(remote)
        }
    }"""
MERGER_NEW = MERGER.replace(M_OLD, M_NEW)
KMP_TASKS = """> Task :shared:checkKotlinGradlePluginConfigurationErrors
> Task :shared:compileKotlinJvm{a}
> Task :shared:jvmProcessResources NO-SOURCE
> Task :shared:jvmMainClasses{a}
> Task :shared:compileTestKotlinJvm{b}
> Task :shared:jvmTestProcessResources NO-SOURCE
> Task :shared:jvmTestClasses{b}
> Task :shared:jvmTest"""


def t20(rs: RowSet) -> None:
    rel = "shared/src/commonMain/kotlin/app/orbit/notes/sync/NoteMerger.kt"
    path = "/repo/" + rel
    s = line_of(MERGER, "else -> tieBreak(local, remote)")
    e = line_of(MERGER, "if (local.editedBy == deviceId)")
    gt = './gradlew :shared:jvmTest --tests "*NoteMergerTest*"'
    fail = KMP_TASKS.format(a="", b="") + """

NoteMergerTest > tieGoesToServerCopy FAILED
    java.lang.AssertionError at NoteMergerTest.kt:58

6 tests completed, 1 failed

> Task :shared:jvmTest FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':shared:jvmTest'.
> There were failing tests. See the report at: file:///repo/shared/build/reports/tests/jvmTest/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 1m 12s
4 actionable tasks: 4 executed"""
    ok = KMP_TASKS.format(a="", b=" UP-TO-DATE") + "\n\nBUILD SUCCESSFUL in 14s\n4 actionable tasks: 3 executed, 1 up-to-date"
    xml = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="app.orbit.notes.sync.NoteMergerTest" tests="6" skipped="0" failures="0" errors="0" timestamp="2024-07-19T02:14:07" hostname="swe-agent-7f3c" time="0.041">
  <properties/>
  <testcase name="keepsNewerLocalCopy" classname="app.orbit.notes.sync.NoteMergerTest" time="0.021"/>
  <testcase name="takesNewerRemoteCopy" classname="app.orbit.notes.sync.NoteMergerTest" time="0.002"/>
  <testcase name="identicalContentTakesRemote" classname="app.orbit.notes.sync.NoteMergerTest" time="0.001"/>
  <testcase name="tieGoesToServerCopy" classname="app.orbit.notes.sync.NoteMergerTest" time="0.001"/>
  <testcase name="missingLocalTakesRemote" classname="app.orbit.notes.sync.NoteMergerTest" time="0.001"/>
  <testcase name="mergeAllCoversBothSides" classname="app.orbit.notes.sync.NoteMergerTest" time="0.012"/>
  <system-out><![CDATA[]]></system-out>
  <system-err><![CDATA[]]></system-err>
</testsuite>"""
    diff = gdiff(rel, MERGER, MERGER_NEW, "a6e03d2..f19c7b5")
    turns = [
        (sw("git log -3 --format='%h %an %ad %s' --date=iso"), sw_obs(
            "e41d7b0 Hana Kobayashi 2024-07-18 16:42:11 +0900 Merge branch 'feature/sync-conflicts'\n"
            "2c9f3a8 Hana Kobayashi 2024-07-18 11:05:37 +0900 Add last-writer-wins merger for synced notes\n"
            "9d1e6f4 Ravi Menon 2024-07-16 19:20:54 +0530 Show sync status chip in note list")),
        (sw('find_file "NoteMerger.kt"'), sw_obs(f'Found 1 matches for "NoteMerger.kt" in /repo:\n{path}')),
        (sw(f"open {rel}"), sw_obs(sw_view(path, MERGER), path)),
        (sw(gt), sw_obs(fail, path)),
        (sw(f"edit {s}:{e}\n{M_NEW}\nend_of_edit"), sw_obs(sw_view(path, MERGER_NEW), path)),
        (sw(gt), sw_obs(ok, path)),
        (sw("cat shared/build/test-results/jvmTest/TEST-app.orbit.notes.sync.NoteMergerTest.xml"), sw_obs(xml, path)),
        (sw("git diff"), sw_obs(diff, path)),
        (sw("git show -s --format='%h %an %ad %s' --date=iso HEAD"), sw_obs(
            "e41d7b0 Hana Kobayashi 2024-07-17 16:42:11 +0900 Merge branch 'feature/sync-conflicts'", path)),
        (sw("submit"), sw_obs(diff, path)),
    ]
    rs.add("swe", "h54-swe-20", sys_swa("/repo"), turns,
           state="SWE-agent session in /repo, a Kotlin Multiplatform notes app (shared/ module with commonMain + jvm/android/ios targets, Kotlin 2.0.0, Gradle 8.8), HEAD at the merge of feature/sync-conflicts.\nIssue #311: \"Two devices editing a note at the same instant never converge: each keeps its own copy.\" (Open file: n/a) (Current directory: /repo)",
           bad=True, turn=9, kind="git show gives HEAD e41d7b0 an author date of 2024-07-17, but turn 1 showed the same commit dated 2024-07-18 16:42:11 +0900")


# ---- 21 SvelteKit, OpenHands (clean) -------------------------------------------------------------------------

EVENTS = """import { db } from './db';

export interface EventRow {
  id: string;
  title: string;
  start: string; // ISO 8601, UTC
  venue: string;
}

export const PER_PAGE = 10;

export async function listEvents(page = 1, perPage = PER_PAGE): Promise<{ items: EventRow[]; total: number }> {
  const rows = await db.events.findAll();
  const sorted = [...rows].sort((a, b) => a.start.localeCompare(b.start) * -1);
  const offset = (page - 1) * perPage;
  return { items: sorted.slice(offset, offset + perPage), total: rows.length };
}

export async function getEvent(id: string): Promise<EventRow | undefined> {
  const rows = await db.events.findAll();
  return rows.find((r) => r.id === id);
}"""
EV_OLD = "  const sorted = [...rows].sort((a, b) => a.start.localeCompare(b.start) * -1);"
EV_NEW = "  const sorted = [...rows].sort((a, b) => a.start.localeCompare(b.start));"
PAGE_SERVER = """import { error } from '@sveltejs/kit';
import { getEvent } from '$lib/server/events';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ params }) => {
  const event = await getEvent(params.slug);
  if (!event) {
    error(404, 'Event not found');
  }
  return { event };
};"""
EV_PAGE2 = [("evt-1011", "2024-10-03T18:00:00Z"), ("evt-1012", "2024-10-05T09:30:00Z"), ("evt-1013", "2024-10-08T17:00:00Z"),
            ("evt-1014", "2024-10-10T19:00:00Z"), ("evt-1015", "2024-10-12T11:00:00Z"), ("evt-1016", "2024-10-15T18:30:00Z"),
            ("evt-1017", "2024-10-17T20:00:00Z"), ("evt-1018", "2024-10-19T10:00:00Z"), ("evt-1019", "2024-10-22T18:00:00Z"),
            ("evt-1020", "2024-10-24T19:30:00Z")]


def t21(rs: RowSet) -> None:
    root = "/workspace/svelte-events"
    ef = f"{root}/src/lib/server/events.ts"
    ps_new_path = f"{root}/src/routes/events/[id]/+page.server.ts"
    new = EVENTS.replace(EV_OLD, EV_NEW)
    ln = line_of(new, EV_NEW.strip())
    pl = line_of(PAGE_SERVER, "params.slug")
    ps_new = PAGE_SERVER.replace("params.slug", "params.id")
    routes1 = ["src/routes/+layout.svelte", "src/routes/+page.svelte", "src/routes/api/events/+server.ts", "src/routes/events/+page.server.ts",
               "src/routes/events/+page.svelte", "src/routes/events/[slug]/+page.server.ts", "src/routes/events/[slug]/+page.svelte"]
    routes2 = [r.replace("[slug]", "[id]") for r in routes1]
    fail = """
 RUN  v1.6.0 /workspace/svelte-events

 ❯ src/lib/server/events.test.ts  (8 tests | 1 failed) 17ms
   ❯ src/lib/server/events.test.ts > listEvents > returns upcoming events in start order
     → expected 'evt-1023' to be 'evt-1001' // Object.is equality
 ✓ src/lib/utils/date.test.ts  (9 tests) 7ms
 ✓ src/routes/api/events/server.test.ts  (7 tests) 31ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/server/events.test.ts > listEvents > returns upcoming events in start order
AssertionError: expected 'evt-1023' to be 'evt-1001' // Object.is equality

- Expected
+ Received

- evt-1001
+ evt-1023

 ❯ src/lib/server/events.test.ts:22:31
     20|   it('returns upcoming events in start order', async () => {
     21|     const { items } = await listEvents(1);
     22|     expect(items[0].id).toBe('evt-1001');
       |                               ^
     23|     expect(items.map((e) => e.start)).toEqual([...items.map((e) => e.start)].sort());
     24|   });

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 23 passed (24)
   Start at  13:02:18
   Duration  912ms (transform 144ms, setup 0ms, collect 301ms, tests 55ms, environment 1ms, prepare 388ms)
"""
    ok = """
 RUN  v1.6.0 /workspace/svelte-events

 ✓ src/lib/server/events.test.ts  (8 tests) 15ms
 ✓ src/lib/utils/date.test.ts  (9 tests) 6ms
 ✓ src/routes/api/events/server.test.ts  (7 tests) 28ms

 Test Files  3 passed (3)
      Tests  24 passed (24)
   Start at  13:04:40
   Duration  874ms (transform 139ms, setup 0ms, collect 288ms, tests 49ms, environment 1ms, prepare 371ms)
"""
    vite_log = """
> svelte-events@0.1.0 dev
> vite dev --port 5173


  VITE v5.3.1  ready in 812 ms

  ➜  Local:   http://localhost:5173/
  ➜  Network: use --host to expose"""
    page2 = "23\n" + "\n".join(json.dumps([i, s]) .replace(", ", ",") for i, s in EV_PAGE2)
    check = """
====================================
Loading svelte-check in workspace: /workspace/svelte-events
Getting Svelte diagnostics...

/workspace/svelte-events/src/routes/events/[id]/+page.svelte:18:5
Warn: A11y: <img> element should have an alt attribute (svelte)
    <img src={data.event.cover} class="cover" />

/workspace/svelte-events/src/routes/+layout.svelte:9:3
Warn: Unused CSS selector "nav a.active" (svelte)

====================================
svelte-check found 0 errors and 2 warnings in 2 files"""
    turns = [
        (bash(f"cd {root} && find src/routes -name '+*' | sort"), oh_bash("\n".join(routes1), root)),
        (editor("view", ef), cat_n(ef, EVENTS)),
        (bash("npx vitest run"), oh_bash(fail, root, 1)),
        (editor("str_replace", ef, old_str=EV_OLD, new_str=EV_NEW), edited(ef, window(new, ln - 4, ln + 4), ln - 4)),
        (bash("npx vitest run"), oh_bash(ok, root)),
        (bash("npm run dev -- --port 5173 > /tmp/vite.log 2>&1 &"), oh_bash("[1] 4127", root)),
        (bash("sleep 3 && cat /tmp/vite.log && curl -s 'http://localhost:5173/api/events?page=2' | jq -c '.total, (.items[] | [.id, .start])'"),
         oh_bash(vite_log + "\n" + page2, root)),
        (bash("git mv 'src/routes/events/[slug]' 'src/routes/events/[id]' && find src/routes -name '+*' | sort"), oh_bash("\n".join(routes2), root)),
        (bash("grep -rn 'params.slug' src"), oh_bash(f"src/routes/events/[id]/+page.server.ts:{pl}:{PAGE_SERVER.split(chr(10))[pl - 1]}", root)),
        (editor("str_replace", ps_new_path, old_str="  const event = await getEvent(params.slug);", new_str="  const event = await getEvent(params.id);"),
         edited(ps_new_path, window(ps_new, 2, pl + 4), 2)),
        (bash("npx svelte-kit sync && npx svelte-check"), oh_bash(check, root)),
        (bash("git status --short"), oh_bash(
            " M src/lib/server/events.ts\nRM src/routes/events/[slug]/+page.server.ts -> src/routes/events/[id]/+page.server.ts\n"
            "R  src/routes/events/[slug]/+page.svelte -> src/routes/events/[id]/+page.svelte", root)),
    ]
    rs.add("swe", "h54-swe-21", sys_oh(root), turns,
           state="OpenHands runtime, repository /workspace/svelte-events (SvelteKit 2 + Svelte 4, Vitest 1.6, 23 seeded events evt-1001..evt-1023 in an in-memory db), branch fix/event-order.\nTask: the events list shows the latest events first instead of the next upcoming ones; also rename the event route parameter from [slug] to [id], since it receives ids.")


# ---- 22 SolidStart, Claude Code (contradiction: a line count that does not follow from the edit) ----------------

CHART_PART = """  const innerWidth = () => props.width - MARGIN.left - MARGIN.right;
  const innerHeight = () => props.height - MARGIN.top - MARGIN.bottom;

  const xScale = createMemo(() => {
    const all = props.series.flatMap((s) => s.points.map((p) => p.t));
    return scaleTime().domain(extent(all) as [Date, Date]).range([0, innerWidth()]);
  });

  const yScale = createMemo(() => {
    const values = props.series.flatMap((s) => s.points.map((p) => p.value));
    const max = Math.max(...values);
    const min = Math.min(...values);
    return scaleLinear().domain([min, max]).nice().range([innerHeight(), 0]);
  });

  const linePath = (points: Point[]) =>
    line<Point>()
      .x((p) => xScale()(p.t))
      .y((p) => yScale()(p.value))
      .curve(curveMonotoneX)(points) ?? '';"""
C_OLD = "    const values = props.series.flatMap((s) => s.points.map((p) => p.value));"
C_NEW = (C_OLD + "\n    // An empty chart still needs a finite domain, otherwise d3 yields NaN paths.\n"
         "    if (values.length === 0) return scaleLinear().domain([0, 1]).range([innerHeight(), 0]);")


def t22(rs: RowSet) -> None:
    root = "/Users/ava/code/solid-metrics"
    cf = f"{root}/src/components/Chart.tsx"
    start = 88
    cl = start + line_of(CHART_PART, C_OLD.strip()) - 1
    part_new = CHART_PART.replace(C_OLD, C_NEW)
    ins, dels = counts(CHART_PART, part_new)
    fail = """
 RUN  v1.6.0 /Users/ava/code/solid-metrics

 ❯ src/components/Chart.test.tsx  (6 tests | 1 failed) 84ms
   ❯ src/components/Chart.test.tsx > <Chart> > renders the baseline without NaN for an empty series
     → expected 'M0,NaNL280,NaN' not to contain 'NaN'

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/Chart.test.tsx > <Chart> > renders the baseline without NaN for an empty series
AssertionError: expected 'M0,NaNL280,NaN' not to contain 'NaN'
 ❯ src/components/Chart.test.tsx:71:41
     69|     const { container } = render(() => <Chart series={[{ id: 'cpu', points: [] }]} width={320} height={160} />);
     70|     const d = container.querySelector('path.baseline')?.getAttribute('d') ?? '';
     71|     expect(d).not.toContain('NaN');
       |                                         ^
     72|   });
     73|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed (1)
      Tests  1 failed | 5 passed (6)
   Start at  11:27:03
   Duration  1.21s (transform 388ms, setup 97ms, collect 512ms, tests 84ms, environment 402ms, prepare 117ms)
"""
    ok = """
 RUN  v1.6.0 /Users/ava/code/solid-metrics

 ✓ src/components/Chart.test.tsx  (6 tests) 79ms

 Test Files  1 passed (1)
      Tests  6 passed (6)
   Start at  11:29:46
   Duration  1.14s (transform 371ms, setup 92ms, collect 498ms, tests 79ms, environment 396ms, prepare 109ms)
"""
    turns = [
        (cc_bash("wc -l src/components/*.tsx", "Count lines in the chart components"),
         "     214 src/components/Chart.tsx\n      61 src/components/Legend.tsx\n      98 src/components/MetricCard.tsx\n     143 src/components/Sparkline.tsx\n"
         "      77 src/components/Tooltip.tsx\n     593 total"),
        (call("Read", file_path=cf, offset=start, limit=20), cc_lines(CHART_PART, start)),
        (cc_bash("npx vitest run src/components/Chart.test.tsx", "Run the Chart tests"), fail),
        (call("Edit", file_path=cf, old_string=C_OLD, new_string=C_NEW), cc_edit(cf, window(part_new, cl - start + 1 - 4, cl - start + 1 + 7), cl - 4)),
        (cc_bash("npx vitest run src/components/Chart.test.tsx", "Re-run the Chart tests"), ok),
        (cc_bash("npx eslint src/components/Chart.tsx", "Lint the changed file"),
         f"\n{cf}\n  142:7  warning  The reactive variable 'props.onHover' should be used within JSX, a tracked scope (like createEffect), or inside an event handler function  solid/reactivity\n\n✖ 1 problem (0 errors, 1 warning)\n"),
        (cc_bash("wc -l src/components/Chart.tsx && git diff --stat", "Check the file length and the diff summary"),
         "     215 src/components/Chart.tsx\n" + dstat([("src/components/Chart.tsx", ins, dels)])),
    ]
    rs.add("swe", "h54-swe-22", sys_cc(root), turns,
           state="Claude Code in /Users/ava/code/solid-metrics (SolidStart 1.0 dashboard, d3-scale/d3-shape charts, Vitest + @solidjs/testing-library), macOS, branch fix/empty-chart-nan.\nTask: a chart whose series has no points renders an SVG path full of NaN and logs errors.",
           bad=True, turn=7, kind="wc -l reports Chart.tsx at 215 lines, but it had 214 and the only edit added 2 lines (git diff --stat shows 2 insertions), so it should be 216")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
