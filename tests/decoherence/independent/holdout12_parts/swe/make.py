# ruff: noqa: E501
"""Held-out set 12, domain swe: 22 coding-agent trajectories over several harnesses (OpenHands, Gemini CLI,
SWE-agent, Claude Code, Codex CLI, Cline, Aider) and languages (Python, TypeScript, Go, Rust, Java, Ruby)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gshell,
    jblock,
    oh_bash,
    pj,
    tool,
)

S: dict[str, Any] = {"type": "string"}
INT: dict[str, Any] = {"type": "integer"}
B: dict[str, Any] = {"type": "boolean"}


# ---------------------------------------------------------------- generic text helpers

def sl(text: str, a: int, b: int | None = None) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    lines = text.split("\n")
    return "\n".join(lines[a - 1:(b if b is not None else len(lines))])


def nlines(text: str) -> int:
    return len(text.split("\n"))


def lno(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the nth line containing needle."""
    hits = [i for i, line in enumerate(text.split("\n"), 1) if needle in line]
    return hits[nth - 1]


def dfix(diff: str) -> str:
    """Blank context lines of a unified diff are written as `~` in this file; git prints a single space."""
    return "\n".join(" " if line == "~" else line for line in diff.split("\n"))


def sub1(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


# ---------------------------------------------------------------- OpenHands / Gemini CLI

def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


def gread(path: str) -> str:
    return call("read_file", absolute_path=path)


def greplace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


# ---------------------------------------------------------------- Claude Code

def cc_sys(root: str) -> str:
    tools = [
        tool("Read", "Reads a file from the local filesystem; output is line-numbered like cat -n.",
             {"file_path": S, "offset": INT, "limit": INT}, ["file_path"]),
        tool("Edit", "Performs exact string replacement in a file.",
             {"file_path": S, "old_string": S, "new_string": S, "replace_all": B}, ["file_path", "old_string", "new_string"]),
        tool("Write", "Writes a file to the local filesystem.", {"file_path": S, "content": S}, ["file_path", "content"]),
        tool("Bash", "Executes a bash command in a persistent shell session.",
             {"command": S, "description": S, "timeout": INT}, ["command"]),
        tool("Grep", "Searches file contents with ripgrep.",
             {"pattern": S, "path": S, "glob": S, "output_mode": S, "-n": B, "-i": B}, ["pattern"]),
        tool("Glob", "Fast file pattern matching; returns matching paths sorted by modification time.",
             {"pattern": S, "path": S}, ["pattern"]),
    ]
    return (f"You simulate the tool side of a Claude Code session whose working directory is {root}. Each action is "
            "one tool_use block; reply with the content of its tool_result after **Environment Observation:**.\n\n"
            "Tools:\n" + json.dumps(tools, indent=1))


def cc(name: str, **inp: Any) -> str:
    return jblock({"type": "tool_use", "name": name, "input": inp})


def arrow(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}\u2192{line}" for i, line in enumerate(text.split("\n"), start))


def cc_read(text: str, start: int = 1, end: int | None = None) -> str:
    return arrow(sl(text, start, end), start)


def cc_edited(path: str, text: str, start: int, end: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + arrow(sl(text, start, end), start))


# ---------------------------------------------------------------- Codex CLI

def cx_sys(root: str) -> str:
    tools = [tool("shell", "Runs a command (argv list) and returns its output; `apply_patch` edits files with the "
                  "*** Begin Patch / *** End Patch format.",
                  {"command": {"type": "array", "items": S}, "workdir": S, "timeout_ms": INT}, ["command"])]
    return (f"You simulate the sandbox of a Codex CLI agent in {root}. The agent calls the `shell` function; reply "
            "with the function output JSON (output and metadata) after **Environment Observation:**.\n\nTools:\n"
            + json.dumps(tools, indent=1))


def cx(cmd: str, workdir: str, timeout_ms: int = 60000) -> str:
    return jblock({"name": "shell", "arguments": {"command": ["bash", "-lc", cmd], "workdir": workdir,
                                                  "timeout_ms": timeout_ms}})


def cx_patch(patch: str, workdir: str) -> str:
    return jblock({"name": "shell", "arguments": {"command": ["apply_patch", patch], "workdir": workdir}})


def cx_out(out: str, code: int = 0, dur: float = 0.1) -> str:
    return pj({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}})


def cx_patched(*files: str) -> str:
    return cx_out("Success. Updated the following files:\n" + "\n".join(files) + "\n", 0, 0.0)


# ---------------------------------------------------------------- Cline

def cline_sys(root: str) -> str:
    return (f"You simulate the environment of the Cline VS Code agent; the workspace is {root}. The agent writes one "
            "XML tool use per message (read_file, write_to_file, replace_in_file, search_files, list_files, "
            "execute_command). Reply with the tool result message Cline sends back, after **Environment Observation:**.")


def cl(tool_name: str, **params: str) -> str:
    body = "\n".join(f"<{k}>{v}</{k}>" for k, v in params.items())
    return f"<{tool_name}>\n{body}\n</{tool_name}>"


def cl_res(tool_name: str, arg: str, body: str) -> str:
    return f"[{tool_name} for '{arg}'] Result:\n{body}"


def cl_cmd(cmd: str, out: str) -> str:
    return cl_res("execute_command", cmd, "Command executed.\nOutput:\n" + out)


def cl_replace(path: str, search: str, replace: str) -> str:
    return cl("replace_in_file", path=path,
              diff=f"\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n")


def cl_saved(path: str, content: str) -> str:
    return cl_res("replace_in_file", path,
                  f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that "
                  f"was saved:\n\n<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\n"
                  "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your "
                  "reference. This content reflects the current state of the file, including any auto-formatting "
                  "(e.g., if you used single quotes but the formatter converted them to double quotes). Always base "
                  "your SEARCH/REPLACE operations on this final version to ensure accuracy.")


# ---------------------------------------------------------------- Aider

def aider_sys(root: str) -> str:
    return (f"You simulate the Aider terminal harness running in the git repository {root}. The agent's messages are "
            "either aider slash commands (/add, /drop, /run, /test, /git, /diff, /undo, /ls) or replies that contain "
            "SEARCH/REPLACE edit blocks. Reply with what aider prints in the terminal (command output, applied "
            "edits, auto-commits), after **Environment Observation:**.")


def edit_block(path: str, search: str, replace: str, lang: str) -> str:
    return f"{path}\n```{lang}\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


def aider_run(out: str, nlines_: int, ktok: float) -> str:
    return (out.rstrip("\n") + f"\n\nAdd {ktok:.1f}k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\n"
            f"Added {nlines_} lines of output to the chat.")


# ---------------------------------------------------------------- SWE-agent

SA_WINDOW = 20


def sa_sys(root: str) -> str:
    return (f"You simulate the shell of a SWE-agent run on the repository {root} (WINDOW=20, OVERLAP=2). Besides plain "
            "bash, the agent uses the special commands open <path> [<line>], goto <line>, scroll_down, scroll_up, "
            "create <file>, edit <start>:<end> ... end_of_edit, search_file <term> [<file>], search_dir <term> "
            "[<dir>], find_file <name> [<dir>] and submit. Each action is a DISCUSSION followed by one command in a "
            "code block. Reply with the command output followed by the (Open file: ...) / (Current directory: ...) "
            "/ bash-$ prompt, after **Environment Observation:**.")


def sa(discussion: str, command: str) -> str:
    return f"DISCUSSION\n{discussion}\n\n```\n{command}\n```"


def sa_obs(body: str, open_file: str, cwd: str) -> str:
    return (body.rstrip("\n") + "\n" if body else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


class SweFile:
    """A file known to the simulator only in a region [start, start+len(lines)); total is the full line count."""

    def __init__(self, path: str, total: int, start: int, text: str) -> None:
        self.path, self.total, self.start = path, total, start
        self.lines = text.split("\n")

    def line(self, n: int) -> str:
        return self.lines[n - self.start]

    def window(self, cur: int) -> str:
        half = SA_WINDOW // 2
        top = min(max(cur + half, half), self.total)
        first = max(1, top - SA_WINDOW + 1)
        above = max(0, cur - half)
        below = max(0, self.total - cur - half)
        assert first >= self.start and top < self.start + len(self.lines), (self.path, cur)
        out = [f"[File: {self.path} ({self.total} lines total)]"]
        if above > 0:
            out.append(f"({above} more lines above)")
        out += [f"{n}:{self.line(n)}" for n in range(first, top + 1)]
        if below > 0:
            out.append(f"({below} more lines below)")
        return "\n".join(out)

    def edit(self, a: int, b: int, new: str) -> None:
        repl = new.split("\n")
        i, j = a - self.start, b - self.start + 1
        self.lines[i:j] = repl
        self.total += len(repl) - (b - a + 1)


SA_UPDATED = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
              "duplicate lines, etc). Edit the file again if necessary.")


# ================================================================ trajectories

LEDGER_DISPATCH = '''"""Outbound webhook delivery with retry and backoff."""

from __future__ import annotations

import asyncio
import logging
import random

import httpx

from ledgerline.settings import settings
from ledgerline.webhooks.models import DeliveryAttempt, WebhookEndpoint

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 6
BASE_DELAY_S = 2.0
MAX_DELAY_S = 300.0
JITTER_RATIO = 0.1
RETRYABLE_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})


def compute_backoff(attempt: int) -> float:
    """Seconds to wait before retry number ``attempt`` (1-based)."""
    delay = BASE_DELAY_S * attempt
    return min(delay, MAX_DELAY_S)


def _with_jitter(delay: float) -> float:
    spread = delay * JITTER_RATIO
    return delay + random.uniform(-spread, spread)


class Dispatcher:
    def __init__(self, client: httpx.AsyncClient | None = None) -> None:
        self._client = client or httpx.AsyncClient(
            timeout=httpx.Timeout(settings.webhook_timeout_s, connect=3.0)
        )

    async def deliver(self, endpoint: WebhookEndpoint, payload: dict) -> DeliveryAttempt:
        last: DeliveryAttempt | None = None
        for attempt in range(1, MAX_ATTEMPTS + 1):
            last = await self._attempt(endpoint, payload, attempt)
            if last.ok or last.status_code not in RETRYABLE_STATUS:
                return last
            if attempt < MAX_ATTEMPTS:
                await asyncio.sleep(_with_jitter(compute_backoff(attempt)))
        assert last is not None
        return last

    async def _attempt(self, endpoint: WebhookEndpoint, payload: dict, attempt: int) -> DeliveryAttempt:
        headers = {"X-Ledgerline-Signature": endpoint.sign(payload), "X-Ledgerline-Attempt": str(attempt)}
        try:
            resp = await self._client.post(endpoint.url, json=payload, headers=headers)
        except httpx.TransportError as exc:
            log.warning("webhook %s attempt %d failed: %s", endpoint.id, attempt, exc)
            return DeliveryAttempt(endpoint_id=endpoint.id, attempt=attempt, status_code=599, ok=False)
        return DeliveryAttempt(endpoint_id=endpoint.id, attempt=attempt, status_code=resp.status_code,
                               ok=200 <= resp.status_code < 300)'''

LEDGER_TEST = '''import pytest

from ledgerline.webhooks.dispatcher import MAX_DELAY_S, compute_backoff


def test_backoff_is_exponential():
    assert [compute_backoff(n) for n in range(1, 6)] == [2.0, 4.0, 8.0, 16.0, 32.0]


def test_backoff_is_capped():
    assert compute_backoff(20) == MAX_DELAY_S


def test_backoff_rejects_zero():
    with pytest.raises(ValueError):
        compute_backoff(0)'''


def t02(rs: RowSet) -> None:
    # Claude Code, Python webhook service: bad, turn 7 re-Read shows JITTER_RATIO = 0.2 where turn 2 read 0.1 (no edit touched it).
    root = "/home/oskar/src/ledgerline"
    p = f"{root}/ledgerline/webhooks/dispatcher.py"
    tp = f"{root}/tests/webhooks/test_dispatcher.py"
    v0 = LEDGER_DISPATCH
    old = "    delay = BASE_DELAY_S * attempt\n"
    new = ("    if attempt < 1:\n        raise ValueError(\"attempt is 1-based\")\n"
           "    delay = BASE_DELAY_S * (2 ** (attempt - 1))\n")
    v1 = sub1(v0, old, new)
    drift = sub1(v1, "JITTER_RATIO = 0.1", "JITTER_RATIO = 0.2")
    grep_out = (f"ledgerline/webhooks/dispatcher.py:{lno(v0, 'def compute_backoff')}:def compute_backoff(attempt: int) -> float:\n"
                f"ledgerline/webhooks/dispatcher.py:{lno(v0, 'await asyncio.sleep')}:                await asyncio.sleep(_with_jitter(compute_backoff(attempt)))\n"
                "tests/webhooks/test_dispatcher.py:3:from ledgerline.webhooks.dispatcher import MAX_DELAY_S, compute_backoff\n"
                "tests/webhooks/test_dispatcher.py:7:    assert [compute_backoff(n) for n in range(1, 6)] == [2.0, 4.0, 8.0, 16.0, 32.0]\n"
                "tests/webhooks/test_dispatcher.py:11:    assert compute_backoff(20) == MAX_DELAY_S\n"
                "tests/webhooks/test_dispatcher.py:16:        compute_backoff(0)\n"
                "docs/webhooks.md:41:Retries use exponential backoff (`compute_backoff`): 2s, 4s, 8s, 16s, 32s, capped at 5 minutes.")
    fail = """============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0
rootdir: /home/oskar/src/ledgerline
configfile: pyproject.toml
plugins: asyncio-0.23.5, anyio-4.3.0
asyncio: mode=Mode.STRICT
collected 12 items

tests/webhooks/test_dispatcher.py FFF                                    [ 25%]
tests/webhooks/test_models.py .....                                      [ 66%]
tests/webhooks/test_signing.py ....                                      [100%]

=================================== FAILURES ===================================
_________________________ test_backoff_is_exponential __________________________

    def test_backoff_is_exponential():
>       assert [compute_backoff(n) for n in range(1, 6)] == [2.0, 4.0, 8.0, 16.0, 32.0]
E       assert [2.0, 4.0, 6.0, 8.0, 10.0] == [2.0, 4.0, 8.0, 16.0, 32.0]
E         At index 2 diff: 6.0 != 8.0
E         Use -v to get more diff

tests/webhooks/test_dispatcher.py:7: AssertionError
____________________________ test_backoff_is_capped ____________________________

    def test_backoff_is_capped():
>       assert compute_backoff(20) == MAX_DELAY_S
E       assert 40.0 == 300.0
E        +  where 40.0 = compute_backoff(20)

tests/webhooks/test_dispatcher.py:11: AssertionError
___________________________ test_backoff_rejects_zero __________________________

    def test_backoff_rejects_zero():
>       with pytest.raises(ValueError):
E       Failed: DID NOT RAISE <class 'ValueError'>

tests/webhooks/test_dispatcher.py:15: Failed
=========================== short test summary info ============================
FAILED tests/webhooks/test_dispatcher.py::test_backoff_is_exponential - assert [2.0, 4.0, 6.0, 8.0, 10.0] == [2.0, 4.0, 8.0, 16.0, 32.0]
FAILED tests/webhooks/test_dispatcher.py::test_backoff_is_capped - assert 40.0 == 300.0
FAILED tests/webhooks/test_dispatcher.py::test_backoff_rejects_zero - Failed: DID NOT RAISE <class 'ValueError'>
========================= 3 failed, 9 passed in 0.41s ========================="""
    ok = """============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0
rootdir: /home/oskar/src/ledgerline
configfile: pyproject.toml
plugins: asyncio-0.23.5, anyio-4.3.0
asyncio: mode=Mode.STRICT
collected 12 items

tests/webhooks/test_dispatcher.py ...                                    [ 25%]
tests/webhooks/test_models.py .....                                      [ 66%]
tests/webhooks/test_signing.py ....                                      [100%]

============================== 12 passed in 0.37s =============================="""
    diff = dfix("""diff --git a/ledgerline/webhooks/dispatcher.py b/ledgerline/webhooks/dispatcher.py
index 5c1d2e0..a83f9b4 100644
--- a/ledgerline/webhooks/dispatcher.py
+++ b/ledgerline/webhooks/dispatcher.py
@@ -22,7 +22,9 @@ RETRYABLE_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})
~
 def compute_backoff(attempt: int) -> float:
     \"\"\"Seconds to wait before retry number ``attempt`` (1-based).\"\"\"
-    delay = BASE_DELAY_S * attempt
+    if attempt < 1:
+        raise ValueError("attempt is 1-based")
+    delay = BASE_DELAY_S * (2 ** (attempt - 1))
     return min(delay, MAX_DELAY_S)
~
~""")
    turns = [
        (cc("Grep", pattern="compute_backoff", output_mode="content", **{"-n": True}), grep_out),
        (cc("Read", file_path=p), cc_read(v0)),
        (cc("Read", file_path=tp), cc_read(LEDGER_TEST)),
        (cc("Bash", command="python -m pytest tests/webhooks -p no:cacheprovider", description="Run webhook tests"), fail),
        (cc("Edit", file_path=p, old_string=old, new_string=new), cc_edited(p, v1, 19, 34)),
        (cc("Bash", command="python -m pytest tests/webhooks -p no:cacheprovider", description="Re-run webhook tests"), ok),
        (cc("Read", file_path=p, offset=14, limit=25), cc_read(drift, 14, 38)),
        (cc("Bash", command="git diff", description="Show the working-tree diff"), diff),
        (cc("Bash", command="git add ledgerline/webhooks/dispatcher.py && git commit -m \"Use exponential backoff for webhook retries\"",
            description="Commit the backoff fix"),
         "[fix/webhook-backoff 4b7e2d1] Use exponential backoff for webhook retries\n 1 file changed, 3 insertions(+), 1 deletion(-)"),
    ]
    rs.add(task="swe", tid="h12-swe-02", system=cc_sys(root), turns=turns,
           state=f"Working directory: {root} (git branch fix/webhook-backoff). Task: webhook retries fire too quickly; make the backoff exponential as documented in docs/webhooks.md.",
           bad=True, turn=7, kind="file constant reads back different between two Reads with no edit (JITTER_RATIO)")


