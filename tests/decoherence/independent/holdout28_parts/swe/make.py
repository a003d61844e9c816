# ruff: noqa: E501
"""holdout28, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI tool styles).

Half carry exactly one world-model contradiction (labelled with its 1-based turn), half are clean but
full of legitimate changes (edits, test counts, timings, cached results, restarts, new commits).
Running this module writes ``swe_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

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
    gem_run,
    gshell,
    oh_bash,
)


def snip(path: str, text: str, new: str, ctx: int = 4, start: int = 1) -> str:
    """OpenHands' reply to a str_replace/insert: the edited region of ``text`` (whose first line is ``start``)."""
    idx = text.index(new)
    first = text[:idx].count("\n") + 1
    last = first + new.count("\n")
    lines = text.split("\n")
    lo, hi = max(1, first - ctx), min(len(lines), last + ctx)
    return edited(path, "\n".join(lines[lo - 1:hi]), lo + start - 1)


def view(path: str, text: str, lo: int = 1, hi: int | None = None) -> str:
    lines = text.split("\n")
    hi = len(lines) if hi is None else hi
    return cat_n(path, "\n".join(lines[lo - 1:hi]), lo)


def numbered(text: str, lo: int, hi: int) -> list[str]:
    lines = text.split("\n")
    return [f"{i}:{lines[i - 1]}" for i in range(lo, hi + 1)]


def rep(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def gread(text: str, lo: int | None = None, hi: int | None = None, total: int | None = None) -> str:
    """Gemini CLI read_file result: whole file, or a window (of a ``total``-line file) with the truncation note."""
    lines = text.split("\n")
    if lo is None:
        return text
    hi = min(hi or len(lines), len(lines))
    total = total or len(lines)
    return (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {lo}-{hi} of {total} total lines.\n"
            f"Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent 'read_file' call. "
            f"For example, to read the next section of the file, use offset: {hi}.\n\n--- FILE CONTENT (truncated) ---\n"
            + "\n".join(lines[lo - 1:hi]))


def ok_replace(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def listing(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


TRAJ: list[dict[str, Any]] = []


def add(tid: str, system: str, turns: list[tuple[str, str]], state: str, bad: bool = False,
        turn: int | None = None, kind: str = "clean") -> None:
    TRAJ.append({"tid": tid, "system": system, "turns": turns, "state": state, "bad": bad, "turn": turn, "kind": kind})


def dots(n: int, pct: str = "[100%]") -> str:
    """One line of pytest -q progress dots padded to 80 columns."""
    return "." * n + " " * max(1, 80 - n - len(pct)) + pct


def tabs(text: str) -> str:
    """Go source: turn each leading group of four spaces into a tab (alignment spaces stay spaces)."""
    out = []
    for ln in text.split("\n"):
        stripped = ln.lstrip(" ")
        n = (len(ln) - len(stripped)) // 4
        out.append("\t" * n + ln[n * 4:])
    return "\n".join(out)


# ---------------------------------------------------------------- 01 OpenHands, Python, pytest (clean)
def t01() -> None:
    root = "/workspace/isodur"
    path = f"{root}/src/isodur/parser.py"
    src = r'''"""ISO 8601 duration parsing."""

from __future__ import annotations

import re
from datetime import timedelta

__all__ = ["parse_duration", "DurationError"]

_PATTERN = re.compile(
    r"^(?P<sign>[-+])?P"
    r"(?:(?P<weeks>\d+)W)?"
    r"(?:(?P<days>\d+)D)?"
    r"(?:T"
    r"(?:(?P<hours>\d+)H)?"
    r"(?:(?P<minutes>\d+)M)?"
    r"(?:(?P<seconds>\d+)S)?"
    r")?$"
)


class DurationError(ValueError):
    """Raised when a string is not a valid ISO 8601 duration."""


def parse_duration(text: str) -> timedelta:
    """Parse ``PnWnDTnHnMnS`` into a :class:`datetime.timedelta`.

    Years and months are rejected because their length is not fixed.
    """
    match = _PATTERN.match(text.strip())
    if match is None or text.strip() in {"P", "PT", "-P", "+P"}:
        raise DurationError(f"invalid ISO 8601 duration: {text!r}")
    parts = match.groupdict()
    sign = -1 if parts.pop("sign") == "-" else 1
    values = {name: int(value) for name, value in parts.items() if value is not None}
    return sign * timedelta(**values)
'''
    old1 = '    r"(?:(?P<seconds>\\d+)S)?"'
    new1 = '    r"(?:(?P<seconds>\\d+(?:[.,]\\d+)?)S)?"'
    src2 = rep(src, old1, new1)
    old2 = "    values = {name: int(value) for name, value in parts.items() if value is not None}"
    new2 = ("    values = {\n        name: float(value.replace(\",\", \".\")) if name == \"seconds\" else int(value)\n"
            "        for name, value in parts.items()\n        if value is not None\n    }")
    src3 = rep(src2, old2, new2)
    tpath = f"{root}/tests/test_parser.py"
    tnew = '''


@pytest.mark.parametrize("text", ["PT1.5S", "PT1,5S"])
def test_fractional_seconds(text):
    assert parse_duration(text) == timedelta(seconds=1, microseconds=500000)'''
    tests_tail = '''

def test_negative_duration():
    assert parse_duration("-P1DT2H") == -timedelta(days=1, hours=2)


@pytest.mark.parametrize("bad", ["P", "PT", "P1Y", "P2M", "1D", "PT1H30", ""])
def test_rejects_invalid(bad):
    with pytest.raises(DurationError):
        parse_duration(bad)'''
    t_after = tests_tail + tnew
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "b7d2e41 (HEAD -> main, origin/main) Reject year and month designators\n"
                 "0c93fa8 Add negative durations\n5e1f7d3 Initial parser and tests", root)),
        (editor("view", path), cat_n(path, src)),
        (bash("python -c \"from isodur import parse_duration; print(parse_duration('PT1.5S'))\""),
         oh_bash("Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
                 f"  File \"{path}\", line 33, in parse_duration\n"
                 "    raise DurationError(f\"invalid ISO 8601 duration: {text!r}\")\n"
                 "isodur.parser.DurationError: invalid ISO 8601 duration: 'PT1.5S'", root, 1)),
        (editor("str_replace", path, old_str=old1, new_str=new1), snip(path, src2, new1)),
        (editor("str_replace", path, old_str=old2, new_str=new2), snip(path, src3, new2)),
        (bash("python -c \"from isodur import parse_duration as p; print(p('PT1.5S'), p('PT1,5S'), p('P1DT0.25S'), p('-PT90M'))\""),
         oh_bash("0:00:01.500000 0:00:01.500000 1 day, 0:00:00.250000 -1 day, 22:30:00", root)),
        (bash("python -m pytest -q"),
         oh_bash(dots(42) + "\n42 passed in 0.31s", root)),
        (editor("insert", tpath, insert_line=55, new_str=tnew[1:]),
         edited(tpath, t_after.lstrip("\n"), 48)),
        (bash("python -m pytest -q tests/test_parser.py -k 'fractional or invalid'"),
         oh_bash(dots(9) + "\n"
                 "9 passed, 35 deselected in 0.08s", root)),
        (bash("python -m pytest -q"),
         oh_bash(dots(44) + "\n44 passed in 0.27s", root)),
        (bash("git checkout -b fix/fractional-seconds && git add -A && git commit -q -m \"Accept fractional seconds (PT1.5S, PT1,5S)\" && git show --stat --oneline HEAD"),
         oh_bash("Switched to a new branch 'fix/fractional-seconds'\n"
                 "3e1c9a7 (HEAD -> fix/fractional-seconds) Accept fractional seconds (PT1.5S, PT1,5S)\n"
                 " src/isodur/parser.py | 8 ++++++--\n tests/test_parser.py | 5 +++++\n"
                 " 2 files changed, 11 insertions(+), 2 deletions(-)", root)),
        (bash("git log --oneline -4 && git status -sb"),
         oh_bash("3e1c9a7 (HEAD -> fix/fractional-seconds) Accept fractional seconds (PT1.5S, PT1,5S)\n"
                 "b7d2e41 (origin/main, main) Reject year and month designators\n"
                 "0c93fa8 Add negative durations\n5e1f7d3 Initial parser and tests\n"
                 "## fix/fractional-seconds", root)),
    ]
    add("h28-swe-01", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Python 3.11, pytest). Issue #14: parse_duration('PT1.5S') raises DurationError; "
              "ISO 8601 allows a decimal fraction (dot or comma) on the smallest unit.")


# ---------------------------------------------------------------- 02 Gemini CLI, TypeScript, pnpm + vitest (bad: edited line reads back old)
def t02() -> None:
    root = "/home/dev/src/ratelimit-kit"
    bpath = f"{root}/src/bucket.ts"
    src = '''export interface BucketOptions {
  capacity: number;
  refillPerSecond: number;
  now?: () => number;
}

export class TokenBucket {
  readonly capacity: number;
  readonly refillPerSecond: number;
  private tokens: number;
  private lastRefill: number;
  private readonly now: () => number;

  constructor({ capacity, refillPerSecond, now = Date.now }: BucketOptions) {
    if (!Number.isFinite(capacity) || capacity <= 0) {
      throw new RangeError(`capacity must be a positive number, got ${capacity}`);
    }
    this.capacity = capacity;
    this.refillPerSecond = refillPerSecond;
    this.now = now;
    this.tokens = capacity;
    this.lastRefill = now();
  }

  private refill(): void {
    const now = this.now();
    const elapsed = now - this.lastRefill;
    if (elapsed <= 0) return;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.refillPerSecond);
    this.lastRefill = now;
  }

  tryRemove(count = 1): boolean {
    this.refill();
    if (count > this.tokens) return false;
    this.tokens -= count;
    return true;
  }

  available(): number {
    this.refill();
    return Math.floor(this.tokens);
  }

  msUntil(count = 1): number {
    this.refill();
    const missing = count - this.tokens;
    if (missing <= 0) return 0;
    return Math.ceil((missing / this.refillPerSecond) * 1000);
  }
}
'''
    old1 = "    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.refillPerSecond);"
    new1 = "    this.tokens = Math.min(this.capacity, this.tokens + (elapsed / 1000) * this.refillPerSecond);"
    src2 = rep(src, old1, new1)
    old2 = "    this.capacity = capacity;\n    this.refillPerSecond = refillPerSecond;"
    new2 = ("    if (!Number.isFinite(refillPerSecond) || refillPerSecond <= 0) {\n"
            "      throw new RangeError(`refillPerSecond must be a positive number, got ${refillPerSecond}`);\n"
            "    }\n    this.capacity = capacity;\n    this.refillPerSecond = refillPerSecond;")
    src3 = rep(src2, old2, new2)
    drift = rep(src3, new1, old1)  # the contradiction: the refill fix reads back as the original line
    vtest = '''import { describe, expect, it } from "vitest";
import { TokenBucket } from "../src/bucket";

describe("TokenBucket option validation", () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("rejects refillPerSecond=%s", (rate) => {
    expect(() => new TokenBucket({ capacity: 5, refillPerSecond: rate })).toThrow(RangeError);
  });

  it("accepts fractional refill rates", () => {
    const bucket = new TokenBucket({ capacity: 1, refillPerSecond: 0.5, now: () => 0 });
    expect(bucket.msUntil(2)).toBe(2000);
  });
});
'''
    vpath = f"{root}/tests/bucket.validation.test.ts"
    fail = """
 RUN  v1.6.0 /home/dev/src/ratelimit-kit

 ✓ tests/keyed.test.ts  (5 tests) 6ms
 ❯ tests/bucket.test.ts  (9 tests | 1 failed) 11ms
   ❯ tests/bucket.test.ts > TokenBucket > refills at refillPerSecond over wall time
     → expected 10 to be 3 // Object.is equality

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  tests/bucket.test.ts > TokenBucket > refills at refillPerSecond over wall time
AssertionError: expected 10 to be 3 // Object.is equality

- Expected
+ Received

- 3
+ 10

 ❯ tests/bucket.test.ts:41:32
     39|     bucket.tryRemove(10);
     40|     clock.advance(1500);
     41|     expect(bucket.available()).toBe(3);
       |                                ^
     42|   });
     43|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 13 passed (14)
   Start at  10:42:17
   Duration  412ms (transform 58ms, setup 0ms, collect 71ms, tests 17ms, environment 0ms, prepare 140ms)
"""
    pass1 = """
 RUN  v1.6.0 /home/dev/src/ratelimit-kit

 ✓ tests/keyed.test.ts  (5 tests) 5ms
 ✓ tests/bucket.test.ts  (9 tests) 9ms

 Test Files  2 passed (2)
      Tests  14 passed (14)
   Start at  10:43:02
   Duration  371ms (transform 49ms, setup 0ms, collect 64ms, tests 14ms, environment 0ms, prepare 131ms)
"""
    pass2 = """
 RUN  v1.6.0 /home/dev/src/ratelimit-kit

 ✓ tests/bucket.validation.test.ts  (5 tests) 4ms
 ✓ tests/keyed.test.ts  (5 tests) 6ms
 ✓ tests/bucket.test.ts  (9 tests) 10ms

 Test Files  3 passed (3)
      Tests  19 passed (19)
   Start at  10:44:31
   Duration  438ms (transform 77ms, setup 0ms, collect 102ms, tests 20ms, environment 0ms, prepare 203ms)
"""
    turns = [
        (call("list_directory", path=root),
         listing(root, ["node_modules", "src", "tests"],
                 [".gitignore", "README.md", "package.json", "pnpm-lock.yaml", "tsconfig.json", "vitest.config.ts"])),
        (call("read_file", absolute_path=bpath), gread(src)),
        (gshell("pnpm vitest run", "Run the test suite once"), gem_run("pnpm vitest run", fail.strip("\n"), 1, 51873)),
        (call("replace", file_path=bpath, old_string=old1, new_string=new1), ok_replace(bpath)),
        (gshell("pnpm vitest run", "Re-run the tests after the unit fix"), gem_run("pnpm vitest run", pass1.strip("\n"), 0, 51940)),
        (call("replace", file_path=bpath, old_string=old2, new_string=new2), ok_replace(bpath)),
        (call("write_file", file_path=vpath, content=vtest), f"Successfully created and wrote to new file: {vpath}."),
        (gshell("pnpm vitest run", "Run all tests including the new validation tests"),
         gem_run("pnpm vitest run", pass2.strip("\n"), 0, 52011)),
        (gshell("pnpm tsc --noEmit", "Type-check the project"), gem_run("pnpm tsc --noEmit", "", 0, 52090)),
        (gshell("git status --short && git diff --stat", "Show changed files"),
         gem_run("git status --short && git diff --stat",
                 " M src/bucket.ts\n?? tests/bucket.validation.test.ts\n src/bucket.ts | 5 ++++-\n 1 file changed, 4 insertions(+), 1 deletion(-)",
                 0, 52133)),
        (call("read_file", absolute_path=bpath), gread(drift)),
        (gshell("git add -A && git commit -m \"Refill by elapsed seconds, validate refillPerSecond\"", "Commit the fix"),
         gem_run("git add -A && git commit -m \"Refill by elapsed seconds, validate refillPerSecond\"",
                 "[main 8c2d4f1] Refill by elapsed seconds, validate refillPerSecond\n 2 files changed, 17 insertions(+), 1 deletion(-)\n"
                 " create mode 100644 tests/bucket.validation.test.ts", 0, 52170)),
    ]
    add("h28-swe-02", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (TypeScript, pnpm, vitest), branch main, clean tree. Bug report: a TokenBucket with "
              "refillPerSecond: 2 is completely full again a moment after being drained.",
        bad=True, turn=11, kind="refill line the agent fixed reads back as the original unfixed line, with no edit in between")


