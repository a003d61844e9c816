# ruff: noqa: E501
"""holdout4, swe part: 22 trajectories of a coding agent (OpenHands or Gemini CLI tools) in a repository.

11 carry exactly one contradiction (labeled turn, 1-based), 11 are clean but full of legitimate changes.
``python -m tests.decoherence.independent.holdout4_parts.swe.make`` writes ``swe_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import GEM_SYSTEM, OH_SYSTEM, RowSet, bash, call, cat_n, edited, editor, gshell

out = Path(__file__).resolve().parent
R = RowSet(out)


# ------------------------------------------------------------------------------------------------ helpers
def _fn(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"type": "function", "function": {"name": name, "description": desc,
                                             "parameters": {"type": "object", "properties": props, "required": required}}}


_S = {"type": "string"}
OH_TOOLS = [
    _fn("execute_bash", "Run a bash command in a persistent shell session inside the sandbox. Start long-running "
        "programs in the background and redirect their output to a file; very long output is truncated.",
        {"command": {"type": "string", "description": "The bash command to run."},
         "is_input": {"type": "string", "enum": ["true", "false"], "description": "Send the command as input to the running process."},
         "timeout": {"type": "number", "description": "Optional hard timeout in seconds."}}, ["command"]),
    _fn("str_replace_editor", "View, create and edit plain-text files. `view` prints a file with `cat -n` line numbers "
        "(optionally a `view_range`) or lists a directory two levels deep; `create` writes a new file; `str_replace` "
        "replaces one exact and unique occurrence of `old_str`; `insert` adds `new_str` after line `insert_line`; "
        "`undo_edit` reverts the last edit of a file.",
        {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
         "path": {"type": "string", "description": "Absolute path of a file or directory."},
         "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": {"type": "integer"},
         "view_range": {"type": "array", "items": {"type": "integer"}}}, ["command", "path"]),
]
GEM_TOOLS = [
    _fn("read_file", "Read a file; large files are paged with offset (0-based line) and limit.",
        {"absolute_path": _S, "offset": {"type": "integer"}, "limit": {"type": "integer"}}, ["absolute_path"]),
    _fn("write_file", "Write content to a file, creating it (and its parent folders) if needed.", {"file_path": _S, "content": _S}, ["file_path", "content"]),
    _fn("replace", "Replace exact text in a file; expected_replacements defaults to 1.",
        {"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": {"type": "integer"}}, ["file_path", "old_string", "new_string"]),
    _fn("list_directory", "List the entries of a directory.", {"path": _S, "ignore": {"type": "array", "items": _S}}, ["path"]),
    _fn("glob", "Find files by glob pattern, most recently modified first.", {"pattern": _S, "path": _S}, ["pattern"]),
    _fn("search_file_content", "Search file contents with a regular expression.", {"pattern": _S, "path": _S, "include": _S}, ["pattern"]),
    _fn("run_shell_command", "Run a shell command with bash -c in the project.", {"command": _S, "description": _S, "directory": _S}, ["command"]),
]


def wm_system(tools: list[dict], env: str) -> str:
    """A Tool World Model system prompt in the spirit of the upstream swe template (own wording)."""
    return ("# Role and Objective\n\nYou are a **Tool World Model**: you stand in for the sandbox of a software-engineering "
            "agent and return, for each tool call, the output the real tool would print.\n\n# Environment Management\n\n"
            "- Track the repository state across turns: files and their contents, git history and index, installed "
            "packages, running processes, environment variables.\n- Earlier turns are given in order (Turn 1, Turn 2, ...); "
            "the current call continues from them and must agree with everything they established.\n- Unknown pre-existing "
            "content may be invented, but plausibly and consistently with the project.\n\n# Output\n\n- Match the tool's "
            "real format exactly (headers, line numbers, exit-code footers, spacing).\n- Use realistic PIDs, hashes, sizes "
            "and timestamps; errors must match the real cause.\n\n# Tools\n\n" + json.dumps(tools, indent=2)
            + "\n\n# Environment\n\n" + env + "\n\nAnswer after **Environment Observation:**.")


def oh(out_: str, cwd: str, code: int = 0, py: str = "/opt/miniconda3/envs/testbed/bin/python") -> str:
    body = (out_.rstrip("\n") + "\n") if out_ else ""
    return body + f"[The command completed with exit code {code}.]\n[Current working directory: {cwd}]\n[Python interpreter: {py}]"


def grun(cmd: str, out_: str = "", err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)",
         directory: str = "(root)") -> str:
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out_ or '(empty)'}\nStderr: {err or '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def numbered(lines: list[str], start: int) -> str:
    return "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(lines, start))


def replace_result(path: str, text: str, old: str, new: str) -> tuple[str, str]:
    """OpenHands str_replace on a whole file: the new text and the tool's snippet (4 lines of context)."""
    assert text.count(old) == 1, old
    line0 = text.split(old)[0].count("\n")
    new_text = text.replace(old, new)
    lines = new_text.split("\n")
    lo, hi = max(0, line0 - 4), line0 + 4 + new.count("\n")
    return new_text, edited(path, "\n".join(lines[lo:hi + 1]), lo + 1)


def insert_result(path: str, text: str, after: int, new: str) -> tuple[str, str]:
    lines = text.split("\n")
    new_lines = new.split("\n")
    lines[after:after] = new_lines
    lo, hi = max(0, after - 4), after + len(new_lines) + 4
    snippet = numbered(lines[lo:hi], lo + 1)
    return "\n".join(lines), (f"The file {path} has been edited. Here's the result of running `cat -n` on a snippet of the "
                              f"edited file:\n{snippet}\nReview the changes and make sure they are as expected (correct "
                              "indentation, no duplicate lines, etc). Edit the file again if necessary.")


def pad(start: int) -> str:
    """Blank lines so that the text appended after them starts at line *start*."""
    return "\n" * (start - 1)


def line_of(text: str, needle: str, start: int = 1) -> int:
    for i, ln in enumerate(text.split("\n"), start):
        if needle in ln:
            return i
    raise AssertionError(needle)


def region(text: str, first: int, last: int, start: int = 1) -> str:
    return "\n".join(text.split("\n")[first - start:last - start + 1])


def read_call(path: str, offset: int | None = None, limit: int | None = None) -> str:
    kw: dict = {"absolute_path": path}
    if offset is not None:
        kw["offset"] = offset
    if limit is not None:
        kw["limit"] = limit
    return call("read_file", **kw)


def truncated(text: str, first: int, last: int, total: int) -> str:
    return (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {first}-{last} of {total} total lines.\n"
            "Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent 'read_file' "
            f"call. For example, to read the next section of the file, use offset: {last}.\n\n--- FILE CONTENT (truncated) ---\n{text}")


