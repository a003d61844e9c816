# ruff: noqa: E501
"""holdout67, swe part: 22 coding-agent trajectories (ids h67-swe-01 .. h67-swe-22), 11 with one contradiction.

Written without knowledge of the checker. Harnesses: OpenHands (execute_bash / str_replace_editor),
SWE-agent (open / edit / search_* / bash), Gemini CLI (read_file, replace, glob, run_shell_command ...),
Claude Code (Bash / Read / Edit / Write / Grep) and Codex CLI (shell, apply_patch). Topics: C/CMake, C++,
Go, Rust, pandas, dbt, Airflow, SQL migrations, Terraform, a Kubernetes operator, Polars, plus Zig, OCaml,
Erlang, Julia, R, Nim, Haskell, Elixir, Lua and Fortran. Run: ``python -m
tests.decoherence.independent.holdout67_parts.swe.make``; it writes ``swe_test.jsonl`` and ``labels.json``
next to this file.
"""

from __future__ import annotations

import json
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

TASK = "swe"

_WM = ("You are a tool world model: you stand in for the real execution environment of a coding agent. "
       "Given each tool call, produce the output the real tool would print, keeping the files, processes, "
       "git history and every other piece of state consistent with all earlier calls (created files stay, "
       "deleted files are gone, edits persist). Follow the real output format exactly, use plausible ids, "
       "timestamps and sizes, and report realistic errors. ")

SA_SYSTEM = _WM + (
    "The agent is SWE-agent working in {root}. Its commands: open <path> [<line>] (shows a 100-line window "
    "with a [File: ...] header), goto <line>, scroll_up, scroll_down, create <file>, edit <start>:<end> ... "
    "end_of_edit (replaces a line range and shows the updated window), search_dir <term> [<dir>], "
    "search_file <term> [<file>], find_file <name> [<dir>], submit, and any bash command. Reply with the "
    "command output after **Environment Observation:**.")

CC_SYSTEM = _WM + (
    "The agent is Claude Code in the project {root}. Tools: Bash(command, description), Read(file_path, "
    "offset, limit) which returns numbered lines, Edit(file_path, old_string, new_string), Write(file_path, "
    "content), Glob(pattern), Grep(pattern, path, output_mode). Reply with the tool result after "
    "**Environment Observation:**.")

CX_SYSTEM = _WM + (
    "The agent is Codex CLI in {root}. It calls the shell tool with an argv list (usually bash -lc) and a "
    "workdir; file changes go through apply_patch. Each result is a JSON object with the command output and "
    "metadata (exit_code, duration_seconds). Reply after **Environment Observation:**.")


def oh_sys(root: str) -> str:
    return _WM + OH_SYSTEM.format(root=root)


def gem_sys(root: str) -> str:
    return _WM + GEM_SYSTEM.format(root=root)


def once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def _window(text: str, new: str, ctx: int = 4) -> tuple[int, list[str]]:
    lines = text.split("\n")
    first = text[:text.index(new)].count("\n") + 1
    last = first + new.count("\n")
    lo, hi = max(1, first - ctx), min(len(lines), last + ctx)
    return lo, lines[lo - 1:hi]


def oh_replace(path: str, text: str, old: str, new: str) -> tuple[str, str]:
    """str_replace_editor str_replace: the new file text and the tool's snippet."""
    out = once(text, old, new)
    lo, lines = _window(out, new)
    return out, edited(path, "\n".join(lines), lo)


# Claude Code
def cc(name: str, **kw: object) -> str:
    return call(name, **kw)


def arrows(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}\u2192{line}" for i, line in enumerate(text.split("\n"), start))


def cc_edit(path: str, text: str, old: str, new: str) -> tuple[str, str]:
    out = once(text, old, new)
    lo, lines = _window(out, new, 5)
    return out, (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
                 + arrows("\n".join(lines), lo))


# Codex CLI
def cx(cmd: str, workdir: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", cmd], workdir=workdir, timeout_ms=timeout_ms)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=workdir)


def cx_out(out: str, code: int = 0, dur: float = 0.2) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, indent=2, ensure_ascii=False)


# SWE-agent
def sa(cmd: str, thought: str) -> str:
    return f"DISCUSSION\n{thought}\n\n```\n{cmd}\n```"


def sa_window(path: str, text: str, first: int = 1, note: str = "") -> str:
    lines = text.split("\n")
    total = len(lines)
    last = min(total, first + 99)
    body = "\n".join(f"{i}:{lines[i - 1]}" for i in range(first, last + 1))
    out = (f"[File: {path} ({total} lines total)]\n({first - 1} more lines above)\n{body}\n"
           f"({total - last} more lines below)")
    return out + (f"\n{note}" if note else "")


SA_EDITED = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
             "duplicate lines, etc). Edit the file again if necessary.")


def sa_edit(text: str, start: int, end: int, new: str) -> str:
    lines = text.split("\n")
    return "\n".join(lines[:start - 1] + new.split("\n") + lines[end:])


# ---------------------------------------------------------------- 01 clean: OpenHands, C + CMake
RINGBUF_C = r"""#include "ringbuf.h"

#include <stdlib.h>
#include <string.h>

int ringbuf_init(ringbuf_t *rb, size_t capacity)
{
    if (capacity == 0)
        return -1;
    rb->data = calloc(capacity, sizeof(uint8_t));
    if (rb->data == NULL)
        return -1;
    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    return 0;
}

void ringbuf_free(ringbuf_t *rb)
{
    free(rb->data);
    rb->data = NULL;
    rb->capacity = rb->head = rb->tail = rb->count = 0;
}

int ringbuf_push(ringbuf_t *rb, uint8_t byte)
{
    if (rb->count == rb->capacity)
        return -1;
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int ringbuf_pop(ringbuf_t *rb, uint8_t *out)
{
    if (rb->count == 0)
        return -1;
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

size_t ringbuf_size(const ringbuf_t *rb)
{
    return rb->count;
}"""

RINGBUF_TESTS_CMAKE = r"""add_executable(test_basic test_basic.c)
target_link_libraries(test_basic PRIVATE ringbuf)
add_test(NAME basic COMMAND test_basic)

add_executable(test_empty test_empty.c)
target_link_libraries(test_empty PRIVATE ringbuf)
add_test(NAME empty COMMAND test_empty)"""


