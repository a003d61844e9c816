# ruff: noqa: E501
"""Held-out set h56, domain ``swe``: 22 coding-agent sandbox trajectories on data/ML repositories.

Each trajectory follows one agent harness (OpenHands, SWE-agent, Claude Code, Gemini CLI, Aider, Cline,
Codex CLI) working on a different tool or framework. Eleven hold exactly one contradiction (a detail shown
earlier comes back different with no action that could change it); eleven are clean, but full of
legitimate changes (edits, reruns, new process ids, moving clocks, different views of the same thing).
Deterministic: no randomness, no clock.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, bash, cat_n, edited, editor, oh_bash

SYSTEM_HEAD = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Resources created in previous turns persist and can be referenced in subsequent turns; a deleted file stays deleted. State transitions must be **deterministic** and **traceable**; values established in prior turns (paths, contents, ids, hashes) must be reused accurately. Do not fabricate or alter previously established information.

The environment: {env}

---

# Key Principles

## Format

Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special format markers.

## Factuality

Correct parameter handling and return types; accurate core functionality; no fabricated paths or system information.

## Consistency

Correctly reference resources from previous turns; respect state transitions (create → modify → delete); no contradictions with historical information.

## Realism

Reasonable numerical values (file sizes, timestamps, PIDs), tool-specific behavioural patterns, realistic error messages, temporal plausibility.

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

Write the predicted tool output after **Environment Observation:**.
"""


def _tools(defs: list[dict[str, Any]]) -> str:
    return json.dumps(defs, indent=1, ensure_ascii=False)


def _t(name: str, desc: str, props: dict[str, str], required: list[str]) -> dict[str, Any]:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": {k: {"type": v} for k, v in props.items()}, "required": required}}


OPENHANDS_TOOLS = _tools([
    _t("execute_bash", "Execute a bash command in the terminal within a persistent shell session. Output is followed by the exit code, the working directory and the Python interpreter.", {"command": "string", "is_input": "string", "timeout": "number"}, ["command"]),
    _t("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` prints `cat -n` output; `create` fails if the file exists; `str_replace` needs old_str to match exactly one location; `undo_edit` reverts the last edit.", {"command": "string", "path": "string", "file_text": "string", "old_str": "string", "new_str": "string", "insert_line": "integer", "view_range": "array"}, ["command", "path"]),
])
SWEAGENT_TOOLS = """SWE-agent ACI commands (the action is the raw command in a fenced block; every output ends with `(Open file: <path>)`, `(Current directory: <dir>)` and the `bash-$` prompt):
- open <path> [<line_number>]: opens the file in a 100-line window, printed as `[File: <abs path> (<N> lines total)]` with numbered lines
- goto <line_number>, scroll_down, scroll_up: move the window
- create <filename>: creates and opens a new file
- edit <start_line>:<end_line>\\n<replacement_text>\\nend_of_edit: replaces the lines and prints the updated window, or a syntax-check error
- search_dir <term> [<dir>], search_file <term> [<file>], find_file <name> [<dir>]
- any bash command (non-interactive), and submit"""
CLAUDE_TOOLS = _tools([
    _t("Bash", "Executes a bash command; returns stdout and stderr.", {"command": "string", "description": "string", "timeout": "number"}, ["command"]),
    _t("Read", "Reads a file; lines are returned in cat -n format (number, arrow, content).", {"file_path": "string", "offset": "number", "limit": "number"}, ["file_path"]),
    _t("Edit", "Exact string replacement in a file; old_string must be unique unless replace_all.", {"file_path": "string", "old_string": "string", "new_string": "string", "replace_all": "boolean"}, ["file_path", "old_string", "new_string"]),
    _t("Write", "Writes a file, overwriting it if it exists.", {"file_path": "string", "content": "string"}, ["file_path", "content"]),
    _t("Grep", "ripgrep search; output_mode content, files_with_matches or count.", {"pattern": "string", "path": "string", "glob": "string", "output_mode": "string", "-n": "boolean"}, ["pattern"]),
    _t("Glob", "Fast file pattern matching, sorted by modification time.", {"pattern": "string", "path": "string"}, ["pattern"]),
])
GEMINI_TOOLS = _tools([
    _t("read_file", "Reads a file; with offset/limit shows a truncation notice.", {"absolute_path": "string", "offset": "number", "limit": "number"}, ["absolute_path"]),
    _t("write_file", "Writes content to a file.", {"file_path": "string", "content": "string"}, ["file_path", "content"]),
    _t("replace", "Replaces text within a file; old_string must match exactly.", {"file_path": "string", "old_string": "string", "new_string": "string", "expected_replacements": "number"}, ["file_path", "old_string", "new_string"]),
    _t("list_directory", "Lists the names of files and subdirectories.", {"path": "string"}, ["path"]),
    _t("glob", "Finds files matching a glob pattern, newest first.", {"pattern": "string", "path": "string"}, ["pattern"]),
    _t("search_file_content", "Searches file contents for a regular expression.", {"pattern": "string", "path": "string", "include": "string"}, ["pattern"]),
    _t("run_shell_command", "Executes a shell command as `bash -c <command>`; returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs, Process Group PGID.", {"command": "string", "description": "string", "directory": "string"}, ["command"]),
])
AIDER_TOOLS = """Aider chat session (the action is what the user or model sends):
- /run <shell command>: runs the command and prints its output, then asks `Add N lines of output to the chat? (Y)es/(N)o [Yes]:`
- /add <paths>, /drop <paths>, /ls, /git <args>, /diff, /undo
- a SEARCH/REPLACE edit block for a file: aider prints `Applied edit to <path>` and, with auto-commits on, `Commit <7-hex> <message>`"""
CLINE_TOOLS = """Cline XML tools (each result starts with `[<tool> for '<arg>'] Result:`):
- <execute_command><command>…</command><requires_approval>…</requires_approval></execute_command>: `Command executed.` and `Output:` with the terminal output
- <read_file><path>…</path></read_file>: the file's content
- <replace_in_file><path>…</path><diff>------- SEARCH / ======= / +++++++ REPLACE blocks</diff></replace_in_file>: confirms the save and shows the full updated file in <final_file_content>
- <write_to_file><path>…</path><content>…</content></write_to_file>
- <list_files><path>…</path><recursive>…</recursive></list_files>
- <search_files><path>…</path><regex>…</regex><file_pattern>…</file_pattern></search_files>: `Found N results.` with │-prefixed context blocks"""
CODEX_TOOLS = _tools([
    _t("shell", "Runs a command (argv array) in the sandbox; returns JSON {output, metadata: {exit_code, duration_seconds}}. `apply_patch` is invoked through this tool with a patch in the *** Begin Patch format.", {"command": "array", "workdir": "string", "timeout_ms": "number"}, ["command"]),
    _t("update_plan", "Updates the task plan.", {"explanation": "string", "plan": "array"}, ["plan"]),
])


def system(env: str, tools: str) -> str:
    return SYSTEM_HEAD.replace("{env}", env).replace("{tools}", tools)


def jb(obj: Any) -> str:
    return "```json\n" + json.dumps(obj, indent=2, ensure_ascii=False) + "\n```"


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def num(text: str, start: int = 1, width: int = 6, sep: str = "\t") -> str:
    return "\n".join(f"{i:{width}d}{sep}{ln}" for i, ln in enumerate(text.split("\n"), start))


# Claude Code
def cc_bash(cmd: str, what: str) -> str:
    return jb({"name": "Bash", "arguments": {"command": cmd, "description": what}})


def cc_read(path: str, offset: int | None = None, limit: int | None = None) -> str:
    args: dict[str, Any] = {"file_path": path}
    if offset is not None:
        args["offset"] = offset
    if limit is not None:
        args["limit"] = limit
    return jb({"name": "Read", "arguments": args})


def cc_lines(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{ln}" for i, ln in enumerate(text.split("\n"), start))


def cc_edit(path: str, old: str, new: str) -> str:
    return jb({"name": "Edit", "arguments": {"file_path": path, "old_string": old, "new_string": new}})


def cc_edited(path: str, snippet: str, start: int) -> str:
    return f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n{cc_lines(snippet, start)}"


# Gemini CLI
def gcall(name: str, **kw: Any) -> str:
    return jb({"name": name, "arguments": kw})


def gem(cmd: str, out: str, code: int = 0, pgid: int = 40211, err: str = "", bg: str = "(none)") -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


# Cline
def cl_cmd(cmd: str) -> str:
    return f"<execute_command>\n<command>{cmd}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"


def cl_cmd_out(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out}"


def cl_read(path: str) -> str:
    return f"<read_file>\n<path>{path}</path>\n</read_file>"


def cl_replace(path: str, search: str, repl: str) -> str:
    return (f"<replace_in_file>\n<path>{path}</path>\n<diff>\n------- SEARCH\n{search}\n=======\n{repl}\n+++++++ REPLACE\n</diff>\n</replace_in_file>")


def cl_saved(path: str, content: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. This content reflects the current state of the file, including any auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


# Codex CLI
def cx(cmd: str, workdir: str) -> str:
    return jb({"name": "shell", "arguments": {"command": ["bash", "-lc", cmd], "workdir": workdir, "timeout_ms": 120000}})


def cx_patch(patch: str, workdir: str) -> str:
    return jb({"name": "shell", "arguments": {"command": ["apply_patch", patch], "workdir": workdir}})


def cx_out(out: str, code: int = 0, dur: float = 0.4) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, indent=2, ensure_ascii=False)


# SWE-agent
def sw(cmd: str) -> str:
    return fence(cmd)


def sw_out(out: str, open_file: str, cwd: str) -> str:
    return (out.rstrip("\n") + "\n" if out else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def sw_window(path: str, text: str, total: int, start: int = 1) -> str:
    lines = text.split("\n")
    above = start - 1
    below = total - (start - 1 + len(lines))
    head = f"[File: {path} ({total} lines total)]\n"
    if above > 0:
        head += f"({above} more lines above)\n"
    body = "\n".join(f"{i}:{ln}" for i, ln in enumerate(lines, start))
    tail = f"\n({below} more lines below)" if below > 0 else ""
    return head + body + tail


ROWS = RowSet(Path(__file__).parent)


# ---------------------------------------------------------------------------
# 01 pandas pipeline + pytest, OpenHands, clean
# ---------------------------------------------------------------------------
T01_SRC = '''"""Monthly aggregation of order lines."""
from __future__ import annotations

import pandas as pd

REQUIRED = ["order_id", "order_date", "region", "sku", "qty", "unit_price"]


def load_orders(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, parse_dates=["order_date"], dtype={"sku": "string"})
    missing = [c for c in REQUIRED if c not in df.columns]
    if missing:
        raise ValueError(f"missing columns: {missing}")
    return df


def add_revenue(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["revenue"] = out["qty"] * out["unit_price"]
    return out


def aggregate_monthly(df: pd.DataFrame) -> pd.DataFrame:
    df = add_revenue(df)
    df["month"] = df["order_date"].dt.to_period("M").astype(str)
    grouped = (
        df.groupby(["month", "region"])
        .agg(orders=("order_id", "nunique"), units=("qty", "sum"), revenue=("revenue", "sum"))
        .reset_index()
    )
    return grouped.sort_values(["month", "region"]).reset_index(drop=True)'''


def t01() -> None:
    root = "/workspace/salesflow"
    path = f"{root}/src/salesflow/transform.py"
    sysm = system(f"an OpenHands sandbox (Docker, Ubuntu 22.04) with the repository checked out at {root}; conda env `testbed` with Python 3.11, pandas 2.2.2 and pytest 8.2.", OPENHANDS_TOOLS)
    fail_detail = '''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/salesflow
configfile: pyproject.toml
plugins: cov-5.0.0
collected 19 items

tests/test_transform.py ........F.......F..                              [100%]

=================================== FAILURES ===================================
__________________________ test_unknown_region_kept ___________________________

orders = <fixture 'orders'>

    def test_unknown_region_kept(orders):
        orders.loc[orders["order_id"] == "A-1007", "region"] = None
        out = aggregate_monthly(orders)
>       assert "UNKNOWN" in set(out["region"])
E       AssertionError: assert 'UNKNOWN' in {'APAC', 'EMEA', 'NA'}
E        +  where {'APAC', 'EMEA', 'NA'} = set(0     APAC\\n1     EMEA\\n2       NA\\n3     APAC\\n4     EMEA\\n5       NA\\nName: region, dtype: object)

tests/test_transform.py:88: AssertionError
____________________________ test_revenue_rounded _____________________________

orders = <fixture 'orders'>

    def test_revenue_rounded(orders):
        out = aggregate_monthly(orders)
        row = out[(out["month"] == "2024-03") & (out["region"] == "EMEA")].iloc[0]
>       assert row["revenue"] == 1234.56
E       assert 1234.5600000000002 == 1234.56

tests/test_transform.py:131: AssertionError
=========================== short test summary info ============================
FAILED tests/test_transform.py::test_unknown_region_kept - AssertionError: assert 'UNKNOWN' in {'APAC', 'EMEA', 'NA'}
FAILED tests/test_transform.py::test_revenue_rounded - assert 1234.5600000000002 == 1234.56
========================= 2 failed, 17 passed in 1.84s ========================='''
    src2 = T01_SRC.replace('    df["month"] = df["order_date"]', '    df["region"] = df["region"].fillna("UNKNOWN")\n    df["month"] = df["order_date"]')
    fail2 = '''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/salesflow
configfile: pyproject.toml
plugins: cov-5.0.0
collected 19 items

tests/test_transform.py ................F..                              [100%]

=================================== FAILURES ===================================
____________________________ test_revenue_rounded _____________________________

orders = <fixture 'orders'>

    def test_revenue_rounded(orders):
        out = aggregate_monthly(orders)
        row = out[(out["month"] == "2024-03") & (out["region"] == "EMEA")].iloc[0]
>       assert row["revenue"] == 1234.56
E       assert 1234.5600000000002 == 1234.56

tests/test_transform.py:131: AssertionError
=========================== short test summary info ============================
FAILED tests/test_transform.py::test_revenue_rounded - assert 1234.5600000000002 == 1234.56
========================= 1 failed, 18 passed in 1.71s ========================='''
    src3 = src2.replace('    return grouped.sort_values', '    grouped["revenue"] = grouped["revenue"].round(2)\n    return grouped.sort_values')
    full = '''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/salesflow
configfile: pyproject.toml
plugins: cov-5.0.0
collected 66 items

tests/test_cli.py ........s.                                             [ 15%]
tests/test_io.py ..........................                              [ 54%]
tests/test_transform.py ...................                              [ 83%]
tests/test_validate.py ....s......                                       [100%]

---------- coverage: platform linux, python 3.11.9-final-0 -----------
Name                            Stmts   Miss  Cover
---------------------------------------------------
src/salesflow/__init__.py           3      0   100%
src/salesflow/cli.py               58      9    84%
src/salesflow/io.py                71      4    94%
src/salesflow/transform.py         24      0   100%
src/salesflow/validate.py          46      6    87%
---------------------------------------------------
TOTAL                             202     19    91%

======================== 64 passed, 2 skipped in 4.37s ========================='''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"),
         oh_bash('''On branch fix/monthly-unknown-region
nothing to commit, working tree clean
9c41e7a (HEAD -> fix/monthly-unknown-region, origin/main, main) Bump pandas to 2.2.2 in constraints
4b07d1f Add validate.check_currency and tests (#212)
e18a2c3 io: read parquet partitions lazily (#209)
71fd0b9 Release 0.8.1''', root)),
        (bash("python -m pytest tests/test_transform.py -p no:cacheprovider --no-cov"), oh_bash(fail_detail, root, 1)),
        (editor("view", path), cat_n(path, T01_SRC)),
        (editor("str_replace", path, old_str='    df = add_revenue(df)\n    df["month"] = df["order_date"].dt.to_period("M").astype(str)',
                new_str='    df = add_revenue(df)\n    df["region"] = df["region"].fillna("UNKNOWN")\n    df["month"] = df["order_date"].dt.to_period("M").astype(str)'),
         edited(path, "\n".join(src2.split("\n")[20:30]), 21)),
        (bash("python -m pytest tests/test_transform.py -p no:cacheprovider --no-cov"), oh_bash(fail2, root, 1)),
        (editor("str_replace", path, old_str='    return grouped.sort_values(["month", "region"]).reset_index(drop=True)',
                new_str='    grouped["revenue"] = grouped["revenue"].round(2)\n    return grouped.sort_values(["month", "region"]).reset_index(drop=True)'),
         edited(path, "\n".join(src3.split("\n")[25:34]), 26)),
        (bash("python -m pytest -p no:cacheprovider --cov=salesflow"), oh_bash(full, root)),
        (bash("git status --short && git diff --stat && git diff src/salesflow/transform.py"),
         oh_bash(''' M src/salesflow/transform.py
 src/salesflow/transform.py | 2 ++
 1 file changed, 2 insertions(+)
diff --git a/src/salesflow/transform.py b/src/salesflow/transform.py
index 3d2f6a1..8be04c9 100644
--- a/src/salesflow/transform.py
+++ b/src/salesflow/transform.py
@@ -22,6 +22,7 @@ def add_revenue(df: pd.DataFrame) -> pd.DataFrame:
\x20
 def aggregate_monthly(df: pd.DataFrame) -> pd.DataFrame:
     df = add_revenue(df)
+    df["region"] = df["region"].fillna("UNKNOWN")
     df["month"] = df["order_date"].dt.to_period("M").astype(str)
     grouped = (
         df.groupby(["month", "region"])
@@ -28,4 +29,5 @@ def aggregate_monthly(df: pd.DataFrame) -> pd.DataFrame:
         .agg(orders=("order_id", "nunique"), units=("qty", "sum"), revenue=("revenue", "sum"))
         .reset_index()
     )
+    grouped["revenue"] = grouped["revenue"].round(2)
     return grouped.sort_values(["month", "region"]).reset_index(drop=True)''', root)),
    ]
    ROWS.add("swe", "h56-swe-01", sysm, turns, state=f"Repository {root} (branch fix/monthly-unknown-region). Issue #214: `aggregate_monthly` silently drops orders whose region is missing, and March EMEA revenue is reported as 1234.5600000000002.")


# ---------------------------------------------------------------------------
# 02 polars pipeline + pytest, Claude Code, bad (turn 5: group_by_dynamic every="15m" re-read as "30m")
# ---------------------------------------------------------------------------
T02_SRC = '''"""Transit ridership pipeline: tap events -> per-route aggregates."""
from __future__ import annotations

from pathlib import Path

import polars as pl

MIN_COVERAGE = 0.95
SERVICE_TZ = "America/Chicago"

SCHEMA = {
    "tap_id": pl.Utf8,
    "card_id": pl.Utf8,
    "route_id": pl.Utf8,
    "stop_id": pl.Int32,
    "ts": pl.Datetime("us", "UTC"),
    "fare_cents": pl.Int32,
}


def read_taps(path: Path) -> pl.LazyFrame:
    return pl.scan_parquet(path).select(list(SCHEMA)).cast(SCHEMA)


def to_local(lf: pl.LazyFrame) -> pl.LazyFrame:
    return lf.with_columns(pl.col("ts").dt.convert_time_zone(SERVICE_TZ).alias("ts_local"))


def route_daily_totals(df: pl.DataFrame) -> pl.DataFrame:
    return (
        df.groupby(["route_id", pl.col("ts_local").dt.date().alias("service_date")])
        .agg(
            pl.len().alias("boardings"),
            pl.col("card_id").n_unique().alias("riders"),
            pl.col("fare_cents").sum().alias("revenue_cents"),
        )
        .sort(["service_date", "route_id"])
    )


def peak_windows(df: pl.DataFrame) -> pl.DataFrame:
    return (
        df.sort("ts_local")
        .group_by_dynamic("ts_local", every="15m", group_by="route_id")
        .agg(pl.len().alias("boardings"))
        .filter(pl.col("boardings") > 0)
        .sort(["route_id", "ts_local"])
    )


def coverage(df: pl.DataFrame, expected_stops: int) -> pl.DataFrame:
    cov = df.groupby("route_id").agg((pl.col("stop_id").n_unique() / expected_stops).alias("coverage"))
    return cov.filter(pl.col("coverage") >= MIN_COVERAGE)'''


