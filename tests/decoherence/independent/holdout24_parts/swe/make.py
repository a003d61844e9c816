# ruff: noqa: E501, W291, W293
"""Holdout24, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI tool styles).

Eleven carry exactly one observation that contradicts an earlier observation (or the starting state);
eleven are clean but full of legitimate change: edits the agent made, test counts that follow added
tests, timings, rebuilt artifacts, new commit hashes after commits and amends, restarted processes,
formatter rewrites, paginated and truncated views.  Run it to write ``swe_test.jsonl`` and ``labels.json``.
"""

from __future__ import annotations

import base64
import difflib
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

T = "swe"


# ---------------------------------------------------------------- helpers
def lno(text: str, needle: str) -> int:
    """1-based number of the first line of ``text`` that contains ``needle``."""
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise ValueError(needle)


def lines(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


def view(path: str, text: str, a: int, b: int) -> str:
    return cat_n(path, lines(text, a, b), a)


def snip(path: str, text: str, needle: str, ctx: int = 4) -> str:
    """The OpenHands snippet shown after an edit, centred on the line holding ``needle``."""
    n = lno(text, needle)
    a = max(1, n - ctx)
    b = min(len(text.split("\n")), n + ctx)
    return edited(path, lines(text, a, b), a)


def udiff(path: str, old: str, new: str, index: str, fn: str = "") -> str:
    """A git-style unified diff of one file."""
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=3))[2:]
    out = [f"diff --git a/{path} b/{path}", f"index {index} 100644", f"--- a/{path}", f"+++ b/{path}"]
    first = True
    for ln in body:
        if ln.startswith("@@") and first and fn:
            ln = ln + " " + fn
            first = False
        out.append(ln)
    return "\n".join(out)


def grun(cmd: str, out: str, *, err: str = "", code: int = 0, pgid: int = 40211, bg: str = "",
         directory: str = "(root)") -> str:
    """Gemini CLI run_shell_command result, with optional stderr and background pids."""
    text = gem_run(cmd, out, code=code, pgid=pgid, directory=directory)
    if err:
        text = text.replace("Stderr: (empty)", "Stderr: " + err)
    if code:
        text = text.replace("Error: (none)", f"Error: Command exited with code {code}")
    if bg:
        text = text.replace("Background PIDs: (none)", "Background PIDs: " + bg)
    return text


