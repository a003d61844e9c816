# ruff: noqa: E501
"""Held-out set h63, domain swe: 22 coding-agent sandbox trajectories (11 clean, 11 with one contradiction).

Each trajectory follows one agent harness (OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline,
Codex CLI) on a web application or library repository. Observations are the tools' outputs as the
harness prints them. Clean trajectories are full of legitimate changes (edits that shift line numbers,
renames, deletions, new tests raising counts, clocks and durations moving); the others hold exactly one
detail that contradicts an earlier observation with no action in between that could change it.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    INT, S, A, B, RowSet, bash, call, cat_n, edited, editor, gem_run, gshell, oh_bash, pj, tool,
)


def t(s: str) -> str:
    """Dedent a triple-quoted block and drop the surrounding blank lines."""
    return textwrap.dedent(s).strip("\n")


BASE = t("""
    # Role and Objective

    ## Task Definition

    You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

    The agent is {harness}, working in the repository at {root}.

    ## Core Responsibilities

    1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
    2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
    3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
    4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

    # Environment Management

    The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Values established in prior turns (file paths, content, commit hashes, test counts, etc.) must be reused accurately; do not fabricate or alter previously established information. If a file was just created, subsequent reads return its content; if it was deleted, subsequent access returns the appropriate error. State transitions must be deterministic and traceable.

    # Key Principles

    - **Format**: Match the real tool's output format exactly (data structure type, indentation, alignment and spacing, line breaks and field ordering, special markers).
    - **Factuality**: Correct parameter handling and return types; no fabricated paths or system information.
    - **Consistency**: Correctly reference resources from previous turns; respect create → modify → delete; no contradictions with historical information.
    - **Realism**: Reasonable numerical values (file sizes, timestamps, PIDs, durations), tool-specific behaviour, temporal plausibility.
    - **Quality**: No unreasonable truncation or omission; balanced verbosity.

    # Input Definitions & Action Space

    You can simulate the following tools:

    {tool_definitions}

    # Predicted Observation Requirements

    1. **Format Adherence**: Match the expected output format for each tool type.
    2. **State Consistency**: Ensure outputs are consistent with the current environment state.
    3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

    Reply with the tool's output only, after **Environment Observation:**.
""")


def system(harness: str, root: str, tools: list[dict]) -> str:
    return BASE.replace("{harness}", harness).replace("{root}", root).replace("{tool_definitions}", pj(tools))


OH_TOOLS = [
    tool("execute_bash", "Execute a bash command in the terminal within a persistent shell session.",
         {"command": S, "is_input": S, "timeout": INT}, ["command"]),
    tool("str_replace_editor", "Custom editing tool for viewing, creating and editing files in plain-text format.",
         {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
          "path": S, "file_text": S, "old_str": S, "new_str": S, "insert_line": INT, "view_range": A},
         ["command", "path"]),
]
GEM_TOOLS = [
    tool("read_file", "Reads and returns the content of a specified file.", {"absolute_path": S, "offset": INT, "limit": INT}, ["absolute_path"]),
    tool("write_file", "Writes content to a specified file.", {"file_path": S, "content": S}, ["file_path", "content"]),
    tool("replace", "Replaces text within a file.", {"file_path": S, "old_string": S, "new_string": S, "expected_replacements": INT}, ["file_path", "old_string", "new_string"]),
    tool("list_directory", "Lists the names of files and subdirectories directly within a directory.", {"path": S}, ["path"]),
    tool("glob", "Finds files matching a glob pattern, sorted by modification time (newest first).", {"pattern": S, "path": S}, ["pattern"]),
    tool("search_file_content", "Searches for a regular expression pattern within file contents.", {"pattern": S, "include": S, "path": S}, ["pattern"]),
    tool("run_shell_command", "Executes a shell command as `bash -c <command>`.", {"command": S, "description": S, "directory": S}, ["command"]),
]
SWA_TOOLS = [
    tool("open", "open <path> [<line_number>]: opens the file at the given path in the editor (100-line window).", {"path": S, "line_number": INT}, ["path"]),
    tool("goto", "goto <line_number>: moves the window to show the given line.", {"line_number": INT}, ["line_number"]),
    tool("edit", "edit <start_line>:<end_line>\\n<replacement_text>\\nend_of_edit: replaces lines start..end of the open file.", {"start_line": INT, "end_line": INT, "replacement_text": S}, ["start_line", "end_line", "replacement_text"]),
    tool("search_file", "search_file <search_term> [<file>]: searches for search_term in file (default: the open file).", {"search_term": S, "file": S}, ["search_term"]),
    tool("search_dir", "search_dir <search_term> [<dir>]: searches for search_term in all files in dir.", {"search_term": S, "dir": S}, ["search_term"]),
    tool("find_file", "find_file <file_name> [<dir>]: finds all files with the given name in dir.", {"file_name": S, "dir": S}, ["file_name"]),
    tool("submit", "submit: submits the current file changes.", {}, []),
    tool("bash", "Any other shell command, run in the repository.", {"command": S}, ["command"]),
]
CC_TOOLS = [
    tool("Bash", "Executes a bash command in a persistent shell session.", {"command": S, "description": S, "timeout": INT}, ["command"]),
    tool("Read", "Reads a file; output uses cat -n format with line numbers.", {"file_path": S, "offset": INT, "limit": INT}, ["file_path"]),
    tool("Edit", "Performs an exact string replacement in a file.", {"file_path": S, "old_string": S, "new_string": S, "replace_all": B}, ["file_path", "old_string", "new_string"]),
    tool("Write", "Writes a file to the local filesystem.", {"file_path": S, "content": S}, ["file_path", "content"]),
    tool("Grep", "Searches file contents with ripgrep.", {"pattern": S, "path": S, "glob": S, "output_mode": S, "-n": B}, ["pattern"]),
    tool("Glob", "Fast file pattern matching.", {"pattern": S, "path": S}, ["pattern"]),
]
CLINE_TOOLS = [
    tool("execute_command", "Execute a CLI command in the project directory.", {"command": S, "requires_approval": B}, ["command", "requires_approval"]),
    tool("read_file", "Read the contents of a file.", {"path": S}, ["path"]),
    tool("write_to_file", "Write content to a file, creating it if needed.", {"path": S, "content": S}, ["path", "content"]),
    tool("replace_in_file", "Replace sections of a file with SEARCH/REPLACE blocks.", {"path": S, "diff": S}, ["path", "diff"]),
    tool("search_files", "Regex search across files in a directory.", {"path": S, "regex": S, "file_pattern": S}, ["path", "regex"]),
    tool("list_files", "List files and directories.", {"path": S, "recursive": B}, ["path"]),
]
AIDER_TOOLS = [
    tool("/run", "/run <command>: run a shell command and optionally add its output to the chat.", {"command": S}, ["command"]),
    tool("/add", "/add <files>: add files to the chat so the model can edit them.", {"files": A}, ["files"]),
    tool("edit_block", "A SEARCH/REPLACE block on a file in the chat; aider applies it and auto-commits with a generated message.", {"path": S, "search": S, "replace": S}, ["path", "search", "replace"]),
]
CODEX_TOOLS = [
    tool("shell", "Runs a shell command and returns its output. apply_patch edits files: {\"command\": [\"apply_patch\", \"*** Begin Patch ...\"]}.",
         {"command": A, "workdir": S, "timeout_ms": INT}, ["command"]),
]


# ---------------------------------------------------------------- harness helpers

def nl(text: str, a: int = 1, b: int | None = None, sep: str = "\t", width: int = 6) -> str:
    ls = text.split("\n")
    b = len(ls) if b is None else b
    return "\n".join(f"{i:{width}d}{sep}{ls[i - 1]}" for i in range(a, b + 1))


def swa_window(path: str, text: str, first: int = 1, last: int | None = None) -> str:
    ls = text.split("\n")
    n = len(ls)
    last = min(first + 99 if last is None else last, n)
    out = [f"[File: {path} ({n} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{ls[i - 1]}" for i in range(first, last + 1)]
    if last < n:
        out.append(f"({n - last} more lines below)")
    return "\n".join(out)


def swa(out: str, open_file: str = "n/a", cwd: str = "/repo") -> str:
    return ((out.rstrip("\n") + "\n") if out else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swa_act(thought: str, cmd: str) -> str:
    return f"DISCUSSION\n{thought}\n\n```\n{cmd}\n```"


SWA_EDITED = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."


def cc_read(text: str, a: int = 1, b: int | None = None) -> str:
    return nl(text, a, b, sep="→")


def cc_edit(path: str, text: str, a: int, b: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + nl(text, a, b, sep="→"))


def cline_env(clock: str, visible: str, tabs: list[str]) -> str:
    return ("\n\n<environment_details>\n# VSCode Visible Files\n" + visible + "\n\n# VSCode Open Tabs\n" + "\n".join(tabs)
            + "\n\n# Current Time\n" + clock + "\n\n# Current Mode\nACT MODE\n</environment_details>")


def cline_cmd_act(cmd: str) -> str:
    return f"<execute_command>\n<command>{cmd}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"


def cline_cmd(cmd: str, out: str, env: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out}" + env


def cline_replace_act(path: str, search: str, replace: str) -> str:
    return (f"<replace_in_file>\n<path>{path}</path>\n<diff>\n------- SEARCH\n{search}\n=======\n{replace}\n+++++++ REPLACE\n</diff>\n</replace_in_file>")


def cline_saved(path: str, content: str, env: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. This content reflects the current state of the file, including any auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this final version to ensure accuracy." + env)


def aider_run(out: str) -> str:
    n = len(out.rstrip("\n").split("\n")) if out.strip() else 0
    if not n:
        return out
    return out.rstrip("\n") + f"\nAdd command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {n} lines of output to the chat."


def aider_edit(path: str, lang: str, search: str, replace: str, note: str) -> str:
    return f"{note}\n\n{path}\n```{lang}\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


def aider_applied(path: str, sha: str, msg: str) -> str:
    return f"Applied edit to {path}\nCommit {sha} {msg}\nYou can use /undo to undo and discard each aider commit."


def cx(cmd: str, workdir: str) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=120000)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(out: str, code: int = 0, dur: float = 0.3) -> str:
    return pj({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}})


def gread(path: str) -> str:
    return call("read_file", absolute_path=path)


def greplace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def gmod(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def ind(s: str, n: int) -> str:
    """Indent every non-empty line of a dedented block by n spaces."""
    return "\n".join((" " * n + ln) if ln else ln for ln in s.split("\n"))


def ln(text: str, a: int, b: int) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[a - 1:b])


def swap(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


# ---------------------------------------------------------------- 01 React + vitest, OpenHands (clean)

SCALE_TS = t(r"""
    import type { Ingredient } from '../types';

    const FRACTIONS: Array<[number, string]> = [
      [0.25, '1/4'],
      [0.33, '1/3'],
      [0.5, '1/2'],
      [0.67, '2/3'],
      [0.75, '3/4'],
    ];

    export function scaleQuantity(qty: number, from: number, to: number): number {
      if (from <= 0) throw new RangeError('servings must be positive');
      return (qty * to) / from;
    }

    export function formatQuantity(value: number): string {
      const whole = Math.floor(value);
      const rest = value - whole;
      if (rest === 0) return String(whole);
      return value.toFixed(2).replace(/\.?0+$/, '');
    }

    export function scaleIngredient(ing: Ingredient, from: number, to: number): Ingredient {
      const quantity = scaleQuantity(ing.quantity, from, to);
      return { ...ing, quantity, display: `${formatQuantity(quantity)} ${ing.unit}`.trim() };
    }
""")
SCALE_OLD = ln(SCALE_TS, 19, 20)
SCALE_NEW = ind(t(r"""
      if (rest < 0.01) return String(whole);
      const match = FRACTIONS.find(([f]) => Math.abs(rest - f) < 0.02);
      if (!match) return value.toFixed(2).replace(/\.?0+$/, '');
      return whole === 0 ? match[1] : `${whole} ${match[1]}`;
"""), 2)
SCALE_EDGE = t("""
    import { describe, expect, it } from 'vitest';
    import { formatQuantity } from './scale';

    describe('formatQuantity edge cases', () => {
      it('renders a lone third without a leading zero', () => {
        expect(formatQuantity(1 / 3)).toBe('1/3');
      });
      it('keeps decimals that are not a known fraction', () => {
        expect(formatQuantity(1.4)).toBe('1.4');
      });
      it('snaps float noise to the whole number', () => {
        expect(formatQuantity(2.0000001)).toBe('2');
      });
    });
""")


def t01(rs: RowSet) -> None:
    root = "/workspace/recipe-box"
    sysm = system("an OpenHands CodeActAgent using execute_bash and str_replace_editor", root, OH_TOOLS)
    state = t("""
        Repository /workspace/recipe-box (Vite 5 + React 18 + TypeScript, tests with vitest 1.6 and @testing-library/react).
        Node v20.12.2, npm 10.5.0. Issue #219: "Scaled ingredient amounts show decimals (1.5 cup) instead of fractions (1 1/2 cup)".
    """)
    new = swap(SCALE_TS, SCALE_OLD, SCALE_NEW)
    run1 = t("""

         RUN  v1.6.0 /workspace/recipe-box

         ✓ src/hooks/useServings.test.ts  (5 tests) 14ms
         ✓ src/components/RecipeHeader.test.tsx  (4 tests) 92ms
         ✓ src/components/IngredientList.test.tsx  (6 tests) 137ms
         ❯ src/lib/scale.test.ts  (9 tests | 2 failed) 11ms
           ❯ src/lib/scale.test.ts > formatQuantity > renders halves as mixed fractions
             → expected '1.5' to be '1 1/2' // Object.is equality
           ❯ src/lib/scale.test.ts > scaleIngredient > scales 1 cup flour from 2 to 3 servings
             → expected '1.5 cup' to be '1 1/2 cup' // Object.is equality

        ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

         FAIL  src/lib/scale.test.ts > formatQuantity > renders halves as mixed fractions
        AssertionError: expected '1.5' to be '1 1/2' // Object.is equality

        - Expected
        + Received

        - 1 1/2
        + 1.5

         ❯ src/lib/scale.test.ts:30:33
             28|
             29|   it('renders halves as mixed fractions', () => {
             30|     expect(formatQuantity(1.5)).toBe('1 1/2');
               |                                 ^
             31|   });
             32|

        ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

         FAIL  src/lib/scale.test.ts > scaleIngredient > scales 1 cup flour from 2 to 3 servings
        AssertionError: expected '1.5 cup' to be '1 1/2 cup' // Object.is equality

        - Expected
        + Received

        - 1 1/2 cup
        + 1.5 cup

         ❯ src/lib/scale.test.ts:47:25
             45|     const flour = { name: 'flour', quantity: 1, unit: 'cup' };
             46|     const scaled = scaleIngredient(flour, 2, 3);
             47|     expect(scaled.display).toBe('1 1/2 cup');
               |                            ^
             48|     expect(scaled.quantity).toBe(1.5);
             49|   });

        ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

         Test Files  1 failed | 3 passed (4)
              Tests  2 failed | 22 passed (24)
           Start at  14:02:11
           Duration  2.84s (transform 311ms, setup 402ms, collect 1.21s, tests 254ms, environment 1.96s, prepare 612ms)
    """)
    run2 = ind(t("""

         RUN  v1.6.0 /workspace/recipe-box

         ✓ src/lib/scale.test.ts  (9 tests) 6ms

         Test Files  1 passed (1)
              Tests  9 passed (9)
           Start at  14:04:37
           Duration  712ms (transform 58ms, setup 119ms, collect 41ms, tests 6ms, environment 388ms, prepare 97ms)
    """), 1)
    run3 = ind(t("""

         RUN  v1.6.0 /workspace/recipe-box

         ✓ src/lib/scale.edge.test.ts  (3 tests) 3ms
         ✓ src/hooks/useServings.test.ts  (5 tests) 13ms
         ✓ src/lib/scale.test.ts  (9 tests) 7ms
         ✓ src/components/RecipeHeader.test.tsx  (4 tests) 88ms
         ✓ src/components/IngredientList.test.tsx  (6 tests) 141ms

         Test Files  5 passed (5)
              Tests  27 passed (27)
           Start at  14:06:02
           Duration  3.02s (transform 342ms, setup 497ms, collect 1.33s, tests 252ms, environment 2.41s, prepare 774ms)
    """), 1)
    turns = [
        (bash("cd /workspace/recipe-box && git status && git log --oneline -3"),
         oh_bash(t("""
            On branch main
            Your branch is up to date with 'origin/main'.

            nothing to commit, working tree clean
            7d2e91a (HEAD -> main, origin/main, origin/HEAD) Merge pull request #212 from kbaines/servings-picker
            c41f0b8 Add servings picker to RecipeHeader
            e9a3d57 Bump vitest to 1.6.0
         """), root)),
        (bash("npx vitest run"), oh_bash(run1, root, 1)),
        (editor("view", f"{root}/src/lib/scale.ts"), cat_n(f"{root}/src/lib/scale.ts", SCALE_TS)),
        (editor("str_replace", f"{root}/src/lib/scale.ts", old_str=SCALE_OLD, new_str=SCALE_NEW),
         edited(f"{root}/src/lib/scale.ts", "\n".join(new.split("\n")[14:26]), 15)),
        (bash("npx vitest run src/lib/scale.test.ts"), oh_bash(run2, root)),
        (editor("create", f"{root}/src/lib/scale.edge.test.ts", file_text=SCALE_EDGE),
         f"File created successfully at: {root}/src/lib/scale.edge.test.ts"),
        (bash("npx vitest run"), oh_bash(run3, root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(t("""
             M src/lib/scale.ts
            ?? src/lib/scale.edge.test.ts
             src/lib/scale.ts | 6 ++++--
             1 file changed, 4 insertions(+), 2 deletions(-)
         """), root)),
    ]
    rs.add("swe", "h63-swe-01", sysm, turns, state=state)


# ---------------------------------------------------------------- 02 Phoenix + ExUnit, SWE-agent (bad: rounding mode drifts)

PRICING_EX = t('''
    defmodule Pantry.Orders.Pricing do
      @moduledoc """
      Computes line and order totals. All money values are `Decimal`s in the
      order's currency; rounding happens once, on the final total.
      """

      alias Pantry.Orders.{LineItem, Order}

      @tax_rate Decimal.new("0.0825")

      @spec line_total(LineItem.t()) :: Decimal.t()
      def line_total(%LineItem{unit_price: price, quantity: qty, discount_pct: pct}) do
        gross = Decimal.mult(price, qty)
        discount = gross |> Decimal.mult(pct) |> Decimal.div(100)

        gross
        |> Decimal.sub(discount)
        |> Decimal.round(2)
      end

      @spec subtotal(Order.t()) :: Decimal.t()
      def subtotal(%Order{line_items: items}) do
        Enum.reduce(items, Decimal.new(0), fn item, acc ->
          Decimal.add(acc, line_total(item))
        end)
      end

      @spec tax(Order.t()) :: Decimal.t()
      def tax(%Order{tax_exempt: true}), do: Decimal.new(0)
      def tax(%Order{} = order), do: Decimal.mult(subtotal(order), @tax_rate)

      @spec total(Order.t()) :: Decimal.t()
      def total(%Order{} = order) do
        order
        |> subtotal()
        |> Decimal.add(tax(order))
        |> Decimal.round(2, :half_even)
      end
    end
''')


def t02(rs: RowSet) -> None:
    f = "/repo/lib/pantry/orders/pricing.ex"
    sysm = system("SWE-agent (ACI commands: open, goto, edit, search_file, search_dir, find_file, submit, plus shell commands)", "/repo", SWA_TOOLS)
    state = t("""
        Repository /repo: `pantry`, a Phoenix 1.7 / Elixir 1.16 (OTP 26) application with a Postgres test database.
        Issue: "Order total is off by one cent for orders with several discounted lines (expected 31.37, charged 31.38)".
    """)
    new = swap(PRICING_EX, ln(PRICING_EX, 16, 18), "    Decimal.sub(gross, discount)")
    assert len(new.split("\n")) == 37
    fail = t("""
        Compiling 1 file (.ex)
        Running ExUnit with seed: 482913, max_cases: 32

        .....

          1) test total/1 rounds once on the order total, not per line (Pantry.Orders.PricingTest)
             test/pantry/orders/pricing_test.exs:58
             Expected truthy, got false
             code: assert Decimal.equal?(Pricing.total(order), "31.37")
             arguments:

                 # 1
                 Decimal.new("31.38")

                 # 2
                 "31.37"

             stacktrace:
               test/pantry/orders/pricing_test.exs:66: (test)

        .....
        Finished in 0.1 seconds (0.1s async, 0.00s sync)
        11 tests, 1 failure

        Randomized with seed 482913
    """)
    ok = t("""
        Compiling 1 file (.ex)
        Running ExUnit with seed: 90417, max_cases: 32

        ...........
        Finished in 0.08 seconds (0.08s async, 0.00s sync)
        11 tests, 0 failures

        Randomized with seed 90417
    """)
    full = t("""
        Running ExUnit with seed: 227356, max_cases: 32

        .........................................................................................................................................**...
        Finished in 2.3 seconds (1.7s async, 0.6s sync)
        142 tests, 0 failures, 2 skipped

        Randomized with seed 227356
    """)
    diff = t("""
        diff --git a/lib/pantry/orders/pricing.ex b/lib/pantry/orders/pricing.ex
        index 3b7c0e2..9f41d6a 100644
        --- a/lib/pantry/orders/pricing.ex
        +++ b/lib/pantry/orders/pricing.ex
        @@ -13,9 +13,7 @@ defmodule Pantry.Orders.Pricing do
             gross = Decimal.mult(price, qty)
             discount = gross |> Decimal.mult(pct) |> Decimal.div(100)

        -    gross
        -    |> Decimal.sub(discount)
        -    |> Decimal.round(2)
        +    Decimal.sub(gross, discount)
           end

           @spec subtotal(Order.t()) :: Decimal.t()
    """)
    edit_cmd = "edit 16:18\n    Decimal.sub(gross, discount)\nend_of_edit"
    turns = [
        (swa_act("Let me locate the pricing module first.", 'find_file "pricing.ex"'),
         swa('Found 1 matches for "pricing.ex" in /repo:\n/repo/lib/pantry/orders/pricing.ex')),
        (swa_act("Open it to see how totals are rounded.", "open lib/pantry/orders/pricing.ex"),
         swa(swa_window(f, PRICING_EX), f)),
        (swa_act("line_total/1 rounds every line before summing, contrary to the moduledoc. Run the pricing tests.",
                 "mix test test/pantry/orders/pricing_test.exs"), swa(fail, f)),
        (swa_act("Drop the per-line rounding so only total/1 rounds.", edit_cmd),
         swa(swa_window(f, new) + "\n" + SWA_EDITED, f)),
        (swa_act("Re-run the pricing tests.", "mix test test/pantry/orders/pricing_test.exs"), swa(ok, f)),
        (swa_act("Check that rounding now only happens in one place.", 'search_file "Decimal.round"'),
         swa(f'Found 1 matches for "Decimal.round" in {f}:\nLine 35:    |> Decimal.round(2, :half_up)\nEnd of matches for "Decimal.round" in {f}', f)),
        (swa_act("Run the whole suite.", "mix test"), swa(full, f)),
        (swa_act("Review the diff.", "git diff"), swa(diff, f)),
        (swa_act("The fix is complete.", "submit"), swa(diff, f)),
    ]
    rs.add("swe", "h63-swe-02", sysm, turns, state=state, bad=True, turn=6,
           kind="search_file shows total/1 rounding with :half_up although the opened file had :half_even and that line was never edited")


# ---------------------------------------------------------------- 03 Laravel + PHPUnit, Codex CLI (bad: test total grows)

APPT_PHP = t(r"""
    <?php

    namespace App\Services;

    use App\Models\Appointment;
    use App\Models\Practitioner;
    use Carbon\CarbonImmutable;
    use Illuminate\Support\Collection;
    use Illuminate\Validation\ValidationException;

    class AppointmentService
    {
        public function __construct(
            private readonly int $slotMinutes = 15,
        ) {
        }

        /**
         * Book a slot, refusing it when it overlaps an existing appointment.
         */
        public function book(Practitioner $practitioner, CarbonImmutable $start, int $minutes, int $patientId): Appointment
        {
            $end = $start->addMinutes($minutes);

            if ($this->overlaps($practitioner, $start, $end)) {
                throw ValidationException::withMessages([
                    'starts_at' => 'This slot overlaps an existing appointment.',
                ]);
            }

            return $practitioner->appointments()->create([
                'patient_id' => $patientId,
                'starts_at' => $start,
                'ends_at' => $end,
                'status' => 'booked',
            ]);
        }

        public function overlaps(Practitioner $practitioner, CarbonImmutable $start, CarbonImmutable $end): bool
        {
            return $practitioner->appointments()
                ->whereIn('status', ['booked', 'checked_in'])
                ->where('starts_at', '<=', $end)
                ->where('ends_at', '>=', $start)
                ->exists();
        }

        /**
         * Free slots for one day, in $slotMinutes steps, inside the practitioner's opening hours.
         */
        public function freeSlots(Practitioner $practitioner, CarbonImmutable $day): Collection
        {
            [$open, $close] = $practitioner->openingHoursFor($day);
            $slots = collect();

            for ($t = $open; $t->lt($close); $t = $t->addMinutes($this->slotMinutes)) {
                if (! $this->overlaps($practitioner, $t, $t->addMinutes($this->slotMinutes))) {
                    $slots->push($t);
                }
            }

            return $slots;
        }
    }