def t01(rs: RowSet) -> None:
    root = "/workspace/ringbuf"
    src = f"{root}/src/ringbuf.c"
    old = """int ringbuf_push(ringbuf_t *rb, uint8_t byte)
{
    if (rb->count == rb->capacity)
        return -1;"""
    new = """int ringbuf_push(ringbuf_t *rb, uint8_t byte)
{
    if (rb->count == rb->capacity)
        return -1;
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int ringbuf_push_overwrite(ringbuf_t *rb, uint8_t byte)
{
    if (rb->count == rb->capacity) {
        /* drop the oldest byte to make room */
        rb->tail = (rb->tail + 1) % rb->capacity;
        rb->count--;
    }"""
    _, snip1 = oh_replace(src, RINGBUF_C, old, new)
    tc = f"{root}/tests/CMakeLists.txt"
    told = """add_test(NAME empty COMMAND test_empty)"""
    tnew = """add_test(NAME empty COMMAND test_empty)

add_executable(test_wrap test_wrap.c)
target_link_libraries(test_wrap PRIVATE ringbuf)
add_test(NAME wrap COMMAND test_wrap)"""
    _, snip2 = oh_replace(tc, RINGBUF_TESTS_CMAKE, told, tnew)
    test_wrap = r"""#include <assert.h>
#include <stdio.h>

#include "ringbuf.h"

int main(void)
{
    ringbuf_t rb;
    uint8_t b;

    assert(ringbuf_init(&rb, 4) == 0);
    for (uint8_t i = 1; i <= 6; i++)
        assert(ringbuf_push_overwrite(&rb, i) == 0);
    assert(ringbuf_size(&rb) == 4);
    for (uint8_t want = 3; want <= 6; want++) {
        assert(ringbuf_pop(&rb, &b) == 0);
        assert(b == want);
    }
    assert(ringbuf_pop(&rb, &b) == -1);
    ringbuf_free(&rb);
    puts("wrap: ok");
    return 0;
}"""
    turns = [
        (bash("cd /workspace/ringbuf && git status && ls -la . src tests"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
.:
total 44
drwxr-xr-x 6 root root 4096 May 21 09:12 .
drwxr-xr-x 3 root root 4096 May 21 09:12 ..
drwxr-xr-x 8 root root 4096 May 21 09:12 .git
-rw-r--r-- 1 root root   38 May 21 09:12 .gitignore
-rw-r--r-- 1 root root  612 May 21 09:12 CMakeLists.txt
-rw-r--r-- 1 root root 1071 May 21 09:12 LICENSE
-rw-r--r-- 1 root root 1384 May 21 09:12 README.md
drwxr-xr-x 2 root root 4096 May 21 09:12 include
drwxr-xr-x 2 root root 4096 May 21 09:12 src
drwxr-xr-x 2 root root 4096 May 21 09:12 tests

src:
total 12
drwxr-xr-x 2 root root 4096 May 21 09:12 .
drwxr-xr-x 6 root root 4096 May 21 09:12 ..
-rw-r--r-- 1 root root  934 May 21 09:12 ringbuf.c

tests:
total 20
drwxr-xr-x 2 root root 4096 May 21 09:12 .
drwxr-xr-x 6 root root 4096 May 21 09:12 ..
-rw-r--r-- 1 root root  297 May 21 09:12 CMakeLists.txt
-rw-r--r-- 1 root root  702 May 21 09:12 test_basic.c
-rw-r--r-- 1 root root  389 May 21 09:12 test_empty.c""", root)),
        (editor("view", src), cat_n(src, RINGBUF_C)),
        (editor("str_replace", src, old_str=old, new_str=new), snip1),
        (editor("create", f"{root}/tests/test_wrap.c", file_text=test_wrap),
         f"File created successfully at: {root}/tests/test_wrap.c"),
        (editor("str_replace", tc, old_str=told, new_str=tnew), snip2),
        (bash("sed -i 's/^int ringbuf_push(ringbuf_t \\*rb, uint8_t byte);$/&\\nint ringbuf_push_overwrite(ringbuf_t *rb, uint8_t byte);/' include/ringbuf.h && grep -n 'push' include/ringbuf.h"),
         oh_bash("""21:int ringbuf_push(ringbuf_t *rb, uint8_t byte);
22:int ringbuf_push_overwrite(ringbuf_t *rb, uint8_t byte);""", root)),
        (bash("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug > /dev/null && cmake --build build -j8 && ctest --test-dir build --output-on-failure"),
         oh_bash("""[ 11%] Building C object CMakeFiles/ringbuf.dir/src/ringbuf.c.o
[ 22%] Linking C static library libringbuf.a
[ 22%] Built target ringbuf
[ 33%] Building C object tests/CMakeFiles/test_basic.dir/test_basic.c.o
[ 44%] Building C object tests/CMakeFiles/test_empty.dir/test_empty.c.o
[ 55%] Building C object tests/CMakeFiles/test_wrap.dir/test_wrap.c.o
[ 66%] Linking C executable test_empty
[ 77%] Linking C executable test_basic
[ 88%] Linking C executable test_wrap
[ 88%] Built target test_empty
[ 88%] Built target test_basic
[100%] Built target test_wrap
Internal ctest changing into directory: /workspace/ringbuf/build
Test project /workspace/ringbuf/build
    Start 1: basic
1/3 Test #1: basic ............................   Passed    0.00 sec
    Start 2: empty
2/3 Test #2: empty ............................   Passed    0.00 sec
    Start 3: wrap
3/3 Test #3: wrap .............................   Passed    0.00 sec

100% tests passed, 0 tests failed out of 3

Total Test time (real) =   0.01 sec""", root)),
        (bash("git add -A && git commit -q -m 'ringbuf: add push_overwrite that drops the oldest byte when full' && git log --oneline -3 && git show --stat --format= HEAD"),
         oh_bash(""" 5c1e0a9 ringbuf: add push_overwrite that drops the oldest byte when full
e2b47d1 ci: build with -Wall -Wextra -Werror
9a03f6c ringbuf: reject zero capacity in init
 include/ringbuf.h      |  1 +
 src/ringbuf.c          | 13 +++++++++++++
 tests/CMakeLists.txt   |  4 ++++
 tests/test_wrap.c      | 23 +++++++++++++++++++++++
 4 files changed, 41 insertions(+)""".lstrip(), root)),
        (bash("ls tests && git status --short | wc -l"),
         oh_bash("""CMakeLists.txt
test_basic.c
test_empty.c
test_wrap.c
0""", root)),
    ]
    rs.add(TASK, "h67-swe-01", oh_sys(root), turns)
# ---------------------------------------------------------------- 02 bad: Gemini CLI, Zig (renamed file under its old name)
ZIG_ROOT = r"""//! zcfg: a small parser for INI-like configuration files.
const std = @import("std");

pub const tokenizer = @import("tokenizer.zig");
pub const parser = @import("parser.zig");
pub const Value = @import("value.zig").Value;

pub const Document = parser.Document;
pub const ParseError = parser.ParseError;

/// Parses `source` into a Document owned by `allocator`.
pub fn parse(allocator: std.mem.Allocator, source: []const u8) ParseError!Document {
    var p = parser.Parser.init(allocator, source);
    return p.parseDocument();
}

test {
    std.testing.refAllDecls(@This());
}"""


def t02(rs: RowSet) -> None:
    root = "/home/dev/zcfg"
    turns = [
        (call("list_directory", path=f"{root}/src"),
         f"""Directory listing for {root}/src:
lexer.zig
main.zig
parser.zig
root.zig
value.zig"""),
        (call("search_file_content", pattern=r'@import\("lexer\.zig"\)', path="."),
         """Found 2 matches for pattern "@import\\("lexer\\.zig"\\)" in path ".":
---
File: src/parser.zig
L2: const lexer = @import("lexer.zig");
---
File: src/root.zig
L4: pub const lexer = @import("lexer.zig");
---"""),
        (gshell("git mv src/lexer.zig src/tokenizer.zig && sed -i 's/@import(\"lexer.zig\")/@import(\"tokenizer.zig\")/; s/^pub const lexer = /pub const tokenizer = /; s/^const lexer = /const tokenizer = /' src/parser.zig src/root.zig && sed -i 's/\\blexer\\./tokenizer./g' src/parser.zig && git status --short",
                "Rename the lexer module to tokenizer and update its imports."),
         gem_run("git mv src/lexer.zig src/tokenizer.zig && sed -i 's/@import(\"lexer.zig\")/@import(\"tokenizer.zig\")/; s/^pub const lexer = /pub const tokenizer = /; s/^const lexer = /const tokenizer = /' src/parser.zig src/root.zig && sed -i 's/\\blexer\\./tokenizer./g' src/parser.zig && git status --short",
                 """ M src/parser.zig
 M src/root.zig
R  src/lexer.zig -> src/tokenizer.zig""", pgid=51872)),
        (gshell("zig build test --summary all", "Build and run the unit tests."),
         gem_run("zig build test --summary all", """Build Summary: 5/5 steps succeeded; 31/31 tests passed
test success
├─ run test 24 passed 38ms MaxRSS:2M
│  └─ zig test Debug native success 3s MaxRSS:198M
└─ run test 7 passed 11ms MaxRSS:1M
   └─ zig test Debug native success 2s MaxRSS:171M""", pgid=51901)),
        (call("read_file", absolute_path=f"{root}/src/root.zig"), ZIG_ROOT),
        (call("glob", pattern="src/**/*.zig"),
         f"""Found 5 file(s) matching "src/**/*.zig" within {root}, sorted by modification time (newest first):
{root}/src/parser.zig
{root}/src/root.zig
{root}/src/lexer.zig
{root}/src/value.zig
{root}/src/main.zig"""),
        (gshell("grep -rn 'lexer' src build.zig README.md || true", "Look for leftover references to the old name."),
         gem_run("grep -rn 'lexer' src build.zig README.md || true", """README.md:14:The lexer turns the input into tokens (sections, keys, `=`, values and comments);
src/tokenizer.zig:1://! Hand-written lexer for zcfg: splits the input into Tokens.""", pgid=51966)),
        (gshell("git add -A && git commit -q -m 'Rename lexer module to tokenizer' && git show --stat --format='%h %s' HEAD",
                "Commit the rename."),
         gem_run("git add -A && git commit -q -m 'Rename lexer module to tokenizer' && git show --stat --format='%h %s' HEAD",
                 """8d2f4e1 Rename lexer module to tokenizer

 src/parser.zig                 | 14 +++++++-------
 src/root.zig                   |  2 +-
 src/{lexer.zig => tokenizer.zig} |  0
 3 files changed, 8 insertions(+), 8 deletions(-)""", pgid=51990)),
    ]
    rs.add(TASK, "h67-swe-02", gem_sys(root), turns, bad=True, turn=6,
           kind="The glob after the `git mv src/lexer.zig src/tokenizer.zig` of turn 3 lists src/lexer.zig and no src/tokenizer.zig, although nothing renamed the file back (turn 7's grep and commit still see src/tokenizer.zig).")


# ---------------------------------------------------------------- 03 clean: Codex CLI, Go service restarted
BUCKET_GO = r"""package limiter

import (
	"sync"
	"time"
)

// Bucket is a token bucket that refills continuously at Rate tokens per second.
type Bucket struct {
	mu     sync.Mutex
	rate   float64
	burst  float64
	tokens float64
	last   time.Time
	now    func() time.Time
}

// NewBucket returns a full bucket.
func NewBucket(rate float64, burst int, now func() time.Time) *Bucket {
	if now == nil {
		now = time.Now
	}
	return &Bucket{rate: rate, burst: float64(burst), tokens: float64(burst), last: now(), now: now}
}

// Allow takes one token if one is available.
func (b *Bucket) Allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	t := b.now()
	elapsed := t.Sub(b.last).Seconds()
	b.tokens += elapsed * b.rate
	b.last = t
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}"""


def t03(rs: RowSet) -> None:
    root = "/home/runner/src/quotad"
    turns = [
        (cx("git log --oneline -3 && go version", root),
         cx_out("""3e91b0a http: expose /debug/vars with expvar
7c40d25 limiter: per-tenant buckets keyed by API key
f18a9e2 cmd/quotad: graceful shutdown on SIGTERM
go version go1.22.3 linux/amd64
""", dur=0.1)),
        (cx("nl -ba internal/limiter/bucket.go | sed -n '1,60p'", root),
         cx_out("\n".join(f"{i:6d}\t{line}" for i, line in enumerate(BUCKET_GO.split("\n"), 1)) + "\n", dur=0.0)),
        (cx_patch("""*** Begin Patch
*** Update File: internal/limiter/bucket.go
@@ func (b *Bucket) Allow() bool {
 \telapsed := t.Sub(b.last).Seconds()
 \tb.tokens += elapsed * b.rate
+	if b.tokens > b.burst {
+		b.tokens = b.burst
+	}
 \tb.last = t
*** End Patch""", root),
         cx_out("Success. Updated the following files:\nM internal/limiter/bucket.go\n", dur=0.0)),
        (cx("go test ./... -count=1", root),
         cx_out("""?   	github.com/acme/quotad/cmd/quotad	[no test files]
ok  	github.com/acme/quotad/internal/httpapi	0.041s
ok  	github.com/acme/quotad/internal/limiter	0.318s
ok  	github.com/acme/quotad/internal/tenants	0.022s
""", dur=4.8)),
        (cx("go build -o bin/quotad ./cmd/quotad && (nohup ./bin/quotad --addr :8089 > /tmp/quotad.log 2>&1 &) && sleep 1 && curl -s localhost:8089/healthz", root),
         cx_out('{"status":"ok","pid":48213,"uptime_s":1,"burst":20,"version":"dev-3e91b0a-dirty"}\n', dur=2.9)),
        (cx("for i in $(seq 1 25); do curl -s -o /dev/null -w '%{http_code}\\n' -H 'X-Api-Key: t-demo' localhost:8089/v1/check; done | sort | uniq -c; curl -s localhost:8089/debug/vars | jq '{requests: .quotad_requests_total, rejected: .quotad_rejected_total, uptime: .uptime_s}'", root),
         cx_out("""     20 200
      5 429
{
  "requests": 25,
  "rejected": 5,
  "uptime": 14
}
""", dur=0.6)),
        (cx("kill $(pgrep -f 'bin/quotad --addr :8089'); sleep 0.5; (nohup ./bin/quotad --addr :8089 --burst 40 > /tmp/quotad.log 2>&1 &) && sleep 1 && curl -s localhost:8089/healthz", root),
         cx_out('{"status":"ok","pid":48377,"uptime_s":1,"burst":40,"version":"dev-3e91b0a-dirty"}\n', dur=1.6)),
        (cx("for i in $(seq 1 25); do curl -s -o /dev/null -w '%{http_code}\\n' -H 'X-Api-Key: t-demo' localhost:8089/v1/check; done | sort | uniq -c; curl -s localhost:8089/debug/vars | jq '{requests: .quotad_requests_total, rejected: .quotad_rejected_total, uptime: .uptime_s}'; cat /tmp/quotad.log", root),
         cx_out("""     25 200
{
  "requests": 25,
  "rejected": 0,
  "uptime": 6
}
time=2024-05-28T10:22:41.903Z level=INFO msg="starting quotad" pid=48377 addr=:8089 rate=5 burst=40
time=2024-05-28T10:22:41.904Z level=INFO msg="listening" addr=[::]:8089
""", dur=0.7)),
    ]
    rs.add(TASK, "h67-swe-03", CX_SYSTEM.format(root=root), turns)
# ---------------------------------------------------------------- 04 bad: Claude Code, pandas pipeline (edited value reverts)
ETL_CONFIG = r'''"""Settings for the orders ETL. Values can be overridden with ORDERS_ETL_* environment variables."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RAW_DIR = ROOT / "data"
OUT_DIR = ROOT / "out"

# Rows per read_csv chunk. Keeps peak memory under ~1.5 GB on the 2024 exports.
CHUNK_SIZE = 50_000

DEDUP_KEYS = ["order_id", "line_no"]
DATE_COLUMNS = ["created_at", "shipped_at"]
CURRENCY = os.environ.get("ORDERS_ETL_CURRENCY", "EUR")

DTYPES = {
    "order_id": "string",
    "line_no": "int16",
    "sku": "string",
    "qty": "int32",
    "unit_price": "float64",
    "country": "category",
}'''

ETL_LOAD = r'''"""Chunked loading of raw order exports."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pandas as pd

from pipeline import config

log = logging.getLogger(__name__)


def iter_chunks(path: Path) -> Iterator[pd.DataFrame]:
    log.info("reading %s with chunk_size=%d", path.name, config.CHUNK_SIZE)
    reader = pd.read_csv(path, dtype=config.DTYPES, parse_dates=config.DATE_COLUMNS,
                         chunksize=config.CHUNK_SIZE)
    for i, chunk in enumerate(reader, 1):
        log.debug("chunk %d: %d rows", i, len(chunk))
        yield chunk


def load(path: Path) -> pd.DataFrame:
    frames = [c.drop_duplicates(config.DEDUP_KEYS) for c in iter_chunks(path)]
    df = pd.concat(frames, ignore_index=True).drop_duplicates(config.DEDUP_KEYS)
    df["amount"] = df["qty"] * df["unit_price"]
    return df'''


def t04(rs: RowSet) -> None:
    root = "/home/ana/etl-orders"
    cfg = f"{root}/pipeline/config.py"
    _, snip = cc_edit(cfg, ETL_CONFIG, "CHUNK_SIZE = 50_000", "CHUNK_SIZE = 200_000")
    turns = [
        (cc("Bash", command="git status -sb && ls pipeline tests data", description="Show repo state and layout"),
         """## main...origin/main
pipeline:
__init__.py
config.py
load.py
run.py
transform.py
write.py

tests:
conftest.py
test_load.py
test_transform.py

data:
orders_2024q1.csv
orders_2024q2.csv"""),
        (cc("Read", file_path=cfg), arrows(ETL_CONFIG)),
        (cc("Edit", file_path=cfg, old_string="CHUNK_SIZE = 50_000", new_string="CHUNK_SIZE = 200_000"), snip),
        (cc("Read", file_path=f"{root}/pipeline/load.py"), arrows(ETL_LOAD)),
        (cc("Bash", command="python -m pipeline.run --input data/orders_2024q1.csv --dry-run -v 2>&1 | tail -n 12", description="Dry run on Q1 export"),
         """2024-06-12 15:03:44,118 INFO pipeline.run: dry run, nothing will be written to out/
2024-06-12 15:03:44,119 INFO pipeline.load: reading orders_2024q1.csv with chunk_size=200000
2024-06-12 15:03:45,902 DEBUG pipeline.load: chunk 1: 200000 rows
2024-06-12 15:03:47,611 DEBUG pipeline.load: chunk 2: 200000 rows
2024-06-12 15:03:49,287 DEBUG pipeline.load: chunk 3: 200000 rows
2024-06-12 15:03:49,401 DEBUG pipeline.load: chunk 4: 12480 rows
2024-06-12 15:03:50,266 INFO pipeline.run: loaded 611903 rows (577 duplicate lines dropped)
2024-06-12 15:03:50,940 INFO pipeline.transform: 611903 rows -> 148722 orders, 31 countries
2024-06-12 15:03:50,941 INFO pipeline.transform: revenue EUR 18,944,310.27
2024-06-12 15:03:50,941 INFO pipeline.run: peak RSS 1.21 GB
2024-06-12 15:03:50,941 INFO pipeline.run: would write out/orders_2024q1.parquet (148722 rows)
2024-06-12 15:03:50,942 INFO pipeline.run: done in 6.8s"""),
        (cc("Bash", command="git diff --stat && grep -n 'CHUNK_SIZE' pipeline/*.py", description="Check the change and where the setting is used"),
         """ pipeline/config.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)
pipeline/config.py:13:CHUNK_SIZE = 50_000
pipeline/load.py:17:    log.info("reading %s with chunk_size=%d", path.name, config.CHUNK_SIZE)
pipeline/load.py:19:                         chunksize=config.CHUNK_SIZE)"""),
        (cc("Bash", command="python -m pytest -q tests/test_load.py", description="Run the loader tests"),
         """........                                                                 [100%]
8 passed in 1.47s"""),
    ]
    rs.add(TASK, "h67-swe-04", CC_SYSTEM.format(root=root), turns, bad=True, turn=6,
           kind="grep shows pipeline/config.py:13 still at `CHUNK_SIZE = 50_000` after turn 3 changed it to 200_000 (and turn 5's run used chunk_size=200000), with nothing in between that reverted the edit; the diff stat still counts the change.")


# ---------------------------------------------------------------- 05 clean: SWE-agent, OCaml + dune
SEMVER_ML = r"""type t = {
  major : int;
  minor : int;
  patch : int;
  pre : string list;
  build : string list;
}

let is_numeric s = s <> "" && String.for_all (fun c -> c >= '0' && c <= '9') s

let split_on c s = if s = "" then [] else String.split_on_char c s

let parse s =
  let core, build =
    match String.index_opt s '+' with
    | Some i -> (String.sub s 0 i, split_on '.' (String.sub s (i + 1) (String.length s - i - 1)))
    | None -> (s, [])
  in
  let core, pre =
    match String.index_opt core '-' with
    | Some i ->
        (String.sub core 0 i, split_on '.' (String.sub core (i + 1) (String.length core - i - 1)))
    | None -> (core, [])
  in
  match String.split_on_char '.' core with
  | [ a; b; c ] when is_numeric a && is_numeric b && is_numeric c ->
      Some { major = int_of_string a; minor = int_of_string b; patch = int_of_string c; pre; build }
  | _ -> None

let compare_ident a b = String.compare a b

let rec compare_pre a b =
  match (a, b) with
  | [], [] -> 0
  | [], _ -> 1
  | _, [] -> -1
  | x :: xs, y :: ys ->
      let c = compare_ident x y in
      if c <> 0 then c else compare_pre_list xs ys

and compare_pre_list xs ys =
  match (xs, ys) with
  | [], [] -> 0
  | [], _ -> -1
  | _, [] -> 1
  | _ -> compare_pre xs ys

let compare a b =
  let c = Int.compare a.major b.major in
  if c <> 0 then c
  else
    let c = Int.compare a.minor b.minor in
    if c <> 0 then c
    else
      let c = Int.compare a.patch b.patch in
      if c <> 0 then c else compare_pre a.pre b.pre

let to_string v =
  let core = Printf.sprintf "%d.%d.%d" v.major v.minor v.patch in
  let core = if v.pre = [] then core else core ^ "-" ^ String.concat "." v.pre in
  if v.build = [] then core else core ^ "+" ^ String.concat "." v.build"""


def t05(rs: RowSet) -> None:
    root = "/repo"
    path = "/repo/src/semver.ml"
    lines = SEMVER_ML.split("\n")
    start = lines.index("let compare_ident a b = String.compare a b") + 1
    new = """let compare_ident a b =
  match (is_numeric a, is_numeric b) with
  | true, true -> Int.compare (int_of_string a) (int_of_string b)
  | true, false -> -1
  | false, true -> 1
  | false, false -> String.compare a b"""
    after = sa_edit(SEMVER_ML, start, start, new)
    fail = """Testing `semver'.
This run has ID `8ZQ1MFT4'.

  [OK]          parse              0   core.
  [OK]          parse              1   prerelease.
  [OK]          parse              2   build metadata.
  [OK]          parse              3   rejects leading garbage.
  [OK]          parse              4   rejects missing patch.
  [OK]          compare            0   core ordering.
  [OK]          compare            1   release above prerelease.
  [OK]          compare            2   prerelease alphabetical.
  [FAIL]        compare            3   prerelease numeric.
  [OK]          compare            4   numeric below alphanumeric.
  [OK]          compare            5   longer prerelease wins.
  [OK]          compare            6   build ignored.
  [OK]          to_string          0   roundtrip.
  [OK]          to_string          1   with build.

┌──────────────────────────────────────────────────────────────────────────────┐
│ [FAIL]        compare            3   prerelease numeric.                     │
└──────────────────────────────────────────────────────────────────────────────┘
ASSERT 1.0.0-alpha.2 < 1.0.0-alpha.10
FAIL 1.0.0-alpha.2 < 1.0.0-alpha.10

   Expected: `-1'
   Received: `1'

Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-19
Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 181, characters 17-23
Called from Alcotest_engine__Monad.Identity.catch in file "src/alcotest-engine/monad.ml", line 24, characters 31-35

Logs saved to `/repo/_build/default/test/_build/_tests/semver/compare.003.output'.
 ──────────────────────────────────────────────────────────────────────────────

Full test results in `/repo/_build/default/test/_build/_tests/semver'.
1 failure! in 0.003s. 14 tests run.
File "test/dune", line 2, characters 7-18:
2 |  (name test_semver)
           ^^^^^^^^^^^
Error: Command exited with code 1."""
    turns = [
        (sa("dune test 2>&1 | tail -n 40", "Let me run the test suite first to see the failure from the issue."), fail),
        (sa("find_file semver.ml", "The comparison logic should be in the library source."),
         'Found 1 matches for "semver.ml" in /repo:\n/repo/src/semver.ml'),
        (sa("open src/semver.ml", "Let me open it."), sa_window(path, SEMVER_ML)),
        (sa("search_file compare_ident", "Prerelease identifiers are compared with compare_ident; let me see where it is used."),
         f"""Found 2 matches for "compare_ident" in {path}:
Line {start}:let compare_ident a b = String.compare a b
Line {lines.index("      let c = compare_ident x y in") + 1}:      let c = compare_ident x y in
End of matches for "compare_ident" in {path}"""),
        (sa(f"edit {start}:{start}\n{new}\nend_of_edit",
            "Per SemVer 11.4, numeric identifiers compare numerically and are lower than alphanumeric ones. compare_ident compares everything as strings, so \"10\" < \"2\"."),
         sa_window(path, after, 1, SA_EDITED)),
        (sa("dune build 2>&1 | head -n 20 && dune test 2>&1 | tail -n 18", "Rebuild and rerun the tests."),
         """Testing `semver'.
This run has ID `R2W0JCN9'.

  [OK]          parse              0   core.
  [OK]          parse              1   prerelease.
  [OK]          parse              2   build metadata.
  [OK]          parse              3   rejects leading garbage.
  [OK]          parse              4   rejects missing patch.
  [OK]          compare            0   core ordering.
  [OK]          compare            1   release above prerelease.
  [OK]          compare            2   prerelease alphabetical.
  [OK]          compare            3   prerelease numeric.
  [OK]          compare            4   numeric below alphanumeric.
  [OK]          compare            5   longer prerelease wins.
  [OK]          compare            6   build ignored.
  [OK]          to_string          0   roundtrip.
  [OK]          to_string          1   with build.

Full test results in `/repo/_build/default/test/_build/_tests/semver'.
Test Successful in 0.002s. 14 tests run."""),
        (sa("git diff --stat", "All 14 tests pass now. Check the diff before submitting."),
         """ src/semver.ml | 7 ++++++-
 1 file changed, 6 insertions(+), 1 deletion(-)"""),
    ]
    rs.add(TASK, "h67-swe-05", SA_SYSTEM.format(root=root), turns)
# ---------------------------------------------------------------- 06 bad: OpenHands, Terraform (a resource drops out of the state list)
TF_STATE = [
    "random_password.db",
    "module.stack.docker_container.postgres",
    "module.stack.docker_container.redis",
    "module.stack.docker_image.postgres",
    "module.stack.docker_image.redis",
    "module.stack.docker_network.app",
    "module.stack.docker_volume.pgdata",
]

TF_README_OLD = """## Inputs

| Name | Description | Type | Default |
|------|-------------|------|---------|
| `name` | Prefix for every Docker object | `string` | n/a |
| `postgres_version` | Tag of the postgres image | `string` | `"16.2"` |
| `redis_version` | Tag of the redis image | `string` | `"7.2"` |
| `db_port` | Host port published for postgres | `number` | `5432` |"""


def t06(rs: RowSet) -> None:
    root = "/workspace/tf-docker-stack"
    ex = f"{root}/examples/basic"
    readme = f"{root}/README.md"
    new_readme = TF_README_OLD.replace('| `db_port` | Host port published for postgres | `number` | `5432` |',
                                       '| `db_port` | Host port published for postgres | `number` | `5432` |\n| `pg_volume_name` | Name of the volume holding the postgres data directory (defaults to `<name>-pgdata`) | `string` | `null` |')
    state_out = "\n".join(TF_STATE)
    turns = [
        (bash(f"cd {ex} && terraform init -input=false -no-color | tail -n 6"),
         oh_bash("""- Installing kreuzwerker/docker v3.0.2...
- Installed kreuzwerker/docker v3.0.2 (self-signed, key ID BD080C4571C6104C)
- Installing hashicorp/random v3.6.2...
- Installed hashicorp/random v3.6.2 (signed by HashiCorp)

Terraform has been successfully initialized!""", ex)),
        (bash("terraform apply -auto-approve -input=false -no-color 2>&1 | tail -n 22"),
         oh_bash("""random_password.db: Creating...
random_password.db: Creation complete after 0s [id=none]
module.stack.docker_volume.pgdata: Creating...
module.stack.docker_network.app: Creating...
module.stack.docker_image.redis: Creating...
module.stack.docker_image.postgres: Creating...
module.stack.docker_volume.pgdata: Creation complete after 0s [id=basic-pgdata]
module.stack.docker_network.app: Creation complete after 2s [id=5f1c7ab2e09d4c3b8a61f0e2d7c94b18e3a0d6f25c71b9e48d03a6f1c2e8b749]
module.stack.docker_image.redis: Creation complete after 6s [id=sha256:3b7c5e1d8a2f49c06e1b7d3a95f04c28e61d7b3a0f9c54e2d8b16a7f03c9e5d2redis:7.2]
module.stack.docker_image.postgres: Still creating... [10s elapsed]
module.stack.docker_image.postgres: Creation complete after 14s [id=sha256:a91e04f7c3d25b68e0f1c4a7d93b2e58f06c1d7a4b39e82f5c0d6a17b4e93c08postgres:16.2]
module.stack.docker_container.redis: Creating...
module.stack.docker_container.postgres: Creating...
module.stack.docker_container.redis: Creation complete after 1s [id=0c4b9e27a1d35f86e2b7c04d19a8f3e65b2c7d10e9f4a83b6c1d5e07f2a9b348]
module.stack.docker_container.postgres: Creation complete after 2s [id=e71a3d05c8b94f2e6d1a7c3b05f8e92d4a6b1c07e3f58d29a4c6b0e17d3f8a52]

Apply complete! Resources: 7 added, 0 changed, 0 destroyed.

Outputs:

db_port = 5432
network_id = "5f1c7ab2e09d4c3b8a61f0e2d7c94b18e3a0d6f25c71b9e48d03a6f1c2e8b749"
postgres_container = "basic-postgres\"""", ex)),
        (bash("terraform state list"), oh_bash(state_out, ex)),
        (bash("docker ps --format 'table {{.Names}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}' && docker volume ls --filter name=basic"),
         oh_bash("""NAMES            IMAGE           STATUS          PORTS
basic-postgres   postgres:16.2   Up 31 seconds   0.0.0.0:5432->5432/tcp
basic-redis      redis:7.2       Up 31 seconds   6379/tcp
DRIVER    VOLUME NAME
local     basic-pgdata""", ex)),
        (editor("str_replace", readme, old_str='| `db_port` | Host port published for postgres | `number` | `5432` |',
                new_str='| `db_port` | Host port published for postgres | `number` | `5432` |\n| `pg_volume_name` | Name of the volume holding the postgres data directory (defaults to `<name>-pgdata`) | `string` | `null` |'),
         edited(readme, "\n".join(new_readme.split("\n")[3:]) + "\n\n## Outputs\n\n| Name | Description |", 34)),
        (bash("terraform fmt -check -recursive ../.. && terraform validate -no-color && terraform state list"),
         oh_bash("Success! The configuration is valid.\n\n" + "\n".join(x for x in TF_STATE if "volume" not in x), ex)),
        (bash("terraform output -json | jq -r '.network_id.value[0:12], .db_port.value, .postgres_container.value'"),
         oh_bash("""5f1c7ab2e09d
5432
basic-postgres""", ex)),
    ]
    rs.add(TASK, "h67-swe-06", oh_sys(root), turns, bad=True, turn=6,
           kind="The second `terraform state list` has lost module.stack.docker_volume.pgdata, which turn 2 created and turn 3 listed (and docker still showed at turn 4); only the README changed in between and nothing removed it from state.")


# ---------------------------------------------------------------- 07 clean: Gemini CLI, Erlang/rebar3 (scratch module created then deleted)
KV_DEBUG = r"""-module(kv_debug).
-export([dump_ttl/1]).

%% Scratch helper: put N keys with TTLs 0..N-1 ms and report which are still visible.
dump_ttl(N) ->
    {ok, _} = application:ensure_all_started(kvstore),
    [kv_store:put(I, I * 10, I) || I <- lists:seq(0, N - 1)],
    [{I, kv_store:get(I)} || I <- lists:seq(0, N - 1)]."""

KV_TTL_TESTS = r"""-module(kv_store_ttl_tests).
-include_lib("eunit/include/eunit.hrl").

setup() ->
    {ok, Apps} = application:ensure_all_started(kvstore),
    Apps.

cleanup(Apps) ->
    [application:stop(A) || A <- lists:reverse(Apps)].

ttl_test_() ->
    {setup, fun setup/0, fun cleanup/1,
     [?_assertEqual(not_found, begin kv_store:put(zero, 1, 0), kv_store:get(zero) end),
      ?_assertEqual({ok, 2}, begin kv_store:put(two, 2, 60000), kv_store:get(two) end)]}."""


def t07(rs: RowSet) -> None:
    root = "/home/dev/kvstore"
    turns = [
        (gshell("rebar3 eunit", "Run the EUnit suite."),
         gem_run("rebar3 eunit", """===> Verifying dependencies...
===> Analyzing applications...
===> Compiling kvstore
===> Performing EUnit tests...
..................
Finished in 0.112 seconds
18 tests, 0 failures""", pgid=77120)),
        (call("write_file", file_path=f"{root}/src/kv_debug.erl", content=KV_DEBUG),
         f"Successfully created and wrote to new file: {root}/src/kv_debug.erl."),
        (gshell("rebar3 compile && erl -noshell -pa _build/default/lib/*/ebin -eval 'io:format(\"~p~n\", [kv_debug:dump_ttl(4)]), halt().'",
                "Check what a zero TTL does."),
         gem_run("rebar3 compile && erl -noshell -pa _build/default/lib/*/ebin -eval 'io:format(\"~p~n\", [kv_debug:dump_ttl(4)]), halt().'",
                 """===> Verifying dependencies...
===> Analyzing applications...
===> Compiling kvstore
[{0,{ok,0}},{1,{ok,10}},{2,{ok,20}},{3,{ok,30}}]""", pgid=77188)),
        (call("replace", file_path=f"{root}/src/kv_store.erl",
              old_string="        [{Key, Value, Exp}] when Exp >= Now -> {ok, Value};",
              new_string="        [{Key, Value, Exp}] when Exp > Now -> {ok, Value};",
              expected_replacements=1),
         f"Successfully modified file: {root}/src/kv_store.erl (1 replacements)."),
        (call("write_file", file_path=f"{root}/test/kv_store_ttl_tests.erl", content=KV_TTL_TESTS),
         f"Successfully created and wrote to new file: {root}/test/kv_store_ttl_tests.erl."),
        (gshell("rm src/kv_debug.erl && rebar3 eunit", "Drop the scratch module and rerun the suite."),
         gem_run("rm src/kv_debug.erl && rebar3 eunit", """===> Verifying dependencies...
===> Analyzing applications...
===> Compiling kvstore
===> Performing EUnit tests...
....................
Finished in 0.131 seconds
20 tests, 0 failures""", pgid=77302)),
        (call("list_directory", path=f"{root}/src"),
         f"""Directory listing for {root}/src:
kv_store.erl
kv_sup.erl
kvstore.app.src
kvstore_app.erl"""),
        (gshell("git status --short && git diff --stat", "See what changed."),
         gem_run("git status --short && git diff --stat", """ M src/kv_store.erl
?? test/kv_store_ttl_tests.erl
 src/kv_store.erl | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=77341)),
    ]
    rs.add(TASK, "h67-swe-07", gem_sys(root), turns)
# ---------------------------------------------------------------- 08 bad: SWE-agent, Rust CLI (line count does not follow the edit)
ARGS_RS = r"""use std::path::PathBuf;

use clap::Parser;

/// Filter rows of a CSV file by a regular expression on one column.
#[derive(Debug, Parser)]
#[command(name = "csvgrep", version, about)]
pub struct Args {
    /// Regular expression to match
    pub pattern: String,

    /// Input file (stdin when omitted)
    pub input: Option<PathBuf>,

    /// Column to match, by header name or 1-based index
    #[arg(short, long, default_value = "1")]
    pub column: String,

    /// Field delimiter (a single character, or \t for tab)
    #[arg(short, long, default_value = ",", value_parser = parse_delimiter)]
    pub delimiter: u8,

    /// Invert the match
    #[arg(short = 'v', long)]
    pub invert: bool,
}

fn parse_delimiter(s: &str) -> Result<u8, String> {
    let bytes = s.as_bytes();
    if bytes.len() != 1 {
        return Err(format!("delimiter must be one byte, got {s:?}"));
    }
    Ok(bytes[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_delimiter_comma() {
        assert_eq!(parse_delimiter(","), Ok(b','));
    }

    #[test]
    fn parses_delimiter_tab() {
        assert_eq!(parse_delimiter("\\t"), Ok(b'\t'));
    }

    #[test]
    fn rejects_long_delimiter() {
        assert!(parse_delimiter(";;").is_err());
    }

    #[test]
    fn parses_args() {
        let a = Args::try_parse_from(["csvgrep", "-c", "name", "^A", "people.csv"]).unwrap();
        assert_eq!(a.column, "name");
        assert_eq!(a.pattern, "^A");
        assert_eq!(a.delimiter, b',');
    }
}"""


def t08(rs: RowSet) -> None:
    root = "/repo"
    path = "/repo/src/args.rs"
    lines = ARGS_RS.split("\n")
    n0 = len(lines)
    s = lines.index("fn parse_delimiter(s: &str) -> Result<u8, String> {") + 1
    new = r"""fn parse_delimiter(s: &str) -> Result<u8, String> {
    if s == "\\t" || s == "tab" {
        return Ok(b'\t');
    }
    let bytes = s.as_bytes();"""
    after = sa_edit(ARGS_RS, s, s + 1, new)
    n1 = len(after.split("\n"))
    wc0 = f"""  {n0} src/args.rs
 142 src/filter.rs
  88 src/main.rs
  57 src/output.rs
 {n0 + 287} total"""
    wc_bad = f"""  {n1 + 2} src/args.rs
 142 src/filter.rs
  88 src/main.rs
  57 src/output.rs
 {n1 + 2 + 287} total"""
    turns = [
        (sa("wc -l src/*.rs && cargo test 2>&1 | tail -n 16", "First, let me get a feel for the source tree and reproduce the failing test mentioned in the issue (`-d '\\t'` is rejected)."),
         wc0 + """
   Compiling csvgrep v0.4.1 (/repo)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.87s
     Running unittests src/main.rs (target/debug/deps/csvgrep-5b1f0c9e7d2a4a63)

running 9 tests
test args::tests::parses_delimiter_comma ... ok
test args::tests::parses_args ... ok
test args::tests::rejects_long_delimiter ... ok
test filter::tests::matches_by_index ... ok
test filter::tests::matches_by_header ... ok
test args::tests::parses_delimiter_tab ... FAILED
test filter::tests::invert ... ok
test output::tests::writes_header_once ... ok
test filter::tests::unknown_column_is_error ... ok

failures:

---- args::tests::parses_delimiter_tab stdout ----
thread 'args::tests::parses_delimiter_tab' panicked at src/args.rs:47:9:
assertion `left == right` failed
  left: Err("delimiter must be one byte, got \\"\\\\\\\\t\\"")
 right: Ok(9)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    args::tests::parses_delimiter_tab

test result: FAILED. 8 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--bin csvgrep`"""),
        (sa("open src/args.rs", "The delimiter parser only accepts a single byte; the two-character escape `\\t` never gets translated."),
         sa_window(path, ARGS_RS)),
        (sa(f"edit {s}:{s + 1}\n{new}\nend_of_edit", "Accept the `\\t` escape (and the word `tab`) before the one-byte check."),
         sa_window(path, after, 1, SA_EDITED)),
        (sa("cargo test 2>&1 | tail -n 5", "Rerun the tests."),
         """test filter::tests::unknown_column_is_error ... ok
test output::tests::writes_header_once ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
"""),
        (sa("wc -l src/*.rs", "Make sure nothing else changed size unexpectedly."), wc_bad),
        (sa("printf 'id\\tname\\n1\\tAda\\n2\\tBob\\n3\\tAlan\\n' | cargo run -q -- -d '\\t' -c name '^A'", "Try the binary end to end with a tab-separated input on stdin."),
         "id\tname\n1\tAda\n3\tAlan"),
        (sa("git diff --stat", "Check the diff."),
         """ src/args.rs | 3 +++
 1 file changed, 3 insertions(+)"""),
    ]
    rs.add(TASK, "h67-swe-08", SA_SYSTEM.format(root=root), turns, bad=True, turn=5,
           kind=f"wc -l reports src/args.rs at {n1 + 2} lines, but the file had {n0} lines (turn 1 wc and turn 2 open) and the only edit, turn 3's, grew it by 3 to {n1} (its window says so, and turn 7's diff stat shows just 3 insertions).")
# ---------------------------------------------------------------- 09 clean: Claude Code, Julia package (tests added, counts move)
JL_LINEAR = r"""\"\"\"
    LinearInterp(xs, ys; extrapolate=:error)

Piecewise-linear interpolant through the points `(xs[i], ys[i])`; `xs` must be sorted.
`extrapolate` is `:error`, `:flat` or `:linear`.
\"\"\"
struct LinearInterp{T<:Real}
    xs::Vector{T}
    ys::Vector{T}
    extrapolate::Symbol
end

function LinearInterp(xs::AbstractVector, ys::AbstractVector; extrapolate::Symbol=:error)
    length(xs) == length(ys) || throw(DimensionMismatch("xs and ys differ in length"))
    length(xs) >= 2 || throw(ArgumentError("need at least two points"))
    issorted(xs) || throw(ArgumentError("xs must be sorted"))
    extrapolate in (:error, :flat, :linear) || throw(ArgumentError("unknown extrapolate=$extrapolate"))
    T = promote_type(eltype(xs), eltype(ys), Float64)
    return LinearInterp{T}(collect(T, xs), collect(T, ys), extrapolate)
end

function (f::LinearInterp)(x::Real)
    xs, ys = f.xs, f.ys
    if x < xs[1] || x > xs[end]
        f.extrapolate === :error && throw(DomainError(x, "outside [$(xs[1]), $(xs[end])]"))
        f.extrapolate === :flat && return x < xs[1] ? ys[1] : ys[end]
    end
    i = clamp(searchsortedlast(xs, x), 1, length(xs) - 1)
    t = (x - xs[i]) / (xs[i+1] - xs[i])
    return (1 - t) * ys[i] + t * ys[i+1]
end""".replace('\\"', '"')


def t09(rs: RowSet) -> None:
    root = "/home/kim/Interp1D.jl"
    src = f"{root}/src/linear.jl"
    old = "    if x < xs[1] || x > xs[end]"
    new = "    if isnan(x) || x < xs[1] || x > xs[end]\n        isnan(x) && throw(DomainError(x, \"NaN input\"))"
    _, snip = cc_edit(src, JL_LINEAR, old, new)
    tests_old = """@testset "extrapolation" begin
    f = LinearInterp([0, 1, 2], [0, 10, 40])
    @test_throws DomainError f(-0.5)
    @test LinearInterp([0, 1], [1, 3]; extrapolate=:flat)(5) == 3.0
    @test LinearInterp([0, 1], [1, 3]; extrapolate=:linear)(2) == 5.0
end"""
    tests_new = tests_old + """

@testset "nan input" begin
    f = LinearInterp([0, 1, 2], [0, 10, 40])
    @test_throws DomainError f(NaN)
    @test_throws DomainError LinearInterp([0, 1], [1, 3]; extrapolate=:flat)(NaN)
end"""
    rt = f"{root}/test/runtests.jl"
    rt_text = """using Interp1D
using Test

@testset "construction" begin
    @test_throws DimensionMismatch LinearInterp([0, 1], [1])
    @test_throws ArgumentError LinearInterp([1, 0], [0, 1])
    @test_throws ArgumentError LinearInterp([0], [1])
    @test LinearInterp([0, 1], [0, 1]) isa LinearInterp{Float64}
end

@testset "interior" begin
    f = LinearInterp([0, 1, 2], [0, 10, 40])
    @test f(0) == 0.0
    @test f(0.5) == 5.0
    @test f(1.5) == 25.0
    @test f(2) == 40.0
end

""" + tests_old
    _, snip2 = cc_edit(rt, rt_text, tests_old, tests_new)
    head = """     Testing Running tests...
"""
    turns = [
        (cc("Bash", command="julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 14", description="Run the package tests"),
         head + """issue 12: Test Failed at /home/kim/Interp1D.jl/test/issue_12.jl:4
  Expression: f(NaN)
    Expected: DomainError
  No exception thrown
Stacktrace:
 [1] macro expansion
   @ ~/.julia/juliaup/julia-1.10.3+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:738 [inlined]
Test Summary:   | Pass  Fail  Total  Time
Interp1D        |   11     1     12  2.4s
  construction  |    4            4  0.3s
  interior      |    4            4  0.1s
  extrapolation |    3            3  0.2s
  issue 12      |          1      1  1.7s
ERROR: LoadError: Some tests did not pass: 11 passed, 1 failed, 0 errored, 0 broken.
ERROR: Package Interp1D errored during testing"""),
        (cc("Read", file_path=src), arrows(JL_LINEAR)),
        (cc("Edit", file_path=src, old_string=old, new_string=new), snip),
        (cc("Bash", command="julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 8", description="Rerun the tests"),
         head + """Test Summary:   | Pass  Total  Time
Interp1D        |   12     12  2.1s
  construction  |    4      4  0.3s
  interior      |    4      4  0.1s
  extrapolation |    3      3  0.2s
  issue 12      |    1      1  1.4s
     Testing Interp1D tests passed """),
        (cc("Bash", command="git rm -q test/issue_12.jl && sed -i '/include(\"issue_12.jl\")/d' test/runtests.jl && git status --short", description="Fold the ad-hoc regression file into runtests"),
         """D  test/issue_12.jl
 M test/runtests.jl"""),
        (cc("Edit", file_path=rt, old_string=tests_old, new_string=tests_new), snip2),
        (cc("Bash", command="julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 8", description="Run the tests again"),
         head + """Test Summary:   | Pass  Total  Time
Interp1D        |   13     13  1.9s
  construction  |    4      4  0.3s
  interior      |    4      4  0.1s
  extrapolation |    3      3  0.2s
  nan input     |    2      2  0.9s
     Testing Interp1D tests passed """),
        (cc("Bash", command="git add -A && git commit -qm 'Throw DomainError on NaN input' && git log --oneline -2 && git status --short | wc -l", description="Commit"),
         """b04e7d2 Throw DomainError on NaN input
6a1f93c Add :linear extrapolation
0"""),
    ]
    rs.add(TASK, "h67-swe-09", CC_SYSTEM.format(root=root), turns)
# ---------------------------------------------------------------- 10 bad: Codex CLI, Kubernetes operator (commit id drifts)
CTRL_GO = r"""	log := logf.FromContext(ctx)

	var sched backupv1alpha1.BackupSchedule
	if err := r.Get(ctx, req.NamespacedName, &sched); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if sched.Spec.Suspend {
		log.V(1).Info("schedule suspended, skipping")
		return ctrl.Result{}, nil
	}

	spec, err := cron.ParseStandard(sched.Spec.Schedule)
	if err != nil {
		meta.SetStatusCondition(&sched.Status.Conditions, metav1.Condition{
			Type:    "Ready",
			Status:  metav1.ConditionFalse,
			Reason:  "InvalidSchedule",
			Message: err.Error(),
		})
		return ctrl.Result{}, r.Status().Update(ctx, &sched)
	}

	now := r.Clock.Now()
	due := spec.Next(sched.Status.LastRunTime.Time)
	if sched.Status.LastRunTime == nil || !due.After(now) {
		if err := r.createBackupJob(ctx, &sched, now); err != nil {
			return ctrl.Result{}, err
		}
		sched.Status.LastRunTime = &metav1.Time{Time: now}
		if err := r.Status().Update(ctx, &sched); err != nil {
			return ctrl.Result{}, err
		}
	}

	// Check again in five minutes.
	return ctrl.Result{RequeueAfter: 5 * time.Minute}, nil
}"""


def t10(rs: RowSet) -> None:
    root = "/home/sre/backup-operator"
    numbered = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(CTRL_GO.split("\n"), 58))
    turns = [
        (cx("git status -sb && git log --oneline -3", root),
         cx_out("""## main...origin/main
c71d0e4 api: add spec.suspend to BackupSchedule
9b2a6f3 controller: set Ready=False on invalid cron expressions
1e40a8c chore: bump controller-runtime to v0.18.2
""", dur=0.0)),
        (cx("nl -ba internal/controller/backupschedule_controller.go | sed -n '58,94p'", root),
         cx_out(numbered + "\n", dur=0.0)),
        (cx_patch("""*** Begin Patch
*** Update File: internal/controller/backupschedule_controller.go
@@
 \tnow := r.Clock.Now()
-	due := spec.Next(sched.Status.LastRunTime.Time)
-	if sched.Status.LastRunTime == nil || !due.After(now) {
+	if sched.Status.LastRunTime == nil || !spec.Next(sched.Status.LastRunTime.Time).After(now) {
 \t\tif err := r.createBackupJob(ctx, &sched, now); err != nil {
 \t\t\treturn ctrl.Result{}, err
 \t\t}
 \t\tsched.Status.LastRunTime = &metav1.Time{Time: now}
 \t\tif err := r.Status().Update(ctx, &sched); err != nil {
 \t\t\treturn ctrl.Result{}, err
 \t\t}
 \t}
\x20
-	// Check again in five minutes.
-	return ctrl.Result{RequeueAfter: 5 * time.Minute}, nil
+	// Wake up exactly when the next run is due (plus a little slack for clock skew).
+	next := spec.Next(sched.Status.LastRunTime.Time)
+	wait := next.Sub(now) + time.Second
+	if wait < time.Second {
+		wait = time.Second
+	}
+	log.V(1).Info("requeueing", "next", next, "after", wait)
+	return ctrl.Result{RequeueAfter: wait}, nil
 }
*** End Patch""", root),
         cx_out("Success. Updated the following files:\nM internal/controller/backupschedule_controller.go\n", dur=0.0)),
        (cx("make test 2>&1 | tail -n 9", root, timeout_ms=600000),
         cx_out("""/home/sre/backup-operator/bin/controller-gen rbac:roleName=manager-role crd webhook paths="./..." output:crd:artifacts:config=config/crd/bases
/home/sre/backup-operator/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."
go fmt ./...
go vet ./...
KUBEBUILDER_ASSETS="/home/sre/backup-operator/bin/k8s/1.30.0-linux-amd64" go test $(go list ./... | grep -v /e2e) -coverprofile cover.out
	github.com/acme/backup-operator/cmd		coverage: 0.0% of statements
ok  	github.com/acme/backup-operator/api/v1alpha1	0.018s	coverage: 41.2% of statements
ok  	github.com/acme/backup-operator/internal/controller	9.644s	coverage: 72.9% of statements
ok  	github.com/acme/backup-operator/internal/cronutil	0.011s	coverage: 93.1% of statements
""", dur=58.3)),
        (cx("git switch -c fix/requeue-next-run && git commit -qam 'controller: requeue at the next scheduled run instead of every 5m' && git log --oneline -1", root),
         cx_out("""Switched to a new branch 'fix/requeue-next-run'
4be7a19 controller: requeue at the next scheduled run instead of every 5m
""", dur=0.2)),
        (cx("make manifests && git status -sb", root),
         cx_out("""/home/sre/backup-operator/bin/controller-gen rbac:roleName=manager-role crd webhook paths="./..." output:crd:artifacts:config=config/crd/bases
## fix/requeue-next-run
""", dur=3.1)),
        (cx("git log --oneline --decorate -4", root),
         cx_out("""4eb7a19 (HEAD -> fix/requeue-next-run) controller: requeue at the next scheduled run instead of every 5m
c71d0e4 (origin/main, origin/HEAD, main) api: add spec.suspend to BackupSchedule
9b2a6f3 controller: set Ready=False on invalid cron expressions
1e40a8c chore: bump controller-runtime to v0.18.2
""", dur=0.0)),
        (cx("git diff --stat main...HEAD", root),
         cx_out(""" internal/controller/backupschedule_controller.go | 13 +++++++++----
 1 file changed, 9 insertions(+), 4 deletions(-)
""", dur=0.0)),
    ]
    rs.add(TASK, "h67-swe-10", CX_SYSTEM.format(root=root), turns, bad=True, turn=7,
           kind="git log shows the branch's commit as 4eb7a19, but turn 5 created it as 4be7a19 and no commit, amend or rebase happened since (turn 6 only regenerated manifests with a clean status).")


# ---------------------------------------------------------------- 11 clean: OpenHands, dbt + DuckDB (model edited, rerun, numbers move)
FCT_SQL = """{{ config(materialized='table') }}

with payments as (
    select * from {{ ref('stg_payments') }}
),

orders as (
    select * from {{ ref('stg_orders') }}
)

select
    orders.order_date as revenue_date,
    count(distinct orders.order_id) as orders,
    sum(payments.amount) as revenue
from payments
join orders using (order_id)
group by 1"""


def t11(rs: RowSet) -> None:
    root = "/workspace/analytics"
    path = f"{root}/models/marts/fct_daily_revenue.sql"
    old = "from payments\njoin orders using (order_id)\ngroup by 1"
    new = "from payments\njoin orders using (order_id)\nwhere payments.status <> 'refunded'\ngroup by 1"
    _, snip = oh_replace(path, FCT_SQL, old, new)

    def run_log(t0: str, times: tuple[str, str, str, str], secs: tuple[str, str, str], total: str) -> str:
        a, b, c, d = times
        return f"""{t0}  Running with dbt=1.8.2
{t0}  Registered adapter: duckdb=1.8.1
{t0}  Found 9 models, 14 data tests, 3 seeds, 0 sources, 417 macros
{t0}
{a}  Concurrency: 4 threads (target='dev')
{a}
{a}  1 of 3 START sql view model main.stg_payments ............................... [RUN]
{b}  1 of 3 OK created sql view model main.stg_payments .......................... [OK in {secs[0]}s]
{b}  2 of 3 START sql table model main.fct_daily_revenue ......................... [RUN]
{c}  2 of 3 OK created sql table model main.fct_daily_revenue .................... [OK in {secs[1]}s]
{c}  3 of 3 START sql table model main.rpt_monthly_revenue ....................... [RUN]
{d}  3 of 3 OK created sql table model main.rpt_monthly_revenue .................. [OK in {secs[2]}s]
{d}
{d}  Finished running 1 view model, 2 table models in 0 hours 0 minutes and {total} seconds ({total}s).
{d}
{d}  Completed successfully
{d}
{d}  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3"""
    q = "duckdb -readonly dev.duckdb \"select count(*) as days, sum(orders) as orders, round(sum(revenue), 2) as revenue from fct_daily_revenue\""
    turns = [
        (bash(f"cd {root} && dbt run --select stg_payments+ && {q}"),
         oh_bash(run_log("09:12:03", ("09:12:04", "09:12:04", "09:12:05", "09:12:05"), ("0.07", "0.29", "0.12"), "0.71") + """
┌───────┬────────┬───────────┐
│ days  │ orders │  revenue  │
│ int64 │ int128 │  double   │
├───────┼────────┼───────────┤
│    92 │   6871 │ 148230.5  │
└───────┴────────┴───────────┘""", root)),
        (editor("view", path), cat_n(path, FCT_SQL)),
        (editor("str_replace", path, old_str=old, new_str=new), snip),
        (bash(f"dbt run --select stg_payments+ && {q}"),
         oh_bash(run_log("09:15:41", ("09:15:42", "09:15:42", "09:15:43", "09:15:43"), ("0.06", "0.31", "0.11"), "0.69") + """
┌───────┬────────┬───────────┐
│ days  │ orders │  revenue  │
│ int64 │ int128 │  double   │
├───────┼────────┼───────────┤
│    92 │   6702 │ 141902.25 │
└───────┴────────┴───────────┘""", root)),
        (bash("dbt test --select fct_daily_revenue 2>&1 | tail -n 9"),
         oh_bash("""09:16:20  1 of 3 START test not_null_fct_daily_revenue_revenue_date ................ [RUN]
09:16:20  1 of 3 PASS not_null_fct_daily_revenue_revenue_date ...................... [PASS in 0.04s]
09:16:20  2 of 3 START test unique_fct_daily_revenue_revenue_date .................. [RUN]
09:16:20  2 of 3 PASS unique_fct_daily_revenue_revenue_date ........................ [PASS in 0.03s]
09:16:20  3 of 3 START test dbt_utils_accepted_range_fct_daily_revenue_revenue__0 .. [RUN]
09:16:20  3 of 3 PASS dbt_utils_accepted_range_fct_daily_revenue_revenue__0 ........ [PASS in 0.05s]
09:16:20
09:16:20  Finished running 3 data tests in 0 hours 0 minutes and 0.36 seconds (0.36s).
09:16:20  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3""", root)),
        (bash("duckdb -readonly dev.duckdb \"select * from fct_daily_revenue order by revenue desc limit 3\""),
         oh_bash("""┌──────────────┬────────┬──────────┐
│ revenue_date │ orders │ revenue  │
│     date     │ int64  │  double  │
├──────────────┼────────┼──────────┤
│ 2024-03-29   │    121 │  2918.75 │
│ 2024-02-14   │    109 │  2744.5  │
│ 2024-03-01   │    104 │  2611.0  │
└──────────────┴────────┴──────────┘""", root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(""" M models/marts/fct_daily_revenue.sql
 models/marts/fct_daily_revenue.sql | 1 +
 1 file changed, 1 insertion(+)""", root)),
    ]
    rs.add(TASK, "h67-swe-11", oh_sys(root), turns)
# ---------------------------------------------------------------- 12 bad: Gemini CLI, R package (a removed test file is listed again)
LEGACY_TEST_R = """test_that("old_convert() still works but warns", {
  lifecycle::expect_deprecated(res <- old_convert(100, "EUR", "USD", rates = fixture_rates()))
  expect_equal(res, 108.43, tolerance = 1e-6)
})

test_that("old_convert() passes NA through", {
  lifecycle::expect_deprecated(res <- old_convert(NA_real_, "EUR", "USD", rates = fixture_rates()))
  expect_true(is.na(res))
})

test_that("old_rates_table() returns a data.frame", {
  lifecycle::expect_deprecated(tbl <- old_rates_table(fixture_rates()))
  expect_s3_class(tbl, "data.frame")
  expect_named(tbl, c("from", "to", "rate", "date"))
})"""


def t12(rs: RowSet) -> None:
    root = "/home/rdev/tidyrates"
    tt = f"{root}/tests/testthat"
    listing = f"""Directory listing for {tt}:
[DIR] _snaps
helper-fixtures.R
test-convert.R
test-legacy-api.R
test-rates.R
test-validate.R"""
    turns = [
        (call("list_directory", path=tt), listing),
        (call("read_file", absolute_path=f"{tt}/test-legacy-api.R"), LEGACY_TEST_R),
        (gshell("git rm -q tests/testthat/test-legacy-api.R R/legacy.R man/old_convert.Rd man/old_rates_table.Rd && git status --short",
                "Remove the deprecated legacy API, its docs and its tests."),
         gem_run("git rm -q tests/testthat/test-legacy-api.R R/legacy.R man/old_convert.Rd man/old_rates_table.Rd && git status --short",
                 """D  R/legacy.R
D  man/old_convert.Rd
D  man/old_rates_table.Rd
D  tests/testthat/test-legacy-api.R""", pgid=30114)),
        (call("replace", file_path=f"{root}/NAMESPACE", old_string="export(old_convert)\nexport(old_rates_table)\n", new_string="",
              expected_replacements=1),
         f"Successfully modified file: {root}/NAMESPACE (1 replacements)."),
        (gshell("Rscript -e 'devtools::test()' 2>&1 | tail -n 14", "Run the test suite without the legacy tests."),
         gem_run("Rscript -e 'devtools::test()' 2>&1 | tail -n 14", """ℹ Testing tidyrates
✔ | F W  S  OK | Context
✔ |         14 | convert
✔ |      1  11 | rates
✔ |         13 | validate

══ Skipped ═════════════════════════════════════════════════════════════════════
── 1. ECB download (test-rates.R:41:3) - Reason: On CRAN / offline

══ Results ═════════════════════════════════════════════════════════════════════
Duration: 1.9 s

[ FAIL 0 | WARN 0 | SKIP 1 | PASS 38 ]""", pgid=30162)),
        (call("list_directory", path=tt), listing),
        (gshell("git add NAMESPACE && git commit -qm 'Remove deprecated old_convert() and old_rates_table()' && git show --stat --format='%h %s' HEAD | cat",
                "Commit the removal."),
         gem_run("git add NAMESPACE && git commit -qm 'Remove deprecated old_convert() and old_rates_table()' && git show --stat --format='%h %s' HEAD | cat",
                 """e4a07c9 Remove deprecated old_convert() and old_rates_table()

 NAMESPACE                        |  2 --
 R/legacy.R                       | 58 --------------------------------------
 man/old_convert.Rd               | 27 ---------------
 man/old_rates_table.Rd           | 21 -------------
 tests/testthat/test-legacy-api.R | 15 ---------
 5 files changed, 123 deletions(-)""", pgid=30207)),
    ]
    rs.add(TASK, "h67-swe-12", gem_sys(root), turns, bad=True, turn=6,
           kind="The second listing of tests/testthat still shows test-legacy-api.R, which turn 3 removed with `git rm` (turn 5's test run no longer has its context, and turn 7's commit records its deletion); nothing restored it.")


# ---------------------------------------------------------------- 13 clean: Codex CLI, Nim (benchmark reruns, stash and pop)
NIM_READER = r"""## Streaming CSV reader.
import std/[streams, strutils]

type
  CsvReader* = object
    s: Stream
    sep*: char
    quote*: char
    row*: seq[string]
    line*: int

proc open*(r: var CsvReader, s: Stream, sep = ',', quote = '"') =
  r.s = s
  r.sep = sep
  r.quote = quote
  r.line = 0

proc readRow*(r: var CsvReader): bool =
  var line: string
  if not r.s.readLine(line):
    return false
  inc r.line
  r.row.setLen(0)
  var field = ""
  var inQuotes = false
  var i = 0
  while i < line.len:
    let c = line[i]
    if inQuotes:
      if c == r.quote:
        inQuotes = false
      else:
        field.add c
    elif c == r.quote:
      inQuotes = true
    elif c == r.sep:
      r.row.add field
      field = ""
    else:
      field.add c
    inc i
  r.row.add field
  result = true"""


def t13(rs: RowSet) -> None:
    root = "/home/ops/nimcsv"
    numbered = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(NIM_READER.split("\n"), 1))
    turns = [
        (cx("nimble test 2>&1 | tail -n 12", root, timeout_ms=300000),
         cx_out("""  Verifying dependencies for nimcsv@0.3.0
  Compiling /home/ops/nimcsv/tests/treader (from package nimcsv) using c backend
  [Suite] reader
  [OK] plain fields
  [OK] quoted separator
  [OK] empty fields
/home/ops/nimcsv/tests/treader.nim(31, 17): Check failed: r.row == @["say \\"hi\\"", "x"]
r.row was @["say hi", "x"]
  [FAILED] doubled quote inside quoted field
  [OK] custom separator
  [OK] line counter
   Error: Execution failed with exit code 1
        ... Command: /home/ops/nimcsv/tests/treader""", code=1, dur=6.2)),
        (cx("nl -ba src/nimcsv/reader.nim", root), cx_out(numbered + "\n", dur=0.0)),
        (cx_patch("""*** Begin Patch
*** Update File: src/nimcsv/reader.nim
@@
     if inQuotes:
       if c == r.quote:
-        inQuotes = false
+        if i + 1 < line.len and line[i + 1] == r.quote:
+          field.add c
+          inc i
+        else:
+          inQuotes = false
       else:
         field.add c
*** End Patch""", root),
         cx_out("Success. Updated the following files:\nM src/nimcsv/reader.nim\n", dur=0.0)),
        (cx("nimble test 2>&1 | tail -n 8", root, timeout_ms=300000),
         cx_out("""  Compiling /home/ops/nimcsv/tests/treader (from package nimcsv) using c backend
  [Suite] reader
  [OK] plain fields
  [OK] quoted separator
  [OK] empty fields
  [OK] doubled quote inside quoted field
  [OK] custom separator
  [OK] line counter
""", dur=5.7)),
        (cx("nim c -d:release --hints:off -o:bin/bench bench/bench_read.nim && ./bin/bench data/sample_200k.csv", root, timeout_ms=300000),
         cx_out("""rows: 200000  fields: 1600000
elapsed: 0.412 s  (485,437 rows/s, 118.6 MB/s)
""", dur=9.4)),
        (cx("./bin/bench data/sample_200k.csv && ./bin/bench data/sample_200k.csv", root),
         cx_out("""rows: 200000  fields: 1600000
elapsed: 0.398 s  (502,512 rows/s, 122.8 MB/s)
rows: 200000  fields: 1600000
elapsed: 0.401 s  (498,753 rows/s, 121.8 MB/s)
""", dur=0.9)),
        (cx("git stash && git status --short && nimble test 2>&1 | grep -c '\\[OK\\]'; git stash pop && git status --short", root, timeout_ms=300000),
         cx_out("""Saved working directory and index state WIP on main: 2c8e6b1 reader: accept a custom quote char
5
On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/nimcsv/reader.nim

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (9f03b7e51c2ad84e0b6f17c3a92d4e8b05c1f6a7)
 M src/nimcsv/reader.nim
""", dur=6.0)),
        (cx("git diff --stat && nimble test 2>&1 | grep -c '\\[OK\\]'", root, timeout_ms=300000),
         cx_out(""" src/nimcsv/reader.nim | 6 +++++-
 1 file changed, 5 insertions(+), 1 deletion(-)
6
""", dur=5.5)),
    ]
    rs.add(TASK, "h67-swe-13", CX_SYSTEM.format(root=root), turns)


# ---------------------------------------------------------------- 14 bad: Claude Code, Airflow (log clock goes backwards)
DAG_PY = r'''"""Daily copy of the partner exports from S3 into Redshift."""

from __future__ import annotations

from datetime import datetime, timedelta

from airflow import DAG
from airflow.providers.amazon.aws.transfers.s3_to_redshift import S3ToRedshiftOperator
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator

default_args = {
    "owner": "data-eng",
    "retries": 1,
    "retry_delay": timedelta(minutes=2),
}

with DAG(
    dag_id="s3_to_redshift_daily",
    start_date=datetime(2024, 1, 1),
    schedule="0 4 * * *",
    catchup=False,
    default_args=default_args,
    tags=["partners"],
) as dag:
    truncate = SQLExecuteQueryOperator(
        task_id="truncate_staging",
        conn_id="redshift_default",
        sql="TRUNCATE staging.partner_exports;",
    )
    copy = S3ToRedshiftOperator(
        task_id="copy_exports",
        schema="staging",
        table="partner_exports",
        s3_bucket="acme-partner-drop",
        s3_key="exports/{{ ds }}/",
        copy_options=["FORMAT AS PARQUET"],
    )
    truncate >> copy'''


def t14(rs: RowSet) -> None:
    root = "/home/de/airflow-dags"
    path = f"{root}/dags/s3_to_redshift_daily.py"
    old1 = '    "retries": 1,\n    "retry_delay": timedelta(minutes=2),'
    new1 = '    "retries": 3,\n    "retry_delay": timedelta(minutes=5),\n    "retry_exponential_backoff": True,'
    text1, snip1 = cc_edit(path, DAG_PY, old1, new1)
    old2 = '        copy_options=["FORMAT AS PARQUET"],\n    )'
    new2 = '        copy_options=["FORMAT AS PARQUET"],\n        method="UPSERT",\n        upsert_keys=["export_id"],\n    )'
    _, snip2 = cc_edit(path, text1, old2, new2)
    cmd = "airflow dags test s3_to_redshift_daily 2024-06-03 2>&1 | grep -E 'Marking|Dag run|Running <' | head -n 8"

    def log(t: list[str], ti: str) -> str:
        return f"""[{t[0]}] {{dag.py:4199}} INFO - dagrun id: s3_to_redshift_daily
[{t[1]}] {{dag.py:4215}} INFO - created dagrun <DagRun s3_to_redshift_daily @ 2024-06-03 00:00:00+00:00: manual__2024-06-03T00:00:00+00:00, state:running, queued_at: None. externally triggered: False>
[{t[2]}] {{dag.py:4160}} INFO - [DAG TEST] starting task_id=truncate_staging map_index=-1
[{t[3]}] {{taskinstance.py:2631}} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: s3_to_redshift_daily.truncate_staging manual__2024-06-03T00:00:00+00:00 [{ti}]>
[{t[4]}] {{taskinstance.py:1206}} INFO - Marking task as SUCCESS. dag_id=s3_to_redshift_daily, task_id=truncate_staging, run_id=manual__2024-06-03T00:00:00+00:00, execution_date=20240603T000000, start_date=, end_date={t[4][:10].replace('-', '')}T{t[4][11:19].replace(':', '')}
[{t[5]}] {{dag.py:4160}} INFO - [DAG TEST] starting task_id=copy_exports map_index=-1
[{t[6]}] {{taskinstance.py:1206}} INFO - Marking task as SUCCESS. dag_id=s3_to_redshift_daily, task_id=copy_exports, run_id=manual__2024-06-03T00:00:00+00:00, execution_date=20240603T000000, start_date=, end_date={t[6][:10].replace('-', '')}T{t[6][11:19].replace(':', '')}
[{t[7]}] {{dagrun.py:823}} INFO - Marking run <DagRun s3_to_redshift_daily @ 2024-06-03 00:00:00+00:00: manual__2024-06-03T00:00:00+00:00, state:running, queued_at: None. externally triggered: False> successful"""
    run1 = ["2024-06-04T13:43:12.118+0000", "2024-06-04T13:43:12.164+0000", "2024-06-04T13:43:12.201+0000",
            "2024-06-04T13:43:12.347+0000", "2024-06-04T13:43:13.022+0000", "2024-06-04T13:43:13.040+0000",
            "2024-06-04T13:43:21.518+0000", "2024-06-04T13:43:21.561+0000"]
    run2 = ["2024-06-04T13:38:47.902+0000", "2024-06-04T13:38:47.951+0000", "2024-06-04T13:38:47.989+0000",
            "2024-06-04T13:38:48.130+0000", "2024-06-04T13:38:48.806+0000", "2024-06-04T13:38:48.825+0000",
            "2024-06-04T13:38:58.377+0000", "2024-06-04T13:38:58.420+0000"]
    turns = [
        (cc("Bash", command="date -u && airflow version && airflow dags list-import-errors", description="Check clock, version and import errors"),
         """Tue Jun  4 13:41:07 UTC 2024
2.9.1
No data found"""),
        (cc("Read", file_path=path), arrows(DAG_PY)),
        (cc("Edit", file_path=path, old_string=old1, new_string=new1), snip1),
        (cc("Bash", command=cmd, description="Test the DAG locally for 2024-06-03"), log(run1, "None")),
        (cc("Edit", file_path=path, old_string=old2, new_string=new2), snip2),
        (cc("Bash", command=cmd, description="Test the DAG again after the UPSERT change"), log(run2, "None")),
        (cc("Bash", command="git diff --stat && ruff check dags/", description="Review the diff and lint"),
         """ dags/s3_to_redshift_daily.py | 7 +++++--
 1 file changed, 5 insertions(+), 2 deletions(-)
All checks passed!"""),
    ]
    rs.add(TASK, "h67-swe-14", CC_SYSTEM.format(root=root), turns, bad=True, turn=6,
           kind="The second `airflow dags test` logs at 13:38:47-13:38:58 on 2024-06-04, earlier than the shell clock of turn 1 (13:41:07) and the first test run of turn 4 (13:43:12-13:43:21); a later run cannot be stamped before them.")
# ---------------------------------------------------------------- 15 clean: SWE-agent, Haskell/cabal (function renamed, old name gone)
PARSER_HS = r"""module Toml.Parser
  ( parseDocument
  , parseKey
  , parseValue
  ) where

import Data.Char (isAlphaNum, isDigit)
import Data.Text (Text)
import qualified Data.Text as T
import Text.Megaparsec
import Text.Megaparsec.Char
import qualified Text.Megaparsec.Char.Lexer as L

import Toml.Types

type Parser = Parsec Void Text

sc :: Parser ()
sc = L.space hspace1 (L.skipLineComment "#") empty

lexeme :: Parser a -> Parser a
lexeme = L.lexeme sc

parseKey :: Parser Key
parseKey = lexeme (bare <|> quoted) <?> "key"
  where
    bare = Key . T.pack <$> some (satisfy (\c -> isAlphaNum c || c == '_' || c == '-'))
    quoted = Key . T.pack <$> (char '"' *> manyTill L.charLiteral (char '"'))

parseValue :: Parser Value
parseValue = lexeme (choice [str, bool, int]) <?> "value"
  where
    str = VString . T.pack <$> (char '"' *> manyTill L.charLiteral (char '"'))
    bool = VBool True <$ string "true" <|> VBool False <$ string "false"
    int = VInt . read <$> some (satisfy isDigit)

parseEntry :: Parser (Key, Value)
parseEntry = (,) <$> parseKey <* lexeme (char '=') <*> parseValue

parseDocument :: Parser Document
parseDocument = Document <$> (space *> many (parseEntry <* space)) <* eof"""


def t15(rs: RowSet) -> None:
    root = "/repo"
    path = "/repo/src/Toml/Parser.hs"
    renamed = PARSER_HS.replace("parseKey", "keyP")
    lines = renamed.split("\n")
    s = lines.index("keyP :: Parser Key") + 1
    new = """keyP :: Parser Key
keyP = Key . T.intercalate "." . map unKey <$> sepBy1 simpleKey (lexeme (char '.')) <?> "key"

simpleKey :: Parser Key
simpleKey = lexeme (bare <|> quoted)"""
    after = sa_edit(renamed, s, s + 1, new)
    grep_lines = [f"src/Toml/Parser.hs:{i}:{ln}" for i, ln in enumerate(lines, 1) if "keyP" in ln]
    grep_lines += ["test/ParserSpec.hs:14:  describe \"keyP\" $ do",
                   "test/ParserSpec.hs:16:      parse keyP \"\" \"server-name\" `shouldParse` Key \"server-name\""]
    turns = [
        (sa("search_dir parseKey", "The issue asks to rename parseKey to keyP (matching valueP naming in the roadmap) and to support dotted keys. Let me find the uses first."),
         """Found 6 matches for "parseKey" in /repo:
/repo/src/Toml/Parser.hs (4 matches)
/repo/test/ParserSpec.hs (2 matches)
End of matches for "parseKey" in /repo"""),
        (sa("open src/Toml/Parser.hs", "Open the parser."), sa_window(path, PARSER_HS)),
        (sa("sed -i 's/\\bparseKey\\b/keyP/g' src/Toml/Parser.hs test/ParserSpec.hs && grep -rn 'keyP\\|parseKey' src test",
            "Rename with sed, since it is a plain identifier, and check every occurrence."),
         "\n".join(grep_lines)),
        (sa(f"edit {s}:{s + 1}\n{new}\nend_of_edit", "Now make keyP accept dotted keys by joining simple keys with '.'."),
         sa_window(path, after, 1, SA_EDITED)),
        (sa("cabal build -v0 2>&1 | tail -n 5 && cabal test 2>&1 | tail -n 14", "Build and run the test suite."),
         """Test suite toml-lite-test: RUNNING...

Toml.Parser
  keyP
    bare key [✔]
    quoted key [✔]
    dotted key [✔]
  parseValue
    string [✔]
    bool [✔]

Finished in 0.0041 seconds
23 examples, 0 failures
Test suite toml-lite-test: PASS"""),
        (sa("search_dir parseKey", "Confirm the old name is gone everywhere."),
         'No matches found for "parseKey" in /repo'),
        (sa("git status --short", "Done; check which files changed."),
         """ M src/Toml/Parser.hs
 M test/ParserSpec.hs"""),
    ]
    rs.add(TASK, "h67-swe-15", SA_SYSTEM.format(root=root), turns)


# ---------------------------------------------------------------- 16 bad: OpenHands, SQL migrations (created migration missing from ls)
MIGS = [
    "000037_add_customer_tax_id", "000038_create_credit_notes", "000039_backfill_invoice_currency",
    "000040_drop_legacy_plans", "000041_add_invoice_status",
]


def _mig_ls(names: list[str], stamps: dict[str, str]) -> str:
    rows = []
    for n in names:
        for part, size in (("down", 58), ("up", 214)):
            rows.append(f"-rw-r--r-- 1 root root {size + len(n) % 7 * 9:4d} {stamps.get(n, 'Apr 30 08:11')} {n}.{part}.sql")
    return "\n".join(rows)


def t16(rs: RowSet) -> None:
    root = "/workspace/billing-svc"
    d = f"{root}/db/migrations"
    up = """BEGIN;
ALTER TABLE payments ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS payments_merchant_idem_key
    ON payments (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
COMMIT;"""
    up_fixed = """ALTER TABLE payments ADD COLUMN IF NOT EXISTS idempotency_key text;
CREATE UNIQUE INDEX IF NOT EXISTS payments_merchant_idem_key
    ON payments (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;"""
    down = """DROP INDEX IF EXISTS payments_merchant_idem_key;
ALTER TABLE payments DROP COLUMN IF EXISTS idempotency_key;"""
    stamps = {"000041_add_invoice_status": "May 27 16:40", "000040_drop_legacy_plans": "May 13 10:02"}
    turns = [
        (bash(f"cd {root} && ls db/migrations | tail -n 6 && migrate -version"),
         oh_bash("""000039_backfill_invoice_currency.down.sql
000039_backfill_invoice_currency.up.sql
000040_drop_legacy_plans.down.sql
000040_drop_legacy_plans.up.sql
000041_add_invoice_status.down.sql
000041_add_invoice_status.up.sql
v4.17.1""", root)),
        (bash("migrate create -ext sql -dir db/migrations -seq add_payment_idempotency_key"),
         oh_bash(f"""{d}/000042_add_payment_idempotency_key.up.sql
{d}/000042_add_payment_idempotency_key.down.sql""", root)),
        (bash(f"cat > db/migrations/000042_add_payment_idempotency_key.up.sql <<'SQL'\n{up}\nSQL\ncat > db/migrations/000042_add_payment_idempotency_key.down.sql <<'SQL'\n{down}\nSQL\nwc -l db/migrations/000042_*"),
         oh_bash(""" 2 /workspace/billing-svc/db/migrations/000042_add_payment_idempotency_key.down.sql
 5 /workspace/billing-svc/db/migrations/000042_add_payment_idempotency_key.up.sql
 7 total""".replace("/workspace/billing-svc/", ""), root)),
        (bash('migrate -path db/migrations -database "$DATABASE_URL" up'),
         oh_bash("""error: migration failed in line 0: BEGIN;
ALTER TABLE payments ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS payments_merchant_idem_key
    ON payments (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
COMMIT; (details: pq: CREATE INDEX CONCURRENTLY cannot run inside a transaction block)""", root, 1)),
        (bash(f"migrate -path db/migrations -database \"$DATABASE_URL\" force 41 && cat > db/migrations/000042_add_payment_idempotency_key.up.sql <<'SQL'\n{up_fixed}\nSQL\nmigrate -path db/migrations -database \"$DATABASE_URL\" up && psql \"$DATABASE_URL\" -c '\\d payments' | tail -n 9"),
         oh_bash("""42/u add_payment_idempotency_key (27.318ms)
 idempotency_key | text                     |           |          |
Indexes:
    "payments_pkey" PRIMARY KEY, btree (id)
    "payments_invoice_id_idx" btree (invoice_id)
    "payments_merchant_idem_key" UNIQUE, btree (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL
Foreign-key constraints:
    "payments_invoice_id_fkey" FOREIGN KEY (invoice_id) REFERENCES invoices(id)
    "payments_merchant_id_fkey" FOREIGN KEY (merchant_id) REFERENCES merchants(id)
""", root)),
        (bash("ls -l db/migrations | tail -n 6"),
         oh_bash(_mig_ls(MIGS[2:], stamps), root)),
        (bash('migrate -path db/migrations -database "$DATABASE_URL" version && git status --short'),
         oh_bash("""42
?? db/migrations/000042_add_payment_idempotency_key.down.sql
?? db/migrations/000042_add_payment_idempotency_key.up.sql""", root)),
    ]
    rs.add(TASK, "h67-swe-16", oh_sys(root), turns, bad=True, turn=6,
           kind="`ls -l db/migrations | tail -n 6` ends at 000041 and has no 000042_add_payment_idempotency_key files, which turn 2 created, turns 3 and 5 wrote and applied, and turn 7's git status still shows; nothing deleted them.")
# ---------------------------------------------------------------- 17 clean: Gemini CLI, C++ (commit amended: new hash, reflog keeps the old one)
CACHE_HPP = r"""#pragma once

#include <cstddef>
#include <list>
#include <optional>
#include <unordered_map>
#include <utility>

namespace lru {

/// Fixed-capacity least-recently-used cache. Not thread-safe.
template <typename K, typename V>
class Cache {
public:
    explicit Cache(std::size_t capacity) : capacity_(capacity) {}

    std::optional<V> get(const K& key) {
        auto it = index_.find(key);
        if (it == index_.end()) return std::nullopt;
        order_.splice(order_.begin(), order_, it->second);
        return it->second->second;
    }

    void put(const K& key, V value) {
        if (auto it = index_.find(key); it != index_.end()) {
            it->second->second = std::move(value);
            order_.splice(order_.begin(), order_, it->second);
            return;
        }
        if (order_.size() == capacity_) {
            index_.erase(order_.back().first);
            order_.pop_back();
        }
        order_.emplace_front(key, std::move(value));
        index_[key] = order_.begin();
    }

    std::size_t size() const { return order_.size(); }

private:
    std::size_t capacity_;
    std::list<std::pair<K, V>> order_;
    std::unordered_map<K, typename std::list<std::pair<K, V>>::iterator> index_;
};

}  // namespace lru"""


def _ctest(n: int, secs: list[str], total: str) -> str:
    names = ["CacheTest.GetMissing", "CacheTest.PutThenGet", "CacheTest.EvictsLeastRecent", "CacheTest.GetRefreshes",
             "CacheTest.OverwriteKeepsSize", "CacheTest.CapacityOne", "CacheTest.MoveOnlyValues", "CacheTest.StringKeys",
             "CacheTest.EraseExisting", "CacheTest.EraseMissing"][:n]
    out = ["Test project /home/dev/lru-cache-cpp/build"]
    for i, (name, sec) in enumerate(zip(names, secs), 1):
        out.append(f"    Start {i:2d}: {name}")
        out.append(f"{i:2d}/{n} Test {'#' + str(i) + ':':>4} {name} {'.' * (40 - len(name))}   Passed    {sec} sec")
    out += ["", f"100% tests passed, 0 tests failed out of {n}", "", f"Total Test time (real) =   {total} sec"]
    return "\n".join(out)


def t17(rs: RowSet) -> None:
    root = "/home/dev/lru-cache-cpp"
    hpp = f"{root}/include/lru/cache.hpp"
    erase = """    std::size_t size() const { return order_.size(); }

    /// Removes `key`; returns true when it was present.
    bool erase(const K& key) {
        auto it = index_.find(key);
        if (it == index_.end()) return false;
        order_.erase(it->second);
        index_.erase(it);
        return true;
    }"""
    turns = [
        (gshell("git log --oneline -3", "Recent history."),
         gem_run("git log --oneline -3", """a1c93e0 tests: move-only values
58be2f4 cache: splice instead of erase+insert on hit
0d7e3a9 build: export a CMake package config""", pgid=60211)),
        (call("read_file", absolute_path=hpp), CACHE_HPP),
        (call("replace", file_path=hpp, old_string="    std::size_t size() const { return order_.size(); }", new_string=erase,
              expected_replacements=1),
         f"Successfully modified file: {hpp} (1 replacements)."),
        (call("replace", file_path=f"{root}/tests/cache_test.cpp", old_string="}  // namespace",
              new_string="TEST(CacheTest, EraseExisting) {\n    lru::Cache<int, int> c(2);\n    c.put(1, 10);\n    EXPECT_TRUE(c.erase(1));\n    EXPECT_EQ(c.size(), 0u);\n    EXPECT_FALSE(c.get(1));\n}\n\nTEST(CacheTest, EraseMissing) {\n    lru::Cache<int, int> c(2);\n    EXPECT_FALSE(c.erase(7));\n}\n\n}  // namespace",
              expected_replacements=1),
         f"Successfully modified file: {root}/tests/cache_test.cpp (1 replacements)."),
        (gshell("cmake --build build -j 8 2>&1 | tail -n 4 && ctest --test-dir build 2>&1 | tail -n 25", "Build and run the tests."),
         gem_run("cmake --build build -j 8 2>&1 | tail -n 4 && ctest --test-dir build 2>&1 | tail -n 25",
                 """[ 25%] Building CXX object tests/CMakeFiles/cache_test.dir/cache_test.cpp.o
[ 50%] Linking CXX executable cache_test
[100%] Built target cache_test
Internal ctest changing into directory: /home/dev/lru-cache-cpp/build
""" + _ctest(10, ["0.00"] * 10, "0.04"), pgid=60260)),
        (gshell("git commit -qam 'cache: add erase()' && git log --oneline -1", "Commit."),
         gem_run("git commit -qam 'cache: add erase()' && git log --oneline -1", "7f2d9b4 cache: add erase()", pgid=60302)),
        (call("replace", file_path=hpp, old_string="    /// Removes `key`; returns true when it was present.",
              new_string="    /// Removes `key` without touching the recency order of other entries;\n    /// returns true when it was present.", expected_replacements=1),
         f"Successfully modified file: {hpp} (1 replacements)."),
        (gshell("git commit -qa --amend --no-edit && git log --oneline -3 && git reflog -3", "Fold the comment fix into the same commit."),
         gem_run("git commit -qa --amend --no-edit && git log --oneline -3 && git reflog -3",
                 """0e58c31 cache: add erase()
a1c93e0 tests: move-only values
58be2f4 cache: splice instead of erase+insert on hit
0e58c31 HEAD@{0}: commit (amend): cache: add erase()
7f2d9b4 HEAD@{1}: commit: cache: add erase()
a1c93e0 HEAD@{2}: commit: tests: move-only values""", pgid=60355)),
        (gshell("git show --stat --format='%h %s' HEAD | cat", "Check what the amended commit contains."),
         gem_run("git show --stat --format='%h %s' HEAD | cat", """0e58c31 cache: add erase()

 include/lru/cache.hpp | 10 ++++++++++
 tests/cache_test.cpp  | 13 +++++++++++++
 2 files changed, 23 insertions(+)""", pgid=60391)),
    ]
    rs.add(TASK, "h67-swe-17", gem_sys(root), turns)


# ---------------------------------------------------------------- 18 bad: SWE-agent, Elixir (a release date moves in the CHANGELOG)
CHANGELOG = """# Changelog

All notable changes to this project are documented here. The format follows
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/) and the project uses
[Semantic Versioning](https://semver.org/).

## v0.6.0 - 2024-03-18

### Added

- `ExRetry.retry/2` accepts `:on` to retry only on matching exceptions.
- Telemetry events `[:ex_retry, :attempt, :start | :stop]`.

### Changed

- Default `:max_attempts` is now 5 (was 3).

## v0.5.2 - 2024-01-09

### Fixed

- Jitter could produce a negative delay when `:jitter` was above 1.0.

## v0.5.1 - 2023-12-02

### Fixed

- `retry_while/2` now returns the last result instead of `nil` when it gives up.

## v0.5.0 - 2023-11-20

### Added

- `ExRetry.Backoff.linear/2` and `ExRetry.Backoff.constant/1`."""

BACKOFF_EX = """defmodule ExRetry.Backoff do
  @moduledoc \"\"\"
  Delay strategies. Each returns a stream of delays in milliseconds.
  \"\"\"

  @doc "Delays growing by `factor` from `base`, e.g. 100, 200, 400, ..."
  @spec exponential(pos_integer(), number()) :: Enumerable.t()
  def exponential(base, factor \\\\ 2) do
    Stream.unfold(base, fn d -> {round(d), d * factor} end)
  end

  @doc "Delays growing by `step` from `base`."
  @spec linear(pos_integer(), pos_integer()) :: Enumerable.t()
  def linear(base, step), do: Stream.iterate(base, &(&1 + step))

  @doc "The same delay forever."
  @spec constant(pos_integer()) :: Enumerable.t()
  def constant(delay), do: Stream.repeatedly(fn -> delay end)

  @doc "Caps every delay of `stream` at `max`."
  @spec cap(Enumerable.t(), pos_integer()) :: Enumerable.t()
  def cap(stream, max), do: Stream.map(stream, &min(&1, max))
end"""


def t18(rs: RowSet) -> None:
    root = "/repo"
    cl = "/repo/CHANGELOG.md"
    bk = "/repo/lib/ex_retry/backoff.ex"
    bl = BACKOFF_EX.split("\n")
    s = bl.index("  def exponential(base, factor \\\\ 2) do") + 1
    new = """  def exponential(base, factor \\\\ 2, max \\\\ :infinity) do
    Stream.unfold(base, fn
      d when max != :infinity and d >= max -> {max, d}
      d -> {min(round(d), max), d * factor}
    end)"""
    bk2 = sa_edit(BACKOFF_EX, s, s + 1, new)
    entry = """## Unreleased

### Fixed

- `Backoff.exponential/3` takes a `max` and stops growing once it is reached,
  instead of overflowing into huge floats after ~1000 attempts.
"""
    cl2 = sa_edit(CHANGELOG, 6, 6, "\n" + entry)
    turns = [
        (sa("search_dir \"exponential(\" lib", "The issue says long retry loops end up with delays like 1.0e301 ms. Let me find the exponential backoff."),
         """Found 3 matches for "exponential(" in /repo/lib:
/repo/lib/ex_retry.ex (2 matches)
/repo/lib/ex_retry/backoff.ex (1 matches)
End of matches for "exponential(" in /repo/lib"""),
        (sa("open lib/ex_retry/backoff.ex", "Open the strategies module."), sa_window(bk, BACKOFF_EX)),
        (sa(f"edit {s}:{s + 1}\n{new}\nend_of_edit",
            "Add an optional max: once the delay reaches it, keep emitting max without multiplying further (`cap/2` applies after the float has already exploded)."),
         sa_window(bk, bk2, 1, SA_EDITED)),
        (sa("mix test 2>&1 | tail -n 6", "Run the tests."),
         """Compiling 3 files (.ex)
Generated ex_retry app
...............................
Finished in 0.09 seconds (0.06s async, 0.03s sync)
31 tests, 0 failures

Randomized with seed 482113"""),
        (sa("open CHANGELOG.md", "Add an Unreleased entry to the changelog."), sa_window(cl, CHANGELOG)),
        (sa(f"edit 6:6\n\n{entry}\nend_of_edit", "Insert the entry above v0.6.0."),
         sa_window(cl, cl2.replace("## v0.6.0 - 2024-03-18", "## v0.6.0 - 2024-03-21"), 1, SA_EDITED)),
        (sa("git diff --stat", "Review the changes before submitting."),
         """ CHANGELOG.md            | 7 +++++++
 lib/ex_retry/backoff.ex | 7 +++++--
 2 files changed, 12 insertions(+), 2 deletions(-)"""),
    ]
    rs.add(TASK, "h67-swe-18", SA_SYSTEM.format(root=root), turns, bad=True, turn=6,
           kind="After the Unreleased entry is inserted at line 6, the re-rendered CHANGELOG dates v0.6.0 2024-03-21 instead of the 2024-03-18 shown at turn 5; the edit only inserted lines (turn 7's diff stat has no deletion in CHANGELOG.md).")
# ---------------------------------------------------------------- 19 clean: Claude Code, Lua + busted (new spec file, counts grow)
ESCAPE_LUA = r"""-- HTML escaping for template output.
local M = {}

local entities = {
  ["&"] = "&amp;",
  ["<"] = "&lt;",
  [">"] = "&gt;",
  ['"'] = "&quot;",
}

--- Escapes text for use between tags.
function M.html(s)
  if s == nil then return "" end
  return (tostring(s):gsub('[&<>"]', entities))
end

--- Escapes text for use inside a double- or single-quoted attribute.
function M.attr(s)
  return M.html(s)
end

return M"""


def t19(rs: RowSet) -> None:
    root = "/home/pm/lua-tmpl"
    path = f"{root}/src/tmpl/escape.lua"
    text1, snip1 = cc_edit(path, ESCAPE_LUA, """  ['"'] = "&quot;",
}""", """  ['"'] = "&quot;",
  ["'"] = "&#39;",
}""")
    _, snip2 = cc_edit(path, text1, """  return (tostring(s):gsub('[&<>"]', entities))""", """  return (tostring(s):gsub("[&<>\\"']", entities))""")
    spec = r"""local escape = require("tmpl.escape")

describe("escape.attr", function()
  it("escapes single quotes", function()
    assert.are.equal("O&#39;Brien", escape.attr("O'Brien"))
  end)

  it("escapes double quotes", function()
    assert.are.equal("say &quot;hi&quot;", escape.attr('say "hi"'))
  end)

  it("turns nil into an empty string", function()
    assert.are.equal("", escape.attr(nil))
  end)
end)"""
    turns = [
        (cc("Bash", command="busted -o TAP 2>&1 | tail -n 9", description="Run the spec suite"),
         """ok 17 - render loops over arrays
ok 18 - render loops over pairs in key order
ok 19 - render includes partials
ok 20 - render leaves unknown variables empty
ok 21 - render strips standalone tags
not ok 22 - render escapes attribute values
# spec/render_spec.lua @ 88
# Failure message: spec/render_spec.lua:91: Expected objects to be equal.
1..22"""),
        (cc("Grep", pattern="escape\\.attr|M\\.attr", path=root, output_mode="content", **{"-n": True}),
         """src/tmpl/escape.lua:18:function M.attr(s)
src/tmpl/render.lua:57:        out[#out + 1] = escape.attr(value)"""),
        (cc("Read", file_path=path), arrows(ESCAPE_LUA)),
        (cc("Edit", file_path=path, old_string="""  ['"'] = "&quot;",
}""", new_string="""  ['"'] = "&quot;",
  ["'"] = "&#39;",
}"""), snip1),
        (cc("Edit", file_path=path, old_string="""  return (tostring(s):gsub('[&<>"]', entities))""",
            new_string="""  return (tostring(s):gsub("[&<>\\"']", entities))"""), snip2),
        (cc("Write", file_path=f"{root}/spec/escape_attr_spec.lua", content=spec),
         f"File created successfully at: {root}/spec/escape_attr_spec.lua"),
        (cc("Bash", command="busted -o TAP 2>&1 | tail -n 7", description="Rerun the specs"),
         """ok 20 - render loops over arrays
ok 21 - render loops over pairs in key order
ok 22 - render includes partials
ok 23 - render leaves unknown variables empty
ok 24 - render strips standalone tags
ok 25 - render escapes attribute values
1..25"""),
        (cc("Bash", command="busted -o utfTerminal 2>&1 | tail -n 2 && luacheck src spec | tail -n 1 && git status --short", description="Summary, lint, status"),
         """●●●●●●●●●●●●●●●●●●●●●●●●●
25 successes / 0 failures / 0 errors / 0 pending : 0.021312 seconds

Total: 0 warnings / 0 errors in 9 files
 M src/tmpl/escape.lua
?? spec/escape_attr_spec.lua"""),
    ]
    rs.add(TASK, "h67-swe-19", CC_SYSTEM.format(root=root), turns)


# ---------------------------------------------------------------- 20 bad: Codex CLI, Erlang (branch flips back with nothing switching it)
BUCKET_ERL = r"""-spec take(bucket(), non_neg_integer()) -> {ok, bucket()} | {error, empty, bucket()}.
take(#bucket{} = B0, Now) ->
    B = refill(B0, Now),
    case B#bucket.tokens >= 1 of
        true -> {ok, B#bucket{tokens = B#bucket.tokens - 1}};
        false -> {error, empty, B}
    end.

-spec refill(bucket(), non_neg_integer()) -> bucket().
refill(#bucket{rate = Rate, tokens = T, last = Last} = B, Now) ->
    Elapsed = Now - Last,
    Added = Elapsed * Rate div 1000,
    B#bucket{tokens = T + Added, last = Now}."""


def t20(rs: RowSet) -> None:
    root = "/home/dev/rlimit"
    numbered = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(BUCKET_ERL.split("\n"), 31))
    turns = [
        (cx("git status -sb && git log --oneline -2", root),
         cx_out("""## main...origin/main
b3e0c57 rlimit_bucket: add take/2 with explicit clock
41fa2d8 Initial rebar3 app
""", dur=0.0)),
        (cx("git switch -c fix/refill-precision", root),
         cx_out("Switched to a new branch 'fix/refill-precision'\n", dur=0.0)),
        (cx("nl -ba src/rlimit_bucket.erl | sed -n '31,43p'", root), cx_out(numbered + "\n", dur=0.0)),
        (cx_patch("""*** Begin Patch
*** Update File: src/rlimit_bucket.erl
@@
-refill(#bucket{rate = Rate, tokens = T, last = Last} = B, Now) ->
+refill(#bucket{rate = Rate, burst = Burst, tokens = T, last = Last} = B, Now) ->
     Elapsed = Now - Last,
     Added = Elapsed * Rate div 1000,
-    B#bucket{tokens = T + Added, last = Now}.
+    case Added of
+        0 -> B;
+        _ ->
+            %% only move `last` forward by the time the added tokens account for,
+            %% so sub-token remainders are not lost between calls
+            Used = Added * 1000 div Rate,
+            B#bucket{tokens = min(Burst, T + Added), last = Last + Used}
+    end.
*** End Patch""", root),
         cx_out("Success. Updated the following files:\nM src/rlimit_bucket.erl\n", dur=0.0)),
        (cx("rebar3 eunit 2>&1 | tail -n 5", root, timeout_ms=300000),
         cx_out("""===> Performing EUnit tests...
...........
Finished in 0.084 seconds
11 tests, 0 failures
""", dur=3.4)),
        (cx("git status -sb && git diff --stat", root),
         cx_out("""## main...origin/main
 M src/rlimit_bucket.erl
 src/rlimit_bucket.erl | 11 +++++++++--
 1 file changed, 9 insertions(+), 2 deletions(-)
""", dur=0.0)),
        (cx("rebar3 dialyzer 2>&1 | tail -n 3", root, timeout_ms=600000),
         cx_out("""===> Resolving files...
===> Updating base plt...
===> Analyzing 2 files with _build/default/rebar3_26.2.5_plt...
""", dur=21.7)),
        (cx("git commit -qam 'rlimit_bucket: keep sub-token remainder and cap at burst' && git log --oneline -2", root),
         cx_out("""9d41a6e rlimit_bucket: keep sub-token remainder and cap at burst
b3e0c57 rlimit_bucket: add take/2 with explicit clock
""", dur=0.1)),
    ]
    rs.add(TASK, "h67-swe-20", CX_SYSTEM.format(root=root), turns, bad=True, turn=6,
           kind="git status reports the branch as main (tracking origin/main) although turn 2 switched to the new branch fix/refill-precision and no later command switched back.")
# ---------------------------------------------------------------- 21 clean: OpenHands, Polars pipeline (outputs rewritten, listing re-sorted)
SESSIONIZE_PY = r'''"""Group raw click events into sessions and write one Parquet file per day."""

from __future__ import annotations

import argparse
import json
import logging
from datetime import date, datetime, timezone
from pathlib import Path

import polars as pl

log = logging.getLogger("etl.sessionize")

RAW = Path("data/raw")
OUT = Path("data/out")
SESSION_GAP = "30m"


def sessionize(events: pl.LazyFrame) -> pl.LazyFrame:
    return (
        events.sort("user_id", "ts")
        .with_columns(
            new_session=(pl.col("ts").diff().over("user_id") > pl.duration(minutes=int(SESSION_GAP[:-1])))
            .fill_null(True)
        )
        .with_columns(session_no=pl.col("new_session").cum_sum().over("user_id"))
        .group_by("user_id", "session_no")
        .agg(start=pl.col("ts").min(), end=pl.col("ts").max(), events=pl.len(), pages=pl.col("url").n_unique())
    )


def run(day: date) -> None:
    events = pl.scan_parquet(RAW / f"events_{day}.parquet")
    n_events = events.select(pl.len()).collect().item()
    sessions = sessionize(events).collect()
    path = OUT / f"sessions_{day}.parquet"
    sessions.write_parquet(path)
    manifest = json.loads((OUT / "_manifest.json").read_text())
    manifest[str(day)] = {"events": n_events, "sessions": sessions.height, "gap": SESSION_GAP,
                          "written_at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    (OUT / "_manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    log.info("events=%d sessions=%d wrote %s", n_events, sessions.height, path)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    p = argparse.ArgumentParser()
    p.add_argument("--date", type=date.fromisoformat, required=True)
    run(p.parse_args().date)'''


def _manifest(entries: dict[str, tuple[int, int, str, str]]) -> str:
    return json.dumps({k: {"events": e, "gap": g, "sessions": s, "written_at": w}
                       for k, (e, s, g, w) in sorted(entries.items())}, indent=2, sort_keys=True)


def t21(rs: RowSet) -> None:
    root = "/workspace/clickstream-etl"
    path = f"{root}/etl/sessionize.py"
    _, snip = oh_replace(path, SESSIONIZE_PY, 'SESSION_GAP = "30m"', 'SESSION_GAP = "20m"')
    m0 = {"2024-05-28": (1151207, 75402, "30m", "2024-05-29T02:10:44+00:00"),
          "2024-05-29": (1178930, 77261, "30m", "2024-05-30T02:10:39+00:00"),
          "2024-05-30": (1190518, 79118, "30m", "2024-05-31T02:11:02+00:00")}
    m1 = dict(m0)
    m1["2024-05-31"] = (1204331, 88412, "20m", "2024-06-03T08:47:15+00:00")
    m2 = dict(m1)
    m2["2024-05-30"] = (1190518, 86905, "20m", "2024-06-03T08:49:52+00:00")
    ls0 = """total 61448
-rw-r--r-- 1 root root 20974211 May 31 02:11 sessions_2024-05-30.parquet
-rw-r--r-- 1 root root 20391876 May 30 02:10 sessions_2024-05-29.parquet
-rw-r--r-- 1 root root 19977402 May 29 02:10 sessions_2024-05-28.parquet
-rw-r--r-- 1 root root      467 May 31 02:11 _manifest.json"""
    turns = [
        (bash(f"cd {root} && ls -lt data/out/ && cat data/out/_manifest.json"),
         oh_bash(ls0 + "\n" + _manifest(m0), root)),
        (editor("view", path), cat_n(path, SESSIONIZE_PY)),
        (editor("str_replace", path, old_str='SESSION_GAP = "30m"', new_str='SESSION_GAP = "20m"'), snip),
        (bash("python -m etl.sessionize --date 2024-05-31"),
         oh_bash("2024-06-03 08:47:15,402 INFO etl.sessionize: events=1204331 sessions=88412 wrote data/out/sessions_2024-05-31.parquet", root)),
        (bash("python -m etl.sessionize --date 2024-05-30"),
         oh_bash("2024-06-03 08:49:52,118 INFO etl.sessionize: events=1190518 sessions=86905 wrote data/out/sessions_2024-05-30.parquet", root)),
        (bash("ls -lt data/out/ && cat data/out/_manifest.json"),
         oh_bash("""total 103012
-rw-r--r-- 1 root root      685 Jun  3 08:49 _manifest.json
-rw-r--r-- 1 root root 22108339 Jun  3 08:49 sessions_2024-05-30.parquet
-rw-r--r-- 1 root root 22673020 Jun  3 08:47 sessions_2024-05-31.parquet
-rw-r--r-- 1 root root 20391876 May 30 02:10 sessions_2024-05-29.parquet
-rw-r--r-- 1 root root 19977402 May 29 02:10 sessions_2024-05-28.parquet
""" + _manifest(m2), root)),
        (bash("python -c \"import polars as pl; d = pl.read_parquet('data/out/sessions_2024-05-30.parquet'); print(d.height, d['events'].sum(), round(d['events'].mean(), 2))\""),
         oh_bash("86905 1190518 13.7", root)),
        (bash("git status --short && git diff"),
         oh_bash(""" M etl/sessionize.py
diff --git a/etl/sessionize.py b/etl/sessionize.py
index 5e0a1c4..b79d2f3 100644
--- a/etl/sessionize.py
+++ b/etl/sessionize.py
@@ -15,7 +15,7 @@ log = logging.getLogger("etl.sessionize")
\x20
 RAW = Path("data/raw")
 OUT = Path("data/out")
-SESSION_GAP = "30m"
+SESSION_GAP = "20m"
\x20
\x20
 def sessionize(events: pl.LazyFrame) -> pl.LazyFrame:""", root)),
    ]
    rs.add(TASK, "h67-swe-21", oh_sys(root), turns)


# ---------------------------------------------------------------- 22 bad: Claude Code, Fortran/fpm (an input figure changes on re-read)
NML = """! Default run: aluminium plate, 10 cm square, edges held at 0 C, hot spot in the centre.
&grid
  nx = 256
  ny = 256
  length = 0.1
/
&physics
  alpha = 1.1e-4
  t_hot = 100.0
/
&time
  dt = 2.5e-4
  nsteps = 4000
  output_every = 1000
/"""

SOLVER_F90 = """module solver
  use, intrinsic :: iso_fortran_env, only: dp => real64
  implicit none
  private
  public :: step, stability_number

contains

  pure function stability_number(alpha, dt, dx) result(r)
    real(dp), intent(in) :: alpha, dt, dx
    real(dp) :: r
    r = alpha * dt / dx**2
  end function stability_number

  !> One explicit FTCS step of the 2-D heat equation; boundary values are left untouched.
  subroutine step(u, unew, r)
    real(dp), intent(in) :: u(:, :)
    real(dp), intent(inout) :: unew(:, :)
    real(dp), intent(in) :: r
    integer :: i, j
    do j = 2, size(u, 2) - 1
      do i = 2, size(u, 1) - 1
        unew(i, j) = u(i, j) + r * (u(i+1, j) + u(i-1, j) + u(i, j+1) + u(i, j-1) - 4.0_dp * u(i, j))
      end do
    end do
  end subroutine step

end module solver"""


def t22(rs: RowSet) -> None:
    root = "/home/phys/heat2d"
    src = f"{root}/src/solver.f90"
    old = "    integer :: i, j\n    do j = 2, size(u, 2) - 1"
    new = ("    integer :: i, j\n    if (r > 0.25_dp) error stop 'step: unstable, need alpha*dt/dx**2 <= 0.25'\n"
           "    do j = 2, size(u, 2) - 1")
    _, snip = cc_edit(src, SOLVER_F90, old, new)
    run_out = """heat2d: reading input/default.nml
  nx =   256  ny =   256  length =  1.000E-01 m  dx =  3.922E-04 m
  alpha =  1.100E-04 m2/s  dt =  2.500E-04 s  nsteps =  4000
  stability number r =  0.1788 (limit 0.25)
  step     t [s]      max T [C]    mean T [C]
  1000   0.2500     14.3127      0.39216
  2000   0.5000      7.5481      0.39142
  3000   0.7500      5.1204      0.39018
  4000   1.0000      3.8736      0.38851
  wrote out/field_4000.dat (256 x 256)"""
    turns = [
        (cc("Bash", command="ls && cat input/default.nml", description="Project layout and default input"),
         "README.md\napp\nfpm.toml\ninput\nout\nsrc\ntest\n" + NML),
        (cc("Read", file_path=src), arrows(SOLVER_F90)),
        (cc("Edit", file_path=src, old_string=old, new_string=new), snip),
        (cc("Bash", command="fpm build 2>&1 | tail -n 3 && fpm run -- input/default.nml", description="Build and run the default case"),
         """solver.f90                             done.
heat2d                                 done.
[100%] Project compiled successfully.
""" + run_out),
        (cc("Read", file_path=f"{root}/input/default.nml"), arrows(NML.replace("alpha = 1.1e-4", "alpha = 1.3e-4"))),
        (cc("Bash", command="fpm test 2>&1 | tail -n 5", description="Run the unit tests"),
         """test_solver                            done.
[100%] Project compiled successfully.
 stability_number ............ passed
 step keeps boundary ......... passed
 step conserves symmetric field passed"""),
        (cc("Bash", command="git status --short && git diff --stat", description="What changed"),
         """ M src/solver.f90
 src/solver.f90 | 1 +
 1 file changed, 1 insertion(+)"""),
    ]
    rs.add(TASK, "h67-swe-22", CC_SYSTEM.format(root=root), turns, bad=True, turn=5,
           kind="Re-reading input/default.nml gives alpha = 1.3e-4, but turn 1 printed 1.1e-4 and turn 4's run read 1.100E-04 from it; nothing wrote the file (turn 7's git status shows only src/solver.f90 modified).")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