def t03(rs: RowSet) -> None:
    # Aider, Go rate limiter: bad, turn 8 `git log` lists the turn-3 aider commit as 9d4e1f7 where turns 3 and 5 gave 9d4c1f7 (no rebase/amend).
    root = "/home/ines/code/ratelimitd"
    mod = "github.com/hollis-lab/ratelimitd"
    fix_search = """func (b *Bucket) refill() {
	now := b.now()
	b.tokens += b.rate
	if b.tokens > b.capacity {"""
    fix_replace = """func (b *Bucket) refill() {
	now := b.now()
	elapsed := now.Sub(b.last).Seconds()
	if elapsed > 0 {
		b.tokens += elapsed * b.rate
	}
	if b.tokens > b.capacity {"""
    test_search = """	if b.Allow(1) {
		t.Fatalf("Allow #11 = true after 0s, want false (bucket should be empty)")
	}
}"""
    test_replace = test_search + """

func TestRefillAfterIdle(t *testing.T) {
	clock := time.Unix(1_700_000_000, 0)
	b := New(10, 2)
	b.now = func() time.Time { return clock }
	b.last = clock
	for i := 0; i < 10; i++ {
		b.Allow(1)
	}
	clock = clock.Add(3 * time.Second)
	for i := 0; i < 6; i++ {
		if !b.Allow(1) {
			t.Fatalf("Allow #%d after 3s idle = false, want true (6 tokens refilled)", i+1)
		}
	}
	if b.Allow(1) {
		t.Fatalf("7th Allow after 3s idle = true, want false")
	}
}"""
    fail = f"""--- FAIL: TestAllowRespectsRate (0.00s)
    bucket_test.go:31: Allow #11 = true after 0s, want false (bucket should be empty)
--- FAIL: TestAllowBurst (0.00s)
    bucket_test.go:52: tokens after 3 calls = 9.000000, want 7.000000
FAIL
FAIL\t{mod}/internal/bucket\t0.006s
FAIL"""
    race = f"""?   \t{mod}/cmd/ratelimitd\t[no test files]
ok  \t{mod}/internal/admin\t1.214s
ok  \t{mod}/internal/bucket\t1.087s
ok  \t{mod}/internal/config\t1.031s
ok  \t{mod}/internal/proxy\t1.409s"""
    log1 = """9d4c1f7 fix(bucket): refill by elapsed time instead of once per call
a31be02 Add /v1/limits admin endpoint
5f08d9c Bump golang.org/x/time to v0.5.0
77e2c41 Export bucket metrics via expvar"""
    log2 = """2e8b6a0 test(bucket): cover refill after an idle period
9d4e1f7 fix(bucket): refill by elapsed time instead of once per call
a31be02 Add /v1/limits admin endpoint
5f08d9c Bump golang.org/x/time to v0.5.0"""
    show = """commit 2e8b6a0d41c97f3b0e5a62d18c4f7b9e03a1d556
Author: Ines Hollis (aider) <ines@hollis-lab.dev>
Date:   Wed Mar 12 16:47:03 2025 +0100

    test(bucket): cover refill after an idle period

 internal/bucket/bucket_test.go | 19 +++++++++++++++++++
 1 file changed, 19 insertions(+)"""
    assert nlines(test_replace) - nlines(test_search) == 19
    turns = [
        ("/add internal/bucket/bucket.go internal/bucket/bucket_test.go",
         "Added internal/bucket/bucket.go to the chat\nAdded internal/bucket/bucket_test.go to the chat"),
        ("/run go test ./internal/bucket/", aider_run(fail, 8, 0.2)),
        ("The refill adds `rate` tokens on every call regardless of how much time passed. It should add "
         "`elapsed * rate` since the last refill.\n\n" + edit_block("internal/bucket/bucket.go", fix_search, fix_replace, "go"),
         "Applied edit to internal/bucket/bucket.go\nCommit 9d4c1f7 fix(bucket): refill by elapsed time instead of once per call\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run go test ./internal/bucket/", aider_run(f"ok  \t{mod}/internal/bucket\t0.005s", 1, 0.1)),
        ("/git log --oneline -4", log1),
        ("Let's also add a regression test for refilling after an idle period, using the injectable clock.\n\n"
         + edit_block("internal/bucket/bucket_test.go", test_search, test_replace, "go"),
         "Applied edit to internal/bucket/bucket_test.go\nCommit 2e8b6a0 test(bucket): cover refill after an idle period\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run go test -race -count=1 ./...", aider_run(race, 5, 0.1)),
        ("/git log --oneline -4", log2),
        ("/git show --stat HEAD", show),
        ("/drop internal/bucket/bucket_test.go", "Removed internal/bucket/bucket_test.go from the chat"),
    ]
    rs.add(task="swe", tid="h12-swe-03", system=aider_sys(root), turns=turns,
           state=f"Aider v0.62.1 in {root} (git repo, branch main, auto-commits on). Model: gpt-4o with diff edit format. Task: the token bucket in internal/bucket refills too fast under load.",
           bad=True, turn=8, kind="commit hash of an earlier aider commit changes in git log with no rewrite")


def grun(cmd: str, out: str, code: int = 0, pgid: int = 40211, bg: str = "(none)", err: str = "(empty)",
         directory: str = "(root)") -> str:
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out if out else '(empty)'}\nStderr: {err}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


TICKET_VALIDATE = '''package api

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

const (
	maxTitleLen = 200
	maxBodyLen  = 20000
)

var validPriorities = map[string]bool{
	"low":    true,
	"normal": true,
	"high":   true,
	"urgent": true,
}

type CreateTicketRequest struct {
	Title    string   `json:"title"`
	Body     string   `json:"body"`
	Priority string   `json:"priority"`
	Labels   []string `json:"labels"`
}

func (req *CreateTicketRequest) Validate() error {
	req.Title = strings.TrimSpace(req.Title)
	if req.Title == "" {
		return fmt.Errorf("title is required")
	}
	if utf8.RuneCountInString(req.Title) > maxTitleLen {
		return fmt.Errorf("title longer than %d characters", maxTitleLen)
	}
	if len(req.Body) > maxBodyLen {
		return fmt.Errorf("body longer than %d bytes", maxBodyLen)
	}
	if req.Priority == "" {
		req.Priority = "normal"
	}
	if !validPriorities[req.Priority] {
		return fmt.Errorf("invalid priority %q: want one of low, normal, high, urgent", req.Priority)
	}
	return nil
}'''


def t04(rs: RowSet) -> None:
    # Gemini CLI, Go ticket service: clean (server restarted with a new PID, log overwritten, metrics counters reset, UTC vs local time).
    root = "/home/ana/src/ticketd"
    vp = f"{root}/internal/api/validate.go"
    old_map = '''var validPriorities = map[string]bool{
	"low":    true,
	"normal": true,
	"high":   true,
	"urgent": true,
}'''
    new_map = '''// validPriorities accepts the word levels and the P0-P3 aliases documented in docs/api.md.
var validPriorities = map[string]bool{
	"low":    true,
	"normal": true,
	"high":   true,
	"urgent": true,
	"P0":     true,
	"P1":     true,
	"P2":     true,
	"P3":     true,
}'''
    start = "go build -o bin/ticketd ./cmd/ticketd && ./bin/ticketd -addr :8088 > /tmp/ticketd.log 2>&1 &"
    log1 = """time=2025-03-14T09:14:05.118+01:00 level=INFO msg="config loaded" file=ticketd.toml
time=2025-03-14T09:14:05.131+01:00 level=INFO msg="store opened" path=data/tickets.db open=42 closed=318
time=2025-03-14T09:14:05.132+01:00 level=INFO msg=listening addr=:8088 pid=30417
time=2025-03-14T09:14:11.604+01:00 level=INFO msg=request method=GET path=/healthz status=200 dur=0.2ms"""
    metrics1 = """ticketd_http_requests_total{code="200",route="/healthz"} 1
ticketd_store_open_tickets 42
ticketd_tickets_created_total 0"""
    post = "curl -s -X POST localhost:8088/v1/tickets -H 'Content-Type: application/json' -d '{\"title\":\"Export to CSV drops UTF-8 BOM\",\"priority\":\"P1\",\"labels\":[\"export\"]}'"
    restart = "kill 30417 && " + start + " sleep 1; cat /tmp/ticketd.log"
    log2 = """time=2025-03-14T09:21:47.509+01:00 level=INFO msg="config loaded" file=ticketd.toml
time=2025-03-14T09:21:47.522+01:00 level=INFO msg="store opened" path=data/tickets.db open=42 closed=318
time=2025-03-14T09:21:47.523+01:00 level=INFO msg=listening addr=:8088 pid=30562"""
    created = '{"id":"tkt_8f2kq1","title":"Export to CSV drops UTF-8 BOM","priority":"P1","status":"open","labels":["export"],"created_at":"2025-03-14T08:22:03Z"}'
    metrics2 = """ticketd_http_requests_total{code="201",route="/v1/tickets"} 1
ticketd_store_open_tickets 43
ticketd_tickets_created_total 1"""
    tests = """ok  \tgithub.com/anaprz/ticketd/internal/api\t0.412s
ok  \tgithub.com/anaprz/ticketd/internal/notify\t0.019s
ok  \tgithub.com/anaprz/ticketd/internal/store\t1.266s"""
    turns = [
        (gshell(start, "Build ticketd and start it in the background on :8088"), grun(start, "", bg="30417", pgid=30390)),
        (gshell("curl -s localhost:8088/healthz; echo; curl -s localhost:8088/metrics | grep '^ticketd_'; cat /tmp/ticketd.log",
                "Check health, app metrics and the server log"),
         grun("curl -s localhost:8088/healthz; echo; curl -s localhost:8088/metrics | grep '^ticketd_'; cat /tmp/ticketd.log",
              '{"status":"ok","version":"0.9.3"}\n' + metrics1 + "\n" + log1, pgid=30455)),
        (gshell(post, "Reproduce: create a ticket with priority P1"),
         grun(post, '{"error":"invalid priority \\"P1\\": want one of low, normal, high, urgent"}', pgid=30471)),
        (call("search_file_content", pattern="validPriorities"),
         'Found 3 matches for pattern "validPriorities" in path ".":\n---\nFile: internal/api/validate.go\n'
         f'L{lno(TICKET_VALIDATE, "var validPriorities")}: var validPriorities = map[string]bool{{\n'
         f'L{lno(TICKET_VALIDATE, "!validPriorities")}: if !validPriorities[req.Priority] {{\n---\n'
         'File: internal/api/validate_test.go\nL22: for p := range validPriorities {\n---'),
        (gread(vp), TICKET_VALIDATE),
        (greplace(vp, old_map, new_map), f"Successfully modified file: {vp} (1 replacements)."),
        (gshell(restart, "Restart ticketd with the new build"), grun(restart, log2, bg="30562", pgid=30549)),
        (gshell(post, "Retry creating the P1 ticket"), grun(post, created, pgid=30588)),
        (gshell("curl -s localhost:8088/metrics | grep '^ticketd_'", "Check the counters"),
         grun("curl -s localhost:8088/metrics | grep '^ticketd_'", metrics2, pgid=30597)),
        (gshell("go test ./internal/...", "Run the unit tests"), grun("go test ./internal/...", tests, pgid=30603)),
        (gshell("ps -o pid,etime,args -p 30562", "Confirm the server process is still up"),
         grun("ps -o pid,etime,args -p 30562", "    PID     ELAPSED COMMAND\n  30562       01:31 ./bin/ticketd -addr :8088", pgid=30688)),
    ]
    rs.add(task="swe", tid="h12-swe-04", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Go 1.22, sqlite store in data/tickets.db). Task: the API rejects the P0-P3 priority aliases that docs/api.md promises; fix it and verify against a running server.",
           bad=False, turn=None, kind="clean")


NUMFMT = '''"""Humanizing functions for numbers."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Union

from .i18n import _gettext as _
from .i18n import decimal_separator, thousands_separator

NumberOrString = Union[float, str]

__all__ = [
    "apnumber",
    "clamp",
    "fractional",
    "intcomma",
    "intword",
    "metric",
    "ordinal",
    "scientific",
]

_SUFFIXES_MALE = ("th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th")
_SUFFIXES_FEMALE = ("th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th")


def _format_not_finite(value: float) -> str:
    """Utility function to handle infinite and nan cases."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value) and value < 0:
        return "-Inf"
    if math.isinf(value) and value > 0:
        return "+Inf"
    return ""


def ordinal(value: NumberOrString, gender: str = "male") -> str:
    """Converts an integer to its ordinal as a string.

    For example, 1 is "1st", 2 is "2nd", 3 is "3rd", etc. Works for any integer or
    anything `int()` will turn into an integer. Anything else will return the output
    of str(value).

    Examples:
        >>> ordinal(1)
        '1st'
        >>> ordinal(1002)
        '1002nd'
        >>> ordinal(111)
        '111th'

    Args:
        value (int, str, float): Integer to convert.
        gender (str): Gender for translations. Accepts either "male" or "female".

    Returns:
        str: Ordinal string.
    """
    try:
        if not math.isfinite(float(value)):
            return _format_not_finite(float(value))
        value = int(value)
    except (TypeError, ValueError):
        return str(value)
    suffixes = _SUFFIXES_FEMALE if gender == "female" else _SUFFIXES_MALE
    if value in (11, 12, 13):
        return f"{value}{_(suffixes[0])}"
    return f"{value}{_(suffixes[value % 10])}"


def intcomma(value: NumberOrString, ndigits: int | None = None) -> str:
    """Converts an integer to a string containing commas every three digits.

    For example, 3000 becomes "3,000" and 45000 becomes "45,000". To maintain some
    compatibility with Django's `intcomma`, this function also accepts floats.

    Examples:
        >>> intcomma(100)
        '100'
        >>> intcomma("1000")
        '1,000'
        >>> intcomma(1_000_000)
        '1,000,000'
        >>> intcomma(1_234_567.25)
        '1,234,567.25'
        >>> intcomma(1234.5454545, 2)
        '1,234.55'

    Args:
        value (int, float, str): Integer or float to convert.
        ndigits (int, None): Digits of precision for rounding after the decimal point.

    Returns:
        str: String containing commas every three digits.
    """
    thousands_sep = thousands_separator()
    decimal_sep = decimal_separator()
    try:
        if isinstance(value, str):
            value = value.replace(thousands_sep, "").replace(decimal_sep, ".")
            if not math.isfinite(float(value)):
                return _format_not_finite(float(value))
            if "." in value:
                value = float(value)
            else:
                value = int(value)
        else:
            if not math.isfinite(float(value)):
                return _format_not_finite(float(value))
            float(value)
    except (TypeError, ValueError):
        return str(value)

    if ndigits is not None:
        orig = "{0:.{1}f}".format(value, ndigits)
    else:
        orig = str(value)
    orig = orig.replace(".", decimal_sep)
    while True:
        new = re.sub(r"^(-?\\d+)(\\d{3})", rf"\\g<1>{thousands_sep}\\g<2>", orig)
        if orig == new:
            return new
        orig = new'''


def t05(rs: RowSet) -> None:
    # SWE-agent, Python number-formatting library: clean (windows scroll, edit shifts later line numbers and the total, open file switches).
    repo = "/pyformat__numfmt"
    path = f"{repo}/src/numfmt/number.py"
    f = SweFile(path, 238, 1, NUMFMT)
    rp = f"{repo}/reproduce.py"
    repro = '''from numfmt import ordinal

for n in (1, 2, 3, 11, 12, 13, 21, 111, 112, 113, 1013):
    print(n, "->", ordinal(n))'''
    r = SweFile(rp, 4, 1, repro)
    before = "1 -> 1st\n2 -> 2nd\n3 -> 3rd\n11 -> 11th\n12 -> 12th\n13 -> 13th\n21 -> 21st\n111 -> 111st\n112 -> 112nd\n113 -> 113rd\n1013 -> 1013rd"
    after = "1 -> 1st\n2 -> 2nd\n3 -> 3rd\n11 -> 11th\n12 -> 12th\n13 -> 13th\n21 -> 21st\n111 -> 111th\n112 -> 112th\n113 -> 113th\n1013 -> 1013th"
    hits = [(i, ln) for i, ln in enumerate(NUMFMT.split("\n"), 1) if "ordinal" in ln]
    sf = (f'Found {len(hits)} matches for "ordinal" in {path}:\n' + "\n".join(f"Line {i}:{ln}" for i, ln in hits)
          + f'\nEnd of matches for "ordinal" in {path}')
    w2 = f.window(10)
    bug = lno(NUMFMT, "if value in (11, 12, 13)")
    w4 = f.window(bug)
    w8 = f.window(bug)
    fix = '''    if value % 100 in (11, 12, 13):
        # the teens always take "th": 11th, 112th, 1013th
        return f"{value}{_(suffixes[0])}"'''
    f.edit(bug, bug + 1, fix)
    w9 = f.window(bug)
    w11 = f.window(bug + 18)
    turns = [
        (sa("Let me first find where `ordinal` is defined in the repository.", "search_dir \"def ordinal\""),
         sa_obs(f'Found 1 matches for "def ordinal" in {repo}:\n{path} (1 matches)\nEnd of matches for "def ordinal" in {repo}', "n/a", repo)),
        (sa("It lives in src/numfmt/number.py. Let me open that file.", "open src/numfmt/number.py"), sa_obs(w2, path, repo)),
        (sa("Let me search the file for all references to ordinal.", "search_file \"ordinal\""), sa_obs(sf, path, repo)),
        (sa("The function body starts after the docstring. Let me go to the suffix logic.", f"goto {bug}"), sa_obs(w4, path, repo)),
        (sa("The teen check only compares the whole value against 11, 12 and 13, so 111 or 1013 get the wrong suffix. Let me write a reproduction script first.",
            "create reproduce.py"), sa_obs(f"[File: {rp} (1 lines total)]\n1:", rp, repo)),
        (sa("Now I'll add code that prints the ordinals of a few tricky numbers.", f"edit 1:1\n{repro}\nend_of_edit"),
         sa_obs(r.window(1) + "\n" + SA_UPDATED, rp, repo)),
        (sa("Let's run it.", "python reproduce.py"), sa_obs(before, rp, repo)),
        (sa("Confirmed: 111, 112, 113 and 1013 get st/nd/rd. Let me reopen number.py at the buggy line.", f"open src/numfmt/number.py {bug}"),
         sa_obs(w8, path, repo)),
        (sa("I'll check `value % 100` instead of the value itself, and leave a comment.",
            f"edit {bug}:{bug + 1}\n{fix}\nend_of_edit"), sa_obs(w9 + "\n" + SA_UPDATED, path, repo)),
        (sa("Let me rerun the reproduction script.", "python reproduce.py"), sa_obs(after, path, repo)),
        (sa("All suffixes are right now. Let me scroll down to make sure intcomma below was not affected by the edit.", "scroll_down"),
         sa_obs(w11, path, repo)),
        (sa("intcomma is untouched. I'll remove the reproduction script before submitting.", "rm reproduce.py"), sa_obs("", path, repo)),
    ]
    rs.add(task="swe", tid="h12-swe-05", system=sa_sys(repo), turns=turns,
           state=f"Repository {repo} checked out at the issue's base commit.\nISSUE: ordinal() returns '111st', '112nd' and '113rd'. Numbers whose last two digits are 11-13 should always end in 'th'.",
           bad=False, turn=None, kind="clean")


CRON_FIELDS = '''class Field:
    """One of the five cron fields; parses its text into a sorted list of allowed values."""

    name: str = ""
    min_value: int = 0
    max_value: int = 0
    aliases: dict[str, int] = {}

    def __init__(self, text: str) -> None:
        self.text = text
        self.values = sorted(set(self._parse(text)))

    def _value(self, token: str) -> int:
        token = token.upper()
        if token in self.aliases:
            return self.aliases[token]
        try:
            value = int(token)
        except ValueError:
            raise CronSyntaxError(f"{self.name}: {token!r} is not a number") from None
        if not self.min_value <= value <= self.max_value:
            raise CronSyntaxError(f"{self.name}: {value} out of range {self.min_value}-{self.max_value}")
        return value

    def _expand_range(self, start: int, stop: int, step: int) -> list[int]:
        if stop < start:
            raise CronSyntaxError(f"{self.name}: range {start}-{stop} runs backwards")
        return list(range(start, stop + 1, step))

    def _parse(self, text: str) -> list[int]:
        out: list[int] = []
        for part in text.split(","):
            body, _, step_text = part.partition("/")
            step = int(step_text) if step_text else 1
            if step < 1:
                raise CronSyntaxError(f"{self.name}: step must be positive, got {step}")
            if body == "*":
                start, stop = self.min_value, self.max_value
            elif "-" in body:
                lo, hi = body.split("-", 1)
                start, stop = self._value(lo), self._value(hi)
            else:
                start = self._value(body)
                stop = self.max_value if step_text else start
            out.extend(self._expand_range(start, stop, step))
        return out

    def __contains__(self, value: int) -> bool:
        return value in self.values

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"


class MinuteField(Field):
    name, min_value, max_value = "minute", 0, 59


class HourField(Field):
    name, min_value, max_value = "hour", 0, 23


class DayOfMonthField(Field):
    name, min_value, max_value = "day_of_month", 1, 31


class MonthField(Field):
    name, min_value, max_value = "month", 1, 12
    aliases = {m: i for i, m in enumerate(
        ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"), start=1)}


class DayOfWeekField(Field):
    name, min_value, max_value = "day_of_week", 0, 7
    aliases = {"SUN": 0, "MON": 1, "TUE": 2, "WED": 3, "THU": 4, "FRI": 5, "SAT": 6}

    def _expand_range(self, start: int, stop: int, step: int) -> list[int]:
        # 7 is accepted as a second spelling of Sunday
        return [d % 7 for d in super()._expand_range(start, stop, step)]


FIELD_TYPES: tuple[type[Field], ...] = (MinuteField, HourField, DayOfMonthField, MonthField, DayOfWeekField)


def parse_fields(expr: str) -> list[Field]:
    parts = expr.split()
    if len(parts) != len(FIELD_TYPES):
        raise CronSyntaxError(f"expected {len(FIELD_TYPES)} fields, got {len(parts)}: {expr!r}")
    return [cls(text) for cls, text in zip(FIELD_TYPES, parts)]'''