def _lines(text: str, a: int, b: int) -> str:
    """1-based inclusive slice of lines."""
    return "\n".join(text.split("\n")[a - 1:b])


def _lineno(text: str, needle: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            return i
    raise KeyError(needle)


def t02() -> None:
    root = "/home/dev/ridership"
    path = f"{root}/src/ridership/pipeline.py"
    sysm = system(f"Claude Code running in {root} (Python 3.12 virtualenv managed by uv, polars 1.9.0, pytest 8.3); git branch chore/polars-1x.", CLAUDE_TOOLS)
    l_g1 = _lineno(T02_SRC, "df.groupby([")
    l_g2 = _lineno(T02_SRC, 'cov = df.groupby("route_id")')
    src2 = T02_SRC.replace("        df.groupby([", "        df.group_by([")
    src3 = src2.replace('cov = df.groupby("route_id")', 'cov = df.group_by("route_id")')
    run1 = f'''..........F
=================================== FAILURES ===================================
___________________________ test_route_daily_totals ____________________________

taps = shape: (1_440, 7)
┌─────────┬──────────┬──────────┬─────────┬─────────────────────────┬────────────┬─────────────────────────────────┐
│ tap_id  ┆ card_id  ┆ route_id ┆ stop_id ┆ ts                      ┆ fare_cents ┆ ts_local                        │
│ ---     ┆ ---      ┆ ---      ┆ ---     ┆ ---                     ┆ ---        ┆ ---                             │
│ str     ┆ str      ┆ str      ┆ i32     ┆ datetime[μs, UTC]       ┆ i32        ┆ datetime[μs, America/Chicago]   │
╞═════════╪══════════╪══════════╪═════════╪═════════════════════════╪════════════╪═════════════════════════════════╡
│ t000001 ┆ c-88120  ┆ 22       ┆ 1408    ┆ 2024-05-06 10:00:07 UTC ┆ 250        ┆ 2024-05-06 05:00:07 CDT         │
│ t000002 ┆ c-10455  ┆ 22       ┆ 1411    ┆ 2024-05-06 10:00:31 UTC ┆ 250        ┆ 2024-05-06 05:00:31 CDT         │
│ …       ┆ …        ┆ …        ┆ …       ┆ …                       ┆ …          ┆ …                               │
│ t001440 ┆ c-77301  ┆ X9       ┆ 3020    ┆ 2024-05-07 09:59:40 UTC ┆ 125        ┆ 2024-05-07 04:59:40 CDT         │
└─────────┴──────────┴──────────┴─────────┴─────────────────────────┴────────────┴─────────────────────────────────┘

    def test_route_daily_totals(taps):
>       out = route_daily_totals(taps)

tests/test_pipeline.py:41:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\x20

df = shape: (1_440, 7)

    def route_daily_totals(df: pl.DataFrame) -> pl.DataFrame:
        return (
>           df.groupby(["route_id", pl.col("ts_local").dt.date().alias("service_date")])
            .agg(
E           AttributeError: 'DataFrame' object has no attribute 'groupby'. Did you mean: 'group_by'?

src/ridership/pipeline.py:{l_g1}: AttributeError
=========================== short test summary info ============================
FAILED tests/test_pipeline.py::test_route_daily_totals - AttributeError: 'DataFrame' object has no attribute 'groupby'. Did you mean: 'group_by'?
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
1 failed, 10 passed in 0.97s'''
    l_dyn = _lineno(T02_SRC, "group_by_dynamic")
    window_bad = _lines(src2, 40, 54).replace('every="15m"', 'every="30m"')
    turns = [
        (cc_bash("uv run pytest tests/ -x -q", "Run the test suite, stop at first failure"), run1),
        (cc_read(path), cc_lines(T02_SRC)),
        (jb({"name": "Grep", "arguments": {"pattern": r"\.groupby\(", "path": root, "output_mode": "content", "-n": True}}),
         f"src/ridership/pipeline.py:{l_g1}:        df.groupby([\"route_id\", pl.col(\"ts_local\").dt.date().alias(\"service_date\")])\n"
         f"src/ridership/pipeline.py:{l_g2}:    cov = df.groupby(\"route_id\").agg((pl.col(\"stop_id\").n_unique() / expected_stops).alias(\"coverage\"))"),
        (cc_edit(path, '        df.groupby(["route_id", pl.col("ts_local")', '        df.group_by(["route_id", pl.col("ts_local")'),
         cc_edited(path, _lines(src2, l_g1 - 3, l_g1 + 5), l_g1 - 3)),
        (cc_read(path, 40, 15), cc_lines(window_bad, 40)),
        (cc_edit(path, 'cov = df.groupby("route_id")', 'cov = df.group_by("route_id")'),
         cc_edited(path, _lines(src3, l_g2 - 2, l_g2 + 1), l_g2 - 2)),
        (cc_bash("uv run pytest tests/ -q", "Re-run the full test suite"),
         ".......................                                                  [100%]\n23 passed in 0.91s"),
    ]
    assert l_dyn in range(40, 55)
    ROWS.add("swe", "h56-swe-02", sysm, turns, state=f"{root}: after bumping polars from 0.20.31 to 1.9.0 the test suite fails. Task: port the pipeline to the polars 1.x API.",
             bad=True, turn=5, kind="re-read of the unedited peak_windows shows group_by_dynamic every=\"30m\" where turn 2 showed every=\"15m\"")


# ---------------------------------------------------------------------------
# 03 dbt project + dbt test, Gemini CLI, bad (turn 8: new stg_refunds model missing from dbt ls)
# ---------------------------------------------------------------------------
T03_PAY = '''with source as (

    select * from {{ source('shop', 'payments') }}

),

renamed as (

    select
        id as payment_id,
        order_id,
        lower(payment_method) as payment_method,
        status,
        amount_cents / 100.0 as amount,
        created_at::timestamp as created_at
    from source

)

select * from renamed
'''
T03_REF = '''with source as (

    select * from {{ source('shop', 'refunds') }}

),

renamed as (

    select
        id as refund_id,
        payment_id,
        reason_code,
        amount_cents / 100.0 as refund_amount,
        requested_at::timestamp as requested_at,
        processed_at::timestamp as processed_at
    from source

)

select * from renamed
'''


def t03() -> None:
    root = "/home/ana/warehouse_dbt"
    sysm = system(f"Gemini CLI in the dbt project {root} (dbt-core 1.8.7 with dbt-duckdb 1.8.4, profile target `dev` writing to dev.duckdb); git branch feat/stg-refunds.", GEMINI_TOOLS)
    staging = ["stg_customers", "stg_order_items", "stg_orders", "stg_payments", "stg_products", "stg_shipments"]


    def ls_out(ts: str, models: int, tests: int, names: list[str]) -> str:
        return (f"{ts}  Running with dbt=1.8.7\n{ts}  Registered adapter: duckdb=1.8.4\n"
                f"{ts}  Found {models} models, 4 seeds, {tests} data tests, 7 sources, 612 macros\n"
                + "\n".join(f"shop.staging.{n}" for n in names))
    c1 = "dbt ls --resource-type model --select path:models/staging"
    build_cmd = "dbt build --select stg_refunds"
    tests_b = ["not_null_stg_refunds_refund_id", "unique_stg_refunds_refund_id", "relationships_stg_refunds_payment_id__payment_id__ref_stg_payments_"]
    bl = ["07:52:18  Running with dbt=1.8.7", "07:52:18  Registered adapter: duckdb=1.8.4",
          "07:52:19  Found 15 models, 4 seeds, 41 data tests, 7 sources, 612 macros", "07:52:19  ",
          "07:52:19  Concurrency: 4 threads (target='dev')", "07:52:19  ",
          "07:52:19  1 of 4 START sql view model main_staging.stg_refunds ........................... [RUN]",
          "07:52:19  1 of 4 OK created sql view model main_staging.stg_refunds ...................... [OK in 0.11s]"]
    for i, t in enumerate(tests_b, 2):
        bl.append(f"07:52:19  {i} of 4 START test {t} {'.' * max(3, 58 - len(t))} [RUN]")
        bl.append(f"07:52:19  {i} of 4 PASS {t} {'.' * max(3, 62 - len(t))} [PASS in 0.0{i + 3}s]")
    bl += ["07:52:20  ", "07:52:20  Finished running 1 view model, 3 data tests in 0 hours 0 minutes and 0.74 seconds (0.74s).",
           "07:52:20  ", "07:52:20  Completed successfully", "07:52:20  ", "07:52:20  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4"]
    tcmd = "dbt test --select stg_payments stg_refunds"
    pay_tests = ["accepted_values_stg_payments_payment_method__credit_card__paypal__gift_card__bank_transfer",
                 "accepted_values_stg_payments_status__success__failed__pending",
                 "not_null_stg_payments_amount", "not_null_stg_payments_order_id", "not_null_stg_payments_payment_id",
                 "relationships_stg_payments_order_id__order_id__ref_stg_orders_", "unique_stg_payments_payment_id"]
    alltests = sorted(pay_tests + tests_b)
    tl = ["07:55:41  Running with dbt=1.8.7", "07:55:41  Registered adapter: duckdb=1.8.4",
          "07:55:42  Found 15 models, 4 seeds, 41 data tests, 7 sources, 612 macros", "07:55:42  ",
          "07:55:42  Concurrency: 4 threads (target='dev')", "07:55:42  "]
    n = len(alltests)
    for i, t in enumerate(alltests, 1):
        tl.append(f"07:55:42  {i} of {n} START test {t} {'.' * max(3, 56 - len(t))} [RUN]")
    for i, t in enumerate(alltests, 1):
        tl.append(f"07:55:43  {i} of {n} PASS {t} {'.' * max(3, 60 - len(t))} [PASS in 0.{(i * 7) % 10 + 4:02d}s]")
    tl += ["07:55:43  ", f"07:55:43  Finished running {n} data tests in 0 hours 0 minutes and 1.02 seconds (1.02s).",
           "07:55:43  ", "07:55:43  Completed successfully", "07:55:43  ", f"07:55:43  Done. PASS={n} WARN=0 ERROR=0 SKIP=0 TOTAL={n}"]
    yml_old = "  - name: stg_shipments"
    yml_new = '''  - name: stg_refunds
    description: One row per refund issued against a payment.
    columns:
      - name: refund_id
        data_tests:
          - unique
          - not_null
      - name: payment_id
        data_tests:
          - relationships:
              to: ref('stg_payments')
              field: payment_id

  - name: stg_shipments'''
    sdir = f"{root}/models/staging"
    listing = "\n".join(sorted(["_stg_shop__models.yml", "_stg_shop__sources.yml"] + [f"{s}.sql" for s in staging + ["stg_refunds"]]))
    turns = [
        (gcall("run_shell_command", command=c1, description="List the staging models dbt knows about"),
         gem(c1, ls_out("07:48:05", 14, 38, staging), pgid=51873)),
        (gcall("read_file", absolute_path=f"{sdir}/stg_payments.sql"), T03_PAY),
        (gcall("write_file", file_path=f"{sdir}/stg_refunds.sql", content=T03_REF),
         f"Successfully created and wrote to new file: {sdir}/stg_refunds.sql."),
        (gcall("replace", file_path=f"{sdir}/_stg_shop__models.yml", old_string=yml_old, new_string=yml_new),
         f"Successfully modified file: {sdir}/_stg_shop__models.yml (1 replacements)."),
        (gcall("run_shell_command", command=build_cmd, description="Build the new model and run its tests"),
         gem(build_cmd, "\n".join(bl), pgid=52240)),
        (gcall("run_shell_command", command=tcmd, description="Run the tests on payments and refunds staging models"),
         gem(tcmd, "\n".join(tl), pgid=52617)),
        (gcall("list_directory", path=sdir), f"Directory listing for {sdir}:\n{listing}"),
        (gcall("run_shell_command", command=c1, description="Confirm the new model is part of the staging selection"),
         gem(c1, ls_out("07:57:30", 15, 41, staging), pgid=53002)),
        (gcall("run_shell_command", command="git status --short", description="Show changed files"),
         gem("git status --short", " M models/staging/_stg_shop__models.yml\n?? models/staging/stg_refunds.sql", pgid=53140)),
    ]
    ROWS.add("swe", "h56-swe-03", sysm, turns, state=f"{root}: the `refunds` source is declared in _stg_shop__sources.yml but has no staging model. Task: add stg_refunds with unique/not_null/relationships tests.",
             bad=True, turn=8, kind="dbt ls of the staging path omits stg_refunds, which was created at turn 3, built at turn 5 and listed in the directory at turn 7")


# ---------------------------------------------------------------------------
# 04 Airflow DAG, Cline, clean
# ---------------------------------------------------------------------------
T04_DAG = '''"""Daily ingest of partner SFTP feeds into the raw schema."""
from __future__ import annotations

from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.empty import EmptyOperator
from airflow.operators.python import PythonOperator

from include.feeds import extract_feed, load_feed

PARTNERS = ["partner_a", "partner_b"]

default_args = {
    "owner": "data-eng",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
}

with DAG(
    dag_id="partner_feeds_ingest",
    start_date=datetime(2024, 1, 1),
    schedule="0 6 * * *",
    catchup=False,
    max_active_runs=1,
    default_args=default_args,
    tags=["ingest", "partners"],
) as dag:
    start = EmptyOperator(task_id="start")
    done = EmptyOperator(task_id="done", trigger_rule="none_failed")

    for partner in PARTNERS:
        extract = PythonOperator(
            task_id=f"extract_{partner}",
            python_callable=extract_feed,
            op_kwargs={"partner": partner},
        )
        load = PythonOperator(
            task_id=f"load_{partner}",
            python_callable=load_feed,
            op_kwargs={"partner": partner},
            provide_context=True,
        )
        start >> extract >> load >> done'''


def _airflow_test_log(day: str, t0: tuple[int, int, int], partners: list[tuple[str, int, str, int]]) -> str:
    """`airflow dags test` output; t0 = (hour, minute, second) of the wall clock when it starts."""
    h, m, s = t0
    ms = 118
    out: list[str] = []

    def ts() -> str:
        return f"[{day}T{h:02d}:{m:02d}:{s:02d}.{ms:03d}+0000]"

    def tick(d_ms: int) -> None:
        nonlocal h, m, s, ms
        ms += d_ms
        s += ms // 1000
        ms %= 1000
        m += s // 60
        s %= 60
        h += m // 60
        m %= 60

    run = "manual__2024-06-03T00:00:00+00:00"
    out.append(f"{ts()} {{dag.py:4199}} INFO - dagrun id: partner_feeds_ingest")
    tick(13)
    out.append(f"{ts()} {{dag.py:4215}} INFO - created dagrun <DagRun partner_feeds_ingest @ 2024-06-03 00:00:00+00:00: {run}, state:running, queued_at: None. externally triggered: False>")
    start_ts = f"{day} {h:02d}:{m:02d}:{s:02d}.{ms:03d}463+00:00"
    order = ["start"] + [f"extract_{p}" for p, *_ in partners] + [f"load_{p}" for p, *_ in partners] + ["done"]
    info = {f"extract_{p}": f"{p}: downloaded {nf} files ({mib}) from sftp.{p.replace('_', '-')}.example.net:/outbound/2024-06-02" for p, nf, mib, _ in partners}
    info.update({f"load_{p}": f"Loaded {rows:,} rows into raw.{p}_orders" for p, _, _, rows in partners})
    for t in order:
        tick(41)
        out.append(f"{ts()} {{dag.py:4160}} INFO - [DAG TEST] starting task_id={t} map_index=-1")
        out.append(f"{ts()} {{dag.py:4163}} INFO - [DAG TEST] running task <TaskInstance: partner_feeds_ingest.{t} {run} [scheduled]>")
        tick(27)
        out.append(f"{ts()} {{taskinstance.py:2612}} INFO - Exporting env vars: AIRFLOW_CTX_DAG_OWNER='data-eng' AIRFLOW_CTX_DAG_ID='partner_feeds_ingest' AIRFLOW_CTX_TASK_ID='{t}' AIRFLOW_CTX_EXECUTION_DATE='2024-06-03T00:00:00+00:00' AIRFLOW_CTX_TRY_NUMBER='1' AIRFLOW_CTX_DAG_RUN_ID='{run}'")
        if t in info:
            tick(640 if t.startswith("extract") else 910)
            out.append(f"{ts()} {{feeds.py:{57 if t.startswith('extract') else 112}}} INFO - {info[t]}")
            out.append(f"{ts()} {{python.py:237}} INFO - Done. Returned value was: None")
        tick(9)
        end = f"{day.replace('-', '')}T{h:02d}{m:02d}{s:02d}"
        out.append(f"{ts()} {{taskinstance.py:1206}} INFO - Marking task as SUCCESS. dag_id=partner_feeds_ingest, task_id={t}, run_id={run}, execution_date=20240603T000000, start_date=, end_date={end}")
        out.append(f"{ts()} {{dag.py:4177}} INFO - {t} ran successfully!")
    tick(35)
    out.append(f"{ts()} {{dagrun.py:854}} INFO - Marking run <DagRun partner_feeds_ingest @ 2024-06-03 00:00:00+00:00: {run}, state:running, queued_at: None. externally triggered: False> successful")
    end_ts = f"{day} {h:02d}:{m:02d}:{s:02d}.{ms:03d}019+00:00"
    out.append(f"{ts()} {{dagrun.py:905}} INFO - DagRun Finished: dag_id=partner_feeds_ingest, execution_date=2024-06-03 00:00:00+00:00, run_id={run}, run_start_date={start_ts}, run_end_date={end_ts}, state=success, external_trigger=False, run_type=manual, data_interval_start=2024-06-01 06:00:00+00:00, data_interval_end=2024-06-02 06:00:00+00:00, dag_hash=None")
    return "\n".join(out)


def t04() -> None:
    root = "/home/mika/airflow-dags"
    path = "dags/partner_feeds.py"
    sysm = system(f"Cline (VS Code) with the workspace {root}; Apache Airflow 2.9.3 installed in .venv, AIRFLOW_HOME={root}/.airflow with dags_folder={root}/dags and a local SQLite metadata DB; no scheduler running.", CLINE_TOOLS)
    load_line = _lineno(T04_DAG, "load = PythonOperator(")
    err = f'''filepath                                      | error
==============================================+===================================================================================================================
{root}/dags/partner_feeds.py | Traceback (most recent call last):
                                              |   File "{root}/dags/partner_feeds.py", line {load_line}, in <module>
                                              |     load = PythonOperator(
                                              |            ^^^^^^^^^^^^^^^
                                              |   File "{root}/.venv/lib/python3.11/site-packages/airflow/models/baseoperator.py", line 484, in apply_defaults
                                              |     result = func(self, **kwargs, default_args=default_args)
                                              |              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
                                              |   File "{root}/.venv/lib/python3.11/site-packages/airflow/models/baseoperator.py", line 944, in __init__
                                              |     raise AirflowException(
                                              | airflow.exceptions.AirflowException: Invalid arguments were passed to PythonOperator (task_id: load_partner_a). Invalid arguments were:
                                              | **kwargs: {{'provide_context': True}}
                                              |'''
    dag2 = T04_DAG.replace("            op_kwargs={\"partner\": partner},\n            provide_context=True,\n", "            op_kwargs={\"partner\": partner},\n")
    dag3 = dag2.replace('PARTNERS = ["partner_a", "partner_b"]', 'PARTNERS = ["partner_a", "partner_b", "partner_c"]').replace('schedule="0 6 * * *"', 'schedule="30 5 * * *"')
    tl1 = "airflow tasks list partner_feeds_ingest"
    tasks2 = sorted(["start", "done"] + [f"{k}_{p}" for k in ("extract", "load") for p in ("partner_a", "partner_b")])
    tasks3 = sorted(["start", "done"] + [f"{k}_{p}" for k in ("extract", "load") for p in ("partner_a", "partner_b", "partner_c")])
    bag = f"[2024-06-12T09:{{mm}}:{{ss}}.{{ms}}+0000] {{{{dagbag.py:545}}}} INFO - Filling up the DagBag from {root}/dags"
    test_cmd = "airflow dags test partner_feeds_ingest 2024-06-03"
    test_log = bag.format(mm="14", ss="00", ms="774") + "\n" + _airflow_test_log("2024-06-12", (9, 14, 2), [("partner_a", 3, "1.82 MiB", 48112), ("partner_b", 1, "412.6 KiB", 9377)])
    py = "python -c \"from airflow.models import DagBag; d = DagBag('dags', include_examples=False).get_dag('partner_feeds_ingest'); print(d.schedule_interval, '|', d.timetable.description, '|', len(d.tasks), 'tasks')\""
    turns = [
        (cl_cmd("airflow dags list-import-errors"), cl_cmd_out("airflow dags list-import-errors", err)),
        (cl_read(path), f"[read_file for '{path}'] Result:\n{T04_DAG}"),
        (cl_replace(path, '            op_kwargs={"partner": partner},\n            provide_context=True,\n        )', '            op_kwargs={"partner": partner},\n        )'),
         cl_saved(path, dag2)),
        (cl_cmd("airflow dags list-import-errors"), cl_cmd_out("airflow dags list-import-errors", "No data found")),
        (cl_cmd("airflow dags list | grep -E 'dag_id|partner'"), cl_cmd_out("airflow dags list | grep -E 'dag_id|partner'",
            f"dag_id                | fileloc                                      | owners   | is_paused\npartner_feeds_ingest  | {root}/dags/partner_feeds.py | data-eng | True")),
        (cl_cmd(tl1), cl_cmd_out(tl1, bag.format(mm="13", ss="21", ms="305") + "\n" + "\n".join(tasks2))),
        (cl_cmd(test_cmd), cl_cmd_out(test_cmd, test_log)),
        (cl_replace(path, 'PARTNERS = ["partner_a", "partner_b"]', 'PARTNERS = ["partner_a", "partner_b", "partner_c"]') .replace("</diff>", "\n------- SEARCH\n    schedule=\"0 6 * * *\",\n=======\n    schedule=\"30 5 * * *\",\n+++++++ REPLACE\n</diff>"),
         cl_saved(path, dag3)),
        (cl_cmd(tl1), cl_cmd_out(tl1, bag.format(mm="17", ss="48", ms="062") + "\n" + "\n".join(tasks3))),
        (cl_cmd(py), cl_cmd_out(py, bag.format(mm="18", ss="09", ms="517").replace(f"{root}/dags", "dags") + "\n30 5 * * * | At 05:30 | 8 tasks")),
    ]
    ROWS.add("swe", "h56-swe-04", sysm, turns, state=f"Workspace {root}. Task: the partner_feeds_ingest DAG does not show up in the UI after the Airflow 2 upgrade; fix it, then onboard partner_c and move the schedule to 05:30 UTC.")


# ---------------------------------------------------------------------------
# 05 Spark job in Scala with sbt, SWE-agent, clean
# ---------------------------------------------------------------------------
T05_SRC = '''package com.acme.clicks

import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.expressions.Window
import org.apache.spark.sql.functions._

object Sessionize {

  val DefaultTimeout: Long = 30 * 60

  /** Adds session_id (per user, 1-based) and session_start to a click stream.
    * A new session starts when the gap since the previous click reaches the timeout.
    */
  def sessionize(clicks: DataFrame, timeoutSec: Long = DefaultTimeout): DataFrame = {
    val byUser = Window.partitionBy("user_id").orderBy("event_ts")
    val withGap = clicks
      .withColumn("prev_ts", lag(col("event_ts"), 1).over(byUser))
      .withColumn(
        "gap_sec",
        when(col("prev_ts").isNull, lit(null).cast("long"))
          .otherwise(col("event_ts").cast("long") - col("prev_ts").cast("long"))
      )
    val flagged = withGap.withColumn(
      "new_session",
      when(col("gap_sec").isNull || col("gap_sec") > lit(timeoutSec), 1).otherwise(0)
    )
    flagged
      .withColumn("session_id", sum(col("new_session")).over(byUser.rowsBetween(Window.unboundedPreceding, Window.currentRow)))
      .withColumn("session_start", min(col("event_ts")).over(Window.partitionBy("user_id", "session_id")))
      .drop("prev_ts", "new_session")
  }

  def sessionStats(sessions: DataFrame): DataFrame =
    sessions
      .groupBy("user_id", "session_id")
      .agg(
        min("event_ts").as("start_ts"),
        max("event_ts").as("end_ts"),
        count(lit(1)).as("clicks")
      )
      .withColumn("duration_sec", col("end_ts").cast("long") - col("start_ts").cast("long"))

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("sessionize").getOrCreate()
    val Array(in, out) = args
    val clicks = spark.read.parquet(in)
    sessionize(clicks).write.mode("overwrite").partitionBy("event_date").parquet(out)
    spark.stop()
  }
}'''

SBT_HEAD = '''[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 11.0.22)
[info] loading settings for project repo-build from plugins.sbt ...
[info] loading project definition from /repo/project
[info] loading settings for project root from build.sbt ...
[info] set current project to clickstream-jobs (in build file:/repo/)'''


def _sess_suite(failed: bool) -> list[str]:
    out = ["[info] SessionizeSpec:", "[info] Sessionize",
           "[info] - should assign a single session to clicks within the timeout",
           "[info] - should start a new session when the gap exceeds the timeout"]
    if failed:
        out += ["[info] - should start a new session when the gap equals the timeout *** FAILED ***",
                "[info]   List(1, 1, 1) did not equal List(1, 1, 2) (SessionizeSpec.scala:58)"]
    else:
        out.append("[info] - should start a new session when the gap equals the timeout")
    out += ["[info] - should keep sessions separate per user", "[info] - should compute session duration in seconds"]
    return out


def t05() -> None:
    path = "/repo/src/main/scala/com/acme/clicks/Sessionize.scala"
    sysm = system("SWE-agent in a Docker container with the repository at /repo (Scala 2.12.18, Spark 3.5.1 in local mode, sbt 1.9.9, Java 11); the shell is non-interactive.", SWEAGENT_TOOLS)
    total = len(T05_SRC.split("\n"))
    ln = _lineno(T05_SRC, 'col("gap_sec") > lit(timeoutSec)')
    src2 = T05_SRC.replace('col("gap_sec") > lit(timeoutSec)', 'col("gap_sec") >= lit(timeoutSec)')
    spark_noise = ["24/03/14 10:21:52 WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable",
                   "24/03/14 10:21:53 WARN Utils: Service 'SparkUI' could not bind on port 4040. Attempting port 4041."]
    run1 = "\n".join([SBT_HEAD, "[info] compiling 4 Scala sources to /repo/target/scala-2.12/classes ...",
                      "[info] compiling 3 Scala sources to /repo/target/scala-2.12/test-classes ...", *spark_noise, *_sess_suite(True),
                      "[info] Run completed in 9 seconds, 412 milliseconds.", "[info] Total number of tests run: 5",
                      "[info] Suites: completed 1, aborted 0", "[info] Tests: succeeded 4, failed 1, canceled 0, ignored 0, pending 0",
                      "[info] *** 1 TEST FAILED ***", "[error] Failed tests:", "[error] \tcom.acme.clicks.SessionizeSpec",
                      "[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful",
                      "[error] Total time: 41 s, completed Mar 14, 2024, 10:22:01 AM"])
    noise2 = [s.replace("10:21:52", "10:26:40").replace("10:21:53", "10:26:41") for s in spark_noise]
    run2 = "\n".join([SBT_HEAD, "[info] compiling 1 Scala source to /repo/target/scala-2.12/classes ...", *noise2, *_sess_suite(False),
                      "[info] Run completed in 8 seconds, 977 milliseconds.", "[info] Total number of tests run: 5",
                      "[info] Suites: completed 1, aborted 0", "[info] Tests: succeeded 5, failed 0, canceled 0, ignored 0, pending 0",
                      "[info] All tests passed.", "[success] Total time: 22 s, completed Mar 14, 2024, 10:26:49 AM"])
    parser = ["[info] ClickParserSpec:", "[info] ClickParser",
              "[info] - should parse a well-formed JSON click", "[info] - should reject a click without user_id",
              "[info] - should normalise the referrer host", "[info] - should map unknown device types to 'other'",
              "[info] - should parse ISO-8601 timestamps with offsets", "[info] - should drop bot user agents",
              "[info] - should keep query parameters in page_path", "[info] - should default event_date from event_ts"]
    rollup = ["[info] DailyRollupSpec:", "[info] DailyRollup",
              "[info] - should count sessions per day", "[info] - should compute median session duration",
              "[info] - should attribute a session to the day it started", "[info] - should ignore sessions of excluded users"]
    noise3 = [s.replace("10:21:52", "10:28:14").replace("10:21:53", "10:28:15") for s in spark_noise]
    run3 = "\n".join([SBT_HEAD, *noise3, *parser, *_sess_suite(False), *rollup,
                      "[info] Run completed in 14 seconds, 206 milliseconds.", "[info] Total number of tests run: 17",
                      "[info] Suites: completed 3, aborted 0", "[info] Tests: succeeded 17, failed 0, canceled 0, ignored 0, pending 0",
                      "[info] All tests passed.", "[success] Total time: 26 s, completed Mar 14, 2024, 10:28:31 AM"])
    rel = path.replace("/repo/", "")
    diff = f'''diff --git a/{rel} b/{rel}
index 5b8e0c2..d14a7f9 100644
--- a/{rel}
+++ b/{rel}
@@ -{ln - 3},7 +{ln - 3},7 @@ object Sessionize {{
{chr(10).join(' ' + x if x else '' for x in T05_SRC.split(chr(10))[ln - 4:ln - 1])}
-{T05_SRC.split(chr(10))[ln - 1]}
+{src2.split(chr(10))[ln - 1]}
{chr(10).join(' ' + x for x in T05_SRC.split(chr(10))[ln:ln + 3])}'''
    turns = [
        (sw('sbt -batch "testOnly com.acme.clicks.SessionizeSpec"'), sw_out(run1, "n/a", "/repo")),
        (sw(f"open {rel}"), sw_out(sw_window(path, T05_SRC, total), path, "/repo")),
        (sw("search_file gap_sec"), sw_out(f'Found 2 matches for "gap_sec" in {path}:\nLine {ln - 6}:        "gap_sec",\nLine {ln}:{T05_SRC.split(chr(10))[ln - 1]}\nEnd of matches for "gap_sec" in {path}', path, "/repo")),
        (sw(f"edit {ln}:{ln}\n{src2.split(chr(10))[ln - 1]}\nend_of_edit"),
         sw_out(sw_window(path, src2, total) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", path, "/repo")),
        (sw('sbt -batch "testOnly com.acme.clicks.SessionizeSpec"'), sw_out(run2, path, "/repo")),
        (sw("sbt -batch test"), sw_out(run3, path, "/repo")),
        (sw("git diff"), sw_out(diff, path, "/repo")),
    ]
    ROWS.add("swe", "h56-swe-05", sysm, turns, state="Issue #88 in acme/clickstream-jobs: a click exactly 30 minutes after the previous one stays in the same session, although the docs say a session ends when the gap reaches the timeout.")


# ---------------------------------------------------------------------------
# 06 SQLAlchemy models + alembic, Claude Code, bad (turn 4: revision id in the generated file differs)
# ---------------------------------------------------------------------------
T06_MODELS = '''from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Project(Base):
    __tablename__ = "projects"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    tasks: Mapped[list[Task]] = relationship(back_populates="project", cascade="all, delete-orphan")


class Task(Base):
    __tablename__ = "tasks"

    id: Mapped[int] = mapped_column(primary_key=True)
    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(300))
    status: Mapped[str] = mapped_column(String(20), default="open")
    due_on: Mapped[datetime | None]

    project: Mapped[Project] = relationship(back_populates="tasks")'''


def t06() -> None:
    root = "/home/lee/tasktrack"
    sysm = system(f"Claude Code in {root} (Python 3.12 venv, SQLAlchemy 2.0.31, alembic 1.13.2, PostgreSQL 16 on localhost:5432 database tasktrack_dev); git branch feat/archive-projects.", CLAUDE_TOOLS)
    mpath = f"{root}/src/tasktrack/models.py"
    new_line = '    archived_at: Mapped[datetime | None] = mapped_column(index=True)'
    m2 = T06_MODELS.replace('    created_at: Mapped[datetime] = mapped_column(server_default=func.now())\n\n    tasks',
                            '    created_at: Mapped[datetime] = mapped_column(server_default=func.now())\n' + new_line + '\n\n    tasks')
    l_c = _lineno(m2, "archived_at")
    rev, prev = "3f9c2a1b7d44", "b71e04c9d2f3"
    bad_rev = "3f9c2a1d7b44"
    vpath = f"{root}/migrations/versions/{rev}_add_archived_at_to_projects.py"
    mig = f'''"""add archived_at to projects

Revision ID: {bad_rev}
Revises: {prev}
Create Date: 2024-09-18 14:07:52.413206

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision: str = '{bad_rev}'
down_revision: Union[str, None] = '{prev}'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.add_column('projects', sa.Column('archived_at', sa.DateTime(), nullable=True))
    op.create_index(op.f('ix_projects_archived_at'), 'projects', ['archived_at'], unique=False)
    # ### end Alembic commands ###


def downgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.drop_index(op.f('ix_projects_archived_at'), table_name='projects')
    op.drop_column('projects', 'archived_at')
    # ### end Alembic commands ###
'''
    ctx = "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL."
    psql = '''                                         Table "public.projects"
   Column    |            Type             | Collation | Nullable |               Default
-------------+-----------------------------+-----------+----------+--------------------------------------
 id          | integer                     |           | not null | nextval('projects_id_seq'::regclass)
 slug        | character varying(64)       |           | not null |
 name        | character varying(200)      |           | not null |
 description | text                        |           |          |
 created_at  | timestamp without time zone |           | not null | now()
 archived_at | timestamp without time zone |           |          |
Indexes:
    "projects_pkey" PRIMARY KEY, btree (id)
    "ix_projects_archived_at" btree (archived_at)
    "ix_projects_slug" UNIQUE, btree (slug)
Referenced by:
    TABLE "tasks" CONSTRAINT "tasks_project_id_fkey" FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE'''
    turns = [
        (cc_bash("alembic current && alembic heads", "Show current and head migration revisions"),
         f"{ctx}\n{prev} (head)\n{prev} (head)"),
        (cc_edit(mpath, '    created_at: Mapped[datetime] = mapped_column(server_default=func.now())\n\n    tasks',
                 '    created_at: Mapped[datetime] = mapped_column(server_default=func.now())\n' + new_line + '\n\n    tasks'),
         cc_edited(mpath, _lines(m2, l_c - 4, l_c + 3), l_c - 4)),
        (cc_bash('alembic revision --autogenerate -m "add archived_at to projects"', "Autogenerate the migration for the new column"),
         f"{ctx}\nINFO  [alembic.autogenerate.compare] Detected added column 'projects.archived_at'\n"
         f"INFO  [alembic.autogenerate.compare] Detected added index ''ix_projects_archived_at'' on '('archived_at',)'\n"
         f"  Generating {vpath} ...  done"),
        (cc_read(vpath), cc_lines(mig.rstrip("\n"))),
        (cc_bash("alembic upgrade head", "Apply the migration to the dev database"),
         f"{ctx}\nINFO  [alembic.runtime.migration] Running upgrade {prev} -> {rev}, add archived_at to projects"),
        (cc_bash("alembic current", "Confirm the database is at the new head"), f"{ctx}\n{rev} (head)"),
        (cc_bash("pytest tests/test_models.py tests/test_migrations.py -q", "Run model and migration tests"),
         "..............                                                           [100%]\n14 passed in 2.38s"),
        (cc_bash("psql -h localhost -U tasktrack -d tasktrack_dev -c '\\d projects'", "Inspect the projects table"), psql),
    ]
    ROWS.add("swe", "h56-swe-06", sysm, turns, state=f"{root}: add a nullable, indexed archived_at timestamp to projects with an alembic migration.",
             bad=True, turn=4, kind=f"the generated migration file reads revision '{bad_rev}' although alembic generated and named it {rev} at turn 3")


# ---------------------------------------------------------------------------
# 07 PyTorch training loop, Codex CLI, clean
# ---------------------------------------------------------------------------
T07_CHUNK = '''def train_one_epoch(model, loader, optimizer, scaler, device, clip_norm=1.0):
    model.train()
    running, seen = 0.0, 0
    for images, targets in loader:
        images, targets = images.to(device, non_blocking=True), targets.to(device, non_blocking=True)
        optimizer.zero_grad(set_to_none=True)
        with torch.autocast(device_type=device.type, dtype=torch.bfloat16, enabled=scaler is not None):
            logits = model(images)
            loss = F.cross_entropy(logits, targets, label_smoothing=0.1)
        if scaler is not None:
            scaler.scale(loss).backward()
            scaler.unscale_(optimizer)
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
            scaler.step(optimizer)
            scaler.update()
        else:
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
            optimizer.step()
        running += loss.item() * images.size(0)
        seen += images.size(0)
    return running / seen


@torch.no_grad()
def evaluate(model, loader, device):
    model.eval()
    correct, loss_sum = 0, 0.0
    for images, targets in loader:
        images, targets = images.to(device), targets.to(device)
        logits = model(images)
        loss_sum += F.cross_entropy(logits, targets, reduction="sum").item()
        correct += (logits.argmax(dim=1) == targets).sum().item()
    n = len(loader)
    return loss_sum / n, correct / n'''


def t07() -> None:
    root = "/workspace/tinyvision"
    sysm = system(f"Codex CLI (workspace-write sandbox, no network) in {root}: Python 3.11, torch 2.4.1 CPU build, pytest 8.3; git branch fix/eval-accuracy tracking origin.", CODEX_TOOLS)
    patch = '''*** Begin Patch
*** Update File: src/tinyvision/train.py
@@ def evaluate(model, loader, device):
     model.eval()
-    correct, loss_sum = 0, 0.0
+    correct, loss_sum, total = 0, 0.0, 0
     for images, targets in loader:
         images, targets = images.to(device), targets.to(device)
         logits = model(images)
         loss_sum += F.cross_entropy(logits, targets, reduction="sum").item()
         correct += (logits.argmax(dim=1) == targets).sum().item()
-    n = len(loader)
-    return loss_sum / n, correct / n
+        total += targets.size(0)
+    return loss_sum / total, correct / total
*** End Patch'''
    fail = '''.....F.                                                                  [100%]
=================================== FAILURES ===================================
________________________ test_evaluate_returns_fraction ________________________

tiny_setup = (TinyNet(
  (features): Sequential(
    (0): Conv2d(3, 8, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1))
    (1): ReLU()
    (2): AdaptiveAvgPool2d(output_size=1)
  )
  (head): Linear(in_features=8, out_features=10, bias=True)
), <torch.utils.data.dataloader.DataLoader object at 0x7f3a2c1b5e50>, device(type='cpu'))

    def test_evaluate_returns_fraction(tiny_setup):
        model, loader, device = tiny_setup
        loss, acc = evaluate(model, loader, device)
>       assert 0.0 <= acc <= 1.0
E       assert 3.75 <= 1.0

tests/test_train.py:74: AssertionError
=========================== short test summary info ============================
FAILED tests/test_train.py::test_evaluate_returns_fraction - assert 3.75 <= 1.0
1 failed, 6 passed in 3.12s'''
    train_cmd = "python -m tinyvision.train --config configs/cifar10_small.yaml --epochs 2 --limit-batches 50"
    run_a = '''[2024-10-02 15:30:12] config=configs/cifar10_small.yaml seed=0 device=cpu amp=off
[2024-10-02 15:30:12] model=resnet8 params=78,042 train=50,000 val=10,000 batch=128 limit_batches=50
[2024-10-02 15:30:54] epoch 1/2 step 50/50 train_loss=2.0412 val_loss=1.8537 val_acc=0.3321 lr=2.00e-03 time=41.6s
[2024-10-02 15:31:35] epoch 2/2 step 50/50 train_loss=1.7738 val_loss=1.6649 val_acc=0.4105 lr=1.00e-03 time=40.9s
[2024-10-02 15:31:35] saved runs/20241002-153012/last.pt (epoch=2 val_acc=0.4105)'''
    run_b = '''[2024-10-02 15:33:18] config=configs/cifar10_small.yaml seed=1 device=cpu amp=off
[2024-10-02 15:33:18] model=resnet8 params=78,042 train=50,000 val=10,000 batch=128 limit_batches=50
[2024-10-02 15:33:59] epoch 1/2 step 50/50 train_loss=2.0587 val_loss=1.8790 val_acc=0.3198 lr=2.00e-03 time=41.2s
[2024-10-02 15:34:40] epoch 2/2 step 50/50 train_loss=1.7902 val_loss=1.6831 val_acc=0.4017 lr=1.00e-03 time=40.7s
[2024-10-02 15:34:40] saved runs/20241002-153318/last.pt (epoch=2 val_acc=0.4017)'''
    turns = [
        (cx("git status -sb && ls", root), cx_out("## fix/eval-accuracy...origin/fix/eval-accuracy\nREADME.md\nconfigs\npyproject.toml\nruns\nscripts\nsrc\ntests\n", dur=0.1)),
        (cx("sed -n '60,95p' src/tinyvision/train.py", root), cx_out(T07_CHUNK + "\n", dur=0.0)),
        (cx("pytest -q tests/test_train.py", root), cx_out(fail + "\n", code=1, dur=4.8)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM src/tinyvision/train.py\n", dur=0.0)),
        (cx("pytest -q tests/test_train.py", root), cx_out(".......                                                                  [100%]\n7 passed in 3.05s\n", dur=4.6)),
        (cx(train_cmd, root), cx_out(run_a + "\n", dur=84.9)),
        (cx("ls -la runs/ runs/20241002-153012/", root), cx_out('''runs/:
total 16
drwxr-xr-x  4 dev dev 4096 Oct  2 15:30 .
drwxr-xr-x 10 dev dev 4096 Oct  2 15:21 ..
-rw-r--r--  1 dev dev    0 Sep 12 09:44 .gitkeep
drwxr-xr-x  2 dev dev 4096 Sep 30 17:02 20240930-170118
drwxr-xr-x  2 dev dev 4096 Oct  2 15:31 20241002-153012

runs/20241002-153012/:
total 948
drwxr-xr-x 2 dev dev   4096 Oct  2 15:31 .
drwxr-xr-x 4 dev dev   4096 Oct  2 15:30 ..
-rw-r--r-- 1 dev dev    611 Oct  2 15:30 config.yaml
-rw-r--r-- 1 dev dev 951861 Oct  2 15:31 last.pt
-rw-r--r-- 1 dev dev    398 Oct  2 15:31 metrics.jsonl
''', dur=0.0)),
        (cx(train_cmd + " --seed 1", root), cx_out(run_b + "\n", dur=84.1)),
        (cx("git status -sb && ls runs/", root), cx_out("## fix/eval-accuracy...origin/fix/eval-accuracy\n M src/tinyvision/train.py\n20240930-170118\n20241002-153012\n20241002-153318\n", dur=0.1)),
    ]
    ROWS.add("swe", "h56-swe-07", sysm, turns, state=f"{root}: validation accuracy is logged as values above 1 (e.g. 31.25). Fix evaluate(), keep the tests green and do a short two-epoch sanity run.")


# ---------------------------------------------------------------------------
# 08 Django app with manage.py test, Aider, bad (turn 6: aider's commit hash differs in git log)
# ---------------------------------------------------------------------------
def _aider_run(out: str) -> str:
    n = len(out.rstrip("\n").split("\n"))
    return out.rstrip("\n") + f"\nAdd {n} lines of output to the chat? (Y)es/(N)o [Yes]: y"


def t08() -> None:
    root = "/home/sam/shopfront"
    sysm = system(f"Aider 0.62 (model gpt-4o, --auto-commits, --yes-always) in the git repository {root}: a Django 5.0.8 project on Python 3.12 with PostgreSQL test database.", AIDER_TOOLS)
    tests = ["test_applies_fixed_discount", "test_applies_percentage_discount", "test_discount_never_negative",
             "test_expired_coupon_ignored", "test_free_shipping_threshold", "test_line_total_rounding",
             "test_percentage_rounds_half_up", "test_shipping_added_after_discount", "test_zero_quantity_line"]
    v2 = ["Found 9 test(s).", "Creating test database for alias 'default' ('test_shopfront')...",
          "Operations to perform:", "  Synchronize unmigrated apps: messages, staticfiles",
          "  Apply all migrations: accounts, admin, auth, catalog, contenttypes, orders, sessions",
          "Synchronizing apps without migrations:", "  Creating tables...", "    Running deferred SQL...",
          "Running migrations:", "  Applying contenttypes.0001_initial... OK", "  Applying auth.0001_initial... OK",
          "  Applying accounts.0001_initial... OK", "  Applying admin.0001_initial... OK", "  Applying catalog.0001_initial... OK",
          "  Applying catalog.0002_product_sku_unique... OK", "  Applying orders.0001_initial... OK",
          "  Applying orders.0002_coupon... OK", "  Applying orders.0003_order_shipping_zone... OK", "  Applying sessions.0001_initial... OK",
          "System check identified no issues (0 silenced)."]
    for t in tests:
        v2.append(f"{t} (orders.tests.test_pricing.PricingTests.{t}) ... {'FAIL' if t == 'test_discount_never_negative' else 'ok'}")
    v2 += ["", "======================================================================",
           "FAIL: test_discount_never_negative (orders.tests.test_pricing.PricingTests.test_discount_never_negative)",
           "----------------------------------------------------------------------", "Traceback (most recent call last):",
           f'  File "{root}/orders/tests/test_pricing.py", line 61, in test_discount_never_negative',
           '    self.assertEqual(order_total(self.cart, coupon=self.big_coupon), Decimal("0.00"))',
           "AssertionError: Decimal('-12.50') != Decimal('0.00')", "",
           "----------------------------------------------------------------------", "Ran 9 tests in 0.208s", "",
           "FAILED (failures=1)", "Destroying test database for alias 'default' ('test_shopfront')..."]
    edit = '''orders/pricing.py
```python
<<<<<<< SEARCH
        else:
            discount = coupon.value
=======
        else:
            discount = min(coupon.value, subtotal)
>>>>>>> REPLACE
```'''
    h = "4e1a9c2"
    run_orders = '''Found 23 test(s).
Creating test database for alias 'default' ('test_shopfront')...
System check identified no issues (0 silenced).
.......................
----------------------------------------------------------------------
Ran 23 tests in 0.537s

OK
Destroying test database for alias 'default' ('test_shopfront')...'''
    run_all = '''Found 141 test(s).
Creating test database for alias 'default' ('test_shopfront')...
System check identified no issues (0 silenced).
..........................................s...........................................................s............................s.........
----------------------------------------------------------------------
Ran 141 tests in 3.904s

OK (skipped=3)
Destroying test database for alias 'default' ('test_shopfront')...'''
    log = '''4e1c9a2 (HEAD -> main) fix: Clamp fixed coupon discount to order subtotal
9a6b1e0 Add shipping zones to the order admin
c03f5d8 orders: store coupon code on Order (#57)'''
    turns = [
        ("/run python manage.py test orders.tests.test_pricing -v 2", _aider_run("\n".join(v2))),
        ("/add orders/pricing.py orders/tests/test_pricing.py",
         "Added orders/pricing.py to the chat\nAdded orders/tests/test_pricing.py to the chat"),
        (edit, f"Applied edit to orders/pricing.py\nCommit {h} fix: Clamp fixed coupon discount to order subtotal\nYou can use /undo to undo and discard each aider commit."),
        ("/run python manage.py test orders", _aider_run(run_orders)),
        ("/run python manage.py test", _aider_run(run_all)),
        ("/git log --oneline -3", log),
    ]
    ROWS.add("swe", "h56-swe-08", sysm, turns, state=f"{root}, branch main. Bug: a fixed-amount coupon larger than the cart subtotal produces a negative order total.",
             bad=True, turn=6, kind=f"git log lists aider's fix commit as 4e1c9a2 although aider reported it as {h} at turn 3 and nothing was amended")


# ---------------------------------------------------------------------------
# 09 Jupyter notebooks with nbval, OpenHands, clean
# ---------------------------------------------------------------------------
T09_CELL = r'''  {
   "cell_type": "code",
   "execution_count": 2,
   "id": "5c2e9a71",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "Loaded 1,584 rows at 2024-05-02 09:13:44\n"
     ]
    }
   ],
   "source": [
    "df = load_station_data(\"data/stations.csv\")\n",
    "print(f\"Loaded {len(df):,} rows at {datetime.now():%Y-%m-%d %H:%M:%S}\")"
   ]
  },'''


def t09() -> None:
    root = "/workspace/climate-notebooks"
    nb = f"{root}/notebooks/01_anomalies.ipynb"
    sysm = system(f"an OpenHands sandbox with the repository at {root}; conda env `testbed` (Python 3.11, jupyter-core 5.7, nbval 0.11.0, pytest 8.2, pandas 2.2, matplotlib 3.9).", OPENHANDS_TOOLS)
    run1 = r'''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/climate-notebooks
plugins: nbval-0.11.0
collected 16 items

notebooks/01_anomalies.ipynb .F.......                                   [ 56%]
notebooks/02_trends.ipynb .......                                        [100%]

=================================== FAILURES ===================================
_____________________ notebooks/01_anomalies.ipynb::Cell 3 _____________________
Notebook cell execution failed
Cell 3: Cell outputs differ

Input:
df = load_station_data("data/stations.csv")
print(f"Loaded {len(df):,} rows at {datetime.now():%Y-%m-%d %H:%M:%S}")

Traceback:
 mismatch 'stdout'

 assert reference_output == test_output failed:

  'Loaded 1,584 r...-02 09:13:44\n' == 'Loaded 1,584 r...-17 11:05:26\n'
  <SP>
  - Loaded 1,584 rows at 2024-10-17 11:05:26
  ?                          ^^^^^^^^^^^^^^
  + Loaded 1,584 rows at 2024-05-02 09:13:44
  ?                          ^^^^^^^^^^^^^^


=========================== short test summary info ============================
FAILED notebooks/01_anomalies.ipynb::Cell 3
========================= 1 failed, 15 passed in 23.41s ========================='''.replace("<SP>", "")
    run2 = '''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/climate-notebooks
plugins: nbval-0.11.0
collected 16 items

notebooks/01_anomalies.ipynb .........                                   [ 56%]
notebooks/02_trends.ipynb .......                                        [100%]

============================= 16 passed in 22.06s =============================='''
    start = 38
    cell2 = T09_CELL.replace('   "source": [\n    "df = load_station_data', '   "source": [\n    "# NBVAL_IGNORE_OUTPUT\\n",\n    "df = load_station_data')
    jq1 = '''"code"
[
  "df = load_station_data(\\"data/stations.csv\\")\\n",
  "print(f\\"Loaded {len(df):,} rows at {datetime.now():%Y-%m-%d %H:%M:%S}\\")"
]'''
    jq2 = '''"code"
[
  "# NBVAL_IGNORE_OUTPUT\\n",
  "df = load_station_data(\\"data/stations.csv\\")\\n",
  "print(f\\"Loaded {len(df):,} rows at {datetime.now():%Y-%m-%d %H:%M:%S}\\")"
]'''
    diff = '''diff --git a/notebooks/01_anomalies.ipynb b/notebooks/01_anomalies.ipynb
index e4a91c0..77b0d3f 100644
--- a/notebooks/01_anomalies.ipynb
+++ b/notebooks/01_anomalies.ipynb
@@ -50,6 +50,7 @@
     }
    ],
    "source": [
+    "# NBVAL_IGNORE_OUTPUT\\n",
     "df = load_station_data(\\"data/stations.csv\\")\\n",
     "print(f\\"Loaded {len(df):,} rows at {datetime.now():%Y-%m-%d %H:%M:%S}\\")"
    ]'''
    jqc = "jq '.cells[3].cell_type, .cells[3].source' notebooks/01_anomalies.ipynb"
    turns = [
        (bash(f"cd {root} && python -m pytest --nbval notebooks/ -p no:cacheprovider"), oh_bash(run1, root, 1)),
        (bash(jqc), oh_bash(jq1, root)),
        (editor("str_replace", nb, old_str='   "source": [\n    "df = load_station_data(\\"data/stations.csv\\")\\n",',
                new_str='   "source": [\n    "# NBVAL_IGNORE_OUTPUT\\n",\n    "df = load_station_data(\\"data/stations.csv\\")\\n",'),
         edited(nb, "\n".join(cell2.split("\n")[10:19]), start + 10)),
        (bash(jqc), oh_bash(jq2, root)),
        (bash("python -m pytest --nbval notebooks/ -p no:cacheprovider"), oh_bash(run2, root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    assert start + 12 == 50
    ROWS.add("swe", "h56-swe-09", sysm, turns, state=f"{root}: the nightly `pytest --nbval` CI job fails on notebooks/01_anomalies.ipynb although nothing in the analysis changed. Make the notebook check stable without dropping the output comparison for the other cells.")


# ---------------------------------------------------------------------------
# 10 FastAPI service, Gemini CLI, clean
# ---------------------------------------------------------------------------
T10_OLD = '''from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Item
from app.schemas import ItemOut, ItemPage

router = APIRouter(prefix="/items", tags=["items"])


@router.get("", response_model=ItemPage)
def list_items(session: Session = Depends(get_session)) -> ItemPage:
    rows = session.scalars(select(Item).order_by(Item.id)).all()
    return ItemPage(total=len(rows), items=[ItemOut.model_validate(r) for r in rows])'''
T10_NEW = '''from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Item
from app.schemas import ItemOut, ItemPage

router = APIRouter(prefix="/items", tags=["items"])


@router.get("", response_model=ItemPage)
def list_items(
    limit: int = Query(50, ge=1, le=200),
    offset: int = Query(0, ge=0),
    session: Session = Depends(get_session),
) -> ItemPage:
    total = session.scalar(select(func.count()).select_from(Item))
    rows = session.scalars(select(Item).order_by(Item.id).limit(limit).offset(offset)).all()
    return ItemPage(total=total, items=[ItemOut.model_validate(r) for r in rows])'''
T10_TAIL = '''

@router.get("/{item_id}", response_model=ItemOut)
def get_item(item_id: int, session: Session = Depends(get_session)) -> ItemOut:
    item = session.get(Item, item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="Item not found")
    return ItemOut.model_validate(item)
'''
T10_TEST = '''def test_default_page_is_first_50(client, seeded_items):
    body = client.get("/items").json()
    assert body["total"] == 57
    assert len(body["items"]) == 50
    assert body["items"][0]["id"] == 1


def test_offset_moves_window(client, seeded_items):
    body = client.get("/items", params={"limit": 2, "offset": 2}).json()
    assert [i["id"] for i in body["items"]] == [3, 4]


def test_limit_upper_bound(client, seeded_items):
    assert client.get("/items", params={"limit": 1000}).status_code == 422
'''


def t10() -> None:
    root = "/home/priya/inventory-api"
    f = f"{root}/app/routers/items.py"
    sysm = system(f"Gemini CLI in {root}: a FastAPI 0.112 service (Python 3.12 venv, SQLAlchemy 2.0, SQLite file inventory.db seeded with 57 items, pytest 8.3 with httpx TestClient).", GEMINI_TOOLS)
    items = [
        {"id": 1, "sku": "BR-1001", "name": "Brass hinge 75mm", "quantity": 420, "warehouse": "RTM-1"},
        {"id": 2, "sku": "BR-1002", "name": "Brass hinge 100mm", "quantity": 188, "warehouse": "RTM-1"},
        {"id": 3, "sku": "ST-2040", "name": "Steel bracket L 40x40", "quantity": 0, "warehouse": "RTM-2"},
        {"id": 4, "sku": "ST-2060", "name": "Steel bracket L 60x60", "quantity": 73, "warehouse": "RTM-2"},
    ]

    def page(a: int, b: int) -> str:
        return json.dumps({"total": 57, "items": items[a:b]}, separators=(",", ":"))
    uv = "INFO:     Started server process [{pid}]\nINFO:     Waiting for application startup.\nINFO:     Application startup complete.\nINFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)"
    start_cmd = "nohup uvicorn app.main:app --port 8000 > uvicorn.log 2>&1 &"
    restart = "kill 61507; sleep 1; nohup uvicorn app.main:app --port 8000 > uvicorn.log 2>&1 & sleep 2; cat uvicorn.log"
    c1 = "curl -s 'http://127.0.0.1:8000/items?limit=2'"
    c2 = "curl -s 'http://127.0.0.1:8000/items?limit=2&offset=2'"
    c3 = "curl -s -w '\\n%{http_code}\\n' 'http://127.0.0.1:8000/items?limit=150'"
    err422 = json.dumps({"detail": [{"type": "less_than_equal", "loc": ["query", "limit"], "msg": "Input should be less than or equal to 100", "input": "150", "ctx": {"le": 100}}]}, separators=(",", ":"))
    new2 = T10_NEW.replace("Query(50, ge=1, le=200)", "Query(20, ge=1, le=100)")
    turns = [
        (gcall("read_file", absolute_path=f), T10_OLD + T10_TAIL),
        (gcall("run_shell_command", command="pytest -q", description="Run the existing test suite"),
         gem("pytest -q", ".....................                                                    [100%]\n21 passed in 1.94s", pgid=61204)),
        (gcall("replace", file_path=f, old_string=T10_OLD, new_string=T10_NEW), f"Successfully modified file: {f} (1 replacements)."),
        (gcall("write_file", file_path=f"{root}/tests/test_pagination.py", content=T10_TEST),
         f"Successfully created and wrote to new file: {root}/tests/test_pagination.py."),
        (gcall("run_shell_command", command="pytest -q", description="Run the tests including the new pagination tests"),
         gem("pytest -q", "........................                                                 [100%]\n24 passed in 2.07s", pgid=61388)),
        (gcall("run_shell_command", command=start_cmd, description="Start the API in the background"),
         gem(start_cmd, "", pgid=61502, bg="61507")),
        (gcall("run_shell_command", command=c1, description="First page of two items"), gem(c1, page(0, 2), pgid=61540)),
        (gcall("run_shell_command", command=c2, description="Second page of two items"), gem(c2, page(2, 4), pgid=61577)),
        (gcall("replace", file_path=f, old_string="    limit: int = Query(50, ge=1, le=200),", new_string="    limit: int = Query(20, ge=1, le=100),"),
         f"Successfully modified file: {f} (1 replacements)."),
        (gcall("run_shell_command", command=restart, description="Restart the server with the new limits"),
         gem(restart, uv.format(pid=61698), pgid=61693, bg="61698")),
        (gcall("run_shell_command", command=c3, description="Check that limits above 100 are rejected now"), gem(c3, err422 + "\n422", pgid=61730)),
    ]
    assert "le=100" in new2
    ROWS.add("swe", "h56-swe-10", sysm, turns, state=f"{root}: GET /items returns every row at once. Add limit/offset pagination (later tightened to a default of 20 and a maximum of 100), with tests.")


# ---------------------------------------------------------------------------
# 11 Dagster assets, SWE-agent, bad (turn 3: deleted legacy_ingest.py is found again)
# ---------------------------------------------------------------------------
T11_INIT = '''from dagster import load_assets_from_modules

from . import customers, metrics, orders, refunds

customer_assets = load_assets_from_modules([customers], group_name="customers")
order_assets = load_assets_from_modules([orders, refunds], group_name="orders")
metric_assets = load_assets_from_modules([metrics], group_name="metrics")

all_assets = [*customer_assets, *order_assets, *metric_assets]'''


def t11() -> None:
    sysm = system("SWE-agent in a container with the repository at /repo: a Dagster 1.8.4 code location `dagster_pipelines` (Python 3.11, dagster-duckdb 0.24.4, pytest 8.3); DAGSTER_HOME=/tmp/dagster_home.", SWEAGENT_TOOLS)
    a = "/repo/dagster_pipelines/assets"
    files = ["__init__.py", "customers.py", "legacy_ingest.py", "metrics.py", "orders.py", "refunds.py", "_helpers.py"]
    found = sorted(files)
    init_path = f"{a}/__init__.py"
    keys = ["customers/dim_customers", "customers/raw_customers", "metrics/daily_revenue", "metrics/refund_rate",
            "orders/fct_orders", "orders/raw_orders", "orders/raw_refunds", "orders/stg_refunds"]
    run_id = "9e4b2c71-0d5a-4f8e-b3c6-7a21f05d9e38"
    pid = 2417
    ev = [
        ("DEBUG", "RUN_START", 'Started execution of run for "__ASSET_JOB".'),
        ("DEBUG", "ENGINE_EVENT", f"Executing steps in process (pid: {pid})"),
        ("DEBUG", "RESOURCE_INIT_STARTED", "Starting initialization of resources [duckdb, io_manager]."),
        ("DEBUG", "RESOURCE_INIT_SUCCESS", "Finished initialization of resources [duckdb, io_manager]."),
        ("DEBUG", "STEP_START", 'Started execution of step "metrics__daily_revenue".'),
        ("DEBUG", "LOADED_INPUT", 'Loaded input "fct_orders" using input manager "io_manager"'),
        ("INFO", "ASSET_MATERIALIZATION", 'Materialized value metrics daily_revenue.'),
        ("DEBUG", "HANDLED_OUTPUT", 'Handled output "result" using IO manager "io_manager"'),
        ("DEBUG", "STEP_SUCCESS", 'Finished execution of step "metrics__daily_revenue" in 1.21s.'),
        ("DEBUG", "RUN_SUCCESS", 'Finished execution of run for "__ASSET_JOB".'),
    ]
    secs = [3, 3, 3, 4, 4, 4, 5, 5, 5, 5]
    mat = "\n".join(f"2024-08-21 10:14:0{s} +0000 - dagster - {lvl} - __ASSET_JOB - {run_id} - {pid if et not in ('RUN_START', 'RUN_SUCCESS') else 2398} - {'metrics__daily_revenue - ' if 'STEP' in et or et in ('LOADED_INPUT', 'ASSET_MATERIALIZATION', 'HANDLED_OUTPUT') else ''}{et} - {msg}"
                    for s, (lvl, et, msg) in zip(secs, ev))
    tests = '''..............                                                           [100%]
14 passed, 2 warnings in 6.83s'''
    turns = [
        (sw("ls -la dagster_pipelines/assets/"), sw_out('''total 44
drwxr-xr-x 3 root root 4096 Aug 21 09:58 .
drwxr-xr-x 5 root root 4096 Aug 21 09:58 ..
-rw-r--r-- 1 root root  412 Aug 21 09:58 __init__.py
drwxr-xr-x 2 root root 4096 Aug 21 09:58 __pycache__
-rw-r--r-- 1 root root  947 Aug 21 09:58 _helpers.py
-rw-r--r-- 1 root root 2210 Aug 21 09:58 customers.py
-rw-r--r-- 1 root root 3896 Aug 21 09:58 legacy_ingest.py
-rw-r--r-- 1 root root 1873 Aug 21 09:58 metrics.py
-rw-r--r-- 1 root root 3318 Aug 21 09:58 orders.py
-rw-r--r-- 1 root root 1405 Aug 21 09:58 refunds.py''', "n/a", "/repo")),
        (sw("git rm -q dagster_pipelines/assets/legacy_ingest.py && git status --short"),
         sw_out("D  dagster_pipelines/assets/legacy_ingest.py", "n/a", "/repo")),
        (sw('find_file "*.py" dagster_pipelines/assets'),
         sw_out(f'Found {len(found)} matches for "*.py" in {a}:\n' + "\n".join(f"{a}/{x}" for x in found), "n/a", "/repo")),
        (sw("open dagster_pipelines/assets/__init__.py"), sw_out(sw_window(init_path, T11_INIT, len(T11_INIT.split("\n"))), init_path, "/repo")),
        (sw("dagster asset list -m dagster_pipelines"), sw_out("\n".join(keys), init_path, "/repo")),
        (sw("pytest tests/ -q"), sw_out(tests, init_path, "/repo")),
        (sw("dagster asset materialize --select metrics/daily_revenue -m dagster_pipelines"), sw_out(mat, init_path, "/repo")),
        (sw("git status --short"), sw_out("D  dagster_pipelines/assets/legacy_ingest.py", init_path, "/repo")),
    ]
    ROWS.add("swe", "h56-swe-11", sysm, turns, state="Issue #143: remove the dead legacy_ingest module from the Dagster code location (nothing imports it any more) and check that every asset still loads and materializes.",
             bad=True, turn=3, kind="find_file still lists assets/legacy_ingest.py, which was git rm'd at turn 2")


# ---------------------------------------------------------------------------
# 12 Go service with go test, Codex CLI, bad (turn 10: renamed constructor shows under its old name)
# ---------------------------------------------------------------------------
T12_SRC = '''package bucket

import (
	"sync"
	"time"
)

// Bucket is a token bucket that refills continuously at rate tokens per second.
type Bucket struct {
	mu       sync.Mutex
	capacity float64
	tokens   float64
	rate     float64
	last     time.Time
	now      func() time.Time
}

func NewBucket(capacity int, ratePerSec float64) *Bucket {
	return &Bucket{
		capacity: float64(capacity),
		tokens:   float64(capacity),
		rate:     ratePerSec,
		last:     time.Now(),
		now:      time.Now,
	}
}

// Allow reports whether n tokens are available and takes them if so.
func (b *Bucket) Allow(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// Tokens returns the number of tokens currently available.
func (b *Bucket) Tokens() float64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	return b.tokens
}

func (b *Bucket) refill() {
	t := b.now()
	elapsed := t.Sub(b.last).Seconds()
	b.last = t
	b.tokens += elapsed * b.rate
}'''


def _nl(text: str, a: int, b: int) -> str:
    lines = text.split("\n")
    return "\n".join(f"{i:6d}\t{lines[i - 1]}" for i in range(a, min(b, len(lines)) + 1))


def t12() -> None:
    root = "/workspace/ratelimiter"
    sysm = system(f"Codex CLI (workspace-write sandbox) in {root}: module github.com/acme/ratelimiter, Go 1.22.6, gopls v0.16.2 on PATH; git branch feat/token-bucket-rename.", CODEX_TOOLS)
    m = "github.com/acme/ratelimiter"
    src2 = T12_SRC.replace('import (\n\t"sync"', 'import (\n\t"math"\n\t"sync"').replace("\tb.tokens += elapsed * b.rate", "\tb.tokens = math.Min(b.capacity, b.tokens+elapsed*b.rate)")
    src3 = src2.replace("func NewBucket(", "func NewTokenBucket(")
    ln_new = _lineno(src3, "func NewTokenBucket(")
    patch = '''*** Begin Patch
*** Update File: internal/bucket/bucket.go
@@
 import (
+\t"math"
 \t"sync"
 \t"time"
 )
@@ func (b *Bucket) refill() {
 \telapsed := t.Sub(b.last).Seconds()
 \tb.last = t
-\tb.tokens += elapsed * b.rate
+\tb.tokens = math.Min(b.capacity, b.tokens+elapsed*b.rate)
 }
*** End Patch'''
    tests = ["TestNewBucketStartsFull", "TestAllowConsumes", "TestAllowRejectsWhenEmpty", "TestRefillCapsAtCapacity",
             "TestRefillAccruesFractionalTokens", "TestConcurrentAllow"]
    v_pass = "\n".join(f"=== RUN   {t}\n--- PASS: {t} ({'0.03' if t == 'TestConcurrentAllow' else '0.00'}s)" for t in tests) + f"\nPASS\nok  \t{m}/internal/bucket\t0.041s\n"
    test_lines = [12, 22, 31, 44, 53, 67]
    grep_out = [f"./internal/bucket/bucket.go:{ln_new}:func NewTokenBucket(capacity int, ratePerSec float64) *Bucket {{"]
    grep_out += [f"./internal/bucket/bucket_test.go:{n}:\tb := NewTokenBucket({c}, {r})" for n, (c, r) in zip(test_lines, [(10, 5), (10, 5), (2, 1), (10, 5), (4, 0.5), (100, 50)])]
    grep_out.append("./internal/httpmw/middleware.go:41:\t\tb = bucket.NewTokenBucket(m.burst, m.rps)")
    bad_view = _nl(src3, 17, 40).replace("func NewTokenBucket(", "func NewBucket(")
    turns = [
        (cx("git status -sb && go version && go test ./...", root), cx_out(f'''## feat/token-bucket-rename...origin/feat/token-bucket-rename
go version go1.22.6 linux/amd64
?   \t{m}/cmd/rld\t[no test files]
--- FAIL: TestRefillCapsAtCapacity (0.00s)
    bucket_test.go:49: Tokens() = 14.5, want 10
FAIL
FAIL\t{m}/internal/bucket\t0.006s
ok  \t{m}/internal/httpmw\t0.014s
FAIL
''', code=1, dur=3.7)),
        (cx("nl -ba internal/bucket/bucket.go", root), cx_out(_nl(T12_SRC, 1, 60) + "\n", dur=0.0)),
        (cx("go test ./internal/bucket -run 'TestRefill' -v", root), cx_out(f'''=== RUN   TestRefillCapsAtCapacity
    bucket_test.go:49: Tokens() = 14.5, want 10
--- FAIL: TestRefillCapsAtCapacity (0.00s)
=== RUN   TestRefillAccruesFractionalTokens
--- PASS: TestRefillAccruesFractionalTokens (0.00s)
FAIL
FAIL\t{m}/internal/bucket\t0.005s
FAIL
''', code=1, dur=1.2)),
        (cx_patch(patch, root), cx_out("Success. Updated the following files:\nM internal/bucket/bucket.go\n", dur=0.0)),
        (cx("go test ./internal/bucket -v", root), cx_out(v_pass, dur=1.9)),
        (cx(f"gopls rename -l -w internal/bucket/bucket.go:{ln_new}:6 NewTokenBucket", root),
         cx_out(f"{root}/internal/bucket/bucket.go\n{root}/internal/bucket/bucket_test.go\n{root}/internal/httpmw/middleware.go\n", dur=2.6)),
        (cx("grep -rnw --include='*.go' -e NewBucket -e NewTokenBucket .", root), cx_out("\n".join(grep_out) + "\n", dur=0.0)),
        (cx("go build ./... && go vet ./...", root), cx_out("", dur=2.2)),
        (cx("go test ./... -count=1", root), cx_out(f"?   \t{m}/cmd/rld\t[no test files]\nok  \t{m}/internal/bucket\t0.043s\nok  \t{m}/internal/httpmw\t0.021s\n", dur=4.1)),
        (cx("nl -ba internal/bucket/bucket.go | sed -n '17,40p'", root), cx_out(bad_view + "\n", dur=0.0)),
        (cx("git diff --stat", root), cx_out(''' internal/bucket/bucket.go      |  5 +++--
 internal/bucket/bucket_test.go | 12 ++++++------
 internal/httpmw/middleware.go  |  2 +-
 3 files changed, 10 insertions(+), 9 deletions(-)
''', dur=0.0)),
        (cx("git commit -qam 'bucket: cap refill at capacity; rename NewBucket to NewTokenBucket' && git log --oneline -1", root),
         cx_out("5d27c0e (HEAD -> feat/token-bucket-rename) bucket: cap refill at capacity; rename NewBucket to NewTokenBucket\n", dur=0.1)),
    ]
    ROWS.add("swe", "h56-swe-12", sysm, turns, state=f"{root}: (1) a bucket left idle refills past its capacity; (2) rename the constructor NewBucket to NewTokenBucket across the module.",
             bad=True, turn=10, kind="bucket.go shows `func NewBucket(` again after gopls renamed it to NewTokenBucket at turn 6 (confirmed by grep at turn 7)")


# ---------------------------------------------------------------------------
# 13 scikit-learn estimator, SWE-agent, clean
# ---------------------------------------------------------------------------
T13_SRC = '''import numpy as np
from sklearn.base import BaseEstimator, TransformerMixin
from sklearn.utils.validation import check_array


class WinsorizeTransformer(TransformerMixin, BaseEstimator):
    """Clip each feature to the [lower_quantile, upper_quantile] range seen during fit.

    Parameters
    ----------
    lower_quantile : float, default=0.01
    upper_quantile : float, default=0.99
    """

    def __init__(self, lower_quantile=0.01, upper_quantile=0.99):
        self.lower_quantile = lower_quantile
        self.upper_quantile = upper_quantile

    def fit(self, X, y=None):
        X = check_array(X, dtype=np.float64, force_all_finite="allow-nan")
        if not 0.0 <= self.lower_quantile < self.upper_quantile <= 1.0:
            raise ValueError(
                f"Expected 0 <= lower_quantile < upper_quantile <= 1, got "
                f"{self.lower_quantile} and {self.upper_quantile}."
            )
        self.lower_ = np.nanquantile(X, self.lower_quantile, axis=0)
        self.upper_ = np.nanquantile(X, self.upper_quantile, axis=0)
        return self

    def transform(self, X):
        X = check_array(X, dtype=np.float64, force_all_finite="allow-nan")
        return np.clip(X, self.lower_, self.upper_)'''


def t13() -> None:
    path = "/repo/featurekit/winsorize.py"
    sysm = system("SWE-agent in a container with the repository at /repo (featurekit, Python 3.11, numpy 1.26.4, scikit-learn 1.5.1, pytest 8.3).", SWEAGENT_TOOLS)
    lines = T13_SRC.split("\n")
    l_fit = _lineno(T13_SRC, "    def fit(") + 1
    l_tr = _lineno(T13_SRC, "    def transform(") + 1
    fit_new = '        X = self._validate_data(X, dtype=np.float64, force_all_finite="allow-nan", reset=True)'
    s2 = "\n".join(lines[:l_fit - 1] + [fit_new] + lines[l_fit:])
    tr_new = ['        check_is_fitted(self)', '        X = self._validate_data(X, dtype=np.float64, force_all_finite="allow-nan", reset=False)']
    l2 = s2.split("\n")
    s3 = "\n".join(l2[:l_tr - 1] + tr_new + l2[l_tr:])
    s4 = s3.replace("from sklearn.utils.validation import check_array", "from sklearn.utils.validation import check_is_fitted")
    n3 = len(s3.split("\n"))
    checks = ["check_estimator_cloneable0", "check_estimator_cloneable1", "check_estimator_repr", "check_no_attributes_set_in_init",
              "check_fit_score_takes_y", "check_estimators_overwrite_params", "check_dont_overwrite_parameters", "check_estimators_fit_returns_self",
              "check_readonly_memmap_input", "check_estimators_unfitted", "check_do_not_raise_errors_in_init_or_set_params",
              "check_n_features_in_after_fitting", "check_mixin_order", "check_positive_only_tag_during_fit", "check_estimators_dtypes",
              "check_complex_data", "check_dtype_object", "check_estimators_empty_data_messages", "check_pipeline_consistency",
              "check_estimators_nan_inf", "check_estimator_sparse_array", "check_estimator_sparse_matrix", "check_estimators_pickle",
              "check_f_contiguous_array_estimator", "check_transformer_data_not_an_array", "check_transformer_general",
              "check_transformer_preserve_dtypes", "check_transformer_general(readonly_memmap=True)", "check_transformers_unfitted",
              "check_transformer_n_iter", "check_parameters_default_constructible", "check_methods_sample_order_invariance",
              "check_methods_subset_invariance", "check_fit2d_1sample", "check_fit2d_1feature", "check_get_params_invariance",
              "check_set_params", "check_dict_unchanged", "check_fit_idempotent", "check_fit_check_is_fitted", "check_n_features_in",
              "check_fit1d", "check_fit2d_predict1d"]
    nchk = len(checks)
    fail_a, fail_b = "check_n_features_in", "check_transformers_unfitted"
    prog = "".join("F" if c in (fail_a, fail_b) else "." for c in checks)
    run1 = f'''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0
rootdir: /repo
configfile: pyproject.toml
collected {nchk} items

tests/test_estimator_checks.py {prog}  [100%]

=================================== FAILURES ===================================
_____ test_sklearn_compatible[WinsorizeTransformer()-{fail_b}] _____

estimator = WinsorizeTransformer(), check = functools.partial(<function {fail_b} at 0x7f9b8e4c1da0>, 'WinsorizeTransformer')

    @parametrize_with_checks([WinsorizeTransformer()])
    def test_sklearn_compatible(estimator, check):
>       check(estimator)

tests/test_estimator_checks.py:8:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
E   AssertionError: The unfitted transformer WinsorizeTransformer does not raise an error when transform is called. Perhaps use check_is_fitted in transform.
_____ test_sklearn_compatible[WinsorizeTransformer()-{fail_a}] _____

estimator = WinsorizeTransformer(), check = functools.partial(<function {fail_a} at 0x7f9b8e4c3560>, 'WinsorizeTransformer')

    @parametrize_with_checks([WinsorizeTransformer()])
    def test_sklearn_compatible(estimator, check):
>       check(estimator)

tests/test_estimator_checks.py:8:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
E   AssertionError: Estimator WinsorizeTransformer does not set the n_features_in_ attribute upon fit
=========================== short test summary info ============================
FAILED tests/test_estimator_checks.py::test_sklearn_compatible[WinsorizeTransformer()-{fail_b}] - AssertionError: The unfitted transformer WinsorizeTransformer does not raise an error when transform is called. Perhaps use check_is_fitted in transform.
FAILED tests/test_estimator_checks.py::test_sklearn_compatible[WinsorizeTransformer()-{fail_a}] - AssertionError: Estimator WinsorizeTransformer does not set the n_features_in_ attribute upon fit
======================== 2 failed, {nchk - 2} passed in 3.64s ========================='''
    run2 = f'''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0
rootdir: /repo
configfile: pyproject.toml
collected {nchk} items

tests/test_estimator_checks.py {'.' * nchk}  [100%]

============================== {nchk} passed in 3.41s =============================='''
    demo = "python -c \"import numpy as np; from featurekit.winsorize import WinsorizeTransformer as W; X = np.arange(1, 101, dtype=float).reshape(50, 2); w = W(0.1, 0.9).fit(X); print(w.n_features_in_, w.lower_, w.upper_); print(w.transform([[0.0, 500.0]]))\""
    full = f'''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0
rootdir: /repo
configfile: pyproject.toml
collected {nchk + 31} items

tests/test_encoders.py ..................                                [{round(100 * 18 / (nchk + 31)):3d}%]
tests/test_estimator_checks.py {'.' * nchk} [{round(100 * (18 + nchk) / (nchk + 31)):3d}%]
tests/test_winsorize_behaviour.py .............                          [100%]

============================== {nchk + 31} passed in 4.12s =============================='''
    diff = '''diff --git a/featurekit/winsorize.py b/featurekit/winsorize.py
index 0c4f2a7..b9e13d5 100644
--- a/featurekit/winsorize.py
+++ b/featurekit/winsorize.py
@@ -1,6 +1,6 @@
 import numpy as np
 from sklearn.base import BaseEstimator, TransformerMixin
-from sklearn.utils.validation import check_array
+from sklearn.utils.validation import check_is_fitted
\x20
\x20
 class WinsorizeTransformer(TransformerMixin, BaseEstimator):
@@ -17,7 +17,7 @@ class WinsorizeTransformer(TransformerMixin, BaseEstimator):
         self.upper_quantile = upper_quantile
\x20
     def fit(self, X, y=None):
-        X = check_array(X, dtype=np.float64, force_all_finite="allow-nan")
+        X = self._validate_data(X, dtype=np.float64, force_all_finite="allow-nan", reset=True)
         if not 0.0 <= self.lower_quantile < self.upper_quantile <= 1.0:
             raise ValueError(
                 f"Expected 0 <= lower_quantile < upper_quantile <= 1, got "
@@ -28,5 +28,6 @@ class WinsorizeTransformer(TransformerMixin, BaseEstimator):
         return self
\x20
     def transform(self, X):
-        X = check_array(X, dtype=np.float64, force_all_finite="allow-nan")
+        check_is_fitted(self)
+        X = self._validate_data(X, dtype=np.float64, force_all_finite="allow-nan", reset=False)
         return np.clip(X, self.lower_, self.upper_)'''
    upd = "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."
    turns = [
        (sw("python -m pytest tests/test_estimator_checks.py"), sw_out(run1, "n/a", "/repo")),
        (sw("open featurekit/winsorize.py"), sw_out(sw_window(path, T13_SRC, len(lines)), path, "/repo")),
        (sw(f"edit {l_fit}:{l_fit}\n{fit_new}\nend_of_edit"), sw_out(sw_window(path, s2, len(lines)) + upd, path, "/repo")),
        (sw(f"edit {l_tr}:{l_tr}\n" + "\n".join(tr_new) + "\nend_of_edit"), sw_out(sw_window(path, s3, n3) + upd, path, "/repo")),
        (sw("edit 3:3\nfrom sklearn.utils.validation import check_is_fitted\nend_of_edit"), sw_out(sw_window(path, s4, n3) + upd, path, "/repo")),
        (sw("python -m pytest tests/test_estimator_checks.py"), sw_out(run2, path, "/repo")),
        (sw(demo), sw_out("2 [10.8 11.8] [89.2 90.2]\n[[10.8 90.2]]", path, "/repo")),
        (sw("search_dir check_array featurekit"), sw_out('''Found 3 matches for "check_array" in /repo/featurekit:
/repo/featurekit/encoders.py (2 matches)
/repo/featurekit/utils.py (1 matches)
End of matches for "check_array" in /repo/featurekit''', path, "/repo")),
        (sw("python -m pytest"), sw_out(full, path, "/repo")),
        (sw("submit"), sw_out(diff, path, "/repo")),
    ]
    ROWS.add("swe", "h56-swe-13", sysm, turns, state="Issue #31 in featurekit: WinsorizeTransformer fails scikit-learn's parametrize_with_checks (no n_features_in_, transform works unfitted). Make it a compliant estimator.")


# ---------------------------------------------------------------------------
# 14 DVC pipeline, OpenHands, bad (turn 7: featurize output md5 in dvc.lock changed without a rerun)
# ---------------------------------------------------------------------------
T14_LOCK = '''  featurize:
    cmd: python src/featurize.py data/prepared data/features
    deps:
    - path: data/prepared
      hash: md5
      md5: 5e2b0c7f41a9d8e3b6c1f0a2d4e7b9c3.dir
      size: 18734211
      nfiles: 2
    - path: src/featurize.py
      hash: md5
      md5: 0d8f3c2a9b61e47f5a3c8d1e2b4f6a70
      size: 3412
    params:
      params.yaml:
        featurize.max_categories: 40
        featurize.window_days: 90
    outs:
    - path: data/features
      hash: md5
      md5: c41e7a9f03b25d86e1f4a7c2b9d03e58.dir
      size: 42118906
      nfiles: 2
  train:'''


def t14() -> None:
    root = "/workspace/churn-dvc"
    sysm = system(f"an OpenHands sandbox with the repository at {root} (DVC 3.53.1 with a local cache, Python 3.11 env `testbed` with pandas 2.2 and scikit-learn 1.5); the user edited src/featurize.py before the session.", OPENHANDS_TOOLS)
    yaml = '''stages:
  prepare:
    cmd: python src/prepare.py data/raw.csv data/prepared
    deps:
    - data/raw.csv
    - src/prepare.py
    params:
    - prepare.test_size
    - prepare.seed
    outs:
    - data/prepared
  featurize:
    cmd: python src/featurize.py data/prepared data/features
    deps:
    - data/prepared
    - src/featurize.py
    params:
    - featurize.max_categories
    - featurize.window_days
    outs:
    - data/features
  train:
    cmd: python src/train.py data/features model.pkl
    deps:
    - data/features
    - src/train.py
    params:
    - train.max_iter
    - train.learning_rate
    outs:
    - model.pkl
  evaluate:
    cmd: python src/evaluate.py model.pkl data/features metrics.json plots/
    deps:
    - data/features
    - model.pkl
    - src/evaluate.py
    metrics:
    - metrics.json:
        cache: false
    plots:
    - plots/roc.json:
        cache: false
        x: fpr
        y: tpr'''
    tail = '''To track the changes with git, run:

\tgit add dvc.lock

To enable auto staging, run:

\tdvc config core.autostage true
Use `dvc push` to send your updates to remote storage.'''
    rep1 = f''''data/raw.csv.dvc' didn't change, skipping
Stage 'prepare' didn't change, skipping
Running stage 'featurize':
> python src/featurize.py data/prepared data/features
wrote data/features/train.parquet (48,210 rows, 57 cols)
wrote data/features/test.parquet (12,053 rows, 57 cols)
Updating lock file 'dvc.lock'

{tail}'''
    rep2 = f''''data/raw.csv.dvc' didn't change, skipping
Stage 'prepare' didn't change, skipping
Stage 'featurize' didn't change, skipping
Running stage 'train':
> python src/train.py data/features model.pkl
Fitting HistGradientBoostingClassifier(learning_rate=0.05, max_iter=300) on 48,210 rows x 57 features
Saved model.pkl (2.4 MB)
Updating lock file 'dvc.lock'

Running stage 'evaluate':
> python src/evaluate.py model.pkl data/features metrics.json plots/
AUC=0.8731 F1=0.6412 precision=0.7018 recall=0.5903
Updating lock file 'dvc.lock'

{tail}'''
    sedc = "sed -n '/^  featurize:/,/^  train:/p' dvc.lock"
    bad_lock = T14_LOCK.replace("c41e7a9f03b25d86e1f4a7c2b9d03e58.dir", "c41e7a9f03b25d86e1f4a7c24af1e27c.dir")
    turns = [
        (bash(f"cd {root} && dvc status"), oh_bash("featurize:\n\tchanged deps:\n\t\tmodified:           src/featurize.py", root)),
        (bash("cat dvc.yaml"), oh_bash(yaml, root)),
        (bash("dvc repro featurize"), oh_bash(rep1, root)),
        (bash(sedc), oh_bash(T14_LOCK, root)),
        (bash("dvc status"), oh_bash("train:\n\tchanged deps:\n\t\tmodified:           data/features\nevaluate:\n\tchanged deps:\n\t\tmodified:           data/features", root)),
        (bash("dvc repro"), oh_bash(rep2, root)),
        (bash(sedc), oh_bash(bad_lock, root)),
        (bash("dvc metrics show"), oh_bash("Path          auc      f1       precision    recall\nmetrics.json  0.8731   0.6412   0.7018       0.5903", root)),
        (bash("dvc metrics diff"), oh_bash('''Path          Metric     HEAD     workspace    Change
metrics.json  auc        0.8647   0.8731       0.0084
metrics.json  f1         0.6298   0.6412       0.0114
metrics.json  precision  0.6954   0.7018       0.0064
metrics.json  recall     0.5755   0.5903       0.0148''', root)),
        (bash("git status --short"), oh_bash(" M dvc.lock\n M metrics.json\n M src/featurize.py", root)),
    ]
    ROWS.add("swe", "h56-swe-14", sysm, turns, state=f"{root}: src/featurize.py now adds tenure buckets. Re-run the DVC pipeline and report how the metrics moved.",
             bad=True, turn=7, kind="dvc.lock shows a different md5 for the data/features output although featurize was skipped as unchanged at turn 6 (turn 4 showed c41e…9d03e58.dir)")


# ---------------------------------------------------------------------------
# 15 Kedro pipeline, Claude Code, clean
# ---------------------------------------------------------------------------
T15_PIPE = '''from kedro.pipeline import Pipeline, node, pipeline

from .nodes import evaluate_model, split_data, train_model


def create_pipeline(**kwargs) -> Pipeline:
    return pipeline(
        [
            node(
                func=split_data,
                inputs=["model_input_table", "params:model_option"],
                outputs=["X_train", "X_test", "y_train", "y_test"],
                name="split_data_node",
            ),
            node(
                func=train_model,
                inputs=["X_train", "y_train"],
                outputs="regressor",
                name="train_model_node",
            ),
            node(
                func=evaluate_model,
                inputs=["regressor", "X_test", "y_test"],
                outputs="metrics",
                name="evaluate_model_node",
            ),
        ]
    )'''


def _kedro_log(stamp: str, stamp2: str, r2: str) -> str:
    w = 112

    def row(msg: str, src: str, ts: str = "") -> str:
        left = f"{ts:<20}INFO     {msg}"
        return left + " " * max(1, w - len(left) - len(src)) + src

    out = [row("Kedro project spaceflights-ext", "session.py:324", stamp),
           row("Using synchronous mode for loading and saving data. Use the", "sequential_runner.py:64"),
           " " * 29 + "--async flag for potential performance gains.",
           row("Loading data from model_input_table (ParquetDataset)...", "data_catalog.py:508"),
           row("Loading data from params:model_options (MemoryDataset)...", "data_catalog.py:508"),
           row("Running node: split_data_node:", "node.py:361"),
           " " * 29 + "split_data([model_input_table;params:model_options]) ->",
           " " * 29 + "[X_train;X_test;y_train;y_test]"]
    for d in ("X_train", "X_test", "y_train", "y_test"):
        out.append(row(f"Saving data to {d} (MemoryDataset)...", "data_catalog.py:550"))
    out += [row("Completed 1 out of 3 tasks", "sequential_runner.py:90"),
            row("Loading data from X_train (MemoryDataset)...", "data_catalog.py:508"),
            row("Loading data from y_train (MemoryDataset)...", "data_catalog.py:508"),
            row("Running node: train_model_node: train_model([X_train;y_train]) ->", "node.py:361"),
            " " * 29 + "[regressor]",
            row("Saving data to regressor (PickleDataset)...", "data_catalog.py:550", stamp2),
            row("Completed 2 out of 3 tasks", "sequential_runner.py:90"),
            row("Loading data from regressor (PickleDataset)...", "data_catalog.py:508"),
            row("Loading data from X_test (MemoryDataset)...", "data_catalog.py:508"),
            row("Loading data from y_test (MemoryDataset)...", "data_catalog.py:508"),
            row("Running node: evaluate_model_node:", "node.py:361"),
            " " * 29 + "evaluate_model([regressor;X_test;y_test]) -> [metrics]",
            row(f"Model has a coefficient R^2 of {r2} on test data.", "nodes.py:60"),
            row("Saving data to metrics (tracking.MetricsDataset)...", "data_catalog.py:550"),
            row("Completed 3 out of 3 tasks", "sequential_runner.py:90"),
            row("Pipeline execution completed successfully.", "runner.py:119")]
    return "\n".join(out)


def t15() -> None:
    root = "/Users/ines/spaceflights-ext"
    sysm = system(f"Claude Code on macOS in {root}: a Kedro 0.19.8 project (Python 3.11 venv, kedro-datasets 4.1, scikit-learn 1.5).", CLAUDE_TOOLS)
    ppath = f"{root}/src/spaceflights_ext/pipelines/data_science/pipeline.py"
    prm = f"{root}/conf/base/parameters_data_science.yml"
    err = f'''[09/24/24 13:01:37] INFO     Kedro project spaceflights-ext                                  session.py:324
╭───────────────────── Traceback (most recent call last) ──────────────────────╮
│ {root}/.venv/lib/python3.11/site-packages/kedro/runner/runner.py:  │
│ 103 in run                                                                   │
│                                                                              │
│   100 │   │   unsatisfied = pipeline.inputs() - set(registered_ds)           │
│   101 │   │                                                                  │
│   102 │   │   if unsatisfied:                                                │
│ ❱ 103 │   │   │   raise ValueError(                                          │
│   104 │   │   │   │   f"Pipeline input(s) {{unsatisfied}} not found in the Data │
│   105 │   │   │   )                                                          │
│   106                                                                        │
╰──────────────────────────────────────────────────────────────────────────────╯
ValueError: Pipeline input(s) {{'params:model_option'}} not found in the DataCatalog'''
    p2 = T15_PIPE.replace('"params:model_option"]', '"params:model_options"]')
    ln = _lineno(T15_PIPE, "params:model_option")
    params = '''model_options:
  test_size: 0.2
  random_state: 3
  features:
    - engines
    - passenger_capacity
    - crew
    - d_check_complete
    - moon_clearance_complete
    - iata_approved
    - company_rating
    - review_scores_rating'''
    turns = [
        (cc_bash("kedro run --pipeline data_science", "Run the data science pipeline"), "Exit code 1\n" + err),
        (jb({"name": "Grep", "arguments": {"pattern": "params:model_option\\b", "path": f"{root}/src", "output_mode": "content", "-n": True}}),
         f"{ppath}:{ln}:                inputs=[\"model_input_table\", \"params:model_option\"],"),
        (cc_read(ppath), cc_lines(T15_PIPE)),
        (cc_edit(ppath, '"params:model_option"]', '"params:model_options"]'), cc_edited(ppath, _lines(p2, ln - 2, ln + 3), ln - 2)),
        (cc_bash("kedro run --pipeline data_science", "Re-run the pipeline"), _kedro_log("[09/24/24 13:03:12]", "[09/24/24 13:03:13]", "0.456")),
        (cc_edit(prm, "  test_size: 0.2\n", "  test_size: 0.25\n"),
         cc_edited(prm, params.replace("test_size: 0.2", "test_size: 0.25").split("\n  features:")[0] + "\n  features:\n    - engines", 1)),
        (cc_bash("kedro run --pipeline data_science", "Re-run with the larger test split"), _kedro_log("[09/24/24 13:05:40]", "[09/24/24 13:05:41]", "0.462")),
    ]
    ROWS.add("swe", "h56-swe-15", sysm, turns, state=f"{root}: `kedro run --pipeline data_science` fails right away. Fix it, then use a 25% test split as agreed with the team.")


# ---------------------------------------------------------------------------
# 16 Hugging Face transformers fine-tuning, Gemini CLI, clean
# ---------------------------------------------------------------------------
T16_SRC = '''"""Fine-tune a sequence classifier on support tickets."""
from __future__ import annotations

import argparse

from datasets import load_from_disk
from transformers import (
    AutoModelForSequenceClassification,
    AutoTokenizer,
    DataCollatorWithPadding,
    Trainer,
    TrainingArguments,
)

from ticket_classifier.metrics import compute_metrics

LABELS = ["account", "bug_report", "billing", "feature_request", "other"]
BASE_MODEL = "distilbert-base-uncased"


def build_model(model_name: str = BASE_MODEL):
    return AutoModelForSequenceClassification.from_pretrained(
        model_name,
        num_labels=len(LABELS),
    )
'''


def t16() -> None:
    root = "/home/omar/ticket-classifier"
    f = f"{root}/src/ticket_classifier/train.py"
    sysm = system(f"Gemini CLI in {root}: Python 3.11 venv with transformers 4.44.2, datasets 2.21, torch 2.4.1 (CPU), pytest 8.3; the HF hub cache is pre-populated (offline).", GEMINI_TOOLS)
    old = "        model_name,\n        num_labels=len(LABELS),\n    )"
    new = "        model_name,\n        num_labels=len(LABELS),\n        id2label=dict(enumerate(LABELS)),\n        label2id={label: i for i, label in enumerate(LABELS)},\n    )"
    p1 = 'python -m ticket_classifier.predict --model outputs/run-0915 "My invoice shows a double charge for September"'
    p2 = p1.replace("run-0915", "run-0917")
    tr = "python -m ticket_classifier.train --max_steps 60 --output_dir outputs/run-0917"
    init_warn = "Some weights of DistilBertForSequenceClassification were not initialized from the model checkpoint at distilbert-base-uncased and are newly initialized: ['classifier.bias', 'classifier.weight', 'pre_classifier.bias', 'pre_classifier.weight']\nYou should probably TRAIN this model on a down-stream task to be able to use it for predictions and inference."
    train_out = '''{'loss': 1.4521, 'grad_norm': 3.1875, 'learning_rate': 3.3333333333333335e-05, 'epoch': 0.09}
{'loss': 1.0467, 'grad_norm': 4.0213, 'learning_rate': 1.6666666666666667e-05, 'epoch': 0.18}
{'loss': 0.7214, 'grad_norm': 3.5540, 'learning_rate': 0.0, 'epoch': 0.27}
{'eval_loss': 0.7412, 'eval_accuracy': 0.7906, 'eval_runtime': 4.1822, 'eval_samples_per_second': 239.11, 'eval_steps_per_second': 7.651, 'epoch': 0.27}
{'train_runtime': 71.4403, 'train_samples_per_second': 26.876, 'train_steps_per_second': 0.84, 'train_loss': 1.0734, 'epoch': 0.27}
Saved model and tokenizer to outputs/run-0917'''
    ls = '''total 16
drwxr-xr-x 4 omar omar 4096 Sep 17 10:42 .
drwxr-xr-x 9 omar omar 4096 Sep 17 10:31 ..
drwxr-xr-x 2 omar omar 4096 Sep 15 16:08 run-0915
drwxr-xr-x 3 omar omar 4096 Sep 17 10:42 run-0917'''
    id2 = '''{
  "0": "account",
  "1": "bug_report",
  "2": "billing",
  "3": "feature_request",
  "4": "other"
}'''
    turns = [
        (gcall("read_file", absolute_path=f, offset=0, limit=26),
         "[File content truncated: showing lines 1-26 of 114 total lines. Use offset/limit parameters to view more.]\n" + T16_SRC),
        (gcall("run_shell_command", command=p1, description="Check what the current model returns"),
         gem(p1, "{'label': 'LABEL_2', 'score': 0.9132}", pgid=72104)),
        (gcall("replace", file_path=f, old_string=old, new_string=new), f"Successfully modified file: {f} (1 replacements)."),
        (gcall("run_shell_command", command="pytest -q tests/", description="Run unit tests"),
         gem("pytest -q tests/", "............                                                             [100%]\n12 passed, 3 warnings in 9.84s", pgid=72261)),
        (gcall("run_shell_command", command=tr, description="Short training run to produce a model with label names"),
         gem(tr, train_out, pgid=72390, err=init_warn)),
        (gcall("run_shell_command", command=p2, description="Predict with the new model"),
         gem(p2, "{'label': 'billing', 'score': 0.8876}", pgid=72533)),
        (gcall("run_shell_command", command="ls -la outputs/", description="List training outputs"), gem("ls -la outputs/", ls, pgid=72560)),
        (gcall("run_shell_command", command="jq '.id2label' outputs/run-0917/config.json", description="Show the saved label mapping"),
         gem("jq '.id2label' outputs/run-0917/config.json", id2, pgid=72588)),
    ]
    ROWS.add("swe", "h56-swe-16", sysm, turns, state=f"{root}: the deployed classifier answers with LABEL_0..LABEL_4 instead of category names. Store the label names in the model config and produce a fresh checkpoint.")


# ---------------------------------------------------------------------------
# 17 pandera schemas, Cline, bad (turn 5: test totals do not add up after two fixes)
# ---------------------------------------------------------------------------
T17_SRC = '''import pandas as pd
import pandera as pa
from pandera.typing import Series


class ClaimSchema(pa.DataFrameModel):
    claim_id: Series[str] = pa.Field(unique=True, str_matches=r"^CLM-\\d{6}$")
    member_id: Series[str] = pa.Field(str_matches=r"^M\\d{8}$")
    provider_npi: Series[str] = pa.Field(str_length={"min_value": 10, "max_value": 10})
    service_date: Series[pd.Timestamp] = pa.Field()
    amount: Series[float] = pa.Field(ge=0)
    status: Series[str] = pa.Field(isin=["submitted", "approved", "denied", "paid"])

    class Config:
        strict = True
        coerce = True
'''


def t17() -> None:
    root = "/home/dev/claims-validation"
    f = "src/claims/schemas.py"
    sysm = system(f"Cline (VS Code) with the workspace {root}: Python 3.12 venv with pandas 2.2.2, pandera 0.20.4, pytest 8.3.", CLINE_TOOLS)
    tests = ["test_valid_frame_passes", "test_claim_id_format", "test_claim_id_unique", "test_member_id_format",
             "test_member_id_rejects_letters", "test_npi_length", "test_amount_positive", "test_amount_allows_cents",
             "test_status_values", "test_status_pending_allowed", "test_strict_rejects_extra_columns",
             "test_coerce_amount_from_string", "test_service_date_parsed", "test_report_counts"]
    pc = "pytest -q --tb=line tests/test_schemas.py"
    msg = {
        "test_member_id_format": (41, "pandera.errors.SchemaError: Column 'member_id' failed element-wise validator number 0: str_matches('^M\\d{8}$') failure cases: M123456789"),
        "test_amount_positive": (63, "Failed: DID NOT RAISE <class 'pandera.errors.SchemaError'>"),
        "test_status_pending_allowed": (88, "pandera.errors.SchemaError: Column 'status' failed element-wise validator number 0: isin(['submitted', 'approved', 'denied', 'paid']) failure cases: pending"),
    }

    def run(failing: list[str], n_tests: int, passed: int, secs: str) -> str:
        prog = "".join("F" if t in failing else "." for t in tests[:n_tests])
        out = [prog + " " * (73 - len(prog)) + "[100%]"]
        if failing:
            out.append("=================================== FAILURES ===================================")
            out += [f"{root}/tests/test_schemas.py:{msg[t][0]}: {msg[t][1]}" for t in failing]
            out.append("=========================== short test summary info ============================")
            out += [f"FAILED tests/test_schemas.py::{t} - {msg[t][1]}" for t in failing]
            out.append(f"{len(failing)} failed, {passed} passed in {secs}s")
        else:
            out.append(f"{passed} passed in {secs}s")
        return "\n".join(out)
    s2 = T17_SRC.replace(r'str_matches=r"^M\d{8}$"', r'str_matches=r"^M\d{9}$"')
    s3 = s2.replace("amount: Series[float] = pa.Field(ge=0)", "amount: Series[float] = pa.Field(gt=0)")
    s4 = s3.replace('isin=["submitted", "approved", "denied", "paid"]', 'isin=["submitted", "pending", "approved", "denied", "paid"]')
    search = '''[search_files for 'pending' in '*.py'] Result:
Found 2 results.

tests/test_schemas.py
│----
│def test_status_pending_allowed(valid_df):
│    valid_df.loc[0, "status"] = "pending"
│    ClaimSchema.validate(valid_df)
│----
│
│----
│def test_report_counts(valid_df):
│    df = valid_df.assign(status=["pending", "paid", "denied"])
│    report = build_report(df)
│----'''
    vcmd = "python -m claims.validate data/sample_claims.csv"
    vout = r'''Validating data/sample_claims.csv against ClaimSchema ...
rows: 2,480   ok: 2,463   failed: 17

schema_context  column        check                       failure_case  count
Column          member_id     str_matches('^M\d{9}$')     M0041822          9
Column          amount        greater_than(0)             0.0               6
Column          provider_npi  str_length(10, 10)          12345678          2

Wrote failure report to reports/sample_claims.failures.csv'''
    turns = [
        (cl_cmd(pc), cl_cmd_out(pc, run(["test_member_id_format", "test_amount_positive", "test_status_pending_allowed"], 14, 11, "0.91"))),
        (cl_read(f), f"[read_file for '{f}'] Result:\n{T17_SRC}"),
        (cl_replace(f, r'    member_id: Series[str] = pa.Field(str_matches=r"^M\d{8}$")', r'    member_id: Series[str] = pa.Field(str_matches=r"^M\d{9}$")'), cl_saved(f, s2)),
        (cl_replace(f, "    amount: Series[float] = pa.Field(ge=0)", "    amount: Series[float] = pa.Field(gt=0)"), cl_saved(f, s3)),
        (cl_cmd(pc), cl_cmd_out(pc, run(["test_status_pending_allowed"], 13, 12, "0.87"))),
        ("<search_files>\n<path>tests</path>\n<regex>pending</regex>\n<file_pattern>*.py</file_pattern>\n</search_files>", search),
        (cl_replace(f, '    status: Series[str] = pa.Field(isin=["submitted", "approved", "denied", "paid"])', '    status: Series[str] = pa.Field(isin=["submitted", "pending", "approved", "denied", "paid"])'), cl_saved(f, s4)),
        (cl_cmd(pc), cl_cmd_out(pc, run([], 14, 14, "0.84"))),
        (cl_cmd(vcmd), cl_cmd_out(vcmd, vout)),
    ]
    ROWS.add("swe", "h56-swe-17", sysm, turns, state=f"{root}: three schema tests fail after the member-id format changed to 9 digits, zero-amount claims became invalid and the new `pending` status was introduced.",
             bad=True, turn=5, kind="after fixing two of the three failures the run reports 1 failed, 12 passed (13 tests) although the same file had 14 tests at turn 1 and none were removed")


# ---------------------------------------------------------------------------
# 18 Prefect flows, Codex CLI, clean
# ---------------------------------------------------------------------------
T18_SRC = '''"""Sync inventory levels from the warehouse API into Postgres."""
from __future__ import annotations

import httpx
from prefect import flow, get_run_logger, task

from etl.db import upsert_inventory

API = "https://wms.internal.example.com/api/v2/stock"


@task
def fetch_page(page: int, page_size: int) -> list[dict]:
    resp = httpx.get(API, params={"page": page, "page_size": page_size}, timeout=30)
    resp.raise_for_status()
    return resp.json()["items"]


@task
def load(rows: list[dict]) -> int:
    return upsert_inventory(rows)


@flow(name="sync-inventory")
def sync_inventory(total: int = 1250, page_size: int = 250) -> int:
    logger = get_run_logger()
    pages = -(-total // page_size)
    rows: list[dict] = []
    for page in range(pages):
        rows.extend(fetch_page(page, page_size))
    n = load(rows)
    logger.info("Upserted %s rows from %s pages", f"{n:,}", pages)
    return n


if __name__ == "__main__":
    sync_inventory()
'''


def _clock(t: tuple[int, int, int, int], add_ms: int) -> tuple[int, int, int, int]:
    h, m, s, ms = t
    tot = ((h * 60 + m) * 60 + s) * 1000 + ms + add_ms
    return tot // 3600000, tot // 60000 % 60, tot // 1000 % 60, tot % 1000


def _prefect_run(name: str, fid: str, start: tuple[int, int, int, int], pages: int, fail_page: int | None = None, retry_page: int | None = None) -> str:
    t = start
    out: list[str] = []

    def log(level: str, who: str, msg: str, dt: int) -> None:
        nonlocal t
        t = _clock(t, dt)
        out.append(f"{t[0]:02d}:{t[1]:02d}:{t[2]:02d}.{t[3]:03d} | {level:<7} | {who} - {msg}")
    fr = f"Flow run '{name}'"
    log("INFO", "prefect.engine", f"Created flow run '{name}' for flow 'sync-inventory'", 0)
    log("INFO", fr, f"View at http://127.0.0.1:4200/runs/flow-run/{fid}", 2)
    for p in range(pages):
        tr = f"Task run 'fetch_page-{p}'"
        log("INFO", fr, f"Created task run 'fetch_page-{p}' for task 'fetch_page'", 188 if p == 0 else 21)
        log("INFO", fr, f"Executing 'fetch_page-{p}' immediately...", 2)
        if p == fail_page:
            log("ERROR", tr, "Task run encountered an exception ReadTimeout: timed out", 30011)
            log("ERROR", tr, "Finished in state Failed('Task run encountered an exception ReadTimeout: timed out')", 29)
            log("ERROR", fr, "Encountered exception during execution: ReadTimeout('timed out')", 2)
            log("ERROR", fr, "Finished in state Failed('Flow run encountered an exception. ReadTimeout: timed out')", 78)
            return "\n".join(out)
        if p == retry_page:
            log("ERROR", tr, "Task run failed with exception: ReadTimeout('timed out') - Retry 1/3 will start 2 second(s) from now", 30008)
            log("INFO", tr, "Finished in state Completed()", 2391)
        else:
            log("INFO", tr, "Finished in state Completed()", 367)
    log("INFO", fr, "Created task run 'load-0' for task 'load'", 20)
    log("INFO", fr, "Executing 'load-0' immediately...", 2)
    log("INFO", "Task run 'load-0'", "Finished in state Completed()", 1184)
    log("INFO", fr, f"Upserted 1,250 rows from {pages} pages", 4)
    log("INFO", fr, "Finished in state Completed()", 61)
    return "\n".join(out)


def _prefect_table(rows: list[tuple[str, str, str, str]]) -> str:
    w = [38, 16, 14, 11, 16]
    top = "┏" + "┳".join("━" * x for x in w) + "┓"
    hdr = "┃" + "┃".join(f" {c:>{x - 2}} " if i == 0 else f" {c:<{x - 2}} " for i, (c, x) in enumerate(zip(["ID", "Flow", "Name", "State", "When"], w))) + "┃"
    mid = "┡" + "╇".join("━" * x for x in w) + "┩"
    body = ["│" + "│".join(f" {c:<{x - 2}} " for c, x in zip((fid, "sync-inventory", name, state, when), w)) + "│" for fid, name, state, when in rows]
    bot = "└" + "┴".join("─" * x for x in w) + "┘"
    return "\n".join([" " * 44 + "Flow Runs", top, hdr, mid, *body, bot])


def t18() -> None:
    root = "/workspace/etl-prefect"
    sysm = system(f"Codex CLI (workspace-write sandbox, network allowed to the internal WMS API) in {root}: Prefect 2.20.3 with a local server at 127.0.0.1:4200, Python 3.11, pytest 8.3; git branch feat/retry-fetch.", CODEX_TOOLS)
    ids = {"amber-walrus": "0b7c2e4a-91d3-4f6e-8a25-3c9d1e7f4b60", "cobalt-heron": "5e1f9a3c-2b7d-4c08-9e61-d4a0b8f27c15",
           "gentle-okapi": "a93d0e72-6c4b-48f1-b2e5-17f8c3d9a046", "rustic-lynx": "c2f84b19-7e0a-4d35-9b6c-58e1a0d2f793",
           "polite-gecko": "3d6a1f08-e4b2-47c9-a851-9f0c7b3e2d14", "vivid-ibis": "e81b5c2d-0f9a-4e67-b3d4-6a2c8f1e9b07"}
    p1 = '''*** Begin Patch
*** Update File: flows/sync_inventory.py
@@
-@task
-def fetch_page(page: int, page_size: int) -> list[dict]:
+@task(retries=3, retry_delay_seconds=[2, 5, 10])
+def fetch_page(page: int, page_size: int) -> list[dict]:
*** End Patch'''
    p2 = '''*** Begin Patch
*** Update File: flows/sync_inventory.py
@@
-@flow(name="sync-inventory")
-def sync_inventory(total: int = 1250, page_size: int = 250) -> int:
+@flow(name="sync-inventory", log_prints=True)
+def sync_inventory(total: int = 1250, page_size: int = 500) -> int:
*** End Patch'''
    run = "python flows/sync_inventory.py"
    ls = "prefect flow-run ls --limit 5"
    t6 = _prefect_table([(ids["cobalt-heron"], "cobalt-heron", "COMPLETED", "1 minute ago"), (ids["amber-walrus"], "amber-walrus", "FAILED", "5 minutes ago"),
                         (ids["rustic-lynx"], "rustic-lynx", "COMPLETED", "1 day ago"), (ids["polite-gecko"], "polite-gecko", "COMPLETED", "2 days ago"),
                         (ids["vivid-ibis"], "vivid-ibis", "FAILED", "2 days ago")])
    t9 = _prefect_table([(ids["gentle-okapi"], "gentle-okapi", "COMPLETED", "1 minute ago"), (ids["cobalt-heron"], "cobalt-heron", "COMPLETED", "4 minutes ago"),
                         (ids["amber-walrus"], "amber-walrus", "FAILED", "7 minutes ago"), (ids["rustic-lynx"], "rustic-lynx", "COMPLETED", "1 day ago"),
                         (ids["polite-gecko"], "polite-gecko", "COMPLETED", "2 days ago")])
    turns = [
        (cx("git status -sb && git log --oneline -3", root), cx_out("## feat/retry-fetch\ne6a0b93 (HEAD -> feat/retry-fetch, origin/main, main) etl.db: batch upserts in chunks of 500\n2c9f417 Add sync-inventory flow\n91b3d5e Initial project layout\n", dur=0.1)),
        (cx("cat flows/sync_inventory.py", root), cx_out(T18_SRC, dur=0.0)),
        (cx(run, root), cx_out(_prefect_run("amber-walrus", ids["amber-walrus"], (10, 41, 7, 512), 5, fail_page=2) + "\n" + "Traceback (most recent call last):\n  File \"/workspace/etl-prefect/flows/sync_inventory.py\", line 38, in <module>\n    sync_inventory()\n  ...\nhttpx.ReadTimeout: timed out\n", code=1, dur=33.6)),
        (cx_patch(p1, root), cx_out("Success. Updated the following files:\nM flows/sync_inventory.py\n", dur=0.0)),
        (cx(run, root), cx_out(_prefect_run("cobalt-heron", ids["cobalt-heron"], (10, 44, 52, 208), 5, retry_page=2) + "\n", dur=36.4)),
        (cx(ls, root), cx_out(t6 + "\n", dur=1.3)),
        (cx_patch(p2, root), cx_out("Success. Updated the following files:\nM flows/sync_inventory.py\n", dur=0.0)),
        (cx(run, root), cx_out(_prefect_run("gentle-okapi", ids["gentle-okapi"], (10, 47, 30, 947), 3) + "\n", dur=3.9)),
        (cx(ls, root), cx_out(t9 + "\n", dur=1.2)),
        (cx("pytest -q", root), cx_out(".........                                                                [100%]\n9 passed in 2.71s\n", dur=3.6)),
        (cx("git diff --stat", root), cx_out(" flows/sync_inventory.py | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)\n", dur=0.0)),
        (cx("git commit -qam 'sync-inventory: retry flaky page fetches, fetch 500 rows per page' && git log --oneline -2", root),
         cx_out("8c1d4f2 (HEAD -> feat/retry-fetch) sync-inventory: retry flaky page fetches, fetch 500 rows per page\ne6a0b93 (origin/main, main) etl.db: batch upserts in chunks of 500\n", dur=0.1)),
    ]
    ROWS.add("swe", "h56-swe-18", sysm, turns, state=f"{root}: the nightly sync-inventory flow fails about once a week on a WMS read timeout. Add retries to the page fetch and switch to 500-row pages.")


# ---------------------------------------------------------------------------
# 19 Ibis + DuckDB, Aider, bad (turn 9: events row count changes with no write)
# ---------------------------------------------------------------------------
def t19() -> None:
    root = "/home/noor/src/events-ibis"
    sysm = system(f"Aider 0.63 (model claude-3-5-sonnet, --auto-commits, --yes-always) in the git repository {root}: Python 3.12 with ibis-framework 9.5.0 and duckdb 1.1.1; warehouse.duckdb is a local read-only copy of last night's export.", AIDER_TOOLS)
    con = "import ibis; con = ibis.duckdb.connect('warehouse.duckdb', read_only=True)"
    c1 = f'/run python -c "{con}; print(con.list_tables())"'
    c2 = f'/run python -c "{con}; t = con.table(\'events\'); print(t.count().execute()); print(t.schema())"'
    c3 = f'/run python -c "{con}; print(con.table(\'events\').count().execute())"'
    schema = '''48213
ibis.Schema {
  event_id    int64
  user_id     int64
  session_id  string
  event_type  string
  ts          timestamp(6)
  properties  json
}'''
    fail = '''..F.....                                                                 [100%]
=================================== FAILURES ===================================
___________________________ test_daily_active_users ____________________________
tests/test_metrics.py:27: in test_daily_active_users
    assert out["dau"].tolist() == [2, 1]
E   assert [3, 1] == [2, 1]
E\x20\x20\x20\x20\x20
E     At index 0 diff: 3 != 2
E\x20\x20\x20\x20\x20
E     Full diff:
E       [
E     -     2,
E     ?     ^
E     +     3,
E     ?     ^
E           1,
E       ]
=========================== short test summary info ============================
FAILED tests/test_metrics.py::test_daily_active_users - assert [3, 1] == [2, 1]
1 failed, 7 passed in 1.26s'''
    e1 = '''src/events_ibis/metrics.py
```python
<<<<<<< SEARCH
        .aggregate(dau=_.user_id.count())
=======
        .aggregate(dau=_.user_id.nunique())
>>>>>>> REPLACE
```'''
    e2 = '''src/events_ibis/metrics.py
```python
<<<<<<< SEARCH
def daily_active_users(events: ibis.Table) -> ibis.Table:
=======
def weekly_active_users(events: ibis.Table) -> ibis.Table:
    return (
        events.mutate(week=_.ts.truncate("W").date())
        .group_by("week")
        .aggregate(wau=_.user_id.nunique())
        .order_by("week")
    )


def daily_active_users(events: ibis.Table) -> ibis.Table:
>>>>>>> REPLACE
```

tests/test_metrics.py
```python
<<<<<<< SEARCH
def test_daily_active_users(events):
=======
def test_weekly_active_users(events):
    out = weekly_active_users(events).execute()
    assert out["wau"].tolist() == [2]


def test_daily_active_users(events):
>>>>>>> REPLACE
```'''
    days = [("2024-10-01", 1204, 6311), ("2024-10-02", 1187, 6102), ("2024-10-03", 1262, 6689), ("2024-10-04", 1145, 5937),
            ("2024-10-05", 803, 4120), ("2024-10-06", 771, 3904), ("2024-10-07", 1239, 6458), ("2024-10-08", 1221, 6353),
            ("2024-10-09", 338, 2339)]
    assert sum(d[2] for d in days) == 48213
    rep = "\n".join(["event_date    dau  events"] + [f"{d}  {u:>5,}  {e:>6,}" for d, u, e in days]
                    + ["", "scanned 48,213 events from warehouse.duckdb (9 days)"])
    rep_w = '''week          wau
2024-09-30  3,412
2024-10-07  1,906

scanned 48,213 events from warehouse.duckdb (9 days)'''
    rcmd = "/run python -m events_ibis.report --db warehouse.duckdb --since 2024-10-01"
    turns = [
        (c1, "['events', 'sessions', 'users']\nAdd 1 lines of output to the chat? (Y)es/(N)o [Yes]: y"),
        (c2, _aider_run(schema)),
        ("/add src/events_ibis/metrics.py tests/test_metrics.py", "Added src/events_ibis/metrics.py to the chat\nAdded tests/test_metrics.py to the chat"),
        ("/run pytest -q", _aider_run(fail)),
        (e1, "Applied edit to src/events_ibis/metrics.py\nCommit a3c9e51 fix: Count distinct users in daily_active_users\nYou can use /undo to undo and discard each aider commit."),
        ("/run pytest -q", _aider_run("........                                                                 [100%]\n8 passed in 1.19s")),
        (rcmd, _aider_run(rep)),
        (e2, "Applied edit to src/events_ibis/metrics.py\nApplied edit to tests/test_metrics.py\nCommit 6f02d8b feat: Add weekly_active_users metric with test\nYou can use /undo to undo and discard each aider commit."),
        (c3, _aider_run("48231")),
        ("/run pytest -q", _aider_run(".........                                                                [100%]\n9 passed in 1.22s")),
        (rcmd + " --weekly", _aider_run(rep_w)),
    ]
    ROWS.add("swe", "h56-swe-19", sysm, turns, state=f"{root}: the DAU numbers in the Monday report look inflated. Fix daily_active_users and add a weekly variant.",
             bad=True, turn=9, kind="the read-only events table now counts 48231 rows where turn 2 (and the report at turn 7) counted 48,213, with nothing written in between")


# ---------------------------------------------------------------------------
# 20 Luigi tasks, SWE-agent, bad (turn 6: log clock runs earlier than the previous run)
# ---------------------------------------------------------------------------
T20_SRC = '''import shutil

import luigi
import pandas as pd


class ExtractSales(luigi.Task):
    date = luigi.DateParameter()

    def output(self):
        return luigi.LocalTarget(f"data/raw/sales_{self.date:%Y%m%d}.csv")

    def run(self):
        src = f"data/landing/sales_{self.date:%Y-%m-%d}.csv"
        with self.output().temporary_path() as tmp:
            shutil.copyfile(src, tmp)


class AggregateSales(luigi.Task):
    date = luigi.DateParameter()

    def requires(self):
        return ExtractSales(date=self.date)

    def output(self):
        return luigi.LocalTarget(f"data/agg/sales_by_store_{self.date:%Y%m%d}.csv")

    def run(self):
        df = pd.read_csv(self.input().path)
        out = (
            df.groupby("store_id", as_index=False)
            .agg(orders=("order_id", "nunique"), revenue=("amount", "sum"))
            .sort_values("revenue", ascending=False)
        )
        with self.output().open("w") as f:
            out.to_csv(f, index=False)'''


def _luigi_log(day: str, hms: tuple[int, int, int, int], pid: int, salt: int, tasks: list[tuple[str, str, str]], fail: bool) -> str:
    """tasks: (name, task_id, initial status: DONE or PENDING)."""
    t = hms
    out: list[str] = []

    def log(level: str, msg: str, dt: int = 3) -> None:
        nonlocal t
        t = _clock(t, dt)
        out.append(f"{day} {t[0]:02d}:{t[1]:02d}:{t[2]:02d},{t[3]:03d} {level} luigi-interface: {msg}")
    worker = f"Worker(salt={salt}, workers=1, host=swe-sandbox, username=root, pid={pid})"
    for name, _, _ in tasks:
        log("DEBUG", f"Checking if {name} is complete", 2)
    for _, tid, st in tasks:
        log("INFO", f"Informed scheduler that task   {tid}   has status   {st}", 6)
    log("INFO", "Done scheduling tasks", 1)
    log("INFO", "Running Worker with 1 processes", 1)
    pending = [x for x in tasks if x[2] == "PENDING"]
    for i, (name, tid, _) in enumerate(reversed(pending)):
        log("DEBUG", "Asking scheduler for work...", 2)
        log("DEBUG", f"Pending tasks: {len(pending) - i}", 1)
        log("INFO", f"[pid {pid}] Worker {worker} running   {name}", 3)
        if fail:
            log("ERROR", f"[pid {pid}] Worker {worker} failed    {name}", 412)
            out.append("Traceback (most recent call last):")
            out.append('  File "/usr/local/lib/python3.11/site-packages/luigi/worker.py", line 210, in run')
            out.append("    new_deps = self._run_get_new_deps()")
            out.append('  File "/repo/pipeline/tasks.py", line 31, in run')
            out.append('    df.groupby("store_id", as_index=False)')
            out.append('  File "/usr/local/lib/python3.11/site-packages/pandas/core/frame.py", line 9183, in groupby')
            out.append("    return DataFrameGroupBy(")
            out.append("KeyError: 'store_id'")
            log("INFO", f"Informed scheduler that task   {tid}   has status   FAILED", 9)
        else:
            log("INFO", f"[pid {pid}] Worker {worker} done      {name}", 388 if name.startswith("Aggregate") else 57)
            log("INFO", f"Informed scheduler that task   {tid}   has status   DONE", 5)
    log("DEBUG", "Asking scheduler for work...", 2)
    log("DEBUG", "Done", 1)
    log("DEBUG", "There are no more tasks to run at this time", 1)
    log("INFO", f"Worker {worker} was stopped. Shutting down Keep-Alive thread", 2)
    log("INFO", "", 3)
    done = [n for n, _, s in tasks if s == "DONE"]
    ran = [n for n, _, s in tasks if s == "PENDING"]
    summ = ["===== Luigi Execution Summary =====", "", f"Scheduled {len(tasks)} tasks of which:"]
    if done:
        summ += [f"* {len(done)} complete ones were encountered:"] + [f"    - 1 {n}" for n in done]
    if fail:
        summ += [f"* {len(ran)} failed:"] + [f"    - 1 {n}" for n in ran]
        summ += ["", "This progress looks :( because there were failed tasks"]
    else:
        summ += [f"* {len(ran)} ran successfully:"] + [f"    - 1 {n}" for n in ran]
        summ += ["", "This progress looks :) because there were no failed tasks or missing dependencies"]
    summ += ["", "===== Luigi Execution Summary ====="]
    return "\n".join(out + summ)


def t20() -> None:
    path = "/repo/pipeline/tasks.py"
    sysm = system("SWE-agent in a container with the repository at /repo: Luigi 3.5.1 pipelines (Python 3.11, pandas 2.2, pytest 8.3); run with --local-scheduler; the container clock is UTC.", SWEAGENT_TOOLS)
    cfg = '''[core]
logging_conf_file = logging.ini
default_scheduler_host = localhost

[worker]
keep_alive = false
---
[formatters]
keys = plain

[formatter_plain]
format = %(asctime)s %(levelname)s %(name)s: %(message)s
---
agg  landing  raw'''
    fix = '        df = pd.read_csv(self.input().path).rename(columns={"store": "store_id"})'
    ln = _lineno(T20_SRC, "df = pd.read_csv(self.input().path)")
    s2 = T20_SRC.replace("        df = pd.read_csv(self.input().path)", fix)
    a1 = ("AggregateSales(date=2024-07-01)", "AggregateSales_2024_07_01_9f3e1c2b7a")
    e1 = ("ExtractSales(date=2024-07-01)", "ExtractSales_2024_07_01_5d0a8e4c21")
    a2 = ("AggregateSales(date=2024-07-02)", "AggregateSales_2024_07_02_e27b40d19c")
    e2 = ("ExtractSales(date=2024-07-02)", "ExtractSales_2024_07_02_03c6f5a8b1")
    cmd = "python -m luigi --module pipeline.tasks AggregateSales --date {d} --local-scheduler"
    run1 = _luigi_log("2024-07-02", (9, 12, 31, 402), 31872, 8412390571, [(a1[0], a1[1], "PENDING"), (e1[0], e1[1], "DONE")], True)
    run2 = _luigi_log("2024-07-02", (9, 15, 4, 118), 32410, 2957730164, [(a1[0], a1[1], "PENDING"), (e1[0], e1[1], "DONE")], False)
    run3 = _luigi_log("2024-07-02", (9, 8, 41, 736), 32977, 6620184437, [(a2[0], a2[1], "PENDING"), (e2[0], e2[1], "PENDING")], False)
    ls = '''data/agg/:
total 8
-rw-r--r-- 1 root root 412 Jul  2 09:15 sales_by_store_20240701.csv
-rw-r--r-- 1 root root 398 Jul  2 09:17 sales_by_store_20240702.csv

data/raw/:
total 1460
-rw-r--r-- 1 root root 741905 Jul  2 08:55 sales_20240701.csv
-rw-r--r-- 1 root root 752318 Jul  2 09:17 sales_20240702.csv'''
    diff = f'''diff --git a/pipeline/tasks.py b/pipeline/tasks.py
index 7a1c93e..f40b2d6 100644
--- a/pipeline/tasks.py
+++ b/pipeline/tasks.py
@@ -{ln - 3},7 +{ln - 3},7 @@ class AggregateSales(luigi.Task):
         return luigi.LocalTarget(f"data/agg/sales_by_store_{{self.date:%Y%m%d}}.csv")
\x20
     def run(self):
-        df = pd.read_csv(self.input().path)
+{fix}
         out = (
             df.groupby("store_id", as_index=False)
             .agg(orders=("order_id", "nunique"), revenue=("amount", "sum"))'''
    n = len(T20_SRC.split("\n"))
    turns = [
        (sw("cat luigi.cfg; echo ---; sed -n '1,5p' logging.ini; echo ---; ls data/"), sw_out(cfg, "n/a", "/repo")),
        (sw("open pipeline/tasks.py"), sw_out(sw_window(path, T20_SRC, n), path, "/repo")),
        (sw(cmd.format(d="2024-07-01")), sw_out(run1, path, "/repo")),
        (sw(f"edit {ln}:{ln}\n{fix}\nend_of_edit"), sw_out(sw_window(path, s2, n) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", path, "/repo")),
        (sw(cmd.format(d="2024-07-01")), sw_out(run2, path, "/repo")),
        (sw(cmd.format(d="2024-07-02")), sw_out(run3, path, "/repo")),
        (sw("ls -l data/agg/ data/raw/"), sw_out(ls, path, "/repo")),
        (sw("pytest -q tests"), sw_out("......                                                                   [100%]\n6 passed in 1.47s", path, "/repo")),
        (sw("git diff"), sw_out(diff, path, "/repo")),
    ]
    ROWS.add("swe", "h56-swe-20", sysm, turns, state="Issue #12: AggregateSales crashes since the landing export renamed the store_id column to store. Fix it and backfill 2024-07-01 and 2024-07-02.",
             bad=True, turn=6, kind="the 2024-07-02 run logs at 09:08:41, earlier than the 09:15 run of turn 5 that preceded it (and the files it wrote are stamped 09:17)")


# ---------------------------------------------------------------------------
# 21 Litestar service, Cline, clean
# ---------------------------------------------------------------------------
T21_SRC = '''from litestar import Controller, get, post
from litestar.exceptions import NotFoundException
from litestar.status_codes import HTTP_201_CREATED

from app.models import Note, NoteIn
from app.store import NoteStore


class NoteController(Controller):
    path = "/notes"

    @get()
    async def list_notes(self, store: NoteStore) -> list[Note]:
        return await store.all()

    @get("/{note_id:int}")
    async def get_note(self, store: NoteStore, note_id: int) -> Note:
        note = await store.get(note_id)
        if note is None:
            raise NotFoundException(detail=f"Note {note_id} not found")
        return note

    @post(status_code=HTTP_201_CREATED)
    async def create_note(self, store: NoteStore, data: NoteIn) -> Note:
        return await store.add(data)'''


def t21() -> None:
    root = "/home/jo/work/notes-litestar"
    f = "app/routes/notes.py"
    sysm = system(f"Cline (VS Code) with the workspace {root}: Litestar 2.12.1 on Python 3.12 (uvicorn 0.30), an in-memory NoteStore seeded with three notes at startup, pytest 8.3.", CLINE_TOOLS)
    add = '''

    @delete("/{note_id:int}")
    async def delete_note(self, store: NoteStore, note_id: int) -> None:
        if not await store.remove(note_id):
            raise NotFoundException(detail=f"Note {note_id} not found")'''
    s2 = T21_SRC.replace("from litestar import Controller, get, post", "from litestar import Controller, delete, get, post") + add
    diff = ("<replace_in_file>\n<path>app/routes/notes.py</path>\n<diff>\n------- SEARCH\nfrom litestar import Controller, get, post\n=======\nfrom litestar import Controller, delete, get, post\n+++++++ REPLACE\n\n"
            "------- SEARCH\n    async def create_note(self, store: NoteStore, data: NoteIn) -> Note:\n        return await store.add(data)\n=======\n"
            "    async def create_note(self, store: NoteStore, data: NoteIn) -> Note:\n        return await store.add(data)" + add + "\n+++++++ REPLACE\n</diff>\n</replace_in_file>")
    notes = [{"id": 1, "title": "Standup", "body": "Move retro to Thursday", "created_at": "2024-11-04T08:30:00Z"},
             {"id": 2, "title": "Groceries", "body": "oat milk, rye bread, lemons", "created_at": "2024-11-04T12:02:41Z"},
             {"id": 3, "title": "Release", "body": "Tag v0.4.0 after QA sign-off", "created_at": "2024-11-05T16:45:10Z"}]

    def js(x: Any) -> str:
        return json.dumps(x, separators=(",", ":"))
    start = "litestar --app app.main:app run --port 8100 > /tmp/notes-server.log 2>&1 & sleep 2; cat /tmp/notes-server.log; curl -s localhost:8100/notes"
    banner = '''Using Litestar app from app.main:app
Starting server process ──────────────────────────────────────────────────────────
┌──────────────────────────────┬──────────────────────┐
│ Litestar version             │ 2.12.1               │
│ Debug mode                   │ Disabled             │
│ Python Debugger on exception │ Disabled             │
│ CORS                         │ Disabled             │
│ CSRF                         │ Disabled             │
│ OpenAPI                      │ Enabled path=/schema │
│ Compression                  │ Disabled             │
└──────────────────────────────┴──────────────────────┘
INFO:     Started server process [40418]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8100 (Press CTRL+C to quit)'''
    dcmd = "curl -s -i -X DELETE localhost:8100/notes/2"
    dout = "HTTP/1.1 204 No Content\ndate: Tue, 05 Nov 2024 17:21:09 GMT\nserver: uvicorn"
    gcmd = "curl -s localhost:8100/notes; echo; curl -s -i localhost:8100/notes/2"
    gout = (js([notes[0], notes[2]]) + "\nHTTP/1.1 404 Not Found\ndate: Tue, 05 Nov 2024 17:21:37 GMT\nserver: uvicorn\ncontent-type: application/json\ncontent-length: " + str(len(js({"status_code": 404, "detail": "Note 2 not found"}))) + "\n\n"
            + js({"status_code": 404, "detail": "Note 2 not found"}))
    turns = [
        (cl_read(f), f"[read_file for '{f}'] Result:\n{T21_SRC}"),
        (diff, cl_saved(f, s2)),
        (cl_cmd("pytest -q"), cl_cmd_out("pytest -q", "...............                                                          [100%]\n15 passed in 0.64s")),
        (cl_cmd(start), cl_cmd_out(start, banner + "\n" + js(notes))),
        (cl_cmd(dcmd), cl_cmd_out(dcmd, dout)),
        (cl_cmd(gcmd), cl_cmd_out(gcmd, gout)),
    ]
    ROWS.add("swe", "h56-swe-21", sysm, turns, state=f"{root}: notes can be created and read but not removed. Add DELETE /notes/{{id}} (204, or 404 for an unknown id) and try it against a running server.")


# ---------------------------------------------------------------------------
# 22 SQLMesh project, Aider, bad (turn 11: orders_daily cron reads '@hourly')
# ---------------------------------------------------------------------------
T22_MODEL = '''MODEL (
  name analytics.orders_daily,
  kind INCREMENTAL_BY_TIME_RANGE (
    time_column order_date
  ),
  start '2024-01-01',
  cron '@daily',
  grain (order_date, store_id),
  audits (
    not_null(columns := (order_date, store_id)),
    unique_combination_of_columns(columns := (order_date, store_id))
  )
);

SELECT
  order_date,
  store_id,
  COUNT(DISTINCT order_id) AS orders,
  SUM(amount) AS revenue
FROM analytics.stg_orders
WHERE
  order_date BETWEEN @start_date AND @end_date
GROUP BY
  order_date,
  store_id'''


def t22() -> None:
    root = "/home/vik/analytics-sqlmesh"
    sysm = system(f"Aider 0.62 (model gpt-4o, --auto-commits, --yes-always) in the git repository {root}: a SQLMesh 0.125.0 project on DuckDB (warehouse.duckdb, gateway `local`); today is 2024-10-15.", AIDER_TOOLS)
    e1 = '''models/orders_daily.sql
```sql
<<<<<<< SEARCH
  SUM(amount) AS revenue
FROM analytics.stg_orders
=======
  SUM(amount) AS revenue,
  ROUND(SUM(amount) / COUNT(DISTINCT order_id), 2) AS avg_order_value
FROM analytics.stg_orders
>>>>>>> REPLACE
```'''
    e2 = '''tests/test_orders_daily.yaml
```yaml
<<<<<<< SEARCH
        - order_date: 2024-03-01
          store_id: 7
          orders: 2
          revenue: 85.0
=======
        - order_date: 2024-03-01
          store_id: 7
          orders: 2
          revenue: 85.0
          avg_order_value: 42.5
>>>>>>> REPLACE
```'''
    fail = f'''F.
======================================================================
FAIL: test_orders_daily ({root}/tests/test_orders_daily.yaml)
----------------------------------------------------------------------
AssertionError: Data mismatch (exp: expected, act: actual)

  avg_order_value
              exp   act
0             NaN  42.5

----------------------------------------------------------------------
Ran 2 tests in 0.131s

FAILED (failures=1)'''
    ok = '''..
----------------------------------------------------------------------
Ran 2 tests in 0.118s

OK'''
    bar = "━" * 40
    plan = f'''======================================================================
Successfully Ran 2 tests against duckdb
----------------------------------------------------------------------
New environment `dev` will be created from `prod`
Summary of differences against `dev`:
Models:
├── Directly Modified:
│   └── analytics__dev.orders_daily
└── Indirectly Modified:
    └── analytics__dev.store_kpis
---

+++

@@ -16,7 +16,8 @@

   order_date,
   store_id,
   COUNT(DISTINCT order_id) AS orders,
-  SUM(amount) AS revenue
+  SUM(amount) AS revenue,
+  ROUND(SUM(amount) / COUNT(DISTINCT order_id), 2) AS avg_order_value
 FROM analytics.stg_orders
 WHERE
   order_date BETWEEN @start_date AND @end_date
Directly Modified: analytics__dev.orders_daily (Non-breaking)
└── Indirectly Modified Children:
    └── analytics__dev.store_kpis (Indirect Non-breaking)
Models needing backfill (missing dates):
├── analytics__dev.orders_daily: 2024-01-01 - 2024-10-14
└── analytics__dev.store_kpis: 2024-01-01 - 2024-10-14
Executing model batches {bar} 100.0% • 2/2 • 0:00:03

All model batches have been executed successfully

Virtually Updating 'dev' {bar} 100.0% • 0:00:00

The target environment has been updated successfully'''
    render = '''SELECT
  "stg_orders"."order_date" AS "order_date",
  "stg_orders"."store_id" AS "store_id",
  COUNT(DISTINCT "stg_orders"."order_id") AS "orders",
  SUM("stg_orders"."amount") AS "revenue",
  ROUND(SUM("stg_orders"."amount") / COUNT(DISTINCT "stg_orders"."order_id"), 2) AS "avg_order_value"
FROM "warehouse"."analytics"."stg_orders" AS "stg_orders"
WHERE
  "stg_orders"."order_date" <= CAST('2024-10-14' AS DATE)
  AND "stg_orders"."order_date" >= CAST('1970-01-01' AS DATE)
GROUP BY
  "stg_orders"."order_date",
  "stg_orders"."store_id"'''
    ln = _lineno(T22_MODEL, "cron '@daily'")
    grep = f'''models/customers.sql:5:  cron '@daily',
models/orders_daily.sql:{ln}:  cron '@hourly',
models/store_kpis.sql:5:  cron '@daily',
models/stg_customers.sql:4:  cron '@hourly',
models/stg_orders.sql:4:  cron '@hourly','''
    turns = [
        ("/run cat models/orders_daily.sql", _aider_run(T22_MODEL)),
        ("/run sqlmesh info", _aider_run("Models: 9\nMacros: 3\nData warehouse connection succeeded\nState backend connection succeeded\nTest connection succeeded")),
        ("/add models/orders_daily.sql tests/test_orders_daily.yaml", "Added models/orders_daily.sql to the chat\nAdded tests/test_orders_daily.yaml to the chat"),
        (e1, "Applied edit to models/orders_daily.sql\nCommit 1f7e3b0 feat: Add avg_order_value to orders_daily\nYou can use /undo to undo and discard each aider commit."),
        ("/run sqlmesh test", _aider_run(fail)),
        (e2, "Applied edit to tests/test_orders_daily.yaml\nCommit 9c2a4d6 test: Expect avg_order_value in orders_daily test\nYou can use /undo to undo and discard each aider commit."),
        ("/run sqlmesh test", _aider_run(ok)),
        ("/run sqlmesh plan dev --auto-apply", _aider_run(plan)),
        ('/run sqlmesh fetchdf "select count(*) as n, round(avg(avg_order_value), 2) as aov from analytics__dev.orders_daily"', _aider_run("      n    aov\n0  3444  41.87")),
        ("/run sqlmesh render analytics.orders_daily", _aider_run(render)),
        ('/run grep -n "cron" models/*.sql', _aider_run(grep)),
    ]
    ROWS.add("swe", "h56-swe-22", sysm, turns, state=f"{root}: add an average order value column to analytics.orders_daily and roll it out to a dev environment.",
             bad=True, turn=11, kind="grep shows orders_daily with cron '@hourly' although turn 1 showed cron '@daily' and the only edit added a select column")


def main() -> None:
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn()
    ROWS.write()


if __name__ == "__main__":
    main()
