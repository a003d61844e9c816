# ruff: noqa: E501
"""Held-out set h51, domain swe: 22 coding-agent sandbox trajectories (11 with one contradiction, 11 clean).

Harnesses: OpenHands (execute_bash, str_replace_editor), SWE-agent (windowed file commands), Claude Code
(Bash, Read, Edit, Write, Grep), Gemini CLI (run_shell_command, read_file, replace, ...), Aider (chat
commands and SEARCH/REPLACE edits) and Cline (XML tool use). File contents are built as Python strings and
edited with str.replace, so line numbers, snippets and diffs in the clean trajectories follow the edits.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, bash, call, cat_n, edited, editor, oh_bash

PROMPT = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

{setting}

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context will be provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Resources created in previous turns persist and can be referenced in subsequent turns. Each tool call may modify the environment state (create/modify/delete files, commits, processes); state transitions must be **deterministic** and **traceable**. Values established in prior turns (file paths, content, hashes, test names, process ids) must be reused accurately; do not fabricate or alter previously established information. If a file was deleted, subsequent access should return appropriate errors.

---

# Key Principles

## Format

Match the real tool's output format exactly:
- Data structure type (JSON, plain text, tables, etc.)
- Indentation, alignment, and spacing
- Line breaks and field ordering
- Special format markers (code blocks, color codes, etc.)

## Consistency

Maintain coherence with prior context:
- Correctly reference resources from previous turns
- Respect state transitions (create → modify → delete)
- No contradictions with historical information

## Realism

Produce believable, real-world-like outputs: reasonable numerical values (file sizes, timestamps, PIDs), correct tool-specific behavioral patterns, appropriate error messages and temporal plausibility.

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

INTS = ("line_number", "start_line", "end_line", "insert_line", "offset", "limit")


def _tool(name: str, desc: str, **params: str) -> dict:
    req = [k for k in params if not params[k].startswith("(optional)")]
    props = {k: {"type": "integer" if k in INTS else "string", "description": v} for k, v in params.items()}
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": req}}


OH_TOOLS = [
    _tool("execute_bash", "Execute a bash command in the terminal. Long-running commands should be run in the background. The output ends with the exit code and the working directory.",
          command="The bash command to execute."),
    _tool("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` prints `cat -n` output; `str_replace` replaces exactly one occurrence of old_str; `create` writes a new file; `insert` inserts new_str after insert_line.",
          command="One of view, create, str_replace, insert, undo_edit.", path="Absolute path to file or directory.",
          old_str="(optional) String to replace.", new_str="(optional) Replacement string.",
          view_range="(optional) [start_line, end_line] for view.", file_text="(optional) Content for create."),
]
SWEA_TOOLS = [
    _tool("open", "Opens the file at the given path in the editor (WINDOW=50). If line_number is given, the window is moved to include that line.",
          path="Path to the file.", line_number="(optional) Line to center on."),
    _tool("goto", "Moves the window to show line_number.", line_number="Line number."),
    _tool("edit", "Replaces lines start_line through end_line (inclusive) of the open file with replacement and shows the updated window.",
          start_line="First line to replace.", end_line="Last line to replace.", replacement="New text."),
    _tool("search_dir", "Searches for search_term in all files in dir (default: current directory).", search_term="Term.", dir="(optional) Directory."),
    _tool("search_file", "Searches for search_term in the open file or in file.", search_term="Term.", file="(optional) File."),
    _tool("find_file", "Finds all files with the given name in dir.", file_name="File name.", dir="(optional) Directory."),
    _tool("bash", "Runs a shell command in the repository.", command="Command."),
    _tool("submit", "Submits the current patch (prints the diff of the working tree)."),
]
CC_TOOLS = [
    _tool("Bash", "Executes a bash command in a persistent shell session and returns stdout and stderr.", command="The command.", description="(optional) What it does in 5-10 words."),
    _tool("Read", "Reads a file; output uses cat -n format with line numbers (number, arrow, line).", file_path="Absolute path.", offset="(optional) Line to start at.", limit="(optional) Number of lines."),
    _tool("Edit", "Performs an exact string replacement in a file (old_string must be unique).", file_path="Absolute path.", old_string="Text to replace.", new_string="Replacement."),
    _tool("Write", "Writes a file to the local filesystem, overwriting it if it exists.", file_path="Absolute path.", content="File content."),
    _tool("Grep", "Searches file contents with ripgrep.", pattern="Regex.", path="(optional) Directory or file.", output_mode="(optional) content, files_with_matches or count."),
    _tool("Glob", "Fast file pattern matching; returns paths sorted by modification time.", pattern="Glob pattern."),
]
GEM_TOOLS = [
    _tool("list_directory", "Lists files and subdirectories of a directory.", path="Absolute path."),
    _tool("read_file", "Reads a file. Text is returned as is; with offset/limit a truncation notice is prepended.", absolute_path="Absolute path.", offset="(optional) 0-based line.", limit="(optional) Lines."),
    _tool("write_file", "Writes content to a file.", file_path="Absolute path.", content="Content."),
    _tool("replace", "Replaces old_string with new_string in a file.", file_path="Absolute path.", old_string="Exact text.", new_string="Replacement."),
    _tool("search_file_content", "Searches for a regex in files under path.", pattern="Regex.", path="(optional) Directory."),
    _tool("glob", "Finds files matching a glob pattern.", pattern="Glob."),
    _tool("run_shell_command", "Executes a shell command with bash -c. Returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs, Process Group PGID.", command="Command.", description="(optional) Short description."),
]
AIDER_TOOLS = [
    _tool("chat_command", "Runs an aider in-chat command (/add, /drop, /run, /git, /undo, /diff, /tokens) and returns what aider prints. /run asks whether to add the output to the chat; the agent always answers y.", command="The command line, starting with a slash."),
    _tool("search_replace", "Applies one SEARCH/REPLACE block to a file in the chat; aider auto-commits each applied edit with a generated message and prints the short hash.", path="File path relative to the repo root.", search="Exact existing lines.", replace="New lines."),
]
CLINE_TOOLS = [
    _tool("execute_command", "Executes a CLI command in the VS Code terminal; the result starts with 'Command executed.' and the output.", command="Command.", requires_approval="true or false."),
    _tool("read_file", "Reads a file and returns its raw content.", path="Path relative to the workspace."),
    _tool("write_to_file", "Writes a complete file.", path="Path.", content="Content."),
    _tool("replace_in_file", "Applies SEARCH/REPLACE blocks and returns the final file content.", path="Path.", diff="One or more SEARCH/REPLACE blocks."),
    _tool("search_files", "Regex search across files in a directory, with context lines.", path="Directory.", regex="Rust regex.", file_pattern="(optional) Glob."),
    _tool("list_files", "Lists files and directories.", path="Directory.", recursive="(optional) true or false."),
]


def system(setting: str, tools: list[dict]) -> str:
    return PROMPT.replace("{setting}", setting).replace("{tools}", json.dumps(tools, indent=1, ensure_ascii=False))


def sub(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def line_no(text: str, needle: str) -> int:
    hits = [i for i, ln in enumerate(text.split("\n"), 1) if needle in ln]
    assert len(hits) == 1, (needle, hits)
    return hits[0]


def span(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


def nlines(text: str) -> int:
    """What `wc -l` prints for the file (the text is stored without its final newline)."""
    return len(text.split("\n"))


def gdiff(path: str, old: str, new: str, index: str, ctx: dict[int, str] | None = None) -> str:
    """A git-style unified diff of one file; ctx maps a hunk's old start line to git's function-context text."""
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), f"a/{path}", f"b/{path}", n=3, lineterm=""))
    out = [f"diff --git a/{path} b/{path}", f"index {index} 100644"]
    for ln in body:
        if ln.startswith("@@") and ctx:
            start = int(ln.split()[1][1:].split(",")[0])
            if start in ctx:
                ln = f"{ln} {ctx[start]}"
        out.append(ln)
    return "\n".join(out)


def pyq(n: int, fails: dict[int, str] | None = None) -> str:
    """pytest -q progress lines (80 columns)."""
    marks = "".join((fails or {}).get(i, ".") for i in range(n))
    out = []
    for k in range(0, n, 72):
        chunk = marks[k:k + 72]
        pct = round(100 * min(n, k + 72) / n)
        out.append(chunk.ljust(73) + f"[{pct:3d}%]")
    return "\n".join(out)


def grun(cmd: str, out: str, err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)") -> str:
    """Gemini CLI run_shell_command result."""
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def gsh(cmd: str, what: str) -> str:
    return call("run_shell_command", command=cmd, description=what)


# Claude Code
def cc_num(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{ln}" for i, ln in enumerate(text.split("\n"), start))


def cc_edited(path: str, snippet: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_num(snippet, start))


# SWE-agent
def swe_window(path: str, text: str, first: int, last: int) -> str:
    lines = text.split("\n")
    total = len(lines)
    first, last = max(1, first), min(last, total)
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{lines[i - 1]}" for i in range(first, last + 1)]
    if last < total:
        out.append(f"({total - last} more lines below)")
    return "\n".join(out)


def swe_foot(obs: str, open_file: str, cwd: str) -> str:
    return f"{obs}\n(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


EDITED_NOTE = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."


# Aider
def aider_run(out: str) -> str:
    n = len(out.rstrip("\n").split("\n"))
    k = max(0.1, round(len(out) / 3900, 1))
    return (out.rstrip("\n") + f"\n\nAdd {k}k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\n"
            f"Added {n} lines of output to the chat.")


def achat(cmd: str) -> str:
    return call("chat_command", command=cmd)


def asr(path: str, search: str, replace: str) -> str:
    return call("search_replace", path=path, search=search, replace=replace)


# Cline
def cline(tool_name: str, **params: str) -> str:
    inner = "\n".join(f"<{k}>{v}</{k}>" for k, v in params.items())
    return f"<{tool_name}>\n{inner}\n</{tool_name}>"


def cl_exec(out: str) -> str:
    return "Command executed.\nOutput:\n" + out.rstrip("\n")


def cl_saved(path: str, content: str) -> str:
    return (f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was saved:\n\n"
            f"<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
            "This content reflects the current state of the file, including any auto-formatting (e.g., if you used single "
            "quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this "
            "final version to ensure accuracy.")


def sr_block(search: str, replace: str) -> str:
    return f"------- SEARCH\n{search}\n=======\n{replace}\n+++++++ REPLACE"


def polars_table(cols: list[str], types: list[str], rows: list[list[str]]) -> str:
    w = [max(len(c), len(t), 3, *(len(r[i]) for r in rows)) for i, (c, t) in enumerate(zip(cols, types))]

    def line(cells: list[str]) -> str:
        return "│ " + " ┆ ".join(c.ljust(w[i]) for i, c in enumerate(cells)) + " │"

    out = [f"shape: ({len(rows)}, {len(cols)})",
           "┌" + "┬".join("─" * (x + 2) for x in w) + "┐",
           line(cols), line(["---"] * len(cols)), line(types),
           "╞" + "╪".join("═" * (x + 2) for x in w) + "╡"]
    out += [line(r) for r in rows]
    out.append("└" + "┴".join("─" * (x + 2) for x in w) + "┘")
    return "\n".join(out)


# ---------------------------------------------------------------- 01 pandas / OpenHands / clean
AGG = '''"""Aggregations over the normalized sales ledger."""

from __future__ import annotations

import pandas as pd

REQUIRED_COLUMNS = ("date", "region", "sku", "quantity", "unit_price")


def _validate(df: pd.DataFrame) -> None:
    missing = [c for c in REQUIRED_COLUMNS if c not in df.columns]
    if missing:
        raise KeyError(f"ledger is missing columns: {', '.join(missing)}")


def with_revenue(df: pd.DataFrame) -> pd.DataFrame:
    _validate(df)
    out = df.copy()
    out["revenue"] = out["quantity"] * out["unit_price"]
    return out


def weekly_revenue(df: pd.DataFrame, region: str | None = None) -> pd.Series:
    """Revenue per ISO week (weeks start on Monday), labelled by the week's first day."""
    out = with_revenue(df)
    if region is not None:
        out = out[out["region"] == region]
    series = out.set_index("date")["revenue"].resample("W").sum()
    series.index.name = "week_start"
    return series


def top_skus(df: pd.DataFrame, n: int = 5) -> pd.DataFrame:
    out = with_revenue(df)
    grouped = out.groupby("sku", as_index=False).agg(
        units=("quantity", "sum"), revenue=("revenue", "sum")
    )
    return grouped.sort_values("revenue", ascending=False).head(n).reset_index(drop=True)'''


def t01(rs: RowSet) -> None:
    root = "/workspace/salesreport"
    path = f"{root}/salesreport/aggregate.py"
    old_l = '    series = out.set_index("date")["revenue"].resample("W").sum()'
    new_l = '    series = out.set_index("date")["revenue"].resample("W-MON", label="left", closed="left").sum()'
    agg2 = sub(AGG, old_l, new_l)
    k = line_no(agg2, "resample(")
    sysp = system("You are simulating the sandbox of an OpenHands CodeAct agent (execute_bash, str_replace_editor) working on the Python repository /workspace/salesreport inside a Docker runtime.", OH_TOOLS)
    state = ("Repository /workspace/salesreport (git, branch main, clean), Python 3.11.9 env `testbed` with pandas 2.2.2 and pytest 8.2.1.\n"
             "Issue #112: `weekly_revenue()` labels weeks by the following Sunday; the docstring and the finance team expect the Monday that starts the week.")
    fail = (pyq(12, {0: "F"}) + "\n"
            "=================================== FAILURES ===================================\n"
            "_____________________ test_weekly_revenue_starts_on_monday _____________________\n\n"
            "ledger =         date region    sku  quantity  unit_price\n"
            "0 2024-03-04  north  A-100         3       12.50\n"
            "1 2024-03-06  south  B-220         1       89.00\n"
            "2 2024-03-08  north  A-100         2       12.50\n"
            "3 2024-03-11  north  C-310         5        4.25\n"
            "4 2024-03-15  south  B-220         2       89.00\n\n"
            "    def test_weekly_revenue_starts_on_monday(ledger):\n"
            "        result = weekly_revenue(ledger)\n"
            ">       assert list(result.index.strftime(\"%Y-%m-%d\")) == [\"2024-03-04\", \"2024-03-11\"]\n"
            "E       AssertionError: assert ['2024-03-10', '2024-03-17'] == ['2024-03-04', '2024-03-11']\n"
            "E         \n"
            "E         At index 0 diff: '2024-03-10' != '2024-03-04'\n"
            "E         Use -v to get more diff\n\n"
            "tests/test_aggregate.py:41: AssertionError\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_aggregate.py::test_weekly_revenue_starts_on_monday - AssertionError: assert ['2024-03-10', '2024-03-17'] == ['2024-03-04', '2024-03-11']\n"
            "1 failed, 11 passed in 0.93s")
    table = ("week_start\n2024-02-19    4182.50\n2024-02-26    3907.75\n2024-03-04    5120.00\n2024-03-11    4648.25\n"
             "2024-03-18    3391.50\n2024-03-25    4410.00\nFreq: W-MON, Name: revenue, dtype: float64")
    diff = gdiff("salesreport/aggregate.py", AGG, agg2, "5d2c8f1..a09e3b7",
                 {k - 3: "def weekly_revenue(df: pd.DataFrame, region: str | None = None) -> pd.Series:"})
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "7c1e0a4 (HEAD -> main, origin/main) Add top_skus aggregation\nb93f2d8 Validate required ledger columns\n"
                 "41ad7e6 Initial ledger normalization", root)),
        (editor("view", path), cat_n(path, AGG)),
        (bash("python -m pytest tests/test_aggregate.py -q 2>&1 | tail -n 40"), oh_bash(fail, root)),
        (editor("str_replace", path, old_str=old_l, new_str=new_l), edited(path, span(agg2, k - 4, k + 4), k - 4)),
        (bash("python -m pytest tests/test_aggregate.py -q"), oh_bash(pyq(12) + "\n12 passed in 0.71s", root)),
        (bash("python -c \"import pandas as pd; from salesreport.aggregate import weekly_revenue; df = pd.read_csv('data/ledger_2024q1.csv', parse_dates=['date']); print(weekly_revenue(df, region='north').tail(6))\""),
         oh_bash(table, root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("python -m pytest -q -p no:cacheprovider"), oh_bash(pyq(47) + "\n47 passed in 2.31s", root)),
    ]
    rs.add("swe", "h51-swe-01", sysp, turns, state=state)


# ---------------------------------------------------------------- 02 polars / Claude Code / bad t5
PIPE = '''"""Lazy cleaning pipeline for the monthly taxi trip exports."""

from __future__ import annotations

from pathlib import Path

import polars as pl

ZONE_LOOKUP = Path(__file__).with_name("taxi_zones.csv")


def scan_trips(path: str | Path) -> pl.LazyFrame:
    return pl.scan_parquet(path).rename(
        {"PULocationID": "pickup_zone_id", "DOLocationID": "dropoff_zone_id"}
    )


def clean(lf: pl.LazyFrame) -> pl.LazyFrame:
    """Drop trips that are almost certainly meter errors or GPS noise."""
    duration = (pl.col("dropoff_datetime") - pl.col("pickup_datetime")).dt.total_seconds()
    return (
        lf.with_columns(duration_s=duration)
        .filter(pl.col("duration_s").is_between(60, 4 * 3600))
        .filter(pl.col("passenger_count").fill_null(1) > 0)
        .filter(pl.col("trip_distance") > 0.1)
        .filter(pl.col("fare_amount").is_between(2.5, 500.0))
    )


