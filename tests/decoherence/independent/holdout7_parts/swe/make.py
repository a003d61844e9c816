# ruff: noqa: E501, W291, W293
"""holdout7, swe part: 22 hand-written software-engineering-agent trajectories for the decoherence-warning evaluation.

Tool surfaces: OpenHands (execute_bash, str_replace_editor) and Gemini CLI as the mainstream half; SWE-agent's
windowed viewer, Claude Code's tools, Codex CLI's shell/apply_patch and Cline's tools as the less common half.
Outputs are written from knowledge of what those tools (and git, pytest, go, cargo, tsc, jest, webpack,
ruff, pip, sphinx) really print, WITHOUT reading the detectors, their rules, or any earlier labeled set.
Eleven trajectories carry exactly one contradiction (the label names the 1-based turn whose observation
contradicts an earlier one); eleven are clean but full of legitimate changes (line numbers that shift after an
insert, undo_edit reverting a value, stash/pop, overwritten files, restarted servers with new PIDs, test counts
that follow added tests, formatters rewriting files, stale editable-install metadata, ...).

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout7_parts.swe.make``; it writes ``swe_test.jsonl``
and ``labels.json`` next to this file. Deterministic.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

OUT = Path(__file__).resolve().parent
RS = RowSet(OUT)


def call(name: str, /, **arguments: Any) -> str:
    return "```json\n" + json.dumps({"name": name, "arguments": arguments}, indent=2, ensure_ascii=False) + "\n```"


def numbered(text: str, start: int = 1, sep: str = "\t", width: int = 6) -> str:
    return "\n".join(f"{i:{width}d}{sep}{ln}" for i, ln in enumerate(text.split("\n"), start))


def add(n: int, system: str, state: str, turns: list[tuple[str, str]], bad_turn: int | None = None, kind: str = "clean") -> None:
    RS.add("swe", f"h7-swe-{n:02d}", system, turns, state=state, bad=bad_turn is not None, turn=bad_turn,
           kind=kind if bad_turn is not None else "clean")


# --- OpenHands -------------------------------------------------------------------------------------------------
def oh_system(root: str) -> str:
    return (f"You are the sandbox of an OpenHands CodeAct agent working in {root}. The agent calls two tools: "
            "execute_bash (runs a command in a persistent bash session) and str_replace_editor (view, create, "
            "str_replace, insert, undo_edit). Return exactly what the tool returns, after **Environment Observation:**.")


def oh_bash(cmd: str) -> str:
    return call("execute_bash", command=cmd)


def oh_ed(command: str, path: str, **kw: Any) -> str:
    return call("str_replace_editor", command=command, path=path, **kw)


def oh_out(out: str, cwd: str, code: int = 0) -> str:
    return ((out.strip("\n") + "\n") if out.strip("\n") else "") + \
        f"[The command completed with exit code {code}.]\n[Current working directory: {cwd}]\n" \
        "[Python interpreter: /opt/miniconda3/envs/testbed/bin/python]"


def oh_view(path: str, text: str, start: int = 1) -> str:
    return f"Here's the result of running `cat -n` on {path}:\n{numbered(text, start)}\n"


def oh_edited(path: str, text: str, start: int) -> str:
    return (f"The file {path} has been edited. Here's the result of running `cat -n` on a snippet of {path}:\n"
            f"{numbered(text, start)}\nReview the changes and make sure they are as expected. Edit the file again if necessary.")


def lines(text: str, a: int, b: int) -> str:
    """1-based inclusive slice of a file's lines."""
    return "\n".join(text.split("\n")[a - 1:b])


# --- Gemini CLI ------------------------------------------------------------------------------------------------
def gem_system(root: str) -> str:
    return (f"You simulate the tools of Gemini CLI in the project {root}: read_file, write_file, replace, "
            "list_directory, glob, search_file_content and run_shell_command. Answer each call with the tool's "
            "result after **Environment Observation:**.")


def gem_run(cmd: str, out: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)", err: str = "(empty)") -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out.strip(chr(10)) if out.strip() else '(empty)'}\nStderr: {err}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def gsh(cmd: str, what: str) -> str:
    return call("run_shell_command", command=cmd, description=what)


# --- SWE-agent -------------------------------------------------------------------------------------------------
SWEA_SYSTEM = ("You simulate the SWE-agent environment for the repository at /testbed. Commands: open, goto, scroll_up, "
               "scroll_down, create, edit (start_line:end_line, replacement_text), find_file, search_file, search_dir, "
               "submit, and bash. The file viewer shows a WINDOW of 20 lines. Reply with the command output after "
               "**Environment Observation:**.")


def swea_window(path: str, text: str, first: int, last: int, total: int | None = None, updated: bool = False) -> str:
    all_lines = text.split("\n")
    total = len(all_lines) if total is None else total
    body = "\n".join(f"{i}:{all_lines[i - 1]}" for i in range(first, last + 1))
    out = f"[File: {path} ({total} lines total)]\n"
    if first > 1:
        out += f"({first - 1} more lines above)\n"
    out += body
    if total - last > 0:
        out += f"\n({total - last} more lines below)"
    if updated:
        out += "\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."
    return out


# --- Claude Code -----------------------------------------------------------------------------------------------
def claude_system(root: str) -> str:
    return (f"You simulate Claude Code's tools for a session in {root}: Bash, Read, Edit, Write, Grep, Glob and TodoWrite. "
            "Return each tool's result, as the tool formats it, after **Environment Observation:**.")


def cc_read(text: str, start: int = 1) -> str:
    return numbered(text, start, sep="→")


def cc_edited(path: str, text: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + numbered(text, start, sep="→"))


TODO_OK = ("Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. "
           "Please proceed with the current tasks if applicable")


# --- Codex CLI -------------------------------------------------------------------------------------------------
def codex_system(root: str) -> str:
    return (f"You simulate the sandbox of a Codex CLI agent in {root}. The agent calls the shell tool with an argv list "
            "(apply_patch is invoked through it); reply with the tool result JSON (output, metadata.exit_code, "
            "metadata.duration_seconds) after **Environment Observation:**.")


def cx(cmd: str, workdir: str) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(out: str, code: int = 0, secs: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}}, ensure_ascii=False)


# --- Cline -----------------------------------------------------------------------------------------------------
def cline_system(root: str) -> str:
    return (f"You simulate the tools of the Cline coding agent in the workspace {root}: read_file, write_to_file, "
            "replace_in_file, execute_command, list_files and search_files. Reply with the tool result after "
            "**Environment Observation:**.")


def cl_cmd(out: str) -> str:
    return "Command executed.\nOutput:\n" + out.strip("\n")


def cl_saved(path: str) -> str:
    return (f"The content was successfully saved to {path}.\n\nAlong with your edits, the user's editor applied the "
            "following auto-formatting to your content: (none)")


# ===============================================================================================================
# BAD 01 (OpenHands): a str_replace fix is missing when the file is viewed again.
ROOT = "/testbed"
P = "/testbed/src/humanbytes/format.py"
FMT_OLD = '''"""Format byte counts for humans."""

from __future__ import annotations

UNITS = ("B", "KB", "MB", "GB", "TB", "PB")
BINARY_UNITS = ("B", "KiB", "MiB", "GiB", "TiB", "PiB")


def naturalsize(value: float, binary: bool = False, fmt: str = "%.1f") -> str:
    """Return a human-readable size, e.g. 10000 -> '10.0 KB'."""
    base = 1024 if binary else 1000
    units = BINARY_UNITS if binary else UNITS
    size = float(value)
    if abs(size) < base:
        return f"{int(size)} Bytes"
    for unit in units[1:]:
        size /= base
        if abs(size) < base:
            break
    return (fmt % size) + " " + unit'''
FMT_NEW = FMT_OLD.replace('        return f"{int(size)} Bytes"',
                          '        n = int(size)\n        return f"{n} Byte" if abs(n) == 1 else f"{n} Bytes"')
T = [
    (oh_ed("view", P), oh_view(P, FMT_OLD)),
    (oh_bash('cd /testbed && python -c "from humanbytes import naturalsize; print(naturalsize(1), naturalsize(0), naturalsize(1500))"'),
     oh_out("1 Bytes 0 Bytes 1.5 KB", ROOT)),
    (oh_ed("str_replace", P, old_str='        return f"{int(size)} Bytes"',
           new_str='        n = int(size)\n        return f"{n} Byte" if abs(n) == 1 else f"{n} Bytes"'),
     oh_edited(P, lines(FMT_NEW, 10, 21), 10)),
    (oh_bash('cd /testbed && python -c "from humanbytes import naturalsize; print(naturalsize(1), naturalsize(0), naturalsize(-1), naturalsize(1500))"'),
     oh_out("1 Byte 0 Bytes -1 Byte 1.5 KB", ROOT)),
    (oh_ed("create", "/testbed/tests/test_singular.py", file_text='from humanbytes import naturalsize\n\n\ndef test_one_byte_is_singular():\n    assert naturalsize(1) == "1 Byte"\n    assert naturalsize(-1) == "-1 Byte"\n\n\ndef test_other_counts_are_plural():\n    assert naturalsize(0) == "0 Bytes"\n    assert naturalsize(999) == "999 Bytes"\n'),
     "File created successfully at: /testbed/tests/test_singular.py"),
    (oh_bash("cd /testbed && python -m pytest tests/test_singular.py -q"),
     oh_out("..                                                                       [100%]\n2 passed in 0.02s", ROOT)),
    (oh_ed("view", P, view_range=[9, 20]), oh_view(P, lines(FMT_OLD, 9, 20), 9)),
    (oh_bash("cd /testbed && git diff --stat"),
     oh_out(" src/humanbytes/format.py | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)", ROOT)),
]
add(1, oh_system(ROOT), "Working directory: /testbed (humanbytes)\nIssue: naturalsize(1) returns '1 Bytes'; it should say '1 Byte'.", T, bad_turn=7, kind="edit_missing_on_read")