""")


def phpunit_progress(marks: str, total: int) -> str:
    out = []
    for i in range(0, len(marks), 63):
        chunk = marks[i:i + 63]
        done = i + len(chunk)
        out.append(f"{chunk:<63} {done:>3} / {total} ({done * 100 // total:>3}%)")
    return "\n".join(out)


def t03(rs: RowSet) -> None:
    root = "/home/dev/clinic-booking"
    sysm = system("Codex CLI (shell tool; files are edited with apply_patch)", root, CODEX_TOOLS)
    state = t("""
        Codex CLI session in /home/dev/clinic-booking (Laravel 10, PHP 8.2, PHPUnit 10, SQLite in-memory test DB), approval mode: auto-edit.
        Task: "Back-to-back appointments (10:00-10:15 then 10:15-10:30) are rejected as overlapping. Fix it."
    """)
    head = "PHPUnit 10.5.17 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.18\nConfiguration: /home/dev/clinic-booking/phpunit.xml\n\n"
    marks1 = "." * 15 + "F" + "." * 4 + "F" + "." * 43
    assert len(marks1) == 64
    fail = head + phpunit_progress(marks1, 64) + "\n\n" + t("""
        Time: 00:04.118, Memory: 52.50 MB

        There were 2 failures:

        1) Tests\\Feature\\BookingTest::test_back_to_back_appointments_can_be_booked
        Expected response status code [201] but received 422.
        The following errors occurred during the last request:

        {
            "message": "This slot overlaps an existing appointment.",
            "errors": {
                "starts_at": [
                    "This slot overlaps an existing appointment."
                ]
            }
        }
        Failed asserting that 422 is identical to 201.

        /home/dev/clinic-booking/tests/Feature/BookingTest.php:71

        2) Tests\\Unit\\AppointmentServiceTest::test_adjacent_slots_do_not_overlap
        Failed asserting that true is false.

        /home/dev/clinic-booking/tests/Unit/AppointmentServiceTest.php:48

        FAILURES!
        Tests: 64, Assertions: 187, Failures: 2.
    """)
    ok = head + phpunit_progress("." * 65, 65) + "\n\n" + t("""
        Time: 00:03.874, Memory: 52.50 MB

        OK (65 tests, 191 assertions)
    """)
    new = APPT_PHP.replace("'<=', $end", "'<', $end").replace("'>=', $start", "'>', $start")
    patch = t("""
        *** Begin Patch
        *** Update File: app/Services/AppointmentService.php
        @@ public function overlaps(Practitioner $practitioner, CarbonImmutable $start, CarbonImmutable $end): bool
                 return $practitioner->appointments()
                     ->whereIn('status', ['booked', 'checked_in'])
        -            ->where('starts_at', '<=', $end)
        -            ->where('ends_at', '>=', $start)
        +            ->where('starts_at', '<', $end)
        +            ->where('ends_at', '>', $start)
                     ->exists();
        *** End Patch
    """)
    assert new != APPT_PHP
    turns = [
        (cx("git status -sb && php artisan --version && php -v | head -1", root),
         cx_out(t("""
            ## feature/slot-overlap...origin/feature/slot-overlap
            Laravel Framework 10.48.4
            PHP 8.2.18 (cli) (built: Apr 11 2024 22:07:45) (NTS)
         """) + "\n", 0, 0.6)),
        (cx("vendor/bin/phpunit", root), cx_out(fail + "\n", 1, 4.9)),
        (cx("nl -ba app/Services/AppointmentService.php | sed -n '18,47p'", root),
         cx_out(nl(APPT_PHP, 18, 47) + "\n", 0, 0.1)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM app/Services/AppointmentService.php\n", 0, 0.0)),
        (cx("vendor/bin/phpunit", root), cx_out(ok + "\n", 0, 4.5)),
        (cx("git diff --stat && git diff | sed -n '8,16p'", root),
         cx_out(" app/Services/AppointmentService.php | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"
                "             ->whereIn('status', ['booked', 'checked_in'])\n"
                "-            ->where('starts_at', '<=', $end)\n"
                "-            ->where('ends_at', '>=', $start)\n"
                "+            ->where('starts_at', '<', $end)\n"
                "+            ->where('ends_at', '>', $start)\n"
                "             ->exists();\n"
                "     }\n"
                " \n", 0, 0.1)),
        (cx("git commit -am 'Treat back-to-back appointments as non-overlapping' && git log --oneline -2", root),
         cx_out(t("""
            [feature/slot-overlap 5be0c7d] Treat back-to-back appointments as non-overlapping
             1 file changed, 2 insertions(+), 2 deletions(-)
            5be0c7d (HEAD -> feature/slot-overlap) Treat back-to-back appointments as non-overlapping
            e41a09b (origin/feature/slot-overlap) Add overlap check to AppointmentService::book
         """) + "\n", 0, 0.2)),
    ]
    rs.add("swe", "h63-swe-03", sysm, turns, state=state, bad=True, turn=5,
           kind="after a source-only fix PHPUnit reports 65 tests where the earlier run had 64 and no test was added")


# ---------------------------------------------------------------- 04 SvelteKit + svelte-check + vitest, Gemini CLI (clean)

ELEV_SVELTE = t("""
    <script lang="ts">
      import { scaleLinear } from 'd3-scale';
      import type { TrackPoint } from '$lib/types';

      export let points: TrackPoint[] = [];
      export let height = 160;
      export let unit: 'm' | 'ft' = 'm';

      let width = 0;
      let hovered: number | null = null;

      $: maxEle = Math.max(...points.map((p) => p.ele), 0);
      $: y = scaleLinear().domain([0, maxEle]).range([height, 0]);
      $: x = scaleLinear().domain([0, Math.max(points.length - 1, 1)]).range([0, width]);
      $: path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.ele)}`).join(' ');
      $: label = hovered === null ? '' : `${points[hovered].ele.toFixed(0)} ${unit}`;

      function onHover(event: MouseEvent) {
        const idx = (event.currentTarget as SVGRectElement).dataset.index;
        hovered = idx;
      }
    </script>

    <figure class="profile" bind:clientWidth={width}>
      <svg {width} {height} role="img" aria-label="Track altitude">
        <path d={path} class="line" />
        {#each points as _, i}
          <rect
            x={x(i) - 2}
            y="0"
            width="4"
            {height}
            data-index={i}
            on:mouseenter={onHover}
            on:mouseleave={() => (hovered = null)}
          />
        {/each}
      </svg>
      {#if label}<figcaption>{label}</figcaption>{/if}
    </figure>
""")


def t04(rs: RowSet) -> None:
    root = "/home/mara/code/trailmap"
    comp = f"{root}/src/lib/components"
    sysm = system("Gemini CLI", root, GEM_TOOLS)
    state = t("""
        Gemini CLI 0.1.9 in /home/mara/code/trailmap (SvelteKit 2, Svelte 4, TypeScript, vitest + @testing-library/svelte). Git branch: chore/elevation-profile.
        User request: "svelte-check fails in the elevation chart; fix it and rename the component to ElevationProfile everywhere."
    """)
    check1 = t("""
        ====================================
        Loading svelte-check in workspace: /home/mara/code/trailmap
        Getting Svelte diagnostics...

        /home/mara/code/trailmap/src/lib/components/ElevationChart.svelte:20:5
        Error: Type 'string | undefined' is not assignable to type 'number | null'.
          Type 'undefined' is not assignable to type 'number | null'. (ts)
            const idx = (event.currentTarget as SVGRectElement).dataset.index;
            hovered = idx;
          }

        /home/mara/code/trailmap/src/lib/components/MapView.svelte:57:3
        Warn: A11y: visible, non-interactive elements with an on:click event must be accompanied by a keyboard event handler. Consider whether an interactive element such as <button type="button"> or <a> might be more appropriate. See https://svelte.dev/docs/accessibility-warnings#a11y-click-events-have-key-events for more details. (svelte)
          <div class="marker" on:click={() => select(stop.id)}>

        /home/mara/code/trailmap/src/lib/components/MapView.svelte:57:3
        Warn: A11y: <div> with click handler must have an ARIA role (svelte)
          <div class="marker" on:click={() => select(stop.id)}>

        ====================================
        svelte-check found 1 error and 2 warnings in 2 files
    """)
    check2 = t("""
        ====================================
        Loading svelte-check in workspace: /home/mara/code/trailmap
        Getting Svelte diagnostics...

        /home/mara/code/trailmap/src/lib/components/MapView.svelte:57:3
        Warn: A11y: visible, non-interactive elements with an on:click event must be accompanied by a keyboard event handler. Consider whether an interactive element such as <button type="button"> or <a> might be more appropriate. See https://svelte.dev/docs/accessibility-warnings#a11y-click-events-have-key-events for more details. (svelte)
          <div class="marker" on:click={() => select(stop.id)}>

        /home/mara/code/trailmap/src/lib/components/MapView.svelte:57:3
        Warn: A11y: <div> with click handler must have an ARIA role (svelte)
          <div class="marker" on:click={() => select(stop.id)}>

        ====================================
        svelte-check found 0 errors and 2 warnings in 1 file
    """)
    vit = ind(t("""

         RUN  v1.5.2 /home/mara/code/trailmap

         ✓ src/lib/utils/geo.test.ts  (8 tests) 5ms
         ✓ src/lib/utils/units.test.ts  (4 tests) 2ms
         ✓ src/lib/components/__tests__/SearchBar.test.ts  (5 tests) 61ms
         ✓ src/lib/components/__tests__/RouteCard.test.ts  (4 tests) 48ms
         ✓ src/lib/components/__tests__/ElevationProfile.test.ts  (3 tests) 39ms

         Test Files  5 passed (5)
              Tests  24 passed (24)
           Start at  16:41:52
           Duration  2.17s (transform 402ms, setup 0ms, collect 1.18s, tests 155ms, environment 2.64s, prepare 688ms)
    """), 1)
    fix_old = "    hovered = idx;"
    fix_new = "    hovered = idx === undefined ? null : Number(idx);"
    sed = ("sed -i 's/ElevationChart/ElevationProfile/g' 'src/routes/trail/[slug]/+page.svelte' src/lib/components/__tests__/ElevationChart.test.ts"
           " && git mv src/lib/components/__tests__/ElevationChart.test.ts src/lib/components/__tests__/ElevationProfile.test.ts"
           " && grep -rn 'ElevationProfile' src")
    turns = [
        (call("list_directory", path=comp),
         f"Directory listing for {comp}:\n[DIR] __tests__\nElevationChart.svelte\nMapView.svelte\nRouteCard.svelte\nRouteList.svelte\nSearchBar.svelte"),
        (gshell("npx svelte-check --tsconfig ./tsconfig.json", "Type-check the Svelte components"),
         gem_run("npx svelte-check --tsconfig ./tsconfig.json", check1, 1, pgid=51873)),
        (gread(f"{comp}/ElevationChart.svelte"), ELEV_SVELTE),
        (greplace(f"{comp}/ElevationChart.svelte", fix_old, fix_new), gmod(f"{comp}/ElevationChart.svelte")),
        (gshell("git mv src/lib/components/ElevationChart.svelte src/lib/components/ElevationProfile.svelte && grep -rln 'ElevationChart' src",
                "Rename the component and list files still referring to the old name"),
         gem_run("git mv src/lib/components/ElevationChart.svelte src/lib/components/ElevationProfile.svelte && grep -rln 'ElevationChart' src",
                 "src/routes/trail/[slug]/+page.svelte\nsrc/lib/components/__tests__/ElevationChart.test.ts", 0, pgid=52104)),
        (gshell(sed, "Update the references and rename the test file"),
         gem_run(sed, t("""
            src/routes/trail/[slug]/+page.svelte:4:\timport ElevationProfile from '$lib/components/ElevationProfile.svelte';
            src/routes/trail/[slug]/+page.svelte:38:\t\t<ElevationProfile points={data.track} unit={$units} />
            src/lib/components/__tests__/ElevationProfile.test.ts:3:import ElevationProfile from '../ElevationProfile.svelte';
            src/lib/components/__tests__/ElevationProfile.test.ts:6:describe('ElevationProfile', () => {
            src/lib/components/__tests__/ElevationProfile.test.ts:8:    const { container } = render(ElevationProfile, { points: track });
            src/lib/components/__tests__/ElevationProfile.test.ts:14:    const { getByRole } = render(ElevationProfile, { points: track, unit: 'ft' });
            src/lib/components/__tests__/ElevationProfile.test.ts:21:    const { container } = render(ElevationProfile, { points: [] });
         """), 0, pgid=52131)),
        (call("glob", pattern="src/**/Elevation*"),
         f'Found 2 file(s) matching "src/**/Elevation*" within {root}, sorted by modification time (newest first):\n'
         f"{comp}/__tests__/ElevationProfile.test.ts\n{comp}/ElevationProfile.svelte"),
        (gshell("npx svelte-check --tsconfig ./tsconfig.json", "Re-run the type check"),
         gem_run("npx svelte-check --tsconfig ./tsconfig.json", check2, 0, pgid=52290)),
        (gshell("npx vitest run", "Run the unit tests"), gem_run("npx vitest run", vit, 0, pgid=52377)),
        (gshell("git status --short", "Show the pending changes"),
         gem_run("git status --short", t("""
            RM src/lib/components/ElevationChart.svelte -> src/lib/components/ElevationProfile.svelte
            RM src/lib/components/__tests__/ElevationChart.test.ts -> src/lib/components/__tests__/ElevationProfile.test.ts
             M src/routes/trail/[slug]/+page.svelte
         """), 0, pgid=52415)),
    ]
    rs.add("swe", "h63-swe-04", sysm, turns, state=state)


# ---------------------------------------------------------------- 05 Spring Boot + Maven/JUnit, Claude Code (bad: parent commit hash drifts)

ORDER_CTRL = t("""
    package com.acme.orders.web;

    import com.acme.orders.domain.OrderService;
    import com.acme.orders.web.dto.OrderPage;
    import com.acme.orders.web.dto.OrderSummary;
    import org.springframework.data.domain.Page;
    import org.springframework.data.domain.PageRequest;
    import org.springframework.data.domain.Sort;
    import org.springframework.web.bind.annotation.GetMapping;
    import org.springframework.web.bind.annotation.RequestMapping;
    import org.springframework.web.bind.annotation.RequestParam;
    import org.springframework.web.bind.annotation.RestController;

    @RestController
    @RequestMapping("/api/orders")
    public class OrderController {

        private static final int MAX_PAGE_SIZE = 100;

        private final OrderService orderService;
        private final OrderMapper orderMapper;

        public OrderController(OrderService orderService, OrderMapper orderMapper) {
            this.orderService = orderService;
            this.orderMapper = orderMapper;
        }

        @GetMapping
        public OrderPage list(@RequestParam(defaultValue = "1") int page,
                              @RequestParam(defaultValue = "20") int size,
                              @RequestParam(defaultValue = "createdAt,desc") String sort) {
            PageRequest request = PageRequest.of(page, Math.min(size, MAX_PAGE_SIZE), parseSort(sort));
            Page<OrderSummary> result = orderService.findAll(request).map(orderMapper::toSummary);
            return new OrderPage(result.getContent(), result.getNumber(), result.getSize(), result.getTotalElements());
        }

        private static Sort parseSort(String sort) {
            String[] parts = sort.split(",");
            Sort.Direction direction = parts.length > 1 ? Sort.Direction.fromString(parts[1]) : Sort.Direction.ASC;
            return Sort.by(direction, parts[0]);
        }
    }
""")


def mvn_tail(run: str, finished: str, total: str) -> str:
    return t(f"""
        [INFO]\x20
        [INFO] Results:
        [INFO]\x20
        [INFO] Tests run: {run}
        [INFO]\x20
        [INFO] ------------------------------------------------------------------------
        [INFO] BUILD SUCCESS
        [INFO] ------------------------------------------------------------------------
        [INFO] Total time:  {total}
        [INFO] Finished at: {finished}
        [INFO] ------------------------------------------------------------------------
    """)


def t05(rs: RowSet) -> None:
    root = "/Users/priya/src/orders-service"
    f = f"{root}/src/main/java/com/acme/orders/web/OrderController.java"
    sysm = system("Claude Code (tools Bash, Read, Edit, Write, Grep, Glob)", root, CC_TOOLS)
    state = t("""
        Claude Code session in /Users/priya/src/orders-service (Spring Boot 3.2.5, Java 21, Maven wrapper 3.9.6, JUnit 5 + MockMvc). macOS, zsh.
        User: "GET /api/orders?page=1 skips the newest 20 orders. Fix the page index, run the tests, commit, push and open a PR."
    """)
    old = ln(ORDER_CTRL, 32, 34)
    new_block = old.replace("PageRequest.of(page,", "PageRequest.of(page - 1,").replace("result.getNumber(),", "result.getNumber() + 1,")
    new = swap(ORDER_CTRL, old, new_block)
    fail = t("""
        [INFO] Running com.acme.orders.web.OrderControllerTest
        11:23:58.412 [main] INFO  o.s.t.c.s.AnnotationConfigContextLoaderUtils -- Could not detect default configuration classes for test class [com.acme.orders.web.OrderControllerTest]: OrderControllerTest does not declare any static, non-private, non-final, nested classes annotated with @Configuration.
        11:23:58.603 [main] INFO  o.s.b.t.c.SpringBootTestContextBootstrapper -- Found @SpringBootConfiguration com.acme.orders.OrdersServiceApplication for test class com.acme.orders.web.OrderControllerTest
        2024-05-08T11:23:59.781+02:00  INFO 48211 --- [orders-service] [           main] c.a.orders.web.OrderControllerTest       : Started OrderControllerTest in 1.402 seconds (process running for 2.318)
        [ERROR] Tests run: 7, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 3.412 s <<< FAILURE! -- in com.acme.orders.web.OrderControllerTest
        [ERROR] com.acme.orders.web.OrderControllerTest.listOrders_defaultPageStartsAtNewestOrder -- Time elapsed: 0.087 s <<< FAILURE!
        java.lang.AssertionError: JSON path "$.items[0].id" expected:<1042> but was:<1022>
        \tat org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
        \tat org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:122)
        \tat org.springframework.test.util.JsonPathExpectationsHelper.assertValue(JsonPathExpectationsHelper.java:123)
        \tat org.springframework.test.web.servlet.result.JsonPathResultMatchers.lambda$value$2(JsonPathResultMatchers.java:111)
        \tat org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:214)
        \tat com.acme.orders.web.OrderControllerTest.listOrders_defaultPageStartsAtNewestOrder(OrderControllerTest.java:64)
        \tat java.base/java.lang.reflect.Method.invoke(Method.java:580)
        \tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)

        [INFO]\x20
        [INFO] Results:
        [INFO]\x20
        [ERROR] Failures:\x20
        [ERROR]   OrderControllerTest.listOrders_defaultPageStartsAtNewestOrder:64 JSON path "$.items[0].id" expected:<1042> but was:<1022>
        [INFO]\x20
        [ERROR] Tests run: 7, Failures: 1, Errors: 0, Skipped: 0
        [INFO]\x20
        [INFO] ------------------------------------------------------------------------
        [INFO] BUILD FAILURE
        [INFO] ------------------------------------------------------------------------
        [INFO] Total time:  8.906 s
        [INFO] Finished at: 2024-05-08T11:24:02+02:00
        [INFO] ------------------------------------------------------------------------
        [ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project orders-service: There are test failures.
        [ERROR]\x20
        [ERROR] Please refer to /Users/priya/src/orders-service/target/surefire-reports for the individual test results.
    """)
    grep = t("""
        src/main/java/com/acme/orders/web/OrderController.java:32:        PageRequest request = PageRequest.of(page - 1, Math.min(size, MAX_PAGE_SIZE), parseSort(sort));
        src/main/java/com/acme/orders/web/CustomerController.java:41:        return customerService.search(q, PageRequest.of(page - 1, size)).map(customerMapper::toDto);
        src/main/java/com/acme/orders/web/InvoiceController.java:37:        Pageable pageable = PageRequest.of(Math.max(page - 1, 0), size, Sort.by("issuedAt").descending());
        src/test/java/com/acme/orders/domain/OrderServiceTest.java:88:        Page<Order> page = service.findAll(PageRequest.of(0, 5, Sort.by("createdAt").descending()));
    """)
    assert "PageRequest.of(page - 1" in ln(new, 32, 32)
    turns = [
        (call("Bash", command="git log --oneline -5 && git status -sb", description="Show recent commits and branch"),
         t("""
            a3f9c21 (HEAD -> fix/page-index, origin/fix/page-index) Add pagination to OrderController
            8e2b6d4 Extract OrderMapper from OrderController
            51c07aa (origin/main, origin/HEAD, main) Merge pull request #377 from acme/deps/spring-boot-3.2.5
            f02d9be Bump spring-boot-starter-parent to 3.2.5
            6c1e3a8 Merge pull request #375 from acme/feat/order-export
            ## fix/page-index...origin/fix/page-index
         """)),
        (call("Read", file_path=f), cc_read(ORDER_CTRL)),
        (call("Bash", command="./mvnw test -Dtest=OrderControllerTest 2>&1 | tail -34", description="Run the controller tests"), fail),
        (call("Edit", file_path=f, old_string=old, new_string=new_block), cc_edit(f, new, 27, 37)),
        (call("Bash", command="./mvnw test -Dtest=OrderControllerTest 2>&1 | tail -11", description="Re-run the controller tests"),
         mvn_tail("7, Failures: 0, Errors: 0, Skipped: 0", "2024-05-08T11:26:40+02:00", "8.514 s")),
        (call("Grep", pattern="PageRequest\\.of", path=root, output_mode="content", **{"-n": True}), grep),
        (call("Bash", command="./mvnw test 2>&1 | tail -11", description="Run the full test suite", timeout=600000),
         mvn_tail("128, Failures: 0, Errors: 0, Skipped: 2", "2024-05-08T11:29:51+02:00", "41.077 s")),
        (call("Bash", command="git commit -am \"Use 1-based page index in GET /api/orders\"", description="Commit the fix"),
         "[fix/page-index 0d4be18] Use 1-based page index in GET /api/orders\n 1 file changed, 2 insertions(+), 2 deletions(-)"),
        (call("Bash", command="git log --oneline -4", description="Check history"),
         t("""
            0d4be18 (HEAD -> fix/page-index) Use 1-based page index in GET /api/orders
            a3f9c27 (origin/fix/page-index) Add pagination to OrderController
            8e2b6d4 Extract OrderMapper from OrderController
            51c07aa (origin/main, origin/HEAD, main) Merge pull request #377 from acme/deps/spring-boot-3.2.5
         """)),
        (call("Bash", command="git push", description="Push the branch"),
         t("""
            Enumerating objects: 19, done.
            Counting objects: 100% (19/19), done.
            Delta compression using up to 10 threads
            Compressing objects: 100% (6/6), done.
            Writing objects: 100% (10/10), 874 bytes | 874.00 KiB/s, done.
            Total 10 (delta 4), reused 0 (delta 0), pack-reused 0
            remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
            To github.com:acme/orders-service.git
               a3f9c21..0d4be18  fix/page-index -> fix/page-index
         """)),
        (call("Bash", command="gh pr create --base main --title \"Use 1-based page index in GET /api/orders\" --body \"page=1 now returns the newest orders; response page is 1-based too.\"",
              description="Open a pull request"),
         "\nCreating pull request for fix/page-index into main in acme/orders-service\n\nhttps://github.com/acme/orders-service/pull/384"),
    ]
    rs.add("swe", "h63-swe-05", sysm, turns, state=state, bad=True, turn=9,
           kind="git log shows the parent commit 'Add pagination to OrderController' as a3f9c27 although it was a3f9c21 (and the push still says a3f9c21..0d4be18)")


# ---------------------------------------------------------------- 06 Ktor + Gradle, Cline (clean)

NOTES_KT = t("""
    package com.example.notes.routes

    import com.example.notes.model.NewNote
    import com.example.notes.model.Note
    import com.example.notes.repo.NotesRepository
    import io.ktor.http.HttpStatusCode
    import io.ktor.server.application.call
    import io.ktor.server.request.receive
    import io.ktor.server.response.respond
    import io.ktor.server.routing.Route
    import io.ktor.server.routing.delete
    import io.ktor.server.routing.get
    import io.ktor.server.routing.post
    import io.ktor.server.routing.route

    fun Route.notesRoutes(repo: NotesRepository) {
        route("/notes") {
            get {
                call.respond(repo.all())
            }
            get("/{id}") {
                val id = call.parameters["id"]?.toLongOrNull()
                    ?: return@get call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid id"))
                val note = repo.find(id) ?: return@get call.respond(HttpStatusCode.NotFound)
                call.respond(note)
            }
            post {
                val input = call.receive<NewNote>()
                val created: Note = repo.create(input.title.trim(), input.body)
                call.respond(HttpStatusCode.Created, created)
            }
            delete("/{id}") {
                val id = call.parameters["id"]?.toLongOrNull()
                    ?: return@delete call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid id"))
                if (repo.delete(id)) call.respond(HttpStatusCode.NoContent) else call.respond(HttpStatusCode.NotFound)
            }
        }
    }
""")
NOTES_TEST_KT = t('''
    package com.example.notes

    import io.ktor.client.request.delete
    import io.ktor.client.request.get
    import io.ktor.client.request.post
    import io.ktor.client.request.setBody
    import io.ktor.client.statement.bodyAsText
    import io.ktor.http.ContentType
    import io.ktor.http.HttpStatusCode
    import io.ktor.http.contentType
    import io.ktor.server.testing.testApplication
    import kotlin.test.Test
    import kotlin.test.assertEquals
    import kotlin.test.assertTrue

    class NotesRoutesTest {

        @Test
        fun `lists notes`() = testApplication {
            application { module(testRepo()) }
            val response = client.get("/notes")
            assertEquals(HttpStatusCode.OK, response.status)
            assertTrue(response.bodyAsText().startsWith("["))
        }

        @Test
        fun `creates a note`() = testApplication {
            application { module(testRepo()) }
            val response = client.post("/notes") {
                contentType(ContentType.Application.Json)
                setBody("""{"title":"Groceries","body":"eggs, milk"}""")
            }
            assertEquals(HttpStatusCode.Created, response.status)
        }

        @Test
        fun `rejects blank title`() = testApplication {
            application { module(testRepo()) }
            val response = client.post("/notes") {
                contentType(ContentType.Application.Json)
                setBody("""{"title":"   ","body":"x"}""")
            }
            assertEquals(HttpStatusCode.BadRequest, response.status)
        }

        @Test
        fun `returns 404 for unknown id`() = testApplication {
            application { module(testRepo()) }
            assertEquals(HttpStatusCode.NotFound, client.get("/notes/999").status)
        }

        @Test
        fun `deletes a note`() = testApplication {
            application { module(testRepo(seed = 1)) }
            assertEquals(HttpStatusCode.NoContent, client.delete("/notes/1").status)
        }
    }
''')


def t06(rs: RowSet) -> None:
    root = "/home/sam/dev/ktor-notes"
    rp = "src/main/kotlin/com/example/notes/routes/NotesRoutes.kt"
    tp = "src/test/kotlin/com/example/notes/NotesRoutesTest.kt"
    sysm = system("Cline (VS Code extension) in ACT MODE", root, CLINE_TOOLS)
    state = t("""
        VS Code workspace /home/sam/dev/ktor-notes (Ktor 2.3.11, Kotlin 1.9.24, Gradle 8.7 wrapper, JDK 17). Cline task:
        "POST /notes accepts blank titles. Return 400 for blank titles and for titles longer than 120 characters, and add a test for the long title."
    """)
    blank_line = NOTES_TEST_KT.split("\n").index("        assertEquals(HttpStatusCode.BadRequest, response.status)") + 1

    def env(clock: str, vis: str, tabs: list[str]) -> str:
        return cline_env(f"5/21/2024, {clock} AM (UTC, UTC+0:00)", vis, tabs)

    gradle_fail = t(f"""
        > Task :checkKotlinGradlePluginConfigurationErrors
        > Task :processResources UP-TO-DATE
        > Task :compileKotlin UP-TO-DATE
        > Task :compileJava NO-SOURCE
        > Task :classes UP-TO-DATE
        > Task :processTestResources NO-SOURCE
        > Task :compileTestKotlin UP-TO-DATE
        > Task :compileTestJava NO-SOURCE
        > Task :testClasses UP-TO-DATE

        > Task :test

        NotesRoutesTest > rejects blank title() FAILED
            org.opentest4j.AssertionFailedError at NotesRoutesTest.kt:{blank_line}

        12 tests completed, 1 failed

        > Task :test FAILED

        FAILURE: Build failed with an exception.

        * What went wrong:
        Execution failed for task ':test'.
        > There were failing tests. See the report at: file:///home/sam/dev/ktor-notes/build/reports/tests/test/index.html

        * Try:
        > Run with --scan to get full insights.

        BUILD FAILED in 38s
        5 actionable tasks: 2 executed, 3 up-to-date
    """)
    s1 = "fun Route.notesRoutes(repo: NotesRepository) {"
    r1 = "private const val MAX_TITLE = 120\n\nfun Route.notesRoutes(repo: NotesRepository) {"
    post_at = NOTES_KT.split("\n").index("        post {") + 1
    s2 = ln(NOTES_KT, post_at, post_at + 4)
    r2 = ind(t("""
        post {
            val input = call.receive<NewNote>()
            val title = input.title.trim()
            if (title.isEmpty() || title.length > MAX_TITLE) {
                return@post call.respond(HttpStatusCode.BadRequest, mapOf("error" to "title must be 1..$MAX_TITLE characters"))
            }
            val created: Note = repo.create(title, input.body)
            call.respond(HttpStatusCode.Created, created)
        }
    """), 8)
    routes_new = swap(swap(NOTES_KT, s1, r1), s2, r2)
    act3 = (f"<replace_in_file>\n<path>{rp}</path>\n<diff>\n------- SEARCH\n{s1}\n=======\n{r1}\n+++++++ REPLACE\n\n"
            f"------- SEARCH\n{s2}\n=======\n{r2}\n+++++++ REPLACE\n</diff>\n</replace_in_file>")
    ts = ln(NOTES_TEST_KT, blank_line, blank_line + 1)
    tr = ts + "\n\n" + ind(t('''
        @Test
        fun `rejects title over 120 characters`() = testApplication {
            application { module(testRepo()) }
            val response = client.post("/notes") {
                contentType(ContentType.Application.Json)
                setBody("""{"title":"${"x".repeat(121)}","body":"x"}""")
            }
            assertEquals(HttpStatusCode.BadRequest, response.status)
        }
    '''), 4)
    assert ts.strip().startswith("assertEquals(HttpStatusCode.BadRequest")
    test_new = swap(NOTES_TEST_KT, ts, tr)
    tabs1 = [rp]
    tabs2 = [rp, tp]
    turns = [
        (cline_cmd_act("./gradlew test"), cline_cmd("./gradlew test", gradle_fail, env("9:12:03", "(No visible files)", ["(No open tabs)"]))),
        (f"<read_file>\n<path>{rp}</path>\n</read_file>",
         f"[read_file for '{rp}'] Result:\n{NOTES_KT}" + env("9:12:31", "(No visible files)", ["(No open tabs)"])),
        (act3, cline_saved(rp, routes_new, env("9:13:10", rp, tabs1))),
        (cline_cmd_act("./gradlew test"), cline_cmd("./gradlew test", t("""
            > Task :checkKotlinGradlePluginConfigurationErrors
            > Task :processResources UP-TO-DATE
            > Task :compileKotlin
            > Task :compileJava NO-SOURCE
            > Task :classes UP-TO-DATE
            > Task :processTestResources NO-SOURCE
            > Task :compileTestKotlin
            > Task :compileTestJava NO-SOURCE
            > Task :testClasses UP-TO-DATE
            > Task :test

            BUILD SUCCESSFUL in 24s
            5 actionable tasks: 4 executed, 1 up-to-date
        """), env("9:13:52", rp, tabs1))),
        (cline_replace_act(tp, ts, tr), cline_saved(tp, test_new, env("9:14:29", tp, tabs2))),
        (cline_cmd_act("./gradlew test && grep -ho 'testsuite name=\"[^\"]*\" tests=\"[0-9]*\"' build/test-results/test/*.xml"),
         cline_cmd("./gradlew test && grep -ho 'testsuite name=\"[^\"]*\" tests=\"[0-9]*\"' build/test-results/test/*.xml", t("""
            > Task :checkKotlinGradlePluginConfigurationErrors
            > Task :processResources UP-TO-DATE
            > Task :compileKotlin UP-TO-DATE
            > Task :compileJava NO-SOURCE
            > Task :classes UP-TO-DATE
            > Task :processTestResources NO-SOURCE
            > Task :compileTestKotlin
            > Task :compileTestJava NO-SOURCE
            > Task :testClasses UP-TO-DATE
            > Task :test

            BUILD SUCCESSFUL in 17s
            5 actionable tasks: 3 executed, 2 up-to-date
            testsuite name="com.example.notes.ApplicationTest" tests="2"
            testsuite name="com.example.notes.NotesRepositoryTest" tests="5"
            testsuite name="com.example.notes.NotesRoutesTest" tests="6"
        """), env("9:15:08", tp, tabs2))),
        (cline_cmd_act("git status --short && git diff --shortstat"),
         cline_cmd("git status --short && git diff --shortstat",
                   f" M {rp}\n M {tp}\n 2 files changed, 17 insertions(+), 1 deletion(-)", env("9:15:31", tp, tabs2))),
    ]
    rs.add("swe", "h63-swe-06", sysm, turns, state=state)


# ---------------------------------------------------------------- 07 Express + jest/supertest, SWE-agent (clean)

SHIP_JS = t("""
    const express = require('express');
    const { listShipments, getShipment, updateStatus } = require('../services/shipments');
    const { requireAuth } = require('../middleware/auth');

    const router = express.Router();
    const STATUSES = ['label_created', 'in_transit', 'out_for_delivery', 'delivered', 'exception'];

    router.use(requireAuth);

    router.get('/', async (req, res, next) => {
      try {
        const { status, page = '1', limit = '20' } = req.query;
        const filters = {};
        if (status) {
          filters.status = status;
        }
        const result = await listShipments(filters, {
          page: Number(page),
          limit: Math.min(Number(limit), 100),
        });
        res.json(result);
      } catch (err) {
        next(err);
      }
    });

    router.get('/:id', async (req, res, next) => {
      try {
        const shipment = await getShipment(req.params.id);
        if (!shipment) {
          return res.status(404).json({ error: 'shipment_not_found' });
        }
        res.json(shipment);
      } catch (err) {
        next(err);
      }
    });

    router.patch('/:id/status', async (req, res, next) => {
      try {
        const { status } = req.body;
        if (!STATUSES.includes(status)) {
          return res.status(400).json({ error: 'invalid_status', allowed: STATUSES });
        }
        const updated = await updateStatus(req.params.id, status);
        res.json(updated);
      } catch (err) {
        next(err);
      }
    });

    module.exports = router;
""")


def t07(rs: RowSet) -> None:
    f = "/repo/src/routes/shipments.js"
    sysm = system("SWE-agent (ACI commands: open, goto, edit, search_file, search_dir, find_file, submit, plus shell commands)", "/repo", SWA_TOOLS)
    state = t("""
        Repository /repo: `parcel-tracker-api`, an Express 4.19 service (Node 18.20, jest 29 + supertest 6, Postgres via knex; tests use an in-memory fake of the services layer).
        Issue #88: "GET /shipments?status=shipped returns 500 instead of a 400 validation error".
    """)
    assert len(SHIP_JS.split("\n")) == 52
    new_block = ind(t("""
        if (status) {
          if (!STATUSES.includes(status)) {
            return res.status(400).json({ error: 'invalid_status', allowed: STATUSES });
          }
          filters.status = status;
        }
    """), 4)
    new = swap(SHIP_JS, ln(SHIP_JS, 14, 16), new_block)
    edit_cmd = "edit 14:16\n" + new_block + "\nend_of_edit"
    fail = t("""
         FAIL  tests/shipments.test.js
          GET /shipments
            ✓ returns the first page by default (51 ms)
            ✓ caps limit at 100 (12 ms)
            ✓ filters by status (9 ms)
            ✕ rejects an unknown status with 400 (17 ms)
          GET /shipments/:id
            ✓ returns a shipment (8 ms)
            ✓ returns 404 for a missing shipment (6 ms)
          PATCH /shipments/:id/status
            ✓ updates the status (11 ms)
            ✓ rejects an unknown status (5 ms)
            ✓ requires auth (4 ms)

          ● GET /shipments › rejects an unknown status with 400

            expect(received).toBe(expected) // Object.is equality

            Expected: 400
            Received: 500

              41 |       .set('Authorization', `Bearer ${token}`);
              42 |
            > 43 |     expect(res.status).toBe(400);
                 |                        ^
              44 |     expect(res.body.error).toBe('invalid_status');
              45 |   });
              46 |

              at Object.toBe (tests/shipments.test.js:43:24)

        Test Suites: 1 failed, 1 total
        Tests:       1 failed, 8 passed, 9 total
        Snapshots:   0 total
        Time:        1.482 s
        Ran all test suites matching /tests\\/shipments.test.js/i.
    """)
    ok = t("""
         PASS  tests/shipments.test.js
          GET /shipments
            ✓ returns the first page by default (47 ms)
            ✓ caps limit at 100 (11 ms)
            ✓ filters by status (8 ms)
            ✓ rejects an unknown status with 400 (6 ms)
          GET /shipments/:id
            ✓ returns a shipment (7 ms)
            ✓ returns 404 for a missing shipment (5 ms)
          PATCH /shipments/:id/status
            ✓ updates the status (10 ms)
            ✓ rejects an unknown status (5 ms)
            ✓ requires auth (4 ms)

        Test Suites: 1 passed, 1 total
        Tests:       9 passed, 9 total
        Snapshots:   0 total
        Time:        1.237 s, estimated 2 s
        Ran all test suites matching /tests\\/shipments.test.js/i.
    """)
    cov = t("""
         PASS  tests/health.test.js
         PASS  tests/auth.test.js
         PASS  tests/shipments.test.js
         PASS  tests/services/shipments.test.js
         PASS  tests/middleware/errors.test.js
         PASS  tests/webhooks.test.js
        -------------------------|---------|----------|---------|---------|-------------------
        File                     | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
        -------------------------|---------|----------|---------|---------|-------------------
        All files                |   93.71 |    86.45 |   95.12 |   93.58 |
         src                     |   88.88 |       75 |     100 |   88.88 |
          app.js                 |   88.88 |       75 |     100 |   88.88 | 31-32
         src/middleware          |   96.42 |    91.66 |     100 |   96.42 |
          auth.js                |     100 |      100 |     100 |     100 |
          errors.js              |   92.85 |    83.33 |     100 |   92.85 | 19
         src/routes              |   97.22 |    93.75 |     100 |   97.14 |
          health.js              |     100 |      100 |     100 |     100 |
          shipments.js           |     100 |      100 |     100 |     100 |
          webhooks.js            |   91.66 |    83.33 |     100 |   91.66 | 27
         src/services            |   90.76 |    80.95 |   88.88 |   90.47 |
          shipments.js           |   90.76 |    80.95 |   88.88 |   90.47 | 58-61,94
        -------------------------|---------|----------|---------|---------|-------------------

        Test Suites: 6 passed, 6 total
        Tests:       47 passed, 47 total
        Snapshots:   2 passed, 2 total
        Time:        3.904 s
        Ran all test suites.
    """)
    diff = t("""
        diff --git a/src/routes/shipments.js b/src/routes/shipments.js
        index 5a0d2f1..c7e93b4 100644
        --- a/src/routes/shipments.js
        +++ b/src/routes/shipments.js
        @@ -12,6 +12,9 @@ router.get('/', async (req, res, next) => {
             const { status, page = '1', limit = '20' } = req.query;
             const filters = {};
             if (status) {
        +      if (!STATUSES.includes(status)) {
        +        return res.status(400).json({ error: 'invalid_status', allowed: STATUSES });
        +      }
               filters.status = status;
             }
             const result = await listShipments(filters, {
    """)
    turns = [
        (swa_act("Find where the status filter is handled.", 'search_dir "status" src/routes'),
         swa('Found 10 matches for "status" in /repo/src/routes:\n/repo/src/routes/health.js (2 matches)\n/repo/src/routes/shipments.js (8 matches)\nEnd of matches for "status" in /repo/src/routes')),
        (swa_act("Open the shipments router.", "open src/routes/shipments.js"), swa(swa_window(f, SHIP_JS), f)),
        (swa_act("The list route passes any status to the service. Reproduce with the route tests.", "npx jest tests/shipments.test.js"),
         swa(fail, f)),
        (swa_act("Validate the status filter against STATUSES like the PATCH route does.", edit_cmd),
         swa(swa_window(f, new) + "\n" + SWA_EDITED, f)),
        (swa_act("Check the route line numbers after the edit.", 'search_file "^router"'),
         swa(f'Found 4 matches for "^router" in {f}:\nLine 8:router.use(requireAuth);\nLine 10:router.get(\'/\', async (req, res, next) => {{\n'
             f"Line 30:router.get('/:id', async (req, res, next) => {{\nLine 42:router.patch('/:id/status', async (req, res, next) => {{\n"
             f'End of matches for "^router" in {f}', f)),
        (swa_act("Re-run the route tests.", "npx jest tests/shipments.test.js"), swa(ok, f)),
        (swa_act("Run the whole suite with coverage.", "npx jest --coverage"), swa(cov, f)),
        (swa_act("Review the change.", "git diff"), swa(diff, f)),
        (swa_act("Done.", "submit"), swa(diff, f)),
    ]
    assert ln(new, 42, 42).startswith("router.patch") and ln(new, 30, 30).startswith("router.get('/:id'")
    rs.add("swe", "h63-swe-07", sysm, turns, state=state)


# ---------------------------------------------------------------- 08 SolidJS + vitest, Aider (bad: deleted component listed again)

def t08(rs: RowSet) -> None:
    root = "/home/jo/proj/solid-kanban"
    sysm = system("Aider (chat commands /run and /add; file edits as SEARCH/REPLACE blocks, auto-committed)", root, AIDER_TOOLS)
    state = t("""
        Aider v0.50.1
        Main model: claude-3-5-sonnet-20240620 with diff edit format, infinite output
        Weak model: claude-3-haiku-20240307
        Git repo: .git with 61 files
        Repo-map: using 1024 tokens, auto refresh
        Use /help <question> for help, run "aider --help" to see cmd line args

        Project: solid-kanban (SolidJS 1.8, Vite 5, vitest 1.6 + @solidjs/testing-library). Goal: remove the deprecated LegacyBadge component and use Badge instead.
    """)
    edit = t("""
        I'll switch CardItem to the shared Badge component, which takes a `variant` instead of `tone`.

        src/components/CardItem.tsx
        ```tsx
        <<<<<<< SEARCH
        import LegacyBadge from './LegacyBadge';
        =======
        import Badge from './Badge';
        >>>>>>> REPLACE
        ```

        src/components/CardItem.tsx
        ```tsx
        <<<<<<< SEARCH
                <LegacyBadge label={props.card.priority} tone="warn" />
        =======
                <Badge variant="warning">{props.card.priority}</Badge>
        >>>>>>> REPLACE
        ```
    """)
    turns = [
        ('/run grep -rn "LegacyBadge" src', aider_run(t("""
            src/components/CardItem.tsx:3:import LegacyBadge from './LegacyBadge';
            src/components/CardItem.tsx:27:        <LegacyBadge label={props.card.priority} tone="warn" />
            src/components/LegacyBadge.tsx:2:import styles from './LegacyBadge.module.css';
            src/components/LegacyBadge.tsx:4:/** @deprecated use <Badge variant=...> from ./Badge instead */
            src/components/LegacyBadge.tsx:5:export default function LegacyBadge(props: { label: string; tone?: 'info' | 'warn' }) {
        """))),
        ("/add src/components/CardItem.tsx src/components/Badge.tsx",
         "Added src/components/CardItem.tsx to the chat\nAdded src/components/Badge.tsx to the chat"),
        (edit, "Applied edit to src/components/CardItem.tsx\nCommit 6f1d0ab refactor: Replace LegacyBadge with Badge in CardItem\nYou can use /undo to undo and discard each aider commit."),
        ('/run git rm src/components/LegacyBadge.tsx src/components/LegacyBadge.module.css && git commit -m "chore: remove LegacyBadge component"',
         aider_run(t("""
            rm 'src/components/LegacyBadge.module.css'
            rm 'src/components/LegacyBadge.tsx'
            [main 2c8e7f3] chore: remove LegacyBadge component
             2 files changed, 41 deletions(-)
             delete mode 100644 src/components/LegacyBadge.module.css
             delete mode 100644 src/components/LegacyBadge.tsx
        """))),
        ("/run npx vitest run", aider_run(ind(t("""

             RUN  v1.6.0 /home/jo/proj/solid-kanban

             ✓ src/lib/board.test.ts  (11 tests) 7ms
             ✓ src/components/Badge.test.tsx  (3 tests) 24ms
             ✓ src/components/CardItem.test.tsx  (4 tests) 61ms
             ✓ src/components/Column.test.tsx  (5 tests) 78ms

             Test Files  4 passed (4)
                  Tests  23 passed (23)
               Start at  10:18:44
               Duration  1.91s (transform 512ms, setup 0ms, collect 1.07s, tests 170ms, environment 1.63s, prepare 402ms)
        """), 1))),
        ("/run git log --oneline -4", aider_run(t("""
            2c8e7f3 (HEAD -> main) chore: remove LegacyBadge component
            6f1d0ab refactor: Replace LegacyBadge with Badge in CardItem
            9ad41e2 (origin/main, origin/HEAD) feat: drag cards between columns
            3e07b5c fix: persist board order in localStorage
        """))),
        ("/run ls src/components", aider_run(t("""
            Badge.module.css
            Badge.test.tsx
            Badge.tsx
            Board.tsx
            CardItem.module.css
            CardItem.test.tsx
            CardItem.tsx
            Column.test.tsx
            Column.tsx
            LegacyBadge.tsx
            NewCardForm.tsx
            Toolbar.tsx
        """))),
        ("/run git status", aider_run(t("""
            On branch main
            Your branch is ahead of 'origin/main' by 2 commits.
              (use "git push" to publish your local commits)

            nothing to commit, working tree clean
        """))),
    ]
    rs.add("swe", "h63-swe-08", sysm, turns, state=state, bad=True, turn=7,
           kind="ls lists LegacyBadge.tsx in src/components although it was removed with git rm and committed in 2c8e7f3")


# ---------------------------------------------------------------- 09 Django REST framework + pytest, OpenHands (bad: PAGE_SIZE drifts)

DRF_SETTINGS = "\n" + t('''

    REST_FRAMEWORK = {
        "DEFAULT_AUTHENTICATION_CLASSES": [
            "rest_framework.authentication.TokenAuthentication",
            "rest_framework.authentication.SessionAuthentication",
        ],
        "DEFAULT_PERMISSION_CLASSES": [
            "rest_framework.permissions.IsAuthenticated",
        ],
        "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
        "PAGE_SIZE": 25,
        "DEFAULT_FILTER_BACKENDS": [
            "django_filters.rest_framework.DjangoFilterBackend",
            "rest_framework.filters.OrderingFilter",
        ],
        "DEFAULT_THROTTLE_RATES": {
            "anon": "30/min",
            "user": "600/min",
        },
        "TEST_REQUEST_DEFAULT_FORMAT": "json",
    }

    SPECTACULAR_SETTINGS = {
''')
LOAN_VIEWS = t('''
    from django.db.models import Q
    from django.utils import timezone
    from rest_framework import mixins, status, viewsets
    from rest_framework.decorators import action
    from rest_framework.response import Response

    from .models import Loan
    from .permissions import IsLibrarianOrOwner
    from .serializers import LoanSerializer, ReturnLoanSerializer


    class LoanViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin, viewsets.GenericViewSet):
        serializer_class = LoanSerializer
        permission_classes = [IsLibrarianOrOwner]
        pagination_class = None  # TODO: re-enable once the mobile app handles pages
        filterset_fields = ["status", "book__isbn"]
        ordering_fields = ["due_at", "created_at"]
        ordering = ["-created_at"]

        def get_queryset(self):
            qs = Loan.objects.select_related("book", "member")
            user = self.request.user
            if not user.is_staff:
                qs = qs.filter(member__user=user)
            return qs

        @action(detail=False, methods=["get"])
        def overdue(self, request):
            qs = self.filter_queryset(self.get_queryset()).filter(
                Q(status=Loan.Status.ACTIVE) & Q(due_at__lt=timezone.now())
            )
            page = self.paginate_queryset(qs)
            if page is not None:
                return self.get_paginated_response(self.get_serializer(page, many=True).data)
            return Response(self.get_serializer(qs, many=True).data)

        @action(detail=True, methods=["post"], serializer_class=ReturnLoanSerializer)
        def mark_returned(self, request, pk=None):
            loan = self.get_object()
            serializer = self.get_serializer(loan, data=request.data)
            serializer.is_valid(raise_exception=True)
            serializer.save(returned_at=timezone.now(), status=Loan.Status.RETURNED)
            return Response(LoanSerializer(loan).data, status=status.HTTP_200_OK)
''')


def t09(rs: RowSet) -> None:
    root = "/workspace/library-api"
    sysm = system("an OpenHands CodeActAgent using execute_bash and str_replace_editor", root, OH_TOOLS)
    state = t("""
        Repository /workspace/library-api (Django 5.0.6, djangorestframework 3.15.1, django-filter 24.2, pytest 8.2 + pytest-django; dev database SQLite db.sqlite3 with fixture data loaded).
        Issue #57: "GET /api/loans/ returns every loan at once; it should be paginated like the other endpoints (PAGE_SIZE from settings)."
    """)
    vf = f"{root}/loans/views.py"
    old = ln(LOAN_VIEWS, 14, 15)
    new_text = swap(LOAN_VIEWS, old, ln(LOAN_VIEWS, 14, 14))
    fail = t('''
        ..F.....F...                                                             [100%]
        =================================== FAILURES ===================================
        _________________________ test_list_loans_is_paginated _________________________

        api_client = <rest_framework.test.APIClient object at 0x7f3b2c1d4e50>
        loans_factory = <function loans_factory.<locals>.make at 0x7f3b2c0f89a0>

            def test_list_loans_is_paginated(api_client, loans_factory):
                loans_factory(30)
                response = api_client.get("/api/loans/")
                assert response.status_code == 200
        >       assert response.data["count"] == 30
        E       TypeError: list indices must be integers or slices, not str

        tests/test_loans.py:41: TypeError
        ___________________________ test_overdue_is_paginated __________________________

        api_client = <rest_framework.test.APIClient object at 0x7f3b2c1d4e50>
        loans_factory = <function loans_factory.<locals>.make at 0x7f3b2c0f89a0>

            def test_overdue_is_paginated(api_client, loans_factory):
                loans_factory(40, overdue=True)
                response = api_client.get("/api/loans/overdue/")
        >       assert len(response.data["results"]) == 25
        E       TypeError: list indices must be integers or slices, not str

        tests/test_loans.py:77: TypeError
        =========================== short test summary info ============================
        FAILED tests/test_loans.py::test_list_loans_is_paginated - TypeError: list indices must be integers or slices, not str
        FAILED tests/test_loans.py::test_overdue_is_paginated - TypeError: list indices must be integers or slices, not str
        2 failed, 10 passed in 1.87s
    ''')
    page2 = t('''
        {
            "count": 63,
            "next": "http://localhost:8000/api/loans/?page=3",
            "previous": "http://localhost:8000/api/loans/",
            "results": [
                {
                    "id": 38,
                    "book": {
                        "isbn": "9780141439518",
                        "title": "Pride and Prejudice"
                    },
                    "member": "M-00217",
                    "status": "active",
                    "borrowed_at": "2024-05-02T10:14:09Z",
                    "due_at": "2024-05-23T10:14:09Z",
                    "returned_at": null
                },
                {
                    "id": 37,
                    "book": {
                        "isbn": "9780553293357",
                        "title": "Foundation"
                    },
                    "member": "M-00104",
                    "status": "returned",
                    "borrowed_at": "2024-05-01T16:40:51Z",
                    "due_at": "2024-05-22T16:40:51Z",
                    "returned_at": "2024-05-15T09:02:33Z"
                },
    ''')
    rf = ("{'DEFAULT_AUTHENTICATION_CLASSES': ['rest_framework.authentication.TokenAuthentication', 'rest_framework.authentication.SessionAuthentication'], "
          "'DEFAULT_PERMISSION_CLASSES': ['rest_framework.permissions.IsAuthenticated'], 'DEFAULT_PAGINATION_CLASS': 'rest_framework.pagination.PageNumberPagination', "
          "'PAGE_SIZE': 50, 'DEFAULT_FILTER_BACKENDS': ['django_filters.rest_framework.DjangoFilterBackend', 'rest_framework.filters.OrderingFilter'], "
          "'DEFAULT_THROTTLE_RATES': {'anon': '30/min', 'user': '600/min'}, 'TEST_REQUEST_DEFAULT_FORMAT': 'json'}")
    diff = t('''
        diff --git a/loans/views.py b/loans/views.py
        index 2f9d1c4..8a07be3 100644
        --- a/loans/views.py
        +++ b/loans/views.py
        @@ -12,7 +12,6 @@ from .serializers import LoanSerializer, ReturnLoanSerializer
         class LoanViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin, viewsets.GenericViewSet):
             serializer_class = LoanSerializer
             permission_classes = [IsLibrarianOrOwner]
        -    pagination_class = None  # TODO: re-enable once the mobile app handles pages
             filterset_fields = ["status", "book__isbn"]
             ordering_fields = ["due_at", "created_at"]
             ordering = ["-created_at"]
    ''')
    srv = "python manage.py runserver 0.0.0.0:8000 > /tmp/server.log 2>&1"
    turns = [
        (bash("cd /workspace/library-api && git status -sb && ls"),
         oh_bash("## main...origin/main\nREADME.md  catalog  config  conftest.py  db.sqlite3  loans  manage.py  members  pyproject.toml  requirements.txt  tests", root)),
        (bash("python -m pytest tests/test_loans.py -q"), oh_bash(fail, root, 1)),
        (editor("view", f"{root}/config/settings.py", view_range=[118, 140]), cat_n(f"{root}/config/settings.py", DRF_SETTINGS, 118)),
        (editor("view", vf), cat_n(vf, LOAN_VIEWS)),
        (editor("str_replace", vf, old_str=old, new_str=ln(LOAN_VIEWS, 14, 14)), edited(vf, ln(new_text, 9, 19), 9)),
        (bash("python -m pytest tests/test_loans.py -q"),
         oh_bash("............                                                             [100%]\n12 passed in 1.64s", root)),
        (bash("python -m pytest -q 2>&1 | tail -2"),
         oh_bash("...................s...............s..............s.....                 [100%]\n214 passed, 3 skipped in 18.92s", root)),
        (bash(srv + " &"), oh_bash("[1] 4187", root)),
        (bash("sleep 2; curl -s 'http://localhost:8000/api/loans/?page=2' -H 'Authorization: Token 3c1e9a0d5b7f42e8a6d1c09b8f2e4a7d13b6c5f0' | python -m json.tool | head -30"),
         oh_bash(page2, root)),
        (bash("python manage.py shell -c \"from django.conf import settings; print(settings.REST_FRAMEWORK)\""), oh_bash(rf, root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("kill %1"), oh_bash("[1]+  Terminated              " + srv, root)),
    ]
    rs.add("swe", "h63-swe-09", sysm, turns, state=state, bad=True, turn=10,
           kind="settings.REST_FRAMEWORK prints PAGE_SIZE 50 although settings.py showed 25 (and page 2 of 63 still had a next page) with no settings change")


# ---------------------------------------------------------------- 10 AdonisJS + Japa, OpenHands (clean)

ADONIS_MIG = t("""
    import { BaseSchema } from '@adonisjs/lucid/schema'

    export default class extends BaseSchema {
      protected tableName = 'invoices'

      async up() {
        this.schema.alterTable(this.tableName, (table) => {
        })
      }

      async down() {
        this.schema.alterTable(this.tableName, (table) => {
        })
      }
    }
""")


def box(headers: list[str], rows: list[list[str]]) -> str:
    w = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]

    def line(left: str, mid: str, right: str) -> str:
        return left + mid.join("─" * (x + 2) for x in w) + right

    def fmt(cells: list[str]) -> str:
        return "│" + "│".join(f" {c:<{w[i]}} " for i, c in enumerate(cells)) + "│"

    out = [line("┌", "┬", "┐"), fmt(headers), line("├", "┼", "┤")]
    out += [fmt(r) for r in rows]
    out.append(line("└", "┴", "┘"))
    return "\n".join(out)


def t10(rs: RowSet) -> None:
    root = "/workspace/invoicer"
    mig = "database/migrations/1718102233417_alter_invoices_table.ts"
    sysm = system("an OpenHands CodeActAgent using execute_bash and str_replace_editor", root, OH_TOOLS)
    state = t("""
        Repository /workspace/invoicer (AdonisJS 6.12, Lucid ORM, PostgreSQL 16 on localhost:5432, Japa test runner). Node v20.14.0.
        Task: add a nullable `due_date` (date) column and an index on it to the invoices table; the functional tests for due dates already exist.
    """)
    old = ln(ADONIS_MIG, 6, 14)
    new = ind(t("""
        async up() {
          this.schema.alterTable(this.tableName, (table) => {
            table.date('due_date').nullable().after('issued_on')
            table.index(['due_date'], 'invoices_due_date_index')
          })
        }

        async down() {
          this.schema.alterTable(this.tableName, (table) => {
            table.dropIndex(['due_date'], 'invoices_due_date_index')
            table.dropColumn('due_date')
          })
        }
    """), 2)
    full = swap(ADONIS_MIG, old, new)
    names = ["1716800112904_create_users_table", "1716800113051_create_access_tokens_table", "1716800113377_create_tenants_table",
             "1716800114120_create_customers_table", "1716800114506_create_invoices_table", "1716800114931_create_invoice_lines_table",
             "1717421907262_add_paid_at_to_invoices", "1718102233417_alter_invoices_table"]
    rows = [[f"database/migrations/{n}", "completed", {"1718": "3", "1717": "2"}.get(n[:4], "1"), ""] for n in names]
    japa = t("""
        [ info ] booting application to run tests...

        functional / Invoices (tests/functional/invoices.spec.ts)
          ✔ list invoices for the current tenant (142ms)
          ✔ create an invoice with a due date (61ms)
          ✔ reject a due date before the issue date (18ms)
          ✔ list overdue invoices ordered by due date (57ms)
          ✔ mark an invoice as paid (44ms)

        functional / Auth (tests/functional/auth.spec.ts)
          ✔ login with valid credentials (96ms)
          ✔ reject invalid password (71ms)

         PASSED\x20

        total        : 7
        passed       : 7
        duration     : 1.12s
    """)
    turns = [
        (bash("cd /workspace/invoicer && node ace make:migration invoices --alter"),
         oh_bash(f"DONE:    create {mig}", root)),
        (editor("view", f"{root}/{mig}"), cat_n(f"{root}/{mig}", ADONIS_MIG)),
        (editor("str_replace", f"{root}/{mig}", old_str=old, new_str=new), edited(f"{root}/{mig}", ln(full, 2, 20), 2)),
        (bash("node ace migration:run"), oh_bash("❯ migrated database/migrations/1718102233417_alter_invoices_table\n\nMigrated in 38 ms", root)),
        (bash("node ace test functional"), oh_bash(japa, root)),
        (bash("node ace migration:status"), oh_bash(box(["Name", "Status", "Batch", "Message"], rows), root)),
    ]
    rs.add("swe", "h63-swe-10", sysm, turns, state=state)


# ---------------------------------------------------------------- 11 Vue 3 + Playwright, Claude Code (clean)

FILTERS_VUE = t("""
    <script setup lang="ts">
    import { computed } from 'vue'
    import { useTicketStore } from '@/stores/tickets'
    import type { Priority } from '@/types'

    const store = useTicketStore()
    const priorities: Priority[] = ['low', 'normal', 'high', 'urgent']

    const selected = computed({
      get: () => store.filters.priority,
      set: (value: Priority | null) => store.setFilter('priority', value),
    })

    function clear() {
      store.resetFilters()
    }
    </script>

    <template>
      <form class="filters" @submit.prevent>
        <label for="priority">Priority</label>
        <select id="priority" v-model="selected" data-testid="priority-filter">
          <option :value="null">Any</option>
          <option v-for="p in priorities" :key="p" :value="p">{{ p }}</option>
        </select>
        <input v-model="store.filters.query" type="search" placeholder="Search tickets" data-testid="ticket-search" />
        <button type="button" @click="clear">Clear</button>
      </form>
    </template>
""")


def t11(rs: RowSet) -> None:
    root = "/Users/lena/work/helpdesk-ui"
    f = f"{root}/src/components/TicketFilters.vue"
    sysm = system("Claude Code (tools Bash, Read, Edit, Write, Grep, Glob)", root, CC_TOOLS)
    state = t("""
        Claude Code session in /Users/lena/work/helpdesk-ui (Vue 3.4 + Vite 5 + Pinia, unit tests with vitest, e2e with @playwright/test 1.44 against the Vite dev server on port 5173). Branch fix/clear-filters-button.
        User: "The e2e test 'clears all filters' is failing on CI. Fix it without weakening the test."
    """)
    btn = FILTERS_VUE.split("\n").index("    <button type=\"button\" @click=\"clear\">Clear</button>") + 1
    old = ln(FILTERS_VUE, btn, btn)
    new_block = ind(t("""
        <button type="button" data-testid="clear-filters" @click="clear">
          Clear filters
        </button>
    """), 4)
    new = swap(FILTERS_VUE, old, new_block)
    e2e1 = t("""

        Running 6 tests using 4 workers

          ✓  1 [chromium] › tickets.spec.ts:5:3 › ticket list › shows open tickets first (1.2s)
          ✓  3 [chromium] › tickets.spec.ts:24:3 › ticket list › searches by subject (1.1s)
          ✓  2 [chromium] › tickets.spec.ts:14:3 › ticket list › filters by priority (1.6s)
          ✓  5 [chromium] › tickets.spec.ts:46:3 › ticket detail › opens a ticket from the list (1.9s)
          ✓  6 [chromium] › tickets.spec.ts:55:3 › ticket detail › assigns a ticket to me (2.3s)
          ✘  4 [chromium] › tickets.spec.ts:34:3 › ticket list › clears all filters (30.0s)


          1) [chromium] › tickets.spec.ts:34:3 › ticket list › clears all filters ──────────────────────────

            Test timeout of 30000ms exceeded.

            Error: locator.click: Test timeout of 30000ms exceeded.
            Call log:
              - waiting for getByRole('button', { name: 'Clear filters' })


              38 |     await page.getByTestId('ticket-search').fill('printer');
              39 |     await expect(page.getByTestId('ticket-row')).toHaveCount(2);
            > 40 |     await page.getByRole('button', { name: 'Clear filters' }).click();
                 |                                                               ^
              41 |     await expect(page.getByTestId('ticket-row')).toHaveCount(12);
              42 |     await expect(page.getByTestId('priority-filter')).toHaveValue('');
              43 |   });

                at /Users/lena/work/helpdesk-ui/tests/e2e/tickets.spec.ts:40:63

          1 failed
            [chromium] › tickets.spec.ts:34:3 › ticket list › clears all filters ───────────────────────────
          5 passed (34.8s)
    """)
    e2e2 = t("""

        Running 6 tests using 4 workers

          ✓  1 [chromium] › tickets.spec.ts:5:3 › ticket list › shows open tickets first (1.3s)
          ✓  2 [chromium] › tickets.spec.ts:14:3 › ticket list › filters by priority (1.5s)
          ✓  4 [chromium] › tickets.spec.ts:34:3 › ticket list › clears all filters (1.4s)
          ✓  3 [chromium] › tickets.spec.ts:24:3 › ticket list › searches by subject (1.2s)
          ✓  5 [chromium] › tickets.spec.ts:46:3 › ticket detail › opens a ticket from the list (1.8s)
          ✓  6 [chromium] › tickets.spec.ts:55:3 › ticket detail › assigns a ticket to me (2.2s)

          6 passed (6.9s)
    """)
    unit = ind(t("""

         RUN  v1.6.0 /Users/lena/work/helpdesk-ui

         ✓ src/components/__tests__/TicketRow.spec.ts  (5 tests) 22ms
         ✓ src/components/__tests__/TicketFilters.spec.ts  (4 tests) 48ms
         ✓ src/components/__tests__/TicketDetail.spec.ts  (6 tests) 93ms

         Test Files  3 passed (3)
              Tests  15 passed (15)
           Start at  09:52:17
           Duration  1.74s (transform 388ms, setup 121ms, collect 902ms, tests 163ms, environment 1.12s, prepare 351ms)
    """), 1)
    assert ln(FILTERS_VUE, 15, 15) == "  store.resetFilters()"
    grep1 = ("src/components/TicketFilters.vue:15:  store.resetFilters()\n"
             f"src/components/TicketFilters.vue:{btn}:    <button type=\"button\" @click=\"clear\">Clear</button>\n"
             "src/components/TicketDetail.vue:88:      <button type=\"button\" class=\"link\" @click=\"clearAssignee\">Clear assignee</button>\n"
             "src/stores/tickets.ts:41:  function resetFilters() {")
    turns = [
        (call("Bash", command="npx playwright test tests/e2e/tickets.spec.ts --reporter=list", description="Run the ticket e2e tests"), e2e1),
        (call("Read", file_path=f), cc_read(FILTERS_VUE)),
        (call("Grep", pattern="Clear|resetFilters", path=f"{root}/src", output_mode="content", **{"-n": True}), grep1),
        (call("Edit", file_path=f, old_string=old, new_string=new_block), cc_edit(f, new, btn - 5, btn + 4)),
        (call("Bash", command="npx playwright test tests/e2e/tickets.spec.ts --reporter=list", description="Re-run the ticket e2e tests"), e2e2),
        (call("Bash", command="npx vitest run src/components", description="Run the component unit tests"), unit),
        (call("Bash", command="npx playwright test --reporter=dot", description="Run the whole e2e suite", timeout=300000),
         "\nRunning 24 tests using 4 workers\n" + "·" * 24 + "\n\n  24 passed (28.6s)"),
        (call("Read", file_path=f, offset=19, limit=13), cc_read(new, 19, 31)),
        (call("Bash", command="git diff --stat", description="Summarize the change"),
         " src/components/TicketFilters.vue | 4 +++-\n 1 file changed, 3 insertions(+), 1 deletion(-)"),
        (call("Bash", command="git commit -am \"Label the clear button 'Clear filters'\"", description="Commit the fix"),
         "[fix/clear-filters-button 7b3e0c2] Label the clear button 'Clear filters'\n 1 file changed, 3 insertions(+), 1 deletion(-)"),
    ]
    assert len(new.split("\n")) == 31
    rs.add("swe", "h63-swe-11", sysm, turns, state=state)


# ---------------------------------------------------------------- 12 Litestar + pytest, Claude Code (bad: renamed method back under its old name)

USERS_REPO_PY = t('''
    from __future__ import annotations

    from collections.abc import Sequence

    from advanced_alchemy.repository import SQLAlchemyAsyncRepository
    from sqlalchemy import func, select

    from lodge.models import Booking, User


    class UserRepository(SQLAlchemyAsyncRepository[User]):
        """Data access for guest accounts."""

        model_type = User

        async def list_active(self, limit: int = 50, offset: int = 0) -> Sequence[User]:
            stmt = (
                select(User)
                .where(User.is_active.is_(True))
                .order_by(User.created_at.desc())
                .limit(limit)
                .offset(offset)
            )
            return (await self.session.scalars(stmt)).all()

        async def count_active(self) -> int:
            stmt = select(func.count()).select_from(User).where(User.is_active.is_(True))
            return (await self.session.scalar(stmt)) or 0

        # Emails are stored lower-cased; callers must normalise before calling.
        async def get_user_by_email(self, email: str) -> User | None:
            return await self.get_one_or_none(email=email)

        async def with_upcoming_bookings(self, user_id: int) -> Sequence[Booking]:
            stmt = (
                select(Booking)
                .where(Booking.user_id == user_id, Booking.check_in >= func.current_date())
                .order_by(Booking.check_in)
            )
            return (await self.session.scalars(stmt)).all()
''')


def t12(rs: RowSet) -> None:
    root = "/home/omar/src/lodge-api"
    f = f"{root}/src/lodge/repositories/users.py"
    sysm = system("Claude Code (tools Bash, Read, Edit, Write, Grep, Glob)", root, CC_TOOLS)
    state = t("""
        Claude Code session in /home/omar/src/lodge-api (Litestar 2.9, advanced-alchemy 0.17, SQLAlchemy 2.0 async, pytest 8 + pytest-asyncio, managed with uv). Linux, bash.
        User: "Rename UserRepository.get_user_by_email to find_user_by_email everywhere (it returns None, so 'get' is misleading). Keep ruff, mypy and the tests green."
    """)
    k = USERS_REPO_PY.split("\n").index("    async def get_user_by_email(self, email: str) -> User | None:") + 1
    assert k == 31
    old = ln(USERS_REPO_PY, k, k)
    new_line = old.replace("get_user_by_email", "find_user_by_email")
    new = swap(USERS_REPO_PY, old, new_line)
    sed = ("sed -i 's/get_user_by_email/find_user_by_email/g' src/lodge/services/auth.py src/lodge/controllers/users.py tests/test_users_repo.py"
           " && git diff --stat")
    turns = [
        (call("Grep", pattern="get_user_by_email", path=root, output_mode="content", **{"-n": True}), t("""
            src/lodge/repositories/users.py:31:    async def get_user_by_email(self, email: str) -> User | None:
            src/lodge/services/auth.py:44:        user = await self.users.get_user_by_email(data.email.lower())
            src/lodge/controllers/users.py:58:        existing = await users_repo.get_user_by_email(data.email.strip().lower())
            tests/test_users_repo.py:22:    found = await repo.get_user_by_email("ada@example.com")
            tests/test_users_repo.py:29:    assert await repo.get_user_by_email("nobody@example.com") is None
        """)),
        (call("Read", file_path=f, offset=24, limit=17), cc_read(USERS_REPO_PY, 24, 40)),
        (call("Edit", file_path=f, old_string=old, new_string=new_line), cc_edit(f, new, 26, 36)),
        (call("Bash", command=sed, description="Rename the callers and show the diff summary"), ind(t("""
             src/lodge/controllers/users.py  | 2 +-
             src/lodge/repositories/users.py | 2 +-
             src/lodge/services/auth.py      | 2 +-
             tests/test_users_repo.py        | 4 ++--
             4 files changed, 5 insertions(+), 5 deletions(-)
        """), 1)),
        (call("Bash", command="uv run ruff check src tests && uv run mypy src", description="Lint and type-check"),
         "All checks passed!\nSuccess: no issues found in 27 source files"),
        (call("Grep", pattern="user_by_email", path=root, output_mode="content", **{"-n": True}), t("""
            src/lodge/repositories/users.py:31:    async def get_user_by_email(self, email: str) -> User | None:
            src/lodge/services/auth.py:44:        user = await self.users.find_user_by_email(data.email.lower())
            src/lodge/controllers/users.py:58:        existing = await users_repo.find_user_by_email(data.email.strip().lower())
            tests/test_users_repo.py:22:    found = await repo.find_user_by_email("ada@example.com")
            tests/test_users_repo.py:29:    assert await repo.find_user_by_email("nobody@example.com") is None
        """)),
        (call("Bash", command="uv run pytest -q", description="Run the test suite"), t("""
            ......................................................................   [ 81%]
            ................                                                         [100%]
            86 passed in 2.41s
        """)),
    ]
    rs.add("swe", "h63-swe-12", sysm, turns, state=state, bad=True, turn=6,
           kind="grep shows users.py:31 still defining get_user_by_email although the Edit renamed it to find_user_by_email")


# ---------------------------------------------------------------- 13 NestJS + jest/supertest, Cline (clean)

PET_DTO = t("""
    import { IsDateString, IsEnum, IsOptional, IsString, Length } from 'class-validator';
    import { Species } from '../entities/pet.entity';

    export class CreatePetDto {
      @IsString()
      @Length(1, 60)
      name: string;

      @IsEnum(Species)
      species: Species;

      @IsOptional()
      @IsDateString()
      birthdate?: string;

      @IsOptional()
      @IsString()
      ownerId?: string;
    }
""")
PET_SERVICE = t("""
    import { Injectable, NotFoundException } from '@nestjs/common';
    import { InjectRepository } from '@nestjs/typeorm';
    import { Repository } from 'typeorm';
    import { CreatePetDto } from './dto/create-pet.dto';
    import { UpdatePetDto } from './dto/update-pet.dto';
    import { Pet } from './entities/pet.entity';

    @Injectable()
    export class PetsService {
      constructor(@InjectRepository(Pet) private readonly pets: Repository<Pet>) {}

      create(dto: CreatePetDto): Promise<Pet> {
        const pet = this.pets.create({
          name: dto.name,
          species: dto.species,
          birthDate: dto.birthdate ? new Date(dto.birthdate) : null,
          ownerId: dto.ownerId ?? null,
        });
        return this.pets.save(pet);
      }

      findAll(species?: string): Promise<Pet[]> {
        return this.pets.find({ where: species ? { species: species as Pet['species'] } : {}, order: { name: 'ASC' } });
      }

      async findOne(id: number): Promise<Pet> {
        const pet = await this.pets.findOneBy({ id });
        if (!pet) throw new NotFoundException(`Pet ${id} not found`);
        return pet;
      }

      async remove(id: number): Promise<void> {
        const res = await this.pets.delete(id);
        if (!res.affected) throw new NotFoundException(`Pet ${id} not found`);
      }
    }
""")
PET_E2E = t("""
    import { INestApplication, ValidationPipe } from '@nestjs/common';
    import { Test } from '@nestjs/testing';
    import * as request from 'supertest';
    import { AppModule } from '../src/app.module';

    describe('Pets (e2e)', () => {
      let app: INestApplication;

      beforeAll(async () => {
        const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
        app = moduleRef.createNestApplication();
        app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true }));
        await app.init();
      });

      afterAll(async () => {
        await app.close();
      });

      it('POST /pets creates a pet', async () => {
        const res = await request(app.getHttpServer())
          .post('/pets')
          .send({ name: 'Biscuit', species: 'dog', birthdate: '2021-04-02' })
          .expect(201);
        expect(res.body.birthDate).toBe('2021-04-02T00:00:00.000Z');
      });

      it('POST /pets rejects an unknown species', () => {
        return request(app.getHttpServer()).post('/pets').send({ name: 'Nemo', species: 'fish' }).expect(400);
      });

      it('GET /pets lists pets sorted by name', async () => {
        const res = await request(app.getHttpServer()).get('/pets').expect(200);
        const names = res.body.map((p: { name: string }) => p.name);
        expect(names).toEqual([...names].sort());
      });

      it('GET /pets/:id returns 404 for a missing pet', () => {
        return request(app.getHttpServer()).get('/pets/999999').expect(404);
      });
    });
""")


def t13(rs: RowSet) -> None:
    root = "/home/dev/kennel-api"
    sysm = system("Cline (VS Code extension) in ACT MODE", root, CLINE_TOOLS)
    state = t("""
        VS Code workspace /home/dev/kennel-api (NestJS 10.3, TypeORM 0.3 with better-sqlite3 in tests, class-validator, jest 29 + supertest). Cline task:
        "Rename CreatePetDto.birthdate to dateOfBirth (API field too), update callers and tests, and delete the unused src/pets/pets.helper.ts."
    """)

    def env(clock: str, vis: str, tabs: list[str]) -> str:
        return cline_env(f"6/4/2024, {clock} PM (Europe/Berlin, UTC+2:00)", vis, tabs)

    dto_p, svc_p, e2e_p = "src/pets/dto/create-pet.dto.ts", "src/pets/pets.service.ts", "test/pets.e2e-spec.ts"
    dto_new = swap(PET_DTO, "  birthdate?: string;", "  dateOfBirth?: string;")
    svc_old = "      birthDate: dto.birthdate ? new Date(dto.birthdate) : null,"
    svc_new_l = "      birthDate: dto.dateOfBirth ? new Date(dto.dateOfBirth) : null,"
    svc_new = swap(PET_SERVICE, svc_old, svc_new_l)
    e2e_old = "      .send({ name: 'Biscuit', species: 'dog', birthdate: '2021-04-02' })"
    e2e_new_l = "      .send({ name: 'Biscuit', species: 'dog', dateOfBirth: '2021-04-02' })"
    e2e_new = swap(PET_E2E, e2e_old, e2e_new_l)
    svc_k = PET_SERVICE.split("\n").index(svc_old) + 1
    e2e_k = PET_E2E.split("\n").index(e2e_old) + 1
    files_before = ["src/pets/dto/", "src/pets/dto/create-pet.dto.ts", "src/pets/dto/update-pet.dto.ts", "src/pets/entities/",
                    "src/pets/entities/pet.entity.ts", "src/pets/pets.controller.spec.ts", "src/pets/pets.controller.ts",
                    "src/pets/pets.helper.ts", "src/pets/pets.module.ts", "src/pets/pets.service.spec.ts", "src/pets/pets.service.ts"]
    files_after = [x for x in files_before if x != "src/pets/pets.helper.ts"]
    search1 = "\n".join([
        "Found 5 results.", "",
        "src/pets/pets.helper.ts", "│----",
        "│export function ageFromBirthdate(birthdate: Date, now = new Date()): number {",
        "│  let age = now.getFullYear() - birthdate.getFullYear();",
        "│  const beforeBirthday = now < new Date(now.getFullYear(), birthdate.getMonth(), birthdate.getDate());",
        "│  return beforeBirthday ? age - 1 : age;", "│----", "",
        svc_p, "│----", "│" + ln(PET_SERVICE, svc_k - 1, svc_k - 1), "│" + svc_old, "│" + ln(PET_SERVICE, svc_k + 1, svc_k + 1), "│----", "",
        e2e_p, "│----", "│" + ln(PET_E2E, e2e_k - 1, e2e_k - 1), "│" + e2e_old, "│" + ln(PET_E2E, e2e_k + 1, e2e_k + 1), "│----",
    ])
    unit = t("""

        > kennel-api@0.3.1 test
        > jest

        PASS src/pets/pets.service.spec.ts
        PASS src/owners/owners.service.spec.ts
        PASS src/pets/pets.controller.spec.ts
        PASS src/owners/owners.controller.spec.ts
        PASS src/app.controller.spec.ts

        Test Suites: 5 passed, 5 total
        Tests:       23 passed, 23 total
        Snapshots:   0 total
        Time:        4.127 s
        Ran all test suites.
    """)
    e2e_run = t("""

        > kennel-api@0.3.1 test:e2e
        > jest --config ./test/jest-e2e.json

        PASS test/pets.e2e-spec.ts (6.211 s)
        PASS test/app.e2e-spec.ts

        Test Suites: 2 passed, 2 total
        Tests:       5 passed, 5 total
        Snapshots:   0 total
        Time:        7.048 s, estimated 9 s
        Ran all test suites.
    """)
    tabs = [dto_p]
    turns = [
        ("<list_files>\n<path>src/pets</path>\n<recursive>true</recursive>\n</list_files>",
         "[list_files for 'src/pets'] Result:\n" + "\n".join(files_before) + env("2:31:07", "(No visible files)", ["(No open tabs)"])),
        (f"<read_file>\n<path>{dto_p}</path>\n</read_file>",
         f"[read_file for '{dto_p}'] Result:\n{PET_DTO}" + env("2:31:20", "(No visible files)", ["(No open tabs)"])),
        (cline_replace_act(dto_p, "  birthdate?: string;", "  dateOfBirth?: string;"), cline_saved(dto_p, dto_new, env("2:31:49", dto_p, tabs))),
        ("<search_files>\n<path>.</path>\n<regex>birthdate</regex>\n<file_pattern>*.ts</file_pattern>\n</search_files>",
         "[search_files for 'birthdate' in '*.ts'] Result:\n" + search1 + env("2:32:05", dto_p, tabs)),
        (cline_replace_act(svc_p, svc_old, svc_new_l), cline_saved(svc_p, svc_new, env("2:32:31", svc_p, tabs + [svc_p]))),
        (cline_replace_act(e2e_p, e2e_old, e2e_new_l), cline_saved(e2e_p, e2e_new, env("2:32:58", e2e_p, tabs + [svc_p, e2e_p]))),
        ("<search_files>\n<path>.</path>\n<regex>pets\\.helper|ageFromBirthdate</regex>\n<file_pattern>*.ts</file_pattern>\n</search_files>",
         "[search_files for 'pets\\.helper|ageFromBirthdate' in '*.ts'] Result:\nFound 1 result.\n\nsrc/pets/pets.helper.ts\n│----\n"
         "│export function ageFromBirthdate(birthdate: Date, now = new Date()): number {\n│  let age = now.getFullYear() - birthdate.getFullYear();\n│----"
         + env("2:33:14", e2e_p, tabs + [svc_p, e2e_p])),
        (cline_cmd_act("git rm src/pets/pets.helper.ts"),
         cline_cmd("git rm src/pets/pets.helper.ts", "rm 'src/pets/pets.helper.ts'", env("2:33:30", e2e_p, tabs + [svc_p, e2e_p]))),
        ("<list_files>\n<path>src/pets</path>\n<recursive>true</recursive>\n</list_files>",
         "[list_files for 'src/pets'] Result:\n" + "\n".join(files_after) + env("2:33:41", e2e_p, tabs + [svc_p, e2e_p])),
        (cline_cmd_act("npm run test"), cline_cmd("npm run test", unit, env("2:34:12", e2e_p, tabs + [svc_p, e2e_p]))),
        (cline_cmd_act("npm run test:e2e"), cline_cmd("npm run test:e2e", e2e_run, env("2:34:47", e2e_p, tabs + [svc_p, e2e_p]))),
    ]
    rs.add("swe", "h63-swe-13", sysm, turns, state=state)


# ---------------------------------------------------------------- 14 Micronaut + Gradle, Codex CLI (bad: commit dated before an earlier `date`)

PING_JAVA = t("""
    package com.fleet.telemetry.web;

    import com.fleet.telemetry.model.Ping;
    import com.fleet.telemetry.repo.PingRepository;
    import io.micronaut.http.HttpResponse;
    import io.micronaut.http.annotation.Controller;
    import io.micronaut.http.annotation.Get;
    import io.micronaut.http.annotation.PathVariable;
    import io.micronaut.http.annotation.QueryValue;
    import java.time.Duration;
    import java.time.Instant;
    import java.util.List;

    @Controller("/vehicles/{vehicleId}/pings")
    public class PingController {

        private static final Duration MAX_WINDOW = Duration.ofHours(24);

        private final PingRepository pings;

        public PingController(PingRepository pings) {
            this.pings = pings;
        }

        @Get
        public HttpResponse<List<Ping>> list(@PathVariable String vehicleId,
                                             @QueryValue Instant from,
                                             @QueryValue Instant to) {
            if (to.isBefore(from)) {
                return HttpResponse.badRequest();
            }
            return HttpResponse.ok(pings.findByVehicleIdAndRecordedAtBetween(vehicleId, from, to));
        }
    }
""")


def t14(rs: RowSet) -> None:
    root = "/home/dev/fleet-telemetry"
    sysm = system("Codex CLI (shell tool; files are edited with apply_patch)", root, CODEX_TOOLS)
    state = t("""
        Codex CLI session in /home/dev/fleet-telemetry (Micronaut 4.4, Java 17, Gradle 8.7 wrapper, JUnit 5 with micronaut-test and Testcontainers disabled in favour of an H2 test datasource), approval mode: full-auto. System clock is UTC.
        Task: "GET /vehicles/{id}/pings must never return more than 24 hours of pings; clamp `from` when the window is longer. Make the tests pass and commit."
    """)
    fail = t("""
        > Task :compileJava UP-TO-DATE
        > Task :processResources UP-TO-DATE
        > Task :classes UP-TO-DATE
        > Task :compileTestJava UP-TO-DATE
        > Task :processTestResources UP-TO-DATE
        > Task :testClasses UP-TO-DATE

        > Task :test

        PingControllerTest > clampsWindowToTwentyFourHours() FAILED
            org.opentest4j.AssertionFailedError at PingControllerTest.java:71

        PingControllerTest > returnsBadRequestWhenToBeforeFrom() PASSED

        PingControllerTest > listsPingsInWindow() PASSED

        3 tests completed, 1 failed

        > Task :test FAILED

        FAILURE: Build failed with an exception.

        * What went wrong:
        Execution failed for task ':test'.
        > There were failing tests. See the report at: file:///home/dev/fleet-telemetry/build/reports/tests/test/index.html

        BUILD FAILED in 14s
        5 actionable tasks: 1 executed, 4 up-to-date
    """)
    patch = t("""
        *** Begin Patch
        *** Update File: src/main/java/com/fleet/telemetry/web/PingController.java
        @@
                 if (to.isBefore(from)) {
                     return HttpResponse.badRequest();
                 }
        +        if (Duration.between(from, to).compareTo(MAX_WINDOW) > 0) {
        +            from = to.minus(MAX_WINDOW);
        +        }
                 return HttpResponse.ok(pings.findByVehicleIdAndRecordedAtBetween(vehicleId, from, to));
        *** End Patch
    """)
    ok = t("""
        > Task :compileJava
        > Task :processResources UP-TO-DATE
        > Task :classes
        > Task :compileTestJava
        > Task :processTestResources UP-TO-DATE
        > Task :testClasses
        > Task :test

        BUILD SUCCESSFUL in 21s
        5 actionable tasks: 3 executed, 2 up-to-date
    """)
    turns = [
        (cx("git status -sb && git log -1 --format='%h %ad %s' --date=iso", root),
         cx_out("## main...origin/main\n91c4e0b 2024-06-12 09:58:41 +0000 Add /vehicles/{id}/pings endpoint\n", 0, 0.1)),
        (cx("./gradlew test --tests '*PingControllerTest'", root), cx_out(fail + "\n", 1, 15.2)),
        (cx("date -u && nl -ba src/main/java/com/fleet/telemetry/web/PingController.java | sed -n '14,34p'", root),
         cx_out("Wed Jun 12 10:47:12 UTC 2024\n" + nl(PING_JAVA, 14, 34) + "\n", 0, 0.1)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM src/main/java/com/fleet/telemetry/web/PingController.java\n", 0, 0.0)),
        (cx("./gradlew test", root), cx_out(ok + "\n", 0, 22.4)),
        (cx("git commit -am 'Clamp ping queries to a 24h window' && git log -2 --format='%h %ad %s' --date=iso", root),
         cx_out(t("""
            [main 3d7a2f9] Clamp ping queries to a 24h window
             1 file changed, 3 insertions(+)
            3d7a2f9 2024-06-12 10:31:05 +0000 Clamp ping queries to a 24h window
            91c4e0b 2024-06-12 09:58:41 +0000 Add /vehicles/{id}/pings endpoint
         """) + "\n", 0, 0.2)),
    ]
    rs.add("swe", "h63-swe-14", sysm, turns, state=state, bad=True, turn=6,
           kind="the new commit is dated 10:31:05 UTC although `date -u` had already printed 10:47:12 UTC before the edit")


# ---------------------------------------------------------------- 15 Rails + RSpec, Aider (bad: applied migration reported down)

def rails_banner(text: str) -> str:
    return text + " " + "=" * (79 - len(text) - 1)


def t15(rs: RowSet) -> None:
    root = "/home/ana/code/taskforge"
    sysm = system("Aider (chat commands /run and /add; file edits as SEARCH/REPLACE blocks, auto-committed)", root, AIDER_TOOLS)
    state = t("""
        Aider v0.49.1
        Main model: gpt-4o-2024-08-06 with diff edit format
        Weak model: gpt-4o-mini
        Git repo: .git with 214 files
        Repo-map: using 1024 tokens, auto refresh

        Project: taskforge (Rails 7.1.3, Ruby 3.3.0, PostgreSQL 15, rspec-rails 6.1). Goal: let projects be archived (archived_at timestamp, Project.active / Project.archived scopes, Project#archive!).
    """)
    mig = "20240611093412"
    migrate_out = "\n".join([
        rails_banner(f"== {mig} AddArchivedAtToProjects: migrating"),
        "-- add_column(:projects, :archived_at, :datetime)", "   -> 0.0021s",
        "-- add_index(:projects, :archived_at)", "   -> 0.0014s",
        rails_banner(f"== {mig} AddArchivedAtToProjects: migrated (0.0037s)"), ""])
    model_edit = t("""
        I'll add the scopes and the `archive!` method to the model.

        app/models/project.rb
        ```ruby
        <<<<<<< SEARCH
          validates :name, presence: true, length: { maximum: 80 }
          validates :slug, presence: true, uniqueness: { scope: :organization_id }
        =======
          validates :name, presence: true, length: { maximum: 80 }
          validates :slug, presence: true, uniqueness: { scope: :organization_id }

          scope :active, -> { where(archived_at: nil) }
          scope :archived, -> { where.not(archived_at: nil) }

          def archive!(at: Time.current)
            update!(archived_at: at)
          end

          def archived?
            archived_at.present?
          end
        >>>>>>> REPLACE
        ```
    """)
    spec_edit = t("""
        Now the specs.

        spec/models/project_spec.rb
        ```ruby
        <<<<<<< SEARCH
          describe "validations" do
        =======
          describe ".active and .archived" do
            let!(:live) { create(:project) }
            let!(:old) { create(:project, archived_at: 2.days.ago) }

            it "splits projects by archived_at" do
              expect(Project.active).to contain_exactly(live)
              expect(Project.archived).to contain_exactly(old)
            end
          end

          describe "#archive!" do
            it "stamps archived_at" do
              project = create(:project)
              freeze_time do
                project.archive!
                expect(project.reload.archived_at).to eq(Time.current)
              end
              expect(project).to be_archived
            end
          end

          describe "validations" do
        >>>>>>> REPLACE
        ```
    """)
    dots = "." * 80
    full = "\n".join([
        "Randomized with seed 50264", dots, dots, dots, "." * 30 + "*" + "." * 39 + "*" + "." * 1, "",
        "Pending: (Failures listed here are expected and do not affect your suite's status)", "",
        "  1) Billing::InvoiceExporter exports to Xero",
        "     # Xero sandbox credentials not configured",
        "     # ./spec/services/billing/invoice_exporter_spec.rb:42", "",
        "  2) TaskMailer#digest includes overdue tasks",
        "     # Temporarily skipped with xit",
        "     # ./spec/mailers/task_mailer_spec.rb:18", "",
        "Finished in 8.71 seconds (files took 1.92 seconds to load)",
        "312 examples, 0 failures, 2 pending", "", "Randomized with seed 50264"])
    assert sum(full.split("\n")[i].count(".") + full.split("\n")[i].count("*") for i in range(1, 5)) == 312
    status = t(f"""

        database: taskforge_development

         Status   Migration ID    Migration Name
        --------------------------------------------------
           up     20240102110000  Create users
           up     20240102110512  Create organizations
           up     20240102111204  Create projects
           up     20240104093015  Create tasks
           up     20240215142207  Add position to tasks
           up     20240503081144  Create memberships
          down    {mig}  Add archived at to projects
    """)
    turns = [
        ("/run bin/rails g migration AddArchivedAtToProjects archived_at:datetime:index",
         aider_run(f"      invoke  active_record\n      create    db/migrate/{mig}_add_archived_at_to_projects.rb")),
        ("/run bin/rails db:migrate", aider_run(migrate_out)),
        ("/add app/models/project.rb spec/models/project_spec.rb",
         "Added app/models/project.rb to the chat\nAdded spec/models/project_spec.rb to the chat"),
        (model_edit, aider_applied("app/models/project.rb", "4b9d1e0", "feat: Add archived scopes and archive! to Project")),
        (spec_edit, aider_applied("spec/models/project_spec.rb", "c27f5a8", "test: Cover Project.active, .archived and #archive!")),
        ("/run bundle exec rspec spec/models/project_spec.rb", aider_run(t("""

            Randomized with seed 31877
            ..............

            Finished in 0.41236 seconds (files took 1.87 seconds to load)
            14 examples, 0 failures

            Randomized with seed 31877
        """))),
        ("/run bundle exec rspec", aider_run(full)),
        ("/run bin/rails db:migrate:status", aider_run(status)),
        ("/run git log --oneline -3", aider_run(t("""
            c27f5a8 (HEAD -> main) test: Cover Project.active, .archived and #archive!
            4b9d1e0 feat: Add archived scopes and archive! to Project
            8f3a6d2 (origin/main, origin/HEAD) Merge pull request #64 from taskforge/task-positions
        """))),
        ("/run git status", aider_run(t(f"""
            On branch main
            Your branch is ahead of 'origin/main' by 2 commits.
              (use "git push" to publish your local commits)

            Changes not staged for commit:
              (use "git add <file>..." to update what will be committed)
              (use "git restore <file>..." to discard changes in working directory)
            \tmodified:   db/schema.rb

            Untracked files:
              (use "git add <file>..." to include in what will be committed)
            \tdb/migrate/{mig}_add_archived_at_to_projects.rb

            no changes added to commit (use "git add" and/or "git commit -a")
        """))),
    ]
    rs.add("swe", "h63-swe-15", sysm, turns, state=state, bad=True, turn=8,
           kind="db:migrate:status lists 20240611093412 AddArchivedAtToProjects as down although db:migrate had migrated it and nothing rolled it back")


# ---------------------------------------------------------------- 16 Deno Fresh + deno test, SWE-agent (clean)

FORMAT_TS = t("""
    const UNITS = ["B", "KB", "MB", "GB", "TB"];

    /** Human-readable size for a paste body, e.g. 1536 -> "1.5 KB". */
    export function formatBytes(bytes: number, decimals = 1): string {
      if (!Number.isFinite(bytes) || bytes < 0) {
        throw new RangeError(`invalid byte count: ${bytes}`);
      }
      const i = Math.floor(Math.log(bytes) / Math.log(1024));
      const value = bytes / Math.pow(1024, i);
      return `${value.toFixed(decimals)} ${UNITS[i]}`;
    }

    /** Relative expiry label for the paste header. */
    export function formatExpiry(expiresAt: Date, now = new Date()): string {
      const minutes = Math.round((expiresAt.getTime() - now.getTime()) / 60_000);
      if (minutes <= 0) return "expired";
      if (minutes < 60) return `in ${minutes} min`;
      const hours = Math.round(minutes / 60);
      return hours < 48 ? `in ${hours} h` : `in ${Math.round(hours / 24)} days`;
    }
""")


def t16(rs: RowSet) -> None:
    f = "/repo/utils/format.ts"
    sysm = system("SWE-agent (ACI commands: open, goto, edit, search_file, search_dir, find_file, submit, plus shell commands)", "/repo", SWA_TOOLS)
    state = t("""
        Repository /repo: `pastebin-lite`, a Deno 1.44 / Fresh 1.6 app (Preact islands, Deno KV). Tests with `deno test`, formatting with `deno fmt`, linting with `deno lint`.
        Issue #31: "Empty pastes show 'NaN undefined' as their size, and a 512-byte paste shows '512.0 B'."
    """)
    raw = ind(t("""
        if (bytes < 1024) return `${bytes} B`;
        const i = Math.min(Math.floor(Math.log(bytes)/Math.log(1024)), UNITS.length - 1)
        const value = bytes / Math.pow(1024, i);
        return `${value.toFixed(decimals)} ${UNITS[i]}`;
    """), 2)
    edited_text = swap(FORMAT_TS, ln(FORMAT_TS, 8, 10), raw)
    fmt_block = ind(t("""
        if (bytes < 1024) return `${bytes} B`;
        const i = Math.min(
          Math.floor(Math.log(bytes) / Math.log(1024)),
          UNITS.length - 1,
        );
        const value = bytes / Math.pow(1024, i);
        return `${value.toFixed(decimals)} ${UNITS[i]}`;
    """), 2)
    formatted = swap(FORMAT_TS, ln(FORMAT_TS, 8, 10), fmt_block)
    fail = t("""
        Check file:///repo/utils/format_test.ts
        running 6 tests from ./utils/format_test.ts
        formatBytes renders zero ... FAILED (1ms)
        formatBytes keeps small sizes in bytes ... FAILED (0ms)
        formatBytes uses one decimal for KB ... ok (0ms)
        formatBytes uses one decimal for MB ... ok (0ms)
        formatExpiry says expired for past dates ... ok (0ms)
        formatExpiry uses days beyond 48 hours ... ok (0ms)

         ERRORS\x20

        formatBytes renders zero => ./utils/format_test.ts:4:6
        error: AssertionError: Values are not equal.


            [Diff] Actual / Expected


        -   "NaN undefined"
        +   "0 B"

          throw new AssertionError(message);
                ^
            at assertEquals (https://jsr.io/@std/assert/0.226.0/assert_equals.ts:62:9)
            at file:///repo/utils/format_test.ts:5:3

        formatBytes keeps small sizes in bytes => ./utils/format_test.ts:8:6
        error: AssertionError: Values are not equal.


            [Diff] Actual / Expected


        -   "512.0 B"
        +   "512 B"

          throw new AssertionError(message);
                ^
            at assertEquals (https://jsr.io/@std/assert/0.226.0/assert_equals.ts:62:9)
            at file:///repo/utils/format_test.ts:9:3

         FAILURES\x20

        formatBytes renders zero => ./utils/format_test.ts:4:6
        formatBytes keeps small sizes in bytes => ./utils/format_test.ts:8:6

        FAILED | 4 passed | 2 failed (14ms)

        error: Test failed
    """)
    ok = t("""
        Check file:///repo/routes/api/pastes_test.ts
        Check file:///repo/utils/format_test.ts
        running 3 tests from ./routes/api/pastes_test.ts
        POST /api/pastes stores a paste ... ok (38ms)
        GET /api/pastes/:id returns 404 for unknown ids ... ok (4ms)
        GET /api/pastes/:id hides expired pastes ... ok (6ms)
        running 6 tests from ./utils/format_test.ts
        formatBytes renders zero ... ok (0ms)
        formatBytes keeps small sizes in bytes ... ok (0ms)
        formatBytes uses one decimal for KB ... ok (0ms)
        formatBytes uses one decimal for MB ... ok (0ms)
        formatExpiry says expired for past dates ... ok (0ms)
        formatExpiry uses days beyond 48 hours ... ok (0ms)

        ok | 9 passed | 0 failed (187ms)
    """)
    diff = t("""
        diff --git a/utils/format.ts b/utils/format.ts
        index 1c2e7a9..6b0f3d4 100644
        --- a/utils/format.ts
        +++ b/utils/format.ts
        @@ -5,7 +5,11 @@ export function formatBytes(bytes: number, decimals = 1): string {
           if (!Number.isFinite(bytes) || bytes < 0) {
             throw new RangeError(`invalid byte count: ${bytes}`);
           }
        -  const i = Math.floor(Math.log(bytes) / Math.log(1024));
        +  if (bytes < 1024) return `${bytes} B`;
        +  const i = Math.min(
        +    Math.floor(Math.log(bytes) / Math.log(1024)),
        +    UNITS.length - 1,
        +  );
           const value = bytes / Math.pow(1024, i);
           return `${value.toFixed(decimals)} ${UNITS[i]}`;
         }
    """)
    turns = [
        (swa_act("Open the formatting helpers.", "open utils/format.ts"), swa(swa_window(f, FORMAT_TS), f)),
        (swa_act("Run the util tests to see the failures.", "deno test utils/"), swa(fail, f)),
        (swa_act("Return small sizes in plain bytes and clamp the unit index.", "edit 8:10\n" + raw + "\nend_of_edit"),
         swa(swa_window(f, edited_text) + "\n" + SWA_EDITED, f)),
        (swa_act("Format the file with the project formatter.", "deno fmt utils/format.ts"), swa("/repo/utils/format.ts\nChecked 1 file", f)),
        (swa_act("Look at the formatted result.", "open utils/format.ts"), swa(swa_window(f, formatted), f)),
        (swa_act("Run all tests with permissions for Deno KV.", "deno test -A --unstable-kv"), swa(ok, f)),
        (swa_act("Lint.", "deno lint"), swa("Checked 27 files", f)),
        (swa_act("Submit.", "submit"), swa(diff, f)),
    ]
    assert len(formatted.split("\n")) == 24
    rs.add("swe", "h63-swe-16", sysm, turns, state=state)


# ---------------------------------------------------------------- 17 ASP.NET Core + xUnit, Gemini CLI (clean)

FEE_CS = t("""
    namespace Parking.Api.Pricing;

    public sealed class FeeCalculator
    {
        private readonly TariffOptions _tariff;

        public FeeCalculator(TariffOptions tariff) => _tariff = tariff;

        /// <summary>Fee in cents for a stay, capped per calendar day.</summary>
        public int Calculate(DateTimeOffset entry, DateTimeOffset exit)
        {
            if (exit <= entry)
            {
                return 0;
            }

            var minutes = (int)Math.Ceiling((exit - entry).TotalMinutes);
            if (minutes <= _tariff.GraceMinutes)
            {
                return 0;
            }

            var hours = (int)Math.Ceiling(minutes / 60.0);
            var fee = hours * _tariff.HourlyCents;
            return Math.Min(fee, _tariff.DailyCapCents);
        }
    }
""")
FEE_TESTS_CS = t("""
    using Parking.Api.Pricing;
    using Xunit;

    namespace Parking.Api.Tests.Pricing;

    public class FeeCalculatorTests
    {
        private readonly FeeCalculator _calculator = new(new TariffOptions
        {
            HourlyCents = 250,
            GraceMinutes = 15,
            DailyCapCents = 2000,
        });

        [Fact]
        public void Exit_before_entry_costs_nothing()
        {
            var now = DateTimeOffset.Parse("2024-03-04T08:00:00+01:00");
            Assert.Equal(0, _calculator.Calculate(now, now.AddMinutes(-5)));
        }

        [Theory]
        [InlineData("2024-03-04T08:00:00+01:00", "2024-03-04T08:10:00+01:00", 0)]
        [InlineData("2024-03-04T08:00:00+01:00", "2024-03-04T09:30:00+01:00", 500)]
        [InlineData("2024-03-04T08:00:00+01:00", "2024-03-04T20:00:00+01:00", 2000)]
        public void Same_day_stays(string entry, string exit, int expectedCents)
        {
            var fee = _calculator.Calculate(DateTimeOffset.Parse(entry), DateTimeOffset.Parse(exit));
            Assert.Equal(expectedCents, fee);
        }

        [Fact]
        public void Overnight_stay_is_capped_per_calendar_day()
        {
            var entry = DateTimeOffset.Parse("2024-03-04T18:00:00+01:00");
            var exit = DateTimeOffset.Parse("2024-03-05T22:00:00+01:00");

            // 6 h on day one (1500), a full capped day two (2000).
            Assert.Equal(3500, _calculator.Calculate(entry, exit));
        }
    }
""")


def t17(rs: RowSet) -> None:
    root = "/home/kai/src/Parking.Api"
    fee_p = f"{root}/src/Parking.Api/Pricing/FeeCalculator.cs"
    test_p = f"{root}/tests/Parking.Api.Tests/Pricing/FeeCalculatorTests.cs"
    sysm = system("Gemini CLI", root, GEM_TOOLS)
    state = t("""
        Gemini CLI 0.1.12 in /home/kai/src/Parking.Api (ASP.NET Core 8 minimal API, xUnit 2.8 tests in tests/Parking.Api.Tests, .NET SDK 8.0.302). Git branch: fix/overnight-fee.
        User request: "Overnight stays are charged a single daily cap. Charge the cap per calendar day, and add tests around the 15-minute grace period."
    """)
    head = t(f"""
          Determining projects to restore...
          All projects are up-to-date for restore.
          Parking.Api -> {root}/src/Parking.Api/bin/Debug/net8.0/Parking.Api.dll
          Parking.Api.Tests -> {root}/tests/Parking.Api.Tests/bin/Debug/net8.0/Parking.Api.Tests.dll
        Test run for {root}/tests/Parking.Api.Tests/bin/Debug/net8.0/Parking.Api.Tests.dll (.NETCoreApp,Version=v8.0)
        Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
        Copyright (c) Microsoft Corporation.  All rights reserved.

        Starting test execution, please wait...
        A total of 1 test files matched the specified pattern.
    """)
    fact_line = FEE_TESTS_CS.split("\n").index("        Assert.Equal(3500, _calculator.Calculate(entry, exit));") + 1
    fail = head + "\n" + t(f"""
        [xUnit.net 00:00:00.41]     Parking.Api.Tests.Pricing.FeeCalculatorTests.Overnight_stay_is_capped_per_calendar_day [FAIL]
          Failed Parking.Api.Tests.Pricing.FeeCalculatorTests.Overnight_stay_is_capped_per_calendar_day [4 ms]
          Error Message:
           Assert.Equal() Failure: Values differ
        Expected: 3500
        Actual:   2000
          Stack Trace:
             at Parking.Api.Tests.Pricing.FeeCalculatorTests.Overnight_stay_is_capped_per_calendar_day() in {test_p}:line {fact_line}
           at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)
           at System.Reflection.MethodBaseInvoker.InvokeWithNoArgs(Object obj, BindingFlags invokeAttr)

        Failed!  - Failed:     1, Passed:    35, Skipped:     0, Total:    36, Duration: 812 ms - Parking.Api.Tests.dll (net8.0)
    """)
    pass36 = head + "\n\nPassed!  - Failed:     0, Passed:    36, Skipped:     0, Total:    36, Duration: 790 ms - Parking.Api.Tests.dll (net8.0)"
    pass38 = head + "\n\nPassed!  - Failed:     0, Passed:    38, Skipped:     0, Total:    38, Duration: 768 ms - Parking.Api.Tests.dll (net8.0)"
    old = ln(FEE_CS, 23, 25)
    new = ind(t("""
        var total = 0;
        for (var day = entry.Date; day <= exit.Date; day = day.AddDays(1))
        {
            var start = day == entry.Date ? entry : new DateTimeOffset(day, entry.Offset);
            var end = day == exit.Date ? exit : new DateTimeOffset(day.AddDays(1), entry.Offset);
            var hours = (int)Math.Ceiling((end - start).TotalMinutes / 60.0);
            total += Math.Min(hours * _tariff.HourlyCents, _tariff.DailyCapCents);
        }

        return total;
    """), 8)
    assert old.strip().startswith("var hours")
    t_old = '    [InlineData("2024-03-04T08:00:00+01:00", "2024-03-04T08:10:00+01:00", 0)]'
    t_new = (t_old + '\n    [InlineData("2024-03-04T08:00:00+01:00", "2024-03-04T08:15:00+01:00", 0)]'
             '\n    [InlineData("2024-03-04T08:00:00+01:00", "2024-03-04T08:16:00+01:00", 250)]')
    n = len(FEE_TESTS_CS.split("\n"))
    partial = f"[File content truncated: showing lines 21-{n} of {n} total lines. Use offset/limit parameters to view more.]\n" + ln(FEE_TESTS_CS, 21, n)
    cases = [("08:10:00", 0), ("08:15:00", 0), ("08:16:00", 250), ("09:30:00", 500), ("20:00:00", 2000)]
    listing = "\n".join(f'    Parking.Api.Tests.Pricing.FeeCalculatorTests.Same_day_stays(entry: "2024-03-04T08:00:00+01:00", exit: "2024-03-04T{x}+01:00", expectedCents: {c})'
                        for x, c in cases)
    stat = ind(t("""
         src/Parking.Api/Pricing/FeeCalculator.cs              | 13 ++++++++++---
         tests/Parking.Api.Tests/Pricing/FeeCalculatorTests.cs |  2 ++
         2 files changed, 12 insertions(+), 3 deletions(-)
    """), 1)
    turns = [
        (gshell("dotnet test", "Run the test suite"), gem_run("dotnet test", fail, 1, pgid=70112)),
        (gread(fee_p), FEE_CS),
        (greplace(fee_p, old, new), gmod(fee_p)),
        (gshell("dotnet test", "Re-run the tests"), gem_run("dotnet test", pass36, 0, pgid=70498)),
        (call("read_file", absolute_path=test_p, offset=20, limit=40), partial),
        (greplace(test_p, t_old, t_new), gmod(test_p)),
        (gshell("dotnet test --list-tests | grep Same_day", "List the grace-period test cases"),
         gem_run("dotnet test --list-tests | grep Same_day", listing, 0, pgid=70833)),
        (gshell("dotnet test", "Run the full suite"), gem_run("dotnet test", pass38, 0, pgid=71020)),
        (gshell("git diff --stat", "Summarize the changes"), gem_run("git diff --stat", stat, 0, pgid=71102)),
    ]
    rs.add("swe", "h63-swe-17", sysm, turns, state=state)


# ---------------------------------------------------------------- 18 Hanami + RSpec, Cline (bad: locked hanami version drifts)

HANAMI_LOCK = t("""
    GEM
      remote: https://rubygems.org/
      specs:
        bigdecimal (3.1.8)
        concurrent-ruby (1.2.3)
        diff-lcs (1.5.1)
        dotenv (3.1.2)
        dry-auto_inject (1.0.1)
          dry-core (~> 1.0)
          zeitwerk (~> 2.6)
        dry-cli (1.0.0)
        dry-configurable (1.1.0)
          dry-core (~> 1.0, < 2)
          zeitwerk (~> 2.6)
        dry-core (1.0.1)
          concurrent-ruby (~> 1.0)
          zeitwerk (~> 2.6)
        dry-events (1.0.1)
          concurrent-ruby (~> 1.0)
          dry-core (~> 1.0, < 2)
        dry-files (1.1.0)
        dry-inflector (1.0.0)
        dry-initializer (3.1.1)
        dry-logger (1.0.4)
        dry-logic (1.5.0)
          concurrent-ruby (~> 1.0)
          dry-core (~> 1.0, < 2)
          zeitwerk (~> 2.6)
        dry-monitor (1.0.1)
          dry-configurable (~> 1.0, < 2)
          dry-core (~> 1.0, < 2)
          dry-events (~> 1.0, < 2)
        dry-schema (1.13.3)
          concurrent-ruby (~> 1.0)
          dry-configurable (~> 1.0, >= 1.0.1)
          dry-core (~> 1.0, < 2)
          dry-initializer (~> 3.0)
          dry-logic (>= 1.4, < 2)
          dry-types (>= 1.7, < 2)
          zeitwerk (~> 2.6)
        dry-system (1.0.1)
          dry-auto_inject (~> 1.0, < 2)
          dry-configurable (~> 1.0, >= 1.0.1)
          dry-core (~> 1.0, < 2)
          dry-inflector (~> 1.0, < 2)
        dry-transformer (1.0.1)
          zeitwerk (~> 2.6)
        dry-types (1.7.2)
          bigdecimal (~> 3.0)
          concurrent-ruby (~> 1.0)
          dry-core (~> 1.0)
          dry-inflector (~> 1.0)
          dry-logic (~> 1.4)
          zeitwerk (~> 2.6)
        dry-validation (1.10.0)
          concurrent-ruby (~> 1.0)
          dry-core (~> 1.0, < 2)
          dry-initializer (~> 3.0)
          dry-schema (>= 1.12, < 2)
          zeitwerk (~> 2.6)
        hanami (2.1.2)
          bundler (>= 1.16, < 3)
          dry-configurable (~> 1.0, >= 1.0.1, < 2)
          dry-core (~> 1.0, < 2)
          dry-inflector (~> 1.0, >= 0.1.2, < 2)
          dry-logger (~> 1.0, < 2)
          dry-monitor (~> 1.0, >= 1.0.1, < 2)
          dry-system (~> 1.0, >= 1.0.1, < 2)
          hanami-cli (~> 2.1.1)
          hanami-utils (~> 2.1)
          zeitwerk (~> 2.6)
        hanami-cli (2.1.1)
          bundler (~> 2.1)
          dry-cli (~> 1.0, >= 1.0.0)
          dry-files (~> 1.0, >= 1.0.2, < 2)
          dry-inflector (~> 1.0, < 2)
          rake (~> 13.0)
          zeitwerk (~> 2.6)
        hanami-controller (2.1.0)
          dry-configurable (~> 1.0, < 2)
          dry-core (~> 1.0)
          hanami-utils (~> 2.1)
          rack (~> 2.0)
          zeitwerk (~> 2.6)
        hanami-router (2.1.0)
          mustermann (~> 3.0)
          mustermann-contrib (~> 3.0)
          rack (~> 2.0)
        hanami-rspec (2.1.0)
          hanami-cli (~> 2.1)
          rake (~> 13.0)
          rspec (~> 3.12)
          zeitwerk (~> 2.6)
        hanami-utils (2.1.0)
          concurrent-ruby (~> 1.0)
          dry-core (~> 1.0, < 2)
          dry-transformer (~> 1.0, < 2)
        hanami-validations (2.1.0)
          dry-validation (>= 1.10, < 2)
        hansi (0.2.1)
        mustermann (3.0.0)
          ruby2_keywords (~> 0.0.1)
        mustermann-contrib (3.0.0)
          hansi (~> 0.2.0)
          mustermann (= 3.0.0)
        nio4r (2.7.3)
        puma (6.4.2)
          nio4r (~> 2.0)
        rack (2.2.9)
        rack-test (2.1.0)
          rack (>= 1.3)
        rake (13.2.1)
        rom (5.3.1)
        rom-sql (3.6.2)
        rspec (3.13.0)
        ruby2_keywords (0.0.5)
        sequel (5.80.0)
          bigdecimal
        sqlite3 (1.7.3-x86_64-linux)
        zeitwerk (2.6.13)

    PLATFORMS
      x86_64-linux

    DEPENDENCIES
      dotenv
      hanami (~> 2.1)
      hanami-controller (~> 2.1)
      hanami-router (~> 2.1)
      hanami-rspec (~> 2.1)
      hanami-validations (~> 2.1)
      puma
      rack-test
      rake
      rom (~> 5.3)
      rom-sql (~> 3.6)
      sqlite3

    BUNDLED WITH
       2.5.9
""")
BOOKS_INDEX_RB = t("""
    # frozen_string_literal: true

    module Main
      module Actions
        module Books
          class Index < Main::Action
            include Deps["repos.book_repo"]

            params do
              optional(:page).value(:integer, gt?: 0)
              optional(:per_page).value(:integer, included_in?: (1..100))
            end

            def handle(request, response)
              halt 422, {errors: request.params.errors}.to_json unless request.params.valid?

              page = request.params[:page] || 1
              per_page = request.params[:per_page] || 20
              books = book_repo.all_by_title(page: page, per_page: per_page)

              response.format = :json
              response.body = books.map(&:to_h).to_json
            end
          end
        end
      end
    end
""")


def t18(rs: RowSet) -> None:
    root = "/home/ines/code/bookshelf"
    ap = "slices/main/actions/books/index.rb"
    sysm = system("Cline (VS Code extension) in ACT MODE", root, CLINE_TOOLS)
    state = t("""
        VS Code workspace /home/ines/code/bookshelf (Hanami 2.1 app with the `main` slice, ROM + SQLite, RSpec via hanami-rspec, Ruby 3.3.1). Cline task:
        "GET /books must return {books: [...], meta: {page, per_page, total}}. Check which Hanami version we are on first, then fix the action so the request spec passes."
    """)

    def env(clock: str, vis: str, tabs: list[str]) -> str:
        return cline_env(f"7/9/2024, {clock} AM (Europe/Lisbon, UTC+1:00)", vis, tabs)

    old = "          response.body = books.map(&:to_h).to_json"
    new = ind(t("""
        response.body = {
          books: books.map(&:to_h),
          meta: {page: page, per_page: per_page, total: book_repo.count}
        }.to_json
    """), 10)
    new_rb = swap(BOOKS_INDEX_RB, old, new)
    fail = t("""

        Randomized with seed 11804
        ........F..................

        Failures:

          1) GET /books paginates with page and per_page
             Failure/Error: expect(body.dig("meta", "total")).to eq(12)

             NoMethodError:
               undefined method `dig' for an instance of Array
             # ./spec/requests/books/index_spec.rb:24:in `block (2 levels) in <top (required)>'

        Finished in 0.38142 seconds (files took 0.71893 seconds to load)
        27 examples, 1 failure

        Failed examples:

        rspec ./spec/requests/books/index_spec.rb:18 # GET /books paginates with page and per_page

        Randomized with seed 11804
    """)
    ok = t("""

        Randomized with seed 40377
        ...........................

        Finished in 0.36419 seconds (files took 0.70236 seconds to load)
        27 examples, 0 failures

        Randomized with seed 40377
    """)
    routes = t("""
        GET     /                             main.actions.home.show              as :root
        GET     /books                        main.actions.books.index            as :books
        GET     /books/:id                    main.actions.books.show             as :book
        POST    /books                        main.actions.books.create
        GET     /authors/:id                  main.actions.authors.show           as :author
    """)
    tabs = ["Gemfile.lock"]
    turns = [
        ("<read_file>\n<path>Gemfile.lock</path>\n</read_file>",
         "[read_file for 'Gemfile.lock'] Result:\n" + HANAMI_LOCK + env("10:02:44", "(No visible files)", ["(No open tabs)"])),
        (cline_cmd_act("bundle exec rspec"), cline_cmd("bundle exec rspec", fail, env("10:03:10", "Gemfile.lock", tabs))),
        (f"<read_file>\n<path>{ap}</path>\n</read_file>",
         f"[read_file for '{ap}'] Result:\n{BOOKS_INDEX_RB}" + env("10:03:29", "Gemfile.lock", tabs)),
        (cline_replace_act(ap, old, new), cline_saved(ap, new_rb, env("10:04:02", ap, tabs + [ap]))),
        (cline_cmd_act("bundle exec rspec"), cline_cmd("bundle exec rspec", ok, env("10:04:25", ap, tabs + [ap]))),
        (cline_cmd_act("bundle exec hanami version"), cline_cmd("bundle exec hanami version", "v2.1.0", env("10:04:41", ap, tabs + [ap]))),
        (cline_cmd_act("bundle exec hanami routes"), cline_cmd("bundle exec hanami routes", routes, env("10:04:58", ap, tabs + [ap]))),
        (cline_cmd_act("git diff --stat"),
         cline_cmd("git diff --stat", " slices/main/actions/books/index.rb | 5 ++++-\n 1 file changed, 4 insertions(+), 1 deletion(-)", env("10:05:12", ap, tabs + [ap]))),
    ]
    rs.add("swe", "h63-swe-18", sysm, turns, state=state, bad=True, turn=6,
           kind="`hanami version` prints v2.1.0 while Gemfile.lock (never changed) locks hanami 2.1.2")


# ---------------------------------------------------------------- 19 TypeScript library + tsc/eslint, Codex CLI (clean)

PARSE_TS = t("""
    export interface CronField {
      values: number[];
      wildcard: boolean;
    }

    export type CronSpec = Record<'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek', CronField>;

    const RANGES: Array<[number, number]> = [[0, 59], [0, 23], [1, 31], [1, 12], [0, 6]];
    const NAMES = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;

    function parseNumber(raw: string, min: number, max: number): number {
      const n = Number.parseInt(raw, 10);
      if (Number.isNaN(n) || n < min || n > max) throw new RangeError(`${raw} is outside ${min}-${max}`);
      return n;
    }

    function expand(field: string, min: number, max: number): CronField {
      if (field === '*') {
        return { values: range(min, max, 1), wildcard: true };
      }
      const values = new Set<number>();
      for (const part of field.split(',')) {
        const [body, stepRaw] = part.split('/');
        const step = stepRaw ? parseNumber(stepRaw, 1, max) : 1;
        let lo = min;
        let hi = max;
        if (body !== '*') {
          const [a, b] = body.split('-');
          lo = parseNumber(a, min, max);
          hi = b === undefined ? (stepRaw ? max : lo) : parseNumber(b, min, max);
        }
        for (const v of range(lo, hi, step)) values.add(v);
      }
      return { values: [...values].sort((x, y) => x - y), wildcard: false };
    }

    export function parseCron(expr: string): CronSpec {
      const fields = expr.trim().split(/\\s+/);
      if (fields.length !== 5) throw new SyntaxError(`expected 5 fields, got ${fields.length}`);
      const spec = {} as CronSpec;
      NAMES.forEach((name, i) => {
        const [min, max] = RANGES[i];
        spec[name] = expand(fields[i], min, max);
      });
      return spec;
    }

    function range(lo: number, hi: number, step: number): number[] {
      const out: number[] = [];
      for (let v = lo; v <= hi; v += step) out.push(v);
      return out;
    }
