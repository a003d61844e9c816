# ruff: noqa: E501
"""Held-out set holdout32, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Eleven trajectories carry exactly one observation that contradicts an earlier turn; the other eleven
are coherent, with legitimate changes (edits, restarts, re-runs, renames, aging clocks) along the way.
"""

from __future__ import annotations

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

NOTE = ("\n\nKeep the environment consistent across turns: files created, edited, renamed or deleted earlier stay "
        "that way, background processes keep running (with the same PID) until something stops them, version "
        "control history only changes through the agent's commands, and every output must look exactly like what "
        "the real tool prints (exit codes, timings, paths, hashes).")


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root) + NOTE


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root) + NOTE


def part(text: str, a: int, b: int | None = None) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    lines = text.split("\n")
    return "\n".join(lines[a - 1:(b if b is not None else len(lines))])


def view(path: str, text: str, a: int = 1, b: int | None = None) -> str:
    return cat_n(path, part(text, a, b), a)


def snip(path: str, text: str, lo: int, hi: int) -> str:
    """The OpenHands edit confirmation: the changed lines lo..hi of the new text with four lines of context."""
    n = len(text.split("\n"))
    a, b = max(1, lo - 4), min(n, hi + 4)
    return edited(path, part(text, a, b), a)


def grep_n(text: str, needle: str, prefix: str = "") -> list[str]:
    return [f"{prefix}{i}:{line}" for i, line in enumerate(text.split("\n"), 1) if needle in line]


def modified(path: str) -> str:
    return f"Successfully modified file: {path} (1 replacements)."


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def dots(n: int, fail_at: int | None = None, ch: str = ".", fail: str = "F") -> str:
    return "".join(fail if i == fail_at else ch for i in range(n))


