# ruff: noqa: E501
"""Held-out set 57, domain swe: 22 coding-agent sandbox trajectories (11 clean, 11 with one contradiction).

Harnesses: OpenHands (execute_bash / str_replace_editor), Gemini CLI, Claude Code, SWE-agent, Aider, Cline
and Codex CLI, on React, Vue, Express, NestJS, Rails, Laravel, Spring Boot, ASP.NET, Kotlin, Flutter and
Swift projects plus less common stacks (Phoenix, Gleam, Crystal, OCaml, Nim, Deno, Haskell, Clojure, Zig,
Elm, Hanami). File views are computed from the file texts kept below, so a view only changes when an action
changes the file, except at the one labeled turn of a contradicting trajectory.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, bash, call, cat_n, editor, edited, gem_run, gshell, oh_bash

# ---------------------------------------------------------------- system prompts

_SYS_HEAD = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context will be provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. The agent works on the repository at `{root}` ({stack}).

- Resources created in previous turns persist and can be referenced in subsequent turns.
- Each tool call may modify the environment state (create/modify/delete files, commits, branches, running processes). State transitions must be **deterministic** and **traceable**.
- Values established in prior turns (file paths, content, hashes, counts) must be reused accurately. Do not fabricate or alter previously established information.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.

---

# Key Principles

## Format

Match the real tool's output format exactly:
- Data structure type (JSON, plain text, tables, etc.)
- Indentation, alignment, and spacing
- Line breaks and field ordering
- Special format markers (code blocks, color codes, etc.)

## Factuality

Ensure content aligns with actual tool behavior: correct parameter handling, accurate core functionality, no fabricated information.

## Consistency

Maintain coherence with prior context: correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism

Produce believable, real-world-like outputs: reasonable numerical values (file sizes, timestamps, PIDs, durations), correct tool-specific behavioral patterns, appropriate error messages, temporal plausibility.

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

Write the observation after **Environment Observation:**."""


def _t(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": required}}


_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}
_AS = {"type": "array", "items": {"type": "string"}}