""")


def pos(text: str, line_has: str, sub: str) -> tuple[int, int]:
    ls = text.split("\n")
    hits = [i for i, x in enumerate(ls) if line_has in x]
    assert len(hits) == 1, line_has
    return hits[0] + 1, ls[hits[0]].index(sub) + 1


def t19(rs: RowSet) -> None:
    root = "/home/dev/tiny-cron"
    sysm = system("Codex CLI (shell tool; files are edited with apply_patch)", root, CODEX_TOOLS)
    state = t("""
        Codex CLI session in /home/dev/tiny-cron, a small TypeScript library (package "tiny-cron" 1.4.2, TypeScript 5.4 with "strict" and "noUncheckedIndexedAccess" just enabled in tsconfig.json, typescript-eslint 7, vitest 1.6). Approval mode: auto-edit.
        Task: "Make `tsc --noEmit` and `eslint --max-warnings=0` pass after enabling noUncheckedIndexedAccess, keep the tests green, commit, and cut a patch release with npm version."
    """)
    p = PARSE_TS
    e1 = pos(p, "const [a, b] = body.split('-');", "body")
    e2 = pos(p, "lo = parseNumber(a, min, max);", "a,")
    e3 = pos(p, "const [min, max] = RANGES[i];", "[min")
    e4 = pos(p, "spec[name] = expand(fields[i], min, max);", "fields[i]")
    tsc1 = "\n".join([
        f"src/parse.ts({e1[0]},{e1[1]}): error TS18048: 'body' is possibly 'undefined'.",
        f"src/parse.ts({e2[0]},{e2[1]}): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
        "  Type 'undefined' is not assignable to type 'string'.",
        f"src/parse.ts({e3[0]},{e3[1]}): error TS2488: Type '[number, number] | undefined' must have a '[Symbol.iterator]()' method that returns an iterator.",
        f"src/parse.ts({e4[0]},{e4[1]}): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
        "  Type 'undefined' is not assignable to type 'string'.",
        "src/next.ts(22,12): error TS2532: Object is possibly 'undefined'.", ""])
    p2 = p.replace("const [body, stepRaw] = part.split('/');", "const [body = '*', stepRaw] = part.split('/');")
    p2 = p2.replace("const [a, b] = body.split('-');", "const [a = '', b] = body.split('-');")
    p2 = p2.replace("const [min, max] = RANGES[i];", "const [min, max] = RANGES[i]!;")
    p2 = p2.replace("spec[name] = expand(fields[i], min, max);", "spec[name] = expand(fields[i]!, min, max);")
    patch1 = t("""
        *** Begin Patch
        *** Update File: src/parse.ts
        @@ function expand(field: string, min: number, max: number): CronField {
           for (const part of field.split(',')) {
        -    const [body, stepRaw] = part.split('/');
        +    const [body = '*', stepRaw] = part.split('/');
             const step = stepRaw ? parseNumber(stepRaw, 1, max) : 1;
        @@
             if (body !== '*') {
        -      const [a, b] = body.split('-');
        +      const [a = '', b] = body.split('-');
               lo = parseNumber(a, min, max);
        @@ export function parseCron(expr: string): CronSpec {
           NAMES.forEach((name, i) => {
        -    const [min, max] = RANGES[i];
        -    spec[name] = expand(fields[i], min, max);
        +    const [min, max] = RANGES[i]!;
        +    spec[name] = expand(fields[i]!, min, max);
           });
        *** End Patch
    """)
    patch2 = t("""
        *** Begin Patch
        *** Update File: src/next.ts
        @@ export function nextRun(spec: CronSpec, from: Date, horizonDays = 366): Date | null {
             candidates.sort((x, y) => x.getTime() - y.getTime());
        -    return candidates[0].getTime() < limit ? candidates[0] : null;
        +    const first = candidates[0];
        +    return first !== undefined && first.getTime() < limit ? first : null;
           }
        *** End Patch
    """)
    w1 = pos(p2, "const [min, max] = RANGES[i]!;", "RANGES")
    w2 = pos(p2, "spec[name] = expand(fields[i]!, min, max);", "fields")
    warn = [f"  {w1[0]}:{w1[1]}  warning  Forbidden non-null assertion  @typescript-eslint/no-non-null-assertion",
            f"  {w2[0]}:{w2[1]}  warning  Forbidden non-null assertion  @typescript-eslint/no-non-null-assertion"]
    lint1 = "\n".join(["", f"{root}/src/next.ts",
                       "   1:1  error  All imports in the declaration are only used as types  @typescript-eslint/consistent-type-imports",
                       "  14:7  error  'limit' is never reassigned. Use 'const' instead        prefer-const", "",
                       f"{root}/src/parse.ts"] + warn + ["", "✖ 4 problems (2 errors, 2 warnings)",
                                                          "  2 errors and 0 warnings potentially fixable with the `--fix` option.", ""])
    lint2 = "\n".join(["", f"{root}/src/parse.ts"] + warn + ["", "✖ 2 problems (0 errors, 2 warnings)", ""])
    patch3 = t("""
        *** Begin Patch
        *** Update File: src/parse.ts
        @@ export function parseCron(expr: string): CronSpec {
           NAMES.forEach((name, i) => {
        -    const [min, max] = RANGES[i]!;
        -    spec[name] = expand(fields[i]!, min, max);
        +    const [min, max] = RANGES[i] ?? [0, 0];
        +    spec[name] = expand(fields[i] ?? '*', min, max);
           });
        *** End Patch
    """)
    vit = ind(t("""

         RUN  v1.6.0 /home/dev/tiny-cron

         ✓ test/parse.test.ts  (14 tests) 6ms
         ✓ test/next.test.ts  (9 tests) 11ms

         Test Files  2 passed (2)
              Tests  23 passed (23)
           Start at  15:20:48
           Duration  402ms (transform 97ms, setup 0ms, collect 121ms, tests 17ms, environment 0ms, prepare 148ms)
    """), 1)
    turns = [
        (cx("npx tsc --noEmit", root), cx_out(tsc1, 2, 2.1)),
        (cx("nl -ba src/parse.ts", root), cx_out(nl(p) + "\n", 0, 0.0)),
        (cx_patch(patch1, root), cx_out("Success. Updated the following files:\nM src/parse.ts\n", 0, 0.0)),
        (cx("npx tsc --noEmit", root), cx_out("src/next.ts(22,12): error TS2532: Object is possibly 'undefined'.\n", 2, 1.9)),
        (cx_patch(patch2, root), cx_out("Success. Updated the following files:\nM src/next.ts\n", 0, 0.0)),
        (cx("npx tsc --noEmit && echo tsc-ok", root), cx_out("tsc-ok\n", 0, 1.8)),
        (cx("npx eslint src --max-warnings=0", root), cx_out(lint1, 1, 2.6)),
        (cx("npx eslint src --fix", root), cx_out(lint2, 0, 2.5)),
        (cx_patch(patch3, root), cx_out("Success. Updated the following files:\nM src/parse.ts\n", 0, 0.0)),
        (cx("npx eslint src --max-warnings=0 && npx tsc --noEmit && npx vitest run", root), cx_out(vit + "\n", 0, 6.3)),
        (cx("git add -A && git commit -qm 'fix: satisfy noUncheckedIndexedAccess and lint rules' && npm version patch", root),
         cx_out("v1.4.3\n", 0, 1.2)),
        (cx("git log --oneline --decorate -3 && git describe --tags && node -p \"require('./package.json').version\"", root),
         cx_out(t("""
            b81d4f6 (HEAD -> main, tag: v1.4.3) 1.4.3
            5e2c1aa fix: satisfy noUncheckedIndexedAccess and lint rules
            0a9e3c2 (tag: v1.4.2, origin/main, origin/HEAD) feat: support step values in ranges
            v1.4.3
            1.4.3
         """) + "\n", 0, 0.2)),
    ]
    rs.add("swe", "h63-swe-19", sysm, turns, state=state)


# ---------------------------------------------------------------- 20 Gleam + Wisp, Gemini CLI (bad: wc total does not follow)

ROUTER_GLEAM = t("""
    import gleam/http.{Delete, Get, Post}
    import gleam/string_builder
    import notes_api/notes
    import notes_api/web.{type Context}
    import wisp.{type Request, type Response}

    /// The HTTP request handler for the whole application.
    ///
    /// Every request goes through `web.middleware` first (logging, static
    /// files, method override, crash rescue), then is dispatched on its path.
    pub fn handle_request(req: Request, ctx: Context) -> Response {
      use req <- web.middleware(req)

      case wisp.path_segments(req) {
        [] -> home_page(req)
        ["health"] -> wisp.ok()
        ["api", "notes"] -> notes_collection(req, ctx)
        ["api", "notes", id] -> note_member(req, ctx, id)
        _ -> wisp.not_found()
      }
    }

    fn home_page(req: Request) -> Response {
      use <- wisp.require_method(req, Get)
      let html = string_builder.from_string("<h1>notes_api</h1>")
      wisp.html_response(html, 200)
    }

    /// `/api/notes`: list and create.
    fn notes_collection(req: Request, ctx: Context) -> Response {
      case req.method {
        Get -> notes.list(req, ctx)
        Post -> notes.create(req, ctx)
        _ -> wisp.method_not_allowed([Get, Post])
      }
    }

    /// `/api/notes/:id`: show and delete.
    ///
    /// `notes.update/3` exists but is not routed yet; until it is, PATCH
    /// falls through to the 405 branch below.
    fn note_member(req: Request, ctx: Context, id: String) -> Response {
      case req.method {
        Get -> notes.show(req, ctx, id)
        Delete -> notes.delete(req, ctx, id)
        _ -> wisp.method_not_allowed([Get, Delete])
      }
    }
""")


def t20(rs: RowSet) -> None:
    root = "/home/rue/src/notes_api"
    rp = f"{root}/src/notes_api/router.gleam"
    sysm = system("Gemini CLI", root, GEM_TOOLS)
    n = len(ROUTER_GLEAM.split("\n"))
    assert n == 48, n
    state = t("""
        Gemini CLI 0.1.9 in /home/rue/src/notes_api (Gleam 1.2.1 on Erlang/OTP 27, wisp 0.15, gleeunit). Git branch: main, clean.
        User request: "PATCH /api/notes/:id answers 405 although notes.update exists. Route it, and keep the router small."
    """)
    wc = "wc -l src/notes_api/router.gleam src/notes_api/web.gleam src/notes_api/notes.gleam"
    old1 = "    Delete -> notes.delete(req, ctx, id)\n    _ -> wisp.method_not_allowed([Get, Delete])"
    new1 = "    Patch -> notes.update(req, ctx, id)\n    Delete -> notes.delete(req, ctx, id)\n    _ -> wisp.method_not_allowed([Get, Patch, Delete])"
    old2 = "import gleam/http.{Delete, Get, Post}"
    new2 = "import gleam/http.{Delete, Get, Patch, Post}"
    turns = [
        (gshell(wc, "Count lines in the web modules"),
         gem_run(wc, f"  {n} src/notes_api/router.gleam\n  31 src/notes_api/web.gleam\n 112 src/notes_api/notes.gleam\n {n + 143} total", 0, pgid=88410)),
        (gread(rp), ROUTER_GLEAM),
        (greplace(rp, old1, new1), gmod(rp)),
        (greplace(rp, old2, new2), gmod(rp)),
        (gshell(wc, "Re-count lines after the change"),
         gem_run(wc, f"  {n + 1} src/notes_api/router.gleam\n  31 src/notes_api/web.gleam\n 112 src/notes_api/notes.gleam\n {n + 143} total", 0, pgid=88764)),
        (gshell("gleam test", "Run the test suite"),
         gem_run("gleam test", t("""
              Compiling notes_api
               Compiled in 0.93s
                Running notes_api_test.main
            .................
            Finished in 0.052 seconds
            17 tests, 0 failures
         """), 0, pgid=88801)),
    ]
    rs.add("swe", "h63-swe-20", sysm, turns, state=state, bad=True, turn=5,
           kind="wc -l shows router.gleam grown from 48 to 49 lines but the total stays 191 instead of 192")


# ---------------------------------------------------------------- 21 Angular + jest, Aider (bad: branch reverts to main)

def t21(rs: RowSet) -> None:
    root = "/home/kim/work/storefront-admin"
    sysm = system("Aider (chat commands /run and /add; file edits as SEARCH/REPLACE blocks, auto-committed)", root, AIDER_TOOLS)
    state = t("""
        Aider v0.52.1
        Main model: claude-3-5-sonnet-20240620 with diff edit format, infinite output
        Weak model: claude-3-haiku-20240307
        Git repo: .git with 487 files
        Repo-map: using 1024 tokens, auto refresh

        Project: storefront-admin (Angular 17.3 standalone components, jest 29 via jest-preset-angular). On branch main, clean, up to date with origin/main.
        Goal: "Order summary shows tax as €1.6499999999999997 in tests; round tax to cents on a new branch fix/tax-rounding and push it."
    """)
    fail = t("""
         FAIL  src/app/orders/order-summary/order-summary.component.spec.ts
          OrderSummaryComponent
            ✓ should create (41 ms)
            ✓ renders one row per line item (18 ms)
            ✕ rounds tax to the nearest cent (9 ms)
            ✓ shows free shipping over 50 EUR (7 ms)

          ● OrderSummaryComponent › rounds tax to the nearest cent

            expect(received).toBe(expected) // Object.is equality

            Expected: 1.65
            Received: 1.6499999999999997

              44 |     fixture.detectChanges();
              45 |
            > 46 |     expect(component.tax).toBe(1.65);
                 |                           ^
              47 |     expect(el.querySelector('[data-test=tax]')?.textContent).toContain('€1.65');
              48 |   });
              49 |

              at src/app/orders/order-summary/order-summary.component.spec.ts:46:27

        Test Suites: 1 failed, 1 total
        Tests:       1 failed, 3 passed, 4 total
        Snapshots:   0 total
        Time:        3.118 s
        Ran all test suites matching /src\\/app\\/orders\\/order-summary/i.
    """)
    ok = t("""
         PASS  src/app/orders/order-summary/order-summary.component.spec.ts
          OrderSummaryComponent
            ✓ should create (38 ms)
            ✓ renders one row per line item (16 ms)
            ✓ rounds tax to the nearest cent (8 ms)
            ✓ shows free shipping over 50 EUR (6 ms)

        Test Suites: 1 passed, 1 total
        Tests:       4 passed, 4 total
        Snapshots:   0 total
        Time:        2.874 s, estimated 4 s
        Ran all test suites matching /src\\/app\\/orders\\/order-summary/i.
    """)
    specs = ["orders/order-summary/order-summary.component", "orders/order-list/order-list.component", "orders/order-detail/order-detail.component",
             "orders/orders.service", "orders/order-status.pipe", "orders/refund-dialog/refund-dialog.component", "catalog/product-form/product-form.component",
             "catalog/product-list/product-list.component", "catalog/catalog.service", "catalog/variant-editor/variant-editor.component",
             "catalog/price-input/price-input.component", "catalog/stock-badge/stock-badge.component", "customers/customer-detail/customer-detail.component",
             "customers/customer-list/customer-list.component", "customers/customers.service", "customers/address-form/address-form.component",
             "shared/pipes/money.pipe", "shared/pipes/relative-date.pipe", "shared/directives/autofocus.directive", "shared/table/table.component",
             "shared/paginator/paginator.component", "shared/confirm-dialog/confirm-dialog.component", "shared/toast/toast.service",
             "auth/login/login.component", "auth/auth.service", "auth/auth.guard", "auth/token.interceptor", "dashboard/dashboard.component",
             "dashboard/revenue-chart/revenue-chart.component", "dashboard/kpi-card/kpi-card.component", "settings/settings.component",
             "settings/tax-rates/tax-rates.component", "settings/shipping-zones/shipping-zones.component", "core/api.service", "core/error.interceptor",
             "core/feature-flags.service", "layout/sidebar/sidebar.component", "app.component"]
    assert len(specs) == 38
    full = "\n".join(f" PASS  src/app/{x}.spec.ts" for x in specs) + "\n\n" + t("""
        Test Suites: 38 passed, 38 total
        Tests:       214 passed, 214 total
        Snapshots:   6 passed, 6 total
        Time:        19.44 s
        Ran all test suites.
    """)
    edit = t("""
        The getter multiplies floats without rounding. I'll round to whole cents.

        src/app/orders/order-summary/order-summary.component.ts
        ```typescript
        <<<<<<< SEARCH
          get tax(): number {
            return this.subtotal * this.taxRate;
          }
        =======
          get tax(): number {
            return Math.round(this.subtotal * this.taxRate * 100) / 100;
          }
        >>>>>>> REPLACE
        ```
    """)
    turns = [
        ("/run git checkout -b fix/tax-rounding", aider_run("Switched to a new branch 'fix/tax-rounding'")),
        ("/run npx jest src/app/orders/order-summary", aider_run(fail)),
        ("/add src/app/orders/order-summary/order-summary.component.ts",
         "Added src/app/orders/order-summary/order-summary.component.ts to the chat"),
        (edit, aider_applied("src/app/orders/order-summary/order-summary.component.ts", "1a7c3e5", "fix: Round order tax to whole cents")),
        ("/run npx jest src/app/orders/order-summary", aider_run(ok)),
        ("/run npx jest", aider_run(full)),
        ("/run git status", aider_run("On branch main\nnothing to commit, working tree clean")),
        ("/run git log --oneline -2", aider_run(t("""
            1a7c3e5 (HEAD -> fix/tax-rounding) fix: Round order tax to whole cents
            5d0b8e4 (origin/main, origin/HEAD, main) Merge pull request #203 from shop/admin-filters
        """))),
        ("/run git push -u origin fix/tax-rounding", aider_run(t("""
            Enumerating objects: 13, done.
            Counting objects: 100% (13/13), done.
            Delta compression using up to 8 threads
            Compressing objects: 100% (6/6), done.
            Writing objects: 100% (7/7), 689 bytes | 689.00 KiB/s, done.
            Total 7 (delta 5), reused 0 (delta 0), pack-reused 0
            remote: Resolving deltas: 100% (5/5), completed with 5 local objects.
            remote:\x20
            remote: Create a pull request for 'fix/tax-rounding' on GitHub by visiting:
            remote:      https://github.com/shop/storefront-admin/pull/new/fix/tax-rounding
            remote:\x20
            To github.com:shop/storefront-admin.git
             * [new branch]      fix/tax-rounding -> fix/tax-rounding
            branch 'fix/tax-rounding' set up to track 'origin/fix/tax-rounding'.
        """))),
    ]
    rs.add("swe", "h63-swe-21", sysm, turns, state=state, bad=True, turn=7,
           kind="git status says 'On branch main' although the agent created and switched to fix/tax-rounding and never checked out main")


# ---------------------------------------------------------------- 22 Vapor + swift test, Codex CLI (clean)

SHORTLINK_SWIFT = t(r"""
    import Fluent
    import Vapor

    struct ShortLinkController: RouteCollection {
        func boot(routes: RoutesBuilder) throws {
            routes.get(":code", use: resolve)
            let api = routes.grouped("api", "links")
            api.post(use: create)
            api.delete(":code", use: delete)
        }

        @Sendable
        func resolve(req: Request) async throws -> Response {
            guard let code = req.parameters.get("code"),
                  let link = try await ShortLink.query(on: req.db).filter(\.$code == code).first()
            else {
                throw Abort(.notFound)
            }
            link.hits += 1
            try await link.save(on: req.db)
            return req.redirect(to: link.target, redirectType: .normal)
        }

        @Sendable
        func create(req: Request) async throws -> ShortLink.Public {
            try ShortLink.Create.validate(content: req)
            let input = try req.content.decode(ShortLink.Create.self)
            let link = ShortLink(code: input.code ?? ShortLink.randomCode(), target: input.target, expiresAt: input.expiresAt)
            try await link.create(on: req.db)
            return link.public
        }

        @Sendable
        func delete(req: Request) async throws -> HTTPStatus {
            guard let code = req.parameters.get("code"),
                  let link = try await ShortLink.query(on: req.db).filter(\.$code == code).first()
            else {
                throw Abort(.notFound)
            }
            try await link.delete(on: req.db)
            return .noContent
        }
    }
""")


def t22(rs: RowSet) -> None:
    root = "/home/dev/vapor-shortlinks"
    sysm = system("Codex CLI (shell tool; files are edited with apply_patch)", root, CODEX_TOOLS)
    state = t("""
        Codex CLI session in /home/dev/vapor-shortlinks (Vapor 4.99, Fluent with SQLite in-memory for tests, Swift 5.10 on Ubuntu 22.04, XCTest via XCTVapor). Approval mode: auto-edit.
        Task: "Expired short links still redirect. Return 410 Gone once expiresAt has passed, run the tests and a release build, then commit."
    """)
    fail = t("""
        Test Case 'ShortLinkTests.testDeleteRemovesLink' passed (0.019 seconds)
        Test Case 'ShortLinkTests.testExpiredLinkReturns410' started at 2024-06-13 08:14:03.301
        /home/dev/vapor-shortlinks/Tests/AppTests/ShortLinkTests.swift:58: error: ShortLinkTests.testExpiredLinkReturns410 : XCTAssertEqual failed: ("303 See Other") is not equal to ("410 Gone") -\x20
        Test Case 'ShortLinkTests.testExpiredLinkReturns410' failed (0.027 seconds)
        Test Case 'ShortLinkTests.testResolveCountsHits' started at 2024-06-13 08:14:03.329
        Test Case 'ShortLinkTests.testResolveCountsHits' passed (0.024 seconds)
        Test Suite 'ShortLinkTests' failed at 2024-06-13 08:14:03.353
        \t Executed 9 tests, with 1 failure (0 unexpected) in 0.366 (0.366) seconds
        Test Suite 'AppPackageTests.xctest' failed at 2024-06-13 08:14:03.353
        \t Executed 21 tests, with 1 failure (0 unexpected) in 0.412 (0.412) seconds
        Test Suite 'All tests' failed at 2024-06-13 08:14:03.354
        \t Executed 21 tests, with 1 failure (0 unexpected) in 0.412 (0.413) seconds
    """)
    ok = t("""
        Test Case 'ShortLinkTests.testResolveCountsHits' passed (0.022 seconds)
        Test Suite 'ShortLinkTests' passed at 2024-06-13 08:19:41.884
        \t Executed 9 tests, with 0 failures (0 unexpected) in 0.349 (0.349) seconds
        Test Suite 'AppPackageTests.xctest' passed at 2024-06-13 08:19:41.884
        \t Executed 21 tests, with 0 failures (0 unexpected) in 0.398 (0.398) seconds
        Test Suite 'All tests' passed at 2024-06-13 08:19:41.885
        \t Executed 21 tests, with 0 failures (0 unexpected) in 0.398 (0.399) seconds
    """)
    patch = t(r"""
        *** Begin Patch
        *** Update File: Sources/App/Controllers/ShortLinkController.swift
        @@ func resolve(req: Request) async throws -> Response {
                 else {
                     throw Abort(.notFound)
                 }
        +        if let expiresAt = link.expiresAt, expiresAt <= Date() {
        +            throw Abort(.gone, reason: "This link has expired.")
        +        }
                 link.hits += 1
                 try await link.save(on: req.db)
        *** End Patch
    """)
    diff = t(r"""
        diff --git a/Sources/App/Controllers/ShortLinkController.swift b/Sources/App/Controllers/ShortLinkController.swift
        index 4e1f0a2..b97c3d5 100644
        --- a/Sources/App/Controllers/ShortLinkController.swift
        +++ b/Sources/App/Controllers/ShortLinkController.swift
        @@ -16,6 +16,9 @@ struct ShortLinkController: RouteCollection {
                 else {
                     throw Abort(.notFound)
                 }
        +        if let expiresAt = link.expiresAt, expiresAt <= Date() {
        +            throw Abort(.gone, reason: "This link has expired.")
        +        }
                 link.hits += 1
                 try await link.save(on: req.db)
                 return req.redirect(to: link.target, redirectType: .normal)
    """)
    assert ln(SHORTLINK_SWIFT, 16, 16).strip() == "else {"
    turns = [
        (cx("swift test 2>&1 | tail -12", root), cx_out(fail + "\n", 0, 41.7)),
        (cx("nl -ba Sources/App/Controllers/ShortLinkController.swift | sed -n '1,24p'", root),
         cx_out(nl(SHORTLINK_SWIFT, 1, 24) + "\n", 0, 0.0)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM Sources/App/Controllers/ShortLinkController.swift\n", 0, 0.0)),
        (cx("swift test 2>&1 | tail -7", root), cx_out(ok + "\n", 0, 23.9)),
        (cx("swift build -c release 2>&1 | tail -3", root),
         cx_out("[1024/1027] Compiling App ShortLinkController.swift\n[1026/1027] Linking App\nBuild complete! (97.61s)\n", 0, 98.4)),
        (cx("git diff", root), cx_out(diff + "\n", 0, 0.0)),
        (cx("git commit -am 'Return 410 Gone for expired short links' && git log --oneline -2", root),
         cx_out(t("""
            [main 8c41d2e] Return 410 Gone for expired short links
             1 file changed, 3 insertions(+)
            8c41d2e (HEAD -> main) Return 410 Gone for expired short links
            f73a019 (origin/main, origin/HEAD) Add expiresAt to ShortLink
         """) + "\n", 0, 0.1)),
    ]
    rs.add("swe", "h63-swe-22", sysm, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