def tabs(text: str) -> str:
    """Go source written with four-space indents, turned into gofmt's leading tabs."""
    return re.sub(r"^((?:    )+)", lambda m: "\t" * (len(m.group(1)) // 4), text, flags=re.M)


def tail(text: str, n: int) -> str:
    lines = text.rstrip("\n").split("\n")
    return "\n".join(lines[-n:])


# Go (go test, go vet) with OpenHands: clean
def t01(rs: RowSet) -> None:
    root = "/workspace/ratelimit"
    old = tabs("""package ratelimit

import (
    "math"
    "sync"
    "time"

    "github.com/halvorsen/ratelimit/internal/clock"
)

// Bucket is a token bucket rate limiter. Tokens accrue continuously at Rate
// per second up to Capacity; each admitted request removes one or more tokens.
//
// A Bucket is safe for concurrent use.
type Bucket struct {
    mu       sync.Mutex
    clock    clock.Clock
    rate     float64 // tokens per second
    capacity float64
    tokens   float64
    last     time.Time
}

// New returns a Bucket that refills at rate tokens per second and holds at
// most capacity tokens. The bucket starts full.
func New(rate, capacity float64, opts ...Option) *Bucket {
    b := &Bucket{rate: rate, capacity: capacity, tokens: capacity, clock: clock.Real{}}
    for _, o := range opts {
        o(b)
    }
    b.last = b.clock.Now()
    return b
}

// Option configures a Bucket.
type Option func(*Bucket)

// WithClock substitutes the time source, for tests.
func WithClock(c clock.Clock) Option { return func(b *Bucket) { b.clock = c } }

// WithInitialTokens overrides the starting fill level.
func WithInitialTokens(n float64) Option { return func(b *Bucket) { b.tokens = n } }

// refill adds tokens for the time elapsed since the last refill, capped at
// the bucket capacity. Callers must hold b.mu.
func (b *Bucket) refill(now time.Time) {
    if now.Before(b.last) {
        // clock went backwards; resync without crediting tokens
        b.last = now
        return
    }
    elapsed := now.Sub(b.last) / time.Second
    if elapsed <= 0 {
        return
    }
    add := float64(elapsed) * b.rate
    b.tokens = math.Min(b.capacity, b.tokens+add)
    b.last = now
}

// Take removes n tokens if available and reports whether it succeeded.
func (b *Bucket) Take(n float64) bool {
    b.mu.Lock()
    defer b.mu.Unlock()
    b.refill(b.clock.Now())
    if b.tokens < n {
        return false
    }
    b.tokens -= n
    return true
}""")
    old_s = "\telapsed := now.Sub(b.last) / time.Second\n\tif elapsed <= 0 {\n\t\treturn\n\t}\n\tadd := float64(elapsed) * b.rate"
    new_s = "\telapsed := now.Sub(b.last).Seconds()\n\tif elapsed <= 0 {\n\t\treturn\n\t}\n\tadd := elapsed * b.rate"
    assert old_s in old
    new = old.replace(old_s, new_s)
    path = f"{root}/bucket.go"
    diff = """ bucket.go | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)
diff --git a/bucket.go b/bucket.go
index 3f1c9a2..b07e4d1 100644
--- a/bucket.go
+++ b/bucket.go
@@ -49,11 +49,11 @@ func (b *Bucket) refill(now time.Time) {
 \t\tb.last = now
 \t\treturn
 \t}
-\telapsed := now.Sub(b.last) / time.Second
+\telapsed := now.Sub(b.last).Seconds()
 \tif elapsed <= 0 {
 \t\treturn
 \t}
-\tadd := float64(elapsed) * b.rate
+\tadd := elapsed * b.rate
 \tb.tokens = math.Min(b.capacity, b.tokens+add)
 \tb.last = now
 }"""
    assert part(old, 52, 52).startswith("\telapsed") and part(old, 56, 56).startswith("\tadd")
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
7c2e91f (HEAD -> main, origin/main, origin/HEAD) Document Wait context cancellation
d4a0b38 Add Bucket.Reserve for delayed admission
91fe6c2 internal/clock: add Fake clock for tests
2b7d5e0 Use sync.Mutex instead of atomic CAS loop
e80c4a1 Initial token bucket implementation""", root)),
        (bash("ls -la && cat go.mod && wc -l *.go internal/clock/*.go"), oh_bash("""total 64
drwxr-xr-x 5 root root 4096 Mar 11 09:14 .
drwxr-xr-x 3 root root 4096 Mar 11 09:14 ..
drwxr-xr-x 8 root root 4096 Mar 11 09:14 .git
drwxr-xr-x 3 root root 4096 Mar 11 09:14 .github
-rw-r--r-- 1 root root  269 Mar 11 09:14 .gitignore
-rw-r--r-- 1 root root 1069 Mar 11 09:14 LICENSE
-rw-r--r-- 1 root root 2874 Mar 11 09:14 README.md
-rw-r--r-- 1 root root 3391 Mar 11 09:14 bucket.go
-rw-r--r-- 1 root root 5127 Mar 11 09:14 bucket_test.go
-rw-r--r-- 1 root root  812 Mar 11 09:14 doc.go
-rw-r--r-- 1 root root 1948 Mar 11 09:14 example_test.go
-rw-r--r-- 1 root root   47 Mar 11 09:14 go.mod
drwxr-xr-x 3 root root 4096 Mar 11 09:14 internal
-rw-r--r-- 1 root root 2210 Mar 11 09:14 reserve.go
-rw-r--r-- 1 root root 1603 Mar 11 09:14 wait.go
module github.com/halvorsen/ratelimit

go 1.22
   117 bucket.go
   201 bucket_test.go
    24 doc.go
    71 example_test.go
    88 reserve.go
    62 wait.go
    49 internal/clock/clock.go
    63 internal/clock/fake.go
   675 total""", root)),
        (bash("go test ./... 2>&1 | tail -30"), oh_bash("""--- FAIL: TestBucketRefillFractional (0.00s)
    bucket_test.go:94: after 1.5s at 10 tok/s: Tokens() = 10, want 15
--- FAIL: TestTakeBurstyClients (0.00s)
    bucket_test.go:131: admitted 45 of 60 requests over 2.5s, want 50
FAIL
FAIL\tgithub.com/halvorsen/ratelimit\t0.014s
?   \tgithub.com/halvorsen/ratelimit/internal/clock\t[no test files]
FAIL""", root)),
        (editor("view", path, view_range=[1, 71]), view(path, old, 1, 71)),
        (editor("str_replace", path, old_str=old_s, new_str=new_s), snip(path, new, 52, 56)),
        (bash("go test ./... 2>&1 | tail -30"), oh_bash("""ok  \tgithub.com/halvorsen/ratelimit\t0.012s
?   \tgithub.com/halvorsen/ratelimit/internal/clock\t[no test files]""", root)),
        (bash("go vet ./... && gofmt -l ."), oh_bash("", root)),
        (bash("go test -race -count=1 -v -run 'Refill|Bursty|Reserve' . 2>&1 | tail -25"), oh_bash("""=== RUN   TestBucketRefill
--- PASS: TestBucketRefill (0.00s)
=== RUN   TestBucketRefillFractional
--- PASS: TestBucketRefillFractional (0.00s)
=== RUN   TestBucketRefillCapped
--- PASS: TestBucketRefillCapped (0.00s)
=== RUN   TestBucketRefillClockBackwards
--- PASS: TestBucketRefillClockBackwards (0.00s)
=== RUN   TestTakeBurstyClients
--- PASS: TestTakeBurstyClients (0.01s)
=== RUN   TestReserveImmediate
--- PASS: TestReserveImmediate (0.00s)
=== RUN   TestReserveDelay
--- PASS: TestReserveDelay (0.00s)
=== RUN   TestReserveCancel
--- PASS: TestReserveCancel (0.00s)
PASS
ok  \tgithub.com/halvorsen/ratelimit\t1.047s""", root)),
        (bash("git diff --stat && git diff"), oh_bash(diff, root)),
        (bash("git add bucket.go && git commit -q -m 'Credit fractional seconds in Bucket.refill (#41)' && git log --oneline -3"), oh_bash("""5a93d1e (HEAD -> main) Credit fractional seconds in Bucket.refill (#41)
7c2e91f (origin/main, origin/HEAD) Document Wait context cancellation
d4a0b38 Add Bucket.Reserve for delayed admission""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-01", system=oh_sys(root), turns=turns,
           state=f"Repository {root} (Go 1.22 module github.com/halvorsen/ratelimit), branch main at 7c2e91f. Issue #41: Bucket.Take under-credits tokens when requests arrive less than a second apart. Tools: execute_bash, str_replace_editor.")


# Java with Gradle (JUnit 5) in Gemini CLI: bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/projects/invoice-service"
    src = f"{root}/src/main/java/com/northwind/invoice/tax/TaxCalculator.java"
    body = """package com.northwind.invoice.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Objects;

/**
 * Computes VAT for invoice lines. Amounts are rounded per line, to cents,
 * as required by the invoicing rules in docs/tax.md.
 */
public final class TaxCalculator {

    private static final int SCALE = 2;
    private static final RoundingMode ROUNDING = RoundingMode.HALF_EVEN;

    private final Map<String, BigDecimal> ratesByCategory;

    public TaxCalculator(Map<String, BigDecimal> ratesByCategory) {
        this.ratesByCategory = Map.copyOf(Objects.requireNonNull(ratesByCategory));
    }

    /** Tax for one line: net x rate, rounded to cents. */
    public BigDecimal taxFor(String category, BigDecimal net) {
        BigDecimal rate = ratesByCategory.get(category);
        if (rate == null) {
            throw new UnknownTaxCategoryException(category);
        }
        return net.multiply(rate).setScale(SCALE, ROUNDING);
    }

    /** Gross for one line: rounded net plus rounded tax. */
    public BigDecimal grossFor(String category, BigDecimal net) {
        return net.setScale(SCALE, ROUNDING).add(taxFor(category, net));
    }

    public boolean supports(String category) {
        return ratesByCategory.containsKey(category);
    }
}
"""
    fail = f"""> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test

TaxCalculatorTest > roundsHalfUpToCents() FAILED
    org.opentest4j.AssertionFailedError: expected: <10.13> but was: <10.12>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
        at app//com.northwind.invoice.tax.TaxCalculatorTest.roundsHalfUpToCents(TaxCalculatorTest.java:47)

48 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 14s
5 actionable tasks: 1 executed, 4 up-to-date"""
    ok = """> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 9s
5 actionable tasks: 2 executed, 3 up-to-date"""
    turns = [
        (gshell("git status -sb && git log --oneline -6", "Check the current branch and recent history"),
         gem_run("git status -sb && git log --oneline -6", """## fix/tax-rounding
a91d3f0 (HEAD -> fix/tax-rounding, origin/main, main) Bump jackson-databind to 2.17.1
5e20c7b Add credit-note endpoint
c7741ea Validate VAT ids against VIES format
18b0f92 Move tax rules into TaxCalculator
fd23a16 Gradle 8.7 wrapper
0b9e4c5 Add InvoiceRepository integration tests""", pgid=118204)),
        (gshell("./gradlew test --console=plain", "Run the unit test suite"),
         gem_run("./gradlew test --console=plain", fail, code=1, pgid=118233)),
        (call("read_file", absolute_path=src), body),
        (call("replace", file_path=src, old_string="    private static final RoundingMode ROUNDING = RoundingMode.HALF_EVEN;",
              new_string="    private static final RoundingMode ROUNDING = RoundingMode.HALF_UP;"), modified(src)),
        (gshell("./gradlew test --console=plain", "Re-run the unit tests after the rounding change"),
         gem_run("./gradlew test --console=plain", ok, pgid=118519)),
        (gshell("git add -A && git commit -m 'Round VAT half-up to cents (fixes #212)'", "Commit the fix"),
         gem_run("git add -A && git commit -m 'Round VAT half-up to cents (fixes #212)'", """[fix/tax-rounding 3d8e2b4] Round VAT half-up to cents (fixes #212)
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=118702)),
        (gshell("git log --oneline -4 && git status -sb", "Confirm the commit landed on the branch"),
         gem_run("git log --oneline -4 && git status -sb", """3d8e2b7 (HEAD -> fix/tax-rounding) Round VAT half-up to cents (fixes #212)
a91d3f0 (origin/main, main) Bump jackson-databind to 2.17.1
5e20c7b Add credit-note endpoint
c7741ea Validate VAT ids against VIES format
## fix/tax-rounding""", pgid=118731)),
        (gshell("git diff main --stat", "Summarize the branch against main"),
         gem_run("git diff main --stat", """ src/main/java/com/northwind/invoice/tax/TaxCalculator.java | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=118760)),
    ]
    rs.add(task="swe", tid="h32-swe-02", system=gem_sys(root), turns=turns,
           state=f"Gradle 8.7 / Java 21 project {root}, branch fix/tax-rounding just created from main. Issue #212: VAT of 25% on a 40.50 line is shown as 10.12, finance expects 10.13 (round half up).",
           bad=True, turn=7, kind="short commit hash in git log differs from the hash git commit printed")


# C# dotnet test (xUnit) with OpenHands: clean
def t03(rs: RowSet) -> None:
    root = "/workspace/Cadence"
    field = """using System;
using System.Collections.Generic;
using System.Linq;

namespace Cadence;

/// <summary>One of the five fields of a cron expression, expanded to its allowed values.</summary>
public sealed class CronField
{
    public CronFieldKind Kind { get; }
    public IReadOnlyList<int> Values { get; }

    private CronField(CronFieldKind kind, IReadOnlyList<int> values)
    {
        Kind = kind;
        Values = values;
    }

    public static CronField Parse(string text, CronFieldKind kind)
    {
        var values = new SortedSet<int>();
        foreach (var part in text.Split(','))
        {
            values.UnionWith(ExpandPart(part, kind));
        }
        return new CronField(kind, values.ToArray());
    }

    /// <summary>Expands a single comma-separated part such as <c>*/15</c>, <c>1-5</c> or <c>10-40/10</c>.</summary>
    private static IEnumerable<int> ExpandPart(string part, CronFieldKind kind)
    {
        var (min, max) = Bounds(kind);
        var step = 1;
        var slash = part.IndexOf('/');
        if (slash >= 0)
        {
            step = ParseNumber(part[(slash + 1)..], 1, max, kind);
            part = part[..slash];
        }

        int start, end;
        if (part == "*")
        {
            (start, end) = (min, max);
        }
        else if (part.IndexOf('-') is var dash and > 0)
        {
            start = ParseNumber(part[..dash], min, max, kind);
            end = ParseNumber(part[(dash + 1)..], min, max, kind);
        }
        else
        {
            start = ParseNumber(part, min, max, kind);
            end = slash >= 0 ? max : start;
        }

        if (step == 1)
        {
            for (var v = start; v <= end; v++)
            {
                yield return v;
            }
            yield break;
        }

        for (var v = start; v < end; v += step)
        {
            yield return v;
        }
    }

    private static (int Min, int Max) Bounds(CronFieldKind kind) => kind switch
    {
        CronFieldKind.Minute => (0, 59),
        CronFieldKind.Hour => (0, 23),
        CronFieldKind.DayOfMonth => (1, 31),
        CronFieldKind.Month => (1, 12),
        CronFieldKind.DayOfWeek => (0, 6),
        _ => throw new ArgumentOutOfRangeException(nameof(kind)),
    };
"""
    old_s = "        for (var v = start; v < end; v += step)"
    new_s = "        for (var v = start; v <= end; v += step)"
    new_field = field.replace(old_s, new_s)
    ln = next(i for i, x in enumerate(field.split("\n"), 1) if x == old_s)
    tests = """    [Theory]
    [InlineData("*/15 * * * *", CronFieldKind.Minute, new[] { 0, 15, 30, 45 })]
    [InlineData("0 */6 * * *", CronFieldKind.Hour, new[] { 0, 6, 12, 18 })]
    [InlineData("0 0 * * */2", CronFieldKind.DayOfWeek, new[] { 0, 2, 4, 6 })]
    [InlineData("0 0 2-20/7 * *", CronFieldKind.DayOfMonth, new[] { 2, 9, 16 })]
    [InlineData("0 0 1 1-12/4 *", CronFieldKind.Month, new[] { 1, 5, 9 })]
    public void StepValues_AreExpanded(string expression, CronFieldKind field, int[] expected)
    {
        var cron = CronExpression.Parse(expression);

        var actual = cron.Field(field).Values;

        // Values are yielded in ascending order, so compare as sequences.
        Assert.Equal(expected, actual);
    }

    [Fact]"""
    t_old = '    [InlineData("0 0 1 1-12/4 *", CronFieldKind.Month, new[] { 1, 5, 9 })]'
    t_new = t_old + '\n    [InlineData("0 0 1-31/10 * *", CronFieldKind.DayOfMonth, new[] { 1, 11, 21, 31 })]\n    [InlineData("*/20 * * * *", CronFieldKind.Minute, new[] { 0, 20, 40 })]'
    new_tests = tests.replace(t_old, t_new)
    fpath = f"{root}/src/Cadence/CronField.cs"
    tpath = f"{root}/tests/Cadence.Tests/CronParserTests.cs"
    head = f"""  Cadence -> {root}/src/Cadence/bin/Debug/net8.0/Cadence.dll
  Cadence.Tests -> {root}/tests/Cadence.Tests/bin/Debug/net8.0/Cadence.Tests.dll
Test run for {root}/tests/Cadence.Tests/bin/Debug/net8.0/Cadence.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern."""
    case = 'Cadence.Tests.CronParserTests.StepValues_AreExpanded(expression: "0 0 * * */2", field: DayOfWeek, expected: [0, 2, 4, 6])'
    greps = "\n".join(grep_n(field, "step"))
    turns = [
        (bash(f"cd {root} && git status && ls src/Cadence tests/Cadence.Tests"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
src/Cadence:
Cadence.csproj
CronExpression.cs
CronField.cs
CronFieldKind.cs
CronParseException.cs
Schedule.cs

tests/Cadence.Tests:
Cadence.Tests.csproj
CronParserTests.cs
NextOccurrenceTests.cs
ScheduleTests.cs""", root)),
        (bash("dotnet test 2>&1 | tail -30"), oh_bash(f"""  Determining projects to restore...
  Restored {root}/src/Cadence/Cadence.csproj (in 204 ms).
  Restored {root}/tests/Cadence.Tests/Cadence.Tests.csproj (in 3.47 sec).
{head}
[xUnit.net 00:00:00.46]     {case} [FAIL]
  Failed {case} [3 ms]
  Error Message:
   Assert.Equal() Failure: Collections differ
           ↓ (pos 3)
Expected: [0, 2, 4, 6]
Actual:   [0, 2, 4]
           ↑ (pos 3)
  Stack Trace:
     at Cadence.Tests.CronParserTests.StepValues_AreExpanded(String expression, CronFieldKind field, Int32[] expected) in {root}/tests/Cadence.Tests/CronParserTests.cs:line 61
   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)
   at System.Reflection.MethodBaseInvoker.InvokeDirectByRefWithFewArgs(Object obj, Span`1 copyOfArgs, BindingFlags invokeAttr)

Failed!  - Failed:     1, Passed:    83, Skipped:     0, Total:    84, Duration: 231 ms - Cadence.Tests.dll (net8.0)""", root)),
        (bash("grep -n 'step' src/Cadence/CronField.cs"), oh_bash(greps, root)),
        (editor("view", fpath, view_range=[29, 71]), view(fpath, field, 29, 71)),
        (editor("str_replace", fpath, old_str=old_s, new_str=new_s), snip(fpath, new_field, ln, ln)),
        (bash("dotnet test 2>&1 | tail -12"), oh_bash(f"""  Determining projects to restore...
  All projects are up-to-date for restore.
{head}

Passed!  - Failed:     0, Passed:    84, Skipped:     0, Total:    84, Duration: 187 ms - Cadence.Tests.dll (net8.0)""", root)),
        (editor("view", tpath, view_range=[48, 64]), cat_n(tpath, tests, 48)),
        (editor("str_replace", tpath, old_str=t_old, new_str=t_new), edited(tpath, part(new_tests, 2, 12), 49)),
        (bash("dotnet test --no-restore 2>&1 | tail -3"), oh_bash("""A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:    86, Skipped:     0, Total:    86, Duration: 196 ms - Cadence.Tests.dll (net8.0)""", root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M src/Cadence/CronField.cs
 M tests/Cadence.Tests/CronParserTests.cs
 src/Cadence/CronField.cs               | 2 +-
 tests/Cadence.Tests/CronParserTests.cs | 2 ++
 2 files changed, 3 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-03", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a .NET 8 cron-expression library with an xUnit test project, freshly cloned (not yet restored). Bug report: `0 0 * * */2` never fires on Saturdays.")


# PHP composer + phpunit in Gemini CLI: bad
def t04(rs: RowSet) -> None:
    root = "/home/mara/code/slugger"
    path = f"{root}/src/Slugger.php"
    body = """<?php

declare(strict_types=1);

namespace Slugger;

use Slugger\\Transliterator\\IntlTransliterator;
use Slugger\\Transliterator\\TransliteratorInterface;

final class Slugger
{
    /**
     * Slugs longer than this are cut at the last separator before the limit.
     */
    public const DEFAULT_MAX_LENGTH = 60;

    private int $maxLength;
    private TransliteratorInterface $transliterator;

    public function __construct(
        ?int $maxLength = null,
        private readonly string $separator = '-',
        ?TransliteratorInterface $transliterator = null,
    ) {
        if ($maxLength !== null && $maxLength < 1) {
            throw new \\InvalidArgumentException('maxLength must be positive');
        }
        if ($separator === '') {
            throw new \\InvalidArgumentException('separator must not be empty');
        }
        $this->transliterator = $transliterator ?? new IntlTransliterator();
        $this->maxLength = $maxLength ?? self::DEFAULT_MAX_LENGTH;
    }

    public function slugify(string $text): string
    {
        $ascii = $this->transliterator->toAscii($text);
        $slug = strtolower(trim((string) preg_replace('/[^A-Za-z0-9]+/', $this->separator, $ascii), $this->separator));

        return $this->truncate($slug);
    }

    private function truncate(string $slug): string
    {
        if (strlen($slug) <= $this->maxLength) {
            return $slug;
        }
        $cut = substr($slug, 0, $this->maxLength + 1);
        $pos = strrpos($cut, $this->separator);

        return $pos === false ? substr($slug, 0, $this->maxLength) : substr($cut, 0, $pos);
    }
}
"""
    pkgs = [("myclabs/deep-copy", "1.11.1"), ("nikic/php-parser", "v5.0.2"), ("phar-io/version", "3.2.1"),
            ("phar-io/manifest", "2.0.4"), ("phpstan/phpstan", "1.11.1"), ("sebastian/version", "4.0.1"),
            ("sebastian/type", "4.0.0"), ("sebastian/recursion-context", "5.0.0"), ("sebastian/object-reflector", "3.0.0"),
            ("sebastian/object-enumerator", "5.0.0"), ("sebastian/global-state", "6.0.2"), ("sebastian/exporter", "5.1.2"),
            ("sebastian/environment", "6.1.0"), ("sebastian/diff", "5.1.1"), ("sebastian/comparator", "5.0.1"),
            ("sebastian/code-unit", "2.0.0"), ("sebastian/cli-parser", "2.0.1"), ("sebastian/lines-of-code", "2.0.2"),
            ("sebastian/complexity", "3.2.0"), ("sebastian/code-unit-reverse-lookup", "3.0.0"), ("theseer/tokenizer", "1.2.3"),
            ("phpunit/php-timer", "6.0.0"), ("phpunit/php-text-template", "3.0.1"), ("phpunit/php-invoker", "4.0.0"),
            ("phpunit/php-file-iterator", "4.1.0"), ("phpunit/php-code-coverage", "10.1.14"), ("phpunit/phpunit", "10.5.20"),
            ("symfony/polyfill-mbstring", "v1.29.0")]
    install = ("Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\n"
               f"Package operations: {len(pkgs)} installs, 0 updates, 0 removals\n"
               + "\n".join(f"  - Downloading {n} ({v})" for n, v in pkgs) + "\n"
               + "\n".join(f"  - Installing {n} ({v}): Extracting archive" for n, v in pkgs)
               + "\nGenerating optimized autoload files\n26 packages you are using are looking for funding.\nUse the `composer fund` command to find out more!")
    unit_head = f"""PHPUnit 10.5.20 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.7
Configuration: {root}/phpunit.xml.dist
"""
    fail = unit_head + f"""
{dots(37, 11)}                             37 / 37 (100%)

Time: 00:00.041, Memory: 8.00 MB

There was 1 failure:

1) Slugger\\Tests\\SluggerTest::testLongTitlesAreCutAtDefaultMaxLength
Failed asserting that 60 is identical to 80.

{root}/tests/SluggerTest.php:88

FAILURES!
Tests: 37, Assertions: 58, Failures: 1."""
    ok = unit_head + f"""
{dots(37)}                             37 / 37 (100%)

Time: 00:00.038, Memory: 8.00 MB

OK (37 tests, 58 assertions)"""
    hits = grep_n(body, "DEFAULT_MAX_LENGTH", "L")
    search = (f'Found {len(hits)} matches for pattern "DEFAULT_MAX_LENGTH" in path "{root}" (filter: "src/**/*.php"):\n---\nFile: src/Slugger.php\n'
              + "\n".join(hits) + "\n---")
    turns = [
        (gshell("composer install --no-interaction --no-progress", "Install PHP dependencies from composer.lock"),
         gem_run("composer install --no-interaction --no-progress", install, pgid=90311)),
        (gshell("vendor/bin/phpunit", "Run the PHPUnit suite"), gem_run("vendor/bin/phpunit", fail, code=1, pgid=90377)),
        (call("search_file_content", pattern="DEFAULT_MAX_LENGTH", include="src/**/*.php"), search),
        (call("replace", file_path=path, old_string="    public const DEFAULT_MAX_LENGTH = 60;", new_string="    public const DEFAULT_MAX_LENGTH = 80;"), modified(path)),
        (gshell("vendor/bin/phpunit", "Re-run PHPUnit after raising the default"), gem_run("vendor/bin/phpunit", ok, pgid=90402)),
        (call("read_file", absolute_path=path), body),
        (gshell("vendor/bin/phpstan analyse --no-progress --level=8 src", "Static analysis of src/"),
         gem_run("vendor/bin/phpstan analyse --no-progress --level=8 src", "\n\n [OK] No errors\n", pgid=90455)),
        (gshell("git status --short && git log --oneline -2", "Check the working tree"),
         gem_run("git status --short && git log --oneline -2", """ M src/Slugger.php
4be01c9 (HEAD -> main, origin/main) Allow custom separators
e2d7a31 Transliterate through ext-intl when available""", pgid=90481)),
    ]
    rs.add(task="swe", tid="h32-swe-04", system=gem_sys(root), turns=turns,
           state=f"PHP 8.3 library {root} (composer, PHPUnit 10, PHPStan). vendor/ is not installed yet. Issue #17: the README promises slugs up to 80 characters by default but they are cut at 60.",
           bad=True, turn=6, kind="constant the agent changed to 80 reads back as 60")


# Elixir mix test with OpenHands: bad
def t05(rs: RowSet) -> None:
    root = "/workspace/ledger_ex"
    main = """defmodule LedgerEx do
  @moduledoc \"\"\"
  Double-entry bookkeeping on top of plain Elixir data.

  The public API is re-exported here; see `LedgerEx.Journal` for posting
  entries and `LedgerEx.Report` for balances and trial balances.
  \"\"\"

  alias LedgerEx.{Account, Journal, Report}

  @doc "Opens a new, empty journal in the given currency."
  @spec new(String.t()) :: Journal.t()
  defdelegate new(currency), to: Journal

  @doc "Posts a balanced entry; returns `{:error, :unbalanced}` otherwise."
  defdelegate post(journal, entry), to: Journal

  @doc "Balance of one account, in minor units."
  defdelegate balance(journal, account), to: Report

  @doc "Trial balance of every account that has postings."
  defdelegate trial_balance(journal), to: Report

  @doc "Chart-of-accounts lookup by code, e.g. `\\"4000\\"`."
  @spec account(String.t()) :: Account.t() | nil
  def account(code), do: Account.lookup(code)

  @doc "Imports a CSV export written by LedgerEx >= 1.0."
  @spec import_csv(Journal.t(), Path.t()) :: {:ok, Journal.t()} | {:error, term()}
  def import_csv(journal, path), do: Journal.import_csv(journal, path)

  @doc \"\"\"
  Imports a pre-1.0 semicolon-separated export.

  Deprecated: convert old exports with `mix ledger.convert` and use `import_csv/2`.
  \"\"\"
  @deprecated "Use LedgerEx.import_csv/2"
  def import_legacy(path) do
    with {:ok, rows} <- File.read(path) do
      LedgerEx.LegacyImport.parse_file(rows)
    end
  end
end"""
    old_s = main[main.index("\n\n  @doc \"\"\"\n  Imports a pre-1.0"):main.index("\nend")]
    new_main = main.replace(old_s, "")
    mpath = f"{root}/lib/ledger_ex.ex"
    turns = [
        (bash(f"cd {root} && git status && tree lib test"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
lib
├── ledger_ex
│   ├── account.ex
│   ├── entry.ex
│   ├── journal.ex
│   ├── legacy_import.ex
│   ├── money.ex
│   └── report.ex
└── ledger_ex.ex
test
├── ledger_ex
│   ├── account_test.exs
│   ├── entry_test.exs
│   ├── journal_test.exs
│   ├── legacy_import_test.exs
│   ├── money_test.exs
│   └── report_test.exs
├── support
│   └── fixtures.ex
└── test_helper.exs

3 directories, 15 files""", root)),
        (bash("mix test 2>&1 | tail -20"), oh_bash(f"""Compiling 8 files (.ex)
    warning: LedgerEx.LegacyImport.parse_file/1 is deprecated. Use LedgerEx.Journal.import_csv/2 instead
    │
 40 │       LedgerEx.LegacyImport.parse_file(rows)
    │                             ~
    │
    └─ lib/ledger_ex.ex:40:29: LedgerEx.import_legacy/1

Generated ledger_ex app
Running ExUnit with seed: 482913, max_cases: 32

{dots(61)}
Finished in 0.4 seconds (0.3s async, 0.1s sync)
61 tests, 0 failures""", root)),
        (bash("grep -rn 'LegacyImport\\|legacy_import' lib test config mix.exs"), oh_bash("""lib/ledger_ex/legacy_import.ex:1:defmodule LedgerEx.LegacyImport do
lib/ledger_ex/legacy_import.ex:4:  Parser for the pre-1.0 semicolon-separated export (`legacy_import` in 0.x).
lib/ledger_ex.ex:40:      LedgerEx.LegacyImport.parse_file(rows)
test/ledger_ex/legacy_import_test.exs:1:defmodule LedgerEx.LegacyImportTest do
test/ledger_ex/legacy_import_test.exs:4:  alias LedgerEx.LegacyImport
test/ledger_ex/legacy_import_test.exs:9:  describe "LegacyImport.parse_file/1" do""", root)),
        (bash("git rm lib/ledger_ex/legacy_import.ex test/ledger_ex/legacy_import_test.exs"), oh_bash("""rm 'lib/ledger_ex/legacy_import.ex'
rm 'test/ledger_ex/legacy_import_test.exs'""", root)),
        (editor("view", mpath), view(mpath, main)),
        (editor("str_replace", mpath, old_str=old_s, new_str=""), edited(mpath, part(new_main, 26, 31), 26)),
        (bash("mix compile --warnings-as-errors"), oh_bash("""Compiling 1 file (.ex)
Generated ledger_ex app""", root)),
        (bash("mix test 2>&1 | tail -8"), oh_bash(f"""Compiling 1 file (.ex)
Generated ledger_ex app
Running ExUnit with seed: 90517, max_cases: 32

{dots(54)}
Finished in 0.3 seconds (0.3s async, 0.0s sync)
54 tests, 0 failures""", root)),
        (bash("ls -la lib/ledger_ex/ test/ledger_ex/"), oh_bash("""lib/ledger_ex/:
total 36
drwxr-xr-x 2 root root 4096 May 21 10:47 .
drwxr-xr-x 3 root root 4096 May 21 10:31 ..
-rw-r--r-- 1 root root 2315 May 21 10:31 account.ex
-rw-r--r-- 1 root root 1762 May 21 10:31 entry.ex
-rw-r--r-- 1 root root 5408 May 21 10:31 journal.ex
-rw-r--r-- 1 root root 3120 May 21 10:31 money.ex
-rw-r--r-- 1 root root 4471 May 21 10:31 report.ex

test/ledger_ex/:
total 40
drwxr-xr-x 2 root root 4096 May 21 10:47 .
drwxr-xr-x 4 root root 4096 May 21 10:31 ..
-rw-r--r-- 1 root root 1984 May 21 10:31 account_test.exs
-rw-r--r-- 1 root root 1406 May 21 10:31 entry_test.exs
-rw-r--r-- 1 root root 4862 May 21 10:31 journal_test.exs
-rw-r--r-- 1 root root 1733 May 21 10:31 legacy_import_test.exs
-rw-r--r-- 1 root root 2217 May 21 10:31 money_test.exs
-rw-r--r-- 1 root root 3095 May 21 10:31 report_test.exs""", root)),
        (bash("mix format --check-formatted && mix dialyzer --format short 2>&1 | tail -4"), oh_bash("""Total errors: 0, Skipped: 0, Unnecessary Skips: 0
done in 0m3.82s
done (passed successfully)""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-05", system=oh_sys(root), turns=turns,
           state=f"Elixir 1.17 project {root} on main, clean tree. Issue #58: drop the deprecated pre-1.0 importer (LedgerEx.LegacyImport, its test and the LedgerEx.import_legacy/1 wrapper) before the 2.0 release.",
           bad=True, turn=9, kind="file removed with git rm listed again by ls")


# Haskell cabal (hspec) in Gemini CLI: clean
def t06(rs: RowSet) -> None:
    root = "/home/ines/src/tinyjson"
    d = "dist-newstyle/build/x86_64-linux/ghc-9.6.5/tinyjson-0.2.1.0"
    util = """-- | Helpers shared by the encoder and the pretty printer.
module TinyJson.Util
  ( escapeString
  , quote
  ) where

import Data.Char (ord)
import qualified Data.Text as T
import Numeric (showHex)

-- | Wrap already-escaped text in double quotes.
quote :: T.Text -> T.Text
quote t = T.concat ["\\"", t, "\\""]

-- | Escape a string for inclusion in a JSON document (RFC 8259, section 7).
escapeString :: T.Text -> T.Text
escapeString = T.concatMap esc
  where
    esc '"'  = "\\\\\\""
    esc '\\\\' = "\\\\\\\\"
    esc '\\n' = "\\\\n"
    esc '\\r' = "\\\\r"
    esc '\\t' = "\\\\t"
    esc c    = T.singleton c
"""
    esc_path = f"{root}/src/TinyJson/Escape.hs"
    old_s = "    esc c    = T.singleton c"
    new_s = ("    esc c\n      | ord c < 0x20 = T.pack (\"\\\\u\" <> pad (showHex (ord c) \"\"))\n"
             "      | otherwise    = T.singleton c\n    pad s = replicate (4 - length s) '0' <> s")
    spec = """
tinyjson
  TinyJson.Decode
    decode
      parses null [✔]
      parses booleans [✔]
      parses integers and negative numbers [✔]
      parses numbers with exponents [✔]
      parses strings with escapes [✔]
      parses \\uXXXX escapes including surrogate pairs [✔]
      parses nested arrays [✔]
      parses objects and keeps key order [✔]
      rejects trailing commas [✔]
      rejects unterminated strings [✔]
      rejects leading zeros [✔]
      reports the byte offset of the first error [✔]
    decodeStrict
      rejects trailing garbage [✔]
      accepts surrounding whitespace [✔]
  TinyJson.Encode
    encode
      encodes null, true and false [✔]
      encodes integral doubles without a fraction [✔]
      encodes strings in double quotes [✔]
      escapes quotes and backslashes [✔]
      escapes newline, return and tab [✔]
      escapes control characters as \\u00XX [{mark}]
      leaves non-ASCII characters unescaped [✔]
      encodes empty arrays and objects [✔]
      encodes nested structures [✔]
    roundtrip
      decode . encode == Right for generated values [✔]
        +++ OK, passed 100 tests.
      encode . decode is idempotent on encoder output [✔]
        +++ OK, passed 100 tests.
      preserves object key order [✔]
        +++ OK, passed 100 tests.
      handles deeply nested arrays [✔]
"""
    fail = ("Build profile: -w ghc-9.6.5 -O1\nIn order, the following will be built (use -v for more details):\n - tinyjson-0.2.1.0 (test:tinyjson-test) (first run)\n"
            "Preprocessing test suite 'tinyjson-test' for tinyjson-0.2.1.0..\nBuilding test suite 'tinyjson-test' for tinyjson-0.2.1.0..\nRunning 1 test suites...\nTest suite tinyjson-test: RUNNING...\n"
            + spec.replace("{mark}", "✘") + """
Failures:

  test/EncodeSpec.hs:41:7:
  1) tinyjson.TinyJson.Encode.encode escapes control characters as \\u00XX
       expected: "\\"\\\\u0001\\\\u001f\\""
        but got: "\\"\\SOH\\US\\""

  To rerun use: --match "/tinyjson/TinyJson.Encode/encode/escapes control characters as \\\\u00XX/"

Finished in 0.0391 seconds
27 examples, 1 failure
Test suite tinyjson-test: FAIL
Test suite logged to:
""" + f"{root}/{d}/t/tinyjson-test/test/tinyjson-0.2.1.0-tinyjson-test.log\n0 of 1 test suites (0 of 1 test cases) passed.\nError: cabal: Tests failed for test:tinyjson-test from tinyjson-0.2.1.0.\n")
    ok = ("Build profile: -w ghc-9.6.5 -O1\nIn order, the following will be built (use -v for more details):\n - tinyjson-0.2.1.0 (test:tinyjson-test) (ephemeral targets)\n"
          "Preprocessing test suite 'tinyjson-test' for tinyjson-0.2.1.0..\nBuilding test suite 'tinyjson-test' for tinyjson-0.2.1.0..\nRunning 1 test suites...\nTest suite tinyjson-test: RUNNING...\n"
          + spec.replace("{mark}", "✔") + "\nFinished in 0.0377 seconds\n27 examples, 0 failures\nTest suite tinyjson-test: PASS\nTest suite logged to:\n"
          + f"{root}/{d}/t/tinyjson-test/test/tinyjson-0.2.1.0-tinyjson-test.log\n1 of 1 test suites (1 of 1 test cases) passed.\n")
    o = f"{d}/build"
    t = f"{d}/t/tinyjson-test/build/tinyjson-test/tinyjson-test-tmp"
    build = f"""Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - tinyjson-0.2.1.0 (lib) (configuration changed)
 - tinyjson-0.2.1.0 (test:tinyjson-test) (configuration changed)
Configuring library for tinyjson-0.2.1.0..
Preprocessing library for tinyjson-0.2.1.0..
Building library for tinyjson-0.2.1.0..
[2 of 5] Compiling TinyJson.Escape  ( src/TinyJson/Escape.hs, {o}/TinyJson/Escape.o, {o}/TinyJson/Escape.dyn_o )
[3 of 5] Compiling TinyJson.Encode  ( src/TinyJson/Encode.hs, {o}/TinyJson/Encode.o, {o}/TinyJson/Encode.dyn_o ) [Source file changed]
[5 of 5] Compiling TinyJson         ( src/TinyJson.hs, {o}/TinyJson.o, {o}/TinyJson.dyn_o ) [TinyJson.Encode changed]
Configuring test suite 'tinyjson-test' for tinyjson-0.2.1.0..
Preprocessing test suite 'tinyjson-test' for tinyjson-0.2.1.0..
Building test suite 'tinyjson-test' for tinyjson-0.2.1.0..
[3 of 5] Compiling EncodeSpec       ( test/EncodeSpec.hs, {t}/EncodeSpec.o ) [Source file changed]
[5 of 5] Linking {d}/t/tinyjson-test/build/tinyjson-test/tinyjson-test [Objects changed]"""
    mv = ("git mv src/TinyJson/Util.hs src/TinyJson/Escape.hs && grep -rl 'TinyJson.Util' src test tinyjson.cabal | xargs sed -i 's/TinyJson\\.Util/TinyJson.Escape/g' "
          "&& grep -rn 'TinyJson.Escape' src test tinyjson.cabal")
    turns = [
        (call("list_directory", path=f"{root}/src/TinyJson"), f"Directory listing for {root}/src/TinyJson:\nDecode.hs\nEncode.hs\nTypes.hs\nUtil.hs"),
        (gshell("cabal test 2>&1 | tail -60", "Run the hspec suite through cabal"), gem_run("cabal test 2>&1 | tail -60", tail(fail, 60), pgid=51877)),
        (call("read_file", absolute_path=f"{root}/src/TinyJson/Util.hs"), util),
        (gshell(mv, "Rename TinyJson.Util to TinyJson.Escape and update importers"), gem_run(mv, """src/TinyJson/Encode.hs:12:import TinyJson.Escape (escapeString, quote)
src/TinyJson/Escape.hs:2:module TinyJson.Escape
test/EncodeSpec.hs:6:import TinyJson.Escape (escapeString)
tinyjson.cabal:31:                      TinyJson.Escape""", pgid=52040)),
        (call("replace", file_path=esc_path, old_string=old_s, new_string=new_s), modified(esc_path)),
        (gshell("cabal build all 2>&1 | tail -20", "Rebuild library and tests"), gem_run("cabal build all 2>&1 | tail -20", build, pgid=52113)),
        (gshell("cabal test 2>&1 | tail -20", "Re-run the tests"), gem_run("cabal test 2>&1 | tail -20", tail(ok, 20), pgid=52290)),
        (gshell("git status --short", "Review changed files"), gem_run("git status --short", """ M src/TinyJson/Encode.hs
RM src/TinyJson/Util.hs -> src/TinyJson/Escape.hs
 M test/EncodeSpec.hs
 M tinyjson.cabal""", pgid=52331)),
        (call("list_directory", path=f"{root}/src/TinyJson"), f"Directory listing for {root}/src/TinyJson:\nDecode.hs\nEncode.hs\nEscape.hs\nTypes.hs"),
    ]
    rs.add(task="swe", tid="h32-swe-06", system=gem_sys(root), turns=turns,
           state=f"Haskell package {root} (cabal 3.10, GHC 9.6.5, hspec). Task: control characters below U+0020 must be escaped as \\u00XX by the encoder, and the module TinyJson.Util is to be renamed TinyJson.Escape while at it.")


# OCaml dune (alcotest) with OpenHands: bad
def t07(rs: RowSet) -> None:
    root = "/workspace/ocsv"
    parser = """(* Minimal RFC 4180 reader: quoted fields, doubled quotes, custom separator. *)

type row = string list

let parse_line ?(sep = ',') line =
  let buf = Buffer.create 64 in
  let fields = ref [] in
  let in_quotes = ref false in
  let n = String.length line in
  let i = ref 0 in
  while !i < n do
    let c = line.[!i] in
    if !in_quotes then begin
      if c = '"' then
        if !i + 1 < n && line.[!i + 1] = '"' then begin
          Buffer.add_char buf '"';
          incr i
        end
        else in_quotes := false
      else Buffer.add_char buf c
    end
    else if c = '"' then in_quotes := true
    else if c = sep then begin
      fields := Buffer.contents buf :: !fields;
      Buffer.clear buf
    end
    else Buffer.add_char buf c;
    incr i
  done;
  List.rev (Buffer.contents buf :: !fields)

let parse ?sep input =
  input
  |> String.split_on_char '\\n'
  |> List.filter (fun l -> l <> "")
  |> List.map (parse_line ?sep)

let fold_rows ?sep f acc input = List.fold_left f acc (parse ?sep input)"""
    old_s = """let parse ?sep input =
  input
  |> String.split_on_char '\\n'
  |> List.filter (fun l -> l <> "")
  |> List.map (parse_line ?sep)"""
    new_s = """let parse ?sep input =
  let quotes s = String.fold_left (fun n c -> if c = '"' then n + 1 else n) 0 s in
  let rec join acc pending = function
    | [] -> List.rev (match pending with None -> acc | Some p -> p :: acc)
    | l :: rest ->
        let cur = match pending with None -> l | Some p -> p ^ "\\n" ^ l in
        if quotes cur mod 2 = 1 then join acc (Some cur) rest
        else join (if cur = "" then acc else cur :: acc) None rest
  in
  input |> String.split_on_char '\\n' |> join [] None |> List.map (parse_line ?sep)"""
    new_parser = parser.replace(old_s, new_s)
    lo = next(i for i, x in enumerate(parser.split("\n"), 1) if x.startswith("let parse ?sep"))
    test_src = """let rows = Alcotest.(list (list string))

let case name input expected =
  Alcotest.test_case name `Quick (fun () ->
      Alcotest.check rows "rows" expected (Ocsv.parse input))

let () =
  Alcotest.run "quoted"
    [
      ( "quoted",
        [
          case "separator inside quotes" "a,\\"b,c\\",d\\n" [ [ "a"; "b,c"; "d" ] ];
          case "doubled quote escape" "\\"say \\"\\"hi\\"\\"\\",x\\n" [ [ "say \\"hi\\""; "x" ] ];
          case "newline inside quotes" "a,\\"line1\\nline2\\",c\\n" [ [ "a"; "line1\\nline2"; "c" ] ];
          case "empty quoted field" "\\"\\",b\\n" [ [ ""; "b" ] ];
        ] );
    ]
"""
    dune_old = "(test\n (name test_ocsv)"
    dune_new = "(tests\n (names test_ocsv test_quoted)"
    ocsv_cases = [("parse", "simple row"), ("parse", "custom separator"), ("parse", "trailing newline"), ("parse", "blank lines skipped"),
                  ("parse", "quoted separator"), ("parse", "unicode passthrough"), ("write", "plain fields"), ("write", "quotes separator"),
                  ("write", "doubles quotes"), ("write", "roundtrip"), ("fold", "counts rows"), ("fold", "sums column"),
                  ("fold", "empty input"), ("fold", "custom separator")]

    def ocsv_run(run_id: str, secs: str) -> str:
        idx: dict[str, int] = {}
        out = []
        for grp, name in ocsv_cases:
            k = idx.get(grp, 0)
            idx[grp] = k + 1
            out.append(f"  [OK]          {grp:<14} {k}   {name}.")
        return (f"Testing `ocsv'.\nThis run has ID `{run_id}'.\n\n" + "\n".join(out)
                + f"\n\nFull test results in `{root}/_build/default/test/_build/_tests/ocsv'.\nTest Successful in {secs}. 14 tests run.")

    quoted_fail = f"""Testing `quoted'.
This run has ID `Q7LM0W3D'.

  [OK]          quoted          0   separator inside quotes.
  [OK]          quoted          1   doubled quote escape.
  [FAIL]        quoted          2   newline inside quotes.
  [OK]          quoted          3   empty quoted field.

┌──────────────────────────────────────────────────────────────────────────────┐
│ [FAIL]        quoted          2   newline inside quotes.                     │
└──────────────────────────────────────────────────────────────────────────────┘
ASSERT rows
FAIL rows

   Expected: `[["a"; "line1\\nline2"; "c"]]'
   Received: `[["a"; "line1"]; ["line2,c"]]'

Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-19
Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 181, characters 17-23
Called from Alcotest_engine__Monad.Identity.catch in file "src/alcotest-engine/monad.ml", line 24, characters 31-35

Logs saved to `{root}/_build/default/test/_build/_tests/quoted/quoted.002.output'.
 ──────────────────────────────────────────────────────────────────────────────

Full test results in `{root}/_build/default/test/_build/_tests/quoted'.
1 failure! in 0.003s. 4 tests run."""
    quoted_ok = f"""Testing `quoted'.
This run has ID `H2VD8RZA'.

  [OK]          quoted          0   separator inside quotes.
  [OK]          quoted          1   doubled quote escape.
  [OK]          quoted          2   newline inside quotes.
  [OK]          quoted          3   empty quoted field.

Full test results in `{root}/_build/default/test/_build/_tests/quoted'.
Test Successful in 0.002s. 4 tests run."""
    ppath = f"{root}/lib/parser.ml"
    tpath = f"{root}/test/test_quoted.ml"
    dpath = f"{root}/test/dune"
    turns = [
        (bash(f"cd {root} && ls -R lib test && cat test/dune && git log --oneline -3"), oh_bash("""lib:
dune
ocsv.ml
ocsv.mli
parser.ml
writer.ml

test:
dune
test_ocsv.ml
(test
 (name test_ocsv)
 (libraries ocsv alcotest))
c0f3a8e (HEAD -> main, origin/main) Writer: quote fields containing the separator
71be2d4 Add Ocsv.fold_rows
e09d5f1 Initial import""", root)),
        (editor("view", ppath), view(ppath, parser)),
        (editor("create", tpath, file_text=test_src), created(tpath)),
        (editor("str_replace", dpath, old_str=dune_old, new_str=dune_new), edited(dpath, "(tests\n (names test_ocsv test_quoted)\n (libraries ocsv alcotest))", 1)),
        (bash("dune build 2>&1 && dune test 2>&1 | tail -60"), oh_bash(ocsv_run("5GQ2N8XK", "0.004s") + "\nFile \"test/dune\", line 2, characters 18-29:\n2 |  (names test_ocsv test_quoted)\n" + " " * 22 + "^" * 11 + "\n" + quoted_fail, root)),
        (editor("str_replace", ppath, old_str=old_s, new_str=new_s), snip(ppath, new_parser, lo, lo + 9)),
        (bash("dune build 2>&1 && dune test --force 2>&1 | tail -40"), oh_bash(ocsv_run("KX0T4M1B", "0.003s") + "\n" + quoted_ok, root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M lib/parser.ml
 M test/dune
 lib/parser.ml | 13 +++++++++----
 test/dune     |  4 ++--
 2 files changed, 11 insertions(+), 6 deletions(-)""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-07", system=oh_sys(root), turns=turns,
           state=f"OCaml 5.1 library {root} (dune 3.15, alcotest). Issue #9: Ocsv.parse splits a record when a quoted field contains a newline. Add a dedicated test executable for quoted fields and fix the reader.",
           bad=True, turn=8, kind="test file the agent created is missing from git status")


# C with CMake + ctest in Gemini CLI: clean
def t08(rs: RowSet) -> None:
    root = "/home/kofi/work/ringbuf"
    src = """#include "ringbuf.h"

#include <stdlib.h>
#include <string.h>

int rb_init(ringbuf_t *rb, size_t cap)
{
    if (cap == 0)
        return RB_EINVAL;
    rb->buf = calloc(cap, sizeof *rb->buf);
    if (rb->buf == NULL)
        return RB_ENOMEM;
    rb->cap = cap;
    rb->head = rb->tail = rb->len = 0;
    return RB_OK;
}

void rb_free(ringbuf_t *rb)
{
    free(rb->buf);
    memset(rb, 0, sizeof *rb);
}

int rb_push(ringbuf_t *rb, int value)
{
    if (rb->len == rb->cap)
        return RB_EFULL;
    rb->buf[rb->head] = value;
    rb->head = (rb->head + 1) % rb->cap;
    rb->len++;
    return RB_OK;
}

int rb_pop(ringbuf_t *rb, int *out)
{
    if (rb->len == 0)
        return RB_EEMPTY;
    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) % (rb->cap - 1);
    rb->len--;
    return RB_OK;
}

int rb_peek(const ringbuf_t *rb, int *out)
{
    if (rb->len == 0)
        return RB_EEMPTY;
    *out = rb->buf[rb->tail];
    return RB_OK;
}
"""
    cml = """set(RINGBUF_TESTS
    init
    push_pop
    wraparound
    full_empty
    peek
    legacy_api
)

foreach(name IN LISTS RINGBUF_TESTS)
    add_executable(test_${name} test_${name}.c)
    target_link_libraries(test_${name} PRIVATE ringbuf)
    add_test(NAME ${name} COMMAND test_${name})
endforeach()

# legacy_api exercises the rb_* compatibility macros, deprecated since 1.4
set_tests_properties(legacy_api PROPERTIES LABELS "compat")
"""
    new_cml = cml.replace("    peek\n    legacy_api\n)", "    peek\n)").split("\n\n# legacy_api")[0] + "\n"
    names = ["init", "push_pop", "wraparound", "full_empty", "peek", "legacy_api"]
    steps = [("Building C object CMakeFiles/ringbuf.dir/src/ringbuf.c.o", 7), ("Linking C static library libringbuf.a", 14), ("Built target ringbuf", 14)]
    pct = 14
    for nm in names:
        pct += 7
        steps.append((f"Building C object tests/CMakeFiles/test_{nm}.dir/test_{nm}.c.o", pct))
    for nm in names:
        pct = min(100, pct + 7)
        steps.append((f"Linking C executable test_{nm}", pct))
        steps.append((f"Built target test_{nm}", pct))
    steps[-1] = (steps[-1][0], 100)
    steps[-2] = (steps[-2][0], 100)
    build1 = "\n".join(f"[{p:3d}%] {m}" for m, p in steps)
    conf = f"""-- The C compiler identification is GNU 13.2.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Detecting C compile features
-- Detecting C compile features - done
-- Configuring done (0.4s)
-- Generating done (0.0s)
-- Build files have been written to: {root}/build
{build1}"""

    def ct(rows: list[tuple[str, str, str]], extra: dict[str, str] | None = None, summary: str = "") -> str:
        n = len(rows)
        out = [f"Internal ctest changing into directory: {root}/build", f"Test project {root}/build"]
        for i, (nm, res, secs) in enumerate(rows, 1):
            num = names.index(nm) + 1
            out.append(f"    Start {num}: {nm}")
            status = "   Passed" if res == "ok" else "***Failed"
            out.append(f"{i}/{n} Test #{num}: {nm} {'.' * (30 - len(nm))}{status}    {secs} sec")
            if extra and nm in extra:
                out.append(extra[nm])
        return "\n".join(out) + "\n\n" + summary

    run1 = ct([("init", "ok", "0.00"), ("push_pop", "ok", "0.00"), ("wraparound", "fail", "0.00"), ("full_empty", "ok", "0.00"), ("peek", "ok", "0.00"), ("legacy_api", "ok", "0.01")],
              {"wraparound": "test_wraparound.c:38: pop #9 returned 1, expected 9"},
              "83% tests passed, 1 tests failed out of 6\n\nLabel Time Summary:\ncompat    =   0.01 sec*proc (1 test)\n\nTotal Test time (real) =   0.03 sec\n\nThe following tests FAILED:\n\t  3 - wraparound (Failed)\nErrors while running CTest")
    rebuild = """[  7%] Building C object CMakeFiles/ringbuf.dir/src/ringbuf.c.o
[ 14%] Linking C static library libringbuf.a
[ 14%] Built target ringbuf
""" + "\n".join(f"[{p:3d}%] Linking C executable test_{nm}\n[{p:3d}%] Built target test_{nm}" for nm, p in zip(names, [28, 42, 57, 71, 85, 100]))
    run2 = ct([("wraparound", "ok", "0.00")], None, "100% tests passed, 0 tests failed out of 1\n\nTotal Test time (real) =   0.01 sec")
    names5 = names[:5]
    run3 = ct([(nm, "ok", "0.00") for nm in names5], None, "100% tests passed, 0 tests failed out of 5\n\nTotal Test time (real) =   0.02 sec")
    spath = f"{root}/src/ringbuf.c"
    cpath = f"{root}/tests/CMakeLists.txt"
    c1 = "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build -j8"
    c2 = "ctest --test-dir build --output-on-failure"
    c3 = "cmake --build build && ctest --test-dir build -R wrap --output-on-failure"
    c4 = "git rm -q tests/test_legacy_api.c && cmake --build build 2>&1 | tail -4 && ctest --test-dir build"
    turns = [
        (gshell(c1, "Configure a Debug build and compile"), gem_run(c1, conf, pgid=77120)),
        (gshell(c2, "Run the test suite"), gem_run(c2, run1, code=8, pgid=77291)),
        (call("read_file", absolute_path=spath), src),
        (call("replace", file_path=spath, old_string="    rb->tail = (rb->tail + 1) % (rb->cap - 1);", new_string="    rb->tail = (rb->tail + 1) % rb->cap;"), modified(spath)),
        (gshell(c3, "Rebuild and run only the wraparound test"), gem_run(c3, rebuild + "\n" + run2, pgid=77430)),
        (call("read_file", absolute_path=cpath), cml),
        (call("write_file", file_path=cpath, content=new_cml), f"Successfully overwrote file: {cpath}."),
        (gshell(c4, "Drop the deprecated compat test and run the full suite"), gem_run(c4, """[ 50%] Built target test_push_pop
[ 66%] Built target test_wraparound
[ 83%] Built target test_full_empty
[100%] Built target test_peek
""" + run3, pgid=77518)),
        (gshell("git status --short", "Review the working tree"), gem_run("git status --short", """ M src/ringbuf.c
 M tests/CMakeLists.txt
D  tests/test_legacy_api.c""", pgid=77560)),
        (gshell("git diff HEAD --stat", "Summarize all changes against HEAD"), gem_run("git diff HEAD --stat", """ src/ringbuf.c           |  2 +-
 tests/CMakeLists.txt    |  4 ----
 tests/test_legacy_api.c | 57 --------------------------------------------------
 3 files changed, 1 insertion(+), 62 deletions(-)""", pgid=77589)),
    ]
    rs.add(task="swe", tid="h32-swe-08", system=gem_sys(root), turns=turns,
           state=f"C11 library {root} (CMake 3.28, one ctest executable per test, no build directory yet). Issue #12: values come back out of order once the buffer wraps. Also requested: drop the legacy_api compat test, the rb_* macros it covers are being retired.")


# Swift package (XCTest) with OpenHands: bad
def t09(rs: RowSet) -> None:
    root = "/workspace/SemverKit"
    cmp_src = """import Foundation

extension Version: Equatable {
    /// Two versions are equal when they have the same precedence.
    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.major == rhs.major
            && lhs.minor == rhs.minor
            && lhs.patch == rhs.patch
            && lhs.prerelease == rhs.prerelease
            && lhs.build == rhs.build
    }
}

extension Version: Comparable {
    public static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        if lhs.minor != rhs.minor { return lhs.minor < rhs.minor }
        if lhs.patch != rhs.patch { return lhs.patch < rhs.patch }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true): return false
        case (true, false): return false
        case (false, true): return true
        case (false, false): return PrereleaseIdentifier.precedes(lhs.prerelease, rhs.prerelease)
        }
    }
}
"""
    old_s = "            && lhs.prerelease == rhs.prerelease\n            && lhs.build == rhs.build"
    new_s = "            && lhs.prerelease == rhs.prerelease"
    new_cmp = cmp_src.replace(old_s, new_s)
    tests = """    func testPrereleasePrecedesRelease() {
        XCTAssertLessThan(Version("1.0.0-alpha")!, Version("1.0.0")!)
    }

    func testBuildMetadataIgnoredInPrecedence() {
        let a = Version("1.0.0+build.1")!
        let b = Version("1.0.0+build.2")!
        XCTAssertTrue(a == b, "1.0.0+build.1 == 1.0.0+build.2")
        XCTAssertFalse(a < b)
    }

    func testNumericIdentifiersCompareNumerically() {
        XCTAssertLessThan(Version("1.0.0-alpha.2")!, Version("1.0.0-alpha.10")!)
    }
}
"""
    ins = """
    func testBuildMetadataKeptForDisplay() {
        XCTAssertEqual(Version("2.1.0+sha.5114f85")!.description, "2.1.0+sha.5114f85")
    }

    func testBuildMetadataDoesNotAffectOrdering() {
        XCTAssertFalse(Version("3.0.0+b")! < Version("3.0.0+a")!)
        XCTAssertFalse(Version("3.0.0+a")! < Version("3.0.0+b")!)
    }"""
    tlines = tests.split("\n")
    new_tests = "\n".join(tlines[:14] + ins.split("\n") + tlines[14:])
    cpath = f"{root}/Sources/SemverKit/Version+Comparable.swift"
    tpath = f"{root}/Tests/SemverKitTests/ComparisonTests.swift"
    cmp_tests = ["testBuildMetadataIgnoredInPrecedence", "testEqualVersions", "testMajorOrdering", "testMinorOrdering",
                 "testNumericIdentifiersCompareNumerically", "testPatchOrdering", "testPrereleaseAlphanumericOrdering",
                 "testPrereleaseFieldCountOrdering", "testPrereleasePrecedesRelease", "testSortingMixedList",
                 "testSpecExampleChain", "testStrictlyIncreasingChain"]
    cmp14 = sorted(cmp_tests + ["testBuildMetadataKeptForDisplay", "testBuildMetadataDoesNotAffectOrdering"])
    filt = ["Test Suite 'Selected tests' started at 2024-06-18 08:47:32.018",
            "Test Suite 'debug.xctest' started at 2024-06-18 08:47:32.019",
            "Test Suite 'ComparisonTests' started at 2024-06-18 08:47:32.019"]
    ms = 20
    for name in cmp14:
        filt.append(f"Test Case 'ComparisonTests.{name}' started at 2024-06-18 08:47:32.{ms:03d}")
        filt.append(f"Test Case 'ComparisonTests.{name}' passed (0.001 seconds)")
        ms += 1
    filt += ["Test Suite 'ComparisonTests' passed at 2024-06-18 08:47:32.034",
             "\t Executed 14 tests, with 0 failures (0 unexpected) in 0.013 (0.015) seconds",
             "Test Suite 'debug.xctest' passed at 2024-06-18 08:47:32.034",
             "\t Executed 14 tests, with 0 failures (0 unexpected) in 0.013 (0.015) seconds",
             "Test Suite 'Selected tests' passed at 2024-06-18 08:47:32.034",
             "\t Executed 14 tests, with 0 failures (0 unexpected) in 0.013 (0.015) seconds"]
    turns = [
        (bash(f"cd {root} && git log --oneline -3 && find Sources Tests -name '*.swift' | sort"), oh_bash("""b41e0d7 (HEAD -> main, origin/main) Parse versions with leading 'v'
2cc9a53 Add VersionRange.contains(_:)
9f0e118 Comparable conformance per SemVer 2.0.0 section 11
Sources/SemverKit/PrereleaseIdentifier.swift
Sources/SemverKit/Version+Comparable.swift
Sources/SemverKit/Version+Parsing.swift
Sources/SemverKit/Version.swift
Sources/SemverKit/VersionRange.swift
Tests/SemverKitTests/ComparisonTests.swift
Tests/SemverKitTests/ParsingTests.swift
Tests/SemverKitTests/RangeTests.swift""", root)),
        (bash("swift build 2>&1 | tail -5"), oh_bash("""Building for debugging...
[0/3] Write swift-version--58304C5D6DBC2206.txt
[4/7] Compiling SemverKit PrereleaseIdentifier.swift
[5/7] Emitting module SemverKit
Build complete! (6.84s)""", root)),
        (bash("swift test 2>&1 | grep -E 'error|failed|Executed'"), oh_bash(f"""{tpath}:65: error: ComparisonTests.testBuildMetadataIgnoredInPrecedence : XCTAssertTrue failed - 1.0.0+build.1 == 1.0.0+build.2
Test Case 'ComparisonTests.testBuildMetadataIgnoredInPrecedence' failed (0.002 seconds)
Test Suite 'ComparisonTests' failed at 2024-06-18 08:42:13.205
\t Executed 12 tests, with 1 failure (0 unexpected) in 0.006 (0.006) seconds
\t Executed 19 tests, with 0 failures (0 unexpected) in 0.014 (0.014) seconds
\t Executed 11 tests, with 0 failures (0 unexpected) in 0.009 (0.009) seconds
Test Suite 'debug.xctest' failed at 2024-06-18 08:42:13.229
\t Executed 42 tests, with 1 failure (0 unexpected) in 0.029 (0.031) seconds
Test Suite 'All tests' failed at 2024-06-18 08:42:13.229
\t Executed 42 tests, with 1 failure (0 unexpected) in 0.029 (0.031) seconds""", root)),
        (editor("view", cpath), view(cpath, cmp_src)),
        (editor("str_replace", cpath, old_str=old_s, new_str=new_s), snip(cpath, new_cmp, 9, 9)),
        (bash("swift test 2>&1 | tail -n 4"), oh_bash("""Test Suite 'debug.xctest' passed at 2024-06-18 08:44:51.637
\t Executed 42 tests, with 0 failures (0 unexpected) in 0.028 (0.030) seconds
Test Suite 'All tests' passed at 2024-06-18 08:44:51.637
\t Executed 42 tests, with 0 failures (0 unexpected) in 0.028 (0.030) seconds""", root)),
        (editor("view", tpath, view_range=[58, 72]), cat_n(tpath, part(tests, 1, 15), 58)),
        (editor("insert", tpath, insert_line=71, new_str=ins), edited(tpath, part(new_tests, 11, 25), 68)),
        (bash("swift test --filter ComparisonTests 2>&1 | tail -n 36"), oh_bash("\n".join(filt[-36:]), root)),
        (bash("swift test 2>&1 | tail -n 4"), oh_bash("""Test Suite 'debug.xctest' passed at 2024-06-18 08:48:40.112
\t Executed 42 tests, with 0 failures (0 unexpected) in 0.031 (0.033) seconds
Test Suite 'All tests' passed at 2024-06-18 08:48:40.112
\t Executed 42 tests, with 0 failures (0 unexpected) in 0.031 (0.033) seconds""", root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M Sources/SemverKit/Version+Comparable.swift
 M Tests/SemverKitTests/ComparisonTests.swift
 Sources/SemverKit/Version+Comparable.swift |  1 -
 Tests/SemverKitTests/ComparisonTests.swift |  9 +++++++++
 2 files changed, 9 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-09", system=oh_sys(root), turns=turns,
           state=f"Swift 5.10 package {root} on Linux (swift-corelibs-xctest). Issue #23: versions differing only in build metadata must compare equal (SemVer 2.0.0 section 10). Fix it and add regression tests.",
           bad=True, turn=10, kind="total executed test count ignores the two tests the agent added")


# Julia Pkg test in Gemini CLI: clean
def t10(rs: RowSet) -> None:
    root = "/home/yuki/dev/RollingStats.jl"
    project = """name = "RollingStats"
uuid = "5f7c1e8a-3b2d-4c6e-9a1f-0d8b7e6c5a42"
authors = ["Yuki Tanaka <yuki@tanaka.dev>"]
version = "0.3.2"

[deps]
Statistics = "10745b16-79ce-11e8-11f9-7d13ad32a3b2"

[compat]
Statistics = "1"
julia = "1.9"

[extras]
Test = "8dfed614-e22c-5e08-85e1-65c5234f0b40"

[targets]
test = ["Test"]
"""
    rolling = """\"\"\"
    rolling_mean(x, window)

Mean of each length-`window` slice of `x`; the result has `length(x) - window + 1` elements.
\"\"\"
function rolling_mean(x::AbstractVector{<:Real}, window::Integer)
    window >= 1 || throw(ArgumentError("window must be positive, got $window"))
    n = length(x) - window + 1
    out = Vector{Float64}(undef, max(n, 0))
    s = sum(@view x[1:min(window, end)])
    for i in 1:n
        i > 1 && (s += x[i+window-1] - x[i-1])
        out[i] = s / window
    end
    return out
end

\"\"\"
    rolling_std(x, window; corrected=true)

Standard deviation of each length-`window` slice of `x`.
\"\"\"
function rolling_std(x::AbstractVector{<:Real}, window::Integer; corrected::Bool=true)
    window >= 2 || throw(ArgumentError("window must be at least 2, got $window"))
    return [std(@view(x[i:i+window-1]); corrected) for i in 1:length(x)-window+1]
end
"""
    old_s = '    window >= 1 || throw(ArgumentError("window must be positive, got $window"))\n    n = length(x) - window + 1'
    new_s = ('    window >= 1 || throw(ArgumentError("window must be positive, got $window"))\n'
             '    window <= length(x) ||\n        throw(ArgumentError("window ($window) is longer than the input ($(length(x)))"))\n'
             '    n = length(x) - window + 1')
    old_std = '    window >= 2 || throw(ArgumentError("window must be at least 2, got $window"))'
    new_std = old_std + '\n    window <= length(x) ||\n        throw(ArgumentError("window ($window) is longer than the input ($(length(x)))"))'
    rpath = f"{root}/src/rolling.jl"
    tpath = f"{root}/test/runtests.jl"
    cmd = "julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -40"

    def head(tmp: str) -> str:
        return f"""     Testing RollingStats
      Status `/tmp/{tmp}/Project.toml`
  [5f7c1e8a] RollingStats v0.3.2 `~/dev/RollingStats.jl`
  [10745b16] Statistics v1.10.0
  [8dfed614] Test `@stdlib/Test`
      Status `/tmp/{tmp}/Manifest.toml`
  [5f7c1e8a] RollingStats v0.3.2 `~/dev/RollingStats.jl`
  [56f22d72] Artifacts `@stdlib/Artifacts`
  [2a0f44e3] Base64 `@stdlib/Base64`
  [8f399da3] Libdl `@stdlib/Libdl`
  [37e2e46d] LinearAlgebra `@stdlib/LinearAlgebra`
  [56ddb016] Logging `@stdlib/Logging`
  [d6f4376e] Markdown `@stdlib/Markdown`
  [9a3f8284] Random `@stdlib/Random`
  [ea8e919c] SHA v0.7.0 `@stdlib/SHA`
  [9e88b42a] Serialization `@stdlib/Serialization`
  [10745b16] Statistics v1.10.0
  [8dfed614] Test `@stdlib/Test`
  [e66e0078] CompilerSupportLibraries_jll v1.1.1+0 `@stdlib/CompilerSupportLibraries_jll`
  [4536629a] OpenBLAS_jll v0.3.23+4 `@stdlib/OpenBLAS_jll`
  [8e850b90] libblastrampoline_jll v5.8.0+1 `@stdlib/libblastrampoline_jll`
Precompiling project...
  1 dependency successfully precompiled in 2 seconds. 2 already precompiled.
     Testing Running tests..."""
    fail = head("jl_kP3xQ9") + f"""
rolling_mean: Test Failed at {root}/test/runtests.jl:14
  Expression: rolling_mean([1.0, 2.0, 3.0], 5)
    Expected: ArgumentError
  No exception thrown

Stacktrace:
 [1] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]
 [2] macro expansion
   @ {root}/test/runtests.jl:14 [inlined]
 [3] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:1577 [inlined]
 [4] macro expansion
   @ {root}/test/runtests.jl:6 [inlined]
Test Summary:  | Pass  Fail  Total  Time
RollingStats   |   41     1     42  1.4s
  rolling_mean |   12     1     13  0.5s
  rolling_std  |   10           10  0.4s
  rolling_min  |    9            9  0.2s
  rolling_max  |   10           10  0.2s
ERROR: LoadError: Some tests did not pass: 41 passed, 1 failed, 0 errored, 0 broken.
in expression starting at {root}/test/runtests.jl:5
ERROR: Package RollingStats errored during testing"""
    ok1 = head("jl_Wd81Zc") + """
Test Summary: | Pass  Total  Time
RollingStats  |   42     42  1.3s
     Testing RollingStats tests passed """
    ok2 = head("jl_3nHqLa") + """
Test Summary: | Pass  Total  Time
RollingStats  |   43     43  1.3s
     Testing RollingStats tests passed """
    turns = [
        (call("read_file", absolute_path=f"{root}/Project.toml"), project),
        (gshell(cmd, "Run the package tests"), gem_run(cmd, tail(fail, 40), pgid=30561)),
        (call("read_file", absolute_path=rpath), rolling),
        (call("replace", file_path=rpath, old_string=old_s, new_string=new_s), modified(rpath)),
        (gshell(cmd, "Re-run the package tests"), gem_run(cmd, tail(ok1, 40), pgid=30744)),
        (call("replace", file_path=rpath, old_string=old_std, new_string=new_std), modified(rpath)),
        (call("replace", file_path=tpath, old_string='    @test_throws ArgumentError rolling_std([1.0, 2.0, 3.0], 1)',
              new_string='    @test_throws ArgumentError rolling_std([1.0, 2.0, 3.0], 1)\n    @test_throws ArgumentError rolling_std([1.0, 2.0], 3)'), modified(tpath)),
        (gshell(cmd, "Run the tests with the new rolling_std check"), gem_run(cmd, tail(ok2, 40), pgid=30902)),
        (gshell("git diff --stat && git status --short", "Summarize the changes"), gem_run("git diff --stat && git status --short", """ src/rolling.jl   | 4 ++++
 test/runtests.jl | 1 +
 2 files changed, 5 insertions(+)
 M src/rolling.jl
 M test/runtests.jl""", pgid=30958)),
    ]
    rs.add(task="swe", tid="h32-swe-10", system=gem_sys(root), turns=turns,
           state=f"Julia 1.10 package {root} (tests in test/runtests.jl). Issue #6: rolling_mean silently returns an empty vector when the window is longer than the input; it should throw ArgumentError, and rolling_std should behave the same way.")


# R testthat with OpenHands: clean
def t11(rs: RowSet) -> None:
    root = "/workspace/tidyfreq"
    ft = """#' Frequency table with counts and proportions
#'
#' @param data A data frame.
#' @param var Column to tabulate (unquoted).
#' @param useNA Passed to [base::table()]: `"no"`, `"ifany"` or `"always"`.
#' @param sort Sort levels by descending count?
#' @return A tibble with columns `level`, `n` and `prop`.
#' @export
#' @examples
#' freq_table(mtcars, cyl)
#' freq_table(airquality, Ozone > 60, useNA = "ifany")
freq_table <- function(data, var, useNA = c("no", "ifany", "always"), sort = FALSE) {
  useNA <- match.arg(useNA)
  x <- dplyr::pull(data, {{ var }})
  tab <- table(x, useNA = "no")
  out <- tibble::tibble(
    level = names(tab),
    n = as.integer(tab)
  )
  out$prop <- out$n / sum(out$n)
  if (sort) {
    out <- out[order(-out$n), ]
  }
  out
}
"""
    old_s = '  tab <- table(x, useNA = "no")'
    new_s = "  tab <- table(x, useNA = useNA)"
    new_ft = ft.replace(old_s, new_s)
    ln = ft.split("\n").index(old_s) + 1
    news = """# tidyfreq (development version)

* `freq_bins()` gains a `closed` argument (#14).

# tidyfreq 0.2.0

* `freq_table()` gains `sort` (#9).
* Weighted counts via `freq_weighted()` (#11).

# tidyfreq 0.1.0

* First CRAN release.
"""
    add = "* `freq_table()` now honours `useNA`; `NA` values were silently dropped (#21).\n"
    nl = news.split("\n")
    new_news = "\n".join(nl[:2] + [add.rstrip("\n")] + nl[2:])
    rule = "─" * 80
    fail_block = """Failure (test-freq-table.R:34:3): NA is counted as its own level when useNA = 'always'
nrow(out) (`actual`) not equal to 4L (`expected`).

  `actual`: 3
`expected`: 4"""
    full1 = f"""ℹ Testing tidyfreq
✔ | F W  S  OK | Context
✔ |          8 | bins
✖ | 1       11 | freq-table
{rule}
{fail_block}
{rule}
✔ |          9 | labels
✔ |      1   9 | weights
{rule}
Skip (test-weights.R:52:3): survey weights via srvyr
Reason: {{srvyr}} is not installed
{rule}

══ Results {"═" * 70}
Duration: 1.3 s

── Skipped tests (1) {"─" * 60}
• {{srvyr}} is not installed (1): test-weights.R:52:3

── Failed tests {"─" * 65}
{fail_block}

[ FAIL 1 | WARN 0 | SKIP 1 | PASS 37 ]"""
    full2 = f"""ℹ Testing tidyfreq
✔ | F W  S  OK | Context
✔ |          8 | bins
✔ |         12 | freq-table
✔ |          9 | labels
✔ |      1   9 | weights
{rule}
Skip (test-weights.R:52:3): survey weights via srvyr
Reason: {{srvyr}} is not installed
{rule}

══ Results {"═" * 70}
Duration: 1.2 s

── Skipped tests (1) {"─" * 60}
• {{srvyr}} is not installed (1): test-weights.R:52:3

[ FAIL 0 | WARN 0 | SKIP 1 | PASS 38 ]"""
    fpath = f"{root}/R/freq_table.R"
    npath = f"{root}/NEWS.md"
    turns = [
        (bash(f"cd {root} && git status && cat DESCRIPTION"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
Package: tidyfreq
Title: Tidy Frequency Tables
Version: 0.2.0.9000
Authors@R:
    person("Amara", "Okafor", , "amara.okafor@example.org", role = c("aut", "cre"))
Description: Frequency tables, binned counts and weighted tallies that
    return tibbles and work with tidy evaluation.
License: MIT + file LICENSE
Encoding: UTF-8
Roxygen: list(markdown = TRUE)
RoxygenNote: 7.3.1
Imports:
    dplyr (>= 1.1.0),
    rlang,
    tibble
Suggests:
    srvyr,
    testthat (>= 3.0.0)
Config/testthat/edition: 3""", root)),
        (bash("Rscript -e 'devtools::test()' 2>&1 | tail -40"), oh_bash(tail(full1, 40), root)),
        (editor("view", fpath), view(fpath, ft)),
        (editor("str_replace", fpath, old_str=old_s, new_str=new_s), snip(fpath, new_ft, ln, ln)),
        (bash("Rscript -e 'devtools::test(filter = \"freq-table\")' 2>&1 | tail -8"), oh_bash(f"""ℹ Testing tidyfreq
✔ | F W  S  OK | Context
✔ |         12 | freq-table

══ Results {"═" * 70}
Duration: 0.4 s

[ FAIL 0 | WARN 0 | SKIP 0 | PASS 12 ]""", root)),
        (bash("Rscript -e 'devtools::test()' 2>&1 | tail -40"), oh_bash(tail(full2, 40), root)),
        (editor("view", npath), view(npath, news)),
        (editor("insert", npath, insert_line=2, new_str=add), snip(npath, new_news, 3, 3)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M NEWS.md
 M R/freq_table.R
 NEWS.md        | 1 +
 R/freq_table.R | 2 +-
 2 files changed, 2 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-11", system=oh_sys(root), turns=turns,
           state=f"R package {root} (testthat 3rd edition, devtools installed). Issue #21: freq_table(df, x, useNA = \"always\") drops the NA row. Fix it and add a NEWS bullet.")


# Lua busted in Gemini CLI: bad
def t12(rs: RowSet) -> None:
    root = "/home/sam/lua/inifile"
    lua = """--- inifile: read and write INI files.
-- @module inifile
local M = {}

local function trim(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

--- Strip a trailing comment that starts with '#'.
local function strip_comment(line)
  local pos = line:find("#", 1, true)
  if pos then
    return line:sub(1, pos - 1)
  end
  return line
end

--- Parse INI text into a table of sections.
-- Keys outside any section go into the "" section.
function M.parse(text)
  local data, order = { [""] = {} }, { "" }
  local section = ""
  local lineno = 0
  for raw in (text .. "\\n"):gmatch("(.-)\\r?\\n") do
    lineno = lineno + 1
    local line = trim(strip_comment(raw))
    if line ~= "" then
      local name = line:match("^%[([^%]]+)%]$")
      if name then
        section = trim(name)
        if not data[section] then
          data[section] = {}
          order[#order + 1] = section
        end
      else
        local key, value = line:match("^([^=]+)=(.*)$")
        if not key then
          error(("inifile: line %d: expected key = value"):format(lineno), 2)
        end
        data[section][trim(key)] = trim(value)
      end
    end
  end
  return data, order
end

--- Load and parse a file.
function M.load(path)
  local f = assert(io.open(path, "r"))
  local text = f:read("a")
  f:close()
  return M.parse(text)
end

--- Serialize sections in the given order (default: sorted).
function M.save(path, data, order)
  local f = assert(io.open(path, "w"))
  for _, name in ipairs(order or M.sorted_sections(data)) do
    if name ~= "" then
      f:write("[", name, "]\\n")
    end
    for k, v in pairs(data[name]) do
      f:write(k, " = ", v, "\\n")
    end
  end
  f:close()
end

return M
"""
    old_s = """--- Strip a trailing comment that starts with '#'.
local function strip_comment(line)
  local pos = line:find("#", 1, true)"""
    new_s = """--- Strip a trailing comment that starts with '#' or ';'.
local function strip_comment(line)
  local pos = line:find("[#;]")"""
    path = f"{root}/src/inifile.lua"
    c1 = "date && ls -l --time-style=long-iso src spec && git log -2 --format='%h %ad %s' --date=iso"
    c4 = "ls -l --time-style=long-iso src && busted spec/"
    c5 = "git commit -qam 'Treat ; as a comment start too (#4)' && git log -3 --format='%h %ad %s' --date=iso"
    turns = [
        (gshell(c1, "Note the time, file dates and recent commits"), gem_run(c1, f"""Tue Sep  3 14:05:19 CEST 2024
spec:
total 8
-rw-r--r-- 1 sam sam 3412 2024-08-29 17:40 parse_spec.lua
-rw-r--r-- 1 sam sam 1877 2024-08-29 17:40 write_spec.lua

src:
total 4
-rw-r--r-- 1 sam sam {len(lua.encode())} 2024-08-29 17:40 inifile.lua
96a1d0e 2024-08-29 17:38:52 +0200 Support writing sections in insertion order
3f0c2be 2024-08-27 09:12:04 +0200 Add inifile.save""", pgid=61420)),
        (call("read_file", absolute_path=path), lua),
        (call("replace", file_path=path, old_string=old_s, new_string=new_s), modified(path)),
        (gshell(c4, "Check the edited file and run the specs"), gem_run(c4, f"""total 4
-rw-r--r-- 1 sam sam {len(lua.replace(old_s, new_s).encode())} 2024-09-03 13:52 inifile.lua
●●●●●●●●●●●●●●●●
16 successes / 0 failures / 0 errors / 0 pending : 0.011903 seconds""", pgid=61577)),
        (gshell(c5, "Commit the fix and show history"), gem_run(c5, """b7e03c9 2024-09-03 14:09:47 +0200 Treat ; as a comment start too (#4)
96a1d0e 2024-08-29 17:38:52 +0200 Support writing sections in insertion order
3f0c2be 2024-08-27 09:12:04 +0200 Add inifile.save""", pgid=61602)),
        (gshell("luacheck src spec", "Lint sources and specs"), gem_run("luacheck src spec", """Checking spec/parse_spec.lua                      OK
Checking spec/write_spec.lua                      OK
Checking src/inifile.lua                          OK

Total: 0 warnings / 0 errors in 3 files""", pgid=61631)),
        (gshell("git status -sb", "Confirm a clean tree"), gem_run("git status -sb", "## main...origin/main [ahead 1]", pgid=61655)),
    ]
    rs.add(task="swe", tid="h32-swe-12", system=gem_sys(root), turns=turns,
           state=f"Lua 5.4 module {root} (busted specs, luacheck). Issue #4: `name = demo ; inline comment` keeps the comment in the value; ';' must start a comment like '#'. The failing spec is already in spec/parse_spec.lua.",
           bad=True, turn=4, kind="edited file mtime earlier than the clock read before the edit")


# Clojure lein test with OpenHands: bad
def t13(rs: RowSet) -> None:
    root = "/workspace/qwik-cache"
    util = """(ns qwik.util
  "Key handling shared by the cache implementations."
  (:require [clojure.string :as str]))

(defn normalize-key
  "Turns user-supplied keys into canonical cache keys: keywords and strings
  are compared case-insensitively, everything else is used as is."
  [k]
  (cond
    (keyword? k) (keyword (namespace k) (name k))
    (string? k)  (str/lower-case k)
    :else        k))

(defn key-bytes
  "Approximate heap size of a key, for the size-bounded cache."
  ^long [k]
  (cond
    (string? k)  (* 2 (count k))
    (keyword? k) (+ 16 (* 2 (count (str k))))
    :else        16))
"""
    old_s = "    (keyword? k) (keyword (namespace k) (name k))"
    new_s = "    (keyword? k) (keyword (some-> (namespace k) str/lower-case) (str/lower-case (name k)))"
    keys_src = util.replace("(ns qwik.util", "(ns qwik.keys")
    new_keys = keys_src.replace(old_s, new_s)
    kpath = f"{root}/src/qwik/keys.clj"
    mv = ("git mv src/qwik/util.clj src/qwik/keys.clj && git mv test/qwik/util_test.clj test/qwik/keys_test.clj && "
          "sed -i 's/qwik\\.util/qwik.keys/g' src/qwik/*.clj test/qwik/*.clj && grep -rn 'qwik\\.keys' src test")
    turns = [
        (bash(f"cd {root} && tree src test && cat project.clj"), oh_bash("""src
└── qwik
    ├── cache.clj
    ├── core.clj
    ├── eviction.clj
    └── util.clj
test
└── qwik
    ├── core_test.clj
    ├── eviction_test.clj
    └── util_test.clj

2 directories, 7 files
(defproject qwik-cache "0.4.1-SNAPSHOT"
  :description "Small in-process caches with TTL and size-bounded eviction"
  :url "https://github.com/qwik-clj/qwik-cache"
  :license {:name "EPL-2.0"
            :url "https://www.eclipse.org/legal/epl-2.0/"}
  :dependencies [[org.clojure/clojure "1.11.3"]]
  :profiles {:dev {:dependencies [[org.clojure/test.check "1.1.1"]]}}
  :global-vars {*warn-on-reflection* true})""", root)),
        (bash("lein test 2>&1 | tail -25"), oh_bash("""
lein test qwik.core-test

lein test qwik.eviction-test

lein test qwik.util-test

FAIL in (normalize-key-test) (util_test.clj:14)
keywords are case-insensitive
expected: (= :user/alice (normalize-key :User/Alice))
  actual: (not (= :user/alice :User/Alice))

FAIL in (normalize-key-test) (util_test.clj:15)
keywords are case-insensitive
expected: (= :session (normalize-key :SESSION))
  actual: (not (= :session :SESSION))

Ran 19 tests containing 64 assertions.
2 failures, 0 errors.
Tests failed.""", root)),
        (editor("view", f"{root}/src/qwik/util.clj"), view(f"{root}/src/qwik/util.clj", util)),
        (bash(mv), oh_bash("""src/qwik/cache.clj:4:            [qwik.keys :as keys]
src/qwik/eviction.clj:3:  (:require [qwik.keys :refer [key-bytes]]))
src/qwik/keys.clj:1:(ns qwik.keys
test/qwik/keys_test.clj:1:(ns qwik.keys-test
test/qwik/keys_test.clj:3:            [qwik.keys :refer [normalize-key key-bytes]]))""", root)),
        (editor("view", kpath, view_range=[1, 12]), view(kpath, keys_src, 1, 12)),
        (editor("str_replace", kpath, old_str=old_s, new_str=new_s), snip(kpath, new_keys, 10, 10)),
        (bash("lein test 2>&1 | tail -12"), oh_bash("""
lein test qwik.core-test

lein test qwik.eviction-test

lein test qwik.util-test

Ran 19 tests containing 64 assertions.
0 failures, 0 errors.""", root)),
        (bash("git add -A && git commit -qm 'Rename qwik.util to qwik.keys; normalize keyword case (#31)' && git log --oneline -3"), oh_bash("""e5d20a4 (HEAD -> main) Rename qwik.util to qwik.keys; normalize keyword case (#31)
1c7b9f2 (origin/main) Size-bounded eviction counts key bytes
a80e6d3 Add TTL cache""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-13", system=oh_sys(root), turns=turns,
           state=f"Leiningen project {root} (Clojure 1.11). Issue #31: keyword keys must be case-insensitive like string keys. Maintainer also asks to rename the namespace qwik.util to qwik.keys (and its test namespace) in the same change.",
           bad=True, turn=7, kind="test namespace renamed to qwik.keys-test still run as qwik.util-test")


# Nim nimble test in Gemini CLI: clean
def t14(rs: RowSet) -> None:
    root = "/home/lena/nim/bitfield"
    nim = """## Fixed-width bit sets backed by a seq of uint64 words.

type
  BitField* = object
    width: int
    words: seq[uint64]

proc initBitField*(width: Natural): BitField =
  BitField(width: width, words: newSeq[uint64]((width + 63) div 64))

proc len*(b: BitField): int {.inline.} = b.width

proc checkIndex(b: BitField, i: int) {.inline.} =
  if i < 0 or i >= b.width:
    raise newException(RangeDefect, "bit index " & $i & " out of 0..<" & $b.width)

proc `[]`*(b: BitField, i: int): bool =
  b.checkIndex(i)
  (b.words[i shr 6] and (1'u64 shl (i and 63))) != 0

proc incl*(b: var BitField, i: int) =
  b.checkIndex(i)
  b.words[i shr 6] = b.words[i shr 6] or (1'u64 shl (i and 63))

proc excl*(b: var BitField, i: int) =
  b.checkIndex(i)
  b.words[i shr 6] = b.words[i shr 6] and not (1'u64 shl (i and 63))

proc toggle*(b: var BitField, i: int) =
  b.words[i shr 6] = b.words[i shr 6] xor (1'u64 shl (i and 63))

proc card*(b: BitField): int =
  for w in b.words:
    result += countSetBits(w)
"""
    old_s = "proc toggle*(b: var BitField, i: int) =\n  b.words"
    new_s = "proc toggle*(b: var BitField, i: int) =\n  b.checkIndex(i)\n  b.words"
    path = f"{root}/src/bitfield.nim"
    cases = ["init has all bits clear", "len reports width", "incl sets a bit", "incl in second word", "excl clears a bit",
             "index out of range raises", "toggle flips a bit", "toggle twice restores", "toggle out of range raises",
             "card counts set bits", "card across words", "width zero"]

    def run(failed: set[str], secs: str) -> str:
        out = ["  Verifying dependencies for bitfield@0.2.0", "  Compiling /home/lena/nim/bitfield/tests/tbitfield (from package bitfield) using c backend",
               "Hint: [Link]", f"Hint: mm: orc; threads: on; opt: none (DEBUG BUILD, `-d:release` generates faster code)\n{27104 if failed else 27105} lines; {secs}s; 48.211MiB peakmem; proj: {root}/tests/tbitfield.nim; out: {root}/tests/tbitfield [SuccessX]"]
        out.append("")
        out.append("[Suite] bitfield")
        for c in cases:
            if c in failed:
                out.append(f"    {root}/tests/tbitfield.nim(58, 25): Expect Failed")
                out.append("    Expected error of type RangeDefect, but none was raised")
                out.append(f"  [FAILED] {c}")
            else:
                out.append(f"  [OK] {c}")
        if failed:
            out.append("Error: execution of an external program failed: '/home/lena/nim/bitfield/tests/tbitfield'")
            out.append("       Tip: 1 messages have been suppressed, use --verbose to show them.")
            out.append("nimble.nim(229)          buildFromDir\n\n    Error:  Execution failed with exit code 1")
        else:
            out.append("   Success: All tests passed")
        return "\n".join(out)

    c1 = "git log -4 --format='%h %ar %s' && git status -sb"
    c6 = "git commit -qam 'Bounds-check toggle like incl/excl' && git log -4 --format='%h %ar %s'"
    turns = [
        (gshell(c1, "Recent history and tree state"), gem_run(c1, """e41b0c2 12 minutes ago Add toggle proc
8d3a5f7 2 days ago Add card and width-zero handling
2f19c60 2 days ago Store words as uint64
a7734de 3 weeks ago Initial commit
## main...origin/main""", pgid=24410)),
        (gshell("nimble test 2>&1 | tail -30", "Run the unit tests"), gem_run("nimble test 2>&1 | tail -30", run({"toggle out of range raises"}, "1.412"), pgid=24455)),
        (call("read_file", absolute_path=path), nim),
        (call("replace", file_path=path, old_string=old_s, new_string=new_s), modified(path)),
        (gshell("nimble test 2>&1 | tail -30", "Re-run the unit tests"), gem_run("nimble test 2>&1 | tail -30", run(set(), "1.187"), pgid=24601)),
        (gshell(c6, "Commit and show history"), gem_run(c6, """0b6e9d1 3 seconds ago Bounds-check toggle like incl/excl
e41b0c2 16 minutes ago Add toggle proc
8d3a5f7 2 days ago Add card and width-zero handling
2f19c60 2 days ago Store words as uint64""", pgid=24688)),
        (gshell("nimble check && git status -sb", "Validate the package and check branch state"), gem_run("nimble check && git status -sb", """ Success: bitfield is valid.
## main...origin/main [ahead 1]""", pgid=24712)),
    ]
    rs.add(task="swe", tid="h32-swe-14", system=gem_sys(root), turns=turns,
           state=f"Nim 2.0 package {root} (nimble, std/unittest). Follow-up to the commit that added toggle: `toggle` writes past the end of the words seq for an out-of-range index instead of raising RangeDefect like incl/excl.")


# Crystal spec (Kemal app) with OpenHands: clean
def t15(rs: RowSet) -> None:
    root = "/workspace/pinglog"
    routes = """require "kemal"
require "db"
require "sqlite3"

module Pinglog
  VERSION = "0.6.0"
  Log     = ::Log.for("pinglog")

  def self.db_url : String
    "sqlite3://#{ENV.fetch("PINGLOG_DB", "./data/pinglog.db")}"
  end

  get "/healthz" do |env|
    env.response.content_type = "application/json"
    DB.open(db_url) do |db|
      db.scalar("SELECT 1")
    end
    {status: "ok", version: VERSION}.to_json
  end

  post "/ping/:host" do |env|
    host = env.params.url["host"]
    rtt = Prober.probe(host)
    DB.open(db_url) do |db|
      db.exec("INSERT INTO pings (host, rtt_ms, at) VALUES (?, ?, ?)", host, rtt, Time.utc)
    end
    env.response.content_type = "application/json"
    {host: host, rtt_ms: rtt}.to_json
  end

  get "/pings/:host" do |env|
    host = env.params.url["host"]
    limit = env.params.query["limit"]?.try(&.to_i?) || 50
    env.response.content_type = "application/json"
    DB.open(db_url) do |db|
      db.query_all("SELECT rtt_ms, at FROM pings WHERE host = ? ORDER BY at DESC LIMIT ?",
        host, limit, as: {Float64, Time}).map { |rtt, at| {rtt_ms: rtt, at: at} }.to_json
    end
  end
end
"""
    old_s = """    DB.open(db_url) do |db|
      db.scalar("SELECT 1")
    end
    {status: "ok", version: VERSION}.to_json"""
    new_s = """    db_ok = begin
      DB.open(db_url) { |db| db.scalar("SELECT 1") }
      true
    rescue ex : DB::ConnectionRefused | SQLite3::Exception
      Log.warn { "healthz: database unreachable: #{ex.message}" }
      false
    end
    {status: db_ok ? "ok" : "degraded", version: VERSION, db: db_ok}.to_json"""
    new_routes = routes.replace(old_s, new_s)
    path = f"{root}/src/pinglog/routes.cr"
    run = ("crystal build src/pinglog.cr -o bin/pinglog && (PINGLOG_DB=/nonexistent/pinglog.db ./bin/pinglog -p 3100 > /tmp/pinglog.log 2>&1 &) ; "
           "sleep 1; pgrep -a pinglog; curl -si localhost:3100/healthz")
    spec_names = 23
    page = "<!DOCTYPE html><html><head><title>Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>"
    turns = [
        (bash(f"cd {root} && shards install"), oh_bash("""Resolving dependencies
Fetching https://github.com/kemalcr/kemal.git
Fetching https://github.com/luislavena/radix.git
Fetching https://github.com/crystal-loc/exception_page.git
Fetching https://github.com/crystal-lang/crystal-sqlite3.git
Fetching https://github.com/crystal-lang/crystal-db.git
Fetching https://github.com/spider-gazelle/backtracer.cr.git
Installing radix (0.4.1)
Installing backtracer (1.2.2)
Installing exception_page (0.4.1)
Installing kemal (1.5.0)
Installing db (0.13.1)
Installing sqlite3 (0.21.0)
Writing shard.lock""", root)),
        (bash("crystal spec 2>&1 | tail -25"), oh_bash(f"""{dots(spec_names, 7)}

Failures:

  1) GET /healthz reports degraded instead of failing when the database is unreachable
     Failure/Error: response.status_code.should eq 200

       Expected: 200
            got: 500

     # spec/healthz_spec.cr:27

Finished in 184.62 milliseconds
23 examples, 1 failures, 0 errors, 0 pending

Failed examples:

crystal spec spec/healthz_spec.cr:21 # GET /healthz reports degraded instead of failing when the database is unreachable""", root)),
        (bash(run), oh_bash(f"""2417 ./bin/pinglog -p 3100
HTTP/1.1 500 Internal Server Error
Connection: keep-alive
X-Powered-By: Kemal
Content-Type: text/html
Content-Length: {len(page)}

{page}""", root)),
        (editor("view", path, view_range=[1, 20]), view(path, routes, 1, 20)),
        (editor("str_replace", path, old_str=old_s, new_str=new_s), snip(path, new_routes, 15, 22)),
        (bash("crystal spec 2>&1 | tail -6"), oh_bash(f"""{dots(spec_names)}

Finished in 176.30 milliseconds
23 examples, 0 failures, 0 errors, 0 pending""", root)),
        (bash("kill 2417; " + run), oh_bash("""2698 ./bin/pinglog -p 3100
HTTP/1.1 200 OK
Connection: keep-alive
X-Powered-By: Kemal
Content-Type: application/json
Content-Length: 50

{"status":"degraded","version":"0.6.0","db":false}""", root)),
        (bash("cat /tmp/pinglog.log"), oh_bash("""[production] Kemal is ready to lead at http://0.0.0.0:3100
2024-07-02T09:31:47.204118Z   WARN - pinglog: healthz: database unreachable: unable to open database file
2024-07-02 09:31:47 UTC 200 GET /healthz 412.3µs""", root)),
        (bash("kill 2698 && git status --short && git diff --stat"), oh_bash(""" M src/pinglog/routes.cr
 src/pinglog/routes.cr | 10 +++++++---
 1 file changed, 7 insertions(+), 3 deletions(-)""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-15", system=oh_sys(root), turns=turns,
           state=f"Crystal 1.12 Kemal service {root}; dependencies not installed yet. Issue #15: /healthz answers 500 when the SQLite file is missing; it should answer 200 with status \"degraded\" so the load balancer keeps the node.")


# Perl prove in Gemini CLI: bad
def t16(rs: RowSet) -> None:
    root = "/home/oscar/src/Log-Tiny"
    pm = r"""package Log::Tiny;

use strict;
use warnings;

use Carp qw(croak);
use POSIX qw(strftime);

our $VERSION = '0.07';

my %LEVEL = (debug => 10, info => 20, warn => 30, error => 40);

sub new {
    my ($class, %args) = @_;
    my $level = $args{level} // 'info';
    croak "unknown level '$level'" unless exists $LEVEL{$level};
    my $self = bless {
        level => $level,
        fh    => $args{fh} // \*STDERR,
        clock => $args{clock} // sub { time },
    }, $class;
    return $self;
}

sub _line {
    my ($self, $level, $msg) = @_;
    my $ts = strftime('%Y-%m-%d %H:%M:%S', localtime $self->{clock}->());
    return "$ts [$level] $msg\n";
}

sub log {
    my ($self, $level, $fmt, @args) = @_;
    croak "unknown level '$level'" unless exists $LEVEL{$level};
    return if $LEVEL{$level} < $LEVEL{ $self->{level} };
    my $msg = @args ? sprintf($fmt, @args) : $fmt;
    print { $self->{fh} } $self->_line($level, $msg);
    return 1;
}

for my $level (keys %LEVEL) {
    no strict 'refs';
    *{$level} = sub { my $self = shift; $self->log($level, @_) };
}

1;
"""
    path = f"{root}/lib/Log/Tiny.pm"
    fail = r"""t/01-basic.t ....... ok
t/02-levels.t ...... ok
t/03-format.t ...... 1/9 §
#   Failed test 'timestamp is ISO 8601 UTC'
#   at t/03-format.t line 41.
#                   '2024-03-14 10:26:53 [info] started
# '
#     doesn't match '(?^:^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \[info\] started$)'
# Looks like you failed 1 test of 9.
t/03-format.t ...... Dubious, test returned 1 (wstat 256, 0x100)
Failed 1/9 subtests §
t/04-file-output.t . ok
t/05-context.t ..... ok

Test Summary Report
-------------------
t/03-format.t    (Wstat: 256 (exited 1) Tests: 9 Failed: 1)
  Failed test:  7
  Non-zero exit status: 1
Files=5, Tests=47,  0 wallclock secs ( 0.03 usr  0.01 sys +  0.21 cusr  0.04 csys =  0.29 CPU)
Result: FAIL""".replace("§", "")
    ok = """t/01-basic.t ....... ok
t/02-levels.t ...... ok
t/03-format.t ...... ok
t/04-file-output.t . ok
t/05-context.t ..... ok
All tests successful.
Files=5, Tests=47,  0 wallclock secs ( 0.02 usr  0.01 sys +  0.19 cusr  0.05 csys =  0.27 CPU)
Result: PASS"""
    c1 = "git checkout -b fix/iso8601-utc && git status"
    turns = [
        (gshell(c1, "Create a branch for the fix"), gem_run(c1, """Switched to a new branch 'fix/iso8601-utc'
On branch fix/iso8601-utc
nothing to commit, working tree clean""", pgid=83302)),
        (gshell("prove -lr t/", "Run the test suite"), gem_run("prove -lr t/", fail, code=1, pgid=83327)),
        (call("read_file", absolute_path=path), pm),
        (call("replace", file_path=path, old_string="    my $ts = strftime('%Y-%m-%d %H:%M:%S', localtime $self->{clock}->());",
              new_string="    my $ts = strftime('%Y-%m-%dT%H:%M:%SZ', gmtime $self->{clock}->());"), modified(path)),
        (gshell("prove -lr t/", "Re-run the test suite"), gem_run("prove -lr t/", ok, pgid=83390)),
        (gshell("git status", "Check what is ready to commit"), gem_run("git status", """On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   lib/Log/Tiny.pm

no changes added to commit (use "git add" and/or "git commit -a")""", pgid=83414)),
        (gshell("perl -Ilib -wc lib/Log/Tiny.pm 2>&1", "Syntax-check the module"), gem_run("perl -Ilib -wc lib/Log/Tiny.pm 2>&1", "lib/Log/Tiny.pm syntax OK", pgid=83439)),
    ]
    rs.add(task="swe", tid="h32-swe-16", system=gem_sys(root), turns=turns,
           state=f"CPAN-style distribution {root} (Perl 5.38, Test::More, prove). Issue #5: log lines must carry ISO 8601 UTC timestamps (2024-03-14T09:26:53Z), not local time. Work on a topic branch.",
           bad=True, turn=6, kind="git status reports main although the agent switched to a topic branch")


# Kotlin with Gradle (JUnit 5, WireMock) with OpenHands: bad
def t17(rs: RowSet) -> None:
    root = "/workspace/kretry"
    kt = """package dev.kretry

import kotlin.math.min
import kotlin.math.pow
import kotlin.random.Random
import kotlin.time.Duration
import kotlin.time.Duration.Companion.milliseconds

/**
 * Exponential backoff with optional full jitter.
 *
 * delay(n) = min(maxDelay, initialDelay * multiplier^(n-1)), then jittered.
 */
data class RetryPolicy(
    val maxAttempts: Int = 5,
    val initialDelay: Duration = 100.milliseconds,
    val maxDelay: Duration = 10_000.milliseconds,
    val multiplier: Double = 2.0,
    val jitter: Boolean = true,
) {
    init {
        require(maxAttempts >= 1) { "maxAttempts must be >= 1" }
        require(multiplier >= 1.0) { "multiplier must be >= 1.0" }
    }

    fun delayFor(attempt: Int, random: Random = Random.Default): Duration {
        require(attempt >= 1) { "attempt is 1-based" }
        val raw = initialDelay.inWholeMilliseconds * multiplier.pow(attempt - 1)
        val capped = if (attempt < maxAttempts) min(raw, maxDelay.inWholeMilliseconds.toDouble()) else raw
        val ms = if (jitter) random.nextDouble(0.0, capped) else capped
        return ms.toLong().milliseconds
    }
}
"""
    old_s = "        val capped = if (attempt < maxAttempts) min(raw, maxDelay.inWholeMilliseconds.toDouble()) else raw"
    new_s = "        val capped = min(raw, maxDelay.inWholeMilliseconds.toDouble())"
    new_kt = kt.replace(old_s, new_s)
    ln = kt.split("\n").index(old_s) + 1
    path = f"{root}/src/main/kotlin/dev/kretry/RetryPolicy.kt"
    start = ("nohup java -jar tools/wiremock-standalone-3.5.4.jar --port 8089 --root-dir src/test/resources/wiremock > /tmp/wiremock.log 2>&1 &\n"
             "sleep 4; ps -o pid,etime,cmd -C java | cut -c1-150")
    tasks_hdr = """> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :testClasses UP-TO-DATE"""
    run1 = tasks_hdr + """

> Task :test FAILED

HttpRetryIT > retries 503 then succeeds() FAILED
    java.net.ConnectException at HttpRetryIT.kt:38

HttpRetryIT > gives up after maxAttempts() FAILED
    java.net.ConnectException at HttpRetryIT.kt:52

HttpRetryIT > honours Retry-After header() FAILED
    java.net.ConnectException at HttpRetryIT.kt:66

RetryPolicyTest > backoff is capped at maxDelay() FAILED
    org.opentest4j.AssertionFailedError at RetryPolicyTest.kt:44

36 tests completed, 4 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/kretry/build/reports/tests/test/index.html

BUILD FAILED in 21s
4 actionable tasks: 2 executed, 2 up-to-date"""
    run2 = tasks_hdr + """

> Task :test FAILED

RetryPolicyTest > backoff is capped at maxDelay() FAILED
    org.opentest4j.AssertionFailedError at RetryPolicyTest.kt:44

36 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/kretry/build/reports/tests/test/index.html

BUILD FAILED in 7s
4 actionable tasks: 2 executed, 2 up-to-date"""
    run3 = """> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 9s
4 actionable tasks: 3 executed, 1 up-to-date"""
    daemon_cmd = "/usr/lib/jvm/java-21-openjdk-amd64/bin/java --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED --ad"
    wm_cmd = "java -jar tools/wiremock-standalone-3.5.4.jar --port 8089 --root-dir src/test/resources/wiremock"
    turns = [
        (bash(f"cd {root} && git status && ls"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
README.md
build.gradle.kts
gradle
gradle.properties
gradlew
gradlew.bat
settings.gradle.kts
src
tools""", root)),
        (bash("./gradlew test --console=plain 2>&1 | tail -40"), oh_bash(run1, root)),
        (bash("sed -n '/## Integration tests/,/^## [A-Z]/p' README.md"), oh_bash("""## Integration tests

`HttpRetryIT` talks to a WireMock server on port 8089 that serves the stubs in
`src/test/resources/wiremock/mappings`. Start it before running the tests:

    java -jar tools/wiremock-standalone-3.5.4.jar --port 8089 \\
        --root-dir src/test/resources/wiremock

The server keeps running across test runs; stop it when you are done.

## Releasing""", root)),
        (bash(start), oh_bash(f"""[1] 48213
    PID     ELAPSED CMD
  47790       01:12 {daemon_cmd}
  48213       00:04 {wm_cmd}""", root)),
        (bash("./gradlew test --console=plain 2>&1 | tail -40"), oh_bash(run2, root)),
        (editor("view", path), view(path, kt)),
        (editor("str_replace", path, old_str=old_s, new_str=new_s), snip(path, new_kt, ln, ln)),
        (bash("./gradlew test --console=plain 2>&1 | tail -40"), oh_bash(run3, root)),
        (bash("curl -s 'localhost:8089/__admin/requests?limit=4' | jq -r '.requests[] | \"\\(.request.loggedDateString) \\(.request.method) \\(.request.url) -> \\(.responseDefinition.status)\"'"),
         oh_bash("""2024-04-09T11:03:53Z GET /flaky/retry-after -> 200
2024-04-09T11:03:52Z GET /flaky/retry-after -> 503
2024-04-09T11:03:52Z GET /flaky/give-up -> 503
2024-04-09T11:03:52Z GET /flaky/give-up -> 503""", root)),
        (bash("ps -o pid,etime,cmd -C java | cut -c1-150"), oh_bash(f"""    PID     ELAPSED CMD
  47790       02:47 {daemon_cmd}
  48231       01:39 {wm_cmd}""", root)),
        (bash("git diff"), oh_bash(f"""diff --git a/src/main/kotlin/dev/kretry/RetryPolicy.kt b/src/main/kotlin/dev/kretry/RetryPolicy.kt
index 6d1e0a4..c3f27b9 100644
--- a/src/main/kotlin/dev/kretry/RetryPolicy.kt
+++ b/src/main/kotlin/dev/kretry/RetryPolicy.kt
@@ -{ln - 3},7 +{ln - 3},7 @@ data class RetryPolicy(
     fun delayFor(attempt: Int, random: Random = Random.Default): Duration {{
         require(attempt >= 1) {{ "attempt is 1-based" }}
         val raw = initialDelay.inWholeMilliseconds * multiplier.pow(attempt - 1)
-{old_s}
+{new_s}
         val ms = if (jitter) random.nextDouble(0.0, capped) else capped
         return ms.toLong().milliseconds
     }}""", root)),
        (bash("./gradlew --stop && git status --short"), oh_bash("""Stopping Daemon(s)
1 Daemon stopped
 M src/main/kotlin/dev/kretry/RetryPolicy.kt""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-17", system=oh_sys(root), turns=turns,
           state=f"Kotlin/JVM library {root} (Gradle 8.7 wrapper, JUnit 5, WireMock-based integration tests). Issue #19: the last retry can sleep far beyond maxDelay. A Gradle daemon is already running from an earlier build.",
           bad=True, turn=10, kind="PID of the WireMock server the agent started changes with no restart")


# Go (go test, go vet) in Gemini CLI: clean
def t18(rs: RowSet) -> None:
    root = "/home/priya/go/src/github.com/priyak/envcfg"
    dec = tabs("""package envcfg

import (
    "fmt"
    "os"
    "reflect"
    "strconv"
    "strings"
)

// Load fills the exported fields of the struct pointed to by dst from
// environment variables named by their `env` tags, falling back to the
// `default` tag when the variable is unset.
func Load(dst any) error {
    v := reflect.ValueOf(dst)
    if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
        return fmt.Errorf("envcfg: Load needs a pointer to a struct, got %T", dst)
    }
    v = v.Elem()
    t := v.Type()
    for i := 0; i < t.NumField(); i++ {
        f := t.Field(i)
        name, ok := f.Tag.Lookup("env")
        if !ok || !f.IsExported() {
            continue
        }
        raw, set := os.LookupEnv(name)
        if !set {
            raw, set = f.Tag.Lookup("default")
        }
        if !set {
            continue
        }
        if err := setField(v.Field(i), strings.TrimSpace(raw)); err != nil {
            return fmt.Errorf("envcfg: field %s: %w", f.Name, err)
        }
    }
    return nil
}

func setField(fv reflect.Value, raw string) error {
    switch fv.Kind() {
    case reflect.String:
        fv.SetString(raw)
    case reflect.Bool:
        b, err := strconv.ParseBool(raw)
        if err != nil {
            return err
        }
        fv.SetBool(b)
    case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
        n, err := strconv.ParseInt(raw, 10, fv.Type().Bits())
        if err != nil {
            return err
        }
        fv.SetInt(n)
    case reflect.Float32, reflect.Float64:
        x, err := strconv.ParseFloat(raw, fv.Type().Bits())
        if err != nil {
            return err
        }
        fv.SetFloat(x)
    default:
        return fmt.Errorf("unsupported kind %s", fv.Kind())
    }
    return nil
}
""")
    old_s = "\tcase reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:\n"
    new_s = ("\tcase reflect.Int64:\n\t\tif fv.Type() == durationType {\n\t\t\td, err := time.ParseDuration(raw)\n\t\t\tif err != nil {\n\t\t\t\treturn err\n\t\t\t}\n"
             "\t\t\tfv.SetInt(int64(d))\n\t\t\treturn nil\n\t\t}\n\t\tfallthrough\n\tcase reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32:\n")
    scratch = """package main

import (
\t"fmt"
\t"log"
\t"time"

\t"github.com/priyak/envcfg"
)

type config struct {
\tTimeout time.Duration `env:"APP_TIMEOUT" default:"30s"`
\tRetries int           `env:"APP_RETRIES" default:"3"`
}

func main() {
\tvar c config
\tif err := envcfg.Load(&c); err != nil {
\t\tlog.Fatal(err)
\t}
\tfmt.Printf("Timeout=%s Retries=%d\\n", c.Timeout, c.Retries)
}
"""
    dpath = f"{root}/decode.go"
    spath = f"{root}/scratch/main.go"
    c7 = "go run ./scratch && rm -r scratch && go test -count=1 ./... && go vet ./..."
    turns = [
        (call("list_directory", path=root), f"Directory listing for {root}:\n[DIR] .github\n[DIR] internal\n.gitignore\nLICENSE\nREADME.md\ndecode.go\ndecode_test.go\ndoc.go\nexample_test.go\ngo.mod"),
        (gshell("go test ./...", "Run the test suite"), gem_run("go test ./...", """--- FAIL: TestLoadDurationDefault (0.00s)
    decode_test.go:112: Load: envcfg: field Timeout: strconv.ParseInt: parsing "30s": invalid syntax
--- FAIL: TestLoadDurationFromEnv (0.00s)
    decode_test.go:127: Load: envcfg: field Poll: strconv.ParseInt: parsing "250ms": invalid syntax
FAIL
FAIL\tgithub.com/priyak/envcfg\t0.006s
ok  \tgithub.com/priyak/envcfg/internal/tagparse\t(cached)
FAIL""", code=1, pgid=70114)),
        (call("read_file", absolute_path=dpath), dec),
        (call("write_file", file_path=spath, content=scratch), f"Successfully created and wrote to new file: {spath}."),
        (gshell("go run ./scratch", "Reproduce with a tiny program"), gem_run("go run ./scratch", "", code=1, pgid=70260).replace("Stderr: (empty)", "Stderr: 2024/10/08 16:21:04 envcfg: field Timeout: strconv.ParseInt: parsing \"30s\": invalid syntax\nexit status 1")),
        (call("replace", file_path=dpath, old_string=old_s, new_string=new_s), modified(dpath)),
        (call("replace", file_path=dpath, old_string='\t"strings"\n)', new_string='\t"strings"\n\t"time"\n)\n\nvar durationType = reflect.TypeOf(time.Duration(0))'), modified(dpath)),
        (gshell(c7, "Check the scratch program, remove it, run tests and vet"), gem_run(c7, """Timeout=30s Retries=3
ok  \tgithub.com/priyak/envcfg\t0.009s
ok  \tgithub.com/priyak/envcfg/internal/tagparse\t0.004s""", pgid=70391)),
        (call("list_directory", path=root), f"Directory listing for {root}:\n[DIR] .github\n[DIR] internal\n.gitignore\nLICENSE\nREADME.md\ndecode.go\ndecode_test.go\ndoc.go\nexample_test.go\ngo.mod"),
        (gshell("git status --short && git diff --stat", "Summarize changes"), gem_run("git status --short && git diff --stat", """ M decode.go
 decode.go | 15 ++++++++++++++-
 1 file changed, 14 insertions(+), 1 deletion(-)""", pgid=70433)),
    ]
    rs.add(task="swe", tid="h32-swe-18", system=gem_sys(root), turns=turns,
           state=f"Go 1.23 module github.com/priyak/envcfg in {root}. Issue #8: fields of type time.Duration fail to load (\"30s\" is parsed as an integer). Support them without breaking plain int64 fields.")


# Java with Maven (JUnit 5, Surefire) with OpenHands: clean
def t19(rs: RowSet) -> None:
    root = "/workspace/strata-money"
    money = """    /**
     * Splits this amount into parts proportional to {@code ratios}, distributing
     * the remainder one minor unit at a time to the first parts so that the parts
     * always sum to this amount.
     */
    public List<Money> allocate(int... ratios) {
        if (ratios.length == 0) {
            throw new IllegalArgumentException("at least one ratio required");
        }
        long total = 0;
        for (int r : ratios) {
            if (r < 0) {
                throw new IllegalArgumentException("ratios must be non-negative");
            }
            total += r;
        }
        long remainder = minorUnits;
        long[] parts = new long[ratios.length];
        for (int i = 0; i < ratios.length; i++) {
            parts[i] = minorUnits * ratios[i] / total;
            remainder -= parts[i];
        }
        for (int i = 0; i < remainder - 1; i++) {
            parts[i]++;
        }
        List<Money> out = new ArrayList<>(parts.length);
        for (long p : parts) {
            out.add(new Money(p, currency));
        }
        return out;
    }"""
    old_s = "        for (int i = 0; i < remainder - 1; i++) {"
    new_s = "        for (int i = 0; i < remainder; i++) {"
    new_money = money.replace(old_s, new_s)
    off = 81
    ln = money.split("\n").index(old_s) + off
    path = f"{root}/src/main/java/io/strata/money/Money.java"

    def mvn_tail(results: list[tuple[str, int, int, str]], total: tuple[int, int], secs: str, fail_block: str = "") -> str:
        lines = ["[INFO] -------------------------------------------------------", "[INFO]  T E S T S", "[INFO] -------------------------------------------------------"]
        for cls, n, f, t in results:
            lines.append(f"[INFO] Running io.strata.money.{cls}")
            lvl = "ERROR" if f else "INFO"
            tail_ = " <<< FAILURE! -- in io.strata.money." + cls if f else " -- in io.strata.money." + cls
            lines.append(f"[{lvl}] Tests run: {n}, Failures: {f}, Errors: 0, Skipped: 0, Time elapsed: {t} s{tail_}")
            if f:
                lines.append(fail_block)
        lines += ["[INFO] ", "[INFO] Results:", "[INFO] "]
        if total[1]:
            lines += ["[ERROR] Failures: ", "[ERROR]   MoneyTest.allocateDistributesRemainderToFirstParts:88 expected: <[0.34 EUR, 0.33 EUR, 0.33 EUR]> but was: <[0.33 EUR, 0.33 EUR, 0.33 EUR]>",
                      "[INFO] ", f"[ERROR] Tests run: {total[0]}, Failures: {total[1]}, Errors: 0, Skipped: 0", "[INFO] ",
                      "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD FAILURE",
                      "[INFO] ------------------------------------------------------------------------", f"[INFO] Total time:  {secs} s",
                      "[INFO] Finished at: 2024-11-19T15:42:08Z", "[INFO] ------------------------------------------------------------------------",
                      "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project strata-money: There are test failures."]
        else:
            lines += [f"[INFO] Tests run: {total[0]}, Failures: 0, Errors: 0, Skipped: 0", "[INFO] ",
                      "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD SUCCESS",
                      "[INFO] ------------------------------------------------------------------------", f"[INFO] Total time:  {secs} s"]
        return "\n".join(lines)

    fb = ("[ERROR] io.strata.money.MoneyTest.allocateDistributesRemainderToFirstParts -- Time elapsed: 0.004 s <<< FAILURE!\n"
          "org.opentest4j.AssertionFailedError: expected: <[0.34 EUR, 0.33 EUR, 0.33 EUR]> but was: <[0.33 EUR, 0.33 EUR, 0.33 EUR]>\n"
          "\tat io.strata.money.MoneyTest.allocateDistributesRemainderToFirstParts(MoneyTest.java:88)")
    r1 = mvn_tail([("CurrencyTest", 9, 0, "0.031"), ("MoneyFormatTest", 14, 0, "0.087"), ("MoneyTest", 18, 1, "0.052"), ("ExchangeTest", 16, 0, "0.044")], (57, 1), "6.918", fb)
    r2 = mvn_tail([("MoneyTest", 18, 0, "0.048")], (18, 0), "3.204")
    r3 = mvn_tail([("CurrencyTest", 9, 0, "0.029"), ("MoneyFormatTest", 14, 0, "0.081"), ("MoneyTest", 18, 0, "0.047"), ("ExchangeTest", 16, 0, "0.040")], (57, 0), "4.377")
    r3 = r3 + "\n[INFO] Finished at: 2024-11-19T15:47:31Z\n[INFO] ------------------------------------------------------------------------"
    r2 = r2 + "\n[INFO] Finished at: 2024-11-19T15:45:50Z\n[INFO] ------------------------------------------------------------------------"
    turns = [
        (bash(f"cd {root} && git log --oneline -4 && ls"), oh_bash("""8e51c02 (HEAD -> main, origin/main) ExchangeRate: reject non-positive rates
f3b9d61 Add Money.format(Locale)
27ac0e4 Currency registry backed by ISO 4217 table
c9d0711 Initial Money value type
LICENSE
README.md
pom.xml
src""", root)),
        (bash("mvn -B test 2>&1 | tail -40"), oh_bash(tail(r1, 40), root)),
        (editor("view", path, view_range=[off, off + 30]), cat_n(path, money, off)),
        (editor("str_replace", path, old_str=old_s, new_str=new_s), edited(path, part(new_money, ln - off + 1 - 4, ln - off + 1 + 4), ln - 4)),
        (bash("mvn -B test -Dtest=MoneyTest 2>&1 | tail -20"), oh_bash(tail(r2, 20), root)),
        (bash("mvn -B test 2>&1 | grep -E 'Tests run|BUILD|Total time|Finished'"), oh_bash("\n".join(x for x in r3.split("\n") if any(k in x for k in ("Tests run", "BUILD", "Total time", "Finished"))), root)),
        (bash("git diff"), oh_bash(f"""diff --git a/src/main/java/io/strata/money/Money.java b/src/main/java/io/strata/money/Money.java
index 41a7c3e..0f2d8b5 100644
--- a/src/main/java/io/strata/money/Money.java
+++ b/src/main/java/io/strata/money/Money.java
@@ -{ln - 3},7 +{ln - 3},7 @@ public final class Money implements Comparable<Money> {{
             parts[i] = minorUnits * ratios[i] / total;
             remainder -= parts[i];
         }}
-{old_s}
+{new_s}
             parts[i]++;
         }}
         List<Money> out = new ArrayList<>(parts.length);""", root)),
        (bash("git commit -qam 'Money.allocate: hand out the whole remainder (#27)' && git log --oneline -4"), oh_bash("""d07a3f9 (HEAD -> main) Money.allocate: hand out the whole remainder (#27)
8e51c02 (origin/main) ExchangeRate: reject non-positive rates
f3b9d61 Add Money.format(Locale)
27ac0e4 Currency registry backed by ISO 4217 table""", root)),
        (bash("ls -1 target/surefire-reports | sort"), oh_bash("""TEST-io.strata.money.CurrencyTest.xml
TEST-io.strata.money.ExchangeTest.xml
TEST-io.strata.money.MoneyFormatTest.xml
TEST-io.strata.money.MoneyTest.xml
io.strata.money.CurrencyTest.txt
io.strata.money.ExchangeTest.txt
io.strata.money.MoneyFormatTest.txt
io.strata.money.MoneyTest.txt""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-19", system=oh_sys(root), turns=turns,
           state=f"Maven project {root} (Java 21, JUnit 5, Surefire 3.2.5). Issue #27: Money.of(\"1.00\", EUR).allocate(1, 1, 1) yields parts summing to 0.99.")


# C# dotnet test (xUnit + FsCheck) with OpenHands: bad
def t20(rs: RowSet) -> None:
    root = "/workspace/Hexlify"
    cs_guid = "FAE04EC0-301F-11D3-BF4B-00C04F79EFBC"
    folder = "2150E333-8FDC-42A3-9474-1A3956D46DE8"
    p_lib, p_tests, p_src_f, p_tests_f = ("3F6A8C21-7B0E-4D1A-9C55-2E8B4F07A1D3", "B1E94D72-05C3-4A8F-8E61-7D2C9A3F5B08",
                                          "6C0B2E94-A3D7-4F15-B8E2-91F47C3D0A6E", "D4A7F031-2E9B-4C68-A1F5-0B3E8D6C7F29")
    sln = f"""
Microsoft Visual Studio Solution File, Format Version 12.00
# Visual Studio Version 17
VisualStudioVersion = 17.0.31903.59
MinimumVisualStudioVersion = 10.0.40219.1
Project("{{{folder}}}") = "src", "src", "{{{p_src_f}}}"
EndProject
Project("{{{cs_guid}}}") = "Hexlify", "src\\Hexlify\\Hexlify.csproj", "{{{p_lib}}}"
EndProject
Project("{{{folder}}}") = "tests", "tests", "{{{p_tests_f}}}"
EndProject
Project("{{{cs_guid}}}") = "Hexlify.Tests", "tests\\Hexlify.Tests\\Hexlify.Tests.csproj", "{{{p_tests}}}"
EndProject
Global
\tGlobalSection(SolutionConfigurationPlatforms) = preSolution
\t\tDebug|Any CPU = Debug|Any CPU
\t\tRelease|Any CPU = Release|Any CPU
\tEndGlobalSection
\tGlobalSection(SolutionProperties) = preSolution
\t\tHideSolutionNode = FALSE
\tEndGlobalSection
\tGlobalSection(ProjectConfigurationPlatforms) = postSolution
\t\t{{{p_lib}}}.Debug|Any CPU.ActiveCfg = Debug|Any CPU
\t\t{{{p_lib}}}.Debug|Any CPU.Build.0 = Debug|Any CPU
\t\t{{{p_lib}}}.Release|Any CPU.ActiveCfg = Release|Any CPU
\t\t{{{p_lib}}}.Release|Any CPU.Build.0 = Release|Any CPU
\t\t{{{p_tests}}}.Debug|Any CPU.ActiveCfg = Debug|Any CPU
\t\t{{{p_tests}}}.Debug|Any CPU.Build.0 = Debug|Any CPU
\t\t{{{p_tests}}}.Release|Any CPU.ActiveCfg = Release|Any CPU
\t\t{{{p_tests}}}.Release|Any CPU.Build.0 = Release|Any CPU
\tEndGlobalSection
\tGlobalSection(NestedProjects) = preSolution
\t\t{{{p_lib}}} = {{{p_src_f}}}
\t\t{{{p_tests}}} = {{{p_tests_f}}}
\tEndGlobalSection
EndGlobal"""
    p_new = "8B2D6E13-C94F-47A0-B3E7-5F10D2A98C64"
    p_tests_drift = "B1E94D72-05C3-4A8F-8E61-7D2C9A3F5B80"
    grep_out = f"""6:Project("{{{folder}}}") = "src", "src", "{{{p_src_f}}}"
7-EndProject
8:Project("{{{cs_guid}}}") = "Hexlify", "src\\Hexlify\\Hexlify.csproj", "{{{p_lib}}}"
9-EndProject
10:Project("{{{folder}}}") = "tests", "tests", "{{{p_tests_f}}}"
11-EndProject
12:Project("{{{cs_guid}}}") = "Hexlify.Tests", "tests\\Hexlify.Tests\\Hexlify.Tests.csproj", "{{{p_tests_drift}}}"
13-EndProject
14:Project("{{{cs_guid}}}") = "Hexlify.PropertyTests", "tests\\Hexlify.PropertyTests\\Hexlify.PropertyTests.csproj", "{{{p_new}}}"
15-EndProject"""
    hex_cs = """    /// <summary>Decodes a hex string (two digits per byte).</summary>
    public static byte[] Decode(ReadOnlySpan<char> hex)
    {
        if (hex.Length % 2 != 0)
        {
            throw new FormatException("Hex input must have an even number of digits.");
        }
        var bytes = new byte[hex.Length / 2];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = (byte)((Nibble(hex[2 * i]) << 4) | Nibble(hex[2 * i + 1]));
        }
        return bytes;
    }

    private static int Nibble(char c) => c switch
    {
        >= '0' and <= '9' => c - '0',
        >= 'a' and <= 'f' => c - 'a' + 10,
        _ => throw new FormatException($"'{c}' is not a hex digit."),
    };"""
    old_s = "        >= 'a' and <= 'f' => c - 'a' + 10,"
    new_s = "        >= 'a' and <= 'f' => c - 'a' + 10,\n        >= 'A' and <= 'F' => c - 'A' + 10,"
    off = 24
    ln = hex_cs.split("\n").index(old_s) + off
    new_hex = hex_cs.replace(old_s, new_s)
    props = """using FsCheck;
using FsCheck.Xunit;
using Hexlify;

namespace Hexlify.PropertyTests;

public class RoundTripProperties
{
    [Property]
    public bool DecodeInvertsEncode(byte[] data) =>
        Hex.Decode(Hex.Encode(data)).AsSpan().SequenceEqual(data);

    [Property]
    public bool EncodeIsLowercaseAndTwoDigitsPerByte(byte[] data)
    {
        var s = Hex.Encode(data);
        return s.Length == 2 * data.Length && s.All(c => char.IsAsciiDigit(c) || c is >= 'a' and <= 'f');
    }

    [Property]
    public bool DecodeAcceptsUppercase(byte[] data) =>
        Hex.Decode(Hex.Encode(data).ToUpperInvariant()).AsSpan().SequenceEqual(data);
}
"""
    ptdir = f"{root}/tests/Hexlify.PropertyTests"
    ppath = f"{ptdir}/RoundTripProperties.cs"
    hpath = f"{root}/src/Hexlify/Hex.cs"
    t_head = f"""  Hexlify -> {root}/src/Hexlify/bin/Debug/net8.0/Hexlify.dll
  Hexlify.Tests -> {root}/tests/Hexlify.Tests/bin/Debug/net8.0/Hexlify.Tests.dll
  Hexlify.PropertyTests -> {root}/tests/Hexlify.PropertyTests/bin/Debug/net8.0/Hexlify.PropertyTests.dll
Test run for {root}/tests/Hexlify.Tests/bin/Debug/net8.0/Hexlify.Tests.dll (.NETCoreApp,Version=v8.0)
Test run for {root}/tests/Hexlify.PropertyTests/bin/Debug/net8.0/Hexlify.PropertyTests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
A total of 1 test files matched the specified pattern."""
    turns = [
        (bash(f"cd {root} && cat Hexlify.sln"), oh_bash(sln, root)),
        (bash("dotnet new xunit -o tests/Hexlify.PropertyTests --framework net8.0 && dotnet sln add tests/Hexlify.PropertyTests/Hexlify.PropertyTests.csproj"), oh_bash(f"""The template "xUnit Test Project" was created successfully.

Processing post-creation actions...
Restoring {ptdir}/Hexlify.PropertyTests.csproj:
  Determining projects to restore...
  Restored {ptdir}/Hexlify.PropertyTests.csproj (in 2.87 sec).
Restore succeeded.


Project `tests/Hexlify.PropertyTests/Hexlify.PropertyTests.csproj` added to the solution.""", root)),
        (bash("grep -n -A1 '^Project(' Hexlify.sln"), oh_bash(grep_out, root)),
        (bash("cd tests/Hexlify.PropertyTests && dotnet add reference ../../src/Hexlify/Hexlify.csproj && dotnet add package FsCheck.Xunit --version 2.16.6 | tail -6"), oh_bash(f"""Reference `..\\..\\src\\Hexlify\\Hexlify.csproj` added to the project.
info : Adding PackageReference for package 'FsCheck.Xunit' into project '{ptdir}/Hexlify.PropertyTests.csproj'.
info : Restoring packages for {ptdir}/Hexlify.PropertyTests.csproj...
info : Package 'FsCheck.Xunit' is compatible with all the specified frameworks in project '{ptdir}/Hexlify.PropertyTests.csproj'.
info : PackageReference for package 'FsCheck.Xunit' version '2.16.6' added to file '{ptdir}/Hexlify.PropertyTests.csproj'.
info : Writing assets file to disk. Path: {ptdir}/obj/project.assets.json
log  : Restored {ptdir}/Hexlify.PropertyTests.csproj (in 1.94 sec).""", ptdir)),
        (editor("create", ppath, file_text=props), created(ppath)),
        (bash(f"rm UnitTest1.cs && cd {root} && dotnet test 2>&1 | tail -30"), oh_bash(t_head + """
[xUnit.net 00:00:00.71]     Hexlify.PropertyTests.RoundTripProperties.DecodeAcceptsUppercase [FAIL]
  Failed Hexlify.PropertyTests.RoundTripProperties.DecodeAcceptsUppercase [38 ms]
  Error Message:
   FsCheck.Xunit.PropertyFailedException :\x20
Falsifiable, after 3 tests (1 shrink) (StdGen (1450722381, 297334671)):
Original:
[|172uy; 9uy|]
Shrunk:
[|10uy|]
---- System.FormatException : 'A' is not a hex digit.

Passed!  - Failed:     0, Passed:    64, Skipped:     0, Total:    64, Duration: 96 ms - Hexlify.Tests.dll (net8.0)
Failed!  - Failed:     1, Passed:     2, Skipped:     0, Total:     3, Duration: 412 ms - Hexlify.PropertyTests.dll (net8.0)""", root)),
        (editor("view", hpath, view_range=[off, off + 20]), cat_n(hpath, hex_cs, off)),
        (editor("str_replace", hpath, old_str=old_s, new_str=new_s), edited(hpath, part(new_hex, ln - off + 1 - 4, ln - off + 1 + 5), ln - 4)),
        (bash("dotnet test 2>&1 | tail -3"), oh_bash("""
Passed!  - Failed:     0, Passed:    64, Skipped:     0, Total:    64, Duration: 91 ms - Hexlify.Tests.dll (net8.0)
Passed!  - Failed:     0, Passed:     3, Skipped:     0, Total:     3, Duration: 377 ms - Hexlify.PropertyTests.dll (net8.0)""", root)),
    ]
    rs.add(task="swe", tid="h32-swe-20", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: .NET 8 hex encoding library, solution Hexlify.sln with src/Hexlify and tests/Hexlify.Tests (already restored and built). Task: add an FsCheck property-test project to the solution and fix whatever it finds.",
           bad=True, turn=3, kind="project GUID of an existing solution entry changes after dotnet sln add")


# C with CMake + ctest (Ninja) in Gemini CLI: bad
def t21(rs: RowSet) -> None:
    root = "/home/ade/code/strbuf"
    hdr = """#ifndef STRBUF_H
#define STRBUF_H

#include <stdarg.h>
#include <stddef.h>

/* Initial capacity of a strbuf, in bytes, including the terminating NUL. */
#define STRBUF_INIT_CAP 32
/* Capacity multiplier applied when the buffer has to grow. */
#define STRBUF_GROWTH_FACTOR 2

typedef struct strbuf {
    char  *data;
    size_t len;
    size_t cap;
} strbuf;

int  strbuf_init(strbuf *sb);
void strbuf_free(strbuf *sb);
int  strbuf_reserve(strbuf *sb, size_t extra);
int  strbuf_append(strbuf *sb, const char *s, size_t n);
int  strbuf_append_fmt(strbuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int  strbuf_vappend_fmt(strbuf *sb, const char *fmt, va_list ap);
char *strbuf_detach(strbuf *sb);

#endif /* STRBUF_H */
"""
    src = """#include "strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int strbuf_init(strbuf *sb)
{
    sb->data = malloc(STRBUF_INIT_CAP);
    if (sb->data == NULL)
        return -1;
    sb->data[0] = '\\0';
    sb->len = 0;
    sb->cap = STRBUF_INIT_CAP;
    return 0;
}

void strbuf_free(strbuf *sb)
{
    free(sb->data);
    sb->data = NULL;
    sb->len = sb->cap = 0;
}

int strbuf_reserve(strbuf *sb, size_t extra)
{
    size_t need = sb->len + extra + 1;
    if (need <= sb->cap)
        return 0;
    size_t cap = sb->cap;
    while (cap < need)
        cap *= STRBUF_GROWTH_FACTOR;
    char *p = realloc(sb->data, cap);
    if (p == NULL)
        return -1;
    sb->data = p;
    sb->cap = cap;
    return 0;
}

int strbuf_append(strbuf *sb, const char *s, size_t n)
{
    if (strbuf_reserve(sb, n) != 0)
        return -1;
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\\0';
    return 0;
}

int strbuf_vappend_fmt(strbuf *sb, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
    if (n < 0) {
        va_end(ap2);
        return -1;
    }
    if ((size_t)n >= sb->cap - sb->len) {
        if (strbuf_reserve(sb, (size_t)n) != 0) {
            va_end(ap2);
            return -1;
        }
        vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
    }
    va_end(ap2);
    sb->len += (size_t)n;
    return 0;
}

int strbuf_append_fmt(strbuf *sb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = strbuf_vappend_fmt(sb, fmt, ap);
    va_end(ap);
    return r;
}

char *strbuf_detach(strbuf *sb)
{
    char *p = sb->data;
    sb->data = NULL;
    sb->len = sb->cap = 0;
    return p;
}
"""
    old_s = "        vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);\n    }"
    new_s = "        vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap2);\n    }"
    hpath = f"{root}/include/strbuf.h"
    spath = f"{root}/src/strbuf.c"
    tests = ["init", "append", "append_fmt", "detach"]

    def ctest(d: str, fail: bool, secs: list[str], total: str) -> str:
        out = [f"Internal ctest changing into directory: {root}/{d}", f"Test project {root}/{d}"]
        for i, (nm, s) in enumerate(zip(tests, secs), 1):
            out.append(f"    Start {i}: {nm}")
            st = "***Failed" if (fail and nm == "append_fmt") else "   Passed"
            if fail and nm == "append_fmt":
                st = "Subprocess aborted***Exception:"
            out.append(f"{i}/4 Test #{i}: {nm} {'.' * (28 - len(nm))}{st}  {s} sec")
            if fail and nm == "append_fmt":
                out.append("test_append_fmt: tests/test_append_fmt.c:31: main: Assertion `strcmp(sb.data, expect) == 0' failed.")
        if fail:
            out += ["", "75% tests passed, 1 tests failed out of 4", "", f"Total Test time (real) =   {total} sec", "", "The following tests FAILED:",
                    "\t  3 - append_fmt (Subprocess aborted)", "Errors while running CTest"]
        else:
            out += ["", "100% tests passed, 0 tests failed out of 4", "", f"Total Test time (real) =   {total} sec"]
        return "\n".join(out)

    def ninja(d: str, first: bool) -> str:
        objs = ["src/strbuf.c"] if not first else ["src/strbuf.c"] + [f"tests/test_{t}.c" for t in tests]
        n = 2 + 2 * len(tests) if first else 2 + len(tests)
        lines = []
        k = 0
        for o in objs:
            k += 1
            tgt = "strbuf" if o.startswith("src") else o.split("/")[1][:-2]
            lines.append(f"[{k}/{n}] Building C object CMakeFiles/{tgt}.dir/{o}.o")
        k += 1
        lines.append(f"[{k}/{n}] Linking C static library libstrbuf.a")
        for t in tests:
            k += 1
            lines.append(f"[{k}/{n}] Linking C executable test_{t}")
        return "\n".join(lines)

    def conf(d: str) -> str:
        return f"""-- The C compiler identification is GNU 13.2.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Detecting C compile features
-- Detecting C compile features - done
-- Configuring done (0.3s)
-- Generating done (0.0s)
-- Build files have been written to: {root}/{d}"""
    c2 = "cmake -S . -B build -G Ninja && cmake --build build && ctest --test-dir build --output-on-failure"
    c5 = "grep -rn 'STRBUF_INIT_CAP\\|STRBUF_GROWTH_FACTOR' include src tests"
    c6 = "cmake --build build && ctest --test-dir build --output-on-failure"
    c8 = ("cmake -S . -B build-asan -G Ninja -DCMAKE_C_FLAGS='-fsanitize=address,undefined -fno-omit-frame-pointer -g' && "
          "cmake --build build-asan && ctest --test-dir build-asan --output-on-failure")
    grep_lines = [f"include/strbuf.h:{i}:{x}" for i, x in enumerate(hdr.split("\n"), 1) if "STRBUF_INIT_CAP" in x or "STRBUF_GROWTH_FACTOR" in x]
    grep_lines = [x.replace("STRBUF_INIT_CAP 32", "STRBUF_INIT_CAP 64") for x in grep_lines]
    grep_lines += [f"src/strbuf.c:{i}:{x}" for i, x in enumerate(src.split("\n"), 1) if "STRBUF_INIT_CAP" in x or "STRBUF_GROWTH_FACTOR" in x]
    grep_lines += ["tests/test_init.c:12:    assert(sb.cap == STRBUF_INIT_CAP);",
                   "tests/test_append.c:27:    /* force two reallocations: STRBUF_INIT_CAP * STRBUF_GROWTH_FACTOR^2 */",
                   "tests/test_append.c:28:    size_t big = STRBUF_INIT_CAP * STRBUF_GROWTH_FACTOR * STRBUF_GROWTH_FACTOR;"]
    diff = f"""diff --git a/src/strbuf.c b/src/strbuf.c
index 5b0e7c2..a93d14f 100644
--- a/src/strbuf.c
+++ b/src/strbuf.c
@@ -62,7 +62,7 @@ int strbuf_vappend_fmt(strbuf *sb, const char *fmt, va_list ap)
             va_end(ap2);
             return -1;
         }}
-{old_s.split(chr(10))[0]}
+{new_s.split(chr(10))[0]}
     }}
     va_end(ap2);
     sb->len += (size_t)n;"""
    assert src.split("\n")[64] == old_s.split("\n")[0]
    turns = [
        (call("read_file", absolute_path=hpath), hdr),
        (gshell(c2, "Configure with Ninja, build and run the tests"), gem_run(c2, conf("build") + "\n" + ninja("build", True) + "\n" + ctest("build", True, ["0.00", "0.00", "0.11", "0.00"], "0.13"), code=8, pgid=45011)),
        (call("read_file", absolute_path=spath), src),
        (call("replace", file_path=spath, old_string=old_s, new_string=new_s), modified(spath)),
        (gshell(c5, "Check how the capacity macros are used"), gem_run(c5, "\n".join(grep_lines), pgid=45120)),
        (gshell(c6, "Rebuild and re-run the tests"), gem_run(c6, ninja("build", False) + "\n" + ctest("build", False, ["0.00", "0.00", "0.00", "0.00"], "0.02"), pgid=45163)),
        (gshell("git diff", "Show the change"), gem_run("git diff", diff, pgid=45190)),
        (gshell(c8, "Build and test once more under ASan and UBSan"), gem_run(c8, conf("build-asan") + "\n" + ninja("build-asan", True) + "\n" + ctest("build-asan", False, ["0.02", "0.02", "0.03", "0.02"], "0.10"), pgid=45238)),
        (gshell("rm -rf build-asan && git status --short", "Remove the sanitizer build and check the tree"), gem_run("rm -rf build-asan && git status --short", " M src/strbuf.c", pgid=45302)),
        (gshell("git commit -qam 'strbuf_vappend_fmt: format from the va_list copy on retry (#3)' && git log --oneline -2", "Commit the fix"),
         gem_run("git commit -qam 'strbuf_vappend_fmt: format from the va_list copy on retry (#3)' && git log --oneline -2", """f2c91e8 (HEAD -> main) strbuf_vappend_fmt: format from the va_list copy on retry (#3)
6a04b7d (origin/main) Add strbuf_detach""", pgid=45327)),
    ]
    rs.add(task="swe", tid="h32-swe-21", system=gem_sys(root), turns=turns,
           state=f"C11 library {root} (CMake 3.28 + Ninja, one ctest executable per test, build/ and build-asan/ are git-ignored). Issue #3: strbuf_append_fmt produces garbage when the formatted text does not fit in the current capacity.",
           bad=True, turn=5, kind="unedited header #define reads back with a different value")


# Elixir mix test in Gemini CLI: clean
def t22(rs: RowSet) -> None:
    root = "/home/rui/ex/plural_ex"
    irr = """defmodule PluralEx.Irregulars do
  @moduledoc \"\"\"
  English nouns whose plural does not follow the suffix rules.

  Lookups are case-insensitive; the caller restores the original casing.
  \"\"\"

  @irregulars %{
    "child" => "children",
    "foot" => "feet",
    "goose" => "geese",
    "man" => "men",
    "mouse" => "mice",
    "ox" => "oxen",
    "tooth" => "teeth",
    "woman" => "women"
  }

  @singulars Map.new(@irregulars, fn {s, p} -> {p, s} end)

  @spec plural(String.t()) :: String.t() | nil
  def plural(word), do: Map.get(@irregulars, String.downcase(word))

  @spec singular(String.t()) :: String.t() | nil
  def singular(word), do: Map.get(@singulars, String.downcase(word))
end
"""
    ipath = f"{root}/lib/plural_ex/irregulars.ex"
    tpath = f"{root}/test/plural_ex_test.exs"
    old_s = '    "ox" => "oxen",'
    new_s = '    "ox" => "oxen",\n    "person"=>"people",'
    fail = f"""Compiling 3 files (.ex)
Generated plural_ex app
Running ExUnit with seed: 120377, max_cases: 16

{dots(20)}

  1) test irregular nouns person -> people (PluralExTest)
     test/plural_ex_test.exs:41
     Assertion with == failed
     code:  assert PluralEx.pluralize("person") == "people"
     left:  "persons"
     right: "people"
     stacktrace:
       test/plural_ex_test.exs:42: (test)

{dots(12)}
Finished in 0.06 seconds (0.06s async, 0.00s sync)
33 tests, 1 failure"""
    fmt_err = """** (Mix) mix format failed due to --check-formatted.
The following files are not formatted:

  * lib/plural_ex/irregulars.ex
"""
    diff = """diff --git a/lib/plural_ex/irregulars.ex b/lib/plural_ex/irregulars.ex
index 0c1d7e2..5ab93f0 100644
--- a/lib/plural_ex/irregulars.ex
+++ b/lib/plural_ex/irregulars.ex
@@ -12,6 +12,7 @@ defmodule PluralEx.Irregulars do
     "man" => "men",
     "mouse" => "mice",
     "ox" => "oxen",
+    "person" => "people",
     "tooth" => "teeth",
     "woman" => "women"
   }"""
    t_old = '''  test "irregular nouns person -> people" do
    assert PluralEx.pluralize("person") == "people"
  end'''
    t_new = t_old + '''

  test "irregular plurals keep the original capitalisation" do
    assert PluralEx.pluralize("Person") == "People"
  end

  test "singularize inverts irregular plurals" do
    assert PluralEx.singularize("people") == "person"
  end'''
    turns = [
        (gshell("mix test 2>&1 | tail -25", "Run the test suite"), gem_run("mix test 2>&1 | tail -25", fail, pgid=36602)),
        (call("read_file", absolute_path=ipath), irr),
        (call("replace", file_path=ipath, old_string=old_s, new_string=new_s), modified(ipath)),
        (gshell("mix format --check-formatted", "Check formatting"), gem_run("mix format --check-formatted", "", code=1, pgid=36688).replace("Stderr: (empty)", "Stderr: " + fmt_err)),
        (gshell("mix format && git diff", "Apply the formatter and review the diff"), gem_run("mix format && git diff", diff, pgid=36710)),
        (call("replace", file_path=tpath, old_string=t_old, new_string=t_new), modified(tpath)),
        (gshell("mix test 2>&1 | tail -8", "Re-run the test suite"), gem_run("mix test 2>&1 | tail -8", f"""Compiling 1 file (.ex)
Generated plural_ex app
Running ExUnit with seed: 771094, max_cases: 16

{dots(35)}
Finished in 0.05 seconds (0.05s async, 0.00s sync)
35 tests, 0 failures""", pgid=36785)),
        (gshell("git status --short && git diff --stat", "Summarize the change"), gem_run("git status --short && git diff --stat", """ M lib/plural_ex/irregulars.ex
 M test/plural_ex_test.exs
 lib/plural_ex/irregulars.ex | 1 +
 test/plural_ex_test.exs     | 8 ++++++++
 2 files changed, 9 insertions(+)""", pgid=36811)),
    ]
    rs.add(task="swe", tid="h32-swe-22", system=gem_sys(root), turns=turns,
           state=f"Elixir 1.17 library {root} (ExUnit, mix format enforced in CI). Issue #12: pluralize(\"person\") returns \"persons\"; add the irregular pair and cover capitalisation and the reverse direction in tests.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