def t06(rs: RowSet) -> None:
    # SWE-agent, Python cron-expression library: bad, turn 10 goto shows DayOfWeekField._expand_range without the fix applied in turn 8 (and the old line total), though nothing undid it.
    repo = "/cronspec__cronspec"
    path = f"{repo}/cronspec/fields.py"
    off = 39
    f = SweFile(path, 188, off + 1, CRON_FIELDS)
    rp = f"{repo}/reproduce.py"
    repro = '''from datetime import datetime

from cronspec import CronSpec

spec = CronSpec("30 9 * * FRI-SUN")
t = datetime(2025, 3, 12, 12, 0)
for _ in range(4):
    t = spec.next_after(t)
    print(t.strftime("%a %Y-%m-%d %H:%M"))'''
    r = SweFile(rp, nlines(repro), 1, repro)

    def ln(needle: str, nth: int = 1) -> int:
        return off + lno(CRON_FIELDS, needle, nth)

    raise_ln = ln("runs backwards")
    hits = [(off + i, t) for i, t in enumerate(CRON_FIELDS.split("\n"), 1) if "_expand_range" in t]
    sf = (f'Found {len(hits)} matches for "_expand_range" in {path}:\n' + "\n".join(f"Line {i}:{t}" for i, t in hits)
          + f'\nEnd of matches for "_expand_range" in {path}')
    dow_def = hits[-2][0]
    w3 = f.window(dow_def)
    tb = f"""Traceback (most recent call last):
  File "{rp}", line 5, in <module>
    spec = CronSpec("30 9 * * FRI-SUN")
  File "{repo}/cronspec/spec.py", line 38, in __init__
    self.minute, self.hour, self.dom, self.month, self.dow = parse_fields(expr)
  File "{path}", line {ln("return [cls(text)")}, in parse_fields
    return [cls(text) for cls, text in zip(FIELD_TYPES, parts)]
  File "{path}", line {ln("return [cls(text)")}, in <listcomp>
    return [cls(text) for cls, text in zip(FIELD_TYPES, parts)]
  File "{path}", line {ln("self.values = sorted")}, in __init__
    self.values = sorted(set(self._parse(text)))
  File "{path}", line {ln("out.extend(self._expand_range")}, in _parse
    out.extend(self._expand_range(start, stop, step))
  File "{path}", line {ln("return [d % 7")}, in _expand_range
    return [d % 7 for d in super()._expand_range(start, stop, step)]
  File "{path}", line {raise_ln}, in _expand_range
    raise CronSyntaxError(f"{{self.name}}: range {{start}}-{{stop}} runs backwards")
cronspec.errors.CronSyntaxError: day_of_week: range 5-0 runs backwards"""
    w7 = f.window(dow_def)
    orig_w = f.window(dow_def - 3)
    fix_at = ln("# 7 is accepted")
    fix = '''        # 7 is accepted as a second spelling of Sunday; "FRI-SUN" closes the range with it
        if stop == 0 and start > 0:
            stop = 7'''
    f.edit(fix_at, fix_at, fix)
    w8 = f.window(fix_at)
    turns = [
        (sa("Let me find where the 'runs backwards' error is raised.", 'search_dir "runs backwards"'),
         sa_obs(f'Found 1 matches for "runs backwards" in {repo}:\n{path} (1 matches)\nEnd of matches for "runs backwards" in {repo}', "n/a", repo)),
        (sa("Let me look for every definition and use of _expand_range in that file.", 'search_file "_expand_range" cronspec/fields.py'),
         sa_obs(sf, "n/a", repo)),
        (sa("DayOfWeekField overrides _expand_range. Let me open the file there.", f"open cronspec/fields.py {dow_def}"), sa_obs(w3, path, repo)),
        (sa("SUN maps to 0, so FRI-SUN becomes the range 5-0 and the base class rejects it. Let me reproduce.", "create reproduce.py"),
         sa_obs(f"[File: {rp} (1 lines total)]\n1:", rp, repo)),
        (sa("Writing the reproduction.", f"edit 1:1\n{repro}\nend_of_edit"), sa_obs(r.window(1) + "\n" + SA_UPDATED, rp, repo)),
        (sa("Run it.", "python reproduce.py"), sa_obs(tb, rp, repo)),
        (sa("Reproduced. Back to fields.py.", f"open cronspec/fields.py {dow_def}"), sa_obs(w7, path, repo)),
        (sa("When a day-of-week range ends on Sunday (0) but starts later in the week, treat the end as 7; the existing `% 7` folds it back to 0.",
            f"edit {fix_at}:{fix_at}\n{fix}\nend_of_edit"), sa_obs(w8 + "\n" + SA_UPDATED, path, repo)),
        (sa("Rerun the reproduction.", "python reproduce.py"),
         sa_obs("Fri 2025-03-14 09:30\nSat 2025-03-15 09:30\nSun 2025-03-16 09:30\nFri 2025-03-21 09:30", path, repo)),
        (sa("Works. Let me look at the whole DayOfWeekField class once more before cleaning up.", f"goto {dow_def - 3}"),
         sa_obs(orig_w, path, repo)),
        (sa("Remove the reproduction script.", "rm reproduce.py"), sa_obs("", path, repo)),
    ]
    rs.add(task="swe", tid="h12-swe-06", system=sa_sys(repo), turns=turns,
           state=f"Repository {repo} checked out at the issue's base commit.\nISSUE: CronSpec(\"30 9 * * FRI-SUN\") raises CronSyntaxError('day_of_week: range 5-0 runs backwards'); vixie cron accepts weekday ranges that end on Sunday.",
           bad=True, turn=10, kind="edit lost: re-viewed window shows the pre-edit code and line total")


COURIER_RETRY = '''import { CourierHttpError } from "./errors";

export interface RetryOptions {
  retries: number;
  minDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 3, minDelayMs: 250, maxDelayMs: 8_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryDelayMs(attempt: number, opts: RetryOptions, retryAfter?: string | null): number {
  if (retryAfter) {
    const ms = Date.parse(retryAfter) - Date.now();
    if (!Number.isNaN(ms)) {
      return Math.min(Math.max(ms, 0), opts.maxDelayMs);
    }
  }
  const exp = opts.minDelayMs * 2 ** (attempt - 1);
  return Math.min(exp, opts.maxDelayMs);
}

export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions = DEFAULT_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof CourierHttpError) || !err.retryable || attempt > opts.retries) {
        throw err;
      }
      await sleep(retryDelayMs(attempt, opts, err.headers.get("retry-after")));
    }
  }
}'''


def t07(rs: RowSet) -> None:
    # Codex CLI, TypeScript SDK: clean (commit then amend gives a new hash, test counts differ by scope and after a new test).
    wd = "/workspace/courier-sdk-js"
    patch1 = """*** Begin Patch
*** Update File: src/retry.ts
@@ export function retryDelayMs(attempt: number, opts: RetryOptions, retryAfter?: string | null): number {
   if (retryAfter) {
+    if (/^\\d+$/.test(retryAfter.trim())) {
+      return Math.min(Number(retryAfter.trim()) * 1000, opts.maxDelayMs);
+    }
     const ms = Date.parse(retryAfter) - Date.now();
*** End Patch"""
    patch2 = """*** Begin Patch
*** Update File: test/retry.test.ts
@@
   it("honors Retry-After given in seconds", () => {
     expect(retryDelayMs(1, DEFAULT_RETRY, "2")).toBe(2000);
   });
+
+  it("caps Retry-After seconds at maxDelayMs", () => {
+    expect(retryDelayMs(1, DEFAULT_RETRY, "120")).toBe(8_000);
+  });
*** End Patch"""
    fail = """FAIL test/retry.test.ts
  retryDelayMs
    \u2713 grows exponentially from minDelayMs (3 ms)
    \u2713 caps at maxDelayMs (1 ms)
    \u2715 honors Retry-After given in seconds (4 ms)
    \u2713 honors Retry-After given as an HTTP date (1 ms)
  withRetry
    \u2713 returns the first successful result (2 ms)
    \u2713 stops after opts.retries attempts (12 ms)
    \u2713 does not retry non-retryable errors (1 ms)

  \u25cf retryDelayMs \u203a honors Retry-After given in seconds

    expect(received).toBe(expected) // Object.is equality

    Expected: 2000
    Received: 0

      22 |
      23 |   it("honors Retry-After given in seconds", () => {
    > 24 |     expect(retryDelayMs(1, DEFAULT_RETRY, "2")).toBe(2000);
         |                                                 ^
      25 |   });
      26 |
      27 |   it("honors Retry-After given as an HTTP date", () => {

      at Object.<anonymous> (test/retry.test.ts:24:49)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 6 passed, 7 total
Snapshots:   0 total
Time:        1.482 s
Ran all test suites matching /test\\/retry.test.ts/i.
"""
    full = """PASS test/batch.test.ts
PASS test/retry.test.ts
PASS test/client.test.ts
PASS test/webhooks.test.ts
PASS test/templates.test.ts
PASS test/errors.test.ts
PASS test/pagination.test.ts
PASS test/profiles.test.ts
PASS test/auth.test.ts

Test Suites: 9 passed, 9 total
Tests:       58 passed, 58 total
Snapshots:   3 passed, 3 total
Time:        4.907 s
Ran all test suites.
"""
    single = """PASS test/retry.test.ts
  retryDelayMs
    \u2713 grows exponentially from minDelayMs (2 ms)
    \u2713 caps at maxDelayMs
    \u2713 honors Retry-After given in seconds (1 ms)
    \u2713 caps Retry-After seconds at maxDelayMs
    \u2713 honors Retry-After given as an HTTP date (1 ms)
  withRetry
    \u2713 returns the first successful result (1 ms)
    \u2713 stops after opts.retries attempts (11 ms)
    \u2713 does not retry non-retryable errors

Test Suites: 1 passed, 1 total
Tests:       8 passed, 8 total
Snapshots:   0 total
Time:        1.214 s
Ran all test suites matching /test\\/retry.test.ts/i.
"""
    turns = [
        (cx("git log --oneline -3 && git status -sb", wd),
         cx_out("e4a71c2 chore(release): 4.2.0\n9f03b6d feat(batch): send up to 100 messages per request\n"
                "31c8a5e fix(types): export WebhookEvent union\n## main...origin/main\n", dur=0.1)),
        (cx("sed -n '1,40p' src/retry.ts", wd), cx_out(COURIER_RETRY + "\n", dur=0.0)),
        (cx("npx jest test/retry.test.ts", wd, 120000), cx_out(fail, 1, 3.1)),
        (cx_patch(patch1, wd), cx_patched("M src/retry.ts")),
        (cx("npx jest", wd, 180000), cx_out(full, 0, 7.4)),
        (cx("git commit -am 'fix(retry): honor Retry-After given in seconds'", wd),
         cx_out("[main 5b90d3e] fix(retry): honor Retry-After given in seconds\n 1 file changed, 3 insertions(+)\n", dur=0.2)),
        (cx_patch(patch2, wd), cx_patched("M test/retry.test.ts")),
        (cx("npx jest test/retry.test.ts", wd, 120000), cx_out(single, 0, 2.6)),
        (cx("git add -A && git commit --amend --no-edit", wd),
         cx_out("[main 0c2f8ab] fix(retry): honor Retry-After given in seconds\n Date: Fri Mar 14 10:03:12 2025 +0000\n"
                " 2 files changed, 7 insertions(+)\n", dur=0.2)),
        (cx("git log --oneline -3 && git status -sb", wd),
         cx_out("0c2f8ab fix(retry): honor Retry-After given in seconds\ne4a71c2 chore(release): 4.2.0\n"
                "9f03b6d feat(batch): send up to 100 messages per request\n## main...origin/main [ahead 1]\n", dur=0.1)),
    ]
    rs.add(task="swe", tid="h12-swe-07", system=cx_sys(wd), turns=turns,
           state=f"Codex CLI (approval mode: auto-edit) in {wd}, Node 20, Jest 29. Task: `Retry-After: 2` responses are retried immediately; delays given in seconds must be honored. Fold the regression test into the same commit.",
           bad=False, turn=None, kind="clean")


FERRULE_CALC = '''package io.ferrule.billing.invoice;

import io.ferrule.billing.model.Invoice;
import io.ferrule.billing.model.LineItem;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/**
 * Computes invoice subtotals, discounts and tax. All amounts are in the invoice currency and
 * rounded to the currency's minor unit at the end of each public operation.
 */
public final class InvoiceCalculator {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final TaxTable taxTable;

    public InvoiceCalculator(TaxTable taxTable) {
        this.taxTable = Objects.requireNonNull(taxTable, "taxTable");
    }

    public BigDecimal subtotal(Invoice invoice) {
        BigDecimal sum = BigDecimal.ZERO;
        for (LineItem item : invoice.getItems()) {
            sum = sum.add(item.getUnitPrice().multiply(BigDecimal.valueOf(item.getQuantity())));
        }
        return scale(invoice, sum);
    }

    /**
     * Applies a percentage discount (e.g. {@code 12.5} for 12.5%) to the invoice subtotal.
     */
    public BigDecimal applyDiscount(Invoice invoice, BigDecimal ratePercent) {
        if (ratePercent.signum() < 0 || ratePercent.compareTo(HUNDRED) > 0) {
            throw new IllegalArgumentException("discount must be between 0 and 100: " + ratePercent);
        }
        BigDecimal subtotal = subtotal(invoice);
        BigDecimal discount = subtotal.multiply(ratePercent).divide(HUNDRED, RoundingMode.DOWN);
        return scale(invoice, subtotal.subtract(discount));
    }

    public BigDecimal tax(Invoice invoice, BigDecimal taxableAmount) {
        BigDecimal rate = taxTable.rateFor(invoice.getCountry(), invoice.getTaxCategory());
        return scale(invoice, taxableAmount.multiply(rate));
    }

    public BigDecimal total(Invoice invoice, BigDecimal discountPercent) {
        BigDecimal net = applyDiscount(invoice, discountPercent);
        return net.add(tax(invoice, net));
    }

    private static BigDecimal scale(Invoice invoice, BigDecimal amount) {
        int digits = invoice.getCurrency().getDefaultFractionDigits();
        return amount.setScale(digits, RoundingMode.HALF_EVEN);
    }
}'''

FERRULE_TEST = '''    @Test
    void discountOfZeroLeavesSubtotal() {
        Invoice invoice = TestInvoices.eur(line("Widget", "4.20", 5));
        assertEquals(new BigDecimal("21.00"), calculator.applyDiscount(invoice, BigDecimal.ZERO));
    }

    @Test
    void discountIsRoundedHalfUpToMinorUnit() {
        // 3 x 3.35 = 10.05; 15% of 10.05 = 1.5075 -> 1.51 off
        Invoice invoice = TestInvoices.eur(line("Widget", "3.35", 3));
        BigDecimal net = calculator.applyDiscount(invoice, new BigDecimal("15"));
        assertEquals(new BigDecimal("8.54"), net);
    }

    @Test
    void discountAboveHundredIsRejected() {
        Invoice invoice = TestInvoices.eur(line("Widget", "1.00", 1));
        assertThrows(IllegalArgumentException.class,
                () -> calculator.applyDiscount(invoice, new BigDecimal("100.5")));
    }

    @Test
    void yenHasNoMinorUnit() {
        Invoice invoice = TestInvoices.jpy(line("Gadget", "2000", 1));
        assertEquals(new BigDecimal("1700"), calculator.applyDiscount(invoice, new BigDecimal("15")));
    }'''