def summarize(lf: pl.LazyFrame) -> pl.DataFrame:
    zones = pl.scan_csv(ZONE_LOOKUP).select(
        pl.col("LocationID").alias("pickup_zone_id"), pl.col("Zone").alias("pickup_zone")
    )
    return (
        clean(lf)
        .join(zones, on="pickup_zone_id", how="left")
        .group_by("pickup_zone")
        .agg(
            trips=pl.len(),
            avg_fare=pl.col("fare_amount").mean().round(2),
            total_dist=pl.col("trip_distance").sum().round(1),
        )
        .sort("trips", descending=True)
        .collect()
    )'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/code/tripstats"
    path = f"{root}/tripstats/pipeline.py"
    old_l = '        .filter(pl.col("trip_distance") > 0.1)'
    new_l = '        .filter(pl.col("trip_distance") >= 0.25)'
    pipe2 = sub(PIPE, old_l, new_l)
    k = line_no(PIPE, "trip_distance\") > 0.1")
    k2 = line_no(PIPE, "total_dist=")
    wrong = sub(PIPE, old_l, '        .filter(pl.col("trip_distance") > 0.5)')
    sysp = system("You are simulating the tools of a Claude Code session (Bash, Read, Edit, Write, Grep, Glob) in the uv-managed Python project /home/dev/code/tripstats on Linux.", CC_TOOLS)
    state = ("cwd /home/dev/code/tripstats, branch issue-58-gps-noise, working tree clean. Python 3.12.3 via uv, polars 1.9.0, pytest 8.3.3.\n"
             "Issue #58: trips shorter than a quarter mile are GPS noise and must be dropped by `clean()`.")
    fail = (pyq(9, {3: "F"}) + "\n"
            "=================================== FAILURES ===================================\n"
            "__________________________ test_clean_drops_gps_noise __________________________\n\n"
            "sample_trips = <LazyFrame at 0x7F3A9C2B1D90>\n\n"
            "    def test_clean_drops_gps_noise(sample_trips):\n"
            "        # trips under a quarter mile are GPS noise (issue #58)\n"
            "        out = clean(sample_trips).collect()\n"
            ">       assert out.height == 4\n"
            "E       assert 5 == 4\n"
            "E        +  where 5 = shape: (5, 10)\\n┌─────────────────┬──────────────────┬───...\n\n"
            "tests/test_pipeline.py:38: AssertionError\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_pipeline.py::test_clean_drops_gps_noise - assert 5 == 4\n"
            "1 failed, 8 passed in 0.41s")
    grep = (f"{root}/tripstats/pipeline.py:{k}:{old_l}\n"
            f"{root}/tripstats/pipeline.py:{k2}:            total_dist=pl.col(\"trip_distance\").sum().round(1),\n"
            f"{root}/tests/conftest.py:14:            \"trip_distance\": [0.2, 1.4, 3.9, 0.05, 12.7, 2.2, 0.8],\n"
            f"{root}/tests/test_pipeline.py:39:    assert out[\"trip_distance\"].min() >= 0.25")
    table = polars_table(["pickup_zone", "trips", "avg_fare", "total_dist"], ["str", "u32", "f64", "f64"], [
        ["Upper East Side South", "14217", "13.84", "24880.6"],
        ["Midtown Center", "13902", "15.91", "28417.3"],
        ["Upper East Side North", "12655", "13.62", "22741.9"],
        ["JFK Airport", "11873", "62.07", "205119.4"],
        ["Midtown East", "10498", "15.12", "20344.8"]])
    diff = gdiff("tripstats/pipeline.py", PIPE, pipe2, "3e8b91c..f2047ad",
                 {k - 3: "def clean(lf: pl.LazyFrame) -> pl.LazyFrame:"})
    turns = [
        (call("Bash", command="git status -sb && git log --oneline -2", description="Check branch and recent commits"),
         "## issue-58-gps-noise\n0d93a7f (HEAD -> issue-58-gps-noise, origin/main, main) Join pickup zone names in summarize\n8f2c5e1 Add duration filter to clean()"),
        (call("Read", file_path=path), cc_num(PIPE)),
        (call("Bash", command="uv run pytest tests/test_pipeline.py -q", description="Run pipeline tests"), fail),
        (call("Grep", pattern="trip_distance", path=root, output_mode="content", **{"-n": True}), grep),
        (call("Read", file_path=path, offset=18, limit=12), cc_num(span(wrong, 18, 29), 18)),
        (call("Edit", file_path=path, old_string=old_l, new_string=new_l), cc_edited(path, span(pipe2, k - 5, k + 4), k - 5)),
        (call("Bash", command="uv run pytest tests/test_pipeline.py -q", description="Re-run pipeline tests"), pyq(9) + "\n9 passed in 0.36s"),
        (call("Bash", command="uv run python -c \"from tripstats.pipeline import scan_trips, summarize; print(summarize(scan_trips('data/yellow_2024-01.parquet')).head(5))\"",
              description="Summarize January trips"), table),
        (call("Bash", command="git diff", description="Show the change"), diff),
    ]
    rs.add("swe", "h51-swe-02", sysp, turns, state=state, bad=True, turn=5,
           kind="Read shows clean()'s distance filter as `> 0.5` while the earlier Read and Grep showed `> 0.1` on the same line, with no edit in between.")


# ---------------------------------------------------------------- 03 scikit-learn / SWE-agent / bad t4
VT = '''# Author: Lars Buitinck
# License: 3-clause BSD
from numbers import Real

import numpy as np

from ..base import BaseEstimator, _fit_context
from ..utils._param_validation import Interval
from ..utils.sparsefuncs import mean_variance_axis, min_max_axis
from ..utils.validation import check_is_fitted
from ._base import SelectorMixin


class VarianceThreshold(SelectorMixin, BaseEstimator):
    """Feature selector that removes all low-variance features.

    This feature selection algorithm looks only at the features (X), not the
    desired outputs (y), and can thus be used for unsupervised learning.

    Read more in the :ref:`User Guide <variance_threshold>`.

    Parameters
    ----------
    threshold : float, default=0
        Features with a training-set variance lower than this threshold will
        be removed. The default is to keep all features with non-zero variance,
        i.e. remove the features that have the same value in all samples.

    Attributes
    ----------
    variances_ : array, shape (n_features,)
        Variances of individual features.

    n_features_in_ : int
        Number of features seen during :term:`fit`.

        .. versionadded:: 0.24

    feature_names_in_ : ndarray of shape (`n_features_in_`,)
        Names of features seen during :term:`fit`. Defined only when `X`
        has feature names that are all strings.

        .. versionadded:: 1.0

    See Also
    --------
    SelectFromModel: Meta-transformer for selecting features based on
        importance weights.
    SelectPercentile : Select features according to a percentile of the highest
        scores.
    SequentialFeatureSelector : Transformer that performs Sequential Feature
        Selection.

    Notes
    -----
    Allows NaN in the input.
    Raises ValueError if no feature in X meets the variance threshold.

    Examples
    --------
    The following dataset has integer features, two of which are the same
    in every sample. These are removed with the default setting for threshold::

        >>> from sklearn.feature_selection import VarianceThreshold
        >>> X = [[0, 2, 0, 3], [0, 1, 4, 3], [0, 1, 1, 3]]
        >>> selector = VarianceThreshold()
        >>> selector.fit_transform(X)
        array([[2, 0],
               [1, 4],
               [1, 1]])
    """

    _parameter_constraints: dict = {
        "threshold": [Interval(Real, 0, None, closed="left")]
    }

    def __init__(self, threshold=0.0):
        self.threshold = threshold

    @_fit_context(prefer_skip_nested_validation=True)
    def fit(self, X, y=None):
        """Learn empirical variances from X.

        Parameters
        ----------
        X : {array-like, sparse matrix}, shape (n_samples, n_features)
            Data from which to compute variances, where `n_samples` is
            the number of samples and `n_features` is the number of features.

        y : any, default=None
            Ignored. This parameter exists only for compatibility with
            sklearn.pipeline.Pipeline.

        Returns
        -------
        self : object
            Returns the instance itself.
        """
        X = self._validate_data(
            X,
            accept_sparse=("csr", "csc"),
            dtype=np.float64,
            force_all_finite="allow-nan",
        )

        if hasattr(X, "toarray"):  # sparse matrix
            _, self.variances_ = mean_variance_axis(X, axis=0)
            if self.threshold == 0:
                mins, maxes = min_max_axis(X, axis=0)
                peak_to_peaks = maxes - mins
        else:
            self.variances_ = np.nanvar(X, axis=0)
            if self.threshold == 0:
                peak_to_peaks = np.ptp(X, axis=0)

        if self.threshold == 0:
            # Use peak-to-peak to avoid numeric precision issues
            # for constant features
            compare_arr = np.array([self.variances_, peak_to_peaks])
            self.variances_ = np.nanmin(compare_arr, axis=0)

        if np.all(~np.isfinite(self.variances_) | (self.variances_ <= self.threshold)):
            msg = "No feature in X meets the variance threshold {0:.5f}"
            if X.shape[0] == 1:
                msg += " (X contains only one sample)"
            raise ValueError(msg.format(self.threshold))

        return self

    def _get_support_mask(self):
        check_is_fitted(self)

        return self.variances_ > self.threshold

    def _more_tags(self):
        return {"allow_nan": True}'''


def t03(rs: RowSet) -> None:
    root = "/scikit-learn__scikit-learn"
    rel = "sklearn/feature_selection/_variance_threshold.py"
    path = f"{root}/{rel}"
    k = line_no(VT, "np.ptp(X, axis=0)")
    new = ("                # np.ptp propagates NaN: use the NaN-aware extremes instead\n"
           "                peak_to_peaks = np.nanmax(X, axis=0) - np.nanmin(X, axis=0)")
    vt2 = "\n".join(VT.split("\n")[:k - 1] + new.split("\n") + VT.split("\n")[k:])
    sysp = system("You are simulating the environment of a SWE-agent run on the scikit-learn repository checked out at /scikit-learn__scikit-learn (conda env `testbed`, Python 3.9). The agent uses the windowed file viewer (WINDOW=50) and shell commands; every observation ends with the open file and current directory lines and the `bash-$` prompt.", SWEA_TOOLS)
    state = ("Issue: VarianceThreshold(threshold=0) keeps a constant column that contains NaN: np.nanvar gives a tiny positive variance from float noise and np.ptp returns nan for that column, so the peak-to-peak guard is skipped.\n"
             "(Open file: n/a)\n(Current directory: /scikit-learn__scikit-learn)")
    ids = ([f"test_zero_variance[{c}]" for c in ("array", "csr_matrix", "csr_array", "csc_matrix", "csc_array")]
           + [f"test_variance_threshold[{c}]" for c in ("array", "csr_matrix", "csr_array", "csc_matrix", "csc_array")]
           + [f"test_zero_variance_floating_point_error[{c}]" for c in ("array", "csr_matrix", "csc_matrix")]
           + [f"test_variance_nan[{c}]" for c in ("array", "csr_matrix", "csc_matrix")]
           + ["test_variance_threshold_get_feature_names_out"])
    assert len(ids) == 17
    shown = ids[:16] + ["test_variance_nan[csr_array]"] + ids[16:]
    tests = "sklearn/feature_selection/tests/test_variance_threshold.py"
    co = "\n".join(f"{tests}::{t}" for t in shown) + "\n\n18 tests collected in 0.31s"
    diff = gdiff(rel, VT, vt2, "1f2c0be5a..8d7e41c03", {k - 3: "class VarianceThreshold(SelectorMixin, BaseEstimator):"})
    turns = [
        (call("find_file", file_name="_variance_threshold.py", dir="sklearn"),
         swe_foot(f'Found 1 matches for "_variance_threshold.py" in {root}/sklearn:\n{path}', "n/a", root)),
        (call("open", path=rel, line_number=100), swe_foot(swe_window(path, VT, 75, 124), path, root)),
        (call("bash", command=f"python -m pytest {tests} -q -p no:cacheprovider"),
         swe_foot(pyq(17) + "\n17 passed in 0.58s", path, root)),
        (call("bash", command=f"python -m pytest {tests} --co -q -p no:cacheprovider"), swe_foot(co, path, root)),
        (call("edit", start_line=k, end_line=k, replacement=new),
         swe_foot(swe_window(path, vt2, k - 25, k + 24) + "\n" + EDITED_NOTE, path, root)),
        (call("bash", command=f"python -m pytest {tests} -q -p no:cacheprovider"),
         swe_foot(pyq(17) + "\n17 passed in 0.55s", path, root)),
        (call("submit"), swe_foot(diff, path, root)),
    ]
    rs.add("swe", "h51-swe-03", sysp, turns, state=state, bad=True, turn=4,
           kind="Collecting the same test file lists 18 tests (with an extra test_variance_nan[csr_array]) right after the run that passed 17, with no test added.")


# ---------------------------------------------------------------- 04 Django REST framework / OpenHands / clean
MODELS = '''from django.db import models


class Author(models.Model):
    name = models.CharField(max_length=200)
    born = models.DateField(null=True, blank=True)

    def __str__(self) -> str:
        return self.name


class Book(models.Model):
    title = models.CharField(max_length=300)
    author = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="books")
    published_on = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-published_on", "title"]

    def __str__(self) -> str:
        return f"{self.title} ({self.author})"'''

SERIAL = '''from rest_framework import serializers

from .models import Author, Book


class AuthorSerializer(serializers.ModelSerializer):
    class Meta:
        model = Author
        fields = ["id", "name", "born"]


class BookSerializer(serializers.ModelSerializer):
    author_name = serializers.CharField(source="author.name", read_only=True)

    class Meta:
        model = Book
        fields = ["id", "title", "author", "author_name", "published_on"]
        read_only_fields = ["id"]'''


def t04(rs: RowSet) -> None:
    root = "/workspace/bookshelf-api"
    mp, sp = f"{root}/catalog/models.py", f"{root}/catalog/serializers.py"
    old_m = "    published_on = models.DateField(null=True, blank=True)"
    new_m = old_m + "\n    isbn = models.CharField(max_length=13, unique=True, null=True, blank=True)"
    models2 = sub(MODELS, old_m, new_m)
    km = line_no(models2, "isbn =")
    old_s = '        fields = ["id", "title", "author", "author_name", "published_on"]'
    new_s = '        fields = ["id", "title", "author", "author_name", "published_on", "isbn"]'
    serial2 = sub(SERIAL, old_s, new_s)
    ks = line_no(serial2, "\"isbn\"]")
    sysp = system("You are simulating the sandbox of an OpenHands agent (execute_bash, str_replace_editor) working on a Django 5.0 + Django REST framework 3.15 project at /workspace/bookshelf-api with a local PostgreSQL 16 database.", OH_TOOLS)
    state = ("Repository /workspace/bookshelf-api, branch feat/isbn (clean). Apps: catalog. Settings module bookshelf.settings.dev. Tests run with pytest-django.\n"
             "Task: store an optional, unique 13-digit ISBN per book and expose it in the /api/books/ endpoint.")
    show1 = "catalog\n [X] 0001_initial\n [X] 0002_book_published_on"
    fail = (pyq(23, {6: "F"}) + "\n"
            "=================================== FAILURES ===================================\n"
            "___________________ BookApiTests.test_create_book_with_isbn ____________________\n\n"
            "self = <catalog.tests.test_api.BookApiTests testMethod=test_create_book_with_isbn>\n\n"
            "    def test_create_book_with_isbn(self):\n"
            "        resp = self.client.post(\n"
            "            \"/api/books/\",\n"
            "            {\"title\": \"Dune\", \"author\": self.herbert.pk, \"isbn\": \"9780441013593\"},\n"
            "            format=\"json\",\n"
            "        )\n"
            "        self.assertEqual(resp.status_code, 201)\n"
            ">       self.assertEqual(resp.data[\"isbn\"], \"9780441013593\")\n"
            "E       KeyError: 'isbn'\n\n"
            "catalog/tests/test_api.py:58: KeyError\n"
            "=========================== short test summary info ============================\n"
            "FAILED catalog/tests/test_api.py::BookApiTests::test_create_book_with_isbn - KeyError: 'isbn'\n"
            "1 failed, 22 passed in 2.87s")
    turns = [
        (bash(f"cd {root} && git status -sb && python manage.py showmigrations catalog"),
         oh_bash("## feat/isbn...origin/feat/isbn\n" + show1, root)),
        (editor("view", mp), cat_n(mp, MODELS)),
        (editor("str_replace", mp, old_str=old_m, new_str=new_m), edited(mp, span(models2, km - 4, km + 4), km - 4)),
        (bash("python manage.py makemigrations catalog"),
         oh_bash("Migrations for 'catalog':\n  catalog/migrations/0003_book_isbn.py\n    - Add field isbn to book", root)),
        (bash("python manage.py migrate catalog"),
         oh_bash("Operations to perform:\n  Apply all migrations: catalog\nRunning migrations:\n  Applying catalog.0003_book_isbn... OK", root)),
        (editor("view", sp), cat_n(sp, SERIAL)),
        (bash("python -m pytest catalog/tests -q"), oh_bash(fail, root, 1)),
        (editor("str_replace", sp, old_str=old_s, new_str=new_s), edited(sp, span(serial2, ks - 4, ks + 1), ks - 4)),
        (bash("python -m pytest catalog/tests -q"), oh_bash(pyq(23) + "\n23 passed in 2.64s", root)),
        (bash("python manage.py showmigrations catalog"), oh_bash(show1 + "\n [X] 0003_book_isbn", root)),
        (bash("git status --short"),
         oh_bash(" M catalog/models.py\n M catalog/serializers.py\n?? catalog/migrations/0003_book_isbn.py", root)),
    ]
    rs.add("swe", "h51-swe-04", sysp, turns, state=state)


# ---------------------------------------------------------------- 05 Deno / Gemini CLI / clean
LIMITER = '''/**
 * Sliding-window rate limiter backed by Deno KV.
 */
export interface LimiterOptions {
  /** Maximum number of hits allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Key prefix used in KV. */
  prefix?: Deno.KvKey;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: number;
}

export class SlidingWindowLimiter {
  #kv: Deno.Kv;
  #opts: Required<LimiterOptions>;

  constructor(kv: Deno.Kv, opts: LimiterOptions) {
    this.#kv = kv;
    this.#opts = { prefix: ["ratelimit"], ...opts };
  }

  async hit(id: string, now: number = Date.now()): Promise<LimitResult> {
    const key = [...this.#opts.prefix, id];
    for (let attempt = 0; attempt < 5; attempt++) {
      const entry = await this.#kv.get<{ start: number; count: number }>(key);
      let state = entry.value ?? { start: now, count: 0 };
      if (now - state.start > this.#opts.windowMs) {
        state = { start: state.start, count: 0 };
      }
      const allowed = state.count < this.#opts.limit;
      const next = allowed ? { ...state, count: state.count + 1 } : state;
      const res = await this.#kv.atomic()
        .check(entry)
        .set(key, next, { expireIn: this.#opts.windowMs })
        .commit();
      if (res.ok) {
        return {
          allowed,
          remaining: Math.max(0, this.#opts.limit - next.count),
          resetAt: next.start + this.#opts.windowMs,
        };
      }
    }
    throw new Error(`kv contention on ${key.join("/")}`);
  }
}
'''

DENO_TESTS = ["allows up to limit hits", "blocks the hit after the limit", "reports remaining hits",
              "sliding window resets after window elapses", "separate ids have separate buckets",
              "custom prefix is used for keys", "retries on atomic conflict"]


def t05(rs: RowSet) -> None:
    root = "/home/runner/work/kv-ratelimit"
    path = f"{root}/src/limiter.ts"
    old = ("      if (now - state.start > this.#opts.windowMs) {\n"
           "        state = { start: state.start, count: 0 };")
    new = ("      if (now - state.start >= this.#opts.windowMs) {\n"
           "        state = { start: now, count: 0 };")
    sub(LIMITER, old, new)
    sysp = system("You are simulating the tools of Gemini CLI (read_file, write_file, replace, list_directory, glob, search_file_content, run_shell_command) in the Deno project /home/runner/work/kv-ratelimit (Deno 1.46.3, Linux x86_64).", GEM_TOOLS)
    state = ("Project root /home/runner/work/kv-ratelimit, branch fix/window-reset created from main (e91b3d4), clean.\n"
             "Bug report: after the first window expires the limiter never blocks again.")
    times1 = [12, 3, 2, 4, 3, 2, 6]
    lines1 = [f"{t} ... {'FAILED' if i == 3 else 'ok'} ({times1[i]}ms)" for i, t in enumerate(DENO_TESTS)]
    fail = ("running 7 tests from ./src/limiter_test.ts\n" + "\n".join(lines1) + "\n\n"
            " ERRORS \n\n"
            "sliding window resets after window elapses => ./src/limiter_test.ts:48:6\n"
            "error: AssertionError: Values are not equal.\n\n\n"
            "    [Diff] Actual / Expected\n\n\n"
            "-   true\n+   false\n\n"
            "  throw new AssertionError(message);\n        ^\n"
            "    at assertEquals (https://jsr.io/@std/assert/1.0.6/equals.ts:51:9)\n"
            f"    at file://{root}/src/limiter_test.ts:57:3\n\n"
            " FAILURES \n\n"
            "sliding window resets after window elapses => ./src/limiter_test.ts:48:6\n\n"
            "FAILED | 6 passed | 1 failed (412ms)\n")
    times2 = [11, 3, 2, 5, 2, 2, 7]
    ok = ("running 7 tests from ./src/limiter_test.ts\n"
          + "\n".join(f"{t} ... ok ({times2[i]}ms)" for i, t in enumerate(DENO_TESTS))
          + "\n\nok | 7 passed | 0 failed (398ms)\n")
    listing = (f"Directory listing for {root}:\n[DIR] .github\n[DIR] examples\n[DIR] src\n.gitignore\nLICENSE\n"
               "README.md\ndeno.json\ndeno.lock\nmod.ts")
    turns = [
        (call("list_directory", path=root), listing),
        (call("read_file", absolute_path=path), LIMITER),
        (gsh("deno test --unstable-kv", "Run the test suite"),
         grun("deno test --unstable-kv", fail,
              "Check file:///home/runner/work/kv-ratelimit/src/limiter_test.ts\nerror: Test failed", 1, 51872)),
        (call("replace", file_path=path, old_string=old, new_string=new),
         f"Successfully modified file: {path} (1 replacements)."),
        (gsh("deno test --unstable-kv", "Re-run the tests"),
         grun("deno test --unstable-kv", ok, "Check file:///home/runner/work/kv-ratelimit/src/limiter_test.ts", 0, 51990)),
        (gsh("deno fmt --check && deno lint", "Check formatting and lint"),
         grun("deno fmt --check && deno lint", "", "Checked 9 files\nChecked 6 files", 0, 52104)),
        (gsh("git add src/limiter.ts && git commit -m \"fix: restart the window at the current hit after expiry\"", "Commit the fix"),
         grun("git add src/limiter.ts && git commit -m \"fix: restart the window at the current hit after expiry\"",
              "[fix/window-reset 5c0e7a1] fix: restart the window at the current hit after expiry\n 1 file changed, 2 insertions(+), 2 deletions(-)",
              "", 0, 52233)),
        (gsh("git log --oneline --decorate -3", "Show recent history"),
         grun("git log --oneline --decorate -3",
              "5c0e7a1 (HEAD -> fix/window-reset) fix: restart the window at the current hit after expiry\n"
              "e91b3d4 (origin/main, origin/HEAD, main) docs: add Hono example\n"
              "2a6f0c8 feat: configurable key prefix", "", 0, 52251)),
    ]
    rs.add("swe", "h51-swe-05", sysp, turns, state=state)


