# ruff: noqa: E501
"""Holdout25, domain swe: 22 hand-written coding-agent trajectories (OpenHands and Gemini CLI tool styles).

Repositories in Python, JS/TS, Rust, Go and Java; test runs, builds, git, greps, file views and edits.
Some trajectories carry exactly one observation that contradicts an earlier one, the rest are clean
but full of legitimate change. Labels are written next to the rows by ``RowSet.write``.

Run: python -m tests.decoherence.independent.holdout25_parts.swe.make
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

TASK = "swe"
_FUNCNAME = re.compile(r"^[A-Za-z_$]")


# ---------------------------------------------------------------- helpers

def tabify(text: str) -> str:
    """Turn 4-space indentation into tabs (Go sources), keeping alignment spaces inside lines."""
    out = []
    for line in text.split("\n"):
        stripped = line.lstrip(" ")
        n = len(line) - len(stripped)
        out.append("\t" * (n // 4) + " " * (n % 4) + stripped)
    return "\n".join(out)


def sub1(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def line_no(text: str, needle: str) -> int:
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise ValueError(needle)


def nlines(text: str) -> int:
    return len(text.split("\n"))


def nbytes(text: str) -> int:
    return len((text + "\n").encode("utf-8"))


def view_lines(path: str, text: str, a: int, b: int) -> str:
    lines = text.split("\n")
    return cat_n(path, "\n".join(lines[a - 1:b]), a)


def snip(path: str, text: str, needle: str, span: int = 1, ctx: int = 4) -> str:
    """The OpenHands str_replace / insert answer: the edited region with a few lines either side."""
    lines = text.split("\n")
    i = line_no(text, needle)
    a = max(1, i - ctx)
    b = min(len(lines), i + span - 1 + ctx)
    return edited(path, "\n".join(lines[a - 1:b]), a)


def counts(old: str, new: str) -> tuple[int, int]:
    sm = difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False)
    ins = dels = 0
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag in ("replace", "delete"):
            dels += i2 - i1
        if tag in ("replace", "insert"):
            ins += j2 - j1
    return ins, dels


def changed_summary(entries: list[tuple[str, int, int]]) -> str:
    files = len(entries)
    ins = sum(e[1] for e in entries)
    dels = sum(e[2] for e in entries)
    s = f" {files} file{'s' if files != 1 else ''} changed"
    if ins or not dels:
        s += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        s += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    return s


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    width = max(len(p) for p, _, _ in entries)
    nw = max(len(str(i + d)) for _, i, d in entries)
    rows = [f" {p.ljust(width)} | {str(i + d).rjust(nw)} {'+' * i}{'-' * d}" for p, i, d in entries]
    return "\n".join(rows + [changed_summary(entries)])


def udiff(path: str, old: str, new: str, index: str) -> str:
    """A `git diff` section for one file, hunks from difflib with git's default funcname context."""
    a, b = old.split("\n"), new.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {index} 100644", f"--- a/{path}", f"+++ b/{path}"]
    for line in list(difflib.unified_diff(a, b, lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            m = re.match(r"@@ -(\d+)", line)
            assert m
            start = int(m.group(1))
            func = ""
            for j in range(start - 2, -1, -1):
                if _FUNCNAME.match(a[j]):
                    func = " " + a[j]
                    break
            out.append(line + func)
        else:
            out.append(line)
    return "\n".join(out)


def pytest_line(prefix: str, pct: str, width: int = 80) -> str:
    return prefix + " " * max(1, width - len(prefix) - len(pct)) + pct


def precommit(name: str, status: str, width: int = 79) -> str:
    return name + "." * (width - len(name) - len(status)) + status


# Gemini CLI tool answers

def g_mod(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_new(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def g_over(path: str) -> str:
    return f"Successfully overwrote file: {path}."


def g_ls(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def g_part(text: str, a: int, b: int) -> str:
    lines = text.split("\n")
    head = (f"[File content truncated: showing lines {a}-{b} of {len(lines)} total lines. "
            "Use offset/limit parameters to view more.]\n")
    return head + "\n".join(lines[a - 1:b])


def read(path: str, **kw: int) -> str:
    return call("read_file", absolute_path=path, **kw)


def replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


# ---------------------------------------------------------------- 01: OpenHands, Python, pytest

SLUG0 = '''"""Slug generation helpers."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["slugify", "unique_slug", "DEFAULT_SEPARATOR"]

DEFAULT_SEPARATOR = "-"
_STRIP_RE = re.compile(r"[^\\w\\s-]")
_HYPHENATE_RE = re.compile(r"[-\\s]+")


def slugify(
    value: str,
    *,
    separator: str = DEFAULT_SEPARATOR,
    max_length: int | None = None,
    lowercase: bool = True,
) -> str:
    """Return an ASCII slug for ``value``.

    Non-ASCII letters are transliterated where Unicode offers a
    decomposition (``é`` -> ``e``); anything else is dropped.
    """
    text = unicodedata.normalize("NFC", str(value))
    text = text.encode("ascii", "ignore").decode("ascii")
    text = _STRIP_RE.sub("", text).strip()
    if lowercase:
        text = text.lower()
    text = _HYPHENATE_RE.sub(separator, text)
    if max_length and len(text) > max_length:
        text = text[:max_length]
    return text.strip(separator)


def unique_slug(value: str, taken: set[str], **kwargs: object) -> str:
    """Slugify ``value`` and append ``-2``, ``-3`` ... until it is not in ``taken``."""
    base = slugify(value, **kwargs)  # type: ignore[arg-type]
    candidate, n = base, 2
    while candidate in taken:
        candidate = f"{base}-{n}"
        n += 1
    return candidate'''

SLUG_OLD_NORM = '    text = unicodedata.normalize("NFC", str(value))'
SLUG_NEW_NORM = '    text = unicodedata.normalize("NFKD", str(value))'
SLUG_OLD_CUT = '''    if max_length and len(text) > max_length:
        text = text[:max_length]'''
SLUG_NEW_CUT = '''    if max_length and len(text) > max_length:
        cut = text[: max_length + 1]
        text = cut.rsplit(separator, 1)[0] if separator in cut else text[:max_length]'''


def t01(rs: RowSet) -> None:
    root = "/workspace/textkit"
    p = f"{root}/textkit/slug.py"
    s1 = sub1(SLUG0, SLUG_OLD_NORM, SLUG_NEW_NORM)
    s2 = sub1(s1, SLUG_OLD_CUT, SLUG_NEW_CUT)
    drifted = sub1(s2, SLUG_NEW_NORM, SLUG_OLD_NORM)  # the view at turn 7 shows the pre-edit line
    ins, dels = counts(SLUG0, s2)
    fail_line = 38
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"), oh_bash(
            "On branch fix/slug-unicode\nnothing to commit, working tree clean\n"
            "b3f90d1 (HEAD -> fix/slug-unicode, origin/main, main) Merge pull request #41 from textkit/docs-typos\n"
            "2a7c5e8 docs: fix typos in README\ne91d0c4 slug: add unique_slug helper\n"
            "7f2b6a3 ci: test on Python 3.12\n0c88e15 wrap: respect non-breaking spaces", root)),
        (editor("view", p), cat_n(p, SLUG0)),
        (bash("python -m pytest tests/test_slug.py"), oh_bash(f"""============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: {root}
configfile: pyproject.toml
collected 20 items

{pytest_line("tests/test_slug.py ......F.........F...", "[100%]")}

=================================== FAILURES ===================================
_________________________ test_unicode_transliteration _________________________

    def test_unicode_transliteration():
>       assert slugify("Crème Brûlée") == "creme-brulee"
E       AssertionError: assert 'crme-brle' == 'creme-brulee'
E         - creme-brulee
E         + crme-brle

tests/test_slug.py:{fail_line}: AssertionError
________________________ test_max_length_word_boundary _________________________

    def test_max_length_word_boundary():
>       assert slugify("The quick brown fox", max_length=12) == "the-quick"
E       AssertionError: assert 'the-quick-br' == 'the-quick'
E         - the-quick
E         + the-quick-br
E         ?          +++

tests/test_slug.py:71: AssertionError
=========================== short test summary info ============================
FAILED tests/test_slug.py::test_unicode_transliteration - AssertionError: assert 'crme-brle' == 'creme-brulee'
FAILED tests/test_slug.py::test_max_length_word_boundary - AssertionError: assert 'the-quick-br' == 'the-quick'
========================= 2 failed, 18 passed in 0.09s =========================""", root, 1)),
        (editor("str_replace", p, old_str=SLUG_OLD_NORM, new_str=SLUG_NEW_NORM), snip(p, s1, "NFKD")),
        (editor("str_replace", p, old_str=SLUG_OLD_CUT, new_str=SLUG_NEW_CUT), snip(p, s2, "cut = text[:", span=2)),
        (bash("python -m pytest -q"), oh_bash(
            pytest_line("." * 43, "[100%]") + "\n43 passed in 0.12s", root)),
        (editor("view", p), cat_n(p, drifted)),
        (bash("git diff"), oh_bash(udiff("textkit/slug.py", SLUG0, s2, "5d1c0a7..c93e2b4"), root)),
        (bash('git add -A && git commit -m "slug: transliterate via NFKD and cut max_length at a word boundary"'),
         oh_bash("[fix/slug-unicode 4c1e9a2] slug: transliterate via NFKD and cut max_length at a word boundary\n"
                 + changed_summary([("textkit/slug.py", ins, dels)]), root)),
    ]
    state = ("Repository /workspace/textkit (Python 3.11, pytest) is checked out on branch fix/slug-unicode.\n"
             "Issue #44: `slugify('Crème Brûlée')` returns 'crme-brle' instead of 'creme-brulee', and `max_length` "
             "cuts words in half (`slugify('The quick brown fox', max_length=12)` gives 'the-quick-br'). "
             "tests/test_slug.py already encodes the expected behaviour. Fix the bug and commit.")
    rs.add(task=TASK, tid="h25-swe-01", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=7, kind="file view shows the normalize line with its pre-edit value after the agent's str_replace changed it")


# ---------------------------------------------------------------- 02: Gemini CLI, Go, go test

BUCKET0 = tabify('''// Package ratelimit implements a small token-bucket limiter.
package ratelimit

import (
    "sync"
    "time"
)

// Clock lets tests control time.
type Clock interface {
    Now() time.Time
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// Bucket is a token bucket that refills continuously at rate tokens per
// second, up to capacity tokens.
type Bucket struct {
    mu       sync.Mutex
    clock    Clock
    capacity float64
    rate     float64
    tokens   float64
    last     time.Time
}

// New returns a full bucket that uses the wall clock.
func New(capacity int, ratePerSec float64) *Bucket {
    return NewWithClock(capacity, ratePerSec, realClock{})
}

// NewWithClock is New with an injectable clock.
func NewWithClock(capacity int, ratePerSec float64, c Clock) *Bucket {
    return &Bucket{
        clock:    c,
        capacity: float64(capacity),
        rate:     ratePerSec,
        tokens:   float64(capacity),
        last:     c.Now(),
    }
}

func (b *Bucket) refill(now time.Time) {
    elapsed := now.Sub(b.last).Seconds()
    if elapsed <= 0 {
        return
    }
    b.tokens += elapsed * b.rate
    b.last = now
}

// Allow takes n tokens if they are available and reports whether it did.
func (b *Bucket) Allow(n int) bool {
    b.mu.Lock()
    defer b.mu.Unlock()
    b.refill(b.clock.Now())
    if b.tokens < float64(n) {
        return false
    }
    b.tokens -= float64(n)
    return true
}

// Tokens reports the tokens currently available.
func (b *Bucket) Tokens() float64 {
    b.mu.Lock()
    defer b.mu.Unlock()
    b.refill(b.clock.Now())
    return b.tokens
}''')

BUCKET_OLD = tabify('''    b.tokens += elapsed * b.rate
    b.last = now''')
BUCKET_NEW = tabify('''    b.tokens += elapsed * b.rate
    if b.tokens > b.capacity {
        b.tokens = b.capacity
    }
    b.last = now''')


def t02(rs: RowSet) -> None:
    root = "/home/dev/src/ratelimit"
    mod = "github.com/devkit/ratelimit"
    b1 = sub1(BUCKET0, BUCKET_OLD, BUCKET_NEW)
    ins, dels = counts(BUCKET0, b1)
    log_tail = ("91bd7a2 bucket: add NewWithClock for deterministic tests\n4f06e1d ci: bump golangci-lint to v1.59\n"
                "c7e2a58 bucket: guard Allow with a mutex\n2d93b40 add Tokens accessor\n8a1f6e7 initial token bucket")
    turns = [
        (gshell("git status && git log --oneline --decorate -6", "Show the branch state and recent history."),
         gem_run("git status && git log --oneline --decorate -6",
                 "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "e5a0c3f (HEAD -> main, origin/main) README: document Clock injection\n" + log_tail, pgid=51230)),
        (read(f"{root}/bucket.go"), BUCKET0),
        (gshell("go test ./...", "Run the test suite to reproduce the capacity bug."),
         gem_run("go test ./...",
                 "--- FAIL: TestTokensNeverExceedCapacity (0.00s)\n"
                 "    bucket_test.go:91: after 15s idle: Tokens() = 14.5, want <= 10\n"
                 f"FAIL\nFAIL\t{mod}\t0.004s\n?   \t{mod}/examples/basic\t[no test files]\n"
                 f"ok  \t{mod}/internal/fakeclock\t0.003s\nFAIL", code=1, pgid=51288)),
        (replace(f"{root}/bucket.go", BUCKET_OLD, BUCKET_NEW), g_mod(f"{root}/bucket.go")),
        (gshell("go test -count=1 ./...", "Re-run all tests without the cache."),
         gem_run("go test -count=1 ./...",
                 f"ok  \t{mod}\t0.005s\n?   \t{mod}/examples/basic\t[no test files]\n"
                 f"ok  \t{mod}/internal/fakeclock\t0.003s", pgid=51342)),
        (gshell('git checkout -b fix/refill-cap && git commit -am "bucket: clamp refill to capacity"',
                "Create a branch and commit the fix."),
         gem_run('git checkout -b fix/refill-cap && git commit -am "bucket: clamp refill to capacity"',
                 "Switched to a new branch 'fix/refill-cap'\n[fix/refill-cap 7d3e1b9] bucket: clamp refill to capacity\n"
                 + changed_summary([("bucket.go", ins, dels)]), pgid=51397)),
        (gshell("go vet ./... && golangci-lint run ./...", "Vet and lint the module."),
         gem_run("go vet ./... && golangci-lint run ./...", "0 issues.", pgid=51420)),
        (gshell("git log --oneline --decorate -7", "Confirm the new commit sits on top of main."),
         gem_run("git log --oneline --decorate -7",
                 "7d3e1f9 (HEAD -> fix/refill-cap) bucket: clamp refill to capacity\n"
                 "e5a0c3f (origin/main, main) README: document Clock injection\n" + log_tail, pgid=51466)),
        (gshell("git show --stat --format=fuller HEAD", "Inspect the commit metadata and stat."),
         gem_run("git show --stat --format=fuller HEAD",
                 "commit 7d3e1b94c0a2e67f1d5b83a9e2c4f10b6d7a8e35\nAuthor:     Dev Kit <dev@devkit.io>\n"
                 "AuthorDate: Wed Mar 19 10:42:18 2025 +0100\nCommit:     Dev Kit <dev@devkit.io>\n"
                 "CommitDate: Wed Mar 19 10:42:18 2025 +0100\n\n    bucket: clamp refill to capacity\n\n"
                 + diffstat([("bucket.go", ins, dels)]), pgid=51490)),
        (gshell("git push -u origin fix/refill-cap", "Publish the branch."),
         gem_run("git push -u origin fix/refill-cap",
                 "Enumerating objects: 5, done.\nCounting objects: 100% (5/5), done.\nDelta compression using up to 8 threads\n"
                 "Compressing objects: 100% (3/3), done.\nWriting objects: 100% (3/3), 402 bytes | 402.00 KiB/s, done.\n"
                 "Total 3 (delta 2), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (2/2), completed with 2 local objects.\n"
                 "remote:\nremote: Create a pull request for 'fix/refill-cap' on GitHub by visiting:\n"
                 "remote:      https://github.com/devkit/ratelimit/pull/new/fix/refill-cap\nremote:\n"
                 "To github.com:devkit/ratelimit.git\n * [new branch]      fix/refill-cap -> fix/refill-cap\n"
                 "branch 'fix/refill-cap' set up to track 'origin/fix/refill-cap'.", pgid=51533)),
    ]
    state = ("Gemini CLI session in /home/dev/src/ratelimit (Go 1.22 module github.com/devkit/ratelimit).\n"
             "User: Tokens() sometimes reports more tokens than the bucket's capacity after a long idle period. "
             "Fix it on a new branch fix/refill-cap, make sure vet and lint are clean, and push the branch.")
    rs.add(task=TASK, tid="h25-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=8, kind="abbreviated hash of the new commit differs from the one git printed when committing")


# ---------------------------------------------------------------- 03: Gemini CLI, Python, uv + pytest-xdist (clean)

CLI0 = '''"""Command-line entry point: ``feedkit list URL``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from datetime import datetime

from feedkit.fetch import fetch_feed
from feedkit.model import Entry
from feedkit.parse import parse_feed


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="feedkit")
    sub = parser.add_subparsers(dest="command", required=True)

    ls = sub.add_parser("list", help="list the entries of a feed")
    ls.add_argument("url")
    ls.add_argument("-n", "--limit", type=int, default=20)
    ls.add_argument("--json", action="store_true", help="print JSON lines")
    return parser


def select(entries: Sequence[Entry], limit: int) -> list[Entry]:
    ordered = sorted(entries, key=lambda e: e.published or datetime.min.replace(tzinfo=UTC), reverse=True)
    return ordered[:limit]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    feed = parse_feed(fetch_feed(args.url))
    for entry in select(feed.entries, args.limit):
        if args.json:
            print(entry.to_json())
        else:
            stamp = entry.published.strftime("%Y-%m-%d") if entry.published else "----------"
            print(f"{stamp}  {entry.title}")
    return 0


if __name__ == "__main__":
    sys.exit(main())'''

CLI0 = CLI0.replace("from datetime import datetime\n", "from datetime import UTC, datetime\n")

CLI_OLD_A = '''    ls.add_argument("--json", action="store_true", help="print JSON lines")
    return parser'''
CLI_NEW_A = '''    ls.add_argument("--json", action="store_true", help="print JSON lines")
    ls.add_argument("--since", type=date.fromisoformat, metavar="YYYY-MM-DD",
                    help="only entries published on or after this date")
    return parser'''
CLI_OLD_B = '''def select(entries: Sequence[Entry], limit: int) -> list[Entry]:
    ordered = sorted(entries, key=lambda e: e.published or datetime.min.replace(tzinfo=UTC), reverse=True)
    return ordered[:limit]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    feed = parse_feed(fetch_feed(args.url))
    for entry in select(feed.entries, args.limit):'''
CLI_NEW_B = '''def select(entries: Sequence[Entry], limit: int, since: date | None = None) -> list[Entry]:
    if since is not None:
        cutoff = datetime.combine(since, time.min)
        entries = [e for e in entries if e.published is not None and e.published >= cutoff]
    ordered = sorted(entries, key=lambda e: e.published or datetime.min.replace(tzinfo=UTC), reverse=True)
    return ordered[:limit]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    feed = parse_feed(fetch_feed(args.url))
    for entry in select(feed.entries, args.limit, args.since):'''
CLI_OLD_C = "        cutoff = datetime.combine(since, time.min)"
CLI_NEW_C = "        cutoff = datetime.combine(since, time.min, tzinfo=UTC)"

SINCE_TEST = '''from datetime import UTC, date, datetime

from feedkit.cli import select
from feedkit.model import Entry


def _entry(title: str, published: datetime | None) -> Entry:
    return Entry(title=title, link=f"https://blog.example/{title}", published=published)


ENTRIES = [
    _entry("old", datetime(2024, 5, 1, 8, 0, tzinfo=UTC)),
    _entry("same-day", datetime(2024, 6, 3, 0, 30, tzinfo=UTC)),
    _entry("new", datetime(2024, 6, 9, 17, 45, tzinfo=UTC)),
    _entry("undated", None),
]


def test_since_filters_older():
    titles = [e.title for e in select(ENTRIES, 10, since=date(2024, 6, 1))]
    assert titles == ["new", "same-day"]


def test_since_keeps_same_day():
    titles = [e.title for e in select(ENTRIES, 10, since=date(2024, 6, 3))]
    assert titles == ["new", "same-day"]


def test_since_absent_keeps_all():
    assert len(select(ENTRIES, 10)) == 4'''


def t03(rs: RowSet) -> None:
    root = "/home/maya/projects/feedkit"
    p = f"{root}/src/feedkit/cli.py"
    tp = f"{root}/tests/test_cli_since.py"
    c1 = sub1(CLI0, "from datetime import UTC, datetime\n", "from datetime import UTC, date, datetime, time\n")
    c2 = sub1(c1, CLI_OLD_A, CLI_NEW_A)
    c3 = sub1(c2, CLI_OLD_B, CLI_NEW_B)
    sub1(c3, CLI_OLD_C, CLI_NEW_C)
    cmp_line = line_no(c3, "e.published >= cutoff")
    installed = ["anyio==4.4.0", "certifi==2024.7.4", "coverage==7.6.0", "defusedxml==0.7.1", "execnet==2.1.1",
                 "feedkit==0.6.0 (from file:///home/maya/projects/feedkit)", "h11==0.14.0", "httpcore==1.0.5",
                 "httpx==0.27.0", "idna==3.7", "iniconfig==2.0.0", "packaging==24.1", "pluggy==1.5.0",
                 "pytest==8.3.2", "pytest-cov==5.0.0", "pytest-xdist==3.6.1", "python-dateutil==2.9.0.post0",
                 "respx==0.21.1", "six==1.16.0", "sniffio==1.3.1"]
    sync_out = ("Using CPython 3.12.4 interpreter at: /usr/bin/python3.12\nCreating virtual environment at: .venv\n"
                "Resolved 24 packages in 3ms\n   Built feedkit @ file:///home/maya/projects/feedkit\n"
                "Prepared 1 package in 402ms\nInstalled 20 packages in 23ms\n" + "\n".join(" + " + x for x in installed)
                + "\na41c09e 39 minutes ago parse: accept Atom <updated> when <published> is missing")
    fail_block = f"""    def test_since_filters_older():
>       titles = [e.title for e in select(ENTRIES, 10, since=date(2024, 6, 1))]

tests/test_cli_since.py:20:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

entries = [Entry(title='old', ...), Entry(title='same-day', ...), Entry(title='new', ...), Entry(title='undated', ...)]
limit = 10, since = datetime.date(2024, 6, 1)

    def select(entries: Sequence[Entry], limit: int, since: date | None = None) -> list[Entry]:
        if since is not None:
            cutoff = datetime.combine(since, time.min)
>           entries = [e for e in entries if e.published is not None and e.published >= cutoff]
E           TypeError: can't compare offset-naive and offset-aware datetimes

src/feedkit/cli.py:{cmp_line}: TypeError"""
    prog60 = "." * 17 + "F" + "." * 25 + "F" + "." * 16
    turns = [
        (gshell("uv sync 2>&1 && git log -1 --format='%h %ar %s'", "Create the environment and show the last commit."),
         gem_run("uv sync 2>&1 && git log -1 --format='%h %ar %s'", sync_out, pgid=88012)),
        (gshell("uv run pytest -n 4 -q", "Run the test suite on four workers."),
         gem_run("uv run pytest -n 4 -q", "4 workers [57 items]\n" + pytest_line("." * 57, "[100%]")
                 + "\n57 passed in 1.84s", pgid=88107)),
        (read(p), CLI0),
        (replace(p, "from datetime import UTC, datetime\n", "from datetime import UTC, date, datetime, time\n"), g_mod(p)),
        (replace(p, CLI_OLD_A, CLI_NEW_A), g_mod(p)),
        (replace(p, CLI_OLD_B, CLI_NEW_B), g_mod(p)),
        (write(tp, SINCE_TEST), g_new(tp)),
        (gshell("uv run pytest -n 4 -q", "Run the suite including the new tests."),
         gem_run("uv run pytest -n 4 -q", "4 workers [60 items]\n" + pytest_line(prog60, "[100%]") + f"""
=================================== FAILURES ===================================
___________________________ test_since_filters_older ___________________________
[gw1] linux -- Python 3.12.4 /home/maya/projects/feedkit/.venv/bin/python

{fail_block}
__________________________ test_since_keeps_same_day ___________________________
[gw3] linux -- Python 3.12.4 /home/maya/projects/feedkit/.venv/bin/python

{fail_block.replace("test_since_filters_older", "test_since_keeps_same_day").replace("date(2024, 6, 1)", "date(2024, 6, 3)").replace("tests/test_cli_since.py:20:", "tests/test_cli_since.py:25:")}
=========================== short test summary info ============================
FAILED tests/test_cli_since.py::test_since_filters_older - TypeError: can't compare offset-naive and offset-aware datetimes
FAILED tests/test_cli_since.py::test_since_keeps_same_day - TypeError: can't compare offset-naive and offset-aware datetimes
2 failed, 58 passed in 2.07s""", code=1, pgid=88240)),
        (replace(p, CLI_OLD_C, CLI_NEW_C), g_mod(p)),
        (gshell("uv run pytest -n 4 -q --lf", "Re-run only the tests that failed last time."),
         gem_run("uv run pytest -n 4 -q --lf", "4 workers [2 items]\n" + pytest_line("..", "[100%]")
                 + "\n2 passed, 58 deselected in 0.91s", pgid=88311)),
        (gshell("uv run pytest -n 4 -q && git add -A && git commit -q -m 'cli: add --since filter to list' && "
                "git log -3 --format='%h %ar %s'", "Run everything, commit, and show recent history."),
         gem_run("uv run pytest -n 4 -q && git add -A && git commit -q -m 'cli: add --since filter to list' && "
                 "git log -3 --format='%h %ar %s'",
                 "4 workers [60 items]\n" + pytest_line("." * 60, "[100%]") + "\n60 passed in 1.97s\n"
                 "5c2d8e1 1 second ago cli: add --since filter to list\n"
                 "a41c09e 47 minutes ago parse: accept Atom <updated> when <published> is missing\n"
                 "77be310 2 days ago fetch: send If-None-Match when an ETag is cached", pgid=88392)),
    ]
    state = ("Gemini CLI session in /home/maya/projects/feedkit (Python 3.12 package managed with uv; tests use "
             "pytest-xdist).\nUser: add a `--since YYYY-MM-DD` option to `feedkit list` that drops entries published "
             "before that day (entries' `published` datetimes are timezone-aware UTC). Add tests and commit.")
    rs.add(task=TASK, tid="h25-swe-03", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 04: OpenHands, JavaScript, npm + jest (clean)

MONEY0 = """'use strict';

const DEFAULT_LOCALE = 'en-US';

/**
 * Format an amount given in minor units (e.g. cents) as a currency string.
 * @param {number} minor  amount in minor units
 * @param {string} currency  ISO 4217 code
 * @param {string} [locale]
 */
function formatMoney(minor, currency, locale = DEFAULT_LOCALE) {
  const major = minor / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(major);
}

function sumLines(lines) {
  return lines.reduce((acc, line) => acc + line.qty * line.unitMinor, 0);
}

module.exports = { formatMoney, sumLines, DEFAULT_LOCALE };"""

MONEY_OLD = """function formatMoney(minor, currency, locale = DEFAULT_LOCALE) {
  const major = minor / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(major);
}"""
MONEY_NEW = """function minorDigits(currency) {
  return new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency })
    .resolvedOptions().maximumFractionDigits;
}

function formatMoney(minor, currency, locale = DEFAULT_LOCALE) {
  const digits = minorDigits(currency);
  const major = minor / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}"""


def _cov(rows: list[tuple[str, str, str, str, str, str]]) -> str:
    sep = "----------------|---------|----------|---------|---------|-------------------"
    head = "File            | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s "
    body = [f"{a:<16}|{b:>8} |{c:>9} |{d:>8} |{e:>8} | {f:<17} " for a, b, c, d, e, f in rows]
    return "\n".join([sep, head, sep] + [r.rstrip() for r in body] + [sep])


def t04(rs: RowSet) -> None:
    root = "/workspace/invoice-renderer"
    p = f"{root}/src/money.js"
    m1 = sub1(MONEY0, MONEY_OLD, MONEY_NEW)
    mi, md = counts(MONEY0, m1)
    cov_before = _cov([("All files", "92.3", "78.26", "94.11", "92.06", ""),
                       (" invoice.js", "93.33", "75", "100", "93.1", "41,58"),
                       (" layout.js", "88.88", "71.42", "85.71", "88.23", "22,37"),
                       (" money.js", "100", "100", "100", "100", ""),
                       (" tax.js", "90.9", "83.33", "100", "90.9", "17")])
    cov_after = _cov([("All files", "92.64", "78.26", "94.44", "92.42", ""),
                      (" invoice.js", "93.33", "75", "100", "93.1", "41,58"),
                      (" layout.js", "88.88", "71.42", "85.71", "88.23", "22,37"),
                      (" money.js", "100", "100", "100", "100", ""),
                      (" tax.js", "90.9", "83.33", "100", "90.9", "17")])
    jpy_fail = """  ● formatMoney › uses zero decimals for JPY

    expect(received).toBe(expected) // Object.is equality

    Expected: "¥1,500"
    Received: "¥15.00"

      29 |
      30 |   test('uses zero decimals for JPY', () => {
    > 31 |     expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
         |                                      ^
      32 |   });
      33 |
      34 |   test('formats negative amounts with a minus sign', () => {

      at Object.toBe (src/__tests__/money.test.js:31:38)"""
    snap_fail = """  ● renderInvoice › renders a JPY invoice

    expect(received).toMatchSnapshot()

    Snapshot name: `renderInvoice renders a JPY invoice 1`

    - Snapshot  - 3
    + Received  + 3

    @@ -5,11 +5,11 @@
        Bill to:  Kobayashi Tea Co., 2-4-1 Marunouchi, Tokyo
        Date:     2025-02-14
        Due:      2025-03-16

        Qty  Item                      Unit        Total
    -   2    Matcha 500g               ¥15.00      ¥30.00
    -   1    Bamboo whisk              ¥15.00      ¥15.00
    +   2    Matcha 500g               ¥1,500      ¥3,000
    +   1    Bamboo whisk              ¥1,500      ¥1,500

    -   Subtotal:                              ¥45.00
    +   Subtotal:                              ¥4,500
        Tax (0%):                              —
        Notes:    Reverse charge does not apply.

      41 |     });
      42 |
    > 43 |     expect(text).toMatchSnapshot();
         |                  ^
      44 |   });
      45 |
      46 |   test('omits the tax line when the rate is zero', () => {

      at Object.toMatchSnapshot (src/__tests__/invoice.test.js:43:18)"""
    money_list = """PASS src/__tests__/money.test.js
  formatMoney
    ✓ formats USD with two decimals (12 ms)
    ✓ formats EUR for de-DE (2 ms)
    ✓ formats GBP for en-GB (1 ms)
    ✓ uses zero decimals for JPY (1 ms)
    ✓ formats negative amounts with a minus sign (1 ms)
    ✓ falls back to en-US without a locale
  sumLines
    ✓ sums invoice lines in minor units (1 ms)
    ✓ returns 0 for no lines
    ✓ handles fractional quantities

Test Suites: 1 passed, 1 total
Tests:       9 passed, 9 total
Snapshots:   0 total
Time:        0.611 s, estimated 1 s
Ran all test suites matching /src\\/__tests__\\/money.test.js/i."""
    invoice_list = """PASS src/__tests__/invoice.test.js
  renderInvoice
    ✓ renders a USD invoice (23 ms)
    ✓ renders a JPY invoice (5 ms)
    ✓ omits the tax line when the rate is zero (2 ms)
    ✓ wraps long item names at 24 columns (2 ms)
    ✓ prints the due date 30 days after the issue date (1 ms)
    ✓ throws on an unknown currency (3 ms)

 › 1 snapshot updated.
Snapshot Summary
 › 1 snapshot updated from 1 test suite.

Test Suites: 1 passed, 1 total
Tests:       6 passed, 6 total
Snapshots:   1 updated, 1 passed, 2 total
Time:        0.804 s, estimated 1 s
Ran all test suites matching /src\\/__tests__\\/invoice.test.js/i."""
    snap = "src/__tests__/__snapshots__/invoice.test.js.snap"
    turns = [
        (bash(f"cd {root} && npm test -- --coverage"), oh_bash(f"""
> invoice-renderer@2.3.0 test
> jest --coverage

PASS src/__tests__/invoice.test.js
PASS src/__tests__/pdf-layout.test.js
FAIL src/__tests__/money.test.js
{jpy_fail}

PASS src/__tests__/tax.test.js
{cov_before}
Test Suites: 1 failed, 3 passed, 4 total
Tests:       1 failed, 26 passed, 27 total
Snapshots:   2 passed, 2 total
Time:        2.184 s
Ran all test suites.""", root, 1)),
        (editor("view", p), cat_n(p, MONEY0)),
        (editor("str_replace", p, old_str=MONEY_OLD, new_str=MONEY_NEW),
         snip(p, m1, "function minorDigits", span=15)),
        (bash("npx jest src/__tests__/money.test.js"), oh_bash(money_list, root)),
        (bash("npm test"), oh_bash(f"""
> invoice-renderer@2.3.0 test
> jest

PASS src/__tests__/money.test.js
PASS src/__tests__/tax.test.js
FAIL src/__tests__/invoice.test.js
{snap_fail}

PASS src/__tests__/pdf-layout.test.js

 › 1 snapshot failed.
Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.

Test Suites: 1 failed, 3 passed, 4 total
Tests:       1 failed, 26 passed, 27 total
Snapshots:   1 failed, 1 passed, 2 total
Time:        1.962 s, estimated 3 s
Ran all test suites.""", root, 1)),
        (bash("npx jest -u src/__tests__/invoice.test.js"), oh_bash(invoice_list, root)),
        (bash("git status --short && git diff --stat"), oh_bash(
            f" M {snap}\n M src/money.js\n" + diffstat([(snap, 3, 3), ("src/money.js", mi, md)]), root)),
        (bash("npm test -- --coverage"), oh_bash(f"""
> invoice-renderer@2.3.0 test
> jest --coverage

PASS src/__tests__/tax.test.js
PASS src/__tests__/money.test.js
PASS src/__tests__/invoice.test.js
PASS src/__tests__/pdf-layout.test.js
{cov_after}
Test Suites: 4 passed, 4 total
Tests:       27 passed, 27 total
Snapshots:   2 passed, 2 total
Time:        2.037 s, estimated 3 s
Ran all test suites.""", root)),
        (editor("view", p, view_range=[1, 20]), view_lines(p, m1, 1, 20)),
    ]
    state = ("Repository /workspace/invoice-renderer (Node 20, jest). Bug report: invoices in JPY show '¥15.00' for "
             "an item that costs 1,500 yen. Amounts are stored in the currency's minor unit (yen have none). Fix "
             "formatMoney so it respects each currency's number of decimals; keep all tests and snapshots green.")
    rs.add(task=TASK, tid="h25-swe-04", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 05: OpenHands, Rust, cargo-nextest

TABLE_START = 61
TABLE_SNIP = """    /// Parses the body of an inline table, `{ key = value, ... }`, after the
    /// opening brace has been consumed. TOML 1.0 forbids newlines and a
    /// trailing comma inside inline tables.
    pub(crate) fn inline_table(&mut self) -> Result<Table, ParseError> {
        let mut table = Table::new();
        self.skip_ws();
        if self.eat('}') {
            return Ok(table);
        }
        loop {
            let (key, value) = self.key_value()?;
            if table.insert(key.clone(), value).is_some() {
                return Err(self.error(ErrorKind::DuplicateKey(key)));
            }
            self.skip_ws();
            match self.next_char() {
                Some(',') => {
                    self.skip_ws();
                    if self.eat('}') {
                        return Ok(table);
                    }
                }
                Some('}') => return Ok(table),
                Some('\\n') => return Err(self.error(ErrorKind::NewlineInInlineTable)),
                Some(c) => return Err(self.error(ErrorKind::Unexpected(c, "',' or '}'"))),
                None => return Err(self.error(ErrorKind::UnterminatedInlineTable)),
            }
        }
    }

    /// Parses `[a, b, c]` after the opening bracket; trailing commas and
    /// newlines are allowed in arrays.
    pub(crate) fn array(&mut self) -> Result<Vec<Value>, ParseError> {
        let mut items = Vec::new();
        loop {"""
TABLE_OLD = """                    self.skip_ws();
                    if self.eat('}') {
                        return Ok(table);
                    }"""
TABLE_NEW = """                    self.skip_ws();
                    if self.peek() == Some('}') {
                        return Err(self.error(ErrorKind::Unexpected('}', "a key after ','")));
                    }"""

INLINE_START = 105
INLINE_TAIL = """
#[test]
fn inline_table_rejects_newline() {
    let err = tomlet::from_str("p = { x = 1,\\n y = 2 }").unwrap_err();
    assert!(err.to_string().contains("newline"), "{err}");
}

#[test]
fn inline_table_allows_nested_inline_tables() {
    let doc: Table = tomlet::from_str("a = { b = { c = 1 } }").unwrap();
    assert_eq!(doc["a"]["b"]["c"].as_integer(), Some(1));
}"""
INLINE_ADD = """
#[test]
fn inline_table_rejects_comma_before_first_key() {
    let err = tomlet::from_str("p = { , x = 1 }").unwrap_err();
    assert!(err.to_string().contains("expected a key"), "{err}");
}"""


def t05(rs: RowSet) -> None:
    root = "/workspace/tomlet"
    tp = f"{root}/src/parse/table.rs"
    ip = f"{root}/tests/inline_tables.rs"
    pad_t = "\n".join(["//"] * (TABLE_START - 1)) + "\n"
    t0 = pad_t + TABLE_SNIP
    t1 = sub1(t0, TABLE_OLD, TABLE_NEW)
    pad_i = "\n".join(["//"] * (INLINE_START - 1)) + "\n"
    i0 = pad_i + INLINE_TAIL
    end = nlines(i0)
    i1 = i0 + "\n" + INLINE_ADD
    ti, td = counts(t0, t1)
    ii, idl = counts(i0, i1)
    nextest = "cargo nextest run --status-level fail"
    turns = [
        (bash(f"cd {root} && {nextest}"), oh_bash("""   Compiling tomlet v0.3.2 (/workspace/tomlet)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.41s
    Starting 48 tests across 3 binaries (2 tests skipped)
        FAIL [   0.004s] tomlet::inline_tables inline_table_trailing_comma

--- STDOUT:              tomlet::inline_tables inline_table_trailing_comma ---

running 1 test
test inline_table_trailing_comma ... FAILED

failures:

failures:
    inline_table_trailing_comma

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 22 filtered out; finished in 0.00s


--- STDERR:              tomlet::inline_tables inline_table_trailing_comma ---
thread 'inline_table_trailing_comma' panicked at tests/inline_tables.rs:57:5:
expected a parse error for `point = { x = 1, y = 2, }`, got Ok({"point": {"x": 1, "y": 2}})
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

------------
     Summary [   0.087s] 48 tests run: 47 passed, 1 failed, 2 skipped
        FAIL [   0.004s] tomlet::inline_tables inline_table_trailing_comma
error: test run failed""", root, 100)),
        (editor("view", tp, view_range=[TABLE_START, TABLE_START + nlines(TABLE_SNIP) - 1]),
         view_lines(tp, t0, TABLE_START, TABLE_START + nlines(TABLE_SNIP) - 1)),
        (editor("str_replace", tp, old_str=TABLE_OLD, new_str=TABLE_NEW), snip(tp, t1, "self.peek() == Some('}')")),
        (editor("insert", ip, insert_line=end, new_str=INLINE_ADD),
         snip(ip, i1, "fn inline_table_rejects_comma_before_first_key", span=4, ctx=6)),
        (bash(nextest), oh_bash("""   Compiling tomlet v0.3.2 (/workspace/tomlet)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.88s
    Starting 48 tests across 3 binaries (2 tests skipped)
------------
     Summary [   0.081s] 48 tests run: 48 passed, 2 skipped""", root)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash(
            "    Checking tomlet v0.3.2 (/workspace/tomlet)\n"
            "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.73s", root)),
        (bash("git diff --stat"), oh_bash(diffstat([("src/parse/table.rs", ti, td), ("tests/inline_tables.rs", ii, idl)]), root)),
        (bash('git commit -am "parse: reject a trailing comma in inline tables (TOML 1.0 §inline-table)"'), oh_bash(
            "[main 3a7f0c2] parse: reject a trailing comma in inline tables (TOML 1.0 §inline-table)\n"
            + changed_summary([("src/parse/table.rs", ti, td), ("tests/inline_tables.rs", ii, idl)]), root)),
    ]
    state = ("Repository /workspace/tomlet, a small TOML parser in Rust (tests run with cargo-nextest).\n"
             "Issue #23: `point = { x = 1, y = 2, }` is accepted, but TOML 1.0 does not allow a trailing comma in an "
             "inline table. Make it an error, add a regression test for a stray comma, and commit on main.")
    rs.add(task=TASK, tid="h25-swe-05", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=5, kind="test run still reports 48 tests after the agent added a new test to an existing test file")


# ---------------------------------------------------------------- 06: Gemini CLI, Rust, jj (Jujutsu) + cargo (clean)

WC0 = """use std::io::{self, Read};

use clap::Parser;

/// Count lines, words and characters read from stdin.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Print the line count
    #[arg(short, long)]
    lines: bool,
    /// Print the word count
    #[arg(short, long)]
    words: bool,
    /// Print the character count
    #[arg(short = 'm', long)]
    chars: bool,
}

#[derive(Debug, Default, PartialEq, Eq)]
struct Counts {
    lines: usize,
    words: usize,
    chars: usize,
}

fn count(text: &str) -> Counts {
    Counts {
        lines: text.lines().count(),
        words: text.split_whitespace().count(),
        chars: text.chars().count(),
    }
}

fn main() -> io::Result<()> {
    let args = Args::parse();
    let mut input = String::new();
    io::stdin().read_to_string(&mut input)?;
    let c = count(&input);
    let all = !(args.lines || args.words || args.chars);
    let mut out = Vec::new();
    if all || args.lines {
        out.push(c.lines.to_string());
    }
    if all || args.words {
        out.push(c.words.to_string());
    }
    if all || args.chars {
        out.push(c.chars.to_string());
    }
    println!("{}", out.join(" "));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_ascii() {
        assert_eq!(count("a b\\nc\\n"), Counts { lines: 2, words: 3, chars: 6 });
    }

    #[test]
    fn counts_multibyte_chars_once() {
        assert_eq!(count("héllo wörld\\n"), Counts { lines: 1, words: 2, chars: 12 });
    }

    #[test]
    fn empty_input() {
        assert_eq!(count(""), Counts::default());
    }
}"""

WC1 = """use std::io::{self, Read};

use clap::Parser;

/// Count lines, words, characters and bytes read from stdin.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Print the line count
    #[arg(short, long)]
    lines: bool,
    /// Print the word count
    #[arg(short, long)]
    words: bool,
    /// Print the character count
    #[arg(short = 'm', long)]
    chars: bool,
    /// Print the byte count
    #[arg(short = 'c', long)]
    bytes: bool,
}

#[derive(Debug, Default, PartialEq, Eq)]
struct Counts {
    lines: usize,
    words: usize,
    chars: usize,
    bytes: usize,
}

fn count(text: &str) -> Counts {
    Counts {
        lines: text.lines().count(),
        words: text.split_whitespace().count(),
        chars: text.chars().count(),
        bytes: text.len(),
    }
}

fn main() -> io::Result<()> {
    let args = Args::parse();
    let mut input = String::new();
    io::stdin().read_to_string(&mut input)?;
    let c = count(&input);
    let all = !(args.lines || args.words || args.chars || args.bytes);
    let mut out = Vec::new();
    if all || args.lines {
        out.push(c.lines.to_string());
    }
    if all || args.words {
        out.push(c.words.to_string());
    }
    if all || args.chars {
        out.push(c.chars.to_string());
    }
    if args.bytes {
        out.push(c.bytes.to_string());
    }
    println!("{}", out.join(" "));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_ascii() {
        assert_eq!(count("a b\\nc\\n"), Counts { lines: 2, words: 3, chars: 6, bytes: 6 });
    }

    #[test]
    fn counts_multibyte_chars_once() {
        assert_eq!(count("héllo wörld\\n"), Counts { lines: 1, words: 2, chars: 12, bytes: 14 });
    }

    #[test]
    fn empty_input() {
        assert_eq!(count(""), Counts::default());
    }
}"""

WC_OLD = """    #[test]
    fn empty_input() {
        assert_eq!(count(""), Counts::default());
    }
}"""
WC_NEW = """    #[test]
    fn empty_input() {
        assert_eq!(count(""), Counts::default());
    }

    #[test]
    fn bytes_count_utf8_length() {
        let c = count("naïve\\n");
        assert_eq!((c.chars, c.bytes), (6, 7));
    }
}"""


def t06(rs: RowSet) -> None:
    root = "/home/sam/code/wcount"
    p = f"{root}/src/main.rs"
    parent = "kkmpptxz sam@hollow.dev 2025-02-01 18:02:51 main 4e1d8b2a\n│  Count characters with -m, not bytes"
    log1 = ("@  qpvuntsm sam@hollow.dev 2025-02-03 10:14:22 9f3a1c07\n│  (empty) (no description set)\n○  " + parent
            + "\n○  rlvkpnrz sam@hollow.dev 2025-01-30 21:40:10 0b7f52e9\n│  Add --words and --lines flags\n"
            "○  zsuskuln sam@hollow.dev 2025-01-29 09:12:33 d31c6a84\n│  Initial wcount\n~")
    log2 = "@  qpvuntsm sam@hollow.dev 2025-02-03 10:22:47 c81f3a6d\n│  Add -c/--bytes flag\n○  " + parent + "\n~"
    turns = [
        (gshell("jj log -r 'ancestors(@, 4)'", "Show the working-copy change and its ancestors."),
         gem_run("jj log -r 'ancestors(@, 4)'", log1, pgid=30311)),
        (read(p), WC0),
        (write(p, WC1), g_over(p)),
        (gshell("cargo test", "Build and run the unit tests."),
         gem_run("cargo test", """   Compiling wcount v0.3.0 (/home/sam/code/wcount)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.92s
     Running unittests src/main.rs (target/debug/deps/wcount-3f9c2a1b7e5d4c60)

running 3 tests
test tests::counts_ascii ... ok
test tests::empty_input ... ok
test tests::counts_multibyte_chars_once ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s""", pgid=30402)),
        (gshell("jj st", "Check what jj recorded in the working-copy commit."),
         gem_run("jj st", "Working copy changes:\nM src/main.rs\nWorking copy : qpvuntsm 2b7c90e1 (no description set)\n"
                 "Parent commit: kkmpptxz 4e1d8b2a main | Count characters with -m, not bytes", pgid=30455)),
        (gshell('jj describe -m "Add -c/--bytes flag"', "Describe the working-copy change."),
         gem_run('jj describe -m "Add -c/--bytes flag"',
                 "Working copy now at: qpvuntsm 5e02d4f8 Add -c/--bytes flag\n"
                 "Parent commit      : kkmpptxz 4e1d8b2a main | Count characters with -m, not bytes", pgid=30477)),
        (replace(p, WC_OLD, WC_NEW), g_mod(p)),
        (gshell("cargo test -q", "Run the tests again with the new byte-count test."),
         gem_run("cargo test -q", "\nrunning 4 tests\n....\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; "
                 "0 filtered out; finished in 0.00s", pgid=30512)),
        (gshell("jj log -r 'ancestors(@, 2)'", "Look at the change after the last edit."),
         gem_run("jj log -r 'ancestors(@, 2)'", log2, pgid=30540)),
        (gshell("jj bookmark create bytes-flag -r @ && jj git push -b bytes-flag --allow-new",
                "Create a bookmark for the change and push it."),
         gem_run("jj bookmark create bytes-flag -r @ && jj git push -b bytes-flag --allow-new",
                 "Created 1 bookmarks pointing to qpvuntsm c81f3a6d Add -c/--bytes flag\nChanges to push to origin:\n"
                 "  Add bookmark bytes-flag to c81f3a6d9e04", pgid=30566)),
    ]
    state = ("Gemini CLI session in /home/sam/code/wcount, a Rust CLI versioned with Jujutsu (jj, git backend).\n"
             "User: add a `-c/--bytes` flag that prints the byte count (only when asked for), with a test for a "
             "multi-byte input, describe the change and push it under a bookmark `bytes-flag`.")
    rs.add(task=TASK, tid="h25-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 07: Gemini CLI, TypeScript, pnpm + vitest

OVERVIEW0 = """import { useEffect, useRef } from 'react';
import { Gauge } from '../widgets/gauge';
import { Sparkline } from '../widgets/sparkline';
import { renderLegacyChart } from '../widgets/legacyChart';
import { useMetrics } from '../hooks/useMetrics';
import type { TimeRange } from '../types';
import styles from './Overview.module.css';

export interface OverviewProps {
  range: TimeRange;
  title?: string;
}

export function Overview({ range, title = 'Cluster overview' }: OverviewProps) {
  const { series, cpu, mem, loading } = useMetrics(range);
  const chartRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (chartRef.current && series.length > 0) {
      renderLegacyChart(chartRef.current, series, { smooth: true, yLabel: 'req/s' });
    }
  }, [series]);

  if (loading) {
    return <div className={styles.placeholder}>Loading metrics…</div>;
  }

  return (
    <section className={styles.grid} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.gauges}>
        <Gauge label="CPU" value={cpu} max={100} unit="%" />
        <Gauge label="Memory" value={mem} max={100} unit="%" />
      </div>
      <canvas ref={chartRef} className={styles.chart} width={960} height={320} />
      <Sparkline data={series.map((p) => p.value)} className={styles.spark} />
    </section>
  );
}"""

OV_OLD_A = """import { useEffect, useRef } from 'react';
import { Gauge } from '../widgets/gauge';
import { Sparkline } from '../widgets/sparkline';
import { renderLegacyChart } from '../widgets/legacyChart';"""
OV_NEW_A = """import { Gauge } from '../widgets/gauge';
import { Sparkline } from '../widgets/sparkline';
import { LineChart } from '../widgets/lineChart';"""
OV_OLD_B = """  const { series, cpu, mem, loading } = useMetrics(range);
  const chartRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (chartRef.current && series.length > 0) {
      renderLegacyChart(chartRef.current, series, { smooth: true, yLabel: 'req/s' });
    }
  }, [series]);
"""
OV_NEW_B = """  const { series, cpu, mem, loading } = useMetrics(range);
"""
OV_OLD_C = """      <canvas ref={chartRef} className={styles.chart} width={960} height={320} />"""
OV_NEW_C = """      <LineChart series={series} smooth yLabel="req/s" className={styles.chart} width={960} height={320} />"""

INDEX0 = """export { axisTicks, type AxisOptions } from './axis';
export { formatValue, formatBytes, formatPercent } from './format';
export { Gauge, type GaugeProps } from './gauge';
export { Legend, type LegendProps } from './legend';
export { LineChart, type LineChartProps } from './lineChart';
export { linearScale, logScale, type Scale } from './scale';
export { renderLegacyChart, type LegacyChartOptions } from './legacyChart';
export { Sparkline, type SparklineProps } from './sparkline';
export { DataTable, type DataTableProps } from './table';
export { theme, darkTheme, type Theme } from './theme';
export { Tooltip, type TooltipProps } from './tooltip';"""
INDEX_OLD = "export { renderLegacyChart, type LegacyChartOptions } from './legacyChart';\n"


def _vitest(files: list[tuple[str, int, int]], start: str, dur: str) -> str:
    rows = [f" ✓ {f}  ({n} tests) {ms}ms" for f, n, ms in files]
    total = sum(n for _, n, _ in files)
    return (" RUN  v1.6.0 /home/lee/work/dash-widgets\n\n" + "\n".join(rows)
            + f"\n\n Test Files  {len(files)} passed ({len(files)})\n      Tests  {total} passed ({total})\n"
            f"   Start at  {start}\n   Duration  {dur}")


def t07(rs: RowSet) -> None:
    root = "/home/lee/work/dash-widgets"
    op = f"{root}/src/pages/Overview.tsx"
    ip = f"{root}/src/widgets/index.ts"
    o1 = sub1(OVERVIEW0, OV_OLD_A, OV_NEW_A)
    o2 = sub1(o1, OV_OLD_B, OV_NEW_B)
    o3 = sub1(o2, OV_OLD_C, OV_NEW_C)
    x1 = sub1(INDEX0, INDEX_OLD, "")
    oi, od = counts(OVERVIEW0, o3)
    xi, xd = counts(INDEX0, x1)
    files = [("tests/format.test.ts", 11, 9), ("tests/legacyChart.test.ts", 6, 14), ("tests/lineChart.test.ts", 9, 21),
             ("tests/sparkline.test.ts", 7, 12), ("tests/theme.test.ts", 5, 4), ("tests/gauge.test.ts", 8, 16),
             ("tests/table.test.tsx", 12, 48), ("tests/tooltip.test.tsx", 6, 31), ("tests/axis.test.ts", 10, 7),
             ("tests/scale.test.ts", 14, 5), ("tests/legend.test.tsx", 5, 26), ("tests/overview.test.tsx", 4, 62)]
    assert sum(f[1] for f in files) == 97
    after = [("tests/scale.test.ts", 14, 6), ("tests/format.test.ts", 11, 8), ("tests/axis.test.ts", 10, 7),
             ("tests/theme.test.ts", 5, 3), ("tests/lineChart.test.ts", 9, 19), ("tests/sparkline.test.ts", 7, 13),
             ("tests/gauge.test.ts", 8, 15), ("tests/tooltip.test.tsx", 6, 29), ("tests/legend.test.tsx", 5, 24),
             ("tests/table.test.tsx", 12, 51), ("tests/overview.test.tsx", 4, 58)]
    widgets = ["axis.ts", "format.ts", "gauge.tsx", "index.ts", "legacyChart.ts", "legend.tsx", "lineChart.tsx",
               "scale.ts", "sparkline.tsx", "table.tsx", "theme.ts", "tooltip.tsx"]
    legacy_lines, legacy_test_lines = 142, 61
    entries = [("src/pages/Overview.tsx", oi, od), ("src/widgets/index.ts", xi, xd),
               ("src/widgets/legacyChart.ts", 0, legacy_lines), ("tests/legacyChart.test.ts", 0, legacy_test_lines)]
    commit = 'git add -A && git commit -m "widgets: remove deprecated legacyChart, Overview uses LineChart"'
    turns = [
        (gshell("pnpm vitest run", "Run the test suite before changing anything."),
         gem_run("pnpm vitest run", _vitest(files, "11:02:41", "2.31s (transform 412ms, setup 0ms, collect 1.12s, "
                                                             "tests 269ms, environment 1.48s, prepare 1.09s)"), pgid=61801)),
        (call("search_file_content", pattern="legacyChart", path=root),
         f'Found 5 matches for pattern "legacyChart" in path "{root}":\n---\nFile: src/widgets/index.ts\n'
         "L7: export { renderLegacyChart, type LegacyChartOptions } from './legacyChart';\n---\n"
         "File: src/pages/Overview.tsx\nL4: import { renderLegacyChart } from '../widgets/legacyChart';\n---\n"
         "File: tests/legacyChart.test.ts\nL3: import { renderLegacyChart } from '../src/widgets/legacyChart';\n---\n"
         "File: docs/CHANGELOG.md\nL12: - Deprecated `legacyChart` in favour of `lineChart`; it will be removed in 3.0.\n"
         "L58: - Added `legacyChart`, a canvas line chart.\n---"),
        (read(op), OVERVIEW0),
        (replace(op, OV_OLD_A, OV_NEW_A), g_mod(op)),
        (replace(op, OV_OLD_B, OV_NEW_B), g_mod(op)),
        (replace(op, OV_OLD_C, OV_NEW_C), g_mod(op)),
        (replace(ip, INDEX_OLD, ""), g_mod(ip)),
        (gshell("git rm -q src/widgets/legacyChart.ts tests/legacyChart.test.ts && git status --short",
                "Delete the legacy widget and its test."),
         gem_run("git rm -q src/widgets/legacyChart.ts tests/legacyChart.test.ts && git status --short",
                 " M src/pages/Overview.tsx\n M src/widgets/index.ts\nD  src/widgets/legacyChart.ts\nD  tests/legacyChart.test.ts",
                 pgid=62033)),
        (gshell("pnpm tsc --noEmit && pnpm vitest run", "Type-check and run the tests again."),
         gem_run("pnpm tsc --noEmit && pnpm vitest run", _vitest(after, "11:09:15", "2.18s (transform 377ms, setup 0ms, "
                                                                     "collect 1.03s, tests 233ms, environment 1.41s, prepare 1.02s)"), pgid=62101)),
        (call("list_directory", path=f"{root}/src/widgets"), g_ls(f"{root}/src/widgets", [], widgets)),
        (gshell(commit, "Commit the removal."),
         gem_run(commit, "[chore/remove-legacy-chart 3b9d0f4] widgets: remove deprecated legacyChart, Overview uses LineChart\n"
                 + changed_summary(entries) + "\n delete mode 100644 src/widgets/legacyChart.ts\n"
                 " delete mode 100644 tests/legacyChart.test.ts", pgid=62188)),
    ]
    state = ("Gemini CLI session in /home/lee/work/dash-widgets (React + TypeScript widget library, pnpm, vitest), "
             "branch chore/remove-legacy-chart.\nUser: the canvas `legacyChart` widget was deprecated in 2.4. Remove "
             "it and its test, switch the Overview page to the LineChart component, keep tsc and the tests green, "
             "and commit.")
    rs.add(task=TASK, tid="h25-swe-07", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=10, kind="directory listing still shows the widget file that git rm deleted")


# ---------------------------------------------------------------- 08: OpenHands, Java, Maven

MONEYJ0 = """package com.northwind.ledger.money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;
import java.util.Objects;

/** An immutable amount of a single currency. */
public final class Money implements Comparable<Money> {

    private final BigDecimal amount;
    private final Currency currency;

    private Money(BigDecimal amount, Currency currency) {
        this.amount = amount;
        this.currency = currency;
    }

    public static Money of(String amount, String currencyCode) {
        Currency currency = Currency.getInstance(currencyCode);
        BigDecimal value = new BigDecimal(amount)
                .setScale(currency.getDefaultFractionDigits(), RoundingMode.HALF_EVEN);
        return new Money(value, currency);
    }

    /** Wraps an amount as is, e.g. an exchange-rate result with extra digits. */
    public static Money ofExact(BigDecimal amount, Currency currency) {
        return new Money(amount, currency);
    }

    public BigDecimal amount() {
        return amount;
    }

    public Currency currency() {
        return currency;
    }

    public Money add(Money other) {
        requireSameCurrency(other);
        return new Money(amount.add(other.amount), currency);
    }

    public Money subtract(Money other) {
        requireSameCurrency(other);
        return new Money(amount.subtract(other.amount), currency);
    }

    public Money multiply(BigDecimal factor) {
        BigDecimal product = amount.multiply(factor)
                .setScale(currency.getDefaultFractionDigits(), RoundingMode.HALF_EVEN);
        return new Money(product, currency);
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException(
                    "currency mismatch: " + currency + " vs " + other.currency);
        }
    }

    @Override
    public int compareTo(Money o) {
        requireSameCurrency(o);
        return amount.compareTo(o.amount);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Money m)) return false;
        return amount.equals(m.amount) && currency.equals(m.currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount, currency);
    }

    @Override
    public String toString() {
        return currency.getCurrencyCode() + " " + amount.toPlainString();
    }
}"""

MJ_OLD = """    public Money add(Money other) {
        requireSameCurrency(other);
        return new Money(amount.add(other.amount), currency);
    }

    public Money subtract(Money other) {
        requireSameCurrency(other);
        return new Money(amount.subtract(other.amount), currency);
    }"""
MJ_NEW = """    public Money add(Money other) {
        requireSameCurrency(other);
        return new Money(scaled(amount.add(other.amount)), currency);
    }

    public Money subtract(Money other) {
        requireSameCurrency(other);
        return new Money(scaled(amount.subtract(other.amount)), currency);
    }

    private BigDecimal scaled(BigDecimal value) {
        return value.setScale(currency.getDefaultFractionDigits(), RoundingMode.HALF_EVEN);
    }"""


def t08(rs: RowSet) -> None:
    root = "/workspace/ledger-core"
    rel = "src/main/java/com/northwind/ledger/money/Money.java"
    p = f"{root}/{rel}"
    m1 = sub1(MONEYJ0, MJ_OLD, MJ_NEW)
    ins, dels = counts(MONEYJ0, m1)
    surefire_fail = """[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.northwind.ledger.money.MoneyTest
[ERROR] Tests run: 17, Failures: 2, Errors: 0, Skipped: 0, Time elapsed: 0.071 s <<< FAILURE! -- in com.northwind.ledger.money.MoneyTest
[ERROR] com.northwind.ledger.money.MoneyTest.addNormalisesScale -- Time elapsed: 0.006 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <USD 2.10> but was: <USD 2.105>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
	at com.northwind.ledger.money.MoneyTest.addNormalisesScale(MoneyTest.java:64)

[ERROR] com.northwind.ledger.money.MoneyTest.subtractNormalisesScale -- Time elapsed: 0.001 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <USD 0.10> but was: <USD 0.095>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
	at com.northwind.ledger.money.MoneyTest.subtractNormalisesScale(MoneyTest.java:72)

[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   MoneyTest.addNormalisesScale:64 expected: <USD 2.10> but was: <USD 2.105>
[ERROR]   MoneyTest.subtractNormalisesScale:72 expected: <USD 0.10> but was: <USD 0.095>
[INFO]
[ERROR] Tests run: 17, Failures: 2, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  3.412 s
[INFO] Finished at: 2025-03-04T16:14:51Z
[INFO] ------------------------------------------------------------------------"""
    surefire_ok = """[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.northwind.ledger.money.MoneyTest
[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.064 s -- in com.northwind.ledger.money.MoneyTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  3.108 s
[INFO] Finished at: 2025-03-04T16:17:26Z
[INFO] ------------------------------------------------------------------------"""
    verify = """[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.212 s -- in com.northwind.ledger.posting.JournalTest
[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.388 s -- in com.northwind.ledger.posting.PostingRulesTest
[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.059 s -- in com.northwind.ledger.money.MoneyTest
[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.047 s -- in com.northwind.ledger.money.ExchangeRateTest
[INFO] Tests run: 143, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 1.904 s -- in com.northwind.ledger.report.TrialBalanceTest
[INFO]
[INFO] Results:
[INFO]
[WARNING] Tests run: 212, Failures: 0, Errors: 0, Skipped: 1
[INFO]
[INFO] --- jar:3.4.1:jar (default-jar) @ ledger-core ---
[INFO] Building jar: /workspace/ledger-core/target/ledger-core-1.8.0-SNAPSHOT.jar
[INFO]
[INFO] --- jacoco:0.8.12:report (report) @ ledger-core ---
[INFO] Loading execution data file /workspace/ledger-core/target/jacoco.exec
[INFO] Analyzed bundle 'ledger-core' with 41 classes
[INFO]
[INFO] --- jacoco:0.8.12:check (check) @ ledger-core ---
[INFO] Loading execution data file /workspace/ledger-core/target/jacoco.exec
[INFO] All coverage checks have been met.
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  14.826 s
[INFO] Finished at: 2025-03-04T16:18:02Z
[INFO] ------------------------------------------------------------------------"""
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"), oh_bash(
            "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
            "e07d3c1 (HEAD -> main, origin/main) Merge pull request #212 from northwind/trial-balance-export\n"
            "b4f19a6 report: export trial balance as CSV\n71ac0e5 money: add ExchangeRate.convert\n"
            "3d2b8f4 build: jacoco coverage gate at 80%", root)),
        (editor("view", p), cat_n(p, MONEYJ0)),
        (bash("mvn -o test -Dtest=MoneyTest | tail -n 32"), oh_bash(surefire_fail, root)),
        (editor("str_replace", p, old_str=MJ_OLD, new_str=MJ_NEW), snip(p, m1, "public Money add(Money other)", span=13)),
        (bash("mvn -o test -Dtest=MoneyTest | tail -n 16"), oh_bash(surefire_ok, root)),
        (bash("mvn -o verify | tail -n 30"), oh_bash(verify, root)),
        (bash("git diff"), oh_bash(udiff(rel, MONEYJ0, m1, "8a41e0b..f2c7d93"), root)),
        (bash('git checkout -b bugfix/money-scale && git commit -am "Money: normalise scale after add and subtract"'),
         oh_bash("Switched to a new branch 'bugfix/money-scale'\n[bugfix/money-scale 9be0c41] Money: normalise scale "
                 "after add and subtract\n" + changed_summary([(rel, ins, dels)]), root)),
        (bash("git status"), oh_bash(
            "On branch bugfix/money-scale\nChanges not staged for commit:\n"
            "  (use \"git add <file>...\" to update what will be committed)\n"
            "  (use \"git restore <file>...\" to discard changes in working directory)\n"
            f"\tmodified:   {rel}\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")", root)),
    ]
    state = ("Repository /workspace/ledger-core (Java 21, Maven, JUnit 5), branch main.\nTicket LEDG-318: adding an "
             "exact exchange-rate amount (`Money.ofExact`, extra digits) to a normal amount keeps the extra digits, so "
             "equal totals compare unequal. Results of add/subtract must use the currency's scale with HALF_EVEN "
             "rounding. Fix, run the full build, and commit on a branch bugfix/money-scale.")
    rs.add(task=TASK, tid="h25-swe-08", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=9, kind="git status shows the file as modified right after git commit -am committed it")


# ---------------------------------------------------------------- 09: OpenHands, Go, HTTP service restart (clean)

HEALTH0 = tabify('''package httpapi

import (
    "encoding/json"
    "net/http"
    "time"
)

// Version is stamped at build time with
// -ldflags "-X github.com/kato/shortlink/internal/httpapi.Version=...".
var Version = "dev"

type healthResponse struct {
    Status  string `json:"status"`
    UptimeS int64  `json:"uptime_s"`
}

// Health reports liveness and process uptime.
func Health(started time.Time) http.HandlerFunc {
    return func(w http.ResponseWriter, r *http.Request) {
        w.Header().Set("Content-Type", "application/json")
        _ = json.NewEncoder(w).Encode(healthResponse{
            Status:  "ok",
            UptimeS: int64(time.Since(started).Seconds()),
        })
    }
}''')

H_OLD = tabify('''type healthResponse struct {
    Status  string `json:"status"`
    UptimeS int64  `json:"uptime_s"`
}

// Health reports liveness and process uptime.
func Health(started time.Time) http.HandlerFunc {
    return func(w http.ResponseWriter, r *http.Request) {
        w.Header().Set("Content-Type", "application/json")
        _ = json.NewEncoder(w).Encode(healthResponse{
            Status:  "ok",
            UptimeS: int64(time.Since(started).Seconds()),
        })
    }
}''')
H_NEW = tabify('''type healthResponse struct {
    Status  string `json:"status"`
    UptimeS int64  `json:"uptime_s"`
    Version string `json:"version"`
}

// Health reports liveness, process uptime and the build version.
func Health(started time.Time) http.HandlerFunc {
    return func(w http.ResponseWriter, r *http.Request) {
        w.Header().Set("Content-Type", "application/json")
        _ = json.NewEncoder(w).Encode(healthResponse{
            Status:  "ok",
            UptimeS: int64(time.Since(started).Seconds()),
            Version: Version,
        })
    }
}''')


def t09(rs: RowSet) -> None:
    root = "/workspace/shortlink"
    p = f"{root}/internal/httpapi/health.go"
    h1 = sub1(HEALTH0, H_OLD, H_NEW)
    start = ("(nohup ./bin/shortlink --addr :8080 --db data/shortlink.db > /tmp/shortlink.log 2>&1 &) && sleep 1 && "
             "cat /tmp/shortlink.log")
    ld = '-ldflags "-X github.com/kato/shortlink/internal/httpapi.Version=$(git describe --tags --always --dirty)"'
    turns = [
        (bash(f"cd {root} && go build -o bin/shortlink ./cmd/shortlink && {start}"), oh_bash(
            'time=2025-04-08T09:12:03.118Z level=INFO msg="opened store" driver=sqlite path=data/shortlink.db links=14\n'
            "time=2025-04-08T09:12:03.121Z level=INFO msg=listening addr=:8080 pid=4187", root)),
        (bash("curl -s localhost:8080/healthz; echo; curl -s localhost:8080/metrics | grep '^shortlink_'"), oh_bash(
            '{"status":"ok","uptime_s":6}\n\nshortlink_http_requests_total{code="200",route="/healthz"} 1\n'
            "shortlink_links_total 14\nshortlink_redirects_total 0", root)),
        (bash("curl -s -X POST localhost:8080/api/links -H 'Content-Type: application/json' "
              "-d '{\"url\":\"https://go.dev/doc/effective_go\"}'; echo"), oh_bash(
            '{"code":"Qm7xT2","url":"https://go.dev/doc/effective_go","created_at":"2025-04-08T09:12:31Z","hits":0}', root)),
        (bash("curl -si localhost:8080/Qm7xT2 | head -n 4"), oh_bash(
            "HTTP/1.1 302 Found\nContent-Type: text/html; charset=utf-8\nLocation: https://go.dev/doc/effective_go\n"
            "Date: Tue, 08 Apr 2025 09:12:44 GMT", root)),
        (editor("view", p), cat_n(p, HEALTH0)),
        (editor("str_replace", p, old_str=H_OLD, new_str=H_NEW), snip(p, h1, "Version string", span=14)),
        (bash(f"kill 4187 && sleep 1 && go build {ld} -o bin/shortlink ./cmd/shortlink && {start}"), oh_bash(
            'time=2025-04-08T09:14:52.640Z level=INFO msg="opened store" driver=sqlite path=data/shortlink.db links=15\n'
            "time=2025-04-08T09:14:52.643Z level=INFO msg=listening addr=:8080 pid=4391", root)),
        (bash("curl -s localhost:8080/healthz; echo; curl -s -o /dev/null -w '%{http_code} %{redirect_url}\\n' "
              "localhost:8080/Qm7xT2; curl -s localhost:8080/metrics | grep '^shortlink_'"), oh_bash(
            '{"status":"ok","uptime_s":4,"version":"v0.4.1-3-gd1e2f0a-dirty"}\n\n302 https://go.dev/doc/effective_go\n'
            'shortlink_http_requests_total{code="200",route="/healthz"} 1\n'
            'shortlink_http_requests_total{code="302",route="/{code}"} 1\nshortlink_links_total 15\n'
            "shortlink_redirects_total 1", root)),
        (bash("go test ./..."), oh_bash(
            "?   \tgithub.com/kato/shortlink/cmd/shortlink\t[no test files]\n"
            "ok  \tgithub.com/kato/shortlink/internal/codes\t(cached)\n"
            "ok  \tgithub.com/kato/shortlink/internal/httpapi\t0.041s\n"
            "ok  \tgithub.com/kato/shortlink/internal/store\t(cached)", root)),
        (bash("curl -s localhost:8080/api/links/Qm7xT2; echo; ps -o pid,etime,args -p 4391"), oh_bash(
            '{"code":"Qm7xT2","url":"https://go.dev/doc/effective_go","created_at":"2025-04-08T09:12:31Z","hits":2}\n'
            "    PID     ELAPSED COMMAND\n   4391       01:37 ./bin/shortlink --addr :8080 --db data/shortlink.db", root)),
    ]
    state = ("Repository /workspace/shortlink, a Go URL shortener (SQLite store in data/shortlink.db, Prometheus "
             "counters kept in memory). Task: /healthz must also report the build version (stamped via -ldflags from "
             "`git describe`). Check the service by running it locally before and after the change.")
    rs.add(task=TASK, tid="h25-swe-09", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 10: Gemini CLI, Java, Bazel (clean)

GEOHASH0 = """package com.ana.geo;

/** Base-32 geohash encoding, see https://en.wikipedia.org/wiki/Geohash. */
public final class GeoHash {

    private static final char[] BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz".toCharArray();
    public static final int MAX_PRECISION = 12;

    private GeoHash() {}

    /** Encodes a point as a geohash of {@code precision} characters (1..12). */
    public static String encode(double lat, double lon, int precision) {
        if (precision < 1 || precision > MAX_PRECISION) {
            throw new IllegalArgumentException("precision must be 1.." + MAX_PRECISION + ": " + precision);
        }
        double[] latRange = {-90.0, 90.0};
        double[] lonRange = {-180.0, 180.0};
        StringBuilder hash = new StringBuilder(precision);
        boolean evenBit = true;
        int bit = 0;
        int ch = 0;
        while (hash.length() < precision) {
            double[] range = evenBit ? lonRange : latRange;
            double value = evenBit ? lon : lat;
            double mid = (range[0] + range[1]) / 2;
            if (value > mid) {
                ch = (ch << 1) | 1;
                range[0] = mid;
            } else {
                ch <<= 1;
                range[1] = mid;
            }
            evenBit = !evenBit;
            if (++bit == 5) {
                hash.append(BASE32[ch]);
                bit = 0;
                ch = 0;
            }
        }
        return hash.toString();
    }

    /** Returns the cell of {@code hash} as {minLat, minLon, maxLat, maxLon}. */
    public static double[] bounds(String hash) {
        double[] latRange = {-90.0, 90.0};
        double[] lonRange = {-180.0, 180.0};
        boolean evenBit = true;
        for (int i = 0; i < hash.length(); i++) {
            int cd = indexOf(hash.charAt(i));
            for (int mask = 16; mask > 0; mask >>= 1) {
                double[] range = evenBit ? lonRange : latRange;
                double mid = (range[0] + range[1]) / 2;
                if ((cd & mask) != 0) {
                    range[0] = mid;
                } else {
                    range[1] = mid;
                }
                evenBit = !evenBit;
            }
        }
        return new double[] {latRange[0], lonRange[0], latRange[1], lonRange[1]};
    }

    private static int indexOf(char c) {
        for (int i = 0; i < BASE32.length; i++) {
            if (BASE32[i] == c) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a geohash character: " + c);
    }
}"""

GH_OLD = "            if (value > mid) {"
GH_NEW = "            if (value >= mid) {"


def _bz(label: str, status: str, t: str, cached: bool = False) -> str:
    tail = ("(cached) " if cached else "") + f"{status} in {t}"
    return label + " " * (86 - len(label) - len(tail)) + tail


def t10(rs: RowSet) -> None:
    root = "/home/ana/src/geo-index"
    rel = "geo/src/main/java/com/ana/geo/GeoHash.java"
    p = f"{root}/{rel}"
    g1 = sub1(GEOHASH0, GH_OLD, GH_NEW)
    logs = "/home/ana/.cache/bazel/_bazel_ana/5f1c9a0e27d4b3c8e61f0a9d2b7c4e18/execroot/_main/bazel-out/k8-fastbuild/testlogs"
    first = "\n".join([
        "INFO: Analyzed 14 targets (87 packages loaded, 1893 targets configured).",
        "INFO: Found 7 test targets...",
        f"FAIL: //geo:geohash_test (see {logs}/geo/geohash_test/test.log)",
        "INFO: Elapsed time: 38.912s, Critical Path: 21.40s",
        "INFO: 61 processes: 19 internal, 38 linux-sandbox, 4 worker.",
        "INFO: Build completed, 1 test FAILED, 61 total actions",
        _bz("//geo:bounding_box_test", "PASSED", "0.9s"),
        _bz("//geo:geohash_test", "FAILED", "1.1s"),
        f"  {logs}/geo/geohash_test/test.log",
        _bz("//index:quadtree_test", "PASSED", "1.4s"),
        _bz("//io:csv_reader_test", "PASSED", "0.8s"),
        _bz("//io:wkb_reader_test", "PASSED", "0.7s"),
        _bz("//util:lru_cache_test", "PASSED", "0.6s"),
        _bz("//util:strings_test", "PASSED", "0.5s"),
        "",
        "Executed 7 out of 7 tests: 6 tests pass and 1 fails locally.",
        "There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line "
        "option to see which ones these are."])
    testlog = """exec ${PAGER:-/usr/bin/less} "$0" || exit 1
Executing tests from //geo:geohash_test
-----------------------------------------------------------------------------
JUnit4 Test Runner
.....E..E.
Time: 0.087
There were 2 failures:
1) encodesOriginOnCellBoundary(com.ana.geo.GeoHashTest)
org.junit.ComparisonFailure: expected:<[s0000]> but was:<[7zzzz]>
	at org.junit.Assert.assertEquals(Assert.java:117)
	at com.ana.geo.GeoHashTest.encodesOriginOnCellBoundary(GeoHashTest.java:41)
2) roundTripsPointsOnTheEquator(com.ana.geo.GeoHashTest)
java.lang.AssertionError: lat 0.0 not inside cell [-0.0439453125, 0.0]
	at org.junit.Assert.fail(Assert.java:89)
	at com.ana.geo.GeoHashTest.roundTripsPointsOnTheEquator(GeoHashTest.java:77)

FAILURES!!!
Tests run: 8,  Failures: 2"""
    second = "\n".join([
        "INFO: Analyzed target //geo:geohash_test (0 packages loaded, 0 targets configured).",
        "INFO: Found 1 test target...",
        "Target //geo:geohash_test up-to-date:",
        "  bazel-bin/geo/geohash_test.jar",
        "  bazel-bin/geo/geohash_test",
        "INFO: Elapsed time: 3.207s, Critical Path: 2.71s",
        "INFO: 6 processes: 2 internal, 3 linux-sandbox, 1 worker.",
        "INFO: Build completed successfully, 6 total actions",
        _bz("//geo:geohash_test", "PASSED", "1.0s"),
        "",
        "Executed 1 out of 1 test: 1 test passes."])
    third = "\n".join([
        "INFO: Analyzed 14 targets (0 packages loaded, 0 targets configured).",
        "INFO: Found 7 test targets...",
        "INFO: Elapsed time: 4.884s, Critical Path: 2.93s",
        "INFO: 9 processes: 3 internal, 4 linux-sandbox, 2 worker.",
        "INFO: Build completed successfully, 9 total actions",
        _bz("//geo:bounding_box_test", "PASSED", "0.9s"),
        _bz("//geo:geohash_test", "PASSED", "1.0s", cached=True),
        _bz("//index:quadtree_test", "PASSED", "1.3s"),
        _bz("//io:csv_reader_test", "PASSED", "0.8s", cached=True),
        _bz("//io:wkb_reader_test", "PASSED", "0.7s", cached=True),
        _bz("//util:lru_cache_test", "PASSED", "0.6s", cached=True),
        _bz("//util:strings_test", "PASSED", "0.5s", cached=True),
        "",
        "Executed 2 out of 7 tests: 7 tests pass."])
    fourth = "\n".join([
        "INFO: Analyzed 14 targets (0 packages loaded, 0 targets configured).",
        "INFO: Found 7 test targets...",
        "INFO: Elapsed time: 0.512s, Critical Path: 0.03s",
        "INFO: 1 process: 1 internal.",
        "INFO: Build completed successfully, 1 total action",
        _bz("//geo:bounding_box_test", "PASSED", "0.9s", cached=True),
        _bz("//geo:geohash_test", "PASSED", "1.0s", cached=True),
        _bz("//index:quadtree_test", "PASSED", "1.3s", cached=True),
        _bz("//io:csv_reader_test", "PASSED", "0.8s", cached=True),
        _bz("//io:wkb_reader_test", "PASSED", "0.7s", cached=True),
        _bz("//util:lru_cache_test", "PASSED", "0.6s", cached=True),
        _bz("//util:strings_test", "PASSED", "0.5s", cached=True),
        "",
        "Executed 0 out of 7 tests: 7 tests pass."])
    ins, dels = counts(GEOHASH0, g1)
    commit = 'git commit -am "geo: points on a cell boundary go to the upper half, like the reference encoder"'
    turns = [
        (gshell("bazel test //...", "Build and run every test target."), gem_run("bazel test //...", first, code=3, pgid=7120)),
        (gshell("cat bazel-testlogs/geo/geohash_test/test.log", "Read the failing test's log."),
         gem_run("cat bazel-testlogs/geo/geohash_test/test.log", testlog, pgid=7388)),
        (read(p), GEOHASH0),
        (replace(p, GH_OLD, GH_NEW), g_mod(p)),
        (gshell("bazel test //geo:geohash_test --test_output=errors", "Re-run the geohash tests only."),
         gem_run("bazel test //geo:geohash_test --test_output=errors", second, pgid=7412)),
        (gshell("bazel test //...", "Re-run all test targets."), gem_run("bazel test //...", third, pgid=7460)),
        (gshell("bazel query 'rdeps(//..., //geo:geo)' 2>/dev/null", "List everything that depends on the geo library."),
         gem_run("bazel query 'rdeps(//..., //geo:geo)' 2>/dev/null",
                 "//geo:bounding_box_test\n//geo:geo\n//geo:geohash_test\n//index:index\n//index:quadtree_test", pgid=7501)),
        (gshell("git diff --stat && bazel test //...", "Check the diff and confirm the cache is warm."),
         gem_run("git diff --stat && bazel test //...", diffstat([(rel, ins, dels)]) + "\n" + fourth, pgid=7533)),
        (gshell(commit, "Commit the fix."),
         gem_run(commit, "[main 0c9a4d7] geo: points on a cell boundary go to the upper half, like the reference encoder\n"
                 + changed_summary([(rel, ins, dels)]), pgid=7561)),
    ]
    state = ("Gemini CLI session in /home/ana/src/geo-index, a Java geospatial index built with Bazel (7 test "
             "targets).\nUser: GeoHash.encode(0, 0, 5) gives '7zzzz' but every other implementation says 's0000'. "
             "Fix it, run the affected tests, and commit on main.")
    rs.add(task=TASK, tid="h25-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 11: Gemini CLI, Python, hatch

SETTINGS0 = '''"""Runtime settings for pollster, overridable through POLLSTER_* environment variables."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

DEFAULT_TIMEOUT = 10.0
DEFAULT_INTERVAL = 30.0
MAX_RETRIES = 3
BACKOFF_FACTOR = 0.5
RETRY_STATUSES = frozenset({429, 502, 503, 504})
USER_AGENT = "pollster/1.4 (+https://github.com/kofi-ab/pollster)"


def _env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return float(raw) if raw else default


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return int(raw) if raw else default


@dataclass(frozen=True)
class Settings:
    timeout: float = field(default_factory=lambda: _env_float("POLLSTER_TIMEOUT", DEFAULT_TIMEOUT))
    interval: float = field(default_factory=lambda: _env_float("POLLSTER_INTERVAL", DEFAULT_INTERVAL))
    max_retries: int = field(default_factory=lambda: _env_int("POLLSTER_MAX_RETRIES", MAX_RETRIES))
    backoff_factor: float = field(default_factory=lambda: _env_float("POLLSTER_BACKOFF", BACKOFF_FACTOR))
    user_agent: str = USER_AGENT'''

CLIENT0 = '''"""A small polling HTTP client."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import httpx

from pollster.settings import RETRY_STATUSES, Settings

log = logging.getLogger(__name__)


class PollError(RuntimeError):
    """Raised when a poll gives up."""


class Poller:
    def __init__(self, url: str, settings: Settings | None = None, *,
                 client: httpx.Client | None = None, sleep: Callable[[float], None] = time.sleep) -> None:
        self.url = url
        self.settings = settings or Settings()
        self._client = client or httpx.Client(timeout=self.settings.timeout,
                                              headers={"User-Agent": self.settings.user_agent})
        self._sleep = sleep

    def fetch(self) -> httpx.Response:
        """GET the URL once; raise PollError on a transport error or a retryable status."""
        try:
            resp = self._client.get(self.url)
        except httpx.TransportError as exc:
            raise PollError(f"transport error: {exc}") from exc
        if resp.status_code in RETRY_STATUSES:
            raise PollError(f"retryable status {resp.status_code}")
        return resp

    def poll_once(self) -> httpx.Response:
        return self.fetch()'''

CL_OLD = '''    def poll_once(self) -> httpx.Response:
        return self.fetch()'''
CL_NEW = '''    def poll_once(self) -> httpx.Response:
        """Fetch with up to ``max_retries`` retries, sleeping ``backoff_factor * 2**n`` before retry n."""
        attempt = 0
        while True:
            try:
                return self.fetch()
            except PollError as exc:
                delay = self.settings.backoff_factor * 2**attempt
                log.warning("poll of %s failed (%s); retrying in %.2fs", self.url, exc, delay)
                self._sleep(delay)
                attempt += 1
                if attempt > self.settings.max_retries:
                    raise'''
CL_OLD2 = '''            except PollError as exc:
                delay = self.settings.backoff_factor * 2**attempt
                log.warning("poll of %s failed (%s); retrying in %.2fs", self.url, exc, delay)
                self._sleep(delay)
                attempt += 1
                if attempt > self.settings.max_retries:
                    raise'''
CL_NEW2 = '''            except PollError as exc:
                if attempt >= self.settings.max_retries:
                    raise
                delay = self.settings.backoff_factor * 2**attempt
                log.warning("poll of %s failed (%s); retrying in %.2fs", self.url, exc, delay)
                self._sleep(delay)
                attempt += 1'''

RETRY_TEST = '''import httpx
import pytest

from pollster.client import PollError, Poller
from pollster.settings import Settings


def make_poller(statuses: list[int], sleeps: list[float]) -> Poller:
    it = iter(statuses)

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(next(it))

    client = httpx.Client(transport=httpx.MockTransport(handler))
    return Poller("https://status.example/api", Settings(), client=client, sleep=sleeps.append)


def test_returns_first_success():
    sleeps: list[float] = []
    assert make_poller([200], sleeps).poll_once().status_code == 200
    assert sleeps == []


def test_retries_then_succeeds():
    sleeps: list[float] = []
    assert make_poller([503, 429, 200], sleeps).poll_once().status_code == 200
    assert sleeps == [0.5, 1.0]


def test_gives_up_after_max_retries():
    sleeps: list[float] = []
    with pytest.raises(PollError, match="retryable status 503"):
        make_poller([503] * 10, sleeps).poll_once()
    assert sleeps == [0.5, 1.0, 2.0]


def test_non_retryable_status_is_returned():
    sleeps: list[float] = []
    assert make_poller([404], sleeps).poll_once().status_code == 404
    assert sleeps == []'''


def _hatch_head(root: str) -> str:
    return ("──────────────────────────────────────── hatch-test.py3.12 ────────────────────────────────────────\n"
            "============================= test session starts ==============================\n"
            "platform linux -- Python 3.12.3, pytest-8.2.2, pluggy-1.5.0\n"
            f"rootdir: {root}\nconfigfile: pyproject.toml\nplugins: rerunfailures-14.0, mock-3.14.0, xdist-3.6.1\n"
            "collected 41 items\n\n")


def t11(rs: RowSet) -> None:
    root = "/home/kofi/dev/pollster"
    sp = f"{root}/src/pollster/settings.py"
    cp = f"{root}/src/pollster/client.py"
    tp = f"{root}/tests/test_retry.py"
    c1 = sub1(CLIENT0, CL_OLD, CL_NEW)
    c2 = sub1(c1, CL_OLD2, CL_NEW2)
    drifted = sub1(SETTINGS0, "BACKOFF_FACTOR = 0.5\n", "BACKOFF_FACTOR = 0.25\n")
    ins, dels = counts(CLIENT0, c2)
    raise_line = line_no(c1, "                    raise")
    progress = [("tests/test_client.py", "........", "[ 19%]"), ("tests/test_retry.py", "..F.", "[ 29%]"),
                ("tests/test_scheduler.py", "............", "[ 58%]"), ("tests/test_settings.py", ".........", "[ 80%]"),
                ("tests/test_sinks.py", "........", "[100%]")]
    prog_fail = "\n".join(pytest_line(f"{f} {d}", pct) for f, d, pct in progress)
    prog_ok = "\n".join(pytest_line(f"{f} {d.replace('F', '.')}", pct) for f, d, pct in progress)
    fail_out = _hatch_head(root) + prog_fail + f"""

=================================== FAILURES ===================================
________________________ test_gives_up_after_max_retries _______________________

    def test_gives_up_after_max_retries():
        sleeps: list[float] = []
        with pytest.raises(PollError, match="retryable status 503"):
            make_poller([503] * 10, sleeps).poll_once()
>       assert sleeps == [0.5, 1.0, 2.0]
E       assert [0.5, 1.0, 2.0, 4.0] == [0.5, 1.0, 2.0]
E         Left contains one more item: 4.0
E         Use -v to get more diff

tests/test_retry.py:34: AssertionError
------------------------------ Captured log call -------------------------------
WARNING  pollster.client:client.py:{raise_line - 4} poll of https://status.example/api failed (retryable status 503); retrying in 0.50s
WARNING  pollster.client:client.py:{raise_line - 4} poll of https://status.example/api failed (retryable status 503); retrying in 1.00s
WARNING  pollster.client:client.py:{raise_line - 4} poll of https://status.example/api failed (retryable status 503); retrying in 2.00s
WARNING  pollster.client:client.py:{raise_line - 4} poll of https://status.example/api failed (retryable status 503); retrying in 4.00s
=========================== short test summary info ============================
FAILED tests/test_retry.py::test_gives_up_after_max_retries - assert [0.5, 1.0, 2.0, 4.0] == [0.5, 1.0, 2.0]
========================= 1 failed, 40 passed in 0.93s ========================="""
    ok_out = _hatch_head(root) + prog_ok + "\n\n============================== 41 passed in 0.88s =============================="
    commit = 'git add -A && git commit -m "client: retry retryable statuses with exponential backoff"'
    turns = [
        (gshell("hatch version && git status -sb && ls src/pollster tests", "Show version, branch state and layout."),
         gem_run("hatch version && git status -sb && ls src/pollster tests",
                 "1.4.0\n## main...origin/main\nsrc/pollster:\n__init__.py\n__main__.py\nclient.py\nscheduler.py\n"
                 "settings.py\nsinks.py\n\ntests:\nconftest.py\ntest_client.py\ntest_scheduler.py\ntest_settings.py\n"
                 "test_sinks.py", pgid=20417)),
        (read(sp), SETTINGS0),
        (read(cp), CLIENT0),
        (replace(cp, CL_OLD, CL_NEW), g_mod(cp)),
        (write(tp, RETRY_TEST), g_new(tp)),
        (gshell("hatch test", "Run the test suite."), gem_run("hatch test", fail_out, code=1, pgid=20533)),
        (replace(cp, CL_OLD2, CL_NEW2), g_mod(cp)),
        (gshell("hatch test", "Run the test suite again."), gem_run("hatch test", ok_out, pgid=20601)),
        (read(sp), drifted),
        (gshell("hatch fmt --check", "Check lint and formatting."),
         gem_run("hatch fmt --check", "All checks passed!\n12 files already formatted", pgid=20644)),
        (gshell("git status --short && git diff --stat", "Review what changed."),
         gem_run("git status --short && git diff --stat",
                 " M src/pollster/client.py\n?? tests/test_retry.py\n" + diffstat([("src/pollster/client.py", ins, dels)]),
                 pgid=20671)),
        (gshell(commit, "Commit the change with its tests."),
         gem_run(commit, "[main 8f2e41b] client: retry retryable statuses with exponential backoff\n"
                 + changed_summary([("src/pollster/client.py", ins, dels), ("tests/test_retry.py", nlines(RETRY_TEST), 0)])
                 + "\n create mode 100644 tests/test_retry.py", pgid=20702)),
    ]
    state = ("Gemini CLI session in /home/kofi/dev/pollster (Python 3.12, hatch, tests via `hatch test`).\n"
             "User: Poller.poll_once gives up on the first 429/502/503/504. Make it retry up to MAX_RETRIES times with "
             "exponential backoff (BACKOFF_FACTOR * 2**n seconds before retry n), using the existing settings, and "
             "add tests. Don't change the defaults.")
    rs.add(task=TASK, tid="h25-swe-11", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=9, kind="a constant in a file that was never edited reads back with a different value")


# ---------------------------------------------------------------- 12: OpenHands, Python, Django migrations (clean)

MODELS0 = '''from django.conf import settings
from django.db import models


class Book(models.Model):
    title = models.CharField(max_length=200)
    author = models.CharField(max_length=120)
    isbn = models.CharField(max_length=13, unique=True, blank=True, null=True)
    pages = models.PositiveIntegerField(null=True, blank=True)
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["title"]

    def __str__(self) -> str:
        return f"{self.title} ({self.author})"


class Reading(models.Model):
    class Status(models.TextChoices):
        PLANNED = "planned", "Planned"
        READING = "reading", "Reading"
        FINISHED = "finished", "Finished"
        ABANDONED = "abandoned", "Abandoned"

    reader = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="readings")
    book = models.ForeignKey(Book, on_delete=models.CASCADE, related_name="readings")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PLANNED)
    started_at = models.DateField(null=True, blank=True)
    rating = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        unique_together = [("reader", "book")]
        ordering = ["-started_at"]

    def __str__(self) -> str:
        return f"{self.reader} - {self.book} [{self.status}]"'''

MD_OLD = "    started_at = models.DateField(null=True, blank=True)\n"
MD_NEW = ("    started_at = models.DateField(null=True, blank=True)\n"
          "    finished_at = models.DateField(null=True, blank=True)\n")

ADMIN0 = '''from django.contrib import admin

from .models import Book, Reading


@admin.register(Book)
class BookAdmin(admin.ModelAdmin):
    list_display = ("title", "author", "isbn", "pages", "added_at")
    search_fields = ("title", "author", "isbn")


@admin.register(Reading)
class ReadingAdmin(admin.ModelAdmin):
    list_display = ("reader", "book", "status", "started_at", "rating")
    list_filter = ("status",)
    autocomplete_fields = ("book",)'''

AD_OLD = '''    list_display = ("reader", "book", "status", "started_at", "rating")
    list_filter = ("status",)'''
AD_NEW = '''    list_display = ("reader", "book", "status", "started_at", "finished_at", "rating")
    list_filter = ("status", "finished_at")'''


def t12(rs: RowSet) -> None:
    root = "/workspace/bookclub"
    mp = f"{root}/library/models.py"
    ap = f"{root}/library/admin.py"
    m1 = sub1(MODELS0, MD_OLD, MD_NEW)
    a1 = sub1(ADMIN0, AD_OLD, AD_NEW)
    migs = ["0001_initial", "0002_book_isbn", "0003_reading_rating", "0004_alter_reading_options"]
    show = "library\n" + "\n".join(f" [X] {m}" for m in migs)
    turns = [
        (bash(f"cd {root} && python manage.py showmigrations library && ls -la db.sqlite3"), oh_bash(
            show + "\n-rw-r--r-- 1 root root 212992 Jan 14 10:02 db.sqlite3", root)),
        (editor("view", mp), cat_n(mp, MODELS0)),
        (editor("str_replace", mp, old_str=MD_OLD, new_str=MD_NEW), snip(mp, m1, "finished_at")),
        (bash("python manage.py makemigrations library"), oh_bash(
            "Migrations for 'library':\n  library/migrations/0005_reading_finished_at.py\n"
            "    - Add field finished_at to reading", root)),
        (bash("python manage.py showmigrations library"), oh_bash(show + "\n [ ] 0005_reading_finished_at", root)),
        (bash("python manage.py migrate library"), oh_bash(
            "Operations to perform:\n  Apply all migrations: library\nRunning migrations:\n"
            "  Applying library.0005_reading_finished_at... OK", root)),
        (bash("python manage.py showmigrations library && ls -la db.sqlite3 library/migrations/"), oh_bash(
            show + "\n [X] 0005_reading_finished_at\n-rw-r--r-- 1 root root 217088 Mar  3 15:42 db.sqlite3\n\n"
            "library/migrations/:\ntotal 36\ndrwxr-xr-x 3 root root 4096 Mar  3 15:41 .\n"
            "drwxr-xr-x 5 root root 4096 Jan 14 09:58 ..\n"
            "-rw-r--r-- 1 root root 1893 Jan 14 09:58 0001_initial.py\n"
            "-rw-r--r-- 1 root root  412 Jan 14 09:58 0002_book_isbn.py\n"
            "-rw-r--r-- 1 root root  447 Jan 14 09:58 0003_reading_rating.py\n"
            "-rw-r--r-- 1 root root  398 Jan 14 09:58 0004_alter_reading_options.py\n"
            "-rw-r--r-- 1 root root  429 Mar  3 15:41 0005_reading_finished_at.py\n"
            "-rw-r--r-- 1 root root    0 Jan 14 09:58 __init__.py\n"
            "drwxr-xr-x 2 root root 4096 Mar  3 15:42 __pycache__", root)),
        (editor("view", ap), cat_n(ap, ADMIN0)),
        (editor("str_replace", ap, old_str=AD_OLD, new_str=AD_NEW), snip(ap, a1, "finished_at", span=2)),
        (bash("python manage.py test library"), oh_bash(
            "Found 27 test(s).\nCreating test database for alias 'default'...\n"
            "System check identified no issues (0 silenced).\n...........................\n"
            "----------------------------------------------------------------------\nRan 27 tests in 0.388s\n\nOK\n"
            "Destroying test database for alias 'default'...", root)),
        (bash("git status --short"), oh_bash(
            " M library/admin.py\n M library/models.py\n?? library/migrations/0005_reading_finished_at.py", root)),
    ]
    state = ("Repository /workspace/bookclub (Django 5.0, SQLite dev database db.sqlite3, git-ignored).\nTask: readers "
             "want to record when they finished a book. Add an optional `finished_at` date to Reading, create and apply "
             "the migration to the dev database, show it in the admin list, and make sure the tests pass.")
    rs.add(task=TASK, tid="h25-swe-12", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 13: Gemini CLI, Go, Taskfile + gotestsum

KEYS0 = tabify('''package diff

import (
    "fmt"
    "strings"
)

// KeyFunc builds the identity of a row from its key columns.
type KeyFunc func(row []string) (string, error)

// Keyer returns a KeyFunc for the named key columns of header.
func Keyer(header []string, keys []string) (KeyFunc, error) {
    idx := make([]int, 0, len(keys))
    for _, k := range keys {
        pos := -1
        for i, h := range header {
            if h == k {
                pos = i
                break
            }
        }
        if pos < 0 {
            return nil, fmt.Errorf("key column %q not in header", k)
        }
        idx = append(idx, pos)
    }
    return func(row []string) (string, error) {
        parts := make([]string, len(idx))
        for j, i := range idx {
            if i >= len(row) {
                return "", fmt.Errorf("row has %d fields, key column %d missing", len(row), i)
            }
            parts[j] = row[i]
        }
        return strings.Join(parts, ","), nil
    }, nil
}''')

K_OLD = tabify('''        parts := make([]string, len(idx))
        for j, i := range idx {
            if i >= len(row) {
                return "", fmt.Errorf("row has %d fields, key column %d missing", len(row), i)
            }
            parts[j] = row[i]
        }
        return strings.Join(parts, ","), nil''')
K_NEW = tabify('''        // Length-prefix every part so that ("a,b", "c") and ("a", "b,c")
        // cannot produce the same key.
        var b strings.Builder
        for _, i := range idx {
            if i >= len(row) {
                return "", fmt.Errorf("row has %d fields, key column %d missing", len(row), i)
            }
            fmt.Fprintf(&b, "%d:%s;", len(row[i]), row[i])
        }
        return b.String(), nil''')


def t13(rs: RowSet) -> None:
    root = "/home/ines/go/src/csvdiff"
    p = f"{root}/internal/diff/keys.go"
    k1 = sub1(KEYS0, K_OLD, K_NEW)
    ins, dels = counts(KEYS0, k1)
    first = """task: [test] gotestsum --format pkgname -- -race ./...
✓  cmd/csvdiff (1.021s)
✖  internal/diff (1.104s)
✓  internal/output (1.013s)
✓  internal/reader (1.038s)

=== Failed
=== FAIL: internal/diff TestKeyerCompositeNoCollision (0.00s)
    keys_test.go:64: keys collide: Keyer(["a,b" "c"]) == Keyer(["a" "b,c"]) == "a,b,c"

=== FAIL: internal/diff TestDiffCompositeKeysWithCommas (0.00s)
    diff_test.go:212: got 1 changed, 0 added, 0 removed; want 0 changed, 1 added, 1 removed

DONE 64 tests, 2 failures in 3.912s
task: Failed to run task "test": exit status 1"""
    second = """task: [test] gotestsum --format pkgname -- -race ./...
✓  cmd/csvdiff (1.019s)
✓  internal/diff (1.087s)
✓  internal/output (1.008s)
✓  internal/reader (cached)

DONE 64 tests in 3.640s"""
    commit = ('git commit -am "diff: length-prefix composite keys so commas cannot collide" && '
              "git log -2 --format='%h %ad %s' --date=iso-strict")
    turns = [
        (gshell("date -u && git log -3 --format='%h %ad %an %s' --date=iso-strict", "Check the time and recent commits."),
         gem_run("date -u && git log -3 --format='%h %ad %an %s' --date=iso-strict",
                 "Thu Jun 12 15:47:09 UTC 2025\n"
                 "c4d1a07 2025-06-12T11:20:38+00:00 Ines Duarte output: colour changed cells in --pretty mode\n"
                 "f0b93e2 2025-06-11T17:05:12+00:00 Ines Duarte diff: report reordered rows separately\n"
                 "8e27c5d 2025-06-11T09:41:57+00:00 Rui Matos ci: cache Go modules", pgid=14022)),
        (gshell("task test", "Run the test task (gotestsum with the race detector)."),
         gem_run("task test", first, code=201, pgid=14090)),
        (read(p), KEYS0),
        (replace(p, K_OLD, K_NEW), g_mod(p)),
        (gshell("task test", "Run the tests again."), gem_run("task test", second, pgid=14211)),
        (gshell(commit, "Commit the fix and show the last two commits."),
         gem_run(commit, "[main 2b6f0c8] diff: length-prefix composite keys so commas cannot collide\n"
                 + changed_summary([("internal/diff/keys.go", ins, dels)])
                 + "\n2b6f0c8 2025-06-12T15:31:44+00:00 diff: length-prefix composite keys so commas cannot collide\n"
                 "c4d1a07 2025-06-12T11:20:38+00:00 output: colour changed cells in --pretty mode", pgid=14260)),
        (gshell("task lint", "Run golangci-lint through the task file."),
         gem_run("task lint", "task: [lint] golangci-lint run ./...\n0 issues.", pgid=14302)),
        (gshell("git push origin main", "Push the fix."),
         gem_run("git push origin main",
                 "Enumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nDelta compression using up to 12 threads\n"
                 "Compressing objects: 100% (4/4), done.\nWriting objects: 100% (5/5), 733 bytes | 733.00 KiB/s, done.\n"
                 "Total 5 (delta 3), reused 0 (delta 0), pack-reused 0\n"
                 "remote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
                 "To github.com:inesd/csvdiff.git\n   c4d1a07..2b6f0c8  main -> main", pgid=14335)),
    ]
    state = ("Gemini CLI session in /home/ines/go/src/csvdiff (Go CLI that diffs two CSV files by key columns; tasks in "
             "Taskfile.yml, tests through gotestsum).\nUser: with a composite key, rows whose key fields contain commas "
             "get matched to the wrong row. Fix it, keep lint clean, commit on main and push.")
    rs.add(task=TASK, tid="h25-swe-13", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=6, kind="new commit is dated before the wall-clock time printed by date at the start of the session")


# ---------------------------------------------------------------- 14: OpenHands, Rust, cargo + clippy

BYTEORDER = """//! Byte-order helpers shared by the TIFF and EXIF readers.

use crate::error::Error;

/// Byte order of a TIFF stream, from its `II` / `MM` header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ByteOrder {
    Little,
    Big,
}

impl ByteOrder {
    /// Reads the two-byte TIFF byte-order mark.
    pub fn from_mark(mark: [u8; 2]) -> Result<Self, Error> {
        match &mark {
            b"II" => Ok(ByteOrder::Little),
            b"MM" => Ok(ByteOrder::Big),
            _ => Err(Error::BadByteOrder(mark)),
        }
    }
}

/// Reads a `u16` at `offset` in the given byte order.
pub(crate) fn read_u16(buf: &[u8], offset: usize, order: ByteOrder) -> Result<u16, Error> {
    let b = take::<2>(buf, offset)?;
    Ok(match order {
        ByteOrder::Little => u16::from_le_bytes(b),
        ByteOrder::Big => u16::from_be_bytes(b),
    })
}

/// Reads a `u32` at `offset` in the given byte order.
pub(crate) fn read_u32(buf: &[u8], offset: usize, order: ByteOrder) -> Result<u32, Error> {
    let b = take::<4>(buf, offset)?;
    Ok(match order {
        ByteOrder::Little => u32::from_le_bytes(b),
        ByteOrder::Big => u32::from_be_bytes(b),
    })
}

/// Reads a big-endian `u16` (JPEG segment lengths are always big-endian).
pub(crate) fn read_u16_be(buf: &[u8], offset: usize) -> Result<u16, Error> {
    read_u16(buf, offset, ByteOrder::Big)
}

/// Copies `N` bytes at `offset`, failing with `Error::Truncated` past the end.
fn take<const N: usize>(buf: &[u8], offset: usize) -> Result<[u8; N], Error> {
    let mut out = [0u8; N];
    let src = buf.get(offset..offset + N).ok_or(Error::Truncated { offset, need: N })?;
    for i in 0..N {
        out[i] = src[i];
    }
    Ok(out)
}"""

BO_OLD = """    for i in 0..N {
        out[i] = src[i];
    }"""
BO_NEW = """    out.copy_from_slice(src);"""


def t14(rs: RowSet) -> None:
    root = "/workspace/imgmeta"
    p = f"{root}/src/byteorder.rs"
    loop_at = line_no(BYTEORDER, "for i in 0..N")
    b1 = sub1(BYTEORDER, BO_OLD, BO_NEW)
    clippy_fail = f"""    Checking imgmeta v0.2.0 (/workspace/imgmeta)
error: it looks like you're manually copying between slices
  --> src/util.rs:{loop_at}:5
   |
{loop_at} | /     for i in 0..N {{
{loop_at + 1} | |         out[i] = src[i];
{loop_at + 2} | |     }}
   | |_____^ help: try replacing the loop by: `out[..N].copy_from_slice(&src[..N]);`
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#manual_memcpy
   = note: `-D clippy::manual-memcpy` implied by `-D warnings`
   = help: to override `-D warnings` add `#[allow(clippy::manual_memcpy)]`

error: could not compile `imgmeta` (lib) due to 1 previous error
warning: build failed, waiting for other jobs to finish...
error: could not compile `imgmeta` (lib test) due to 1 previous error"""
    tests_out = """running 14 tests
test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s
running 6 tests
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s
running 0 tests
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
running 2 tests
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.18s"""
    turns = [
        (bash(f"cd {root} && git status -sb && ls src/ && grep -n 'mod ' src/lib.rs"), oh_bash(
            "## main...origin/main\nbin\nerror.rs\nexif.rs\njpeg.rs\nlib.rs\ntiff.rs\nutil.rs\n"
            "3:pub mod error;\n4:pub mod exif;\n5:pub mod jpeg;\n6:pub mod tiff;\n7:mod util;", root)),
        (bash("git mv src/util.rs src/byteorder.rs && sed -i 's/^mod util;/mod byteorder;/' src/lib.rs && "
              "grep -rn 'util::' src/"), oh_bash(
            "src/exif.rs:9:use crate::util::{read_u16, read_u32, ByteOrder};\n"
            "src/tiff.rs:6:use crate::util::{read_u16, read_u32, ByteOrder};\n"
            "src/jpeg.rs:5:use crate::util::read_u16_be;", root)),
        (bash("sed -i 's/crate::util::/crate::byteorder::/' src/exif.rs src/tiff.rs src/jpeg.rs && "
              "grep -rn 'util' src/ ; cargo build 2>&1 | tail -n 3"), oh_bash(
            "   Compiling imgmeta v0.2.0 (/workspace/imgmeta)\n"
            "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.07s", root)),
        (bash("cargo test 2>&1 | grep -E '^(running|test result)'"), oh_bash(tests_out, root)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash(clippy_fail, root, 101)),
        (editor("view", p, view_range=[loop_at - 4, loop_at + 4]), view_lines(p, BYTEORDER, loop_at - 4, loop_at + 4)),
        (editor("str_replace", p, old_str=BO_OLD, new_str=BO_NEW), snip(p, b1, "out.copy_from_slice(src);")),
        (bash("cargo clippy --all-targets -- -D warnings && cargo test -q 2>&1 | grep 'test result'"), oh_bash(
            "    Checking imgmeta v0.2.0 (/workspace/imgmeta)\n"
            "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.12s\n"
            + "\n".join(ln for ln in tests_out.split("\n") if ln.startswith("test result")), root)),
        (bash("git add -A && git status --short"), oh_bash(
            "R  src/util.rs -> src/byteorder.rs\nM  src/exif.rs\nM  src/jpeg.rs\nM  src/lib.rs\nM  src/tiff.rs", root)),
    ]
    state = ("Repository /workspace/imgmeta (Rust crate that reads EXIF/TIFF metadata).\nTask: `src/util.rs` only "
             "holds byte-order helpers; rename it to `src/byteorder.rs` (module `byteorder`), update every use, and "
             "get `cargo clippy --all-targets -- -D warnings` clean, since CI is about to enforce it. Stage the result.")
    rs.add(task=TASK, tid="h25-swe-14", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=5, kind="compiler diagnostic points at the module file under its name from before the rename")


# ---------------------------------------------------------------- 15: Gemini CLI, TypeScript, bun (clean)

CHECK0 = """import { readFile } from "node:fs/promises";
import { extractLinks, type Link } from "./extract";

export interface CheckResult {
  link: Link;
  status: number | "error";
  ok: boolean;
  message?: string;
}

export interface CheckOptions {
  /** HTTP method used for the probe. */
  method?: "HEAD" | "GET";
}

export async function checkLink(link: Link, opts: CheckOptions = {}): Promise<CheckResult> {
  try {
    const res = await fetch(link.url, { method: opts.method ?? "HEAD", redirect: "follow" });
    return { link, status: res.status, ok: res.ok };
  } catch (err) {
    return { link, status: "error", ok: false, message: (err as Error).message };
  }
}

export async function checkFile(path: string, opts: CheckOptions = {}): Promise<CheckResult[]> {
  const text = await readFile(path, "utf8");
  const links = extractLinks(text).filter((l) => /^https?:/.test(l.url));
  return Promise.all(links.map((l) => checkLink(l, opts)));
}"""

CK_OLD = """export interface CheckOptions {
  /** HTTP method used for the probe. */
  method?: "HEAD" | "GET";
}

export async function checkLink(link: Link, opts: CheckOptions = {}): Promise<CheckResult> {
  try {
    const res = await fetch(link.url, { method: opts.method ?? "HEAD", redirect: "follow" });"""
CK_NEW = """export interface CheckOptions {
  /** HTTP method used for the probe. */
  method?: "HEAD" | "GET";
  /** Abort a probe after this many milliseconds (default 10 000). */
  timeoutMs?: number;
}

export async function checkLink(link: Link, opts: CheckOptions = {}): Promise<CheckResult> {
  try {
    const res = await fetch(link.url, {
      method: opts.method ?? "HEAD",
      redirect: "follow",
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });"""

CHECK2 = """import { readFile } from "node:fs/promises";
import pLimit from "p-limit";
import { extractLinks, type Link } from "./extract";

export interface CheckResult {
  link: Link;
  status: number | "error";
  ok: boolean;
  message?: string;
}

export interface CheckOptions {
  /** HTTP method used for the probe. */
  method?: "HEAD" | "GET";
  /** Abort a probe after this many milliseconds (default 10 000). */
  timeoutMs?: number;
  /** How many probes may run at once (default 8). */
  concurrency?: number;
}

export async function checkLink(link: Link, opts: CheckOptions = {}): Promise<CheckResult> {
  try {
    const res = await fetch(link.url, {
      method: opts.method ?? "HEAD",
      redirect: "follow",
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    return { link, status: res.status, ok: res.ok };
  } catch (err) {
    const e = err as Error;
    const message = e.name === "TimeoutError" ? `timed out after ${opts.timeoutMs ?? 10_000} ms` : e.message;
    return { link, status: "error", ok: false, message };
  }
}

export async function checkFile(path: string, opts: CheckOptions = {}): Promise<CheckResult[]> {
  const text = await readFile(path, "utf8");
  const links = extractLinks(text).filter((l) => /^https?:/.test(l.url));
  const limit = pLimit(opts.concurrency ?? 8);
  return Promise.all(links.map((l) => limit(() => checkLink(l, opts))));
}"""

TIMEOUT_TEST = """import { afterEach, expect, mock, test } from "bun:test";
import { checkLink } from "../src/check";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

test("reports a timeout as an error result", async () => {
  globalThis.fetch = mock((_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    }),
  ) as unknown as typeof fetch;
  const res = await checkLink({ url: "https://slow.example/", text: "slow", line: 1 }, { timeoutMs: 50 });
  expect(res.ok).toBe(false);
  expect(res.message).toBe("timed out after 50 ms");
});

test("fast responses are unaffected by the timeout", async () => {
  globalThis.fetch = mock(async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
  const res = await checkLink({ url: "https://fast.example/", text: "fast", line: 1 }, { timeoutMs: 50 });
  expect(res).toMatchObject({ ok: true, status: 204 });
});"""


def _bun(groups: list[tuple[str, list[tuple[str, str]]]], expects: int, ms: str) -> str:
    out = ["bun test v1.1.21 (804e76af)", ""]
    n = 0
    for f, tests in groups:
        out.append(f"{f}:")
        for name, t in tests:
            out.append(f"(pass) {name} [{t}ms]")
            n += 1
        out.append("")
    out += [f" {n} pass", " 0 fail", f" {expects} expect() calls",
            f"Ran {n} tests across {len(groups)} file{'s' if len(groups) != 1 else ''}. [{ms}ms]"]
    return "\n".join(out)


BUN_SUITE = [
    ("tests/extract.test.ts", ["extractLinks > finds inline links", "extractLinks > finds reference links",
                               "extractLinks > ignores links inside code spans", "extractLinks > ignores fenced code blocks",
                               "extractLinks > reports 1-based line numbers", "extractLinks > keeps the link text",
                               "extractLinks > handles angle-bracket autolinks", "extractLinks > skips images by default",
                               "extractLinks > includes images with { images: true }"]),
    ("tests/check.test.ts", ["checkLink > marks 2xx as ok", "checkLink > marks 404 as broken",
                             "checkLink > follows redirects", "checkLink > turns network errors into results",
                             "checkFile > skips mailto: and relative links", "checkFile > uses GET when asked"]),
    ("tests/report.test.ts", ["report > groups broken links by file", "report > prints a summary line",
                              "report > exit code is 1 when anything is broken", "report > exit code is 0 when all ok",
                              "report > --json emits one object per link", "report > sorts files alphabetically",
                              "report > colours output only on a TTY"]),
    ("tests/cli.test.ts", ["cli > parses globs", "cli > --method GET", "cli > --quiet hides ok links",
                           "cli > rejects unknown flags", "cli > prints version"]),
    ("tests/config.test.ts", ["config > reads .mdlinksrc.json", "config > CLI flags override the file",
                              "config > ignores patterns from the file", "config > reports invalid JSON with a path"]),
]


def t15(rs: RowSet) -> None:
    root = "/home/rio/proj/mdlinks"
    p = f"{root}/src/check.ts"
    tp = f"{root}/tests/timeout.test.ts"
    sub1(CHECK0, CK_OLD, CK_NEW)
    ci, cd = counts(CHECK0, CHECK2)
    tl = nlines(TIMEOUT_TEST)
    times1 = ["0.41", "0.12", "0.20", "0.09", "0.15", "0.07", "0.06", "0.05", "0.08", "1.92", "0.44", "0.61", "0.38",
              "0.52", "0.47", "2.81", "0.33", "0.30", "0.26", "0.71", "0.19", "0.22", "4.12", "1.05", "0.96", "0.88",
              "1.31", "0.64", "0.58", "0.37", "0.49"]
    times2 = ["0.39", "0.11", "0.19", "0.10", "0.14", "0.08", "0.05", "0.06", "0.07", "2.05", "0.47", "0.66", "0.41",
              "0.58", "0.51", "2.64", "0.31", "0.29", "0.24", "0.69", "0.21", "0.20", "4.37", "1.11", "0.92", "0.85",
              "1.27", "0.61", "0.55", "0.40", "0.46"]

    def suite(times: list[str]) -> list[tuple[str, list[tuple[str, str]]]]:
        it = iter(times)
        return [(f, [(n, next(it)) for n in names]) for f, names in BUN_SUITE]

    entries1 = [("bun.lockb", 0, 0), ("package.json", 4, 1), ("src/check.ts", ci, cd)]
    entries2 = entries1 + [("tests/timeout.test.ts", tl, 0)]
    turns = [
        (gshell("bun test", "Run the test suite."), gem_run("bun test", _bun(suite(times1), 58, "142.00"), pgid=9031)),
        (call("search_file_content", pattern=r"fetch\(", path=root),
         f'Found 2 matches for pattern "fetch\\(" in path "{root}":\n---\nFile: src/check.ts\n'
         'L18: const res = await fetch(link.url, { method: opts.method ?? "HEAD", redirect: "follow" });\n---\n'
         "File: tests/check.test.ts\nL9: globalThis.fetch = mock(async (url: string | URL | Request) => {\n---"),
        (read(p), CHECK0),
        (replace(p, CK_OLD, CK_NEW), g_mod(p)),
        (gshell("bun add p-limit@6", "Add p-limit for a concurrency cap."),
         gem_run("bun add p-limit@6", "bun add v1.1.21 (804e76af)\n\ninstalled p-limit@6.1.0\n\n2 packages installed [742.00ms]",
                 pgid=9120)),
        (write(p, CHECK2), g_over(p)),
        (gshell("bun test", "Run the tests after the change."), gem_run("bun test", _bun(suite(times2), 58, "155.00"), pgid=9177)),
        (gshell('git add -A && git commit -m "check: per-request timeout and a concurrency cap" && git log --oneline -3',
                "Commit and show the history."),
         gem_run('git add -A && git commit -m "check: per-request timeout and a concurrency cap" && git log --oneline -3',
                 "[main e4b1c20] check: per-request timeout and a concurrency cap\n" + changed_summary(entries1)
                 + "\ne4b1c20 (HEAD -> main) check: per-request timeout and a concurrency cap\n"
                 "9a0f3d7 (origin/main, origin/HEAD) report: group broken links by file\n"
                 "61c2e85 extract: ignore links inside code spans", pgid=9203)),
        (write(tp, TIMEOUT_TEST), g_new(tp)),
        (gshell("bun test tests/timeout.test.ts", "Run the new timeout tests."),
         gem_run("bun test tests/timeout.test.ts", _bun([("tests/timeout.test.ts", [
             ("reports a timeout as an error result", "53.07"), ("fast responses are unaffected by the timeout", "0.31")])],
             3, "61.00"), pgid=9250)),
        (gshell("git add tests/timeout.test.ts && git commit --amend --no-edit && git log --oneline -3",
                "Fold the test into the previous commit."),
         gem_run("git add tests/timeout.test.ts && git commit --amend --no-edit && git log --oneline -3",
                 "[main 7f25ab9] check: per-request timeout and a concurrency cap\n Date: Mon Jul 14 16:03:27 2025 +0200\n"
                 + changed_summary(entries2) + "\n create mode 100644 tests/timeout.test.ts\n"
                 "7f25ab9 (HEAD -> main) check: per-request timeout and a concurrency cap\n"
                 "9a0f3d7 (origin/main, origin/HEAD) report: group broken links by file\n"
                 "61c2e85 extract: ignore links inside code spans", pgid=9288)),
    ]
    state = ("Gemini CLI session in /home/rio/proj/mdlinks, a Markdown link checker written in TypeScript and run with "
             "bun.\nUser: a single slow host makes `mdlinks` hang, and big READMEs open hundreds of sockets at once. "
             "Add a per-request timeout and a concurrency limit (p-limit is fine), with a test for the timeout, as "
             "one commit.")
    rs.add(task=TASK, tid="h25-swe-15", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 16: OpenHands, Rust, criterion benchmarks (clean)

ENC0 = """//! Lower-case hexadecimal encoding.

use crate::Error;

/// Encodes `bytes` as lower-case hex.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push_str(&format!("{:02x}", b));
    }
    out
}

/// Encodes into a caller-provided buffer, which must be exactly twice as long as `bytes`.
pub fn encode_to_slice(bytes: &[u8], out: &mut [u8]) -> Result<(), Error> {
    if out.len() != bytes.len() * 2 {
        return Err(Error::InvalidLength { expected: bytes.len() * 2, got: out.len() });
    }
    for (i, b) in bytes.iter().enumerate() {
        let s = format!("{:02x}", b);
        out[2 * i..2 * i + 2].copy_from_slice(s.as_bytes());
    }
    Ok(())
}"""

ENC_OLD = """/// Encodes `bytes` as lower-case hex.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push_str(&format!("{:02x}", b));
    }
    out
}

/// Encodes into a caller-provided buffer, which must be exactly twice as long as `bytes`.
pub fn encode_to_slice(bytes: &[u8], out: &mut [u8]) -> Result<(), Error> {
    if out.len() != bytes.len() * 2 {
        return Err(Error::InvalidLength { expected: bytes.len() * 2, got: out.len() });
    }
    for (i, b) in bytes.iter().enumerate() {
        let s = format!("{:02x}", b);
        out[2 * i..2 * i + 2].copy_from_slice(s.as_bytes());
    }
    Ok(())
}"""
ENC_NEW = """const HEX: &[u8; 16] = b"0123456789abcdef";

/// Encodes `bytes` as lower-case hex.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = vec![0u8; bytes.len() * 2];
    encode_to_slice(bytes, &mut out).expect("buffer sized above");
    // SAFETY: every byte written by encode_to_slice is an ASCII hex digit.
    unsafe { String::from_utf8_unchecked(out) }
}

/// Encodes into a caller-provided buffer, which must be exactly twice as long as `bytes`.
pub fn encode_to_slice(bytes: &[u8], out: &mut [u8]) -> Result<(), Error> {
    if out.len() != bytes.len() * 2 {
        return Err(Error::InvalidLength { expected: bytes.len() * 2, got: out.len() });
    }
    for (pair, &b) in out.chunks_exact_mut(2).zip(bytes) {
        pair[0] = HEX[(b >> 4) as usize];
        pair[1] = HEX[(b & 0x0f) as usize];
    }
    Ok(())
}"""

VECTORS = """use hexfmt::{decode, encode, encode_to_slice, Error};

#[test]
fn rfc4648_vectors() {
    for (raw, hex) in [("", ""), ("f", "66"), ("fo", "666f"), ("foo", "666f6f"), ("foob", "666f6f62"),
                       ("fooba", "666f6f6261"), ("foobar", "666f6f626172")] {
        assert_eq!(encode(raw.as_bytes()), hex);
        assert_eq!(decode(hex).unwrap(), raw.as_bytes());
    }
}

#[test]
fn upper_case_input_decodes() {
    assert_eq!(decode("DEADBEEF").unwrap(), [0xde, 0xad, 0xbe, 0xef]);
}

#[test]
fn odd_length_is_rejected() {
    assert!(matches!(decode("abc"), Err(Error::OddLength)));
}

#[test]
fn wrong_buffer_length_is_rejected() {
    let mut buf = [0u8; 3];
    assert!(matches!(encode_to_slice(b"ab", &mut buf), Err(Error::InvalidLength { expected: 4, got: 3 })));
}

#[test]
fn non_hex_character_is_reported() {
    assert!(matches!(decode("0g"), Err(Error::InvalidHexCharacter { c: 'g', index: 1 })));
}"""

VEC_ADD = """
#[test]
fn every_byte_round_trips() {
    let all: Vec<u8> = (0..=255).collect();
    let hex = encode(&all);
    assert_eq!(hex.len(), 512);
    assert!(hex.bytes().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c)));
    assert_eq!(decode(&hex).unwrap(), all);
}"""


def _unit(sec: float) -> tuple[float, str]:
    if sec < 1e-6:
        return sec * 1e9, "ns"
    if sec < 1e-3:
        return sec * 1e6, "µs"
    return sec * 1e3, "ms"


def _fmt(v: float) -> str:
    """Criterion prints five significant digits: 1.0412, 16.471, 413.55."""
    return f"{v:.2f}" if v >= 100 else f"{v:.3f}" if v >= 10 else f"{v:.4f}"


def _crit(name: str, size: int, lo: float, mid: float, hi: float, base: float | None = None) -> str:
    _val, unit = _unit(mid)
    k = {"ns": 1e9, "µs": 1e6, "ms": 1e3}[unit]
    times = " ".join(f"{_fmt(x * k)} {unit}" for x in (lo, mid, hi))

    def tp(sec: float) -> str:
        bps = size / sec
        return f"{bps / 2**30:.4f} GiB/s" if bps >= 2**30 else f"{bps / 2**20:.3f} MiB/s"
    lines = [f"{name:<24}time:   [{times}]", f"{'':<24}thrpt:  [{tp(hi)} {tp(mid)} {tp(lo)}]"]
    if base is not None:
        ch = (mid / base - 1) * 100
        up = (base / mid - 1) * 100
        lines += [f"{'':<17}change:",
                  f"{'':<24}time:   [{ch - 0.031:+.3f}% {ch:+.3f}% {ch + 0.029:+.3f}%] (p = 0.00 < 0.05)",
                  f"{'':<24}thrpt:  [{up * 0.993:+.1f}% {up:+.1f}% {up * 1.008:+.1f}%]",
                  f"{'':<24}Performance has improved."]
    return "\n".join(lines)


def t16(rs: RowSet) -> None:
    root = "/workspace/hexfmt"
    p = f"{root}/src/encode.rs"
    vp = f"{root}/tests/vectors.rs"
    e1 = sub1(ENC0, ENC_OLD, ENC_NEW)
    v1 = VECTORS + "\n" + VEC_ADD
    ei, ed = counts(ENC0, e1)
    vi, vd = counts(VECTORS, v1)
    base = {64: (1.0371e-6, 1.0412e-6, 1.0460e-6), 1024: (16.402e-6, 16.471e-6, 16.549e-6),
            65536: (1.0563e-3, 1.0601e-3, 1.0644e-3)}
    new = {64: (38.912e-9, 39.104e-9, 39.322e-9), 1024: (412.07e-9, 413.55e-9, 415.21e-9),
           65536: (26.118e-6, 26.204e-6, 26.297e-6)}
    again = (409.88e-9, 411.92e-9, 414.03e-9)
    run_head = ("     Running benches/encode.rs (target/release/deps/encode-6f0c1d2b8a7e9f34)\n"
                "Gnuplot not found, using plotters backend\n")
    bench1 = ("   Compiling hexfmt v0.1.3 (/workspace/hexfmt)\n    Finished `bench` profile [optimized] target(s) in 18.22s\n"
              + run_head + "\n".join(_crit(f"encode/{n}", n, *base[n]) for n in (64, 1024, 65536))
              + "\nFound 7 outliers among 100 measurements (7.00%)\n  4 (4.00%) high mild\n  3 (3.00%) high severe")
    bench2 = ("   Compiling hexfmt v0.1.3 (/workspace/hexfmt)\n    Finished `bench` profile [optimized] target(s) in 9.87s\n"
              + run_head + "\n".join(_crit(f"encode/{n}", n, *new[n], base=base[n][1]) for n in (64, 1024, 65536))
              + "\nFound 4 outliers among 100 measurements (4.00%)\n  3 (3.00%) high mild\n  1 (1.00%) high severe")
    bench3 = ("    Finished `bench` profile [optimized] target(s) in 0.09s\n" + run_head
              + _crit("encode/1024", 1024, *again, base=base[1024][1])
              + "\nFound 2 outliers among 100 measurements (2.00%)\n  2 (2.00%) high mild")
    tests = ("\nrunning 17 tests\n.................\ntest result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered "
             "out; finished in 0.00s\n\n\nrunning {n} tests\n{dots}\ntest result: ok. {n} passed; 0 failed; 0 ignored; 0 "
             "measured; 0 filtered out; finished in 0.00s\n\n\nrunning 3 tests\n...\ntest result: ok. 3 passed; 0 failed; "
             "0 ignored; 0 measured; 0 filtered out; finished in 0.{t}s")
    turns = [
        (bash(f"cd {root} && cargo bench --bench encode -- --save-baseline before"), oh_bash(bench1, root)),
        (editor("view", p), cat_n(p, ENC0)),
        (editor("str_replace", p, old_str=ENC_OLD, new_str=ENC_NEW), snip(p, e1, "for (pair, &b)", span=1, ctx=6)),
        (bash("cargo test -q"), oh_bash(tests.format(n=5, dots=".....", t="14"), root)),
        (bash("cargo bench --bench encode -- --baseline before"), oh_bash(bench2, root)),
        (editor("insert", vp, insert_line=nlines(VECTORS), new_str=VEC_ADD),
         snip(vp, v1, "fn every_byte_round_trips", span=7, ctx=4)),
        (bash("cargo test -q"), oh_bash(tests.format(n=6, dots="......", t="12"), root)),
        (bash("cargo bench --bench encode -- --baseline before encode/1024"), oh_bash(bench3, root)),
        (bash("git diff --stat"), oh_bash(diffstat([("src/encode.rs", ei, ed), ("tests/vectors.rs", vi, vd)]), root)),
    ]
    state = ("Repository /workspace/hexfmt (Rust hex encoding crate, criterion benchmarks in benches/encode.rs).\n"
             "Task: `encode` allocates a String per byte through format!; make it fast without changing its output, "
             "prove the speed-up against a saved criterion baseline, and add a test that every byte value round-trips.")
    rs.add(task=TASK, tid="h25-swe-16", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 17: OpenHands, TypeScript, Deno

KV0 = r"""/**
 * Parse `KEY=value` lines (a small .env dialect).
 * @module
 */

export interface ParseOptions {
  /** Expand `${NAME}` references against earlier keys. Default: true. */
  expand?: boolean;
}

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*?)\s*$/;

export function parse(text: string, opts: ParseOptions = {}): Record<string, string> {
  const out: Record<string, string> = {};
  const expand = opts.expand ?? true;
  for (const [n, raw] of text.split(/\r?\n/).entries()) {
    if (/^\s*(#|$)/.test(raw)) continue;
    const m = LINE.exec(raw);
    if (!m) throw new SyntaxError(`line ${n + 1}: expected KEY=VALUE`);
    const [, key, rest] = m;
    out[key] = unquote(rest, expand ? out : undefined);
  }
  return out;
}

function unquote(value: string, env?: Record<string, string>): string {
  if (value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1);
  let v = value;
  if (v.startsWith('"') && v.endsWith('"')) {
    v = v.slice(1, -1).replace(/\\n/g, "\n").replace(/\\"/g, '"');
  } else {
    v = v.replace(/\s+#.*$/, "");
  }
  if (!env) return v;
  return v.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name) => env[name] ?? "");
}"""

KV_OLD = r"""  if (value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1);
  let v = value;
  if (v.startsWith('"') && v.endsWith('"')) {
    v = v.slice(1, -1).replace(/\\n/g, "\n").replace(/\\"/g, '"');
  } else {
    v = v.replace(/\s+#.*$/, "");
  }
  if (!env) return v;"""
KV_NEW = r"""  const sq = /^'([^']*)'(?:\s+#.*)?$/.exec(value);
  if (sq) return sq[1];
  const dq = /^"((?:[^"\\]|\\.)*)"(?:\s+#.*)?$/.exec(value);
  const v = dq
    ? dq[1].replace(/\\n/g, "\n").replace(/\\"/g, '"')
    : value.replace(/\s+#.*$/, "");
  if (!env) return v;"""

QUOTED_TEST = r"""import { assertEquals } from "jsr:@std/assert@1";
import { parse } from "../mod.ts";

Deno.test("double-quoted value with trailing comment", () => {
  assertEquals(parse('A="v" # note'), { A: "v" });
});

Deno.test("single-quoted value with trailing comment", () => {
  assertEquals(parse("A='v' # note"), { A: "v" });
});

Deno.test("hash inside double quotes is kept", () => {
  assertEquals(parse('A="x # y"'), { A: "x # y" });
});

Deno.test("escaped quote inside double quotes", () => {
  assertEquals(parse('A="say \\"hi\\""'), { A: 'say "hi"' });
});"""

DENO_TESTS = [
    ("./tests/errors_test.ts", ["rejects a line without '='", "reports the 1-based line number",
                                "rejects a key starting with a digit", "rejects an empty key"]),
    ("./tests/expand_test.ts", ["expands ${NAME} from earlier keys", "unknown names expand to empty",
                                "expand: false keeps references", "single quotes disable expansion",
                                "expansion inside double quotes", "later keys do not affect earlier ones"]),
    ("./tests/parse_test.ts", ["parses simple pairs", "ignores comments and blank lines", "accepts an export prefix",
                               "trims spaces around '='", "strips inline comments from bare values",
                               "keeps '#' without a preceding space", "handles CRLF line endings",
                               "keys may contain dots and dashes", "duplicate keys: last one wins"]),
    ("./tests/quoted_test.ts", ["double-quoted value with trailing comment", "single-quoted value with trailing comment",
                                "hash inside double quotes is kept", "escaped quote inside double quotes"]),
]


def t17(rs: RowSet) -> None:
    root = "/workspace/kvparse"
    p = f"{root}/mod.ts"
    tp = f"{root}/tests/quoted_test.ts"
    k1 = sub1(KV0, KV_OLD, KV_NEW)
    ki, kd = counts(KV0, k1)
    ms = iter([1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0])
    out = [f"Check file://{root}/tests/{f[8:]}" for f, _ in DENO_TESTS]
    for f, names in DENO_TESTS:
        out.append(f"running {len(names)} tests from {f}")
        out += [f"{n} ... ok ({next(ms)}ms)" for n in names]
        out.append("")
    out.append("ok | 23 passed | 0 failed (41ms)")
    tests_ls0 = ("total 20\ndrwxr-xr-x 2 root root 4096 May  6 08:11 .\ndrwxr-xr-x 5 root root 4096 May  6 08:11 ..\n"
                 "-rw-r--r-- 1 root root 1734 May  6 08:11 errors_test.ts\n"
                 "-rw-r--r-- 1 root root 2610 May  6 08:11 expand_test.ts\n"
                 "-rw-r--r-- 1 root root 3025 May  6 08:11 parse_test.ts")
    tests_ls1 = tests_ls0.replace("4096 May  6 08:11 .\n", "4096 May  6 08:16 .\n")
    turns = [
        (bash(f"cd {root} && ls -la && ls -la tests/"), oh_bash(
            "total 40\ndrwxr-xr-x 5 root root 4096 May  6 08:11 .\ndrwxr-xr-x 3 root root 4096 May  6 08:10 ..\n"
            "drwxr-xr-x 8 root root 4096 May  6 08:11 .git\ndrwxr-xr-x 3 root root 4096 May  6 08:11 .github\n"
            "-rw-r--r-- 1 root root   19 May  6 08:11 .gitignore\n-rw-r--r-- 1 root root 1069 May  6 08:11 LICENSE\n"
            "-rw-r--r-- 1 root root 1877 May  6 08:11 README.md\n-rw-r--r-- 1 root root  312 May  6 08:11 deno.json\n"
            "-rw-r--r-- 1 root root  284 May  6 08:11 deno.lock\n"
            f"-rw-r--r-- 1 root root {nbytes(KV0)} May  6 08:11 mod.ts\ndrwxr-xr-x 2 root root 4096 May  6 08:11 tests\n"
            + tests_ls0, root)),
        (editor("view", p), cat_n(p, KV0)),
        (editor("str_replace", p, old_str=KV_OLD, new_str=KV_NEW), snip(p, k1, "const sq =", span=7)),
        (editor("create", tp, file_text=QUOTED_TEST), f"File created successfully at: {tp}"),
        (bash("deno test"), oh_bash("\n".join(out), root)),
        (bash("deno fmt --check && deno lint"), oh_bash("Checked 7 files\nChecked 5 files", root)),
        (bash("git status --short"), oh_bash(" M mod.ts\n?? tests/quoted_test.ts", root)),
        (bash("ls -la tests/"), oh_bash(tests_ls1, root)),
        (bash('git add -A && git commit -m "unquote: allow a trailing comment after a quoted value"'), oh_bash(
            "[main 51e7a9c] unquote: allow a trailing comment after a quoted value\n"
            + changed_summary([("mod.ts", ki, kd), ("tests/quoted_test.ts", nlines(QUOTED_TEST), 0)])
            + "\n create mode 100644 tests/quoted_test.ts", root)),
    ]
    state = ("Repository /workspace/kvparse, a Deno module that parses .env-style files.\nIssue #9: `TOKEN=\"abc\" # prod` "
             "yields `\"abc\"` with the quotes kept, and `TOKEN='abc' # prod` does the same. Quoted values followed by "
             "a comment must be unquoted. Fix it, add tests in a new file tests/quoted_test.ts, keep fmt and lint "
             "clean, and commit.")
    rs.add(task=TASK, tid="h25-swe-17", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=8, kind="directory listing lacks the test file the agent created and git status just showed")


# ---------------------------------------------------------------- 18: Gemini CLI, Go, rebase onto a moved main (clean)

ENCODER0 = tabify(r'''// Package logfmt encodes and decodes logfmt records (key=value pairs).
package logfmt

import (
    "bytes"
    "fmt"
    "io"
    "sort"
    "unicode/utf8"
)

// Encoder writes logfmt records to an io.Writer.
type Encoder struct {
    w   io.Writer
    buf bytes.Buffer
}

// NewEncoder returns an Encoder that writes to w.
func NewEncoder(w io.Writer) *Encoder {
    return &Encoder{w: w}
}

// EncodeKeyvals writes one record from alternating keys and values.
func (e *Encoder) EncodeKeyvals(keyvals ...any) error {
    if len(keyvals)%2 != 0 {
        return fmt.Errorf("logfmt: odd number of keyvals (%d)", len(keyvals))
    }
    e.buf.Reset()
    for i := 0; i < len(keyvals); i += 2 {
        if i > 0 {
            e.buf.WriteByte(' ')
        }
        key := fmt.Sprint(keyvals[i])
        if key == "" || needsQuoting(key) {
            return fmt.Errorf("logfmt: invalid key %q", key)
        }
        e.buf.WriteString(key)
        e.buf.WriteByte('=')
        writeValue(&e.buf, formatValue(keyvals[i+1]))
    }
    e.buf.WriteByte('\n')
    _, err := e.w.Write(e.buf.Bytes())
    return err
}

// EncodeMap writes one record from m, keys in sorted order.
func (e *Encoder) EncodeMap(m map[string]any) error {
    keys := make([]string, 0, len(m))
    for k := range m {
        keys = append(keys, k)
    }
    sort.Strings(keys)
    kv := make([]any, 0, 2*len(keys))
    for _, k := range keys {
        kv = append(kv, k, m[k])
    }
    return e.EncodeKeyvals(kv...)
}

func formatValue(v any) string {
    switch x := v.(type) {
    case nil:
        return "null"
    case string:
        return x
    case error:
        return x.Error()
    case fmt.Stringer:
        return x.String()
    default:
        return fmt.Sprint(x)
    }
}

// needsQuoting reports whether s must be written as a quoted string.
func needsQuoting(s string) bool {
    if s == "" {
        return true
    }
    for _, r := range s {
        if r <= ' ' || r == '=' || r == '"' || r == utf8.RuneError {
            return true
        }
    }
    return false
}

func writeValue(b *bytes.Buffer, s string) {
    if !needsQuoting(s) {
        b.WriteString(s)
        return
    }
    b.WriteByte('"')
    for _, r := range s {
        switch r {
        case '"':
            b.WriteString(`\"`)
        case '\n':
            b.WriteString(`\n`)
        default:
            b.WriteRune(r)
        }
    }
    b.WriteByte('"')
}''')

EN_OLD = tabify(r'''        case '"':
            b.WriteString(`\"`)
        case '\n':''')
EN_NEW = tabify(r'''        case '"':
            b.WriteString(`\"`)
        case '\\':
            b.WriteString(`\\`)
        case '\n':''')
EN_OLD2 = tabify(r'''        if r <= ' ' || r == '=' || r == '"' || r == utf8.RuneError {''')
EN_NEW2 = tabify(r'''        if r <= ' ' || r == '=' || r == '"' || r == '\\' || r == utf8.RuneError {''')


def t18(rs: RowSet) -> None:
    root = "/home/omar/src/logfmt-go"
    p = f"{root}/encoder.go"
    mod = "github.com/omarh/logfmt-go"
    e1 = sub1(ENCODER0, EN_OLD, EN_NEW)
    e2 = sub1(e1, EN_OLD2, EN_NEW2)
    ins, dels = counts(ENCODER0, e2)
    a = line_no(ENCODER0, "// needsQuoting reports") - 3
    b = nlines(ENCODER0)
    commit = 'git commit -am "encoder: escape backslashes and quote values containing them" && git status -sb'
    turns = [
        (gshell("git status -sb && git log --oneline --decorate -4", "Show the branch and its recent commits."),
         gem_run("git status -sb && git log --oneline --decorate -4",
                 "## feat/quoting...origin/feat/quoting\n"
                 "b71e0c2 (HEAD -> feat/quoting, origin/feat/quoting) encoder: quote values containing '='\n"
                 "5fa1d93 encoder: quote empty values\n"
                 "c02e8a1 (origin/main, origin/HEAD, main) decoder: reject keys with spaces\n"
                 "7a9d4e0 README: benchmark table", pgid=45112)),
        (gshell("git fetch origin 2>&1 && git log --oneline --decorate origin/main -4", "Fetch and see where main is now."),
         gem_run("git fetch origin 2>&1 && git log --oneline --decorate origin/main -4",
                 "From github.com:omarh/logfmt-go\n   c02e8a1..61b0a3c  main       -> origin/main\n"
                 "61b0a3c (origin/main, origin/HEAD) decoder: accept empty keys behind a flag\n"
                 "9d44e7f encoder: sort keys deterministically in EncodeMap\n"
                 "c02e8a1 (main) decoder: reject keys with spaces\n7a9d4e0 README: benchmark table", pgid=45160)),
        (gshell("git rebase origin/main", "Rebase the feature branch onto the new main."),
         gem_run("git rebase origin/main", "Successfully rebased and updated refs/heads/feat/quoting.", pgid=45203)),
        (gshell("git status -sb && git log --oneline --decorate -5", "Check the rebased history."),
         gem_run("git status -sb && git log --oneline --decorate -5",
                 "## feat/quoting...origin/feat/quoting [ahead 4, behind 2]\n"
                 "e3a8f51 (HEAD -> feat/quoting) encoder: quote values containing '='\n"
                 "0d6b2c4 encoder: quote empty values\n"
                 "61b0a3c (origin/main, origin/HEAD) decoder: accept empty keys behind a flag\n"
                 "9d44e7f encoder: sort keys deterministically in EncodeMap\n"
                 "c02e8a1 (main) decoder: reject keys with spaces", pgid=45231)),
        (gshell("go test ./...", "Run the tests on the rebased branch."),
         gem_run("go test ./...", f"ok  \t{mod}\t0.009s\nok  \t{mod}/internal/fuzzcorpus\t0.004s", pgid=45270)),
        (read(p, offset=a - 1, limit=b - a + 1), g_part(ENCODER0, a, b)),
        (replace(p, EN_OLD, EN_NEW), g_mod(p)),
        (replace(p, EN_OLD2, EN_NEW2), g_mod(p)),
        (gshell("go test -count=1 -run 'Quot|Escape' -v .", "Run the quoting tests verbosely."),
         gem_run("go test -count=1 -run 'Quot|Escape' -v .",
                 "=== RUN   TestQuoteEmptyValue\n--- PASS: TestQuoteEmptyValue (0.00s)\n"
                 "=== RUN   TestQuoteValueWithEquals\n--- PASS: TestQuoteValueWithEquals (0.00s)\n"
                 "=== RUN   TestEscapeNewlineAndQuote\n--- PASS: TestEscapeNewlineAndQuote (0.00s)\n"
                 "=== RUN   TestDecodeQuotedEscapes\n--- PASS: TestDecodeQuotedEscapes (0.00s)\n"
                 f"PASS\nok  \t{mod}\t0.006s", pgid=45333)),
        (gshell(commit, "Commit and check how far the branch is from its remote."),
         gem_run(commit, "[feat/quoting 4c7d9e2] encoder: escape backslashes and quote values containing them\n"
                 + changed_summary([("encoder.go", ins, dels)])
                 + "\n## feat/quoting...origin/feat/quoting [ahead 5, behind 2]", pgid=45360)),
        (gshell("git push --force-with-lease origin feat/quoting", "Update the remote branch after the rebase."),
         gem_run("git push --force-with-lease origin feat/quoting",
                 "Enumerating objects: 17, done.\nCounting objects: 100% (17/17), done.\nDelta compression using up to 8 threads\n"
                 "Compressing objects: 100% (11/11), done.\nWriting objects: 100% (11/11), 1.94 KiB | 1.94 MiB/s, done.\n"
                 "Total 11 (delta 7), reused 0 (delta 0), pack-reused 0\n"
                 "remote: Resolving deltas: 100% (7/7), completed with 4 local objects.\n"
                 "To github.com:omarh/logfmt-go.git\n + b71e0c2...4c7d9e2 feat/quoting -> feat/quoting (forced update)",
                 pgid=45391)),
    ]
    state = ("Gemini CLI session in /home/omar/src/logfmt-go (Go logfmt library), on branch feat/quoting, which has an "
             "open pull request.\nUser: main moved on; rebase the branch onto it, then also handle backslashes in "
             "values (quote such values and escape the backslash), run the tests and update the PR branch.")
    rs.add(task=TASK, tid="h25-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 19: Gemini CLI, Java, Gradle

TAX0 = """package com.tess.invoicer;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Set;

/** Works out the VAT rate and amount for an invoice line. */
public final class TaxCalculator {

    /** EU member states, ISO 3166-1 alpha-2. */
    static final Set<String> EU = Set.of(
            "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
            "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK");

    private final TaxRateTable rates;

    public TaxCalculator(TaxRateTable rates) {
        this.rates = rates;
    }

    /**
     * Returns the rate to apply. Cross-border B2B sales inside the EU are reverse-charged
     * (0% on the invoice; the buyer accounts for the VAT).
     */
    public TaxRate rateFor(Party seller, Party buyer, InvoiceLine line) {
        if (buyer.vatId() != null && buyer.country() != seller.country()
                && EU.contains(buyer.country()) && EU.contains(seller.country())) {
            return TaxRate.reverseCharge();
        }
        return rates.lookup(seller.country(), line.category());
    }

    /** VAT for one line, rounded half-up to cents. */
    public BigDecimal taxOn(InvoiceLine line, TaxRate rate) {
        return line.net().multiply(rate.percent())
                .divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
    }

    /** Sum of {@link #taxOn} over all lines, each rounded first (per-line rounding, as the tax office expects). */
    public BigDecimal totalTax(Invoice invoice) {
        BigDecimal total = BigDecimal.ZERO;
        for (InvoiceLine line : invoice.lines()) {
            total = total.add(taxOn(line, rateFor(invoice.seller(), invoice.buyer(), line)));
        }
        return total;
    }
}"""

TX_OLD = """        if (buyer.vatId() != null && buyer.country() != seller.country()
                && EU.contains(buyer.country()) && EU.contains(seller.country())) {"""
TX_NEW = """        boolean hasVatId = buyer.vatId() != null && !buyer.vatId().isBlank();
        boolean crossBorder = !buyer.country().equals(seller.country());
        boolean bothInEu = EU.contains(buyer.country()) && EU.contains(seller.country());
        if (hasVatId && crossBorder && bothInEu) {"""


def _wc(rows: list[tuple[str, int]]) -> str:
    pre = "src/main/java/com/tess/invoicer/"
    out = [f"{n:>5} {pre}{f}" for f, n in rows]
    out.append(f"{sum(n for _, n in rows):>5} total")
    return "\n".join(out)


def t19(rs: RowSet) -> None:
    root = "/home/tess/code/invoicer"
    rel = "src/main/java/com/tess/invoicer/TaxCalculator.java"
    p = f"{root}/{rel}"
    t1 = sub1(TAX0, TX_OLD, TX_NEW)
    ins, dels = counts(TAX0, t1)
    others = [("Currency.java", 64), ("Invoice.java", 142), ("InvoiceLine.java", 88), ("InvoicePrinter.java", 188),
              ("Main.java", 51), ("Party.java", 47)]
    tail = [("TaxRate.java", 73), ("TaxRateTable.java", 112)]
    wc0 = _wc(others + [("TaxCalculator.java", nlines(TAX0))] + tail)
    drift = [(f, 191 if f == "InvoicePrinter.java" else n) for f, n in others]
    wc1 = _wc(drift + [("TaxCalculator.java", nlines(t1))] + tail)
    wc_cmd = "wc -l src/main/java/com/tess/invoicer/*.java"
    fail = """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses

> Task :test FAILED

TaxCalculatorTest > domesticB2bSaleIsTaxed() FAILED
    org.opentest4j.AssertionFailedError at TaxCalculatorTest.java:58

48 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/tess/code/invoicer/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 6s
4 actionable tasks: 2 executed, 2 up-to-date"""
    ok = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 5s
4 actionable tasks: 2 executed, 2 up-to-date"""
    check = """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :checkstyleMain
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :checkstyleTest UP-TO-DATE
> Task :test UP-TO-DATE
> Task :jacocoTestReport
> Task :jacocoTestCoverageVerification
> Task :check

BUILD SUCCESSFUL in 3s
7 actionable tasks: 3 executed, 4 up-to-date"""
    commit = 'git commit -am "tax: compare countries with equals() and ignore blank VAT ids"'
    turns = [
        (gshell(wc_cmd, "Check class sizes against the 200-line rule."), gem_run(wc_cmd, wc0, pgid=33010)),
        (gshell("./gradlew test", "Run the unit tests."), gem_run("./gradlew test", fail, code=1, pgid=33042)),
        (read(p), TAX0),
        (replace(p, TX_OLD, TX_NEW), g_mod(p)),
        (gshell("./gradlew test", "Run the unit tests again."), gem_run("./gradlew test", ok, pgid=33118)),
        (gshell(wc_cmd, "Re-check class sizes after the edit."), gem_run(wc_cmd, wc1, pgid=33150)),
        (gshell("./gradlew check", "Run checkstyle and the coverage gate."), gem_run("./gradlew check", check, pgid=33177)),
        (gshell("git status --short && git diff --stat", "Review the change."),
         gem_run("git status --short && git diff --stat", f" M {rel}\n" + diffstat([(rel, ins, dels)]), pgid=33203)),
        (gshell(commit, "Commit the fix."),
         gem_run(commit, "[main a6d03f1] tax: compare countries with equals() and ignore blank VAT ids\n"
                 + changed_summary([(rel, ins, dels)]), pgid=33230)),
    ]
    state = ("Gemini CLI session in /home/tess/code/invoicer (plain Java 17, Gradle). Team rule: no class in "
             "src/main over 200 lines.\nUser: a German customer invoicing another German company got a 0% "
             "reverse-charge line. Domestic sales must be taxed; only cross-border EU B2B with a real VAT id is "
             "reverse-charged. Fix TaxCalculator, keep `./gradlew check` green, and commit.")
    rs.add(task=TASK, tid="h25-swe-19", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=6, kind="line count of a source file nobody edited changes between two wc -l runs")


# ---------------------------------------------------------------- 20: OpenHands, Java, Maven Daemon (mvnd) (clean)

BITBUF0 = """package io.qrgen.core;

import java.util.BitSet;
import java.util.Objects;

/** An appendable sequence of bits (0s and 1s), used to build QR code data segments. */
public final class BitBuffer implements Cloneable {

    private BitSet data;
    private int bitLength;

    public BitBuffer() {
        data = new BitSet();
        bitLength = 0;
    }

    /** Returns the number of bits in this buffer (at least 0). */
    public int bitLength() {
        return bitLength;
    }

    /** Returns the bit at {@code index}, which must be in the range [0, bitLength()). */
    public int getBit(int index) {
        if (index < 0 || index > bitLength) {
            throw new IndexOutOfBoundsException(index);
        }
        return data.get(index) ? 1 : 0;
    }

    /**
     * Appends the given number of low-order bits of the given value to this buffer.
     * Requires 0 &lt;= len &lt;= 31 and 0 &lt;= val &lt; 2<sup>len</sup>.
     */
    public void appendBits(int val, int len) {
        if (len < 0 || len > 31 || val >>> len != 0) {
            throw new IllegalArgumentException("Value out of range");
        }
        if (Integer.MAX_VALUE - bitLength < len) {
            throw new IllegalStateException("Maximum length reached");
        }
        for (int i = len - 1; i >= 0; i--, bitLength++) {
            data.set(bitLength, QrCode.getBit(val, i));
        }
    }

    /** Appends the content of {@code bb} to this buffer. */
    public void appendData(BitBuffer bb) {
        Objects.requireNonNull(bb);
        if (Integer.MAX_VALUE - bitLength < bb.bitLength) {
            throw new IllegalStateException("Maximum length reached");
        }
        for (int i = 0; i < bb.bitLength; i++, bitLength++) {
            data.set(bitLength, bb.data.get(i));
        }
    }

    @Override
    public BitBuffer clone() {
        try {
            BitBuffer result = (BitBuffer) super.clone();
            result.data = (BitSet) result.data.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}"""

BB_OLD = "        if (index < 0 || index > bitLength) {"
BB_NEW = "        if (index < 0 || index >= bitLength) {"

BBTEST_START = 58
BBTEST_TAIL = """    @Test
    void getBitRejectsIndexEqualToLength() {
        BitBuffer bb = new BitBuffer();
        bb.appendBits(0b101, 3);
        assertThrows(IndexOutOfBoundsException.class, () -> bb.getBit(3));
    }

    @Test
    void cloneIsIndependent() {
        BitBuffer bb = new BitBuffer();
        bb.appendBits(1, 1);
        BitBuffer copy = bb.clone();
        copy.appendBits(0, 1);
        assertEquals(1, bb.bitLength());
        assertEquals(2, copy.bitLength());
    }
}"""
BBTEST_ADD = """
    @Test
    void getBitRejectsNegativeIndex() {
        BitBuffer bb = new BitBuffer();
        bb.appendBits(1, 1);
        assertThrows(IndexOutOfBoundsException.class, () -> bb.getBit(-1));
    }"""


def t20(rs: RowSet) -> None:
    root = "/workspace/qrgen-java"
    rel = "src/main/java/io/qrgen/core/BitBuffer.java"
    trel = "src/test/java/io/qrgen/core/BitBufferTest.java"
    p, tp = f"{root}/{rel}", f"{root}/{trel}"
    b1 = sub1(BITBUF0, BB_OLD, BB_NEW)
    pad = "\n".join(["//"] * (BBTEST_START - 1)) + "\n"
    t0 = pad + BBTEST_TAIL
    last_test_end = nlines(t0) - 1
    lines = t0.split("\n")
    t1 = "\n".join(lines[:last_test_end] + BBTEST_ADD.split("\n") + lines[last_test_end:])
    bi, bd = counts(BITBUF0, b1)
    ti, td = counts(t0, t1)
    hdr = "      ID      PID                  Address   Status    RSS            Last activity  Java home"
    fail = """[INFO] Running io.qrgen.core.QrSegmentTest
[INFO] Tests run: 29, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.041 s -- in io.qrgen.core.QrSegmentTest
[INFO] Running io.qrgen.core.BitBufferTest
[ERROR] Tests run: 11, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.019 s <<< FAILURE! -- in io.qrgen.core.BitBufferTest
[ERROR] io.qrgen.core.BitBufferTest.getBitRejectsIndexEqualToLength -- Time elapsed: 0.004 s <<< FAILURE!
org.opentest4j.AssertionFailedError: Expected java.lang.IndexOutOfBoundsException to be thrown, but nothing was thrown.
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:152)
	at org.junit.jupiter.api.AssertThrows.assertThrows(AssertThrows.java:73)
	at io.qrgen.core.BitBufferTest.getBitRejectsIndexEqualToLength(BitBufferTest.java:62)

[INFO] Running io.qrgen.core.QrCodeTest
[INFO] Tests run: 78, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.208 s -- in io.qrgen.core.QrCodeTest
[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   BitBufferTest.getBitRejectsIndexEqualToLength:62 Expected java.lang.IndexOutOfBoundsException to be thrown, but nothing was thrown.
[INFO]
[ERROR] Tests run: 118, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  4.311 s (Wall Clock)
[INFO] Finished at: 2025-05-20T08:44:58Z
[INFO] ------------------------------------------------------------------------"""
    ok = """[INFO] Running io.qrgen.core.BitBufferTest
[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.015 s -- in io.qrgen.core.BitBufferTest
[INFO] Running io.qrgen.core.QrSegmentTest
[INFO] Tests run: 29, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.037 s -- in io.qrgen.core.QrSegmentTest
[INFO] Running io.qrgen.core.QrCodeTest
[INFO] Tests run: 78, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.962 s -- in io.qrgen.core.QrCodeTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 119, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  2.874 s (Wall Clock)
[INFO] Finished at: 2025-05-20T08:47:33Z
[INFO] ------------------------------------------------------------------------"""
    turns = [
        (bash(f"cd {root} && mvnd --status"), oh_bash(
            hdr + "\n7a3b1f04     5121  inet:/127.0.0.1:39517     Idle   412m  2025-05-20T08:41:12.604  /opt/java/openjdk", root)),
        (bash("mvnd test 2>&1 | tail -n 27"), oh_bash(fail, root)),
        (editor("view", p), cat_n(p, BITBUF0)),
        (editor("str_replace", p, old_str=BB_OLD, new_str=BB_NEW), snip(p, b1, BB_NEW)),
        (editor("view", tp, view_range=[BBTEST_START, nlines(t0)]), view_lines(tp, t0, BBTEST_START, nlines(t0))),
        (editor("insert", tp, insert_line=last_test_end, new_str=BBTEST_ADD),
         snip(tp, t1, "void getBitRejectsNegativeIndex", span=5, ctx=5)),
        (bash("mvnd test 2>&1 | tail -n 16"), oh_bash(ok, root)),
        (bash("mvnd --stop && mvnd --status"), oh_bash("Stopping 1 running daemons\n" + hdr, root)),
        (bash("mvnd -q verify && mvnd --status"), oh_bash(
            hdr + "\nc91e06d2     5388  inet:/127.0.0.1:41203     Idle   389m  2025-05-20T08:49:05.117  /opt/java/openjdk", root)),
        (bash("git status --short && git diff --stat"), oh_bash(
            f" M {rel}\n M {trel}\n" + diffstat([(rel, bi, bd), (trel, ti, td)]), root)),
    ]
    state = ("Repository /workspace/qrgen-java (QR code generator, Java 21), built with the Maven Daemon (mvnd).\n"
             "Task: the test suite has one failure in BitBufferTest. Fix BitBuffer so getBit rejects every index "
             "outside [0, bitLength()), add a test for negative indices, and check that the build passes from a fresh "
             "daemon as CI does.")
    rs.add(task=TASK, tid="h25-swe-20", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 21: Gemini CLI, Python, pre-commit + ruff (clean)

TRANSFORM0 = '''"""Row transforms used by pipeline steps."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

Row = dict[str, Any]
Transform = Callable[[Row], Row | None]


def rename(mapping: dict[str, str]) -> Transform:
    def step(row: Row) -> Row:
        return {mapping.get(k, k): v for k, v in row.items()}

    return step


def drop(*columns: str) -> Transform:
    def step(row: Row) -> Row:
        return {k: v for k, v in row.items() if k not in columns}

    return step


def where(predicate: Callable[[Row], bool]) -> Transform:
    def step(row: Row) -> Row | None:
        return row if predicate(row) else None

    return step


def apply(rows: Iterable[Row], *steps: Transform) -> Iterator[Row]:
    for row in rows:
        out: Row | None = row
        for step in steps:
            out = step(out)
            if out is None:
                break
        if out is not None:
            yield out'''

TF_ANCHOR = "def apply(rows: Iterable[Row], *steps: Transform) -> Iterator[Row]:"
TF_AGENT = """TRUE_WORDS = {'1','true','yes','y','on'}
FALSE_WORDS = {'0','false','no','n','off',''}


def coerce_bool(*columns: str) -> Transform:
    def step(row: Row) -> Row:
        out = dict(row)
        for c in columns:
            v = out.get(c)
            if v is None or isinstance(v, bool):
                continue
            s = str(v).strip().lower()
            if s in TRUE_WORDS:
                out[c] = True
            elif s in FALSE_WORDS:
                out[c] = False
            else:
                raise ValueError(f"{c}: cannot interpret {v!r} as a boolean (expected one of {sorted(TRUE_WORDS | FALSE_WORDS)})")
        return out
    return step


"""
TF_FORMATTED = """TRUE_WORDS = {"1", "true", "yes", "y", "on"}
FALSE_WORDS = {"0", "false", "no", "n", "off", ""}


def coerce_bool(*columns: str) -> Transform:
    def step(row: Row) -> Row:
        out = dict(row)
        for c in columns:
            v = out.get(c)
            if v is None or isinstance(v, bool):
                continue
            s = str(v).strip().lower()
            if s in TRUE_WORDS:
                out[c] = True
            elif s in FALSE_WORDS:
                out[c] = False
            else:
                raise ValueError(
                    f"{c}: cannot interpret {v!r} as a boolean (expected one of {sorted(TRUE_WORDS | FALSE_WORDS)})"
                )
        return out

    return step


"""

COERCE_TEST = '''import pytest

from tinyetl.transform import apply, coerce_bool


@pytest.mark.parametrize("raw", ["1", "true", " Yes "])
def test_true_words(raw):
    assert next(apply([{"active": raw}], coerce_bool("active"))) == {"active": True}


@pytest.mark.parametrize("raw", ["off", ""])
def test_false_words(raw):
    assert next(apply([{"active": raw}], coerce_bool("active"))) == {"active": False}


def test_rejects_garbage():
    with pytest.raises(ValueError, match="cannot interpret 'maybe'"):
        next(apply([{"active": "maybe"}], coerce_bool("active")))'''


def t21(rs: RowSet) -> None:
    root = "/home/june/dev/tinyetl"
    p = f"{root}/src/tinyetl/transform.py"
    tp = f"{root}/tests/test_coerce_bool.py"
    agent = sub1(TRANSFORM0, TF_ANCHOR, TF_AGENT + TF_ANCHOR)
    fmt = sub1(TRANSFORM0, TF_ANCHOR, TF_FORMATTED + TF_ANCHOR)
    assert agent != fmt
    fi, fd = counts(TRANSFORM0, fmt)
    hooks_first = "\n".join([
        precommit("trim trailing whitespace", "Passed"), precommit("fix end of files", "Passed"),
        precommit("check yaml", "Passed"), precommit("check for added large files", "Passed"),
        precommit("ruff", "Passed"), precommit("ruff-format", "Failed"),
        "- hook id: ruff-format", "- files were modified by this hook", "", "1 file reformatted, 17 files left unchanged",
        "", precommit("mypy", "Passed")])
    hooks_ok = "\n".join(precommit(n, "Passed") for n in (
        "trim trailing whitespace", "fix end of files", "check yaml", "check for added large files", "ruff",
        "ruff-format", "mypy"))
    hooks_commit = "\n".join([
        precommit("trim trailing whitespace", "Passed"), precommit("fix end of files", "Passed"),
        precommit("check yaml", "(no files to check)Skipped"), precommit("check for added large files", "Passed"),
        precommit("ruff", "Passed"), precommit("ruff-format", "Passed"), precommit("mypy", "Passed")])
    commit = 'git add -A && git commit -m "transform: add coerce_bool step"'
    turns = [
        (read(p), TRANSFORM0),
        (replace(p, TF_ANCHOR, TF_AGENT + TF_ANCHOR), g_mod(p)),
        (gshell("pre-commit run --all-files", "Run all pre-commit hooks."),
         gem_run("pre-commit run --all-files", hooks_first, code=1, pgid=52117)),
        (read(p), fmt),
        (gshell("pre-commit run --all-files", "Run the hooks again after the reformat."),
         gem_run("pre-commit run --all-files", hooks_ok, pgid=52190)),
        (gshell("pytest -q", "Run the test suite."),
         gem_run("pytest -q", pytest_line("." * 44, "[100%]") + "\n44 passed in 0.21s", pgid=52233)),
        (write(tp, COERCE_TEST), g_new(tp)),
        (gshell("pytest -q", "Run the tests including the new file."),
         gem_run("pytest -q", pytest_line("." * 50, "[100%]") + "\n50 passed in 0.23s", pgid=52260)),
        (gshell(commit, "Commit; the hooks run on the staged files."),
         gem_run(commit, hooks_commit + "\n[main 5d9e0aa] transform: add coerce_bool step\n"
                 + changed_summary([("src/tinyetl/transform.py", fi, fd), ("tests/test_coerce_bool.py", nlines(COERCE_TEST), 0)])
                 + "\n create mode 100644 tests/test_coerce_bool.py", pgid=52301)),
    ]
    state = ("Gemini CLI session in /home/june/dev/tinyetl (small Python ETL library; pre-commit with ruff, "
             "ruff-format and mypy).\nUser: add a `coerce_bool(*columns)` transform that turns strings like "
             "'yes'/'0'/'' into booleans and rejects anything else, with tests, and commit it with the hooks passing.")
    rs.add(task=TASK, tid="h25-swe-21", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 22: OpenHands, Python, poetry + alembic

TICKET_START = 31
TICKET_SNIP = '''class Ticket(Base):
    __tablename__ = "tickets"

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    body: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[TicketStatus] = mapped_column(Enum(TicketStatus, name="ticket_status"), default=TicketStatus.OPEN)
    priority: Mapped[int] = mapped_column(SmallInteger, default=3, server_default="3")
    assignee_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )

    assignee: Mapped[User | None] = relationship(back_populates="tickets")
    comments: Mapped[list[Comment]] = relationship(back_populates="ticket", cascade="all, delete-orphan")

    __table_args__ = (Index("ix_tickets_status_updated_at", "status", "updated_at"),)'''

TK_OLD = '''    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
'''
TK_NEW = '''    due_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
'''

MIGRATION = '''"""add ticket due_at

Revision ID: 5d2e9f7c1a04
Revises: 8c41f0a2b7d3
Create Date: 2025-02-18 14:06:51.203118

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision: str = '5d2e9f7c1a04'
down_revision: Union[str, None] = '8c41f0a2b7d3'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.add_column('tickets', sa.Column('due_at', sa.DateTime(timezone=True), nullable=True))
    # ### end Alembic commands ###


def downgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.drop_column('tickets', 'due_at')
    # ### end Alembic commands ###'''


def t22(rs: RowSet) -> None:
    root = "/workspace/ticketsvc"
    mp = f"{root}/app/models.py"
    mig_rel = "migrations/versions/5d2e9f7c1a04_add_ticket_due_at.py"
    mig = f"{root}/{mig_rel}"
    pad = "\n".join(["#"] * (TICKET_START - 1)) + "\n"
    m0 = pad + TICKET_SNIP
    m1 = sub1(m0, TK_OLD, TK_NEW)
    mi, md = counts(m0, m1)
    end = nlines(m0)
    ctx = "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
    older = ("e3b07c51d2a9 -> 8c41f0a2b7d3{tag}, add ticket priority\n"
             "47a1d9be02f6 -> e3b07c51d2a9, tickets: index on (status, updated_at)\n"
             "b90c3e6f5a18 -> 47a1d9be02f6, add comments table\n<base> -> b90c3e6f5a18, initial schema")
    turns = [
        (bash(f"cd {root} && poetry run alembic current && poetry run alembic history"), oh_bash(
            ctx + "8c41f0a2b7d3 (head)\n" + older.format(tag=" (head)"), root)),
        (editor("view", mp, view_range=[TICKET_START, end]), view_lines(mp, m0, TICKET_START, end)),
        (editor("str_replace", mp, old_str=TK_OLD, new_str=TK_NEW), snip(mp, m1, "due_at: Mapped")),
        (bash("poetry run alembic revision --autogenerate -m 'add ticket due_at'"), oh_bash(
            ctx + "INFO  [alembic.autogenerate.compare] Detected added column 'tickets.due_at'\n"
            f"  Generating {mig} ...  done", root)),
        (editor("view", mig), cat_n(mig, MIGRATION)),
        (bash("poetry run alembic upgrade head"), oh_bash(
            ctx + "INFO  [alembic.runtime.migration] Running upgrade 8c41f0a2b7d3 -> 5d2e9f7c1a04, add ticket due_at", root)),
        (bash("poetry run alembic history --indicate-current"), oh_bash(
            ctx + "8c41f0a2b7d3 -> 5d2e9f7c1b04 (head) (current), add ticket due_at\n" + older.format(tag=""), root)),
        (bash("poetry run pytest -q tests/test_models.py tests/test_migrations.py"), oh_bash(
            pytest_line("..............", "[100%]") + "\n14 passed in 3.41s", root)),
        (bash("git status --short"), oh_bash(f" M app/models.py\n?? {mig_rel}", root)),
        (bash('git add -A && git commit -m "tickets: add optional due_at with migration"'), oh_bash(
            "[feature/ticket-due-date 2e81c4a] tickets: add optional due_at with migration\n"
            + changed_summary([("app/models.py", mi, md), (mig_rel, nlines(MIGRATION), 0)])
            + f"\n create mode 100644 {mig_rel}", root)),
    ]
    state = ("Repository /workspace/ticketsvc (FastAPI + SQLAlchemy 2.0 + Alembic, managed with poetry; local "
             "PostgreSQL), branch feature/ticket-due-date.\nTask: tickets need an optional timezone-aware `due_at`. Add "
             "the column to the model, generate and review the Alembic migration, apply it locally, run the model and "
             "migration tests, and commit.")
    rs.add(task=TASK, tid="h25-swe-22", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=7, kind="migration revision id in alembic history differs from the id alembic generated and applied")


# ---------------------------------------------------------------- main

def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