# ---------------------------------------------------------------- 03 OpenHands, Rust, cargo (bad: older commit hash changes)
def t03() -> None:
    root = "/workspace/csvsum"
    path = f"{root}/src/stats.rs"
    src = '''//! Column statistics for csvsum.

use std::cmp::Ordering;

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub min: Option<f64>,
    pub max: Option<f64>,
    pub mean: Option<f64>,
    pub median: Option<f64>,
}

pub fn summarize(values: &[f64]) -> Summary {
    if values.is_empty() {
        return Summary::default();
    }
    let mut sorted: Vec<f64> = values.iter().copied().filter(|v| !v.is_nan()).collect();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap_or(Ordering::Equal));
    let count = sorted.len();
    let sum: f64 = sorted.iter().sum();
    Summary {
        count,
        min: sorted.first().copied(),
        max: sorted.last().copied(),
        mean: Some(sum / count as f64),
        median: Some(sorted[count / 2]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_length_median() {
        let s = summarize(&[3.0, 1.0, 2.0]);
        assert_eq!(s.median, Some(2.0));
    }

    #[test]
    fn even_length_median() {
        let s = summarize(&[4.0, 1.0, 3.0, 2.0]);
        assert_eq!(s.median, Some(2.5));
    }

    #[test]
    fn nan_is_ignored() {
        let s = summarize(&[f64::NAN, 5.0]);
        assert_eq!(s.count, 1);
        assert_eq!(s.max, Some(5.0));
    }

    #[test]
    fn empty_input() {
        assert_eq!(summarize(&[]), Summary::default());
    }
}'''
    old = "        median: Some(sorted[count / 2]),"
    new = ("        median: Some(if count % 2 == 0 {\n            (sorted[count / 2 - 1] + sorted[count / 2]) / 2.0\n"
           "        } else {\n            sorted[count / 2]\n        }),")
    src2 = rep(src, old, new)
    fail = """   Compiling csvsum v0.3.1 (/workspace/csvsum)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.84s
     Running unittests src/lib.rs (target/debug/deps/csvsum-5b0e1c7f3a9d2e44)

running 7 tests
test parse::tests::custom_delimiter ... ok
test parse::tests::quoted_delimiter ... ok
test parse::tests::skips_header ... ok
test stats::tests::empty_input ... ok
test stats::tests::even_length_median ... FAILED
test stats::tests::nan_is_ignored ... ok
test stats::tests::odd_length_median ... ok

failures:

---- stats::tests::even_length_median stdout ----
thread 'stats::tests::even_length_median' panicked at src/stats.rs:44:9:
assertion `left == right` failed
  left: Some(3.0)
 right: Some(2.5)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    stats::tests::even_length_median

test result: FAILED. 6 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`"""
    ok = """   Compiling csvsum v0.3.1 (/workspace/csvsum)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.62s
     Running unittests src/lib.rs (target/debug/deps/csvsum-5b0e1c7f3a9d2e44)

running 7 tests
test parse::tests::custom_delimiter ... ok
test parse::tests::quoted_delimiter ... ok
test parse::tests::skips_header ... ok
test stats::tests::empty_input ... ok
test stats::tests::even_length_median ... ok
test stats::tests::nan_is_ignored ... ok
test stats::tests::odd_length_median ... ok

test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running unittests src/main.rs (target/debug/deps/csvsum-0f6a3d92c18b7e55)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-9c4e2b1d7a6f0833)

running 3 tests
test prints_table_for_numeric_columns ... ok
test rejects_missing_file ... ok
test semicolon_delimiter ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s

   Doc-tests csvsum

running 1 test
test src/lib.rs - (line 5) ... ok

test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s"""
    log1 = """e5a21c9 (HEAD -> main, origin/main) Add --delimiter flag
4d8e0a2 Handle quoted fields containing the delimiter
b19f6e7 Print summary as aligned table
71c0d38 Skip header row by default
2a6b5f1 Initial commit: csvsum reads a CSV and summarizes numeric columns
## main...origin/main"""
    log2 = """9f3b2c1 (HEAD -> main) Average the two middle values for even-length medians
e5a21c9 (origin/main) Add --delimiter flag
4d3e9a6 Handle quoted fields containing the delimiter
b19f6e7 Print summary as aligned table
71c0d38 Skip header row by default
2a6b5f1 Initial commit: csvsum reads a CSV and summarizes numeric columns"""
    turns = [
        (bash(f"cd {root} && git log --oneline -5 && git status -sb"), oh_bash(log1, root)),
        (editor("view", path), cat_n(path, src)),
        (bash("cargo test"), oh_bash(fail, root, 101)),
        (editor("str_replace", path, old_str=old, new_str=new), snip(path, src2, new)),
        (bash("cargo test"), oh_bash(ok, root)),
        (bash("cargo clippy --all-targets -- -D warnings"),
         oh_bash("    Checking csvsum v0.3.1 (/workspace/csvsum)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.97s", root)),
        (bash("cat samples/prices.csv && cargo run -q -- --column price samples/prices.csv"),
         oh_bash("sku,price,qty\nA-100,12.5,3\nA-101,8.0,10\nB-200,20.0,1\nB-201,4.5,7\n"
                 "column  count  min   max    mean   median\nprice   4      4.50  20.00  11.25  10.25", root)),
        (bash("git commit -am \"Average the two middle values for even-length medians\""),
         oh_bash("[main 9f3b2c1] Average the two middle values for even-length medians\n 1 file changed, 5 insertions(+), 1 deletion(-)", root)),
        (bash("git log --oneline -6"), oh_bash(log2, root)),
        (bash("git status -sb && cargo build --release"),
         oh_bash("## main...origin/main [ahead 1]\n   Compiling csvsum v0.3.1 (/workspace/csvsum)\n"
                 "    Finished `release` profile [optimized] target(s) in 6.38s", root)),
    ]
    add("h28-swe-03", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Rust 1.79, cargo), branch main. Bug: csvsum reports the upper-middle value as the "
              "median of an even number of rows instead of the mean of the two middle values.",
        bad=True, turn=9, kind="hash of an older, untouched commit differs between two git log listings")


# ---------------------------------------------------------------- 04 Gemini CLI, Go, gotestsum (clean)
def t04() -> None:
    root = "/home/mira/code/shorturl"
    mpath, lpath = f"{root}/internal/store/memory.go", f"{root}/internal/store/link.go"
    tpath = f"{root}/internal/store/memory_expiry_test.go"
    mem = tabs('''package store

import (
    "context"
    "sync"
    "time"
)

// Memory is an in-process Store used by tests and the single-node mode.
type Memory struct {
    mu    sync.RWMutex
    links map[string]Link
    now   func() time.Time
}

func NewMemory() *Memory {
    return &Memory{links: make(map[string]Link), now: time.Now}
}

func (m *Memory) Put(_ context.Context, l Link) error {
    m.mu.Lock()
    defer m.mu.Unlock()
    if _, ok := m.links[l.Code]; ok {
        return ErrExists
    }
    if l.CreatedAt.IsZero() {
        l.CreatedAt = m.now()
    }
    m.links[l.Code] = l
    return nil
}

func (m *Memory) Get(_ context.Context, code string) (Link, error) {
    m.mu.RLock()
    defer m.mu.RUnlock()
    l, ok := m.links[code]
    if !ok {
        return Link{}, ErrNotFound
    }
    return l, nil
}

func (m *Memory) Delete(_ context.Context, code string) error {
    m.mu.Lock()
    defer m.mu.Unlock()
    if _, ok := m.links[code]; !ok {
        return ErrNotFound
    }
    delete(m.links, code)
    return nil
}
''')
    link = tabs('''package store

import (
    "errors"
    "time"
)

var (
    ErrNotFound = errors.New("store: link not found")
    ErrExists   = errors.New("store: code already in use")
)

// Link maps a short code to its target URL.
type Link struct {
    Code      string
    Target    string
    CreatedAt time.Time
}
''')
    lold = "\tCreatedAt time.Time\n}\n"
    lnew = ("\tCreatedAt time.Time\n\tExpiresAt time.Time // zero value: never expires\n}\n\n"
            "// Expired reports whether the link has an expiry that is not after now.\n"
            "func (l Link) Expired(now time.Time) bool {\n\treturn !l.ExpiresAt.IsZero() && !now.Before(l.ExpiresAt)\n}\n")
    mold = "\tl, ok := m.links[code]\n\tif !ok {\n"
    mnew = "\tl, ok := m.links[code]\n\tif !ok || l.Expired(m.now()) {\n"
    test = tabs('''package store

import (
    "context"
    "errors"
    "testing"
    "time"
)

func TestMemoryGetExpired(t *testing.T) {
    m := NewMemory()
    base := time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)
    m.now = func() time.Time { return base }
    if err := m.Put(context.Background(), Link{Code: "abc", Target: "https://example.org", ExpiresAt: base.Add(time.Minute)}); err != nil {
        t.Fatal(err)
    }
    m.now = func() time.Time { return base.Add(2 * time.Minute) }
    if _, err := m.Get(context.Background(), "abc"); !errors.Is(err, ErrNotFound) {
        t.Fatalf("Get after expiry: err = %v, want ErrNotFound", err)
    }
}

func TestMemoryGetNotYetExpired(t *testing.T) {
    m := NewMemory()
    base := time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)
    m.now = func() time.Time { return base }
    if err := m.Put(context.Background(), Link{Code: "xyz", Target: "https://example.org", ExpiresAt: base.Add(time.Hour)}); err != nil {
        t.Fatal(err)
    }
    l, err := m.Get(context.Background(), "xyz")
    if err != nil || l.Target != "https://example.org" {
        t.Fatalf("Get before expiry = %+v, %v", l, err)
    }
}
''')
    api = ["TestCreateLink", "TestCreateLinkRejectsBadURL", "TestCreateLinkCustomCode", "TestCreateLinkCustomCodeTaken",
           "TestRedirect", "TestRedirectMissing", "TestRedirectHEAD", "TestDeleteLink", "TestDeleteLinkRequiresToken",
           "TestDeleteLinkMissing", "TestStats", "TestHealthz", "TestCORSPreflight", "TestRateLimitHeader",
           "TestJSONContentType", "TestMethodNotAllowed"]
    api_t1 = ["0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.01", "0.00", "0.00", "0.02", "0.00", "0.00"]
    api_t2 = ["0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.01", "0.00", "0.00"]
    store1 = ["TestMemoryPutGet", "TestMemoryPutDuplicate", "TestMemoryDelete", "TestMemoryGetMissing"]
    run1 = ["EMPTY cmd/shorturl",
            "PASS internal/codegen.TestAlphabetHasNoLookalikes (0.00s)", "PASS internal/codegen.TestGenerateLength (0.00s)",
            "PASS internal/codegen.TestGenerateUnique (0.03s)", "PASS internal/codegen"]
    run1 += [f"PASS internal/store.{n} (0.00s)" for n in store1] + ["PASS internal/store"]
    run1 += [f"PASS internal/api.{n} ({t}s)" for n, t in zip(api, api_t1)] + ["PASS internal/api", "", "DONE 23 tests in 1.412s"]
    run2 = ["EMPTY cmd/shorturl", "PASS internal/codegen (cached)"]
    run2 += [f"PASS internal/store.{n} (0.00s)" for n in store1 + ["TestMemoryGetExpired", "TestMemoryGetNotYetExpired"]]
    run2 += ["PASS internal/store"]
    run2 += [f"PASS internal/api.{n} ({t}s)" for n, t in zip(api, api_t2)] + ["PASS internal/api", "", "DONE 25 tests in 0.893s"]
    g = "gotestsum --format testname ./..."
    turns = [
        (gshell("git status -sb && go version", "Check the branch and Go version"),
         gem_run("git status -sb && go version", "## main...origin/main\ngo version go1.22.4 linux/amd64", 0, 30712)),
        (call("read_file", absolute_path=mpath), gread(mem)),
        (call("read_file", absolute_path=lpath), gread(link)),
        (gshell(g, "Run the whole test suite"), gem_run(g, "\n".join(run1), 0, 30790)),
        (call("replace", file_path=lpath, old_string=lold, new_string=lnew), ok_replace(lpath)),
        (call("replace", file_path=mpath, old_string=mold, new_string=mnew), ok_replace(mpath)),
        (call("write_file", file_path=tpath, content=test), f"Successfully created and wrote to new file: {tpath}."),
        (gshell(g, "Run the suite again with the expiry tests"), gem_run(g, "\n".join(run2), 0, 30915)),
        (gshell("go vet ./... && gofmt -l .", "Vet and check formatting"), gem_run("go vet ./... && gofmt -l .", "", 0, 31002)),
        (gshell("git status --short && git diff --stat", "Review the change set"),
         gem_run("git status --short && git diff --stat",
                 " M internal/store/link.go\n M internal/store/memory.go\n?? internal/store/memory_expiry_test.go\n"
                 " internal/store/link.go   | 6 ++++++\n internal/store/memory.go | 2 +-\n"
                 " 2 files changed, 7 insertions(+), 1 deletion(-)", 0, 31044)),
    ]
    add("h28-swe-04", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Go 1.22, gotestsum installed). Task: links may carry an optional expiry; the in-memory "
              "store must treat an expired link as not found. Keep the change small and tested.")


# ---------------------------------------------------------------- 05 OpenHands, Java, Maven (bad: untouched test class count changes)
def t05() -> None:
    root = "/workspace/invoice-core"
    cpath = f"{root}/src/main/java/com/acme/invoice/TaxCalculator.java"
    tpath = f"{root}/src/test/java/com/acme/invoice/TaxCalculatorTest.java"
    calc = '''package com.acme.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Objects;

/** Computes VAT per line and per invoice. Amounts are rounded to cents per line. */
public final class TaxCalculator {

    private final Map<String, BigDecimal> ratesByCategory;

    public TaxCalculator(Map<String, BigDecimal> ratesByCategory) {
        this.ratesByCategory = Map.copyOf(Objects.requireNonNull(ratesByCategory));
    }

    public BigDecimal rateFor(String category) {
        BigDecimal rate = ratesByCategory.get(category);
        if (rate == null) {
            throw new IllegalArgumentException("no VAT rate for category " + category);
        }
        return rate;
    }

    public BigDecimal taxFor(LineItem item) {
        BigDecimal net = item.unitPrice().multiply(BigDecimal.valueOf(item.quantity()));
        return net.multiply(rateFor(item.category())).setScale(2, RoundingMode.HALF_EVEN);
    }

    public BigDecimal totalTax(Invoice invoice) {
        return invoice.lines().stream()
                .map(this::taxFor)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}'''
    old = "        return net.multiply(rateFor(item.category())).setScale(2, RoundingMode.HALF_EVEN);"
    new = "        return net.multiply(rateFor(item.category())).setScale(2, RoundingMode.HALF_UP);"
    calc2 = rep(calc, old, new)
    tview = '''    }

    @Test
    void zeroRatedCategory() {
        LineItem item = new LineItem("SKU-3", "food-basic", new BigDecimal("19.99"), 4);
        assertEquals(new BigDecimal("0.00"), calc.taxFor(item));
    }

    @Test
    void roundsHalfUpPerLine() {
        LineItem item = new LineItem("SKU-7", "services", new BigDecimal("0.50"), 1);
        // 0.50 * 0.25 = 0.125 -> 0.13 (commercial rounding, see ACC-212)
        assertEquals(new BigDecimal("0.13"), calc.taxFor(item));
    }

    @Test
    void unknownCategoryIsRejected() {
        LineItem item = new LineItem("SKU-9", "weapons", BigDecimal.ONE, 1);
        assertThrows(IllegalArgumentException.class, () -> calc.taxFor(item));
    }
}'''
    ins = '''
    @Test
    void totalTaxSumsRoundedLines() {
        Invoice invoice = new Invoice("INV-1", List.of(
                new LineItem("SKU-7", "services", new BigDecimal("0.50"), 1),
                new LineItem("SKU-8", "services", new BigDecimal("0.50"), 1)));
        assertEquals(new BigDecimal("0.26"), calc.totalTax(invoice));
    }'''
    anchor = "        assertEquals(new BigDecimal(\"0.13\"), calc.taxFor(item));\n    }\n"
    tview2 = rep(tview, anchor, anchor + ins.lstrip("\n").join(["\n", "\n"]))
    head = """[INFO] Scanning for projects...
[INFO]
[INFO] ----------------------< com.acme:invoice-core >-----------------------
[INFO] Building invoice-core 1.8.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ invoice-core ---
[INFO] skip non existing resourceDirectory /workspace/invoice-core/src/main/resources
[INFO]
[INFO] --- compiler:3.13.0:compile (default-compile) @ invoice-core ---
[INFO] Recompiling the module because of changed source code.
[INFO] Compiling 9 source files with javac [debug release 17] to target/classes
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ invoice-core ---
[INFO] skip non existing resourceDirectory /workspace/invoice-core/src/test/resources
[INFO]
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ invoice-core ---
[INFO] Recompiling the module because of changed dependency.
[INFO] Compiling 4 source files with javac [debug release 17] to target/test-classes
[INFO]
[INFO] --- surefire:3.2.5:test (default-test) @ invoice-core ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------"""
    run1 = head + """
[INFO] Running com.acme.invoice.InvoiceTest
[INFO] Tests run: 15, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.084 s -- in com.acme.invoice.InvoiceTest
[INFO] Running com.acme.invoice.LineItemTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.011 s -- in com.acme.invoice.LineItemTest
[INFO] Running com.acme.invoice.MoneyTest
[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.019 s -- in com.acme.invoice.MoneyTest
[INFO] Running com.acme.invoice.TaxCalculatorTest
[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.027 s <<< FAILURE! -- in com.acme.invoice.TaxCalculatorTest
[ERROR] com.acme.invoice.TaxCalculatorTest.roundsHalfUpPerLine -- Time elapsed: 0.004 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <0.13> but was: <0.12>
\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:177)
\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)
\tat com.acme.invoice.TaxCalculatorTest.roundsHalfUpPerLine(TaxCalculatorTest.java:58)
\tat java.base/java.lang.reflect.Method.invoke(Method.java:568)
\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1511)
\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1511)

[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   TaxCalculatorTest.roundsHalfUpPerLine:58 expected: <0.13> but was: <0.12>
[INFO]
[ERROR] Tests run: 43, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  4.912 s
[INFO] Finished at: 2024-11-19T09:14:33Z
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project invoice-core: There are test failures.
[ERROR]
[ERROR] Please refer to /workspace/invoice-core/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream."""
    run2 = head.replace(
        "Recompiling the module because of changed dependency.", "Recompiling the module because of changed source code.") + """
[INFO] Running com.acme.invoice.InvoiceTest
[INFO] Tests run: 15, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.079 s -- in com.acme.invoice.InvoiceTest
[INFO] Running com.acme.invoice.LineItemTest
[INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.012 s -- in com.acme.invoice.LineItemTest
[INFO] Running com.acme.invoice.MoneyTest
[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.021 s -- in com.acme.invoice.MoneyTest
[INFO] Running com.acme.invoice.TaxCalculatorTest
[INFO] Tests run: 10, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.025 s -- in com.acme.invoice.TaxCalculatorTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 45, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  4.107 s
[INFO] Finished at: 2024-11-19T09:19:02Z
[INFO] ------------------------------------------------------------------------"""
    turns = [
        (bash(f"cd {root} && mvn -o test"), oh_bash(run1, root, 1)),
        (editor("view", cpath), cat_n(cpath, calc)),
        (editor("str_replace", cpath, old_str=old, new_str=new), snip(cpath, calc2, new)),
        (editor("view", tpath, view_range=[46, 66]), cat_n(tpath, tview, 46)),
        (editor("insert", tpath, insert_line=59, new_str=ins), snip(tpath, tview2, ins.lstrip("\n"), start=46)),
        (bash("mvn -o test"), oh_bash(run2, root)),
        (bash("git status --short"), oh_bash(" M src/main/java/com/acme/invoice/TaxCalculator.java\n M src/test/java/com/acme/invoice/TaxCalculatorTest.java", root)),
        (bash("git diff --stat"),
         oh_bash(" src/main/java/com/acme/invoice/TaxCalculator.java     | 2 +-\n"
                 " src/test/java/com/acme/invoice/TaxCalculatorTest.java | 8 ++++++++\n"
                 " 2 files changed, 9 insertions(+), 1 deletion(-)", root)),
    ]
    add("h28-swe-05", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Java 17, Maven, JUnit 5; dependencies cached for offline builds). Ticket ACC-212: "
              "VAT on a line must use commercial rounding (half up); the test for it already exists and fails.",
        bad=True, turn=6, kind="test count of an untouched test class changes between two Maven runs")