def t08(rs: RowSet) -> None:
    # OpenHands, Java billing service: bad, turn 5 edit snippet shows applyDiscount(Invoice invoice, double ratePercent) where turns 1-2 showed BigDecimal ratePercent; the edit did not touch that line.
    root = "/workspace/ferrule-billing"
    cp = f"{root}/src/main/java/io/ferrule/billing/invoice/InvoiceCalculator.java"
    tp = f"{root}/src/test/java/io/ferrule/billing/invoice/InvoiceCalculatorTest.java"
    v0 = FERRULE_CALC
    old = "        BigDecimal discount = subtotal.multiply(ratePercent).divide(HUNDRED, RoundingMode.DOWN);"
    new = ("        int digits = invoice.getCurrency().getDefaultFractionDigits();\n"
           "        BigDecimal discount = subtotal.multiply(ratePercent).divide(HUNDRED, digits, RoundingMode.HALF_UP);")
    v1 = sub1(v0, old, new)
    sig = lno(v0, "public BigDecimal applyDiscount")
    drift = sub1(v1, "applyDiscount(Invoice invoice, BigDecimal ratePercent)", "applyDiscount(Invoice invoice, double ratePercent)")
    t_off = 29
    tl = [t_off + i for i, t in enumerate(FERRULE_TEST.split("\n"), 1) if "applyDiscount" in t]
    tests = FERRULE_TEST.split("\n")
    grep = (f"src/main/java/io/ferrule/billing/invoice/InvoiceCalculator.java:{sig}:    public BigDecimal applyDiscount(Invoice invoice, BigDecimal ratePercent) {{\n"
            f"src/main/java/io/ferrule/billing/invoice/InvoiceCalculator.java:{lno(v0, '= applyDiscount(')}:        BigDecimal net = applyDiscount(invoice, discountPercent);\n"
            "src/main/java/io/ferrule/billing/service/InvoiceService.java:88:        BigDecimal net = calculator.applyDiscount(invoice, promo.getPercent());\n"
            "src/main/java/io/ferrule/billing/service/QuoteService.java:61:            return calculator.applyDiscount(draft.toInvoice(), tier.discountPercent());\n"
            + "\n".join(f"src/test/java/io/ferrule/billing/invoice/InvoiceCalculatorTest.java:{n}:{tests[n - t_off - 1]}" for n in tl))
    fail_line = t_off + lno(FERRULE_TEST, 'assertEquals(new BigDecimal("8.54")')
    fail = f"""[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.084 s <<< FAILURE! -- in io.ferrule.billing.invoice.InvoiceCalculatorTest
[ERROR] io.ferrule.billing.invoice.InvoiceCalculatorTest.discountIsRoundedHalfUpToMinorUnit -- Time elapsed: 0.007 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <8.54> but was: <8.55>
\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:177)
\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)
\tat io.ferrule.billing.invoice.InvoiceCalculatorTest.discountIsRoundedHalfUpToMinorUnit(InvoiceCalculatorTest.java:{fail_line})
\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)
\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)

[ERROR] Failures:
[ERROR]   InvoiceCalculatorTest.discountIsRoundedHalfUpToMinorUnit:{fail_line} expected: <8.54> but was: <8.55>
[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project ferrule-billing: There are test failures.
[ERROR]
[ERROR] Please refer to {root}/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream."""
    ok1 = """[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running io.ferrule.billing.invoice.InvoiceCalculatorTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.079 s -- in io.ferrule.billing.invoice.InvoiceCalculatorTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  6.318 s
[INFO] Finished at: 2025-03-14T11:08:41Z
[INFO] ------------------------------------------------------------------------"""
    at = lno(v0, "BigDecimal discount = subtotal")
    diff = dfix(f"""diff --git a/src/main/java/io/ferrule/billing/invoice/InvoiceCalculator.java b/src/main/java/io/ferrule/billing/invoice/InvoiceCalculator.java
index 0b8e2c4..7d19f3a 100644
--- a/src/main/java/io/ferrule/billing/invoice/InvoiceCalculator.java
+++ b/src/main/java/io/ferrule/billing/invoice/InvoiceCalculator.java
@@ -{at - 3},7 +{at - 3},8 @@ public final class InvoiceCalculator {{
             throw new IllegalArgumentException("discount must be between 0 and 100: " + ratePercent);
         }}
         BigDecimal subtotal = subtotal(invoice);
-        BigDecimal discount = subtotal.multiply(ratePercent).divide(HUNDRED, RoundingMode.DOWN);
+        int digits = invoice.getCurrency().getDefaultFractionDigits();
+        BigDecimal discount = subtotal.multiply(ratePercent).divide(HUNDRED, digits, RoundingMode.HALF_UP);
         return scale(invoice, subtotal.subtract(discount));
     }}
~""")
    full = """[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.311 s -- in io.ferrule.billing.service.InvoiceServiceTest
[INFO] Running io.ferrule.billing.service.QuoteServiceTest
[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 0.142 s -- in io.ferrule.billing.service.QuoteServiceTest
[INFO] Running io.ferrule.billing.tax.TaxTableTest
[INFO] Tests run: 23, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.058 s -- in io.ferrule.billing.tax.TaxTableTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 117, Failures: 0, Errors: 0, Skipped: 2
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  11.942 s
[INFO] Finished at: 2025-03-14T11:10:02Z
[INFO] ------------------------------------------------------------------------"""
    turns = [
        (bash("grep -rn 'applyDiscount' src/"), oh_bash(grep, root)),
        (editor("view", cp), cat_n(cp, v0)),
        (bash("mvn -q test -Dtest=InvoiceCalculatorTest"), oh_bash(fail, root, 1)),
        (editor("view", tp, view_range=[t_off + 1, t_off + nlines(FERRULE_TEST)]), cat_n(tp, FERRULE_TEST, t_off + 1)),
        (editor("str_replace", cp, old_str=old, new_str=new), edited(cp, sl(drift, sig - 4, at + 5), sig - 4)),
        (bash("mvn test -Dtest=InvoiceCalculatorTest | tail -n 16"), oh_bash(ok1, root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("mvn test | tail -n 16"), oh_bash(full, root)),
    ]
    rs.add(task="swe", tid="h12-swe-08", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Java 21, Maven 3.9, JUnit 5). Issue FB-412: a 15% promo on a 10.05 EUR invoice gives 8.55 instead of 8.54; discounts must be rounded half-up to the currency's minor unit before they are subtracted.",
           bad=True, turn=5, kind="method signature changes between reads (parameter type) with no edit to it")


QUILL_TABLE = '''use std::fmt::Write as _;

use crate::style::{Align, Theme};

/// A parsed GFM table: header row, per-column alignment and body rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub header: Vec<String>,
    pub align: Vec<Align>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// Parses the lines of a pipe table.
    ///
    /// Returns `None` when the second line is not a delimiter row.
    ///
    /// # Examples
    ///
    /// ```
    /// use quillmark::table::Table;
    /// let t = Table::parse(&["| a | b |", "|---|--:|", "| 1 | 2 |"]).unwrap();
    /// assert_eq!(t.rows.len(), 1);
    /// ```
    pub fn parse(lines: &[&str]) -> Option<Table> {
        let header = split_row(lines.first()?);
        let align = parse_delimiter(lines.get(1)?)?;
        let rows = lines[2..].iter().map(|l| split_row(l)).collect();
        Some(Table { header, align, rows })
    }

    pub fn render(&self, theme: &Theme, out: &mut String) {
        let mut all = vec![self.header.clone()];
        all.extend(self.rows.iter().cloned());
        let widths = column_widths(&all);
        render_row(&self.header, &widths, &self.align, theme, out);
        let sep: Vec<String> = widths.iter().map(|w| "\\u{2500}".repeat(*w)).collect();
        let _ = writeln!(out, "{}", theme.border(&sep.join("\\u{2500}\\u{253c}\\u{2500}")));
        for row in &self.rows {
            render_row(row, &widths, &self.align, theme, out);
        }
    }
}

pub(crate) fn column_widths(rows: &[Vec<String>]) -> Vec<usize> {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut widths = vec![0; cols];
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            widths[i] = widths[i].max(cell.chars().count());
        }
    }
    widths
}

pub(crate) fn pad_cell(cell: &str, width: usize, align: Align) -> String {
    let fill = width.saturating_sub(cell.chars().count());
    match align {
        Align::Left | Align::None => format!("{cell}{}", " ".repeat(fill)),
        Align::Right => format!("{}{cell}", " ".repeat(fill)),
        Align::Center => {
            let left = fill / 2;
            format!("{}{cell}{}", " ".repeat(left), " ".repeat(fill - left))
        }
    }
}

fn render_row(row: &[String], widths: &[usize], align: &[Align], theme: &Theme, out: &mut String) {
    let cells: Vec<String> = widths
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let cell = row.get(i).map(String::as_str).unwrap_or("");
            pad_cell(cell, *w, align.get(i).copied().unwrap_or(Align::None))
        })
        .collect();
    let _ = writeln!(out, "{}", cells.join(&theme.border(" \\u{2502} ")));
}'''


def t09(rs: RowSet) -> None:
    # Codex CLI, Rust markdown renderer: bad, turn 8 filtered `cargo test table` reports 6 run + 10 filtered out = 16, but turn 6 established 15 unit tests (14 + the one added).
    wd = "/workspace/quillmark"
    cw = lno(QUILL_TABLE, "pub(crate) fn column_widths")
    pc = lno(QUILL_TABLE, "pub(crate) fn pad_cell")
    patch = dfix("""*** Begin Patch
*** Update File: src/table.rs
@@
 use std::fmt::Write as _;
+use unicode_width::UnicodeWidthStr;
~
 use crate::style::{Align, Theme};
@@ pub(crate) fn column_widths(rows: &[Vec<String>]) -> Vec<usize> {
         for (i, cell) in row.iter().enumerate() {
-            widths[i] = widths[i].max(cell.chars().count());
+            widths[i] = widths[i].max(UnicodeWidthStr::width(cell.as_str()));
         }
@@ pub(crate) fn pad_cell(cell: &str, width: usize, align: Align) -> String {
-    let fill = width.saturating_sub(cell.chars().count());
+    let fill = width.saturating_sub(UnicodeWidthStr::width(cell));
     match align {
@@ mod tests {
     use super::*;
+
+    #[test]
+    fn cjk_cells_use_display_width() {
+        let rows = vec![vec!["\u540d\u524d".to_string(), "qty".to_string()], vec!["abc".to_string(), "12".to_string()]];
+        assert_eq!(column_widths(&rows), vec![4, 3]);
+        assert_eq!(pad_cell("\u540d\u524d", 6, Align::Left), "\u540d\u524d  ");
+    }
*** End Patch""")
    names14 = ["inline::tests::code_span_keeps_backticks", "inline::tests::emphasis_nested_in_strong",
               "inline::tests::link_shows_url_in_parens", "list::tests::nested_bullets_indent_two",
               "list::tests::ordered_list_keeps_start_number", "render::tests::heading_levels_use_distinct_styles",
               "render::tests::wraps_paragraphs_at_width", "table::tests::aligns_numbers_right",
               "table::tests::column_widths_ascii", "table::tests::empty_cells_are_padded",
               "table::tests::header_separator_matches_widths", "table::tests::truncates_to_max_width",
               "wrap::tests::hard_breaks_are_preserved", "wrap::tests::long_words_are_split"]
    names15 = sorted(names14 + ["table::tests::cjk_cells_use_display_width"])
    fence = lno(QUILL_TABLE, "/// ```")

    def doc(line: int) -> str:
        return f"""   Doc-tests quillmark

running 3 tests
test src/lib.rs - render (line 18) ... ok
test src/table.rs - table::Table::parse (line {line}) ... ok
test src/wrap.rs - wrap::wrap_text (line 9) ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s
"""

    def run(names: list[str], head: str, t: str, line: int) -> str:
        return (head + "\n" + f"running {len(names)} tests\n" + "".join(f"test {n} ... ok\n" for n in names)
                + f"\ntest result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {t}\n\n" + doc(line))

    h1 = ("   Compiling quillmark v0.3.1 (/workspace/quillmark)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.37s\n"
          "     Running unittests src/lib.rs (target/debug/deps/quillmark-8e1f0a4c2b7d9e36)\n")
    h2 = ("   Compiling quillmark v0.3.1 (/workspace/quillmark)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.12s\n"
          "     Running unittests src/lib.rs (target/debug/deps/quillmark-8e1f0a4c2b7d9e36)\n")
    tbl = [n for n in names15 if "table" in n]
    filt = ("    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.07s\n"
            "     Running unittests src/lib.rs (target/debug/deps/quillmark-8e1f0a4c2b7d9e36)\n\n"
            f"running {len(tbl)} tests\n" + "".join(f"test {n} ... ok\n" for n in tbl)
            + f"\ntest result: ok. {len(tbl)} passed; 0 failed; 0 ignored; 0 measured; 10 filtered out; finished in 0.00s\n\n"
            "   Doc-tests quillmark\n\nrunning 1 test\n"
            f"test src/table.rs - table::Table::parse (line {fence + 1}) ... ok\n\n"
            "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 2 filtered out; finished in 0.29s\n")
    assert len(tbl) == 6 and len(names15) == 15
    turns = [
        (cx("rg -n 'fn column_widths|fn pad_cell|chars\\(\\)\\.count' src", wd),
         cx_out(f"src/table.rs:{cw}:pub(crate) fn column_widths(rows: &[Vec<String>]) -> Vec<usize> {{\n"
                f"src/table.rs:{lno(QUILL_TABLE, 'max(cell.chars()')}:            widths[i] = widths[i].max(cell.chars().count());\n"
                f"src/table.rs:{pc}:pub(crate) fn pad_cell(cell: &str, width: usize, align: Align) -> String {{\n"
                f"src/table.rs:{lno(QUILL_TABLE, 'let fill')}:    let fill = width.saturating_sub(cell.chars().count());\n"
                "src/wrap.rs:57:        if word.chars().count() > width {\n", dur=0.0)),
        (cx(f"sed -n '{cw - 12},{pc + 22}p' src/table.rs", wd), cx_out(sl(QUILL_TABLE, cw - 12, pc + 22) + "\n", dur=0.0)),
        (cx("cargo test 2>&1 | tail -n 32", wd, 300000), cx_out(run(names14, h1, "0.01s", fence), 0, 6.8)),
        (cx("grep -n 'unicode' Cargo.toml src/wrap.rs", wd),
         cx_out('Cargo.toml:18:unicode-width = "0.1.11"\nsrc/wrap.rs:3:use unicode_width::UnicodeWidthStr;\n', dur=0.0)),
        (cx_patch(patch, wd), cx_patched("M src/table.rs")),
        (cx("cargo test 2>&1 | tail -n 33", wd, 300000), cx_out(run(names15, h2, "0.01s", fence + 1), 0, 3.9)),
        (cx("cargo clippy --all-targets -- -D warnings", wd, 300000),
         cx_out("    Checking quillmark v0.3.1 (/workspace/quillmark)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.92s\n", 0, 2.3)),
        (cx("cargo test table 2>&1 | tail -n 20", wd, 300000), cx_out(filt, 0, 1.4)),
        (cx("git diff --stat", wd), cx_out(" src/table.rs | 12 ++++++++++--\n 1 file changed, 10 insertions(+), 2 deletions(-)\n", dur=0.0)),
        (cx("cargo fmt --check && echo fmt-ok", wd), cx_out("fmt-ok\n", dur=0.4)),
    ]
    rs.add(task="swe", tid="h12-swe-09", system=cx_sys(wd), turns=turns,
           state=f"Codex CLI (full-auto) in {wd}, a Rust crate that renders Markdown for terminals (rustc 1.79). Task: tables with CJK text are misaligned because cell widths count chars, not display columns.",
           bad=True, turn=8, kind="filtered test run: run + filtered-out count does not match the established total")


def t10(rs: RowSet) -> None:
    # Claude Code, Rust embedded KV store: clean (module renamed with git mv, mod list re-sorted, Glob order follows mtimes, types keep their Wal* names).
    root = "/home/kai/dev/tern-kv"
    lib0 = '''//! tern-kv: a small embedded LSM key-value store.

mod compaction;
mod engine;
mod error;
mod memtable;
mod sstable;
mod wal;

pub use engine::{Db, Options, ReadOptions, WriteOptions};
pub use error::{Error, Result};'''
    old_mods = "mod error;\nmod memtable;\nmod sstable;\nmod wal;"
    new_mods = "mod error;\nmod journal;\nmod memtable;\nmod sstable;"
    lib1 = sub1(lib0, old_mods, new_mods)
    comp = '''use std::path::PathBuf;

use crate::error::Result;
use crate::memtable::Memtable;
use crate::sstable::{SstBuilder, SstReader};
use crate::wal::WalWriter;

/// Size-tiered compaction: merges runs of similarly sized tables.
pub(crate) struct Compactor {
    dir: PathBuf,
    min_merge: usize,
}'''
    comp1 = sub1(comp, "use crate::wal::WalWriter;", "use crate::journal::WalWriter;")
    g1 = "\n".join(f"{root}/src/{p}" for p in ["engine.rs", "lib.rs", "compaction.rs", "memtable.rs", "wal.rs", "sstable/mod.rs",
                                                 "sstable/block.rs", "sstable/bloom.rs", "error.rs", "bin/ternctl.rs"])
    g2 = "\n".join(f"{root}/src/{p}" for p in ["compaction.rs", "engine.rs", "lib.rs", "memtable.rs", "journal.rs", "sstable/mod.rs",
                                                 "sstable/block.rs", "sstable/bloom.rs", "error.rs", "bin/ternctl.rs"])
    grep1 = ("src/lib.rs:8:mod wal;\n"
             "src/engine.rs:9:use crate::wal::{WalEntry, WalWriter};\n"
             "src/engine.rs:142:        let replayed = crate::wal::replay(&self.dir.join(\"wal.log\"))?;\n"
             "src/compaction.rs:6:use crate::wal::WalWriter;")
    grep2 = ("src/journal.rs:18:pub struct WalEntry {\n"
             "src/journal.rs:25:impl WalEntry {\n"
             "src/journal.rs:61:pub struct WalWriter {\n"
             "src/journal.rs:67:impl WalWriter {\n"
             "src/journal.rs:118:pub fn replay(path: &Path) -> Result<Vec<WalEntry>> {\n"
             "src/engine.rs:9:use crate::journal::{WalEntry, WalWriter};\n"
             "src/engine.rs:31:    wal: WalWriter,\n"
             "src/engine.rs:77:        let wal = WalWriter::open(dir.join(\"wal.log\"), opts.sync_writes)?;\n"
             "src/engine.rs:188:    fn apply(&mut self, entry: &WalEntry) -> Result<()> {\n"
             "src/compaction.rs:6:use crate::journal::WalWriter;")
    unit = ["compaction::tests::merges_adjacent_runs", "compaction::tests::skips_single_table", "engine::tests::delete_hides_older_value",
            "engine::tests::get_after_put", "engine::tests::put_survives_reopen", "engine::tests::range_scan_is_ordered",
            "engine::tests::snapshot_isolation", "journal::tests::checksum_mismatch_is_detected", "journal::tests::replay_roundtrip",
            "journal::tests::torn_tail_is_ignored", "memtable::tests::flush_threshold", "memtable::tests::iter_sorted",
            "memtable::tests::tombstones_shadow_values", "sstable::block::tests::prefix_compression_roundtrip",
            "sstable::block::tests::restart_points", "sstable::bloom::tests::false_positive_rate_under_one_percent",
            "sstable::bloom::tests::no_false_negatives", "sstable::tests::builder_rejects_unsorted_keys",
            "sstable::tests::footer_roundtrip", "sstable::tests::get_missing_key", "sstable::tests::index_lookup",
            "sstable::tests::iter_from_middle"]
    test_out = ("    Finished `test` profile [unoptimized + debuginfo] target(s) in 5.02s\n"
                "     Running unittests src/lib.rs (target/debug/deps/tern_kv-1b7e40c9d2a35f18)\n\n"
                f"running {len(unit)} tests\n" + "".join(f"test {n} ... ok\n" for n in unit)
                + f"\ntest result: ok. {len(unit)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.84s\n\n"
                "     Running tests/recovery.rs (target/debug/deps/recovery-5a1c93e0b4f2d768)\n\n"
                "running 4 tests\ntest recover_after_torn_write ... ok\ntest recover_empty_dir ... ok\n"
                "test recover_truncated_tail ... ok\ntest replays_in_sequence_order ... ok\n\n"
                "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.12s")
    turns = [
        (cc("Glob", pattern="src/**/*.rs"), g1),
        (cc("Grep", pattern="mod wal|wal::", output_mode="content", **{"-n": True}), grep1),
        (cc("Bash", command="git mv src/wal.rs src/journal.rs", description="Rename the wal module file"), "Tool ran without output or errors"),
        (cc("Edit", file_path=f"{root}/src/lib.rs", old_string=old_mods, new_string=new_mods), cc_edited(f"{root}/src/lib.rs", lib1, 1, 11)),
        (cc("Edit", file_path=f"{root}/src/engine.rs", old_string="wal::", new_string="journal::", replace_all=True),
         f"The file {root}/src/engine.rs has been updated. All occurrences of 'wal::' were successfully replaced with 'journal::'."),
        (cc("Edit", file_path=f"{root}/src/compaction.rs", old_string="use crate::wal::WalWriter;", new_string="use crate::journal::WalWriter;"),
         cc_edited(f"{root}/src/compaction.rs", comp1, 1, 12)),
        (cc("Bash", command="cargo build 2>&1 | tail -n 5", description="Build after the rename"),
         "   Compiling tern-kv v0.4.2 (/home/kai/dev/tern-kv)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.84s"),
        (cc("Glob", pattern="src/**/*.rs"), g2),
        (cc("Grep", pattern="Wal", output_mode="content", **{"-n": True}), grep2),
        (cc("Bash", command="cargo test 2>&1 | tail -n 40", description="Run the test suite"), test_out),
        (cc("Bash", command="git status --short", description="Review the changes"),
         " M src/compaction.rs\n M src/engine.rs\nR  src/wal.rs -> src/journal.rs\n M src/lib.rs"),
    ]
    rs.add(task="swe", tid="h12-swe-10", system=cc_sys(root), turns=turns,
           state=f"Claude Code in {root} (Rust 1.80 crate tern-kv 0.4.2, branch refactor/journal). Task: rename the `wal` module to `journal` (file and paths only; keep the public types and the on-disk wal.log name unchanged).",
           bad=False, turn=None, kind="clean")


