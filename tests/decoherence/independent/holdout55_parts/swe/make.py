# ruff: noqa: E501
"""Held-out set h55, domain swe: coding agents working on infrastructure and tooling repositories.

22 trajectories (ids h55-swe-01 .. h55-swe-22) through seven agent harnesses (OpenHands, SWE-agent,
Claude Code, Gemini CLI, Aider, Cline, Codex CLI). Eleven hold exactly one contradiction (the label
names the first turn whose observation contradicts an earlier one); eleven are clean but full of
legitimate changes (edits, reruns, new ids, moving clocks). Deterministic, standard library only.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, bash, call, cat_n, edited, editor, gem_run, gshell, oh_bash

# ---------------------------------------------------------------- system prompts

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

The context is provided in chronological order (Turn 1, Turn 2, ...) before the current tool call. Review prior interactions, keep predictions consistent with the established state, and reuse values established earlier (file paths, file contents, identifiers, versions) exactly. Resources created in previous turns persist; deleted resources are gone; each tool call may modify the state (create/modify/delete files, run builds and tests), and transitions must be deterministic and traceable.

## Environment

{env}

---

# Environment Execution

- Parse the tool name and arguments, validate required parameters, dispatch to the right simulation.
- For shell commands consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors, 127 for command not found).
- Simulate long-running commands, timestamps and process ids plausibly.
- Simulate errors for missing files (`No such file or directory`), invalid parameters, permission issues and build/test failures with the real tools' messages.

---

# Key Principles

## Format
Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special markers.

## Factuality
Content must align with actual tool behavior; no fabricated paths or wrong system information.

## Consistency
Correctly reference resources from previous turns, respect state transitions (create → modify → delete), no contradictions with historical information.

## Realism
Reasonable numerical values (file sizes, timestamps, PIDs, hashes), correct tool-specific behavior, temporal plausibility.

## Quality
No unreasonable truncation or omission; include the diagnostic information a developer would see.

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


def tdef(name: str, desc: str, props: dict[str, str], required: list[str]) -> dict:
    return {"name": name, "description": desc,
            "parameters": {"type": "object", "properties": {k: {"type": v} for k, v in props.items()},
                           "required": required}}


TOOLS = {
    "openhands": [
        tdef("execute_bash", "Execute a bash command in the terminal within a persistent shell session. The output ends with the exit code, the working directory and the Python interpreter.", {"command": "string", "is_input": "string", "timeout": "number"}, ["command"]),
        tdef("str_replace_editor", "Custom editing tool for viewing, creating and editing files. `view` shows `cat -n` output, `create` writes a new file, `str_replace` replaces one unique occurrence of old_str, `insert` inserts after insert_line, `undo_edit` reverts the last edit.", {"command": "string", "path": "string", "file_text": "string", "old_str": "string", "new_str": "string", "insert_line": "integer", "view_range": "array"}, ["command", "path"]),
    ],
    "sweagent": [
        tdef("open", "open <path> [<line_number>]: opens the file in a 100-line window, printing `[File: <path> (<n> lines total)]` and numbered lines `n:text`.", {"path": "string", "line_number": "integer"}, ["path"]),
        tdef("goto", "goto <line_number>: moves the window to show the line.", {"line_number": "integer"}, ["line_number"]),
        tdef("edit", "edit <start_line>:<end_line> followed by the replacement text and `end_of_edit`: replaces the lines in the open file and prints the updated window.", {"start_line": "integer", "end_line": "integer", "replacement_text": "string"}, ["start_line", "end_line", "replacement_text"]),
        tdef("search_dir", "search_dir <search_term> [<dir>]: searches for the term in all files of dir.", {"search_term": "string", "dir": "string"}, ["search_term"]),
        tdef("find_file", "find_file <file_name> [<dir>]: finds files by name.", {"file_name": "string", "dir": "string"}, ["file_name"]),
        tdef("bash", "Any other command runs in a bash shell; the output is followed by the interface status lines `(Open file: ...)`, `(Current directory: ...)` and the `bash-$` prompt.", {"command": "string"}, ["command"]),
        tdef("submit", "submits the current diff.", {}, []),
    ],
    "claude": [
        tdef("Bash", "Executes a bash command in a persistent shell; returns stdout and stderr (a non-zero exit is reported as `Exit code N`).", {"command": "string", "description": "string", "timeout": "number"}, ["command"]),
        tdef("Read", "Reads a file; lines are returned in cat -n format as `<number>→<text>`, optionally from offset for limit lines.", {"file_path": "string", "offset": "number", "limit": "number"}, ["file_path"]),
        tdef("Edit", "Performs an exact string replacement in a file that was read before; returns a cat -n snippet of the edited region.", {"file_path": "string", "old_string": "string", "new_string": "string", "replace_all": "boolean"}, ["file_path", "old_string", "new_string"]),
        tdef("Write", "Writes a file to the local filesystem.", {"file_path": "string", "content": "string"}, ["file_path", "content"]),
        tdef("Glob", "Fast file pattern matching; returns matching paths sorted by modification time.", {"pattern": "string", "path": "string"}, ["pattern"]),
        tdef("Grep", "ripgrep-based content search.", {"pattern": "string", "path": "string", "glob": "string", "output_mode": "string", "-n": "boolean"}, ["pattern"]),
        tdef("TodoWrite", "Creates and updates the session's structured todo list.", {"todos": "array"}, ["todos"]),
    ],
    "gemini": [
        tdef("read_file", "Reads a file; with offset/limit it reports which lines are shown.", {"absolute_path": "string", "offset": "number", "limit": "number"}, ["absolute_path"]),
        tdef("write_file", "Writes content to a file.", {"file_path": "string", "content": "string"}, ["file_path", "content"]),
        tdef("replace", "Replaces text within a file (old_string must match exactly, including whitespace).", {"file_path": "string", "old_string": "string", "new_string": "string", "expected_replacements": "number"}, ["file_path", "old_string", "new_string"]),
        tdef("list_directory", "Lists the names of files and subdirectories directly within a directory.", {"path": "string"}, ["path"]),
        tdef("glob", "Finds files matching a glob pattern.", {"pattern": "string", "path": "string"}, ["pattern"]),
        tdef("search_file_content", "Searches for a regular expression within file contents.", {"pattern": "string", "path": "string", "include": "string"}, ["pattern"]),
        tdef("run_shell_command", "Executes a shell command with `bash -c`; returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", {"command": "string", "description": "string", "directory": "string"}, ["command"]),
    ],
    "aider": [
        tdef("/add", "/add <files>: add files to the chat so the model can edit them.", {"files": "string"}, ["files"]),
        tdef("/run", "/run <command>: run a shell command, print its output and ask whether to add it to the chat.", {"command": "string"}, ["command"]),
        tdef("/git", "/git <args>: run a git command.", {"args": "string"}, ["args"]),
        tdef("/diff", "/diff: show the diff of the last aider commit.", {}, []),
        tdef("/undo", "/undo: undo the last aider commit.", {}, []),
        tdef("edit", "A model reply with SEARCH/REPLACE blocks; aider applies them, prints `Applied edit to <file>` and auto-commits with a short hash.", {"blocks": "string"}, ["blocks"]),
    ],
    "cline": [
        tdef("execute_command", "Runs a CLI command in the VSCode terminal; the result is `Command executed.` followed by `Output:`.", {"command": "string", "requires_approval": "boolean"}, ["command", "requires_approval"]),
        tdef("read_file", "Reads the contents of a file.", {"path": "string"}, ["path"]),
        tdef("write_to_file", "Writes a whole file, creating directories as needed.", {"path": "string", "content": "string"}, ["path", "content"]),
        tdef("replace_in_file", "Applies SEARCH/REPLACE blocks to a file; returns the full final_file_content.", {"path": "string", "diff": "string"}, ["path", "diff"]),
        tdef("search_files", "Regex search across files in a directory, with context.", {"path": "string", "regex": "string", "file_pattern": "string"}, ["path", "regex"]),
        tdef("list_files", "Lists files and directories.", {"path": "string", "recursive": "boolean"}, ["path"]),
    ],
    "codex": [
        tdef("shell", "Runs a command (argv array, usually [\"bash\", \"-lc\", ...]) in workdir; returns JSON with output and metadata.exit_code / metadata.duration_seconds. Files are edited with [\"apply_patch\", \"*** Begin Patch ...\"].", {"command": "array", "workdir": "string", "timeout_ms": "number"}, ["command"]),
        tdef("update_plan", "Updates the task plan (steps with status pending / in_progress / completed).", {"explanation": "string", "plan": "array"}, ["plan"]),
    ],
}

HARNESS = {
    "openhands": "an OpenHands CodeActAgent sandbox (Docker runtime)",
    "sweagent": "a SWE-agent container with its agent-computer interface",
    "claude": "a Claude Code session",
    "gemini": "a Gemini CLI session",
    "aider": "an Aider chat session in the terminal (auto-commits enabled)",
    "cline": "a Cline session inside VS Code",
    "codex": "a Codex CLI session (workspace-write sandbox)",
}


def system(harness: str, root: str, about: str) -> str:
    env = (f"The agent works in {HARNESS[harness]} on the repository at {root}. {about} "
           "Observations are exactly what the harness returns for each call.")
    return BASE.replace("{env}", env).replace("{tools}", json.dumps(TOOLS[harness], indent=1))


# ---------------------------------------------------------------- formatting helpers

def span(text: str, a: int, b: int) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[a - 1:b])


def nlines(text: str) -> int:
    return len(text.split("\n"))


def cc_num(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{line}" for i, line in enumerate(text.split("\n"), start))


def cc_edit(path: str, text: str, a: int, b: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_num(span(text, a, b), a))


def swe_status(out: str, open_file: str, cwd: str) -> str:
    return (out.rstrip("\n") + "\n" if out else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swe_window(path: str, text: str, a: int = 1, b: int | None = None) -> str:
    lines = text.split("\n")
    b = min(len(lines), b if b is not None else a + 99)
    head = f"[File: {path} ({len(lines)} lines total)]\n"
    above = f"({a - 1} more lines above)\n" if a > 1 else ""
    below = f"\n({len(lines) - b} more lines below)" if b < len(lines) else ""
    return head + above + "\n".join(f"{i}:{lines[i - 1]}" for i in range(a, b + 1)) + below


def swe_act(thought: str, command: str) -> str:
    return f"DISCUSSION\n{thought}\n\n```\n{command}\n```"


def codex_sh(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def codex_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def codex_out(out: str, code: int = 0, secs: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}}, indent=2, ensure_ascii=False)


def cline(tool: str, **params: object) -> str:
    inner = "\n".join(f"<{k}>{str(v).lower() if isinstance(v, bool) else v}</{k}>" for k, v in params.items())
    return f"<{tool}>\n{inner}\n</{tool}>"


def cline_cmd(out: str) -> str:
    return "Command executed.\nOutput:\n" + out if out else "Command executed."


def cline_saved(path: str, text: str) -> str:
    return (f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was saved:\n\n"
            f"<final_file_content path=\"{path}\">\n{text}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
            "This content reflects the current state of the file, including any auto-formatting (e.g., if you used single "
            "quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this "
            "final version to ensure accuracy.")


def aider_run(out: str, add: bool = True) -> str:
    n = len(out.rstrip("\n").split("\n"))
    tail = f"Add command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {n} line{'s' if n != 1 else ''} of output to the chat." if add \
        else "Add command output to the chat? (Y)es/(N)o [Yes]: n"
    return out.rstrip("\n") + "\n" + tail


def gem_read(text: str, a: int, b: int) -> str:
    total = nlines(text)
    return (f"\nIMPORTANT: The file content has been truncated.\nStatus: Showing lines {a}-{b} of {total} total lines.\n"
            f"Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent 'read_file' call. "
            f"For example, to read the next section of the file, use offset: {b}.\n\n--- FILE CONTENT (truncated) ---\n" + span(text, a, b))


def counts(old: str, new: str) -> tuple[int, int]:
    ins = dele = 0
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            dele += i2 - i1
        if tag in ("replace", "insert"):
            ins += j2 - j1
    return ins, dele


def _scale(it: int, width: int, max_change: int) -> int:
    return 0 if not it else 1 + (it * (width - 1) // max_change)


def diffstat(files: list[tuple[str, str, str]], width: int = 80) -> str:
    """`git diff --stat` for (name, old, new) triples, with git's name truncation and graph scaling."""
    rows = [(name, *counts(old, new)) for name, old, new in files]
    max_change = max(i + d for _, i, d in rows)
    name_w = max(len(r[0]) for r in rows)
    num_w = len(str(max_change))
    graph_w = max_change
    if name_w + num_w + 6 + graph_w > width:
        if graph_w > width * 3 // 8 - num_w - 6:
            graph_w = max(6, width * 3 // 8 - num_w - 6)
        if name_w > width - num_w - 6 - graph_w:
            name_w = width - num_w - 6 - graph_w
    out = []
    for name, add, dele in rows:
        shown, prefix = name, ""
        if len(name) > name_w:
            prefix, keep = "...", name_w - 3
            shown = name[len(name) - keep:]
            if "/" in shown:
                shown = shown[shown.index("/"):]
        a, d = add, dele
        if graph_w <= max_change:
            total = _scale(a + d, graph_w, max_change)
            if total < 2 and a and d:
                total = 2
            if a < d:
                a = _scale(a, graph_w, max_change)
                d = total - a
            else:
                d = _scale(d, graph_w, max_change)
                a = total - d
        out.append(f" {(prefix + shown).ljust(name_w)} | {str(add + dele).rjust(num_w)} {'+' * a}{'-' * d}")
    ti, td = sum(r[1] for r in rows), sum(r[2] for r in rows)
    summ = f" {len(rows)} file{'s' if len(rows) != 1 else ''} changed"
    if ti:
        summ += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        summ += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(out + [summ])


def shortstat(files: list[tuple[str, str, str]]) -> str:
    return diffstat(files).split("\n")[-1]



# ---------------------------------------------------------------- 01 terraform + terratest (OpenHands, clean)

TF_VARS = '''variable "name" {
  description = "Name prefix for all resources"
  type        = string
}

variable "cidr_block" {
  description = "IPv4 CIDR block of the VPC"
  type        = string
  default     = "10.20.0.0/16"
}

variable "azs" {
  description = "Availability zones to spread subnets across"
  type        = list(string)
}

variable "public_subnet_cidrs" {
  description = "One CIDR per AZ for public subnets"
  type        = list(string)
  default     = []
}

variable "private_subnet_cidrs" {
  description = "One CIDR per AZ for private subnets"
  type        = list(string)
  default     = []
}

variable "nat_gateway_per_az" {
  description = "Create one NAT gateway per AZ instead of a single shared one"
  type        = bool
  default     = false
}

variable "tags" {
  description = "Extra tags merged into every resource"
  type        = map(string)
  default     = {}
}'''

TF_VARS_NEW_BLOCK = '''variable "enable_flow_logs" {
  description = "Ship VPC flow logs to a CloudWatch log group"
  type        = bool
  default     = false
}

variable "flow_logs_retention_days" {
  description = "Retention of the flow log group, in days"
  type        = number
  default     = 30
}

variable "tags" {'''

TF_MAIN_TAIL = '''resource "aws_route_table" "private" {
  count  = length(var.private_subnet_cidrs)
  vpc_id = aws_vpc.this.id

  tags = merge(local.common_tags, {
    Name = "${var.name}-private-${var.azs[count.index]}"
    Tier = "private"
  })
}

resource "aws_route" "private_nat" {
  count                  = length(var.private_subnet_cidrs)
  route_table_id         = aws_route_table.private[count.index].id
  destination_cidr_block = "0.0.0.0/0"
  nat_gateway_id         = aws_nat_gateway.this[var.nat_gateway_per_az ? count.index : 0].id
}

resource "aws_route_table_association" "private" {
  count          = length(var.private_subnet_cidrs)
  subnet_id      = aws_subnet.private[count.index].id
  route_table_id = aws_route_table.private[count.index].id
}'''

TF_FLOW = '''
resource "aws_cloudwatch_log_group" "flow_logs" {
  count             = var.enable_flow_logs ? 1 : 0
  name              = "/aws/vpc/${var.name}/flow-logs"
  retention_in_days = var.flow_logs_retention_days
  tags              = local.common_tags
}

resource "aws_iam_role" "flow_logs" {
  count              = var.enable_flow_logs ? 1 : 0
  name               = "${var.name}-flow-logs"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sts:AssumeRole", Principal = { Service = "vpc-flow-logs.amazonaws.com" } }]
  })
}

resource "aws_flow_log" "this" {
  count                = var.enable_flow_logs ? 1 : 0
  vpc_id               = aws_vpc.this.id
  traffic_type         = "ALL"
  log_destination_type = "cloud-watch-logs"
  log_destination      = aws_cloudwatch_log_group.flow_logs[0].arn
  iam_role_arn         = aws_iam_role.flow_logs[0].arn
  tags                 = local.common_tags
}'''


def t01(rs: RowSet) -> None:
    root = "/workspace/terraform-aws-vpc-lite"
    sysp = system("openhands", root, "The repository is a Terraform module for AWS VPCs with Go terratest tests that run against LocalStack (http://localhost:4566).")
    vars_new = TF_VARS.replace('variable "tags" {', TF_VARS_NEW_BLOCK)
    main_old = "\n" * 59 + TF_MAIN_TAIL  # lines 60..81 are the tail shown
    main_new = main_old + "\n" + TF_FLOW
    tail_start = 60
    tail_len = nlines(TF_MAIN_TAIL)
    main_last = tail_start + tail_len - 1
    ins_at = main_last
    vi = vars_new.split("\n").index('variable "enable_flow_logs" {') + 1
    test_dir = root + "/test"
    fail_log = '''TestVpcFlowLogs 2025-03-12T09:14:03Z retry.go:91: terraform [init -upgrade=false]
TestVpcFlowLogs 2025-03-12T09:14:03Z logger.go:66: Running command terraform with args [init -upgrade=false]
TestVpcFlowLogs 2025-03-12T09:14:04Z logger.go:66: Initializing the backend...
TestVpcFlowLogs 2025-03-12T09:14:04Z logger.go:66: Initializing provider plugins...
TestVpcFlowLogs 2025-03-12T09:14:04Z logger.go:66: - Reusing previous version of hashicorp/aws from the dependency lock file
TestVpcFlowLogs 2025-03-12T09:14:05Z logger.go:66: - Using previously-installed hashicorp/aws v5.89.0
TestVpcFlowLogs 2025-03-12T09:14:05Z logger.go:66: Terraform has been successfully initialized!
TestVpcFlowLogs 2025-03-12T09:14:05Z retry.go:91: terraform [apply -input=false -auto-approve -var name=vpclite-x7Kq2a -var azs=["us-east-1a","us-east-1b"] -var public_subnet_cidrs=["10.20.0.0/24","10.20.1.0/24"] -var private_subnet_cidrs=["10.20.10.0/24","10.20.11.0/24"] -var enable_flow_logs=true -var flow_logs_retention_days=7 -lock=false]
TestVpcFlowLogs 2025-03-12T09:14:05Z logger.go:66: Running command terraform with args [apply -input=false -auto-approve -var name=vpclite-x7Kq2a -var azs=["us-east-1a","us-east-1b"] -var public_subnet_cidrs=["10.20.0.0/24","10.20.1.0/24"] -var private_subnet_cidrs=["10.20.10.0/24","10.20.11.0/24"] -var enable_flow_logs=true -var flow_logs_retention_days=7 -lock=false]
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: ╷
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: │ Error: Value for undeclared variable
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: │\x20
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: │ A variable named "enable_flow_logs" was assigned on the command line, but
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: │ the root module does not declare a variable of that name. To use this
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: │ value, add a "variable" block to the configuration.
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: ╵
TestVpcFlowLogs 2025-03-12T09:14:08Z retry.go:99: Returning due to fatal error: FatalError{Underlying: error while running command: exit status 1; ╷
│ Error: Value for undeclared variable
╵}
    apply.go:15:\x20
        \tError Trace:\t/root/go/pkg/mod/github.com/gruntwork-io/terratest@v0.47.2/modules/terraform/apply.go:15
        \t            \t\t\t\t/workspace/terraform-aws-vpc-lite/test/vpc_flow_logs_test.go:31
        \tError:      \tReceived unexpected error:
        \t            \tFatalError{Underlying: error while running command: exit status 1; ╷
        \t            \t│ Error: Value for undeclared variable
        \t            \t╵}
        \tTest:       \tTestVpcFlowLogs
TestVpcFlowLogs 2025-03-12T09:14:08Z logger.go:66: Running command terraform with args [destroy -auto-approve -input=false -var name=vpclite-x7Kq2a -var azs=["us-east-1a","us-east-1b"] -var public_subnet_cidrs=["10.20.0.0/24","10.20.1.0/24"] -var private_subnet_cidrs=["10.20.10.0/24","10.20.11.0/24"] -var enable_flow_logs=true -var flow_logs_retention_days=7 -lock=false]
TestVpcFlowLogs 2025-03-12T09:14:09Z logger.go:66: No changes. No objects need to be destroyed.
TestVpcFlowLogs 2025-03-12T09:14:09Z logger.go:66: Destroy complete! Resources: 0 destroyed.
--- FAIL: TestVpcFlowLogs (6.42s)
FAIL
FAIL	github.com/acme-infra/terraform-aws-vpc-lite/test	6.481s
FAIL'''
    pass_log = '''TestVpcFlowLogs 2025-03-12T09:21:44Z logger.go:66: aws_flow_log.this[0]: Creating...
TestVpcFlowLogs 2025-03-12T09:21:44Z logger.go:66: aws_route_table_association.private[1]: Creation complete after 0s [id=rtbassoc-5a1c77e0d93b2f648]
TestVpcFlowLogs 2025-03-12T09:21:44Z logger.go:66: aws_route_table_association.private[0]: Creation complete after 0s [id=rtbassoc-0e9d41b6f27ca8350]
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66: aws_flow_log.this[0]: Creation complete after 1s [id=fl-0c6b1e4d2a9f83e71]
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66:\x20
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66: Apply complete! Resources: 21 added, 0 changed, 0 destroyed.
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66:\x20
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66: Outputs:
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66:\x20
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66: private_subnet_ids = [
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66:   "subnet-7f3a0c9e15b2d4861",
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66:   "subnet-2be8d61a0f497c3d5",
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66: ]
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66: vpc_id = "vpc-4e1f0a9c7b2d36e15"
TestVpcFlowLogs 2025-03-12T09:21:45Z logger.go:66: Running command terraform with args [output -no-color -json vpc_id]
TestVpcFlowLogs 2025-03-12T09:21:46Z logger.go:66: "vpc-4e1f0a9c7b2d36e15"
    vpc_flow_logs_test.go:44: found 1 flow log(s) for vpc-4e1f0a9c7b2d36e15 -> /aws/vpc/vpclite-Lm93Tz/flow-logs (traffic ALL, status ACTIVE)
    vpc_flow_logs_test.go:52: log group /aws/vpc/vpclite-Lm93Tz/flow-logs retention = 7 days
TestVpcFlowLogs 2025-03-12T09:21:46Z logger.go:66: Running command terraform with args [destroy -auto-approve -input=false -var name=vpclite-Lm93Tz -var azs=["us-east-1a","us-east-1b"] -var public_subnet_cidrs=["10.20.0.0/24","10.20.1.0/24"] -var private_subnet_cidrs=["10.20.10.0/24","10.20.11.0/24"] -var enable_flow_logs=true -var flow_logs_retention_days=7 -lock=false]
TestVpcFlowLogs 2025-03-12T09:22:04Z logger.go:66: aws_vpc.this: Destruction complete after 1s
TestVpcFlowLogs 2025-03-12T09:22:04Z logger.go:66:\x20
TestVpcFlowLogs 2025-03-12T09:22:04Z logger.go:66: Destroy complete! Resources: 21 destroyed.
--- PASS: TestVpcFlowLogs (41.87s)
PASS
ok  	github.com/acme-infra/terraform-aws-vpc-lite/test	41.932s'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"),
         oh_bash('''On branch feature/flow-logs
Your branch is up to date with 'origin/feature/flow-logs'.

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	test/vpc_flow_logs_test.go

nothing added to commit but untracked files present (use "git add" to track)
9d41c7e (HEAD -> feature/flow-logs, origin/feature/flow-logs) test: bump terratest to v0.47.2
51be0a3 (origin/main, origin/HEAD, main) feat: optional NAT gateway per AZ (#38)
e07f2d8 fix: tag private route tables with tier (#36)
c3a91f4 chore: terraform-docs pre-commit hook
7b2e6d0 feat: initial VPC module''', root)),
        (editor("view", f"{root}/variables.tf"), cat_n(f"{root}/variables.tf", TF_VARS)),
        (bash(f"cd {test_dir} && go test -run TestVpcFlowLogs -count=1 -v . 2>&1 | tail -32"), oh_bash(fail_log, test_dir)),
        (editor("str_replace", f"{root}/variables.tf", old_str='variable "tags" {', new_str=TF_VARS_NEW_BLOCK),
         edited(f"{root}/variables.tf", span(vars_new, vi - 4, vi + 16), vi - 4)),
        (editor("view", f"{root}/main.tf", view_range=[tail_start, main_last]), cat_n(f"{root}/main.tf", TF_MAIN_TAIL, tail_start)),
        (editor("insert", f"{root}/main.tf", insert_line=ins_at, new_str=TF_FLOW),
         edited(f"{root}/main.tf", span(main_new, ins_at - 4, nlines(main_new)), ins_at - 4)),
        (bash(f"cd {test_dir} && go test -run TestVpcFlowLogs -count=1 -v . 2>&1 | tail -28"), oh_bash(pass_log, test_dir)),
        (bash(f"cd {root} && terraform fmt -check -recursive && git diff --stat"),
         oh_bash(diffstat([("main.tf", main_old, main_new), ("variables.tf", TF_VARS, vars_new)]), root)),
    ]
    rs.add("swe", "h55-swe-01", sysp, turns,
           state=f"Repository {root} checked out on branch feature/flow-logs. Issue #41: add optional VPC flow logs (enable_flow_logs, default false) shipped to a CloudWatch log group with configurable retention; the new terratest test/vpc_flow_logs_test.go must pass against LocalStack.")


# ---------------------------------------------------------------- 02 ansible role + molecule (SWE-agent, bad at 5)

CHRONY_DEFAULTS = '''---
# defaults file for chrony
chrony_package_name: chrony
chrony_service_name: chronyd
chrony_service_state: started
chrony_service_enabled: true
chrony_config_path: /etc/chrony.conf
chrony_servers:
  - 0.pool.ntp.org
  - 1.pool.ntp.org
  - 2.pool.ntp.org
chrony_server_options: iburst
chrony_makestep_threshold: 1.0
chrony_makestep_limit: 3
chrony_driftfile: /var/lib/chrony/drift
chrony_rtcsync: true
chrony_allow: []
chrony_log_dir: /var/log/chrony'''

CHRONY_TPL = '''# {{ ansible_managed }}
{% for server in chrony_servers %}
server {{ server }} {{ chrony_server_options }}
{% endfor %}

driftfile {{ chrony_driftfile }}

# Allow the system clock to be stepped in the first updates
makestep {{ chrony_makestep_threshold | int }} {{ chrony_makestep_limit }}

{% if chrony_rtcsync %}
rtcsync
{% endif %}
{% for net in chrony_allow %}
allow {{ net }}
{% endfor %}

logdir {{ chrony_log_dir }}'''


def t02(rs: RowSet) -> None:
    root = "/ansible-role-chrony"
    sysp = system("sweagent", root, "The repository is an Ansible role (chrony) tested with molecule (docker driver, platform `instance` from rockylinux:9) and testinfra.")
    tpl_new = CHRONY_TPL.replace("makestep {{ chrony_makestep_threshold | int }}", "makestep {{ chrony_makestep_threshold }}")
    d_path, t_path = f"{root}/defaults/main.yml", f"{root}/templates/chrony.conf.j2"
    grep_lines = []
    for i, line in enumerate(CHRONY_DEFAULTS.split("\n"), 1):
        if "chrony_" in line:
            if line.startswith("chrony_driftfile"):
                line = "chrony_driftfile: /var/lib/chrony/chrony.drift"
            grep_lines.append(f"defaults/main.yml:{i}:{line}")
    grep_out = "\n".join(grep_lines + [
        'tasks/main.yml:8:    name: "{{ chrony_package_name }}"',
        'tasks/main.yml:14:    dest: "{{ chrony_config_path }}"',
        'tasks/main.yml:22:    path: "{{ chrony_log_dir }}"',
        'tasks/main.yml:29:    name: "{{ chrony_service_name }}"',
        'tasks/main.yml:30:    state: "{{ chrony_service_state }}"',
        'tasks/main.yml:31:    enabled: "{{ chrony_service_enabled }}"',
        "vars/Debian.yml:2:chrony_service_name: chrony",
        "vars/Debian.yml:3:chrony_config_path: /etc/chrony/chrony.conf",
        "vars/RedHat.yml:2:chrony_service_name: chronyd",
        "vars/RedHat.yml:3:chrony_config_path: /etc/chrony.conf",
    ])
    verify_fail = '''INFO     default scenario test matrix: verify
INFO     Performing prerun with role_name_check=0...
INFO     Running default > verify
INFO     Executing Testinfra tests found in /ansible-role-chrony/molecule/default/tests/...
============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /ansible-role-chrony
plugins: testinfra-10.1.1
collected 6 items

molecule/default/tests/test_default.py ...F..                            [100%]

=================================== FAILURES ===================================
_______________________ test_makestep[ansible://instance] ______________________

host = <testinfra.host.Host ansible://instance>

    def test_makestep(host):
        conf = host.file("/etc/chrony.conf")
>       assert conf.contains("^makestep 1.0 3$")
E       AssertionError: assert False
E        +  where False = <bound method File.contains of <file /etc/chrony.conf>>('^makestep 1.0 3$')
E        +    where <bound method File.contains of <file /etc/chrony.conf>> = <file /etc/chrony.conf>.contains

molecule/default/tests/test_default.py:31: AssertionError
=========================== short test summary info ============================
FAILED molecule/default/tests/test_default.py::test_makestep[ansible://instance] - AssertionError: assert False
========================= 1 failed, 5 passed in 3.87s ==========================
CRITICAL Verifier failed with exit code 1'''
    converge = '''PLAY [Converge] ****************************************************************

TASK [Gathering Facts] *********************************************************
ok: [instance]

TASK [Include ansible-role-chrony] *********************************************

TASK [ansible-role-chrony : Include OS-specific variables] *********************
ok: [instance]

TASK [ansible-role-chrony : Install chrony] ************************************
ok: [instance]

TASK [ansible-role-chrony : Render chrony.conf] ********************************
--- before: /etc/chrony.conf
+++ after: /root/.ansible/tmp/ansible-local-3117w9xk2d0q/tmpb6u1f3e0/chrony.conf.j2
@@ -6,7 +6,7 @@
 driftfile /var/lib/chrony/drift
\x20
 # Allow the system clock to be stepped in the first updates
-makestep 1 3
+makestep 1.0 3
\x20
 rtcsync
\x20

changed: [instance]

TASK [ansible-role-chrony : Ensure the chrony log directory exists] ************
ok: [instance]

TASK [ansible-role-chrony : Enable and start chrony] ***************************
ok: [instance]

RUNNING HANDLER [ansible-role-chrony : Restart chrony] *************************
changed: [instance]

PLAY RECAP *********************************************************************
instance                   : ok=7    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0'''
    verify_ok = '''collected 6 items

molecule/default/tests/test_default.py ......                            [100%]

============================== 6 passed in 3.41s ===============================
INFO     Verifier completed successfully.'''
    turns = [
        (swe_act("Let me look at the role defaults first.", "open defaults/main.yml"),
         swe_status(swe_window(d_path, CHRONY_DEFAULTS), d_path, root)),
        (swe_act("Now the template that renders /etc/chrony.conf.", "open templates/chrony.conf.j2"),
         swe_status(swe_window(t_path, CHRONY_TPL), t_path, root)),
        (swe_act("The instance is already converged; let me run the verifier to see which assertion fails.", "molecule verify 2>&1 | tail -40"),
         swe_status(verify_fail, t_path, root)),
        (swe_act("`| int` truncates 1.0 to 1. The threshold should be rendered as given.",
                 "edit 9:9\nmakestep {{ chrony_makestep_threshold }} {{ chrony_makestep_limit }}\nend_of_edit"),
         swe_status(swe_window(t_path, tpl_new) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", t_path, root)),
        (swe_act("Before converging, let me check how the chrony_ variables are used across defaults, tasks and vars.", "grep -rn \"chrony_\" defaults/ tasks/ vars/"),
         swe_status(grep_out, t_path, root)),
        (swe_act("Converge with --diff to see the rendered change.", "molecule converge -- --diff 2>&1 | tail -42"),
         swe_status(converge, t_path, root)),
        (swe_act("And verify again.", "molecule verify 2>&1 | tail -7"),
         swe_status(verify_ok, t_path, root)),
    ]
    rs.add("swe", "h55-swe-02", sysp, turns,
           state=f"SWE-agent shell in {root} (ansible-core 2.16.6, molecule 24.2.1, molecule-plugins[docker]). Issue: on converged hosts /etc/chrony.conf says `makestep 1 3` although chrony_makestep_threshold defaults to 1.0; test_makestep fails.",
           bad=True, turn=5, kind="grep shows defaults/main.yml:15 as chrony_driftfile: /var/lib/chrony/chrony.drift, but turn 1 showed /var/lib/chrony/drift and defaults/main.yml was never edited")


# ---------------------------------------------------------------- 03 helm chart + helm unittest (Claude Code, bad at 8)

PDB_TEST = '''suite: test pod disruption budget
templates:
  - templates/pdb.yaml
tests:
  - it: should not render by default
    asserts:
      - hasDocuments:
          count: 0
  - it: should render a PodDisruptionBudget when enabled
    set:
      pdb.enabled: true
    asserts:
      - hasDocuments:
          count: 1
      - isKind:
          of: PodDisruptionBudget
      - equal:
          path: spec.minAvailable
          value: 1
      - equal:
          path: spec.selector.matchLabels["app.kubernetes.io/name"]
          value: ledger-api
  - it: should use maxUnavailable when set
    set:
      pdb.enabled: true
      pdb.minAvailable: null
      pdb.maxUnavailable: 25%
    asserts:
      - equal:
          path: spec.maxUnavailable
          value: 25%
      - notExists:
          path: spec.minAvailable'''

LEDGER_VALUES_30 = '''resources:
  requests:
    cpu: 250m
    memory: 384Mi
  limits:
    memory: 768Mi

autoscaling:
  enabled: false
  minReplicas: 2
  maxReplicas: 8
  targetCPUUtilizationPercentage: 70

nodeSelector: {}

tolerations: []

affinity: {}

topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: topology.kubernetes.io/zone
    whenUnsatisfiable: ScheduleAnyway'''

PDB_TPL = '''{{- if .Values.pdb.enabled }}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "ledger-api.fullname" . }}
  labels:
    {{- include "ledger-api.labels" . | nindent 4 }}
spec:
  minAvailable: {{ .Values.pdb.minAvailable }}
  {{- with .Values.pdb.maxUnavailable }}
  maxUnavailable: {{ . }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "ledger-api.selectorLabels" . | nindent 6 }}
{{- end }}'''


def helm_run(suites: list[tuple[str, str, str]], fails: str, tests: tuple[int, int], secs: str) -> str:
    """suites: (PASS/FAIL, suite name, file); tests: (failed, passed)."""
    lines = ["", "### Chart [ ledger-api ] charts/ledger-api", ""]
    for status, name, f in suites:
        lines.append(f" {status}  {name}\tcharts/ledger-api/tests/{f}")
        if status == "FAIL":
            lines.append(fails)
    nf, np_ = tests
    sf = sum(1 for s in suites if s[0] == "FAIL")
    lines += ["", f"Charts:      {'1 failed, 0 passed' if nf else '1 passed'}, 1 total",
              f"Test Suites: {f'{sf} failed, ' if sf else ''}{len(suites) - sf} passed, {len(suites)} total",
              f"Tests:       {f'{nf} failed, ' if nf else ''}{np_} passed, {nf + np_} total",
              "Snapshot:    0 passed, 0 total", f"Time:        {secs}", ""]
    if nf:
        lines.append("Error: plugin \"unittest\" exited with error")
    out = "\n".join(lines)
    return ("Exit code 1\n" + out) if nf else out


def t03(rs: RowSet) -> None:
    root = "/home/dev/platform-charts"
    ch = f"{root}/charts/ledger-api"
    sysp = system("claude", root, "The repository holds Helm charts tested with the helm-unittest plugin (v0.5.1, Helm v3.14.4).")
    values_new = LEDGER_VALUES_30.replace("autoscaling:", "pdb:\n  enabled: false\n  minAvailable: 1\n  maxUnavailable: \"\"\n\nautoscaling:")
    pdb_new = PDB_TPL.replace("  minAvailable: {{ .Values.pdb.minAvailable }}\n",
                              "  {{- with .Values.pdb.minAvailable }}\n  minAvailable: {{ . }}\n  {{- end }}\n")
    ok = [("PASS", "test deployment", "deployment_test.yaml"), ("PASS", "test ingress", "ingress_test.yaml")]
    svc = ("PASS", "test service", "service_test.yaml")
    missing = '''	- should not render by default

		- asserts[0] `hasDocuments` fail
			Error:
				template "ledger-api/templates/pdb.yaml" not exists or not selected in test suite

	- should render a PodDisruptionBudget when enabled

		- asserts[0] `hasDocuments` fail
			Error:
				template "ledger-api/templates/pdb.yaml" not exists or not selected in test suite

	- should use maxUnavailable when set

		- asserts[0] `equal` fail
			Error:
				template "ledger-api/templates/pdb.yaml" not exists or not selected in test suite
'''
    null_min = '''	- should use maxUnavailable when set

		- asserts[1] `notExists` fail
			Template:	ledger-api/templates/pdb.yaml
			DocumentIndex:	0
			ValuesIndex:	0
			Path:	spec.minAvailable
			Expected NOT to exists:
				null
'''
    turns = [
        (call("Bash", command="helm unittest charts/ledger-api", description="Run chart unit tests"),
         helm_run(ok + [("FAIL", "test pod disruption budget", "pdb_test.yaml"), svc], missing, (3, 17), "38.906ms")),
        (call("Read", file_path=f"{ch}/tests/pdb_test.yaml"), cc_num(PDB_TEST)),
        (call("Read", file_path=f"{ch}/values.yaml", offset=30, limit=23), cc_num(LEDGER_VALUES_30, 30)),
        (call("Write", file_path=f"{ch}/templates/pdb.yaml", content=PDB_TPL),
         f"File created successfully at: {ch}/templates/pdb.yaml"),
        (call("Edit", file_path=f"{ch}/values.yaml", old_string="autoscaling:\n  enabled: false",
              new_string="pdb:\n  enabled: false\n  minAvailable: 1\n  maxUnavailable: \"\"\n\nautoscaling:\n  enabled: false"),
         cc_edit(f"{ch}/values.yaml", "\n" * 29 + values_new, 32, 46)),
        (call("Bash", command="helm unittest charts/ledger-api", description="Re-run chart unit tests"),
         helm_run(ok + [("FAIL", "test pod disruption budget", "pdb_test.yaml"), svc], null_min, (1, 19), "41.570ms")),
        (call("Edit", file_path=f"{ch}/templates/pdb.yaml", old_string="  minAvailable: {{ .Values.pdb.minAvailable }}\n",
              new_string="  {{- with .Values.pdb.minAvailable }}\n  minAvailable: {{ . }}\n  {{- end }}\n"),
         cc_edit(f"{ch}/templates/pdb.yaml", pdb_new, 5, 16)),
        (call("Bash", command="helm unittest charts/ledger-api", description="Re-run chart unit tests"),
         helm_run(ok + [("PASS", "test pod disruption budget", "pdb_test.yaml"), svc], "", (0, 21), "36.112ms")),
        (call("Bash", command="helm lint charts/ledger-api --strict", description="Lint the chart"),
         "==> Linting charts/ledger-api\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
    ]
    rs.add("swe", "h55-swe-03", sysp, turns,
           state=f"Claude Code in {root} (branch feat/ledger-pdb). Task: the chart ledger-api needs an optional PodDisruptionBudget (pdb.enabled, pdb.minAvailable, pdb.maxUnavailable); tests/pdb_test.yaml was already written by the reviewer.",
           bad=True, turn=8, kind="after only pdb.yaml and values.yaml were edited, helm unittest reports 21 tests in total where both earlier runs counted 20 across the same four suites")


# ---------------------------------------------------------------- 04 kubebuilder operator in Go (Codex CLI, clean)

RB_TYPES_STATUS = '''// RedisBackupStatus defines the observed state of RedisBackup
type RedisBackupStatus struct {
	// Phase is a coarse summary: Pending, Running, Succeeded or Failed.
	// +optional
	Phase string `json:"phase,omitempty"`

	// LastBackupTime is when the last successful backup finished.
	// +optional
	LastBackupTime *metav1.Time `json:"lastBackupTime,omitempty"`

	// LastBackupObject is the object key written to the bucket.
	// +optional
	LastBackupObject string `json:"lastBackupObject,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Schedule",type=string,JSONPath=`.spec.schedule`
// +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=`.status.phase`
// +kubebuilder:printcolumn:name="Last Backup",type=date,JSONPath=`.status.lastBackupTime`

// RedisBackup is the Schema for the redisbackups API
type RedisBackup struct {'''

RB_COND_FIELD = '''
	// Conditions represent the latest observations of the backup's state.
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}'''

RB_CTRL_OLD = '''	obj, err := r.Uploader.Upload(ctx, backup.Spec.Bucket, dump)
	if err != nil {
		backup.Status.Phase = "Failed"
		_ = r.Status().Update(ctx, &backup)
		return ctrl.Result{}, fmt.Errorf("upload dump: %w", err)
	}

	now := metav1.Now()
	backup.Status.Phase = "Succeeded"
	backup.Status.LastBackupTime = &now
	backup.Status.LastBackupObject = obj
	if err := r.Status().Update(ctx, &backup); err != nil {
		return ctrl.Result{}, err
	}'''

RB_CTRL_NEW = '''	obj, err := r.Uploader.Upload(ctx, backup.Spec.Bucket, dump)
	if err != nil {
		backup.Status.Phase = "Failed"
		meta.SetStatusCondition(&backup.Status.Conditions, metav1.Condition{
			Type:    "Ready",
			Status:  metav1.ConditionFalse,
			Reason:  "UploadFailed",
			Message: err.Error(),
		})
		_ = r.Status().Update(ctx, &backup)
		return ctrl.Result{}, fmt.Errorf("upload dump: %w", err)
	}

	now := metav1.Now()
	backup.Status.Phase = "Succeeded"
	backup.Status.LastBackupTime = &now
	backup.Status.LastBackupObject = obj
	meta.SetStatusCondition(&backup.Status.Conditions, metav1.Condition{
		Type:               "Ready",
		Status:             metav1.ConditionTrue,
		Reason:             "BackupSucceeded",
		Message:            fmt.Sprintf("uploaded %s", obj),
		ObservedGeneration: backup.Generation,
	})
	if err := r.Status().Update(ctx, &backup); err != nil {
		return ctrl.Result{}, err
	}'''


def patch_of(path: str, old: str, new: str) -> str:
    body: list[str] = []
    sm = difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False)
    a, b = old.split("\n"), new.split("\n")
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            body += [" " + ln for ln in a[i1:i2]]
        else:
            body += ["-" + ln for ln in a[i1:i2]] + ["+" + ln for ln in b[j1:j2]]
    return f"*** Begin Patch\n*** Update File: {path}\n@@\n" + "\n".join(body) + "\n*** End Patch"


def t04(rs: RowSet) -> None:
    root = "/home/dev/src/redis-backup-operator"
    sysp = system("codex", root, "The repository is a kubebuilder v4 operator (Go 1.22, controller-runtime v0.18.4) whose controller tests run in envtest with Ginkgo v2.")
    types_new = RB_TYPES_STATUS.replace('''	LastBackupObject string `json:"lastBackupObject,omitempty"`
}''', '''	LastBackupObject string `json:"lastBackupObject,omitempty"`
''' + RB_COND_FIELD)
    imports_old = '''import (
	"context"
	"fmt"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"'''
    imports_new = '''import (
	"context"
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"'''
    ctrl_old = imports_old + "\n" + RB_CTRL_OLD
    ctrl_new = imports_new + "\n" + RB_CTRL_NEW
    crd_old = "\n".join(f"c{i}" for i in range(60))
    crd_new = crd_old + "\n" + "\n".join(f"n{i}" for i in range(64))
    deep_old = "\n".join(f"d{i}" for i in range(20))
    deep_new = deep_old + "\n" + "\n".join(f"e{i}" for i in range(7))
    test_old = "\n".join(f"t{i}" for i in range(30))
    test_new = "\n".join(f"t{i}" for i in range(4)) + "\n" + "\n".join(f"t{i}" for i in range(8, 30)) + "\n" + "\n".join(f"u{i}" for i in range(18))
    gen = ('/home/dev/src/redis-backup-operator/bin/controller-gen-v0.15.0 rbac:roleName=manager-role crd webhook paths="./..." output:crd:artifacts:config=config/crd/bases\n'
           '/home/dev/src/redis-backup-operator/bin/controller-gen-v0.15.0 object:headerFile="hack/boilerplate.go.txt" paths="./..."')
    vet_fail = gen + '''
go fmt ./...
go vet ./...
# github.com/acme/redis-backup-operator/internal/controller [github.com/acme/redis-backup-operator/internal/controller.test]
vet: internal/controller/redisbackup_controller_test.go:97:42: created.Status.Conditions undefined (type redisbackupv1alpha1.RedisBackupStatus has no field or method Conditions)
make: *** [Makefile:66: vet] Error 1'''
    test_ok = gen + '''
go fmt ./...
go vet ./...
KUBEBUILDER_ASSETS="/home/dev/src/redis-backup-operator/bin/k8s/1.30.0-linux-amd64" go test $(go list ./... | grep -v /e2e) -coverprofile cover.out
	github.com/acme/redis-backup-operator/api/v1alpha1		coverage: 0.0% of statements
	github.com/acme/redis-backup-operator/cmd		coverage: 0.0% of statements
ok  	github.com/acme/redis-backup-operator/internal/controller	9.113s	coverage: 71.4% of statements
	github.com/acme/redis-backup-operator/internal/storage		coverage: 0.0% of statements'''
    types_path = "api/v1alpha1/redisbackup_types.go"
    ctrl_path = "internal/controller/redisbackup_controller.go"
    t_from = 38
    verbose = '''=== RUN   TestControllers
Running Suite: Controller Suite - /home/dev/src/redis-backup-operator/internal/controller
========================================================================================
Random Seed: 1741773108

Will run 4 of 4 specs
••••

Ran 4 of 4 Specs in 8.377 seconds
SUCCESS! -- 4 Passed | 0 Failed | 0 Pending | 0 Skipped
--- PASS: TestControllers (8.38s)
PASS
ok  	github.com/acme/redis-backup-operator/internal/controller	9.326s'''
    turns = [
        (codex_sh("git status -sb && git log --oneline -3", root),
         codex_out('''## feat/backup-conditions...origin/feat/backup-conditions
 M internal/controller/redisbackup_controller_test.go
4fa1d20 chore(deps): bump controller-runtime to v0.18.4
b92c7e1 feat: RedisBackup CRD with schedule and retention
61d03aa Initial scaffold (kubebuilder v4.1.1)
''', 0, 0.0)),
        (codex_sh(f"sed -n '{t_from},{t_from + nlines(RB_TYPES_STATUS) - 1}p' {types_path}", root),
         codex_out(RB_TYPES_STATUS + "\n", 0, 0.0)),
        (codex_sh("make test 2>&1 | tail -20", root, 600000), codex_out(vet_fail + "\n", 0, 6.8)),
        (codex_patch(patch_of(types_path, RB_TYPES_STATUS, types_new), root),
         codex_out(f"Success. Updated the following files:\nM {types_path}\n", 0, 0.0)),
        (codex_patch(patch_of(ctrl_path, ctrl_old, ctrl_new), root),
         codex_out(f"Success. Updated the following files:\nM {ctrl_path}\n", 0, 0.0)),
        (codex_sh("make manifests generate", root, 300000), codex_out(gen + "\n", 0, 4.9)),
        (codex_sh("make test 2>&1 | tail -20", root, 600000), codex_out(test_ok + "\n", 0, 38.4)),
        (codex_sh("git status --short", root),
         codex_out(''' M api/v1alpha1/redisbackup_types.go
 M api/v1alpha1/zz_generated.deepcopy.go
 M config/crd/bases/backup.acme.io_redisbackups.yaml
 M internal/controller/redisbackup_controller.go
 M internal/controller/redisbackup_controller_test.go
''', 0, 0.0)),
        (codex_sh("git diff --stat", root),
         codex_out(diffstat([(types_path, RB_TYPES_STATUS, types_new), ("api/v1alpha1/zz_generated.deepcopy.go", deep_old, deep_new),
                             ("config/crd/bases/backup.acme.io_redisbackups.yaml", crd_old, crd_new), (ctrl_path, ctrl_old, ctrl_new),
                             ("internal/controller/redisbackup_controller_test.go", test_old, test_new)]) + "\n", 0, 0.0)),
        (codex_sh("KUBEBUILDER_ASSETS=$(bin/setup-envtest use 1.30.0 --bin-dir bin -p path) go test ./internal/controller/... -count=1 -v 2>&1 | tail -14", root, 300000),
         codex_out(verbose + "\n", 0, 12.7)),
    ]
    rs.add("swe", "h55-swe-04", sysp, turns,
           state=f"Codex CLI in {root}, branch feat/backup-conditions. Task: RedisBackup should expose a standard `Ready` condition in .status.conditions (True after a successful upload, False with reason UploadFailed); the updated controller test is already in the working tree.")


def table(rows: list[list[str]], gap: int = 2, strip: bool = True) -> str:
    """Left-aligned columns as tabwriter / docker / kubectl print them."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        line = (" " * gap).join(c.ljust(w[i]) for i, c in enumerate(r))
        out.append(line.rstrip() if strip else line)
    return "\n".join(out)


# ---------------------------------------------------------------- 05 GitHub Actions with act (Gemini CLI, clean)

CI_YML = '''name: CI

on:
  push:
    branches: [main]
  pull_request:

jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version-file: .python-version
      - run: pip install ruff==0.4.8
      - run: ruff check src tests
      - run: ruff format --check src tests

  unit-tests:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
          cache: pip
      - run: pip install -e ".[test]"
      - run: pytest -q --cov=quillmark

  package:
    needs: [lint, unit-tests]
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pipx run build
      - uses: actions/upload-artifact@v4
        with:
          name: dist
          path: dist/
'''

UT_OLD = '''  unit-tests:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
          cache: pip
      - run: pip install -e ".[test]"
      - run: pytest -q --cov=quillmark

  package:
    needs: [lint, unit-tests]'''

UT_NEW = '''  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        python: ["3.10", "3.11", "3.12"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python }}
          cache: pip
      - run: pip install -e ".[test]"
      - run: pytest -q --cov=quillmark

  package:
    needs: [lint, test]'''


def t05(rs: RowSet) -> None:
    root = "/home/ana/code/quillmark"
    sysp = system("gemini", root, "The project is a Python library whose GitHub Actions workflows are run locally with nektos/act v0.2.68 (medium image catthehacker/ubuntu:act-latest).")
    wf = f"{root}/.github/workflows/ci.yml"
    docker = "INFO[0000] Using docker host 'unix:///var/run/docker.sock', and daemon socket 'unix:///var/run/docker.sock' "
    hdr = ["Stage", "Job ID", "Job name", "Workflow name", "Workflow file", "Events"]
    list1 = docker + "\n" + table([hdr, ["0", "lint", "lint", "CI", "ci.yml", "push,pull_request"],
                                   ["0", "unit-tests", "unit-tests", "CI", "ci.yml", "push,pull_request"],
                                   ["0", "publish", "Publish", "Release", "release.yml", "push"],
                                   ["1", "package", "package", "CI", "ci.yml", "push,pull_request"]], strip=False)
    list2 = docker + "\n" + table([hdr, ["0", "lint", "lint", "CI", "ci.yml", "push,pull_request"],
                                   ["0", "test", "test", "CI", "ci.yml", "push,pull_request"],
                                   ["0", "publish", "Publish", "Release", "release.yml", "push"],
                                   ["1", "package", "package", "CI", "ci.yml", "push,pull_request"]], strip=False)
    start = f'''{docker}
[CI/lint] ⭐ Run Set up job
[CI/lint] 🚀  Start image=catthehacker/ubuntu:act-latest
[CI/lint]   🐳  docker pull image=catthehacker/ubuntu:act-latest platform=linux/amd64 username= forcePull=true
[CI/lint]   🐳  docker create image=catthehacker/ubuntu:act-latest platform=linux/amd64 entrypoint=["tail" "-f" "/dev/null"] cmd=[] network="host"
[CI/lint]   🐳  docker run image=catthehacker/ubuntu:act-latest platform=linux/amd64 entrypoint=["tail" "-f" "/dev/null"] cmd=[] network="host"
[CI/lint]   ☁  git clone 'https://github.com/actions/setup-python' # ref=v5
[CI/lint]   ✅  Success - Set up job
[CI/lint] ⭐ Run Main actions/checkout@v4
[CI/lint]   🐳  docker cp src={root}/. dst={root}
[CI/lint]   ✅  Success - Main actions/checkout@v4 [{{t1}}]
[CI/lint] ⭐ Run Main actions/setup-python@v5
[CI/lint]   🐳  docker cp src=/root/.cache/act/actions-setup-python@v5/ dst=/var/run/act/actions/actions-setup-python@v5/
[CI/lint]   🐳  docker exec cmd=[/opt/acttoolcache/node/20.18.0/x64/bin/node /var/run/act/actions/actions-setup-python@v5/dist/setup/index.js] user= workdir='''
    fail = start.replace("{t1}", "412.337ms") + f'''
[CI/lint]   ❗  ::error::The specified python version file at: {root}/.python-version doesn't exist.
[CI/lint]   ❌  Failure - Main actions/setup-python@v5 [38.91ms]
[CI/lint] exitcode '1': failure
[CI/lint] ⭐ Run Complete job
[CI/lint]   ✅  Success - Complete job
[CI/lint] 🏁  Job failed
Error: Job 'lint' failed'''
    ok = start.replace("{t1}", "396.054ms") + '''
[CI/lint]   💬  ::debug::Semantic version spec of 3.12 is 3.12
[CI/lint]   | Installed versions
[CI/lint]   | Successfully set up CPython (3.12.7)
[CI/lint]   ❓ add-matcher /run/act/actions/actions-setup-python@v5/.github/python.json
[CI/lint]   ✅  Success - Main actions/setup-python@v5 [2.384017s]
[CI/lint]   ⚙  ::set-env:: pythonLocation=/opt/hostedtoolcache/Python/3.12.7/x64
[CI/lint]   ⚙  ::add-path:: /opt/hostedtoolcache/Python/3.12.7/x64/bin
[CI/lint] ⭐ Run Main pip install ruff==0.4.8
[CI/lint]   🐳  docker exec cmd=[bash -e /var/run/act/workflow/2] user= workdir=
[CI/lint]   | Collecting ruff==0.4.8
[CI/lint]   |   Downloading ruff-0.4.8-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (23 kB)
[CI/lint]   | Downloading ruff-0.4.8-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (8.8 MB)
[CI/lint]   |    ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 8.8/8.8 MB 41.6 MB/s eta 0:00:00
[CI/lint]   | Installing collected packages: ruff
[CI/lint]   | Successfully installed ruff-0.4.8
[CI/lint]   ✅  Success - Main pip install ruff==0.4.8 [3.118442s]
[CI/lint] ⭐ Run Main ruff check src tests
[CI/lint]   🐳  docker exec cmd=[bash -e /var/run/act/workflow/3] user= workdir=
[CI/lint]   | All checks passed!
[CI/lint]   ✅  Success - Main ruff check src tests [147.62ms]
[CI/lint] ⭐ Run Main ruff format --check src tests
[CI/lint]   🐳  docker exec cmd=[bash -e /var/run/act/workflow/4] user= workdir=
[CI/lint]   | 23 files already formatted
[CI/lint]   ✅  Success - Main ruff format --check src tests [121.08ms]
[CI/lint] ⭐ Run Post actions/setup-python@v5
[CI/lint]   ✅  Success - Post actions/setup-python@v5 [295.77ms]
[CI/lint] ⭐ Run Complete job
[CI/lint] Cleaning up container for job lint
[CI/lint]   ✅  Success - Complete job
[CI/lint] 🏁  Job succeeded'''
    ci1 = CI_YML.replace("python-version-file: .python-version", 'python-version: "3.12"')
    turns = [
        (gshell("act -l", "List the workflow jobs act can run"), gem_run("act -l", list1, 0, 52807)),
        (call("read_file", absolute_path=wf), CI_YML),
        (gshell("act -j lint --container-architecture linux/amd64", "Run the lint job locally"),
         gem_run("act -j lint --container-architecture linux/amd64", fail, 1, 52931)),
        (call("replace", file_path=wf, old_string="          python-version-file: .python-version", new_string='          python-version: "3.12"'),
         f"Successfully modified file: {wf} (1 replacements)."),
        (call("replace", file_path=wf, old_string=UT_OLD, new_string=UT_NEW),
         f"Successfully modified file: {wf} (1 replacements)."),
        (gshell("act -j lint --container-architecture linux/amd64", "Re-run the lint job"),
         gem_run("act -j lint --container-architecture linux/amd64", ok, 0, 53318)),
        (gshell("act -l", "List jobs after renaming unit-tests to a matrix job"), gem_run("act -l", list2, 0, 53602)),
    ]
    assert UT_OLD in ci1
    rs.add("swe", "h55-swe-05", sysp, turns,
           state=f"Gemini CLI in {root} (git branch ci/act-fixes). Request: make the CI workflow runnable with act (the lint job fails locally) and turn unit-tests into a `test` job with a Python 3.10-3.12 matrix.")


# ---------------------------------------------------------------- 06 Dockerfile + hadolint + container-structure-test (Aider, bad at 5)

def t06(rs: RowSet) -> None:
    root = "/src/pdfsvc"
    sysp = system("aider", root, "The repository is a small Flask/gunicorn PDF-to-text service with a Dockerfile linted by hadolint 2.12.0 and checked with container-structure-test 1.19.1 (tests/structure.yaml). Docker 27.3 with BuildKit.")
    hadolint = '''Dockerfile:6 DL3008 warning: Pin versions in apt get install. Instead of `apt-get install <package>` use `apt-get install <package>=<version>`
Dockerfile:6 DL3015 info: Avoid additional packages by specifying `--no-install-recommends`
Dockerfile:11 DL3042 warning: Avoid use of cache directory with pip. Use `pip install --no-cache-dir <package>`
Dockerfile:18 DL3025 warning: Use arguments JSON notation for CMD and ENTRYPOINT arguments'''
    build = '''[+] Building 47.9s (13/13) FINISHED                                                         docker:default
 => [internal] load build definition from Dockerfile                                                  0.0s
 => => transferring dockerfile: 598B                                                                  0.0s
 => resolve image config for docker-image://docker.io/docker/dockerfile:1                             1.1s
 => CACHED docker-image://docker.io/docker/dockerfile:1@sha256:865e5dd094beca432e8c0a1d5e1c465db5f998dca4e439981029b3b81fb39ed5   0.0s
 => [internal] load metadata for docker.io/library/python:3.11-slim-bookworm                          0.9s
 => [internal] load .dockerignore                                                                     0.0s
 => => transferring context: 114B                                                                     0.0s
 => [1/7] FROM docker.io/library/python:3.11-slim-bookworm@sha256:2ec5a4a5c3e919570f57675471f081d6299668d909feabd8d4803c6c61af666c   0.0s
 => [internal] load build context                                                                     0.1s
 => => transferring context: 48.21kB                                                                  0.1s
 => [2/7] RUN apt-get update && apt-get install -y poppler-utils tini     && rm -rf /var/lib/apt/lists/*   24.6s
 => [3/7] WORKDIR /app                                                                                0.1s
 => [4/7] COPY requirements.txt .                                                                     0.1s
 => [5/7] RUN pip install -r requirements.txt                                                        14.2s
 => [6/7] COPY src/ ./src/                                                                            0.1s
 => [7/7] RUN useradd --create-home --uid 10001 app                                                   0.5s
 => exporting to image                                                                                6.1s
 => => exporting layers                                                                               6.0s
 => => writing image sha256:7e2d4c19a0b35f8e61d4a92b0c7fe13d5a8b46e0f9c2d17a3b58e604f1c9d2ab          0.0s
 => => naming to docker.io/library/pdfsvc:dev                                                         0.0s'''
    images = table([["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
                    ["pdfsvc", "dev", "c51f08e6b2d9", "2 minutes ago", "287MB"],
                    ["pdfsvc", "0.3.1", "4b90d2a7e1c3", "9 days ago", "279MB"]], gap=3)
    edit = '''Dockerfile
<<<<<<< SEARCH
RUN apt-get update && apt-get install -y poppler-utils tini \\
    && rm -rf /var/lib/apt/lists/*
=======
RUN apt-get update && apt-get install -y --no-install-recommends \\
        poppler-utils=22.12.0-2+b1 \\
        tini=0.19.0-1+b3 \\
    && rm -rf /var/lib/apt/lists/*
>>>>>>> REPLACE

Dockerfile
<<<<<<< SEARCH
RUN pip install -r requirements.txt
=======
RUN pip install --no-cache-dir -r requirements.txt
>>>>>>> REPLACE

Dockerfile
<<<<<<< SEARCH
CMD gunicorn --bind 0.0.0.0:8080 --workers 2 src.app:app
=======
CMD ["gunicorn", "--bind", "0.0.0.0:8080", "--workers", "2", "src.app:app"]
>>>>>>> REPLACE'''
    applied = '''Tokens: 4.1k sent, 389 received. Cost: $0.02 message, $0.04 session.
Applied edit to Dockerfile
Commit 5b8e0c3 fix: pin apt packages, disable pip cache and use JSON CMD in Dockerfile
You can use /undo to undo and discard each aider commit.'''
    cst = '''
=======================================
====== Test file: structure.yaml ======
=======================================
=== RUN: Command Test: pdftotext is installed
--- PASS
duration: 684.207ms
stdout:\x20
stderr: pdftotext version 22.12.0
Copyright 2005-2022 The Poppler Developers - http://poppler.freedesktop.org
Copyright 1996-2011, 2022 Glyph & Cog, LLC

=== RUN: Command Test: tini is the entrypoint binary
--- PASS
duration: 512.66ms
stdout: tini version 0.19.0

=== RUN: File Existence Test: /app/src/app.py
--- PASS
duration: 0s
=== RUN: File Existence Test: /var/lib/apt/lists is empty
--- PASS
duration: 0s
=== RUN: Metadata Test
--- PASS
duration: 0s

=======================================
=============== RESULTS ===============
=======================================
Passes:      5
Failures:    0
Duration:    1.196867s
Total tests: 5

PASS'''
    turns = [
        ("/run hadolint Dockerfile", aider_run(hadolint)),
        ("/add Dockerfile", "Added Dockerfile to the chat"),
        ("/run docker build -t pdfsvc:dev .", aider_run(build, add=False)),
        ("/run docker run --rm pdfsvc:dev pdftotext -v",
         aider_run("pdftotext version 22.12.0\nCopyright 2005-2022 The Poppler Developers - http://poppler.freedesktop.org\nCopyright 1996-2011, 2022 Glyph & Cog, LLC", add=False)),
        ("/run docker images pdfsvc", aider_run(images, add=False)),
        (edit, edit + "\n\n" + applied),
        ("/run hadolint Dockerfile && docker build -q -t pdfsvc:dev .",
         aider_run("sha256:e19a3f0c5d2b7486a1c0f93e7b25d8c46f1a09e3b7d52c8e61f4a0b97c3d5e28", add=False)),
        ("/run container-structure-test test --image pdfsvc:dev --config tests/structure.yaml", aider_run(cst)),
    ]
    rs.add("swe", "h55-swe-06", sysp, turns,
           state=f"aider v0.72.1 in {root} (git repo, branch chore/hadolint, model claude-3-5-sonnet). Request: make the Dockerfile pass hadolint without ignores and keep tests/structure.yaml green.",
           bad=True, turn=5, kind="docker images lists pdfsvc:dev with IMAGE ID c51f08e6b2d9, but the build at turn 3 wrote image sha256:7e2d4c19a0b3... for pdfsvc:dev and nothing rebuilt or retagged it")


# ---------------------------------------------------------------- 07 Python click CLI + tox (OpenHands, clean)

TABSPLIT_CLI = '''"""Command line interface for tabsplit."""

from __future__ import annotations

import csv
from pathlib import Path

import click

from . import __version__
from .writer import PartitionWriter


@click.group()
@click.version_option(__version__, prog_name="tabsplit")
def cli() -> None:
    """Split delimited files into partitions."""


@cli.command()
@click.argument("input", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--by", "column", required=True, help="Column whose values name the partitions.")
@click.option("-o", "--out-dir", type=click.Path(file_okay=False, path_type=Path), default=Path("out"), show_default=True)
@click.option("--encoding", default="utf-8", show_default=True)
def split(input: Path, column: str, out_dir: Path, encoding: str) -> None:
    """Split INPUT into one file per value of COLUMN."""
    with input.open(newline="", encoding=encoding) as fh:
        reader = csv.DictReader(fh)
        if column not in (reader.fieldnames or []):
            raise click.UsageError(f"column {column!r} not found in {input}")
        with PartitionWriter(out_dir, reader.fieldnames) as writer:
            for row in reader:
                writer.write(row[column], row)
    counts = ", ".join(f"{column}={k}: {v} rows" for k, v in sorted(writer.counts.items()))
    click.echo(f"wrote {len(writer.counts)} files to {out_dir}/ ({counts})")


def main() -> None:
    cli(prog_name="tabsplit")'''

TABSPLIT_TEST = '''from click.testing import CliRunner

from tabsplit.cli import cli


def test_semicolon_delimiter(tmp_path):
    src = tmp_path / "in.csv"
    src.write_text("id;region\\n1;north\\n2;south\\n3;north\\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["split", str(src), "--by", "region", "-d", ";", "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert "region=north: 2 rows" in result.output
    assert (tmp_path / "out" / "region=south.csv").read_text(encoding="utf-8").splitlines() == ["id;region", "2;south"]


def test_default_delimiter_is_comma(tmp_path):
    src = tmp_path / "in.csv"
    src.write_text("id,region\\n1,west\\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["split", str(src), "--by", "region", "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert "wrote 1 files" in result.output'''


def t07(rs: RowSet) -> None:
    root = "/workspace/tabsplit"
    sysp = system("openhands", root, "The repository is a click-based Python CLI (tabsplit) tested with pytest through tox 4 (envs py311, py312).")
    cli_path = f"{root}/src/tabsplit/cli.py"
    opt_old = '''@click.option("--encoding", default="utf-8", show_default=True)
def split(input: Path, column: str, out_dir: Path, encoding: str) -> None:'''
    opt_new = '''@click.option("--encoding", default="utf-8", show_default=True)
@click.option("-d", "--delimiter", default=",", show_default=True, help="Field delimiter of INPUT.")
def split(input: Path, column: str, out_dir: Path, encoding: str, delimiter: str) -> None:'''
    cli1 = TABSPLIT_CLI.replace(opt_old, opt_new)
    cli2 = cli1.replace("reader = csv.DictReader(fh)", "reader = csv.DictReader(fh, delimiter=delimiter)")
    dots41 = "." * 41
    tox1 = f'''py312: commands[0]> pytest -q
{dots41.ljust(73)} [100%]
41 passed in 0.84s
  py312: OK (3.91=setup[3.07]+cmd[0.84] seconds)
  congratulations :) (3.98 seconds)'''
    dots43 = "." * 43
    tox2 = f'''py311: install_package> python -I -m pip install --force-reinstall --no-deps /workspace/tabsplit/.tox/.tmp/package/3/tabsplit-0.6.2.tar.gz
py311: commands[0]> pytest -q
{dots43.ljust(73)} [100%]
43 passed in 0.93s
py311: OK ✔ in 5.42 seconds
py312: install_package> python -I -m pip install --force-reinstall --no-deps /workspace/tabsplit/.tox/.tmp/package/3/tabsplit-0.6.2.tar.gz
py312: commands[0]> pytest -q
{dots43.ljust(73)} [100%]
43 passed in 0.88s
  py311: OK (5.42=setup[4.49]+cmd[0.93] seconds)
  py312: OK (4.37=setup[3.49]+cmd[0.88] seconds)
  congratulations :) (9.86 seconds)'''
    usage_err = '''Usage: tabsplit split [OPTIONS] INPUT
Try 'tabsplit split --help' for help.

Error: No such option: --delimiter'''
    run_cmd = "cd /workspace/tabsplit && python -m tabsplit split tests/data/regions_semicolon.csv --by region --delimiter ';' -o /tmp/ts-out"
    turns = [
        (bash("cd /workspace/tabsplit && tox -e py312 -q 2>&1 | tail -5"), oh_bash(tox1, root)),
        (editor("view", cli_path), cat_n(cli_path, TABSPLIT_CLI)),
        (bash(run_cmd), oh_bash(usage_err, root, 2)),
        (editor("str_replace", cli_path, old_str=opt_old, new_str=opt_new), edited(cli_path, span(cli1, 20, 30), 20)),
        (editor("str_replace", cli_path, old_str="        reader = csv.DictReader(fh)", new_str="        reader = csv.DictReader(fh, delimiter=delimiter)"),
         edited(cli_path, span(cli2, 24, 34), 24)),
        (bash(run_cmd + " && ls -l /tmp/ts-out"),
         oh_bash('''wrote 3 files to /tmp/ts-out/ (region=north: 118 rows, region=south: 97 rows, region=west: 64 rows)
total 28
-rw-r--r-- 1 root root 9126 Mar 12 14:03 region=north.csv
-rw-r--r-- 1 root root 7481 Mar 12 14:03 region=south.csv
-rw-r--r-- 1 root root 4957 Mar 12 14:03 region=west.csv''', root)),
        (editor("create", f"{root}/tests/test_delimiter.py", file_text=TABSPLIT_TEST),
         f"File created successfully at: {root}/tests/test_delimiter.py"),
        (bash("cd /workspace/tabsplit && tox -e py311,py312 -q 2>&1 | tail -13"), oh_bash(tox2, root)),
        (bash("cd /workspace/tabsplit && git status --short && git diff --stat"),
         oh_bash(" M src/tabsplit/cli.py\n?? tests/test_delimiter.py\n" + diffstat([("src/tabsplit/cli.py", TABSPLIT_CLI, cli2)]), root)),
    ]
    rs.add("swe", "h55-swe-07", sysp, turns,
           state=f"OpenHands sandbox, repository {root} (tabsplit 0.6.2). Issue #57: `tabsplit split` cannot read semicolon-separated exports; add a --delimiter/-d option (default ',') and a regression test.")


# ---------------------------------------------------------------- 08 Node CLI with oclif + mocha (Cline, bad at 6)

DEPLOYCTL_PKG = '''{
  "name": "@acme/deployctl",
  "description": "Deploy and inspect releases on the Acme platform",
  "version": "2.4.0",
  "author": "Acme Platform Team",
  "bin": {
    "deployctl": "./bin/run.js"
  },
  "type": "module",
  "engines": {
    "node": ">=18.0.0"
  },
  "files": [
    "/bin",
    "/dist",
    "/oclif.manifest.json"
  ],
  "dependencies": {
    "@oclif/core": "^4.0.29",
    "@oclif/plugin-help": "^6.2.15",
    "undici": "^6.20.1"
  },
  "devDependencies": {
    "@oclif/test": "^4.1.0",
    "@types/chai": "^4.3.20",
    "@types/mocha": "^10.0.9",
    "@types/node": "^20.16.11",
    "chai": "^4.5.0",
    "mocha": "^10.7.3",
    "nock": "^13.5.5",
    "oclif": "^4.15.9",
    "shx": "^0.3.4",
    "ts-node": "^10.9.2",
    "typescript": "^5.6.3"
  },
  "oclif": {
    "bin": "deployctl",
    "dirname": "deployctl",
    "commands": "./dist/commands",
    "plugins": [
      "@oclif/plugin-help"
    ],
    "topicSeparator": " ",
    "topics": {
      "release": {
        "description": "Work with service releases"
      }
    }
  },
  "scripts": {
    "build": "shx rm -rf dist && tsc -b",
    "lint": "eslint . --ext .ts",
    "postpack": "shx rm -f oclif.manifest.json",
    "prepack": "oclif manifest && oclif readme",
    "test": "mocha --forbid-only \\"test/**/*.test.ts\\""
  }
}'''

RELEASE_LIST = '''import {Flags} from '@oclif/core'

import type {Release, ReleasePage} from '../../api/types.js'
import {BaseCommand} from '../../base-command.js'
import {formatRelease} from '../../format.js'

export default class ReleaseList extends BaseCommand<typeof ReleaseList> {
  static override description = 'List releases for a service'

  static override examples = [
    '<%= config.bin %> <%= command.id %> --service checkout',
    '<%= config.bin %> <%= command.id %> --service checkout --env staging --limit 100',
  ]

  static override flags = {
    service: Flags.string({char: 's', description: 'service name', required: true}),
    env: Flags.string({char: 'e', description: 'environment', options: ['dev', 'staging', 'prod']}),
    limit: Flags.integer({char: 'n', description: 'maximum number of releases to show', default: 20, min: 1, max: 500}),
  }

  public async run(): Promise<Release[]> {
    const {flags} = this
    const page: ReleasePage = await this.api.get(`/services/${flags.service}/releases`, {
      env: flags.env,
      limit: flags.limit,
    })
    const releases = page.items.slice(0, flags.limit)

    if (this.jsonEnabled()) return releases
    this.table(releases.map((r) => formatRelease(r)))
    return releases
  }
}'''

RL_OLD_BODY = '''    const {flags} = this
    const page: ReleasePage = await this.api.get(`/services/${flags.service}/releases`, {
      env: flags.env,
      limit: flags.limit,
    })
    const releases = page.items.slice(0, flags.limit)
'''

RL_NEW_BODY = '''    const {flags} = this
    const releases: Release[] = []
    let cursor: string | undefined

    do {
      // The API caps page size at 50; keep following `next` until --limit is reached.
      const page: ReleasePage = await this.api.get(`/services/${flags.service}/releases`, {
        env: flags.env,
        limit: Math.min(50, flags.limit - releases.length),
        cursor,
      })
      releases.push(...page.items)
      cursor = page.next ?? undefined
    } while (cursor && releases.length < flags.limit)
'''


def mocha_release(third: str) -> str:
    return f'''  release list
    ✔ prints a table of releases (61ms)
    ✔ filters by environment
    ✔ rejects an unknown environment
    {third}
    ✔ prints JSON with --json
    ✔ stops when the API returns no next cursor'''


def t08(rs: RowSet) -> None:
    root = "/Users/kim/work/deployctl"
    sysp = system("cline", root, "The repository is an oclif v4 TypeScript CLI (@acme/deployctl) tested with mocha, chai, @oclif/test and nock; macOS, Node 20.18.0, zsh.")
    rl_path = "src/commands/release/list.ts"
    rl_new = RELEASE_LIST.replace(RL_OLD_BODY, RL_NEW_BODY)
    others1 = '''  deploy
    ✔ deploys the given version (83ms)
    ✔ waits for rollout with --wait (112ms)
    ✔ refuses prod without --confirm
    ✔ prints the rollout URL

  login
    ✔ stores the token in the keychain
    ✔ fails on an invalid token

  release diff
    ✔ shows changed images between two releases
    ✔ exits 1 when releases are identical
    ✔ accepts short release ids
'''
    others2 = '''
  release promote
    ✔ promotes staging to prod
    ✔ keeps the same image digest
    ✔ fails when the target env is locked

  rollback
    ✔ rolls back to the previous release (54ms)
    ✔ rolls back to --to
    ✔ fails without a previous release

  status
    ✔ prints health per region
    ✔ prints JSON with --json
    ✔ exits 2 when a region is degraded'''
    fail = f'''
> @acme/deployctl@2.4.0 test
> mocha --forbid-only "test/**/*.test.ts"



{others1}
{mocha_release("1) follows the next cursor until --limit is reached")}
{others2}


  23 passing (2s)
  1 failing

  1) release list
       follows the next cursor until --limit is reached:

      AssertionError: expected [ {{ id: 'rel_01HZX3', …(7) }}, …(49) ] to have a length of 120 but got 50
      + expected - actual

      -50
      +120
\x20\x20\x20\x20\x20\x20
      at Context.<anonymous> (file:///Users/kim/work/deployctl/test/commands/release/list.test.ts:88:29)
      at process.processImmediate (node:internal/timers:483:21)
'''
    passed = f'''
> @acme/deployctl@2.4.1 test
> mocha --forbid-only "test/**/*.test.ts"



{others1}
{mocha_release("✔ follows the next cursor until --limit is reached (48ms)")}
{others2}


  24 passing (2s)
'''
    single = f'''

{mocha_release("✔ follows the next cursor until --limit is reached (51ms)")}


  6 passing (412ms)
'''
    stat = diffstat([(rl_path, RELEASE_LIST, rl_new)])
    turns = [
        (cline("read_file", path="package.json"), DEPLOYCTL_PKG),
        (cline("read_file", path=rl_path), RELEASE_LIST),
        (cline("execute_command", command="npm test", requires_approval=False), cline_cmd(fail)),
        (cline("replace_in_file", path=rl_path, diff="------- SEARCH\n" + RL_OLD_BODY + "=======\n" + RL_NEW_BODY + "+++++++ REPLACE"),
         cline_saved(rl_path, rl_new)),
        (cline("execute_command", command="npx tsc --noEmit -p .", requires_approval=False), cline_cmd("")),
        (cline("execute_command", command="npm test", requires_approval=False), cline_cmd(passed)),
        (cline("execute_command", command="npx mocha test/commands/release/list.test.ts", requires_approval=False), cline_cmd(single)),
        (cline("execute_command", command="git diff --stat", requires_approval=False), cline_cmd(stat)),
        (cline("execute_command", command="git add src/commands/release/list.ts && git commit -m \"fix(release:list): follow next cursor until --limit\"", requires_approval=True),
         cline_cmd("[fix/release-list-pagination 3c9e7a1] fix(release:list): follow next cursor until --limit\n" + shortstat([(rl_path, RELEASE_LIST, rl_new)]))),
        (cline("execute_command", command="git log --oneline -4", requires_approval=False),
         cline_cmd("3c9e7a1 (HEAD -> fix/release-list-pagination) fix(release:list): follow next cursor until --limit\n9f02b64 (origin/main, origin/HEAD, main) feat(status): exit 2 when a region is degraded (#212)\n1e4c8d3 chore(deps): bump @oclif/core to 4.0.29\nb7a5f90 feat(rollback): add --to flag (#208)")),
    ]
    rs.add("swe", "h55-swe-08", sysp, turns,
           state=f"Cline in VS Code, workspace {root} on branch fix/release-list-pagination. Bug: `deployctl release list --limit 120` returns only 50 releases because the API pages at 50.",
           bad=True, turn=6, kind="npm test's banner names @acme/deployctl@2.4.1, while package.json (read at turn 1, never edited) and the turn-3 run both say version 2.4.0")


# ---------------------------------------------------------------- 09 Rust CLI with clap + cargo test (Claude Code, bad at 9)

LOGSLICE_CLI = '''use std::path::PathBuf;

use chrono::{DateTime, Utc};
use clap::Parser;

use crate::time::{parse_bound, Bound};

/// Print the lines of log files whose timestamp falls inside a time window.
#[derive(Debug, Parser)]
#[command(name = "logslice", version, about)]
pub struct Cli {
    /// Log files to read ("-" for stdin)
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Start of the window (inclusive)
    #[arg(long, value_name = "TIME", value_parser = parse_bound)]
    pub since: Option<Bound>,

    /// End of the window (exclusive)
    #[arg(long, value_name = "TIME", value_parser = parse_bound)]
    pub until: Option<Bound>,

    /// Keep lines without a timestamp that follow a matching line
    #[arg(short = 'c', long)]
    pub continuation: bool,

    /// Pretend the current time is TIME (for reproducible output)
    #[arg(long, value_name = "TIME", hide = true)]
    pub now: Option<DateTime<Utc>>,
}'''

LOGSLICE_TIME = '''use chrono::{DateTime, FixedOffset, Utc};

/// A window bound as given on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// An absolute RFC3339 timestamp.
    At(DateTime<FixedOffset>),
}

impl Bound {
    /// Resolve the bound against the current time.
    pub fn resolve(self, _now: DateTime<Utc>) -> DateTime<FixedOffset> {
        match self {
            Bound::At(t) => t,
        }
    }
}

/// clap value parser for `--since` / `--until`.
pub fn parse_bound(s: &str) -> Result<Bound, String> {
    DateTime::parse_from_rfc3339(s)
        .map(Bound::At)
        .map_err(|_| "expected RFC3339 timestamp, e.g. 2024-05-01T12:00:00Z".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_utc() {
        assert!(matches!(parse_bound("2024-05-01T12:00:00Z"), Ok(Bound::At(_))));
    }

    #[test]
    fn parses_offset() {
        let b = parse_bound("2024-05-01T14:00:00+02:00").unwrap();
        assert_eq!(b.resolve(Utc::now()).timestamp(), 1714564800);
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_bound("yesterday").is_err());
    }
}'''

LS_OLD1 = '''use chrono::{DateTime, FixedOffset, Utc};

/// A window bound as given on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// An absolute RFC3339 timestamp.
    At(DateTime<FixedOffset>),
}

impl Bound {
    /// Resolve the bound against the current time.
    pub fn resolve(self, _now: DateTime<Utc>) -> DateTime<FixedOffset> {
        match self {
            Bound::At(t) => t,
        }
    }
}

/// clap value parser for `--since` / `--until`.
pub fn parse_bound(s: &str) -> Result<Bound, String> {
    DateTime::parse_from_rfc3339(s)
        .map(Bound::At)
        .map_err(|_| "expected RFC3339 timestamp, e.g. 2024-05-01T12:00:00Z".to_string())
}'''

LS_NEW1 = '''use chrono::{DateTime, Duration, FixedOffset, Utc};

/// A window bound as given on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// An absolute RFC3339 timestamp.
    At(DateTime<FixedOffset>),
    /// A duration before "now", e.g. `15m`, `2h`, `1d`.
    Ago(Duration),
}

impl Bound {
    /// Resolve the bound against the current time.
    pub fn resolve(self, now: DateTime<Utc>) -> DateTime<FixedOffset> {
        match self {
            Bound::At(t) => t,
            Bound::Ago(d) => (now - d).fixed_offset(),
        }
    }
}

/// clap value parser for `--since` / `--until`.
pub fn parse_bound(s: &str) -> Result<Bound, String> {
    if let Some(d) = parse_relative(s) {
        return Ok(Bound::Ago(d));
    }
    DateTime::parse_from_rfc3339(s)
        .map(Bound::At)
        .map_err(|_| "expected RFC3339 timestamp or a duration like 15m, 2h, 1d".to_string())
}

fn parse_relative(s: &str) -> Option<Duration> {
    let (num, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit())?);
    let n: i64 = num.parse().ok()?;
    match unit {
        "s" => Some(Duration::seconds(n)),
        "m" => Some(Duration::minutes(n)),
        "h" => Some(Duration::hours(n)),
        "d" => Some(Duration::days(n)),
        _ => None,
    }
}'''

LS_OLD2 = '''    #[test]
    fn rejects_garbage() {
        assert!(parse_bound("yesterday").is_err());
    }
}'''

LS_NEW2 = '''    #[test]
    fn rejects_garbage() {
        assert!(parse_bound("yesterday").is_err());
    }

    #[test]
    fn parses_relative_minutes_and_hours() {
        let now = "2024-05-01T12:30:00Z".parse::<DateTime<Utc>>().unwrap();
        assert_eq!(parse_bound("15m").unwrap().resolve(now).to_rfc3339(), "2024-05-01T12:15:00+00:00");
        assert_eq!(parse_bound("2h").unwrap().resolve(now).to_rfc3339(), "2024-05-01T10:30:00+00:00");
    }

    #[test]
    fn rejects_unknown_unit() {
        assert!(parse_bound("3w").is_err());
    }
}'''


def t09(rs: RowSet) -> None:
    root = "/home/sam/src/logslice"
    sysp = system("claude", root, "The repository is a Rust command-line tool (logslice 0.3.0, clap 4.5, chrono 0.4.38) built with cargo 1.83.")
    time1 = LOGSLICE_TIME.replace(LS_OLD1, LS_NEW1)
    time2 = time1.replace(LS_OLD2, LS_NEW2)
    tp = f"{root}/src/time.rs"
    n_old2_start = time1.split("\n").index("    fn rejects_garbage() {")
    tests = '''     Running unittests src/lib.rs (target/debug/deps/logslice-3f9a1c0d7b2e4a18)
test filter::tests::continuation_lines_follow_match ... ok
test filter::tests::drops_lines_without_timestamp ... ok
test filter::tests::since_is_inclusive ... ok
test filter::tests::until_is_exclusive ... ok
test filter::tests::window_across_midnight ... ok
test parse::tests::detects_bracketed_timestamp ... ok
test parse::tests::detects_iso_prefix ... ok
test parse::tests::detects_syslog_prefix ... ok
test parse::tests::ignores_timestamp_inside_message ... ok
test parse::tests::keeps_offset ... ok
test parse::tests::rejects_short_lines ... ok
test time::tests::parses_offset ... ok
test time::tests::parses_relative_minutes_and_hours ... ok
test time::tests::parses_utc ... ok
test time::tests::rejects_garbage ... ok
test time::tests::rejects_unknown_unit ... ok
test result: ok. 16 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running unittests src/main.rs (target/debug/deps/logslice-81c4e2a9f03d5b76)
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/cli.rs (target/debug/deps/cli-0d7e3b5a19c4f862)
test help_mentions_since ... ok
test missing_file_exits_1 ... ok
test reads_stdin_dash ... ok
test since_after_until_is_error ... ok
test since_and_until_rfc3339 ... ok
test version_flag ... ok
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.07s
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s'''
    stat_time = [("src/time.rs", LOGSLICE_TIME, time2)]
    turns = [
        (call("Bash", command="git log --oneline -4 && git status -s", description="Recent history and working tree"),
         "a3f9c21 parse: accept RFC3339 timestamps with offsets\n0c7d5be cli: add --until flag\ne4b1290 ci: cache cargo registry\n7f02a6e initial import"),
        (call("Read", file_path=f"{root}/src/cli.rs"), cc_num(LOGSLICE_CLI)),
        (call("Read", file_path=tp), cc_num(LOGSLICE_TIME)),
        (call("Bash", command="cargo run -q -- --since 15m --now 2024-05-01T12:30:00Z fixtures/app.log", description="Reproduce the relative --since failure"),
         "Exit code 2\nerror: invalid value '15m' for '--since <TIME>': expected RFC3339 timestamp, e.g. 2024-05-01T12:00:00Z\n\nFor more information, try '--help'."),
        (call("Edit", file_path=tp, old_string=LS_OLD1, new_string=LS_NEW1), cc_edit(tp, time1, 1, nlines(LS_NEW1))),
        (call("Edit", file_path=tp, old_string=LS_OLD2, new_string=LS_NEW2), cc_edit(tp, time2, n_old2_start - 1, nlines(time2))),
        (call("Bash", command="cargo test 2>&1 | grep -E '^test |test result|Running'", description="Run the test suite"), tests),
        (call("Bash", command="cargo clippy --all-targets -- -D warnings", description="Lint"),
         "    Checking logslice v0.3.0 (/home/sam/src/logslice)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.86s"),
        (call("Bash", command="git add -A && git commit -q -m \"time: accept relative --since durations (15m, 2h, 1d)\" && git log --oneline -3", description="Commit the change"),
         "5d2e8b4 time: accept relative --since durations (15m, 2h, 1d)\na3f9c12 parse: accept RFC3339 timestamps with offsets\n0c7d5be cli: add --until flag"),
        (call("Bash", command="cargo run -q -- --since 15m --now 2024-05-01T12:30:00Z fixtures/app.log", description="Check the fix end to end"),
         "2024-05-01T12:15:02Z INFO  api: GET /v1/orders 200 41ms\n2024-05-01T12:17:45Z WARN  api: slow query orders_by_customer 812ms\n2024-05-01T12:21:09Z INFO  worker: job settle_batch#8812 done in 3.4s\n2024-05-01T12:26:33Z ERROR api: upstream payments timed out after 5000ms\n2024-05-01T12:29:58Z INFO  api: GET /healthz 200 1ms"),
        (call("Bash", command="git show --stat HEAD", description="Inspect the commit"),
         "commit 5d2e8b4f0a7c61e93b2d48a1f6c05e7d9b3a2c18\nAuthor: Sam Okafor <sam@okafor.dev>\nDate:   Thu Mar 13 16:48:21 2025 +0100\n\n    time: accept relative --since durations (15m, 2h, 1d)\n\n"
         + diffstat(stat_time)),
    ]
    rs.add("swe", "h55-swe-09", sysp, turns,
           state=f"Claude Code in {root} on main, clean tree. Feature request: `--since` should also accept relative durations such as 15m, 2h or 1d, measured back from now (or from the hidden --now override).",
           bad=True, turn=9, kind="after the new commit, git log lists the previous HEAD 'parse: accept RFC3339 timestamps with offsets' as a3f9c12, but turn 1 showed that same commit as a3f9c21")


# ---------------------------------------------------------------- 10 kustomize overlays + kubeconform (SWE-agent, bad at 3)

PROD_KUST = '''apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: checkout-prod
resources:
  - ../../base/checkout-api
labels:
  - pairs:
      env: prod
    includeSelectors: false
images:
  - name: ghcr.io/acme/checkout-api
    newTag: "1.42.3"
replicas:
  - name: checkout-api
    count: 6
patches:
  - path: hpa-patch.yaml
  - path: resources-patch.yaml'''

HPA_BASE = '''apiVersion: autoscaling/v2beta2
kind: HorizontalPodAutoscaler
metadata:
  name: checkout-api
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: checkout-api
  minReplicas: 2
  maxReplicas: 6
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 65'''

PROD_RENDER = '''apiVersion: v1
data:
  LOG_LEVEL: info
  PAYMENTS_URL: http://payments.payments-prod.svc.cluster.local:8080
kind: ConfigMap
metadata:
  labels:
    app.kubernetes.io/name: checkout-api
    env: prod
  name: checkout-api-config
  namespace: checkout-prod
---
apiVersion: v1
kind: Service
metadata:
  labels:
    app.kubernetes.io/name: checkout-api
    env: prod
  name: checkout-api
  namespace: checkout-prod
spec:
  ports:
  - name: http
    port: 80
    targetPort: http
  selector:
    app.kubernetes.io/name: checkout-api
---
apiVersion: apps/v1
kind: Deployment
metadata:
  labels:
    app.kubernetes.io/name: checkout-api
    env: prod
  name: checkout-api
  namespace: checkout-prod
spec:
  replicas: 4
  selector:
    matchLabels:
      app.kubernetes.io/name: checkout-api
  template:
    metadata:
      labels:
        app.kubernetes.io/name: checkout-api
    spec:
      containers:
      - envFrom:
        - configMapRef:
            name: checkout-api-config
        image: ghcr.io/acme/checkout-api:1.42.3
        name: checkout-api
        ports:
        - containerPort: 8080
          name: http
        readinessProbe:
          httpGet:
            path: /readyz
            port: http
        resources:
          limits:
            memory: 1Gi
          requests:
            cpu: 500m
            memory: 768Mi
---
apiVersion: autoscaling/v2beta2
kind: HorizontalPodAutoscaler
metadata:
  labels:
    app.kubernetes.io/name: checkout-api
    env: prod
  name: checkout-api
  namespace: checkout-prod
spec:
  maxReplicas: 20
  metrics:
  - resource:
      name: cpu
      target:
        averageUtilization: 65
        type: Utilization
    type: Resource
  minReplicas: 6
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: checkout-api'''


def t10(rs: RowSet) -> None:
    root = "/gitops-apps"
    sysp = system("sweagent", root, "The repository holds Kustomize bases and overlays (kustomize v5.4.3) validated with kubeconform v0.6.7 against Kubernetes 1.29 schemas.")
    kp, hp = f"{root}/overlays/prod/kustomization.yaml", f"{root}/base/checkout-api/hpa.yaml"
    hpa_new = HPA_BASE.replace("autoscaling/v2beta2", "autoscaling/v2")
    kc = "kubeconform -strict -summary -kubernetes-version 1.29.4"
    turns = [
        (swe_act("Let me see which kustomizations exist.", "find . -name kustomization.yaml | sort"),
         swe_status("./base/checkout-api/kustomization.yaml\n./overlays/dev/kustomization.yaml\n./overlays/prod/kustomization.yaml\n./overlays/staging/kustomization.yaml", "n/a", root)),
        (swe_act("Open the prod overlay.", "open overlays/prod/kustomization.yaml"), swe_status(swe_window(kp, PROD_KUST), kp, root)),
        (swe_act("Render the prod overlay to see the manifests kubeconform receives.", "kustomize build overlays/prod"),
         swe_status(PROD_RENDER, kp, root)),
        (swe_act("Now validate the rendered prod manifests.", f"kustomize build overlays/prod | {kc}"),
         swe_status("stdin - HorizontalPodAutoscaler checkout-api failed validation: could not find schema for HorizontalPodAutoscaler\nSummary: 4 resources found parsing stdin - Valid: 3, Invalid: 0, Errors: 1, Skipped: 0", kp, root)),
        (swe_act("autoscaling/v2beta2 was removed in 1.26. The apiVersion comes from the base HPA.", "open base/checkout-api/hpa.yaml"),
         swe_status(swe_window(hp, HPA_BASE), hp, root)),
        (swe_act("Switch it to autoscaling/v2; the metrics block already uses the v2 shape.", "edit 1:1\napiVersion: autoscaling/v2\nend_of_edit"),
         swe_status(swe_window(hp, hpa_new) + "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.", hp, root)),
        (swe_act("Validate every overlay.", f'for o in dev staging prod; do echo "== $o"; kustomize build overlays/$o | {kc}; done'),
         swe_status("== dev\nSummary: 3 resources found parsing stdin - Valid: 3, Invalid: 0, Errors: 0, Skipped: 0\n== staging\nSummary: 4 resources found parsing stdin - Valid: 4, Invalid: 0, Errors: 0, Skipped: 0\n== prod\nSummary: 4 resources found parsing stdin - Valid: 4, Invalid: 0, Errors: 0, Skipped: 0", hp, root)),
        (swe_act("Review the diff before submitting.", "git diff"),
         swe_status("diff --git a/base/checkout-api/hpa.yaml b/base/checkout-api/hpa.yaml\nindex 5b1e2a7..c04d9f3 100644\n--- a/base/checkout-api/hpa.yaml\n+++ b/base/checkout-api/hpa.yaml\n@@ -1,4 +1,4 @@\n-apiVersion: autoscaling/v2beta2\n+apiVersion: autoscaling/v2\n kind: HorizontalPodAutoscaler\n metadata:\n   name: checkout-api", hp, root)),
    ]
    rs.add("swe", "h55-swe-10", sysp, turns,
           state=f"SWE-agent container, repository {root}. Issue: the CI step `kustomize build overlays/<env> | kubeconform` fails for prod and staging since the cluster moved to Kubernetes 1.29.",
           bad=True, turn=3, kind="the rendered prod Deployment has replicas: 4, though the prod kustomization shown at turn 2 sets replicas count 6 for checkout-api")


# ---------------------------------------------------------------- 11 bash scripts + bats + shellcheck (Gemini CLI, clean)

PGB = '''#!/usr/bin/env bash
# pg-backup.sh - dump one or more PostgreSQL databases and prune old dumps.
#
# Usage: pg-backup.sh [-k KEEP] [-d BACKUP_DIR] DB [DB...]
#
# Environment: PGHOST, PGPORT, PGUSER (passed through to pg_dump), PG_OPTS.
set -euo pipefail

KEEP=${KEEP:-7}
BACKUP_DIR=${BACKUP_DIR:-/var/backups/postgres}
PG_OPTS=${PG_OPTS:-}

usage() {
  sed -n '2,6p' "$0" | sed 's/^# \\{0,1\\}//'
}

log() {
  printf '%s %s\\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2
}

dump_db() {
  local db=$1 out
  out="$BACKUP_DIR/${db}_$(date -u +%Y%m%dT%H%M%SZ).dump"
  log "dumping $db -> $out"
  # PG_OPTS may hold several flags, e.g. "--no-owner --jobs=4"
  log "pg_dump options: ${PG_OPTS:-<none>}"
  pg_dump $PG_OPTS --format=custom --file "$out" "$db"
  log "done $db ($(du -h "$out" | cut -f1))"
}

prune() {
  local db=$1 f
  local -a old
  # newest first; everything after the first $KEEP dumps is removed
  if [[ ! -d $BACKUP_DIR ]]; then
    log "backup dir $BACKUP_DIR missing, nothing to prune"
    return 0
  fi
  old=()
  log "pruning $db dumps beyond $KEEP"
  for f in $(ls -1t "$BACKUP_DIR"/"${db}"_*.dump | tail -n +$((KEEP + 1))); do
    old+=("$f")
  done
  for f in "${old[@]}"; do
    log "removing $f"
    rm -f -- "$f"
  done
}

while getopts ':k:d:h' opt; do
  case $opt in
    k) KEEP=$OPTARG ;;
    d) BACKUP_DIR=$OPTARG ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -gt 0 ]] || { usage >&2; exit 2; }
mkdir -p "$BACKUP_DIR"
for db in "$@"; do
  dump_db "$db"
  prune "$db"
done'''


def t11(rs: RowSet) -> None:
    root = "/home/lee/pgbackup"
    sysp = system("gemini", root, "The project is a set of bash backup scripts checked with shellcheck 0.10.0 and tested with bats-core 1.11.0 (stubbed pg_dump on PATH).")
    path = f"{root}/bin/pg-backup.sh"
    lines = PGB.split("\n")
    old_block = span(PGB, 25, 43)
    new_block = '''  # PG_OPTS may hold several flags, e.g. "--no-owner --jobs=4"
  local -a opts=()
  read -r -a opts <<< "$PG_OPTS"
  log "pg_dump options: ${PG_OPTS:-<none>}"
  pg_dump "${opts[@]}" --format=custom --file "$out" "$db"
  log "done $db ($(du -h "$out" | cut -f1))"
}

prune() {
  local db=$1 f
  local -a old
  # newest first; everything after the first $KEEP dumps is removed
  if [[ ! -d $BACKUP_DIR ]]; then
    log "backup dir $BACKUP_DIR missing, nothing to prune"
    return 0
  fi
  log "pruning $db dumps beyond $KEEP"
  mapfile -t old < <(find "$BACKUP_DIR" -maxdepth 1 -name "${db}_*.dump" -printf '%T@ %p\\n' | sort -rn | tail -n +$((KEEP + 1)) | cut -d' ' -f2-)'''
    pgb_new = PGB.replace(old_block, new_block)
    l27, l41 = lines[26], lines[40]
    c27, c41 = l27.index("$PG_OPTS"), l41.index("$(ls")
    sc = f'''
In bin/pg-backup.sh line 27:
{l27}
{" " * c27}^------^ SC2086 (info): Double quote to prevent globbing and word splitting.

Did you mean:\x20
{l27.replace("$PG_OPTS", '"$PG_OPTS"')}


In bin/pg-backup.sh line 41:
{l41}
{" " * c41}^-- SC2045 (error): Iterating over ls output is fragile. Use globs.

For more information:
  https://www.shellcheck.net/wiki/SC2045 -- Iterating over ls output is fragi...
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...'''
    bats = '''1..12
ok 1 prints usage with -h
ok 2 exits 2 without database arguments
ok 3 exits 2 on an unknown option
ok 4 creates the backup dir when missing
ok 5 dumps each database to its own file
ok 6 passes PG_OPTS through as separate arguments
ok 7 dump file name carries a UTC timestamp
ok 8 keeps the newest KEEP dumps
ok 9 -k overrides KEEP
ok 10 prune ignores other databases' dumps
ok 11 prune handles a BACKUP_DIR with spaces
ok 12 logs to stderr only'''
    turns = [
        (gshell("shellcheck bin/*.sh", "Lint the backup scripts"), gem_run("shellcheck bin/*.sh", sc, 1, 61270)),
        (call("read_file", absolute_path=path, offset=20, limit=30), gem_read(PGB, 21, 50)),
        (call("replace", file_path=path, old_string=old_block, new_string=new_block),
         f"Successfully modified file: {path} (1 replacements)."),
        (gshell('shellcheck bin/*.sh && echo "shellcheck: clean"', "Re-run shellcheck"),
         gem_run('shellcheck bin/*.sh && echo "shellcheck: clean"', "shellcheck: clean", 0, 61544)),
        (gshell("bats test/", "Run the bats test suite"), gem_run("bats test/", bats, 0, 61602)),
        (gshell("git diff --stat && git status --short", "Summarise the change"),
         gem_run("git diff --stat && git status --short", diffstat([("bin/pg-backup.sh", PGB, pgb_new)]) + "\n M bin/pg-backup.sh", 0, 61931)),
    ]
    rs.add("swe", "h55-swe-11", sysp, turns,
           state=f"Gemini CLI in {root} (branch fix/shellcheck). Request: make bin/pg-backup.sh pass shellcheck (the CI job runs it with --severity=info) without breaking the bats tests; PG_OPTS must still accept several flags.")


# ---------------------------------------------------------------- 12 OPA rego + conftest (Codex CLI, clean)

SEC_REGO = '''package main

import rego.v1

approved_registries := {"ghcr.io/acme/", "registry.acme.internal/"}

workload_kinds := {"Deployment", "StatefulSet", "DaemonSet"}

pod_spec := input.spec.template.spec if {
	workload_kinds[input.kind]
}

containers contains c if {
	some c in pod_spec.containers
}

deny contains msg if {
	some c in containers
	not c.resources.limits.memory
	msg := sprintf("%s/%s: container %q has no memory limit", [input.kind, input.metadata.name, c.name])
}

deny contains msg if {
	some c in containers
	not c.securityContext.runAsNonRoot
	msg := sprintf("%s/%s: container %q must not run as root (runAsNonRoot is not true)", [input.kind, input.metadata.name, c.name])
}

warn contains msg if {
	some c in containers
	not approved(c.image)
	msg := sprintf("%s/%s: image %q is not from an approved registry", [input.kind, input.metadata.name, c.image])
}

approved(image) if {
	some prefix in approved_registries
	startswith(image, prefix)
}'''

SEC_OLD = '''deny contains msg if {
	some c in containers
	not c.securityContext.runAsNonRoot
	msg := sprintf("%s/%s: container %q must not run as root (runAsNonRoot is not true)", [input.kind, input.metadata.name, c.name])
}'''

SEC_NEW = '''deny contains msg if {
	some c in containers
	not runs_as_non_root(c)
	msg := sprintf("%s/%s: container %q must not run as root (runAsNonRoot is not true)", [input.kind, input.metadata.name, c.name])
}

# A container runs as non-root when it says so itself, or inherits it from the pod
# security context without overriding it.
runs_as_non_root(c) if c.securityContext.runAsNonRoot == true

runs_as_non_root(c) if {
	not c.securityContext.runAsNonRoot == false
	pod_spec.securityContext.runAsNonRoot == true
}'''

SEC_TEST_TAIL = '''test_unapproved_registry_warns if {
	warn["Deployment/web: image \\"docker.io/library/nginx:1.27\\" is not from an approved registry"] with input as {
		"kind": "Deployment",
		"metadata": {"name": "web"},
		"spec": {"template": {"spec": {"containers": [{
			"name": "web",
			"image": "docker.io/library/nginx:1.27",
			"securityContext": {"runAsNonRoot": true},
			"resources": {"limits": {"memory": "128Mi"}},
		}]}}},
	}
}'''

SEC_TEST_ADD = '''

test_pod_level_run_as_non_root_allowed if {
	count(deny) == 0 with input as {
		"kind": "Deployment",
		"metadata": {"name": "api"},
		"spec": {"template": {"spec": {
			"securityContext": {"runAsNonRoot": true},
			"containers": [{"name": "api", "image": "ghcr.io/acme/api:1.0", "resources": {"limits": {"memory": "256Mi"}}}],
		}}},
	}
}

test_container_can_override_pod_non_root if {
	deny["Deployment/api: container \\"api\\" must not run as root (runAsNonRoot is not true)"] with input as {
		"kind": "Deployment",
		"metadata": {"name": "api"},
		"spec": {"template": {"spec": {
			"securityContext": {"runAsNonRoot": true},
			"containers": [{"name": "api", "image": "ghcr.io/acme/api:1.0", "securityContext": {"runAsNonRoot": false}, "resources": {"limits": {"memory": "256Mi"}}}],
		}}},
	}
}'''


def t12(rs: RowSet) -> None:
    root = "/home/dev/platform-policies"
    sysp = system("codex", root, "The repository holds Rego policies (OPA 0.68, rego.v1) applied to Kubernetes manifests with conftest 0.55.")
    sec_new = SEC_REGO.replace(SEC_OLD, SEC_NEW)
    test_new = SEC_TEST_TAIL + SEC_TEST_ADD
    conftest1 = '''FAIL - manifests/payments/deployment.yaml - main - Deployment/payments-api: container "api" has no memory limit
FAIL - manifests/payments/deployment.yaml - main - Deployment/payments-api: container "api" must not run as root (runAsNonRoot is not true)
WARN - manifests/search/statefulset.yaml - main - StatefulSet/search-es: image "docker.elastic.co/elasticsearch/elasticsearch:8.13.4" is not from an approved registry

27 tests, 24 passed, 1 warning, 2 failures, 0 exceptions
'''
    conftest2 = '''FAIL - manifests/payments/deployment.yaml - main - Deployment/payments-api: container "api" has no memory limit
WARN - manifests/search/statefulset.yaml - main - StatefulSet/search-es: image "docker.elastic.co/elasticsearch/elasticsearch:8.13.4" is not from an approved registry

27 tests, 25 passed, 1 warning, 1 failure, 0 exceptions
'''
    grep = '''18:      securityContext:
19-        runAsNonRoot: true
20-        runAsUser: 10001
21-        fsGroup: 10001
22-      containers:
23-        - name: api
24-          image: ghcr.io/acme/payments-api:3.8.0
--
31:          securityContext:
32-            allowPrivilegeEscalation: false
33-            readOnlyRootFilesystem: true
34-            capabilities:
35-              drop: ["ALL"]
36-          resources:
37-            requests:
'''
    names = ["test_deployment_without_limits_denied", "test_memory_limit_present_allowed", "test_multiple_containers_each_checked",
             "test_init_containers_ignored", "test_message_names_container", "test_root_container_denied",
             "test_container_non_root_allowed", "test_run_as_non_root_false_denied", "test_statefulset_checked",
             "test_daemonset_checked", "test_cronjob_not_checked", "test_non_workload_ignored", "test_service_ignored",
             "test_unknown_kind_ignored", "test_approved_registry_no_warning", "test_registry_prefix_must_match_fully",
             "test_warn_includes_image", "test_unapproved_registry_warns",
             "test_pod_level_run_as_non_root_allowed", "test_container_can_override_pod_non_root"]
    ms = [0.55, 0.44, 0.83, 0.39, 0.58, 0.47, 0.52, 0.51, 0.46, 0.48, 0.21, 0.17, 0.15, 0.19, 0.61, 0.42, 0.57, 0.63, 0.69, 0.74]
    opa = "policy/security_test.rego:\n" + "\n".join(f"data.main.{n}: PASS ({m}ms)" for n, m in zip(names, ms)) + "\n" + "-" * 80 + f"\nPASS: {len(names)}/{len(names)}\n"
    turns = [
        (codex_sh("conftest test --policy policy/ manifests/", root), codex_out(conftest1, 1, 0.6)),
        (codex_sh("cat policy/security.rego && echo '--- tail of security_test.rego' && tail -n 12 policy/security_test.rego", root),
         codex_out(SEC_REGO + "\n--- tail of security_test.rego\n" + SEC_TEST_TAIL + "\n", 0, 0.0)),
        (codex_sh("grep -n -A6 securityContext manifests/payments/deployment.yaml", root), codex_out(grep, 0, 0.0)),
        (codex_patch(patch_of("policy/security.rego", SEC_OLD, SEC_NEW), root),
         codex_out("Success. Updated the following files:\nM policy/security.rego\n", 0, 0.0)),
        (codex_patch(patch_of("policy/security_test.rego", SEC_TEST_TAIL, test_new), root),
         codex_out("Success. Updated the following files:\nM policy/security_test.rego\n", 0, 0.0)),
        (codex_sh("opa test policy/ -v", root), codex_out(opa, 0, 0.4)),
        (codex_sh("conftest test --policy policy/ manifests/", root), codex_out(conftest2, 1, 0.5)),
        (codex_sh("git status --short && git diff --stat", root),
         codex_out(" M policy/security.rego\n M policy/security_test.rego\n"
                   + diffstat([("policy/security.rego", SEC_REGO, sec_new), ("policy/security_test.rego", SEC_TEST_TAIL, test_new)]) + "\n", 0, 0.0)),
    ]
    rs.add("swe", "h55-swe-12", sysp, turns,
           state=f"Codex CLI in {root} (branch fix/pod-level-nonroot). Bug: the runAsNonRoot rule flags workloads that set runAsNonRoot: true in the pod securityContext; it should honour the pod-level setting unless a container overrides it. The missing memory limit on payments-api is a real finding and stays.")


# ---------------------------------------------------------------- 13 kyverno policies + kyverno test (OpenHands, bad at 6)

REQ_LABELS = '''apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata:
  name: require-labels
  annotations:
    policies.kyverno.io/title: Require Labels
    policies.kyverno.io/category: Best Practices
    policies.kyverno.io/severity: medium
    policies.kyverno.io/description: >-
      Every Pod must carry app.kubernetes.io/name and the owning team.
spec:
  validationFailureAction: Enforce
  background: true
  rules:
    - name: check-for-labels
      match:
        any:
          - resources:
              kinds:
                - Pod
      validate:
        message: "The labels `app.kubernetes.io/name` and `team` are required."
        pattern:
          metadata:
            labels:
              app.kubernetes.io/name: "?*"
              team: "?*"'''


def kyv_block(path: str, npol: int, rows: list[tuple[str, str, str, str, str]]) -> str:
    hdr = ("ID", "POLICY", "RULE", "RESOURCE", "RESULT", "REASON")
    data = [hdr] + [(str(i), *r) for i, r in enumerate(rows, 1)]
    w = [max(len(r[k]) for r in data) for k in range(6)]
    sep = "│" + "│".join("─" * (x + 2) for x in w) + "│"

    def fmt(r: tuple[str, ...]) -> str:
        return "│" + "│".join(f" {c.ljust(w[k])} " for k, c in enumerate(r)) + "│"
    return (f"Loading test  ( {path} ) ...\n  Loading values/variables ...\n  Loading policies ...\n  Loading resources ...\n"
            f"  Loading exceptions ...\n  Applying {npol} {'policy' if npol == 1 else 'policies'} to {len(rows)} resource{'s' if len(rows) != 1 else ''} ...\n"
            "  Checking results ...\n\n" + "\n".join([sep, fmt(hdr), sep] + [fmt(r) for r in data[1:]] + [sep]) + "\n")


def t13(rs: RowSet) -> None:
    root = "/workspace/cluster-policies"
    sysp = system("openhands", root, "The repository holds Kyverno ClusterPolicies with kyverno CLI tests (kyverno v1.12.5).")
    rl_path = f"{root}/policies/require-labels.yaml"
    old = span(REQ_LABELS, 22, 27)
    new = old.replace("and `team` are required", "and `owner` are required").replace('team: "?*"', 'owner: "?*"')
    rl_new = REQ_LABELS.replace(old, new)
    ok = "Ok"
    dep = kyv_block("tests/deprecated/disallow-latest-tag-v1/kyverno-test.yaml", 1, [
        ("disallow-latest-tag-v1", "validate-image-tag", "v1/Pod/default/nginx-latest", "Pass", ok),
        ("disallow-latest-tag-v1", "validate-image-tag", "v1/Pod/default/nginx-pinned", "Pass", ok)])
    hostp = kyv_block("tests/disallow-host-path/kyverno-test.yaml", 1, [
        ("disallow-host-path", "host-path", "v1/Pod/default/pod-hostpath", "Pass", ok),
        ("disallow-host-path", "host-path", "v1/Pod/default/pod-emptydir", "Pass", ok)])
    latest = kyv_block("tests/disallow-latest-tag/kyverno-test.yaml", 1, [
        ("disallow-latest-tag", "require-image-tag", "v1/Pod/default/busybox-untagged", "Pass", ok),
        ("disallow-latest-tag", "validate-image-tag", "v1/Pod/default/nginx-latest", "Pass", ok),
        ("disallow-latest-tag", "validate-image-tag", "v1/Pod/default/nginx-1-27", "Pass", ok)])

    def labels(fixed: bool) -> str:
        bad = "Want pass, got fail"
        return kyv_block("tests/require-labels/kyverno-test.yaml", 1, [
            ("require-labels", "check-for-labels", "v1/Pod/default/labelled-pod", "Pass" if fixed else "Fail", ok if fixed else bad),
            ("require-labels", "autogen-check-for-labels", "apps/v1/Deployment/default/web", "Pass" if fixed else "Fail", ok if fixed else bad),
            ("require-labels", "check-for-labels", "v1/Pod/default/unlabelled-pod", "Pass", ok)])
    probes = kyv_block("tests/require-probes/kyverno-test.yaml", 1, [
        ("require-probes", "validate-probes", "apps/v1/Deployment/default/web-probed", "Pass", ok),
        ("require-probes", "validate-probes", "apps/v1/Deployment/default/web-noprobe", "Pass", ok)])
    regs = kyv_block("tests/restrict-image-registries/kyverno-test.yaml", 1, [
        ("restrict-image-registries", "validate-registries", "v1/Pod/default/ghcr-pod", "Pass", ok),
        ("restrict-image-registries", "validate-registries", "v1/Pod/default/internal-pod", "Pass", ok),
        ("restrict-image-registries", "validate-registries", "v1/Pod/default/dockerhub-pod", "Pass", ok)])
    run1 = "\n".join([dep, hostp, latest, labels(False), probes, regs]) + "\nTest Summary: 13 tests passed and 2 tests failed\n\nError: 2 tests failed"
    run2 = "\n".join([dep, hostp, latest, labels(True), probes, regs]) + "\nTest Summary: 15 tests passed and 0 tests failed"
    ls = '''policies/:
deprecated
disallow-host-path.yaml
disallow-latest-tag.yaml
require-labels.yaml
require-probes.yaml
restrict-image-registries.yaml

policies/deprecated:
disallow-latest-tag-v1.yaml

tests/:
deprecated
disallow-host-path
disallow-latest-tag
require-labels
require-probes
restrict-image-registries

tests/deprecated:
disallow-latest-tag-v1'''
    dep_pol = "\n".join(f"p{i}" for i in range(31))
    dep_t1 = "\n".join(f"k{i}" for i in range(18))
    dep_t2 = "\n".join(f"r{i}" for i in range(24))
    show = "2c7f9e1 (HEAD -> chore/owner-label) require-labels: use owner label; drop deprecated disallow-latest-tag-v1\n" + diffstat([
        ("policies/deprecated/disallow-latest-tag-v1.yaml", dep_pol, ""), ("policies/require-labels.yaml", REQ_LABELS, rl_new),
        ("tests/deprecated/disallow-latest-tag-v1/kyverno-test.yaml", dep_t1, ""),
        ("tests/deprecated/disallow-latest-tag-v1/resources.yaml", dep_t2, "")])
    turns = [
        (bash(f"cd {root} && ls policies/ policies/deprecated tests/ tests/deprecated"), oh_bash(ls, root)),
        (bash("kyverno test tests/"), oh_bash(run1, root, 1)),
        (bash("git rm -r policies/deprecated tests/deprecated && git status --short"),
         oh_bash("rm 'policies/deprecated/disallow-latest-tag-v1.yaml'\nrm 'tests/deprecated/disallow-latest-tag-v1/kyverno-test.yaml'\nrm 'tests/deprecated/disallow-latest-tag-v1/resources.yaml'\n"
                 "D  policies/deprecated/disallow-latest-tag-v1.yaml\nD  tests/deprecated/disallow-latest-tag-v1/kyverno-test.yaml\nD  tests/deprecated/disallow-latest-tag-v1/resources.yaml", root)),
        (editor("view", rl_path), cat_n(rl_path, REQ_LABELS)),
        (editor("str_replace", rl_path, old_str=old, new_str=new), edited(rl_path, span(rl_new, 18, 27), 18)),
        (bash("kyverno test tests/"), oh_bash(run2, root)),
        (bash('git add -A && git commit -q -m "require-labels: use owner label; drop deprecated disallow-latest-tag-v1" && git show --stat --oneline HEAD'),
         oh_bash(show, root)),
        (bash("git log --oneline -3"),
         oh_bash("2c7f9e1 (HEAD -> chore/owner-label) require-labels: use owner label; drop deprecated disallow-latest-tag-v1\n8a31d5e (origin/main, origin/HEAD, main) restrict-image-registries: allow registry.acme.internal (#64)\nf4b09c2 require-probes: exempt Jobs (#61)", root)),
    ]
    rs.add("swe", "h55-swe-13", sysp, turns,
           state=f"OpenHands sandbox, repository {root}, branch chore/owner-label. Tasks: the platform renamed the `team` label to `owner` (test resources already use owner), and the deprecated disallow-latest-tag-v1 policy with its tests must be removed.",
           bad=True, turn=6, kind="kyverno test still loads tests/deprecated/disallow-latest-tag-v1 and reports its two results (15 tests), although turn 3 git-rm'ed that directory and the deprecated policy")


# ---------------------------------------------------------------- 14 nomad job specs (Cline, clean)

INGEST_JOB = '''job "ingest" {
  datacenters = ["dc1"]
  type        = "service"

  meta {
    owner = "data-platform"
  }

  update {
    max_parallel      = 1
    min_healthy_time  = "10s"
    healthy_deadline  = "3m"
    progress_deadline = "10m"
    max_paralel       = 1
    auto_revert       = true
  }

  group "workers" {
    count = 3

    network {
      port "metrics" {
        to = 9102
      }
    }

    service {
      name     = "ingest-metrics"
      port     = "metrics"
      provider = "nomad"
    }

    task "ingest" {
      driver = "docker"

      config {
        image = "ghcr.io/acme/ingest:0.9.3"
        ports = ["metrics"]
        args  = ["--queue", "events", "--batch-size", "500"]
      }

      env {
        LOG_LEVEL = "info"
      }

      resources {
        cpu    = 300
        memory = 256
      }
    }
  }
}'''


def t14(rs: RowSet) -> None:
    root = "/home/ops/nomad-jobs"
    sysp = system("cline", root, "The repository holds Nomad job specifications; a local Nomad 1.8.4 dev agent listens on http://127.0.0.1:4646 (docker driver enabled). Ubuntu 24.04, bash.")
    jp = "jobs/ingest.nomad.hcl"
    job_new = INGEST_JOB.replace("    max_paralel       = 1\n", "")
    validate_err = '''Error getting job struct: Error parsing job file from jobs/ingest.nomad.hcl:
ingest.nomad.hcl:14,5-16: Unsupported argument; An argument named "max_paralel" is not expected here. Did you mean "max_parallel"?'''
    plan = '''+/- Job: "ingest"
+/- Task Group: "workers" (1 create, 2 create/destroy update)
  +/- Count: "2" => "3" (forces create)
  +/- Task: "ingest" (forces create/destroy update)
    +/- Config {
          args[0]:  "--queue"
          args[1]:  "events"
          args[2]:  "--batch-size"
          args[3]:  "500"
      +/- image:    "ghcr.io/acme/ingest:0.9.2" => "ghcr.io/acme/ingest:0.9.3"
          ports[0]: "metrics"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 1187
To submit the job with version verification run:

nomad job run -check-index 1187 jobs/ingest.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid.'''
    run = '''==> 2025-03-13T10:42:17+01:00: Monitoring evaluation "5f3c1a9e"
    2025-03-13T10:42:17+01:00: Evaluation triggered by job "ingest"
    2025-03-13T10:42:18+01:00: Evaluation within deployment: "b81d07e4"
    2025-03-13T10:42:18+01:00: Allocation "0c6e92f1" created: node "d4a7e3b0", group "workers"
    2025-03-13T10:42:18+01:00: Allocation "7a41bd5c" created: node "d4a7e3b0", group "workers"
    2025-03-13T10:42:18+01:00: Evaluation status changed: "pending" -> "complete"
==> 2025-03-13T10:42:18+01:00: Evaluation "5f3c1a9e" finished with status "complete"
==> 2025-03-13T10:42:18+01:00: Monitoring deployment "b81d07e4"
  ✓ Deployment "b81d07e4" successful

    2025-03-13T10:43:09+01:00
    ID          = b81d07e4
    Job ID      = ingest
    Job Version = 7
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    workers     3        3       3        0          2025-03-13T10:53:07+01:00'''
    allocs = table([["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"],
                    ["e95f2c07", "d4a7e3b0", "workers", "7", "run", "running", "44s ago", "31s ago"],
                    ["7a41bd5c", "d4a7e3b0", "workers", "7", "run", "running", "1m8s ago", "54s ago"],
                    ["0c6e92f1", "d4a7e3b0", "workers", "7", "run", "running", "1m8s ago", "56s ago"],
                    ["3b8d61aa", "d4a7e3b0", "workers", "6", "stop", "complete", "2h14m ago", "43s ago"],
                    ["f20c9e5d", "d4a7e3b0", "workers", "6", "stop", "complete", "2h14m ago", "1m7s ago"]])
    status = f'''ID            = ingest
Name          = ingest
Submit Date   = 2025-03-13T10:42:17+01:00
Type          = service
Priority      = 50
Datacenters   = dc1
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
workers     0       0         3        0       2         0     0

Latest Deployment
ID          = b81d07e4
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
workers     3        3       3        0          2025-03-13T10:53:07+01:00

Allocations
{allocs}'''
    logs = '''2025-03-13T09:43:21Z INFO  ingest::consumer: batch committed queue=events size=500 offset=18231500 lag=1204
2025-03-13T09:43:23Z INFO  ingest::consumer: batch committed queue=events size=500 offset=18232000 lag=988
2025-03-13T09:43:24Z WARN  ingest::sink: slow flush to warehouse took=1.84s rows=500
2025-03-13T09:43:26Z INFO  ingest::consumer: batch committed queue=events size=500 offset=18232500 lag=731
2025-03-13T09:43:28Z INFO  ingest::consumer: batch committed queue=events size=500 offset=18233000 lag=402'''
    turns = [
        (cline("execute_command", command=f"nomad job validate {jp}", requires_approval=False), cline_cmd(validate_err)),
        (cline("read_file", path=jp), INGEST_JOB),
        (cline("replace_in_file", path=jp, diff="------- SEARCH\n    progress_deadline = \"10m\"\n    max_paralel       = 1\n=======\n    progress_deadline = \"10m\"\n+++++++ REPLACE"),
         cline_saved(jp, job_new)),
        (cline("execute_command", command=f"nomad job validate {jp}", requires_approval=False), cline_cmd("Job validation successful")),
        (cline("execute_command", command=f"nomad job plan {jp}", requires_approval=False), cline_cmd(plan)),
        (cline("execute_command", command=f"nomad job run -check-index 1187 {jp}", requires_approval=True), cline_cmd(run)),
        (cline("execute_command", command="nomad job status ingest", requires_approval=False), cline_cmd(status)),
        (cline("execute_command", command="nomad alloc logs -stderr 0c6e92f1 ingest | tail -5", requires_approval=False), cline_cmd(logs)),
        (cline("execute_command", command="git diff --stat", requires_approval=False),
         cline_cmd(diffstat([(jp, INGEST_JOB, job_new)]))),
    ]
    rs.add("swe", "h55-swe-14", sysp, turns,
           state=f"Cline in VS Code, workspace {root} (branch ingest-0.9.3, the image bump and count change are committed). Task: the ingest job no longer validates; fix it and roll it out to the local dev agent.")


# ---------------------------------------------------------------- 15 jsonnet / tanka environments (Aider, bad at 6)

def t15(rs: RowSet) -> None:
    root = "/home/mo/infra-tanka"
    sysp = system("aider", root, "The repository is a Grafana Tanka project (tk 0.28.0, jsonnet 0.20.0, jsonnet-bundler vendor/) deploying monitoring to a k3s cluster.")
    ls1 = '''environments/prometheus:
main.jsonnet
spec.json

lib/prometheus:
alerts.libsonnet
config.libsonnet
prometheus.libsonnet
rules.libsonnet'''
    mv = "lib/prometheus/prometheus.libsonnet:3:local alerts = import 'alerts.libsonnet';"
    edit = '''lib/prometheus/prometheus.libsonnet
<<<<<<< SEARCH
local alerts = import 'alerts.libsonnet';
=======
local alerts = import 'alert_rules.libsonnet';
>>>>>>> REPLACE'''
    applied = '''Tokens: 2.6k sent, 97 received. Cost: $0.0093 message, $0.0093 session.
Applied edit to lib/prometheus/prometheus.libsonnet
Commit 1e7b3d9 refactor: import alert_rules.libsonnet after rename
You can use /undo to undo and discard each aider commit.'''
    ls2 = '''total 36
drwxr-xr-x 2 mo mo 4096 Mar 14 11:02 .
drwxr-xr-x 6 mo mo 4096 Feb 27 16:40 ..
-rw-r--r-- 1 mo mo 9213 Feb 27 16:40 alerts.libsonnet
-rw-r--r-- 1 mo mo 1874 Mar  3 09:15 config.libsonnet
-rw-r--r-- 1 mo mo 3362 Mar 14 11:04 prometheus.libsonnet
-rw-r--r-- 1 mo mo 6120 Mar  3 09:15 rules.libsonnet'''
    diff = '''Diff since 4c0f2a8...
diff --git a/lib/prometheus/prometheus.libsonnet b/lib/prometheus/prometheus.libsonnet
index 8be61d2..f2a94c7 100644
--- a/lib/prometheus/prometheus.libsonnet
+++ b/lib/prometheus/prometheus.libsonnet
@@ -1,6 +1,6 @@
 local k = import 'k.libsonnet';
 local config = import 'config.libsonnet';
-local alerts = import 'alerts.libsonnet';
+local alerts = import 'alert_rules.libsonnet';
 local rules = import 'rules.libsonnet';
\x20
 {'''
    turns = [
        ("/run ls environments/prometheus lib/prometheus", aider_run(ls1)),
        ("/run git mv lib/prometheus/alerts.libsonnet lib/prometheus/alert_rules.libsonnet && grep -rn \"alerts.libsonnet\" lib environments", aider_run(mv)),
        ("/add lib/prometheus/prometheus.libsonnet", "Added lib/prometheus/prometheus.libsonnet to the chat"),
        (edit, edit + "\n\n" + applied),
        ("/run jsonnet -J lib -J vendor environments/prometheus/main.jsonnet > /dev/null && echo render-ok", aider_run("render-ok", add=False)),
        ("/run ls -la lib/prometheus", aider_run(ls2)),
        ("/diff", diff),
    ]
    rs.add("swe", "h55-swe-15", sysp, turns,
           state=f"aider v0.74.2 in {root} (branch refactor/alert-rules, model gpt-4o). Request: rename lib/prometheus/alerts.libsonnet to alert_rules.libsonnet (the name clashes with the vendored mixin) and fix its imports.",
           bad=True, turn=6, kind="ls -la lib/prometheus still lists alerts.libsonnet and no alert_rules.libsonnet, although turn 2 git-mv'ed it to alert_rules.libsonnet (and the render at turn 5 imported the new name)")


# ---------------------------------------------------------------- 17 Earthly Earthfile (Gemini CLI, clean)

EARTHFILE = '''VERSION 0.8
FROM golang:1.21-alpine
WORKDIR /src

deps:
    COPY go.mod go.sum ./
    RUN go mod download
    SAVE ARTIFACT go.mod AS LOCAL go.mod
    SAVE ARTIFACT go.sum AS LOCAL go.sum

lint:
    FROM +deps
    ARG GOLANGCI_VERSION=v1.59.1
    RUN wget -qO- https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b /usr/local/bin $GOLANGCI_VERSION
    COPY --dir cmd internal ./
    RUN golangci-lint run ./...

test:
    FROM +deps
    COPY --dir cmd internal testdata ./
    RUN go test -count=1 ./...

build:
    FROM +deps
    COPY --dir cmd internal ./
    RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/geo-tiles ./cmd/geo-tiles
    SAVE ARTIFACT /out/geo-tiles

docker:
    FROM gcr.io/distroless/static-debian12:nonroot
    ARG TAG=dev
    COPY +build/geo-tiles /geo-tiles
    EXPOSE 8080
    ENTRYPOINT ["/geo-tiles"]
    SAVE IMAGE geo-tiles:$TAG'''


def t17(rs: RowSet) -> None:
    root = "/home/raj/code/geo-tiles"
    sysp = system("gemini", root, "The project is a Go tile server built with Earthly v0.8.15 (buildkitd in Docker 27).")
    ef = f"{root}/Earthfile"
    head = ''' Init 🚀
————————————————————————————————————————————————————————————————————————————————

           buildkitd | Found buildkit daemon as docker container (earthly-buildkitd)

 Build 🔧
————————————————————————————————————————————————————————————————————————————————
'''
    fail = head + '''golang:1.21-alpine 💾 | --> Load metadata golang:1.21-alpine linux/amd64
              +base | --> FROM golang:1.21-alpine
              +base | [██████████] 100% resolve docker.io/library/golang:1.21-alpine@sha256:2414035b086e3c42b99654c8b26e6f5b1b1598080d65fd03c7f499552ff4dc94
              +deps | --> WORKDIR /src
              +deps | --> COPY go.mod go.sum ./
              +deps | --> RUN go mod download
              +deps | go: go.mod requires go >= 1.22.2 (running go 1.21.13; GOTOOLCHAIN=local)
              +deps | ERROR Earthfile:7:4
              +deps |       The command
              +deps |           RUN go mod download
              +deps |       did not complete successfully. Exit code 1

Error: build target: build main: failed to solve: Earthfile:7:4 'RUN go mod download': exit code: 1
in		+deps
in		+test'''
    ok = head + '''golang:1.22-alpine 💾 | --> Load metadata golang:1.22-alpine linux/amd64
              +base | --> FROM golang:1.22-alpine
              +base | [██████████] 100% resolve docker.io/library/golang:1.22-alpine@sha256:1699c10032ca2582ec89a24a1312d986a3f094aed3d5c1147b19880afe40e052
              +deps | --> WORKDIR /src
              +deps | --> COPY go.mod go.sum ./
              +deps | --> RUN go mod download
              +deps | --> SAVE ARTIFACT go.mod +deps/go.mod AS LOCAL go.mod
              +deps | --> SAVE ARTIFACT go.sum +deps/go.sum AS LOCAL go.sum
              +test | --> COPY --dir cmd internal testdata ./
              +test | --> RUN go test -count=1 ./...
              +test | ?   	github.com/raj/geo-tiles/cmd/geo-tiles	[no test files]
              +test | ok  	github.com/raj/geo-tiles/internal/cache	0.118s
              +test | ok  	github.com/raj/geo-tiles/internal/mvt	0.742s
              +test | ok  	github.com/raj/geo-tiles/internal/server	0.305s
              +test | ok  	github.com/raj/geo-tiles/internal/tiles	0.412s
              output | --> exporting outputs

 Local Output 🎁
————————————————————————————————————————————————————————————————————————————————

Artifact +deps/go.mod output as go.mod
Artifact +deps/go.sum output as go.sum

========================== 🌍 Earthly Build  ✅ SUCCESS ==========================

🛰️ Reuse cache between CI runs with Earthly Satellites! 2-20X faster than without cache. Generous free tier https://cloud.earthly.dev'''
    docker = head + '''              +base | --> FROM golang:1.22-alpine
              +deps | *cached* --> COPY go.mod go.sum ./
              +deps | *cached* --> RUN go mod download
             +build | --> COPY --dir cmd internal ./
             +build | --> RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/geo-tiles ./cmd/geo-tiles
             +build | --> SAVE ARTIFACT /out/geo-tiles +build/geo-tiles
            +docker | --> FROM gcr.io/distroless/static-debian12:nonroot
            +docker | --> COPY +build/geo-tiles /geo-tiles
            +docker | --> SAVE IMAGE geo-tiles:dev
              output | --> exporting outputs
              output | [██████████] 100% exporting layers
              output | [██████████] 100% exporting manifest sha256:5c0e8a61b9f24d37a0e1c6f58b2d94e7a13c05f8d6b2e91a74c3f80d52e6b19a
              output | [██████████] 100% exporting config sha256:a8f31c07d5e249b6e8c01f7a2d5b93e6c4f08a17b2e5d960c3a7f18e24b6d059

 Push Summary ⏫ (disabled)
————————————————————————————————————————————————————————————————————————————————

To enable pushing use earthly --push

 Local Output 🎁
————————————————————————————————————————————————————————————————————————————————

Image +docker output as geo-tiles:dev

========================== 🌍 Earthly Build  ✅ SUCCESS ==========================
''' + table([["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
             ["geo-tiles", "dev", "a8f31c07d5e2", "4 seconds ago", "14.9MB"],
             ["geo-tiles", "0.4.0", "71b2e9c04fd3", "3 weeks ago", "14.6MB"]], gap=3)
    turns = [
        (gshell("earthly ls", "List Earthfile targets"), gem_run("earthly ls", "+base\n+deps\n+lint\n+test\n+build\n+docker", 0, 70113)),
        (gshell("earthly +test", "Run the test target"), gem_run("earthly +test", fail, 1, 70158)),
        (call("read_file", absolute_path=ef), EARTHFILE),
        (call("replace", file_path=ef, old_string="FROM golang:1.21-alpine", new_string="FROM golang:1.22-alpine"),
         f"Successfully modified file: {ef} (1 replacements)."),
        (gshell("earthly +test", "Re-run the test target"), gem_run("earthly +test", ok, 0, 70544)),
        (gshell("earthly +docker --TAG=dev && docker image ls geo-tiles", "Build the image and list it"),
         gem_run("earthly +docker --TAG=dev && docker image ls geo-tiles", docker, 0, 70890)),
    ]
    rs.add("swe", "h55-swe-17", sysp, turns,
           state=f"Gemini CLI in {root} (branch chore/go-1.22). go.mod was bumped to `go 1.22.2` in the previous commit and `earthly +test` broke; fix the build.")


# ---------------------------------------------------------------- 18 nix flake dev shell (SWE-agent, bad at 7)

FLAKE_NIX = '''{
  description = "hexd - hex dump tool with a Zig toolchain dev shell";

  inputs = {
    nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";
    flake-utils.url = "github:numtide/flake-utils";
  };

  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let
        pkgs = import nixpkgs { inherit system; };
      in
      {
        packages.default = pkgs.stdenv.mkDerivation {
          pname = "hexd";
          version = "0.5.1";
          src = ./.;
          nativeBuildInputs = [ pkgs.zig_0_14.hook ];
        };

        devShells.default = pkgs.mkShell {
          packages = [ pkgs.zig_0_14 pkgs.zls pkgs.hyperfine pkgs.just ];
        };
      });
}'''


def t18(rs: RowSet) -> None:
    root = "/hexd"
    sysp = system("sweagent", root, "The repository is a Zig project packaged as a Nix flake (nix 2.24.10, flakes enabled).")
    old_rev, new_rev = "d74a2335ac9c133d6bbec9fc98d91a77f1604c1f", "5d7db4668d7a0c6cc5fc8cf6ef33b008b2b1ed8b"
    old_nar, new_nar = "sha256-RDcBo2VHj0aXPeMwJkh9mdp5NrsrIh0v5GwMK3lcJ2E=", "sha256-nrXgQaWc0Rj2o1H7eL4yZ4AM9bzd0Yr3zGs1TvBuJ0k="
    fu = "github:numtide/flake-utils/11707dc2f618dd54ca8739b309ec4fc024de578b?narHash=sha256-l0KFg5HjrsfsO/JpG%2Br7fRrqm12kzFHyUHqHCVpMMbI%3D"
    locked = {"lastModified": 1739863612, "narHash": old_nar, "owner": "NixOS", "repo": "nixpkgs", "rev": old_rev, "type": "github"}
    check_fail = '''evaluating flake...
checking flake output 'packages'...
error:
       … while checking flake output 'packages'
         at /nix/store/q3l1s8m2y9kx7b0v4f6d2hjc5wza1n0r-source/flake.nix:10:5:
            9|   outputs = { self, nixpkgs, flake-utils }:
           10|     flake-utils.lib.eachDefaultSystem (system:
             |     ^
           11|       let

       … while checking the derivation 'packages.x86_64-linux.default'

       error: attribute 'zig_0_14' missing
       at /nix/store/q3l1s8m2y9kx7b0v4f6d2hjc5wza1n0r-source/flake.nix:19:34:
           18|           src = ./.;
           19|           nativeBuildInputs = [ pkgs.zig_0_14.hook ];
             |                                  ^
           20|         };
       Did you mean one of zig_0_11, zig_0_12 or zig_0_13?'''
    update = f'''warning: '--update-input' is a deprecated alias for 'flake update' and will be removed in a future version.
warning: updating lock file '/hexd/flake.lock':
• Updated input 'nixpkgs':
    'github:NixOS/nixpkgs/{old_rev}?narHash={old_nar.replace("+", "%2B").replace("=", "%3D").replace("/", "%2F")}' (2025-02-18)
  → 'github:NixOS/nixpkgs/{new_rev}?narHash={new_nar.replace("+", "%2B").replace("=", "%3D").replace("/", "%2F")}' (2025-03-09)'''
    check_ok = '''evaluating flake...
checking flake output 'packages'...
checking derivation packages.x86_64-linux.default...
derivation evaluated to /nix/store/7mxg3kq0d4b1cz2a5v9yl8r6f0shn2wp-hexd-0.5.1.drv
checking flake output 'devShells'...
checking derivation devShells.x86_64-linux.default...
derivation evaluated to /nix/store/2c8vd0y5kw7h1rbm4q9sfpz3l6a0xjn1-nix-shell.drv
warning: The check omitted these incompatible systems: aarch64-darwin, aarch64-linux, x86_64-darwin
Use '--all-systems' to check all.'''
    meta = f'''Resolved URL:  git+file:///hexd
Locked URL:    git+file:///hexd
Description:   hexd - hex dump tool with a Zig toolchain dev shell
Path:          /nix/store/k2d9f0w7q4mz1x8c6b3n5v0r7h2j4l8s-source
Dirty revision: 9e2f7b04c1d83a65f0b7c2e41d5a98f3b60c17e4-dirty
Last modified: 2025-03-11 17:52:06
Fingerprint:   3b1e09c7d2f54a86e0c91b7d3f28a5e64c0d17b9a3e2f58c6d41b0e7f92a3c58
Inputs:
├───flake-utils: {fu} (2024-11-13 15:14:17)
│   └───systems: github:nix-systems/default/da67096a3b9bf56a91d16901293e51ba5b49a27e?narHash=sha256-Vy1rq5AaRuLzOxct8nz4T6wlgyUR7zLU309k9mBC768%3D (2023-04-09 08:34:24)
└───nixpkgs: github:NixOS/nixpkgs/{old_rev}?narHash={old_nar.replace("+", "%2B").replace("=", "%3D").replace("/", "%2F")} (2025-02-18 07:26:52)'''
    lock_old = "\n".join(f"l{i}" for i in range(60))
    lock_new = lock_old.replace("l20", "m20").replace("l21", "m21").replace("l22", "m22")
    turns = [
        (swe_act("Look at the flake first.", "cat flake.nix"), swe_status(FLAKE_NIX, "n/a", root)),
        (swe_act("Which nixpkgs revision is locked?", "nix flake metadata --json | jq '.locks.nodes.nixpkgs.locked'"),
         swe_status(json.dumps(locked, indent=2), "n/a", root)),
        (swe_act("Run the flake checks to see the reported failure.", "nix flake check 2>&1 | tail -25"), swe_status(check_fail, "n/a", root)),
        (swe_act("zig_0_14 landed in nixpkgs after the locked revision; update only the nixpkgs input.", "nix flake lock --update-input nixpkgs"),
         swe_status(update, "n/a", root)),
        (swe_act("Check again.", "nix flake check 2>&1 | tail -12"), swe_status(check_ok, "n/a", root)),
        (swe_act("Only flake.lock should have changed.", "git status --short && git diff --stat"),
         swe_status(" M flake.lock\n" + diffstat([("flake.lock", lock_old, lock_new)]), "n/a", root)),
        (swe_act("Confirm the new lock from the human-readable metadata.", "nix flake metadata"), swe_status(meta, "n/a", root)),
    ]
    rs.add("swe", "h55-swe-18", sysp, turns,
           state=f"SWE-agent container, repository {root} (branch main, clean tree). Issue: `nix develop` and `nix flake check` fail with attribute 'zig_0_14' missing.",
           bad=True, turn=7, kind="nix flake metadata shows nixpkgs still locked to d74a2335... (2025-02-18), but turn 4 updated the lock to 5d7db466... (2025-03-09) and turns 5-6 reflected the new lock")


# ---------------------------------------------------------------- 19 dagger Go module (Codex CLI, clean)

DAGGER_MAIN = '''// CI pipeline for the geo-api service.
package main

import (
	"context"

	"dagger/ci/internal/dagger"
)

type Ci struct{}

const goImage = "golang:1.23-alpine"

// base returns a Go container with the module caches mounted and the source in /src.
func (m *Ci) base(source *dagger.Directory) *dagger.Container {
	return dag.Container().
		From(goImage).
		WithMountedCache("/go/pkg/mod", dag.CacheVolume("go-mod")).
		WithMountedCache("/root/.cache/go-build", dag.CacheVolume("go-build")).
		WithDirectory("/src", source).
		WithWorkdir("/src")
}

// Build the service binary
func (m *Ci) Build(source *dagger.Directory) *dagger.File {
	return m.base(source).
		WithEnvVariable("CGO_ENABLED", "0").
		WithExec([]string{"go", "build", "-o", "/out/geo-api", "./cmd/geo-api"}).
		File("/out/geo-api")
}

// Run unit tests with the race detector
func (m *Ci) Test(ctx context.Context, source *dagger.Directory) (string, error) {
	return m.base(source).
		WithExec([]string{"go", "test", "-race", "./..."}).
		Stdout(ctx)
}

// Run golangci-lint
func (m *Ci) Lint(ctx context.Context, source *dagger.Directory) (string, error) {
	return dag.Container().
		From("golangci/golangci-lint:v1.61.0").
		WithDirectory("/src", source).
		WithWorkdir("/src").
		WithExec([]string{"golangci-lint", "run", "--timeout", "5m"}).
		Stdout(ctx)
}

// Publish the image to the registry
func (m *Ci) Publish(ctx context.Context, source *dagger.Directory, tag string) (string, error) {
	return dag.Container().
		From("gcr.io/distroless/static-debian12:nonroot").
		WithFile("/geo-api", m.Build(source)).
		WithEntrypoint([]string{"/geo-api"}).
		Publish(ctx, "ghcr.io/acme/geo-api:"+tag)
}'''

DAGGER_COV = '''// Run unit tests with the race detector
func (m *Ci) Test(ctx context.Context, source *dagger.Directory) (string, error) {
	return m.base(source).
		WithExec([]string{"go", "test", "-race", "./..."}).
		Stdout(ctx)
}

// Run unit tests and return the coverage profile
func (m *Ci) Coverage(source *dagger.Directory) *dagger.File {
	return m.base(source).
		WithExec([]string{"go", "test", "-coverprofile=/tmp/coverage.out", "./..."}).
		File("/tmp/coverage.out")
}'''


def t19(rs: RowSet) -> None:
    root = "/home/dev/src/geo-api"
    sysp = system("codex", root, "The repository is a Go HTTP service whose CI is a Dagger module (dagger v0.13.5, Go SDK) in .dagger/.")
    mp = ".dagger/main.go"
    m1 = DAGGER_MAIN.replace('const goImage = "golang:1.23-alpine"', 'const goImage = "golang:1.23-bookworm" // -race needs cgo and gcc')
    test_block = span(DAGGER_MAIN, 32, 37)
    m2 = m1.replace(test_block, DAGGER_COV)
    fn_hdr = ["Name", "Description"]
    fns1 = table([fn_hdr, ["build", "Build the service binary"], ["lint", "Run golangci-lint"],
                  ["publish", "Publish the image to the registry"], ["test", "Run unit tests with the race detector"]], gap=3)
    fns2 = table([fn_hdr, ["build", "Build the service binary"], ["coverage", "Run unit tests and return the coverage profile"], ["lint", "Run golangci-lint"],
                  ["publish", "Publish the image to the registry"], ["test", "Run unit tests with the race detector"]], gap=3)
    fail = '''✔ connect 0.3s
✔ load module 2.4s
✔ parsing command line arguments 0.0s

✔ ci: Ci! 0.0s
✘ .test(source: Address.directory: Directory!): String! 16.2s
  ✘ exec go test -race ./... 3.1s
  ┃ go: -race requires cgo; enable cgo by setting CGO_ENABLED=1

Error: input: ci.test process "go test -race ./..." did not complete successfully: exit code: 1

Stdout:

Stderr:
go: -race requires cgo; enable cgo by setting CGO_ENABLED=1'''
    ok = '''✔ connect 0.2s
✔ load module 6.8s
✔ parsing command line arguments 0.0s

✔ ci: Ci! 0.0s
✔ .test(source: Address.directory: Directory!): String! 71.5s

?   	github.com/acme/geo-api/cmd/geo-api	[no test files]
ok  	github.com/acme/geo-api/internal/geo	1.241s
ok  	github.com/acme/geo-api/internal/httpapi	1.873s
ok  	github.com/acme/geo-api/internal/store	2.406s'''
    cov = '''✔ connect 0.2s
✔ load module 5.9s
✔ parsing command line arguments 0.0s

✔ ci: Ci! 0.0s
✔ .coverage(source: Address.directory: Directory!): File! 24.8s
✔ .export(path: "./coverage.out"): String! 0.1s

/home/dev/src/geo-api/coverage.out'''
    func = '''github.com/acme/geo-api/internal/store/store.go:41:		Get			90.0%
github.com/acme/geo-api/internal/store/store.go:58:		Put			83.3%
github.com/acme/geo-api/internal/store/store.go:77:		Delete			75.0%
github.com/acme/geo-api/internal/store/store.go:91:		Close			100.0%
total:								(statements)		68.2%'''
    turns = [
        (codex_sh("dagger functions", root, 300000), codex_out(fns1 + "\n", 0, 9.6)),
        (codex_sh(f"sed -n '1,80p' {mp}", root), codex_out(DAGGER_MAIN + "\n", 0, 0.0)),
        (codex_sh("dagger call test --source=.", root, 600000), codex_out(fail + "\n", 1, 22.4)),
        (codex_patch(patch_of(mp, span(DAGGER_MAIN, 11, 13), span(m1, 11, 13)), root),
         codex_out(f"Success. Updated the following files:\nM {mp}\n", 0, 0.0)),
        (codex_sh("dagger call test --source=.", root, 600000), codex_out(ok + "\n", 0, 81.3)),
        (codex_patch(patch_of(mp, test_block, DAGGER_COV), root),
         codex_out(f"Success. Updated the following files:\nM {mp}\n", 0, 0.0)),
        (codex_sh("dagger functions", root, 300000), codex_out(fns2 + "\n", 0, 11.2)),
        (codex_sh("dagger call coverage --source=. export --path=./coverage.out", root, 600000), codex_out(cov + "\n", 0, 33.0)),
        (codex_sh("go tool cover -func=coverage.out | tail -5", root), codex_out(func + "\n", 0, 0.4)),
        (codex_sh("git status --short && git diff --stat", root),
         codex_out(" M .dagger/main.go\n?? coverage.out\n" + diffstat([(mp, DAGGER_MAIN, m2)]) + "\n", 0, 0.0)),
    ]
    assert test_block.startswith("// Run unit tests with the race detector") and test_block.endswith("}")
    rs.add("swe", "h55-swe-19", sysp, turns,
           state=f"Codex CLI in {root} (branch ci/coverage). Tasks: `dagger call test` fails in CI; fix it, then add a `coverage` function that returns the coverage profile as a file.")


# ---------------------------------------------------------------- 20 vector pipeline config + vector test (Cline, bad at 8)

VECTOR_YAML = '''data_dir: /var/lib/vector

sources:
  nginx_logs:
    type: file
    include:
      - /var/log/nginx/access.log
  app_logs:
    type: kubernetes_logs
    extra_label_selector: "app.kubernetes.io/part-of=shop"

transforms:
  parse_nginx:
    type: remap
    inputs: [nginx_logs]
    source: |
      . = parse_nginx_log!(.message, "combined")
      .source = "nginx"

  drop_healthchecks:
    type: filter
    inputs: [parse_nginx]
    condition: '.path != "/healthz"'

  parse_app:
    type: remap
    inputs: [app_logs]
    source: |
      parsed, err = parse_json(.message)
      if err == null {
        . = merge(., object!(parsed))
      } else {
        .level = "unknown"
      }
      .source = "app"

sinks:
  loki:
    type: loki
    inputs: [drop_healthchecks, parse_app]
    endpoint: http://loki.monitoring.svc:3100
    encoding:
      codec: json
    labels:
      source: "{{ source }}"
      namespace: "{{ kubernetes.pod_namespace }}"'''


def vtest(results: list[tuple[str, bool]], failure: str = "") -> str:
    lines = ["Running tests"] + [f"test {n} ... {'passed' if ok else 'failed'}" for n, ok in results]
    out = "\n".join(lines)
    if failure:
        out += "\n\nfailures:\n" + failure
    return out


def t20(rs: RowSet) -> None:
    root = "/Users/eva/ops/vector-pipelines"
    sysp = system("cline", root, "The repository holds a Vector 0.42.0 pipeline (vector.yaml) with unit tests in tests/*.yaml; macOS, zsh.")
    v1 = VECTOR_YAML.replace('''    condition: '.path != "/healthz"\'''', '''    condition: '!includes(["/healthz", "/readyz", "/livez"], .path)\'''')
    v2 = v1.replace('''      .source = "app"''', '''      .source = "app"
      .message = redact(string!(.message), filters: [r'Bearer [A-Za-z0-9._~+/-]+=*'])''')
    assert v1 != VECTOR_YAML and v2 != v1
    failure = '''
--- drop_kube_probes ---

expectations:
[1/1] 'no_probes' assertion failed: !includes(["/healthz", "/readyz"], .path)

payloads (events encoded as JSON):
[1/1] {"agent":"kube-probe/1.29","client":"10.42.0.1","method":"GET","path":"/readyz","protocol":"HTTP/1.1","referer":"-","request":"GET /readyz HTTP/1.1","size":2,"source":"nginx","status":200,"timestamp":"2025-03-14T08:02:11Z","user":"-"}
'''
    names = ["parse_nginx_access", "drop_kube_probes", "parse_app_json", "parse_app_plaintext_fallback"]
    validated = '''√ Loaded ["vector.yaml"]
√ Component configuration
------------------------------------
                           Validated'''
    turns = [
        (cline("read_file", path="vector.yaml"), VECTOR_YAML),
        (cline("execute_command", command="vector test vector.yaml tests/*.yaml", requires_approval=False),
         cline_cmd(vtest([(n, n != "drop_kube_probes") for n in names], failure))),
        (cline("replace_in_file", path="vector.yaml", diff="------- SEARCH\n    condition: '.path != \"/healthz\"'\n=======\n    condition: '!includes([\"/healthz\", \"/readyz\", \"/livez\"], .path)'\n+++++++ REPLACE"),
         cline_saved("vector.yaml", v1)),
        (cline("execute_command", command="vector validate --no-environment vector.yaml", requires_approval=False), cline_cmd(validated)),
        (cline("execute_command", command="vector test vector.yaml tests/*.yaml", requires_approval=False),
         cline_cmd(vtest([(n, True) for n in names]))),
        (cline("replace_in_file", path="vector.yaml", diff="------- SEARCH\n      .source = \"app\"\n=======\n      .source = \"app\"\n      .message = redact(string!(.message), filters: [r'Bearer [A-Za-z0-9._~+/-]+=*'])\n+++++++ REPLACE"),
         cline_saved("vector.yaml", v2)),
        (cline("execute_command", command="vector validate --no-environment vector.yaml", requires_approval=False), cline_cmd(validated)),
        (cline("execute_command", command="vector test vector.yaml tests/*.yaml", requires_approval=False),
         cline_cmd(vtest([(n, True) for n in ["parse_nginx_access", "drop_kube_probes", "parse_app_logs", "parse_app_plaintext_fallback"]]))),
    ]
    rs.add("swe", "h55-swe-20", sysp, turns,
           state=f"Cline in VS Code, workspace {root} (branch fix/probes-and-tokens). Tasks: kube readiness/liveness probes still reach Loki, and bearer tokens in app log messages must be redacted before shipping.",
           bad=True, turn=8, kind="the last vector test run lists a test named parse_app_logs in place of parse_app_json, though no test file was touched and turns 2 and 5 listed parse_app_json")


# ---------------------------------------------------------------- 21 buildkite plugin + bats plugin-tester (Aider, bad at 4)

def t21(rs: RowSet) -> None:
    root = "/home/jo/src/s3-cache-buildkite-plugin"
    sysp = system("aider", root, "The repository is a Buildkite plugin (bash hooks) tested with buildkite/plugin-tester v4.1.1 (bats) and buildkite/plugin-linter via docker compose.")
    ls1 = "hooks:\ncommand\npost-command\npre-command\n\ntests:\ncommand.bats\npost-command.bats\npre-command.bats"
    fixture = '''steps:
  - label: ":s3: restore + save cache"
    command: make build
    plugins:
      - s3-cache#v2.3.0:
          bucket: acme-ci-cache
          key: "v1-{{ checksum 'go.sum' }}"
          paths:
            - .cache/go-build
            - vendor/'''
    edit = "tests/fixtures/pipeline.yml\n<<<<<<< SEARCH\n=======\n" + fixture + "\n>>>>>>> REPLACE"
    applied = '''Tokens: 3.4k sent, 176 received. Cost: $0.0128 message, $0.0301 session.

tests/fixtures/pipeline.yml
Create new file? (Y)es/(N)o [Yes]: y
Applied edit to tests/fixtures/pipeline.yml
Commit 0b5e2c8 test: add example pipeline fixture for the plugin linter
You can use /undo to undo and discard each aider commit.'''
    lint = ''' ✔ Container s3-cache-buildkite-plugin-lint-run-5e1a9c0b7d34  Created
🔍 Checking plugin.yml
  ✅ plugin.yml is valid
🔍 Checking README.md examples
  ✅ 2 example(s) validated against the configuration schema
🔍 Checking tests/fixtures/pipeline.yml
  ✅ 1 example(s) validated against the configuration schema
✨ Plugin linted successfully'''
    ls2 = '''total 28
drwxr-xr-x 2 jo jo 4096 Mar 12 09:31 .
drwxr-xr-x 6 jo jo 4096 Mar 12 09:12 ..
-rw-r--r-- 1 jo jo 4187 Mar 10 17:44 command.bats
-rw-r--r-- 1 jo jo 5630 Mar 10 17:44 post-command.bats
-rw-r--r-- 1 jo jo 3912 Mar 10 17:44 pre-command.bats'''
    log = "0b5e2c8 (HEAD -> test/linter-fixture) test: add example pipeline fixture for the plugin linter\n7d41e9a (origin/main, origin/HEAD, main) post-command: skip save when the key already exists (#19)\n2f0c6b8 pre-command: support multiple paths (#17)"
    bats = ''' ✔ Container s3-cache-buildkite-plugin-tests-run-81f03d2a6c95  Created
1..14
ok 1 command: runs the step command unchanged
ok 2 command: fails when BUILDKITE_COMMAND is empty
ok 3 post-command: saves every path to the bucket
ok 4 post-command: skips save when the key already exists
ok 5 post-command: skips save on a failed step
ok 6 post-command: honours save: false
ok 7 post-command: expands {{ checksum }} in the key
ok 8 post-command: errors on a missing bucket
ok 9 pre-command: restores a cache hit
ok 10 pre-command: continues on a cache miss
ok 11 pre-command: restores multiple paths
ok 12 pre-command: expands {{ checksum }} in the key
ok 13 pre-command: honours restore: false
ok 14 pre-command: errors on a missing bucket'''
    turns = [
        ("/run ls hooks tests", aider_run(ls1)),
        (edit, edit + "\n\n" + applied),
        ("/run docker compose run --rm lint", aider_run(lint, add=False)),
        ("/run ls -la tests", aider_run(ls2)),
        ("/git log --oneline -3", log),
        ("/run docker compose run --rm tests", aider_run(bats, add=False)),
    ]
    rs.add("swe", "h55-swe-21", sysp, turns,
           state=f"aider v0.69.1 in {root} (branch test/linter-fixture, model deepseek-chat). Request: add an example pipeline under tests/fixtures/ so the plugin linter also validates a realistic configuration.",
           bad=True, turn=4, kind="ls -la tests shows no fixtures directory, although turn 2 created and committed tests/fixtures/pipeline.yml and the linter at turn 3 read it")


# ---------------------------------------------------------------- 22 chef inspec profile (Gemini CLI, clean)

SSH_41_70 = '''control 'sshd-07' do
  impact 0.7
  title 'Server: Disable password authentication'
  desc 'Only key-based authentication is allowed.'
  tag 'ssh', 'cis:5.2.11'
  describe sshd_config do
    its('PasswordAuthentication') { should eq 'no' }
  end
end

# CIS 5.2.10
control 'sshd-09' do
  impact 1.0
  desc 'Root must not log in with a password over SSH.'
  tag 'ssh', 'cis:5.2.10'
  describe sshd_config do
    its('PermitRootLogin') { should eq 'no' }
  end
end

control 'sshd-10' do
  impact 0.5
  title 'Server: Limit authentication attempts'
  desc 'MaxAuthTries should be 4 or less.'
  tag 'ssh', 'cis:5.2.7'
  describe sshd_config do
    its('MaxAuthTries') { should cmp <= 4 }
  end
end
'''

SSHD09_OLD = '''control 'sshd-09' do
  impact 1.0
  desc 'Root must not log in with a password over SSH.'
  tag 'ssh', 'cis:5.2.10'
  describe sshd_config do
    its('PermitRootLogin') { should eq 'no' }'''

SSHD09_NEW = '''control 'sshd-09' do
  impact 1.0
  title 'Server: Disallow root password login'
  desc 'Root must not log in with a password over SSH.'
  tag 'ssh', 'cis:5.2.10'
  describe sshd_config do
    its('PermitRootLogin') { should be_in %w[no prohibit-password] }'''


def t22(rs: RowSet) -> None:
    root = "/home/val/inspec-linux-baseline-lite"
    sysp = system("gemini", root, "The project is a Chef InSpec 6.8 compliance profile (linux-baseline-lite 1.4.0, 23 controls) run against a local Docker container named baseline-target.")
    sp = f"{root}/controls/ssh_spec.rb"
    pre = "\n".join(f"# pre {i}" for i in range(1, 41))
    post = "\n".join(f"# post {i}" for i in range(71, 97))
    full_old = pre + "\n" + SSH_41_70 + "\n" + post
    assert full_old.split("\n")[51] == "control 'sshd-09' do" and nlines(full_old) == 96
    full_new = full_old.replace(SSHD09_OLD, SSHD09_NEW)
    cid = "c7e1f0a94b2d"
    ps_hdr = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]
    ps1 = table([ps_hdr, [cid, "acme/baseline-target:ubuntu22", '"/usr/sbin/sshd -D"', "3 hours ago", "Up 3 hours", "22/tcp", "baseline-target"]], gap=3)
    ps2 = table([ps_hdr, [cid, "acme/baseline-target:ubuntu22", '"/usr/sbin/sshd -D"', "3 hours ago", "Up 2 seconds", "22/tcp", "baseline-target"]], gap=3)

    def check(ts: str, warn: bool) -> str:
        body = f'''Location    :   .
Profile     :   linux-baseline-lite
Controls    :   23
Timestamp   :   {ts}
Valid       :   true

'''
        return body + ("  !  controls/ssh_spec.rb:52:1: Control sshd-09 has no title" if warn else "  ✔  No errors, warnings, or offenses")
    head = f'''
Profile:   Linux Baseline Lite (linux-baseline-lite)
Version:   1.4.0
Target:    docker://{cid}5e0d83a71c6f2b9e04d8a5c17f3e62b0d49a8c1e7f05b3d2
Target ID: 8e3a51d0-4c27-5f9b-a1e6-2d07c9b4f813

'''
    fail = head + '''  ×  sshd-09: SSHD Configuration (1 failed)
     ×  SSHD Configuration PermitRootLogin is expected to eq "no"
\x20\x20\x20\x20\x20
     expected: "no"
          got: "prohibit-password"
\x20\x20\x20\x20\x20
     (compared using ==)
\x20\x20\x20\x20\x20


Profile Summary: 0 successful controls, 1 control failure, 0 controls skipped
Test Summary: 0 successful, 1 failure, 0 skipped'''
    ok = head + '''  ✔  sshd-09: Server: Disallow root password login
     ✔  SSHD Configuration PermitRootLogin is expected to be in "no" and "prohibit-password"


Profile Summary: 1 successful control, 0 control failures, 0 controls skipped
Test Summary: 1 successful, 0 failures, 0 skipped'''
    whole = '''  ↺  sysctl-14: Disable IPv6 if not needed
     ↺  Skipped control due to only_if condition: IPv6 is in use on this host


Profile Summary: 21 successful controls, 1 control failure, 1 control skipped
Test Summary: 64 successful, 2 failures, 3 skipped'''
    ex1 = "inspec exec . -t docker://baseline-target --controls sshd-09 --no-color"
    ex2 = "inspec exec . -t docker://baseline-target --no-color | tail -5"
    found = 'Found 1 match for pattern "sshd-09" in path ".":\n---\nFile: controls/ssh_spec.rb\nL52: control \'sshd-09\' do\n---'
    restart = "docker restart baseline-target && docker ps --filter name=baseline-target"
    turns = [
        (gshell("docker ps --filter name=baseline-target", "Check the target container"), gem_run("docker ps --filter name=baseline-target", ps1, 0, 80411)),
        (gshell("inspec check .", "Validate the profile"), gem_run("inspec check .", check("2025-03-13T08:12:40+00:00", True), 0, 80467)),
        (call("search_file_content", pattern="sshd-09", path="."), found),
        (call("read_file", absolute_path=sp, offset=40, limit=30), gem_read(full_old, 41, 70)),
        (gshell(ex1, "Run the failing control"), gem_run(ex1, fail, 100, 80702)),
        (call("replace", file_path=sp, old_string=SSHD09_OLD, new_string=SSHD09_NEW), f"Successfully modified file: {sp} (1 replacements)."),
        (gshell("inspec check .", "Re-validate the profile"), gem_run("inspec check .", check("2025-03-13T08:19:05+00:00", False), 0, 80935)),
        (gshell(ex1, "Re-run the control"), gem_run(ex1, ok, 0, 81012)),
        (gshell(ex2, "Run the whole profile"), gem_run(ex2, whole, 0, 81240)),
        (gshell(restart, "Restart the target and confirm it is up"), gem_run(restart, "baseline-target\n" + ps2, 0, 81577)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", diffstat([("controls/ssh_spec.rb", full_old, full_new)]), 0, 81630)),
    ]
    rs.add("swe", "h55-swe-22", sysp, turns,
           state=f"Gemini CLI in {root} (branch fix/sshd-09). Request: sshd-09 fails on our Ubuntu 22.04 images, where PermitRootLogin prohibit-password is the accepted hardening; accept it, and give the control the title `inspec check` complains about.")



# ---------------------------------------------------------------- 16 CUE schemas for service configs (Claude Code, clean)

SVC_CUE = """package schema

import "strings"

#Port: {
	name:     string & =~"^[a-z][a-z0-9-]{0,14}$"
	port:     int & >0 & <65536
	protocol: "HTTP" | "TCP"
}

#Service: {
	name:     string & strings.MinRunes(3)
	team:     string
	replicas: int & >=2 & <=50
	image:    =~"^(ghcr\\.io/acme|registry\\.acme\\.internal)/"
	ports: [...#Port] & [_, ...]
	env?: [string]: string
	resources: {
		cpu:    =~"^[0-9]+m$"
		memory: =~"^[0-9]+(Mi|Gi)$"
	}
	tier: *"standard" | "critical" | "batch"
}"""

LEDGER_YAML = """name: ledger
team: payments
image: ghcr.io/acme/ledger:2.14.0
tier: critical

replicas: 1
ports:
  - name: http
    port: 8080
    protocol: HTTP
  - name: metrics
    port: 9090
    protocol: HTTP
resources:
  cpu: 500m
  memory: 1Gi
env:
  LEDGER_DB_POOL: "20"
  LEDGER_AUDIT: "on\""""


def t16(rs: RowSet) -> None:
    root = "/home/ines/src/svc-config"
    sysp = system("claude", root, "The repository validates per-service YAML configs against CUE schemas (cue v0.10.1); CI runs `cue vet -c -d '#Service' ./schema services/*.yaml`.")
    sp, lp = f"{root}/schema/service.cue", f"{root}/services/ledger.yaml"
    cue_new = SVC_CUE.replace('protocol: "HTTP" | "TCP"', 'protocol: "HTTP" | "TCP" | "GRPC"')
    ledger_new = LEDGER_YAML.replace("replicas: 1", "replicas: 2")
    sl = SVC_CUE.split("\n")
    c_http = sl[7].index('"HTTP"') + 1
    c_tcp = sl[7].index('"TCP"') + 1
    c_ge = sl[13].index(">=2") + 1
    vet = "cue vet -c -d '#Service' ./schema services/*.yaml"
    err_proto = f"""ports.1.protocol: 2 errors in empty disjunction:
ports.1.protocol: conflicting values "HTTP" and "GRPC":
    ./schema/service.cue:8:{c_http}
    ./services/search.yaml:13:15
ports.1.protocol: conflicting values "TCP" and "GRPC":
    ./schema/service.cue:8:{c_tcp}
    ./services/search.yaml:13:15"""
    err_rep = f"""replicas: invalid value 1 (out of bound >=2):
    ./schema/service.cue:14:{c_ge}
    ./services/ledger.yaml:6:11"""
    todos1 = [{"content": "Allow GRPC as a port protocol in #Service", "status": "in_progress", "activeForm": "Allowing GRPC as a port protocol"},
              {"content": "Fix remaining cue vet failures in services/", "status": "pending", "activeForm": "Fixing remaining cue vet failures"},
              {"content": "Commit schema + config changes", "status": "pending", "activeForm": "Committing schema and config changes"}]
    todos2 = [dict(t, status="completed") for t in todos1[:2]] + [dict(todos1[2], status="in_progress")]
    todo_ok = "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable"
    glob = f"{root}/cue.mod/module.cue\n{root}/policy/limits.cue\n{root}/schema/alerts.cue\n{root}/schema/service.cue"
    stat = diffstat([("schema/service.cue", SVC_CUE, cue_new), ("services/ledger.yaml", LEDGER_YAML, ledger_new)])
    turns = [
        (call("TodoWrite", todos=todos1), todo_ok),
        (call("Glob", pattern="**/*.cue"), glob),
        (call("Bash", command=vet, description="Validate service configs against the schema"), "Exit code 1\n" + err_proto + "\n" + err_rep),
        (call("Read", file_path=sp), cc_num(SVC_CUE)),
        (call("Edit", file_path=sp, old_string='protocol: "HTTP" | "TCP"', new_string='protocol: "HTTP" | "TCP" | "GRPC"'), cc_edit(sp, cue_new, 3, 13)),
        (call("Bash", command=vet, description="Re-validate"), "Exit code 1\n" + err_rep),
        (call("Read", file_path=lp), cc_num(LEDGER_YAML)),
        (call("Edit", file_path=lp, old_string="replicas: 1", new_string="replicas: 2"), cc_edit(lp, ledger_new, 1, 11)),
        (call("Bash", command=vet + " && echo 'vet: ok'", description="Re-validate"), "vet: ok"),
        (call("TodoWrite", todos=todos2), todo_ok),
        (call("Bash", command="git diff --stat", description="Summarise changes"), stat),
        (call("Bash", command="git commit -qam \"schema: allow GRPC ports; ledger: run 2 replicas\" && git log --oneline -3", description="Commit"),
         "b6e14d0 schema: allow GRPC ports; ledger: run 2 replicas\n73c2a9f services: add search (grpc + http)\n0d81e5b schema: require resources.memory units"),
    ]
    rs.add("swe", "h55-swe-16", sysp, turns,
           state=f"Claude Code in {root} on branch main. Task: CI's cue vet step is red since services/search.yaml added a GRPC port; the schema should accept GRPC, and any other failure must be fixed in the service config, not by loosening the schema.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
