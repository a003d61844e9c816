# ruff: noqa: E501
"""Held-out set holdout40, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Eleven are clean and eleven carry exactly one observation that contradicts an earlier observation or
action. Run from the repository root with
``python3 -m tests.decoherence.independent.holdout40_parts.swe.make``; it writes ``swe_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gem_run,
    gshell,
    oh_bash,
)

PREAMBLE = (
    "You are a Tool World Model: a virtual environment that simulates, faithfully and turn by turn, the "
    "execution of a software-engineering agent's tool calls in a real repository. Given each call and its "
    "arguments, produce exactly the output the real tool would print: same structure, spacing, line "
    "numbering and exit information. Keep the environment's state across turns: files created, edited, "
    "renamed or deleted stay that way, processes keep their ids until they are stopped, commits keep their "
    "hashes, and clocks only move forward. Simulate errors realistically (missing files, failing tests, "
    "compiler diagnostics, non-zero exit codes). Do not fabricate information that contradicts earlier turns.\n\n"
)

OH_TOOLS = (
    "\n\nTools:\n"
    "- execute_bash(command): run a bash command in a persistent shell (job control available); the output "
    "is followed by the exit code, the working directory and the Python interpreter in square brackets.\n"
    "- str_replace_editor(command, path, ...): `view` (cat -n of a file, or a directory listing up to 2 "
    "levels; optional view_range), `create` (file_text), `str_replace` (old_str must match exactly once, "
    "new_str), `insert` (insert_line, new_str), `undo_edit`."
)

GEM_TOOLS = (
    "\n\nTools:\n"
    "- read_file(absolute_path, offset?, limit?): the file's text.\n"
    "- write_file(file_path, content): create or overwrite a file.\n"
    "- replace(file_path, old_string, new_string, expected_replacements?): exact text replacement.\n"
    "- list_directory(path): directory entries, folders first.\n"
    "- glob(pattern, path?): matching files, newest first.\n"
    "- search_file_content(pattern, path?, include?): regex matches with file and line.\n"
    "- run_shell_command(command, description?): runs via bash -c; reports Command, Directory, Stdout, "
    "Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID."
)


def oh_system(root: str) -> str:
    return PREAMBLE + OH_SYSTEM.format(root=root) + OH_TOOLS


def gem_system(root: str) -> str:
    return PREAMBLE + GEM_SYSTEM.format(root=root) + GEM_TOOLS


# ---------------------------------------------------------------- helpers

def view(path: str, rng: list[int] | None = None) -> str:
    if rng is None:
        return editor("view", path)
    return editor("view", path, view_range=rng)


def sub(path: str, old: str, new: str) -> str:
    return editor("str_replace", path, old_str=old, new_str=new)


def create(path: str, text: str) -> str:
    return editor("create", path, file_text=text)


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def apply(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old[:60]
    return text.replace(old, new)


def snippet(path: str, new_text: str, new: str) -> str:
    """OpenHands' str_replace answer: the edited region with four lines of context each side."""
    start = new_text.index(new)
    first = new_text[:start].count("\n")
    last = first + new.count("\n")
    lines = new_text.split("\n")
    lo, hi = max(0, first - 4), min(len(lines), last + 5)
    return edited(path, "\n".join(lines[lo:hi]), lo + 1)


def view_lines(path: str, text: str, lo: int, hi: int) -> str:
    lines = text.split("\n")
    return cat_n(path, "\n".join(lines[lo - 1:hi]), lo)


def g_read(path: str) -> str:
    return call("read_file", absolute_path=path)


def g_write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def g_replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def g_modified(path: str) -> str:
    return f"Successfully modified file: {path} (1 replacements)."


def g_created(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def g_overwrote(path: str) -> str:
    return f"Successfully overwrote file: {path}."


_FUNC = re.compile(r"^[A-Za-z_$]")


def udiff(path: str, old: str, new: str, index: str, mode: str = "100644") -> str:
    """A git-style unified diff of one file (function context as git's default heuristic finds it)."""
    a, b = old.split("\n"), new.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {index} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    for line in list(difflib.unified_diff(a, b, lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            m = re.match(r"@@ -(\d+)", line)
            assert m is not None
            start = int(m.group(1))
            ctx = ""
            for prev in reversed(a[:max(0, start - 1)]):
                if _FUNC.match(prev):
                    ctx = " " + prev.rstrip()
                    break
            out.append(line + ctx)
        else:
            out.append(line)
    return "\n".join(out)


def new_file_diff(path: str, text: str, index: str) -> str:
    lines = text.rstrip("\n").split("\n")
    body = "\n".join("+" + ln for ln in lines)
    return (f"diff --git a/{path} b/{path}\nnew file mode 100644\nindex 0000000..{index}\n--- /dev/null\n"
            f"+++ b/{path}\n@@ -0,0 +1,{len(lines)} @@\n{body}")


def counts(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for line in difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0):
        if line.startswith("+") and not line.startswith("+++"):
            ins += 1
        elif line.startswith("-") and not line.startswith("---"):
            dels += 1
    return ins, dels


def nlines(text: str) -> int:
    return len(text.rstrip("\n").split("\n"))


def diffstat(changes: list[tuple[str, int, int]], creates: tuple[str, ...] = (), deletes: tuple[str, ...] = ()) -> str:
    width = max(len(p) for p, _, _ in changes)
    nw = max(len(str(i + d)) for _, i, d in changes)
    graph = max(10, 79 - width - nw - 4)
    big = max(i + d for _, i, d in changes)
    rows = []
    for p, i, d in changes:
        if big > graph:
            i2 = max(1 if i else 0, round(i * graph / big))
            d2 = max(1 if d else 0, round(d * graph / big))
        else:
            i2, d2 = i, d
        rows.append(f" {p.ljust(width)} | {str(i + d).rjust(nw)} {'+' * i2}{'-' * d2}".rstrip())
    ins = sum(i for _, i, _ in changes)
    dels = sum(d for _, _, d in changes)
    n = len(changes)
    tail = f" {n} file{'s' if n != 1 else ''} changed"
    if ins:
        tail += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        tail += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    extra = "".join(f"\n create mode 100644 {p}" for p in creates) + "".join(f"\n delete mode 100644 {p}" for p in deletes)
    return "\n".join(rows) + "\n" + tail + extra


def commit_summary(changes: list[tuple[str, int, int]], creates: tuple[str, ...] = (), deletes: tuple[str, ...] = (),
                   renames: tuple[str, ...] = ()) -> str:
    ins = sum(i for _, i, _ in changes)
    dels = sum(d for _, _, d in changes)
    n = len(changes)
    tail = f" {n} file{'s' if n != 1 else ''} changed"
    if ins:
        tail += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        tail += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    extra = "".join(f"\n create mode 100644 {p}" for p in creates) + "".join(f"\n delete mode 100644 {p}" for p in deletes)
    extra += "".join(f"\n rename {r}" for r in renames)
    return tail + extra


def ln(text: str, needle: str) -> int:
    """1-based number of the only line of text that contains needle."""
    hits = [i for i, line in enumerate(text.split("\n"), 1) if needle in line]
    assert len(hits) == 1, (needle, hits)
    return hits[0]


def g_search(pattern: str, hits: list[tuple[str, list[tuple[int, str]]]], path: str = ".") -> str:
    n = sum(len(h) for _, h in hits)
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{path}":', "---"]
    for f, lines in hits:
        out.append(f"File: {f}")
        out.extend(f"L{i}: {t}" for i, t in lines)
        out.append("---")
    return "\n".join(out)


def grep_n(path: str, text: str, needle: str) -> list[str]:
    """`git grep -n` lines of one file."""
    return [f"{path}:{i}:{line}" for i, line in enumerate(text.split("\n"), 1) if needle in line]


# ---------------------------------------------------------------- 01
TALLY_REPORT = '''"""Aggregate recorded time entries into per-project reports."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from tallyctl.store import DEFAULT_STORE, Entry, load_entries

app = typer.Typer(help="Reports over recorded time entries.")
console = Console()


def _parse_since(value: str | None) -> datetime | None:
    if value is None:
        return None
    return datetime.strptime(value, "%Y-%m-%d")


def _bucket(entries: list[Entry], since: datetime | None) -> dict[str, float]:
    totals: dict[str, float] = defaultdict(float)
    for e in entries:
        if since is not None and e.started_at < since:
            continue
        totals[e.project] += (e.stopped_at - e.started_at).total_seconds() / 3600
    return dict(totals)


@app.command("report")
def report(
    since: str = typer.Option(None, "--since", help="Only entries started on or after YYYY-MM-DD (UTC)."),
    store: Path = typer.Option(DEFAULT_STORE, "--store", help="Path to entries.jsonl."),
) -> None:
    """Print hours per project, largest first."""
    totals = _bucket(load_entries(store), _parse_since(since))
    table = Table(title="Hours by project" + (f" since {since}" if since else ""))
    table.add_column("Project")
    table.add_column("Hours", justify="right")
    for project, hours in sorted(totals.items(), key=lambda kv: -kv[1]):
        table.add_row(project, f"{hours:.2f}")
    table.add_section()
    table.add_row("total", f"{sum(totals.values()):.2f}")
    console.print(table)'''

TALLY_OLD = '''    return datetime.strptime(value, "%Y-%m-%d")'''
TALLY_NEW = '''    try:
        day = datetime.strptime(value, "%Y-%m-%d")
    except ValueError as exc:
        raise typer.BadParameter(f"expected YYYY-MM-DD, got {value!r}", param_hint="'--since'") from exc
    return day.replace(tzinfo=timezone.utc)'''

TALLY_TEST = '''"""`tallyctl report --since` against timezone-aware entries (issue #142)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tallyctl.report import app

runner = CliRunner()


def _write(tmp_path: Path) -> Path:
    store = tmp_path / "entries.jsonl"
    rows = [
        {"project": "acme-web", "started_at": "2024-04-30T22:00:00+00:00", "stopped_at": "2024-04-30T23:30:00+00:00"},
        {"project": "acme-web", "started_at": "2024-05-02T08:00:00+00:00", "stopped_at": "2024-05-02T10:15:00+00:00"},
        {"project": "infra", "started_at": "2024-05-03T13:00:00+00:00", "stopped_at": "2024-05-03T13:45:00+00:00"},
    ]
    store.write_text("\\n".join(json.dumps(r) for r in rows) + "\\n")
    return store


def test_since_filters_aware_entries(tmp_path: Path) -> None:
    result = runner.invoke(app, ["--since", "2024-05-01", "--store", str(_write(tmp_path))])
    assert result.exit_code == 0, result.output
    assert "2.25" in result.output and "0.75" in result.output
    assert "3.75" not in result.output


def test_no_since_counts_everything(tmp_path: Path) -> None:
    result = runner.invoke(app, ["--store", str(_write(tmp_path))])
    assert result.exit_code == 0, result.output
    assert "3.75" in result.output and "4.50" in result.output


def test_since_rejects_bad_date(tmp_path: Path) -> None:
    result = runner.invoke(app, ["--since", "05/01/2024", "--store", str(_write(tmp_path))])
    assert result.exit_code == 2
    assert "expected YYYY-MM-DD" in result.output
'''


# OpenHands / Python Typer CLI with pytest - clean
def t01(rs: RowSet) -> None:
    root = "/workspace/tallyctl"
    rp = f"{root}/src/tallyctl/report.py"
    tp = f"{root}/tests/test_report_since.py"
    new = apply(TALLY_REPORT, TALLY_OLD, TALLY_NEW)
    ins, dels = counts(TALLY_REPORT, new)
    site = "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages"
    tb = f'''Traceback (most recent call last):
  File "/opt/miniconda3/envs/testbed/bin/tallyctl", line 8, in <module>
    sys.exit(app())
             ^^^^^
  File "{site}/typer/main.py", line 326, in __call__
    raise e
  File "{site}/typer/main.py", line 309, in __call__
    return get_command(self)(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}/click/core.py", line 1157, in __call__
    return self.main(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}/typer/core.py", line 723, in main
    return _main(
           ^^^^^^
  File "{site}/typer/core.py", line 193, in _main
    rv = self.invoke(ctx)
         ^^^^^^^^^^^^^^^^
  File "{site}/click/core.py", line 1688, in invoke
    return _process_result(sub_ctx.command.invoke(sub_ctx))
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}/click/core.py", line 1434, in invoke
    return ctx.invoke(self.callback, **ctx.params)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}/click/core.py", line 783, in invoke
    return __callback(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}/typer/main.py", line 692, in wrapper
    return callback(**use_params)
           ^^^^^^^^^^^^^^^^^^^^^^
  File "{rp}", line {ln(TALLY_REPORT, "totals = _bucket(")}, in report
    totals = _bucket(load_entries(store), _parse_since(since))
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{rp}", line {ln(TALLY_REPORT, "e.started_at < since")}, in _bucket
    if since is not None and e.started_at < since:
                             ^^^^^^^^^^^^^^^^^^^^
TypeError: can't compare offset-naive and offset-aware datetimes'''
    table = '''    Hours by project since
          2024-05-01
┏━━━━━━━━━━━━━━━━━━┳━━━━━━━┓
┃ Project          ┃ Hours ┃
┡━━━━━━━━━━━━━━━━━━╇━━━━━━━┩
│ northwind-portal │ 31.75 │
│ internal-tools   │ 12.50 │
│ ops-oncall       │  9.25 │
│ hiring           │  4.00 │
├──────────────────┼───────┤
│ total            │ 57.50 │
└──────────────────┴───────┘'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -6"),
         oh_bash('''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
5c1e9ab (HEAD -> main, origin/main, origin/HEAD) store: tolerate blank lines in entries.jsonl
a07d3f2 cli: add `tallyctl export --format csv`
91be6c4 report: sort projects by hours descending
e3d0b18 tests: move fixtures into conftest
4f7a2c9 store: write entries with timezone-aware timestamps
0c88d15 Bump typer to 0.12.3''', root)),
        (bash("_TYPER_STANDARD_TRACEBACK=1 tallyctl report --since 2024-05-01 --store tests/data/entries.jsonl"),
         oh_bash(tb, root, 1)),
        (view(rp), cat_n(rp, TALLY_REPORT)),
        (sub(rp, TALLY_OLD, TALLY_NEW), snippet(rp, new, TALLY_NEW)),
        (create(tp, TALLY_TEST), created(tp)),
        (bash("python -m pytest -q"),
         oh_bash('''............................................                             [100%]
44 passed in 1.38s''', root)),
        (bash("tallyctl report --since 2024-05-01 --store tests/data/entries.jsonl"), oh_bash(table, root)),
        (bash("git status && git diff --stat"),
         oh_bash('''On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/tallyctl/report.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	tests/test_report_since.py

no changes added to commit (use "git add" and/or "git commit -a")
''' + diffstat([("src/tallyctl/report.py", ins, dels)]), root)),
    ]
    state = (f"Repository {root} (Python 3.11, typer 0.12.3, rich 13.7.1, pytest 8.2.1), branch main at 5c1e9ab, clean "
             "working tree. Issue #142: `tallyctl report --since 2024-05-01` crashes with \"TypeError: can't compare "
             "offset-naive and offset-aware datetimes\" since entries are stored with UTC offsets. The suite has 41 tests; "
             "tests/data/entries.jsonl is a sample store.")
    rs.add(task="swe", tid="h40-swe-01", system=oh_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 02
LINK_ROUTES = '''package server

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/devhq/linkshelf/internal/store"
)

// Server wires the HTTP handlers to the bookmark store.
type Server struct {
	store  *store.Store
	logger *slog.Logger
	mux    *http.ServeMux
}

// New builds a Server and registers its routes.
func New(st *store.Store, logger *slog.Logger) *Server {
	s := &Server{store: st, logger: logger, mux: http.NewServeMux()}
	s.routes()
	return s
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /bookmarks", s.handleList)
	s.mux.HandleFunc("POST /bookmarks", s.handleCreate)
	s.mux.HandleFunc("GET /bookmarks/{id}", s.handleGet)
	s.mux.HandleFunc("DELETE /bookmarks/{id}", s.handleDelete)
	s.mux.HandleFunc("GET /tags/{tag}", s.handleListByTag)
}

// ServeHTTP tags every request with an id and logs it once it is served.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	id := requestID(r)
	w.Header().Set("X-Request-Id", id)
	rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
	start := time.Now()
	s.mux.ServeHTTP(rec, r)
	s.logger.Info("request", "id", id, "method", r.Method, "path", r.URL.Path,
		"status", rec.status, "dur", time.Since(start))
}
'''

LINK_OLD = '''	s.mux.HandleFunc("GET /tags/{tag}", s.handleListByTag)
'''
LINK_NEW = '''	s.mux.HandleFunc("GET /tags/{tag}", s.handleListByTag)
	s.mux.HandleFunc("GET /healthz", s.handleHealthz)
'''

LINK_HEALTH = '''package server

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
)

// handleHealthz reports whether the store answers a ping within one second.
func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), time.Second)
	defer cancel()
	status, code := "ok", http.StatusOK
	if err := s.store.Ping(ctx); err != nil {
		s.logger.Warn("healthz: store ping failed", "err", err)
		status, code = "unavailable", http.StatusServiceUnavailable
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(map[string]string{"status": status})
}
'''


# Gemini CLI / Go net/http service with go test - bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/src/linkshelf"
    routes = f"{root}/internal/server/routes.go"
    health = f"{root}/internal/server/health.go"
    n_health = nlines(LINK_HEALTH)
    turns = [
        (gshell("git log --oneline -6 && git status -sb", "Show recent commits and the working tree state."),
         gem_run("git log --oneline -6 && git status -sb", '''e41c7a9 (HEAD -> main, origin/main) handlers: return 404 for unknown bookmark ids
3b90d12 store: add ListByTag with cursor pagination
c8f4e01 server: log request ids with slog
7a2d5be cmd: read LINKSHELF_ADDR from env
f19c3a8 store: sqlite WAL mode and busy_timeout
02de6b4 initial import
## main...origin/main''', pgid=51207)),
        (g_read(routes), LINK_ROUTES),
        (g_replace(routes, LINK_OLD, LINK_NEW), g_modified(routes)),
        (g_write(health, LINK_HEALTH), g_created(health)),
        (gshell("go vet ./... && go test ./...", "Vet and run all package tests."),
         gem_run("go vet ./... && go test ./...", '''?   	github.com/devhq/linkshelf/cmd/linkshelf	[no test files]
ok  	github.com/devhq/linkshelf/internal/server	0.214s
ok  	github.com/devhq/linkshelf/internal/store	0.388s''', pgid=51342)),
        (gshell("git add -A && git commit -m 'server: add /healthz endpoint' && git log --oneline -3",
                "Commit the health endpoint and show the new history."),
         gem_run("git add -A && git commit -m 'server: add /healthz endpoint' && git log --oneline -3",
                 "[main 9b3f2d0] server: add /healthz endpoint\n"
                 + commit_summary([("internal/server/routes.go", 1, 0), ("internal/server/health.go", n_health, 0)],
                                  creates=("internal/server/health.go",)) + '''
9b3f2d0 (HEAD -> main) server: add /healthz endpoint
e41c9a7 (origin/main) handlers: return 404 for unknown bookmark ids
3b90d12 store: add ListByTag with cursor pagination''', pgid=51588)),
        (gshell("go build -o bin/linkshelf ./cmd/linkshelf && (LINKSHELF_ADDR=127.0.0.1:8085 ./bin/linkshelf > /tmp/linkshelf.log 2>&1 &) && sleep 1 && cat /tmp/linkshelf.log",
                "Build the binary, start it in the background and show its startup log."),
         gem_run("go build -o bin/linkshelf ./cmd/linkshelf && (LINKSHELF_ADDR=127.0.0.1:8085 ./bin/linkshelf > /tmp/linkshelf.log 2>&1 &) && sleep 1 && cat /tmp/linkshelf.log",
                 '''time=2025-04-08T15:12:44.019+02:00 level=INFO msg="opened store" path=data/linkshelf.db journal_mode=wal busy_timeout=5s
time=2025-04-08T15:12:44.021+02:00 level=INFO msg="bookmarks loaded" count=1284 tags=97
time=2025-04-08T15:12:44.021+02:00 level=INFO msg=listening addr=127.0.0.1:8085''', pgid=51760)),
        (gshell("curl -si http://127.0.0.1:8085/healthz", "Query the new health endpoint."),
         gem_run("curl -si http://127.0.0.1:8085/healthz", '''HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: 01JRC4Q7Z3M8K2H5V9TB6XWQ1E
Date: Tue, 08 Apr 2025 13:12:47 GMT
Content-Length: 16

{"status":"ok"}''', pgid=51833)),
        (gshell("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8085/bookmarks/bk_missing; tail -n 3 /tmp/linkshelf.log; pkill -f bin/linkshelf",
                "Check a 404 path, read the request log and stop the server."),
         gem_run("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8085/bookmarks/bk_missing; tail -n 3 /tmp/linkshelf.log; pkill -f bin/linkshelf",
                 '''404
time=2025-04-08T15:12:44.021+02:00 level=INFO msg=listening addr=127.0.0.1:8085
time=2025-04-08T15:12:47.306+02:00 level=INFO msg=request id=01JRC4Q7Z3M8K2H5V9TB6XWQ1E method=GET path=/healthz status=200 dur=412.6µs
time=2025-04-08T15:12:52.870+02:00 level=INFO msg=request id=01JRC4QDD1YF0S7A3NPG8RM2KC method=GET path=/bookmarks/bk_missing status=404 dur=287.1µs''', pgid=51902)),
    ]
    state = (f"Go 1.22 module github.com/devhq/linkshelf at {root}, branch main in sync with origin/main. A bookmark "
             "service on net/http's pattern-matching ServeMux with a SQLite store (data/linkshelf.db). Task: add a "
             "GET /healthz endpoint that pings the store, commit it, and smoke-test the binary.")
    rs.add(task="swe", tid="h40-swe-02", system=gem_system(root), turns=turns, state=state, bad=True, turn=6,
           kind="the previous HEAD commit's hash is printed differently in git log after the new commit")