def modified(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


# ------------------------------------------------------------------------------------------------ 01 clean
def t01() -> None:
    """Config loader: a failed str_replace retried, an insert above shifts every later line number."""
    root = "/workspace/confique"
    path = f"{root}/confique/loader.py"
    sysm = OH_SYSTEM.format(root=root)
    src = '''from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import tomllib

__all__ = ["ConfigError", "load_config"]


class ConfigError(ValueError):
    """Raised when a config file or an environment override cannot be parsed."""


def _coerce(value: str, kind: type) -> Any:
    """Convert the text of an environment variable to the type of the default it overrides."""
    if kind is bool:
        return value.strip().lower()
    if kind is int:
        try:
            return int(value, 0)
        except ValueError as exc:
            raise ConfigError(f"expected an integer, got {value!r}") from exc
    if kind is float:
        return float(value)
    if kind in (list, tuple):
        return [part.strip() for part in value.split(",") if part.strip()]
    return value


def load_config(path: str | os.PathLike[str], *, env_prefix: str = "APP_") -> dict[str, Any]:
    """Read a TOML file and apply ``{env_prefix}SECTION__KEY`` overrides from the environment."""
    with Path(path).open("rb") as fh:
        data = tomllib.load(fh)
    for name, raw in os.environ.items():
        if not name.startswith(env_prefix):
            continue
        section, _, key = name[len(env_prefix):].lower().partition("__")
        if not key or section not in data or key not in data[section]:
            continue
        current = data[section][key]
        data[section][key] = _coerce(raw, type(current))
    return data


def _merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out'''
    heads = [f"{i}:{ln}" for i, ln in enumerate(src.split("\n"), 1)
             if ln.startswith(("def ", "class ", "import ", "from "))]
    old = "    if kind is bool:\n        return value.strip().lower()"
    new = ("    if kind is bool:\n        lowered = value.strip().lower()\n        if lowered in _TRUTHY:\n            return True\n"
           "        if lowered in _FALSY:\n            return False\n        raise ConfigError(f\"expected a boolean, got {value!r}\")")
    src2, snip2 = replace_result(path, src, old, new)
    consts = '\n_TRUTHY = frozenset({"1", "true", "yes", "on"})\n_FALSY = frozenset({"0", "false", "no", "off"})'
    src3, snip3 = insert_result(path, src2, 7, consts)
    c0, c1 = line_of(src, "def _coerce"), line_of(src, "def load_config") - 3
    lc, nl = line_of(src3, "def load_config"), "\n"
    t = [(bash(f'cd {root} && grep -n "^def \\|^class \\|^import \\|^from " confique/loader.py'), oh("\n".join(heads), root)),
         (bash(f"cd {root} && python -m pytest -q 2>&1 | tail -3"),
          oh("=========================== short test summary info ============================\n"
             "FAILED tests/test_loader.py::test_env_override_bool - AssertionError: assert 'false' is False\n"
             "1 failed, 30 passed in 0.31s", root)),
         (editor("str_replace", path, old_str="if kind is bool:\n    return value.strip().lower()", new_str="if kind is bool:\n    return value.strip().lower() in _TRUTHY"),
          f"ERROR:\nNo replacement was performed, old_str `if kind is bool:\n    return value.strip().lower()` did not appear verbatim in {path}."),
         (editor("view", path, view_range=[c0, c1]), cat_n(path, region(src, c0, c1), c0)),
         (editor("str_replace", path, old_str=old, new_str=new), snip2),
         (editor("insert", path, insert_line=7, new_str=consts), snip3),
         (bash(f'cd {root} && grep -n "def load_config" confique/loader.py && python -m pytest -q 2>&1 | tail -1'),
          oh(f"{lc}:{src3.split(nl)[lc - 1]}\n31 passed in 0.29s", root)),
         (bash(f"cd {root} && python -m pytest -q -k env 2>&1 | tail -1"), oh("7 passed, 24 deselected in 0.11s", root))]
    R.add("swe", "h4-swe-01", sysm, t)


# ------------------------------------------------------------------------------------------------ 02 bad
def t02() -> None:
    """Gemini CLI: git mv of a TS helper module, the glob right after still lists the old file name."""
    root = "/home/lena/code/pricing-service"
    sysm = wm_system(GEM_TOOLS, f"Gemini CLI session in the Node.js project {root} (TypeScript, git, Node 20, Linux).")
    quote = ("import type { Request, Response } from 'express';\nimport { toCents, formatMoney } from '../utils/currency';\n"
             "import { taxFor } from '../utils/tax';\nimport { logger } from '../utils/logger';\n\n"
             "export async function quote(req: Request, res: Response) {\n  const { items, region } = req.body as QuoteBody;\n"
             "  const net = items.reduce((sum, it) => sum + toCents(it.unitPrice) * it.qty, 0);\n  const tax = taxFor(region, net);\n"
             "  logger.debug({ region, net, tax }, 'quote computed');\n"
             "  res.json({ net: formatMoney(net), tax: formatMoney(tax), total: formatMoney(net + tax) });\n}\n\n"
             "interface QuoteBody {\n  region: string;\n  items: { sku: string; unitPrice: string; qty: number }[];\n}\n")
    files = ["src/handlers/quote.ts", "src/handlers/invoice.ts", "src/utils/currency.ts", "src/app.ts", "src/db/pool.ts",
             "src/handlers/health.ts", "src/server.ts", "src/utils/logger.ts", "src/utils/tax.ts"]
    t = [(gshell("git mv src/utils/currency.ts src/utils/money.ts && git status --short", "Rename the currency helpers to money.ts"),
          grun("git mv src/utils/currency.ts src/utils/money.ts && git status --short", "R  src/utils/currency.ts -> src/utils/money.ts", pgid=70114)),
         (call("glob", pattern="src/**/*.ts"),
          f'Found {len(files)} file(s) matching "src/**/*.ts" within {root}, sorted by modification time (newest first):\n'
          + "\n".join(f"{root}/{f}" for f in files)),
         (read_call(f"{root}/src/handlers/quote.ts"), quote),
         (call("replace", file_path=f"{root}/src/handlers/quote.ts", old_string="from '../utils/currency';", new_string="from '../utils/money';"),
          modified(f"{root}/src/handlers/quote.ts")),
         (call("search_file_content", pattern="utils/currency'", path="src"),
          'Found 1 match for pattern "utils/currency\'" in path "src":\n---\nFile: handlers/invoice.ts\nL4: import { formatMoney, sumCents } from \'../utils/currency\';\n---'),
         (call("replace", file_path=f"{root}/src/handlers/invoice.ts", old_string="from '../utils/currency';", new_string="from '../utils/money';"),
          modified(f"{root}/src/handlers/invoice.ts"))]
    R.add("swe", "h4-swe-02", sysm, t, bad=True, turn=2, kind="rename_old_name")


# ------------------------------------------------------------------------------------------------ 03 clean
def t03() -> None:
    """Gemini CLI: an Express API restarted after a fix gets a new PID; the log is rewritten; pagination moves on."""
    root = "/home/dev/src/notes-api"
    sysm = GEM_SYSTEM.format(root=root)
    route = ("const express = require('express');\nconst db = require('../db');\n\nconst router = express.Router();\n\n"
             "router.get('/', (req, res) => {\n  const limit = Math.min(Number(req.query.limit) || 20, 100);\n"
             "  const after = Number(req.query.after) || 0;\n  const rows = db\n"
             "    .prepare('SELECT id, title, updated_at AS updatedAt FROM notes WHERE id > ? ORDER BY id LIMIT ?')\n"
             "    .all(after, limit);\n  res.json({ items: rows, next: rows.length > limit ? rows[limit - 1].id : null });\n});\n\n"
             "router.get('/:id', (req, res) => {\n  const row = db.prepare('SELECT * FROM notes WHERE id = ?').get(req.params.id);\n"
             "  if (!row) return res.status(404).json({ error: 'not found' });\n  res.json(row);\n});\n\nmodule.exports = router;\n")
    old = "    .all(after, limit);\n  res.json({ items: rows, next: rows.length > limit ? rows[limit - 1].id : null });"
    new = ("    .all(after, limit + 1);\n  const items = rows.slice(0, limit);\n"
           "  res.json({ items, next: rows.length > limit ? items[items.length - 1].id : null });")
    n1 = {"id": 1, "title": "Groceries", "updatedAt": "2025-04-01 18:22:05"}
    n2 = {"id": 2, "title": "Dentist on Friday", "updatedAt": "2025-04-01 19:03:44"}
    n3 = {"id": 3, "title": "Book club: chapter 7", "updatedAt": "2025-03-29 08:15:10"}
    n4 = {"id": 4, "title": "Renew passport", "updatedAt": "2025-03-30 12:40:51"}
    js = lambda o: json.dumps(o, separators=(",", ":"))  # noqa: E731
    start = "node server.js > /tmp/notes-api.log 2>&1 &"
    restart = "kill 61842; node server.js > /tmp/notes-api.log 2>&1 &"
    t = [(gshell(start, "Start the API in the background"), grun(start, pgid=61840, bg="61842")),
         (gshell("sleep 1; curl -s 'localhost:3000/api/notes?limit=2'; echo; cat /tmp/notes-api.log", "Query the first page and show the server log"),
          grun("sleep 1; curl -s 'localhost:3000/api/notes?limit=2'; echo; cat /tmp/notes-api.log",
               js({"items": [n1, n2], "next": None}) + "\nnotes-api listening on :3000 (pid 61842)\nGET /api/notes?limit=2 200 4.112 ms - 157", pgid=61855)),
         (read_call(f"{root}/routes/notes.js"), route),
         (call("replace", file_path=f"{root}/routes/notes.js", old_string=old, new_string=new), modified(f"{root}/routes/notes.js")),
         (gshell(restart, "Restart the server so it loads the fix"), grun(restart, pgid=62101, bg="62107")),
         (gshell("sleep 1; curl -s 'localhost:3000/api/notes?limit=2'; echo; cat /tmp/notes-api.log", "Check the first page again"),
          grun("sleep 1; curl -s 'localhost:3000/api/notes?limit=2'; echo; cat /tmp/notes-api.log",
               js({"items": [n1, n2], "next": 2}) + "\nnotes-api listening on :3000 (pid 62107)\nGET /api/notes?limit=2 200 3.870 ms - 154", pgid=62118)),
         (gshell("curl -s 'localhost:3000/api/notes?limit=2&after=2'", "Follow the cursor to page two"),
          grun("curl -s 'localhost:3000/api/notes?limit=2&after=2'", js({"items": [n3, n4], "next": 4}), pgid=62130)),
         (gshell("ps -o pid,lstart,cmd -p 62107", "Confirm the restarted server is the one running"),
          grun("ps -o pid,lstart,cmd -p 62107", "    PID                  STARTED CMD\n  62107 Wed Apr  2 10:03:27 2025 node server.js", pgid=62141))]
    R.add("swe", "h4-swe-03", sysm, t)


# ------------------------------------------------------------------------------------------------ 04 bad
def t04() -> None:
    """OpenHands: a reproduction script is created, then running it says the file does not exist."""
    root = "/workspace/durationfmt"
    sysm = wm_system(OH_TOOLS, f"OpenHands sandbox (Ubuntu 22.04, conda env `testbed`, Python 3.11); the repository is checked out at {root}.")
    repro = ('from durationfmt import humanize\n\nfor value in (0.4, 0.6, 59.6, 3599.5, 5400):\n'
             '    print(f"{value!r:>8} -> {humanize(value)!r}")\n')
    core = ('def humanize(seconds: float, *, precision: int = 2) -> str:\n'
            '    """Render a duration like ``1h 30m``; at most *precision* units are shown."""\n'
            '    if seconds < 0:\n        raise ValueError("duration must be non-negative")\n    parts = []\n'
            '    remaining = int(seconds)\n    for name, size in _UNITS:\n        if remaining >= size:\n'
            '            count, remaining = divmod(remaining, size)\n            parts.append(f"{count}{name}")\n'
            '    if not parts:\n        return "0s"\n    return " ".join(parts[:precision])')
    full = pad(30) + core  # the function starts at line 30
    _, snip = replace_result(f"{root}/durationfmt/core.py", full, "    remaining = int(seconds)", "    remaining = int(round(seconds))")
    one = 'python -c "from durationfmt import humanize; print([humanize(v) for v in (0.4, 0.6, 59.6, 3599.5, 5400)])"'
    t = [(editor("create", f"{root}/reproduce.py", file_text=repro), f"File created successfully at: {root}/reproduce.py"),
         (editor("view", f"{root}/durationfmt/core.py", view_range=[30, 42]), cat_n(f"{root}/durationfmt/core.py", core, 30)),
         (bash(f"cd {root} && python reproduce.py"),
          oh(f"python: can't open file '{root}/reproduce.py': [Errno 2] No such file or directory", root, 2)),
         (bash(f"cd {root} && {one}"), oh("['0s', '0s', '59s', '59m 59s', '1h 30m']", root)),
         (editor("str_replace", f"{root}/durationfmt/core.py", old_str="    remaining = int(seconds)", new_str="    remaining = int(round(seconds))"), snip),
         (bash(f"cd {root} && {one}"), oh("['0s', '1s', '1m', '1h', '1h 30m']", root)),
         (bash(f"cd {root} && python -m pytest -q tests 2>&1 | tail -1"), oh("24 passed in 0.06s", root))]
    R.add("swe", "h4-swe-04", sysm, t, bad=True, turn=3, kind="created_missing")


# ------------------------------------------------------------------------------------------------ 05 bad
def t05() -> None:
    """OpenHands, Go: the commit made after an edit is dated a quarter of an hour before the edited file's mtime."""
    root = "/workspace/relay"
    path = f"{root}/internal/retry/backoff.go"
    sysm = OH_SYSTEM.format(root=root)
    src = ("// Delay returns how long to wait before retry number attempt (1-based).\n"
           "func (b Backoff) Delay(attempt int) time.Duration {\n\tbase := b.Initial << (attempt - 1)\n\tif base > b.Max || base <= 0 {\n"
           "\t\tbase = b.Max\n\t}\n\tjitter := time.Duration(rand.Int63n(int64(base)))\n\treturn base/2 + jitter/2\n}")
    full = pad(34) + src
    old = "\tjitter := time.Duration(rand.Int63n(int64(base)))\n\treturn base/2 + jitter/2"
    new = "\t// ±20% around the base delay\n\tjitter := time.Duration(rand.Int63n(int64(base)/5*2)) - base/5\n\treturn base + jitter"
    _, snip = replace_result(path, full, old, new)
    t = [(bash(f"cd {root} && go test ./internal/retry/ 2>&1 | tail -5"),
          oh("--- FAIL: TestBackoffJitterBounds (0.00s)\n    backoff_test.go:48: attempt 3: delay 1.46s outside [0.8s, 1.2s]\nFAIL\n"
             "FAIL\tgithub.com/relaylabs/relay/internal/retry\t0.007s\nFAIL", root)),
         (editor("str_replace", path, old_str=old, new_str=new), snip),
         (bash(f"cd {root} && go test ./internal/retry/ && ls -l --time-style=full-iso internal/retry/backoff.go"),
          oh("ok  \tgithub.com/relaylabs/relay/internal/retry\t0.006s\n"
             "-rw-r--r-- 1 root root 1874 2025-03-11 16:24:31.918273645 +0000 internal/retry/backoff.go", root)),
         (bash(f'cd {root} && git add -A && git commit -m "retry: keep jitter within ±20% of the base delay"'),
          oh("[fix/jitter-bounds 5d81b2e] retry: keep jitter within ±20% of the base delay\n 1 file changed, 3 insertions(+), 2 deletions(-)", root)),
         (bash(f"cd {root} && git log -3 --format='%h %cd %s' --date=iso"),
          oh("5d81b2e 2025-03-11 16:09:52 +0000 retry: keep jitter within ±20% of the base delay\n"
             "e03f4a7 2025-03-07 10:41:18 +0100 metrics: export retry counters\n9b2c6d0 2025-03-06 18:12:03 +0100 ci: cache go build dir", root)),
         (bash(f"cd {root} && go vet ./... && echo vet-ok"), oh("vet-ok", root))]
    R.add("swe", "h4-swe-05", sysm, t, bad=True, turn=5, kind="clock_backwards")


# ------------------------------------------------------------------------------------------------ 06 clean
def t06() -> None:
    """OpenHands: a pre-commit hook reformats the file and fails the commit, the retry lands; an amend gives a new hash."""
    root = "/workspace/tzhelpers"
    sysm = wm_system(OH_TOOLS, f"OpenHands sandbox; repository {root} (Python 3.12 library, pre-commit hooks installed: black, ruff).")
    hooks_ok = ("trim trailing whitespace.................................................Passed\n"
                "fix end of files.........................................................Passed\n"
                "check yaml...........................................(no files to check)Skipped\n"
                "black....................................................................Passed\n"
                "ruff.....................................................................Passed")
    tests = ('def test_compact_offset():\n    assert parse_offset("+0530") == timedelta(hours=5, minutes=30)\n\n\n'
             'def test_negatvie_offset():\n    assert parse_offset("-03:00") == -timedelta(hours=3)\n\n\n'
             'def test_rejects_garbage():\n    with pytest.raises(ValueError):\n        parse_offset("GMT+1")')
    tfull = pad(30) + tests
    _, snip = replace_result(f"{root}/tests/test_parse.py", tfull, "def test_negatvie_offset():", "def test_negative_offset():")
    t = [(bash(f"cd {root} && git status -sb"),
          oh("## feat/parse-offset...origin/feat/parse-offset\n M tests/test_parse.py\n M tzhelpers/parse.py", root)),
         (bash(f'cd {root} && git add -A && git commit -m "parse: accept +HHMM offsets without colon"'),
          oh("trim trailing whitespace.................................................Passed\n"
             "fix end of files.........................................................Passed\n"
             "check yaml...........................................(no files to check)Skipped\n"
             "black....................................................................Failed\n- hook id: black\n- files were modified by this hook\n\n"
             "reformatted tzhelpers/parse.py\n\nAll done! ✨ 🍰 ✨\n1 file reformatted, 1 file left unchanged.\n\n"
             "ruff.....................................................................Passed", root, 1)),
         (bash(f"cd {root} && git diff"),
          oh("diff --git a/tzhelpers/parse.py b/tzhelpers/parse.py\nindex 4b1e0a2..9d7f3c5 100644\n--- a/tzhelpers/parse.py\n+++ b/tzhelpers/parse.py\n"
             '@@ -21,7 +21,7 @@ def parse_offset(text: str) -> timedelta:\n     """Parse ``+05:30`` or ``+0530`` into a timedelta."""\n'
             "     m = _OFFSET_RE.search(text.strip())\n     if m is None:\n-        raise ValueError(f'not a UTC offset: {text!r}')\n"
             '+        raise ValueError(f"not a UTC offset: {text!r}")\n     sign, hours, minutes = m.groups()\n'
             "     delta = timedelta(hours=int(hours), minutes=int(minutes))\n     return -delta if sign == \"-\" else delta", root)),
         (bash(f'cd {root} && git add -A && git commit -m "parse: accept +HHMM offsets without colon"'),
          oh(hooks_ok + "\n[feat/parse-offset b7e21f9] parse: accept +HHMM offsets without colon\n 2 files changed, 19 insertions(+), 3 deletions(-)", root)),
         (editor("view", f"{root}/tests/test_parse.py", view_range=[30, 40]), cat_n(f"{root}/tests/test_parse.py", tests, 30)),
         (editor("str_replace", f"{root}/tests/test_parse.py", old_str="def test_negatvie_offset():", new_str="def test_negative_offset():"), snip),
         (bash(f"cd {root} && git commit -a --amend --no-edit"),
          oh(hooks_ok + "\n[feat/parse-offset 3a90c6e] parse: accept +HHMM offsets without colon\n Date: Mon Apr 7 10:57:41 2025 +0200\n"
             " 2 files changed, 19 insertions(+), 3 deletions(-)", root)),
         (bash(f"cd {root} && git log --format='%h %ar %s' -3 && git reflog -3"),
          oh("3a90c6e 5 minutes ago parse: accept +HHMM offsets without colon\n0c4d8aa 3 days ago tests: cover negative offsets\n"
             "e59a311 3 days ago ci: test on 3.13\n3a90c6e HEAD@{0}: commit (amend): parse: accept +HHMM offsets without colon\n"
             "b7e21f9 HEAD@{1}: commit: parse: accept +HHMM offsets without colon\n0c4d8aa HEAD@{2}: checkout: moving from main to feat/parse-offset", root))]
    R.add("swe", "h4-swe-06", sysm, t)


# ------------------------------------------------------------------------------------------------ 07 clean
def t07() -> None:
    """OpenHands: pydantic 1 -> 2 upgrade after a timed-out retry; bump-pydantic rewrites files; tests break then pass."""
    root = "/workspace/invoice-parser"
    sysm = OH_SYSTEM.format(root=root)
    t = [(bash(f"cd {root} && pip show pydantic | head -2"), oh("Name: pydantic\nVersion: 1.10.13", root)),
         (bash(f"cd {root} && pip install 'pydantic>=2.7,<3' 2>&1 | tail -3"),
          oh("WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by "
             "'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/pydantic/\n"
             "ERROR: Could not find a version that satisfies the requirement pydantic<3,>=2.7 (from versions: none)\n"
             "ERROR: No matching distribution found for pydantic<3,>=2.7", root)),
         (bash(f"cd {root} && pip install --timeout 60 'pydantic>=2.7,<3' 2>&1 | tail -3"),
          oh("    Uninstalling pydantic-1.10.13:\n      Successfully uninstalled pydantic-1.10.13\n"
             "Successfully installed annotated-types-0.7.0 pydantic-2.9.2 pydantic-core-2.23.4", root)),
         (bash(f"cd {root} && python -m pytest -q 2>&1 | tail -4"),
          oh("ERROR tests/test_models.py - pydantic.errors.PydanticImportError: `BaseSettings` has been moved to the `pydantic-settings` package. "
             "See https://docs.pydantic.dev/2.9/migration/#basesettings-has-moved-to-pydantic-settings for more details.\n"
             "ERROR tests/test_settings.py - pydantic.errors.PydanticImportError: `BaseSettings` has been moved to the `pydantic-settings` package. "
             "See https://docs.pydantic.dev/2.9/migration/#basesettings-has-moved-to-pydantic-settings for more details.\n"
             "!!!!!!!!!!!!!!!!!!! Interrupted: 2 errors during collection !!!!!!!!!!!!!!!!!!!!\n2 errors in 0.84s", root)),
         (bash(f"cd {root} && pip install -q 'pydantic-settings>=2.5' && bump-pydantic invoice_parser"),
          oh("[10:41:27] Start bump-pydantic.                                    main.py:61\n"
             "           Found 7 files to process.                               main.py:78\n"
             "[10:41:29] Run successfully!                                      main.py:149", root)),
         (bash(f"cd {root} && git diff --stat"),
          oh(" invoice_parser/models.py   | 14 +++++++-------\n invoice_parser/settings.py |  8 +++++---\n 2 files changed, 12 insertions(+), 10 deletions(-)", root)),
         (bash(f"cd {root} && python -m pytest -q 2>&1 | tail -1"), oh("48 passed, 5 warnings in 0.97s", root)),
         (bash(f"cd {root} && pip list --format=json | python -c \"import json,sys; print({{p['name']: p['version'] for p in json.load(sys.stdin) if p['name'].startswith('pydantic')}})\""),
          oh("{'pydantic': '2.9.2', 'pydantic_core': '2.23.4', 'pydantic-settings': '2.6.1'}", root))]
    R.add("swe", "h4-swe-07", sysm, t)


# ------------------------------------------------------------------------------------------------ 08 bad
def t08() -> None:
    """OpenHands, npm library: `npm version minor` reports 2.5.0, the build banner agrees, `npm pack` later says 2.4.3."""
    root = "/workspace/tiny-cron"
    sysm = wm_system(OH_TOOLS, f"OpenHands sandbox with Node.js 20 and npm 10; TypeScript package checked out at {root}.")
    changelog = ("# Changelog\n\n## Unreleased\n\n### Added\n- `parseExpression` accepts `@hourly`, `@daily` and `@weekly` aliases (#212)\n"
                 "- `nextRuns(expr, n)` returns the next *n* fire times (#215)\n\n### Fixed\n"
                 "- Day-of-week `7` is treated as Sunday, as in Vixie cron (#209)\n\n## 2.4.3 - 2025-01-22")
    _, snip = replace_result(f"{root}/CHANGELOG.md", changelog, "## Unreleased", "## 2.5.0 - 2025-02-18")
    t = [(bash(f"cd {root} && node -p \"require('./package.json').version\" && git tag --sort=-v:refname | head -3"),
          oh("2.4.3\nv2.4.3\nv2.4.2\nv2.4.1", root, py="/usr/bin/python3")),
         (editor("view", f"{root}/CHANGELOG.md", view_range=[1, changelog.count("\n") + 1]), cat_n(f"{root}/CHANGELOG.md", changelog)),
         (editor("str_replace", f"{root}/CHANGELOG.md", old_str="## Unreleased", new_str="## 2.5.0 - 2025-02-18"), snip),
         (bash(f"cd {root} && npm version minor --no-git-tag-version"), oh("v2.5.0", root, py="/usr/bin/python3")),
         (bash(f"cd {root} && npm run build 2>&1 | grep -E '^>|success|dist/'"),
          oh("> tiny-cron@2.5.0 build\n> tsup src/index.ts --format esm,cjs --dts\nESM dist/index.mjs 11.62 KB\nESM ⚡️ Build success in 38ms\n"
             "CJS dist/index.js 12.48 KB\nCJS ⚡️ Build success in 39ms\nDTS ⚡️ Build success in 812ms\nDTS dist/index.d.ts 3.04 KB", root, py="/usr/bin/python3")),
         (bash(f"cd {root} && npm pack --dry-run 2>&1 | tail -9"),
          oh("npm notice Tarball Details\nnpm notice name: tiny-cron\nnpm notice version: 2.4.3\nnpm notice filename: tiny-cron-2.4.3.tgz\n"
             "npm notice package size: 9.8 kB\nnpm notice unpacked size: 41.2 kB\nnpm notice shasum: 3f0c9a1e7b5d2c48a6e1f09b7d3c5a2e8f41b6d0\n"
             "npm notice integrity: sha512-q7Yd1pZ3K0mXvA9[...]cH2tWk4rB8sJQ==\nnpm notice total files: 9", root, py="/usr/bin/python3")),
         (bash(f"cd {root} && npx vitest run 2>&1 | tail -5"),
          oh(" Test Files  6 passed (6)\n      Tests  58 passed (58)\n   Start at  14:06:12\n   Duration  1.38s (transform 212ms, setup 0ms, "
             "collect 498ms, tests 87ms, environment 1ms, prepare 604ms)", root, py="/usr/bin/python3"))]
    R.add("swe", "h4-swe-08", sysm, t, bad=True, turn=6, kind="value_reverted")


# ------------------------------------------------------------------------------------------------ 09 bad
def t09() -> None:
    """OpenHands, C: a view puts parse_header's memchr at line 220, a grep right after puts it at 226 with no edit."""
    root = "/workspace/minihttpd"
    sysm = OH_SYSTEM.format(root=root)
    fn = ("int parse_header(struct request *req, const char *line, size_t len)\n{\n    const char *colon, *value;\n"
          "    size_t name_len, value_len;\n\n    if (req->nheaders >= MAX_HEADERS)\n        return -1;\n\n"
          "    colon = memchr(line, ':', len);\n    if (colon == NULL)\n        return 0;            /* tolerate obs-fold continuation lines */\n\n"
          "    name_len = (size_t)(colon - line);\n    if (name_len == 0 || name_len > MAX_HEADER_NAME)\n        return -1;\n\n"
          "    value = colon + 1;\n    while (value < line + len && (*value == ' ' || *value == '\\t'))\n        value++;\n"
          "    value_len = (size_t)(line + len - value);\n\n    req->headers[req->nheaders].name = strndup(line, name_len);\n"
          "    req->headers[req->nheaders].value = strndup(value, value_len);\n"
          "    if (req->headers[req->nheaders].name == NULL || req->headers[req->nheaders].value == NULL)\n        return -1;\n"
          "    req->nheaders++;\n    return 0;\n}")
    assert line_of(fn, "memchr", 212) == 220 and line_of(fn, "strndup(line", 212) == 233
    test_file = ("\n\nTEST(header_without_colon)\n{\n    struct request req = {0};\n"
                 "    const char line[] = \"X-Bad Header value\";\n\n    ASSERT_EQ(-1, parse_header(&req, line, sizeof line - 1));\n"
                 "    ASSERT_EQ(0, req.nheaders);\n}")
    tail = ("    ASSERT_STR_EQ(\"keep-alive\", req.headers[1].value);\n    request_free(&req);\n}")
    tfull = pad(185) + tail
    _, snip = insert_result(f"{root}/tests/test_http.c", tfull, 187, test_file)
    t = [(bash(f'cd {root} && grep -n "parse_header" src/*.c src/*.h'),
          oh("src/http.c:212:int parse_header(struct request *req, const char *line, size_t len)\n"
             "src/http.c:377:        if (parse_header(req, line, n) < 0) {\n"
             "src/http.h:41:int parse_header(struct request *req, const char *line, size_t len);", root)),
         (editor("view", f"{root}/src/http.c", view_range=[212, 239]), cat_n(f"{root}/src/http.c", fn, 212)),
         (bash(f'cd {root} && grep -n "memchr\\|strndup" src/http.c'),
          oh("97:    const char *eol = memchr(buf, '\\n', avail);\n226:    colon = memchr(line, ':', len);\n"
             "239:    req->headers[req->nheaders].name = strndup(line, name_len);\n"
             "240:    req->headers[req->nheaders].value = strndup(value, value_len);", root)),
         (bash(f'cd {root} && ls tests/ && grep -c "^TEST(" tests/test_http.c'),
          oh("corpus\nrun.sh\ntest_http.c\ntest_main.c\ntest_util.c\n14", root)),
         (editor("insert", f"{root}/tests/test_http.c", insert_line=187, new_str=test_file), snip),
         (bash(f"cd {root} && make test 2>&1 | tail -4"),
          oh("test_http: header_without_colon ... FAIL (tests/test_http.c:195: expected -1, got 0)\ntest_http: 14/15 passed\n"
             "test_util: 9/9 passed\nmake: *** [Makefile:41: test] Error 1", root))]
    R.add("swe", "h4-swe-09", sysm, t, bad=True, turn=3, kind="line_numbers_disagree")


# ------------------------------------------------------------------------------------------------ 10 clean
def t10() -> None:
    """Gemini CLI, Svelte UI kit: a new component appears in listings (glob order changes), dist is rebuilt, long ls."""
    root = "/home/ravi/work/ui-kit"
    sysm = wm_system(GEM_TOOLS, f"Gemini CLI session in {root} (SvelteKit component library, Node 22, Ubuntu 24.04, user ravi).")
    comps = ["Button", "Card", "Dialog", "Input", "Select", "Tooltip"]
    badge = ('<script lang="ts">\n  export let tone: \'neutral\' | \'success\' | \'warning\' | \'danger\' = \'neutral\';\n</script>\n\n'
             '<span class="badge badge--{tone}"><slot /></span>\n\n<style>\n  .badge {\n    display: inline-flex;\n    padding: 0 0.5rem;\n'
             '    border-radius: 999px;\n    font-size: 0.75rem;\n    line-height: 1.25rem;\n  }\n  .badge--success { background: var(--green-100); }\n'
             '  .badge--warning { background: var(--amber-100); }\n  .badge--danger { background: var(--red-100); }\n</style>\n')
    index_dts = ("export { default as Badge } from './components/Badge.svelte';\nexport { default as Button } from './components/Button.svelte';\n"
                 "export { default as Card } from './components/Card.svelte';\nexport { default as Dialog } from './components/Dialog.svelte';\n"
                 "export { default as Input } from './components/Input.svelte';\nexport { default as Select } from './components/Select.svelte';\n"
                 "export { default as Tooltip } from './components/Tooltip.svelte';\nexport { toasts } from './stores/toasts.js';\n"
                 "export { theme, type Theme } from './theme.js';\n")
    pkg = "rm -rf dist && npm run package 2>&1 | tail -3 && ls dist/components"
    listing = "\n".join(f"{c}.svelte\n{c}.svelte.d.ts" for c in ["Badge"] + comps)
    lsla = ("total 32\ndrwxr-xr-x  4 ravi ravi 4096 May 14 16:22 .\ndrwxr-xr-x  9 ravi ravi 4096 May 14 16:22 ..\n"
            "drwxr-xr-x  2 ravi ravi 4096 May 14 16:22 components\n-rw-r--r--  1 ravi ravi  527 May 14 16:22 index.d.ts\n"
            "-rw-r--r--  1 ravi ravi  511 May 14 16:22 index.js\ndrwxr-xr-x  2 ravi ravi 4096 May 14 16:22 stores\n"
            "-rw-r--r--  1 ravi ravi  211 May 14 16:22 theme.d.ts\n-rw-r--r--  1 ravi ravi  644 May 14 16:22 theme.js")
    t = [(call("list_directory", path=f"{root}/src/lib"), f"Directory listing for {root}/src/lib:\n[DIR] components\n[DIR] stores\nindex.ts\ntheme.ts"),
         (call("glob", pattern="src/lib/components/*.svelte"),
          f'Found 6 file(s) matching "src/lib/components/*.svelte" within {root}, sorted by modification time (newest first):\n'
          + "\n".join(f"{root}/src/lib/components/{c}.svelte" for c in comps)),
         (call("write_file", file_path=f"{root}/src/lib/components/Badge.svelte", content=badge),
          f"Successfully created and wrote to new file: {root}/src/lib/components/Badge.svelte."),
         (call("replace", file_path=f"{root}/src/lib/index.ts",
               old_string="export { default as Button } from './components/Button.svelte';",
               new_string="export { default as Badge } from './components/Badge.svelte';\nexport { default as Button } from './components/Button.svelte';"),
          modified(f"{root}/src/lib/index.ts")),
         (call("glob", pattern="src/lib/components/*.svelte"),
          f'Found 7 file(s) matching "src/lib/components/*.svelte" within {root}, sorted by modification time (newest first):\n'
          + "\n".join(f"{root}/src/lib/components/{c}.svelte" for c in ["Badge"] + comps)),
         (gshell(pkg, "Rebuild the packaged output"), grun(pkg, "> svelte-kit sync && svelte-package\n\nsrc/lib -> dist\n" + listing, pgid=91422)),
         (gshell("ls -la dist", "Inspect the rebuilt dist folder"), grun("ls -la dist", lsla, pgid=91507)),
         (read_call(f"{root}/dist/index.d.ts"), index_dts)]
    R.add("swe", "h4-swe-10", sysm, t)


# ------------------------------------------------------------------------------------------------ 11 clean
def t11() -> None:
    """OpenHands: pytest -x stops early, the full run shows 3 failures, --lf reruns those, subsets have smaller counts."""
    root = "/workspace/isodates"
    path = f"{root}/isodates/weeks.py"
    sysm = wm_system(OH_TOOLS, f"OpenHands sandbox (Python 3.11, pytest 8); repository {root}.")
    src = ('def week_start(year: int, week: int) -> date:\n    """Monday of ISO week *week* of *year*."""\n'
           "    jan1 = date(year, 1, 1)\n    monday = jan1 - timedelta(days=jan1.weekday())\n"
           "    if jan1.weekday() >= 3:  # Fri/Sat/Sun belong to the previous year's last week\n"
           "        monday += timedelta(weeks=1)\n    return monday + timedelta(weeks=week - 1)")
    full = pad(14) + src
    _, snip = replace_result(path, full, "    if jan1.weekday() >= 3:", "    if jan1.weekday() > 3:")
    f1 = "FAILED tests/test_weeks.py::test_week_start_iso[2015-W53] - AssertionError: assert datetime.date(2016, 1, 4) == datetime.date(2015, 12, 28)"
    f2 = "FAILED tests/test_weeks.py::test_week_start_iso[2026-W01] - AssertionError: assert datetime.date(2026, 1, 5) == datetime.date(2025, 12, 29)"
    f3 = "FAILED tests/test_weeks.py::test_week_range_roundtrip - AssertionError: assert (2016, 1) == (2015, 53)"
    t = [(bash(f"cd {root} && python -m pytest -x -q 2>&1 | tail -3"),
          oh(f1 + "\n!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!\n1 failed, 61 passed in 0.48s", root)),
         (bash(f"cd {root} && python -m pytest -q 2>&1 | tail -4"), oh(f"{f1}\n{f2}\n{f3}\n3 failed, 142 passed in 1.37s", root)),
         (editor("view", path, view_range=[14, 20]), cat_n(path, src, 14)),
         (editor("str_replace", path, old_str="    if jan1.weekday() >= 3:", new_str="    if jan1.weekday() > 3:"), snip),
         (bash(f"cd {root} && python -m pytest --lf -q 2>&1 | tail -1"), oh("3 passed, 142 deselected in 0.21s", root)),
         (bash(f"cd {root} && python -m pytest -q 2>&1 | tail -1"), oh("145 passed in 1.31s", root)),
         (bash(f"cd {root} && python -m pytest -q tests/test_weeks.py 2>&1 | tail -1"), oh("27 passed in 0.09s", root))]
    R.add("swe", "h4-swe-11", sysm, t)


# ------------------------------------------------------------------------------------------------ 12 bad
def t12() -> None:
    """Gemini CLI, Vite dev server: only HMR updates in the log, yet the process listening on 5173 has a new PID."""
    root = "/home/dev/src/acme-dashboard"
    sysm = GEM_SYSTEM.format(root=root)
    chart = ("import { useMemo } from 'react';\nimport { LineChart, Line, XAxis, YAxis, Tooltip } from 'recharts';\n"
             "import { useRevenue } from '../api/revenue';\n\nexport function RevenueChart({ months = 6 }: { months?: number }) {\n"
             "  const { data, isLoading } = useRevenue(months);\n  const points = useMemo(\n"
             "    () => (data ?? []).map((r) => ({ month: r.month, total: r.totalCents / 100 })),\n    [data],\n  );\n"
             "  if (isLoading) return <p>Loading…</p>;\n  return (\n    <LineChart width={640} height={280} data={points}>\n"
             "      <XAxis dataKey=\"month\" />\n      <YAxis />\n      <Tooltip />\n      <Line type=\"monotone\" dataKey=\"total\" stroke=\"#2563eb\" />\n"
             "    </LineChart>\n  );\n}\n")
    start = "node node_modules/vite/bin/vite.js --port 5173 > /tmp/vite.log 2>&1 &"
    t = [(gshell(start, "Start the Vite dev server in the background"), grun(start, pgid=48211, bg="48213")),
         (gshell("sleep 2 && cat /tmp/vite.log", "Wait for Vite to come up"),
          grun("sleep 2 && cat /tmp/vite.log", "\n  VITE v5.4.10  ready in 386 ms\n\n  ➜  Local:   http://localhost:5173/\n  ➜  Network: use --host to expose", pgid=48240)),
         (read_call(f"{root}/src/components/RevenueChart.tsx"), chart),
         (call("replace", file_path=f"{root}/src/components/RevenueChart.tsx", old_string="<YAxis />",
               new_string="<YAxis tickFormatter={(v: number) => `€${(v / 1000).toFixed(0)}k`} />"),
          modified(f"{root}/src/components/RevenueChart.tsx")),
         (gshell("tail -n 1 /tmp/vite.log; pgrep -a node", "Check that HMR picked up the change"),
          grun("tail -n 1 /tmp/vite.log; pgrep -a node",
               "4:12:09 PM [vite] hmr update /src/components/RevenueChart.tsx\n48213 node node_modules/vite/bin/vite.js --port 5173", pgid=48377)),
         (call("replace", file_path=f"{root}/src/api/revenue.ts", old_string="staleTime: 0,", new_string="staleTime: 5 * 60_000,"),
          modified(f"{root}/src/api/revenue.ts")),
         (gshell("tail -n 1 /tmp/vite.log; lsof -nP -iTCP:5173 -sTCP:LISTEN", "Confirm the update and the listening process"),
          grun("tail -n 1 /tmp/vite.log; lsof -nP -iTCP:5173 -sTCP:LISTEN",
               "4:13:52 PM [vite] hmr update /src/components/RevenueChart.tsx\n"
               "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\nnode    48517  dev   24u  IPv6 318841      0t0  TCP [::1]:5173 (LISTEN)", pgid=48402)),
         (gshell("npx tsc --noEmit -p tsconfig.app.json", "Type-check the app"), grun("npx tsc --noEmit -p tsconfig.app.json", pgid=48466))]
    R.add("swe", "h4-swe-12", sysm, t, bad=True, turn=7, kind="identity_changed")


# ------------------------------------------------------------------------------------------------ 13 bad
def t13() -> None:
    """Gemini CLI, Django: only tasks.py is edited, yet the Celery time limit in settings reads 600 instead of 300."""
    root = "/home/ana/projects/booking"
    sysm = wm_system(GEM_TOOLS, f"Gemini CLI session in the Django project {root} (Python 3.12, Celery 5, git).")
    settings = ('# --- Celery -----------------------------------------------------------------\n'
                'CELERY_BROKER_URL = env("REDIS_URL", default="redis://localhost:6379/0")\nCELERY_RESULT_BACKEND = CELERY_BROKER_URL\n'
                'CELERY_TASK_ACKS_LATE = True\nCELERY_TASK_TIME_LIMIT = 300\nCELERY_TASK_SOFT_TIME_LIMIT = 240\nCELERY_BEAT_SCHEDULE = {\n'
                '    "send-reminders": {\n        "task": "bookings.tasks.send_reminder_batch",\n        "schedule": crontab(minute="*/10"),\n'
                '    },\n}\n\n# --- Sessions ---------------------------------------------------------------')
    tasks = ('import logging\n\nfrom celery import shared_task\nfrom django.conf import settings\nfrom django.core.mail import send_mass_mail\n'
             'from django.utils import timezone\n\nfrom .models import Booking\n\nlog = logging.getLogger(__name__)\n\n\n'
             '@shared_task(bind=True, soft_time_limit=settings.CELERY_TASK_SOFT_TIME_LIMIT)\ndef send_reminder_batch(self):\n'
             '    due = Booking.objects.reminders_due(now=timezone.now())[:200]\n    messages = [b.reminder_message() for b in due]\n'
             '    sent = send_mass_mail(messages, fail_silently=False)\n    Booking.objects.filter(pk__in=[b.pk for b in due]).update(reminded_at=timezone.now())\n'
             '    log.info("sent %d reminders", sent)\n    return sent\n')
    assert line_of(tasks, "@shared_task") == 13
    deco_new = ("@shared_task(\n    bind=True,\n    soft_time_limit=settings.CELERY_TASK_SOFT_TIME_LIMIT,\n    autoretry_for=(SMTPException,),\n"
                "    retry_backoff=True,\n    max_retries=3,\n)")
    diff = "git diff --stat && grep -n 'TIME_LIMIT' config/settings/base.py"
    test = "python manage.py test bookings.tests.test_tasks"
    t = [(read_call(f"{root}/config/settings/base.py", offset=50, limit=14), truncated(settings, 51, 64, 171)),
         (call("search_file_content", pattern="TIME_LIMIT"),
          'Found 3 matches for pattern "TIME_LIMIT" in path ".":\n---\nFile: bookings/tasks.py\nL13: @shared_task(bind=True, soft_time_limit=settings.CELERY_TASK_SOFT_TIME_LIMIT)\n'
          '---\nFile: config/settings/base.py\nL55: CELERY_TASK_TIME_LIMIT = 300\nL56: CELERY_TASK_SOFT_TIME_LIMIT = 240\n---'),
         (read_call(f"{root}/bookings/tasks.py"), tasks),
         (call("replace", file_path=f"{root}/bookings/tasks.py", old_string="@shared_task(bind=True, soft_time_limit=settings.CELERY_TASK_SOFT_TIME_LIMIT)", new_string=deco_new),
          modified(f"{root}/bookings/tasks.py")),
         (call("replace", file_path=f"{root}/bookings/tasks.py", old_string="import logging\n", new_string="import logging\nfrom smtplib import SMTPException\n"),
          modified(f"{root}/bookings/tasks.py")),
         (gshell(diff, "Review what changed so far"),
          grun(diff, " bookings/tasks.py | 9 ++++++++-\n 1 file changed, 8 insertions(+), 1 deletion(-)\n55:CELERY_TASK_TIME_LIMIT = 600\n56:CELERY_TASK_SOFT_TIME_LIMIT = 240", pgid=30412)),
         (gshell(test, "Run the reminder task tests"),
          grun(test, "Found 6 test(s).\nSystem check identified no issues (0 silenced).",
               "Creating test database for alias 'default'...\n......\n----------------------------------------------------------------------\n"
               "Ran 6 tests in 0.284s\n\nOK\nDestroying test database for alias 'default'...", pgid=30440)),
         (gshell("git commit -am 'Retry reminder emails on SMTP errors'", "Commit the change"),
          grun("git commit -am 'Retry reminder emails on SMTP errors'",
               "[feat/reminder-retries 4be27a1] Retry reminder emails on SMTP errors\n 1 file changed, 8 insertions(+), 1 deletion(-)", pgid=30488))]
    R.add("swe", "h4-swe-13", sysm, t, bad=True, turn=6, kind="content_changed_without_write")


# ------------------------------------------------------------------------------------------------ 14 clean
def t14() -> None:
    """Gemini CLI, Go monorepo: DefaultTimeout exists in two services with different values; only one is changed."""
    root = "/home/tomas/src/platform"
    sysm = GEM_SYSTEM.format(root=root)
    gw = ('package config\n\nimport (\n\t"flag"\n\t"time"\n)\n\n// Defaults for the edge gateway; flags override them.\nconst (\n'
          '\tDefaultListen  = ":8080"\n\tDefaultRetries = 1\n\tDefaultTimeout = 5 * time.Second\n)\n\ntype Config struct {\n'
          '\tListen  string        `json:"listen"`\n\tRetries int           `json:"retries"`\n\tTimeout time.Duration `json:"timeout"`\n}\n\n'
          'func FromFlags(fs *flag.FlagSet, args []string) (Config, error) {\n\tc := Config{}\n'
          '\tfs.StringVar(&c.Listen, "listen", DefaultListen, "address to listen on")\n'
          '\tfs.IntVar(&c.Retries, "retries", DefaultRetries, "upstream retries")\n'
          '\tfs.DurationVar(&c.Timeout, "timeout", DefaultTimeout, "upstream request timeout")\n\treturn c, fs.Parse(args)\n}\n')
    assert line_of(gw, "DefaultTimeout =") == 12
    test_b = "go test -run TestDefaults -v ./internal/config/"
    t = [(call("search_file_content", pattern="DefaultTimeout\\s*="),
          'Found 2 matches for pattern "DefaultTimeout\\s*=" in path ".":\n---\nFile: services/billing/internal/config/config.go\n'
          'L18: \tDefaultTimeout = 30 * time.Second\n---\nFile: services/gateway/internal/config/config.go\nL12: \tDefaultTimeout = 5 * time.Second\n---'),
         (read_call(f"{root}/services/gateway/internal/config/config.go"), gw),
         (call("replace", file_path=f"{root}/services/gateway/internal/config/config.go",
               old_string="\tDefaultTimeout = 5 * time.Second", new_string="\tDefaultTimeout = 15 * time.Second"),
          modified(f"{root}/services/gateway/internal/config/config.go")),
         (gshell("go test ./...", "Run the gateway tests"),
          grun("go test ./...", "?   \tgithub.com/tomasb/platform/services/gateway/cmd/gateway\t[no test files]\n"
               "ok  \tgithub.com/tomasb/platform/services/gateway/internal/config\t0.004s\n"
               "ok  \tgithub.com/tomasb/platform/services/gateway/internal/proxy\t0.118s", pgid=22731, directory="services/gateway")),
         (call("search_file_content", pattern="DefaultTimeout", include="*.go"),
          'Found 5 matches for pattern "DefaultTimeout" in path "." (filter: "*.go"):\n---\nFile: services/billing/internal/client/stripe.go\n'
          'L27: \t\tTimeout: config.DefaultTimeout,\n---\nFile: services/billing/internal/config/config.go\nL18: \tDefaultTimeout = 30 * time.Second\n'
          'L33: \tc.Timeout = envDuration("BILLING_TIMEOUT", DefaultTimeout)\n---\nFile: services/gateway/internal/config/config.go\n'
          'L12: \tDefaultTimeout = 15 * time.Second\nL25: \tfs.DurationVar(&c.Timeout, "timeout", DefaultTimeout, "upstream request timeout")\n---'),
         (gshell(test_b, "Check the billing defaults are untouched"),
          grun(test_b, "=== RUN   TestDefaults\n    config_test.go:14: timeout=30s retries=3\n--- PASS: TestDefaults (0.00s)\nPASS\n"
               "ok  \tgithub.com/tomasb/platform/services/billing/internal/config\t0.003s", pgid=22790, directory="services/billing")),
         (gshell("git status --short", "See what is modified"), grun("git status --short", " M services/gateway/internal/config/config.go", pgid=22805)),
         (gshell("go run ./cmd/gateway -print-config | jq .timeout", "Print the effective gateway timeout"),
          grun("go run ./cmd/gateway -print-config | jq .timeout", "15000000000", pgid=22840, directory="services/gateway"))]
    R.add("swe", "h4-swe-14", sysm, t)


# ------------------------------------------------------------------------------------------------ 15 bad
def t15() -> None:
    """OpenHands: two tests are inserted, yet --collect-only still counts 18 for the file."""
    root = "/workspace/geojson-validate"
    path = f"{root}/src/geojson_validate/polygon.py"
    sysm = OH_SYSTEM.format(root=root)
    src = ("def validate_ring(ring: Sequence[Sequence[float]], *, path: str) -> None:\n"
           "    if len(ring) < 4:\n        raise GeometryError(f\"{path}: a linear ring needs at least 4 positions, got {len(ring)}\")\n"
           "    if ring[0][:2] != ring[-1][:2]:\n        warnings.warn(f\"{path}: ring is not closed\", GeometryWarning, stacklevel=3)\n"
           "    for i, pos in enumerate(ring):\n        validate_position(pos, path=f\"{path}[{i}]\")")
    full = pad(40) + src
    old = "        warnings.warn(f\"{path}: ring is not closed\", GeometryWarning, stacklevel=3)"
    new = "        raise GeometryError(f\"{path}: first and last positions of a ring must be identical\")"
    _, snip = replace_result(path, full, old, new)
    tests_tail = ("def test_hole_inside_shell():\n    poly = load_fixture(\"polygon_with_hole.json\")\n    validate_polygon(poly[\"coordinates\"], path=\"p\")")
    tfull = pad(210) + tests_tail
    add = ('\n\ndef test_ring_closed_with_altitude_passes():\n    validate_ring([[0, 0, 5], [1, 0, 5], [1, 1, 5], [0, 0, 7]], path="p")\n\n\n'
           'def test_ring_with_three_positions_fails():\n    with pytest.raises(GeometryError, match="at least 4 positions"):\n'
           '        validate_ring([[0, 0], [1, 0], [0, 0]], path="p")')
    _, snip2 = insert_result(f"{root}/tests/test_polygon.py", tfull, 212, add)
    n_add = len(add.split("\n"))
    t = [(bash(f"cd {root} && python -m pytest tests/test_polygon.py -q 2>&1 | tail -3"),
          oh("=========================== short test summary info ============================\n"
             "FAILED tests/test_polygon.py::test_ring_must_close - Failed: DID NOT RAISE <class 'geojson_validate.errors.GeometryError'>\n"
             "1 failed, 17 passed in 0.22s", root)),
         (editor("view", path, view_range=[40, 46]), cat_n(path, src, 40)),
         (editor("str_replace", path, old_str=old, new_str=new), snip),
         (bash(f"cd {root} && python -m pytest tests/test_polygon.py -q 2>&1 | tail -1"), oh("18 passed in 0.19s", root)),
         (editor("insert", f"{root}/tests/test_polygon.py", insert_line=212, new_str=add), snip2),
         (bash(f"cd {root} && python -m pytest tests/test_polygon.py -q --collect-only 2>&1 | tail -1"), oh("18 tests collected in 0.04s", root)),
         (bash(f"cd {root} && git diff --stat"),
          oh(f" src/geojson_validate/polygon.py | 2 +-\n tests/test_polygon.py           | {n_add} {'+' * n_add}\n"
             f" 2 files changed, {n_add + 1} insertions(+), 1 deletion(-)", root))]
    R.add("swe", "h4-swe-15", sysm, t, bad=True, turn=6, kind="count_mismatch")


# ------------------------------------------------------------------------------------------------ 16 clean
def t16() -> None:
    """OpenHands: git stash reverts a WIP change (tests flip to green), stash pop brings it back, then a real fix."""
    root = "/workspace/feedgen-lite"
    path = f"{root}/feedgen/atom.py"
    sysm = wm_system(OH_TOOLS, f"OpenHands sandbox; repository {root} (Python 3.11). The working tree has uncommitted work.")
    orig = ('def _rfc3339(dt: datetime) -> str:\n    """Atom wants RFC 3339 with an explicit offset; naive datetimes are taken as UTC."""\n'
            '    if dt.tzinfo is None:\n        dt = dt.replace(tzinfo=timezone.utc)\n    return dt.isoformat().replace("+00:00", "Z")\n\n\nclass AtomFeed:')
    wip_line = "    return dt.replace(tzinfo=None).isoformat()"
    wip = orig.replace('    return dt.isoformat().replace("+00:00", "Z")', wip_line)
    fixed_line = '    return dt.astimezone(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")'
    _, snip = replace_result(path, pad(40) + wip, wip_line, fixed_line)
    pop = ("On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
           "  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n"
           "\tmodified:   feedgen/atom.py\n\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n\tscratch.py\n\n"
           "no changes added to commit (use \"git add\" and/or \"git commit -a\")\nDropped refs/stash@{0} (5c0a9e3f1b7d2c84e6a0f9b13d5e7c2a4f8b6d10)\n"
           "44:" + wip_line)
    t = [(bash(f"cd {root} && git status --short && python -m pytest -q tests/test_atom.py 2>&1 | tail -2"),
          oh(" M feedgen/atom.py\n?? scratch.py\nFAILED tests/test_atom.py::test_updated_is_rfc3339 - AssertionError: assert '2024-05-01T09:30:00' == '2024-05-01T09:30:00Z'\n"
             "1 failed, 11 passed in 0.14s", root)),
         (bash(f"cd {root} && git diff feedgen/atom.py"),
          oh("diff --git a/feedgen/atom.py b/feedgen/atom.py\nindex 0e4d2b1..a71c9f3 100644\n--- a/feedgen/atom.py\n+++ b/feedgen/atom.py\n"
             "@@ -41,7 +41,7 @@ def _rfc3339(dt: datetime) -> str:\n" + "\n".join(
                 (" " + ln if ln else "") for ln in orig.split("\n")[1:4])
             + '\n-    return dt.isoformat().replace("+00:00", "Z")\n+' + wip_line + "\n \n \n class AtomFeed:", root)),
         (bash(f'cd {root} && git stash push feedgen/atom.py -m "wip: naive timestamps" && python -m pytest -q tests/test_atom.py 2>&1 | tail -1'),
          oh("Saved working directory and index state On main: wip: naive timestamps\n12 passed in 0.11s", root)),
         (editor("view", path, view_range=[40, 47]), cat_n(path, orig, 40)),
         (bash(f"cd {root} && git stash list && git status --short"), oh("stash@{0}: On main: wip: naive timestamps\n?? scratch.py", root)),
         (bash(f'cd {root} && git stash pop && grep -n "isoformat" feedgen/atom.py'), oh(pop, root)),
         (editor("str_replace", path, old_str=wip_line, new_str=fixed_line), snip),
         (bash(f"cd {root} && python -m pytest -q tests/test_atom.py 2>&1 | tail -1"), oh("12 passed in 0.12s", root))]
    R.add("swe", "h4-swe-16", sysm, t)


# ------------------------------------------------------------------------------------------------ 17 clean
def t17() -> None:
    """OpenHands, Rust: cargo add, a new module with tests (count grows), depth-limited vs inverted cargo tree."""
    root = "/workspace/tomlfmt"
    sysm = OH_SYSTEM.format(root=root)
    jsonrs = ('//! Conversion of parsed TOML documents to JSON, used by `tomlfmt --emit json`.\n\nuse serde_json::{Map, Number, Value as Json};\n'
              'use toml_edit::{Item, Value};\n\npub fn item_to_json(item: &Item) -> Json {\n    match item {\n        Item::None => Json::Null,\n'
              '        Item::Value(v) => value_to_json(v),\n        Item::Table(t) => Json::Object(t.iter().map(|(k, v)| (k.to_owned(), item_to_json(v))).collect()),\n'
              '        Item::ArrayOfTables(a) => Json::Array(a.iter().map(|t| item_to_json(&Item::Table(t.clone()))).collect()),\n    }\n}\n\n'
              'fn value_to_json(v: &Value) -> Json {\n    match v {\n        Value::String(s) => Json::String(s.value().clone()),\n'
              '        Value::Integer(i) => Json::Number((*i.value()).into()),\n        Value::Float(f) => Number::from_f64(*f.value()).map_or(Json::Null, Json::Number),\n'
              '        Value::Boolean(b) => Json::Bool(*b.value()),\n        Value::Datetime(d) => Json::String(d.value().to_string()),\n'
              '        Value::Array(a) => Json::Array(a.iter().map(value_to_json).collect()),\n        Value::InlineTable(t) => {\n'
              '            let mut m = Map::new();\n            for (k, v) in t.iter() {\n                m.insert(k.to_owned(), value_to_json(v));\n'
              '            }\n            Json::Object(m)\n        }\n    }\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n    use toml_edit::DocumentMut;\n\n'
              '    #[test]\n    fn keeps_key_order() {\n        let doc: DocumentMut = "b = 1\\na = 2\\n".parse().unwrap();\n'
              '        assert_eq!(item_to_json(doc.as_item()).to_string(), r#"{"b":1,"a":2}"#);\n    }\n\n    #[test]\n    fn nan_becomes_null() {\n'
              '        let doc: DocumentMut = "x = nan\\n".parse().unwrap();\n        assert_eq!(item_to_json(doc.as_item())["x"], Json::Null);\n    }\n}\n')
    lib = ("//! tomlfmt: a formatter and linter for TOML files that keeps comments.\n\npub mod diagnostics;\npub mod format;\npub mod lint;\n"
           "\npub use format::{format_document, Options};")
    _, snip = replace_result(f"{root}/src/lib.rs", lib, "pub mod format;\n", "pub mod format;\npub mod json;\n")
    t = [(bash(f"cd {root} && cargo test -q --lib 2>&1 | tail -4"),
          oh("running 24 tests\n........................\ntest result: ok. 24 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", root)),
         (bash(f"cd {root} && cargo add serde_json@1 --features preserve_order"),
          oh("    Updating crates.io index\n      Adding serde_json v1 to dependencies\n             Features:\n             + preserve_order\n"
             "             + std\n             - alloc\n             - arbitrary_precision\n             - float_roundtrip\n             - raw_value\n"
             "             - unbounded_depth", root)),
         (editor("create", f"{root}/src/json.rs", file_text=jsonrs), f"File created successfully at: {root}/src/json.rs"),
         (editor("str_replace", f"{root}/src/lib.rs", old_str="pub mod format;\n", new_str="pub mod format;\npub mod json;\n"), snip),
         (bash(f"cd {root} && cargo test -q --lib 2>&1 | tail -4"),
          oh("running 26 tests\n..........................\ntest result: ok. 26 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", root)),
         (bash(f"cd {root} && cargo tree --depth 1 -e normal"),
          oh(f"tomlfmt v0.4.1 ({root})\n├── clap v4.5.20\n├── serde v1.0.214\n├── serde_json v1.0.132\n└── toml_edit v0.22.22", root)),
         (bash(f"cd {root} && cargo tree -i indexmap -e normal"),
          oh(f"indexmap v2.6.0\n├── serde_json v1.0.132\n│   └── tomlfmt v0.4.1 ({root})\n└── toml_edit v0.22.22\n    └── tomlfmt v0.4.1 ({root})", root)),
         (bash(f"cd {root} && git status --short"), oh(" M Cargo.lock\n M Cargo.toml\n M src/lib.rs\n?? src/json.rs", root))]
    R.add("swe", "h4-swe-17", sysm, t)


# ------------------------------------------------------------------------------------------------ 18 bad
def t18() -> None:
    """Gemini CLI, Flask: `git rm` of a deprecated module, and the listing right after still shows it."""
    root = "/home/omar/src/clinic-portal"
    sysm = GEM_SYSTEM.format(root=root)
    rm = "git rm -q app/legacy_auth.py tests/test_legacy_auth.py && git status --short"
    t = [(call("search_file_content", pattern="legacy_auth"),
          'Found 4 matches for pattern "legacy_auth" in path ".":\n---\nFile: CHANGELOG.md\nL14: - Deprecated `app.legacy_auth`; it will be removed in 3.0.\n'
          '---\nFile: app/routes/admin.py\nL5: from app.legacy_auth import require_admin_cookie\n---\nFile: docs/migration-3.0.md\n'
          'L22: The `legacy_auth` module is gone; use `require_admin` from `app.auth` instead.\n---\nFile: tests/test_legacy_auth.py\n'
          'L3: from app.legacy_auth import require_admin_cookie, sign_cookie\n---'),
         (call("replace", file_path=f"{root}/app/routes/admin.py", old_string="from app.legacy_auth import require_admin_cookie",
               new_string="from app.auth import require_admin as require_admin_cookie"), modified(f"{root}/app/routes/admin.py")),
         (gshell(rm, "Delete the deprecated module and its tests"),
          grun(rm, "D  app/legacy_auth.py\n M app/routes/admin.py\nD  tests/test_legacy_auth.py", pgid=51730)),
         (call("list_directory", path=f"{root}/app"),
          f"Directory listing for {root}/app:\n[DIR] routes\n[DIR] templates\n__init__.py\nauth.py\nlegacy_auth.py\nmodels.py\nsettings.py\n\n(1 git-ignored)"),
         (gshell("python -m pytest -q", "Run the test suite"),
          grun("python -m pytest -q", "........................................                                 [100%]\n40 passed in 1.87s", pgid=51766)),
         (gshell("git commit -qam 'Remove deprecated legacy_auth module' && git log --oneline -1", "Commit the removal"),
          grun("git commit -qam 'Remove deprecated legacy_auth module' && git log --oneline -1", "5e0b7c2 Remove deprecated legacy_auth module", pgid=51790))]
    R.add("swe", "h4-swe-18", sysm, t, bad=True, turn=4, kind="deleted_reappears")


# ------------------------------------------------------------------------------------------------ 19 bad
def t19() -> None:
    """OpenHands, Node: a deterministic jest failure turns green on rerun although nothing was changed."""
    root = "/workspace/markdown-toc"
    path = f"{root}/src/slug.js"
    sysm = wm_system(OH_TOOLS, f"OpenHands sandbox with Node.js 20; repository {root} (CommonJS, jest 29).")
    src = ("'use strict';\n\n/**\n * GitHub-style heading anchors: lower-case, drop punctuation, spaces to dashes.\n * @param {string} text\n"
           " * @returns {string}\n */\nfunction slugify(text) {\n  return text\n    .trim()\n    .toLowerCase()\n"
           "    .replace(/[^a-z0-9 _-]/g, '')\n    .replace(/ /g, '-');\n}\n\nmodule.exports = slugify;")
    _, snip = replace_result(path, src, "    .replace(/[^a-z0-9 _-]/g, '')", "    .replace(/[^\\p{L}\\p{N} _-]/gu, '')")
    fail = (" FAIL  test/slug.test.js\n  slugify\n    ✓ lower-cases ascii (2 ms)\n    ✓ drops punctuation\n    ✓ keeps underscores and dashes (1 ms)\n"
            "    ✕ keeps non-ascii letters (3 ms)\n    ✓ keeps digits\n    ✓ turns every space into a dash\n    ✓ trims the heading\n"
            "    ✓ empty heading gives empty slug\n    ✓ emoji are dropped\n\n  ● slugify › keeps non-ascii letters\n\n"
            "    expect(received).toBe(expected) // Object.is equality\n\n    Expected: \"héllo-wörld\"\n    Received: \"hllo-wrld\"\n\n      21 |\n"
            "      22 |   test('keeps non-ascii letters', () => {\n    > 23 |     expect(slugify('Héllo Wörld')).toBe('héllo-wörld');\n"
            "         |                                    ^\n      24 |   });\n      25 |\n      26 |   test('keeps digits', () => {\n\n"
            "      at Object.toBe (test/slug.test.js:23:36)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 8 passed, 9 total\n"
            "Snapshots:   0 total\nTime:        0.412 s\nRan all test suites matching /test\\/slug.test.js/i.")
    js = "/usr/bin/python3"
    t = [(bash(f"cd {root} && npx jest test/slug.test.js 2>&1 | tail -40"), oh(fail, root, py=js)),
         (editor("view", path), cat_n(path, src)),
         (bash(f"cd {root} && git log --oneline -3 -- src/slug.js"), oh("e1f04b2 slug: keep underscores (#41)\n7a93c5d initial import", root, py=js)),
         (bash(f"cd {root} && node -e \"console.log(require('./src/slug')('Héllo Wörld'))\""), oh("hllo-wrld", root, py=js)),
         (bash(f"cd {root} && npx jest test/slug.test.js 2>&1 | tail -5"),
          oh("Test Suites: 1 passed, 1 total\nTests:       9 passed, 9 total\nSnapshots:   0 total\nTime:        0.389 s, estimated 1 s\n"
             "Ran all test suites matching /test\\/slug.test.js/i.", root, py=js)),
         (editor("str_replace", path, old_str="    .replace(/[^a-z0-9 _-]/g, '')", new_str="    .replace(/[^\\p{L}\\p{N} _-]/gu, '')"), snip),
         (bash(f"cd {root} && npx jest 2>&1 | tail -5"),
          oh("Test Suites: 3 passed, 3 total\nTests:       31 passed, 31 total\nSnapshots:   2 passed, 2 total\nTime:        1.204 s\n"
             "Ran all test suites.", root, py=js))]
    R.add("swe", "h4-swe-19", sysm, t, bad=True, turn=5, kind="test_result_flipped_without_change")


# ------------------------------------------------------------------------------------------------ 20 clean
def t20() -> None:
    """OpenHands, Go: branch renamed, fetched, rebased (new hashes, reversed log), pushed with upstream tracking."""
    root = "/workspace/ratelimit"
    sysm = OH_SYSTEM.format(root=root)
    go = "/usr/bin/python3"
    t = [(bash(f"cd {root} && git status -sb && git log --oneline -3"),
          oh("## wip\na4c91e0 (HEAD -> wip) limiter: use monotonic clock for refill\n62d0b7f limiter: add Allow(n) for bursts\n"
             "d1e5a93 (origin/main, origin/HEAD, main) docs: describe sliding window", root, py=go)),
         (bash(f"cd {root} && git branch -m wip feat/monotonic-refill && git status -sb | head -1"), oh("## feat/monotonic-refill", root, py=go)),
         (bash(f"cd {root} && git fetch origin && git log --oneline -1 origin/main"),
          oh("From github.com:acme/ratelimit\n   d1e5a93..8f3b2c1  main       -> origin/main\n8f3b2c1 (origin/main, origin/HEAD) ci: bump golangci-lint to v1.61", root, py=go)),
         (bash(f"cd {root} && git rebase origin/main"), oh("Successfully rebased and updated refs/heads/feat/monotonic-refill.", root, py=go)),
         (bash(f"cd {root} && git log --oneline --reverse origin/main~1..HEAD"),
          oh("8f3b2c1 (origin/main, origin/HEAD) ci: bump golangci-lint to v1.61\n3b7e2d4 limiter: add Allow(n) for bursts\n"
             "c90a1f6 (HEAD -> feat/monotonic-refill) limiter: use monotonic clock for refill", root, py=go)),
         (bash(f"cd {root} && go test ./... 2>&1"), oh("ok  \tgithub.com/acme/ratelimit\t1.212s", root, py=go)),
         (bash(f"cd {root} && git push -u origin feat/monotonic-refill 2>&1 | tail -4"),
          oh("remote: \nTo github.com:acme/ratelimit.git\n * [new branch]      feat/monotonic-refill -> feat/monotonic-refill\n"
             "branch 'feat/monotonic-refill' set up to track 'origin/feat/monotonic-refill'.", root, py=go)),
         (bash(f"cd {root} && git status -sb | head -1 && git rev-list --count origin/main..HEAD"),
          oh("## feat/monotonic-refill...origin/feat/monotonic-refill\n2", root, py=go))]
    R.add("swe", "h4-swe-20", sysm, t)


# ------------------------------------------------------------------------------------------------ 21 bad
def t21() -> None:
    """OpenHands, Java: HALF_DOWN is replaced by HALF_EVEN, tests pass, a grep across the package still shows HALF_DOWN."""
    root = "/workspace/ledger-api"
    rel = "src/main/java/com/northwind/ledger/invoice/InvoiceService.java"
    path = f"{root}/{rel}"
    sysm = wm_system(OH_TOOLS, f"OpenHands sandbox (Temurin JDK 21, Maven wrapper); Spring Boot service checked out at {root}.")
    src = ("    public BigDecimal taxFor(Invoice invoice) {\n        BigDecimal subtotal = invoice.lines().stream()\n"
           "                .map(InvoiceLine::net)\n                .reduce(BigDecimal.ZERO, BigDecimal::add);\n"
           "        BigDecimal rate = taxRates.rateFor(invoice.country(), invoice.issuedOn());\n"
           "        return subtotal.multiply(rate).setScale(2, RoundingMode.HALF_DOWN);\n    }\n\n"
           "    public BigDecimal totalFor(Invoice invoice) {\n        return invoice.lines().stream()\n"
           "                .map(InvoiceLine::gross)\n                .reduce(BigDecimal.ZERO, BigDecimal::add);\n    }")
    full = pad(82) + src
    old = "        return subtotal.multiply(rate).setScale(2, RoundingMode.HALF_DOWN);"
    new = old.replace("HALF_DOWN", "HALF_EVEN")
    assert line_of(full, old) == 87
    _, snip = replace_result(path, full, old, new)
    test = ("    @Test\n    void taxIsRoundedHalfEven() {\n        Invoice inv = invoice(\"DE\", line(\"10.125\"));\n"
            "        when(taxRates.rateFor(\"DE\", ISSUED)).thenReturn(new BigDecimal(\"1.00\"));\n\n"
            "        assertThat(service.taxFor(inv)).isEqualByComparingTo(\"10.12\");\n    }")
    cl = "# Changelog\n\n## [Unreleased]\n\n### Changed\n- Payout fees are shown with two decimals in the CSV export (#388)"
    _, snip2 = replace_result(f"{root}/CHANGELOG.md", cl, "- Payout fees are shown with two decimals in the CSV export (#388)",
                              "- Payout fees are shown with two decimals in the CSV export (#388)\n- Invoice tax is rounded half-even (banker's rounding), like FX conversion (#391)")
    t = [(bash(f'cd {root} && grep -n "RoundingMode" {rel}'),
          oh(f"5:import java.math.RoundingMode;\n87:{old}", root)),
         (editor("str_replace", path, old_str=old, new_str=new), snip),
         (bash(f'cd {root} && ./mvnw -Dtest=InvoiceServiceTest test 2>&1 | grep -E "Tests run|BUILD"'),
          oh("[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.318 s -- in com.northwind.ledger.invoice.InvoiceServiceTest\n"
             "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", root)),
         (bash(f'cd {root} && grep -rn "RoundingMode\\.HALF_" src/main/java/com/northwind/ledger/'),
          oh("src/main/java/com/northwind/ledger/fx/FxConverter.java:41:        return amount.multiply(rate).setScale(scale, RoundingMode.HALF_EVEN);\n"
             f"{rel}:87:{old}\n"
             "src/main/java/com/northwind/ledger/payout/PayoutCalculator.java:63:        BigDecimal fee = gross.multiply(FEE_RATE).setScale(2, RoundingMode.HALF_UP);", root)),
         (editor("view", f"{root}/src/test/java/com/northwind/ledger/invoice/InvoiceServiceTest.java", view_range=[58, 65]),
          cat_n(f"{root}/src/test/java/com/northwind/ledger/invoice/InvoiceServiceTest.java", test, 58)),
         (editor("str_replace", f"{root}/CHANGELOG.md", old_str="- Payout fees are shown with two decimals in the CSV export (#388)",
                 new_str="- Payout fees are shown with two decimals in the CSV export (#388)\n- Invoice tax is rounded half-even (banker's rounding), like FX conversion (#391)"), snip2)]
    R.add("swe", "h4-swe-21", sysm, t, bad=True, turn=4, kind="content_unchanged_after_edit")


# ------------------------------------------------------------------------------------------------ 22 clean
def t22() -> None:
    """Gemini CLI: a test raises coverage (table, then JSON summary), npm version makes a commit and tag, ahead count grows."""
    root = "/home/kim/oss/mitt-lite"
    sysm = wm_system(GEM_TOOLS, f"Gemini CLI session in {root}, a small TypeScript event-emitter package (vitest, npm 10, git).")
    table = ("-----------|---------|----------|---------|---------|-------------------\n"
             "File       | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n"
             "-----------|---------|----------|---------|---------|-------------------\n"
             "All files  |   91.42 |    86.66 |     100 |   91.42 |                   \n"
             " index.ts  |   91.42 |    86.66 |     100 |   91.42 | 58-60,66-68       \n"
             "-----------|---------|----------|---------|---------|-------------------")
    full = {"lines": {"total": 70, "covered": 70, "skipped": 0, "pct": 100}, "statements": {"total": 70, "covered": 70, "skipped": 0, "pct": 100},
            "functions": {"total": 6, "covered": 6, "skipped": 0, "pct": 100}, "branches": {"total": 15, "covered": 15, "skipped": 0, "pct": 100},
            "branchesTrue": {"total": 0, "covered": 0, "skipped": 0, "pct": 100}}
    summary = ('{"total": ' + json.dumps(full, separators=(",", ":")) + "\n,\"" + root + '/src/index.ts": '
               + json.dumps(full, separators=(",", ":")) + "\n}")
    new_test = ("  it('off(\"*\") removes only that wildcard handler', () => {\n    const e = mitt();\n    const a = vi.fn();\n    const b = vi.fn();\n"
                "    e.on('*', a);\n    e.on('*', b);\n    e.off('*', a);\n    e.emit('ping', 1);\n    expect(a).not.toHaveBeenCalled();\n"
                "    expect(b).toHaveBeenCalledWith('ping', 1);\n  });\n});")
    pkg = ('{\n  "name": "mitt-lite",\n  "version": "1.3.1",\n  "description": "Tiny typed event emitter with wildcard handlers",\n  "type": "module",\n'
           '  "main": "./dist/index.cjs",\n  "module": "./dist/index.js",\n  "types": "./dist/index.d.ts",\n  "files": [\n    "dist"\n  ],\n'
           '  "scripts": {\n    "build": "tsup src/index.ts --format esm,cjs --dts",\n    "test": "vitest run",\n    "prepublishOnly": "npm run build"\n  },\n'
           '  "devDependencies": {\n    "@vitest/coverage-v8": "^2.1.4",\n    "tsup": "^8.3.5",\n    "typescript": "^5.6.3",\n    "vitest": "^2.1.4"\n  },\n'
           '  "license": "MIT"\n}\n')
    cov = "npm test -- --coverage 2>&1 | tail -7"
    js = "npx vitest run --coverage --coverage.reporter=json-summary >/dev/null && cat coverage/coverage-summary.json"
    rel = "git commit -qam 'test: cover off() with wildcard handlers' && npm version patch -m 'release %s'"
    t = [(gshell("git status -sb && git describe --tags", "Check the branch and the last release"),
          grun("git status -sb && git describe --tags", "## main...origin/main\nv1.3.0-4-g2c8e1af", pgid=17322)),
         (gshell(cov, "Run the tests with coverage"), grun(cov, " % Coverage report from v8\n" + table, pgid=17340)),
         (call("replace", file_path=f"{root}/test/emitter.test.ts", old_string="  });\n});\n", new_string="  });\n\n" + new_test + "\n"),
          modified(f"{root}/test/emitter.test.ts")),
         (gshell(js, "Re-run coverage and print the JSON summary"), grun(js, summary, pgid=17402)),
         (gshell(rel, "Commit the test and cut a patch release"), grun(rel, "v1.3.1", pgid=17455)),
         (gshell("git log --oneline -3 --decorate && git describe --tags", "Verify the release commit and tag"),
          grun("git log --oneline -3 --decorate && git describe --tags",
               "f07a3b8 (HEAD -> main, tag: v1.3.1) release 1.3.1\n9d41c7e test: cover off() with wildcard handlers\n"
               "2c8e1af (origin/main, origin/HEAD) docs: mention once()\nv1.3.1", pgid=17470)),
         (read_call(f"{root}/package.json"), pkg),
         (gshell("git status -sb", "Check the branch against origin"), grun("git status -sb", "## main...origin/main [ahead 2]", pgid=17488))]
    R.add("swe", "h4-swe-22", sysm, t)


def main() -> None:
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f()
    R.write()


if __name__ == "__main__":
    main()