# ---------------------------------------------------------------- 06 Gemini CLI, Python, nox + hatch (bad: deleted module listed again)
def t06() -> None:
    root = "/home/sam/proj/feedparse-ng"
    pkg = f"{root}/src/feedparse_ng"
    compat = '''"""Re-exports kept from the Python 2 era. Deprecated: scheduled for removal in 3.0."""

import warnings
from html import unescape
from urllib.parse import urljoin, urlparse

__all__ = ["unescape", "urljoin", "urlparse"]

warnings.warn(
    "feedparse_ng.compat is deprecated and will be removed in 3.0; import from the standard library",
    DeprecationWarning,
    stacklevel=2,
)
'''
    files_before = ["__init__.py", "compat.py", "dates.py", "http.py", "parser.py", "py.typed", "sanitize.py"]
    search1 = '''Found 3 matches for pattern "compat" in path "src" (filter: "*.py"):
---
File: feedparse_ng/__init__.py
L5: from . import compat  # noqa: F401  (re-exported for 2.x users)
---
File: feedparse_ng/http.py
L8: from .compat import urlparse
---
File: feedparse_ng/parser.py
L11: from .compat import unescape, urljoin
---'''
    nox_tests = """nox > Running session tests-3.12
nox > Re-using existing virtual environment at .nox/tests-3-12.
nox > python -m pip install -e '.[test]'
nox > pytest -q -W error::DeprecationWarning
........................................................................ [ 81%]
................                                                         [100%]
88 passed in 1.94s
nox > Session tests-3.12 was successful in 9 seconds."""
    nox_lint = """nox > Running session lint
nox > Re-using existing virtual environment at .nox/lint.
nox > python -m pip install ruff mypy
nox > ruff check src tests
All checks passed!
nox > mypy src
Success: no issues found in 5 source files
nox > Session lint was successful in 6 seconds."""
    turns = [
        (call("list_directory", path=pkg), listing(pkg, [], files_before)),
        (call("search_file_content", pattern="compat", path="src", include="*.py"), search1),
        (call("read_file", absolute_path=f"{pkg}/compat.py"), gread(compat)),
        (call("replace", file_path=f"{pkg}/parser.py", old_string="from .compat import unescape, urljoin\n",
              new_string="from html import unescape\nfrom urllib.parse import urljoin\n"), ok_replace(f"{pkg}/parser.py")),
        (call("replace", file_path=f"{pkg}/http.py", old_string="from .compat import urlparse\n",
              new_string="from urllib.parse import urlparse\n"), ok_replace(f"{pkg}/http.py")),
        (call("replace", file_path=f"{pkg}/__init__.py", old_string="from . import compat  # noqa: F401  (re-exported for 2.x users)\n",
              new_string=""), ok_replace(f"{pkg}/__init__.py")),
        (gshell("git rm -q src/feedparse_ng/compat.py && git status --short", "Delete the deprecated compat module"),
         gem_run("git rm -q src/feedparse_ng/compat.py && git status --short",
                 " M src/feedparse_ng/__init__.py\nD  src/feedparse_ng/compat.py\n M src/feedparse_ng/http.py\n M src/feedparse_ng/parser.py",
                 0, 88120)),
        (gshell("nox -s tests-3.12", "Run the test session (DeprecationWarning as error)"),
         gem_run("nox -s tests-3.12", nox_tests, 0, 88207)),
        (gshell("nox -s lint", "Run ruff and mypy"), gem_run("nox -s lint", nox_lint, 0, 88391)),
        (call("list_directory", path=pkg), listing(pkg, [], files_before)),
        (call("search_file_content", pattern="compat", path="src", include="*.py"),
         'No matches found for pattern "compat" in path "src" (filter: "*.py").'),
        (gshell("hatch build -t wheel && git status --short", "Build a wheel and show pending changes"),
         gem_run("hatch build -t wheel && git status --short",
                 "[wheel]\ndist/feedparse_ng-3.0.0.dev0-py3-none-any.whl\n"
                 " M src/feedparse_ng/__init__.py\nD  src/feedparse_ng/compat.py\n M src/feedparse_ng/http.py\n M src/feedparse_ng/parser.py",
                 0, 88455)),
    ]
    add("h28-swe-06", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Python, hatch build backend, nox sessions tests-3.12 and lint), branch drop-compat. "
              "Task for 3.0: remove the deprecated feedparse_ng.compat module and every internal import of it.",
        bad=True, turn=10, kind="module removed with git rm shows up again in a later directory listing")


# ---------------------------------------------------------------- 07 OpenHands, JavaScript, npm + jest (clean)
def t07() -> None:
    root = "/workspace/md-toc"
    path = f"{root}/src/slug.js"
    src = """'use strict';

const PUNCTUATION = /[^\\p{L}\\p{N}\\s-]/gu;

function slugify(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(PUNCTUATION, '')
    .replace(/\\s+/g, '-');
}

function createSlugger() {
  return {
    slug(text) {
      return slugify(text);
    },
  };
}

module.exports = { slugify, createSlugger };"""
    old = """function createSlugger() {
  return {
    slug(text) {
      return slugify(text);
    },
  };
}"""
    new = """function createSlugger() {
  const seen = new Map();
  return {
    slug(text) {
      const base = slugify(text);
      const count = seen.get(base) || 0;
      seen.set(base, count + 1);
      return count === 0 ? base : `${base}-${count}`;
    },
  };
}"""
    src2 = rep(src, old, new)
    run1 = """
> md-toc@1.4.2 test
> jest

 PASS  test/slug.test.js
 FAIL  test/toc.test.js
  ● toc › duplicate headings get numeric suffixes

    expect(received).toEqual(expected) // deep equality

    - Expected  - 2
    + Received  + 2

      Array [
        "- [Install](#install)",
        "- [Usage](#usage)",
    -   "- [Usage](#usage-1)",
    +   "- [Usage](#usage)",
        "- [API](#api)",
    -   "- [Usage](#usage-2)",
    +   "- [Usage](#usage)",
      ]

      31 |       '- [Usage](#usage-2)',
      32 |     ];
    > 33 |     expect(toc(md).split('\\n')).toEqual(expected);
         |                                 ^
      34 |   });
      35 |
      36 |   it('skips headings inside fenced code blocks', () => {

      at Object.toEqual (test/toc.test.js:33:33)

Test Suites: 1 failed, 1 passed, 2 total
Tests:       1 failed, 17 passed, 18 total
Snapshots:   1 passed, 1 total
Time:        1.284 s
Ran all test suites."""
    run2 = """
> md-toc@1.4.2 test
> jest

 PASS  test/slug.test.js
 FAIL  test/toc.test.js
  ● toc › README fixture matches snapshot

    expect(received).toMatchSnapshot()

    Snapshot name: `toc README fixture matches snapshot 1`

    - Snapshot  - 2
    + Received  + 2

    @@ -6,7 +6,7 @@
      - [API](#api)
        - [Options](#options)
        - [Examples](#examples)
      - [CLI](#cli)
    -   - [Options](#options)
    -   - [Examples](#examples)
    +   - [Options](#options-1)
    +   - [Examples](#examples-1)
      - [License](#license)

      88 |     const md = fs.readFileSync(path.join(__dirname, 'fixtures/README.md'), 'utf8');
    > 89 |     expect(toc(md)).toMatchSnapshot();
         |                     ^
      90 |   });
      91 | });
      92 |

      at Object.toMatchSnapshot (test/toc.test.js:89:21)

 › 1 snapshot failed.
Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.

Test Suites: 1 failed, 1 passed, 2 total
Tests:       1 failed, 17 passed, 18 total
Snapshots:   1 failed, 1 total
Time:        1.097 s
Ran all test suites."""
    run3 = """ PASS  test/toc.test.js
 › 1 snapshot updated.

Snapshot Summary
 › 1 snapshot updated from 1 test suite.

Test Suites: 1 passed, 1 total
Tests:       11 passed, 11 total
Snapshots:   1 updated, 1 total
Time:        0.731 s, estimated 1 s
Ran all test suites matching /test\\/toc.test.js/i."""
    run4 = """
> md-toc@1.4.2 test
> jest

 PASS  test/slug.test.js
 PASS  test/toc.test.js

Test Suites: 2 passed, 2 total
Tests:       18 passed, 18 total
Snapshots:   1 passed, 1 total
Time:        0.912 s, estimated 1 s
Ran all test suites."""
    snapdiff = """diff --git a/test/__snapshots__/toc.test.js.snap b/test/__snapshots__/toc.test.js.snap
index 3f2a9c1..8be04d7 100644
--- a/test/__snapshots__/toc.test.js.snap
+++ b/test/__snapshots__/toc.test.js.snap
@@ -9,8 +9,8 @@ exports[`toc README fixture matches snapshot 1`] = `
   - [Options](#options)
   - [Examples](#examples)
 - [CLI](#cli)
-  - [Options](#options)
-  - [Examples](#examples)
+  - [Options](#options-1)
+  - [Examples](#examples-1)
 - [License](#license)
 "
 `;"""
    turns = [
        (bash(f"cd {root} && npm test"), oh_bash(run1.strip("\n"), root, 1)),
        (editor("view", path), cat_n(path, src)),
        (editor("str_replace", path, old_str=old, new_str=new), snip(path, src2, new)),
        (bash("npm test"), oh_bash(run2.strip("\n"), root, 1)),
        (bash("npx jest -u test/toc.test.js"), oh_bash(run3, root)),
        (bash("npm test"), oh_bash(run4.strip("\n"), root)),
        (bash("npm run lint"), oh_bash("\n> md-toc@1.4.2 lint\n> eslint src test".strip("\n"), root)),
        (bash("git status --short"), oh_bash(" M src/slug.js\n M test/__snapshots__/toc.test.js.snap", root)),
        (bash("git diff test/__snapshots__/toc.test.js.snap"), oh_bash(snapdiff, root)),
        (bash("git diff --stat"),
         oh_bash(" src/slug.js                         | 6 +++++-\n test/__snapshots__/toc.test.js.snap | 4 ++--\n"
                 " 2 files changed, 7 insertions(+), 3 deletions(-)", root)),
    ]
    add("h28-swe-07", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Node 20, npm, jest). Issue #31: a document with two '## Usage' headings gets two "
              "identical '#usage' anchors; GitHub numbers repeats as usage-1, usage-2.")


# ---------------------------------------------------------------- 08 Gemini CLI, Rust, cargo-nextest + just (clean)
def t08() -> None:
    root = "/home/kai/src/ringlog"
    path = f"{root}/src/ring.rs"
    src_head = '''/// Fixed-capacity ring buffer that overwrites the oldest entry when full.
pub struct RingBuffer<T> {
    buf: Vec<Option<T>>,
    head: usize, // index of the next write
    len: usize,
}

impl<T> RingBuffer<T> {
    pub fn with_capacity(capacity: usize) -> Self {
        assert!(capacity > 0, "capacity must be non-zero");
        let mut buf = Vec::with_capacity(capacity);
        buf.resize_with(capacity, || None);
        Self { buf, head: 0, len: 0 }
    }

    pub fn capacity(&self) -> usize {
        self.buf.len()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, value: T) {
        self.buf[self.head] = Some(value);
        self.head = (self.head + 1) % self.capacity();
        if self.len < self.capacity() {
            self.len += 1;
        }
    }

    /// Iterates from the oldest to the newest entry.
    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        let start = self.head;
        (0..self.len).filter_map(move |i| self.buf[(start + i) % self.capacity()].as_ref())
    }
}'''
    head_text = gread(src_head, 1, 41, total=118)  # first window of a 118-line file
    old = "        let start = self.head;"
    new = "        // Oldest entry: `len` slots behind the write head (equals `head` once the buffer is full).\n        let start = (self.head + self.capacity() - self.len) % self.capacity();"
    lib = [("ring::tests::capacity_is_fixed", "0.004"), ("ring::tests::empty_by_default", "0.003"),
           ("ring::tests::iter_empty", "0.003"), ("ring::tests::iter_full_wraps", "0.004"),
           ("ring::tests::iter_partial_buffer", "0.005"), ("ring::tests::len_saturates_at_capacity", "0.003"),
           ("ring::tests::push_overwrites_oldest", "0.004"), ("ring::tests::zero_capacity_panics", "0.006"),
           ("record::tests::display_round_trip", "0.003"), ("record::tests::parse_level", "0.003"),
           ("record::tests::parse_rejects_garbage", "0.003"), ("record::tests::timestamp_is_rfc3339", "0.004")]
    integ = [("appends_across_reopen", "0.011"), ("empty_file", "0.006"), ("iter_after_reopen", "0.009"),
             ("preserves_order", "0.008"), ("rotates_at_size_limit", "0.017"), ("survives_truncated_tail", "0.010")]

    def line(status: str, t: str, name: str, binary: str = "ringlog") -> str:
        return f"        {status} [   {t}s] {binary} {name}"

    fail_out = ["    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.11s",
                "    Starting 18 tests across 2 binaries"]
    for n, t in lib:
        if n != "ring::tests::iter_partial_buffer":
            fail_out.append(line("PASS", t, n))
    fail_out += [line("FAIL", "0.005", "ring::tests::iter_partial_buffer"),
                 "--- STDOUT:              ringlog ring::tests::iter_partial_buffer ---", "", "running 1 test",
                 "test ring::tests::iter_partial_buffer ... FAILED", "", "failures:", "", "failures:",
                 "    ring::tests::iter_partial_buffer", "",
                 "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 11 filtered out; finished in 0.00s", "",
                 "--- STDERR:              ringlog ring::tests::iter_partial_buffer ---",
                 "thread 'ring::tests::iter_partial_buffer' panicked at src/ring.rs:71:9:",
                 "assertion `left == right` failed", "  left: []", " right: [1, 2]",
                 "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", ""]
    fail_out += [line("PASS", t, n, "ringlog::log_file") for n, t in integ]
    fail_out += ["------------", "     Summary [   0.031s] 18 tests run: 17 passed, 1 failed, 0 skipped",
                 line("FAIL", "0.005", "ring::tests::iter_partial_buffer"), "error: test run failed"]
    pass_out = ["   Compiling ringlog v0.2.0 (/home/kai/src/ringlog)",
                "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.87s",
                "    Starting 18 tests across 2 binaries"]
    pass_out += [line("PASS", t, n) for n, t in lib]
    pass_out += [line("PASS", t, n, "ringlog::log_file") for n, t in integ]
    pass_out += ["------------", "     Summary [   0.027s] 18 tests run: 18 passed, 0 skipped"]
    filt = ["    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.06s",
            "    Starting 4 tests across 2 binaries (14 tests skipped)",
            line("PASS", "0.003", "ring::tests::iter_empty"), line("PASS", "0.004", "ring::tests::iter_full_wraps"),
            line("PASS", "0.004", "ring::tests::iter_partial_buffer"),
            line("PASS", "0.010", "iter_after_reopen", "ringlog::log_file"),
            "------------", "     Summary [   0.012s] 4 tests run: 4 passed, 14 skipped"]
    diff = '''diff --git a/src/ring.rs b/src/ring.rs
index 6b1f0e3..c92d4a7 100644
--- a/src/ring.rs
+++ b/src/ring.rs
@@ -35,7 +35,8 @@ impl<T> RingBuffer<T> {
<BLANK>
     /// Iterates from the oldest to the newest entry.
     pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
-        let start = self.head;
+        // Oldest entry: `len` slots behind the write head (equals `head` once the buffer is full).
+        let start = (self.head + self.capacity() - self.len) % self.capacity();
         (0..self.len).filter_map(move |i| self.buf[(start + i) % self.capacity()].as_ref())
     }
 }'''.replace("<BLANK>", " ")
    bench = """    Finished `bench` profile [optimized] target(s) in 0.09s
     Running benches/push.rs (target/release/deps/push-2e8b0c5f9a1d7364)
Gnuplot not found, using plotters backend
push/4096               time:   [1.8213 µs 1.8290 µs 1.8371 µs]
                        change: [-1.2174% +0.3059% +1.9022%] (p = 0.71 > 0.05)
                        No change in performance detected.
Found 4 outliers among 100 measurements (4.00%)
  3 (3.00%) high mild
  1 (1.00%) high severe
iter/4096               time:   [2.4410 µs 2.4502 µs 2.4609 µs]
                        change: [-0.8731% -0.1920% +0.4608%] (p = 0.59 > 0.05)
                        No change in performance detected.
Found 2 outliers among 100 measurements (2.00%)
  2 (2.00%) high mild"""
    turns = [
        (gshell("just --list", "List the project's recipes"),
         gem_run("just --list", "Available recipes:\n    bench       # Run criterion benchmarks\n"
                 "    check       # cargo fmt --check and clippy -D warnings\n    ci          # check, then test\n"
                 "    test *ARGS  # cargo nextest run", 0, 71204)),
        (call("read_file", absolute_path=path, offset=0, limit=41), head_text),
        (gshell("just test", "Run the test suite with nextest"), gem_run("just test", "\n".join(fail_out), 100, 71260)),
        (call("replace", file_path=path, old_string=old, new_string=new), ok_replace(path)),
        (gshell("just test", "Re-run the tests"), gem_run("just test", "\n".join(pass_out), 0, 71388)),
        (gshell("just check", "Formatting and clippy"),
         gem_run("just check", "    Checking ringlog v0.2.0 (/home/kai/src/ringlog)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.34s", 0, 71455)),
        (gshell("git diff", "Show the change"), gem_run("git diff", diff, 0, 71502)),
        (gshell("just bench", "Make sure iteration did not get slower"), gem_run("just bench", bench, 0, 71533)),
        (gshell("git commit -qam \"Iterate from the oldest entry when the buffer is not full\" && git log --oneline -3",
                "Commit the fix"),
         gem_run("git commit -qam \"Iterate from the oldest entry when the buffer is not full\" && git log --oneline -3",
                 "1d7c0e4 (HEAD -> main) Iterate from the oldest entry when the buffer is not full\n"
                 "a83f5b2 (origin/main, origin/HEAD) Rotate log file at size limit\n"
                 "62e0d19 Add RFC 3339 timestamps to records", 0, 71790)),
        (gshell("just test -E 'test(iter)'", "Run only the iteration tests"),
         gem_run("just test -E 'test(iter)'", "\n".join(filt), 0, 71822)),
    ]
    add("h28-swe-08", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Rust, just + cargo-nextest, criterion benches), branch main. Bug: iterating a "
              "RingBuffer that has not filled up yet yields nothing or skips the first entries.")