# ---------------------------------------------------------------- 06 FastAPI / Cline / bad t6
ORDERS = '''from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Order
from app.schemas import OrderOut, OrderPage

router = APIRouter(prefix="/orders", tags=["orders"])


@router.get("", response_model=OrderPage)
def list_orders(
    limit: int = Query(20, ge=1, le=100),
    offset: int = Query(0, ge=0),
    db: Session = Depends(get_session),
) -> OrderPage:
    total = db.scalar(select(func.count()).select_from(Order))
    rows = db.scalars(select(Order).order_by(Order.id).offset(offset)).all()
    return OrderPage(items=rows, total=total, limit=limit, offset=offset)


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, db: Session = Depends(get_session)) -> Order:
    order = db.get(Order, order_id)
    if order is None:
        raise HTTPException(status_code=404, detail="Order not found")
    return order
'''


def _order(i: int, cust: str, status: str, cents: int, ts: str) -> str:
    return json.dumps({"id": i, "customer": cust, "status": status, "total_cents": cents, "created_at": ts}, separators=(",", ":"))


def t06(rs: RowSet) -> None:
    rel = "app/routers/orders.py"
    old = "    rows = db.scalars(select(Order).order_by(Order.id).offset(offset)).all()"
    new = "    rows = db.scalars(select(Order).order_by(Order.id).offset(offset).limit(limit)).all()"
    orders2 = sub(ORDERS, old, new)
    sysp = system("You are simulating the environment of the Cline VS Code extension (execute_command, read_file, write_to_file, replace_in_file, search_files, list_files) in the FastAPI project /Users/maya/src/orders-svc on macOS 14 (zsh, Python 3.12 venv active).", CLINE_TOOLS)
    state = ("Workspace /Users/maya/src/orders-svc (git, branch fix/orders-limit). The SQLite database ./orders.db holds 41 seeded orders.\n"
             "Task: GET /orders ignores the `limit` query parameter.")
    fail = (pyq(6, {2: "F"}) + "\n"
            "=================================== FAILURES ===================================\n"
            "_______________________ test_list_orders_respects_limit ________________________\n\n"
            "client = <starlette.testclient.TestClient object at 0x1063b2f90>\n\n"
            "    def test_list_orders_respects_limit(client):\n"
            "        resp = client.get(\"/orders\", params={\"limit\": 2})\n"
            "        assert resp.status_code == 200\n"
            ">       assert len(resp.json()[\"items\"]) == 2\n"
            "E       AssertionError: assert 5 == 2\n"
            "E        +  where 5 = len([{'created_at': '2024-06-01T09:00:00', 'customer': 'acme', 'id': 1, 'status': 'paid', ...}, ...])\n\n"
            "tests/test_orders.py:27: AssertionError\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_orders.py::test_list_orders_respects_limit - AssertionError: assert 5 == 2\n"
            "1 failed, 5 passed in 0.48s")
    o1 = _order(1, "acme", "paid", 12900, "2024-06-01T09:00:00")
    o2 = _order(2, "globex", "pending", 4350, "2024-06-02T14:12:00")
    o17 = _order(17, "initech", "shipped", 23150, "2024-06-07T16:45:00")
    o40 = _order(40, "umbrella", "paid", 8875, "2024-06-13T11:20:00")
    o41 = _order(41, "acme", "pending", 1999, "2024-06-13T17:05:00")
    start_cmd = ("nohup uvicorn app.main:app --port 8001 > /tmp/orders.log 2>&1 & sleep 2 && "
                 "curl -s 'http://127.0.0.1:8001/orders?limit=2' && echo && cat /tmp/orders.log")
    log1 = ("INFO:     Started server process [48213]\n"
            "INFO:     Waiting for application startup.\n"
            "2024-06-14 10:42:07,311 INFO app.main startup complete (db=sqlite:///./orders.db, orders=41)\n"
            "INFO:     Application startup complete.\n"
            "INFO:     Uvicorn running on http://127.0.0.1:8001 (Press CTRL+C to quit)\n"
            "2024-06-14 10:42:09,874 INFO app.middleware GET /orders?limit=2 -> 200 (3.1 ms)\n"
            "INFO:     127.0.0.1:52344 - \"GET /orders?limit=2 HTTP/1.1\" 200 OK")
    page1 = f'{{"items":[{o1},{o2}],"total":41,"limit":2,"offset":0}}'
    page2 = f'{{"items":[{o40},{o41}],"total":41,"limit":3,"offset":39}}'
    req_cmd = ("curl -s http://127.0.0.1:8001/orders/17 && echo && curl -s 'http://127.0.0.1:8001/orders?limit=3&offset=39' "
               "&& echo && tail -n 4 /tmp/orders.log")
    log2 = ("2024-06-14 10:41:58,102 INFO app.middleware GET /orders/17 -> 200 (2.4 ms)\n"
            "INFO:     127.0.0.1:52351 - \"GET /orders/17 HTTP/1.1\" 200 OK\n"
            "2024-06-14 10:41:58,219 INFO app.middleware GET /orders?limit=3&offset=39 -> 200 (2.9 ms)\n"
            "INFO:     127.0.0.1:52352 - \"GET /orders?limit=3&offset=39 HTTP/1.1\" 200 OK")
    turns = [
        (cline("read_file", path=rel), ORDERS.rstrip("\n")),
        (cline("execute_command", command="pytest -q tests/test_orders.py", requires_approval="false"), cl_exec(fail)),
        (cline("replace_in_file", path=rel, diff=sr_block(old, new)), cl_saved(rel, orders2.rstrip("\n"))),
        (cline("execute_command", command="pytest -q tests/test_orders.py", requires_approval="false"),
         cl_exec(pyq(6) + "\n6 passed in 0.44s")),
        (cline("execute_command", command=start_cmd, requires_approval="false"), cl_exec(page1 + "\n" + log1)),
        (cline("execute_command", command=req_cmd, requires_approval="false"), cl_exec(o17 + "\n" + page2 + "\n" + log2)),
        (cline("execute_command", command="kill 48213 && sleep 1 && tail -n 3 /tmp/orders.log && git status --short", requires_approval="false"),
         cl_exec("INFO:     Waiting for application shutdown.\nINFO:     Application shutdown complete.\n"
                 "INFO:     Finished server process [48213]\n M app/routers/orders.py")),
    ]
    rs.add("swe", "h51-swe-06", sysp, turns, state=state, bad=True, turn=6,
           kind="The app log's new request lines are stamped 10:41:58, earlier than the startup (10:42:07) and first request (10:42:09) lines logged by the same running server.")


# ---------------------------------------------------------------- 07 Rust clap / Claude Code / bad t3
CLI_RS = '''use std::path::PathBuf;

use clap::{Parser, ValueEnum};

/// Summarize disk usage per directory, sorted by size.
#[derive(Debug, Parser)]
#[command(name = "dirsize", version, about, long_about = None)]
pub struct Cli {
    /// Directory to scan
    #[arg(default_value = ".")]
    pub path: PathBuf,

    /// Maximum depth to descend
    #[arg(short = 'd', long, default_value_t = 8)]
    pub max_depth: usize,

    /// Sort order of the report
    #[arg(short, long, value_enum, default_value_t = SortBy::Size)]
    pub sort: SortBy,

    /// Show only the N largest entries
    #[arg(short = 'n', long, default_value_t = 20)]
    pub top: usize,

    /// Print sizes in bytes instead of human-readable units
    #[arg(short, long)]
    pub bytes: bool,

    /// Follow symbolic links
    #[arg(short = 'L', long)]
    pub follow_links: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SortBy {
    /// Largest first
    Size,
    /// Alphabetical by path
    Name,
    /// Most files first
    Count,
}'''

MAIN_RS_SNIP = '''fn run(cli: &Cli) -> anyhow::Result<()> {
    let walker = Walker::new(&cli.path, cli.max_depth, cli.follow_links);
    let mut entries = walker.collect_sizes()?;
    sort_entries(&mut entries, cli.sort);'''


def t07(rs: RowSet) -> None:
    root = "/home/sam/src/dirsize"
    path = f"{root}/src/cli.rs"
    old = "    /// Follow symbolic links\n    #[arg(short = 'L', long)]\n    pub follow_links: bool,\n}"
    new = ("    /// Follow symbolic links\n    #[arg(short = 'L', long)]\n    pub follow_links: bool,\n\n"
           "    /// Skip entries whose file name matches GLOB (repeatable)\n"
           "    #[arg(short = 'x', long = \"exclude\", value_name = \"GLOB\")]\n    pub exclude: Vec<String>,\n}")
    cli2 = sub(CLI_RS, old, new)
    k = line_no(cli2, "pub follow_links")
    m_old = "    let walker = Walker::new(&cli.path, cli.max_depth, cli.follow_links);"
    m_new = "    let walker = Walker::new(&cli.path, cli.max_depth, cli.follow_links).exclude(&cli.exclude)?;"
    msnip = sub(MAIN_RS_SNIP, m_old, m_new)
    sysp = system("You are simulating the tools of a Claude Code session (Bash, Read, Edit, Write, Grep, Glob) in the Rust crate /home/sam/src/dirsize (clap 4.5 derive, rustc 1.81.0, Linux).", CC_TOOLS)
    state = ("cwd /home/sam/src/dirsize, branch feat/exclude, clean. dirsize 0.4.1 is a `du`-like CLI; `Walker` already supports exclude globs loaded from .dirsizeignore.\n"
             "Task: add a repeatable `--exclude/-x GLOB` option.")
    helptext = """Summarize disk usage per directory, sorted by size

Usage: dirsize [OPTIONS] [PATH]

Arguments:
  [PATH]
          Directory to scan

          [default: .]

Options:
  -d, --max-depth <MAX_DEPTH>
          Maximum depth to descend

          [default: 10]

  -s, --sort <SORT>
          Sort order of the report

          [default: size]

          Possible values:
          - size:  Largest first
          - name:  Alphabetical by path
          - count: Most files first

  -n, --top <TOP>
          Show only the N largest entries

          [default: 20]

  -b, --bytes
          Print sizes in bytes instead of human-readable units

  -L, --follow-links
          Follow symbolic links

  -h, --help
          Print help (see a summary with '-h')

  -V, --version
          Print version"""
    tests = ["format::tests::bytes_flag_prints_raw", "format::tests::human_sizes_round_to_one_decimal", "format::tests::kib_boundary",
             "sort::tests::by_count", "sort::tests::by_name_is_case_insensitive", "sort::tests::by_size_desc",
             "tests::cli_defaults_parse", "tests::sort_values_are_lowercase", "walk::tests::depth_zero_is_root_only",
             "walk::tests::exclude_glob_skips_dirs", "walk::tests::follows_links_when_asked", "walk::tests::ignore_file_is_read",
             "walk::tests::max_depth_limits_descent", "walk::tests::symlink_loops_are_detected"]
    test_out = ("   Compiling dirsize v0.4.1 (/home/sam/src/dirsize)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.87s\n"
                "     Running unittests src/main.rs (target/debug/deps/dirsize-3f0d2a9c81b7e4e6)\n\nrunning 14 tests\n"
                + "\n".join(f"test {t} ... ok" for t in tests)
                + "\n\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s\n\n"
                "  49.6 KiB  ./src\n  31.7 KiB  ./tests\n  22.9 KiB  ./Cargo.lock\n   6.1 KiB  ./README.md\n"
                "   1.1 KiB  ./Cargo.toml\n   1.0 KiB  ./LICENSE\n   0.1 KiB  ./.gitignore\n"
                "─────────────────────────\n 112.5 KiB  . (7 entries, 2 excluded)")
    turns = [
        (call("Read", file_path=path), cc_num(CLI_RS)),
        (call("Bash", command="cargo build 2>&1 | tail -n 3", description="Build the crate"),
         "   Compiling dirsize v0.4.1 (/home/sam/src/dirsize)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.42s"),
        (call("Bash", command="cargo run -q -- --help", description="Show the current CLI help"), helptext),
        (call("Edit", file_path=path, old_string=old, new_string=new), cc_edited(path, span(cli2, k - 2, k + 5), k - 2)),
        (call("Edit", file_path=f"{root}/src/main.rs", old_string=m_old, new_string=m_new), cc_edited(f"{root}/src/main.rs", msnip, 41)),
        (call("Bash", command="cargo test 2>&1 | tail -n 22 && cargo run -q -- -d 1 -x target -x .git .", description="Run tests and try --exclude"),
         test_out),
    ]
    rs.add("swe", "h51-swe-07", sysp, turns, state=state, bad=True, turn=3,
           kind="--help reports the --max-depth default as 10, but src/cli.rs (read just before, unchanged) sets default_value_t = 8.")


# ---------------------------------------------------------------- 08 Kotlin Ktor / Gemini CLI / clean
ROUTES_KT = '''package com.acme.inventory

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.get
import io.ktor.server.routing.patch
import io.ktor.server.routing.routing
import kotlinx.serialization.Serializable

@Serializable
data class QuantityPatch(val quantity: Int)

fun Application.inventoryRoutes(store: InventoryStore) {
    routing {
        get("/health") {
            call.respond(mapOf("status" to "ok", "items" to store.size().toString()))
        }
        get("/items") {
            val sort = call.request.queryParameters["sort"] ?: "sku"
            call.respond(store.all(sortBy = sort))
        }
        get("/items/{sku}") {
            val sku = call.parameters["sku"]!!
            call.respond(store.find(sku)!!)
        }
        patch("/items/{sku}") {
            val sku = call.parameters["sku"]!!
            val body = call.receive<QuantityPatch>()
            val updated = store.setQuantity(sku, body.quantity)
                ?: return@patch call.respond(HttpStatusCode.NotFound, mapOf("error" to "unknown sku $sku"))
            call.respond(updated)
        }
    }
}
'''

ITEMS = [("SKU-0007", "Cable tie 200 mm (100 pk)", 140, "A-02"), ("SKU-0013", "Wood screw 4x30 (200 pk)", 64, "A-11"),
         ("SKU-0042", "M8 hex bolt, 40 mm", 23, "B-07"), ("SKU-0051", "M8 washer (50 pk)", 310, "B-08"),
         ("SKU-0078", "Wall plug 6 mm (100 pk)", 9, "C-01"), ("SKU-0104", "Butt hinge 75 mm", 32, "D-03")]


def _item(sku: str, name: str, qty: int, loc: str) -> dict:
    return {"sku": sku, "name": name, "quantity": qty, "location": loc}