# ---------------------------------------------------------------------------------------------------------------
# BAD 02 (OpenHands): pytest -k deselects a number that no longer adds up to the file's test count.
P = "/testbed/src/lrukit/ttl.py"
TTL = '''
class TTLCache(LRUCache):
    """An LRU cache whose entries also expire ``ttl`` seconds after they were set."""

    def __init__(self, maxsize: int, ttl: float) -> None:
        super().__init__(maxsize)
        self.ttl = ttl
        self._expires: dict[Hashable, float] = {}

    def __setitem__(self, key: Hashable, value: Any) -> None:
        super().__setitem__(key, value)
        self._expires[key] = time.time() + self.ttl

    def __getitem__(self, key: Hashable) -> Any:
        self.expire()
        return super().__getitem__(key)

    def expire(self) -> None:
        now = time.time()
        for key, deadline in list(self._expires.items()):
            if deadline <= now:
                self._expires.pop(key, None)
                super().pop(key, None)'''.lstrip("\n")
TTL2 = TTL.replace("time.time() + self.ttl", "time.monotonic() + self.ttl")
TTL3 = TTL2.replace("now = time.time()", "now = time.monotonic()")
FAIL = """........F...............                                                 [100%]
=================================== FAILURES ===================================
________________________ test_ttl_expiry_uses_monotonic ________________________

monkeypatch = <_pytest.monkeypatch.MonkeyPatch object at 0x7f3a1c2b9e50>

    def test_ttl_expiry_uses_monotonic(monkeypatch):
        clock = FakeClock(1000.0)
        monkeypatch.setattr(time, "monotonic", clock)
        cache = TTLCache(maxsize=4, ttl=10)
        cache["k"] = 1
        clock.advance(11)
>       assert "k" not in cache
E       AssertionError: assert 'k' not in <TTLCache maxsize=4 currsize=1>

tests/test_cache.py:141: AssertionError
=========================== short test summary info ============================
FAILED tests/test_cache.py::test_ttl_expiry_uses_monotonic - AssertionError: assert 'k' not in <TTLCache maxsize=4 currsize=1>
1 failed, 23 passed in 0.41s"""
T = [
    (oh_bash("cd /testbed && python -m pytest tests/test_cache.py -q"), oh_out(FAIL, ROOT, 1)),
    (oh_bash("cd /testbed && grep -n 'time\\.' src/lrukit/ttl.py"),
     oh_out("\n".join(f"{i + 29}:{ln}" for i, ln in enumerate(TTL.split("\n"), 1) if "time." in ln), ROOT)),
    (oh_ed("view", P, view_range=[30, 51]), oh_view(P, TTL, 30)),
    (oh_ed("str_replace", P, old_str="        self._expires[key] = time.time() + self.ttl",
           new_str="        self._expires[key] = time.monotonic() + self.ttl"),
     oh_edited(P, lines(TTL2, 8, 16), 37)),
    (oh_ed("str_replace", P, old_str="        now = time.time()", new_str="        now = time.monotonic()"),
     oh_edited(P, lines(TTL3, 15, 23), 44)),
    (oh_bash("cd /testbed && python -m pytest tests/test_cache.py -q"),
     oh_out("........................                                                 [100%]\n24 passed in 0.39s", ROOT)),
    (oh_bash("cd /testbed && python -m pytest -q"),
     oh_out("........................................................................ [ 82%]\n...............                                                          [100%]\n87 passed in 1.92s", ROOT)),
    (oh_bash("cd /testbed && python -m pytest tests/test_cache.py -q -k ttl"),
     oh_out("....                                                                     [100%]\n4 passed, 19 deselected in 0.11s", ROOT)),
]
add(2, oh_system(ROOT), "Working directory: /testbed (lrukit)\nIssue: TTLCache entries expire early or late when the wall clock is adjusted (NTP step); use a monotonic clock.", T, bad_turn=8, kind="count_mismatch")

# ---------------------------------------------------------------------------------------------------------------
# BAD 03 (OpenHands, Go): a test file the agent created is missing from a later ls.
ROOT = "/workspace/kvstore"
WAL = '''package wal

import (
	"bufio"
	"encoding/binary"
	"errors"
	"io"
)

// Replay reads length-prefixed records until EOF and calls fn for each one.
func Replay(r io.Reader, fn func([]byte) error) error {
	br := bufio.NewReader(r)
	for {
		var n uint32
		if err := binary.Read(br, binary.LittleEndian, &n); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		buf := make([]byte, n)
		if _, err := io.ReadFull(br, buf); err != nil {
			return err
		}
		if err := fn(buf); err != nil {
			return err
		}
	}
}'''
WAL_FIX_OLD = "\t\tif _, err := io.ReadFull(br, buf); err != nil {\n\t\t\treturn err\n\t\t}"
WAL_FIX_NEW = "\t\tif _, err := io.ReadFull(br, buf); err != nil {\n\t\t\tif errors.Is(err, io.ErrUnexpectedEOF) {\n\t\t\t\treturn nil // torn write at the tail: keep what was fully written\n\t\t\t}\n\t\t\treturn err\n\t\t}"
WAL2 = WAL.replace(WAL_FIX_OLD, WAL_FIX_NEW)
T = [
    (oh_ed("view", ROOT), """Here's the files and directories up to 2 levels deep in /workspace/kvstore, excluding hidden items:
/workspace/kvstore/
/workspace/kvstore/README.md
/workspace/kvstore/cmd/
/workspace/kvstore/cmd/kvstore/
/workspace/kvstore/go.mod
/workspace/kvstore/go.sum
/workspace/kvstore/internal/
/workspace/kvstore/internal/store/
/workspace/kvstore/internal/wal/"""),
    (oh_ed("view", ROOT + "/internal/wal/wal.go"), oh_view(ROOT + "/internal/wal/wal.go", WAL)),
    (oh_ed("create", ROOT + "/internal/wal/wal_test.go", file_text='package wal\n\nimport (\n\t"bytes"\n\t"encoding/binary"\n\t"testing"\n)\n\nfunc frame(p string) []byte {\n\tb := make([]byte, 4+len(p))\n\tbinary.LittleEndian.PutUint32(b, uint32(len(p)))\n\tcopy(b[4:], p)\n\treturn b\n}\n\nfunc TestReplayAfterTruncatedRecord(t *testing.T) {\n\tvar log []byte\n\tfor _, p := range []string{"a", "bb", "ccc"} {\n\t\tlog = append(log, frame(p)...)\n\t}\n\tlog = append(log, frame("dddd")[:6]...)\n\tvar got int\n\terr := Replay(bytes.NewReader(log), func([]byte) error { got++; return nil })\n\tif err != nil || got != 3 {\n\t\tt.Fatalf("replay returned %d records, err %v; want 3, nil", got, err)\n\t}\n}\n'),
     f"File created successfully at: {ROOT}/internal/wal/wal_test.go"),
    (oh_bash("cd /workspace/kvstore && go test ./internal/wal/"),
     oh_out("--- FAIL: TestReplayAfterTruncatedRecord (0.00s)\n    wal_test.go:25: replay returned 3 records, err unexpected EOF; want 3, nil\nFAIL\nFAIL\tgithub.com/acme/kvstore/internal/wal\t0.009s\nFAIL", ROOT, 1)),
    (oh_ed("str_replace", ROOT + "/internal/wal/wal.go", old_str=WAL_FIX_OLD, new_str=WAL_FIX_NEW),
     oh_edited(ROOT + "/internal/wal/wal.go", lines(WAL2, 18, 32), 18)),
    (oh_bash("cd /workspace/kvstore && go test ./..."),
     oh_out("?   \tgithub.com/acme/kvstore/cmd/kvstore\t[no test files]\nok  \tgithub.com/acme/kvstore/internal/store\t(cached)\nok  \tgithub.com/acme/kvstore/internal/wal\t0.011s", ROOT)),
    (oh_bash("cd /workspace/kvstore && ls internal/wal"), oh_out("segment.go\nwal.go", ROOT)),
    (oh_bash("cd /workspace/kvstore && git status --short"),
     oh_out(" M internal/wal/wal.go\n?? internal/wal/wal_test.go", ROOT)),
]
add(3, oh_system(ROOT), "Working directory: /workspace/kvstore\nIssue: the store refuses to start after a crash because Replay fails on a half-written last record.", T, bad_turn=7, kind="created_missing")

# ---------------------------------------------------------------------------------------------------------------
# BAD 04 (Gemini CLI, TypeScript): a file removed with git rm comes back in a glob.
ROOT = "/home/user/dashboard"
T = [
    (call("list_directory", path=ROOT + "/src/utils"),
     f"Directory listing for {ROOT}/src/utils:\ndate.ts\nformat.ts\nindex.ts\nlegacyFormat.ts\nstring.ts"),
    (call("search_file_content", pattern="legacyFormat"),
     'Found 3 matches for pattern "legacyFormat" in path ".":\n---\nFile: src/utils/index.ts\nL4: export * from \'./legacyFormat\';\n---\nFile: src/utils/legacyFormat.ts\nL1: // legacyFormat: kept for the v1 widgets, superseded by format.ts\nL3: export function legacyFormatCurrency(cents: number): string {\n---'),
    (call("replace", file_path=ROOT + "/src/utils/index.ts", old_string="export * from './legacyFormat';\n", new_string=""),
     f"Successfully modified file: {ROOT}/src/utils/index.ts (1 replacements)."),
    (gsh("git rm src/utils/legacyFormat.ts", "Remove the unused legacy formatter."),
     gem_run("git rm src/utils/legacyFormat.ts", "rm 'src/utils/legacyFormat.ts'", pgid=52810)),
    (gsh("npx tsc --noEmit", "Type-check the project."), gem_run("npx tsc --noEmit", pgid=52844)),
    (call("glob", pattern="src/utils/*.ts"),
     f'Found 5 file(s) matching "src/utils/*.ts" within {ROOT}, sorted by modification time (newest first):\n{ROOT}/src/utils/index.ts\n{ROOT}/src/utils/format.ts\n{ROOT}/src/utils/legacyFormat.ts\n{ROOT}/src/utils/date.ts\n{ROOT}/src/utils/string.ts'),
    (gsh("npx vitest run src/utils", "Run the utils tests."),
     gem_run("npx vitest run src/utils", "\n RUN  v2.1.8 /home/user/dashboard\n\n ✓ src/utils/date.test.ts (9 tests) 6ms\n ✓ src/utils/format.test.ts (14 tests) 8ms\n ✓ src/utils/string.test.ts (6 tests) 3ms\n\n Test Files  3 passed (3)\n      Tests  29 passed (29)\n   Start at  10:21:47\n   Duration  612ms (transform 88ms, setup 0ms, collect 121ms, tests 17ms, environment 0ms, prepare 342ms)", pgid=52901)),
    (gsh("git status --short", "Show the working tree state."),
     gem_run("git status --short", " M src/utils/index.ts\nD  src/utils/legacyFormat.ts", pgid=52960)),
]
add(4, gem_system(ROOT), "Project: /home/user/dashboard (TypeScript, Vite)\nTask: remove the dead legacyFormat helper and its re-export.", T, bad_turn=6, kind="deleted_reappears")