def grep_n(path: str, text: str, words: list[str], skip: int = 0) -> list[str]:
    return [f"{path}:{i}:{ln}" for i, ln in enumerate(text.split("\n"), 1) if any(w in ln for w in words)]


# ---------------------------------------------------------------- 09 OpenHands, Go, go test (bad: config constant changes in a grep)
def t09() -> None:
    root = "/workspace/healthd"
    cpath, spath = f"{root}/internal/config/config.go", f"{root}/internal/probe/scheduler.go"
    conf = tabs('''package config

import (
    "fmt"
    "os"
    "strconv"
    "time"
)

const (
    defaultInterval = 10 * time.Second
    defaultTimeout  = 30 * time.Second
    defaultRetries  = 3
    defaultListen   = ":9464"
)

// Config holds the probe settings read from the environment.
type Config struct {
    Interval time.Duration
    Timeout  time.Duration
    Retries  int
    Listen   string
    Targets  []string
}

// FromEnv starts from the defaults and applies HEALTHD_* overrides.
func FromEnv() (Config, error) {
    c := Config{
        Interval: defaultInterval,
        Timeout:  defaultTimeout,
        Retries:  defaultRetries,
        Listen:   defaultListen,
    }
    if v := os.Getenv("HEALTHD_TIMEOUT"); v != "" {
        d, err := time.ParseDuration(v)
        if err != nil {
            return c, fmt.Errorf("HEALTHD_TIMEOUT: %w", err)
        }
        c.Timeout = d
    }
    if v := os.Getenv("HEALTHD_RETRIES"); v != "" {
        n, err := strconv.Atoi(v)
        if err != nil || n < 0 {
            return c, fmt.Errorf("HEALTHD_RETRIES: invalid value %q", v)
        }
        c.Retries = n
    }
    if v := os.Getenv("HEALTHD_LISTEN"); v != "" {
        c.Listen = v
    }
    c.Targets = splitTargets(os.Getenv("HEALTHD_TARGETS"))
    return c, nil
}''')
    sched = tabs('''package probe

import (
    "context"
    "log"
    "net/http"
    "time"

    "github.com/acme/healthd/internal/config"
    "github.com/acme/healthd/internal/metrics"
)

// Scheduler runs one probe round per tick against every target.
type Scheduler struct {
    cfg    config.Config
    client *http.Client
    rec    *metrics.Recorder
}

func New(cfg config.Config, rec *metrics.Recorder) *Scheduler {
    return &Scheduler{cfg: cfg, client: &http.Client{}, rec: rec}
}

// probeTimeout is the deadline for one probe round.
func (s *Scheduler) probeTimeout() time.Duration {
    return s.cfg.Timeout
}

func (s *Scheduler) round(ctx context.Context) {
    ctx, cancel := context.WithTimeout(ctx, s.probeTimeout())
    defer cancel()
    for _, target := range s.cfg.Targets {
        start := time.Now()
        err := s.check(ctx, target)
        s.rec.Observe(target, time.Since(start), err)
        if err != nil {
            log.Printf("probe %s failed: %v", target, err)
        }
    }
}

func (s *Scheduler) check(ctx context.Context, target string) error {
    var err error
    for attempt := 0; attempt <= s.cfg.Retries; attempt++ {
        if err = s.get(ctx, target); err == nil {
            return nil
        }
    }
    return err
}''')
    old = "func (s *Scheduler) probeTimeout() time.Duration {\n\treturn s.cfg.Timeout\n}"
    new = ("func (s *Scheduler) probeTimeout() time.Duration {\n\t// A round must end before the next tick, or rounds pile up.\n"
           "\tif limit := s.cfg.Interval * 9 / 10; s.cfg.Timeout > limit {\n\t\treturn limit\n\t}\n\treturn s.cfg.Timeout\n}")
    sched2 = rep(sched, old, new)
    words = ["Retries", "Timeout"]
    g = grep_n("internal/config/config.go", conf, words) + grep_n("internal/probe/scheduler.go", sched, words)
    g = [ln.replace("defaultRetries  = 3", "defaultRetries  = 5") for ln in g]
    test1 = """?   \tgithub.com/acme/healthd/cmd/healthd\t[no test files]
ok  \tgithub.com/acme/healthd/internal/config\t0.006s
ok  \tgithub.com/acme/healthd/internal/metrics\t0.004s
--- FAIL: TestProbeDoesNotOverlap (0.00s)
    scheduler_test.go:48: probe timeout 30s >= interval 10s: rounds would overlap
FAIL
FAIL\tgithub.com/acme/healthd/internal/probe\t0.011s
FAIL"""
    test2 = """?   \tgithub.com/acme/healthd/cmd/healthd\t[no test files]
ok  \tgithub.com/acme/healthd/internal/config\t(cached)
ok  \tgithub.com/acme/healthd/internal/metrics\t(cached)
ok  \tgithub.com/acme/healthd/internal/probe\t0.014s"""
    diff = '''diff --git a/internal/probe/scheduler.go b/internal/probe/scheduler.go
index 0e4b7d1..5fa2c93 100644
--- a/internal/probe/scheduler.go
+++ b/internal/probe/scheduler.go
@@ -23,6 +23,10 @@ func New(cfg config.Config, rec *metrics.Recorder) *Scheduler {
<BLANK>
 // probeTimeout is the deadline for one probe round.
 func (s *Scheduler) probeTimeout() time.Duration {
+\t// A round must end before the next tick, or rounds pile up.
+\tif limit := s.cfg.Interval * 9 / 10; s.cfg.Timeout > limit {
+\t\treturn limit
+\t}
 \treturn s.cfg.Timeout
 }
<BLANK>'''.replace("<BLANK>", " ")
    run = """2024/09/03 10:12:44 healthd: 2 targets, interval 10s, probe timeout 9s
2024/09/03 10:12:44 probe http://127.0.0.1:8080/healthz ok in 3ms
2024/09/03 10:12:44 probe http://127.0.0.1:8081/ready ok in 11ms
2024/09/03 10:12:44 -once: exiting after one round"""
    turns = [
        (editor("view", cpath), cat_n(cpath, conf)),
        (bash(f"cd {root} && go test ./..."), oh_bash(test1, root, 1)),
        (editor("view", spath, view_range=[13, 40]), view(spath, sched, 13, 40)),
        (bash("grep -rn 'Retries\\|Timeout' internal/ --include=*.go | grep -v _test.go"), oh_bash("\n".join(g), root)),
        (editor("str_replace", spath, old_str=old, new_str=new), snip(spath, sched2, new)),
        (bash("go test ./..."), oh_bash(test2, root)),
        (bash("go vet ./... && gofmt -l ."), oh_bash("", root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("HEALTHD_TARGETS=http://127.0.0.1:8080/healthz,http://127.0.0.1:8081/ready go run ./cmd/healthd -once"),
         oh_bash(run, root)),
    ]
    add("h28-swe-09", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Go 1.22). Issue #57: with the default settings a slow target makes probe rounds "
              "overlap, because a round may run longer than the probe interval. Two local targets are up on :8080 and :8081.",
        bad=True, turn=4, kind="default retry constant in config.go reads differently in a grep than in the earlier file view, with no edit")


# ---------------------------------------------------------------- 10 Gemini CLI, Java, Gradle + Spotless (clean)
def t10() -> None:
    root = "/home/lena/work/geo-tiles"
    mpath = f"{root}/src/main/java/dev/lena/geotiles/TileMath.java"
    tpath = f"{root}/src/test/java/dev/lena/geotiles/TileMathTest.java"
    src = '''package dev.lena.geotiles;

/** Web Mercator (EPSG:3857) tile math. */
public final class TileMath {

    public static final double MAX_LATITUDE = 85.05112878;

    private TileMath() {}

    public static TileCoordinate fromLatLon(double lat, double lon, int zoom) {
        if (zoom < 0 || zoom > 22) {
            throw new IllegalArgumentException("zoom out of range: " + zoom);
        }
        int n = 1 << zoom;
        double latRad = Math.toRadians(lat);
        int x = (int) Math.floor((lon + 180.0) / 360.0 * n);
        int y = (int) Math.floor((1.0 - Math.log(Math.tan(latRad) + 1.0 / Math.cos(latRad)) / Math.PI) / 2.0 * n);
        return new TileCoordinate(zoom, clamp(x, n), clamp(y, n));
    }

    public static double[] northWest(TileCoordinate t) {
        int n = 1 << t.zoom();
        double lon = t.x() / (double) n * 360.0 - 180.0;
        double lat = Math.toDegrees(Math.atan(Math.sinh(Math.PI * (1 - 2.0 * t.y() / n))));
        return new double[] {lat, lon};
    }

    private static int clamp(int v, int n) {
        return Math.max(0, Math.min(n - 1, v));
    }
}
'''
    old = "        double latRad = Math.toRadians(lat);"
    new = "        double latRad = Math.toRadians(Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)));"
    t_old = '''    @Test
    void southPoleClampsToLastRow() {
        TileCoordinate t = TileMath.fromLatLon(-90.0, 0.0, 3);
        assertEquals(7, t.y());
    }
'''
    t_new = t_old + '''
    @Test
    void northPoleClampsToFirstRow() {
        TileCoordinate t = TileMath.fromLatLon(90.0, 0.0, 3);
        assertEquals(0,t.y());
    }

    @Test
    void latitudeBeyondMercatorLimitMatchesLimit() {
        assertEquals(TileMath.fromLatLon(TileMath.MAX_LATITUDE, 12.5, 10), TileMath.fromLatLon(89.9, 12.5, 10));
    }
'''
    g1 = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses

> Task :test FAILED

TileMathTest > southPoleClampsToLastRow() FAILED
    org.opentest4j.AssertionFailedError at TileMathTest.java:41

14 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/lena/work/geo-tiles/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 6s
3 actionable tasks: 3 executed"""
    g2 = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 3s
3 actionable tasks: 2 executed, 1 up-to-date"""
    g3 = """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 2s
3 actionable tasks: 2 executed, 1 up-to-date"""
    xml = ('grep -ho \'testsuite name="[^"]*" tests="[0-9]*" skipped="[0-9]*" failures="[0-9]*"\' '
           "build/test-results/test/*.xml")
    spot_fail = """> Task :spotlessInternalRegisterDependencies UP-TO-DATE
> Task :spotlessJava
> Task :spotlessJavaCheck FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':spotlessJavaCheck'.
> The following files had format violations:
      src/test/java/dev/lena/geotiles/TileMathTest.java
          @@ -44,11 +44,13 @@
           ····@Test
           ····void·northPoleClampsToFirstRow()·{
           ········TileCoordinate·t·=·TileMath.fromLatLon(90.0,·0.0,·3);
          -········assertEquals(0,t.y());
          +········assertEquals(0,·t.y());
           ····}
          \u0020
           ····@Test
           ····void·latitudeBeyondMercatorLimitMatchesLimit()·{
          -········assertEquals(TileMath.fromLatLon(TileMath.MAX_LATITUDE,·12.5,·10),·TileMath.fromLatLon(89.9,·12.5,·10));
          +········assertEquals(
          +················TileMath.fromLatLon(TileMath.MAX_LATITUDE,·12.5,·10),
          +················TileMath.fromLatLon(89.9,·12.5,·10));
           ····}
           }
  Run './gradlew :spotlessApply' to fix these violations.

* Try:
> Run with --stacktrace option to get the stack trace.

BUILD FAILED in 2s
3 actionable tasks: 2 executed, 1 up-to-date"""
    turns = [
        (call("read_file", absolute_path=mpath), gread(src)),
        (gshell("./gradlew test --console=plain", "Run the unit tests"), gem_run("./gradlew test --console=plain", g1, 1, 20455)),
        (call("replace", file_path=mpath, old_string=old, new_string=new), ok_replace(mpath)),
        (gshell("./gradlew test --console=plain", "Re-run the tests"), gem_run("./gradlew test --console=plain", g2, 0, 20611)),
        (call("replace", file_path=tpath, old_string=t_old, new_string=t_new), ok_replace(tpath)),
        (gshell("./gradlew test --console=plain", "Run the tests with the new cases"),
         gem_run("./gradlew test --console=plain", g3, 0, 20690)),
        (gshell(xml, "Count tests per suite from the JUnit XML reports"),
         gem_run(xml, 'testsuite name="dev.lena.geotiles.TileCoordinateTest" tests="5" skipped="0" failures="0"\n'
                 'testsuite name="dev.lena.geotiles.TileMathTest" tests="11" skipped="0" failures="0"', 0, 20734)),
        (gshell("./gradlew spotlessCheck --console=plain", "Check formatting"),
         gem_run("./gradlew spotlessCheck --console=plain", spot_fail, 1, 20781)),
        (gshell("./gradlew spotlessApply --console=plain", "Apply formatting"),
         gem_run("./gradlew spotlessApply --console=plain",
                 "> Task :spotlessInternalRegisterDependencies UP-TO-DATE\n> Task :spotlessJava\n> Task :spotlessJavaApply\n"
                 "> Task :spotlessApply\n\nBUILD SUCCESSFUL in 1s\n3 actionable tasks: 2 executed, 1 up-to-date", 0, 20822)),
        (gshell("git status --short && git diff --stat", "Review pending changes"),
         gem_run("git status --short && git diff --stat",
                 " M src/main/java/dev/lena/geotiles/TileMath.java\n M src/test/java/dev/lena/geotiles/TileMathTest.java\n"
                 " src/main/java/dev/lena/geotiles/TileMath.java     |  2 +-\n"
                 " src/test/java/dev/lena/geotiles/TileMathTest.java | 13 +++++++++++++\n"
                 " 2 files changed, 14 insertions(+), 1 deletion(-)", 0, 20870)),
    ]
    add("h28-swe-10", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Java 21, Gradle wrapper, JUnit 5, Spotless with google-java-format AOSP style). "
              "Bug: TileMath.fromLatLon(-90, 0, 3) puts the south pole in row 0 instead of the last row.")