def t08(rs: RowSet) -> None:
    root = "/home/lena/projects/ktor-inventory"
    path = f"{root}/src/main/kotlin/com/acme/inventory/Routes.kt"
    old = "            call.respond(store.find(sku)!!)"
    new = ("            val item = store.find(sku)\n"
           "                ?: return@get call.respond(HttpStatusCode.NotFound, mapOf(\"error\" to \"unknown sku $sku\"))\n"
           "            call.respond(item)")
    sub(ROUTES_KT, old, new)
    sysp = system("You are simulating the tools of Gemini CLI (read_file, write_file, replace, list_directory, glob, search_file_content, run_shell_command) in the Kotlin/Ktor 2.3 Gradle project /home/lena/projects/ktor-inventory (JDK 21, Linux).", GEM_TOOLS)
    state = ("Project root /home/lena/projects/ktor-inventory, branch fix/unknown-sku-404. The store is InventoryStore (in-memory, seeded with 6 items at startup).\n"
             "Bug: GET /items/{sku} for an unknown SKU answers 500 instead of 404.")
    fail_out = ("> Task :checkKotlinGradlePluginConfigurationErrors\n> Task :compileKotlin UP-TO-DATE\n> Task :compileJava NO-SOURCE\n"
                "> Task :processResources UP-TO-DATE\n> Task :classes UP-TO-DATE\n> Task :compileTestKotlin UP-TO-DATE\n"
                "> Task :compileTestJava NO-SOURCE\n> Task :processTestResources NO-SOURCE\n> Task :testClasses UP-TO-DATE\n"
                "> Task :test\n\nInventoryRoutesTest > returns 404 for unknown sku() FAILED\n"
                "    org.opentest4j.AssertionFailedError at InventoryRoutesTest.kt:61\n\n12 tests completed, 1 failed\n\n"
                "> Task :test FAILED\n\n5 actionable tasks: 2 executed, 3 up-to-date")
    fail_err = ("FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n"
                f"> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html\n\n"
                "* Try:\n> Run with --scan to get full insights.\n\nBUILD FAILED in 14s")
    ok_out = ("> Task :checkKotlinGradlePluginConfigurationErrors\n> Task :compileKotlin\n> Task :compileJava NO-SOURCE\n"
              "> Task :processResources UP-TO-DATE\n> Task :classes\n> Task :compileTestKotlin\n> Task :compileTestJava NO-SOURCE\n"
              "> Task :processTestResources NO-SOURCE\n> Task :testClasses\n> Task :test\n\nBUILD SUCCESSFUL in 19s\n"
              "5 actionable tasks: 3 executed, 2 up-to-date")
    log = ("2024-06-18 09:14:51.203 [main] INFO  Application - Autoreload is disabled because the development mode is off.\n"
           "2024-06-18 09:14:51.377 [main] INFO  com.acme.inventory.InventoryStore - Seeded 6 items\n"
           "2024-06-18 09:14:51.389 [main] INFO  Application - Application started in 0.412 seconds.\n"
           "2024-06-18 09:14:51.512 [DefaultDispatcher-worker-1] INFO  Application - Responding at http://0.0.0.0:8080")
    items = {s: _item(s, n, q, loc) for s, n, q, loc in ITEMS}
    items["SKU-0042"]["quantity"] = 23
    before = json.dumps(items["SKU-0042"], separators=(",", ":"))
    items["SKU-0042"]["quantity"] = 17
    after = json.dumps(items["SKU-0042"], separators=(",", ":"))
    by_qty = json.dumps(sorted(items.values(), key=lambda d: d["quantity"]), separators=(",", ":"))
    c1 = "./gradlew test --console=plain"
    c5 = "nohup ./gradlew run --console=plain > /tmp/ktor.log 2>&1 & sleep 12; tail -n 4 /tmp/ktor.log"
    c6 = "curl -s localhost:8080/items/SKU-0042"
    c7 = "curl -s -X PATCH localhost:8080/items/SKU-0042 -H 'Content-Type: application/json' -d '{\"quantity\": 17}'"
    c8 = "curl -s 'localhost:8080/items?sort=quantity'"
    c9 = "curl -s -i localhost:8080/items/SKU-9999; echo; curl -s localhost:8080/health"
    nf_body = json.dumps({"error": "unknown sku SKU-9999"}, separators=(",", ":"))
    notfound = (f"HTTP/1.1 404 Not Found\nContent-Length: {len(nf_body)}\nContent-Type: application/json\n\n"
                + nf_body + "\n" + json.dumps({"status": "ok", "items": "6"}, separators=(",", ":")))
    turns = [
        (gsh(c1, "Run the test suite"), grun(c1, fail_out, fail_err, 1, 70911)),
        (call("read_file", absolute_path=path), ROUTES_KT),
        (call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."),
        (gsh(c1, "Re-run the tests"), grun(c1, ok_out, "", 0, 71088)),
        (gsh(c5, "Start the server in the background"), grun(c5, log, "", 0, 71230, "71234")),
        (gsh(c6, "Fetch one item"), grun(c6, before, "", 0, 71611)),
        (gsh(c7, "Set its quantity to 17"), grun(c7, after, "", 0, 71640)),
        (gsh(c8, "List items sorted by quantity"), grun(c8, by_qty, "", 0, 71662)),
        (gsh(c9, "Check the 404 path and health"), grun(c9, notfound, "", 0, 71690)),
    ]
    rs.add("swe", "h51-swe-08", sysp, turns, state=state)


# ---------------------------------------------------------------- 09 numpy / Aider / clean
WINDOW_PY = '''"""Window functions for short-time spectral analysis."""

from __future__ import annotations

import numpy as np


def hann(n: int, *, sym: bool = False, norm: bool = False) -> np.ndarray:
    """Hann window of length ``n``.

    ``sym=False`` (the default) returns the periodic window used for spectral
    analysis; ``sym=True`` returns the symmetric window used for filter design.
    ``norm=True`` scales the window so that its samples sum to 1.
    """
    if n < 1:
        raise ValueError("n must be positive")
    if n == 1:
        return np.ones(1)
    k = np.arange(n)
    w = 0.5 - 0.5 * np.cos(2 * np.pi * k / (n - 1))
    return w


def coherent_gain(w: np.ndarray) -> float:
    return float(np.sum(w) / w.size)'''


def _hann_fail(periodic: bool) -> str:
    first = "" if periodic else (
        "__________________________ test_hann_periodic_default __________________________\n\n"
        "    def test_hann_periodic_default():\n"
        "        w = hann(8)\n"
        ">       np.testing.assert_allclose(w[[1, 2, 4]], [0.14644661, 0.5, 1.0], rtol=1e-6)\n"
        "E       AssertionError: \n"
        "E       Not equal to tolerance rtol=1e-06, atol=0\n"
        "E       \n"
        "E       Mismatched elements: 3 / 3 (100%)\n"
        "E       Max absolute difference among violations: 0.11126047\n"
        "E       Max relative difference among violations: 0.28548622\n"
        "E        ACTUAL: array([0.188255, 0.61126 , 0.950484])\n"
        "E        DESIRED: array([0.146447, 0.5     , 1.      ])\n\n"
        "tests/test_window.py:12: AssertionError\n")
    total = "8.0" if periodic else "7.5"
    second = ("__________________________ test_hann_norm_sums_to_one __________________________\n\n"
              "    def test_hann_norm_sums_to_one():\n"
              ">       assert hann(16, norm=True).sum() == pytest.approx(1.0)\n"
              f"E       assert np.float64({total}) == 1.0 ± 1.0e-06\n"
              f"E        +  where np.float64({total}) = <built-in method sum of numpy.ndarray object at 0x7f0c5a1b2d30>()\n\n"
              "tests/test_window.py:31: AssertionError\n")
    summary = ("=========================== short test summary info ============================\n"
               + ("" if periodic else "FAILED tests/test_window.py::test_hann_periodic_default - AssertionError: \n")
               + f"FAILED tests/test_window.py::test_hann_norm_sums_to_one - assert np.float64({total}) == 1.0 ± 1.0e-06\n"
               + ("1 failed, 10 passed in 0.19s" if periodic else "2 failed, 9 passed in 0.22s"))
    marks = {4: "F"} if periodic else {0: "F", 4: "F"}
    return (pyq(11, marks) + "\n=================================== FAILURES ===================================\n"
            + first + second + summary)


def t09(rs: RowSet) -> None:
    rel = "sigkit/window.py"
    s1 = "    w = 0.5 - 0.5 * np.cos(2 * np.pi * k / (n - 1))"
    r1 = "    m = n - 1 if sym else n\n    w = 0.5 - 0.5 * np.cos(2 * np.pi * k / m)"
    w1 = sub(WINDOW_PY, s1, r1)
    s2 = "    w = 0.5 - 0.5 * np.cos(2 * np.pi * k / m)\n    return w"
    r2 = "    w = 0.5 - 0.5 * np.cos(2 * np.pi * k / m)\n    if norm:\n        w = w / w.sum()\n    return w"
    sub(w1, s2, r2)
    sysp = system("You are simulating an Aider 0.59 chat session (model: claude-3-5-sonnet, edit format: diff, auto-commits on) in the git repository /home/kai/src/sigkit, a small NumPy 2.1 signal-processing library. Reply with what aider prints for each chat command or applied edit.", AIDER_TOOLS)
    state = ("Aider v0.59.1\nMain model: claude-3-5-sonnet-20241022 with diff edit format, infinite output\nGit repo: .git with 14 files\n"
             "Repo-map: using 1024 tokens, auto refresh\n\nHEAD: e5c0f19 feat: add coherent_gain helper (branch main)\n"
             "Task: hann() must default to the periodic window and honour norm=True.")
    pr = "python -c \"from sigkit.window import hann; w = hann(8); print(w.round(4)); print(w.sum()); print(hann(8, norm=True).round(4))\""
    turns = [
        (achat("/add sigkit/window.py tests/test_window.py"),
         "Added sigkit/window.py to the chat\nAdded tests/test_window.py to the chat"),
        (achat("/run python -m pytest tests/test_window.py -q"), aider_run(_hann_fail(False))),
        (asr(rel, s1, r1), "Applied edit to sigkit/window.py\nCommit 3b7d2e9 fix: use periodic Hann window unless sym=True"),
        (achat("/run python -m pytest tests/test_window.py -q"), aider_run(_hann_fail(True))),
        (asr(rel, s2, r2), "Applied edit to sigkit/window.py\nCommit a41f0c6 fix: normalize Hann window to unit sum when norm=True"),
        (achat("/run python -m pytest tests/test_window.py -q"), aider_run(pyq(11) + "\n11 passed in 0.16s")),
        (achat(f"/run {pr}"),
         aider_run("[0.     0.1464 0.5    0.8536 1.     0.8536 0.5    0.1464]\n4.0\n"
                   "[0.     0.0366 0.125  0.2134 0.25   0.2134 0.125  0.0366]")),
        (achat("/git log --oneline -4"),
         "a41f0c6 (HEAD -> main) fix: normalize Hann window to unit sum when norm=True\n"
         "3b7d2e9 fix: use periodic Hann window unless sym=True\n"
         "e5c0f19 feat: add coherent_gain helper\n90ab3d1 test: window function properties"),
    ]
    rs.add("swe", "h51-swe-09", sysp, turns, state=state)


# ---------------------------------------------------------------- 10 Go service / OpenHands / clean
MEMORY_GO = '''package store

import (
\t"errors"
\t"sync"
\t"time"
)

var ErrNotFound = errors.New("store: link not found")

type entry struct {
\turl     string
\texpires time.Time
\thits    int
}

// Memory is an in-process link store. Links are lost on restart.
type Memory struct {
\tmu    sync.RWMutex
\tlinks map[string]*entry
\tnow   func() time.Time
}

func NewMemory() *Memory {
\treturn &Memory{links: make(map[string]*entry), now: time.Now}
}

func (m *Memory) Put(code, url string, ttl time.Duration) {
\tm.mu.Lock()
\tdefer m.mu.Unlock()
\tm.links[code] = &entry{url: url, expires: m.now().Add(ttl)}
}

func (m *Memory) Resolve(code string) (string, error) {
\tm.mu.Lock()
\tdefer m.mu.Unlock()
\te, ok := m.links[code]
\tif !ok {
\t\treturn "", ErrNotFound
\t}
\tif e.expires.After(m.now()) {
\t\tdelete(m.links, code)
\t\treturn "", ErrNotFound
\t}
\te.hits++
\treturn e.url, nil
}

func (m *Memory) Stats() (links, hits int) {
\tm.mu.RLock()
\tdefer m.mu.RUnlock()
\tfor _, e := range m.links {
\t\thits += e.hits
\t}
\treturn len(m.links), hits
}'''


def t10(rs: RowSet) -> None:
    root = "/workspace/shortlink"
    path = f"{root}/internal/store/memory.go"
    old = "\tif e.expires.After(m.now()) {"
    new = "\tif !m.now().Before(e.expires) {"
    mem2 = sub(MEMORY_GO, old, new)
    k = line_no(mem2, "Before(e.expires)")
    sysp = system("You are simulating the sandbox of an OpenHands agent (execute_bash, str_replace_editor) working on the Go 1.22 module github.com/acme/shortlink at /workspace/shortlink (a small URL shortener service).", OH_TOOLS)
    state = ("Repository /workspace/shortlink, branch fix/resolve-expiry, clean. Packages: cmd/shortlink, internal/api, internal/codegen, internal/store.\n"
             "Bug: every freshly created short link answers 404.")
    mod = "github.com/acme/shortlink"
    t1 = (f"?   \t{mod}/cmd/shortlink\t[no test files]\nok  \t{mod}/internal/api\t0.021s\nok  \t{mod}/internal/codegen\t0.004s\n"
          "--- FAIL: TestMemory_ResolveFresh (0.00s)\n    memory_test.go:21: Resolve(\"abc123\") error = store: link not found, want nil\n"
          "--- FAIL: TestMemory_Stats (0.00s)\n    memory_test.go:58: Stats() = (0, 0), want (1, 2)\nFAIL\n"
          f"FAIL\t{mod}/internal/store\t0.006s\nFAIL")
    t2 = (f"?   \t{mod}/cmd/shortlink\t[no test files]\nok  \t{mod}/internal/api\t(cached)\nok  \t{mod}/internal/codegen\t(cached)\n"
          f"ok  \t{mod}/internal/store\t0.005s")
    body = '<a href="https://go.dev/doc/effective_go">Found</a>.\n\n'
    redirect = ("HTTP/1.1 302 Found\nContent-Type: text/html; charset=utf-8\nLocation: https://go.dev/doc/effective_go\n"
                f"Date: Tue, 02 Jul 2024 13:05:53 GMT\nContent-Length: {len(body)}\n\n" + body.rstrip("\n"))
    log1 = ('{"time":"2024-07-02T13:05:41.118Z","level":"INFO","msg":"store ready","backend":"memory","persistent":false}\n'
            '{"time":"2024-07-02T13:05:41.119Z","level":"INFO","msg":"listening","addr":":8090","pid":23817}\n23817')
    log2 = ('{"time":"2024-07-02T13:06:12.540Z","level":"INFO","msg":"store ready","backend":"memory","persistent":false}\n'
            '{"time":"2024-07-02T13:06:12.541Z","level":"INFO","msg":"listening","addr":":8090","pid":23902}\n'
            '{"links":0,"redirects":0,"uptime_s":1}')
    turns = [
        (bash(f"cd {root} && go test ./..."), oh_bash(t1, root, 1)),
        (editor("view", path), cat_n(path, MEMORY_GO)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, span(mem2, k - 5, k + 6), k - 5)),
        (bash("go test ./..."), oh_bash(t2, root)),
        (bash("go build -o bin/shortlink ./cmd/shortlink && (nohup ./bin/shortlink -addr :8090 > /tmp/sl.log 2>&1 &) && sleep 1 && cat /tmp/sl.log && pgrep -f bin/shortlink"),
         oh_bash(log1, root)),
        (bash("curl -s -X POST localhost:8090/api/links -d '{\"url\":\"https://go.dev/doc/effective_go\",\"ttl\":\"24h\"}'"),
         oh_bash('{"code":"k3XbQ9","url":"https://go.dev/doc/effective_go","expires_at":"2024-07-03T13:05:49Z"}', root)),
        (bash("curl -si localhost:8090/k3XbQ9"), oh_bash(redirect, root)),
        (bash("curl -s localhost:8090/api/stats"), oh_bash('{"links":1,"redirects":1,"uptime_s":19}', root)),
        (bash("kill 23817 && sleep 1 && (nohup ./bin/shortlink -addr :8090 >> /tmp/sl.log 2>&1 &) && sleep 1 && tail -n 2 /tmp/sl.log && curl -s localhost:8090/api/stats"),
         oh_bash(log2, root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M internal/store/memory.go\n internal/store/memory.go | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", root)),
    ]
    rs.add("swe", "h51-swe-10", sysp, turns, state=state)


# ---------------------------------------------------------------- 11 Bun + Elysia / Cline / bad t8
AUTH_TS = '''import { Elysia, t } from "elysia";
import { jwt } from "@elysiajs/jwt";
import { db } from "../db";
import { SessionStore } from "../legacy/session";
import { CookieStore } from "../legacy/cookie-store";

const sessions = new SessionStore(new CookieStore({ secure: true }));

export const auth = new Elysia({ prefix: "/auth" })
  .use(jwt({ name: "jwt", secret: Bun.env.JWT_SECRET!, exp: "7d" }))
  .post(
    "/login",
    async ({ body, jwt, cookie: { session }, error }) => {
      const user = db.query("SELECT id, password_hash FROM users WHERE email = ?").get(body.email) as
        | { id: number; password_hash: string }
        | null;
      if (!user || !(await Bun.password.verify(body.password, user.password_hash))) {
        return error(401, "invalid credentials");
      }
      const sid = sessions.create(user.id);
      session.set({ value: sid, httpOnly: true, sameSite: "lax", path: "/" });
      return { ok: true };
    },
    { body: t.Object({ email: t.String(), password: t.String() }) },
  )
  .post("/logout", ({ cookie: { session } }) => {
    sessions.destroy(session.value);
    session.remove();
    return { ok: true };
  });'''


def _numstat(old: str, new: str) -> tuple[int, int]:
    d = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0))[2:]
    return (sum(1 for x in d if x.startswith("+")), sum(1 for x in d if x.startswith("-")))


def t11(rs: RowSet) -> None:
    rel = "src/routes/auth.ts"
    blocks = [
        ('import { SessionStore } from "../legacy/session";\nimport { CookieStore } from "../legacy/cookie-store";\n\n'
         'const sessions = new SessionStore(new CookieStore({ secure: true }));\n', ""),
        ('      const sid = sessions.create(user.id);\n      session.set({ value: sid, httpOnly: true, sameSite: "lax", path: "/" });',
         '      const token = await jwt.sign({ sub: String(user.id) });\n      session.set({\n        value: token,\n'
         '        httpOnly: true,\n        secure: true,\n        sameSite: "lax",\n        path: "/",\n        maxAge: 7 * 86400,\n      });'),
        ("    sessions.destroy(session.value);\n", ""),
    ]
    auth2 = AUTH_TS
    for s, r in blocks:
        auth2 = sub(auth2, s, r)
    ins, dels = _numstat(AUTH_TS, auth2)
    legacy_lines = 41 + 27
    sysp = system("You are simulating the environment of the Cline VS Code extension (execute_command, read_file, write_to_file, replace_in_file, search_files, list_files) in the Bun 1.1 + Elysia 1.1 project /Users/ana/dev/elysia-notes on macOS 14.", CLINE_TOOLS)
    state = ("Workspace /Users/ana/dev/elysia-notes (git, branch chore/drop-legacy-session, clean). src/legacy/ holds the old cookie session store (session.ts, 41 lines; cookie-store.ts, 27 lines).\n"
             "Task: drop src/legacy and keep the login in a signed JWT cookie.")
    listing1 = ("src/db.ts\nsrc/index.ts\nsrc/legacy/\nsrc/legacy/cookie-store.ts\nsrc/legacy/session.ts\nsrc/plugins/\n"
                "src/plugins/logger.ts\nsrc/plugins/rate-limit.ts\nsrc/routes/\nsrc/routes/auth.ts\nsrc/routes/notes.ts\nsrc/types.ts")
    listing2 = ("src/db.ts\nsrc/index.ts\nsrc/legacy/\nsrc/legacy/session.ts\nsrc/plugins/\nsrc/plugins/logger.ts\n"
                "src/plugins/rate-limit.ts\nsrc/routes/\nsrc/routes/auth.ts\nsrc/routes/notes.ts\nsrc/types.ts")
    search = ("Found 2 results.\n\nsrc/routes/auth.ts\n│----\n│import { db } from \"../db\";\n"
              "│import { SessionStore } from \"../legacy/session\";\n│import { CookieStore } from \"../legacy/cookie-store\";\n│\n│----")
    tests = [("tests/auth.test.ts", ["POST /auth/login > rejects bad password [4.21ms]", "POST /auth/login > sets a session cookie [38.70ms]",
                                     "POST /auth/logout > clears the cookie [1.12ms]"]),
             ("tests/notes.test.ts", ["GET /notes > requires auth [0.94ms]", "GET /notes > lists own notes only [2.35ms]",
                                      "POST /notes > validates title length [0.71ms]", "POST /notes > creates a note [1.88ms]",
                                      "DELETE /notes/:id > 404 for foreign note [0.66ms]"]),
             ("tests/rate-limit.test.ts", ["rate limit > allows 20 requests per minute [3.02ms]", "rate limit > answers 429 after the limit [2.47ms]"]),
             ("tests/db.test.ts", ["db > migrations are idempotent [5.19ms]", "db > foreign keys are enforced [0.83ms]"])]
    bun_out = "bun test v1.1.29 (6a1f6c3e)\n" + "".join(
        f"\n{f}:\n" + "\n".join(f"✓ {t}" for t in ts) + "\n" for f, ts in tests) + (
        "\n 12 pass\n 0 fail\n 31 expect() calls\nRan 12 tests across 4 files. [184.00ms]")
    commit = ("[chore/drop-legacy-session 8d1e44a] refactor(auth): replace legacy cookie sessions with a signed JWT cookie\n"
              f" 3 files changed, {ins} insertions(+), {dels + legacy_lines} deletions(-)\n"
              " delete mode 100644 src/legacy/cookie-store.ts\n delete mode 100644 src/legacy/session.ts")
    turns = [
        (cline("list_files", path="src", recursive="true"), listing1),
        (cline("search_files", path="src", regex="legacy/", file_pattern="*.ts"), search),
        (cline("read_file", path=rel), AUTH_TS),
        (cline("replace_in_file", path=rel, diff="\n\n".join(sr_block(s.rstrip("\n"), r.rstrip("\n")) for s, r in blocks)),
         cl_saved(rel, auth2)),
        (cline("execute_command", command="rm -r src/legacy && bun test", requires_approval="true"), cl_exec(bun_out)),
        (cline("execute_command", command="bunx tsc --noEmit", requires_approval="false"), "Command executed."),
        (cline("execute_command", command="git status --short", requires_approval="false"),
         cl_exec(" D src/legacy/cookie-store.ts\n D src/legacy/session.ts\n M src/routes/auth.ts")),
        (cline("list_files", path="src", recursive="true"), listing2),
        (cline("execute_command", command="bun run build", requires_approval="false"),
         cl_exec("$ bun build src/index.ts --outdir dist --target bun\n  index.js  0.41 MB  (entry point)\n\n[23ms] bundle 14 modules")),
        (cline("execute_command", command="git add -A && git commit -m \"refactor(auth): replace legacy cookie sessions with a signed JWT cookie\"", requires_approval="true"),
         cl_exec(commit)),
    ]
    rs.add("swe", "h51-swe-11", sysp, turns, state=state, bad=True, turn=8,
           kind="list_files shows src/legacy/session.ts again after `rm -r src/legacy` removed it and git status listed it as deleted.")