# ---------------------------------------------------------------- 03
SHIP_ORDER = '''class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :discounts, as: :discountable, dependent: :destroy

  enum :status, { draft: 0, placed: 1, paid: 2, shipped: 3, cancelled: 4 }

  validates :currency, inclusion: { in: %w[EUR USD GBP] }
  validate :line_items_present, unless: :draft?

  scope :recent, -> { order(placed_at: :desc) }
  scope :open, -> { where(status: %i[placed paid]) }

  def subtotal_cents
    line_items.sum { |li| li.unit_price_cents * li.quantity }
  end

  def discount_cents
    discounts.sum(:amount_cents)
  end

  def total_cents
    subtotal_cents + shipping_cents
  end

  def place!(at: Time.current)
    update!(status: :placed, placed_at: at)
  end

  private

  def line_items_present
    errors.add(:line_items, :blank) if line_items.empty?
  end
end'''

SHIP_OLD = '''  def total_cents
    subtotal_cents + shipping_cents
  end'''
SHIP_MID = '''  def total_cents
    discounted = subtotal_cents - discount_cents
    discounted = 0 if discounted < 0
    discounted + shipping_cents
  end'''
SHIP_FIN = '''  def total_cents
    [subtotal_cents - discount_cents, 0].max + shipping_cents
  end'''