# ---------------------------------------------------------------- 11 OpenHands, Python, uv + ruff (bad: git status after commit)
def t11() -> None:
    root = "/workspace/tinyq"
    wpath, cpath = f"{root}/tinyq/worker.py", f"{root}/tinyq/cli.py"
    wfrag = '''    def run_once(self) -> bool:
        job = self.queue.claim(worker_id=self.worker_id, lease=self.lease)
        if job is None:
            return False
        log.debug("claimed job %s (%s), attempt %d", job.id, job.name, job.attempts)
        try:
            handler = self.registry[job.name]
            handler(**job.payload)
        except:
            log.exception("job %s failed", job.id)
            self.queue.fail(job, retry_in=self._backoff(job.attempts))
        else:
            self.queue.complete(job)
        return True

    def _backoff(self, attempts: int) -> float:'''
    wold, wnew = "        except:\n", "        except Exception:\n"
    wfrag2 = rep(wfrag, wold, wnew)
    cfrag = '''@main.command()
@click.option("--queue", default="default", show_default=True)
@click.option("--concurrency", "-c", default=1, show_default=True)
def work(queue: str, concurrency: int) -> None:
    """Run workers until interrupted."""
    q = Queue.from_env(queue)
    started = time.monotonic()
    workers = [Worker(q, worker_id=f"{socket.gethostname()}-{i}") for i in range(concurrency)]
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        for w in workers:
            pool.submit(w.run_forever)
        click.echo(f"started {concurrency} worker(s) on queue {queue!r}")'''
    cold, cnew = "    q = Queue.from_env(queue)\n    started = time.monotonic()\n", "    q = Queue.from_env(queue)\n"
    cfrag2 = rep(cfrag, cold, cnew)
    ruff1 = """tinyq/cli.py:3:8: F401 [*] `json` imported but unused
tinyq/cli.py:41:5: F841 Local variable `started` is assigned to but never used
tinyq/worker.py:12:1: I001 [*] Import block is un-sorted or un-formatted
tinyq/worker.py:88:9: E722 Do not use bare `except`
Found 4 errors.
[*] 2 fixable with the `--fix` option (1 hidden fix can be enabled with the `--unsafe-fixes` option)."""
    ruff2 = """tinyq/cli.py:40:5: F841 Local variable `started` is assigned to but never used
tinyq/worker.py:88:9: E722 Do not use bare `except`
Found 4 errors (2 fixed, 2 remaining).
No fixes available (1 hidden fix can be enabled with the `--unsafe-fixes` option)."""
    pytest = dots(31, "[100%]") + "\n31 passed in 0.88s"
    turns = [
        (bash(f"cd {root} && git status -sb && git log --oneline -2"),
         oh_bash("## main...origin/main\nc41a9e0 (HEAD -> main, origin/main) Add retry backoff to worker\n"
                 "7be2d15 CLI: add `tinyq stats`", root)),
        (bash("uv run ruff check ."), oh_bash(ruff1, root, 1)),
        (bash("uv run ruff check --fix ."), oh_bash(ruff2, root, 1)),
        (editor("view", wpath, view_range=[80, 95]), cat_n(wpath, wfrag, 80)),
        (editor("str_replace", wpath, old_str=wold, new_str=wnew), snip(wpath, wfrag2, wnew, start=80)),
        (editor("view", cpath, view_range=[34, 45]), cat_n(cpath, cfrag, 34)),
        (editor("str_replace", cpath, old_str=cold, new_str=cnew), snip(cpath, cfrag2, cnew, start=34)),
        (bash("uv run ruff check . && uv run pytest -q"), oh_bash("All checks passed!\n" + pytest, root)),
        (bash("git diff --stat && git commit -qam \"Fix ruff findings in cli and worker\" && git log --oneline -1"),
         oh_bash(" tinyq/cli.py    | 2 --\n tinyq/worker.py | 4 ++--\n 2 files changed, 2 insertions(+), 4 deletions(-)\n"
                 "5a0c7e3 (HEAD -> main) Fix ruff findings in cli and worker", root)),
        (bash("git status -sb"), oh_bash("## main...origin/main [ahead 1]\n M tinyq/cli.py", root)),
        (bash("git log --oneline -3 && uv run tinyq --version"),
         oh_bash("5a0c7e3 (HEAD -> main) Fix ruff findings in cli and worker\n"
                 "c41a9e0 (origin/main) Add retry backoff to worker\n7be2d15 CLI: add `tinyq stats`\ntinyq, version 0.9.2", root)),
    ]
    add("h28-swe-11", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Python 3.12 managed with uv; ruff and pytest in the dev group; no git hooks). "
              "Task: make `ruff check .` pass without changing behaviour, then commit.",
        bad=True, turn=10, kind="git status shows a file as modified right after it was committed, with no edit since")


# ---------------------------------------------------------------- 12 Gemini CLI, TypeScript, Deno (bad: later commit dated before earlier events)
def t12() -> None:
    root = "/home/ana/dev/bytesize"
    path = f"{root}/src/size.ts"
    src = '''const UNITS: Record<string, number> = {
  B: 1,
  KB: 1_000,
  MB: 1_000_000,
  GB: 1_000_000_000,
  KIB: 1_024,
  MIB: 1_048_576,
  GIB: 1_073_741_824,
};

const PATTERN = /^(\\d+(?:\\.\\d+)?)\\s*([A-Za-z]+)?$/;

/** Parses "512", "10MB" or "1.5 GiB" into a byte count. */
export function parseSize(input: string): number {
  const match = PATTERN.exec(input.trim());
  if (!match) throw new SyntaxError(`invalid size: ${JSON.stringify(input)}`);
  const [, amount, unit = "B"] = match;
  const factor = UNITS[unit];
  if (factor === undefined) throw new SyntaxError(`unknown unit: ${unit}`);
  return Math.round(Number(amount) * factor);
}
'''
    old, new = "  const factor = UNITS[unit];", "  const factor = UNITS[unit.toUpperCase()];"
    fail = """running 7 tests from ./src/size_test.ts
parseSize plain bytes ... ok (0ms)
parseSize decimal units ... ok (0ms)
parseSize binary units ... FAILED (1ms)
parseSize lowercase units ... FAILED (0ms)
parseSize fractional amount ... ok (0ms)
parseSize rejects garbage ... ok (0ms)
parseSize rejects unknown unit ... ok (0ms)
running 3 tests from ./src/format_test.ts
formatSize decimal ... ok (0ms)
formatSize binary ... ok (0ms)
formatSize zero ... ok (0ms)

 ERRORS

parseSize binary units => ./src/size_test.ts:14:6
error: SyntaxError: unknown unit: MiB
  if (factor === undefined) throw new SyntaxError(`unknown unit: ${unit}`);
                                  ^
    at parseSize (file:///home/ana/dev/bytesize/src/size.ts:19:35)
    at file:///home/ana/dev/bytesize/src/size_test.ts:15:16

parseSize lowercase units => ./src/size_test.ts:19:6
error: SyntaxError: unknown unit: mb
  if (factor === undefined) throw new SyntaxError(`unknown unit: ${unit}`);
                                  ^
    at parseSize (file:///home/ana/dev/bytesize/src/size.ts:19:35)
    at file:///home/ana/dev/bytesize/src/size_test.ts:20:16

 FAILURES

parseSize binary units => ./src/size_test.ts:14:6
parseSize lowercase units => ./src/size_test.ts:19:6

FAILED | 8 passed | 2 failed (14ms)

error: Test failed"""
    ok = """running 7 tests from ./src/size_test.ts
parseSize plain bytes ... ok (0ms)
parseSize decimal units ... ok (0ms)
parseSize binary units ... ok (0ms)
parseSize lowercase units ... ok (0ms)
parseSize fractional amount ... ok (0ms)
parseSize rejects garbage ... ok (0ms)
parseSize rejects unknown unit ... ok (0ms)
running 3 tests from ./src/format_test.ts
formatSize decimal ... ok (0ms)
formatSize binary ... ok (1ms)
formatSize zero ... ok (0ms)

ok | 10 passed | 0 failed (11ms)"""
    fmt = "git log -3 --format='%h %ad %s' --date=iso"
    c1 = "git commit -qam \"Accept unit names in any case\" && git log -1 --format='%h %ad %s' --date=iso"
    c2 = f"git commit -qam \"Release 0.6.1\" && {fmt}"
    publish = """Checking for slow types in the public API...
Simulating publish of @ana/bytesize@0.6.1 with files:
   file:///home/ana/dev/bytesize/LICENSE (1.06KB)
   file:///home/ana/dev/bytesize/README.md (2.31KB)
   file:///home/ana/dev/bytesize/deno.json (212B)
   file:///home/ana/dev/bytesize/mod.ts (87B)
   file:///home/ana/dev/bytesize/src/format.ts (1.12KB)
   file:///home/ana/dev/bytesize/src/size.ts (745B)
Warning Aborting due to --dry-run"""
    turns = [
        (gshell(f"date -u && {fmt}", "Current time and recent history"),
         gem_run(f"date -u && {fmt}", "Tue Mar 11 14:18:42 UTC 2025\n7c20f1e 2025-03-10 18:02:11 +0000 Add formatSize\n"
                 "0d93b5a 2025-03-08 09:47:30 +0000 Release 0.6.0\n5f6e2c8 2025-03-08 09:41:02 +0000 Support binary units (KiB, MiB, GiB)",
                 0, 66102)),
        (call("read_file", absolute_path=path), gread(src)),
        (gshell("deno test", "Run the tests"), gem_run("deno test", fail, 1, 66170)),
        (call("replace", file_path=path, old_string=old, new_string=new), ok_replace(path)),
        (gshell("deno test", "Re-run the tests"), gem_run("deno test", ok, 0, 66233)),
        (gshell(c1, "Commit the fix"), gem_run(c1, "b41e9d2 2025-03-11 14:24:05 +0000 Accept unit names in any case", 0, 66290)),
        (call("replace", file_path=f"{root}/deno.json", old_string='"version": "0.6.0"', new_string='"version": "0.6.1"'),
         ok_replace(f"{root}/deno.json")),
        (gshell(c2, "Commit the version bump"),
         gem_run(c2, "e93a7c4 2025-03-11 14:09:33 +0000 Release 0.6.1\n"
                 "b41e9d2 2025-03-11 14:24:05 +0000 Accept unit names in any case\n"
                 "7c20f1e 2025-03-10 18:02:11 +0000 Add formatSize", 0, 66341)),
        (gshell("deno publish --dry-run", "Check what would be published"), gem_run("deno publish --dry-run", publish, 0, 66400)),
        (gshell("git status -sb && date -u", "Branch state and time"),
         gem_run("git status -sb && date -u", "## main...origin/main [ahead 2]\nTue Mar 11 14:29:10 UTC 2025", 0, 66455)),
    ]
    add("h28-swe-12", GEM_SYSTEM.format(root=root), turns,
        state=f"Deno project {root} (JSR package @ana/bytesize 0.6.0), branch main, clean tree, no git hooks or date "
              "overrides. Issue: parseSize('1.5 MiB') and parseSize('10mb') throw 'unknown unit'. Fix it and prepare 0.6.1.",
        bad=True, turn=8, kind="timestamp of a new commit is earlier than the previous commit and the earlier `date` output")