TOOLS = {
    "openhands": [
        _t("execute_bash", "Execute a bash command in the terminal within a persistent shell session. Output is followed by the exit code, the working directory and the Python interpreter.", {"command": _S, "is_input": _S, "timeout": {"type": "number"}}, ["command"]),
        _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` prints `cat -n` output, `create` writes a new file, `str_replace` replaces one unique occurrence of old_str, `insert` inserts after insert_line, `undo_edit` reverts the last edit.", {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": _S, "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": _I, "view_range": {"type": "array", "items": {"type": "integer"}}}, ["command", "path"]),
    ],
    "gemini": [
        _t("list_directory", "Lists the names of files and subdirectories directly within a specified directory path.", {"path": _S, "ignore": _AS}, ["path"]),
        _t("read_file", "Reads and returns the content of a specified file. For text files it can read specific line ranges with offset and limit.", {"absolute_path": _S, "offset": _I, "limit": _I}, ["absolute_path"]),
        _t("search_file_content", "Searches for a regular expression pattern within the content of files in a directory. Returns matching lines with file paths and line numbers.", {"pattern": _S, "path": _S, "include": _S}, ["pattern"]),
        _t("replace", "Replaces text within a file. old_string must match exactly, including whitespace.", {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _I}, ["file_path", "old_string", "new_string"]),
        _t("write_file", "Writes content to a specified file in the local filesystem.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("run_shell_command", "Executes a given shell command as `bash -c <command>`. Returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs, Process Group PGID.", {"command": _S, "description": _S, "directory": _S}, ["command"]),
    ],
    "claude_code": [
        _t("Bash", "Executes a given bash command in a persistent shell session with optional timeout. Returns stdout and stderr.", {"command": _S, "description": _S, "timeout": {"type": "number"}}, ["command"]),
        _t("Read", "Reads a file from the local filesystem. Results are returned using cat -n format, with line numbers starting at 1.", {"file_path": _S, "offset": _I, "limit": _I}, ["file_path"]),
        _t("Edit", "Performs exact string replacements in files. Fails if old_string is not unique unless replace_all is set.", {"file_path": _S, "old_string": _S, "new_string": _S, "replace_all": _B}, ["file_path", "old_string", "new_string"]),
        _t("Write", "Writes a file to the local filesystem, overwriting it if it exists.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
        _t("Grep", "A search tool built on ripgrep. output_mode: content, files_with_matches (default) or count.", {"pattern": _S, "path": _S, "glob": _S, "output_mode": _S, "-n": _B}, ["pattern"]),
        _t("Glob", "Fast file pattern matching; returns matching file paths sorted by modification time.", {"pattern": _S, "path": _S}, ["pattern"]),
    ],
    "swe_agent": [
        _t("open", "Opens the file at the given path in the editor. If line_number is provided, the window is moved to include that line.", {"path": _S, "line_number": _I}, ["path"]),
        _t("goto", "Moves the window to show line_number.", {"line_number": _I}, ["line_number"]),
        _t("scroll_down", "Moves the window down 100 lines.", {}, []),
        _t("search_file", "Searches for search_term in file. If file is not provided, searches in the current open file.", {"search_term": _S, "file": _S}, ["search_term"]),
        _t("search_dir", "Searches for search_term in all files in dir.", {"search_term": _S, "dir": _S}, ["search_term"]),
        _t("find_file", "Finds all files with the given name in dir.", {"file_name": _S, "dir": _S}, ["file_name"]),
        _t("edit", "Replaces lines start_line through end_line (inclusive) with the given text in the open file.", {"start_line": _I, "end_line": _I, "replacement_text": _S}, ["start_line", "end_line", "replacement_text"]),
        _t("bash", "Any other shell command; the output is followed by the open file, the current directory and the prompt.", {"command": _S}, ["command"]),
    ],
    "aider": [
        _t("chat", "A message to aider. Slash commands (/add, /drop, /run, /test, /git, /undo, /diff, /ls, /tokens) run directly; other messages go to the model, whose SEARCH/REPLACE edits are applied and auto-committed.", {"message": _S}, ["message"]),
    ],
    "cline": [
        _t("execute_command", "Execute a CLI command on the system in the project directory.", {"command": _S, "requires_approval": _B}, ["command", "requires_approval"]),
        _t("read_file", "Read the contents of a file at the specified path.", {"path": _S}, ["path"]),
        _t("replace_in_file", "Replace sections of content in an existing file using SEARCH/REPLACE blocks.", {"path": _S, "diff": _S}, ["path", "diff"]),
        _t("write_to_file", "Write content to a file at the specified path, creating directories as needed.", {"path": _S, "content": _S}, ["path", "content"]),
        _t("search_files", "Perform a regex search across files in a directory, with context.", {"path": _S, "regex": _S, "file_pattern": _S}, ["path", "regex"]),
        _t("list_files", "List files and directories within the specified directory.", {"path": _S, "recursive": _B}, ["path"]),
    ],
    "codex": [
        _t("shell", "Runs a shell command and returns its output as JSON with `output` and `metadata` (exit_code, duration_seconds). Use [\"apply_patch\", patch] to edit files.", {"command": _AS, "workdir": _S, "timeout_ms": _I}, ["command"]),
        _t("update_plan", "Updates the task plan.", {"explanation": _S, "plan": {"type": "array"}}, ["plan"]),
    ],
}


def system(harness: str, root: str, stack: str) -> str:
    return (_SYS_HEAD.replace("{root}", root).replace("{stack}", stack)
            .replace("{tools}", json.dumps(TOOLS[harness], indent=1, ensure_ascii=False)))


# ---------------------------------------------------------------- harness helpers


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def cc_read(text: str, start: int = 1, end: int | None = None) -> str:
    """Claude Code Read: cat -n with an arrow separator."""
    ls = lines_of(text)
    end = len(ls) if end is None else min(end, len(ls))
    return "\n".join(f"{i:6d}\u2192{ls[i - 1]}" for i in range(start, end + 1))


def cc_edit(path: str, text: str, start: int, end: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_read(text, start, end))


def cc_call(name: str, **kw: object) -> str:
    return call(name, **kw)


def codex_sh(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def codex_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def codex_out(out: str, code: int = 0, dur: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, ensure_ascii=False)


def cline_cmd(cmd: str, approval: bool = False) -> str:
    return f"<execute_command>\n<command>{cmd}</command>\n<requires_approval>{str(approval).lower()}</requires_approval>\n</execute_command>"


def cline_cmd_out(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out}"


def cline_read(path: str) -> str:
    return f"<read_file>\n<path>{path}</path>\n</read_file>"


def cline_read_out(path: str, text: str) -> str:
    return f"[read_file for '{path}'] Result:\n{text}"


def cline_replace(path: str, search: str, replace: str) -> str:
    return (f"<replace_in_file>\n<path>{path}</path>\n<diff>\n------- SEARCH\n{search}\n=======\n{replace}\n"
            f"+++++++ REPLACE\n</diff>\n</replace_in_file>")


def cline_replace_out(path: str, text: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{text}\n"
            "</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference.")


def swea(out: str, open_file: str, cwd: str) -> str:
    return (out.rstrip("\n") + "\n" if out else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swea_window(path: str, text: str, start: int, size: int = 40) -> str:
    ls = lines_of(text)
    total = len(ls)
    end = min(total, start + size - 1)
    out = [f"[File: {path} ({total} lines total)]"]
    if start > 1:
        out.append(f"({start - 1} more lines above)")
    out += [f"{i}:{ls[i - 1]}" for i in range(start, end + 1)]
    if end < total:
        out.append(f"({total - end} more lines below)")
    return "\n".join(out)


def aider(msg: str) -> str:
    return call("chat", message=msg)


def gread(path: str, offset: int | None = None, limit: int | None = None) -> str:
    kw: dict[str, object] = {"absolute_path": path}
    if offset is not None:
        kw["offset"] = offset
    if limit is not None:
        kw["limit"] = limit
    return call("read_file", **kw)


def gread_out(text: str, offset: int | None = None, limit: int | None = None) -> str:
    ls = lines_of(text)
    if offset is None and limit is None:
        return text
    a = offset or 0
    b = min(len(ls), a + (limit or len(ls)))
    return (f"[File content truncated: showing lines {a + 1}-{b} of {len(ls)} total lines. Use offset/limit parameters to view more.]\n"
            + "\n".join(ls[a:b]))


def greplace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def greplace_out(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


# ---------------------------------------------------------------- 01 React + vitest, OpenHands (clean)

CART_V1 = """import { useMemo } from 'react';
import { formatMoney } from '../lib/money';
import type { CartLine, Coupon } from '../types';

interface CartSummaryProps {
  lines: CartLine[];
  coupon?: Coupon | null;
  currency: string;
  onCheckout: () => void;
}

export function CartSummary({ lines, coupon, currency, onCheckout }: CartSummaryProps) {
  const subtotal = useMemo(
    () => lines.reduce((sum, line) => sum + line.unitPrice, 0),
    [lines],
  );
  const discount = coupon ? Math.round(subtotal * coupon.percentOff) / 100 : 0;
  const total = Math.max(subtotal - discount, 0);
  const itemCount = lines.length;

  return (
    <aside className="cart-summary" aria-label="Order summary">
      <dl>
        <dt>Items</dt>
        <dd data-testid="item-count">{itemCount}</dd>
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">{formatMoney(subtotal, currency)}</dd>
        {coupon && (
          <>
            <dt>Discount ({coupon.code})</dt>
            <dd data-testid="discount">-{formatMoney(discount, currency)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd data-testid="total">{formatMoney(total, currency)}</dd>
      </dl>
      <button type="button" onClick={onCheckout} disabled={lines.length === 0}>
        Checkout
      </button>
    </aside>
  );
}"""

CART_V2 = CART_V1.replace(
    "    () => lines.reduce((sum, line) => sum + line.unitPrice, 0),",
    "    () => lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),",
).replace(
    "  const itemCount = lines.length;",
    "  const itemCount = lines.reduce((n, line) => n + line.quantity, 0);",
)


def t01(rs: RowSet) -> None:
    root = "/workspace/shopfront"
    f = f"{root}/src/components/CartSummary.tsx"
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
3e9a41c (HEAD -> main, origin/main) Merge pull request #412 from shopfront/feat/coupon-badge
b07d2f8 Show coupon badge on cart line items
61c5e09 Bump vitest to 1.6.0
d4a8837 Extract formatMoney into lib/money""", root)),
        (editor("view", f), cat_n(f, CART_V1)),
        (bash("npx vitest run src/components/__tests__/CartSummary.test.tsx"),
         oh_bash("""
 RUN  v1.6.0 /workspace/shopfront

 ❯ src/components/__tests__/CartSummary.test.tsx  (6 tests | 2 failed) 48ms
   ✓ CartSummary > renders an empty cart with a disabled checkout button
   × CartSummary > multiplies unit price by quantity in the subtotal
     → expected '$49.98' to be '$69.96' // Object.is equality
   × CartSummary > counts units, not lines, in the item count
     → expected '2' to be '4' // Object.is equality
   ✓ CartSummary > applies a percentage coupon to the subtotal
   ✓ CartSummary > never shows a negative total
   ✓ CartSummary > calls onCheckout when the button is clicked

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/__tests__/CartSummary.test.tsx > CartSummary > multiplies unit price by quantity in the subtotal
AssertionError: expected '$49.98' to be '$69.96' // Object.is equality

- Expected
+ Received

- $69.96
+ $49.98

 ❯ src/components/__tests__/CartSummary.test.tsx:41:52
     39|     render(<CartSummary lines={twoLines} currency="USD" onCheckout={noop} />);
     40|
     41|     expect(screen.getByTestId('subtotal').textContent).toBe('$69.96');
       |                                                    ^
     42|   });
     43|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 FAIL  src/components/__tests__/CartSummary.test.tsx > CartSummary > counts units, not lines, in the item count
AssertionError: expected '2' to be '4' // Object.is equality

- Expected
+ Received

- 4
+ 2

 ❯ src/components/__tests__/CartSummary.test.tsx:47:56
     45|     render(<CartSummary lines={twoLines} currency="USD" onCheckout={noop} />);
     46|
     47|     expect(screen.getByTestId('item-count').textContent).toBe('4');
       |                                                        ^
     48|   });
     49|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

 Test Files  1 failed (1)
      Tests  2 failed | 4 passed (6)
   Start at  14:02:11
   Duration  1.38s (transform 112ms, setup 204ms, collect 296ms, tests 48ms, environment 612ms, prepare 97ms)
""", root, 1)),
        (editor("str_replace", f, old_str="    () => lines.reduce((sum, line) => sum + line.unitPrice, 0),",
                new_str="    () => lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),"),
         edited(f, "\n".join(lines_of(CART_V1.replace("    () => lines.reduce((sum, line) => sum + line.unitPrice, 0),", "    () => lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),"))[9:18]), 10)),
        (editor("str_replace", f, old_str="  const itemCount = lines.length;",
                new_str="  const itemCount = lines.reduce((n, line) => n + line.quantity, 0);"),
         edited(f, "\n".join(lines_of(CART_V2)[14:23]), 15)),
        (bash("npx vitest run src/components/__tests__/CartSummary.test.tsx"),
         oh_bash("""
 RUN  v1.6.0 /workspace/shopfront

 ✓ src/components/__tests__/CartSummary.test.tsx  (6 tests) 41ms

 Test Files  1 passed (1)
      Tests  6 passed (6)
   Start at  14:04:37
   Duration  1.21s (transform 98ms, setup 187ms, collect 254ms, tests 41ms, environment 588ms, prepare 90ms)
""", root)),
        (bash("npx vitest run --reporter=dot 2>&1 | tail -8"),
         oh_bash("""·························································································

 Test Files  15 passed (15)
      Tests  89 passed (89)
   Start at  14:05:02
   Duration  6.74s (transform 1.02s, setup 2.87s, collect 4.11s, tests 1.36s, environment 9.48s, prepare 1.62s)
""", root)),
        (bash("git diff --stat && git status --short"),
         oh_bash(""" src/components/CartSummary.tsx | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)
 M src/components/CartSummary.tsx""", root)),
    ]
    rs.add("swe", "h57-swe-01", system("openhands", root, "React 18 + Vite storefront, tests with vitest"), turns)


# ---------------------------------------------------------------- 02 Vue 3 + Playwright, Gemini CLI (bad: list member appears)

FILTER_V1 = """<script setup lang="ts">
import { computed, ref, watch } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import type { TicketStatus } from '@/api/tickets';

const PAGE_SIZE = 25;

const statusOptions: { value: TicketStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'pending', label: 'Pending' },
  { value: 'closed', label: 'Closed' },
];

const route = useRoute();
const router = useRouter();

const status = ref<TicketStatus | 'all'>((route.query.status as TicketStatus) ?? 'all');
const search = ref<string>((route.query.q as string) ?? '');

const query = computed(() => ({
  ...(status.value !== 'all' ? { status: status.value } : {}),
  ...(search.value.trim() ? { q: search.value.trim() } : {}),
  limit: String(PAGE_SIZE),
}));

watch(query, (q) => router.replace({ query: q }), { deep: true });
</script>

<template>
  <form class="ticket-filter" role="search" @submit.prevent>
    <label for="status-select">Status</label>
    <select id="status-select" v-model="status" data-testid="status-select">
      <option value="all">All</option>
      <option v-for="opt in statusOptions" :key="opt.value" :value="opt.value">
        {{ opt.label }}
      </option>
    </select>
    <input
      v-model="search"
      type="search"
      placeholder="Search subject or requester"
      data-testid="ticket-search"
    />
  </form>
</template>"""

FILTER_BAD = FILTER_V1.replace("  { value: 'pending', label: 'Pending' },\n",
                               "  { value: 'pending', label: 'Pending' },\n  { value: 'on-hold', label: 'On hold' },\n")


def t02(rs: RowSet) -> None:
    root = "/home/dev/ticketdesk"
    f = f"{root}/src/components/TicketFilter.vue"
    turns = [
        (call("list_directory", path=f"{root}/src/components"),
         f"""Directory listing for {root}/src/components:
[DIR] __tests__
[DIR] layout
AssigneePicker.vue
PriorityBadge.vue
TicketFilter.vue
TicketList.vue
TicketRow.vue
TicketSidebar.vue"""),
        (gread(f), gread_out(FILTER_V1)),
        (gshell("npx playwright test tests/e2e/filter.spec.ts --project=chromium --reporter=list", "Run the ticket filter e2e spec in Chromium"),
         gem_run("npx playwright test tests/e2e/filter.spec.ts --project=chromium --reporter=list", """
Running 5 tests using 3 workers

  ✓  1 [chromium] › filter.spec.ts:9:3 › ticket filter › shows all tickets by default (1.4s)
  ✓  2 [chromium] › filter.spec.ts:17:3 › ticket filter › filters by status=open (1.9s)
  ✘  3 [chromium] › filter.spec.ts:27:3 › ticket filter › filters by status=on-hold (6.1s)
  ✓  4 [chromium] › filter.spec.ts:41:3 › ticket filter › keeps the search term in the URL (2.2s)
  ✓  5 [chromium] › filter.spec.ts:52:3 › ticket filter › limits the list to 25 rows (2.6s)


  1) [chromium] › filter.spec.ts:27:3 › ticket filter › filters by status=on-hold ──────────────────

    Error: locator.selectOption: Test timeout of 5000ms exceeded.
    Call log:
      - waiting for getByTestId('status-select')
      -   locator resolved to <select id="status-select" data-testid="status-select">…</select>
      - attempting select option action
      -   waiting for element to be visible and enabled
      -   did not find some options
      - retrying select option action, attempt #1
      -   did not find some options
      - retrying select option action, attempt #2
      -   did not find some options

      27 |   test('filters by status=on-hold', async ({ page }) => {
      28 |     await page.goto('/tickets');
    > 29 |     await page.getByTestId('status-select').selectOption('on-hold');
         |                                             ^
      30 |     await expect(page).toHaveURL(/status=on-hold/);
      31 |     await expect(page.getByTestId('ticket-row')).toHaveCount(3);
      32 |   });

        at /home/dev/ticketdesk/tests/e2e/filter.spec.ts:29:45

    attachment #1: trace (application/zip) ─────────────────────────────────────────────────────────
    test-results/filter-ticket-filter-filters-by-status-on-hold-chromium/trace.zip
    Usage:

        npx playwright show-trace test-results/filter-ticket-filter-filters-by-status-on-hold-chromium/trace.zip

    ────────────────────────────────────────────────────────────────────────────────────────────────

  1 failed
    [chromium] › filter.spec.ts:27:3 › ticket filter › filters by status=on-hold ───────────────────
  4 passed (9.8s)""", 1, 51873)),
        (call("search_file_content", pattern="on-hold|onHold|ON_HOLD", path=root, include="{src,tests}/**/*.{ts,vue}"),
         """Found 4 matches for pattern "on-hold|onHold|ON_HOLD" in path "/home/dev/ticketdesk" (filter: "{src,tests}/**/*.{ts,vue}"):
---
File: src/api/tickets.ts
L4: export type TicketStatus = 'open' | 'pending' | 'on-hold' | 'closed';
---
File: tests/e2e/filter.spec.ts
L27:   test('filters by status=on-hold', async ({ page }) => {
L29:     await page.getByTestId('status-select').selectOption('on-hold');
L30:     await expect(page).toHaveURL(/status=on-hold/);
---"""),
        (gread(f, 0, 14), gread_out(FILTER_BAD, 0, 14)),
        (greplace(f, "  { value: 'pending', label: 'Pending' },\n  { value: 'closed', label: 'Closed' },",
                  "  { value: 'pending', label: 'Pending' },\n  { value: 'on-hold', label: 'On hold' },\n  { value: 'closed', label: 'Closed' },"),
         greplace_out(f)),
        (gshell("npx playwright test tests/e2e/filter.spec.ts --project=chromium --reporter=list", "Re-run the filter spec"),
         gem_run("npx playwright test tests/e2e/filter.spec.ts --project=chromium --reporter=list", """
Running 5 tests using 3 workers

  ✓  1 [chromium] › filter.spec.ts:9:3 › ticket filter › shows all tickets by default (1.3s)
  ✓  2 [chromium] › filter.spec.ts:17:3 › ticket filter › filters by status=open (1.8s)
  ✓  3 [chromium] › filter.spec.ts:27:3 › ticket filter › filters by status=on-hold (1.7s)
  ✓  4 [chromium] › filter.spec.ts:41:3 › ticket filter › keeps the search term in the URL (2.1s)
  ✓  5 [chromium] › filter.spec.ts:52:3 › ticket filter › limits the list to 25 rows (2.4s)

  5 passed (4.6s)""", 0, 52410)),
        (gshell("npx vue-tsc --noEmit -p tsconfig.app.json && echo typecheck ok", "Type-check the Vue app"),
         gem_run("npx vue-tsc --noEmit -p tsconfig.app.json && echo typecheck ok", "typecheck ok", 0, 52688)),
        (gshell("git diff --stat", "Show the size of the change"),
         gem_run("git diff --stat", """ src/components/TicketFilter.vue | 1 +
 1 file changed, 1 insertion(+)""", 0, 52714)),
    ]
    rs.add("swe", "h57-swe-02", system("gemini", root, "Vue 3 + Vite help-desk front end, end-to-end tests with Playwright"), turns,
           bad=True, turn=5,
           kind="Re-reading TicketFilter.vue shows an 'on-hold' entry in statusOptions that turn 2's read lacked and turn 4's search did not find in the file, with no edit in between.")


# ---------------------------------------------------------------- 03 Express + jest/supertest, Claude Code (bad: suite count)

TAX_V1 = """'use strict';

const { toCents, fromCents } = require('./currency');

/**
 * Tax for one invoice line, in dollars, rounded to cents.
 * @param {{ unitPrice: number, quantity: number }} line
 * @param {number} rate e.g. 0.08875 for New York City
 * @returns {number}
 */
function lineTax(line, rate) {
  const cents = toCents(line.unitPrice) * line.quantity;
  return fromCents(Math.floor(cents * rate));
}

/**
 * Per-line taxes and their sum for a whole invoice.
 * @param {Array<{ unitPrice: number, quantity: number }>} lines
 * @param {number} rate
 */
function calculateTax(lines, rate) {
  const perLine = lines.map((line) => lineTax(line, rate));
  const total = perLine.reduce((acc, tax) => acc + toCents(tax), 0);
  return { perLine, total: fromCents(total) };
}

module.exports = { lineTax, calculateTax };"""

TAX_V2 = TAX_V1.replace("Math.floor(cents * rate)", "Math.round(cents * rate)")


def t03(rs: RowSet) -> None:
    root = "/home/user/invoice-api"
    f = f"{root}/src/lib/tax.js"
    turns = [
        (cc_call("Bash", command="npx jest --listTests | sed \"s#$PWD/##\" | sort", description="List jest test files"),
         """tests/lib/currency.test.js
tests/lib/tax.test.js
tests/middleware/auth.test.js
tests/middleware/validate.test.js
tests/routes/customers.test.js
tests/routes/health.test.js
tests/routes/invoices.test.js
tests/routes/payments.test.js
tests/services/mailer.test.js"""),
        (cc_call("Bash", command="npx jest tests/routes/invoices.test.js", description="Run the invoices route tests"),
         """FAIL tests/routes/invoices.test.js
  POST /api/invoices
    ✓ creates a draft invoice for an existing customer (61 ms)
    ✓ rejects an invoice without lines with 422 (14 ms)
    ✓ rejects a negative quantity with 422 (11 ms)
    ✕ rounds tax per line to the nearest cent (19 ms)
    ✓ uses the customer's tax region when none is given (16 ms)
  GET /api/invoices/:id
    ✓ returns the invoice with its lines (13 ms)
    ✓ returns 404 for an unknown id (8 ms)
    ✓ returns 403 for another tenant's invoice (10 ms)
  POST /api/invoices/:id/finalize
    ✓ assigns the next invoice number (22 ms)
    ✓ refuses to finalize twice (12 ms)
  DELETE /api/invoices/:id
    ✓ deletes a draft (9 ms)
    ✓ refuses to delete a finalized invoice (10 ms)

  ● POST /api/invoices › rounds tax per line to the nearest cent

    expect(received).toBe(expected) // Object.is equality

    Expected: 2.86
    Received: 2.84

      61 |       .expect(201);
      62 |
    > 63 |     expect(res.body.taxTotal).toBe(2.86);
         |                               ^
      64 |     expect(res.body.lines.map((l) => l.tax)).toEqual([1.15, 1.33, 0.38]);
      65 |   });
      66 |

      at Object.toBe (tests/routes/invoices.test.js:63:31)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 11 passed, 12 total
Snapshots:   0 total
Time:        1.874 s
Ran all test suites matching /tests\\/routes\\/invoices.test.js/i."""),
        (cc_call("Read", file_path=f), cc_read(TAX_V1)),
        (cc_call("Grep", pattern="calculateTax|lineTax", path=root, glob="!node_modules", output_mode="content", **{"-n": True}),
         """src/lib/tax.js:11:function lineTax(line, rate) {
src/lib/tax.js:21:function calculateTax(lines, rate) {
src/lib/tax.js:22:  const perLine = lines.map((line) => lineTax(line, rate));
src/lib/tax.js:27:module.exports = { lineTax, calculateTax };
src/routes/invoices.js:6:const { calculateTax } = require('../lib/tax');
src/routes/invoices.js:47:  const { perLine, total } = calculateTax(body.lines, rate);
tests/lib/tax.test.js:3:const { lineTax, calculateTax } = require('../../src/lib/tax');
tests/lib/tax.test.js:8:  test('lineTax of a whole-dollar line', () => {
tests/lib/tax.test.js:31:  test('calculateTax sums the rounded lines', () => {"""),
        (cc_call("Edit", file_path=f, old_string="  return fromCents(Math.floor(cents * rate));", new_string="  return fromCents(Math.round(cents * rate));"),
         cc_edit(f, TAX_V2, 8, 16)),
        (cc_call("Bash", command="npx jest tests/lib/tax.test.js tests/routes/invoices.test.js", description="Re-run tax and invoice tests"),
         """PASS tests/lib/tax.test.js
PASS tests/routes/invoices.test.js

Test Suites: 2 passed, 2 total
Tests:       19 passed, 19 total
Snapshots:   0 total
Time:        2.031 s
Ran all test suites matching /tests\\/lib\\/tax.test.js|tests\\/routes\\/invoices.test.js/i."""),
        (cc_call("Bash", command="npx eslint src/lib/tax.js && echo 'eslint: clean'", description="Lint the edited file"),
         "eslint: clean"),
        (cc_call("Bash", command="npx jest 2>&1 | tail -n 16", description="Run the whole jest suite"),
         """PASS tests/lib/currency.test.js
PASS tests/lib/tax.test.js
PASS tests/middleware/validate.test.js
PASS tests/routes/health.test.js
PASS tests/middleware/auth.test.js
PASS tests/services/mailer.test.js
PASS tests/routes/customers.test.js
PASS tests/routes/refunds.test.js
PASS tests/routes/payments.test.js
PASS tests/routes/invoices.test.js

Test Suites: 10 passed, 10 total
Tests:       81 passed, 81 total
Snapshots:   2 passed, 2 total
Time:        4.418 s, estimated 5 s"""),
        (cc_call("Bash", command="git diff", description="Show the diff"),
         """diff --git a/src/lib/tax.js b/src/lib/tax.js
index 4b1d0e7..a93f2c5 100644
--- a/src/lib/tax.js
+++ b/src/lib/tax.js
@@ -10,7 +10,7 @@
  */
 function lineTax(line, rate) {
   const cents = toCents(line.unitPrice) * line.quantity;
-  return fromCents(Math.floor(cents * rate));
+  return fromCents(Math.round(cents * rate));
 }

 /**"""),
        (cc_call("Bash", command="git commit -am 'Round per-line tax half-up instead of truncating' && git log --oneline -2", description="Commit the fix"),
         """[fix/tax-rounding 5d2e7a1] Round per-line tax half-up instead of truncating
 1 file changed, 1 insertion(+), 1 deletion(-)
5d2e7a1 (HEAD -> fix/tax-rounding) Round per-line tax half-up instead of truncating
c81f0b4 (origin/main, origin/HEAD, main) Add tenant check to GET /api/invoices/:id"""),
    ]
    rs.add("swe", "h57-swe-03", system("claude_code", root, "Express 4 invoicing API, tests with jest and supertest"), turns,
           bad=True, turn=8,
           kind="The full jest run reports 10 suites including tests/routes/refunds.test.js, but turn 1's --listTests listed only 9 test files and no test file was added since.")


# ---------------------------------------------------------------- 04 NestJS + jest, SWE-agent (clean)

ORDERS_V1 = """import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { CreateOrderDto } from './dto/create-order.dto';
import { ListOrdersQuery } from './dto/list-orders.query';
import { Order, OrderStatus } from './entities/order.entity';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order)
    private readonly orders: Repository<Order>,
  ) {}

  async create(dto: CreateOrderDto): Promise<Order> {
    const order = this.orders.create({
      customerId: dto.customerId,
      lines: dto.lines,
      status: OrderStatus.Pending,
    });
    return this.orders.save(order);
  }

  async findAll(query: ListOrdersQuery): Promise<Page<Order>> {
    const page = query.page ?? 1;
    const limit = Math.min(query.limit ?? 20, 100);
    const where: FindOptionsWhere<Order> = {};
    if (query.status) {
      where.status = query.status;
    }
    const [items, total] = await this.orders.findAndCount({
      where,
      order: { createdAt: 'DESC' },
      skip: page * limit,
      take: limit,
    });
    return { items, total, page, limit };
  }

  async findOne(id: string): Promise<Order> {
    const order = await this.orders.findOne({ where: { id }, relations: { lines: true } });
    if (!order) {
      throw new NotFoundException(`Order ${id} not found`);
    }
    return order;
  }

  async cancel(id: string): Promise<Order> {
    const order = await this.findOne(id);
    order.status = OrderStatus.Cancelled;
    return this.orders.save(order);
  }
}"""

ORDERS_V2 = ORDERS_V1.replace("      skip: page * limit,\n",
                              "      // page is 1-based in the public API; TypeORM's skip is an offset.\n      skip: (page - 1) * limit,\n")


def t04(rs: RowSet) -> None:
    root = "/nest-orders"
    f = f"{root}/src/orders/orders.service.ts"
    turns = [
        (call("find_file", file_name="orders.service.ts", dir="src"),
         swea(f"""Found 1 matches for "orders.service.ts" in {root}/src:
{f}""", "n/a", root)),
        (call("open", path="src/orders/orders.service.ts"),
         swea(swea_window(f, ORDERS_V1, 1, 100), f, root)),
        (call("bash", command="npx jest src/orders/orders.service.spec.ts 2>&1 | tail -n 40"),
         swea("""FAIL src/orders/orders.service.spec.ts
  OrdersService
    create
      ✓ saves a pending order for the customer (9 ms)
    findAll
      ✕ returns the first page without skipping rows (6 ms)
      ✕ skips (page - 1) * limit rows for page 3 (3 ms)
      ✓ caps limit at 100 (2 ms)
      ✓ filters by status when given (2 ms)
      ✓ orders by createdAt descending (2 ms)
    findOne
      ✓ returns the order with its lines (2 ms)
      ✓ throws NotFoundException for an unknown id (4 ms)
    cancel
      ✓ marks the order cancelled (2 ms)

  ● OrdersService › findAll › returns the first page without skipping rows

    expect(jest.fn()).toHaveBeenCalledWith(...expected)

    - Expected
    + Received

      Object {
        "order": Object {
          "createdAt": "DESC",
        },
    -   "skip": 0,
    +   "skip": 20,
        "take": 20,
        "where": Object {},
      },

    Number of calls: 1

      48 |     await service.findAll({});
      49 |
    > 50 |     expect(repo.findAndCount).toHaveBeenCalledWith({
         |                               ^
      51 |       where: {},
      52 |       order: { createdAt: 'DESC' },
      53 |       skip: 0,

      at Object.<anonymous> (orders/orders.service.spec.ts:50:31)

Test Suites: 1 failed, 1 total
Tests:       2 failed, 7 passed, 9 total
Snapshots:   0 total
Time:        3.207 s
Ran all test suites matching /src\\/orders\\/orders.service.spec.ts/i.""", f, root)),
        (call("search_file", search_term="skip"),
         swea(f"""Found 1 matches for "skip" in {f}:
Line 41:      skip: page * limit,
End of matches for "skip" in {f}""", f, root)),
        (call("edit", start_line=41, end_line=41,
              replacement_text="      // page is 1-based in the public API; TypeORM's skip is an offset.\n      skip: (page - 1) * limit,"),
         swea(swea_window(f, ORDERS_V2, 1, 100) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", f, root)),
        (call("bash", command="npx jest src/orders/orders.service.spec.ts 2>&1 | tail -n 8"),
         swea("""    cancel
      ✓ marks the order cancelled (2 ms)

Test Suites: 1 passed, 1 total
Tests:       9 passed, 9 total
Snapshots:   0 total
Time:        2.874 s, estimated 4 s
Ran all test suites matching /src\\/orders\\/orders.service.spec.ts/i.""", f, root)),
        (call("bash", command="npx jest src/orders --coverage --collectCoverageFrom='src/orders/*.ts' 2>&1 | tail -n 16"),
         swea("""-----------------------|---------|----------|---------|---------|-------------------
File                   | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
-----------------------|---------|----------|---------|---------|-------------------
All files              |   97.43 |     87.5 |   92.85 |   97.22 |
 orders.controller.ts  |   94.73 |      100 |   85.71 |   94.11 | 58
 orders.module.ts      |     100 |      100 |     100 |     100 |
 orders.service.ts     |     100 |    83.33 |     100 |     100 | 33-34
-----------------------|---------|----------|---------|---------|-------------------

Test Suites: 2 passed, 2 total
Tests:       15 passed, 15 total
Snapshots:   0 total
Time:        4.66 s
Ran all test suites matching /src\\/orders/i.""", f, root)),
        (call("bash", command="npx eslint src/orders --max-warnings=0 && echo lint-ok"),
         swea("lint-ok", f, root)),
        (call("bash", command="git status --short && git diff --stat"),
         swea(""" M src/orders/orders.service.ts
 src/orders/orders.service.ts | 3 ++-
 1 file changed, 2 insertions(+), 1 deletion(-)""", f, root)),
    ]
    rs.add("swe", "h57-swe-04", system("swe_agent", root, "NestJS 10 orders service with TypeORM, unit tests with jest"), turns)


# ---------------------------------------------------------------- 05 Rails + rspec, Aider (clean: fix, commit, /undo, fails again)

RSPEC_FAIL_05 = """
Randomized with seed {seed}
{dots}

Failures:

  1) Subscription#next_renewal_on for an annual plan renews on the same calendar date next year
     Failure/Error: expect(subscription.next_renewal_on).to eq(Date.new(2024, 3, 1))

       expected: Thu, 01 Mar 2024
            got: Thu, 29 Feb 2024

       (compared using ==)

       Diff:
       @@ -1 +1 @@
       -Thu, 01 Mar 2024
       +Thu, 29 Feb 2024

     # ./spec/models/subscription_spec.rb:24:in `block (4 levels) in <top (required)>'

  2) Subscription#next_renewal_on for a monthly plan started on Jan 31 renews on the last day of February
     Failure/Error: expect(subscription.next_renewal_on).to eq(Date.new(2024, 2, 29))

       expected: Thu, 29 Feb 2024
            got: Fri, 01 Mar 2024

       (compared using ==)

       Diff:
       @@ -1 +1 @@
       -Thu, 29 Feb 2024
       +Fri, 01 Mar 2024

     # ./spec/models/subscription_spec.rb:41:in `block (4 levels) in <top (required)>'

Finished in {secs} seconds (files took {load} seconds to load)
8 examples, 2 failures

Failed examples:

rspec ./spec/models/subscription_spec.rb:21 # Subscription#next_renewal_on for an annual plan renews on the same calendar date next year
rspec ./spec/models/subscription_spec.rb:38 # Subscription#next_renewal_on for a monthly plan started on Jan 31 renews on the last day of February

Randomized with seed {seed}
"""


def t05(rs: RowSet) -> None:
    root = "/home/kim/src/billbox"
    run = "/run bundle exec rspec spec/models/subscription_spec.rb"
    turns = [
        (aider("/add app/models/subscription.rb spec/models/subscription_spec.rb"),
         """Added app/models/subscription.rb to the chat
Added spec/models/subscription_spec.rb to the chat"""),
        (aider(run),
         RSPEC_FAIL_05.format(seed=28417, dots="..F...F.", secs="0.21473", load="2.31").strip("\n") + """

Add 1.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
Added 45 lines of output to the chat."""),
        (aider("Fix Subscription#next_renewal_on so annual and monthly plans renew on calendar dates (month-end clamping) instead of adding a fixed number of days. Keep the change minimal."),
         """`next_renewal_on` adds `365.days` / `30.days`, which drifts across leap years and short months. ActiveSupport's calendar durations (`1.year`, `1.month`) clamp to the end of the month, which is what both specs expect.

app/models/subscription.rb
```ruby
<<<<<<< SEARCH
  def next_renewal_on
    interval = annual? ? 365.days : 30.days
    (renewed_on || started_on) + interval
  end
=======
  def next_renewal_on
    interval = annual? ? 1.year : 1.month
    (renewed_on || started_on) + interval
  end
>>>>>>> REPLACE
```

Tokens: 6.2k sent, 171 received. Cost: $0.02 message, $0.02 session.
Applied edit to app/models/subscription.rb
Commit 7c1e4a2 fix: Use calendar durations for subscription renewal dates
You can use /undo to undo and discard each aider commit."""),
        (aider(run),
         """
Randomized with seed 50932
........

Finished in 0.19826 seconds (files took 2.27 seconds to load)
8 examples, 0 failures

Randomized with seed 50932

Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"""),
        (aider("/git log --oneline -4"),
         """7c1e4a2 (HEAD -> main) fix: Use calendar durations for subscription renewal dates
e91b0d3 Add pause/resume to subscriptions
2a6f8c4 Send dunning email on the third failed charge
b35d917 Upgrade to Rails 7.1.3"""),
        (aider("/undo"),
         """Removed: 7c1e4a2 fix: Use calendar durations for subscription renewal dates
Now at:  e91b0d3 Add pause/resume to subscriptions
You can use /undo to undo and discard each aider commit."""),
        (aider(run),
         RSPEC_FAIL_05.format(seed=7716, dots=".F....F.", secs="0.22904", load="2.29").strip("\n") + """

Add 1.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"""),
    ]
    rs.add("swe", "h57-swe-05", system("aider", root, "Rails 7.1 billing app, specs with RSpec, driven through aider in the terminal"), turns)


# ---------------------------------------------------------------- 06 Laravel + phpunit, Cline (bad: HEAD hash changes)

PDF_V1 = """<?php

namespace App\\Services;

use App\\Models\\Invoice;
use Barryvdh\\DomPDF\\Facade\\Pdf;
use Carbon\\CarbonImmutable;
use Illuminate\\Support\\Facades\\App;

class InvoicePdf
{
    public function __construct(
        private readonly string $disk = 'invoices',
    ) {}

    public function render(Invoice $invoice): string
    {
        $locale = $invoice->customer->locale ?? App::getLocale();

        $issued = CarbonImmutable::parse($invoice->issued_at)->locale('en');

        return Pdf::loadView('pdf.invoice', [
            'invoice' => $invoice,
            'issuedOn' => $issued->isoFormat('LL'),
            'dueOn' => $issued->addDays($invoice->terms_days)->isoFormat('LL'),
            'locale' => $locale,
        ])->setPaper('a4')->output();
    }

    public function filename(Invoice $invoice): string
    {
        return sprintf('%s-%s.pdf', $invoice->number, $invoice->issued_at->format('Ymd'));
    }
}"""

PDF_V2 = PDF_V1.replace("->locale('en');", "->locale($locale);")


def t06(rs: RowSet) -> None:
    c1 = "git branch --show-current && git log --oneline -5"
    c3 = "php artisan test --filter=InvoicePdfTest"
    c4 = "git show --stat HEAD"
    c7 = "php artisan test --parallel --processes=4"
    c8 = "git status --short && git diff --stat"
    p = "app/Services/InvoicePdf.php"
    turns = [
        (cline_cmd(c1), cline_cmd_out(c1, """fix/invoice-pdf-locale
9c41f3a (HEAD -> fix/invoice-pdf-locale) Pass customer locale to the invoice PDF view
2d7e05b (origin/main, main) Merge pull request #288 from acme-billing/chore/pint-1.15
f3b8a61 Run pint 1.15 on app/
77c0d2e Add terms_days to invoices
a51e9c8 Queue invoice emails on the mail-high connection""")),
        (cline_read(p), cline_read_out(p, PDF_V1)),
        (cline_cmd(c3), cline_cmd_out(c3, """
   FAIL  Tests\\Feature\\InvoicePdfTest
  ✓ it renders an a4 pdf                                                    0.41s
  ✓ it names the file after the number and issue date                       0.03s
  ⨯ it formats dates in the customer locale                                 0.08s
  ✓ it falls back to the app locale                                         0.05s
  ────────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\InvoicePdfTest > it formats dates in the customer locale
  Failed asserting that two strings are identical.
  -'12 mars 2024'
  +'March 12, 2024'

  at tests/Feature/InvoicePdfTest.php:52
     48▕         $invoice = Invoice::factory()
     49▕             ->for(Customer::factory()->state(['locale' => 'fr']))
     50▕             ->create(['issued_at' => '2024-03-12', 'terms_days' => 30]);
     51▕
  ➜  52▕         $this->assertSame('12 mars 2024', $this->viewData($invoice)['issuedOn']);
     53▕         $this->assertSame('11 avril 2024', $this->viewData($invoice)['dueOn']);
     54▕     }
     55▕
     56▕     public function test_it_falls_back_to_the_app_locale(): void


  Tests:    1 failed, 3 passed (9 assertions)
  Duration: 0.94s
