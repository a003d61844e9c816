# ruff: noqa: E501
"""holdout31, domain swe: 22 coding-agent trajectories in OpenHands and Gemini CLI styles.

Eleven carry exactly one world-model contradiction (one drifting detail several turns after it was
established); eleven are clean but full of legitimate changes (edits, re-runs with new timings, new
test counts after added tests, commits, formatter rewrites, restarts with new PIDs, filtered runs).
Running this module writes ``swe_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

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


def ln(text: str, needle: str) -> int:
    """1-based number of the first line of *text* containing *needle*."""
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise KeyError(needle)


def rng(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


def snip(text: str, needle: str, before: int = 4, after: int = 4) -> tuple[str, int]:
    """The lines around the first line containing *needle*, and the number of the first one."""
    i = ln(text, needle)
    lo = max(1, i - before)
    return rng(text, lo, i + after), lo


def udiff(path: str, old: str, new: str, index: str, ctx: str = "") -> str:
    """A git-style unified diff of one file."""
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=3))[2:]
    if ctx:
        body = [b + " " + ctx if b.startswith("@@") else b for b in body]
    return f"diff --git a/{path} b/{path}\nindex {index} 100644\n--- a/{path}\n+++ b/{path}\n" + "\n".join(body)


def nlines(text: str) -> int:
    return len(text.rstrip("\n").split("\n"))


def gread(text: str, a: int | None = None, b: int | None = None, total: int | None = None) -> str:
    """A Gemini CLI read_file result, optionally a window of lines."""
    if a is None or b is None:
        return text
    total = total or nlines(text)
    return (f"[File content truncated: showing lines {a}-{b} of {total} total lines. Use offset/limit parameters to view more.]\n"
            + rng(text, a, b))


# ---------------------------------------------------------------------------------------------
# 01  OpenHands, Python / pytest (mainstream)
# ---------------------------------------------------------------------------------------------

DUR = r'''"""Parse human-friendly durations such as ``"1h30m"`` or ``"45s"``."""

from __future__ import annotations

import re
from datetime import timedelta

__all__ = ["DurationError", "parse_duration", "format_duration"]

_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_UNIT_RE = re.compile(r"(\d+)([smhd])")
_FULL_RE = re.compile(r"^(?:\d+[smhd])+$")


class DurationError(ValueError):
    """Raised when a duration string cannot be parsed."""


def parse_duration(text: str) -> timedelta:
    """Return the :class:`~datetime.timedelta` that *text* describes.

    >>> parse_duration("1h30m")
    datetime.timedelta(seconds=5400)
    """
    text = text.strip().lower().replace(" ", "")
    if not text:
        raise DurationError("empty duration")
    if not _FULL_RE.match(text):
        raise DurationError(f"invalid duration: {text!r}")
    total = 0
    for value, unit in _UNIT_RE.findall(text):
        total = int(value) * _UNITS[unit]
    return timedelta(seconds=total)


def format_duration(delta: timedelta) -> str:
    """Inverse of :func:`parse_duration` for whole seconds."""
    seconds = int(delta.total_seconds())
    if seconds < 0:
        raise DurationError("negative durations are not supported")
    parts = []
    for unit in ("d", "h", "m", "s"):
        size = _UNITS[unit]
        if seconds >= size:
            parts.append(f"{seconds // size}{unit}")
            seconds %= size
    return "".join(parts) or "0s"'''


def t01(rs: RowSet) -> None:
    root = "/workspace/tidyconf"
    path = f"{root}/src/tidyconf/durations.py"
    old_line = "        total = int(value) * _UNITS[unit]"
    new_line = "        total += int(value) * _UNITS[unit]"
    fixed = DUR.replace(old_line, new_line)
    pytest_fail = """============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
rootdir: /workspace/tidyconf
configfile: pyproject.toml
plugins: cov-5.0.0
collected 14 items

tests/test_durations.py .....FF.......                                   [100%]

=================================== FAILURES ===================================
______________________ test_parse_compound[1h30m-5400] _______________________

text = '1h30m', seconds = 5400

    @pytest.mark.parametrize(
        ("text", "seconds"),
        [("1h30m", 5400), ("2d4h", 187200)],
    )
    def test_parse_compound(text, seconds):
>       assert parse_duration(text) == timedelta(seconds=seconds)
E       AssertionError: assert datetime.timedelta(seconds=1800) == datetime.timedelta(seconds=5400)
E        +  where datetime.timedelta(seconds=1800) = parse_duration('1h30m')
E        +  and   datetime.timedelta(seconds=5400) = timedelta(seconds=5400)

tests/test_durations.py:41: AssertionError
_______________________ test_parse_compound[2d4h-187200] _______________________

text = '2d4h', seconds = 187200

    @pytest.mark.parametrize(
        ("text", "seconds"),
        [("1h30m", 5400), ("2d4h", 187200)],
    )
    def test_parse_compound(text, seconds):
>       assert parse_duration(text) == timedelta(seconds=seconds)
E       AssertionError: assert datetime.timedelta(seconds=14400) == datetime.timedelta(days=2, seconds=14400)
E        +  where datetime.timedelta(seconds=14400) = parse_duration('2d4h')
E        +  and   datetime.timedelta(days=2, seconds=14400) = timedelta(seconds=187200)

tests/test_durations.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_durations.py::test_parse_compound[1h30m-5400] - AssertionError: assert datetime.timedelta(seconds=1800) == datetime.timedelta(seconds=5400)
FAILED tests/test_durations.py::test_parse_compound[2d4h-187200] - AssertionError: assert datetime.timedelta(seconds=14400) == datetime.timedelta(days=2, seconds=14400)
========================= 2 failed, 12 passed in 0.09s =========================="""
    pytest_ok = """============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
rootdir: /workspace/tidyconf
configfile: pyproject.toml
plugins: cov-5.0.0
collected 14 items

tests/test_durations.py ..............                                   [100%]

============================== 14 passed in 0.05s =============================="""
    full = """============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
rootdir: /workspace/tidyconf
configfile: pyproject.toml
plugins: cov-5.0.0
collected 215 items

tests/test_cli.py ........................s.....                          [ 14%]
tests/test_durations.py ..............                                   [ 20%]
tests/test_env.py ...................................                    [ 37%]
tests/test_loader.py ...........................................s......  [ 60%]
tests/test_merge.py ...............................                      [ 74%]
tests/test_schema.py ......................................s...          [ 94%]
tests/test_sizes.py .............                                        [100%]

=========================== short test summary info ============================
SKIPPED [1] tests/test_cli.py:188: requires a TTY
SKIPPED [1] tests/test_loader.py:402: tomli-w not installed
SKIPPED [1] tests/test_schema.py:311: jsonschema < 4.18
======================== 212 passed, 3 skipped in 1.87s ========================"""
    a, b = ln(DUR, "def parse_duration"), ln(DUR, "return timedelta(seconds=total)")
    bad_view = rng(DUR, a, b)  # the accumulate line reads back as before the edit
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
e81d4b0 (HEAD -> main, origin/main) Add format_duration inverse helper
77a0c3f Support whitespace inside duration strings
2c95e1a Document env var interpolation
d40b7f9 Bump pyyaml to 6.0.1
a1f3e62 Raise DurationError instead of bare ValueError""", root)),
        (editor("view", path), cat_n(path, DUR)),
        (bash("python -m pytest tests/test_durations.py"), oh_bash(pytest_fail, root, 1)),
        (editor("str_replace", path, old_str=old_line, new_str=new_line), edited(path, *snip(fixed, new_line.strip()))),
        (bash("python -m pytest tests/test_durations.py"), oh_bash(pytest_ok, root)),
        (bash("python -m pytest -rs -p no:cacheprovider"), oh_bash(full, root)),
        (editor("view", path, view_range=[a, b]), cat_n(path, bad_view, a)),
        (bash("git diff"), oh_bash(udiff("src/tidyconf/durations.py", DUR, fixed, "5b0e7c2..9d13fa4", "def parse_duration(text: str) -> timedelta:"), root)),
        (bash('git checkout -b fix/duration-accumulate && git commit -am "Accumulate every unit in parse_duration"'),
         oh_bash("""Switched to a new branch 'fix/duration-accumulate'
[fix/duration-accumulate 3f9c2a1] Accumulate every unit in parse_duration
 1 file changed, 1 insertion(+), 1 deletion(-)""", root)),
    ]
    rs.add(task=T, tid="h31-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Python 3.11 package tidyconf). Issue #212: parse_duration('1h30m') returns 30 minutes instead of 90.",
           bad=True, turn=7, kind="the line the agent edited to '+=' reads back with the old '=' in a later view")


# ---------------------------------------------------------------------------------------------
# 02  Gemini CLI, TypeScript / npm + jest (mainstream) -- clean
# ---------------------------------------------------------------------------------------------

MONEY = """/**
 * Money helpers. Amounts are stored as integer minor units (cents) to avoid
 * floating point drift; conversion happens only at the edges.
 */
export type CurrencyCode = "USD" | "EUR" | "GBP" | "JPY" | "KWD";

export const MINOR_DIGITS: Record<CurrencyCode, number> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  KWD: 3,
};

export interface Money {
  readonly amount: number; // minor units
  readonly currency: CurrencyCode;
}

export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isInteger(amount)) {
    throw new TypeError(`amount must be an integer number of minor units, got ${amount}`);
  }
  return { amount, currency };
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function format(m: Money, locale = "en-US"): string {
  const digits = MINOR_DIGITS[m.currency];
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: m.currency,
    minimumFractionDigits: digits,
  }).format(m.amount / 10 ** digits);
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new RangeError(`currency mismatch: ${a.currency} vs ${b.currency}`);
  }
}
"""

FROMDEC = """
/**
 * Convert a decimal major-unit value (e.g. 12.345 EUR) to Money, rounding
 * half to even so that repeated conversions do not bias totals upwards.
 */
export function fromDecimal(value: number, currency: CurrencyCode): Money {
  const scaled = value * 10 ** MINOR_DIGITS[currency];
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const EPS = 1e-9;
  let minor: number;
  if (Math.abs(diff - 0.5) < EPS) {
    minor = floor % 2 === 0 ? floor : floor + 1;
  } else {
    minor = Math.round(scaled);
  }
  return money(minor, currency);
}
"""

ROUND_TEST = """import { fromDecimal } from "../src/money";

describe("fromDecimal", () => {
  it("keeps exact values", () => {
    expect(fromDecimal(12.34, "USD")).toEqual({ amount: 1234, currency: "USD" });
  });

  it("rounds half to even (down)", () => {
    expect(fromDecimal(0.125, "EUR").amount).toBe(12);
  });

  it("rounds half to even (up)", () => {
    expect(fromDecimal(0.135, "EUR").amount).toBe(14);
  });

  it("respects zero-digit currencies", () => {
    expect(fromDecimal(1234.5, "JPY").amount).toBe(1234);
  });

  it("respects three-digit currencies", () => {
    expect(fromDecimal(1.2345, "KWD").amount).toBe(1234);
  });
});
"""


def t02(rs: RowSet) -> None:
    root = "/home/dev/projects/invoice-kit"
    anchor = "  return { amount, currency };\n}\n"
    uncovered = ln(MONEY.replace(anchor, anchor + FROMDEC, 1), "throw new RangeError")
    listing = """Directory listing for /home/dev/projects/invoice-kit/src:
[DIR] templates
index.ts
invoice.ts
lineItems.ts
money.ts
tax.ts"""
    jest1 = """
> invoice-kit@1.4.0 test
> jest

 PASS  tests/format.test.ts
 PASS  tests/money.test.ts
 PASS  tests/lineItems.test.ts
 PASS  tests/invoice.test.ts
 PASS  tests/tax.test.ts

Test Suites: 5 passed, 5 total
Tests:       48 passed, 48 total
Snapshots:   3 passed, 3 total
Time:        3.412 s
Ran all test suites."""
    jest2 = """
> invoice-kit@1.4.0 test
> jest

 PASS  tests/money.round.test.ts
 PASS  tests/format.test.ts
 PASS  tests/tax.test.ts
 PASS  tests/money.test.ts
 PASS  tests/lineItems.test.ts
 PASS  tests/invoice.test.ts

Test Suites: 6 passed, 6 total
Tests:       53 passed, 53 total
Snapshots:   3 passed, 3 total
Time:        3.907 s
Ran all test suites."""
    ins = nlines(FROMDEC) + nlines(ROUND_TEST)
    cov = f"""
> invoice-kit@1.4.0 test
> jest --coverage

 PASS  tests/format.test.ts
 PASS  tests/money.round.test.ts
 PASS  tests/money.test.ts
 PASS  tests/invoice.test.ts
 PASS  tests/tax.test.ts
 PASS  tests/lineItems.test.ts
---------------|---------|----------|---------|---------|-------------------
File           | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
---------------|---------|----------|---------|---------|-------------------
All files      |   96.12 |    90.47 |   97.22 |   96.05 |
 index.ts      |     100 |      100 |     100 |     100 |
 invoice.ts    |   94.28 |    86.66 |     100 |   94.11 | 77-79
 lineItems.ts  |   97.56 |    91.66 |     100 |   97.43 | 58
 money.ts      |   97.14 |    91.66 |     100 |   97.05 | {uncovered}
 tax.ts        |   93.93 |    88.88 |   85.71 |   93.75 | 41,88
---------------|---------|----------|---------|---------|-------------------

Test Suites: 6 passed, 6 total
Tests:       53 passed, 53 total
Snapshots:   3 passed, 3 total
Time:        5.118 s
Ran all test suites."""
    turns = [
        (call("list_directory", path=f"{root}/src"), listing),
        (call("read_file", absolute_path=f"{root}/src/money.ts"), MONEY),
        (gshell("npm test", "Run the jest suite before changing anything"), gem_run("npm test", jest1, pgid=40211)),
        (call("replace", file_path=f"{root}/src/money.ts", old_string=anchor, new_string=anchor + FROMDEC),
         f"Successfully modified file: {root}/src/money.ts (1 replacements)."),
        (call("write_file", file_path=f"{root}/tests/money.round.test.ts", content=ROUND_TEST),
         f"Successfully created and wrote to new file: {root}/tests/money.round.test.ts."),
        (gshell("npm test", "Re-run the suite with the new fromDecimal tests"), gem_run("npm test", jest2, pgid=40388)),
        (gshell("git status", "Check which files changed"), gem_run("git status", """On branch feat/round-minor
Your branch is up to date with 'origin/feat/round-minor'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/money.ts

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	tests/money.round.test.ts

no changes added to commit (use "git add" and/or "git commit -a")""", pgid=40502)),
        (gshell('git add -A && git commit -m "Add fromDecimal with half-even rounding"', "Commit the feature and its tests"),
         gem_run('git add -A && git commit -m "Add fromDecimal with half-even rounding"', f"""[feat/round-minor 9b1e4d2] Add fromDecimal with half-even rounding
 2 files changed, {ins} insertions(+)
 create mode 100644 tests/money.round.test.ts""", pgid=40517)),
        (gshell("git status && git log --oneline -3", "Confirm the tree is clean and see the new commit"),
         gem_run("git status && git log --oneline -3", """On branch feat/round-minor
Your branch is ahead of 'origin/feat/round-minor' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean
9b1e4d2 (HEAD -> feat/round-minor) Add fromDecimal with half-even rounding
41ac07e (origin/feat/round-minor, origin/main, main) Use Intl.NumberFormat for all currency output
c3d95b8 Add KWD (3 minor digits)""", pgid=40533)),
        (gshell("npm test -- --coverage", "Check coverage of money.ts"), gem_run("npm test -- --coverage", cov, pgid=40561)),
    ]
    rs.add(task=T, tid="h31-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (TypeScript, jest) on branch feat/round-minor. Task: add fromDecimal() that converts a decimal amount to minor units with half-even rounding, with tests.")


# ---------------------------------------------------------------------------------------------
# 03  OpenHands, Rust / cargo (mainstream)
# ---------------------------------------------------------------------------------------------

RING = """    /// Number of records currently stored.
    pub fn len(&self) -> usize {
        if self.full {
            self.cap
        } else {
            self.head - self.tail
        }
    }

    /// `true` when no record is stored.
    pub fn is_empty(&self) -> bool {
        !self.full && self.head == self.tail
    }

    /// Append a record, overwriting the oldest one when the buffer is full.
    pub fn push(&mut self, rec: Record) {
        self.slots[self.head] = Some(rec);
        self.head = (self.head + 1) % self.cap;
        if self.full {
            self.tail = (self.tail + 1) % self.cap;
        }
        self.full = self.head == self.tail;
    }

    /// Remove and return the oldest record.
    pub fn pop(&mut self) -> Option<Record> {
        if self.is_empty() {
            return None;
        }
        let rec = self.slots[self.tail].take();
        self.tail = (self.tail + 1) % self.cap;
        self.full = false;
        rec
    }"""