# ---------------------------------------------------------------- 13 OpenHands, Java, Spring Boot + Maven wrapper (clean: restart, new PID)
def t13() -> None:
    root = "/workspace/orders-api"
    path = f"{root}/src/main/java/com/acme/orders/OrderService.java"
    frag = '''    public OrderView view(long id) {
        Order order = repo.findById(id).orElseThrow(() -> new OrderNotFound(id));
        BigDecimal subtotal = order.lines().stream()
                .map(l -> l.unitPrice().multiply(BigDecimal.valueOf(l.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal discount = order.discountCode() == null
                ? BigDecimal.ZERO
                : subtotal.multiply(BigDecimal.valueOf(order.discountPercent()));
        BigDecimal total = subtotal.subtract(discount).setScale(2, RoundingMode.HALF_UP);
        return new OrderView(order.id(), order.status(), subtotal, discount, total, clock.instant());
    }'''
    old = "                : subtotal.multiply(BigDecimal.valueOf(order.discountPercent()));"
    new = ("                : subtotal.multiply(BigDecimal.valueOf(order.discountPercent()))\n"
           "                        .movePointLeft(2)\n                        .setScale(2, RoundingMode.HALF_UP);")
    frag2 = rep(frag, old, new)
    start = ("(./mvnw -q spring-boot:run > /tmp/app.log 2>&1 &); sleep 20; tail -n 3 /tmp/app.log")
    log1 = """2024-10-02T08:40:54.902Z  INFO 4431 --- [orders-api] [           main] o.s.b.a.e.web.EndpointLinksResolver      : Exposing 2 endpoints beneath base path '/actuator'
2024-10-02T08:40:55.118Z  INFO 4431 --- [orders-api] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
2024-10-02T08:40:55.131Z  INFO 4431 --- [orders-api] [           main] c.acme.orders.OrdersApiApplication       : Started OrdersApiApplication in 6.842 seconds (process running for 7.31)"""
    log2 = """2024-10-02T08:44:31.577Z  INFO 5187 --- [orders-api] [           main] o.s.b.a.e.web.EndpointLinksResolver      : Exposing 2 endpoints beneath base path '/actuator'
2024-10-02T08:44:31.760Z  INFO 5187 --- [orders-api] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
2024-10-02T08:44:31.772Z  INFO 5187 --- [orders-api] [           main] c.acme.orders.OrdersApiApplication       : Started OrdersApiApplication in 5.910 seconds (process running for 6.38)"""
    probe = "curl -s localhost:8080/api/orders/1042; echo; ps -o pid,etime,args -C java | cut -c1-110"
    java = "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -XX:TieredStopAtLevel=1 -cp /workspace/orders-api/target/cl"
    out1 = ('{"id":1042,"status":"PAID","currency":"EUR","subtotal":80.00,"discount":800.00,"total":-720.00,'
            '"generatedAt":"2024-10-02T08:41:17.204Z"}\n'
            f"    PID     ELAPSED COMMAND\n   4431       00:29 {java}")
    out2 = ('{"id":1042,"status":"PAID","currency":"EUR","subtotal":80.00,"discount":8.00,"total":72.00,'
            '"generatedAt":"2024-10-02T08:44:49.861Z"}\n'
            f"    PID     ELAPSED COMMAND\n   5187       00:24 {java}")
    tests = """[INFO] Results:
[INFO]
[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  12.604 s
[INFO] Finished at: 2024-10-02T08:46:03Z
[INFO] ------------------------------------------------------------------------"""
    diff = """diff --git a/src/main/java/com/acme/orders/OrderService.java b/src/main/java/com/acme/orders/OrderService.java
index 8d1c2e0..f03a9b7 100644
--- a/src/main/java/com/acme/orders/OrderService.java
+++ b/src/main/java/com/acme/orders/OrderService.java
@@ -41,7 +41,9 @@ public class OrderService {
                 .reduce(BigDecimal.ZERO, BigDecimal::add);
         BigDecimal discount = order.discountCode() == null
                 ? BigDecimal.ZERO
-                : subtotal.multiply(BigDecimal.valueOf(order.discountPercent()));
+                : subtotal.multiply(BigDecimal.valueOf(order.discountPercent()))
+                        .movePointLeft(2)
+                        .setScale(2, RoundingMode.HALF_UP);
         BigDecimal total = subtotal.subtract(discount).setScale(2, RoundingMode.HALF_UP);
         return new OrderView(order.id(), order.status(), subtotal, discount, total, clock.instant());
     }"""
    turns = [
        (bash(f"cd {root} && {start}"), oh_bash(log1, root)),
        (bash(probe), oh_bash(out1, root)),
        (editor("view", path, view_range=[37, 47]), cat_n(path, frag, 37)),
        (editor("str_replace", path, old_str=old, new_str=new), snip(path, frag2, new, start=37)),
        (bash(f"kill 4431 && sleep 2 && {start}"), oh_bash(log2, root)),
        (bash(probe), oh_bash(out2, root)),
        (bash("curl -s localhost:8080/actuator/health; echo; curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/api/orders/999999"),
         oh_bash('{"status":"UP"}\n404', root)),
        (bash("./mvnw test | tail -n 10"), oh_bash(tests, root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    add("h28-swe-13", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Spring Boot 3.2, Java 17, Maven wrapper, H2 seed data). Support ticket: order 1042 "
              "(two items at 24.50 and one at 31.00, code AUTUMN10 for 10% off) shows a negative total in the API.")


# ---------------------------------------------------------------- 14 Gemini CLI, Python, pdm + pytest (bad: renamed test file under its old name)
def t14() -> None:
    root = "/home/omar/src/unitconv"
    tpath = f"{root}/src/unitconv/temperature.py"
    temp = '''"""Temperature conversions."""

from __future__ import annotations

_TO_CELSIUS = {
    "C": lambda v: v,
    "F": lambda v: (v - 32) * 5 / 9,
}
_FROM_CELSIUS = {
    "C": lambda v: v,
    "F": lambda v: v * 9 / 5 + 32,
}


def convert_temperature(value: float, src: str, dst: str) -> float:
    """Convert ``value`` from unit ``src`` to ``dst``."""
    try:
        celsius = _TO_CELSIUS[src.upper()](value)
        return _FROM_CELSIUS[dst.upper()](celsius)
    except KeyError as exc:
        raise ValueError(f"unknown temperature unit: {exc.args[0]}") from None
'''
    old = '''    "F": lambda v: (v - 32) * 5 / 9,
}
_FROM_CELSIUS = {
    "C": lambda v: v,
    "F": lambda v: v * 9 / 5 + 32,
}'''
    new = '''    "F": lambda v: (v - 32) * 5 / 9,
    "K": lambda v: v - 273.15,
}
_FROM_CELSIUS = {
    "C": lambda v: v,
    "F": lambda v: v * 9 / 5 + 32,
    "K": lambda v: v + 273.15,
}'''
    told = '''        (0, "C", "F", 32),
        (212, "F", "C", 100),
'''
    tnew = '''        (0, "C", "F", 32),
        (212, "F", "C", 100),
        (0, "K", "C", -273.15),
        (100, "C", "K", 373.15),
'''
    head = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0
rootdir: /home/omar/src/unitconv
configfile: pyproject.toml
"""

    def row(name: str, n: int, pct: str) -> str:
        left = f"{name} " + "." * n
        return left + " " * max(1, 80 - len(left) - len(pct)) + pct

    run1 = head + "collected 41 items\n\n" + "\n".join([
        row("tests/test_parse.py", 11, "[ 26%]"), row("tests/test_registry.py", 8, "[ 46%]"),
        row("tests/test_utils.py", 22, "[100%]")]) + "\n\n" + "=" * 30 + " 41 passed in 0.19s " + "=" * 30
    run2 = head + "collected 43 items\n\n" + "\n".join([
        row("tests/test_parse.py", 11, "[ 25%]"), row("tests/test_registry.py", 8, "[ 44%]"),
        row("tests/test_utils.py", 24, "[100%]")]) + "\n\n" + "=" * 30 + " 43 passed in 0.21s " + "=" * 30
    mv = "git mv tests/test_utils.py tests/test_conversions.py && git status --short"
    turns = [
        (call("list_directory", path=f"{root}/tests"),
         listing(f"{root}/tests", [], ["conftest.py", "test_parse.py", "test_registry.py", "test_utils.py"])),
        (gshell("pdm run pytest", "Baseline test run"), gem_run("pdm run pytest", run1, 0, 14002)),
        (gshell(mv, "Give the conversion tests a descriptive file name"),
         gem_run(mv, "R  tests/test_utils.py -> tests/test_conversions.py", 0, 14077)),
        (call("read_file", absolute_path=tpath), gread(temp)),
        (call("replace", file_path=tpath, old_string=old, new_string=new), ok_replace(tpath)),
        (call("replace", file_path=f"{root}/tests/test_conversions.py", old_string=told, new_string=tnew),
         ok_replace(f"{root}/tests/test_conversions.py")),
        (gshell("pdm run pytest", "Run the tests with the Kelvin cases"), gem_run("pdm run pytest", run2, 0, 14160)),
        (gshell("git status --short", "Show pending changes"),
         gem_run("git status --short", " M src/unitconv/temperature.py\nRM tests/test_utils.py -> tests/test_conversions.py", 0, 14211)),
        (gshell("pdm run ruff check . && pdm run mypy src", "Lint and type-check"),
         gem_run("pdm run ruff check . && pdm run mypy src", "All checks passed!\nSuccess: no issues found in 6 source files", 0, 14266)),
    ]
    add("h28-swe-14", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Python 3.12, pdm, pytest). Tasks: rename tests/test_utils.py (it only holds conversion "
              "tests) to tests/test_conversions.py, and add Kelvin support to convert_temperature with tests.",
        bad=True, turn=7, kind="pytest run lists the test file under the name it had before the git mv")


# ---------------------------------------------------------------- 15 OpenHands, TypeScript, npm + tsc + jest (bad: created file missing from listing)
def t15() -> None:
    root = "/workspace/shop-web"
    lib = f"{root}/src/lib"
    index = "export * from './currency';\nexport * from './dates';\nexport * from './strings';"
    iold, inew = "export * from './strings';", "export * from './slugify';\nexport * from './strings';"
    index2 = rep(index, iold, inew)
    slug = r"""const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Turns a product name into a URL slug: "Crème Brûlée Set (2×)" -> "creme-brulee-set-2x".
 */
export function slugify(input: string, maxLength = 80): string {
  const slug = input
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/×/g, 'x')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length > maxLength ? slug.slice(0, maxLength).replace(/-+$/, '') : slug;
}
"""
    test = """import { slugify } from '../slugify';

describe('slugify', () => {
  it.each([
    ['Crème Brûlée Set (2×)', 'creme-brulee-set-2x'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Already-a-slug', 'already-a-slug'],
    ['---', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('trims to maxLength without a trailing dash', () => {
    expect(slugify('alpha beta gamma', 11)).toBe('alpha-beta');
  });
});
"""
    ls_la = """total 28
drwxr-xr-x 3 openhands openhands 4096 Jun 12 09:31 .
drwxr-xr-x 7 openhands openhands 4096 Jun 12 08:50 ..
drwxr-xr-x 2 openhands openhands 4096 Jun 12 08:50 __tests__
-rw-r--r-- 1 openhands openhands 1184 Jun 12 08:50 currency.ts
-rw-r--r-- 1 openhands openhands  902 Jun 12 08:50 dates.ts
-rw-r--r-- 1 openhands openhands  107 Jun 12 09:32 index.ts
-rw-r--r-- 1 openhands openhands  645 Jun 12 08:50 strings.ts"""
    jest = """
> shop-web@0.14.0 test
> jest src/lib

 PASS  src/lib/__tests__/slugify.test.ts
 PASS  src/lib/__tests__/currency.test.ts
 PASS  src/lib/__tests__/dates.test.ts

Test Suites: 3 passed, 3 total
Tests:       22 passed, 22 total
Snapshots:   0 total
Time:        2.417 s
Ran all test suites matching /src\\/lib/i.""".strip("\n")
    tpath = f"{lib}/__tests__/slugify.test.ts"
    turns = [
        (bash(f"cd {root} && ls src/lib && cat src/lib/index.ts"),
         oh_bash("__tests__\ncurrency.ts\ndates.ts\nindex.ts\nstrings.ts\n" + index, root)),
        (editor("create", f"{lib}/slugify.ts", file_text=slug), f"File created successfully at: {lib}/slugify.ts"),
        (editor("str_replace", f"{lib}/index.ts", old_str=iold, new_str=inew), snip(f"{lib}/index.ts", index2, inew)),
        (bash("npx tsc --noEmit"), oh_bash("", root)),
        (bash("ls -la src/lib"), oh_bash(ls_la, root)),
        (editor("create", tpath, file_text=test), f"File created successfully at: {tpath}"),
        (bash("npm test -- src/lib"), oh_bash(jest, root)),
        (bash("npm run lint --silent"), oh_bash("", root)),
        (bash("git status --short"),
         oh_bash(" M src/lib/index.ts\n?? src/lib/__tests__/slugify.test.ts\n?? src/lib/slugify.ts", root)),
        (bash("git add src/lib && git commit -m \"Add slugify helper for product URLs\""),
         oh_bash("[feat/product-slugs 2b7e91c] Add slugify helper for product URLs\n 3 files changed, 32 insertions(+)\n"
                 " create mode 100644 src/lib/__tests__/slugify.test.ts\n create mode 100644 src/lib/slugify.ts", root)),
    ]
    add("h28-swe-15", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (TypeScript 5.4, npm, jest with ts-jest), branch feat/product-slugs. Task: add a "
              "slugify(name) helper to src/lib, export it from the barrel file, and test it.",
        bad=True, turn=5, kind="file the agent created is missing from a later directory listing, though nothing removed it")


# ---------------------------------------------------------------- 16 Gemini CLI, Go, mage + golangci-lint (clean)
def t16() -> None:
    root = "/home/ivo/src/pgrotate"
    ppath, fpath = f"{root}/internal/rotate/plan.go", f"{root}/internal/rotate/files.go"
    frag = tabs('''    return p
}

func keepKey(b Backup, weekly bool) string {
    if weekly {
        y, w := b.Taken.ISOWeek()
        return fmt.Sprintf("w%d-%02d", y, w)
    }
    return b.Taken.Format("d2006-01-02")
}

// Summary renders the plan for --dry-run.
func (p Plan) Summary() string {
    var sb strings.Builder
    fmt.Fprintf(&sb, "keep %d, remove %d\\n", len(p.Keep), len(p.Remove))
    for _, name := range p.Remove {
        fmt.Fprintf(&sb, "remove %s\\n", name)
    }
    return sb.String()
}

// Apply deletes every backup the plan does not keep and returns how many it removed.
func (p Plan) Apply(dir string) (int, error) {
    removed := 0
    for _, name := range p.Remove {
        os.Remove(filepath.Join(dir, name))
        removed++
    }
    return removed, nil
}''')
    lo = 40
    rm_line = lo + frag.split("\n").index("\t\tos.Remove(filepath.Join(dir, name))")
    old = "\t\tos.Remove(filepath.Join(dir, name))\n"
    new = tabs('''        err := os.Remove(filepath.Join(dir, name))
        if os.IsNotExist(err) {
            continue // already gone, e.g. removed by hand
        }
        if err != nil {
            return removed, fmt.Errorf("remove %s: %w", name, err)
        }
''')
    lint = f"""internal/rotate/files.go:22:1: exported: exported function ListBackups should have comment or be unexported (revive)
func ListBackups(dir string) ([]Backup, error) {{
^
internal/rotate/plan.go:{rm_line}:11: Error return value of `os.Remove` is not checked (errcheck)
\t\tos.Remove(filepath.Join(dir, name))
\t\t         ^
Error: running "golangci-lint run ./..." failed with exit code 1"""
    fold = "func ListBackups(dir string) ([]Backup, error) {"
    fnew = "// ListBackups returns the pg_dump files in dir, oldest first.\nfunc ListBackups(dir string) ([]Backup, error) {"
    test = tabs('''package rotate

import (
    "os"
    "path/filepath"
    "testing"
)

func TestApplySkipsMissingFiles(t *testing.T) {
    dir := t.TempDir()
    for _, name := range []string{"app-2024-04-13T0200.dump", "app-2024-04-14T0200.dump"} {
        if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
            t.Fatal(err)
        }
    }
    p := Plan{Remove: []string{"app-2024-04-13T0200.dump", "app-2024-04-14T0200.dump", "app-2024-04-06T0200.dump"}}
    n, err := p.Apply(dir)
    if err != nil {
        t.Fatalf("Apply: %v", err)
    }
    if n != 2 {
        t.Fatalf("removed %d, want 2", n)
    }
    t.Logf("removed %d of %d expired backups (%d already gone)", n, len(p.Remove), len(p.Remove)-n)
}
''')
    tpath = f"{root}/internal/rotate/apply_test.go"
    test1 = ("?   \tgithub.com/ivo/pgrotate/cmd/pgrotate\t[no test files]\n"
             "ok  \tgithub.com/ivo/pgrotate/internal/config\t1.021s\nok  \tgithub.com/ivo/pgrotate/internal/rotate\t1.318s")
    verbose = """=== RUN   TestApplySkipsMissingFiles
    apply_test.go:24: removed 2 of 3 expired backups (1 already gone)
--- PASS: TestApplySkipsMissingFiles (0.00s)
PASS
ok  \tgithub.com/ivo/pgrotate/internal/rotate\t1.087s"""
    dry = """pgrotate: 14 backups in testdata/backups (policy: 7 daily, 4 weekly; now 2024-05-20)
keep 10, remove 4
remove app-2024-03-30T0200.dump
remove app-2024-04-06T0200.dump
remove app-2024-04-13T0200.dump
remove app-2024-04-14T0200.dump
dry run: nothing deleted"""
    dcmd = "mage build && bin/pgrotate --dry-run --dir testdata/backups --now 2024-05-20"
    turns = [
        (gshell("mage -l", "List mage targets"),
         gem_run("mage -l", "Targets:\n  build    compiles ./cmd/pgrotate into bin/\n  lint     runs golangci-lint\n"
                 "  test*    runs go test -race ./...\n\n* default target", 0, 9120)),
        (gshell("mage lint", "Run the linters"), gem_run("mage lint", lint, 1, 9188)),
        (call("read_file", absolute_path=ppath, offset=lo - 1, limit=len(frag.split("\n"))),
         gread("\n" * (lo - 1) + frag, lo, lo - 1 + len(frag.split("\n")), total=lo - 1 + len(frag.split("\n")))),
        (call("replace", file_path=ppath, old_string=old, new_string=new), ok_replace(ppath)),
        (call("replace", file_path=fpath, old_string=fold, new_string=fnew), ok_replace(fpath)),
        (gshell("mage lint", "Re-run the linters"), gem_run("mage lint", "", 0, 9301)),
        (call("write_file", file_path=tpath, content=test), f"Successfully created and wrote to new file: {tpath}."),
        (gshell("mage test", "Run the race-enabled test suite"), gem_run("mage test", test1, 0, 9377)),
        (gshell("go test -race -run TestApplySkipsMissingFiles -v ./internal/rotate/", "Show the new test's log line"),
         gem_run("go test -race -run TestApplySkipsMissingFiles -v ./internal/rotate/", verbose, 0, 9460)),
        (gshell(dcmd, "Build and try a dry run against the fixtures"), gem_run(dcmd, dry, 0, 9533)),
        (gshell("git status --short", "Pending changes"),
         gem_run("git status --short", " M internal/rotate/files.go\n M internal/rotate/plan.go\n?? internal/rotate/apply_test.go",
                 0, 9590)),
    ]
    add("h28-swe-16", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Go 1.22, mage, golangci-lint with errcheck and revive; bin/ is git-ignored). Task: make "
              "`mage lint` pass; removing a backup that is already gone must not be an error.")


# ---------------------------------------------------------------- 17 OpenHands, Rust, cargo + criterion (clean: benchmark numbers move after the change)
def t17() -> None:
    root = "/workspace/b32"
    path = f"{root}/src/encode.rs"
    src = '''const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// Encodes `input` as RFC 4648 base32 with `=` padding.
pub fn encode(input: &[u8]) -> String {
    let mut out = String::new();
    for chunk in input.chunks(5) {
        let mut buf = [0u8; 5];
        buf[..chunk.len()].copy_from_slice(chunk);
        let bits = u64::from_be_bytes([0, 0, 0, buf[0], buf[1], buf[2], buf[3], buf[4]]);
        let chars = (chunk.len() * 8).div_ceil(5);
        for i in 0..8 {
            if i < chars {
                let idx = ((bits >> (35 - i * 5)) & 0x1f) as usize;
                out.push(ALPHABET[idx] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}'''
    old = src[src.index("pub fn encode"):]
    new = (old.replace("    let mut out = String::new();", "    let mut out = Vec::with_capacity(input.len().div_ceil(5) * 8);")
           .replace("out.push(ALPHABET[idx] as char);", "out.push(ALPHABET[idx]);")
           .replace("out.push('=');", "out.push(b'=');")
           .replace("    out\n}", "    // SAFETY: every byte pushed is ASCII, taken from ALPHABET or b'='.\n    unsafe { String::from_utf8_unchecked(out) }\n}"))
    src2 = rep(src, old, new)
    bench1 = """     Running benches/encode.rs (target/release/deps/encode-71c9e02d4b5a3f18)
Gnuplot not found, using plotters backend
encode/1KiB             time:   [3.4120 µs 3.4217 µs 3.4330 µs]
                        thrpt:  [284.46 MiB/s 285.40 MiB/s 286.21 MiB/s]
encode/64KiB            time:   [219.08 µs 219.66 µs 220.31 µs]
                        thrpt:  [283.69 MiB/s 284.53 MiB/s 285.28 MiB/s]"""
    bench2 = """   Compiling b32 v0.4.0 (/workspace/b32)
    Finished `bench` profile [optimized] target(s) in 9.12s
     Running benches/encode.rs (target/release/deps/encode-71c9e02d4b5a3f18)
Gnuplot not found, using plotters backend
encode/1KiB             time:   [2.1103 µs 2.1180 µs 2.1266 µs]
                        thrpt:  [459.21 MiB/s 461.08 MiB/s 462.76 MiB/s]
                 change:
                        time:   [-38.412% -38.101% -37.779%] (p = 0.00 < 0.05)
                        thrpt:  [+60.718% +61.553% +62.368%]
                        Performance has improved.
Found 3 outliers among 100 measurements (3.00%)
  2 (2.00%) high mild
  1 (1.00%) high severe
encode/64KiB            time:   [136.02 µs 136.41 µs 136.85 µs]
                        thrpt:  [456.70 MiB/s 458.18 MiB/s 459.49 MiB/s]
                 change:
                        time:   [-38.156% -37.899% -37.641%] (p = 0.00 < 0.05)
                        thrpt:  [+60.362% +61.028% +61.696%]
                        Performance has improved."""
    tests = """   Compiling b32 v0.4.0 (/workspace/b32)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.88s
     Running unittests src/lib.rs (target/debug/deps/b32-3be6f0a1c2d49e57)

running 14 tests
test tests::decode_lowercase_accepted ... ok
test tests::decode_rejects_bad_padding ... ok
test tests::decode_rejects_invalid_char ... ok
test tests::decode_rfc4648_vectors ... ok
test tests::decode_round_trip_random ... ok
test tests::encode_empty ... ok
test tests::encode_one_byte ... ok
test tests::encode_two_bytes ... ok
test tests::encode_three_bytes ... ok
test tests::encode_four_bytes ... ok
test tests::encode_five_bytes_no_padding ... ok
test tests::encode_rfc4648_vectors ... ok
test tests::encode_output_is_ascii ... ok
test tests::encode_capacity_is_exact ... ok

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

   Doc-tests b32

running 2 tests
test src/lib.rs - decode (line 18) ... ok
test src/lib.rs - encode (line 9) ... ok

test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.17s"""
    turns = [
        (bash(f"cd {root} && git log --oneline -3 && cargo bench --bench encode -- --save-baseline before 2>&1 | tail -n 6"),
         oh_bash("d02f6a1 (HEAD -> main, origin/main) Add decode benchmarks\n8e41b7c Accept lowercase input in decode\n"
                 "55c3a90 Initial base32 encode/decode\n" + bench1, root)),
        (editor("view", path), cat_n(path, src)),
        (editor("str_replace", path, old_str=old, new_str=new), snip(path, src2, new, ctx=2)),
        (bash("cargo test"), oh_bash(tests, root)),
        (bash("cargo bench --bench encode -- --baseline before 2>&1 | tail -n 19"), oh_bash(bench2, root)),
        (bash("cargo clippy --all-targets -- -D warnings"),
         oh_bash("    Checking b32 v0.4.0 (/workspace/b32)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.61s", root)),
        (bash("git diff --stat"), oh_bash(" src/encode.rs | 9 +++++----\n 1 file changed, 5 insertions(+), 4 deletions(-)", root)),
        (bash("git commit -qam \"encode: build into a preallocated byte buffer\" && git log --oneline -3"),
         oh_bash("f7a2c19 (HEAD -> main) encode: build into a preallocated byte buffer\n"
                 "d02f6a1 (origin/main) Add decode benchmarks\n8e41b7c Accept lowercase input in decode", root)),
    ]
    add("h28-swe-17", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Rust 1.80 crate b32, criterion benchmarks). Task: make encode faster without changing "
              "its output; measure against a saved baseline.")


def cov_table(rows: list[tuple[str, int, int, str]]) -> str:
    """pytest-cov term-missing table; totals and percentages computed from the rows."""
    out = ["---------- coverage: platform linux, python 3.11.9-final-0 -----------",
           "Name                      Stmts   Miss  Cover   Missing", "-" * 55]
    for name, stmts, miss, missing in rows:
        pct = f"{round(100 * (stmts - miss) / stmts)}%"
        line = f"{name:<25}{stmts:>6}{miss:>7}{pct:>7}"
        out.append((line + "   " + missing) if missing else line)
    st, mi = sum(r[1] for r in rows), sum(r[2] for r in rows)
    out += ["-" * 55, f"{'TOTAL':<25}{st:>6}{mi:>7}{str(round(100 * (st - mi) / st)) + '%':>7}"]
    return "\n".join(out)


# ---------------------------------------------------------------- 18 Gemini CLI, Python, poetry + pytest-cov (bad: untouched module's statement count changes)
def t18() -> None:
    root = "/home/jo/code/ledgerlite"
    ipath = f"{root}/ledgerlite/importers.py"
    frag = '''    def _parse_ofx(self, text: str) -> list[Transaction]:
        """Minimal OFX 1.x (SGML) reader: one STMTTRN block per transaction."""
        out: list[Transaction] = []
        for block in _STMTTRN.findall(text):
            fields = dict(_TAG.findall(block))
            posted = datetime.strptime(fields["DTPOSTED"][:8], "%Y%m%d").date()
            amount = Money.parse(fields["TRNAMT"], self.currency)
            payee = fields.get("NAME") or fields.get("PAYEE") or "(unknown)"
            out.append(
                Transaction(
                    date=posted,
                    amount=amount,
                    payee=payee.strip(),
                    memo=fields.get("MEMO", "").strip(),
                    ref=fields.get("FITID"),
                )
            )
        return out'''
    iold = '            amount = Money.parse(fields["TRNAMT"], self.currency)\n'
    inew = ('            raw_amount = fields["TRNAMT"].strip()\n            if "," in raw_amount:  # e.g. "-1.234,56" from EU banks\n'
            '                raw_amount = raw_amount.replace(".", "").replace(",", ".")\n'
            '            amount = Money.parse(raw_amount, self.currency)\n')
    told = "\n\ndef test_csv_rejects_missing_columns(tmp_path):"
    tnew = '''

OFX = """<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240305120000<TRNAMT>{amount}<FITID>A1<NAME>Bakery Nord<MEMO>card 4411
</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>"""


def test_ofx_dot_decimal():
    (tx,) = Importer(currency="EUR").parse_ofx(OFX.format(amount="-12.50"))
    assert tx.amount == Money.parse("-12.50", "EUR")
    assert tx.date == date(2024, 3, 5)
    assert tx.payee == "Bakery Nord"


def test_ofx_comma_decimal_with_thousands():
    (tx,) = Importer(currency="EUR").parse_ofx(OFX.format(amount="-1.234,56"))
    assert tx.amount == Money.parse("-1234.56", "EUR")


def test_ofx_missing_name_uses_placeholder():
    text = OFX.format(amount="3.00").replace("<NAME>Bakery Nord", "")
    (tx,) = Importer(currency="EUR").parse_ofx(text)
    assert tx.payee == "(unknown)"
    assert tx.ref == "A1"


def test_csv_rejects_missing_columns(tmp_path):'''
    aold = "\n\ndef test_transfer_between_currencies_rejected(ledger):"
    anew = '''

def test_close_account_with_balance_rejected(ledger):
    acct = ledger.open("Assets:Cash", currency="EUR")
    ledger.post(acct, Money.parse("5.00", "EUR"), memo="float")
    with pytest.raises(AccountError, match="non-zero balance"):
        ledger.close(acct)
    assert not acct.closed


def test_transfer_between_currencies_rejected(ledger):'''
    n_imp, n_ti, n_ta = inew.count("\n"), tnew.count("\n") - told.count("\n"), anew.count("\n") - aold.count("\n")
    cmd = "poetry run pytest -q --cov=ledgerlite --cov-report=term-missing"

    def run(n: int, secs: str, rows: list[tuple[str, int, int, str]]) -> str:
        lines = [dots(min(n, 72), "[ %d%%]" % (100 * 72 // n) if n > 72 else "[100%]")]
        if n > 72:
            lines.append(dots(n - 72))
        return "\n".join(lines) + "\n\n" + cov_table(rows) + f"\n\n{n} passed in {secs}s"

    r1 = run(38, "0.74", [("ledgerlite/__init__.py", 4, 0, ""), ("ledgerlite/accounts.py", 58, 3, "71-73"),
                          ("ledgerlite/importers.py", 81, 14, "64-79, 102-107"), ("ledgerlite/money.py", 39, 0, ""),
                          ("ledgerlite/reports.py", 64, 9, "88-96")])
    r2 = run(41, "0.79", [("ledgerlite/__init__.py", 4, 0, ""), ("ledgerlite/accounts.py", 58, 3, "71-73"),
                          ("ledgerlite/importers.py", 84, 6, "105-110"), ("ledgerlite/money.py", 39, 0, ""),
                          ("ledgerlite/reports.py", 64, 9, "88-96")])
    r3 = run(42, "0.77", [("ledgerlite/__init__.py", 4, 0, ""), ("ledgerlite/accounts.py", 58, 0, ""),
                          ("ledgerlite/importers.py", 84, 6, "105-110"), ("ledgerlite/money.py", 41, 0, ""),
                          ("ledgerlite/reports.py", 64, 9, "88-96")])
    stat = (f" ledgerlite/importers.py | {n_imp + 1:>2} {'+' * n_imp}-\n tests/test_accounts.py  | {n_ta:>2} {'+' * n_ta}\n"
            f" tests/test_importers.py | {n_ti:>2} {'+' * n_ti}\n"
            f" 3 files changed, {n_imp + n_ta + n_ti} insertions(+), 1 deletion(-)")
    turns = [
        (gshell(cmd, "Run tests with coverage"), gem_run(cmd, r1, 0, 37011)),
        (call("read_file", absolute_path=ipath, offset=61, limit=len(frag.split("\n"))),
         gread("\n" * 61 + frag, 62, 61 + len(frag.split("\n")), total=131)),
        (call("read_file", absolute_path=f"{root}/tests/test_importers.py", offset=0, limit=21),
         gread('''from datetime import date

import pytest

from ledgerlite.importers import Importer, ImportError_
from ledgerlite.money import Money


def test_csv_basic(tmp_path):
    path = tmp_path / "bank.csv"
    path.write_text("date,amount,payee\\n2024-03-01,-4.20,Coffee\\n2024-03-02,1500.00,Salary\\n")
    txs = Importer(currency="EUR").parse_csv(path)
    assert [t.payee for t in txs] == ["Coffee", "Salary"]
    assert txs[0].amount == Money.parse("-4.20", "EUR")


def test_csv_rejects_missing_columns(tmp_path):
    path = tmp_path / "bank.csv"
    path.write_text("when,how much\\n2024-03-01,-4.20\\n")
    with pytest.raises(ImportError_, match="missing column"):
        Importer(currency="EUR").parse_csv(path)''', 1, 21, total=74)),
        (call("replace", file_path=ipath, old_string=iold, new_string=inew), ok_replace(ipath)),
        (call("replace", file_path=f"{root}/tests/test_importers.py", old_string=told, new_string=tnew),
         ok_replace(f"{root}/tests/test_importers.py")),
        (gshell(cmd, "Coverage after the OFX tests"), gem_run(cmd, r2, 0, 37160)),
        (call("replace", file_path=f"{root}/tests/test_accounts.py", old_string=aold, new_string=anew),
         ok_replace(f"{root}/tests/test_accounts.py")),
        (gshell(cmd, "Coverage after the accounts test"), gem_run(cmd, r3, 0, 37233)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat, 0, 37290)),
        (gshell("git status --short", "Pending files"),
         gem_run("git status --short", " M ledgerlite/importers.py\n M tests/test_accounts.py\n M tests/test_importers.py", 0, 37318)),
    ]
    add("h28-swe-18", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Python 3.11, poetry, pytest-cov). Task: raise coverage of the OFX importer and of account "
              "closing; fix anything the new tests expose. Only importers.py and tests may change.",
        bad=True, turn=8, kind="statement count of an unedited module changes in the coverage table")


# ---------------------------------------------------------------- 19 OpenHands, Java, Bazel (clean: cached test results)
def t19() -> None:
    root = "/workspace/kvcache"
    path = f"{root}/src/main/java/dev/kv/LruCache.java"
    tpath = f"{root}/src/test/java/dev/kv/LruCacheTest.java"
    src = '''package dev.kv;

import java.util.LinkedHashMap;
import java.util.List;

/** A small thread-safe LRU cache; the least recently used key is evicted first. */
public final class LruCache<K, V> {
    private final int capacity;
    private final LinkedHashMap<K, V> map = new LinkedHashMap<>();

    public LruCache(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
    }

    public synchronized V get(K key) {
        V value = map.remove(key);
        if (value != null) {
            map.put(key, value); // move to most recently used
        }
        return value;
    }

    public synchronized void put(K key, V value) {
        if (!map.containsKey(key) && map.size() == capacity) {
            K eldest = map.keySet().iterator().next();
            map.remove(eldest);
        }
        map.put(key, value);
    }

    /** Keys from least to most recently used. */
    public synchronized List<K> keys() {
        return List.copyOf(map.keySet());
    }
}'''
    old = "            map.remove(eldest);\n        }\n        map.put(key, value);"
    new = "            map.remove(eldest);\n        }\n        map.remove(key); // re-insert so that an overwrite counts as a use\n        map.put(key, value);"
    src2 = rep(src, old, new)
    tfrag = '''    @Test
    public void overwriteRefreshesRecency() {
        LruCache<String, Integer> cache = new LruCache<>(3);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.put("c", 3);
        cache.put("a", 10);
        assertEquals(List.of("b", "c", "a"), cache.keys());
    }
}'''
    ins = '''
    @Test
    public void getOfMissingKeyDoesNotEvict() {
        LruCache<String, Integer> cache = new LruCache<>(2);
        cache.put("a", 1);
        cache.put("b", 2);
        assertNull(cache.get("zzz"));
        assertEquals(List.of("a", "b"), cache.keys());
    }'''
    tfrag2 = rep(tfrag, "    }\n}", "    }\n" + ins + "\n}")
    logs = "/home/openhands/.cache/bazel/_bazel_openhands/3f1e9b0c4d7a2e6f5b8c1d0a9e7f6b5c/execroot/_main/bazel-out/k8-fastbuild/testlogs"
    run1 = f"""INFO: Analyzed 6 targets (84 packages loaded, 1902 targets configured).
INFO: Found 3 targets and 3 test targets...
FAIL: //src/test/java/dev/kv:LruCacheTest (see {logs}/src/test/java/dev/kv/LruCacheTest/test.log)
INFO: From Testing //src/test/java/dev/kv:LruCacheTest:
==================== Test output for //src/test/java/dev/kv:LruCacheTest:
JUnit4 Test Runner
.......F..
Time: 0.041
There was 1 failure:
1) overwriteRefreshesRecency(dev.kv.LruCacheTest)
java.lang.AssertionError: expected:<[b, c, a]> but was:<[a, b, c]>
\tat org.junit.Assert.fail(Assert.java:89)
\tat org.junit.Assert.failNotEquals(Assert.java:835)
\tat org.junit.Assert.assertEquals(Assert.java:120)
\tat org.junit.Assert.assertEquals(Assert.java:146)
\tat dev.kv.LruCacheTest.overwriteRefreshesRecency(LruCacheTest.java:65)

FAILURES!!!
Tests run: 9,  Failures: 1

================================================================================
INFO: Elapsed time: 38.517s, Critical Path: 21.04s
INFO: 31 processes: 9 internal, 19 linux-sandbox, 3 worker.
INFO: Build completed, 1 test FAILED, 31 total actions
//src/test/java/dev/kv:CodecTest                                         PASSED in 0.6s
//src/test/java/dev/kv:LruCacheTest                                      FAILED in 0.7s
  {logs}/src/test/java/dev/kv/LruCacheTest/test.log
//src/test/java/dev/kv:ShardedCacheTest                                  PASSED in 0.9s

Executed 3 out of 3 tests: 2 tests pass and 1 fails locally.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are."""
    run2 = """INFO: Analyzed 6 targets (0 packages loaded, 0 targets configured).
INFO: Found 3 targets and 3 test targets...
INFO: Elapsed time: 3.904s, Critical Path: 2.71s
INFO: 6 processes: 1 internal, 2 linux-sandbox, 3 worker.
INFO: Build completed successfully, 6 total actions
//src/test/java/dev/kv:CodecTest                                (cached) PASSED in 0.6s
//src/test/java/dev/kv:LruCacheTest                                      PASSED in 0.8s
//src/test/java/dev/kv:ShardedCacheTest                                  PASSED in 0.9s

Executed 2 out of 3 tests: 3 tests pass.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are."""
    run3 = """INFO: Analyzed target //src/test/java/dev/kv:LruCacheTest (0 packages loaded, 0 targets configured).
INFO: Found 1 test target...
INFO: From Testing //src/test/java/dev/kv:LruCacheTest:
==================== Test output for //src/test/java/dev/kv:LruCacheTest:
JUnit4 Test Runner
..........
Time: 0.037

OK (10 tests)


================================================================================
Target //src/test/java/dev/kv:LruCacheTest up-to-date:
  bazel-bin/src/test/java/dev/kv/LruCacheTest
  bazel-bin/src/test/java/dev/kv/LruCacheTest.jar
INFO: Elapsed time: 2.688s, Critical Path: 2.12s
INFO: 4 processes: 1 internal, 1 linux-sandbox, 2 worker.
INFO: Build completed successfully, 4 total actions
//src/test/java/dev/kv:LruCacheTest                                      PASSED in 0.7s

Executed 1 out of 1 test: 1 test passes."""
    run4 = """INFO: Analyzed 6 targets (0 packages loaded, 0 targets configured).
INFO: Found 3 targets and 3 test targets...
INFO: Elapsed time: 0.412s, Critical Path: 0.02s
INFO: 1 process: 1 internal.
INFO: Build completed successfully, 1 total action
//src/test/java/dev/kv:CodecTest                                (cached) PASSED in 0.6s
//src/test/java/dev/kv:LruCacheTest                             (cached) PASSED in 0.7s
//src/test/java/dev/kv:ShardedCacheTest                         (cached) PASSED in 0.9s

Executed 0 out of 3 tests: 3 tests pass.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are."""
    turns = [
        (bash(f"cd {root} && bazel test //..."), oh_bash(run1, root, 3)),
        (editor("view", path), cat_n(path, src)),
        (editor("str_replace", path, old_str=old, new_str=new), snip(path, src2, new)),
        (bash("bazel test //..."), oh_bash(run2, root)),
        (editor("view", tpath, view_range=[58, 67]), cat_n(tpath, tfrag, 58)),
        (editor("insert", tpath, insert_line=66, new_str=ins), snip(tpath, tfrag2, ins.lstrip("\n"), start=58)),
        (bash("bazel test //src/test/java/dev/kv:LruCacheTest --test_output=all"), oh_bash(run3, root)),
        (bash("bazel build //:kvcache_deploy.jar 2>&1 | tail -n 5"),
         oh_bash("Target //:kvcache_deploy.jar up-to-date:\n  bazel-bin/kvcache_deploy.jar\nINFO: Elapsed time: 5.214s, Critical Path: 4.87s\n"
                 "INFO: 3 processes: 1 internal, 2 linux-sandbox.\nINFO: Build completed successfully, 3 total actions", root)),
        (bash("bazel test //..."), oh_bash(run4, root)),
        (bash("git status --short"),
         oh_bash(" M src/main/java/dev/kv/LruCache.java\n M src/test/java/dev/kv/LruCacheTest.java", root)),
    ]
    add("h28-swe-19", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Java 17, Bazel 7 with rules_jvm_external, JUnit 4; bazel-* output links are git-ignored). "
              "Bug: overwriting an existing key does not mark it as recently used, so it is evicted too early.")


# ---------------------------------------------------------------- 20 Gemini CLI, JavaScript, Bun (bad: branch changes with no checkout)
def t20() -> None:
    root = "/home/pia/src/mdserve"
    path = f"{root}/src/server.js"
    src = '''import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import { renderMarkdown } from "./render.js";

const ROOT = new URL("../content/", import.meta.url).pathname;
const cache = new Map();

async function page(path) {
  if (!cache.has(path)) {
    const md = await readFile(join(ROOT, `${path}.md`), "utf8");
    cache.set(path, renderMarkdown(md));
  }
  return cache.get(path);
}

export function createServer({ port = 3000 } = {}) {
  return Bun.serve({
    port,
    async fetch(req) {
      const url = new URL(req.url);
      const path = normalize(url.pathname).replace(/^\\/+/, "") || "index";
      if (path.includes("..")) return new Response("Bad Request", { status: 400 });
      try {
        const html = await page(path);
        return new Response(html, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      } catch (err) {
        if (err.code === "ENOENT") return new Response("Not Found", { status: 404 });
        throw err;
      }
    },
  });
}

if (import.meta.main) {
  const server = createServer({ port: Number(process.env.PORT) || 3000 });
  console.log(`mdserve listening on http://localhost:${server.port}`);
}
'''
    old = '''        const html = await page(path);
        return new Response(html, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });'''
    new = '''        const html = await page(path);
        const etag = `"${Bun.hash(html).toString(16)}"`;
        if (req.headers.get("if-none-match") === etag) {
          return new Response(null, { status: 304, headers: { ETag: etag } });
        }
        return new Response(html, {
          headers: { "Content-Type": "text/html; charset=utf-8", ETag: etag },
        });'''
    fail = """bun test v1.1.13 (bd6a6051)

test/render.test.js:
✓ escapes raw html [0.41ms]
✓ renders fenced code with language class [0.62ms]
✓ adds ids to headings [0.22ms]
✓ keeps relative links [0.09ms]
✓ renders tables [0.35ms]

test/server.test.js:
✓ serves index [4.21ms]
✓ renders a nested page [1.02ms]
✓ 404 for missing page [0.88ms]
✓ rejects path traversal [0.31ms]
30 | test("answers If-None-Match with 304", async () => {
31 |   const first = await fetch(`${base}/docs/intro`);
32 |   const etag = first.headers.get("etag");
33 |   expect(etag).toBeTruthy();
                    ^
error: expect(received).toBeTruthy()

Received: null

      at /home/pia/src/mdserve/test/server.test.js:33:16
✗ answers If-None-Match with 304 [2.10ms]

 9 pass
 1 fail
 17 expect() calls
Ran 10 tests across 2 files. [87.00ms]"""
    ok = """bun test v1.1.13 (bd6a6051)

test/render.test.js:
✓ escapes raw html [0.38ms]
✓ renders fenced code with language class [0.57ms]
✓ adds ids to headings [0.20ms]
✓ keeps relative links [0.08ms]
✓ renders tables [0.33ms]

test/server.test.js:
✓ serves index [3.96ms]
✓ renders a nested page [0.97ms]
✓ 404 for missing page [0.81ms]
✓ rejects path traversal [0.29ms]
✓ answers If-None-Match with 304 [2.44ms]

 10 pass
 0 fail
 19 expect() calls
Ran 10 tests across 2 files. [81.00ms]"""
    curl = ("bun run src/server.js & sleep 1; curl -si localhost:3000/docs/intro | head -n 5; "
            "E=$(curl -sI localhost:3000/docs/intro | awk 'tolower($1)==\"etag:\" {print $2}' | tr -d '\\r'); echo; "
            "curl -si -H \"If-None-Match: $E\" localhost:3000/docs/intro | head -n 3; kill $!")
    curl_out = """mdserve listening on http://localhost:3000
HTTP/1.1 200 OK
content-type: text/html; charset=utf-8
etag: "9f1c2be47a0d3e51"
Date: Wed, 12 Jun 2024 10:03:11 GMT
Content-Length: 1873

HTTP/1.1 304 Not Modified
etag: "9f1c2be47a0d3e51"
Date: Wed, 12 Jun 2024 10:03:11 GMT"""
    turns = [
        (gshell("git status -sb && git log --oneline -3", "Where am I"),
         gem_run("git status -sb && git log --oneline -3",
                 "## fix/etag-header...origin/fix/etag-header\n"
                 "4be71d0 (HEAD -> fix/etag-header, origin/fix/etag-header) Add failing test for ETag/304\n"
                 "c93e2a8 (origin/main, main) Cache rendered pages in memory\n71f0b3e Render tables", 0, 60217)),
        (call("read_file", absolute_path=path), gread(src)),
        (gshell("bun test", "Run the tests"), gem_run("bun test", fail, 1, 60288)),
        (call("replace", file_path=path, old_string=old, new_string=new), ok_replace(path)),
        (gshell("bun test && git status -sb", "Re-run tests and check the tree"),
         gem_run("bun test && git status -sb", ok + "\n## main...origin/main\n M src/server.js", 0, 60342)),
        (gshell(curl, "Try the server by hand"), gem_run(curl, curl_out, 0, 60410)),
        (gshell("bunx biome check src test", "Lint and format check"),
         gem_run("bunx biome check src test", "Checked 6 files in 5ms. No fixes applied.", 0, 60477)),
        (gshell("git diff --stat", "Size of the change"),
         gem_run("git diff --stat", " src/server.js | 6 +++++-\n 1 file changed, 5 insertions(+), 1 deletion(-)", 0, 60503)),
        (gshell("git commit -qam \"Send ETag and answer If-None-Match with 304\" && git log --oneline -3",
                "Commit on the fix branch"),
         gem_run("git commit -qam \"Send ETag and answer If-None-Match with 304\" && git log --oneline -3",
                 "e0c5a93 (HEAD -> fix/etag-header) Send ETag and answer If-None-Match with 304\n"
                 "4be71d0 (origin/fix/etag-header) Add failing test for ETag/304\n"
                 "c93e2a8 (origin/main, main) Cache rendered pages in memory", 0, 60561)),
        (gshell("git status -sb", "Confirm clean tree"),
         gem_run("git status -sb", "## fix/etag-header...origin/fix/etag-header [ahead 1]", 0, 60599)),
    ]
    add("h28-swe-20", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Bun 1.1, Biome), on branch fix/etag-header which already carries a failing test. Task: "
              "send an ETag with rendered pages and answer a matching If-None-Match with 304. Do not switch branches.",
        bad=True, turn=5, kind="git status reports branch main although the agent stayed on fix/etag-header and never checked out")


# ---------------------------------------------------------------- 21 OpenHands, Python, Django (clean: new migration, growing test count)
def t21() -> None:
    root = "/workspace/bookshelf"
    mpath, tpath = f"{root}/catalog/models.py", f"{root}/catalog/tests/test_models.py"
    models = '''from django.db import models


class Author(models.Model):
    name = models.CharField(max_length=200)
    bio = models.TextField(blank=True)

    def __str__(self) -> str:
        return self.name


class Book(models.Model):
    title = models.CharField(max_length=300)
    author = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="books")
    published_on = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["title"]

    def __str__(self) -> str:
        return self.title'''
    old = "    published_on = models.DateField(null=True, blank=True)\n"
    new = old + "    isbn13 = models.CharField(\"ISBN-13\", max_length=13, unique=True, null=True, blank=True)\n"
    models2 = rep(models, old, new)
    tail = '''    def test_str_is_title(self):
        book = Book.objects.create(title="Dune", author=self.author)
        self.assertEqual(str(book), "Dune")'''
    ins = '''

    def test_isbn13_is_unique(self):
        Book.objects.create(title="Dune", author=self.author, isbn13="9780441013593")
        with self.assertRaises(IntegrityError), transaction.atomic():
            Book.objects.create(title="Dune (copy)", author=self.author, isbn13="9780441013593")

    def test_isbn13_longer_than_13_is_invalid(self):
        book = Book(title="Emma", author=self.author, isbn13="97801414395181")
        with self.assertRaises(ValidationError):
            book.full_clean()'''
    tail2 = tail + ins
    show1 = "catalog\n [X] 0001_initial\n [X] 0002_author_bio\n [X] 0003_book_published_on\n [X] 0004_alter_book_title_max_length"

    def djtest(n: int, secs: str) -> str:
        return (f"Found {n} test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
                + "." * n + "\n" + "-" * 70 + f"\nRan {n} tests in {secs}s\n\nOK\nDestroying test database for alias 'default'...")
    turns = [
        (bash(f"cd {root} && python manage.py showmigrations catalog"), oh_bash(show1, root)),
        (editor("view", mpath), cat_n(mpath, models)),
        (editor("str_replace", mpath, old_str=old, new_str=new), snip(mpath, models2, new)),
        (bash("python manage.py makemigrations catalog"),
         oh_bash("Migrations for 'catalog':\n  catalog/migrations/0005_book_isbn13.py\n    - Add field isbn13 to book", root)),
        (bash("python manage.py migrate catalog"),
         oh_bash("Operations to perform:\n  Apply all migrations: catalog\nRunning migrations:\n  Applying catalog.0005_book_isbn13... OK", root)),
        (bash("python manage.py showmigrations catalog"), oh_bash(show1 + "\n [X] 0005_book_isbn13", root)),
        (bash("python manage.py test catalog"), oh_bash(djtest(27, "0.412"), root)),
        (editor("insert", tpath, insert_line=61, new_str=ins[1:]), snip(tpath, tail2, ins.lstrip("\n"), start=59)),
        (bash("sed -n '1,8p' catalog/tests/test_models.py && python manage.py test catalog"),
         oh_bash("from django.core.exceptions import ValidationError\nfrom django.db import IntegrityError, transaction\n"
                 "from django.test import TestCase\n\nfrom catalog.models import Author, Book\n\n\nclass BookModelTests(TestCase):\n"
                 + djtest(29, "0.448"), root)),
        (bash("python manage.py shell -c \"from catalog.models import Book; print(Book.objects.count(), Book.objects.filter(isbn13__isnull=True).count())\""),
         oh_bash("212 212", root)),
        (bash("git status --short"),
         oh_bash(" M catalog/models.py\n M catalog/tests/test_models.py\n?? catalog/migrations/0005_book_isbn13.py", root)),
    ]
    add("h28-swe-21", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Django 5.0, SQLite dev database with 212 books). Task: add an optional, unique ISBN-13 "
              "field to Book, with a migration and tests.")


# ---------------------------------------------------------------- 22 Gemini CLI, Go, Task + buf (clean: regenerated code, cached packages)
def t22() -> None:
    root = "/home/rui/src/inventory-svc"
    ppath, spath = f"{root}/proto/inventory/v1/item.proto", f"{root}/internal/server/items.go"
    proto = '''syntax = "proto3";

package inventory.v1;

import "google/protobuf/timestamp.proto";

option go_package = "github.com/rui/inventory-svc/gen/go/inventory/v1;inventoryv1";

// Item is one stock-keeping entry in a warehouse.
message Item {
  string id = 1;
  string name = 2;
  int32 quantity = 3;
  string warehouse_id = 4;
  google.protobuf.Timestamp updated_at = 5;
  reserved 6;
  reserved "barcode";
}
'''
    pold = '  reserved 6;\n  reserved "barcode";\n}'
    pnew = '  reserved 6;\n  reserved "barcode";\n  // Stock-keeping unit as printed on shelf labels, e.g. "WH1-00042-BLU".\n  string sku = 7;\n}'
    frag = tabs('''func toProto(it domain.Item) *inventoryv1.Item {
    return &inventoryv1.Item{
        Id:          it.ID,
        Name:        it.Name,
        Quantity:    int32(it.Quantity),
        WarehouseId: it.WarehouseID,
        UpdatedAt:   timestamppb.New(it.UpdatedAt),
    }
}''')
    sold = "\t\tUpdatedAt:   timestamppb.New(it.UpdatedAt),\n"
    snew = sold + "\t\tSku:         it.SKU,\n"
    tasks = """task: Available tasks for this project:
* generate:       Regenerate Go code from proto/ with buf
* lint:           buf lint, buf breaking against main, golangci-lint
* test:           go test -race ./..."""
    test = """?   \tgithub.com/rui/inventory-svc/cmd/inventoryd\t[no test files]
?   \tgithub.com/rui/inventory-svc/gen/go/inventory/v1\t[no test files]
ok  \tgithub.com/rui/inventory-svc/internal/domain\t(cached)
ok  \tgithub.com/rui/inventory-svc/internal/server\t1.204s
ok  \tgithub.com/rui/inventory-svc/internal/store\t(cached)"""
    pb_ins, pb_del = 31, 21
    stat = (f" gen/go/inventory/v1/item.pb.go | {pb_ins + pb_del} {'+' * pb_ins}{'-' * pb_del}\n"
            f" internal/server/items.go       |  1 +\n proto/inventory/v1/item.proto  |  2 ++\n"
            f" 3 files changed, {pb_ins + 1 + 2} insertions(+), {pb_del} deletions(-)")
    turns = [
        (gshell("task --list", "List the Taskfile tasks"), gem_run("task --list", tasks, 0, 50110)),
        (call("read_file", absolute_path=ppath), gread(proto)),
        (call("replace", file_path=ppath, old_string=pold, new_string=pnew), ok_replace(ppath)),
        (gshell("task generate && git status --short", "Regenerate the Go stubs"),
         gem_run("task generate && git status --short",
                 "task: [generate] buf generate\n M gen/go/inventory/v1/item.pb.go\n M proto/inventory/v1/item.proto", 0, 50166)),
        (gshell("buf lint && buf breaking --against '.git#branch=main'", "Check lint and wire compatibility"),
         gem_run("buf lint && buf breaking --against '.git#branch=main'", "", 0, 50231)),
        (call("search_file_content", pattern="func \\(x \\*Item\\) Get", path="gen/go/inventory/v1"),
         'Found 6 matches for pattern "func \\(x \\*Item\\) Get" in path "gen/go/inventory/v1":\n---\n'
         "File: item.pb.go\nL82: func (x *Item) GetId() string {\nL89: func (x *Item) GetName() string {\n"
         "L96: func (x *Item) GetQuantity() int32 {\nL103: func (x *Item) GetWarehouseId() string {\n"
         "L110: func (x *Item) GetUpdatedAt() *timestamppb.Timestamp {\nL117: func (x *Item) GetSku() string {\n---"),
        (call("read_file", absolute_path=spath, offset=47, limit=9), gread("\n" * 47 + frag, 48, 56, total=93)),
        (call("replace", file_path=spath, old_string=sold, new_string=snew), ok_replace(spath)),
        (gshell("task test", "Run the tests"), gem_run("task test", "task: [test] go test -race ./...\n" + test, 0, 50390)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat, 0, 50444)),
    ]
    add("h28-swe-22", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (Go 1.22 gRPC service, buf v2 with protoc-gen-go, Taskfile), branch feat/item-sku. "
              "domain.Item already has an SKU field; task: expose it on the inventory.v1.Item message and in the API.")


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    TRAJ.clear()
    for build in BUILDERS:
        build()
    rs = RowSet(Path(__file__).resolve().parent)
    for t in TRAJ:
        rs.add(task="swe", tid=t["tid"], system=t["system"], turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