""")),
        (cline_cmd(c4), cline_cmd_out(c4, """commit 9c14f3a6e0b27d4c58a1f09e3b6d2c7a8e41b5f0
Author: Dana Whitfield <dana.whitfield@acme-billing.io>
Date:   Tue Mar 12 16:48:03 2024 +0100

    Pass customer locale to the invoice PDF view

 app/Services/InvoicePdf.php       |  3 ++-
 tests/Feature/InvoicePdfTest.php  | 31 +++++++++++++++++++++++++++++++
 2 files changed, 33 insertions(+), 1 deletion(-)""")),
        (cline_replace(p, "        $issued = CarbonImmutable::parse($invoice->issued_at)->locale('en');",
                       "        $issued = CarbonImmutable::parse($invoice->issued_at)->locale($locale);"),
         cline_replace_out(p, PDF_V2)),
        (cline_cmd(c3), cline_cmd_out(c3, """
   PASS  Tests\\Feature\\InvoicePdfTest
  ✓ it renders an a4 pdf                                                    0.38s
  ✓ it names the file after the number and issue date                       0.03s
  ✓ it formats dates in the customer locale                                 0.06s
  ✓ it falls back to the app locale                                         0.04s

  Tests:    4 passed (10 assertions)
  Duration: 0.88s
""")),
        (cline_cmd(c7), cline_cmd_out(c7, """
  ParaTest v7.4.3 upon PHPUnit 10.5.17 by Sebastian Bergmann and contributors.

  Processes:     4
  Runtime:       PHP 8.3.4
  Configuration: /var/www/billing/phpunit.xml

  ...............................................................  63 / 118 ( 53%)
  .......................................................         118 / 118 (100%)

  Time: 00:06.412, Memory: 48.00 MB

  OK (118 tests, 341 assertions)
""")),
        (cline_cmd(c8), cline_cmd_out(c8, """ M app/Services/InvoicePdf.php
 app/Services/InvoicePdf.php | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""")),
    ]
    rs.add("swe", "h57-swe-06", system("cline", "/var/www/billing", "Laravel 11 billing app, tests with PHPUnit via php artisan test"), turns,
           bad=True, turn=4,
           kind="git show HEAD prints commit 9c14f3a…, but turn 1's log showed HEAD at 9c41f3a and nothing was committed or checked out in between.")


# ---------------------------------------------------------------- 07 Spring Boot + Maven, Codex CLI (bad: deleted file listed again)

CTRL_07 = """package com.acme.fxrates.web;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import com.acme.fxrates.dto.RateDto;
import com.acme.fxrates.mapper.RateMapper;
import com.acme.fxrates.mapper.LegacyRateMapper;
import com.acme.fxrates.service.RateService;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/v1/rates")
public class RateController {

    private final RateService rateService;
    private final RateMapper rateMapper;

    public RateController(RateService rateService, RateMapper rateMapper) {
        this.rateService = rateService;
        this.rateMapper = rateMapper;
    }

    @GetMapping("/{base}")
    public List<RateDto> latest(@PathVariable String base) {
        return rateService.latest(base).stream().map(rateMapper::toDto).toList();
    }