# ---------------------------------------------------------------- 12 Elixir Phoenix / SWE-agent / clean
CONTENT_EX = '''defmodule Blogly.Content do
  @moduledoc """
  The Content context: posts and comments.
  """

  import Ecto.Query, warn: false
  alias Blogly.Repo
  alias Blogly.Content.{Comment, Post}

  @doc """
  Returns published posts, newest first.

  ## Options

    * `:limit` - maximum number of posts (default 20)
    * `:tag` - only posts carrying this tag

  """
  def list_posts(opts \\\\ []) do
    limit = Keyword.get(opts, :limit, 20)

    Post
    |> where([p], not is_nil(p.published_at))
    |> order_by([p], asc: p.inserted_at)
    |> limit(^limit)
    |> maybe_filter_tag(Keyword.get(opts, :tag))
    |> Repo.all()
  end

  defp maybe_filter_tag(query, nil), do: query

  defp maybe_filter_tag(query, tag) do
    where(query, [p], ^tag in p.tags)
  end

  @doc """
  Gets a single post by slug. Raises `Ecto.NoResultsError` if missing.
  """
  def get_post!(slug), do: Repo.get_by!(Post, slug: slug) |> Repo.preload(:comments)

  @doc """
  Creates a post.
  """
  def create_post(attrs \\\\ %{}) do
    %Post{}
    |> Post.changeset(attrs)
    |> Repo.insert()
  end

  @doc """
  Updates a post.
  """
  def update_post(%Post{} = post, attrs) do
    post
    |> Post.changeset(attrs)
    |> Repo.update()
  end

  @doc """
  Publishes a post now unless it is already published.
  """
  def publish_post(%Post{published_at: nil} = post) do
    update_post(post, %{published_at: DateTime.utc_now() |> DateTime.truncate(:second)})
  end

  def publish_post(%Post{} = post), do: {:ok, post}

  @doc """
  Deletes a post and its comments.
  """
  def delete_post(%Post{} = post), do: Repo.delete(post)

  @doc """
  Returns the comments of a post, oldest first.
  """
  def list_comments(%Post{id: post_id}) do
    Comment
    |> where([c], c.post_id == ^post_id)
    |> order_by([c], asc: c.inserted_at)
    |> Repo.all()
  end

  @doc """
  Adds a comment to a post.
  """
  def create_comment(%Post{} = post, attrs) do
    %Comment{post_id: post.id}
    |> Comment.changeset(attrs)
    |> Repo.insert()
  end

  @doc """
  Returns an `%Ecto.Changeset{}` for tracking post changes.
  """
  def change_post(%Post{} = post, attrs \\\\ %{}) do
    Post.changeset(post, attrs)
  end
end'''


def t12(rs: RowSet) -> None:
    root = "/blogly"
    rel = "lib/blogly/content.ex"
    path = f"{root}/{rel}"
    k = line_no(CONTENT_EX, "asc: p.inserted_at")
    new = ("    # newest first; the id breaks ties between posts published in the same second\n"
           "    |> order_by([p], desc: p.published_at, desc: p.id)")
    c2 = "\n".join(CONTENT_EX.split("\n")[:k - 1] + new.split("\n") + CONTENT_EX.split("\n")[k:])
    sysp = system("You are simulating the environment of a SWE-agent run on the Phoenix 1.7 application checked out at /blogly (Elixir 1.17.2, OTP 27, PostgreSQL 16 test database). The agent uses the windowed file viewer (WINDOW=50) and shell commands; every observation ends with the open file and current directory lines and the `bash-$` prompt.", SWEA_TOOLS)
    state = ("Issue #203: the home page lists posts oldest first, and drafts edited recently jump ahead of older published posts. `Content.list_posts/1` must return published posts by publication date, newest first.\n"
             "(Open file: n/a)\n(Current directory: /blogly)")
    tf = "test/blogly/content_test.exs"
    fail = ("Running ExUnit with seed: 418223, max_cases: 16\n\n......\n\n"
            "  1) test list_posts/1 returns published posts newest first (Blogly.ContentTest)\n"
            f"     {tf}:34\n     Assertion with == failed\n"
            "     code:  assert Enum.map(Content.list_posts(), & &1.slug) == [\"third\", \"second\", \"first\"]\n"
            "     left:  [\"first\", \"second\", \"third\"]\n     right: [\"third\", \"second\", \"first\"]\n"
            f"     stacktrace:\n       {tf}:41: (test)\n\n.......\n"
            "Finished in 0.2 seconds (0.2s async, 0.00s sync)\n14 tests, 1 failure\n\nRandomized with seed 418223")
    ok1 = ("Running ExUnit with seed: 90114, max_cases: 16\n\n..............\n"
           "Finished in 0.2 seconds (0.2s async, 0.00s sync)\n14 tests, 0 failures\n\nRandomized with seed 90114")
    ok2 = ("Running ExUnit with seed: 733502, max_cases: 16\n\n" + "." * 64 + "\n"
           "Finished in 0.9 seconds (0.7s async, 0.2s sync)\n3 doctests, 61 tests, 0 failures\n\nRandomized with seed 733502")
    diff = gdiff(rel, CONTENT_EX, c2, "4b1d0e7..c93f2a8", {k - 3: "defmodule Blogly.Content do"})
    turns = [
        (call("search_dir", search_term="def list_posts", dir="lib"),
         swe_foot(f'Found 1 matches for "def list_posts" in {root}/lib:\n{path} (1 matches)\nEnd of matches for "def list_posts" in {root}/lib', "n/a", root)),
        (call("open", path=rel), swe_foot(swe_window(path, CONTENT_EX, 1, 50), path, root)),
        (call("bash", command=f"mix test {tf}"), swe_foot(fail, path, root)),
        (call("edit", start_line=k, end_line=k, replacement=new), swe_foot(swe_window(path, c2, 1, 50) + "\n" + EDITED_NOTE, path, root)),
        (call("bash", command=f"mix test {tf}"), swe_foot(ok1, path, root)),
        (call("bash", command="mix test"), swe_foot(ok2, path, root)),
        (call("open", path=rel, line_number=60), swe_foot(swe_window(path, c2, 35, 84), path, root)),
        (call("bash", command="mix format --check-formatted && mix compile --warnings-as-errors --force"),
         swe_foot("Compiling 14 files (.ex)\nGenerated blogly app", path, root)),
        (call("submit"), swe_foot(diff, path, root)),
    ]
    rs.add("swe", "h51-swe-12", sysp, turns, state=state)


# ---------------------------------------------------------------- 13 C# .NET + EF Core / Claude Code / bad t9
INVOICE_CS = '''namespace Invoicing.Domain;

public class Invoice
{
    public int Id { get; set; }
    public string Number { get; set; } = string.Empty;
    public int CustomerId { get; set; }
    public Customer Customer { get; set; } = null!;
    public DateOnly IssuedOn { get; set; }
    public DateOnly DueOn { get; set; }
    public string Currency { get; set; } = "EUR";
    public List<InvoiceLine> Lines { get; set; } = new();

    public decimal Total => Lines.Sum(l => l.Quantity * l.UnitPrice);
}'''

STATUS_CS = '''namespace Invoicing.Domain;

public enum InvoiceStatus
{
    Draft = 0,
    Issued = 1,
    Paid = 2,
    Void = 3,
}'''

MIGRATION_CS = '''using Microsoft.EntityFrameworkCore.Migrations;

#nullable disable

namespace Invoicing.Data.Migrations
{
    /// <inheritdoc />
    public partial class AddInvoiceStatus : Migration
    {
        /// <inheritdoc />
        protected override void Up(MigrationBuilder migrationBuilder)
        {
            migrationBuilder.AddColumn<int>(
                name: "Status",
                table: "Invoices",
                type: "integer",
                nullable: false,
                defaultValue: 0);
        }

        /// <inheritdoc />
        protected override void Down(MigrationBuilder migrationBuilder)
        {
            migrationBuilder.DropColumn(
                name: "Status",
                table: "Invoices");
        }
    }
}'''


def t13(rs: RowSet) -> None:
    root = "/home/dev/src/Invoicing"
    ip = f"{root}/src/Invoicing.Domain/Invoice.cs"
    old = '    public string Currency { get; set; } = "EUR";'
    new = old + "\n    public InvoiceStatus Status { get; set; } = InvoiceStatus.Draft;"
    inv2 = sub(INVOICE_CS, old, new)
    k = line_no(inv2, "InvoiceStatus Status")
    ef = "--project src/Invoicing.Data --startup-project src/Invoicing.Api"
    sysp = system("You are simulating the tools of a Claude Code session (Bash, Read, Edit, Write, Grep, Glob) in the .NET 8 solution /home/dev/src/Invoicing (ASP.NET Core API, EF Core 8.0.6 with Npgsql, xUnit tests), Ubuntu 22.04, dotnet-ef 8.0.6.", CC_TOOLS)
    state = ("cwd /home/dev/src/Invoicing, branch feature/invoice-status, clean. Projects: src/Invoicing.Domain, src/Invoicing.Data, src/Invoicing.Api, tests/Invoicing.Tests. Local database invoicing_dev is up to date.\n"
             "Task: add an InvoiceStatus (Draft, Issued, Paid, Void) to invoices with a migration. Today is 2024-06-11.")
    applied = "20240402081530_InitialCreate\n20240418143307_AddCustomerTaxId\n20240523101145_AddInvoiceLines"
    ls = ("total 64\ndrwxr-xr-x 2 dev dev  4096 Jun 11 09:34 .\ndrwxr-xr-x 5 dev dev  4096 May 23 10:12 ..\n"
          "-rw-r--r-- 1 dev dev  3412 Apr  2 08:15 20240402081530_InitialCreate.cs\n"
          "-rw-r--r-- 1 dev dev  6120 Apr  2 08:15 20240402081530_InitialCreate.Designer.cs\n"
          "-rw-r--r-- 1 dev dev   912 Apr 18 14:33 20240418143307_AddCustomerTaxId.cs\n"
          "-rw-r--r-- 1 dev dev  6388 Apr 18 14:33 20240418143307_AddCustomerTaxId.Designer.cs\n"
          "-rw-r--r-- 1 dev dev  2291 May 23 10:11 20240523101145_AddInvoiceLines.cs\n"
          "-rw-r--r-- 1 dev dev  7954 May 23 10:11 20240523101145_AddInvoiceLines.Designer.cs\n"
          f"-rw-r--r-- 1 dev dev  {len(MIGRATION_CS) + 1:4d} Jun 11 09:34 20240611093412_AddInvoiceStatus.cs\n"
          "-rw-r--r-- 1 dev dev  8102 Jun 11 09:34 20240611093412_AddInvoiceStatus.Designer.cs\n"
          "-rw-r--r-- 1 dev dev  8019 Jun 11 09:34 InvoicingDbContextModelSnapshot.cs")
    test_out = ("  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
                f"  Invoicing.Domain -> {root}/src/Invoicing.Domain/bin/Debug/net8.0/Invoicing.Domain.dll\n"
                f"  Invoicing.Data -> {root}/src/Invoicing.Data/bin/Debug/net8.0/Invoicing.Data.dll\n"
                f"  Invoicing.Api -> {root}/src/Invoicing.Api/bin/Debug/net8.0/Invoicing.Api.dll\n"
                f"  Invoicing.Tests -> {root}/tests/Invoicing.Tests/bin/Debug/net8.0/Invoicing.Tests.dll\n"
                f"Test run for {root}/tests/Invoicing.Tests/bin/Debug/net8.0/Invoicing.Tests.dll (.NETCoreApp,Version=v8.0)\n"
                "Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)\nCopyright (c) Microsoft Corporation.  All rights reserved.\n\n"
                "Starting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\n"
                "Passed!  - Failed:     0, Passed:    38, Skipped:     0, Total:    38, Duration: 1 s - Invoicing.Tests.dll (net8.0)")
    mig = f"{root}/src/Invoicing.Data/Migrations/20240611093412_AddInvoiceStatus.cs"
    turns = [
        (call("Bash", command=f"dotnet ef migrations list {ef}", description="List EF Core migrations"),
         "Build started...\nBuild succeeded.\n" + applied),
        (call("Read", file_path=ip), cc_num(INVOICE_CS)),
        (call("Edit", file_path=ip, old_string=old, new_string=new), cc_edited(ip, span(inv2, k - 3, k + 4), k - 3)),
        (call("Write", file_path=f"{root}/src/Invoicing.Domain/InvoiceStatus.cs", content=STATUS_CS),
         f"File created successfully at: {root}/src/Invoicing.Domain/InvoiceStatus.cs"),
        (call("Bash", command=f"dotnet ef migrations add AddInvoiceStatus {ef}", description="Scaffold the migration"),
         "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'"),
        (call("Bash", command="ls -la src/Invoicing.Data/Migrations/", description="List migration files"), ls),
        (call("Read", file_path=mig), cc_num(MIGRATION_CS)),
        (call("Bash", command="dotnet test", description="Run the test suite"), test_out),
        (call("Bash", command=f"dotnet ef migrations list {ef}", description="Check pending migrations"),
         "Build started...\nBuild succeeded.\n" + applied + "\n20240611093142_AddInvoiceStatus (Pending)"),
        (call("Bash", command=f"dotnet ef database update {ef}", description="Apply the migration"),
         "Build started...\nBuild succeeded.\nApplying migration '20240611093412_AddInvoiceStatus'.\nDone."),
    ]
    rs.add("swe", "h51-swe-13", sysp, turns, state=state, bad=True, turn=9,
           kind="migrations list shows the new migration as 20240611093142_AddInvoiceStatus, but the scaffolded files listed earlier are 20240611093412_AddInvoiceStatus.")


# ---------------------------------------------------------------- 14 Node Express / Gemini CLI / clean
APP_JS = '''const express = require("express");
const helmet = require("helmet");
const morgan = require("morgan");
const todos = require("./routes/todos");
const { notFound, errorHandler } = require("./middleware/errors");

function createApp({ logger = "dev" } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.use(helmet());
  if (logger) app.use(morgan(logger));

  app.get("/healthz", (req, res) => res.json({ ok: true }));
  app.use("/todos", todos);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}

module.exports = { createApp };
'''