def t11(rs: RowSet) -> None:
    # Aider, Python PDF tool: clean (a commit is undone and replaced by a new one with another hash, failure counts go 2 -> 1 -> 0).
    root = "/home/lee/src/pdfslicer"
    search = '''        if "-" in part:
            lo, hi = part.split("-", 1)
            start, stop = int(lo), int(hi)'''
    rep1 = '''        if "-" in part:
            lo, hi = part.split("-", 1)
            start = int(lo)
            stop = int(hi) if hi else page_count'''
    rep2 = '''        if "-" in part:
            lo, hi = part.split("-", 1)
            start = int(lo) if lo.strip() else 1
            stop = int(hi) if hi.strip() else page_count'''

    def fail(tests: list[tuple[str, str, int]], passed: int, t: str) -> str:
        body = ""
        for name, src, line in tests:
            body += (f"{'_' * 25} {name} {'_' * 25}\n\n    def {name}():\n>       {src}\n\ntests/test_ranges.py:{line}: \n"
                     "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n"
                     "pdfslicer/ranges.py:27: in parse_ranges\n    start" + (", stop = int(lo), int(hi)" if len(tests) == 2 else " = int(lo)")
                     + "\nE   ValueError: invalid literal for int() with base 10: ''\n\n")
        summary = "".join(f"FAILED tests/test_ranges.py::{n} - ValueError: invalid literal for int() with base 10: ''\n" for n, _, _ in tests)
        names = [n for n, _, _ in tests]
        dots = ("." * 6 + ("F" if "test_open_ended_range" in names else ".") + "." * 4
                + ("F" if "test_open_start_range" in names else ".") + "." * 6)
        return (f"{dots}                                       [100%]\n{'=' * 32} FAILURES {'=' * 33}\n" + body
                + f"{'=' * 27} short test summary info {'=' * 28}\n" + summary + f"{len(tests)} failed, {passed} passed in {t}")

    open_end = ("test_open_ended_range", 'assert parse_ranges("8-", page_count=10) == [8, 9, 10]', 41)
    open_start = ("test_open_start_range", 'assert parse_ranges("-3", page_count=10) == [1, 2, 3]', 58)
    turns = [
        ("/add pdfslicer/ranges.py tests/test_ranges.py",
         "Added pdfslicer/ranges.py to the chat\nAdded tests/test_ranges.py to the chat"),
        ("/run python -m pytest -q tests/test_ranges.py", aider_run(fail([open_end, open_start], 16, "0.11s"), 38, 1.1)),
        ("Both failures come from `int('')` when one side of a range is missing. Let me allow an empty upper bound.\n\n"
         + edit_block("pdfslicer/ranges.py", search, rep1, "python"),
         "Applied edit to pdfslicer/ranges.py\nCommit 61f0a3d fix: support open-ended page ranges\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run python -m pytest -q tests/test_ranges.py", aider_run(fail([open_start], 17, "0.09s"), 24, 0.8)),
        ("/undo", "Removed: 61f0a3d fix: support open-ended page ranges\nNow at:  8b27c95 docs: describe --ranges syntax in README\n"
                  "You can use /undo to undo and discard each aider commit."),
        ("That only handled one side. Handling both bounds in one change:\n\n" + edit_block("pdfslicer/ranges.py", search, rep2, "python"),
         "Applied edit to pdfslicer/ranges.py\nCommit c4d19e2 fix: accept open-ended page ranges like '8-' and '-3'\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/run python -m pytest -q tests/test_ranges.py", aider_run(".................." + " " * 54 + "[100%]\n18 passed in 0.06s", 2, 0.1)),
        ("/git log --oneline -3",
         "c4d19e2 fix: accept open-ended page ranges like '8-' and '-3'\n8b27c95 docs: describe --ranges syntax in README\n1e0f6b3 feat: add --reverse flag"),
        ("/run python -m pdfslicer samples/handbook.pdf --ranges 8- -o /tmp/tail.pdf && python -m pdfslicer samples/handbook.pdf --ranges -3 -o /tmp/head.pdf",
         aider_run("Wrote 3 pages (8, 9, 10) of samples/handbook.pdf to /tmp/tail.pdf\nWrote 3 pages (1, 2, 3) of samples/handbook.pdf to /tmp/head.pdf", 2, 0.1)),
        ("/drop tests/test_ranges.py", "Removed tests/test_ranges.py from the chat"),
    ]
    rs.add(task="swe", tid="h12-swe-11", system=aider_sys(root), turns=turns,
           state=f"Aider v0.59.0 in {root} (git repo, branch main, auto-commits on, model claude-3-5-sonnet, diff edit format). Task: `--ranges 8-` and `--ranges -3` crash; open-ended ranges should run to the last page / from the first page. samples/handbook.pdf has 10 pages.",
           bad=False, turn=None, kind="clean")


PANTRY_IMPORTS = """import { Router } from 'express';
import multer from 'multer';
import { importCsvLegacy } from '../legacy/csvImport';
import { importCsv } from '../import/csv';
import { importXml } from '../legacy/xmlImport';
import { db } from '../db/client';

const upload = multer({ limits: { fileSize: 5 * 1024 * 1024 } });
export const importsRouter = Router();

importsRouter.post('/csv', upload.single('file'), async (req, res, next) => {
  try {
    if (!req.file) return res.status(400).json({ error: 'file is required' });
    const useLegacy = req.query.engine === 'legacy';
    const result = useLegacy
      ? await importCsvLegacy(db, req.file.buffer)
      : await importCsv(db, req.file.buffer, { locationId: String(req.query.location ?? '') });
    res.status(201).json(result);
  } catch (err) {
    next(err);
  }
});

importsRouter.post('/xml', upload.single('file'), async (req, res, next) => {
  try {
    if (!req.file) return res.status(400).json({ error: 'file is required' });
    res.status(201).json(await importXml(db, req.file.buffer));
  } catch (err) {
    next(err);
  }
});"""


def t12(rs: RowSet) -> None:
    # Cline, TypeScript Express API: bad, turn 6 list_files still shows src/legacy/csvImport.ts, which turn 5 removed with git rm.
    root = "/Users/dana/work/pantry-api"
    files = ["src/app.ts", "src/config.ts", "src/db/", "src/db/client.ts", "src/db/migrations.ts", "src/import/", "src/import/csv.test.ts",
             "src/import/csv.ts", "src/import/normalize.ts", "src/legacy/", "src/legacy/csvImport.ts", "src/legacy/xmlImport.ts",
             "src/routes/", "src/routes/imports.test.ts", "src/routes/imports.ts", "src/routes/items.test.ts", "src/routes/items.ts",
             "src/routes/locations.ts", "src/server.ts", "src/types.ts"]
    search = """import { importCsvLegacy } from '../legacy/csvImport';
import { importCsv } from '../import/csv';"""
    search2 = """    const useLegacy = req.query.engine === 'legacy';
    const result = useLegacy
      ? await importCsvLegacy(db, req.file.buffer)
      : await importCsv(db, req.file.buffer, { locationId: String(req.query.location ?? '') });"""
    rep2 = """    const result = await importCsv(db, req.file.buffer, { locationId: String(req.query.location ?? '') });"""
    v1 = sub1(sub1(PANTRY_IMPORTS, search, "import { importCsv } from '../import/csv';"), search2, rep2)
    action4 = cl("replace_in_file", path="src/routes/imports.ts",
                 diff=f"\n<<<<<<< SEARCH\n{search}\n=======\nimport {{ importCsv }} from '../import/csv';\n>>>>>>> REPLACE\n\n"
                      f"<<<<<<< SEARCH\n{search2}\n=======\n{rep2}\n>>>>>>> REPLACE\n")
    found = """Found 3 results.

src/routes/imports.ts
\u2502----
\u2502import multer from 'multer';
\u2502import { importCsvLegacy } from '../legacy/csvImport';
\u2502import { importCsv } from '../import/csv';
\u2502----

src/import/csv.test.ts
\u2502----
\u2502
\u2502// Parity fixtures in __fixtures__/csv were generated with ../legacy/csvImport (v1 engine).
\u2502const FIXTURES = join(__dirname, '__fixtures__', 'csv');
\u2502----

src/server.ts
\u2502----
\u2502  // engine=legacy on /imports/csv routes to ../legacy/csvImport until clients migrate (PANTRY-311).
\u2502  app.use('/imports', importsRouter);
\u2502----"""
    vitest = """
 RUN  v1.6.0 /Users/dana/work/pantry-api

 \u2713 src/import/csv.test.ts  (14 tests) 38ms
 \u2713 src/routes/items.test.ts  (9 tests) 61ms
 \u2713 src/routes/imports.test.ts  (6 tests) 44ms

 Test Files  3 passed (3)
      Tests  29 passed (29)
   Start at  15:12:40
   Duration  1.21s (transform 210ms, setup 0ms, collect 602ms, tests 143ms, environment 1ms, prepare 388ms)
"""
    turns = [
        (cl("list_files", path="src", recursive="true"), cl_res("list_files", "src", "\n".join(files))),
        (cl("search_files", path="src", regex="legacy/csvImport", file_pattern="*.ts"), cl_res("search_files", "legacy/csvImport", found)),
        (cl("read_file", path="src/routes/imports.ts"), cl_res("read_file", "src/routes/imports.ts", PANTRY_IMPORTS)),
        (action4, cl_saved("src/routes/imports.ts", v1)),
        (cl("execute_command", command="git rm src/legacy/csvImport.ts && npx tsc --noEmit", requires_approval="false"),
         cl_cmd("git rm src/legacy/csvImport.ts && npx tsc --noEmit", "rm 'src/legacy/csvImport.ts'")),
        (cl("list_files", path="src", recursive="true"), cl_res("list_files", "src", "\n".join(files))),
        (cl("execute_command", command="npx vitest run src/routes src/import", requires_approval="false"),
         cl_cmd("npx vitest run src/routes src/import", vitest)),
        (cl("read_file", path="src/routes/imports.ts"), cl_res("read_file", "src/routes/imports.ts", v1)),
    ]
    rs.add(task="swe", tid="h12-swe-12", system=cline_sys(root), turns=turns,
           state=f"VS Code workspace {root} (Node 20, Express 4, TypeScript 5.4, Vitest). Task (PANTRY-318): all clients have migrated, so delete the legacy CSV importer and its `engine=legacy` switch. Keep the XML importer for now.",
           bad=True, turn=6, kind="file removed with git rm shows up again in a later listing")


SHELFIE_LOAN = """class Loan < ApplicationRecord
  belongs_to :book
  belongs_to :member

  LOAN_PERIOD = 21.days

  validates :due_on, presence: true
  before_validation :set_due_on, on: :create

  scope :overdue, -> { where("due_on < ?", Date.current) }

  def overdue?(today = Date.current)
    due_on < today
  end

  def return!(at: Time.current)
    update!(returned_at: at)
    book.increment!(:copies_available)
  end

  private

  def set_due_on
    self.due_on ||= Date.current + LOAN_PERIOD
  end
end"""


def t13(rs: RowSet) -> None:
    # Cline, Ruby on Rails app: clean (generated migration appears in the listing, schema version moves forward, failures drop to 0, suite-wide counts differ).
    root = "/Users/tom/projects/shelfie"
    ts = "20250314101522"
    fail = f"""
Loan
  #overdue?
    is false before the due date
    is true after the due date
    is false once returned (FAILED - 1)
  #return!
    records the return time (FAILED - 2)
    puts the copy back on the shelf
  .overdue
    lists loans past their due date
  validations
    defaults due_on to three weeks out

Failures:

  1) Loan#overdue? is false once returned
     Failure/Error: update!(returned_at: at)

     ActiveModel::UnknownAttributeError:
       unknown attribute 'returned_at' for Loan.
     # ./app/models/loan.rb:{lno(SHELFIE_LOAN, 'update!(returned_at')}:in `return!'
     # ./spec/models/loan_spec.rb:24:in `block (3 levels) in <top (required)>'

  2) Loan#return! records the return time
     Failure/Error: update!(returned_at: at)

     ActiveModel::UnknownAttributeError:
       unknown attribute 'returned_at' for Loan.
     # ./app/models/loan.rb:{lno(SHELFIE_LOAN, 'update!(returned_at')}:in `return!'
     # ./spec/models/loan_spec.rb:33:in `block (3 levels) in <top (required)>'

Finished in 0.41233 seconds (files took 2.18 seconds to load)
8 examples, 2 failures

Failed examples:

rspec ./spec/models/loan_spec.rb:22 # Loan#overdue? is false once returned
rspec ./spec/models/loan_spec.rb:31 # Loan#return! records the return time
"""
    ok = """
Loan
  #overdue?
    is false before the due date
    is true after the due date
    is false once returned
  #return!
    records the return time
    puts the copy back on the shelf
  .overdue
    lists loans past their due date
  validations
    defaults due_on to three weeks out

Finished in 0.38817 seconds (files took 2.04 seconds to load)
8 examples, 0 failures
"""
    mig_before = ["20240905120311_create_books.rb", "20240905120544_create_members.rb", "20240906093015_create_loans.rb",
                  "20241102171249_add_isbn_index_to_books.rb", "20250211143007_add_copies_available_to_books.rb"]
    mig_after = mig_before + [f"{ts}_add_returned_at_to_loans.rb"]
    search = """  def overdue?(today = Date.current)
    due_on < today
  end"""
    rep = """  def overdue?(today = Date.current)
    return false if returned_at.present?

    due_on < today
  end"""
    v1 = sub1(SHELFIE_LOAN, search, rep)
    schema = """# This file is auto-generated from the current state of the database. Instead
# of editing this file, please use the migrations feature of Active Record to
# incrementally modify your database, and then regenerate this schema definition.
#
# This file is the source Rails uses to define your schema when running `bin/rails
# db:schema:load`. When creating a new database, `bin/rails db:schema:load` tends to
# be faster and is potentially less error prone than running all of your
# migrations from scratch. Old migrations may fail to apply correctly if those
# migrations use external dependencies or application code.
#
# It's strongly recommended that you check this file into your version control system.

ActiveRecord::Schema[7.1].define(version: 2025_03_14_101522) do
  create_table "books", force: :cascade do |t|
    t.string "title", null: false
    t.string "author"
    t.string "isbn"
    t.integer "copies_available", default: 1, null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["isbn"], name: "index_books_on_isbn", unique: true
  end

  create_table "loans", force: :cascade do |t|
    t.integer "book_id", null: false
    t.integer "member_id", null: false
    t.date "due_on", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.datetime "returned_at"
    t.index ["book_id"], name: "index_loans_on_book_id"
    t.index ["member_id"], name: "index_loans_on_member_id"
    t.index ["returned_at"], name: "index_loans_on_returned_at"
  end

  create_table "members", force: :cascade do |t|
    t.string "name", null: false
    t.string "email", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["email"], name: "index_members_on_email", unique: true
  end

  add_foreign_key "loans", "books"
  add_foreign_key "loans", "members"
end"""
    dots = "." * 46 + "*" + "." * 53 + "." * 33 + "*" + "." * 15
    assert len(dots) == 149
    full = f"""Run options: exclude {{:slow=>true}}

Randomized with seed 40117
{dots}

Finished in 6.92 seconds (files took 2.11 seconds to load)
149 examples, 0 failures, 2 pending
"""
    spec_cmd = "bundle exec rspec spec/models/loan_spec.rb --format documentation"
    gen = "bin/rails generate migration AddReturnedAtToLoans returned_at:datetime:index"
    migrate = f"""== {ts} AddReturnedAtToLoans: migrating =============================
-- add_column(:loans, :returned_at, :datetime)
   -> 0.0019s
-- add_index(:loans, :returned_at)
   -> 0.0011s
== {ts} AddReturnedAtToLoans: migrated (0.0032s) ===================="""
    turns = [
        (cl("execute_command", command=spec_cmd, requires_approval="false"), cl_cmd(spec_cmd, fail)),
        (cl("read_file", path="app/models/loan.rb"), cl_res("read_file", "app/models/loan.rb", SHELFIE_LOAN)),
        (cl("list_files", path="db/migrate"), cl_res("list_files", "db/migrate", "\n".join(mig_before))),
        (cl("execute_command", command=gen, requires_approval="true"),
         cl_cmd(gen, f"      invoke  active_record\n      create    db/migrate/{ts}_add_returned_at_to_loans.rb")),
        (cl("execute_command", command="bin/rails db:migrate", requires_approval="true"), cl_cmd("bin/rails db:migrate", migrate)),
        (cl_replace("app/models/loan.rb", search, rep), cl_saved("app/models/loan.rb", v1)),
        (cl("execute_command", command=spec_cmd, requires_approval="false"), cl_cmd(spec_cmd, ok)),
        (cl("list_files", path="db/migrate"), cl_res("list_files", "db/migrate", "\n".join(mig_after))),
        (cl("read_file", path="db/schema.rb"), cl_res("read_file", "db/schema.rb", schema)),
        (cl("execute_command", command="bundle exec rspec", requires_approval="false"), cl_cmd("bundle exec rspec", full)),
    ]
    rs.add(task="swe", tid="h12-swe-13", system=cline_sys(root), turns=turns,
           state=f"VS Code workspace {root} (Rails 7.1, Ruby 3.3, SQLite in development, RSpec). Task: returning a book crashes; loans need a returned_at timestamp, and returned loans must never count as overdue.",
           bad=False, turn=None, kind="clean")


ORBIT_POS = """import { useLayoutEffect, useState, type RefObject } from 'react';

export type Placement = 'top' | 'bottom' | 'left' | 'right';

const OPPOSITE: Record<Placement, Placement> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const GAP = 8;

export interface Position {
  top: number;
  left: number;
  placement: Placement;
}

interface Viewport {
  width: number;
  height: number;
}

function place(anchor: DOMRect, tip: DOMRect, placement: Placement): Position {
  switch (placement) {
    case 'top':
      return { top: anchor.top - tip.height - GAP, left: anchor.left + (anchor.width - tip.width) / 2, placement };
    case 'bottom':
      return { top: anchor.bottom + GAP, left: anchor.left + (anchor.width - tip.width) / 2, placement };
    case 'left':
      return { top: anchor.top + (anchor.height - tip.height) / 2, left: anchor.left - tip.width - GAP, placement };
    case 'right':
      return { top: anchor.top + (anchor.height - tip.height) / 2, left: anchor.right + GAP, placement };
  }
}

function fits(pos: Position, tip: DOMRect, vp: Viewport): boolean {
  return pos.top >= 0 && pos.left >= 0 && pos.top + tip.height <= vp.height && pos.left + tip.width <= vp.width;
}

export function computePosition(anchor: DOMRect, tip: DOMRect, preferred: Placement, vp: Viewport): Position {
  const first = place(anchor, tip, preferred);
  if (fits(first, tip, vp)) return first;
  const flipped = place(anchor, tip, preferred);
  return fits(flipped, tip, vp) ? flipped : first;
}

export function useTooltipPosition(
  anchorRef: RefObject<HTMLElement>,
  tipRef: RefObject<HTMLElement>,
  preferred: Placement,
  open: boolean,
): Position | null {
  const [pos, setPos] = useState<Position | null>(null);
  useLayoutEffect(() => {
    if (!open || !anchorRef.current || !tipRef.current) return;
    const vp = { width: window.innerWidth, height: window.innerHeight };
    setPos(computePosition(anchorRef.current.getBoundingClientRect(), tipRef.current.getBoundingClientRect(), preferred, vp));
  }, [open, preferred, anchorRef, tipRef]);
  return pos;
}"""