    @GetMapping("/{base}/{quote}")
    public ResponseEntity<RateDto> on(@PathVariable String base, @PathVariable String quote,"""


def t07(rs: RowSet) -> None:
    wd = "/workspace/fx-rates"
    pkg = "src/main/java/com/acme/fxrates"
    tpkg = "src/test/java/com/acme/fxrates"
    maven = """[INFO] Scanning for projects...
[INFO]
[INFO] ------------------------< com.acme:fx-rates >-------------------------
[INFO] Building fx-rates 2.4.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ fx-rates ---
[INFO] Copying 2 resources from src/main/resources to target/classes
[INFO]
[INFO] --- compiler:3.11.0:compile (default-compile) @ fx-rates ---
[INFO] Changes detected - recompiling the module! :dependency
[INFO] Compiling 23 source files with javac [debug release 17] to target/classes
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ fx-rates ---
[INFO] Copying 3 resources from src/test/resources to target/test-classes
[INFO]
[INFO] --- compiler:3.11.0:testCompile (default-testCompile) @ fx-rates ---
[INFO] Changes detected - recompiling the module! :dependency
[INFO] Compiling 9 source files with javac [debug release 17] to target/test-classes
[INFO]
[INFO] --- surefire:3.1.2:test (default-test) @ fx-rates ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.fxrates.mapper.RateMapperTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.118 s -- in com.acme.fxrates.mapper.RateMapperTest
[INFO] Running com.acme.fxrates.service.RateServiceTest
[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.412 s -- in com.acme.fxrates.service.RateServiceTest
[INFO] Running com.acme.fxrates.service.EcbFeedParserTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.087 s -- in com.acme.fxrates.service.EcbFeedParserTest
[INFO] Running com.acme.fxrates.web.RateControllerTest
10:17:36.204 [main] INFO  o.s.t.c.s.AnnotationConfigContextLoaderUtils -- Could not detect default configuration classes for test class [com.acme.fxrates.web.RateControllerTest]: RateControllerTest does not declare any static, non-private, non-final, nested classes annotated with @Configuration.
[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 3.961 s -- in com.acme.fxrates.web.RateControllerTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 40, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  15.284 s
[INFO] Finished at: 2024-05-21T10:17:41+02:00
[INFO] ------------------------------------------------------------------------"""
    turns = [
        (codex_sh(f"git status -sb && ls {pkg}/mapper {tpkg}/mapper", wd),
         codex_out(f"""## feature/drop-legacy-mapper...origin/feature/drop-legacy-mapper
{pkg}/mapper:
LegacyRateMapper.java
RateMapper.java
RateMapperConfig.java

{tpkg}/mapper:
LegacyRateMapperTest.java
RateMapperTest.java
""", 0, 0.1)),
        (codex_sh("rg -n 'LegacyRateMapper' src", wd),
         codex_out(f"""{pkg}/mapper/LegacyRateMapper.java:14:public class LegacyRateMapper {{
{pkg}/mapper/LegacyRateMapper.java:18:    public LegacyRateMapper(ZoneId zone) {{
{pkg}/web/RateController.java:9:import com.acme.fxrates.mapper.LegacyRateMapper;
{tpkg}/mapper/LegacyRateMapperTest.java:11:class LegacyRateMapperTest {{
{tpkg}/mapper/LegacyRateMapperTest.java:13:    private final LegacyRateMapper mapper = new LegacyRateMapper(ZoneId.of("UTC"));
""", 0, 0.0)),
        (codex_sh(f"sed -n '1,37p' {pkg}/web/RateController.java", wd),
         codex_out(CTRL_07 + "\n", 0, 0.0)),
        (codex_patch(f"""*** Begin Patch
*** Update File: {pkg}/web/RateController.java
@@
 import com.acme.fxrates.mapper.RateMapper;
-import com.acme.fxrates.mapper.LegacyRateMapper;
 import com.acme.fxrates.service.RateService;
*** End Patch""", wd),
         codex_out(f"Success. Updated the following files:\nM {pkg}/web/RateController.java\n", 0, 0.0)),
        (codex_sh(f"git rm -q {pkg}/mapper/LegacyRateMapper.java {tpkg}/mapper/LegacyRateMapperTest.java && git status --short", wd),
         codex_out(f"""D  {pkg}/mapper/LegacyRateMapper.java
 M {pkg}/web/RateController.java
D  {tpkg}/mapper/LegacyRateMapperTest.java
""", 0, 0.1)),
        (codex_sh("./mvnw -o test 2>&1 | tail -n 48", wd, 600000), codex_out(maven + "\n", 0, 17.9)),
        (codex_sh("rg -n 'LegacyRateMapper' src || echo 'no references left'", wd),
         codex_out("no references left\n", 0, 0.0)),
        (codex_sh("./mvnw -o -q spotless:check && echo 'spotless: clean'", wd, 300000),
         codex_out("spotless: clean\n", 0, 6.3)),
        (codex_sh(f"ls -l {pkg}/mapper {tpkg}/mapper", wd),
         codex_out(f"""{pkg}/mapper:
total 16
-rw-r--r-- 1 dev dev 4127 May 21 09:58 LegacyRateMapper.java
-rw-r--r-- 1 dev dev 2893 May 14 17:22 RateMapper.java
-rw-r--r-- 1 dev dev  761 Apr 30 11:05 RateMapperConfig.java

{tpkg}/mapper:
total 4
-rw-r--r-- 1 dev dev 3318 May 14 17:22 RateMapperTest.java
""", 0, 0.0)),
        (codex_sh("git commit -qam 'Remove unused LegacyRateMapper' && git show --stat --format='%h %s' HEAD", wd),
         codex_out(f"""b6e2d19 Remove unused LegacyRateMapper

 {pkg}/mapper/LegacyRateMapper.java     | 97 ----------------------------------------
 {pkg}/web/RateController.java          |  1 -
 {tpkg}/mapper/LegacyRateMapperTest.java | 46 -------------------
 3 files changed, 144 deletions(-)
""", 0, 0.1)),
        (codex_sh("git status -sb", wd),
         codex_out("## feature/drop-legacy-mapper...origin/feature/drop-legacy-mapper [ahead 1]\n", 0, 0.0)),
    ]
    rs.add("swe", "h57-swe-07", system("codex", wd, "Spring Boot 3.2 FX-rates service, tests with JUnit 5 through Maven"), turns,
           bad=True, turn=9,
           kind="ls lists LegacyRateMapper.java in the main mapper package again after turn 5 git-rm'd it (and turn 7 found no references), with nothing restoring it.")


# ---------------------------------------------------------------- 08 ASP.NET Core + dotnet test, OpenHands (clean: fix then rename)

LOAN_V1 = """using LibraryApi.Data;
using LibraryApi.Models;
using Microsoft.EntityFrameworkCore;

namespace LibraryApi.Services;

public sealed class LoanService(LibraryDbContext db, TimeProvider clock) : ILoanService
{
    public async Task<IReadOnlyList<Loan>> GetOverdue(CancellationToken ct = default)
    {
        var today = DateOnly.FromDateTime(clock.GetUtcNow().UtcDateTime);
        return await db.Loans
            .AsNoTracking()
            .Include(l => l.Book)
            .Include(l => l.Member)
            .Where(l => l.DueDate < today)
            .OrderBy(l => l.DueDate)
            .ToListAsync(ct);
    }

    public async Task<Loan> Checkout(int bookId, int memberId, CancellationToken ct = default)
    {
        var book = await db.Books.FindAsync([bookId], ct)
            ?? throw new KeyNotFoundException($"Book {bookId} not found");
        if (await db.Loans.AnyAsync(l => l.BookId == bookId && l.ReturnedAt == null, ct))
        {
            throw new InvalidOperationException($"Book {bookId} is already on loan");
        }

        var today = DateOnly.FromDateTime(clock.GetUtcNow().UtcDateTime);
        var loan = new Loan { BookId = book.Id, MemberId = memberId, LoanedOn = today, DueDate = today.AddDays(21) };
        db.Loans.Add(loan);
        await db.SaveChangesAsync(ct);
        return loan;
    }
}"""

LOAN_V2 = LOAN_V1.replace("            .Where(l => l.DueDate < today)", "            .Where(l => l.ReturnedAt == null && l.DueDate < today)")

DOTNET_HEAD = """  Determining projects to restore...
  All projects are up-to-date for restore.
  LibraryApi -> /workspace/LibraryApi/src/LibraryApi/bin/Debug/net8.0/LibraryApi.dll
  LibraryApi.Tests -> /workspace/LibraryApi/tests/LibraryApi.Tests/bin/Debug/net8.0/LibraryApi.Tests.dll
Test run for /workspace/LibraryApi/tests/LibraryApi.Tests/bin/Debug/net8.0/LibraryApi.Tests.dll (.NETCoreApp,Version=v8.0)
VSTest version 17.10.0 (x64)

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
"""


def t08(rs: RowSet) -> None:
    root = "/workspace/LibraryApi"
    f = f"{root}/src/LibraryApi/Services/LoanService.cs"
    grep = 'grep -rn "GetOverdue" src tests --include=*.cs'
    turns = [
        (bash(f"cd {root} && dotnet test --nologo 2>&1 | tail -n 25"),
         oh_bash(DOTNET_HEAD + """[xUnit.net 00:00:00.84]     LibraryApi.Tests.LoanServiceTests.GetOverdue_ExcludesReturnedLoans [FAIL]
  Failed LibraryApi.Tests.LoanServiceTests.GetOverdue_ExcludesReturnedLoans [38 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 2
Actual:   3
  Stack Trace:
     at LibraryApi.Tests.LoanServiceTests.GetOverdue_ExcludesReturnedLoans() in /workspace/LibraryApi/tests/LibraryApi.Tests/LoanServiceTests.cs:line 62
--- End of stack trace from previous location ---

Failed!  - Failed:     1, Passed:    46, Skipped:     0, Total:    47, Duration: 1 s - LibraryApi.Tests.dll (net8.0)""", root)),
        (editor("view", f), cat_n(f, LOAN_V1)),
        (editor("str_replace", f, old_str="            .Where(l => l.DueDate < today)", new_str="            .Where(l => l.ReturnedAt == null && l.DueDate < today)"),
         edited(f, "\n".join(lines_of(LOAN_V2)[11:20]), 12)),
        (bash("dotnet test --nologo 2>&1 | tail -n 3"),
         oh_bash("""A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:    47, Skipped:     0, Total:    47, Duration: 1 s - LibraryApi.Tests.dll (net8.0)""", root)),
        (bash(grep),
         oh_bash("""src/LibraryApi/Endpoints/LoanEndpoints.cs:21:        group.MapGet("/overdue", async (ILoanService loans, CancellationToken ct) => await loans.GetOverdue(ct));
src/LibraryApi/Services/ILoanService.cs:7:    Task<IReadOnlyList<Loan>> GetOverdue(CancellationToken ct = default);
src/LibraryApi/Services/LoanService.cs:9:    public async Task<IReadOnlyList<Loan>> GetOverdue(CancellationToken ct = default)
tests/LibraryApi.Tests/LoanServiceTests.cs:48:    public async Task GetOverdue_ExcludesReturnedLoans()
tests/LibraryApi.Tests/LoanServiceTests.cs:61:        var overdue = await _service.GetOverdue();
tests/LibraryApi.Tests/LoanServiceTests.cs:72:    public async Task GetOverdue_OrdersByDueDate()
tests/LibraryApi.Tests/LoanServiceTests.cs:84:        var overdue = await _service.GetOverdue();""", root)),
        (bash(f"sed -i 's/\\bGetOverdue\\b/GetOverdueAsync/g' $(grep -rl GetOverdue src tests --include=*.cs) && {grep}"),
         oh_bash("""src/LibraryApi/Endpoints/LoanEndpoints.cs:21:        group.MapGet("/overdue", async (ILoanService loans, CancellationToken ct) => await loans.GetOverdueAsync(ct));
src/LibraryApi/Services/ILoanService.cs:7:    Task<IReadOnlyList<Loan>> GetOverdueAsync(CancellationToken ct = default);
src/LibraryApi/Services/LoanService.cs:9:    public async Task<IReadOnlyList<Loan>> GetOverdueAsync(CancellationToken ct = default)
tests/LibraryApi.Tests/LoanServiceTests.cs:48:    public async Task GetOverdue_ExcludesReturnedLoans()
tests/LibraryApi.Tests/LoanServiceTests.cs:61:        var overdue = await _service.GetOverdueAsync();
tests/LibraryApi.Tests/LoanServiceTests.cs:72:    public async Task GetOverdue_OrdersByDueDate()
tests/LibraryApi.Tests/LoanServiceTests.cs:84:        var overdue = await _service.GetOverdueAsync();""", root)),
        (bash("dotnet build --nologo -warnaserror 2>&1 | tail -n 8"),
         oh_bash("""  LibraryApi -> /workspace/LibraryApi/src/LibraryApi/bin/Debug/net8.0/LibraryApi.dll
  LibraryApi.Tests -> /workspace/LibraryApi/tests/LibraryApi.Tests/bin/Debug/net8.0/LibraryApi.Tests.dll

Build succeeded.
    0 Warning(s)
    0 Error(s)

Time Elapsed 00:00:06.48""", root)),
        (bash("dotnet test --nologo --no-build --logger 'console;verbosity=normal' 2>&1 | grep -E 'GetOverdue|Total tests|Passed!|Failed!'"),
         oh_bash("""  Passed LibraryApi.Tests.LoanServiceTests.GetOverdue_ExcludesReturnedLoans [41 ms]
  Passed LibraryApi.Tests.LoanServiceTests.GetOverdue_OrdersByDueDate [3 ms]
Total tests: 47
Passed!  - Failed:     0, Passed:    47, Skipped:     0, Total:    47, Duration: 1 s - LibraryApi.Tests.dll (net8.0)""", root)),
    ]
    rs.add("swe", "h57-swe-08", system("openhands", root, "ASP.NET Core 8 minimal-API library service, xUnit tests with dotnet test"), turns)


# ---------------------------------------------------------------- 09 Kotlin + Gradle, Gemini CLI (clean: fix, git mv, cached build)

HAV_V1 = """package io.geokit

import kotlin.math.asin
import kotlin.math.cos
import kotlin.math.pow
import kotlin.math.sin
import kotlin.math.sqrt

/** Mean Earth radius (IUGG), in kilometres. */
const val EARTH_RADIUS_KM: Double = 6371.0088

/**
 * Great-circle distance between two points, in kilometres, by the haversine formula.
 */
fun haversineKm(a: GeoPoint, b: GeoPoint): Double {
    val dLat = Math.toRadians(b.lat - a.lat)
    val dLon = Math.toRadians(b.lon - a.lon)
    val h = sin(dLat / 2).pow(2) +
        cos(a.lat) * cos(b.lat) * sin(dLon / 2).pow(2)
    return 2 * EARTH_RADIUS_KM * asin(sqrt(h))
}

/** Distance in metres, rounded to the nearest metre. */
fun haversineMeters(a: GeoPoint, b: GeoPoint): Long = Math.round(haversineKm(a, b) * 1000)
"""


def t09(rs: RowSet) -> None:
    root = "/home/ana/code/geo-kit"
    d = f"{root}/src/main/kotlin/io/geokit"
    old, new = f"{d}/DistanceUtils.kt", f"{d}/Haversine.kt"
    gt = "./gradlew test --console=plain"
    turns = [
        (call("list_directory", path=d),
         f"""Directory listing for {d}:
[DIR] internal
BoundingBox.kt
DistanceUtils.kt
Geohash.kt
GeoPoint.kt"""),
        (gread(old), gread_out(HAV_V1)),
        (gshell(gt, "Run the unit tests"),
         gem_run(gt, """Calculating task graph as no cached configuration is available for tasks: test
> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE

> Task :test FAILED

HaversineTest > paris to london is about 343 km() FAILED
    org.opentest4j.AssertionFailedError at HaversineTest.kt:17

HaversineTest > antipodes are half the circumference apart() FAILED
    org.opentest4j.AssertionFailedError at HaversineTest.kt:31

23 tests completed, 2 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/ana/code/geo-kit/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 11s
4 actionable tasks: 4 executed
Configuration cache entry stored.""", 1, 118402)),
        (greplace(old, "        cos(a.lat) * cos(b.lat) * sin(dLon / 2).pow(2)",
                  "        cos(Math.toRadians(a.lat)) * cos(Math.toRadians(b.lat)) * sin(dLon / 2).pow(2)"),
         greplace_out(old)),
        (gshell(gt, "Re-run the unit tests"),
         gem_run(gt, """Reusing configuration cache.
> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 6s
4 actionable tasks: 3 executed, 1 up-to-date
Configuration cache entry reused.""", 0, 118977)),
        (gshell(f"git mv {old} {new} && git status --short", "Rename the file after the formula it implements"),
         gem_run(f"git mv {old} {new} && git status --short",
                 "RM src/main/kotlin/io/geokit/DistanceUtils.kt -> src/main/kotlin/io/geokit/Haversine.kt", 0, 119210)),
        (call("list_directory", path=d),
         f"""Directory listing for {d}:
[DIR] internal
BoundingBox.kt
Geohash.kt
GeoPoint.kt
Haversine.kt"""),
        (gread(old), f"File not found: {old}"),
        (gshell(gt, "Run the tests after the rename"),
         gem_run(gt, """Reusing configuration cache.
> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 7s
4 actionable tasks: 4 executed
Configuration cache entry reused.""", 0, 119388)),
        (gshell(gt, "Confirm the build is up to date"),
         gem_run(gt, """Reusing configuration cache.
> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test UP-TO-DATE

BUILD SUCCESSFUL in 812ms
4 actionable tasks: 1 executed, 3 up-to-date
Configuration cache entry reused.""", 0, 119541)),
    ]
    rs.add("swe", "h57-swe-09", system("gemini", root, "Kotlin/JVM geometry library built with Gradle 8.7, JUnit 5 tests"), turns)


# ---------------------------------------------------------------- 10 Flutter, Claude Code (bad: pubspec build number changes)

PUBSPEC_10 = """name: tipjar
description: "Split bills and tips between friends."
publish_to: 'none'

version: 2.3.1+41

environment:
  sdk: '>=3.3.0 <4.0.0'
  flutter: '>=3.19.0'

dependencies:
  flutter:
    sdk: flutter
  flutter_localizations:
    sdk: flutter
  intl: ^0.19.0
  provider: ^6.1.2
  shared_preferences: ^2.2.3

dev_dependencies:
  flutter_test:
    sdk: flutter
  flutter_lints: ^3.0.2
  mocktail: ^1.0.3

flutter:
  uses-material-design: true
  generate: true"""

PRICE_V1 = """import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

/// A formatted money amount, e.g. on a bill line or the split summary.
class PriceTag extends StatelessWidget {
  const PriceTag({super.key, required this.amount, this.currency = 'EUR', this.style});

  final double amount;
  final String currency;
  final TextStyle? style;

  @override
  Widget build(BuildContext context) {
    final format = NumberFormat.simpleCurrency(name: currency);
    return Text(
      format.format(amount),
      style: style ?? Theme.of(context).textTheme.titleMedium,
      semanticsLabel: '$amount $currency',
    );
  }
}"""

PRICE_V2 = PRICE_V1.replace(
    "    final format = NumberFormat.simpleCurrency(name: currency);",
    "    final locale = Localizations.localeOf(context).toString();\n    final format = NumberFormat.simpleCurrency(locale: locale, name: currency);")


def t10(rs: RowSet) -> None:
    root = "/Users/sam/dev/tipjar"
    f = f"{root}/lib/widgets/price_tag.dart"
    turns = [
        (cc_call("Read", file_path=f"{root}/pubspec.yaml"), cc_read(PUBSPEC_10)),
        (cc_call("Bash", command="flutter test test/widgets/price_tag_test.dart", description="Run the PriceTag widget tests"),
         """00:02 +0: loading /Users/sam/dev/tipjar/test/widgets/price_tag_test.dart
00:03 +0: PriceTag shows two decimals for whole amounts
00:03 +1: PriceTag uses the locale's decimal separator
══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════════════════════════════════════
The following TestFailure was thrown running a test:
Expected: exactly one matching candidate
  Actual: _TextWidgetFinder:<Found 0 widgets with text "12,50 €": []>
   Which: means none were found but one was expected

When the exception was thrown, this was the stack:
#4      main.<anonymous closure>.<anonymous closure> (file:///Users/sam/dev/tipjar/test/widgets/price_tag_test.dart:29:7)
<asynchronous suspension>
#5      testWidgets.<anonymous closure>.<anonymous closure> (package:flutter_test/src/widget_tester.dart:168:15)
<asynchronous suspension>
#6      TestWidgetsFlutterBinding._runTestBody (package:flutter_test/src/binding.dart:1013:5)
<asynchronous suspension>
<asynchronous suspension>
(elided one frame from package:stack_trace)

This was caught by the test expectation on the following line:
  file:///Users/sam/dev/tipjar/test/widgets/price_tag_test.dart line 29
The test description was:
  PriceTag uses the locale's decimal separator
════════════════════════════════════════════════════════════════════════════════════════════════════
00:03 +1 -1: PriceTag uses the locale's decimal separator [E]
  Test failed. See exception logs above.
  The test description was: PriceTag uses the locale's decimal separator

00:03 +1 -1: PriceTag rounds half-up to cents
00:03 +2 -1: Some tests failed."""),
        (cc_call("Read", file_path=f), cc_read(PRICE_V1)),
        (cc_call("Edit", file_path=f, old_string="    final format = NumberFormat.simpleCurrency(name: currency);",
                 new_string="    final locale = Localizations.localeOf(context).toString();\n    final format = NumberFormat.simpleCurrency(locale: locale, name: currency);"),
         cc_edit(f, PRICE_V2, 10, 20)),
        (cc_call("Bash", command="flutter test 2>&1 | tail -n 4", description="Run the full test suite"),
         """00:08 +37: SplitSummary rounds the remainder onto the first person
00:08 +38: SettingsPage persists the default tip percentage
00:09 +39: SettingsPage persists the default tip percentage
00:09 +39: All tests passed!"""),
        (cc_call("Bash", command="grep -nE '^(name|version):' pubspec.yaml && git status --short", description="Check app version and working tree"),
         """1:name: tipjar
5:version: 2.3.1+42
 M lib/widgets/price_tag.dart"""),
        (cc_call("Bash", command="git diff --stat", description="Summarise the change"),
         """ lib/widgets/price_tag.dart | 3 ++-
 1 file changed, 2 insertions(+), 1 deletion(-)"""),
    ]
    rs.add("swe", "h57-swe-10", system("claude_code", root, "Flutter 3.22 bill-splitting app, widget tests with flutter test"), turns,
           bad=True, turn=6,
           kind="grep prints pubspec.yaml's version as 2.3.1+42, but turn 1 read version: 2.3.1+41 and only lib/widgets/price_tag.dart was edited (git status lists nothing else).")


# ---------------------------------------------------------------- 11 Swift package, Codex CLI (clean: fix, then a new test raises the count)

CMP_11 = """import Foundation

extension SemVer: Comparable {
    public static func < (lhs: SemVer, rhs: SemVer) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        if lhs.minor != rhs.minor { return lhs.minor < rhs.minor }
        if lhs.patch != rhs.patch { return lhs.patch < rhs.patch }
        return comparePrerelease(lhs.prerelease, rhs.prerelease)
    }
}

/// SemVer 2.0.0 §11: a version without pre-release identifiers has higher precedence.
func comparePrerelease(_ lhs: [String], _ rhs: [String]) -> Bool {
    if lhs.isEmpty { return false }
    if rhs.isEmpty { return true }
    for (l, r) in zip(lhs, rhs) where l != r {
        return l < r
    }
    return lhs.count < rhs.count
}"""


def _swift_suite(stamp: str, lines: list[tuple[str, str, str]], failed: set[str], fail_msg: str, sem_n: int, secs: tuple[str, str, str]) -> str:
    out = ["Building for debugging...", "[4/7] Compiling SemVerKit Comparable.swift" if "build" in stamp else "[2/5] Compiling SemVerKitTests SemVerTests.swift",
           f"Build complete! ({secs[0]}s)"]
    t = stamp.split("|")[1]
    out.append(f"Test Suite 'All tests' started at 2024-06-03 {t}.118.")
    out.append(f"Test Suite 'SemVerKitPackageTests.xctest' started at 2024-06-03 {t}.119.")
    suite = None
    for s, name, dur in lines:
        if s != suite:
            if suite is not None:
                out.append(f"Test Suite '{suite}' passed at 2024-06-03 {t}.124.")
                out.append("\t Executed 7 tests, with 0 failures (0 unexpected) in 0.003 (0.004) seconds")
            suite = s
            out.append(f"Test Suite '{s}' started at 2024-06-03 {t}.12{'1' if s == 'ParserTests' else '4'}.")
        out.append(f"Test Case '-[SemVerKitTests.{s} {name}]' started.")
        if name in failed:
            out.append(fail_msg)
            out.append(f"Test Case '-[SemVerKitTests.{s} {name}]' failed ({dur} seconds).")
        else:
            out.append(f"Test Case '-[SemVerKitTests.{s} {name}]' passed ({dur} seconds).")
    nf = len(failed)
    word = "failure" if nf == 1 else "failures"
    st = "failed" if nf else "passed"
    total = 7 + sem_n
    out.append(f"Test Suite 'SemVerTests' {st} at 2024-06-03 {t}.131.")
    out.append(f"\t Executed {sem_n} tests, with {nf} {word} (0 unexpected) in 0.008 (0.009) seconds")
    out.append(f"Test Suite 'SemVerKitPackageTests.xctest' {st} at 2024-06-03 {t}.131.")
    out.append(f"\t Executed {total} tests, with {nf} {word} (0 unexpected) in {secs[1]} ({secs[2]}) seconds")
    out.append(f"Test Suite 'All tests' {st} at 2024-06-03 {t}.132.")
    out.append(f"\t Executed {total} tests, with {nf} {word} (0 unexpected) in {secs[1]} ({secs[2]}) seconds")
    return "\n".join(out) + "\n"


_PARSER = [("ParserTests", n, "0.001") for n in ["testParsesBuildMetadata", "testParsesCoreVersion", "testParsesPrerelease",
                                                 "testRejectsEmptyIdentifier", "testRejectsLeadingZeros", "testRejectsMissingPatch",
                                                 "testRoundTripsDescription"]]
_SEM = [("SemVerTests", n, "0.001") for n in ["testBuildMetadataIsIgnoredForPrecedence", "testBumpMajorResetsMinorAndPatch",
                                              "testBumpMinorResetsPatch", "testBumpPatch", "testCoreOrdering", "testEquality",
                                              "testHashingIgnoresBuildMetadata", "testPrereleaseBeforeRelease", "testPrereleaseOrdering",
                                              "testShorterPrereleaseFirst", "testSortedArray"]]


def t11(rs: RowSet) -> None:
    wd = "/Users/lee/src/SemVerKit"
    src = "Sources/SemVerKit/Comparable.swift"
    fail_msg = f"{wd}/Tests/SemVerKitTests/SemVerTests.swift:48: error: -[SemVerKitTests.SemVerTests testPrereleaseOrdering] : XCTAssertLessThan failed: (\"1.0.0-alpha.2\") is not less than (\"1.0.0-alpha.10\")"
    run1 = _swift_suite("build|09:14:52", _PARSER + _SEM, {"testPrereleaseOrdering"}, fail_msg, 11, ("4.12", "0.011", "0.014"))
    run2 = _swift_suite("build|09:17:05", _PARSER + _SEM, set(), "", 11, ("2.87", "0.010", "0.012"))
    sem3 = sorted(_SEM + [("SemVerTests", "testNumericIdentifiersSortBeforeAlphanumeric", "0.001")], key=lambda x: x[1])
    run3 = _swift_suite("tests|09:19:40", _PARSER + sem3, set(), "", 12, ("3.05", "0.011", "0.013"))
    turns = [
        (codex_sh("swift test 2>&1 | grep -E 'error|failed|Executed' ", wd, 300000),
         codex_out("\n".join(ln for ln in run1.split("\n") if ("error" in ln or "failed" in ln or "Executed" in ln)) + "\n", 0, 9.4)),
        (codex_sh(f"nl -ba {src}", wd), codex_out("\n".join(f"{i:6d}\t{x}" for i, x in enumerate(lines_of(CMP_11), 1)) + "\n", 0, 0.0)),
        (codex_patch(f"""*** Begin Patch
*** Update File: {src}
@@ func comparePrerelease(_ lhs: [String], _ rhs: [String]) -> Bool {{
     for (l, r) in zip(lhs, rhs) where l != r {{
-        return l < r
+        // §11.4: numeric identifiers compare numerically and sort before alphanumeric ones.
+        switch (Int(l), Int(r)) {{
+        case let (li?, ri?): return li < ri
+        case (.some, .none): return true
+        case (.none, .some): return false
+        case (.none, .none): return l < r
+        }}
     }}
*** End Patch""", wd),
         codex_out(f"Success. Updated the following files:\nM {src}\n", 0, 0.0)),
        (codex_sh("swift test 2>&1 | tail -n 4", wd, 300000),
         codex_out("\n".join(run2.rstrip("\n").split("\n")[-4:]) + "\n", 0, 7.8)),
        (codex_patch("""*** Begin Patch
*** Update File: Tests/SemVerKitTests/SemVerTests.swift
@@ final class SemVerTests: XCTestCase {
+    func testNumericIdentifiersSortBeforeAlphanumeric() throws {
+        XCTAssertLessThan(try SemVer("1.0.0-alpha.9"), try SemVer("1.0.0-alpha.beta"))
+        XCTAssertLessThan(try SemVer("1.0.0-rc.2"), try SemVer("1.0.0-rc.11"))
+    }
+
     func testPrereleaseOrdering() throws {
*** End Patch""", wd),
         codex_out("Success. Updated the following files:\nM Tests/SemVerKitTests/SemVerTests.swift\n", 0, 0.0)),
        (codex_sh("swift test --filter SemVerTests 2>&1 | grep -E 'Numeric|Executed'", wd, 300000),
         codex_out("""Test Case '-[SemVerKitTests.SemVerTests testNumericIdentifiersSortBeforeAlphanumeric]' started.
Test Case '-[SemVerKitTests.SemVerTests testNumericIdentifiersSortBeforeAlphanumeric]' passed (0.001 seconds).
\t Executed 12 tests, with 0 failures (0 unexpected) in 0.008 (0.009) seconds
\t Executed 12 tests, with 0 failures (0 unexpected) in 0.008 (0.010) seconds
\t Executed 12 tests, with 0 failures (0 unexpected) in 0.008 (0.010) seconds
""", 0, 6.1)),
        (codex_sh("swift test 2>&1 | grep -E 'Build complete|All tests|Executed' | tail -n 4 && git status --short", wd, 300000),
         codex_out("\n".join([x for x in run3.split("\n") if ("Build complete" in x or "All tests" in x or "Executed" in x)][-4:]) + f"\n M {src}\n M Tests/SemVerKitTests/SemVerTests.swift\n", 0, 8.2)),
    ]
    rs.add("swe", "h57-swe-11", system("codex", wd, "Swift 5.10 package SemVerKit, XCTest suites run with swift test"), turns)


# ---------------------------------------------------------------- 12 Elixir Phoenix + mix test, Cline (clean: new migration, seeds change)

ATT_V1 = """defmodule Rsvp.Events.Attendee do
  use Ecto.Schema
  import Ecto.Changeset

  schema "attendees" do
    field :name, :string
    field :email, :string
    field :plus_ones, :integer, default: 0
    field :checked_in_at, :utc_datetime

    belongs_to :event, Rsvp.Events.Event

    timestamps(type: :utc_datetime)
  end

  @doc false
  def changeset(attendee, attrs) do
    attendee
    |> cast(attrs, [:name, :email, :plus_ones, :event_id])
    |> validate_required([:name, :email, :event_id])
    |> update_change(:email, &String.downcase/1)
    |> validate_format(:email, ~r/^[^\\s@]+@[^\\s@]+$/)
    |> validate_number(:plus_ones, greater_than_or_equal_to: 0, less_than_or_equal_to: 3)
    |> assoc_constraint(:event)
  end
end"""

ATT_V2 = ATT_V1.replace("    |> assoc_constraint(:event)\n",
                        "    |> assoc_constraint(:event)\n    |> unique_constraint([:event_id, :email], error_key: :email, message: \"is already registered for this event\")\n")

MIG_12 = """defmodule Rsvp.Repo.Migrations.AddUniqueEmailToAttendees do
  use Ecto.Migration

  def change do
    create unique_index(:attendees, [:event_id, :email])
  end
end"""


def t12(rs: RowSet) -> None:
    mig = "priv/repo/migrations/20240611093215_add_unique_email_to_attendees.exs"
    att = "lib/rsvp/events/attendee.ex"
    c1 = "mix test test/rsvp/events_test.exs"
    c2 = "mix ecto.gen.migration add_unique_email_to_attendees"
    c6 = "MIX_ENV=test mix ecto.migrate"
    c8 = "MIX_ENV=test mix ecto.migrations"
    c9 = "mix test"
    turns = [
        (cline_cmd(c1), cline_cmd_out(c1, """Compiling 1 file (.ex)
Running ExUnit with seed: 482913, max_cases: 16

......

  1) test register_attendee/2 rejects a second registration with the same email (Rsvp.EventsTest)
     test/rsvp/events_test.exs:58
     match (=) failed
     code:  assert {:error, %Ecto.Changeset{} = changeset} =
              Events.register_attendee(event, %{name: "Bo", email: "BO@example.com"})
     left:  {:error, %Ecto.Changeset{} = changeset}
     right: {:ok, %Rsvp.Events.Attendee{__meta__: #Ecto.Schema.Metadata<:loaded, "attendees">, id: 412, name: "Bo", email: "bo@example.com", plus_ones: 0, checked_in_at: nil, event_id: 203, event: #Ecto.Association.NotLoaded<association :event is not loaded>, inserted_at: ~U[2024-06-11 09:31:48Z], updated_at: ~U[2024-06-11 09:31:48Z]}}
     stacktrace:
       test/rsvp/events_test.exs:62: (test)

..
Finished in 0.4 seconds (0.1s async, 0.3s sync)
9 tests, 1 failure

Randomized with seed 482913""")),
        (cline_cmd(c2), cline_cmd_out(c2, f"* creating {mig}")),
        (f"<write_to_file>\n<path>{mig}</path>\n<content>\n{MIG_12}\n</content>\n</write_to_file>",
         f"[write_to_file for '{mig}'] Result:\nThe content was successfully saved to {mig}.\n\nHere is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{mig}\">\n{MIG_12}\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference."),
        (cline_read(att), cline_read_out(att, ATT_V1)),
        (cline_replace(att, "    |> assoc_constraint(:event)",
                       "    |> assoc_constraint(:event)\n    |> unique_constraint([:event_id, :email], error_key: :email, message: \"is already registered for this event\")"),
         cline_replace_out(att, ATT_V2)),
        (cline_cmd(c6), cline_cmd_out(c6, """Compiling 1 file (.ex)

09:33:02.481 [info] == Running 20240611093215 Rsvp.Repo.Migrations.AddUniqueEmailToAttendees.change/0 forward

09:33:02.483 [info] create index attendees_event_id_email_index

09:33:02.490 [info] == Migrated 20240611093215 in 0.0s""")),
        (cline_cmd(c1), cline_cmd_out(c1, """Running ExUnit with seed: 71604, max_cases: 16

.........
Finished in 0.3 seconds (0.1s async, 0.2s sync)
9 tests, 0 failures

Randomized with seed 71604""")),
        (cline_cmd(c8), cline_cmd_out(c8, """
Repo: Rsvp.Repo

  Status    Migration ID    Migration Name
--------------------------------------------------
  up        20240502141107  create_events
  up        20240502141512  create_attendees
  up        20240520083040  add_capacity_to_events
  up        20240611093215  add_unique_email_to_attendees
""")),
        (cline_cmd(c9), cline_cmd_out(c9, """Running ExUnit with seed: 915227, max_cases: 16

...............................................
Finished in 1.2 seconds (0.6s async, 0.6s sync)
47 tests, 0 failures

Randomized with seed 915227""")),
    ]
    rs.add("swe", "h57-swe-12", system("cline", "/home/ines/work/rsvp", "Phoenix 1.7 event-RSVP app (Elixir 1.16, Ecto/Postgres), tests with mix test"), turns)


# ---------------------------------------------------------------- 13 Gleam + wisp, OpenHands (bad: created file missing from ls)

WEB_V1 = """import bookmarks/store.{type Store}
import wisp

pub type Context {
  Context(store: Store, static_directory: String)
}

pub fn middleware(
  req: wisp.Request,
  ctx: Context,
  handle_request: fn(wisp.Request) -> wisp.Response,
) -> wisp.Response {
  let req = wisp.method_override(req)
  use <- wisp.log_request(req)
  use <- wisp.rescue_crashes
  use req <- wisp.handle_head(req)
  use <- wisp.serve_static(req, under: "/static", from: ctx.static_directory)
  handle_request(req)
}"""

WEB_V2 = WEB_V1.replace("import bookmarks/store.{type Store}\n", "import bookmarks/cors\nimport bookmarks/store.{type Store}\n")
WEB_V3 = WEB_V2.replace("  use <- wisp.rescue_crashes\n", "  use <- wisp.rescue_crashes\n  use <- cors.handle(req)\n")

CORS_13 = """import gleam/http
import gleam/http/request
import gleam/list
import wisp.{type Request, type Response}

const allowed_origins = ["http://localhost:5173", "https://bookmarks.example.org"]

/// Answers CORS preflight requests and adds Access-Control headers for allowed origins.
pub fn handle(req: Request, next: fn() -> Response) -> Response {
  case request.get_header(req, "origin") {
    Ok(origin) ->
      case list.contains(allowed_origins, origin) {
        True -> {
          let resp = case req.method {
            http.Options -> wisp.response(204)
            _ -> next()
          }
          resp
          |> wisp.set_header("access-control-allow-origin", origin)
          |> wisp.set_header("access-control-allow-methods", "GET, POST, DELETE, OPTIONS")
          |> wisp.set_header("access-control-allow-headers", "content-type")
          |> wisp.set_header("vary", "origin")
        }
        False -> next()
      }
    Error(Nil) -> next()
  }
}"""


def t13(rs: RowSet) -> None:
    root = "/workspace/bookmarks"
    web = f"{root}/src/bookmarks/web.gleam"
    cors = f"{root}/src/bookmarks/cors.gleam"
    turns = [
        (bash(f"cd {root} && ls src src/bookmarks test && cat gleam.toml"),
         oh_bash("""src:
bookmarks  bookmarks.gleam

src/bookmarks:
router.gleam  store.gleam  web.gleam

test:
bookmarks_test.gleam  router_test.gleam
name = "bookmarks"
version = "0.3.0"
target = "erlang"

[dependencies]
gleam_stdlib = ">= 0.38.0 and < 2.0.0"
gleam_http = ">= 3.6.0 and < 4.0.0"
gleam_erlang = ">= 0.25.0 and < 1.0.0"
mist = ">= 1.2.0 and < 2.0.0"
wisp = ">= 0.14.0 and < 1.0.0"
gleam_json = ">= 1.0.0 and < 2.0.0"

[dev-dependencies]
gleeunit = ">= 1.0.0 and < 2.0.0\"""", root)),
        (editor("view", web), cat_n(web, WEB_V1)),
        (editor("create", cors, file_text=CORS_13), f"File created successfully at: {cors}"),
        (editor("str_replace", web, old_str="import bookmarks/store.{type Store}\n", new_str="import bookmarks/cors\nimport bookmarks/store.{type Store}\n"),
         edited(web, "\n".join(lines_of(WEB_V2)[0:6]), 1)),
        (editor("str_replace", web, old_str="  use <- wisp.rescue_crashes\n", new_str="  use <- wisp.rescue_crashes\n  use <- cors.handle(req)\n"),
         edited(web, "\n".join(lines_of(WEB_V3)[11:20]), 12)),
        (bash("gleam build"),
         oh_bash("""  Compiling bookmarks
   Compiled in 0.91s""", root)),
        (bash("ls -la src/bookmarks"),
         oh_bash("""total 20
drwxr-xr-x 2 openhands openhands 4096 Jul  2 13:41 .
drwxr-xr-x 3 openhands openhands 4096 Jun 18 10:07 ..
-rw-r--r-- 1 openhands openhands 3412 Jun 27 16:20 router.gleam
-rw-r--r-- 1 openhands openhands 2196 Jun 18 10:07 store.gleam
-rw-r--r-- 1 openhands openhands  534 Jul  2 13:42 web.gleam""", root)),
        (bash("gleam test"),
         oh_bash("""  Compiling bookmarks
   Compiled in 1.06s
    Running bookmarks_test.main
..............
Finished in 0.043 seconds
14 tests, 0 failures""", root)),
        (bash("git status --short"),
         oh_bash(""" M src/bookmarks/web.gleam
?? src/bookmarks/cors.gleam""", root)),
    ]
    rs.add("swe", "h57-swe-13", system("openhands", root, "Gleam 1.2 bookmarks web service on wisp/mist, tests with gleeunit"), turns,
           bad=True, turn=7,
           kind="ls -la of src/bookmarks omits cors.gleam, which turn 3 created (and turn 6 compiled via the new import), with nothing deleting it.")


# ---------------------------------------------------------------- 14 Crystal + Kemal, SWE-agent (bad: file's line total changes)

RL_V1 = """require "kemal"
require "json"

module RateLimit
  # Fixed-window rate limiter keyed by client IP.
  class Handler < Kemal::Handler
    WINDOW_SECONDS = 60
    DEFAULT_LIMIT  = 120

    record Bucket, count : Int32, reset_at : Time

    getter limit : Int32
    @buckets = {} of String => Bucket
    @mutex = Mutex.new

    def initialize(@limit : Int32 = DEFAULT_LIMIT, @clock : -> Time = -> { Time.utc })
    end

    def call(env : HTTP::Server::Context)
      return call_next(env) if exempt?(env.request.path)

      key = client_key(env)
      bucket = hit(key)
      remaining = {limit - bucket.count, 0}.max

      env.response.headers["X-RateLimit-Limit"] = limit.to_s
      env.response.headers["X-RateLimit-Remaining"] = remaining.to_s
      env.response.headers["X-RateLimit-Reset"] = bucket.reset_at.to_unix.to_s

      if bucket.count > limit
        retry_after = (bucket.reset_at - @clock.call).total_seconds.to_i
        env.response.status_code = 429
        env.response.headers["Retry-After"] = retry_after.to_s
        env.response.content_type = "application/json"
        env.response.print({error: "rate_limited", retry_after: retry_after}.to_json)
        return
      end

      call_next(env)
    end

    private def hit(key : String) : Bucket
      @mutex.synchronize do
        now = @clock.call
        bucket = @buckets[key]?
        if bucket.nil? || now >= bucket.reset_at
          bucket = Bucket.new(0, now + WINDOW_SECONDS.seconds)
        end
        bucket = bucket.copy_with(count: bucket.count + 1)
        @buckets[key] = bucket
        bucket
      end
    end

    private def client_key(env) : String
      if forwarded = env.request.headers["X-Forwarded-For"]?
        forwarded.split(",").first.strip
      else
        env.request.remote_address.try(&.as?(Socket::IPAddress).try(&.address)) || "unknown"
      end
    end

    private def exempt?(path : String) : Bool
      path == "/healthz" || path.starts_with?("/metrics")
    end

    # Drops buckets whose window has ended; called from a periodic fiber.
    def sweep : Int32
      @mutex.synchronize do
        now = @clock.call
        before = @buckets.size
        @buckets.reject! { |_, b| now >= b.reset_at }
        before - @buckets.size
      end
    end
  end
end"""

RL_V2 = RL_V1.replace("        retry_after = (bucket.reset_at - @clock.call).total_seconds.to_i\n",
                      "        # Round up: a client told \"0\" would retry immediately and be refused again.\n        retry_after = {(bucket.reset_at - @clock.call).total_seconds.ceil.to_i, 1}.max\n")


def t14(rs: RowSet) -> None:
    root = "/kemal-ratelimit"
    f = f"{root}/src/handlers/rate_limit.cr"
    n = len(lines_of(RL_V1))
    rl = lines_of(RL_V1)
    # the same lines 38-77, but a total five lines longer than turn 2 showed
    bad_window = "\n".join([f"[File: {f} ({n + 5} lines total)]", "(37 more lines above)"]
                           + [f"{i}:{rl[i - 1]}" for i in range(38, n + 1)] + ["(5 more lines below)"])
    turns = [
        (call("find_file", file_name="rate_limit.cr"),
         swea(f"""Found 2 matches for "rate_limit.cr" in {root}:
{root}/src/handlers/rate_limit.cr
{root}/spec/handlers/rate_limit_spec.cr""", "n/a", root)),
        (call("open", path="src/handlers/rate_limit.cr"), swea(swea_window(f, RL_V1, 1, 40), f, root)),
        (call("goto", line_number=60), swea(bad_window, f, root)),
        (call("bash", command="crystal spec spec/handlers/rate_limit_spec.cr"),
         swea("""......F..

Failures:

  1) RateLimit::Handler over the limit sets Retry-After to the seconds left, rounded up
     Failure/Error: response.headers["Retry-After"].should eq("1")

       Expected: "1"
            got: "0"

     # spec/handlers/rate_limit_spec.cr:71

Finished in 38.42 milliseconds
9 examples, 1 failures, 0 errors, 0 pending

Failed examples:

crystal spec spec/handlers/rate_limit_spec.cr:64 # RateLimit::Handler over the limit sets Retry-After to the seconds left, rounded up""", f, root)),
        (call("search_file", search_term="retry_after"),
         swea(f"""Found 3 matches for "retry_after" in {f}:
Line 31:        retry_after = (bucket.reset_at - @clock.call).total_seconds.to_i
Line 33:        env.response.headers["Retry-After"] = retry_after.to_s
Line 35:        env.response.print({{error: "rate_limited", retry_after: retry_after}}.to_json)
End of matches for "retry_after" in {f}""", f, root)),
        (call("edit", start_line=31, end_line=31,
              replacement_text="        # Round up: a client told \"0\" would retry immediately and be refused again.\n        retry_after = {(bucket.reset_at - @clock.call).total_seconds.ceil.to_i, 1}.max"),
         swea(swea_window(f, RL_V2, 11, 40) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", f, root)),
        (call("bash", command="crystal spec spec/handlers/rate_limit_spec.cr"),
         swea(""".........

Finished in 36.97 milliseconds
9 examples, 0 failures, 0 errors, 0 pending""", f, root)),
        (call("bash", command="crystal tool format --check src spec && echo format-ok"), swea("format-ok", f, root)),
        (call("bash", command="crystal spec"),
         swea("""..................................

Finished in 212.6 milliseconds
34 examples, 0 failures, 0 errors, 0 pending""", f, root)),
        (call("bash", command="git diff --stat"),
         swea(""" src/handlers/rate_limit.cr | 3 ++-
 1 file changed, 2 insertions(+), 1 deletion(-)""", f, root)),
    ]
    assert n == 77, n
    rs.add("swe", "h57-swe-14", system("swe_agent", root, "Crystal 1.12 Kemal API with a rate-limit handler, specs with crystal spec"), turns,
           bad=True, turn=3,
           kind=f"goto 60 shows the same file as {n + 5} lines total, but turn 2's open showed {n} lines total and nothing was edited in between.")


# ---------------------------------------------------------------- 15 OCaml + dune expect tests, Gemini CLI (clean: new expect test, promote)

SLUG_15 = """(* Turn a page title into a URL slug: lowercase ASCII letters and digits separated by single dashes. *)

let is_alnum = function 'a' .. 'z' | '0' .. '9' -> true | _ -> false

let of_title title =
  let buf = Buffer.create (String.length title) in
  let pending_dash = ref false in
  String.iter
    (fun c ->
      let c = Char.lowercase_ascii c in
      if is_alnum c then begin
        if !pending_dash && Buffer.length buf > 0 then Buffer.add_char buf '-';
        pending_dash := false;
        Buffer.add_char buf c
      end
      else pending_dash := true)
    title;
  Buffer.contents buf

let max_length = 64

let truncate slug =
  if String.length slug <= max_length then slug
  else
    let cut = String.sub slug 0 max_length in
    match String.rindex_opt cut '-' with Some i when i > 0 -> String.sub cut 0 i | _ -> cut"""


def t15(rs: RowSet) -> None:
    root = "/home/olu/src/shortlinks"
    tf = f"{root}/test/test_slug.ml"
    turns = [
        (gread(f"{root}/lib/slug.ml"), gread_out(SLUG_15)),
        (greplace(tf, 'let%expect_test "truncates at a dash" =',
                  'let%expect_test "punctuation and digits" =\n  print_endline (Slug.of_title "Hello, World! (2024)");\n  [%expect {||}]\n\nlet%expect_test "truncates at a dash" ='),
         greplace_out(tf)),
        (gshell("dune test 2>&1", "Run the expect tests"),
         gem_run("dune test 2>&1", """File "test/test_slug.ml", line 19, characters 2-16:
 let%expect_test "punctuation and digits" =
   print_endline (Slug.of_title "Hello, World! (2024)");
-  [%expect {||}]
+  [%expect {| hello-world-2024 |}]

 let%expect_test "truncates at a dash" =
   let long = String.concat " " (List.init 20 (fun i -> Printf.sprintf "word%d" i)) in""", 1, 230117)),
        (gshell("dune promote", "Accept the new expect output"),
         gem_run("dune promote", "Promoting _build/default/test/test_slug.ml.corrected to test/test_slug.ml.", 0, 230342)),
        (gshell("dune test 2>&1; echo \"exit=$?\"", "Re-run the tests after promotion"),
         gem_run("dune test 2>&1; echo \"exit=$?\"", "exit=0", 0, 230366)),
        (gshell("git diff --stat && git diff test/test_slug.ml | grep '^+'", "Show what changed"),
         gem_run("git diff --stat && git diff test/test_slug.ml | grep '^+'", """ test/test_slug.ml | 4 ++++
 1 file changed, 4 insertions(+)
+++ b/test/test_slug.ml
+let%expect_test "punctuation and digits" =
+  print_endline (Slug.of_title "Hello, World! (2024)");
+  [%expect {| hello-world-2024 |}]
+""", 0, 230391)),
    ]
    rs.add("swe", "h57-swe-15", system("gemini", root, "OCaml 5.1 Dream URL shortener, ppx_expect tests run with dune"), turns)


# ---------------------------------------------------------------- 16 Nim + jester, Aider (clean: token table grows, /drop, /ls)

NIMBLE_HEAD_16 = """  Verifying dependencies for weatherbot@0.4.2
      Info:  Dependency on jester@>= 0.6.0 already satisfied
  Verifying dependencies for jester@0.6.0
      Info:  Dependency on httpbeast@>= 0.4.0 already satisfied
  Verifying dependencies for httpbeast@0.4.1
  Compiling /home/pat/code/weatherbot/tests/tparse (from package weatherbot) using c backend
[Suite] METAR parsing"""


def t16(rs: RowSet) -> None:
    root = "/home/pat/code/weatherbot"
    run = "/run nimble test"
    turns = [
        (aider("/add src/weatherbot/metar.nim"), "Added src/weatherbot/metar.nim to the chat"),
        (aider("/tokens"),
         """Approximate context window usage for claude-3-5-sonnet-20240620, in tokens:

$ 0.0057    1,894 system messages
$ 0.0011      352 repository map                 use --map-tokens to resize
$ 0.0043    1,421 src/weatherbot/metar.nim       /drop to remove
==================
$ 0.0110    3,667 tokens total
          196,333 tokens remaining in context window
          200,000 tokens max context window size"""),
        (aider(run),
         NIMBLE_HEAD_16 + """
  [OK] parses wind direction and speed
  [OK] parses variable wind
  /home/pat/code/weatherbot/tests/tparse.nim(27, 22): Check failed: w.gust == some(28)
    w.gust was none(int)
  [FAILED] parses gusts
  [OK] parses visibility in statute miles
  [OK] parses temperature and dew point below zero
  [OK] rejects a truncated wind group
       Error: execution of an external program failed: '/home/pat/code/weatherbot/tests/tparse'
       Tip: 4 messages have been suppressed, use --verbose to show them.
nimble.nim(229)          buildFromDir

    Error:  Build failed for the package: weatherbot

Add 0.4k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
Added 20 lines of output to the chat."""),
        (aider("parseWind drops the gust part of groups like 27015G28KT. Parse it into Wind.gust without changing the other cases."),
         """The gust is the number between `G` and the trailing `KT`. I'll read it when a `G` is present and keep `none(int)` otherwise.

src/weatherbot/metar.nim
```nim
<<<<<<< SEARCH
  let speed = parseInt(group[3..4])
  result = some(Wind(direction: dir, speed: speed, gust: none(int)))
=======
  let speed = parseInt(group[3..4])
  let gIdx = group.find('G')
  let gust = if gIdx > 0: some(parseInt(group[gIdx + 1 ..< group.len - 2])) else: none(int)
  result = some(Wind(direction: dir, speed: speed, gust: gust))
>>>>>>> REPLACE
```

Tokens: 4.9k sent, 187 received. Cost: $0.02 message, $0.02 session.
Applied edit to src/weatherbot/metar.nim
Commit 4b9e0c7 fix: Parse wind gusts in METAR wind groups
You can use /undo to undo and discard each aider commit."""),
        (aider(run),
         NIMBLE_HEAD_16 + """
  [OK] parses wind direction and speed
  [OK] parses variable wind
  [OK] parses gusts
  [OK] parses visibility in statute miles
  [OK] parses temperature and dew point below zero
  [OK] rejects a truncated wind group
   Success:  Execution finished
   Success:  All tests passed

Add 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"""),
        (aider("/add tests/tparse.nim"), "Added tests/tparse.nim to the chat"),
        (aider("/tokens"),
         """Approximate context window usage for claude-3-5-sonnet-20240620, in tokens:

$ 0.0057    1,894 system messages
$ 0.0069    2,310 chat history                   use /clear to clear
$ 0.0011      352 repository map                 use --map-tokens to resize
$ 0.0044    1,468 src/weatherbot/metar.nim       /drop to remove
$ 0.0027      906 tests/tparse.nim               /drop to remove
==================
$ 0.0208    6,930 tokens total
          193,070 tokens remaining in context window
          200,000 tokens max context window size"""),
        (aider("/drop src/weatherbot/metar.nim"), "Removed src/weatherbot/metar.nim from the chat"),
        (aider("/ls"),
         """Repo files not in the chat:

  .gitignore
  README.md
  src/weatherbot.nim
  src/weatherbot/metar.nim
  src/weatherbot/routes.nim
  tests/config.nims
  weatherbot.nimble

Files in chat:

  tests/tparse.nim"""),
    ]
    rs.add("swe", "h57-swe-16", system("aider", root, "Nim 2.0 weather bot on jester, unittest suites run with nimble test, driven through aider"), turns)


# ---------------------------------------------------------------- 17 Deno Fresh, Claude Code (bad: request log goes back in time)

NOTES_V1 = """import { Handlers } from "$fresh/server.ts";
import { ulid } from "$std/ulid/mod.ts";
import { kv } from "../../utils/kv.ts";

export interface Note {
  id: string;
  title: string;
  body: string;
  createdAt: string;
}

export const handler: Handlers = {
  async GET(_req) {
    const notes: Note[] = [];
    for await (const entry of kv.list<Note>({ prefix: ["notes"] }, { reverse: true })) {
      notes.push(entry.value);
    }
    return Response.json(notes);
  },

  async POST(req) {
    const { title, body } = await req.json();
    const note: Note = { id: ulid(), title, body: body ?? "", createdAt: new Date().toISOString() };
    await kv.set(["notes", note.id], note);
    return Response.json(note, { status: 201 });
  },
};"""

NOTES_V2 = NOTES_V1.replace(
    """    const { title, body } = await req.json();
""",
    """    const { title, body } = await req.json();
    if (typeof title !== "string" || title.trim() === "") {
      return Response.json({ error: "title is required" }, { status: 400 });
    }
""")


def t17(rs: RowSet) -> None:
    root = "/home/mia/proj/fresh-notes"
    f = f"{root}/routes/api/notes.ts"
    turns = [
        (cc_call("Bash", command="nohup deno task start > .fresh.log 2>&1 & echo $!", description="Start the Fresh dev server in the background"),
         "51872"),
        (cc_call("Bash", command="sleep 3; cat .fresh.log", description="Check the server came up"),
         """Task start deno run -A --watch=static/,routes/ dev.ts
Watcher Process started.
 🍋 Fresh ready
    Local: http://localhost:8000/"""),
        (cc_call("Bash", command="curl -s -X POST localhost:8000/api/notes -H 'content-type: application/json' -d '{\"title\":\"groceries\",\"body\":\"oat milk, lemons\"}'", description="Create a note"),
         '{"id":"01J2EXQ4T9K3V7M2ZP8C6RBD5N","title":"groceries","body":"oat milk, lemons","createdAt":"2024-07-09T14:21:07.412Z"}'),
        (cc_call("Bash", command="curl -s localhost:8000/api/notes | jq -c '.[] | {id, title, createdAt}'", description="List notes"),
         """{"id":"01J2EXQ4T9K3V7M2ZP8C6RBD5N","title":"groceries","createdAt":"2024-07-09T14:21:07.412Z"}
{"id":"01J2CB1M8W0QF5S4TTH2YJ9XKE","title":"dentist","createdAt":"2024-07-08T16:02:44.930Z"}
{"id":"01J29R6ZQ3NDGX1V0B7E5HCA2M","title":"reading list","createdAt":"2024-07-07T09:45:13.077Z"}"""),
        (cc_call("Read", file_path=f), cc_read(NOTES_V1)),
        (cc_call("Edit", file_path=f, old_string="    const { title, body } = await req.json();\n",
                 new_string="    const { title, body } = await req.json();\n    if (typeof title !== \"string\" || title.trim() === \"\") {\n      return Response.json({ error: \"title is required\" }, { status: 400 });\n    }\n"),
         cc_edit(f, NOTES_V2, 19, 31)),
        (cc_call("Bash", command="sleep 2; curl -si -X POST localhost:8000/api/notes -H 'content-type: application/json' -d '{\"title\":\"  \"}'", description="Check that an empty title is rejected"),
         """HTTP/1.1 400 Bad Request
content-type: application/json
vary: Accept-Encoding
content-length: 29
date: Tue, 09 Jul 2024 14:22:41 GMT

{"error":"title is required"}"""),
        (cc_call("Bash", command="tail -n 7 .fresh.log", description="Look at the server log"),
         """    Local: http://localhost:8000/
[2024-07-09T14:21:07.409Z] POST /api/notes 201 4ms
[2024-07-09T14:21:19.086Z] GET /api/notes 200 2ms
Watcher File change detected! Restarting!
 🍋 Fresh ready
    Local: http://localhost:8000/
[2024-07-09T14:19:58.301Z] POST /api/notes 400 1ms"""),
    ]
    rs.add("swe", "h57-swe-17", system("claude_code", root, "Deno 1.44 Fresh notes app backed by Deno KV, served by deno task start"), turns,
           bad=True, turn=8,
           kind="The server log stamps the rejected POST at 14:19:58, earlier than the 14:21 requests logged before it and than the 14:22:41 date header of that very response.")


# ---------------------------------------------------------------- 18 Haskell servant + hspec via cabal, Codex CLI (clean: stash and pop)

TODO_HS = """patchTodo :: Pool SqlBackend -> TodoId -> TodoPatch -> Handler Todo
patchTodo pool tid patch = do
  mTodo <- liftIO $ runSqlPool (get tid) pool
  let todo = fromJust mTodo
      todo' = todo { todoTitle = fromMaybe (todoTitle todo) (patchTitle patch)
                   , todoDone  = fromMaybe (todoDone todo) (patchDone patch)
                   }
  liftIO $ runSqlPool (replace tid todo') pool
  pure todo'"""


def _hspec(seed: int, ok: bool, secs: str) -> str:
    mark = "[✔]" if ok else "[✘]"
    out = f"""Api.Todo
  GET /todos
    lists todos newest first [✔]
    filters by done=true [✔]
  POST /todos
    creates a todo [✔]
    rejects an empty title with 400 [✔]
  PATCH /todos/:id
    marks a todo done [✔]
    renames a todo [✔]
    returns 404 for a missing todo {mark}
Todo.Model
  roundtrips through JSON [✔]
    +++ OK, passed 100 tests.
"""
    if not ok:
        out += """
Failures:

  test/Api/TodoSpec.hs:71:7:
  1) Api.Todo, PATCH /todos/:id, returns 404 for a missing todo
       status mismatch:
         expected: 404
         but got:  500
       body: Something went wrong

  To rerun use: --match "/Api.Todo/PATCH /todos/:id/returns 404 for a missing todo/"
"""
    out += f"""
Randomized with seed {seed}

Finished in {secs} seconds
8 examples, {0 if ok else 1} failure{'s' if ok else ''}
Test suite todo-servant-test: {'PASS' if ok else 'FAIL'}
Test suite logged to:
/home/raj/src/todo-servant/dist-newstyle/build/x86_64-linux/ghc-9.6.5/todo-servant-0.2.0/t/todo-servant-test/test/todo-servant-0.2.0-todo-servant-test.log
1 of 1 test suites (1 of 1 test cases) {'passed' if ok else 'failed'}.
"""
    if not ok:
        out += "Error: cabal: Tests failed for test:todo-servant-test from todo-servant-0.2.0.\n"
    return out


def t18(rs: RowSet) -> None:
    wd = "/home/raj/src/todo-servant"
    ct = "cabal test --test-show-details=direct 2>&1 | sed -n '/^Api.Todo/,$p'"
    nl = "\n".join(f"{i:6d}\t{x}" for i, x in enumerate(lines_of(TODO_HS), 48))
    turns = [
        (codex_sh("git status -sb && git log --oneline -3", wd),
         codex_out("""## feat/patch-todo...origin/feat/patch-todo
8d41c2e (HEAD -> feat/patch-todo, origin/feat/patch-todo) Add PATCH /todos/:id
51f07ab (origin/main, main) Add done filter to GET /todos
c3a9e26 Switch to persistent-sqlite 2.13
""", 0, 0.0)),
        (codex_sh(ct, wd, 600000), codex_out(_hspec(1470923551, False, "0.2184"), 1, 41.7)),
        (codex_sh("nl -ba src/Api/Todo.hs | sed -n '48,56p'", wd), codex_out(nl + "\n", 0, 0.0)),
        (codex_patch("""*** Begin Patch
*** Update File: src/Api/Todo.hs
@@ patchTodo pool tid patch = do
   mTodo <- liftIO $ runSqlPool (get tid) pool
-  let todo = fromJust mTodo
-      todo' = todo { todoTitle = fromMaybe (todoTitle todo) (patchTitle patch)
+  todo <- maybe (throwError err404 { errBody = "todo not found" }) pure mTodo
+  let todo' = todo { todoTitle = fromMaybe (todoTitle todo) (patchTitle patch)
                    , todoDone  = fromMaybe (todoDone todo) (patchDone patch)
                    }
*** End Patch""", wd),
         codex_out("Success. Updated the following files:\nM src/Api/Todo.hs\n", 0, 0.0)),
        (codex_sh(ct, wd, 600000), codex_out(_hspec(208815362, True, "0.2011"), 0, 23.5)),
        (codex_sh("git stash", wd),
         codex_out("Saved working directory and index state WIP on feat/patch-todo: 8d41c2e Add PATCH /todos/:id\n", 0, 0.1)),
        (codex_sh("git status --short; git stash list", wd),
         codex_out("stash@{0}: WIP on feat/patch-todo: 8d41c2e Add PATCH /todos/:id\n", 0, 0.0)),
        (codex_sh(ct, wd, 600000), codex_out(_hspec(930046117, False, "0.2237"), 1, 22.9)),
        (codex_sh("git stash pop", wd),
         codex_out("""On branch feat/patch-todo
Your branch is up to date with 'origin/feat/patch-todo'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/Api/Todo.hs

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (3f9ac7e0d5b14a62c8e7f1d29b03a6c45e8d7f21)
""", 0, 0.1)),
        (codex_sh(ct, wd, 600000), codex_out(_hspec(1755310480, True, "0.1986"), 0, 24.1)),
        (codex_sh("git commit -qam 'Return 404 from PATCH /todos/:id for a missing todo' && git log --oneline -3", wd),
         codex_out("""e27b0a4 (HEAD -> feat/patch-todo) Return 404 from PATCH /todos/:id for a missing todo
8d41c2e (origin/feat/patch-todo) Add PATCH /todos/:id
51f07ab (origin/main, main) Add done filter to GET /todos
""", 0, 0.1)),
        (codex_sh("git status -sb", wd),
         codex_out("## feat/patch-todo...origin/feat/patch-todo [ahead 1]\n", 0, 0.0)),
    ]
    rs.add("swe", "h57-swe-18", system("codex", wd, "Haskell servant todo API (GHC 9.6, persistent-sqlite), hspec suite run with cabal test"), turns)


# ---------------------------------------------------------------- 19 Clojure ring + kaocha, Cline (bad: renamed fn back under old name)

MONEY_V1 = """(ns ledger.money
  (:import (java.math BigDecimal RoundingMode)))

(defn parse-amount
  "Parses a decimal string like \\"12.50\\" into cents (long). Throws on bad input."
  [s]
  (-> (BigDecimal. (str s))
      (.setScale 2 RoundingMode/UNNECESSARY)
      (.movePointRight 2)
      (.longValueExact)))

(defn format-cents
  "Formats cents as a plain decimal string, e.g. 1250 -> \\"12.50\\"."
  [cents]
  (.toPlainString (.movePointLeft (BigDecimal/valueOf (long cents)) 2)))"""

HANDLERS_V1 = """(ns ledger.handlers
  (:require [ledger.db :as db]
            [ledger.money :as money]
            [ring.util.response :as resp]))

(defn list-entries [{:keys [query-params]}]
  (resp/response (db/entries {:account (get query-params "account")
                              :limit   (parse-long (get query-params "limit" "50"))})))

(defn create-entry [{:keys [body]}]
  (let [cents (money/parse-amount (:amount body))]
    (if (zero? cents)
      (resp/bad-request {:error "amount must not be zero"})
      (resp/created "/entries" (db/insert-entry! (assoc body :amount_cents cents))))))

(defn create-transfer [{:keys [body]}]
  (let [cents (money/parse-amount (:amount body))
        {:keys [from to]} body]
    (if (= from to)
      (resp/bad-request {:error "from and to must differ"})
      (resp/created "/transfers" (db/transfer! from to cents)))))"""

MTEST_V1 = """(ns ledger.money-test
  (:require [clojure.test :refer [deftest is testing]]
            [ledger.money :as money]))

(deftest amounts-test
  (testing "whole and fractional amounts"
    (is (= 1250 (money/parse-amount "12.50")))
    (is (= 1200 (money/parse-amount "12"))))
  (testing "rejects garbage"
    (is (thrown? NumberFormatException (money/parse-amount "12,5O")))))

(deftest format-cents-test
  (is (= "12.50" (money/format-cents 1250)))
  (is (= "-0.07" (money/format-cents -7))))"""

MONEY_V2 = MONEY_V1.replace("(defn parse-amount", "(defn parse-money")
HANDLERS_V2 = HANDLERS_V1.replace("money/parse-amount", "money/parse-money")
MTEST_V2 = MTEST_V1.replace("money/parse-amount", "money/parse-money")


def _cline_search(blocks: list[tuple[str, list[str]]]) -> str:
    n = sum(sum(1 for ln in lines if "parse-" in ln) for _, lines in blocks)
    out = [f"Found {n} results.", ""]
    for path, lines in blocks:
        out.append(path)
        out.append("│----")
        out += [f"│{ln}" for ln in lines]
        out.append("│----")
        out.append("")
    return "\n".join(out).rstrip("\n")


def t19(rs: RowSet) -> None:
    m, h, t = "src/ledger/money.clj", "src/ledger/handlers.clj", "test/ledger/money_test.clj"
    hv = lines_of(HANDLERS_V1)
    tv = lines_of(MTEST_V1)
    search1 = _cline_search([
        (h, hv[9:12] + ["----"] + hv[15:18]),
        (m, ["", "(defn parse-amount", '  "Parses a decimal string like \\"12.50\\" into cents (long). Throws on bad input."']),
        (t, tv[5:10]),
    ])
    hv2 = lines_of(HANDLERS_V2)
    search2 = _cline_search([
        (h, hv2[9:12] + ["----"] + hv2[15:18]),
        (m, ["", "(defn parse-amount", '  "Parses a decimal string like \\"12.50\\" into cents (long). Throws on bad input."']),
    ])
    c7, c8 = "clojure -M:test", "clj-kondo --lint src test"
    c9 = "git diff --stat"
    c10 = "git commit -qam 'Rename parse-amount to parse-money' && git log --oneline -2"
    c11 = "git show --stat --format='%h %an %ad' HEAD"
    c12 = "grep -rn 'parse-amount' src test || echo 'no matches'"
    turns = [
        ("<list_files>\n<path>src/ledger</path>\n<recursive>true</recursive>\n</list_files>",
         "[list_files for 'src/ledger'] Result:\napp.clj\nconfig.clj\ndb.clj\nhandlers.clj\nmoney.clj\nroutes.clj\nmiddleware/\nmiddleware/auth.clj\nmiddleware/json.clj"),
        ("<search_files>\n<path>.</path>\n<regex>parse-amount</regex>\n<file_pattern>*.clj</file_pattern>\n</search_files>",
         "[search_files for 'parse-amount' in '*.clj'] Result:\n" + search1),
        (cline_replace(m, "(defn parse-amount", "(defn parse-money"), cline_replace_out(m, MONEY_V2)),
        ("<replace_in_file>\n<path>" + h + "</path>\n<diff>\n------- SEARCH\n  (let [cents (money/parse-amount (:amount body))]\n    (if (zero? cents)\n=======\n  (let [cents (money/parse-money (:amount body))]\n    (if (zero? cents)\n+++++++ REPLACE\n\n------- SEARCH\n  (let [cents (money/parse-amount (:amount body))\n        {:keys [from to]} body]\n=======\n  (let [cents (money/parse-money (:amount body))\n        {:keys [from to]} body]\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
         cline_replace_out(h, HANDLERS_V2)),
        ("<search_files>\n<path>src</path>\n<regex>parse-(amount|money)</regex>\n<file_pattern>*.clj</file_pattern>\n</search_files>",
         "[search_files for 'parse-(amount|money)' in '*.clj'] Result:\n" + search2),
        (f"<replace_in_file>\n<path>{t}</path>\n<diff>\n------- SEARCH\n    (is (= 1250 (money/parse-amount \"12.50\")))\n    (is (= 1200 (money/parse-amount \"12\"))))\n  (testing \"rejects garbage\"\n    (is (thrown? NumberFormatException (money/parse-amount \"12,5O\")))))\n=======\n    (is (= 1250 (money/parse-money \"12.50\")))\n    (is (= 1200 (money/parse-money \"12\"))))\n  (testing \"rejects garbage\"\n    (is (thrown? NumberFormatException (money/parse-money \"12,5O\")))))\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
         cline_replace_out(t, MTEST_V2)),
        (cline_cmd(c7), cline_cmd_out(c7, """[(...)(..)(.....)(....)(......)]
5 tests, 20 assertions, 0 failures.""")),
        (cline_cmd(c8), cline_cmd_out(c8, "linting took 287ms, errors: 0, warnings: 0")),
        (cline_cmd(c9), cline_cmd_out(c9, """ src/ledger/handlers.clj    | 4 ++--
 src/ledger/money.clj       | 2 +-
 test/ledger/money_test.clj | 6 +++---
 3 files changed, 6 insertions(+), 6 deletions(-)""")),
        (cline_cmd(c10, True), cline_cmd_out(c10, """a4c19e7 (HEAD -> refactor/money-names) Rename parse-amount to parse-money
0b6f2d3 (origin/main, main) Reject zero-amount entries""")),
        (cline_cmd(c11), cline_cmd_out(c11, """a4c19e7 Eli Moreau Thu Aug 1 11:26:09 2024 +0200

 src/ledger/handlers.clj    | 4 ++--
 src/ledger/money.clj       | 2 +-
 test/ledger/money_test.clj | 6 +++---
 3 files changed, 6 insertions(+), 6 deletions(-)""")),
        (cline_cmd(c12), cline_cmd_out(c12, "no matches")),
    ]
    rs.add("swe", "h57-swe-19", system("cline", "/home/eli/src/ledger-api", "Clojure ring/reitit ledger API, tests with kaocha via clojure -M:test"), turns,
           bad=True, turn=5,
           kind="search_files shows src/ledger/money.clj still defining (defn parse-amount after turn 3 renamed it to parse-money, while the handlers show the new name.")


# ---------------------------------------------------------------- 20 Zig build, SWE-agent (bad: derived buffer size does not follow the edit)

ZCFG_V1 = """//! Compile-time limits for the CSV reader. Changing them changes the size of the row buffer.
const std = @import("std");

pub const delimiter: u8 = ',';
pub const quote: u8 = '"';

/// Most fields a single row may hold; longer rows fail with error.TooManyFields.
pub const max_fields: usize = 64;

/// Bytes reserved per field in the fixed row buffer before spilling to the heap.
pub const field_width: usize = 16;

/// Size of the fixed row buffer.
pub const row_buffer_size: usize = max_fields * field_width;

/// Longest physical line accepted, in bytes.
pub const max_line_length: usize = 64 * 1024;

pub fn dump(writer: anytype) !void {
    try writer.print("delimiter        '{c}'\\n", .{delimiter});
    try writer.print("quote            '{c}'\\n", .{quote});
    try writer.print("max_fields       {d}\\n", .{max_fields});
    try writer.print("field_width      {d}\\n", .{field_width});
    try writer.print("row_buffer_size  {d} bytes\\n", .{row_buffer_size});
    try writer.print("max_line_length  {d} bytes\\n", .{max_line_length});
}

test "row buffer is max_fields * field_width" {
    try std.testing.expectEqual(max_fields * field_width, row_buffer_size);
}"""

ZCFG_V2 = ZCFG_V1.replace("pub const max_fields: usize = 64;", "pub const max_fields: usize = 128;")


def t20(rs: RowSet) -> None:
    root = "/zig-csv"
    f = f"{root}/src/config.zig"
    turns = [
        (call("open", path="src/config.zig"), swea(swea_window(f, ZCFG_V1, 1, 100), f, root)),
        (call("bash", command="zig build run -- --dump-config"),
         swea("""csvtool 0.5.1 (zig 0.12.0, Debug)
delimiter        ','
quote            '"'
max_fields       64
field_width      16
row_buffer_size  1024 bytes
max_line_length  65536 bytes""", f, root)),
        (call("bash", command="zig build test --summary all 2>&1 | tail -n 16"),
         swea("""test
└─ run test 41/42 passed, 1 failed
error: 'reader.test.parses a 100-column export row' failed: error.TooManyFields
/zig-csv/src/reader.zig:88:21: 0x1043c1e in nextRow (test)
                return error.TooManyFields;
                    ^
/zig-csv/src/reader.zig:241:17: 0x1047a05 in test.parses a 100-column export row (test)
    const row = try r.nextRow() orelse return error.TestUnexpectedResult;
                ^
error: while executing test 'reader.test.parses a 100-column export row', the following test command failed:
/zig-csv/.zig-cache/o/5f0c2e81a9d4b7e3f61a0c28d9b4e715/test --listen=-
Build Summary: 2/4 steps succeeded; 1 failed; 41/42 tests passed; 1 failed
test transitive failure
└─ run test 41/42 passed, 1 failed
   └─ zig test Debug native success 2s MaxRSS:181M
      └─ options cached""", f, root)),
        (call("edit", start_line=8, end_line=8, replacement_text="pub const max_fields: usize = 128;"),
         swea(swea_window(f, ZCFG_V2, 1, 100) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", f, root)),
        (call("bash", command="zig build test --summary all 2>&1 | tail -n 6"),
         swea("""Build Summary: 4/4 steps succeeded; 42/42 tests passed
test success
└─ run test 42/42 passed 38ms MaxRSS:3M
   └─ zig test Debug native success 2s MaxRSS:183M
      └─ options cached""", f, root)),
        (call("bash", command="zig build run -- --dump-config"),
         swea("""csvtool 0.5.1 (zig 0.12.0, Debug)
delimiter        ','
quote            '"'
max_fields       128
field_width      16
row_buffer_size  1024 bytes
max_line_length  65536 bytes""", f, root)),
    ]
    rs.add("swe", "h57-swe-20", system("swe_agent", root, "Zig 0.12 CSV reader library and csvtool CLI, tests with zig build test"), turns,
           bad=True, turn=6,
           kind="After max_fields went from 64 to 128, --dump-config still prints row_buffer_size 1024 bytes, though config.zig defines it as max_fields * field_width (128 * 16 = 2048).")


# ---------------------------------------------------------------- 21 Elm + elm-test, OpenHands (clean: fix, elm-format reindents)

TIMER_V1 = """module Timer exposing (Phase(..), Timer, formatRemaining, init, tick)

{-| Pomodoro timer state. Durations are in seconds.
-}


type Phase
    = Work
    | ShortBreak
    | LongBreak


type alias Timer =
    { phase : Phase
    , remaining : Int
    , completed : Int
    }


init : Timer
init =
    { phase = Work, remaining = 25 * 60, completed = 0 }


tick : Timer -> Timer
tick timer =
    if timer.remaining > 1 then
        { timer | remaining = timer.remaining - 1 }

    else
        next timer


next : Timer -> Timer
next timer =
    case timer.phase of
        Work ->
            let
                done =
                    timer.completed + 1
            in
            if modBy 4 done == 0 then
                { phase = LongBreak, remaining = 15 * 60, completed = done }

            else
                { phase = ShortBreak, remaining = 5 * 60, completed = done }

        _ ->
            { timer | phase = Work, remaining = 25 * 60 }


formatRemaining : Int -> String
formatRemaining seconds =
    String.fromInt (seconds // 60) ++ ":" ++ String.fromInt (modBy 60 seconds)"""

_T21_OLD = "formatRemaining seconds =\n    String.fromInt (seconds // 60) ++ \":\" ++ String.fromInt (modBy 60 seconds)"
_T21_NEW = "formatRemaining seconds =\n  String.fromInt (seconds // 60)\n    ++ \":\"\n    ++ String.padLeft 2 '0' (String.fromInt (modBy 60 seconds))"
TIMER_V2 = TIMER_V1.replace(_T21_OLD, _T21_NEW)
TIMER_V3 = TIMER_V1.replace(_T21_OLD, "formatRemaining seconds =\n    String.fromInt (seconds // 60)\n        ++ \":\"\n        ++ String.padLeft 2 '0' (String.fromInt (modBy 60 seconds))")


def _elm_pass(n: int, seed: str, ms: int) -> str:
    return f"""elm-test 0.19.1-revision12
--------------------------

Running {n} tests. To reproduce these results, run: elm-test --fuzz 100 --seed {seed}


TEST RUN PASSED

Duration: {ms} ms
Passed:   {n}
Failed:   0"""


def t21(rs: RowSet) -> None:
    root = "/workspace/pomodoro-elm"
    f = f"{root}/src/Timer.elm"
    total = len(lines_of(TIMER_V1))
    turns = [
        (bash(f"cd {root} && npx elm-test 2>&1 | tail -n 24"),
         oh_bash("""elm-test 0.19.1-revision12
--------------------------

Running 23 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 183390548571337


↓ TimerTest
↓ formatRemaining
✗ pads single-digit seconds

    "4:5"
    ╷
    │ Expect.equal
    ╵
    "4:05"



TEST RUN FAILED

Duration: 412 ms
Passed:   22
Failed:   1""", root, 2)),
        (editor("view", f, view_range=[50, total]), cat_n(f, "\n".join(lines_of(TIMER_V1)[49:]), 50)),
        (editor("str_replace", f, old_str=_T21_OLD, new_str=_T21_NEW),
         edited(f, "\n".join(lines_of(TIMER_V2)[47:]), 48)),
        (bash("npx elm-test 2>&1 | tail -n 10"), oh_bash(_elm_pass(23, "308811402417602", 398), root)),
        (bash("npx elm-test tests/TimerTest.elm 2>&1 | tail -n 10"), oh_bash(_elm_pass(9, "77620913554108", 207), root)),
        (bash("npx elm-format src/Timer.elm --yes"), oh_bash("Processing file src/Timer.elm", root)),
        (editor("view", f, view_range=[50, total + 2]), cat_n(f, "\n".join(lines_of(TIMER_V3)[49:]), 50)),
        (bash("git diff --stat && npx elm make src/Main.elm --output=/dev/null"),
         oh_bash(""" src/Timer.elm | 4 +++-
 1 file changed, 3 insertions(+), 1 deletion(-)
Success! Compiled 3 modules.

    Main ───> /dev/null""", root)),
        (bash("npx elm-test 2>&1 | tail -n 4"),
         oh_bash("""
Duration: 405 ms
Passed:   23
Failed:   0""", root)),
    ]
    rs.add("swe", "h57-swe-21", system("openhands", root, "Elm 0.19.1 pomodoro timer single-page app, tests with elm-test"), turns)


# ---------------------------------------------------------------- 22 Hanami + rspec, Gemini CLI (bad: new branch reverts to main)

CREATE_22 = """# frozen_string_literal: true

module Catalog
  module Actions
    module Books
      class Create < Catalog::Action
        include Deps["repos.book_repo"]

        params do
          required(:book).hash do
            required(:title).filled(:string)
            required(:author).filled(:string)
            required(:isbn).filled(:string, format?: /\\A\\d{13}\\z/)
            optional(:published_on).maybe(:date)
          end
        end

        def handle(request, response)
          halt 422, {errors: request.params.errors}.to_json unless request.params.valid?

          attrs = request.params[:book]
          book = book_repo.create(attrs.merge(isbn: attrs[:isbn].delete("-")))
          response.status = 201
          response.format = :json
          response.body = book.to_h.to_json
        end
      end
    end
  end
end"""


def t22(rs: RowSet) -> None:
    root = "/home/tom/dev/bookshelf"
    f = f"{root}/slices/catalog/actions/books/create.rb"
    spec = "bundle exec rspec spec/slices/catalog/actions/books/create_spec.rb"
    c1 = "git checkout -b fix/isbn-hyphens && git status -sb"
    c4 = "git status -sb && git log --oneline --decorate -2"
    c8 = "git commit -qam 'Accept hyphenated ISBN-13 on book create' && git log --oneline --decorate -2"
    turns = [
        (gshell(c1, "Create a branch for the fix"),
         gem_run(c1, "Switched to a new branch 'fix/isbn-hyphens'\n## fix/isbn-hyphens", 0, 77104)),
        (gread(f), gread_out(CREATE_22)),
        (gshell(spec, "Run the create action spec"),
         gem_run(spec, """
Randomized with seed 40277

Catalog::Actions::Books::Create
  creates a book and returns 201
  returns 422 without a title
  accepts a hyphenated ISBN-13 (FAILED - 1)
  returns 422 for a 10-digit ISBN
  stores the ISBN without hyphens

Failures:

  1) Catalog::Actions::Books::Create accepts a hyphenated ISBN-13
     Failure/Error: expect(response.status).to eq(201)

       expected: 201
            got: 422

       (compared using ==)
     # ./spec/slices/catalog/actions/books/create_spec.rb:47:in `block (2 levels) in <top (required)>'

Finished in 0.0841 seconds (files took 1.38 seconds to load)
5 examples, 1 failure

Failed examples:

rspec ./spec/slices/catalog/actions/books/create_spec.rb:41 # Catalog::Actions::Books::Create accepts a hyphenated ISBN-13

Randomized with seed 40277""", 1, 77391)),
        (gshell(c4, "Check branch and recent history"),
         gem_run(c4, """## main...origin/main
6a1f0d2 (HEAD -> main, origin/main, origin/HEAD, fix/isbn-hyphens) Add book cover uploads
e3b9c47 Paginate the catalog index""", 0, 77520)),
        (greplace(f, "            required(:isbn).filled(:string, format?: /\\A\\d{13}\\z/)",
                  "            required(:isbn).filled(:string, format?: /\\A(?:\\d-?){12}\\d\\z/)"),
         greplace_out(f)),
        (gshell(spec, "Re-run the create action spec"),
         gem_run(spec, """
Randomized with seed 8813

Catalog::Actions::Books::Create
  returns 422 for a 10-digit ISBN
  stores the ISBN without hyphens
  creates a book and returns 201
  accepts a hyphenated ISBN-13
  returns 422 without a title

Finished in 0.0796 seconds (files took 1.35 seconds to load)
5 examples, 0 failures

Randomized with seed 8813""", 0, 77644)),
        (gshell("bundle exec rspec --format progress", "Run the whole suite"),
         gem_run("bundle exec rspec --format progress", """
Randomized with seed 21590
................................................................................................................

Finished in 1.92 seconds (files took 1.41 seconds to load)
112 examples, 0 failures

Randomized with seed 21590""", 0, 77802)),
        (gshell(c8, "Commit the fix"),
         gem_run(c8, """0c7d3e9 (HEAD -> fix/isbn-hyphens) Accept hyphenated ISBN-13 on book create
6a1f0d2 (origin/main, origin/HEAD, main) Add book cover uploads""", 0, 77950)),
        (gshell("git status -sb", "Confirm a clean tree"),
         gem_run("git status -sb", "## fix/isbn-hyphens", 0, 77981)),
    ]
    rs.add("swe", "h57-swe-22", system("gemini", root, "Hanami 2.1 bookshelf app with a catalog slice, specs with RSpec"), turns,
           bad=True, turn=4,
           kind="git status reports branch main with HEAD -> main, but turn 1 had just switched to the new branch fix/isbn-hyphens and no checkout happened since.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