def t14(rs: RowSet) -> None:
    root = "/home/ci/work/todo-api"
    path = f"{root}/src/app.js"
    old = "  if (logger) app.use(morgan(logger));"
    new = old + '\n  app.use(express.json({ limit: "1mb" }));'
    sub(APP_JS, old, new)
    sysp = system("You are simulating the tools of Gemini CLI (read_file, write_file, replace, list_directory, glob, search_file_content, run_shell_command) in the Node.js 20 project /home/ci/work/todo-api (Express 4, Jest 29, Linux).", GEM_TOOLS)
    state = "Project root /home/ci/work/todo-api (git, branch fix/json-body). Bug: POST /todos answers 400 \"title is required\" even when a title is sent."
    head = "\n> todo-api@1.3.0 test\n> jest\n"
    fail = ("PASS tests/health.test.js\nPASS tests/errors.test.js\nFAIL tests/todos.test.js\n"
            "  ● POST /todos › creates a todo and returns 201\n\n"
            "    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 201\n    Received: 400\n\n"
            "      22 |       .send({ title: \"buy milk\" });\n      23 |\n"
            "    > 24 |     expect(res.status).toBe(201);\n         |                        ^\n"
            "      25 |     expect(res.body).toMatchObject({ title: \"buy milk\", done: false });\n      26 |   });\n      27 |\n\n"
            "      at Object.toBe (tests/todos.test.js:24:24)\n\nPASS tests/validation.test.js\n\n"
            "Test Suites: 1 failed, 3 passed, 4 total\nTests:       1 failed, 17 passed, 18 total\nSnapshots:   0 total\n"
            "Time:        2.113 s\nRan all test suites.")
    ok = ("PASS tests/health.test.js\nPASS tests/validation.test.js\nPASS tests/errors.test.js\nPASS tests/todos.test.js\n\n"
          "Test Suites: 4 passed, 4 total\nTests:       18 passed, 18 total\nSnapshots:   0 total\nTime:        1.874 s, estimated 2 s\n"
          "Ran all test suites.")
    npm_ls = (f"todo-api@1.3.0 {root}\n├── eslint@8.57.0\n├── express@4.19.2\n├── helmet@7.1.0\n├── jest@29.7.0\n"
              "├── morgan@1.10.0\n├── nanoid@3.3.7\n└── supertest@7.0.0")
    cov = ("-----------------|---------|----------|---------|---------|-------------------\n"
           "File             | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n"
           "-----------------|---------|----------|---------|---------|-------------------\n"
           "All files        |   94.73 |    82.35 |     100 |   94.64 |                   \n"
           " src             |     100 |       50 |     100 |     100 |                   \n"
           "  app.js         |     100 |       50 |     100 |     100 | 11                \n"
           " src/middleware  |   88.88 |       75 |     100 |   88.88 |                   \n"
           "  errors.js      |   88.88 |       75 |     100 |   88.88 | 14                \n"
           " src/routes      |   93.75 |    91.66 |     100 |   93.54 |                   \n"
           "  todos.js       |   93.75 |    91.66 |     100 |   93.54 | 41,58             \n"
           "-----------------|---------|----------|---------|---------|-------------------")
    cov_err = ("Test Suites: 4 passed, 4 total\nTests:       18 passed, 18 total\nSnapshots:   0 total\n"
               "Time:        2.392 s\nRan all test suites.")
    turns = [
        (gsh("npm test", "Run the Jest suite"), grun("npm test", head, fail, 1, 88104)),
        (call("read_file", absolute_path=path), APP_JS),
        (call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."),
        (gsh("npm test", "Re-run the Jest suite"), grun("npm test", head, ok, 0, 88377)),
        (gsh("npm ls --depth=0", "List direct dependencies"), grun("npm ls --depth=0", npm_ls, "", 0, 88502)),
        (gsh("npx jest --coverage --silent", "Run tests with coverage"), grun("npx jest --coverage --silent", cov, cov_err, 0, 88611)),
    ]
    rs.add("swe", "h51-swe-14", sysp, turns, state=state)


# ---------------------------------------------------------------- 15 C + CMake (small CBOR decoder) / OpenHands / bad t4
DECODE_SNIP = '''static mcbor_err decode_item(mcbor_reader *r, mcbor_item *out, unsigned depth)
{
    uint8_t ib;
    mcbor_err err;

    if (r->pos >= r->len)
        return MCBOR_ERR_EOF;
    if (depth >= MCBOR_MAX_DEPTH) {
        r->error_offset = r->pos;
        return MCBOR_ERR_DEPTH;
    }
    ib = r->buf[r->pos++];
    out->major = ib >> 5;
    out->info = ib & 0x1f;

    err = read_argument(r, out->info, &out->arg);
    if (err != MCBOR_OK)
        return err;

    switch (out->major) {
    case MAJOR_ARRAY:'''

CTESTS = ["uint_roundtrip", "negint_roundtrip", "bytes_and_text", "indefinite_strings", "maps_sorted_keys",
          "floats_half_single_double", "nested_depth", "tags_and_simple", "truncated_input"]


def _ctest(root: str, failed: set[int], times: list[str]) -> str:
    out = [f"Internal ctest changing into directory: {root}/build", f"Test project {root}/build"]
    for i, name in enumerate(CTESTS, 1):
        dots = "." * (34 - len(name))
        out.append(f"    Start {i}: {name}")
        if i in failed:
            out.append(f"{i}/9 Test #{i}: {name} {dots}***Failed    {times[i - 1]} sec")
            out.append("test_nested.c:38: nested arrays, depth 16: expected MCBOR_OK (0), got MCBOR_ERR_DEPTH (-7)")
        else:
            out.append(f"{i}/9 Test #{i}: {name} {dots}   Passed    {times[i - 1]} sec")
    n = len(failed)
    out.append("")
    out.append(f"{round(100 * (9 - n) / 9)}% tests passed, {n} tests failed out of 9")
    out.append("")
    out.append("Total Test time (real) =   0.03 sec")
    if failed:
        out += ["", "The following tests FAILED:"] + [f"\t  {i} - {CTESTS[i - 1]} (Failed)" for i in sorted(failed)]
        out.append("Errors while running CTest")
    return "\n".join(out)


def t15(rs: RowSet) -> None:
    root = "/workspace/microcbor"
    path = f"{root}/src/decode.c"
    start = 135
    old = "    if (depth >= MCBOR_MAX_DEPTH) {"
    new = "    if (depth > MCBOR_MAX_DEPTH) {"
    snip2 = sub(DECODE_SNIP, old, new)
    k = start - 1 + line_no(DECODE_SNIP, "depth >= MCBOR_MAX_DEPTH")
    sysp = system("You are simulating the sandbox of an OpenHands agent (execute_bash, str_replace_editor) working on microcbor, a small C99 CBOR decoder built with CMake 3.28 and GCC 12 at /workspace/microcbor.", OH_TOOLS)
    state = ("Repository /workspace/microcbor, branch fix/depth-limit, clean. Public header include/mcbor.h, sources in src/, tests in tests/ (plain C, registered with add_test).\n"
             "Bug report: a document nested exactly MCBOR_MAX_DEPTH (16) levels deep is rejected with MCBOR_ERR_DEPTH; the README promises 16 levels are accepted.")
    cfg = ("-- The C compiler identification is GNU 12.2.0\n-- Detecting C compiler ABI info\n-- Detecting C compiler ABI info - done\n"
           "-- Check for working C compiler: /usr/bin/cc - skipped\n-- Detecting C compile features\n-- Detecting C compile features - done\n"
           "-- microcbor 0.6.2 (Debug), tests: ON, fuzzers: OFF\n-- Configuring done (0.3s)\n-- Generating done (0.0s)\n"
           f"-- Build files have been written to: {root}/build\n"
           "[ 85%] Built target test_strings\n[ 88%] Linking C executable tests/test_floats\n[ 92%] Linking C executable tests/test_nested\n"
           "[ 94%] Built target test_floats\n[ 96%] Built target test_nested\n[100%] Built target test_truncated")
    t1 = ["0.00"] * 9
    grep = ("include/mcbor.h:18:#define MCBOR_MAX_DEPTH 16\n"
            f"src/decode.c:{k}:{old}\n"
            "src/decode.c:207:    mcbor_item stack[MCBOR_MAX_DEPTH + 1];")
    shown = sub(DECODE_SNIP, old, new)
    diff = ("diff --git a/src/decode.c b/src/decode.c\nindex 7e1a0c4..b52f9d3 100644\n--- a/src/decode.c\n+++ b/src/decode.c\n"
            f"@@ -{k - 3},7 +{k - 3},7 @@ static mcbor_err decode_item(mcbor_reader *r, mcbor_item *out, unsigned depth)\n"
            " \n     if (r->pos >= r->len)\n         return MCBOR_ERR_EOF;\n"
            f"-{old}\n+{new}\n"
            "         r->error_offset = r->pos;\n         return MCBOR_ERR_DEPTH;\n     }")
    rebuild = ("[  4%] Building C object CMakeFiles/microcbor.dir/src/decode.c.o\n[  8%] Linking C static library libmicrocbor.a\n"
               "[ 12%] Built target microcbor\n" + "\n".join(f"[{p:3d}%] Linking C executable tests/test_{n}" for p, n in
                                                               [(20, "uint"), (32, "negint"), (44, "strings"), (56, "maps"), (68, "floats"), (80, "nested"), (92, "tags")])
               + "\n[100%] Built target test_truncated\n" + _ctest(root, set(), ["0.00"] * 8 + ["0.01"]))
    turns = [
        (bash(f"cd {root} && cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build -j8 2>&1 | tail -n 6"), oh_bash(cfg, root)),
        (bash("ctest --test-dir build --output-on-failure"), oh_bash(_ctest(root, {7}, t1), root, 8)),
        (bash("grep -rn MCBOR_MAX_DEPTH include src"), oh_bash(grep, root)),
        (editor("view", path, view_range=[start, start + 20]), cat_n(path, span(shown, 1, 21), start)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, span(snip2, k - start - 2, k - start + 6), k - 3)),
        (bash("cmake --build build -j8 2>&1 && ctest --test-dir build"), oh_bash(rebuild, root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    rs.add("swe", "h51-swe-15", sysp, turns, state=state, bad=True, turn=4,
           kind=f"Viewing src/decode.c shows line {k} as `if (depth > MCBOR_MAX_DEPTH)` although grep just printed that same line as `>=`, and no edit came between.")


# ---------------------------------------------------------------- 16 C++ + CMake + GoogleTest / Aider / bad t8
RB_PUSH_OLD = "        data_[tail_] = value;\n        tail_ = tail_ + 1;"
RB_PUSH_NEW = "        data_[tail_] = value;\n        tail_ = (tail_ + 1) % N;"
RB_TESTS = ["StartsEmpty", "PushIncreasesSize", "PopReturnsFifoOrder", "PopOnEmptyReturnsNullopt", "FullAtCapacity",
            "CapacityIsCompileTime", "WrapAroundKeepsOrder", "OverwritesOldestWhenFull", "SizeNeverExceedsCapacity",
            "InterleavedPushPop", "WorksWithStrings", "SingleSlotBuffer"]
RB_FAILS = {7: (48, "0", "4"), 8: (61, "0", "2"), 10: (83, "0", "7"), 12: (109, "0", "9")}


def _gtest_fail(root: str, name: str, line: int, got: str, want: str) -> str:
    return (f"Running main() from /usr/src/googletest/googletest/src/gtest_main.cc\nNote: Google Test filter = RingBuffer.{name}\n"
            "[==========] Running 1 test from 1 test suite.\n[----------] Global test environment set-up.\n"
            f"[----------] 1 test from RingBuffer\n[ RUN      ] RingBuffer.{name}\n"
            f"{root}/tests/ring_buffer_test.cpp:{line}: Failure\nExpected equality of these values:\n  *rb.pop()\n    Which is: {got}\n  {want}\n\n"
            f"[  FAILED  ] RingBuffer.{name} (0 ms)\n[----------] 1 test from RingBuffer (0 ms total)\n\n"
            "[----------] Global test environment tear-down\n[==========] 1 test from 1 test suite ran. (0 ms total)\n"
            f"[  PASSED  ] 0 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] RingBuffer.{name}\n\n 1 FAILED TEST")


def _rb_ctest(root: str, names: list[str], fails: dict[int, tuple[int, str, str]]) -> str:
    n = len(names)
    out = [f"Internal ctest changing into directory: {root}/build", f"Test project {root}/build"]
    for i, name in enumerate(names, 1):
        full = f"RingBuffer.{name}"
        dots = "." * (40 - len(full))
        out.append(f"      Start {i:2d}: {full}")
        status = "***Failed  " if i in fails else "   Passed  "
        out.append(f"{i:2d}/{n} Test {('#' + str(i)):>3}: {full} {dots}{status}  0.00 sec")
        if i in fails:
            out.append(_gtest_fail(root, name, *fails[i]))
    nf = len(fails)
    out += ["", f"{round(100 * (n - nf) / n)}% tests passed, {nf} tests failed out of {n}", "", "Total Test time (real) =   0.05 sec"]
    if fails:
        out += ["", "The following tests FAILED:"] + [f"\t{i:3d} - RingBuffer.{names[i - 1]} (Failed)" for i in sorted(fails)]
        out.append("Errors while running CTest")
    return "\n".join(out)


def t16(rs: RowSet) -> None:
    root = "/home/jo/src/ringbuf"
    sysp = system("You are simulating an Aider 0.60 chat session (model: gpt-4o, edit format: diff, auto-commits on) in the git repository /home/jo/src/ringbuf, a header-only C++20 ring buffer built with CMake 3.29, GoogleTest 1.14 and Google Benchmark. Reply with what aider prints for each chat command or applied edit.", AIDER_TOOLS)
    state = ("Aider v0.60.1\nMain model: gpt-4o-2024-08-06 with diff edit format\nGit repo: .git with 11 files\nRepo-map: using 1024 tokens, auto refresh\n\n"
             "HEAD: 6d0e3f2 bench: add ring_bench target (branch main). The build directory ./build is configured (Release).\n"
             "Task: RingBuffer::push() never wraps tail_, so the buffer breaks after N pushes.")
    build1 = ("[ 16%] Built target gtest\n[ 33%] Built target gtest_main\n[ 41%] Built target benchmark\n[ 50%] Built target benchmark_main\n"
              "[ 58%] Building CXX object tests/CMakeFiles/ring_buffer_test.dir/ring_buffer_test.cpp.o\n[ 66%] Built target ring_bench\n"
              "[ 83%] Linking CXX executable ring_buffer_test\n[100%] Built target ring_buffer_test\n")
    build2 = ("[ 16%] Built target gtest\n[ 33%] Built target gtest_main\n[ 41%] Built target benchmark\n[ 50%] Built target benchmark_main\n"
              "[ 58%] Building CXX object tests/CMakeFiles/ring_buffer_test.dir/ring_buffer_test.cpp.o\n"
              "[ 66%] Building CXX object bench/CMakeFiles/ring_bench.dir/ring_bench.cpp.o\n"
              "[ 83%] Linking CXX executable ring_buffer_test\n[ 91%] Linking CXX executable ring_bench\n"
              "[100%] Built target ring_buffer_test\n[100%] Built target ring_bench\n")
    cmd = "/run cmake --build build -j && ctest --test-dir build --output-on-failure"
    new_test = ("TEST(RingBuffer, PopAfterOverwriteSkipsOldest) {\n    rb::RingBuffer<int, 3> rb;\n"
                "    for (int i = 1; i <= 5; ++i) rb.push(i);\n    EXPECT_EQ(*rb.pop(), 3);\n    EXPECT_EQ(*rb.pop(), 4);\n"
                "    EXPECT_EQ(*rb.pop(), 5);\n    EXPECT_FALSE(rb.pop().has_value());\n}")
    last_test = "TEST(RingBuffer, SingleSlotBuffer) {\n    rb::RingBuffer<int, 1> rb;\n    for (int i = 0; i < 10; ++i) rb.push(i);\n    EXPECT_EQ(*rb.pop(), 9);\n}"
    bench = ("2024-07-09T15:02:11+02:00\nRunning ./build/bench/ring_bench\nRun on (12 X 4700 MHz CPU s)\nCPU Caches:\n"
             "  L1 Data 48 KiB (x6)\n  L1 Instruction 32 KiB (x6)\n  L2 Unified 1280 KiB (x6)\n  L3 Unified 12288 KiB (x1)\n"
             "Load Average: 0.62, 0.71, 0.80\n" + "-" * 71 + "\nBenchmark                             Time             CPU   Iterations\n" + "-" * 71 + "\n"
             "BM_PushPop<int, 64>                1.41 ns         1.41 ns    496212345\n"
             "BM_PushPop<int, 1024>              1.39 ns         1.39 ns    503118744\n"
             "BM_PushOverwrite<int, 64>          1.07 ns         1.07 ns    652884120\n"
             "BM_PushPop<std::string, 64>        9.86 ns         9.85 ns     71034562")
    turns = [
        (achat("/add src/ring_buffer.hpp tests/ring_buffer_test.cpp"),
         "Added src/ring_buffer.hpp to the chat\nAdded tests/ring_buffer_test.cpp to the chat"),
        (achat(cmd), aider_run(build1 + _rb_ctest(root, RB_TESTS, RB_FAILS))),
        (asr("src/ring_buffer.hpp", RB_PUSH_OLD, RB_PUSH_NEW),
         "Applied edit to src/ring_buffer.hpp\nCommit 9c4e1b7 fix: wrap tail index modulo capacity in push()"),
        (achat(cmd), aider_run(build2 + _rb_ctest(root, RB_TESTS, {}))),
        (asr("tests/ring_buffer_test.cpp", last_test, last_test + "\n\n" + new_test),
         "Applied edit to tests/ring_buffer_test.cpp\nCommit 2f8a63d test: cover pop order after overwrite-on-full"),
        (achat(cmd), aider_run(build1 + _rb_ctest(root, RB_TESTS + ["PopAfterOverwriteSkipsOldest"], {}))),
        (achat("/run ./build/bench/ring_bench --benchmark_min_warmup_time=0.1"), aider_run(bench)),
        (achat("/git log --oneline -4"),
         "2f8a63d (HEAD -> main) test: cover pop order after overwrite-on-full\n9c4a1b7 fix: wrap tail index modulo capacity in push()\n"
         "6d0e3f2 bench: add ring_bench target\nb71c9a0 feat: RingBuffer with overwrite-on-full"),
    ]
    rs.add("swe", "h51-swe-16", sysp, turns, state=state, bad=True, turn=8,
           kind="git log lists the push() fix as commit 9c4a1b7, but aider reported that commit as 9c4e1b7 when it made it.")


# ---------------------------------------------------------------- 17 Flask / SWE-agent / clean
VIEWS_PY = '''from __future__ import annotations

from datetime import datetime, timezone

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for

from .db import db
from .highlight import render_code
from .models import Paste

bp = Blueprint("pastes", __name__)

MAX_BODY = 512 * 1024
LANGUAGES = ("text", "python", "rust", "go", "javascript", "sql", "bash")


def _expired(paste: Paste) -> bool:
    return paste.expires_at is not None and paste.expires_at <= datetime.now(timezone.utc)


@bp.get("/")
def index():
    query = db.select(Paste).where(Paste.private.is_(False)).order_by(Paste.created_at.desc()).limit(10)
    recent = db.session.execute(query).scalars().all()
    return render_template("index.html", recent=[p for p in recent if not _expired(p)], languages=LANGUAGES)


def get_paste(paste_id: str) -> Paste:
    paste = db.session.get(Paste, paste_id)
    if paste is None or _expired(paste):
        abort(404)
    return paste


@bp.post("/")
def create():
    body = request.form.get("body", "")
    if not body.strip():
        flash("Paste is empty.", "error")
        return redirect(url_for("pastes.index"))
    if len(body.encode()) > MAX_BODY:
        flash("Paste is larger than 512 KiB.", "error")
        return redirect(url_for("pastes.index"))
    language = request.form.get("language", "text")
    if language not in LANGUAGES:
        language = "text"
    paste = Paste.new(body=body, language=language, private=bool(request.form.get("private")))
    db.session.add(paste)
    db.session.commit()
    return redirect(url_for("pastes.show", paste_id=paste.id))


@bp.get("/<paste_id>")
def show(paste_id: str):
    paste = get_paste(paste_id)
    paste.views += 1
    db.session.commit()
    return render_template("show.html", paste=paste, html=render_code(paste.body, paste.language))


@bp.get("/<paste_id>/raw")
def raw(paste_id: str):
    paste = get_paste(paste_id)
    return paste.body, 200, {"Content-Type": "text/plain; charset=utf-8"}'''

API_PY = '''from __future__ import annotations

from flask import Blueprint, jsonify, request

from .db import db
from .models import Paste
from .views import LANGUAGES, MAX_BODY, get_paste

api = Blueprint("api", __name__, url_prefix="/api/v1")


def _serialize(paste: Paste) -> dict:
    return {
        "id": paste.id,
        "language": paste.language,
        "private": paste.private,
        "views": paste.views,
        "created_at": paste.created_at.isoformat(),
        "expires_at": paste.expires_at.isoformat() if paste.expires_at else None,
        "size": len(paste.body.encode()),
    }


@api.post("/pastes")
def create_paste():
    data = request.get_json(silent=True) or {}
    body = data.get("body", "")
    if not isinstance(body, str) or not body.strip():
        return jsonify(error="body is required"), 400
    if len(body.encode()) > MAX_BODY:
        return jsonify(error="body exceeds 512 KiB"), 413
    language = data.get("language", "text")
    if language not in LANGUAGES:
        return jsonify(error=f"unsupported language {language!r}"), 400
    paste = Paste.new(body=body, language=language, private=bool(data.get("private", False)))
    db.session.add(paste)
    db.session.commit()
    return jsonify(_serialize(paste)), 201


@api.get("/pastes/<paste_id>")
def read_paste(paste_id: str):
    paste = get_paste(paste_id)
    return jsonify(_serialize(paste) | {"body": paste.body})'''


def _set_line(text: str, n: int, new: str) -> str:
    lines = text.split("\n")
    lines[n - 1] = new
    return "\n".join(lines)


def _hits(text: str, needle: str) -> list[int]:
    return [i for i, ln in enumerate(text.split("\n"), 1) if needle in ln]


def t17(rs: RowSet) -> None:
    root = "/pastebin"
    vp, ap = f"{root}/app/views.py", f"{root}/app/api.py"
    old, new = "get_paste", "load_paste_or_404"
    vh = _hits(VIEWS_PY, old)
    ah = _hits(API_PY, old)
    assert len(vh) == 3 and len(ah) == 2
    v1 = _set_line(VIEWS_PY, vh[0], "def load_paste_or_404(paste_id: str) -> Paste:")
    v2 = _set_line(v1, vh[1], "    paste = load_paste_or_404(paste_id)")
    v3 = _set_line(v2, vh[2], "    paste = load_paste_or_404(paste_id)")
    a1 = _set_line(API_PY, ah[0], "from .views import LANGUAGES, MAX_BODY, load_paste_or_404")
    a2 = _set_line(a1, ah[1], "    paste = load_paste_or_404(paste_id)")
    sysp = system("You are simulating the environment of a SWE-agent run on a Flask 3.0 pastebin application checked out at /pastebin (Python 3.12, Flask-SQLAlchemy 3.1, pytest). The agent uses the windowed file viewer (WINDOW=50) and shell commands; every observation ends with the open file and current directory lines and the `bash-$` prompt.", SWEA_TOOLS)
    state = ("Issue #77: the helper `get_paste` in app/views.py aborts with 404 but reads like a plain getter; rename it to `load_paste_or_404` everywhere. No behaviour change.\n"
             "(Open file: n/a)\n(Current directory: /pastebin)")

    def win(path: str, text: str, line: int) -> str:
        first = max(1, line - 20)
        return swe_window(path, text, first, first + 49)

    grep_lines = ([f"app/api.py:{n}:{a2.split(chr(10))[n - 1]}" for n in ah]
                  + [f"app/views.py:{n}:{v3.split(chr(10))[n - 1]}" for n in vh])
    diff = (gdiff("app/api.py", API_PY, a2, "9a3c1f0..5e7d2b4", {ah[0] - 3: "from flask import Blueprint, jsonify, request", ah[1] - 3: "def create_paste():"}) + "\n"
            + gdiff("app/views.py", VIEWS_PY, v3, "c41e88a..07b9d13", {vh[0] - 3: "def index():", vh[1] - 3: "def create():", vh[2] - 3: "def show(paste_id: str):"}))
    turns = [
        (call("search_dir", search_term=old),
         swe_foot(f'Found 5 matches for "{old}" in {root}:\n{ap} (2 matches)\n{vp} (3 matches)\nEnd of matches for "{old}" in {root}', "n/a", root)),
        (call("open", path="app/views.py"), swe_foot(swe_window(vp, VIEWS_PY, 1, 50), vp, root)),
        (call("edit", start_line=vh[0], end_line=vh[0], replacement="def load_paste_or_404(paste_id: str) -> Paste:"),
         swe_foot(win(vp, v1, vh[0]) + "\n" + EDITED_NOTE, vp, root)),
        (call("edit", start_line=vh[1], end_line=vh[1], replacement="    paste = load_paste_or_404(paste_id)"),
         swe_foot(win(vp, v2, vh[1]) + "\n" + EDITED_NOTE, vp, root)),
        (call("edit", start_line=vh[2], end_line=vh[2], replacement="    paste = load_paste_or_404(paste_id)"),
         swe_foot(win(vp, v3, vh[2]) + "\n" + EDITED_NOTE, vp, root)),
        (call("search_dir", search_term=old),
         swe_foot(f'Found 2 matches for "{old}" in {root}:\n{ap} (2 matches)\nEnd of matches for "{old}" in {root}', vp, root)),
        (call("open", path="app/api.py"), swe_foot(swe_window(ap, API_PY, 1, 50), ap, root)),
        (call("edit", start_line=ah[0], end_line=ah[0], replacement="from .views import LANGUAGES, MAX_BODY, load_paste_or_404"),
         swe_foot(win(ap, a1, ah[0]) + "\n" + EDITED_NOTE, ap, root)),
        (call("edit", start_line=ah[1], end_line=ah[1], replacement="    paste = load_paste_or_404(paste_id)"),
         swe_foot(win(ap, a2, ah[1]) + "\n" + EDITED_NOTE, ap, root)),
        (call("bash", command=f"grep -rn \"{old}\\|{new}\" app tests; python -m pytest -q"),
         swe_foot("\n".join(grep_lines) + "\n" + pyq(27) + "\n27 passed in 1.92s", ap, root)),
        (call("submit"), swe_foot(diff, ap, root)),
    ]
    rs.add("swe", "h51-swe-17", sysp, turns, state=state)


# ---------------------------------------------------------------- 18 Caddy module in Go / Claude Code / clean
QUOTA_GO = '''package quota

import (
\t"net/http"
\t"strconv"
\t"sync"
\t"time"

\t"github.com/caddyserver/caddy/v2"
\t"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
\t"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

func init() {
\tcaddy.RegisterModule(Quota{})
\thttpcaddyfile.RegisterHandlerDirective("quota", parseCaddyfile)
}

// Quota limits each client IP to Limit requests per Window and reports
// the remaining budget in the X-Quota-Remaining header.
type Quota struct {
\tLimit  int            `json:"limit,omitempty"`
\tWindow caddy.Duration `json:"window,omitempty"`

\tmu      sync.Mutex
\tbuckets map[string]*bucket
}

type bucket struct {
\tused  int
\treset time.Time
}

func (Quota) CaddyModule() caddy.ModuleInfo {
\treturn caddy.ModuleInfo{
\t\tID:  "http.handlers.quota",
\t\tNew: func() caddy.Module { return new(Quota) },
\t}
}

func (q *Quota) Provision(ctx caddy.Context) error {
\tif q.Limit == 0 {
\t\tq.Limit = 60
\t}
\tif q.Window == 0 {
\t\tq.Window = caddy.Duration(time.Minute)
\t}
\tq.buckets = make(map[string]*bucket)
\treturn nil
}

func (q *Quota) ServeHTTP(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler) error {
\tip := clientIP(r)
\tnow := time.Now()

\tq.mu.Lock()
\tb, ok := q.buckets[ip]
\tif !ok || now.After(b.reset) {
\t\tb = &bucket{reset: now.Add(time.Duration(q.Window))}
\t\tq.buckets[ip] = b
\t}
\tremaining := q.Limit - b.used
\tb.used++
\tq.mu.Unlock()

\tw.Header().Set("X-Quota-Limit", strconv.Itoa(q.Limit))
\tw.Header().Set("X-Quota-Remaining", strconv.Itoa(max(remaining, 0)))
\tw.Header().Set("X-Quota-Reset", strconv.FormatInt(b.reset.Unix(), 10))
\tif remaining <= 0 {
\t\treturn caddyhttp.Error(http.StatusTooManyRequests, nil)
\t}
\treturn next.ServeHTTP(w, r)
}'''


def t18(rs: RowSet) -> None:
    root = "/home/ops/src/caddy-quota"
    path = f"{root}/handler.go"
    old1 = "\tremaining := q.Limit - b.used\n\tb.used++"
    new1 = "\tb.used++\n\tremaining := q.Limit - b.used"
    old2 = "\tif remaining <= 0 {"
    new2 = "\tif remaining < 0 {"
    q1 = sub(QUOTA_GO, old1, new1)
    q2 = sub(q1, old2, new2)
    k1 = line_no(q1, "b.used++")
    k2 = line_no(q2, "remaining < 0")
    sysp = system("You are simulating the tools of a Claude Code session (Bash, Read, Edit, Write, Grep, Glob) in /home/ops/src/caddy-quota, a Caddy v2.8 HTTP handler module written in Go 1.22 (xcaddy v0.4.2 installed), Linux.", CC_TOOLS)
    state = ("cwd /home/ops/src/caddy-quota (module github.com/acme/caddy-quota), branch fix/remaining-header. Caddyfile.test serves :8088 with `quota { limit 3 window 1m }` then `respond \"ok\"`.\n"
             "Bug: X-Quota-Remaining is one too high: the first request of a window reports the full limit.")
    t1 = ("--- FAIL: TestQuota_RemainingHeader (0.00s)\n    handler_test.go:37: request 1: X-Quota-Remaining = \"5\", want \"4\"\n"
          "FAIL\nFAIL\tgithub.com/acme/caddy-quota\t0.011s\nFAIL")
    xb = ("2024/07/15 10:21:07 [INFO] absolute output file path: /home/ops/src/caddy-quota/caddy\n"
          "2024/07/15 10:21:07 [INFO] Temporary folder: /tmp/buildenv_2024-07-15-1021.1870512431\n"
          "2024/07/15 10:21:07 [INFO] Writing main module: /tmp/buildenv_2024-07-15-1021.1870512431/main.go\n"
          "2024/07/15 10:21:07 [INFO] Replace github.com/acme/caddy-quota => /home/ops/src/caddy-quota\n"
          "2024/07/15 10:21:07 [INFO] exec (timeout=0s): /usr/local/go/bin/go mod init caddy\n"
          "2024/07/15 10:21:08 [INFO] Pinning versions\n"
          "2024/07/15 10:21:08 [INFO] exec (timeout=0s): /usr/local/go/bin/go get -d -v github.com/caddyserver/caddy/v2@v2.8.4\n"
          "2024/07/15 10:21:19 [INFO] exec (timeout=0s): /usr/local/go/bin/go get -d -v github.com/acme/caddy-quota github.com/caddyserver/caddy/v2@v2.8.4\n"
          "2024/07/15 10:21:20 [INFO] Build environment ready\n"
          "2024/07/15 10:21:20 [INFO] Building Caddy\n"
          "2024/07/15 10:21:20 [INFO] exec (timeout=0s): /usr/local/go/bin/go build -o /home/ops/src/caddy-quota/caddy -ldflags -w -s -trimpath -tags nobadger\n"
          "2024/07/15 10:21:41 [INFO] Build complete: ./caddy\n"
          "2024/07/15 10:21:41 [INFO] Cleaning up temporary folder: /tmp/buildenv_2024-07-15-1021.1870512431\n"
          "http.handlers.quota")
    run_cmd = ("./caddy start --config Caddyfile.test --adapter caddyfile 2>&1 | tail -n 1; for i in 1 2 3 4; do "
               "curl -s -o /dev/null -D - localhost:8088/ | tr -d '\\r' | awk '/^HTTP/{s=$2} tolower($1)==\"x-quota-remaining:\"{print s, $0}'; done")
    run_out = ("Successfully started Caddy (pid=91422) - Caddy is running in the background\n"
               "200 X-Quota-Remaining: 2\n200 X-Quota-Remaining: 1\n200 X-Quota-Remaining: 0\n429 X-Quota-Remaining: 0")
    cfg = json.dumps([{"handler": "subroute", "routes": [{"handle": [
        {"handler": "quota", "limit": 3, "window": 60000000000},
        {"body": "ok", "handler": "static_response"}]}]}], indent=2)
    turns = [
        (call("Bash", command="go test ./...", description="Run module tests"), t1),
        (call("Read", file_path=path), cc_num(QUOTA_GO)),
        (call("Edit", file_path=path, old_string=old1, new_string=new1), cc_edited(path, span(q1, k1 - 4, k1 + 3), k1 - 4)),
        (call("Edit", file_path=path, old_string=old2, new_string=new2), cc_edited(path, span(q2, k2 - 3, k2 + 3), k2 - 3)),
        (call("Bash", command="go test ./... && xcaddy build --with github.com/acme/caddy-quota=. 2>&1 && ./caddy list-modules | grep quota",
              description="Test, build caddy with the module"), "ok  \tgithub.com/acme/caddy-quota\t0.009s\n" + xb),
        (call("Bash", command=run_cmd, description="Start caddy and probe the header"), run_out),
        (call("Bash", command="curl -s localhost:2019/config/apps/http/servers/srv0/routes/0/handle | jq .", description="Inspect the loaded handler config"), cfg),
    ]
    rs.add("swe", "h51-swe-18", sysp, turns, state=state)


# ---------------------------------------------------------------- 19 Fastify plugin / Cline / bad t10
ETAG_JS = """'use strict'

const fp = require('fastify-plugin')
const { createHash } = require('node:crypto')

function weakCompare (a, b) {
  return a === b
}

function parseIfNoneMatch (header) {
  if (!header) return []
  if (header.trim() === '*') return ['*']
  return header.split(',').map((tag) => tag.trim()).filter(Boolean)
}

function buildEtag (payload, weak) {
  const hash = createHash('sha1').update(payload).digest('base64url').slice(0, 27)
  return weak ? `W/"${hash}"` : `"${hash}"`
}

async function etagLite (fastify, opts) {
  const weak = opts.weak === true

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload

    const etag = buildEtag(payload, weak)
    reply.header('etag', etag)

    const candidates = parseIfNoneMatch(request.headers['if-none-match'])
    if (candidates.includes('*') || candidates.some((tag) => weakCompare(tag, etag))) {
      reply.code(304)
      return ''
    }
    return payload
  })
}

module.exports = fp(etagLite, { fastify: '4.x', name: 'fastify-etag-lite' })
module.exports.default = etagLite
module.exports.weakCompare = weakCompare"""

WEAK_TEST_JS = """'use strict'

const { describe, it } = require('node:test')
const assert = require('node:assert')
const { weakCompare } = require('..')

describe('weakCompare', () => {
  it('ignores the W/ prefix on either side', () => {
    assert.strictEqual(weakCompare('W/"abc"', '"abc"'), true)
    assert.strictEqual(weakCompare('"abc"', 'W/"abc"'), true)
  })

  it('different opaque tags never match', () => {
    assert.strictEqual(weakCompare('W/"abc"', 'W/"abd"'), false)
  })
})"""


def _node_spec(groups: list[tuple[str, list[tuple[str, str]], str]], fail_detail: str, duration: str) -> str:
    out, n, nf = [], 0, 0
    for suite, tests, total in groups:
        out.append(f"▶ {suite}")
        for name, ms in tests:
            n += 1
            if ms.startswith("!"):
                nf += 1
                out.append(f"  ✖ {name} ({ms[1:]})")
                out.append(fail_detail)
            else:
                out.append(f"  ✔ {name} ({ms})")
        out.append(f"▶ {suite} ({total})")
    out += [f"ℹ tests {n}", f"ℹ suites {len(groups)}", f"ℹ pass {n - nf}", f"ℹ fail {nf}", "ℹ cancelled 0",
            "ℹ skipped 0", "ℹ todo 0", f"ℹ duration_ms {duration}"]
    return "\n".join(out)


def t19(rs: RowSet) -> None:
    root = "/home/dev/oss/fastify-etag-lite"
    old = "function weakCompare (a, b) {\n  return a === b\n}"
    new = ("function weakCompare (a, b) {\n  const strip = (tag) => (tag.startsWith('W/') ? tag.slice(2) : tag)\n"
           "  return strip(a) === strip(b)\n}")
    etag2 = sub(ETAG_JS, old, new)
    ins = 2 + nlines(WEAK_TEST_JS)
    sysp = system("You are simulating the environment of the Cline VS Code extension (execute_command, read_file, write_to_file, replace_in_file, search_files, list_files) in /home/dev/oss/fastify-etag-lite, a Fastify 4 plugin (Node.js 20.15, npm 10, GitHub CLI 2.52 logged in), Ubuntu 24.04.", CLINE_TOOLS)
    state = ("Workspace /home/dev/oss/fastify-etag-lite (git, branch main at a1c93e0 \"chore: release 2.3.1\", clean, remote origin = git@github.com:devkit-oss/fastify-etag-lite.git).\n"
             "Issue #86: a client that sends the weak form W/\"…\" of a strong ETag in If-None-Match gets 200 instead of 304 (RFC 9110 weak comparison).")
    header = "\n> fastify-etag-lite@2.3.1 test\n> node --test test/\n\n"
    etag_names = ["sets a strong etag on 200 responses", "sets a weak etag when weak: true", "does not override an existing etag",
                  "skips non-200 responses"]

    def etag_suite(times: list[str], total: str) -> tuple[str, list[tuple[str, str]], str]:
        return ("etag header", list(zip(etag_names, times)), total)

    inm = [("answers 304 for a matching strong etag", "3.3ms"), ("answers 304 when the client sends the weak form of a strong etag", "!4.0ms"),
           ("answers 304 for *", "2.2ms"), ("answers 200 when no candidate matches", "2.1ms")]
    detail = ("    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n    \n    200 !== 304\n    \n"
              f"        at TestContext.<anonymous> ({root}/test/etag.test.js:61:12)\n"
              "        at async Test.run (node:internal/test_runner/test:640:9)\n"
              "        at async Suite.processPendingSubtests (node:internal/test_runner/test:382:7) {\n"
              "      generatedMessage: true,\n      code: 'ERR_ASSERTION',\n      actual: 200,\n      expected: 304,\n"
              "      operator: 'strictEqual'\n    }\n")
    run1 = _node_spec([etag_suite(["18.2ms", "3.1ms", "2.4ms", "2.0ms"], "27.6ms"), ("if-none-match", inm, "12.9ms")], detail, "312.48")
    run1 += ("\n\n✖ failing tests:\n\ntest at test/etag.test.js:54:5\n✖ answers 304 when the client sends the weak form of a strong etag (4.0ms)\n"
             "  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n  \n  200 !== 304\n")
    inm2 = [(n, m) for (n, _), m in zip(inm, ["3.0ms", "2.7ms", "2.1ms", "1.9ms"])]
    inm3 = [(n, m) for (n, _), m in zip(inm, ["3.4ms", "2.9ms", "2.0ms", "2.2ms"])]
    run2 = _node_spec([etag_suite(["17.6ms", "3.0ms", "2.2ms", "1.9ms"], "26.4ms"), ("if-none-match", inm2, "11.8ms")], "", "298.71")
    weak_suite = ("weakCompare", [("ignores the W/ prefix on either side", "0.6ms"), ("different opaque tags never match", "0.1ms")], "1.4ms")
    run3 = _node_spec([etag_suite(["19.0ms", "3.3ms", "2.3ms", "2.1ms"], "28.5ms"), ("if-none-match", inm3, "12.6ms"), weak_suite], "", "305.02")
    push = ("Enumerating objects: 8, done.\nCounting objects: 100% (8/8), done.\nDelta compression using up to 8 threads\n"
            "Compressing objects: 100% (5/5), done.\nWriting objects: 100% (5/5), 1.02 KiB | 1.02 MiB/s, done.\n"
            "Total 5 (delta 3), reused 0 (delta 0), pack-reused 0 (from 0)\nremote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
            "remote: \nremote: Create a pull request for 'fix/weak-etag-compare' on GitHub by visiting:\n"
            "remote:      https://github.com/devkit-oss/fastify-etag-lite/pull/new/fix/weak-etag-compare\nremote: \n"
            "To github.com:devkit-oss/fastify-etag-lite.git\n * [new branch]      fix/weak-etag-compare -> fix/weak-etag-compare\n"
            "branch 'fix/weak-etag-compare' set up to track 'origin/fix/weak-etag-compare'.")

    def ex(cmd: str, approval: str = "false") -> str:
        return cline("execute_command", command=cmd, requires_approval=approval)

    turns = [
        (ex("git checkout -b fix/weak-etag-compare && git status"),
         cl_exec("Switched to a new branch 'fix/weak-etag-compare'\nOn branch fix/weak-etag-compare\nnothing to commit, working tree clean")),
        (cline("read_file", path="index.js"), ETAG_JS),
        (ex("npm test"), cl_exec(header + run1)),
        (cline("replace_in_file", path="index.js", diff=sr_block(old, new)), cl_saved("index.js", etag2)),
        (ex("npm test"), cl_exec(header + run2)),
        (cline("write_to_file", path="test/weak-compare.test.js", content=WEAK_TEST_JS), cl_saved("test/weak-compare.test.js", WEAK_TEST_JS)),
        (ex("npm test"), cl_exec(header + run3)),
        (ex("npx standard"), "Command executed."),
        (ex("git add -A && git commit -m \"fix: compare weak etags per RFC 9110\"", "true"),
         cl_exec(f"[fix/weak-etag-compare 6b0d2f9] fix: compare weak etags per RFC 9110\n 2 files changed, {ins} insertions(+), 1 deletion(-)\n"
                 " create mode 100644 test/weak-compare.test.js")),
        (ex("git log --oneline --decorate -3"),
         cl_exec("6b0d2f9 (HEAD -> main) fix: compare weak etags per RFC 9110\n"
                 "a1c93e0 (origin/main, origin/HEAD) chore: release 2.3.1\n7f2e4d8 docs: document the weak option")),
        (ex("git push -u origin fix/weak-etag-compare", "true"), cl_exec(push)),
        (ex("gh pr create --fill --base main", "true"),
         cl_exec("\nCreating pull request for fix/weak-etag-compare into main in devkit-oss/fastify-etag-lite\n\n"
                 "https://github.com/devkit-oss/fastify-etag-lite/pull/87")),
    ]
    rs.add("swe", "h51-swe-19", sysp, turns, state=state, bad=True, turn=10,
           kind="git log shows the new commit on HEAD -> main (and main no longer at a1c93e0), though the work was on the new branch fix/weak-etag-compare and no checkout happened.")


# ---------------------------------------------------------------- 20 imbalanced-learn / Gemini CLI / bad t5
SVM_TEST_PY = '''"""Test the module SVMSMOTE."""
import numpy as np
import pytest
from sklearn.linear_model import LogisticRegression
from sklearn.neighbors import NearestNeighbors
from sklearn.svm import SVC

from imblearn.over_sampling import SVMSMOTE


@pytest.fixture
def data():
    X = np.array(
        [
            [0.11622591, -0.0317206],
            [0.77481731, 0.60935141],
            [1.25192108, -0.22367336],
            [0.53366841, -0.30312976],
            [1.52091956, -0.49283504],
            [-0.28162401, -2.10400981],
            [0.83680821, 1.72827342],
            [0.3084254, 0.33299982],
            [0.70472253, -0.73309052],
            [0.28893132, -0.38761769],
            [1.15514042, 0.0129463],
            [0.88407872, 0.35454207],
            [1.31301027, -0.92648734],
            [-1.11515198, -0.93689695],
            [-0.18410027, -0.45194484],
            [0.9281014, 0.53085498],
            [-0.14374509, 0.27370049],
            [-0.41635887, -0.38299653],
            [0.08711622, 0.93259929],
            [1.70580611, -0.11219234],
        ]
    )
    y = np.array([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0])
    return X, y


def test_svm_smote(data):
    svm_smote = SVMSMOTE(random_state=42)
    svm_smote_nn = SVMSMOTE(
        random_state=42,
        k_neighbors=NearestNeighbors(n_neighbors=6),
        m_neighbors=NearestNeighbors(n_neighbors=11),
        svm_estimator=SVC(gamma="scale", random_state=42),
    )

    X_res_1, y_res_1 = svm_smote.fit_resample(*data)
    X_res_2, y_res_2 = svm_smote_nn.fit_resample(*data)

    np.testing.assert_allclose(X_res_1, X_res_2)
    np.testing.assert_array_equal(y_res_1, y_res_2)


def test_svm_smote_not_svm(data):
    """Check that we raise a proper error if passing an estimator that does not
    expose a `support_` fitted attribute."""

    err_msg = "`svm_estimator` is required to exposed a `support_` fitted attribute."
    with pytest.raises(RuntimeError, match=err_msg):
        SVMSMOTE(svm_estimator=LogisticRegression()).fit_resample(*data)


def test_svm_smote_all_noise(data):
    """Check that SVMSMOTE raises a proper error when all minority samples are
    considered as noise."""
    X, y = data
    X_noise = np.vstack([X, np.full((3, 2), 10.0)])
    y_noise = np.hstack([y, [1, 1, 1]])
    with pytest.raises(ValueError, match="All support vectors are considered as noise"):
        SVMSMOTE(m_neighbors=3).fit_resample(X_noise, y_noise)


def test_svm_smote_sampling_strategy_dict(data):
    X, y = data
    X_res, y_res = SVMSMOTE(sampling_strategy={1: 10}, random_state=0).fit_resample(X, y)
    assert np.bincount(y_res).tolist() == [14, 10]'''


def _pytest_files(files: list[tuple[str, int]], width: int = 88) -> str:
    total = sum(n for _, n in files)
    out, done = [], 0
    for f, n in files:
        done += n
        left = f"{f} {'.' * n}"
        out.append(left.ljust(width - 7) + f"[{done * 100 // total:3d}%]")
    return "\n".join(out)


def t20(rs: RowSet) -> None:
    root = "/home/u/src/imbalanced-learn"
    tdir = "imblearn/over_sampling/_smote/tests"
    newp = f"{root}/{tdir}/test_svm_smote.py"
    old = "    assert np.bincount(y_res).tolist() == [14, 10]"
    add = ("\n\n\ndef test_svm_smote_balances_to_majority(data):\n    X, y = data\n"
           "    X_res, y_res = SVMSMOTE(random_state=0).fit_resample(X, y)\n    assert X_res.shape == (28, 2)\n"
           "    assert np.bincount(y_res).tolist() == [14, 14]")
    svm2 = sub(SVM_TEST_PY, old, old + add)
    ins = nlines(svm2) - nlines(SVM_TEST_PY)
    sim = round(100 * len(SVM_TEST_PY) / len(svm2))
    sysp = system("You are simulating the tools of Gemini CLI (read_file, write_file, replace, list_directory, glob, search_file_content, run_shell_command) in a clone of imbalanced-learn at /home/u/src/imbalanced-learn (Python 3.11.9 venv, scikit-learn 1.5.1, pytest 8.3.2), Linux.", GEM_TOOLS)
    state = ("Project root /home/u/src/imbalanced-learn, branch maint/rename-svm-smote-tests, clean.\n"
             "Task (MNT): every SMOTE variant's test module is named test_<variant>.py with underscores; rename test_svmsmote.py to test_svm_smote.py and add a test that the default strategy balances the classes.")
    listing = "__init__.py\ntest_borderline_smote.py\ntest_kmeans_smote.py\ntest_smote.py\ntest_smote_nc.py\n"
    head = (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0\nrootdir: {root}\nconfigfile: pyproject.toml\n"
            "plugins: xdist-3.6.1, cov-5.0.0\ncollected 66 items\n\n")
    body = _pytest_files([(f"{tdir}/test_borderline_smote.py", 12), (f"{tdir}/test_kmeans_smote.py", 9),
                          (f"{tdir}/test_smote.py", 14), (f"{tdir}/test_smote_nc.py", 26), (f"{tdir}/test_svmsmote.py", 5)])
    warn = ("\n\n=============================== warnings summary ===============================\n"
            f"{tdir}/test_kmeans_smote.py::test_sample_kmeans_not_enough_clusters\n"
            f"  {root}/.venv/lib/python3.11/site-packages/sklearn/cluster/_kmeans.py:1416: ConvergenceWarning: Number of distinct clusters (2) found smaller than n_clusters (8). Possibly due to duplicate points in X.\n"
            "    return fit_method(estimator, *args, **kwargs)\n\n"
            f"{tdir}/test_smote_nc.py::test_smotenc_categorical_encoder\n"
            "  FutureWarning: The attribute `ohe_` is deprecated in 0.11 and will be removed in 0.13. Use `categorical_encoder_` instead.\n\n"
            "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n"
            "======================== 66 passed, 2 warnings in 11.42s ========================")
    c2 = f"git mv {tdir}/test_svmsmote.py {tdir}/test_svm_smote.py && git status --short"
    c5 = f"python -m pytest {tdir}"
    c6 = f"python -m pytest {tdir} -q -k svm"
    c8 = "git add -A && git diff --cached --stat -M"
    c9 = f"python -m flake8 {tdir}/test_svm_smote.py"
    c10 = "git commit -m \"MNT rename SVMSMOTE test module and check default balancing\""
    turns = [
        (call("list_directory", path=f"{root}/{tdir}"), f"Directory listing for {root}/{tdir}:\n" + listing + "test_svmsmote.py"),
        (gsh(c2, "Rename the test module with git"),
         grun(c2, f"R  {tdir}/test_svmsmote.py -> {tdir}/test_svm_smote.py", "", 0, 30415)),
        (call("read_file", absolute_path=newp), SVM_TEST_PY),
        (call("replace", file_path=newp, old_string=old, new_string=old + add), f"Successfully modified file: {newp} (1 replacements)."),
        (gsh(c5, "Run the SMOTE test modules"), grun(c5, head + body + warn, "", 0, 30522)),
        (gsh(c6, "Run only the SVMSMOTE tests"), grun(c6, pyq(5) + "\n5 passed, 61 deselected in 2.10s", "", 0, 30790)),
        (call("list_directory", path=f"{root}/{tdir}"), f"Directory listing for {root}/{tdir}:\n" + listing + "test_svm_smote.py"),
        (gsh(c8, "Stage and show the staged stat"),
         grun(c8, f" .../_smote/tests/{{test_svmsmote.py => test_svm_smote.py}} | {ins} {'+' * ins}\n 1 file changed, {ins} insertions(+)", "", 0, 30855)),
        (gsh(c9, "Lint the renamed module"), grun(c9, "", "", 0, 30902)),
        (gsh(c10, "Commit"),
         grun(c10, f"[maint/rename-svm-smote-tests 1f7c2ab] MNT rename SVMSMOTE test module and check default balancing\n 1 file changed, {ins} insertions(+)\n"
                   f" rename {tdir}/{{test_svmsmote.py => test_svm_smote.py}} ({sim}%)", "", 0, 30960)),
    ]
    rs.add("swe", "h51-swe-20", sysp, turns, state=state, bad=True, turn=5,
           kind="pytest reports the SVMSMOTE tests under the old file name test_svmsmote.py right after git mv renamed it to test_svm_smote.py.")


# ---------------------------------------------------------------- 21 Rust CLI (tomlsort, clap) / OpenHands / bad t11
TOML_CLI = '''use std::path::PathBuf;

use clap::{ArgAction, Parser};

/// Sort the keys and tables of TOML files, keeping comments attached.
#[derive(Debug, Parser)]
#[command(name = "tomlsort", version, about)]
pub struct Args {
    /// TOML files to sort (use - for stdin)
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Rewrite files in place instead of printing to stdout
    #[arg(short = 'i', long)]
    pub in_place: bool,

    /// Only sort top-level tables, keep key order inside tables
    #[arg(long)]
    pub tables_only: bool,

    /// Keys that must stay first, in this order (repeatable)
    #[arg(long = "pin", value_name = "KEY", action = ArgAction::Append)]
    pub pinned: Vec<String>,

    /// Sort keys case-insensitively
    #[arg(long)]
    pub ignore_case: bool,

    /// Spaces used to indent multi-line arrays
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(0..=8))]
    pub indent: u8,

    /// Add a trailing newline at end of file if missing
    #[arg(long, default_value_t = true, action = ArgAction::Set)]
    pub trailing_newline: bool,

    /// Increase log verbosity (-v, -vv)
    #[arg(short, long, action = ArgAction::Count)]
    pub verbose: u8,
}

impl Args {
    pub fn sort_options(&self) -> crate::sort::Options {
        crate::sort::Options {
            tables_only: self.tables_only,
            ignore_case: self.ignore_case,
            pinned: self.pinned.clone(),
            indent: self.indent as usize,
            trailing_newline: self.trailing_newline,
        }
    }
}

#[test]
fn verify_cli() {
    use clap::CommandFactory;
    Args::command().debug_assert();
}'''

TOML_MAIN_AT = 40
TOML_MAIN = '''fn main() -> ExitCode {
    let args = Args::parse();
    init_logging(args.verbose);
    let opts = args.sort_options();
    let mut failed = false;

    for path in &args.files {
        let input = match read_input(path) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("tomlsort: {}: {e}", path.display());
                failed = true;
                continue;
            }
        };
        let sorted = match sort::sort_document(&input, &opts) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("tomlsort: {}: {e}", path.display());
                failed = true;
                continue;
            }
        };
        if args.in_place && path.as_os_str() != "-" {
            if sorted != input {
                if let Err(e) = fs::write(path, &sorted) {
                    eprintln!("tomlsort: {}: {e}", path.display());
                    failed = true;
                }
            }
        } else {
            print!("{sorted}");
        }
    }

    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

fn read_input(path: &Path) -> io::Result<String> {'''


def t21(rs: RowSet) -> None:
    root = "/workspace/tomlsort"
    cp, mp = f"{root}/src/cli.rs", f"{root}/src/main.rs"
    assert nlines(TOML_CLI) == 58
    c_old = "    pub in_place: bool,"
    c_new = ("    pub in_place: bool,\n\n    /// Exit with status 1 if a file is not sorted; print nothing else\n    ///\n"
             "    /// Useful in CI and pre-commit hooks.\n    #[arg(\n        long,\n        conflicts_with = \"in_place\"\n    )]\n    pub check: bool,")
    cli2 = sub(TOML_CLI, c_old, c_new)
    c_add = nlines(cli2) - nlines(TOML_CLI)
    kc = line_no(cli2, "pub check: bool")
    ea = ("    let mut failed = false;", "    let mut failed = false;\n    let mut unsorted = 0usize;")
    eb = ('        if args.in_place && path.as_os_str() != "-" {',
          '        if args.check {\n            if sorted != input {\n                let moved = sort::count_moved_tables(&input, &sorted);\n'
          '                println!("{}: not sorted ({moved} tables out of order)", path.display());\n                unsorted += 1;\n'
          '            }\n            continue;\n        }\n        if args.in_place && path.as_os_str() != "-" {')
    ec = ("    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }",
          "    if failed {\n        ExitCode::FAILURE\n    } else if unsorted > 0 {\n        ExitCode::from(1)\n    } else {\n        ExitCode::SUCCESS\n    }")
    m1 = sub(TOML_MAIN, *ea)
    m2 = sub(m1, *eb)
    m3 = sub(m2, *ec)
    off = TOML_MAIN_AT - 1
    main_lines0 = 214
    m_ins, m_del = _numstat(TOML_MAIN, m3)
    main_lines = main_lines0 + m_ins - m_del
    cli_lines = nlines(cli2)

    def snip(text: str, needle: str, before: int, after: int) -> tuple[str, int]:
        k = line_no(text, needle)
        return span(text, k - before, k + after), off + k - before

    sa, la = snip(m1, "let mut unsorted", 4, 4)
    sb, lb = snip(m2, "if args.check {", 4, 10)
    sc, lc = snip(m3, "} else if unsorted > 0 {", 4, 5)
    view_end = off + line_no(TOML_MAIN, "fn read_input")
    sysp = system("You are simulating the sandbox of an OpenHands agent (execute_bash, str_replace_editor) working on tomlsort, a Rust 1.80 command-line tool (clap 4.5, toml_edit 0.22) at /workspace/tomlsort.", OH_TOOLS)
    state = ("Repository /workspace/tomlsort, branch feat/check-flag, clean. Sources: src/main.rs, src/cli.rs, src/sort.rs; integration tests in tests/cli.rs with fixtures in tests/fixtures/.\n"
             "Task: add a `--check` mode that prints the files that are not sorted and exits with status 1, writing nothing.")
    wc0 = f"   58 src/cli.rs\n  {main_lines0} src/main.rs\n  166 src/sort.rs\n  {58 + main_lines0 + 166} total"
    shown_main = main_lines - 3
    wc1 = f"   {cli_lines} src/cli.rs\n  {shown_main} src/main.rs\n  166 src/sort.rs\n  {cli_lines + shown_main + 166} total"
    stat = (f" src/cli.rs  | {c_add:2d} {'+' * c_add}\n src/main.rs | {m_ins + m_del:2d} {'+' * m_ins}{'-' * m_del}\n"
            f" 2 files changed, {c_add + m_ins} insertions(+), {m_del} deletion(-)")
    build = ("   Compiling tomlsort v0.2.0 (/workspace/tomlsort)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.18s\n"
             "     Running unittests src/main.rs (target/debug/deps/tomlsort-8e41c2d07a9b5f13)\n"
             "test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
             "     Running tests/cli.rs (target/debug/deps/cli-2b7f90e4c1d3a856)\n"
             "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s")
    turns = [
        (bash(f"cd {root} && git log --oneline -3 && wc -l src/*.rs"),
         oh_bash("f3a9c10 (HEAD -> feat/check-flag, origin/main, main) sort: keep comments attached to moved tables\n"
                 "58be2d4 cli: add --pin for keys that stay first\n0c7e91a release 0.2.0\n" + wc0, root)),
        (editor("view", cp), cat_n(cp, TOML_CLI)),
        (editor("str_replace", cp, old_str=c_old, new_str=c_new), edited(cp, span(cli2, kc - 10, kc + 4), kc - 10)),
        (editor("view", mp, view_range=[TOML_MAIN_AT, view_end]), cat_n(mp, TOML_MAIN, TOML_MAIN_AT)),
        (editor("str_replace", mp, old_str=ea[0], new_str=ea[1]), edited(mp, sa, la)),
        (editor("str_replace", mp, old_str=eb[0], new_str=eb[1]), edited(mp, sb, lb)),
        (editor("str_replace", mp, old_str=ec[0], new_str=ec[1]), edited(mp, sc, lc)),
        (bash("cargo build 2>&1 | tail -n 2 && cargo test 2>&1 | grep -E '^test result|Running'"), oh_bash(build, root)),
        (bash('for f in tests/fixtures/unsorted.toml tests/fixtures/sorted.toml; do ./target/debug/tomlsort --check "$f"; echo "exit=$?"; done'),
         oh_bash("tests/fixtures/unsorted.toml: not sorted (3 tables out of order)\nexit=1\nexit=0", root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
        (bash("wc -l src/*.rs"), oh_bash(wc1, root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -n 2"),
         oh_bash("    Checking tomlsort v0.2.0 (/workspace/tomlsort)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.07s", root)),
    ]
    rs.add("swe", "h51-swe-21", sysp, turns, state=state, bad=True, turn=11,
           kind=f"wc -l gives src/main.rs {shown_main} lines, but it had {main_lines0} and the edits (diff --stat: +{m_ins} -{m_del}) make {main_lines}.")


# ---------------------------------------------------------------- 22 C# Avalonia (CommunityToolkit.Mvvm) / Aider / clean
def _dotnet_test(root: str, fail: tuple[str, str, str, int] | None, dur: str) -> str:
    out = ("  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
           f"  Pomodoro -> {root}/src/Pomodoro/bin/Debug/net8.0/Pomodoro.dll\n"
           f"  Pomodoro.Tests -> {root}/tests/Pomodoro.Tests/bin/Debug/net8.0/Pomodoro.Tests.dll\n"
           f"Test run for {root}/tests/Pomodoro.Tests/bin/Debug/net8.0/Pomodoro.Tests.dll (.NETCoreApp,Version=v8.0)\n"
           "Starting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n")
    if fail:
        name, exp, act, line = fail
        out += (f"[xUnit.net 00:00:00.41]     Pomodoro.Tests.TimerViewModelTests.{name} [FAIL]\n"
                f"  Failed Pomodoro.Tests.TimerViewModelTests.{name} [12 ms]\n  Error Message:\n"
                f"   Assert.Equal() Failure: Values differ\nExpected: {exp}\nActual:   {act}\n  Stack Trace:\n"
                f"     at Pomodoro.Tests.TimerViewModelTests.{name}() in {root}/tests/Pomodoro.Tests/TimerViewModelTests.cs:line {line}\n"
                "   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)\n"
                "   at System.Reflection.MethodBaseInvoker.InvokeWithNoArgs(Object obj, BindingFlags invokeAttr)\n\n"
                f"Failed!  - Failed:     1, Passed:    16, Skipped:     0, Total:    17, Duration: {dur} - Pomodoro.Tests.dll (net8.0)")
    else:
        out += f"\nPassed!  - Failed:     0, Passed:    17, Skipped:     0, Total:    17, Duration: {dur} - Pomodoro.Tests.dll (net8.0)"
    return out


def t22(rs: RowSet) -> None:
    root = "/home/pat/src/PomodoroAvalonia"
    vm = "src/Pomodoro/ViewModels/TimerViewModel.cs"
    search = "    [RelayCommand]\n    private void Skip()\n    {\n        Remaining = TimeSpan.Zero;\n    }"
    rep1 = "    [RelayCommand]\n    private void Skip()\n    {\n        Remaining = TimeSpan.Zero;\n        AdvancePhase();\n    }"
    rep2 = "    [RelayCommand]\n    private void Skip()\n    {\n        Remaining = TimeSpan.Zero;\n        MoveTo(NextPhase(), countCompleted: false);\n    }"
    sysp = system("You are simulating an Aider 0.62 chat session (model: claude-3-5-sonnet, edit format: diff, auto-commits on) in the git repository /home/pat/src/PomodoroAvalonia, an Avalonia 11 desktop app using CommunityToolkit.Mvvm 8.3 with xUnit tests (.NET 8 SDK 8.0.303). Reply with what aider prints for each chat command or applied edit.", AIDER_TOOLS)
    state = ("Aider v0.62.1\nMain model: claude-3-5-sonnet-20241022 with diff edit format, infinite output\nGit repo: .git with 37 files\n"
             "Repo-map: using 1024 tokens, auto refresh\n\nHEAD: c81f3b2 feat: configurable long-break interval (branch main)\n"
             "Task: the Skip button zeroes the countdown but stays in the current phase.")
    cmd = "/run dotnet test tests/Pomodoro.Tests --nologo"
    turns = [
        (achat(f"/add {vm} tests/Pomodoro.Tests/TimerViewModelTests.cs"),
         f"Added {vm} to the chat\nAdded tests/Pomodoro.Tests/TimerViewModelTests.cs to the chat"),
        (achat(cmd), aider_run(_dotnet_test(root, ("Skip_MovesToNextPhase", "ShortBreak", "Focus", 48), "58 ms"))),
        (asr(vm, search, rep1), f"Applied edit to {vm}\nCommit 5e2a9d0 fix: advance to the next phase when skipping"),
        (achat(cmd), aider_run(_dotnet_test(root, ("Skip_DoesNotCountAsCompletedPomodoro", "0", "1", 63), "61 ms"))),
        (achat("/undo"),
         "Removed: 5e2a9d0 fix: advance to the next phase when skipping\nNow at:  c81f3b2 feat: configurable long-break interval\n"
         "You can use /undo to undo and discard each aider commit."),
        (asr(vm, search, rep2), f"Applied edit to {vm}\nCommit 7d41ce8 fix: skip moves to the next phase without counting a pomodoro"),
        (achat(cmd + " && git log --oneline -3"),
         aider_run(_dotnet_test(root, None, "55 ms") + "\n7d41ce8 (HEAD -> main) fix: skip moves to the next phase without counting a pomodoro\n"
                   "c81f3b2 feat: configurable long-break interval\n0a9e6d4 feat: tray icon shows remaining minutes")),
    ]
    rs.add("swe", "h51-swe-22", sysp, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