# ---------------------------------------------------------------------------------------------------------------
# BAD 05 (Gemini CLI, Python): a setting read with read_file shows a different value in a later grep, with no write to it.
ROOT = "/home/user/weatherbot"
SETTINGS = '''"""Runtime settings, overridable through WEATHERBOT_* environment variables."""

import os

API_BASE = os.environ.get("WEATHERBOT_API_BASE", "https://api.open-meteo.com/v1")
CACHE_DIR = os.environ.get("WEATHERBOT_CACHE_DIR", "~/.cache/weatherbot")

# HTTP behaviour
REQUEST_TIMEOUT = float(os.environ.get("WEATHERBOT_TIMEOUT", "10"))
USER_AGENT = "weatherbot/0.6 (+https://github.com/acme/weatherbot)"

MAX_RETRIES = 5
RETRY_BACKOFF = 0.5
'''
CLIENT = '''import time

import requests

from config import settings


class ForecastClient:
    def __init__(self, session: requests.Session | None = None) -> None:
        self.session = session or requests.Session()
        self.session.headers["User-Agent"] = settings.USER_AGENT

    def daily(self, lat: float, lon: float) -> dict:
        params = {"latitude": lat, "longitude": lon, "daily": "temperature_2m_max,precipitation_sum"}
        return self._get("/forecast", params)

    def _get(self, path: str, params: dict) -> dict:
        url = settings.API_BASE + path
        last_exc: Exception | None = None
        for attempt in range(settings.MAX_RETRIES):
            try:
                resp = self.session.get(url, params=params, timeout=5)
                resp.raise_for_status()
                return resp.json()
            except requests.RequestException as exc:
                last_exc = exc
                time.sleep(settings.RETRY_BACKOFF * 2 ** attempt)
        raise RuntimeError(f"GET {path} failed after {settings.MAX_RETRIES} attempts") from last_exc
'''
T = [
    (call("read_file", absolute_path=ROOT + "/config/settings.py"), SETTINGS),
    (call("search_file_content", pattern="MAX_RETRIES"),
     'Found 3 matches for pattern "MAX_RETRIES" in path ".":\n---\nFile: config/settings.py\nL12: MAX_RETRIES = 5\n---\nFile: weatherbot/client.py\n' + "\n".join(f"L{i}: {ln.strip()}" for i, ln in enumerate(CLIENT.split("\n"), 1) if "MAX_RETRIES" in ln) + '\n---'),
    (call("read_file", absolute_path=ROOT + "/weatherbot/client.py"), CLIENT),
    (call("replace", file_path=ROOT + "/weatherbot/client.py", old_string="resp = self.session.get(url, params=params, timeout=5)",
          new_string="resp = self.session.get(url, params=params, timeout=settings.REQUEST_TIMEOUT)"),
     f"Successfully modified file: {ROOT}/weatherbot/client.py (1 replacements)."),
    (gsh("python -m pytest -q tests/test_client.py", "Run the client tests."),
     gem_run("python -m pytest -q tests/test_client.py", "........                                                                 [100%]\n8 passed in 0.33s", pgid=31207)),
    (gsh("grep -n RETR config/settings.py", "Check the retry settings."),
     gem_run("grep -n RETR config/settings.py", "12:MAX_RETRIES = 3\n13:RETRY_BACKOFF = 0.5", pgid=31266)),
    (gsh("git diff --stat", "Summarize changes."),
     gem_run("git diff --stat", " weatherbot/client.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=31290)),
]
add(5, gem_system(ROOT), "Project: /home/user/weatherbot\nTask: the client ignores WEATHERBOT_TIMEOUT; make requests use the configured timeout.", T, bad_turn=6, kind="content_changed_without_write")

# ---------------------------------------------------------------------------------------------------------------
# BAD 06 (Gemini CLI, docs): the background http.server's PID changes with no restart.
ROOT = "/home/user/acme-sdk"
SERVE = "python -m http.server 8000 --directory docs/_build/html &"
T = [
    (gsh(SERVE, "Serve the built docs in the background."), gem_run(SERVE, pgid=61718, bg="61720")),
    (gsh("curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8000/index.html", "Check the docs server answers."),
     gem_run("curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8000/index.html", "200", pgid=61744)),
    (gsh("ss -ltnp | grep :8000", "See which process listens on 8000."),
     gem_run("ss -ltnp | grep :8000", 'LISTEN 0      5            0.0.0.0:8000       0.0.0.0:*    users:(("python",pid=61720,fd=3))', pgid=61752)),
    (call("replace", file_path=ROOT + "/docs/index.rst", old_string="acme-sdk 2.2 documentation", new_string="acme-sdk 2.3 documentation"),
     f"Successfully modified file: {ROOT}/docs/index.rst (1 replacements)."),
    (gsh("make -C docs html", "Rebuild the HTML docs."),
     gem_run("make -C docs html", """make: Entering directory '/home/user/acme-sdk/docs'
Running Sphinx v7.4.7
loading pickled environment... done
building [mo]: targets for 0 po files that are out of date
writing output... 
building [html]: targets for 1 source files that are out of date
updating environment: 0 added, 1 changed, 0 removed
reading sources... [100%] index
looking for now-outdated files... none found
pickling environment... done
checking consistency... done
preparing documents... done
copying assets... done
writing output... [100%] index
generating indices... genindex done
writing additional pages... search done
dumping search index in English (code: en)... done
dumping object inventory... done
build succeeded.

The HTML pages are in _build/html.
make: Leaving directory '/home/user/acme-sdk/docs'""", pgid=61790)),
    (gsh("curl -s http://localhost:8000/index.html | grep -o '<title>.*</title>'", "Confirm the new title is served."),
     gem_run("curl -s http://localhost:8000/index.html | grep -o '<title>.*</title>'", "<title>acme-sdk 2.3 documentation &#8212; acme-sdk 2.3 documentation</title>", pgid=61841)),
    (gsh("ps -o pid,etime,args -C python", "List the running python processes."),
     gem_run("ps -o pid,etime,args -C python", "    PID     ELAPSED COMMAND\n  61729       03:12 python -m http.server 8000 --directory docs/_build/html", pgid=61859)),
    (gsh("kill 61720", "Stop the docs server."), gem_run("kill 61720", pgid=61877)),
]
add(6, gem_system(ROOT), "Project: /home/user/acme-sdk\nTask: bump the docs title to 2.3 and preview the rendered docs locally.", T, bad_turn=7, kind="pid_changed_without_restart")

# ---------------------------------------------------------------------------------------------------------------
# BAD 07 (SWE-agent): after an edit grows the file to 215 lines, the viewer header says 212 again.
P = "/testbed/src/csvlite/reader.py"
READER_HEAD = "\n".join(f"# line {i}" for i in range(1, 78)).split("\n")  # placeholder lines never displayed
READER_TAIL = r'''

class DialectError(ValueError):
    """Raised when no delimiter can be inferred from a sample."""


def _strip_quoted(line: str) -> str:
    return _QUOTED.sub("", line)


def sniff_delimiter(sample: str, candidates: str = ",;\t|") -> str:
    """Pick the candidate that splits every sample line into the same number of fields."""
    lines = [_strip_quoted(ln) for ln in sample.splitlines() if ln.strip()]
    best, best_fields = None, 1
    for ch in candidates:
        counts = {ln.count(ch) for ln in lines}
        if len(counts) != 1:
            continue
        fields = counts.pop() + 1
        if fields > best_fields:
            best, best_fields = ch, fields
    if best is None:
        raise DialectError(f"could not determine delimiter from {len(lines)} lines")
    return best


class Reader:
    """Iterate over the records of a delimited text file."""

    def __init__(self, fp: TextIO, delimiter: str | None = None, sample_size: int = 4096) -> None:
        self._fp = fp
        if delimiter is None:
            sample = fp.read(sample_size)
            fp.seek(0)
            delimiter = sniff_delimiter(sample)
        self.delimiter = delimiter
        self.line_num = 0

    def __iter__(self) -> Iterator[list[str]]:
        return self

    def __next__(self) -> list[str]:
        line = self._fp.readline()
        if not line:
            raise StopIteration
        self.line_num += 1
        return _split(line.rstrip("\r\n"), self.delimiter)

    @property
    def dialect(self) -> Dialect:
        return Dialect(delimiter=self.delimiter, quotechar='"')
'''.split("\n")
READER = "\n".join(READER_HEAD + READER_TAIL)
assert READER.split("\n")[87].startswith("def sniff_delimiter"), READER.split("\n")[87]
OLD90 = "    lines = [_strip_quoted(ln) for ln in sample.splitlines() if ln.strip()]"
NEW90 = ('    lines = sample.splitlines()\n    if len(lines) > 1 and not sample.endswith(("\\n", "\\r")):\n'
         '        lines = lines[:-1]  # the sample cut the last record short\n'
         '    lines = [_strip_quoted(ln) for ln in lines if ln.strip()]')
READER2 = READER.replace(OLD90, NEW90)
T = [
    (call("find_file", file_name="reader.py"), 'Found 1 matches for "reader.py" in /testbed:\n/testbed/src/csvlite/reader.py'),
    (call("search_file", search_term="def sniff_delimiter", file=P),
     f'Found 1 matches for "def sniff_delimiter" in {P}:\nLine 88:def sniff_delimiter(sample: str, candidates: str = ",;\\t|") -> str:\nEnd of matches for "def sniff_delimiter" in {P}'),
    (call("open", path=P, line_number=88), swea_window(P, READER, 78, 97, total=212)),
    (call("edit", start_line=90, end_line=90, replacement_text=NEW90), swea_window(P, READER2, 80, 99, total=215, updated=True)),
    (call("bash", command="python -c \"from csvlite.reader import sniff_delimiter; print(repr(sniff_delimiter('id;name;qty\\n1;bolt;40\\n2;nut;75\\n3;wash')))\""),
     "';'"),
    (call("bash", command="python -m pytest tests/test_reader.py -q"),
     "..............                                                           [100%]\n14 passed in 0.08s"),
    (call("goto", line_number=120), swea_window(P, READER2, 110, 129, total=212)),
    (call("bash", command="git diff --stat"), " src/csvlite/reader.py | 5 ++++-\n 1 file changed, 4 insertions(+), 1 deletion(-)"),
]
assert len(READER.split("\n")) >= 126
add(7, SWEA_SYSTEM, "Repository: /testbed (csvlite)\nIssue: Reader() raises DialectError on large files because the 4 KiB sample ends in the middle of a record.", T, bad_turn=7, kind="line_count_reverted")

# ---------------------------------------------------------------------------------------------------------------
# BAD 08 (Claude Code): the commit lands on "main" although the agent switched to a new branch.
ROOT = "/home/dev/ingest"
CSV_SRC = '''class CsvSource(Source):
    """Rows from a CSV file with a header line."""

    def __init__(self, path: Path, delimiter: str = ",") -> None:
        self.path = path
        self.delimiter = delimiter

    def rows(self) -> Iterator[dict[str, str]]:
        with open(self.path, newline="", encoding="utf-8") as fh:
            yield from csv.DictReader(fh, delimiter=self.delimiter)'''
T = [
    (call("Bash", command="git status", description="Check repository state"),
     "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"),
    (call("Bash", command="git checkout -b fix/utf8-bom", description="Create a branch for the fix"),
     "Switched to a new branch 'fix/utf8-bom'"),
    (call("Grep", pattern="encoding=", path="src", output_mode="content", **{"-n": True}),
     'src/loader/csv_source.py:41:        with open(self.path, newline="", encoding="utf-8") as fh:\nsrc/loader/json_source.py:18:        with open(self.path, encoding="utf-8") as fh:'),
    (call("Read", file_path=ROOT + "/src/loader/csv_source.py", offset=33, limit=10), cc_read(CSV_SRC, 33)),
    (call("Edit", file_path=ROOT + "/src/loader/csv_source.py", old_string='newline="", encoding="utf-8") as fh:', new_string='newline="", encoding="utf-8-sig") as fh:'),
     cc_edited(ROOT + "/src/loader/csv_source.py", lines(CSV_SRC.replace('"utf-8"', '"utf-8-sig"'), 4, 10), 36)),
    (call("Bash", command="python -m pytest tests/loader -q", description="Run loader tests"),
     ".........                                                                [100%]\n9 passed in 0.21s"),
    (call("Bash", command="git add -A && git commit -m 'Accept UTF-8 BOM in CSV sources'", description="Commit the fix"),
     "[main 6a1f0e3] Accept UTF-8 BOM in CSV sources\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    (call("Bash", command="git log --oneline -2", description="Show recent commits"),
     "6a1f0e3 (HEAD -> fix/utf8-bom) Accept UTF-8 BOM in CSV sources\nd92b4c1 (origin/main, origin/HEAD, main) Release 0.8.0"),
]
add(8, claude_system(ROOT), "Project: /home/dev/ingest\nTask: CSV exports from Excel start with a BOM and the first column name comes out as '\\ufeffid'. Fix it on a branch and commit.", T, bad_turn=7, kind="branch_reverted")

# ---------------------------------------------------------------------------------------------------------------
# BAD 09 (Codex CLI, Rust): after a Move-to patch, ls lists the module under its old file name.
ROOT = "/workspace/tinyhttp"
MOVE = """*** Begin Patch
*** Update File: src/retry_policy.rs
*** Move to: src/retry.rs
@@
-//! Retry policy for idempotent requests.
+//! Retry policy and backoff schedule for idempotent requests.
*** End Patch
"""
USES = """*** Begin Patch
*** Update File: src/lib.rs
@@
-mod retry_policy;
+mod retry;
@@
-pub use retry_policy::{Backoff, RetryPolicy};
+pub use retry::{Backoff, RetryPolicy};
*** Update File: src/client.rs
@@
-use crate::retry_policy::RetryPolicy;
+use crate::retry::RetryPolicy;
*** End Patch
"""
T = [
    (cx("ls src", ROOT), cx_out("client.rs\nerror.rs\nlib.rs\nretry_policy.rs\n")),
    (cx("rg -n 'retry_policy' src", ROOT),
     cx_out("src/lib.rs:4:mod retry_policy;\nsrc/lib.rs:12:pub use retry_policy::{Backoff, RetryPolicy};\nsrc/client.rs:3:use crate::retry_policy::RetryPolicy;\n")),
    (cx_patch(MOVE, ROOT), cx_out("Success. Updated the following files:\nM src/retry.rs\n", secs=0.0)),
    (cx_patch(USES, ROOT), cx_out("Success. Updated the following files:\nM src/lib.rs\nM src/client.rs\n", secs=0.0)),
    (cx("cargo build", ROOT), cx_out("   Compiling tinyhttp v0.4.2 (/workspace/tinyhttp)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.84s\n", secs=2.1)),
    (cx("cargo test -q", ROOT), cx_out("\nrunning 12 tests\n............\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n\nrunning 2 tests\n..\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.23s\n\n", secs=3.4)),
    (cx("git status --short", ROOT), cx_out(" M src/client.rs\n M src/lib.rs\n D src/retry_policy.rs\n?? src/retry.rs\n")),
    (cx("ls src", ROOT), cx_out("client.rs\nerror.rs\nlib.rs\nretry_policy.rs\n")),
    (cx("cargo clippy -q -- -D warnings", ROOT), cx_out("", secs=1.6)),
]
add(9, codex_system(ROOT), "Repository: /workspace/tinyhttp (Rust crate)\nTask: rename the retry_policy module to retry without changing the public API.", T, bad_turn=8, kind="rename_old_name")

# ---------------------------------------------------------------------------------------------------------------
# BAD 10 (Cline, TypeScript + jest): npm ls reports a jest version different from jest --version, with no install.
ROOT = "/home/dev/invoice-api"
PKG = '''{
  "name": "invoice-api",
  "version": "1.2.0",
  "private": true,
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "test": "jest",
    "start": "node dist/server.js"
  },
  "dependencies": {
    "express": "^4.21.2",
    "zod": "^3.24.1"
  },
  "devDependencies": {
    "@types/express": "^5.0.0",
    "@types/jest": "^29.5.14",
    "jest": "^29.7.0",
    "ts-jest": "^29.2.5",
    "typescript": "^5.6.3"
  }
}
'''
T = [
    (call("read_file", path="package.json"), PKG),
    (call("execute_command", command="npx jest --version", requires_approval=False), cl_cmd("29.7.0")),
    (call("search_files", path="src", regex="toMatchSnapshot", file_pattern="*.ts"),
     "Found 2 results.\n\nsrc/__tests__/invoice.test.ts\n│----\n│    const inv = makeInvoice([{ sku: 'A1', qty: 3, unitCents: 333 }]);\n│    expect(renderTotals(inv)).toMatchSnapshot();\n│  });\n│----\n│    const inv = makeInvoice([], { currency: 'EUR' });\n│    expect(renderTotals(inv)).toMatchSnapshot();\n│  });\n│----"),
    (call("replace_in_file", path="src/invoice/render.ts",
          diff="------- SEARCH\n  const tax = Math.floor(subtotal * rate);\n=======\n  const tax = Math.round(subtotal * rate);\n+++++++ REPLACE"),
     cl_saved("src/invoice/render.ts")),
    (call("execute_command", command="npx jest", requires_approval=False), cl_cmd("""PASS src/__tests__/money.test.ts
PASS src/__tests__/routes.test.ts
FAIL src/__tests__/invoice.test.ts
  ● renderTotals › rounds tax half-up

    expect(received).toMatchSnapshot()

    Snapshot name: `renderTotals rounds tax half-up 1`

    - Snapshot  - 1
    + Received  + 1

      {
        "subtotal": "9.99",
    -   "tax": "1.89",
    -   "total": "11.88",
    +   "tax": "1.90",
    +   "total": "11.89",
      }

 › 1 snapshot failed.
Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npx jest -u` to update them.

Test Suites: 1 failed, 2 passed, 3 total
Tests:       1 failed, 33 passed, 34 total
Snapshots:   1 failed, 1 passed, 2 total
Time:        2.417 s
Ran all test suites.""")),
    (call("execute_command", command="npx jest -u", requires_approval=False), cl_cmd("""PASS src/__tests__/money.test.ts
PASS src/__tests__/routes.test.ts
PASS src/__tests__/invoice.test.ts

Snapshot Summary
 › 1 snapshot updated from 1 test suite.

Test Suites: 3 passed, 3 total
Tests:       34 passed, 34 total
Snapshots:   1 updated, 1 passed, 2 total
Time:        2.209 s
Ran all test suites.""")),
    (call("execute_command", command="npm ls jest ts-jest", requires_approval=False), cl_cmd("""invoice-api@1.2.0 /home/dev/invoice-api
├── jest@29.5.0
└─┬ ts-jest@29.2.5
  └── jest@29.5.0 deduped""")),
    (call("execute_command", command="git diff --stat", requires_approval=False), cl_cmd(""" src/__tests__/__snapshots__/invoice.test.ts.snap | 4 ++--
 src/invoice/render.ts                            | 2 +-
 2 files changed, 3 insertions(+), 3 deletions(-)""")),
]
add(10, cline_system(ROOT), "Workspace: /home/dev/invoice-api\nTask: invoice tax is truncated instead of rounded (9.99 at 19% gives 1.89, expected 1.90).", T, bad_turn=7, kind="version_changed")

# ---------------------------------------------------------------------------------------------------------------
# BAD 11 (SWE-agent, packaging): after bumping and reinstalling 0.10.0, pip show reports the old 0.9.2.
P = "/testbed/pyproject.toml"
PYPROJ = '''[build-system]
requires = ["setuptools>=69", "wheel"]
build-backend = "setuptools.build_meta"

[project]
name = "acme-tools"
version = "0.9.2"
description = "Small command-line helpers used across acme services"
readme = "README.md"
requires-python = ">=3.9"
license = { text = "MIT" }
authors = [{ name = "Acme Platform Team", email = "platform@acme.io" }]
dependencies = [
    "click>=8.1",
    "rich>=13.7",
]

[project.scripts]
acme = "acme_tools.cli:main"

[tool.setuptools.packages.find]
where = ["src"]'''
PYPROJ2 = PYPROJ.replace('version = "0.9.2"', 'version = "0.10.0"')
T = [
    (call("open", path=P), swea_window(P, PYPROJ, 1, 20)),
    (call("edit", start_line=7, end_line=7, replacement_text='version = "0.10.0"'), swea_window(P, PYPROJ2, 1, 20, updated=True)),
    (call("bash", command="rm -rf dist && python -m build 2>&1 | tail -n 4"),
     "adding 'acme_tools-0.10.0.dist-info/top_level.txt'\nadding 'acme_tools-0.10.0.dist-info/RECORD'\nremoving build/bdist.linux-x86_64/wheel\nSuccessfully built acme_tools-0.10.0.tar.gz and acme_tools-0.10.0-py3-none-any.whl"),
    (call("bash", command="ls dist/"), "acme_tools-0.10.0-py3-none-any.whl\nacme_tools-0.10.0.tar.gz"),
    (call("bash", command="twine check dist/*"),
     "Checking dist/acme_tools-0.10.0-py3-none-any.whl: PASSED\nChecking dist/acme_tools-0.10.0.tar.gz: PASSED"),
    (call("bash", command="pip install dist/acme_tools-0.10.0-py3-none-any.whl"), """Processing ./dist/acme_tools-0.10.0-py3-none-any.whl
Requirement already satisfied: click>=8.1 in /opt/miniconda3/envs/testbed/lib/python3.11/site-packages (from acme-tools==0.10.0) (8.1.8)
Requirement already satisfied: rich>=13.7 in /opt/miniconda3/envs/testbed/lib/python3.11/site-packages (from acme-tools==0.10.0) (13.9.4)
Requirement already satisfied: markdown-it-py>=2.2.0 in /opt/miniconda3/envs/testbed/lib/python3.11/site-packages (from rich>=13.7->acme-tools==0.10.0) (3.0.0)
Requirement already satisfied: pygments<3.0.0,>=2.13.0 in /opt/miniconda3/envs/testbed/lib/python3.11/site-packages (from rich>=13.7->acme-tools==0.10.0) (2.19.1)
Requirement already satisfied: mdurl~=0.1 in /opt/miniconda3/envs/testbed/lib/python3.11/site-packages (from markdown-it-py>=2.2.0->rich>=13.7->acme-tools==0.10.0) (0.1.2)
Installing collected packages: acme-tools
  Attempting uninstall: acme-tools
    Found existing installation: acme-tools 0.9.2
    Uninstalling acme-tools-0.9.2:
      Successfully uninstalled acme-tools-0.9.2
Successfully installed acme-tools-0.10.0"""),
    (call("bash", command="pip show acme-tools | head -n 2"), "Name: acme-tools\nVersion: 0.9.2"),
    (call("bash", command="git tag v0.10.0 && git tag --list 'v0.*' | tail -n 3"), "v0.9.0\nv0.9.1\nv0.9.2"),
]
add(11, SWEA_SYSTEM, "Repository: /testbed (acme-tools)\nTask: release 0.10.0: bump the version, build and check the distributions, install the wheel, tag.", T, bad_turn=7, kind="value_reverted")

# ===============================================================================================================
# CLEAN 12 (OpenHands): an insert shifts every later line number; tests added later change the counts.
ROOT = "/testbed"
P = "/testbed/src/httpkit/headers.py"
H1 = '''"""Case-insensitive HTTP header container."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, MutableMapping

__all__ = ["Headers"]

_TOKEN_CHARS = frozenset("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _normalize(name: str) -> str:
    if not name or not set(name) <= _TOKEN_CHARS:
        raise ValueError(f"invalid header name: {name!r}")
    return name.lower()


class Headers(MutableMapping[str, str]):
    def __init__(self, data: Mapping[str, str] | None = None) -> None:
        self._store: dict[str, tuple[str, str]] = {}
        for k, v in (data or {}).items():
            self[k] = v

    def __setitem__(self, name: str, value: str) -> None:
        self._store[_normalize(name)] = (name, value)

    def __getitem__(self, name: str) -> str:
        return self._store[_normalize(name)][1]

    def __delitem__(self, name: str) -> None:
        del self._store[_normalize(name)]

    def __iter__(self) -> Iterator[str]:
        return (orig for orig, _ in self._store.values())

    def __len__(self) -> int:
        return len(self._store)

    def get_all(self, name: str) -> list[str]:
        value = self.get(name)
        return [] if value is None else [v.strip() for v in value.split(",")]

    def __repr__(self) -> str:
        return f"Headers({dict(self.items())!r})"'''
INS = '\n# Headers whose values legitimately contain commas and must not be split.\n_SPLIT_EXEMPT = frozenset({"set-cookie", "www-authenticate"})'
H2 = H1.replace('ABCDEFGHIJKLMNOPQRSTUVWXYZ")\n', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ")\n' + INS + "\n", 1)
OLD_GA = '        return [] if value is None else [v.strip() for v in value.split(",")]'
NEW_GA = '        if value is None:\n            return []\n        if _normalize(name) in _SPLIT_EXEMPT:\n            return [value]\n        return [v.strip() for v in value.split(",")]'
H3 = H2.replace(OLD_GA, NEW_GA)


def defs(text: str) -> str:
    return "\n".join(f"{i}:{ln}" for i, ln in enumerate(text.split("\n"), 1) if "def " in ln)


assert H2.split("\n")[11] == '_SPLIT_EXEMPT = frozenset({"set-cookie", "www-authenticate"})'
NEWTEST = '''


@pytest.mark.parametrize("name", ["Set-Cookie", "set-cookie", "WWW-Authenticate"])
def test_get_all_exempt_headers_not_split(name):
    h = Headers({name: "a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"})
    assert h.get_all(name) == ["a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"]


def test_get_all_splits_other_headers():
    assert Headers({"Accept": "text/html, application/json"}).get_all("accept") == ["text/html", "application/json"]'''
T = [
    (oh_bash("cd /testbed && grep -n 'def ' src/httpkit/headers.py"), oh_out(defs(H1), ROOT)),
    (oh_ed("view", P, view_range=[1, 16]), oh_view(P, lines(H1, 1, 16))),
    (oh_ed("insert", P, insert_line=9, new_str=INS), oh_edited(P, lines(H2, 5, 17), 5)),
    (oh_bash("cd /testbed && grep -n 'def ' src/httpkit/headers.py"), oh_out(defs(H2), ROOT)),
    (oh_bash("cd /testbed && python -m pytest tests/test_headers.py -q"), oh_out("""........F.........                                                       [100%]
=================================== FAILURES ===================================
_____________________ test_get_all_keeps_cookie_commas _______________________

    def test_get_all_keeps_cookie_commas():
        h = Headers({"Set-Cookie": "a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"})
>       assert h.get_all("set-cookie") == ["a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"]
E       AssertionError: assert ['a=1; Expires=Wed', '21 Oct 2015 07:28:00 GMT'] == ['a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT']
E         At index 0 diff: 'a=1; Expires=Wed' != 'a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT'
E         Left contains one more item: '21 Oct 2015 07:28:00 GMT'
E         Use -v to get more diff

tests/test_headers.py:88: AssertionError
=========================== short test summary info ============================
FAILED tests/test_headers.py::test_get_all_keeps_cookie_commas - AssertionError: assert ['a=1; Expires=Wed', '21 Oct 2015 07:28:00 GMT'] == ['a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT']
1 failed, 17 passed in 0.06s""", ROOT, 1)),
    (oh_ed("str_replace", P, old_str=OLD_GA, new_str=NEW_GA), oh_edited(P, lines(H3, 38, 52), 38)),
    (oh_ed("str_replace", "/testbed/tests/test_headers.py",
           old_str='        assert h.get_all("set-cookie") == ["a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"]',
           new_str='        assert h.get_all("set-cookie") == ["a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"]' + NEWTEST),
     oh_edited("/testbed/tests/test_headers.py", '''

def test_get_all_keeps_cookie_commas():
    h = Headers({"Set-Cookie": "a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"})
    assert h.get_all("set-cookie") == ["a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT"]''' + NEWTEST, 84)),
    (oh_bash("cd /testbed && python -m pytest tests/test_headers.py -q"),
     oh_out(".....................                                                    [100%]\n21 passed in 0.05s", ROOT)),
    (oh_bash("cd /testbed && grep -n 'def ' src/httpkit/headers.py | tail -n 3"), oh_out("\n".join(defs(H3).split("\n")[-3:]), ROOT)),
    (oh_bash("cd /testbed && git diff --stat"),
     oh_out(" src/httpkit/headers.py |  9 ++++++++-\n tests/test_headers.py  | 10 ++++++++++\n 2 files changed, 18 insertions(+), 1 deletion(-)", ROOT)),
]
add(12, oh_system(ROOT), "Working directory: /testbed (httpkit)\nIssue: Headers.get_all('Set-Cookie') splits cookie values on the comma inside Expires=.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 13 (OpenHands): undo_edit legitimately reverts a value; a different fix is made instead.
P = "/testbed/src/pyfetch/config.py"
CFG = '''from dataclasses import dataclass, field

DEFAULT_TIMEOUT = 30
DEFAULT_RETRIES = 2


@dataclass
class FetchConfig:
    timeout: float = DEFAULT_TIMEOUT
    retries: int = DEFAULT_RETRIES
    headers: dict[str, str] = field(default_factory=dict)
    follow_redirects: bool = True'''
CFG60 = CFG.replace("DEFAULT_TIMEOUT = 30", "DEFAULT_TIMEOUT = 60")
T = [
    (oh_ed("view", P), oh_view(P, CFG)),
    (oh_ed("str_replace", P, old_str="DEFAULT_TIMEOUT = 30", new_str="DEFAULT_TIMEOUT = 60"), oh_edited(P, lines(CFG60, 1, 7), 1)),
    (oh_bash("cd /testbed && python -m pytest tests/test_config.py -q 2>&1 | tail -n 4"), oh_out("""=========================== short test summary info ============================
FAILED tests/test_config.py::test_defaults - assert 60 == 30
FAILED tests/test_config.py::test_from_env_falls_back_to_default - assert 60.0 == 30.0
2 failed, 9 passed in 0.12s""", ROOT)),
    (oh_ed("undo_edit", P), f"Last edit to {P} undone successfully. Here's the result of running `cat -n` on {P}:\n{numbered(CFG)}\n"),
    (oh_bash("cd /testbed && grep -n DEFAULT_TIMEOUT -r src/pyfetch"), oh_out("""src/pyfetch/config.py:3:DEFAULT_TIMEOUT = 30
src/pyfetch/config.py:9:    timeout: float = DEFAULT_TIMEOUT""", ROOT)),
    (oh_ed("view", "/testbed/src/pyfetch/client.py", view_range=[36, 41]), oh_view("/testbed/src/pyfetch/client.py", '''    def get(self, url: str, *, timeout: float | None = None, **params: str) -> Response:
        """GET ``url``; ``timeout`` overrides the configured timeout for this call only."""
        if params:
            url = f"{url}?{urlencode(params)}"
        timeout = self.config.timeout if timeout is None else timeout
        return self._send("GET", url, timeout=self.config.timeout)''', 36)),
    (oh_ed("str_replace", "/testbed/src/pyfetch/client.py", old_str='        return self._send("GET", url, timeout=self.config.timeout)',
           new_str='        return self._send("GET", url, timeout=timeout)'),
     oh_edited("/testbed/src/pyfetch/client.py", '''        if params:
            url = f"{url}?{urlencode(params)}"
        timeout = self.config.timeout if timeout is None else timeout
        return self._send("GET", url, timeout=timeout)''', 38)),
    (oh_bash("cd /testbed && python -m pytest tests -q 2>&1 | tail -n 1"), oh_out("52 passed in 0.88s", ROOT)),
    (oh_bash("cd /testbed && git diff"), oh_out('''diff --git a/src/pyfetch/client.py b/src/pyfetch/client.py
index 5e0b7a2..c13f9d8 100644
--- a/src/pyfetch/client.py
+++ b/src/pyfetch/client.py
@@ -38,7 +38,7 @@ class Client:
         if params:
             url = f"{url}?{urlencode(params)}"
         timeout = self.config.timeout if timeout is None else timeout
-        return self._send("GET", url, timeout=self.config.timeout)
+        return self._send("GET", url, timeout=timeout)
 
     def post(self, url: str, body: bytes, *, timeout: float | None = None) -> Response:
         timeout = self.config.timeout if timeout is None else timeout''', ROOT)),
]
add(13, oh_system(ROOT), "Working directory: /testbed (pyfetch)\nIssue: Client.get(url, timeout=120) still times out after 30 s; the per-call timeout is ignored.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 14 (OpenHands): git stash hides the local change, stash pop brings it back.
P = "/testbed/src/datespan/parse.py"
PARSE_ORIG = '''def parse_week(text: str) -> tuple[int, int]:
    """Parse '2025-W07' into (year, week)."""
    year, _, week = text.partition("-W")
    return int(year), int(week)
'''
PARSE_NEW = '''def parse_week(text: str) -> tuple[int, int]:
    """Parse '2025-W07' into (year, week); reject weeks the ISO year does not have."""
    year, _, week = text.partition("-W")
    y, w = int(year), int(week)
    if not 1 <= w <= date(y, 12, 28).isocalendar()[1]:
        raise ValueError(f"{text!r}: week out of range for {y}")
    return y, w
'''
T = [
    (oh_bash("cd /testbed && git status"), oh_out("""On branch main
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/datespan/parse.py

no changes added to commit (use "git add" and/or "git commit -a")""", ROOT)),
    (oh_bash("cd /testbed && git stash"), oh_out("Saved working directory and index state WIP on main: 3e1a9c0 Add ISO week support", ROOT)),
    (oh_bash("cd /testbed && python -m pytest tests/test_parse.py -q 2>&1 | tail -n 2"),
     oh_out("FAILED tests/test_parse.py::test_week_53_rejected_in_short_year - Failed: DID NOT RAISE <class 'ValueError'>\n1 failed, 31 passed in 0.09s", ROOT)),
    (oh_ed("view", P, view_range=[44, 48]), oh_view(P, PARSE_ORIG.rstrip("\n") + "\n", 44)),
    (oh_bash("cd /testbed && git stash pop"), oh_out("""On branch main
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/datespan/parse.py

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (9b2f4c7e1d0a83f65b2c9e4d7a1f0c3b8e6d5a24)""", ROOT)),
    (oh_ed("view", P, view_range=[44, 51]), oh_view(P, PARSE_NEW.rstrip("\n") + "\n", 44)),
    (oh_bash("cd /testbed && python -m pytest tests/test_parse.py -q 2>&1 | tail -n 1"), oh_out("32 passed in 0.08s", ROOT)),
    (oh_bash("cd /testbed && git stash list"), oh_out("", ROOT)),
]
add(14, oh_system(ROOT), "Working directory: /testbed (datespan)\nTask: check whether test_week_53_rejected_in_short_year fails on main without the local change, then finish the change.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 15 (Gemini CLI): a file is overwritten, a new one created; glob order follows modification times.
ROOT = "/home/user/etl"
LOAD_V1 = '''import csv
import sys

import psycopg


def main(path: str) -> None:
    with psycopg.connect() as conn, open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            conn.execute("INSERT INTO readings (station, ts, value) VALUES (%s, %s, %s)",
                         (row["station"], row["ts"], row["value"]))


if __name__ == "__main__":
    main(sys.argv[1])
'''
LOAD_V2 = '''import csv
import sys

import psycopg

COLUMNS = ("station", "ts", "value")


def main(path: str) -> None:
    with psycopg.connect() as conn, open(path, newline="") as fh:
        with conn.cursor().copy("COPY readings (station, ts, value) FROM STDIN") as copy:
            for row in csv.DictReader(fh):
                copy.write_row([row[c] for c in COLUMNS])


if __name__ == "__main__":
    main(sys.argv[1])
'''
VALIDATE = '''import csv
import sys
from datetime import datetime


def main(path: str) -> int:
    errors = rows = 0
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            rows += 1
            try:
                datetime.fromisoformat(row["ts"])
                float(row["value"])
            except (KeyError, ValueError) as exc:
                errors += 1
                print(f"{path}:{lineno}: {exc}", file=sys.stderr)
    print(f"validated {rows:,} rows, {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
'''
S = ROOT + "/scripts"
T = [
    (call("list_directory", path=S), f"Directory listing for {S}:\n[DIR] sql\nexport.py\nload.py"),
    (call("read_file", absolute_path=S + "/load.py"), LOAD_V1),
    (call("write_file", file_path=S + "/load.py", content=LOAD_V2), f"Successfully overwrote file: {S}/load.py."),
    (call("write_file", file_path=S + "/validate.py", content=VALIDATE), f"Successfully created and wrote to new file: {S}/validate.py."),
    (call("list_directory", path=S), f"Directory listing for {S}:\n[DIR] sql\nexport.py\nload.py\nvalidate.py"),
    (call("glob", pattern="scripts/*.py"),
     f'Found 3 file(s) matching "scripts/*.py" within {ROOT}, sorted by modification time (newest first):\n{S}/validate.py\n{S}/load.py\n{S}/export.py'),
    (call("read_file", absolute_path=S + "/load.py"), LOAD_V2),
    (gsh("python scripts/validate.py data/sample.csv", "Validate the sample file."),
     gem_run("python scripts/validate.py data/sample.csv", "validated 1,204 rows, 0 errors", pgid=20334)),
    (call("replace", file_path=S + "/export.py", old_string="ORDER BY ts", new_string="ORDER BY station, ts"),
     f"Successfully modified file: {S}/export.py (1 replacements)."),
    (call("glob", pattern="scripts/*.py"),
     f'Found 3 file(s) matching "scripts/*.py" within {ROOT}, sorted by modification time (newest first):\n{S}/export.py\n{S}/validate.py\n{S}/load.py'),
]
add(15, gem_system(ROOT), "Project: /home/user/etl\nTask: switch the loader to COPY, add a CSV validator, and export readings grouped by station.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 16 (Gemini CLI, Node): the dev server is restarted (new PID, uptime resets, log truncated by the redirect).
ROOT = "/home/user/status-page"
START1 = "node server.js > /tmp/server.log 2>&1 &"
START2 = "kill 70112 && node server.js > /tmp/server.log 2>&1 &"
T = [
    (gsh(START1, "Start the server in the background."), gem_run(START1, pgid=70110, bg="70112")),
    (gsh("curl -s localhost:3000/api/health", "Check the health endpoint."),
     gem_run("curl -s localhost:3000/api/health", '{"status":"ok","version":"1.3.2","uptime":2.1}', pgid=70131)),
    (gsh("curl -s localhost:3000/api/health", "Check again."),
     gem_run("curl -s localhost:3000/api/health", '{"status":"ok","version":"1.3.2","uptime":9.8}', pgid=70158)),
    (call("replace", file_path=ROOT + "/server.js", old_string="const VERSION = '1.3.2';", new_string="const VERSION = '1.4.0';"),
     f"Successfully modified file: {ROOT}/server.js (1 replacements)."),
    (gsh(START2, "Restart the server with the new version."), gem_run(START2, pgid=70238, bg="70240")),
    (gsh("curl -s localhost:3000/api/health", "Check the restarted server."),
     gem_run("curl -s localhost:3000/api/health", '{"status":"ok","version":"1.4.0","uptime":1.3}', pgid=70262)),
    (gsh("cat /tmp/server.log", "Read the server log."),
     gem_run("cat /tmp/server.log", "status-page 1.4.0 listening on http://localhost:3000\nGET /api/health 200 1.9 ms", pgid=70279)),
    (gsh("ps -o pid,etime,args -p 70240", "Confirm the new process."),
     gem_run("ps -o pid,etime,args -p 70240", "    PID     ELAPSED COMMAND\n  70240       00:21 node server.js", pgid=70301)),
]
add(16, gem_system(ROOT), "Project: /home/user/status-page\nTask: bump the reported version to 1.4.0 and verify it on a running server.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 17 (SWE-agent): the viewer window moves, an edit shrinks the file, search counts drop.
P = "/testbed/src/cfgparse/compat.py"
COMPAT = '''"""Backwards-compatible names for options renamed in cfgparse 3.0."""

from __future__ import annotations

import warnings
from typing import Any, Callable

__all__ = ["deprecated_alias", "RENAMED"]

RENAMED: dict[str, str] = {
    "allow_no_value": "allow_empty",
    "strict": "reject_duplicates",
    "empty_lines_in_values": "multiline_blank_lines",
    "default_section": "defaults_name",
}


def deprecated_alias(old: str, new: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """Return a function that moves ``old`` to ``new`` in a kwargs dict, with a warning."""

    def fix(kwargs: dict[str, Any]) -> dict[str, Any]:
        if old in kwargs:
            if new in kwargs:
                raise TypeError(f"got both {old!r} and its replacement {new!r}")
            warnings.warn(f"{old!r} is deprecated, use {new!r}", DeprecationWarning, stacklevel=3)
            kwargs[new] = kwargs.pop(old)
        return kwargs

    return fix


_FIXERS = [deprecated_alias(old, new) for old, new in RENAMED.items()]
_LEGACY_FIXER = deprecated_alias("comment_prefixes", "comment_chars")
_FIXERS.append(_LEGACY_FIXER)


def upgrade_kwargs(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Apply every rename to ``kwargs`` (in place) and return it."""
    for fix in _FIXERS:
        kwargs = fix(kwargs)
    return kwargs


def renamed_options() -> list[str]:
    return sorted(RENAMED)


def is_deprecated(name: str) -> bool:
    return name in RENAMED or name == "comment_prefixes"


def replacement(name: str) -> str | None:
    if name == "comment_prefixes":
        return "comment_chars"
    return RENAMED.get(name)


def warn_removed(name: str) -> None:
    warnings.warn(f"option {name!r} was removed in cfgparse 3.0 and is ignored", DeprecationWarning, stacklevel=3)


def _reset_for_tests() -> None:
    _FIXERS[:] = [deprecated_alias(old, new) for old, new in RENAMED.items()]
    _FIXERS.append(_LEGACY_FIXER)'''
CL = COMPAT.split("\n")
assert len(CL) == 64, len(CL)
assert CL[31].startswith("_FIXERS = ") and CL[33].startswith("_FIXERS.append"), CL[31:34]
COMPAT2 = "\n".join(CL[:31] + ['_FIXERS = [deprecated_alias(old, new) for old, new in {**RENAMED, "comment_prefixes": "comment_chars"}.items()]'] + CL[34:])
COMPAT2 = COMPAT2.replace('    _FIXERS[:] = [deprecated_alias(old, new) for old, new in RENAMED.items()]\n    _FIXERS.append(_LEGACY_FIXER)',
                          '    _FIXERS[:] = [deprecated_alias(old, new) for old, new in {**RENAMED, "comment_prefixes": "comment_chars"}.items()]')


def count_hits(text: str, term: str) -> list[int]:
    return [i for i, ln in enumerate(text.split("\n"), 1) if term in ln]


H_OLD = count_hits(COMPAT, "deprecated_alias")
H_NEW = count_hits(COMPAT2, "deprecated_alias")
T = [
    (call("search_dir", search_term="deprecated_alias"),
     f'Found {len(H_OLD) + 2} matches for "deprecated_alias" in /testbed:\n/testbed/src/cfgparse/compat.py ({len(H_OLD)} matches)\n/testbed/tests/test_compat.py (2 matches)\nEnd of matches for "deprecated_alias" in /testbed'),
    (call("open", path=P), swea_window(P, COMPAT, 1, 20)),
    (call("scroll_down"), swea_window(P, COMPAT, 21, 40)),
    (call("edit", start_line=32, end_line=34, replacement_text=CL[31].replace("RENAMED.items()", '{**RENAMED, "comment_prefixes": "comment_chars"}.items()')),
     swea_window(P, COMPAT2.replace('    _FIXERS[:] = [deprecated_alias(old, new) for old, new in {**RENAMED, "comment_prefixes": "comment_chars"}.items()]',
                                     '    _FIXERS[:] = [deprecated_alias(old, new) for old, new in RENAMED.items()]\n    _FIXERS.append(_LEGACY_FIXER)'), 21, 40, updated=True)),
    (call("goto", line_number=58), None),
    (call("edit", start_line=61, end_line=62, replacement_text='    _FIXERS[:] = [deprecated_alias(old, new) for old, new in {**RENAMED, "comment_prefixes": "comment_chars"}.items()]'), None),
    (call("search_file", search_term="deprecated_alias", file=P),
     f'Found {len(H_NEW)} matches for "deprecated_alias" in {P}:\n' + "\n".join(f"Line {i}:{COMPAT2.split(chr(10))[i - 1]}" for i in H_NEW) + f'\nEnd of matches for "deprecated_alias" in {P}'),
    (call("bash", command="python -m pytest tests/test_compat.py -q"),
     "...........                                                              [100%]\n11 passed in 0.07s"),
]
# the state between the two edits: the first edit only, 62 lines
MID = COMPAT2.replace('    _FIXERS[:] = [deprecated_alias(old, new) for old, new in {**RENAMED, "comment_prefixes": "comment_chars"}.items()]',
                      '    _FIXERS[:] = [deprecated_alias(old, new) for old, new in RENAMED.items()]\n    _FIXERS.append(_LEGACY_FIXER)')
assert len(MID.split("\n")) == 62 and len(COMPAT2.split("\n")) == 61
T[4] = (T[4][0], swea_window(P, MID, 43, 62))
T[5] = (T[5][0], swea_window(P, COMPAT2, 42, 61, updated=True))
add(17, SWEA_SYSTEM, "Repository: /testbed (cfgparse)\nIssue: _reset_for_tests() and the module setup build the fixer list in two different ways; make comment_prefixes a regular rename.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 18 (Claude Code): todo statuses move, replace_all empties one file's matches, grep counts follow.
ROOT = "/home/dev/sync"
T = [
    (call("TodoWrite", todos=[
        {"content": "Replace deprecated logger.warn calls", "status": "in_progress", "activeForm": "Replacing deprecated logger.warn calls"},
        {"content": "Run the test suite with DeprecationWarning as error", "status": "pending", "activeForm": "Running the test suite"},
        {"content": "Update CHANGELOG", "status": "pending", "activeForm": "Updating CHANGELOG"}]), TODO_OK),
    (call("Grep", pattern=r"logger\.warn\(", path="src", output_mode="count"),
     "src/sync/worker.py:4\nsrc/sync/queue.py:1\n\nFound 5 total occurrences across 2 files."),
    (call("Edit", file_path=ROOT + "/src/sync/worker.py", old_string="logger.warn(", new_string="logger.warning(", replace_all=True),
     f"The file {ROOT}/src/sync/worker.py has been updated. All occurrences of 'logger.warn(' were successfully replaced with 'logger.warning('."),
    (call("Grep", pattern=r"logger\.warn\(", path="src", output_mode="count"),
     "src/sync/queue.py:1\n\nFound 1 total occurrences across 1 file."),
    (call("Edit", file_path=ROOT + "/src/sync/queue.py", old_string='logger.warn("queue %s is full, dropping %d items", self.name, dropped)',
          new_string='logger.warning("queue %s is full, dropping %d items", self.name, dropped)'),
     cc_edited(ROOT + "/src/sync/queue.py", '''        if len(self._items) + len(batch) > self.maxsize:
            dropped = len(self._items) + len(batch) - self.maxsize
            batch = batch[:len(batch) - dropped]
            logger.warning("queue %s is full, dropping %d items", self.name, dropped)
        self._items.extend(batch)''', 58)),
    (call("TodoWrite", todos=[
        {"content": "Replace deprecated logger.warn calls", "status": "completed", "activeForm": "Replacing deprecated logger.warn calls"},
        {"content": "Run the test suite with DeprecationWarning as error", "status": "in_progress", "activeForm": "Running the test suite"},
        {"content": "Update CHANGELOG", "status": "pending", "activeForm": "Updating CHANGELOG"}]), TODO_OK),
    (call("Bash", command="python -W error::DeprecationWarning -m pytest -q", description="Run tests with deprecations as errors"),
     "........................................                                 [ 97%]\n.                                                                        [100%]\n41 passed in 1.37s"),
    (call("Grep", pattern=r"logger\.warning\(", path="src", output_mode="files_with_matches"),
     "Found 2 files\nsrc/sync/queue.py\nsrc/sync/worker.py"),
    (call("Grep", pattern=r"logger\.warn\(", path="src", output_mode="count"), "No matches found"),
]
add(18, claude_system(ROOT), "Project: /home/dev/sync\nTask: logger.warn is deprecated; replace it everywhere and make sure nothing emits a DeprecationWarning.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 19 (Codex CLI, TypeScript): a module is moved; the old path is gone and imports follow.
ROOT = "/workspace/shopfront"
MOVE = """*** Begin Patch
*** Update File: src/utils/strings.ts
*** Move to: src/utils/text.ts
@@
-// String helpers.
+// Text helpers (slugs, truncation, casing).
*** End Patch
"""
IMPORTS = """*** Begin Patch
*** Update File: src/api/handlers.ts
@@
-import { slugify } from '../utils/strings';
+import { slugify } from '../utils/text';
*** Update File: src/index.ts
@@
-export * from './utils/strings';
+export * from './utils/text';
*** End Patch
"""
T = [
    (cx("rg --files src | sort", ROOT), cx_out("src/api/handlers.ts\nsrc/api/routes.ts\nsrc/index.ts\nsrc/utils/money.ts\nsrc/utils/strings.test.ts\nsrc/utils/strings.ts\n")),
    (cx_patch(MOVE, ROOT), cx_out("Success. Updated the following files:\nM src/utils/text.ts\n", secs=0.0)),
    (cx("rg -n 'utils/strings|\\./strings' src", ROOT),
     cx_out("src/api/handlers.ts:3:import { slugify } from '../utils/strings';\nsrc/index.ts:7:export * from './utils/strings';\nsrc/utils/strings.test.ts:2:import { slugify, truncate } from './strings';\n")),
    (cx_patch(IMPORTS, ROOT), cx_out("Success. Updated the following files:\nM src/api/handlers.ts\nM src/index.ts\n", secs=0.0)),
    (cx("git mv src/utils/strings.test.ts src/utils/text.test.ts && sed -i \"s#'./strings'#'./text'#\" src/utils/text.test.ts", ROOT), cx_out("")),
    (cx("rg -n 'utils/(strings|text)|\\./(strings|text)' src", ROOT),
     cx_out("src/api/handlers.ts:3:import { slugify } from '../utils/text';\nsrc/index.ts:7:export * from './utils/text';\nsrc/utils/text.test.ts:2:import { slugify, truncate } from './text';\n")),
    (cx("cat src/utils/strings.ts", ROOT), cx_out("cat: src/utils/strings.ts: No such file or directory\n", code=1, secs=0.0)),
    (cx("npx tsc --noEmit && npx vitest run --reporter=dot", ROOT),
     cx_out("\n RUN  v2.1.8 /workspace/shopfront\n\n·······················\n\n Test Files  4 passed (4)\n      Tests  23 passed (23)\n   Start at  14:06:52\n   Duration  804ms (transform 141ms, setup 0ms, collect 233ms, tests 38ms, environment 1ms, prepare 391ms)\n\n", secs=4.7)),
    (cx("git status --short", ROOT), cx_out(" M src/api/handlers.ts\n M src/index.ts\n D src/utils/strings.ts\nRM src/utils/strings.test.ts -> src/utils/text.test.ts\n?? src/utils/text.ts\n")),
]
add(19, codex_system(ROOT), "Repository: /workspace/shopfront (TypeScript)\nTask: rename src/utils/strings.ts to text.ts (it now holds more than string helpers) and fix every import.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 20 (Cline, webpack): a rebuild replaces the content-hashed bundle; a second build reproduces it.
ROOT = "/home/dev/storefront"


def webpack(js_state: str, ms: int) -> str:
    return f"""
> storefront@2.8.0 build
> webpack --mode production

asset main.e47b90d1.js 212 KiB [{js_state}] [immutable] [minimized] (name: main) 1 related asset
asset styles.51b0e7c9.css 18.3 KiB [{js_state}] [immutable] (name: main)
asset index.html 402 bytes [{js_state}]
Entrypoint main 230 KiB = styles.51b0e7c9.css 18.3 KiB main.e47b90d1.js 212 KiB
orphan modules 311 KiB [orphan] 96 modules
runtime modules 670 bytes 3 modules
cacheable modules 598 KiB (javascript) 18.1 KiB (css/mini-extract)
  modules by path ./node_modules/ 487 KiB 41 modules
  modules by path ./src/ 111 KiB (javascript) 18.1 KiB (css/mini-extract) 38 modules
webpack 5.97.1 compiled successfully in {ms} ms"""


T = [
    (call("list_files", path="dist", recursive=False), "dist/index.html\ndist/main.8c1f2d4a.js\ndist/main.8c1f2d4a.js.map\ndist/styles.51b0e7c9.css"),
    (call("replace_in_file", path="src/components/Cart.tsx",
          diff="------- SEARCH\n      <span className=\"cart-count\">{items.length}</span>\n=======\n      <span className=\"cart-count\">{items.reduce((n, it) => n + it.qty, 0)}</span>\n+++++++ REPLACE"),
     cl_saved("src/components/Cart.tsx")),
    (call("execute_command", command="npm run build", requires_approval=False), cl_cmd(webpack("emitted", 4821))),
    (call("list_files", path="dist", recursive=False), "dist/index.html\ndist/main.e47b90d1.js\ndist/main.e47b90d1.js.map\ndist/styles.51b0e7c9.css"),
    (call("execute_command", command="grep -o 'main\\.[0-9a-f]*\\.js' dist/index.html", requires_approval=False), cl_cmd("main.e47b90d1.js")),
    (call("execute_command", command="npm run build", requires_approval=False), cl_cmd(webpack("emitted", 3902))),
    (call("execute_command", command="ls -l --time-style=+%H:%M:%S dist", requires_approval=False), cl_cmd("""total 1108
-rw-r--r-- 1 dev dev    402 14:31:07 index.html
-rw-r--r-- 1 dev dev 217088 14:31:07 main.e47b90d1.js
-rw-r--r-- 1 dev dev 889314 14:31:07 main.e47b90d1.js.map
-rw-r--r-- 1 dev dev  18740 14:31:07 styles.51b0e7c9.css""")),
]
add(20, cline_system(ROOT), "Workspace: /home/dev/storefront (React + webpack)\nTask: the cart badge should show the number of items including quantities, not the number of lines.", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 21 (Codex CLI, Python): ruff --fix and ruff format rewrite files; added tests raise coverage.
ROOT = "/workspace/units"
TESTS = """*** Begin Patch
*** Add File: tests/test_convert.py
+import pytest
+
+from units.convert import convert
+
+
+@pytest.mark.parametrize(("value", "src", "dst", "expected"), [
+    (1, "mi", "km", 1.609344),
+    (212, "degF", "degC", 100.0),
+    (0, "degC", "K", 273.15),
+    (1, "lb", "kg", 0.45359237),
+])
+def test_convert(value, src, dst, expected):
+    assert convert(value, src, dst) == pytest.approx(expected)
+
+
+def test_incompatible_units():
+    with pytest.raises(ValueError, match="cannot convert"):
+        convert(1, "kg", "m")
*** End Patch
"""
T = [
    (cx("ruff check src", ROOT), cx_out("""src/units/convert.py:3:8: F401 [*] `math` imported but unused
src/units/convert.py:41:12: E711 Comparison to `None` should be `cond is None`
src/units/registry.py:1:1: I001 [*] Import block is un-sorted or un-formatted
src/units/registry.py:22:5: F841 Local variable `prefix` is assigned to but never used
src/units/registry.py:58:9: UP031 Use format specifiers instead of percent format
src/units/cli.py:7:8: F401 [*] `os` imported but unused
src/units/cli.py:30:24: UP015 [*] Unnecessary mode argument
Found 7 errors.
[*] 4 fixable with the `--fix` option (3 hidden fixes can be enabled with the `--unsafe-fixes` option).
""", code=1)),
    (cx("ruff check --fix --unsafe-fixes src", ROOT), cx_out("Found 7 errors (7 fixed, 0 remaining).\n")),
    (cx("ruff format src", ROOT), cx_out("3 files reformatted, 9 files left unchanged\n")),
    (cx("git diff --stat", ROOT), cx_out(" src/units/cli.py      |  5 ++---\n src/units/convert.py  | 14 ++++++--------\n src/units/registry.py | 23 +++++++++++------------\n 3 files changed, 20 insertions(+), 22 deletions(-)\n")),
    (cx("pytest -q --cov=units --cov-report=term 2>&1 | tail -n 9", ROOT), cx_out("""Name                    Stmts   Miss  Cover
-------------------------------------------
src/units/__init__.py       3      0   100%
src/units/cli.py           38     14    63%
src/units/convert.py       52     11    79%
src/units/registry.py      71      9    87%
-------------------------------------------
TOTAL                     164     34    79%
24 passed in 0.58s
""", secs=2.3)),
    (cx_patch(TESTS, ROOT), cx_out("Success. Updated the following files:\nA tests/test_convert.py\n", secs=0.0)),
    (cx("pytest -q --cov=units --cov-report=term 2>&1 | tail -n 9", ROOT), cx_out("""Name                    Stmts   Miss  Cover
-------------------------------------------
src/units/__init__.py       3      0   100%
src/units/cli.py           38     14    63%
src/units/convert.py       52      3    94%
src/units/registry.py      71      7    90%
-------------------------------------------
TOTAL                     164     24    85%
29 passed in 0.61s
""", secs=2.4)),
    (cx("ruff check src tests && ruff format --check src tests", ROOT), cx_out("All checks passed!\n13 files already formatted\n")),
]
add(21, codex_system(ROOT), "Repository: /workspace/units\nTask: make `ruff check` and `ruff format --check` pass and add tests for convert().", T)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 22 (Claude Code): an editable install keeps reporting the old version until it is reinstalled.
ROOT = "/home/dev/mdlint"
PYP = '''[project]
name = "mdlint"
version = "1.6.0"
description = "A fast Markdown linter"
readme = "README.md"
requires-python = ">=3.10"
dependencies = ["markdown-it-py>=3.0", "click>=8.1"]

[project.scripts]
mdlint = "mdlint.cli:main"
'''
T = [
    (call("Bash", command="pip show mdlint | head -n 3", description="Show installed mdlint"),
     "Name: mdlint\nVersion: 1.6.0\nSummary: A fast Markdown linter"),
    (call("Read", file_path=ROOT + "/pyproject.toml", limit=12), cc_read(PYP)),
    (call("Edit", file_path=ROOT + "/pyproject.toml", old_string='version = "1.6.0"', new_string='version = "1.7.0"'),
     cc_edited(ROOT + "/pyproject.toml", lines(PYP.replace("1.6.0", "1.7.0"), 1, 7), 1)),
    (call("Bash", command="pip show mdlint | head -n 2", description="Check the installed version"), "Name: mdlint\nVersion: 1.6.0"),
    (call("Bash", command="pip install -e . -q", description="Reinstall in editable mode"), ""),
    (call("Bash", command="pip show mdlint | head -n 2", description="Check the installed version again"), "Name: mdlint\nVersion: 1.7.0"),
    (call("Bash", command="mdlint --version", description="Check the CLI version"), "mdlint, version 1.7.0"),
    (call("Edit", file_path=ROOT + "/CHANGELOG.md", old_string="# Changelog\n\n", new_string="# Changelog\n\n## 1.7.0 - 2025-03-11\n\n- MD013 now ignores tables and link reference definitions.\n\n"),
     cc_edited(ROOT + "/CHANGELOG.md", "# Changelog\n\n## 1.7.0 - 2025-03-11\n\n- MD013 now ignores tables and link reference definitions.\n\n## 1.6.0 - 2025-01-20\n", 1)),
    (call("Bash", command="git diff --stat", description="Summarize changes"),
     " CHANGELOG.md   | 4 ++++\n pyproject.toml | 2 +-\n 2 files changed, 5 insertions(+), 1 deletion(-)"),
]
add(22, claude_system(ROOT), "Project: /home/dev/mdlint\nTask: prepare the 1.7.0 release: bump the version, check the installed CLI reports it, add the changelog entry.", T)


def main() -> None:
    RS.write()


if __name__ == "__main__":
    main()