def t14(rs: RowSet) -> None:
    # Claude Code, TypeScript React component library: bad, turn 9 git status says "On branch main" though turn 1 created and switched to fix/tooltip-flip and nothing switched back.
    root = "/Users/mina/code/orbit-ui"
    p = f"{root}/src/components/Tooltip/useTooltipPosition.ts"
    old = "  const flipped = place(anchor, tip, preferred);"
    new = "  const flipped = place(anchor, tip, OPPOSITE[preferred]);"
    v1 = sub1(ORBIT_POS, old, new)
    at = lno(ORBIT_POS, old.strip())
    glob = "\n".join(f"{root}/src/components/Tooltip/{n}" for n in
                     ["Tooltip.tsx", "useTooltipPosition.ts", "Tooltip.module.css", "Tooltip.stories.tsx", "Tooltip.test.tsx",
                      "useTooltipPosition.test.ts", "index.ts"])
    fail = f"""
 RUN  v1.5.3 {root}

 \u276f src/components/Tooltip/useTooltipPosition.test.ts  (7 tests | 1 failed) 12ms
   \u276f src/components/Tooltip/useTooltipPosition.test.ts > computePosition > flips to the opposite side when the preferred side is clipped
     \u2192 expected 'top' to be 'bottom' // Object.is equality
 \u2713 src/components/Tooltip/Tooltip.test.tsx  (5 tests) 96ms

\u23af\u23af\u23af\u23af\u23af\u23af\u23af Failed Tests 1 \u23af\u23af\u23af\u23af\u23af\u23af\u23af

 FAIL  src/components/Tooltip/useTooltipPosition.test.ts > computePosition > flips to the opposite side when the preferred side is clipped
AssertionError: expected 'top' to be 'bottom' // Object.is equality

- Expected
+ Received

- bottom
+ top

 \u276f src/components/Tooltip/useTooltipPosition.test.ts:34:27
     32|     const anchor = rect({{ top: 4, left: 200, width: 80, height: 24 }});
     33|     const pos = computePosition(anchor, tip, 'top', viewport);
     34|     expect(pos.placement).toBe('bottom');
       |                           ^
     35|     expect(pos.top).toBe(36);
     36|   }});

\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 11 passed (12)
   Start at  09:41:06
   Duration  1.87s (transform 204ms, setup 311ms, collect 488ms, tests 108ms, environment 702ms, prepare 161ms)
"""
    ok = f"""
 RUN  v1.5.3 {root}

 \u2713 src/components/Tooltip/useTooltipPosition.test.ts  (7 tests) 9ms
 \u2713 src/components/Tooltip/Tooltip.test.tsx  (5 tests) 91ms

 Test Files  2 passed (2)
      Tests  12 passed (12)
   Start at  09:43:22
   Duration  1.69s (transform 188ms, setup 297ms, collect 455ms, tests 100ms, environment 688ms, prepare 150ms)
"""
    cs = "---\n'@orbit/ui': patch\n---\n\nTooltip: flip to the opposite side when the preferred placement is clipped by the viewport.\n"
    status = """On branch main
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/components/Tooltip/useTooltipPosition.ts

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\t.changeset/quiet-owls-flip.md

no changes added to commit (use "git add" and/or "git commit -a")"""
    vit = "npx vitest run src/components/Tooltip"
    turns = [
        (cc("Bash", command="git checkout -b fix/tooltip-flip", description="Create a branch for the fix"),
         "Switched to a new branch 'fix/tooltip-flip'"),
        (cc("Glob", pattern="src/components/Tooltip/**/*"), glob),
        (cc("Read", file_path=p), cc_read(ORBIT_POS)),
        (cc("Bash", command=vit, description="Run the Tooltip tests"), fail),
        (cc("Edit", file_path=p, old_string=old, new_string=new), cc_edited(p, v1, at - 5, at + 5)),
        (cc("Bash", command=vit, description="Re-run the Tooltip tests"), ok),
        (cc("Bash", command="npx tsc -p tsconfig.json --noEmit", description="Type-check"), "Tool ran without output or errors"),
        (cc("Write", file_path=f"{root}/.changeset/quiet-owls-flip.md", content=cs),
         f"File created successfully at: {root}/.changeset/quiet-owls-flip.md"),
        (cc("Bash", command="git status", description="Check the working tree"), status),
        (cc("Bash", command="git diff --stat", description="Summarize the diff"),
         " src/components/Tooltip/useTooltipPosition.ts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        (cc("Bash", command="npx eslint src/components/Tooltip --max-warnings 0", description="Lint the component"),
         "Tool ran without output or errors"),
    ]
    rs.add(task="swe", tid="h12-swe-14", system=cc_sys(root), turns=turns,
           state=f"Claude Code in {root} (React 18 component library @orbit/ui, pnpm workspace, Vitest, Changesets). Current branch: main, clean. Task: tooltips near the top edge render off-screen instead of flipping below; fix on a new branch and add a changeset.",
           bad=True, turn=9, kind="current git branch in status differs from the branch created and checked out earlier")


PROMRELAY_MAIN = """package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/kestrel-ops/promrelay/internal/buffer"
	"github.com/kestrel-ops/promrelay/internal/config"
	"github.com/kestrel-ops/promrelay/internal/legacy/v1client"
	"github.com/kestrel-ops/promrelay/internal/relabel"
	"github.com/kestrel-ops/promrelay/internal/remotewrite"
)

func main() {
	cfgPath := flag.String("config", "/etc/promrelay/config.yaml", "path to the config file")
	listen := flag.String("listen", ":9201", "address to accept remote-write requests on")
	flag.Parse()

	logger := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	cfg, err := config.Load(*cfgPath)
	if err != nil {
		logger.Error("loading config", "err", err)
		os.Exit(1)
	}

	rules, err := relabel.Compile(cfg.Relabel)
	if err != nil {
		logger.Error("compiling relabel rules", "err", err)
		os.Exit(1)
	}

	var sink remotewrite.Sink
	if cfg.Upstream.Protocol == "v1" {
		logger.Warn("upstream protocol v1 is deprecated; switch to remote-write 2.0")
		sink = v1client.New(cfg.Upstream.URL, cfg.Upstream.Timeout)
	} else {
		sink = remotewrite.NewClient(cfg.Upstream.URL, remotewrite.WithTimeout(cfg.Upstream.Timeout))
	}

	buf := buffer.New(cfg.Buffer.MaxSamples)
	handler := remotewrite.NewHandler(rules, buf, logger)
	srv := &http.Server{Addr: *listen, Handler: handler, ReadHeaderTimeout: 5 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go buf.Drain(ctx, sink, cfg.Buffer.FlushInterval)"""


def t15(rs: RowSet) -> None:
    # OpenHands, Go metrics relay: clean (package deleted and gone from listings and test output, go.mod tidied, cached vs fresh test timings, edit snippets renumbered).
    root = "/workspace/promrelay"
    mp = f"{root}/cmd/promrelay/main.go"
    mod = "github.com/kestrel-ops/promrelay"
    imp = '\t"github.com/kestrel-ops/promrelay/internal/legacy/v1client"\n'
    v1 = sub1(PROMRELAY_MAIN, imp, "")
    old_block = """	var sink remotewrite.Sink
	if cfg.Upstream.Protocol == "v1" {
		logger.Warn("upstream protocol v1 is deprecated; switch to remote-write 2.0")
		sink = v1client.New(cfg.Upstream.URL, cfg.Upstream.Timeout)
	} else {
		sink = remotewrite.NewClient(cfg.Upstream.URL, remotewrite.WithTimeout(cfg.Upstream.Timeout))
	}"""
    new_block = """	if cfg.Upstream.Protocol == "v1" {
		logger.Error("upstream protocol v1 is no longer supported; set upstream.protocol to \\"v2\\"")
		os.Exit(1)
	}
	sink := remotewrite.NewClient(cfg.Upstream.URL, remotewrite.WithTimeout(cfg.Upstream.Timeout))"""
    v2 = sub1(v1, old_block, new_block)
    b = lno(v2, 'if cfg.Upstream.Protocol == "v1"')
    first = f"""?   \t{mod}/cmd/promrelay\t[no test files]
ok  \t{mod}/internal/buffer\t0.214s
ok  \t{mod}/internal/config\t0.011s
ok  \t{mod}/internal/legacy/v1client\t0.037s
ok  \t{mod}/internal/relabel\t0.018s
ok  \t{mod}/internal/remotewrite\t0.529s"""
    cached = f"""?   \t{mod}/cmd/promrelay\t[no test files]
ok  \t{mod}/internal/buffer\t(cached)
ok  \t{mod}/internal/config\t(cached)
ok  \t{mod}/internal/relabel\t(cached)
ok  \t{mod}/internal/remotewrite\t(cached)"""
    fresh = f"""ok  \t{mod}/internal/buffer\t0.198s
ok  \t{mod}/internal/config\t0.012s
ok  \t{mod}/internal/relabel\t0.021s
ok  \t{mod}/internal/remotewrite\t0.547s"""
    stat = """ cmd/promrelay/main.go                   |   9 +-
 go.mod                                  |   1 -
 go.sum                                  |   2 -
 internal/legacy/v1client/client.go      | 142 ---------------------------------
 internal/legacy/v1client/client_test.go |  88 --------------------
 5 files changed, 3 insertions(+), 239 deletions(-)"""
    turns = [
        (bash("go test ./... 2>&1 | tail -n 12"), oh_bash(first, root)),
        (bash("grep -rn 'internal/legacy' --include='*.go' . ; grep -n snappy go.mod"),
         oh_bash(f'./cmd/promrelay/main.go:{lno(PROMRELAY_MAIN, "internal/legacy")}:\t"{mod}/internal/legacy/v1client"\n'
                 "go.mod:9:\tgithub.com/golang/snappy v0.0.4", root)),
        (editor("view", mp, view_range=[1, nlines(PROMRELAY_MAIN)]), cat_n(mp, PROMRELAY_MAIN)),
        (editor("str_replace", mp, old_str=imp, new_str=""), edited(mp, sl(v1, 10, 20), 10)),
        (editor("str_replace", mp, old_str=old_block, new_str=new_block), edited(mp, sl(v2, b - 4, b + 8), b - 4)),
        (bash("git rm -r -q internal/legacy && go mod tidy && git diff HEAD --stat"), oh_bash(stat, root)),
        (bash("ls internal/"), oh_bash("buffer  config  relabel  remotewrite", root)),
        (bash("go build ./... && go test ./... 2>&1 | tail -n 12"), oh_bash(cached, root)),
        (bash("go test -count=1 ./internal/..."), oh_bash(fresh, root)),
        (bash("go vet ./... && gofmt -l . && echo vet-fmt-clean"), oh_bash("vet-fmt-clean", root)),
    ]
    rs.add(task="swe", tid="h12-swe-15", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Go 1.22). Task: drop the deprecated remote-write v1 client (internal/legacy) and make `upstream.protocol: v1` a startup error; keep go.mod tidy.",
           bad=False, turn=None, kind="clean")


TIDE_CTRL = """module Api
  module V1
    class PredictionsController < ApplicationController
      before_action :set_station

      def index
        date = params.fetch(:date) { Date.current.iso8601 }
        day = Date.iso8601(date)
        preds = TidePredictor.new(@station).for_day(day)
        render json: {
          station: { id: @station.noaa_id, name: @station.name, time_zone: @station.time_zone },
          date: day.iso8601,
          predictions: preds.map { |p| { type: p.kind, time: p.at.utc.iso8601, height_ft: p.height.round(2) } }
        }
      rescue Date::Error
        render json: { error: "date must be YYYY-MM-DD" }, status: :bad_request
      end

      private

      def set_station
        @station = Station.find_by!(noaa_id: params[:station_id])
      end
    end
  end
end"""


def t16(rs: RowSet) -> None:
    # Gemini CLI, Ruby on Rails API: bad, turn 4 ps lists the Puma server as PID 51837 while turns 1-2 gave 51873 and it was never restarted.
    root = "/home/farah/apps/tidewatch"
    cp = f"{root}/app/controllers/api/v1/predictions_controller.rb"
    start = "bin/rails server -p 3000 -b 127.0.0.1 > log/dev-server.out 2>&1 &"
    boot = """=> Booting Puma
=> Rails 7.1.3.2 application starting in development
=> Run `bin/rails server --help` for more startup options
Puma starting in single mode...
* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")
*  Min threads: 5
*  Max threads: 5
*  Environment: development
*          PID: 51873
* Listening on http://127.0.0.1:3000
Use Ctrl-C to stop"""
    url = "curl -s 'localhost:3000/api/v1/stations/9414290/predictions?date=2025-03-15'"
    head = '{"station":{"id":"9414290","name":"San Francisco","time_zone":"America/Los_Angeles"},"date":"2025-03-15","predictions":['
    utc = head + ('{"type":"low","time":"2025-03-15T10:12:00Z","height_ft":-0.41},{"type":"high","time":"2025-03-15T16:48:00Z","height_ft":5.87},'
                  '{"type":"low","time":"2025-03-15T22:31:00Z","height_ft":1.92},{"type":"high","time":"2025-03-16T04:05:00Z","height_ft":6.12}]}')
    local = head + ('{"type":"low","time":"2025-03-15T03:12:00-07:00","height_ft":-0.41},{"type":"high","time":"2025-03-15T09:48:00-07:00","height_ft":5.87},'
                    '{"type":"low","time":"2025-03-15T15:31:00-07:00","height_ft":1.92},{"type":"high","time":"2025-03-15T21:05:00-07:00","height_ft":6.12}]}')
    ps = "ps -o pid,etime,args -C ruby"
    old = "time: p.at.utc.iso8601"
    new = "time: p.at.in_time_zone(@station.time_zone).iso8601"
    v1 = sub1(TIDE_CTRL, old, new)
    log = f"""Started GET "/api/v1/stations/9414290/predictions?date=2025-03-15" for 127.0.0.1 at 2025-03-14 16:06:02 -0700
Processing by Api::V1::PredictionsController#index as */*
  Parameters: {{"date"=>"2025-03-15", "station_id"=>"9414290"}}
  Station Load (0.2ms)  SELECT "stations".* FROM "stations" WHERE "stations"."noaa_id" = ? LIMIT ?  [["noaa_id", "9414290"], ["LIMIT", 1]]
  \u21b3 app/controllers/api/v1/predictions_controller.rb:{lno(v1, "Station.find_by!")}:in `set_station'
Completed 200 OK in 41ms (Views: 0.9ms | ActiveRecord: 0.2ms | Allocations: 9132)"""
    test = """Running 6 tests in a single process (parallelization threshold is 50)
Run options: --seed 22871

# Running:

......

Finished in 0.318944s, 18.8121 runs/s, 47.0300 assertions/s.
6 runs, 15 assertions, 0 failures, 0 errors, 0 skips"""
    tcmd = "bin/rails test test/controllers/api/v1/predictions_controller_test.rb"
    turns = [
        (gshell(start, "Start the Rails dev server in the background"), grun(start, "", bg="51873", pgid=51860)),
        (gshell("sleep 3; cat log/dev-server.out", "Wait for boot and show the server output"),
         grun("sleep 3; cat log/dev-server.out", boot, pgid=51902)),
        (gshell(url, "Fetch the tide predictions for San Francisco"), grun(url, utc, pgid=51931)),
        (gshell(ps, "Check the server process"),
         grun(ps, "    PID     ELAPSED COMMAND\n  51837       00:41 puma 6.4.2 (tcp://127.0.0.1:3000) [tidewatch]", pgid=51944)),
        (call("search_file_content", pattern="p\\.at\\.", include="app/**/*.rb"),
         f'Found 1 match for pattern "p\\.at\\." in path "." (filter: "app/**/*.rb"):\n---\nFile: app/controllers/api/v1/predictions_controller.rb\n'
         f'L{lno(TIDE_CTRL, old)}: {sl(TIDE_CTRL, lno(TIDE_CTRL, old), lno(TIDE_CTRL, old)).strip()}\n---'),
        (gread(cp), TIDE_CTRL),
        (greplace(cp, old, new), f"Successfully modified file: {cp} (1 replacements)."),
        (gshell(url, "Fetch the predictions again (code reloads in development)"), grun(url, local, pgid=51988)),
        (gshell("tail -n 6 log/development.log", "Look at the request log"), grun("tail -n 6 log/development.log", log, pgid=52003)),
        (gshell(tcmd, "Run the controller tests"), grun(tcmd, test, pgid=52017)),
    ]
    rs.add(task="swe", tid="h12-swe-16", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Rails 7.1 API app, Ruby 3.3, Puma). Task: the predictions endpoint returns UTC timestamps; clients expect them in the station's own time zone.",
           bad=True, turn=4, kind="server PID changes with no restart")


FJORD_RENEWER = """package io.fjord.scheduler.lease;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/** Decides when a worker should renew the lease on the job it is running. */
public final class LeaseRenewer {

    /** Renew once this share of the lease has elapsed. */
    static final int RENEW_AT_PERCENT = 80;

    private static final Duration MIN_MARGIN = Duration.ofMillis(500);

    private final Clock clock;

    public LeaseRenewer(Clock clock) {
        this.clock = clock;
    }

    public Instant nextRenewal(Instant acquiredAt, Duration leaseLength) {
        long renewAfterSeconds = leaseLength.getSeconds() * RENEW_AT_PERCENT / 100;
        Instant renewAt = acquiredAt.plusSeconds(renewAfterSeconds);
        Instant latest = acquiredAt.plus(leaseLength).minus(MIN_MARGIN);
        return renewAt.isAfter(latest) ? latest : renewAt;
    }

    public boolean shouldRenew(Instant acquiredAt, Duration leaseLength) {
        return !clock.instant().isBefore(nextRenewal(acquiredAt, leaseLength));
    }
}"""