# OpenHands / Ruby on Rails with RSpec - clean
def t03(rs: RowSet) -> None:
    root = "/workspace/shipyard"
    op = f"{root}/app/models/order.rb"
    mid = apply(SHIP_ORDER, SHIP_OLD, SHIP_MID)
    fin = apply(mid, SHIP_MID, SHIP_FIN)
    bad_line = ln(mid, "discounted = 0 if")
    pending = '''Pending: (Failures listed here are expected and do not affect your suite's status)

  1) Shipments::LabelPrinter prints DHL Express labels
     # carrier sandbox credentials missing in CI
     # ./spec/services/shipments/label_printer_spec.rb:58

  2) Api::V2::WebhooksController POST /api/v2/webhooks/stripe replays a stored event
     # Temporarily skipped with xit
     # ./spec/requests/api/v2/webhooks_spec.rb:112
'''
    dots = "." * 97 + "*" + "." * 63 + "*" + "." * 50
    turns = [
        (bash(f"cd {root} && bundle exec rspec spec/models/order_spec.rb"),
         oh_bash('''
Randomized with seed 18834
.....F...

Failures:

  1) Order#total_cents subtracts discounts before adding shipping
     Failure/Error: expect(order.total_cents).to eq(4_250)

       expected: 4250
            got: 5250

       (compared using ==)
     # ./spec/models/order_spec.rb:47:in `block (3 levels) in <top (required)>'

Finished in 0.48213 seconds (files took 2.31 seconds to load)
9 examples, 1 failure

Failed examples:

rspec ./spec/models/order_spec.rb:41 # Order#total_cents subtracts discounts before adding shipping

Randomized with seed 18834
''', root, 1)),
        (view(op), cat_n(op, SHIP_ORDER)),
        (sub(op, SHIP_OLD, SHIP_MID), snippet(op, mid, SHIP_MID)),
        (bash("bundle exec rspec spec/models/order_spec.rb"),
         oh_bash('''
Randomized with seed 5521
.........

Finished in 0.45107 seconds (files took 2.27 seconds to load)
9 examples, 0 failures

Randomized with seed 5521
''', root)),
        (bash("bundle exec rspec"),
         oh_bash(f'''
Randomized with seed 40417
{dots}

{pending}

Finished in 14.31 seconds (files took 2.44 seconds to load)
212 examples, 0 failures, 2 pending

Randomized with seed 40417
''', root)),
        (bash("bundle exec rubocop app/models/order.rb"),
         oh_bash(f'''Inspecting 1 file
C

Offenses:

app/models/order.rb:{bad_line}:23: C: [Correctable] Style/NumericPredicate: Use discounted.negative? instead of discounted < 0.
    discounted = 0 if discounted < 0
                      ^^^^^^^^^^^^^^

1 file inspected, 1 offense detected, 1 offense autocorrectable''', root, 1)),
        (sub(op, SHIP_MID, SHIP_FIN), snippet(op, fin, SHIP_FIN)),
        (bash("bundle exec rubocop app/models/order.rb"),
         oh_bash('''Inspecting 1 file
.

1 file inspected, no offenses detected''', root)),
        (bash("bundle exec rspec spec/models"),
         oh_bash('''
Randomized with seed 61270
..........................................................

Finished in 2.84 seconds (files took 2.39 seconds to load)
58 examples, 0 failures

Randomized with seed 61270
''', root)),
        (bash("git diff"), oh_bash(udiff("app/models/order.rb", SHIP_ORDER, fin, "9c41e07..2b7fd3a"), root)),
    ]
    state = (f"Rails 7.1 app at {root} (Ruby 3.3.1, rspec-rails 6.1, rubocop-rails). Bug report: orders with a "
             "discount code are charged the full subtotal; spec/models/order_spec.rb already has a failing example "
             "for it. The full suite has 212 examples (2 pending).")
    rs.add(task="swe", tid="h40-swe-03", system=oh_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 04
ZP_DECODER = '''const std = @import("std");
const Value = @import("value.zig").Value;

pub const DecodeError = error{
    UnexpectedEof,
    InvalidTag,
    MaxDepthExceeded,
    OutOfMemory,
};

/// Nesting limit for arrays and maps; keeps hostile input from exhausting the stack.
pub const max_depth: usize = 32;

pub const Decoder = struct {
    allocator: std.mem.Allocator,
    bytes: []const u8,
    pos: usize = 0,
    depth: usize = 0,

    pub fn init(allocator: std.mem.Allocator, bytes: []const u8) Decoder {
        return .{ .allocator = allocator, .bytes = bytes };
    }

    fn readByte(self: *Decoder) DecodeError!u8 {
        if (self.pos >= self.bytes.len) return error.UnexpectedEof;
        defer self.pos += 1;
        return self.bytes[self.pos];
    }

    pub fn decode(self: *Decoder) DecodeError!Value {
        const tag = try self.readByte();
        return switch (tag) {
            0x00 => .null,
            0x01 => .{ .bool = (try self.readByte()) != 0 },
            0x02 => .{ .int = try self.readVarint() },
            0x10 => try self.decodeArray(),
            else => error.InvalidTag,
        };
    }

    fn decodeArray(self: *Decoder) DecodeError!Value {
        if (self.depth >= max_depth) return error.MaxDepthExceeded;
        self.depth += 1;
        defer self.depth -= 1;
        const len: usize = @intCast(try self.readVarint());
        const items = try self.allocator.alloc(Value, len);
        errdefer self.allocator.free(items);
        for (items) |*item| item.* = try self.decode();
        return .{ .array = items };
    }

    fn readVarint(self: *Decoder) DecodeError!u64 {
        var result: u64 = 0;
        var shift: u6 = 0;
        while (true) {
            const b = try self.readByte();
            result |= @as(u64, b & 0x7f) << shift;
            if (b & 0x80 == 0) return result;
            shift += 7;
        }
    }
};
'''


# Gemini CLI / Zig library with build.zig tests - bad
def t04(rs: RowSet) -> None:
    root = "/home/mara/code/zpack"
    dp = f"{root}/src/decoder.zig"
    assert counts(ZP_DECODER, apply(ZP_DECODER, "= 32;", "= 64;")) == (1, 1)
    l_limit = ln(ZP_DECODER, "pub const max_depth")
    l_check = ln(ZP_DECODER, "self.depth >= max_depth")
    l_arr = ln(ZP_DECODER, "0x10 => try self.decodeArray()")
    fail = f'''test
└─ run test 26/27 passed, 1 failed
error: 'decoder_test.test.decode 48-level nested array' failed:
/home/mara/code/zpack/src/decoder.zig:{l_check}:38: 0x1046f21 in decodeArray (test)
        if (self.depth >= max_depth) return error.MaxDepthExceeded;
                                     ^
/home/mara/code/zpack/src/decoder.zig:{l_arr}:21: 0x1047232 in decode (test)
            0x10 => try self.decodeArray(),
                    ^
/home/mara/code/zpack/src/decoder.zig:{l_check + 6}:38: 0x1046fe8 in decodeArray (test)
        for (items) |*item| item.* = try self.decode();
                                     ^
/home/mara/code/zpack/src/decoder.zig:{l_arr}:21: 0x1047232 in decode (test)
            0x10 => try self.decodeArray(),
                    ^
/home/mara/code/zpack/src/decoder_test.zig:61:19: 0x10498b0 in test.decode 48-level nested array (test)
    const value = try dec.decode();
                  ^
error: while executing test 'decoder_test.test.decode 48-level nested array', the following command exited with code 1 (expected exited with code 0):
/home/mara/code/zpack/.zig-cache/o/8d2e61f0a7c4b3950e1d2f6a9b8c7d01/test --seed=0x5c3a91e2 --listen=-
Build Summary: 2/4 steps succeeded; 1 failed; 26/27 tests passed; 1 failed
test transitive failure
└─ run test 26/27 passed, 1 failed
error: the following build command failed with exit code 1:
/home/mara/code/zpack/.zig-cache/o/a91f03c2d45e6b7f8091a2b3c4d5e6f7/build /usr/local/lib/zig /home/mara/code/zpack /home/mara/code/zpack/.zig-cache /home/mara/.cache/zig --seed 0x5c3a91e2 -Z1d6e9f3b2c7a8041 test'''
    hits = [
        ("src/decoder.zig", [(l_limit, "pub const max_depth: usize = 32;"),
                             (l_check, "        if (self.depth >= max_depth) return error.MaxDepthExceeded;")]),
        ("src/decoder_test.zig", [(54, "// zpack-js emits 48 levels for deeply nested schemas; that has to stay under decoder.max_depth."),
                                  (67, "    try std.testing.expectError(error.MaxDepthExceeded, deep.decode()); // max_depth + 1 levels")]),
        ("README.md", [(88, "Arrays nest at most `decoder.max_depth` levels; deeper input fails with `error.MaxDepthExceeded`.")]),
    ]
    ok = '''Build Summary: 4/4 steps succeeded; 27/27 tests passed
test success
└─ run test 27 passed 38ms MaxRSS:2M
   └─ zig test Debug native success 1s MaxRSS:187M'''
    turns = [
        (gshell("zig build test 2>&1 | tail -n 40", "Run the test suite and show the failure."),
         gem_run("zig build test 2>&1 | tail -n 40", fail, pgid=70311)),
        (g_read(dp), ZP_DECODER),
        (g_replace(dp, "pub const max_depth: usize = 32;", "pub const max_depth: usize = 64;"), g_modified(dp)),
        (call("search_file_content", pattern="max_depth"), g_search("max_depth", hits)),
        (gshell("zig build test --summary all", "Re-run the tests with a build summary."),
         gem_run("zig build test --summary all", ok, pgid=70482)),
        (gshell("git status -s && git diff --stat", "Review what changed."),
         gem_run("git status -s && git diff --stat", " M src/decoder.zig\n" + diffstat([("src/decoder.zig", 1, 1)]), pgid=70519)),
        (gshell("git commit -am 'decoder: raise max_depth to 64 for zpack-js schemas' && git log --oneline -2",
                "Commit the fix."),
         gem_run("git commit -am 'decoder: raise max_depth to 64 for zpack-js schemas' && git log --oneline -2",
                 "[main 5e2a1c7] decoder: raise max_depth to 64 for zpack-js schemas\n"
                 + commit_summary([("src/decoder.zig", 1, 1)])
                 + "\n5e2a1c7 (HEAD -> main) decoder: raise max_depth to 64 for zpack-js schemas\n"
                 "b81d4f0 (origin/main) value: add Value.format for debug printing", pgid=70544)),
    ]
    state = (f"Zig 0.13.0 library at {root} (a compact binary serialization format). `zig build test` fails on a new "
             "test that decodes a 48-level nested array produced by the JavaScript encoder. Branch main, clean tree.")
    rs.add(task="swe", tid="h40-swe-04", system=gem_system(root), turns=turns, state=state, bad=True, turn=4,
           kind="search shows the max_depth constant still at its old value after the replace")


# ---------------------------------------------------------------- 05
INV_CTRL = r'''<?php

declare(strict_types=1);

namespace App\Controller;

use App\Export\ExporterRegistry;
use App\Export\LegacyCsvExporter;
use App\Repository\InvoiceRepository;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\HeaderUtils;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

#[Route('/invoices/export', name: 'invoice_export_')]
final class ExportController extends AbstractController
{
    public function __construct(
        private readonly InvoiceRepository $invoices,
        private readonly ExporterRegistry $exporters,
        private readonly LegacyCsvExporter $legacyCsv,
    ) {
    }

    #[Route('/{format}', name: 'download', requirements: ['format' => 'csv|xlsx|json'], methods: ['GET'])]
    public function download(Request $request, string $format): Response
    {
        $period = $request->query->getString('period', date('Y-m'));
        $rows = $this->invoices->findForPeriod($period);

        $exporter = $format === 'csv' && $request->query->getBoolean('legacy')
            ? $this->legacyCsv
            : $this->exporters->get($format);

        $response = new Response($exporter->export($rows));
        $response->headers->set('Content-Type', $exporter->mimeType());
        $response->headers->set('Content-Disposition', HeaderUtils::makeDisposition(
            HeaderUtils::DISPOSITION_ATTACHMENT,
            sprintf('invoices-%s.%s', $period, $format),
        ));

        return $response;
    }
}'''

INV_USE_OLD = r'''use App\Export\ExporterRegistry;
use App\Export\LegacyCsvExporter;
'''
INV_USE_NEW = r'''use App\Export\ExporterRegistry;
'''
INV_BODY_OLD = r'''        private readonly ExporterRegistry $exporters,
        private readonly LegacyCsvExporter $legacyCsv,
    ) {
    }

    #[Route('/{format}', name: 'download', requirements: ['format' => 'csv|xlsx|json'], methods: ['GET'])]
    public function download(Request $request, string $format): Response
    {
        $period = $request->query->getString('period', date('Y-m'));
        $rows = $this->invoices->findForPeriod($period);

        $exporter = $format === 'csv' && $request->query->getBoolean('legacy')
            ? $this->legacyCsv
            : $this->exporters->get($format);
'''
INV_BODY_NEW = r'''        private readonly ExporterRegistry $exporters,
    ) {
    }

    #[Route('/{format}', name: 'download', requirements: ['format' => 'csv|xlsx|json'], methods: ['GET'])]
    public function download(Request $request, string $format): Response
    {
        $period = $request->query->getString('period', date('Y-m'));
        $rows = $this->invoices->findForPeriod($period);
        $exporter = $this->exporters->get($format);
'''

INV_SERVICES = r'''# This file is the entry point to configure your own services.
# Files in the packages/ subdirectory configure your dependencies.

# Put parameters here that don't need to change on each machine where the app is deployed
# https://symfony.com/doc/current/best_practices.html#use-parameters-for-application-configuration
parameters:
    app.export_dir: '%kernel.project_dir%/var/export'
    app.default_currency: 'EUR'

services:
    # default configuration for services in *this* file
    _defaults:
        autowire: true      # Automatically injects dependencies in your services.
        autoconfigure: true # Automatically registers your services as commands, event subscribers, etc.
        bind:
            string $exportDir: '%app.export_dir%'

    App\:
        resource: '../src/'
        exclude:
            - '../src/DependencyInjection/'
            - '../src/Entity/'
            - '../src/Kernel.php'

    App\Export\ExporterRegistry:
        arguments:
            $exporters: !tagged_locator { tag: 'app.exporter', index_by: 'key' }

    App\Export\CsvExporter:
        tags: [{ name: 'app.exporter', key: 'csv' }]

    App\Export\XlsxExporter:
        tags: [{ name: 'app.exporter', key: 'xlsx' }]

    App\Export\LegacyCsvExporter:
        tags: [{ name: 'app.exporter', key: 'csv_legacy' }]

    App\Export\JsonExporter:
        tags: [{ name: 'app.exporter', key: 'json' }]

    App\EventListener\InvoicePaidListener:
        tags:
            - { name: doctrine.orm.entity_listener, event: postUpdate, entity: App\Entity\Invoice }'''

INV_SVC_OLD = r'''    App\Export\LegacyCsvExporter:
        tags: [{ name: 'app.exporter', key: 'csv_legacy' }]

'''


# OpenHands / PHP Symfony app with PHPUnit - bad
def t05(rs: RowSet) -> None:
    root = "/workspace/invoicer"
    cp = f"{root}/src/Controller/ExportController.php"
    sp = f"{root}/config/services.yaml"
    c1 = apply(INV_CTRL, INV_USE_OLD, INV_USE_NEW)
    c2 = apply(c1, INV_BODY_OLD, INV_BODY_NEW)
    s1 = apply(INV_SERVICES, INV_SVC_OLD, "")
    svc_lo = ln(INV_SERVICES, "App\\Export\\ExporterRegistry:")
    svc_hi = ln(INV_SERVICES, "key: 'json'")
    grep = "\n".join(
        grep_n("config/services.yaml", INV_SERVICES, "LegacyCsvExporter")
        + grep_n("src/Controller/ExportController.php", INV_CTRL, "LegacyCsvExporter")
        + [r"src/Export/LegacyCsvExporter.php:14: * @deprecated since 2.4, use CsvExporter (RFC 4180 quoting, UTF-8 BOM optional)",
           r"src/Export/LegacyCsvExporter.php:16:final class LegacyCsvExporter implements ExporterInterface",
           r"tests/Export/LegacyCsvExporterTest.php:8:use App\Export\LegacyCsvExporter;",
           r"tests/Export/LegacyCsvExporterTest.php:13:#[CoversClass(LegacyCsvExporter::class)]",
           r"tests/Export/LegacyCsvExporterTest.php:14:final class LegacyCsvExporterTest extends TestCase",
           r"tests/Export/LegacyCsvExporterTest.php:20:        $this->exporter = new LegacyCsvExporter();"])
    phpunit = f'''
 // Clearing the cache for the dev environment with debug true


 [OK] Cache for the "dev" environment (debug=true) was successfully cleared.


Symfony Container Services Tagged with "app.exporter" Tag
=========================================================

 ------------------------- ------ -------------------------
  Service ID                key    Class name
 ------------------------- ------ -------------------------
  App\\Export\\CsvExporter    csv    App\\Export\\CsvExporter
  App\\Export\\JsonExporter   json   App\\Export\\JsonExporter
  App\\Export\\XlsxExporter   xlsx   App\\Export\\XlsxExporter
 ------------------------- ------ -------------------------

PHPUnit 11.2.5 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.9
Configuration: {root}/phpunit.xml.dist

...............................................................  63 / 148 ( 42%)
............................................................... 126 / 148 ( 85%)
......................                                          148 / 148 (100%)

Time: 00:03.912, Memory: 48.50 MB

OK (148 tests, 517 assertions)'''
    ls = '''src/Export:
total 32
drwxr-xr-x  2 root root 4096 Mar 21 09:47 .
drwxr-xr-x 11 root root 4096 Mar 18 16:02 ..
-rw-r--r--  1 root root 2114 Mar 18 16:02 CsvExporter.php
-rw-r--r--  1 root root  612 Mar 18 16:02 ExporterInterface.php
-rw-r--r--  1 root root 1498 Mar 18 16:02 ExporterRegistry.php
-rw-r--r--  1 root root 1287 Mar 18 16:02 JsonExporter.php
-rw-r--r--  1 root root 2961 Mar 18 16:02 LegacyCsvExporter.php
-rw-r--r--  1 root root 3340 Mar 18 16:02 XlsxExporter.php

tests/Export:
total 24
drwxr-xr-x 2 root root 4096 Mar 21 09:47 .
drwxr-xr-x 6 root root 4096 Mar 18 16:02 ..
-rw-r--r-- 1 root root 2760 Mar 18 16:02 CsvExporterTest.php
-rw-r--r-- 1 root root 1904 Mar 18 16:02 ExporterRegistryTest.php
-rw-r--r-- 1 root root 1422 Mar 18 16:02 JsonExporterTest.php
-rw-r--r-- 1 root root 3018 Mar 18 16:02 XlsxExporterTest.php'''
    router = '''  invoice_export_download        GET        ANY      ANY    /invoices/export/{format}
  invoice_index                  GET        ANY      ANY    /invoices
  invoice_show                   GET        ANY      ANY    /invoices/{id}
  invoice_mark_paid              POST       ANY      ANY    /invoices/{id}/paid'''
    turns = [
        (bash(f"cd {root} && git grep -n LegacyCsvExporter"), oh_bash(grep, root)),
        (view(cp), cat_n(cp, INV_CTRL)),
        (sub(cp, INV_USE_OLD, INV_USE_NEW), snippet(cp, c1, INV_USE_NEW)),
        (sub(cp, INV_BODY_OLD, INV_BODY_NEW), snippet(cp, c2, INV_BODY_NEW)),
        (view(sp, [svc_lo, svc_hi]), view_lines(sp, INV_SERVICES, svc_lo, svc_hi)),
        (sub(sp, INV_SVC_OLD, ""), snippet(sp, s1, "    App\\Export\\JsonExporter:")),
        (bash("git rm src/Export/LegacyCsvExporter.php tests/Export/LegacyCsvExporterTest.php"),
         oh_bash("rm 'src/Export/LegacyCsvExporter.php'\nrm 'tests/Export/LegacyCsvExporterTest.php'", root)),
        (bash("php bin/console cache:clear && php bin/console debug:container --tag=app.exporter && vendor/bin/phpunit"),
         oh_bash(phpunit, root)),
        (bash("ls -la src/Export tests/Export"), oh_bash(ls, root)),
        (bash("vendor/bin/php-cs-fixer fix --dry-run --diff src/Controller/ExportController.php"),
         oh_bash('''Loaded config default from "/workspace/invoicer/.php-cs-fixer.dist.php".
Using cache file ".php-cs-fixer.cache".

Found 0 of 1 files that can be fixed in 0.041 seconds, 14.00 MB memory used''', root)),
        (bash("php bin/console debug:router | grep -E 'invoice_'"), oh_bash(router, root)),
    ]
    state = (f"Symfony 7.1 application at {root} (PHP 8.3.9, PHPUnit 11.2). Ticket INV-318: remove the deprecated "
             "App\\Export\\LegacyCsvExporter (and its test), the `?legacy=1` switch in ExportController and its service "
             "definition. Branch chore/remove-legacy-csv, clean tree.")
    rs.add(task="swe", tid="h40-swe-05", system=oh_system(root), turns=turns, state=state, bad=True, turn=9,
           kind="a file removed with git rm is listed again in the directory listing")


# ---------------------------------------------------------------- 06
LIB_MIGRATION = '''defmodule Libra.Repo.Migrations.AddDueOnToLoans do
  use Ecto.Migration

  def change do
    alter table(:loans) do
      add :due_on, :date
    end

    execute(
      "UPDATE loans SET due_on = (borrowed_at AT TIME ZONE 'UTC')::date + 21 WHERE due_on IS NULL",
      ""
    )

    create index(:loans, [:due_on], where: "returned_at IS NULL")
  end
end
'''

LIB_LOAN = '''defmodule Libra.Loans.Loan do
  use Ecto.Schema
  import Ecto.Changeset

  alias Libra.Catalog.Copy
  alias Libra.Members.Member

  @default_period_days 21

  schema "loans" do
    field :borrowed_at, :utc_datetime
    field :returned_at, :utc_datetime
    field :renewals, :integer, default: 0

    belongs_to :copy, Copy
    belongs_to :member, Member

    timestamps(type: :utc_datetime)
  end

  @doc false
  def changeset(loan, attrs) do
    loan
    |> cast(attrs, [:borrowed_at, :returned_at, :renewals, :copy_id, :member_id])
    |> validate_required([:borrowed_at, :copy_id, :member_id])
    |> validate_number(:renewals, greater_than_or_equal_to: 0, less_than_or_equal_to: 3)
    |> assoc_constraint(:copy)
    |> assoc_constraint(:member)
  end

  def default_period_days, do: @default_period_days
end
'''


# Gemini CLI / Elixir Phoenix app with Ecto and ExUnit - clean
def t06(rs: RowSet) -> None:
    root = "/Users/ines/dev/libra"
    mig_rel = "priv/repo/migrations/20250611073412_add_due_on_to_loans.exs"
    mig = f"{root}/{mig_rel}"
    loan = f"{root}/lib/libra/loans/loan.ex"
    loans = f"{root}/lib/libra/loans.ex"
    fail = '''Running ExUnit with seed: 771204, max_cases: 20

..........................

  1) test checkout_copy/2 creates a loan for an available copy (Libra.LoansTest)
     test/libra/loans_test.exs:18
     match (=) failed
     code:  assert {:ok, %Loan{} = loan} = Loans.checkout_copy(copy, member)
     left:  {:ok, %Libra.Loans.Loan{} = loan}
     right: {:error, #Ecto.Changeset<action: :insert, changes: %{borrowed_at: ~U[2025-06-11 07:35:04Z], copy_id: 412, member_id: 388}, errors: [due_on: {"can't be blank", [validation: :required]}], data: #Libra.Loans.Loan<>, valid?: false, ...>}
     stacktrace:
       test/libra/loans_test.exs:21: (test)

.....................

  2) test create loan redirects to member page when data is valid (LibraWeb.LoanControllerTest)
     test/libra_web/controllers/loan_controller_test.exs:27
     ** (RuntimeError) expected response with status 302, got: 422, with body:
     "<!DOCTYPE html>\\n<html lang=\\"en\\">\\n  <head>\\n    <meta charset=\\"utf-8\\">\\n    <title>Libra · New loan</title>..."
     code: assert redirected_to(conn) == ~p"/members/#{member.id}"
     stacktrace:
       (phoenix 1.7.14) lib/phoenix/test/conn_test.ex:435: Phoenix.ConnTest.redirected_to/2
       test/libra_web/controllers/loan_controller_test.exs:31: (test)

..............
Finished in 0.6 seconds (0.3s async, 0.3s sync)
63 tests, 2 failures'''
    migrate = '''Compiling 2 files (.ex)
Generated libra app

09:35:02.118 [info] == Running 20250611073412 Libra.Repo.Migrations.AddDueOnToLoans.change/0 forward

09:35:02.121 [info] alter table loans

09:35:02.124 [info] execute "UPDATE loans SET due_on = (borrowed_at AT TIME ZONE 'UTC')::date + 21 WHERE due_on IS NULL"

09:35:02.125 [info] create index loans_due_on_index

09:35:02.127 [info] == Migrated 20250611073412 in 0.0s
''' + fail
    old_field = "    field :renewals, :integer, default: 0\n"
    new_field = "    field :renewals, :integer, default: 0\n    field :due_on, :date\n"
    old_cs = '''    |> cast(attrs, [:borrowed_at, :returned_at, :renewals, :copy_id, :member_id])
    |> validate_required([:borrowed_at, :copy_id, :member_id])'''
    new_cs = '''    |> cast(attrs, [:borrowed_at, :due_on, :returned_at, :renewals, :copy_id, :member_id])
    |> validate_required([:borrowed_at, :due_on, :copy_id, :member_id])'''
    old_co = '''      |> Loan.changeset(%{borrowed_at: now, copy_id: copy.id, member_id: member.id})'''
    new_co = '''      |> Loan.changeset(%{
        borrowed_at: now,
        due_on: Date.add(DateTime.to_date(now), Loan.default_period_days()),
        copy_id: copy.id,
        member_id: member.id
      })'''
    turns = [
        (gshell("mix ecto.gen.migration add_due_on_to_loans", "Generate an empty Ecto migration."),
         gem_run("mix ecto.gen.migration add_due_on_to_loans", f"* creating {mig_rel}", pgid=88120)),
        (g_write(mig, LIB_MIGRATION), g_overwrote(mig)),
        (g_read(loan), LIB_LOAN),
        (g_replace(loan, old_field, new_field), g_modified(loan)),
        (g_replace(loan, old_cs, new_cs), g_modified(loan)),
        (gshell("MIX_ENV=test mix ecto.migrate && mix test", "Migrate the test database and run the suite."),
         gem_run("MIX_ENV=test mix ecto.migrate && mix test", migrate, code=2, pgid=88341)),
        (g_replace(loans, old_co, new_co), g_modified(loans)),
        (gshell("mix test && git status --short", "Re-run the tests and list changed files."),
         gem_run("mix test && git status --short", f'''Compiling 1 file (.ex)
Running ExUnit with seed: 90415, max_cases: 20

...............................................................
Finished in 0.5 seconds (0.3s async, 0.2s sync)
63 tests, 0 failures
 M lib/libra/loans.ex
 M lib/libra/loans/loan.ex
?? {mig_rel}''', pgid=88517)),
    ]
    state = (f"Phoenix 1.7 / Ecto 3.11 app at {root} (Elixir 1.17, PostgreSQL 16). Task: loans need a `due_on` date "
             "(21 days after borrowing by default), backfilled for existing rows and required for new ones. "
             "The suite has 63 tests, all passing on main.")
    rs.add(task="swe", tid="h40-swe-06", system=gem_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 07
LB_CONFIG = '''package com.acme.ledger.batch;

import com.acme.ledger.domain.LedgerEntry;
import com.acme.ledger.domain.TransactionLine;
import org.springframework.batch.core.Job;
import org.springframework.batch.core.Step;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.launch.support.RunIdIncrementer;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.item.ItemProcessor;
import org.springframework.batch.item.database.JdbcBatchItemWriter;
import org.springframework.batch.item.file.FlatFileItemReader;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

@Configuration
public class ImportJobConfig {

    static final int CHUNK_SIZE = 500;

    @Bean
    public Job importJob(JobRepository jobRepository, Step importStep, Step reconcileStep) {
        return new JobBuilder("importJob", jobRepository)
                .incrementer(new RunIdIncrementer())
                .start(importStep)
                .next(reconcileStep)
                .build();
    }

    @Bean
    public Step importStep(JobRepository jobRepository,
                           PlatformTransactionManager transactionManager,
                           FlatFileItemReader<TransactionLine> transactionReader,
                           ItemProcessor<TransactionLine, LedgerEntry> currencyNormalizer,
                           JdbcBatchItemWriter<LedgerEntry> ledgerWriter) {
        return new StepBuilder("importStep", jobRepository)
                .<TransactionLine, LedgerEntry>chunk(CHUNK_SIZE, transactionManager)
                .reader(transactionReader)
                .processor(currencyNormalizer)
                .writer(ledgerWriter)
                .build();
    }
}'''

LB_STEP_OLD = '''                .writer(ledgerWriter)
                .build();
    }
}'''
LB_STEP_NEW = '''                .writer(ledgerWriter)
                .faultTolerant()
                .skip(FlatFileParseException.class)
                .skipLimit(50)
                .build();
    }
}'''
LB_IMPORT_OLD = '''import org.springframework.batch.item.file.FlatFileItemReader;
'''
LB_IMPORT_NEW = '''import org.springframework.batch.item.file.FlatFileItemReader;
import org.springframework.batch.item.file.FlatFileParseException;
'''

LB_TEST = '''package com.acme.ledger.batch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.ExitStatus;
import org.springframework.batch.core.JobExecution;
import org.springframework.batch.core.JobParameters;
import org.springframework.batch.core.JobParametersBuilder;
import org.springframework.batch.core.StepExecution;
import org.springframework.batch.test.JobLauncherTestUtils;
import org.springframework.batch.test.JobRepositoryTestUtils;
import org.springframework.batch.test.context.SpringBatchTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

@SpringBatchTest
@SpringBootTest
class ImportJobConfigTest {

    @Autowired
    private JobLauncherTestUtils jobLauncherTestUtils;

    @Autowired
    private JobRepositoryTestUtils jobRepositoryTestUtils;

    @Autowired
    private JdbcTemplate jdbcTemplate;

    @AfterEach
    void cleanUp() {
        jobRepositoryTestUtils.removeJobExecutions();
        jdbcTemplate.update("DELETE FROM ledger_entry");
    }

    private JobParameters params(String file) {
        return new JobParametersBuilder()
                .addString("input.file", "classpath:input/" + file)
                .addLong("run.ts", System.nanoTime())
                .toJobParameters();
    }

    @Test
    void importsWellFormedFile() throws Exception {
        JobExecution execution = jobLauncherTestUtils.launchJob(params("transactions-2024-03.csv"));

        assertThat(execution.getExitStatus()).isEqualTo(ExitStatus.COMPLETED);
        assertThat(jdbcTemplate.queryForObject("SELECT COUNT(*) FROM ledger_entry", Integer.class)).isEqualTo(1200);
    }

    @Test
    void importStepWritesInChunks() throws Exception {
        JobExecution execution = jobLauncherTestUtils.launchStep("importStep", params("transactions-2024-03.csv"));
        StepExecution step = execution.getStepExecutions().iterator().next();

        assertThat(step.getCommitCount()).isEqualTo(3);
        assertThat(step.getWriteCount()).isEqualTo(1200);
    }

    @Test
    void reconcileStepFlagsMismatchedTotals() throws Exception {
        JobExecution execution = jobLauncherTestUtils.launchJob(params("transactions-mismatch.csv"));

        assertThat(execution.getExitStatus().getExitCode()).isEqualTo("COMPLETED_WITH_MISMATCHES");
    }

    @Test
    void missingInputFailsTheJob() throws Exception {
        JobExecution execution = jobLauncherTestUtils.launchJob(params("does-not-exist.csv"));

        assertThat(execution.getStatus()).isEqualTo(BatchStatus.FAILED);
    }
}'''

LB_NEW_TESTS = '''
    @Test
    void skipsMalformedLinesAndCompletes() throws Exception {
        JobExecution execution = jobLauncherTestUtils.launchStep("importStep", params("transactions-malformed.csv"));
        StepExecution step = execution.getStepExecutions().iterator().next();

        assertThat(step.getExitStatus()).isEqualTo(ExitStatus.COMPLETED);
        assertThat(step.getReadSkipCount()).isEqualTo(2);
        assertThat(step.getWriteCount()).isEqualTo(8);
    }

    @Test
    void failsWhenSkipLimitIsExceeded() throws Exception {
        JobExecution execution = jobLauncherTestUtils.launchStep("importStep", params("transactions-garbage.csv"));

        assertThat(execution.getStatus()).isEqualTo(BatchStatus.FAILED);
    }'''

LB_CSV = '''booking_date,account,amount,currency,reference
2024-03-01,DE89370400440532013000,120.50,EUR,INV-2024-0311
2024-03-01,DE89370400440532013000,-45.00,EUR,REF-88213
2024-03-02,GB29NWBK60161331926819,310.00,GBP,INV-2024-0312
2024-03-02,GB29NWBK60161331926819,12,50,GBP,REF-88240
2024-03-03,FR1420041010050500013M02606,89.99,EUR,INV-2024-0313
2024-03-04,DE89370400440532013000,-1200.00,EUR
2024-03-04,NL91ABNA0417164300,64.10,EUR,REF-88277
not-a-date,NL91ABNA0417164300,15.00,EUR,REF-88278
2024-03-05,FR1420041010050500013M02606,230.00,EUR,INV-2024-0314
2024-03-05,DE89370400440532013000,-18.75,EUR,REF-88301
'''

LB_ASSERT_OLD = '''        assertThat(step.getReadSkipCount()).isEqualTo(2);
        assertThat(step.getWriteCount()).isEqualTo(8);'''
LB_ASSERT_NEW = '''        // lines 5 and 9 are malformed on purpose; line 7 lacks the reference column
        assertThat(step.getReadSkipCount()).isEqualTo(3);
        assertThat(step.getWriteCount()).isEqualTo(7);'''

LB_CLASSES = [
    ("com.acme.ledger.LedgerBatchApplicationTests", 1, 0, "6.902"),
    ("com.acme.ledger.batch.CurrencyNormalizerTest", 7, 0, "0.061"),
    ("com.acme.ledger.batch.ImportJobConfigTest", 4, 0, "3.127"),
    ("com.acme.ledger.batch.LedgerWriterTest", 5, 0, "0.418"),
    ("com.acme.ledger.batch.ReconciliationStepTest", 5, 0, "1.244"),
    ("com.acme.ledger.batch.TransactionLineMapperTest", 9, 0, "0.047"),
    ("com.acme.ledger.domain.AmountTest", 6, 1, "0.012"),
]


def lb_full(import_tests: int, import_time: str, total: int, hm: str, sec: int, total_time: str, pid: int,
            times: tuple[str, ...] = ("6.902", "0.061", "3.127", "0.418", "1.244", "0.047", "0.012")) -> str:
    out = ["[INFO] --- surefire:3.2.5:test (default-test) @ ledger-batch ---",
           "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider",
           "[INFO]",
           "[INFO] -------------------------------------------------------",
           "[INFO]  T E S T S",
           "[INFO] -------------------------------------------------------"]
    for (cls, n, skipped, _), t in zip(LB_CLASSES, times):
        if cls.endswith("ImportJobConfigTest"):
            n, t = import_tests, import_time
        out.append(f"[INFO] Running {cls}")
        if skipped:
            out.append(f"[WARNING] Tests run: {n}, Failures: 0, Errors: 0, Skipped: {skipped}, Time elapsed: {t} s -- in {cls}")
        else:
            out.append(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in {cls}")
    out += [f"{'2025-05-06T'}{hm}:{sec - 1:02d}.806+02:00  INFO {pid} --- [ledger-batch] [ionShutdownHook] j.LocalContainerEntityManagerFactoryBean : Closing JPA EntityManagerFactory for persistence unit 'default'",
            f"{'2025-05-06T'}{hm}:{sec - 1:02d}.811+02:00  INFO {pid} --- [ledger-batch] [ionShutdownHook] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Shutdown initiated...",
            f"{'2025-05-06T'}{hm}:{sec - 1:02d}.819+02:00  INFO {pid} --- [ledger-batch] [ionShutdownHook] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Shutdown completed.",
            "[INFO]",
            "[INFO] Results:",
            "[INFO]",
            f"[WARNING] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 1",
            "[INFO]",
            "[INFO] ------------------------------------------------------------------------",
            "[INFO] BUILD SUCCESS",
            "[INFO] ------------------------------------------------------------------------",
            f"[INFO] Total time:  {total_time} s",
            f"[INFO] Finished at: 2025-05-06T{hm}:{sec:02d}+02:00",
            "[INFO] ------------------------------------------------------------------------"]
    return "\n".join(out)


# OpenHands / Java Spring Batch job with JUnit 5 - bad
def t07(rs: RowSet) -> None:
    root = "/workspace/ledger-batch"
    cfg = f"{root}/src/main/java/com/acme/ledger/batch/ImportJobConfig.java"
    tst = f"{root}/src/test/java/com/acme/ledger/batch/ImportJobConfigTest.java"
    csv = f"{root}/src/test/resources/input/transactions-malformed.csv"
    c1 = apply(LB_CONFIG, LB_STEP_OLD, LB_STEP_NEW)
    c2 = apply(c1, LB_IMPORT_OLD, LB_IMPORT_NEW)
    tl = LB_TEST.split("\n")
    at = len(tl) - 1
    t1 = "\n".join(tl[:at] + LB_NEW_TESTS.split("\n") + tl[at:])
    t2 = apply(t1, LB_ASSERT_OLD, LB_ASSERT_NEW)
    fail_line = ln(t1, "getReadSkipCount()")
    nl = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(LB_CSV.rstrip("\n").split("\n"), 1))
    single_fail = f'''[INFO] Scanning for projects...
[INFO]
[INFO] ---------------------< com.acme:ledger-batch >----------------------
[INFO] Building ledger-batch 1.8.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ ledger-batch ---
[INFO] Copying 3 resources from src/main/resources to target/classes
[INFO]
[INFO] --- compiler:3.13.0:compile (default-compile) @ ledger-batch ---
[INFO] Recompiling the module because of changed source code.
[INFO] Compiling 14 source files with javac [debug parameters release 21] to target/classes
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ ledger-batch ---
[INFO] Copying 6 resources from src/test/resources to target/test-classes
[INFO]
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ ledger-batch ---
[INFO] Recompiling the module because of changed dependency.
[INFO] Compiling 8 source files with javac [debug parameters release 21] to target/test-classes
[INFO]
[INFO] --- surefire:3.2.5:test (default-test) @ ledger-batch ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.ledger.batch.ImportJobConfigTest
2025-05-06T11:09:12.532+02:00  INFO 49107 --- [ledger-batch] [           main] c.a.l.batch.ImportJobConfigTest          : Started ImportJobConfigTest in 2.683 seconds (process running for 3.412)
2025-05-06T11:09:13.905+02:00  INFO 49107 --- [ledger-batch] [           main] o.s.b.c.l.support.SimpleJobLauncher      : Job: [SimpleJob: [name=importJob]] completed with the following parameters: [{{'input.file':'{{value=classpath:input/does-not-exist.csv, type=class java.lang.String, identifying=true}}'}}] and the following status: [FAILED] in 21ms
2025-05-06T11:09:14.318+02:00  INFO 49107 --- [ledger-batch] [           main] o.s.batch.core.step.AbstractStep         : Step: [importStep] executed in 96ms
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 4.208 s <<< FAILURE! -- in com.acme.ledger.batch.ImportJobConfigTest
[ERROR] com.acme.ledger.batch.ImportJobConfigTest.skipsMalformedLinesAndCompletes -- Time elapsed: 0.164 s <<< FAILURE!
org.opentest4j.AssertionFailedError:

expected: 2
 but was: 3
	at com.acme.ledger.batch.ImportJobConfigTest.skipsMalformedLinesAndCompletes(ImportJobConfigTest.java:{fail_line})
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1596)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1596)

[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   ImportJobConfigTest.skipsMalformedLinesAndCompletes:{fail_line}
expected: 2
 but was: 3
[INFO]
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  9.871 s
[INFO] Finished at: 2025-05-06T11:09:14+02:00
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project ledger-batch: There are test failures.
[ERROR]
[ERROR] Please refer to /workspace/ledger-batch/target/surefire-reports for the individual test results.'''
    single_ok = '''[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.ledger.batch.ImportJobConfigTest
2025-05-06T11:12:40.077+02:00  INFO 49522 --- [ledger-batch] [           main] c.a.l.batch.ImportJobConfigTest          : Started ImportJobConfigTest in 2.598 seconds (process running for 3.301)
2025-05-06T11:12:41.690+02:00  INFO 49522 --- [ledger-batch] [           main] o.s.batch.core.step.AbstractStep         : Step: [importStep] executed in 88ms
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 4.051 s -- in com.acme.ledger.batch.ImportJobConfigTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  9.420 s
[INFO] Finished at: 2025-05-06T11:12:42+02:00
[INFO] ------------------------------------------------------------------------'''
    turns = [
        (bash(f"cd {root} && mvn -B test 2>&1 | grep -vE 'DEBUG|Hibernate' | tail -n 40"),
         oh_bash(lb_full(4, "3.127", 37, "11:02", 31, "21.486", 48213), root)),
        (view(cfg), cat_n(cfg, LB_CONFIG)),
        (sub(cfg, LB_STEP_OLD, LB_STEP_NEW), snippet(cfg, c1, LB_STEP_NEW)),
        (sub(cfg, LB_IMPORT_OLD, LB_IMPORT_NEW), snippet(cfg, c2, LB_IMPORT_NEW)),
        (view(tst, [at - 8, at + 1]), view_lines(tst, LB_TEST, at - 8, at + 1)),
        (editor("insert", tst, insert_line=at, new_str=LB_NEW_TESTS),
         snippet(tst, t1, LB_NEW_TESTS.lstrip("\n"))),
        (create(csv, LB_CSV), created(csv)),
        (bash("mvn -B test -Dtest=ImportJobConfigTest 2>&1 | tail -n 60"), oh_bash(single_fail, root, 1)),
        (bash("nl -ba src/test/resources/input/transactions-malformed.csv"), oh_bash(nl, root)),
        (sub(tst, LB_ASSERT_OLD, LB_ASSERT_NEW), snippet(tst, t2, LB_ASSERT_NEW)),
        (bash("mvn -B test -Dtest=ImportJobConfigTest 2>&1 | tail -n 18"), oh_bash(single_ok, root)),
        (bash("mvn -B test 2>&1 | grep -vE 'DEBUG|Hibernate' | tail -n 40"),
         oh_bash(lb_full(6, "4.112", 37, "11:15", 48, "22.907", 50214,
                         ("7.118", "0.058", "4.112", "0.431", "1.262", "0.049", "0.011")), root)),
    ]
    state = (f"Maven project {root} (Java 21, Spring Boot 3.3, Spring Batch 5.1, JUnit 5). importJob reads bank CSV "
             "exports with a FlatFileItemReader; one malformed line currently fails the whole job. Task: make importStep "
             "skip unparsable lines (up to 50 per run) and cover it with tests. Branch feature/skip-malformed-lines.")
    rs.add(task="swe", tid="h40-swe-07", system=oh_system(root), turns=turns, state=state, bad=True, turn=12,
           kind="final test total unchanged although two tests were added (the class line shows them)")


# ---------------------------------------------------------------- 08
TN_DATE = '''const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelative(from: Date, now: Date = new Date()): string {
  const diff = now.getTime() - from.getTime();
  if (diff < MINUTE) return "just now";
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} min ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)} h ago`;
  const days = Math.floor(diff / DAY);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return formatTrailDate(from);
}

export function formatTrailDate(d: Date): string {
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}

export function toISODateKey(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}
'''
TN_OLD = '''export function formatTrailDate(d: Date): string {
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}

export function toISODateKey(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}'''
TN_NEW = '''// Trail dates are stored in UTC; render them on the UTC calendar so a 23:30Z hike
// does not show up on the next day for visitors east of Greenwich.
export function formatTrailDate(d: Date): string {
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

export function toISODateKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}'''


# Gemini CLI / Remix app with Vitest - clean
def t08(rs: RowSet) -> None:
    root = "/home/kofi/projects/trailnotes"
    dp = f"{root}/app/utils/date.ts"
    new = apply(TN_DATE, TN_OLD, TN_NEW)
    ins, dels = counts(TN_DATE, new)
    fail = f'''
 RUN  v1.6.0 {root}

 ❯ app/utils/date.test.ts (9 tests | 2 failed) 18ms
   ❯ app/utils/date.test.ts > toISODateKey > uses the UTC calendar day
     → expected '2024-07-01' to be '2024-06-30' // Object.is equality
   ❯ app/utils/date.test.ts > formatTrailDate > keeps late-evening UTC timestamps on the same day
     → expected '1 Jul 2024' to be '30 Jun 2024' // Object.is equality
 ✓ app/utils/slug.test.ts (6 tests) 4ms
 ✓ app/utils/distance.test.ts (11 tests) 7ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  app/utils/date.test.ts > toISODateKey > uses the UTC calendar day
AssertionError: expected '2024-07-01' to be '2024-06-30' // Object.is equality

- Expected
+ Received

- 2024-06-30
+ 2024-07-01

 ❯ app/utils/date.test.ts:41:29
     39|   it("uses the UTC calendar day", () => {{
     40|     const d = new Date("2024-06-30T23:30:00Z");
     41|     expect(toISODateKey(d)).toBe("2024-06-30");
       |                             ^
     42|   }});
     43|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 FAIL  app/utils/date.test.ts > formatTrailDate > keeps late-evening UTC timestamps on the same day
AssertionError: expected '1 Jul 2024' to be '30 Jun 2024' // Object.is equality

- Expected
+ Received

- 30 Jun 2024
+ 1 Jul 2024

 ❯ app/utils/date.test.ts:55:58
     53|   it("keeps late-evening UTC timestamps on the same day", () => {{
     54|     const d = new Date("2024-06-30T23:30:00Z");
     55|     expect(formatTrailDate(d)).toBe("30 Jun 2024");
       |                                ^
     56|   }});
     57|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

 Test Files  1 failed | 2 passed (3)
      Tests  2 failed | 24 passed (26)
   Start at  10:42:07
   Duration  612ms (transform 88ms, setup 0ms, collect 121ms, tests 29ms, environment 1ms, prepare 402ms)
'''
    ok = f'''
 RUN  v1.6.0 {root}

 ✓ app/utils/slug.test.ts (6 tests) 3ms
 ✓ app/utils/date.test.ts (9 tests) 9ms
 ✓ app/utils/distance.test.ts (11 tests) 6ms

 Test Files  3 passed (3)
      Tests  26 passed (26)
   Start at  10:44:51
   Duration  498ms (transform 71ms, setup 0ms, collect 103ms, tests 18ms, environment 1ms, prepare 356ms)
'''
    full = f'''
 RUN  v1.6.0 {root}

 ✓ app/utils/slug.test.ts (6 tests) 3ms
 ✓ app/utils/date.test.ts (9 tests) 10ms
 ✓ app/utils/distance.test.ts (11 tests) 6ms
 ✓ app/lib/gpx.server.test.ts (8 tests) 41ms
 ✓ app/lib/elevation.test.ts (7 tests) 12ms
 ✓ app/models/trail.server.test.ts (12 tests) 88ms
 ✓ app/models/note.server.test.ts (9 tests) 64ms
 ✓ app/routes/trails._index.test.tsx (5 tests) 131ms
 ✓ app/routes/trails.$slug.test.tsx (7 tests) 156ms
 ✓ app/routes/notes.new.test.tsx (6 tests) 143ms
 ✓ app/components/TrailCard.test.tsx (4 tests) 58ms
 ✓ app/components/ElevationChart.test.tsx (3 tests) 97ms
 ✓ app/components/NoteForm.test.tsx (6 tests) 121ms
 ✓ app/session.server.test.ts (3 tests) 22ms

 Test Files  14 passed (14)
      Tests  96 passed (96)
   Start at  10:45:30
   Duration  3.27s (transform 914ms, setup 402ms, collect 2.61s, tests 942ms, environment 3.88s, prepare 1.74s)
'''
    turns = [
        (gshell("npx vitest run app/utils", "Run the utility tests."),
         gem_run("npx vitest run app/utils", fail, code=1, pgid=60114)),
        (g_read(dp), TN_DATE),
        (g_replace(dp, TN_OLD, TN_NEW), g_modified(dp)),
        (gshell("npx vitest run app/utils", "Re-run the utility tests."),
         gem_run("npx vitest run app/utils", ok, pgid=60287)),
        (gshell("npx vitest run", "Run the whole test suite."),
         gem_run("npx vitest run", full, pgid=60355)),
        (gshell("git diff --stat && git status -s", "Summarize the change."),
         gem_run("git diff --stat && git status -s",
                 diffstat([("app/utils/date.ts", ins, dels)]) + "\n M app/utils/date.ts", pgid=60419)),
    ]
    state = (f"Remix 2.9 app at {root} (Node 20, Vitest 1.6, TZ=Europe/Berlin on this machine). Hikers east of UTC "
             "see late-evening hikes dated one day later; two date tests fail locally. Branch fix/utc-trail-dates.")
    rs.add(task="swe", tid="h40-swe-08", system=gem_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 09
RELAY_UP = '''use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
#[cfg(test)]
use mockall::automock;
use tracing::{instrument, warn};

use crate::config::UpstreamConfig;
use crate::error::RelayError;
use crate::proto::{ForwardRequest, ForwardResponse};

#[cfg_attr(test, automock)]
#[async_trait]
pub trait Upstream: Send + Sync {
    fn name(&self) -> &str;
    async fn forward(&self, req: ForwardRequest) -> Result<ForwardResponse, RelayError>;
}

pub struct Dispatcher {
    upstreams: Vec<Arc<dyn Upstream>>,
    timeout: Duration,
}

impl Dispatcher {
    pub fn new(upstreams: Vec<Arc<dyn Upstream>>, cfg: &UpstreamConfig) -> Self {
        Self { upstreams, timeout: Duration::from_millis(cfg.timeout_ms) }
    }

    /// Try each upstream in order until one answers.
    #[instrument(skip_all, fields(route = %req.route))]
    pub async fn dispatch(&self, req: ForwardRequest) -> Result<ForwardResponse, RelayError> {
        let mut last_err = RelayError::NoUpstream;
        for up in &self.upstreams {
            match up.forward(req.clone()).await {
                Ok(resp) => return Ok(resp),
                Err(err) => {
                    warn!(upstream = up.name(), %err, "upstream failed, trying next");
                    last_err = err;
                }
            }
        }
        Err(last_err)
    }
}'''

RELAY_OLD = '''            match up.forward(req.clone()).await {
                Ok(resp) => return Ok(resp),
                Err(err) => {
                    warn!(upstream = up.name(), %err, "upstream failed, trying next");
                    last_err = err;
                }
            }'''
RELAY_NEW = '''            match tokio::time::timeout(self.timeout, up.forward(req.clone())).await {
                Ok(Ok(resp)) => return Ok(resp),
                Ok(Err(err)) => {
                    warn!(upstream = up.name(), %err, "upstream failed, trying next");
                    last_err = err;
                }
                Err(_elapsed) => {
                    warn!(upstream = up.name(), timeout_ms = self.timeout.as_millis() as u64, "upstream timed out, trying next");
                    last_err = RelayError::Timeout(up.name().to_owned());
                }
            }'''


# OpenHands / Rust tokio service with mockall - bad
def t09(rs: RowSet) -> None:
    root = "/workspace/relayd"
    up = f"{root}/src/upstream.rs"
    new = apply(RELAY_UP, RELAY_OLD, RELAY_NEW)
    metrics = '''# HELP relayd_requests_total Requests received, by route and status.
# TYPE relayd_requests_total counter
relayd_requests_total{route="/v1/charge",status="200"} 0
relayd_requests_total{route="/v1/refund",status="200"} 0
# HELP relayd_upstream_inflight Requests currently waiting on an upstream.
# TYPE relayd_upstream_inflight gauge
relayd_upstream_inflight{upstream="billing-eu-1"} 0
relayd_upstream_inflight{upstream="billing-eu-2"} 0
# HELP relayd_upstream_errors_total Upstream failures, by kind.
# TYPE relayd_upstream_errors_total counter
relayd_upstream_errors_total{upstream="billing-eu-1",kind="connect"} 0
relayd_upstream_errors_total{upstream="billing-eu-1",kind="status"} 0
relayd_upstream_errors_total{upstream="billing-eu-2",kind="connect"} 0
relayd_upstream_errors_total{upstream="billing-eu-2",kind="status"} 0
# HELP relayd_config_upstream_timeout_ms Configured per-upstream timeout.
# TYPE relayd_config_upstream_timeout_ms gauge
relayd_config_upstream_timeout_ms 2500
# HELP relayd_build_info Build information.
# TYPE relayd_build_info gauge
relayd_build_info{version="0.9.2",rustc="1.79.0"} 1'''
    log = '''2025-03-03T08:14:21.902114Z  INFO relayd: loaded config path="dev.toml" upstreams=2 timeout_ms=2500
2025-03-03T08:14:21.903559Z  INFO relayd::upstream: upstream ready name="billing-eu-1" addr="http://10.20.0.11:9000"
2025-03-03T08:14:21.903601Z  INFO relayd::upstream: upstream ready name="billing-eu-2" addr="http://10.20.0.12:9000"
2025-03-03T08:14:21.904877Z  INFO relayd: metrics listening addr=127.0.0.1:7401
2025-03-03T08:14:21.905012Z  INFO relayd: relay listening addr=0.0.0.0:7400
2025-03-03T08:14:39.118430Z  INFO relayd::http: request started route="/v1/charge" request_id=7f1c2a90
2025-03-03T08:15:09.120071Z  WARN relayd::watchdog: request still waiting on upstream route="/v1/charge" request_id=7f1c2a90 upstream="billing-eu-1" waited_ms=30001
2025-03-03T08:15:39.121533Z  WARN relayd::watchdog: request still waiting on upstream route="/v1/charge" request_id=7f1c2a90 upstream="billing-eu-1" waited_ms=60003
2025-03-03T08:15:40.402917Z  INFO relayd::http: request finished route="/v1/charge" request_id=7f1c2a90 status=504 latency_ms=61284'''
    test_out = '''   Compiling relayd v0.9.2 (/workspace/relayd)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 13.64s
     Running unittests src/main.rs (target/debug/deps/relayd-3f9a1c0b7d2e4f61)

running 5 tests
test upstream::tests::dispatch_without_upstreams_is_no_upstream ... ok
test upstream::tests::dispatch_returns_first_success ... ok
test upstream::tests::dispatch_falls_through_on_error ... ok
test upstream::tests::dispatch_reports_last_error_when_all_fail ... ok
test upstream::tests::dispatch_skips_hung_upstream ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 33 filtered out; finished in 0.03s

     Running tests/integration.rs (target/debug/deps/integration-9b2e7d14c0a3f568)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 11 filtered out; finished in 0.00s
'''
    turns = [
        (bash(f"cd {root} && cargo build --release 2>&1 | tail -n 6"),
         oh_bash('''   Compiling tower-http v0.5.2
   Compiling hyper-util v0.1.5
   Compiling tonic v0.11.0
   Compiling relayd-proto v0.3.1 (/workspace/relayd/proto)
   Compiling relayd v0.9.2 (/workspace/relayd)
    Finished `release` profile [optimized] target(s) in 1m 12s''', root)),
        (bash("./target/release/relayd --config dev.toml > /tmp/relayd.log 2>&1 & echo $!"),
         oh_bash("[1] 28417\n28417", root)),
        (bash("sleep 1; ps -o pid,ppid,stat,etime,rss,args -C relayd; ss -ltnp | grep relayd"),
         oh_bash('''    PID    PPID STAT     ELAPSED   RSS COMMAND
  28471     611 Sl         00:02 11240 ./target/release/relayd --config dev.toml
LISTEN 0      1024         0.0.0.0:7400      0.0.0.0:*    users:(("relayd",pid=28471,fd=9))
LISTEN 0      1024       127.0.0.1:7401      0.0.0.0:*    users:(("relayd",pid=28471,fd=10))''', root)),
        (bash("curl -s localhost:7401/metrics | head -n 20"), oh_bash(metrics, root)),
        (bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' -X POST localhost:7400/v1/charge -d @fixtures/charge.json; tail -n 9 /tmp/relayd.log"),
         oh_bash("504 61.291873\n" + log, root)),
        (view(up), cat_n(up, RELAY_UP)),
        (sub(up, RELAY_OLD, RELAY_NEW), snippet(up, new, RELAY_NEW)),
        (bash("cargo test upstream 2>&1 | tail -n 20"), oh_bash(test_out, root)),
        (bash("kill %1; wait; tail -n 3 /tmp/relayd.log"),
         oh_bash('''[1]+  Terminated              ./target/release/relayd --config dev.toml > /tmp/relayd.log 2>&1
2025-03-03T08:15:40.402917Z  INFO relayd::http: request finished route="/v1/charge" request_id=7f1c2a90 status=504 latency_ms=61284
2025-03-03T08:19:02.660218Z  INFO relayd: received SIGTERM, draining connections inflight=0
2025-03-03T08:19:02.661034Z  INFO relayd: shutdown complete''', root)),
    ]
    state = (f"Rust workspace at {root} (rustc 1.79, tokio 1.38, mockall 0.12). relayd forwards payment calls to a list "
             "of upstreams; a hung upstream makes requests wait a minute although dev.toml sets upstream timeout_ms = 2500. "
             "The dev upstream billing-eu-1 is deliberately unresponsive for reproduction.")
    rs.add(task="swe", tid="h40-swe-09", system=oh_system(root), turns=turns, state=state, bad=True, turn=3,
           kind="the background server's PID differs from the one printed at launch, with no restart")


# ---------------------------------------------------------------- 10
KB_REPO = '''package dev.yuki.kanban.data

import org.jetbrains.exposed.sql.ResultRow
import org.jetbrains.exposed.sql.SortOrder
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.insertAndGetId
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.transactions.transaction
import org.jetbrains.exposed.sql.update
import java.time.Instant

data class Board(val id: Int, val ownerId: Int, val title: String, val archived: Boolean, val createdAt: Instant)

class BoardRepo {
    fun create(ownerId: Int, title: String): Board = transaction {
        val now = Instant.now()
        val id = Boards.insertAndGetId {
            it[Boards.ownerId] = ownerId
            it[Boards.title] = title
            it[Boards.createdAt] = now
        }
        Board(id.value, ownerId, title, archived = false, createdAt = now)
    }

    fun listFor(ownerId: Int): List<Board> = transaction {
        Boards.selectAll()
            .where { Boards.ownerId eq ownerId }
            .orderBy(Boards.createdAt to SortOrder.DESC)
            .map(::toBoard)
    }

    fun archive(id: Int): Boolean = transaction {
        Boards.update({ Boards.id eq id }) { it[archived] = true } == 1
    }

    private fun toBoard(row: ResultRow) = Board(
        id = row[Boards.id].value,
        ownerId = row[Boards.ownerId],
        title = row[Boards.title],
        archived = row[Boards.archived],
        createdAt = row[Boards.createdAt],
    )
}
'''


# Gemini CLI / Kotlin Ktor API with Exposed and Kotest - clean
def t10(rs: RowSet) -> None:
    root = "/home/yuki/work/kanban-api"
    data = f"{root}/src/main/kotlin/dev/yuki/kanban/data"
    rp = f"{data}/BoardRepo.kt"
    rel_main = "src/main/kotlin/dev/yuki/kanban/data"
    rel_test = "src/test/kotlin/dev/yuki/kanban/data"
    fail = f'''> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :classes UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses

> Task :test

BoardRepoTest > archive > archived boards are hidden from listFor FAILED
    io.kotest.assertions.AssertionFailedError: Collection should not contain element Board(id=2, ownerId=7, title=Q3 roadmap, archived=true, createdAt=2025-01-20T10:14:03.118452Z) based on object equality; but the collection is [Board(id=2, ownerId=7, title=Q3 roadmap, archived=true, createdAt=2025-01-20T10:14:03.118452Z), Board(id=1, ownerId=7, title=Sprint 14, archived=false, createdAt=2025-01-20T10:14:03.104911Z)]
        at app//dev.yuki.kanban.data.BoardRepoTest$1$3$1.invokeSuspend(BoardRepoTest.kt:41)
        at app//dev.yuki.kanban.data.BoardRepoTest$1$3$1.invoke(BoardRepoTest.kt)

24 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 21s
6 actionable tasks: 2 executed, 4 up-to-date'''
    old = "            .where { Boards.ownerId eq ownerId }"
    new = "            .where { (Boards.ownerId eq ownerId) and (Boards.archived eq false) }"
    hits = [
        (f"{rel_main}/BoardRepository.kt", [(ln(KB_REPO, "class BoardRepo {"), "class BoardRepo {")]),
        ("src/main/kotlin/dev/yuki/kanban/Application.kt", [(24, "    val boards = BoardRepo()")]),
        ("src/main/kotlin/dev/yuki/kanban/routes/BoardRoutes.kt", [(14, "fun Route.boardRoutes(boards: BoardRepo) {")]),
        (f"{rel_test}/BoardRepositoryTest.kt", [(13, "class BoardRepoTest : FunSpec({"), (19, "    val repo = BoardRepo()")]),
    ]
    sed = ("git grep -lwE 'BoardRepo|BoardRepoTest' -- src | xargs sed -i -E "
           "-e 's/\\bBoardRepoTest\\b/BoardRepositoryTest/g' -e 's/\\bBoardRepo\\b/BoardRepository/g' && git grep -cw BoardRepository -- src")
    turns = [
        (gshell("./gradlew test --console=plain", "Run the test suite."),
         gem_run("./gradlew test --console=plain", fail, code=1, pgid=33410)),
        (g_read(rp), KB_REPO),
        (g_replace(rp, old, new), g_modified(rp)),
        (gshell("./gradlew test --console=plain --tests 'dev.yuki.kanban.data.BoardRepoTest'", "Run the repository tests only."),
         gem_run("./gradlew test --console=plain --tests 'dev.yuki.kanban.data.BoardRepoTest'", '''> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 17s
6 actionable tasks: 3 executed, 3 up-to-date''', pgid=33602)),
        (call("list_directory", path=data), f'''Directory listing for {data}:
BoardRepo.kt
CardRepository.kt
DatabaseFactory.kt
Tables.kt'''),
        (gshell(f"git mv {rel_main}/BoardRepo.kt {rel_main}/BoardRepository.kt && git mv {rel_test}/BoardRepoTest.kt {rel_test}/BoardRepositoryTest.kt",
                "Rename the repository class files to match CardRepository."),
         gem_run(f"git mv {rel_main}/BoardRepo.kt {rel_main}/BoardRepository.kt && git mv {rel_test}/BoardRepoTest.kt {rel_test}/BoardRepositoryTest.kt",
                 "", pgid=33688)),
        (call("search_file_content", pattern="\\bBoardRepo(Test)?\\b", path="src"),
         g_search("\\bBoardRepo(Test)?\\b", hits, path="src")),
        (gshell(sed, "Rename the class and its usages."),
         gem_run(sed, f'''src/main/kotlin/dev/yuki/kanban/Application.kt:1
{rel_main}/BoardRepository.kt:1
src/main/kotlin/dev/yuki/kanban/routes/BoardRoutes.kt:1
{rel_test}/BoardRepositoryTest.kt:1''', pgid=33741)),
        (gshell("./gradlew test --console=plain && git status -s", "Run all tests and show the working tree."),
         gem_run("./gradlew test --console=plain && git status -s", f'''> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes
> Task :processTestResources UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 38s
6 actionable tasks: 4 executed, 2 up-to-date
 M src/main/kotlin/dev/yuki/kanban/Application.kt
RM {rel_main}/BoardRepo.kt -> {rel_main}/BoardRepository.kt
 M src/main/kotlin/dev/yuki/kanban/routes/BoardRoutes.kt
RM {rel_test}/BoardRepoTest.kt -> {rel_test}/BoardRepositoryTest.kt''', pgid=33907)),
        (call("list_directory", path=data), f'''Directory listing for {data}:
BoardRepository.kt
CardRepository.kt
DatabaseFactory.kt
Tables.kt'''),
    ]
    state = (f"Ktor 2.3 service at {root} (Kotlin 2.0, Exposed 0.52, Kotest 5.9, H2 for tests). Bug KB-88: archived boards "
             "still show up in GET /boards. While there, rename BoardRepo to BoardRepository like CardRepository. 24 tests.")
    rs.add(task="swe", tid="h40-swe-10", system=gem_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 11
RB_C = '''#include "ringbuf.h"

#include <stdlib.h>
#include <string.h>

struct ringbuf {
    size_t cap;
    size_t head; /* next slot to write */
    size_t tail; /* next slot to read */
    size_t len;
    unsigned char *buf;
};

ringbuf_t *rb_new(size_t cap)
{
    if (cap == 0)
        return NULL;
    ringbuf_t *rb = calloc(1, sizeof *rb);
    if (!rb)
        return NULL;
    rb->buf = malloc(cap);
    if (!rb->buf) {
        free(rb);
        return NULL;
    }
    rb->cap = cap;
    return rb;
}

void rb_free(ringbuf_t *rb)
{
    if (rb) {
        free(rb->buf);
        free(rb);
    }
}

size_t rb_len(const ringbuf_t *rb) { return rb->len; }

size_t rb_push(ringbuf_t *rb, const void *src, size_t n)
{
    const unsigned char *p = src;
    size_t done = 0;
    while (done < n && rb->len < rb->cap) {
        rb->buf[rb->head] = p[done++];
        rb->head = (rb->head + 1) % rb->cap;
        rb->len++;
    }
    return done;
}

size_t rb_pop(ringbuf_t *rb, void *dst, size_t n)
{
    unsigned char *out = dst;
    if (n > rb->len)
        n = rb->len;
    size_t first = rb->cap - rb->tail;
    if (first > n)
        first = n;
    memcpy(out, rb->buf + rb->tail, first);
    memcpy(out + first, rb->buf, n - first);
    rb->tail = (rb->tail + n) % (rb->cap - 1);
    rb->len -= n;
    return n;
}'''


# OpenHands / C library with Make and Check - bad
def t11(rs: RowSet) -> None:
    root = "/workspace/ringbuf"
    cp = f"{root}/src/ringbuf.c"
    old = "    rb->tail = (rb->tail + n) % (rb->cap - 1);"
    new_s = "    rb->tail = (rb->tail + n) % rb->cap;"
    new = apply(RB_C, old, new_s)
    lo = ln(RB_C, "size_t rb_pop(")
    build = '''cc -std=c11 -Wall -Wextra -O2 -g -Iinclude -c src/ringbuf.c -o build/ringbuf.o
cc -std=c11 -Wall -Wextra -O2 -g -Iinclude -c tests/check_ringbuf.c -o build/check_ringbuf.o
cc -o build/check_ringbuf build/check_ringbuf.o build/ringbuf.o -lcheck -lsubunit -lm -lrt -lpthread
./build/check_ringbuf
Running suite(s): ringbuf'''
    turns = [
        (bash(f"cd {root} && git branch --show-current && make check 2>&1 | tail -n 20"),
         oh_bash("fix/wrap\n" + build + '''
83%: Checks: 12, Failures: 2, Errors: 0
tests/check_ringbuf.c:88:F:wrap:test_pop_across_boundary:0: Assertion 'memcmp(out, "efgh", 4) == 0' failed
tests/check_ringbuf.c:121:F:wrap:test_many_cycles:0: Assertion 'out[0] == (i & 0xff)' failed: out[0] == 7, (i & 0xff) == 12
make: *** [Makefile:27: check] Error 1''', root)),
        (view(cp, [lo, lo + 13]), view_lines(cp, RB_C, lo, lo + 13)),
        (sub(cp, old, new_s), snippet(cp, new, new_s)),
        (bash("make check 2>&1 | tail -n 8"),
         oh_bash(build.split("\n", 1)[0] + "\n" + build.split("\n", 3)[2] + "\n./build/check_ringbuf\nRunning suite(s): ringbuf\n100%: Checks: 12, Failures: 0, Errors: 0", root)),
        (bash("ls -l --time-style=full-iso src/ build/ && date"),
         oh_bash('''src/:
total 8
-rw-r--r-- 1 root root 1391 2025-02-19 10:41:37.218493012 +0000 ringbuf.c

build/:
total 96
-rwxr-xr-x 1 root root 41976 2025-02-19 10:41:52.604118377 +0000 check_ringbuf
-rw-r--r-- 1 root root 31248 2025-02-19 10:38:44.771902340 +0000 check_ringbuf.o
-rw-r--r-- 1 root root 11032 2025-02-19 10:41:52.451776019 +0000 ringbuf.o
Wed Feb 19 10:42:05 UTC 2025''', root)),
        (bash("git commit -am \"ringbuf: keep rb_pop's tail in [0, cap)\""),
         oh_bash("[fix/wrap 7d21c0e] ringbuf: keep rb_pop's tail in [0, cap)\n" + commit_summary([("src/ringbuf.c", 1, 1)]), root)),
        (bash("git log -3 --format='%h %ad %an%n    %s' --date=iso"),
         oh_bash('''7d21c0e 2025-02-19 10:36:12 +0000 Dana Whitfield
    ringbuf: keep rb_pop's tail in [0, cap)
c2f08b4 2025-02-18 17:22:40 +0000 Dana Whitfield
    tests: add wraparound cases for rb_pop
91e5d3a 2025-02-14 09:05:11 +0000 Marek Novak
    build: add check target and subunit linkage''', root)),
        (bash("git push -u origin fix/wrap"),
         oh_bash('''Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 16 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (7/7), 1.21 KiB | 1.21 MiB/s, done.
Total 7 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote:
remote: Create a pull request for 'fix/wrap' on GitHub by visiting:
remote:      https://github.com/dwhitfield/ringbuf/pull/new/fix/wrap
remote:
To github.com:dwhitfield/ringbuf.git
 * [new branch]      fix/wrap -> fix/wrap
branch 'fix/wrap' set up to track 'origin/fix/wrap'.''', root)),
    ]
    state = (f"C11 library at {root} (GNU Make, Check 0.15.2). Branch fix/wrap has a commit adding wraparound tests that "
             "fail; the bug is in rb_pop. The tests are in tests/check_ringbuf.c, objects go to build/.")
    rs.add(task="swe", tid="h40-swe-11", system=oh_system(root), turns=turns, state=state, bad=True, turn=7,
           kind="the new commit's date is earlier than the edit and the date printed before committing")


# ---------------------------------------------------------------- 12
# Gemini CLI / Astro site with Playwright - clean
def t12(rs: RowSet) -> None:
    root = "/home/lena/sites/fieldguide"
    fail = f'''
Running 18 tests using 4 workers

  1) [chromium] › tests/nav.spec.ts:14:3 › site navigation › species link opens the species index ──

    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)

    Locator: locator('h1')
    Expected string: "Species"
    Received string: "404: Not found"
    Call log:
      - expect.toHaveText with timeout 5000ms
      - waiting for locator('h1')
      -   locator resolved to <h1>404: Not found</h1>
      -   unexpected value "404: Not found"


      16 |     await page.getByRole('link', {{ name: 'Species' }}).click();
      17 |     await expect(page).toHaveURL('/species/');
    > 18 |     await expect(page.locator('h1')).toHaveText('Species');
         |                                      ^
      19 |   }});
      20 |
      21 |   test('a species card opens its detail page', async ({{ page }}) => {{

        at {root}/tests/nav.spec.ts:18:38

  2) [chromium] › tests/nav.spec.ts:21:3 › site navigation › a species card opens its detail page ───

    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()

    Locator: getByRole('link', {{ name: 'Eurasian Otter' }})
    Expected: visible
    Received: <element(s) not found>
    Call log:
      - expect.toBeVisible with timeout 5000ms
      - waiting for getByRole('link', {{ name: 'Eurasian Otter' }})


      22 |     await page.goto('/species/');
    > 23 |     await expect(page.getByRole('link', {{ name: 'Eurasian Otter' }})).toBeVisible();
         |                                                                      ^
      24 |     await page.getByRole('link', {{ name: 'Eurasian Otter' }}).click();
      25 |     await expect(page).toHaveURL('/species/eurasian-otter/');

        at {root}/tests/nav.spec.ts:23:70

  2 failed
    [chromium] › tests/nav.spec.ts:14:3 › site navigation › species link opens the species index ───
    [chromium] › tests/nav.spec.ts:21:3 › site navigation › a species card opens its detail page ───
  16 passed (19.6s)'''
    hits = [
        ("src/components/HabitatCard.astro", [(12, "      <a href={`/taxa/${slug}/`}>{name}</a>")]),
        ("src/pages/species/index.astro", [(23, "        <a href={`/taxa/${entry.slug}/`} class=\"card\">")]),
        ("src/pages/species/[slug].astro", [(31, "  <a href=\"/taxa/\" class=\"back\">← All species</a>")]),
    ]
    sed = "sed -i 's#/taxa/#/species/#g' src/components/HabitatCard.astro src/pages/species/index.astro 'src/pages/species/[slug].astro' && git diff --stat"
    turns = [
        (gshell("npx playwright test --project=chromium --reporter=line", "Run the end-to-end tests in Chromium."),
         gem_run("npx playwright test --project=chromium --reporter=line", fail, code=1, pgid=91822)),
        (call("list_directory", path=f"{root}/src/pages"), f'''Directory listing for {root}/src/pages:
[DIR] habitats
[DIR] taxa
404.astro
about.astro
index.astro
rss.xml.ts'''),
        (gshell("git mv src/pages/taxa src/pages/species && ls src/pages/species", "Rename the taxa route to species."),
         gem_run("git mv src/pages/taxa src/pages/species && ls src/pages/species", "[slug].astro\nindex.astro", pgid=92010)),
        (call("search_file_content", pattern="/taxa", path="src"), g_search("/taxa", hits, path="src")),
        (gshell(sed, "Point the links at /species/."),
         gem_run(sed, diffstat([("src/components/HabitatCard.astro", 1, 1), ("src/pages/species/[slug].astro", 1, 1),
                                ("src/pages/species/index.astro", 1, 1)]), pgid=92077)),
        (gshell("npx playwright test --project=chromium --reporter=line", "Re-run the end-to-end tests."),
         gem_run("npx playwright test --project=chromium --reporter=line", '''
Running 18 tests using 4 workers

  18 passed (12.4s)''', pgid=92140)),
        (gshell("git status -s", "Show the working tree."),
         gem_run("git status -s", ''' M src/components/HabitatCard.astro
RM src/pages/taxa/[slug].astro -> src/pages/species/[slug].astro
RM src/pages/taxa/index.astro -> src/pages/species/index.astro''', pgid=92203)),
    ]
    state = (f"Astro 4.11 static site at {root} (Node 20, @playwright/test 1.45, webServer runs `astro preview` on :4321). "
             "The navigation was switched to /species/ last week but the pages still live under src/pages/taxa; two nav "
             "tests fail.")
    rs.add(task="swe", tid="h40-swe-12", system=gem_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 13
TT_TEST = '''package ui

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"github.com/kitlabs/tasktui/internal/store"
)

func fixtureTasks() []store.Task {
	return []store.Task{
		{ID: 1, Title: "Write release notes", Due: time.Date(2025, 2, 3, 0, 0, 0, 0, time.UTC)},
		{ID: 2, Title: "Review PR #214", Done: true},
		{ID: 3, Title: "Rotate API keys", Due: time.Date(2025, 2, 10, 0, 0, 0, 0, time.UTC)},
	}
}

func TestListRender(t *testing.T) {
	tm := teatest.NewTestModel(t, NewModel(fixtureTasks()), teatest.WithInitialTermSize(60, 12))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return containsAll(b, "Write release notes", "Rotate API keys")
	}, teatest.WithDuration(time.Second))
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
	teatest.RequireEqualOutput(t, readAll(t, tm.FinalOutput(t)))
}

func TestListToggleDone(t *testing.T) {
	tm := teatest.NewTestModel(t, NewModel(fixtureTasks()), teatest.WithInitialTermSize(60, 12))
	tm.Send(tea.KeyMsg{Type: tea.KeySpace})
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(time.Second)).(Model)
	if !final.tasks[0].Done {
		t.Fatalf("task 1 should be done after space, got %+v", final.tasks[0])
	}
	teatest.RequireEqualOutput(t, readAll(t, tm.FinalOutput(t)))
}'''


# OpenHands / Go Bubble Tea TUI with teatest - bad
def t13(rs: RowSet) -> None:
    root = "/workspace/tasktui"
    tp = f"{root}/internal/ui/tasklist_test.go"
    t1 = apply(TT_TEST, "func TestListRender(t *testing.T) {", "func TestTaskListRender(t *testing.T) {")
    t2 = apply(t1, "func TestListToggleDone(t *testing.T) {", "func TestTaskListToggleDone(t *testing.T) {")
    turns = [
        (bash(f"cd {root} && git status -sb && ls -la internal/ui internal/ui/testdata"),
         oh_bash('''## main...origin/main
internal/ui:
total 40
drwxr-xr-x 3 root root 4096 Jan 27 14:03 .
drwxr-xr-x 5 root root 4096 Jan 27 14:03 ..
-rw-r--r-- 1 root root 1873 Jan 27 14:03 keys.go
-rw-r--r-- 1 root root 4412 Jan 27 14:03 list.go
-rw-r--r-- 1 root root 1408 Jan 27 14:03 list_test.go
-rw-r--r-- 1 root root 3958 Jan 27 14:03 model.go
-rw-r--r-- 1 root root 1120 Jan 27 14:03 styles.go
drwxr-xr-x 2 root root 4096 Jan 27 14:03 testdata

internal/ui/testdata:
total 16
drwxr-xr-x 2 root root 4096 Jan 27 14:03 .
drwxr-xr-x 3 root root 4096 Jan 27 14:03 ..
-rw-r--r-- 1 root root  912 Jan 27 14:03 TestListRender.golden
-rw-r--r-- 1 root root  640 Jan 27 14:03 TestListToggleDone.golden''', root)),
        (bash("git mv internal/ui/list.go internal/ui/tasklist.go && git mv internal/ui/list_test.go internal/ui/tasklist_test.go"),
         oh_bash("", root)),
        (bash("go test ./internal/ui/ 2>&1 | tail -n 20"),
         oh_bash("ok  \tgithub.com/kitlabs/tasktui/internal/ui\t0.412s", root)),
        (view(tp), cat_n(tp, TT_TEST)),
        (bash("ls -la internal/ui internal/ui/testdata"),
         oh_bash('''internal/ui:
total 40
drwxr-xr-x 3 root root 4096 Feb  3 10:12 .
drwxr-xr-x 5 root root 4096 Jan 27 14:03 ..
-rw-r--r-- 1 root root 1873 Jan 27 14:03 keys.go
-rw-r--r-- 1 root root 4412 Jan 27 14:03 list.go
-rw-r--r-- 1 root root 3958 Jan 27 14:03 model.go
-rw-r--r-- 1 root root 1120 Jan 27 14:03 styles.go
-rw-r--r-- 1 root root 1408 Jan 27 14:03 tasklist_test.go
drwxr-xr-x 2 root root 4096 Jan 27 14:03 testdata

internal/ui/testdata:
total 16
drwxr-xr-x 2 root root 4096 Jan 27 14:03 .
drwxr-xr-x 3 root root 4096 Feb  3 10:12 ..
-rw-r--r-- 1 root root  912 Jan 27 14:03 TestListRender.golden
-rw-r--r-- 1 root root  640 Jan 27 14:03 TestListToggleDone.golden''', root)),
        (sub(tp, "func TestListRender(t *testing.T) {", "func TestTaskListRender(t *testing.T) {"),
         snippet(tp, t1, "func TestTaskListRender(t *testing.T) {")),
        (sub(tp, "func TestListToggleDone(t *testing.T) {", "func TestTaskListToggleDone(t *testing.T) {"),
         snippet(tp, t2, "func TestTaskListToggleDone(t *testing.T) {")),
        (bash("go test ./internal/ui/ -run 'TestTaskList' -update -v"),
         oh_bash('''=== RUN   TestTaskListRender
--- PASS: TestTaskListRender (0.11s)
=== RUN   TestTaskListToggleDone
--- PASS: TestTaskListToggleDone (0.06s)
PASS
ok  	github.com/kitlabs/tasktui/internal/ui	0.188s''', root)),
        (bash("git rm -q internal/ui/testdata/TestListRender.golden internal/ui/testdata/TestListToggleDone.golden && git status --short -- internal/ui/testdata"),
         oh_bash('''D  internal/ui/testdata/TestListRender.golden
D  internal/ui/testdata/TestListToggleDone.golden
?? internal/ui/testdata/TestTaskListRender.golden
?? internal/ui/testdata/TestTaskListToggleDone.golden''', root)),
        (bash("go vet ./... && go test ./... 2>&1"),
         oh_bash('''?   	github.com/kitlabs/tasktui/cmd/tasktui	[no test files]
ok  	github.com/kitlabs/tasktui/internal/store	0.031s
ok  	github.com/kitlabs/tasktui/internal/ui	0.203s''', root)),
    ]
    state = (f"Go 1.22 terminal app at {root} built on Bubble Tea 0.26 with teatest golden-file tests. Task: the list "
             "view's files should be named after the TaskList component (list.go -> tasklist.go, with its test and "
             "golden files). Branch main, clean tree.")
    rs.add(task="swe", tid="h40-swe-13", system=oh_system(root), turns=turns, state=state, bad=True, turn=5,
           kind="a file renamed with git mv is listed under its old name")


# ---------------------------------------------------------------- 14
SR_LEGACY = '''// Ported from the old Express app (see #57). Mutates its input and never rounds.
export interface Ingredient {
  name: string;
  amount: number;
  unit?: string;
}

export function scale(ingredients: Ingredient[], from: number, to: number): Ingredient[] {
  for (const i of ingredients) i.amount = (i.amount / from) * to;
  return ingredients;
}
'''

SR_SCALE = '''export interface Ingredient {
  name: string;
  amount: number;
  unit?: string;
}

/** Scale amounts from `servings` to `target` servings without touching the input. */
export function scaleIngredients(ingredients: readonly Ingredient[], servings: number, target: number): Ingredient[] {
  if (servings <= 0 || target <= 0) throw new RangeError("servings must be positive");
  const factor = target / servings;
  return ingredients.map((i) => ({ ...i, amount: i.amount * factor }));
}
'''

SR_TEST = '''import { describe, expect, it } from "vitest";
import { scaleIngredients } from "./scale";

const pancakes = [
  { name: "flour", amount: 1.5, unit: "cup" },
  { name: "egg", amount: 1 },
  { name: "milk", amount: 1.25, unit: "cup" },
];

describe("scaleIngredients", () => {
  it("doubles every amount", () => {
    expect(scaleIngredients(pancakes, 2, 4).map((i) => i.amount)).toEqual([3, 2, 2.5]);
  });

  it("rounds to two decimals", () => {
    expect(scaleIngredients(pancakes, 3, 1).map((i) => i.amount)).toEqual([0.5, 0.33, 0.42]);
  });

  it("keeps names and units and leaves the input alone", () => {
    expect(scaleIngredients(pancakes, 2, 1)[0]).toEqual({ name: "flour", amount: 0.75, unit: "cup" });
    expect(pancakes[0].amount).toBe(1.5);
  });

  it("rejects non-positive servings", () => {
    expect(() => scaleIngredients(pancakes, 0, 2)).toThrow(RangeError);
  });
});
'''


# Gemini CLI / SolidStart app with Vitest - clean
def t14(rs: RowSet) -> None:
    root = "/home/ari/dev/solid-recipes"
    lib = f"{root}/src/lib"
    route = f"{root}/src/routes/recipes/[id].tsx"
    old_amt = "  return ingredients.map((i) => ({ ...i, amount: i.amount * factor }));"
    new_amt = "  return ingredients.map((i) => ({ ...i, amount: Math.round(i.amount * factor * 100) / 100 }));"
    l_round = ln(SR_TEST, "rounds to two decimals") + 1
    fail = f'''
 RUN  v1.6.0 {root}

 ✓ src/lib/units.test.ts (12 tests) 6ms
 ❯ src/lib/scale.test.ts (4 tests | 1 failed) 9ms
   ❯ src/lib/scale.test.ts > scaleIngredients > rounds to two decimals
     → expected [ 0.5, 0.3333333333333333, …(1) ] to deeply equal [ 0.5, 0.33, 0.42 ]

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/scale.test.ts > scaleIngredients > rounds to two decimals
AssertionError: expected [ 0.5, 0.3333333333333333, …(1) ] to deeply equal [ 0.5, 0.33, 0.42 ]

- Expected
+ Received

  Array [
    0.5,
-   0.33,
-   0.42,
+   0.3333333333333333,
+   0.41666666666666663,
  ]

 ❯ src/lib/scale.test.ts:{l_round}:68
     {l_round - 1}|
     {l_round}|   it("rounds to two decimals", () => {{
     {l_round + 1}|     expect(scaleIngredients(pancakes, 3, 1).map((i) => i.amount)).toEqual([0.5, 0.33, 0.42]);
       |                                                                    ^
     {l_round + 2}|   }});
     {l_round + 3}|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 15 passed (16)
   Start at  16:20:14
   Duration  402ms (transform 61ms, setup 0ms, collect 58ms, tests 15ms, environment 0ms, prepare 297ms)
'''
    ok = f'''
 RUN  v1.6.0 {root}

 ✓ src/lib/units.test.ts (12 tests) 5ms
 ✓ src/lib/scale.test.ts (4 tests) 4ms

 Test Files  2 passed (2)
      Tests  16 passed (16)
   Start at  16:21:02
   Duration  371ms (transform 55ms, setup 0ms, collect 49ms, tests 9ms, environment 0ms, prepare 281ms)
'''
    full = f'''
 RUN  v1.6.0 {root}

 ✓ src/lib/units.test.ts (12 tests) 5ms
 ✓ src/lib/scale.test.ts (4 tests) 4ms
 ✓ src/components/IngredientList.test.tsx (6 tests) 74ms
 ✓ src/components/ServingsStepper.test.tsx (8 tests) 91ms
 ✓ src/components/RecipeCard.test.tsx (4 tests) 52ms
 ✓ src/routes/recipes/[id].test.tsx (7 tests) 163ms
 ✓ src/routes/index.test.tsx (3 tests) 47ms
 ✓ tests/db.test.ts (7 tests) 38ms
 ✓ tests/session.test.ts (5 tests) 21ms

 Test Files  9 passed (9)
      Tests  56 passed (56)
   Start at  16:22:37
   Duration  2.41s (transform 702ms, setup 311ms, collect 1.88s, tests 495ms, environment 2.96s, prepare 1.12s)

D  src/lib/legacyScale.ts
 M src/routes/recipes/[id].tsx
?? src/lib/scale.test.ts
?? src/lib/scale.ts'''
    turns = [
        (call("glob", pattern="src/lib/**/*.ts"),
         f'''Found 5 file(s) matching "src/lib/**/*.ts" within {root}, sorted by modification time (newest first):
{lib}/db.ts
{lib}/units.test.ts
{lib}/units.ts
{lib}/legacyScale.ts
{lib}/session.ts'''),
        (g_read(f"{lib}/legacyScale.ts"), SR_LEGACY),
        (g_write(f"{lib}/scale.ts", SR_SCALE), g_created(f"{lib}/scale.ts")),
        (g_write(f"{lib}/scale.test.ts", SR_TEST), g_created(f"{lib}/scale.test.ts")),
        (gshell("npx vitest run src/lib", "Run the library tests."),
         gem_run("npx vitest run src/lib", fail, code=1, pgid=47702)),
        (g_replace(f"{lib}/scale.ts", old_amt, new_amt), g_modified(f"{lib}/scale.ts")),
        (gshell("npx vitest run src/lib", "Re-run the library tests."),
         gem_run("npx vitest run src/lib", ok, pgid=47815)),
        (call("search_file_content", pattern="legacyScale", path="src"),
         g_search("legacyScale", [("src/routes/recipes/[id].tsx", [(6, 'import { scale } from "~/lib/legacyScale";')])], path="src")),
        (g_replace(route, 'import { scale } from "~/lib/legacyScale";', 'import { scaleIngredients as scale } from "~/lib/scale";'),
         g_modified(route)),
        (gshell("git rm -q src/lib/legacyScale.ts && npx vitest run && git status -s",
                "Delete the legacy module, run every test and show the working tree."),
         gem_run("git rm -q src/lib/legacyScale.ts && npx vitest run && git status -s", full, pgid=47990)),
    ]
    state = (f"SolidStart 1.0 app at {root} (Vinxi, Vitest 1.6, jsdom). Issue #57: replace src/lib/legacyScale.ts, which "
             "mutates the recipe while scaling servings, with a pure `scaleIngredients` that rounds to 2 decimals, "
             "then delete the legacy module. 52 tests before this change.")
    rs.add(task="swe", tid="h40-swe-14", system=gem_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 15
FL_MODELS = '''from datetime import date, datetime
from typing import Optional

from sqlmodel import Field, Relationship, SQLModel


class VehicleBase(SQLModel):
    vin: str = Field(min_length=17, max_length=17, unique=True, index=True)
    plate: str = Field(max_length=12, index=True)
    make: str
    model: str
    year: int = Field(ge=1990, le=2100)


class Vehicle(VehicleBase, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)
    registered_on: date
    trips: list["Trip"] = Relationship(back_populates="vehicle")


class Trip(SQLModel, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)
    vehicle_id: int = Field(foreign_key="vehicle.id", index=True)
    started_at: datetime
    ended_at: Optional[datetime] = None
    odometer_km: Optional[float] = None
    vehicle: Optional[Vehicle] = Relationship(back_populates="trips")
'''

FL_MIGRATION = '''"""add retired_at to vehicle

Revision ID: 7c2f91e0ab34
Revises: 41d9e2b7c810
Create Date: 2025-07-02 14:08:51.302117

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel


# revision identifiers, used by Alembic.
revision: str = '7c2f91e0ab34'
down_revision: Union[str, None] = '41d9e2b7c810'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.add_column('vehicle', sa.Column('retired_at', sa.DateTime(), nullable=True))
    op.create_index(op.f('ix_vehicle_retired_at'), 'vehicle', ['retired_at'], unique=False)
    # ### end Alembic commands ###


def downgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.drop_index(op.f('ix_vehicle_retired_at'), table_name='vehicle')
    op.drop_column('vehicle', 'retired_at')
    # ### end Alembic commands ###
'''

FL_TEST = '''from datetime import date, datetime, timezone

import pytest
from sqlmodel import Session

from app.models import Trip, Vehicle
from app.services import VehicleService


@pytest.fixture()
def van(session: Session) -> Vehicle:
    v = Vehicle(vin="WF0XXXTTGXKY12345", plate="B-FL 2041", make="Ford", model="Transit", year=2019,
                registered_on=date(2019, 5, 14))
    session.add(v)
    session.commit()
    session.refresh(v)
    return v


def test_retire_sets_timestamp_and_hides_vehicle(session: Session, van: Vehicle) -> None:
    svc = VehicleService(session)
    retired = svc.retire(van.id, at=datetime(2025, 7, 1, 9, 0, tzinfo=timezone.utc))
    assert retired.retired_at is not None
    assert van.id not in [v.id for v in svc.active()]


def test_retire_refuses_vehicle_with_open_trip(session: Session, van: Vehicle) -> None:
    session.add(Trip(vehicle_id=van.id, started_at=datetime(2025, 7, 1, 7, 30, tzinfo=timezone.utc)))
    session.commit()
    with pytest.raises(ValueError, match="open trips"):
        VehicleService(session).retire(van.id)
'''

FL_SERVICES = '''from datetime import datetime, timezone

from sqlmodel import Session, select

from app.models import Trip, Vehicle


class VehicleNotFound(LookupError):
    pass


class VehicleService:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, vehicle_id: int) -> Vehicle:
        vehicle = self.session.get(Vehicle, vehicle_id)
        if vehicle is None:
            raise VehicleNotFound(vehicle_id)
        return vehicle

    def active(self) -> list[Vehicle]:
        return list(self.session.exec(select(Vehicle).order_by(Vehicle.plate)))

    def open_trips(self, vehicle_id: int) -> list[Trip]:
        stmt = select(Trip).where(Trip.vehicle_id == vehicle_id, Trip.ended_at.is_(None))
        return list(self.session.exec(stmt))
'''

FL_SVC_OLD = '''    def active(self) -> list[Vehicle]:
        return list(self.session.exec(select(Vehicle).order_by(Vehicle.plate)))
'''
FL_SVC_NEW = '''    def active(self) -> list[Vehicle]:
        stmt = select(Vehicle).where(Vehicle.retired_at.is_(None)).order_by(Vehicle.plate)
        return list(self.session.exec(stmt))

    def retire(self, vehicle_id: int, at: datetime | None = None) -> Vehicle:
        vehicle = self.get(vehicle_id)
        if self.open_trips(vehicle_id):
            raise ValueError(f"vehicle {vehicle.plate} has open trips")
        vehicle.retired_at = at or datetime.now(timezone.utc)
        self.session.add(vehicle)
        self.session.commit()
        self.session.refresh(vehicle)
        return vehicle
'''


# Gemini CLI / Python SQLModel service with Alembic and pytest - bad
def t15(rs: RowSet) -> None:
    root = "/home/tomas/code/fleetlog"
    mig_rel = "migrations/versions/7c2f91e0ab34_add_retired_at_to_vehicle.py"
    old_f = "    registered_on: date\n"
    new_f = "    registered_on: date\n    retired_at: Optional[datetime] = Field(default=None, index=True)\n"
    l1 = ln(FL_TEST, "retired = svc.retire(")
    l2 = ln(FL_TEST, "VehicleService(session).retire(van.id)")
    fail = f'''FF                                                                       [100%]
=================================== FAILURES ===================================
________________ test_retire_sets_timestamp_and_hides_vehicle _________________

session = <sqlmodel.orm.session.Session object at 0x7f3a1c2b9d50>
van = Vehicle(vin='WF0XXXTTGXKY12345', plate='B-FL 2041', make='Ford', model='Transit', year=2019, id=1, registered_on=datetime.date(2019, 5, 14), retired_at=None)

    def test_retire_sets_timestamp_and_hides_vehicle(session: Session, van: Vehicle) -> None:
        svc = VehicleService(session)
>       retired = svc.retire(van.id, at=datetime(2025, 7, 1, 9, 0, tzinfo=timezone.utc))
E       AttributeError: 'VehicleService' object has no attribute 'retire'

tests/test_retire.py:{l1}: AttributeError
__________________ test_retire_refuses_vehicle_with_open_trip __________________

session = <sqlmodel.orm.session.Session object at 0x7f3a1c2bb6d0>
van = Vehicle(vin='WF0XXXTTGXKY12345', plate='B-FL 2041', make='Ford', model='Transit', year=2019, id=1, registered_on=datetime.date(2019, 5, 14), retired_at=None)

    def test_retire_refuses_vehicle_with_open_trip(session: Session, van: Vehicle) -> None:
        session.add(Trip(vehicle_id=van.id, started_at=datetime(2025, 7, 1, 7, 30, tzinfo=timezone.utc)))
        session.commit()
        with pytest.raises(ValueError, match="open trips"):
>           VehicleService(session).retire(van.id)
E           AttributeError: 'VehicleService' object has no attribute 'retire'

tests/test_retire.py:{l2}: AttributeError
=========================== short test summary info ============================
FAILED tests/test_retire.py::test_retire_sets_timestamp_and_hides_vehicle - AttributeError: 'VehicleService' object has no attribute 'retire'
FAILED tests/test_retire.py::test_retire_refuses_vehicle_with_open_trip - AttributeError: 'VehicleService' object has no attribute 'retire'
2 failed in 0.31s'''
    turns = [
        (gshell("alembic history | head -n 5", "Show the latest migrations."),
         gem_run("alembic history | head -n 5", '''9f03c1a2d7e5 -> 41d9e2b7c810 (head), add odometer_km to trip
c6b27e0f4a19 -> 9f03c1a2d7e5, create driver_assignment
2a8d5f6c31b0 -> c6b27e0f4a19, add vin unique constraint
<base> -> 2a8d5f6c31b0, initial schema''', pgid=20913)),
        (g_read(f"{root}/app/models.py"), FL_MODELS),
        (g_replace(f"{root}/app/models.py", old_f, new_f), g_modified(f"{root}/app/models.py")),
        (gshell("alembic revision --autogenerate -m 'add retired_at to vehicle'", "Autogenerate the migration."),
         gem_run("alembic revision --autogenerate -m 'add retired_at to vehicle'", f'''INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.autogenerate.compare] Detected added column 'vehicle.retired_at'
INFO  [alembic.autogenerate.compare] Detected added index ''ix_vehicle_retired_at'' on '('retired_at',)'
  Generating {root}/{mig_rel} ...  done''', pgid=21044)),
        (g_read(f"{root}/{mig_rel}"), FL_MIGRATION),
        (g_write(f"{root}/tests/test_retire.py", FL_TEST), g_created(f"{root}/tests/test_retire.py")),
        (gshell("pytest -q tests/test_retire.py", "Run the new tests."),
         gem_run("pytest -q tests/test_retire.py", fail, code=1, pgid=21190)),
        (g_read(f"{root}/app/services.py"), FL_SERVICES),
        (g_replace(f"{root}/app/services.py", FL_SVC_OLD, FL_SVC_NEW), g_modified(f"{root}/app/services.py")),
        (gshell("pytest -q && git status --short", "Run the whole suite and list changed files."),
         gem_run("pytest -q && git status --short", '''.............................................................            [100%]
61 passed in 2.87s
 M app/models.py
 M app/services.py
?? tests/test_retire.py''', pgid=21377)),
        (gshell("ruff check app tests && ruff format --check app tests", "Lint and format-check the code."),
         gem_run("ruff check app tests && ruff format --check app tests", '''All checks passed!
23 files already formatted''', pgid=21405)),
    ]
    state = (f"Python 3.12 project at {root}: SQLModel 0.0.21 models, Alembic migrations tracked in git under "
             "migrations/versions, pytest with an in-memory SQLite session fixture (59 tests). Task FL-212: vehicles can "
             "be retired (retired_at timestamp), retired vehicles drop out of VehicleService.active().")
    rs.add(task="swe", tid="h40-swe-15", system=gem_system(root), turns=turns, state=state, bad=True, turn=10,
           kind="the migration file generated earlier is missing from git status's untracked files")


# ---------------------------------------------------------------- 16
CB_COUNTER = '''use leptos::*;

/// A labelled counter that never goes below `min`.
#[component]
pub fn Counter(
    #[prop(into)] label: String,
    #[prop(default = 0)] initial: i32,
    #[prop(default = 0)] min: i32,
) -> impl IntoView {
    let (count, set_count) = create_signal(initial);
    let decrement = move |_| set_count.update(|c| *c -= 1);
    let increment = move |_| set_count.update(|c| *c += 1);

    view! {
        <div class="counter">
            <span class="counter-label">{label}</span>
            <button class="dec" on:click=decrement disabled=move || count.get() <= min>"-"</button>
            <output class="value">{count}</output>
            <button class="inc" on:click=increment>"+"</button>
        </div>
    }
}
'''
CB_OLD = '''    let (count, set_count) = create_signal(initial);
    let decrement = move |_| set_count.update(|c| *c -= 1);'''
CB_NEW = '''    let (count, set_count) = create_signal(initial.max(min));
    let decrement = move |_| set_count.update(|c| *c = (*c - 1).max(min));'''

CB_TESTS = ["counter_renders_label", "increment_updates_value", "decrement_updates_value", "decrement_disabled_at_min",
            "initial_below_min_is_clamped", "two_counters_are_independent", "board_total_sums_counters"]


def cb_run(port: int, failing: str | None, secs: str, compile_line: str) -> str:
    lines = ["[INFO]: 🎯  Checking for the Wasm target...", compile_line,
             "     Running unittests src/lib.rs (target/wasm32-unknown-unknown/debug/deps/counter_board-8c1e3f2a9b7d6054.wasm)",
             "no tests to run!",
             "     Running tests/web.rs (target/wasm32-unknown-unknown/debug/deps/web-51d0a7c3e9f2b418.wasm)",
             "Set timeout to 20 seconds...",
             f"Running headless tests in Firefox on `http://127.0.0.1:{port}/`",
             "Try find `webdriver.json` for configure browser's capabilities:",
             "Not found",
             f"running {len(CB_TESTS)} tests", ""]
    for t in CB_TESTS:
        lines.append(f"test web::{t} ... {'FAIL' if t == failing else 'ok'}")
    if failing:
        lines += ["", "failures:", "", f"---- web::{failing} output ----", "    error output:",
                  "        panicked at tests/web.rs:88:5:", "        assertion `left == right` failed",
                  '          left: "-3"', '         right: "0"', "", "        Stack:", "",
                  "        Error", f"            at http://127.0.0.1:{port}/wasm-bindgen-test:1204:21",
                  f"            at http://127.0.0.1:{port}/wasm-bindgen-test_bg.wasm:wasm-function[2871]:0x7a3f1",
                  "", "", "failures:", f"    web::{failing}", "",
                  f"test result: FAILED. {len(CB_TESTS) - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s",
                  "",
                  "Error: Running Wasm tests with wasm-bindgen-test failed",
                  "Caused by: Running Wasm tests with wasm-bindgen-test failed",
                  "Caused by: failed to execute `cargo test`: exited with exit status: 1",
                  '  full command: "cargo" "test" "--target" "wasm32-unknown-unknown"']
    else:
        lines += ["", f"test result: ok. {len(CB_TESTS)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s"]
    return "\n".join(lines)


# OpenHands / Rust Leptos component with wasm-bindgen-test - clean
def t16(rs: RowSet) -> None:
    root = "/workspace/counter-board"
    cp = f"{root}/src/components/counter.rs"
    new = apply(CB_COUNTER, CB_OLD, CB_NEW)
    turns = [
        (bash(f"cd {root} && wasm-pack test --headless --firefox 2>&1 | tail -n 45"),
         oh_bash(cb_run(41237, "initial_below_min_is_clamped", "0.41",
                        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.38s"), root)),
        (view(cp), cat_n(cp, CB_COUNTER.rstrip("\n"))),
        (sub(cp, CB_OLD, CB_NEW), snippet(cp, new.rstrip("\n"), CB_NEW)),
        (bash("wasm-pack test --headless --firefox 2>&1 | tail -n 20"),
         oh_bash(cb_run(39861, None, "0.36",
                        "   Compiling counter-board v0.1.0 (/workspace/counter-board)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.92s"), root)),
        (bash("cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings 2>&1 | tail -n 5"),
         oh_bash('''    Checking counter-board v0.1.0 (/workspace/counter-board)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s''', root)),
        (bash("git diff"), oh_bash(udiff("src/components/counter.rs", CB_COUNTER, new, "3d7a0e1..b54c9f8"), root)),
    ]
    state = (f"Leptos 0.6 (CSR) crate at {root}, tests in tests/web.rs run in headless Firefox through wasm-pack 0.12 "
             "and wasm-bindgen-test. Bug: a Counter created with `initial` below `min` shows the out-of-range value.")
    rs.add(task="swe", tid="h40-swe-16", system=oh_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 17
PS_VALIDATOR = '''import vine from '@vinejs/vine'

export const createPollValidator = vine.compile(
  vine.object({
    question: vine.string().trim().minLength(8).maxLength(200),
    options: vine
      .array(vine.string().trim().minLength(1).maxLength(80))
      .minLength(2)
      .maxLength(10)
      .distinct(),
    allowMultiple: vine.boolean().optional(),
  })
)

export const votePollValidator = vine.compile(
  vine.object({
    optionIds: vine.array(vine.number().positive()).minLength(1),
  })
)'''
PS_V_OLD = '''    allowMultiple: vine.boolean().optional(),
'''
PS_V_NEW = '''    allowMultiple: vine.boolean().optional(),
    closesAt: vine.date({ formats: { utc: true } }).after('today').optional(),
'''

PS_CTRL = '''import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Poll from '#models/poll'
import { createPollValidator, votePollValidator } from '#validators/poll'

export default class PollsController {
  async index({ request }: HttpContext) {
    const page = request.input('page', 1)
    return Poll.query().preload('options').orderBy('created_at', 'desc').paginate(page, 20)
  }

  async store({ request, response, auth }: HttpContext) {
    const { question, options, allowMultiple } = await request.validateUsing(createPollValidator)
    const poll = await Poll.create({
      question,
      allowMultiple: allowMultiple ?? false,
      ownerId: auth.user!.id,
    })
    await poll.related('options').createMany(options.map((label, position) => ({ label, position })))
    await poll.load('options')
    return response.created(poll)
  }

  async vote({ params, request, response, auth }: HttpContext) {
    const poll = await Poll.findOrFail(params.id)
    if (poll.closesAt && poll.closesAt < DateTime.now()) {
      return response.conflict({ errors: [{ message: 'Poll is closed' }] })
    }
    const { optionIds } = await request.validateUsing(votePollValidator)
    await poll.recordVote(auth.user!, optionIds)
    return response.noContent()
  }
}'''
PS_C_OLD = '''    const { question, options, allowMultiple } = await request.validateUsing(createPollValidator)
    const poll = await Poll.create({
      question,
      allowMultiple: allowMultiple ?? false,
      ownerId: auth.user!.id,
    })'''
PS_C_NEW = '''    const { question, options, allowMultiple, closesAt } = await request.validateUsing(createPollValidator)
    const poll = await Poll.create({
      question,
      allowMultiple: allowMultiple ?? false,
      closesAt: closesAt ? DateTime.fromJSDate(closesAt, { zone: 'utc' }) : null,
      ownerId: auth.user!.id,
    })'''


# OpenHands / Node AdonisJS API with Japa - bad
def t17(rs: RowSet) -> None:
    root = "/workspace/pollster"
    vp = f"{root}/app/validators/poll.ts"
    cp = f"{root}/app/controllers/polls_controller.ts"
    v1 = apply(PS_VALIDATOR, PS_V_OLD, PS_V_NEW)
    c1 = apply(PS_CTRL, PS_C_OLD, PS_C_NEW)
    lo = ln(PS_CTRL, "async store(")
    japa = '''[ info ] booting application to run tests...

polls / create (tests/functional/polls/create.spec.ts)
  ✔ creates a poll with two options (52ms)
  ✔ rejects a poll with a single option (14ms)
  ✔ rejects duplicate options (11ms)
  ✔ stores a closing date in the future (19ms)
  ✔ rejects a closing date in the past (10ms)
  ✔ requires authentication (6ms)

polls / list (tests/functional/polls/list.spec.ts)
  ✔ lists polls newest first (37ms)
  ✔ paginates by 20 (64ms)

polls / vote (tests/functional/polls/vote.spec.ts)
  ✔ records a single vote (28ms)
  ✔ rejects two options on a single-choice poll (17ms)
  ✔ accepts several options on a multiple-choice poll (22ms)
  ✔ returns 409 once the poll is closed (15ms)
  ✔ returns 404 for an unknown poll (7ms)

auth / session (tests/functional/auth/session.spec.ts)
  ✔ logs in with valid credentials (91ms)
  ✔ rejects a wrong password (84ms)
  ✔ logs out (23ms)

 PASSED

Tests  16 passed (16)
 Time  1.7s
'''
    status = '''On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   app/controllers/polls_controller.ts
	modified:   app/validators/poll.ts

no changes added to commit (use "git add" and/or "git commit -a")'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"),
         oh_bash('''On branch feat/poll-close-date
Your branch is up to date with 'origin/feat/poll-close-date'.

nothing to commit, working tree clean
a3c91e7 (HEAD -> feat/poll-close-date, origin/feat/poll-close-date) test: specs for poll closing dates
5d0b2f8 db: add closes_at to polls
e81c4a0 (origin/main, main) chore: bump @adonisjs/core to 6.12.1
7bf3d95 polls: paginate index by 20''', root)),
        (view(vp), cat_n(vp, PS_VALIDATOR)),
        (sub(vp, PS_V_OLD, PS_V_NEW), snippet(vp, v1, PS_V_NEW)),
        (view(cp, [lo, lo + 11]), view_lines(cp, PS_CTRL, lo, lo + 11)),
        (sub(cp, PS_C_OLD, PS_C_NEW), snippet(cp, c1, PS_C_NEW)),
        (bash("node ace test functional && git status"), oh_bash(japa + "\n" + status, root)),
        (bash("npm run lint"), oh_bash('''
> pollster@0.0.0 lint
> eslint .
''', root)),
        (bash("npm run typecheck"), oh_bash('''
> pollster@0.0.0 typecheck
> tsc --noEmit
''', root)),
    ]
    state = (f"AdonisJS 6 API at {root} (Node 20, VineJS 2, Lucid, Japa 3 with the api-client plugin). The branch "
             "feat/poll-close-date already adds a closes_at column and specs for it; the validator and controller still "
             "ignore the field. Task: accept an optional future `closesAt` when creating a poll.")
    rs.add(task="swe", tid="h40-swe-17", system=oh_system(root), turns=turns, state=state, bad=True, turn=6,
           kind="git status reports a different current branch though nothing switched branches")


# ---------------------------------------------------------------- 18
TK_APP = '''"""Tornado app serving a price ticker over WebSocket."""

from __future__ import annotations

import json
import time

import tornado.web
import tornado.websocket

from ticker.feed import PriceFeed

STARTED = time.monotonic()


class HealthHandler(tornado.web.RequestHandler):
    def get(self) -> None:
        self.write({"status": "ok", "uptime_s": round(time.monotonic() - STARTED, 1),
                    "clients": len(TickerSocket.clients)})


class TickerSocket(tornado.websocket.WebSocketHandler):
    clients: set[TickerSocket] = set()

    def initialize(self, feed: PriceFeed) -> None:
        self.feed = feed
        self.symbols: set[str] = set()

    def open(self) -> None:
        TickerSocket.clients.add(self)

    def on_message(self, message: str | bytes) -> None:
        msg = json.loads(message)
        if msg.get("op") == "subscribe":
            self.symbols.update(s.upper() for s in msg.get("symbols", []))
            self.write_message({"op": "subscribed", "symbols": sorted(self.symbols)})

    def on_close(self) -> None:
        TickerSocket.clients.discard(self)


def make_app(feed: PriceFeed, ping_interval: float | None = None) -> tornado.web.Application:
    return tornado.web.Application(
        [
            (r"/healthz", HealthHandler),
            (r"/ws", TickerSocket, {"feed": feed}),
        ],
        websocket_ping_interval=ping_interval,
    )'''
TK_OLD = '''def make_app(feed: PriceFeed, ping_interval: float | None = None) -> tornado.web.Application:
    return tornado.web.Application(
        [
            (r"/healthz", HealthHandler),
            (r"/ws", TickerSocket, {"feed": feed}),
        ],
        websocket_ping_interval=ping_interval,
    )'''
TK_NEW = '''def make_app(feed: PriceFeed, ping_interval: float = 20.0) -> tornado.web.Application:
    """Build the app; clients that miss three pings in a row are dropped."""
    return tornado.web.Application(
        [
            (r"/healthz", HealthHandler),
            (r"/ws", TickerSocket, {"feed": feed}),
        ],
        websocket_ping_interval=ping_interval,
        websocket_ping_timeout=ping_interval * 3,
    )'''


# OpenHands / Python Tornado service with pytest-tornasync - clean
def t18(rs: RowSet) -> None:
    root = "/workspace/ticker-ws"
    ap = f"{root}/ticker/app.py"
    new = apply(TK_APP, TK_OLD, TK_NEW)
    ins, dels = counts(TK_APP, new)
    turns = [
        (bash(f"cd {root} && python -m pytest -q tests/test_ws.py 2>&1 | tail -n 20"),
         oh_bash('''..F.....                                                                 [100%]
=================================== FAILURES ===================================
___________________________ test_app_sets_keepalive ____________________________

    def test_app_sets_keepalive():
        app = make_app(FakeFeed())
>       assert app.settings["websocket_ping_interval"] == 20
E       assert None == 20

tests/test_ws.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_ws.py::test_app_sets_keepalive - assert None == 20
1 failed, 7 passed in 0.44s''', root)),
        (view(ap), cat_n(ap, TK_APP)),
        (sub(ap, TK_OLD, TK_NEW), snippet(ap, new, TK_NEW)),
        (bash("python -m pytest -q 2>&1 | tail -n 3"),
         oh_bash('''.......................                                                  [100%]
23 passed in 1.02s''', root)),
        (bash("python -m ticker --port 8888 > /tmp/ticker.log 2>&1 & echo $!"), oh_bash("[1] 31052\n31052", root)),
        (bash("sleep 1; curl -s localhost:8888/healthz; echo; cat /tmp/ticker.log"),
         oh_bash('''{"status": "ok", "uptime_s": 1.4, "clients": 0}
[I 250312 14:03:55 __main__:41] ticker listening on :8888 (ping every 20.0s, timeout 60.0s)
[I 250312 14:03:55 feed:58] price feed connected: wss://stream.example-exchange.test/v2 (5 symbols)
[I 250312 14:03:56 web:2348] 200 GET /healthz (127.0.0.1) 0.61ms''', root)),
        (bash("kill %1; python -m ticker --port 8888 --ping-interval 5 > /tmp/ticker.log 2>&1 & echo $!"),
         oh_bash("[2] 31187\n31187\n[1]   Terminated              python -m ticker --port 8888 > /tmp/ticker.log 2>&1", root)),
        (bash("sleep 1; curl -s localhost:8888/healthz; echo; ps -o pid,etime,args -p 31187; cat /tmp/ticker.log"),
         oh_bash('''{"status": "ok", "uptime_s": 1.2, "clients": 0}
    PID     ELAPSED COMMAND
  31187       00:02 python -m ticker --port 8888 --ping-interval 5
[I 250312 14:04:31 __main__:41] ticker listening on :8888 (ping every 5.0s, timeout 15.0s)
[I 250312 14:04:31 feed:58] price feed connected: wss://stream.example-exchange.test/v2 (5 symbols)
[I 250312 14:04:32 web:2348] 200 GET /healthz (127.0.0.1) 0.58ms''', root)),
        (bash("kill %2; git diff --stat"),
         oh_bash("[2]+  Terminated              python -m ticker --port 8888 --ping-interval 5 > /tmp/ticker.log 2>&1\n"
                 + diffstat([("ticker/app.py", ins, dels)]), root)),
    ]
    state = (f"Python 3.11 project at {root}: Tornado 6.4 WebSocket ticker, tests with pytest-tornasync (23 tests). "
             "Clients behind a corporate proxy get dropped silently because no keepalive pings are sent; "
             "tests/test_ws.py expects a 20 s ping interval by default. `python -m ticker` accepts --port and --ping-interval.")
    rs.add(task="swe", tid="h40-swe-18", system=oh_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 19
ST_VM = '''import Foundation
import Observation

@Observable
final class StepGoalViewModel {
    var dailyGoal: Int
    private(set) var todaySteps: Int = 0
    private(set) var history: [Date: Int] = [:]

    private let store: StepStore
    private let calendar: Calendar

    init(store: StepStore, calendar: Calendar = .current, dailyGoal: Int = 10_000) {
        self.store = store
        self.calendar = calendar
        self.dailyGoal = dailyGoal
    }

    var progress: Double {
        guard dailyGoal > 0 else { return 0 }
        return Double(todaySteps) / Double(dailyGoal)
    }

    var streak: Int {
        var day = calendar.startOfDay(for: .now)
        var count = 0
        while let steps = history[day], steps >= dailyGoal {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return count
    }

    @MainActor
    func refresh() async {
        todaySteps = await store.steps(on: .now)
        history = await store.history(days: 30)
    }
}
'''

ST_TESTS = '''import XCTest
@testable import Steps

final class StepGoalViewModelTests: XCTestCase {
    private var store: FakeStepStore!
    private var calendar: Calendar!

    override func setUp() {
        super.setUp()
        store = FakeStepStore()
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Amsterdam")!
    }

    func testGoalDefaultsToTenThousand() {
        XCTAssertEqual(StepGoalViewModel(store: store).dailyGoal, 10_000)
    }

    func testProgressIsZeroWithoutSteps() async {
        let vm = StepGoalViewModel(store: store, calendar: calendar)
        await vm.refresh()
        XCTAssertEqual(vm.progress, 0)
    }

    func testGoalProgressClampsToOne() async {
        store.todaySteps = 12_500
        let vm = StepGoalViewModel(store: store, calendar: calendar)
        await vm.refresh()
        XCTAssertEqual(vm.progress, 1.0)
    }

    func testStreakCountsConsecutiveDays() async {
        store.history = FakeStepStore.days(ending: .now, steps: [11_000, 10_400, 9_800, 12_000], calendar: calendar)
        let vm = StepGoalViewModel(store: store, calendar: calendar)
        await vm.refresh()
        XCTAssertEqual(vm.streak, 2)
    }
}
'''
ST_T_OLD = '''        XCTAssertEqual(vm.streak, 2)
    }
}'''
ST_LONG = '''        XCTAssertEqual(vm.progress, 0, "a zero goal must neither divide by zero nor report any progress above the clamp limit")'''
ST_T_NEW = '''        XCTAssertEqual(vm.streak, 2)
    }

    func testProgressWithZeroGoalIsZero() async {
        store.todaySteps = 4_200
        let vm = StepGoalViewModel(store: store, calendar: calendar, dailyGoal: 0)
        await vm.refresh()
''' + ST_LONG + '''
    }
}'''
ST_WRAPPED = '''        XCTAssertEqual(vm.progress, 0,
                       "a zero goal must neither divide by zero nor report any progress above the clamp limit")'''

ST_SUITE = [
    ("DayBucketTests", ["testBucketsAcrossDST", "testBucketsAtMidnight", "testEmptyHistory", "testMergesDuplicateSamples"]),
    ("HealthKitStepStoreTests", ["testAuthorizationDeniedReturnsZero", "testHistoryLimitsToRequestedDays", "testQueriesCumulativeSum"]),
    ("SettingsViewModelTests", ["testGoalPersistsToDefaults", "testGoalRejectsNegative", "testResetRestoresDefault", "testUnitToggle"]),
    ("StepFormatterTests", ["testFormatsKilometres", "testFormatsMiles", "testFormatsThousands", "testShortFormBelowThousand", "testZero"]),
    ("StepGoalViewModelTests", ["testGoalDefaultsToTenThousand", "testGoalProgressClampsToOne", "testProgressIsZeroWithoutSteps", "testStreakCountsConsecutiveDays"]),
    ("WidgetTimelineTests", ["testEntriesEveryFifteenMinutes"]),
]


def st_run(stamp: str, failing: str | None, extra: str | None, secs: tuple[str, str], result_ts: str) -> str:
    out = [f"Test Suite 'All tests' started at 2025-03-04 {stamp}.",
           f"Test Suite 'StepsTests.xctest' started at 2025-03-04 {stamp}."]
    total = 0
    for suite, tests in ST_SUITE:
        names = sorted(tests + ([extra] if extra and suite == "StepGoalViewModelTests" else []))
        out.append(f"Test Suite '{suite}' started at 2025-03-04 {stamp}.")
        for t in names:
            total += 1
            if t == failing:
                out.append(f'    ✖ {t}, XCTAssertEqual failed: ("1.25") is not equal to ("1.0")')
            else:
                out.append(f"    ✔ {t} (0.00{1 + (len(t) % 7)} seconds)")
    fails = 1 if failing else 0
    out.append(f"\tExecuted {total} tests, with {fails} failure{'s' if fails != 1 else ''} (0 unexpected) in {secs[0]} ({secs[1]}) seconds")
    out.append("")
    out.append(f"Test session results, code coverage, and logs:\n\t/Users/noor/Library/Developer/Xcode/DerivedData/Steps-fqzbdkwhtpuyvjaeqgmcxlrnsoix/Logs/Test/Test-Steps-2025.03.04_{result_ts}-+0100.xcresult")
    out.append("")
    if failing:
        out += ["Failing tests:", "\tStepGoalViewModelTests.testGoalProgressClampsToOne()", "", "** TEST FAILED **"]
    else:
        out += ["** TEST SUCCEEDED **"]
    return "\n".join(out)


# Gemini CLI / Swift SwiftUI app with XCTest - bad
def t19(rs: RowSet) -> None:
    root = "/Users/noor/Developer/Steps"
    vmp = f"{root}/Steps/ViewModels/StepGoalViewModel.swift"
    tsp = f"{root}/StepsTests/StepGoalViewModelTests.swift"
    sim = "D1F4C8B2-6E3A-4F97-B05D-2C8E9A1F7B64"
    xcb = (f"set -o pipefail && xcodebuild -scheme Steps -destination 'platform=iOS Simulator,id={sim}' test 2>&1 "
           "| xcbeautify | tail -n 45")
    t1 = apply(ST_TESTS, ST_T_OLD, ST_T_NEW)
    t2 = apply(t1, ST_LONG, ST_WRAPPED)
    long_len = len(ST_LONG)
    assert long_len > 120
    long_ln = ln(t1, "a zero goal must")
    old_p = "        return Double(todaySteps) / Double(dailyGoal)"
    new_p = "        return min(Double(todaySteps) / Double(dailyGoal), 1)"
    turns = [
        (gshell("xcrun simctl list devices available | grep -E 'iPhone 1[56]'", "Find an iPhone simulator to test on."),
         gem_run("xcrun simctl list devices available | grep -E 'iPhone 1[56]'", f'''    iPhone 15 (5B0E3A1F-7C9D-4E62-A1B8-3F0D9C2E7A44) (Shutdown)
    iPhone 15 Plus (0C6F7D2E-91A4-4B3C-8E5D-6A2F1B9C0D37) (Shutdown)
    iPhone 15 Pro (E27B4C90-3D1F-4A86-9C5E-71B0D8F2A6C3) (Shutdown)
    iPhone 16 ({sim}) (Shutdown)
    iPhone 16 Plus (47C1A9E3-B8D2-4F05-9E6A-1D3C7B0F5A92) (Shutdown)
    iPhone 16 Pro (8A3E5F10-C2D7-4B69-A4E1-9F6C0B3D2E85) (Shutdown)''', pgid=12077)),
        (gshell(xcb, "Run the unit tests on the iPhone 16 simulator."),
         gem_run(xcb, st_run("14:21:33.518", "testGoalProgressClampsToOne", None, ("0.214", "0.231"), "14-20-51"),
                 code=65, pgid=12114)),
        (g_read(vmp), ST_VM),
        (g_replace(vmp, old_p, new_p), g_modified(vmp)),
        (g_read(tsp), ST_TESTS),
        (g_replace(tsp, ST_T_OLD, ST_T_NEW), g_modified(tsp)),
        (gshell(xcb, "Re-run the unit tests."),
         gem_run(xcb, st_run("14:26:08.904", None, "testProgressWithZeroGoalIsZero", ("0.198", "0.219"), "14-25-37"),
                 pgid=12390)),
        (gshell("xcrun simctl list devices booted", "Check which simulator is booted."),
         gem_run("xcrun simctl list devices booted", '''== Devices ==
-- iOS 18.2 --
    iPhone 16 (D1F4C8B2-6E3A-4F97-B05D-2C8E9A1F7B46) (Booted)''', pgid=12455)),
        (gshell("git status -s", "List changed files."),
         gem_run("git status -s", ''' M Steps/ViewModels/StepGoalViewModel.swift
 M StepsTests/StepGoalViewModelTests.swift''', pgid=12471)),
        (gshell("swiftlint lint --quiet Steps StepsTests", "Lint the sources."),
         gem_run("swiftlint lint --quiet Steps StepsTests",
                 f"{tsp}:{long_ln}:1: warning: Line Length Violation: Line should be 120 characters or less; currently it has {long_len} characters (line_length)",
                 pgid=12503)),
        (g_replace(tsp, ST_LONG, ST_WRAPPED), g_modified(tsp)),
        (gshell("swiftlint lint --quiet Steps StepsTests", "Lint again."),
         gem_run("swiftlint lint --quiet Steps StepsTests", "", pgid=12528)),
    ]
    assert "a zero goal" in t2
    state = (f"Xcode 16.2 project at {root} (SwiftUI app Steps, iOS 17 deployment target, XCTest unit tests in StepsTests, "
             "SwiftLint 0.57, xcbeautify 2.x). Bug: the ring on the Today screen overflows past 100% once the step goal is "
             "exceeded; StepGoalViewModelTests.testGoalProgressClampsToOne fails.")
    rs.add(task="swe", tid="h40-swe-19", system=gem_system(root), turns=turns, state=state, bad=True, turn=8,
           kind="the simulator UDID used for the test runs is listed with different trailing digits")


# ---------------------------------------------------------------- 20
CB_MIGRATION = '''class AddArchivedAtToAppointments < ActiveRecord::Migration[7.2]
  def change
    add_column :appointments, :archived_at, :datetime
    add_index :appointments, :archived_at
  end
end
'''

CB_MODEL = '''class Appointment < ApplicationRecord
  belongs_to :patient
  belongs_to :practitioner

  enum :kind, { consultation: 0, follow_up: 1, telehealth: 2 }

  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start

  scope :upcoming, -> { where(starts_at: Time.current..).order(:starts_at) }
  scope :for_day, ->(day) { where(starts_at: day.all_day) }

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, :after_start) if ends_at <= starts_at
  end
end
'''
CB_M_OLD = '''  scope :for_day, ->(day) { where(starts_at: day.all_day) }

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end
'''
CB_M_NEW = '''  scope :for_day, ->(day) { where(starts_at: day.all_day) }
  scope :active, -> { where(archived_at: nil) }
  scope :archived, -> { where.not(archived_at: nil) }

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  def archived?
    archived_at.present?
  end

  def archive!(at: Time.current)
    update!(archived_at: at) unless archived?
  end
'''

CB_SPEC = '''require "rails_helper"

RSpec.describe Appointment, "archiving" do
  let(:appointment) { create(:appointment, starts_at: 2.days.from_now.change(hour: 9), ends_at: 2.days.from_now.change(hour: 10)) }

  it "stamps archived_at and leaves the active scope" do
    freeze_time do
      appointment.archive!
      expect(appointment.reload.archived_at).to eq(Time.current)
      expect(Appointment.active).not_to include(appointment)
      expect(Appointment.archived).to include(appointment)
    end
  end

  it "keeps the first archive time when archived twice" do
    first = 3.hours.ago.change(usec: 0)
    appointment.archive!(at: first)
    appointment.archive!
    expect(appointment.reload.archived_at).to eq(first)
  end

  it "is active by default" do
    expect(appointment).not_to be_archived
    expect(Appointment.active).to include(appointment)
  end
end
'''

CB_SCHEMA_HEAD = '''# This file is auto-generated from the current state of the database. Instead
# of editing this file, please use the migrations feature of Active Record to
# incrementally modify your database, and then regenerate this schema definition.
#
# This file is the source Rails uses to define your schema when running `bin/rails
# db:schema:load`. When creating a new database, `bin/rails db:setup` will be faster
# and potentially less error prone than running all of your migrations from scratch.
# Old migrations may fail to apply correctly if those migrations use external
# dependencies or application code.
#
# It's strongly recommended that you check this file into your version control system.

ActiveRecord::Schema[7.2].define(version: 2025_02_27_153044) do
  # These are extensions that must be enabled in order to support this database
  enable_extension "plpgsql"

  create_table "appointments", force: :cascade do |t|
    t.bigint "patient_id", null: false
    t.bigint "practitioner_id", null: false
    t.datetime "starts_at", null: false
    t.datetime "ends_at", null: false
    t.integer "kind", default: 0, null: false
    t.text "notes"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["patient_id"], name: "index_appointments_on_patient_id"
    t.index ["practitioner_id", "starts_at"], name: "index_appointments_on_practitioner_id_and_starts_at", unique: true
  end

  create_table "patients", force: :cascade do |t|
    t.string "first_name", null: false
    t.string "last_name", null: false
    t.date "born_on"
    t.string "email"
    t.string "phone"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["email"], name: "index_patients_on_email", unique: true
  end
'''


# Gemini CLI / Ruby on Rails app with RSpec - bad
def t20(rs: RowSet) -> None:
    root = "/home/priya/apps/clinicbook"
    mig_rel = "db/migrate/20250314101522_add_archived_at_to_appointments.rb"
    spec_rel = "spec/models/appointment_archive_spec.rb"
    model = f"{root}/app/models/appointment.rb"
    schema_new = apply(apply(CB_SCHEMA_HEAD, "define(version: 2025_02_27_153044)", "define(version: 2025_03_14_101522)"),
                       '''    t.datetime "updated_at", null: false
    t.index ["patient_id"]''', '''    t.datetime "updated_at", null: false
    t.datetime "archived_at"
    t.index ["archived_at"], name: "index_appointments_on_archived_at"
    t.index ["patient_id"]''')
    m_new = apply(CB_MODEL, CB_M_OLD, CB_M_NEW)
    mi, md = counts(CB_MODEL, m_new)
    si, sd = counts(CB_SCHEMA_HEAD, schema_new)
    changes = [("app/models/appointment.rb", mi, md), (mig_rel, nlines(CB_MIGRATION), 0), ("db/schema.rb", si, sd),
               (spec_rel, nlines(CB_SPEC), 0)]
    dots = "." * 315
    turns = [
        (gshell("bin/rails g migration AddArchivedAtToAppointments archived_at:datetime:index", "Generate the migration."),
         gem_run("bin/rails g migration AddArchivedAtToAppointments archived_at:datetime:index",
                 f"      invoke  active_record\n      create    {mig_rel}", pgid=30266)),
        (g_read(f"{root}/{mig_rel}"), CB_MIGRATION),
        (gshell("bin/rails db:migrate", "Apply the migration to the development database."),
         gem_run("bin/rails db:migrate", '''== 20250314101522 AddArchivedAtToAppointments: migrating ======================
-- add_column(:appointments, :archived_at, :datetime)
   -> 0.0021s
-- add_index(:appointments, :archived_at)
   -> 0.0048s
== 20250314101522 AddArchivedAtToAppointments: migrated (0.0071s) =============
''', pgid=30301)),
        (g_read(model), CB_MODEL),
        (g_replace(model, CB_M_OLD, CB_M_NEW), g_modified(model)),
        (g_write(f"{root}/{spec_rel}", CB_SPEC), g_created(f"{root}/{spec_rel}")),
        (gshell(f"bundle exec rspec {spec_rel}", "Run the new spec."),
         gem_run(f"bundle exec rspec {spec_rel}", '''
Randomized with seed 27740
...

Finished in 0.21874 seconds (files took 1.93 seconds to load)
3 examples, 0 failures

Randomized with seed 27740
''', pgid=30418)),
        (gshell("bundle exec rspec", "Run the full suite."),
         gem_run("bundle exec rspec", f'''
Randomized with seed 9013
{dots}

Finished in 21.42 seconds (files took 2.08 seconds to load)
315 examples, 0 failures

Randomized with seed 9013
''', pgid=30456)),
        (gshell("git diff db/schema.rb", "Check the schema dump."),
         gem_run("git diff db/schema.rb", udiff("db/schema.rb", CB_SCHEMA_HEAD, schema_new, "4f1a2c3..9e8b7d6"), pgid=30512)),
        (gshell("git add -A && git commit -m 'Add archived_at to appointments'", "Commit the change."),
         gem_run("git add -A && git commit -m 'Add archived_at to appointments'",
                 "[feature/archive-appointments 6e1b9c4] Add archived_at to appointments\n"
                 + commit_summary(changes, creates=(mig_rel, spec_rel)), pgid=30547)),
        (gshell("bin/rails db:migrate:status | tail -n 6", "Confirm the migration status."),
         gem_run("bin/rails db:migrate:status | tail -n 6", '''   up     20250121143310  Create patients
   up     20250121143522  Create appointments
   up     20250203111907  Create practitioners
   up     20250210094415  Add timezone to practitioners
   up     20250227153044  Add unique slot index to appointments
   up     20250314101552  Add archived at to appointments''', pgid=30571)),
    ]
    state = (f"Rails 7.2 app at {root} (Ruby 3.3, PostgreSQL 16, RSpec 3.13 with FactoryBot, 312 examples). Branch "
             "feature/archive-appointments. Task: appointments get a nullable archived_at (indexed) with active/archived "
             "scopes and an idempotent archive! method.")
    rs.add(task="swe", tid="h40-swe-20", system=gem_system(root), turns=turns, state=state, bad=True, turn=11,
           kind="the migration's version number differs in db:migrate:status from the one generated and migrated")


# ---------------------------------------------------------------- 21
QP_MW = '''package limiter

import (
	"net/http"
	"strconv"
	"time"
)

// Middleware enforces a fixed-window limit per API key and reports it in X-RateLimit-* headers.
func Middleware(l *Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("X-Api-Key")
		if key == "" {
			key = clientIP(r)
		}
		remaining, reset := l.Peek(key)
		allowed := l.Take(key)
		h := w.Header()
		h.Set("X-RateLimit-Limit", strconv.Itoa(l.Limit()))
		h.Set("X-RateLimit-Remaining", strconv.Itoa(remaining))
		h.Set("X-RateLimit-Reset", strconv.FormatInt(int64(time.Until(reset).Seconds()), 10))
		if !allowed {
			h.Set("Retry-After", strconv.FormatInt(int64(time.Until(reset).Seconds())+1, 10))
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}'''
QP_OLD = '''		remaining, reset := l.Peek(key)
		allowed := l.Take(key)'''
QP_NEW = '''		// Take first so the headers describe the window after this request.
		allowed := l.Take(key)
		remaining, reset := l.Peek(key)'''


# OpenHands / Go net/http rate-limiting proxy with go test - clean
def t21(rs: RowSet) -> None:
    root = "/workspace/quotaproxy"
    mp = f"{root}/internal/limiter/middleware.go"
    new = apply(QP_MW, QP_OLD, QP_NEW)
    body = '{"pong":true,"upstream":"local"}'
    loop = "for i in 1 2 3; do curl -s -o /dev/null -D - localhost:9090/v1/ping | grep -iE '^(date|x-ratelimit)'; done"
    turns = [
        (bash(f"cd {root} && go test ./internal/limiter/ -run TestHeaders -v"),
         oh_bash('''=== RUN   TestHeaders
=== RUN   TestHeaders/first_request
    middleware_test.go:34: X-RateLimit-Remaining = "10", want "9"
=== RUN   TestHeaders/last_allowed_request
    middleware_test.go:34: X-RateLimit-Remaining = "1", want "0"
=== RUN   TestHeaders/over_limit
--- FAIL: TestHeaders (0.00s)
    --- FAIL: TestHeaders/first_request (0.00s)
    --- FAIL: TestHeaders/last_allowed_request (0.00s)
    --- PASS: TestHeaders/over_limit (0.00s)
FAIL
FAIL	github.com/opsguild/quotaproxy/internal/limiter	0.006s
FAIL''', root, 1)),
        (view(mp), cat_n(mp, QP_MW)),
        (sub(mp, QP_OLD, QP_NEW), snippet(mp, new, QP_NEW)),
        (bash("go test ./..."),
         oh_bash('''?   	github.com/opsguild/quotaproxy/cmd/quotaproxy	[no test files]
ok  	github.com/opsguild/quotaproxy/internal/limiter	0.011s
ok  	github.com/opsguild/quotaproxy/internal/proxy	0.094s''', root)),
        (bash("go run ./cmd/quotaproxy -listen :9090 -limit 10 -window 1m > /tmp/qp.log 2>&1 & sleep 2; curl -si localhost:9090/v1/ping"),
         oh_bash(f'''[1] 40552
HTTP/1.1 200 OK
Content-Type: application/json
X-Ratelimit-Limit: 10
X-Ratelimit-Remaining: 9
X-Ratelimit-Reset: 59
Date: Thu, 10 Apr 2025 09:31:07 GMT
Content-Length: {len(body) + 1}

{body}''', root)),
        (bash(loop),
         oh_bash('''X-Ratelimit-Limit: 10
X-Ratelimit-Remaining: 8
X-Ratelimit-Reset: 51
Date: Thu, 10 Apr 2025 09:31:15 GMT
X-Ratelimit-Limit: 10
X-Ratelimit-Remaining: 7
X-Ratelimit-Reset: 51
Date: Thu, 10 Apr 2025 09:31:15 GMT
X-Ratelimit-Limit: 10
X-Ratelimit-Remaining: 6
X-Ratelimit-Reset: 50
Date: Thu, 10 Apr 2025 09:31:16 GMT''', root)),
        (bash("kill %1; git diff"),
         oh_bash("[1]+  Terminated              go run ./cmd/quotaproxy -listen :9090 -limit 10 -window 1m > /tmp/qp.log 2>&1\n"
                 + udiff("internal/limiter/middleware.go", QP_MW, new, "b1d07e2..5ac3f94"), root)),
    ]
    state = (f"Go 1.22 module github.com/opsguild/quotaproxy at {root}: a reverse proxy with a fixed-window rate limiter "
             "per API key. Clients report X-RateLimit-Remaining is off by one (it shows the count before the current "
             "request). TestHeaders in internal/limiter reproduces it.")
    rs.add(task="swe", tid="h40-swe-21", system=oh_system(root), turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 22
DS_CLI = '''"""dotsync: keep dotfiles in a git repo and symlink them into $HOME."""

from __future__ import annotations

import shutil
from pathlib import Path

import typer
from rich.console import Console

from dotsync.config import load_config
from dotsync.repo import DotRepo

app = typer.Typer(no_args_is_help=True, help="Sync dotfiles between $HOME and a git repository.")
console = Console()


@app.command()
def pull(force: bool = typer.Option(False, "--force", "-f", help="Overwrite local changes.")) -> None:
    """Link every tracked dotfile into $HOME."""
    cfg = load_config()
    repo = DotRepo(cfg.repo_path)
    changed = repo.link_all(cfg.home, force=force)
    console.print(f"[green]{len(changed)}[/] file(s) linked")


@app.command()
def push(
    paths: list[Path] = typer.Argument(..., help="Files under $HOME to start tracking."),
    message: str = typer.Option("dotsync: add files", "--message", "-m", help="Commit message."),
) -> None:
    """Copy files into the repo, replace them with symlinks and commit."""
    cfg = load_config()
    repo = DotRepo(cfg.repo_path)
    for path in paths:
        src = path.expanduser().resolve()
        dest = repo.path_for(src, home=cfg.home)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dest)
        src.unlink()
        src.symlink_to(dest)
        console.print(f"tracked [bold]{src}[/] -> {dest}")
    repo.commit_all(message)
'''
DS_E1 = ('''    message: str = typer.Option("dotsync: add files", "--message", "-m", help="Commit message."),
''', '''    message: str = typer.Option("dotsync: add files", "--message", "-m", help="Commit message."),
    dry_run: bool = typer.Option(False, "--dry-run", "-n", help="Show what would change without touching files."),
''')
DS_E2 = ('''        dest = repo.path_for(src, home=cfg.home)
        dest.parent.mkdir(parents=True, exist_ok=True)
''', '''        dest = repo.path_for(src, home=cfg.home)
        if dry_run:
            console.print(f"would track [bold]{src}[/] -> {dest}")
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
''')
DS_E3 = ('''        console.print(f"tracked [bold]{src}[/] -> {dest}")
    repo.commit_all(message)
''', '''        console.print(f"tracked [bold]{src}[/] -> {dest}")
    if not dry_run:
        repo.commit_all(message)
''')

DS_TEST = '''from pathlib import Path

from typer.testing import CliRunner

from dotsync.cli import app

runner = CliRunner()


def test_push_dry_run_leaves_files_alone(fake_home: Path, dot_repo: Path) -> None:
    rc = fake_home / ".vimrc"
    rc.write_text("set number\\n")
    result = runner.invoke(app, ["push", "--dry-run", str(rc)])
    assert result.exit_code == 0, result.output
    assert "would track" in result.output
    assert not rc.is_symlink()
    assert list(dot_repo.rglob(".vimrc")) == []


def test_push_dry_run_does_not_commit(fake_home: Path, dot_repo: Path, git_log) -> None:
    rc = fake_home / ".gitconfig"
    rc.write_text("[user]\\n\\tname = Sam\\n")
    before = git_log()
    result = runner.invoke(app, ["push", "-n", str(rc)])
    assert result.exit_code == 0, result.output
    assert git_log() == before
'''


def rich_box(title: str, rows: list[str], width: int = 80) -> list[str]:
    inner = width - 2
    top = "╭─ " + title + " " + "─" * (inner - len(title) - 3) + "╮"
    body = ["│ " + r.ljust(inner - 1) + "│" for r in rows]
    return [top, *body, "╰" + "─" * inner + "╯"]


# Gemini CLI / Python Typer CLI with pytest - clean
def t22(rs: RowSet) -> None:
    root = "/home/sam/src/dotsync"
    cp = f"{root}/src/dotsync/cli.py"
    tp = f"{root}/tests/test_push_dry_run.py"
    pad = " " * 80
    help_lines = [pad, " Usage: dotsync push [OPTIONS] PATHS...".ljust(80), pad,
                  " Copy files into the repo, replace them with symlinks and commit.".ljust(80), pad]
    help_lines += rich_box("Arguments", ["*    paths      PATHS...  Files under $HOME to start tracking.",
                                         "                          [default: None]",
                                         "                          [required]"])
    help_lines += rich_box("Options", ["--message  -m      TEXT  Commit message. [default: dotsync: add files]",
                                       "--dry-run  -n            Show what would change without touching files.",
                                       "--help                   Show this message and exit."])
    c3 = apply(apply(apply(DS_CLI, *DS_E1), *DS_E2), *DS_E3)
    assert "if not dry_run" in c3
    turns = [
        (gshell("git log --format='%h %ar %s' -4 && git status -sb", "Show recent commits and branch state."),
         gem_run("git log --format='%h %ar %s' -4 && git status -sb", '''b7e2c41 17 minutes ago cli: show a diff summary after pull
58a0d9f 2 hours ago config: support XDG_CONFIG_HOME
e3c17b2 3 days ago tests: use tmp_path for the fake home
904fd6a 5 days ago packaging: move to hatchling
## main...origin/main [ahead 1]''', pgid=58012)),
        (g_read(cp), DS_CLI),
        (g_replace(cp, *DS_E1), g_modified(cp)),
        (g_replace(cp, *DS_E2), g_modified(cp)),
        (g_replace(cp, *DS_E3), g_modified(cp)),
        (g_write(tp, DS_TEST), g_created(tp)),
        (gshell("pytest -q", "Run the test suite."),
         gem_run("pytest -q", '''...............................                                          [100%]
31 passed in 0.94s''', pgid=58230)),
        (gshell("dotsync push --help", "Check the new option in the help text."),
         gem_run("dotsync push --help", "\n".join(help_lines), pgid=58291)),
        (gshell("git add -A && git commit -qm 'push: add --dry-run' && git log --format='%h %ar %s' -4 && git status -sb",
                "Commit and show the history."),
         gem_run("git add -A && git commit -qm 'push: add --dry-run' && git log --format='%h %ar %s' -4 && git status -sb",
                 '''c90d3e5 3 seconds ago push: add --dry-run
b7e2c41 26 minutes ago cli: show a diff summary after pull
58a0d9f 2 hours ago config: support XDG_CONFIG_HOME
e3c17b2 3 days ago tests: use tmp_path for the fake home
## main...origin/main [ahead 2]''', pgid=58344)),
    ]
    state = (f"Python 3.12 package at {root} (src layout, typer 0.12, rich, pytest with fake_home/dot_repo/git_log "
             "fixtures in conftest.py, 29 tests). main is one commit ahead of origin. Task: `dotsync push --dry-run/-n` "
             "prints what would be tracked without copying, linking or committing.")
    rs.add(task="swe", tid="h40-swe-22", system=gem_system(root), turns=turns, state=state, bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