RING_TESTS = """    #[test]
    fn pop_returns_oldest_first() {
        let mut rb = RingBuffer::with_capacity(3);
        rb.push(rec(1));
        rb.push(rec(2));
        assert_eq!(rb.pop().map(|r| r.seq), Some(1));
        assert_eq!(rb.pop().map(|r| r.seq), Some(2));
        assert!(rb.pop().is_none());
    }
}"""

NEW_TESTS = """
    #[test]
    fn len_after_wraparound() {
        let mut rb = RingBuffer::with_capacity(4);
        for i in 0..6 {
            rb.push(rec(i));
        }
        rb.pop();
        assert_eq!(rb.len(), 3);
    }

    #[test]
    fn len_when_head_behind_tail() {
        let mut rb = RingBuffer::with_capacity(5);
        for i in 0..7 {
            rb.push(rec(i));
        }
        rb.pop();
        rb.pop();
        assert_eq!(rb.len(), 3);
    }"""


def t03(rs: RowSet) -> None:
    root = "/workspace/ringlog"
    path = f"{root}/src/buffer.rs"
    start = 58
    old = "            self.head - self.tail"
    new = "            (self.head + self.cap - self.tail) % self.cap"
    fixed = RING.replace(old, new)
    tests_start = 186
    new_tests_block = RING_TESTS[:-2] + "\n" + NEW_TESTS + "\n}"
    ins = len(NEW_TESTS.split("\n")) + 1
    stat = f" src/buffer.rs | {ins + 1} {'+' * ins}-\n 1 file changed, {ins} insertions(+), 1 deletion(-)"
    names = ["buffer::tests::capacity_is_fixed", "buffer::tests::empty_buffer_has_len_zero", "buffer::tests::full_flag_set_at_capacity",
             "buffer::tests::iter_yields_in_order", "buffer::tests::iter_after_wraparound", "buffer::tests::overwrite_oldest_when_full",
             "buffer::tests::pop_on_empty_is_none", "buffer::tests::pop_returns_oldest_first", "buffer::tests::push_then_len"]
    others = ["format::tests::json_line_escapes_quotes", "format::tests::json_line_has_newline", "format::tests::logfmt_quotes_spaces",
              "format::tests::logfmt_skips_empty_fields", "format::tests::plain_includes_level", "level::tests::from_str_accepts_lowercase",
              "level::tests::from_str_rejects_unknown", "level::tests::ordering_is_severity", "record::tests::builder_sets_fields",
              "record::tests::seq_is_monotonic", "record::tests::timestamp_is_utc", "sink::tests::file_sink_appends",
              "sink::tests::file_sink_rotates_at_limit", "sink::tests::memory_sink_drains", "sink::tests::stderr_sink_is_unbuffered"]
    assert len(names) + len(others) == 24
    all1 = sorted(names + others)
    run1 = "\n".join(f"test {n} ... ok" for n in all1)
    cargo1 = f"""   Compiling ringlog v0.3.2 (/workspace/ringlog)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.84s
     Running unittests src/lib.rs (target/debug/deps/ringlog-7c1e0a94d2b35f61)

running 24 tests
{run1}

test result: ok. 24 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

   Doc-tests ringlog

running 3 tests
test src/buffer.rs - buffer::RingBuffer (line 12) ... ok
test src/lib.rs - (line 5) ... ok
test src/record.rs - record::Record::builder (line 41) ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s"""
    bnames = sorted(names + ["buffer::tests::len_after_wraparound", "buffer::tests::len_when_head_behind_tail"])
    cargo_f = "\n".join(f"test {n} ... ok" for n in bnames)
    cargo2 = f"""   Compiling ringlog v0.3.2 (/workspace/ringlog)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.97s
     Running unittests src/lib.rs (target/debug/deps/ringlog-7c1e0a94d2b35f61)

running 11 tests
{cargo_f}

test result: ok. 11 passed; 0 failed; 0 ignored; 0 measured; 15 filtered out; finished in 0.00s

   Doc-tests ringlog

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 3 filtered out; finished in 0.00s"""
    tail = """test record::tests::timestamp_is_utc ... ok
test sink::tests::file_sink_appends ... ok
test sink::tests::file_sink_rotates_at_limit ... ok
test sink::tests::memory_sink_drains ... ok
test sink::tests::stderr_sink_is_unbuffered ... ok

test result: ok. 25 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

   Doc-tests ringlog

running 3 tests
test src/buffer.rs - buffer::RingBuffer (line 12) ... ok
test src/lib.rs - (line 5) ... ok
test src/record.rs - record::Record::builder (line 41) ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s"""
    cargo3 = tail
    fix_snip, fix_lo = snip(fixed, new.strip())
    turns = [
        (bash(f"cd {root} && cargo test 2>&1"), oh_bash(cargo1, root)),
        (editor("view", path, view_range=[start, start + nlines(RING) - 1]), cat_n(path, RING, start)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, fix_snip, fix_lo + start - 1)),
        (editor("view", path, view_range=[tests_start, tests_start + nlines(RING_TESTS) - 1]), cat_n(path, RING_TESTS, tests_start)),
        (editor("insert", path, insert_line=tests_start + nlines(RING_TESTS) - 2, new_str=NEW_TESTS),
         edited(path, rng(new_tests_block, 5, nlines(new_tests_block)), tests_start + 4)),
        (bash("cargo test buffer:: 2>&1"), oh_bash(cargo2, root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1"), oh_bash("""    Checking ringlog v0.3.2 (/workspace/ringlog)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.12s""", root)),
        (bash("cargo test 2>&1 | tail -n 16"), oh_bash(cargo3, root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
        (bash('git commit -am "Fix RingBuffer::len when head has wrapped behind tail"'),
         oh_bash("[main 5e0b9d3] Fix RingBuffer::len when head has wrapped behind tail\n" + stat.split("\n")[1], root)),
    ]
    rs.add(task=T, tid="h31-swe-03", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Rust crate ringlog 0.3.2). Bug: RingBuffer::len() panics with 'attempt to subtract with overflow' once the head wraps around. Fix it and add regression tests.",
           bad=True, turn=8, kind="full test run reports 25 unit tests although 24 existed and two were added (the filtered run implied 26)")


# ---------------------------------------------------------------------------------------------
# 04  Gemini CLI, Ruby / bundler + rspec (mainstream)
# ---------------------------------------------------------------------------------------------

PAGE_RB = """# frozen_string_literal: true

module Pagelet
  # A single page of a paginated collection.
  class Page
    attr_reader :number, :per_page, :total_count

    def initialize(number:, per_page:, total_count:)
      raise ArgumentError, "per_page must be positive" unless per_page.positive?
      raise ArgumentError, "number must be >= 1" if number < 1

      @number = number
      @per_page = per_page
      @total_count = total_count
    end

    def total_pages
      (total_count.to_f / per_page).ceil
    end

    def offset
      (number - 1) * per_page
    end

    def first?
      number == 1
    end

    def last?
      number >= total_pages
    end

    def next_number
      last? ? nil : number + 1
    end

    def prev_number
      first? ? nil : number - 1
    end

    def out_of_range?
      number > total_pages
    end
  end
end
"""


def t04(rs: RowSet) -> None:
    root = "/home/maya/src/pagelet"
    path = f"{root}/lib/pagelet/page.rb"
    old = """    def total_pages
      (total_count.to_f / per_page).ceil
    end"""
    new = """    def total_pages
      return 1 if total_count.zero?

      (total_count.to_f / per_page).ceil
    end"""
    log1 = """a41c9e7 (HEAD -> main, origin/main, origin/HEAD) Drop Ruby 2.7 from the CI matrix
5d02b1f Add Page#out_of_range?
8e77c30 Make Page#offset zero-based
f2a9d14 Release 0.6.0
b07e5c1 Add Pagelet::ArrayAdapter
39cf6a0 Run rubocop in CI"""
    rspec_fail = """
Randomized with seed 18224
.........................................F.............................................

Failures:

  1) Pagelet::Page#total_pages returns 1 for an empty collection
     Failure/Error: expect(page.total_pages).to eq(1)

       expected: 1
            got: 0

       (compared using ==)
     # ./spec/pagelet/page_spec.rb:48:in `block (3 levels) in <top (required)>'

Finished in 0.04127 seconds (files took 0.21908 seconds to load)
87 examples, 1 failure

Failed examples:

rspec ./spec/pagelet/page_spec.rb:46 # Pagelet::Page#total_pages returns 1 for an empty collection

Randomized with seed 18224"""
    rspec_ok = """
Randomized with seed 50713
.......................................................................................

Finished in 0.03862 seconds (files took 0.20544 seconds to load)
87 examples, 0 failures

Randomized with seed 50713"""
    turns = [
        (gshell("git log --oneline -6", "See recent history"), gem_run("git log --oneline -6", log1, pgid=51870)),
        (call("read_file", absolute_path=path), PAGE_RB),
        (gshell("bundle exec rspec", "Run the spec suite"), gem_run("bundle exec rspec", rspec_fail, code=1, pgid=51902)),
        (call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."),
        (gshell("git switch -c fix/empty-total-pages && git log --oneline -3", "Create a topic branch for the fix"),
         gem_run("git switch -c fix/empty-total-pages && git log --oneline -3", """Switched to a new branch 'fix/empty-total-pages'
a47c9e7 (HEAD -> fix/empty-total-pages, origin/main, origin/HEAD, main) Drop Ruby 2.7 from the CI matrix
5d02b1f Add Page#out_of_range?
8e77c30 Make Page#offset zero-based""", pgid=51977)),
        (gshell("bundle exec rspec", "Re-run the specs after the fix"), gem_run("bundle exec rspec", rspec_ok, pgid=51990)),
        (gshell('git commit -am "Report one page for an empty collection"', "Commit the fix"),
         gem_run('git commit -am "Report one page for an empty collection"', """[fix/empty-total-pages 0c3f5a8] Report one page for an empty collection
 1 file changed, 2 insertions(+)""", pgid=52011)),
        (gshell("git log --oneline -3", "Verify the commit sits on top of main"),
         gem_run("git log --oneline -3", """0c3f5a8 (HEAD -> fix/empty-total-pages) Report one page for an empty collection
a41c9e7 (origin/main, origin/HEAD, main) Drop Ruby 2.7 from the CI matrix
5d02b1f Add Page#out_of_range?""", pgid=52030)),
    ]
    rs.add(task=T, tid="h31-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gem {root} (Ruby 3.3, rspec). Issue: Page#total_pages is 0 for an empty collection, so page 1 reports out_of_range?. It should be 1.",
           bad=True, turn=5, kind="short hash of the main tip commit differs from the earlier git log with no history rewrite")


# ---------------------------------------------------------------------------------------------
# 05  OpenHands, Scala / scala-cli + munit (less common) -- clean
# ---------------------------------------------------------------------------------------------

CSV_SCALA = """package csvgrind

import scala.collection.mutable.ArrayBuffer

/** Minimal RFC 4180 reader: one call parses one logical record. */
object CsvParser:

  final case class ParseError(msg: String, column: Int) extends Exception(s"$msg at column $column")

  def parseLine(line: String, sep: Char = ','): Vector[String] =
    val fields = ArrayBuffer.empty[String]
    val cur = StringBuilder()
    var inQuotes = false
    var i = 0
    while i < line.length do
      val c = line.charAt(i)
      if inQuotes then
        if c == '"' then inQuotes = false
        else cur += c
      else if c == '"' then
        if cur.nonEmpty then throw ParseError("quote inside unquoted field", i + 1)
        inQuotes = true
      else if c == sep then
        fields += cur.result()
        cur.clear()
      else cur += c
      i += 1
    if inQuotes then throw ParseError("unterminated quoted field", line.length)
    fields += cur.result()
    fields.toVector
"""