def t17(rs: RowSet) -> None:
    # Gemini CLI, Java/Gradle job scheduler: clean (new test file appears in the listing, test count 9 -> 12, Gradle task states and timings change, failing -> passing).
    root = "/home/rui/work/fjord-scheduler"
    main_dir = f"{root}/src/main/java/io/fjord/scheduler/lease"
    test_dir = f"{root}/src/test/java/io/fjord/scheduler/lease"
    rp = f"{main_dir}/LeaseRenewer.java"
    old = """        long renewAfterSeconds = leaseLength.getSeconds() * RENEW_AT_PERCENT / 100;
        Instant renewAt = acquiredAt.plusSeconds(renewAfterSeconds);"""
    new = """        long renewAfterMillis = leaseLength.toMillis() * RENEW_AT_PERCENT / 100;
        Instant renewAt = acquiredAt.plusMillis(renewAfterMillis);"""
    new_test = """package io.fjord.scheduler.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LeaseRenewerSubSecondTest {

    private static final Instant T0 = Instant.parse("2025-03-14T12:00:00Z");

    @ParameterizedTest(name = "lease {0} ms renews after {1} ms")
    @CsvSource({"1500, 1000", "2500, 2000", "900, 400"})
    void renewsAtEightyPercentOrMargin(long leaseMillis, long expectedMillis) {
        LeaseRenewer renewer = new LeaseRenewer(Clock.fixed(T0, ZoneOffset.UTC));
        assertEquals(T0.plusMillis(expectedMillis), renewer.nextRenewal(T0, Duration.ofMillis(leaseMillis)));
    }
}"""
    tp = f"{test_dir}/LeaseRenewerSubSecondTest.java"
    base = ["LeaseRenewerTest > renewsAtEightyPercent() PASSED", "LeaseRenewerTest > keepsMinimumMarginBeforeExpiry() PASSED",
            "LeaseRenewerTest > shouldRenewIsFalseRightAfterAcquire() PASSED", "LeaseRenewerTest > shouldRenewIsTrueAtRenewalInstant() PASSED",
            "PostgresLeaseStoreTest > acquireIsExclusive() PASSED", "PostgresLeaseStoreTest > expiredLeaseCanBeStolen() PASSED",
            "PostgresLeaseStoreTest > renewExtendsExpiry() PASSED", "PostgresLeaseStoreTest > releaseDeletesRow() PASSED"]
    gcmd = "./gradlew test --tests 'io.fjord.scheduler.lease.*' --console=plain"
    fail = ("> Task :compileJava UP-TO-DATE\n> Task :processResources NO-SOURCE\n> Task :classes UP-TO-DATE\n"
            "> Task :compileTestJava UP-TO-DATE\n> Task :processTestResources UP-TO-DATE\n> Task :testClasses UP-TO-DATE\n\n> Task :test\n\n"
            + "\n\n".join(base[:4]) + "\n\nLeaseRenewerTest > renewsSubSecondLeasesBeforeExpiry() FAILED\n"
            "    org.opentest4j.AssertionFailedError at LeaseRenewerTest.java:58\n\n" + "\n\n".join(base[4:])
            + "\n\n9 tests completed, 1 failed\n\n> Task :test FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            "Execution failed for task ':test'.\n> There were failing tests. See the report at: "
            f"file://{root}/build/reports/tests/test/index.html\n\n* Try:\n> Run with --scan to get full insights.\n\n"
            "BUILD FAILED in 6s\n4 actionable tasks: 1 executed, 3 up-to-date")
    sub = ["LeaseRenewerSubSecondTest > lease 1500 ms renews after 1000 ms PASSED",
           "LeaseRenewerSubSecondTest > lease 2500 ms renews after 2000 ms PASSED",
           "LeaseRenewerSubSecondTest > lease 900 ms renews after 400 ms PASSED"]
    ok = ("> Task :compileJava\n> Task :processResources NO-SOURCE\n> Task :classes\n> Task :compileTestJava\n"
          "> Task :processTestResources UP-TO-DATE\n> Task :testClasses\n\n> Task :test\n\n"
          + "\n\n".join(base[:4] + ["LeaseRenewerTest > renewsSubSecondLeasesBeforeExpiry() PASSED"] + sub + base[4:])
          + "\n\nBUILD SUCCESSFUL in 5s\n4 actionable tasks: 3 executed, 1 up-to-date")
    check = ("SchedulerLoopTest > skipsJobsWithLiveLease() PASSED\n\nSchedulerLoopTest > backsOffWhenQueueEmpty() PASSED\n\n"
             "> Task :check\n\nBUILD SUCCESSFUL in 19s\n11 actionable tasks: 4 executed, 7 up-to-date")
    turns = [
        (call("list_directory", path=main_dir),
         f"Directory listing for {main_dir}:\nLease.java\nLeaseRenewer.java\nLeaseStore.java\nPostgresLeaseStore.java"),
        (gread(rp), FJORD_RENEWER),
        (gshell(gcmd, "Run the lease tests"), grun(gcmd, fail, code=1, pgid=77120)),
        (greplace(rp, old, new), f"Successfully modified file: {rp} (1 replacements)."),
        (call("write_file", file_path=tp, content=new_test), f"Successfully created and wrote to new file: {tp}."),
        (gshell(gcmd, "Re-run the lease tests"), grun(gcmd, ok, pgid=77301)),
        (call("list_directory", path=test_dir),
         f"Directory listing for {test_dir}:\nLeaseRenewerSubSecondTest.java\nLeaseRenewerTest.java\nPostgresLeaseStoreTest.java"),
        (gshell("./gradlew check --console=plain | tail -n 8", "Run the full check task"),
         grun("./gradlew check --console=plain | tail -n 8", check, pgid=77412)),
        (gshell("git status --short", "Show changed files"),
         grun("git status --short", " M src/main/java/io/fjord/scheduler/lease/LeaseRenewer.java\n?? src/test/java/io/fjord/scheduler/lease/LeaseRenewerSubSecondTest.java", pgid=77530)),
    ]
    rs.add(task="swe", tid="h12-swe-17", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Java 17, Gradle 8.7 wrapper, JUnit 5; build.gradle.kts logs passed/failed test events). Task: workers with leases shorter than 2 s renew in a tight loop; renewal time must be computed with millisecond precision.",
           bad=False, turn=None, kind="clean")


TEMPORA_DUR = '''_PATTERN = re.compile(
    r"^P(?:(?P<weeks>\\d+)W)?(?:(?P<days>\\d+)D)?"
    r"(?:T(?:(?P<hours>\\d+)H)?(?:(?P<minutes>\\d+)M)?(?:(?P<seconds>\\d+(?:\\.\\d+)?)S)?)?$",
    re.IGNORECASE,
)


def parse_duration(text: str) -> Duration:
    """Parse an ISO 8601 duration such as ``P1DT2H`` or ``PT90M``.

    Years and months are rejected because their length depends on the calendar.
    """
    text = text.strip()
    m = _PATTERN.match(text)
    if not m or text.upper() in ("P", "PT") or text.upper().endswith("T"):
        raise ValueError(f"not an ISO 8601 duration: {text!r}")
    parts = {k: float(v) if k == "seconds" else int(v) for k, v in m.groupdict().items() if v is not None}
    return Duration(**parts)


def format_duration(d: Duration) -> str:
    """Render a normalised Duration back to its ISO 8601 form."""
    date = (f"{d.weeks}W" if d.weeks else "") + (f"{d.days}D" if d.days else "")
    time = (
        (f"{d.hours}H" if d.hours else "")
        + (f"{d.minutes}M" if d.minutes else "")
        + (f"{d.seconds:g}S" if d.seconds else "")
    )
    if not date and not time:
        return "P0D"
    return "P" + date + ("T" + time if time else "")'''


def t18(rs: RowSet) -> None:
    # Codex CLI, Python date-utility package: bad, turn 11 prints tempora.__all__ with 'parse_duration', the name turn 3 renamed in __init__.py (turn 5 rg confirmed no occurrence left).
    wd = "/workspace/tempora"
    hits = [
        ("docs/usage.md", 12, "    >>> from tempora import parse_duration"),
        ("docs/usage.md", 13, '    >>> parse_duration("P1DT2H")'),
        ("src/tempora/__init__.py", 3, "from .durations import Duration, format_duration, parse_duration"),
        ("src/tempora/__init__.py", 6, '__all__ = ["Duration", "Interval", "format_duration", "parse_duration", "parse_interval"]'),
        ("src/tempora/cli.py", 9, "from .durations import format_duration, parse_duration"),
        ("src/tempora/cli.py", 52, "    delta = parse_duration(args.duration).to_timedelta()"),
        ("src/tempora/durations.py", 41, "def parse_duration(text: str) -> Duration:"),
        ("src/tempora/intervals.py", 5, "from .durations import Duration, parse_duration"),
        ("src/tempora/intervals.py", 38, "        return cls(start, start + parse_duration(tail).to_timedelta())"),
        ("tests/test_durations.py", 3, "from tempora import Duration, format_duration, parse_duration"),
        ("tests/test_durations.py", 9, '    assert parse_duration("PT90M") == Duration(minutes=90)'),
        ("tests/test_durations.py", 13, '    assert parse_duration("P1DT2H") == Duration(days=1, hours=2)'),
        ("tests/test_durations.py", 17, '    assert parse_duration("P0D") == Duration()'),
        ("tests/test_durations.py", 22, '        parse_duration("1 hour")'),
        ("tests/test_durations.py", 27, '        parse_duration("P")'),
        ("tests/test_durations.py", 31, "    assert parse_duration(format_duration(Duration(weeks=2))) == Duration(weeks=2)"),
        ("tests/test_durations.py", 36, '    assert parse_duration("pt15m") == Duration(minutes=15)'),
    ]
    rg1 = "".join(f"{f}:{n}:{t}\n" for f, n, t in hits)
    assert lno(TEMPORA_DUR, "def parse_duration") + 33 == 41
    src = [h for h in hits if h[0].startswith("src/")]

    def upd(path: str) -> str:
        lines = [t for f, _, t in src if f == path]
        return f"*** Update File: {path}\n" + "".join(
            f"@@\n-{t}\n+{t.replace('parse_duration', 'parse_iso_duration')}\n" for t in lines)

    patch = ("*** Begin Patch\n" + upd("src/tempora/durations.py") + upd("src/tempora/__init__.py") + upd("src/tempora/intervals.py")
             + upd("src/tempora/cli.py") + "*** End Patch")
    stat = """ docs/usage.md            |  4 ++--
 src/tempora/__init__.py  |  4 ++--
 src/tempora/cli.py       |  4 ++--
 src/tempora/durations.py |  2 +-
 src/tempora/intervals.py |  4 ++--
 tests/test_durations.py  | 16 ++++++++--------
 6 files changed, 17 insertions(+), 17 deletions(-)
"""
    tests = """........................................."""
    turns = [
        (cx("rg -n 'parse_duration' --sort path", wd), cx_out(rg1, dur=0.0)),
        (cx("sed -n '34,64p' src/tempora/durations.py", wd), cx_out(TEMPORA_DUR + "\n", dur=0.0)),
        (cx_patch(patch, wd), cx_patched("M src/tempora/durations.py", "M src/tempora/__init__.py", "M src/tempora/intervals.py", "M src/tempora/cli.py")),
        (cx("sed -i 's/\\bparse_duration\\b/parse_iso_duration/g' tests/test_durations.py docs/usage.md", wd), cx_out("", dur=0.0)),
        (cx("rg -n '\\bparse_duration\\b' --sort path", wd), cx_out("", 1, 0.0)),
        (cx("python -m pytest -q", wd, 120000), cx_out(f"{tests}                                [100%]\n41 passed in 0.27s\n", 0, 1.3)),
        (cx("ruff check src tests && mypy src", wd, 120000),
         cx_out("All checks passed!\nSuccess: no issues found in 6 source files\n", 0, 2.7)),
        (cx("git diff --stat", wd), cx_out(stat, dur=0.0)),
        (cx("python -m tempora.cli shift 2025-03-14T09:00 PT90M", wd), cx_out("2025-03-14T10:30:00\n", dur=0.2)),
        (cx("git grep -n 'parse_iso_duration' -- src | wc -l", wd), cx_out("7\n", dur=0.0)),
        (cx("python -c 'import tempora; print(tempora.__all__)'", wd),
         cx_out("['Duration', 'Interval', 'format_duration', 'parse_duration', 'parse_interval']\n", dur=0.1)),
        (cx("git add -A && git commit -q -m 'Rename parse_duration to parse_iso_duration' && git log --oneline -1", wd),
         cx_out("8a1c0e2 Rename parse_duration to parse_iso_duration\n", dur=0.1)),
    ]
    rs.add(task="swe", tid="h12-swe-18", system=cx_sys(wd), turns=turns,
           state=f"Codex CLI (full-auto) in {wd}, a small Python package (src layout, installed editable in .venv). Task: rename the public function parse_duration to parse_iso_duration everywhere (code, tests, docs); no compatibility alias is wanted.",
           bad=True, turn=11, kind="renamed function still listed under its old name in __all__")


LUMEN_HL = """import { escapeHtml } from './html';

/** Strips combining marks so "caf\u00e9" matches "cafe". */
function fold(s: string): string {
  // TODO: normalize
  return s.toLowerCase();
}

export interface HighlightOptions {
  tag?: string;
  maxMarks?: number;
}

export function highlight(text: string, terms: string[], opts: HighlightOptions = {}): string {
  const tag = opts.tag ?? 'mark';
  const max = opts.maxMarks ?? 50;
  const folded = fold(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms.map(fold).filter(Boolean)) {
    let from = 0;
    while (ranges.length < max) {
      const at = folded.indexOf(term, from);
      if (at === -1) break;
      ranges.push([at, at + term.length]);
      from = at + term.length;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let pos = 0;
  for (const [start, end] of ranges) {
    if (start < pos) continue;
    out += escapeHtml(text.slice(pos, start)) + `<${tag}>` + escapeHtml(text.slice(start, end)) + `</${tag}>`;
    pos = end;
  }
  return out + escapeHtml(text.slice(pos));
}"""


def t19(rs: RowSet) -> None:
    # Claude Code, TypeScript docs site: clean (stash hides then restores the change, rebase gives the feature commit a new hash, branch diverges from its remote).
    root = "/Users/priya/code/lumen-docs"
    p = f"{root}/src/lib/highlight.ts"
    old = "  // TODO: normalize\n  return s.toLowerCase();"
    new = ("  // Fold each code point on its own so indices still line up with the original text.\n"
           "  return Array.from(s, (ch) => ch.normalize('NFD')[0]).join('').toLowerCase();")
    v1 = sub1(LUMEN_HL, old, new)
    pop = """On branch feat/search-highlight
Your branch and 'origin/feat/search-highlight' have diverged,
and have 3 and 1 different commits each, respectively.
  (use "git pull" to merge the remote branch into yours)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/lib/highlight.ts

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (3b9f0c77d1e24a8e5f6b0c1d2e3f4a5b6c7d8e9f)"""
    vit = f"""
 RUN  v1.6.0 {root}

 \u2713 src/lib/highlight.test.ts  (9 tests) 6ms

 Test Files  1 passed (1)
      Tests  9 passed (9)
   Start at  14:22:51
   Duration  412ms (transform 61ms, setup 0ms, collect 48ms, tests 6ms, environment 0ms, prepare 97ms)
"""
    turns = [
        (cc("Bash", command="git status -sb && git log --oneline -3", description="Show branch state and recent commits"),
         "## feat/search-highlight...origin/feat/search-highlight\n M src/lib/highlight.ts\n"
         "7f3e2a1 feat(search): highlight matched terms in results\n5d0c6b8 chore: bump next to 14.2.3\na94e21f docs: add versioning guide"),
        (cc("Bash", command="git stash push -m 'wip: highlight diacritics'", description="Stash the work in progress"),
         "Saved working directory and index state On feat/search-highlight: wip: highlight diacritics"),
        (cc("Bash", command="git status -s && git fetch origin && git rebase origin/main", description="Rebase onto the latest main"),
         "From github.com:lumen-labs/lumen-docs\n   5d0c6b8..c18f4e9  main       -> origin/main\n"
         "Successfully rebased and updated refs/heads/feat/search-highlight."),
        (cc("Bash", command="git log --oneline -4", description="Check history after the rebase"),
         "e60b2d7 feat(search): highlight matched terms in results\nc18f4e9 fix(nav): keep sidebar scroll position on route change\n"
         "b2a7d30 docs: document the search index build\n5d0c6b8 chore: bump next to 14.2.3"),
        (cc("Bash", command="git stash pop", description="Restore the work in progress"), pop),
        (cc("Read", file_path=p), cc_read(LUMEN_HL)),
        (cc("Edit", file_path=p, old_string=old, new_string=new), cc_edited(p, v1, 1, 10)),
        (cc("Bash", command="npx vitest run src/lib/highlight.test.ts", description="Run the highlight tests"), vit),
        (cc("Bash", command="git diff --stat && git stash list | wc -l", description="Summarize changes and confirm the stash is empty"),
         " src/lib/highlight.ts | 23 ++++++++++++++++-------\n 1 file changed, 16 insertions(+), 7 deletions(-)\n0"),
    ]
    rs.add(task="swe", tid="h12-swe-19", system=cc_sys(root), turns=turns,
           state=f"Claude Code in {root} (Next.js 14 docs site, TypeScript, Vitest). Branch feat/search-highlight has uncommitted work. Task: bring the branch up to date with main, then finish diacritic-insensitive highlighting (\"cafe\" must highlight \"caf\u00e9\").",
           bad=False, turn=None, kind="clean")


HOPGATE_HEADER = """package proxy

import (
	"net/http"
	"strings"
)

// hopHeaders are removed from requests and responses; see RFC 9110 section 7.6.1.
var hopHeaders = []string{
	"Connection",
	"Proxy-Connection",
	"Keep-Alive",
	"Proxy-Authenticate",
	"Proxy-Authorization",
	"Te",
	"Trailer",
	"Transfer-Encoding",
	"Upgrade",
}

// stripHopHeaders deletes hop-by-hop headers, including any listed in Connection.
func stripHopHeaders(h http.Header) {
	for _, name := range hopHeaders {
		h.Del(name)
	}
	for _, v := range h["Connection"] {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f != "" {
				h.Del(f)
			}
		}
	}
}"""


def t20(rs: RowSet) -> None:
    # OpenHands, Go reverse proxy: bad, turn 4 `go test -run TestStripHop` reports "no tests to run" although turn 3 created header_test.go with TestStripHopHeadersConnectionTokens.
    root = "/workspace/hopgate"
    d = f"{root}/internal/proxy"
    hp = f"{d}/header.go"
    tp = f"{d}/header_test.go"
    test_src = """package proxy

import (
	"net/http"
	"testing"
)

func TestStripHopHeadersConnectionTokens(t *testing.T) {
	h := http.Header{}
	h.Set("Connection", "keep-alive, X-Trace-Hop")
	h.Set("X-Trace-Hop", "edge-3")
	h.Set("Keep-Alive", "timeout=5")
	h.Set("X-Request-Id", "r-81f2")

	stripHopHeaders(h)

	for _, name := range []string{"Connection", "X-Trace-Hop", "Keep-Alive"} {
		if v := h.Get(name); v != "" {
			t.Errorf("%s = %q after stripHopHeaders, want it removed", name, v)
		}
	}
	if got := h.Get("X-Request-Id"); got != "r-81f2" {
		t.Errorf("X-Request-Id = %q, want r-81f2 (end-to-end headers must survive)", got)
	}
}"""
    old = """	for _, name := range hopHeaders {
		h.Del(name)
	}
	for _, v := range h["Connection"] {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f != "" {
				h.Del(f)
			}
		}
	}"""
    new = """	// Tokens in Connection name extra hop-by-hop headers; read them before Connection itself is deleted.
	var listed []string
	for _, v := range h["Connection"] {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f != "" {
				listed = append(listed, f)
			}
		}
	}
	for _, name := range hopHeaders {
		h.Del(name)
	}
	for _, name := range listed {
		h.Del(name)
	}"""
    v1 = sub1(HOPGATE_HEADER, old, new)
    fn = lno(HOPGATE_HEADER, "func stripHopHeaders")
    listing = (f"Here's the files and directories up to 2 levels deep in {d}, excluding hidden items:\n{d}/\n{d}/director.go\n"
               f"{d}/director_test.go\n{d}/header.go\n{d}/proxy.go\n{d}/proxy_test.go\n")
    turns = [
        (editor("view", d), listing),
        (editor("view", hp), cat_n(hp, HOPGATE_HEADER)),
        (editor("create", tp, file_text=test_src), f"File created successfully at: {tp}"),
        (bash("go test ./internal/proxy/ -run TestStripHop -v"),
         oh_bash("testing: warning: no tests to run\nPASS\nok  \tgithub.com/brightline-io/hopgate/internal/proxy\t0.004s [no tests to run]", root)),
        (editor("str_replace", hp, old_str=old, new_str=new), edited(hp, sl(v1, fn - 1, nlines(v1)), fn - 1)),
        (bash("go build ./... && echo build-ok"), oh_bash("build-ok", root)),
        (bash("gofmt -l internal/ && go vet ./internal/proxy/ && echo vet-ok"), oh_bash("vet-ok", root)),
        (bash("git diff --stat"), oh_bash(" internal/proxy/header.go | 13 +++++++++----\n 1 file changed, 9 insertions(+), 4 deletions(-)", root)),
    ]
    rs.add(task="swe", tid="h12-swe-20", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Go 1.22 reverse proxy). Issue #214: headers named in the Connection header (e.g. `Connection: X-Trace-Hop`) are forwarded upstream; they are hop-by-hop and must be stripped. Add a regression test.",
           bad=True, turn=4, kind="created test file absent: test run finds no tests")