def g_mod(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_new(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def g_read(text: str, a: int | None = None, b: int | None = None, total: int | None = None) -> str:
    """read_file output; with a range, the truncation note Gemini CLI puts before a partial view."""
    if a is None:
        return text
    assert b is not None and total is not None
    return (f"[File content truncated: showing lines {a}-{b} of {total} total lines. Use offset/limit "
            f"parameters to view more.]\n" + lines(text, a, b))


def g_ls(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def g_grep(pattern: str, where: str, hits: list[tuple[str, int, str]], include: str = "") -> str:
    """search_file_content output, grouped by file."""
    if not hits:
        return f'No matches found for pattern "{pattern}" in path "{where}"' + (f' (filter: "{include}")' if include else "") + "."
    n = len(hits)
    head = f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}"' + (f' (filter: "{include}")' if include else "") + ":\n---"
    out, cur = [head], None
    for f, ln, txt in hits:
        if f != cur:
            if cur is not None:
                out.append("---")
            out.append(f"File: {f}")
            cur = f
        out.append(f"L{ln}: {txt}")
    out.append("---")
    return "\n".join(out)


def created(path: str) -> str:
    return f"File created successfully at: {path}"


# ---------------------------------------------------------------- 01 (OpenHands, Python, pytest)
SLUG = r'''"""URL slug helpers."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["slugify", "unique_slug"]

_STRIP_RE = re.compile(r"[^\w\s-]")


def _ascii_fold(text: str) -> str:
    normalized = unicodedata.normalize("NFKD", text)
    return normalized.encode("ascii", "ignore").decode("ascii")


def slugify(text: str, *, max_length: int = 80, allow_unicode: bool = False) -> str:
    """Return a lowercase, dash-separated slug for ``text``.

    Non-ASCII letters are folded to their closest ASCII form unless ``allow_unicode`` is set.
    The result never starts or ends with a dash and is cut to ``max_length`` characters.
    """
    if not allow_unicode:
        text = _ascii_fold(text)
    text = _STRIP_RE.sub("", text.lower())
    text = re.sub(r"[\s_]+", "-", text)
    text = text.strip("-")
    if max_length and len(text) > max_length:
        text = text[:max_length].rstrip("-")
    return text


def unique_slug(text: str, taken: set[str], *, max_length: int = 80) -> str:
    """Return a slug not in ``taken``, appending ``-2``, ``-3`` ... as needed."""
    base = slugify(text, max_length=max_length)
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"
'''
SLUG_OLD_LINE = '    text = re.sub(r"[\\s_]+", "-", text)'
SLUG_NEW_LINE = '    text = re.sub(r"[\\s_-]+", "-", text)'


def t01(rs: RowSet) -> None:
    root = "/workspace/textkit"
    p = f"{root}/src/textkit/slug.py"
    new = SLUG.replace(SLUG_OLD_LINE, SLUG_NEW_LINE)
    assert new != SLUG
    n = lno(SLUG, SLUG_OLD_LINE)
    fail = """============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0
rootdir: /workspace/textkit
configfile: pyproject.toml
plugins: cov-5.0.0
collected 12 items

tests/test_slug.py ......F.....                                          [100%]

=================================== FAILURES ===================================
______________________ test_repeated_separators_collapse _______________________

    def test_repeated_separators_collapse():
>       assert slugify("Hello -- World") == "hello-world"
E       AssertionError: assert 'hello----world' == 'hello-world'
E
E         - hello-world
E         + hello----world
E         ?      +++

tests/test_slug.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_slug.py::test_repeated_separators_collapse - AssertionError: assert 'hello----world' == 'hello-world'
========================= 1 failed, 11 passed in 0.09s ========================="""
    turns = [
        (bash(f"cd {root} && git status && ls src/textkit tests"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
src/textkit:
__init__.py
casefold.py
py.typed
slug.py
truncate.py
wrap.py

tests:
__init__.py
conftest.py
test_casefold.py
test_slug.py
test_truncate.py
test_wrap.py""", root)),
        (editor("view", p), cat_n(p, SLUG)),
        (bash("python -m pytest tests/test_slug.py"), oh_bash(fail, root, 1)),
        (editor("str_replace", p, old_str=SLUG_OLD_LINE, new_str=SLUG_NEW_LINE), snip(p, new, SLUG_NEW_LINE)),
        (bash("python -m pytest tests/test_slug.py -q"),
         oh_bash("""............                                                             [100%]
12 passed in 0.05s""", root)),
        # BAD: the line edited in turn 4 reads back with its old character class
        (editor("view", p, view_range=[n - 8, n + 12]), view(p, SLUG, n - 8, n + 12)),
        (bash("git diff"), oh_bash(udiff("src/textkit/slug.py", SLUG, new, "3b9e0c1..a74d2f8",
                                         "def slugify(text: str, *, max_length: int = 80, allow_unicode: bool = False) -> str:"), root)),
        (bash("python -m pytest -q"),
         oh_bash("""........................................................................ [ 38%]
........................................................................ [ 77%]
...........................................                              [100%]
187 passed in 2.41s""", root)),
    ]
    rs.add(task=T, tid="h24-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository textkit at /workspace/textkit. Issue #412: slugify('Hello -- World') returns 'hello----world'; runs of spaces, underscores and dashes should collapse into a single dash.",
           bad=True, turn=6, kind="regex line edited in slug.py reads back with its pre-edit content in a later view")


# ---------------------------------------------------------------- 02 (Gemini CLI, TypeScript, npm + jest) clean
MONEY = """import { CurrencyCode, CURRENCIES } from "./currencies";

export interface FormatOptions {
  locale?: string;
  showCode?: boolean;
}

/** Number of minor units (cents, fils, ...) a currency uses. */
export function minorUnits(code: CurrencyCode): number {
  return CURRENCIES[code]?.minorUnits ?? 2;
}

/** Round an amount to the currency's minor unit, half away from zero. */
export function roundMoney(amount: number, code: CurrencyCode): number {
  const factor = 10 ** minorUnits(code);
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * factor)) / factor;
}

export function formatMoney(amount: number, code: CurrencyCode, opts: FormatOptions = {}): string {
  const rounded = roundMoney(amount, code);
  const digits = minorUnits(code);
  const text = new Intl.NumberFormat(opts.locale ?? "en-US", {
    style: "currency",
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rounded);
  return opts.showCode ? `${text} ${code}` : text;
}

export function sumMoney(amounts: number[], code: CurrencyCode): number {
  return roundMoney(amounts.reduce((acc, a) => acc + a, 0), code);
}
"""
MONEY_OLD = "  return (sign * Math.round(Math.abs(amount) * factor)) / factor;"
MONEY_NEW = "  return (sign * Math.round((Math.abs(amount) + Number.EPSILON) * factor)) / factor;"
MONEY_T_OLD = """  it("rounds half away from zero for negatives", () => {
    expect(roundMoney(-2.345, "USD")).toBe(-2.35);
  });"""
MONEY_T_NEW = """  it("rounds half away from zero for negatives", () => {
    expect(roundMoney(-2.345, "USD")).toBe(-2.35);
  });

  it("rounds binary-inexact halves up (issue #88)", () => {
    expect(roundMoney(1.005, "USD")).toBe(1.01);
    expect(formatMoney(1.005, "USD")).toBe("$1.01");
    expect(roundMoney(-1.005, "USD")).toBe(-1.01);
  });"""


def t02(rs: RowSet) -> None:
    root = "/home/dev/invoice-service"
    new = MONEY.replace(MONEY_OLD, MONEY_NEW)
    turns = [
        (call("list_directory", path=f"{root}/src"),
         g_ls(f"{root}/src", ["__snapshots__", "routes", "templates"],
              ["app.ts", "currencies.ts", "invoice.test.ts", "invoice.ts", "money.test.ts", "money.ts",
               "pdf.test.ts", "pdf.ts", "tax.test.ts", "tax.ts"])),
        (call("read_file", absolute_path=f"{root}/src/money.ts"), g_read(MONEY)),
        (gshell("npx jest src/money.test.ts", "Run the money unit tests before changing anything"),
         grun("npx jest src/money.test.ts", "", err="""PASS src/money.test.ts
  minorUnits
    ✓ defaults to 2 for unknown codes (2 ms)
    ✓ uses 0 for JPY (1 ms)
    ✓ uses 3 for KWD
  roundMoney
    ✓ rounds to cents (1 ms)
    ✓ rounds half away from zero for negatives
  formatMoney
    ✓ formats USD in en-US (6 ms)
    ✓ formats EUR in de-DE (2 ms)
    ✓ appends the code when showCode is set (1 ms)
  sumMoney
    ✓ sums and rounds once (1 ms)

Test Suites: 1 passed, 1 total
Tests:       9 passed, 9 total
Snapshots:   0 total
Time:        1.842 s
Ran all test suites matching /src\\/money.test.ts/i.""", pgid=51802)),
        (call("replace", file_path=f"{root}/src/money.ts", old_string=MONEY_OLD, new_string=MONEY_NEW,
              instruction="Add Number.EPSILON before scaling so 1.005 rounds to 1.01."),
         g_mod(f"{root}/src/money.ts")),
        (call("replace", file_path=f"{root}/src/money.test.ts", old_string=MONEY_T_OLD, new_string=MONEY_T_NEW,
              instruction="Add a regression test for issue #88."),
         g_mod(f"{root}/src/money.test.ts")),
        (gshell("npx jest src/money.test.ts --coverage --collectCoverageFrom=src/money.ts",
                "Re-run the money tests with coverage for money.ts"),
         grun("npx jest src/money.test.ts --coverage --collectCoverageFrom=src/money.ts", """----------|---------|----------|---------|---------|-------------------
File      | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
----------|---------|----------|---------|---------|-------------------
All files |     100 |      100 |     100 |     100 |
 money.ts |     100 |      100 |     100 |     100 |
----------|---------|----------|---------|---------|-------------------""", err="""PASS src/money.test.ts
  minorUnits
    ✓ defaults to 2 for unknown codes (2 ms)
    ✓ uses 0 for JPY
    ✓ uses 3 for KWD (1 ms)
  roundMoney
    ✓ rounds to cents
    ✓ rounds half away from zero for negatives (1 ms)
    ✓ rounds binary-inexact halves up (issue #88) (4 ms)
  formatMoney
    ✓ formats USD in en-US (7 ms)
    ✓ formats EUR in de-DE (2 ms)
    ✓ appends the code when showCode is set (1 ms)
  sumMoney
    ✓ sums and rounds once

Test Suites: 1 passed, 1 total
Tests:       10 passed, 10 total
Snapshots:   0 total
Time:        2.317 s
Ran all test suites matching /src\\/money.test.ts/i.""", pgid=51977)),
        (gshell("git status --short && git diff --stat", "Check what changed"),
         grun("git status --short && git diff --stat", """ M src/money.test.ts
 M src/money.ts
 src/money.test.ts | 6 ++++++
 src/money.ts      | 2 +-
 2 files changed, 7 insertions(+), 1 deletion(-)""", pgid=52040)),
        (gshell("npx jest --silent", "Run the whole test suite"),
         grun("npx jest --silent", "", err="""PASS src/money.test.ts
PASS src/tax.test.ts
PASS src/invoice.test.ts
PASS src/routes/invoices.test.ts
PASS src/routes/customers.test.ts
PASS src/routes/health.test.ts
PASS src/templates/render.test.ts (5.118 s)
PASS src/pdf.test.ts

Test Suites: 8 passed, 8 total
Tests:       126 passed, 126 total
Snapshots:   3 passed, 3 total
Time:        7.604 s, estimated 9 s
Ran all test suites.""", pgid=52101)),
        (call("read_file", absolute_path=f"{root}/src/money.ts", offset=12, limit=8),
         g_read(new, 13, 20, len(new.split("\n")) - 1)),
        (gshell('git add src/money.ts src/money.test.ts && git commit -m "money: round binary-inexact halves correctly (#88)" && git log --oneline -3',
                "Commit the fix and show recent history"),
         grun('git add src/money.ts src/money.test.ts && git commit -m "money: round binary-inexact halves correctly (#88)" && git log --oneline -3',
              """[fix/88-rounding 0d6e2f7] money: round binary-inexact halves correctly (#88)
 2 files changed, 7 insertions(+), 1 deletion(-)
0d6e2f7 (HEAD -> fix/88-rounding) money: round binary-inexact halves correctly (#88)
b83a1c5 (origin/main, main) tax: support reverse-charge invoices
4f02de9 pdf: embed Inter font subset""", pgid=52188)),
    ]
    rs.add(task=T, tid="h24-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Project invoice-service (Node 20, TypeScript, jest) on branch fix/88-rounding. Issue #88: formatMoney(1.005, 'USD') prints $1.00 instead of $1.01.")


# ---------------------------------------------------------------- 03 (Gemini CLI, Go, go test + git)
BUCKET = """package ratelimit

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

// New returns a full bucket holding up to capacity tokens.
func New(capacity int, perSecond float64) *Bucket {
	b := &Bucket{capacity: float64(capacity), tokens: float64(capacity), rate: perSecond, now: time.Now}
	b.last = b.now()
	return b
}

func (b *Bucket) refill() {
	now := b.now()
	elapsed := now.Sub(b.last).Seconds()
	b.last = now
	b.tokens += elapsed * b.rate
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

// Tokens returns the number of whole tokens currently available.
func (b *Bucket) Tokens() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	return int(b.tokens)
}
"""
BUCKET_OLD = """	b.tokens += elapsed * b.rate
}"""
BUCKET_NEW = """	b.tokens += elapsed * b.rate
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
}"""


def t03(rs: RowSet) -> None:
    root = "/home/ana/ratelimit"
    gt = "go test -race ./..."
    turns = [
        (gshell("git log --oneline -5 && git status --short", "Look at recent history and working tree"),
         grun("git log --oneline -5 && git status --short", """a91c3e4 (HEAD -> main, origin/main, origin/HEAD) middleware: add Retry-After header
5be2077 bucket: expose Tokens()
e03f9d1 limiter: per-key map with idle janitor
c6d18a2 ci: run tests with -race
1f47b90 initial token bucket""", pgid=7710)),
        (call("read_file", absolute_path=f"{root}/bucket.go"), g_read(BUCKET)),
        (gshell(gt, "Run the tests"),
         grun(gt, """--- FAIL: TestRefillClampsToCapacity (0.00s)
    bucket_test.go:58: Tokens() after idle 10m0s = 6010, want 10
FAIL
FAIL	github.com/ana/ratelimit	0.041s
ok  	github.com/ana/ratelimit/keyed	1.208s
ok  	github.com/ana/ratelimit/middleware	0.087s
FAIL""", code=1, pgid=7725)),
        (call("replace", file_path=f"{root}/bucket.go", old_string=BUCKET_OLD, new_string=BUCKET_NEW,
              instruction="Clamp tokens to capacity after refilling."),
         g_mod(f"{root}/bucket.go")),
        (gshell("go test -race -count=1 ./...", "Run the tests again without the cache"),
         grun("go test -race -count=1 ./...", """ok  	github.com/ana/ratelimit	0.038s
ok  	github.com/ana/ratelimit/keyed	1.187s
ok  	github.com/ana/ratelimit/middleware	0.092s""", pgid=7790)),
        (gshell("gofmt -l . && go vet ./... && git diff --stat", "Format check, vet and diff summary"),
         grun("gofmt -l . && go vet ./... && git diff --stat", """ bucket.go | 3 +++
 1 file changed, 3 insertions(+)""", pgid=7802)),
        (gshell('git commit -am "bucket: clamp refill to capacity"', "Commit the fix"),
         grun('git commit -am "bucket: clamp refill to capacity"', """[main 7c41e9a] bucket: clamp refill to capacity
 1 file changed, 3 insertions(+)""", pgid=7815)),
        (gshell("git status", "Confirm the tree is clean"),
         grun("git status", """On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean""", pgid=7821)),
        # BAD: the commit created in turn 7 as 7c41e9a is listed as 7c14e9a
        (gshell("git log --oneline -3", "Show the new commit on top of main"),
         grun("git log --oneline -3", """7c14e9a (HEAD -> main) bucket: clamp refill to capacity
a91c3e4 (origin/main, origin/HEAD) middleware: add Retry-After header
5be2077 bucket: expose Tokens()""", pgid=7830)),
        (gshell("git push origin main", "Publish the fix"),
         grun("git push origin main", "", err="""Enumerating objects: 5, done.
Counting objects: 100% (5/5), done.
Delta compression using up to 8 threads
Compressing objects: 100% (3/3), done.
Writing objects: 100% (3/3), 402 bytes | 402.00 KiB/s, done.
Total 3 (delta 2), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (2/2), completed with 2 local objects.
To github.com:ana/ratelimit.git
   a91c3e4..7c41e9a  main -> main""", pgid=7844)),
    ]
    rs.add(task=T, tid="h24-swe-03", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Go module github.com/ana/ratelimit at /home/ana/ratelimit. Bug report: after a long idle period a Bucket allows far more requests than its capacity.",
           bad=True, turn=9, kind="hash of the commit just made differs between the commit output and git log")


def counts(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for ln in difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0):
        if ln.startswith("+") and not ln.startswith("+++"):
            ins += 1
        elif ln.startswith("-") and not ln.startswith("---"):
            dels += 1
    return ins, dels


def dstat(files: list[tuple[str, int, int]]) -> str:
    """``git diff --stat`` for (path, insertions, deletions) rows."""
    w = max(len(f) for f, _, _ in files)
    cw = max(len(str(i + d)) for _, i, d in files)
    out = [f" {f.ljust(w)} | {str(i + d).rjust(cw)} {'+' * i}{'-' * d}" for f, i, d in files]
    ti, td = sum(i for _, i, _ in files), sum(d for _, _, d in files)
    n = len(files)
    tail = f" {n} file{'s' if n != 1 else ''} changed"
    if ti:
        tail += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        tail += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(out + [tail])


# ---------------------------------------------------------------- 04 (OpenHands, Rust, cargo) clean
CLI_RS = """use std::path::PathBuf;

use clap::Parser;

/// Compare two CSV files row by row, keyed on one or more columns.
#[derive(Debug, Parser)]
#[command(name = "csvdiff", version, about)]
pub struct Args {
    /// The original file.
    pub left: PathBuf,

    /// The changed file.
    pub right: PathBuf,

    /// Columns that identify a row (comma separated, 0-based or header names).
    #[arg(short, long, default_value = "0")]
    pub key: String,

    /// Field delimiter.
    #[arg(short, long, default_value_t = ',')]
    pub delimiter: char,

    /// Print only the number of added, removed and changed rows.
    #[arg(long)]
    pub summary: bool,
}

impl Args {
    pub fn options(&self) -> crate::diff::Options {
        crate::diff::Options {
            summary: self.summary,
        }
    }
}
"""
CLI_OLD = """    pub summary: bool,
}

impl Args {
    pub fn options(&self) -> crate::diff::Options {
        crate::diff::Options {
            summary: self.summary,
"""
CLI_NEW = """    pub summary: bool,

    /// Compare cell values without regard to ASCII case.
    #[arg(short = 'i', long)]
    pub ignore_case: bool,
}

impl Args {
    pub fn options(&self) -> crate::diff::Options {
        crate::diff::Options {
            summary: self.summary,
            ignore_case: self.ignore_case,
"""
DIFF_RS = """//! Row matching and cell comparison.

use std::collections::{BTreeMap, BTreeSet};

use crate::table::{Row, Table};

#[derive(Debug, Clone, Default)]
pub struct Options {
    pub summary: bool,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Change {
    Added(Row),
    Removed(Row),
    Modified { key: Vec<String>, columns: Vec<usize>, left: Row, right: Row },
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub added: usize,
    pub removed: usize,
    pub modified: usize,
}

fn cells_equal(a: &str, b: &str, _opts: &Options) -> bool {
    a == b
}

pub fn diff(left: &Table, right: &Table, key: &[usize], opts: &Options) -> Vec<Change> {
    let index: BTreeMap<Vec<String>, &Row> = right.rows.iter().map(|r| (r.key(key), r)).collect();
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for row in &left.rows {
        let k = row.key(key);
        match index.get(&k) {
            None => out.push(Change::Removed(row.clone())),
            Some(other) => {
                seen.insert(k.clone());
                let columns: Vec<usize> = (0..row.len().max(other.len()))
                    .filter(|&c| !cells_equal(row.get(c), other.get(c), opts))
                    .collect();
                if !columns.is_empty() {
                    out.push(Change::Modified { key: k, columns, left: row.clone(), right: (*other).clone() });
                }
            }
        }
    }
    for row in &right.rows {
        if !seen.contains(&row.key(key)) {
            out.push(Change::Added(row.clone()));
        }
    }
    out
}
"""
OPT_OLD = """pub struct Options {
    pub summary: bool,
}"""
OPT_NEW = """pub struct Options {
    pub summary: bool,
    pub ignore_case: bool,
}"""
EQ_OLD = """fn cells_equal(a: &str, b: &str, _opts: &Options) -> bool {
    a == b
}"""
EQ_NEW = """fn cells_equal(a: &str, b: &str, opts: &Options) -> bool {
    if opts.ignore_case {
        a.eq_ignore_ascii_case(b)
    } else {
        a == b
    }
}"""
CLI_TESTS = """use assert_cmd::Command;
use predicates::prelude::*;

fn csvdiff() -> Command {
    Command::cargo_bin("csvdiff").unwrap()
}

#[test]
fn identical_files_print_nothing() {
    csvdiff().args(["tests/data/a.csv", "tests/data/a.csv"]).assert().success().stdout("");
}

#[test]
fn reports_modified_columns() {
    csvdiff()
        .args(["tests/data/a.csv", "tests/data/b.csv", "--key", "id"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("~ id=7: price 12.50 -> 13.00"));
}

#[test]
fn prints_summary() {
    csvdiff()
        .args(["tests/data/a.csv", "tests/data/b.csv", "--key", "id", "--summary"])
        .assert()
        .code(1)
        .stdout("added: 2, removed: 1, modified: 3\\n");
}

#[test]
fn key_by_header_name() {
    csvdiff().args(["tests/data/a.csv", "tests/data/a_sorted.csv", "-k", "sku"]).assert().success();
}

#[test]
fn respects_delimiter() {
    csvdiff().args(["tests/data/a.tsv", "tests/data/b.tsv", "-d", "\\t", "--summary"]).assert().code(1);
}

#[test]
fn exits_nonzero_on_missing_file() {
    csvdiff()
        .args(["tests/data/nope.csv", "tests/data/a.csv"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("No such file"));
}
"""
CLI_TEST_ADD = """
#[test]
fn ignore_case_treats_case_only_changes_as_equal() {
    csvdiff()
        .args(["tests/data/a.csv", "tests/data/a_upper.csv", "--key", "id"])
        .assert()
        .code(1);
    csvdiff()
        .args(["tests/data/a.csv", "tests/data/a_upper.csv", "--key", "id", "--ignore-case"])
        .assert()
        .success()
        .stdout("");
}"""

CARGO_TEST_HEAD = """    Finished `test` profile [unoptimized + debuginfo] target(s) in {t}
     Running unittests src/lib.rs (target/debug/deps/csvdiff-5c1e0a7d2b94f3e8)
running 23 tests
test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s
     Running unittests src/main.rs (target/debug/deps/csvdiff-a08f6b3c9e21d4f7)
running 0 tests
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/cli.rs (target/debug/deps/cli-71d2e9f0a3b5c6d4)
running {n} tests
test result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {c}
   Doc-tests csvdiff
running 2 tests
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s"""


def t04(rs: RowSet) -> None:
    root = "/workspace/csvdiff"
    cli_p, diff_p, test_p = f"{root}/src/cli.rs", f"{root}/src/diff.rs", f"{root}/tests/cli.rs"
    cli_new = CLI_RS.replace(CLI_OLD, CLI_NEW)
    d1 = DIFF_RS.replace(OPT_OLD, OPT_NEW)
    d2 = d1.replace(EQ_OLD, EQ_NEW)
    nlines = len(CLI_TESTS.split("\n")) - 1
    tests_new = CLI_TESTS.rstrip("\n") + "\n" + CLI_TEST_ADD + "\n"
    err_line = lno(cli_new, "ignore_case: self.ignore_case")
    grepx = 'cargo test 2>&1 | grep -E "^( +Compiling| +Finished|running|test result| +Running| +Doc-tests)"'
    turns = [
        (bash(f"cd {root} && git status --short && {grepx}"),
         oh_bash(CARGO_TEST_HEAD.format(t="0.21s", n=6, c="0.17s"), root)),
        (editor("view", cli_p), cat_n(cli_p, CLI_RS)),
        (editor("str_replace", cli_p, old_str=CLI_OLD, new_str=CLI_NEW), snip(cli_p, cli_new, "pub ignore_case: bool", 6)),
        (bash("cargo build 2>&1"),
         oh_bash(f"""   Compiling csvdiff v0.4.2 (/workspace/csvdiff)
error[E0560]: struct `Options` has no field named `ignore_case`
  --> src/cli.rs:{err_line}:13
   |
{err_line} |             ignore_case: self.ignore_case,
   |             ^^^^^^^^^^^ `Options` does not have this field
   |
   = note: all struct fields are already assigned

For more information about this error, try `rustc --explain E0560`.
error: could not compile `csvdiff` (lib) due to 1 previous error""", root, 101)),
        (editor("view", diff_p, view_range=[1, 30]), view(diff_p, DIFF_RS, 1, 30)),
        (editor("str_replace", diff_p, old_str=OPT_OLD, new_str=OPT_NEW), snip(diff_p, d1, "pub ignore_case: bool")),
        (editor("str_replace", diff_p, old_str=EQ_OLD, new_str=EQ_NEW), snip(diff_p, d2, "if opts.ignore_case")),
        (bash("cargo build 2>&1"),
         oh_bash("""   Compiling csvdiff v0.4.2 (/workspace/csvdiff)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.64s""", root)),
        (editor("insert", test_p, insert_line=nlines, new_str=CLI_TEST_ADD),
         edited(test_p, lines(tests_new, nlines - 6, nlines + len(CLI_TEST_ADD.split("\n"))), nlines - 6)),
        (bash(grepx),
         oh_bash("   Compiling csvdiff v0.4.2 (/workspace/csvdiff)\n" + CARGO_TEST_HEAD.format(t="4.12s", n=7, c="0.23s"), root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/cli.rs\n M src/diff.rs\n M tests/cli.rs\n" + dstat([
             ("src/cli.rs", *counts(CLI_RS, cli_new)), ("src/diff.rs", *counts(DIFF_RS, d2)),
             ("tests/cli.rs", *counts(CLI_TESTS, tests_new))]), root)),
    ]
    rs.add(task=T, tid="h24-swe-04", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Rust CLI csvdiff 0.4.2 at /workspace/csvdiff (lib + bin). Feature request: an --ignore-case / -i flag so that cells differing only in ASCII case are not reported as modified.")


# ---------------------------------------------------------------- 05 (OpenHands, Rust, cargo-nextest)
DECODE_RS = """//! Geohash decoding.

use crate::{Error, LatLon, BASE32};

/// Index of each ASCII byte in the geohash alphabet.
const fn build_lookup() -> [u8; 128] {
    let mut table = [0u8; 128];
    let mut i = 0;
    while i < 32 {
        table[BASE32[i] as usize] = i as u8;
        i += 1;
    }
    table
}

static LOOKUP: [u8; 128] = build_lookup();

/// Bounding box of a geohash cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub min: LatLon,
    pub max: LatLon,
}

pub fn decode_bbox(hash: &str) -> Result<Rect, Error> {
    if hash.is_empty() || hash.len() > 12 {
        return Err(Error::InvalidLength(hash.len()));
    }
    let (mut lat, mut lon) = ((-90.0f64, 90.0f64), (-180.0f64, 180.0f64));
    let mut even = true;
    for (pos, c) in hash.bytes().enumerate() {
        if c >= 128 {
            return Err(Error::InvalidChar { pos, ch: c as char });
        }
        let bits = LOOKUP[c as usize];
        for shift in (0..5).rev() {
            let bit = (bits >> shift) & 1;
            let range = if even { &mut lon } else { &mut lat };
            let mid = (range.0 + range.1) / 2.0;
            if bit == 1 {
                range.0 = mid;
            } else {
                range.1 = mid;
            }
            even = !even;
        }
    }
    Ok(Rect { min: LatLon { lat: lat.0, lon: lon.0 }, max: LatLon { lat: lat.1, lon: lon.1 } })
}

/// Decode a geohash to the centre of its cell.
pub fn decode(hash: &str) -> Result<LatLon, Error> {
    let r = decode_bbox(hash)?;
    Ok(LatLon { lat: (r.min.lat + r.max.lat) / 2.0, lon: (r.min.lon + r.max.lon) / 2.0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn decodes_single_char() {
        let r = decode_bbox("u").unwrap();
        assert!(close(r.min.lat, 45.0) && close(r.max.lon, 45.0));
    }

    #[test]
    fn decodes_known_point() {
        let p = decode("u4pruydqqvj").unwrap();
        assert!(close(p.lat, 57.64911) && close(p.lon, 10.40744));
    }

    #[test]
    fn centre_is_inside_bbox() {
        let r = decode_bbox("ezs42").unwrap();
        let p = decode("ezs42").unwrap();
        assert!(r.min.lat <= p.lat && p.lat <= r.max.lat);
    }

    #[test]
    fn rejects_empty() {
        assert_eq!(decode_bbox(""), Err(Error::InvalidLength(0)));
    }

    #[test]
    fn rejects_too_long() {
        assert_eq!(decode_bbox("u4pruydqqvj00"), Err(Error::InvalidLength(13)));
    }

    #[test]
    fn rejects_non_ascii() {
        assert!(matches!(decode_bbox("u4pé"), Err(Error::InvalidChar { pos: 3, .. })));
    }

    #[test]
    fn twelve_chars_is_max_precision() {
        let r = decode_bbox("zzzzzzzzzzzz").unwrap();
        assert!(r.max.lat - r.min.lat < 2e-7);
    }

    #[test]
    fn south_west_corner() {
        let r = decode_bbox("0").unwrap();
        assert!(close(r.min.lat, -90.0) && close(r.min.lon, -180.0));
    }

    #[test]
    fn north_east_corner() {
        let r = decode_bbox("z").unwrap();
        assert!(close(r.max.lat, 90.0) && close(r.max.lon, 180.0));
    }

    #[test]
    fn odd_length_cells_are_square_in_degrees() {
        let r = decode_bbox("ezs").unwrap();
        assert!(close(r.max.lon - r.min.lon, r.max.lat - r.min.lat));
    }

    #[test]
    fn even_length_cells_are_twice_as_wide_as_tall() {
        let r = decode_bbox("ezs4").unwrap();
        assert!(close((r.max.lon - r.min.lon) / (r.max.lat - r.min.lat), 2.0));
    }

    #[test]
    fn decode_matches_bbox_centre() {
        let r = decode_bbox("9q8yy").unwrap();
        let p = decode("9q8yy").unwrap();
        assert!(close(p.lon, (r.min.lon + r.max.lon) / 2.0));
    }

    #[test]
    fn bbox_width_shrinks_per_char() {
        let a = decode_bbox("e").unwrap();
        let b = decode_bbox("ez").unwrap();
        assert!(close((a.max.lon - a.min.lon) / (b.max.lon - b.min.lon), 4.0));
    }
}
"""
DEC_ADD = """
    #[test]
    fn rejects_characters_outside_alphabet() {
        for (hash, pos, ch) in [("u4pruydqqvja", 11, 'a'), ("ezi42", 2, 'i'), ("lzs42", 0, 'l'), ("9q8o", 3, 'o')] {
            assert_eq!(decode_bbox(hash), Err(Error::InvalidChar { pos, ch }), "{hash}");
        }
    }"""
DEC_OLD = """        let bits = LOOKUP[c as usize];
"""
DEC_NEW = """        let bits = LOOKUP[c as usize];
        if bits == 0 && c != b'0' {
            return Err(Error::InvalidChar { pos, ch: c as char });
        }
"""


def t05(rs: RowSet) -> None:
    root = "/workspace/geohash-rs"
    p = f"{root}/src/decode.rs"
    end = len(DECODE_RS.split("\n")) - 2  # line of the last test's closing brace, just before the end of mod tests
    with_test = "\n".join(DECODE_RS.split("\n")[:end] + DEC_ADD.split("\n") + DECODE_RS.split("\n")[end:])
    fixed = with_test.replace(DEC_OLD, DEC_NEW)
    assert fixed != with_test
    panic_line = lno(with_test, "assert_eq!(decode_bbox(hash), Err(Error::InvalidChar")
    nx = "cargo nextest run --status-level fail"
    turns = [
        (bash(f"cd {root} && {nx} 2>&1"),
         oh_bash("""    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.16s
    Starting 134 tests across 2 binaries (run ID: 6f0b2c1e-93d4-4a7e-b1f8-2c5d0e9a7341, nextest profile: default)
------------
     Summary [   0.418s] 134 tests run: 134 passed, 0 skipped""", root)),
        (editor("view", p), cat_n(p, DECODE_RS)),
        (editor("insert", p, insert_line=end, new_str=DEC_ADD),
         edited(p, lines(with_test, end - 4, end + len(DEC_ADD.split("\n")) + 1), end - 4)),
        (bash(f"{nx} decode 2>&1"),
         oh_bash(f"""   Compiling geohash-rs v0.3.1 (/workspace/geohash-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.92s
    Starting 19 tests across 2 binaries (116 tests skipped; run ID: b84e7d02-1c55-4f3a-9e60-7d1a2f4c8b95, nextest profile: default)
        FAIL [   0.004s] geohash-rs decode::tests::rejects_characters_outside_alphabet
──── STDOUT:             geohash-rs decode::tests::rejects_characters_outside_alphabet

running 1 test
test decode::tests::rejects_characters_outside_alphabet ... FAILED

failures:

failures:
    decode::tests::rejects_characters_outside_alphabet

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 57 filtered out; finished in 0.00s

──── STDERR:             geohash-rs decode::tests::rejects_characters_outside_alphabet
thread 'decode::tests::rejects_characters_outside_alphabet' panicked at src/decode.rs:{panic_line}:13:
assertion `left == right` failed: u4pruydqqvja
  left: Ok(Rect {{ min: LatLon {{ lat: 57.64911063015461, lon: 10.407439693808556 }}, max: LatLon {{ lat: 57.649110797792673, lon: 10.407439861446619 }} }})
 right: Err(InvalidChar {{ pos: 11, ch: 'a' }})
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

------------
     Summary [   0.091s] 19 tests run: 18 passed, 1 failed, 116 skipped
        FAIL [   0.004s] geohash-rs decode::tests::rejects_characters_outside_alphabet
error: test run failed""", root, 100)),
        (editor("str_replace", p, old_str=DEC_OLD, new_str=DEC_NEW), snip(p, fixed, "if bits == 0 && c != b'0'")),
        (bash(f"{nx} decode 2>&1"),
         oh_bash("""   Compiling geohash-rs v0.3.1 (/workspace/geohash-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.87s
    Starting 19 tests across 2 binaries (116 tests skipped; run ID: 0a9c6e3f-58b2-4d17-8f04-e6b3c1d29a70, nextest profile: default)
------------
     Summary [   0.083s] 19 tests run: 19 passed, 116 skipped""", root)),
        # BAD: one test was added to a 134-test suite, so the full run must have 135
        (bash(f"{nx} 2>&1"),
         oh_bash("""    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.17s
    Starting 137 tests across 2 binaries (run ID: e21f4b87-0d6a-4c93-a5e2-91b7f03c6d18, nextest profile: default)
------------
     Summary [   0.426s] 137 tests run: 137 passed, 0 skipped""", root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1"),
         oh_bash("""    Checking geohash-rs v0.3.1 (/workspace/geohash-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.31s""", root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/decode.rs\n" + dstat([("src/decode.rs", *counts(DECODE_RS, fixed))]), root)),
    ]
    rs.add(task=T, tid="h24-swe-05", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Rust crate geohash-rs 0.3.1 at /workspace/geohash-rs, tested with cargo-nextest. Issue #27: decode() silently accepts 'a', 'i', 'l' and 'o', which are not in the geohash alphabet, and treats them as '0'.",
           bad=True, turn=7, kind="full test run reports 137 tests after exactly one test was added to a 134-test suite")


def pyq(n: int, tail: str) -> str:
    """pytest -q progress dots for n passing tests, then the summary line."""
    out, done = [], 0
    while done < n:
        k = min(72, n - done)
        done += k
        out.append("." * k + " " * (73 - k) + f"[{round(100 * done / n):3d}%]")
    return "\n".join(out + [tail])


# ---------------------------------------------------------------- 06 (Gemini CLI, Python, uv + pytest-randomly) clean
DATES = '''"""Date parsing for RSS and Atom feeds."""

from __future__ import annotations

import email.utils
from datetime import datetime, timezone

_ISO_FORMATS = (
    "%Y-%m-%dT%H:%M:%S%z",
    "%Y-%m-%dT%H:%M:%S.%f%z",
    "%Y-%m-%d",
)


def parse_date(value: str | None) -> datetime | None:
    """Parse an RFC 822 (RSS) or RFC 3339 (Atom) date; return an aware UTC datetime or None."""
    if not value:
        return None
    value = value.strip()
    try:
        parsed = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        parsed = None
    if parsed is None:
        for fmt in _ISO_FORMATS:
            try:
                parsed = datetime.strptime(value.replace("Z", "+0000"), fmt)
                break
            except ValueError:
                continue
    if parsed is None:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return parsed.astimezone(timezone.utc)
'''
DATES_IMP_OLD = "import email.utils\nfrom datetime import datetime, timezone\n"
DATES_IMP_NEW = "import email.utils\nfrom datetime import datetime, timezone\n\nimport dateutil.parser\n"
DATES_OLD = """    if parsed is None:
        return None
    if parsed.tzinfo is None:"""
DATES_NEW = """    if parsed is None:
        try:
            parsed = dateutil.parser.parse(value)
        except (ValueError, OverflowError):
            return None
    if parsed.tzinfo is None:"""
DATES_TEST = '''from datetime import datetime, timezone

from feedparse.dates import parse_date


def test_space_separated_offset():
    assert parse_date("2024-06-04 08:15:00 +02:00") == datetime(2024, 6, 4, 6, 15, tzinfo=timezone.utc)


def test_long_month_name():
    assert parse_date("June 4, 2024 8:15 AM +0200") == datetime(2024, 6, 4, 6, 15, tzinfo=timezone.utc)


def test_garbage_still_returns_none():
    assert parse_date("sometime next week") is None
'''


def t06(rs: RowSet) -> None:
    root = "/home/kai/feedparse"
    dp = f"{root}/src/feedparse/dates.py"
    d1 = DATES.replace(DATES_IMP_OLD, DATES_IMP_NEW)
    d2 = d1.replace(DATES_OLD, DATES_NEW)
    assert d2 != d1 != DATES
    turns = [
        (gshell("uv sync && uv run pytest -q", "Sync the environment and run the test suite"),
         grun("uv sync && uv run pytest -q", "Using --randomly-seed=2841993051\n" + pyq(58, "58 passed in 1.12s"),
              err="Resolved 22 packages in 3ms\nAudited 20 packages in 0.09ms", pgid=30114)),
        (call("search_file_content", pattern=r"parse_date\(", path=root),
         g_grep(r"parse_date\(", root, [
             ("src/feedparse/atom.py", 58, '        published=parse_date(_text(entry, "published")),'),
             ("src/feedparse/atom.py", 59, '        updated=parse_date(_text(entry, "updated")),'),
             ("src/feedparse/dates.py", 15, "def parse_date(value: str | None) -> datetime | None:"),
             ("src/feedparse/rss.py", 71, '        published=parse_date(_text(item, "pubDate")),'),
             ("tests/test_dates.py", 9, '    assert parse_date("Tue, 04 Jun 2024 08:15:00 GMT") == datetime(2024, 6, 4, 8, 15, tzinfo=timezone.utc)'),
             ("tests/test_dates.py", 13, '    assert parse_date("2024-06-04T08:15:00Z") == datetime(2024, 6, 4, 8, 15, tzinfo=timezone.utc)'),
             ("tests/test_dates.py", 17, '    assert parse_date("2024-06-04T10:15:00.250+02:00").minute == 15'),
             ("tests/test_dates.py", 21, '    assert parse_date("") is None'),
         ])),
        (call("read_file", absolute_path=dp), g_read(DATES)),
        (gshell("uv add python-dateutil", "Add python-dateutil as a dependency"),
         grun("uv add python-dateutil", "", err="""Resolved 24 packages in 318ms
   Built feedparse @ file:///home/kai/feedparse
Prepared 3 packages in 412ms
Uninstalled 1 package in 1ms
Installed 3 packages in 5ms
 ~ feedparse==0.5.0 (from file:///home/kai/feedparse)
 + python-dateutil==2.9.0.post0
 + six==1.16.0""", pgid=30262)),
        (call("replace", file_path=dp, old_string=DATES_IMP_OLD, new_string=DATES_IMP_NEW,
              instruction="Import dateutil.parser."), g_mod(dp)),
        (call("replace", file_path=dp, old_string=DATES_OLD, new_string=DATES_NEW,
              instruction="Fall back to dateutil when neither RFC 822 nor the ISO formats match."), g_mod(dp)),
        (call("write_file", file_path=f"{root}/tests/test_dates_fallback.py", content=DATES_TEST),
         g_new(f"{root}/tests/test_dates_fallback.py")),
        (gshell("uv run pytest -q", "Run the whole suite again"),
         grun("uv run pytest -q", "Using --randomly-seed=913377402\n" + pyq(61, "61 passed in 1.19s"), pgid=30391)),
        (gshell("uv run pytest -p no:randomly -v tests/test_dates_fallback.py", "Run only the new tests, in file order"),
         grun("uv run pytest -p no:randomly -v tests/test_dates_fallback.py", """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0 -- /home/kai/feedparse/.venv/bin/python
cachedir: .pytest_cache
rootdir: /home/kai/feedparse
configfile: pyproject.toml
plugins: respx-0.21.1
collecting ... collected 3 items

tests/test_dates_fallback.py::test_space_separated_offset PASSED         [ 33%]
tests/test_dates_fallback.py::test_long_month_name PASSED                [ 66%]
tests/test_dates_fallback.py::test_garbage_still_returns_none PASSED     [100%]

============================== 3 passed in 0.05s ===============================""", pgid=30407)),
        (gshell("git status --short && uv tree --depth 1", "Review changed files and direct dependencies"),
         grun("git status --short && uv tree --depth 1", """ M pyproject.toml
 M src/feedparse/dates.py
 M uv.lock
?? tests/test_dates_fallback.py
feedparse v0.5.0
├── defusedxml v0.7.1
├── httpx v0.27.0
├── python-dateutil v2.9.0.post0
├── pytest v8.2.1 (group: dev)
├── pytest-randomly v3.15.0 (group: dev)
└── respx v0.21.1 (group: dev)""", err="Resolved 24 packages in 2ms", pgid=30455)),
    ]
    rs.add(task=T, tid="h24-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Python project feedparse 0.5.0 managed with uv; pytest-randomly shuffles test order. Issue #19: items whose pubDate looks like '2024-06-04 08:15:00 +02:00' come out with published=None.")


# ---------------------------------------------------------------- 07 (OpenHands, JavaScript, npm + jest)
RULES = ["heading-increment", "link-fragments", "list-indent", "max-line-length", "no-bare-urls",
         "no-duplicate-heading", "no-empty-links", "no-legacy-heading", "no-trailing-punctuation", "ol-prefix",
         "required-headings", "table-pipe-style", "ul-style"]
RULE_INDEX = '''"use strict";

// Rules are loaded in this order; the order is visible in `mdlint --list-rules`.
const RULE_NAMES = [
''' + "".join(f'  "{r}",\n' for r in RULES) + '''];

const rules = RULE_NAMES.map((name) => require(`./${name}`));

for (const rule of rules) {
  if (typeof rule.check !== "function") {
    throw new TypeError(`rule ${rule.name} has no check()`);
  }
}

module.exports = rules;
'''


def t07(rs: RowSet) -> None:
    root = "/workspace/mdlint-rules"
    ip = f"{root}/src/rules/index.js"
    new_index = RULE_INDEX.replace('  "no-legacy-heading",\n', "")
    rule_files = sorted([f"{r}.js" for r in RULES] + ["index.js"])
    test_files = sorted(f"{r}.test.js" for r in RULES)
    suites = [f"tests/rules/{r}.test.js" for r in RULES if r != "no-legacy-heading"] + ["tests/index.test.js"]
    order = [suites[i] for i in (4, 0, 9, 12, 2, 7, 5, 11, 1, 10, 3, 8, 6)]
    turns = [
        (bash(f"cd {root} && ls src/rules tests/rules"),
         oh_bash("src/rules:\n" + "\n".join(rule_files) + "\n\ntests/rules:\n" + "\n".join(test_files), root)),
        (bash("grep -rn \"no-legacy-heading\\|noLegacyHeading\" --include=*.js --include=*.md --include=*.json . --exclude-dir=node_modules"),
         oh_bash("""./CHANGELOG.md:41:- `no-legacy-heading` is deprecated and will be removed in 3.0; use `heading-style` from core.
./docs/rules.md:88:## no-legacy-heading (deprecated)
./src/rules/index.js:12:  "no-legacy-heading",
./src/rules/no-legacy-heading.js:4:  name: "no-legacy-heading",
./tests/rules/no-legacy-heading.test.js:3:const rule = require("../../src/rules/no-legacy-heading");
./tests/rules/no-legacy-heading.test.js:5:describe("no-legacy-heading", () => {""", root)),
        (bash("git rm src/rules/no-legacy-heading.js tests/rules/no-legacy-heading.test.js"),
         oh_bash("rm 'src/rules/no-legacy-heading.js'\nrm 'tests/rules/no-legacy-heading.test.js'", root)),
        (editor("view", ip), cat_n(ip, RULE_INDEX)),
        (editor("str_replace", ip, old_str='  "no-empty-links",\n  "no-legacy-heading",\n', new_str='  "no-empty-links",\n'),
         snip(ip, new_index, '"no-empty-links"')),
        (bash("npx jest 2>&1 | tail -20"),
         oh_bash("\n".join(f"PASS {s}" for s in order) + """

Test Suites: 13 passed, 13 total
Tests:       141 passed, 141 total
Snapshots:   0 total
Time:        2.964 s
Ran all test suites.""", root)),
        (bash("git status"),
         oh_bash("""On branch release/3.0
Your branch is up to date with 'origin/release/3.0'.

Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	deleted:    src/rules/no-legacy-heading.js
	deleted:    tests/rules/no-legacy-heading.test.js

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/rules/index.js
""", root)),
        # BAD: the rule file removed with git rm in turn 3 is listed again
        (bash("ls src/rules"), oh_bash("\n".join(rule_files), root)),
    ]
    rs.add(task=T, tid="h24-swe-07", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository mdlint-rules (npm package of markdown lint rules) on branch release/3.0. Task: remove the rule no-legacy-heading, deprecated since 2.0, together with its test.",
           bad=True, turn=8, kind="rule file deleted with git rm shows up again in a later directory listing")


# ---------------------------------------------------------------- 08 (OpenHands, Java, Maven) clean
STOCK = """package com.acme.inventory;

import java.util.Objects;

/** On-hand quantity of one SKU in one warehouse, with its reorder point. */
public final class StockLevel {
    private final String sku;
    private final String warehouse;
    private final int onHand;
    private final int reorderPoint;

    public StockLevel(String sku, String warehouse, int onHand, int reorderPoint) {
        if (onHand < 0 || reorderPoint < 0) {
            throw new IllegalArgumentException("quantities must be non-negative");
        }
        this.sku = Objects.requireNonNull(sku, "sku");
        this.warehouse = Objects.requireNonNull(warehouse, "warehouse");
        this.onHand = onHand;
        this.reorderPoint = reorderPoint;
    }

    public String sku() { return sku; }

    public String warehouse() { return warehouse; }

    public int onHand() { return onHand; }

    public int reorderPoint() { return reorderPoint; }

    /** True when stock has fallen to the reorder point or below. */
    public boolean isLow() {
        return onHand < reorderPoint;
    }

    public StockLevel withdraw(int qty) {
        if (qty > onHand) {
            throw new IllegalStateException("cannot withdraw " + qty + " of " + sku + ", only " + onHand + " on hand");
        }
        return new StockLevel(sku, warehouse, onHand - qty, reorderPoint);
    }
}
"""
STOCK_TEST = """package com.acme.inventory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StockLevelTest {

    @Test
    void rejectsNegativeQuantities() {
        assertThrows(IllegalArgumentException.class, () -> new StockLevel("SKU-1", "BER", -1, 5));
    }

    @Test
    void lowWhenBelowReorderPoint() {
        assertTrue(new StockLevel("SKU-1", "BER", 3, 5).isLow());
    }

    @Test
    void notLowAboveReorderPoint() {
        assertFalse(new StockLevel("SKU-1", "BER", 9, 5).isLow());
    }

    @Test
    void withdrawReducesOnHand() {
        assertEquals(4, new StockLevel("SKU-1", "BER", 9, 5).withdraw(5).onHand());
    }

    @Test
    void withdrawMoreThanOnHandFails() {
        assertThrows(IllegalStateException.class, () -> new StockLevel("SKU-1", "BER", 2, 5).withdraw(3));
    }

    @Test
    void emptyShelfIsLow() {
        assertTrue(new StockLevel("SKU-1", "BER", 0, 1).isLow());
    }
}
"""
ST_OLD = """    @Test
    void notLowAboveReorderPoint() {"""
ST_NEW = """    @Test
    void lowWhenExactlyAtReorderPoint() {
        assertTrue(new StockLevel("SKU-1", "BER", 5, 5).isLow());
    }

    @Test
    void notLowAboveReorderPoint() {"""


def surefire(rows: list[tuple[str, int, int, str]]) -> str:
    return "\n".join(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: {s}, Time elapsed: {t} s -- in com.acme.inventory.{c}"
                     for c, n, s, t in rows)


def t08(rs: RowSet) -> None:
    root = "/workspace/inventory-api"
    sp = f"{root}/src/main/java/com/acme/inventory/StockLevel.java"
    tp = f"{root}/src/test/java/com/acme/inventory/StockLevelTest.java"
    new = STOCK.replace("return onHand < reorderPoint;", "return onHand <= reorderPoint;")
    new_t = STOCK_TEST.replace(ST_OLD, ST_NEW)
    g = 'mvn -o -B test 2>&1 | grep -E "Tests run|BUILD|Total time|Finished at"'
    run1 = surefire([("api.StockControllerTest", 14, 0, "1.874"), ("service.WarehouseServiceTest", 19, 2, "0.336"),
                     ("StockLevelTest", 6, 0, "0.021"), ("planning.ReorderPlannerTest", 22, 0, "0.158"),
                     ("SkuTest", 9, 0, "0.012"), ("io.CsvImportTest", 17, 0, "0.402")])
    run2 = surefire([("SkuTest", 9, 0, "0.011"), ("planning.ReorderPlannerTest", 22, 0, "0.149"),
                     ("api.StockControllerTest", 14, 0, "1.790"), ("io.CsvImportTest", 17, 0, "0.388"),
                     ("StockLevelTest", 7, 0, "0.024"), ("service.WarehouseServiceTest", 19, 2, "0.351")])
    turns = [
        (bash(f"cd {root} && ls -l target/*.jar && {g}"),
         oh_bash("-rw-r--r-- 1 root root 48170 May 13 17:02 target/inventory-api-1.4.0-SNAPSHOT.jar\n" + run1 + """
[INFO] Tests run: 87, Failures: 0, Errors: 0, Skipped: 2
[INFO] BUILD SUCCESS
[INFO] Total time:  14.382 s
[INFO] Finished at: 2024-05-14T10:21:07Z""", root)),
        (editor("view", sp, view_range=[28, 41]), view(sp, STOCK, 28, 41)),
        (editor("str_replace", sp, old_str="        return onHand < reorderPoint;", new_str="        return onHand <= reorderPoint;"),
         snip(sp, new, "return onHand <= reorderPoint;")),
        (editor("str_replace", tp, old_str=ST_OLD, new_str=ST_NEW), snip(tp, new_t, "void lowWhenExactlyAtReorderPoint", 5)),
        (bash('mvn -o -B test -Dtest=StockLevelTest 2>&1 | grep -E "Tests run|BUILD|Total time|Finished at"'),
         oh_bash("""[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.027 s -- in com.acme.inventory.StockLevelTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0
[INFO] BUILD SUCCESS
[INFO] Total time:  4.106 s
[INFO] Finished at: 2024-05-14T10:29:44Z""", root)),
        (bash("mvn -o -B -q package -DskipTests && ls -l target/*.jar"),
         oh_bash("-rw-r--r-- 1 root root 48176 May 14 10:31 target/inventory-api-1.4.0-SNAPSHOT.jar", root)),
        (bash(g),
         oh_bash(run2 + """
[INFO] Tests run: 88, Failures: 0, Errors: 0, Skipped: 2
[INFO] BUILD SUCCESS
[INFO] Total time:  13.917 s
[INFO] Finished at: 2024-05-14T10:33:18Z""", root)),
        (bash('git add -A && git commit -q -m "StockLevel.isLow: include the reorder point itself" && git log -3 --format="%h %cr %an %s" && git status --short'),
         oh_bash("""e02b7c4 1 second ago OpenHands Agent StockLevel.isLow: include the reorder point itself
9a1f0d3 3 days ago Priya Raman planner: batch reorder suggestions per supplier
71c5e88 4 days ago Tomasz Wolski csv import: accept semicolon delimiter""", root)),
    ]
    rs.add(task=T, tid="h24-swe-08", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Maven project inventory-api 1.4.0-SNAPSHOT (Java 17, JUnit 5) at /workspace/inventory-api; target/ is git-ignored. Bug INV-311: a SKU whose on-hand quantity equals its reorder point is not flagged as low stock.")


# ---------------------------------------------------------------- 09 (Gemini CLI, Java, Gradle + git)
RETRY = """package dev.noor.httpkit;

import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/** Exponential backoff for idempotent requests. */
public final class RetryPolicy {
    public static final RetryPolicy DEFAULT =
            new RetryPolicy(3, Duration.ofMillis(200), Duration.ofSeconds(5), Set.of(502, 503, 504));

    private final int maxAttempts;
    private final Duration baseDelay;
    private final Duration maxDelay;
    private final Set<Integer> retryOn;

    public RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay, Set<Integer> retryOn) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be >= 1");
        }
        this.maxAttempts = maxAttempts;
        this.baseDelay = Objects.requireNonNull(baseDelay, "baseDelay");
        this.maxDelay = Objects.requireNonNull(maxDelay, "maxDelay");
        this.retryOn = Set.copyOf(retryOn);
    }

    public boolean shouldRetry(int attempt, int status) {
        return attempt < maxAttempts && retryOn.contains(status);
    }

    /** Delay before the given retry (1-based): base * 2^(attempt-1), capped at maxDelay. */
    public Duration delayBefore(int attempt) {
        long millis = baseDelay.toMillis() << Math.min(attempt - 1, 30);
        return Duration.ofMillis(Math.min(millis, maxDelay.toMillis()));
    }
}
"""
RETRY_OLD = """        return Duration.ofMillis(Math.min(millis, maxDelay.toMillis()));
    }
"""
RETRY_NEW = """        return Duration.ofMillis(Math.min(millis, maxDelay.toMillis()));
    }

    /** "Full jitter": a uniformly random delay between zero and {@link #delayBefore(int)}. */
    public Duration jitteredDelayBefore(int attempt, java.util.random.RandomGenerator rng) {
        long cap = delayBefore(attempt).toMillis();
        return Duration.ofMillis(cap == 0 ? 0 : rng.nextLong(cap + 1));
    }
"""


def t09(rs: RowSet) -> None:
    root = "/home/noor/httpkit"
    rp = f"{root}/src/main/java/dev/noor/httpkit/RetryPolicy.java"
    new = RETRY.replace(RETRY_OLD, RETRY_NEW)
    ins, dels = counts(RETRY, new)
    pend = dstat([("src/main/java/dev/noor/httpkit/Headers.java", 3, 3),
                  ("src/main/java/dev/noor/httpkit/HttpClientConfig.java", 8, 6)])
    turns = [
        (gshell("git status --short && git diff --stat", "See what is pending on the branch"),
         grun("git status --short && git diff --stat", """ M src/main/java/dev/noor/httpkit/Headers.java
 M src/main/java/dev/noor/httpkit/HttpClientConfig.java
""" + pend, pgid=61020)),
        (gshell('git add -A && git commit -m "style: apply spotless formatting" && git status --short',
                "Commit the pending formatting changes on their own"),
         grun('git add -A && git commit -m "style: apply spotless formatting" && git status --short',
              """[feature/retry-jitter 51d0a2e] style: apply spotless formatting
 2 files changed, 11 insertions(+), 9 deletions(-)""", pgid=61034)),
        (call("read_file", absolute_path=rp), g_read(RETRY)),
        # BAD: turn 2 committed both files with `git add -A` and showed a clean status; nothing was edited since
        (gshell("git log --oneline -3 && git status --short", "Confirm the commit landed"),
         grun("git log --oneline -3 && git status --short", """51d0a2e (HEAD -> feature/retry-jitter) style: apply spotless formatting
c93e7b1 (origin/main, origin/HEAD, main) client: expose connect timeout
0f4a6d2 headers: case-insensitive lookup
 M src/main/java/dev/noor/httpkit/HttpClientConfig.java""", pgid=61041)),
        (call("replace", file_path=rp, old_string=RETRY_OLD, new_string=RETRY_NEW,
              instruction="Add a full-jitter variant of delayBefore."), g_mod(rp)),
        (gshell("./gradlew test --console=plain", "Compile and run the tests"),
         grun("./gradlew test --console=plain", """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 8s
3 actionable tasks: 3 executed""", pgid=61102)),
        (gshell("git status --short && git diff --stat", "Review the working tree"),
         grun("git status --short && git diff --stat", " M src/main/java/dev/noor/httpkit/RetryPolicy.java\n"
              + dstat([("src/main/java/dev/noor/httpkit/RetryPolicy.java", ins, dels)]), pgid=61150)),
        (gshell('git commit -am "retry: add full-jitter delay" && git log --oneline -3', "Commit the feature"),
         grun('git commit -am "retry: add full-jitter delay" && git log --oneline -3',
              f"""[feature/retry-jitter a6c80f3] retry: add full-jitter delay
 1 file changed, {ins} insertions(+)
a6c80f3 (HEAD -> feature/retry-jitter) retry: add full-jitter delay
51d0a2e style: apply spotless formatting
c93e7b1 (origin/main, origin/HEAD, main) client: expose connect timeout""", pgid=61163)),
    ]
    rs.add(task=T, tid="h24-swe-09", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Gradle (Kotlin DSL) library httpkit, Java 21, branch feature/retry-jitter with uncommitted formatter output. Task: commit the formatting separately, then add a full-jitter option to RetryPolicy.",
           bad=True, turn=4, kind="git status shows a file modified right after a commit that included it and left the tree clean")


# ---------------------------------------------------------------- 10 (Gemini CLI, Go, mage + gotestsum) clean
TTL_GO = """package store

import (
	"sync"
	"time"
)

type entry struct {
	value     []byte
	expiresAt time.Time // zero means no expiry
}

func (e entry) expired(now time.Time) bool {
	return !e.expiresAt.IsZero() && now.After(e.expiresAt)
}

// TTLMap is a map whose entries may expire.
type TTLMap struct {
	mu   sync.RWMutex
	data map[string]entry
	now  func() time.Time
}

func NewTTLMap() *TTLMap {
	return &TTLMap{data: make(map[string]entry), now: time.Now}
}

func (m *TTLMap) Set(key string, value []byte, ttl time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e := entry{value: value}
	if ttl > 0 {
		e.expiresAt = m.now().Add(ttl)
	}
	m.data[key] = e
}

func (m *TTLMap) Get(key string) ([]byte, bool) {
	m.mu.RLock()
	e, ok := m.data[key]
	m.mu.RUnlock()
	if !ok || e.expired(m.now()) {
		return nil, false
	}
	return e.value, true
}

// Len counts entries that have not expired.
func (m *TTLMap) Len() int {
	m.mu.RLock()
	defer m.mu.RUnlock()
	n := 0
	now := m.now()
	for _, e := range m.data {
		if !e.expired(now) {
			n++
		}
	}
	return n
}
"""
TTL_T_OLD = "func TestLenSkipsExpired(t *testing.T) {"
TTL_T_NEW = """func TestGetAtExactExpiry(t *testing.T) {
	clock := newFakeClock()
	m := NewTTLMap()
	m.now = clock.Now
	m.Set("k", []byte("v"), time.Second)
	clock.Advance(time.Second)
	if _, ok := m.Get("k"); ok {
		t.Fatal("entry still visible at its expiry instant")
	}
}

func TestLenAtExactExpiry(t *testing.T) {
	clock := newFakeClock()
	m := NewTTLMap()
	m.now = clock.Now
	m.Set("a", []byte("1"), time.Second)
	m.Set("b", []byte("2"), 0)
	clock.Advance(time.Second)
	if got := m.Len(); got != 1 {
		t.Fatalf("Len() = %d, want 1", got)
	}
}

func TestLenSkipsExpired(t *testing.T) {"""


def t10(rs: RowSet) -> None:
    root = "/home/lee/kvstore"
    tp = f"{root}/internal/store/ttl.go"
    serve = "./bin/kvstore serve --addr :7070 > /tmp/kv.log 2>&1 &"
    turns = [
        (gshell("mage -l", "List the build targets"),
         grun("mage -l", """Targets:
  build*    compiles bin/kvstore with version info from git describe
  clean     removes bin/ and coverage files
  lint      runs golangci-lint
  test      runs gotestsum with the race detector

* default target""", pgid=22310)),
        (gshell("gotestsum --format pkgname -- ./...", "Run all tests"),
         grun("gotestsum --format pkgname -- ./...", """✓  internal/proto (14ms)
✓  cmd/kvstore (cached)
✓  internal/store (1.204s)
✓  internal/server (3.011s)
∅  internal/version

DONE 214 tests in 4.812s""", pgid=22347)),
        (call("read_file", absolute_path=tp), g_read(TTL_GO)),
        (call("replace", file_path=tp, old_string="	return !e.expiresAt.IsZero() && now.After(e.expiresAt)",
              new_string="	return !e.expiresAt.IsZero() && !now.Before(e.expiresAt)",
              instruction="An entry is expired from its expiry instant on, as in Redis."), g_mod(tp)),
        (call("replace", file_path=f"{root}/internal/store/ttl_test.go", old_string=TTL_T_OLD, new_string=TTL_T_NEW,
              instruction="Add tests for the exact expiry instant."), g_mod(f"{root}/internal/store/ttl_test.go")),
        (gshell("gotestsum --format pkgname -- -count=1 ./...", "Run all tests without the cache"),
         grun("gotestsum --format pkgname -- -count=1 ./...", """✓  cmd/kvstore (29ms)
✓  internal/proto (11ms)
✓  internal/store (1.219s)
✓  internal/server (2.987s)
∅  internal/version

DONE 216 tests in 5.377s""", pgid=22402)),
        (gshell("mage build && ./bin/kvstore --version", "Build the binary and print its version"),
         grun("mage build && ./bin/kvstore --version", "kvstore v0.9.3-4-g1c2d3e4-dirty (go1.22.3 linux/amd64)", pgid=22460)),
        (gshell(f"{serve} sleep 1; curl -s localhost:7070/healthz", "Start the server in the background and check health"),
         grun(f"{serve} sleep 1; curl -s localhost:7070/healthz",
              '{"status":"ok","version":"v0.9.3-4-g1c2d3e4-dirty","pid":48213,"uptime_s":1,"keys":0,"goroutines":7}',
              pgid=22501, bg="48213")),
        (gshell("curl -s -X PUT 'localhost:7070/v1/keys/session?ttl=2s' -d abc; echo; sleep 2; curl -s -o /dev/null -w '%{http_code}\\n' localhost:7070/v1/keys/session; curl -s localhost:7070/healthz",
                "Store a key with a 2s TTL, wait exactly 2s and read it back"),
         grun("curl -s -X PUT 'localhost:7070/v1/keys/session?ttl=2s' -d abc; echo; sleep 2; curl -s -o /dev/null -w '%{http_code}\\n' localhost:7070/v1/keys/session; curl -s localhost:7070/healthz",
              """{"key":"session","bytes":3,"ttl_ms":2000}
404
{"status":"ok","version":"v0.9.3-4-g1c2d3e4-dirty","pid":48213,"uptime_s":41,"keys":0,"goroutines":7}""", pgid=22533)),
        (gshell(f'git commit -qam "store: treat the expiry instant as expired" && git log --oneline -1 && mage build && kill 48213; {serve} sleep 1; curl -s localhost:7070/healthz',
                "Commit, rebuild and restart the server"),
         grun(f'git commit -qam "store: treat the expiry instant as expired" && git log --oneline -1 && mage build && kill 48213; {serve} sleep 1; curl -s localhost:7070/healthz',
              """8b0e5d9 (HEAD -> main) store: treat the expiry instant as expired
{"status":"ok","version":"v0.9.3-5-g8b0e5d9","pid":48377,"uptime_s":1,"keys":0,"goroutines":7}""",
              pgid=22590, bg="48377")),
    ]
    rs.add(task=T, tid="h24-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Go service kvstore at /home/lee/kvstore (HEAD 1c2d3e4, 4 commits after tag v0.9.3), built with mage, tested with gotestsum. Bug: a key is still readable at the exact instant its TTL elapses; Redis treats it as expired.")


# ---------------------------------------------------------------- 11 (OpenHands, Rust, just + git)
CHUNKED = """//! Decoder for `Transfer-Encoding: chunked` bodies.

use std::io::{BufRead, Read};

use crate::error::Error;
use crate::headers::HeaderMap;

/// Largest chunk we accept (16 MiB).
const MAX_CHUNK: usize = 16 * 1024 * 1024;

pub struct Decoded {
    pub body: Vec<u8>,
    pub trailers: HeaderMap,
}

pub fn decode<R: BufRead>(mut r: R) -> Result<Decoded, Error> {
    let mut body = Vec::new();
    let mut line = String::new();
    loop {
        line.clear();
        r.read_line(&mut line)?;
        let size_str = line.trim_end_matches(['\\r', '\\n']).split(';').next().unwrap_or("");
        let size = usize::from_str_radix(size_str.trim(), 16)
            .map_err(|_| Error::BadChunkSize(size_str.to_owned()))?;
        if size > MAX_CHUNK {
            return Err(Error::ChunkTooLarge(size));
        }
        if size == 0 {
            break;
        }
        let start = body.len();
        body.resize(start + size, 0);
        r.read_exact(&mut body[start..])?;
        let mut crlf = [0u8; 2];
        r.read_exact(&mut crlf)?;
        if &crlf != b"\\r\\n" {
            return Err(Error::MissingCrlf);
        }
    }
    // Skip the trailer section up to the blank line.
    loop {
        line.clear();
        r.read_line(&mut line)?;
        if line == "\\r\\n" || line.is_empty() {
            break;
        }
    }
    Ok(Decoded { body, trailers: HeaderMap::new() })
}
"""
CH_OLD = """    // Skip the trailer section up to the blank line.
    loop {
        line.clear();
        r.read_line(&mut line)?;
        if line == "\\r\\n" || line.is_empty() {
            break;
        }
    }
    Ok(Decoded { body, trailers: HeaderMap::new() })"""
CH_NEW = """    // Trailer fields, up to the blank line.
    let mut trailers = HeaderMap::new();
    loop {
        line.clear();
        r.read_line(&mut line)?;
        let field = line.trim_end_matches(['\\r', '\\n']);
        if field.is_empty() {
            break;
        }
        let (name, value) = field.split_once(':').ok_or_else(|| Error::BadHeader(field.to_owned()))?;
        trailers.append(name.trim(), value.trim());
    }
    Ok(Decoded { body, trailers })"""


def t11(rs: RowSet) -> None:
    root = "/workspace/tinyhttp"
    p = f"{root}/src/chunked.rs"
    new = CHUNKED.replace(CH_OLD, CH_NEW)
    ins, dels = counts(CHUNKED, new)
    fmt = "git log -{n} --format='%h %ci %an  %s'"
    older = """4d9b2a0 2024-06-03 11:05:47 +0200 Kai Lindqvist  router: support wildcard segments
e1a7c3f 2024-05-31 16:40:12 +0200 Mo Haddad  server: graceful shutdown on SIGTERM
9f2d6b8 2024-05-30 09:12:55 +0200 Kai Lindqvist  chunked: reject oversized chunk sizes"""
    chunk_tests = ["decodes_single_chunk", "decodes_two_chunks", "ignores_chunk_extensions", "rejects_bad_size",
                   "rejects_oversized_chunk", "rejects_missing_crlf", "empty_body", "parses_trailers", "uppercase_hex_size"]
    fail_lines = "\n".join(f"test chunked::tests::{t} ... {'FAILED' if t == 'parses_trailers' else 'ok'}" for t in chunk_tests)
    ok_lines = "\n".join(f"test chunked::tests::{t} ... ok" for t in chunk_tests)
    turns = [
        (bash(f"cd {root} && {fmt.format(n=3)} && just --list"),
         oh_bash(older + """
Available recipes:
    ci          # fmt check, clippy, all tests
    fmt
    lint        # clippy with -D warnings
    test *ARGS  # cargo test, passing ARGS through""", root)),
        (editor("view", p, view_range=[1, 49]), view(p, CHUNKED, 1, 49)),
        (bash("just test chunked 2>&1"),
         oh_bash(f"""cargo test chunked
   Compiling tinyhttp v0.6.0 (/workspace/tinyhttp)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.08s
     Running unittests src/lib.rs (target/debug/deps/tinyhttp-1e5b7a90c2d4f613)

running 9 tests
{fail_lines}

failures:

---- chunked::tests::parses_trailers stdout ----
thread 'chunked::tests::parses_trailers' panicked at src/chunked.rs:97:9:
assertion `left == right` failed
  left: None
 right: Some("b9f3a0c2")
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    chunked::tests::parses_trailers

test result: FAILED. 8 passed; 1 failed; 0 ignored; 0 measured; 88 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`
error: Recipe `test` failed on line 12 with exit code 101""", root, 101)),
        (editor("str_replace", p, old_str=CH_OLD, new_str=CH_NEW), snip(p, new, "let mut trailers = HeaderMap::new();", 6)),
        (bash('just test chunked 2>&1 | grep -E "^(running|test)"'),
         oh_bash(f"""running 9 tests
{ok_lines}
test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 88 filtered out; finished in 0.00s""", root)),
        (bash('just ci 2>&1 | grep -E "^(cargo|test result|error|warning)"'),
         oh_bash("""cargo fmt --all -- --check
cargo clippy --all-targets -- -D warnings
cargo test
test result: ok. 97 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s
test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.61s
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.37s""", root)),
        (bash("git diff --stat"), oh_bash(dstat([("src/chunked.rs", ins, dels)]), root)),
        (bash(f'git commit -qam "chunked: parse trailer fields after the last chunk" && {fmt.format(n=2)}'),
         oh_bash("""3e8c0a4 2024-06-03 14:36:02 +0200 Kai Lindqvist  chunked: parse trailer fields after the last chunk
4d9b2a0 2024-06-03 11:05:47 +0200 Kai Lindqvist  router: support wildcard segments""", root)),
        (bash("git status"),
         oh_bash("""On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean""", root)),
        # BAD: the commit made at 14:36:02 is now dated 10:36:02, before its own parent (11:05:47)
        (bash(fmt.format(n=4)),
         oh_bash("3e8c0a4 2024-06-03 10:36:02 +0200 Kai Lindqvist  chunked: parse trailer fields after the last chunk\n" + older, root)),
        (bash("git push origin main 2>&1"),
         oh_bash("""Enumerating objects: 7, done.
Counting objects: 100% (7/7), done.
Delta compression using up to 16 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (4/4), 812 bytes | 812.00 KiB/s, done.
Total 4 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
To github.com:kaili/tinyhttp.git
   4d9b2a0..3e8c0a4  main -> main""", root)),
    ]
    rs.add(task=T, tid="h24-swe-11", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Rust crate tinyhttp 0.6.0 at /workspace/tinyhttp (git user Kai Lindqvist, tasks in a justfile). Issue #51: trailer fields sent after the last chunk of a chunked body are thrown away; Decoded.trailers is always empty.",
           bad=True, turn=10, kind="commit date of the new commit moves back four hours, before its parent, with no amend or rebase")


# ---------------------------------------------------------------- 12 (OpenHands, TypeScript, Deno) clean
FIELD_TS = """/** Parsing of a single cron field such as `*/15`, `1-5` or `0,30`. */

export interface FieldSpec {
  name: string;
  min: number;
  max: number;
}

export const MINUTE: FieldSpec = { name: "minute", min: 0, max: 59 };
export const HOUR: FieldSpec = { name: "hour", min: 0, max: 23 };
export const DAY_OF_MONTH: FieldSpec = { name: "day", min: 1, max: 31 };
export const MONTH: FieldSpec = { name: "month", min: 1, max: 12 };
export const DAY_OF_WEEK: FieldSpec = { name: "weekday", min: 0, max: 6 };

export class FieldError extends Error {}

function parseNumber(text: string, spec: FieldSpec): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < spec.min || n > spec.max) {
    throw new FieldError(
      `${spec.name}: ${text} not in ${spec.min}-${spec.max}`,
    );
  }
  return n;
}

/** Expand one comma-separated part into the values it selects. */
function expandPart(part: string, spec: FieldSpec): number[] {
  const [range, stepText] = part.split("/");
  const step = stepText === undefined
    ? 1
    : parseNumber(stepText, { ...spec, min: 1 });
  let lo = spec.min;
  let hi = spec.max;
  if (range !== "*") {
    const [a, b] = range.split("-");
    lo = parseNumber(a, spec);
    hi = b === undefined ? lo : parseNumber(b, spec);
  }
  const out: number[] = [];
  for (let v = spec.min; v <= hi; v += step) {
    if (v >= lo) out.push(v);
  }
  return out;
}

export function parseField(text: string, spec: FieldSpec): number[] {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    for (const v of expandPart(part, spec)) values.add(v);
  }
  return [...values].sort((a, b) => a - b);
}
"""
FIELD_OLD = """    hi = b === undefined ? lo : parseNumber(b, spec);
  }
  const out: number[] = [];
  for (let v = spec.min; v <= hi; v += step) {
    if (v >= lo) out.push(v);
  }"""
FIELD_NEW = """    hi = b === undefined ? lo : parseNumber(b, spec);
    if (lo > hi) {
      throw new FieldError(`${spec.name}: range ${range} is reversed (${lo} > ${hi})`);
    }
  }
  const out: number[] = [];
  for (let v = lo; v <= hi; v += step) {
    out.push(v);
  }"""
FIELD_FMT = """    hi = b === undefined ? lo : parseNumber(b, spec);
    if (lo > hi) {
      throw new FieldError(
        `${spec.name}: range ${range} is reversed (${lo} > ${hi})`,
      );
    }
  }
  const out: number[] = [];
  for (let v = lo; v <= hi; v += step) {
    out.push(v);
  }"""
FT_TAIL = """Deno.test("duplicate values collapse", () => {
  assertEquals(parseField("5,5,1-5", MINUTE), [1, 2, 3, 4, 5]);
});"""
FT_ADD = """
Deno.test('ranges with a step start at the low end', () => {
  assertEquals(parseField('10-30/7', MINUTE), [10, 17, 24]);
  assertEquals(parseField('1-12/5', MONTH), [1, 6, 11]);
  assertThrows(() => parseField('30-10', MINUTE), FieldError, 'reversed');
});"""
FIELD_TESTS = ["star expands to the full range", "single value", "simple range", "comma list", "step over star",
               "step over range", "day of week allows 0-6", "month rejects 0", "minute rejects 60",
               "non-numeric values are rejected", "step of 0 is rejected", "empty part is rejected",
               "list of ranges is sorted", "duplicate values collapse"]
UTIL_TS = """/** Small date helpers shared by the scheduler. */

export function startOfMinute(d: Date): Date {
  return new Date(Math.floor(d.getTime() / 60_000) * 60_000);
}

export function addMinutes(from: Date, n: number): Date {
  let cursor = new Date(from.getTime());
  cursor.setUTCMinutes(cursor.getUTCMinutes() + n);
  return cursor;
}
"""


def t12(rs: RowSet) -> None:
    root = "/workspace/cron-lite"
    fp, tp, up = f"{root}/src/field.ts", f"{root}/src/field_test.ts", f"{root}/src/util.ts"
    for ln in FIELD_TS.split("\n") + UTIL_TS.split("\n"):
        assert len(ln) <= 80, ln
    f1 = FIELD_TS.replace(FIELD_OLD, FIELD_NEW)
    f2 = FIELD_TS.replace(FIELD_OLD, FIELD_FMT)
    u1 = UTIL_TS.replace("  let cursor", "  const cursor")
    tail_start = 58  # field_test.ts has 60 lines; FT_TAIL is lines 58-60
    add_n = len(FT_ADD.split("\n"))
    run_lines = "\n".join(f"{t} ... ok ({1 if i % 4 == 0 else 0}ms)" for i, t in enumerate(FIELD_TESTS))
    lint2 = """error[prefer-const]: `cursor` is never reassigned
 --> /workspace/cron-lite/src/util.ts:8:7
  |
8 |   let cursor = new Date(from.getTime());
  |       ^^^^^^
  = hint: Use `const` instead

  docs: https://lint.deno.land/rules/prefer-const


"""
    lint1 = """error[no-unused-vars]: `tz` is never used
  --> /workspace/cron-lite/src/schedule.ts:57:31
   |
57 | export function nextRun(expr: string, tz?: string, from = new Date()): Date {
   |                               ^^
   = hint: If this is intentional, prefix it with an underscore like `_tz`

  docs: https://lint.deno.land/rules/no-unused-vars

"""
    a = lno(f2, "function expandPart")
    turns = [
        (bash(f'cd {root} && deno test 2>&1 | grep -E "^(running|ok \\||FAILED)"'),
         oh_bash("""running 6 tests from ./src/cron_test.ts
running 14 tests from ./src/field_test.ts
running 9 tests from ./src/schedule_test.ts
running 11 tests from ./src/util_test.ts
ok | 40 passed | 0 failed (712ms)""", root)),
        (editor("view", fp), cat_n(fp, FIELD_TS)),
        (editor("insert", tp, insert_line=60, new_str=FT_ADD),
         edited(tp, FT_TAIL + "\n" + FT_ADD, tail_start)),
        (bash("deno test src/field_test.ts 2>&1"),
         oh_bash(f"""running 15 tests from ./src/field_test.ts
{run_lines}
ranges with a step start at the low end ... FAILED (2ms)

 ERRORS 

ranges with a step start at the low end => ./src/field_test.ts:62:6
error: AssertionError: Values are not equal.


    [Diff] Actual / Expected


    [
-     14,
-     21,
-     28,
+     10,
+     17,
+     24,
    ]

  throw new AssertionError(message);
        ^
    at assertEquals (https://jsr.io/@std/assert/0.226.0/equals.ts:51:9)
    at file:///workspace/cron-lite/src/field_test.ts:63:3

 FAILURES 

ranges with a step start at the low end => ./src/field_test.ts:62:6

FAILED | 14 passed | 1 failed (38ms)

error: Test failed""", root, 1)),
        (editor("str_replace", fp, old_str=FIELD_OLD, new_str=FIELD_NEW), snip(fp, f1, "if (lo > hi) {", 5)),
        (bash('deno test 2>&1 | grep -E "^(running|ok \\||FAILED)"'),
         oh_bash("""running 6 tests from ./src/cron_test.ts
running 15 tests from ./src/field_test.ts
running 9 tests from ./src/schedule_test.ts
running 11 tests from ./src/util_test.ts
ok | 41 passed | 0 failed (768ms)""", root)),
        (bash("deno lint 2>&1"), oh_bash(lint1 + lint2 + "Found 2 problems\nChecked 12 files", root, 1)),
        (editor("str_replace", up, old_str="  let cursor = new Date(from.getTime());", new_str="  const cursor = new Date(from.getTime());"),
         snip(up, u1, "const cursor")),
        (bash("deno fmt && deno lint 2>&1"),
         oh_bash(f"""{fp}
{tp}
Checked 14 files
""" + lint1 + "Found 1 problem\nChecked 12 files", root, 1)),
        (editor("view", fp, view_range=[a, a + 24]), view(fp, f2, a, a + 24)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/field.ts\n M src/field_test.ts\n M src/util.ts\n" + dstat([
             ("src/field.ts", *counts(FIELD_TS, f2)), ("src/field_test.ts", add_n, 0), ("src/util.ts", 1, 1)]), root)),
    ]
    rs.add(task=T, tid="h24-swe-12", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Deno library cron-lite at /workspace/cron-lite (deno fmt with the default 80-column line width). Issue #9: a stepped range such as '10-30/7' in the minute field yields 14,21,28 instead of 10,17,24.")


# ---------------------------------------------------------------- 13 (Gemini CLI, Python, hatch)
DEFAULTS = '''"""Page geometry and rendering defaults for pdfstamp."""

from __future__ import annotations

from dataclasses import dataclass

#: Points per inch (PDF user space).
PT_PER_INCH = 72

#: Resolution used when rasterising stamps that come from SVG or text.
DEFAULT_DPI = 150

#: Opacity applied to stamps unless the caller overrides it.
DEFAULT_OPACITY = 0.85


@dataclass(frozen=True)
class Margins:
    top: float
    right: float
    bottom: float
    left: float


PAGE_SIZES: dict[str, tuple[float, float]] = {
    "A3": (841.89, 1190.55),
    "A4": (595.28, 841.89),
    "A5": (419.53, 595.28),
    "Letter": (612.0, 792.0),
    "Legal": (612.0, 1008.0),
}

MARGINS: dict[str, Margins] = {
    "A3": Margins(top=48, right=48, bottom=48, left=48),
    "A4": Margins(top=36, right=36, bottom=36, left=36),
    "A5": Margins(top=36, right=36, bottom=36, left=36),
    "Letter": Margins(top=36, right=36, bottom=36, left=36),
    "Legal": Margins(top=36, right=36, bottom=48, left=36),
}
'''
A5_OLD = '    "A5": Margins(top=36, right=36, bottom=36, left=36),'
A5_NEW = '    "A5": Margins(top=24, right=24, bottom=24, left=24),'


def t13(rs: RowSet) -> None:
    root = "/home/mira/pdfstamp"
    dp = f"{root}/src/pdfstamp/defaults.py"
    new = DEFAULTS.replace(A5_OLD, A5_NEW)
    drift = new.replace("DEFAULT_DPI = 150", "DEFAULT_DPI = 200")
    assert drift != new
    layout_fail = """──────────────────────────────── test.py3.12 ────────────────────────────────
============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.2, pluggy-1.5.0
rootdir: /home/mira/pdfstamp
configfile: pyproject.toml
plugins: cov-5.0.0
collected 11 items

tests/test_layout.py .......F...                                         [100%]

=================================== FAILURES ===================================
_________________________ test_a5_uses_narrow_margins __________________________

    def test_a5_uses_narrow_margins():
        box = stamp_box("A5", width=100, height=40, position="bottom-right")
>       assert box.x1 == pytest.approx(419.53 - 24)
E       assert 383.53 == 395.53 ± 4.0e-04
E
E         comparison failed
E         Obtained: 383.53
E         Expected: 395.53 ± 4.0e-04

tests/test_layout.py:77: AssertionError
=========================== short test summary info ============================
FAILED tests/test_layout.py::test_a5_uses_narrow_margins - assert 383.53 == 395.53 ± 4.0e-04
========================= 1 failed, 10 passed in 0.31s ========================="""
    cmd1 = "hatch run +py=3.12 test:run tests/test_layout.py"
    cmd_all = 'hatch run test:run -q 2>&1 | grep -E "test\\.py|passed|failed"'
    turns = [
        (gshell("hatch env show --ascii", "Show the configured hatch environments"),
         grun("hatch env show --ascii", """                       Standalone
+---------+---------+--------------+---------+
| Name    | Type    | Dependencies | Scripts |
+=========+=========+==============+=========+
| default | virtual |              |         |
+---------+---------+--------------+---------+
| lint    | virtual | mypy>=1.10   | check   |
|         |         | ruff>=0.4.4  | fmt     |
+---------+---------+--------------+---------+
                           Matrices
+------+---------+-------------+---------------+---------+
| Name | Type    | Envs        | Dependencies  | Scripts |
+======+=========+=============+===============+=========+
| test | virtual | test.py3.10 | pillow>=10.3  | cov     |
|      |         | test.py3.11 | pytest>=8.2   | run     |
|      |         | test.py3.12 | pytest-cov>=5 |         |
+------+---------+-------------+---------------+---------+""", pgid=9120)),
        (call("list_directory", path=f"{root}/src/pdfstamp"),
         g_ls(f"{root}/src/pdfstamp", ["fonts"], ["__about__.py", "__init__.py", "_compat.py", "cli.py", "defaults.py",
                                                  "layout.py", "py.typed", "render.py", "stamp.py"])),
        (call("read_file", absolute_path=dp), g_read(DEFAULTS)),
        (gshell(cmd1, "Run the layout tests on Python 3.12"), grun(cmd1, layout_fail, code=1, pgid=9174)),
        (call("replace", file_path=dp, old_string=A5_OLD, new_string=A5_NEW,
              instruction="A5 uses 24pt margins per the print spec."), g_mod(dp)),
        (gshell(cmd1, "Re-run the layout tests"),
         grun(cmd1, """──────────────────────────────── test.py3.12 ────────────────────────────────
============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.2, pluggy-1.5.0
rootdir: /home/mira/pdfstamp
configfile: pyproject.toml
plugins: cov-5.0.0
collected 11 items

tests/test_layout.py ...........                                         [100%]

============================== 11 passed in 0.27s ==============================""", pgid=9201)),
        (call("search_file_content", pattern="DEFAULT_DPI", path=root),
         g_grep("DEFAULT_DPI", root, [
             ("src/pdfstamp/defaults.py", 11, "DEFAULT_DPI = 150"),
             ("src/pdfstamp/render.py", 14, "from .defaults import DEFAULT_DPI, DEFAULT_OPACITY, PT_PER_INCH"),
             ("src/pdfstamp/render.py", 41, "    dpi = dpi or DEFAULT_DPI"),
             ("tests/test_render.py", 5, "from pdfstamp.defaults import DEFAULT_DPI"),
             ("tests/test_render.py", 22, "    assert DEFAULT_DPI == 150 and img.info[\"dpi\"] == (150, 150)"),
         ])),
        (gshell("hatch run lint:check", "Lint and type-check"),
         grun("hatch run lint:check", """cmd [1] | ruff check src tests
All checks passed!
cmd [2] | mypy src
Success: no issues found in 9 source files""", pgid=9240)),
        (gshell(cmd_all, "Run the full suite on every Python in the matrix"),
         grun(cmd_all, """──────────────────────────────── test.py3.10 ────────────────────────────────
96 passed in 3.12s
──────────────────────────────── test.py3.11 ────────────────────────────────
96 passed in 2.71s
──────────────────────────────── test.py3.12 ────────────────────────────────
96 passed in 2.58s""", pgid=9266)),
        # BAD: DEFAULT_DPI was 150 in turns 3 and 7 and only the A5 line was edited; now it reads 200
        (call("read_file", absolute_path=dp), g_read(drift)),
        (gshell("git diff", "Review the change"),
         grun("git diff", udiff("src/pdfstamp/defaults.py", DEFAULTS, new, "5d27c0e..e81a4b9", "PAGE_SIZES: dict[str, tuple[float, float]] = {"), pgid=9301)),
        (gshell('git commit -qam "defaults: A5 uses 24pt margins" && git log --oneline -2', "Commit the fix"),
         grun('git commit -qam "defaults: A5 uses 24pt margins" && git log --oneline -2',
              """f4b1e29 (HEAD -> main) defaults: A5 uses 24pt margins
7a03c5d (tag: v0.7.1, origin/main) cli: --opacity flag""", pgid=9315)),
    ]
    rs.add(task=T, tid="h24-swe-13", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Python package pdfstamp 0.7.1 managed with hatch (test matrix on 3.10-3.12). Bug #33: stamps on A5 pages sit too far from the edge; the print spec says A5 margins are 24pt on every side.",
           bad=True, turn=10, kind="constant DEFAULT_DPI in an unedited line of defaults.py reads 200 instead of 150")


# ---------------------------------------------------------------- 14 (Gemini CLI, Java, Gradle) clean
MONEY_J = """package com.ledger;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;
import java.util.Objects;

/** An amount of money in minor units (cents) of one currency. */
public record Money(long minor, Currency currency) {

    public Money {
        Objects.requireNonNull(currency, "currency");
    }

    public static Money of(String amount, String currencyCode) {
        Currency c = Currency.getInstance(currencyCode);
        BigDecimal scaled = new BigDecimal(amount).setScale(c.getDefaultFractionDigits(), RoundingMode.HALF_EVEN);
        return new Money(scaled.unscaledValue().longValueExact(), c);
    }

    public Money plus(Money other) {
        requireSameCurrency(other);
        return new Money(Math.addExact(minor, other.minor), currency);
    }

    public Money minus(Money other) {
        requireSameCurrency(other);
        return new Money(Math.subtractExact(minor, other.minor), currency);
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
    }

    @Override
    public String toString() {
        return BigDecimal.valueOf(minor, currency.getDefaultFractionDigits()).toPlainString()
                + " " + currency.getCurrencyCode();
    }
}
"""
ALLOC_OLD = "    private void requireSameCurrency(Money other) {"
ALLOC_NEW = """    /** Split into {@code parts} amounts that differ by at most one minor unit and sum to this amount. */
    public Money[] allocate(int parts) {
        if (parts <= 0) {
            throw new IllegalArgumentException("parts must be positive");
        }
        Money[] out = new Money[parts];
        long base = Math.floorDiv(minor, parts);
        long remainder = Math.floorMod(minor, parts);
        for (int i = 0; i < parts; i++) {
            out[i] = new Money(base + (i < remainder ? 1 : 0), currency);
        }
        return out;
    }

    private void requireSameCurrency(Money other) {"""
ALLOC_TEST = """package com.ledger;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MoneyAllocateTest {

    private static long[] minors(Money[] ms) {
        return Arrays.stream(ms).mapToLong(Money::minor).toArray();
    }

    @Test
    void splitsEvenly() {
        assertArrayEquals(new long[] {500, 500}, minors(Money.of("10.00", "EUR").allocate(2)));
    }

    @Test
    void givesRemainderToFirstParts() {
        assertArrayEquals(new long[] {334, 333, 333}, minors(Money.of("10.00", "EUR").allocate(3)));
    }

    @Test
    void partsAlwaysSumToTotal() {
        Money m = Money.of("-7.01", "USD");
        assertEquals(m.minor(), Arrays.stream(m.allocate(4)).mapToLong(Money::minor).sum());
    }

    @Test
    void rejectsZeroParts() {
        assertThrows(IllegalArgumentException.class, () -> Money.of("1.00", "EUR").allocate(0));
    }
}
"""
GRADLE_TASKS = """> Task :compileJava{a}
> Task :processResources NO-SOURCE
> Task :classes{a}
> Task :compileTestJava{a}
> Task :processTestResources NO-SOURCE
> Task :testClasses{a}
> Task :test{a}"""
DAEMON_NOTE = "\n\nOnly Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.7/userguide/gradle_daemon.html#sec:status"


def t14(rs: RowSet) -> None:
    root = "/home/sam/ledger-core"
    mp = f"{root}/src/main/java/com/ledger/Money.java"
    tp = f"{root}/src/test/java/com/ledger/MoneyAllocateTest.java"
    cmd = "./gradlew test --console=plain"
    cmd3 = "./gradlew --stop && ./gradlew test --console=plain && ./gradlew --status"
    turns = [
        (gshell("./gradlew --status", "Check for running Gradle daemons"),
         grun("./gradlew --status", "No Gradle daemons are running." + DAEMON_NOTE, pgid=50110)),
        (gshell(cmd, "Run the test suite"),
         grun(cmd, "Starting a Gradle Daemon (subsequent builds will be faster)\n" + GRADLE_TASKS.format(a="")
              + "\n\nResults: SUCCESS (212 tests, 210 passed, 0 failed, 2 skipped)\n\nBUILD SUCCESSFUL in 41s\n3 actionable tasks: 3 executed",
              pgid=50133)),
        (gshell("./gradlew --status", "See the daemon that the build started"),
         grun("./gradlew --status", "   PID STATUS   INFO\n 51877 IDLE     8.7" + DAEMON_NOTE, pgid=50298)),
        (call("read_file", absolute_path=mp), g_read(MONEY_J)),
        (call("replace", file_path=mp, old_string=ALLOC_OLD, new_string=ALLOC_NEW,
              instruction="Add Money.allocate(int parts) that spreads the remainder over the first parts."), g_mod(mp)),
        (call("write_file", file_path=tp, content=ALLOC_TEST), g_new(tp)),
        (gshell(cmd, "Run the tests with the new ones"),
         grun(cmd, GRADLE_TASKS.format(a="")
              + "\n\nResults: SUCCESS (216 tests, 214 passed, 0 failed, 2 skipped)\n\nBUILD SUCCESSFUL in 9s\n3 actionable tasks: 3 executed",
              pgid=50340)),
        (gshell(cmd3, "Restart the daemon and confirm the build is up to date"),
         grun(cmd3, "Stopping Daemon(s)\n1 Daemon stopped\nStarting a Gradle Daemon, 1 stopped Daemon could not be reused, use --status for details\n"
              + GRADLE_TASKS.format(a=" UP-TO-DATE").replace("processResources NO-SOURCE UP-TO-DATE", "processResources NO-SOURCE")
              + "\n\nBUILD SUCCESSFUL in 14s\n3 actionable tasks: 3 up-to-date\n   PID STATUS   INFO\n 53302 IDLE     8.7\n 51877 STOPPED  (stop command received)"
              + DAEMON_NOTE, pgid=50412)),
        (gshell("git status --short", "List changed files"),
         grun("git status --short", " M src/main/java/com/ledger/Money.java\n?? src/test/java/com/ledger/MoneyAllocateTest.java", pgid=50477)),
    ]
    rs.add(task=T, tid="h24-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Gradle project ledger-core (Java 21, Gradle 8.7; build.gradle.kts prints a one-line test summary after the test task runs). Task LED-77: add Money.allocate(int parts) that splits an amount without losing or inventing cents.")


# ---------------------------------------------------------------- 15 (OpenHands, TypeScript, pnpm + vitest)
VT_FILES = [("src/utils/cx.test.ts", 10, "6ms"), ("src/utils/id.test.ts", 3, "2ms"), ("src/theme/tokens.test.ts", 12, "9ms"),
            ("src/utils/keyboard.test.ts", 8, "11ms"), ("src/utils/format.test.ts", 9, "14ms"),
            ("src/hooks/useMediaQuery.test.ts", 4, "38ms"), ("src/hooks/useControllable.test.ts", 6, "52ms"),
            ("src/hooks/useClickOutside.test.ts", 5, "61ms"), ("src/hooks/useLocalStorage.test.ts", 7, "74ms"),
            ("src/components/Checkbox.test.tsx", 5, "118ms"), ("src/components/Tooltip.test.tsx", 6, "203ms"),
            ("src/components/Button.test.tsx", 9, "141ms"), ("src/components/Tabs.test.tsx", 8, "236ms"),
            ("src/hooks/useDebounce.test.ts", 6, "412ms"), ("src/components/Toast.test.tsx", 7, "388ms"),
            ("src/components/TextField.test.tsx", 11, "297ms"), ("src/components/Dialog.test.tsx", 12, "455ms"),
            ("src/components/Select.test.tsx", 15, "602ms")]


def vitest(files: list[tuple[str, int, str]], start: str, dur: str) -> str:
    body = "\n".join(f" ✓ {f} ({n} tests) {t}" for f, n, t in files)
    n_tests = sum(n for _, n, _ in files)
    return (f" RUN  v1.6.0 /workspace/ui-kit\n\n{body}\n\n Test Files  {len(files)} passed ({len(files)})\n"
            f"      Tests  {n_tests} passed ({n_tests})\n   Start at  {start}\n   Duration  {dur}\n")


def t15(rs: RowSet) -> None:
    root = "/workspace/ui-kit"
    assert sum(n for _, n, _ in VT_FILES) == 143 and len(VT_FILES) == 18
    hooks_ls = """index.ts
useClickOutside.test.ts
useClickOutside.ts
useControllable.test.ts
useControllable.ts
useDebouncedValue.test.ts
useDebouncedValue.ts
useLocalStorage.test.ts
useLocalStorage.ts
useMediaQuery.test.ts
useMediaQuery.ts"""
    hits = [
        ("src/components/Select.tsx", 5, 'import { useDebounce } from "../hooks/useDebounce";'),
        ("src/components/Select.tsx", 31, "  const debouncedQuery = useDebounce(query, 150);"),
        ("src/components/TextField.tsx", 4, 'import { useDebounce } from "../hooks/useDebounce";'),
        ("src/components/TextField.tsx", 48, "  const debounced = useDebounce(value, debounceMs ?? 0);"),
        ("src/hooks/index.ts", 3, 'export { useDebounce } from "./useDebounce";'),
        ("src/hooks/useDebouncedValue.test.ts", 3, 'import { useDebounce } from "./useDebounce";'),
        ("src/hooks/useDebouncedValue.test.ts", 6, 'describe("useDebounce", () => {'),
        ("src/hooks/useDebouncedValue.test.ts", 9, '    const { result } = renderHook(() => useDebounce("a", 100));'),
        ("src/hooks/useDebouncedValue.test.ts", 17, "      ({ v }) => useDebounce(v, 100),"),
        ("src/hooks/useDebouncedValue.test.ts", 44, "    const { result } = renderHook(() => useDebounce(1, 0));"),
        ("src/hooks/useDebouncedValue.ts", 4, "export function useDebounce<T>(value: T, delayMs: number): T {"),
    ]
    old_hits = "\n".join(f"{f}:{n}:{t}" for f, n, t in hits)
    new_hits = "\n".join(f"{f}:{n}:{t.replace('useDebounce', 'useDebouncedValue')}" for f, n, t in hits)
    run2 = [(f, n, t) for f, n, t in VT_FILES]
    run2 = [run2[i] for i in (1, 0, 2, 4, 3, 5, 7, 6, 8, 9, 11, 10, 12, 14, 13, 15, 16, 17)]
    run2 = [(f, n, {"6ms": "5ms", "412ms": "409ms", "602ms": "588ms", "455ms": "471ms"}.get(t, t)) for f, n, t in run2]
    hooks_run = [("src/hooks/useMediaQuery.test.ts", 4, "35ms"), ("src/hooks/useControllable.test.ts", 6, "49ms"),
                 ("src/hooks/useClickOutside.test.ts", 5, "58ms"), ("src/hooks/useLocalStorage.test.ts", 7, "71ms"),
                 ("src/hooks/useDebouncedValue.test.ts", 6, "407ms")]
    turns = [
        (bash(f"cd {root} && pnpm vitest run"),
         oh_bash(vitest(VT_FILES, "09:14:02", "4.87s (transform 512ms, setup 1.21s, collect 3.02s, tests 2.87s, environment 5.44s, prepare 2.10s)"), root)),
        (bash("git mv src/hooks/useDebounce.ts src/hooks/useDebouncedValue.ts && git mv src/hooks/useDebounce.test.ts src/hooks/useDebouncedValue.test.ts && ls src/hooks"),
         oh_bash(hooks_ls, root)),
        (bash('grep -rn "\\buseDebounce\\b" src'), oh_bash(old_hits, root)),
        (bash('grep -rl "\\buseDebounce\\b" src | xargs sed -i "s/\\buseDebounce\\b/useDebouncedValue/g" && grep -rn "\\buseDebounce\\b" src; grep -rn "useDebouncedValue" src'),
         oh_bash(new_hits, root)),
        # BAD: the test file renamed in turn 2 is reported under its old name
        (bash("pnpm vitest run"),
         oh_bash(vitest(run2, "09:21:37", "4.79s (transform 498ms, setup 1.18s, collect 2.97s, tests 2.84s, environment 5.31s, prepare 2.06s)"), root)),
        (bash("pnpm tsc --noEmit"), oh_bash("", root)),
        (bash("git status"),
         oh_bash("""On branch chore/rename-use-debounce
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	renamed:    src/hooks/useDebounce.test.ts -> src/hooks/useDebouncedValue.test.ts
	renamed:    src/hooks/useDebounce.ts -> src/hooks/useDebouncedValue.ts

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/components/Select.tsx
	modified:   src/components/TextField.tsx
	modified:   src/hooks/index.ts
	modified:   src/hooks/useDebouncedValue.test.ts
	modified:   src/hooks/useDebouncedValue.ts
""", root)),
        (bash("pnpm vitest run src/hooks"),
         oh_bash(vitest(hooks_run, "09:23:10", "1.62s (transform 141ms, setup 402ms, collect 611ms, tests 620ms, environment 1.38s, prepare 588ms)"), root)),
    ]
    rs.add(task=T, tid="h24-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
           state="React component library ui-kit at /workspace/ui-kit (pnpm, vitest 1.6, jsdom), branch chore/rename-use-debounce. Task: rename the hook useDebounce to useDebouncedValue, file names included, and update every import.",
           bad=True, turn=5, kind="test file renamed with git mv is listed under its old name in a later vitest run")


# ---------------------------------------------------------------- 16 (OpenHands, Python, Django + git amend) clean
MODELS = '''from django.conf import settings
from django.db import models


class Author(models.Model):
    name = models.CharField(max_length=200)
    sort_name = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["sort_name", "name"]

    def __str__(self) -> str:
        return self.name


class Shelf(models.Model):
    name = models.CharField(max_length=100)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="shelves")

    def __str__(self) -> str:
        return f"{self.owner}: {self.name}"


class Book(models.Model):
    title = models.CharField(max_length=300)
    author = models.ForeignKey(Author, on_delete=models.PROTECT, related_name="books")
    shelf = models.ForeignKey(Shelf, on_delete=models.SET_NULL, null=True, blank=True, related_name="books")
    published = models.PositiveSmallIntegerField(null=True, blank=True)
    added = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["title"]

    def __str__(self) -> str:
        return self.title
'''
BOOK_OLD = "    title = models.CharField(max_length=300)\n"
BOOK_NEW = "    title = models.CharField(max_length=300)\n    isbn13 = models.CharField(max_length=13, blank=True, db_index=True)\n"
ADMIN = '''from django.contrib import admin

from .models import Author, Book, Shelf


@admin.register(Author)
class AuthorAdmin(admin.ModelAdmin):
    list_display = ("name", "sort_name")
    search_fields = ("name",)


@admin.register(Book)
class BookAdmin(admin.ModelAdmin):
    list_display = ("title", "author", "published")
    list_filter = ("shelf",)
    search_fields = ("title", "author__name")


@admin.register(Shelf)
class ShelfAdmin(admin.ModelAdmin):
    list_display = ("name", "owner")
'''
ADM_OLD = '''    list_display = ("title", "author", "published")
    list_filter = ("shelf",)
    search_fields = ("title", "author__name")'''
ADM_NEW = '''    list_display = ("title", "author", "isbn13", "published")
    list_filter = ("shelf",)
    search_fields = ("title", "author__name", "isbn13")'''
MIGS = ["0001_initial", "0002_shelf", "0003_book_shelf", "0004_book_published", "0005_book_added",
        "0006_author_sort_name"]


def t16(rs: RowSet) -> None:
    root = "/workspace/bookshelf"
    mp, ap = f"{root}/library/models.py", f"{root}/library/admin.py"
    m1 = MODELS.replace(BOOK_OLD, BOOK_NEW)
    a1 = ADMIN.replace(ADM_OLD, ADM_NEW)
    show = "library\n" + "\n".join(f" [X] {m}" for m in MIGS)
    a = lno(MODELS, "class Book(models.Model)")
    turns = [
        (bash(f"cd {root} && git log -3 --format='%h %cr %s' && git status --short"),
         oh_bash("""a41f9e2 3 hours ago library: paginate the book list
6c2d8b1 2 days ago accounts: log in with email address
f07e3a9 2 days ago library: add Author.sort_name""", root)),
        (editor("view", mp, view_range=[a, a + 11]), view(mp, MODELS, a, a + 11)),
        (editor("str_replace", mp, old_str=BOOK_OLD, new_str=BOOK_NEW), snip(mp, m1, "isbn13 = models.CharField")),
        (bash("python manage.py makemigrations library"),
         oh_bash("""Migrations for 'library':
  library/migrations/0007_book_isbn13.py
    - Add field isbn13 to book""", root)),
        (bash("python manage.py showmigrations library"), oh_bash(show + "\n [ ] 0007_book_isbn13", root)),
        (bash("python manage.py migrate library && python manage.py showmigrations library"),
         oh_bash("""Operations to perform:
  Apply all migrations: library
Running migrations:
  Applying library.0007_book_isbn13... OK
""" + show + "\n [X] 0007_book_isbn13", root)),
        (bash("python manage.py test library"),
         oh_bash("""Found 58 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
..........................................................
----------------------------------------------------------------------
Ran 58 tests in 1.204s

OK
Destroying test database for alias 'default'...""", root)),
        (bash("git add -A && git commit -qm \"library: add Book.isbn13\" && git log -2 --format='%h %cr %s'"),
         oh_bash("""b3e19f0 3 seconds ago library: add Book.isbn13
a41f9e2 3 hours ago library: paginate the book list""", root)),
        (editor("str_replace", ap, old_str=ADM_OLD, new_str=ADM_NEW), snip(ap, a1, "list_filter", 3)),
        (bash("git add -A && git commit -q --amend --no-edit && git log -2 --format='%h %cr %s'"),
         oh_bash("""c07a2d5 1 second ago library: add Book.isbn13
a41f9e2 3 hours ago library: paginate the book list""", root)),
        (bash("git show --stat --format='%h %an <%ae>%nAuthorDate: %ad%nCommitDate: %cd%n%n    %s%n' HEAD"),
         oh_bash("""c07a2d5 OpenHands <openhands@all-hands.dev>
AuthorDate: Tue Jun 4 10:42:17 2024 +0000
CommitDate: Tue Jun 4 10:44:05 2024 +0000

    library: add Book.isbn13

""" + dstat([("library/admin.py", 2, 2), ("library/migrations/0007_book_isbn13.py", 18, 0),
             ("library/models.py", 1, 0)]), root)),
    ]
    rs.add(task=T, tid="h24-swe-16", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Django 5.0 project bookshelf at /workspace/bookshelf (app 'library', git-ignored SQLite dev database). Task: add an optional, indexed isbn13 field to Book, migrate, show it in the admin, and keep it all in a single commit.")


# ---------------------------------------------------------------- 17 (Gemini CLI, Go, go-task + git)
BUCKETS_GO = """package hist

import (
	"fmt"
	"math"
)

// LinearBuckets returns count upper bounds starting at start, spaced width apart.
func LinearBuckets(start, width float64, count int) ([]float64, error) {
	if count < 1 {
		return nil, fmt.Errorf("hist: LinearBuckets needs a positive count, got %d", count)
	}
	b := make([]float64, count)
	for i := range b {
		b[i] = start + float64(i)*width
	}
	return b, nil
}

// ExponentialBuckets returns count upper bounds: start, start*factor, start*factor^2, ...
func ExponentialBuckets(start, factor float64, count int) ([]float64, error) {
	switch {
	case count < 1:
		return nil, fmt.Errorf("hist: ExponentialBuckets needs a positive count, got %d", count)
	case start <= 0:
		return nil, fmt.Errorf("hist: ExponentialBuckets needs a positive start, got %v", start)
	case factor <= 1:
		return nil, fmt.Errorf("hist: ExponentialBuckets needs a factor greater than 1, got %v", factor)
	}
	b := make([]float64, 0, count)
	for v := start; len(b) < count-1; v *= factor {
		b = append(b, v)
	}
	return b, nil
}

// Index returns the position of the first bucket whose upper bound is >= v, or len(bounds) for +Inf.
func Index(bounds []float64, v float64) int {
	if math.IsNaN(v) {
		return len(bounds)
	}
	lo, hi := 0, len(bounds)
	for lo < hi {
		mid := (lo + hi) / 2
		if bounds[mid] < v {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
"""


def t17(rs: RowSet) -> None:
    root = "/home/ivo/metricsd"
    bp = f"{root}/internal/hist/buckets.go"
    mod = "github.com/ivo/metricsd"
    turns = [
        (gshell("git switch -c fix/exp-buckets && git status", "Start a branch for the fix"),
         grun("git switch -c fix/exp-buckets && git status", """On branch fix/exp-buckets
nothing to commit, working tree clean""", err="Switched to a new branch 'fix/exp-buckets'", pgid=33402)),
        (gshell("task --list", "List the Taskfile tasks"),
         grun("task --list", """task: Available tasks for this project:
* build:            Build bin/metricsd with version ldflags
* lint:             Run golangci-lint
* test:             Run unit tests with the race detector
* test:cover:       Write coverage.out and print the total""", pgid=33419)),
        (call("read_file", absolute_path=bp), g_read(BUCKETS_GO)),
        (gshell("task test", "Run the unit tests"),
         grun("task test", f"""--- FAIL: TestExponentialBuckets (0.00s)
    buckets_test.go:31: ExponentialBuckets(1, 2, 5) = [1 2 4 8], want [1 2 4 8 16]
FAIL
FAIL	{mod}/internal/hist	0.021s
ok  	{mod}/internal/ingest	1.412s
ok  	{mod}/internal/query	0.388s
?   	{mod}/cmd/metricsd	[no test files]
FAIL""", err='task: [test] go test -race ./...\ntask: Failed to run task "test": exit status 1', code=201, pgid=33440)),
        (call("replace", file_path=bp, old_string="	for v := start; len(b) < count-1; v *= factor {",
              new_string="	for v := start; len(b) < count; v *= factor {", instruction="Produce exactly count bounds."),
         g_mod(bp)),
        (gshell("task test", "Run the unit tests again"),
         grun("task test", f"""ok  	{mod}/internal/hist	0.019s
ok  	{mod}/internal/ingest	1.398s
ok  	{mod}/internal/query	0.402s
?   	{mod}/cmd/metricsd	[no test files]""", err="task: [test] go test -race ./...", pgid=33471)),
        (gshell('git add -A && git commit -m "hist: ExponentialBuckets returns count bounds"', "Commit on the branch"),
         grun('git add -A && git commit -m "hist: ExponentialBuckets returns count bounds"',
              """[fix/exp-buckets 2e8d4f1] hist: ExponentialBuckets returns count bounds
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=33490)),
        # BAD: still on fix/exp-buckets (created in turn 1, committed to in turn 7); no checkout or switch since
        (gshell("task lint && git status", "Lint, then check the working tree"),
         grun("task lint && git status", """0 issues.
On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean""", err="task: [lint] golangci-lint run ./...", pgid=33512)),
        (gshell("git push -u origin fix/exp-buckets", "Push the branch"),
         grun("git push -u origin fix/exp-buckets", "branch 'fix/exp-buckets' set up to track 'origin/fix/exp-buckets'.",
              err="""Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (5/5), 463 bytes | 463.00 KiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote:
remote: Create a pull request for 'fix/exp-buckets' on GitHub by visiting:
remote:      https://github.com/ivo/metricsd/pull/new/fix/exp-buckets
remote:
To github.com:ivo/metricsd.git
 * [new branch]      fix/exp-buckets -> fix/exp-buckets""", pgid=33547)),
        (gshell("git log --oneline -3", "Show the branch history"),
         grun("git log --oneline -3", """2e8d4f1 (HEAD -> fix/exp-buckets, origin/fix/exp-buckets) hist: ExponentialBuckets returns count bounds
9c1b7a3 (origin/main, origin/HEAD, main) ingest: drop samples older than retention
d40e6f8 query: cache parsed PromQL selectors""", pgid=33560)),
    ]
    rs.add(task=T, tid="h24-swe-17", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Go service metricsd at /home/ivo/metricsd, on main (up to date with origin/main), tasks defined in Taskfile.yml. Bug: hist.ExponentialBuckets(1, 2, 5) returns four bounds instead of five.",
           bad=True, turn=8, kind="git status reports branch main right after committing on the new branch, with no checkout in between")


# ---------------------------------------------------------------- 18 (Gemini CLI, Rust, just + cargo-insta) clean
JOIN_RS = """use crate::ast::{Join, JoinKind};
use crate::writer::Writer;

pub(crate) fn write_join(w: &mut Writer, j: &Join) {
    let kw = match j.kind {
        JoinKind::Inner => "INNER JOIN",
        JoinKind::Left => "LEFT JOIN",
        JoinKind::Right => "RIGHT JOIN",
        JoinKind::Full => "FULL JOIN",
        JoinKind::Cross => "CROSS JOIN",
    };
    w.line(format!("{kw} {}", j.table));
    if let Some(on) = &j.on {
        w.push_str(" ON ");
        w.expr(on);
    }
}
"""
JOIN_OLD = """    if let Some(on) = &j.on {
        w.push_str(" ON ");
        w.expr(on);
    }"""
JOIN_NEW = """    if let Some(on) = &j.on {
        w.indented(|w| {
            w.line("ON ");
            w.expr(on);
        });
    }"""
SNAP_HEAD = '''---
source: tests/format.rs
{line}expression: "format(\\"select * from a {kind} join b on a.id = b.a_id\\")"
---
SELECT
  *
FROM
  a
'''


def t18(rs: RowSet) -> None:
    root = "/home/yu/sqlfmt-rs"
    jp = f"{root}/src/format/join.rs"
    snaps = f"{root}/tests/snapshots"
    new_inner = SNAP_HEAD.format(line="assertion_line: 41\n", kind="inner") + "  INNER JOIN b\n    ON a.id = b.a_id\n"
    acc_inner = SNAP_HEAD.format(line="", kind="inner") + "  INNER JOIN b\n    ON a.id = b.a_id\n"
    g = 'cargo insta test 2>&1 | grep -E "^(running|test result|stored|info|use|error)"'
    gt = 'just test 2>&1 | grep -E "^(cargo|running|test result)"'
    turns = [
        (gshell("just --list", "List the justfile recipes"),
         grun("just --list", """Available recipes:
    fmt
    lint            # clippy, all targets, -D warnings
    review          # cargo insta review
    test            # cargo test, all targets and doctests""", pgid=12001)),
        (call("read_file", absolute_path=jp), g_read(JOIN_RS)),
        (call("read_file", absolute_path=f"{snaps}/format__join_inner.snap"),
         g_read(SNAP_HEAD.format(line="", kind="inner") + "  INNER JOIN b ON a.id = b.a_id\n")),
        (call("replace", file_path=jp, old_string=JOIN_OLD, new_string=JOIN_NEW,
              instruction="Put the ON clause on its own line, indented under the JOIN."), g_mod(jp)),
        (gshell(g, "Run the tests through insta"),
         grun(g, """running 52 tests
test result: ok. 52 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
running 36 tests
stored new snapshot /home/yu/sqlfmt-rs/tests/snapshots/format__join_inner.snap.new
stored new snapshot /home/yu/sqlfmt-rs/tests/snapshots/format__join_left.snap.new
test result: FAILED. 34 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.09s
error: test failed, to rerun pass `--test format`
info: 2 snapshots to review
use `cargo insta review` to review snapshots""", code=1, pgid=12040)),
        (gshell("git status --short", "See which files changed"),
         grun("git status --short", """ M src/format/join.rs
?? tests/snapshots/format__join_inner.snap.new
?? tests/snapshots/format__join_left.snap.new""", pgid=12077)),
        (call("read_file", absolute_path=f"{snaps}/format__join_inner.snap.new"), g_read(new_inner)),
        (gshell("cargo insta accept", "Accept the two pending snapshots"),
         grun("cargo insta accept", """insta review finished
accepted:
  tests/snapshots/format__join_inner.snap
  tests/snapshots/format__join_left.snap""", pgid=12102)),
        (gshell("git status --short", "Confirm the .snap.new files are gone"),
         grun("git status --short", """ M src/format/join.rs
 M tests/snapshots/format__join_inner.snap
 M tests/snapshots/format__join_left.snap""", pgid=12120)),
        (call("read_file", absolute_path=f"{snaps}/format__join_inner.snap"), g_read(acc_inner)),
        (gshell(gt, "Run the full test suite"),
         grun(gt, """cargo test --all-targets
running 52 tests
test result: ok. 52 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
running 36 tests
test result: ok. 36 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.08s
cargo test --doc
running 1 test
test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.29s""", pgid=12151)),
    ]
    rs.add(task=T, tid="h24-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Rust SQL formatter sqlfmt-rs at /home/yu/sqlfmt-rs; output is checked with insta snapshots in tests/snapshots. Style change: the ON clause of a join goes on its own line, indented under the JOIN.")


# ---------------------------------------------------------------- 19 (OpenHands, Java, Maven)
TOTALS = """package com.acme.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/** Net, tax and gross totals for an invoice. */
public record InvoiceTotals(BigDecimal net, BigDecimal tax, BigDecimal gross) {

    public static InvoiceTotals of(List<InvoiceLine> lines) {
        BigDecimal net = BigDecimal.ZERO;
        BigDecimal tax = BigDecimal.ZERO;
        for (InvoiceLine line : lines) {
            BigDecimal lineNet = line.unitPrice().multiply(BigDecimal.valueOf(line.quantity()));
            net = net.add(lineNet);
            tax = tax.add(lineNet.multiply(line.taxRate().percent()).movePointLeft(2).setScale(2, RoundingMode.HALF_UP));
        }
        net = net.setScale(2, RoundingMode.HALF_UP);
        return new InvoiceTotals(net, tax, net.add(tax));
    }
}
"""
TOT_OLD = """        BigDecimal net = BigDecimal.ZERO;
        BigDecimal tax = BigDecimal.ZERO;
        for (InvoiceLine line : lines) {
            BigDecimal lineNet = line.unitPrice().multiply(BigDecimal.valueOf(line.quantity()));
            net = net.add(lineNet);
            tax = tax.add(lineNet.multiply(line.taxRate().percent()).movePointLeft(2).setScale(2, RoundingMode.HALF_UP));
        }
        net = net.setScale(2, RoundingMode.HALF_UP);"""
TOT_NEW = """        BigDecimal net = BigDecimal.ZERO;
        for (InvoiceLine line : lines) {
            net = net.add(line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())));
        }
        net = net.setScale(2, RoundingMode.HALF_UP);
        BigDecimal tax = TaxRounding.taxFor(lines);"""
TAXR = """package com.acme.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** VAT per tax rate on the summed net amounts, rounded once per rate (not once per line). */
final class TaxRounding {

    private TaxRounding() {}

    static Map<BigDecimal, BigDecimal> netByRate(List<InvoiceLine> lines) {
        Map<BigDecimal, BigDecimal> out = new TreeMap<>();
        for (InvoiceLine line : lines) {
            BigDecimal lineNet = line.unitPrice().multiply(BigDecimal.valueOf(line.quantity()));
            out.merge(line.taxRate().percent(), lineNet, BigDecimal::add);
        }
        return out;
    }

    static BigDecimal taxFor(List<InvoiceLine> lines) {
        BigDecimal tax = BigDecimal.ZERO.setScale(2);
        for (Map.Entry<BigDecimal, BigDecimal> e : netByRate(lines).entrySet()) {
            BigDecimal rateTax = e.getValue().multiply(e.getKey()).movePointLeft(2);
            tax = tax.add(rateTax.setScale(2, RoundingMode.HALF_UP));
        }
        return tax;
    }
}
"""
TAXR_TEST = """package com.acme.invoice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class TaxRoundingTest {

    private static InvoiceLine line(String price, int qty, String rate) {
        return new InvoiceLine("item", new BigDecimal(price), qty, new TaxRate(new BigDecimal(rate)));
    }

    @Test
    void emptyInvoiceHasNoTax() {
        assertEquals(new BigDecimal("0.00"), TaxRounding.taxFor(List.of()));
    }

    @Test
    void roundsOncePerRateNotPerLine() {
        List<InvoiceLine> lines = List.of(line("0.02", 1, "19"), line("0.02", 1, "19"), line("0.02", 1, "19"));
        assertEquals(new BigDecimal("0.01"), TaxRounding.taxFor(lines));
    }

    @Test
    void groupsByRate() {
        List<InvoiceLine> lines = List.of(line("10.00", 1, "19"), line("10.00", 1, "7"), line("5.00", 2, "19"));
        assertEquals(2, TaxRounding.netByRate(lines).size());
        assertEquals(new BigDecimal("20.00"), TaxRounding.netByRate(lines).get(new BigDecimal("19")));
    }

    @Test
    void sumsRoundedRateTaxes() {
        List<InvoiceLine> lines = List.of(line("10.00", 1, "19"), line("10.00", 1, "7"));
        assertEquals(new BigDecimal("2.60"), TaxRounding.taxFor(lines));
    }

    @Test
    void halfUpAtTheCent() {
        assertEquals(new BigDecimal("0.01"), TaxRounding.taxFor(List.of(line("0.10", 1, "5"))));
    }
}
"""


def t19(rs: RowSet) -> None:
    root = "/workspace/invoice-pdf"
    pkg_m, pkg_t = "src/main/java/com/acme/invoice", "src/test/java/com/acme/invoice"
    tp, rp, ttp = f"{root}/{pkg_m}/InvoiceTotals.java", f"{root}/{pkg_m}/TaxRounding.java", f"{root}/{pkg_t}/TaxRoundingTest.java"
    new = TOTALS.replace(TOT_OLD, TOT_NEW)
    ti, td = counts(TOTALS, new)
    n_r, n_t = len(TAXR.split("\n")) - 1, len(TAXR_TEST.split("\n")) - 1
    main_ls = ["Invoice.java", "InvoiceLine.java", "InvoiceTotals.java", "PdfRenderer.java", "TaxRate.java"]
    test_ls_la = """total 28
drwxr-xr-x 2 root root 4096 Jun 10 08:52 .
drwxr-xr-x 3 root root 4096 May 28 14:10 ..
-rw-r--r-- 1 root root 3311 May 28 14:10 InvoiceTest.java
-rw-r--r-- 1 root root 2874 Jun  3 09:27 InvoiceTotalsTest.java
-rw-r--r-- 1 root root 2140 May 28 14:10 PdfRendererTest.java
-rw-r--r-- 1 root root 1963 May 30 16:45 TaxRateTest.java"""
    sf = 'mvn -o -B test{x} 2>&1 | grep -E "Tests run:|BUILD|Total time"'
    turns = [
        (bash(f"cd {root} && git status --short && ls {pkg_m} {pkg_t}"),
         oh_bash(f"{pkg_m}:\n" + "\n".join(main_ls) + f"\n\n{pkg_t}:\nInvoiceTest.java\nInvoiceTotalsTest.java\nPdfRendererTest.java\nTaxRateTest.java", root)),
        (editor("view", tp), cat_n(tp, TOTALS)),
        (editor("create", rp, file_text=TAXR), created(rp)),
        (editor("str_replace", tp, old_str=TOT_OLD, new_str=TOT_NEW), snip(tp, new, "BigDecimal tax = TaxRounding.taxFor(lines);")),
        (editor("create", ttp, file_text=TAXR_TEST), created(ttp)),
        (bash("mvn -q -o compile"), oh_bash("", root)),
        (bash(sf.format(x="")),
         oh_bash("""[INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.093 s -- in com.acme.invoice.InvoiceTest
[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.012 s -- in com.acme.invoice.TaxRoundingTest
[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.208 s -- in com.acme.invoice.PdfRendererTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.008 s -- in com.acme.invoice.TaxRateTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.017 s -- in com.acme.invoice.InvoiceTotalsTest
[INFO] Tests run: 30, Failures: 0, Errors: 0, Skipped: 0
[INFO] BUILD SUCCESS
[INFO] Total time:  6.842 s""", root)),
        (bash(f"ls {pkg_m}"), oh_bash("\n".join(sorted(main_ls + ["TaxRounding.java"])), root)),
        (bash("git status"),
         oh_bash(f"""On branch fix/vat-rounding
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   {pkg_m}/InvoiceTotals.java

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	{pkg_m}/TaxRounding.java
	{pkg_t}/TaxRoundingTest.java

no changes added to commit (use "git add" and/or "git commit -a")""", root)),
        (bash('git add -A && git commit -m "totals: round VAT once per rate (INV-208)"'),
         oh_bash(f"""[fix/vat-rounding 6d3e91c] totals: round VAT once per rate (INV-208)
 3 files changed, {ti + n_r + n_t} insertions(+), {td} deletions(-)
 create mode 100644 {pkg_m}/TaxRounding.java
 create mode 100644 {pkg_t}/TaxRoundingTest.java""", root)),
        # BAD: TaxRoundingTest.java was created in turn 5, ran in turn 7 and was committed in turn 10
        (bash(f"ls -la {pkg_t}"), oh_bash(test_ls_la, root)),
        (bash(sf.format(x=" -Dtest=TaxRoundingTest")),
         oh_bash("""[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.011 s -- in com.acme.invoice.TaxRoundingTest
[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0
[INFO] BUILD SUCCESS
[INFO] Total time:  3.117 s""", root)),
    ]
    rs.add(task=T, tid="h24-swe-19", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Maven project invoice-pdf (Java 17) at /workspace/invoice-pdf, branch fix/vat-rounding, clean tree. Ticket INV-208: VAT must be rounded once per tax rate on the summed net amounts, not per line; invoices with many cheap lines come out a few cents off.",
           bad=True, turn=11, kind="newly created and committed test file is missing from a later directory listing")


# ---------------------------------------------------------------- 20 (OpenHands, TypeScript, Bun + Hono) clean
NOTES_TS = """import { Hono } from "hono";
import { z } from "zod";
import { db } from "../db";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { newId } from "../lib/ids";

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().optional(),
});

const createBody = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(20_000).default(""),
});

type Row = { id: string; title: string; body: string; created_at: string; updated_at: string };

const toJson = (r: Row) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const notes = new Hono();

notes.get("/", (c) => {
  const q = listQuery.parse(c.req.query());
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const rows = db
    .query<Row, [string | null, string | null, number]>(
      `SELECT * FROM notes
       WHERE ?1 IS NULL OR (created_at, id) < (?1, ?2)
       ORDER BY created_at DESC, id DESC
       LIMIT ?3`,
    )
    .all(after?.k ?? null, after?.i ?? null, q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > q.limit && last ? encodeCursor({ k: last.created_at, i: last.id }) : null;
  return c.json({ items: page.map(toJson), nextCursor });
});

notes.post("/", async (c) => {
  const input = createBody.parse(await c.req.json());
  const now = new Date().toISOString();
  const row: Row = { id: newId("nt"), title: input.title, body: input.body, created_at: now, updated_at: now };
  db.query("INSERT INTO notes (id, title, body, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .run(row.id, row.title, row.body, row.created_at, row.updated_at);
  return c.json(toJson(row), 201);
});
"""
NQ_OLD = """  cursor: z.string().optional(),
});"""
NQ_NEW = """  cursor: z.string().optional(),
  sort: z.enum(["created", "title"]).default("created"),
});"""
NS_OLD = """  const rows = db
    .query<Row, [string | null, string | null, number]>(
      `SELECT * FROM notes
       WHERE ?1 IS NULL OR (created_at, id) < (?1, ?2)
       ORDER BY created_at DESC, id DESC
       LIMIT ?3`,
    )
    .all(after?.k ?? null, after?.i ?? null, q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > q.limit && last ? encodeCursor({ k: last.created_at, i: last.id }) : null;"""
NS_NEW = """  const sql = q.sort === "title"
    ? `SELECT * FROM notes
       WHERE ?1 IS NULL OR (lower(title), id) > (?1, ?2)
       ORDER BY lower(title) ASC, id ASC
       LIMIT ?3`
    : `SELECT * FROM notes
       WHERE ?1 IS NULL OR (created_at, id) < (?1, ?2)
       ORDER BY created_at DESC, id DESC
       LIMIT ?3`;
  const rows = db
    .query<Row, [string | null, string | null, number]>(sql)
    .all(after?.k ?? null, after?.i ?? null, q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const key = (r: Row) => (q.sort === "title" ? r.title.toLowerCase() : r.created_at);
  const nextCursor = rows.length > q.limit && last ? encodeCursor({ k: key(last), i: last.id }) : null;"""
NT_TAIL = """test("rejects a limit of 0", async () => {
  const res = await app.request("/notes?limit=0");
  expect(res.status).toBe(400);
});"""
NT_ADD = """
test("sort=title orders case-insensitively and pages with a cursor", async () => {
  const first = await (await app.request("/notes?limit=2&sort=title")).json();
  expect(first.items.map((n: { title: string }) => n.title)).toEqual(["alpha", "Beta"]);
  const second = await (await app.request(`/notes?limit=2&sort=title&cursor=${first.nextCursor}`)).json();
  expect(second.items.map((n: { title: string }) => n.title)).toEqual(["gamma"]);
  expect(second.nextCursor).toBeNull();
});"""


def t20(rs: RowSet) -> None:
    def cur(k: str, i: str) -> str:
        raw = json.dumps({"k": k, "i": i}, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    def js(o: object) -> str:
        return json.dumps(o, separators=(",", ":"), ensure_ascii=False)

    def note(i: str, t: str, b: str, at: str, up: str | None = None) -> dict[str, str]:
        return {"id": i, "title": t, "body": b, "createdAt": at, "updatedAt": up or at}

    root = "/workspace/notes-api"
    np_ = f"{root}/src/routes/notes.ts"
    tp = f"{root}/src/routes/notes.test.ts"
    n1 = NOTES_TS.replace(NQ_OLD, NQ_NEW)
    n2 = n1.replace(NS_OLD, NS_NEW)
    groc = note("nt_01HZX3K8M2Q4VJ7W9RB5T6CD1E", "groceries", "milk, eggs", "2024-06-04T09:12:44.118Z")
    stand = note("nt_01HZV8R2D7XK3M5N9P4Q6S1T0W", "Standup agenda", "- release 0.3.0\n- flaky e2e test", "2024-06-03T07:58:12.402Z", "2024-06-03T08:14:55.610Z")
    read = note("nt_01HZT9BM6A4C8E2G5J7K9N3P1R", "Reading list", "Designing Data-Intensive Applications", "2024-06-02T18:40:03.221Z")
    bike = note("nt_01HZR4F1Y6H8J2K4M6P8R0T2V4", "Bike service", "Tue 17:30, new chain", "2024-06-01T11:05:27.930Z")
    apt = note("nt_01HZN0C3E5G7J9L1N3Q5S7U9W1", "Apartment viewing", "Lindenstr. 12, 3rd floor, Sat 11:00", "2024-05-30T16:22:48.017Z")
    c1 = cur(stand["createdAt"], stand["id"])
    c2 = cur(bike["createdAt"], bike["id"])
    c3 = cur("groceries", groc["id"])
    start = "bun run src/index.ts > /tmp/server.log 2>&1 &"
    tail_at = 109
    turns = [
        (bash(f"cd {root} && bun test 2>&1 | tail -5"),
         oh_bash(""" 38 pass
 0 fail
 91 expect() calls
Ran 38 tests across 6 files. [412.00ms]""", root)),
        (bash(f"{start} sleep 1; curl -s localhost:3000/health"),
         oh_bash('[1] 2817\n{"ok":true,"pid":2817,"uptimeMs":1043,"version":"0.3.0","db":"data/notes.db"}', root)),
        (bash("curl -s -X POST localhost:3000/notes -H 'content-type: application/json' -d '{\"title\":\"groceries\",\"body\":\"milk, eggs\"}'"),
         oh_bash(js(groc), root)),
        (bash("curl -s 'localhost:3000/notes?limit=2'"), oh_bash(js({"items": [groc, stand], "nextCursor": c1}), root)),
        (bash(f"curl -s 'localhost:3000/notes?limit=2&cursor={c1}'"), oh_bash(js({"items": [read, bike], "nextCursor": c2}), root)),
        (editor("view", np_, view_range=[1, 44]), view(np_, NOTES_TS, 1, 44)),
        (editor("str_replace", np_, old_str=NQ_OLD, new_str=NQ_NEW), snip(np_, n1, 'sort: z.enum(["created", "title"])')),
        (editor("str_replace", np_, old_str=NS_OLD, new_str=NS_NEW), snip(np_, n2, "const key = (r: Row)", 9)),
        (bash(f"kill %1; {start} sleep 1; curl -s localhost:3000/health"),
         oh_bash('[2] 2954\n[1]   Terminated              bun run src/index.ts > /tmp/server.log 2>&1\n{"ok":true,"pid":2954,"uptimeMs":1019,"version":"0.3.0","db":"data/notes.db"}', root)),
        (bash("curl -s 'localhost:3000/notes?limit=3&sort=title'"), oh_bash(js({"items": [apt, bike, groc], "nextCursor": c3}), root)),
        (editor("insert", tp, insert_line=tail_at + 3, new_str=NT_ADD), edited(tp, NT_TAIL + "\n" + NT_ADD, tail_at)),
        (bash("bun test 2>&1 | tail -5"),
         oh_bash(""" 39 pass
 0 fail
 94 expect() calls
Ran 39 tests across 6 files. [437.00ms]""", root)),
    ]
    rs.add(task=T, tid="h24-swe-20", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Bun 1.1 + Hono API notes-api 0.3.0 at /workspace/notes-api, notes stored in SQLite (data/notes.db), listed newest first with an opaque cursor. Task: support ?sort=title (case-insensitive A-Z) with working pagination.")


# ---------------------------------------------------------------- 21 (Gemini CLI, Rust workspace, tokei)
ARCH_MD = """# Architecture

wasm-audio is a Cargo workspace with three crates and a small browser demo.

## Crates

- `dsp`: allocation-free signal processing (biquad filters, envelopes, oscillators).
  Everything works on `f32` slices and never touches the audio thread's allocator.
- `engine`: the graph of nodes, parameter smoothing and the render loop.
  It owns the sample buffers and calls into `dsp` once per block of 128 frames.
- `wasm-bindings`: the `wasm-bindgen` surface exported to JavaScript.
  It only converts types; no DSP code lives here.

## Threads

The browser runs the engine inside an `AudioWorkletProcessor`.
The main thread talks to it through a `MessagePort` and a shared ring buffer.

- Parameter changes go through the ring buffer, never through `postMessage`.
- Graph edits (adding or removing nodes) go through `postMessage`,
  because they allocate and may take longer than one block.
- The worklet never blocks; if the ring buffer is full, the newest change wins.

## Block size

Web Audio renders in blocks of 128 frames.
The engine keeps that size internally so that a block maps to one `process()` call.
Nodes that need longer windows (the FFT analyser) keep their own history.

## Testing

- `dsp` has unit tests and doc tests that run on the host with `cargo test`.
- `engine` has golden-output tests: rendered WAVs are compared against files in
  `crates/engine/tests/golden/` with a tolerance of -90 dBFS.
- The demo has a Playwright smoke test that loads the page and checks for silence
  on an empty graph.

## Releases

Release builds use `wasm-opt -O3` after `wasm-pack build --release`.
The demo is deployed from `main` by the Pages workflow.
The crates are not published to crates.io yet.
"""
FILTER_RS = """//! IIR filter design (RBJ audio-EQ cookbook).

use std::f32::consts::PI;

/// Normalised biquad coefficients (a0 = 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Biquad {
    pub b0: f32,
    pub b1: f32,
    pub b2: f32,
    pub a1: f32,
    pub a2: f32,
}

pub fn biquad_lowpass(sample_rate: f32, cutoff: f32, q: f32) -> Biquad {
    let w0 = 2.0 * PI * cutoff / sample_rate;
    let (sin, cos) = w0.sin_cos();
    let alpha = sin / (2.0 * q);
    let a0 = 1.0 + alpha;
    Biquad {
        b0: (1.0 - cos) / 2.0 / a0,
        b1: (1.0 - cos) / a0,
        b2: (1.0 - cos) / 2.0 / a0,
        a1: -2.0 * cos / a0,
        a2: (1.0 - alpha) / a0,
    }
}

pub fn biquad_highpass(sample_rate: f32, cutoff: f32, q: f32) -> Biquad {
    let w0 = 2.0 * PI * cutoff / sample_rate;
    let (sin, cos) = w0.sin_cos();
    let alpha = sin / (2.0 * q);
    let a0 = 1.0 + alpha;
    Biquad {
        b0: (1.0 + cos) / 2.0 / a0,
        b1: -(1.0 + cos) / a0,
        b2: (1.0 + cos) / 2.0 / a0,
        a1: -2.0 * cos / a0,
        a2: (1.0 - alpha) / a0,
    }
}
"""
LP_OLD = "pub fn biquad_lowpass(sample_rate: f32, cutoff: f32, q: f32) -> Biquad {"
LP_DOC = """/// Low-pass biquad for `cutoff` Hz at `sample_rate` Hz with quality factor `q`.
///
/// A `q` of 0.707 gives a Butterworth (maximally flat) response.
///
/// # Examples
///
/// ```
/// let f = dsp::filter::biquad_lowpass(48_000.0, 1_000.0, 0.707);
/// assert!(f.b0 > 0.0 && f.b0 == f.b2);
/// ```
"""


def tokei(rows: dict[str, tuple[int, int, int, int]]) -> str:
    bar = "=" * 79
    out = [bar, " Language            Files        Lines         Code     Comments       Blanks", bar]
    tot = [0, 0, 0, 0, 0]
    for lang, (f, c, m, b) in rows.items():
        vals = [f, c + m + b, c, m, b]
        tot = [x + y for x, y in zip(tot, vals)]
        out.append(f" {lang:<18}{vals[0]:>7}{vals[1]:>13}{vals[2]:>13}{vals[3]:>13}{vals[4]:>13}")
    out += [bar, f" {'Total':<18}{tot[0]:>7}{tot[1]:>13}{tot[2]:>13}{tot[3]:>13}{tot[4]:>13}", bar]
    return "\n".join(out)


def t21(rs: RowSet) -> None:
    root = "/home/zed/wasm-audio"
    fp = f"{root}/crates/dsp/src/filter.rs"
    md_lines = ARCH_MD.rstrip("\n").split("\n")
    md_text = sum(1 for ln in md_lines if ln.strip())
    md_blank = len(md_lines) - md_text
    before = {"HTML": (1, 34, 0, 4), "JavaScript": (2, 176, 19, 19), "Markdown": (4, 0, 241, 71),
              "Rust": (41, 8412, 1203, 1371), "TOML": (6, 121, 4, 23)}
    after_md = dict(before)
    after_md["Markdown"] = (5, 0, 241 + md_text, 71 + md_blank)
    drifted = dict(after_md)
    drifted["Rust"] = (41, 8437, 1203, 1371)
    new = FILTER_RS.replace(LP_OLD, LP_DOC + LP_OLD)
    ins, dels = counts(FILTER_RS, new)
    turns = [
        (gshell("tokei", "Count lines of code per language"), grun("tokei", tokei(before), pgid=18300)),
        (call("write_file", file_path=f"{root}/docs/ARCHITECTURE.md", content=ARCH_MD), g_new(f"{root}/docs/ARCHITECTURE.md")),
        # BAD: only a Markdown file was written, yet the Rust code count rose from 8412 to 8437
        (gshell("tokei", "Recount after adding the architecture doc"), grun("tokei", tokei(drifted), pgid=18342)),
        (call("read_file", absolute_path=fp), g_read(FILTER_RS)),
        (call("replace", file_path=fp, old_string=LP_OLD, new_string=LP_DOC + LP_OLD,
              instruction="Document biquad_lowpass with a runnable example."), g_mod(fp)),
        (gshell("cargo doc --no-deps -p dsp 2>&1 | tail -3", "Build the dsp docs"),
         grun("cargo doc --no-deps -p dsp 2>&1 | tail -3", """ Documenting dsp v0.4.0 (/home/zed/wasm-audio/crates/dsp)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.18s
   Generated /home/zed/wasm-audio/target/doc/dsp/index.html""", pgid=18390)),
        (gshell("cargo test -p dsp --doc 2>&1 | tail -9", "Run the dsp doc tests"),
         grun("cargo test -p dsp --doc 2>&1 | tail -9", """   Doc-tests dsp

running 4 tests
test crates/dsp/src/envelope.rs - envelope::Adsr::new (line 22) ... ok
test crates/dsp/src/filter.rs - filter::biquad_lowpass (line 21) ... ok
test crates/dsp/src/osc.rs - osc::PolyBlep (line 9) ... ok
test crates/dsp/src/lib.rs - (line 3) ... ok

test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.52s""", pgid=18411)),
        (gshell("tokei crates/dsp", "Line counts for the dsp crate alone"),
         grun("tokei crates/dsp", tokei({"Rust": (9, 1288, 241, 197), "TOML": (1, 14, 0, 3)}), pgid=18433)),
        (gshell("git status --short && git diff --stat", "Review the changes"),
         grun("git status --short && git diff --stat", " M crates/dsp/src/filter.rs\n?? docs/ARCHITECTURE.md\n"
              + dstat([("crates/dsp/src/filter.rs", ins, dels)]), pgid=18450)),
    ]
    rs.add(task=T, tid="h24-swe-21", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Rust + wasm workspace wasm-audio at /home/zed/wasm-audio (crates dsp, engine, wasm-bindings, plus a small JS demo). Task: write docs/ARCHITECTURE.md and document the public filter functions of the dsp crate.",
           bad=True, turn=3, kind="Rust code line count in tokei changes although only a Markdown file was added")


# ---------------------------------------------------------------- 22 (Gemini CLI, Python, tox + mypy) clean
BACKOFF = '''"""Backoff strategies: how long to wait before the next attempt."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Protocol

__all__ = ["Backoff", "Constant", "Exponential", "parse_retry_after", "sleep_for"]


class Backoff(Protocol):
    def delay(self, attempt: int) -> float:
        """Seconds to wait before ``attempt`` (1-based, counting retries only)."""
        ...


@dataclass(frozen=True)
class Constant:
    seconds: float = 1.0

    def delay(self, attempt: int) -> float:
        return self.seconds


@dataclass(frozen=True)
class Exponential:
    base: float = 0.5
    factor: float = 2.0
    cap: float | None = 30.0
    jitter: float = 0.0
    rng: random.Random = field(default_factory=random.Random, compare=False, repr=False)

    def _raw(self, attempt: int) -> float:
        return self.base * self.factor ** (attempt - 1)

    def delay(self, attempt: int) -> float:
        raw = self._raw(attempt)
        if self.cap is not None:
            raw = min(raw, self.cap)
        if self.jitter:
            raw += self.rng.uniform(0, self.jitter * raw)
            return min(raw, self.cap)
        return raw


def parse_retry_after(value: str | None) -> float:
    """Seconds from a Retry-After header (delta-seconds form only)."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None


def sleep_for(backoff: Backoff, attempt: int, *, deadline: float | None = None) -> float:
    """Sleep for the backoff delay, but never past ``deadline`` (a time.monotonic() value)."""
    wait = backoff.delay(attempt)
    if deadline is not None:
        remaining = deadline - time.monotonic()
        wait = max(0.0, min(wait, remaining))
    time.sleep(wait)
    return wait
'''
BO_MIN_OLD = "            return min(raw, self.cap)"
BO_MIN_NEW = "            return raw if self.cap is None else min(raw, self.cap)"
BO_RA_OLD = "def parse_retry_after(value: str | None) -> float:"
BO_RA_NEW = "def parse_retry_after(value: str | None) -> float | None:"


def t22(rs: RowSet) -> None:
    root = "/home/olu/retryx"
    bp = f"{root}/src/retryx/backoff.py"
    pp = f"{root}/src/retryx/policy.py"
    total = len(BACKOFF.split("\n")) - 1
    l_min = lno(BACKOFF, BO_MIN_OLD)
    l_r1 = lno(BACKOFF, "        return None")
    l_r2 = l_r1 + 4
    assert lines(BACKOFF, l_r2, l_r2) == "        return None"
    b1 = BACKOFF.replace(BO_MIN_OLD, BO_MIN_NEW)
    b2 = b1.replace(BO_RA_OLD, BO_RA_NEW)
    m1, m2 = lno(b2, "remaining = deadline"), lno(b2, "wait = max(0.0")
    pol_err = 'src/retryx/policy.py:22: error: Missing type parameters for generic type "Callable"  [type-arg]'
    first = f"""type: install_deps> python -I -m pip install 'mypy==1.10.0' 'types-requests>=2.31'
type: commands[0]> mypy src
src/retryx/backoff.py:{l_min}: error: Value of type variable "SupportsRichComparisonT" of "min" cannot be "float | None"  [type-var]
src/retryx/backoff.py:{l_r1}: error: Incompatible return value type (got "None", expected "float")  [return-value]
src/retryx/backoff.py:{l_r2}: error: Incompatible return value type (got "None", expected "float")  [return-value]
{pol_err}
Found 4 errors in 2 files (checked 14 source files)
type: exit 1 (4.32 seconds) /home/olu/retryx> mypy src pid=88213
  type: FAIL code 1 (18.42=setup[14.10]+cmd[4.32] seconds)
  evaluation failed :( (18.51 seconds)"""
    second = f"""type: commands[0]> mypy src
{pol_err}
Found 1 error in 1 file (checked 14 source files)
type: exit 1 (3.97 seconds) /home/olu/retryx> mypy src pid=88391
  type: FAIL code 1 (4.01=setup[0.04]+cmd[3.97] seconds)
  evaluation failed :( (4.09 seconds)"""
    third = f"""type: commands[0]> mypy src
Success: no issues found in 14 source files
type: OK ✔ in 3.91 seconds
py311: commands[0]> pytest -q --cov=retryx --cov-report=term-missing:skip-covered
........................................................................ [ 98%]
.                                                                        [100%]

---------- coverage: platform linux, python 3.11.9-final-0 -----------
Name                        Stmts   Miss  Cover   Missing
---------------------------------------------------------
src/retryx/_compat.py          12      3    75%   9-11
src/retryx/backoff.py          41      2    95%   {m1}-{m2}
---------------------------------------------------------
TOTAL                         318      5    98%

12 files skipped due to complete coverage.
73 passed in 1.84s
  type: OK (3.91=setup[0.03]+cmd[3.88] seconds)
  py311: OK (6.02=setup[0.05]+cmd[5.97] seconds)
  congratulations :) (9.98 seconds)"""
    turns = [
        (gshell("tox -e type", "Run the type-check environment"), grun("tox -e type", first, code=1, pgid=88190)),
        (call("read_file", absolute_path=bp, offset=0, limit=40), g_read(BACKOFF, 1, 40, total)),
        (call("read_file", absolute_path=bp, offset=40, limit=40), g_read(BACKOFF, 41, total, total)),
        (call("replace", file_path=bp, old_string=BO_MIN_OLD, new_string=BO_MIN_NEW,
              instruction="Only clamp to cap when a cap is set."), g_mod(bp)),
        (call("replace", file_path=bp, old_string=BO_RA_OLD, new_string=BO_RA_NEW,
              instruction="parse_retry_after returns None for a missing or unparsable header."), g_mod(bp)),
        (gshell("tox -e type", "Type-check again"), grun("tox -e type", second, code=1, pgid=88377)),
        (call("search_file_content", pattern=r"Callable\b", path=f"{root}/src"),
         g_grep(r"Callable\b", f"{root}/src", [
             ("retryx/_decorator.py", 7, "from collections.abc import Awaitable, Callable"),
             ("retryx/_decorator.py", 19, 'F = TypeVar("F", bound=Callable[..., Any])'),
             ("retryx/_decorator.py", 20, 'AF = TypeVar("AF", bound=Callable[..., Awaitable[Any]])'),
             ("retryx/policy.py", 5, "from collections.abc import Callable"),
             ("retryx/policy.py", 22, "    retry_if: Callable = _always"),
         ])),
        (call("replace", file_path=pp, old_string="    retry_if: Callable = _always",
              new_string="    retry_if: Callable[[BaseException], bool] = _always",
              instruction="Give retry_if its full callable type."), g_mod(pp)),
        (gshell("tox -e type,py311", "Type-check and run the tests"), grun("tox -e type,py311", third, pgid=88402)),
        (gshell("git diff --stat", "Summarise the changes"),
         grun("git diff --stat", dstat([("src/retryx/backoff.py", *counts(BACKOFF, b2)), ("src/retryx/policy.py", 1, 1)]), pgid=88460)),
    ]
    rs.add(task=T, tid="h24-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Python library retryx at /home/olu/retryx; tox 4 with environments 'type' (mypy --strict on src) and py311. CI fails on the type check; make mypy pass without changing behaviour.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