def t05(rs: RowSet) -> None:
    root = "/workspace/csvgrind"
    path = f"{root}/src/main/CsvParser.scala"
    tpath = f"{root}/src/test/CsvParserSuite.scala"
    old = """        if c == '"' then inQuotes = false
        else cur += c"""
    new = """        if c == '"' then
          if i + 1 < line.length && line.charAt(i + 1) == '"' then
            cur += '"'
            i += 1
          else inQuotes = false
        else cur += c"""
    fixed = CSV_SCALA.replace(old, new)
    run1 = """Compiling project (Scala 3.3.3, JVM (17))
Compiled project (Scala 3.3.3, JVM (17))
Compiling project (test, Scala 3.3.3, JVM (17))
Compiled project (test, Scala 3.3.3, JVM (17))
csvgrind.CsvParserSuite:
  + parses a simple row 0.011s
  + keeps empty fields 0.001s
  + honours a custom separator 0.001s
  + parses a quoted field with a comma 0.001s
==> X csvgrind.CsvParserSuite.unescapes doubled quotes  0.019s munit.ComparisonFailException: /workspace/csvgrind/src/test/CsvParserSuite.scala:31
30:  test("unescapes doubled quotes") {
31:    assertEquals(CsvParser.parseLine("a,\\"say \\"\\"hi\\"\\"\\",c"), Vector("a", "say \\"hi\\"", "c"))
32:  }
values are not the same
=> Obtained
Vector(
  "a",
  "say hi",
  "c"
)
=> Diff (- obtained, + expected)
   "a",
-  "say hi",
+  "say \\"hi\\"",
   "c"
    at munit.Assertions.failComparison(Assertions.scala:274)
==> X csvgrind.CsvParserSuite.doubled quote alone is a literal quote  0.002s munit.ComparisonFailException: /workspace/csvgrind/src/test/CsvParserSuite.scala:35
34:  test("doubled quote alone is a literal quote") {
35:    assertEquals(CsvParser.parseLine("\\"\\"\\"\\"\\""), Vector("\\""))
36:  }
values are not the same
=> Obtained
Vector(
  ""
)
=> Diff (- obtained, + expected)
-  ""
+  "\\""
    at munit.Assertions.failComparison(Assertions.scala:274)
  + rejects an unterminated quote 0.001s
  + rejects a quote inside an unquoted field 0.001s
csvgrind.RowMapperSuite:
  + maps headers to values 0.004s
  + fills missing trailing columns with empty strings 0.001s
  + reports duplicated headers 0.001s
  + trims header whitespace 0.000s
  + converts Int columns 0.002s
  + reports the row of a bad Int 0.001s
  + converts Boolean columns 0.001s
  + supports Option columns 0.001s
  + streams a large file lazily 0.083s
Failed: Total 17, Failed 2, Errors 0, Passed 15"""
    run2 = """Compiling project (Scala 3.3.3, JVM (17))
Compiled project (Scala 3.3.3, JVM (17))
Compiling project (test, Scala 3.3.3, JVM (17))
Compiled project (test, Scala 3.3.3, JVM (17))
csvgrind.CsvParserSuite:
  + parses a simple row 0.009s
  + keeps empty fields 0.001s
  + honours a custom separator 0.000s
  + parses a quoted field with a comma 0.001s
  + unescapes doubled quotes 0.001s
  + doubled quote alone is a literal quote 0.000s
  + rejects an unterminated quote 0.001s
  + rejects a quote inside an unquoted field 0.001s
csvgrind.RowMapperSuite:
  + maps headers to values 0.005s
  + fills missing trailing columns with empty strings 0.001s
  + reports duplicated headers 0.001s
  + trims header whitespace 0.000s
  + converts Int columns 0.001s
  + reports the row of a bad Int 0.001s
  + converts Boolean columns 0.001s
  + supports Option columns 0.000s
  + streams a large file lazily 0.071s
Passed: Total 17, Failed 0, Errors 0, Passed 17"""
    suite_tail = """  test("rejects a quote inside an unquoted field") {
    intercept[CsvParser.ParseError](CsvParser.parseLine("ab\\"c\\",d"))
  }
end CsvParserSuite"""
    add_tests = """
  test("doubled quotes next to the separator") {
    assertEquals(CsvParser.parseLine("\\"x\\"\\"\\",\\"\\"\\"y\\""), Vector("x\\"", "\\"y"))
  }

  test("semicolon files with escaped quotes") {
    assertEquals(CsvParser.parseLine("1;\\"a \\"\\"b\\"\\"\\";3;\\"\\"\\"\\"", ';'), Vector("1", "a \\"b\\"", "3", "\\""))
  }"""
    add_fmt = """
  test("doubled quotes next to the separator") {
    assertEquals(CsvParser.parseLine("\\"x\\"\\"\\",\\"\\"\\"y\\""), Vector("x\\"", "\\"y"))
  }

  test("semicolon files with escaped quotes") {
    assertEquals(
      CsvParser.parseLine("1;\\"a \\"\\"b\\"\\"\\";3;\\"\\"\\"\\"", ';'),
      Vector("1", "a \\"b\\"", "3", "\\"")
    )
  }"""
    tail_start = 41
    run3 = run2.replace("""  + rejects a quote inside an unquoted field 0.001s
csvgrind.RowMapperSuite:""", """  + rejects a quote inside an unquoted field 0.001s
  + doubled quotes next to the separator 0.000s
  + semicolon files with escaped quotes 0.001s
csvgrind.RowMapperSuite:""").replace("  + parses a simple row 0.009s", "  + parses a simple row 0.010s").replace(
        "  + streams a large file lazily 0.071s", "  + streams a large file lazily 0.066s").replace("Passed: Total 17, Failed 0, Errors 0, Passed 17", "Passed: Total 19, Failed 0, Errors 0, Passed 19")
    run3 = run3.replace("""Compiling project (Scala 3.3.3, JVM (17))
Compiled project (Scala 3.3.3, JVM (17))
""", "", 1)
    suite_after = rng(suite_tail, 1, 3) + "\n" + add_fmt + "\nend CsvParserSuite"
    turns = [
        (bash(f"cd {root} && scala-cli test . 2>&1"), oh_bash(run1, root, 1)),
        (editor("view", path), cat_n(path, CSV_SCALA)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, *snip(fixed, "if i + 1 < line.length", 5, 6))),
        (bash("scala-cli test . 2>&1"), oh_bash(run2, root)),
        (editor("insert", tpath, insert_line=tail_start + 2, new_str=add_tests),
         edited(tpath, rng(suite_tail, 1, 3) + "\n" + add_tests + "\nend CsvParserSuite", tail_start)),
        (bash("scala-cli test . 2>&1"), oh_bash(run3, root)),
        (bash("scala-cli fmt --check . 2>&1"), oh_bash("""src/test/CsvParserSuite.scala
error: --test failed""", root, 1)),
        (bash("scala-cli fmt . && git status --short"), oh_bash(""" M src/main/CsvParser.scala
 M src/test/CsvParserSuite.scala""", root)),
        (editor("view", tpath, view_range=[tail_start + 4, tail_start + nlines(suite_after) - 1]), cat_n(tpath, rng(suite_after, 5, nlines(suite_after)), tail_start + 4)),
        (bash("git diff --stat"), oh_bash(""" src/main/CsvParser.scala      |  6 +++++-
 src/test/CsvParserSuite.scala | 11 +++++++++++
 2 files changed, 16 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task=T, tid="h31-swe-05", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Scala 3 built with scala-cli, tests in munit). Two tests about doubled quotes inside quoted fields fail; make the parser follow RFC 4180 and add tests.")


# ---------------------------------------------------------------------------------------------
# 06  Gemini CLI, Dart / dart test (less common)
# ---------------------------------------------------------------------------------------------

def t06(rs: RowSet) -> None:
    root = "/home/lee/code/tally_dart"
    tally = """/// Count and summarise records from CSV or NDJSON sources.
library tally;

export 'src/args.dart' show TallyOptions, parseArgs;
export 'src/parser.dart' show RecordParser, ParseException;
export 'src/report.dart' show Report, ReportFormat;
export 'src/legacy_parser.dart' show LegacyParser;
export 'src/tally.dart' show tally;
"""
    listing_before = """Directory listing for /home/lee/code/tally_dart/lib/src:
args.dart
legacy_parser.dart
parser.dart
report.dart
tally.dart
utils.dart"""
    search = """Found 4 matches for pattern "legacy_parser|LegacyParser" in path "/home/lee/code/tally_dart":
---
File: lib/tally.dart
L7: export 'src/legacy_parser.dart' show LegacyParser;
---
File: lib/src/legacy_parser.dart
L9: @Deprecated('Use RecordParser; LegacyParser will be removed in 3.0.0')
L10: class LegacyParser {
---
File: test/legacy_parser_test.dart
L3: import 'package:tally/src/legacy_parser.dart';
---"""
    test_out = """Analyzing tally_dart...
No issues found!
00:00 +0: loading test/args_test.dart
00:00 +9: test/parser_test.dart: RecordParser parses quoted CSV fields
00:01 +23: test/report_test.dart: Report renders markdown tables
00:01 +31: test/tally_test.dart: tally groups by key
00:01 +38: All tests passed!"""
    turns = [
        (call("list_directory", path=f"{root}/lib/src"), listing_before),
        (call("search_file_content", pattern="legacy_parser|LegacyParser", path=root), search),
        (gshell("git rm lib/src/legacy_parser.dart test/legacy_parser_test.dart", "Remove the deprecated parser and its test"),
         gem_run("git rm lib/src/legacy_parser.dart test/legacy_parser_test.dart", "rm 'lib/src/legacy_parser.dart'\nrm 'test/legacy_parser_test.dart'", pgid=62113)),
        (call("replace", file_path=f"{root}/lib/tally.dart", old_string="export 'src/legacy_parser.dart' show LegacyParser;\n", new_string=""),
         f"Successfully modified file: {root}/lib/tally.dart (1 replacements)."),
        (gshell("dart analyze && dart test", "Make sure nothing else referenced the removed parser"), gem_run("dart analyze && dart test", test_out, pgid=62140)),
        (call("list_directory", path=f"{root}/lib/src"), listing_before),
        (gshell("git status", "Review the pending changes"), gem_run("git status", """On branch release/3.0
Your branch is up to date with 'origin/release/3.0'.

Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	deleted:    lib/src/legacy_parser.dart
	deleted:    test/legacy_parser_test.dart

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   lib/tally.dart
""", pgid=62188)),
    ]
    rs.add(task=T, tid="h31-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Dart package {root} on branch release/3.0. lib/tally.dart currently reads:\n{tally}\nTask: remove the deprecated LegacyParser (source, export and test) for 3.0.0.",
           bad=True, turn=6, kind="file removed with git rm shows up again in a later directory listing")


# ---------------------------------------------------------------------------------------------
# 07  OpenHands, Zig / zig build (less common) -- clean
# ---------------------------------------------------------------------------------------------

INI_ZIG = """pub const Parser = struct {
    allocator: std.mem.Allocator,
    section: []const u8 = "",
    line_no: usize = 0,

    pub fn init(allocator: std.mem.Allocator) Parser {
        return .{ .allocator = allocator };
    }

    /// Feed one line; returns an entry for `key = value` lines, null otherwise.
    pub fn feed(self: *Parser, raw: []const u8) Error!?Entry {
        self.line_no += 1;
        const line = std.mem.trim(u8, raw, " \\t\\r");
        if (line.len == 0) return null;
        if (line[0] == '#') return null;
        if (line[0] == '[') {
            const end = std.mem.indexOfScalar(u8, line, ']') orelse return error.UnclosedSection;
            self.section = try self.allocator.dupe(u8, std.mem.trim(u8, line[1..end], " \\t"));
            return null;
        }
        const eq = std.mem.indexOfScalar(u8, line, '=') orelse return error.MissingEquals;
        return Entry{
            .section = self.section,
            .key = std.mem.trimRight(u8, line[0..eq], " \\t"),
            .value = std.mem.trimLeft(u8, line[eq + 1 ..], " \\t"),
        };
    }
};"""


def t07(rs: RowSet) -> None:
    root = "/workspace/tinyini"
    path = f"{root}/src/parser.zig"
    start = 24
    old = "        if (line[0] == '#') return null;"
    new = "        if (line[0] == '#' or line[0] == ';') return null;"
    fixed = INI_ZIG.replace(old, new)
    test_new = """
test "semicolon comments are skipped" {
    var p = Parser.init(std.testing.allocator);
    defer if (p.section.len > 0) std.testing.allocator.free(p.section);
    try std.testing.expectEqual(@as(?Entry, null), try p.feed("; a comment"));
    try std.testing.expectEqual(@as(?Entry, null), try p.feed("   ;indented"));
    const e = (try p.feed("k = v")).?;
    try std.testing.expectEqualStrings("v", e.value);
}"""
    end_line = 131
    b1 = """0.13.0
Build Summary: 3/3 steps succeeded; 21/21 tests passed
test success
└─ run test 21 passed 4ms MaxRSS:1M
   └─ zig test Debug native success 6s MaxRSS:205M"""
    b2 = """Build Summary: 3/3 steps succeeded; 22/22 tests passed
test success
└─ run test 22 passed 3ms MaxRSS:1M
   └─ zig test Debug native success 2s MaxRSS:188M"""
    fs, flo = snip(fixed, "line[0] == ';'")
    turns = [
        (bash(f"cd {root} && zig version && zig build test --summary all 2>&1"), oh_bash(b1, root)),
        (editor("view", path, view_range=[start, start + nlines(INI_ZIG) - 1]), cat_n(path, INI_ZIG, start)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, fs, flo + start - 1)),
        (editor("insert", path, insert_line=end_line, new_str=test_new),
         edited(path, "}\n" + test_new, end_line)),
        (bash("zig build test --summary all 2>&1"), oh_bash(b2, root)),
        (bash("zig fmt --check src/ build.zig; echo fmt=$?"), oh_bash("fmt=0", root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M src/parser.zig
 src/parser.zig | 11 ++++++++++-
 1 file changed, 10 insertions(+), 1 deletion(-)""", root)),
        (bash("zig build -Doptimize=ReleaseSmall && ls -l --time-style=+%H:%M:%S zig-out/bin/"), oh_bash("""total 20
-rwxr-xr-x 1 root root 17336 16:42:09 inicat""", root)),
        (bash("zig build && ls -l --time-style=+%H:%M:%S zig-out/bin/ && ./zig-out/bin/inicat examples/demo.ini | head -5"),
         oh_bash("""total 2164
-rwxr-xr-x 1 root root 2215440 16:42:31 inicat
[server] host = 0.0.0.0
[server] port = 8080
[server] workers = 4
[log] level = info
[log] file = /var/log/demo.log""", root)),
    ]
    rs.add(task=T, tid="h31-swe-07", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Zig 0.13 INI parser, binary inicat). Lines starting with ';' are INI comments too but the parser rejects them with error.MissingEquals. Fix and add a test.")


# ---------------------------------------------------------------------------------------------
# 08  Gemini CLI, Python / uv + nox (less common)
# ---------------------------------------------------------------------------------------------

GEO = '''"""Geohash encoding (base32, interleaved longitude/latitude bits)."""

from __future__ import annotations

BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz"
DEFAULT_PRECISION = 9
MAX_PRECISION = 12

__all__ = ["encode", "BASE32", "DEFAULT_PRECISION", "MAX_PRECISION"]


def encode(lat: float, lon: float, precision: int = DEFAULT_PRECISION) -> str:
    """Encode a coordinate as a geohash of *precision* characters.

    >>> encode(57.64911, 10.40744, 11)
    'u4pruydqqvj'
    """
    if not -90.0 <= lat <= 90.0:
        raise ValueError(f"latitude out of range: {lat}")
    if not -180.0 <= lon <= 180.0:
        raise ValueError(f"longitude out of range: {lon}")
    if not 1 <= precision < MAX_PRECISION:
        raise ValueError(f"precision must be between 1 and {MAX_PRECISION}, got {precision}")

    lat_lo, lat_hi = -90.0, 90.0
    lon_lo, lon_hi = -180.0, 180.0
    chars: list[str] = []
    bit, ch, even = 0, 0, True
    while len(chars) < precision:
        if even:
            mid = (lon_lo + lon_hi) / 2
            if lon >= mid:
                ch = (ch << 1) | 1
                lon_lo = mid
            else:
                ch <<= 1
                lon_hi = mid
        else:
            mid = (lat_lo + lat_hi) / 2
            if lat >= mid:
                ch = (ch << 1) | 1
                lat_lo = mid
            else:
                ch <<= 1
                lat_hi = mid
        even = not even
        bit += 1
        if bit == 5:
            chars.append(BASE32[ch])
            bit, ch = 0, 0
    return "".join(chars)
'''

GEO_TEST = '''import pytest

from geohashr import MAX_PRECISION, encode


@pytest.mark.parametrize(
    ("lat", "lon", "precision", "expected"),
    [
        (57.64911, 10.40744, 11, "u4pruydqqvj"),
        (48.85837, 2.29448, 9, "u09tunqu9"),
        (-33.85678, 151.21530, 7, "r3gx2ux"),
        (40.68925, -74.04450, 12, "dr5r7p4rx6kz"),
    ],
)
def test_known_hashes(lat, lon, precision, expected):
    assert encode(lat, lon, precision) == expected


def test_max_precision_is_accepted():
    assert len(encode(0.0, 0.0, MAX_PRECISION)) == MAX_PRECISION


def test_rejects_precision_above_max():
    with pytest.raises(ValueError, match="precision"):
        encode(0.0, 0.0, MAX_PRECISION + 1)
'''