PARCEL_DHL = """import type { CarrierAdapter, TrackingEvent } from './types';

// DHL eCommerce: "GM" + 16-20 digits. DHL Express air waybills: 10 digits.
const ECOMMERCE_RE = /^GM\\d{16,20}$/;
const EXPRESS_RE = /^\\d{11}$/;

export const dhl: CarrierAdapter = {
  id: 'dhl',
  name: 'DHL',
  isValidTracking(raw: string): boolean {
    const id = raw.replace(/\\s+/g, '').toUpperCase();
    return ECOMMERCE_RE.test(id) || EXPRESS_RE.test(id);
  },
  trackingUrl(id: string): string {
    return `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${encodeURIComponent(id)}`;
  },
  parseEvents(payload: unknown): TrackingEvent[] {
    const shipments = (payload as { shipments?: Array<{ events?: Array<Record<string, unknown>> }> }).shipments ?? [];
    return (shipments[0]?.events ?? []).map((e) => ({
      at: new Date(String(e.timestamp)),
      status: String(e.statusCode ?? 'unknown'),
      description: String(e.description ?? ''),
      location: (e.location as { address?: { addressLocality?: string } } | undefined)?.address?.addressLocality,
    }));
  },
};"""


def t21(rs: RowSet) -> None:
    # Gemini CLI, TypeScript parcel tracker: bad, turn 6 Vitest reports "Start at 10:39:55", before turn 1's run that started at 10:42:17 and took 1.84 s.
    root = "/home/sven/dev/parcelpal"
    fp = f"{root}/src/carriers/dhl.ts"
    vcmd = "npx vitest run src/carriers"
    fail = f"""
 RUN  v1.6.0 {root}

 \u276f src/carriers/dhl.test.ts  (6 tests | 1 failed) 9ms
   \u276f src/carriers/dhl.test.ts > dhl.isValidTracking > accepts 10-digit Express waybills
     \u2192 expected false to be true // Object.is equality
 \u2713 src/carriers/ups.test.ts  (8 tests) 7ms
 \u2713 src/carriers/usps.test.ts  (7 tests) 6ms
 \u2713 src/carriers/fedex.test.ts  (5 tests) 5ms

\u23af\u23af\u23af\u23af\u23af\u23af\u23af Failed Tests 1 \u23af\u23af\u23af\u23af\u23af\u23af\u23af

 FAIL  src/carriers/dhl.test.ts > dhl.isValidTracking > accepts 10-digit Express waybills
AssertionError: expected false to be true // Object.is equality

- Expected
+ Received

- true
+ false

 \u276f src/carriers/dhl.test.ts:18:47
     16|
     17|   it('accepts 10-digit Express waybills', () => {{
     18|     expect(dhl.isValidTracking('1234567890')).toBe(true);
       |                                               ^
     19|     expect(dhl.isValidTracking('12 3456 7890')).toBe(true);
     20|   }});

\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 25 passed (26)
   Start at  10:42:17
   Duration  1.84s (transform 143ms, setup 0ms, collect 322ms, tests 27ms, environment 1ms, prepare 512ms)
"""
    ok = f"""
 RUN  v1.6.0 {root}

 \u2713 src/carriers/dhl.test.ts  (6 tests) 8ms
 \u2713 src/carriers/ups.test.ts  (8 tests) 7ms
 \u2713 src/carriers/usps.test.ts  (7 tests) 5ms
 \u2713 src/carriers/fedex.test.ts  (5 tests) 5ms

 Test Files  4 passed (4)
      Tests  26 passed (26)
   Start at  10:39:55
   Duration  1.62s (transform 131ms, setup 0ms, collect 298ms, tests 25ms, environment 1ms, prepare 487ms)
"""
    old = "const EXPRESS_RE = /^\\d{11}$/;"
    new = "const EXPRESS_RE = /^\\d{10}$/;"
    at = lno(PARCEL_DHL, "EXPRESS_RE = ")
    diff = dfix(f"""diff --git a/src/carriers/dhl.ts b/src/carriers/dhl.ts
index 4e2b91a..c07d5f3 100644
--- a/src/carriers/dhl.ts
+++ b/src/carriers/dhl.ts
@@ -{at - 3},7 +{at - 3},7 @@ import type {{ CarrierAdapter, TrackingEvent }} from './types';
~
 // DHL eCommerce: "GM" + 16-20 digits. DHL Express air waybills: 10 digits.
 const ECOMMERCE_RE = /^GM\\d{{16,20}}$/;
-{old}
+{new}
~
 export const dhl: CarrierAdapter = {{
   id: 'dhl',""")
    grep = ('Found 5 matches for pattern "isValidTracking\\(raw" in path "src":\n---\nFile: carriers/dhl.ts\n'
            f'L{lno(PARCEL_DHL, "isValidTracking(raw")}: isValidTracking(raw: string): boolean {{\n---\nFile: carriers/fedex.ts\n'
            "L14: isValidTracking(raw: string): boolean {\n---\nFile: carriers/ups.ts\nL11: isValidTracking(raw: string): boolean {\n---\n"
            "File: carriers/usps.ts\nL16: isValidTracking(raw: string): boolean {\n---\nFile: carriers/types.ts\n"
            "L23: isValidTracking(raw: string): boolean;\n---")
    commit = "git add src/carriers/dhl.ts && git commit -m 'fix(dhl): accept 10-digit Express waybills'"
    turns = [
        (gshell(vcmd, "Run the carrier tests"), grun(vcmd, fail, code=1, pgid=18822)),
        (gread(fp), PARCEL_DHL),
        (call("search_file_content", pattern="isValidTracking\\(raw", path="src"), grep),
        (greplace(fp, old, new), f"Successfully modified file: {fp} (1 replacements)."),
        (gshell("npx tsc --noEmit", "Type-check the project"), grun("npx tsc --noEmit", "", pgid=18990)),
        (gshell(vcmd, "Re-run the carrier tests"), grun(vcmd, ok, pgid=19012)),
        (gshell("git diff", "Review the change"), grun("git diff", diff, pgid=19046)),
        (gshell("npx eslint src/carriers --max-warnings 0", "Lint the carriers folder"),
         grun("npx eslint src/carriers --max-warnings 0", "", pgid=19063)),
        (gshell(commit, "Commit the fix"),
         grun(commit, "[fix/dhl-express-ids 2f7a0c1] fix(dhl): accept 10-digit Express waybills\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=19081)),
    ]
    rs.add(task="swe", tid="h12-swe-21", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (TypeScript, Node 20, Vitest), branch fix/dhl-express-ids. Task: valid 10-digit DHL Express waybill numbers are rejected as invalid tracking numbers.",
           bad=True, turn=6, kind="clock goes backwards: later test run starts before an earlier one")


KB_MODELS = '''from django.conf import settings
from django.db import models
from django.urls import reverse


class Tag(models.Model):
    name = models.CharField(max_length=40, unique=True)

    def __str__(self) -> str:
        return self.name


class Recipe(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=220, unique=True)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="recipes")
    summary = models.TextField(blank=True)
    prep_minutes = models.PositiveIntegerField(default=0)
    cook_minutes = models.PositiveIntegerField(default=0)
    tags = models.ManyToManyField(Tag, blank=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("recipes:detail", kwargs={"slug": self.slug})

    @property
    def total_minutes(self) -> int:
        return self.prep_minutes + self.cook_minutes


class Ingredient(models.Model):
    recipe = models.ForeignKey(Recipe, on_delete=models.CASCADE, related_name="ingredients")
    name = models.CharField(max_length=120)
    quantity = models.DecimalField(max_digits=8, decimal_places=3)
    unit = models.CharField(max_length=20, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]'''

KB_SERVICES = '''from dataclasses import dataclass
from decimal import Decimal

from .models import Recipe

DEFAULT_SERVINGS = 4


@dataclass(frozen=True)
class ScaledIngredient:
    name: str
    quantity: Decimal
    unit: str


def scale_ingredients(recipe: Recipe, servings: int) -> list[ScaledIngredient]:
    """Ingredient list for ``servings`` portions."""
    if servings < 1:
        raise ValueError("servings must be at least 1")
    factor = Decimal(servings) / Decimal(DEFAULT_SERVINGS)
    return [
        ScaledIngredient(i.name, i.quantity * factor, i.unit)
        for i in recipe.ingredients.all()
    ]'''


def t01(rs: RowSet) -> None:
    # OpenHands, Python/Django recipe app: clean (field added shifts line numbers, makemigrations creates 0007, failures -> OK, app vs whole-suite test counts).
    root = "/workspace/kitchenbook"
    mp = f"{root}/recipes/models.py"
    sp = f"{root}/recipes/services.py"
    m_old = "    cook_minutes = models.PositiveIntegerField(default=0)\n"
    m_new = m_old + "    servings = models.PositiveSmallIntegerField(default=4, help_text=\"Portions the ingredient list makes.\")\n"
    m1 = sub1(KB_MODELS, m_old, m_new)
    s_imp_old, s_imp_new = "from decimal import Decimal", "from decimal import ROUND_HALF_UP, Decimal"
    s1 = sub1(KB_SERVICES, s_imp_old, s_imp_new)
    body_old = '''    factor = Decimal(servings) / Decimal(DEFAULT_SERVINGS)
    return [
        ScaledIngredient(i.name, i.quantity * factor, i.unit)
        for i in recipe.ingredients.all()
    ]'''
    body_new = '''    factor = Decimal(servings) / Decimal(recipe.servings or DEFAULT_SERVINGS)
    return [
        ScaledIngredient(i.name, _to_quarters(i.quantity * factor), i.unit)
        for i in recipe.ingredients.all()
    ]


def _to_quarters(q: Decimal) -> Decimal:
    """Round to the nearest quarter unit (kitchen measures), never below a quarter."""
    quarters = (q / QUARTER).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    return max(quarters, Decimal(1)) * QUARTER'''
    s1b = sub1(s1, body_old, body_new)
    s2 = sub1(s1b, "DEFAULT_SERVINGS = 4\n", "DEFAULT_SERVINGS = 4\nQUARTER = Decimal(\"0.25\")\n")
    fail = f"""Found 34 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
.........E..........F.............
======================================================================
ERROR: test_scale_uses_recipe_servings (recipes.tests.test_services.ScaleIngredientsTests.test_scale_uses_recipe_servings)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "{root}/recipes/tests/test_services.py", line 52, in test_scale_uses_recipe_servings
    recipe = Recipe.objects.create(title="Dal", slug="dal", author=self.user, servings=2)
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/django/db/models/manager.py", line 87, in manager_method
    return getattr(self.get_queryset(), name)(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/django/db/models/query.py", line 677, in create
    obj = self.model(**kwargs)
          ^^^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/django/db/models/base.py", line 567, in __init__
    raise TypeError(
TypeError: Recipe() got unexpected keyword arguments: 'servings'

======================================================================
FAIL: test_scale_rounds_to_quarters (recipes.tests.test_services.ScaleIngredientsTests.test_scale_rounds_to_quarters)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "{root}/recipes/tests/test_services.py", line 41, in test_scale_rounds_to_quarters
    self.assertEqual(scaled[0].quantity, Decimal("0.75"))
AssertionError: Decimal('0.74925') != Decimal('0.75')

----------------------------------------------------------------------
Ran 34 tests in 0.412s

FAILED (failures=1, errors=1)
Destroying test database for alias 'default'..."""
    ok = """Found 34 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
..................................
----------------------------------------------------------------------
Ran 34 tests in 0.398s

OK
Destroying test database for alias 'default'..."""
    full = """Found 211 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
...................................................................................................................................................................................................................
----------------------------------------------------------------------
Ran 211 tests in 3.907s

OK
Destroying test database for alias 'default'..."""
    assert full.split("\n")[3] == "." * 211
    at = lno(m1, "servings = models")
    sat = lno(s1b, "factor = Decimal")
    migs = "0001_initial.py\n0002_tag.py\n0003_recipe_slug_unique.py\n0004_ingredient_position.py\n0005_alter_recipe_options.py\n0006_recipe_cook_minutes.py\n0007_recipe_servings.py\n__init__.py\n__pycache__"
    turns = [
        (bash("python manage.py test recipes"), oh_bash(fail, root, 1)),
        (editor("view", mp), cat_n(mp, KB_MODELS)),
        (editor("str_replace", mp, old_str=m_old, new_str=m_new), edited(mp, sl(m1, at - 6, at + 6), at - 6)),
        (bash("python manage.py makemigrations recipes"),
         oh_bash("Migrations for 'recipes':\n  recipes/migrations/0007_recipe_servings.py\n    - Add field servings to recipe", root)),
        (editor("view", sp), cat_n(sp, KB_SERVICES)),
        (editor("str_replace", sp, old_str=s_imp_old, new_str=s_imp_new), edited(sp, sl(s1, 1, 6), 1)),
        (editor("str_replace", sp, old_str=body_old, new_str=body_new), edited(sp, sl(s1b, sat - 4, nlines(s1b)), sat - 4)),
        (bash("sed -i 's/^DEFAULT_SERVINGS = 4$/DEFAULT_SERVINGS = 4\\nQUARTER = Decimal(\"0.25\")/' recipes/services.py && sed -n '1,7p' recipes/services.py"),
         oh_bash(sl(s2, 1, 7), root)),
        (bash("python manage.py test recipes"), oh_bash(ok, root)),
        (bash("ls -1 recipes/migrations/ && git status --short"),
         oh_bash(migs + "\n M recipes/models.py\n M recipes/services.py\n?? recipes/migrations/0007_recipe_servings.py", root)),
        (bash("python manage.py test"), oh_bash(full, root)),
    ]
    rs.add(task="swe", tid="h12-swe-01", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Django 5.0, Python 3.11). Issue #88: recipes need a `servings` field (default 4); scale_ingredients must scale from the recipe's own servings and round quantities to the nearest quarter. The new tests in recipes/tests/test_services.py describe the expected behaviour.",
           bad=False, turn=None, kind="clean")


INFLECTOR_RB = '''    def singularize(input)
      input = input.to_s
      return input if uncountable?(input)

      inflections.singulars.apply_to(input)
    end

    # Underscore a string
    #
    # @param input [String,Symbol] the input
    # @return [String] the underscored string
    #
    # @since 0.1.0
    #
    # @example
    #   require "dry/inflector"
    #
    #   inflector = Dry::Inflector.new
    #   inflector.underscore("dry/inflector") # => "dry/inflector"
    def underscore(input)
      input = input.to_s.gsub("::", "/")
      input.gsub!(inflections.acronyms.regex) do
        m1 = Regexp.last_match(1)
        m2 = Regexp.last_match(2)
        "#{m1 ? "_" : ""}#{m2.downcase}"
      end
      input.gsub!(/([a-z\\d])([A-Z])/, '\\1_\\2')
      input.tr!("-", "_")
      input.downcase!
      input
    end

    # Check if the input is an uncountable word
    #
    # @param input [String] the input
    # @return [TrueClass,FalseClass] the result of the check
    #
    # @since 0.1.0
    # @api private
    def uncountable?(input)
      input.match?(/\\A[[:space:]]*\\z/) || inflections.uncountables.include?(input.downcase)
    end

    # @return [String]
    #
    # @since 0.2.0
    # @api public
    def to_s
      "#<Dry::Inflector>"
    end'''


def t22(rs: RowSet) -> None:
    # SWE-agent, Ruby inflection gem: clean (window positions move, edit adds a line and shifts the total, open file switches between the gem and the script).
    repo = "/dry-rb__dry-inflector"
    path = f"{repo}/lib/dry/inflector.rb"
    off = 219
    f = SweFile(path, 318, off + 1, INFLECTOR_RB)
    rp = f"{repo}/reproduce.rb"
    repro = '''require "dry/inflector"

inflector = Dry::Inflector.new
%w[HTTPServerError XMLParser IOError ActiveModel::Errors user_id].each do |word|
  puts "#{word} -> #{inflector.underscore(word)}"
end'''
    r = SweFile(rp, nlines(repro), 1, repro)
    d = off + lno(INFLECTOR_RB, "def underscore")
    bug = off + lno(INFLECTOR_RB, "input.gsub!(/([a-z")
    w3 = f.window(d)
    w8 = f.window(bug)
    fix = """      input.gsub!(/([A-Z\\d]+)([A-Z][a-z])/, '\\1_\\2')
      input.gsub!(/([a-z\\d])([A-Z])/, '\\1_\\2')"""
    f.edit(bug, bug, fix)
    w9 = f.window(bug)
    before = "HTTPServerError -> httpserver_error\nXMLParser -> xmlparser\nIOError -> ioerror\nActiveModel::Errors -> active_model/errors\nuser_id -> user_id"
    after = "HTTPServerError -> http_server_error\nXMLParser -> xml_parser\nIOError -> io_error\nActiveModel::Errors -> active_model/errors\nuser_id -> user_id"
    spec = """Run options: exclude {:slow=>true}

Randomized with seed 5512
.................

Finished in 0.01231 seconds (files took 0.14213 seconds to load)
17 examples, 0 failures
"""
    turns = [
        (sa("Let me locate the inflector implementation.", "find_file inflector.rb"),
         sa_obs(f'Found 1 matches for "inflector.rb" in {repo}:\n{path}', "n/a", repo)),
        (sa("Let me find the underscore method in it.", "search_file \"def underscore\" lib/dry/inflector.rb"),
         sa_obs(f'Found 1 matches for "def underscore" in {path}:\nLine {d}:    def underscore(input)\nEnd of matches for "def underscore" in {path}', "n/a", repo)),
        (sa("Open the file at the method.", f"open lib/dry/inflector.rb {d}"), sa_obs(w3, path, repo)),
        (sa("Only lowercase-to-uppercase boundaries get an underscore, so runs of capitals like HTTPServer are never split. Let me reproduce.",
            "create reproduce.rb"), sa_obs(f"[File: {rp} (1 lines total)]\n1:", rp, repo)),
        (sa("Add a few words with leading acronyms.", f"edit 1:1\n{repro}\nend_of_edit"), sa_obs(r.window(1) + "\n" + SA_UPDATED, rp, repo)),
        (sa("Run it.", "ruby -Ilib reproduce.rb"), sa_obs(before, rp, repo)),
        (sa("Confirmed. Reopen the inflector at the boundary rule.", f"open lib/dry/inflector.rb {bug}"), sa_obs(w8, path, repo)),
        (sa("Add the ActiveSupport-style rule that splits an uppercase run from a following capitalised word, before the existing rule.",
            f"edit {bug}:{bug}\n{fix}\nend_of_edit"), sa_obs(w9 + "\n" + SA_UPDATED, path, repo)),
        (sa("Rerun the reproduction.", "ruby -Ilib reproduce.rb"), sa_obs(after, path, repo)),
        (sa("Now the existing specs for underscore.", "bundle exec rspec spec/unit/dry/inflector/underscore_spec.rb"), sa_obs(spec, path, repo)),
        (sa("All green. Remove the script.", "rm reproduce.rb"), sa_obs("", path, repo)),
    ]
    rs.add(task="swe", tid="h12-swe-22", system=sa_sys(repo), turns=turns,
           state=f"Repository {repo} checked out at the issue's base commit.\nISSUE: Dry::Inflector#underscore(\"HTTPServerError\") returns \"httpserver_error\"; ActiveSupport returns \"http_server_error\". Leading acronyms should be split from the following word.",
           bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