def t08(rs: RowSet) -> None:
    root = "/home/ana/dev/geohashr"
    path = f"{root}/src/geohashr/encode.py"
    old = "    if not 1 <= precision < MAX_PRECISION:"
    new = "    if not 1 <= precision <= MAX_PRECISION:"
    fixed = GEO.replace(old, new)
    nox_fail = """nox > Running session tests-3.12
nox > Creating virtual environment (uv) using python3.12 in .nox/tests-3-12
nox > uv pip install -e '.[test]'
nox > pytest -q
.......................F.F......................                         [100%]
=================================== FAILURES ===================================
___________________ test_known_hashes[40.68925--74.0445-12-dr5r7p4rx6kz] ___________________

lat = 40.68925, lon = -74.0445, precision = 12, expected = 'dr5r7p4rx6kz'

    def test_known_hashes(lat, lon, precision, expected):
>       assert encode(lat, lon, precision) == expected

tests/test_encode.py:16:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

lat = 40.68925, lon = -74.0445, precision = 12

    def encode(lat: float, lon: float, precision: int = DEFAULT_PRECISION) -> str:
    ...
        if not 1 <= precision < MAX_PRECISION:
>           raise ValueError(f"precision must be between 1 and {MAX_PRECISION}, got {precision}")
E           ValueError: precision must be between 1 and 12, got 12

src/geohashr/encode.py:23: ValueError
_________________________ test_max_precision_is_accepted _________________________

    def test_max_precision_is_accepted():
>       assert len(encode(0.0, 0.0, MAX_PRECISION)) == MAX_PRECISION

tests/test_encode.py:20:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
E           ValueError: precision must be between 1 and 12, got 12

src/geohashr/encode.py:23: ValueError
=========================== short test summary info ============================
FAILED tests/test_encode.py::test_known_hashes[40.68925--74.0445-12-dr5r7p4rx6kz] - ValueError: precision must be between 1 and 12, got 12
FAILED tests/test_encode.py::test_max_precision_is_accepted - ValueError: precision must be between 1 and 12, got 12
2 failed, 46 passed in 0.31s
nox > Command pytest -q failed with exit code 1
nox > Session tests-3.12 failed."""
    nox_ok = """nox > Running session tests-3.12
nox > Re-using existing virtual environment at .nox/tests-3-12.
nox > uv pip install -e '.[test]'
nox > pytest -q
................................................                         [100%]
48 passed in 0.27s
nox > Session tests-3.12 was successful."""
    lint = """nox > Running session lint
nox > Re-using existing virtual environment at .nox/lint.
nox > uv pip install ruff==0.4.8 mypy==1.10.0
nox > ruff check src tests
All checks passed!
nox > ruff format --check src tests
7 files already formatted
nox > mypy src
Success: no issues found in 4 source files
nox > Session lint was successful."""
    a = ln(GEO, "BASE32 =") - 2
    b = ln(GEO, "raise ValueError(f\"precision")
    bad_window = rng(GEO, a, b).replace("DEFAULT_PRECISION = 9", "DEFAULT_PRECISION = 7")
    turns = [
        (call("read_file", absolute_path=path), GEO),
        (gshell("uv run nox -s tests-3.12", "Run the test session"), gem_run("uv run nox -s tests-3.12", nox_fail, code=1, pgid=73410)),
        (call("read_file", absolute_path=f"{root}/tests/test_encode.py"), GEO_TEST),
        (call("read_file", absolute_path=path, offset=a - 1, limit=b - a + 1), gread(bad_window + "\n", 1, b - a + 1, nlines(GEO)).replace(
            f"showing lines 1-{b - a + 1}", f"showing lines {a}-{b}")),
        (call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."),
        (gshell("uv run nox -s tests-3.12", "Re-run the tests after relaxing the bound"), gem_run("uv run nox -s tests-3.12", nox_ok, pgid=73502)),
        (gshell("uv run nox -s lint", "Run ruff and mypy"), gem_run("uv run nox -s lint", lint, pgid=73577)),
        (gshell("git diff", "Review the change"), gem_run("git diff", udiff("src/geohashr/encode.py", GEO, fixed, "4c7a2d1..b80e913", "def encode(lat: float, lon: float, precision: int = DEFAULT_PRECISION) -> str:"), pgid=73601)),
        (gshell('git commit -am "Accept precision == MAX_PRECISION in encode()"', "Commit the fix"),
         gem_run('git commit -am "Accept precision == MAX_PRECISION in encode()"', """[main 1d6e0fa] Accept precision == MAX_PRECISION in encode()
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=73618)),
    ]
    rs.add(task=T, tid="h31-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Python package {root} (src layout, managed with uv, sessions in noxfile.py). encode(..., 12) raises although 12 is documented as the maximum precision.",
           bad=True, turn=4, kind="DEFAULT_PRECISION constant reads 7 on a re-read although the file said 9 and nothing edited it")


# ---------------------------------------------------------------------------------------------
# 09  OpenHands, TypeScript / Deno (less common) -- clean
# ---------------------------------------------------------------------------------------------

SLUG_TS = """export interface SlugOptions {
  /** Separator placed between words. Default: "-". */
  separator?: string;
  /** Maximum length of the result; cut at a word boundary. */
  maxLength?: number;
}

const COMBINING = /[\\u0300-\\u036f]/g;

export function slugify(input: string, opts: SlugOptions = {}): string {
  const sep = opts.separator ?? "-";
  let s = input
    .normalize("NFKD")
    .replace(COMBINING, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^${escape(sep)}+|${escape(sep)}+$`, "g"), "");
  if (opts.maxLength !== undefined && s.length > opts.maxLength) {
    s = s.slice(0, opts.maxLength);
    const cut = s.lastIndexOf(sep);
    if (cut > 0) s = s.slice(0, cut);
  }
  return s;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\\]\\\\]/g, "\\\\$&");
}"""


def t09(rs: RowSet) -> None:
    root = "/workspace/slugify-deno"
    path = f"{root}/mod.ts"
    tpath = f"{root}/mod_test.ts"
    old1 = """  maxLength?: number;
}"""
    new1 = """  maxLength?: number;
  /** Keep the original letter case. Default: false. */
  preserveCase?: boolean;
}"""
    old2 = """    .replace(COMBINING, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)"""
    new2 = """    .replace(COMBINING, "")
    .replace(/[^A-Za-z0-9]+/g, sep)"""
    old3 = """  return s;
}"""
    new3 = """  return opts.preserveCase ? s : s.toLowerCase();
}"""
    v1 = SLUG_TS.replace(old1, new1)
    v2 = v1.replace(old2, new2)
    v3 = v2.replace(old3, new3)
    test_add = """
Deno.test("preserveCase keeps capitals", () => {
  assertEquals(slugify("Hello World", { preserveCase: true }), "Hello-World");
});

Deno.test("default still lowercases", () => {
  assertEquals(slugify('Ünïcödé Ròcks'), 'unicode-rocks');
});"""
    t1 = """Task test deno test --allow-read
Check file:///workspace/slugify-deno/mod_test.ts
running 12 tests from ./mod_test.ts
basic words ... ok (1ms)
trims separators ... ok (0ms)
collapses punctuation ... ok (0ms)
strips diacritics ... ok (0ms)
custom separator ... ok (0ms)
separator with regex chars ... ok (0ms)
maxLength cuts at word boundary ... ok (0ms)
maxLength shorter than first word ... ok (0ms)
empty input ... ok (0ms)
only punctuation ... ok (0ms)
numbers are kept ... ok (0ms)
fixtures file round-trip ... ok (6ms)

ok | 12 passed | 0 failed (38ms)
"""
    t2 = t1.replace("fixtures file round-trip ... ok (6ms)", """fixtures file round-trip ... ok (5ms)
preserveCase keeps capitals ... ok (0ms)
default still lowercases ... ok (0ms)""").replace("running 12 tests", "running 14 tests").replace(
        "ok | 12 passed | 0 failed (38ms)", "ok | 14 passed | 0 failed (41ms)").replace("basic words ... ok (1ms)", "basic words ... ok (2ms)")
    bench = """Check file:///workspace/slugify-deno/mod_bench.ts
    CPU | AMD EPYC 7763 64-Core Processor
Runtime | Deno 1.46.3 (x86_64-unknown-linux-gnu)

file:///workspace/slugify-deno/mod_bench.ts

benchmark            time/iter (avg)        iter/s      (min … max)           p75      p99     p995
-------------------- ----------------------------- --------------------- --------------------------
short ascii                   612.4 ns     1,633,000 (578.1 ns … 801.9 ns) 620.3 ns 781.0 ns 801.9 ns
long unicode                    4.9 µs       204,100 (  4.7 µs …   5.6 µs)   4.9 µs   5.6 µs   5.6 µs
preserveCase                  598.7 ns     1,670,000 (571.0 ns … 749.2 ns) 606.6 ns 733.5 ns 749.2 ns
"""
    s1, lo1 = snip(v1, "preserveCase?: boolean;", 3, 2)
    s2, lo2 = snip(v2, ".replace(/[^A-Za-z0-9]+/g, sep)", 4, 3)
    s3, lo3 = snip(v3, "return opts.preserveCase", 4, 1)
    turns = [
        (bash(f"cd {root} && deno task test"), oh_bash(t1, root)),
        (editor("view", path), cat_n(path, SLUG_TS)),
        (editor("str_replace", path, old_str=old1, new_str=new1), edited(path, s1, lo1)),
        (editor("str_replace", path, old_str=old2, new_str=new2), edited(path, s2, lo2)),
        (editor("str_replace", path, old_str=old3, new_str=new3), edited(path, s3, lo3)),
        (editor("insert", tpath, insert_line=71, new_str=test_add), edited(tpath, "});\n" + test_add, 71)),
        (bash("deno task test"), oh_bash(t2, root)),
        (bash("deno fmt --check; deno fmt && deno lint"), oh_bash(f"""
from {tpath}:
78 | -  assertEquals(slugify('Ünïcödé Ròcks'), 'unicode-rocks');
78 | +  assertEquals(slugify("Ünïcödé Ròcks"), "unicode-rocks");

error: Found 1 not formatted file in 3 files
Checked 3 files
Checked 3 files""", root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M mod.ts
 M mod_test.ts
 mod.ts      | 7 ++++---
 mod_test.ts | 8 ++++++++
 2 files changed, 12 insertions(+), 3 deletions(-)""", root)),
        (bash("deno bench --allow-read"), oh_bash(bench, root)),
    ]
    rs.add(task=T, tid="h31-swe-09", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Deno module {root} (mod.ts, mod_test.ts, mod_bench.ts). Feature request: an option to keep the original letter case in slugs.")


# ---------------------------------------------------------------------------------------------
# 10  Gemini CLI, Rust / cargo-nextest (less common) -- clean
# ---------------------------------------------------------------------------------------------

TTL_RS = """use std::time::{Duration, Instant};

/// Expiry bookkeeping for one key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ttl {
    deadline: Option<Instant>,
}

impl Ttl {
    pub const NEVER: Ttl = Ttl { deadline: None };

    pub fn after(now: Instant, d: Duration) -> Self {
        Ttl { deadline: Some(now + d) }
    }

    /// `true` once `now` has reached the deadline.
    pub fn is_expired(&self, now: Instant) -> bool {
        match self.deadline {
            Some(deadline) => now > deadline,
            None => false,
        }
    }

    /// Time left before expiry, saturating at zero.
    pub fn remaining(&self, now: Instant) -> Option<Duration> {
        self.deadline.map(|d| d.saturating_duration_since(now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_expires() {
        assert!(!Ttl::NEVER.is_expired(Instant::now() + Duration::from_secs(86_400)));
    }

    #[test]
    fn not_expired_before_deadline() {
        let now = Instant::now();
        let ttl = Ttl::after(now, Duration::from_secs(5));
        assert!(!ttl.is_expired(now + Duration::from_secs(4)));
    }

    #[test]
    fn expires_exactly_at_deadline() {
        let now = Instant::now();
        let ttl = Ttl::after(now, Duration::from_secs(5));
        assert!(ttl.is_expired(now + Duration::from_secs(5)));
    }

    #[test]
    fn expires_after_deadline() {
        let now = Instant::now();
        let ttl = Ttl::after(now, Duration::from_secs(5));
        assert!(ttl.is_expired(now + Duration::from_secs(6)));
    }

    #[test]
    fn remaining_counts_down() {
        let now = Instant::now();
        let ttl = Ttl::after(now, Duration::from_secs(10));
        assert_eq!(ttl.remaining(now + Duration::from_secs(3)), Some(Duration::from_secs(7)));
    }

    #[test]
    fn remaining_saturates() {
        let now = Instant::now();
        let ttl = Ttl::after(now, Duration::from_secs(1));
        assert_eq!(ttl.remaining(now + Duration::from_secs(9)), Some(Duration::ZERO));
        assert_eq!(Ttl::NEVER.remaining(now), None);
    }
}
"""


def t10(rs: RowSet) -> None:
    root = "/home/kai/src/ferrous-kv"
    path = f"{root}/src/ttl.rs"
    run1 = f"""    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.31s
    Starting 64 tests across 3 binaries (2 tests skipped)
        PASS [   0.004s] ferrous-kv codec::tests::roundtrip_bulk_string
        PASS [   0.004s] ferrous-kv codec::tests::roundtrip_integer
        PASS [   0.005s] ferrous-kv codec::tests::rejects_bad_length
        PASS [   0.006s] ferrous-kv store::tests::get_missing_is_none
        PASS [   0.006s] ferrous-kv store::tests::set_then_get
        FAIL [   0.007s] ferrous-kv ttl::tests::expires_exactly_at_deadline

--- STDOUT:              ferrous-kv ttl::tests::expires_exactly_at_deadline ---

running 1 test
test ttl::tests::expires_exactly_at_deadline ... FAILED

failures:

failures:
    ttl::tests::expires_exactly_at_deadline

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 40 filtered out; finished in 0.00s

--- STDERR:              ferrous-kv ttl::tests::expires_exactly_at_deadline ---
thread 'ttl::tests::expires_exactly_at_deadline' panicked at src/ttl.rs:{ln(TTL_RS, 'assert!(ttl.is_expired(now + Duration::from_secs(5)))')}:9:
assertion failed: ttl.is_expired(now + Duration::from_secs(5))
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

        PASS [   0.008s] ferrous-kv ttl::tests::never_expires
        PASS [   0.007s] ferrous-kv ttl::tests::remaining_saturates
        PASS [   0.011s] ferrous-kv::server accepts_pipelined_commands
        PASS [   0.013s] ferrous-kv::server expire_command_sets_ttl
        PASS [   0.139s] ferrous-kv::server handles_100_clients
------------
     Summary [   0.612s] 64 tests run: 63 passed, 1 failed, 2 skipped
        FAIL [   0.007s] ferrous-kv ttl::tests::expires_exactly_at_deadline
error: test run failed"""
    run2 = """   Compiling ferrous-kv v0.2.0 (/home/kai/src/ferrous-kv)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.08s
    Starting 7 tests across 3 binaries (59 tests skipped)
        PASS [   0.003s] ferrous-kv ttl::tests::expires_after_deadline
        PASS [   0.003s] ferrous-kv ttl::tests::expires_exactly_at_deadline
        PASS [   0.003s] ferrous-kv ttl::tests::never_expires
        PASS [   0.004s] ferrous-kv ttl::tests::not_expired_before_deadline
        PASS [   0.004s] ferrous-kv ttl::tests::remaining_saturates
        PASS [   0.004s] ferrous-kv ttl::tests::remaining_counts_down
        PASS [   0.012s] ferrous-kv::server expire_command_sets_ttl
------------
     Summary [   0.027s] 7 tests run: 7 passed, 59 skipped"""
    run3 = """    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.09s
    Starting 64 tests across 3 binaries (2 tests skipped)
        PASS [   0.004s] ferrous-kv codec::tests::roundtrip_bulk_string
        PASS [   0.004s] ferrous-kv codec::tests::rejects_bad_length
        PASS [   0.005s] ferrous-kv codec::tests::roundtrip_integer
        PASS [   0.005s] ferrous-kv store::tests::set_then_get
        PASS [   0.006s] ferrous-kv store::tests::get_missing_is_none
        PASS [   0.006s] ferrous-kv ttl::tests::expires_exactly_at_deadline
        PASS [   0.007s] ferrous-kv ttl::tests::never_expires
        PASS [   0.012s] ferrous-kv::server accepts_pipelined_commands
        PASS [   0.014s] ferrous-kv::server expire_command_sets_ttl
        PASS [   0.128s] ferrous-kv::server handles_100_clients
------------
     Summary [   0.588s] 64 tests run: 64 passed, 2 skipped"""
    run4 = """    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.08s
    Starting 2 tests across 3 binaries (64 tests skipped)
        PASS [   1.902s] ferrous-kv::server soak_10k_keys_with_ttl
        PASS [   4.377s] ferrous-kv::server survives_client_disconnect_storm
------------
     Summary [   4.381s] 2 tests run: 2 passed, 64 skipped"""
    turns = [
        (gshell("cargo nextest run 2>&1 | tail -n 30", "Run the whole suite with nextest"),
         gem_run("cargo nextest run 2>&1 | tail -n 30", "\n".join(run1.split("\n")[-30:]), pgid=88120)),
        (call("read_file", absolute_path=path), TTL_RS),
        (call("replace", file_path=path, old_string="            Some(deadline) => now > deadline,",
              new_string="            Some(deadline) => now >= deadline,"), f"Successfully modified file: {path} (1 replacements)."),
        (gshell("cargo nextest run ttl expire", "Run only the TTL-related tests"), gem_run("cargo nextest run ttl expire", run2, pgid=88197)),
        (gshell("cargo nextest run 2>&1 | tail -n 9", "Run the whole suite again"), gem_run("cargo nextest run 2>&1 | tail -n 9", "\n".join(run3.split("\n")[-9:]), pgid=88240)),
        (gshell("git status --short", "See what changed"), gem_run("git status --short", " M src/ttl.rs", pgid=88261)),
        (gshell("cargo nextest run --run-ignored ignored-only", "Run the slow ignored soak tests too"),
         gem_run("cargo nextest run --run-ignored ignored-only", run4, pgid=88275)),
        (gshell('git commit -am "ttl: a key is expired at its deadline, not after it"', "Commit"),
         gem_run('git commit -am "ttl: a key is expired at its deadline, not after it"', """[main 7d21e0b] ttl: a key is expired at its deadline, not after it
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=88302)),
        (gshell("git log -3 --format='%h %ad %s' --date=iso", "Check the history"),
         gem_run("git log -3 --format='%h %ad %s' --date=iso", """7d21e0b 2024-06-03 11:27:45 +0900 ttl: a key is expired at its deadline, not after it
c0a58e4 2024-06-01 18:04:12 +0900 Add EXPIRE and TTL commands
9f3b27d 2024-05-30 09:51:30 +0900 Pipeline command parsing""", pgid=88310)),
    ]
    rs.add(task=T, tid="h31-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Rust project {root} (a small Redis-like server, tests run with cargo-nextest). ttl::tests::expires_exactly_at_deadline fails.")


# ---------------------------------------------------------------------------------------------
# 11  OpenHands, Ruby on Rails / minitest (mainstream)
# ---------------------------------------------------------------------------------------------

BOOK_RB = """class Book < ApplicationRecord
  belongs_to :author
  has_many :loans, dependent: :restrict_with_error
  has_many :reviews, dependent: :destroy

  validates :title, presence: true, length: { maximum: 200 }
  validates :isbn, uniqueness: { allow_blank: true }
  validates :published_year,
            numericality: { only_integer: true, greater_than: 1400, less_than_or_equal_to: -> { Date.current.year } },
            allow_nil: true

  scope :available, -> { where.not(id: Loan.active.select(:book_id)) }
  scope :by_title, -> { order(Arel.sql("LOWER(title)")) }

  def available?
    loans.active.none?
  end

  def average_rating
    reviews.average(:stars)&.round(1)
  end
end"""


def t11(rs: RowSet) -> None:
    root = "/workspace/bookshelf"
    path = f"{root}/app/models/book.rb"
    tpath = f"{root}/test/models/book_test.rb"
    old = "  validates :isbn, uniqueness: { allow_blank: true }"
    new = """  validates :isbn, uniqueness: { allow_blank: true },
                   format: { with: /\\A97[89]\\d{10}\\z/, message: "must be a 13-digit ISBN", allow_blank: true }"""
    fixed = BOOK_RB.replace(old, new)
    test_add = """
  test "rejects a malformed ISBN" do
    book = build(:book, isbn: "12345")
    assert_not book.valid?
    assert_includes book.errors[:isbn], "must be a 13-digit ISBN"
  end

  test "accepts an ISBN-13" do
    assert build(:book, isbn: "9780262510875").valid?
  end"""
    rt1 = """Running 9 tests in a single process (parallelization threshold is 50)
Run options: --seed 22871

# Running:

.........

Finished in 0.412018s, 21.8437 runs/s, 33.9791 assertions/s.
9 runs, 14 assertions, 0 failures, 0 errors, 0 skips"""
    rt2 = """Running 146 tests in parallel using 8 processes
Run options: --seed 6094

# Running:

..................................................................................................................................................

Finished in 4.917355s, 29.6908 runs/s, 79.1076 assertions/s.
146 runs, 389 assertions, 0 failures, 0 errors, 0 skips"""
    status_bad = """On branch isbn-validation
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   app/models/book.rb

no changes added to commit (use "git add" and/or "git commit -a")"""
    s1, lo1 = snip(fixed, "format: { with:", 4, 3)
    turns = [
        (bash(f"cd {root} && git switch -c isbn-validation && git status && git log --oneline -3"),
         oh_bash("""Switched to a new branch 'isbn-validation'
On branch isbn-validation
nothing to commit, working tree clean
e2c4a71 (HEAD -> isbn-validation, origin/main, main) Add overdue reminder job
b9f05d3 Paginate the loans index
4a1e8c6 Upgrade to Rails 7.1.3""", root)),
        (editor("view", path), cat_n(path, BOOK_RB)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, s1, lo1)),
        (editor("insert", tpath, insert_line=38, new_str=test_add), edited(tpath, "  end\n" + test_add + "\nend", 38)),
        (bash("bin/rails test test/models/book_test.rb"), oh_bash(rt1, root)),
        (bash("bin/rails test"), oh_bash(rt2, root)),
        (bash("bundle exec rubocop app/models/book.rb test/models/book_test.rb"), oh_bash("""Inspecting 2 files
..

2 files inspected, no offenses detected""", root)),
        (bash('git add -A && git commit -m "Validate ISBN-13 format on Book"'), oh_bash("""[isbn-validation 4be91d0] Validate ISBN-13 format on Book
 2 files changed, 12 insertions(+), 1 deletion(-)""", root)),
        (bash("git status"), oh_bash(status_bad, root)),
        (bash("git log --oneline -3"), oh_bash("""4be91d0 (HEAD -> isbn-validation) Validate ISBN-13 format on Book
e2c4a71 (origin/main, main) Add overdue reminder job
b9f05d3 Paginate the loans index""", root)),
        (bash("git push -u origin isbn-validation 2>&1"), oh_bash("""Enumerating objects: 13, done.
Counting objects: 100% (13/13), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (7/7), 1.02 KiB | 1.02 MiB/s, done.
Total 7 (delta 5), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (5/5), completed with 5 local objects.
remote:
remote: Create a pull request for 'isbn-validation' on GitHub by visiting:
remote:      https://github.com/northwind-lib/bookshelf/pull/new/isbn-validation
remote:
To github.com:northwind-lib/bookshelf.git
 * [new branch]      isbn-validation -> isbn-validation
branch 'isbn-validation' set up to track 'origin/isbn-validation'.""", root)),
    ]
    rs.add(task=T, tid="h31-swe-11", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Rails 7.1 app {root}. Ticket: Book accepts any string as ISBN; validate the ISBN-13 format and add model tests.",
           bad=True, turn=9, kind="git status reports app/models/book.rb modified right after it was committed with no further edit")


# ---------------------------------------------------------------------------------------------
# 12  Gemini CLI, Scala / mill (less common)
# ---------------------------------------------------------------------------------------------

HIST = """package metrics

/** Fixed-bucket histogram; `bounds` are inclusive upper bounds in ascending order. */
final class Histogram(val bounds: Vector[Double]):
  require(bounds.nonEmpty, "at least one bucket")
  require(bounds.zip(bounds.tail).forall(_ < _), "bounds must be strictly ascending")

  private val counts = Array.fill(bounds.length + 1)(0L)
  private var sum = 0.0

  def observe(v: Double): Unit =
    val i = bounds.indexWhere(v < _)
    counts(if i < 0 then bounds.length else i) += 1
    sum += v

  def count: Long = counts.sum
  def mean: Double = if count == 0 then 0.0 else sum / count

  /** Cumulative counts per bucket, Prometheus style (`le` labels). */
  def cumulative: Vector[(String, Long)] =
    val labels = bounds.map(_.toString) :+ "+Inf"
    labels.zip(counts.scanLeft(0L)(_ + _).tail)
"""


def t12(rs: RowSet) -> None:
    root = "/home/ivo/work/metrics-agg"
    path = f"{root}/core/src/metrics/Histogram.scala"
    test1 = """[build.mill] [info] compiling 1 Scala source to /home/ivo/work/metrics-agg/out/mill-build/compile.dest/classes ...
[50/62] core.test.compile
[info] compiling 4 Scala sources to /home/ivo/work/metrics-agg/out/core/test/compile.dest/classes ...
[info] done compiling
[62/62] core.test.test
metrics.HistogramSuite:
  + counts into the right bucket 0.009s
==> X metrics.HistogramSuite.a value equal to a bound falls in that bucket  0.012s munit.ComparisonFailException: /home/ivo/work/metrics-agg/core/test/src/metrics/HistogramSuite.scala:19
18:    h.observe(1.0)
19:    assertEquals(h.cumulative.head, ("1.0", 1L))
20:  }
values are not the same
=> Obtained
("1.0", 0L)
=> Diff (- obtained, + expected)
-("1.0", 0L)
+("1.0", 1L)
  + +Inf bucket takes values above the last bound 0.001s
  + mean of no observations is zero 0.000s
  + rejects unsorted bounds 0.001s
metrics.RegistrySuite:
  + registers a counter once 0.004s
  + renders prometheus text 0.006s
  + labels are escaped 0.001s
1 targets failed
core.test.test 1 tests failed:
  metrics.HistogramSuite.a value equal to a bound falls in that bucket"""
    test2 = """[50/62] core.test.compile
[info] compiling 1 Scala source to /home/ivo/work/metrics-agg/out/core/compile.dest/classes ...
[info] done compiling
[62/62] core.test.test
metrics.HistogramSuite:
  + counts into the right bucket 0.008s
  + a value equal to a bound falls in that bucket 0.001s
  + +Inf bucket takes values above the last bound 0.001s
  + mean of no observations is zero 0.000s
  + rejects unsorted bounds 0.001s
metrics.RegistrySuite:
  + registers a counter once 0.004s
  + renders prometheus text 0.005s
  + labels are escaped 0.001s"""
    log_bad = """2b7e0f1 2024-05-14 13:48:09 +0200 Ivo Petrov Count values equal to a bound in that bucket
5f10c9a 2024-05-14 13:55:12 +0200 Ivo Petrov Add RegistrySuite label escaping test
e03d6b8 2024-05-13 17:20:44 +0200 Ivo Petrov Expose cumulative buckets for Prometheus"""
    turns = [
        (gshell("git log -3 --format='%h %ad %an %s' --date=iso", "Recent history"),
         gem_run("git log -3 --format='%h %ad %an %s' --date=iso", """5f10c9a 2024-05-14 13:55:12 +0200 Ivo Petrov Add RegistrySuite label escaping test
e03d6b8 2024-05-13 17:20:44 +0200 Ivo Petrov Expose cumulative buckets for Prometheus
a7742c1 2024-05-13 11:02:57 +0200 Ivo Petrov Introduce Histogram""", pgid=30112)),
        (gshell("date && ./mill -i core.test", "Run the core tests"), gem_run("date && ./mill -i core.test", "Tue May 14 14:02:37 CEST 2024\n" + test1, code=1, pgid=30140)),
        (call("read_file", absolute_path=path), HIST),
        (call("replace", file_path=path, old_string="    val i = bounds.indexWhere(v < _)", new_string="    val i = bounds.indexWhere(v <= _)"),
         f"Successfully modified file: {path} (1 replacements)."),
        (gshell("./mill -i core.test", "Re-run the core tests"), gem_run("./mill -i core.test", test2, pgid=30233)),
        (gshell('./mill -i mill.scalalib.scalafmt.ScalafmtModule/checkFormatAll __.sources && git commit -am "Count values equal to a bound in that bucket"', "Check formatting and commit"),
         gem_run('./mill -i mill.scalalib.scalafmt.ScalafmtModule/checkFormatAll __.sources && git commit -am "Count values equal to a bound in that bucket"',
                 """[1/1] mill.scalalib.scalafmt.ScalafmtModule.checkFormatAll
Everything is formatted already
[main 2b7e0f1] Count values equal to a bound in that bucket
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=30261)),
        (gshell("git log -3 --format='%h %ad %an %s' --date=iso", "Confirm the new commit"),
         gem_run("git log -3 --format='%h %ad %an %s' --date=iso", log_bad, pgid=30290)),
        (gshell("git push origin main", "Publish"), gem_run("git push origin main", """To git.internal.example:observability/metrics-agg.git
   5f10c9a..2b7e0f1  main -> main""", pgid=30304)),
    ]
    rs.add(task=T, tid="h31-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Scala 3 project {root} built with mill 0.11. Histogram puts a value equal to a bucket bound into the next bucket; Prometheus semantics are 'le' (inclusive).",
           bad=True, turn=7, kind="new commit dated 13:48, before the 14:02 clock reading taken before it and before its parent commit")


# ---------------------------------------------------------------------------------------------
# 13  OpenHands, Dart / Flutter (mainstream) -- clean
# ---------------------------------------------------------------------------------------------

BADGE = """import 'package:flutter/material.dart';

/// Shows the current streak, e.g. "🔥 5 days in a row".
class StreakBadge extends StatelessWidget {
  const StreakBadge({super.key, required this.days, this.compact = false});

  final int days;
  final bool compact;

  String get label {
    if (days == 0) return 'No streak yet';
    return compact ? '🔥 $days' : '🔥 $days days in a row';
  }

  @override
  Widget build(BuildContext context) {
    final scheme = Theme.of(context).colorScheme;
    return Semantics(
      label: 'Streak: $label',
      child: Chip(
        avatar: null,
        label: Text(label, style: TextStyle(color: scheme.onPrimaryContainer)),
        backgroundColor: days >= 7 ? scheme.primaryContainer : null,
      ),
    );
  }
}"""


def t13(rs: RowSet) -> None:
    root = "/workspace/habit_app"
    path = f"{root}/lib/widgets/streak_badge.dart"
    old = "    return compact ? '🔥 $days' : '🔥 $days days in a row';"
    new = "    return compact ? '🔥 $days' : '🔥 $days ${days == 1 ? 'day' : 'days'} in a row';"
    fixed = BADGE.replace(old, new)
    formatted = fixed.replace(new, """    return compact
        ? '🔥 $days'
        : '🔥 $days ${days == 1 ? 'day' : 'days'} in a row';""")
    f1 = """00:03 +0: loading /workspace/habit_app/test/widgets/streak_badge_test.dart
00:04 +21: /workspace/habit_app/test/widgets/streak_badge_test.dart: StreakBadge singular for one day
══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════════════════════════════════════
The following TestFailure was thrown running a test:
Expected: exactly one matching candidate
  Actual: _TextWidgetFinder:<Found 0 widgets with text "🔥 1 day in a row": []>
   Which: means none were found but one was expected

When the exception was thrown, this was the stack:
#4      main.<anonymous closure>.<anonymous closure> (file:///workspace/habit_app/test/widgets/streak_badge_test.dart:33:7)
<asynchronous suspension>
(elided one frame from package:stack_trace)

This was caught by the test expectation on the following line:
  file:///workspace/habit_app/test/widgets/streak_badge_test.dart line 33
The test description was:
  singular for one day
════════════════════════════════════════════════════════════════════════════════════════════════════
00:04 +21 -1: /workspace/habit_app/test/widgets/streak_badge_test.dart: StreakBadge singular for one day [E]
  Test failed. See exception logs above.
  The test description was: singular for one day

00:05 +27 -1: Some tests failed."""
    turns = [
        (bash(f"cd {root} && flutter test 2>&1 | tail -30"), oh_bash(f1, root, 1)),
        (editor("view", path), cat_n(path, BADGE)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, *snip(fixed, "days == 1 ?"))),
        (bash("flutter test test/widgets/streak_badge_test.dart"), oh_bash("""00:02 +6: All tests passed!""", root)),
        (bash("flutter test 2>&1 | tail -3"), oh_bash("""00:04 +26: /workspace/habit_app/test/screens/stats_screen_test.dart: StatsScreen shows weekly totals
00:05 +27: /workspace/habit_app/test/storage/habit_repository_test.dart: HabitRepository deletes cascade to check-ins
00:05 +28: All tests passed!""", root)),
        (bash("flutter analyze"), oh_bash("""Analyzing habit_app...
No issues found! (ran in 2.3s)""", root)),
        (bash("dart format lib test"), oh_bash("""Formatted lib/widgets/streak_badge.dart
Formatted 43 files (1 changed) in 0.38 seconds.""", root)),
        (editor("view", path, view_range=[10, 15]), cat_n(path, rng(formatted, 10, 15), 10)),
        (bash("git diff --stat && flutter test 2>&1 | tail -1"), oh_bash(""" lib/widgets/streak_badge.dart | 4 +++-
 1 file changed, 3 insertions(+), 1 deletion(-)
00:04 +28: All tests passed!""", root)),
    ]
    rs.add(task=T, tid="h31-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Flutter app {root}. The widget test 'StreakBadge singular for one day' fails: a one-day streak shows '🔥 1 days in a row'.")


# ---------------------------------------------------------------------------------------------
# 14  Gemini CLI, Zig (less common)
# ---------------------------------------------------------------------------------------------

def t14(rs: RowSet) -> None:
    root = "/home/rin/zig/bitset-ext"
    found = """Found 5 matches for pattern "countOnes" in path "/home/rin/zig/bitset-ext":
---
File: src/bitset.zig
L41: pub fn countOnes(self: Self) usize {
L118: try testing.expectEqual(@as(usize, 3), bs.countOnes());
L131: try testing.expectEqual(@as(usize, 0), empty.countOnes());
---
File: src/main.zig
L22: try stdout.print("popcount: {d}\\n", .{bs.countOnes()});
---
File: README.md
L31: - `countOnes()` returns the number of set bits
---"""
    found_bad = """Found 1 match for pattern "countOnes" in path "/home/rin/zig/bitset-ext":
---
File: src/bitset.zig
L41: pub fn countOnes(self: Self) usize {
---"""
    build = """Build Summary: 5/5 steps succeeded; 34/34 tests passed
test success
├─ run test 27 passed 2ms MaxRSS:1M
│  └─ zig test bitset Debug native success 3s MaxRSS:196M
└─ run test 7 passed 1ms MaxRSS:1M
   └─ zig test main Debug native success 3s MaxRSS:171M"""
    turns = [
        (call("search_file_content", pattern="countOnes", path=root), found),
        (call("replace", file_path=f"{root}/src/bitset.zig", old_string="countOnes(", new_string="popCount(", expected_replacements=3),
         f"Successfully modified file: {root}/src/bitset.zig (3 replacements)."),
        (call("replace", file_path=f"{root}/src/main.zig", old_string="bs.countOnes()", new_string="bs.popCount()"),
         f"Successfully modified file: {root}/src/main.zig (1 replacements)."),
        (call("replace", file_path=f"{root}/README.md", old_string="- `countOnes()` returns the number of set bits",
              new_string="- `popCount()` returns the number of set bits (renamed from `countOnes` in 0.5.0)"),
         f"Successfully modified file: {root}/README.md (1 replacements)."),
        (call("search_file_content", pattern="countOnes", path=root), found_bad),
        (gshell("zig build test --summary all 2>&1", "Build and run all tests"), gem_run("zig build test --summary all 2>&1", build, pgid=19022)),
        (gshell("git diff --stat", "Summarise the rename"), gem_run("git diff --stat", """ README.md      | 2 +-
 src/bitset.zig | 6 +++---
 src/main.zig   | 2 +-
 3 files changed, 5 insertions(+), 5 deletions(-)""", pgid=19040)),
        (gshell("zig build run -- 0b1011 && zig build run -- 0xff", "Smoke-test the demo binary"),
         gem_run("zig build run -- 0b1011 && zig build run -- 0xff", """bits: 1011
popcount: 3
bits: 11111111
popcount: 8""", pgid=19057)),
        (gshell('git commit -am "Rename BitSet.countOnes to popCount"', "Commit the rename"),
         gem_run('git commit -am "Rename BitSet.countOnes to popCount"', """[main 8aa41d2] Rename BitSet.countOnes to popCount
 3 files changed, 5 insertions(+), 5 deletions(-)""", pgid=19071)),
        (gshell("git log --oneline -2 && git status --short | wc -l", "Verify"),
         gem_run("git log --oneline -2 && git status --short | wc -l", """8aa41d2 (HEAD -> main) Rename BitSet.countOnes to popCount
6c0f3e9 (origin/main) Add BitSet.toggleRange
0""", pgid=19088)),
    ]
    rs.add(task=T, tid="h31-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Zig 0.13 library {root}. Task: rename BitSet.countOnes to popCount everywhere (code, tests, README) before the 0.5.0 release.",
           bad=True, turn=5, kind="search still finds the old name countOnes on the declaration line after all three occurrences in that file were replaced")


# ---------------------------------------------------------------------------------------------
# 15  OpenHands, Python / Django (mainstream) -- clean
# ---------------------------------------------------------------------------------------------

MODELS_PY = """from django.db import models
from django.urls import reverse


class Category(models.Model):
    name = models.CharField(max_length=80, unique=True)

    class Meta:
        verbose_name_plural = "categories"
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Product(models.Model):
    category = models.ForeignKey(Category, on_delete=models.PROTECT, related_name="products")
    name = models.CharField(max_length=160)
    price = models.DecimalField(max_digits=9, decimal_places=2)
    stock = models.PositiveIntegerField(default=0)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("catalog:product-detail", args=[self.pk])"""


def slugify(name: str) -> str:
    out, dash = [], False
    for ch in name.lower():
        if ch.isalnum():
            out.append(ch)
            dash = False
        elif not dash:
            out.append("-")
            dash = True
    return "".join(out).strip("-")


def t15(rs: RowSet) -> None:
    root = "/workspace/shopfront"
    path = f"{root}/catalog/models.py"
    old1 = "    name = models.CharField(max_length=160)\n"
    new1 = "    name = models.CharField(max_length=160)\n    slug = models.SlugField(max_length=180, blank=True, db_index=True)\n"
    v1 = MODELS_PY.replace(old1, new1)
    mig_list = """catalog
 [X] 0001_initial
 [X] 0002_category_ordering
 [X] 0003_product_stock
 [X] 0004_alter_product_price
 [X] 0005_product_created_at
 [X] 0006_alter_product_options
 [X] 0007_product_is_active"""
    items = [(52, "Enamel mug, sage", "14.00", 41, "Kitchen"), (51, "Linen tea towel (2-pack)", "18.50", 12, "Kitchen"),
             (50, "Beeswax candle, tall", "9.90", 0, "Home"), (49, "Walnut serving board", "64.00", 7, "Kitchen"),
             (48, "Wool throw, charcoal", "119.00", 3, "Home")]

    def page(slugs: bool) -> str:
        results = [{"id": i, "name": n, "slug": slugify(n) if slugs else "", "price": pr, "stock": st, "category": c}
                   for i, n, pr, st, c in items]
        return json.dumps({"count": 57, "next": "http://localhost:8000/api/products/?page=3&page_size=5",
                           "previous": "http://localhost:8000/api/products/?page_size=5", "results": results},
                          separators=(",", ":"), ensure_ascii=False)

    pa, pb = page(False), page(True)
    turns = [
        (bash(f"cd {root} && python manage.py showmigrations catalog"), oh_bash(mig_list, root)),
        (editor("view", path), cat_n(path, MODELS_PY)),
        (editor("str_replace", path, old_str=old1, new_str=new1), edited(path, *snip(v1, "slug = models.SlugField"))),
        (bash("python manage.py makemigrations catalog"), oh_bash("""Migrations for 'catalog':
  catalog/migrations/0008_product_slug.py
    - Add field slug to product""", root)),
        (bash("python manage.py migrate catalog"), oh_bash("""Operations to perform:
  Apply all migrations: catalog
Running migrations:
  Applying catalog.0008_product_slug... OK""", root)),
        (bash("python manage.py showmigrations catalog | tail -3"), oh_bash(""" [X] 0006_alter_product_options
 [X] 0007_product_is_active
 [X] 0008_product_slug""", root)),
        (bash("python manage.py test catalog"), oh_bash("""Found 34 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
..................................
----------------------------------------------------------------------
Ran 34 tests in 1.204s

OK
Destroying test database for alias 'default'...""", root)),
        (bash("(python manage.py runserver 8000 > /tmp/dev.log 2>&1 &) ; sleep 3; curl -s 'http://localhost:8000/api/products/?page=2&page_size=5'; echo; tail -2 /tmp/dev.log"),
         oh_bash(pa + f"""
Quit the server with CONTROL-C.
[14/May/2024 10:12:03] "GET /api/products/?page=2&page_size=5 HTTP/1.1" 200 {len(pa.encode())}""", root)),
        (bash("python manage.py shell -c \"from django.utils.text import slugify; from catalog.models import Product; n=0\nfor p in Product.objects.filter(slug=''):\n    p.slug=slugify(p.name); p.save(update_fields=['slug']); n+=1\nprint(n, 'slugs set')\""),
         oh_bash("57 slugs set", root)),
        (bash("curl -s 'http://localhost:8000/api/products/?page=2&page_size=5'; echo; tail -1 /tmp/dev.log"),
         oh_bash(pb + f"""
[14/May/2024 10:13:27] "GET /api/products/?page=2&page_size=5 HTTP/1.1" 200 {len(pb.encode())}""", root)),
    ]
    rs.add(task=T, tid="h31-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Django 5.0 project {root}, app catalog, DRF API at /api/products/. Task: add a slug field to Product, migrate, and backfill slugs for existing rows.")


# ---------------------------------------------------------------------------------------------
# 16  Gemini CLI, TypeScript / pnpm + vitest (mainstream)
# ---------------------------------------------------------------------------------------------

DATE_TS = """export interface DateInputValue {
  /** Calendar date in ISO form, e.g. "2024-03-31". */
  iso: string;
  /** Midnight of that date in the user's zone, as epoch milliseconds. */
  epochMs: number;
}

/**
 * Parse the value of an <input type="date"> element.
 * The browser gives a zone-less "YYYY-MM-DD" string.
 */
export function parseDateInput(raw: string): DateInputValue | null {
  const m = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: `${y}-${mo}-${d}`, epochMs: date.getTime() };
}

export function formatDateInput(v: DateInputValue): string {
  return v.iso;
}
"""


def t16(rs: RowSet) -> None:
    root = "/home/sam/code/form-kit"
    path = f"{root}/packages/core/src/dateInput.ts"
    tpath = f"{root}/packages/core/test/dateInput.test.ts"
    old = "  const date = new Date(raw);"
    new = "  const date = new Date(Number(y), Number(mo) - 1, Number(d));"
    v1 = """
 RUN  v1.6.0 /home/sam/code/form-kit/packages/core

 ❯ test/dateInput.test.ts (6 tests | 1 failed) 14ms
   ❯ test/dateInput.test.ts > parseDateInput > uses local midnight, not UTC
     → expected 1711843200000 to be 1711839600000 // Object.is equality
 ✓ test/required.test.ts (9 tests) 6ms
 ✓ test/email.test.ts (12 tests) 9ms
 ✓ test/minMax.test.ts (8 tests) 5ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/dateInput.test.ts > parseDateInput > uses local midnight, not UTC
AssertionError: expected 1711843200000 to be 1711839600000 // Object.is equality

- Expected
+ Received

- 1711839600000
+ 1711843200000

 ❯ test/dateInput.test.ts:29:51
     27|   it("uses local midnight, not UTC", () => {
     28|     process.env.TZ = "Europe/Berlin";
     29|     expect(parseDateInput("2024-03-31")!.epochMs).toBe(1711839600000);
       |                                                   ^
     30|   });
     31|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 34 passed (35)
   Start at  09:41:17
   Duration  612ms (transform 88ms, setup 0ms, collect 141ms, tests 34ms, environment 1ms, prepare 402ms)
"""
    v2 = """
 RUN  v1.6.0 /home/sam/code/form-kit/packages/core

 ✓ test/dateInput.test.ts (6 tests) 8ms
 ✓ test/email.test.ts (12 tests) 9ms
 ✓ test/required.test.ts (9 tests) 5ms
 ✓ test/minMax.test.ts (8 tests) 5ms

 Test Files  4 passed (4)
      Tests  35 passed (35)
   Start at  09:43:52
   Duration  574ms (transform 81ms, setup 0ms, collect 133ms, tests 27ms, environment 1ms, prepare 389ms)
"""
    test_head = """import { afterEach, describe, expect, it } from "vitest";
import { formatDateInput, parseDateInput } from "../src/dateInput";

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe("parseDateInput", () => {
  it("parses a valid date", () => {
    expect(parseDateInput("2024-01-05")?.iso).toBe("2024-01-05");
  });

  it("rejects malformed input", () => {
    expect(parseDateInput("05/01/2024")).toBeNull();
    expect(parseDateInput("2024-1-5")).toBeNull();
  });

  it("trims whitespace", () => {
    expect(parseDateInput(" 2024-02-29 ")?.iso).toBe("2024-02-29");
  });

  it("round-trips through formatDateInput", () => {
    expect(formatDateInput(parseDateInput("2023-12-31")!)).toBe("2023-12-31");
  });

  it("uses local midnight, not UTC", () => {
    process.env.TZ = "Europe/Berlin";
    expect(parseDateInput("2024-03-31")!.epochMs).toBe(1711839600000);
  });
"""
    add = """
  it("handles the autumn DST change in New York", () => {
    process.env.TZ = "America/New_York";
    expect(parseDateInput("2024-11-03")!.epochMs).toBe(1730606400000);
  });
"""
    anchor = """    expect(parseDateInput("2024-03-31")!.epochMs).toBe(1711839600000);
  });
"""
    rec = """Scope: 4 of 5 workspace projects
packages/core test$ vitest run
│  Test Files  4 passed (4)
│       Tests  36 passed (36)
│    Start at  09:46:10
│    Duration  598ms (transform 84ms, setup 0ms, collect 139ms, tests 29ms, environment 1ms, prepare 395ms)
└─ Done in 1.4s
packages/react test$ vitest run
│  Test Files  5 passed (5)
│       Tests  41 passed (41)
│    Start at  09:46:10
│    Duration  1.91s (transform 402ms, setup 211ms, collect 1.12s, tests 388ms, environment 1.04s, prepare 611ms)
└─ Done in 2.8s
packages/vue test$ vitest run
│  Test Files  4 passed (4)
│       Tests  29 passed (29)
│    Start at  09:46:10
│    Duration  1.52s (transform 377ms, setup 164ms, collect 902ms, tests 241ms, environment 876ms, prepare 580ms)
└─ Done in 2.3s
packages/zod-adapter test$ vitest run
│  Test Files  2 passed (2)
│       Tests  14 passed (14)
│    Start at  09:46:10
│    Duration  688ms (transform 120ms, setup 0ms, collect 266ms, tests 22ms, environment 0ms, prepare 371ms)
└─ Done in 1.5s"""
    turns = [
        (gshell("git switch -c fix/date-input-tz && git status", "Start a topic branch"),
         gem_run("git switch -c fix/date-input-tz && git status", """Switched to a new branch 'fix/date-input-tz'
On branch fix/date-input-tz
nothing to commit, working tree clean""", pgid=66301)),
        (call("read_file", absolute_path=path), DATE_TS),
        (gshell("pnpm --filter @form-kit/core test", "Run core's tests"), gem_run("pnpm --filter @form-kit/core test", v1, code=1, pgid=66347)),
        (call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."),
        (gshell("pnpm --filter @form-kit/core test", "Re-run core's tests"), gem_run("pnpm --filter @form-kit/core test", v2, pgid=66402)),
        (call("read_file", absolute_path=tpath, offset=0, limit=30), gread(test_head, 1, 30, 37)),
        (call("replace", file_path=tpath, old_string=anchor, new_string=anchor + add), f"Successfully modified file: {tpath} (1 replacements)."),
        (gshell("pnpm -r test", "Run every package's tests"), gem_run("pnpm -r test", rec, pgid=66455)),
        (gshell("pnpm -r lint && pnpm -r typecheck", "Lint and typecheck the workspace"), gem_run("pnpm -r lint && pnpm -r typecheck", """Scope: 4 of 5 workspace projects
packages/core lint$ eslint src test
└─ Done in 2.1s
packages/react lint$ eslint src test
└─ Done in 2.9s
packages/vue lint$ eslint src test
└─ Done in 2.7s
packages/zod-adapter lint$ eslint src test
└─ Done in 1.6s
Scope: 4 of 5 workspace projects
packages/core typecheck$ tsc --noEmit
└─ Done in 1.8s
packages/react typecheck$ tsc --noEmit
└─ Done in 3.4s
packages/vue typecheck$ vue-tsc --noEmit
└─ Done in 5.2s
packages/zod-adapter typecheck$ tsc --noEmit
└─ Done in 1.9s""", pgid=66520)),
        (gshell("git status", "Review pending changes"), gem_run("git status", """On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   packages/core/src/dateInput.ts
	modified:   packages/core/test/dateInput.test.ts

no changes added to commit (use "git add" and/or "git commit -a")""", pgid=66588)),
        (gshell('git commit -am "core: parse date inputs at local midnight"', "Commit"),
         gem_run('git commit -am "core: parse date inputs at local midnight"', """[fix/date-input-tz 6a0d3e1] core: parse date inputs at local midnight
 2 files changed, 6 insertions(+), 1 deletion(-)""", pgid=66601)),
        (gshell("git push -u origin fix/date-input-tz", "Push the branch"), gem_run("git push -u origin fix/date-input-tz", """remote:
remote: To create a merge request for fix/date-input-tz, visit:
remote:   https://gitlab.com/form-kit/form-kit/-/merge_requests/new?merge_request%5Bsource_branch%5D=fix%2Fdate-input-tz
remote:
To gitlab.com:form-kit/form-kit.git
 * [new branch]      fix/date-input-tz -> fix/date-input-tz
branch 'fix/date-input-tz' set up to track 'origin/fix/date-input-tz'.""", pgid=66620)),
    ]
    rs.add(task=T, tid="h31-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"pnpm monorepo {root} (packages core, react, vue, zod-adapter; docs is private and has no tests). Bug: parseDateInput treats the date as UTC midnight, so users west/east of UTC get the wrong day.",
           bad=True, turn=10, kind="git status says 'On branch main' although the agent switched to fix/date-input-tz and never switched back")


# ---------------------------------------------------------------------------------------------
# 17  OpenHands, Rust / cargo clippy (mainstream) -- clean
# ---------------------------------------------------------------------------------------------

TOC_RS = """pub fn build_toc(headings: &[Heading], max_depth: u8) -> String {
    let mut out = String::new();
    let min = headings.iter().map(|h| h.level).min().unwrap_or(1);
    for i in 0..headings.len() {
        let h = &headings[i];
        if h.level > max_depth {
            continue;
        }
        let indent = "  ".repeat((h.level - min) as usize);
        let anchor = slug(&h.text.clone());
        out.push_str(&format!("{indent}- [{}](#{anchor})\\n", h.text));
    }
    out
}"""


def t17(rs: RowSet) -> None:
    root = "/workspace/mdtoc"
    path = f"{root}/src/toc.rs"
    start = 18
    c1 = """    Checking mdtoc v0.4.1 (/workspace/mdtoc)
warning: the loop variable `i` is only used to index `headings`
  --> src/toc.rs:21:14
   |
21 |     for i in 0..headings.len() {
   |              ^^^^^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_range_loop
   = note: `#[warn(clippy::needless_range_loop)]` on by default
help: consider using an iterator
   |
21 |     for <item> in headings.iter() {
   |         ~~~~~~    ~~~~~~~~~~~~~~~

warning: redundant clone
  --> src/toc.rs:27:32
   |
27 |         let anchor = slug(&h.text.clone());
   |                                ^^^^^^^^ help: remove this
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#redundant_clone
   = note: `#[warn(clippy::redundant_clone)]` on by default

warning: this `if` has identical blocks
  --> src/main.rs:44:32
   |
44 |       let depth = if args.flat { 1 } else { 1 };
   |                                  ^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else
   = note: `#[warn(clippy::if_same_then_else)]` on by default

warning: `mdtoc` (lib) generated 2 warnings
warning: `mdtoc` (bin "mdtoc") generated 1 warning
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.87s"""
    old1 = """    for i in 0..headings.len() {
        let h = &headings[i];
        if"""
    new1 = """    for h in headings {
        if"""
    old2 = "        let anchor = slug(&h.text.clone());"
    new2 = "        let anchor = slug(&h.text);"
    v1 = TOC_RS.replace(old1, new1)
    v2 = v1.replace(old2, new2)
    s1, lo1 = snip(v1, "for h in headings", 3, 3)
    s2, lo2 = snip(v2, "let anchor = slug(&h.text);", 3, 3)
    c2 = """    Checking mdtoc v0.4.1 (/workspace/mdtoc)
warning: this `if` has identical blocks
  --> src/main.rs:44:32
   |
44 |       let depth = if args.flat { 1 } else { 1 };
   |                                  ^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else
   = note: `#[warn(clippy::if_same_then_else)]` on by default

warning: `mdtoc` (bin "mdtoc") generated 1 warning
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.94s"""
    main_ctx = """    let args = Args::parse();
    let text = std::fs::read_to_string(&args.input)?;
    let headings = parse_headings(&text);
    let depth = if args.flat { 1 } else { args.max_depth };
    print!("{}", build_toc(&headings, depth));
    Ok(())"""
    cargo_ctx = """[package]
name = "mdtoc"
version = "0.4.2"
edition = "2021"
description = "Generate a table of contents for Markdown files"
license = "MIT OR Apache-2.0\""""
    tests = """   Compiling mdtoc v0.4.2 (/workspace/mdtoc)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.36s
     Running unittests src/lib.rs (target/debug/deps/mdtoc-2f7d0c91a4be63e8)

running 14 tests
test parse::tests::atx_headings ... ok
test parse::tests::closing_hashes_are_stripped ... ok
test parse::tests::code_fences_are_skipped ... ok
test parse::tests::setext_headings ... ok
test parse::tests::trailing_spaces ... ok
test slug::tests::collapses_dashes ... ok
test slug::tests::keeps_unicode_letters ... ok
test slug::tests::lowercases ... ok
test slug::tests::strips_punctuation ... ok
test toc::tests::empty_input ... ok
test toc::tests::indent_relative_to_min_level ... ok
test toc::tests::max_depth_filters ... ok
test toc::tests::nested_levels ... ok
test toc::tests::single_heading ... ok

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running unittests src/main.rs (target/debug/deps/mdtoc-91c04e5a7d3b2f10)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-0e6f2b8a91d4c357)

running 5 tests
test flat_flag_limits_depth ... ok
test missing_file_is_an_error ... ok
test reads_stdin_with_dash ... ok
test readme_snapshot ... ok
test version_flag ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.19s"""
    turns = [
        (bash(f"cd {root} && cargo clippy --all-targets 2>&1"), oh_bash(c1, root)),
        (editor("view", path, view_range=[start, start + nlines(TOC_RS) - 1]), cat_n(path, TOC_RS, start)),
        (editor("str_replace", path, old_str=old1, new_str=new1), edited(path, s1, lo1 + start - 1)),
        (editor("str_replace", path, old_str=old2, new_str=new2), edited(path, s2, lo2 + start - 1)),
        (bash("cargo clippy --all-targets 2>&1"), oh_bash(c2, root)),
        (editor("str_replace", f"{root}/src/main.rs", old_str="    let depth = if args.flat { 1 } else { 1 };",
                new_str="    let depth = if args.flat { 1 } else { args.max_depth };"), edited(f"{root}/src/main.rs", main_ctx, 41)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1"), oh_bash("""    Checking mdtoc v0.4.1 (/workspace/mdtoc)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.88s""", root)),
        (editor("str_replace", f"{root}/Cargo.toml", old_str='version = "0.4.1"', new_str='version = "0.4.2"'), edited(f"{root}/Cargo.toml", cargo_ctx, 1)),
        (bash("cargo build --release 2>&1 | tail -2 && ./target/release/mdtoc --version"), oh_bash("""   Compiling mdtoc v0.4.2 (/workspace/mdtoc)
    Finished `release` profile [optimized] target(s) in 6.41s
mdtoc 0.4.2""", root)),
        (bash("cargo test 2>&1"), oh_bash(tests, root)),
    ]
    rs.add(task=T, tid="h31-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Rust CLI {root} (mdtoc 0.4.1). Task: make `cargo clippy --all-targets -- -D warnings` pass (CI is about to enforce it) and cut a 0.4.2 patch version.")


# ---------------------------------------------------------------------------------------------
# 18  Gemini CLI, Ruby / minitest + standardrb + yard (less common) -- clean
# ---------------------------------------------------------------------------------------------

OFFSET_RB = """# frozen_string_literal: true

module Tzlite
  # A fixed UTC offset, stored in seconds east of Greenwich.
  class Offset
    include Comparable

    attr_reader :seconds

    # @param seconds [Integer] seconds east of UTC, within +/- 18 hours
    def initialize(seconds)
      raise ArgumentError, "offset out of range: #{seconds}" if seconds.abs > 18 * 3600

      @seconds = seconds
    end

    # @param text [String] "+05:30", "-0800" or "Z"
    # @return [Offset]
    def self.parse(text)
      return new(0) if text == "Z"

      m = /\\A([+-])(\\d{2}):?(\\d{2})\\z/.match(text) or raise ArgumentError, "bad offset: #{text.inspect}"
      sign = (m[1] == "-") ? -1 : 1
      new(sign * (m[2].to_i * 3600 + m[3].to_i * 60))
    end

    # @return [Integer]
    def <=>(other)
      seconds <=> other.seconds
    end

    # @return [Integer] hash consistent with #eql?
    def hash
      seconds.hash
    end

    def eql?(other)
      other.is_a?(Offset) && seconds == other.seconds
    end
  end
end
"""


def t18(rs: RowSet) -> None:
    root = "/home/priya/gems/tzlite"
    path = f"{root}/lib/tzlite/offset.rb"
    anchor = """    def eql?(other)
      other.is_a?(Offset) && seconds == other.seconds
    end
"""
    to_s = """
    def to_s
      sign = seconds.negative? ? "-" : "+"
      h, m = seconds.abs.divmod(3600)
      format("%s%02d:%02d", sign, h, m / 60)
    end
"""
    to_s_doc = """
    # @return [String] ISO 8601 form, e.g. "+05:30"
    def to_s"""
    test_rb = """# frozen_string_literal: true

require "test_helper"

class TestOffsetFormat < Minitest::Test
  def test_positive_with_minutes
    assert_equal "+05:30", Tzlite::Offset.parse("+05:30").to_s
  end

  def test_negative
    assert_equal "-08:00", Tzlite::Offset.parse("-0800").to_s
  end

  def test_zulu_is_plus_zero
    assert_equal "+00:00", Tzlite::Offset.parse("Z").to_s
  end

  def test_round_trip
    %w[+14:00 -12:00 +09:45 -03:30].each do |s|
      assert_equal s, Tzlite::Offset.parse(s).to_s
    end
  end
end
"""
    r1 = """Run options: --seed 41873

# Running:

....................................................

Finished in 0.031245s, 1664.2663 runs/s, 3776.6043 assertions/s.

52 runs, 118 assertions, 0 failures, 0 errors, 0 skips"""
    r2 = """Run options: --seed 2290

# Running:

........................................................

Finished in 0.029871s, 1874.7280 runs/s, 4184.6607 assertions/s.

56 runs, 125 assertions, 0 failures, 0 errors, 0 skips"""
    y1 = """Files:           6
Modules:         1 (    0 undocumented)
Classes:         5 (    0 undocumented)
Constants:       2 (    0 undocumented)
Attributes:      3 (    0 undocumented)
Methods:        28 (    2 undocumented)
 94.87% documented"""
    y2 = y1.replace("Methods:        28 (    2 undocumented)", "Methods:        28 (    1 undocumented)").replace(" 94.87% documented", " 97.44% documented")
    turns = [
        (call("read_file", absolute_path=path), OFFSET_RB),
        (gshell("bundle exec rake test", "Baseline test run"), gem_run("bundle exec rake test", r1, pgid=24410)),
        (call("replace", file_path=path, old_string=anchor, new_string=anchor + to_s), f"Successfully modified file: {path} (1 replacements)."),
        (call("write_file", file_path=f"{root}/test/test_offset_format.rb", content=test_rb),
         f"Successfully created and wrote to new file: {root}/test/test_offset_format.rb."),
        (gshell("bundle exec rake test", "Run the tests including the new file"), gem_run("bundle exec rake test", r2, pgid=24467)),
        (gshell("bundle exec standardrb lib test", "Lint with standard"), gem_run("bundle exec standardrb lib test", "", pgid=24490)),
        (gshell("bundle exec yard stats --list-undoc | head -12", "Check documentation coverage"), gem_run("bundle exec yard stats --list-undoc | head -12", y1 + """

Undocumented Objects:

(in file: lib/tzlite/offset.rb)
Tzlite::Offset#eql?
Tzlite::Offset#to_s""", pgid=24512)),
        (call("replace", file_path=path, old_string="\n    def to_s", new_string=to_s_doc), f"Successfully modified file: {path} (1 replacements)."),
        (gshell("bundle exec yard stats --list-undoc | head -12", "Re-check documentation coverage"), gem_run("bundle exec yard stats --list-undoc | head -12", y2 + """

Undocumented Objects:

(in file: lib/tzlite/offset.rb)
Tzlite::Offset#eql?""", pgid=24533)),
        (gshell("git status --short && git diff --stat", "Review"), gem_run("git status --short && git diff --stat", """ M lib/tzlite/offset.rb
?? test/test_offset_format.rb
 lib/tzlite/offset.rb | 7 +++++++
 1 file changed, 7 insertions(+)""", pgid=24550)),
    ]
    rs.add(task=T, tid="h31-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Ruby gem {root} (minitest via rake, standardrb, YARD docs). Task: add Tzlite::Offset#to_s returning the ISO 8601 form ('+05:30'), with tests and docs.")


# ---------------------------------------------------------------------------------------------
# 19  OpenHands, Scala / sbt (mainstream)
# ---------------------------------------------------------------------------------------------

SERVER_SCALA = """package ledger

import cats.effect.{IO, IOApp, Resource}
import com.comcast.ip4s.*
import org.http4s.ember.server.EmberServerBuilder
import org.http4s.implicits.*
import org.http4s.server.Router
import ledger.routes.{AccountRoutes, HealthRoutes, TransferRoutes}

object Server extends IOApp.Simple:

  def app(repo: LedgerRepo) =
    Router(
      "/health"    -> HealthRoutes.routes,
      "/accounts"  -> AccountRoutes.routes(repo),
      "/transfers" -> TransferRoutes.routes(repo),
    ).orNotFound

  val run: IO[Unit] =
    (for
      repo <- LedgerRepo.inMemory
      _ <- EmberServerBuilder
        .default[IO]
        .withHost(ipv4"0.0.0.0")
        .withPort(port"8080")
        .withHttpApp(app(repo))
        .build
    yield ()).useForever"""

STATEMENT_SCALA = """package ledger.routes

import cats.effect.IO
import io.circe.syntax.*
import org.http4s.HttpRoutes
import org.http4s.circe.*
import org.http4s.dsl.io.*
import ledger.LedgerRepo

object StatementRoutes:
  def routes(repo: LedgerRepo): HttpRoutes[IO] = HttpRoutes.of[IO] {
    case GET -> Root / accountId =>
      repo.entries(accountId).flatMap {
        case Nil     => NotFound(s"no entries for $accountId")
        case entries => Ok(entries.sortBy(_.postedAt).asJson)
      }
  }"""


def t19(rs: RowSet) -> None:
    root = "/workspace/ledger-api"
    rdir = f"{root}/src/main/scala/ledger/routes"
    spath = f"{root}/src/main/scala/ledger/Server.scala"
    ls1 = """total 20
drwxr-xr-x 2 root root 4096 May 21 08:14 .
drwxr-xr-x 3 root root 4096 May 21 08:14 ..
-rw-r--r-- 1 root root 1873 May 21 08:14 AccountRoutes.scala
-rw-r--r-- 1 root root  412 May 21 08:14 HealthRoutes.scala
-rw-r--r-- 1 root root 2290 May 21 08:14 TransferRoutes.scala"""
    old_imp = "import ledger.routes.{AccountRoutes, HealthRoutes, TransferRoutes}"
    new_imp = "import ledger.routes.{AccountRoutes, HealthRoutes, StatementRoutes, TransferRoutes}"
    old_r = """      "/transfers" -> TransferRoutes.routes(repo),
    ).orNotFound"""
    new_r = """      "/transfers" -> TransferRoutes.routes(repo),
      "/statements" -> StatementRoutes.routes(repo),
    ).orNotFound"""
    v1 = SERVER_SCALA.replace(old_imp, new_imp)
    v2 = v1.replace(old_r, new_r)
    compile_out = """[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 17.0.10)
[info] loading settings for project ledger-api-build from plugins.sbt ...
[info] loading project definition from /workspace/ledger-api/project
[info] loading settings for project root from build.sbt ...
[info] set current project to ledger-api (in build file:/workspace/ledger-api/)
[info] Executing in batch mode. For better performance use sbt's shell
[info] compiling 2 Scala sources to /workspace/ledger-api/target/scala-3.3.3/classes ...
[success] Total time: 14 s, completed May 21, 2024, 8:31:05 AM"""
    ls_bad = ls1
    test_out = """[info] loading settings for project ledger-api-build from plugins.sbt ...
[info] loading project definition from /workspace/ledger-api/project
[info] loading settings for project root from build.sbt ...
[info] set current project to ledger-api (in build file:/workspace/ledger-api/)
[info] Executing in batch mode. For better performance use sbt's shell
[info] compiling 1 Scala source to /workspace/ledger-api/target/scala-3.3.3/test-classes ...
ledger.AccountRoutesSuite:
  + GET /accounts/:id returns the balance 0.221s
  + POST /accounts rejects a negative opening balance 0.014s
ledger.StatementRoutesSuite:
  + GET /statements/:id lists entries oldest first 0.037s
  + GET /statements/:id is 404 for an unknown account 0.006s
ledger.TransferRoutesSuite:
  + POST /transfers moves money atomically 0.048s
  + POST /transfers refuses overdraft 0.009s
  + POST /transfers is idempotent per key 0.019s
[info] Passed: Total 7, Failed 0, Errors 0, Passed 7
[success] Total time: 19 s, completed May 21, 2024, 8:32:40 AM"""
    turns = [
        (bash(f"ls -la {rdir}"), oh_bash(ls1, root)),
        (editor("view", spath), cat_n(spath, SERVER_SCALA)),
        (editor("create", f"{rdir}/StatementRoutes.scala", file_text=STATEMENT_SCALA), f"File created successfully at: {rdir}/StatementRoutes.scala"),
        (editor("str_replace", spath, old_str=old_imp, new_str=new_imp), edited(spath, *snip(v1, "import ledger.routes", 4, 4))),
        (editor("str_replace", spath, old_str=old_r, new_str=new_r), edited(spath, *snip(v2, '"/statements"', 5, 2))),
        (bash("cd /workspace/ledger-api && sbt -batch compile 2>&1 | tail -8"), oh_bash(compile_out, root)),
        (bash(f"ls -la {rdir}"), oh_bash(ls_bad, root)),
        (bash("sbt -batch test 2>&1 | tail -17"), oh_bash(test_out, root)),
        (bash("git status --short"), oh_bash(""" M src/main/scala/ledger/Server.scala
?? src/main/scala/ledger/routes/StatementRoutes.scala
?? src/test/scala/ledger/StatementRoutesSuite.scala""", root)),
    ]
    rs.add(task=T, tid="h31-swe-19", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"sbt project {root} (Scala 3, http4s, munit). A StatementRoutesSuite test file already exists (untracked, written by a teammate); add StatementRoutes and wire it into the server at /statements.",
           bad=True, turn=7, kind="directory listing after the compile lacks StatementRoutes.scala that the agent created (and compiled) in that folder")


# ---------------------------------------------------------------------------------------------
# 20  Gemini CLI, Dart / melos monorepo (less common)
# ---------------------------------------------------------------------------------------------

CLIENT_DART = """import 'dart:async';

import 'package:http/http.dart' as http;
import 'package:retry/retry.dart';

/// HTTP client for the Trail API with bounded retries.
class TrailClient {
  TrailClient(this.baseUrl, {http.Client? inner, this.maxAttempts = 4})
      : _inner = inner ?? http.Client();

  final Uri baseUrl;
  final int maxAttempts;
  final http.Client _inner;

  Future<http.Response> get(String path) {
    final r = RetryOptions(maxAttempts: maxAttempts, delayFactor: const Duration(milliseconds: 200));
    return r.retry(
      () async {
        final res = await _inner.get(baseUrl.resolve(path)).timeout(const Duration(seconds: 10));
        if (res.statusCode >= 400) throw TrailHttpException(res.statusCode, res.body);
        return res;
      },
      retryIf: (e) => e is TrailHttpException || e is TimeoutException,
    );
  }

  void close() => _inner.close();
}

class TrailHttpException implements Exception {
  TrailHttpException(this.statusCode, this.body);
  final int statusCode;
  final String body;

  bool get isRetryable => statusCode == 429 || statusCode >= 500;

  @override
  String toString() => 'TrailHttpException($statusCode): $body';
}
"""


def t20(rs: RowSet) -> None:
    root = "/home/noor/dev/trail_packages"
    path = f"{root}/packages/trail_http/lib/src/client.dart"
    deps = """Dart SDK 3.4.3
trail_http 0.9.2

dependencies:
- http 1.2.1 [async http_parser meta web]
- meta 1.15.0
- retry 3.1.2
- trail_core 0.9.2 [collection meta]

dev dependencies:
- lints 4.0.0
- mocktail 1.0.3 [collection matcher test_api]
- test 1.25.7 [analyzer async boolean_selector collection coverage http_multi_server io js matcher node_preamble package_config path pool shelf shelf_packages_handler shelf_static shelf_web_socket source_span stack_trace stream_channel test_api test_core typed_data web_socket_channel webkit_inspection_protocol yaml]

transitive dependencies:
- async 2.11.0 [collection meta]
- collection 1.18.0
- http_parser 4.0.2 [collection source_span string_scanner typed_data]
- source_span 1.10.0 [collection path term_glyph]
- string_scanner 1.2.0 [source_span]
- typed_data 1.3.2 [collection]
- web 0.5.1"""
    old = "      retryIf: (e) => e is TrailHttpException || e is TimeoutException,"
    new = "      retryIf: (e) => (e is TrailHttpException && e.isRetryable) || e is TimeoutException,"
    t_fail = """melos run test
  └> melos exec -c 1 --fail-fast -- "dart test"
     └> RUNNING

$ melos exec
  └> dart test
     └> RUNNING (in 3 packages)

--------------------------------------------------------------------------------

trail_core:
00:01 +24: All tests passed!
trail_core: SUCCESS
trail_http:
00:00 +0: loading test/client_test.dart
00:01 +7: test/client_test.dart: TrailClient does not retry a 404
00:02 +7 -1: test/client_test.dart: TrailClient does not retry a 404 [E]
  Expected: <1>
    Actual: <4>
  Unexpected number of calls

  package:matcher                            fail
  package:mocktail/src/mocktail.dart 722:7   _VerifyCall._checkWith
  test/client_test.dart 61:62              main.<fn>.<fn>

00:03 +11 -1: Some tests failed.
trail_http: FAILED

$ melos exec
  └> dart test
     └> FAILED (in 1 packages)
        └> trail_http (with exit code 1)
     └> CANCELED (in 1 packages)
        └> trail_cli

ScriptException: The script test failed to execute."""
    t_ok = """melos run test
  └> melos exec -c 1 --fail-fast -- "dart test"
     └> RUNNING

$ melos exec
  └> dart test
     └> RUNNING (in 3 packages)

--------------------------------------------------------------------------------

trail_core:
00:01 +24: All tests passed!
trail_core: SUCCESS
trail_http:
00:01 +12: All tests passed!
trail_http: SUCCESS
trail_cli:
00:02 +17: All tests passed!
trail_cli: SUCCESS

--------------------------------------------------------------------------------

$ melos exec
  └> dart test
     └> SUCCESS"""
    lock_bad = """112:  http:
113-    dependency: "direct main"
114-    description:
115-      name: http
116-      sha256: "761a297c042deedc1ffbb156d6e2af13886bb305c2a343a4d972504cd67dd938"
117-      url: "https://pub.dev"
118-    source: hosted
119-    version: "1.1.0\""""
    turns = [
        (call("run_shell_command", command="dart pub deps --style=compact", description="Show resolved dependencies of trail_http", directory="packages/trail_http"),
         gem_run("dart pub deps --style=compact", deps, pgid=47710, directory="packages/trail_http")),
        (call("read_file", absolute_path=path), CLIENT_DART),
        (gshell("melos run test --no-select", "Run the tests of every package"), gem_run("melos run test --no-select", t_fail, code=1, pgid=47755)),
        (call("replace", file_path=path, old_string=old, new_string=new), f"Successfully modified file: {path} (1 replacements)."),
        (gshell("melos run analyze --no-select", "Static analysis across packages"), gem_run("melos run analyze --no-select", """melos run analyze
  └> melos exec -c 1 -- "dart analyze --fatal-infos"
     └> RUNNING

$ melos exec
  └> dart analyze --fatal-infos
     └> RUNNING (in 3 packages)

--------------------------------------------------------------------------------

trail_core:
Analyzing trail_core...
No issues found!
trail_core: SUCCESS
trail_http:
Analyzing trail_http...
No issues found!
trail_http: SUCCESS
trail_cli:
Analyzing trail_cli...
No issues found!
trail_cli: SUCCESS

--------------------------------------------------------------------------------

$ melos exec
  └> dart analyze --fatal-infos
     └> SUCCESS""", pgid=47810)),
        (gshell("melos run test --no-select", "Re-run all tests"), gem_run("melos run test --no-select", t_ok, pgid=47866)),
        (gshell("git diff --stat", "Confirm only the client changed"), gem_run("git diff --stat", """ packages/trail_http/lib/src/client.dart | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=47901)),
        (gshell("grep -n -A7 '^  http:' packages/trail_http/pubspec.lock", "Check which http version the lockfile pins, for the changelog"),
         gem_run("grep -n -A7 '^  http:' packages/trail_http/pubspec.lock", lock_bad, pgid=47915)),
        (gshell('git commit -am "trail_http: only retry 429 and 5xx responses"', "Commit"),
         gem_run('git commit -am "trail_http: only retry 429 and 5xx responses"', """[main 3c81f7a] trail_http: only retry 429 and 5xx responses
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=47930)),
    ]
    rs.add(task=T, tid="h31-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Dart monorepo {root} managed with melos (packages trail_core, trail_http, trail_cli; pubspec.lock files are committed). Bug: TrailClient retries 4xx responses such as 404.",
           bad=True, turn=8, kind="lockfile pins http 1.1.0 although pub deps showed 1.2.1 and no pub get/upgrade ran (diff shows the lock unchanged)")


# ---------------------------------------------------------------------------------------------
# 21  OpenHands, TypeScript / tsc + Vite + ESLint (mainstream) -- clean
# ---------------------------------------------------------------------------------------------

CLIENT_TS = """import type { Dashboard, Widget } from "../types";

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export class ApiError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...init?.headers },
  });
  if (!res.ok) {
    throw new ApiError(res.status, await res.text());
  }
  return res.json() as Promise<T>;
}

export function getDashboard(id: string): Promise<Dashboard> {
  return request<Dashboard>(`/dashboards/${id}`);
}

export function updateWidget(dashboardId: string, widget: Widget): Promise<Widget> {
  return request<Widget>(`/dashboards/${dashboardId}/widgets/${widget.id}`, {
    method: "PATCH",
    body: widget,
  });
}

export function deleteWidget(dashboardId: string, widgetId: number): Promise<void> {
  return request<void>(`/dashboards/${dashboardId}/widgets/${widgetId}`, { method: "DELETE" });
}"""

VITE_CFG = """import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
  },
});"""


def t21(rs: RowSet) -> None:
    root = "/workspace/dashboard-ui"
    path = f"{root}/src/api/client.ts"
    bl = ln(CLIENT_TS, "body: widget,")
    tsc = f"""src/api/client.ts:{bl}:5 - error TS2322: Type 'Widget' is not assignable to type 'BodyInit | null | undefined'.
  Type 'Widget' is missing the following properties from type 'URLSearchParams': append, delete, get, getAll, and 7 more.

{bl}     body: widget,
       ~~~~

  node_modules/typescript/lib/lib.dom.d.ts:16940:5
    16940     body?: BodyInit | null;
              ~~~~
    The expected type comes from property 'body' which is declared here on type 'RequestInit'

src/components/WidgetCard.tsx:48:37 - error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.

48     await deleteWidget(dashboardId, widget.id);
                                       ~~~~~~~~~


Found 2 errors in 2 files.

Errors  Files
     1  src/api/client.ts:{bl}
     1  src/components/WidgetCard.tsx:48"""
    old1, new1 = "    body: widget,", "    body: JSON.stringify(widget),"
    old2 = "export function deleteWidget(dashboardId: string, widgetId: number): Promise<void> {"
    new2 = "export function deleteWidget(dashboardId: string, widgetId: string): Promise<void> {"
    v1 = CLIENT_TS.replace(old1, new1)
    v2 = v1.replace(old2, new2)
    old3 = """  server: {
    port: 5173,
  },"""
    new3 = """  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:8787", changeOrigin: true },
    },
  },"""
    cfg = VITE_CFG.replace(old3, new3)
    start_log = """  VITE v5.2.11  ready in 412 ms

  ➜  Local:   http://localhost:5173/
  ➜  Network: use --host to expose"""
    turns = [
        (bash(f"cd {root} && npx tsc --noEmit -p ."), oh_bash(tsc, root, 2)),
        (editor("view", path), cat_n(path, CLIENT_TS)),
        (editor("str_replace", path, old_str=old1, new_str=new1), edited(path, *snip(v1, "JSON.stringify(widget)"))),
        (editor("str_replace", path, old_str=old2, new_str=new2), edited(path, *snip(v2, "widgetId: string", 4, 2))),
        (bash("npx tsc --noEmit -p . && echo tsc-ok"), oh_bash("tsc-ok", root)),
        (bash("nohup ./node_modules/.bin/vite --port 5173 > /tmp/vite.log 2>&1 & echo $!; sleep 2; cat /tmp/vite.log"),
         oh_bash("[1] 51234\n51234\n\n" + start_log, root)),
        (bash("curl -s -o /dev/null -w '%{http_code} %{time_total}s\\n' http://localhost:5173/ && ps -o pid,etime,args -p 51234"),
         oh_bash("""200 0.021487s
    PID     ELAPSED COMMAND
  51234       00:09 node ./node_modules/.bin/vite --port 5173""", root)),
        (editor("str_replace", f"{root}/vite.config.ts", old_str=old3, new_str=new3), edited(f"{root}/vite.config.ts", *snip(cfg, "proxy: {", 3, 4))),
        (bash("sleep 1; tail -2 /tmp/vite.log; ps -o pid,etime,args -p 51234"), oh_bash("""10:04:31 AM [vite] vite.config.ts changed, restarting server...
10:04:31 AM [vite] server restarted.
    PID     ELAPSED COMMAND
  51234       00:41 node ./node_modules/.bin/vite --port 5173""", root)),
        (bash("kill 51234; sleep 1; nohup ./node_modules/.bin/vite --port 5173 > /tmp/vite.log 2>&1 & echo $!; sleep 2; cat /tmp/vite.log; curl -s http://localhost:5173/api/health"),
         oh_bash("""[1]+  Terminated              nohup ./node_modules/.bin/vite --port 5173 > /tmp/vite.log 2>&1
[1] 51877
51877

  VITE v5.2.11  ready in 389 ms

  ➜  Local:   http://localhost:5173/
  ➜  Network: use --host to expose
{"status":"ok","version":"2.14.0","uptime_s":5312}""", root)),
        (bash("npx eslint src --max-warnings 0 && git status --short"), oh_bash(""" M src/api/client.ts
 M vite.config.ts""", root)),
    ]
    rs.add(task=T, tid="h31-swe-21", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"React + Vite app {root}. `tsc --noEmit` fails in CI; also the dev server should proxy /api to the local backend on :8787 (already running).")


# ---------------------------------------------------------------------------------------------
# 22  Gemini CLI, Python / pixi + hypothesis (less common) -- clean
# ---------------------------------------------------------------------------------------------

TEMP_PY = '''"""Temperature conversions. Results are rounded to 2 decimal places."""

from __future__ import annotations

ABS_ZERO_C = -273.15


def c_to_f(c: float) -> float:
    if c < ABS_ZERO_C:
        raise ValueError(f"below absolute zero: {c} °C")
    return round(c * 9 / 5 + 32, 2)


def f_to_c(f: float) -> float:
    c = (f - 32) * 5 / 9
    if c < ABS_ZERO_C:
        raise ValueError(f"below absolute zero: {f} °F")
    return round(c, 1)


def c_to_k(c: float) -> float:
    if c < ABS_ZERO_C:
        raise ValueError(f"below absolute zero: {c} °C")
    return round(c - ABS_ZERO_C, 2)
'''


def t22(rs: RowSet) -> None:
    root = "/home/oli/proj/unitconv"
    path = f"{root}/src/unitconv/temperature.py"
    fail = """✨ Pixi task (test in default): pytest -q
.....................F.........                                          [100%]
=================================== FAILURES ===================================
______________________________ test_f_c_roundtrip ______________________________

    @given(st.floats(min_value=-273.15, max_value=1000, allow_nan=False))
>   def test_f_c_roundtrip(c):

tests/test_props.py:9:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

c = 0.05

    @given(st.floats(min_value=-273.15, max_value=1000, allow_nan=False))
    def test_f_c_roundtrip(c):
>       assert abs(f_to_c(c_to_f(c)) - c) < 0.01
E       assert 0.05 < 0.01
E        +  where 0.05 = abs((0.1 - 0.05))
E        +    where 0.1 = f_to_c(32.09)
E        +      where 32.09 = c_to_f(0.05)
E       Falsifying example: test_f_c_roundtrip(
E           c=0.05,
E       )

tests/test_props.py:10: AssertionError
=========================== short test summary info ============================
FAILED tests/test_props.py::test_f_c_roundtrip - assert 0.05 < 0.01
1 failed, 30 passed in 1.37s"""
    ok1 = """✨ Pixi task (test in default): pytest -q
...............................                                          [100%]
31 passed in 0.84s"""
    ok2 = """✨ Pixi task (test in default): pytest -q
.................................                                        [100%]
33 passed in 1.02s"""
    props = '''from hypothesis import given
from hypothesis import strategies as st

from unitconv.temperature import ABS_ZERO_C, c_to_k


@given(st.floats(min_value=ABS_ZERO_C, max_value=5000, allow_nan=False))
def test_kelvin_never_negative(c):
    assert c_to_k(c) >= 0


@given(st.floats(min_value=-200, max_value=5000), st.floats(min_value=0.01, max_value=100))
def test_kelvin_is_monotonic(c, delta):
    assert c_to_k(c + delta) >= c_to_k(c)
'''
    probe = 'pixi run -q python -c "from unitconv.temperature import f_to_c; print(f_to_c(451), f_to_c(98.6))"'
    turns = [
        (call("read_file", absolute_path=path), TEMP_PY),
        (gshell(probe, "Probe current f_to_c output"), gem_run(probe, "232.8 37.0", pgid=12044)),
        (gshell("pixi run test", "Run the test task"), gem_run("pixi run test", fail, code=1, pgid=12071)),
        (call("replace", file_path=path, old_string="    return round(c, 1)", new_string="    return round(c, 2)"),
         f"Successfully modified file: {path} (1 replacements)."),
        (gshell("pixi run test", "Re-run tests"), gem_run("pixi run test", ok1, pgid=12130)),
        (call("write_file", file_path=f"{root}/tests/test_kelvin_props.py", content=props),
         f"Successfully created and wrote to new file: {root}/tests/test_kelvin_props.py."),
        (gshell("pixi run test", "Run tests including the new property tests"), gem_run("pixi run test", ok2, pgid=12187)),
        (gshell(probe, "Probe f_to_c after the fix"), gem_run(probe, "232.78 37.0", pgid=12215)),
        (gshell('pixi run -q python -c "from unitconv.temperature import *; print(c_to_f(36.6), f_to_c(97.88), c_to_k(-40), f_to_c(-40))"', "Spot-check other conversions"),
         gem_run('pixi run -q python -c "from unitconv.temperature import *; print(c_to_f(36.6), f_to_c(97.88), c_to_k(-40), f_to_c(-40))"', "97.88 36.6 233.15 -40.0", pgid=12233)),
        (gshell("git status --short && git diff --stat", "Review changes"), gem_run("git status --short && git diff --stat", """ M src/unitconv/temperature.py
?? tests/test_kelvin_props.py
 src/unitconv/temperature.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=12250)),
    ]
    rs.add(task=T, tid="h31-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Python package {root} managed with pixi (task `test` runs pytest with hypothesis). The module docstring promises 2-decimal results but f_to_c rounds to 1 decimal; fix it and add Kelvin property tests.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
